"""A stream rotated or truncated under the viewer: the view and the diagnosis start over.

The selected run's events.ndjson first holds a run that ends on a missing
module (dependency_missing). It is then (a) truncated and rewritten shorter,
(b) replaced by rename, the way log rotation does it, (c) truncated to nothing
and grown again, and (d) truncated and rewritten *longer* before the app looks
(same inode, a bigger file: the size alone cannot tell). The new content is a
run whose tools were refused (permission_blocked). After each change the
stream view must show exactly the new lines (nothing left of the old file: no
stale rows, no old line count, no half lines read at old offsets), and the
diagnosis pane and the runs table must show the diagnosis of the new content.
Real files, the real watcher (``watch=True``), no fixed sleeps.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.tui.conftest import FIXED_NOW, loaded, make_app, select_run, wait_for
from retriage.tui.diagnosis_pane import DiagnosisPane
from retriage.tui.runs_table import RunsTable
from retriage.tui.stream_index import describe_line_safe
from retriage.tui.stream_view import StreamView

pytestmark = pytest.mark.anyio

RUN = "rot-1-rotated"
SESSION_OLD = "aaaaaaaa-1111-4a2b-9c3d-000000000001"
SESSION_NEW = "bbbbbbbb-2222-4a2b-9c3d-000000000002"
DENIED = "Claude requested permissions to use Bash, but you haven't granted it yet."


def _say(text: str, n: int, session: str) -> dict:
    return {"type": "assistant", "message": {"id": f"msg_{n:04d}", "role": "assistant",
            "content": [{"type": "text", "text": text}]}, "session_id": session}


def _tool(command: str, n: int, session: str) -> dict:
    return {"type": "assistant", "message": {"id": f"msg_{n:04d}", "role": "assistant", "content": [
        {"type": "tool_use", "id": f"toolu_{n:04d}", "name": "Bash", "input": {"command": command}}]},
        "session_id": session}


def _result(content: str, n: int, session: str, error: bool = True) -> dict:
    return {"type": "user", "message": {"role": "user", "content": [
        {"tool_use_id": f"toolu_{n:04d}", "type": "tool_result", "content": content, "is_error": error}]},
        "session_id": session}


def _init(session: str) -> dict:
    return {"type": "system", "subtype": "init", "cwd": "/workspace/repo", "session_id": session,
            "tools": ["Bash", "Read", "Edit"], "model": "claude-sonnet-4-5-20250929"}


def old_lines() -> list[bytes]:
    """10 lines, ending on an unresolved ModuleNotFoundError: dependency_missing."""
    s = SESSION_OLD
    events = [
        _init(s),
        _say("OLD-STREAM: I'll add the health endpoint with flask_health.", 1, s),
        _tool("pip install flask-health", 2, s),
        _result("ERROR: Could not find a version that satisfies the requirement flask-health\n"
                "ERROR: No matching distribution found for flask-health", 2, s),
        _tool("python -m pytest tests/api -q", 3, s),
        _result("ModuleNotFoundError: No module named 'flask_health'", 3, s),
        _say("OLD-STREAM: the flask_health package cannot be installed.", 4, s),
        _say("OLD-STREAM: checking the internal index once more.", 5, s),
        _say("OLD-STREAM: giving up on flask_health.", 6, s),
        {"type": "result", "subtype": "error_during_execution", "is_error": True, "session_id": s,
         "result": "ModuleNotFoundError: No module named 'flask_health'"},
    ]
    return [json.dumps(e).encode() for e in events]


def new_lines(tests: int = 1) -> list[bytes]:
    """A run whose Bash calls are refused: permission_blocked; 4 + 2 * ``tests`` lines."""
    s = SESSION_NEW
    events: list[dict] = [_init(s), _say("NEW-STREAM: let me run the billing tests.", 1, s)]
    for i in range(tests):
        n = 10 + i
        events += [_tool(f"pytest tests/billing -q -k case{i}", n, s), _result(DENIED, n, s)]
    events += [
        _say("NEW-STREAM: Bash is not permitted, please grant Bash access.", 90, s),
        {"type": "result", "subtype": "success", "is_error": False, "session_id": s,
         "result": "I could not run the tests: Bash was refused.",
         "permission_denials": [{"tool_name": "Bash", "tool_use_id": "toolu_0010",
                                 "tool_input": {"command": "pytest tests/billing -q -k case0"}}]},
    ]
    return [json.dumps(e).encode() for e in events]


def _text(lines: list[bytes]) -> bytes:
    return b"".join(line + b"\n" for line in lines)


@pytest.fixture
def rot_runs(tmp_path: Path) -> Path:
    runs = tmp_path / "runs"
    run = runs / RUN
    run.mkdir(parents=True)
    (run / "taskrun.json").write_text(json.dumps({
        "id": RUN, "ticket_id": "ROT-1", "state": "Failed", "engine": "claude-code", "current_engine": "claude-code",
        "retry_count": 0, "max_retries": 2, "created_at": "2026-11-20T08:00:00Z",
        "updated_at": "2026-11-20T09:00:00Z"}))
    (run / "prompt.md").write_text("# ROT-1: add a health endpoint\n\nAdd `GET /health` in `src/api/health.py`.\n")
    (run / "events.ndjson").write_bytes(_text(old_lines()))
    stamp = FIXED_NOW.timestamp() - 3600
    for path in runs.rglob("*"):
        os.utime(path, (stamp, stamp))
    return runs


async def _opened(pilot) -> StreamView:
    """Watching, the run selected, the old stream indexed and diagnosed."""
    app = pilot.app
    await loaded(pilot)
    await wait_for(pilot, lambda: app.watching == "watching", what="watcher running")
    await select_run(pilot, RUN)
    view = app.query_one(StreamView)
    await _shows(pilot, old_lines(), "dependency_missing")
    # the reviewer is reading a line in the middle (not following the tail)
    view.focus()
    view.cursor = 8
    await pilot.pause()
    assert not view.follow
    await pilot.pause(0.3)  # let the OS watch be established before touching files
    return view


def _rows(view: StreamView) -> list[str]:
    """What the view draws for every line of the stream (gutter, mark and text), top to bottom."""
    assert view.line_count <= view.scrollable_content_region.height  # the whole stream fits on screen
    view.scroll_to(y=0, animate=False, immediate=True)
    return [view.render_line(y).text for y in range(view.line_count)]


def _state(pilot) -> dict:
    app = pilot.app
    view = app.query_one(StreamView)
    report = app.reports.get(RUN)
    return {"lines": view.line_count, "height": view.virtual_size.height,
            "mode": report.diagnosis.mode if report else None,
            "report_lines": report.stream_lines if report else None,
            "row_mode": app.rows[RUN].mode if RUN in app.rows else None}


async def _shows(pilot, lines: list[bytes], mode: str) -> None:
    """The view shows exactly ``lines`` and every pane shows ``mode``, the diagnosis of those lines."""
    app = pilot.app
    view = app.query_one(StreamView)
    count = len(lines)
    table = app.query_one(RunsTable)
    label = {"dependency_missing": "dependency", "permission_blocked": "permission"}[mode]

    def settled() -> bool:
        report = app.reports.get(RUN)
        return (report is not None and report.diagnosis.mode == mode and report.stream_lines == count
                and app.rows[RUN].mode == mode and view.line_count == count
                and view.virtual_size.height == count and table.get_cell(RUN, "mode").plain == label)

    await wait_for(pilot, settled, what=f"{count} lines diagnosed {mode}")
    await pilot.pause()
    state = _state(pilot)
    assert state == {"lines": count, "height": count, "mode": mode, "report_lines": count, "row_mode": mode}, state
    # every line read back is a whole line of the new file, at its new offset
    assert [view.index.read(i)[0] for i in range(count)] == lines
    assert 0 <= view.cursor < count
    # every row drawn is the new line's description (no stale cached row, no half line)
    rows = _rows(view)
    for number, (row, raw) in enumerate(zip(rows, lines), start=1):
        assert row.split()[0] == str(number), row
        assert describe_line_safe(raw).plain[:60] in row, (number, row)
    drawn = "\n".join(rows)
    stale, fresh = ("NEW-STREAM", "OLD-STREAM") if mode == "dependency_missing" else ("OLD-STREAM", "NEW-STREAM")
    assert stale not in drawn and fresh in drawn
    # evidence marks point into the new content and at the new diagnosis
    report = app.reports[RUN]
    marked = {e.line - 1 for e in report.diagnosis.evidence if e.source == "events" and e.line}
    assert set(view.evidence_lines) == marked and all(line < count for line in marked)
    # the diagnosis pane and the runs table say the same
    pane = app.query_one(DiagnosisPane)
    summary = str(pane.query_one("#summary").render())
    other = ({"dependency_missing", "permission_blocked"} - {mode}).pop()
    assert mode in summary.split("\n")[0] and other not in summary.split("\n")[0]
    assert f"{count:,} lines" in str(view.border_title)


async def _on_first_evidence(pilot) -> None:
    """The line under the cursor is gone with the old file: the view starts over on the new first evidence line."""
    view = pilot.app.query_one(StreamView)
    winning = [line for line in view.evidence_lines if view._marks[line].winning]
    await wait_for(pilot, lambda: view.cursor == winning[0], what="the cursor on the new evidence")
    assert not view.follow
    assert view.scroll_offset.y <= view.cursor < view.scroll_offset.y + view.scrollable_content_region.height


async def test_truncated_and_rewritten_shorter(rot_runs):
    app = make_app(rot_runs, watch=True)
    async with app.run_test(size=(140, 50)) as pilot:
        await _opened(pilot)  # the cursor on line 9, which the new, shorter file does not reach
        new = new_lines(tests=1)  # 6 lines < 10
        with open(rot_runs / RUN / "events.ndjson", "r+b") as handle:  # same file, same inode
            handle.truncate(0)
            handle.write(_text(new))
        await _shows(pilot, new, "permission_blocked")
        await _on_first_evidence(pilot)


async def test_replaced_by_rename(rot_runs):
    app = make_app(rot_runs, watch=True)
    async with app.run_test(size=(140, 50)) as pilot:
        await _opened(pilot)
        events = rot_runs / RUN / "events.ndjson"
        new = new_lines(tests=3)  # 10 lines, more bytes: only the new inode tells
        fresh = events.with_name("events.ndjson.new")
        fresh.write_bytes(_text(new))
        os.replace(fresh, events)
        await _shows(pilot, new, "permission_blocked")
        await _on_first_evidence(pilot)


async def test_truncated_to_zero_then_grown(rot_runs):
    app = make_app(rot_runs, watch=True)
    async with app.run_test(size=(140, 50)) as pilot:
        view = await _opened(pilot)
        events = rot_runs / RUN / "events.ndjson"
        os.truncate(events, 0)
        await wait_for(pilot, lambda: view.line_count == 0 and app.reports[RUN].stream_lines == 0,
                       what="the view emptied")
        await wait_for(pilot, lambda: view.virtual_size.height == 0, what="no rows left")
        assert view.render_line(0).text.strip() == "empty stream"
        assert view.evidence_lines == [] and app.reports[RUN].diagnosis.mode != "dependency_missing"
        new = new_lines(tests=4)  # 12 lines, more bytes than the old file had
        data = _text(new)
        cut = data.index(b"\n", len(data) // 2) + 10  # the writer stops in the middle of a line
        with open(events, "ab") as handle:
            handle.write(data[:cut])
        partial = data[:cut].count(b"\n")
        await wait_for(pilot, lambda: view.line_count == partial and app.reports[RUN].stream_lines == partial,
                       what="the first part")
        with open(events, "ab") as handle:
            handle.write(data[cut:])
        await _shows(pilot, new, "permission_blocked")
        # nothing left to point at when it emptied: the view follows the new stream's tail
        assert view.follow and view.cursor == len(new) - 1


async def test_truncated_and_rewritten_longer_before_the_app_looks(rot_runs):
    """Same inode, and the file is bigger than before: the size alone cannot tell it was rewritten."""
    app = make_app(rot_runs, watch=True)
    async with app.run_test(size=(140, 50)) as pilot:
        await _opened(pilot)
        new = new_lines(tests=4)
        assert len(_text(new)) > len(_text(old_lines()))
        with open(rot_runs / RUN / "events.ndjson", "r+b") as handle:
            handle.truncate(0)
            handle.write(_text(new))
        await _shows(pilot, new, "permission_blocked")


def test_index_and_tail_tell_a_rewrite_from_an_append(tmp_path):
    """The same inode, rewritten longer: LineIndex (the view) and StreamTail (the diagnosis) both start over."""
    from retriage.core.tail import PROBE, StreamTail
    from retriage.tui.stream_index import LineIndex

    path = tmp_path / "events.ndjson"
    # a common beginning longer than the probe: only the bytes at the end of what was read differ
    common = [json.dumps(_say(f"same line {i} " + "x" * 200, i, SESSION_OLD)).encode() for i in range(30)]
    assert len(_text(common)) > PROBE
    path.write_bytes(_text(common + old_lines()))
    index, tail = LineIndex(path), StreamTail(path)
    assert index.update() == (False, 40)
    assert not tail.read_new().reset
    with open(path, "ab") as handle:  # an append is an append
        handle.write(_text(old_lines()[:2]))
    assert index.update() == (False, 2)
    got = tail.read_new()
    assert not got.reset and len(got.events) == 2
    new = common + new_lines(tests=6)
    assert len(_text(new)) > path.stat().st_size
    inode = path.stat().st_ino
    with open(path, "r+b") as handle:
        handle.truncate(0)
        handle.write(_text(new))
    assert path.stat().st_ino == inode
    assert index.update() == (True, len(new))
    assert [index.read(i)[0] for i in range(len(new))] == new
    got = tail.read_new()
    assert got.reset and [e.line for e in got.events][0] == 1 and tail.parser.stats.lines == len(new)
