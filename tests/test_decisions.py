"""Decisions: atomic, exclusive, audited, and never written outside RUNS_DIR."""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
from pathlib import Path

import pytest

from retriage.core.decisions import AUDIT_LOG, Decision, DecisionError, DecisionExists, write_decision
from tests import streams_kit as kit


def decision(run_id: str = "run-1", action: str = "approve") -> Decision:
    return Decision(run_id, action, "# T-1\nfix it\n", False, "claude-code", "codex",
                    {"mode": "model_confusion", "confidence": 0.8, "evidence_count": 2, "evidence": []})


def test_a_decision_is_written_with_who_and_when_and_logged(tmp_path: Path):
    kit.make_run(tmp_path, "run-1")
    record = write_decision(tmp_path, decision(), user="alice")
    on_disk = json.loads((tmp_path / "run-1" / "decision.json").read_text())
    assert on_disk == record
    assert on_disk["decided_by"] == "alice" and on_disk["engine_switched"] is True
    assert on_disk["diagnosis"]["mode"] == "model_confusion"
    log = [json.loads(x) for x in (tmp_path / AUDIT_LOG).read_text().splitlines()]
    assert len(log) == 1
    entry = log[0]
    assert entry["run_id"] == "run-1" and entry["decided_by"] == "alice" and entry["action"] == "approve"
    assert entry["prompt_sha256"] == hashlib.sha256(record["prompt"].encode()).hexdigest()
    assert entry["prompt_chars"] == len(record["prompt"]) and "prompt" not in entry
    assert [p.name for p in (tmp_path / "run-1").iterdir() if p.name.endswith(".tmp")] == []


def test_a_second_decision_is_refused_unless_forced(tmp_path: Path):
    kit.make_run(tmp_path, "run-1")
    write_decision(tmp_path, decision(action="park"), user="alice")
    with pytest.raises(DecisionExists) as err:
        write_decision(tmp_path, decision(), user="bob")
    assert "park by alice" in str(err.value) and err.value.existing["decided_by"] == "alice"
    assert json.loads((tmp_path / "run-1" / "decision.json").read_text())["decided_by"] == "alice"
    record = write_decision(tmp_path, decision(), user="bob", force=True)
    assert record["forced"] and record["replaces"]["decided_by"] == "alice"
    assert len((tmp_path / AUDIT_LOG).read_text().splitlines()) == 2


def _race(args):
    root, user = args
    try:
        write_decision(Path(root), decision(), user=user)
        return "won"
    except DecisionExists as exc:
        return f"lost:{exc.existing.get('decided_by')}"


def test_two_processes_racing_produce_exactly_one_decision(tmp_path: Path):
    # not fork: pytest (and xdist) run threads, and forking a threaded process can deadlock
    ctx = multiprocessing.get_context("forkserver")
    with ctx.Pool(4) as pool:
        for attempt in range(100):
            root = tmp_path / f"r{attempt}"
            kit.make_run(root, "run-1")
            outcomes = pool.map(_race, [(str(root), "alice"), (str(root), "bob")])
            assert sorted(o == "won" for o in outcomes) == [False, True]
            winner = json.loads((root / "run-1" / "decision.json").read_text())["decided_by"]
            assert [o for o in outcomes if o != "won"] == [f"lost:{winner}"]
            assert len((root / AUDIT_LOG).read_text().splitlines()) == 1


def test_a_run_dir_symlinked_out_of_runs_dir_is_never_written(tmp_path: Path):
    outside = tmp_path / "outside"
    kit.make_run(outside, "elsewhere")
    runs = tmp_path / "runs"
    runs.mkdir()
    (runs / "run-1").symlink_to(outside / "elsewhere")
    with pytest.raises(DecisionError, match="symlink"):
        write_decision(runs, decision())
    assert not (outside / "elsewhere" / "decision.json").exists()


@pytest.mark.parametrize("run_id", ["../escape", "..", "a/b", "", "bad id"])
def test_run_ids_cannot_steer_a_write(tmp_path: Path, run_id: str):
    (tmp_path / "runs").mkdir()
    with pytest.raises(DecisionError):
        write_decision(tmp_path / "runs", decision(run_id=run_id))
    assert not (tmp_path / "decision.json").exists()


def test_a_symlinked_audit_log_is_not_followed(tmp_path: Path):
    runs = tmp_path / "runs"
    kit.make_run(runs, "run-1")
    target = tmp_path / "elsewhere.log"
    (runs / AUDIT_LOG).symlink_to(target)
    with pytest.raises(DecisionError, match="cannot append"):
        write_decision(runs, decision())
    assert not target.exists()


def test_a_symlinked_decision_file_is_not_followed_on_force(tmp_path: Path):
    runs = tmp_path / "runs"
    kit.make_run(runs, "run-1")
    target = tmp_path / "victim.json"
    target.write_text("{}")
    (runs / "run-1" / "decision.json").symlink_to(target)
    with pytest.raises(DecisionExists):
        write_decision(runs, decision())
    write_decision(runs, decision(), force=True)
    assert target.read_text() == "{}"
    assert not os.path.islink(runs / "run-1" / "decision.json")


def test_a_torn_last_line_in_the_audit_log_is_cut_off_before_appending(tmp_path: Path):
    kit.make_run(tmp_path, "run-1")
    kit.make_run(tmp_path, "run-2")
    write_decision(tmp_path, decision("run-1"), user="alice")
    with (tmp_path / AUDIT_LOG).open("ab") as handle:
        handle.write(b'{"run_id": "run-9", "act')  # a writer killed mid-line
    write_decision(tmp_path, decision("run-2"), user="bob")
    lines = (tmp_path / AUDIT_LOG).read_text().splitlines()
    assert [json.loads(x)["run_id"] for x in lines] == ["run-1", "run-2"]


def test_a_change_is_refused_when_the_decision_changed_meanwhile(tmp_path: Path):
    """The app changes a decision it showed; if someone else replaced it since, nothing is overwritten."""
    kit.make_run(tmp_path, "run-1")
    first = write_decision(tmp_path, decision(action="park"), user="alice")
    shown = json.loads((tmp_path / "run-1" / "decision.json").read_text())
    write_decision(tmp_path, decision(action="dismiss"), user="bob", force=True)
    with pytest.raises(DecisionExists):
        write_decision(tmp_path, decision(action="approve"), user="carol", force=True, replacing=shown)
    assert json.loads((tmp_path / "run-1" / "decision.json").read_text())["decided_by"] == "bob"
    current = json.loads((tmp_path / "run-1" / "decision.json").read_text())
    record = write_decision(tmp_path, decision(action="approve"), user="carol", force=True, replacing=current)
    assert record["replaces"]["decided_by"] == "bob" and first["action"] == "park"
    log = [json.loads(line) for line in (tmp_path / "decisions.log.ndjson").read_text().splitlines()]
    assert [entry["action"] for entry in log] == ["park", "dismiss", "approve"]
