"""The command line as one argparse tree: every command in --help, the bare form, the
output formats, session sources from the command line, shell completion, the hook
for sub-commands from other modules. Real subprocesses where a user would type."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from retriage.core import cli
from retriage.core.completion import completion_script
from tests import streams_kit as kit
from tests.test_sources import PROJECT, S1, projects_tree, sessions_tree, snapshot

SAMPLES = Path(__file__).parent.parent / "sample_runs"


def retriage(*args: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "retriage", *map(str, args)], capture_output=True, text=True,
                          timeout=120, env={**os.environ, **(env or {})})


def call(*args: str | Path, ui=None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main([str(a) for a in args], out, err, ui=ui)
    return code, out.getvalue(), err.getvalue()


def test_help_lists_every_command_of_the_tree():
    out = retriage("--help")
    assert out.returncode == 0
    for name in ("open", "demo", "diagnose", "prompt", "decide", "completion"):
        assert f"    {name}" in out.stdout, name
    assert "'retriage PATH' is short for 'retriage open PATH'" in " ".join(out.stdout.split())
    for name in ("open", "demo", "diagnose", "completion"):
        sub = retriage(name, "--help")
        assert sub.returncode == 0 and "usage: retriage " + name in sub.stdout


def test_the_bare_form_is_open(tmp_path: Path):
    seen = []

    def fake_app(args, out, err):  # the Textual app is the boundary here; the dispatch is under test
        seen.append((args.command, args.path, args.no_watch, args.live_seconds))
        return 0

    assert call(tmp_path, "--no-watch", ui={"open": fake_app, "demo": fake_app})[0] == 0
    assert call("open", tmp_path, "--live-seconds", "30", ui={"open": fake_app})[0] == 0
    assert seen == [("open", str(tmp_path), True, 120.0), ("open", str(tmp_path), False, 30.0)]
    out = retriage(tmp_path / "missing")
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "not a directory" in out.stderr
    out = retriage()
    assert out.returncode == 2 and out.stderr.count("\n") == 1


def test_diagnose_expands_a_runs_directory_into_its_runs():
    out = retriage("diagnose", SAMPLES, "--output", "jsonl")
    assert out.returncode == 0, out.stderr
    records = [json.loads(line) for line in out.stdout.splitlines()]
    on_disk = sorted(p.name for p in SAMPLES.iterdir() if p.is_dir() and not p.name.startswith("_"))
    assert sorted(r["run_id"] for r in records) == on_disk
    assert all(r["schema_version"] == 1 and Path(r["path"]).parent == SAMPLES.resolve() for r in records)
    assert not any(r["run_id"] == "sample_runs" for r in records)  # not one live run named after the folder


def test_output_json_is_one_document_and_json_stays_an_alias_for_jsonl(tmp_path: Path):
    run = kit.make_run(tmp_path, "pay-1", kit.init() + kit.result("boom", is_error=True))
    doc = retriage("diagnose", run, "-o", "json")
    assert doc.returncode == 0
    data = json.loads(doc.stdout)
    assert data["schema_version"] == 1 and [r["run_id"] for r in data["runs"]] == ["pay-1"]
    assert data["runs"][0]["schema_version"] == 1 and data["runs"][0]["path"] == str(run)
    alias = retriage("diagnose", run, "--json")
    lines = alias.stdout.splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["path"] == str(run)
    assert retriage("diagnose", run, "--output", "xml").returncode == 2


def test_diagnose_exits_2_when_nothing_is_a_run(tmp_path: Path):
    runs = tmp_path / "runs"
    runs.mkdir()
    (runs / "retriage.yaml").write_text("{}\n")
    out = retriage("diagnose", runs)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr == f"retriage: {runs}: no runs in this runs directory\n"
    out = retriage("diagnose", runs / "retriage.yaml")
    assert out.returncode == 2 and out.stderr.count("\n") == 2  # skipped, then nothing to diagnose


def test_diagnose_prompt_and_decide_work_on_session_sources(tmp_path: Path):
    projects = projects_tree(tmp_path)
    sessions = sessions_tree(tmp_path)
    env = {"XDG_STATE_HOME": str(tmp_path / "state")}
    before = snapshot(projects), snapshot(sessions)
    out = retriage("diagnose", projects, sessions, "--json", env=env)
    assert out.returncode == 0, out.stderr
    records = {r["run_id"]: r for r in map(json.loads, out.stdout.splitlines())}
    assert len(records) == 10
    assert {r["source"] for r in records.values()} == {"claude", "codex"}
    api = records[f"{PROJECT.lstrip('-')}.{S1}"]
    assert api["failed"] and api["mode"] == "infra_failure" and api["state_reason"].startswith("the session ended")

    session_file = projects / PROJECT / f"{S1}.jsonl"
    out = retriage("prompt", session_file, env=env)
    assert out.returncode == 0 and out.stdout.startswith("Fix the flaky cart test in tests/test_cart.py")
    out = retriage("decide", session_file, "approve", env=env)
    assert out.returncode == 1 and "use --override" in out.stderr  # an infra failure is parked, not retried
    rollout = next(sessions.rglob("rollout-2026-11-20T*.jsonl"))
    out = retriage("prompt", rollout, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("Charge cards with stripe in src/pay.py")
    out = retriage("decide", rollout, "approve", env=env)
    assert out.returncode == 0, out.stderr
    assert "approve on codex recorded" in out.stdout and str(tmp_path / "state") in out.stdout
    out = retriage("decide", rollout, "park", env=env)
    assert out.returncode == 1 and "already decided (approve by" in out.stderr
    out = retriage("diagnose", rollout, env=env)
    assert "decision: approve by" in out.stdout
    assert (snapshot(projects), snapshot(sessions)) == before  # read in place, never written
    out = retriage("prompt", projects, env=env)
    assert out.returncode == 2 and "holds 6 runs; name one" in out.stderr


def test_a_sub_command_from_another_module_joins_the_tree(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(cli, "COMMAND_MODULES", ("retriage.core.not_installed", "tests.cli_plugin"))
    parser = cli.build_parser()
    assert "pull" in cli.commands(parser)
    assert call("pull", "prod") == (0, "pulled prod\n", "")
    assert "pull" in parser.format_help()
    assert "pull)" in completion_script(parser, "bash") and "-a pull" in completion_script(parser, "fish")


def complete(script: str, *words: str) -> list[str]:
    """What bash offers after ``words`` (the last one being completed)."""
    line = " ".join(f"'{w}'" for w in words)
    program = (f"{script}\nCOMP_WORDS=({line}); COMP_CWORD={len(words) - 1}; _retriage_complete; "
               'printf "%s\\n" "${COMPREPLY[@]}"')
    out = subprocess.run(["bash", "--norc", "-c", program], capture_output=True, text=True, timeout=30)
    assert out.returncode == 0, out.stderr
    return out.stdout.split()


def test_bash_completion_is_generated_from_the_tree(tmp_path: Path):
    script = retriage("completion", "bash").stdout
    assert complete(script, "retriage", "di") == ["diagnose"]
    assert complete(script, "retriage", "diagnose", "--out") == ["--output"]
    assert complete(script, "retriage", "diagnose", "--output", "j") == ["json", "jsonl"]
    offered = complete(script, "retriage", "decide", "x", "p")  # the action, or a file named p*
    assert "park" in offered and "approve" not in offered
    assert complete(script, "retriage", "completion", "f") == ["fish"]
    (tmp_path / "runs-a").mkdir()
    assert str(tmp_path / "runs-a") in complete(script, "retriage", str(tmp_path / "runs-"))  # the bare form


def test_zsh_and_fish_scripts_cover_every_command_and_option():
    parser = cli.build_parser()
    fish = retriage("completion", "fish").stdout
    zsh = retriage("completion", "zsh").stdout
    assert zsh.startswith("#compdef retriage") and "bashcompinit" in zsh and "_retriage_complete" in zsh
    for name in cli.commands(parser):
        assert f"-a {name} " in fish and f"__fish_seen_subcommand_from {name}" in fish, name
    assert "-l output -s o -x -a 'human json jsonl'" in fish
    assert "-l live-seconds -x" in fish and "-l config -r -F" in fish
    assert retriage("completion", "tcsh").returncode == 2
