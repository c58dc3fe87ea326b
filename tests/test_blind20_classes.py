"""Classes of failure the twentieth blind set (tests/blind20: mobile, front-end and infrastructure-as-code) found
on first contact, each stated in the tools' real output formats and never keyed to a run of that set:

- git's count of the working change set is the run's change only for what the run did: a ``git diff --stat``
  taken before the run changed anything is the tree it was given (the user's or the orchestrator's work in
  progress) and later counts are measured above it; while the run's only changes are its edit calls, a larger
  count is not its doing (the edits are counted by name). A shell command that may write (a script, a codemod;
  not a reader, not a test run) makes git's count the run's again.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose

_STAT = " {n} files changed, {n}0 insertions(+), 9 deletions(-)"
_TASK = "# WEB-12: round the basket total to two decimals in src/basket/total.ts\n"


def _scope(d) -> float:
    return sum(e.weight for e in d.evidence if e.mode == "scope_creep")


def test_a_diffstat_before_the_first_change_is_the_tree_the_run_was_given(tmp_path: Path):
    events = (kit.init() + kit.bash("git diff --stat", _STAT.format(n=300))
              + kit.edit("src/basket/total.ts", "return t", "return Math.round(t * 100) / 100")
              + kit.bash("npm test -- total", "Tests: 1 failed, 11 passed", 1)
              + kit.bash("git diff --stat", _STAT.format(n=301))
              + kit.result("could not get the test green", is_error=True))
    d = diagnose(tmp_path, events, prompt=_TASK)
    assert d.mode != "scope_creep" and _scope(d) == 0, d


def test_edit_calls_alone_cannot_explain_a_larger_count(tmp_path: Path):
    events = (kit.init() + kit.edit("src/basket/total.ts", "return t", "return Math.round(t * 100) / 100")
              + kit.bash("git diff --stat", _STAT.format(n=250))
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt=_TASK)
    assert d.mode != "scope_creep" and _scope(d) == 0, d


def test_a_writing_command_makes_gits_count_the_runs_own(tmp_path: Path):
    # the same stream with a script that rewrote files between the edit and the count: now git's count is the
    # run's change set, above the tree it was given (40 before, 250 after: 210 files)
    events = (kit.init() + kit.bash("git diff --stat", _STAT.format(n=40))
              + kit.edit("src/basket/total.ts", "return t", "return Math.round(t * 100) / 100")
              + kit.bash("node scripts/rename-money-imports.mjs src", "rewrote imports")
              + kit.bash("git diff --stat", _STAT.format(n=250))
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt=_TASK)
    assert d.mode == "scope_creep", d
    assert any("210 files changed" in e.text for e in d.evidence if e.rule == "scope.files_changed"), d.evidence


# -- a shell line is a reader only when every command of it reads ------------------------------------

from retriage.core.channels import ChannelRules, command_key, is_reader_command, shell_segments  # noqa: E402
from retriage.core.config import default_config  # noqa: E402

_CHANNELS = ChannelRules.from_rules(default_config().rules)


def test_shell_segments_split_at_operators_outside_quotes_and_not_at_redirections():
    assert shell_segments("bash -lc 'ls Pods 2>&1 | head -2; pod --version 2>&1'") == [
        "ls Pods 2>&1", "head -2", "pod --version 2>&1"]
    assert shell_segments('grep -n "a;b|c" f &>/dev/null && make -j4 &\necho done') == [
        'grep -n "a;b|c" f &>/dev/null', "make -j4", "echo done"]


def test_a_line_reads_only_when_every_command_of_it_reads():
    assert is_reader_command("cd ios && cat Podfile | grep -n Analytics", _CHANNELS)
    assert is_reader_command("find . -name '*.tf' | xargs grep -l github", _CHANNELS)
    assert not is_reader_command("ls Pods 2>&1 | head -2; pod --version", _CHANNELS)
    assert not is_reader_command("cat package.json && npm ci", _CHANNELS)
    assert not is_reader_command("cd ios", _CHANNELS)


def test_a_look_around_before_the_work_is_not_the_commands_identity():
    assert command_key("ls Pods 2>&1 | head -2; pod --version 2>&1") == "pod --version"
    assert command_key("echo '== build'; make build") == "make build"
    assert command_key("ls -la | head -5") == "ls"


def test_a_missing_program_behind_a_look_around_is_the_environments_report(tmp_path: Path):
    # Osmia carries no error flag; the pod lookup ran after an `ls`, and a later `ls` that worked is
    # not a rerun of it
    events = kit.osmia_stream(
        ("xcodebuild test -workspace Acme.xcworkspace -scheme Acme 2>&1 | grep -E 'error' | head -3",
         "error: Unable to load contents of file list: 'Pods/Target Support Files/Pods-Acme/x.xcfilelist'"),
        ("ls Pods 2>&1 | head -2; pod --version 2>&1", "ls: Pods: No such file or directory\nzsh: command not found: pod"),
        ("ls ~/.gem 2>/dev/null | head -3", "ruby"),
        say="CocoaPods is not installed on this host, so the workspace cannot build.")
    d = diagnose(tmp_path, events, prompt="# IOS-7: share the receipt as a PDF\n")
    assert d.mode == "dependency_missing", d
    assert kit.lines_of(events, "command not found: pod")[0] in kit.mode_lines(d)


# -- a run whose last command was SIGKILLed --------------------------------------------------------------

def test_a_run_whose_last_command_was_killed_and_that_never_went_on_is_infrastructure(tmp_path: Path):
    events = (kit.init() + kit.edit("src/checkout/Coupon.tsx", "code", "code.trim()")
              + kit.bash("npx cypress run --spec cypress/e2e/checkout.cy.ts", "Exit code 137", 137))
    d = diagnose(tmp_path, events, prompt="# WEB-3: trim coupon codes\n")
    assert d.mode == "infra_failure", d
    assert kit.lines_of(events, "Exit code 137")[-1] in kit.mode_lines(d)


def test_a_killed_command_the_run_went_on_from_is_not_what_ended_it(tmp_path: Path):
    events = (kit.init() + kit.bash("npx cypress run", "Exit code 137", 137)
              + kit.say("Cypress was killed; the unit tests are what the ticket needs.")
              + kit.bash("npx vitest run src/checkout", "Test Files  1 passed (1)")
              + kit.result("done"))
    d = diagnose(tmp_path, events, prompt="# WEB-3: trim coupon codes\n")
    assert "stream.killed_call" not in {e.rule for e in d.evidence}


# -- a rerun that skips the part that refused ------------------------------------------------------------

def test_terraform_init_without_its_backend_does_not_recover_the_backends_refusal(tmp_path: Path):
    refused = ("Initializing the backend...\n╷\n│ Error: Failed to get existing workspaces: Unable to list objects in "
               "S3 bucket \"acme-tfstate\" with prefix \"env:/\": operation error S3: ListObjectsV2, https response "
               "error StatusCode: 403, RequestID: 1, api error AccessDenied: User: arn:aws:sts::1:assumed-role/ro/s "
               "is not authorized to perform: s3:ListBucket on resource: \"arn:aws:s3:::acme-tfstate\"\n╵")
    events = (kit.init() + kit.edit("envs/staging/sqs.tf", "max_receive_count = 3", "max_receive_count = 5")
              + kit.bash("cd envs/staging && terraform init -input=false", refused, 1)
              + kit.bash("cd envs/staging && terraform init -backend=false -input=false && terraform validate",
                         "Success! The configuration is valid.")
              + kit.result("The HCL validates; the plan could not run against the state backend.", is_error=True))
    d = diagnose(tmp_path, events, prompt="# OPS-9: raise the DLQ redrive count to 5\n")
    assert d.mode == "permission_blocked", d
    assert kit.lines_of(events, "AccessDenied")[0] in kit.mode_lines(d)


# -- the closing summary of a feature about the very thing it names ---------------------------------------

def test_a_summary_saying_permission_denied_on_a_permission_feature_is_about_the_feature(tmp_path: Path):
    events = (kit.init()
              + kit.edit("app/src/main/java/acme/scan/ScanFlow.kt", "requestCamera()", "showRationale()")
              + kit.edit("app/src/test/java/acme/scan/ScanFlowTest.kt", "    @Test\n    fun deniedOnce() {",
                         "    @Ignore(\"cannot simulate the camera permission in CI\")\n    @Test\n    fun deniedOnce() {")
              + kit.bash("./gradlew :app:testDebugUnitTest --tests '*ScanFlowTest*'",
                         "ScanFlowTest > deniedOnce SKIPPED\n\nBUILD SUCCESSFUL in 31s"))
    prompt = "# DROID-8: show a rationale before asking for the camera permission again\n"
    summary = {"success": False, "exit_code": 1,
               "summary": "The rationale test cannot run in CI (camera permission denied), so it is ignored."}
    d = diagnose(tmp_path, events, prompt=prompt, result_json=summary)
    assert d.mode == "test_misunderstanding", d
    plain = diagnose(tmp_path / "plain", events, prompt="# DROID-8: tidy the scan screen\n", result_json=summary)
    denied = lambda x: sum(e.weight for e in x.evidence if e.rule == "permission.denied")  # noqa: E731
    assert denied(d) < denied(plain)


# -- test frameworks of mobile and infrastructure code ----------------------------------------------------

_SKIPS = [
    ("Tests/OrdersTests/ETATests.swift", "    func testUSLocale() {\n",
     "    func testUSLocale() throws {\n        throw XCTSkip(\"locale output differs on CI\")\n"),
    ("Tests/OrdersTests/ETATests.swift", "    @Test func usLocale() {", "    @Test(.disabled(\"flaky\")) func usLocale() {"),
    ("e2e/address.spec.ts", "test('accepts a UK postcode', async ({ page }) => {",
     "test.fixme('accepts a UK postcode', async ({ page }) => {"),
]


def test_xctskip_swift_testing_disabled_and_playwright_fixme_are_skips(tmp_path: Path):
    for n, (path, old, new) in enumerate(_SKIPS):
        events = (kit.init() + kit.bash("swift test --filter ETATests", "Executed 1 test, with 1 failure", 1)
                  + kit.edit(path, old, new) + kit.bash("swift test --filter ETATests", "Executed 1 test, with 0 failures")
                  + kit.result("done"))
        d = diagnose(tmp_path / str(n), events, prompt="# IOS-4: format delivery times for the user's locale\n",
                     state="Failed")
        assert any(e.rule == "tests.weakened" and "skip" in e.text for e in d.evidence), (path, d.evidence)


def test_helm_unittest_with_u_rewrites_its_snapshots(tmp_path: Path):
    events = kit.codex_stream(
        kit.codex_cmd("bash -lc 'helm unittest charts/tracker'", "Snapshot: 2 failed, 2 total\nTests: 2 failed", 1),
        kit.codex_cmd("bash -lc 'helm unittest -u charts/tracker 2>&1 | tail -3'",
                      "Tests:       14 passed, 14 total\nSnapshot:    2 updated, 2 passed, 2 total", 0))
    d = diagnose(tmp_path, events, prompt="# PLAT-3: expose the probe on the metrics port\n")
    assert d.mode == "test_misunderstanding", d
    assert any(e.rule == "tests.snapshot_rewrite" for e in d.evidence)


# -- a move and its reverse -----------------------------------------------------------------------------

def test_a_state_move_taken_back_and_made_again_is_going_back_and_forth(tmp_path: Path):
    there = "cd envs/staging && terraform state mv 'module.net.aws_nat_gateway.this[0]' 'module.net.aws_nat_gateway.this[\"a\"]'"
    back = "cd envs/staging && terraform state mv 'module.net.aws_nat_gateway.this[\"a\"]' 'module.net.aws_nat_gateway.this[0]'"
    moved = "Move \"module.net.aws_nat_gateway.this[0]\" to \"module.net.aws_nat_gateway.this[\\\"a\\\"]\"\nSuccessfully moved 1 object(s)."
    events = (kit.init() + kit.bash(there, moved) + kit.bash(back, moved)
              + kit.edit("modules/net/nat.tf", "count = length(var.azs)", "for_each = toset(var.azs)")
              + kit.bash(there, moved) + kit.bash(back, moved)
              + kit.result("Plan still shows changes.", is_error=True))
    d = diagnose(tmp_path, events, prompt="# PLAT-2: convert the NAT gateways in `modules/net/nat.tf` from count to "
                                          "for_each with moved blocks\n")
    assert d.mode == "model_confusion", d
    assert not any(e.rule == "approach.live_patch" and e.weight > 0 for e in d.evidence)


def test_a_move_not_taken_back_is_still_a_live_patch(tmp_path: Path):
    there = "terraform state mv 'module.net.aws_nat_gateway.this[0]' 'module.net.aws_nat_gateway.this[\"a\"]'"
    events = (kit.init() + kit.bash(there, "Successfully moved 1 object(s).")
              + kit.result("Moved the gateway in the state.", is_error=True))
    d = diagnose(tmp_path, events, prompt="# PLAT-2: convert the NAT gateways in `modules/net/nat.tf` to for_each\n")
    assert any(e.rule == "approach.live_patch" and e.weight > 0 for e in d.evidence)
