"""End to end: the real ``retriage`` in tmux, driven with send-keys, read with capture-pane."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

RETRIAGE = Path(sys.executable).parent / "retriage"


def _tmux(*args: str) -> str:
    out = subprocess.run(["tmux", *args], check=True, capture_output=True, text=True).stdout
    if args[0] == "send-keys":
        time.sleep(0.3)  # a person types; tmux alone would deliver keys faster than any human
    return out


def _screen(session: str) -> str:
    return _tmux("capture-pane", "-p", "-t", session)


def _wait_screen(session: str, needle: str, timeout: float = 40.0) -> str:
    deadline = time.monotonic() + timeout
    while True:
        screen = _screen(session)
        if needle in screen:
            return screen
        if time.monotonic() > deadline:
            raise AssertionError(f"{needle!r} never appeared; screen:\n{screen}")
        time.sleep(0.2)


def _wait_gone(session: str, needle: str, timeout: float = 40.0) -> str:
    """Wait until ``needle`` is no longer on the screen (the status line and the table are drawn
    in separate refreshes: on a loaded machine a capture can fall between them)."""
    deadline = time.monotonic() + timeout
    while True:
        screen = _screen(session)
        if needle not in screen:
            return screen
        if time.monotonic() > deadline:
            raise AssertionError(f"{needle!r} never went away; screen:\n{screen}")
        time.sleep(0.2)


def _filter(session: str, text: str, shown: str) -> str:
    """Type a filter as a person does, and once more if the first `/` landed while the table was being redrawn
    (seen once on a loaded CI machine: the keys went nowhere and the status line still said "no filter"); a
    filter that never shows fails as before."""
    for attempt in range(3):
        _tmux("send-keys", "-t", session, "/")
        _tmux("send-keys", "-t", session, "-l", text)
        _tmux("send-keys", "-t", session, "Enter")
        try:
            return _wait_screen(session, shown, timeout=10.0 if attempt < 2 else 40.0)
        except AssertionError:
            if attempt == 2:
                raise
            _tmux("send-keys", "-t", session, "Escape")
    raise AssertionError("unreachable")


def test_approve_a_retry_in_a_real_terminal(runs_dir, tmp_path):
    session = f"retriage-e2e-{uuid.uuid4().hex[:8]}"
    command = str(RETRIAGE) if RETRIAGE.exists() else f"{sys.executable} -m retriage"
    env = (f"XDG_STATE_HOME={tmp_path / 'state'} XDG_CACHE_HOME={tmp_path / 'cache'} "
           "USER=e2e-tester TERM=xterm-256color")  # a tmux server may not have our environment
    _tmux("new-session", "-d", "-s", session, "-x", "120", "-y", "36",
          f"env -u COLUMNS -u LINES {env} {command} {runs_dir}; sleep 30")  # pytest exports 80x24
    try:
        _wait_screen(session, "pay-101-permission")
        _wait_screen(session, "● watching")
        # filter down to the run, then open its retry prompt
        _filter(session, "PAY-101", "/PAY-101 · 1/4")  # the status line's filter (the evidence pane says "1/4" too)
        _wait_gone(session, "ops-7-oom-killed")
        assert "permission_blocked" in _wait_screen(session, "pay-101-permission")
        _tmux("send-keys", "-t", session, "p")
        _wait_screen(session, "PRESCRIPTION ADDED BY RETRIAGE")
        _tmux("send-keys", "-t", session, "a")
        _wait_screen(session, "Approve retry of pay-101-permission")
        _tmux("send-keys", "-t", session, "y")
        decision = runs_dir / "pay-101-permission" / "decision.json"
        deadline = time.monotonic() + 40
        while not decision.exists():
            assert time.monotonic() < deadline, _screen(session)
            time.sleep(0.2)
        record = json.loads(decision.read_text())
        assert record["action"] == "approve"
        assert record["decided_by"] == "e2e-tester"
        assert record["engine_to"] == "claude-code"
        assert "## Corrective instruction" in record["prompt"]
        _wait_screen(session, "approve")
        _tmux("send-keys", "-t", session, "q")
        deadline = time.monotonic() + 20
        while "retriage" in _screen(session).split("\n")[0]:
            assert time.monotonic() < deadline, "the app did not quit"
            time.sleep(0.2)
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
    assert not any(p.name.startswith(".") for p in (runs_dir / "pay-101-permission").iterdir())
