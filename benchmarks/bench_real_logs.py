"""Diagnose the real captures in ``tests/`` that are big enough to time, against the parse floor.

The generated streams of ``bench_diagnose`` hold what long runs are made of, but not every shape
real logs take: a ralph loop's ``claude -p --include-partial-messages`` log is 98% partial-message
deltas (``stream_event``), lines no format reads. This prints, per capture over 1 MB, the parse
floor (read + JSON-parse every line), the lean and the full pipeline's diagnosis (median of
``--repeat``), and their ratios, so a change to either shows on the logs users really have.

    python -m benchmarks.bench_real_logs [--repeat N] [--min-mb MB]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from retriage.core import jsonlib, pipeline  # noqa: E402
from retriage.core.config import default_config  # noqa: E402
from retriage.core.report import diagnose_dir  # noqa: E402


def parse_floor(path: Path) -> float:
    """Read and JSON-parse every line (a real log has plain wrapper lines too: they are tried and passed)."""
    loads = jsonlib.loads
    start = time.perf_counter()
    with open(path, "rb") as handle:
        for line in handle:
            try:
                loads(line)
            except ValueError:
                pass
    return time.perf_counter() - start


def _median_time(run: Path, repeat: int, full: bool) -> float:
    """Median wall time of a diagnosis with the full (``RETRIAGE_PIPELINE=full``) or the lean pipeline."""
    before = os.environ.get(pipeline.ENV)
    os.environ[pipeline.ENV] = "full" if full else "lean"
    try:
        config = default_config()
        diagnose_dir(run, config)  # warm: imports, compiled patterns
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            diagnose_dir(run, config)
            times.append(time.perf_counter() - start)
        return statistics.median(times)
    finally:
        if before is None:
            os.environ.pop(pipeline.ENV, None)
        else:
            os.environ[pipeline.ENV] = before


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--min-mb", type=float, default=1.0)
    args = parser.parse_args(argv)
    print(f"load average (1, 5, 15 min): {', '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs")
    streams = sorted(p for p in (ROOT / "tests").glob("*/runs/*/events.ndjson")
                     if p.stat().st_size >= args.min_mb * 1e6)
    for stream in streams:
        run = stream.parent
        lines = sum(1 for _ in open(stream, "rb"))
        deltas = sum(1 for line in open(stream, "rb") if line.startswith(b'{"type":"stream_event"'))
        parse = parse_floor(stream)
        lean = _median_time(run, args.repeat, full=False)
        full = _median_time(run, args.repeat, full=True)
        print(f"{run.parent.parent.name}/{run.name}: {stream.stat().st_size / 1e6:.1f} MB, {lines:,} lines "
              f"({deltas / max(lines, 1):.0%} partial-message deltas); floor {parse:.3f} s; lean {lean:.3f} s = "
              f"{lean / parse:.1f}x the floor; full {full:.3f} s = {full / parse:.1f}x; lean/full {lean / full:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
