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

#: "queue" is the triage order: undecided first, then by urgency (see :func:`queue_rank`)
SORT_KEYS = ("queue", "age", "status", "mode", "confidence", "run", "ticket", "engine")
SORT_LABELS = {"queue": "queue (undecided, urgent first)", "age": "age (newest first)", "status": "status",
               "mode": "mode", "confidence": "confidence (highest first)", "run": "run id", "ticket": "ticket",
               "engine": "engine"}

#: the decision filter: every run, only runs still waiting for a human, only decided ones
DECISION_FILTERS = ("any", "undecided", "decided")

#: glyph, word and style of each decision state; distinct glyphs, so they read at any width
DECISION_STATES = {
    "approve": ("✔", "approved", "bold green"),
    "park": ("‖", "parked", "bold yellow"),
    "dismiss": ("✘", "dismissed", "dim"),
    "draft": ("✎", "draft", "bold cyan"),
    "pending": ("•", "to decide", ""),
    "other": ("?", "decided", ""),
}


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


@dataclass(frozen=True, slots=True)
class RunRow:
    """One run as the table lists it: a compact row, kept for every run (the full report is not)."""

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
    #: the advice in a word or three ("retry", "retry on codex", "park"): RetryAdvice.verdict
    verdict: str = ""

    @property
    def mode_label(self) -> str:
        return MODE_LABELS.get(self.mode, self.mode)

    @property
    def decided(self) -> bool:
        return bool(self.decision)

    def decision_state(self, draft: bool) -> str | None:
        """approve / park / dismiss / other (decided); draft / pending (a failed run to decide); None."""
        if self.decision:
            return self.decision if self.decision in ("approve", "park", "dismiss") else "other"
        if self.status != STATUS_FAILED:
            return None
        return "draft" if draft else "pending"

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
        verdict=report.advice.verdict if report.failed else "",
    )


def pending_row(run_id: str) -> RunRow:
    """The row of a run that is listed but not diagnosed yet."""
    return RunRow(run_id=run_id, status=STATUS_PENDING, ticket="", engine="", mode="", confidence=None,
                  retries="-", changed=None, decision="", advised=None)


def error_row(run_id: str) -> RunRow:
    """The row of a run that could not be read at all."""
    return RunRow(run_id=run_id, status=STATUS_ERROR, ticket="", engine="", mode="", confidence=None,
                  retries="-", changed=None, decision="", advised=None)


def queue_rank(row: RunRow) -> int:
    """The triage queue's groups, most urgent first.

    Undecided failed runs whose retry is advised, then live runs (they may fail any
    moment), then runs still being read, then undecided runs the advice would park
    (one key each, but nothing to weigh), then decided runs, then runs that are fine.
    """
    if row.status == STATUS_OK:
        return 5
    if row.decision:
        return 4
    if row.status == STATUS_FAILED:
        return 0 if row.advised else 3
    if row.status == STATUS_LIVE:
        return 1
    return 2


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
    if key == "queue":
        return lambda r: (queue_rank(r), -(r.changed or epoch).timestamp(), r.run_id)
    # age: most recently changed first
    return lambda r: (-(r.changed or epoch).timestamp(), r.run_id)


@dataclass(frozen=True)
class RowFilter:
    """What the reviewer narrowed the table to (besides the "/" text and the all/failed toggle)."""

    decision: str = "any"  # one of DECISION_FILTERS
    mode: str = ""
    engine: str = ""

    def __bool__(self) -> bool:
        return self.decision != "any" or bool(self.mode or self.engine)

    def accepts(self, row: RunRow) -> bool:
        if self.decision == "undecided" and (row.decided or row.status != STATUS_FAILED):
            return False  # the queue of failed runs still waiting for a human
        if self.decision == "decided" and not row.decided:
            return False
        if self.mode and row.mode != self.mode:
            return False
        return not self.engine or row.engine == self.engine

    def describe(self) -> str:
        """"undecided, mode infra, engine codex" (empty: no filter)."""
        parts = [self.decision] if self.decision != "any" else []
        if self.mode:
            parts.append(f"mode {MODE_LABELS.get(self.mode, self.mode)}")
        if self.engine:
            parts.append(f"engine {self.engine}")
        return ", ".join(parts)


def visible_rows(rows: Iterable[RunRow], show_all: bool, query: str, sort: str, reverse: bool = False,
                 keep: str | None = None, row_filter: RowFilter | None = None) -> list[RunRow]:
    """The rows to show: failed and live by default (all with ``show_all``), filtered and sorted.

    ``keep`` stays listed even if it turned out fine: while a scan diagnoses runs
    one by one, the row under the reviewer's cursor must not vanish beneath it.
    """
    row_filter = row_filter or RowFilter()
    if show_all:
        chosen = list(rows)
    else:
        chosen = [r for r in rows if r.status != STATUS_OK or r.run_id == keep]
    if query.strip():
        chosen = [r for r in chosen if r.matches(query)]
    if row_filter:  # (20,000 rows: skip the calls when nothing narrows them)
        chosen = [r for r in chosen if r.run_id == keep or row_filter.accepts(r)]
    chosen.sort(key=_sort_key(sort), reverse=reverse)
    return chosen


def stable_order(previous: list[str], rows: list[RunRow]) -> list[RunRow]:
    """``rows`` in the order the reader already sees: known runs keep their places, new ones go last.

    Live runs change all the time; re-sorting under the reader's eyes makes rows jump.
    The caller shows this order and says the true one is pending ("order stale").
    """
    by_id = {row.run_id: row for row in rows}
    kept = [by_id[run_id] for run_id in previous if run_id in by_id]
    seen = {row.run_id for row in kept}
    return kept + [row for row in rows if row.run_id not in seen]


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
