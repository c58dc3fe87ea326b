"""Hostile streams and run files: clear messages, bounded memory, never a hang."""

from __future__ import annotations

import json
import os
from pathlib import Path

from retriage.core.config import default_config
from retriage.core.report import diagnose_dir
from retriage.core.streams import parse_bytes
from tests import streams_kit as kit


def test_content_nested_past_the_recursion_limit_is_not_fatal():
    nested: object = "deep"
    for _ in range(900):
        nested = [nested]
    line = json.dumps({"type": "user", "message": {"content": [
        {"type": "tool_result", "tool_use_id": "t1", "content": nested}]}})
    events, parser = parse_bytes((line + "\n" + kit.say("after")).encode())
    assert events[-1].text == "after"


def test_a_fifo_or_device_as_events_or_prompt_is_reported_not_hung(tmp_path: Path):
    run = kit.make_run(tmp_path, "r1", kit.init())
    (run / "events.ndjson").unlink()
    os.mkfifo(run / "events.ndjson")
    (run / "prompt.md").unlink()
    (run / "prompt.md").symlink_to("/dev/zero")
    report = diagnose_dir(run, default_config())
    assert "events.ndjson: not a regular file, not read" in report.problems
    assert "prompt.md: not a regular file, not read" in report.problems


def test_evidence_stays_bounded_on_an_endless_loop(tmp_path: Path):
    group = (kit.bash("npm test", "Tests: 1 failed", exit_code=1) * 5 + kit.bash("npm run lint", "ok")
             + kit.edit("/w/a.ts", "x", "y") + kit.edit("/w/a.ts", "y", "x"))
    run = kit.make_run(tmp_path, "r1", kit.init() + group * 1500)
    report = diagnose_dir(run, default_config())
    assert report.diagnosis.mode == "model_confusion"
    assert len(report.diagnosis.evidence) < 500
    assert len(json.dumps(report.to_json())) < 200_000
