"""Osmia's real controller config keys (internal/config/config.go) are accepted and mapped."""

from __future__ import annotations

from pathlib import Path

import pytest

from retriage.core.config import ConfigError, load_config
from retriage.core.report import diagnose_dir
from tests import streams_kit as kit


def load(tmp_path: Path, text: str):
    path = tmp_path / "osmia-config.yaml"
    path.write_text(text)
    return load_config(path)


def test_enable_engine_switch_false_empties_switch_engine_on(tmp_path: Path):
    assert load(tmp_path, "diagnosis:\n  enable_engine_switch: true\n").switch_engine_on == ["model_confusion"]
    assert load(tmp_path, "diagnosis:\n  enable_engine_switch: false\n").switch_engine_on == []


def test_enable_engine_switch_false_keeps_a_confused_run_on_its_engine(tmp_path: Path):
    events = kit.init() + "".join(kit.bash("cat setup.cfg", "[metadata]") for _ in range(8))
    events += kit.result("max turns", is_error=True, subtype="error_max_turns")
    run = kit.make_run(tmp_path / "runs", "loop-1", events, prompt="# X-1: fix setup\n")
    switching = diagnose_dir(run, load(tmp_path, "diagnosis:\n  enable_engine_switch: true\n"))
    assert switching.diagnosis.mode == "model_confusion" and switching.advice.switch_engine
    staying = diagnose_dir(run, load(tmp_path, "diagnosis:\n  enable_engine_switch: false\n"))
    assert not staying.advice.switch_engine


def test_a_whole_osmia_controller_config_loads(tmp_path: Path):
    cfg = load(tmp_path, """\
ticketing:
  backend: github
  config: {repo: org/repo, labels: [osmia]}
engines:
  default: claude-code
  fallback_engines: [codex]
  claude-code:
    image: ghcr.io/unitaryai/osmia-claude:latest
    auth: {method: api_key, api_key_secret: anthropic}
    max_turns: 80
  codex: {auth: {method: api_key}}
guardrails:
  max_cost_per_job: 5.0
progress_watchdog:
  enabled: true
  loop_detection_threshold: 10
diagnosis:
  enabled: true
  max_diagnoses_per_task: 2
  enable_engine_switch: true
  use_llm_classification: false
""")
    assert cfg.max_diagnoses_per_task == 2 and cfg.engines == ["claude-code", "codex"]
    assert cfg.switch_engine_on == ["model_confusion"]


@pytest.mark.parametrize("text, message", [
    ("diagnosis:\n  enable_engine_swich: false\n", ":2: unknown key 'diagnosis.enable_engine_swich'"),
    ("diagnosis:\n  enable_engine_switch: [codex]\n", ":2: 'diagnosis.enable_engine_switch' should be true/false"),
    ("engines:\n  gemini: {image: x}\n", ":2: unknown key 'engines.gemini'"),
    ("ticketting:\n  backend: x\n", ":1: unknown key 'ticketting'"),
    ("ticketing:\n  config: !!python/name:os.system x\n", ":2: YAML tag '!!python/name:os.system' is not allowed"),
])
def test_unknown_osmia_keys_stay_errors(tmp_path: Path, text: str, message: str):
    with pytest.raises(ConfigError) as exc:
        load(tmp_path, text)
    assert message in str(exc.value)


def test_switch_engine_off_and_a_switch_list_contradict(tmp_path: Path):
    with pytest.raises(ConfigError) as exc:
        load(tmp_path, "diagnosis:\n  enable_engine_switch: false\n  switch_engine_on: [model_confusion]\n")
    assert "enable_engine_switch is false but diagnosis.switch_engine_on lists modes" in str(exc.value)
