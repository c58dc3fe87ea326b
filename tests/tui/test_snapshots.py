"""SVG snapshots of the main screen, the retry editor and help (fixed size, fixed clock, no watcher).

Update after an intended visual change with:
    /work/venv/bin/pytest tests/tui/test_snapshots.py --snapshot-update
"""

from __future__ import annotations

import re

from tests.tui.conftest import FIXED_NOW, loaded, make_app, select_run, wait_for
from retriage.tui.help_screen import HelpScreen
from retriage.tui.retry_screen import RetryScreen
from retriage.tui.stream_view import StreamView

SIZE = (120, 36)


async def _main_ready(pilot) -> None:
    await loaded(pilot)
    await select_run(pilot, "pay-101-permission")
    view = pilot.app.query_one(StreamView)
    await wait_for(pilot, lambda: view.line_count == 12, what="stream indexed")
    await _steady_stream(pilot)


async def _steady_stream(pilot) -> None:
    """Centring on the evidence can race a scrollbar appearing (one row of difference): centre once more
    on the settled layout, so the picture does not depend on the machine's speed."""
    view = pilot.app.query_one(StreamView)
    await wait_for(pilot, lambda: view.line_count > 0, what="stream indexed")
    await _settled(pilot)
    view.center_cursor()
    await _settled(pilot)


async def _settled(pilot, frames: int = 3) -> None:
    """Until the screen draws the same thing a few frames running (panes re-wrap as scrollbars appear)."""
    last = None
    same = 0
    for _ in range(50):
        await pilot.pause(0.05)
        shot = re.sub(r"terminal-\d+", "", pilot.app.export_screenshot())  # ids differ per export
        same = same + 1 if shot == last else 0
        if same >= frames:
            return
        last = shot


def test_main_screen(snap_compare, runs_dir):
    assert snap_compare(make_app(runs_dir), terminal_size=SIZE, run_before=_main_ready)


def test_main_screen_narrow(snap_compare, runs_dir):
    assert snap_compare(make_app(runs_dir), terminal_size=(80, 24), run_before=_main_ready)


def test_retry_screen(snap_compare, runs_dir):
    async def run_before(pilot) -> None:
        await _main_ready(pilot)
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, RetryScreen), what="retry screen")
        await pilot.pause()

    assert snap_compare(make_app(runs_dir), terminal_size=SIZE, run_before=run_before)


def test_retry_screen_diff(snap_compare, runs_dir):
    async def run_before(pilot) -> None:
        await _main_ready(pilot)
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, RetryScreen), what="retry screen")
        await pilot.press("2", *"Run only tests/billing.", "escape", "3")
        await pilot.pause()

    assert snap_compare(make_app(runs_dir), terminal_size=SIZE, run_before=run_before)


def test_help_screen(snap_compare, runs_dir):
    async def run_before(pilot) -> None:
        await loaded(pilot)
        await _steady_stream(pilot)
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, HelpScreen), what="help")
        await pilot.pause()

    assert snap_compare(make_app(runs_dir), terminal_size=SIZE, run_before=run_before)


def _decided(runs_dir) -> None:
    """One run of each decision state beside undecided ones, for the queue snapshots."""
    from retriage.core.decisions import Decision, write_decision
    from retriage.tui.drafts import DraftStore

    write_decision(runs_dir, Decision("evil-9-markup", "park", "", False, "claude-code", "claude-code",
                                      {"mode": "dependency_missing"}), user="tester",
                   now=FIXED_NOW)
    DraftStore(runs_dir, base=runs_dir.parent / "state" / "drafts").save("ops-7-oom-killed", "edited", "claude-code",
                                                                          "generated")


def test_queue_with_glyphs_wide(snap_compare, runs_dir):
    """160 columns: the Decision column beside the status, glyphs that differ, ▲ on the sorted header."""
    _decided(runs_dir)

    async def run_before(pilot) -> None:
        await loaded(pilot)
        await wait_for(pilot, lambda: "ops-7-oom-killed" in pilot.app.draft_ids, what="draft glyph")
        await _steady_stream(pilot)

    assert snap_compare(make_app(runs_dir), terminal_size=(160, 45), run_before=run_before)


def test_queue_filtered_narrow(snap_compare, runs_dir):
    """80 columns with the undecided filter: sort, filter and count first on the bar."""
    _decided(runs_dir)

    async def run_before(pilot) -> None:
        await loaded(pilot)
        await pilot.press("u")
        await wait_for(pilot, lambda: pilot.app.row_filter.decision == "undecided", what="filter")
        await _steady_stream(pilot)

    assert snap_compare(make_app(runs_dir), terminal_size=(80, 24), run_before=run_before)


def test_change_decision_confirmation(snap_compare, runs_dir):
    _decided(runs_dir)

    async def run_before(pilot) -> None:
        from retriage.tui.retry_screen import Choice

        await loaded(pilot)
        await select_run(pilot, "evil-9-markup")
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, RetryScreen), what="retry screen")
        await pilot.press("c")
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, Choice), what="confirmation")
        await _settled(pilot)

    assert snap_compare(make_app(runs_dir), terminal_size=SIZE, run_before=run_before)
