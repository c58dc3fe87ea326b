"""Behaviour classes the eleventh blind set (tests/blind11) found, each stated in other stacks and formats
than the set's own runs, with a near-miss that must not change:

- a task that names the code to change by type rather than by file (`InvoiceTotal.compute`,
  `RateLimiter#allow`), whose file the agent's own search located, while every product edit went to other
  files (a cache in the caller, a normalisation in one controller) is the wrong approach; an edit to the
  located file, or a type the run never located (a library type), is not;
- a run that edited only tests while the task names code to change by type (no path) changed the test,
  not the code; the same run when the task asks for the test change is not;
- a check switched off in product code (a predicate whose body became a constant, a handled case emptied:
  Swift, Kotlin, Go, Python) or a limit raised (a timeout, a retry count, a pool's wait made larger) where
  the fix belongs is the wrong approach, each unless the task asks for that very change ("disable the
  check", "increase the timeout"); a task about retries asks for no disabled check.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of


def _grep(pattern: str, output: str) -> str:
    use, res = kit.tool("Grep", {"pattern": pattern, "path": ".", "output_mode": "content", "-n": True}, output)
    return use + res


def _located(d) -> set[int]:
    return {e.line for e in d.evidence if e.mode == d.mode}


_cmd = kit.codex_cmd


_codex = kit.codex_stream


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


# -- a check switched off, a limit raised, where the fix belongs -------------------------------------------

EXPIRY_TASK = ("# AUTH-31: sessions end early\n\nOn a 401 from the gateway, `SessionManager` must refresh the token "
               "once and retry the call.\n")
GO_FAIL = "--- FAIL: TestRefreshOn401 (0.01s)\n    session_test.go:40: refresh calls = 0, want 1\nFAIL"

DISABLED = {
    "go predicate": ("/workspace/repo/auth/token.go", "func (t *Token) IsExpired() bool { return time.Now().After(t.Exp) }",
                     "func (t *Token) IsExpired() bool { return false }"),
    "kotlin property": ("/workspace/repo/auth/Token.kt", "val isExpired: Boolean get() = exp < now()",
                        "val isExpired: Boolean get() = false"),
    "python case emptied": ("/workspace/repo/auth/session.py", "        case 401:\n            self.logout()",
                            "        case 401:\n            pass"),
}


def _disabled(case: str, prompt: str, tmp_path: Path):
    path, old, new = DISABLED[case]
    events = (kit.init() + kit.bash("go test ./auth/...", GO_FAIL, 1) + kit.edit(path, old, new)
              + kit.bash("go test ./auth/...", GO_FAIL, 1) + kit.result("Sessions no longer end on a 401."))
    return events, diagnose(tmp_path, events, prompt)


@pytest.mark.parametrize("case", sorted(DISABLED))
def test_a_check_switched_off_instead_of_the_fix_is_the_wrong_approach(tmp_path: Path, case: str):
    events, d = _disabled(case, EXPIRY_TASK, tmp_path)
    assert d.mode == "wrong_approach", d
    assert any(e.rule == "approach.check_disabled" and e.weight > 0 for e in d.evidence), d
    assert lines_of(events, '"name": "Edit"')[0] in _located(d)


@pytest.mark.parametrize("case", sorted(DISABLED))
def test_a_check_the_task_asks_to_switch_off_is_no_wrong_approach(tmp_path: Path, case: str):
    _events, d = _disabled(case, "# AUTH-32: local dev\n\nDisable the token expiry check and the 401 logout "
                                 "for the local profile.\n", tmp_path)
    assert not any(e.rule == "approach.check_disabled" for e in d.evidence), d


RAISED = {
    "python timeout and retries": ("/workspace/repo/sync/client.py",
                                   "    session = Session(timeout=5, max_retries=3)",
                                   "    session = Session(timeout=30, max_retries=10)"),
    "typescript pool": ("/workspace/repo/src/db.ts", "const pool = new Pool({ connectionTimeoutMillis: 2_000 });",
                        "const pool = new Pool({ connectionTimeoutMillis: 20_000 });"),
}
PY_TIMEOUT_FAIL = ("F\n___ test_honours_retry_after ___\nE   AssertionError: second call after 0.01s, expected >= 2s\n"
                   "1 failed in 0.30s")


def _raised(case: str, prompt: str, tmp_path: Path):
    path, old, new = RAISED[case]
    events = (kit.init() + kit.bash("pytest -q", PY_TIMEOUT_FAIL, 1) + kit.edit(path, old, new)
              + kit.bash("pytest -q", PY_TIMEOUT_FAIL, 1) + kit.result("More headroom for the slow partner."))
    return events, diagnose(tmp_path, events, prompt)


@pytest.mark.parametrize("case", sorted(RAISED))
def test_a_limit_raised_instead_of_the_fix_is_the_wrong_approach(tmp_path: Path, case: str):
    events, d = _raised(case, "# SYNC-9: honour Retry-After\n\nOn a 429 the client must wait as long as the "
                              "`Retry-After` header says before it tries again.\n", tmp_path)
    assert d.mode == "wrong_approach", d
    assert any(e.rule == "approach.limit_raised" and e.weight > 0 for e in d.evidence), d
    assert lines_of(events, '"name": "Edit"')[0] in _located(d)


@pytest.mark.parametrize("case", sorted(RAISED))
def test_a_limit_the_task_asks_to_raise_is_no_wrong_approach(tmp_path: Path, case: str):
    _events, d = _raised(case, "# SYNC-10: slow partner\n\nIncrease the client timeout and the retries; the "
                               "partner is slow at night.\n", tmp_path)
    assert not any(e.rule == "approach.limit_raised" for e in d.evidence), d


def test_a_number_changed_on_a_line_that_names_no_limit_or_made_smaller_is_no_raised_limit():
    import re

    from retriage.core.detectors import raised_limit

    name = re.compile(r"(?i)time_?out|retr(?:y|ies)|max_?\w*")
    assert raised_limit("price = 10", "price = 12", name) == ""
    assert raised_limit("timeout = 30", "timeout = 5", name) == ""
    assert raised_limit("timeout = 30", "timeout = 60  # slow", name) == ""
    assert raised_limit("retry(3) { call(req) }", "retry(8) { call(req) }", name) == "retry(3) { call(req) }"


# -- a file it wrote, deleted, then wrote again the same ---------------------------------------------------

DATES = "export function monthBounds(d: Date) {\n  return [d, d];\n}\n"


def _write(path: str, content: str) -> str:
    use, res = kit.tool("Write", {"file_path": path, "content": content}, f"File created successfully at: {path}")
    return use + res


RPT_TASK = ("# RPT-7: month bounds\n\n`src/report.ts` must use the account's time zone through "
            "`src/util/dates.ts` (`monthBounds`).\n")


def _recreated(second: str) -> str:
    return (kit.init() + _write("/workspace/repo/src/util/dates.ts", DATES)
            + kit.bash("npx vitest run", "FAIL  src/report.test.ts\nSyntaxError: The requested module './util/dates' "
                       "does not provide an export named 'toLocal'", 1)
            + kit.bash("rm src/util/dates.ts", "")
            + kit.bash("npx vitest run", "Error: Failed to resolve import \"./util/dates\" from \"src/report.ts\"", 1)
            + _write("/workspace/repo/src/util/dates.ts", second) + kit.result("Created src/util/dates.ts."))


def test_a_file_written_deleted_and_written_again_the_same_is_an_undo_loop(tmp_path: Path):
    events = _recreated(DATES)
    d = diagnose(tmp_path, events, RPT_TASK)
    assert d.mode == "model_confusion", d
    writes = lines_of(events, '"name": "Write"')
    assert {writes[0], writes[1], lines_of(events, "rm src/util/dates.ts")[0]} <= _located(d)


def test_an_osmia_python_module_recreated_after_its_own_rm_is_an_undo_loop(tmp_path: Path):
    body = "def local_bounds(year, month, tz):\n    ...\n"
    objs = [{"type": "system", "subtype": "init", "timestamp": "2026-11-20T09:00:00Z"},
            {"type": "tool_use", "timestamp": "2026-11-20T09:01:00Z", "tool": "Write",
             "args": {"file_path": "/workspace/repo/billing/tz.py", "content": body}},
            {"type": "content", "timestamp": "2026-11-20T09:01:05Z", "role": "tool", "content": "File created."},
            {"type": "tool_use", "timestamp": "2026-11-20T09:02:00Z", "tool": "Bash",
             "args": {"command": "rm -f billing/tz.py"}},
            {"type": "content", "timestamp": "2026-11-20T09:02:05Z", "role": "tool", "content": ""},
            {"type": "tool_use", "timestamp": "2026-11-20T09:03:00Z", "tool": "Write",
             "args": {"file_path": "/workspace/repo/billing/tz.py", "content": body}},
            {"type": "content", "timestamp": "2026-11-20T09:03:05Z", "role": "tool", "content": "File created."},
            {"type": "result", "timestamp": "2026-11-20T09:03:10Z", "success": False, "summary": "Added billing/tz.py."}]
    events = "".join(json.dumps(o) + "\n" for o in objs)
    d = diagnose(tmp_path, events, "# BIL-8: invoices use UTC months\n\n`billing/invoices.py`: use the account zone "
                                   "through `billing/tz.py`.\n")
    assert d.mode == "model_confusion", d


def test_a_file_deleted_and_then_written_anew_differently_is_no_undo_loop(tmp_path: Path):
    events = _recreated("export function monthBounds(d: Date, tz: string) {\n  return zoned(d, tz);\n}\n")
    d = diagnose(tmp_path, events, RPT_TASK)
    assert not any(e.rule == "loop.edit_undo" for e in d.evidence), d


# -- JVM compilers saying an invented helper does not exist ------------------------------------------------

def test_a_kotlin_helper_read_as_missing_then_called_and_unresolved_is_an_invented_api(tmp_path: Path):
    use, res = kit.tool("Read", {"file_path": "/workspace/repo/app/src/main/kotlin/util/Slugs.kt"},
                        "File does not exist. Current working directory: /workspace/repo", True)
    events = (kit.init() + use + res
              + kit.edit("/workspace/repo/app/src/main/kotlin/Post.kt", "val slug = title.lowercase()",
                         "val slug = Slugs.slugify(title)")
              + kit.bash("./gradlew :app:compileKotlin",
                         "e: file:///workspace/repo/app/src/main/kotlin/Post.kt:12:16 Unresolved reference: Slugs\n"
                         "FAILURE: Build failed with an exception.", 1)
              + kit.result("Slugs now go through Slugs.slugify."))
    d = diagnose(tmp_path, events, "# BLOG-3: slugs keep accents\n\n`Post.kt` must strip accents from slugs.\n")
    assert d.mode == "model_confusion", d
    assert any(e.rule == "confusion.phantom" for e in d.evidence), d


def test_a_javac_cannot_find_symbol_of_a_missing_library_class_is_no_invented_api(tmp_path: Path):
    events = (kit.init()
              + kit.bash("mvn -q compile", "[ERROR] /workspace/repo/src/main/java/acme/Api.java:[3,36] package "
                         "com.fasterxml.jackson.databind does not exist\n[ERROR] /workspace/repo/src/main/java/acme/"
                         "Api.java:[9,5] cannot find symbol\n  symbol:   class ObjectMapper\n  location: class "
                         "acme.Api", 1)
              + kit.result("Jackson is not on the classpath."))
    d = diagnose(tmp_path, events, "# API-2: serialise dates as ISO strings\n\n`Api.java`: write dates as ISO.\n")
    assert d.mode != "model_confusion" and not any(e.rule == "confusion.phantom" for e in d.evidence), d


def test_only_tests_edited_when_the_task_names_the_type_but_no_test_that_measures_it_counts_no_more(tmp_path: Path):
    # a spec edited beside a type named alone may be coverage the agent added: blind8's rule holds
    _events, d = _cart("# SHOP-6: vouchers counted twice\n\n`Cart#total` subtracts the voucher twice; fix it.\n",
                       tmp_path)
    assert not any(e.rule == "tests.only_tests_edited" for e in d.evidence), d
