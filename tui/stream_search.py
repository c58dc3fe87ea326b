"""Regex search over a stream file through its :class:`~tui.stream_index.LineIndex`.

Why a module of its own: the search must work on 100 MB streams without
loading them, so it scans the file in chunks (``os.pread``, never the whole
file) on a thread, maps every match's byte offset to a line through the index's
line starts (a binary search), and reports the matching lines as it goes, so
the count can grow on screen while the scan runs.

Smart case, as in vim and less: case-insensitive unless the pattern has an
uppercase letter (escapes such as ``\\S`` do not count).
"""

from __future__ import annotations

import os
import re
from array import array
from bisect import bisect_right
from dataclasses import dataclass
from typing import Callable

from retriage.tui.stream_index import LineIndex

CHUNK = 4 * 1024 * 1024


@dataclass(frozen=True)
class Pattern:
    """A compiled search: the same regex for the file's bytes and for a rendered row's text."""

    source: str
    text: re.Pattern[str]
    raw: re.Pattern[bytes]

    @property
    def ignore_case(self) -> bool:
        return bool(self.text.flags & re.IGNORECASE)


class PatternError(ValueError):
    """A pattern that does not compile; the message is one line, fit for a toast."""


def smart_case(pattern: str) -> bool:
    """True when the pattern asks for exact case (an uppercase letter that is not an escape)."""
    escaped = False
    for char in pattern:
        if escaped:
            escaped = False
            continue
        if char == "\\":
            escaped = True
        elif char.isupper():
            return True
    return False


def compile_pattern(source: str) -> Pattern:
    """Compile ``source`` for text and bytes, smart case; :class:`PatternError` with one line if invalid."""
    if not source:
        raise PatternError("empty pattern")
    flags = 0 if smart_case(source) else re.IGNORECASE
    try:
        text = re.compile(source, flags)
        raw = re.compile(source.encode("utf-8"), flags)
    except re.error as exc:
        raise PatternError(f"invalid pattern {source[:60]!r}: {exc}") from None
    except (OverflowError, RecursionError, ValueError) as exc:
        raise PatternError(f"invalid pattern {source[:60]!r}: {exc}") from None
    if text.fullmatch(""):
        raise PatternError(f"pattern {source[:60]!r} matches empty text: every line would match")
    return Pattern(source, text, raw)


def scan(index: LineIndex, pattern: Pattern, progress: Callable[[array], None] | None = None,
         cancelled: Callable[[], bool] | None = None, chunk: int = CHUNK) -> array:
    """0-based indices of the lines of ``index`` that match, in order.

    Reads the indexed part of the file chunk by chunk, each chunk cut at a line
    end, so a match never straddles two reads and memory stays at one chunk
    plus the result. ``progress`` gets the lines found so far after each chunk.
    """
    found = array("q")
    starts = index.starts
    count = len(starts)
    if not count:
        return found
    end = index.scanned
    try:
        fd = os.open(index.path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError:
        return found
    try:
        position = starts[0]
        last = -1
        while position < end:
            if cancelled is not None and cancelled():
                break
            data = os.pread(fd, min(chunk, end - position), position)
            if not data:
                break
            cut = data.rfind(b"\n")
            if cut < 0 and position + len(data) < end:
                # one line longer than the chunk: read that line whole (rare; bounded by the file)
                data = os.pread(fd, end - position, position)
                cut = data.find(b"\n")
            used = cut + 1 if cut >= 0 else len(data)  # up to the last whole line: no copy, an end position
            for match in pattern.raw.finditer(data, 0, used):
                line = bisect_right(starts, position + match.start(), 0, count) - 1
                if line != last and line >= 0:
                    found.append(line)
                    last = line
            position += used
            if progress is not None:
                progress(found)
    finally:
        os.close(fd)
    return found
