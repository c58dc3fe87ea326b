"""The command line, run as a real subprocess like a user or a script would."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests import streams_kit as kit


def retriage(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "retriage", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=120)


def failed_run(root: Path, run_id: str = "pay-1") -> Path:
    events = (kit.init() + kit.bash("pytest -q", "E   ModuleNotFoundError: No module named 'stripe'", exit_code=1)
              + kit.result("stripe is missing", is_error=True))
    return kit.make_run(root, run_id, events, prompt="# PAY-1: charge cards\nUse `src/pay.py`.\n")


def test_version_and_help():
    out = retriage("--version")
    assert out.returncode == 0 and out.stdout.startswith("retriage ")
    out = retriage("--help")
    assert out.returncode == 0 and "diagnose" in out.stdout and "decide" in out.stdout


def test_diagnose_json_has_the_contract_fields(tmp_path: Path):
    run = failed_run(tmp_path)
    out = retriage("diagnose", str(run), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    for key in ("run_id", "failed", "mode", "confidence", "evidence", "alternatives", "prescription", "retry"):
        assert key in data
    assert data["mode"] == "dependency_missing" and data["failed"] is True
    ev = data["evidence"][0]
    assert set(ev) >= {"source", "line", "text", "span", "rule"}
    assert ev["line"] == 3 and ev["source"] == "events"
    assert set(data["retry"]) >= {"advised", "reason", "engine", "switch_engine"}
    assert {a["mode"] for a in data["alternatives"]} and all("confidence" in a for a in data["alternatives"])


def test_diagnose_human_report_names_mode_evidence_and_prescription(tmp_path: Path):
    out = retriage("diagnose", str(failed_run(tmp_path)))
    assert out.returncode == 0
    assert "dependency_missing" in out.stdout and "events.ndjson:3" in out.stdout
    assert "could not find `stripe`" in out.stdout


def test_prompt_prints_original_then_prescription(tmp_path: Path):
    out = retriage("prompt", str(failed_run(tmp_path)))
    assert out.returncode == 0
    assert out.stdout.startswith("# PAY-1: charge cards")
    assert "missing dependency" in out.stdout


def test_decide_approve_then_refuse_second_decision(tmp_path: Path):
    run = failed_run(tmp_path)
    first = retriage("decide", str(run), "approve")
    assert first.returncode == 0, first.stderr
    record = json.loads((run / "decision.json").read_text())
    assert record["action"] == "approve" and record["prompt"].startswith("# PAY-1")
    assert record["prompt_edited"] is False
    second = retriage("decide", str(run), "park")
    assert second.returncode == 1
    assert second.stderr.count("\n") == 1 and "already decided (approve by" in second.stderr
    assert json.loads((run / "decision.json").read_text())["action"] == "approve"


def test_decide_with_an_edited_prompt_and_engine(tmp_path: Path):
    run = failed_run(tmp_path)
    prompt_file = tmp_path / "edited.md"
    prompt_file.write_text("# PAY-1: charge cards\nInstall stripe first.\n")
    out = retriage("decide", str(run), "approve", "--engine", "aider", "--prompt-file", str(prompt_file))
    assert out.returncode == 0, out.stderr
    record = json.loads((run / "decision.json").read_text())
    assert record["prompt_edited"] is True and record["engine_to"] == "aider"


def test_approving_an_infra_failure_needs_an_override(tmp_path: Path):
    events = kit.init() + kit.bash("pytest", "No space left on device", exit_code=1)
    run = kit.make_run(tmp_path, "disk-1", events)
    refused = retriage("decide", str(run), "approve")
    assert refused.returncode == 1 and "--override" in refused.stderr
    assert not (run / "decision.json").exists()
    assert retriage("decide", str(run), "approve", "--override").returncode == 0


def test_usage_and_input_errors_exit_2_with_one_line(tmp_path: Path):
    for args in (("diagnose",), ("diagnose", str(tmp_path / "nope")), ("decide", str(tmp_path), "maybe"),
                 ("frobnicate",), ("prompt",)):
        out = retriage(*args)
        assert out.returncode == 2, args
        assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr, out.stderr


def test_a_bad_config_is_a_usage_error_naming_the_line(tmp_path: Path):
    run = failed_run(tmp_path)
    (tmp_path / "retriage.yaml").write_text("diagnosis:\n  enabeld: true\n")
    out = retriage("diagnose", str(run))
    assert out.returncode == 2
    assert "retriage.yaml:2: unknown key 'diagnosis.enabeld'" in out.stderr


def test_hostile_runs_are_reported_not_fatal(tmp_path: Path):
    run = failed_run(tmp_path)
    (run / "taskrun.json").write_text('{"state": "Failed", "retry_count": "lots"')
    (run / "watchdog.json").mkdir()
    (run / "events.ndjson").write_bytes(b'\xff\xfe\n{"type": "result", "is_error": true, "result": "\\u001b]0;pwned\\u0007 No space left on device"}\n')
    out = retriage("diagnose", str(run))
    assert out.returncode == 0
    assert "pay-1  FAILED" in out.stdout and "infra_failure" in out.stdout
    assert "taskrun.json:1: invalid JSON" in out.stdout
    assert "watchdog.json: is a directory" in out.stdout
    assert "1 malformed line(s); first at line 1: invalid UTF-8" in out.stdout
    assert "\x1b" not in out.stdout


def test_an_override_is_recorded_with_the_advice_it_overrode(tmp_path: Path):
    events = kit.init() + kit.bash("pytest", "No space left on device", exit_code=1)
    run = kit.make_run(tmp_path, "disk-1", events)
    out = retriage("decide", str(run), "approve", "--override")
    assert out.returncode == 0 and "override" in out.stdout
    record = json.loads((run / "decision.json").read_text())
    assert record["override"] is True
    assert record["overridden_advice"]["advised"] is False and record["overridden_advice"]["rule"] == "infra_failure"
    assert "infrastructure" in record["overridden_advice"]["reason"]
    logged = json.loads((tmp_path / "decisions.log.ndjson").read_text().splitlines()[-1])
    assert logged["override"] is True and logged["overridden_advice"] == record["overridden_advice"]


def test_an_advised_approve_and_a_park_record_no_override(tmp_path: Path):
    run = failed_run(tmp_path)
    assert retriage("decide", str(run), "approve").returncode == 0
    assert "override" not in json.loads((run / "decision.json").read_text())
    events = kit.init() + kit.bash("pytest", "No space left on device", exit_code=1)
    disk = kit.make_run(tmp_path, "disk-1", events)
    assert retriage("decide", str(disk), "park", "--override").returncode == 0
    assert "override" not in json.loads((disk / "decision.json").read_text())


def test_diagnose_and_prompt_show_the_same_advice_as_the_json(tmp_path: Path):
    events = kit.init() + kit.bash("pytest", "No space left on device", exit_code=1)
    run = kit.make_run(tmp_path, "disk-1", events)
    data = json.loads(retriage("diagnose", str(run), "--json").stdout)
    assert data["retry"]["verdict"] == "park" and data["retry"]["switch_engine"] is False
    assert "  advice: park (infra_failure)" in retriage("diagnose", str(run)).stdout
    stderr = retriage("prompt", str(run)).stderr
    assert "advice park: parked: infrastructure" in stderr and stderr.count("\n") == 1
