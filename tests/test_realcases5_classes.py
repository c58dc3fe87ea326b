"""Classes of failure the fifth batch of real captures (tests/realcases5: long interactive sessions, Claude
Code transcripts and Codex session rollouts) found, each stated in the tools' real shapes and never keyed
to a run of that set:

- in a session the human keeps steering ("also update the docs", "do both", "commit"), the task is what
  they asked over the session, not the first prompt alone: work, test changes and undos made after a later
  message are not scope creep, test tampering or oscillation measured against the opener; whole-session
  counts (files changed, work after green) do not add up different requests; and what the detectors found
  before a message the agent then went on working from, the human saw and steered past. Headless runs
  (stream-json, ``codex exec``) and single-prompt transcripts keep every reading;
- a Codex session rollout's ``event_msg`` ``user_message`` lines are the human's words, read like a
  transcript's: "you marked #950 for deletion but that's actually a useful feature" corrects the method;
- "why would you repeat creating the table ...?" challenges the approach (wrong_approach);
- the human reports the work broke something ("CMD is now broken") and the agent backs its own change out
  (``git revert``) instead of fixing it: the approach was wrong. Fixing forward after the same report is an
  ordinary defect (no mode).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of
from tests.test_realcases4_classes import human, transcript

# -- builders -------------------------------------------------------------------------------------------


def rollout(*items: tuple[str, dict[str, Any]]) -> str:
    """A Codex session rollout (``~/.codex/sessions/.../rollout-*.jsonl``) of (type, payload) lines."""
    head = [("session_meta", {"id": "0197-aa", "cwd": "/home/dev/svc", "cli_version": "0.41.0"}),
            ("turn_context", {"model": "gpt-5-codex", "cwd": "/home/dev/svc"})]
    return "".join(kit.line({"timestamp": "2026-05-02T10:00:00.000Z", "type": t, "payload": p})
                   for t, p in [*head, *items])


def you(text: str) -> list[tuple[str, dict[str, Any]]]:
    """What a person types in the Codex TUI: the model's copy and the UI's own line."""
    return [("response_item", {"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]}),
            ("event_msg", {"type": "user_message", "message": text, "kind": "plain"})]


def codex_says(text: str) -> list[tuple[str, dict[str, Any]]]:
    return [("response_item", {"type": "message", "role": "assistant",
                               "content": [{"type": "output_text", "text": text}]})]


_calls = iter(range(1, 10_000))


def codex_shell(command: str, output: str, code: int = 0) -> list[tuple[str, dict[str, Any]]]:
    call = f"call_{next(_calls)}"
    return [("response_item", {"type": "function_call", "name": "shell", "call_id": call,
                               "arguments": json.dumps({"command": ["bash", "-lc", command]})}),
            ("response_item", {"type": "function_call_output", "call_id": call,
                               "output": f"Exit code: {code}\nWall time: 0.4 seconds\nOutput:\n{output}"})]


def codex_patch(path: str, old: str, new: str) -> list[tuple[str, dict[str, Any]]]:
    call = f"call_{next(_calls)}"
    body = f"*** Begin Patch\n*** Update File: {path}\n@@\n-{old}\n+{new}\n*** End Patch"
    return [("response_item", {"type": "custom_tool_call", "name": "apply_patch", "call_id": call, "input": body}),
            ("response_item", {"type": "custom_tool_call_output", "call_id": call,
                               "output": json.dumps({"output": f"Success. Updated the following files:\nM {path}\n",
                                                     "metadata": {"exit_code": 0}})})]


def flat(*groups: list[tuple[str, dict[str, Any]]]) -> list[tuple[str, dict[str, Any]]]:
    return [item for group in groups for item in group]


def edits(paths: list[str]) -> str:
    return "".join(kit.edit(p, "VERSION = 1", "VERSION = 2") for p in paths)


FIX = (kit.read("src/billing/invoice.py", "def total(lines):\n    return sum(l.amount for l in lines)\n")
       + kit.edit("src/billing/invoice.py", "return sum(l.amount for l in lines)", "return round(sum(l.amount for l in lines), 2)")
       + kit.bash("pytest -q tests/test_invoice.py", "4 passed in 0.12s"))
PROMPT = "Round invoice totals to cents in src/billing/invoice.py\n"
LATER_FILES = [f"src/billing/exporters/{name}.py" for name in
               ("csv", "xlsx", "pdf", "json", "xml", "ubl", "peppol", "sepa", "mt940", "camt", "qif", "ofx",
                "datev", "sie")]


# -- work the human asked for later -----------------------------------------------------------------------

def test_files_the_human_asked_for_later_are_not_scope_creep(tmp_path: Path):
    events = transcript(human(PROMPT), FIX, kit.say("Totals round to cents now."),
                        human("nice. also apply the same rounding in every exporter under src/billing/exporters"),
                        edits(LATER_FILES), kit.say("All exporters round the same way now."),
                        human("the pdf export still shows three decimals"))
    d = diagnose(tmp_path, events, prompt=PROMPT)
    assert d.mode == "unknown", d
    assert not any(e.mode == "scope_creep" and e.weight >= 1 for e in d.evidence)


def test_the_same_work_in_a_headless_run_is_still_scope_creep(tmp_path: Path):
    # near-miss: one prompt, nobody at the keyboard; the fourteen other files are the agent's own idea
    events = kit.init() + FIX + edits(LATER_FILES) + kit.result("Done.", subtype="success")
    d = diagnose(tmp_path, events, prompt=PROMPT)
    assert d.mode == "scope_creep", d


def test_a_single_prompt_transcript_keeps_its_scope_reading(tmp_path: Path):
    # near-miss: a transcript whose human never spoke again is judged against its only prompt
    events = transcript(human(PROMPT), FIX, edits(LATER_FILES), kit.say("Done, and I tidied the exporters."))
    d = diagnose(tmp_path, events, prompt=PROMPT)
    assert d.mode == "scope_creep", d


def test_test_changes_the_human_asked_for_in_a_codex_rollout_are_not_tampering(tmp_path: Path):
    assertion = ('    assert quote(basket) == 12.5', '    assert quote(basket) == 11.25')
    items = flat(you("Apply the 10% loyalty discount in pricing/quote.py"),
                 codex_patch("pricing/quote.py", "    return subtotal", "    return subtotal * 0.9"),
                 codex_shell("pytest -q tests/test_quote.py", "1 failed, 7 passed in 0.30s", 1),
                 codex_says("The discount changes the expected totals in tests/test_quote.py."),
                 you("yes the old totals are wrong now, update tests/test_quote.py to the discounted values"),
                 codex_patch("tests/test_quote.py", *assertion), codex_patch("tests/test_quote.py", *assertion),
                 codex_patch("tests/test_quote.py", *assertion),
                 codex_shell("pytest -q tests/test_quote.py", "8 passed in 0.28s"),
                 codex_says("Updated the expectations; all green."),
                 you("the checkout page still shows the old price"))
    d = diagnose(tmp_path, rollout(*items), prompt="Apply the 10% loyalty discount in pricing/quote.py\n",
                 taskrun={"engine": "codex"})
    assert d.mode == "unknown", d


def test_the_same_assertion_changes_in_codex_exec_stay_test_misunderstanding(tmp_path: Path):
    # near-miss: `codex exec --json` has no person to ask for them
    change = {"type": "file_change", "changes": [{"path": "tests/test_quote.py", "kind": "update"}]}
    patch = ("*** Begin Patch\n*** Update File: tests/test_quote.py\n@@\n-    assert quote(basket) == 12.5\n"
             "+    assert quote(basket) == 11.25\n*** End Patch")
    items = [kit.codex_cmd("apply_patch " + json.dumps(patch), "Success."), change,
             kit.codex_cmd("pytest -q tests/test_quote.py", "8 passed in 0.28s")]
    d = diagnose(tmp_path, kit.codex_stream(*items), prompt="Apply the 10% loyalty discount in pricing/quote.py\n",
                 taskrun={"engine": "codex"})
    assert d.mode == "test_misunderstanding", d


# -- what the session went past ---------------------------------------------------------------------------

def test_an_error_the_session_went_past_is_not_the_failure(tmp_path: Path):
    events = transcript(human("start the dev stack and open a PR for the OTP login"),
                        kit.bash("docker compose up -d", "zsh:1: command not found: docker", 127),
                        kit.say("Docker is not installed here; I started the API with npm run dev instead."),
                        human("ok log in on your instance and check the upload flow"),
                        FIX, kit.say("Uploads work now."),
                        human("hmm, still seeing the user id instead of the email in the top bar"))
    d = diagnose(tmp_path, events, prompt="start the dev stack and open a PR for the OTP login\n")
    assert d.mode == "unknown", d


def test_an_error_right_before_the_last_message_is_still_the_failure(tmp_path: Path):
    # near-miss: the session ends on the human asking about the error; nothing went on past it
    events = transcript(human("start the dev stack and open a PR for the OTP login"), FIX,
                        kit.bash("docker compose up -d", "zsh:1: command not found: docker", 127),
                        human("why can't you start it?"))
    d = diagnose(tmp_path, events, prompt="start the dev stack and open a PR for the OTP login\n")
    assert d.mode == "dependency_missing", d


# -- the human's words --------------------------------------------------------------------------------------

def test_a_codex_rollout_user_message_that_contradicts_the_agents_call_is_wrong_approach(tmp_path: Path):
    items = flat(you("rank the open issues by staleness and mark the ones to close"),
                 codex_shell("gh issue list --state open --limit 200 --json number,title,updatedAt",
                             '[{"number": 412, "title": "Export to Parquet", "updatedAt": "2025-01-03"}]'),
                 codex_says("Marked #412 and 11 others for closing: no activity in a year."),
                 you("you flagged #412 to close but that's actually something we still want, it just has no "
                     "activity"))
    events = rollout(*items)
    d = diagnose(tmp_path, events, prompt="rank the open issues by staleness and mark the ones to close\n",
                 taskrun={"engine": "codex"})
    assert d.mode == "wrong_approach", d
    # the line the person typed (event_msg user_message), not the model's copy of it
    said = [n for n in lines_of(events, "you flagged #412") if '"user_message"' in events.splitlines()[n - 1]]
    assert said and said[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_why_would_you_challenges_the_approach(tmp_path: Path):
    events = transcript(human("add a device_approvals table with a migration"),
                        kit.edit("db/migrations/0001_baseline.sql", "-- end", "CREATE TABLE device_approvals (id uuid);\n-- end"),
                        kit.edit("db/migrations/0042_device_approvals.sql", "", "CREATE TABLE device_approvals (id uuid);"),
                        kit.say("Added the table to the baseline and a new migration."),
                        human("a fresh database runs every migration anyway, why would you repeat the table in the "
                              "baseline?"))
    d = diagnose(tmp_path, events, prompt="add a device_approvals table with a migration\n")
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "why would you repeat")[0] in {e.line for e in d.evidence if e.mode == d.mode}


# -- a breakage report the agent answers by backing out --------------------------------------------------

CHUNKED = (kit.edit("shell/prompt.lua", "local c = pipe:read(1)", "local chunk = pipe:read(4096)")
           + kit.bash("git commit -am 'perf(shell): read records in chunks'", "[main 4be1c0d] perf(shell): read records in chunks"))


def test_a_breakage_report_the_agent_backs_out_of_is_wrong_approach(tmp_path: Path):
    events = transcript(human("the prompt is slow in cmd, speed up the record reader"), CHUNKED,
                        kit.say("Committed: records are read in chunks now."),
                        human("Seems like cmd is now broken, I don't get a prompt at all"),
                        kit.bash("git revert --no-edit 4be1c0d", "[main 9d0e2aa] Revert \"perf(shell): read records in chunks\""),
                        kit.say("Reverted. The reader cannot do non-blocking reads, so chunked reads hang."))
    d = diagnose(tmp_path, events, prompt="the prompt is slow in cmd, speed up the record reader\n")
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "is now broken")[0] in {e.line for e in d.evidence if e.mode == d.mode}
    # the revert the report asked for is not the agent going back and forth
    assert not any(e.mode == "model_confusion" and e.weight > 0 for e in d.evidence)


def test_a_breakage_report_the_agent_fixes_forward_is_no_mode(tmp_path: Path):
    # near-miss: same report, the agent fixes its change instead of abandoning it: an ordinary defect
    events = transcript(human("the prompt is slow in cmd, speed up the record reader"), CHUNKED,
                        kit.say("Committed: records are read in chunks now."),
                        human("Seems like cmd is now broken, I don't get a prompt at all"),
                        kit.edit("shell/prompt.lua", "local chunk = pipe:read(4096)", "local chunk = pipe:read('*l')"),
                        kit.say("Fixed: the reader stops at the record's end now."))
    d = diagnose(tmp_path, events, prompt="the prompt is slow in cmd, speed up the record reader\n")
    assert d.mode == "unknown", d


# -- a failure report answered by changes to tests only ---------------------------------------------------

ADDED = (kit.edit("src/paths/mapper.ts", "return path.replace(from, to)", "return path.replace(new RegExp(from), to)")
         + kit.edit("src/paths/mapper.posix.test.ts", "describe('map', () => {",
                    "describe('map', () => {\n  it('maps a regex', () => expect(map('/a/b')).toBe('~/b'));")
         + kit.bash("npx jest src/paths", "Tests:       12 passed, 12 total")
         + kit.bash("git commit -am 'fix(paths): regex mappings'", "[main 77ab12c] fix(paths): regex mappings"))


def test_a_ci_failure_the_agent_fixes_in_its_tests_only_is_test_misunderstanding(tmp_path: Path):
    events = transcript(human("regex path mappings are ignored, fix it"), ADDED,
                        kit.say("Fixed and committed; all green."),
                        human("CI fails now: https://ci.example.org/runs/8812"),
                        kit.bash("gh run view 8812 --log-failed", "FAIL src/paths/mapper.posix.test.ts\n  expect(received).toBe(expected)"),
                        kit.edit("src/paths/mapper.posix.test.ts", "expect(map('/a/b')).toBe('~/b')",
                                 "expect(map('/a/b', { home: '/a' })).toBe('~/b')"),
                        kit.say("My new test assumed a home directory that only my machine has; it sets one now."))
    d = diagnose(tmp_path, events, prompt="regex path mappings are ignored, fix it\n")
    assert d.mode == "test_misunderstanding", d
    assert lines_of(events, "CI fails now")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_a_ci_failure_fixed_in_product_code_is_no_mode(tmp_path: Path):
    # near-miss: the same report, the fix is in the code (a defect the tests rightly caught)
    events = transcript(human("regex path mappings are ignored, fix it"), ADDED,
                        kit.say("Fixed and committed; all green."),
                        human("CI fails now: https://ci.example.org/runs/8812"),
                        kit.edit("src/paths/mapper.ts", "return path.replace(new RegExp(from), to)",
                                 "return path.replace(new RegExp(from, 'u'), to)"),
                        kit.edit("src/paths/mapper.posix.test.ts", "expect(map('/a/b')).toBe('~/b')",
                                 "expect(map('/a/b')).toBe('~/b') // unicode-safe"),
                        kit.say("The mapper now handles unicode paths."))
    d = diagnose(tmp_path, events, prompt="regex path mappings are ignored, fix it\n")
    assert d.mode != "test_misunderstanding", d
