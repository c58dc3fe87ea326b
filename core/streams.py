"""Incremental, fault-tolerant reading of an agent's event stream.

:class:`StreamParser` is fed raw bytes as they arrive and returns the events of
every *complete* line. It never raises on content: a line that cannot be read is
recorded as :class:`~core.events.Malformed` and parsing goes on. A partial last
line stays buffered until its newline arrives, so a file being written is never
half-read. Memory is bounded: an over-long line is skipped (and reported)
instead of buffered, and pretty-printed objects are capped in size.

Accepted around the JSON itself, because orchestrators really write this:
``[timestamp] [LEVEL] `` prefixes, plain text lines (kept as PLAIN events), and
JSON objects pretty-printed over several lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from types import ModuleType

from retriage.core import jsonlib
from retriage.core.events import Event, Format, Kind, Malformed, Skipped
from retriage.core.formats import ParseContext, normalise
from retriage.core.formats.skip import SkipRules, skip

#: A line longer than this is not JSON anyone should keep in memory.
DEFAULT_MAX_LINE_BYTES = 8 * 1024 * 1024
#: Pretty-printed objects: stop accumulating past this many lines or bytes.
MAX_BLOCK_LINES = 20_000
MAX_BLOCK_BYTES = 8 * 1024 * 1024
#: Only the first malformed lines are kept in detail; all are counted.
MAX_MALFORMED_KEPT = 200

_LOG_PREFIX = re.compile(r"^\[[^\]\n]{1,48}\] \[[A-Za-z]{3,8}\] ?")
#: after a log prefix, a line that can continue a pretty-printed object: indented, a closer, or
#: a string value whose indentation the logger lost
_INNER_LINE = re.compile(r"\s|[}\]\"]")


@dataclass
class ParseStats:
    lines: int = 0
    events: int = 0
    malformed: int = 0
    malformed_kept: list[Malformed] = field(default_factory=list)


class StreamParser:
    """Turns the bytes of one stream file into events, a chunk at a time."""

    def __init__(self, max_line_bytes: int = DEFAULT_MAX_LINE_BYTES, lean: SkipRules | None = None) -> None:
        self.max_line_bytes = max_line_bytes
        #: the lean pipeline's filter: lines that only need counting come out as
        #: :class:`Skipped` (for the analyser only; every other reader wants all events)
        self.lean = lean
        self.consumed = 0  # bytes of complete lines processed
        self.stats = ParseStats()
        self.ctx = ParseContext()
        self.last_result: Event | None = None
        self._buf = bytearray()
        self._skipping = 0  # bytes of an over-long line being skipped
        self._block: list[bytes] | None = None
        self._block_start = (0, 0)
        self._block_bytes = 0
        #: the block's "{" line carried a log prefix: its other lines carry one too
        self._block_prefixed = False

    # -- public -------------------------------------------------------------
    @property
    def pending_bytes(self) -> int:
        """Bytes of a last line still waiting for its newline."""
        return len(self._buf) + self._skipping

    @property
    def fed(self) -> int:
        """Total bytes handed to :meth:`feed` so far (the next read offset)."""
        return self.consumed + self.pending_bytes

    def feed(self, data: bytes) -> list[Event | Skipped]:
        events: list[Event | Skipped] = []
        # one split in C instead of a find and a slice per line in Python; the piece after the
        # last newline (b"" when the data ends with one) waits for the rest of its line
        lines = data.split(b"\n")
        rest = lines.pop()
        for chunk in lines:
            if self._skipping:
                self._finish_long_line(len(chunk) + 1)
                continue
            if self._buf:
                self._buf += chunk
                line = bytes(self._buf)
                self._buf.clear()
            else:
                line = chunk
            if len(line) > self.max_line_bytes:
                self._skipping = len(line)
                self._finish_long_line(1)
                continue
            offset = self.consumed
            self.consumed += len(line) + 1
            self.stats.lines += 1
            events.extend(self._line(line, self.stats.lines, offset))
        if rest:
            self._hold(rest)
        self.stats.events += len(events)
        for event in events:
            if event.kind is Kind.RESULT:
                self.last_result = event
        return events

    def malformed_summary(self) -> str:
        if not self.stats.malformed:
            return ""
        first = self.stats.malformed_kept[0]
        return f"{self.stats.malformed} malformed line(s); first at line {first.line}: {first.reason}"

    # -- internals ------------------------------------------------------------
    def _hold(self, tail: bytes) -> None:
        if self._skipping:
            self._skipping += len(tail)
            return
        self._buf += tail
        if len(self._buf) > self.max_line_bytes:
            self._skipping = len(self._buf)
            self._buf.clear()

    def _finish_long_line(self, extra: int) -> None:
        size = self._skipping + extra - 1
        offset = self.consumed
        self.consumed += size + 1
        self.stats.lines += 1
        self._skipping = 0
        self._bad(self.stats.lines, offset, f"line too long ({size:,} bytes), skipped")

    def _bad(self, line: int, offset: int, reason: str) -> None:
        self.stats.malformed += 1
        if len(self.stats.malformed_kept) < MAX_MALFORMED_KEPT:
            self.stats.malformed_kept.append(Malformed(line, offset, reason))

    def _line(self, raw: bytes, number: int, offset: int) -> list[Event | Skipped]:
        if raw.endswith(b"\r"):
            raw = raw[:-1]
        if raw[:1] == b"{" and self._block is None:
            # fast path, most lines: a bare object parsed from the bytes, no decode/strip copies.
            # Anything it rejects (invalid UTF-8, a lone "{", bad JSON) takes the full path
            # below, which says exactly what is wrong.
            try:
                obj = jsonlib.loads(raw)
            except ValueError:
                pass
            else:
                if self.lean is not None:
                    skipped = self._skip(obj, number, offset)
                    if skipped.__class__ is Skipped:
                        self.stats.events += skipped.events - 1  # type: ignore[union-attr]
                        return [skipped]  # type: ignore[list-item]
                    if skipped is not None:  # the format the filter found accepting the line
                        return self._normalise(obj, number, offset, skipped)
                return self._normalise(obj, number, offset)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            self._abandon_block()
            self._bad(number, offset, f"invalid UTF-8 at byte {exc.start}")
            return []
        if self._block is not None:
            return self._continue_block(raw, text, number, offset)
        body = _LOG_PREFIX.sub("", text, count=1)
        stripped = body.strip()
        if not stripped:
            return []
        if stripped == "{":
            self._block = [b"{"]
            self._block_start = (number, offset)
            self._block_bytes = 1
            self._block_prefixed = len(body) != len(text)
            return []
        if stripped[0] in "{[":
            try:
                obj = jsonlib.loads(stripped)
            except ValueError as exc:
                self._bad(number, offset, f"invalid JSON: {str(exc)[:120]}")
                return []
            return self._normalise(obj, number, offset)
        return [Event(Kind.PLAIN, number, offset, Format.PLAIN, session=self.ctx.session, text=body)]

    def _skip(self, obj: object, number: int, offset: int) -> Skipped | ModuleType | None:
        """The lean filter's answer; a shape that defeats it goes the full way (and is reported there)."""
        assert self.lean is not None
        try:
            return skip(obj, number, offset, self.ctx, self.lean)
        except (RecursionError, ValueError, TypeError, AttributeError, KeyError, IndexError):
            return None

    def _normalise(self, obj: object, number: int, offset: int, module: ModuleType | None = None) -> list[Event]:
        """Normalise one object (with ``module``: the format known to accept it, as the dispatch
        would find); a shape that defeats the normaliser is a malformed line."""
        try:
            if module is not None:
                return module.normalise(obj, number, offset, self.ctx)  # type: ignore[no-any-return]
            return normalise(obj, number, offset, self.ctx)
        except (RecursionError, ValueError, TypeError, AttributeError, KeyError, IndexError) as exc:
            self._bad(number, offset, f"unreadable event ({type(exc).__name__})")
            return []

    def _continue_block(self, raw: bytes, text: str, number: int, offset: int) -> list[Event]:
        prefix = _LOG_PREFIX.match(text)
        if prefix and self._block_prefixed and _INNER_LINE.match(text, prefix.end()):
            # a logger that prefixes every line of a pretty-printed object (hive-mind's solve
            # log around an agent CLI's JSON): the object's own line is what follows the prefix
            text = text[prefix.end():]
            raw = text.encode("utf-8")
        elif prefix:
            # A new log line began before the object closed: the object was cut.
            self._abandon_block()
            return self._line(raw, number, offset)
        assert self._block is not None
        self._block.append(raw)
        self._block_bytes += len(raw) + 1
        if text.rstrip() == "}":
            start_line, start_offset = self._block_start
            data = b"\n".join(self._block)
            self._block = None
            try:
                obj = jsonlib.loads(data)
            except ValueError as exc:
                self._bad(start_line, start_offset, f"invalid multi-line JSON: {str(exc)[:120]}")
                return []
            return self._normalise(obj, start_line, start_offset)
        if len(self._block) > MAX_BLOCK_LINES or self._block_bytes > MAX_BLOCK_BYTES:
            self._abandon_block()
        return []

    def _abandon_block(self) -> None:
        if self._block is not None:
            line, offset = self._block_start
            self._bad(line, offset, f"unterminated multi-line JSON object ({len(self._block)} lines)")
            self._block = None


def parse_bytes(data: bytes) -> tuple[list[Event], StreamParser]:
    """Parse a whole in-memory stream (tests and small files)."""
    parser = StreamParser()
    events = parser.feed(data)
    return events, parser
