"""Edited retry prompts that have not been decided yet, kept so a crash loses nothing.

Drafts live in the user's state directory (``$XDG_STATE_HOME/retriage/drafts``,
default ``~/.local/state/retriage/drafts``), never in RUNS_DIR. Each is one
JSON file written atomically (temporary file in the same directory, fsync,
rename), named after a hash of the runs directory and the run id.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
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

    def path_for(self, run_id: str) -> Path:
        digest = hashlib.sha256(run_id.encode()).hexdigest()[:16]
        return self.base / f"{self._prefix}-{digest}.json"

    def save(self, run_id: str, prompt: str, engine: str, generated: str) -> Path:
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
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(data, handle, ensure_ascii=False)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, target)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        return target

    def load(self, run_id: str) -> Draft | None:
        try:
            data = json.loads(self.path_for(run_id).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("run_id") != run_id or data.get("runs_dir") != str(self.runs_dir):
            return None
        return Draft(run_id, str(data.get("prompt") or ""), str(data.get("engine") or ""),
                     str(data.get("generated") or ""), str(data.get("saved_at") or ""))

    def delete(self, run_id: str) -> None:
        try:
            self.path_for(run_id).unlink()
        except OSError:
            pass

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
