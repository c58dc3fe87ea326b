"""Measure the TUI numbers the issue asks for (headless, real files, real watcher).

    /work/venv/bin/python benchmarks/tui_bench.py [--runs 5000] [--stream-mb 100]

1. time until the table is usable with 5,000 runs, against the same with 10;
2. a 100 MB stream: time to the first screen, and to jump to the last line;
3. delay from an appended events line to the updated diagnosis on screen.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retriage.core.config import load_config  # noqa: E402
from tests.tui.test_stream import _StreamApp, _big_stream  # noqa: E402
from retriage.tui.app import RetriageApp  # noqa: E402
from retriage.tui.drafts import DraftStore  # noqa: E402
from retriage.tui.runs_table import RunsTable  # noqa: E402
from retriage.tui.stream_view import StreamView  # noqa: E402

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "tui" / "fixtures"


async def _until(pilot, predicate, timeout=600.0) -> float:
    start = time.perf_counter()
    while not predicate():
        if time.perf_counter() - start > timeout:
            raise TimeoutError
        await pilot.pause(0.01)
    return time.perf_counter() - start


def _make_runs(root: Path, count: int) -> Path:
    runs = root / f"runs-{count}"
    runs.mkdir()
    sources = [p for p in sorted(FIXTURES.iterdir()) if p.is_dir()]
    for i in range(count):
        shutil.copytree(sources[i % len(sources)], runs / f"run-{i:05d}")
    return runs


async def bench_runs(root: Path, count: int) -> tuple[float, float]:
    """(time until usable, time until every run is diagnosed) for ``count`` runs.

    Usable: every run is listed in the table and the selected run's diagnosis is
    in the pane, so the reviewer can move, filter and read.
    """
    runs = _make_runs(root, count)
    app = RetriageApp(runs, load_config(None), watch=False, drafts=DraftStore(runs, base=root / "drafts"))
    start = time.perf_counter()
    async with app.run_test(size=(160, 45)) as pilot:
        table = app.query_one(RunsTable)
        await _until(pilot, lambda: len(app.rows) == count and len(table.order) > 0
                     and app.selected in app.reports)
        usable = time.perf_counter() - start
        await _until(pilot, lambda: app.loaded and not app.pending)
        await pilot.pause()
        total = time.perf_counter() - start
    return usable, total


async def bench_table(root: Path, count: int) -> None:
    small_usable, small_total = await bench_runs(root, 10)
    usable, total = await bench_runs(root, count)
    print(f"table, 10 runs: usable after {small_usable:.2f}s, all diagnosed after {small_total:.2f}s")
    print(f"table, {count:,} runs: usable after {usable:.2f}s = {usable / small_usable:.1f}x the 10-run figure "
          f"(target <= 3x); all diagnosed after {total:.2f}s ({count / total:.0f} runs/s)")


async def bench_stream(root: Path, megabytes: int) -> None:
    path = root / "events.ndjson"
    lines = megabytes * 1024 * 1024 // 316  # ~316 bytes per generated line
    _big_stream(path, lines)
    size = path.stat().st_size / 1e6
    app = _StreamApp(path, [])
    async with app.run_test(size=(160, 45)) as pilot:
        view = app.query_one(StreamView)
        start = time.perf_counter()
        view.open(None)
        view.open(path)
        await _until(pilot, lambda: view.line_count > 0)
        await pilot.pause()
        first = time.perf_counter() - start
        await _until(pilot, lambda: view.line_count >= lines - 1)
        indexed = time.perf_counter() - start
        view.focus()
        t0 = time.perf_counter()
        await pilot.press("G")
        await _until(pilot, lambda: view.scroll_offset.y >= view.line_count - view.size.height)
        await pilot.pause()
        last = time.perf_counter() - t0
        t0 = time.perf_counter()
        for _ in range(20):
            await pilot.press("pageup")
        await pilot.pause()
        paging = (time.perf_counter() - t0) / 20
    print(f"stream: {size:.0f} MB, {view.line_count:,} lines; first screen after {first:.2f}s, "
          f"fully indexed after {indexed:.2f}s; jump to the last line {last * 1000:.0f} ms; "
          f"page up ~{paging * 1000:.0f} ms per key")


async def bench_append(root: Path) -> None:
    runs = root / "live"
    runs.mkdir()
    shutil.copytree(FIXTURES / "api-5-live", runs / "api-5-live")
    app = RetriageApp(runs, load_config(None), watch=True, drafts=DraftStore(runs, base=root / "drafts"))
    line = json.dumps({"type": "user", "message": {"role": "user", "content": [
        {"tool_use_id": "t", "type": "tool_result", "is_error": True,
         "content": "ModuleNotFoundError: No module named 'flask_health'"}]}}) + "\n"
    delays = []
    async with app.run_test(size=(160, 45)) as pilot:
        await _until(pilot, lambda: app.loaded and app.watching == "watching")
        await pilot.pause(0.5)
        for i in range(5):
            before = app.reports["api-5-live"].stream_lines
            with open(runs / "api-5-live" / "events.ndjson", "a") as handle:
                handle.write(line)
            delays.append(await _until(pilot, lambda: app.reports["api-5-live"].stream_lines == before + 1))
            await pilot.pause(0.3)
    print(f"append -> updated diagnosis: median {sorted(delays)[2] * 1000:.0f} ms "
          f"(min {min(delays) * 1000:.0f}, max {max(delays) * 1000:.0f}; watcher debounce 150 ms)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5000)
    parser.add_argument("--stream-mb", type=int, default=100)
    parser.add_argument("--only", choices=("table", "stream", "append"), help="run one of the three")
    options = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="retriage-bench-"))
    try:
        if options.only in (None, "table"):
            asyncio.run(bench_table(root, options.runs))
        if options.only in (None, "stream"):
            asyncio.run(bench_stream(root, options.stream_mb))
        if options.only in (None, "append"):
            asyncio.run(bench_append(root))
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
