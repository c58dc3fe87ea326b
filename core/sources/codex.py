"""Codex's ``~/.codex/sessions/YYYY/MM/DD/rollout-<time>-<uuid>.jsonl``, or any folder below it.

One rollout file is one run; its id is the file name without ``.jsonl``
(``rollout-2026-11-20T09-14-03-<uuid>``), unique and stable. The stream is
read by :mod:`retriage.core.formats.codex_rollout`.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from retriage.core.sources.base import CODEX, DEFAULT_LIVE_SECONDS, RunRef, safe_id
from retriage.core.sources.sessions import SessionSource, first_objects

ROLLOUT = re.compile(r"\Arollout-.+\.jsonl\Z")
DATE_PART = re.compile(r"\A\d{2,4}\Z")


def is_rollout(path: Path) -> bool:
    objs = first_objects(path, limit=2)
    return bool(objs) and objs[0].get("type") in ("session_meta", "response_item", "event_msg", "turn_context") \
        and isinstance(objs[0].get("payload"), dict)


def sessions_root(path: Path) -> Path:
    """``sessions/`` for a folder below it (``sessions/2026/11/20`` -> ``sessions``)."""
    root = path
    for _ in range(3):
        if DATE_PART.match(root.name) and root.parent != root:
            root = root.parent
    return root


def holds_rollouts(path: Path, depth: int = 3) -> bool:
    """Rollout files here, or below in date folders (YYYY/MM/DD), looking no deeper than ``depth``."""
    try:
        with os.scandir(path) as it:
            entries = sorted(it, key=lambda e: e.name, reverse=True)  # newest date first
    except OSError:
        return False
    for entry in entries:
        try:
            if ROLLOUT.match(entry.name) and entry.is_file():
                return True
            if depth and DATE_PART.match(entry.name) and entry.is_dir() and holds_rollouts(Path(entry.path), depth - 1):
                return True
        except OSError:
            continue
    return False


class CodexSessions(SessionSource):
    kind = CODEX

    def __init__(self, root: Path, live_seconds: float = DEFAULT_LIVE_SECONDS) -> None:
        root = root.resolve()
        super().__init__(root, live_seconds, key_root=sessions_root(root))

    def scan(self) -> tuple[list[RunRef], list[str]]:
        warnings: list[str] = []

        def failed(exc: OSError) -> None:
            if exc.filename and os.fspath(exc.filename) == str(self.root):
                raise OSError(f"{self.root}: cannot list: {exc.strerror or exc}")
            warnings.append(f"{exc.filename}: skipped: {exc.strerror or exc}")

        refs: list[RunRef] = []
        for folder, dirs, files in os.walk(self.root, onerror=failed):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(files):
                if ROLLOUT.match(name):
                    path = Path(folder, name)
                    refs.append(self.make_ref(safe_id(name[: -len(".jsonl")]), path))
        refs.sort(key=lambda r: r.run_id)
        return refs, warnings
