"""Incremental update: append 1,000 events to a diagnosed stream, update, compare.

The TUI and ``RunState`` keep a run's tail offset and analyser, so an append
costs the new bytes plus one diagnosis of the accumulated state; re-diagnosing
from scratch costs the whole stream. Prints both and the ratio (target <= 0.05x).

    python -m benchmarks.bench_incremental [--events 200000] [--append 1000] [--format claude|osmia|both]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.gen_stream import FORMATS, generate  # noqa: E402
from retriage.core.config import default_config  # noqa: E402
from retriage.core.report import RunState  # noqa: E402


def bench(fmt: str, events: int, append: int, rounds: int, tmp: Path) -> None:
    run = tmp / f"inc-{fmt}"
    run.mkdir()
    (run / "taskrun.json").write_text('{"state": "Running"}')
    stream = run / "events.ndjson"
    generate(stream, events, fmt=fmt, footer=False)
    config = default_config()

    start = time.perf_counter()
    state = RunState(run, config)
    state.refresh()
    state.report()
    full = time.perf_counter() - start

    updates = []
    step = events
    for _ in range(rounds):
        generate(stream, append, fmt=fmt, start=step, header=False, footer=False)
        step += append
        start = time.perf_counter()
        changed = state.refresh()
        report = state.report()
        updates.append(time.perf_counter() - start)
        assert changed, "the append was not seen"

    start = time.perf_counter()
    fresh = RunState(run, config)
    fresh.refresh()
    scratch_report = fresh.report()
    scratch = time.perf_counter() - start
    same = (report.diagnosis.mode, round(report.diagnosis.confidence, 6)) == \
        (scratch_report.diagnosis.mode, round(scratch_report.diagnosis.confidence, 6))
    update = statistics.median(updates)
    print(f"[{fmt}] stream of {events:,} events, then {rounds} appends of {append:,} events")
    print(f"  first diagnosis:              {full:6.2f} s")
    print(f"  update after an append:       {update * 1000:6.1f} ms median "
          f"(min {min(updates) * 1000:.1f}, max {max(updates) * 1000:.1f})")
    print(f"  re-diagnose from scratch:     {scratch:6.2f} s")
    print(f"  ratio update / from scratch:  {update / scratch:.4f}x  (target <= 0.05x)")
    print(f"  incremental == from scratch:  {'yes' if same else 'NO'} "
          f"({report.diagnosis.mode} {report.diagnosis.confidence:.2f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=200_000)
    parser.add_argument("--append", type=int, default=1_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--format", choices=(*FORMATS, "both"), default="both")
    args = parser.parse_args()
    formats = FORMATS if args.format == "both" else (args.format,)
    with tempfile.TemporaryDirectory() as tmp:
        for fmt in formats:
            bench(fmt, args.events, args.append, args.rounds, Path(tmp))


if __name__ == "__main__":
    main()
