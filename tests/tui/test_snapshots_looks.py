"""SVG snapshots of readability states: evidence selected, stream search, light theme, NO_COLOR.

Update after an intended visual change with:
    .venv/bin/python -m pytest tests/tui/test_snapshots_looks.py --snapshot-update
"""

from __future__ import annotations

from retriage.tui.diagnosis_pane import EvidenceList
from retriage.tui.stream_view import StreamView
from tests.tui.conftest import make_app, wait_for
from tests.tui.test_snapshots import SIZE, _main_ready, _settled


async def _evidence_selected(pilot) -> None:
    await _main_ready(pilot)
    await pilot.press("enter")  # into the evidence list: the first item, and the stream on its line
    await wait_for(pilot, lambda: pilot.app.query_one(EvidenceList).has_focus, what="evidence list")
    view = pilot.app.query_one(StreamView)
    await pilot.press("down")  # the second item: the stream follows
    await wait_for(pilot, lambda: "evidence 2/" in view.status, what="stream followed")
    await _settled(pilot)


def test_evidence_selected(snap_compare, runs_dir):
    assert snap_compare(make_app(runs_dir), terminal_size=SIZE, run_before=_evidence_selected)


def test_stream_search_with_matches(snap_compare, runs_dir):
    async def run_before(pilot) -> None:
        await _main_ready(pilot)
        view = pilot.app.query_one(StreamView)
        view.focus()
        await pilot.press("g", "slash", *"bash", "enter")
        await wait_for(pilot, lambda: view.search_done and len(view.matches) > 1, what="matches")
        await pilot.press("n")
        await _settled(pilot)

    assert snap_compare(make_app(runs_dir), terminal_size=SIZE, run_before=run_before)


def test_light_theme(snap_compare, runs_dir):
    async def run_before(pilot) -> None:
        pilot.app.theme = "textual-light"
        await _evidence_selected(pilot)

    assert snap_compare(make_app(runs_dir), terminal_size=SIZE, run_before=run_before)


def test_no_color(snap_compare, runs_dir, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(make_app(runs_dir), terminal_size=SIZE, run_before=_evidence_selected)


def test_narrow_with_evidence_selected(snap_compare, runs_dir):
    assert snap_compare(make_app(runs_dir), terminal_size=(80, 24), run_before=_evidence_selected)
