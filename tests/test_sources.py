"""Sources: Claude Code projects and Codex sessions listed, diagnosed and decided in place.

Every fixture is a real folder tree written by the test (tests/sources_kit.py),
plus the vendored Claude Code transcripts of tests/realcases/spotter laid out as
``~/.claude/projects`` lays them out.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from pathlib import Path

import pytest

from retriage.core.config import default_config
from retriage.core.decisions import Decision, DecisionExists
from retriage.core.events import Kind
from retriage.core.report import diagnose_dir
from retriage.core.rundir import RUN_ID
from retriage.core.sources import CLAUDE, CODEX, NoRuns, RunRef, detect, expand, open_source
from retriage.core.sources.base import safe_id, source_key
from retriage.core.sources.decide import record_decision
from retriage.core.streams import parse_bytes
from tests import streams_kit as kit
from tests.sources_kit import Claude, Rollout

REAL = Path(__file__).parent / "realcases" / "spotter"
PROJECT = "-home-ana-src-shop"
S1 = "11111111-2222-4333-8444-555555555555"
S2 = "22222222-3333-4444-8555-666666666666"
S3 = "33333333-4444-4555-8666-777777777777"
S4 = "44444444-5555-4666-8777-888888888888"


@pytest.fixture(autouse=True)
def state_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    state = tmp_path / "state"
    monkeypatch.setenv("XDG_STATE_HOME", str(state))
    return state


def snapshot(root: Path) -> dict[str, tuple[int, str]]:
    """Every file under root: size and content hash (to prove nothing was written)."""
    out = {}
    for path in sorted(root.rglob("*")):
        if path.is_file():
            data = path.read_bytes()
            out[str(path.relative_to(root))] = (os.stat(path).st_mtime_ns, hashlib.sha256(data).hexdigest())
    return out


def projects_tree(root: Path) -> Path:
    """A ~/.claude/projects with every ending a session can have."""
    projects = root / "projects"
    shop = projects / PROJECT
    (Claude(S1).snapshot().local_command("clear")
     .user("Fix the flaky cart test in tests/test_cart.py")
     .bash("pytest -q tests/test_cart.py", "E   ModuleNotFoundError: No module named 'redis'", exit_code=1)
     .api_error('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}')
     .write(shop / f"{S1}.jsonl"))
    (Claude(S2).user("Add a --dry-run flag to scripts/reconcile.py", blocks=True)
     .tool("Read", {"file_path": "/home/ana/src/shop/scripts/reconcile.py"}, "def main():\n    pass\n")
     .say("Added the flag; `reconcile --dry-run` now prints the plan and writes nothing.")
     .write(shop / f"{S2}.jsonl"))
    (Claude(S3).user("Migrate the orders table to the new schema")
     .bash("alembic upgrade head", None)  # the process was stopped while the command ran
     .write(shop / f"{S3}.jsonl"))
    # a sub-agent, Claude Code 2.0 layout: agent-*.jsonl beside the sessions, sessionId = its parent's
    (Claude(S2, sidechain=True, agent="a1b2c3d").user("Find where reconcile writes to the database")
     .say("It writes in scripts/reconcile.py:42 (session.commit()).")
     .write(shop / "agent-a1b2c3d.jsonl"))
    # a sub-agent, Claude Code 2.1 layout: <session>/subagents/agent-*.jsonl
    (Claude(S3, sidechain=True, agent="e4f5a6b").user("Check the alembic history")
     .say("I was unable to complete the task: alembic history fails because the database is not reachable.")
     .write(shop / S3 / "subagents" / "agent-e4f5a6b.jsonl"))
    other = projects / "-home-ana-src-blog"
    (Claude(S4).user("Fix the RSS feed dates").say("Fixed: dates are RFC 822 now.").write(other / f"{S4}.jsonl"))
    return projects


def sessions_tree(root: Path) -> Path:
    sessions = root / ".codex" / "sessions"
    (Rollout("0199a1b2-7c3d-7e4f-8a9b-000000000001").user("Charge cards with stripe in src/pay.py")
     .think("**Running the tests**")
     .shell("pytest -q", "E   ModuleNotFoundError: No module named 'stripe'\n", exit_code=1)
     .say("I could not fix this: the `stripe` package is not installed and I cannot install packages here.")
     .write(sessions, "2026/11/20", "2026-11-20T09-14-03"))
    (Rollout("0199a1b2-7c3d-7e4f-8a9b-000000000002").user("Round invoice totals in src/billing/invoice.py")
     .shell("pytest -q tests/test_invoice.py", "F\nAssertionError: assert Decimal('10.01') == Decimal('10.00')\n"
            "1 failed in 0.12s", exit_code=1, new_style=True)
     .patch("*** Update File: tests/test_invoice.py\n@@ def test_rounding():\n"
            "-    assert total == Decimal(\"10.01\")\n+    assert total == Decimal(\"10.00\")\n")
     .shell("pytest -q tests/test_invoice.py", "1 passed in 0.10s", new_style=True)
     .event({"type": "error", "message": "stream disconnected before completion: error sending request"})
     .write(sessions, "2026/11/21", "2026-11-21T10-00-00"))
    (Rollout("0199a1b2-7c3d-7e4f-8a9b-000000000003").user("Rename the ledger module")
     .shell("git mv src/ledger.py src/books.py", "")
     .event({"type": "turn_aborted", "reason": "interrupted"})
     .write(sessions, "2026/11/21", "2026-11-21T11-00-00"))
    (Rollout("0199a1b2-7c3d-7e4f-8a9b-000000000004").user("Explain the retry policy")
     .say("Retries back off exponentially, capped at 30 s.")
     .write(sessions, "2026/11/22", "2026-11-22T08-00-00"))
    return sessions


# -- detection and listing -------------------------------------------------------------------


def test_each_layout_is_detected_from_the_directory_alone(tmp_path: Path):
    projects = projects_tree(tmp_path)
    sessions = sessions_tree(tmp_path)
    runs = tmp_path / "runs"
    kit.make_run(runs, "pay-1", kit.init() + kit.say("hi") + kit.result("ok"))
    assert detect(projects) == CLAUDE
    assert detect(projects / PROJECT) == CLAUDE
    assert detect(sessions) == CODEX
    assert detect(sessions / "2026" / "11") == CODEX
    assert detect(runs) == "runs"
    empty = tmp_path / "empty"
    empty.mkdir()
    assert detect(empty) == "runs"  # watched until runs appear, as before
    # the tools' home folders stand for their session folders
    home = tmp_path / "home" / ".claude"
    projects_tree(home)
    (home / "history.jsonl").write_text('{"display": "fix it", "timestamp": 1763630000000}\n')
    (home / "todos").mkdir()
    assert detect(home) == CLAUDE
    assert open_source(home).root == (home / "projects").resolve()
    assert open_source(tmp_path / ".codex").root == sessions.resolve()


def test_claude_projects_list_one_run_per_session_with_sub_agents_under_their_parent(tmp_path: Path):
    source = open_source(projects_tree(tmp_path))
    refs, warnings = source.listing()
    assert warnings == []
    slug = PROJECT.lstrip("-")
    ids = [r.run_id for r in refs]
    assert ids == sorted(ids) == [
        f"home-ana-src-blog.{S4}",
        f"{slug}.{S1}",
        f"{slug}.{S2}",
        f"{slug}.{S2}.agent-a1b2c3d",
        f"{slug}.{S3}",
        f"{slug}.{S3}.agent-e4f5a6b",
    ]
    parents = {r.run_id: r.parent for r in refs}
    assert parents[f"{slug}.{S2}.agent-a1b2c3d"] == f"{slug}.{S2}"
    assert parents[f"{slug}.{S3}.agent-e4f5a6b"] == f"{slug}.{S3}"
    assert parents[f"{slug}.{S1}"] is None
    assert all(RUN_ID.match(i) for i in ids)
    # the same ids whether the projects folder or one project is opened
    one = open_source(tmp_path / "projects" / PROJECT)
    assert [r.run_id for r in one.listing()[0]] == ids[1:]
    assert one.decisions_root == source.decisions_root


def test_codex_sessions_list_one_run_per_rollout_from_any_folder_below(tmp_path: Path):
    sessions = sessions_tree(tmp_path)
    ids = [r.run_id for r in open_source(sessions).listing()[0]]
    assert ids == [f"rollout-2026-11-20T09-14-03-0199a1b2-7c3d-7e4f-8a9b-00000000000{n}" for n in (1,)] + [
        "rollout-2026-11-21T10-00-00-0199a1b2-7c3d-7e4f-8a9b-000000000002",
        "rollout-2026-11-21T11-00-00-0199a1b2-7c3d-7e4f-8a9b-000000000003",
        "rollout-2026-11-22T08-00-00-0199a1b2-7c3d-7e4f-8a9b-000000000004",
    ]
    day = open_source(sessions / "2026" / "11" / "21")
    assert [r.run_id for r in day.listing()[0]] == ids[1:3]
    assert day.decisions_root == open_source(sessions).decisions_root  # keyed by sessions/, not the day


def test_run_ids_stay_valid_and_distinct_whatever_the_folder_name():
    assert safe_id("-home-ana-src-shop") == "home-ana-src-shop"
    odd = safe_id("-home-ana-my proj-ü")
    assert RUN_ID.match(odd) and odd != safe_id("-home-ana-my_proj-_")
    assert RUN_ID.match(safe_id("x" * 300)) and len(safe_id("x" * 300)) <= 80
    assert safe_id("..") != "" and RUN_ID.match(safe_id(".."))
    assert source_key("claude", Path("/a/projects")) != source_key("claude", Path("/b/projects"))


# -- state, prompt and diagnosis ---------------------------------------------------------------


def reports(path: Path, **kwargs):
    found = expand(path, **kwargs)
    return {r.run_id: diagnose_dir(r, default_config()) for r in found.runs}


def test_claude_sessions_get_prompt_state_and_diagnosis_from_how_they_end(tmp_path: Path):
    out = reports(projects_tree(tmp_path))
    slug = PROJECT.lstrip("-")
    api = out[f"{slug}.{S1}"]
    assert api.failed and not api.live
    assert api.files.prompt == "Fix the flaky cart test in tests/test_cart.py"  # not the /clear wrapper
    assert "ended in an API error" in api.state_reason and "529" in api.state_reason
    assert api.diagnosis.mode == "infra_failure"
    assert api.advice.advised is False  # parked, never retried
    assert api.retry_prompt.startswith("Fix the flaky cart test")

    ok = out[f"{slug}.{S2}"]
    assert ok.succeeded and ok.files.prompt == "Add a --dry-run flag to scripts/reconcile.py"
    assert ok.state_reason == "the session ended normally"

    stopped = out[f"{slug}.{S3}"]
    assert stopped.failed and "stopped during a tool call" in stopped.state_reason
    assert not any(e.rule == "stream.no_result" for e in stopped.diagnosis.evidence)  # a transcript has no result line

    agent = out[f"{slug}.{S3}.agent-e4f5a6b"]
    assert agent.failed and "admits failure" in agent.state_reason
    assert agent.files.prompt == "Check the alembic history"
    assert out[f"{slug}.{S2}.agent-a1b2c3d"].succeeded
    assert out[f"{slug}.{S1}"].to_json()["path"].endswith(f"{S1}.jsonl")


def test_a_session_file_changed_recently_is_live(tmp_path: Path):
    project = tmp_path / "projects" / PROJECT
    Claude(S1).user("Fix it").say("I was unable to fix it.").write(project / f"{S1}.jsonl", age=5)
    (report,) = reports(project).values()
    assert report.live and not report.failed and report.state_reason.startswith("live:")
    (report,) = reports(project, live_seconds=1).values()
    assert report.failed and "admits failure" in report.state_reason


def test_codex_rollouts_are_normalised_to_commands_edits_and_errors(tmp_path: Path):
    sessions = sessions_tree(tmp_path)
    path = next(sessions.rglob("rollout-2026-11-21T10-00-00-*.jsonl"))
    events, parser = parse_bytes(path.read_bytes())
    assert parser.stats.malformed == 0
    results = [e for e in events if e.kind is Kind.TOOL_RESULT]
    assert [(e.exit_code, e.is_error) for e in results] == [(1, True), (0, False), (0, False)]
    assert results[0].output.startswith("F\nAssertionError")  # the exec_command header is cut off
    assert all(e.use_line is not None for e in results)
    patch = next(e for e in events if e.kind is Kind.TOOL_USE and e.tool == "apply_patch")
    assert patch.files == ["tests/test_invoice.py"]
    assert patch.tool_input["edits"][0]["old_string"].strip() == 'assert total == Decimal("10.01")'
    assert [e.text for e in events if e.kind is Kind.ERROR] == [
        "stream disconnected before completion: error sending request"]
    shell = next(e for e in events if e.kind is Kind.TOOL_USE and e.tool == "exec_command")
    assert shell.tool_input == {"cmd": "pytest -q tests/test_invoice.py", "workdir": "/home/ana/src/shop"}


def test_codex_sessions_are_diagnosed_with_inferred_state(tmp_path: Path):
    out = reports(sessions_tree(tmp_path))
    missing = out["rollout-2026-11-20T09-14-03-0199a1b2-7c3d-7e4f-8a9b-000000000001"]
    assert missing.failed and "admits failure" in missing.state_reason
    assert missing.diagnosis.mode == "dependency_missing"
    assert missing.files.prompt == "Charge cards with stripe in src/pay.py"  # not the environment wrapper
    assert missing.files.taskrun.engine == "codex"
    weakened = out["rollout-2026-11-21T10-00-00-0199a1b2-7c3d-7e4f-8a9b-000000000002"]
    assert weakened.failed and "API error" in weakened.state_reason
    # the assertion the patch changed is seen, as in a Claude Edit call
    assert any(e.mode == "test_misunderstanding" and e.text.startswith("changed an assertion")
               and "tests/test_invoice.py" in e.text for e in weakened.diagnosis.evidence)
    aborted = out["rollout-2026-11-21T11-00-00-0199a1b2-7c3d-7e4f-8a9b-000000000003"]
    assert aborted.failed and "interrupted" in aborted.state_reason
    assert out["rollout-2026-11-22T08-00-00-0199a1b2-7c3d-7e4f-8a9b-000000000004"].succeeded


def test_the_vendored_real_transcripts_list_and_diagnose(tmp_path: Path):
    project = tmp_path / "projects" / "-home-marco-projects-spotter"
    shutil.copy(REAL / "short.jsonl", project.mkdir(parents=True) or project / "55604662-cf2a-4331-851a-ec234028f8ca.jsonl")
    shutil.copy(REAL / "tool_heavy.jsonl", project / "d6e0bada-1959-4eec-a9d2-0bfade768d8f.jsonl")
    agents = project / "6c2214d7-b87e-4432-8e41-22ba294ea584" / "subagents"
    agents.mkdir(parents=True)
    shutil.copy(REAL / "6c2214d7__subagents__agent-afc096d.jsonl", agents / "agent-afc096d.jsonl")
    for path in project.rglob("*.jsonl"):
        os.utime(path, (1e9, 1e9))
    out = reports(tmp_path / "projects")
    short = out["home-marco-projects-spotter.55604662-cf2a-4331-851a-ec234028f8ca"]
    assert short.failed and short.files.prompt == "mix phx.server doesnt seem to start"
    assert "interrupted" in short.state_reason
    assert short.diagnosis.mode == "permission_blocked"  # the user rejected its tool calls
    heavy = out["home-marco-projects-spotter.d6e0bada-1959-4eec-a9d2-0bfade768d8f"]
    assert heavy.failed and heavy.files.prompt == "start phoenix in background"
    agent = out["home-marco-projects-spotter.6c2214d7-b87e-4432-8e41-22ba294ea584.agent-afc096d"]
    assert agent.ref.parent == "home-marco-projects-spotter.6c2214d7-b87e-4432-8e41-22ba294ea584"
    assert agent.succeeded and agent.files.prompt.startswith("Explore the Elixir/Phoenix project structure")


# -- read in place, decisions in the state directory -------------------------------------------


def test_session_folders_are_never_written_to_and_decisions_go_to_the_state_directory(tmp_path: Path,
                                                                                        state_home: Path):
    projects = projects_tree(tmp_path)
    before = snapshot(projects)
    found = expand(projects)
    ref = next(r for r in found.runs if r.run_id.endswith(S3))
    report = diagnose_dir(ref, default_config())
    decision = Decision(ref.run_id, "park", report.retry_prompt, False, "claude-code", "claude-code",
                        {"mode": report.diagnosis.mode})
    record = record_decision(ref, decision, user="ana")
    assert record["action"] == "park"
    assert snapshot(projects) == before  # not one byte of the projects folder changed
    folder = state_home / "retriage" / "decisions" / source_key("claude", projects)
    assert (folder / ref.run_id / "decision.json").is_file()
    assert (folder / "decisions.log.ndjson").read_text().count("\n") == 1
    assert oct((folder / ref.run_id).stat().st_mode & 0o777) == "0o700"
    with pytest.raises(DecisionExists):
        record_decision(ref, decision, user="bo")  # exclusive, as for runs directories
    again = diagnose_dir(next(r for r in expand(projects / PROJECT).runs if r.run_id == ref.run_id), default_config())
    assert again.files.decision["decided_by"] == "ana"  # found again from the project folder


def test_a_runs_directory_keeps_its_decisions_beside_the_runs(tmp_path: Path, state_home: Path):
    run = kit.make_run(tmp_path / "runs", "pay-1", kit.init() + kit.result("boom", is_error=True))
    ref = RunRef.run_dir(run)
    report = diagnose_dir(ref, default_config())
    record_decision(ref, Decision("pay-1", "dismiss", report.retry_prompt, False, "claude-code", "claude-code", {}))
    assert (run / "decision.json").is_file() and (tmp_path / "runs" / "decisions.log.ndjson").is_file()
    assert not state_home.exists()


def test_expand_reports_nothing_as_one_line(tmp_path: Path):
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "todo.txt").write_text("x")
    with pytest.raises(NoRuns, match="not a run, a runs directory"):
        expand(tmp_path / "notes")
    runs = tmp_path / "runs"
    runs.mkdir()
    (runs / "retriage.yaml").write_text("{}\n")
    with pytest.raises(NoRuns, match="no runs in this runs directory"):
        expand(runs)
    with pytest.raises(NoRuns, match="no such file"):
        expand(tmp_path / "missing")


def test_hostile_session_folders_give_one_line_problems_not_hangs(tmp_path: Path):
    projects = tmp_path / "projects"
    evil = projects / "-home-\x1b]0;pwned\x07-x"
    Claude(S1).user("Fix it").say("Done.").write(evil / f"{S1}.jsonl")
    os.mkfifo(evil / f"{S2}.jsonl")  # a FIFO must never be opened for reading (it would block)
    garbage = evil / f"{S3}.jsonl"
    garbage.write_bytes(b'\xff\xfe not json\n{"type": "user", "sessionId": "x", "message": {"role": "user", '
                        b'"content": [{"type": "tool_result", "content": 5}]}}\n{"truncated": \n')
    os.utime(garbage, (1e9, 1e9))
    found = expand(projects)
    ids = [r.run_id for r in found.runs]
    assert len(ids) == 2 and all(RUN_ID.match(i) and "\x1b" not in i for i in ids)
    reports = {r.run_id: diagnose_dir(r, default_config()) for r in found.runs}
    bad = next(rep for rid, rep in reports.items() if rid.endswith(S3))
    assert any("malformed line(s); first at line 1: invalid UTF-8" in p for p in bad.problems)
    assert all("\n" not in p for rep in reports.values() for p in rep.problems)
