"""Whole-process figures for a fleet of runs: cache cold/warm/grown, pool scaling, and what a user would do instead.

Every figure is the median wall time of ``--repeat`` runs of a real
``retriage`` process (start-up included, as a user pays it), measured
interleaved in one session so the shared machine's load hits all alike.

* cold: ``retriage diagnose --json RUNS/*`` with an empty cache;
* warm: the same again, nothing changed (every run a cache hit);
* grown: one run's stream grew by a few events, the rest unchanged;
* jobs 1 vs 2: ``--no-cache`` with one process, then with a pool of two;
* base: with ``--base-python``, the same command on another install (e.g. main), for before/after;
* rg / jq: what a user would otherwise run on the same files (error words; the result line).

    python -m benchmarks.bench_fleet [--runs 1140] [--pool-runs 2000] [--repeat 5] [--base-python PY]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = [ROOT / "tests" / "corpus" / "runs", ROOT / "tests" / "holdout" / "runs", ROOT / "sample_runs"]


def make_fleet(target: Path, count: int) -> list[Path]:
    """``count`` runs copied round-robin from the labelled corpora, with file times in the past."""
    sources = [p for corpus in SOURCES for p in sorted(corpus.iterdir()) if p.is_dir()]
    target.mkdir(parents=True)
    runs = []
    past = time.time() - 3600
    for i in range(count):
        run = target / f"run-{i:05d}"
        shutil.copytree(sources[i % len(sources)], run, symlinks=True)
        for file in run.iterdir():
            if file.is_file() and not file.is_symlink():
                os.utime(file, (past, past))
        runs.append(run)
    return runs


def timed(cmd: list[str], env: dict[str, str], cwd: Path | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def grow(run: Path) -> None:
    line = ('{"type":"assistant","message":{"role":"assistant","content":[{"type":"text",'
            '"text":"one more look at the failing test"}]}}\n')
    with open(run / "events.ndjson", "a", encoding="utf-8") as handle:
        handle.write(line * 5)
    past = time.time() - 60  # out of the cache's racy window, as a run that grew a minute ago
    os.utime(run / "events.ndjson", (past, past))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1140)
    parser.add_argument("--pool-runs", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--base-python", help="python of another install to compare with (before figures)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        env = {**os.environ, "XDG_CACHE_HOME": str(tmp / "xdg")}
        cache = tmp / "xdg" / "retriage" / "diagnoses"
        runs = make_fleet(tmp / "fleet", args.runs)
        names = [str(p) for p in runs]
        retriage = [sys.executable, "-m", "retriage", "diagnose", "--json"]
        results: dict[str, list[float]] = {}

        def add(name: str, seconds: float) -> None:
            results.setdefault(name, []).append(seconds)

        rg = shutil.which("rg")
        jq = shutil.which("jq")
        events = [str(p / "events.ndjson") for p in runs if (p / "events.ndjson").is_file()]
        for i in range(args.repeat):
            shutil.rmtree(cache, ignore_errors=True)
            add("cold", timed([*retriage, *names], env))
            add("warm", timed([*retriage, *names], env))
            grow(runs[i % len(runs)])
            add("grown", timed([*retriage, *names], env))
            add("no-cache", timed([*retriage, "--no-cache", *names], env))
            if args.base_python:
                add("base", timed([args.base_python, "-m", "retriage", "diagnose", "--json", *names], env, cwd=tmp))
            if rg:
                add("rg", timed([rg, "-c", "-i", "error|exception|failed|denied", *events], env))
            else:
                add("grep", timed(["grep", "-c", "-i", "-E", "error|exception|failed|denied", *events], env))
            if jq:
                add("jq", timed([jq, "-c", 'select(.type == "result")', *events], env))
        pool = make_fleet(tmp / "pool", args.pool_runs) if args.pool_runs != args.runs else runs
        pool_names = [str(p) for p in pool]
        for _ in range(args.repeat):
            add("jobs 1", timed([*retriage, "--no-cache", "--jobs", "1", *pool_names], env))
            add("jobs 2", timed([*retriage, "--no-cache", "--jobs", "2", *pool_names], env))
        med = {name: statistics.median(values) for name, values in results.items()}
        size = sum(f.stat().st_size for p in runs for f in p.iterdir() if f.is_file())
        print(f"fleet: {len(runs):,} runs, {size / 1e6:.1f} MB; median of {args.repeat}, whole process, "
              f"{os.cpu_count()} CPUs")
        for name, value in med.items():
            print(f"  {name:<9} {value:6.2f} s   (runs: {', '.join(f'{v:.2f}' for v in results[name])})")
        print("ratios:")
        print(f"  warm / cold            {med['warm'] / med['cold']:.2f}x   (target <= 0.15x)")
        print(f"  grown / cold           {med['grown'] / med['cold']:.2f}x   (target <= 0.25x)")
        print(f"  cold / no-cache        {med['cold'] / med['no-cache']:.2f}x   (the price of filling the cache)")
        if "base" in med:
            print(f"  base / cold            {med['base'] / med['cold']:.2f}x   (before: the other install, no cache)")
            print(f"  warm / base            {med['warm'] / med['base']:.2f}x")
            print(f"  base, warm twice: no cache there, so warm = cold = {med['base']:.2f} s")
        print(f"  jobs 2 / jobs 1        {med['jobs 2'] / med['jobs 1']:.2f}x   ({len(pool):,} runs, no cache)")
        for tool in ("rg", "grep", "jq"):
            if tool in med:
                print(f"  cold / {tool:<15} {med['cold'] / med[tool]:.1f}x   warm / {tool}: {med['warm'] / med[tool]:.1f}x")


if __name__ == "__main__":
    main()
