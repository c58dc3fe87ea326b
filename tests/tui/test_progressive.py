"""A big runs directory: every run is listed at once, diagnoses arrive progressively,
with a visible progress indicator, and the run the reviewer looks at is read next."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.gen_stream import generate
from tests.tui.conftest import make_app, wait_for
from tui.model import STATUS_PENDING
from tui.runs_table import RunsTable

pytestmark = pytest.mark.anyio

#: events per slow run: a few tenths of a second to diagnose, so the scan can be watched
SLOW_EVENTS = 40_000


def _slow_runs(root: Path, count: int) -> Path:
    runs = root / "runs"
    runs.mkdir()
    for index in range(count):
        run = runs / f"slow-{index}"
        run.mkdir()
        (run / "taskrun.json").write_text('{"state": "Failed", "ticket_id": "BIG-%d"}' % index)
        generate(run / "events.ndjson", SLOW_EVENTS, seed=index)
    return runs


async def test_all_runs_listed_before_any_is_diagnosed_with_progress_shown(tmp_path):
    runs = _slow_runs(tmp_path, 4)
    app = make_app(runs)
    async with app.run_test(size=(120, 30)) as pilot:
        await wait_for(pilot, lambda: bool(app.query(RunsTable)), what="the main screen")  # a busy CI
        table = app.query_one(RunsTable)
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
        await wait_for(pilot, lambda: bool(app.query(RunsTable)), what="the main screen")  # a busy CI
        table = app.query_one(RunsTable)
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
