"""The TUI on a big fleet (default 20,000 runs): memory, key and sort latency, first screen, all diagnosed.

Each measurement runs in a fresh child process (so its peak RSS is its own), and
the same child can run on other installs (``--compare NAME=PY``, e.g. main or
the version before the cache) for before/after figures measured in one session,
interleaved so the shared machine's load hits all alike. The runs are hard
links of the TUI test fixtures, so 20,000 of them cost no disk.

    python benchmarks/tui_fleet_bench.py [--runs 20000] [--repeat 1] [--compare NAME=PY ...] [--no-cache] [--fleet]

Per child, on an empty cache (``cold``, the first open) and reopened (``warm``):

* ``first``: until the table lists the runs and the selected run's diagnosis is
  in the pane; ``all``: until every run is diagnosed (the progress bar ends);
* ``rss``: the app process's peak RSS (the pool's workers apart), and its RSS
  at the end (``now``);
* keys (every run listed, ``a``): for each of j, k, pagedown, pageup, G, g, the
  time from the key event to the app having handled it and drawn the screen
  (``key``), and to the new run's full diagnosis being in the pane (``pane``:
  a report not in memory is read back by the analysis thread);
* ``pilot``: a key as Textual's Pilot times it (``press`` + ``pause``): this
  includes at least three 20 ms idle waits of Pilot itself, so it never goes
  under ~60 ms; printed for comparison with earlier figures;
* sorts: ``s`` cycles through every sort key; the time per key, as for keys.

Next to them, what a user would otherwise run on the same files: ``rg`` (or
``grep -E``) for error words over the runs directory, ``jq`` (or a Python
one-liner) for the result line of every stream. ``--fleet`` also runs
``benchmarks/bench_fleet.py`` (the CLI: cache cold/warm/grown, pool scaling).
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
KEYS = ("j", "k", "pagedown", "pageup", "G", "g")
ERROR_WORDS = "error|exception|failed|denied"


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


async def _until(pilot, predicate, timeout=900.0, step=0.02) -> None:
    import asyncio

    start = time.perf_counter()
    while not predicate():
        if time.perf_counter() - start > timeout:
            raise TimeoutError
        if step:
            await pilot.pause(step)
        else:
            await asyncio.sleep(0.001)


async def _handled(app, pilot) -> None:
    """Every message the key caused is handled (a few rounds: table -> app -> panes), then the screen drawn."""
    for _ in range(10):
        await pilot._wait_for_screen()
        widgets = [app, *app.screen.walk_children(with_self=True)]
        if all(w._message_queue.empty() for w in widgets):
            break
    app.screen._on_timer_update()


async def _key(app, pilot, key: str) -> float:
    from textual import events

    start = time.perf_counter()
    event = events.Key(key, key if len(key) == 1 else None)
    event.set_sender(app)
    app._driver.send_message(event)
    await _handled(app, pilot)
    return time.perf_counter() - start


def _rss_now() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def _status_kb(pid: int, field: str) -> int:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith(field):
                    return int(line.split()[1])
    except OSError:  # the process is gone
        pass
    return 0


def _workers_peak_mb() -> float:
    """Peak RSS of the largest live worker process, read while the pool still runs.

    ``RUSAGE_CHILDREN`` only counts children that were waited for, and the pool's
    workers are still alive when the app closes (its shutdown does not wait), so it read 0.
    """
    pids: set[int] = set()
    for task in Path("/proc/self/task").iterdir():
        try:
            pids.update(int(p) for p in (task / "children").read_text().split())
        except OSError:
            continue
    return max((_status_kb(pid, "VmHWM:") for pid in pids), default=0) / 1024


async def _child(runs: Path, drafts: Path, use_cache: bool = True) -> dict:
    from retriage.core.config import load_config
    from retriage.tui.app import RetriageApp
    from retriage.tui.diagnosis_pane import DiagnosisPane
    from retriage.tui.drafts import DraftStore
    from retriage.tui.runs_table import RunsTable

    options = {} if use_cache else {"use_cache": False}  # (older installs have no such option)
    app = RetriageApp(runs, load_config(None), watch=False, drafts=DraftStore(runs, base=drafts), **options)
    start = time.perf_counter()
    out: dict = {}
    async with app.run_test(size=(160, 45)) as pilot:
        table = app.query_one(RunsTable)
        pane = app.query_one(DiagnosisPane)

        def pane_shows_selected() -> bool:
            return pane.report is not None and pane.report.run_id == app.selected

        await _until(pilot, lambda: len(table.order) > 0 and pane_shows_selected(), step=0.005)
        out["first"] = time.perf_counter() - start
        await _until(pilot, lambda: app.loaded and not app.pending and len(app.rows) > 0)
        out["all"] = time.perf_counter() - start
        await pilot.pause(0.5)
        table.focus()
        await pilot.press("a")  # every run listed: the biggest table
        await pilot.pause(0.5)
        out["rows"] = len(table.order)
        keys: dict[str, list[float]] = {}
        panes: list[float] = []
        for _round in range(5):
            for key in KEYS:
                t0 = time.perf_counter()
                keys.setdefault(key, []).append(await _key(app, pilot, key))
                await _until(pilot, pane_shows_selected, timeout=30, step=0)
                panes.append(time.perf_counter() - t0)
                await pilot.pause(0.05)
        out["keys"] = {k: [statistics.median(v), max(v)] for k, v in keys.items()}
        out["pane"] = [statistics.median(panes), max(panes)]
        pilot_keys = []
        for i in range(12):
            t0 = time.perf_counter()
            await pilot.press("j" if i % 4 != 3 else "k")
            await pilot.pause()
            pilot_keys.append(time.perf_counter() - t0)
        out["pilot"] = [statistics.median(pilot_keys), max(pilot_keys)]
        sorts: dict[str, list[float]] = {}
        for _ in range(2 * 8):
            seconds = await _key(app, pilot, "s")
            sorts.setdefault(app.sort_key, []).append(seconds)
            await pilot.pause(0.05)
        out["sorts"] = {k: [statistics.median(v), max(v)] for k, v in sorts.items()}
        out["rss_now"] = _rss_now()
        out["workers_rss"] = _workers_peak_mb()
    out["rss"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return out


def run_child(python: str, runs: Path, drafts: Path, env: dict[str, str], use_cache: bool = True) -> dict:
    extra = [] if use_cache else ["--no-cache"]
    out = subprocess.run([python, str(Path(__file__).resolve()), "--child", str(runs), "--drafts", str(drafts),
                          *extra],
                         env=env, cwd=str(runs.parent), capture_output=True, text=True, check=False)
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise SystemExit(f"child failed: {out.stderr[-2000:]}")
    return json.loads(lines[-1])


def timed(cmd: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def user_tools(runs: Path) -> dict[str, float]:
    """What a user would run instead on the same files (the error words; every result line)."""
    times: dict[str, float] = {}
    rg, jq = shutil.which("rg"), shutil.which("jq")
    if rg:
        times["rg"] = timed([rg, "-c", "-i", ERROR_WORDS, "."], runs)
    else:
        times["grep -E"] = timed(["grep", "-r", "-c", "-i", "-E", ERROR_WORDS, "."], runs)
    streams = sorted(str(p.relative_to(runs)) for p in runs.glob("*/events.ndjson"))
    if jq:
        times["jq"] = timed([jq, "-c", 'select(.type == "result")', *streams], runs)
    else:
        one_liner = ("import json,sys\nfor n in sys.argv[1:]:\n for l in open(n):\n"
                     "  if json.loads(l).get('type')=='result': print(l,end='')")
        times["python json"] = timed([sys.executable, "-c", one_liner, *streams], runs)
    return times


def _ms(pair: list[float]) -> str:
    return f"{pair[0] * 1000:4.0f} ms (max {pair[1] * 1000:.0f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--compare", action="append", default=[], metavar="NAME=PY",
                        help="another install's python, measured the same way (its cold open only)")
    parser.add_argument("--base-python", help="the same as --compare base=PY")
    parser.add_argument("--fleet", action="store_true", help="also run bench_fleet.py (the CLI figures)")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--drafts", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--no-cache", action="store_true",
                        help="also open once without the cache (the pool alone: what filling the cache costs)")
    args = parser.parse_args()
    if args.child:
        import asyncio
        print(json.dumps(asyncio.run(_child(args.child, args.drafts, use_cache=not args.no_cache))))
        return
    others = dict(item.split("=", 1) for item in args.compare)
    if args.base_python:
        others["base"] = args.base_python
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="retriage-tui-fleet-") as tmp_name:
        tmp = Path(tmp_name)
        runs = make_runs(tmp, args.runs)
        env = {**os.environ, "XDG_CACHE_HOME": str(tmp / "xdg"), "XDG_STATE_HOME": str(tmp / "state")}
        results: dict[str, list[dict]] = {}
        for i in range(args.repeat):
            for name, python in others.items():
                shutil.rmtree(tmp / "xdg", ignore_errors=True)
                results.setdefault(name, []).append(run_child(python, runs, tmp / f"d{i}", env))
            shutil.rmtree(tmp / "xdg", ignore_errors=True)
            results.setdefault("cold", []).append(run_child(sys.executable, runs, tmp / f"d{i}", env))
            results.setdefault("warm", []).append(run_child(sys.executable, runs, tmp / f"d{i}", env))
            if args.no_cache:
                results.setdefault("nocache", []).append(run_child(sys.executable, runs, tmp / f"d{i}", env,
                                                                   use_cache=False))
        tools = user_tools(runs)
        print(f"TUI on {args.runs:,} runs, {os.cpu_count()} CPUs, load {load:.1f} -> {os.getloadavg()[0]:.1f} "
              f"(median of {args.repeat}; rss = the app process, the pool's workers apart)")

        def med(rs: list[dict], *path: str) -> list[float] | float:
            values = []
            for r in rs:
                for step in path:
                    r = r[step]
                values.append(r)
            if isinstance(values[0], list):
                return [statistics.median(v[0] for v in values), statistics.median(v[1] for v in values)]
            return statistics.median(values)

        for name, rs in results.items():
            print(f"  {name:<6} first screen {med(rs, 'first'):5.2f} s  all diagnosed {med(rs, 'all'):6.1f} s  "
                  f"rss peak {med(rs, 'rss'):4.0f} MB, now {med(rs, 'rss_now'):4.0f} MB "
                  f"(workers {med(rs, 'workers_rss'):.0f})  rows {med(rs, 'rows'):.0f}")
            print("         keys: " + "  ".join(f"{k} {_ms(med(rs, 'keys', k))}" for k in KEYS))
            print(f"         diagnosis in the pane after a key {_ms(med(rs, 'pane'))};"
                  f"  Pilot press+pause {_ms(med(rs, 'pilot'))}")
            print("         sorts: " + "  ".join(f"{k} {_ms(med(rs, 'sorts', k))}" for k in rs[0]["sorts"]))
        cold = results["cold"]
        print("ratios:")
        print(f"  warm / cold, all diagnosed      {med(results['warm'], 'all') / med(cold, 'all'):.2f}x")
        for name, rs in results.items():
            if name in ("cold", "warm"):
                continue
            print(f"  cold / {name:<24} all diagnosed {med(cold, 'all') / med(rs, 'all'):.2f}x, "
                  f"first screen {med(cold, 'first') / med(rs, 'first'):.2f}x, "
                  f"rss peak {med(cold, 'rss') / med(rs, 'rss'):.2f}x")
        for tool, seconds in tools.items():
            print(f"  {tool} over the same runs: {seconds:.2f} s; cold all diagnosed "
                  f"{med(cold, 'all') / seconds:.0f}x, warm {med(results['warm'], 'all') / seconds:.0f}x")
    if args.fleet:
        subprocess.run([sys.executable, "-m", "benchmarks.bench_fleet"], cwd=HERE.parent, check=False)


if __name__ == "__main__":
    main()
