"""The one internal event model every stream format is normalised into.

Claude Code, Osmia and Codex all describe the same handful of things (the agent
said something, called a tool, got a result, finished) in different shapes. The
analyser only ever sees :class:`Event`, so a new format is a new normaliser and
nothing else changes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Kind(StrEnum):
    """What an event is, independent of the format that carried it."""

    SYSTEM = "system"  # session start, init, heartbeats
    TEXT = "text"  # the agent's own prose
    THINKING = "thinking"  # reasoning blocks (never evidence of a failure)
    PROMPT = "prompt"  # text the user/orchestrator sent to the agent
    TOOL_USE = "tool_use"  # the agent called a tool
    TOOL_RESULT = "tool_result"  # what the tool returned
    RESULT = "result"  # the engine's final outcome for a session
    ERROR = "error"  # a stream-level error reported by the engine/harness
    COST = "cost"  # token/cost accounting
    PLAIN = "plain"  # a non-JSON line (orchestrator log text)
    OTHER = "other"  # a JSON event of a type we do not know (kept, ignored)


class Format(StrEnum):
    CLAUDE = "claude"
    TRANSCRIPT = "transcript"  # ~/.claude/projects/*.jsonl session transcripts
    OSMIA = "osmia"
    CODEX = "codex"
    OPENCODE = "opencode"  # opencode run --format json, @link-assistant/agent
    PLAIN = "plain"
    UNKNOWN = "unknown"


@dataclass(slots=True)
class Event:
    """One normalised event.

    ``line`` is the 1-based physical line in the stream file where the event
    starts and ``offset`` the byte offset of that line, so any consumer can
    seek straight to it. One line may carry several events (a Claude assistant
    message with a text block and two tool calls): they share line and offset
    and differ in ``block``.
    """

    kind: Kind
    line: int
    offset: int
    fmt: Format = Format.UNKNOWN
    block: int = 0
    session: int = 0
    raw_type: str = ""
    subtype: str = ""
    text: str = ""
    tool: str = ""
    tool_id: str = ""
    tool_input: Any = None
    output: str = ""
    is_error: bool = False
    exit_code: int | None = None
    status: str = ""  # codex item status: completed | failed | declined | in_progress
    model: str = ""
    use_line: int | None = None  # for a tool result: the line of its tool_use
    permission_denials: list[dict[str, Any]] = field(default_factory=list)
    files: list[str] = field(default_factory=list)  # paths a file_change touched

    @property
    def flagged(self) -> bool:
        """A tool result that says it failed: is_error, a non-zero exit, failed/declined."""
        return self.is_error or self.exit_code not in (None, 0) or self.status in ("failed", "declined")

    @property
    def is_final_result(self) -> bool:
        return self.kind is Kind.RESULT

    @property
    def failed_result(self) -> bool:
        """A final result that reports failure (whatever its subtype claims)."""
        return self.kind is Kind.RESULT and self.is_error


@dataclass(slots=True)
class Malformed:
    """A line that could not be read: counted and reported, never fatal."""

    line: int
    offset: int
    reason: str


@dataclass(slots=True)
class Skipped:
    """A line the lean parser counted instead of normalising (core/formats/skip.py).

    Its events are ones the analyser never scans (prose, thinking, file contents):
    all it needs of them is how many there were and which was the agent's last, so
    its sequence numbers and "did the agent act" stay what the full path makes them.
    ``kind`` is None so a consumer's ``event.kind`` dispatch can tell it apart.
    """

    line: int
    offset: int
    #: how many events the full path makes of the line
    events: int
    #: 1-based index of the last of them the agent produced (text, thinking, a result); 0 if none
    agent: int
    #: the line of the call a skipped tool result answers (0: none), as the full path's ``use_line``
    use_line: int = 0
    #: the shell command of a skipped reading command's output (``cat``, ``ls``): the analyser still
    #: counts it as a command that ran fine (the agent moved on from an earlier error)
    command: str = ""
    kind = None
