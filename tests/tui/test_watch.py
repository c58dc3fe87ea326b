"""Stories 2 and 3: the real watcher picks up new, growing, failing and deleted runs."""

from __future__ import annotations

import pytest
import json
import shutil
from pathlib import Path

from tests.tui.conftest import FIXTURES, loaded, make_app, select_run, wait_for
from retriage.tui.app import RetriageApp
from retriage.tui.diagnosis_pane import DiagnosisPane
from retriage.tui.runs_table import RunsTable
from retriage.tui.stream_view import StreamView

pytestmark = pytest.mark.anyio

FAIL_LINES = [
    {"type": "assistant", "message": {"role": "assistant", "content": [
        {"type": "tool_use", "id": "toolu_9001", "name": "Bash", "input": {"command": "pip install flask-health"}}]}},
    {"type": "user", "message": {"role": "user", "content": [
        {"tool_use_id": "toolu_9001", "type": "tool_result", "is_error": True,
         "content": "ERROR: Could not find a version that satisfies the requirement flask-health\n"
                    "ERROR: No matching distribution found for flask-health"}]}},
    {"type": "user", "message": {"role": "user", "content": [
        {"tool_use_id": "toolu_9002", "type": "tool_result", "is_error": True,
         "content": "ModuleNotFoundError: No module named 'flask_health'"}]}},
    {"type": "result", "subtype": "error_during_execution", "is_error": True,
     "result": "ModuleNotFoundError: No module named 'flask_health'"},
]


def _append(path: Path, objects: list[dict]) -> None:
    with open(path, "a", encoding="utf-8") as handle:
        for obj in objects:
            handle.write(json.dumps(obj) + "\n")


async def _watching(pilot) -> None:
    app = pilot.app
    await loaded(pilot)
    await wait_for(pilot, lambda: app.watching == "watching", what="watcher running")
    await pilot.pause(0.3)  # let the OS watch be established before touching files


async def test_new_run_directory_appears_and_deleted_run_disappears(runs_dir):
    app = make_app(runs_dir, watch=True)
    async with app.run_test(size=(120, 36)) as pilot:
        await _watching(pilot)
        table = app.query_one(RunsTable)
        shutil.copytree(FIXTURES / "pay-101-permission", runs_dir / "pay-102-new")
        await wait_for(pilot, lambda: "pay-102-new" in table.order, what="new run in the table")
        # a new run is listed first and diagnosed next (on a loaded machine the two are seen apart)
        await wait_for(pilot, lambda: app.rows["pay-102-new"].mode != "", what="new run diagnosed")
        assert app.rows["pay-102-new"].mode == "permission_blocked"
        await select_run(pilot, "pay-102-new")
        shutil.rmtree(runs_dir / "pay-102-new")
        await wait_for(pilot, lambda: "pay-102-new" not in table.order, what="deleted run gone")
        assert "pay-102-new" not in app.rows
        assert app.selected != "pay-102-new"


async def test_growing_stream_updates_the_diagnosis_in_place(runs_dir):
    app = make_app(runs_dir, watch=True)
    async with app.run_test(size=(120, 36)) as pilot:
        await _watching(pilot)
        await select_run(pilot, "api-5-live")
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == 4, what="live stream indexed")
        pane = app.query_one(DiagnosisPane)
        assert app.rows["api-5-live"].status == "live"
        events = runs_dir / "api-5-live" / "events.ndjson"
        _append(events, FAIL_LINES[:2])
        await wait_for(pilot, lambda: app.reports["api-5-live"].stream_lines == 6, what="new lines read")
        await wait_for(pilot, lambda: view.line_count == 6, what="stream grew")
        assert app.rows["api-5-live"].status == "live"
        # the live provisional diagnosis already moved to the dependency problem
        await wait_for(pilot, lambda: app.reports["api-5-live"].diagnosis.mode == "dependency_missing",
                       what="provisional mode updated")
        assert "dependency_missing" in str(pane.query_one("#summary").render())
        assert "updated 0s ago" in str(pane.query_one("#summary").render())  # the reviewer sees it is fresh
        # the run fails while we watch
        _append(events, FAIL_LINES[2:])
        taskrun = runs_dir / "api-5-live" / "taskrun.json"
        data = json.loads(taskrun.read_text())
        data["state"] = "Failed"
        taskrun.write_text(json.dumps(data))
        await wait_for(pilot, lambda: app.rows["api-5-live"].status == "failed", what="run failed")
        assert "FAILED" in str(pane.query_one("#summary").render())
        assert app.last_change is not None


async def test_stream_is_read_incrementally(runs_dir, monkeypatch):
    """A refresh after an append parses only the appended bytes."""
    from retriage.core import tail

    fed: list[int] = []

    class SpyParser(tail.StreamParser):
        def feed(self, data: bytes):
            fed.append(len(data))
            return super().feed(data)

    monkeypatch.setattr(tail, "StreamParser", SpyParser)
    app = make_app(runs_dir, watch=True)
    async with app.run_test(size=(120, 36)) as pilot:
        await _watching(pilot)
        fed.clear()
        events = runs_dir / "api-5-live" / "events.ndjson"
        line = json.dumps(FAIL_LINES[0]) + "\n"
        _append(events, FAIL_LINES[:1])
        await wait_for(pilot, lambda: app.reports["api-5-live"].stream_lines == 5, what="append read")
        assert sum(fed) == len(line.encode())


def test_runs_for_changes_maps_paths_to_runs(tmp_path):
    root = tmp_path
    ids, rescan = RetriageApp.runs_for_changes(root, [
        str(root / "a-1" / "events.ndjson"),
        str(root / "b-2"),
        str(root / "decisions.log.ndjson"),
        str(root / "c-3" / ".decision.json.abc.tmp"),
        "/elsewhere/x",
    ])
    assert ids == {"a-1", "b-2"} and rescan
    ids, rescan = RetriageApp.runs_for_changes(root, [str(root / "a-1" / "taskrun.json")])
    assert ids == {"a-1"} and not rescan


async def test_updates_while_the_retry_screen_is_open(runs_dir):
    from retriage.tui.retry_screen import RetryScreen

    app = make_app(runs_dir, watch=True)
    async with app.run_test(size=(120, 36)) as pilot:
        await _watching(pilot)
        await select_run(pilot, "pay-101-permission")
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(app.screen, RetryScreen), what="retry screen")
        _append(runs_dir / "api-5-live" / "events.ndjson", FAIL_LINES[:2])
        shutil.copytree(FIXTURES / "ops-7-oom-killed", runs_dir / "ops-8-new")
        await wait_for(pilot, lambda: app.reports["api-5-live"].stream_lines == 6, what="update behind the screen")
        await wait_for(pilot, lambda: "ops-8-new" in app.rows, what="new run behind the screen")
        await pilot.pause(0.6)  # let the coalesced table refresh run under the retry screen
        await pilot.press("escape")
        await wait_for(pilot, lambda: "ops-8-new" in app.query_one(RunsTable).order, what="table updated")
