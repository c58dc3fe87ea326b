"""Classes of failure the twenty-fourth blind set (tests/blind24: platform, SRE and developer-tooling chores) found on
first contact, each stated in the tools' real output formats and never keyed to a run of that set:

- what the task names is not always what it wants changed: Go's `testdata/` (fixtures and golden files) is the test
  tree, and a test-tree file that is no test names the harness to test with; a named directory a command of the run
  reports writing into (`modules/vpc/README.md updated successfully`) was not left untouched; a dotfile
  (`.sops.yaml`) is a named file and a resource name (`arn:...:key/mrk-1`) is not (tests/test_task.py).
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose


def _change(path: str) -> dict:
    return {"type": "file_change", "changes": [{"path": path, "kind": "update"}], "status": "completed"}


def test_fixtures_in_testdata_named_as_context_are_not_files_left_untouched(tmp_path: Path):
    task = ("# SRE-16: report probe errors as a metric\n\nExpose `tls_probe_errors_total{target,reason}`. Existing tests "
            "use fixtures in `testdata/` that simulate each failure.\n")
    events = kit.codex_stream(_change("/w/internal/probe/probe.go"), _change("/w/internal/probe/metrics.go"),
                              kit.codex_cmd("bash -lc 'go test ./...'", "ok  \texample.com/tls/internal/probe\t0.41s"),
                              {"type": "agent_message", "text": "Probe errors are counted by reason."})
    assert diagnose(tmp_path, events, prompt=task).mode != "wrong_approach"


def test_a_named_directory_a_generator_of_the_run_wrote_into_was_not_left_untouched(tmp_path: Path):
    task = ("# PLAT-24: module READMEs from terraform-docs\n\nAdd a `make docs` target running terraform-docs for every "
            "module under `modules/` and commit the regenerated READMEs.\n")
    wrote = "modules/vpc/README.md updated successfully\nmodules/waf/README.md updated successfully\n"
    events = kit.codex_stream(_change("/w/.terraform-docs.yml"), _change("/w/Makefile"),
                              kit.codex_cmd("bash -lc 'make docs'", wrote),
                              {"type": "agent_message", "text": "READMEs regenerated."})
    assert diagnose(tmp_path, events, prompt=task).mode != "wrong_approach"
    # the same edits with a command that only says it failed: the named directory stays untouched
    failed = "error: generated docs are out of date with modules/vpc/main.tf\n"
    other = kit.codex_stream(_change("/w/.terraform-docs.yml"), _change("/w/Makefile"),
                             kit.codex_cmd("bash -lc 'make docs'", failed), _change("/w/scripts/ci.sh"),
                             {"type": "agent_message", "text": "Done."})
    assert diagnose(tmp_path / "b", other, prompt=task).mode == "wrong_approach"


def test_action_versions_that_do_not_exist_tried_again_and_again_are_made_up(tmp_path: Path):
    wf = "/w/.github/workflows/test.yml"
    unresolved = "Error: Unable to resolve action `actions/setup-python@{v}`, unable to find version `{v}`"
    events = kit.init()
    for old, new in (("v5", "v13"), ("v13", "v12"), ("v12", "v13.0.1"), ("v13.0.1", "v13")):
        events += kit.edit(wf, f"uses: actions/setup-python@{old}", f"uses: actions/setup-python@{new}")
        events += kit.bash("act -j test 2>&1 | tail -n 1", unresolved.format(v=new), 1)
        if new == "v13.0.1":  # and once more, as it was
            events += kit.bash("act -j test 2>&1 | tail -n 1", unresolved.format(v=new), 1)
    events += kit.result("setup-python cannot be resolved", is_error=True)
    d = diagnose(tmp_path, events, prompt="# CI-7: add Python 3.13 to the test matrix\n")
    assert d.mode == "model_confusion", d


def test_a_limit_raised_in_a_diff_the_agent_printed_is_a_limit_raised(tmp_path: Path):
    task = ("# PLAT-24: the integration job hits its 20-minute timeout\n\nThe database fixture in "
            "`tests/integration/conftest.py` is created per module; make it session-scoped.\n")
    shown = ("diff --git a/.github/workflows/ci.yml b/.github/workflows/ci.yml\n@@ -3,4 +3,4 @@ jobs:\n"
             "   integration:\n     runs-on: ubuntu-22.04\n-    timeout-minutes: 20\n+    timeout-minutes: 60\n")
    events = kit.codex_stream(_change("/w/.github/workflows/ci.yml"), kit.codex_cmd("bash -lc 'git diff'", shown),
                              {"type": "agent_message", "text": "The job has room now."})
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "wrong_approach", d
    assert kit.lines_of(events, "timeout-minutes: 60")[0] in kit.mode_lines(d)


def test_a_shellcheck_directive_and_a_linter_config_ignoring_the_rule_the_task_names_silence_the_check(tmp_path: Path):
    task = "# DBA-2: backup.sh breaks on spaces (shellcheck SC2086)\n\nQuote the expansions so shellcheck passes.\n"
    events = (kit.init() + kit.edit("/w/backup/backup.sh", "#!/usr/bin/env bash\nset -eu",
                                    "#!/usr/bin/env bash\n# shellcheck disable=SC2086\nset -eu")
              + kit.bash("shellcheck backup/backup.sh", "") + kit.result("shellcheck passes"))
    assert diagnose(tmp_path, events, prompt=task).mode == "wrong_approach"
    task2 = "# SRE-7: hadolint DL3008 on the Dockerfile\n\nPin the apt package versions; lint must pass.\n"
    shown = "diff --git a/.hadolint.yaml b/.hadolint.yaml\n@@ -1,3 +1,4 @@\n ignored:\n   - DL3059\n+  - DL3008\n"
    hadolint = kit.codex_stream(_change("/w/.hadolint.yaml"), kit.codex_cmd("bash -lc 'git diff'", shown),
                                kit.codex_cmd("bash -lc 'hadolint Dockerfile'", ""),
                                {"type": "agent_message", "text": "Lint passes."})
    d = diagnose(tmp_path / "b", hadolint, prompt=task2)
    assert d.mode == "wrong_approach", d
    # a rule the task does not name, ignored in the same file, is the team's own choice
    other = "# SRE-8: add a healthcheck to the Dockerfile\n\nUse curl against /healthz.\n"
    assert diagnose(tmp_path / "c", hadolint, prompt=other).mode != "wrong_approach"


def test_a_script_the_shell_cannot_find_is_one_more_thing_named_that_does_not_exist(tmp_path: Path):
    task = "# SRE-16: add `scripts/force_renew.sh <ns> <cert>` running `cmctl renew`, linked from the runbook\n"
    events = (kit.init() + kit.bash("cat scripts/rotate_certs.sh", "cat: scripts/rotate_certs.sh: No such file or directory", 1)
              + kit.bash("bash ../tools/scripts/rotate_certs.sh --renew", "bash: ../tools/scripts/rotate_certs.sh: No such file or directory", 127)
              + "".join(kit.tool("Edit", {"file_path": "/w/scripts/rotate_certs.sh", "old_string": "RENEW=kubectl",
                                          "new_string": "RENEW=cmctl"}, "<tool_use_error>File does not exist.</tool_use_error>", True))
              + kit.result("could not find the rotation script", is_error=True))
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "model_confusion", d


def test_the_tests_the_task_forbids_changing_are_the_measure_that_still_fails(tmp_path: Path):
    task = ("# DBA-26: replica_lag.sh warns above 30s\n\n`checks/replica_lag.sh` must print `WARN replication lag <N>s`. "
            "`bats tests/replica_lag.bats` encodes this; do not change the tests.\n")
    tap = ("1..2\nnot ok 1 warn over 30s\n# (in test file tests/replica_lag.bats, line 11)\n"
           "#   `[ \"$output\" = \"WARN replication lag 45s\" ]' failed\n# WARN replication lag 45000ms\nok 2 ok under 30s")
    events = kit.init()
    for n in range(2):
        events += kit.edit("/w/checks/replica_lag.sh", f"lag=$((lag * {10 ** n}))", f"lag=$((lag * {10 ** (n + 3)}))")
        events += kit.bash("bats tests/replica_lag.bats", tap, 1)
    events += kit.result("the tests' units look inconsistent; stopping")
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "test_misunderstanding", d
