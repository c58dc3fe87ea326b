"""A big runs directory: every run is listed at once, diagnoses arrive progressively,
with a visible progress indicator, and the run the reviewer looks at is read next."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.gen_stream import generate
from tests.tui.conftest import loaded, make_app, wait_for
from retriage.tui.model import STATUS_PENDING
from retriage.tui.runs_table import RunsTable

pytestmark = pytest.mark.anyio

#: events per slow run: a second or two to diagnose (12 MB), so the scan can be watched
SLOW_EVENTS = 20_000


def _slow_runs(root: Path, count: int) -> Path:
    runs = root / "runs"
    runs.mkdir()
    for index in range(count):
        run = runs / f"slow-{index}"
        run.mkdir()
        (run / "taskrun.json").write_text('{"state": "Failed", "ticket_id": "BIG-%d"}' % index)
        generate(run / "events.ndjson", SLOW_EVENTS, seed=index)
    return runs


async def _table(pilot) -> RunsTable:
    """The runs table, once the main screen is composed (a busy CI machine can lag behind run_test)."""
    await wait_for(pilot, lambda: bool(pilot.app.query(RunsTable)), what="the main screen")
    return pilot.app.query_one(RunsTable)


async def test_all_runs_listed_before_any_is_diagnosed_with_progress_shown(tmp_path):
    runs = _slow_runs(tmp_path, 4)
    app = make_app(runs)
    async with app.run_test(size=(120, 30)) as pilot:
        table = await _table(pilot)
        await wait_for(pilot, lambda: len(table.order) == 4, what="all runs listed")
        pending = [run_id for run_id in table.order if app.rows[run_id].status == STATUS_PENDING]
        assert len(pending) >= 2, "the table waited for the diagnoses before listing"
        top = str(app.query_one("#topbar").render())
        assert "diagnosing" in top and "/4" in top, top
        await wait_for(pilot, lambda: not app.pending and app.loaded, what="every run diagnosed")
        assert all(app.rows[run_id].status == "failed" for run_id in table.order)
        assert "diagnosing" not in str(app.query_one("#topbar").render())


async def test_the_run_under_the_cursor_is_diagnosed_next(tmp_path):
    runs = _slow_runs(tmp_path, 5)
    app = make_app(runs)
    async with app.run_test(size=(120, 30)) as pilot:
        table = await _table(pilot)
        await wait_for(pilot, lambda: len(table.order) == 5, what="all runs listed")
        table.focus()
        last = table.order[-1]
        assert last in app.pending
        await pilot.press("G")
        await wait_for(pilot, lambda: last in app.reports, what="the selected run diagnosed")
        # it jumped the queue: runs listed before it are still waiting
        assert len(app.pending) >= 2, sorted(app.pending)
        assert app.selected == last
        await wait_for(pilot, lambda: "Diagnosing this run next" not in str(app.query_one("#summary").render()),
                       what="its diagnosis in the pane")


async def test_an_empty_table_and_a_filter_matching_nothing_are_fine(tmp_path):
    runs = tmp_path / "runs"
    runs.mkdir()
    app = make_app(runs)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.loaded, what="scan of an empty directory")
        await pilot.pause()
        table = app.query_one(RunsTable)
        assert table.order == [] and table.selected_run is None
        await pilot.press("j", "G", "enter")  # keys on an empty table do nothing, and nothing breaks
        (runs / "late-1").mkdir()
        (runs / "late-1" / "taskrun.json").write_text('{"state": "Failed"}')
        app.jobs.add(rescan=True)
        await wait_for(pilot, lambda: table.order == ["late-1"], what="a run appears")
        await pilot.press("slash")
        await pilot.press(*"zzzqqq")
        await wait_for(pilot, lambda: table.order == [], what="filtered to nothing")
        assert app.is_running


async def test_a_run_that_cannot_be_read_is_listed_as_such_and_the_scan_ends(tmp_path, monkeypatch):
    from retriage.core.report import RunState

    runs = tmp_path / "runs"
    runs.mkdir()
    for name in ("good-1", "broken-2"):
        (runs / name).mkdir()
        (runs / name / "taskrun.json").write_text('{"state": "Failed"}')
    real_refresh = RunState.refresh

    def refresh(self, reload_files: bool = True) -> bool:  # fault injection: the disk fails for one run
        if self.path.name == "broken-2":
            raise OSError(5, "Input/output error")
        return real_refresh(self, reload_files)

    monkeypatch.setattr(RunState, "refresh", refresh)
    app = make_app(runs)
    async with app.run_test(size=(100, 30)) as pilot:
        # the scan ends, and the table has drawn its outcome (it redraws after the rows change, not with them)
        await loaded(pilot)
        assert app.rows["broken-2"].status == "error"
        assert "diagnosing" not in str(app.query_one("#topbar").render())
        assert "broken-2: cannot read" in app.read_errors["broken-2"]
        table = app.query_one(RunsTable)
        assert "broken-2" in table.order and table.get_cell("broken-2", "mode").plain == "unreadable"


async def test_a_refresh_leaves_the_scroll_where_the_reviewer_put_it(tmp_path):
    runs = tmp_path / "runs"
    runs.mkdir()
    for index in range(80):
        (runs / f"run-{index:03d}").mkdir()
        (runs / f"run-{index:03d}" / "taskrun.json").write_text('{"state": "Failed"}')
    app = make_app(runs)
    async with app.run_test(size=(100, 30)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        assert len(table.order) == 80
        cursor = table.cursor_row
        table.scroll_to(y=30, animate=False, immediate=True)  # the mouse wheel: the cursor stays put
        await pilot.pause()
        app.refresh_table()
        await pilot.pause()
        assert table.scroll_offset.y == 30 and table.cursor_row == cursor


async def test_the_run_under_the_cursor_stays_while_the_scan_goes_on_even_if_it_succeeded(tmp_path):
    runs = _slow_runs(tmp_path, 3)
    ok = runs / "aaa-ok"
    ok.mkdir()
    (ok / "taskrun.json").write_text('{"state": "Succeeded"}')
    app = make_app(runs)
    async with app.run_test(size=(120, 30)) as pilot:
        table = await _table(pilot)
        await wait_for(pilot, lambda: "aaa-ok" in table.order and app.selected == "aaa-ok", what="cursor on aaa-ok")
        await wait_for(pilot, lambda: app.rows["aaa-ok"].status == "ok", what="aaa-ok diagnosed")
        assert app.pending, "the scan ended too early for this test"
        app.refresh_table()
        assert table.selected_run == "aaa-ok" and app.selected == "aaa-ok"
