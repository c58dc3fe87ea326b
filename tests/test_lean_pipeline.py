"""The lean stream pipeline (core/pipeline.py) must diagnose exactly as the full one.

Every sample run, hostile run and vendored real capture is diagnosed twice, once
with ``RETRIAGE_PIPELINE=full`` and once lean, and the reports must be equal (every
labelled run is compared the same way, a set at a time, in tests/test_corpus.py): the JSON ``retriage diagnose --output
json`` prints, plus every piece of evidence (not only the winning mode's) and every
score, so a skipped line or a rule the gate wrongly ruled out shows up even where it
would not have changed the verdict.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from retriage.core import pipeline
from retriage.core.config import default_config
from retriage.core.report import diagnose_dir
from retriage.core.sources.base import CLAUDE, RunRef
from tests.labelled_runs import facts
from tests import streams_kit as kit

HERE = Path(__file__).parent
ROOT = HERE.parent


SAMPLES = sorted(p for p in (ROOT / "sample_runs").iterdir() if p.is_dir())
#: hand-made hostile runs: odd shapes the filter must hand to the full path, not trip on
HOSTILE = sorted(p for p in (HERE / "hostile" / "runs").iterdir() if p.is_dir())
CAPTURES = sorted(p for p in (HERE / "realcases").rglob("*") if p.suffix in (".jsonl", ".json", ".txt"))


def test_every_kind_of_run_is_compared():
    """The labelled sets are compared set by set in tests/test_corpus.py (with their floors); here the rest."""
    assert len(SAMPLES) >= 10 and len(CAPTURES) == 16 and len(HOSTILE) >= 10


def _diagnosis(run: Path | RunRef, monkeypatch: pytest.MonkeyPatch, mode: str) -> dict:
    monkeypatch.setenv(pipeline.ENV, mode)
    return facts(diagnose_dir(run, default_config()))


def _assert_same(run: Path | RunRef, monkeypatch: pytest.MonkeyPatch) -> None:
    full = _diagnosis(run, monkeypatch, "full")
    lean = _diagnosis(run, monkeypatch, "lean")
    assert lean == full


@pytest.mark.parametrize("run", SAMPLES, ids=lambda p: p.name)
def test_sample_runs_are_diagnosed_the_same(run: Path, monkeypatch: pytest.MonkeyPatch):
    _assert_same(run, monkeypatch)


@pytest.mark.parametrize("run", HOSTILE, ids=lambda p: p.name)
def test_hostile_runs_are_diagnosed_the_same(run: Path, monkeypatch: pytest.MonkeyPatch):
    _assert_same(run, monkeypatch)


@pytest.mark.parametrize("capture", CAPTURES, ids=lambda p: p.name[:40])
def test_real_captures_are_diagnosed_the_same(capture: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    run = tmp_path / "run"
    run.mkdir()
    shutil.copy(capture, run / "events.ndjson")
    (run / "taskrun.json").write_text('{"state": "Failed", "engine": "claude-code"}')
    _assert_same(run, monkeypatch)


@pytest.mark.parametrize("capture", [c for c in CAPTURES if c.suffix == ".jsonl"], ids=lambda p: p.name[:40])
def test_session_files_read_in_place_are_diagnosed_the_same(capture: Path, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch):
    """A session file keeps every event (its state is inferred from prose) but still gets the lean analyser.

    The copy is dated a day back: a session changed in the last minutes is "live", and its state
    reason names the seconds since, which tick between the two diagnoses of a fresh checkout."""
    session = tmp_path / capture.name
    shutil.copy(capture, session)
    day_ago = time.time() - 86_400
    os.utime(session, (day_ago, day_ago))
    ref = RunRef(capture.stem, session, CLAUDE, session, tmp_path)
    _assert_same(ref, monkeypatch)


def test_the_full_pipeline_is_selectable(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv(pipeline.ENV, "full")
    assert pipeline.lean_default() is False
    monkeypatch.delenv(pipeline.ENV)
    assert pipeline.lean_default() is True


# -- each skip class: what looks skippable but matters is kept --------------------------------

import json  # noqa: E402

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from retriage.core.analyser import _TIMINGS, _TIMINGS_LEAN, Analyser  # noqa: E402
from retriage.core.events import Event, Kind, Skipped  # noqa: E402
from retriage.core.formats.skip import SkipRules  # noqa: E402
from retriage.core.streams import StreamParser  # noqa: E402

CONFIG = default_config()
RULES = SkipRules.from_rules(CONFIG.rules)


def _parse(*objs: dict, lean: bool = True) -> list[Event | Skipped]:
    parser = StreamParser(lean=RULES if lean else None)
    return parser.feed(b"".join(json.dumps(o).encode() + b"\n" for o in objs))


def _last_is_skipped(*objs: dict) -> bool:
    return isinstance(_parse(*objs)[-1], Skipped)


def _claude_call(tool: str, tool_input: dict, tid: str = "t1") -> dict:
    return {"type": "assistant", "message": {"model": "claude-sonnet-4-5", "content": [
        {"type": "tool_use", "id": tid, "name": tool, "input": tool_input}]}}


def _claude_result(content: str, tid: str = "t1", **flags) -> dict:
    return {"type": "user", "message": {"content": [{"type": "tool_result", "tool_use_id": tid, "content": content,
                                                     **flags}]}}


def _claude_text(text: str, model: str = "claude-sonnet-4-5") -> dict:
    return {"type": "assistant", "message": {"model": model, "content": [{"type": "text", "text": text}]}}


READ = _claude_call("Read", {"file_path": "src/app.py"})


def test_claude_prose_and_thinking_are_counted_not_built():
    line = {"type": "assistant", "message": {"model": "m", "content": [
        {"type": "thinking", "thinking": "the build timed out?"}, {"type": "text", "text": "Let me look again."}]}}
    (skipped,) = _parse(line)
    assert skipped == Skipped(1, 0, 2, 2)


def test_partial_message_deltas_are_counted_not_built():
    """`claude -p --include-partial-messages` streams each message as deltas before the whole of it: the
    full path makes one OTHER event of each (no format accepts them), the lean one counts it."""
    delta = {"type": "stream_event", "event": {"type": "content_block_delta", "index": 0,
                                               "delta": {"type": "text_delta", "text": "Permission denied"}},
             "session_id": "s", "parent_tool_use_id": None, "uuid": "u"}
    (full,) = _parse(delta, lean=False)
    assert full.kind is Kind.OTHER
    assert _parse(delta) == [Skipped(1, 0, 1, 0)]
    # a line that says it is an error report is not one of them
    assert not _last_is_skipped({**delta, "level": "error"})


def test_claude_prose_that_is_an_engine_error_is_kept():
    assert not _last_is_skipped(_claude_text("API Error: 529 Overloaded"))
    assert not _last_is_skipped(_claude_text("Usage limit reached", model="<synthetic>"))
    assert _last_is_skipped(_claude_text("I will retry after the API error."))


def test_claude_read_result_is_skipped_unless_flagged():
    assert _last_is_skipped(READ, _claude_result("def f():\n    raise PermissionError('denied')\n"))
    # the same words, flagged: an error report, scanned
    assert not _last_is_skipped(READ, _claude_result("Permission denied: src/app.py", is_error=True))
    assert not _last_is_skipped(READ, _claude_result("Exit code 1\nNo space left on device"))


def test_a_read_that_says_the_file_does_not_exist_is_kept():
    """The analyser counts reads of files that are not there (an agent working from a picture of
    the project that is not the project), so an unflagged "File does not exist" is not file content."""
    assert not _last_is_skipped(READ, _claude_result("File does not exist. Current working directory: /work"))
    read = _osmia("tool_use", tool="Read", args={"file_path": "a.py"})
    assert not _last_is_skipped(read, _osmia("content", role="tool", content="ENOENT: no such file, open 'a.py'"))


def test_claude_result_of_a_command_or_an_unseen_call_is_kept():
    bash = _claude_call("Bash", {"command": "python src/app.py"})
    assert not _last_is_skipped(bash, _claude_result("print('hi')"))
    assert not _last_is_skipped(_claude_result("orphan output", tid="nobody-called-this"))
    # a reader tool given a shell command: its output is a command's output
    shell_read = _claude_call("Read", {"file_path": "a.py", "command": "pytest -q"})
    assert not _last_is_skipped(shell_read, _claude_result("1 failed"))


def test_a_skipped_result_still_consumes_its_call():
    """The pairing is popped as the full path pops it: a later result with the same id is unpaired."""
    events = _parse(READ, _claude_result("contents"), _claude_result("again"))
    assert isinstance(events[1], Skipped)
    assert events[2].kind is Kind.TOOL_RESULT and events[2].use_line is None


def _osmia(kind: str, **fields) -> dict:
    return {"type": kind, "timestamp": "2026-11-20T00:00:00Z", **fields}


def test_osmia_prose_reads_and_cost_are_skipped_but_engine_errors_and_commands_kept():
    assert _last_is_skipped(_osmia("content", role="assistant", content="Looking at the test."))
    assert not _last_is_skipped(_osmia("content", role="assistant",
                                       content="litellm.RateLimitError: RateLimitError: 429"))
    read = _osmia("tool_use", tool="Read", args={"file_path": "a.py"})
    assert _last_is_skipped(read, _osmia("content", role="tool", content="Traceback (most recent call last):"))
    bash = _osmia("tool_use", tool="Bash", args={"command": "pytest"})
    assert not _last_is_skipped(bash, _osmia("content", role="tool", content="1 passed"))
    assert _last_is_skipped(_osmia("cost", input_tokens=10))


def _codex_item(item: dict) -> dict:
    return {"type": "item.completed", "item": item}


def test_a_line_whose_type_is_not_a_string_goes_the_full_way():
    events = _parse({"type": ["assistant"], "message": {"content": []}}, {"type": {"a": 1}})
    assert [e.kind for e in events] == [Kind.OTHER, Kind.OTHER]


def test_codex_messages_and_reasoning_are_skipped_but_engine_errors_and_commands_kept():
    assert _last_is_skipped(_codex_item({"id": "1", "type": "agent_message", "text": "Done."}))
    assert _last_is_skipped(_codex_item({"id": "2", "type": "reasoning", "text": "maybe OOMKilled"}))
    assert not _last_is_skipped(_codex_item({"id": "3", "type": "agent_message",
                                             "text": "openai.RateLimitError: quota exceeded"}))
    assert not _last_is_skipped(_codex_item({"id": "4", "type": "command_execution", "command": "cat a.py",
                                             "aggregated_output": "x", "exit_code": 0, "status": "completed"}))


def test_the_analyser_counts_a_skipped_line_as_the_full_path_feeds_it():
    stream = [_claude_call("Bash", {"command": "pytest"}), _claude_result("Exit code 1\n1 failed"),
              _claude_text("Reading the module."), READ, _claude_result("import os"),
              {"type": "user", "message": {"content": [{"type": "text", "text": "keep going"}]}}]
    analysers = []
    for lean in (False, True):
        analyser = Analyser(CONFIG, lean=lean)
        analyser.feed(_parse(*stream, lean=lean))
        analysers.append(analyser)
    full, lean_one = analysers
    assert (lean_one._seq, lean_one.agent_seq, lean_one.events_seen, lean_one.last_line) == \
        (full._seq, full.agent_seq, full.events_seen, full.last_line) == (6, 5, 6, 6)


def test_only_prose_lines_do_not_make_an_agent_that_never_ran_look_active():
    prompt_only = {"type": "user", "message": {"content": [{"type": "text", "text": "fix the bug"}]}}
    analyser = Analyser(CONFIG, lean=True)
    analyser.feed(_parse(prompt_only))
    assert analyser.agent_never_ran()


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789x.:abcdefms secondsx \n", max_size=80))
def test_the_lean_timing_mask_masks_exactly_what_the_full_one_does(text: str):
    assert _TIMINGS_LEAN.sub("#", text) == _TIMINGS.sub("#", text)


def test_a_parser_made_without_the_filter_gives_every_event():
    """Every reader but the analyser (the TUI's stream view, sources, tests) gets full events."""
    events = StreamParser().feed(b"".join(json.dumps(o).encode() + b"\n" for o in (
        _claude_text("prose"), READ, _claude_result("contents"))))
    assert [e.kind for e in events] == [Kind.TEXT, Kind.TOOL_USE, Kind.TOOL_RESULT]


def test_prose_that_claims_what_the_task_asked_is_kept_in_any_case_and_any_script():
    """The task-claim pattern is case-insensitive: its lower-cased words rule out most prose, but
    a claim in capitals, or with a long s (which IGNORECASE reads as an "s"), is still kept."""
    assert _last_is_skipped(_claude_text("Let me look at the failing test again."))
    assert not _last_is_skipped(_claude_text("I will implement the retry wrapper as requested in the task."))
    assert not _last_is_skipped(_claude_text("I WILL IMPLEMENT THE RETRY WRAPPER AS REQUESTED IN THE TASK."))
    assert not _last_is_skipped(_claude_text("I will implement the retry wrapper as reque\u017fted in the task."))
    # the same words that do not make a claim: skipped only when the regex says so
    text = "requested in the ticket, but not by me"
    assert _last_is_skipped(_claude_text(text)) is (RULES.task_claim.regex.search(text) is None)


def _bash_run(command: str, output: str, tid: str, failed: bool) -> list[dict]:
    return [_claude_call("Bash", {"command": command}, tid), _claude_result(output, tid, is_error=failed)]


@pytest.mark.parametrize("green", [
    "collected 5 items\n\n3 passed, 2 skipped in 0.4s",          # pytest
    "--- SKIP: TestRefund (0.00s)\n--- SKIP: TestExport (0.00s)\nok  \tpkg\t0.01s",  # go test
    "Tests: 2 pending, 3 passed, 5 total",                         # jest
])
def test_a_run_gone_green_by_skipping_is_seen_by_both_pipelines(green: str):
    """The skipped-count regex runs only on outputs naming one of its words: a report that does
    (pytest's "skipped", go's "--- SKIP", jest's "pending") is counted as before."""
    lines = (_bash_run("pytest -q", "collected 5 items\n\n1 failed, 4 passed in 0.3s", "t1", True)
             + [_claude_call("Edit", {"file_path": "tests/test_a.py", "old_string": "a", "new_string": "b"}, "t2"),
                _claude_result("The file tests/test_a.py has been updated.", "t2")]
             + _bash_run("pytest -q", green, "t3", False))
    seen = []
    for lean in (True, False):
        analyser = Analyser(CONFIG, lean=lean)
        analyser.feed(_parse(*lines, lean=lean))
        seen.append(analyser.skipped_green)
    assert seen[0] == seen[1]
    assert seen[0] is not None and seen[0][0] == 6


def _codex_command(command: str, output: str, item_id: str = "c1", exit_code: int = 0,
                   status: str = "completed") -> tuple[dict, dict]:
    started = {"id": item_id, "type": "command_execution", "command": command, "aggregated_output": "",
               "status": "in_progress"}
    done = dict(started, aggregated_output=output, exit_code=exit_code, status=status)
    return {"type": "item.started", "item": started}, _codex_item(done)


@pytest.mark.parametrize("command, output, skipped", [
    ("bash -lc 'cat src/app.py'", "import os\nTIMEOUT = 30  # OOMKilled pods restart\n", True),
    ("rg -l timeout src", "src/a.py\nsrc/b.py", True),
    # a search that located files (`path:12:`): the analyser notes where a type the task names lives
    ("rg -n timeout src", "src/a.py:3:    timeout = settings.TIMEOUT", False),
    ("ls -la", "total 8\ndrwxr-xr-x 2 u u 4096 .", True),
    # the analyser reads these whatever they print
    ("pytest -q", "collected 3 items\n3 passed in 0.1s", False),                 # a test run
    ("git diff --stat", " src/a.py | 2 +-\n 1 file changed", False),            # the change set's size
    ("git show HEAD", "commit abc\n src/a.py | 2 +-", False),
    ("cat src/missing.py", "cat: src/missing.py: No such file or directory", False),  # a phantom file
    ("rg -l old src | xargs sed -i 's/old/new/g'", "", False),                  # a find-and-replace over files
    ("sed -i 's/a/b/' src/a.py", "", False),                                    # not a reading command
])
def test_a_reading_commands_output_is_counted_unless_the_analyser_reads_it(command, output, skipped):
    started, done = _codex_command(command, output)
    assert _last_is_skipped(started, done) is skipped
    # Osmia's Bash output: no flag, the same decision
    call = _osmia("tool_use", tool="Bash", args={"command": command})
    assert _last_is_skipped(call, _osmia("content", role="tool", content=output)) is skipped


def test_a_reading_commands_failed_or_unpaired_output_is_kept():
    assert not _last_is_skipped(*_codex_command("cat a.py", "cat: a.py: Permission denied", exit_code=1,
                                                status="failed"))
    assert not _last_is_skipped(*_codex_command("cat a.py", "", status="declined"))
    started, done = _codex_command("cat a.py", "x")
    assert not _last_is_skipped(done)                           # no call seen: the full path makes both
    other, _ = _codex_command("ls", "", item_id="c2")
    assert not _last_is_skipped(other, done)                    # another call's id
    # the call's command is not the result's: kept (the analyser checked the call's)
    moved = dict(started, item=dict(started["item"], command="pytest -q"))
    assert not _last_is_skipped(moved, done)


def test_a_skipped_reading_output_leaves_the_analyser_as_the_full_path_does():
    lines = [*_codex_command("cat src/a.py", "x = 1", "c1"), *_codex_command("pytest -q", "1 failed", "c2", 1, "failed"),
             *_codex_command("cat src/a.py", "x = 1", "c3"), _codex_item({"id": "m", "type": "agent_message",
                                                                       "text": "Stuck."})]
    analysers = []
    for lean in (False, True):
        analyser = Analyser(CONFIG, lean=lean)
        events = _parse(*lines, lean=lean)
        analyser.feed(events)
        analysers.append(analyser)
    full, lean = analysers
    assert sum(isinstance(e, Skipped) for e in _parse(*lines)) == 3
    assert (lean.events_seen, lean.agent_seq, lean.last_line, lean.tool_calls) == \
        (full.events_seen, full.agent_seq, full.last_line, full.tool_calls)
    want, got = full.diagnose(), lean.diagnose()
    assert (got.mode, got.confidence, got.scores, got.evidence) == (want.mode, want.confidence, want.scores, want.evidence)


def test_a_claude_reading_commands_output_is_counted_only_when_its_call_was_alone_on_its_line():
    cat = _claude_call("Bash", {"command": "cat src/app.py"})
    assert _last_is_skipped(cat, _claude_result("print('hi')"))
    assert not _last_is_skipped(cat, _claude_result("Exit code 1\ncat: src/app.py: Permission denied"))
    assert not _last_is_skipped(cat, _claude_result("cat: src/app.py: No such file or directory"))
    assert not _last_is_skipped(_claude_call("Bash", {"command": "pytest -q"}), _claude_result("3 passed"))
    # two calls on one line (a formatter and a cat): the analyser ties the cat's result to the
    # formatter's line, so it goes the full way
    both = {"type": "assistant", "message": {"model": "m", "content": [
        {"type": "tool_use", "id": "f", "name": "Bash", "input": {"command": "black ."}},
        {"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": "cat src/app.py"}}]}}
    assert not _last_is_skipped(both, _claude_result("print('hi')"))
    lines = [both, _claude_result("print('hi')"), _claude_result("reformatted 12 files", tid="f")]
    analysers = []
    for lean in (False, True):
        analyser = Analyser(CONFIG, lean=lean)
        analyser.feed(_parse(*lines, lean=lean))
        analysers.append(analyser)
    # the cat's result (line 2) came while the formatter's call was the latest mechanical one
    assert analysers[0].mechanical == analysers[1].mechanical == [("black .", 1), ("black .", 2)]


@pytest.mark.parametrize("fmt", ["claude", "codex"])
def test_skipped_reading_outputs_still_count_as_commands_the_agent_moved_on_with(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fmt: str):
    """A program the shell could not find, then only reading commands (skipped by the lean filter):
    the analyser counts them as commands that ran fine, so "the agent moved on" is the same."""
    if fmt == "claude":
        events = kit.init() + kit.bash("phpunit", "bash: phpunit: command not found", 127)
        events += "".join(kit.bash(f"cat src/m{i}.php", f"<?php // m{i}") for i in range(8))
    else:
        lines = [*_codex_command("phpunit", "bash: phpunit: command not found", "c0", 127, "failed")]
        for i in range(8):
            lines += _codex_command(f"cat src/m{i}.php", f"<?php // m{i}", f"c{i + 1}")
        events = "".join(kit.line(obj) for obj in lines)
    run = kit.make_run(tmp_path, "moved-on", events)
    assert sum(isinstance(e, Skipped) for e in _parse(*(json.loads(x) for x in events.splitlines()))) >= 8
    full = _diagnosis(run, monkeypatch, "full")
    assert any("moved on" in e["note"] for e in full["evidence"])
    assert _diagnosis(run, monkeypatch, "lean") == full
