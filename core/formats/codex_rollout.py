"""OpenAI Codex session rollouts: ``~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl``.

Every line is ``{"timestamp", "type", "payload"}`` (codex-rs ``RolloutLine``):

* ``session_meta``: id, cwd, instructions, git; starts a session;
* ``turn_context``: the model and policies of the next turn;
* ``response_item``: what went to and came from the model. ``payload.type`` is
  ``message`` (role user/assistant/developer, content blocks ``input_text`` /
  ``output_text``), ``reasoning`` (summary texts), ``function_call`` (``name``,
  ``arguments`` as a JSON *string*, ``call_id``), ``function_call_output``
  (``call_id``, ``output``: a string, in older versions JSON with ``output``
  and ``metadata.exit_code``, in newer ones text with ``Exit code: N`` or
  ``Process exited with code N``), ``local_shell_call``, ``custom_tool_call``
  (``apply_patch`` with the patch as ``input``) and its ``custom_tool_call_output``,
  ``web_search_call``;
* ``event_msg``: what the UI was told: ``user_message`` (the text the user
  typed, without the environment wrappers), ``agent_message``, ``token_count``,
  ``error``, ``turn_aborted``, ``exec_command_end`` ...;
* ``compacted``: a summary replacing earlier history.

The model turns are read from the ``response_item`` lines; the ``event_msg``
lines that repeat them (``agent_message``, ``agent_reasoning``,
``exec_command_end``, ``patch_apply_end``) are kept as OTHER so nothing is
counted twice. A patch's files come from its ``*** Update File:`` / ``*** Add
File:`` / ``*** Delete File:`` headers, and its hunks become old/new text pairs
so that edited assertions are seen as they are in Claude's Edit calls.
"""

from __future__ import annotations

import re
from typing import Any

from retriage.core import jsonlib
from retriage.core.events import Event, Format, Kind
from retriage.core.formats.context import ParseContext, as_dict, as_int, as_list, as_str, text_of

_TOP = {"session_meta", "response_item", "event_msg", "turn_context", "compacted"}
_SHELL_TOOLS = {"shell", "container.exec", "shell_command", "exec_command", "local_shell"}
_PATCH_HEADER = re.compile(r"^\*\*\* (Update|Add|Delete) File: (.+?)\s*$", re.MULTILINE)
_MOVE_TO = re.compile(r"^\*\*\* Move to: (.+?)\s*$", re.MULTILINE)
_EXIT_LINE = re.compile(r"^(?:Exit code:|Process exited with code) (-?\d{1,5})\b", re.MULTILINE)
_OUTPUT_MARK = "\nOutput:\n"
_SANDBOX_FAILED = "failed in sandbox:"
_KINDS = {"Update": "update", "Add": "add", "Delete": "delete"}
#: event_msg payloads that repeat a response_item, or carry nothing to diagnose
_ECHOES = {"agent_message", "agent_reasoning", "agent_reasoning_raw_content", "exec_command_end",
           "patch_apply_end", "mcp_tool_call_end", "web_search_end", "view_image_tool_call"}


#: every line type :func:`accepts` can accept (core/formats/__init__.py dispatches by it)
TYPES = frozenset(_TOP)

def accepts(obj: dict[str, Any]) -> bool:
    return obj.get("type") in _TOP and isinstance(obj.get("payload"), dict)


def normalise(obj: dict[str, Any], line: int, offset: int, ctx: ParseContext) -> list[Event]:
    kind = as_str(obj.get("type"))
    payload = as_dict(obj.get("payload"))
    base = dict(line=line, offset=offset, fmt=Format.CODEX, raw_type=kind)
    if kind == "session_meta":
        ctx.start_session()
        return [Event(Kind.SYSTEM, session=ctx.session, subtype=kind, **base)]
    if kind == "turn_context":
        return [Event(Kind.SYSTEM, session=ctx.session, subtype=kind, model=as_str(payload.get("model")), **base)]
    ctx.seen_non_system = True
    if kind == "event_msg":
        return _event_msg(payload, base, ctx)
    if kind == "response_item":
        return _response_item(payload, base, ctx)
    return [Event(Kind.OTHER, session=ctx.session, subtype=kind, **base)]


def _event_msg(payload: dict[str, Any], base: dict[str, Any], ctx: ParseContext) -> list[Event]:
    ptype = as_str(payload.get("type"))
    base = dict(base, session=ctx.session, subtype=ptype)
    if ptype == "user_message":
        return [Event(Kind.OTHER, text=as_str(payload.get("message")), **base)]
    if ptype == "error":
        return [Event(Kind.ERROR, is_error=True, text=text_of(payload.get("message")), **base)]
    if ptype == "turn_aborted":
        return [Event(Kind.SYSTEM, text=as_str(payload.get("reason")), **base)]
    if ptype == "token_count":
        return [Event(Kind.COST, **base)]
    if ptype in ("task_started", "task_complete"):
        return [Event(Kind.SYSTEM, text=as_str(payload.get("last_agent_message")), **base)]
    text = as_str(payload.get("message")) or as_str(payload.get("text")) if ptype not in _ECHOES else ""
    return [Event(Kind.OTHER, text=text, **base)]


def _response_item(payload: dict[str, Any], base: dict[str, Any], ctx: ParseContext) -> list[Event]:
    ptype = as_str(payload.get("type"))
    base = dict(base, session=ctx.session, subtype=ptype)
    if ptype == "message":
        return _message(payload, base)
    if ptype == "reasoning":
        summary = "\n".join(text_of(s) for s in as_list(payload.get("summary")))
        return [Event(Kind.THINKING, text=summary or text_of(payload.get("content")), **base)]
    if ptype == "function_call":
        name = as_str(payload.get("name"))
        return [_use(name, as_str(payload.get("call_id")), _arguments(payload.get("arguments")), base, ctx)]
    if ptype == "custom_tool_call":
        name = as_str(payload.get("name"))
        raw = payload.get("input")
        tool_input: Any = {"input": raw} if isinstance(raw, str) else raw
        return [_use(name, as_str(payload.get("call_id")), tool_input, base, ctx)]
    if ptype == "local_shell_call":
        action = as_dict(payload.get("action"))
        call_id = as_str(payload.get("call_id")) or as_str(payload.get("id"))
        event = _use("local_shell", call_id, {"command": action.get("command"),
                                              "workdir": action.get("working_directory")}, base, ctx)
        event.status = as_str(payload.get("status"))
        return [event]
    if ptype in ("function_call_output", "custom_tool_call_output"):
        return [_output(as_str(payload.get("call_id")), payload.get("output"), base, ctx)]
    if ptype == "web_search_call":
        action = as_dict(payload.get("action"))
        return [Event(Kind.TOOL_USE, tool="web_search", tool_input={"query": action.get("query")},
                      status=as_str(payload.get("status")), **base)]
    return [Event(Kind.OTHER, **base)]


def _message(payload: dict[str, Any], base: dict[str, Any]) -> list[Event]:
    role = as_str(payload.get("role"))
    kind = {"assistant": Kind.TEXT, "user": Kind.PROMPT}.get(role, Kind.SYSTEM)
    events = []
    for index, block in enumerate(as_list(payload.get("content"))):
        text = text_of(as_dict(block).get("text"))
        if text:
            events.append(Event(kind, block=index, text=text, **base))
    return events or [Event(Kind.OTHER, **base)]


def _arguments(raw: Any) -> Any:
    """Function-call arguments arrive as a JSON string; anything else is kept as it is."""
    if isinstance(raw, str):
        try:
            return jsonlib.loads(raw)
        except ValueError:
            return {"arguments": raw}
    return raw


def _patch_text(tool_input: Any) -> str:
    if isinstance(tool_input, dict):
        for key in ("input", "patch"):
            if isinstance(tool_input.get(key), str):
                return tool_input[key]
        command = tool_input.get("command")
        if isinstance(command, list) and len(command) >= 2 and command[0] == "apply_patch":
            return command[1] if isinstance(command[1], str) else ""
        if isinstance(command, list) and command and isinstance(command[-1], str) and "*** Begin Patch" in command[-1]:
            return command[-1]  # bash -lc "apply_patch <<'EOF' ... EOF"
        if isinstance(command, str) and "*** Begin Patch" in command:
            return command
    return ""


def parse_patch(text: str) -> tuple[list[dict[str, str]], list[dict[str, str]]]:
    """(changes [{path, kind}], edits [{file_path, old_string, new_string}]) of an apply_patch body."""
    changes: list[dict[str, str]] = []
    edits: list[dict[str, str]] = []
    headers = list(_PATCH_HEADER.finditer(text))
    for index, header in enumerate(headers):
        path = header.group(2)
        end = headers[index + 1].start() if index + 1 < len(headers) else len(text)
        body = text[header.end():end]
        move = _MOVE_TO.search(body)
        changes.append({"path": path, "kind": _KINDS[header.group(1)]})
        if move:
            changes.append({"path": move.group(1), "kind": "add"})
        old: list[str] = []
        new: list[str] = []

        def flush() -> None:
            if old or new:
                edits.append({"file_path": path, "old_string": "\n".join(old), "new_string": "\n".join(new)})
            old.clear()
            new.clear()

        for row in body.splitlines():
            if row.startswith("@@") or row.startswith("*** "):
                flush()
            elif row.startswith("-"):
                old.append(row[1:])
            elif row.startswith("+"):
                new.append(row[1:])
            elif row.startswith(" "):
                old.append(row[1:])
                new.append(row[1:])
        flush()
    return changes, edits


def patch_use_input(tool_input: Any) -> dict[str, Any] | None:
    """An apply_patch call's input as edits ({changes, edits}), or None when it carries no patch.

    Shared with ``codex exec --json``, whose ``command_execution`` may be the same patch
    handed to the shell (``apply_patch <<'PATCH' … PATCH``)."""
    patch = _patch_text(tool_input)
    if not patch or not _PATCH_HEADER.search(patch):
        return None
    changes, edits = parse_patch(patch)
    return {"changes": changes, "edits": edits}


def _use(name: str, call_id: str, tool_input: Any, base: dict[str, Any], ctx: ParseContext) -> Event:
    patch = _patch_text(tool_input) if (name == "apply_patch" or name in _SHELL_TOOLS) else ""
    if patch:
        changes, edits = parse_patch(patch)
        event = Event(Kind.TOOL_USE, tool="apply_patch", tool_id=call_id,
                      tool_input={"changes": changes, "edits": edits},
                      files=list(dict.fromkeys(c["path"] for c in changes)), **base)
    else:
        event = Event(Kind.TOOL_USE, tool=name, tool_id=call_id, tool_input=tool_input, **base)
    ctx.remember_tool(event)
    return event


def _output(call_id: str, raw: Any, base: dict[str, Any], ctx: ParseContext) -> Event:
    """A tool's output: older Codex wrote JSON {output, metadata:{exit_code}}, newer plain text."""
    output = raw
    exit_code = None
    success = None
    if isinstance(raw, dict):  # {content, success} as some versions serialise a failure
        success = raw.get("success") if isinstance(raw.get("success"), bool) else None
        output = raw.get("content", raw.get("output"))
    if isinstance(output, str) and output[:1] == "{":
        try:
            decoded = jsonlib.loads(output)
        except ValueError:
            decoded = None
        if isinstance(decoded, dict) and "output" in decoded:
            exit_code = as_int(as_dict(decoded.get("metadata")).get("exit_code"))
            output = decoded.get("output")
    text = text_of(output)
    if exit_code is None:
        match = _EXIT_LINE.search(text[:2000])
        if match:
            exit_code = as_int(int(match.group(1)))
            cut = text.find(_OUTPUT_MARK, match.end())
            if cut >= 0:
                text = text[cut + len(_OUTPUT_MARK):]
    use = ctx.pair(call_id)
    # a command the sandbox refused or killed: codex-rs writes no exit code, only "failed in sandbox: ..."
    failed = ((exit_code is not None and exit_code != 0) or success is False
              or (exit_code is None and text.startswith(_SANDBOX_FAILED)))
    return Event(Kind.TOOL_RESULT, tool=use.tool if use else "", tool_id=call_id,
                 tool_input=use.tool_input if use else None, output=text, exit_code=exit_code,
                 is_error=failed, use_line=use.line if use else None, **base)
