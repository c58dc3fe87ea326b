"""core/ is the diagnosis library: it must never depend on the TUI or Textual."""

from __future__ import annotations

import ast
from pathlib import Path

CORE = Path(__file__).parent.parent / "core"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_core_imports_neither_textual_nor_tui():
    offenders = {}
    for path in CORE.rglob("*.py"):
        bad = {n for n in imported_modules(path) if n.split(".")[0] in ("textual", "tui", "watchfiles")}
        if bad:
            offenders[str(path.relative_to(CORE))] = sorted(bad)
    assert offenders == {}


def test_the_analyser_does_no_io():
    forbidden = {"os", "pathlib", "shutil", "subprocess", "io", "open"}
    for name in ("analyser.py", "detectors.py", "channels.py", "task.py", "retry.py", "streams.py"):
        path = CORE / name
        assert not (imported_modules(path) & forbidden), name
        assert "open(" not in path.read_text(encoding="utf-8"), name
