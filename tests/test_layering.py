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


def is_ui_module(name: str) -> bool:
    return name.split(".")[0] in ("textual", "tui", "watchfiles") or (name + ".").startswith("retriage.tui.")


def test_the_ui_check_recognises_ui_imports():
    assert is_ui_module("retriage.tui.app") and is_ui_module("textual.widgets") and is_ui_module("retriage.tui")
    assert not is_ui_module("retriage.core.analyser") and not is_ui_module("retriage.tuition")


def test_core_imports_neither_textual_nor_tui():
    offenders = {}
    for path in CORE.rglob("*.py"):
        bad = {n for n in imported_modules(path) if is_ui_module(n)}
        if bad:
            offenders[str(path.relative_to(CORE))] = sorted(bad)
    assert offenders == {}


def test_the_analyser_does_no_io():
    forbidden = {"os", "pathlib", "shutil", "subprocess", "io", "open"}
    for name in ("analyser.py", "detectors.py", "channels.py", "task.py", "retry.py", "streams.py"):
        path = CORE / name
        assert not (imported_modules(path) & forbidden), name
        assert "open(" not in path.read_text(encoding="utf-8"), name
