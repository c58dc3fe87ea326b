"""Configuration: defaults, overrides, and errors that name the key and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from retriage.core.config import ConfigError, default_config, find_config, load_config


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "retriage.yaml"
    path.write_text(text)
    return path


def test_defaults_match_the_seed():
    cfg = default_config()
    assert cfg.enabled and cfg.max_diagnoses_per_task == 3
    assert cfg.switch_engine_on == ["model_confusion"]
    assert cfg.engines == ["claude-code", "codex", "aider"]


def test_the_documented_example_loads(tmp_path: Path):
    cfg = load_config(write(tmp_path, """\
diagnosis:
  enabled: true
  max_diagnoses_per_task: 2
  switch_engine_on: [model_confusion, wrong_approach]
engines:
  default: codex
  fallback_engines: [claude-code]
"""))
    assert cfg.max_diagnoses_per_task == 2 and cfg.engines == ["codex", "claude-code"]
    assert cfg.switch_engine_on == ["model_confusion", "wrong_approach"]


@pytest.mark.parametrize("text, message", [
    ("diagnosis:\n  enabled: true\n  max_diagnosis_per_task: 3\n", "retriage.yaml:3: unknown key 'diagnosis.max_diagnosis_per_task'"),
    ("engines:\n  fallback_engines: codex\n", "retriage.yaml:2: 'engines.fallback_engines' should be a list"),
    ("diagnosis:\n  max_diagnoses_per_task: three\n", "retriage.yaml:2: 'diagnosis.max_diagnoses_per_task' should be an integer, got 'three'"),
    ("diagnosis:\n  enabled: yes please\n", "retriage.yaml:2: 'diagnosis.enabled' should be true/false"),
    ("diagnosis:\n  switch_engine_on: [model_confusio]\n", "retriage.yaml:2: 'diagnosis.switch_engine_on[0]' should be one of"),
    ("colour: red\n", "retriage.yaml:1: unknown key 'colour'"),
    ("diagnosis: [1, 2\n", "retriage.yaml:2: invalid YAML"),
    ("analysis:\n  thresholds:\n    identical_calls: many\n", "retriage.yaml:3: 'analysis.thresholds.identical_calls' should be a number"),
])
def test_bad_config_names_file_line_and_key(tmp_path: Path, text: str, message: str):
    with pytest.raises(ConfigError) as err:
        load_config(write(tmp_path, text))
    assert str(err.value).startswith(str(tmp_path))
    assert message in str(err.value)
    assert "\n" not in str(err.value)


def test_yaml_aliases_are_refused(tmp_path: Path):
    bomb = 'a: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n'
    with pytest.raises(ConfigError, match="aliases"):
        load_config(write(tmp_path, bomb))


def test_unknown_threshold_is_an_error(tmp_path: Path):
    with pytest.raises(ConfigError, match="unknown threshold 'identicle_calls'"):
        load_config(write(tmp_path, "analysis:\n  thresholds:\n    identicle_calls: 3\n"))


def test_patterns_can_be_replaced_added_and_disabled(tmp_path: Path):
    cfg = load_config(write(tmp_path, """\
patterns:
  - id: infra.timeout
    enabled: false
  - id: infra.oom
    weight: 9
  - id: local.vault
    mode: permission_blocked
    weight: 2
    channels: [failed_output]
    regex: 'vault: permission denied'
"""))
    ids = {p.id: p for p in cfg.patterns}
    assert "infra.timeout" not in ids
    assert ids["infra.oom"].weight == 9 and ids["infra.oom"].regex.search("OOMKilled")
    assert ids["local.vault"].mode == "permission_blocked"


def test_an_invalid_regex_is_reported(tmp_path: Path):
    with pytest.raises(ConfigError, match="invalid regex"):
        load_config(write(tmp_path, "patterns:\n  - id: x\n    mode: unknown\n    weight: 1\n    channels: [error]\n    regex: '('\n"))


def test_config_is_found_explicit_then_runs_dir_then_user_dir(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    runs = tmp_path / "runs"
    runs.mkdir()
    assert find_config(None, runs) is None
    user = tmp_path / "xdg" / "retriage" / "retriage.yaml"
    user.parent.mkdir(parents=True)
    user.write_text("{}\n")
    assert find_config(None, runs) == user
    (runs / "retriage.yaml").write_text("{}\n")
    assert find_config(None, runs) == runs / "retriage.yaml"
    assert find_config(Path("/explicit.yaml"), runs) == Path("/explicit.yaml")


def test_empty_and_unreadable_configs(tmp_path: Path):
    assert load_config(write(tmp_path, "")).max_diagnoses_per_task == 3
    with pytest.raises(ConfigError, match="cannot read"):
        load_config(tmp_path / "missing.yaml")
    with pytest.raises(ConfigError, match="should be a mapping"):
        load_config(write(tmp_path, "- a\n- b\n"))


def test_the_example_in_docs_configuration_loads(tmp_path: Path):
    import re
    doc = (Path(__file__).parent.parent / "docs" / "configuration.md").read_text()
    example = re.search(r"```yaml\n(.*?)```", doc, re.S).group(1)
    cfg = load_config(write(tmp_path, example))
    ids = {p.id: p for p in cfg.patterns}
    assert "infra.timeout" not in ids and ids["infra.oom"].weight == 4 and "local.vault" in ids
    assert "{files_changed}" in cfg.prescriptions["scope_creep"]


def test_the_sample_runs_config_loads():
    cfg = load_config(Path(__file__).parent.parent / "sample_runs" / "retriage.yaml")
    assert cfg.fallback_engines == ["codex", "aider"]


def test_each_default_config_is_its_own_copy_of_the_bundled_rules():
    """The bundled files are parsed once per process; a configuration that changes its rules changes no other."""
    first, second = default_config(), default_config()
    first.rules["patterns"].clear()
    first.rules["thresholds"]["test_edit_weight"] = 99.0
    assert second.rules["patterns"] and second.rules["thresholds"]["test_edit_weight"] != 99.0
    assert default_config().rules["patterns"]
