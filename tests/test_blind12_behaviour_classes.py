"""Behaviour classes the twelfth blind set (tests/blind12) found, each stated in other stacks and formats
than the set's own runs, with a near-miss that must not change:

- a skip marker in a stack whose marker is a tag or macro rather than a decorator or call (ExUnit's
  `@tag :skip` / `@moduletag :skip`, Julia's `@test_skip`) added to a failing test is weakening the test,
  like `@pytest.mark.skip` or `#[ignore]`; another tag (`@tag :integration`) is not a skip;
- the code a task names by type, located by the failing run's own stack trace (a JVM, Python or Node
  frame) rather than by a search, and left alone while the fix went into a caller, is the wrong approach
  as it is when a search located it (blind11); an edit to the file the frame names is not;
- a task that says to use a qualified API or call in a named file ("use `humantime::parse_duration` in
  `src/args.rs`") while the edits never use it and write a parser of their own is the wrong approach,
  like "use the existing `helper`"; edits that use it, or a task that says not to use it, are not;
- every product edit outside the files the task names and a closing summary that shares no word with the
  task: the agent lost the ticket and worked on a subject of its own (model confusion), not a wrong way to
  the task; a summary about the task, or one too short to say anything, leaves it the wrong approach.
"""

from __future__ import annotations

import json

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of


def _located(d) -> set[int]:
    return {e.line for e in d.evidence if e.mode == d.mode}


# -- a skip written as a tag or a macro --------------------------------------------------------------------

EX_TASK = ("# PAY-12: refunds above the captured amount are accepted\n\n`Payments.Refund.create/2` must reject a "
           "refund larger than the capture. Tests in test/payments/refund_test.exs.\n")
EX_FAIL = ("..\n\n  1) test refund above capture is rejected (Payments.RefundTest)\n"
           "     test/payments/refund_test.exs:14\n     Assertion with == failed\n"
           "     left:  {:ok, %Refund{}}\n     right: {:error, :exceeds_capture}\n\n3 tests, 1 failure")


def _exunit(tag: str, green: str) -> str:
    return (kit.init() + kit.bash("mix test test/payments/refund_test.exs", EX_FAIL, 1)
            + kit.edit("test/payments/refund_test.exs", "  describe \"create/2\" do",
                       f"  {tag}\n  describe \"create/2\" do")
            + kit.bash("mix test test/payments/refund_test.exs", green)
            + kit.result("refund tests pass"))


def test_an_exunit_moduletag_skip_on_a_failing_test_is_weakening_it(tmp_path):
    # `--exclude skip` reports the tagged tests as excluded, not skipped: only the marker shows it
    events = _exunit("@moduletag :skip", "\nFinished in 0.05 seconds\n3 tests, 0 failures, 3 excluded")
    d = diagnose(tmp_path, events, EX_TASK)
    assert d.mode == "test_misunderstanding"
    assert set(lines_of(events, "@moduletag :skip")) & _located(d)


def test_an_exunit_skip_tag_with_a_reason_is_weakening_it(tmp_path):
    events = _exunit("@tag skip: \"pending tz data\"", "\nFinished in 0.05 seconds\n3 tests, 0 failures, 1 excluded")
    assert diagnose(tmp_path, events, EX_TASK).mode == "test_misunderstanding"


def test_a_julia_test_skip_macro_is_weakening_it(tmp_path):
    fail = ("Test Summary: | Pass  Fail  Total\nparse        |    3     1      4\n"
            "ERROR: LoadError: Some tests did not pass: 3 passed, 1 failed, 0 errored, 0 broken.")
    events = (kit.init() + kit.bash("julia --project -e 'using Pkg; Pkg.test()'", fail, 1)
              + kit.edit("test/runtests.jl", "    @test parse_span(\"1h30m\") == 5400",
                         "    @test_skip parse_span(\"1h30m\") == 5400")
              + kit.bash("julia --project -e 'using Pkg; Pkg.test()'",
                         "Test Summary: | Pass  Broken  Total\nparse        |    3       1      4\n")
              + kit.result("tests pass"))
    d = diagnose(tmp_path, events, "# SPAN-3: `parse_span` rejects compound spans\n\nFix `parse_span` in src/Span.jl.\n")
    assert d.mode == "test_misunderstanding"


def test_another_exunit_tag_is_not_a_skip(tmp_path):
    events = _exunit("@moduletag :integration", "\nFinished in 0.05 seconds\n3 tests, 1 failure")
    d = diagnose(tmp_path, events, EX_TASK)
    assert not any("skip" in e.text for e in d.evidence)



# -- the named type located by the failing run's stack trace, and left alone --------------------------------

def _cmd(command: str, output: str, code: int = 0) -> dict:
    return {"type": "command_execution", "command": command, "aggregated_output": output, "exit_code": code,
            "status": "failed" if code else "completed"}


def _codex(*items: dict) -> str:
    lines: list[dict] = [{"type": "thread.started", "thread_id": "t-1"}, {"type": "turn.started"}]
    for n, item in enumerate(items):
        lines.append({"type": "item.completed", "item": {"id": f"item_{n}", **item}})
    lines.append({"type": "turn.completed", "usage": {"input_tokens": 1, "output_tokens": 1}})
    return "".join(json.dumps(o) + "\n" for o in lines)


SHIP_TASK = ("# LOG-77: empty parcels crash the quote\n\nA parcel with weight 0 makes `ShippingQuote.perKilo` "
             "throw. Handle empty parcels in the quote.\n")
PY_TASK = ("# LOG-78: empty parcels crash the quote\n\nA parcel with weight 0 makes `ShippingQuote.per_kilo` "
           "raise. Handle empty parcels in the quote.\n")
PY_TRACE = ("F\n=== FAILURES ===\n___ test_empty_parcel ___\nTraceback (most recent call last):\n"
            "  File \"/workspace/repo/tests/test_checkout.py\", line 12, in test_empty_parcel\n"
            "  File \"/workspace/repo/logistics/shipping_quote.py\", line 33, in per_kilo\n"
            "ZeroDivisionError: division by zero\n1 failed in 0.10s")


def _python_run(edited: str) -> str:
    return (kit.init() + kit.bash("pytest -q tests/test_checkout.py", PY_TRACE, 1)
            + kit.edit(edited, "    quote = quotes.per_kilo(parcel)",
                       "    try:\n        quote = quotes.per_kilo(parcel)\n    except ZeroDivisionError:\n        quote = 0")
            + kit.bash("pytest -q tests/test_checkout.py", "1 passed in 0.08s")
            + kit.result("Checkout no longer crashes on empty parcels."))


def test_a_named_type_a_python_traceback_located_and_left_alone_is_the_wrong_approach(tmp_path):
    events = _python_run("/workspace/repo/logistics/checkout.py")
    d = diagnose(tmp_path, events, PY_TASK)
    assert d.mode == "wrong_approach", d
    assert lines_of(events, '"name": "Edit"')[0] in _located(d)


def test_a_named_type_a_node_trace_located_in_a_codex_run_and_left_alone_is_the_wrong_approach(tmp_path):
    trace = ("FAIL src/checkout.test.ts\n  TypeError: Cannot read properties of undefined (reading 'rate')\n"
             "      at ShippingQuote.perKilo (/workspace/repo/src/shipping/ShippingQuote.ts:33:18)\n"
             "      at quoteFor (/workspace/repo/src/checkout.ts:12:9)\n\nTests: 1 failed, 4 passed, 5 total")
    events = _codex(
        _cmd("bash -lc 'npx jest src/checkout.test.ts'", trace, 1),
        {"type": "file_change", "changes": [{"path": "/workspace/repo/src/checkout.ts", "kind": "update"}],
         "status": "completed"},
        _cmd("bash -lc 'npx jest src/checkout.test.ts'", "Tests: 5 passed, 5 total"),
        {"type": "agent_message", "text": "checkout falls back to a zero quote for empty parcels."})
    d = diagnose(tmp_path, events, SHIP_TASK, taskrun={"engine": "codex"})
    assert d.mode == "wrong_approach", d
    assert lines_of(events, '"file_change"')[0] in _located(d)


def test_an_edit_to_the_file_the_frame_names_is_not_the_wrong_approach(tmp_path):
    d = diagnose(tmp_path, _python_run("/workspace/repo/logistics/shipping_quote.py"), PY_TASK)
    assert d.mode != "wrong_approach", d


# -- an API the task says to use in a named file, reimplemented instead -------------------------------------

ISO_TASK = ("# FEED-9: feed dates with offsets are rejected\n\nWe already depend on python-dateutil; use "
            "`dateutil.parser.isoparse` in `app/feeds.py`.\n")
OWN_PARSER = "import re\n\n_ISO = re.compile(r'(\\d{4})-(\\d\\d)-(\\d\\d)T(\\d\\d):(\\d\\d)')\n\ndef parse(s):\n    ...\n"


def _feeds(task: str, call: str, tmp_path):
    write_use, write_res = kit.tool("Write", {"file_path": "/workspace/repo/app/isodates.py", "content": OWN_PARSER},
                                    "File created successfully at: /workspace/repo/app/isodates.py")
    events = (kit.init() + kit.read("/workspace/repo/app/feeds.py", "published = datetime.fromisoformat(raw)")
              + write_use + write_res
              + kit.edit("/workspace/repo/app/feeds.py", "published = datetime.fromisoformat(raw)", f"published = {call}(raw)")
              + kit.bash("pytest -q tests/test_feeds.py", "3 passed in 0.05s")
              + kit.result("Feed dates with offsets parse."))
    return events, diagnose(tmp_path, events, task)


def test_a_named_api_the_edits_never_use_beside_a_parser_of_their_own_is_the_wrong_approach(tmp_path):
    events, d = _feeds(ISO_TASK, "isodates.parse", tmp_path)
    assert d.mode == "wrong_approach", d
    assert any(e.rule == "approach.named_helper_unused" for e in d.evidence), d
    assert lines_of(events, '"name": "Write"')[0] in _located(d)


def test_a_named_call_a_codex_run_reimplemented_in_a_new_file_is_the_wrong_approach(tmp_path):
    task = "# WEB-5: prices show as 1234.5\n\nCall `Intl.NumberFormat(locale, opts)` in `src/price.ts`.\n"
    events = _codex(
        {"type": "file_change", "changes": [{"path": "/workspace/repo/src/format_money.ts", "kind": "add"},
                                            {"path": "/workspace/repo/src/price.ts", "kind": "update"}],
         "status": "completed"},
        _cmd("bash -lc 'npx vitest run src/price.test.ts'", "Test Files  1 passed (1)\n     Tests  4 passed (4)"),
        {"type": "agent_message", "text": "Prices go through a new formatMoney helper."})
    d = diagnose(tmp_path, events, task, taskrun={"engine": "codex"})
    assert any(e.rule == "approach.named_helper_unused" for e in d.evidence), d


def test_edits_that_use_the_named_api_are_not_the_wrong_approach(tmp_path):
    _, d = _feeds(ISO_TASK, "dateutil.parser.isoparse", tmp_path)
    assert not any(e.rule == "approach.named_helper_unused" for e in d.evidence), d


def test_a_task_that_says_not_to_use_the_api_asks_for_nothing(tmp_path):
    task = ISO_TASK.replace("use `dateutil", "don't use `dateutil")
    _, d = _feeds(task, "isodates.parse", tmp_path)
    assert not any(e.rule == "approach.named_helper_unused" for e in d.evidence), d


# -- the ticket lost: edits elsewhere and a closing summary about something else ----------------------------

PAGER_TASK = ("# OPS-88: pager escalations skip the secondary\n\nWhen the primary does not acknowledge within "
              "`ack_timeout`, `escalate()` must page the secondary. Fix `escalate` in `oncall/escalation.py`.\n")


def _lost(summary: str) -> str:
    return (kit.init() + kit.read("/workspace/repo/oncall/escalation.py", "def escalate(incident):\n    page(incident.primary)")
            + kit.say("The Slack notifier's message formatting is inconsistent; let me tidy the emoji handling.")
            + kit.edit("/workspace/repo/notify/slack.py", "text = f\":rotating_light: {msg}\"", "text = format_alert(msg)")
            + kit.edit("/workspace/repo/docs/slack.md", "Alerts use emoji.", "Alerts use `format_alert`.")
            + kit.bash("pytest -q tests/test_slack.py", "4 passed in 0.06s")
            + kit.result(summary))


def test_edits_elsewhere_and_a_summary_about_another_subject_is_model_confusion(tmp_path):
    events = _lost("Slack alert formatting now consistent; emoji handling documented.")
    d = diagnose(tmp_path, events, PAGER_TASK)
    assert d.mode == "model_confusion", d
    located = _located(d)
    assert lines_of(events, '"type": "result"')[0] in located
    assert set(lines_of(events, '"name": "Edit"')) <= located


def test_edits_elsewhere_with_a_summary_about_the_task_stay_the_wrong_approach(tmp_path):
    d = diagnose(tmp_path, _lost("Escalations now page the secondary: the notifier retries the page."), PAGER_TASK)
    assert d.mode == "wrong_approach", d
    assert not any(e.rule == "confusion.off_task_summary" for e in d.evidence), d


def test_a_summary_too_short_to_say_anything_stays_the_wrong_approach(tmp_path):
    d = diagnose(tmp_path, _lost("Done; tests pass."), PAGER_TASK)
    assert d.mode == "wrong_approach", d
