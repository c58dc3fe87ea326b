"""The source folders core/ and tui/ install as retriage.core and retriage.tui, and nothing else.

pyproject.toml lists the packages explicitly (package-dir maps the short folders under
``retriage``), so a new sub-package that is not listed would silently be missing from the
wheel. These tests keep the list and the tree in step; .ci/wheel_smoke.py builds the real
wheel and checks its contents.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).parent.parent
FOLDERS = {"retriage": "retriage", "retriage.core": "core", "retriage.tui": "tui"}


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_source_package_is_listed_for_the_wheel():
    listed = set(pyproject()["tool"]["setuptools"]["packages"])
    found = set()
    for name, folder in FOLDERS.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            rel = init.parent.relative_to(ROOT / folder)
            found.add(".".join([name, *rel.parts]))
    assert found - listed == set(), "add these to [tool.setuptools] packages in pyproject.toml"
    assert {p for p in listed if not p.startswith("retriage.sample_runs")} <= found


def test_everything_installs_under_the_one_retriage_package():
    setuptools = pyproject()["tool"]["setuptools"]
    assert all(p == "retriage" or p.startswith("retriage.") for p in setuptools["packages"])
    assert setuptools["package-dir"]["retriage.core"] == "core"
    assert setuptools["package-dir"]["retriage.tui"] == "tui"


def test_python_dash_m_retriage_is_the_command():
    out = subprocess.run([sys.executable, "-m", "retriage", "--version"], capture_output=True, text=True,
                         cwd="/", check=True).stdout
    import retriage

    assert out.strip() == f"retriage {retriage.__version__}"


def test_the_sample_runs_ship_with_the_package():
    from retriage.tui.demo import sample_runs_dir

    samples = sample_runs_dir()
    assert samples is not None and (samples / "EXPECTED.md").is_file()
    assert "retriage.sample_runs" in pyproject()["tool"]["setuptools"]["package-data"]
