"""Build the wheel, install it (not editable) into fresh venvs, and use it as a user would.

Why: an editable install reads the checkout, so it hides a wheel that lacks data files, ships
stray top-level packages, or only runs from the source tree. This script builds the wheel once,
checks that it holds nothing but ``retriage/``, then for each Python given installs it into a
new venv and, from a directory that is not the checkout, runs ``retriage --version``,
``python -m retriage --version``, ``retriage diagnose`` on the bundled samples, and
``retriage demo`` in a real terminal (tmux), quitting it with the keys a user would press.

Then issue 10's acceptance, from the installed wheel: a Claude Code projects folder, a Codex
sessions folder and ``retriage pull k8s`` (a stand-in kubectl replaying the recorded cluster
of tests/fixtures/k8s) each list and diagnose their runs; the projects folder also opens in
the app in tmux; an approval with a webhook configured reaches a real HTTP server on
127.0.0.1, and with the server gone the decision stands and ``decide`` exits 1 saying so.

Usage: python .ci/wheel_smoke.py PYTHON [PYTHON ...]   (exit 0 when every check passed)
"""

from __future__ import annotations

import http.server
import json
import os
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
                   "retriage/sample_runs/EXPECTED.md", "retriage/__main__.py",
                   "retriage/core/sources/outcome.yaml",
                   # the catalogue is read by glob: a file missing would only make diagnosis quietly weaker
                   *(f"retriage/core/signatures/{p.name}" for p in sorted((ROOT / "core" / "signatures").glob("*.yaml")))):
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
    proc = run(exe, "diagnose", "--json", samples, cwd=elsewhere, check=False)  # a runs dir expands into its runs
    if proc.returncode not in (0, 1):
        raise SystemExit(f"wheel smoke: diagnose exited {proc.returncode}: {proc.stderr}")
    reports = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    modes = {r.get("mode") for r in reports if r.get("failed")}
    if len(modes) < 7:
        raise SystemExit(f"wheel smoke: diagnose of the samples found only modes {sorted(map(str, modes))}")
    demo_in_tmux(exe, elsewhere, work)
    print(f"wheel smoke: {python}: {version}; diagnose found {len(reports)} runs, {len(modes)} modes; demo ran in tmux")
    acceptance(exe, venv, elsewhere, work / f"accept-{Path(python).name}")


def diagnose_jsonl(exe: Path, path: Path, cwd: Path, env: dict[str, str] | None = None) -> list[dict]:
    proc = subprocess.run([str(exe), "diagnose", "--output", "jsonl", str(path)], cwd=cwd, env=env,
                          capture_output=True, text=True)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"wheel smoke: diagnose {path} exited {proc.returncode}: {proc.stderr}")
    reports = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    if any(r.get("schema_version") != 1 or not r.get("path") for r in reports):
        raise SystemExit(f"wheel smoke: diagnose {path}: a run object lacks schema_version or path")
    return reports


def acceptance(exe: Path, venv: Path, cwd: Path, work: Path) -> None:
    sys.path.insert(0, str(ROOT))
    from tests.test_sources import projects_tree, sessions_tree  # the same trees the unit tests use

    work.mkdir()
    env = {**os.environ, "XDG_STATE_HOME": str(work / "state"), "XDG_CACHE_HOME": str(work / "cache")}
    projects, sessions = projects_tree(work / "claude"), sessions_tree(work / "codex")
    for name, path, least in (("Claude Code projects", projects, 4), ("Codex sessions", sessions, 4)):
        reports = diagnose_jsonl(exe, path, cwd, env)
        failed = [r for r in reports if r["failed"]]
        if len(reports) < least or not failed:
            raise SystemExit(f"wheel smoke: {name}: {len(reports)} runs, {len(failed)} failed")
        print(f"wheel smoke: {name}: {len(reports)} runs listed, {len(failed)} failed, "
              f"modes {sorted({r['mode'] for r in failed})}")
    open_in_tmux(exe, projects, cwd, env, work)

    # pull k8s through a stand-in kubectl replaying recorded `kubectl ... -o json` output
    fixtures = work / "cluster"
    shutil.copytree(ROOT / "tests" / "fixtures" / "k8s", fixtures)
    bin_dir = work / "bin"
    bin_dir.mkdir()
    kubectl = bin_dir / "kubectl"
    kubectl.write_text(f"#!{sys.executable}\n" + (fixtures / "kubectl_standin.py").read_text())
    kubectl.chmod(0o755)
    k8s_env = {**env, "PATH": f"{bin_dir}{os.pathsep}{env['PATH']}", "KUBECTL_FIXTURES": str(fixtures),
               "KUBECTL_ARGV_LOG": str(work / "kubectl-argv.ndjson")}
    pulled = subprocess.run([str(exe), "pull", "k8s"], cwd=cwd, env=k8s_env, capture_output=True, text=True)
    if pulled.returncode != 0:
        raise SystemExit(f"wheel smoke: pull k8s exited {pulled.returncode}: {pulled.stderr}")
    runs_dir = Path(pulled.stdout.strip().splitlines()[-1])
    reports = diagnose_jsonl(exe, runs_dir, cwd, k8s_env)
    if not reports or not any(r["failed"] for r in reports):
        raise SystemExit(f"wheel smoke: pull k8s: {len(reports)} runs in {runs_dir}")
    print(f"wheel smoke: pull k8s: {len(reports)} runs in {runs_dir.relative_to(work)}")

    webhook_reaches_a_server(exe, cwd, env, work)


class _Recorder(http.server.BaseHTTPRequestHandler):
    bodies: list[dict] = []

    def do_POST(self) -> None:  # noqa: N802 - the stdlib's name
        length = int(self.headers.get("Content-Length") or 0)
        _Recorder.bodies.append(json.loads(self.rfile.read(length)))
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args) -> None:
        pass


def webhook_reaches_a_server(exe: Path, cwd: Path, env: dict[str, str], work: Path) -> None:
    import threading

    runs = work / "runs"
    samples = Path(subprocess.run([str(exe.parent / "python"), "-c",
                                   "import retriage.tui.demo as d; print(d.sample_runs_dir())"],
                                  capture_output=True, text=True, check=True, cwd=cwd).stdout.strip())
    shutil.copytree(samples, runs)
    server = http.server.HTTPServer(("127.0.0.1", 0), _Recorder)
    url = f"http://127.0.0.1:{server.server_port}/retry"
    (runs / "retriage.yaml").write_text(
        (runs / "retriage.yaml").read_text() + f"\nactions:\n  - on: [approve, park, dismiss]\n    webhook: {url}\n"
        "    timeout: 2\n    retries: 1\n")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    first, second = sorted(p.name for p in runs.iterdir() if p.is_dir())[:2]
    try:
        ok = subprocess.run([str(exe), "decide", str(runs / first), "park"], cwd=cwd, env=env,
                            capture_output=True, text=True)
    finally:
        server.shutdown()
        server.server_close()
    if ok.returncode != 0 or not any(b.get("run_id") == first for b in _Recorder.bodies):
        raise SystemExit(f"wheel smoke: the webhook did not receive the decision: {ok.returncode} {ok.stderr}")
    down = subprocess.run([str(exe), "decide", str(runs / second), "park"], cwd=cwd, env=env,
                          capture_output=True, text=True)
    if down.returncode != 1 or not (runs / second / "decision.json").is_file() or "decision recorded" not in down.stderr:
        raise SystemExit(f"wheel smoke: with the server down: exit {down.returncode}, {down.stderr!r}")
    print(f"wheel smoke: webhook delivered to 127.0.0.1; with the server down the decision stands "
          f"and decide says: {down.stderr.strip()[:100]}")


def open_in_tmux(exe: Path, path: Path, cwd: Path, env: dict[str, str], work: Path) -> None:
    app_in_tmux(f"{exe} {path}", cwd, env, work, "a Claude Code projects folder")
    print("wheel smoke: the Claude Code projects folder opened in the app (tmux)")


def demo_in_tmux(exe: Path, cwd: Path, work: Path) -> None:
    app_in_tmux(f"{exe} demo", cwd, {"XDG_STATE_HOME": str(work / "state")}, work, "the demo")


def app_in_tmux(command: str, cwd: Path, env: dict[str, str], work: Path, what: str) -> None:
    """Start the app in a real terminal, wait for its table, quit with ctrl+q, expect exit 0."""
    if shutil.which("tmux") is None:
        raise SystemExit("wheel smoke: tmux is required for the app checks")
    session = f"retriage-smoke-{uuid.uuid4().hex[:8]}"
    done = work / f"{session}.exit"
    xdg = " ".join(f"{k}={v}" for k, v in env.items() if k.startswith("XDG_"))
    line = f"cd {cwd} && env -u COLUMNS -u LINES TERM=xterm-256color {xdg} {command}; echo $? > {done}"
    run("tmux", "new-session", "-d", "-s", session, "-x", "120", "-y", "36", line)
    try:
        screen = wait_for(session, "failed", 60)
        if "Traceback" in screen:
            raise SystemExit(f"wheel smoke: the app crashed on {what}:\n{screen}")
        run("tmux", "send-keys", "-t", session, "C-q")
        deadline = time.monotonic() + 30
        while not done.exists():
            if time.monotonic() > deadline:
                raise SystemExit(f"wheel smoke: the app did not quit on ctrl+q ({what}):\n{capture(session)}")
            time.sleep(0.2)
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
    if done.read_text().strip() != "0":
        raise SystemExit(f"wheel smoke: the app exited {done.read_text().strip()} ({what})")


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
