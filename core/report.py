"""One run, end to end: its files, its stream, its diagnosis and retry advice.

:class:`RunState` is the unit both the CLI and the TUI hold per run. It owns a
:class:`~core.tail.StreamTail` and an :class:`~core.analyser.Analyser`, so
:meth:`RunState.refresh` costs only the bytes appended since the last call;
when the stream is rotated or truncated both are rebuilt.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from retriage.core import jsonlib
from retriage.core.analyser import Analyser, RunContext
from retriage.core.config import Config
from retriage.core.diagnosis import Diagnosis, Evidence
from retriage.core.events import Event
from retriage.core.formats.skip import SkipRules
from retriage.core.pipeline import lean_default
from retriage.core.retry import RetryAdvice, original_task, prescription, retry_prompt, should_retry
from retriage.core.rundir import RunFiles, is_failed, is_live
from retriage.core.sources.base import RunRef
from retriage.core.sources.outcome import Outcome
from retriage.core.tail import StreamTail
from retriage.core.task import read_task

#: the version of the JSON a run is reported as (``retriage diagnose --output json``)
SCHEMA_VERSION = 1

if TYPE_CHECKING:  # pragma: no cover
    from retriage.core.cache import DiagnosisCache


@dataclass
class RunReport:
    run_id: str
    path: Path
    files: RunFiles
    failed: bool
    live: bool
    diagnosis: Diagnosis
    prescription: str
    retry_prompt: str
    advice: RetryAdvice
    problems: list[str] = field(default_factory=list)
    stream_lines: int = 0
    malformed: int = 0
    #: where the run came from (a runs directory unless it is a session file read in place)
    ref: RunRef | None = None
    #: for a session file: why it is taken to be live, failed or succeeded
    state_reason: str = ""

    @property
    def source_kind(self) -> str:
        return self.ref.kind if self.ref is not None else "runs"

    @property
    def succeeded(self) -> bool:
        return not self.failed and not self.live

    def to_json(self) -> dict[str, Any]:
        d = self.diagnosis
        tr = self.files.taskrun
        return {
            "schema_version": SCHEMA_VERSION,
            "run_id": self.run_id,
            "path": str(self.path),
            "source": self.source_kind,
            "parent": self.ref.parent if self.ref is not None else None,
            "failed": self.failed,
            "live": self.live,
            "state": tr.state or None,
            "ticket_id": tr.ticket_id or None,
            "engine": tr.engine_now or None,
            "mode": d.mode if (self.failed or self.live) else None,
            "confidence": d.confidence if (self.failed or self.live) else None,
            "evidence": [_evidence_json(e) for e in d.winning_evidence] if (self.failed or self.live) else [],
            "alternatives": [{"mode": a.mode, "confidence": a.confidence, "score": a.score}
                             for a in d.alternatives],
            "reasoning": d.reasoning,
            "prescription": self.prescription if self.failed else None,
            "retry": self.advice.to_json() if self.failed else None,
            "state_reason": self.state_reason or None,
            "decision": self.files.decision,
            "problems": self.problems,
            "stream": {"lines": self.stream_lines, "malformed": self.malformed},
        }


_EVIDENCE_FIELDS = tuple(f.name for f in fields(Evidence))


def _evidence_json(evidence: Evidence) -> dict[str, Any]:
    """:meth:`Evidence.to_json` without ``dataclasses.asdict``'s deep copy (every field is a
    scalar or a tuple): a warm ``diagnose --json`` over a thousand cached runs spent a third
    of its time there."""
    data = {name: getattr(evidence, name) for name in _EVIDENCE_FIELDS}
    data["span"] = list(evidence.span) if evidence.span else None
    data["raw_span"] = list(evidence.raw_span) if evidence.raw_span else None
    data["weight"] = round(evidence.weight, 3)
    return data


def _raw_span(line_text: str, evidence: Evidence) -> tuple[int, int] | None:
    """Where the matched text sits in the raw line, when it appears verbatim."""
    if not evidence.text:
        return None
    needle = jsonlib.dumps(evidence.text)[1:-1]
    index = line_text.find(needle)
    if index < 0:
        index = line_text.find(evidence.text)
        needle = evidence.text
    return (index, index + len(needle)) if index >= 0 else None


def read_line_at(path: Path, offset: int, limit: int = 1024 * 1024) -> str:
    """The raw text of the line starting at ``offset`` (at most ``limit`` bytes)."""
    try:
        with open(path, "rb") as handle:
            handle.seek(offset)
            data = handle.read(limit)
    except OSError:
        return ""
    end = data.find(b"\n")
    return (data if end < 0 else data[:end]).decode("utf-8", "replace")


class RunState:
    """A run being watched: cheap to refresh, always able to report.

    ``path`` is a run directory of the runs contract, or the :class:`RunRef` a
    source handed out (a session file read in place, whose prompt and state
    are inferred from its events by an :class:`Outcome`).
    """

    def __init__(self, path: Path | RunRef, config: Config) -> None:
        self.ref = path if isinstance(path, RunRef) else RunRef.run_dir(path)
        self.path = self.ref.path
        self.config = config
        self.events_path = self.ref.stream
        self.outcome: Outcome | None = Outcome() if self.ref.read_only else None
        # the lean pipeline counts prose, thinking and file contents instead of building their
        # events; a session file's Outcome reads prose, so it gets every event
        self._lean = lean_default()
        skips = self._lean and self.outcome is None
        self.tail = StreamTail(self.events_path, lean=SkipRules.from_rules(config.rules) if skips else None)
        self.analyser = Analyser(config, lean=self._lean)
        self.files: RunFiles = self.ref.load_files()
        self.stream_error = ""
        self.resets = 0

    @property
    def run_id(self) -> str:
        return self.ref.run_id

    def refresh(self, reload_files: bool = True) -> bool:
        """Read what is new; True if anything changed."""
        if reload_files:
            self.files = self.ref.load_files()
        before = self.analyser.events_seen
        result = self.tail.read_new(sink=self._feed, on_reset=self._reset)
        self.stream_error = result.error
        return result.reset or self.analyser.events_seen != before

    def _feed(self, events: list[Event]) -> None:
        self.analyser.feed(events)
        if self.outcome is not None:
            self.outcome.feed(events)

    def _reset(self) -> None:
        """The stream shrank or was replaced: everything derived from it is void."""
        self.resets += 1
        self.analyser = Analyser(self.config, lean=self._lean)
        if self.outcome is not None:
            self.outcome = Outcome()

    def _inferred(self, files: RunFiles) -> tuple[RunFiles, str]:
        """A session file's prompt and state, from its events and how long ago it changed."""
        assert self.outcome is not None
        try:
            age: float | None = time.time() - os.stat(self.events_path).st_mtime
        except OSError:
            age = None
        verdict = self.outcome.verdict(age, self.ref.live_seconds)
        taskrun = replace(files.taskrun, state=verdict.state)
        return replace(files, taskrun=taskrun, prompt=self.outcome.task_prompt), verdict.reason

    def report(self) -> RunReport:
        files = self.files
        state_reason = ""
        if self.outcome is not None:
            files, state_reason = self._inferred(files)
        parser = self.tail.parser
        final = parser.last_result
        stream_failed = final is not None and final.is_error
        live = is_live(files.taskrun, final is not None)
        failed = is_failed(files.taskrun, files.result, stream_failed)
        if failed:
            live = False
        ctx = RunContext(
            taskrun=files.taskrun,
            task=read_task(original_task(files.prompt), self.config.rules),
            watchdog=files.watchdog,
            result=files.result,
            live=live,
            pending_bytes=parser.pending_bytes,
            # a session transcript never has a result line: its end is no sign of a killed process
            result_expected=self.outcome is None,
        )
        diagnosis = self.analyser.diagnose(ctx)
        if state_reason:
            diagnosis.reasoning = [f"state inferred: {state_reason}", *diagnosis.reasoning]
        diagnosis.evidence = self._locate(diagnosis.evidence)
        problems = list(files.problems)
        stream, name = self.events_path, self.events_path.name
        if not files.readable:
            pass  # the run directory problem says it all
        elif self.stream_error:
            problems.append(self.stream_error)
        elif not stream.exists():
            problems.append(f"{name}: missing")
        if parser.stats.malformed:
            problems.append(f"{name}: {parser.malformed_summary()}")
        if not live and not self.stream_error and files.readable:
            # a live stream is still being written: an unfinished last line or an empty file is normal
            if parser.pending_bytes:
                problems.append(f"{name}:{parser.stats.lines + 1}: the last line has no newline "
                                f"({parser.pending_bytes:,} bytes, truncated?), not read")
            elif parser.stats.lines == 0 and stream.is_file():
                problems.append(f"{name}: empty file")
        return RunReport(
            run_id=self.run_id,
            path=self.path,
            files=files,
            failed=failed,
            live=live,
            diagnosis=diagnosis,
            prescription=prescription(diagnosis, self.config),
            retry_prompt=retry_prompt(original_task(files.prompt), diagnosis, self.config),
            advice=should_retry(diagnosis, files.taskrun, self.config, original_task(files.prompt)),
            problems=problems,
            stream_lines=parser.stats.lines,
            malformed=parser.stats.malformed,
            ref=self.ref,
            state_reason=state_reason,
        )

    def _locate(self, evidence: list[Evidence]) -> list[Evidence]:
        events_path = self.events_path
        out = []
        for item in evidence:
            if item.offset is not None and item.span is not None and item.raw_span is None and len(out) < 200:
                item = replace(item, raw_span=_raw_span(read_line_at(events_path, item.offset), item))
            out.append(item)
        return out


def _cache_key(run: Path | RunRef) -> Path | None:
    """The run directory the cache keys a run by; None for a session file (not cached: the
    cache's signature is that of a run directory's files)."""
    if isinstance(run, RunRef):
        return None if run.read_only else run.path
    return run


def diagnose_dir(path: Path | RunRef, config: Config, cache: DiagnosisCache | None = None) -> RunReport:
    """Read and diagnose one run (a run directory, or a RunRef from a source) from scratch, or
    take its report from ``cache`` when nothing changed."""
    ticket = None
    key = _cache_key(path) if cache is not None else None
    if cache is not None and key is not None:
        cached, ticket = cache.lookup(key, config)
        if cached is not None:
            return cached
    state = RunState(path, config)
    state.refresh(reload_files=False)
    report = state.report()
    if cache is not None and ticket is not None:
        cache.store(ticket, report)
    return report
