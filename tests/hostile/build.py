"""Build the hostile RUNS_DIR: the committed corpus plus the cases git cannot hold.

``runs/`` holds the small hostile run directories (and one good run copied
from ``sample_runs/``); ``config/`` holds hostile ``retriage.yaml`` files. What
is too big to commit (a 50 MB line, 10,000-digit numbers, nesting 100,000
deep) or cannot be represented in git (mode 000, symlinks leaving RUNS_DIR,
FIFOs, a directory where a file should be, odd directory names) is made here,
at test time, by :func:`build_runs_dir`, :func:`build_big_line_run` and
:func:`build_config_cases`. README.md lists every case and its message.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "runs"
CONFIGS = HERE / "config"

#: the one well-formed run in the corpus, and what it must still be diagnosed as
GOOD_RUN = "auth-562-samesite-cookie"
GOOD_MODE = "permission_blocked"

#: an unprivileged uid/gid for the mode-000 checks (root bypasses permission bits)
NOBODY = 65534

BIG_LINE_BYTES = 50 * 1024 * 1024
HUGE_DIGITS = 10_000
DEEP = 100_000

#: run ids the builder creates beside the committed ones
UNREADABLE_FILES = "g-unreadable-files"
UNREADABLE_DIR = "g-unreadable-dir"
DIRS_FOR_FILES = "g-dirs-for-files"
SYMLINKS_OUT = "g-symlinks-out"
SYMLINKED_RUN = "g-symlinked-run"
HUGE_NUMBERS = "g-huge-numbers"
DEEP_NESTING = "g-deep-nesting"
FIFO_STREAM = "g-fifo-stream"
BIG_LINE = "g-big-line"
#: directory names that are not run ids: skipped with a one-line warning each
BAD_NAMES = ("has space", "new\nline", "[red]markup[/red", "ünïcode", "tab\there", "semi;colon",
             "esc\x1b]0;pwned\x07")

RUN_FILES = ("taskrun.json", "prompt.md", "events.ndjson", "watchdog.json", "result.json", "decision.json")


@dataclass(frozen=True)
class Case:
    """What retriage must make of one hostile run (read by a user who may read everything)."""

    status: str  # failed | live
    mode: str | None  # the diagnosis of a failed run
    problems: tuple[str, ...] = ()  # each must appear in one problem line (a prefix of it, or a part)
    exact: bool = False  # no other problem lines


_DEP = "dependency_missing"
CASES: dict[str, Case] = {
    GOOD_RUN: Case("failed", GOOD_MODE, (), exact=True),
    "h-utf8-invalid": Case("failed", _DEP, (
        "taskrun.json:3: invalid UTF-8 (byte 0xff), read with replacement characters",
        "prompt.md:4: invalid UTF-8 (byte 0xe9), read with replacement characters",
        "result.json:1: invalid UTF-8 (byte 0xc3), read with replacement characters",
        "events.ndjson: 2 malformed line(s); first at line 2: invalid UTF-8 at byte 0",
    ), exact=True),
    "h-nul-bytes": Case("failed", _DEP, (
        "taskrun.json:3: invalid JSON: Invalid control character at column 22",
        "prompt.md:4: NUL bytes removed",
        "watchdog.json:1: invalid JSON: Expecting value (column 1)",
        "events.ndjson: 1 malformed line(s); first at line 3: invalid JSON",
    ), exact=True),
    "h-claude-shapes": Case("failed", "permission_blocked", (), exact=True),
    "h-osmia-shapes": Case("failed", _DEP, (), exact=True),
    "h-codex-shapes": Case("failed", _DEP, (), exact=True),
    "h-files-top-shapes": Case("failed", _DEP, (
        "taskrun.json:1: expected a JSON object, got list",
        "watchdog.json:1: expected a JSON object, got int",
        "result.json:1: expected a JSON object, got str",
        "decision.json:1: expected a JSON object, got null",
    ), exact=True),
    "h-files-field-shapes": Case("failed", _DEP, (
        "taskrun.json: field 'ticket_id' should be a string, got list",
        "taskrun.json: field 'state' should be a string, got list",
        "taskrun.json: field 'retry_count' should be an integer, got str",
        "taskrun.json: field 'cost_usd' should be a number, got str",
        "taskrun.json: field 'engine_attempts' should be a list, got str",
        "taskrun.json: field 'diagnosis_history' should be a list, got dict",
        "watchdog.json: field 'reason_code' should be a string, got list; ignored",
        "watchdog.json: field 'cost_estimate_usd' should be a number, got str; ignored",
        "result.json: field 'success' should be true/false, got str; ignored",
        "result.json: field 'summary' should be a string, got dict; ignored",
        "result.json: field 'exit_code' should be an integer, got str; ignored",
        "decision.json: field 'action' should be a string, got dict; ignored",
        "decision.json: field 'decided_by' should be a string, got list; ignored",
    )),
    "h-files-nested-shapes": Case("failed", _DEP, (
        "taskrun.json: engine_attempts[0] should be an engine name or an object with one in 'engine', got int",
        "taskrun.json: diagnosis_history[0] should be a mode name or an object with a string 'mode', got list",
        "watchdog.json: field 'reason_code' should be a string, got dict; ignored",
        "watchdog.json: field 'message' should be a string, got list; ignored",
        "result.json: field 'summary' should be a string, got list; ignored",
        "result.json: field 'exit_code' should be an integer, got list; ignored",
    ), exact=True),
    "h-truncated-stream": Case("failed", _DEP, (
        "events.ndjson:4: the last line has no newline (78 bytes, truncated?), not read",
    ), exact=True),
    "h-truncated-taskrun": Case("failed", _DEP, (
        "taskrun.json:6: invalid JSON: Unterminated string starting at column 3",
        "result.json:1: invalid JSON: Unterminated string starting at column 31",
    ), exact=True),
    "h-empty-files": Case("live", None, tuple(f"{name}:1: empty file" for name in (
        "taskrun.json", "prompt.md", "watchdog.json", "result.json", "decision.json")), exact=True),
    "h-blank-files": Case("live", None, tuple(f"{name}:1: empty file" for name in (
        "taskrun.json", "prompt.md", "watchdog.json", "result.json", "decision.json")), exact=True),
    "h-missing-files": Case("live", None, ("events.ndjson: missing",), exact=True),
    "h..dots": Case("failed", _DEP, (), exact=True),
    # built at test time
    UNREADABLE_FILES: Case("failed", _DEP, (), exact=True),  # as root; see UNPRIVILEGED below
    UNREADABLE_DIR: Case("failed", _DEP, (), exact=True),
    DIRS_FOR_FILES: Case("live", None, tuple(f"{name}: is a directory, expected a file" for name in RUN_FILES),
                         exact=True),
    SYMLINKS_OUT: Case("failed", _DEP, (
        "prompt.md: broken symlink (to '",
        "watchdog.json: not a regular file, not read",
        "result.json: cannot read: Too many levels of symbolic links",
        "decision.json: is a symlink, not read (retriage writes this file itself, never as a link)",
    ), exact=True),
    SYMLINKED_RUN: Case("failed", _DEP, (), exact=True),
    HUGE_NUMBERS: Case("failed", _DEP, (
        "taskrun.json:2: invalid JSON: number too long (10,000 digits)",
        "result.json:3: invalid JSON: number out of range ('17777777777777777777777…')",
        "watchdog.json: field 'call_count' should be an integer, got float; ignored",
        "decision.json:2: invalid JSON: NaN is not JSON",
        "events.ndjson: 2 malformed line(s); first at line 2: invalid JSON",
    ), exact=True),
    DEEP_NESTING: Case("failed", _DEP, (
        "taskrun.json:1: invalid JSON: nested too deeply",
        "result.json:1: invalid JSON: nested too deeply",
        "events.ndjson: 2 malformed line(s); first at line 2: invalid JSON",
    ), exact=True),
    FIFO_STREAM: Case("failed", "unknown", (
        "decision.json: not a regular file, not read",
        "events.ndjson: not a regular file, not read",
    ), exact=True),
}

#: the same runs read by an unprivileged user: mode 000 really is unreadable
UNPRIVILEGED: dict[str, Case] = {
    UNREADABLE_FILES: Case("live", None, tuple(f"{name}: cannot read: Permission denied" for name in (
        "taskrun.json", "prompt.md", "result.json", "events.ndjson")), exact=True),
    UNREADABLE_DIR: Case("live", None, (f"{UNREADABLE_DIR}: cannot read the run directory: Permission denied",),
                         exact=True),
    GOOD_RUN: CASES[GOOD_RUN],
}

BIG_LINE_CASE = Case("failed", _DEP, (
    "events.ndjson: 1 malformed line(s); first at line 2: line too long (52,428,800 bytes), skipped",), exact=True)


def _line(obj: object) -> str:
    return json.dumps(obj, separators=(",", ":")) + "\n"


def _failing_stream() -> str:
    """A short, well-formed Claude stream that ends on a missing module."""
    return (_line({"type": "system", "subtype": "init", "cwd": "/workspace/repo", "session_id": "s1",
                   "tools": ["Bash"], "model": "claude-sonnet-4-5"})
            + _line({"type": "assistant", "message": {"role": "assistant", "content": [
                {"type": "tool_use", "id": "toolu_g1", "name": "Bash", "input": {"command": "pytest -q"}}]}})
            + _line({"type": "user", "message": {"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": "toolu_g1", "is_error": True,
                 "content": "Exit code 1\nE   ModuleNotFoundError: No module named 'yaml'"}]}})
            + _line({"type": "result", "subtype": "success", "is_error": True, "num_turns": 2,
                     "result": "tests cannot import yaml"}))


def _taskrun(run_id: str, **extra: object) -> str:
    record = {"id": run_id, "ticket_id": "HOST-1", "engine": "claude-code", "state": "Failed",
              "retry_count": 0, "max_retries": 2, "diagnosis_history": [],
              "created_at": "2026-11-19T10:00:00Z", "updated_at": "2026-11-19T10:05:00Z", **extra}
    return json.dumps(record, indent=2) + "\n"


def _plain_run(path: Path, run_id: str) -> Path:
    path.mkdir(parents=True)
    (path / "taskrun.json").write_text(_taskrun(run_id))
    (path / "prompt.md").write_text("# HOST-1: make the parser accept empty input\n\nFix `src/parse.py`.\n")
    (path / "events.ndjson").write_text(_failing_stream())
    return path


def build_runs_dir(dest: Path) -> Path:
    """``dest/runs``: the committed corpus plus every generated case; ``dest/outside`` is not part of it.

    The caller owns ``dest`` (a tmp dir). Mode-000 entries are left mode 000:
    :func:`make_traversable` opens the tree for an unprivileged reader without
    touching them.
    """
    runs = dest / "runs"
    shutil.copytree(CORPUS, runs, symlinks=True)
    for keep in runs.rglob(".gitkeep"):
        keep.unlink()  # h-missing-files: the directory only, no file at all
    outside = dest / "outside"
    outside.mkdir()

    # mode 000: every file of one run, and a whole run directory
    run = _plain_run(runs / UNREADABLE_FILES, UNREADABLE_FILES)
    (run / "result.json").write_text('{"success": false}\n')
    for name in ("taskrun.json", "prompt.md", "events.ndjson", "result.json"):
        (run / name).chmod(0)
    run = _plain_run(runs / UNREADABLE_DIR, UNREADABLE_DIR)
    run.chmod(0)

    # a directory where each file should be
    run = runs / DIRS_FOR_FILES
    run.mkdir()
    for name in RUN_FILES:
        (run / name).mkdir()
        (run / name / "inside.txt").write_text("not a run file\n")

    # symlinks leaving RUNS_DIR: files pointing out, a dangling one, a loop, a run directory pointing out
    (outside / "taskrun.json").write_text(_taskrun(SYMLINKS_OUT))
    (outside / "events.ndjson").write_text(_failing_stream())
    (outside / "decision.json").write_text(json.dumps(
        {"run_id": "decoy", "action": "approve", "decided_by": "decoy", "decided_at": "2026-01-01T00:00:00Z"}))
    run = runs / SYMLINKS_OUT
    run.mkdir()
    for name in ("taskrun.json", "events.ndjson", "decision.json"):
        (run / name).symlink_to(outside / name)
    (run / "prompt.md").symlink_to(outside / "no-such-prompt.md")  # dangling
    (run / "result.json").symlink_to("result.json")  # a loop onto itself
    (run / "watchdog.json").symlink_to("/dev/zero")
    _plain_run(outside / "real-run", SYMLINKED_RUN)
    (runs / SYMLINKED_RUN).symlink_to(outside / "real-run", target_is_directory=True)

    # numbers of 10,000 digits in every file
    digits = "7" * HUGE_DIGITS
    run = runs / HUGE_NUMBERS
    run.mkdir()
    (run / "taskrun.json").write_text(f'{{"id": "{HUGE_NUMBERS}", "state": "Failed",\n "retry_count": {digits}}}\n')
    (run / "result.json").write_text(f'{{"success": false,\n "summary": "x",\n "exit_code": 1{digits}.5e{digits}}}\n')
    (run / "watchdog.json").write_text(f'{{"reason_code": "loop", "call_count": 0.{digits}}}\n')
    (run / "decision.json").write_text('{"action": "park", "decided_by": "ops",\n "confidence": NaN}\n')
    (run / "prompt.md").write_text(f"# HOST-1: digits\n\n{digits}\n")
    stream = _failing_stream().splitlines(keepends=True)
    stream.insert(1, f'{{"type":"assistant","message":{{"content":[{{"type":"text","text":"n"}}]}},"n":{digits}}}\n')
    stream.insert(2, f'{{"type":"item.completed","item":{{"id":"i1","type":"command_execution",'
                     f'"command":"ls","exit_code":{digits},"status":"failed"}}}}\n')
    stream.insert(3, f'{{"type":"assistant","message":{{"content":[{{"type":"text","text":"f"}}]}},"f":0.{digits}}}\n')
    (run / "events.ndjson").write_text("".join(stream))

    # JSON nested 100,000 deep, in a stream line and in taskrun.json
    run = runs / DEEP_NESTING
    run.mkdir()
    (run / "taskrun.json").write_text('{"state": "Failed", "x": ' + "[" * DEEP + "]" * DEEP + "}\n")
    (run / "result.json").write_text('{"summary": ' + '{"a":' * DEEP + "1" + "}" * DEEP + "}\n")
    (run / "prompt.md").write_text("# HOST-1: nesting\n")
    stream = _failing_stream().splitlines(keepends=True)
    stream.insert(1, '{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"t0","content":'
                  + "[" * DEEP + "]" * DEEP + "}]}}\n")
    stream.insert(2, '{"type":"assistant","message":' + '{"content":' * DEEP + "1" + "}" * DEEP + "}\n")
    (run / "events.ndjson").write_text("".join(stream))

    # FIFOs where the stream and the decision should be: must never block a reader
    run = _plain_run(runs / FIFO_STREAM, FIFO_STREAM)
    (run / "events.ndjson").unlink()
    os.mkfifo(run / "events.ndjson")
    os.mkfifo(run / "decision.json")

    # names that are not run ids
    for name in BAD_NAMES:
        _plain_run(runs / name, "bad-name")
    return runs


def build_big_line_run(runs: Path) -> Path:
    """``runs/g-big-line``: a well-formed failing stream with one 50 MB line in the middle."""
    run = runs / BIG_LINE
    run.mkdir(parents=True)
    (run / "taskrun.json").write_text(_taskrun(BIG_LINE))
    (run / "prompt.md").write_text("# HOST-1: one big line\n")
    first, *rest = _failing_stream().splitlines(keepends=True)
    head = b'{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"t0","content":"'
    tail = b'"}]}}\n'
    with open(run / "events.ndjson", "wb") as handle:
        handle.write(first.encode())
        handle.write(head)
        block = b"x" * (1024 * 1024)
        remaining = BIG_LINE_BYTES - len(head) - len(tail) + 1  # the line is 50 MB with its newline
        while remaining > 0:
            handle.write(block[:remaining])
            remaining -= len(block)
        handle.write(tail)
        handle.write("".join(rest).encode())
    return run


def build_config_cases(dest: Path) -> dict[str, Path]:
    """Hostile retriage.yaml files: the committed ones plus 10,000 digits and 100,000-deep nesting."""
    dest.mkdir(parents=True, exist_ok=True)
    cases = {path.stem: path for path in sorted(CONFIGS.glob("*.yaml"))}
    generated = {
        "huge-int": f"diagnosis:\n  max_diagnoses_per_task: {'9' * HUGE_DIGITS}\n",
        "huge-float": f"analysis:\n  thresholds:\n    credible: 0.{'1' * HUGE_DIGITS}e{'9' * HUGE_DIGITS}\n",
        "deep-flow": "diagnosis:\n  switch_engine_on: " + "[" * DEEP + "]" * DEEP + "\n",
        "deep-block": "diagnosis:\n" + "".join(" " * (i + 1) + f"k{i}:\n" for i in range(600)) + " " * 601 + "v\n",
    }
    for name, text in generated.items():
        path = dest / f"{name}.yaml"
        path.write_text(text)
        cases[name] = path
    return cases


def make_traversable(root: Path) -> None:
    """Let an unprivileged uid walk ``root`` (a tmp dir), leaving mode-000 entries as they are."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        mode = path.stat().st_mode & 0o7777
        if mode == 0:
            continue
        if path.is_dir():
            path.chmod(mode | 0o755)
        elif path.is_file():
            path.chmod(mode | 0o644)
    parent = root.parent
    while parent != parent.parent:  # pytest's tmp dirs are 0700: open the way down
        mode = parent.stat().st_mode & 0o7777
        if not mode & 0o001:
            parent.chmod(mode | 0o711)
        parent = parent.parent


#: config/*.yaml and the generated ones: the ConfigError each must raise (after "<file>"), None if it loads
CONFIG_CASES: dict[str, str | None] = {
    "alias-bomb": ":3: YAML aliases (*name) are not allowed in config files",
    "merge-alias": ":4: YAML aliases (*name) are not allowed in config files",
    "anchor-only": None,
    "empty": None,
    "bad-int-tag": ":2: 'diagnosis.enabled' cannot be read: invalid literal for int() with base 10: 'not a number'",
    "python-tag": ":1: YAML tag '!!python/object/apply:os.system' is not allowed in config files",
    "not-utf8": ":3: not UTF-8 text (invalid byte 0xe9)",
    "nul-byte": ":2: invalid YAML: character #x0000 is not allowed",
    "truncated": ":4: invalid YAML: expected ',' or ']', but got '<stream end>'",
    "wrong-enum": ":2: 'diagnosis.switch_engine_on[0]' should be one of infra_failure, ",
    "wrong-type-bool": ":2: 'diagnosis.enabled' should be true/false, got 'yes please'",
    "wrong-type-int": ":3: 'diagnosis.max_diagnoses_per_task' should be an integer, got 'three'",
    "wrong-type-key": ":2: keys under 'diagnosis' must be names",
    "wrong-type-list": ":2: 'diagnosis.switch_engine_on' should be a list",
    "wrong-type-mapping": ":2: 'engines' should be a mapping",
    "wrong-type-nested": ":4: 'patterns[0].weight' should be a number, got 'heavy'",
    "wrong-type-null": ":2: 'engines.default' should be a string, got None",
    "wrong-type-scalar-top": ":1: the top level should be a mapping",
    "wrong-type-top": ":1: the top level should be a mapping",
    "huge-int": ":2: 'diagnosis.max_diagnoses_per_task' cannot be read: number too long (10,000 characters)",
    "huge-float": ":3: 'analysis.thresholds.credible' should be a number, got '0.1111",
    "deep-flow": ":2: nested too deeply (more than 32 levels)",
    "deep-block": ":33: nested too deeply (more than 32 levels)",
}
