"""The triage queue: order, starting row, glyphs, filters always visible, rows that stay put while read."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from retriage.core.decisions import Decision, write_decision
from retriage.tui.drafts import DraftStore
from retriage.tui.filter_menu import FilterMenu
from retriage.tui.model import RowFilter, STATUS_FAILED, queue_rank
from retriage.tui.runs_table import RunsTable
from tests.tui.conftest import loaded, make_app, select_run, wait_for

pytestmark = pytest.mark.anyio


def _bar(app) -> str:
    return str(app.query_one("#counts", Static).render())


def _decide(runs_dir, run_id: str, action: str) -> None:
    write_decision(runs_dir, Decision(run_id, action, "", False, "claude-code", "claude-code",
                                      {"mode": "x"}), user="someone")


@pytest.mark.parametrize("size", [(80, 24), (160, 45)])
async def test_queue_order_start_row_and_distinct_glyphs(runs_dir, size):
    _decide(runs_dir, "evil-9-markup", "dismiss")
    app = make_app(runs_dir)
    async with app.run_test(size=size) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        # undecided, advised first; the live run; the run advice parks; decided last
        assert table.order == ["pay-101-permission", "api-5-live", "ops-7-oom-killed", "evil-9-markup"]
        assert [queue_rank(app.rows[r]) for r in table.order] == sorted(queue_rank(app.rows[r]) for r in table.order)
        assert table.cursor_row == 0 and app.selected == "pay-101-permission"  # the first undecided run
        cells = {run_id: table.get_cell(run_id, "decision").plain for run_id in table.order}
        assert cells["pay-101-permission"] == "• to decide" and cells["evil-9-markup"] == "✘ dismissed"
        assert cells["api-5-live"] == ""  # nothing to decide on a live run
        assert table.get_cell("ops-7-oom-killed", "advice").plain == "park"
        assert table.get_cell("pay-101-permission", "advice").plain == "retry"
        # the decision column is the second: on screen at 80 columns as at 160
        header = app.query_one(RunsTable).render_line(0).text
        assert "Decision▲" in header and header.index("Decision") < header.index("Run")
        assert "▲queue" in _bar(app) and "no filter" in _bar(app)


async def test_every_decision_state_has_its_own_glyph(runs_dir):
    _decide(runs_dir, "pay-101-permission", "approve")
    _decide(runs_dir, "evil-9-markup", "park")
    DraftStore(runs_dir, base=runs_dir.parent / "state" / "drafts").save("ops-7-oom-killed", "x", "codex", "y")
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        await wait_for(pilot, lambda: table.get_cell("ops-7-oom-killed", "decision").plain == "✎ draft",
                       what="draft glyph")
        glyphs = {table.get_cell(r, "decision").plain for r in ("pay-101-permission", "evil-9-markup",
                                                                 "ops-7-oom-killed")}
        assert glyphs == {"✔ approved", "‖ parked", "✎ draft"}


async def test_undecided_filter_and_filter_menu_are_always_on_the_bar(runs_dir):
    _decide(runs_dir, "evil-9-markup", "dismiss")
    app = make_app(runs_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        await pilot.press("u")
        await wait_for(pilot, lambda: table.order == ["pay-101-permission", "ops-7-oom-killed"], what="undecided")
        assert _bar(app).startswith(" ▲queue · undecided · 2/4")  # first on the bar: 80 columns never cut it
        await pilot.press("f")
        await wait_for(pilot, lambda: isinstance(app.screen, FilterMenu), what="filter menu")
        menu = app.screen
        target = next(key for key, chosen in menu.choices.items() if chosen.mode == "infra_failure")
        option_list = menu.query_one("#filter-options")
        option_list.highlighted = option_list.get_option_index(target)
        await pilot.press("enter")
        await wait_for(pilot, lambda: table.order == ["ops-7-oom-killed"], what="infra only")
        assert "undecided, mode infra" in _bar(app)
        await pilot.press("f")
        await wait_for(pilot, lambda: isinstance(app.screen, FilterMenu), what="filter menu")
        await pilot.press("q")  # closes, changes nothing
        await wait_for(pilot, lambda: not isinstance(app.screen, FilterMenu), what="menu closed")
        assert app.row_filter == RowFilter("undecided", "infra_failure")
        app.set_row_filter(RowFilter())
        await pilot.pause()
        assert "no filter" in _bar(app) and len(table.order) == 4


async def test_sort_arrow_on_the_sorted_header(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        await pilot.press("s")  # age
        await pilot.pause()
        assert "Age▲" in table.headers and "▲age" in _bar(app)
        assert sum("▲" in h or "▼" in h for h in table.headers) == 1
        await pilot.press("S")
        await pilot.pause()
        assert "Age▼" in table.headers and "▼age" in _bar(app)


async def test_rows_stay_put_while_read_and_o_applies_the_new_order(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        await select_run(pilot, "ops-7-oom-killed")  # the reader is at work
        before = table.order
        # someone else decides the first run: it changes in place, the order does not move under the reader
        _decide(runs_dir, "pay-101-permission", "approve")
        app.jobs.add({"pay-101-permission"})
        await wait_for(pilot, lambda: table.get_cell("pay-101-permission", "decision").plain == "✔ approved",
                       what="row updated")
        assert table.order == before and app.order_stale
        assert "order stale: o" in _bar(app)
        assert "o" in app.screen.active_bindings  # the footer offers it
        assert app.selected == "ops-7-oom-killed"
        await pilot.press("o")
        await wait_for(pilot, lambda: table.order[-1] == "pay-101-permission", what="re-sorted")
        assert not app.order_stale and "order stale" not in _bar(app)
        assert "o" not in app.screen.active_bindings
        assert app.selected == "ops-7-oom-killed"  # the cursor stayed with the run


async def test_moving_the_cursor_applies_a_stale_order(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        await select_run(pilot, "api-5-live")
        _decide(runs_dir, "pay-101-permission", "park")
        app.jobs.add({"pay-101-permission"})
        await wait_for(pilot, lambda: app.order_stale, what="stale")
        await pilot.press("j")
        await wait_for(pilot, lambda: not app.order_stale, what="applied on a move")
        assert table.order[-1] == "pay-101-permission"


async def test_table_keys_show_only_in_the_table(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        keys = app.screen.active_bindings
        assert {"u", "f", "s", "slash", "p"} <= set(keys)
        await pilot.press("tab", "tab")  # to the stream
        await pilot.pause()
        keys = app.screen.active_bindings
        assert not {"u", "f", "s"} & set(keys)
        assert keys["e"].binding.description == "Next evidence"  # the stream's own footer
        await pilot.press("shift+tab")  # the diagnosis pane: its evidence keys, not the table's
        await pilot.pause()
        keys = app.screen.active_bindings
        assert keys["e"].binding.action == "pane_evidence(1)" and keys["e"].binding.show
        assert not {"u", "f", "s"} & set(keys)
        await select_run(pilot, "api-5-live")
        assert "p" not in app.screen.active_bindings  # a live run has no retry prompt yet
        assert app.rows["pay-101-permission"].status == STATUS_FAILED


async def test_a_big_directory_starts_on_the_first_undecided_run(tmp_path):
    """The reviewer saw the cursor start on the last of 20,000 runs; it starts on the queue's head."""
    import shutil

    from tests.tui.conftest import FIXTURES

    runs = tmp_path / "runs"
    runs.mkdir()
    for index in range(120):
        name = ("ops-7-oom-killed", "web-3-succeeded", "api-5-live", "pay-101-permission")[index % 4]
        shutil.copytree(FIXTURES / name, runs / f"r{index:03d}-{name}")
    app = make_app(runs)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        await wait_for(pilot, lambda: table.cursor_row == 0 and app.selected == table.order[0], what="start row")
        first = app.rows[table.order[0]]
        assert first.status == STATUS_FAILED and not first.decided and first.advised
        assert table.scroll_offset.y == 0


async def test_a_run_that_changes_does_not_move_the_rows_even_before_the_reader_moved(runs_dir):
    import json

    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        await pilot.press("s")  # age: newest first
        await wait_for(pilot, lambda: app.sort_key == "age", what="age sort")
        before, selected = table.order, app.selected
        assert before[0] != "ops-7-oom-killed"
        path = runs_dir / "ops-7-oom-killed" / "taskrun.json"
        taskrun = json.loads(path.read_text())
        taskrun["updated_at"] = "2026-11-20T11:59:00Z"  # now the newest run
        path.write_text(json.dumps(taskrun))
        app.jobs.add({"ops-7-oom-killed"})
        await wait_for(pilot, lambda: app.order_stale, what="stale order")
        assert table.order == before and app.selected == selected
        await pilot.press("o")
        await wait_for(pilot, lambda: table.order[0] == "ops-7-oom-killed", what="re-sorted")
        assert app.selected == selected


async def test_the_palette_has_the_queue_commands(runs_dir):
    _decide(runs_dir, "evil-9-markup", "park")
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        commands = {c.title: c.callback for c in app.get_system_commands(app.screen)}
        for title in ("runs: undecided only (toggle)", "runs: filters…", "runs: decided only",
                      "runs: clear filters", "runs: triage queue order", "runs: re-sort now"):
            assert title in commands, title
        commands["runs: decided only"]()
        await pilot.pause()
        assert app.query_one(RunsTable).order == ["evil-9-markup"] and "decided" in _bar(app)
        commands["runs: clear filters"]()
        await pilot.pause()
        assert len(app.query_one(RunsTable).order) == 4
