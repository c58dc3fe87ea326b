"""Classes the sixteenth blind set (tests/blind16: frontend, mobile and end-to-end work) found in the
environment modes, each stated in another stack or format than the run that showed it.

- A test runner's listing names each test with its outcome (vitest/jest ``✓ name``, go test's ``--- PASS:
  TestName``, pytest -v's ``path::test PASSED``, cargo's ``test name ... ok``). A test *called* "restarts
  the worker after SIGKILL" or "reports permission denied" says what its author tests, nothing about the
  machine: a hit inside such a name is no evidence at all (rules.yaml ``test_title_line_regex``,
  ``CodeWords.in_test_name``). Outside the name (pytest's short summary after `` - ``, a ``signal: killed``
  line of its own) the hit is weighed as before.

- A module reported missing that is the project's own code (a relative import the agent left stale, named
  by the bundler and again by the type checker) is evidence against a missing dependency; it counts
  ``project_module_factor`` (0.08, was the recovered factor 0.2), so two reports of one broken import no
  longer add up to a named mode.

- A write refused by a workspace policy because the path matches a protected pattern ("Write denied by
  workspace policy: … matches protected path pattern …") is a refused permission (``permission.policy_blocked``).

The missing pieces of the set (CocoaPods, the Android NDK/SDK, a Node.js older than the tool needs, a
browser Playwright/Cypress/Puppeteer drives) are signatures with samples in tests/signatures/.
"""

from __future__ import annotations

from tests import streams_kit as kit
from tests.streams_kit import codex_cmd, codex_stream, diagnose, lines_of, mode_lines

TASK = "# SUP-41: the supervisor restarts a worker twice after a crash\n\nFix `supervisor/restart.go`.\n"


def test_a_passing_test_named_after_sigkill_is_not_an_environment_failure(tmp_path):
    listing = (" ✓ test/supervisor.test.ts > restarts once when the worker is killed (SIGKILL) 12ms\n"
               " ✓ test/supervisor.test.ts > reports OOMKilled containers as oom 3ms\n\n"
               " Test Files  1 passed (1)\n      Tests  2 passed (2)")
    events = kit.osmia_stream(("npx vitest run test/supervisor.test.ts", listing),
                              say="Both restart paths fire for one crash; dedupe next.")
    d = diagnose(tmp_path, events, prompt=TASK)
    assert "infra.oom" not in {e.rule for e in d.evidence}, d.evidence
    assert d.mode != "infra_failure", d


def test_go_and_pytest_listings_name_their_tests_too(tmp_path):
    go = ("=== RUN   TestRestart/SIGKILL\n--- PASS: TestRestart/SIGKILL (0.01s)\n"
          "=== RUN   TestRestart/OOMKilled\n--- PASS: TestRestart/OOMKilled (0.00s)\n"
          "=== RUN   TestSingleRestart\n    restart_test.go:41: restarts = 2, want 1\n"
          "--- FAIL: TestSingleRestart (0.00s)\nFAIL\nFAIL\texample.com/supervisor\t0.012s")
    pytest = ("tests/test_supervisor.py::test_restart[SIGKILL] PASSED                     [ 33%]\n"
              "tests/test_supervisor.py::test_reason[out of memory] PASSED               [ 66%]\n"
              "tests/test_supervisor.py::test_single_restart FAILED                       [100%]\n\n"
              "FAILED tests/test_supervisor.py::test_single_restart - assert 2 == 1\n"
              "========================= 1 failed, 2 passed in 0.05s ==========================")
    events = codex_stream(codex_cmd("go test -v ./supervisor/...", go, exit_code=1),
                          codex_cmd("pytest -v tests", pytest, exit_code=1),
                          {"type": "agent_message", "text": "Both pass; the double restart is still there."})
    d = diagnose(tmp_path, events, prompt=TASK)
    assert not {"infra.oom", "permission.denied"} & {e.rule for e in d.evidence}, d.evidence
    assert d.mode not in ("infra_failure", "permission_blocked"), d


def test_a_real_kill_in_a_test_run_still_counts(tmp_path):
    """The runner's own ``signal: killed`` line is not a test's name: the machine killed the run."""
    go = ("=== RUN   TestRestartAfterSIGKILL\n--- PASS: TestRestartAfterSIGKILL (0.01s)\n"
          "=== RUN   TestSoak\nsignal: killed\nFAIL\texample.com/supervisor\t31.402s")
    events = codex_stream(codex_cmd("go test -v ./supervisor/...", go, exit_code=1),
                          failed="the command was killed")
    d = diagnose(tmp_path, events, prompt=TASK)
    assert d.mode == "infra_failure", d
    assert lines_of(events, "signal: killed")[0] in mode_lines(d)


def test_pytest_summary_words_after_the_test_id_are_the_exception_not_the_name(tmp_path):
    """``FAILED path::test - MemoryError``: what follows `` - `` is what the test raised, weighed as before
    (the name rule must not swallow it); the id before it is the name."""
    from retriage.core.channels import CodeWords
    from retriage.core.config import default_config

    words = CodeWords.from_rules(default_config().rules)
    line = "FAILED tests/test_load.py::test_bulk_import - MemoryError"
    at = line.index("MemoryError")
    assert not words.in_test_name(line, at, at + len("MemoryError"))
    name_at = line.index("test_bulk_import")
    assert words.in_test_name(line, name_at, name_at + len("test_bulk_import"))
    cargo = "test worker::restarts_after_sigkill ... ok"
    assert words.in_test_name(cargo, cargo.index("sigkill"), cargo.index("sigkill") + 7)
    assert not words.in_test_name("signal: killed", 0, 6)
    # a tool's own report with a test runner's mark is not a test's name (esbuild/wrangler under a test run)
    tool = "✘ [ERROR] EACCES: permission denied, open '/root/.npm/_cacache/tmp'"
    assert not words.in_test_name(tool, tool.index("permission"), tool.index("permission") + 17)
    vitest = " ✓ src/upload.test.ts > reports permission denied on a read-only bucket 4ms"
    assert words.in_test_name(vitest, vitest.index("permission"), vitest.index("permission") + 17)


# -- one broken relative import, reported by the bundler and by the type checker ------------------------------

MOVE_TASK = ("# WEB-88: the build breaks after `src/lib` moved to `packages/core/src`\n\n"
             "Two files still import `../lib/money`; point them at `@shop/core/money`.\n")


def test_a_relative_import_reported_missing_twice_is_not_a_missing_dependency(tmp_path):
    """webpack's "Can't resolve '../lib/money'" and tsc's TS2307 for the same relative path are the project's
    own module, twice: evidence against a missing dependency, which must not add up to one."""
    events = (kit.init()
              + kit.bash("npm run build", "ERROR in ./src/cart/Total.tsx 2:0-40\nModule not found: Error: Can't "
                         "resolve '../lib/money' in '/srv/shop/src/cart'\nwebpack 5.96.1 compiled with 1 error", 1)
              + kit.bash("npx tsc --noEmit", "src/cart/Total.tsx(2,23): error TS2307: Cannot find module "
                         "'../lib/money' or its corresponding type declarations.", 2)
              + kit.say("Both the bundle and tsc still see the old path.")
              + kit.result("stopped", subtype="error_during_execution", is_error=True))
    d = diagnose(tmp_path, events, prompt=MOVE_TASK)
    assert d.mode != "dependency_missing", (d.mode, d.evidence)


def test_a_package_reported_missing_twice_still_is_one(tmp_path):
    """The near-miss: a bare package name (not the project's path) missing for the bundler and tsc."""
    events = (kit.init()
              + kit.bash("npm run build", "ERROR in ./src/cart/Total.tsx 2:0-40\nModule not found: Error: Can't "
                         "resolve 'dinero.js' in '/srv/shop/src/cart'\nwebpack 5.96.1 compiled with 1 error", 1)
              + kit.bash("npx tsc --noEmit", "src/cart/Total.tsx(2,23): error TS2307: Cannot find module "
                         "'dinero.js' or its corresponding type declarations.", 2)
              + kit.result("stopped", subtype="error_during_execution", is_error=True))
    d = diagnose(tmp_path, events, prompt=MOVE_TASK)
    assert d.mode == "dependency_missing", (d.mode, d.evidence)


# -- a workspace policy refusing writes to a protected file ------------------------------------------------------

PUSH_TASK = "# APP-7: declare the notification permission\n\nAdd POST_NOTIFICATIONS to the app manifest.\n"


def test_a_write_denied_by_a_workspace_policy_is_a_refused_permission(tmp_path):
    use, res = kit.tool("Write", {"file_path": "ios/App/Info.plist", "content": "<plist/>"},
                        "Write denied by workspace policy: ios/App/Info.plist matches protected path pattern "
                        "'**/Info.plist' (policy: release-guard)", True)
    events = (kit.init() + kit.read("ios/App/Info.plist", "<plist>...</plist>") + use + res
              + kit.say("The plist is write-protected here.")
              + kit.result("Info.plist is protected by policy.", subtype="error_during_execution", is_error=True))
    d = diagnose(tmp_path, events, prompt=PUSH_TASK)
    assert d.mode == "permission_blocked", (d.mode, d.evidence)
    assert lines_of(events, "Write denied by workspace policy")[0] in mode_lines(d)


def test_a_policy_engine_under_test_printing_denials_is_not_one(tmp_path):
    """The near-miss: the code under test is a policy engine; its test's assertion quotes the denial."""
    report = ("FAILED tests/test_guard.py::test_protected_paths - AssertionError: expected 'Write denied by "
              "workspace policy: a.xml matches protected path pattern' but got 'allowed'\n1 failed in 0.1s")
    events = (kit.init() + kit.bash("pytest -q tests/test_guard.py", report, 1)
              + kit.result("stopped", subtype="error_during_execution", is_error=True))
    d = diagnose(tmp_path, events, prompt="# SEC-2: the guard must refuse writes to protected paths\n")
    assert d.mode != "permission_blocked", (d.mode, d.evidence)
