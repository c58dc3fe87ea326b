"""Causal links, whose words a hit is, and harness failures (issue 8, classes 2, 3 and harness)."""

from __future__ import annotations

from pathlib import Path

from retriage.core.config import default_config
from retriage.core.report import diagnose_dir
from tests import streams_kit as kit

CONFIG = default_config()


def diagnose(tmp_path: Path, events: str, **kwargs):
    return diagnose_dir(kit.make_run(tmp_path, "run-1", events, **kwargs), CONFIG).diagnosis


EACCES_PIP = ("Collecting premailer==3.10.0\nERROR: Could not install packages due to an OSError: [Errno 13] "
              "Permission denied: '/usr/local/lib/python3.11/site-packages/premailer'\n")
NO_MODULE = "E   ModuleNotFoundError: No module named 'premailer'\n1 error in 0.31s"


def test_an_install_refused_by_permission_is_the_root_of_the_later_missing_module(tmp_path: Path):
    events = (kit.init() + kit.bash("pip install premailer==3.10.0", EACCES_PIP, exit_code=1)
              + kit.bash("pytest -q tests/mailer", NO_MODULE, exit_code=2) + kit.result("cannot import", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "permission_blocked"
    assert any("permission_blocks_install" in e.note for e in d.evidence_for("dependency_missing"))
    assert any("permission error" in r for r in d.reasoning)


def test_a_missing_binary_after_an_unrelated_permission_error_stays_a_dependency(tmp_path: Path):
    events = (kit.init() + kit.bash("pip install -q flask", EACCES_PIP, exit_code=1)
              + kit.bash("python render.py", "OSError: No wkhtmltopdf executable found: \"b''\"", exit_code=1)
              + kit.result("no wkhtmltopdf", is_error=True))
    d = diagnose(tmp_path, events)
    # pip cannot install a binary: the permission link does not explain it away
    assert not any("permission_blocks_install" in e.note for e in d.evidence_for("dependency_missing"))
    assert d.scores["dependency_missing"] >= 3.0


def test_a_dependency_missing_before_a_refused_install_is_the_root(tmp_path: Path):
    events = (kit.init()
              + kit.bash("pytest -q", "OSError: cannot load library 'libgobject-2.0-0': libgobject-2.0-0: cannot "
                                      "open shared object file: No such file or directory", exit_code=1)
              + kit.bash("apt-get install -y libpango-1.0-0",
                         "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\n"
                         "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?",
                         exit_code=100)
              + kit.result("libraries missing", is_error=True))
    assert diagnose(tmp_path, events).mode == "dependency_missing"


def test_an_unreachable_index_making_an_install_fail_is_infrastructure(tmp_path: Path):
    out = ("go: github.com/google/uuid@v1.6.0: Get \"https://proxy.golang.org/github.com/google/uuid/@v/v1.6.0.mod\": "
           "dial tcp: lookup proxy.golang.org on 127.0.0.53:53: server misbehaving\n"
           "cmd/api/main.go:9:2: missing go.sum entry for module providing package github.com/google/uuid")
    d = diagnose(tmp_path, kit.init() + kit.bash("go build ./...", out, exit_code=1) + kit.result("x", is_error=True))
    assert d.mode == "infra_failure"
    assert any("offline_breaks_install" in e.note for e in d.evidence_for("dependency_missing"))


def test_a_provider_limit_ending_the_session_outranks_a_missing_module_still_open(tmp_path: Path):
    events = (kit.init() + kit.bash("pytest -q", NO_MODULE, exit_code=2)
              + kit.bash("pytest -q", NO_MODULE, exit_code=2)
              + kit.say("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try "
                        "again in 2 days 3 hours.", model="<synthetic>")
              + kit.result("You've hit your usage limit.", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "infra_failure"
    assert d.scores["dependency_missing"] < d.scores["infra_failure"] * 0.45


def test_a_loop_that_runs_out_the_clock_is_the_loop(tmp_path: Path):
    fail = "FAILED tests/test_slug.py::test_year - AssertionError: assert 'a' == 'a-2026'\n1 failed in 0.2s"
    events = kit.init()
    for n in range(3):
        events += (kit.edit("/w/slug.py", "return t", f"return t  # {n}") + kit.bash("pytest -q", fail, exit_code=1)
                   + kit.bash("git restore slug.py", ""))
    d = diagnose(tmp_path, events, state="TimedOut", result_json={"success": False, "summary": "timed out after 30m",
                                                                    "exit_code": 124})
    assert d.mode == "model_confusion"
    assert any("runs_out_the_clock" in r or "going in circles" in r for r in d.reasoning)


PERMISSION_TEST_REPORTS = {
    "pytest": ("pytest -q", "=================================== FAILURES ===================================\n"
               "___________________________ test_guest_cannot_delete ___________________________\n\n"
               "    def test_guest_cannot_delete():\n>       check()\nE       raise_for(\"Permission denied\")\n\n"
               "tests/test_acl.py:12: Failed\n========================= 1 failed, 3 passed in 0.1s ========================="),
    "jest": ("npx jest", " FAIL  src/acl.test.ts\n  ● acl › denies guests\n\n    Permission denied for guest\n\n"
             "Tests:       1 failed, 4 passed, 5 total"),
    "go test": ("go test ./...", "--- FAIL: TestDeny (0.00s)\n    acl_test.go:9: message: permission denied for guest\n"
                "FAIL\nFAIL\tgithub.com/acme/acl\t0.01s"),
    "cargo test": ("cargo test", "---- acl::denies stdout ----\nthread panicked: Permission denied for guest\n\n"
                   "failures:\n    acl::denies\n\ntest result: FAILED. 2 passed; 1 failed"),
    "rspec": ("bundle exec rspec", "Failures:\n\n  1) Acl denies guests\n     Permission denied for guest\n\n"
              "Finished in 0.02 seconds\n3 examples, 1 failure"),
    "surefire": ("mvn test", "[ERROR] com.acme.AclTest.denies -- Time elapsed: 0.01 s <<< FAILURE!\n"
                 "Permission denied for guest\n\n[ERROR] Tests run: 3, Failures: 1"),
}


def test_permission_words_inside_a_failing_test_report_are_the_codes_own(tmp_path: Path):
    for name, (command, output) in PERMISSION_TEST_REPORTS.items():
        d = diagnose(tmp_path / name, kit.init() + kit.bash(command, output, exit_code=1)
                     + kit.result("tests fail", is_error=True))
        assert d.mode != "permission_blocked", (name, d.scores)
        assert all("own words" in e.note for e in d.evidence_for("permission_blocked")), name


def test_a_real_permission_error_outside_any_report_still_counts(tmp_path: Path):
    d = diagnose(tmp_path, kit.init() + kit.bash("cp build/app /usr/local/bin/",
                                                 "cp: cannot create regular file '/usr/local/bin/app': Permission denied",
                                                 exit_code=1) + kit.result("x", is_error=True))
    assert d.mode == "permission_blocked"


def test_an_exception_a_test_raised_is_not_discounted_as_the_codes_words(tmp_path: Path):
    out = ("FAILED tests/test_api.py::test_fetch - httpx.ConnectError: [Errno 111] Connection refused\n"
           "========================= 1 failed, 2 passed in 0.3s =========================")
    d = diagnose(tmp_path, kit.init() + kit.bash("pytest -q", out, exit_code=1) + kit.result("x", is_error=True))
    assert d.mode == "infra_failure"


def test_words_the_task_itself_quotes_are_the_features_output(tmp_path: Path):
    prompt = "# GW-1: return `Permission denied` to guests\n\nIn `app/acl.py`, guests must get \"Permission denied\".\n"
    out = "guest request -> Permission denied\n1 failed, 2 passed"
    d = diagnose(tmp_path, kit.init() + kit.edit("/w/app/acl.py", "a", "b") + kit.bash("pytest -q", out, exit_code=1)
                 + kit.result("x", is_error=True), prompt=prompt)
    assert d.mode != "permission_blocked"


def test_a_harness_that_failed_before_the_agent_ran_is_diagnosed_and_says_so(tmp_path: Path):
    log = ("[2026-11-20T09:14:03Z] [INFO] forking acme/ledger\n"
           "[2026-11-20T09:14:04Z] [ERROR] fork failed: HTTP 404: Not Found (https://api.github.com/repos/acme/ledger/forks)\n")
    d = diagnose(tmp_path, log)
    assert d.mode == "permission_blocked"
    assert d.reasoning[0].startswith("the agent never ran")
    assert d.winning_evidence[0].line == 2
    assert "stream.no_result" not in {e.rule for e in d.evidence}


def test_a_refusal_after_the_agent_finished_cleanly_is_the_orchestrators_step(tmp_path: Path):
    events = kit.init() + kit.bash("pytest -q", "10 passed in 0.1s") + kit.result("Done.")
    d = diagnose(tmp_path, events, result_json={
        "success": False, "exit_code": 1,
        "summary": "publishing failed: could not create fork of acme/ledger: POST "
                   "https://api.github.com/repos/acme/ledger/forks: 404 Not Found"})
    assert d.mode == "infra_failure"
    assert any("orchestrator's step after it" in r for r in d.reasoning)


def test_an_engine_printing_its_provider_exception_as_prose_is_an_engine_error(tmp_path: Path):
    events = (kit.init() + kit.say("litellm.RateLimitError: RateLimitError: OpenrouterException - Rate limit exceeded")
              + kit.result("aider exited", is_error=True))
    assert diagnose(tmp_path, events).mode == "infra_failure"


def test_a_provider_named_api_error_printed_as_prose_is_an_engine_error(tmp_path: Path):
    # an engine printing "<Provider> API error <status>: ..." as the assistant's message (OpenRouter's
    # credit refusal); the session's end carries no words of its own
    events = (kit.init() + kit.edit("src/app.py", "a = 1", "a = 2")
              + kit.say("OpenRouter API error 402: This request requires more credits, or fewer max_tokens. "
                        "You requested up to 32000 tokens, but can only afford 911.")
              + kit.result("", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "infra_failure"
    assert 4 in {e.line for e in d.winning_evidence}


def test_prose_about_an_api_error_the_feature_handles_is_not_an_engine_error(tmp_path: Path):
    events = (kit.init() + kit.edit("src/client.py", "raise", "return backoff()")
              + kit.say("API error 429 now triggers our retry with a rate limit backoff.")
              + kit.result("", is_error=True))
    assert diagnose(tmp_path, events).mode != "infra_failure"


def test_the_same_line_matched_by_two_rules_counts_once(tmp_path: Path):
    out = ("E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\n"
           "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?")
    d = diagnose(tmp_path, kit.init() + kit.bash("apt-get install -y jq", out, exit_code=100)
                 + kit.result("x", is_error=True))
    assert d.mode == "permission_blocked"
    assert d.scores["permission_blocked"] == 2.5 * 1.5  # the stronger rule, as the error the run ended on


def test_another_agent_clis_json_error_objects_are_engine_errors(tmp_path: Path):
    events = ('{"type":"step_start","part":{"id":"p1"}}\n'
              '{"log":{"level":"info","message":"prompting model"}}\n'
              '{"log":{"level":"error","service":"session.processor","error":{"name":"AI_APICallError",'
              '"statusCode":500,"message":"Internal error encountered."}}}\n')
    d = diagnose(tmp_path, events)
    assert d.mode == "infra_failure"
    assert d.winning_evidence[0].line == 3


def test_a_json_error_object_about_a_timeout_is_infrastructure(tmp_path: Path):
    events = '{"type":"status","message":"running"}\n{"type":"error","error":"The operation timed out."}\n'
    assert diagnose(tmp_path, events).mode == "infra_failure"


def test_words_the_task_quotes_in_a_programs_output_are_the_features_output(tmp_path: Path):
    prompt = "# ACL-3: `bin/check` must print \"Permission denied\" for guests\n\nEdit `app/acl.py`.\n"
    d = diagnose(tmp_path, kit.init() + kit.edit("/w/app/acl.py", "a", "b")
                 + kit.bash("bin/check --user guest", "Permission denied", exit_code=1)
                 + kit.result("x", is_error=True), prompt=prompt)
    assert d.mode != "permission_blocked"


def test_a_programs_timeout_message_is_the_feature_when_the_task_is_about_timeouts(tmp_path: Path):
    prompt = "# NET-4: requests that time out should fail with a clear message\n\nFix `net/client.py`.\n"
    run = kit.init() + kit.edit("/w/net/client.py", "a", "b") + kit.bash(
        "python -m net.client --url http://slow", "error: request timed out after 30s", exit_code=1)
    d = diagnose(tmp_path, run + kit.result("x", is_error=True), prompt=prompt)
    assert d.mode != "infra_failure"
    # the same output for a task about something else is a timeout of the environment
    other = diagnose(tmp_path / "b", run + kit.result("x", is_error=True),
                     prompt="# NET-5: add a --verbose flag\n\nEdit `net/client.py`.\n")
    assert other.scores["infra_failure"] >= 1.0
