"""Edited retry prompts that have not been decided yet, kept so a crash loses nothing.

Drafts live in the user's state directory (``$XDG_STATE_HOME/retriage/drafts``,
default ``~/.local/state/retriage/drafts``), never in RUNS_DIR. Each is one
JSON file written atomically (temporary file in the same directory, fsync,
rename), named after a hash of the runs directory and the run id.

Saves run on worker threads while deletes (discard, a decision written) run
on the UI thread, so they can land in any order. Every request therefore
takes a per-run *generation*: :meth:`DraftStore.next_generation` when a save
or a drop is requested, and every unconditional :meth:`DraftStore.delete`
bumps it too. A save (or drop) whose generation is no longer the newest is
dropped under the store's lock, so a draft can never come back after it was
deleted, and an older save can never overwrite a newer one.

Reading drafts (:meth:`DraftStore.load`, :meth:`DraftStore.run_ids`) reads
files: the app calls them from thread workers, never on the UI thread.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any


def state_dir() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "retriage"


@dataclass(frozen=True)
class Draft:
    run_id: str
    prompt: str
    engine: str
    generated: str  # the generated prompt the edit started from
    saved_at: str


class DraftStore:
    def __init__(self, runs_dir: Path, base: Path | None = None) -> None:
        self.runs_dir = runs_dir.resolve()
        self.base = base if base is not None else state_dir() / "drafts"
        self._prefix = hashlib.sha256(str(self.runs_dir).encode()).hexdigest()[:16]
        self._lock = threading.Lock()
        self._generations: dict[str, int] = {}

    def path_for(self, run_id: str) -> Path:
        digest = hashlib.sha256(run_id.encode()).hexdigest()[:16]
        return self.base / f"{self._prefix}-{digest}.json"

    def generation(self, run_id: str) -> int:
        with self._lock:
            return self._generations.get(run_id, 0)

    def next_generation(self, run_id: str) -> int:
        """Claim a new generation for a save or drop about to be requested (call it on the UI thread)."""
        with self._lock:
            value = self._generations.get(run_id, 0) + 1
            self._generations[run_id] = value
            return value

    def _current(self, run_id: str, generation: int | None) -> bool:
        return generation is None or self._generations.get(run_id, 0) == generation

    def save(self, run_id: str, prompt: str, engine: str, generated: str,
             generation: int | None = None) -> Path | None:
        """Write the draft; None (nothing written) if ``generation`` was overtaken by a newer request."""
        with self._lock:
            if not self._current(run_id, generation):
                return None
        self.base.mkdir(parents=True, exist_ok=True)
        data: dict[str, Any] = {
            "runs_dir": str(self.runs_dir),
            "run_id": run_id,
            "prompt": prompt,
            "engine": engine,
            "generated": generated,
            "saved_at": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        }
        target = self.path_for(run_id)
        fd, tmp = tempfile.mkstemp(prefix=".draft-", suffix=".tmp", dir=self.base)
        written = False
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(data, handle, ensure_ascii=False)
                handle.flush()
                os.fsync(handle.fileno())
            # the slow part (fsync) is done outside the lock; the check and the rename are one step
            with self._lock:
                if self._current(run_id, generation):
                    os.replace(tmp, target)
                    written = True
        finally:
            if not written:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
        return target if written else None

    def load(self, run_id: str) -> Draft | None:
        try:
            data = json.loads(self.path_for(run_id).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("run_id") != run_id or data.get("runs_dir") != str(self.runs_dir):
            return None
        return Draft(run_id, str(data.get("prompt") or ""), str(data.get("engine") or ""),
                     str(data.get("generated") or ""), str(data.get("saved_at") or ""))

    def delete(self, run_id: str, generation: int | None = None) -> bool:
        """Remove the draft. Without ``generation``: now, and every save requested before is dropped.

        With ``generation`` (a drop requested earlier): only if no newer request came since.
        """
        with self._lock:
            if generation is None:
                self._generations[run_id] = self._generations.get(run_id, 0) + 1
            elif not self._current(run_id, generation):
                return False
            try:
                self.path_for(run_id).unlink()
            except OSError:
                pass
            return True

    def run_ids(self) -> set[str]:
        """Runs of this runs directory that have a draft."""
        found: set[str] = set()
        try:
            entries = list(self.base.glob(f"{self._prefix}-*.json"))
        except OSError:
            return found
        for entry in entries:
            try:
                data = json.loads(entry.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if isinstance(data, dict) and data.get("runs_dir") == str(self.runs_dir) and isinstance(data.get("run_id"), str):
                found.add(data["run_id"])
        return found
