"""Classes of failure the twenty-first blind set (tests/blind21: back-ends and their services) found on first
contact, each stated in the tools' real output formats and never keyed to a run of that set (the signatures'
own samples are in tests/signatures/git_hosting.yaml and generic.yaml):

- a path after an HTTP method (`GET /v2/orders`) is an endpoint, not a file the task names;
- a path the task names only inside a command it quotes to run ("Acceptance: `pytest tests/test_settings.py
  -q`") is what to run, not what to change: a run that changed other files did not leave it untouched;
- GitHub's repository rules refusing a push (GH013, "push declined due to repository rule violations", GH006
  protected branch) and a database refusing the agent's role (PostgreSQL's SQLSTATE 42501 "must be owner of
  table", MySQL's ERROR 1142) are permission refusals.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose

from retriage.core.config import default_config
from retriage.core.task import read_task

RULES = default_config().rules


def test_a_path_after_an_http_method_is_an_endpoint():
    task = read_task("# API-5: add `created_after` to `GET /v2/orders` and `POST /v2/orders/{id}/refund`\n"
                     "The router is `app/routers/orders.py`.", RULES)
    assert task.named_paths == ("app/routers/orders.py",)


def test_a_path_only_in_a_quoted_test_command_is_what_to_run():
    task = read_task("# WEB-2: set SameSite=Lax in production settings\n\n"
                     "Acceptance: `pytest tests/test_settings.py -q`.", RULES)
    assert task.run_paths == ("tests/test_settings.py",)
    named_too = read_task("# WEB-2: fix `tests/test_settings.py`\n\nAcceptance: `pytest tests/test_settings.py -q`.",
                          RULES)
    assert named_too.run_paths == ()


def test_a_run_that_changed_other_files_did_not_leave_the_acceptance_test_untouched(tmp_path: Path):
    events = (kit.init() + kit.edit("config/settings/production.py", "SESSION_COOKIE_SECURE = False",
                                    'SESSION_COOKIE_SECURE = True\nSESSION_COOKIE_SAMESITE = "Lax"')
              + kit.bash("pytest tests/test_settings.py -q", "3 passed in 0.41s")
              + kit.result("Set SameSite=Lax and Secure on the session cookie; the settings tests pass."))
    d = diagnose(tmp_path, events, prompt="# WEB-2: set SameSite=Lax on the session cookie in production\n\n"
                                          "Acceptance: `pytest tests/test_settings.py -q`.\n")
    assert not any(e.rule == "task.named_files_untouched" for e in d.evidence), d.evidence


def test_a_module_read_as_missing_then_imported_by_the_agents_code_is_confusion(tmp_path: Path):
    # Codex's file_change carries no text: TypeScript's TS2307 on the relative import says what was written
    events = kit.codex_stream(
        kit.codex_cmd("bash -lc \"sed -n '1,200p' src/payments/stripeV3Adapter.ts\"",
                      "sed: can't read src/payments/stripeV3Adapter.ts: No such file or directory\n", 2),
        kit.codex_cmd("bash -lc \"sed -n '1,200p' src/lib/payments/stripeV3Adapter.ts\"",
                      "sed: can't read src/lib/payments/stripeV3Adapter.ts: No such file or directory\n", 2),
        {"id": "item_9", "type": "file_change", "changes": [{"path": "/w/src/payments/checkout.ts", "kind": "update"}],
         "status": "completed"},
        kit.codex_cmd("bash -lc 'pnpm test payments 2>&1 | tail -3'",
                      "src/payments/checkout.ts(1,33): error TS2307: Cannot find module './stripeV3Adapter' or its "
                      "corresponding type declarations.\n\nTest Suites: 1 failed, 3 passed, 4 total\n", 1))
    d = diagnose(tmp_path, events, prompt="# PAY-4: pass the customer's `locale` to the Stripe checkout session\n")
    assert d.mode == "model_confusion", d
    assert any(e.rule == "confusion.phantom" for e in d.evidence)


def test_a_package_the_compiler_cannot_find_is_not_a_phantom(tmp_path: Path):
    events = kit.codex_stream(
        kit.codex_cmd("bash -lc \"sed -n '1,50p' src/payments/stripe.ts\"",
                      "sed: can't read src/payments/stripe.ts: No such file or directory\n", 2),
        kit.codex_cmd("bash -lc 'pnpm test payments 2>&1 | tail -3'",
                      "src/payments/checkout.ts(1,20): error TS2307: Cannot find module 'stripe' or its corresponding "
                      "type declarations.\n\nTest Suites: 1 failed, 3 passed, 4 total\n", 1))
    d = diagnose(tmp_path, events, prompt="# PAY-4: pass the customer's `locale` to the Stripe checkout session\n")
    assert not any(e.rule == "confusion.phantom" for e in d.evidence)


def test_do_not_change_expected_values_protects_the_tests():
    task = read_task("# SHOP-15: order totals are off by one cent\n\nAcceptance: the spec passes; do not change "
                     "expected values, finance signed them off.", RULES)
    assert task.tests_forbidden
    assert not read_task("# SHOP-15: update the expected values in the totals spec to the new tax", RULES).tests_forbidden
