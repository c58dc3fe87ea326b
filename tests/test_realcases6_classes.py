"""Classes of failure the sixth batch of real captures (tests/realcases6: interactive Claude Code and
Codex sessions) found, each stated in the tools' real shapes and never keyed to a run of that set:

- the human points at where the problem really shows ("it is bad with the other client", "that was
  the CLI on the server") and the agent concedes that the change it made does not reach that ("the
  fixes we made don't help X at all", "the fixes I just made won't affect the CLI") and names a new
  direction: the change went into the wrong place (wrong_approach), shown at the concession and the
  conceded edits. A reassurance ("the changes I made won't affect existing users") with no new
  direction is not one, nor is the same sentence where no human spoke, nor a concession about a
  change the agent never made;
- ``env VAR=x cmd``, ``sudo cmd``, ``timeout 60 cmd``, ``nice cmd`` run ``cmd``: a command refused by
  the sandbox and then rerun with its environment redirected (``env HOME=/tmp/h wrangler dev``) is a
  rerun of the same command, and its working recovers the refusal; ``command -v cmd`` only asks
  where ``cmd`` is and runs nothing.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of
from tests.test_realcases4_classes import human, transcript

from retriage.core.channels import command_key, main_command

PROMPT = "make the assistant pick the right tool for fixed sensors"
FIRST_CHANGE = kit.edit("cmd/web-chat/main.go", "const systemPrompt = `Tools:", "const systemPrompt = `NEVER use history for fixed sensors. Tools:")
CONCEDES = ("So the other client connects straight to the MCP server and only sees the tool descriptions, "
            "not the web-chat prompt. The fixes we made don't help it at all.\n\nThe right fix is to make the "
            "tool descriptions in the server explicit.")


def _session(*tail: str) -> str:
    return transcript(human(PROMPT), kit.say("Updating the web-chat system prompt."), FIRST_CHANGE,
                      kit.say("Done: rebuild the web-chat binary."),
                      human("With the assistant site it works well, with the other client it is still bad."), *tail)


def test_the_agent_conceding_its_change_missed_after_the_human_pointed_is_wrong_approach(tmp_path: Path):
    events = _session(kit.say(CONCEDES))
    d = diagnose(tmp_path, events)
    assert d.mode == "wrong_approach", d
    lines = {e.line for e in d.evidence if e.mode == d.mode}
    assert lines_of(events, "don't help it at all")[0] in lines
    assert lines_of(events, "NEVER use history")[0] in lines  # the conceded edit


def test_a_bold_wont_affect_with_the_likely_cause_is_a_concession_too(tmp_path: Path):
    words = ("You're right, the test folder is not deployed on the server. The fixes I just made to the test "
             "folder **won't affect** the CLI on the server.\n\nSo the issue is likely in the stored unit field.")
    d = diagnose(tmp_path, _session(kit.say(words)))
    assert d.mode == "wrong_approach", d


def test_a_reassurance_without_a_new_direction_is_not_a_concession(tmp_path: Path):
    d = diagnose(tmp_path, _session(kit.say("The changes I made won't affect existing users of the web chat.")))
    assert d.mode != "wrong_approach", d
    assert not any(e.rule == "human.conceded" for e in d.evidence)


def test_the_same_words_where_no_human_spoke_are_not_read(tmp_path: Path):
    events = kit.init() + kit.say("Updating the prompt.") + FIRST_CHANGE + kit.say(CONCEDES) + kit.result("done")
    d = diagnose(tmp_path, events, prompt=f"# T-1: {PROMPT}\n")
    assert not any(e.rule == "human.conceded" for e in d.evidence), d


def test_a_concession_about_a_change_never_made_is_not_read(tmp_path: Path):
    events = transcript(human(PROMPT), kit.say("Looking at the prompt."),
                        kit.read("cmd/web-chat/main.go", "const systemPrompt = `Tools:`"),
                        human("it is still bad with the other client"), kit.say(CONCEDES))
    d = diagnose(tmp_path, events)
    assert not any(e.rule == "human.conceded" for e in d.evidence), d


# -- commands run through env / sudo / timeout ------------------------------------------------------------

def test_a_program_run_through_env_sudo_or_timeout_is_that_program():
    assert command_key("env HOME=/tmp/h WRANGLER_LOG=none node_modules/.bin/wrangler dev --port 8789") == "wrangler dev"
    assert command_key("sudo -u app make test") == "make test"
    assert command_key("timeout -s KILL 5m cargo test --all") == "cargo test"
    assert main_command("cd svc && nice -n 10 env CI=1 pytest -q") == ["pytest", "-q"]
    assert main_command("command -v protoc protoc-gen-go")[:2] == ["command", "-v"]  # a lookup runs nothing


def test_a_refused_command_rerun_with_its_environment_redirected_recovers(tmp_path: Path):
    refused = ("Failed to bind to 127.0.0.1:9229: permission denied.\n  This usually means a sandbox or "
               "security policy is preventing network access.")
    events = (kit.init() + kit.bash("node_modules/.bin/wrangler dev --ip 127.0.0.1 --port 8789", refused, 1)
              + kit.say("The sandbox blocks the inspector port; rerunning with its paths redirected.")
              + kit.bash("env HOME=/tmp/h WRANGLER_SEND_METRICS=false node_modules/.bin/wrangler dev --ip 127.0.0.1 "
                         "--port 8789", "Ready on http://127.0.0.1:8789")
              + kit.edit("src/policy.ts", "vars.POLICY", "policyText") + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode != "permission_blocked", d
