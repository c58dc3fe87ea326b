"""Stream search on a big stream: the line index plus a chunked regex scan, never the whole file in memory.

    python -m benchmarks.bench_stream_search [MEGABYTES]

Prints the file size, the time to index it and to search it (a rare and a
common pattern), the lines found, and the peak memory the search allocated
(tracemalloc) next to the file size. Figures only: the machine is shared.
"""

from __future__ import annotations

import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

from benchmarks.gen_stream import generate
from retriage.tui.stream_index import LineIndex
from retriage.tui.stream_search import compile_pattern, scan


def main() -> None:
    megabytes = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "events.ndjson"
        events = 1000
        generate(path, events)
        per_event = path.stat().st_size / events
        generate(path, int(megabytes * 1024 * 1024 / per_event), start=events)
        size = path.stat().st_size
        start = time.perf_counter()
        index = LineIndex(path)
        index.update()
        indexed = time.perf_counter() - start
        print(f"stream: {size / 1e6:.0f} MB, {len(index):,} lines; index built in {indexed:.2f}s")
        for source in ("AssertionError: assert 5\\d\\d", "passed"):
            pattern = compile_pattern(source)
            tracemalloc.start()
            start = time.perf_counter()
            found = scan(index, pattern)
            took = time.perf_counter() - start
            _, peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
            print(f"search {source!r}: {len(found):,} lines in {took:.2f}s "
                  f"({size / 1e6 / max(took, 1e-9):.0f} MB/s); peak allocation {peak / 1e6:.1f} MB "
                  f"= {peak / size:.1%} of the file")


if __name__ == "__main__":
    main()
