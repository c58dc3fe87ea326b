"""Story 4: the stream view (index, Line API, evidence highlighting and jumps, raw toggle)."""

from __future__ import annotations

import pytest
import json
from pathlib import Path

from textual.app import App, ComposeResult

from retriage.core.diagnosis import Evidence
from tests.tui.conftest import make_app, open_stream, wait_for
from retriage.tui.diagnosis_pane import EvidenceList
from retriage.tui.stream_index import LineIndex, describe_line
from retriage.tui.stream_view import LineDetail, StreamView

pytestmark = pytest.mark.anyio


def _row(view: StreamView, y: int) -> str:
    return view.render_line(y).text


async def test_stream_shows_tool_calls_readably_and_raw_on_r(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        view = await open_stream(pilot, "pay-101-permission", 12)
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
        assert str(view.border_title).endswith("· raw")  # the title says so, whichever binding toggled it
        await pilot.press("r")
        assert not str(view.border_title).endswith("· raw")


async def test_e_and_E_walk_the_evidence_in_the_panes_order(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        view = await open_stream(pilot, "pay-101-permission", 12, evidence=True)
        stops = [item.line - 1 for item in view.evidence_stops]
        pane = [item for item in app.query_one("#diagnosis")._evidence if item.source == "events" and item.line]
        assert [item.line - 1 for item in pane] == stops  # the stream walks the pane's order
        view.focus()
        await pilot.press("g")
        await pilot.press("e")  # from wherever the cursor is, the walk goes on from the shown stop
        first = view.cursor
        assert first in stops
        await pilot.press("E")
        await pilot.press("E")
        await pilot.press("e")
        await pilot.press("e")
        assert view.cursor == first  # E and e are inverse, with wrap-around
        # the evidence line is marked in the gutter, the cursor with its own glyph
        row = view.render_line(view.cursor - view.scroll_offset.y).text
        assert "●" in row and "❯" in row and "▶" not in row


async def test_selecting_evidence_scrolls_the_stream_to_it(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        view = await open_stream(pilot, "pay-101-permission", 12)
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
        view = await open_stream(pilot, "pay-101-permission", 12)
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
        # line_count grows on the worker thread; the view can scroll once the Indexed message is handled
        await wait_for(pilot, lambda: view.virtual_size.height == 100_000, what="index shown")
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


def _nested(depth: int) -> object:
    value: object = "deep"
    for _ in range(depth):
        value = [value]
    return value


def _hostile_stream(path: Path) -> list[bytes]:
    """A normal line, a tool_result nested 900 lists deep, 5000 '[' then ']', a normal line."""
    say = json.dumps({"type": "assistant", "message": {"role": "assistant", "content": [
        {"type": "text", "text": "hello [bold]there[/]"}]}})
    deep = json.dumps({"type": "user", "message": {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": "toolu_X", "content": _nested(900)}]}})
    lines = [say.encode(), deep.encode(), b"[" * 5000 + b"]" * 5000, say.encode()]
    path.write_bytes(b"".join(line + b"\n" for line in lines))
    return lines


async def _walk_and_open_every_line(pilot, view: StreamView) -> list[str]:
    """Move over every line, render it, press enter on it; the detail texts shown."""
    from textual.widgets import Static

    app = pilot.app
    details = []
    await pilot.press("g")
    for line in range(view.line_count):
        assert view.cursor == line
        rows = [view.render_line(y).text for y in range(view.line_count)]  # render every row now
        assert all(rows)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, LineDetail), what=f"detail of line {line + 1}")
        details.append(str(app.screen.query_one(Static).render()))
        await pilot.press("escape")
        await wait_for(pilot, lambda: not isinstance(app.screen, LineDetail), what="detail closed")
        await pilot.press("j")
        await pilot.pause()
        assert app.is_running
    return details


async def test_hostile_lines_never_crash_the_stream_or_the_line_detail(tmp_path):
    path = tmp_path / "events.ndjson"
    lines = _hostile_stream(path)
    app = _StreamApp(path, [])
    async with app.run_test(size=(100, 30)) as pilot:
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == len(lines), what="index built")
        await wait_for(pilot, lambda: view.virtual_size.height == len(lines), what="index shown")
        details = await _walk_and_open_every_line(pilot, view)
        assert "hello [bold]there[/]" in details[0]  # a normal line still reads normally
        assert "[[[[" in details[2]  # shown raw (json cannot even parse it: RecursionError)
        await pilot.press("r")  # and raw mode
        await pilot.press("g")
        assert all(view.render_line(y).text for y in range(len(lines)))
        assert app.is_running


async def test_a_line_the_parser_chokes_on_is_shown_raw_and_marked(tmp_path, monkeypatch):
    """Whatever describing a line raises (here RecursionError), the row and the detail show it raw."""
    from retriage.tui import stream_index

    def choke(raw: bytes):
        if b"CHOKE" in raw:
            raise RecursionError("maximum recursion depth exceeded")
        return real(raw)

    real = stream_index.parse_line
    monkeypatch.setattr(stream_index, "parse_line", choke)
    path = tmp_path / "events.ndjson"
    path.write_bytes(b'{"type": "CHOKE", "x": "[@click=app.quit]q"}\n{"type": "system", "subtype": "init"}\n')
    app = _StreamApp(path, [])
    async with app.run_test(size=(100, 30)) as pilot:
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.virtual_size.height == 2, what="index shown")
        details = await _walk_and_open_every_line(pilot, view)
        await pilot.press("g")
        row = view.render_line(0).text
        assert "unreadable line" in row and '"type": "CHOKE"' in row and "[@click=app.quit]q" in row
        assert "unreadable line" in details[0] and "[@click=app.quit]q" in details[0]
        assert "unreadable line" not in details[1]
        assert app.is_running


def test_describe_line_safe_survives_a_deep_stack():
    """On the UI thread the stack is already deep: nested JSON can hit the recursion limit anywhere."""
    import sys

    from retriage.tui.stream_index import UNREADABLE, describe_line_detail, describe_line_safe

    deep = json.dumps({"type": "user", "message": {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": "t", "content": _nested(900)}]}}).encode()
    brackets = b"[" * 5000 + b"]" * 5000

    def at_depth(n: int, fn):
        return fn() if n <= 0 else at_depth(n - 1, fn)

    headroom = sys.getrecursionlimit() - 120
    for raw in (deep, brackets):
        row = at_depth(headroom, lambda: describe_line_safe(raw))
        assert row.plain  # a description, or the raw line marked unreadable
        body = at_depth(headroom, lambda: describe_line_detail(7, raw, False))
        assert "line 7" in body.plain and ("[[[[" in body.plain or UNREADABLE.strip() in body.plain)


def test_concurrent_index_updates_never_index_a_line_twice(tmp_path):
    """Two scans at once (an exclusive worker cancels, but does not wait for, the previous one)."""
    import threading

    path = tmp_path / "events.ndjson"
    _big_stream(path, 20_000)
    data = path.read_bytes()
    expected = [0] + [i + 1 for i, byte in enumerate(data) if byte == 0x0A][:-1]
    index = LineIndex(path)
    # make the two scans overlap for sure: each waits for the other right after it has started
    # (before the fix both had read scanned=0 by then); with the fix the second one cannot start
    # until the first is done, so the wait times out and both simply go on
    barrier = threading.Barrier(2)
    local = threading.local()
    errors: list[BaseException] = []

    def meet() -> bool:
        if not getattr(local, "met", False):
            local.met = True
            try:
                barrier.wait(timeout=2)
            except threading.BrokenBarrierError:
                pass
        return False

    def scan() -> None:
        try:
            index.update(meet)
        except BaseException as exc:  # noqa: BLE001
            errors.append(exc)

    threads = [threading.Thread(target=scan) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert not errors and not any(t.is_alive() for t in threads)
    assert len(index) == data.count(b"\n") == 20_000
    assert list(index.starts) == expected  # strictly increasing, every line once
    # more concurrent updates after an append add just the new lines
    with open(path, "ab") as handle:
        handle.write(b'{"type": "system"}\n' * 3)
    threads = [threading.Thread(target=index.update) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert len(index) == 20_003
    starts = list(index.starts)
    assert all(a < b for a, b in zip(starts, starts[1:]))


def test_a_deeply_nested_line_is_shown_raw_in_the_detail_on_every_python():
    """Pretty-printing 5,000 levels would indent by millions of spaces; whether json parses it
    at all differs between Python versions, so the depth decides, not the parser."""
    from retriage.tui.stream_index import describe_line_detail

    brackets = b"[" * 5000 + b"]" * 5000
    body = describe_line_detail(3, brackets, False).plain
    assert "[[[[" in body and len(body) < 20_000
    shallow = json.dumps({"type": "system", "subtype": "init", "a": [[1]]}).encode()
    assert '"subtype": "init"' in describe_line_detail(1, shallow, False).plain  # still pretty-printed
