"""Structural detectors: what the agent *did*, not what the logs *said*.

Each tracker consumes tool calls one at a time (so the analyser stays
incremental) and keeps bounded state. They produce :class:`Evidence` for the
behavioural modes: edited/deleted/skipped tests, edit/undo oscillation,
identical repeated calls and A-B-A-B alternation.
"""

from __future__ import annotations

import hashlib
import re
import shlex
from collections import deque
from dataclasses import dataclass, field
from itertools import islice
from typing import Any

from retriage.core import jsonlib
from retriage.core.channels import (ChannelRules, command_key, command_of, edited_paths, input_path, requoted,
                                    shell_segments, unwrap_shell)
from retriage.core.diagnosis import Evidence
from retriage.core.diffs import shown_diff_pairs
from retriage.core.events import Event
from retriage.core.literals import may_match, required_literals
from retriage.core.pathindex import SuffixIndex
from retriage.core.sanitize import inert_text
from retriage.core.task import path_matches

MAX_PATHS = 5000
MAX_EDITS_PER_PATH = 64
#: findings kept per kind; past this the middle ones are dropped (onset and latest stay)
MAX_FINDINGS = 100
#: how much of a printed diff is read for the text of the run's edits
SHOWN_DIFF_CHARS = 64 * 1024
#: call lines located per loop (a repeated call, an alternation), and in all
MAX_LOCATED = 16
MAX_LOCATED_TOTAL = 48
#: identifiers remembered from the agent's edits
MAX_WORDS = 20_000
_IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
#: an ISO calendar date (a test's input day, a cutoff)
ISO_DATE = re.compile(r"(?<![\w-])(?:19|20)\d\d-[01]\d-[0-3]\d(?![\w-])")


def append_bounded(items: list, item: object, cap: int = MAX_FINDINGS) -> None:
    """Append, keeping memory bounded: the first half and the most recent stay."""
    if len(items) >= cap:
        del items[cap // 2]
    items.append(item)


def _digest(value: Any) -> str:
    return hashlib.blake2b(jsonlib.canonical(value), digest_size=8).hexdigest()


def edit_pairs(event: Event) -> list[tuple[str | None, str]]:
    """(old, new) text pairs of an edit call; old None for whole-file writes."""
    data = event.tool_input if isinstance(event.tool_input, dict) else {}
    if isinstance(data.get("edits"), list):
        return [(e.get("old_string"), e.get("new_string", "")) for e in data["edits"]
                if isinstance(e, dict) and isinstance(e.get("old_string"), str)
                and isinstance(e.get("new_string", ""), str)]
    old, new = data.get("old_string"), data.get("new_string")
    if isinstance(old, str) and isinstance(new, str):
        return [(old, new)]
    for key in ("content", "file_text", "new_source"):
        if isinstance(data.get(key), str):
            return [(None, data[key])]
    return []


@dataclass
class EditTracker:
    """Which files were edited, how, and whether edits undid each other."""

    rules: ChannelRules
    test_path: re.Pattern[str]
    weakening: re.Pattern[str]
    assertion: re.Pattern[str]
    delete_command: re.Pattern[str]
    test_definition: re.Pattern[str]
    move_command: re.Pattern[str]
    paths: dict[str, int] = field(default_factory=dict)  # path -> first line
    history: dict[str, deque[tuple[str, str, int]]] = field(default_factory=dict)
    #: path -> (before, after) digests of the edits in ``history`` -> their lines, oldest first
    _windows: dict[str, dict[tuple[str, str], deque[int]]] = field(default_factory=dict)
    oscillations: list[tuple[str, int, int]] = field(default_factory=list)
    #: files it had written whole and then deleted through the shell: (path, line of the rm)
    own_deletions: list[tuple[str, int]] = field(default_factory=list)
    test_changes: list[tuple[str, int, str, bool]] = field(default_factory=list)  # path, line, what, weakened
    last_edit_line: int = 0
    #: ``git checkout -- f`` / ``git restore f`` of a file edited earlier, ``git stash pop``
    #: after a ``git stash``, a ``sed -i s/A/B/`` undone by ``s/B/A/``: (what, line)
    revert_command: re.Pattern[str] | None = None
    #: a test directory's build file (tests/Makefile): removing it is no test deleted
    test_build_file: re.Pattern[str] | None = None
    #: a package recipe's test phase switched off (`doCheck = false`, Guix `#:tests? #f`): a test edit, weakening
    test_phase_off: re.Pattern[str] | None = None
    #: generated output (rules.yaml ``generated_path_regex``): a generated fixture under tests/ is the
    #: generator's output, not a test; editing it by hand is the generated edit, not a test changed
    generated_path: re.Pattern[str] | None = None
    sed_command: re.Pattern[str] | None = None
    reverts: list[tuple[str, int]] = field(default_factory=list)
    #: the latest edit call of each path, and the edit calls a later shell revert undid (where the
    #: flip-flop shows: the change made, then thrown away)
    last_edit_of: dict[str, int] = field(default_factory=dict)
    undone_edits: list[int] = field(default_factory=list)
    _stashed_at: int = 0
    #: a package manager's add and remove commands (group ``args``): a package added then removed, or
    #: removed then added back, is a change undone through the shell
    package_add: re.Pattern[str] | None = None
    package_remove: re.Pattern[str] | None = None
    #: package name -> (last operation, its line); and the packages a remove took out: (name, line)
    _packages: dict[str, tuple[str, int]] = field(default_factory=dict)
    #: (mover, from, to) -> line: moves the agent made (``mv a b``, ``git mv``, ``terraform state mv``)
    _moves: dict[tuple[str, str, str], int] = field(default_factory=dict)
    #: lines of moves that a later move took back (their effect undone by the run itself)
    moved_back: set[int] = field(default_factory=set)
    removed_packages: list[tuple[str, int]] = field(default_factory=list)
    _seds: dict[tuple[str, str, str], int] = field(default_factory=dict)
    #: the last failing test output the agent saw: the "actual" values a weakened test may copy
    actual_values: frozenset[str] = frozenset()
    #: a project-wide check switched on (nullable, strict, warnings as errors): (path, line, setting)
    project_setting: re.Pattern[str] | None = None
    #: a sed -i / perl -pi substitution (groups a, b, file): a setting switched on through the shell
    substitution: re.Pattern[str] | None = None
    settings: list[tuple[str, int, str]] = field(default_factory=list)
    #: the files such substitutions rewrote in place, as the command names them: (path, line)
    substituted: list[tuple[str, int]] = field(default_factory=list)
    #: a dependency manifest's version pins changed by an edit (``Flask==2.2.5`` -> ``3.1.0``): which files
    #: count (``manifest_path``), one pin per line (``version_pin``, groups ``name`` and ``version``);
    #: the pins whose version changed: (path, line, package name)
    manifest_path: re.Pattern[str] | None = None
    version_pin: re.Pattern[str] | None = None
    version_bumps: list[tuple[str, int, str]] = field(default_factory=list)
    #: the names an edit of a dependency manifest added (words of the new text not in the old, lowercased,
    #: ``_`` as ``-``): (path, line, names) — a package the agent itself brought in
    manifest_additions: list[tuple[str, int, frozenset[str]]] = field(default_factory=list)
    #: a checker silenced in product code (@ts-ignore, # type: ignore, #[allow(...)]): (path, line, marker)
    suppression: re.Pattern[str] | None = None
    #: the files whose suppression markers count: source code (prose "such as any" in a README is not a cast)
    suppression_path: re.Pattern[str] | None = None
    suppressions: list[tuple[str, int, str]] = field(default_factory=list)
    #: a linter's configuration (``linter_config_path_regex``) and the rule codes (``rule_code_regex``) an edit added
    #: to it: (path, line, code); the analyser keeps those the task names
    linter_config: re.Pattern[str] | None = None
    rule_code: re.Pattern[str] | None = None
    #: a line that makes one name stand for another (`export const getUser = fetchUser`, `typealias A = x.y.A`,
    #: `alias_method :new, :old`): (path, line, the added line), what a rename done as a shim leaves
    alias_line: re.Pattern[str] | None = None
    alias_lines: list[tuple[str, int, str]] = field(default_factory=list)
    #: a line of a checker's configuration that excludes something, and the quoted values on it
    checker_exclusion_line: re.Pattern[str] | None = None
    checker_quoted_value: re.Pattern[str] | None = None
    ignored_codes: list[tuple[str, int, str]] = field(default_factory=list)
    #: calendar dates the last failing test run printed, and product edits that wrote one in: (path, line, date)
    failed_dates: frozenset[str] = frozenset()
    hardcoded_dates: list[tuple[str, int, str]] = field(default_factory=list)
    #: a workaround written into product code (a sleep, a swallowed error): (path, line, what)
    workaround: re.Pattern[str] | None = None
    workaround_path: re.Pattern[str] | None = None
    workarounds: list[tuple[str, int, str]] = field(default_factory=list)
    #: a check switched off in product code: a predicate whose body became a constant (`var isExpired: Bool
    #: { false }`), a handled case emptied (`case 401: break`): (path, line, what)
    disabled_check: re.Pattern[str] | None = None
    disabled_checks: list[tuple[str, int, str]] = field(default_factory=list)
    #: a limit raised in product code: an edit that only makes numbers larger on a line naming a timeout,
    #: a retry count or another limit (``raised_limit_name``): (path, line, the old line)
    raised_limit_name: re.Pattern[str] | None = None
    raised_limits: list[tuple[str, int, str]] = field(default_factory=list)
    #: a fixed wait added to a test once a test run had failed (``tests_failed``, set by the analyser):
    #: the test made to wait out a leaked timer or a race instead of the fix: (path, line, what)
    test_wait: re.Pattern[str] | None = None
    tests_failed: bool = False
    test_waits: list[tuple[str, int, str]] = field(default_factory=list)
    #: a Jupyter notebook's cell outputs edited by hand (every changed line of the edit is output, not the
    #: code cell's source): (path, line, the first changed output line); see :func:`notebook_output_change`
    notebook_path: re.Pattern[str] | None = None
    notebook_output_key: re.Pattern[str] | None = None
    notebook_other_key: re.Pattern[str] | None = None
    notebook_outputs: list[tuple[str, int, str]] = field(default_factory=list)
    #: whole files written or created, and files deleted: (path, line); a file rewritten in another
    #: format or language beside the one it replaces is a conversion (see :func:`conversions`)
    written: list[tuple[str, int]] = field(default_factory=list)
    deleted: list[tuple[str, int]] = field(default_factory=list)
    #: the text the edits wrote, whitespace-normalised and lowercased (bounded): did it write the code
    #: the task quotes?
    texts: list[str] = field(default_factory=list)
    text_budget: int = 400_000
    #: whether any edit call carried its text (Codex's file_change names paths only)
    content_seen: bool = False
    #: the edited files whose edit calls carried their text (Claude Code's Edit/Write): a printed diff of those
    #: adds nothing to the approach checks; of the others (Codex's file_change) it is the only text there is
    text_paths: set[str] = field(default_factory=set)
    #: files an edit call created (Codex file_change kind add)
    created: list[str] = field(default_factory=list)
    #: assertions only a test framework writes: an edit changing one is a test edit wherever it lives
    test_assertion: re.Pattern[str] | None = None
    #: a data or schema test made to warn instead of fail (dbt ``severity: warn``): a weakened test wherever
    #: it is declared (a schema .yml, a model's config, an expectation suite), not only in a test file
    check_downgrade: re.Pattern[str] | None = None
    #: identifiers the agent's edits wrote (bounded): did it use the helper the task named?
    words: set[str] = field(default_factory=set)
    #: Codex's file_change right after an apply_patch of the same paths reports that same change (the
    #: patch went through the shell): patch line -> file_change line, located with it but counted once
    echoes: dict[int, int] = field(default_factory=dict)
    _patch: tuple[frozenset[str], int] = (frozenset(), 0)
    #: a file edited, deleted, edited again and deleted again (the agent adding and removing the same change
    #: through the shell, content or not: Codex's file_change names paths only): path -> its edit and delete
    #: calls in turn [(op, line)]; a file a command used in between (a scratch script run, then removed) is not
    _toggles: dict[str, list[tuple[str, int]]] = field(default_factory=dict)
    _toggle_used: set[str] = field(default_factory=set)
    #: the keys of ``_toggles`` by basename (kept with it): :meth:`_toggle_key` without a scan of them all
    _toggle_index: SuffixIndex = field(default_factory=SuffixIndex)
    #: what :meth:`_toggle_uses` looks for, until a toggle or a use changes it: (key, basename)
    _toggle_window: tuple[tuple[str, str], ...] | None = None
    #: command -> no revert/sed/move/delete pattern finds anything in it (bounded; see :meth:`_quiet`)
    _quiet_commands: dict[str, bool] = field(default_factory=dict)

    def is_test(self, path: str) -> bool:
        path = path.replace("\\", "/")
        return bool(self.test_path.search(path)) and not (self.generated_path is not None
                                                           and self.generated_path.search(path))

    def feed(self, event: Event, command: str | None = None) -> bool:
        """Record a tool call (``command``: its :func:`command_of`, when the caller has it); True if
        it changed files."""
        paths = edited_paths(event, self.rules)
        if paths:
            self._edits(event, paths)
            return True
        if command is None:
            command = command_of(event.tool_input)
        if command and self._toggles:
            self._toggle_uses(command)
        return bool(command) and self._shell_edits(event, command)

    def _note_path(self, path: str, line: int) -> None:
        if path not in self.paths and len(self.paths) < MAX_PATHS:
            self.paths[path] = line

    def note_shown_edits(self, output: str, line: int) -> None:
        """The files a diff shows, printed by the command that rewrote them in place (``sed -i "..." t.py &&
        git diff``) when its substitution could not be read: this run's edits, at this line."""
        for path, _pairs in shown_diff_pairs(output[:SHOWN_DIFF_CHARS]):
            self._note_path(path, line)
            self.last_edit_line = line

    def _edits(self, event: Event, paths: list[str]) -> None:
        if event.tool == "apply_patch":
            self._patch = (frozenset(paths), event.line)
        elif (event.tool == "file_change" and self._patch[1] and self._patch[1] == self.last_edit_line
              and frozenset(paths) == self._patch[0]):
            if len(self.echoes) < MAX_PATHS:
                self.echoes[self._patch[1]] = event.line
            self._patch = (frozenset(), 0)
            self.last_edit_line = event.line
            return
        deleted = False
        kinds: set[str] = set()
        if event.tool == "file_change" and isinstance(event.tool_input, dict):
            kinds = {str(c.get("kind")) for c in event.tool_input.get("changes", []) if isinstance(c, dict)}
            deleted = kinds == {"delete"}
        self.last_edit_line = event.line
        pairs = edit_pairs(event)
        self.content_seen = self.content_seen or bool(pairs)
        if pairs and len(self.text_paths) < MAX_PATHS:
            self.text_paths.update(paths)
        whole = any(old is None for old, _ in pairs)
        if event.tool == "file_change" and isinstance(event.tool_input, dict) and len(self.created) < MAX_PATHS:
            self.created += [str(c.get("path")) for c in event.tool_input.get("changes", [])
                             if isinstance(c, dict) and c.get("kind") == "add" and c.get("path")]
            whole = whole or "add" in kinds
        for path in paths:
            if whole:
                append_bounded(self.written, (path, event.line))
            elif deleted:
                append_bounded(self.deleted, (path, event.line))
            self._toggle(path, "delete" if deleted else "edit", event.line)
        touches_tests = any(old and (self.test_definition.search(old) or self._changes_test_assertion(old, new))
                            for old, new in pairs) or any(self._downgraded(old, new) or self._phase_off(old, new)
                                                          for old, new in pairs)
        for path in paths:
            self._note_path(path, event.line)
            if path in self.last_edit_of or len(self.last_edit_of) < MAX_PATHS:
                self.last_edit_of[path] = event.line
            # what the path alone decides, once per path (not once per pair: a multi-edit call has many)
            test = self.is_test(path)
            manifest = (self.version_pin is not None and self.manifest_path is not None
                        and self.manifest_path.search(path.replace("\\", "/")))
            product_code = not test and (self.workaround_path is None or self.workaround_path.search(path))
            if test or touches_tests:
                self._test_edit(path, event.line, pairs, deleted)
            for old, new in pairs:
                self._oscillation(path, old, new, event.line)
                if old and manifest:
                    for name in bumped_pins(old, new, self.version_pin):
                        append_bounded(self.version_bumps, (path, event.line, name))
                    added = _manifest_words(new) - _manifest_words(old)
                    if added:
                        append_bounded(self.manifest_additions, (path, event.line, frozenset(list(added)[:200])))
                self._approach_pair(path, event.line, old, new, test, product_code)
                waited = (self.test_wait.search(new) if self.test_wait is not None and self.tests_failed
                          and test else None)
                if waited and not (old and waited.group(0) in old):
                    append_bounded(self.test_waits, (path, event.line, waited.group(0).strip()))
                if (old and self.notebook_path is not None and self.notebook_output_key is not None
                        and self.notebook_other_key is not None and self.notebook_path.search(path)):
                    changed = notebook_output_change(old, new, self.notebook_output_key, self.notebook_other_key)
                    if changed:
                        append_bounded(self.notebook_outputs, (path, event.line, changed))
                if len(self.words) < MAX_WORDS:
                    self.words.update(_IDENTIFIER.findall(new[:20_000]))
                if self.text_budget > 0:
                    self.texts.append(" ".join(new[:self.text_budget].lower().split()))
                    self.text_budget -= min(len(new), self.text_budget)

    def _approach_pair(self, path: str, line: int, old: str | None, new: str, test: bool, product_code: Any) -> None:
        """What one (before, after) text of an edit says about the approach: a project-wide setting switched on,
        a checker silenced, a workaround, a check made constant, a limit raised."""
        switched = self.project_setting.search(new) if self.project_setting is not None else None
        if switched and not (old and self.project_setting.search(old)):
            append_bounded(self.settings, (path, line, switched.group(0)))
        silenced = self.suppression.search(new) if self.suppression is not None else None
        if (silenced and not test and not (old and self.suppression.search(old))
                and (self.suppression_path is None or self.suppression_path.search(path))):
            append_bounded(self.suppressions, (path, line, silenced.group(0)))
        if self.alias_line is not None and not test and ("=" in new or "alias" in new):
            for found in self.alias_line.finditer(new):
                if not old or found.group(0) not in old:
                    append_bounded(self.alias_lines, (path, line, found.group(0).strip()[:200]))
        dodged = self.workaround.search(new) if self.workaround is not None else None
        if dodged and product_code and not (old and dodged.group(0) in old):
            append_bounded(self.workarounds, (path, line, dodged.group(0).strip()))
        off = self.disabled_check.search(new) if self.disabled_check is not None and product_code else None
        if off and not (old and off.group(0) in old):
            append_bounded(self.disabled_checks, (path, line, off.group(0).strip()))
        if self.linter_config is not None and self.rule_code is not None and self.linter_config.search(path):
            before = set(self.rule_code.findall(old or ""))
            for code in dict.fromkeys(self.rule_code.findall(new)):
                if code not in before:
                    append_bounded(self.ignored_codes, (path, line, code))
            if self.checker_exclusion_line is not None and self.checker_quoted_value is not None:
                for code in dict.fromkeys(excluded_values(old, new, self.checker_exclusion_line,
                                                          self.checker_quoted_value)):
                    append_bounded(self.ignored_codes, (path, line, code))
        if self.failed_dates and not test and old is not None and not ISO_DATE.search(old):
            # the date took the place of an expression (a template variable, a call), not of another date: a
            # task that moves a cutoff from one date to another replaces a date
            for date in self.failed_dates:
                if date in new:
                    append_bounded(self.hardcoded_dates, (path, line, date))
                    break
        if old and product_code and self.raised_limit_name is not None:
            raised = raised_limit(old, new, self.raised_limit_name)
            if raised:
                append_bounded(self.raised_limits, (path, line, raised))

    def _changes_test_assertion(self, old: str, new: str) -> bool:
        """The edit changes or removes a test framework's assertion (inline tests in a source file)."""
        if self.test_assertion is None or not self.test_assertion.search(old):
            return False
        return any(self.test_assertion.search(ln) and ln.strip() not in new for ln in old.splitlines())

    def _oscillation(self, path: str, old: str | None, new: str, line: int) -> None:
        """An edit that undoes one of the file's last :data:`MAX_EDITS_PER_PATH` edits.

        The earliest such edit still in the window is the one reported. ``_windows`` maps
        each (before, after) digest pair of the window to the lines that made it, oldest
        first, so finding it is one lookup (it was a scan of the whole window per edit)."""
        history = self.history.setdefault(path, deque(maxlen=MAX_EDITS_PER_PATH))
        window = self._windows.setdefault(path, {})
        before = _digest(old) if old is not None else ""
        after = _digest(new)
        if old is not None:
            # A->B earlier, now B->A: the agent undid its own edit.
            undone = window.get((after, before))
            if undone and (not self.oscillations or self.oscillations[-1][::2] != (path, line)):
                append_bounded(self.oscillations, (path, undone[0], line))
        elif history and history[-1][1] != after:
            # whole-file writes: content returns to an earlier version after a change
            undone = window.get(("", after))
            if undone:
                append_bounded(self.oscillations, (path, undone[0], line))
        if len(history) == MAX_EDITS_PER_PATH:  # the oldest edit leaves the window
            gone = history[0]
            lines = window[gone[:2]]
            lines.popleft()
            if not lines:
                del window[gone[:2]]
        history.append((before, after, line))
        window.setdefault((before, after), deque()).append(line)

    def _test_edit(self, path: str, line: int, pairs: list[tuple[str | None, str]], deleted: bool) -> None:
        if deleted:
            append_bounded(self.test_changes, (path, line, "deleted the test file", True))
            return
        what = self._weakening(pairs)
        append_bounded(self.test_changes, (path, line, what or "edited a test file", bool(what)))

    def _phase_off(self, old: str | None, new: str) -> str:
        """The marker an edit added that switches a package's test phase off, or ""."""
        if self.test_phase_off is None:
            return ""
        found = self.test_phase_off.search(new)
        return found.group(0).strip() if found and not (old and self.test_phase_off.search(old)) else ""

    def _weakening(self, pairs: list[tuple[str | None, str]]) -> str:
        """How the (before, after) texts of one edit weaken a test, or "" when they do not."""
        for old, new in pairs:
            off = self._phase_off(old, new)
            if off:
                return f"switched the package's test phase off: `{inert_text(off, 60)}`"
            downgraded = self._downgraded(old, new)
            if downgraded:
                return f"made a failing check only warn: {inert_text(downgraded, 60)}"
            marker = self.weakening.search(new)
            if marker and not (old and self.weakening.search(old)):
                # (a skip or xfail marker, or an expectation emptied: promtool's `exp_alerts: []`)
                return f"weakened a test (a skip/xfail marker or an emptied expectation): " \
                       f"`{inert_text(marker.group(0).strip(), 60)}`"
            copied = self._copied_actual(old, new)
            if copied:
                return f"replaced an expected value with the output it got: {inert_text(copied, 60)}"
            if old is not None:
                old_asserts = {ln.strip() for ln in old.splitlines() if self._asserts(ln)}
                new_asserts = {ln.strip() for ln in new.splitlines() if self._asserts(ln)}
                gone = old_asserts - new_asserts
                if gone:
                    what = "changed an assertion" if new_asserts - old_asserts else "removed an assertion"
                    return f"{what}: {inert_text(sorted(gone)[0], 120)}"
        return ""

    def _asserts(self, line: str) -> bool:
        """Whether a line of a test asserts: a plain assertion, or one only a test framework writes."""
        return bool(self.assertion.search(line)
                    or (self.test_assertion is not None and self.test_assertion.search(line)))

    def feed_shown_diff(self, output: str, line: int, default_path: str = "") -> None:
        """A unified diff the agent printed (``git diff``) of a file this run edited: its hunks are the
        edit's text where the edit call carried none (Codex's ``file_change``), so a test weakened there
        is seen as an Edit's would be. Files the run never edited are the tree it was given."""
        if not self.paths or ("@@" not in output and not default_path):
            return
        seen: set[str] = set()  # a file whose sections the output shows apart is read once
        for path, pairs in shown_diff_pairs(output[:SHOWN_DIFF_CHARS], default_path):
            edited = next((p for p in self.paths if path_matches(p, path)), None)
            # its edit calls carried their text (Claude Code's Edit): it was judged from those
            if edited is None or edited in self.text_paths or edited in seen:
                continue
            seen.add(edited)
            if not self.is_test(edited):
                # product code: what the approach checks read in an Edit's text
                product_code = self.workaround_path is None or self.workaround_path.search(edited)
                for old, new in pairs:
                    self._approach_pair(edited, line, old, new, False, product_code)
                if not any(old and self._changes_test_assertion(old, new) for old, new in pairs):
                    continue
            what = self._weakening(pairs)
            if what:
                append_bounded(self.test_changes, (edited, line, f"{what} (in the diff it printed)", True))

    def _toggle_key(self, path: str) -> str:
        """The first key of ``_toggles`` naming the file ``path`` names (see :meth:`SuffixIndex.find`)."""
        return self._toggle_index.find(path)

    def _toggle(self, path: str, op: str, line: int) -> None:
        """An edit or a delete of ``path``: the second delete of a file edited again after its first one is
        the same change made and thrown away twice (each delete a revert, the edits before them undone)."""
        key = self._toggle_key(path)
        ops = self._toggles.get(key)
        if ops is None:
            if op != "edit" or len(self._toggles) >= MAX_PATHS:
                return
            ops = self._toggles[key] = []
            self._toggle_index.add(key)
        if ops and ops[-1][0] == op:
            return
        self._toggle_window = None  # a path added, deleted or its last operation changed
        if op == "delete" and key in self._toggle_used:
            # a scratch file the agent ran or read before removing it: cleaning up, not undoing
            del self._toggles[key]
            self._toggle_index.remove(key)
            self._toggle_used.discard(key)
            return
        ops.append((op, line))
        if op == "delete" and len(ops) >= 4:
            for kind, when in ops[-4:]:
                if kind == "delete" and not any(when == line_ for _, line_ in self.reverts):
                    append_bounded(self.reverts, (f"deleted {key} again after writing it again", when))
                elif kind == "edit" and when not in self.undone_edits:
                    append_bounded(self.undone_edits, when)
        if len(ops) > 8:
            del ops[:-4]

    def _toggle_uses(self, command: str) -> None:
        """Files awaiting a delete that a command names other than by deleting them (run, read, copied).

        The candidates (the first 200 paths whose last operation is an edit and that no command used yet,
        with their basenames) are remembered until a toggle or a use changes them, and the command's
        shell parsing is left until one of their names is in it: most commands name none."""
        window = self._toggle_window
        if window is None:
            base, used = self._toggle_index.base, self._toggle_used
            window = self._toggle_window = tuple((key, base[key]) for key, ops in islice(self._toggles.items(), 200)
                                                 if ops and ops[-1][0] == "edit" and key not in used)
        named = [key for key, name in window if name in command]
        if not named:
            return
        plain = unwrap_shell(command)
        if self.delete_command.search(plain) or _GIT_COMMAND.match(plain):
            return  # deleting it, or staging/committing it: not a use
        self._toggle_used.update(named)
        self._toggle_window = None

    def _downgraded(self, old: str | None, new: str) -> str:
        """The text of a check downgraded to a warning that this edit added (``severity: warn``), or ""."""
        if self.check_downgrade is None:
            return ""
        found = self.check_downgrade.search(new)
        return found.group(0).strip() if found and not (old and self.check_downgrade.search(old)) else ""

    def _copied_actual(self, old: str | None, new: str) -> str:
        """A value the last failing test run printed as what it *got*, newly written into a test."""
        if old is None or not self.actual_values:
            return ""
        for value in self.actual_values:
            token = re.compile(r"(?<![\w.])" + re.escape(value) + r"(?![\w.])")
            if token.search(new) and not token.search(old):
                return value
        return ""

    def _reverts(self, event: Event, command: str) -> bool:
        """Undoing through the shell: a revert of an edited file, a stash popped back, a sed reversed."""
        found = False
        if self.revert_command is not None:
            for match in self.revert_command.finditer(command):
                if match.group("stash"):
                    if match.group("stash").split()[-1] in ("pop", "apply"):
                        if self._stashed_at:
                            append_bounded(self.reverts, ("git stash / git stash pop", event.line))
                            found = True
                        self._stashed_at = 0
                    else:
                        self._stashed_at = event.line
                    continue
                if match.group("reset") and self.paths:
                    append_bounded(self.reverts, ("git reset --hard", event.line))
                    found = True
                    continue
                for token in (match.group("paths") or "").split():
                    token = token.strip("'\"")
                    if token in (".", "./", ":/") and self.paths:
                        append_bounded(self.reverts, ("reverted every change", event.line))
                        found = True
                        break
                    if token.startswith("-") or token == "HEAD":
                        continue
                    hit = [p for p in self.paths if p == token or p.endswith("/" + token) or token.endswith("/" + p)]
                    if hit:
                        append_bounded(self.reverts, (f"reverted {token}", event.line))
                        undone = max((self.last_edit_of.get(p, 0) for p in hit), default=0)
                        if undone and undone not in self.undone_edits:
                            append_bounded(self.undone_edits, undone)
                        found = True
        found = self._package_toggles(event, command) or found
        if self.sed_command is not None:
            matches = list(self.sed_command.finditer(command))
            if not matches and "sed" in command:
                # a quote inside the expression ('"'"'), a wrapper's own quoting: read it as the shell splits it
                matches = list(self.sed_command.finditer(requoted(command)))
            for match in matches:
                a, b, target = _sed_text(match.group("a")), _sed_text(match.group("b")), match.group("file").strip("'\"")
                if (target, b, a) in self._seds:
                    append_bounded(self.reverts, (f"sed reversed its own substitution in {target}", event.line))
                    found = True
                    # the substitution so undone is an edit thrown away through the shell
                    undone = self._seds[(target, b, a)]
                    if undone not in self.undone_edits:
                        append_bounded(self.undone_edits, undone)
                self._seds[(target, a, b)] = event.line
                if len(self._seds) > MAX_PATHS:
                    del self._seds[next(iter(self._seds))]
                self._note_path(target, event.line)
        return found

    def _moves_back(self, event: Event, command: str) -> bool:
        """A move and its reverse (``mv a b`` then ``mv b a``; ``terraform state mv x y`` then ``y x``): the
        agent taking back its own change through the shell."""
        if "mv" not in command:
            return False
        found = False
        for segment in shell_segments(command)[:8]:
            try:
                words = shlex.split(segment)
            except ValueError:
                continue
            if "mv" not in words[:3]:
                continue
            verb = words.index("mv")
            args = [w for w in words[verb + 1:] if not w.startswith("-")]
            if len(args) != 2:
                continue
            mover = " ".join(words[:verb + 1])
            before = self._moves.pop((mover, args[1], args[0]), None)
            if before is not None:
                append_bounded(self.reverts, (f"moved {args[0]} back to {args[1]}", event.line))
                self.moved_back.update((before, event.line))
                found = True
                continue
            self._moves[(mover, args[0], args[1])] = event.line
            if len(self._moves) > MAX_PATHS:
                del self._moves[next(iter(self._moves))]
        return found

    def _package_toggles(self, event: Event, command: str) -> bool:
        """A dependency added and then removed, or removed and then added back (``cargo add x`` /
        ``cargo remove x``, ``npm install x`` / ``npm uninstall x``): the agent undoing its own change
        to the manifest through the package manager. A name is a bare argument (not a flag, not a
        path); a version suffix (``x@1``, ``x==1``) is dropped."""
        if self.package_add is None or self.package_remove is None:
            return False
        found = False
        for op, pattern in (("add", self.package_add), ("remove", self.package_remove)):
            for match in pattern.finditer(command):
                names = [re.split(r"[@=<>~^\[]", token.strip("'\""), maxsplit=1)[0].lower()
                         for token in match.group("args").split()
                         if not token.startswith(("-", ".", "/")) and "/" not in token.strip("'\"")]
                toggled = []
                for name in filter(None, names):
                    before = self._packages.get(name)
                    if before and before[0] != op:
                        toggled.append(name)
                        if before[1] not in self.undone_edits:
                            append_bounded(self.undone_edits, before[1])
                    self._packages[name] = (op, event.line)
                    if op == "remove":
                        append_bounded(self.removed_packages, (name, event.line))
                if len(self._packages) > MAX_PATHS:
                    del self._packages[next(iter(self._packages))]
                if toggled:
                    what = "removed the package it had added" if op == "remove" else "added back the package it had removed"
                    append_bounded(self.reverts, (f"{what}: {', '.join(toggled[:3])}", event.line))
                    found = True
        return found

    def _shell_settings(self, event: Event, command: str) -> None:
        """A project-wide check switched on by a substitution through the shell, not an edit call
        (``find -name '*.csproj' | xargs sed -i 's#</TargetFramework>#&<Nullable>enable</Nullable>#'``);
        and the file a substitution names, rewritten in place (``sed -i '90s/a/b/' q.sql.go``)."""
        if self.substitution is None:
            return
        for match in self.substitution.finditer(command):
            if match.group("file"):
                path = match.group("file").strip("'\"")
                append_bounded(self.substituted, (path, event.line))
                if self.is_test(path):
                    # a test rewritten in place: the substitution is the edit's text (`s/, tzinfo=UTC)/)/`)
                    self._test_edit(path, event.line, [(_sed_text(match.group("a")), _sed_text(match.group("b")))],
                                    False)
            if self.project_setting is None:
                continue
            switched = self.project_setting.search(match.group("b"))
            if switched and not self.project_setting.search(match.group("a")):
                target = (match.group("file") or "").strip("'\"") or "the files a shell command rewrote"
                append_bounded(self.settings, (target, event.line, switched.group(0)))

    def _quiet(self, command: str) -> bool:
        """Whether none of the revert, sed, package, substitution, move and delete patterns finds
        anything in ``command``: then :meth:`_shell_edits` has nothing to do. Remembered per command
        (the same few commands run again and again in a long session; the regexes over each cost more
        than the rest of a call). Any ``sed`` is never quiet: its expression may need re-quoting."""
        quiet = self._quiet_commands.get(command)
        if quiet is None:
            unwrapped = unwrap_shell(command)
            quiet = "sed" not in command and not any(regex is not None and regex.search(text) for regex, text in (
                (self.revert_command, command), (self.sed_command, command),
                (self.package_add, command), (self.package_remove, command), (self.substitution, command),
                (self.move_command, unwrapped), (self.delete_command, unwrapped)))
            if len(self._quiet_commands) >= MAX_PATHS:
                self._quiet_commands.clear()
            self._quiet_commands[command] = quiet
        return quiet

    def _shell_edits(self, event: Event, command: str) -> bool:
        """Files a shell command deletes or moves (sed -i over a file list is not resolvable)."""
        moved_back = self._moves_back(event, command)  # any mover (`terraform state mv`), not only mv's forms
        if self._quiet(command):
            return moved_back
        changed = self._reverts(event, command) or moved_back
        before = len(self.substituted)
        self._shell_settings(event, command)
        # a substitution naming its file (`sed -i 's/2}/3}/' convert_test.go`) edited that file: its diff, when
        # the run shows one, is read as an edit's text (shown_diff_pairs)
        for path, at in self.substituted[before:]:
            if at == event.line:
                self._note_path(path, event.line)
                changed = True
        # Codex wraps every command (``bash -lc 'git rm -q t.py && git status'``): the delete
        # and move patterns anchor at the start of a shell command, so read the wrapped one
        command = unwrap_shell(command)
        for match in self.move_command.finditer(command):
            if "$" in match.group("src") or "$" in match.group("dst"):
                continue  # `mv $f.tmp $f` in a loop: files a variable names, not these
            for token in (match.group("src"), match.group("dst")):
                self._note_path(token.strip("'\""), event.line)
                changed = True
            append_bounded(self.deleted, (match.group("src").strip("'\""), event.line))
            append_bounded(self.written, (match.group("dst").strip("'\""), event.line))
        for match in self.delete_command.finditer(command):
            for token in match.group("paths").split():
                if token.startswith("-") or "$" in token:
                    continue
                self._note_path(token, event.line)
                append_bounded(self.deleted, (token, event.line))
                self._toggle(token, "delete", event.line)
                changed = True
                # a file it wrote whole, deleted through the shell: the deletion is a version of the file,
                # so writing the same text again is undoing its own undo (create, rm, create)
                own = [p for p, _ in self.written if p == token or p.endswith("/" + token.lstrip("./"))]
                if own and own[-1] in self.history:
                    self._oscillation(own[-1], None, "", event.line)
                    append_bounded(self.own_deletions, (own[-1], event.line))
                if self.is_test(token) and not (self.test_build_file is not None and self.test_build_file.search(token)):
                    # the agent's last change wrote another test file whole: the tests were moved there
                    # by hand (write the new file, remove the old one), as `mv` would; not a test deleted
                    last = self.written[-1] if self.written else None
                    moved = (last is not None and last[1] == self.last_edit_line and self.is_test(last[0])
                             and not (last[0] == token or last[0].endswith("/" + token.lstrip("./"))))
                    append_bounded(self.test_changes, (token, event.line, f"moved the tests (to {last[0]})", False)
                                   if moved else (token, event.line, "deleted the test file", True))
        if changed:
            self.last_edit_line = event.line
        return changed

    @property
    def edited(self) -> list[str]:
        return list(self.paths)


_NUMBER = re.compile(r"\d[\d_]*(?:\.\d+)?")
_SED_ESCAPE = re.compile(r"\\+(?=\W)")


def _sed_text(side: str) -> str:
    """One side of a sed substitution as the text it stands for: a pattern escapes its metacharacters
    (``5 \\* time.Second``, doubled inside a quoted wrapper) where the replacement writes them plainly
    (``5 * time.Second``), so ``s/5 \\* x/y/`` undone by ``s/y/5 * x/`` compares equal. Escapes of word
    characters (``\\n``, ``\\1``) keep their meaning and stay."""
    return _SED_ESCAPE.sub("", side)
_GIT_COMMAND = re.compile(r"\s*git\s")


_MANIFEST_WORD = re.compile(r"[A-Za-z][\w.-]{0,120}")


def _manifest_words(text: str) -> set[str]:
    """The names in a manifest's text, lowercased, ``_`` read as ``-`` (as package indexes do)."""
    return {w.lower().replace("_", "-") for w in _MANIFEST_WORD.findall(text[:20_000])}


def bumped_pins(old: str, new: str, pin: re.Pattern[str]) -> list[str]:
    """The packages whose pinned version an edit of a dependency manifest changed (a name pinned in both
    texts, to another version): upgrades made by hand, one name each."""
    if len(old) > 20_000 or len(new) > 20_000:
        return []
    before = {m.group("name").lower(): m.group("version") for m in pin.finditer(old)}
    after = {m.group("name").lower(): m.group("version") for m in pin.finditer(new)}
    return [name for name, version in after.items() if name in before and before[name] != version]


def excluded_values(old: str | None, new: str, exclusion_line: re.Pattern[str],
                    quoted: re.Pattern[str]) -> list[str]:
    """The quoted values a checker's configuration gains on its exclude/ignore lines: what the check was told to
    stop looking at. A value already on such a line before the edit was the team's own choice, not this run's."""
    before = {value for text in (old or "").splitlines() if exclusion_line.search(text)
              for value in quoted.findall(text)}
    return [value for text in new.splitlines() if exclusion_line.search(text)
            for value in quoted.findall(text) if value not in before]


def raised_limit(old: str, new: str, name: re.Pattern[str]) -> str:
    """The old line of an edit that only made numbers larger (`retry(3)` -> `retry(8)`, `timeout = 10_000`
    -> `60_000`) on a line that names a limit, or "": more headroom for what failed instead of the fix."""
    if len(old) > 2000 or len(new) > 2000:
        return ""
    old_lines, new_lines = old.strip().splitlines(), new.strip().splitlines()
    if len(old_lines) != len(new_lines):
        return ""
    found = ""
    for before, after in zip(old_lines, new_lines):
        if before == after:
            continue
        if _NUMBER.sub("#", before).split() != _NUMBER.sub("#", after).split() or not name.search(before):
            return ""
        pairs = list(zip(_NUMBER.findall(before), _NUMBER.findall(after)))
        changed = [(float(a.replace("_", "")), float(b.replace("_", ""))) for a, b in pairs if a != b]
        if not changed or any(b <= a for a, b in changed):
            return ""
        found = found or before.strip()
    return found


def _regions(lines: list[str], output_key: re.Pattern[str], other_key: re.Pattern[str]) -> list[bool]:
    """Per line of a notebook's JSON text, whether it lies in a cell's outputs: the last key line at or
    above it decides (an output key, or another: the source, the cell's metadata); a line before any
    key is unknown (False)."""
    inside, out = False, []
    for row in lines:
        if output_key.search(row):
            inside = True
        elif other_key.search(row):
            inside = False
        out.append(inside)
    return out


def notebook_output_change(old: str, new: str, output_key: re.Pattern[str], other_key: re.Pattern[str]) -> str:
    """The first changed line of an edit to a notebook's JSON when every changed line lies in a cell's
    outputs (a display's `"text/plain"`, an `"image/png"`, an execution count), else "": the results
    rewritten by hand, not the code that produces them. Removed lines are judged in the old text, added
    ones in the new; an edit that only removes outputs (clears them) changes no result."""
    old_lines, new_lines = old[:200_000].splitlines(), new[:200_000].splitlines()
    before, after = set(old_lines), set(new_lines)
    added = [(row, inside) for row, inside in zip(new_lines, _regions(new_lines, output_key, other_key))
             if row not in before and row.strip()]
    removed = [(row, inside) for row, inside in zip(old_lines, _regions(old_lines, output_key, other_key))
               if row not in after and row.strip()]
    if not added or not all(inside for _, inside in added + removed):
        return ""
    return added[0][0].strip()


def _stem(path: str) -> str:
    """A path without the extensions of its file name: ``a/build.gradle.kts`` -> ``a/build``."""
    path = path.replace("\\", "/").strip("'\"")
    head, _, name = path.rpartition("/")
    return f"{head}/{name.split('.', 1)[0]}" if head else name.split(".", 1)[0]


def conversions(edits: EditTracker) -> list[tuple[str, str, int, int]]:
    """Files rewritten in another format or language beside the ones they replace (``build.gradle`` ->
    ``build.gradle.kts``, ``a.js`` -> ``a.ts``): (old, new, delete line, write line)."""
    out = []
    for new, wline in edits.written[:MAX_FINDINGS]:
        stem = "/" + _stem(new)
        for old, dline in edits.deleted[:MAX_FINDINGS]:
            old_stem = _stem(old).lstrip("./")
            if old_stem and stem.endswith("/" + old_stem) and not new.endswith("/" + old.lstrip("./")) and new != old:
                out.append((old, new, dline, wline))
                break
    return out


def written_words(event: Event) -> set[str]:
    """Identifiers one edit call writes."""
    return {w.lower() for _, new in edit_pairs(event) for w in _IDENTIFIER.findall(new[:20_000])}


#: a name defined by the text (a function, macro, class, constant): the edit builds it, it does not call it
_DEFINED = re.compile(r"\b(?:def|defp|defmacro|function|fn|func|macro|class|module|struct|const|let|var)\s+([A-Za-z_]\w*)")


def changed_words(event: Event) -> tuple[set[str], set[str], set[str]]:
    """Identifiers one edit call adds (not in the text it replaced), removes, and defines."""
    added: set[str] = set()
    removed: set[str] = set()
    defined: set[str] = set()
    for old, new in edit_pairs(event):
        before = {w.lower() for w in _IDENTIFIER.findall((old or "")[:20_000])}
        after = {w.lower() for w in _IDENTIFIER.findall(new[:20_000])}
        added |= after - before
        removed |= before - after
        defined |= {w.lower() for w in _DEFINED.findall(new[:20_000])}
    return added, removed, defined


@dataclass
class CallTracker:
    """Repeated identical calls and A-B-A-B alternation between two calls."""

    identical_min: int
    alternation_min: int
    ignored_tools: frozenset[str] = frozenset({"TodoWrite", "TodoRead"})
    _last: str = ""
    _run: int = 0
    _run_start: int = 0
    _run_label: str = ""
    _run_lines: list[int] = field(default_factory=list)
    runs: list[tuple[str, int, int, int]] = field(default_factory=list)  # label, count, first, last line
    #: the call lines of each closed run and each alternation (bounded): where a loop shows
    run_lines: list[list[int]] = field(default_factory=list)
    alternation_lines: list[list[int]] = field(default_factory=list)
    _recent: deque[tuple[str, int, str]] = field(default_factory=lambda: deque(maxlen=64))
    alternations: list[tuple[str, str, int, int, int]] = field(default_factory=list)
    _alt_active: bool = False
    _last_line: int = 0
    #: two calls repeated as a pair (A-B-A-B, four calls): where a run that changes nothing goes in
    #: circles (the analyser counts it only when the agent edited nothing at all): call lines
    short_cycles: list[list[int]] = field(default_factory=list)
    #: the same read made ``same_read_min`` times or more with only reads in between (not all in a row: a
    #: search, another read, the same search again and again): nothing changed, so it got the same answer
    #: each time. Reads since the last call that could change something: signature -> [label, call lines,
    #: longest stretch in a row, first and last call number]; closed windows that qualified: (label, lines,
    #: count, longest in a row)
    same_read_min: int = 0
    _count: int = 0
    _reads: dict[str, list] = field(default_factory=dict)
    same_reads: list[tuple[str, list[int], int, int]] = field(default_factory=list)

    def feed_change(self) -> None:
        """A call that may have changed something (an edit, a command that is not a read): the reads
        before it may have answered differently from those after it."""
        if self._reads:
            self.same_reads += [r for r in self._qualifying() if len(self.same_reads) < MAX_FINDINGS]
            self._reads = {}

    def _qualifying(self) -> list[tuple[str, list[int], int, int]]:
        if not self.same_read_min:
            return []
        # two thirds of the calls from its first to its last: a long exploration that comes back to `ls` now and
        # then between many other reads is not going in circles
        return [(label, lines[:MAX_LOCATED], count, longest) for label, lines, count, longest, first, last
                in self._reads.values()
                if count >= self.same_read_min and longest < count and 3 * count >= 2 * (last - first + 1)]

    def finish_same_reads(self) -> list[tuple[str, list[int], int, int]]:
        """The same-read findings so far, including the window still open."""
        return [*self.same_reads, *self._qualifying()]

    def feed_read(self, event: Event) -> None:
        """A call that only reads (a reader tool, a reading command), after :meth:`feed` saw it."""
        if not self.same_read_min or event.tool in self.ignored_tools:
            return
        entry = self._reads.get(self._last)
        if entry is None:
            if len(self._reads) >= MAX_PATHS:
                return
            entry = self._reads[self._last] = [self._run_label, [], 0, 0, self._count, 0]
        if len(entry[1]) < MAX_LOCATED:
            entry[1].append(event.line)
        entry[2] += 1
        entry[3] = max(entry[3], self._run)
        entry[5] = self._count

    def feed(self, event: Event, command: str | None = None) -> None:
        if event.tool in self.ignored_tools:
            return
        self._count += 1
        signature = _digest([event.tool, event.tool_input])
        if command is None:
            command = command_of(event.tool_input)
        label = f"{event.tool} `{command_key(command)}`" if command else event.tool
        if signature == self._last:
            self._run += 1
            if len(self._run_lines) < MAX_LOCATED:
                self._run_lines.append(event.line)
        else:
            self._close_run(event.line)
            self._last, self._run, self._run_start, self._run_label = signature, 1, event.line, label
            self._run_lines = [event.line]
        self._last_line = event.line
        self._recent.append((signature, event.line, label))
        self._alternation()

    def _close_run(self, line: int) -> None:
        if self._run >= self.identical_min:
            append_bounded(self.runs, (self._run_label, self._run, self._run_start, self._last_line or line))
            append_bounded(self.run_lines, self._run_lines)

    def finish(self) -> list[tuple[str, int, int, int]]:
        """Runs so far, including one still in progress."""
        runs = list(self.runs)
        if self._run >= self.identical_min:
            runs.append((self._run_label, self._run, self._run_start, self._last_line))
        return runs

    def finish_lines(self) -> list[list[int]]:
        """The call lines of each run of :meth:`finish`, in the same order."""
        lines = list(self.run_lines)
        if self._run >= self.identical_min:
            lines.append(self._run_lines)
        return lines

    def _alternation(self) -> None:
        recent = self._recent
        # A-B-A-B needs the newest to equal the one two back: asked first, most calls end here
        if len(recent) >= 4 and recent[-1][0] == recent[-3][0] and len(self.short_cycles) < MAX_FINDINGS:
            # the last four by index: a deque is not copied for them
            (a, la, _), (b, lb, _), (c, lc, _), (d, ld, _) = recent[-4], recent[-3], recent[-2], recent[-1]
            if a == c and b == d and a != b and not any(lc in cycle for cycle in self.short_cycles[-1:]):
                self.short_cycles.append([la, lb, lc, ld])
        n = self.alternation_min
        recent = self._recent
        if len(recent) < n:
            return
        # most calls end any A-B-A-B at once: the newest equals the one before it, or differs
        # from the one two back; say so without copying the window (this runs on every call)
        if n >= 3 and (recent[-1][0] == recent[-2][0] or recent[-1][0] != recent[-3][0]):
            self._alt_active = False
            return
        window = list(recent)[-n:]
        a, b = window[0][0], window[1][0]
        alternating = a != b and all(sig == (a if i % 2 == 0 else b) for i, (sig, _, _) in enumerate(window))
        if alternating and not self._alt_active:
            append_bounded(self.alternations, (window[0][2], window[1][2], n, window[0][1], window[-1][1]))
            append_bounded(self.alternation_lines, [line for _, line, _ in window][:MAX_LOCATED])
            self._alt_active = True
        elif alternating and self.alternations:
            label_a, label_b, count, first, _ = self.alternations[-1]
            self.alternations[-1] = (label_a, label_b, count + 1, first, window[-1][1])
            if self.alternation_lines and len(self.alternation_lines[-1]) < MAX_LOCATED:
                self.alternation_lines[-1].append(window[-1][1])
        elif not alternating:
            self._alt_active = False


_SOURCE_SUFFIX = re.compile(r"\.(?:py|pyi|go|ts|tsx|js|jsx|mjs|rb|rs|java|kt|cs|php|ex|exs|swift|scala)$")


def phantom_key(name: str) -> str:
    """One key for a path, a module and a target that name the same thing:
    ``payments/services/refund_service.py`` and ``payments.services.refund_service``."""
    name = name.strip("'\"`").lstrip("./")
    name = _SOURCE_SUFFIX.sub("", name.rstrip("/"))
    return ".".join(p for p in re.split(r"[/.:\\]+", name) if p).lower()


@dataclass
class PhantomTracker:
    """Things the agent was told do not exist, and kept using: a file, a make target, the project's
    own module it invented. Told three times, or told and then written into its own code, it is
    working from a picture of the project that is not the project (hallucinated files or APIs)."""

    output_regex: re.Pattern[str]
    reader_regex: re.Pattern[str]
    #: key -> [(kind, name, output line, call line)]
    reports: dict[str, list[tuple[str, str, int, int]]] = field(default_factory=dict)
    #: key -> line of an edit that wrote the missing thing's name after it was reported missing
    built_on: dict[str, int] = field(default_factory=dict)
    #: key -> line of a whole-file write that created the missing file after it was reported missing
    created: dict[str, int] = field(default_factory=dict)
    #: key -> line of the edit that took the missing name out of its code after it was reported (a guess
    #: dropped for another); and key -> (that line, the line of a later edit that wrote it back): the agent
    #: came back to a name it had been told does not exist (cycling through invented names)
    dropped: dict[str, int] = field(default_factory=dict)
    returned: dict[str, tuple[int, int]] = field(default_factory=dict)
    #: the agent's words claiming a change (rules.yaml ``phantom_claim_regex``); and key -> line of such
    #: words naming the missing thing after it was reported: it says it changed what it was told is not there
    claim_regex: re.Pattern[str] | None = None
    claimed: dict[str, int] = field(default_factory=dict)
    #: where the same output says a version exists but was passed over (pip's "Ignored the following versions
    #: that require a different python version: 2.0 Requires-Python >=3.12"): a pin of it is no made-up version
    known_version_regex: re.Pattern[str] | None = None

    def __post_init__(self) -> None:
        # most outputs name nothing missing: a literal check first (core/literals.py)
        self._literals = required_literals(self.output_regex)

    def feed_result(self, event: Event, reader: bool) -> None:
        text = event.output[-8192:]
        if not reader and not may_match(self._literals, text):
            return
        found: list[tuple[str, str]] = []
        if reader and self.reader_regex.search(text[:400]):
            path = input_path(event.tool_input, ("file_path", "path", "notebook_path"))
            if path:
                found.append(("path", path))
        elif reader and not may_match(self._literals, text):
            return  # a reader's answer (a search's hits) that names nothing missing
        else:
            for m in self.output_regex.finditer(text):
                kind, name = next(((k, v) for k, v in m.groupdict().items() if v), ("", ""))
                if kind == "version" and self.known_version_regex is not None:
                    pinned = re.compile(r"(?<![\w.])" + re.escape(name.rsplit("==", 1)[-1]) + r"(?![\w.])")
                    if any(pinned.search(known.group(0)) for known in self.known_version_regex.finditer(text)):
                        continue
                if name:
                    # a tool that lists what it does not have ("Nonexistent flags: --a, --b"): each one told
                    found.extend((kind.rstrip("0123456789"), one) for one in name.split(", ")[:8])
        for kind, name in found[:5]:
            key = phantom_key(name)
            if not key:
                continue
            # an absolute path under the workspace and a module name: the same thing by suffix
            key = next((k for k in self.reports if k.endswith("." + key) or key.endswith("." + k)), key)
            if key not in self.reports and len(self.reports) >= MAX_PATHS:
                continue
            items = self.reports.setdefault(key, [])
            if (kind == "module" and key not in self.built_on
                    and any(earlier == "path" and line < event.line for earlier, _, line, _ in items)):
                # a file the agent was told does not exist, then its code's import of it failing to
                # load: it wrote the guess into its code (seen even where the edit carries no text)
                self.built_on[key] = event.line
            if len(items) < 16 and all(line != event.line for _, _, line, _ in items):
                items.append((kind, name, event.line, event.use_line or event.line))

    def feed_text(self, text: str, line: int) -> None:
        """The agent's own words: a claim of having changed something a tool said does not exist
        ("I've updated `useCartSync.ts`") is building on the guess, in prose instead of in code."""
        if self.claim_regex is None or not self.claim_regex.search(text):
            return
        lowered = text.lower()
        for key, items in list(self.reports.items())[:200]:
            last = key.rsplit(".", 1)[-1]
            if key not in self.claimed and items[0][2] < line and len(last) >= 4 and last in lowered:
                self.claimed[key] = line

    def feed_write(self, path: str, line: int) -> None:
        """A whole file written at a path a tool had said does not exist: the guess built."""
        key = phantom_key(path)
        key = next((k for k in self.reports if k == key or k.endswith("." + key) or key.endswith("." + k)), "")
        if key and key not in self.created and self.reports[key][0][2] < line:
            self.created[key] = line

    def feed_edit(self, words: set[str], line: int,
                  changed: tuple[set[str], set[str], set[str]] | None = None) -> None:
        for key in self.reports:
            last = key.rsplit(".", 1)[-1]
            if key not in self.built_on and (last in words or key.replace(".", "_") in words):
                self.built_on[key] = line
            if changed is None or key in self.returned or self.reports[key][0][2] >= line:
                continue
            added, removed, defined = changed
            if key not in self.dropped:
                if last in removed:
                    self.dropped[key] = line
            elif last in added and last not in defined:
                self.returned[key] = (self.dropped[key], line)


def scaled(t: dict[str, float], name: str, extra: float) -> float:
    """A weight that grows with how far past its threshold a finding is, capped:
    ``min(<name>_cap, <name>_base + <name>_step * extra)`` from the thresholds."""
    return min(t[f"{name}_cap"], t[f"{name}_base"] + t[f"{name}_step"] * max(0.0, extra))


def _repeats(lines: list[int], what: str, budget: list[int]) -> list[Evidence]:
    """Each repeat of a loop, located (no weight of its own: the loop's finding carries it),
    so a reader sees the calls themselves, not only where the loop began. ``budget`` bounds
    them over the whole run (an endless loop of loops stays a short list)."""
    take = lines[1:1 + max(0, budget[0])]
    budget[0] -= len(take)
    return [Evidence("model_confusion", "loop.repeat_call", "events", what, 0.0, line=line) for line in take]


def structural_evidence(edits: EditTracker, calls: CallTracker, t: dict[str, float]) -> list[Evidence]:
    """Behavioural evidence from the trackers (everything but task-relative checks)."""
    out: list[Evidence] = []
    budget = [MAX_LOCATED_TOTAL]
    same_reads = calls.finish_same_reads()
    # the calls of a same-read finding that were also in a row are that finding's, counted once
    covered = {line for _, lines, _, _ in same_reads for line in lines}
    for label, lines, count, longest in same_reads:
        out.append(Evidence("model_confusion", "loop.same_read", "events",
                            f"made the same read {count} times with nothing changed in between, so it got the same "
                            f"answer each time: {label} (lines {lines[0]}-{lines[-1]})",
                            scaled(t, "repeat", count - t["identical_calls"]), line=lines[0], field="input"))
        out += _repeats(lines, f"the same read again: {label}", budget)
    for (label, count, first, last), lines in zip(calls.finish(), calls.finish_lines()):
        if first in covered:
            continue
        weight = scaled(t, "repeat", count - t["identical_calls"])
        out.append(Evidence("model_confusion", "loop.identical_calls", "events",
                            f"{count} identical calls in a row: {label} (lines {first}-{last})", weight,
                            line=first, note=f"until line {last}"))
        out += _repeats(lines, f"the same call again: {label}", budget)
    for (label_a, label_b, count, first, last), lines in zip(calls.alternations, calls.alternation_lines):
        out.append(Evidence("model_confusion", "loop.alternation", "events",
                            f"alternated {count} times between {label_a} and {label_b} (lines {first}-{last})",
                            scaled(t, "alternation", count - t["alternation_min"]), line=first))
        out += _repeats(lines, f"the {label_a} / {label_b} cycle again", budget)
    if len(edits.reverts) >= t["revert_min"]:
        weight = scaled(t, "revert", len(edits.reverts) - t["revert_min"])
        for what, line in edits.reverts[:10]:
            out.append(Evidence("model_confusion", "loop.shell_revert", "events",
                                f"undid its own change through the shell ({inert_text(what, 80)}), "
                                f"{len(edits.reverts)} times in the run", weight, line=line))
        for line in edits.undone_edits[:10]:
            out.append(Evidence("model_confusion", "loop.undone_edit", "events",
                                "an edit it later threw away through the shell", 0.0, line=line, field="input"))
    for path, first, line in edits.oscillations[:10]:
        out.append(Evidence("model_confusion", "loop.edit_undo", "events",
                            f"undid its own edit of {inert_text(path, 100)} (edit at line {first} reversed)",
                            t["oscillation_weight"], line=line))
        # where the undone version was made, and a deletion in between: located with it, counted once
        between = [at for p, at in edits.own_deletions if p == path and first < at < line]
        for at in [first, *between[:2]]:
            out.append(Evidence("model_confusion", "loop.edit_undo", "events",
                                f"the version of {inert_text(path, 100)} it later returned to"
                                if at == first else f"deleted {inert_text(path, 100)}, which it had written",
                                0.0, line=at, field="input"))
    return out
