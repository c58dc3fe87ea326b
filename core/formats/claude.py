"""Claude Code ``--output-format stream-json`` and session transcripts.

Both use the same message blocks; transcripts (``~/.claude/projects/*.jsonl``)
add bookkeeping lines (progress, file-history-snapshot, summary, ...) that we
keep as OTHER. Quirks handled here, all seen in real captures:

* ``message.content`` may be a plain string;
* ``tool_result.content`` may be a string or an array of blocks;
* ``is_error`` is usually absent (false);
* provider limits arrive as an assistant message from model ``<synthetic>``;
* a result may say ``subtype: success`` and ``is_error: true``.
"""

from __future__ import annotations

import re
from typing import Any

from retriage.core.events import Event, Format, Kind
from retriage.core.formats.context import ParseContext, as_dict, as_int, as_list, as_str, text_of

_MESSAGE_TYPES = {"assistant", "user"}
_TRANSCRIPT_ONLY = {"progress", "file-history-snapshot", "summary", "queue-operation", "attachment"}
_EXIT_CODE = re.compile(r"\AExit code (-?\d{1,5})\b")


#: every line type :func:`accepts` can accept (core/formats/__init__.py dispatches by it)
TYPES = frozenset(_MESSAGE_TYPES | _TRANSCRIPT_ONLY | {"result", "system"})

def accepts(obj: dict[str, Any]) -> bool:
    kind = obj.get("type")
    if kind in _MESSAGE_TYPES:
        return isinstance(obj.get("message"), (dict, str))
    if kind == "result":
        return any(k in obj for k in ("subtype", "is_error", "num_turns", "result")) and "success" not in obj
    if kind == "system":
        return any(k in obj for k in ("tools", "model", "cwd", "apiKeySource", "claude_code_version"))
    if kind in _TRANSCRIPT_ONLY:
        return "uuid" in obj or "sessionId" in obj or "messageId" in obj or kind == "summary"
    return False


def _fmt(obj: dict[str, Any]) -> Format:
    return Format.TRANSCRIPT if ("parentUuid" in obj or "sessionId" in obj) else Format.CLAUDE


def normalise(obj: dict[str, Any], line: int, offset: int, ctx: ParseContext) -> list[Event]:
    kind = obj.get("type")
    fmt = _fmt(obj)
    if kind == "system":
        subtype = as_str(obj.get("subtype"))
        if subtype == "init":
            ctx.start_session()
        return [Event(Kind.SYSTEM, line, offset, fmt, session=ctx.session, raw_type="system",
                      subtype=subtype, model=as_str(obj.get("model")))]
    if kind == "result":
        ctx.seen_non_system = True
        subtype = as_str(obj.get("subtype"))
        is_error = obj.get("is_error") is True or subtype.startswith("error")
        denials = [d for d in as_list(obj.get("permission_denials")) if isinstance(d, dict)]
        return [Event(Kind.RESULT, line, offset, fmt, session=ctx.session, raw_type="result",
                      subtype=subtype, is_error=is_error, text=text_of(obj.get("result")),
                      permission_denials=denials)]
    if kind in _MESSAGE_TYPES:
        ctx.seen_non_system = True
        return _message(obj, kind, line, offset, ctx, fmt)
    return [Event(Kind.OTHER, line, offset, fmt, session=ctx.session, raw_type=as_str(kind))]


def _message(obj: dict[str, Any], kind: str, line: int, offset: int, ctx: ParseContext,
             fmt: Format) -> list[Event]:
    message = obj.get("message")
    if isinstance(message, str):
        content: Any = message
        model = ""
    else:
        message = as_dict(message)
        content = message.get("content")
        model = as_str(message.get("model"))
    if isinstance(content, str):
        text_kind = Kind.TEXT if kind == "assistant" else Kind.PROMPT
        return [Event(text_kind, line, offset, fmt, session=ctx.session, raw_type=kind, text=content,
                      model=model)]
    events: list[Event] = []
    calls = 0
    for index, block in enumerate(as_list(content)):
        event = _block(as_dict(block), kind, line, offset, ctx, fmt, model)
        if event is not None:
            event.block = index
            events.append(event)
            calls += event.kind is Kind.TOOL_USE
    ctx.note_calls(line, calls)
    return events or [Event(Kind.OTHER, line, offset, fmt, session=ctx.session, raw_type=kind)]


def _block(block: dict[str, Any], kind: str, line: int, offset: int, ctx: ParseContext,
           fmt: Format, model: str) -> Event | None:
    btype = block.get("type")
    session = ctx.session
    # Events are built with their fields spelled out (not from a shared dict of keyword
    # arguments): this runs for most lines of a stream, and the dict cost a third of it
    if btype in ("tool_use", "server_tool_use"):
        event = Event(Kind.TOOL_USE, line, offset, fmt, session=session, raw_type=kind, model=model,
                      tool=as_str(block.get("name")), tool_id=as_str(block.get("id")),
                      tool_input=block.get("input"))
        ctx.remember_tool(event)
        return event
    if btype == "tool_result":
        tool_id = as_str(block.get("tool_use_id"))
        use = ctx.pair(tool_id)
        output = text_of(block.get("content"))
        match = _EXIT_CODE.match(output)
        exit_code = as_int(int(match.group(1))) if match else None
        return Event(Kind.TOOL_RESULT, line, offset, fmt, session=session, raw_type=kind, model=model,
                     tool=use.tool if use else "", tool_id=tool_id,
                     tool_input=use.tool_input if use else None, output=output,
                     is_error=block.get("is_error") is True, exit_code=exit_code,
                     use_line=use.line if use else None)
    if btype == "text" or btype is None and "text" in block:
        return Event(Kind.TEXT if kind == "assistant" else Kind.PROMPT, line, offset, fmt, session=session,
                     raw_type=kind, model=model, text=as_str(block.get("text")))
    if btype in ("thinking", "redacted_thinking"):
        return Event(Kind.THINKING, line, offset, fmt, session=session, raw_type=kind, model=model,
                     text=as_str(block.get("thinking")))
    return None
