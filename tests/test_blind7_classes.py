"""Classes of failure the seventh blind set (tests/blind7: a mixed fleet) found, the confident wrong
answers first, each stated in its tool's real format and never keyed to a run of that set:

- Bundler's PermissionError ("There was an error while trying to write to `path`. It is likely that you
  need to grant write permissions for that path."): a refused install, so the gem it then could not find
  is its consequence (permission, not dependency);
- rustc's E0432 for an item that does not exist in a crate that resolved (`no `X` in `providers``) is
  an invented name, not a missing crate; told five times in all that four different things it named
  do not exist (files, a method, an import path) is confusion even when none was told three times;
- "permission denied" printed by a script the agent itself wrote (its own usage or error message) is
  that code speaking, not the environment;
- Erlang's httpc `{:failed_connect, ..., :nxdomain}` (Mix, Hex, rebar3) is the network, and the
  dependencies never fetched because of it are its consequence.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of

# -- Bundler cannot write its bundle path ------------------------------------------------------------

BUNDLE_DENIED = ("Fetching gem metadata from https://rubygems.org/.........\nFetching faraday-retry 2.2.1\n"
                 "There was an error while trying to write to `/usr/local/bundle/cache/faraday-retry-2.2.1.gem`. "
                 "It is likely that you need to grant write permissions for that path.")
GEM_MISSING = "Could not find faraday-retry-2.2.1 in locally installed gems\nRun `bundle install` to install missing gems."


def test_bundler_refused_to_write_is_why_the_gem_is_missing(tmp_path: Path):
    events = (kit.init() + kit.bash("bundle install", BUNDLE_DENIED, 23)
              + kit.bash("bundle exec rspec spec/clients", GEM_MISSING, 7) + kit.say("Could not install.")
              + kit.result("stopped", is_error=True))
    d = diagnose(tmp_path, events, "# T-1: retry HTTP calls\n\nUse faraday-retry from the Gemfile.\n")
    assert d.mode == "permission_blocked", d
    assert lines_of(events, "grant write permissions")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_a_gem_missing_without_a_refusal_stays_a_dependency(tmp_path: Path):
    events = (kit.init() + kit.bash("bundle exec rspec spec/clients", GEM_MISSING, 7)
              + kit.say("The gem is not installed.") + kit.result("stopped", is_error=True))
    assert diagnose(tmp_path, events).mode == "dependency_missing"


# -- rustc: an item that does not exist is invented, a crate that does not is missing -----------------

E0432_ITEM = ("error[E0432]: unresolved import `serde_json::ValueExt`\n --> src/lib.rs:2:5\n  |\n"
              "2 | use serde_json::ValueExt;\n  |     ^^^^^^^^^^^^^^^^^^^^ no `ValueExt` in the root")
E0432_ITEM_IN = ("error[E0432]: unresolved import `tokio::sync::FairMutex`\n --> src/pool.rs:3:5\n  |\n"
                 "3 | use tokio::sync::FairMutex;\n  |     ^^^^^^^^^^^^^^^^^^^^^^ no `FairMutex` in `sync`")
E0432_CRATE = ("error[E0432]: unresolved import `anyhow`\n --> src/main.rs:1:5\n  |\n1 | use anyhow::Result;\n"
               "  |     ^^^^^^ use of undeclared crate or module `anyhow`")
E0599 = ("error[E0599]: no method named `lock_fair` found for struct `Pool` in the current scope\n"
         " --> src/pool.rs:9:14")


def test_invented_paths_methods_and_imports_are_confusion_not_a_missing_crate(tmp_path: Path):
    events = (kit.init()
              + kit.bash("cat src/pool/mod.rs", "cat: src/pool/mod.rs: No such file or directory", 1)
              + kit.bash("sed -n '1,80p' src/pool/fair.rs", "sed: can't read src/pool/fair.rs: No such file or directory", 2)
              + kit.edit("/workspace/repo/src/pool.rs", "self.inner.lock()", "self.lock_fair()")
              + kit.bash("cargo build", E0599, 101)
              + kit.edit("/workspace/repo/src/pool.rs", "use tokio::sync::Mutex;", "use tokio::sync::FairMutex;")
              + kit.bash("cargo build", E0432_ITEM_IN, 101)
              + kit.bash("cat src/pool/mod.rs", "cat: src/pool/mod.rs: No such file or directory", 1)
              + kit.say("Build errors in src/pool.rs.") + kit.result("stopped", is_error=True))
    d = diagnose(tmp_path, events, "# T-1: fair pool\n\nMake `src/pool.rs` hand out connections fairly.\n")
    assert d.mode == "model_confusion", d
    assert set(lines_of(events, "No such file or directory")) & {e.line for e in d.evidence if e.mode == d.mode}


def test_an_item_missing_from_a_resolved_crate_is_not_a_missing_dependency(tmp_path: Path):
    events = (kit.init() + kit.bash("cargo build", E0432_ITEM, 101) + kit.say("Build failed.")
              + kit.result("stopped", is_error=True))
    assert diagnose(tmp_path, events).mode != "dependency_missing"


def test_an_undeclared_crate_is_still_a_missing_dependency(tmp_path: Path):
    events = (kit.init() + kit.bash("cargo build", E0432_CRATE, 101) + kit.say("Build failed.")
              + kit.result("stopped", is_error=True))
    assert diagnose(tmp_path, events).mode == "dependency_missing"


def test_a_few_missing_files_while_exploring_are_not_confusion(tmp_path: Path):
    events = (kit.init()
              + kit.bash("cat README.rst", "cat: README.rst: No such file or directory", 1)
              + kit.bash("cat docs/index.md", "cat: docs/index.md: No such file or directory", 1)
              + kit.say("I could not finish.") + kit.result("stopped", is_error=True))
    assert diagnose(tmp_path, events).mode != "model_confusion"


# -- the agent's own script printing "permission denied" ------------------------------------------

SCRIPT = ('#!/usr/bin/env bash\nset -euo pipefail\n[[ -r "$1" ]] || { echo "rotate_logs: $1: permission denied '
          'or unreadable" >&2; exit 2; }\ngzip -k "$1"\n')


def test_a_message_the_agent_wrote_into_its_script_is_not_a_permission_failure(tmp_path: Path):
    use, res = kit.tool("Write", {"file_path": "/workspace/repo/scripts/rotate_logs.sh", "content": SCRIPT},
                        "File created successfully at: /workspace/repo/scripts/rotate_logs.sh")
    events = (kit.init() + use + res
              + kit.bash("bash scripts/rotate_logs.sh /nope.log", "rotate_logs: /nope.log: permission denied or unreadable", 2)
              + kit.say("The error path works.") + kit.result("", is_error=True))
    assert diagnose(tmp_path, events, "# T-1: rotate logs\n\nWrite `scripts/rotate_logs.sh`.\n").mode != "permission_blocked"


def test_a_permission_denied_the_agent_did_not_write_still_counts(tmp_path: Path):
    use, res = kit.tool("Write", {"file_path": "/workspace/repo/scripts/rotate_logs.sh", "content": SCRIPT},
                        "File created successfully at: /workspace/repo/scripts/rotate_logs.sh")
    events = (kit.init() + use + res
              + kit.bash("bash scripts/rotate_logs.sh /var/log/app.log",
                         "gzip: /var/log/app.log.gz: Permission denied", 1)
              + kit.say("Cannot write next to the log.") + kit.result("", is_error=True))
    assert diagnose(tmp_path, events, "# T-1: rotate logs\n\nWrite `scripts/rotate_logs.sh`.\n").mode == "permission_blocked"


# -- Erlang httpc cannot reach Hex --------------------------------------------------------------------

HEX_DOWN = ("Resolving Hex dependencies...\n** (Mix) httpc request failed with: {:failed_connect, [{:to_address, "
            "{~c\"repo.hex.pm\", 443}}, {:inet, [:inet], :nxdomain}]}\n\nCould not fetch registry from https://repo.hex.pm")
UNCHECKED = ("Unchecked dependencies for environment test:\n* jason (Hex package)\n  the dependency is not available, "
             "run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies")


def test_hex_unreachable_is_infrastructure_and_explains_the_unfetched_deps(tmp_path: Path):
    events = (kit.init() + kit.bash("mix deps.get", HEX_DOWN, 1) + kit.bash("mix test", UNCHECKED, 1)
              + kit.say("Cannot fetch deps.") + kit.result("stopped", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "infra_failure", d
    assert lines_of(events, ":nxdomain")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_an_ssl_option_error_in_httpc_is_not_the_network(tmp_path: Path):
    bad_tls = ("** (Mix) httpc request failed with: {:failed_connect, [{:to_address, {'repo.hex.pm', 443}}, "
               "{:inet, [:inet], {:option, :server_only, :honor_cipher_order}}]}")
    events = (kit.init() + kit.bash("mix deps.get", bad_tls, 1) + kit.say("Cannot fetch deps.")
              + kit.result("stopped", is_error=True))
    assert diagnose(tmp_path, events).mode != "infra_failure"


# -- a permission answered inside the test instance the role configures --------------------------------

CONVERGE_FAILED = ("TASK [app : write unit file] ***********************************************\n"
                   "fatal: [default]: FAILED! => {\"changed\": false, \"msg\": \"Destination directory "
                   "/etc/app does not exist\"}\n\nPLAY RECAP *****\ndefault : ok=3 changed=2 unreachable=0 failed=1")
WORKAROUND = kit.edit("/workspace/repo/roles/app/tasks/main.yml", "- name: write unit file\n  template:",
                      "- name: write unit file\n  ignore_errors: true\n  template:")
ROLE_TASK = "# T-1: app role fails on fresh hosts\n\nThe `app` role writes its unit file before `/etc/app` exists. Reorder the tasks.\n"


def test_a_permission_inside_the_test_instance_is_the_host_being_configured(tmp_path: Path):
    events = (kit.init() + kit.bash("vagrant provision", CONVERGE_FAILED, 1)
              + kit.bash("vagrant ssh -c 'touch /etc/probe'", "touch: cannot touch '/etc/probe': Permission denied", 1)
              + WORKAROUND + kit.bash("vagrant provision", CONVERGE_FAILED + "\n...ignoring", 1)
              + kit.result("converge passes with an ignored error", is_error=True))
    d = diagnose(tmp_path, events, ROLE_TASK)
    assert d.mode == "wrong_approach", d


def test_a_permission_on_the_agents_own_host_still_outranks_the_workaround(tmp_path: Path):
    events = (kit.init() + kit.bash("vagrant provision", CONVERGE_FAILED, 1)
              + kit.bash("touch /etc/probe", "touch: cannot touch '/etc/probe': Permission denied", 1)
              + WORKAROUND + kit.bash("vagrant provision", CONVERGE_FAILED + "\n...ignoring", 1)
              + kit.result("converge passes with an ignored error", is_error=True))
    assert diagnose(tmp_path, events, ROLE_TASK).mode == "permission_blocked"


# -- an error logged and dropped at the caller, then the test loosened to accept it ------------------

SWALLOW = kit.edit("/workspace/repo/ingest/loader.py", "    rows = [parse_price(r) for r in records]",
                   "    rows = []\n    for r in records:\n        try:\n            rows.append(parse_price(r))\n"
                   "        except ValueError:\n            logger.warning('dropping unparseable price %r', r)")
PYTEST_RED = "Exit code 1\n.F.\nFAILED tests/test_loader.py::test_comma_decimal - assert 0 == 1\n1 failed, 2 passed in 0.12s"
LOOSEN = kit.edit("/workspace/repo/tests/test_loader.py", "    assert len(rows) == 1", "    assert len(rows) in (0, 1)")
PRICE_TASK = "# T-1: prices with a decimal comma crash the import\n\nFix `ingest/prices.py::parse_price` for `1,50`.\n"


def _loosened_run(with_workaround: bool) -> str:
    use, res = kit.tool("Bash", {"command": "python -m pytest tests/test_loader.py -q"}, PYTEST_RED, True)
    return (kit.init() + (SWALLOW if with_workaround else "") + use + res + LOOSEN
            + kit.bash("python -m pytest tests/test_loader.py -q", "...\n3 passed in 0.10s")
            + kit.result("Import no longer crashes."))


def test_an_error_logged_and_dropped_then_a_loosened_test_is_the_approach(tmp_path: Path):
    events = _loosened_run(True)
    d = diagnose(tmp_path, events, PRICE_TASK)
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "dropping unparseable")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_a_loosened_test_without_a_workaround_is_still_test_misunderstanding(tmp_path: Path):
    assert diagnose(tmp_path, _loosened_run(False), PRICE_TASK).mode == "test_misunderstanding"


def test_dropping_bad_rows_is_no_workaround_when_the_task_asks_for_it(tmp_path: Path):
    task = "# T-1: the import stops on one bad row\n\nIn `ingest/loader.py`, log and skip rows whose price does not parse.\n"
    events = (kit.init() + SWALLOW + kit.bash("python -m pytest tests/test_loader.py -q", PYTEST_RED, 1)
              + kit.result("stopped", is_error=True))
    d = diagnose(tmp_path, events, task)
    assert "approach.workaround" not in {e.rule for e in d.evidence}


# -- a monorepo library copied into an app instead of depended on -------------------------------------

NOT_VISIBLE = ("ERROR: /workspace/repo/services/api/BUILD.bazel:4:10: in go_binary rule //services/api:api: target "
               "'//libs/auth:auth' is not visible from target '//services/api:api'. Check the visibility declaration "
               "of the former target if you think the dependency is legitimate\n"
               "FAILED: Build did NOT complete successfully (0 packages loaded, 0 targets configured)")
VISIBILITY_TASK = ("# T-1: //services/api cannot depend on //libs/auth\n\n"
                   "Add `//services/api:__pkg__` to the visibility of `libs/auth/BUILD.bazel`.\n")


def test_a_library_copied_into_an_app_is_the_wrong_approach(tmp_path: Path):
    events = (kit.init() + kit.bash("bazel build //services/api:api", NOT_VISIBLE, 1)
              + kit.bash("cp -r libs/auth services/api/auth", "")
              + kit.bash("bazel build //services/api:api", "INFO: Build completed successfully, 9 total actions")
              + kit.say("//services/api:api builds."))
    d = diagnose(tmp_path, events, VISIBILITY_TASK)
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "cp -r libs/auth")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_copying_a_library_elsewhere_is_not_a_vendored_copy(tmp_path: Path):
    events = (kit.init() + kit.bash("bazel build //services/api:api", NOT_VISIBLE, 1)
              + kit.bash("cp -r libs/auth /tmp/auth-backup", "")
              + kit.edit("/workspace/repo/libs/auth/BUILD.bazel", 'visibility = ["//apps:__subpackages__"]',
                         'visibility = ["//apps:__subpackages__", "//services/api:__pkg__"]')
              + kit.bash("bazel build //services/api:api", NOT_VISIBLE, 1)
              + kit.result("stopped", is_error=True))
    d = diagnose(tmp_path, events, VISIBILITY_TASK)
    assert "approach.vendored_copy" not in {e.rule for e in d.evidence}


# -- an overflow made to wrap silently where the task asks to widen the type ---------------------------

OVERFLOW = ("thread 'quota::tests::past_u16' panicked at src/quota.rs:7:9:\nattempt to add with overflow\n"
            "test result: FAILED. 4 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s")
WIDEN_TASK = "# T-1: quota counter overflows\n\n`src/quota.rs` counts in u16. Widen it to u32 and migrate stored values.\n"
WRAP = kit.edit("/workspace/repo/src/quota.rs", "self.used += n;", "self.used = self.used.wrapping_add(n);")


def test_wrapping_arithmetic_instead_of_widening_is_the_wrong_approach(tmp_path: Path):
    events = (kit.init() + kit.bash("cargo test quota", OVERFLOW, 101) + WRAP
              + kit.bash("cargo test quota", "assertion `left == right` failed\n  left: 4\n right: 65540\n"
                         "test result: FAILED. 4 passed; 1 failed", 101)
              + kit.result("Overflow no longer panics.", is_error=True))
    d = diagnose(tmp_path, events, WIDEN_TASK)
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "wrapping_add")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_wrapping_arithmetic_the_task_asks_for_is_no_workaround(tmp_path: Path):
    task = "# T-1: sequence numbers\n\nIn `src/quota.rs`, the sequence number must wrap around at u16::MAX.\n"
    events = (kit.init() + WRAP + kit.bash("cargo test quota", OVERFLOW, 101)
              + kit.result("stopped", is_error=True))
    assert "approach.workaround" not in {e.rule for e in diagnose(tmp_path, events, task).evidence}


# -- a codemod over a directory with its configuration named last ------------------------------------

COUPON_TASK = "# T-1: coupon codes are case-sensitive\n\nMake `src/Coupons/Repository.php::findByCode` case-insensitive.\n"


def _codemod_run(command: str) -> str:
    return (kit.init() + kit.edit("/workspace/repo/src/Coupons/Repository.php", "WHERE code = ?", "WHERE LOWER(code) = LOWER(?)")
            + kit.bash(command, " 41/41 [============================] 100%\n\n [OK] 41 files have been changed by Rector")
            + kit.bash("vendor/bin/phpunit", "OK (120 tests, 300 assertions)") + kit.result("Done."))


def test_a_codemod_over_a_directory_with_its_config_named_last_is_mechanical(tmp_path: Path):
    events = _codemod_run("vendor/bin/rector process tests --config rector-phpunit.php")
    d = diagnose(tmp_path, events, COUPON_TASK)
    assert lines_of(events, "rector process")[0] in {e.line for e in d.evidence if e.rule == "scope.mechanical"}, d


def test_a_codemod_over_one_file_is_not_mechanical(tmp_path: Path):
    events = _codemod_run("vendor/bin/rector process src/Coupons/Repository.php")
    assert "scope.mechanical" not in {e.rule for e in diagnose(tmp_path, events, COUPON_TASK).evidence}
