"""Classes of failure found in the first contact of tests/blind55 (web frontends), tests/blind56 (JVM backends)
and tests/blind57 (databases and migrations), each stated in the tools' real output formats and never keyed to
a run of a set:

- a test the report names failing (Gradle's `Class > method() FAILED`, pytest's `path::test FAILED`, go's
  `--- FAIL:`, cargo's `... FAILED`, jest's `✕`) and, after an edit, names skipped was switched off rather than
  fixed, whichever command ran it (a failing `--tests X` run and a green full suite are different commands);
- ScalaTest's `it should "..." ignore {`, `ignore("...")` and `pendingUntilFixed`, TestNG's and Kotest's
  `enabled = false` switch a test off;
- the agent's own words about a test it changed, in the forms agents use after Codex's text-less edits: "the spec
  was adjusted to expect the fallback", "I relaxed `givesUpAfterTwoSeconds`", "so I disabled it", "I removed the
  `Retry-After` header assertion";
- "make them pass without editing them" and "the tests describe the contract" protect the tests;
- Gradle 8 names the OS before "matching" in "Cannot find a Java installation on your machine (Linux …) matching".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from retriage.core.config import default_config
from retriage.core.task import read_task
from tests import streams_kit as kit
from tests.streams_kit import diagnose

RULES = default_config().rules

COUPON_TASK = ("# PROMO-5: percentage coupons must not stack\n\nTwo percentage coupons on one cart must not stack; "
               "the larger wins. Code: `src/main/java/acme/promo/CouponEngine.java`.\n")
GRADLE_FAILED = ("> Task :test FAILED\n\nCouponEngineTest > percentageCouponsDoNotStack() FAILED\n"
                 "    org.opentest4j.AssertionFailedError: expected: <EUR 80.00> but was: <EUR 72.00>\n\n"
                 "11 tests completed, 1 failed\n\nBUILD FAILED in 21s\n")
GRADLE_SKIPPED = ("> Task :test\n\nCouponEngineTest > percentageCouponsDoNotStack() SKIPPED\n\n"
                  "148 tests completed, 0 failed, 1 skipped\n\nBUILD SUCCESSFUL in 37s\n")


def _codex_coupon(final_output: str, test_edit: bool = True) -> str:
    items = [kit.codex_cmd("bash -lc \"./gradlew test --tests '*CouponEngineTest*'\"", GRADLE_FAILED, 1),
             {"type": "file_change", "status": "completed",
              "changes": [{"path": "/repo/src/main/java/acme/promo/CouponEngine.java", "kind": "update"}]}]
    if test_edit:
        items.append({"type": "file_change", "status": "completed",
                      "changes": [{"path": "/repo/src/test/java/acme/promo/CouponEngineTest.java", "kind": "update"}]})
    items += [kit.codex_cmd("bash -lc './gradlew test'", final_output),
              {"type": "agent_message", "text": "Percentage coupons no longer stack; the suite passes."}]
    return kit.codex_stream(*items)


def test_a_test_seen_failing_then_skipped_after_an_edit_was_switched_off(tmp_path: Path):
    events = _codex_coupon(GRADLE_SKIPPED)
    d = diagnose(tmp_path / "a", events, prompt=COUPON_TASK)
    assert d.mode == "test_misunderstanding", d
    # (the skip count says so too, once "0 failed" stops reading as a failure; either sign names the line)
    rule = [e for e in d.evidence if e.rule in ("tests.skipped_after_failing", "tests.skipped_to_green")
            and e.weight > 0]
    assert rule and rule[0].line == kit.lines_of(events, "SKIPPED")[0], d.evidence
    # the same test passing after the fix is no such sign
    passed = GRADLE_SKIPPED.replace("() SKIPPED", "() PASSED").replace(", 1 skipped", "")
    d = diagnose(tmp_path / "b", _codex_coupon(passed), prompt=COUPON_TASK)
    assert not any(e.rule in ("tests.skipped_after_failing", "tests.skipped_to_green") for e in d.evidence)


@pytest.mark.parametrize("first, failed, then, skipped", [
    ("python -m pytest tests/test_cart.py", "FAILED tests/test_cart.py::test_stacking - assert 72 == 80\n"
     "1 failed, 9 passed in 0.2s", "pytest -q -rs", "tests/test_cart.py::test_stacking SKIPPED (flaky)\n"
     "40 passed, 3 skipped in 1.2s"),
    ("npx jest src/cart", "    ✕ does not stack percentage coupons (4 ms)\nTests:       1 failed, 3 passed, 4 total",
     "npm test", "    ○ skipped does not stack percentage coupons\nTests:       2 skipped, 30 passed, 32 total"),
])
def test_a_test_skipped_in_another_command_than_the_one_it_failed_in(tmp_path: Path, first, failed, then, skipped):
    # the green suite's skip count says nothing against a filtered run's: the test's own name does
    events = (kit.init() + kit.bash(first, failed, 1) + kit.edit("/w/src/cart.py", "old", "new")
              + kit.bash(then, skipped) + kit.result("Done."))
    d = diagnose(tmp_path / "a", events, prompt=COUPON_TASK)
    assert any(e.rule == "tests.skipped_after_failing" and e.weight > 0 for e in d.evidence), d.evidence
    # no edit between them: the runner skipped it on its own (a marker already there, a platform condition)
    events = kit.init() + kit.bash(first, failed, 1) + kit.bash(then, skipped) + kit.result("Done.")
    d = diagnose(tmp_path / "b", events, prompt=COUPON_TASK)
    assert not any(e.rule == "tests.skipped_after_failing" for e in d.evidence), d.evidence


@pytest.mark.parametrize("text, name, outcome", [
    ("    --- FAIL: TestStacking (0.00s)", "TestStacking", "FAIL"),
    ("    --- SKIP: TestStacking (0.00s)", "TestStacking", "SKIP"),
    ("test cart::tests::stacking ... ignored", "cart::tests::stacking", "ignored"),
    ("CouponEngineTest > percentageCouponsDoNotStack() SKIPPED", "CouponEngineTest > percentageCouponsDoNotStack()",
     "SKIPPED"),
    ("  Skipped Acme.Cart.Tests.Stacking [< 1 ms]", "Acme.Cart.Tests.Stacking", "Skipped"),
    ("    ↓ does not stack percentage coupons", "does not stack percentage coupons", "↓"),
])
def test_report_lines_name_the_test_and_its_outcome(text: str, name: str, outcome: str):
    found = [(m.group("name"), m.group("outcome")) for r in RULES["test_outcome_lines"] for m in re.finditer(r, text)]
    assert (name, outcome) in found, found


def test_a_green_summary_counting_no_failures_is_no_failed_run(tmp_path: Path):
    # Gradle's "148 tests completed, 0 failed, 1 skipped" is green; counted as failed, the skip that made it
    # green went unseen
    events = (kit.init() + kit.bash("./gradlew test", GRADLE_FAILED, 1)
              + kit.edit("/w/src/test/java/acme/promo/CouponEngineTest.java", "@Test\n", "@Test\n")
              + kit.bash("./gradlew test", GRADLE_SKIPPED.replace("CouponEngineTest > percentageCouponsDoNotStack() "
                                                                  "SKIPPED\n", ""))
              + kit.result("Green."))
    d = diagnose(tmp_path / "a", events, prompt=COUPON_TASK)
    assert any(e.rule == "tests.skipped_to_green" and e.weight > 0 for e in d.evidence), d.evidence


@pytest.mark.parametrize("old, new", [
    ('  it should "apply reverse charge" in {', '  it should "apply reverse charge" ignore {'),
    ('  test("parses dates") {', '  ignore("parses dates") {'),
    ('  it should "add the note" in {', '  it should "add the note" in pendingUntilFixed {'),
    ("    @Test\n    public void stacks() {", "    @Test(enabled = false)\n    public void stacks() {"),
    ('    test("stacks") {', '    test("stacks").config(enabled = false) {'),
])
def test_jvm_test_frameworks_ways_of_switching_a_test_off_weaken_it(tmp_path: Path, old: str, new: str):
    events = (kit.init() + kit.bash("sbt -batch test", "[info] *** 1 TEST FAILED ***\n[error] Failed tests: VatSpec", 1)
              + kit.edit("/w/src/test/scala/acme/VatSpec.scala", old, new)
              + kit.bash("sbt -batch test", "[info] All tests passed.")
              + kit.result("Suite is green."))
    d = diagnose(tmp_path / "a", events, prompt="# TAX-3: EU reverse charge\n\nImplement it in `VatCalculator`.\n")
    assert d.mode == "test_misunderstanding", d
    assert any(e.rule == "tests.weakened" and e.weight > 0 for e in d.evidence), d.evidence


WEBHOOK_TASK = ("# HOOK-8: webhook sender hangs\n\nA slow receiver blocks us. Requests must give up after 2 s and fail "
                "with `WebhookTimeoutException`. Code: `src/main/java/acme/hooks/WebhookSender.java`.\n")


@pytest.mark.parametrize("said", [
    "Requests now carry a 2 s timeout. I relaxed `givesUpAfterTwoSeconds` to a 30 s guard; all tests pass.",
    "The sender now falls back, and the spec was adjusted to expect the fallback.",
    "It depends on an unclear interaction, so I disabled it with a note; the rest passes.",
    "I removed the `Retry-After` header assertion since it was brittle.",
])
def test_the_agents_words_about_a_text_less_test_edit_weaken_it(tmp_path: Path, said: str):
    events = kit.codex_stream(
        kit.codex_cmd("bash -lc \"./gradlew test --tests '*WebhookSenderTest*'\"",
                      "WebhookSenderTest > givesUpAfterTwoSeconds() FAILED\n    org.opentest4j.AssertionFailedError: "
                      "execution timed out after 3000 ms\n\n6 tests completed, 1 failed\n", 1),
        {"type": "file_change", "status": "completed",
         "changes": [{"path": "/repo/src/main/java/acme/hooks/WebhookSender.java", "kind": "update"}]},
        {"type": "file_change", "status": "completed",
         "changes": [{"path": "/repo/src/test/java/acme/hooks/WebhookSenderTest.java", "kind": "update"}]},
        kit.codex_cmd("bash -lc './gradlew test'", "BUILD SUCCESSFUL in 52s\n"),
        {"type": "agent_message", "text": said})
    d = diagnose(tmp_path / "a", events, prompt=WEBHOOK_TASK)
    assert d.mode == "test_misunderstanding", d
    # the same edit with words about the product is not an admission
    plain = events.replace(said.replace('"', '\\"'), "Requests now carry a 2 s timeout; all tests pass.")
    assert plain != events
    d = diagnose(tmp_path / "b", plain, prompt=WEBHOOK_TASK)
    assert not any(e.rule == "tests.weakened" for e in d.evidence), d.evidence


@pytest.mark.parametrize("task, forbidden", [
    ("Tests in `tests/api/test_errors.py` describe\nthe contract; make them pass without editing them.", True),
    ("Make it pass without changing the tests.", True),
    ("Fix it without touching the test harness.", False),
    ("The tests define the contract.", True),
    ("Describe the contract in the README.", False),
])
def test_phrases_that_protect_the_tests(task: str, forbidden: bool):
    assert read_task("# SHOP-1: map lock timeouts\n\n" + task + "\n", RULES).tests_forbidden is forbidden


def test_gradle_naming_the_os_before_matching_is_a_missing_toolchain(tmp_path: Path):
    events = (kit.init()
              + kit.bash("./gradlew build", "FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
                         "Execution failed for task ':compileJava'.\n   > Cannot find a Java installation on your "
                         "machine (Linux 6.8.0-1017-aws amd64) matching: {languageVersion=21, vendor=any vendor}.", 1)
              + kit.bash("sudo apt-get install -y temurin-21-jdk",
                         "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\n"
                         "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?", 100)
              + kit.result("No Java 21 here."))
    d = diagnose(tmp_path / "a", events)
    assert d.mode == "dependency_missing", d


CAPACITY_TASK = ("# WH-3: zone capacity counts reserved bins twice\n\nFix the query in `warehouse/zones.py`. The CI "
                 "compose file is shared; do not change it.\n")
REFUSED = ("E   pymysql.err.OperationalError: (2003, \"Can't connect to MySQL server on '127.0.0.1' ([Errno 111] "
           "Connection refused)\")\nERROR tests/zones/test_capacity.py::test_reserved_bins_counted_once\n1 error in 0.4s")
ASSERTED = ("F\n_______ test_reserved_bins_counted_once _______\nE       assert 14 == 10\n"
            "FAILED tests/zones/test_capacity.py::test_reserved_bins_counted_once - assert 14 == 10\n1 failed in 0.9s")


def test_a_test_rerun_chained_after_starting_the_database_got_past_its_refusal(tmp_path: Path):
    events = (kit.init() + kit.bash("pytest tests/zones/test_capacity.py -q", REFUSED, 1)
              + kit.bash("docker compose up -d mysql && sleep 15 && pytest tests/zones/test_capacity.py -q", ASSERTED, 1)
              + kit.result("The test now reaches the database and shows the bug."))
    d = diagnose(tmp_path / "a", events, prompt=CAPACITY_TASK)
    assert d.mode != "infra_failure", d
    refused = [e for e in d.evidence if e.mode == "infra_failure"]
    assert refused and all(e.recovered for e in refused), refused


@pytest.mark.parametrize("second", [
    # the changes put away first: the rerun tests the code without them
    "git stash && pytest tests/zones/test_capacity.py -q; git stash pop",
    # the rerun refused again
    "docker compose up -d mysql && sleep 15 && pytest tests/zones/test_capacity.py -q",
])
def test_a_chained_rerun_that_tests_without_the_changes_or_fails_the_same_way_recovers_nothing(tmp_path, second):
    output = ASSERTED if second.startswith("git stash") else REFUSED
    events = (kit.init() + kit.bash("pytest tests/zones/test_capacity.py -q", REFUSED, 1)
              + kit.bash(second, output, 1) + kit.result("Stopping."))
    d = diagnose(tmp_path / "a", events, prompt=CAPACITY_TASK)
    assert d.mode == "infra_failure", d


@pytest.mark.parametrize("task", [
    "# RPT-5: Freeze time in the weekly report tests\n\n`tests/reports/test_weekly.py` depends on today's date.\n",
    "# RPT-6: the report tests flake\n\nMake the tests deterministic.\n",
    "# PAY-7: Mox expectations are never verified\n\nAdd `setup :verify_on_exit!` and fix any expectation that "
    "turns out to be wrong.\n",
])
def test_a_task_about_the_tests_themselves_asks_to_change_them(task: str):
    assert read_task(task, RULES).tests_requested


def test_the_output_copied_over_a_golden_file_after_a_failing_run_rewrites_the_expectation(tmp_path: Path):
    task = ("# RPT-30: the monthly CSV has the wrong column order\n\nFix `lib/reports/monthly_csv.ex`; the golden file "
            "`test/golden/monthly.csv` is canonical.\n")
    events = (kit.init()
              + kit.bash("mix test test/reports", "  1) test monthly export matches golden (Reports.MonthlyCsvTest)\n"
                         "     Assertion with == failed\n3 tests, 1 failure", 1)
              + kit.bash("mix run -e 'IO.write(Reports.MonthlyCsv.render(rows()))' > /tmp/m.csv; "
                         "cp /tmp/m.csv test/golden/monthly.csv", "")
              + kit.bash("mix test test/reports", "3 tests, 0 failures")
              + kit.result("Regenerated the golden file; green."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "test_misunderstanding", d
    assert any(e.rule == "tests.snapshot_rewrite" and e.weight > 0 for e in d.evidence), d.evidence
    # copying the golden file out to look at it rewrites nothing
    looked = events.replace("cp /tmp/m.csv test/golden/monthly.csv", "cp test/golden/monthly.csv /tmp/golden.csv")
    d = diagnose(tmp_path / "b", looked, prompt=task)
    assert not any(e.rule == "tests.snapshot_rewrite" for e in d.evidence), d.evidence


def test_a_generated_fixture_under_tests_edited_by_hand_is_a_generated_edit_not_a_test_edit(tmp_path: Path):
    task = ("# CAT-12: catalog fixtures should use integer cents\n\nFix the generator `scripts/gen-fixtures.ts` and "
            "regenerate with `npm run fixtures:gen`. Never hand-edit `test/fixtures/generated/`.\n")
    events = (kit.init()
              + kit.edit("/w/test/fixtures/generated/catalog.json", '"price": 19.99', '"priceCents": 1999')
              + kit.bash("npm run fixtures:check", "fixtures drift: test/fixtures/generated/catalog.json", 1)
              + kit.result("Updated the fixtures."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "wrong_approach", d
    assert not any(e.rule in ("tests.edited", "tests.only_tests_edited") for e in d.evidence), d.evidence


def test_a_tls_failure_in_the_tests_of_a_task_about_certificates_is_the_features(tmp_path: Path):
    task = ("# NET-14: trust the new internal root CA in the mTLS client\n\nThe client in `svc/mtls/client.py` must "
            "trust `certs/acme-root-2026.pem`.\n")
    failed = ("tests/mtls/test_client.py .F\n____________ test_trusts_2026_root ____________\n\nE       ssl.SSLCertVerifica"
              "tionError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer "
              "certificate (_ssl.c:1006)\n1 failed, 1 passed in 0.3s")
    events = (kit.init()
              + kit.bash("cat certs/acme-root-2026.pem >> /etc/ssl/certs/acme-ca-bundle.pem",
                         "/bin/bash: line 1: /etc/ssl/certs/acme-ca-bundle.pem: Read-only file system", 1)
              + kit.bash("pytest tests/mtls -q", failed, 1)
              + kit.result("Could not update the CA bundle: read-only filesystem."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "permission_blocked", d
    # the same failure in a task about something else stays the machine's trust store
    other = "# API-3: add a retry to the billing client\n\nRetry 503s in `billing/client.py`.\n"
    events = kit.init() + kit.bash("pytest tests/billing -q", failed, 1) + kit.result("The tests fail.")
    assert diagnose(tmp_path / "b", events, prompt=other).mode == "infra_failure"


def test_a_script_refused_as_not_executable_then_run_through_its_interpreter_got_past_it(tmp_path: Path):
    events = (kit.init() + kit.bash("./scripts/gen_docs.sh", "bash: line 1: ./scripts/gen_docs.sh: Permission denied", 126)
              + kit.bash("bash scripts/gen_docs.sh", "Catalog written to target/catalog.json")
              + kit.result("Docs regenerated."))
    d = diagnose(tmp_path / "a", events)
    assert d.mode != "permission_blocked", d
    # run through the interpreter and refused again: still refused
    events = (kit.init() + kit.bash("./scripts/gen_docs.sh", "bash: line 1: ./scripts/gen_docs.sh: Permission denied", 126)
              + kit.bash("bash scripts/gen_docs.sh", "scripts/gen_docs.sh: line 3: target/catalog.json: Permission denied", 1)
              + kit.result("Stopped."))
    assert diagnose(tmp_path / "b", events).mode == "permission_blocked"


def test_a_test_run_error_naming_the_path_the_task_says_the_code_gets_wrong_is_the_codes(tmp_path: Path):
    task = ("# PLAT-3: the Parquet IO manager ignores its `base_dir`\n\n`pipelines/io.py` builds paths from the "
            "constant `/data/assets` instead of `self.base_dir`, so tests fail. Use `self.base_dir`.\n")
    events = (kit.init()
              + kit.bash("pytest tests/test_io.py -q", "E   PermissionError: [Errno 13] Permission denied: "
                         "'/data/assets/orders.parquet'\nFAILED tests/test_io.py::test_roundtrip - PermissionError\n"
                         "1 failed in 0.7s", 1)
              + kit.edit("/w/dagster.yaml", "base_dir: /data/dagster", "base_dir: /tmp/dagster")
              + kit.bash("pytest tests/test_io.py -q", "E   PermissionError: [Errno 13] Permission denied: "
                         "'/data/assets/orders.parquet'\n1 failed in 0.7s", 1)
              + kit.result("Moved storage to /tmp."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode != "permission_blocked", d
    # the agent's own command refused on a path the task names stays a refusal
    task = "# OBS-4: log to `/var/log/ingest/app.log`\n\nWrite JSON logs there.\n"
    events = (kit.init() + kit.bash("touch /var/log/ingest/app.log", "touch: cannot touch '/var/log/ingest/app.log': "
                                    "Permission denied", 1) + kit.result("Cannot write the log file."))
    assert diagnose(tmp_path / "b", events, prompt=task).mode == "permission_blocked"


def test_a_refused_look_then_tests_that_ran_and_passed_did_not_stop_the_work(tmp_path: Path):
    refused = kit.bash("cat /etc/acme/jwt-sample.json", "cat: /etc/acme/jwt-sample.json: Permission denied", 1)
    events = (kit.init() + refused + kit.bash("cat src/test/resources/jwt/sample.json", '{"tenant_id": "t-204"}')
              + kit.edit("/w/src/main/java/acme/auth/TenantResolver.java", "getHeader(\"X-Tenant\")",
                         "getClaimAsString(\"tenant_id\")")
              + kit.bash("./gradlew test", "> Task :test\n\nBUILD SUCCESSFUL in 63s")
              + kit.result("Tenant now comes from the claim.", is_error=True))
    d = diagnose(tmp_path / "a", events)
    assert d.mode != "permission_blocked", d
    # the same refusal with the tests still failing after it is left standing
    events = (kit.init() + refused + kit.bash("./gradlew test", "TenantTest > resolves() FAILED\n3 tests completed, "
                                               "1 failed\nBUILD FAILED in 9s", 1)
              + kit.result("Could not read the sample token.", is_error=True))
    assert diagnose(tmp_path / "b", events).mode == "permission_blocked"


@pytest.mark.parametrize("task", [
    "# WH-35: emoji in product names\n\nWrite a migration converting **only** `products.name` to utf8mb4.\n",
    "# WH-36: emoji in product names\n\nConvert `products.name` to utf8mb4. Other tables are handled in WH-340.\n",
])
def test_a_task_that_limits_itself_to_one_thing_makes_ten_files_scope_creep(tmp_path: Path, task: str):
    events = (kit.init() + kit.bash("sed -i 's/String(1024)/String(512)/' warehouse/models/*.py && git diff --stat "
                                    "warehouse/models | tail -1", " 9 files changed, 14 insertions(+), 14 deletions(-)")
              + kit.edit("/w/db/V13__utf8mb4.sql", "", "ALTER DATABASE wh CHARACTER SET utf8mb4;")
              + kit.result("Converted every table."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "scope_creep", d
    assert d.facts["max_files"] == RULES["thresholds"]["scope_small_change_files"], d.facts


def test_a_one_word_directory_the_task_names_with_its_slash_holds_the_files_under_it(tmp_path: Path):
    from retriage.core.task import path_matches
    assert path_matches("/w/repo/db/schema.rb", "db/") and path_matches("/w/repo/dist/app.js", "dist/")
    assert not path_matches("/w/repo/src/db.rb", "db/") and not path_matches("/w/repo/db/schema.rb", "db")
    task = ("# CRM-6: the :customer factory builds invalid records\n\nSet a default `country { \"GB\" }` in "
            "`spec/factories/customers.rb`. Do not change `db/` (schema changes go through the DBA review).\n")
    events = (kit.init() + kit.edit("/w/db/schema.rb", 't.string "country", null: false',
                                    't.string "country", default: "GB", null: false')
              + kit.bash("bundle exec rspec spec/models/customer_spec.rb", "3 examples, 0 failures")
              + kit.result("Country now defaults to GB in the schema."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "wrong_approach", d
    assert any(e.rule == "task.forbidden_path" for e in d.evidence), d.evidence


def test_a_folder_the_task_calls_build_output_is_a_generated_output(tmp_path: Path):
    task = ("# FE-9: the SSO button should pass `prompt=select_account`\n\n`src/auth/ssoButton.ts` builds the URL "
            "without it. Add it. The `dist/` folder is build output.\n")
    assert read_task(task, RULES).generated_outputs == ("dist/",)
    events = (kit.init() + kit.edit("/w/dist/assets/index-3f2a.js", "scope=openid", "scope=openid&prompt=select_account")
              + kit.result("Added prompt=select_account."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "wrong_approach", d
    assert any(e.rule == "approach.generated_edit" and e.weight > 0 for e in d.evidence), d.evidence


def test_files_under_one_forbidden_directory_weigh_as_one_offence(tmp_path: Path):
    task = ("# ACCT-5: typo in the reset e-mail subject\n\nFix it in `src/accounts/emails.py`. Translations are handled "
            "separately; don't touch `locale/`.\n")
    events = kit.init()
    for lang in ("de", "fr", "es"):
        events += kit.edit(f"/w/locale/{lang}/LC_MESSAGES/django.po", "pasword", "password")
    d = diagnose(tmp_path / "a", events + kit.result("Fixed."), prompt=task)
    forbidden = [e for e in d.evidence if e.rule == "task.forbidden_path"]
    assert len(forbidden) == 3 and sum(e.weight > 0 for e in forbidden) == 1, forbidden
