"""Classes of failure the sixth blind set (tests/blind6: half mainstream, half the wider world —
Elixir, Julia, Swift, Dart, Zig, OCaml, R, Terraform, Helm, cloud CLIs, Bazel, Nix) found, each
stated in its tool's real format and never keyed to a run of that set:

- a CLI's other verb or its version query is not a rerun of the command that failed
  (`aws s3 sync` refused, then `aws sts get-caller-identity`; `opam install` failing, then
  `opam list`; `julia --project -e …` failing, then `julia --version`): the error stays open;
- resolution failures in their generic shapes (SwiftPM, Bazel, sbt, autoconf, Nix: samples in
  tests/signatures/generic.yaml), a git host answering 5xx (tests/signatures/git_hosting.yaml);
- a harness refusing a tool because it is not in the allowed tools of the task;
- a wrong approach with no wrong file: a workaround in product code (a sleep where a lock belongs, an
  error swallowed, a failure check switched off), live resources patched by hand instead of the files
  that declare them, a dependency's downloaded copy edited in place (terraform's module cache,
  node_modules), an existing helper the task names with an adjective ("the existing bounded `x`");
- an API the agent invented, reported undefined again and again (Elixir `function X/3 is undefined or
  private`, Python `module 'x' has no attribute 'y'`, Rust `no method named`): confusion, not a bug;
- `nix flake update` of every input and `nix fmt` over the tree for a one-input bump: scope creep, and
  the build it then broke is its consequence; Rector, php-cs-fixer and OpenRewrite (Maven `rewrite:run`,
  Gradle `rewriteRun`) over the tree, called by their path (`vendor/bin/rector`);
- a `sed -i` whose expression holds an escaped delimiter or a comma (`s/a \\/ b/f(x, y)/`), also inside
  Codex's `bash -lc "…"` wrapper, is an edit of its file: reverting it is undoing its own change;
- a module missing, then the install of that very package refused (pip into a root-owned
  site-packages, then `--user` refused too): the refusal is why it is still missing.
"""

from __future__ import annotations

from pathlib import Path

from retriage.core.channels import command_key
from tests import streams_kit as kit

diagnose = kit.diagnose
lines_of = kit.lines_of


# -- another verb of the same CLI does not recover the failed one ------------------------------------

S3_DENIED = ("upload failed: site/index.html to s3://docs-bucket/index.html An error occurred (AccessDenied) "
             "when calling the PutObject operation: Access Denied")
CALLER = '{\n    "UserId": "AROAEXAMPLE:ci",\n    "Account": "123456789012",\n    "Arn": "arn:aws:sts::123456789012:assumed-role/ci/ci"\n}'


def test_a_cli_verb_and_a_version_query_are_different_commands():
    assert command_key("aws s3 sync site/ s3://b/") != command_key("aws sts get-caller-identity")
    assert command_key("opam install -y zarith") != command_key("opam list --installed")
    assert command_key("julia --project -e 'using Pkg'") != command_key("julia --version")
    # a path or a flag is an argument, not a verb: the same attempt
    assert command_key("pytest -q tests/a.py") == command_key("pytest tests/b.py")
    assert command_key("node scripts/build.js") == command_key("node scripts/other.js")


def test_an_identity_lookup_after_a_refused_cloud_call_does_not_recover_it(tmp_path: Path):
    events = (kit.init() + kit.bash("aws s3 sync site/ s3://docs-bucket/ --delete", S3_DENIED, exit_code=1)
              + kit.bash("aws sts get-caller-identity", CALLER)
              + kit.say("The CI role cannot write to the bucket.") + kit.result("blocked", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "permission_blocked", d.scores
    assert lines_of(events, "AccessDenied")[0] in {e.line for e in d.winning_evidence}


def test_the_same_verb_run_again_and_working_does_recover_it(tmp_path: Path):
    events = (kit.init() + kit.bash("aws s3 sync site/ s3://docs-bucket/ --delete", S3_DENIED, exit_code=1)
              + kit.bash("aws s3 sync site/ s3://docs-bucket-staging/ --delete", "upload: site/index.html to s3://docs-bucket-staging/index.html")
              + kit.say("Published to staging.") + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode != "permission_blocked", d.scores


# -- a harness refusing a tool that is not in the task's allowed tools --------------------------------

NOT_ALLOWED = "Error: tool call rejected: Bash is not in the allowed tools for this task (policy: readonly-shell)"


def test_a_tool_outside_the_allowed_tools_is_a_permission_block(tmp_path: Path):
    events = (kit.init() + kit.bash("composer dump-autoload", NOT_ALLOWED)
              + kit.bash("vendor/bin/phpunit", NOT_ALLOWED)
              + kit.say("I cannot run composer here.") + kit.result("blocked", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "permission_blocked", d.scores
    assert set(lines_of(events, "allowed tools")) & {e.line for e in d.winning_evidence}


def test_a_test_of_an_allow_list_feature_quoting_the_words_is_not_a_block(tmp_path: Path):
    report = ("F.\n=================================== FAILURES ===================================\n"
              "____________________________ test_rejects_unlisted ____________________________\n"
              ">       assert gate.check('Bash') == 'tool call rejected: Bash is not in the allowed tools'\n"
              "E       AssertionError: assert None == 'tool call rejected: Bash is not in the allowed tools'\n"
              "=========================== short test summary info ============================\n"
              "FAILED tests/test_gate.py::test_rejects_unlisted - AssertionError: assert None == "
              "'tool call rejected: Bash is not in the allowed tools'\n1 failed, 1 passed in 0.03s")
    events = (kit.init() + kit.edit("/w/src/gate.py", "pass", "return None")
              + kit.bash("pytest -q tests/test_gate.py", report, exit_code=1)
              + kit.say("The gate still lets Bash through.") + kit.result("not done", is_error=True))
    d = diagnose(tmp_path, events, prompt="# G-2: gate\n\nMake `src/gate.py` reject tools not in the allow list.\n")
    assert d.mode != "permission_blocked", d.scores


# -- wrong approach without a wrong file ----------------------------------------------------------------

RACE = "# L-7: lost postings\n\n`internal/book.go` appends without the mutex in `Post`. Make posting race-free.\n"
GO_RACE = ("==================\nWARNING: DATA RACE\nWrite at 0x00c000012345 by goroutine 9:\n"
           "--- FAIL: TestConcurrentPost (0.41s)\n    testing.go:1399: race detected during execution of test\nFAIL")


def rules_of(d) -> set[str]:
    return {e.rule for e in d.evidence if e.weight > 0}


def test_a_sleep_where_a_lock_belongs_is_a_workaround(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/internal/book.go", "func (b *Book) Post(e Entry) {",
                                     "func (b *Book) Post(e Entry) {\n\ttime.Sleep(2 * time.Millisecond)")
              + kit.bash("go test -race ./internal/...", GO_RACE, exit_code=1)
              + kit.say("Still racy.") + kit.result("not done", is_error=True))
    d = diagnose(tmp_path, events, prompt=RACE)
    assert d.mode == "wrong_approach", d.scores
    assert lines_of(events, "time.Sleep")[0] in {e.line for e in d.winning_evidence}


def test_a_sleep_the_task_asks_for_is_no_workaround(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/internal/client.go", "return err", "time.Sleep(backoff)\n\treturn err")
              + kit.bash("go test ./internal/...", "--- FAIL: TestRetry (0.01s)\nFAIL", exit_code=1)
              + kit.result("not done", is_error=True))
    d = diagnose(tmp_path, events, prompt="# C-3: retry\n\nIn `internal/client.go`, retry with a backoff delay.\n")
    assert "approach.workaround" not in rules_of(d)


def test_a_swallowed_error_in_product_code_is_a_workaround_but_not_in_a_test(tmp_path: Path):
    swallow = "try:\n        return _thumb(data)\n    except Exception:\n        return None\n"
    events = (kit.init() + kit.edit("/w/worker/thumbs.py", "return _thumb(data)\n", swallow)
              + kit.bash("pytest -q tests/test_thumbs.py", "F\nFAILED tests/test_thumbs.py::test_no_exif - assert None == 1\n1 failed", exit_code=1)
              + kit.result("not done", is_error=True))
    prompt = "# I-2: crash without EXIF\n\n`worker/thumbs.py::orientation` crashes when `exif` is None; treat it as 1.\n"
    d = diagnose(tmp_path, events, prompt=prompt)
    assert "approach.workaround" in rules_of(d), d.scores
    assert d.mode == "wrong_approach", d.scores
    in_test = (kit.init() + kit.edit("/w/tests/test_thumbs.py", "return _thumb(data)\n", swallow)
               + kit.result("not done", is_error=True))
    assert "approach.workaround" not in rules_of(diagnose(tmp_path / "t", in_test, prompt=prompt))


CHART = ("# K-4: probe too strict\n\n`charts/worker/templates/deployment.yaml` probes every 5s. Make the period "
         "configurable in `charts/worker/values.yaml`.\n")


def test_live_resources_patched_instead_of_the_chart(tmp_path: Path):
    events = (kit.init() + kit.bash("kubectl -n jobs patch deploy worker -p '{\"spec\":{}}'", "deployment.apps/worker patched")
              + kit.say("Patched the live deployment.") + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt=CHART)
    assert d.mode == "wrong_approach", d.scores
    assert lines_of(events, "kubectl -n jobs patch")[0] in {e.line for e in d.winning_evidence}


def test_a_live_patch_the_task_asks_for_is_not_wrong(tmp_path: Path):
    events = (kit.init() + kit.bash("kubectl -n jobs scale deploy worker --replicas=0", "deployment.apps/worker scaled")
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt=CHART + "\nFirst `kubectl scale` the worker to zero.\n")
    assert "approach.live_patch" not in rules_of(d)


def test_a_dependency_copy_edited_in_place(tmp_path: Path):
    tf = "# P-7: gp3\n\nIn `infra/modules/database/main.tf` make `storage_type` a variable.\n"
    events = (kit.init() + kit.edit("/w/infra/envs/staging/.terraform/modules/database/main.tf",
                                     'storage_type = "gp2"', 'storage_type = "gp3"')
              + kit.bash("terraform plan", "No changes. Your infrastructure matches the configuration.")
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt=tf)
    assert d.mode == "wrong_approach", d.scores
    assert "approach.dependency_copy_edit" in {e.rule for e in d.winning_evidence}
    named = "# P-8: patch the vendored copy\n\nFix `vendor/github.com/x/y/z.go` (we carry a patch).\n"
    events = kit.init() + kit.edit("/w/vendor/github.com/x/y/z.go", "a", "b") + kit.result("done", is_error=True)
    assert "approach.dependency_copy_edit" not in rules_of(diagnose(tmp_path / "n", events, prompt=named))


def test_an_existing_helper_named_with_an_adjective_and_never_used(tmp_path: Path):
    prompt = ("# S-9: overflow\n\n`src/http/header.c::parse_header` uses `strcpy`. Use the existing bounded "
              "`nw_strlcpy` from `src/util/str.h`.\n")
    events = (kit.init() + kit.edit("/w/src/http/header.c", "char name[64];", "char name[4096];")
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt=prompt)
    assert "approach.named_helper_unused" in rules_of(d), d.scores
    used = (kit.init() + kit.edit("/w/src/http/header.c", "strcpy(name, src);", "nw_strlcpy(name, src, sizeof name);")
            + kit.result("done", is_error=True))
    assert "approach.named_helper_unused" not in rules_of(diagnose(tmp_path / "u", used, prompt=prompt))


# -- the refused install of the very package found missing ---------------------------------------------

NO_MODULE = "E   ModuleNotFoundError: No module named 'rapidfuzz'\n1 error in 0.21s"
PIP_EACCES = ("Collecting rapidfuzz==3.10.1 (from -r requirements.txt (line 4))\nInstalling collected packages: rapidfuzz\n"
              "ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: "
              "'/usr/local/lib/python3.11/site-packages/rapidfuzz'\nConsider using the `--user` option or check the permissions.")
PIP_USER = "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv."
DEDUPE = "# C-8: fuzzy names\n\nUse `rapidfuzz` in `crm/dedupe.py`.\n"


def test_a_refused_install_of_the_missing_package_is_the_root_cause(tmp_path: Path):
    events = (kit.init() + kit.bash("pytest -q tests/test_dedupe.py", NO_MODULE, exit_code=2)
              + kit.bash("pip install -r requirements.txt", PIP_EACCES, exit_code=1)
              + kit.bash("pip install --user rapidfuzz==3.10.1", PIP_USER, exit_code=1)
              + kit.edit("/w/crm/dedupe.py", "==", "fuzz.ratio(a, b) >= 92")
              + kit.bash("pytest -q tests/test_dedupe.py", NO_MODULE, exit_code=2)
              + kit.result("rapidfuzz cannot be installed", is_error=True))
    d = diagnose(tmp_path, events, prompt=DEDUPE)
    assert d.mode == "permission_blocked", d.scores
    assert lines_of(events, "Errno 13")[0] in {e.line for e in d.winning_evidence}


def test_a_refused_install_of_something_else_leaves_the_missing_package_the_cause(tmp_path: Path):
    apt = ("E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\n"
           "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?")
    events = (kit.init() + kit.bash("pytest -q tests/test_dedupe.py", NO_MODULE, exit_code=2)
              + kit.bash("apt-get install -y build-essential", apt, exit_code=100)
              + kit.bash("pytest -q tests/test_dedupe.py", NO_MODULE, exit_code=2)
              + kit.result("rapidfuzz is missing", is_error=True))
    d = diagnose(tmp_path, events, prompt=DEDUPE)
    assert d.mode == "dependency_missing", d.scores


# -- an invented function, told three times that it does not exist ---------------------------------------

UNDEFINED = ("F\nE       AttributeError: module 'inventory.repo' has no attribute 'upsert_all'\n"
             "FAILED tests/test_import.py::test_reimport - AttributeError: module 'inventory.repo' has no attribute 'upsert_all'\n"
             "1 failed in 0.12s")
IMPORT = "# I-4: upsert\n\nMake `inventory/importer.py` upsert on `sku`.\n"


def test_an_invented_function_used_after_three_reports_is_confusion(tmp_path: Path):
    events = kit.init() + kit.edit("/w/inventory/importer.py", "repo.insert_all(rows)", "repo.upsert_all(rows)")
    for n in range(3):
        events += kit.bash("pytest -q tests/test_import.py", UNDEFINED, exit_code=1)
        events += kit.edit("/w/inventory/importer.py", f"repo.upsert_all(rows{', on=1' * n})",
                           f"repo.upsert_all(rows, on={n + 1})")
    events += kit.result("done: importer uses upsert_all", is_error=True)
    d = diagnose(tmp_path, events, prompt=IMPORT)
    assert d.mode == "model_confusion", d.scores
    assert "confusion.phantom" in {e.rule for e in d.winning_evidence}


def test_an_undefined_function_reported_once_and_fixed_is_no_phantom(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/inventory/importer.py", "repo.insert_all(rows)", "repo.upsert_all(rows)")
              + kit.bash("pytest -q tests/test_import.py", UNDEFINED, exit_code=1)
              + kit.edit("/w/inventory/importer.py", "repo.upsert_all(rows)", "repo.insert_all(rows, on_conflict='replace')")
              + kit.bash("pytest -q tests/test_import.py", "F\nE   assert 2 == 1\n1 failed in 0.1s", exit_code=1)
              + kit.result("not done", is_error=True))
    d = diagnose(tmp_path, events, prompt=IMPORT)
    assert "confusion.phantom" not in {e.rule for e in d.evidence if e.weight > 0}


# -- every flake input updated for a one-input bump -------------------------------------------------------

FLAKE = "# N-3: bump rust-overlay\n\nOnly the `rust-overlay` input of `flake.lock` needs updating.\n"
UPDATED = ("warning: updating lock file '/w/flake.lock':\n• Updated input 'nixpkgs':\n    'github:NixOS/nixpkgs/a3c0b3b' (2025-01-02)\n"
           "  → 'github:NixOS/nixpkgs/5e4fbfb' (2026-11-15)\n• Updated input 'rust-overlay':\n"
           "    'github:oxalica/rust-overlay/1b3e8f0' (2025-01-03)\n  → 'github:oxalica/rust-overlay/9c2d7aa' (2026-11-16)")


def test_updating_every_flake_input_for_one_is_scope_creep(tmp_path: Path):
    events = (kit.init() + kit.bash("nix flake update", UPDATED)
              + kit.bash("nix build", "error: builder for '/nix/store/abc-app.drv' failed with exit code 101", exit_code=1)
              + kit.result("build broke", is_error=True))
    d = diagnose(tmp_path, events, prompt=FLAKE)
    assert d.mode == "scope_creep", d.scores
    assert lines_of(events, "nix flake update")[0] in {e.line for e in d.winning_evidence}


def test_updating_the_one_named_input_is_not_mechanical(tmp_path: Path):
    events = (kit.init() + kit.bash("nix flake update rust-overlay", UPDATED)
              + kit.bash("nix build", "error: builder for '/nix/store/abc-app.drv' failed with exit code 101", exit_code=1)
              + kit.result("build broke", is_error=True))
    d = diagnose(tmp_path, events, prompt=FLAKE)
    assert "scope.mechanical" not in {e.rule for e in d.evidence if e.weight > 0}


# -- codemods over the tree, called by their path -----------------------------------------------------------

NULL_CHECK = "# S-5: null total\n\n`src/Cart/Cart.php::total()` fails on an empty cart. Return 0 for it.\n"


def test_a_codemod_called_by_its_path_over_the_tree_is_scope_creep(tmp_path: Path):
    for n, command in enumerate(("vendor/bin/rector process src tests --set php83",
                                 "./mvnw -q org.openrewrite.maven:rewrite-maven-plugin:run -Drewrite.activeRecipes=x")):
        events = (kit.init() + kit.bash(command, "[OK] 131 files have been changed by Rector")
                  + kit.result("done", is_error=True))
        d = diagnose(tmp_path / str(n), events, prompt=NULL_CHECK)
        assert d.mode == "scope_creep", (command, d.scores)
        assert lines_of(events, command.split()[0])[0] in {e.line for e in d.winning_evidence}


def test_a_codemod_dry_run_is_no_change(tmp_path: Path):
    events = (kit.init() + kit.bash("vendor/bin/rector process src --dry-run", "1 file would have been changed")
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt=NULL_CHECK)
    assert "scope.mechanical" not in {e.rule for e in d.evidence if e.weight > 0}


# -- sed with escaped delimiters, then reverted through git ------------------------------------------------

SED = "sed -i 's/total \\* (1 - pct \\/ 100)/pcts.reduce((t, p) => t * (1 - p \\/ 100), total)/' src/cart/discount.ts"
VITEST = " FAIL  src/cart/discount.test.ts > stacks discounts\nAssertionError: expected 81 to be 80\n Tests  1 failed (1)"


def test_a_sed_with_escaped_delimiters_reverted_twice_is_undoing_its_own_change(tmp_path: Path):
    events = kit.init()
    for wrapped in (SED, f'bash -lc "{SED.replace(chr(92), chr(92) * 2)}"'):
        events += (kit.bash(wrapped, "") + kit.bash("npx vitest run src/cart/discount.test.ts", VITEST, exit_code=1)
                   + kit.bash("git checkout -- src/cart/discount.ts", "Updated 1 path from the index"))
    events += kit.result("still failing", is_error=True)
    d = diagnose(tmp_path, events, prompt="# D-2: stacked discounts\n\nFix `src/cart/discount.ts`.\n")
    assert d.mode == "model_confusion", d.scores
    reverts = {e.line for e in d.evidence if e.rule == "loop.shell_revert"}
    assert reverts and reverts <= set(lines_of(events, "git checkout -- src/cart"))


def test_a_checkout_of_a_file_never_edited_is_no_revert(tmp_path: Path):
    events = (kit.init() + kit.bash("git checkout -- src/cart/discount.ts", "Updated 1 path from the index")
              + kit.bash("npx vitest run src/cart/discount.test.ts", VITEST, exit_code=1)
              + kit.bash("git checkout -- src/cart/discount.ts", "Updated 1 path from the index")
              + kit.result("still failing", is_error=True))
    d = diagnose(tmp_path, events, prompt="# D-2: stacked discounts\n\nFix `src/cart/discount.ts`.\n")
    assert "loop.shell_revert" not in {e.rule for e in d.evidence}
