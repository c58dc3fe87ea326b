"""How fast does `retriage pull k8s` turn a pod's `kubectl logs --timestamps` into events.ndjson?

Generates a Claude stream, prefixes every line with a kubelet timestamp (as
`kubectl logs --timestamps` prints it), then times the prefix stripping the pull
does on a full fetch and on an incremental one (--since-time from the middle),
against the floor of copying the same bytes. Prints seconds, MB/s and ratios.

    python -m benchmarks.bench_pull [EVENTS]   (default 200000, ~130 MB)
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.gen_stream import generate  # noqa: E402
from retriage.core.pull_k8s import _strip_timestamps, ts_key  # noqa: E402


def main() -> None:
    events = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    with tempfile.TemporaryDirectory() as tmp:
        plain = Path(tmp) / "events.ndjson"
        generate(plain, events)
        raw = Path(tmp) / "kubectl.log"
        start = datetime(2026, 11, 20, 9, 0, 0)
        middle = None
        with open(plain, "rb") as src, open(raw, "wb") as out:
            for i, line in enumerate(src):
                stamp = (start + timedelta(microseconds=1500 * i)).strftime("%Y-%m-%dT%H:%M:%S.%f") + "Z"
                if i == events // 2:
                    middle = stamp
                out.write(stamp.encode() + b" " + line)
        size = raw.stat().st_size / 1e6
        t0 = time.perf_counter()
        shutil.copyfile(raw, Path(tmp) / "copy")
        floor = time.perf_counter() - t0
        t0 = time.perf_counter()
        with open(Path(tmp) / "full", "wb") as out:
            _strip_timestamps(raw, out, None, 0)
        full = time.perf_counter() - t0
        t0 = time.perf_counter()
        with open(Path(tmp) / "tail", "wb") as out:
            _strip_timestamps(raw, out, ts_key(middle), 1)
        tail = time.perf_counter() - t0
        print(f"stream: {size:.0f} MB, {events:,} events (+ timestamps)")
        print(f"copy (floor):        {floor:6.2f} s  {size / floor:7.0f} MB/s")
        print(f"full fetch strip:    {full:6.2f} s  {size / full:7.0f} MB/s  {full / floor:5.1f}x the floor")
        print(f"incremental (half):  {tail:6.2f} s  {size / tail:7.0f} MB/s  {tail / floor:5.1f}x the floor")
        assert (Path(tmp) / "full").stat().st_size == plain.stat().st_size


if __name__ == "__main__":
    main()
