"""Stream parsing: every format, every kind of damage, incremental reading."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from retriage.core.events import Format, Kind
from retriage.core.streams import StreamParser, parse_bytes
from retriage.core.tail import StreamTail
from tests import streams_kit as kit


def kinds(events):
    return [e.kind for e in events]


def test_claude_stream_json_pairs_results_with_their_calls():
    text = kit.init() + kit.bash("pytest -q", "1 failed", exit_code=1) + kit.result("done")
    events, parser = parse_bytes(text.encode())
    assert kinds(events) == [Kind.SYSTEM, Kind.TOOL_USE, Kind.TOOL_RESULT, Kind.RESULT]
    use, res = events[1], events[2]
    assert res.tool == "Bash" and res.use_line == use.line == 2 and res.line == 3
    assert res.is_error and res.exit_code == 1
    assert res.tool_input == {"command": "pytest -q"}
    assert parser.stats.malformed == 0


def test_tool_result_content_may_be_string_or_array_and_is_error_defaults_false():
    use1, res1 = kit.tool("Read", {"file_path": "a.py"}, "plain string")
    use2, res2 = kit.tool("Read", {"file_path": "b.py"}, [{"type": "text", "text": "block one"},
                                                         {"type": "text", "text": "block two"}])
    events, _ = parse_bytes((use1 + res1 + use2 + res2).encode())
    results = [e for e in events if e.kind is Kind.TOOL_RESULT]
    assert [r.output for r in results] == ["plain string", "block one\nblock two"]
    assert not any(r.is_error for r in results)


def test_message_content_as_plain_string_and_synthetic_model_are_kept():
    data = (json.dumps({"type": "user", "message": {"role": "user", "content": "please fix"}}) + "\n"
            + kit.say("5-hour limit reached ∙ resets 12am", model="<synthetic>")
            + kit.result("5-hour limit reached ∙ resets 12am", subtype="success", is_error=True))
    events, _ = parse_bytes(data.encode())
    assert events[0].kind is Kind.PROMPT and events[0].text == "please fix"
    assert events[1].model == "<synthetic>"
    # subtype says success, is_error says otherwise: is_error wins
    assert events[2].kind is Kind.RESULT and events[2].is_error


def test_several_sessions_in_one_file_are_split_on_init():
    text = kit.init("a") + kit.say("one") + kit.result("x") + kit.init("b") + kit.say("two")
    events, _ = parse_bytes(text.encode())
    assert [e.session for e in events if e.kind is Kind.TEXT] == [0, 1]


def test_osmia_agentstream_tool_output_follows_its_call():
    lines = [
        {"type": "system", "subtype": "init", "session_id": "x"},
        {"type": "tool_use", "tool": "Bash", "args": {"command": "go test ./..."}},
        {"type": "content", "role": "tool", "content": "--- FAIL: TestX"},
        {"type": "content", "role": "assistant", "content": "I will look"},
        {"type": "cost", "input_tokens": 1, "output_tokens": 2, "cost_usd": 0.1},
        {"type": "result", "success": False, "summary": "tests fail"},
    ]
    events, _ = parse_bytes("".join(json.dumps(x) + "\n" for x in lines).encode())
    assert {e.fmt for e in events} == {Format.OSMIA}
    assert kinds(events) == [Kind.SYSTEM, Kind.TOOL_USE, Kind.TOOL_RESULT, Kind.TEXT, Kind.COST, Kind.RESULT]
    assert events[2].tool == "Bash" and events[2].use_line == 2
    assert events[5].is_error and events[5].text == "tests fail"


def test_codex_exec_json_items_and_declined_commands():
    lines = [
        {"type": "thread.started", "thread_id": "t"},
        {"type": "turn.started"},
        {"type": "item.started", "item": {"id": "item_1", "type": "command_execution", "command": "bash -lc 'git push'",
                                          "aggregated_output": "", "exit_code": None, "status": "in_progress"}},
        {"type": "item.completed", "item": {"id": "item_1", "type": "command_execution", "command": "bash -lc 'git push'",
                                            "aggregated_output": "", "exit_code": None, "status": "declined"}},
        {"type": "item.completed", "item": {"id": "item_2", "type": "file_change", "status": "completed",
                                            "changes": [{"path": "/w/src/a.py", "kind": "update"}]}},
        {"type": "turn.failed", "error": {"message": "exceeded retry limit, last status: 401 Unauthorized"}},
    ]
    events, _ = parse_bytes("".join(json.dumps(x) + "\n" for x in lines).encode())
    use, res = events[2], events[3]
    assert use.kind is Kind.TOOL_USE and res.kind is Kind.TOOL_RESULT and res.use_line == use.line
    assert res.status == "declined" and res.is_error
    assert events[4].files == ["/w/src/a.py"]
    assert events[-1].kind is Kind.RESULT and events[-1].is_error and "401" in events[-1].text


def test_orchestrator_prefixes_plain_lines_and_pretty_printed_objects():
    text = (
        "[2025-11-11T12:19:44.343Z] [INFO] starting solve\n"
        '[2025-11-11T12:19:44.343Z] [INFO] {"type":"error","message":"Reconnecting... 1/5"}\n'
        "[2025-12-03T16:01:37.883Z] [INFO] {\n"
        '  "type": "result",\n'
        '  "subtype": "success",\n'
        '  "is_error": true,\n'
        '  "result": "API Error: 404"\n'
        "}\n"
        "plain text after\n"
    )
    events, parser = parse_bytes(text.encode())
    assert kinds(events) == [Kind.PLAIN, Kind.ERROR, Kind.RESULT, Kind.PLAIN]
    assert events[2].line == 3 and events[2].is_error  # located at the line the object starts on
    assert events[0].text == "starting solve"
    assert parser.stats.malformed == 0


def test_unknown_types_and_wrong_shapes_are_skipped_not_fatal():
    lines = [
        '{"type": "system", "subtype": "brand_new_subtype", "model": "m"}',
        '{"type": "telemetry_v9", "payload": {"x": 1}}',
        '{"type": "assistant", "message": {"content": [1, "two", null, {"type": "mystery"}]}}',
        '{"type": "user", "message": {"content": [{"type": "tool_result", "tool_use_id": 5, "content": {"a": []}}]}}',
        '{"type": "result", "subtype": ["not", "a", "string"], "permission_denials": "nope"}',
        '[1, 2, 3]',
        '"just a string"',
        '{"type": "item.completed", "item": "not an object"}',
    ]
    events, parser = parse_bytes(("\n".join(lines) + "\n").encode())
    assert parser.stats.malformed == 0
    assert len(events) >= 6


def test_malformed_lines_are_counted_with_line_numbers_and_parsing_goes_on():
    text = (kit.say("ok") + '{"type": "assistant", "mess\n' + "\xff\xfe not utf8\n"
            + '{"deep": ' + "[" * 5000 + "]" * 5000 + "}\n" + '{"n": 1' + "0" * 10000 + "}\n"
            + kit.say("still reading"))
    data = text.encode("utf-8").replace("\xff\xfe".encode("utf-8"), b"\xff\xfe")
    events, parser = parse_bytes(data)
    assert [e.text for e in events if e.kind is Kind.TEXT] == ["ok", "still reading"]
    bad = {m.line for m in parser.stats.malformed_kept}
    assert {2, 3} <= bad
    assert "invalid UTF-8" in parser.stats.malformed_kept[1].reason
    assert parser.malformed_summary().startswith(f"{parser.stats.malformed} malformed")


def test_partial_last_line_waits_for_its_newline():
    parser = StreamParser()
    full = kit.say("first") + kit.say("second")
    cut = len(kit.say("first")) + 10
    events = parser.feed(full[:cut].encode())
    assert [e.text for e in events] == ["first"]
    assert parser.pending_bytes == 10
    events = parser.feed(full[cut:].encode())
    assert [e.text for e in events] == ["second"] and events[0].line == 2
    assert parser.pending_bytes == 0


def test_an_oversized_line_is_skipped_without_being_kept_in_memory():
    parser = StreamParser(max_line_bytes=1000)
    huge = '{"type":"assistant","message":{"content":"' + "x" * 5000 + '"}}\n'
    for start in range(0, len(huge), 700):
        parser.feed(huge[start:start + 700].encode())
        assert len(parser._buf) <= 1000
    events = parser.feed(kit.say("after").encode())
    assert [e.text for e in events] == ["after"] and events[0].line == 2
    assert "too long" in parser.stats.malformed_kept[0].reason


def test_offsets_point_at_the_start_of_each_line():
    text = kit.say("a") + "\n" + kit.say("bé")
    events, _ = parse_bytes(text.encode())
    data = text.encode()
    for event in events:
        assert data[event.offset:].startswith(b'{"type": "assistant"')
    assert [e.line for e in events] == [1, 3]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=400), min_size=1, max_size=30))
def test_any_chunking_gives_the_same_events(cuts):
    text = (kit.init() + kit.bash("pytest", "E   AssertionError", exit_code=1) + "junk line\n"
            + kit.say("x" * 300) + '{"broken": \n' + kit.result("done")).encode()
    whole, whole_parser = parse_bytes(text)
    parser = StreamParser()
    pieces = []
    position = 0
    for cut in cuts:
        pieces.extend(parser.feed(text[position:position + cut]))
        position += cut
    pieces.extend(parser.feed(text[position:]))
    assert [(e.kind, e.line, e.offset, e.text, e.output) for e in pieces] == \
           [(e.kind, e.line, e.offset, e.text, e.output) for e in whole]
    assert parser.stats.malformed == whole_parser.stats.malformed


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=2000))
def test_arbitrary_bytes_never_raise(data):
    events, parser = parse_bytes(data)
    assert parser.consumed + parser.pending_bytes == len(data)


@settings(max_examples=60, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                    lambda children: st.lists(children, max_size=4) | st.dictionaries(
                        st.sampled_from(["type", "message", "content", "item", "tool", "args", "result",
                                         "subtype", "is_error", "role", "tool_use_id", "input", "status"]),
                        children, max_size=5), max_leaves=25))
def test_any_json_shape_is_normalised_without_error(value):
    for wrapper in (value, {"type": "assistant", "message": value}, {"type": "item.completed", "item": value},
                    {"type": "user", "message": {"content": [value]}}):
        parse_bytes((json.dumps(wrapper) + "\n").encode())


def test_tail_reads_only_new_bytes_and_resets_on_truncation(tmp_path: Path):
    path = tmp_path / "events.ndjson"
    path.write_text(kit.say("one"))
    tail = StreamTail(path)
    assert [e.text for e in tail.read_new().events] == ["one"]
    assert tail.read_new().events == []
    with path.open("a") as handle:
        handle.write(kit.say("two"))
    got = tail.read_new()
    assert [e.text for e in got.events] == ["two"] and not got.reset and got.events[0].line == 2
    path.write_text(kit.say("new"))  # truncated and rewritten, shorter than before
    got = tail.read_new()
    assert got.reset and [e.text for e in got.events] == ["new"] and got.events[0].line == 1


def test_tail_resets_when_the_file_is_replaced(tmp_path: Path):
    path = tmp_path / "events.ndjson"
    path.write_text(kit.say("old one") + kit.say("old two"))
    tail = StreamTail(path)
    tail.read_new()
    replacement = tmp_path / "new.ndjson"
    replacement.write_text(kit.say("rotated") + kit.say("x" * 200))
    replacement.replace(path)
    got = tail.read_new()
    assert got.reset and got.events[0].text == "rotated"


def test_tail_reports_unreadable_and_directory_streams(tmp_path: Path):
    (tmp_path / "events.ndjson").mkdir()
    got = StreamTail(tmp_path / "events.ndjson").read_new()
    assert got.events == [] and "directory" in got.error
    assert StreamTail(tmp_path / "missing.ndjson").read_new().error == ""


# -- the normaliser's dispatch by line type ----------------------------------------------------

def _every_key(kind: str, **extra) -> dict:
    """A line of type ``kind`` with every key some format's ``accepts`` looks for."""
    return {"type": kind, "message": {"content": "x"}, "payload": {}, "part": {}, "tool": "x", "args": {},
            "content": "x", "role": "assistant", "subtype": "x", "tools": [], "model": "m", "uuid": "u",
            "item": {}, "is_error": True, "num_turns": 1, **extra}


def test_a_format_accepts_only_lines_of_the_types_it_declares():
    """core/formats/__init__.py offers a line only to the formats whose TYPES hold its type: a
    format that accepted another type would silently lose its lines."""
    from retriage.core.formats import _ORDER, _BY_TYPE

    kinds = {k for module in _ORDER for k in module.TYPES} | {"", "message", "tool_result", "event", "unknown"}
    for kind in kinds:
        for line in (_every_key(kind), _every_key(kind, success=True, summary="s"), {"type": kind}):
            accepting = [m for m in _ORDER if m.accepts(line)]
            assert all(kind in m.TYPES for m in accepting), (kind, accepting)
            assert [m for m in _BY_TYPE.get(kind, ()) if m.accepts(line)] == accepting
