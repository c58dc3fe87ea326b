"""Real captures from other people's agents (tests/realcases, see LICENSES.md).

Every one must parse without error, and the ones whose failure is plain from
the record must be diagnosed as such.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from retriage.core.config import default_config
from retriage.core.events import Kind
from retriage.core.report import diagnose_dir
from retriage.core.streams import StreamParser

REAL = Path(__file__).parent / "realcases"
FILES = sorted(p for p in REAL.rglob("*") if p.suffix in (".jsonl", ".json", ".txt"))


def test_the_vendored_captures_are_present():
    assert len(FILES) == 16


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name[:40])
def test_every_real_capture_parses_in_any_chunking(path: Path):
    data = path.read_bytes()
    parser = StreamParser()
    events = []
    for start in range(0, len(data), 4093):
        events.extend(parser.feed(data[start:start + 4093]))
    assert parser.pending_bytes == 0
    assert events, "no events at all"
    # only a line the wrapper itself split in two is malformed (pr-4 log line 497)
    assert parser.stats.malformed <= 1
    unpaired = [e for e in events if e.kind is Kind.TOOL_RESULT and e.use_line is None]
    assert not unpaired


def test_claude_transcripts_are_read_with_their_tool_calls():
    parser = StreamParser()
    events = parser.feed((REAL / "spotter" / "tool_heavy.jsonl").read_bytes())
    assert sum(e.kind is Kind.TOOL_USE for e in events) == 6
    assert sum(e.kind is Kind.TOOL_RESULT for e in events) == 6


def test_codex_events_inside_a_wrapper_log_are_found():
    parser = StreamParser()
    events = parser.feed((REAL / "hive-mind" / "issue-642_original-solve-log.txt").read_bytes())
    commands = [e for e in events if e.kind is Kind.TOOL_RESULT and e.tool == "shell"]
    assert len(commands) >= 10
    assert any(e.kind is Kind.PLAIN for e in events)


def _as_run(tmp_path: Path, source: Path, state: str = "Failed") -> Path:
    run = tmp_path / source.stem[:40].replace("_", "-")
    run.mkdir()
    shutil.copy(source, run / "events.ndjson")
    (run / "taskrun.json").write_text('{"state": "%s", "engine": "claude-code"}' % state)
    return run


@pytest.mark.parametrize("name", [
    "self-agents/aff92c55_credit-too-low_midtask.jsonl",
    "self-agents/6274e50a_credit-too-low_immediate.jsonl",
    "better-ui/e5d1f1b1-3017-4598-a7f1-bf6364176ff7.jsonl",
    "hive-mind/issue-789_full-log.json",
    "hive-mind/issue-715_codex-cli-full-log.txt",
])
def test_provider_limits_and_api_failures_are_infrastructure(tmp_path: Path, name: str):
    report = diagnose_dir(_as_run(tmp_path, REAL / name), default_config())
    assert report.diagnosis.mode == "infra_failure"
    assert report.advice.advised is False  # parked, never retried
    evidence = report.diagnosis.winning_evidence[0]
    assert evidence.source == "events" and evidence.line is not None


def test_a_successful_real_run_is_not_reported_failed(tmp_path: Path):
    run = _as_run(tmp_path, REAL / "better-use" / "ralph_iter2_1b998aac.jsonl", state="Succeeded")
    report = diagnose_dir(run, default_config())
    assert not report.failed and not report.live
