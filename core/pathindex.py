"""Which remembered path names the same file as a path an agent wrote another way.

An agent names one file as ``./src/app.py``, ``src/app.py`` or ``/repo/src/app.py`` from one call to
the next. :class:`EditTracker <retriage.core.detectors.EditTracker>` matched a path against every path
it remembered (a scan with ``endswith`` per edit, so a run editing thousands of files paid thousands of
comparisons per edit). Every path that can match shares the path's last component (or that of the path
with its leading dots and slashes stripped), so keeping the remembered paths in buckets by their last
component turns the scan into one or two short bucket walks, with the very same answer: the earliest
remembered path that matches, in the order they were remembered.
"""

from __future__ import annotations


def basename(path: str) -> str:
    """The last ``/``-separated component (``""`` for a path ending in ``/``)."""
    return path.rpartition("/")[2]


class SuffixIndex:
    """Paths in the order they were added (a removed and re-added path counts as new), by basename."""

    __slots__ = ("_rank", "_buckets", "_next", "base")

    def __init__(self) -> None:
        self._rank: dict[str, int] = {}
        self._buckets: dict[str, list[str]] = {}
        self._next = 0
        #: path -> its basename, computed once
        self.base: dict[str, str] = {}

    def __contains__(self, key: str) -> bool:
        return key in self._rank

    def __len__(self) -> int:
        return len(self._rank)

    def add(self, key: str) -> None:
        """Remember ``key`` last (no-op if it is remembered already)."""
        if key in self._rank:
            return
        self._rank[key] = self._next
        self._next += 1
        name = basename(key)
        self.base[key] = name
        self._buckets.setdefault(name, []).append(key)

    def remove(self, key: str) -> None:
        name = self.base.pop(key, None)
        if name is None:
            return
        del self._rank[key]
        bucket = self._buckets[name]
        bucket.remove(key)
        if not bucket:
            del self._buckets[name]

    def find(self, path: str) -> str:
        """The earliest remembered path naming the file ``path`` names, else ``path`` itself (quotes
        stripped): one equal to it, one ending in ``/`` + the path without its leading dots and slashes
        (``./a.py`` and ``src/a.py``; ``.env`` as ``env``, as it always did), or one the path ends in
        after a ``/`` (``/repo/src/a.py`` and ``src/a.py``)."""
        path = path.strip("'\"")
        bare = path.lstrip("./")
        suffix = "/" + bare
        best = ""
        best_rank = -1
        name, other = path.rpartition("/")[2], bare.rpartition("/")[2]  # basename() inlined: once per edit
        for name in (name,) if name == other else (name, other):
            for key in self._buckets.get(name, ()):
                if key == path or key.endswith(suffix) or path.endswith("/" + key):
                    rank = self._rank[key]
                    if best_rank < 0 or rank < best_rank:
                        best, best_rank = key, rank
                    break  # a bucket is in the order its paths were added: the first match is its earliest
        return best if best_rank >= 0 else path
