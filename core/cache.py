"""A persistent cache of diagnoses, so reopening a big runs directory is cheap.

An on-call engineer opens the same directory many times a night; without a
cache every open diagnoses every run again. An entry is one file under
``$XDG_CACHE_HOME/retriage/diagnoses/`` (default ``~/.cache``), named by a hash
of the run's absolute path, holding the :class:`~core.report.RunReport` (pickled) and, when
``diagnose --json`` made it, its JSON line, so a warm ``--json`` need not unpickle reports.

An entry is only used when everything the report was derived from is provably
the same (:func:`signature`): ``lstat``/``stat`` of the run directory and of
every file the run reader opens (inode, size, mode, mtime and ctime in ns),
the head/tail probe of ``events.ndjson`` that :mod:`core.tail` uses to spot a
rewrite, the retriage version, a fingerprint of the installed code, and a hash
of the effective config. A grown stream therefore misses and is diagnosed
again (cheaper than resuming a pickled analyser, and never subtly different).

Safe under concurrent processes: entries are written to a temporary file and
renamed into place, so a reader sees a whole entry or none; an entry that is
truncated, corrupt, of another format or unreadable is ignored (and rebuilt
by the next write). Entries are unpickled with a whitelist of the report's own
dataclasses, so a planted file can at worst be a miss, never run code.

Bounded: :meth:`DiagnosisCache.trim` evicts least recently used entries (a hit
touches the entry's mtime) beyond ``max_bytes`` / ``max_entries``; it runs
every :data:`TRIM_EVERY` writes and when a batch ends.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import pickle
import stat
import tempfile
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from retriage import __version__
from retriage.core.config import Config
from retriage.core.rundir import DECISION, EVENTS, PROMPT, RESULT, TASKRUN, WATCHDOG
from retriage.core.tail import probe

if TYPE_CHECKING:  # pragma: no cover
    from retriage.core.report import RunReport

MAGIC = b"retriage-diagnosis-cache 2\n"
SUFFIX = ".entry"
DEFAULT_MAX_MB = 200
DEFAULT_MAX_ENTRIES = 100_000
#: writes between two size checks (a check lists the whole cache directory)
TRIM_EVERY = 500
#: a run changed less than this long before it was looked at is not stored: file times have
#: a coarse granularity (a jiffy), so a second write in the same tick could leave the stat unchanged
RACY_SECONDS = 0.1
#: files whose stat goes into the signature: everything load_run_files and the tail open
_RUN_FILES = (EVENTS, TASKRUN, PROMPT, WATCHDOG, RESULT, DECISION)

#: classes an entry may contain; anything else makes the entry unreadable (a miss)
_ALLOWED = {
    ("retriage.core.report", "RunReport"),
    ("retriage.core.rundir", "RunFiles"),
    ("retriage.core.rundir", "TaskRun"),
    ("retriage.core.diagnosis", "Diagnosis"),
    ("retriage.core.diagnosis", "Evidence"),
    ("retriage.core.diagnosis", "Alternative"),
    ("retriage.core.retry", "RetryAdvice"),
    ("retriage.core.sources.base", "RunRef"),  # a report says which run (and source) it is of
    ("pathlib", "PosixPath"),
    ("pathlib", "WindowsPath"),
    ("pathlib", "Path"),
    # Python 3.13 pickles paths from the module that defines them now
    ("pathlib._local", "PosixPath"),
    ("pathlib._local", "WindowsPath"),
    ("pathlib._local", "Path"),
    ("builtins", "set"),
    ("builtins", "frozenset"),
    ("copyreg", "_reconstructor"),
    ("builtins", "object"),
}


def cache_dir() -> Path:
    """Where diagnoses are cached: ``$XDG_CACHE_HOME/retriage/diagnoses`` (default ``~/.cache``)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "retriage" / "diagnoses"


def max_bytes_from_env() -> int:
    """``RETRIAGE_CACHE_MAX_MB`` (default 200 MB); an unreadable value keeps the default."""
    try:
        return max(1, int(os.environ.get("RETRIAGE_CACHE_MAX_MB", DEFAULT_MAX_MB))) * 1_000_000
    except ValueError:
        return DEFAULT_MAX_MB * 1_000_000


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """Version plus size and mtime of every source and rule file of the installed core.

    The version alone would let a developer's edited analyser read diagnoses
    made by the old one.
    """
    root = Path(__file__).resolve().parent
    h = hashlib.sha256(__version__.encode())
    for file in sorted(root.rglob("*")):
        if file.suffix in (".py", ".yaml"):
            try:
                st = file.stat()
            except OSError:
                continue
            h.update(f"{file.relative_to(root)}:{st.st_size}:{st.st_mtime_ns}\n".encode())
    return h.hexdigest()[:32]


def config_fingerprint(config: Config) -> str:
    """A hash of everything in the effective config that can change a report."""
    patterns = [(p.id, p.mode, p.weight, sorted(p.channels), p.regex.pattern, p.regex.flags,
                 p.test_report_factor, p.regression_factor, p.code_words_factor, p.after_edit_factor)
                for p in config.patterns]
    text = repr((config.enabled, config.max_diagnoses_per_task, config.switch_engine_on, config.default_engine,
                 config.fallback_engines, config.rules, patterns, config.prescriptions))
    return hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()[:32]


def _stat_tuple(st: os.stat_result) -> tuple[int, ...]:
    return (st.st_mode, st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


def newest_change(sig: tuple[Any, ...]) -> int:
    """The latest ctime (ns) in a :func:`signature`: when anything in the run last changed."""
    newest = 0
    for part in sig:
        for item in part if isinstance(part, tuple) else ():
            if isinstance(item, tuple) and len(item) == 6:
                newest = max(newest, item[5])
    return newest


def signature(path: Path) -> tuple[Any, ...]:
    """What a report of ``path`` was derived from, as far as a cheap look can tell.

    Never raises: a file that cannot be looked at contributes its errno, so the
    same unreadable state still hits and a change in it misses.
    """
    parts: list[Any] = []
    try:
        parts.append(("dir", _stat_tuple(os.stat(path))))
    except OSError as exc:
        parts.append(("dir", exc.errno))
    for name in _RUN_FILES:
        file = os.path.join(path, name)
        try:
            link = os.lstat(file)
        except OSError as exc:
            parts.append((name, exc.errno))
            continue
        entry: list[Any] = [name, _stat_tuple(link)]
        if stat.S_ISLNK(link.st_mode):
            try:
                entry.append(os.readlink(file))
                entry.append(_stat_tuple(os.stat(file)))
            except OSError as exc:
                entry.append(exc.errno)
        parts.append(tuple(entry))
    parts.append(_events_probe(os.path.join(path, EVENTS)))
    return tuple(parts)


def _events_probe(file: str) -> str:
    """A hash of the first and last few KiB of the stream (see :func:`core.tail.probe`)."""
    try:
        fd = os.open(file, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as exc:
        return f"errno {exc.errno}"
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            return "not a file"
        return hashlib.sha256(probe(fd, st.st_size)).hexdigest()[:32]
    except OSError as exc:
        return f"errno {exc.errno}"
    finally:
        os.close(fd)


class _Unpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        if (module, name) not in _ALLOWED:
            raise pickle.UnpicklingError(f"{module}.{name} is not allowed in a cache entry")
        return super().find_class(module, name)


@dataclass(frozen=True)
class Ticket:
    """What a lookup saw: the key and signature a fresh report is stored under."""

    path: Path
    key: tuple[str, ...]
    signature: tuple[Any, ...]
    taken: float = 0.0  # time.time() just before the signature was taken


@dataclass
class CacheInfo:
    path: Path
    entries: int
    bytes: int
    max_bytes: int


class DiagnosisCache:
    """The on-disk cache. Cheap to create; every method swallows I/O errors (a cache must not break a run)."""

    def __init__(self, root: Path | None = None, max_bytes: int | None = None,
                 max_entries: int = DEFAULT_MAX_ENTRIES) -> None:
        self.root = root if root is not None else cache_dir()
        self.max_bytes = max_bytes if max_bytes is not None else max_bytes_from_env()
        self.max_entries = max_entries
        self.hits = 0
        self.misses = 0
        self.writes = 0
        self._since_trim = 0
        self._configs: dict[int, tuple[Config, str]] = {}

    # -- lookups ---------------------------------------------------------------
    def _config_key(self, config: Config) -> str:
        known = self._configs.get(id(config))
        if known is None or known[0] is not config:
            known = (config, config_fingerprint(config))
            self._configs[id(config)] = known
        return known[1]

    def entry_path(self, run: Path) -> Path:
        digest = hashlib.sha256(os.fsencode(os.path.abspath(run))).hexdigest()
        return self.root / digest[:1] / (digest + SUFFIX)  # 16 shards: few mkdirs, small directories

    def ticket(self, run: Path, config: Config) -> Ticket:
        run = Path(os.path.abspath(run))
        return Ticket(run, (str(run), code_fingerprint(), self._config_key(config)), signature(run), time.time())

    def lookup(self, run: Path, config: Config) -> tuple[RunReport | None, Ticket]:
        """(the cached report or None, the ticket to :meth:`store` a fresh one under)."""
        ticket = self.ticket(run, config)
        found = self._read(ticket)
        report = None
        if found is not None:
            try:
                report = _Unpickler(io.BytesIO(found[1])).load()
            except Exception:  # noqa: BLE001 - any corrupt entry is a miss, whatever the unpickler raises
                report = None
        if report is None:
            self.misses += 1
        else:
            self.hits += 1
        return report, ticket

    def lookup_json(self, run: Path, config: Config) -> tuple[str | None, Ticket]:
        """(the cached report's ``diagnose --json`` line or None, ticket): skips unpickling the report."""
        ticket = self.ticket(run, config)
        found = self._read(ticket)
        if found is None:
            self.misses += 1
            return None, ticket
        line = found[0]
        if line is None:  # stored by the app or a human-readable diagnose: make the line now
            try:
                report = _Unpickler(io.BytesIO(found[1])).load()
                line = json.dumps(report.to_json(), ensure_ascii=False)
            except Exception:  # noqa: BLE001 - any corrupt entry is a miss, whatever the unpickler raises
                self.misses += 1
                return None, ticket
        self.hits += 1
        return line, ticket

    def _read(self, ticket: Ticket) -> tuple[str | None, bytes] | None:
        """(JSON line if stored, pickled report) of a valid entry for ``ticket``, else None."""
        entry = self.entry_path(ticket.path)
        try:
            with open(entry, "rb") as handle:
                data = handle.read()
        except OSError:
            return None
        if not data.startswith(MAGIC):
            return None
        try:
            key, sig, line, report = _Unpickler(io.BytesIO(memoryview(data)[len(MAGIC):])).load()
        except Exception:  # noqa: BLE001 - any corrupt entry is a miss, whatever the unpickler raises
            return None
        if key != ticket.key or sig != ticket.signature or not isinstance(line, (str, type(None))) \
                or not isinstance(report, bytes):
            return None
        try:
            os.utime(entry)  # least recently used goes first
        except OSError:
            pass
        return line, report

    def store(self, ticket: Ticket, report: RunReport, line: str | None = None) -> bool:
        """Save ``report`` (and its ``diagnose --json`` line, when the caller made one) if the run is
        still what the ticket saw (it may have changed while it was read)."""
        if newest_change(ticket.signature) > (ticket.taken - RACY_SECONDS) * 1e9:
            return False  # changed just before it was read: a write in the same clock tick would go unseen
        if signature(ticket.path) != ticket.signature:
            return False
        entry = self.entry_path(ticket.path)
        try:
            inner = pickle.dumps(report, protocol=pickle.HIGHEST_PROTOCOL)
            payload = MAGIC + pickle.dumps((ticket.key, ticket.signature, line, inner), protocol=pickle.HIGHEST_PROTOCOL)
        except (pickle.PicklingError, TypeError, ValueError, AttributeError, RecursionError):
            return False
        try:
            try:
                fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=entry.parent)
            except FileNotFoundError:  # first entry in this shard (mkdir first would cost every store)
                entry.parent.mkdir(parents=True, exist_ok=True)
                fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=entry.parent)
            try:
                with os.fdopen(fd, "wb") as handle:
                    handle.write(payload)
                os.replace(tmp, entry)
            except BaseException:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
                raise
        except OSError:
            return False
        self.writes += 1
        self._since_trim += 1
        if self._since_trim >= TRIM_EVERY:
            self.trim()
        return True

    # -- upkeep ------------------------------------------------------------------
    def _entries(self) -> list[tuple[float, int, str]]:
        """(mtime, size, path) of every entry and stale temporary file."""
        found: list[tuple[float, int, str]] = []
        try:
            shards = list(os.scandir(self.root))
        except OSError:
            return found
        for shard in shards:
            try:
                if not shard.is_dir(follow_symlinks=False):
                    continue
                for item in os.scandir(shard.path):
                    if item.name.endswith(SUFFIX) or item.name.startswith(".tmp-"):
                        st = item.stat(follow_symlinks=False)
                        found.append((st.st_mtime, st.st_size, item.path))
            except OSError:
                continue
        return found

    def trim(self) -> int:
        """Evict least recently used entries down to 90% of the limits; returns how many went."""
        self._since_trim = 0
        entries = self._entries()
        total = sum(size for _, size, _ in entries)
        if total <= self.max_bytes and len(entries) <= self.max_entries:
            return 0
        entries.sort()
        removed = 0
        goal_bytes, goal_entries = int(self.max_bytes * 0.9), max(1, int(self.max_entries * 0.9))
        count = len(entries)
        for _mtime, size, path in entries:
            if total <= goal_bytes and count <= goal_entries:
                break
            try:
                os.unlink(path)
            except OSError:
                continue
            total -= size
            count -= 1
            removed += 1
        return removed

    def info(self) -> CacheInfo:
        entries = [e for e in self._entries() if e[2].endswith(SUFFIX)]
        return CacheInfo(self.root, len(entries), sum(size for _, size, _ in entries), self.max_bytes)

    def clear(self) -> int:
        """Remove every entry; returns how many."""
        removed = 0
        for _mtime, _size, path in self._entries():
            try:
                os.unlink(path)
            except OSError:
                continue
            removed += path.endswith(SUFFIX)
        return removed
