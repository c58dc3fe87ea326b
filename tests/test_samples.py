"""The bundled sample runs are diagnosed as sample_runs/EXPECTED.md says.

This is the issue's acceptance check: ``retriage diagnose sample_runs/* --json``
classifies every sample correctly, with evidence located in the stream.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

SAMPLES = Path(__file__).parent.parent / "sample_runs"


def expected() -> dict[str, str]:
    rows = {}
    for line in (SAMPLES / "EXPECTED.md").read_text().splitlines():
        match = re.match(r"\|\s*([A-Za-z0-9._-]+)\s*\|\s*(\w+)\s*\|", line)
        if match and match.group(1) != "run":
            rows[match.group(1)] = match.group(2)
    return rows


def test_expected_covers_every_sample_and_every_mode():
    rows = expected()
    dirs = {p.name for p in SAMPLES.iterdir() if p.is_dir()}
    assert set(rows) == dirs
    from retriage.core.config import MODES
    assert set(MODES) <= set(rows.values())
    assert {"succeeded", "live"} <= set(rows.values())
    assert (SAMPLES / "retriage.yaml").is_file()


def test_diagnose_glob_over_sample_runs_classifies_every_sample():
    args = sorted(str(p) for p in SAMPLES.iterdir())  # what the shell makes of sample_runs/*
    out = subprocess.run([sys.executable, "-m", "retriage", "diagnose", *args, "--json"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    reports = {r["run_id"]: r for r in map(json.loads, out.stdout.splitlines())}
    for run_id, want in expected().items():
        report = reports[run_id]
        if want == "succeeded":
            assert not report["failed"] and not report["live"], run_id
        elif want == "live":
            assert report["live"] and not report["failed"], run_id
        else:
            assert report["failed"], run_id
            assert report["mode"] == want, (run_id, report["mode"])
            if want != "unknown":
                evidence = report["evidence"]
                assert evidence, run_id
                assert all(e["source"] in ("events", "watchdog", "result", "taskrun") for e in evidence)
                assert all(e["line"] for e in evidence if e["source"] == "events"), run_id
