"""A fleet bigger than the screen: every run is a compact row; full reports only for what is shown.

The app keeps the full report (evidence, retry prompt, files) of the runs on
screen and of the few selected lately; any other run is a :class:`RunRow`. A
run that comes on screen or is selected gets its full diagnosis back (from the
cache, or diagnosed again), and sorting, filtering and the cursor work on rows.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from textual.widgets import Static

from retriage.core.config import default_config
from retriage.core.report import diagnose_dir
from retriage.tui.app import KEEP_REPORTS
from retriage.tui.diagnosis_pane import DiagnosisPane, EvidenceList, ordered_evidence
from retriage.tui.model import STATUS_ERROR, STATUS_FAILED, STATUS_LIVE, STATUS_OK, STATUS_PENDING, RunRow
from retriage.tui.runs_table import RunsTable, _cell_lens, _cells
from tests.tui.conftest import FILE_TIME, FIXTURES, loaded, make_app, wait_for

RUNS = 90  # far more than the 10 rows the table shows at this size


@pytest.fixture
def big_runs(tmp_path: Path) -> Path:
    target = tmp_path / "runs"
    target.mkdir()
    sources = [p for p in sorted(FIXTURES.iterdir()) if p.is_dir()]
    stamp = FILE_TIME.timestamp()
    for index in range(RUNS):
        run = target / f"r{index:03d}-{sources[index % len(sources)].name}"
        shutil.copytree(sources[index % len(sources)], run)
        for path in (run, *run.iterdir()):
            os.utime(path, (stamp, stamp))
    return target


def _held_only(app, table: RunsTable) -> None:
    """The reports in memory are those of the runs on screen, the selected one and the few selected lately."""
    allowed = {*table.on_screen, app.selected, *app._recent}
    assert set(app.reports) <= allowed
    assert len(app._recent) <= KEEP_REPORTS


@pytest.mark.anyio
async def test_runs_not_shown_hold_no_report_and_selecting_one_shows_its_full_diagnosis(big_runs: Path):
    app = make_app(big_runs)
    async with app.run_test(size=(120, 30)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        await pilot.press("a")  # every run listed: most of them are off screen
        await wait_for(pilot, lambda: len(table.order) == RUNS, what="every run listed")
        assert len(app.rows) == RUNS and len(table.on_screen) < 20
        _held_only(app, table)
        last = table.order[-1]
        assert last not in table.on_screen and last not in app.reports  # no evidence, no prompt: a row
        assert isinstance(app.rows[last], RunRow)

        table.focus()
        await pilot.press("G")  # the last run: its full report is read back
        await wait_for(pilot, lambda: app.query_one(DiagnosisPane).report is not None
                       and app.query_one(DiagnosisPane).report.run_id == last, what="the last run's diagnosis")
        full = diagnose_dir(big_runs / last, default_config())
        shown = app.query_one(DiagnosisPane).report
        assert shown.to_json() == full.to_json()
        evidence = app.query_one(EvidenceList)
        assert evidence.option_count == len(ordered_evidence(full) if (full.failed or full.live) else [])
        if full.failed:
            assert full.diagnosis.mode.split("_")[0] in str(app.query_one("#summary", Static).render()).lower()
        # the runs at the top went off screen: their reports were let go
        await wait_for(pilot, lambda: table.order[0] not in app.reports or table.order[0] in app._recent,
                       what="off-screen reports dropped")
        _held_only(app, table)
        await pilot.press("g")
        await wait_for(pilot, lambda: all(r in app.reports for r in table.on_screen), what="the top rows read back")
        _held_only(app, table)


@pytest.mark.anyio
async def test_sort_and_filter_work_on_rows_and_the_cursor_keeps_its_run(big_runs: Path):
    app = make_app(big_runs)
    async with app.run_test(size=(120, 30)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        table.focus()
        await pilot.press("a")
        await wait_for(pilot, lambda: len(table.order) == RUNS, what="every run listed")
        table.move_cursor(row=RUNS // 2)
        await wait_for(pilot, lambda: app.selected == table.order[RUNS // 2], what="a run in the middle")
        kept = app.selected
        while app.sort_key != "run":
            await pilot.press("s")
        await wait_for(pilot, lambda: table.order == sorted(app.rows), what="sorted by run id")
        assert table.selected_run == kept and app.selected == kept
        await wait_for(pilot, lambda: kept in app.reports and app.query_one(DiagnosisPane).report.run_id == kept,
                       what="the kept run's diagnosis")
        await pilot.press("S")
        await wait_for(pilot, lambda: table.order == sorted(app.rows, reverse=True), what="reversed")
        assert app.selected == kept
        _held_only(app, table)

        await pilot.press("slash")
        await pilot.press(*"permission")
        await wait_for(pilot, lambda: 0 < len(table.order) < RUNS, what="filtered")
        assert all("permission" in run_id for run_id in table.order)
        assert table.order == sorted((r for r in app.rows if "permission" in r), reverse=True)
        await pilot.press("enter")
        selected = app.selected
        assert selected is not None and "permission" in selected
        await wait_for(pilot, lambda: app.query_one(DiagnosisPane).report is not None
                       and app.query_one(DiagnosisPane).report.run_id == selected, what="the filtered run's diagnosis")
        assert app.reports[selected].failed and app.rows[selected].status == STATUS_FAILED
        _held_only(app, table)


@pytest.mark.anyio
async def test_the_retry_prompt_opens_when_its_report_was_let_go(big_runs: Path):
    app = make_app(big_runs)
    async with app.run_test(size=(120, 30)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        table.focus()
        failed = next(r for r in table.order if app.rows[r].status == STATUS_FAILED)
        table.move_cursor(row=table.order.index(failed))
        await wait_for(pilot, lambda: app.selected == failed and failed in app.reports, what="a failed run")
        del app.reports[failed]  # as if "p" came before the report was read back
        await pilot.press("p")
        await wait_for(pilot, lambda: app.screen is not app.screen_stack[0], what="the retry screen")
        assert app.screen.report.run_id == failed


def test_the_widths_measured_without_rendering_are_those_of_the_drawn_cells():
    base = dict(ticket="T-1", engine="codex", mode="dependency_missing", confidence=0.91, retries="1/3",
                changed=None, decision="", advised=True, verdict="retry on codex")
    rows = [
        RunRow(run_id="a", status=STATUS_FAILED, **base),
        RunRow(run_id="b-ünïcödé-名前", status=STATUS_LIVE, **{**base, "mode": "unknown", "verdict": ""}),
        RunRow(run_id="c" * 50, status=STATUS_OK, **{**base, "mode": "", "confidence": None, "ticket": ""}),
        RunRow(run_id="d", status=STATUS_FAILED, **{**base, "decision": "approve"}),
        RunRow(run_id="e", status=STATUS_PENDING, **base),
        RunRow(run_id="f", status=STATUS_ERROR, **base),
    ]
    for row in rows:
        for draft in (False, True):
            assert _cell_lens(row, "12m", draft) == tuple(cell.cell_len for cell in _cells(row, "12m", draft)), row
