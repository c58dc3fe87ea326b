"""Seeded, realistic agent streams for the benchmarks: Claude Code stream-json, Osmia or Codex exec JSON.

A mix of what long agent runs are made of: file reads (with content that
mentions timeouts and OOM kills, to exercise context filtering), failing and
passing test runs whose reports differ from run to run (test names, counts,
timings), edits, greps and prose. Nothing is committed: inputs are made on the
fly, and :func:`generate` can append to an existing stream (``start``) so the
incremental benchmark grows the very stream it diagnosed.

    python -m benchmarks.gen_stream OUT.ndjson EVENTS [claude|osmia|codex]
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Iterator

FORMATS = ("claude", "osmia", "codex")

_FILE = "".join(f"{i:>6}→    retry_timeout = {i}  # OOMKilled pods restart\n" for i in range(1, 40))


def _pytest_report(rnd: random.Random, n: int) -> tuple[str, bool]:
    """A pytest report that differs from run to run, as real ones do."""
    total = rnd.randint(20, 400)
    failed = rnd.choice((0, 1, 1, 2, 3))
    name = f"test_{rnd.choice(('fetch', 'retry', 'parse', 'refund', 'export'))}_{n % 97}"
    dots = "".join(rnd.choice("....F") if failed else "." for _ in range(min(total, 60)))
    lines = ["============================= test session starts ==============================",
             f"collected {total} items", "", f"tests/test_api.py {dots}", ""]
    if failed:
        lines += [f"FAILED tests/test_api.py::{name} - AssertionError: assert {rnd.randint(400, 599)} == 200"] * failed
        lines.append(f"========================= {failed} failed, {total - failed} passed in {rnd.uniform(0.2, 30):.2f}s "
                     "=========================")
        return "Exit code 1\n" + "\n".join(lines), True
    lines.append(f"============================== {total} passed in {rnd.uniform(0.2, 30):.2f}s "
                 "==============================")
    return "\n".join(lines), False


def _steps(rnd: random.Random, start: int) -> Iterator[tuple[str, str, dict, str, bool]]:
    """(kind, tool, input, output, failed) steps of an endless agent session."""
    n = start
    while True:
        n += 1
        r = rnd.random()
        if r < 0.25:
            yield "tool", "Read", {"file_path": f"/w/src/m{n % 300}.py"}, _FILE, False
        elif r < 0.5:
            output, failed = _pytest_report(rnd, n)
            yield "tool", "Bash", {"command": f"pytest -q tests/test_api.py -k {rnd.choice(('fetch', 'retry'))}"}, \
                output, failed
        elif r < 0.72:
            path = f"/w/src/m{n % 40}.py"
            yield "tool", "Edit", {"file_path": path, "old_string": f"x = {n}", "new_string": f"x = {n + 1}"}, \
                f"The file {path} has been updated.", False
        elif r < 0.82:
            hits = "\n".join(f"src/m{(n + i) % 300}.py:{i * 7}:    timeout = settings.TIMEOUT" for i in range(rnd.randint(1, 12)))
            yield "tool", "Grep", {"pattern": "timeout", "path": "src"}, hits, False
        else:
            yield "text", "", {}, "Let me look at the failing test again. " * rnd.randint(2, 10), False


def _claude(kind: str, tool: str, args: dict, output: str, failed: bool, n: int) -> list[dict]:
    if kind == "text":
        return [{"type": "assistant", "message": {"role": "assistant", "model": "claude-sonnet-4-5",
                                                  "content": [{"type": "text", "text": output}]}}]
    tid = f"toolu_{n:08d}"
    block: dict = {"type": "tool_result", "tool_use_id": tid, "content": output}
    if failed:
        block["is_error"] = True
    return [{"type": "assistant", "message": {"role": "assistant", "model": "claude-sonnet-4-5",
                                              "content": [{"type": "tool_use", "id": tid, "name": tool, "input": args}]}},
            {"type": "user", "message": {"role": "user", "content": [block]}}]


def _osmia(kind: str, tool: str, args: dict, output: str, failed: bool, n: int) -> list[dict]:
    stamp = f"2026-11-20T{(n // 3600) % 24:02d}:{(n // 60) % 60:02d}:{n % 60:02d}Z"
    if kind == "text":
        return [{"type": "content", "timestamp": stamp, "role": "assistant", "content": output}]
    return [{"type": "tool_use", "timestamp": stamp, "tool": tool, "args": args},
            {"type": "content", "timestamp": stamp, "role": "tool", "content": output}]


def _codex(kind: str, tool: str, args: dict, output: str, failed: bool, n: int) -> list[dict]:
    """``codex exec --json``: every tool is a shell command (reads are ``cat``, edits ``apply_patch``)."""
    item_id = f"item_{n}"
    if kind == "text":
        return [{"type": "item.completed", "item": {"id": item_id, "type": "agent_message", "text": output}}]
    if tool == "Edit":
        return [{"type": "item.completed", "item": {"id": item_id, "type": "file_change", "status": "completed",
                                                    "changes": [{"path": args["file_path"], "kind": "update"}]}}]
    command = {"Read": f"cat {args.get('file_path')}", "Grep": f"rg -n {args.get('pattern')} {args.get('path')}"}.get(
        tool, args.get("command", ""))
    started = {"id": item_id, "type": "command_execution", "command": command, "aggregated_output": "",
               "status": "in_progress"}
    done = dict(started, aggregated_output=output, exit_code=1 if failed else 0,
                status="failed" if failed else "completed")
    return [{"type": "item.started", "item": started}, {"type": "item.completed", "item": done}]


_WRITERS = {"claude": _claude, "osmia": _osmia, "codex": _codex}
_HEADERS = {
    "claude": {"type": "system", "subtype": "init", "session_id": "bench", "cwd": "/w",
               "tools": ["Bash", "Read", "Edit", "Grep"], "model": "claude-sonnet-4-5"},
    "osmia": {"type": "system", "subtype": "init", "timestamp": "2026-11-20T00:00:00Z", "session_id": "bench"},
    "codex": {"type": "thread.started", "thread_id": "bench"},
}
_FOOTERS = {
    "claude": {"type": "result", "subtype": "error_max_turns", "is_error": True, "num_turns": 0},
    "osmia": {"type": "result", "timestamp": "2026-11-20T23:59:59Z", "success": False,
              "summary": "max turns reached with failing tests"},
    "codex": {"type": "turn.failed", "error": {"message": "max turns reached with failing tests"}},
}


def generate(path: Path, events: int, seed: int = 7, fmt: str = "claude", *, start: int = 0,
             header: bool = True, footer: bool = True) -> int:
    """Write (or, with ``start`` > 0, append) about ``events`` events; returns the file's size.

    ``start`` numbers the steps (tool ids) so an appended part continues the
    session instead of repeating it.
    """
    if fmt not in _WRITERS:
        raise ValueError(f"unknown format {fmt!r}; one of {', '.join(FORMATS)}")
    rnd = random.Random(seed + start)
    write = _WRITERS[fmt]
    with path.open("a" if start else "w", encoding="utf-8") as out:
        written = 0
        if header:
            out.write(json.dumps(_HEADERS[fmt]) + "\n")
            written += 1
        for n, step in enumerate(_steps(rnd, start), start + 1):
            if written >= events:
                break
            for obj in write(*step, n):
                out.write(json.dumps(obj) + "\n")
                written += 1
        if footer:
            out.write(json.dumps(_FOOTERS[fmt]) + "\n")
    return path.stat().st_size


if __name__ == "__main__":
    fmt_arg = sys.argv[3] if len(sys.argv) > 3 else "claude"
    size = generate(Path(sys.argv[1]), int(sys.argv[2]), fmt=fmt_arg)
    print(f"{sys.argv[1]}: {size / 1e6:.1f} MB ({fmt_arg})")
