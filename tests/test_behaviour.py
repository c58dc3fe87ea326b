"""Behaviour detectors (issue 8, classes 4 and 5): test weakening in every framework, only-test
edits, oscillation through the shell, identical failures round after round, repo-wide mechanical
changes, and evidence that points at the edit calls."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from retriage.core.config import default_config
from retriage.core.report import diagnose_dir
from tests import streams_kit as kit

CONFIG = default_config()
PROMPT = "# T-9: fix the rounding\n\nFix `billing/tax.py` so `pytest tests/test_tax.py` passes.\n"
FAIL = "FAILED tests/test_tax.py::test_half_up - AssertionError: assert Decimal('0.12') == Decimal('0.13')\n1 failed in 0.1s"


def diagnose(tmp_path: Path, events: str, prompt: str = PROMPT, **kwargs):
    return diagnose_dir(kit.make_run(tmp_path, "run-1", events, prompt=prompt, **kwargs), CONFIG).diagnosis


@pytest.mark.parametrize(("path", "old", "new"), [
    ("tests/test_tax.py", "def test_half_up():", "@pytest.mark.xfail(reason='flaky')\ndef test_half_up():"),
    ("tests/test_tax.py", "def test_half_up(self):", "@unittest.skip('later')\ndef test_half_up(self):"),
    ("tests/test_tax.py", "def test_half_up(self):", "def test_half_up(self):\n        self.skipTest('later')"),
    ("billing/tax_test.go", "func TestHalfUp(t *testing.T) {", "func TestHalfUp(t *testing.T) {\n\tt.Skip(\"flaky\")"),
    ("src/tax.rs", "#[test]\nfn half_up() {", "#[test]\n#[ignore]\nfn half_up() {"),
    ("src/tax.test.ts", "it('rounds half up', () => {", "it.skip('rounds half up', () => {"),
    ("src/tax.test.ts", "it('rounds half up', () => {", "xit('rounds half up', () => {"),
    ("src/tax.test.ts", "it('rounds half up', () => {", "test.todo('rounds half up');\nit('x', () => {"),
    ("src/test/java/TaxTest.java", "@Test\nvoid halfUp() {", "@Disabled\n@Test\nvoid halfUp() {"),
    ("spec/tax_spec.rb", "it 'rounds half up' do", "it 'rounds half up' do\n    pending 'later'"),
    ("tests/test_tax.py", "assert tax(0.125) == 0.13", "assert tax(0.125) == pytest.approx(0.13, abs=0.1)"),
    ("src/tax.test.ts", "expect(tax(0.125)).toBe(0.13);", "expect(tax(0.125)).toBeGreaterThan(0);"),
    ("spec/tax_spec.rb", "expect(tax(0.125)).to eq(0.13)", "expect(tax(0.125)).to be_a(Float)"),
])
def test_weakening_a_test_in_any_framework_is_test_misunderstanding(tmp_path: Path, path: str, old: str, new: str):
    events = (kit.init() + kit.bash("pytest -q", FAIL, exit_code=1) + kit.edit(f"/w/{path}", old, new)
              + kit.edit("/w/billing/tax.py", "round(x, 2)", "round(x, 3)")
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "test_misunderstanding", (d.scores, [e.text for e in d.evidence[:4]])
    assert d.winning_evidence[0].rule == "tests.weakened" and d.winning_evidence[0].line == 4


def test_writing_the_actual_output_in_as_the_expected_value_is_weakening(tmp_path: Path):
    out = "--- FAIL: TestHalfUp (0.00s)\n    tax_test.go:12: got: 12, want 13\nFAIL"
    events = (kit.init() + kit.bash("go test ./...", out, exit_code=1)
              + kit.edit("/w/billing/tax_test.go", '{"half", 0.125, 13},', '{"half", 0.125, 12},')
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt="# T: fix rounding in `billing/tax.go`\n")
    assert d.mode == "test_misunderstanding"
    assert any("the output it got" in e.text for e in d.winning_evidence)


def test_a_run_that_only_changed_tests_when_the_task_named_code_is_test_misunderstanding(tmp_path: Path):
    change = kit.line({"type": "item.completed", "item": {"id": "i1", "type": "file_change", "status": "completed",
                                                          "changes": [{"path": "/w/tests/test_tax.py", "kind": "update"}]}})
    events = (kit.line({"type": "thread.started", "thread_id": "t"}) + kit.line({"type": "turn.started"}) + change
              + kit.line({"type": "turn.completed", "usage": {}}))
    d = diagnose(tmp_path, events, result_json={"success": False, "summary": "review: tax.py unchanged"})
    assert d.mode == "test_misunderstanding"
    assert d.winning_evidence[0].rule == "tests.only_tests_edited" and d.winning_evidence[0].line == 3


def test_only_test_edits_are_fine_when_the_task_asks_for_tests(tmp_path: Path):
    events = kit.init() + kit.edit("/w/tests/test_tax.py", "x = 1", "x = 2") + kit.result("done", is_error=True)
    d = diagnose(tmp_path, events, prompt="# T: add tests for `billing/tax.py`\n\nWrite unit tests for tax().\n")
    assert "tests.only_tests_edited" not in {e.rule for e in d.evidence}


@pytest.mark.parametrize("revert", ["git checkout -- billing/tax.py", "git restore billing/tax.py",
                                    "bash -lc 'git checkout HEAD -- billing/tax.py'"])
def test_edit_then_revert_through_the_shell_round_after_round_is_model_confusion(tmp_path: Path, revert: str):
    events = kit.init()
    for _ in range(3):
        events += (kit.edit("/w/billing/tax.py", "round(x, 2)", "round(x + 0, 2)") + kit.bash("pytest -q", FAIL, exit_code=1)
                   + kit.bash(revert, ""))
    d = diagnose(tmp_path, events, state="Failed")
    assert d.mode == "model_confusion"
    rules = {e.rule for e in d.winning_evidence}
    assert {"loop.shell_revert", "loop.same_failure"} <= rules
    lines = {e.line for e in d.winning_evidence}
    assert {5, 11, 17} <= lines  # the test outputs, each located


def test_git_stash_and_pop_cycles_are_oscillation(tmp_path: Path):
    events = kit.init() + kit.edit("/w/billing/tax.py", "a", "b")
    for _ in range(3):
        events += kit.bash("git stash", "Saved working directory") + kit.bash("pytest -q", FAIL, exit_code=1)
        events += kit.bash("git stash pop", "Dropped refs/stash@{0}") + kit.bash("pytest -q", FAIL, exit_code=1)
    d = diagnose(tmp_path, events)
    assert d.mode == "model_confusion"
    assert sum(e.rule == "loop.shell_revert" for e in d.evidence) == 3


def test_sed_and_its_reverse_are_an_undo(tmp_path: Path):
    events = (kit.init() + kit.bash("sed -i 's/round_half_even/round_half_up/' billing/tax.py", "")
              + kit.bash("pytest -q", FAIL, exit_code=1)
              + kit.bash("sed -i 's/round_half_up/round_half_even/' billing/tax.py", "")
              + kit.bash("sed -i 's/round_half_even/round_half_up/' billing/tax.py", "")
              + kit.bash("sed -i 's/round_half_up/round_half_even/' billing/tax.py", ""))
    d = diagnose(tmp_path, events)
    assert sum(e.rule == "loop.shell_revert" for e in d.evidence) >= 2


def test_one_revert_to_try_another_approach_is_not_a_loop(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/billing/tax.py", "a", "b") + kit.bash("pytest -q", FAIL, exit_code=1)
              + kit.bash("git checkout -- billing/tax.py", "") + kit.edit("/w/billing/tax.py", "a", "c")
              + kit.bash("pytest -q", "1 passed in 0.1s") + kit.result("done", is_error=True))
    assert diagnose(tmp_path, events).scores["model_confusion"] < 1.0


@pytest.mark.parametrize("command", ["bundle exec rubocop -A", "npx prettier --write .", "black .",
                                     "ruff check --fix .", "find src -name '*.cpp' | xargs clang-format -i",
                                     "npm update", "cargo update", "go get -u ./..."])
def test_a_repo_wide_mechanical_change_for_a_small_task_is_scope_creep(tmp_path: Path, command: str):
    events = (kit.init() + kit.edit("/w/billing/tax.py", "round(x, 2)", "quantize(x)")
              + kit.bash(command, "done") + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, taskrun={"files_changed": 40})
    assert d.mode == "scope_creep"
    assert 5 in {e.line for e in d.winning_evidence}  # the command's line, not only a count


def test_a_check_only_formatter_run_is_not_a_change(tmp_path: Path):
    events = kit.init() + kit.bash("ruff format --check src tests", "12 files already formatted") + kit.result("x", is_error=True)
    assert "scope.mechanical" not in {e.rule for e in diagnose(tmp_path, events).evidence}


def test_a_wide_change_the_task_asked_for_is_not_scope_creep(tmp_path: Path):
    events = kit.init() + kit.bash("npx prettier --write .", "done") + kit.result("x", is_error=True)
    prompt = "# T: reformat the codebase\n\nRun prettier across the whole codebase.\n"
    d = diagnose(tmp_path, events, prompt=prompt, taskrun={"files_changed": 30})
    assert d.mode != "scope_creep"


def test_scope_creep_from_a_count_points_at_the_edit_calls(tmp_path: Path):
    events = kit.init()
    for n in range(14):
        events += kit.edit(f"/w/pkg/mod{n}.py", "a", "b")
    d = diagnose(tmp_path, events + kit.result("x", is_error=True), taskrun={"files_changed": 60})
    assert d.mode == "scope_creep"
    assert {2, 4, 6} <= {e.line for e in d.winning_evidence}


def test_wrong_approach_points_at_every_unrelated_edit(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/billing/config.py", "a", "b") + kit.edit("/w/docs/tax.md", "a", "b")
              + kit.result("x", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "wrong_approach"
    assert {2, 4} <= {e.line for e in d.winning_evidence}


def test_a_bypassed_check_that_still_fails_is_not_recovered(tmp_path: Path):
    engine = ('error vitest@3.0.5: The engine "node" is incompatible with this module. Expected version ">=18". '
              'Got "16.20.2"\nerror Found incompatible module.')
    events = (kit.init() + kit.bash("yarn install --frozen-lockfile", engine, exit_code=1)
              + kit.bash("yarn install --ignore-engines && yarn vitest run",
                         "SyntaxError: The requested module 'node:util' does not provide an export named 'styleText'",
                         exit_code=1) + kit.result("x", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "dependency_missing"
    assert not any(e.recovered for e in d.evidence_for("dependency_missing"))


@pytest.mark.parametrize("revert", ["git checkout .", "git restore .", "git reset --hard"])
def test_reverting_everything_round_after_round_is_oscillation(tmp_path: Path, revert: str):
    events = kit.init()
    for _ in range(3):
        events += (kit.edit("/w/billing/tax.py", "round(x, 2)", "round(x + 0, 2)") + kit.bash("pytest -q", FAIL, exit_code=1)
                   + kit.bash(revert, ""))
    d = diagnose(tmp_path, events)
    assert d.mode == "model_confusion"
    assert sum(e.rule == "loop.shell_revert" for e in d.evidence) == 3


def test_a_branch_checkout_is_not_a_revert(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/billing/tax.py", "a", "b") + kit.bash("git checkout -b fix/tax", "")
              + kit.bash("git checkout main", "") + kit.result("x", is_error=True))
    assert "loop.shell_revert" not in {e.rule for e in diagnose(tmp_path, events).evidence}
