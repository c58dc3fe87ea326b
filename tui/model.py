"""What the TUI shows about one run, derived from a :class:`core.report.RunReport`.

Pure data, no Textual: the table, the filter, the sort and the per-mode counts
all work on :class:`RunRow`, which is cheap to build and safe to hand from a
worker thread to the UI thread (it is frozen and holds no open files).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Callable, Iterable

from retriage.core.config import MODES
from retriage.core.report import RunReport
from retriage.core.sanitize import inert_text

#: short labels for the table and the counts bar (the full name is in the pane)
MODE_LABELS = {
    "infra_failure": "infra",
    "permission_blocked": "permission",
    "dependency_missing": "dependency",
    "test_misunderstanding": "test-misread",
    "wrong_approach": "wrong-approach",
    "scope_creep": "scope-creep",
    "model_confusion": "confusion",
    "unknown": "unknown",
}

#: one colour per mode (theme-independent, readable on dark and light)
MODE_COLOURS = {
    "infra_failure": "#e06c75",
    "permission_blocked": "#e5c07b",
    "dependency_missing": "#d19a66",
    "test_misunderstanding": "#c678dd",
    "wrong_approach": "#61afef",
    "scope_creep": "#56b6c2",
    "model_confusion": "#ff79c6",
    "unknown": "#abb2bf",
}

#: what "unknown" means, in words: its confidence is how sure nothing matched, never a diagnosis
NO_CLEAR_CAUSE = "no clear cause"


def shows_confidence(mode: str) -> bool:
    """False for ``unknown``: a number next to it (0.85) would read as a confident diagnosis."""
    return mode != "unknown"


STATUS_FAILED = "failed"
STATUS_LIVE = "live"
STATUS_OK = "ok"
#: listed, not read yet: a big directory is listed first and diagnosed progressively
STATUS_PENDING = "pending"
#: listed, but reading it failed (the message is in a toast and in the pane)
STATUS_ERROR = "error"

SORT_KEYS = ("age", "status", "mode", "confidence", "run", "ticket", "engine")


def parse_time(value: str) -> datetime | None:
    """An ISO-8601 timestamp (``Z`` or offset), or None."""
    if not value:
        return None
    try:
        stamp = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    if stamp.tzinfo is None:
        stamp = stamp.replace(tzinfo=timezone.utc)
    return stamp


def format_age(then: datetime | None, now: datetime) -> str:
    if then is None:
        return "-"
    seconds = max(0, int((now - then).total_seconds()))
    if seconds < 60:
        return f"{seconds}s"
    if seconds < 3600:
        return f"{seconds // 60}m"
    if seconds < 86400:
        return f"{seconds // 3600}h"
    return f"{seconds // 86400}d"


def _file_time(report: RunReport) -> datetime | None:
    # the stream first: for a session file read in place it is the run itself
    for path in (report.files.events_path, report.path / "taskrun.json", report.path):
        try:
            return datetime.fromtimestamp(os.stat(path).st_mtime, timezone.utc)
        except OSError:
            continue
    return None


@dataclass(frozen=True)
class RunRow:
    run_id: str
    status: str
    ticket: str
    engine: str
    mode: str
    confidence: float | None
    retries: str
    changed: datetime | None
    decision: str
    advised: bool | None

    @property
    def mode_label(self) -> str:
        return MODE_LABELS.get(self.mode, self.mode)

    def matches(self, query: str) -> bool:
        """Case-insensitive substring match on id, ticket, mode and engine."""
        query = query.strip().lower()
        if not query:
            return True
        haystack = " ".join((self.run_id, self.ticket, self.mode, self.mode_label, self.engine, self.status)).lower()
        return all(word in haystack for word in query.split())


def row_from_report(report: RunReport) -> RunRow:
    taskrun = report.files.taskrun
    if report.failed:
        status = STATUS_FAILED
    elif report.live:
        status = STATUS_LIVE
    else:
        status = STATUS_OK
    mode = report.diagnosis.mode if status != STATUS_OK else ""
    confidence = report.diagnosis.confidence if status != STATUS_OK else None
    if taskrun.retry_count is not None and taskrun.max_retries is not None:
        retries = f"{taskrun.retry_count}/{taskrun.max_retries}"
    elif taskrun.retry_count is not None:
        retries = str(taskrun.retry_count)
    else:
        retries = "-"
    stamps = [t for t in (parse_time(taskrun.updated_at) or parse_time(taskrun.created_at), _file_time(report)) if t]
    changed = max(stamps) if stamps else None
    decision = ""
    if report.files.decision is not None:
        decision = inert_text(str(report.files.decision.get("action") or "?"), 12)
    return RunRow(
        run_id=report.run_id,
        status=status,
        ticket=inert_text(taskrun.ticket_id, 24),
        engine=inert_text(taskrun.engine_now, 20),
        mode=mode,
        confidence=confidence,
        retries=retries,
        changed=changed,
        decision=decision,
        advised=report.advice.advised if report.failed else None,
    )


def pending_row(run_id: str) -> RunRow:
    """The row of a run that is listed but not diagnosed yet."""
    return RunRow(run_id=run_id, status=STATUS_PENDING, ticket="", engine="", mode="", confidence=None,
                  retries="-", changed=None, decision="", advised=None)


def error_row(run_id: str) -> RunRow:
    """The row of a run that could not be read at all."""
    return RunRow(run_id=run_id, status=STATUS_ERROR, ticket="", engine="", mode="", confidence=None,
                  retries="-", changed=None, decision="", advised=None)


def _sort_key(key: str) -> Callable[[RunRow], object]:
    status_rank = {STATUS_LIVE: 0, STATUS_FAILED: 1, STATUS_ERROR: 2, STATUS_PENDING: 3, STATUS_OK: 4}
    mode_rank = {mode: i for i, mode in enumerate(MODES)}
    epoch = datetime.min.replace(tzinfo=timezone.utc)
    if key == "status":
        return lambda r: (status_rank.get(r.status, 9), r.run_id)
    if key == "mode":
        return lambda r: (mode_rank.get(r.mode, 99), r.run_id)
    if key == "confidence":
        return lambda r: (-(r.confidence if r.confidence is not None else -1.0), r.run_id)
    if key == "ticket":
        return lambda r: (r.ticket.lower() or "\uffff", r.run_id)
    if key == "engine":
        return lambda r: (r.engine, r.run_id)
    if key == "run":
        return lambda r: r.run_id
    # age: most recently changed first
    return lambda r: (-(r.changed or epoch).timestamp(), r.run_id)


def visible_rows(rows: Iterable[RunRow], show_all: bool, query: str, sort: str, reverse: bool = False,
                 keep: str | None = None) -> list[RunRow]:
    """The rows to show: failed and live by default (all with ``show_all``), filtered and sorted.

    ``keep`` stays listed even if it turned out fine: while a scan diagnoses runs
    one by one, the row under the reviewer's cursor must not vanish beneath it.
    """
    chosen = [r for r in rows if (show_all or r.status != STATUS_OK or r.run_id == keep) and r.matches(query)]
    chosen.sort(key=_sort_key(sort), reverse=reverse)
    return chosen


def mode_counts(rows: Iterable[RunRow]) -> dict[str, int]:
    """Failed runs per mode, in the canonical mode order, plus live, ok and pending totals."""
    counts: dict[str, int] = {}
    live = ok = pending = errors = 0
    for row in rows:
        if row.status == STATUS_FAILED:
            counts[row.mode] = counts.get(row.mode, 0) + 1
        elif row.status == STATUS_LIVE:
            live += 1
        elif row.status == STATUS_PENDING:
            pending += 1
        elif row.status == STATUS_ERROR:
            errors += 1
        else:
            ok += 1
    ordered = {mode: counts[mode] for mode in MODES if mode in counts}
    ordered.update({m: c for m, c in counts.items() if m not in ordered})
    ordered["_live"] = live
    ordered["_ok"] = ok
    ordered["_pending"] = pending
    ordered["_error"] = errors
    return ordered
