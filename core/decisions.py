"""Recording the human's decision: atomic, exclusive, and inside RUNS_DIR only.

decision.json is written to a temporary file first and then *hard-linked* into
place: ``link()`` fails if the name exists, so of two reviewers racing, exactly
one wins and the other is told who won; and a reader never sees a half-written
file, whatever moment the writer is killed at. A forced overwrite uses
``rename()``, which is atomic too. All file operations go through a descriptor
of the run directory opened without following symlinks, so a run id or a
symlink cannot steer a write outside RUNS_DIR.
"""

from __future__ import annotations

import errno
import getpass
import hashlib
import json
import os
import secrets
import stat
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from retriage.core import __version__
from retriage.core.diagnosis import Diagnosis
from retriage.core.rundir import DECISION, valid_run_id
from retriage.core.sanitize import inert_text

ACTIONS = ("approve", "park", "dismiss")
AUDIT_LOG = "decisions.log.ndjson"


class DecisionError(Exception):
    """A decision that was not written; the message says why, in one line."""


class DecisionExists(DecisionError):
    def __init__(self, message: str, existing: dict[str, Any]) -> None:
        super().__init__(message)
        self.existing = existing


@dataclass(frozen=True)
class Decision:
    run_id: str
    action: str
    prompt: str
    prompt_edited: bool
    engine_from: str
    engine_to: str
    diagnosis: dict[str, Any]
    #: the advice a human went against (approving a retry that was not advised); None when none was
    overridden_advice: dict[str, Any] | None = None

    def record(self, user: str, when: datetime, forced: bool, previous: dict[str, Any] | None) -> dict[str, Any]:
        data = {
            "run_id": self.run_id,
            "action": self.action,
            "prompt": self.prompt if self.action == "approve" else None,
            "prompt_edited": self.prompt_edited,
            "engine_from": self.engine_from,
            "engine_to": self.engine_to if self.action == "approve" else None,
            "engine_switched": self.action == "approve" and self.engine_from != self.engine_to,
            "diagnosis": self.diagnosis,
            "decided_by": user,
            "decided_at": when.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "retriage_version": __version__,
            "forced": forced,
        }
        if self.overridden_advice is not None:
            data["override"] = True
            data["overridden_advice"] = self.overridden_advice
        if previous is not None:
            data["replaces"] = {k: (v[:200] if isinstance(v := previous.get(k), str) else None)
                                for k in ("action", "decided_by", "decided_at")}
        return data


def overridden(advice: Any, action: str) -> dict[str, Any] | None:
    """What an override records: the advice as it stood, when approving went against it.

    ``advice`` is a :class:`retriage.core.retry.RetryAdvice` (duck-typed: this module
    does not need the retry rules). Parking or dismissing never overrides anything.
    """
    if action != "approve" or advice is None or advice.advised:
        return None
    return {"advised": False, "verdict": advice.verdict, "rule": advice.rule, "reason": advice.reason[:300]}


def diagnosis_summary(diagnosis: Diagnosis) -> dict[str, Any]:
    return {
        "mode": diagnosis.mode,
        "confidence": diagnosis.confidence,
        "evidence_count": len(diagnosis.winning_evidence),
        "evidence": [
            {"source": e.source, "line": e.line, "rule": e.rule, "text": e.text[:200]}
            for e in diagnosis.winning_evidence[:5]
        ],
    }


def current_user() -> str:
    for name in ("USER", "LOGNAME"):
        if os.environ.get(name):
            return os.environ[name][:64]
    try:
        return getpass.getuser()[:64]
    except Exception:  # noqa: BLE001 - no user database in some containers
        return "unknown"


def describe(existing: dict[str, Any]) -> str:
    """"approve by ana at ...", from a record that may have been written by anyone: one line, inert."""
    if existing.get(_UNREADABLE):
        return f"an unreadable decision.json: {existing[_UNREADABLE]}"

    def field(name: str) -> str:
        value = existing.get(name)
        return inert_text(value, 64) if isinstance(value, str) and value else "?"

    return f"{field('action')} by {field('decided_by')} at {field('decided_at')}"


def _open_run_dir(runs_dir: Path, run_id: str) -> int:
    """A descriptor of RUNS_DIR/run_id, refusing anything that is not a real child dir."""
    if not valid_run_id(run_id):
        raise DecisionError(f"{run_id!r}: not a valid run id, nothing written")
    try:
        root = os.open(runs_dir, os.O_RDONLY | os.O_DIRECTORY)
    except OSError as exc:
        raise DecisionError(f"{runs_dir}: cannot open runs directory: {exc.strerror}") from None
    try:
        return os.open(run_id, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=root)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENOTDIR):
            raise DecisionError(f"{run_id}: the run directory is a symlink or not a directory; "
                                "retriage reads it but never writes there") from None
        raise DecisionError(f"{run_id}: cannot open run directory: {exc.strerror}") from None
    finally:
        os.close(root)


#: key of the record _read_at returns for a decision.json that is there but cannot be read
_UNREADABLE = "_unreadable"


def _read_at(dir_fd: int) -> dict[str, Any] | None:
    """The decision already in the run directory, None if there is none.

    Whatever is at that name counts as a decision (so it is never silently
    replaced without --force), even when it cannot be read: a symlink, a
    directory, a FIFO (opened non-blocking: it must not hang us), garbage.
    """
    try:
        fd = os.open(DECISION, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK, dir_fd=dir_fd)
    except FileNotFoundError:
        return None
    except OSError as exc:
        reason = "it is a symlink" if exc.errno == errno.ELOOP else (exc.strerror or str(exc))
        return {_UNREADABLE: reason}
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            return {_UNREADABLE: "it is a directory"}
        if not stat.S_ISREG(mode):
            return {_UNREADABLE: "it is not a regular file"}
        data = json.loads(os.read(fd, 4 * 1024 * 1024))
    except OSError as exc:
        return {_UNREADABLE: exc.strerror or str(exc)}
    except (ValueError, RecursionError):
        return {"action": "?", "decided_by": "?", "decided_at": "?"}
    finally:
        os.close(fd)
    return data if isinstance(data, dict) else {}


def write_decision(runs_dir: Path, decision: Decision, *, force: bool = False,
                   user: str | None = None, now: datetime | None = None,
                   replacing: dict[str, Any] | None = None) -> dict[str, Any]:
    """Write decision.json and append to the audit log; returns the record.

    Raises :class:`DecisionExists` when a decision is already there and
    ``force`` is false, :class:`DecisionError` for anything else refused.
    ``replacing`` (with ``force``): the decision the human saw and chose to change;
    if another one has been written since, nothing is overwritten (DecisionExists).
    """
    if decision.action not in ACTIONS:
        raise DecisionError(f"unknown action {decision.action!r} (use {', '.join(ACTIONS)})")
    user = user or current_user()
    now = now or datetime.now(timezone.utc)
    dir_fd = _open_run_dir(runs_dir, decision.run_id)
    try:
        previous = _read_at(dir_fd)
        if previous is not None and not force:
            raise DecisionExists(f"{decision.run_id}: already decided ({describe(previous)}); "
                                 "nothing was overwritten (use --force to replace it)", previous)
        if force and replacing is not None and previous != replacing:
            raise DecisionExists(f"{decision.run_id}: the decision changed while you were looking "
                                 f"(now {describe(previous or {})}); nothing was overwritten", previous or {})
        record = decision.record(user, now, force and previous is not None,
                                 None if previous is None or previous.get(_UNREADABLE) else previous)
        payload = (json.dumps(record, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
        tmp = f".{DECISION}.{secrets.token_hex(6)}.tmp"
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644, dir_fd=dir_fd)
        except OSError as exc:
            raise DecisionError(f"{decision.run_id}: cannot write in the run directory: {exc.strerror}") from None
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(payload)
                handle.flush()
                os.fsync(handle.fileno())
            if force:
                os.replace(tmp, DECISION, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
            else:
                try:
                    os.link(tmp, DECISION, src_dir_fd=dir_fd, dst_dir_fd=dir_fd, follow_symlinks=False)
                except FileExistsError:
                    winner = _read_at(dir_fd) or {}
                    raise DecisionExists(f"{decision.run_id}: someone else decided first ({describe(winner)}); "
                                         "nothing was overwritten", winner) from None
        except OSError as exc:  # e.g. --force onto a directory named decision.json, a full disk
            raise DecisionError(f"{decision.run_id}: cannot write {DECISION}: {exc.strerror or exc}; "
                                "nothing was written") from None
        finally:
            try:
                os.unlink(tmp, dir_fd=dir_fd)
            except FileNotFoundError:
                pass
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
    append_audit(runs_dir, record)
    return record


def audit_line(record: dict[str, Any]) -> bytes:
    """One compact log line: the prompt as a hash and a length, not the text.

    Keeping lines well under a page means each is a single small write, which
    is what keeps the log valid NDJSON even when a writer is SIGKILLed.
    """
    prompt = record.get("prompt")
    entry = {k: v for k, v in record.items() if k not in ("prompt", "diagnosis")}
    diagnosis = record.get("diagnosis") or {}
    entry["diagnosis"] = {k: diagnosis.get(k) for k in ("mode", "confidence", "evidence_count")}
    if isinstance(prompt, str):
        entry["prompt_sha256"] = hashlib.sha256(prompt.encode("utf-8")).hexdigest()
        entry["prompt_chars"] = len(prompt)
    return (json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def append_audit(runs_dir: Path, record: dict[str, Any]) -> None:
    """Append one line to RUNS_DIR/decisions.log.ndjson (never through a symlink)."""
    append_log_line(runs_dir, audit_line(record))


def append_log_line(runs_dir: Path, line: bytes) -> None:
    """Append one complete NDJSON line to the audit log; also used for action outcomes."""
    import fcntl  # POSIX only: imported here so that importing retriage works everywhere

    root = os.open(runs_dir, os.O_RDONLY | os.O_DIRECTORY)
    try:
        try:
            fd = os.open(AUDIT_LOG, os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW, 0o644, dir_fd=root)
        except OSError as exc:
            raise DecisionError(f"{AUDIT_LOG}: cannot append ({exc.strerror}); decision.json was written") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            # a writer killed mid-line left a fragment: cut it off so the log stays valid NDJSON
            size = os.fstat(fd).st_size
            if size and os.pread(fd, 1, size - 1) != b"\n":
                tail = os.pread(fd, min(size, 64 * 1024), max(0, size - 64 * 1024))
                keep = size - len(tail) + tail.rfind(b"\n") + 1 if b"\n" in tail else 0
                os.ftruncate(fd, keep)
            view = memoryview(line)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
    finally:
        os.close(root)
