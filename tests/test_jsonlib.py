"""Both JSON back ends (orjson, declared; the stdlib, the fallback) read streams the same way."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_runs"

_PROGRAM = """
import json, sys
from pathlib import Path
from retriage.core import jsonlib
from retriage.core.config import default_config
from retriage.core.report import diagnose_dir
from retriage.core.streams import parse_bytes
out = {"json": jsonlib.NAME, "runs": {}}
hostile = b'{"a": "\\xff"}\\n{\\x00"a": 1}\\n{"n": 1' + b'0' * 5000 + b'}\\n[[[[1]]]]\\n{"type": "result", "is_error": true}\\n'
events, parser = parse_bytes(hostile)
out["hostile"] = [parser.stats.malformed, [e.kind.value for e in events]]
for run in sorted(Path(sys.argv[1]).iterdir()):
    if run.is_dir():
        report = diagnose_dir(run, default_config())
        out["runs"][run.name] = [report.diagnosis.mode, round(report.diagnosis.confidence, 6), report.stream_lines,
                                 report.malformed, [(e.rule, e.line) for e in report.diagnosis.evidence]]
print(json.dumps(out))
"""


def _run(env_json: str | None) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "RETRIAGE_JSON"}
    if env_json:
        env["RETRIAGE_JSON"] = env_json
    out = subprocess.run([sys.executable, "-c", _PROGRAM, str(SAMPLES)], cwd=ROOT, env=env,
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def test_stdlib_fallback_diagnoses_exactly_like_the_default():
    default = _run(None)
    stdlib = _run("stdlib")
    assert stdlib["json"] == "json"
    assert default["runs"] and default["runs"] == stdlib["runs"]
    # invalid UTF-8, a NUL byte and a 5,000-digit number are malformed under both; the rest parses
    assert default["hostile"][0] == stdlib["hostile"][0] == 3
    assert default["hostile"][1] == stdlib["hostile"][1]
