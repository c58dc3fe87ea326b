"""The analysis side of the TUI: which runs need (re)reading, and reading them.

No Textual here. :class:`Jobs` is a thread-safe set of pending run ids (plus a
"rescan the directory" flag) that the watcher fills and one worker thread
drains. :class:`RunStore` owns the :class:`core.report.RunState` objects and the
worker pool and is only ever touched by that one thread, so they need no locks.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

from retriage.core.cache import DiagnosisCache, Ticket, signature
from retriage.core.config import Config
from retriage.core.fleet import Fleet, Outcome, default_jobs
from retriage.core.report import RunReport, RunState
from retriage.core.rundir import valid_run_id
from retriage.core.sources import Source
from retriage.core.sources.base import RUNS
from retriage.core.sources.runsdir import RunsDir
from retriage.tui.model import RunRow


def _digest(sig: tuple) -> bytes:
    """A run's signature (about 2 KB of stat tuples) as 16 bytes: 20,000 runs keep 1 MB, not 40 MB."""
    return hashlib.blake2b(repr(sig).encode(), digest_size=16).digest()


class Jobs:
    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._ids: set[str] = set()
        self._rescan = False
        self._urgent: str | None = None
        self._loads: dict[str, None] = {}  # runs whose full report the app wants again, in order

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

    def load(self, run_ids: list[str]) -> None:
        """Read these runs' full reports again (cache or diagnosis), though nothing changed.

        The app keeps only compact rows for most runs; this brings back the full
        diagnosis of the runs that came on screen. Replaces earlier wishes (those
        runs went off screen meanwhile).
        """
        with self._cond:
            self._loads = dict.fromkeys(run_ids)
            self._cond.notify_all()

    def pop_loads(self) -> list[str]:
        with self._cond:
            loads, self._loads = list(self._loads), {}
            return loads

    def take(self, timeout: float) -> tuple[bool, set[str]]:
        """Wait up to ``timeout`` for work; (rescan?, ids) and clears them (urgent runs and loads stay)."""
        with self._cond:
            if not self._ids and not self._rescan and self._urgent is None and not self._loads:
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
    #: each report's table row, built here (it stats files: not on the UI thread)
    rows: dict[str, RunRow] = field(default_factory=dict)
    removed: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    changed: set[str] = field(default_factory=set)  # runs whose stream grew or files changed
    rescanned: bool = False
    error: str = ""
    listed: list[str] | None = None
    unreadable: dict[str, str] = field(default_factory=dict)  # run id -> one-line message


class RunStore:
    """Every run's latest reading, for the analysis thread only.

    A run is read one of three ways. A run with a :class:`RunState` (live
    runs, and the few most recently read) is refreshed incrementally, costing
    only the appended bytes. Any other run goes through the :class:`Fleet`:
    the persistent cache first, then a pool of worker processes, so a big
    directory uses every core and a reopened one costs a few stats per run.
    Runs whose files did not change since the last reading are skipped.

    Only live runs and :data:`KEEP_STATES` others keep their analyser in
    memory: a fleet of 20,000 finished runs must not hold 20,000 analysers.

    The cache and the pool serve a runs directory. The runs of another source
    (Claude Code or Codex session files) are read here and keep their analysers:
    the cache's signature is that of a run directory's files, and a session file
    that stopped growing is only known by re-reading it incrementally.
    """

    #: finished runs whose analyser stays in memory (the ones the reviewer just touched)
    KEEP_STATES = 32

    def __init__(self, runs_dir: Path | Source, config: Config, jobs: int | None = None,
                 cache: DiagnosisCache | None = None) -> None:
        self.source = runs_dir if isinstance(runs_dir, Source) else RunsDir(runs_dir)
        self.runs_dir = self.source.root
        self.pooled = self.source.kind == RUNS
        self.config = config
        self.cache = cache if self.pooled else None
        self.states: OrderedDict[str, RunState] = OrderedDict()
        #: run id -> digest of the signature of the last reading, for runs without a state
        self.seen: dict[str, bytes] = {}
        self.live: set[str] = set()  # runs with a state whose last report was live: never dropped
        # offload: even one worker keeps a big scan out of the app's process (measured on 2 CPUs,
        # one worker per CPU finished a 20,000-run scan sooner than one worker fewer)
        self.fleet = (Fleet(config, jobs if jobs is not None else default_jobs(), self.cache, offload=True)
                      if self.pooled else None)

    def listing(self) -> tuple[list[str], list[str], str]:
        """(run ids on disk, warnings, error)."""
        try:
            refs, warnings = self.source.listing()
        except OSError as exc:
            return [], [], str(exc)
        return [r.run_id for r in refs], warnings, ""

    def forget_missing(self, present: set[str]) -> list[str]:
        gone = [run_id for run_id in {*self.states, *self.seen} if run_id not in present]
        for run_id in gone:
            self.states.pop(run_id, None)
            self.live.discard(run_id)
            self.seen.pop(run_id, None)
        return sorted(gone)

    def read(self, run_id: str) -> tuple[RunReport | None, bool]:
        """(report, changed) for one run, in this thread; (None, True) if the run is gone."""
        ref = self.source.ref(run_id) if valid_run_id(run_id) else None
        if ref is None or not ref.path.exists():
            existed = self.states.pop(run_id, None) is not None
            existed = self.seen.pop(run_id, None) is not None or existed
            return None, existed
        path = ref.path
        state = self.states.get(run_id)
        if state is None:
            ticket = None
            if self.cache is not None:
                cached, ticket = self.cache.lookup(path, self.config)
                if cached is not None and not cached.live:  # a live run gets an analyser (below)
                    digest = _digest(ticket.signature)
                    changed = self.seen.get(run_id) != digest
                    self.seen[run_id] = digest
                    return cached, changed
            seen = self.seen.pop(run_id, None)
            state = RunState(ref, self.config)
            state.refresh()
            report = state.report()
            if self.cache is not None and ticket is not None:
                self.cache.store(ticket, report)
            self._keep(run_id, state, report)
            return report, seen is None or ticket is None or seen != _digest(ticket.signature)
        before = (state.files.decision, state.files.taskrun, state.files.result, state.files.watchdog)
        grew = state.refresh()
        after = (state.files.decision, state.files.taskrun, state.files.result, state.files.watchdog)
        report = state.report()
        self._keep(run_id, state, report)
        return report, grew or before != after

    def _keep(self, run_id: str, state: RunState, report: RunReport) -> None:
        """Keep the analyser of a live run (it will grow) and of the last few read; drop the rest."""
        self.states[run_id] = state
        self.states.move_to_end(run_id)
        if report.live:
            self.live.add(run_id)
        else:
            self.live.discard(run_id)
        self.seen.pop(run_id, None)
        excess = len(self.states) - self.KEEP_STATES
        if excess > 0 and self.pooled:  # a session run's analyser is how it is re-read cheaply
            for old_id in list(self.states)[:excess]:
                if old_id != run_id and old_id not in self.live:
                    del self.states[old_id]

    def unchanged(self, run_id: str) -> bool:
        """True if a run without a state is exactly as it was at its last reading."""
        seen = self.seen.get(run_id)
        return (self.pooled and seen is not None and run_id not in self.states
                and _digest(signature(self.runs_dir / run_id)) == seen)

    def read_many(self, run_ids: list[str], between: Callable[[], None] | None = None,
                  ) -> Iterator[tuple[str, RunReport | None, bool, str]]:
        """(run id, report, changed, error) for runs without a state, in order, on the fleet.

        A run that vanished yields (id, None, existed, ""); unchanged runs are skipped.
        ``between`` runs while the pool works (see :meth:`Fleet.map`).
        """
        if self.fleet is None:  # a session source: read here, incrementally
            for run_id in run_ids:
                try:
                    report, changed = self.read(run_id)
                except Exception as exc:  # noqa: BLE001 - one bad run must not stop the others
                    yield run_id, None, True, " ".join(f"{run_id}: cannot read: {exc}".split())[:300]
                    continue
                yield run_id, report, changed, ""
            return
        wanted = []
        for run_id in run_ids:
            if not valid_run_id(run_id) or self.unchanged(run_id):
                continue
            path = self.runs_dir / run_id
            if not path.is_dir():
                existed = self.seen.pop(run_id, None) is not None
                yield run_id, None, existed, ""
                continue
            wanted.append(path)
        for outcome in self.fleet.map(wanted, between, local=self._fresh):
            run_id = outcome.path.name
            if outcome.report is None:
                yield run_id, None, True, outcome.error
                continue
            if run_id in self.states:  # read here and kept (a live run): its state says what changed
                yield run_id, outcome.report, True, ""
                continue
            if outcome.signature is None:
                changed = True
                self.seen.pop(run_id, None)
            else:
                digest = _digest(outcome.signature)
                changed = self.seen.get(run_id) != digest
                self.seen[run_id] = digest
            yield run_id, outcome.report, changed, ""

    def _fresh(self, path: Path, config: Config, ticket: Ticket | None) -> Outcome:
        """A miss read in this thread: like a worker would, but a live run keeps its analyser.

        (A live run diagnosed by a worker has none here: its first append is read in full, once.)
        """
        try:
            state = RunState(path, config)
            state.refresh()
            report = state.report()
        except Exception as exc:  # noqa: BLE001 - one bad run must not stop the others
            return Outcome(path, None, " ".join(f"{path.name}: cannot read: {exc}".split())[:300])
        if self.cache is not None and ticket is not None:
            self.cache.store(ticket, report)
        if report.live:
            self._keep(path.name, state, report)
        return Outcome(path, report, signature=ticket.signature if ticket else None)

    def close(self, kill: bool = False) -> None:
        if self.fleet is not None:
            self.fleet.close(kill)
