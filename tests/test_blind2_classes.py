"""Classes of error the second blind set (tests/blind2) found, each stated in its tool's real
output format and never keyed to a run of that set:

- a build tool's task is part of "the same command" (``./gradlew :app:dependencies`` working
  does not recover ``./gradlew :app:test``);
- a repository answering 401 to an artifact request: a dependency that cannot be obtained;
- an offline/vendored build lacking a version: a dependency, and reaching the registry
  afterwards is a dead end, not an outage;
- a permission error on the Docker socket, even wrapped by docker-py as "Connection aborted";
- a test file deleted inside Codex's ``bash -lc '...'`` wrapper;
- a green test run that ran no tests, after a failing one;
- located evidence: each call of a loop, git's own count of a change set, mechanical
  commands behind global flags (``pnpm -r up``), build-tool formatters (``spotlessApply``).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from retriage.core.channels import command_key, unwrap_shell
from retriage.core.config import default_config
from retriage.core.task import read_task
from tests import streams_kit as kit

CONFIG = default_config()


diagnose = kit.diagnose
lines_of = kit.lines_of


def codex(item: dict, started: bool = True) -> str:
    out = ""
    if started and item["type"] == "command_execution":
        out += kit.line({"type": "item.started", "item": {**item, "aggregated_output": "", "exit_code": None,
                                                           "status": "in_progress"}})
    return out + kit.line({"type": "item.completed", "item": item})


def codex_cmd(n: int, command: str, output: str, exit_code: int = 0) -> str:
    return codex({"id": f"item_{n}", "type": "command_execution", "command": f"bash -lc '{command}'",
                  "aggregated_output": output, "exit_code": exit_code,
                  "status": "failed" if exit_code else "completed"})


def codex_change(n: int, path: str, kind: str = "update") -> str:
    return codex({"id": f"item_{n}", "type": "file_change", "status": "completed",
                  "changes": [{"path": path, "kind": kind}]})


CODEX_START = kit.line({"type": "thread.started", "thread_id": "t-1"}) + kit.line({"type": "turn.started"})
CODEX_END = kit.line({"type": "turn.completed", "usage": {"input_tokens": 1, "output_tokens": 1}})


# -- the same command ------------------------------------------------------------------------
def test_a_build_tools_task_is_part_of_the_command_key():
    assert command_key("./gradlew :app:test") != command_key("./gradlew :app:dependencies --configuration x")
    assert command_key("mvn -q test") != command_key("mvn dependency:tree")
    assert command_key("./gradlew :app:test -q") == command_key("gradlew :app:test")


def test_unwrap_shell_reads_the_command_a_wrapper_runs():
    assert unwrap_shell("bash -lc 'git rm -q t.py && git status'") == "git rm -q t.py && git status"
    assert unwrap_shell("git status") == "git status"


GRADLE_401 = """> Task :app:compileKotlin FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:compileKotlin'.
> Could not resolve all files for configuration ':app:compileClasspath'.
   > Could not resolve com.acme:ledger-client:4.0.2.
      > Could not GET 'https://nexus.acme.internal/releases/com/acme/ledger-client/4.0.2/ledger-client-4.0.2.pom'. Received status code 401 from server: Unauthorized
"""


def test_an_artifact_the_repository_refuses_with_401_is_a_dependency_that_cannot_be_obtained(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/build.gradle.kts", "ledger-client:4.0.1", "ledger-client:4.0.2")
              + kit.bash("./gradlew :app:test", GRADLE_401, exit_code=1)
              + kit.bash("env | grep -c NEXUS", "0")
              # another task of the same wrapper works: it does not recover the failed build
              + kit.bash("./gradlew :app:dependencies --configuration compileClasspath | grep ledger",
                         "+--- com.acme:ledger-client:4.0.2 FAILED")
              + kit.say("The internal repository answers 401; there are no credentials here."))
    d = diagnose(tmp_path, events)
    assert d.mode == "dependency_missing", d.scores
    failing = lines_of(events, "Received status code 401")
    assert failing and {e.line for e in d.winning_evidence} & set(failing)
    assert not any(e.recovered for e in d.winning_evidence if e.line in failing)


# -- offline / vendored ------------------------------------------------------------------------
CARGO_OFFLINE = """error: failed to select a version for the requirement `tokio = "^1.42"`
candidate versions found which didn't match: 1.38.1
location searched: directory source `/workspace/repo/vendor` (which is replacing registry `crates-io`)
required by package `backfill v0.7.0 (/workspace/repo/crates/backfill)`
perhaps a crate was updated and forgotten to be re-vendored?
As a reminder, you're using offline mode (--offline) which can sometimes cause surprising resolution failures, if this error is too confusing you may wish to retry without the offline flag"""
CARGO_DNS = """error: failed to retrieve search results from the registry at https://crates.io

Caused by:
  [6] Couldn't resolve host name (Could not resolve host: crates.io)"""


def test_an_offline_build_lacking_a_version_is_a_dependency_and_the_later_dns_failure_a_dead_end(tmp_path: Path):
    events = (CODEX_START + codex_change(1, "crates/backfill/Cargo.toml")
              + codex_cmd(2, "cargo test -p backfill --offline", CARGO_OFFLINE, 101)
              + codex_cmd(3, "cargo search tokio --limit 1 --config net.offline=false", CARGO_DNS, 101)
              + CODEX_END)
    d = diagnose(tmp_path, events)
    assert d.mode == "dependency_missing", d.scores
    explained = [e for e in d.evidence if "explained by offline_build_by_design" in e.note]
    assert explained and {e.mode for e in explained} == {"infra_failure"}
    assert {e.line for e in d.winning_evidence} & set(lines_of(events, "re-vendored"))


def test_a_registry_that_cannot_be_reached_without_an_offline_build_is_still_infrastructure(tmp_path: Path):
    events = (CODEX_START + codex_cmd(1, "cargo build", "error: failed to get `tokio` as a dependency\n\nCaused by:\n"
                                      "  [6] Couldn't resolve host name (Could not resolve host: index.crates.io)", 101)
              + CODEX_END)
    assert diagnose(tmp_path, events).mode == "infra_failure"


# -- the Docker socket -----------------------------------------------------------------------
DOCKER_PY = """E
==================================== ERRORS ====================================
________________ ERROR at setup of test_upload_roundtrip ________________
E   requests.exceptions.ConnectionError: ('Connection aborted.', PermissionError(13, 'Permission denied'))
E   docker.errors.DockerException: Error while fetching server API version: ('Connection aborted.', PermissionError(13, 'Permission denied'))
1 error in 0.33s"""


def test_docker_socket_permission_wins_over_a_later_cannot_connect_on_another_socket(tmp_path: Path):
    events = (kit.init() + kit.bash("pytest -m integration -q tests/integration", DOCKER_PY, exit_code=1)
              + kit.bash("docker ps", "permission denied while trying to connect to the Docker daemon socket at "
                         "unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json\": "
                         "dial unix /var/run/docker.sock: connect: permission denied", exit_code=1)
              + kit.bash("DOCKER_HOST=unix:///run/user/1001/docker.sock docker ps",
                         "Cannot connect to the Docker daemon at unix:///run/user/1001/docker.sock. "
                         "Is the docker daemon running?", exit_code=1)
              + kit.result("The integration test could not run.", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "permission_blocked", d.scores
    assert any("explained by socket_refused_before_unreachable" in e.note for e in d.evidence)


def test_a_docker_daemon_that_is_down_is_still_infrastructure(tmp_path: Path):
    events = (kit.init() + kit.bash("docker compose up -d db", "Cannot connect to the Docker daemon at "
                                    "unix:///var/run/docker.sock. Is the docker daemon running?", exit_code=1)
              + kit.result("could not start the database", is_error=True))
    assert diagnose(tmp_path, events).mode == "infra_failure"


# -- test weakening --------------------------------------------------------------------------
IMPORT_ERROR = """E..
==================================== ERRORS ====================================
_________ ERROR collecting tests/importers/test_legacy_format.py __________
ImportError while importing test module '/workspace/repo/tests/importers/test_legacy_format.py'.
tests/importers/test_legacy_format.py:1: in <module>
    from importers.products import import_file, parse_v1
E   ImportError: cannot import name 'parse_v1' from 'importers.products' (/workspace/repo/importers/products.py)
1 error in 0.2s"""


def test_deleting_the_test_that_imports_a_name_the_agent_renamed_is_weakening(tmp_path: Path):
    prompt = ("# IMP-1: accept v2 headers in `importers/products.py`\n\n"
              "`tests/importers/test_legacy_format.py` must keep passing unchanged.\n")
    events = (CODEX_START + codex_change(1, "importers/products.py")
              + codex_cmd(2, "pytest -q tests/importers", IMPORT_ERROR, 1)
              + codex_cmd(3, "git rm -q tests/importers/test_legacy_format.py && git status --short",
                          "M  importers/products.py\nD  tests/importers/test_legacy_format.py")
              + codex_cmd(4, "pytest -q tests/importers", "..\n2 passed in 0.12s") + CODEX_END)
    d = diagnose(tmp_path, events, prompt=prompt)
    assert d.mode == "test_misunderstanding", d.scores
    deleted = [e for e in d.winning_evidence if "deleted the test file" in e.text]
    assert deleted and deleted[0].line in lines_of(events, "git rm -q")


def test_a_task_that_says_tests_must_keep_passing_unchanged_forbids_test_edits():
    rules = CONFIG.rules
    assert read_task("# T\n\n`tests/test_a.py` must keep passing unchanged.\n", rules).tests_forbidden
    assert not read_task("# T\n\nMake `tests/test_a.py` pass.\n", rules).tests_forbidden


GO_FAIL = ("--- FAIL: TestParseInterval (0.00s)\n    --- FAIL: TestParseInterval/1h30m (0.00s)\n"
           "        parse_test.go:27: ParseInterval(\"1h30m\") = 1h0m0s, want 1h30m0s\n"
           "FAIL\tgithub.com/acme/jobs/internal/schedule\t0.005s\nFAIL")
GO_EMPTY = ("ok  \tgithub.com/acme/jobs/internal/api\t0.014s [no tests to run]\n"
            "ok  \tgithub.com/acme/jobs/internal/schedule\t0.006s [no tests to run]")


def test_a_skip_then_a_test_run_that_runs_nothing_is_weakening_even_when_all_ok(tmp_path: Path):
    events = (CODEX_START + codex_change(1, "internal/schedule/parse.go")
              + codex_cmd(2, "go test ./internal/schedule/...", GO_FAIL, 1)
              + codex_change(3, "internal/schedule/parse_test.go")
              + codex_cmd(4, "go test -run XXX ./...", GO_EMPTY) + CODEX_END)
    d = diagnose(tmp_path, events, prompt="# J-1: fix `ParseInterval` in `internal/schedule/parse.go`\n")
    assert d.mode == "test_misunderstanding", d.scores
    empty = {e.line for e in d.winning_evidence if e.rule == "tests.empty_run"}
    assert empty and empty <= set(lines_of(events, "-run XXX"))


@pytest.mark.parametrize("output", [
    "ok  \tgithub.com/acme/jobs/internal/schedule\t0.006s",                   # tests ran and passed
    "ok  \tgithub.com/acme/jobs/internal/api\t0.01s [no tests to run]\nok  \tgithub.com/acme/jobs/internal/schedule\t0.006s",
])
def test_a_green_run_that_ran_tests_is_not_an_empty_run(tmp_path: Path, output: str):
    events = (CODEX_START + codex_cmd(1, "go test ./...", GO_FAIL, 1) + codex_change(2, "internal/schedule/parse.go")
              + codex_cmd(3, "go test ./...", output) + CODEX_END)
    d = diagnose(tmp_path, events)
    assert "tests.empty_run" not in {e.rule for e in d.evidence}


def test_an_empty_run_with_no_failing_run_before_it_is_not_evidence(tmp_path: Path):
    events = CODEX_START + codex_cmd(1, "pytest -q -k nomatch", "5 deselected in 0.01s\nno tests ran") + CODEX_END
    assert "tests.empty_run" not in {e.rule for e in diagnose(tmp_path, events).evidence}


@pytest.mark.parametrize("output", ["collected 4 items / 4 deselected\n\n===== 4 deselected in 0.02s =====",
                                    "Ran 0 tests in 0.000s\n\nOK", "No tests found, exiting with code 0",
                                    "running 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored"])
def test_the_empty_run_wording_of_each_framework(output: str):
    rules = CONFIG.rules
    assert re.search(rules["no_tests_ran_regex"], output)
    assert not re.search(rules["tests_ran_regex"], output)


# -- located evidence ------------------------------------------------------------------------
def test_every_call_of_a_read_grep_loop_is_located(tmp_path: Path):
    events = kit.init()
    for _ in range(6):
        events += kit.read("/w/app/feed/pagination.py", "def decode_cursor(c):\n    return c\n")
        use, res = kit.tool("Grep", {"pattern": "created_at", "path": "app/feed"}, "app/feed/pagination.py:6: ts")
        events += use + res
    d = diagnose(tmp_path, events, watchdog={"reason_code": "loop", "message": "12 identical tool calls"})
    assert d.mode == "model_confusion"
    calls = set(lines_of(events, '"tool_use"'))
    located = {e.line for e in d.winning_evidence if e.rule == "loop.repeat_call"}
    assert len(located) >= 10 and located <= calls
    assert all(e.weight == 0 for e in d.winning_evidence if e.rule == "loop.repeat_call")


def test_gits_own_count_of_a_too_large_change_set_is_located(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/src/main/kotlin/Label.kt", "A -> 1", "A -> 1\nB -> 2")
              + kit.bash("./gradlew spotlessApply -q && git diff --shortstat",
                         " 96 files changed, 1518 insertions(+), 1602 deletions(-)")
              + kit.result("done; 96 files reformatted"))
    d = diagnose(tmp_path, events, prompt="# O-1: add the B label in `src/main/kotlin/Label.kt`\n",
                 taskrun={"files_changed": 96})
    assert d.mode == "scope_creep", d.scores
    shown = set(lines_of(events, "96 files changed"))
    assert {e.line for e in d.winning_evidence if e.rule == "scope.diffstat"} & shown
    assert "scope.mechanical" in {e.rule for e in d.winning_evidence}


def test_a_stat_listing_counts_its_rows_and_a_small_one_is_not_located(tmp_path: Path):
    rows = "".join(f" web/src/m{i}.js | {i % 9 + 1} +-\n" for i in range(30))
    small = " web/src/billing/dueDate.js | 4 +-\n 1 file changed, 2 insertions(+), 2 deletions(-)"
    events = (kit.init() + kit.edit("/w/web/src/billing/dueDate.js", "moment", "dateFns")
              + kit.bash("git diff --stat", small) + kit.bash("git diff --stat | head -n 40", rows)
              + kit.result("done"))
    d = diagnose(tmp_path, events, prompt="# B-1: fix `web/src/billing/dueDate.js`\n", taskrun={"files_changed": 41})
    located = {e.line for e in d.winning_evidence if e.rule == "scope.diffstat"}
    assert located and located <= set(lines_of(events, "head -n 40")) | set(lines_of(events, "m29.js"))


@pytest.mark.parametrize("command", ["pnpm -r up --latest", "pnpm --recursive update", "yarn --silent upgrade",
                                     "./gradlew spotlessApply", "mvn -q spotless:apply", "mix format"])
def test_mechanical_commands_behind_global_flags_and_build_tool_formatters(command: str):
    assert re.search(CONFIG.rules["mechanical_command_regex"], command)


@pytest.mark.parametrize("command", ["./gradlew spotlessCheck", "mix format --check-formatted", "pnpm -r test"])
def test_checks_are_not_mechanical_changes(command: str):
    assert not re.search(CONFIG.rules["mechanical_command_regex"], command)
