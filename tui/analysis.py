"""The analysis side of the TUI: which runs need (re)reading, and reading them.

No Textual here. :class:`Jobs` is a thread-safe set of pending run ids (plus a
"rescan the directory" flag) that the watcher fills and one worker thread
drains. :class:`RunStore` owns every :class:`core.report.RunState` and is only
ever touched by that one thread, so the states need no locks.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path

from retriage.core.config import Config
from retriage.core.report import RunReport, RunState
from retriage.core.sources import Source
from retriage.core.sources.runsdir import RunsDir


class Jobs:
    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._ids: set[str] = set()
        self._rescan = False
        self._urgent: str | None = None

    def add(self, ids: set[str] | list[str] = (), rescan: bool = False) -> None:
        with self._cond:
            self._ids.update(ids)
            self._rescan = self._rescan or rescan
            self._cond.notify_all()

    def urgent(self, run_id: str) -> None:
        """Read this run next, ahead of a long scan (the reviewer is looking at it)."""
        with self._cond:
            self._urgent = run_id
            self._cond.notify_all()

    def pop_urgent(self) -> str | None:
        with self._cond:
            run_id, self._urgent = self._urgent, None
            return run_id

    def take(self, timeout: float) -> tuple[bool, set[str]]:
        """Wait up to ``timeout`` for work; (rescan?, ids) and clears them."""
        with self._cond:
            if not self._ids and not self._rescan:
                self._cond.wait(timeout)
            rescan, ids = self._rescan, self._ids
            self._rescan, self._ids = False, set()
            return rescan, ids


@dataclass
class Batch:
    """What one pass found: fresh reports, runs that are gone, listing warnings.

    ``listed`` is set on the batch a rescan posts before it reads anything: every
    run on disk, so the table can list them all at once and fill in diagnoses as
    they come.
    """

    reports: list[RunReport] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    changed: set[str] = field(default_factory=set)  # runs whose stream grew or files changed
    rescanned: bool = False
    error: str = ""
    listed: list[str] | None = None
    unreadable: dict[str, str] = field(default_factory=dict)  # run id -> one-line message


class RunStore:
    """The runs of one source (a runs directory unless another source is given)."""

    def __init__(self, runs_dir: Path | Source, config: Config) -> None:
        self.source = runs_dir if isinstance(runs_dir, Source) else RunsDir(runs_dir)
        self.runs_dir = self.source.root
        self.config = config
        self.states: dict[str, RunState] = {}

    def listing(self) -> tuple[list[str], list[str], str]:
        """(run ids on disk, warnings, error)."""
        try:
            refs, warnings = self.source.listing()
        except OSError as exc:
            return [], [], str(exc)
        return [r.run_id for r in refs], warnings, ""

    def forget_missing(self, present: set[str]) -> list[str]:
        gone = [run_id for run_id in self.states if run_id not in present]
        for run_id in gone:
            del self.states[run_id]
        return gone

    def read(self, run_id: str) -> tuple[RunReport | None, bool]:
        """(report, changed) for one run; (None, True) if the run is gone."""
        ref = self.source.ref(run_id)
        if ref is None:
            existed = self.states.pop(run_id, None) is not None
            return None, existed
        state = self.states.get(run_id)
        fresh = state is None
        if state is None:
            state = RunState(ref, self.config)
            self.states[run_id] = state
        before = (state.files.decision, state.files.taskrun, state.files.result, state.files.watchdog)
        grew = state.refresh()
        after = (state.files.decision, state.files.taskrun, state.files.result, state.files.watchdog)
        return state.report(), fresh or grew or before != after
