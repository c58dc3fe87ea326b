"""OpenCode-family agent CLIs (``opencode run --format json``, @link-assistant/agent) and the
solve-style wrapper logs that print their JSON pretty, one log prefix per line.

The shapes below are those of the real captures in tests/realcases2 and tests/realcases3
(link-assistant/agent case studies): ``tool_use`` re-emitted per state, ``step_finish`` with
``part.reason`` and ``part.tokens``; the hive-mind ``[ts] [INFO] `` prefix on every line.
"""

from __future__ import annotations

import json
from pathlib import Path

from retriage.core.config import default_config
from retriage.core.events import Format, Kind
from retriage.core.report import diagnose_dir
from retriage.core.streams import parse_bytes
from tests import streams_kit as kit

CONFIG = default_config()
SID = "ses_39479106fffepf2GGDALFLTQH7"


def _prefixed(obj: dict, ts: str = "2026-02-17T12:15:39.646Z") -> str:
    """An object as hive-mind's solve log prints it: pretty, every line behind a prefix."""
    return "".join(f"[{ts}] [INFO] {row}\n" for row in json.dumps(obj, indent=2).splitlines())


def _tool(status: str, command: str = "npm test", output: str = "", exit_code: int | None = 0,
          error: str = "") -> dict:
    state: dict = {"status": status, "input": {"command": command, "description": "run it"} if status != "pending" else {}}
    if status == "completed":
        state.update(output=output, metadata={"exit": exit_code, "description": "run it"})
    if status == "error":
        state["error"] = error
    return {"type": "tool_use", "timestamp": 1771330539630, "sessionID": SID,
            "part": {"id": "prt_1", "sessionID": SID, "messageID": "msg_1", "type": "tool", "callID": "call_1",
                     "tool": "bash", "state": state}}


def _finish(reason: object, inp: int = 0, out: int = 0) -> dict:
    return {"type": "step_finish", "timestamp": 1771330539645, "sessionID": SID,
            "part": {"id": "prt_2", "sessionID": SID, "messageID": "msg_1", "type": "step-finish", "reason": reason,
                     "cost": 0, "tokens": {"input": inp, "output": out, "reasoning": 0, "cache": {"read": 0, "write": 0}}}}


def _start() -> dict:
    return {"type": "step_start", "timestamp": 1771330531000, "sessionID": SID,
            "part": {"id": "prt_0", "sessionID": SID, "messageID": "msg_1", "type": "step-start"}}


def _log(message: str, level: str = "info") -> dict:
    return {"type": "log", "level": level, "timestamp": "2026-02-17T12:15:39.662Z", "service": "session.prompt",
            "sessionID": SID, "message": message}


def test_an_object_pretty_printed_behind_a_prefix_on_every_line_is_reassembled():
    text = ("[2026-02-17T12:15:31.000Z] [INFO] 🚀 Starting agent\n" + _prefixed(_finish("tool-calls", 4081, 54))
            + "[2026-02-17T12:15:31.308Z] [INFO] {\n"
            + '[2026-02-17T12:15:31.308Z] [INFO]   "type": "log",\n'
            + '[2026-02-17T12:15:31.308Z] [INFO]   "scopes": [\n'
            + '[2026-02-17T12:15:31.308Z] [INFO] "user:sessions:claude_code"\n'  # the logger lost the indent
            + "[2026-02-17T12:15:31.308Z] [INFO]   ],\n"
            + '[2026-02-17T12:15:31.308Z] [INFO]   "message": "loaded oauth credentials"\n'
            + "[2026-02-17T12:15:31.308Z] [INFO] }\n")
    events, parser = parse_bytes(text.encode())
    assert parser.stats.malformed == 0
    assert [e.kind for e in events] == [Kind.PLAIN, Kind.COST, Kind.OTHER]
    assert events[1].fmt is Format.OPENCODE and events[1].line == 2


def test_a_prefixed_object_cut_by_a_new_log_message_is_abandoned_and_the_message_kept():
    text = ("[2026-02-17T12:15:31.308Z] [INFO] {\n"
            '[2026-02-17T12:15:31.308Z] [INFO]   "type": "log",\n'
            "[2026-02-17T12:15:31.400Z] [ERROR] ❌ Agent reported error: boom\n")
    events, parser = parse_bytes(text.encode())
    assert parser.stats.malformed == 1
    assert [e.kind for e in events] == [Kind.PLAIN] and "Agent reported error" in events[0].text


def test_tool_calls_are_reported_once_in_their_final_state_with_claude_names():
    text = "".join(kit.line(o) for o in (_tool("pending"), _tool("running"),
                                         _tool("completed", output="2 failed\n", exit_code=1),
                                         _tool("error", command="curl x", error="Tool execution aborted")))
    events, _ = parse_bytes(text.encode())
    kinds = [e.kind for e in events]
    assert kinds == [Kind.OTHER, Kind.OTHER, Kind.TOOL_USE, Kind.TOOL_RESULT, Kind.TOOL_USE, Kind.TOOL_RESULT]
    done, failed = events[3], events[5]
    assert done.tool == "Bash" and done.tool_input["command"] == "npm test" and done.exit_code == 1 and done.flagged
    assert failed.is_error and failed.output == "Tool execution aborted"


def test_edit_calls_map_onto_the_claude_input_keys():
    obj = {"type": "tool_use", "sessionID": SID,
           "part": {"id": "p", "callID": "c", "tool": "edit", "type": "tool",
                    "state": {"status": "completed", "input": {"filePath": "src/a.py", "oldString": "x", "newString": "y"},
                              "output": ""}}}
    use = parse_bytes(kit.line(obj).encode())[0][0]
    assert use.tool == "Edit" and use.tool_input == {"file_path": "src/a.py", "old_string": "x", "new_string": "y"}


def test_a_step_without_a_usable_finish_reason_is_an_engine_error():
    events, _ = parse_bytes("".join(kit.line(_finish(r)) for r in
                                    ("stop", "tool-calls", "unknown", '{"unified":"tool-calls","raw":"tool_calls"}', None)).encode())
    assert [e.kind for e in events] == [Kind.COST, Kind.COST, Kind.ERROR, Kind.ERROR, Kind.ERROR]
    assert all("unknown finish reason" in e.text for e in events[2:])


def _run(tmp_path: Path, objs: list[dict], tail: str = "") -> Path:
    stream = "[2026-02-17T12:15:20.000Z] [INFO] 📝 Raw command: agent --model opencode/kimi-k2.5-free\n"
    stream += "".join(_prefixed(o) for o in objs) + tail
    return kit.make_run(tmp_path, "run-1", stream, prompt="# T-2: fix the parser\n\nFix `src/parse.ts`.\n")


def test_a_session_that_ended_on_an_unknown_finish_reason_is_infrastructure(tmp_path: Path):
    """issue-194/196 of link-assistant/agent: the provider sent no finish reason, the loop exited.
    The agent did nothing wrong and a retry on the same provider fails the same way."""
    run = _run(tmp_path, [_start(), _tool("completed", command="gh issue view 3", output="title: x"),
                          _finish("unknown"), _log("exiting loop")])
    d = diagnose_dir(run, CONFIG).diagnosis
    assert d.mode == "infra_failure", (d.scores, [(e.rule, e.text) for e in d.evidence[:5]])
    assert any(e.rule == "infra.provider_empty" and e.line for e in d.winning_evidence)
    assert not any("never ran" in r for r in d.reasoning)


def test_an_unknown_finish_reason_mid_run_that_the_agent_got_past_is_not_the_cause(tmp_path: Path):
    run = _run(tmp_path, [_start(), _finish("unknown", 542, 291), _start(),
                          _tool("completed", command="npx jest", output="Tests: 2 failed, 5 passed\n", exit_code=1),
                          _tool("completed", command="ls src", output="parse.ts\n"), _finish("stop", 900, 40)])
    d = diagnose_dir(run, CONFIG).diagnosis
    assert d.mode != "infra_failure", (d.scores, [(e.rule, e.text) for e in d.evidence[:5]])
