"""``retriage demo``: the bundled sample runs, opened live in the TUI.

The sample runs are copied to a temporary directory. Two of them are then
replayed while the TUI watches:

* every live run (state Running) starts with only its first lines and its
  stream grows line by line, so its provisional diagnosis can be watched;
* one failed run is held back: its directory appears a few seconds in, its
  stream is written line by line while it is "Running", and then its result
  arrives and it fails, so it shows up in the table with its diagnosis.

Nothing of a demo leaks into the next one, or into the checkout: the copy leaves out
every ``decision.json`` and ``decisions.log.ndjson`` (a checkout may hold some from an
older retriage), decisions are written to the copy only, and on exit the demo says how
many were made and where they went: removed with the copy, kept in place (``--keep``)
or copied to a directory of your choice (``--keep DIR``). Drafts of the copy's prompts
are dropped from the state directory with it.

``retriage sample_runs`` (the bundled samples, from a checkout or an installed
package) works the same way, without the replay: see :func:`run_samples`.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path

import retriage
from retriage.core.decisions import AUDIT_LOG
from retriage.core.rundir import DECISION, list_run_dirs, load_run_files

#: preferred run to fail mid-demo (any failed run is used if it is missing)
PREFERRED_FAILING = ("notif-230-slack-retry-alert", "auth-562-samesite-cookie")
HEAD_LINES = 3


#: what a copy of the samples leaves out: decisions made on the samples by anyone, ever
_NOT_COPIED = shutil.ignore_patterns(DECISION, f".{DECISION}.*", AUDIT_LOG)


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
            shutil.copytree(path, target, ignore=_NOT_COPIED)
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


def is_bundled_samples(path: Path) -> bool:
    """Whether ``path`` is the bundled sample_runs (of this checkout or this installed package)."""
    samples = sample_runs_dir()
    try:
        return samples is not None and path.resolve() == samples.resolve()
    except OSError:
        return False


def copy_samples(source: Path, target: Path) -> None:
    """The runs and the config of ``source`` into ``target``, without any decision."""
    for item in sorted(source.iterdir()):
        if item.name == "retriage.yaml" and item.is_file():
            shutil.copy2(item, target / item.name)
        elif item.is_dir() and not item.name.startswith((".", "__")):
            shutil.copytree(item, target / item.name, ignore=_NOT_COPIED)


def keep_problem(keep: str | None) -> str | None:
    """Why ``--keep DIR`` cannot be used (checked before the app starts, not after the work is done)."""
    if not keep:
        return None
    target = Path(keep)
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        return f"--keep {keep}: exists and is not an empty directory"
    if not target.parent.is_dir():
        return f"--keep {keep}: {target.parent} is not a directory"
    return None


def decisions_in(runs_dir: Path) -> int:
    try:
        return sum(1 for run in runs_dir.iterdir() if (run / DECISION).is_file())
    except OSError:
        return 0


def finish(runs_dir: Path, keep: str | None, what: str) -> str:
    """Remove, keep or copy the temporary ``runs_dir``; the one line that says where the decisions went.

    ``keep``: None removes the copy, "" keeps it where it is, a path copies it there.
    """
    from retriage.tui.drafts import DraftStore

    count = decisions_in(runs_dir)
    made = f"{count} decision{'s' if count != 1 else ''}"
    drafts = DraftStore(runs_dir)
    for run_id in drafts.run_ids():
        drafts.delete(run_id)  # the copy's drafts go with it: nothing for the next demo to find
    if keep == "":
        return f"retriage {what}: {made} kept with the runs in {runs_dir}"
    if keep:
        try:
            shutil.copytree(runs_dir, keep, dirs_exist_ok=True)
        except OSError as exc:
            return (f"retriage {what}: could not copy to {keep} ({exc.strerror or exc}); "
                    f"{made} left in {runs_dir}")
        shutil.rmtree(runs_dir, ignore_errors=True)
        return f"retriage {what}: {made} kept in {keep} (with {AUDIT_LOG})"
    shutil.rmtree(runs_dir, ignore_errors=True)
    hint = "; use --keep DIR to keep them" if count else ""
    return f"retriage {what}: {made} made on a temporary copy, removed with it ({runs_dir}){hint}"


def run_samples(source: Path, display: str, *, config_file: Path | None = None, watch: bool = True,
                keep: str | None = None) -> int:
    """``retriage sample_runs``: the bundled runs, opened on a temporary copy so the checkout stays clean.

    The options come parsed from the CLI tree (``retriage open``): ``keep`` is None (decisions
    removed with the copy), "" (kept in the copy) or a directory to copy them to.
    """
    problem = keep_problem(keep)
    if problem:
        print(f"retriage: {problem}", file=sys.stderr)
        return 2
    from retriage.core.config import ConfigError, find_config, load_config
    from retriage.tui.app import RetriageApp

    runs_dir = Path(tempfile.mkdtemp(prefix="retriage-samples-"))
    try:
        copy_samples(source, runs_dir)
        try:
            config = load_config(find_config(config_file, runs_dir))
        except ConfigError as exc:
            print(f"retriage: {exc}", file=sys.stderr)
            return 2
        app = RetriageApp(runs_dir, config, watch=watch, display_dir=f"samples (temporary copy): {runs_dir}",
                          notice=copy_notice(keep))
        return int(app.run() or 0)
    finally:
        print(finish(runs_dir, keep, "samples"), file=sys.stderr)


def copy_notice(keep: str | None) -> str:
    """The toast at start: where this session's decisions go."""
    where = ("kept in " + keep) if keep else ("kept in the copy" if keep == "" else "removed on exit")
    return (f"These are the bundled sample runs, opened on a temporary copy: your decisions are written "
            f"there, never into the samples, and {where}.")


def run_demo(*, speed: float = 1.0, keep: str | None = None) -> int:
    """``retriage demo``: the bundled runs on a temporary copy, some replayed live (options parsed
    by the CLI tree; ``keep`` as for :func:`run_samples`)."""
    problem = keep_problem(keep)
    if problem:
        print(f"retriage demo: {problem}", file=sys.stderr)
        return 2
    source = sample_runs_dir()
    if source is None:
        print("retriage demo: the bundled sample_runs directory was not found", file=sys.stderr)
        return 2
    runs_dir = Path(tempfile.mkdtemp(prefix="retriage-demo-"))
    stop = threading.Event()
    try:
        speed = max(0.05, speed)
        replay = Replay.prepare(source, runs_dir, delay=0.7 / speed, start_after=2.5 / speed)
        from retriage.core.config import ConfigError, find_config, load_config
        from retriage.tui.app import RetriageApp

        try:
            config = load_config(find_config(None, runs_dir))
        except ConfigError as exc:
            print(f"retriage demo: {exc}", file=sys.stderr)
            return 2
        thread = threading.Thread(target=replay.run, args=(stop,), name="retriage-demo-replay", daemon=True)
        app = RetriageApp(runs_dir, config, display_dir=f"demo: {runs_dir}", notice=copy_notice(keep))
        thread.start()
        result = app.run()
        return int(result or 0)
    finally:
        stop.set()
        print(finish(runs_dir, keep, "demo"), file=sys.stderr)
