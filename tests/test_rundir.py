"""The run-directory contract: discovery, tolerant reading, failed/live."""

from __future__ import annotations

from pathlib import Path

import pytest

from retriage.core.rundir import TaskRun, is_failed, is_live, list_run_dirs, load_run_files, taskrun_from


def test_run_ids_outside_the_alphabet_are_skipped_with_a_warning(tmp_path: Path):
    for name in ("pay-1423.r1", "ok_2", "has space", "ünï", ".hidden"):
        (tmp_path / name).mkdir()
    (tmp_path / "retriage.yaml").write_text("{}")
    runs, warnings = list_run_dirs(tmp_path)
    assert [p.name for p in runs] == ["ok_2", "pay-1423.r1"]
    assert len(warnings) == 2 and all("skipped" in w for w in warnings)


def test_wrong_types_in_taskrun_are_reported_and_dropped():
    problems: list[str] = []
    run = taskrun_from({"state": "Failed", "retry_count": "2", "files_changed": ["a.py", "b.py"],
                        "engine_attempts": ["claude-code", {"engine": "codex"}, 7], "cost_usd": True,
                        "diagnosis_history": ["scope_creep", {"mode": "unknown"}, 3]}, problems, "taskrun.json")
    assert run.state == "Failed" and run.retry_count is None and run.files_changed == 2
    assert run.engine_attempts == ["claude-code", "codex"] and run.cost_usd is None
    assert [h["mode"] for h in run.diagnosis_history] == ["scope_creep", "unknown"]
    assert any("retry_count" in p for p in problems) and any("cost_usd" in p for p in problems)


def test_every_file_is_optional_and_bad_ones_are_one_line_problems(tmp_path: Path):
    run = tmp_path / "r1"
    run.mkdir()
    files = load_run_files(run)
    assert files.problems == [] and files.prompt == "" and files.taskrun == TaskRun()
    (run / "taskrun.json").write_text("[1, 2]")
    (run / "result.json").write_text('{"success": false,\n "summary": }')
    (run / "watchdog.json").write_text("")
    (run / "prompt.md").mkdir()
    problems = load_run_files(run).problems
    assert "taskrun.json:1: expected a JSON object, got list" in problems
    assert any(p.startswith("result.json:2: invalid JSON") for p in problems)
    assert "watchdog.json:1: empty file" in problems
    assert "prompt.md: is a directory, expected a file" in problems


@pytest.mark.parametrize("state, result, stream_failed, failed", [
    ("Failed", None, False, True),
    ("TimedOut", None, False, True),
    ("Succeeded", {"success": False}, False, True),
    ("", None, True, True),
    ("Running", None, True, False),
    ("Succeeded", None, False, False),
    ("NeedsHuman", None, False, False),
])
def test_failed(state, result, stream_failed, failed):
    assert is_failed(TaskRun(state=state), result, stream_failed) is failed


@pytest.mark.parametrize("state, has_result, live", [
    ("Running", True, True), ("Queued", False, True), ("Retrying", True, True),
    ("", False, True), ("", True, False), ("Failed", False, False), ("Succeeded", False, False),
])
def test_live(state, has_result, live):
    assert is_live(TaskRun(state=state), has_result) is live
