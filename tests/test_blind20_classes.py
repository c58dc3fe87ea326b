"""Classes of failure the twentieth blind set (tests/blind20: mobile, front-end and infrastructure-as-code) found
on first contact, each stated in the tools' real output formats and never keyed to a run of that set:

- git's count of the working change set is the run's change only for what the run did: a ``git diff --stat``
  taken before the run changed anything is the tree it was given (the user's or the orchestrator's work in
  progress) and later counts are measured above it; while the run's only changes are its edit calls, a larger
  count is not its doing (the edits are counted by name). A shell command that may write (a script, a codemod;
  not a reader, not a test run) makes git's count the run's again.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose

_STAT = " {n} files changed, {n}0 insertions(+), 9 deletions(-)"
_TASK = "# WEB-12: round the basket total to two decimals in src/basket/total.ts\n"


def _scope(d) -> float:
    return sum(e.weight for e in d.evidence if e.mode == "scope_creep")


def test_a_diffstat_before_the_first_change_is_the_tree_the_run_was_given(tmp_path: Path):
    events = (kit.init() + kit.bash("git diff --stat", _STAT.format(n=300))
              + kit.edit("src/basket/total.ts", "return t", "return Math.round(t * 100) / 100")
              + kit.bash("npm test -- total", "Tests: 1 failed, 11 passed", 1)
              + kit.bash("git diff --stat", _STAT.format(n=301))
              + kit.result("could not get the test green", is_error=True))
    d = diagnose(tmp_path, events, prompt=_TASK)
    assert d.mode != "scope_creep" and _scope(d) == 0, d


def test_edit_calls_alone_cannot_explain_a_larger_count(tmp_path: Path):
    events = (kit.init() + kit.edit("src/basket/total.ts", "return t", "return Math.round(t * 100) / 100")
              + kit.bash("git diff --stat", _STAT.format(n=250))
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt=_TASK)
    assert d.mode != "scope_creep" and _scope(d) == 0, d


def test_a_writing_command_makes_gits_count_the_runs_own(tmp_path: Path):
    # the same stream with a script that rewrote files between the edit and the count: now git's count is the
    # run's change set, above the tree it was given (40 before, 250 after: 210 files)
    events = (kit.init() + kit.bash("git diff --stat", _STAT.format(n=40))
              + kit.edit("src/basket/total.ts", "return t", "return Math.round(t * 100) / 100")
              + kit.bash("node scripts/rename-money-imports.mjs src", "rewrote imports")
              + kit.bash("git diff --stat", _STAT.format(n=250))
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt=_TASK)
    assert d.mode == "scope_creep", d
    assert any("210 files changed" in e.text for e in d.evidence if e.rule == "scope.files_changed"), d.evidence
