"""``retriage demo``: the bundled sample runs, opened live in the TUI.

The sample runs are copied to a temporary directory. Two of them are then
replayed while the TUI watches:

* every live run (state Running) starts with only its first lines and its
  stream grows line by line, so its provisional diagnosis can be watched;
* one failed run is held back: its directory appears a few seconds in, its
  stream is written line by line while it is "Running", and then its result
  arrives and it fails, so it shows up in the table with its diagnosis.

The temporary directory is removed on exit unless ``--keep`` is given.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path

import retriage
from retriage.core.rundir import list_run_dirs, load_run_files

#: preferred run to fail mid-demo (any failed run is used if it is missing)
PREFERRED_FAILING = ("notif-230-slack-retry-alert", "auth-562-samesite-cookie")
HEAD_LINES = 3


def sample_runs_dir() -> Path | None:
    """The bundled runs.

    From a wheel they are package data at ``retriage/sample_runs/``; in a checkout
    (an editable install) they are the ``sample_runs/`` folder beside ``retriage/``.
    """
    package = Path(retriage.__file__).resolve().parent
    for candidate in (package / "sample_runs", package.parent / "sample_runs"):
        if candidate.is_dir():
            return candidate
    return None


@dataclass
class Replay:
    """Grow some runs' streams over time inside ``runs_dir``."""

    runs_dir: Path
    delay: float = 0.7
    start_after: float = 2.0
    growing: dict[str, list[bytes]] = field(default_factory=dict)  # run id -> lines still to append
    failing: str | None = None
    failing_lines: list[bytes] = field(default_factory=list)
    failing_files: dict[str, bytes] = field(default_factory=dict)  # files written when it fails
    failing_source: Path | None = None

    @classmethod
    def prepare(cls, source: Path, runs_dir: Path, delay: float = 0.7, start_after: float = 2.0) -> "Replay":
        """Copy ``source`` into ``runs_dir`` and hold back what will be replayed."""
        replay = cls(runs_dir, delay, start_after)
        config = source / "retriage.yaml"
        if config.is_file():
            shutil.copy2(config, runs_dir / "retriage.yaml")
        paths, _warnings = list_run_dirs(source)
        failed = []
        for path in paths:
            files = load_run_files(path)
            if files.taskrun.state in ("Failed", "TimedOut") and (path / "events.ndjson").is_file():
                failed.append(path.name)
        failing = next((name for name in PREFERRED_FAILING if name in failed), failed[0] if failed else None)
        for path in paths:
            if path.name == failing:
                replay._hold_failing(path)
                continue
            target = runs_dir / path.name
            shutil.copytree(path, target)
            files = load_run_files(target)
            events = target / "events.ndjson"
            if files.taskrun.state in ("Running", "Queued", "Retrying") and events.is_file():
                lines = events.read_bytes().splitlines(keepends=True)
                if len(lines) > HEAD_LINES + 1:
                    events.write_bytes(b"".join(lines[:HEAD_LINES]))
                    replay.growing[path.name] = lines[HEAD_LINES:]
        return replay

    def _hold_failing(self, path: Path) -> None:
        self.failing = path.name
        self.failing_source = path
        self.failing_lines = (path / "events.ndjson").read_bytes().splitlines(keepends=True)
        for name in ("taskrun.json", "result.json", "watchdog.json"):
            if (path / name).is_file():
                self.failing_files[name] = (path / name).read_bytes()

    def run(self, stop: threading.Event) -> None:
        if stop.wait(self.start_after):
            return
        target = self.runs_dir / self.failing if self.failing else None
        if target is not None and self.failing_source is not None:
            # the run appears, "Running", with its prompt and the first lines
            tmp = self.runs_dir / f".{self.failing}.tmp"
            tmp.mkdir()
            for item in self.failing_source.iterdir():
                if item.name not in ("events.ndjson", "taskrun.json", "result.json", "watchdog.json", "decision.json"):
                    shutil.copy2(item, tmp / item.name)
            taskrun = json.loads(self.failing_files.get("taskrun.json", b"{}") or b"{}")
            if isinstance(taskrun, dict):
                taskrun["state"] = "Running"
                (tmp / "taskrun.json").write_text(json.dumps(taskrun, indent=2) + "\n")
            (tmp / "events.ndjson").write_bytes(b"".join(self.failing_lines[:HEAD_LINES]))
            tmp.rename(target)
        pending = {run_id: list(lines) for run_id, lines in self.growing.items()}
        failing_rest = list(self.failing_lines[HEAD_LINES:]) if target is not None else []
        while pending or failing_rest:
            if stop.wait(self.delay):
                return
            for run_id in list(pending):
                lines = pending[run_id]
                self._append(self.runs_dir / run_id / "events.ndjson", lines.pop(0))
                if not lines:
                    del pending[run_id]
            if failing_rest and target is not None:
                self._append(target / "events.ndjson", failing_rest.pop(0))
                if not failing_rest:
                    if stop.wait(self.delay):
                        return
                    for name, data in self.failing_files.items():
                        tmp = target / f".{name}.tmp"
                        tmp.write_bytes(data)
                        tmp.replace(target / name)

    @staticmethod
    def _append(path: Path, line: bytes) -> None:
        try:
            with open(path, "ab") as handle:
                handle.write(line)
        except OSError:
            pass  # the user may have deleted the run: keep the demo going


def run_demo(args: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="retriage demo",
                                     description="Open the TUI on a copy of the bundled sample runs, "
                                                 "with some runs replayed live.")
    parser.add_argument("--speed", type=float, default=1.0, help="replay speed factor (default 1.0)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary runs directory on exit")
    options = parser.parse_args(args)
    source = sample_runs_dir()
    if source is None:
        print("retriage demo: the bundled sample_runs directory was not found", file=sys.stderr)
        return 2
    runs_dir = Path(tempfile.mkdtemp(prefix="retriage-demo-"))
    stop = threading.Event()
    try:
        speed = max(0.05, options.speed)
        replay = Replay.prepare(source, runs_dir, delay=0.7 / speed, start_after=2.5 / speed)
        from retriage.core.config import ConfigError, find_config, load_config
        from retriage.tui.app import RetriageApp

        try:
            config = load_config(find_config(None, runs_dir))
        except ConfigError as exc:
            print(f"retriage demo: {exc}", file=sys.stderr)
            return 2
        thread = threading.Thread(target=replay.run, args=(stop,), name="retriage-demo-replay", daemon=True)
        app = RetriageApp(runs_dir, config, display_dir=f"demo: {runs_dir}")
        thread.start()
        result = app.run()
        return int(result or 0)
    finally:
        stop.set()
        if options.keep:
            print(f"retriage demo: runs kept in {runs_dir}")
        else:
            shutil.rmtree(runs_dir, ignore_errors=True)
