"""OpenAI Codex ``codex exec --json``: thread/turn/item events.

A ``command_execution`` item is announced by ``item.started`` and finished by
``item.completed``; we emit the tool use at the first and the result at the
second, paired by the item id. A completed item that was never announced gets
both at once. ``status: declined`` means the sandbox or approval policy
refused the command.

A ``command_execution`` whose command is ``apply_patch <<'PATCH' … PATCH`` (the model
called the patch tool through the shell) is an edit like the rollouts' ``apply_patch``:
its hunks become old/new pairs, so a skip marker or a changed assertion is seen in the
diff it carries; the ``file_change`` item that follows names only the paths.
"""

from __future__ import annotations

import re
from typing import Any

from retriage.core.events import Event, Format, Kind
from retriage.core.formats.codex_rollout import patch_use_input
from retriage.core.formats.context import ParseContext, as_dict, as_int, as_list, as_str, text_of

#: the command is the patch tool itself (maybe inside Codex's ``bash -lc``), not a script quoting a patch
_APPLY_PATCH = re.compile(r"""\s*(?:(?:/bin/)?(?:ba)?sh\s+-l?c\s+['"]?)?apply_patch\b""")
_TOP = {"thread.started", "turn.started", "turn.completed", "turn.failed", "item.started",
        "item.updated", "item.completed", "error"}


#: every line type :func:`accepts` can accept (core/formats/__init__.py dispatches by it)
TYPES = frozenset(_TOP)

def accepts(obj: dict[str, Any]) -> bool:
    kind = obj.get("type")
    if kind == "error":
        return "message" in obj and "tool" not in obj
    return kind in _TOP


def normalise(obj: dict[str, Any], line: int, offset: int, ctx: ParseContext) -> list[Event]:
    kind = as_str(obj.get("type"))
    if kind == "item.started" or kind == "item.completed":  # most lines: no keyword dict for them
        ctx.seen_non_system = True
        return _item(as_dict(obj.get("item")), kind == "item.completed", line, offset, kind, ctx)
    base = dict(line=line, offset=offset, fmt=Format.CODEX, raw_type=kind)
    if kind == "thread.started":
        ctx.start_session()
        return [Event(Kind.SYSTEM, session=ctx.session, subtype=kind, **base)]
    if kind in ("turn.started",):
        return [Event(Kind.SYSTEM, session=ctx.session, subtype=kind, **base)]
    ctx.seen_non_system = True
    if kind == "turn.completed":
        # codex exec runs one turn: its end is the run's result
        return [Event(Kind.RESULT, session=ctx.session, subtype=kind, **base)]
    if kind == "turn.failed":
        message = text_of(as_dict(obj.get("error")).get("message")) or text_of(obj.get("error"))
        return [Event(Kind.RESULT, session=ctx.session, subtype=kind, is_error=True, text=message, **base)]
    if kind == "error":
        return [Event(Kind.ERROR, session=ctx.session, is_error=True, text=text_of(obj.get("message")), **base)]
    return [Event(Kind.OTHER, session=ctx.session, **base)]  # item.updated


def _item(item: dict[str, Any], completed: bool, line: int, offset: int, raw_type: str,
          ctx: ParseContext) -> list[Event]:
    # the frequent items' events are built with their fields spelled out: expanding a shared
    # ``**base`` dict cost a third of building them, and these are most lines of a Codex stream
    itype = as_str(item.get("type"))
    item_id = as_str(item.get("id"))
    session = ctx.session
    codex = Format.CODEX
    if itype == "command_execution":
        command = item.get("command")
        # a plain string (most commands) is its own text: no join over an empty list first; and the
        # pattern needs the word apply_patch, a C substring test that rules out nearly every command
        text = command if isinstance(command, str) else " ".join(as_str(c) for c in as_list(command)) or as_str(command)
        patch = patch_use_input({"command": command}) if "apply_patch" in text and _APPLY_PATCH.match(text) else None
        if patch is not None:
            return _tool(item_id, "apply_patch", patch, completed, item, text_of(item.get("aggregated_output")),
                         line, offset, raw_type, session, itype, ctx)
        return _tool(item_id, "shell", {"command": item.get("command")}, completed, item,
                     text_of(item.get("aggregated_output")), line, offset, raw_type, session, itype, ctx)
    if itype in ("agent_message", "assistant_message"):
        return [Event(Kind.TEXT, line, offset, codex, session=session, raw_type=raw_type, subtype=itype,
                      text=text_of(item.get("text")))] if completed else []
    if itype == "file_change":
        changes = [as_dict(c) for c in as_list(item.get("changes"))]
        files = [as_str(c.get("path")) for c in changes if as_str(c.get("path"))]
        if not completed:
            return []
        status = as_str(item.get("status"))
        return [Event(Kind.TOOL_USE, line, offset, codex, session=session, raw_type=raw_type, subtype=itype,
                      tool="file_change", tool_id=item_id, tool_input={"changes": changes},
                      files=files, status=status, is_error=status == "failed")]
    base = dict(line=line, offset=offset, fmt=codex, raw_type=raw_type, session=session, subtype=itype)
    if itype == "reasoning":
        return [Event(Kind.THINKING, text=text_of(item.get("text")), **base)] if completed else []
    if itype == "error":
        return [Event(Kind.ERROR, is_error=True, text=text_of(item.get("message")), **base)]
    if itype == "mcp_tool_call":
        name = f"{as_str(item.get('server'))}.{as_str(item.get('tool'))}".strip(".")
        output = text_of(item.get("error")) or text_of(item.get("result"))
        return _tool(item_id, name or "mcp", item.get("arguments"), completed, item, output, line, offset, raw_type,
                     session, itype, ctx)
    if itype == "web_search":
        return [Event(Kind.TOOL_USE, tool="web_search", tool_id=item_id,
                      tool_input={"query": item.get("query")}, **base)] if completed else []
    return [Event(Kind.OTHER, **base)]


def _tool(item_id: str, name: str, tool_input: Any, completed: bool, item: dict[str, Any], output: str,
          line: int, offset: int, raw_type: str, session: int, subtype: str, ctx: ParseContext) -> list[Event]:
    if not completed:
        use = Event(Kind.TOOL_USE, line, offset, Format.CODEX, session=session, raw_type=raw_type, subtype=subtype,
                    tool=name, tool_id=item_id, tool_input=tool_input,
                    files=_files(tool_input) if name == "apply_patch" else [])
        ctx.remember_tool(use)
        return [use]
    events: list[Event] = []
    use = ctx.pair(item_id)
    if use is None:
        use = Event(Kind.TOOL_USE, line, offset, Format.CODEX, session=session, raw_type=raw_type, subtype=subtype,
                    tool=name, tool_id=item_id, tool_input=tool_input,
                    files=_files(tool_input) if name == "apply_patch" else [])
        events.append(use)
    status = as_str(item.get("status"))
    exit_code = as_int(item.get("exit_code"))
    failed = status in ("failed", "declined") or (exit_code is not None and exit_code != 0)
    events.append(Event(Kind.TOOL_RESULT, line, offset, Format.CODEX, session=session, raw_type=raw_type,
                        subtype=subtype, tool=name, tool_id=item_id, tool_input=tool_input, output=output,
                        exit_code=exit_code, status=status, is_error=failed, use_line=use.line))
    return events


def _files(tool_input: Any) -> list[str]:
    """The paths an apply_patch input names, once each."""
    changes = as_list(as_dict(tool_input).get("changes"))
    return list(dict.fromkeys(as_str(as_dict(c).get("path")) for c in changes if as_str(as_dict(c).get("path"))))
