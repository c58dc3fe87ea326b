"""Diagnose throughput and memory on a big generated stream, against a floor.

The floor is reading and JSON-parsing every line in a tight loop with the same
JSON library the parser uses. Prints the figures and the ratio.

    python benchmarks/bench_diagnose.py [EVENTS]      (default 200000, ~100 MB)
"""

from __future__ import annotations

import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.gen_stream import generate  # noqa: E402
from core import jsonlib  # noqa: E402
from core.config import default_config  # noqa: E402
from core.report import diagnose_dir  # noqa: E402


def main() -> None:
    events = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    with tempfile.TemporaryDirectory() as tmp:
        run = Path(tmp) / "bench-run"
        run.mkdir()
        (run / "taskrun.json").write_text('{"state": "Failed"}')
        size = generate(run / "events.ndjson", events)
        start = time.perf_counter()
        with open(run / "events.ndjson", "rb") as handle:
            for line in handle:
                jsonlib.loads(line)
        floor = time.perf_counter() - start
        start = time.perf_counter()
        report = diagnose_dir(run, default_config())
        took = time.perf_counter() - start
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"stream: {events:,} events, {size / 1e6:.1f} MB, json={jsonlib.NAME}")
    print(f"floor (read + parse every line): {floor:.2f} s")
    print(f"diagnose: {took:.2f} s  -> {took / floor:.1f}x the floor, {size / 1e6 / took:.1f} MB/s")
    print(f"peak RSS: {peak:.0f} MB; diagnosis: {report.diagnosis.mode} ({report.diagnosis.confidence:.2f})")


if __name__ == "__main__":
    main()
