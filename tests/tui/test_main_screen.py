"""Story 1 and 7: the runs table, filter, sort, counts, the diagnosis pane, help, small terminals."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from tests.tui.conftest import loaded, make_app, select_run, wait_for
from retriage.tui.diagnosis_pane import DiagnosisPane, EvidenceList
from retriage.tui.help_screen import HelpScreen
from retriage.tui.runs_table import RunsTable

pytestmark = pytest.mark.anyio


def _plain(app, selector: str) -> str:
    widget = app.query_one(selector, Static)
    return str(widget.render())


async def test_table_lists_failed_and_live_runs_and_toggles_all(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        shown = set(table.order)
        assert {"pay-101-permission", "ops-7-oom-killed", "evil-9-markup", "api-5-live"} <= shown
        assert "web-3-succeeded" not in shown
        counts = _plain(app, "#counts")
        assert "4 failed" not in counts and "3 failed" in counts
        assert "permission 1" in counts and "infra 1" in counts and "1 live" in counts
        await pilot.press("a")
        await wait_for(pilot, lambda: "web-3-succeeded" in table.order, what="all runs")
        await pilot.press("a")
        await wait_for(pilot, lambda: "web-3-succeeded" not in table.order, what="failed only")


async def test_filter_by_mode_ticket_and_engine(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        await pilot.press("slash", *"permission")
        await wait_for(pilot, lambda: table.order == ["pay-101-permission"], what="filtered to one run")
        await pilot.press("enter")
        assert table.has_focus
        await pilot.press("slash", "escape")
        await wait_for(pilot, lambda: len(table.order) == 4, what="filter cleared")
        await pilot.press("slash", *"OPS-7")
        await wait_for(pilot, lambda: table.order == ["ops-7-oom-killed"], what="ticket filter")
        await pilot.press("escape")
        await pilot.press("slash", *"claude infra")
        await wait_for(pilot, lambda: table.order == ["ops-7-oom-killed"], what="engine + mode filter")


async def test_sort_cycles_and_reverses(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        # default: the triage queue, an undecided failed run whose retry is advised first
        assert app.sort_key == "queue" and app.rows[table.order[0]].advised
        await pilot.press("s")  # age: most recently changed first
        assert app.sort_key == "age"
        await wait_for(pilot, lambda: table.order[0] == "api-5-live", what="newest first")
        await pilot.press("s")  # status: live first, then failed
        assert app.sort_key == "status"
        await pilot.press("s", "s", "s")  # -> run id
        assert app.sort_key == "run"
        await wait_for(pilot, lambda: table.order == sorted(table.order), what="sorted by run id")
        await pilot.press("S")
        await wait_for(pilot, lambda: table.order == sorted(table.order, reverse=True), what="reversed")


async def test_selecting_a_run_shows_its_diagnosis(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        await select_run(pilot, "pay-101-permission")
        summary = _plain(app, "#summary")
        assert "permission_blocked" in summary
        assert "retry advised" in summary
        assert "engine claude-code" in summary
        assert "result failure" in summary
        evidence = app.query_one(EvidenceList)
        assert evidence.option_count >= 2
        await select_run(pilot, "ops-7-oom-killed")
        summary = _plain(app, "#summary")
        assert "infra_failure" in summary and "parked" in summary
        await select_run(pilot, "api-5-live")
        summary = _plain(app, "#summary")
        assert "LIVE" in summary and "provisional" in summary


async def test_enter_goes_to_evidence_and_escape_comes_back(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        await select_run(pilot, "pay-101-permission")
        await pilot.press("enter")
        assert app.query_one(EvidenceList).has_focus
        await pilot.press("escape")
        assert app.query_one(RunsTable).has_focus


async def test_help_lists_every_key(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen), what="help")
        text = str(app.screen.query_one(Static).render())
        for words in ("Next evidence", "Raw/readable", "Approve", "Park", "$EDITOR", "Filter", "All/failed",
                      "Command palette", "Zoom pane", "Reset"):
            assert words in text, words
        await pilot.press("escape")
        await wait_for(pilot, lambda: not isinstance(app.screen, HelpScreen), what="help closed")


async def test_usable_at_80x24_and_zoom(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        assert app.screen.has_class("-narrow")
        table = app.query_one(RunsTable)
        assert table.size.height >= 4 and table.size.width >= 70
        await select_run(pilot, "pay-101-permission")
        pane = app.query_one(DiagnosisPane)
        assert pane.size.height >= 4
        await pilot.press("z")
        assert app.screen.maximized is table
        await pilot.press("escape")
        assert app.screen.maximized is None


async def test_mouse_click_selects_a_row(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        second = table.order[1]
        # row 0 is the header, inside a 1-cell border
        await pilot.click(RunsTable, offset=(5, 3))
        await wait_for(pilot, lambda: app.selected == second, what="clicked row selected")


async def test_no_color_still_renders(runs_dir, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(runs_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await loaded(pilot)
        assert app.no_color
        assert "failed" in _plain(app, "#counts")


async def test_the_clock_tick_during_shutdown_does_not_crash(runs_dir):
    """The 1 s timer can fire after the main widgets were removed (app exiting on a busy machine)."""
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        await app.query_one("#topbar").remove()
        await app.query_one("#counts").remove()
        app._tick()  # raised NoMatches before
        await pilot.pause()
        assert app.is_running


async def test_clicking_a_column_header_sorts_by_it(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        # the header is the table's first line, inside a 1-cell border; "Run" starts after status and decision
        run_x = 1 + sum(w + 2 for w in table._widths[:2]) + 2
        await pilot.click(RunsTable, offset=(run_x, 1))
        await wait_for(pilot, lambda: app.sort_key == "run" and table.order == sorted(table.order), what="sorted by run")
        await pilot.click(RunsTable, offset=(run_x, 1))
        await wait_for(pilot, lambda: app.sort_reverse and table.order == sorted(table.order, reverse=True),
                       what="reversed")
