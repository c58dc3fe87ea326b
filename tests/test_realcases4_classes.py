"""Classes of failure the fourth batch of real captures (tests/realcases4, interactive Claude Code session
transcripts) found, each stated in the tools' real wording and never keyed to a run of that set:

- a Claude Code session transcript (``~/.claude/projects/*.jsonl``) never ends with a result line, and
  a copy taken while the session was live can end in a cut line: neither says the platform stopped the
  agent. An explicit API error in the transcript still does; stream-json, Codex and Osmia streams that
  end without their final event keep meaning a stopped process;
- Claude Code's interactive rejection ("The user doesn't want to proceed with this tool use. The tool
  use was rejected ...") followed by the human's own words is a correction of the work, read as what
  the words say ("fix the test, the code is right" -> test_misunderstanding; "revert that", "this is
  not what I wanted" -> wrong_approach); a rejection with nothing after it, and a headless permission
  denial ("Claude requested permissions to use X, but you haven't granted it yet"), stay
  permission_blocked; the agent undoing its change because the human asked is not oscillation;
- zsh reports a missing program as "(eval):1: command not found: timeout": the program is `timeout`
  (not the line number), and a wrapper the agent dropped from a command it then ran on without is a
  program it moved past;
- a test file removed through the shell right after the agent wrote another test file whole is its tests
  moved by hand (as `mv` would), not a deleted test; removing a failing test file alone still is.
"""

from __future__ import annotations

import json
from itertools import count
from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of

_uuid = count(1)

REJECTED_STOP = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a "
                 "file edit, the new_string was NOT written to the file). STOP what you are doing and wait for "
                 "the user to tell you how to proceed.")
REJECTED_SAID = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a "
                 "file edit, the new_string was NOT written to the file). To tell you how to proceed, the user "
                 "said:\n")
INTERRUPTED = "[Request interrupted by user for tool use]"
NOT_GRANTED = "Claude requested permissions to use Bash, but you haven't granted it yet."


def transcript(*chunks: str) -> str:
    """Kit lines as a session transcript writes them: every line carries sessionId/parentUuid/uuid,
    and there is no init or result line."""
    out = []
    parent = None
    for chunk in chunks:
        for raw in chunk.splitlines():
            obj = json.loads(raw)
            if obj.get("type") in ("system", "result"):
                continue
            uuid = f"u-{next(_uuid)}"
            obj.update({"sessionId": "3f1c9a2e", "parentUuid": parent, "uuid": uuid, "cwd": "/home/dev/app"})
            parent = uuid
            out.append(json.dumps(obj) + "\n")
    return "".join(out)


def human(text: str) -> str:
    return kit.line({"type": "user", "message": {"role": "user", "content": text}})


def interrupted() -> str:
    return kit.line({"type": "user", "message": {"role": "user", "content": [{"type": "text", "text": INTERRUPTED}]}})


def rejected_edit(path: str, old: str, new: str, answer: str = REJECTED_STOP) -> str:
    use, res = kit.tool("Edit", {"file_path": path, "old_string": old, "new_string": new}, answer, True)
    return use + res


# -- the end of a session transcript -------------------------------------------------------------------

WORK = (kit.read("src/billing/invoice.py", "def total(lines):\n    return sum(l.amount for l in lines)\n")
        + kit.edit("src/billing/invoice.py", "return sum(l.amount for l in lines)", "return round(sum(l.amount for l in lines), 2)")
        + kit.bash("pytest -q tests/test_invoice.py", "4 passed in 0.12s"))


def test_a_transcript_without_a_result_line_is_not_a_stopped_agent(tmp_path: Path):
    events = transcript(human("round invoice totals to cents"), WORK, kit.say("Totals are rounded now."))
    d = diagnose(tmp_path, events)
    assert d.mode != "infra_failure", d
    assert not {"stream.no_result", "stream.cut_line"} & {e.rule for e in d.evidence}


def test_a_transcript_copied_mid_line_is_not_a_stopped_agent(tmp_path: Path):
    events = transcript(human("round invoice totals to cents"), WORK)
    events += '{"type":"assistant","sessionId":"3f1c9a2e","message":{"role":"assistant","content":[{"type":"te'
    d = diagnose(tmp_path, events)
    assert d.mode != "infra_failure", d
    assert not {"stream.no_result", "stream.cut_line"} & {e.rule for e in d.evidence}


def test_an_api_error_inside_a_transcript_is_still_infrastructure(tmp_path: Path):
    events = transcript(human("round invoice totals to cents"), WORK,
                        kit.say('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}',
                                model="<synthetic>"))
    d = diagnose(tmp_path, events)
    assert d.mode == "infra_failure", d
    assert lines_of(events, "overloaded_error")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_a_codex_session_rollout_without_a_turn_end_is_not_a_stopped_agent(tmp_path: Path):
    """A Codex session file (``~/.codex/sessions/…/rollout-*.jsonl``) is read as Format.CODEX like
    ``codex exec --json``, but it ends wherever the person left the session."""
    call = {"type": "function_call", "name": "shell", "call_id": "call_1",
            "arguments": json.dumps({"command": ["bash", "-lc", "pytest -q tests/test_invoice.py"]})}
    answer = {"type": "function_call_output", "call_id": "call_1",
              "output": "Exit code: 0\nWall time: 0.4 seconds\nOutput:\n4 passed in 0.12s"}
    events = "".join(kit.line({"timestamp": "2026-05-02T10:00:00.000Z", "type": t, "payload": p}) for t, p in (
        ("session_meta", {"id": "0197-aa", "cwd": "/home/dev/billing", "cli_version": "0.41.0"}),
        ("turn_context", {"model": "gpt-5-codex", "cwd": "/home/dev/billing"}),
        ("event_msg", {"type": "user_message", "message": "round invoice totals to cents", "kind": "plain"}),
        ("response_item", call), ("response_item", answer),
        ("response_item", {"type": "message", "role": "assistant",
                           "content": [{"type": "output_text", "text": "Totals are rounded now."}]})))
    d = diagnose(tmp_path, events)
    assert not {"stream.no_result", "stream.cut_line"} & {e.rule for e in d.evidence}, d.evidence
    assert d.mode != "infra_failure", d


def test_a_stream_json_run_cut_short_still_means_a_stopped_agent(tmp_path: Path):
    events = kit.init() + WORK + '{"type":"assistant","message":{"role":"assistant","content":[{"type":"te'
    d = diagnose(tmp_path, events)
    assert {"stream.no_result", "stream.cut_line"} <= {e.rule for e in d.evidence}
    assert d.mode == "infra_failure", d


def test_a_codex_stream_without_its_turn_end_still_means_a_stopped_agent(tmp_path: Path):
    events = kit.codex_stream(kit.codex_cmd("pytest -q", "4 passed"))
    events = "".join(events.splitlines(keepends=True)[:-1])  # no turn.completed / turn.failed
    d = diagnose(tmp_path, events)
    assert "stream.no_result" in {e.rule for e in d.evidence}


def test_an_osmia_stream_without_its_result_still_means_a_stopped_agent(tmp_path: Path):
    events = "".join(json.dumps(o) + "\n" for o in (
        {"type": "system", "subtype": "init", "timestamp": "2026-11-20T09:00:00Z"},
        {"type": "tool_use", "timestamp": "2026-11-20T09:01:00Z", "tool": "Bash", "args": {"command": "pytest -q"}},
        {"type": "content", "timestamp": "2026-11-20T09:02:00Z", "role": "tool", "content": "........ [ 40%]"}))
    d = diagnose(tmp_path, events)
    assert "stream.no_result" in {e.rule for e in d.evidence}


# -- a human turning a step down and saying what they want instead ------------------------------------

FIX_TESTS_START = (kit.bash("go test ./cmd/...", "--- FAIL: TestResetNotARepo (0.01s)\n    reset_test.go:41: "
                            "Expected 'Not a git repository' message, got: exit status 128\nFAIL", 1)
                   + kit.say("The tests expect a friendly message; I will change reset.go to print it."))


def test_a_rejected_code_edit_then_fix_the_test_is_test_misunderstanding(tmp_path: Path):
    events = transcript(human("fix tests"), FIX_TESTS_START,
                        rejected_edit("cmd/reset.go", "return err", 'fmt.Fprintln(os.Stderr, "Not a git repository")'),
                        interrupted(), human("fix the test, the code is right"),
                        kit.edit("cmd/reset_test.go", "Not a git repository", "exit status 128"))
    d = diagnose(tmp_path, events)
    assert d.mode == "test_misunderstanding", d
    assert lines_of(events, "the code is right")[0] in {e.line for e in d.evidence if e.mode == d.mode}
    assert not any(e.mode == "permission_blocked" and e.weight > 0 for e in d.evidence)


def test_a_rejection_whose_feedback_asks_for_a_revert_is_wrong_approach(tmp_path: Path):
    events = transcript(human("make the exporter skip empty rows"),
                        kit.edit("lib/export/csv.rb", "rows.each", "rows.reject(&:empty?).each"),
                        rejected_edit("lib/export/row.rb", "def empty?", "def empty? = cells.compact.empty?",
                                      REJECTED_SAID + "this is not what I wanted, revert the csv.rb change too"))
    d = diagnose(tmp_path, events)
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "not what I wanted")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_undoing_a_change_the_human_asked_to_revert_is_not_oscillation(tmp_path: Path):
    edits = "".join(kit.edit(f"e2e/scenario_{n}_test.go", "func TestScenario(t *testing.T) {\n\tt.Parallel()",
                             "func TestScenario(t *testing.T) {") for n in range(4))
    undo = "".join(kit.edit(f"e2e/scenario_{n}_test.go", "func TestScenario(t *testing.T) {",
                            "func TestScenario(t *testing.T) {\n\tt.Parallel()") for n in range(4))
    events = transcript(human("address the review comments on the PR"), edits,
                        kit.say("Removed t.Parallel() from the E2E scenarios as the review suggested."),
                        human("it's fine to run the tests in parallel, can you revert that?"), undo)
    d = diagnose(tmp_path, events)
    assert d.mode == "test_misunderstanding", d
    assert not any(e.mode == "model_confusion" and e.weight > 0 for e in d.evidence)


def test_a_rejection_with_nothing_after_it_stays_a_refusal(tmp_path: Path):
    events = transcript(human("deploy the docs site"), WORK,
                        kit.bash("git push origin main", REJECTED_STOP, 1).replace('"is_error": true', '"is_error": true'),
                        interrupted())
    d = diagnose(tmp_path, events)
    assert d.mode == "permission_blocked", d


def test_a_headless_denial_followed_by_a_message_stays_a_refusal(tmp_path: Path):
    use, res = kit.tool("Bash", {"command": "npm publish"}, NOT_GRANTED, True)
    events = transcript(human("publish the package"), WORK, use + res,
                        human("can you check why publish keeps failing?"))
    d = diagnose(tmp_path, events)
    assert d.mode == "permission_blocked", d


def test_the_same_words_in_a_stream_json_prompt_are_not_a_human_correction(tmp_path: Path):
    # a headless run's orchestrator may inject user text; only an interactive transcript has a person
    events = (kit.init() + WORK + human("If this is not what I wanted, revert that.")
              + kit.say("Done.") + kit.result("Done."))
    d = diagnose(tmp_path, events, state="Succeeded")
    assert not any(e.rule.startswith("human.correction") for e in d.evidence)


def test_the_task_itself_is_not_a_correction(tmp_path: Path):
    events = transcript(human("revert the last commit, it is not what I wanted"), WORK, kit.say("Reverted."))
    d = diagnose(tmp_path, events)
    assert not any(e.rule.startswith("human.correction") for e in d.evidence)


# -- zsh's "command not found: X" ------------------------------------------------------------------------

def test_zsh_names_the_missing_program_after_the_colon(tmp_path: Path):
    events = (kit.init() + kit.bash("mvn -q test", "(eval):1: command not found: mvn", 127)
              + kit.say("Maven is not installed here.") + kit.result("mvn missing", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "dependency_missing", d
    assert any("mvn" in e.text for e in d.evidence if e.mode == d.mode)
    assert not any(e.text.startswith("1:") for e in d.evidence)


def test_a_dropped_timeout_wrapper_is_a_program_moved_past(tmp_path: Path):
    later = "".join(kit.bash(c, "ok") for c in ("ls spike", "cat package.json", "git status", "git diff --stat",
                                                 "npx tsc --noEmit", "ls docs"))
    events = transcript(human("write the SDK spike"),
                        kit.bash("timeout 120 npx tsx spike/poc.ts 2>&1",
                                 "(eval):1: command not found: timeout\n\n(eval):1: command not found: timeout", 127),
                        kit.bash("npx tsx spike/poc.ts 2>&1", "[poc] first message after 812ms"), later,
                        kit.say("The spike runs; findings written."))
    d = diagnose(tmp_path, events)
    assert d.mode != "dependency_missing", d


def test_bash_wording_of_a_missing_program_still_reads_its_name(tmp_path: Path):
    events = (kit.init() + kit.bash("bundle exec rspec", "bash: line 1: bundle: command not found", 127)
              + kit.say("bundler is missing.") + kit.result("bundler missing", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "dependency_missing", d
    assert any("bundle" in e.text for e in d.evidence if e.mode == d.mode)


# -- tests moved by hand ---------------------------------------------------------------------------------

FLAG_TESTS = ("import pytest\nfrom core.flags import parse_flags\n\n\ndef test_parses_long_flags():\n"
              "    assert parse_flags(['--dry-run']) == {'dry_run': True}\n")
FAILING = "FAILED tests/cli/test_parse_flags.py::test_parses_long_flags - AssertionError\n1 failed in 0.08s"


def test_a_test_file_written_elsewhere_then_the_old_one_removed_is_a_move(tmp_path: Path):
    events = (kit.init() + kit.bash("pytest -q", FAILING, 1)
              + kit.edit("cli/parse_flags.py", "def parse_flags(argv):", "from core.flags import parse_flags")
              + "".join(kit.tool("Write", {"file_path": "tests/core/test_flags.py", "content": FLAG_TESTS},
                                 "File created successfully at: tests/core/test_flags.py"))
              + kit.bash("rm tests/cli/test_parse_flags.py", "")
              + kit.bash("pytest -q", "1 passed in 0.05s") + kit.say("Moved the flag parser and its tests to core.")
              + kit.result("Moved the flag parser and its tests to core.", is_error=True))
    d = diagnose(tmp_path, events, "# CLI-4: move the flag parser into core\n")
    assert not any(e.rule == "tests.weakened" and e.weight > 0 for e in d.evidence), d
    assert any(e.text.startswith("moved the tests (to tests/core/test_flags.py)") for e in d.evidence), d


def test_removing_a_failing_test_file_without_writing_its_tests_elsewhere_is_weakening(tmp_path: Path):
    events = (kit.init() + kit.bash("pytest -q", FAILING, 1)
              + kit.edit("cli/parse_flags.py", "return {}", "return {'dry_run': True}")
              + kit.bash("rm tests/cli/test_parse_flags.py", "")
              + kit.bash("pytest -q", "no tests ran in 0.01s") + kit.say("Tests pass now.")
              + kit.result("Tests pass now.", is_error=True))
    d = diagnose(tmp_path, events, "# CLI-4: fix --dry-run parsing\n")
    assert d.mode == "test_misunderstanding", d
    assert lines_of(events, "rm tests/cli/test_parse_flags.py")[0] in {e.line for e in d.evidence if e.mode == d.mode}
