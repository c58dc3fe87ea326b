"""The TUI on a big fleet (default 20,000 runs): peak RSS, key and sort latency, time until all diagnosed.

Each measurement runs in a fresh child process (so its peak RSS is its own), and
the same child can run on another install (``--base-python``, e.g. main) for
before/after figures measured in one session. The runs are hard links of the
TUI test fixtures, so 20,000 of them cost no disk.

    python benchmarks/tui_fleet_bench.py [--runs 20000] [--repeat 1] [--base-python PY]

Per child: ``all`` is the time until every run is diagnosed (the app's
progress bar reaches the end), ``rss`` the peak RSS, ``key`` the median and
worst of 20 cursor moves (j/k), ``sort`` the median and worst of 7 sort
changes (s) with every run listed (``a``). The new install runs twice on the
same directory, cold (empty cache) and warm (reopened).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIXTURES = HERE.parent / "tests" / "tui" / "fixtures"


def make_runs(root: Path, count: int) -> Path:
    runs = root / "runs"
    runs.mkdir(parents=True)
    sources = [p for p in sorted(FIXTURES.iterdir()) if p.is_dir()]
    for i in range(count):
        target = runs / f"run-{i:05d}"
        target.mkdir()
        for file in sources[i % len(sources)].iterdir():
            try:
                os.link(file, target / file.name)
            except OSError:
                shutil.copy2(file, target / file.name)
    time.sleep(0.2)  # out of the cache's racy window
    return runs


async def _until(pilot, predicate, timeout=900.0) -> None:
    start = time.perf_counter()
    while not predicate():
        if time.perf_counter() - start > timeout:
            raise TimeoutError
        await pilot.pause(0.02)


async def _child(runs: Path, drafts: Path) -> dict:
    from retriage.core.config import load_config
    from retriage.tui.app import RetriageApp
    from retriage.tui.drafts import DraftStore
    from retriage.tui.runs_table import RunsTable

    app = RetriageApp(runs, load_config(None), watch=False, drafts=DraftStore(runs, base=drafts))
    start = time.perf_counter()
    async with app.run_test(size=(160, 45)) as pilot:
        await _until(pilot, lambda: app.loaded and not app.pending and len(app.rows) > 0)
        done = time.perf_counter() - start
        await pilot.pause(0.5)
        table = app.query_one(RunsTable)
        table.focus()
        await pilot.press("a")  # every run listed: the biggest table
        await pilot.pause(0.5)
        keys = []
        for i in range(20):
            t0 = time.perf_counter()
            await pilot.press("j" if i % 4 != 3 else "k")
            await pilot.pause()
            keys.append(time.perf_counter() - t0)
        sorts = []
        for _ in range(7):
            t0 = time.perf_counter()
            await pilot.press("s")
            await pilot.pause()
            sorts.append(time.perf_counter() - t0)
        rows = len(table.order)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {"all": done, "rss": rss, "workers_rss": children, "rows": rows,
            "key_med": statistics.median(keys), "key_max": max(keys),
            "sort_med": statistics.median(sorts), "sort_max": max(sorts)}


def run_child(python: str, runs: Path, drafts: Path, env: dict[str, str]) -> dict:
    out = subprocess.run([python, str(Path(__file__).resolve()), "--child", str(runs), "--drafts", str(drafts)],
                         env=env, cwd=str(runs.parent), capture_output=True, text=True, check=False)
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise SystemExit(f"child failed: {out.stderr[-2000:]}")
    return json.loads(lines[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--base-python", help="python of another install (before figures)")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--drafts", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        import asyncio
        print(json.dumps(asyncio.run(_child(args.child, args.drafts))))
        return
    with tempfile.TemporaryDirectory(prefix="retriage-tui-fleet-") as tmp_name:
        tmp = Path(tmp_name)
        runs = make_runs(tmp, args.runs)
        env = {**os.environ, "XDG_CACHE_HOME": str(tmp / "xdg"), "XDG_STATE_HOME": str(tmp / "state")}
        results: dict[str, list[dict]] = {}
        for i in range(args.repeat):
            if args.base_python:
                results.setdefault("base", []).append(run_child(args.base_python, runs, tmp / f"d{i}", env))
            shutil.rmtree(tmp / "xdg", ignore_errors=True)
            results.setdefault("cold", []).append(run_child(sys.executable, runs, tmp / f"d{i}", env))
            results.setdefault("warm", []).append(run_child(sys.executable, runs, tmp / f"d{i}", env))
        print(f"TUI on {args.runs:,} runs (median of {args.repeat}; rss = the app process, workers apart)")
        med = {name: {k: statistics.median(r[k] for r in rs) for k in rs[0]} for name, rs in results.items()}
        for name, m in med.items():
            print(f"  {name:<5} all diagnosed {m['all']:6.1f} s  rss {m['rss']:5.0f} MB (workers {m['workers_rss']:.0f})"
                  f"  key {m['key_med'] * 1000:4.0f} ms (max {m['key_max'] * 1000:.0f})"
                  f"  sort {m['sort_med'] * 1000:5.0f} ms (max {m['sort_max'] * 1000:.0f})  rows {m['rows']:.0f}")
        if "base" in med:
            b, c, w = med["base"], med["cold"], med["warm"]
            print(f"  ratios vs base: all diagnosed cold {c['all'] / b['all']:.2f}x, warm {w['all'] / b['all']:.2f}x; "
                  f"rss {c['rss'] / b['rss']:.2f}x; key {c['key_med'] / b['key_med']:.2f}x; "
                  f"sort {c['sort_med'] / b['sort_med']:.2f}x")


if __name__ == "__main__":
    main()
