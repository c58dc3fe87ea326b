"""Claude Code's ``~/.claude/projects``: one folder per project, one transcript per session.

Layout (Claude Code 1.x and 2.x)::

    projects/
      -home-ana-src-shop/                 the project's path, '/' and '.' as '-'
        <session-uuid>.jsonl              one session: user/assistant lines, progress, snapshots
        agent-<id>.jsonl                  a sub-agent (2.0 layout): isSidechain lines whose
                                          sessionId is the parent session's
        <session-uuid>/subagents/agent-<id>.jsonl    a sub-agent (2.1 layout)

Each file is one run. Its id is ``<project>.<session>`` (a sub-agent's
``<project>.<parent-session>.agent-<id>``), so it sorts right after its
parent, stays the same whichever folder was opened, and matches the run-id
pattern. Sidechain lines inside a session file (older versions) stay part of
that session's run.
"""

from __future__ import annotations

import re
from pathlib import Path

from retriage.core.sources.base import CLAUDE, DEFAULT_LIVE_SECONDS, RunRef, safe_id
from retriage.core.sources.sessions import SessionSource, first_objects, is_dir, is_file, scan_dir

AGENT = re.compile(r"\Aagent-[A-Za-z0-9_-]+\Z")
#: a session folder (holding subagents/) is named by the session's UUID
SESSION_DIR = re.compile(r"\A[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\Z")
SUBAGENTS = "subagents"
#: line types only a Claude Code transcript has
_TRANSCRIPT_TYPES = {"user", "assistant", "summary", "system", "progress", "file-history-snapshot",
                     "queue-operation", "attachment"}


def is_transcript(path: Path) -> bool:
    """True if the file's first lines are Claude Code transcript lines."""
    for obj in first_objects(path, limit=4):
        if obj.get("type") in _TRANSCRIPT_TYPES and ("sessionId" in obj or "parentUuid" in obj
                                                      or "messageId" in obj or obj.get("type") == "summary"):
            return True
    return False


def is_project_dir(path: Path, sniff: int = 8) -> bool:
    """A project folder: a transcript among its first ``sniff`` .jsonl files, or a sub-agent folder."""
    try:
        entries = scan_dir(path)
    except OSError:
        return False
    tried = 0
    for entry in entries:
        if entry.name.endswith(".jsonl") and is_file(entry):
            if is_transcript(Path(entry.path)):
                return True
            tried += 1
            if tried >= sniff:
                return False
        elif SESSION_DIR.match(entry.name) and is_dir(entry) and Path(entry.path, SUBAGENTS).is_dir():
            return True  # (only UUID-named folders are looked into: a runs directory costs no extra stat)
    return False


def _parent_session(path: Path) -> str:
    for obj in first_objects(path, limit=4):
        session = obj.get("sessionId")
        if isinstance(session, str) and session:
            return session
    return ""


class ClaudeProjects(SessionSource):
    kind = CLAUDE

    def __init__(self, root: Path, live_seconds: float = DEFAULT_LIVE_SECONDS, single_project: bool | None = None):
        root = root.resolve()
        if single_project is None:
            single_project = is_project_dir(root)
        self.single_project = single_project
        # decisions are keyed by the projects folder, so opening one project or all of them finds the same ones
        super().__init__(root, live_seconds, key_root=root.parent if single_project else root)

    def scan(self) -> tuple[list[RunRef], list[str]]:
        warnings: list[str] = []
        if self.single_project:
            projects = [self.root]
        else:
            projects = [Path(e.path) for e in scan_dir(self.root) if is_dir(e)]
        refs: list[RunRef] = []
        for project in projects:
            try:
                refs.extend(self._project(project))
            except OSError as exc:
                warnings.append(f"{project.name}: skipped: {exc}")
        refs.sort(key=lambda r: r.run_id)
        return refs, warnings

    def _project(self, project: Path) -> list[RunRef]:
        slug = safe_id(project.name)
        refs: list[RunRef] = []
        for entry in scan_dir(project):
            path = Path(entry.path)
            if entry.name.endswith(".jsonl") and is_file(entry):
                stem = entry.name[: -len(".jsonl")]
                if AGENT.match(stem):
                    session = _parent_session(path)
                    parent = f"{slug}.{safe_id(session)}" if session else None
                    refs.append(self.make_ref(f"{parent or slug}.{safe_id(stem)}", path, parent))
                else:
                    refs.append(self.make_ref(f"{slug}.{safe_id(stem)}", path))
            elif is_dir(entry):
                agents = path / SUBAGENTS
                if not agents.is_dir():
                    continue
                parent = f"{slug}.{safe_id(entry.name)}"
                for agent in scan_dir(agents):
                    if agent.name.endswith(".jsonl") and is_file(agent):
                        stem = agent.name[: -len(".jsonl")]
                        refs.append(self.make_ref(f"{parent}.{safe_id(stem)}", Path(agent.path), parent))
        return refs


def project_of(path: Path) -> Path:
    """The project folder a transcript file belongs to (a 2.1 sub-agent sits two levels deeper)."""
    parent = path.parent
    if parent.name == SUBAGENTS:
        return parent.parent.parent
    return parent
