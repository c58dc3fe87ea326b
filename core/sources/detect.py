"""Which kind of source a path is, from its layout alone (nothing is configured).

A directory is, in this order:

* a **Codex sessions** folder if it holds ``rollout-*.jsonl`` files, directly or in
  ``YYYY/MM/DD`` folders below it (or is ``~/.codex/sessions`` itself);
* a **Claude Code project** folder if one of its ``.jsonl`` files is a session
  transcript, a **Claude Code projects** folder if one of its sub-folders is a
  project (or it is ``~/.claude/projects`` itself), unless a sub-folder is a run
  of the runs contract;
* otherwise a **runs directory** (docs/runs-format.md), as before: an empty one
  is watched until runs appear.

For ``retriage diagnose``, a folder holding run files (``events.ndjson``,
``taskrun.json``, ...) is one run, and so is an empty or unreadable folder
(every file of a run is optional); a single session file is one run too.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from retriage.core.rundir import DECISION, EVENTS, PROMPT, RESULT, TASKRUN, WATCHDOG
from retriage.core.sources.base import CLAUDE, CODEX, DEFAULT_LIVE_SECONDS, RunRef, Source
from retriage.core.sources.claude import ClaudeProjects, is_project_dir, is_transcript, project_of
from retriage.core.sources.codex import CodexSessions, holds_rollouts, is_rollout
from retriage.core.sources.runsdir import RunsDir
from retriage.core.sources.sessions import is_dir, scan_dir

RUN_FILES = (EVENTS, TASKRUN, PROMPT, WATCHDOG, RESULT, DECISION)
#: files that mark a runs directory (written by retriage or its user)
RUNS_DIR_FILES = ("retriage.yaml", "decisions.log.ndjson")
#: sub-folders looked at to tell a projects folder from a runs directory
SNIFF_CHILDREN = 50


class NoRuns(Exception):
    """Nothing under a path is a run; the message is one line naming it."""


def is_run_dir(path: Path) -> bool:
    return any(os.path.lexists(path / name) for name in RUN_FILES)


#: a tool's home folder and where its sessions are in it
HOMES = {".claude": "projects", ".codex": "sessions"}


def sessions_folder(path: Path) -> Path:
    """``~/.claude`` means ``~/.claude/projects``, ``~/.codex`` means ``~/.codex/sessions``."""
    inner = HOMES.get(path.resolve().name)
    if inner and (path / inner).is_dir():
        return path / inner
    return path


def detect(path: Path) -> str:
    """The kind of source the directory ``path`` is: runs, claude or codex."""
    resolved = sessions_folder(path).resolve()
    if (resolved.name == "sessions" and resolved.parent.name == ".codex") or holds_rollouts(resolved):
        return CODEX
    if resolved.name == "projects" and resolved.parent.name == ".claude":
        return CLAUDE
    if is_run_dir(resolved):
        return "runs"
    if is_project_dir(resolved):
        return CLAUDE
    try:
        children = [e for e in scan_dir(resolved) if is_dir(e)][:SNIFF_CHILDREN]
    except OSError:
        return "runs"
    for child in children:
        child_path = Path(child.path)
        if is_run_dir(child_path):
            return "runs"
        if is_project_dir(child_path):
            return CLAUDE
    return "runs"


def open_source(path: Path, live_seconds: float = DEFAULT_LIVE_SECONDS) -> Source:
    """The source for a directory given to ``retriage PATH``."""
    path = sessions_folder(path)
    kind = detect(path)
    if kind == CODEX:
        return CodexSessions(path, live_seconds)
    if kind == CLAUDE:
        return ClaudeProjects(path, live_seconds)
    return RunsDir(path)


@dataclass
class Found:
    """The runs a command-line path stands for, and the source they come from."""

    source: Source
    runs: list[RunRef]
    warnings: list[str]


def expand(path: Path, live_seconds: float = DEFAULT_LIVE_SECONDS) -> Found:
    """The runs under a path named on the command line; raises :class:`NoRuns`.

    ``path`` is a run directory, a runs directory, a session folder (Claude
    Code or Codex, whole or in part) or a single session file.
    """
    if path.is_file():
        return _file(path, live_seconds)
    if not path.is_dir():
        raise NoRuns(f"{path}: no such file or directory")
    path = sessions_folder(path)
    kind = detect(path)
    if kind in (CLAUDE, CODEX):
        source = open_source(path, live_seconds)
        runs, warnings = source.listing()
        if not runs:
            raise NoRuns(f"{path}: no sessions found in this {source.label} folder")
        return Found(source, runs, warnings)
    absolute = Path(os.path.abspath(path))
    if is_run_dir(absolute):
        return Found(RunsDir(absolute.parent), [RunRef.run_dir(absolute)], [])
    try:
        entries = scan_dir(absolute)
    except OSError:
        # a run directory that cannot be searched is still a run: it says so as its problem
        return Found(RunsDir(absolute.parent), [RunRef.run_dir(absolute)], [])
    if not entries:
        return Found(RunsDir(absolute.parent), [RunRef.run_dir(absolute)], [])  # every run file is optional
    source = RunsDir(absolute)
    runs, warnings = source.listing()
    if not runs:
        marker = any(e.name in RUNS_DIR_FILES for e in entries)
        raise NoRuns(f"{path}: no runs in this runs directory" if marker else
                     f"{path}: not a run, a runs directory, a Claude Code projects folder or a Codex sessions folder")
    return Found(source, runs, warnings)


def _file(path: Path, live_seconds: float) -> Found:
    if is_rollout(path):
        codex = CodexSessions(path.parent, live_seconds)
        return Found(codex, [codex.ref_for_file(path)], [])
    if is_transcript(path):
        claude = ClaudeProjects(project_of(path.resolve()), live_seconds, single_project=True)
        return Found(claude, [claude.ref_for_file(path)], [])
    raise NoRuns(f"{path}: not a run directory or a session file")
