"""The run-directory contract: finding runs and reading their small files.

See docs/runs-format.md. Every file is optional and untrusted: a file that is
missing, unreadable or of the wrong shape becomes a one-line problem naming the
file and line, and the rest of the run stays usable.
"""

from __future__ import annotations

import json
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
        run.engine_attempts = [a if isinstance(a, str) else str((a or {}).get("engine", ""))
                               for a in attempts if isinstance(a, (str, dict))]
        run.engine_attempts = [a for a in run.engine_attempts if a]
    elif attempts is not None:
        bad("engine_attempts", "a list")
    history = data.get("diagnosis_history")
    if isinstance(history, list):
        for item in history:
            if isinstance(item, dict):
                run.diagnosis_history.append(item)
            elif isinstance(item, str):
                run.diagnosis_history.append({"mode": item})
    elif history is not None:
        bad("diagnosis_history", "a list")
    return run


def read_small(path: Path, problems: list[str]) -> str | None:
    """Read a small text file; None (and a problem) if it cannot be read.

    Only regular files are read, and never more than MAX_SMALL_FILE bytes: a
    device or FIFO planted in a run directory must not hang or exhaust us.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        problems.append(f"{path.name}: is a directory, expected a file")
        return None
    except OSError as exc:
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
        return data.decode("utf-8", errors="replace")
    except OSError as exc:
        problems.append(f"{path.name}: cannot read: {exc.strerror or exc}")
        return None
    finally:
        os.close(fd)


def read_json(path: Path, problems: list[str]) -> Any:
    text = read_small(path, problems)
    if text is None:
        return None
    if not text.strip():
        problems.append(f"{path.name}:1: empty file")
        return None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        problems.append(f"{path.name}:{exc.lineno}: invalid JSON: {exc.msg}")
    except (ValueError, RecursionError) as exc:
        problems.append(f"{path.name}:1: invalid JSON: {str(exc)[:100]}")
    return None


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

    @property
    def events_path(self) -> Path:
        return self.path / EVENTS


def load_run_files(path: Path) -> RunFiles:
    problems: list[str] = []
    taskrun = taskrun_from(read_json(path / TASKRUN, problems), problems, TASKRUN)
    prompt = read_small(path / PROMPT, problems) or ""
    watchdog = _object(read_json(path / WATCHDOG, problems), WATCHDOG, problems)
    result = _object(read_json(path / RESULT, problems), RESULT, problems)
    decision = _object(read_json(path / DECISION, problems), DECISION, problems)
    return RunFiles(path.name, path, taskrun, prompt, watchdog, result, decision, problems)


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
