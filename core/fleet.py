"""Diagnosing many runs at once: the cache first, then a pool of worker processes.

The CLI (``retriage diagnose runs/*``) and the TUI's background scan both go
through :class:`Fleet`, so both use every core and the persistent cache the
same way. Diagnosis is pure-Python CPU work, so threads would share one core;
worker processes do not. Results come back in input order, as plain data
(:class:`~core.report.RunReport` dataclasses, pickled), never live analysers.

Cache lookups are done here, in the calling process (a hit costs a few stats
and one small file read, less than shipping the path to a worker); only the
misses travel, grouped into chunks so the per-task overhead of the pool is
paid per chunk, not per run.
"""

from __future__ import annotations

import io
import json
import multiprocessing
import os
import sys
import threading
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FuturesTimeout
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from multiprocessing import forkserver, resource_tracker
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator, Sequence

from retriage.core.cache import DiagnosisCache, Ticket
from retriage.core.config import Config
from retriage.core.report import RunReport, diagnose_dir

#: a chunk of misses sent to one worker: at most this many runs ...
CHUNK_RUNS = 16
#: ... or this many bytes of streams (one big run is a chunk of its own)
CHUNK_BYTES = 4 * 1024 * 1024
#: a pool is started only once this many runs (or bytes of streams) missed the cache: for a
#: handful of small runs, starting worker processes costs more than it saves
PARALLEL_MIN_RUNS = 32
PARALLEL_MIN_BYTES = 16 * 1024 * 1024
#: chunks in flight per worker (keeps workers busy without reading far ahead)
CHUNKS_PER_JOB = 3


def default_jobs() -> int:
    """The CPUs this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


@dataclass
class Outcome:
    """One run's result: a report, or the one-line reason there is none."""

    path: Path
    report: RunReport | None
    error: str = ""
    cached: bool = False
    signature: tuple | None = None  # what the report was derived from (see core.cache.signature)
    #: with ``json_only``, the ``diagnose --json`` line instead of a report
    json: str | None = None


# -- worker side ------------------------------------------------------------------
_WORKER_CONFIGS: list[Config] = []
_WORKER_CACHE: DiagnosisCache | None = None


def _init_worker(configs: list[Config], cache_root: str | None, max_bytes: int) -> None:
    global _WORKER_CACHE
    _WORKER_CONFIGS[:] = configs
    _WORKER_CACHE = DiagnosisCache(Path(cache_root), max_bytes=max_bytes) if cache_root is not None else None


def _diagnose_one(path: Path, config: Config, ticket: Ticket | None, cache: DiagnosisCache | None,
                  json_only: bool = False) -> tuple[RunReport | None, str, str | None]:
    """(report, error, JSON line): with ``json_only`` the line instead of the report (less to send back)."""
    try:
        report = diagnose_dir(path, config)
        line = json.dumps(report.to_json(), ensure_ascii=False) if json_only else None
    except Exception as exc:  # noqa: BLE001 - one bad run must not stop the others
        return None, " ".join(f"{path.name}: cannot read: {exc}".split())[:300], None
    if cache is not None and ticket is not None:
        cache.store(ticket, report, line)
    return (None, "", line) if json_only else (report, "", None)


def _work(chunk: list[tuple[Path, int, Ticket | None]], json_only: bool) -> list[tuple[RunReport | None, str, str | None]]:
    return [_diagnose_one(path, _WORKER_CONFIGS[index], ticket, _WORKER_CACHE, json_only)
            for path, index, ticket in chunk]


@contextmanager
def _usable_stderr() -> Iterator[None]:
    """multiprocessing hands ``sys.stderr``'s descriptor to its helper processes; a TUI replaces
    stderr with an object whose descriptor is not a real one, so use the process's own meanwhile."""
    try:
        os.fstat(sys.stderr.fileno())
        yield
        return
    except (AttributeError, OSError, ValueError, io.UnsupportedOperation):
        pass
    saved = sys.stderr
    sys.stderr = sys.__stderr__
    try:
        yield
    finally:
        sys.stderr = saved


def thread_count() -> int:
    """Threads of this process as the OS sees them: native threads (a library's, the test
    runner's) count too, and Python 3.12+ warns when it forks with any. Python's own count where
    the OS does not say."""
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        return threading.active_count()


def _start_pool(jobs: int, configs: list[Config], cache: DiagnosisCache | None) -> ProcessPoolExecutor:
    # fork is cheapest, but forking a process that runs threads (the TUI, a library's) can deadlock
    method = "fork" if thread_count() == 1 else "forkserver"
    if method not in multiprocessing.get_all_start_methods():  # pragma: no cover - not Linux
        method = "spawn"
    context = multiprocessing.get_context(method)
    with _usable_stderr():
        resource_tracker.ensure_running()
        if method == "forkserver":
            context.set_forkserver_preload(["retriage.core.fleet"])  # not __main__: it may be anything
            forkserver.ensure_running()
        return ProcessPoolExecutor(jobs, mp_context=context, initializer=_init_worker,
                                   initargs=(configs, str(cache.root) if cache else None,
                                             cache.max_bytes if cache else 0))


# -- caller side --------------------------------------------------------------------
def _distinct(configs: Sequence[Config]) -> list[Config]:
    """Each config once, by identity (a Config is not hashable by value, and need not be)."""
    seen: list[Config] = []
    for config in configs:
        if not any(known is config for known in seen):
            seen.append(config)
    return seen


class _Slot:
    __slots__ = ("path", "config_index", "ticket", "outcome", "future", "position", "size", "chunk", "queued")

    def __init__(self, path: Path, config_index: int, ticket: Ticket | None) -> None:
        self.path = path
        self.config_index = config_index
        self.ticket = ticket
        self.outcome: Outcome | None = None
        self.future: Future | None = None
        self.position = 0
        self.size = 0
        self.chunk: list[_Slot] = []
        self.queued = False  # its chunk goes to the pool (see Fleet._pump)


class Fleet:
    """A reusable diagnoser for many runs. ``jobs=1`` works in-process; close() when done.

    ``config`` is one Config for every run, or a function giving each run's
    (the CLI finds a config per runs directory).
    """

    def __init__(self, config: Config | Callable[[Path], Config], jobs: int | None = None,
                 cache: DiagnosisCache | None = None, json_only: bool = False, offload: bool = False,
                 configs: Sequence[Config] = ()) -> None:
        self.jobs = max(1, jobs if jobs is not None else default_jobs())
        #: use worker processes even when ``jobs`` is 1: the caller (the TUI) has its own work to do
        self.offload = offload
        self.cache = cache
        self.json_only = json_only
        self._config_of = config if callable(config) else (lambda _path, c=config: c)
        #: every config a run may get, when the caller knows them: the pool starts with all of
        #: them, instead of restarting when a run with a config not seen yet comes up
        self._configs: list[Config] = _distinct(configs)
        self._pool: ProcessPoolExecutor | None = None
        self._pool_configs = 0
        self._pool_failed = False
        self._queue: deque[list[_Slot]] = deque()  # chunks for the pool, not handed over yet
        self._inflight: list[Future] = []
        self._missed_runs = 0  # since this Fleet was made: a TUI's later small batches reuse the pool
        self._missed_bytes = 0

    # -- one run, in this process ------------------------------------------------------
    def diagnose(self, path: Path) -> Outcome:
        """One run in the calling process (the run under the reviewer's cursor)."""
        config = self._config_of(path)
        ticket = None
        if self.cache is not None:
            report, ticket = self.cache.lookup(path, config)
            if report is not None:
                return Outcome(path, report, cached=True, signature=ticket.signature)
        report, error, _line = _diagnose_one(path, config, ticket, self.cache)
        return Outcome(path, report, error, signature=ticket.signature if ticket else None)

    # -- many runs --------------------------------------------------------------------------
    def map(self, paths: Iterable[Path], between: Callable[[], None] | None = None,
            local: Callable[[Path, Config, Ticket | None], Outcome] | None = None) -> Iterator[Outcome]:
        """Outcomes in the order of ``paths``, diagnosing misses on up to ``jobs`` processes.

        ``between`` is called about every 20 ms while waiting for a worker, so the
        caller can do urgent work (the TUI reads the run under the cursor).
        ``local`` replaces the in-process diagnosis of a miss (when no pool is worth
        it), e.g. to keep the analyser of a live run; it must store into the cache.
        """
        paths = list(paths)
        parallel = (self.jobs > 1 or self.offload) and len(paths) > 1
        window = self.jobs * CHUNKS_PER_JOB * CHUNK_RUNS if parallel else 1
        pending: deque[_Slot] = deque()
        chunk: list[_Slot] = []
        chunk_bytes = 0
        source = iter(paths)
        exhausted = False
        try:
            while True:
                while not exhausted and len(pending) < window:
                    path = next(source, None)
                    if path is None:
                        exhausted = True
                        break
                    slot = self._look(path)
                    pending.append(slot)
                    if slot.outcome is None:
                        chunk.append(slot)
                        chunk_bytes += slot.size
                        if len(chunk) >= CHUNK_RUNS or chunk_bytes >= CHUNK_BYTES:
                            self._submit(chunk, parallel, last=False)
                            chunk, chunk_bytes = [], 0
                if chunk and (exhausted or pending[0] in chunk):
                    self._submit(chunk, parallel, last=exhausted and not self._busy(pending))
                    chunk, chunk_bytes = [], 0
                if not pending:
                    return
                self._pump()
                head = pending.popleft()
                if head.outcome is None and head.queued and head.future is None:
                    self._pump(force=head.chunk)
                if head.outcome is None and head.future is None:
                    config = self._configs[head.config_index]
                    if local is not None:
                        head.outcome = local(head.path, config, head.ticket)
                    else:
                        self._resolve(head, _diagnose_one(head.path, config, head.ticket, self.cache,
                                                          self.json_only))
                elif head.outcome is None:
                    self._collect(head, between)
                assert head.outcome is not None
                yield head.outcome
        finally:
            for slot in pending:
                if slot.future is not None:
                    slot.future.cancel()
            self._queue.clear()

    def _config_index(self, config: Config) -> int:
        for index, known in enumerate(self._configs):
            if known is config:
                return index
        self._configs.append(config)
        return len(self._configs) - 1

    def _look(self, path: Path) -> _Slot:
        config = self._config_of(path)
        slot = _Slot(path, self._config_index(config), None)
        if self.cache is not None and self.json_only:
            line, slot.ticket = self.cache.lookup_json(path, config)
            if line is not None:
                slot.outcome = Outcome(path, None, cached=True, signature=slot.ticket.signature, json=line)
                return slot
        elif self.cache is not None:
            report, slot.ticket = self.cache.lookup(path, config)
            if report is not None:
                slot.outcome = Outcome(path, report, cached=True, signature=slot.ticket.signature)
                return slot
        try:
            slot.size = os.stat(os.path.join(path, "events.ndjson")).st_size
        except OSError:
            slot.size = 0
        return slot

    @staticmethod
    def _busy(pending: deque[_Slot]) -> bool:
        return any(slot.future is not None and not slot.future.done() for slot in pending)

    def _submit(self, chunk: list[_Slot], parallel: bool, last: bool) -> None:
        self._missed_runs += len(chunk)
        self._missed_bytes += sum(slot.size for slot in chunk)
        worth = self._missed_runs >= PARALLEL_MIN_RUNS or self._missed_bytes >= PARALLEL_MIN_BYTES
        if not parallel or (self._pool is None and (not worth or (last and len(chunk) <= 2))):
            return  # not worth a pool: map() diagnoses these here, one by one, as their turn comes
        if self._ensure_pool() is None:
            return
        slots = list(chunk)
        for position, slot in enumerate(slots):
            slot.queued = True
            slot.position = position
            slot.chunk = slots
        self._queue.append(slots)
        self._pump()

    def _pump(self, force: list[_Slot] | None = None) -> None:
        """Hand queued chunks to the pool, keeping at most one waiting per worker beyond those running.

        Not more: the run under the reviewer's cursor is read in this process
        meanwhile, and a long queue in the pool would only compete with it.
        """
        self._inflight = [f for f in self._inflight if not f.done()]
        while self._queue and (len(self._inflight) < self.jobs + 1 or force is not None):
            slots = self._queue.popleft()
            try:
                if self._pool is None:
                    raise RuntimeError("no pool")
                future = self._pool.submit(_work, [(s.path, s.config_index, s.ticket) for s in slots],
                                           self.json_only)
            except (BrokenProcessPool, RuntimeError):
                # a worker died (killed, out of memory) or the pool is gone: the rest is read here
                self._pool_failed = True
                self._pool = None
                for chunk in (slots, *self._queue):
                    for slot in chunk:
                        slot.queued = False
                self._queue.clear()
                return
            self._inflight.append(future)
            for slot in slots:
                slot.future = future
            if slots is force:
                force = None

    def _collect(self, head: _Slot, between: Callable[[], None] | None) -> None:
        """Wait for the chunk ``head`` is in, and hand every run of it its outcome."""
        assert head.future is not None
        try:
            while True:
                try:
                    results = head.future.result(timeout=0.02)
                    break
                except FuturesTimeout:
                    self._pump()  # keep the other workers busy while the head of the line is slow
                    if between is not None:
                        between()
            exc = None
        except Exception as error:  # noqa: BLE001 - a worker died or could not unpickle: say so per run
            results, exc = [], error
        for slot in head.chunk:
            if exc is not None:
                slot.outcome = Outcome(slot.path, None, " ".join(f"{slot.path.name}: cannot read: {exc}".split())[:300])
            else:
                self._resolve(slot, results[slot.position])

    def _resolve(self, slot: _Slot, result: tuple[RunReport | None, str, str | None]) -> None:
        report, error, line = result
        slot.outcome = Outcome(slot.path, report, error, signature=slot.ticket.signature if slot.ticket else None,
                               json=line)

    def _ensure_pool(self) -> ProcessPoolExecutor | None:
        """The worker pool, started on first use; None if processes cannot be started here."""
        if self._pool is not None and self._pool_configs != len(self._configs):
            self._pool.shutdown(wait=False)  # a new config appeared: workers need it
            self._pool = None
        if self._pool is None and not self._pool_failed:
            try:
                self._pool = _start_pool(self.jobs, list(self._configs), self.cache)
            except (OSError, ValueError, RuntimeError, ImportError):
                self._pool_failed = True  # e.g. no /dev/shm, or no usable stderr to hand on: work here
                return None
            self._pool_configs = len(self._configs)
        return self._pool

    @property
    def pooled(self) -> bool:
        """True once worker processes were started (for tests and benchmarks)."""
        return self._pool is not None

    def close(self, kill: bool = False) -> None:
        """Stop the workers; ``kill`` ends runs still being diagnosed (quitting the app must not
        wait for a 100 MB stream; an entry half-written is a temporary file trim() removes)."""
        if self._pool is not None:
            if kill:
                for process in list(getattr(self._pool, "_processes", {}).values()):
                    process.terminate()
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        if self.cache is not None and self.cache.writes:
            self.cache.trim()

    def __enter__(self) -> Fleet:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def diagnose_many(paths: Sequence[Path], config: Config | Callable[[Path], Config], jobs: int | None = None,
                  cache: DiagnosisCache | None = None, json_only: bool = False,
                  configs: Sequence[Config] = ()) -> Iterator[Outcome]:
    """Diagnose ``paths`` on ``jobs`` processes (default: every CPU), yielding outcomes in order.

    ``json_only``: the caller prints ``diagnose --json`` lines, so a cache hit may
    hand over its stored line (``Outcome.json``) and no report. ``configs``: every config
    ``config`` may give (see Fleet).
    """
    with Fleet(config, jobs, cache, json_only, configs=configs) as fleet:
        yield from fleet.map(paths)
