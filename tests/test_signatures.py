"""The error-signature catalogue against real-format tool and provider output.

Each sample in tests/signatures/*.yaml (see its README) is put into a failed
run the way it would reach retriage: the output of a failed shell call (Claude
Code, Codex, and Osmia with no failure flag at all), an error the engine itself reported, or the log lines
of an orchestrator that failed before the agent ran. The diagnosis must be the
sample's mode; a test report quoting the code's own words must not be read as an
environment failure.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from retriage.core.config import default_config
from retriage.core.report import diagnose_dir
from tests import streams_kit as kit

HERE = Path(__file__).parent / "signatures"
SAMPLES = [dict(sample, file=path.stem) for path in sorted(HERE.glob("*.yaml"))
           for sample in yaml.safe_load(path.read_text(encoding="utf-8"))]
CONFIG = default_config()
PROMPT = "# T-7: make the build pass\n\nFix the failing check in `src/app/main.py`.\n"


def _codex_command(command: str, output: str, exit_code: int) -> str:
    item = {"id": "item_1", "type": "command_execution", "command": f"bash -lc '{command}'",
            "aggregated_output": output, "exit_code": exit_code, "status": "failed" if exit_code else "completed"}
    return (kit.line({"type": "thread.started", "thread_id": "t-1"}) + kit.line({"type": "turn.started"})
            + kit.line({"type": "item.started", "item": {**item, "aggregated_output": "", "exit_code": None,
                                                          "status": "in_progress"}})
            + kit.line({"type": "item.completed", "item": item}))


def _stream(sample: dict, fmt: str) -> tuple[str, dict]:
    """The events.ndjson text of a run showing the sample, and make_run options."""
    via = sample["via"]
    output = sample["output"].rstrip("\n")
    if via in ("tool", "passing_test"):
        exit_code = int(sample.get("exit", 1))
        if fmt == "osmia":  # no failure flag at all: the output has to speak for itself
            return (kit.line({"type": "system", "subtype": "init", "session_id": "s"})
                    + kit.line({"type": "tool_use", "tool": "Bash", "args": {"command": sample["command"]}})
                    + kit.line({"type": "content", "role": "tool", "content": output})
                    + kit.line({"type": "result", "success": False, "summary": "could not finish"})), {}
        if fmt == "codex":
            return _codex_command(sample["command"], output, exit_code) + kit.line(
                {"type": "turn.failed", "error": {"message": "the task could not be completed"}}), {}
        return (kit.init() + kit.bash("ls", "src\ntests\n") + kit.bash(sample["command"], output, exit_code)
                + kit.say("The command failed; I cannot continue.")
                + kit.result("The command failed.", is_error=True)), {}
    if via == "engine":
        if sample.get("engine") == "opencode":
            # an AI SDK agent CLI: a step, a tool call, then its own error object (as printed)
            step = {"type": "step_start", "sessionID": "ses_1", "part": {"id": "p0", "type": "step-start"}}
            call = {"type": "tool_use", "sessionID": "ses_1",
                    "part": {"id": "p1", "callID": "c1", "type": "tool", "tool": "bash",
                             "state": {"status": "completed", "input": {"command": "ls"}, "output": "src\n",
                                       "metadata": {"exit": 0}}}}
            return kit.line(step) + kit.line(call) + output + "\n", {}
        if sample.get("engine") == "codex":
            return (kit.line({"type": "thread.started", "thread_id": "t-1"}) + kit.line({"type": "turn.started"})
                    + _codex_command("ls", "src\n", 0).split("\n", 2)[2]
                    + kit.line({"type": "error", "message": output})
                    + kit.line({"type": "turn.failed", "error": {"message": output}})), {}
        return (kit.init() + kit.bash("ls", "src\ntests\n") + kit.say(output, model="<synthetic>")
                + kit.result(output, is_error=True)), {}
    if via == "harness":
        return output + "\n", {}
    raise ValueError(f"unknown via {via!r} in sample {sample['id']}")


def _cases():
    for sample in SAMPLES:
        formats = ("claude", "codex", "osmia") if sample["via"] in ("tool", "passing_test") else ("as-is",)
        for fmt in formats:
            yield pytest.param(sample, fmt, id=f"{sample['file']}:{sample['id']}:{fmt}")


def test_samples_are_well_formed():
    ids = [s["id"] for s in SAMPLES]
    assert len(ids) == len(set(ids)), "duplicate sample ids"
    for sample in SAMPLES:
        assert sample["via"] in ("tool", "engine", "harness"), sample["id"]
        assert ("mode" in sample) != ("not_modes" in sample), sample["id"]
    files = {s["file"] for s in SAMPLES}
    assert {"python", "node", "rust", "go", "java", "ruby", "native", "dotnet", "containers", "os_packages", "julia", "elixir", "r",
            "git_hosting", "cloud", "providers", "harness", "test_reports", "generic", "mobile"} <= files


@pytest.mark.parametrize(("sample", "fmt"), list(_cases()))
def test_sample_is_diagnosed_as_its_mode(tmp_path: Path, sample: dict, fmt: str):
    events, _ = _stream(sample, fmt)
    run = kit.make_run(tmp_path, "run-1", events, prompt=PROMPT)
    report = diagnose_dir(run, CONFIG)
    d = report.diagnosis
    assert report.failed
    if "mode" in sample:
        assert d.mode == sample["mode"], (d.mode, d.scores, [(e.rule, e.text) for e in d.evidence[:6]])
        located = [e for e in d.winning_evidence if e.line is not None]
        assert located, "the deciding stream line is not located"
        if sample["via"] == "harness":
            assert any("never ran" in r for r in d.reasoning), d.reasoning
    else:
        assert d.mode not in sample["not_modes"], (d.mode, d.scores, [(e.rule, e.text) for e in d.evidence[:6]])


def test_every_signature_in_the_catalogue_has_a_real_format_sample():
    catalogue = {entry["id"] for path in (Path(__file__).parent.parent / "core" / "signatures").glob("*.yaml")
                 for entry in yaml.safe_load(path.read_text(encoding="utf-8"))["signatures"]}
    assert len(catalogue) >= 30
    patterns = {p.id: p for p in CONFIG.patterns}
    uncovered = [sid for sid in sorted(catalogue) if not any(patterns[sid].regex.search(s["output"]) for s in SAMPLES)]
    assert not uncovered, uncovered


def test_a_signature_can_be_switched_off_from_the_config_like_any_rule(tmp_path: Path):
    from retriage.core.config import load_config

    config_file = tmp_path / "retriage.yaml"
    config_file.write_text("patterns:\n  - {id: go.toolchain_version, enabled: false}\n")
    config = load_config(config_file)
    assert "go.toolchain_version" not in {p.id for p in config.patterns}
    assert "rust.toolchain_version" in {p.id for p in config.patterns}
