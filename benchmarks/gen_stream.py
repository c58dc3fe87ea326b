"""Seeded, realistic Claude Code stream-json generator for the benchmarks.

A mix of what long agent runs are made of: file reads (with content that
mentions timeouts and OOM kills, to exercise context filtering), failing and
passing test runs, edits, and prose. Nothing is committed: inputs are made on
the fly.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

_FILE = "".join(f"{i:>6}→    retry_timeout = {i}  # OOMKilled pods restart\n" for i in range(1, 40))
_PYTEST_FAIL = ("============================= test session starts ==============================\n"
                "collected 48 items\n\ntests/test_api.py ....F...........\n\n"
                "FAILED tests/test_api.py::test_fetch - AssertionError: assert 500 == 200\n"
                "========================= 1 failed, 47 passed in 1.92s =========================")


def _line(obj: dict) -> str:
    return json.dumps(obj) + "\n"


def generate(path: Path, events: int, seed: int = 7) -> int:
    """Write about ``events`` events to ``path``; returns the byte size."""
    rnd = random.Random(seed)
    with path.open("w", encoding="utf-8") as out:
        out.write(_line({"type": "system", "subtype": "init", "session_id": "bench", "cwd": "/w",
                         "tools": ["Bash", "Read", "Edit"], "model": "claude-sonnet-4-5"}))
        written = 1
        n = 0
        while written < events:
            n += 1
            tid = f"toolu_{n:08d}"
            r = rnd.random()
            if r < 0.3:
                use = {"type": "tool_use", "id": tid, "name": "Read", "input": {"file_path": f"/w/src/m{n % 300}.py"}}
                result = _FILE
                err = None
            elif r < 0.6:
                use = {"type": "tool_use", "id": tid, "name": "Bash", "input": {"command": "pytest -q tests/test_api.py"}}
                result, err = "Exit code 1\n" + _PYTEST_FAIL, True
            elif r < 0.85:
                use = {"type": "tool_use", "id": tid, "name": "Edit",
                       "input": {"file_path": f"/w/src/m{n % 40}.py", "old_string": f"x = {n}", "new_string": f"x = {n + 1}"}}
                result, err = f"The file /w/src/m{n % 40}.py has been updated.", None
            else:
                out.write(_line({"type": "assistant", "message": {"role": "assistant", "model": "claude-sonnet-4-5",
                                                                  "content": [{"type": "text", "text": "Let me look at the failing test again. " * 8}]}}))
                written += 1
                continue
            out.write(_line({"type": "assistant", "message": {"role": "assistant", "model": "claude-sonnet-4-5", "content": [use]}}))
            block = {"type": "tool_result", "tool_use_id": tid, "content": result}
            if err:
                block["is_error"] = True
            out.write(_line({"type": "user", "message": {"role": "user", "content": [block]}}))
            written += 2
        out.write(_line({"type": "result", "subtype": "error_max_turns", "is_error": True, "num_turns": n}))
    return path.stat().st_size
