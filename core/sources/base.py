"""What a source hands out: :class:`RunRef`, one run and where its parts live.

A run in a runs directory is a directory of small files plus ``events.ndjson``,
and its decision is written beside them. A session transcript (Claude Code,
Codex) is one file that belongs to another program: it is read in place and
never written to, its prompt and state are inferred from its events, and its
decision lives in retriage's state directory instead. Everything downstream
(:class:`retriage.core.report.RunState`, the CLI, the TUI) works on a RunRef
and does not need to know which kind it has.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from retriage.core.rundir import EVENTS, RUN_ID, RunFiles, TaskRun, load_decision, load_run_files

RUNS, CLAUDE, CODEX = "runs", "claude", "codex"
#: a session file that changed this recently is taken to be still running (seconds)
DEFAULT_LIVE_SECONDS = 120.0
#: engine names as the runs contract spells them
ENGINES = {CLAUDE: "claude-code", CODEX: "codex"}


@dataclass(frozen=True)
class RunRef:
    """One run: its id, what it is on disk, its stream and where its decision goes."""

    run_id: str
    #: the run directory, or the session file
    path: Path
    kind: str
    #: the event stream
    stream: Path
    #: what :func:`retriage.core.decisions.write_decision` gets: decision.json goes in <root>/<run_id>/
    decisions_root: Path
    #: a sub-agent's run: the id of the session that started it
    parent: str | None = None
    live_seconds: float = DEFAULT_LIVE_SECONDS

    @property
    def read_only(self) -> bool:
        """A session file is someone else's: nothing is ever written next to it."""
        return self.kind != RUNS

    @property
    def decision_dir(self) -> Path:
        return self.decisions_root / self.run_id

    def load_files(self) -> RunFiles:
        if not self.read_only:
            return load_run_files(self.path)
        problems: list[str] = []
        decision = load_decision(self.decision_dir, problems)
        taskrun = TaskRun(id=self.run_id, engine=ENGINES.get(self.kind, ""))
        return RunFiles(self.run_id, self.path, taskrun, "", None, None, decision, problems, stream=self.stream)

    @classmethod
    def run_dir(cls, path: Path) -> "RunRef":
        """A run directory of the runs contract (its decisions beside it)."""
        return cls(path.name, path, RUNS, path / EVENTS, path.parent)


class Source:
    """A directory of runs, listed and read in place."""

    kind = RUNS
    #: the directory a ``retriage.yaml`` is looked up in (None: only --config and the user's)
    config_dir: Path | None = None

    def __init__(self, root: Path) -> None:
        self.root = root

    @property
    def label(self) -> str:
        return {RUNS: "runs directory", CLAUDE: "Claude Code projects", CODEX: "Codex sessions"}[self.kind]

    def listing(self) -> tuple[list[RunRef], list[str]]:
        """Every run, and a one-line warning for each entry skipped. Raises OSError (one line)."""
        raise NotImplementedError

    def ref(self, run_id: str) -> RunRef | None:
        """The run with this id as it is now; None if it is gone."""
        raise NotImplementedError

    def runs_for_changes(self, paths: Iterable[str]) -> tuple[set[str], bool]:
        """Which runs a set of changed paths touches, and whether the listing may have changed."""
        raise NotImplementedError


def source_key(kind: str, root: Path) -> str:
    """A stable directory name for one source in the state directory: kind, name, path hash."""
    resolved = str(root.resolve())
    digest = hashlib.sha256(resolved.encode("utf-8", "surrogateescape")).hexdigest()[:12]
    name = re.sub(r"[^A-Za-z0-9._-]+", "_", root.resolve().name).strip("._-")[:40] or "root"
    return f"{kind}-{name}-{digest}"


def safe_id(text: str, limit: int = 80) -> str:
    """``text`` as a run id (``[A-Za-z0-9._-]+``): other characters become ``_``.

    When anything had to change (or the text is long) a short hash of the
    original is appended, so two different names never end up with one id.
    """
    cleaned = re.sub(r"[^A-Za-z0-9._-]+", "_", text).lstrip("-")
    cleaned = cleaned.strip(".") or "x"
    if cleaned != text.lstrip("-") or len(cleaned) > limit:
        digest = hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()[:6]
        cleaned = f"{cleaned[-(limit - 7):].lstrip('.-')}-{digest}"
    assert RUN_ID.match(cleaned), cleaned
    return cleaned


def state_home() -> Path:
    """retriage's state directory: ``$XDG_STATE_HOME/retriage`` (default ``~/.local/state``)."""
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "retriage"


def decisions_home(kind: str, root: Path) -> Path:
    return state_home() / "decisions" / source_key(kind, root)
