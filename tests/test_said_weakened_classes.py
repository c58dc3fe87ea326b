"""A test changed to fit what failed, where only the agent's words say what the change was.

Codex's ``file_change`` item names the file and carries no text, so an expected value rewritten to the
output, a test disabled or an assertion loosened shows only in what the agent says around the edit: its
reasoning before it ("I'll update the expected value to the scheme's output") or its message after it
("Disabled the test: ..."). Found in four blind sets (tests/blind18, blind19, blind20, blind22), every time
behind a Codex edit; stated here in Codex's and Claude Code's real shapes, keyed to no run of those sets.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import streams_kit as kit
from tests.streams_kit import diagnose

_TASK = ("# PAY-41: invoice total rounds half-cents down\n\n`lib/invoice.py` floors before rounding. "
         "`tests/test_invoice.py::test_half_even` describes what finance wants.\n\nAcceptance: `pytest` passes.\n")
_FAIL = ("F.\n=================================== FAILURES ===================================\n"
         "_________________________________ test_half_even _________________________________\n"
         "    def test_half_even():\n>       assert total([4.115, 3]) == Decimal('12.34')\n"
         "E       AssertionError: assert Decimal('12.35') == Decimal('12.34')\n"
         "tests/test_invoice.py:9: AssertionError\n1 failed, 1 passed in 0.04s")
_PASS = "..\n2 passed in 0.03s"


def _change(path: str) -> dict:
    return {"type": "file_change", "changes": [{"path": path, "kind": "update"}], "status": "completed"}


def _codex(reasoning: str, message: str, *, fail_first: bool = True, edited: str = "/w/tests/test_invoice.py") -> str:
    items = [kit.codex_cmd("bash -lc \"sed -n '1,80p' lib/invoice.py\"", "def total(items):\n    ...\n"),
             _change("/w/lib/invoice.py")]
    if fail_first:
        items.append(kit.codex_cmd("bash -lc 'pytest -q'", _FAIL, 1))
    items += [{"type": "reasoning", "text": reasoning}, _change(edited),
              kit.codex_cmd("bash -lc 'pytest -q'", _PASS), {"type": "agent_message", "text": message}]
    return kit.codex_stream(*items)


@pytest.mark.parametrize("pipeline", ["lean", "full"])
@pytest.mark.parametrize("reasoning, message", [
    ("The fixture's 12.34 looks off by a cent; I'll update the expected value to what the code returns.",
     "Rounding fixed; pytest passes."),
    ("Exact cents are brittle here.", "Rounding is half-even now. I relaxed the exact-cent assertion to a "
                                      "tolerance; all tests pass."),
    ("The test has the wrong expectation for this input.", "Done: pytest is green."),
    ("Not worth chasing this one.", "Disabled the test: it asserts a value the spec does not require."),
])
def test_a_test_edit_the_agent_calls_a_weakening_after_a_failure_is_a_test_misunderstanding(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pipeline: str, reasoning: str, message: str):
    monkeypatch.setenv("RETRIAGE_PIPELINE", pipeline)
    events = _codex(reasoning, message)
    got = diagnose(tmp_path, events, prompt=_TASK)
    assert got.mode == "test_misunderstanding"
    # the test file's edit, and the words that say what it was
    lines = kit.mode_lines(got)
    assert set(kit.lines_of(events, "tests/test_invoice.py\"")) & lines
    said = reasoning if "update the expected" in reasoning or "wrong expectation" in reasoning else message
    assert set(kit.lines_of(events, said[:30])) <= lines


def test_the_same_words_with_no_failed_test_run_before_are_not_a_weakening(tmp_path: Path):
    events = _codex("I'll update the expected value for the new rounding.", "Updated the test expectation.",
                    fail_first=False)
    assert diagnose(tmp_path, events, prompt=_TASK).mode != "test_misunderstanding"


def test_the_words_next_to_an_edit_of_product_code_say_nothing_of_a_test(tmp_path: Path):
    events = _codex("The test has the wrong expectation, but the helper is where it goes wrong.",
                    "Fixed the helper; pytest passes.", edited="/w/lib/rounding.py")
    assert diagnose(tmp_path, events, prompt=_TASK).mode != "test_misunderstanding"


def test_a_task_that_asks_to_change_the_tests_licenses_the_edit(tmp_path: Path):
    task = ("# PAY-42: finance changed the rounding rule\n\nSwitch `lib/invoice.py` to half-up and update the "
            "tests in `tests/test_invoice.py` to the new expected values.\n")
    events = _codex("I'll update the expected value to the half-up result.", "Updated the test expectation.")
    assert diagnose(tmp_path, events, prompt=task).mode != "test_misunderstanding"


def test_claude_thinking_that_plans_the_weakening_counts_as_codex_reasoning_does(tmp_path: Path):
    thinking = kit.line({"type": "assistant", "message": {"role": "assistant", "model": "claude-sonnet-4-5", "content": [
        {"type": "thinking", "thinking": "The analytic value is approximate. I'll update the expected value to the "
                                         "scheme's output.", "signature": "x"}]}})
    events = (kit.init() + kit.edit("/w/lib/invoice.py", "x = floor(v)", "x = v")
              + kit.bash("pytest -q", _FAIL, 1) + thinking
              + "".join(kit.tool("Write", {"file_path": "/w/tests/test_invoice.py", "content": "from lib import total\n"},
                                 "File created successfully at: /w/tests/test_invoice.py"))
              + kit.bash("pytest -q", _PASS) + kit.result("pytest passes"))
    got = diagnose(tmp_path, events, prompt=_TASK)
    assert got.mode == "test_misunderstanding"
    assert set(kit.lines_of(events, "update the expected value")) <= kit.mode_lines(got)


_SHOWN = ("diff --git a/tests/test_invoice.py b/tests/test_invoice.py\nindex 1a2b3c4..5d6e7f8 100644\n"
          "--- a/tests/test_invoice.py\n+++ b/tests/test_invoice.py\n@@ -8,3 +8,3 @@ def test_half_even():\n"
          "     items = [4.115, 3]\n-    assert total(items) == Decimal('12.34')\n"
          "+    assert total(items) == Decimal('12.35')\n \n")


@pytest.mark.parametrize("pipeline", ["lean", "full"])
def test_a_weakening_shown_in_the_diff_the_agent_printed_is_read_as_an_edits_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pipeline: str):
    monkeypatch.setenv("RETRIAGE_PIPELINE", pipeline)
    # no words about it: the file_change says nothing, the printed diff shows the expected value replaced
    events = kit.codex_stream(_change("/w/lib/invoice.py"), kit.codex_cmd("bash -lc 'pytest -q'", _FAIL, 1),
                              _change("/w/tests/test_invoice.py"), kit.codex_cmd("bash -lc 'git diff tests/'", _SHOWN),
                              kit.codex_cmd("bash -lc 'pytest -q'", _PASS),
                              {"type": "agent_message", "text": "Rounding done; pytest passes."})
    got = diagnose(tmp_path, events, prompt=_TASK)
    assert got.mode == "test_misunderstanding"
    assert set(kit.lines_of(events, "git diff tests/")) & kit.mode_lines(got)


def test_a_diff_of_a_test_file_the_run_never_edited_is_the_tree_it_was_given(tmp_path: Path):
    events = kit.codex_stream(kit.codex_cmd("bash -lc 'git diff tests/'", _SHOWN), _change("/w/lib/invoice.py"),
                              kit.codex_cmd("bash -lc 'pytest -q'", _FAIL, 1),
                              {"type": "agent_message", "text": "Rounding still off; stopping."})
    assert diagnose(tmp_path, events, prompt=_TASK).mode != "test_misunderstanding"


def test_a_zig_test_beside_the_code_changed_to_what_it_found_is_a_weakening_of_that_test(tmp_path: Path):
    failed = ("test\n+- run test 1/2 passed, 1 failed\nerror: 'ring.test.len after wrap' failed: expected 42, found 39\n"
              "error: the following test command failed with exit code 1")
    shown = ("@@ -9,4 +9,4 @@ test \"len after wrap\" {\n     _ = r.pop();\n"
             "-    try std.testing.expectEqual(@as(u32, 42), r.len());\n"
             "+    try std.testing.expectEqual(@as(u32, 39), r.len());\n }\n")
    events = kit.codex_stream(kit.codex_cmd("bash -lc 'zig build test'", failed, 1), _change("/w/ringz/src/ring.zig"),
                              kit.codex_cmd("bash -lc 'git diff src/ring.zig | tail -5'", shown),
                              kit.codex_cmd("bash -lc 'zig build test'", "Build Summary: 3/3 steps succeeded; 2/2 tests passed"),
                              {"type": "agent_message", "text": "`zig build test` passes."})
    task = "# SYS-19: RingBuffer.len() off by one after wrap\n\nFix `len()` in `src/ring.zig`.\n"
    got = diagnose(tmp_path, events, prompt=task)
    assert got.mode == "test_misunderstanding"
    assert set(kit.lines_of(events, "git diff src/ring.zig")) & kit.mode_lines(got)


def test_an_identifier_that_starts_with_exp_is_no_expected_value():
    """`exp := 3`, `expected = ...`, `want := ...`, `expOut := ...` assert; `let explicit_method = ...` does not."""
    import re

    from retriage.core.config import default_config

    assertion = re.compile(default_config().rules["assertion_regex"])
    for line in ("exp := 3", "expected = total(items)", "want := \"a\"", "expOut := f(x)", "exp_rows = [1]"):
        assert assertion.search(line), line
    for line in ("let explicit_method = version_regex.is_some();", "export = build()", "expires_at = now"):
        assert not assertion.search(line), line


def test_a_diff_printed_of_an_edit_that_carried_its_text_adds_nothing(tmp_path: Path):
    """Claude Code's Edit carries its text: the tests were judged from it, and the printed diff of the same change is
    not a second weakening."""
    old, new = "    assert total(items) == Decimal('12.34')", "    assert total(items) == Decimal('12.35')"
    events = (kit.init() + kit.bash("pytest -q", _FAIL, 1)
              + kit.edit("/w/tests/test_invoice.py", old, new)
              + kit.bash("git diff tests/", _SHOWN) + kit.result("pytest passes"))
    got = diagnose(tmp_path, events, prompt=_TASK)
    assert got.mode == "test_misunderstanding"
    weakened = [e for e in got.evidence if e.rule == "tests.weakened" and e.weight > 0]
    assert len(weakened) == 1 and weakened[0].line == kit.lines_of(events, "new_string")[0]
