"""Story 4: the stream view (index, Line API, evidence highlighting and jumps, raw toggle)."""

from __future__ import annotations

import pytest
import json
from pathlib import Path

from textual.app import App, ComposeResult

from core.diagnosis import Evidence
from tests.tui.conftest import loaded, make_app, select_run, wait_for
from tui.diagnosis_pane import EvidenceList
from tui.stream_index import LineIndex, describe_line
from tui.stream_view import LineDetail, StreamView

pytestmark = pytest.mark.anyio


def _row(view: StreamView, y: int) -> str:
    return view.render_line(y).text


async def test_stream_shows_tool_calls_readably_and_raw_on_r(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        await select_run(pilot, "pay-101-permission")
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == 12, what="stream indexed")
        view.focus()
        await pilot.press("g")
        text = "\n".join(_row(view, y) for y in range(view.scrollable_content_region.height))
        assert "⚙ Bash $ pytest tests/billing -q" in text
        assert "↳ error" in text and "requested permissions" in text
        assert '{"type"' not in text
        await pilot.press("r")
        assert view.raw
        text = "\n".join(_row(view, y) for y in range(view.scrollable_content_region.height))
        assert '{"type": "assistant"' in text


async def test_e_and_E_jump_between_evidence_lines(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        await select_run(pilot, "pay-101-permission")
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == 12 and view.evidence_lines, what="evidence marks")
        lines = view.evidence_lines
        view.focus()
        await pilot.press("g")
        await pilot.press("e")
        assert view.cursor == lines[0]
        if len(lines) > 1:
            await pilot.press("e")
            assert view.cursor == lines[1]
            await pilot.press("E")
            assert view.cursor == lines[0]
        await pilot.press("E")  # wraps around
        assert view.cursor == lines[-1]
        # the evidence line is marked in the gutter
        row = view.render_line(view.cursor - view.scroll_offset.y).text
        assert "▶" in row or "▷" in row


async def test_selecting_evidence_scrolls_the_stream_to_it(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        await select_run(pilot, "pay-101-permission")
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == 12, what="stream indexed")
        view.cursor = 0
        evidence = app.query_one(EvidenceList)
        pane_items = app.query_one("#diagnosis")._evidence
        target = next(i for i, e in enumerate(pane_items) if e.source == "events" and e.line)
        evidence.focus()
        evidence.highlighted = target
        await pilot.press("enter")
        await wait_for(pilot, lambda: view.cursor == pane_items[target].line - 1, what="stream jumped")


async def test_line_detail_opens_on_enter(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        await select_run(pilot, "pay-101-permission")
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == 12, what="stream indexed")
        view.focus()
        view.cursor = 6
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, LineDetail), what="line detail")
        await pilot.press("escape")
        await wait_for(pilot, lambda: not isinstance(app.screen, LineDetail), what="closed")


class _StreamApp(App):
    def __init__(self, path: Path, evidence: list[Evidence]) -> None:
        super().__init__()
        self.path = path
        self.evidence = evidence

    def compose(self) -> ComposeResult:
        yield StreamView()

    def on_mount(self) -> None:
        view = self.query_one(StreamView)
        view.open(self.path)
        view.set_evidence(self.evidence, "infra_failure")
        view.focus()


def _big_stream(path: Path, lines: int) -> None:
    tool_use = json.dumps({"type": "assistant", "message": {"role": "assistant", "content": [
        {"type": "tool_use", "id": "toolu_X", "name": "Bash", "input": {"command": "pytest -q"}}]}})
    tool_result = json.dumps({"type": "user", "message": {"role": "user", "content": [
        {"tool_use_id": "toolu_X", "type": "tool_result", "content": "x" * 300, "is_error": False}]}})
    block = ("\n".join([tool_use, tool_result]) + "\n").encode()
    with open(path, "wb") as handle:
        for _ in range(lines // 2):
            handle.write(block)


async def test_big_stream_opens_and_jumps_without_loading_it(tmp_path):
    path = tmp_path / "events.ndjson"
    _big_stream(path, 100_000)  # ~40 MB
    evidence = [Evidence("infra_failure", "infra.oom", "events", "x", 1.0, line=90_001)]
    app = _StreamApp(path, evidence)
    async with app.run_test(size=(100, 30)) as pilot:
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == 100_000, what="index built")
        await pilot.press("e")
        assert view.cursor == 90_000
        assert view.scroll_offset.y > 89_000
        row = _row(view, view.cursor - view.scroll_offset.y)
        assert "90001" in row and "⚙ Bash" in row
        # only what was drawn was rendered and cached
        assert len(view._cache) < 200
        await pilot.press("G")
        assert view.cursor == 99_999
        await pilot.press("g")
        assert view.cursor == 0


async def test_stream_follows_appended_lines(tmp_path):
    path = tmp_path / "events.ndjson"
    _big_stream(path, 10)
    app = _StreamApp(path, [])
    async with app.run_test(size=(100, 20)) as pilot:
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == 10, what="indexed")
        await pilot.press("G")
        with open(path, "ab") as handle:
            handle.write(b'{"type":"result","subtype":"error_during_execution","is_error":true,"result":"boom"}\n')
            handle.write(b'{"type":"result","subtype":"err')  # partial line: not shown yet
        view.grow()
        await wait_for(pilot, lambda: view.line_count == 11, what="appended line indexed")
        await wait_for(pilot, lambda: view.cursor == 10, what="cursor follows the tail")
        assert "■ result error_during_execution" in _row(view, view.cursor - view.scroll_offset.y)


def test_line_index_is_incremental_and_survives_truncation(tmp_path):
    path = tmp_path / "s.ndjson"
    path.write_bytes(b"a\nbb\n")
    index = LineIndex(path)
    assert index.update() == (False, 2)
    with open(path, "ab") as handle:
        handle.write(b"ccc\ndd")
    assert index.update() == (False, 1)
    assert index.read(2) == (b"ccc", False)
    assert index.line_of_offset(5) == 2
    path.write_bytes(b"new\n")  # truncated / rewritten
    reset, added = index.update()
    assert reset and added == 1 and index.read(0) == (b"new", False)


def test_describe_line_summarises_events():
    text = describe_line(b'{"type":"item.completed","item":{"id":"i","type":"command_execution",'
                         b'"command":"bash -lc \'pytest\'","aggregated_output":"1 failed\\nline2","exit_code":1,'
                         b'"status":"failed"}}')
    assert "exit 1" in text.plain and "1 failed" in text.plain
    assert "? " in describe_line(b"{broken json").plain
    assert describe_line(b"plain text line").plain == "plain text line"


def test_big_index_counts_every_line(tmp_path):
    """Speed is measured in benchmarks/tui_bench.py; here only correctness at size."""
    path = tmp_path / "events.ndjson"
    _big_stream(path, 50_000)
    index = LineIndex(path)
    index.update()
    assert len(index) == 50_000
