"""Session folders vs a runs directory: detection, listing and diagnosing the same runs.

Writes N Claude Code sessions into a ``projects/`` tree (a few projects, one
sub-agent in ten) and the same streams as a runs directory, then times, for
each: detecting the layout, listing the runs, diagnosing every run. Prints the
figures and the session/runs-directory ratios (inferring a session's state is
one more pass over events the analyser sees anyway, so the ratio should stay
near 1).

    python -m benchmarks.bench_sources [--sessions 2000] [--turns 20] [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retriage.core.config import default_config  # noqa: E402
from retriage.core.report import diagnose_dir  # noqa: E402
from retriage.core.sources import expand  # noqa: E402
from tests.sources_kit import Claude  # noqa: E402


def session(n: int, turns: int) -> Claude:
    uid = f"{n:08x}-0000-4000-8000-{n:012x}"
    c = Claude(uid).user(f"Fix issue #{n} in src/mod_{n % 50}.py")
    for t in range(turns):
        c.bash(f"pytest -q tests/test_mod_{t}.py", f"{t} passed in 0.1s")
        c.tool("Edit", {"file_path": f"/w/src/mod_{t}.py", "old_string": "a = 1", "new_string": "a = 2"}, "ok")
    if n % 3 == 0:
        c.api_error("API Error: 529 overloaded")
    else:
        c.say("Done: the fix is in and the tests pass.")
    return c


def timed(fn):
    start = time.perf_counter()
    value = fn()
    return time.perf_counter() - start, value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=2000)
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    config = default_config()
    with tempfile.TemporaryDirectory(prefix="bench-sources-") as tmp:
        root = Path(tmp)
        projects, runs = root / "projects", root / "runs"
        for n in range(args.sessions):
            c = session(n, args.turns)
            project = projects / f"-home-ana-src-project{n % 8}"
            if n % 10 == 9:
                c.write(project / c.session.replace("-", "")[:8] / "subagents" / f"agent-{n:07x}.jsonl")
            else:
                c.write(project / f"{c.session}.jsonl")
            run = runs / f"run-{n:05d}"
            run.mkdir(parents=True)
            (run / "events.ndjson").write_text("".join(json.dumps(x) + "\n" for x in c.lines))
            (run / "taskrun.json").write_text('{"state": "Failed", "engine": "claude-code"}')
            (run / "prompt.md").write_text(c.lines[0]["message"]["content"] + "\n")  # what a session infers
        lines = sum(len(session(0, args.turns).lines) for _ in range(1))
        print(f"{args.sessions:,} runs of ~{lines} lines each")
        figures = {}
        for name, path in (("runs directory", runs), ("Claude projects", projects)):
            best = []
            for _ in range(args.rounds):  # the best of a few rounds: the machine is shared
                list_s, found = timed(lambda: expand(path))
                diag_s, reports = timed(lambda: [diagnose_dir(r, config) for r in found.runs])
                best.append((list_s, diag_s))
            list_s, diag_s = min(b[0] for b in best), min(b[1] for b in best)
            failed = sum(r.failed for r in reports)
            figures[name] = (list_s, diag_s)
            print(f"{name:>16}: detect+list {list_s * 1000:7.1f} ms ({len(found.runs):,} runs), "
                  f"diagnose all {diag_s:6.2f} s ({diag_s / len(found.runs) * 1000:.2f} ms/run, {failed:,} failed)")
        (rl, rd), (cl, cd) = figures["runs directory"], figures["Claude projects"]
        print(f"ratio sessions/runs directory: listing {cl / rl:.2f}x, diagnosis {cd / rd:.2f}x")


if __name__ == "__main__":
    main()
