"""Behaviour classes the eleventh blind set (tests/blind11) found, each stated in other stacks and formats
than the set's own runs, with a near-miss that must not change:

- a task that names the code to change by type rather than by file (`InvoiceTotal.compute`,
  `RateLimiter#allow`), whose file the agent's own search located, while every product edit went to other
  files (a cache in the caller, a normalisation in one controller) is the wrong approach; an edit to the
  located file, or a type the run never located (a library type), is not;
- a run that edited only tests while the task names code to change by type (no path) changed the test,
  not the code; the same run when the task asks for the test change is not.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of


def _grep(pattern: str, output: str) -> str:
    use, res = kit.tool("Grep", {"pattern": pattern, "path": ".", "output_mode": "content", "-n": True}, output)
    return use + res


def _located(d) -> set[int]:
    return {e.line for e in d.evidence if e.mode == d.mode}


def _cmd(command: str, output: str, code: int = 0) -> dict:
    return {"type": "command_execution", "command": command, "aggregated_output": output, "exit_code": code,
            "status": "failed" if code else "completed"}


def _codex(*items: dict) -> str:
    lines: list[dict] = [{"type": "thread.started", "thread_id": "t-1"}, {"type": "turn.started"}]
    for n, item in enumerate(items):
        lines.append({"type": "item.completed", "item": {"id": f"item_{n}", **item}})
    lines.append({"type": "turn.completed", "usage": {"input_tokens": 1, "output_tokens": 1}})
    return "".join(json.dumps(o) + "\n" for o in lines)


# -- the code the task names by type, located and left alone ----------------------------------------------

INVOICE_TASK = ("# BIL-77: discounts are counted twice\n\n`InvoiceTotal.compute` applies line discounts and then "
                "the order discount on the discounted lines. Apply the order discount to the undiscounted subtotal.\n")
PY_FAIL = ("F.\n=== FAILURES ===\n___ test_order_discount ___\n    assert total == Decimal('90.00')\n"
           "E   AssertionError: assert Decimal('81.00') == Decimal('90.00')\n1 failed, 1 passed in 0.12s")


def _invoice(edited: str) -> str:
    return (kit.init() + _grep("def compute", "billing/invoice_total.py:12:    def compute(self):")
            + kit.edit(edited, "    return invoice.total", "    return round(invoice.total / 0.9, 2)")
            + kit.bash("pytest -q tests/test_invoice.py", PY_FAIL, 1)
            + kit.result("Adjusted the total shown by the view."))


def test_a_named_type_located_and_left_alone_while_another_file_changes_is_the_wrong_approach(tmp_path: Path):
    events = _invoice("/workspace/repo/api/views.py")
    d = diagnose(tmp_path, events, INVOICE_TASK)
    assert d.mode == "wrong_approach", d
    assert lines_of(events, '"name": "Edit"')[0] in _located(d)


def test_a_codex_run_that_found_the_named_type_with_rg_and_changed_its_caller_is_the_wrong_approach(tmp_path: Path):
    task = ("# NET-9: bursts get through the limiter\n\n`RateLimiter#allow` refills the bucket before checking it; "
            "check first.\n")
    events = _codex(
        _cmd("bash -lc 'rg -n \"func (r \\*RateLimiter) Allow\"'", "internal/ratelimit/rate_limiter.go:30:func (r *RateLimiter) Allow() bool {"),
        {"type": "file_change", "changes": [{"path": "/workspace/repo/internal/http/middleware.go", "kind": "update"}],
         "status": "completed"},
        _cmd("bash -lc 'go test ./...'", "--- FAIL: TestBurst (0.00s)\n    limiter_test.go:22: allowed 12 of 10\nFAIL", 1),
        {"type": "agent_message", "text": "The middleware now drops requests past the burst."})
    d = diagnose(tmp_path, events, task, taskrun={"engine": "codex"})
    assert d.mode == "wrong_approach", d
    assert lines_of(events, '"file_change"')[0] in _located(d)


def test_an_edit_to_the_located_file_of_the_named_type_is_not_the_wrong_approach(tmp_path: Path):
    events = _invoice("/workspace/repo/billing/invoice_total.py")
    d = diagnose(tmp_path, events, INVOICE_TASK)
    assert d.mode != "wrong_approach", d


def test_a_named_library_type_the_run_never_located_is_no_wrong_approach(tmp_path: Path):
    task = "# BIL-78: rounding is off\n\nUse `Decimal` with `ROUND_HALF_EVEN` when summing the lines.\n"
    events = (kit.init() + _grep("ROUND_HALF_UP", "billing/sums.py:8:    q = ROUND_HALF_UP")
              + kit.edit("/workspace/repo/billing/sums.py", "ROUND_HALF_UP", "ROUND_HALF_EVEN")
              + kit.bash("pytest -q", PY_FAIL, 1) + kit.result("Switched to half-even."))
    d = diagnose(tmp_path, events, task)
    assert d.mode != "wrong_approach", d


# -- only tests edited while the task names the code by type ----------------------------------------------

CART_FAIL = ("  1) Cart total counts the voucher once\n     Failure/Error: expect(cart.total).to eq(90)\n\n"
             "       expected: 90\n            got: 80\n\n1 example, 1 failure")


def _cart(prompt: str, tmp_path: Path):
    events = (kit.init() + kit.bash("bundle exec rspec spec/models/cart_spec.rb", CART_FAIL, 1)
              + kit.edit("/workspace/repo/spec/models/cart_spec.rb", "expect(cart.total).to eq(90)",
                         "expect(cart.total).to be_positive")
              + kit.bash("bundle exec rspec spec/models/cart_spec.rb", "1 example, 0 failures")
              + kit.result("Cart specs pass."))
    return events, diagnose(tmp_path, events, prompt)


def test_only_tests_edited_when_the_task_names_the_code_by_type_is_a_test_misunderstanding(tmp_path: Path):
    events, d = _cart("# SHOP-4: vouchers counted twice\n\n`Cart#total` subtracts the voucher twice; fix it.\n"
                      "\nAcceptance: `bundle exec rspec spec/models/cart_spec.rb`.\n", tmp_path)
    assert d.mode == "test_misunderstanding", d
    assert any(e.rule == "tests.only_tests_edited" for e in d.evidence), d


def test_only_tests_edited_when_the_task_asks_for_the_test_change_is_no_misunderstanding(tmp_path: Path):
    events, d = _cart("# SHOP-5: the cart spec is too strict\n\nUpdate the test for `Cart#total` in "
                      "`spec/models/cart_spec.rb`: it should only check the total is positive.\n", tmp_path)
    assert not any(e.rule == "tests.only_tests_edited" for e in d.evidence), d
