"""The seed's rule analyser, re-implemented as a baseline, scored on our corpora.

The seed (RoboDev/Osmia internal/diagnosis) joins all stream text, the watchdog
reason and the result summary into one blob and takes the first substring
match in priority order. This script scores that approach and retriage's
analyser on the same labelled runs, so the figure in the README can be
reproduced:  python benchmarks/seed_baseline.py [tests/corpus tests/holdout]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retriage.core.config import default_config  # noqa: E402
from retriage.core.report import diagnose_dir  # noqa: E402
from tests.corpus_eval import load_cases  # noqa: E402

SEED_ORDER = [
    ("infra_failure", ["oomkilled", "out of memory", "timeout", "deadline exceeded", "connection refused",
                       "network unreachable", "no space left on device", "killed"]),
    ("permission_blocked", ["permission denied", "eacces", "eperm", "access denied", "forbidden", "read-only file system"]),
    ("dependency_missing", ["module not found", "modulenotfounderror", "cannot find module", "no module named",
                            "package not found", "unresolved import"]),
]


def seed_mode(run: Path) -> str:
    texts: list[str] = []
    tools: list[str] = []
    files: set[str] = set()
    for line in (run / "events.ndjson").read_text(errors="replace").splitlines():
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        texts.append(line)
        for block in ((obj.get("message") or {}).get("content") or []) if isinstance(obj.get("message"), dict) else []:
            if isinstance(block, dict) and block.get("type") == "tool_use":
                tools.append(block.get("name", ""))
                path = (block.get("input") or {}).get("file_path")
                if path and block.get("name") in ("Edit", "Write", "MultiEdit"):
                    files.add(path)
        if obj.get("type") == "tool_use":
            tools.append(obj.get("tool", ""))
    for name in ("watchdog.json", "result.json"):
        if (run / name).exists():
            texts.append((run / name).read_text(errors="replace"))
    blob = "\n".join(texts).lower()
    for mode, needles in SEED_ORDER:
        if any(n in blob for n in needles):
            return mode
    streak = best = 0
    for a, b in zip(tools, tools[1:]):
        streak = streak + 1 if a == b else 0
        best = max(best, streak)
    changes = sum(1 for a, b in zip(tools, tools[1:]) if a != b)
    if best > 5 or changes > 10:
        return "model_confusion"
    taskrun = json.loads((run / "taskrun.json").read_text()) if (run / "taskrun.json").exists() else {}
    if (taskrun.get("files_changed") or len(files)) > 20:
        return "scope_creep"
    if any(("_test." in f or ".test." in f or "/tests/" in f or "test_" in f) for f in files):
        return "test_misunderstanding"
    result = (run / "result.json")
    if result.exists() and json.loads(result.read_text()).get("summary"):
        return "wrong_approach"
    return "unknown"


def main() -> None:
    roots = [Path(a) for a in sys.argv[1:]] or [Path("tests/corpus"), Path("tests/holdout")]
    config = default_config()
    for root in roots:
        cases = load_cases(root)
        seed = sum(seed_mode(c.path) == c.expected for c in cases)
        ours = sum(diagnose_dir(c.path, config).diagnosis.mode == c.expected for c in cases)
        print(f"{root}: {len(cases)} runs  seed substring analyser {seed / len(cases):.2f}  "
              f"retriage {ours / len(cases):.2f}")


if __name__ == "__main__":
    main()
