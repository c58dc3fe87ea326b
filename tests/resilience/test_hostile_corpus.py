"""The hostile-input corpus (tests/hostile/): every case gets a one-line message naming its
file (and line), nothing crashes or hangs, and the good run beside them stays usable.

Checked through the real code paths: ``core.report.diagnose_dir``, the CLI as a real
subprocess (``python -m retriage diagnose ...``), and the TUI under Textual's Pilot. Mode-000
files are checked by a subprocess that really cannot read them (the tests run as root in CI,
and root bypasses permission bits: the child drops to uid 65534, or, when the interpreter is
not reachable by that uid, drops CAP_DAC_OVERRIDE/CAP_DAC_READ_SEARCH before exec).
"""

from __future__ import annotations

import ctypes
import functools
import io
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from retriage.core import cli
from retriage.core.config import ConfigError, default_config, load_config
from retriage.core.decisions import AUDIT_LOG, Decision, DecisionError, write_decision
from retriage.core.report import RunReport, diagnose_dir
from retriage.core.rundir import list_run_dirs
from tests.hostile import build
from tests.hostile.build import CASES, GOOD_MODE, GOOD_RUN, Case
from retriage.tui.analysis import RunStore

ROOT = Path(__file__).resolve().parents[2]
#: every problem line starts with the file it is about (and its line, where there is one)
PROBLEM_LINE = re.compile(r"\A(?:(?:taskrun\.json|prompt\.md|events\.ndjson|watchdog\.json|result\.json"
                          r"|decision\.json)(?::\d+)?|[A-Za-z0-9._-]+: cannot read the run directory): \S")
#: a run report's header line in `retriage diagnose`: "<run-id>  FAILED ..."
HEADER = re.compile(r"^(\S.*?)  (FAILED|LIVE|OK)\b", re.M)

PR_CAPBSET_DROP, CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH = 24, 1, 2


# -- fixtures and helpers ------------------------------------------------------------------


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The hostile RUNS_DIR, built once per module; tests that write use ``fresh`` instead."""
    runs = build.build_runs_dir(tmp_path_factory.mktemp("hostile"))
    yield runs
    _unblock_fifos(runs)


@pytest.fixture
def fresh(tmp_path: Path) -> Path:
    return build.build_runs_dir(tmp_path)


@pytest.fixture(scope="session")
def big_line_runs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The good run and a run with one 50 MB line: generated once per session."""
    runs = tmp_path_factory.mktemp("bigline") / "runs"
    runs.mkdir()
    shutil.copytree(build.CORPUS / GOOD_RUN, runs / GOOD_RUN)
    build.build_big_line_run(runs)
    return runs


def _env(tmp: Path) -> dict[str, str]:
    # no user config from the machine running the tests
    return {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp / "xdg"),
            "XDG_STATE_HOME": str(tmp / "state"), "USER": "tester"}


def retriage(*args: str | Path, tmp: Path, preexec_fn: Callable[[], None] | None = None,
             timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "retriage", *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, env=_env(tmp), timeout=timeout, preexec_fn=preexec_fn)


def assert_clean_stderr(stderr: str, lines: int = 1) -> None:
    assert "Traceback" not in stderr, stderr
    assert stderr.count("\n") <= lines, stderr
    assert "\x1b" not in stderr


def assert_problems(problems: list[str], case: Case, run_id: str) -> None:
    for problem in problems:
        assert "\n" not in problem and "\r" not in problem, (run_id, problem)
        assert PROBLEM_LINE.match(problem), (run_id, problem)
        assert len(problem) < 300, (run_id, problem)
    for expected in case.problems:
        assert any(expected in p for p in problems), (run_id, expected, problems)
    if case.exact:
        assert len(problems) == len(case.problems), (run_id, problems)


def assert_case(report: RunReport, case: Case) -> None:
    run_id = report.run_id
    assert ("failed" if report.failed else "live" if report.live else "ok") == case.status, (run_id, report.problems)
    if case.status == "failed":
        assert report.diagnosis.mode == case.mode, (run_id, report.diagnosis.mode)
    assert_problems(report.problems, case, run_id)


def _strict_json(line: str) -> Any:
    def refuse(name: str) -> None:
        raise AssertionError(f"{name} in --json output")
    return json.loads(line, parse_constant=refuse)


def _snapshot(root: Path) -> dict[str, bytes | str]:
    """Names and contents (or link targets) of everything under ``root``."""
    out: dict[str, bytes | str] = {}
    for path in sorted(root.rglob("*")):
        key = str(path.relative_to(root))
        if path.is_symlink():
            out[key] = "-> " + os.readlink(path)
        elif path.is_file():
            out[key] = path.read_bytes()
        else:
            out[key] = "dir"
    return out


def _unblock_fifos(runs: Path) -> None:
    """Release any reader still blocked opening a FIFO of the corpus (a regression must fail, not hang)."""
    for fifo in (runs / build.FIFO_STREAM).iterdir():
        try:
            fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:
            continue  # no reader waiting
        os.close(fd)


def _become_nobody() -> None:
    os.setgroups([])
    os.setgid(build.NOBODY)
    os.setuid(build.NOBODY)


def _drop_dac_override() -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH):
        if libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP) failed")


@functools.cache
def unprivileged() -> Callable[[], None] | None:
    """A preexec_fn after which permission bits apply to the child (None: they already do)."""
    if os.geteuid() != 0:
        return None
    try:
        probe = subprocess.run([sys.executable, "-c", "import yaml, retriage.core.cli"], cwd=ROOT, capture_output=True,
                               env={**os.environ, "PYTHONPATH": str(ROOT)}, preexec_fn=_become_nobody, timeout=60)
        if probe.returncode == 0:
            return _become_nobody
    except OSError:
        pass  # the interpreter lives where uid 65534 cannot reach (e.g. under /root)
    return _drop_dac_override


# -- core -------------------------------------------------------------------------------------


@pytest.mark.parametrize("run_id", sorted(CASES))
def test_core_reports_each_case_in_one_line_naming_the_file(hostile: Path, run_id: str):
    report = diagnose_dir(hostile / run_id, default_config())
    assert_case(report, CASES[run_id])
    # what reaches an engine or a script is clean too
    assert "\x00" not in report.retry_prompt
    json.dumps(report.to_json(), allow_nan=False)


def test_bogus_history_entries_do_not_use_up_the_retries(hostile: Path):
    # three wrong-shaped diagnosis_history entries used to count as three diagnoses: "not retried"
    report = diagnose_dir(hostile / "h-files-nested-shapes", default_config())
    assert report.advice.advised, report.advice.reason
    assert report.files.taskrun.engine_attempts == ["codex"]


def test_the_good_run_is_diagnosed_as_if_it_were_alone(hostile: Path):
    alone = diagnose_dir(ROOT / "sample_runs" / GOOD_RUN, default_config())
    beside = diagnose_dir(hostile / GOOD_RUN, default_config())
    assert beside.diagnosis.mode == alone.diagnosis.mode == GOOD_MODE
    assert beside.diagnosis.confidence == alone.diagnosis.confidence
    assert [(e.rule, e.line) for e in beside.diagnosis.evidence] == [(e.rule, e.line) for e in alone.diagnosis.evidence]
    assert beside.retry_prompt == alone.retry_prompt and beside.problems == []


def test_names_that_are_not_run_ids_are_skipped_with_one_line_each(hostile: Path):
    paths, warnings = list_run_dirs(hostile)
    assert sorted(p.name for p in paths) == sorted(CASES)
    assert len(warnings) == len(build.BAD_NAMES)
    for warning in warnings:
        assert "skipped" in warning and "\n" not in warning and "\x1b" not in warning, warning


# -- the command line, as a real subprocess -------------------------------------------------


def test_cli_diagnoses_every_case_and_the_good_run(hostile: Path, tmp_path: Path):
    every_dir = sorted(str(p) for p in hostile.iterdir())  # what `retriage diagnose RUNS_DIR/*` passes
    out = retriage("diagnose", *every_dir, tmp=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
    assert "\x1b" not in out.stdout and "\x00" not in out.stdout
    blocks = {m.group(1): out.stdout[m.start():] for m in HEADER.finditer(out.stdout)}
    for run_id, case in CASES.items():
        assert run_id in blocks, run_id
        block = blocks[run_id].split("\n\n", 1)[0]
        assert block.split("\n", 1)[0].split()[1] == case.status.upper(), block
        for expected in case.problems:
            assert f"  ! {expected}" in block, (run_id, expected, block)
        if case.status == "failed":
            assert f"  diagnosis: {case.mode}  (confidence" in block, block
    assert len(blocks) == len(every_dir)  # the bad names are diagnosed too (the user named them), one header each
    assert "esc␛]0;pwned" in out.stdout and "\x07" not in out.stdout  # shown, never sent to the terminal

    out = retriage("diagnose", "--json", *(hostile / run_id for run_id in sorted(CASES)), tmp=tmp_path)
    assert out.returncode == 0 and out.stderr == "", out.stderr
    records = {r["run_id"]: r for r in map(_strict_json, out.stdout.splitlines())}
    assert set(records) == set(CASES)
    for run_id, case in CASES.items():
        record = records[run_id]
        assert (record["failed"], record["live"]) == (case.status == "failed", case.status == "live"), run_id
        if case.status == "failed":
            assert record["mode"] == case.mode
        assert_problems(record["problems"], case, run_id)
    # the task itself needs the denied `npm test`: parked for a human to grant it (docs/diagnosis.md)
    assert records[GOOD_RUN]["mode"] == GOOD_MODE and records[GOOD_RUN]["retry"]["rule"] == "permission_needed"


def test_cli_as_an_unprivileged_user_reports_mode_000_files_and_directories(hostile: Path, tmp_path: Path):
    build.make_traversable(hostile.parent)
    drop = unprivileged()
    out = retriage("diagnose", "--json", *(hostile / run_id for run_id in build.UNPRIVILEGED), tmp=tmp_path,
                   preexec_fn=drop)
    assert out.returncode == 0 and out.stderr == "", out.stderr
    records = {r["run_id"]: r for r in map(_strict_json, out.stdout.splitlines())}
    for run_id, case in build.UNPRIVILEGED.items():
        record = records[run_id]
        assert (record["failed"], record["live"]) == (case.status == "failed", case.status == "live"), run_id
        assert_problems(record["problems"], case, run_id)
    assert records[GOOD_RUN]["mode"] == GOOD_MODE
    out = retriage("decide", hostile / build.UNREADABLE_DIR, "park", tmp=tmp_path, preexec_fn=drop)
    assert out.returncode == 1
    assert out.stderr == f"retriage: {build.UNREADABLE_DIR}: cannot open run directory: Permission denied\n"


def _cli(*args: str | Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main([str(a) for a in args], out, err)
    return code, out.getvalue(), err.getvalue()


def test_prompt_and_decide_on_every_case_never_crash_nor_write_outside(fresh: Path, monkeypatch):
    monkeypatch.setenv("USER", "tester")
    outside = fresh.parent / "outside"
    before = _snapshot(outside)
    refused = {
        build.SYMLINKED_RUN: "the run directory is a symlink or not a directory; retriage reads it but never writes",
        build.SYMLINKS_OUT: "already decided (an unreadable decision.json: it is a symlink)",
        build.DIRS_FOR_FILES: "already decided (an unreadable decision.json: it is a directory)",
        build.FIFO_STREAM: "already decided (an unreadable decision.json: it is not a regular file)",
        "h-files-field-shapes": "already decided (? by ? at ?)",
        "h-files-top-shapes": "already decided (? by ? at ?)",
        "h-empty-files": "already decided (? by ? at ?)",
        "h-blank-files": "already decided (? by ? at ?)",
        "h-files-nested-shapes": "already decided (park by ops at 2026-11-19T11:00:00Z)",
        build.HUGE_NUMBERS: "already decided (park by ops at ?)",
    }
    for run_id, case in CASES.items():
        code, prompt, err = _cli("prompt", fresh / run_id)
        assert code == (0 if case.status == "failed" else 1), (run_id, err)
        assert_clean_stderr(err)
        assert "\x00" not in prompt
        code, _, err = _cli("decide", fresh / run_id, "park")
        assert_clean_stderr(err)
        if run_id in refused:
            assert code == 1 and refused[run_id] in err, (run_id, err)
        else:
            assert code == 0 and err == "", (run_id, err)
            assert json.loads((fresh / run_id / "decision.json").read_text())["action"] == "park"
    # --force replaces a symlink or a FIFO by a regular file, and refuses to touch a directory
    for run_id in (build.SYMLINKS_OUT, build.FIFO_STREAM):
        code, _, err = _cli("decide", fresh / run_id, "park", "--force")
        assert code == 0 and err == "", (run_id, err)
        target = fresh / run_id / "decision.json"
        assert not target.is_symlink() and json.loads(target.read_text())["decided_by"] == "tester"
    code, _, err = _cli("decide", fresh / build.DIRS_FOR_FILES, "park", "--force")
    assert code == 1
    assert err == f"retriage: {build.DIRS_FOR_FILES}: cannot write decision.json: Is a directory; nothing was written\n"
    assert _snapshot(outside) == before
    for line in (fresh / AUDIT_LOG).read_text().splitlines():
        json.loads(line)


def test_run_ids_with_dot_dot_never_lead_outside(fresh: Path, tmp_path: Path):
    outside = fresh.parent / "outside"
    before = _snapshot(outside)
    decision = dict(prompt="p", prompt_edited=False, engine_from="claude-code", engine_to="claude-code", diagnosis={})
    for run_id in ("..", ".", "../outside/real-run", "h..dots/../..", "/etc"):
        with pytest.raises(DecisionError, match="not a valid run id, nothing written"):
            write_decision(fresh, Decision(run_id=run_id, action="park", **decision))
    store = RunStore(fresh, default_config())
    for run_id in ("..", "../outside/real-run", "h..dots/.."):
        assert store.read(run_id) == (None, False)
    out = retriage("decide", fresh / "has space", "park", tmp=tmp_path)
    assert out.returncode == 1 and out.stderr == "retriage: 'has space': not a valid run id, nothing written\n"
    out = retriage("decide", fresh / "h..dots", "park", tmp=tmp_path)
    assert out.returncode == 0 and out.stderr == "", out.stderr
    assert (fresh / "h..dots" / "decision.json").is_file()
    assert _snapshot(outside) == before and not (fresh.parent / "decision.json").exists()


def test_an_audit_log_symlinked_out_of_runs_dir_is_not_written_through(fresh: Path, tmp_path: Path):
    target = fresh.parent / "outside" / "log.ndjson"
    target.write_text("")
    (fresh / AUDIT_LOG).symlink_to(target)
    out = retriage("decide", fresh / GOOD_RUN, "park", tmp=tmp_path)
    assert out.returncode == 1
    assert out.stderr == ("retriage: decisions.log.ndjson: cannot append (Too many levels of symbolic links); "
                          "decision.json was written\n")
    assert target.read_text() == ""


# -- retriage.yaml ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def config_cases(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return build.build_config_cases(tmp_path_factory.mktemp("config"))


@pytest.mark.parametrize("name", sorted(build.CONFIG_CASES))
def test_hostile_config_is_one_line_naming_file_and_line(config_cases: dict[str, Path], name: str):
    expected = build.CONFIG_CASES[name]
    started = time.monotonic()
    if expected is None:
        assert load_config(config_cases[name]).max_diagnoses_per_task == 3
        return
    with pytest.raises(ConfigError) as err:
        load_config(config_cases[name])
    message = str(err.value)
    assert message.startswith(f"{config_cases[name]}{expected}"), message
    assert "\n" not in message and len(message) < 400 + len(str(config_cases[name]))
    assert time.monotonic() - started < 5  # nesting 100,000 deep once took PyYAML two minutes


@pytest.mark.parametrize("name", ["alias-bomb", "deep-flow", "huge-int", "a directory", "a FIFO"])
def test_hostile_runs_dir_config_stops_cli_and_app_with_one_line(config_cases: dict[str, Path], tmp_path: Path,
                                                                 name: str):
    runs = tmp_path / "runs"
    runs.mkdir()
    shutil.copytree(build.CORPUS / GOOD_RUN, runs / GOOD_RUN)
    config = runs / "retriage.yaml"
    if name == "a directory":
        config.mkdir()
        expected = f"{config}: is a directory, expected a file"
    elif name == "a FIFO":
        os.mkfifo(config)
        expected = f"{config}: not a regular file, not read"
    else:
        config.write_bytes(config_cases[name].read_bytes())
        expected = f"{config}{build.CONFIG_CASES[name]}"
    out = retriage("diagnose", runs / GOOD_RUN, tmp=tmp_path, timeout=30)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.startswith(f"retriage: {expected}"), out.stderr
    assert_clean_stderr(out.stderr)
    if name in ("alias-bomb", "a FIFO"):  # the app refuses before Textual starts (it would hang without a tty)
        out = retriage(runs, "--no-watch", tmp=tmp_path, timeout=30)
        assert out.returncode == 2 and out.stderr.startswith(f"retriage: {expected}"), out.stderr
        assert_clean_stderr(out.stderr)


# -- the TUI -------------------------------------------------------------------------------


async def select(pilot, run_id: str) -> None:
    """Put the table cursor on ``run_id`` (the table may re-sort while rows arrive).

    ``move_cursor`` highlights the row exactly as j/k do, without Pilot's per-key
    settling wait (~0.3 s a key here), which would dominate this file's run time.
    """
    from retriage.tui.runs_table import RunsTable

    app = pilot.app
    table = app.query_one(RunsTable)
    table.focus()
    deadline = time.monotonic() + 30
    while app.selected != run_id:
        assert time.monotonic() < deadline, f"could not select {run_id}: {table.order}, {app.selected}"
        order = table.order
        if run_id in order and table.cursor_row != order.index(run_id):
            table.move_cursor(row=order.index(run_id))
        await pilot.pause(0.02)
    await pilot.pause()


@pytest.mark.anyio
async def test_tui_lists_every_case_and_keeps_the_good_run_usable(hostile: Path, monkeypatch):
    from textual.widgets import Static

    from tests.tui.conftest import make_app, wait_for
    from retriage.tui.runs_table import RunsTable
    from retriage.tui.stream_view import StreamView

    monkeypatch.setenv("XDG_STATE_HOME", str(hostile.parent / "state"))
    app = make_app(hostile)
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_for(pilot, lambda: app.loaded and not app.pending and set(CASES) <= set(app.rows),
                       what="every run diagnosed")
        assert set(app.rows) == set(CASES)  # the bad names are not runs
        for run_id, case in CASES.items():
            row = app.rows[run_id]
            assert row.status == case.status, run_id
            if case.status == "failed":
                assert row.mode == case.mode, run_id
        await pilot.press("a")
        table = app.query_one(RunsTable)
        await wait_for(pilot, lambda: len(table.order) == len(CASES), what="all runs shown")
        summary = app.query_one("#summary", Static)
        # visit every run: the panes follow (the full report is read back for each), nothing crashes
        for run_id in list(table.order):
            await select(pilot, run_id)
            await wait_for(pilot, lambda: run_id in str(summary.render()), what=f"{run_id} in the pane")
            assert_problems(app.reports[run_id].problems, CASES[run_id], run_id)
            text = str(summary.render())
            assert ("FAILED" in text) == (CASES[run_id].status == "failed"), run_id
        await select(pilot, GOOD_RUN)
        text = str(summary.render())
        assert GOOD_MODE in text and "park" in text and "npm test" in text
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == 19 and view.evidence_lines, what="good stream indexed")
        await pilot.press("p")  # the retry prompt of the good run still opens
        await wait_for(pilot, lambda: app.screen is not app.screen_stack[0], what="retry screen")
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is app.screen_stack[0], what="back to the runs")
        assert app.is_running
    _unblock_fifos(hostile)


TUI_UNPRIVILEGED = """
import asyncio, json, sys
from pathlib import Path
from tests.tui.conftest import make_app, wait_for
from retriage.tui.runs_table import RunsTable

async def main():
    app = make_app(Path(sys.argv[1]))
    want = set(sys.argv[2:])
    async with app.run_test(size=(120, 36)) as pilot:
        table = app.query_one(RunsTable)
        await wait_for(pilot, lambda: app.loaded and not app.pending and want <= set(app.rows), what="every run")
        await pilot.press("a")
        await wait_for(pilot, lambda: want <= set(table.order) and app.selected is not None, what="the table")
        problems = {}
        for rid in sorted(want):  # a run's full report is read back when it is selected
            table.move_cursor(row=table.order.index(rid))
            await wait_for(pilot, lambda: rid in app.reports, what=rid)
            problems[rid] = app.reports[rid].problems
        await pilot.pause(0.2)  # let the table settle: leaving mid-refresh can crash the app (a known race)
        print(json.dumps({rid: [app.rows[rid].status, problems[rid]] for rid in want}))

asyncio.run(main())
"""


def test_tui_as_an_unprivileged_user_lists_unreadable_runs_with_their_problems(hostile: Path, tmp_path: Path):
    build.make_traversable(hostile.parent)
    state = tmp_path / "state"
    state.mkdir()
    state.chmod(0o777)
    out = subprocess.run([sys.executable, "-c", TUI_UNPRIVILEGED, str(hostile), *build.UNPRIVILEGED],
                         capture_output=True, text=True, cwd=ROOT, env=_env(tmp_path), timeout=120,
                         preexec_fn=unprivileged())
    assert out.returncode == 0, out.stderr[-3000:]
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    for run_id, case in build.UNPRIVILEGED.items():
        status, problems = seen[run_id]
        assert status == case.status, run_id
        assert_problems(problems, case, run_id)


@pytest.mark.anyio
async def test_tui_stream_pane_explains_a_directory_as_events(hostile: Path, monkeypatch):
    await _stream_pane_message(hostile, monkeypatch, build.DIRS_FOR_FILES, "directory")


@pytest.mark.anyio
async def test_tui_stream_pane_explains_a_fifo_as_events(hostile: Path, monkeypatch):
    try:
        await _stream_pane_message(hostile, monkeypatch, build.FIFO_STREAM, "regular file")
    finally:
        _unblock_fifos(hostile)


async def _stream_pane_message(hostile: Path, monkeypatch, run_id: str, words: str) -> None:
    from tests.tui.conftest import make_app, wait_for
    from retriage.tui.stream_view import StreamView

    monkeypatch.setenv("XDG_STATE_HOME", str(hostile.parent / "state"))
    app = make_app(hostile)
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_for(pilot, lambda: app.loaded and run_id in app.rows and not app.pending, what=run_id)
        await pilot.press("a")
        await select(pilot, run_id)
        view = app.query_one(StreamView)
        try:
            await wait_for(pilot, lambda: view.empty_message != "indexing…", timeout=1.5, what="the stream pane")
        finally:
            _unblock_fifos(hostile)
        assert words in view.empty_message, view.empty_message


# -- one 50 MB line ------------------------------------------------------------------------


@pytest.mark.anyio
async def test_a_50mb_line_is_skipped_with_its_line_number_everywhere(big_line_runs: Path, tmp_path: Path,
                                                                   monkeypatch):
    from tests.tui.conftest import make_app, wait_for
    from retriage.tui.stream_view import StreamView

    big = big_line_runs / build.BIG_LINE
    assert (big / "events.ndjson").stat().st_size > build.BIG_LINE_BYTES
    # core
    report = diagnose_dir(big, default_config())
    assert_case(report, build.BIG_LINE_CASE)
    # the CLI: a real process, its own peak memory measured (the line is never held whole). The peak is the
    # process's own high-water mark (VmHWM, read as it exits), diagnosing in-process (--jobs 1): the rusage of a
    # child keeps the spawning test worker's resident size from before exec, which grows with the suite
    peak_file = tmp_path / "vmhwm"
    launcher = ("import atexit, runpy, sys\n"
                "def note():\n"
                "    for line in open('/proc/self/status'):\n"
                "        if line.startswith('VmHWM:'):\n"
                f"            open({str(peak_file)!r}, 'w').write(line.split()[1])\n"
                "atexit.register(note)\n"
                "sys.argv = ['retriage'] + sys.argv[1:]\n"
                "runpy.run_module('retriage', run_name='__main__')\n")
    with open(tmp_path / "out", "w+") as stdout, open(tmp_path / "err", "w+") as stderr:
        proc = subprocess.Popen([sys.executable, "-c", launcher, "diagnose", "--json", "--jobs", "1", str(big),
                                 str(big_line_runs / GOOD_RUN)], stdout=stdout, stderr=stderr, cwd=ROOT,
                                env=_env(tmp_path))
        proc.wait()
        stdout.seek(0)
        stderr.seek(0)
        records = [_strict_json(line) for line in stdout.read().splitlines()]
        assert proc.returncode == 0 and stderr.read() == ""
    assert [r["run_id"] for r in records] == [build.BIG_LINE, GOOD_RUN]
    assert_problems(records[0]["problems"], build.BIG_LINE_CASE, build.BIG_LINE)
    assert records[1]["mode"] == GOOD_MODE
    peak_kb = int(peak_file.read_text())
    assert peak_kb < 150 * 1024, f"peak RSS {peak_kb // 1024} MB for a 50 MB line"
    # the TUI: both listed, the big stream shown (the line cut), the good run intact
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    app = make_app(big_line_runs)
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_for(pilot, lambda: app.loaded and not app.pending and len(app.rows) == 2, what="both runs")
        assert app.rows[build.BIG_LINE].mode == build.BIG_LINE_CASE.mode
        assert app.rows[GOOD_RUN].mode == GOOD_MODE
        await select(pilot, build.BIG_LINE)
        view = app.query_one(StreamView)
        await wait_for(pilot, lambda: view.line_count == 5, what="the big stream indexed")
        view.goto_line(2)
        await pilot.pause()
        assert app.is_running


def test_the_corpus_readme_lists_every_case():
    readme = (build.HERE / "README.md").read_text()
    committed = {path.stem for path in build.CONFIGS.glob("*.yaml")}
    configs = [f"{name}.yaml" if name in committed else name for name in build.CONFIG_CASES]
    for name in [*CASES, build.BIG_LINE, *configs]:
        assert f"`{name}" in readme, name
    assert {p.name for p in build.CORPUS.iterdir()} <= set(CASES)
