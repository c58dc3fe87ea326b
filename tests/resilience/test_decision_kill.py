"""A decision writer killed at random moments never leaves a corrupt record.

Real processes, real SIGKILL: the writer is started, killed after a random
delay, and what it left behind is checked. Exclusivity under a race is in
tests/test_decisions.py.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from retriage.core.decisions import AUDIT_LOG
from tests import streams_kit as kit

WRITER = """
import sys
from pathlib import Path
from retriage.core.decisions import Decision, write_decision
root = Path(sys.argv[1])
for i in range(int(sys.argv[2])):
    write_decision(root, Decision(f"run-{i}", "approve", "# T\\n" + "x" * 20000, True, "claude-code", "codex",
                                  {"mode": "unknown", "confidence": 0.4, "evidence_count": 0, "evidence": []}),
                   user="killer")
"""


def test_sigkill_at_random_moments_leaves_valid_decisions_and_log(tmp_path: Path):
    rnd = random.Random(20261122)
    root_dir = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root_dir)}
    # the kills are spread over the time one writer takes here, measured first: on a loaded
    # machine a fixed window can end before the interpreter has even started writing
    timing = tmp_path / "timing"
    for i in range(5):
        kit.make_run(timing, f"run-{i}")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", WRITER, str(timing), "5"], env=env, check=True)
    window = max(0.12, (time.perf_counter() - start) * 1.2)
    runs_total = 0
    for attempt in range(100):
        runs = tmp_path / f"a{attempt}"
        for i in range(5):
            kit.make_run(runs, f"run-{i}")
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(runs), "5"], env=env)
        time.sleep(rnd.uniform(0.0, window))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        for i in range(5):
            path = runs / f"run-{i}" / "decision.json"
            if path.exists():
                runs_total += 1
                record = json.loads(path.read_text())
                assert record["run_id"] == f"run-{i}" and record["action"] == "approve"
        log = runs / AUDIT_LOG
        if log.exists():
            for line in log.read_text().splitlines():
                json.loads(line)
    assert runs_total > 0  # the kills did land at different moments, some after writes
