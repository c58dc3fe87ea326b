"""The run-directory contract: finding runs and reading their small files.

See docs/runs-format.md. Every file is optional and untrusted: a file that is
missing, unreadable or of the wrong shape becomes a one-line problem naming the
file and line, and the rest of the run stays usable.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

RUN_ID = re.compile(r"\A[A-Za-z0-9._-]+\Z")
EVENTS = "events.ndjson"
TASKRUN = "taskrun.json"
PROMPT = "prompt.md"
WATCHDOG = "watchdog.json"
RESULT = "result.json"
DECISION = "decision.json"
#: small JSON/markdown files larger than this are refused, not read
MAX_SMALL_FILE = 4 * 1024 * 1024

FAILED_STATES = {"Failed", "TimedOut"}
LIVE_STATES = {"Queued", "Running", "Retrying"}
KNOWN_STATES = ("Queued", "Running", "NeedsHuman", "Succeeded", "Failed", "Retrying", "TimedOut")
#: stdlib json refuses to convert longer integers (sys.get_int_max_str_digits)
MAX_INT_DIGITS = 4300


def valid_run_id(name: str) -> bool:
    return bool(RUN_ID.match(name)) and name not in (".", "..")


@dataclass
class TaskRun:
    """Osmia's TaskRun record; every field optional, wrong types dropped."""

    id: str = ""
    ticket_id: str = ""
    engine: str = ""
    current_engine: str = ""
    engine_attempts: list[str] = field(default_factory=list)
    state: str = ""
    retry_count: int | None = None
    max_retries: int | None = None
    files_changed: int | None = None
    tool_calls_total: int | None = None
    consecutive_identical_tools: int | None = None
    tokens_consumed: int | None = None
    cost_usd: float | None = None
    diagnosis_history: list[dict[str, Any]] = field(default_factory=list)
    created_at: str = ""
    updated_at: str = ""

    @property
    def engine_now(self) -> str:
        return self.current_engine or self.engine


_STR_FIELDS = ("id", "ticket_id", "engine", "current_engine", "state", "created_at", "updated_at")
_INT_FIELDS = ("retry_count", "max_retries", "tool_calls_total", "consecutive_identical_tools", "tokens_consumed")


def taskrun_from(data: Any, problems: list[str], where: str) -> TaskRun:
    run = TaskRun()
    if data is None:
        return run
    if not isinstance(data, dict):
        problems.append(f"{where}:1: expected a JSON object, got {type(data).__name__}")
        return run

    def bad(name: str, want: str) -> None:
        problems.append(f"{where}: field '{name}' should be {want}, got {type(data[name]).__name__}")

    for name in _STR_FIELDS:
        if name in data and data[name] is not None:
            if isinstance(data[name], str):
                setattr(run, name, data[name][:200])
            else:
                bad(name, "a string")
    if run.state and run.state not in KNOWN_STATES:
        problems.append(f"{where}: field 'state' has an unknown value {_shown(run.state)} "
                        f"(known: {', '.join(KNOWN_STATES)})")
    for name in _INT_FIELDS:
        value = data.get(name)
        if value is not None:
            if isinstance(value, int) and not isinstance(value, bool):
                setattr(run, name, value)
            else:
                bad(name, "an integer")
    files = data.get("files_changed")
    if isinstance(files, list):  # some orchestrators record the list of paths
        run.files_changed = len(files)
    elif isinstance(files, int) and not isinstance(files, bool):
        run.files_changed = files
    elif files is not None:
        bad("files_changed", "an integer")
    cost = data.get("cost_usd")
    if isinstance(cost, (int, float)) and not isinstance(cost, bool):
        run.cost_usd = float(cost)
    elif cost is not None:
        bad("cost_usd", "a number")
    attempts = data.get("engine_attempts")
    if isinstance(attempts, list):
        first_bad = None
        for index, item in enumerate(attempts):
            engine = item.get("engine") if isinstance(item, dict) else item
            if isinstance(engine, str) and engine:
                run.engine_attempts.append(engine[:200])
            elif first_bad is None:
                first_bad = (index, item)
        if first_bad is not None:
            index, item = first_bad
            problems.append(f"{where}: engine_attempts[{index}] should be an engine name or an object with one "
                            f"in 'engine', got {_kind(item)}; ignored")
    elif attempts is not None:
        bad("engine_attempts", "a list")
    history = data.get("diagnosis_history")
    if isinstance(history, list):
        first_bad = None
        for index, item in enumerate(history):
            if isinstance(item, dict) and isinstance(item.get("mode"), str) and item["mode"]:
                run.diagnosis_history.append(item)
            elif isinstance(item, str) and item:
                run.diagnosis_history.append({"mode": item})
            elif first_bad is None:
                first_bad = (index, item)
        if first_bad is not None:
            index, item = first_bad
            got = (f"'mode' {_kind(item.get('mode'))}" if isinstance(item, dict) else _kind(item))
            problems.append(f"{where}: diagnosis_history[{index}] should be a mode name or an object with a "
                            f"string 'mode', got {got}; ignored")
    elif history is not None:
        bad("diagnosis_history", "a list")
    return run


def _kind(value: Any) -> str:
    return "nothing" if value is None else type(value).__name__


def _shown(value: str, limit: int = 40) -> str:
    text = value.encode("unicode_escape").decode("ascii")
    return "'" + (text if len(text) <= limit else text[: limit - 1] + "…") + "'"


def _checked(data: dict[str, Any], fields: dict[str, tuple[type, ...]], name: str,
             problems: list[str]) -> dict[str, Any]:
    """``data`` without the documented fields whose type is wrong (each one reported)."""
    out = dict(data)
    for key, types in fields.items():
        value = data.get(key)
        if value is None:
            continue
        if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            want = "a number" if types == (int, float) else " or ".join(_TYPE_NAMES[t] for t in types)
            problems.append(f"{name}: field '{key}' should be {want}, got {type(value).__name__}; ignored")
            del out[key]
    return out


_TYPE_NAMES = {str: "a string", int: "an integer", float: "a number", bool: "true/false", dict: "an object"}
RESULT_FIELDS: dict[str, tuple[type, ...]] = {"success": (bool,), "summary": (str,), "exit_code": (int,)}
WATCHDOG_FIELDS: dict[str, tuple[type, ...]] = {
    "reason_code": (str,), "message": (str,), "tool_name": (str,), "call_count": (int,),
    "tokens_consumed": (int,), "cost_estimate_usd": (int, float)}
DECISION_FIELDS: dict[str, tuple[type, ...]] = {
    "run_id": (str,), "action": (str,), "prompt": (str,), "prompt_edited": (bool,), "engine_from": (str,),
    "engine_to": (str,), "engine_switched": (bool,), "diagnosis": (dict,), "decided_by": (str,),
    "decided_at": (str,), "retriage_version": (str,), "forced": (bool,), "replaces": (dict,)}
DECISION_ACTIONS = ("approve", "park", "dismiss")


def read_small(path: Path, problems: list[str], follow: bool = True) -> str | None:
    """Read a small text file; None (and a problem) if it cannot be read.

    Only regular files are read, and never more than MAX_SMALL_FILE bytes: a
    device or FIFO planted in a run directory must not hang or exhaust us.
    With ``follow=False`` a symlink is refused (decision.json: retriage writes
    it, as a regular file, and never through a symlink).
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | (0 if follow else os.O_NOFOLLOW))
    except FileNotFoundError:
        if os.path.islink(path):
            problems.append(f"{path.name}: broken symlink (to {_shown(os.readlink(path), 80)}), not read")
        return None
    except OSError as exc:
        if not follow and exc.errno == errno.ELOOP and os.path.islink(path):
            problems.append(f"{path.name}: is a symlink, not read (retriage writes this file itself, never as a link)")
            return None
        if exc.errno == errno.EISDIR:
            problems.append(f"{path.name}: is a directory, expected a file")
            return None
        problems.append(f"{path.name}: cannot read: {exc.strerror or exc}")
        return None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            problems.append(f"{path.name}: is a directory, expected a file")
            return None
        if not stat.S_ISREG(st.st_mode):
            problems.append(f"{path.name}: not a regular file, not read")
            return None
        data = os.read(fd, MAX_SMALL_FILE + 1)
        if len(data) > MAX_SMALL_FILE:
            problems.append(f"{path.name}: too large (over {MAX_SMALL_FILE:,} bytes), not read")
            return None
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError as exc:
            line = data.count(b"\n", 0, exc.start) + 1
            problems.append(f"{path.name}:{line}: invalid UTF-8 (byte 0x{data[exc.start]:02x}), "
                            "read with replacement characters")
            return data.decode("utf-8", errors="replace")
    except OSError as exc:
        problems.append(f"{path.name}: cannot read: {exc.strerror or exc}")
        return None
    finally:
        os.close(fd)


class _BadNumber(ValueError):
    def __init__(self, literal: str, why: str) -> None:
        super().__init__(why)
        self.literal = literal


def _int(literal: str) -> int:
    if len(literal.lstrip("-")) > MAX_INT_DIGITS:
        raise _BadNumber(literal, f"number too long ({len(literal):,} digits)")
    return int(literal)


def _float(literal: str) -> float:
    value = float(literal)
    if math.isinf(value):
        raise _BadNumber(literal, f"number out of range ({_shown(literal, 24)})")
    return value


def _constant(literal: str) -> float:
    raise _BadNumber(literal, f"{literal} is not JSON")


def read_json(path: Path, problems: list[str], follow: bool = True) -> Any:
    """The decoded JSON of a small file; None (and a one-line problem) if there is none.

    Besides syntax, refused with the line they are on: integers longer than
    Python converts, floats that overflow to infinity, and NaN/Infinity
    (which stdlib json accepts but no other JSON reader does).
    """
    text = read_small(path, problems, follow)
    if text is None:
        return None
    if not text.strip():
        problems.append(f"{path.name}:1: empty file")
        return None
    try:
        data = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        where = f"at column {exc.colno}" if exc.msg.endswith(" at") else f"(column {exc.colno})"
        problems.append(f"{path.name}:{exc.lineno}: invalid JSON: {exc.msg.removesuffix(' at')} {where}")
        return None
    except _BadNumber as exc:
        at = text.find(exc.literal)
        line = text.count("\n", 0, at) + 1 if at >= 0 else 1
        problems.append(f"{path.name}:{line}: invalid JSON: {exc}")
        return None
    except RecursionError:
        problems.append(f"{path.name}:1: invalid JSON: nested too deeply")
        return None
    except ValueError as exc:
        problems.append(f"{path.name}:1: invalid JSON: {' '.join(str(exc).split())[:100]}")
        return None
    if data is None:
        problems.append(f"{path.name}:1: expected a JSON object, got null")
    return data


def _object(data: Any, name: str, problems: list[str]) -> dict[str, Any] | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        problems.append(f"{name}:1: expected a JSON object, got {type(data).__name__}")
        return None
    return data


@dataclass
class RunFiles:
    """Everything in a run directory except the event stream."""

    run_id: str
    path: Path
    taskrun: TaskRun
    prompt: str
    watchdog: dict[str, Any] | None
    result: dict[str, Any] | None
    decision: dict[str, Any] | None
    problems: list[str]
    #: False when the run directory itself cannot be searched (then nothing in it was read)
    readable: bool = True
    #: the event stream when it is not RUNS_DIR/<run-id>/events.ndjson (a session file read in place)
    stream: Path | None = None

    @property
    def events_path(self) -> Path:
        return self.stream if self.stream is not None else self.path / EVENTS


def _prompt(path: Path, problems: list[str]) -> str:
    text = read_small(path, problems)
    if text is None:
        return ""
    if not text.strip():
        problems.append(f"{PROMPT}:1: empty file")
        return ""
    if "\x00" in text:  # it is copied into the retry prompt, which goes to an engine's argv or stdin
        line = text.count("\n", 0, text.index("\x00")) + 1
        problems.append(f"{PROMPT}:{line}: NUL bytes removed")
        text = text.replace("\x00", "")
    return text


def load_run_files(path: Path) -> RunFiles:
    problems: list[str] = []
    try:
        os.stat(path / EVENTS)  # needs search permission on the directory, not read permission on the file
    except (PermissionError, NotADirectoryError) as exc:
        problems.append(f"{path.name}: cannot read the run directory: {exc.strerror or exc}")
        return RunFiles(path.name, path, TaskRun(), "", None, None, None, problems, readable=False)
    except OSError:
        pass  # missing, a dangling symlink, a loop: each file reports its own problem
    taskrun = taskrun_from(read_json(path / TASKRUN, problems), problems, TASKRUN)
    prompt = _prompt(path / PROMPT, problems)
    watchdog = _object(read_json(path / WATCHDOG, problems), WATCHDOG, problems)
    if watchdog is not None:
        watchdog = _checked(watchdog, WATCHDOG_FIELDS, WATCHDOG, problems)
    result = _object(read_json(path / RESULT, problems), RESULT, problems)
    if result is not None:
        result = _checked(result, RESULT_FIELDS, RESULT, problems)
    decision = load_decision(path, problems)
    return RunFiles(path.name, path, taskrun, prompt, watchdog, result, decision, problems)


def load_decision(directory: Path, problems: list[str]) -> dict[str, Any] | None:
    """``directory/decision.json``, checked like every other file (a symlink is not read)."""
    decision = _object(read_json(directory / DECISION, problems, follow=False), DECISION, problems)
    if decision is not None:
        decision = _checked(decision, DECISION_FIELDS, DECISION, problems)
        action = decision.get("action")
        if action is not None and action not in DECISION_ACTIONS:
            problems.append(f"{DECISION}: field 'action' has an unknown value {_shown(action)} "
                            f"(known: {', '.join(DECISION_ACTIONS)})")
            del decision["action"]
    return decision


def list_run_dirs(runs_dir: Path) -> tuple[list[Path], list[str]]:
    """Run directories under ``runs_dir`` and a warning for each skipped entry."""
    warnings: list[str] = []
    runs: list[Path] = []
    try:
        entries = sorted(runs_dir.iterdir(), key=lambda p: p.name)
    except OSError as exc:
        raise OSError(f"{runs_dir}: cannot list: {exc.strerror or exc}") from None
    for entry in entries:
        try:
            if not entry.is_dir():
                continue
        except OSError:
            continue
        if entry.name.startswith("."):
            continue
        if not valid_run_id(entry.name):
            warnings.append(f"{entry.name!r}: skipped, run ids may only use A-Z a-z 0-9 . _ -")
            continue
        runs.append(entry)
    return runs, warnings


def is_failed(taskrun: TaskRun, result: dict[str, Any] | None, stream_failed: bool) -> bool:
    """Failed: state Failed/TimedOut, result.json success=false, or a failed final result."""
    if taskrun.state in FAILED_STATES:
        return True
    if result is not None and result.get("success") is False:
        return True
    return stream_failed and taskrun.state not in LIVE_STATES and taskrun.state != "Succeeded"


def is_live(taskrun: TaskRun, has_final_result: bool) -> bool:
    """Live: still queued/running/retrying, or no state and no final result yet."""
    if taskrun.state in LIVE_STATES:
        return True
    if taskrun.state:
        return False
    return not has_final_result
