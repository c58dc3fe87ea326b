"""Make structured facts safe to put into a retry prompt.

A fact (a module name, a path, a denied command) is the only thing from an
agent's stream that may reach the next agent's prompt. It must not be able to
carry instructions ("ignore previous instructions ..."), markup or control
characters, so facts are restricted to identifier-like tokens and capped.
"""

from __future__ import annotations

import re

_TOKEN = re.compile(r"\A[\w.@/+:=-]{1,120}\Z")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069]")
#: the same, but keeping what multi-line text needs: tab, line feed, carriage return
_CONTROL_MULTILINE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069]")
MAX_FACT_CHARS = 80


def safe_token(value: str, max_len: int = MAX_FACT_CHARS) -> str | None:
    """The value if it is a single identifier/path-like token, else None."""
    value = _CONTROL.sub("", str(value)).strip().strip("'\"`")
    if not value or not _TOKEN.match(value):
        return None
    if len(value) > max_len:
        value = value[: max_len - 1] + "…"
    return value


def safe_command(command: str, words: int = 2) -> str | None:
    """The program and first argument(s) of a command, e.g. ``git push``."""
    parts = []
    for word in _CONTROL.sub(" ", command).split():
        if word.startswith("-") or not _TOKEN.match(word):
            break
        parts.append(word.rsplit("/", 1)[-1] if not parts else word)
        if len(parts) == words:
            break
    return " ".join(parts)[:MAX_FACT_CHARS] if parts else None


def _stand_in(match: re.Match[str]) -> str:
    return "␛" if match.group(0) == "\x1b" else " "


def inert_text(value: str, limit: int = 400) -> str:
    """Text for display: control characters removed, length capped."""
    value = _CONTROL.sub(_stand_in, value)
    return value if len(value) <= limit else value[: limit - 1] + "…"


def editable_text(value: str) -> str:
    """Multi-line text for an editor widget: as :func:`inert_text`, but lines and tabs kept, never cut.

    An editor draws its text as it is (Textual only drops BEL, BS, VT, FF and
    CR), so an ESC in a prompt would reach the terminal; here it becomes a
    visible ``␛`` and every other control character a space.
    """
    return _CONTROL_MULTILINE.sub(_stand_in, value)
