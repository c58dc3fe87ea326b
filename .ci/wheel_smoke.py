"""Build the wheel, install it (not editable) into fresh venvs, and use it as a user would.

Why: an editable install reads the checkout, so it hides a wheel that lacks data files, ships
stray top-level packages, or only runs from the source tree. This script builds the wheel once,
checks that it holds nothing but ``retriage/``, then for each Python given installs it into a
new venv and, from a directory that is not the checkout, runs ``retriage --version``,
``python -m retriage --version``, ``retriage diagnose`` on the bundled samples, and
``retriage demo`` in a real terminal (tmux), quitting it with the keys a user would press.

Usage: python .ci/wheel_smoke.py PYTHON [PYTHON ...]   (exit 0 when every check passed)
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str | Path, cwd: Path | None = None, check: bool = True) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True)
    if check and proc.returncode != 0:
        raise SystemExit(f"wheel smoke: {' '.join(map(str, args))} exited {proc.returncode}\n{proc.stdout}\n{proc.stderr}")
    return proc


def build_wheel(out: Path) -> Path:
    source = out / "src"
    # build from a copy, so the checkout gets no build/ or egg-info droppings
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".git", ".venv", "__pycache__", "build", "dist",
                                                                   "*.egg-info", ".pytest_cache", ".hypothesis"))
    run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", out / "dist", source)
    wheels = list((out / "dist").glob("retriage-*.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"wheel smoke: expected one wheel, found {wheels}")
    return wheels[0]


def check_wheel_contents(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names if not n.split("/")[0].endswith(".dist-info")}
    if tops != {"retriage"}:
        raise SystemExit(f"wheel smoke: the wheel installs {sorted(tops)}, expected only retriage/")
    for needed in ("retriage/core/rules.yaml", "retriage/core/prescriptions.yaml", "retriage/tui/app.tcss",
                   "retriage/sample_runs/EXPECTED.md", "retriage/__main__.py"):
        if needed not in names:
            raise SystemExit(f"wheel smoke: {needed} is missing from the wheel")
    if not any(n.endswith(".dist-info/licenses/LICENSE") for n in names):
        raise SystemExit("wheel smoke: the LICENSE file is missing from the wheel")
    print(f"wheel smoke: {wheel.name}: {len(names)} files, only retriage/ (+ dist-info)")


def smoke(python: str, wheel: Path, work: Path) -> None:
    venv = work / f"venv-{Path(python).name}"
    run(python, "-m", "venv", venv)
    run(venv / "bin" / "pip", "install", "-q", wheel)
    elsewhere = work / "elsewhere"
    elsewhere.mkdir(exist_ok=True)
    exe = venv / "bin" / "retriage"
    version = run(exe, "--version", cwd=elsewhere).stdout.strip()
    module_version = run(venv / "bin" / "python", "-m", "retriage", "--version", cwd=elsewhere).stdout.strip()
    if not version.startswith("retriage ") or version != module_version:
        raise SystemExit(f"wheel smoke: versions disagree: {version!r} vs {module_version!r}")
    samples = run(venv / "bin" / "python", "-c",
                  "import retriage.tui.demo as d; print(d.sample_runs_dir())", cwd=elsewhere).stdout.strip()
    if "site-packages" not in samples:
        raise SystemExit(f"wheel smoke: sample runs come from {samples!r}, not from the installed package")
    # diagnose exits 1 when failed runs are found, which the samples have
    runs = sorted(str(p) for p in Path(samples).iterdir() if p.is_dir())
    proc = run(exe, "diagnose", "--json", *runs, cwd=elsewhere, check=False)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"wheel smoke: diagnose exited {proc.returncode}: {proc.stderr}")
    reports = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    modes = {r.get("mode") for r in reports if r.get("failed")}
    if len(modes) < 7:
        raise SystemExit(f"wheel smoke: diagnose of the samples found only modes {sorted(map(str, modes))}")
    demo_in_tmux(exe, elsewhere, work)
    print(f"wheel smoke: {python}: {version}; diagnose found {len(reports)} runs, {len(modes)} modes; demo ran in tmux")


def demo_in_tmux(exe: Path, cwd: Path, work: Path) -> None:
    if shutil.which("tmux") is None:
        raise SystemExit("wheel smoke: tmux is required for the demo check")
    session = f"retriage-smoke-{uuid.uuid4().hex[:8]}"
    done = work / f"{session}.exit"
    command = f"cd {cwd} && env -u COLUMNS -u LINES TERM=xterm-256color XDG_STATE_HOME={work / 'state'} {exe} demo; echo $? > {done}"
    run("tmux", "new-session", "-d", "-s", session, "-x", "120", "-y", "36", command)
    try:
        screen = wait_for(session, "failed", 60)
        if "Traceback" in screen:
            raise SystemExit(f"wheel smoke: the demo crashed:\n{screen}")
        run("tmux", "send-keys", "-t", session, "C-q")
        deadline = time.monotonic() + 30
        while not done.exists():
            if time.monotonic() > deadline:
                raise SystemExit(f"wheel smoke: the demo did not quit on ctrl+q:\n{capture(session)}")
            time.sleep(0.2)
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
    if done.read_text().strip() != "0":
        raise SystemExit(f"wheel smoke: the demo exited {done.read_text().strip()}")


def capture(session: str) -> str:
    return run("tmux", "capture-pane", "-p", "-t", session, check=False).stdout


def wait_for(session: str, needle: str, timeout: float) -> str:
    deadline = time.monotonic() + timeout
    while True:
        screen = capture(session)
        if needle in screen:
            return screen
        if time.monotonic() > deadline:
            raise SystemExit(f"wheel smoke: {needle!r} never appeared in the demo:\n{screen}")
        time.sleep(0.3)


def main(pythons: list[str]) -> int:
    if not pythons:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="retriage-wheel-") as tmp:
        work = Path(tmp)
        wheel = build_wheel(work)
        check_wheel_contents(wheel)
        for python in pythons:
            smoke(python, wheel, work)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
