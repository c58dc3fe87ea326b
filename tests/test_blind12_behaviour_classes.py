"""Behaviour classes the twelfth blind set (tests/blind12) found, each stated in other stacks and formats
than the set's own runs, with a near-miss that must not change:

- a skip marker in a stack whose marker is a tag or macro rather than a decorator or call (ExUnit's
  `@tag :skip` / `@moduletag :skip`, Julia's `@test_skip`) added to a failing test is weakening the test,
  like `@pytest.mark.skip` or `#[ignore]`; another tag (`@tag :integration`) is not a skip.
"""

from __future__ import annotations

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

