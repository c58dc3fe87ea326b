"""Behaviour classes the tenth blind set (tests/blind10) found, each stated in other stacks and formats
than the set's own runs, with a near-miss that must not change:

- an agent that says it is doing "X as requested" or that "the ticket asks for X" when nothing of X is in
  the task has lost the task (model_confusion), though its edits are also outside the task; the same words
  about what the task does ask for are not confusion;
- a compiler warning switched off for one file (`#pragma GCC diagnostic ignored`, GHC's
  `{-# OPTIONS_GHC -Wno-x #-}`, Scala's `@nowarn`) instead of fixing what it reports is a suppressed check,
  unless the task asks to silence it;
- every error caught at once, fatal ones too (`catch (Throwable t)`, Kotlin's `catch (e: Throwable)`,
  Scala's `case _: Throwable =>`), is a workaround, unless the task asks to catch errors;
- a member the compiler says a type lacks (Swift's `has no member`, C#'s CS1061, Scala's `is not a member
  of`), written again after being told, is an invented API; a library missing from a package is not;
- a fixed wait added to a test after it failed (a leaked timer, a race) makes the test wait out what the
  code should cancel: a workaround, unless the task asks for test work;
- a file the tools said does not exist, created by the agent while the task names other files and its other
  guesses were missing too, is a layout it imagined (model_confusion); one missing file, then created, or a
  file the task names, is not;
- a loop's evidence points at what each repeat got back as well as at the call (a read returning the same
  text; Codex's `item.completed` of a reversed sed), and a sed whose expression holds a quote (the
  `'"'"'` idiom inside `bash -lc "..."`) is read as the shell splits it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from retriage.core.channels import requoted
from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of


def _write(path: str, content: str) -> str:
    use, res = kit.tool("Write", {"file_path": path, "content": content}, f"File created successfully at: {path}")
    return use + res


def _located(d) -> set[int]:
    return {e.line for e in d.evidence if e.mode == d.mode}


# -- the agent lost the task: it names a task the ticket does not contain --------------------------------

TZ_TASK = ("# RPT-40: weekly report dates are in UTC\n\n`reports/weekly.py`: format the dates in the "
           "customer's time zone.\n")


def _lost(claim: str) -> str:
    return (kit.init() + kit.read("reports/weekly.py", "def render(rows):\n    return [r.date.isoformat() for r in rows]")
            + kit.say(claim) + _write("notify/slack.py", "def post(msg):\n    ...\n")
            + kit.bash("pytest -q", "1 failed, 4 passed", 1) + kit.result("stopped", is_error=True))


@pytest.mark.parametrize("claim", ["Now implementing the Slack notification hook as requested.",
                                   "The ticket asks for a Slack notification hook; adding it now."])
def test_claiming_a_task_the_ticket_does_not_contain_is_confusion(tmp_path: Path, claim: str):
    events = _lost(claim)
    d = diagnose(tmp_path, events, TZ_TASK)
    assert d.mode == "model_confusion", d
    assert lines_of(events, "Slack notification")[0] in _located(d)


def test_a_codex_agent_message_naming_an_imagined_task_is_confusion(tmp_path: Path):
    items = [{"type": "agent_message", "text": "The ticket asks for dark mode in the settings screen."},
             {"type": "file_change", "changes": [{"path": "ui/theme.py", "kind": "add"}], "status": "completed"},
             _cmd("bash -lc 'pytest -q'", "1 failed, 3 passed", 1)]
    events = _codex(*items)
    d = diagnose(tmp_path, events, TZ_TASK, taskrun={"engine": "codex"})
    assert d.mode == "model_confusion", d
    assert lines_of(events, "dark mode")[0] in _located(d)


def test_the_same_words_about_what_the_task_asks_are_not_confusion(tmp_path: Path):
    events = (kit.init() + kit.say("Formatting the report dates in the customer's time zone as requested.")
              + kit.edit("reports/weekly.py", "r.date.isoformat()", "r.date.astimezone(tz).isoformat()")
              + kit.bash("pytest -q", "1 failed, 4 passed", 1) + kit.result("stopped", is_error=True))
    assert diagnose(tmp_path, events, TZ_TASK).mode != "model_confusion"


# -- a compiler warning switched off for one file -------------------------------------------------------

RING_TASK = ("# NET-12: -Wsign-compare breaks the -Werror build\n\n`src/ring.cpp` compares a signed index with "
             "`size()`. Fix the comparison.\n")
PRAGMA = '#pragma GCC diagnostic ignored "-Wsign-compare"\n#include "ring.h"'


def _pragma_run() -> str:
    return (kit.init() + kit.bash("cmake --build build", "src/ring.cpp:41:17: error: comparison of integer expressions "
                                  "of different signedness [-Werror=sign-compare]", 1)
            + kit.edit("src/ring.cpp", '#include "ring.h"', PRAGMA)
            + kit.bash("cmake --build build", "[100%] Built target ring") + kit.result("Build passes."))


def test_a_warning_pragma_instead_of_the_fix_is_a_wrong_approach(tmp_path: Path):
    events = _pragma_run()
    d = diagnose(tmp_path, events, RING_TASK, state="Failed")
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "diagnostic ignored")[0] in _located(d)


def test_scala_nowarn_is_a_suppression_too(tmp_path: Path):
    task = "# ING-3: deprecation warning in `src/main/scala/ingest/Feed.scala` fails the build\n\nUse the new API.\n"
    events = (kit.init() + kit.edit("src/main/scala/ingest/Feed.scala", "def load() =",
                                    '@nowarn("cat=deprecation")\n  def load() =')
              + kit.bash("sbt compile", "[success] Total time: 12 s") + kit.result("Compiles."))
    d = diagnose(tmp_path, events, task)
    assert d.mode == "wrong_approach", d


def test_a_pragma_the_task_asks_for_is_not_a_wrong_approach(tmp_path: Path):
    task = ("# NET-13: vendored code warns\n\n`src/ring.cpp` is vendored: silence the -Wsign-compare warning "
            "there.\n")
    assert diagnose(tmp_path, _pragma_run(), task).mode != "wrong_approach"


# -- Throwable caught ----------------------------------------------------------------------------------

ORDERS_TASK = ("# ORD-8: one bad order line fails the whole import\n\n`src/main/java/shop/OrderImport.java` must "
               "reject the bad line and keep the others.\n")


@pytest.mark.parametrize("caught", ["} catch (Throwable t) {\n    return List.of();\n}",
                                    "} catch (e: Throwable) {\n    return emptyList()\n}"])
def test_catching_throwable_is_a_workaround(tmp_path: Path, caught: str):
    events = (kit.init() + kit.edit("src/main/java/shop/OrderImport.java", "return parse(lines);",
                                    "try {\n    return parse(lines);\n" + caught)
              + kit.bash("./gradlew test", "OrderImportTest > keepsGoodLines() FAILED\n    expected: <2> but was: <0>",
                         1)
              + kit.result("stopped", is_error=True))
    d = diagnose(tmp_path, events, ORDERS_TASK)
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "Throwable")[0] in _located(d)


def test_catching_throwable_when_the_task_asks_to_catch_errors_is_not_a_workaround(tmp_path: Path):
    task = ("# ORD-9: the importer crashes the worker\n\nIn `src/main/java/shop/OrderImport.java`, catch any "
            "exception, log it and move on.\n")
    events = (kit.init() + kit.edit("src/main/java/shop/OrderImport.java", "return parse(lines);",
                                    "try {\n    return parse(lines);\n} catch (Throwable t) {\n    log(t);\n"
                                    "    return List.of();\n}")
              + kit.bash("./gradlew test", "BUILD SUCCESSFUL") + kit.result("Done."))
    assert diagnose(tmp_path, events, task, state="Failed").mode != "wrong_approach"


# -- an invented member of a type ----------------------------------------------------------------------

DATE_TASK = "# APP-4: show ISO dates\n\n`Sources/App/Stamp.swift`: render dates as ISO 8601.\n"


def test_a_member_swift_says_does_not_exist_written_again_is_confusion(tmp_path: Path):
    err = ("Sources/App/Stamp.swift:7:21: error: value of type 'Date' has no member 'isoString'\n"
           "        return date.isoString\n                    ~~~~ ^~~~~~~~~")
    events = (kit.init() + kit.edit("Sources/App/Stamp.swift", "date.description", "date.isoString")
              + kit.bash("swift build", err, 1)
              + kit.edit("Sources/App/Stamp.swift", "date.isoString", "date.isoString()")
              + kit.bash("swift build", err.replace("isoString\n", "isoString()\n"), 1)
              + kit.result("stopped", is_error=True))
    d = diagnose(tmp_path, events, DATE_TASK)
    assert d.mode == "model_confusion", d
    assert lines_of(events, "has no member")[0] in _located(d)


def test_a_library_missing_from_its_package_is_not_an_invented_api(tmp_path: Path):
    err = ("[error] /w/src/test/scala/FeedSpec.scala:3:12: object scalatest is not a member of package org\n"
           "[error] import org.scalatest.flatspec.AnyFlatSpec")
    events = kit.init() + "".join(kit.bash("sbt test", err, 1) for _ in range(3)) + kit.result("stopped", is_error=True)
    task = "# ING-4: add a spec\n\n`src/test/scala/FeedSpec.scala` for the feed parser.\n"
    assert diagnose(tmp_path, events, task).mode != "model_confusion"


# -- a test made to wait out the failure ----------------------------------------------------------------

WORKER_TASK = ("# JOB-77: worker leaks its heartbeat thread\n\n`jobs/worker.py`: stop the heartbeat in "
               "`Worker.close()`.\n")
LEAK = ("FAILED tests/test_worker.py::test_close_stops_heartbeat - AssertionError: heartbeat thread still alive\n"
        "1 failed, 6 passed")


def _waited(prompt_edit: bool = True) -> str:
    events = kit.init()
    if prompt_edit:
        events += kit.bash("pytest -q tests/test_worker.py", LEAK, 1)
    # the test made to wait, and the named file touched only by a comment (as the set's run did)
    return (events + kit.edit("tests/test_worker.py", "    w.close()", "    w.close()\n    time.sleep(2)")
            + kit.edit("jobs/worker.py", "    def close(self):", "    def close(self):\n        # let the beat finish")
            + kit.bash("pytest -q tests/test_worker.py", "7 passed") + kit.result("Tests pass."))


def test_a_sleep_added_to_a_failing_test_is_a_workaround(tmp_path: Path):
    events = _waited()
    d = diagnose(tmp_path, events, WORKER_TASK, state="Failed")
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "time.sleep(2)")[0] in _located(d)


def test_a_sleep_in_a_test_the_task_asks_for_is_not_a_workaround(tmp_path: Path):
    task = WORKER_TASK + "\nAdd a regression test for it.\n"
    d = diagnose(tmp_path, _waited(), task, state="Failed")
    assert not any(e.rule == "approach.workaround" for e in d.evidence), d


def test_a_sleep_in_a_test_before_any_test_failed_is_not_a_workaround(tmp_path: Path):
    d = diagnose(tmp_path, _waited(prompt_edit=False), WORKER_TASK, state="Failed")
    assert not any(e.rule == "approach.workaround" for e in d.evidence), d


# -- an imagined layout built ----------------------------------------------------------------------------

INVOICE_TASK = "# BIL-2: invoice totals round per line\n\n`billing/invoices.py`: round the total once.\n"


def _guessed(*missing: str, create: str = "billing/services/totals.py") -> str:
    events = kit.init()
    for path in missing:
        events += kit.bash(f"cat {path}", f"cat: {path}: No such file or directory", 1)
    return (events + _write(create, "def total(lines):\n    return sum(lines)\n")
            + kit.bash("deno test -A", 'error: Module not found "file:///workspace/repo/billing/services/rounding.ts".',
                       1)
            + kit.result("stopped", is_error=True))


def test_creating_a_file_the_tools_said_is_missing_is_an_imagined_layout(tmp_path: Path):
    events = _guessed("billing/services/totals.py", "billing/totals/service.py")
    d = diagnose(tmp_path, events, INVOICE_TASK)
    assert d.mode == "model_confusion", d
    located = _located(d)
    assert lines_of(events, "Write")[0] in located
    assert lines_of(events, "No such file")[0] in located


def test_one_missing_file_then_created_is_not_an_imagined_layout(tmp_path: Path):
    events = (kit.init() + kit.bash("cat billing/services/totals.py",
                                    "cat: billing/services/totals.py: No such file or directory", 1)
              + _write("billing/services/totals.py", "def total(lines):\n    return sum(lines)\n")
              + kit.bash("pytest -q", "1 failed", 1) + kit.result("stopped", is_error=True))
    d = diagnose(tmp_path, events, INVOICE_TASK)
    assert not any(e.rule == "confusion.phantom_created" for e in d.evidence), d


def test_creating_the_file_the_task_names_is_not_an_imagined_layout(tmp_path: Path):
    task = "# BIL-3: split totals out\n\nCreate `billing/services/totals.py` with the totals of `billing/invoices.py`.\n"
    events = _guessed("billing/services/totals.py", "billing/totals/service.py")
    d = diagnose(tmp_path, events, task)
    assert not any(e.rule == "confusion.phantom_created" for e in d.evidence), d


# -- a loop's answers located; sed read as the shell splits it ------------------------------------------

def test_a_repeated_read_is_located_at_its_answers_too(tmp_path: Path):
    events = kit.init() + "".join(kit.read("src/config/merge.lua", "return function(a, b) return a end")
                                  for _ in range(6))
    events += kit.result("stopped", is_error=True)
    d = diagnose(tmp_path, events, "# LUA-6: deep merge\n\n`src/config/merge.lua`: merge nested tables.\n")
    assert d.mode == "model_confusion", d
    answers = lines_of(events, "tool_result")
    assert set(answers) <= _located(d)
    assert set(lines_of(events, "tool_use")) <= _located(d)


_cmd = kit.codex_cmd


def _codex(*items: dict, started: bool = False) -> str:
    return kit.codex_stream(*items, failed="stopped", started=started)


FORWARD = """bash -lc "sed -i 's/its/it'\\"'\\"'s/' docs/guide.md\""""
BACKWARD = """bash -lc "sed -i 's/it'\\"'\\"'s/its/' docs/guide.md\""""


def test_a_quote_inside_a_sed_expression_reads_as_the_shell_splits_it():
    assert requoted(FORWARD) == """sed -i "s/its/it's/" docs/guide.md"""
    assert requoted("sed -i 's/a/b/' x.py && make") == "sed -i 's/a/b/' x.py && make"
    assert requoted("echo 'unterminated") == "echo 'unterminated"


def test_a_sed_and_its_reverse_with_a_quote_inside_is_an_oscillation_located_where_each_completed(tmp_path: Path):
    items = [_cmd(FORWARD, ""), _cmd(BACKWARD, ""), _cmd(FORWARD, ""), _cmd(BACKWARD, ""), _cmd(FORWARD, "")]
    events = _codex(*items, started=True)
    d = diagnose(tmp_path, events, "# DOC-1: fix the guide\n\n`docs/guide.md`: fix the typo.\n",
                 taskrun={"engine": "codex"})
    assert d.mode == "model_confusion", d
    completed = [n for n, text in enumerate(events.splitlines(), 1) if '"item.completed"' in text]
    assert set(completed[1:]) <= _located(d)
    assert completed[0] in _located(d)  # the substitution the first reversal undid


def test_one_sed_with_a_quote_inside_is_no_oscillation(tmp_path: Path):
    events = _codex(_cmd(FORWARD, ""), _cmd("bash -lc 'make docs'", "ok"), started=True)
    d = diagnose(tmp_path, events, "# DOC-1: fix the guide\n\n`docs/guide.md`: fix the typo.\n",
                 taskrun={"engine": "codex"})
    assert not any(e.rule.startswith("loop.") for e in d.evidence), d
