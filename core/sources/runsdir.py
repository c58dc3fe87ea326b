"""The runs contract (docs/runs-format.md): one directory per run, decisions beside them."""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from retriage.core.rundir import list_run_dirs, valid_run_id
from retriage.core.sources.base import RunRef, Source

#: files at the top of RUNS_DIR that are not runs
_NOT_RUNS = ("decisions.log.ndjson", "retriage.yaml")


class RunsDir(Source):
    def __init__(self, root: Path) -> None:
        super().__init__(root)
        self.config_dir = root

    def listing(self) -> tuple[list[RunRef], list[str]]:
        paths, warnings = list_run_dirs(self.root)
        return [RunRef.run_dir(p) for p in paths], warnings

    def ref(self, run_id: str) -> RunRef | None:
        if not valid_run_id(run_id):
            return None
        path = self.root / run_id
        return RunRef.run_dir(path) if path.is_dir() else None

    def runs_for_changes(self, paths: Iterable[str]) -> tuple[set[str], bool]:
        ids: set[str] = set()
        rescan = False
        for raw in paths:
            try:
                parts = Path(raw).relative_to(self.root).parts
            except ValueError:
                continue
            if not parts:
                rescan = True
                continue
            first = parts[0]
            if first.startswith(".") or first in _NOT_RUNS:
                continue
            if len(parts) == 1:
                rescan = True  # a run directory appeared or went away (or a stray file)
            elif parts[-1].startswith(".decision.json."):
                continue  # the decision writer's temporary file
            ids.add(first)
        return ids, rescan
