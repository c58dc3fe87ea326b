"""Unified diffs an agent printed (``git diff``, ``diff -u``), read back into (before, after) texts.

Codex's ``file_change`` item says which files changed and never how; agents that check their work
print the change with ``git diff``. Each hunk's context and removed lines are the text before the
edit, its context and added lines the text after: the same pair an Edit call carries, so the same
detectors can read it (core/detectors.py: ``EditTracker.feed_shown_diff``).
"""

from __future__ import annotations

import re

#: the most hunks read from one output (a repository-wide diff is not one edit's text)
MAX_HUNKS = 50

_GIT_HEADER = re.compile(r"diff --git a/(?P<a>\S+) b/(?P<b>\S+)")
_NEW_FILE = re.compile(r"\+\+\+ (?:b/)?(?P<path>[^\t\n]+)")
#: a hunk's header: how many lines of the file before and after it holds (1 when no count is given)
_HUNK = re.compile(r"@@ -\d+(?:,(?P<old>\d+))? \+\d+(?:,(?P<new>\d+))? @@")


def shown_diff_pairs(text: str, default_path: str = "") -> list[tuple[str, list[tuple[str | None, str]]]]:
    """``[(path, [(before, after), ...]), ...]`` for the hunks of a unified diff in ``text``.

    A hunk before any file header belongs to ``default_path`` (``git diff src/ring.zig | tail``
    cuts the header off); with none it is dropped. A deleted file (``+++ /dev/null``) has no after."""
    out: list[tuple[str, list[tuple[str | None, str]]]] = []
    path = default_path
    old: list[str] = []
    new: list[str] = []
    in_hunk = False
    hunks = 0
    left_old = left_new = 0

    def close() -> None:
        nonlocal in_hunk
        if in_hunk and path and path != "/dev/null" and (old or new):
            if not out or out[-1][0] != path:
                out.append((path, []))
            out[-1][1].append(("\n".join(old), "\n".join(new)))
        old.clear()
        new.clear()
        in_hunk = False

    lines = text.splitlines()
    if default_path and _bare_hunk(lines):
        # `git diff x | tail -3`, `git diff -U1 x | grep -v '^@@'`: the hunk's lines without any header
        in_hunk, left_old, left_new = True, len(lines), len(lines)
    for line in lines:
        if line.startswith("diff --git "):
            close()
            header = _GIT_HEADER.match(line)
            path = header.group("b") if header else ""
        elif line.startswith("+++ ") and not in_hunk:
            found = _NEW_FILE.match(line)
            path = found.group("path").strip() if found else path
        elif line.startswith("--- ") and not in_hunk:
            continue
        elif line.startswith("@@"):
            close()
            hunks += 1
            header = _HUNK.match(line)
            if hunks > MAX_HUNKS or header is None:
                break
            left_old = int(header.group("old") or 1)
            left_new = int(header.group("new") or 1)
            in_hunk = True
        elif in_hunk:
            if line.startswith("-"):
                old.append(line[1:])
                left_old -= 1
            elif line.startswith("+"):
                new.append(line[1:])
                left_new -= 1
            elif line.startswith(" ") or not line:
                old.append(line[1:])
                new.append(line[1:])
                left_old -= 1
                left_new -= 1
            elif not line.startswith("\\"):  # the diff ended early (the next command's output)
                close()
                continue
            if left_old <= 0 and left_new <= 0:  # the header's counts: the hunk is whole
                close()
    close()
    return out


def _bare_hunk(lines: list[str]) -> bool:
    """Whether the lines are a hunk's body without any header: every line context, removed or added, at least
    one of them a change, and no file or hunk header among them."""
    changed = False
    for line in lines[:400]:
        if line.startswith(("@@", "diff --git ", "+++ ", "--- ")):
            return False
        if line.startswith(("+", "-")):
            changed = True
        elif line and not line.startswith((" ", "\\")):
            return False
    return changed
