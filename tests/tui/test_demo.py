"""The demo and the bundled samples leave no trace: copies without decisions, decisions said and placed on exit."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from retriage.core.decisions import AUDIT_LOG, Decision, write_decision
from retriage.tui.demo import (Replay, copy_samples, finish, is_bundled_samples, keep_problem, sample_runs_dir)
from retriage.tui.drafts import DraftStore

ROOT = Path(__file__).resolve().parents[2]


def _samples_with_old_decisions(tmp_path: Path) -> Path:
    """A copy of the samples as an older retriage left them: a decision and an audit log inside."""
    source = tmp_path / "sample_runs"
    shutil.copytree(sample_runs_dir(), source, ignore=shutil.ignore_patterns("decision.json", AUDIT_LOG))
    (source / "auth-562-samesite-cookie" / "decision.json").write_text('{"action": "park"}\n')
    (source / AUDIT_LOG).write_text('{"action": "park"}\n')
    return source


def _decide(runs_dir: Path, run_id: str, action: str = "park") -> None:
    write_decision(runs_dir, Decision(run_id, action, "", False, "claude-code", "claude-code", {"mode": "x"}),
                   user="tester")


def test_the_bundled_samples_are_recognised_and_nothing_else():
    assert is_bundled_samples(sample_runs_dir())
    assert is_bundled_samples(ROOT / "sample_runs" / ".." / "sample_runs")
    assert not is_bundled_samples(ROOT / "tests" / "corpus" / "runs")


def test_copies_leave_earlier_decisions_behind(tmp_path: Path):
    source = _samples_with_old_decisions(tmp_path)
    for copy in (tmp_path / "copy", tmp_path / "demo"):
        copy.mkdir()
    copy_samples(source, tmp_path / "copy")
    Replay.prepare(source, tmp_path / "demo")
    for copy in (tmp_path / "copy", tmp_path / "demo"):
        assert (copy / "retriage.yaml").is_file() and (copy / "inv-902-reconcile-dry-run").is_dir()
        assert not list(copy.rglob("decision.json")) and not (copy / AUDIT_LOG).exists()


def test_on_exit_the_decisions_are_removed_with_the_copy_and_it_is_said(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    runs = tmp_path / "copy"
    runs.mkdir()
    copy_samples(sample_runs_dir(), runs)
    _decide(runs, "auth-562-samesite-cookie")
    _decide(runs, "inv-902-reconcile-dry-run", "dismiss")
    DraftStore(runs).save("acct-58-reset-email-typo", "edited", "codex", "generated")
    message = finish(runs, None, "demo")
    assert "2 decisions" in message and "removed" in message and "--keep DIR" in message
    assert not runs.exists()
    assert DraftStore(runs).run_ids() == set()  # the copy's drafts went with it


def test_keep_dir_copies_the_decisions_and_the_log(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    runs = tmp_path / "copy"
    runs.mkdir()
    copy_samples(sample_runs_dir(), runs)
    _decide(runs, "auth-562-samesite-cookie")
    kept = tmp_path / "kept"
    assert keep_problem(str(kept)) is None
    message = finish(runs, str(kept), "samples")
    assert f"1 decision kept in {kept}" in message
    assert json.loads((kept / "auth-562-samesite-cookie" / "decision.json").read_text())["action"] == "park"
    assert len((kept / AUDIT_LOG).read_text().splitlines()) == 1
    assert not runs.exists()
    # a --keep DIR that would mix with other files is refused before anything starts
    assert "not an empty directory" in keep_problem(str(kept))
    assert finish_kept_in_place(tmp_path) == "kept"


def finish_kept_in_place(tmp_path: Path) -> str:
    runs = tmp_path / "in-place"
    runs.mkdir()
    message = finish(runs, "", "demo")
    assert runs.is_dir() and str(runs) in message and "0 decisions" in message
    return "kept"


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
@pytest.mark.parametrize("size", [(120, 36), (80, 24)])
def test_retriage_sample_runs_in_a_real_terminal_leaves_the_checkout_clean(tmp_path: Path, size):
    """`retriage sample_runs` from the checkout: park a run with the keys the footers show, quit, read
    where the decision went."""
    before = sorted(p.relative_to(ROOT) for p in (ROOT / "sample_runs").rglob("*"))
    kept = tmp_path / "kept"
    session = f"retriage-samples-{uuid.uuid4().hex[:8]}"
    retriage = Path(sys.executable).parent / "retriage"
    command = str(retriage) if retriage.exists() else f"{sys.executable} -m retriage"
    env = f"XDG_STATE_HOME={tmp_path / 'state'} USER=e2e-tester TERM=xterm-256color"

    def tmux(*args: str) -> str:
        out = subprocess.run(["tmux", *args], check=True, capture_output=True, text=True).stdout
        if args[0] == "send-keys":
            time.sleep(0.3)
        return out

    def wait(needle: str, timeout: float = 40.0) -> str:
        deadline = time.monotonic() + timeout
        while True:
            screen = tmux("capture-pane", "-p", "-J", "-t", session)  # -J: wrapped lines joined
            if needle in screen or needle in screen.replace("\n", ""):
                return screen
            assert time.monotonic() < deadline, f"{needle!r} never appeared:\n{screen}"
            time.sleep(0.2)

    tmux("new-session", "-d", "-s", session, "-x", str(size[0]), "-y", str(size[1]), "-c", str(ROOT),
         f"env -u COLUMNS -u LINES {env} {command} sample_runs --keep {kept} 2>&1; sleep 30")
    try:
        wait("temporary copy")
        wait("u Undecided")  # every key used below is in a footer at this size
        tmux("send-keys", "-t", session, "u")  # the undecided queue
        wait("undecided · 8/9")
        wait("p Retry")
        tmux("send-keys", "-t", session, "p")
        wait("P Park")
        tmux("send-keys", "-t", session, "P")
        wait("Park this run?")
        tmux("send-keys", "-t", session, "y")
        wait("undecided · 7/9")  # decided: it leaves the undecided queue
        tmux("send-keys", "-t", session, "q")
        wait(f"1 decision kept in {kept}")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
    assert len(list(kept.rglob("decision.json"))) == 1 and (kept / AUDIT_LOG).is_file()
    assert sorted(p.relative_to(ROOT) for p in (ROOT / "sample_runs").rglob("*")) == before
