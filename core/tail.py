"""Follow a growing stream file by byte offset.

Each :meth:`StreamTail.read_new` reads only the bytes appended since the last
call. If the file shrank or was replaced (log rotation, a rewrite), the parser
is reset and the file is read from the start, and ``reset`` says so, so that
callers throw away what they derived from the old content.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from core.events import Event
from core.streams import StreamParser

CHUNK = 1024 * 1024


@dataclass
class ReadResult:
    events: list[Event]
    reset: bool
    error: str = ""


class StreamTail:
    def __init__(self, path: Path, max_bytes_per_read: int | None = None) -> None:
        self.path = path
        self.parser = StreamParser()
        self._identity: tuple[int, int] | None = None
        self.max_bytes_per_read = max_bytes_per_read

    @property
    def offset(self) -> int:
        return self.parser.fed

    def read_new(self) -> ReadResult:
        reset = False
        try:
            fd = os.open(self.path, os.O_RDONLY)
        except FileNotFoundError:
            return ReadResult([], False, "")
        except OSError as exc:
            return ReadResult([], False, f"{self.path.name}: cannot read: {exc.strerror}")
        try:
            st = os.fstat(fd)
            identity = (st.st_dev, st.st_ino)
            if self._identity is not None and (identity != self._identity or st.st_size < self.parser.fed):
                self.parser = StreamParser()
                reset = True
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
                events.extend(self.parser.feed(data))
        except IsADirectoryError:
            return ReadResult([], reset, f"{self.path.name}: is a directory, expected a file")
        except OSError as exc:
            return ReadResult([], reset, f"{self.path.name}: cannot read: {exc.strerror}")
        finally:
            os.close(fd)
        return ReadResult(events, reset)
