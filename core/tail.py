"""Follow a growing stream file by byte offset.

Each :meth:`StreamTail.read_new` reads only the bytes appended since the last
call. If the file shrank or was replaced (log rotation, a rewrite), the parser
is reset and the file is read from the start, and ``reset`` says so, so that
callers throw away what they derived from the old content.

A file truncated and rewritten in place keeps its inode and may already be
longer than what was read when we look again, so the size alone cannot tell.
:func:`probe` keeps a few KiB from the start and from the end of what was
read; if those bytes are no longer the same, the file was rewritten.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from retriage.core.events import Event
from retriage.core.formats.skip import SkipRules
from retriage.core.streams import StreamParser

CHUNK = 1024 * 1024
#: bytes compared at the start and at the end of what was already read
PROBE = 4096


def not_a_file(name: str, mode: int) -> str:
    """Why a stream path cannot be read as a stream ("" if it is a regular file).

    Open such paths with O_NONBLOCK and ask this of ``fstat``: a FIFO planted as
    events.ndjson must be reported, not waited on.
    """
    if stat.S_ISDIR(mode):
        return f"{name}: is a directory, expected a file"
    if not stat.S_ISREG(mode):
        return f"{name}: not a regular file, not read"
    return ""


def probe(fd: int, end: int) -> bytes:
    """Up to :data:`PROBE` bytes from the start and from the end of the file's first ``end`` bytes.

    Append-only files keep them; a rewrite (same inode, any size) almost never does.
    """
    if end <= 0:
        return b""
    head = os.pread(fd, min(end, PROBE), 0)
    if end <= PROBE:
        return head
    return head + os.pread(fd, PROBE, end - PROBE)


@dataclass
class ReadResult:
    events: list[Event]
    reset: bool
    error: str = ""


class StreamTail:
    def __init__(self, path: Path, max_bytes_per_read: int | None = None, lean: SkipRules | None = None) -> None:
        self.path = path
        self.lean = lean
        self.parser = StreamParser(lean=lean)
        self._identity: tuple[int, int] | None = None
        self._probe = b""  # probe() of what the parser was fed
        self.max_bytes_per_read = max_bytes_per_read

    @property
    def offset(self) -> int:
        return self.parser.fed

    def read_new(self, sink: Callable[[list[Event]], None] | None = None,
                 on_reset: Callable[[], None] | None = None) -> ReadResult:
        """Parse what was appended since the last call.

        With ``sink``, events are handed over a chunk at a time (and not kept),
        so a 1 GB stream never sits in memory as one list of events.
        ``on_reset`` is called before re-reading a file that shrank or was
        replaced, so the caller can drop what it derived from the old one.
        """
        reset = False
        try:
            # O_NONBLOCK: a FIFO planted as events.ndjson must not hang us
            fd = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)
        except FileNotFoundError:
            return ReadResult([], False, "")
        except OSError as exc:
            return ReadResult([], False, f"{self.path.name}: cannot read: {exc.strerror}")
        try:
            st = os.fstat(fd)
            problem = not_a_file(self.path.name, st.st_mode)
            if problem:
                return ReadResult([], False, problem)
            identity = (st.st_dev, st.st_ino)
            if self._identity is not None and (identity != self._identity or st.st_size < self.parser.fed
                                               or probe(fd, self.parser.fed) != self._probe):
                self.parser = StreamParser(lean=self.lean)
                reset = True
                if on_reset is not None:
                    on_reset()
            self._identity = identity
            events: list[Event] = []
            position = self.parser.fed
            budget = self.max_bytes_per_read
            while True:
                want = CHUNK if budget is None else min(CHUNK, budget)
                if want <= 0:
                    break
                data = os.pread(fd, want, position)
                if not data:
                    break
                position += len(data)
                if budget is not None:
                    budget -= len(data)
                chunk = self.parser.feed(data)
                if sink is not None:
                    if chunk:
                        sink(chunk)
                else:
                    events.extend(chunk)
            self._probe = probe(fd, position)
        except OSError as exc:
            return ReadResult([], reset, f"{self.path.name}: cannot read: {exc.strerror}")
        finally:
            os.close(fd)
        return ReadResult(events, reset)
