"""retriage must import, and answer --version and --help, where POSIX-only modules do not exist.

On Windows ``import fcntl`` fails; a module that imports it at its top would
break every command, even ``--version``. The check runs in a subprocess whose
import system refuses the POSIX-only modules (a ``sys.meta_path`` blocker), and
imports every module of the package from the source tree.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).parent.parent
#: package -> folder, as pyproject.toml's package-dir maps them
FOLDERS = {"retriage": "retriage", "retriage.core": "core", "retriage.tui": "tui"}
POSIX_ONLY = ("fcntl", "termios", "tty", "pty", "pwd", "grp", "resource")


def every_module() -> list[str]:
    names = []
    for package, folder in FOLDERS.items():
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = path.relative_to(ROOT / folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            names.append(".".join((package, *parts)))
    return names


BLOCKER = textwrap.dedent("""
    import importlib, sys
    BLOCKED = set(sys.argv[1].split(","))

    class Blocker:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ModuleNotFoundError(f"No module named {name!r}", name=name)
            return None

    sys.meta_path.insert(0, Blocker())
    for name in [m for m in sys.modules if m.split(".")[0] in BLOCKED]:
        del sys.modules[name]
    failed = []
    for name in sys.argv[3:]:
        if name == "retriage.__main__":
            continue
        try:
            importlib.import_module(name)
        except Exception as exc:
            failed.append(f"{name}: {exc!r}")
    print("\\n".join(failed))
    from retriage.tui.main import main
    sys.argv = ["retriage", sys.argv[2]]
    sys.exit(main())
""")


def run_blocked(blocked: tuple[str, ...], flag: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", BLOCKER, ",".join(blocked), flag, *every_module()],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)


def test_the_module_list_covers_the_package():
    names = every_module()
    assert {"retriage.core.decisions", "retriage.core.cli", "retriage.tui.app", "retriage.core.sources.detect",
            "retriage.core.formats.codex_rollout"} <= set(names)


def test_every_module_imports_and_version_runs_without_posix_only_modules():
    out = run_blocked(POSIX_ONLY, "--version")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[-1].startswith("retriage "), out.stdout
    assert lines[:-1] in ([], [""]), "modules that need a POSIX-only import at their top:\n" + out.stdout


def test_help_runs_without_fcntl():
    out = run_blocked(("fcntl",), "--help")
    assert out.returncode == 0, out.stderr
    assert "diagnose" in out.stdout
