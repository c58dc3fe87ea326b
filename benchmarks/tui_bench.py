"""Measure the TUI numbers the issue asks for (headless, real files, real watcher).

    /work/venv/bin/python benchmarks/tui_bench.py [--runs 2000] [--stream-mb 100]

1. time until the table shows N runs (first rows, all rows);
2. time to open a 100 MB stream (index built, first screen rendered);
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

from core.config import load_config  # noqa: E402
from tests.tui.test_stream import _StreamApp, _big_stream  # noqa: E402
from tui.app import RetriageApp  # noqa: E402
from tui.drafts import DraftStore  # noqa: E402
from tui.runs_table import RunsTable  # noqa: E402
from tui.stream_view import StreamView  # noqa: E402

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "tui" / "fixtures"


async def _until(pilot, predicate, timeout=600.0) -> float:
    start = time.perf_counter()
    while not predicate():
        if time.perf_counter() - start > timeout:
            raise TimeoutError
        await pilot.pause(0.01)
    return time.perf_counter() - start


async def bench_runs(root: Path, count: int) -> None:
    runs = root / "runs"
    runs.mkdir()
    sources = [p for p in sorted(FIXTURES.iterdir()) if p.is_dir()]
    for i in range(count):
        shutil.copytree(sources[i % len(sources)], runs / f"run-{i:05d}")
    app = RetriageApp(runs, load_config(None), watch=False, drafts=DraftStore(runs, base=root / "drafts"))
    start = time.perf_counter()
    async with app.run_test(size=(160, 45)) as pilot:
        table = app.query_one(RunsTable)
        await _until(pilot, lambda: len(table.order) > 0)
        first = time.perf_counter() - start
        await _until(pilot, lambda: app.loaded and len(app.rows) == count)
        await pilot.pause()
        total = time.perf_counter() - start
    print(f"table: first rows after {first:.2f}s, all {count} runs after {total:.2f}s")


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
        await _until(pilot, lambda: view.line_count >= lines - 1)
        await pilot.pause()
        indexed = time.perf_counter() - start
        t0 = time.perf_counter()
        for _ in range(20):
            await pilot.press("pagedown")
        await pilot.press("G")
        await pilot.pause()
        paging = (time.perf_counter() - t0) / 21
    print(f"stream: {size:.0f} MB, {view.line_count:,} lines indexed and shown in {indexed:.2f}s; "
          f"page down ~{paging * 1000:.0f} ms per key")


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
    parser.add_argument("--runs", type=int, default=2000)
    parser.add_argument("--stream-mb", type=int, default=100)
    options = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="retriage-bench-"))
    try:
        asyncio.run(bench_runs(root, options.runs))
        asyncio.run(bench_stream(root, options.stream_mb))
        asyncio.run(bench_append(root))
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
