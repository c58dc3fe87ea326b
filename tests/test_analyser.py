"""The analyser's required behaviours, one situation per test."""

from __future__ import annotations

from pathlib import Path

import pytest

from retriage.core.analyser import Analyser, RunContext
from retriage.core.config import default_config
from retriage.core.report import RunState, diagnose_dir
from retriage.core.streams import parse_bytes
from tests import streams_kit as kit

CONFIG = default_config()

TESTS_FAIL = ("============================= test session starts ==============================\n"
              "collected 12 items\n\ntests/test_invoice.py ..F.........\n\n"
              "FAILED tests/test_invoice.py::test_tax_rounds_half_up - AssertionError: assert Decimal('1.04') == Decimal('1.05')\n"
              "========================= 1 failed, 11 passed in 0.42s =========================")


def diagnose(tmp_path: Path, events: str, **kwargs):
    return diagnose_dir(kit.make_run(tmp_path, "run-1", events, **kwargs), CONFIG)


def test_timeout_in_a_file_the_agent_read_is_not_infrastructure(tmp_path: Path):
    manifest = "spec:\n  timeoutSeconds: 30\n  # OOMKilled pods are restarted\n  connection refused -> retry\n"
    events = (kit.init() + kit.read("/w/k8s/deploy.yaml", manifest)
              + kit.bash("cat config/timeouts.yaml", "request_timeout: 10s\nkilled_after: 60s")
              + kit.say("The deploy timed out? No - I think the timeout is fine, the process was not killed.")
              + kit.result("could not finish", subtype="success", is_error=True))
    report = diagnose(tmp_path, events)
    assert report.diagnosis.mode == "unknown"
    assert report.diagnosis.scores["infra_failure"] < 1.0


def test_word_boundaries_skilled_is_not_killed(tmp_path: Path):
    events = kit.init() + kit.bash("./deploy.sh", "error: unskilled worker pool exhausted", exit_code=1) + kit.result("x", is_error=True)
    report = diagnose(tmp_path, events)
    assert report.diagnosis.scores["infra_failure"] == 0


def test_oom_kill_in_a_failed_command_is_infrastructure_with_located_evidence(tmp_path: Path):
    events = (kit.init() + kit.bash("pytest -q", "collected 40 items\nKilled", exit_code=137)
              + kit.result("pytest was killed", is_error=True))
    report = diagnose(tmp_path, events)
    d = report.diagnosis
    assert d.mode == "infra_failure"
    top = d.winning_evidence[0]
    assert top.source == "events" and top.line == 3 and top.field == "output"
    assert top.text == "Killed"
    output = parse_bytes(events.encode())[0][2].output
    assert output[top.span[0]:top.span[1]] == "Killed"
    raw_line = events.splitlines()[top.line - 1]
    assert raw_line[top.raw_span[0]:top.raw_span[1]] == "Killed"


def test_a_recovered_missing_module_weighs_far_less_than_the_final_error(tmp_path: Path):
    events = (kit.init()
              + kit.bash("pytest -q", "E   ModuleNotFoundError: No module named 'freezegun'", exit_code=1)
              + kit.bash("pip install freezegun", "Successfully installed freezegun-1.5.1")
              + kit.bash("pytest -q", TESTS_FAIL, exit_code=1)
              + kit.bash("git push origin fix", "remote: Permission to acme/app.git denied to bot.\n"
                                                "fatal: unable to access 'https://github.com/acme/app.git/': The requested URL returned error: 403",
                         exit_code=128)
              + kit.result("could not push", is_error=True))
    d = diagnose(tmp_path, events).diagnosis
    assert d.mode == "permission_blocked"
    dep = d.evidence_for("dependency_missing")
    assert dep and all(e.recovered for e in dep)
    assert d.scores["dependency_missing"] < 1.0


def test_an_unrecovered_missing_module_is_dependency_missing_with_the_module_as_a_fact(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/src/app.py", "a", "b")
              + kit.bash("pytest -q", "E   ModuleNotFoundError: No module named 'stripe'", exit_code=1)
              + kit.bash("pip install stripe", "ERROR: Could not find a version that satisfies the requirement stripe\n"
                                               "ERROR: No matching distribution found for stripe", exit_code=1)
              + kit.result("stripe missing", is_error=True))
    report = diagnose(tmp_path, events)
    assert report.diagnosis.mode == "dependency_missing"
    assert report.diagnosis.facts["missing"] == "stripe"
    assert "`stripe`" in report.prescription


def test_permission_denials_in_the_result_are_permission_blocked(tmp_path: Path):
    denial = {"tool_name": "Bash", "tool_use_id": "toolu_9", "tool_input": {"command": "git push origin HEAD"}}
    events = kit.init() + kit.say("pushing") + kit.result("I could not push", permission_denials=[denial])
    report = diagnose(tmp_path, events)
    assert report.diagnosis.mode == "permission_blocked"
    assert report.diagnosis.facts["denied"] == "Bash `git push origin`"
    assert report.diagnosis.winning_evidence[0].field == "permission_denials"


def test_infrastructure_outranks_behaviour_by_priority(tmp_path: Path):
    loop = kit.bash("pytest -q", TESTS_FAIL, exit_code=1) * 6
    events = kit.init() + loop + kit.bash("pip download x", "Could not resolve host: pypi.org", exit_code=1)
    d = diagnose(tmp_path, events, watchdog={"reason_code": "loop", "message": "pytest repeated"}).diagnosis
    assert d.scores["model_confusion"] > d.scores["infra_failure"] >= 1.0
    assert d.scores["model_confusion"] > 0
    assert d.mode == "infra_failure"
    assert any("priority" in r for r in d.reasoning)


def test_no_evidence_is_unknown_not_wrong_approach(tmp_path: Path):
    d = diagnose(tmp_path, kit.init() + kit.say("done") + kit.result("done")).diagnosis
    assert d.mode == "unknown"


def test_repeated_identical_calls_are_model_confusion(tmp_path: Path):
    events = kit.init() + kit.bash("npm test", "Tests: 1 failed, 4 passed", exit_code=1) * 7 + kit.result(
        "", subtype="error_max_turns", is_error=True)
    d = diagnose(tmp_path, events).diagnosis
    assert d.mode == "model_confusion"
    assert any(e.rule == "loop.identical_calls" for e in d.winning_evidence)
    assert d.facts["repeated"].startswith("Bash `npm test`")


def test_edit_undo_oscillation_is_model_confusion(tmp_path: Path):
    a, b = "return round(x, 2)", "return x.quantize(CENT)"
    events = kit.init() + (kit.edit("/w/src/money.py", a, b) + kit.edit("/w/src/money.py", b, a)) * 2
    d = diagnose(tmp_path, events, prompt="# M-1: fix `src/money.py`\n").diagnosis
    assert d.mode == "model_confusion"
    assert any(e.rule == "loop.edit_undo" for e in d.evidence)


def test_weakened_assertion_when_the_task_did_not_ask_is_test_misunderstanding(tmp_path: Path):
    events = kit.init() + kit.edit("/w/tests/test_invoice.py", "    assert inv.tax() == Decimal('1.05')",
                                   "    assert inv.tax() == Decimal('1.04')")
    prompt = "# PAY-1: VAT loses a cent\nFix rounding in `src/billing/invoice.py`.\n"
    d = diagnose(tmp_path, events, prompt=prompt).diagnosis
    assert d.mode == "test_misunderstanding"
    assert d.facts["edited_test_files"] == ["/w/tests/test_invoice.py"] and d.facts["test_file_count"] == 1


def test_test_edits_the_task_asked_for_are_not_test_misunderstanding(tmp_path: Path):
    events = kit.init() + kit.edit("/w/tests/test_invoice.py", "    assert inv.tax() == Decimal('1.05')",
                                   "    assert inv.tax() == Decimal('1.04')")
    prompt = "# PAY-2: the rounding policy changed to round half down\nUpdate the tests in `tests/test_invoice.py` to the new policy.\n"
    d = diagnose(tmp_path, events, prompt=prompt).diagnosis
    assert d.mode != "test_misunderstanding"


def test_editing_files_the_task_does_not_name_is_wrong_approach(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/src/api/serializers.py", "x", "y") + kit.edit("/w/src/utils/fmt.py", "x", "y")
              + kit.bash("pytest -q", TESTS_FAIL, exit_code=1) + kit.result("tests still fail", is_error=True))
    prompt = "# PAY-3: rounding bug\nThe bug is in `src/billing/invoice.py` (`Invoice.tax`).\n"
    d = diagnose(tmp_path, events, prompt=prompt).diagnosis
    assert d.mode == "wrong_approach"
    assert d.facts["unrelated_files"] == ["/w/src/api/serializers.py", "/w/src/utils/fmt.py"]


def test_many_files_changed_is_scope_creep_from_taskrun_or_stream(tmp_path: Path):
    prompt = "# UI-7: typo in `src/ui/banner.tsx`\n"
    d = diagnose(tmp_path, kit.init() + kit.edit("/w/src/ui/banner.tsx", "teh", "the"), prompt=prompt,
                 taskrun={"files_changed": 41}).diagnosis
    assert d.mode == "scope_creep" and d.facts["files_changed"] == 41
    edits = "".join(kit.edit(f"/w/src/ui/f{i}.tsx", "var", "const") for i in range(30))
    d = diagnose(tmp_path / "b", kit.init() + kit.edit("/w/src/ui/banner.tsx", "teh", "the") + edits,
                 prompt=prompt).diagnosis
    assert d.mode == "scope_creep" and d.facts["files_changed"] == 31
    assert d.winning_evidence[0].source == "events"


def test_a_wide_change_the_task_asks_for_is_not_scope_creep(tmp_path: Path):
    prompt = "# REF-9: rename `Customer` to `Account` across the codebase\n"
    d = diagnose(tmp_path, kit.init(), prompt=prompt, taskrun={"files_changed": 30}).diagnosis
    assert d.mode != "scope_creep"


def test_watchdog_loop_is_model_confusion_and_telemetry_failure_is_infra(tmp_path: Path):
    d = diagnose(tmp_path, kit.init() + kit.say("hm"),
                 watchdog={"reason_code": "loop", "message": "Bash called 14 times with identical input",
                           "tool_name": "Bash", "call_count": 14}).diagnosis
    assert d.mode == "model_confusion" and d.winning_evidence[0].source == "watchdog"
    d = diagnose(tmp_path / "b", kit.init(), watchdog={"reason_code": "telemetry_failure",
                                                         "message": "no heartbeat for 300s"}).diagnosis
    assert d.mode == "infra_failure"


def test_confidence_depends_on_strength_and_margin_not_just_the_mode(tmp_path: Path):
    weak = diagnose(tmp_path / "a", kit.init() + kit.bash("make", "Makefile:3: /bin/sh: 1: protoc: not found",
                                                           exit_code=127)).diagnosis
    strong = diagnose(tmp_path / "b", kit.init() + kit.bash("make", "protoc: command not found\nnode: command not found",
                                                             exit_code=127)
                      + kit.bash("pytest", "E   ModuleNotFoundError: No module named 'grpc'", exit_code=1)
                      + kit.result("E   ModuleNotFoundError: No module named 'grpc'", is_error=True)).diagnosis
    assert weak.mode == strong.mode == "dependency_missing"
    assert strong.confidence > weak.confidence
    mixed = diagnose(tmp_path / "c", kit.init() + kit.bash("pytest", "E   ModuleNotFoundError: No module named 'grpc'",
                                                            exit_code=1)
                     + kit.bash("git push", "error: 403 Forbidden", exit_code=1)).diagnosis
    assert mixed.confidence < strong.confidence
    assert [a.mode for a in mixed.alternatives][0] in ("dependency_missing", "permission_blocked")


def test_alternatives_rank_every_other_mode(tmp_path: Path):
    d = diagnose(tmp_path, kit.init() + kit.bash("pytest", "No space left on device", exit_code=1)).diagnosis
    assert len(d.alternatives) == 6
    scores = [a.score for a in d.alternatives]
    assert scores == sorted(scores, reverse=True)


def test_killed_run_without_result_event_points_at_infrastructure(tmp_path: Path):
    events = kit.init() + kit.bash("cargo build --release", "   Compiling serde v1.0.210") + '{"type":"assist'
    report = diagnose(tmp_path, events, state="Failed")
    rules = {e.rule for e in report.diagnosis.evidence}
    assert {"stream.no_result", "stream.cut_line"} <= rules


def test_incremental_feeding_matches_a_single_pass(tmp_path: Path):
    events = (kit.init() + kit.bash("pytest -q", "E   ModuleNotFoundError: No module named 'x'", exit_code=1)
              + kit.bash("pip install x", "Successfully installed x") + kit.bash("pytest -q", TESTS_FAIL, exit_code=1)
              + kit.edit("/w/tests/test_a.py", "assert a == 1", "assert a == 2")
              + kit.bash("npm test", "fail", exit_code=1) * 5 + kit.result("x", is_error=True))
    parsed, _ = parse_bytes(events.encode())
    whole = Analyser(CONFIG)
    whole.feed(parsed)
    pieces = Analyser(CONFIG)
    for index in range(0, len(parsed), 3):
        pieces.feed(parsed[index:index + 3])
        pieces.diagnose(RunContext())  # asking in between must not change the outcome
    a, b = whole.diagnose(RunContext()), pieces.diagnose(RunContext())
    assert (a.mode, a.confidence, a.scores) == (b.mode, b.confidence, b.scores)


def test_run_state_updates_from_appended_lines_only(tmp_path: Path):
    run = kit.make_run(tmp_path, "live-1", kit.init() + kit.say("starting"), state="Running")
    state = RunState(run, CONFIG)
    state.refresh()
    first = state.report()
    assert first.live and not first.failed
    with (run / "events.ndjson").open("a") as handle:
        handle.write(kit.bash("pytest", "Fatal: No space left on device", exit_code=1))
    offset_before = state.tail.offset
    assert state.refresh()
    assert state.tail.offset > offset_before
    assert state.report().diagnosis.mode == "infra_failure"


@pytest.mark.parametrize("mode", ["infra_failure", "permission_blocked", "dependency_missing"])
def test_each_mode_pattern_is_overridable_from_config(mode: str):
    ids = {p.id for p in CONFIG.patterns if p.mode == mode}
    assert ids, f"no default patterns for {mode}"


def test_network_error_after_the_same_command_worked_is_blamed_on_the_edit(tmp_path: Path):
    green = "collected 3 items\n\ntests/test_api.py ...\n\n============================== 3 passed in 0.2s =============================="
    refused = ("FAILED tests/test_api.py::test_fetch - httpx.ConnectError: [Errno 111] Connection refused\n"
               "========================= 1 failed, 2 passed in 0.3s =========================")
    events = (kit.init() + kit.bash("pytest -q tests/test_api.py", green)
              + kit.edit("/w/app/client.py", "requests.get(url)", "httpx.get(url)")
              + kit.bash("pytest -q tests/test_api.py", refused, exit_code=1) + kit.result("tests fail", is_error=True))
    regressed = diagnose(tmp_path / "a", events).diagnosis
    fresh = diagnose(tmp_path / "b", kit.init() + kit.bash("pytest -q tests/test_api.py", refused, exit_code=1)
                     + kit.result("tests fail", is_error=True)).diagnosis
    assert fresh.mode == "infra_failure"
    assert regressed.scores["infra_failure"] < 1.0 <= fresh.scores["infra_failure"]


def test_a_missing_relative_module_is_the_projects_own_code(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/src/services/ledger.js", "module.exports", "export default")
              + kit.bash("node src/index.js", "Error: Cannot find module '../services/ledger'", exit_code=1))
    d = diagnose(tmp_path, events).diagnosis
    assert d.scores["dependency_missing"] < 1.0


def test_changing_many_files_after_the_tests_passed_is_scope_creep(tmp_path: Path):
    green = "============================== 5 passed in 0.2s =============================="
    sweep = "".join(kit.edit(f"/w/etl/mod{i}.py", "def f(x):", "def f(x: int) -> int:") for i in range(8))
    events = (kit.init() + kit.edit("/w/etl/importers/csv_importer.py", "strip()", "strip() or None")
              + kit.bash("pytest -q tests/test_csv.py", green) + sweep)
    prompt = "# ETL-5: blank cells\nFix `etl/importers/csv_importer.py`.\n"
    d = diagnose(tmp_path, events, prompt=prompt).diagnosis
    assert any(e.rule == "scope.after_green" for e in d.evidence)
    assert d.mode == "scope_creep"


def test_editing_a_file_the_task_forbids_is_wrong_approach(tmp_path: Path):
    prompt = ("# CRM-1: rename the CRM Customer to Account in `src/crm/models/customer.py`.\n\n"
              "Do not touch `src/billing/customer.py`: billing has its own Customer.\n")
    events = kit.init() + kit.bash("git mv src/billing/customer.py src/billing/account.py", "")
    d = diagnose(tmp_path, events, prompt=prompt).diagnosis
    assert d.mode == "wrong_approach"
    assert any(e.rule == "task.forbidden_path" for e in d.evidence)


def test_an_unresolved_crate_local_import_is_not_a_missing_dependency(tmp_path: Path):
    out = "error[E0432]: unresolved import `crate::util`\n --> src/report/csv.rs:3:5"
    d = diagnose(tmp_path, kit.init() + kit.bash("cargo build", out, exit_code=101)).diagnosis
    assert d.scores["dependency_missing"] < 1.0
    d = diagnose(tmp_path / "b", kit.init() + kit.bash("cargo build", "error[E0432]: unresolved import `tokio`",
                                                        exit_code=101)).diagnosis
    assert d.mode == "dependency_missing"


def test_osmia_edit_failure_on_a_read_only_mount_is_permission_blocked(tmp_path: Path):
    import json
    lines = [{"type": "tool_use", "tool": "Edit", "args": {"file_path": "vendor/x/reader.go", "old_string": "a", "new_string": "b"}},
             {"type": "content", "role": "tool", "content": "Error: EROFS: read-only file system, open '/w/vendor/x/reader.go'"},
             {"type": "result", "success": False, "summary": "could not patch vendor/"}]
    d = diagnose(tmp_path, "".join(json.dumps(x) + "\n" for x in lines)).diagnosis
    assert d.mode == "permission_blocked"
    assert d.winning_evidence[0].channel == "failed_output"


def test_maven_artifact_not_found_is_dependency_missing(tmp_path: Path):
    out = ("[ERROR] Failed to execute goal on project billing-core: Could not resolve dependencies for project "
           "com.acme:billing-core:jar:3.8.0: Could not find artifact com.acme.platform:money-utils:jar:1.4.2 in nexus")
    d = diagnose(tmp_path, kit.init() + kit.bash("mvn -q test", out, exit_code=1)).diagnosis
    assert d.mode == "dependency_missing"
