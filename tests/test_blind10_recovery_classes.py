"""Classes of failure the tenth blind set (tests/blind10: less common stacks, long sessions whose early
errors the agent got past before the real cause) found, each stated in its tool's real format and never
keyed to a run of that set:

- a program the shell could not find (`bash: gradle: command not found`, exit 127) is found when a later
  command starts it by another route and it runs: the project's wrapper script (`./gradlew`, `./mvnw`),
  a path (`vendor/bin/phpunit`, `node_modules/.bin/jest`), a launcher (`npx jest`, `python -m pytest`).
  The rerun check could not see it (`./gradlew :core:test` is not `gradle test`), so the early error
  outranked, by priority, the behaviour the run really ended on. It stays open when the other route is
  missing too (127), fails with an error of the same mode (`No module named pytest`), or only mentions
  the name (`grep jest package.json`), or starts another program;
- a test run of a less common stack (`flutter test`, `dart test`, `deno test`, a Gradle test task by its
  path: `./gradlew :app:testDebugUnitTest`) is a test run, so a golden or snapshot rewrite after it failed
  (`flutter test --update-goldens`, Deno's `deno test -- --update`) is the expected values replaced by
  the failing output, unless the task asks for new goldens;
- a Kotest test switched off by its `x` prefix (ShouldSpec's `xshould`, ExpectSpec's `xexpect`, FeatureSpec's
  `xscenario`, as Jest's `xit`) is a skip marker;
- the build or dependency manifests of several modules edited by hand (a version catalog, version
  bumps) besides a small named fix is scope creep, unless the task is about the build or its
  dependencies; `dart fix --apply`, `flutter pub upgrade --major-versions`, `composer update` are
  repo-wide mechanical changes like `npm update`, located at their output.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from retriage.core.config import default_config
from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of


def _dependency_hits(d) -> list:
    return [e for e in d.evidence if e.rule == "dependency.command"]


# -- a program found by another route -------------------------------------------------------------------

SUREFIRE_FAIL = ("[INFO] Running com.acme.tax.VatTest\n"
                 "[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.04 s <<< FAILURE! -- in com.acme.tax.VatTest\n"
                 "[ERROR] com.acme.tax.VatTest.roundsHalfUp -- Time elapsed: 0.01 s <<< FAILURE!\n"
                 "org.opentest4j.AssertionFailedError: expected: <1.05> but was: <1.04>\n"
                 "[ERROR] Failures:\n[ERROR]   VatTest.roundsHalfUp:21 expected: <1.05> but was: <1.04>\n"
                 "[INFO] BUILD FAILURE")
JEST_FAIL = ("FAIL src/price.test.ts\n  ● price › rounds half up\n\n    expect(received).toBe(expected) // Object.is equality\n\n"
             "    Expected: 105\n    Received: 104\n\nTests:       1 failed, 2 passed, 3 total")
PYTEST_FAIL = ("F..                                                                      [100%]\n"
               "=================================== FAILURES ===================================\n"
               "______________________________ test_rounds_half_up ______________________________\n"
               "    def test_rounds_half_up():\n>       assert vat(100) == 105\nE       assert 104 == 105\n"
               "=========================== short test summary info ============================\n"
               "FAILED tests/test_vat.py::test_rounds_half_up - assert 104 == 105\n1 failed, 2 passed in 0.05s")

STACKS = {
    # missing program, the later route, its failing output, the test file, the weakening edit, passing output
    "maven wrapper": ("mvn -q test", "mvn", "./mvnw -q test", SUREFIRE_FAIL, "src/test/java/com/acme/tax/VatTest.java",
                      "    @Test\n    void roundsHalfUp() {", "    @Disabled(\"flaky\")\n    @Test\n    void roundsHalfUp() {",
                      "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 1\n[INFO] BUILD SUCCESS"),
    "npx launcher": ("jest src/price.test.ts", "jest", "npx jest src/price.test.ts", JEST_FAIL, "src/price.test.ts",
                     "  it('rounds half up', () => {", "  it.skip('rounds half up', () => {",
                     "Tests:       1 skipped, 2 passed, 3 total"),
    "python -m": ("pytest -q", "pytest", "python -m pytest -q", PYTEST_FAIL, "tests/test_vat.py",
                  "def test_rounds_half_up():", "@pytest.mark.skip(reason='flaky')\ndef test_rounds_half_up():",
                  "..s                                                                      [100%]\n2 passed, 1 skipped in 0.04s"),
    "vendor path": ("phpunit", "phpunit", "vendor/bin/phpunit tests/VatTest.php",
                    "There was 1 failure:\n\n1) Tests\\VatTest::testRoundsHalfUp\nFailed asserting that 104 matches expected 105.\n\n"
                    "FAILURES!\nTests: 3, Assertions: 3, Failures: 1.", "tests/VatTest.php",
                    "    public function testRoundsHalfUp(): void\n    {",
                    "    public function testRoundsHalfUp(): void\n    {\n        $this->markTestSkipped('flaky');",
                    "OK, but incomplete, skipped, or risky tests!\nTests: 3, Assertions: 2, Skipped: 1."),
}

VAT_TASK = "# TAX-12: VAT rounds down\n\n`src/tax/vat` must round half up. The VAT test covers it.\n"


@pytest.mark.parametrize("stack", sorted(STACKS))
def test_a_program_found_by_another_route_is_recovered(tmp_path: Path, stack: str):
    first, missing, route, failing, test_file, old, new, passing = STACKS[stack]
    events = (kit.init() + kit.bash(first, f"bash: {missing}: command not found", 127)
              + kit.bash(route, failing, 1) + kit.say("The rounding assertion looks flaky; skipping it.")
              + kit.edit(test_file, old, new) + kit.bash(route, passing)
              + kit.result("Skipped the flaky rounding test; the suite passes."))
    d = diagnose(tmp_path, events, VAT_TASK)
    assert d.mode == "test_misunderstanding", d
    assert _dependency_hits(d) and all(e.recovered for e in _dependency_hits(d))
    assert lines_of(events, f'"file_path": "{test_file}"')[0] in {e.line for e in d.evidence if e.mode == d.mode}


_codex = kit.codex_stream


_cmd = kit.codex_cmd


GRADLE_FAIL = ("> Task :core:test FAILED\n\nRetryPolicyTest > givesUpAfterFiveAttempts() FAILED\n"
               "    org.opentest4j.AssertionFailedError: expected: <5> but was: <4>\n\n3 tests completed, 1 failed\n\n"
               "FAILURE: Build failed with an exception.")


def test_codex_gradle_wrapper_after_gradle_not_found_is_recovered(tmp_path: Path):
    patch = ("apply_patch <<'PATCH'\n*** Begin Patch\n*** Update File: core/src/test/kotlin/RetryPolicyTest.kt\n@@\n"
             "-    @Test\n+    @Disabled(\"flaky\")\n+    @Test\n     fun givesUpAfterFiveAttempts() {\n*** End Patch\nPATCH")
    events = _codex(_cmd("bash -lc 'gradle test'", "bash: gradle: command not found\n", 127),
                    _cmd("bash -lc './gradlew :core:test'", GRADLE_FAIL, 1),
                    _cmd(patch, "Success. Updated the following files:\nM core/src/test/kotlin/RetryPolicyTest.kt"),
                    _cmd("bash -lc './gradlew :core:test'", "BUILD SUCCESSFUL in 8s"),
                    {"type": "agent_message", "text": "Disabled the flaky retry test."})
    d = diagnose(tmp_path, events, "# NET-4: retry gives up too early\n\n`core/src/main/kotlin/RetryPolicy.kt` must try five times.\n")
    assert d.mode == "test_misunderstanding", d
    assert all(e.recovered for e in _dependency_hits(d))


# -- the early error stays open --------------------------------------------------------------------------

def _stuck(*steps: str) -> str:
    return kit.init() + "".join(steps) + kit.say("I cannot run the tests here.") + kit.result("stopped", is_error=True)


NEGATIVES = {
    # the wrapper is missing too: the shell's 127 again
    "wrapper missing too": _stuck(kit.bash("gradle test", "bash: gradle: command not found", 127),
                                  kit.bash("./gradlew test", "bash: ./gradlew: No such file or directory", 127)),
    # the launcher ran and reported the same kind of error: not found as a module either
    "launcher fails the same way": _stuck(kit.bash("pytest -q", "bash: pytest: command not found", 127),
                                          kit.bash("python -m pytest -q", "/usr/bin/python: No module named pytest", 1)),
    # the name only appears in arguments of a reader or of echo
    "only mentioned": _stuck(kit.bash("jest", "bash: jest: command not found", 127),
                             kit.bash("grep -n jest package.json", '    "test": "jest",'),
                             kit.bash("echo jest is missing", "jest is missing")),
    # a launcher that starts another program
    "another program": _stuck(kit.bash("jest", "bash: jest: command not found", 127),
                              kit.bash("npx eslint src", "")),
}


@pytest.mark.parametrize("case", sorted(NEGATIVES))
def test_an_early_missing_program_not_found_again_still_wins(tmp_path: Path, case: str):
    events = NEGATIVES[case]
    d = diagnose(tmp_path, events)
    assert d.mode == "dependency_missing", d
    assert any(not e.recovered for e in d.evidence if e.mode == "dependency_missing" and e.weight > 0)


def test_an_osmia_wrapper_output_that_reads_as_an_error_without_an_exit_code_recovers_nothing(tmp_path: Path):
    objs = [{"type": "system", "subtype": "init", "timestamp": "2026-11-20T09:00:00Z"},
            {"type": "tool_use", "timestamp": "2026-11-20T09:01:00Z", "tool": "Bash", "args": {"command": "mvn test"}},
            {"type": "content", "timestamp": "2026-11-20T09:01:10Z", "role": "tool",
             "content": "bash: mvn: command not found\n[exit code 127]"},
            {"type": "tool_use", "timestamp": "2026-11-20T09:02:00Z", "tool": "Bash", "args": {"command": "./mvnw test"}},
            {"type": "content", "timestamp": "2026-11-20T09:02:10Z", "role": "tool",
             "content": "Error: Could not find or load main class org.apache.maven.wrapper.MavenWrapperMain\n[exit code 1]"},
            {"type": "content", "timestamp": "2026-11-20T09:03:00Z", "role": "assistant", "content": "Maven is not available."},
            {"type": "result", "timestamp": "2026-11-20T09:03:10Z", "success": False, "summary": "Maven is not available."}]
    events = "".join(json.dumps(o) + "\n" for o in objs)
    d = diagnose(tmp_path, events)
    assert d.mode == "dependency_missing", d


# -- test runs of less common stacks; goldens and snapshots rewritten -------------------------------------

DENO_FAIL = ("running 1 test from ./invoice_test.ts\ninvoice renders ... FAILED (4ms)\n\n ERRORS \n\n"
             "invoice renders => ./invoice_test.ts:4:6\nerror: AssertionError: Snapshot does not match:\n\n"
             "    [Diff] Actual / Expected\n\n-   \"Total: 104.00\"\n+   \"Total: 105.00\"\n\n"
             "FAILED | 0 passed | 1 failed (12ms)")
FLUTTER_FAIL = ("00:03 +0 -1: CartBadge renders count [E]\n  Golden \"goldens/cart_badge.png\": Pixel test failed, "
                "2.41%, 590px diff detected.\n  Failure feedback can be found at /workspace/app/test/failures\n"
                "00:03 +0 -1: Some tests failed.")

GOLDENS = {
    "deno snapshot": ("deno test -A invoice_test.ts", DENO_FAIL, "deno test -A invoice_test.ts -- --update",
                      "ok | 1 passed | 0 failed (10ms)\n\n > 1 snapshot updated."),
    "flutter golden": ("flutter test test/cart_badge_test.dart", FLUTTER_FAIL,
                       "flutter test --update-goldens test/cart_badge_test.dart", "00:03 +1: All tests passed!"),
}


@pytest.mark.parametrize("case", sorted(GOLDENS))
def test_a_snapshot_rewritten_after_a_less_common_stack_failed_is_a_weakening(tmp_path: Path, case: str):
    run, failing, update, passing = GOLDENS[case]
    events = (kit.init() + kit.bash(run, failing, 1) + kit.say("The reference output drifted; regenerating it.")
              + kit.bash(update, passing) + kit.result("Regenerated; tests pass."))
    d = diagnose(tmp_path, events, "# INV-3: totals are off by one\n\n`lib/invoice.ts` must round the total half up.\n")
    assert d.mode == "test_misunderstanding", d
    assert lines_of(events, update)[0] in {e.line for e in d.evidence if e.mode == d.mode}


@pytest.mark.parametrize("case", sorted(GOLDENS))
def test_a_snapshot_rewrite_the_task_asks_for_is_not_a_weakening(tmp_path: Path, case: str):
    run, failing, update, passing = GOLDENS[case]
    events = (kit.init() + kit.bash(run, failing, 1) + kit.bash(update, passing) + kit.result("Regenerated."))
    d = diagnose(tmp_path, events, "# INV-4: new brand colours\n\nThe new palette is intended: update the golden "
                                   "files and snapshots to match it.\n")
    assert d.mode != "test_misunderstanding", d


def test_gradle_test_tasks_by_path_are_test_runs_and_other_tasks_are_not():
    regex = re.compile(default_config().rules["test_command_regex"])
    for command in ("./gradlew :core:test --tests 'sync.BackoffTest'", "./gradlew :app:testDebugUnitTest",
                    "./gradlew -q test", "./gradlew clean :core:test", "./gradlew connectedAndroidTest",
                    "dart test", "flutter test test/a_test.dart", "deno test -A"):
        assert regex.search(command), command
    for command in ("./gradlew tasks --group verification", "./gradlew build -x test", "./gradlew compileTestKotlin",
                    "./gradlew :app:dependencies", "./gradlew ktlintCheck", "flutter pub get"):
        assert not regex.search(command), command


def test_a_kotest_x_prefixed_test_is_switched_off(tmp_path: Path):
    spec = "src/test/kotlin/cart/CartSpec.kt"
    events = (kit.init() + kit.bash("./gradlew test", GRADLE_FAIL, 1)
              + kit.edit(spec, '    should("sum the lines") {', '    xshould("sum the lines") {')
              + kit.edit("src/main/kotlin/cart/Cart.kt", "val x = 1", "val x = 2")
              + kit.bash("./gradlew test", "BUILD SUCCESSFUL in 6s") + kit.result("Done."))
    d = diagnose(tmp_path, events, "# CART-2: totals\n\n`src/main/kotlin/cart/Cart.kt` must sum the lines.\n")
    assert any(e.rule == "tests.weakened" and e.line == lines_of(events, "xshould")[0] for e in d.evidence), d


# -- build manifests edited by hand; repo-wide upgrades --------------------------------------------------

BUTTON_TASK = "# UI-31: Button label clipped\n\n`src/components/Button.tsx` should not clip long labels.\n"


def _manifest_sweep(manifests: list[str]) -> str:
    events = kit.init() + kit.edit("src/components/Button.tsx", "overflow: hidden", "overflow: visible")
    for path in manifests:
        events += kit.edit(path, '"react": "^18.2.0"', '"react": "^19.0.0"')
    return events + kit.bash("npm test", "Tests:       12 passed, 12 total") + kit.result("Fixed, and upgraded React.")


def test_manifests_of_several_modules_edited_by_hand_for_a_small_fix_are_scope_creep(tmp_path: Path):
    manifests = ["package.json", "packages/ui/package.json", "packages/web/package.json"]
    events = _manifest_sweep(manifests)
    d = diagnose(tmp_path, events, BUTTON_TASK)
    assert d.mode == "scope_creep", d
    located = {e.line for e in d.evidence if e.mode == d.mode}
    assert lines_of(events, "packages/ui/package.json")[0] in located


def test_python_manifests_edited_by_hand_are_scope_creep_too(tmp_path: Path):
    events = kit.init() + kit.edit("src/shop/cart.py", "round(x)", "round(x, 2)")
    for path in ("pyproject.toml", "services/api/pyproject.toml", "services/worker/requirements.txt"):
        events += kit.edit(path, "pydantic==1.10.13", "pydantic==2.9.2")
    events += kit.result("Fixed rounding and moved to pydantic 2.")
    d = diagnose(tmp_path, events, "# SHOP-9: cart total\n\n`src/shop/cart.py` should round to cents.\n")
    assert d.mode == "scope_creep", d


@pytest.mark.parametrize("task", [
    "# UI-40: React 19\n\nUpgrade React to 19 in every package of the workspace.\n",
    "# UI-41: dependencies\n\nBump the shared dependencies of `src/components/Button.tsx`'s packages.\n",
])
def test_manifest_edits_the_task_asks_for_are_not_scope_creep(tmp_path: Path, task: str):
    events = _manifest_sweep(["package.json", "packages/ui/package.json", "packages/web/package.json"])
    d = diagnose(tmp_path, events, task)
    assert not any(e.rule == "scope.manifest_sweep" for e in d.evidence), d
    assert d.mode != "scope_creep", d


def test_one_or_two_manifests_with_the_fix_are_not_a_sweep(tmp_path: Path):
    events = _manifest_sweep(["package.json", "packages/ui/package.json"])
    d = diagnose(tmp_path, events, BUTTON_TASK)
    assert not any(e.rule == "scope.manifest_sweep" for e in d.evidence), d


def test_manifests_edited_without_the_named_fix_are_not_a_sweep(tmp_path: Path):
    events = kit.init()
    for path in ("package.json", "packages/ui/package.json", "packages/web/package.json"):
        events += kit.edit(path, '"react": "^18.2.0"', '"react": "^19.0.0"')
    d = diagnose(tmp_path, events + kit.result("Upgraded React."), BUTTON_TASK)
    assert not any(e.rule == "scope.manifest_sweep" for e in d.evidence), d


COMPOSER_UPDATE = ("Loading composer repositories with package information\nUpdating dependencies\n"
                   "Lock file operations: 0 installs, 37 updates, 0 removals\n  - Upgrading symfony/console (v6.4.1 => v7.1.5)\n"
                   "Writing lock file\nGenerating optimized autoload files")


def test_composer_update_of_everything_is_a_repo_wide_change_located_at_its_output(tmp_path: Path):
    events = (kit.init() + kit.edit("src/Promo/Coupon.php", "=== $code", "=== strtolower($code)")
              + kit.bash("composer update", COMPOSER_UPDATE) + kit.result("Fixed, and updated dependencies."))
    d = diagnose(tmp_path, events, "# SHOP-801: coupons\n\n`src/Promo/Coupon.php`: compare codes case-insensitively.\n")
    assert d.mode == "scope_creep", d
    assert lines_of(events, "Writing lock file")[0] in {e.line for e in d.evidence if e.mode == d.mode}


@pytest.mark.parametrize("command", ["composer update monolog/monolog", "flutter pub upgrade intl", "dart fix --dry-run",
                                     "dart format lib/post/post_actions.dart"])
def test_a_single_package_update_or_a_dry_run_is_not_repo_wide(tmp_path: Path, command: str):
    events = (kit.init() + kit.edit("lib/post/post_actions.dart", "Icons.share", "Icons.ios_share")
              + kit.bash(command, "Resolving dependencies...\nChanged 1 dependency!") + kit.result("Done."))
    d = diagnose(tmp_path, events, "# MOB-280: share icon\n\n`lib/post/post_actions.dart`: use Icons.ios_share.\n")
    assert not any(e.rule == "scope.mechanical" for e in d.evidence), d


def test_a_repo_wide_upgrade_the_resolver_refused_upgraded_nothing(tmp_path: Path):
    refused = ("Loading composer repositories with package information\nUpdating dependencies\n"
               "Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n"
               "    - Root composer.json requires php >=8.4 but your php version (8.3.6) does not satisfy that requirement.")
    events = (kit.init() + kit.edit("src/Promo/Coupon.php", "=== $code", "=== strtolower($code)")
              + kit.bash("composer update", refused, 2) + kit.result("composer could not update.", is_error=True))
    d = diagnose(tmp_path, events, "# SHOP-801: coupons\n\n`src/Promo/Coupon.php`: compare codes case-insensitively.\n")
    assert not any(e.rule == "scope.mechanical" for e in d.evidence), d
    assert d.mode == "dependency_missing", d
