"""Evidence navigation (winner first, pane and stream in step, sideways scroll) and stream search."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from textual.app import App, ComposeResult

from retriage.core.diagnosis import Evidence
from retriage.tui import stream_search
from retriage.tui.diagnosis_pane import EvidenceList
from retriage.tui.model import MODE_LABELS
from retriage.tui.stream_index import LineIndex, describe_line
from retriage.tui.stream_search import PatternError, compile_pattern, scan
from retriage.tui.stream_view import SearchBox, StreamView
from tests.tui.conftest import loaded, make_app, open_stream, select_run, wait_for

pytestmark = pytest.mark.anyio

#: infra_failure on line 18, with test_misunderstanding evidence on earlier lines (an alternative)
MIXED = "rpt-207-export-null-region"


def _subtitle(view: StreamView) -> str:
    return view.status


async def test_e_walks_the_winners_evidence_first_then_the_alternatives_and_says_which(sample_runs):
    app = make_app(sample_runs)
    async with app.run_test(size=(160, 45)) as pilot:
        await loaded(pilot)
        await select_run(pilot, MIXED)
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count > 0 and view.evidence_stops, what="stream with evidence")
        winner = app.reports[MIXED].diagnosis.mode
        stops = view.evidence_stops
        roles = [item.mode == winner for item in stops]
        assert roles[0] and not roles[-1] and roles == sorted(roles, reverse=True)
        # opened on the winner's first evidence, and it says so
        await wait_for(pilot, lambda: view.cursor == stops[0].line - 1, what="opened on the first evidence")
        assert f"evidence 1/{len(stops)} · {winner} (winner)" in _subtitle(view)
        view.focus()
        await pilot.press("e")  # the first e goes on: never back to a line of another mode before the winner's
        assert view.cursor == stops[1].line - 1
        assert f"evidence 2/{len(stops)} · {stops[1].mode} (alternative)" in _subtitle(view)
        # the evidence list follows the stream
        pane = app.query_one(EvidenceList)
        await wait_for(pilot, lambda: pane.highlighted is not None, what="pane highlight")
        assert app.query_one("#diagnosis")._evidence[pane.highlighted] == stops[1]
        # an alternative's row in the pane names its mode
        assert f"({MODE_LABELS[stops[1].mode]})" in str(pane.get_option_at_index(pane.highlighted).prompt)
        # and the stream follows the evidence list
        pane.focus()
        await pilot.press("up")
        await wait_for(pilot, lambda: view.cursor == stops[0].line - 1, what="stream followed the pane")
        assert "evidence 1/" in _subtitle(view)


class _StreamApp(App):
    def __init__(self, path: Path, evidence: list[Evidence], mode: str = "infra_failure") -> None:
        super().__init__()
        self.path, self.evidence, self.mode = path, evidence, mode

    def compose(self) -> ComposeResult:
        yield StreamView()

    def on_mount(self) -> None:
        view = self.query_one(StreamView)
        view.open(self.path)
        view.set_evidence(self.evidence, self.mode)
        view.focus()


def _wide_stream(path: Path, lines: int = 40) -> None:
    rows = []
    for i in range(lines):
        text = ("padding " * 40) + ("Killed: out of memory" if i == 30 else "fine")
        rows.append(json.dumps({"type": "system", "subtype": "log", "note": text}))
    rows.append("plain text ERROR here")
    rows.append("plain text error there")
    path.write_text("\n".join(rows) + "\n")


async def test_a_jump_scrolls_sideways_to_the_match(tmp_path):
    path = tmp_path / "events.ndjson"
    _wide_stream(path)
    evidence = [Evidence("infra_failure", "infra.oom", "events", "Killed: out of memory", 1.0, line=31)]
    app = _StreamApp(path, evidence)
    async with app.run_test(size=(80, 20)) as pilot:
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == 42, what="indexed")
        view.action_toggle_raw()  # raw: the matched text sits far right, past the screen's width
        await pilot.press("e")
        await pilot.pause()
        assert view.cursor == 30
        assert view.scroll_offset.x > 0
        row = view.render_line(view.cursor - view.scroll_offset.y).text
        assert "Killed" in row


async def test_search_regex_smart_case_count_and_wrap(tmp_path):
    path = tmp_path / "events.ndjson"
    _wide_stream(path)
    app = _StreamApp(path, [])
    async with app.run_test(size=(80, 20)) as pilot:
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == 42, what="indexed")
        await pilot.press("g")
        await pilot.press("slash")
        assert isinstance(app.focused, SearchBox)
        await pilot.press(*"err.r", "enter")  # lower case: matches ERROR and error
        await wait_for(pilot, lambda: view.search_done and len(view.matches) == 2, what="two matches")
        assert view.has_focus and view.cursor == 40
        assert "1/2" in _subtitle(view)
        await pilot.press("n")
        assert view.cursor == 41 and "2/2" in _subtitle(view)
        await pilot.press("n")  # wraps
        assert view.cursor == 40 and "wrapped" in _subtitle(view)
        await pilot.press("N")
        assert view.cursor == 41
        # the match is drawn in the search style
        row = view.render_line(view.cursor - view.scroll_offset.y)
        styled = [seg for seg in row if "error" in seg.text]
        assert styled and styled[0].style.bgcolor is not None
        # an uppercase letter makes it case-sensitive
        await pilot.press("slash")
        box = app.query_one(SearchBox)
        box.value = ""
        await pilot.press(*"ERROR", "enter")
        await wait_for(pilot, lambda: view.search_done and view.matches == [40], what="one exact match")
        # an invalid regex is a message, and the app goes on
        await pilot.press("slash")
        app.query_one(SearchBox).value = ""
        await pilot.press(*"(unclosed", "enter")
        await pilot.pause()
        assert view.pattern.source == "ERROR"
        assert any("invalid pattern" in n.message for n in app._notifications)
        app.query_one(SearchBox).value = ""
        await pilot.press("slash")  # in the box "/" is a character (a path in a pattern), not the runs filter
        assert app.query_one(SearchBox).value == "/"
        await pilot.press("escape")
        assert view.has_focus and not app.query(SearchBox)


async def test_ctrl_d_and_ctrl_u_move_half_a_page(tmp_path):
    path = tmp_path / "events.ndjson"
    _wide_stream(path, 200)
    app = _StreamApp(path, [])
    async with app.run_test(size=(80, 20)) as pilot:
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == 202, what="indexed")
        await pilot.press("g")
        half = view.scrollable_content_region.height // 2
        await pilot.press("ctrl+d")
        assert view.cursor == half
        await pilot.press("ctrl+d")
        await pilot.press("ctrl+u")
        assert view.cursor == half


async def test_slash_in_the_table_still_filters_runs_and_in_the_stream_searches(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        view = await open_stream(pilot, "pay-101-permission", 12)
        app.query_one("#runs").focus()
        await pilot.press("slash")
        assert app.focused is app.query_one("#filter")
        await pilot.press("escape")
        view.focus()
        await pilot.press("slash")
        assert isinstance(app.focused, SearchBox)
        await pilot.press("slash", "backspace", *"pytest", "enter")  # "/" typed in the box stays there
        await wait_for(pilot, lambda: view.search_done and view.matches, what="matches")
        assert app.query_one("#filter").value == "" and not app.query_one("#filter").display


def test_scan_reads_in_chunks_and_finds_what_a_full_read_finds(tmp_path, monkeypatch):
    path = tmp_path / "events.ndjson"
    with open(path, "wb") as handle:
        for i in range(30_000):
            handle.write(f'{{"n": {i}, "text": "{"needle" if i % 997 == 0 else "hay"} {"x" * (i % 50)}"}}\n'.encode())
    index = LineIndex(path)
    index.update()
    reads: list[int] = []
    real = os.pread

    def recording(fd, size, offset):
        reads.append(size)
        return real(fd, size, offset)

    monkeypatch.setattr(stream_search.os, "pread", recording)
    seen: list[int] = []
    found = scan(index, compile_pattern("needle"), progress=lambda f: seen.append(len(f)),
                 chunk=64 * 1024)
    expected = [i for i, line in enumerate(path.read_bytes().splitlines()) if re.search(rb"needle", line)]
    assert list(found) == expected
    assert max(reads) <= 64 * 1024 and len(reads) > 10  # never the whole file at once
    assert seen == sorted(seen) and seen[-1] == len(expected)  # the count grows as the scan goes


def test_patterns_are_smart_case_and_bad_ones_are_one_line():
    assert compile_pattern("error").ignore_case
    assert not compile_pattern("Error").ignore_case
    assert compile_pattern(r"\S+ error").ignore_case  # an escape is not an uppercase letter
    for bad in ("(", "a{2,1}", "x*"):
        with pytest.raises(PatternError) as info:
            compile_pattern(bad)
        assert "\n" not in str(info.value)


def test_result_labels_say_only_what_the_format_reports():
    claude = b'{"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"done"}]}}'
    assert "↳ ok" in describe_line(claude).plain
    osmia = b'{"type":"content","role":"tool","content":"3 passed"}'
    text = describe_line(osmia).plain
    assert " ok" not in text and "3 passed" in text
    codex = (b'{"type":"item.completed","item":{"id":"i","type":"command_execution","command":"ls",'
             b'"aggregated_output":"a","exit_code":0,"status":"completed"}}')
    text = describe_line(codex).plain
    assert "exit 0" in text and " ok" not in text
    codex_failed = codex.replace(b'"exit_code":0', b'"exit_code":2')
    assert "exit 2" in describe_line(codex_failed).plain


async def test_search_on_a_big_stream_goes_through_the_index(tmp_path):
    path = tmp_path / "events.ndjson"
    with open(path, "wb") as handle:
        for i in range(60_000):
            text = "Killed: out of memory" if i % 5000 == 4999 else "x" * 200
            handle.write(json.dumps({"type": "system", "subtype": "log", "note": text}).encode() + b"\n")
    app = _StreamApp(path, [])
    async with app.run_test(size=(100, 30)) as pilot:
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == 60_000, what="indexed")
        await pilot.press("g", "slash", *"killed", "enter")
        await wait_for(pilot, lambda: view.search_done and len(view.matches) == 12, what="12 matching lines")
        assert view.cursor == 4999 and view.status.startswith("/killed  1/12")
        await pilot.press("N")  # back past the top: wraps to the last match
        assert view.cursor == 59_999 and "12/12" in view.status
        assert len(view._cache) < 200  # only drawn rows were read and rendered
