"""Classes of failure the fifth blind set (tests/blind5: long, noisy sessions) found, each stated in
its tool's real format and never keyed to a run of that set:

- a native piece missing under a Python build (psycopg2's ``pg_config executable not found``, an
  extension's ``ImportError: libX.so: cannot open shared object file``), where the agent's later
  attempt to install the system package is refused: the missing piece is the root cause;
- the machine failing under the run: the Gradle daemon killed, the kernel's OOM-killer line read with
  ``dmesg`` (a command that itself ran fine), the process budget spent (``fork: Resource temporarily
  unavailable``, ``spawn EAGAIN``), a Bedrock throttle (``429 Too many tokens``) ending the session;
- a harness policy refusing a command outright, reported in an output with no failure flag;
- a repo-wide ``terraform fmt -recursive`` / ``terraform init -upgrade`` for a one-resource change;
- a failing test run made green by skipping (pending/skip/ignore added, seen in the runner's counts
  even when the edit itself is not shown), and an inline test's assertion loosened in a source file;
- a wrong approach with no wrong file: generated code edited by hand, a package's sources copied into
  the project (whose unresolved imports are its consequence), a hand-rolled loop or helper where the
  task names the existing one to wrap or use;
"""

from __future__ import annotations

from pathlib import Path

from retriage.core.config import default_config
from tests import streams_kit as kit

CONFIG = default_config()


diagnose = kit.diagnose
lines_of = kit.lines_of


# -- a missing native piece, then a refused attempt to install it ------------------------------------

UV_PSYCOPG2 = ("Resolved 61 packages in 9ms\n   Building psycopg2==2.9.9\n  × Failed to build `psycopg2==2.9.9`\n"
               "  ├─▶ The build backend returned an error\n"
               "  ╰─▶ Call to `setuptools.build_meta:__legacy__.build_wheel` failed (exit status: 1)\n\n"
               "      [stderr]\n      Error: pg_config executable not found.\n\n"
               "      pg_config is required to build psycopg2 from source.")
APT_LOCK = ("E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\n"
            "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?")
REPORTS = "# R-4: monthly revenue view\n\nAdd `refresh_view()` to `reports/views.py`.\n"


def test_a_missing_native_piece_outranks_the_refused_install_of_it(tmp_path: Path):
    events = (kit.init() + kit.bash("uv sync --frozen", UV_PSYCOPG2, exit_code=1)
              + kit.edit("/w/reports/views.py", "pass", "def refresh_view(): ...")
              + kit.bash("apt-get install -y libpq-dev", APT_LOCK, exit_code=100)
              + kit.say("pg_config is not in the image and I cannot install it.") + kit.result("blocked", is_error=True))
    d = diagnose(tmp_path, events, prompt=REPORTS)
    assert d.mode == "dependency_missing", d.scores
    assert lines_of(events, "pg_config executable not found")[0] in {e.line for e in d.winning_evidence}


def test_a_shared_library_missing_after_a_user_install_is_the_dependency(tmp_path: Path):
    events = (kit.init()
              + kit.bash("pip install -r requirements.txt", "ERROR: Could not install packages due to an OSError: "
                         "[Errno 13] Permission denied: '/usr/local/lib/python3.12/site-packages/cv2'", exit_code=1)
              + kit.bash("pip install --user -r requirements.txt", "Successfully installed opencv-python-4.10.0.84")
              + kit.bash("pytest tests/test_crop.py -q", "ImportError while importing test module "
                         "'/w/tests/test_crop.py'.\nE   ImportError: libGL.so.1: cannot open shared object file: "
                         "No such file or directory", exit_code=2)
              + kit.result("tests cannot import cv2", is_error=True))
    d = diagnose(tmp_path, events, prompt="# V-2: centre the crop\n\nFix `vision/crop.py`.\n")
    assert d.mode == "dependency_missing", d.scores
    assert d.facts.get("missing") == "libGL.so.1"


# -- the machine failing under the run --------------------------------------------------------------

GRADLE_DIED = ("Starting a Gradle Daemon (subsequent builds will be faster)\n> Task :core:test\n\n"
               "FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
               "Gradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)")
DMESG = ("[88121.402113] Memory cgroup out of memory: Killed process 4127 (java) total-vm:6812344kB, "
         "anon-rss:3980012kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:8840kB oom_score_adj:0")


def test_a_killed_gradle_daemon_and_the_kernels_oom_line_are_infrastructure(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/core/src/main/java/Money.java", "HALF_UP", "HALF_EVEN")
              + kit.bash("./gradlew test --console=plain", GRADLE_DIED, exit_code=1)
              + kit.bash("dmesg | tail -3", DMESG)
              + kit.say("The daemon was killed by the memory cgroup."))
    d = diagnose(tmp_path, events, prompt="# L-1: banker's rounding\n\nIn `core/src/main/java/Money.java` use HALF_EVEN.\n")
    assert d.mode == "infra_failure", d.scores
    rules = {e.rule for e in d.winning_evidence}
    assert {"java.daemon_died", "infra.kernel_oom"} <= rules


def test_the_kernels_oom_line_in_a_file_the_agent_read_is_not_evidence(tmp_path: Path):
    events = (kit.init() + kit.bash("cat docs/runbook.md", "If you see\n" + DMESG + "\nraise the memory limit.")
              + kit.edit("/w/src/app/main.py", "x = 1", "x = 2") + kit.result("done"))
    d = diagnose(tmp_path, events, prompt="# T-3: fix it\n\nFix `src/app/main.py`.\n")
    assert d.scores["infra_failure"] == 0, d.scores


def test_a_spent_process_budget_is_infrastructure_not_the_loop_it_causes(tmp_path: Path):
    fork = "bash: fork: retry: Resource temporarily unavailable\nbash: fork: Resource temporarily unavailable"
    events = (kit.init() + kit.edit("/w/src/cart/badge.ts", "items.reduce", "items.filter(ok).reduce")
              + kit.bash("pnpm --filter shop test", "Error: spawn EAGAIN\n    at ChildProcess.spawn "
                         "(node:internal/child_process:421:11) {\n  errno: -11,\n  code: 'EAGAIN',\n  syscall: 'spawn'\n}",
                         exit_code=1)
              + kit.bash("cat /sys/fs/cgroup/pids.max", fork, exit_code=254)
              + kit.bash("pnpm --filter shop test -- --runInBand", fork, exit_code=254))
    d = diagnose(tmp_path, events, prompt="# S-2: badge count\n\nFix `src/cart/badge.ts`.\n")
    assert d.mode == "infra_failure", d.scores
    assert set(lines_of(events, "Resource temporarily unavailable")) & {e.line for e in d.winning_evidence}


def test_a_bedrock_throttle_ending_the_session_outranks_the_open_work(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/app/controllers/admin/refunds_controller.rb", "permit(:a)", "permit(:a, :b)")
              + kit.bash("bin/rails test test/controllers/admin", "Running 58 tests in a single process\n\n# Running:\n")
              + kit.result("API Error (us.anthropic.claude-sonnet-4-5-20250929-v1:0): 429 Too many tokens, please wait "
                           "before trying again.", subtype="error_during_execution", is_error=True))
    d = diagnose(tmp_path, events, prompt="# R-9: refund reason\n\nPermit `reason` in `app/models/refund.rb`.\n")
    assert d.mode == "infra_failure", d.scores
    assert "infra.provider_rate_limit" in {e.rule for e in d.winning_evidence}


# -- a harness policy refusing a command, in an output with no failure flag ---------------------------

def test_a_policy_block_in_an_unflagged_output_is_a_permission_block(tmp_path: Path):
    blocked = "Error: tool call blocked by policy: command `docker compose up -d db` requires approval and approval_mode=never"
    events = (kit.init() + kit.edit("/w/prisma/schema.prisma", "  id Int\n", "  id Int\n  wh Int?\n")
              + kit.bash("docker compose up -d db", blocked)
              + kit.bash("pnpm prisma migrate dev", "Error: P1001: Can't reach database server at `localhost:5432`")
              + kit.bash("sudo service postgresql start", blocked.replace("docker compose up -d db", "sudo service postgresql start"))
              + kit.result("starting the database was refused", is_error=True))
    d = diagnose(tmp_path, events, prompt="# P-1: add warehouse_id\n\nEdit `prisma/schema.prisma`.\n")
    assert d.mode == "permission_blocked", d.scores
    assert set(lines_of(events, "blocked by policy")) & {e.line for e in d.winning_evidence}


def test_a_feature_that_prints_a_policy_refusal_is_not_blocked(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/src/gate.py", "return 'no'", "return f'command blocked by policy: {c}'")
              + kit.bash("python -m gate 'rm -rf /'", "command blocked by policy: rm -rf /")
              + kit.result("done"))
    d = diagnose(tmp_path, events, prompt="# G-1: gate message\n\nThe policy gate in `src/gate.py` must say why "
                                          "a command was blocked by policy.\n")
    assert d.mode != "permission_blocked", d.scores


# -- a repo-wide terraform rewrite for a one-resource change ------------------------------------------

TF_TASK = "# OPS-1: tag the reports bucket\n\nOnly `aws_s3_bucket.reports` in `stacks/finance/s3.tf`.\n"


def test_terraform_fmt_recursive_and_init_upgrade_are_mechanical_scope_creep(tmp_path: Path):
    events = (kit.init() + kit.bash("terraform fmt -recursive", "stacks/finance/s3.tf\nstacks/network/vpc.tf\n")
              + kit.bash("terraform -chdir=stacks/finance init -upgrade", "Upgrading hashicorp/aws to 5.74.0")
              + kit.edit("/w/stacks/finance/s3.tf", "tags = {}", "tags = { team = \"fin\" }")
              + kit.result("tagged; also formatted and upgraded providers"))
    d = diagnose(tmp_path, events, prompt=TF_TASK)
    assert d.mode == "scope_creep", d.scores
    assert lines_of(events, "terraform fmt -recursive")[0] in {e.line for e in d.winning_evidence}


def test_a_terraform_fmt_check_is_not_a_change(tmp_path: Path):
    events = (kit.init() + kit.bash("terraform fmt -recursive -check modules", "")
              + kit.edit("/w/stacks/finance/s3.tf", "tags = {}", "tags = { team = \"fin\" }") + kit.result("tagged"))
    d = diagnose(tmp_path, events, prompt=TF_TASK)
    assert d.scores["scope_creep"] == 0, d.scores


# -- green by skipping: the failing example marked pending, the edit itself not visible --------------

RSPEC_RED = ("..F.\n\nFailures:\n\n  1) GiftCard#expired? in a UTC+13 shop is not expired on its last local day\n"
             "     Failure/Error: expect(card).not_to be_expired\n       expected `#<GiftCard id: 1>.expired?` to be "
             "falsey, got true\n\nFinished in 0.41 seconds\n4 examples, 1 failure\n")
RSPEC_PENDING = ("..*.\n\nPending: (Failures listed here are expected and do not affect your suite's status)\n\n"
                 "  1) GiftCard#expired? in a UTC+13 shop is not expired on its last local day\n"
                 "     # zone emulation unreliable\n\n4 examples, 0 failures, 1 pending\n")
GIFT = "# G-4: gift cards expire early\n\n`app/models/gift_card.rb#expired?` must use the shop's time zone.\n"


def _codex_run(*items: tuple[str, dict]) -> str:
    out = kit.line({"type": "thread.started", "thread_id": "t-1"}) + kit.line({"type": "turn.started"})
    for n, (kind, body) in enumerate(items):
        if kind == "sh":
            command, output, code = body["command"], body["output"], body["exit"]
            out += kit.line({"type": "item.completed", "item": {
                "id": f"item_{n}", "type": "command_execution", "command": f"bash -lc '{command}'",
                "aggregated_output": output, "exit_code": code, "status": "failed" if code else "completed"}})
        else:
            out += kit.line({"type": "item.completed", "item": {
                "id": f"item_{n}", "type": "file_change", "status": "completed",
                "changes": [{"path": body["path"], "kind": "update"}]}})
    return out + kit.line({"type": "turn.completed", "usage": {"input_tokens": 10, "output_tokens": 5}})


def _rspec(output: str, code: int) -> tuple[str, dict]:
    return ("sh", {"command": "bundle exec rspec spec/models/gift_card_spec.rb", "output": output, "exit": code})


def test_a_run_made_green_by_marking_the_failing_example_pending_is_a_weakened_test(tmp_path: Path):
    events = _codex_run(_rspec(RSPEC_RED, 1), ("edit", {"path": "/w/app/models/gift_card.rb"}), _rspec(RSPEC_RED, 1),
                        ("edit", {"path": "/w/spec/models/gift_card_spec.rb"}), _rspec(RSPEC_PENDING, 0))
    d = diagnose(tmp_path, events, prompt=GIFT)
    assert d.mode == "test_misunderstanding", d.scores
    located = {e.line for e in d.winning_evidence if e.rule == "tests.skipped_to_green"}
    assert lines_of(events, "gift_card_spec.rb\", \"kind\"")[0] in located
    assert lines_of(events, "1 pending")[0] in located


def test_a_pending_example_that_was_already_pending_is_no_evidence(tmp_path: Path):
    red = RSPEC_RED.replace("4 examples, 1 failure", "4 examples, 1 failure, 1 pending")
    events = _codex_run(_rspec(red, 1), ("edit", {"path": "/w/app/models/gift_card.rb"}), _rspec(RSPEC_PENDING, 0))
    d = diagnose(tmp_path, events, prompt=GIFT)
    assert "tests.skipped_to_green" not in {e.rule for e in d.evidence}


def test_cargo_ignoring_the_failing_test_counts_too(tmp_path: Path):
    red = ("running 2 tests\ntest tests::evicts ... FAILED\ntest tests::basic ... ok\n\n"
           "test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out")
    green = ("running 2 tests\ntest tests::evicts ... ignored\ntest tests::basic ... ok\n\n"
             "test result: ok. 1 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out")
    events = (kit.init() + kit.bash("cargo test -p cache", red, exit_code=101)
              + kit.bash("sed -i 's/^    #\\[test\\]$/    #[test] #[ignore]/' crates/cache/src/lru.rs", "")
              + kit.bash("cargo test -p cache", green) + kit.result("tests pass"))
    d = diagnose(tmp_path, events, prompt="# C-1: LRU\n\n`crates/cache/src/lru.rs` must evict the tail.\n")
    assert d.mode == "test_misunderstanding", d.scores


# -- an assertion of an inline test (Rust #[cfg(test)] in src/) loosened -----------------------------

def test_a_loosened_assertion_in_a_source_files_inline_tests_is_a_weakened_test(tmp_path: Path):
    red = ("running 1 test\ntest lru::tests::evicts_lru ... FAILED\n\nfailures:\n\n---- lru::tests::evicts_lru stdout ----\n"
           "thread 'lru::tests::evicts_lru' panicked at crates/cache/src/lru.rs:88:9:\nassertion `left == right` failed\n"
           "  left: Some(\"c\")\n right: None\n\ntest result: FAILED. 0 passed; 1 failed; 0 ignored")
    events = (kit.init() + kit.bash("cargo test -p cache lru_", red, exit_code=101)
              + kit.edit("/w/crates/cache/src/lru.rs", '        assert_eq!(c.get("c"), None);', "        assert_eq!(c.len(), 2);")
              + kit.bash("cargo test -p cache lru_", "running 1 test\ntest lru::tests::evicts_lru ... ok\n\n"
                         "test result: ok. 1 passed; 0 failed; 0 ignored") + kit.result("LRU tests pass."))
    d = diagnose(tmp_path, events, prompt="# C-2: LRU\n\n`crates/cache/src/lru.rs::insert` must evict the tail.\n")
    assert d.mode == "test_misunderstanding", d.scores
    assert lines_of(events, "assert_eq!(c.len(), 2)")[0] in {e.line for e in d.winning_evidence}


def test_a_plain_assert_in_product_code_is_not_a_test(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/src/app/pool.py", "    assert size > 0\n    return Pool(size)",
                                    "    if size <= 0:\n        raise ValueError(size)\n    return Pool(size)")
              + kit.bash("pytest -q", "3 passed in 0.1s") + kit.result("done"))
    d = diagnose(tmp_path, events, prompt="# P-2: pool size\n\n`src/app/pool.py` must raise ValueError.\n")
    assert d.scores["test_misunderstanding"] == 0, d.scores


# -- wrong approaches without a wrong file: generated code, a vendored copy, a hand-rolled helper -----

PROTO = ("# S-5: weight overflows\n\n`proto/shipping/v1/shipment.proto` declares `int32 weight_grams`. Change it in the "
         ".proto and regenerate with `buf generate`.\n")


def test_generated_code_edited_by_hand_is_a_wrong_approach(tmp_path: Path):
    events = (kit.init() + kit.bash("buf generate", "Failure: plugin python: could not find protoc plugin for name python",
                                    exit_code=1)
              + kit.edit("/w/gen/python/shipping/v1/shipment_pb2.py", "(\\x05", "(\\x03")
              + kit.bash("pytest tests/test_codec.py -q", "FAILED tests/test_codec.py::test_descriptor - AssertionError: "
                         "generated code is stale\n1 failed, 2 passed in 0.31s", exit_code=1)
              + kit.result("patched the generated descriptor", is_error=True))
    d = diagnose(tmp_path, events, prompt=PROTO)
    assert d.mode == "wrong_approach", d.scores
    assert lines_of(events, "shipment_pb2.py")[0] in {e.line for e in d.winning_evidence}


def test_a_generated_file_the_task_names_may_be_edited(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/api/v1/user.pb.go", "// Code generated", "// Code generated by protoc")
              + kit.result("done"))
    d = diagnose(tmp_path, events, prompt="# S-6: fix the header\n\nFix the header comment in `api/v1/user.pb.go`.\n")
    assert "approach.generated_edit" not in {e.rule for e in d.evidence}


CHARTS = ("# A-3: admin build\n\n`apps/admin/webpack.config.js` lacks the alias for the workspace package "
          "`@acme/charts`. Add the shared aliases.\n")


def _copy_run(extra: str = "") -> str:
    return (kit.init() + kit.bash("pnpm --filter admin build", "ERROR in ./src/Revenue.tsx 4:0-40\nModule not found: "
                                  "Error: Can't resolve '@acme/charts' in '/w/apps/admin/src'", exit_code=1)
            + kit.bash("mkdir -p apps/admin/src/vendor && cp -r packages/charts/src apps/admin/src/vendor/charts", "")
            + kit.edit("/w/apps/admin/src/Revenue.tsx", "from '@acme/charts'", "from './vendor/charts'")
            + kit.bash("pnpm --filter admin build", "ERROR in ./src/vendor/charts/theme.ts 1:0-37\nModule not found: "
                       "Error: Can't resolve '@acme/tokens' in '/w/apps/admin/src/vendor/charts'", exit_code=1)
            + kit.result("vendored charts; build fails on @acme/tokens", is_error=True))


def test_a_vendored_copy_of_a_workspace_package_is_a_wrong_approach_and_explains_what_it_cannot_resolve(tmp_path: Path):
    events = _copy_run()
    d = diagnose(tmp_path, events, prompt=CHARTS)
    assert d.mode == "wrong_approach", d.scores
    assert lines_of(events, "cp -r packages/charts")[0] in {e.line for e in d.winning_evidence}
    assert any("copied a package's sources" in r for r in d.reasoning)


def test_a_copy_the_task_asks_for_is_not_a_wrong_approach(tmp_path: Path):
    d = diagnose(tmp_path, _copy_run(), prompt=CHARTS + "\nVendor the charts sources into the admin app for now.\n")
    assert "approach.vendored_copy" not in {e.rule for e in d.evidence}


RETRY = ("# P-4: capture retries\n\n`internal/payments/capture.go` fails hard on 5xx. Wrap the call with the existing "
         "`retry.Do(ctx, retry.StripePolicy, fn)` from `pkg/retry`.\n")


def test_a_hand_rolled_loop_where_the_task_names_a_wrapper_is_a_wrong_approach(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/internal/payments/capture.go", "\t_, err := s.c.Capture(ctx, id)\n\treturn err",
                                    "\tfor i := 0; i < 5; i++ {\n\t\tif _, err = s.c.Capture(ctx, id); err == nil {\n"
                                    "\t\t\treturn nil\n\t\t}\n\t\ttime.Sleep(200 * time.Millisecond)\n\t}\n\treturn err")
              + kit.bash("go test ./internal/payments/...", "--- FAIL: TestCaptureRespectsContext (2.00s)\n"
                         "    capture_test.go:95: slept 2s\nFAIL", exit_code=1))
    d = diagnose(tmp_path, events, prompt=RETRY)
    assert d.mode == "wrong_approach", d.scores
    assert "approach.named_helper_unused" in {e.rule for e in d.winning_evidence}


def _file_change(path: str, kind: str) -> str:
    return kit.line({"type": "item.completed", "item": {"id": f"fc-{path}", "type": "file_change", "status": "completed",
                                                       "changes": [{"path": path, "kind": kind}]}})


HOOK = ("# W-2: debounce search\n\n`apps/web/src/search/SearchBox.tsx` fetches on every change. Debounce it using the "
        "existing `useDebouncedCallback` hook in `packages/hooks`.\n")
VITEST_RED = " × SearchBox > fires once\n   → expected \"spy\" to be called 1 times, but got 5 times\n Tests  1 failed | 1 passed (2)"


def _hook_run(*changes: str) -> str:
    return (kit.line({"type": "thread.started", "thread_id": "t"}) + kit.line({"type": "turn.started"}) + "".join(changes)
            + kit.line({"type": "item.completed", "item": {"id": "c", "type": "command_execution",
                                                           "command": "bash -lc 'pnpm --filter web test'",
                                                           "aggregated_output": VITEST_RED, "exit_code": 1,
                                                           "status": "failed"}})
            + kit.line({"type": "turn.completed", "usage": {"input_tokens": 1, "output_tokens": 1}}))


def test_a_new_helper_file_where_the_task_names_an_existing_hook_is_a_wrong_approach(tmp_path: Path):
    events = _hook_run(_file_change("/w/apps/web/src/search/debounce.ts", "add"),
                       _file_change("/w/apps/web/src/search/SearchBox.tsx", "update"))
    d = diagnose(tmp_path, events, prompt=HOOK)
    assert d.mode == "wrong_approach", d.scores


def test_an_edit_whose_text_is_not_shown_is_no_evidence_the_hook_went_unused(tmp_path: Path):
    events = _hook_run(_file_change("/w/apps/web/src/search/SearchBox.tsx", "update"))
    d = diagnose(tmp_path, events, prompt=HOOK)
    assert "approach.named_helper_unused" not in {e.rule for e in d.evidence}


# -- a flip-flop through git: the edits it threw away are located, not only the reverts --------------

def test_edits_undone_by_git_checkout_are_located(tmp_path: Path):
    red_a = "FAILED tests/test_slug.py::test_suffix - AssertionError: assert 'post-v2' == 'post'\n1 failed, 4 passed"
    red_b = "FAILED tests/test_slug.py::test_number - AssertionError: assert 'top' == 'top-10'\n1 failed, 4 passed"
    events = kit.init()
    for n in range(3):
        events += (kit.edit("/w/cms/slugify.py", "r'\\d+$'", f"r'-v\\d+$'  # try {n}")
                   + kit.bash("pytest tests/test_slug.py -q", red_a, exit_code=1)
                   + kit.bash("git checkout -- cms/slugify.py", "")
                   + kit.bash("pytest tests/test_slug.py -q", red_b, exit_code=1))
    d = diagnose(tmp_path, events, prompt="# C-7: slugs\n\n`cms/slugify.py` strips digits at the end. Keep them.\n")
    assert d.mode == "model_confusion", d.scores
    edits = [n for n in lines_of(events, '"name": "Edit"')]
    undone = {e.line for e in d.winning_evidence if e.rule == "loop.undone_edit"}
    assert undone == set(edits), (undone, edits)


# -- a package chased for a module the agent invented --------------------------------------------------

def _phantom_run(package: str, pip_output: str) -> str:
    missing = "cat: billing/plugins/invoice_rounding_plugin.py: No such file or directory"
    return (kit.init() + kit.bash("cat billing/plugins/invoice_rounding_plugin.py", missing, exit_code=1)
            + kit.edit("/w/billing/invoice.py", "def total(lines):",
                       "from billing.plugins.invoice_rounding_plugin import RoundingPlugin\n\ndef total(lines):")
            + kit.bash("pytest tests/test_invoice.py -q", "E   ModuleNotFoundError: No module named 'billing.plugins'\n"
                       "1 error in 0.20s", exit_code=2)
            + kit.bash(f"pip install {package}", pip_output, exit_code=1)
            + kit.bash("cat billing/plugins/invoice_rounding_plugin.py", missing, exit_code=1)
            + kit.say("The plugin package is not installed here."))


def test_a_package_chased_for_an_invented_module_is_part_of_the_confusion(tmp_path: Path):
    events = _phantom_run("acme-billing-plugins", "ERROR: Could not find a version that satisfies the requirement "
                          "acme-billing-plugins (from versions: none)\nERROR: No matching distribution found for "
                          "acme-billing-plugins")
    d = diagnose(tmp_path, events, prompt="# B-3: rounding\n\n`billing/invoice.py::total` rounds each line; round the sum.\n")
    assert d.mode == "model_confusion", d.scores
    assert any("went looking for a package" in r for r in d.reasoning)


def test_an_unrelated_missing_package_is_not_explained_by_the_invented_module(tmp_path: Path):
    events = _phantom_run("requests", "ERROR: Could not find a version that satisfies the requirement requests "
                          "(from versions: none)\nERROR: No matching distribution found for requests")
    d = diagnose(tmp_path, events, prompt="# B-3: rounding\n\n`billing/invoice.py::total` rounds each line; round the sum.\n")
    index = [e for e in d.evidence if e.rule == "dependency.package_index"]
    assert index and not any("phantom_chases_package" in e.note for e in index)
    assert d.scores["dependency_missing"] >= 2.5, d.scores


# -- a one-line change grown into a conversion of the build (or the code) to another format -----------

GRADLE_BUMP = "# B-1: bump jackson\n\nUpdate `jackson` in `gradle/libs.versions.toml` to 2.18.1.\n"


def _conversion_run() -> str:
    events = kit.init() + kit.edit("/w/gradle/libs.versions.toml", 'jackson = "2.17.2"', 'jackson = "2.18.1"')
    for module in ("billing", "ledger", "reporting"):
        use, res = kit.tool("Write", {"file_path": f"/w/{module}/build.gradle.kts",
                                      "content": 'plugins {\n    id("acme.java-library")\n}\n'},
                            f"File created successfully at: /w/{module}/build.gradle.kts")
        events += use + res
    events += kit.bash("git rm -q billing/build.gradle ledger/build.gradle reporting/build.gradle", "")
    return events + kit.bash("./gradlew build", "e: /w/notify/build.gradle.kts:14:5: Unresolved reference: compile\n\n"
                             "FAILURE: Build failed with an exception.", exit_code=1)


def test_build_scripts_rewritten_in_another_dsl_are_scope_creep(tmp_path: Path):
    events = _conversion_run()
    d = diagnose(tmp_path, events, prompt=GRADLE_BUMP)
    assert d.mode == "scope_creep", d.scores
    located = {e.line for e in d.winning_evidence if e.rule == "scope.conversion"}
    assert set(lines_of(events, "build.gradle.kts\", \"content\"")) <= located
    assert lines_of(events, "git rm -q")[0] in located


def test_a_conversion_the_task_asks_for_is_not_scope_creep(tmp_path: Path):
    d = diagnose(tmp_path, _conversion_run(), prompt=GRADLE_BUMP + "\nThen convert the build scripts to the Kotlin DSL.\n")
    assert "scope.conversion" not in {e.rule for e in d.evidence}


def test_files_moved_to_another_extension_count_as_a_conversion(tmp_path: Path):
    events = kit.init() + kit.edit("/w/src/cart.js", "a", "b")
    for name in ("price", "tax", "total"):
        events += kit.bash(f"git mv src/{name}.js src/{name}.ts", "")
    d = diagnose(tmp_path, events + kit.result("done"), prompt="# C-9: cart\n\nFix the rounding in `src/cart.js`.\n")
    assert "scope.conversion" in {e.rule for e in d.evidence}


# -- going in circles without acting: the same search and the same failing test, nothing edited ------

RANGE = "# P-8: ranges\n\n`compiler/src/parser.rs::parse_range` accepts a missing upper bound. Report E0412.\n"
CARGO_RED = ("test parser::tests::range_missing_hi ... FAILED\n\nthread 'parser::tests::range_missing_hi' panicked at "
             "compiler/src/parser.rs:990:9:\nexpected Err(E0412), got Ok(Range(Int(1), None))\n\n"
             "test result: FAILED. 4 passed; 1 failed")


def _circles(middle: str = "") -> str:
    found = "compiler/src/parser.rs:412:    fn parse_range(&mut self, lo: Expr) -> PResult<Expr> {"
    cycle = kit.bash("rg -n 'fn parse_range' compiler/src", found) + kit.bash("cargo test -p compiler range", CARGO_RED, 101)
    return (kit.init() + cycle + kit.say("parse_range is not defined anywhere; the test must be stale.") + middle + cycle
            + kit.result("parse_range already reports E0412; the test is stale", is_error=True))


def test_the_same_search_and_failing_test_again_with_nothing_edited_is_confusion(tmp_path: Path):
    events = _circles()
    d = diagnose(tmp_path, events, prompt=RANGE)
    assert d.mode == "model_confusion", d.scores
    assert set(lines_of(events, "fn parse_range' compiler/src\"")) <= {e.line for e in d.winning_evidence}


def test_a_cycle_around_an_edit_is_not_an_idle_cycle(tmp_path: Path):
    events = _circles(kit.edit("/w/compiler/src/parser.rs", "Ok(Range(lo, hi))", "Err(E0412)"))
    d = diagnose(tmp_path, events, prompt=RANGE)
    assert "loop.idle_cycle" not in {e.rule for e in d.evidence}


def test_an_environment_failure_repeated_without_edits_stays_the_environment(tmp_path: Path):
    refused = "error: failed to get `clap`\n\nCaused by:\n  [7] Couldn't connect to server (Could not resolve host: index.crates.io)"
    cycle = kit.bash("cargo fetch", refused, 101) + kit.bash("cat ~/.cargo/config.toml", "[net]\nretry = 2\n")
    d = diagnose(tmp_path, kit.init() + cycle + cycle + kit.result("no network", is_error=True), prompt=RANGE)
    assert d.mode == "infra_failure", d.scores


# -- the task quotes the code to write; the agent wrote something else ---------------------------------

ORDERS = ("# O-2: archived orders\n\n`internal/orders/repo.go::ListForCustomer` selects all orders. Add "
          "`AND archived_at IS NULL` to the query (the repository builds every list).\n")
GO_RED = "--- FAIL: TestListExcludesArchived (0.02s)\n    repo_test.go:58: got 3 orders, want 2\nFAIL"


def test_the_code_the_task_quotes_never_written_is_a_wrong_approach(tmp_path: Path):
    events = (kit.init()
              + kit.edit("/w/internal/orders/repo.go", "SELECT id, total FROM orders", "SELECT id, total, archived_at FROM orders")
              + kit.edit("/w/internal/http/orders_handler.go", "return c.JSON(200, orders)",
                         "visible := orders[:0]\nfor _, o := range orders {\n\tif o.ArchivedAt == nil {\n"
                         "\t\tvisible = append(visible, o)\n\t}\n}\nreturn c.JSON(200, visible)")
              + kit.bash("go test ./internal/orders/...", GO_RED, exit_code=1))
    d = diagnose(tmp_path, events, prompt=ORDERS)
    assert d.mode == "wrong_approach", d.scores
    assert lines_of(events, "orders_handler.go")[0] in {e.line for e in d.winning_evidence}


def test_the_quoted_code_written_with_other_spacing_is_no_evidence(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/internal/orders/repo.go", "WHERE customer_id = $1",
                                    "WHERE customer_id = $1\n      AND  archived_at   IS NULL")
              + kit.bash("go test ./internal/orders/...", GO_RED, exit_code=1))
    d = diagnose(tmp_path, events, prompt=ORDERS)
    assert "approach.quoted_code_unwritten" not in {e.rule for e in d.evidence}


def test_a_bare_name_in_backticks_is_not_quoted_code():
    rules = CONFIG.rules
    from retriage.core.task import read_task
    assert read_task("Add `carrier` to the CSV export in `ops/exports.py`.", rules).quoted_code == ()
    assert read_task(ORDERS, rules).quoted_code == ("and archived_at is null",)


def test_a_packages_build_output_copied_for_serving_is_not_a_vendored_copy(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/apps/site/index.html", "<b>", "<strong>")
              + kit.bash("cp -r packages/web/dist apps/site/public/web", "")
              + kit.bash("pnpm --filter site test", "Error: expected 2 got 3", exit_code=1))
    d = diagnose(tmp_path, events, prompt="# W-9: bold\n\nUse strong in `apps/site/index.html`.\n")
    assert "approach.vendored_copy" not in {e.rule for e in d.evidence}
