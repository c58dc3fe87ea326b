"""OpenCode-family JSON events (``opencode run --format json``, @link-assistant/agent).

Every event carries a ``part``: ``text`` (the agent's prose), ``tool_use`` (one call,
re-emitted as its ``state.status`` goes pending -> running -> completed | error),
``step_start`` and ``step_finish`` (one model step, with its finish reason and tokens).

A call is reported once, when its state is final: a TOOL_USE and its TOOL_RESULT
(``is_error`` for state ``error``). Tool names and input keys are mapped onto the Claude
Code ones (``bash`` -> ``Bash``, ``filePath`` -> ``file_path``) so the channel rules and
the behaviour detectors read them as they read Claude Code's.

A step that finished without a finish reason the engine can act on (``unknown``: the
provider sent none; or a value that is not a reason at all, such as a JSON blob the engine
failed to unpack) ends the agent's loop: the engine's record of it is an engine error,
rendered in the engine's own terms ("unknown finish reason"). Such a step mid-run, followed
by more work, is recovered like any transient engine error.
"""

from __future__ import annotations

from typing import Any

from retriage.core.events import Event, Format, Kind
from retriage.core.formats.context import ParseContext, as_dict, as_int, as_str, text_of

_TYPES = {"step_start", "step_finish", "text", "tool_use", "reasoning"}
#: finish reasons an AI SDK engine acts on (https://ai-sdk.dev: LanguageModelV2FinishReason)
_REASONS = {"stop", "length", "content-filter", "tool-calls", "error", "other"}
_TOOLS = {"bash": "Bash", "read": "Read", "edit": "Edit", "write": "Write", "multiedit": "MultiEdit",
          "glob": "Glob", "grep": "Grep", "list": "LS", "ls": "LS", "todowrite": "TodoWrite",
          "todoread": "TodoRead", "webfetch": "WebFetch", "websearch": "WebSearch", "task": "Task",
          "patch": "apply_patch"}
_KEYS = {"filePath": "file_path", "oldString": "old_string", "newString": "new_string",
         "replaceAll": "replace_all"}


#: every line type :func:`accepts` can accept (core/formats/__init__.py dispatches by it)
TYPES = frozenset(_TYPES)

def accepts(obj: dict[str, Any]) -> bool:
    return obj.get("type") in _TYPES and isinstance(obj.get("part"), dict)


def _input(value: Any) -> Any:
    if not isinstance(value, dict):
        return value
    return {_KEYS.get(k, k): v for k, v in value.items()}


def normalise(obj: dict[str, Any], line: int, offset: int, ctx: ParseContext) -> list[Event]:
    kind = as_str(obj.get("type"))
    part = as_dict(obj.get("part"))
    base = dict(line=line, offset=offset, fmt=Format.OPENCODE, raw_type=kind, session=ctx.session)
    ctx.seen_non_system = True
    if kind == "text":
        return [Event(Kind.TEXT, text=as_str(part.get("text")), **base)]
    if kind == "reasoning":
        return [Event(Kind.THINKING, text=as_str(part.get("text")), **base)]
    if kind == "step_start":
        return [Event(Kind.SYSTEM, subtype=kind, **base)]
    if kind == "step_finish":
        return [_step_finish(part, base)]
    state = as_dict(part.get("state"))
    status = as_str(state.get("status"))
    if status not in ("completed", "error"):
        return [Event(Kind.OTHER, subtype=status, **base)]
    name = as_str(part.get("tool"))
    tool = _TOOLS.get(name, name)
    tool_id = as_str(part.get("callID")) or as_str(part.get("id"))
    tool_input = _input(state.get("input"))
    failed = status == "error"
    output = text_of(state.get("error") if failed else state.get("output"))
    use = Event(Kind.TOOL_USE, tool=tool, tool_id=tool_id, tool_input=tool_input, **base)
    exit_code = as_int(as_dict(state.get("metadata")).get("exit"))
    result = Event(Kind.TOOL_RESULT, block=1, tool=tool, tool_id=tool_id, tool_input=tool_input, output=output,
                   is_error=failed, exit_code=exit_code, status="failed" if failed else "completed",
                   use_line=line, **base)
    return [use, result]


def _step_finish(part: dict[str, Any], base: dict[str, Any]) -> Event:
    reason = part.get("reason")
    if isinstance(reason, str) and reason in _REASONS:
        return Event(Kind.COST, subtype=reason, **base)
    tokens = as_dict(part.get("tokens"))
    shown = reason if isinstance(reason, str) and reason else "none"
    text = (f"step finished with an unknown finish reason ({shown[:80]!r}); "
            f"tokens: input {tokens.get('input', '?')}, output {tokens.get('output', '?')}")
    return Event(Kind.ERROR, subtype="step_finish", is_error=True, text=text, **base)
