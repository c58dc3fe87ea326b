"""Which JSON library should parse untrusted stream lines? Figures for each.

Parses the same generated stream line by line with the standard library, orjson
and msgspec (those installed), and prints seconds and MB/s. The choice matters
only as far as parsing is a share of diagnosis: see bench_diagnose.py.

    python benchmarks/bench_json.py [EVENTS]   (default 200000, ~130 MB)
"""

from __future__ import annotations

import importlib
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.gen_stream import generate  # noqa: E402


def decoders():
    yield "json (stdlib)", json.loads
    for name in ("orjson", "msgspec"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            print(f"{name}: not installed")
            continue
        yield name, module.loads if name == "orjson" else module.json.decode


def main() -> None:
    events = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "events.ndjson"
        size = generate(path, events)
        lines = path.read_bytes().splitlines()
    results = {}
    for name, loads in decoders():
        start = time.perf_counter()
        for line in lines:
            loads(line)
        results[name] = time.perf_counter() - start
    base = results["json (stdlib)"]
    print(f"{len(lines):,} lines, {size / 1e6:.1f} MB")
    for name, took in results.items():
        print(f"{name:<14} {took:6.2f} s  {size / 1e6 / took:7.1f} MB/s  {base / took:4.1f}x stdlib")


if __name__ == "__main__":
    main()
