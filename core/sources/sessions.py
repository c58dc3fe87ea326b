"""Sources whose runs are session files of another program, read in place.

The listing is kept as an index (run id -> file, file -> run id) so that the
watcher can map a changed file to its run without walking the tree again, and
so that a run id from the table finds its file.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable

from retriage.core import jsonlib
from retriage.core.sources.base import DEFAULT_LIVE_SECONDS, RunRef, Source, decisions_home, safe_id

#: how much of a file is read to learn what it is (its first lines)
SNIFF_BYTES = 64 * 1024


def first_objects(path: Path, limit: int = 8) -> list[dict]:
    """The first JSON objects of a JSONL file (a few lines, never more than SNIFF_BYTES)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(SNIFF_BYTES)
    except OSError:
        return []
    out: list[dict] = []
    for raw in data.split(b"\n")[:-1] if len(data) == SNIFF_BYTES else data.split(b"\n"):
        raw = raw.strip()
        if not raw.startswith(b"{"):
            continue
        try:
            obj = jsonlib.loads(raw)
        except ValueError:
            continue
        if isinstance(obj, dict):
            out.append(obj)
            if len(out) >= limit:
                break
    return out


def scan_dir(path: Path) -> list[os.DirEntry]:
    """The entries of a directory, sorted by name, hidden ones left out. Raises OSError (one line)."""
    try:
        with os.scandir(path) as it:
            entries = [e for e in it if not e.name.startswith(".")]
    except OSError as exc:
        raise OSError(f"{path}: cannot list: {exc.strerror or exc}") from None
    return sorted(entries, key=lambda e: e.name)


def is_file(entry: os.DirEntry) -> bool:
    try:
        return entry.is_file()
    except OSError:
        return False


def is_dir(entry: os.DirEntry) -> bool:
    try:
        return entry.is_dir()
    except OSError:
        return False


class SessionSource(Source):
    """Runs that are files; the subclass says where they are (:meth:`scan`)."""

    def __init__(self, root: Path, live_seconds: float = DEFAULT_LIVE_SECONDS, key_root: Path | None = None) -> None:
        super().__init__(root.resolve())
        self.live_seconds = live_seconds
        self.decisions_root = decisions_home(self.kind, (key_root or root).resolve())
        self._by_id: dict[str, RunRef] = {}
        self._by_path: dict[str, str] = {}
        self._listed = False

    def scan(self) -> tuple[list[RunRef], list[str]]:
        raise NotImplementedError

    def make_ref(self, run_id: str, stream: Path, parent: str | None = None) -> RunRef:
        return RunRef(run_id, stream, self.kind, stream, self.decisions_root, parent, self.live_seconds)

    def listing(self) -> tuple[list[RunRef], list[str]]:
        refs, warnings = self.scan()
        unique: dict[str, RunRef] = {}
        for ref in refs:
            if ref.run_id in unique:
                warnings.append(f"{ref.stream}: skipped, same run id as {unique[ref.run_id].stream}")
                continue
            unique[ref.run_id] = ref
        self._by_id = unique
        self._by_path = {str(ref.stream): ref.run_id for ref in unique.values()}
        self._listed = True
        return list(unique.values()), warnings

    def ref(self, run_id: str) -> RunRef | None:
        if not self._listed:
            try:
                self.listing()
            except OSError:
                return None
        ref = self._by_id.get(run_id)
        if ref is None or not ref.stream.is_file():
            return None
        return ref

    def ref_for_file(self, path: Path) -> RunRef:
        """The run of one session file (named on the command line), whatever its name."""
        path = path.resolve()
        try:
            self.listing()
        except OSError:
            pass
        run_id = self._by_path.get(str(path))
        if run_id is not None:
            return self._by_id[run_id]
        return self.make_ref(safe_id(path.stem), path)

    def runs_for_changes(self, paths: Iterable[str]) -> tuple[set[str], bool]:
        ids: set[str] = set()
        rescan = False
        for raw in paths:
            run_id = self._by_path.get(str(Path(raw)))
            if run_id is not None:
                ids.add(run_id)
            elif raw.endswith(".jsonl") or not os.path.splitext(raw)[1]:
                rescan = True  # a new session, or a folder that may hold some
        return ids, rescan
