"""Normalisers: one module per stream format, each turning a parsed JSON object
into zero or more :class:`core.events.Event`.

:func:`normalise` detects the format of every object on its own (real files mix
them: an orchestrator log can embed Codex events between its own lines) and
dispatches to the module that owns that shape.
"""

from __future__ import annotations

from typing import Any

from retriage.core import jsonlib
from retriage.core.events import Event, Format, Kind
from retriage.core.formats import claude, codex, codex_rollout, opencode, osmia
from retriage.core.formats.context import ParseContext

__all__ = ["ParseContext", "normalise"]


def normalise(obj: Any, line: int, offset: int, ctx: ParseContext) -> list[Event]:
    """Turn one decoded JSON value into events; unknown shapes become OTHER."""
    if not isinstance(obj, dict):
        return [Event(Kind.OTHER, line, offset, Format.UNKNOWN, raw_type=type(obj).__name__)]
    if not isinstance(obj.get("type"), str):
        if _is_error_report(obj):
            return [Event(Kind.ERROR, line, offset, Format.UNKNOWN, is_error=True, text=jsonlib.dumps(obj)[:_ERROR_TEXT_MAX])]
        return [Event(Kind.OTHER, line, offset, Format.UNKNOWN)]
    raw_type = obj.get("type")
    for module in _BY_TYPE.get(raw_type, ()):
        if module.accepts(obj):
            return module.normalise(obj, line, offset, ctx)
    if _is_error_report(obj):
        # another agent CLI's error object ({"type": "error", ...}, {"log": {"level": "error"}}):
        # its text is an engine error, whatever the format
        return [Event(Kind.ERROR, line, offset, Format.UNKNOWN, raw_type=str(raw_type), is_error=True,
                      text=jsonlib.dumps(obj)[:_ERROR_TEXT_MAX])]
    return [Event(Kind.OTHER, line, offset, Format.UNKNOWN, raw_type=raw_type if isinstance(raw_type, str) else "")]


_ERROR_TEXT_MAX = 8192

#: the formats in the order they are tried; each accepts only lines of its ``TYPES``
_ORDER = (codex, codex_rollout, claude, osmia, opencode)
#: per line type, the formats that may accept it, in that order: a Claude line is not first
#: offered to the two Codex formats that cannot take it (this runs for every line)
_BY_TYPE = {kind: tuple(m for m in _ORDER if kind in m.TYPES) for module in _ORDER for kind in module.TYPES}


def _is_error_report(obj: dict[str, Any]) -> bool:
    kind = obj.get("type")
    if kind in ("error", "session.error"):
        return True
    log = obj.get("log")
    level = (log if isinstance(log, dict) else obj).get("level")
    return level in ("error", "fatal")
