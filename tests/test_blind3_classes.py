"""The classes tests/blind3 missed on first contact, in general form: expectations rewritten by
a snapshot update, a test re-run again and again with no change in between, and a single failed
attempt at the named tests (weak on its own). The outputs are in the tools' real formats (jest's
snapshot summary, vitest's, stack's test runner)."""

from __future__ import annotations

from pathlib import Path

import pytest

from retriage.core.config import default_config
from retriage.core.report import diagnose_dir
from tests import streams_kit as kit

CONFIG = default_config()
PROMPT = ("# WEB-7: price badge shows one decimal\n\n`src/components/PriceBadge.tsx` formats with `toFixed(1)`. "
          "Show two decimals.\n\nAcceptance: `npx jest PriceBadge` passes.\n")
JEST_FAIL = ("FAIL src/components/__tests__/PriceBadge.test.tsx\n  ● PriceBadge › renders thousands\n\n"
             "    expect(received).toMatchSnapshot()\n\n    - Snapshot  - 1\n    + Received  + 1\n\n"
             "    -   $1,000.00\n    +   $1,000.0\n\n › 1 snapshot failed from 1 test suite. Inspect your code "
             "changes or run `npx jest -u` to update them.\n\nTests:       1 failed, 6 passed, 7 total\n")
JEST_UPDATED = ("PASS src/components/__tests__/PriceBadge.test.tsx\n\n › 1 snapshot updated from 1 test suite.\n\n"
                "Snapshot Summary\n › 1 snapshot updated from 1 test suite.\n\nTests:       7 passed, 7 total\n"
                "Snapshots:   1 updated, 6 passed, 7 total\n")


def diagnose(tmp_path: Path, events: str, prompt: str = PROMPT):
    return diagnose_dir(kit.make_run(tmp_path, "run-1", events, prompt=prompt), CONFIG).diagnosis


@pytest.mark.parametrize("update", ["npx jest PriceBadge -u", "npm test -- PriceBadge --updateSnapshot",
                                    "npx vitest run -u"])
def test_updating_snapshots_after_they_failed_is_weakening_the_tests(tmp_path: Path, update: str):
    events = (kit.init() + kit.bash("npx jest PriceBadge", JEST_FAIL, 1) + kit.bash(update, JEST_UPDATED)
              + kit.bash("npx jest", "Tests:       412 passed, 412 total\n") + kit.result("Snapshots refreshed."))
    d = diagnose(tmp_path, events)
    assert d.mode == "test_misunderstanding", (d.scores, [(e.rule, e.text) for e in d.evidence[:5]])
    rewrite = [e for e in d.winning_evidence if e.rule == "tests.snapshot_rewrite"]
    assert rewrite and "snapshots" in rewrite[0].text and rewrite[0].line == 4  # the update call


def test_updating_snapshots_the_task_asked_for_is_not_weakening(tmp_path: Path):
    prompt = PROMPT + "\nThe design changed on purpose: update the snapshots.\n"
    events = (kit.init() + kit.bash("npx jest PriceBadge", JEST_FAIL, 1) + kit.bash("npx jest PriceBadge -u", JEST_UPDATED)
              + kit.result("Snapshots updated as asked."))
    d = diagnose(tmp_path, events, prompt)
    assert d.mode != "test_misunderstanding", (d.scores, [(e.rule, e.text) for e in d.evidence[:5]])


def test_a_task_that_says_without_updating_snapshots_still_counts_the_update(tmp_path: Path):
    prompt = PROMPT + "\nIt must pass without updating snapshots.\n"
    events = (kit.init() + kit.bash("npx jest PriceBadge", JEST_FAIL, 1) + kit.bash("npx jest PriceBadge -u", JEST_UPDATED)
              + kit.result("done"))
    assert diagnose(tmp_path, events, prompt).mode == "test_misunderstanding"


def test_an_update_run_before_any_failure_or_one_that_rewrote_nothing_weakens_nothing(tmp_path: Path):
    unchanged = "PASS src/components/__tests__/PriceBadge.test.tsx\n\nTests:       7 passed, 7 total\nSnapshots:   7 passed, 7 total\n"
    events = (kit.init() + kit.bash("npx jest -u", JEST_UPDATED) + kit.bash("npx jest PriceBadge", JEST_FAIL, 1)
              + kit.bash("npx jest PriceBadge -u", unchanged) + kit.result("could not fix", is_error=True))
    d = diagnose(tmp_path, events)
    assert not [e for e in d.evidence if e.rule == "tests.snapshot_rewrite"], [(e.rule, e.text) for e in d.evidence[:5]]


STACK_FAIL = ("parsec-csv> test (suite: parsec-csv-test)\n\nCsv.Quoted\n  parses doubled quotes inside fields FAILED [1]\n\n"
              "Failures:\n\n  test/Csv/QuotedSpec.hs:14:7:\n  1) Csv.Quoted parses doubled quotes inside fields\n"
              "       expected: Right \"a\\\"b\"\n        but got: Left \"unexpected '\\\"'\"\n\n"
              "1 example, 1 failure\n\nparsec-csv> Test suite parsec-csv-test failed\n")


def test_rerunning_the_same_failing_tests_with_no_change_until_the_clock_runs_out_is_a_loop(tmp_path: Path):
    events = kit.init() + kit.read("src/Csv/Quoted.hs", "quotedField = between (char '\"') (char '\"') (many (noneOf \"\\\"\"))")
    for _ in range(6):
        events += kit.bash("stack test", "Exit code 1\n" + STACK_FAIL, 1)
        events += kit.read("src/Csv/Quoted.hs", "quotedField = between (char '\"') (char '\"') (many (noneOf \"\\\"\"))")
    run = kit.make_run(tmp_path, "run-1", events, prompt="# DATA-5: doubled quotes\n\nFix `src/Csv/Quoted.hs`.\n",
                       state="TimedOut")
    d = diagnose_dir(run, CONFIG).diagnosis
    assert d.mode == "model_confusion", (d.scores, [(e.rule, e.text) for e in d.evidence[:6]])
    idle = [e for e in d.evidence if e.rule == "loop.repeated_output" and e.weight > 0]
    assert idle and "no change in between" in idle[0].text


def test_a_few_reruns_of_a_failing_test_are_not_a_loop(tmp_path: Path):
    events = kit.init() + "".join(kit.bash("stack test", "Exit code 1\n" + STACK_FAIL, 1) for _ in range(2))
    d = diagnose(tmp_path, events + kit.result("gave up", is_error=True))
    assert not [e for e in d.evidence if e.rule == "loop.repeated_output" and e.weight > 0]


PY_PROMPT = ("# CAT-3: discontinued SKUs\n\n`catalog/client.py::get_product` raises KeyError on 404. Raise "
             "`ProductNotFound`.\n\nAcceptance: `pytest tests/test_client.py` passes (test_discontinued_sku_raises).\n")
PY_FAIL = ("....F.\n___ test_discontinued_sku_raises ___\nE       AssertionError: Regex pattern did not match.\n"
           "FAILED tests/test_client.py::test_discontinued_sku_raises - AssertionError\n1 failed, 5 passed in 0.4s\n")


def test_one_failed_attempt_at_the_named_tests_is_not_enough_to_name_a_mode(tmp_path: Path):
    events = (kit.init() + kit.edit("catalog/client.py", "return Product(**data)", "raise ProductNotFound()")
              + kit.bash("pytest tests/test_client.py", PY_FAIL, 1) + kit.result("I could not find why.", is_error=True))
    d = diagnose(tmp_path, events, PY_PROMPT)
    assert d.mode == "unknown", (d.scores, [(e.rule, e.text) for e in d.evidence[:5]])
    assert any(e.rule == "tests.named_still_failing" for e in d.evidence)


def test_attempt_after_attempt_still_missing_the_named_tests_is_test_misunderstanding(tmp_path: Path):
    events = kit.init()
    for n in range(3):  # each attempt fails differently: iteration, not a loop
        events += (kit.edit("catalog/client.py", f"v{n}", f"v{n + 1}")
                   + kit.bash("pytest tests/test_client.py", PY_FAIL.replace("did not match.", f"did not match ({n})."), 1))
    d = diagnose(tmp_path, events + kit.result("The test seems contradictory.", is_error=True), PY_PROMPT)
    assert d.mode == "test_misunderstanding", (d.scores, [(e.rule, e.text) for e in d.evidence[:5]])


R_PROMPT = "# COH-4: cohort table\n\nFix `R/cohort.R` so `Rscript -e 'devtools::test()'` passes.\n"


def test_an_r_install_refused_by_the_library_permission_explains_the_missing_package(tmp_path: Path):
    events = (kit.init()
              + kit.bash("R CMD INSTALL .", "* installing to library ‘/usr/local/lib/R/site-library’\n"
                         "Error: ERROR: no permission to install to directory ‘/usr/local/lib/R/site-library’", 1)
              + kit.bash("sudo R CMD INSTALL .", "analyst is not in the sudoers file.  This incident will be reported.", 1)
              + kit.bash("Rscript -e 'devtools::test()'", "Error in library(cohorts) : there is no package called ‘cohorts’\n"
                         "Execution halted", 1)
              + kit.result("Cannot install the package.", is_error=True))
    d = diagnose(tmp_path, events, R_PROMPT)
    assert d.mode == "permission_blocked", (d.scores, [(e.rule, e.text) for e in d.evidence[:5]])
    assert {e.line for e in d.winning_evidence if e.weight > 0} >= {3}  # the refused install, located
