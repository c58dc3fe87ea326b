"""End to end, in a real terminal: hostile bytes in every run file stay inert.

A run whose ticket, ids, engine, prompt, watchdog and result files and every
kind of stream line are full of Rich markup and terminal escape sequences
(OSC 0/2 set-title, OSC 52 clipboard write, CSI clear screen and cursor moves,
C1 controls, BEL, RIS) is opened in the real ``retriage`` inside tmux, and
every view that shows those fields is visited: the table, the diagnosis pane,
the stream (readable and raw), the line detail and the retry screen (preview,
edit, diff and the engine list).

The tmux server is a private one (its own socket, no user config) with
``set-clipboard on``, so an OSC 52 reaching the pane would create a paste
buffer, and an OSC 0/2 would change the pane title. The control test first
shows that the very same bytes, written raw to a pane, do both; then the app
must leave both untouched, keep running, and show the markup as text.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

needs_tmux = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

RETRIAGE = Path(sys.executable).parent / "retriage"

OSC_TITLE_BEL = "\x1b]0;PWNED-0\x07"
OSC_TITLE_ST = "\x1b]2;PWNED-2\x1b\\"
OSC_CLIPBOARD = "\x1b]52;c;UFdORUQ=\x07"  # base64 "PWNED"
ESCAPES = ("\x1bc"  # RIS, full reset
           + OSC_TITLE_BEL + OSC_TITLE_ST + OSC_CLIPBOARD
           + "\x1b[2J\x1b[H\x1b[5;5H\x1b[?25l\x1b[?1049l"  # clear screen, cursor moves, hide cursor, leave alt screen
           + "\x9b2J\x9d0;PWNED-C1\x9c"  # C1 CSI and OSC ... ST
           + "\x07\x08\x0d")  # BEL, backspace, carriage return
MARKUP = "[bold red]x[/] [@click=app.quit]q[/] [link=file:///etc/passwd]pw[/link]"
HOSTILE = f"{MARKUP} {ESCAPES} end"
#: what the markup looks like on screen when shown literally
SHOWN = ("[bold red]x[/]", "[@click=app.quit]q[/]", "[link=file:///etc/passwd]")
RUN = "evil-1-hostile"
DECIDED = "evil-2-decided"
SESSION_ID = "0f3c5d2e-2222-4a2b-9c3d-000000000001"


# -- the hostile run ---------------------------------------------------------------

def _say(text: str, n: int) -> dict:
    return {"type": "assistant", "message": {"id": f"msg_{n:04d}", "role": "assistant", "model": "m " + HOSTILE,
            "content": [{"type": "text", "text": text}]}, "session_id": SESSION_ID}


def _think(text: str, n: int) -> dict:
    return {"type": "assistant", "message": {"id": f"msg_{n:04d}", "role": "assistant",
            "content": [{"type": "thinking", "thinking": text}]}, "session_id": SESSION_ID}


def _tool(name: str, args: dict, n: int) -> dict:
    return {"type": "assistant", "message": {"id": f"msg_{n:04d}", "role": "assistant",
            "content": [{"type": "tool_use", "id": f"toolu_{n:04d}", "name": name, "input": args}]},
            "session_id": SESSION_ID}


def _result(content: str, n: int, error: bool = False) -> dict:
    return {"type": "user", "message": {"role": "user", "content": [
        {"tool_use_id": f"toolu_{n:04d}", "type": "tool_result", "content": content, "is_error": error}]},
        "session_id": SESSION_ID}


def _taskrun(run_id: str) -> dict:
    return {"id": run_id + " " + HOSTILE, "ticket_id": "EVIL-1 " + HOSTILE, "engine": "claude-code " + HOSTILE,
            "current_engine": "cc " + HOSTILE, "engine_attempts": ["claude-code " + HOSTILE],
            "retry_count": 0, "max_retries": 2, "diagnosis_history": [{"mode": HOSTILE}], "state": "Failed",
            "created_at": "2026-11-20T08:00:00Z " + HOSTILE, "updated_at": HOSTILE}


def build_runs(root: Path) -> Path:
    """RUNS_DIR with one hostile failed run, one hostile decided run and a hostile skipped directory."""
    runs = root / "runs"
    runs.mkdir()
    for run_id in (RUN, DECIDED):
        run = runs / run_id
        run.mkdir()
        (run / "taskrun.json").write_text(json.dumps(_taskrun(run_id)))
        (run / "prompt.md").write_text(f"# EVIL-1: make the importer work {HOSTILE}\n\n"
                                       f"Fix `src/importer/{HOSTILE}.py`.\n{HOSTILE}\n")
        events = [
            {"type": "system", "subtype": "init " + HOSTILE, "model": HOSTILE, "session_id": SESSION_ID},
            _say("Running the importer " + HOSTILE, 1),
            _think("thinking " + HOSTILE, 2),
            _tool("Bash", {"command": "python -m importer " + HOSTILE}, 3),
            _result("Traceback (most recent call last):\nModuleNotFoundError: No module named 'yaml'\n" + HOSTILE,
                    3, True),
            _tool("Edit " + HOSTILE, {"file_path": f"/repo/src/{HOSTILE}.py", "old_string": HOSTILE,
                                      "new_string": "x"}, 4),
            _result("edited " + HOSTILE, 4),
            _tool("Bash", {"command": "pip install pyyaml " + HOSTILE}, 5),
            _result("ERROR: Could not find a version that satisfies the requirement pyyaml " + HOSTILE
                    + "\nERROR: No matching distribution found for pyyaml", 5, True),
            {"type": "result", "subtype": "error_during_execution", "is_error": True, "num_turns": 5,
             "result": "Failed: ModuleNotFoundError: No module named 'yaml' " + HOSTILE,
             "permission_denials": [{"tool_name": HOSTILE, "tool_input": {"command": HOSTILE}}],
             "session_id": SESSION_ID},
        ]
        lines = [json.dumps(e, ensure_ascii=False).encode() for e in events]
        lines.append(("plain orchestrator line " + HOSTILE).encode())  # not JSON: raw escapes in the file
        lines.append(b"invalid utf-8 \x9b2J \xff\xfe " + HOSTILE.encode())
        (run / "events.ndjson").write_bytes(b"\n".join(lines) + b"\n")
        (run / "result.json").write_text(json.dumps({"success": False, "summary": "importer failed " + HOSTILE,
                                                     "exit_code": 1}))
        (run / "watchdog.json").write_text(json.dumps({"reason_code": HOSTILE, "message": "stopped " + HOSTILE}))
    (runs / DECIDED / "decision.json").write_text(json.dumps({
        "run_id": DECIDED, "action": "park", "decided_by": "mallory " + HOSTILE,
        "decided_at": HOSTILE, "engine_from": HOSTILE, "engine_to": HOSTILE, "prompt": HOSTILE}))
    # an invalid run id: skipped, and its name is shown in a warning toast
    (runs / ("dir" + MARKUP.replace("/", "|") + OSC_TITLE_ST + OSC_CLIPBOARD)).mkdir()
    stamp = time.time() - 3600
    for path in runs.rglob("*"):
        os.utime(path, (stamp, stamp))
    return runs


# -- a private tmux server -------------------------------------------------------------

class Tmux:
    """A tmux server of our own: its own socket, no user config, clipboard capture on."""

    def __init__(self) -> None:
        self.socket = f"retriage-inert-{uuid.uuid4().hex[:10]}"
        self.socket_path = ""

    def __call__(self, *args: str, check: bool = True) -> str:
        return subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null", *args], check=check,
                              capture_output=True, text=True, timeout=20).stdout

    def keys(self, target: str, *keys: str, literal: bool = False) -> None:
        self("send-keys", "-t", target, *(["-l"] if literal else []), *keys)
        time.sleep(0.3)  # a person types; tmux alone would deliver keys faster than any human

    def start(self, session: str, command: str, width: int = 200, height: int = 60) -> None:
        self("new-session", "-d", "-s", session, "-x", str(width), "-y", str(height), command)
        self.socket_path = self("display", "-p", "#{socket_path}").strip()
        self("set", "-g", "set-clipboard", "on")
        self("set", "-g", "default-size", f"{width}x{height}")  # for the sessions made later
        assert self("show", "-gv", "set-clipboard").strip() == "on"

    def title(self, target: str) -> str:
        return self("display", "-p", "-t", target, "#{pane_title}").rstrip("\n")

    def buffers(self) -> list[str]:
        return [line for line in self("list-buffers", "-F", "#{buffer_name}\t#{buffer_sample}").splitlines()
                if line]

    def screen(self, target: str) -> str:
        return self("capture-pane", "-p", "-J", "-t", target)

    def wait_screen(self, target: str, needle: str, timeout: float = 40.0) -> str:
        deadline = time.monotonic() + timeout
        while True:
            screen = self.screen(target)
            if needle in screen:
                return screen
            if time.monotonic() > deadline:
                raise AssertionError(f"{needle!r} never appeared; screen:\n{screen}")
            time.sleep(0.2)

    def kill(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True, timeout=20)
        if self.socket_path:
            Path(self.socket_path).unlink(missing_ok=True)  # tmux leaves its socket behind


def _wait(predicate, what: str, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.1)


def _control(tmux: Tmux, path: Path) -> None:
    """The same bytes written raw to a pane DO change its title and the clipboard."""
    tmux("select-pane", "-t", "probe", "-T", "KNOWN")
    assert tmux.title("probe") == "KNOWN"
    before = tmux.buffers()
    tmux("respawn-pane", "-k", "-t", "probe", f"cat {shlex.quote(str(path))}; sleep 60")
    _wait(lambda: tmux.title("probe") != "KNOWN", "the raw bytes to change the title")
    assert tmux.title("probe").startswith("PWNED")
    _wait(lambda: len(tmux.buffers()) > len(before), "the raw OSC 52 to create a buffer")
    assert any("PWNED" in b for b in tmux.buffers())
    tmux("delete-buffer")  # back to the baseline for the real test


@needs_tmux
def test_the_check_detects_raw_escapes(tmp_path):
    """Control: the checks below can fail (raw OSC 0/2 and 52 do land in tmux)."""
    hostile = tmp_path / "hostile.txt"
    hostile.write_bytes(HOSTILE.encode())
    tmux = Tmux()
    try:
        tmux.start("probe", "sleep 60")
        _control(tmux, hostile)
    finally:
        tmux.kill()


def _assert_literal(screen: str, where: str, needles: tuple[str, ...] = SHOWN) -> None:
    for needle in needles:
        assert needle in screen, f"{needle!r} not shown literally in the {where}:\n{screen}"


def _wait_until(tmux: Tmux, target: str, predicate, what: str, timeout: float = 20.0) -> str:
    deadline = time.monotonic() + timeout
    while True:
        screen = tmux.screen(target)
        if predicate(screen):
            return screen
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}; screen:\n{screen}")
        time.sleep(0.1)


def _untouched(tmux: Tmux, target: str, where: str) -> None:
    """Nothing the app drew so far changed the pane title or wrote to the clipboard."""
    title, buffers = tmux.title(target), tmux.buffers()
    assert title == "KNOWN", f"the {where} changed the pane title to {title!r}"
    assert buffers == [], f"the {where} wrote to the clipboard: {buffers}"


def _footer(screen: str) -> str:
    return screen.rstrip("\n").rsplit("\n", 1)[-1]


@needs_tmux
def test_hostile_fields_stay_inert_in_a_real_terminal(tmp_path):
    runs = build_runs(tmp_path)
    hostile = tmp_path / "hostile.txt"
    hostile.write_bytes(HOSTILE.encode())
    output = tmp_path / "pane-output.bin"
    command = shlex.quote(str(RETRIAGE)) if RETRIAGE.exists() else f"{shlex.quote(sys.executable)} -m retriage"
    # COLUMNS/LINES unset: the pane may inherit stale ones, and the app must size itself from the pty
    state = shlex.quote(str(tmp_path / "state"))
    cache = shlex.quote(str(tmp_path / "cache"))  # a tmux server may not have our environment
    env = f"-u COLUMNS -u LINES XDG_STATE_HOME={state} XDG_CACHE_HOME={cache} USER=e2e-tester TERM=xterm-256color"
    tmux = Tmux()
    app = "app"
    try:
        # control, in this very server: the same bytes written raw DO change the title and the clipboard
        tmux.start("probe", "sleep 60")
        _control(tmux, hostile)
        assert tmux.buffers() == []

        # the app in its own pane, with a known title; every byte it writes is recorded
        tmux("new-session", "-d", "-s", app,
             f"read go; env {env} {command} {shlex.quote(str(runs))}; echo EXITED-$?; sleep 60")
        tmux("select-pane", "-t", app, "-T", "KNOWN")
        assert tmux.title(app) == "KNOWN"
        tmux("pipe-pane", "-t", app, f"cat > {shlex.quote(str(output))}")
        tmux.keys(app, "Enter")

        # the skipped directory's name, in the warning toast (shown for a few seconds after the first scan)
        tmux.wait_screen(app, "'dir[bold red]x[|] [@click=app.quit]q[|]")
        # the table and the diagnosis pane (ticket, engine, watchdog, result, advice, decision column)
        needles = ("diagnosis · evil-1-hostile", "● watching", "stream · 12 lines",
                   "EVIL-1 [bold red]x[/] [", "cc [bold red]x[/] [",  # the ticket and engine cells
                   "watchdog [bold red]x[/]", "importer failed [bold red]x[/]",
                   "␛]52;c;UFdORUQ=", "␛]2;PWNED-2␛\\")
        screen = _wait_until(tmux, app, lambda s: all(n in s for n in needles), "the full main screen")
        _assert_literal(screen, "diagnosis pane")
        _untouched(tmux, app, "table, diagnosis pane or stream")

        # the stream, readable: every line kind (text, thinking, tool calls, results, edits, plain, bad UTF-8)
        for row in ("· system init [bold red]x[/]", "💬 Running the importer [bold red]x[/]",
                    "… thinking [bold red]x[/]", "⚙ Bash $ python -m importer [bold red]x[/]",
                    "⚙ Edit [bold red]x[/]", "↳ ok  edited [bold red]x[/]", "plain orchestrator line [bold red]x[/]",
                    "? invalid utf-8 "):
            assert row in screen, f"{row!r} not in the stream:\n{screen}"
        # focus the stream, then open the line detail of every line
        # Tab until the footer says the stream has the focus, one Tab at a time: each is sent only once the one
        # before it has landed (the footer changed, or three seconds passed), and the focus is looked at again
        # after the screen settled. On a loaded machine Tabs sent in a burst landed after the check and moved the
        # focus past the stream.
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            footer = _footer(tmux.screen(app))
            if "Raw/readable" in footer:
                time.sleep(1.0)
                if "Raw/readable" in _footer(tmux.screen(app)):
                    break
                continue
            tmux.keys(app, "Tab")
            sent = time.monotonic()
            while time.monotonic() - sent < 3.0 and _footer(tmux.screen(app)) == footer:
                time.sleep(0.1)
        assert "Raw/readable" in _footer(tmux.screen(app)), "the stream never got the focus"
        tmux.keys(app, "g")
        for line in range(1, 13):
            tmux.keys(app, "Enter")
            screen = tmux.wait_screen(app, f"line {line} · esc to close", timeout=10)
            assert "[bold red]x[/]" in screen
            tmux.keys(app, "Escape")
            _wait_until(tmux, app, lambda s: "esc to close" not in s, "the line detail to close", timeout=10)
            tmux.keys(app, "j")
        _untouched(tmux, app, "line detail")
        # raw lines: JSON escapes stay escapes, the plain lines' real ESC bytes are shown as ␛
        tmux.keys(app, "r")
        screen = tmux.wait_screen(app, '{"type": "system", "subtype": "init [bold red]x[/]')
        assert "\\u001b]52;c;UFdORUQ=" in screen and "plain orchestrator line [bold red]x[/]" in screen
        _assert_literal(screen, "raw stream")
        _untouched(tmux, app, "raw stream")
        tmux.keys(app, "r")

        # the retry screen: preview, editor, diff, the engine list
        tmux.keys(app, "p")
        screen = tmux.wait_screen(app, "PRESCRIPTION ADDED BY RETRIAGE")
        _assert_literal(screen, "retry preview")
        _untouched(tmux, app, "retry preview")
        tmux.keys(app, "2")
        screen = _wait_until(tmux, app, lambda s: tmux.title(app) != "KNOWN" or "ORIGINAL TASK PROMPT" not in s
                             and "# EVIL-1: make the importer work [bold red]x[/]" in s, "the prompt editor")
        _untouched(tmux, app, "prompt editor")
        _assert_literal(screen, "prompt editor")
        assert "␛]0;PWNED-0" in screen
        tmux.keys(app, "Escape")  # editor -> preview
        tmux.keys(app, "3")
        tmux.wait_screen(app, "No changes: the prompt is the generated one.")
        _untouched(tmux, app, "diff")
        tmux.keys(app, "1")
        tmux.wait_screen(app, "ORIGINAL TASK PROMPT")
        tmux.keys(app, "BTab")
        tmux.keys(app, "BTab")
        tmux.keys(app, "Enter")  # open the engine list
        screen = _wait_until(tmux, app, lambda s: tmux.title(app) != "KNOWN" or "codex" in s and "aider" in s,
                             "the engine list")
        _untouched(tmux, app, "engine list")
        assert "cc [bold red]x[/]" in screen
        tmux.keys(app, "Escape")
        _wait_until(tmux, app, lambda s: "aider" not in s, "the engine list to close", timeout=10)
        tmux.keys(app, "Escape")
        screen = tmux.wait_screen(app, "diagnosis · evil-1-hostile")

        # the decided run: decided_by, action and time in the pane. On a loaded machine the Escape can land while
        # the retry screen is still closing and the j then moves the stream's cursor: focus the table and go
        # down again (there are two rows, so a second j that did land stays on the last one)
        for attempt in range(3):
            tmux.keys(app, "Escape")  # focus back on the table
            tmux.keys(app, "j")
            try:
                screen = tmux.wait_screen(app, "diagnosis · evil-2-decided", timeout=10 if attempt < 2 else 40)
                break
            except AssertionError:
                if attempt == 2:
                    raise
        assert "✔ decided park by mallory [bold red]x[/]" in screen and "␛]0;PWNED-0" in screen

        # nothing got through: same title, no clipboard write, the app still running
        _untouched(tmux, app, "decided run")
        screen = tmux.screen(app)
        assert "EXITED-" not in screen and " retriage " in screen
        written = output.read_bytes()
        assert b"\x1b[?1049l" not in written  # never left the alternate screen
        tmux.keys(app, "q")
        tmux.wait_screen(app, "EXITED-0")
    finally:
        tmux.kill()
    # and in the raw bytes the app wrote: no title, clipboard or hyperlink OSC, no C1 control
    written = output.read_bytes()
    assert b"[bold red]x[/]" in written
    oscs = set(re.findall(rb"\x1b\](\d*)", written))
    assert oscs <= {b"22"}, f"the app wrote OSC {sorted(oscs)}"  # 22: Textual's own pointer shape
    assert not re.search(rb"\xc2[\x80-\x9f]", written), "a C1 control reached the terminal"


@pytest.mark.anyio
async def test_the_prompt_editor_never_holds_a_control_character(tmp_path, monkeypatch):
    """A TextArea draws its text as it is: loaded, pasted and $EDITOR text lose their escapes first."""
    from textual import events

    from tests.tui.conftest import loaded, make_app, select_run, wait_for
    from retriage.tui import retry_screen
    from retriage.tui.retry_screen import PromptEditor, RetryScreen

    def fake_editor(path: str) -> int:
        Path(path).write_text("from $EDITOR " + OSC_TITLE_ST, encoding="utf-8")
        return 0

    monkeypatch.setattr(retry_screen, "run_editor", fake_editor)
    app = make_app(build_runs(tmp_path))
    monkeypatch.setattr(type(app), "suspend", lambda self: contextlib.nullcontext())
    async with app.run_test(size=(160, 45)) as pilot:
        await loaded(pilot)
        await select_run(pilot, RUN)
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(app.screen, RetryScreen), what="retry screen")
        screen = app.screen
        editor = screen.query_one("#editor", PromptEditor)
        assert "\x1b" in app.reports[RUN].retry_prompt  # the generated prompt does carry them
        for text in (editor.text, screen.prompt, screen.generated):
            assert "␛]2;PWNED-2␛\\" in text and "[bold red]x[/]" in text
            assert not any(c in text for c in "\x1b\x07\x9b\x9d")
        assert not screen.edited
        await pilot.press("2")
        await wait_for(pilot, lambda: editor.has_focus, what="editor focused")
        app.post_message(events.Paste("pasted " + OSC_CLIPBOARD + OSC_TITLE_BEL))  # as the terminal sends it
        await wait_for(pilot, lambda: "pasted" in editor.text, what="paste")
        assert editor.text.startswith("pasted ␛]52;c;UFdORUQ= ␛]0;PWNED-0 # EVIL-1") and "\x1b" not in editor.text
        await wait_for(pilot, lambda: screen.prompt == editor.text and screen.edited, what="prompt follows")
        await pilot.press("ctrl+e")
        await wait_for(pilot, lambda: "from $EDITOR" in editor.text, what="text from $EDITOR")
        assert editor.text == screen.prompt == "from $EDITOR ␛]2;PWNED-2␛\\"
