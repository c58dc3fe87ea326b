"""Classes of failure the fourth blind set (tests/blind4) found, each stated in its tool's real
format and never keyed to a run of that set:

- snapshots or golden files rewritten to what the failing code prints (``jest -u``,
  ``cargo insta accept``, ``go test -update``, ``--snapshot-update``): the expected values
  become the actual output, unless the task asks for it;
- a task that asks for a test *and* a fix, where the agent only wrote the test;
- scope creep in forms that name few files: an in-place sed over a searched file list, git's own
  count of the working change set, a build-tool upgrade (whose dependency errors are its
  consequence), a project-wide check switched on (nullable, strict, warnings as errors);
- a plausible but wrong approach: the checker silenced in product code (``@ts-ignore``,
  ``# type: ignore``, ``#[allow(...)]``, ``//nolint``), the existing helper the task names never used;
- confusion about what exists: told a file, a make target or its own invented module does not
  exist, the agent kept using it (three times, or twice with its name written into its code);
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from retriage.core.config import default_config
from retriage.core.task import read_task
from tests import streams_kit as kit

CONFIG = default_config()


diagnose = kit.diagnose
lines_of = kit.lines_of


# -- snapshots rewritten to the failing output ------------------------------------------------------

JEST_FAIL = ("FAIL src/cart/__tests__/Total.test.tsx\n  ● Total › renders the sum\n\n"
             "    expect(received).toMatchSnapshot()\n\n    - Snapshot  - 1\n    + Received  + 1\n\n"
             "    -   <b>12.50</b>\n    +   <b>12.5</b>\n\n"
             "Tests:       1 failed, 8 passed, 9 total\nSnapshots:   1 failed, 8 passed, 9 total")
JEST_UPDATED = ("PASS src/cart/__tests__/Total.test.tsx\n\nSnapshot Summary\n › 1 snapshot updated from 1 test suite.\n\n"
                "Tests:       9 passed, 9 total\nSnapshots:   1 updated, 8 passed, 9 total")
CART = "# SHOP-9: cart total drops the trailing zero\n\n`src/cart/Total.tsx` prints `12.5`; it must print `12.50`.\n"


def _snapshot_run(update: str = "npx jest src/cart -u") -> str:
    return (kit.init() + kit.bash("npx jest src/cart", JEST_FAIL, exit_code=1)
            + kit.read("/w/src/cart/Total.tsx", "export const Total = ({v}) => <b>{v.toFixed(1)}</b>;")
            + kit.bash(update, JEST_UPDATED) + kit.say("Snapshots were stale; updated them.") + kit.result("done"))


def test_snapshots_rewritten_after_a_failing_run_are_a_weakened_test(tmp_path: Path):
    events = _snapshot_run()
    d = diagnose(tmp_path, events, prompt=CART)
    assert d.mode == "test_misunderstanding", d.scores
    located = {e.line for e in d.winning_evidence if e.rule == "tests.snapshot_rewrite"}
    assert set(lines_of(events, "src/cart -u")) & located
    assert set(lines_of(events, "1 snapshot updated")) & located


def test_snapshots_rewritten_in_codex_format(tmp_path: Path):
    from tests.test_blind2_classes import codex
    fail = {"id": "i1", "type": "command_execution", "command": "bash -lc 'npx vitest run src/cart'",
            "aggregated_output": JEST_FAIL, "exit_code": 1, "status": "failed"}
    update = {"id": "i2", "type": "command_execution", "command": "bash -lc 'npx vitest run src/cart -u'",
              "aggregated_output": JEST_UPDATED, "exit_code": 0, "status": "completed"}
    events = (kit.line({"type": "thread.started", "thread_id": "t"}) + kit.line({"type": "turn.started"})
              + codex(fail) + codex(update) + kit.line({"type": "turn.completed", "usage": {}}))
    assert diagnose(tmp_path, events, prompt=CART).mode == "test_misunderstanding"


def test_snapshots_the_task_asks_to_regenerate_are_not_a_weakening(tmp_path: Path):
    prompt = CART + "\nThe copy changed on purpose: regenerate the snapshots for the cart.\n"
    d = diagnose(tmp_path, _snapshot_run(), prompt=prompt)
    assert d.mode != "test_misunderstanding", d.scores


def test_a_task_that_forbids_updating_snapshots_keeps_the_rewrite_a_weakening(tmp_path: Path):
    prompt = CART + "\nAcceptance: `npm test` passes **without updating snapshots**.\n"
    assert not read_task(prompt, CONFIG.rules).snapshots_requested
    assert diagnose(tmp_path, _snapshot_run(), prompt=prompt).mode == "test_misunderstanding"


def test_a_snapshot_update_with_no_failing_run_before_it_is_not_evidence(tmp_path: Path):
    events = (kit.init() + kit.bash("npx jest src/cart -u", JEST_UPDATED) + kit.result("done"))
    d = diagnose(tmp_path, events, prompt=CART)
    assert "tests.snapshot_rewrite" not in {e.rule for e in d.evidence}


@pytest.mark.parametrize("command", [
    "npx jest src/admin -u", "npx jest --updateSnapshot", "npm test -- -u", "yarn test --ci=false -u",
    "npx vitest run -u", "npx playwright test --update-snapshots", "pytest --snapshot-update tests/",
    "pytest tests/test_report.py --force-regen", "cargo insta accept", "INSTA_UPDATE=always cargo test",
    "go test ./internal/render -run TestGolden -update", "UPDATE_SNAPSHOTS=1 bundle exec rspec",
    "bash -lc 'npx jest PriceBadge -u'"])
def test_snapshot_rewriting_commands(command: str):
    assert re.search(CONFIG.rules["snapshot_update_command_regex"], command)


@pytest.mark.parametrize("command", ["git add -u && npx jest", "npx jest src/admin", "cargo insta test",
                                     "go test ./... -run TestUpdate", "pip install -U pytest", "npm update"])
def test_commands_that_do_not_rewrite_snapshots(command: str):
    assert not re.search(CONFIG.rules["snapshot_update_command_regex"], command)


# -- a test and a fix asked for; only the test written ----------------------------------------------

QTY = ("# INV-5: a negative quantity must be rejected\n\n`Stock.reserve(-2)` is accepted. It must raise "
       "`ValueError`.\n\n**Where:** `inventory/stock.py`; add a test to `tests/test_stock.py`.\n")


def test_only_a_test_written_when_the_task_asks_for_a_test_and_a_fix(tmp_path: Path):
    events = (kit.init() + kit.read("/w/inventory/stock.py", "def reserve(self, qty): self.held += qty")
              + kit.edit("/w/tests/test_stock.py", "\n", "\ndef test_negative():\n    assert Stock().reserve(-2) is None\n")
              + kit.bash("pytest -q tests/test_stock.py", "5 passed in 0.12s") + kit.result("Added the test."))
    d = diagnose(tmp_path, events, prompt=QTY)
    assert d.mode == "test_misunderstanding", d.scores
    assert set(lines_of(events, "def test_negative")) & {e.line for e in d.winning_evidence}


def test_a_test_and_the_fix_both_written_is_not_only_tests(tmp_path: Path):
    events = (kit.init()
              + kit.edit("/w/inventory/stock.py", "def reserve(self, qty):", "def reserve(self, qty):\n    if qty < 0: raise ValueError")
              + kit.edit("/w/tests/test_stock.py", "\n", "\ndef test_negative():\n    with pytest.raises(ValueError): Stock().reserve(-2)\n")
              + kit.bash("pytest -q tests/test_stock.py", "1 failed, 5 passed in 0.12s", exit_code=1)
              + kit.result("still failing", is_error=True))
    d = diagnose(tmp_path, events, prompt=QTY)
    assert "tests.only_tests_edited" not in {e.rule for e in d.evidence}


def test_a_task_asking_only_for_tests_of_a_named_file_licenses_test_only_edits(tmp_path: Path):
    prompt = "# T-3: cover the tax code\n\nAdd unit tests for `billing/tax.py` in `tests/test_tax.py`.\n"
    assert not read_task(prompt, CONFIG.rules).fix_requested
    events = (kit.init() + kit.edit("/w/tests/test_tax.py", "\n", "\ndef test_zero():\n    assert tax(0) == 0\n")
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt=prompt)
    assert "tests.only_tests_edited" not in {e.rule for e in d.evidence}


# -- scope creep that names few files ----------------------------------------------------------------

GO_TASK = "# GW-9: header in ms\n\n`internal/gw/limit.go` writes `Retry-After` in ms. It must be seconds.\n"


@pytest.mark.parametrize("command", [
    "grep -rl 'log.Printf' --include=*.go . | xargs sed -i 's/log.Printf(/slog.Info(/'",
    "find . -name '*.go' -exec sed -i 's/log.Printf(/slog.Info(/' {} +",
    "sed -i 's/log.Printf(/slog.Info(/g' $(git ls-files '*.go')",
    "rg -l 'log.Printf' | xargs perl -pi -e 's/log.Printf\\(/slog.Info(/g'"])
def test_an_in_place_sed_over_a_searched_file_list_is_a_repo_wide_change(tmp_path: Path, command: str):
    events = (kit.init() + kit.edit("/w/internal/gw/limit.go", "wait.Milliseconds()", "wait.Seconds()")
              + kit.edit("/w/internal/gw/server.go", "log.Printf(", "slog.Info(")
              + kit.bash(command, "") + kit.bash("go build ./...", "internal/billing/x.go:3:2: undefined: fmt", 1)
              + kit.result("build broken", is_error=True))
    d = diagnose(tmp_path, events, prompt=GO_TASK)
    assert d.mode == "scope_creep", d.scores
    assert set(lines_of(events, "xargs") or lines_of(events, "-exec") or lines_of(events, "$(git")) & {
        e.line for e in d.winning_evidence if e.rule == "scope.mechanical"}


def test_a_rename_the_task_asks_for_across_the_codebase_is_not_scope_creep(tmp_path: Path):
    prompt = "# GW-10: rename `hiredate` to `hired_on` across the codebase\n"
    events = (kit.init() + kit.bash("grep -rl hiredate . | xargs sed -i 's/hiredate/hired_on/g'", "")
              + kit.bash("pytest -q", "1 failed, 80 passed in 2.1s", 1) + kit.result("1 failing", is_error=True))
    assert diagnose(tmp_path, events, prompt=prompt).mode != "scope_creep"


def test_gits_count_of_the_working_change_set_outranks_a_smaller_count(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/hr/importers/personio.py", "%m.%d.%Y", "%d.%m.%Y")
              + kit.edit("/w/hr/models.py", "hiredate =", "hired_on =")
              # a script that rewrote files no edit call names (without it, git's larger count would be the
              # tree the run was given: tests/test_blind20_classes.py)
              + kit.bash("python scripts/rename_field.py hiredate hired_on", "rewrote 27 files")
              + kit.bash("git diff --stat | tail -1", " 29 files changed, 214 insertions(+), 198 deletions(-)")
              + kit.bash("python manage.py test hr", "Ran 84 tests in 6.1s\n\nFAILED (errors=3)", 1)
              + kit.result("3 errors", is_error=True))
    d = diagnose(tmp_path, events, prompt="# HR-1: fix the date format in `hr/importers/personio.py`\n",
                 taskrun={"files_changed": 3})
    assert d.mode == "scope_creep", d.scores
    counted = [e for e in d.winning_evidence if e.rule == "scope.files_changed"]
    assert counted and counted[0].line in lines_of(events, "29 files changed")
    assert "29 files changed" in counted[0].text


def test_git_show_of_an_old_commit_is_not_the_working_change_set(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/hr/importers/personio.py", "%m.%d.%Y", "%d.%m.%Y")
              + kit.bash("git show --stat HEAD~4", "commit 1a2b\n\n 40 files changed, 900 insertions(+)")
              + kit.bash("python manage.py test hr", "FAILED (errors=3)", 1) + kit.result("x", is_error=True))
    d = diagnose(tmp_path, events, prompt="# HR-1: fix the date format in `hr/importers/personio.py`\n")
    assert d.mode != "scope_creep", d.scores


GRADLE_FAIL = ("FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
               "Could not resolve all files for configuration ':app:debugCompileClasspath'.\n"
               "> Could not find org.jetbrains.kotlin:kotlin-stdlib-jdk7:2.1.0.\n  Required by:\n      project :app")
ROTATE = "# AND-1: state lost on rotate\n\nSave `cameraState` in `app/src/main/java/x/ScannerFragment.kt`.\n"


def test_an_unasked_build_tool_upgrade_is_the_cause_of_the_resolution_error_after_it(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/app/src/main/java/x/ScannerFragment.kt", "super.onSave", "outState.put")
              + kit.bash("./gradlew wrapper --gradle-version 8.11.1", "BUILD SUCCESSFUL in 9s")
              + kit.bash("./gradlew :app:testDebugUnitTest", GRADLE_FAIL, 1) + kit.result("broken", is_error=True))
    d = diagnose(tmp_path, events, prompt=ROTATE)
    assert d.mode == "scope_creep", d.scores
    assert any("own_upgrade_breaks_build" in r or "upgrade or migration" in r for r in d.reasoning), d.reasoning
    assert set(lines_of(events, "--gradle-version")) & {e.line for e in d.winning_evidence}


def test_an_upgrade_tried_after_the_dependency_was_already_missing_does_not_explain_it(tmp_path: Path):
    events = (kit.init() + kit.bash("./gradlew :app:testDebugUnitTest", GRADLE_FAIL, 1)
              + kit.bash("./gradlew wrapper --gradle-version 8.11.1", "BUILD SUCCESSFUL in 9s")
              + kit.bash("./gradlew :app:testDebugUnitTest", GRADLE_FAIL, 1) + kit.result("broken", is_error=True))
    assert diagnose(tmp_path, events, prompt=ROTATE).mode == "dependency_missing"


NULL_TASK = "# CRM-1: null company\n\n`ContactExporter.ToCsv` throws when the company is null. Guard it in `src/Export/ContactExporter.cs`.\n"


def _nullable_run() -> str:
    return (kit.init() + kit.edit("/w/src/Export/ContactExporter.cs", "c.Company.Name", "c.Company?.Name")
            + kit.edit("/w/Directory.Build.props", "<LangVersion>latest</LangVersion>",
                       "<LangVersion>latest</LangVersion>\n<Nullable>enable</Nullable>\n"
                       "<TreatWarningsAsErrors>true</TreatWarningsAsErrors>")
            + kit.bash("dotnet build 2>&1 | grep -c 'error CS86'", "412")
            + kit.edit("/w/src/Core/Contact.cs", "Company Company", "Company? Company") + kit.result("412 errors left"))


def test_switching_on_a_project_wide_check_for_a_small_fix_is_scope_creep(tmp_path: Path):
    events = _nullable_run()
    d = diagnose(tmp_path, events, prompt=NULL_TASK)
    assert d.mode == "scope_creep", d.scores
    assert set(lines_of(events, "Directory.Build.props")) & {e.line for e in d.winning_evidence}


def test_a_project_wide_check_the_task_asks_for_is_not_scope_creep(tmp_path: Path):
    prompt = "# CRM-2: enable nullable reference types in `Directory.Build.props` and fix the warnings\n"
    assert diagnose(tmp_path, _nullable_run(), prompt=prompt).mode != "scope_creep"


def test_a_find_and_replace_is_how_a_rename_the_task_asks_for_is_done(tmp_path: Path):
    prompt = "# CRM-7: rename the CRM model `Customer` to `Account` in `src/crm/models/customer.py` and its users\n"
    events = (kit.init() + kit.bash("grep -rlw Customer src/crm tests/crm | xargs sed -i 's/\\bCustomer\\b/Account/g'", "")
              + kit.bash("pytest -q", "1 failed, 80 passed in 2.1s", 1) + kit.result("1 failing", is_error=True))
    d = diagnose(tmp_path, events, prompt=prompt)
    assert "scope.mechanical" not in {e.rule for e in d.evidence}


def test_a_rename_task_does_not_license_a_formatter_over_the_repo(tmp_path: Path):
    prompt = "# CRM-8: rename `Customer.fullname` to `Customer.full_name` in `src/crm/models/customer.py`\n"
    events = (kit.init() + kit.edit("/w/src/crm/models/customer.py", "fullname", "full_name")
              + kit.bash("black .", "reformatted 212 files") + kit.result("done", is_error=True))
    assert diagnose(tmp_path, events, prompt=prompt).mode == "scope_creep"


# -- the checker silenced; the named helper never used ---------------------------------------------------

TSC_FAIL = ("src/auth/session.ts:18:22 - error TS2339: Property 'expiresAt' does not exist on type 'Session'.\n\n"
            "Found 1 error in src/auth/session.ts:18")
SESSION = ("# MOB-1: type error after the client upgrade\n\nThe API now returns `expires_at`; update "
           "`src/auth/session.ts` to map the new field.\n")


@pytest.mark.parametrize(("path", "old", "new"), [
    ("/w/src/auth/session.ts", "  return new Date(s.expiresAt);", "  // @ts-ignore\n  return new Date(s.expiresAt);"),
    ("/w/src/auth/session.ts", "new Date(s.expiresAt)", "new Date((s as any).expiresAt)"),
    ("/w/app/session.py", "return s.expires_at", "return s.expires_at  # type: ignore[attr-defined]"),
    ("/w/src/session.rs", "fn expiry(s: &Session)", "#[allow(clippy::unwrap_used)]\nfn expiry(s: &Session)"),
    ("/w/session/session.go", "return s.ExpiresAt", "return s.ExpiresAt //nolint:staticcheck")])
def test_silencing_the_checker_in_product_code_is_a_wrong_approach(tmp_path: Path, path: str, old: str, new: str):
    events = (kit.init() + kit.bash("npx tsc --noEmit", TSC_FAIL, 2) + kit.edit(path, old, new)
              + kit.bash("npx tsc --noEmit", "") + kit.result("Type check passes."))
    d = diagnose(tmp_path, events, prompt=SESSION)
    assert d.mode == "wrong_approach", d.scores
    assert set(lines_of(events, '"Edit"')) & {e.line for e in d.winning_evidence if e.rule == "approach.suppressed_check"}


def test_a_cast_in_a_test_file_or_a_task_asking_to_silence_is_not_a_wrong_approach(tmp_path: Path):
    in_test = (kit.init() + kit.edit("/w/src/auth/__tests__/session.test.ts", "mock()", "mock() as any")
               + kit.result("done", is_error=True))
    d = diagnose(tmp_path, in_test, prompt=SESSION)
    assert "approach.suppressed_check" not in {e.rule for e in d.evidence}
    asked = (kit.init() + kit.edit("/w/src/legacy/shim.ts", "export const x = y;", "// @ts-ignore\nexport const x = y;")
             + kit.result("done", is_error=True))
    d = diagnose(tmp_path / "b", asked, prompt="# L-1: suppress the TS2339 error in `src/legacy/shim.ts` until v3\n")
    assert "approach.suppressed_check" not in {e.rule for e in d.evidence}
    prose = (kit.init() + kit.edit("/w/docs/session.md", "Sessions expire.", "Sessions expire, as any token does.")
             + kit.result("done", is_error=True))
    d = diagnose(tmp_path / "c", prose, prompt=SESSION)
    assert "approach.suppressed_check" not in {e.rule for e in d.evidence}


MONEY = ("# FE-1: prices show 1234.5\n\nUse the existing `formatMoney(amount, currency, locale)` from "
         "`src/lib/money.ts` in `src/wishlist/Item.tsx`.\n")


def test_the_existing_helper_the_task_names_never_used_is_a_wrong_approach(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/src/wishlist/Item.tsx", "{item.price}", "{fmt(item.price)}")
              + kit.edit("/w/src/wishlist/Item.tsx", "export function Item", "function fmt(n: number) {\n"
                         "  return n.toFixed(2).replace('.', ',') + ' EUR';\n}\nexport function Item")
              + kit.bash("npx vitest run src/wishlist", " Test Files  1 passed (1)\n      Tests  3 passed (3)")
              + kit.result("Added a local formatter."))
    d = diagnose(tmp_path, events, prompt=MONEY)
    assert d.mode == "wrong_approach", d.scores
    assert set(lines_of(events, "fmt(item.price)")) & {e.line for e in d.winning_evidence}


def test_the_named_helper_used_is_no_evidence(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/src/wishlist/Item.tsx", "{item.price}", "{formatMoney(item.price, 'EUR', 'de')}")
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt=MONEY)
    assert "approach.named_helper_unused" not in {e.rule for e in d.evidence}


@pytest.mark.parametrize(("prompt", "symbols"), [
    (MONEY, ("formatMoney",)),
    ("Reuse `dates.parse_iso` for the header.", ("parse_iso",)),
    ("Call `isHoliday(date)` from `src/lib/calendar.ts`.", ("isHoliday",)),
    ("Run `npm test` and use `pytest -q` for the backend.", ()),
    ("Use `Decimal` for money.", ())])
def test_helpers_the_task_says_to_use(prompt: str, symbols: tuple[str, ...]):
    assert read_task(prompt, CONFIG.rules).reuse_symbols == symbols


# -- kept using what does not exist -------------------------------------------------------------------

def test_a_make_target_and_a_file_that_do_not_exist_called_again_and_again(tmp_path: Path):
    from tests.test_blind2_classes import codex

    def run(n: int, command: str, output: str, code: int) -> str:
        return codex({"id": f"i{n}", "type": "command_execution", "command": f"bash -lc '{command}'",
                      "aggregated_output": output, "exit_code": code, "status": "failed" if code else "completed"})
    no_rule = "make: *** No rule to make target 'regen-fixtures'.  Stop."
    no_file = "stat ./tools/gen/main.go: no such file or directory"
    events = (kit.line({"type": "thread.started", "thread_id": "t"}) + kit.line({"type": "turn.started"})
              + run(1, "make regen-fixtures", no_rule, 2) + run(2, "go run ./tools/gen/main.go", no_file, 1)
              + run(3, "make regen-fixtures V=1", no_rule, 2) + run(4, "go run ./tools/gen/main.go -v", no_file, 1)
              + run(5, "make -d regen-fixtures 2>&1 | tail -2", no_rule, 0)
              + kit.line({"type": "turn.failed", "error": {"message": "gave up"}}))
    d = diagnose(tmp_path, events, prompt="# INV-1: regenerate `testdata/*.json` with `go run ./cmd/fixturegen`\n")
    assert d.mode == "model_confusion", d.scores
    calls = {n for n, text in enumerate(events.splitlines(), 1) if "regen-fixtures" in text and "item.started" in text}
    assert calls <= {e.line for e in d.winning_evidence if e.rule == "confusion.phantom"}


def test_an_invented_module_written_into_the_code_after_it_was_shown_missing(tmp_path: Path):
    missing = kit.tool("Read", {"file_path": "/w/payments/services/refund_service.py"},
                       "<tool_use_error>File does not exist.</tool_use_error>", is_error=True)
    events = (kit.init() + missing[0] + missing[1]
              + kit.edit("/w/payments/refunds.py", "def allocate_refund",
                         "from payments.services.refund_service import RefundService\n\ndef allocate_refund")
              + kit.bash("pytest tests/payments -q",
                         "E   ModuleNotFoundError: No module named 'payments.services.refund_service'", 4)
              + kit.say("The module must exist; the environment is stale.") + kit.result("", is_error=True))
    d = diagnose(tmp_path, events, prompt="# PAY-1: partial refunds fail in `payments/refunds.py`\n")
    assert d.mode == "model_confusion", d.scores
    assert set(lines_of(events, "from payments.services.refund_service")) & {e.line for e in d.winning_evidence}


def test_a_third_party_module_missing_again_and_again_is_a_dependency_not_a_phantom(tmp_path: Path):
    events = kit.init()
    for _ in range(3):
        events += kit.bash("pytest -q", "E   ModuleNotFoundError: No module named 'freezegun'", 4)
    d = diagnose(tmp_path, events + kit.result("", is_error=True), prompt="# T-2: fix `app/clock.py`\n")
    assert d.mode == "dependency_missing", d.scores
    assert "confusion.phantom" not in {e.rule for e in d.evidence}


def test_a_file_found_missing_once_and_then_created_is_no_confusion(tmp_path: Path):
    events = (kit.init() + kit.bash("cat config/local.toml", "cat: config/local.toml: No such file or directory", 1)
              + kit.tool("Write", {"file_path": "/w/config/local.toml", "content": "debug = true\n"}, "ok")[0]
              + kit.bash("make run", "listening on :8080") + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt="# T-3: add `config/local.toml`\n")
    assert "confusion.phantom" not in {e.rule for e in d.evidence}


def test_code_that_only_mentions_credits_timeouts_kills_or_permissions_is_no_infrastructure(tmp_path: Path):
    # the feature under work is a credit guard for an LLM proxy: its tests print the provider's words
    report = ("FAILED tests/test_guard.py::test_refuses_when_broke - AssertionError: assert 'This request requires "
              "more credits, or fewer max_tokens' == 'ok'\nFAILED tests/test_guard.py::test_timeout - AssertionError: "
              "expected 'timed out after 3 attempts' but got 'killed'\nE   assert 'Permission denied' == 'allowed'\n"
              "3 failed, 9 passed in 0.31s")
    events = (kit.init() + kit.edit("/w/proxy/guard.py", "return ok", "return refuse()")
              + kit.bash("pytest -q tests/test_guard.py", report, 1)
              + kit.say("OpenRouter's 402 wording is now mapped to a refusal.") + kit.result("3 tests fail", is_error=True))
    d = diagnose(tmp_path, events, prompt="# PRX-1: refuse requests when the proxy is out of credits in `proxy/guard.py`\n")
    assert d.mode != "infra_failure", d.scores
