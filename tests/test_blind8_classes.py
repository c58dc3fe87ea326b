"""Classes of failure the eighth blind set (tests/blind8) found, the confident wrong answers first,
each stated in its tool's real format and never keyed to a run of that set:

- Hex's "No matching version for <pkg> <req> (from: mix.exs) in registry" is a dependency that cannot be
  resolved; the edit to mix.exs that declared it is how the agent tried to add it, not a wrong approach;
- an agent that says it is building "the X requested in this task" when nothing of X is in the task is
  working on a task it imagined (model_confusion), even though its edits are also to files the task does
  not name; the same words about something the task does ask for are not confusion;
- Claude Code's "You've hit your weekly limit · resets ..." (the limit named by its period) is the
  provider's limit like "You've hit your usage limit";
- an Osmia `content` event with role `system` is the orchestrator's notice (a pod OOMKilled), read as
  harness log text; the agent's own prose quoting the same words is not;
- a command-line flag the tool says does not exist (Go's flag package "flag provided but not defined: -x",
  cobra's "unknown flag: --x", argparse's "unrecognized arguments", clap's "unexpected argument"), used
  again and again after being told, is an invented flag like an invented file or function;
- Claude Code's denial names the command ("Permission to use Bash with command X has been denied."), and
  Osmia, whose tool output carries no error flag, shows it as the output: that output is the refusal;
- a `sed -i` substitution and its exact reverse, again and again, when the pattern holds the other kind
  of quote (JSON strings inside a single-quoted script) is the same oscillation as one without quotes;
- a task that says the test is right ("`x_spec.rb` is right", "`TestX` in `x_test.go` encodes the rule")
  protects it like "do not change the tests": an edit of only that test, after it failed, is weakening it.
"""

from __future__ import annotations

from pathlib import Path

import json

import pytest

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of

TASK = "# UP-9: sign upload URLs\n\n`lib/store/signer.ex` should return presigned S3 URLs.\n"
HEX_NO_VERSION = ("Resolving Hex dependencies...\nResolution completed in 0.044s\n"
                  "** (Mix) No matching version for ex_aws_s3 ~> 9.1 (from: mix.exs) in registry\n\n"
                  "The latest version is: 2.5.3")


def test_hex_without_a_matching_version_is_a_missing_dependency(tmp_path: Path):
    events = (kit.init() + kit.edit("mix.exs", '{:jason, "~> 1.4"}', '{:jason, "~> 1.4"},\n      {:ex_aws_s3, "~> 9.1"}')
              + kit.bash("mix deps.get", HEX_NO_VERSION, 1) + kit.say("ex_aws_s3 9.1 is not on Hex.")
              + kit.result("stopped", is_error=True))
    d = diagnose(tmp_path, events, TASK)
    assert d.mode == "dependency_missing", d
    assert lines_of(events, "No matching version")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_an_unrelated_mix_exs_edit_without_a_resolution_error_is_not_a_dependency(tmp_path: Path):
    events = (kit.init() + kit.edit("mix.exs", '{:jason, "~> 1.4"}', '{:jason, "~> 1.5"}')
              + kit.bash("mix deps.get", "Resolving Hex dependencies...\nResolution completed in 0.04s\n"
                         "Unchanged:\n  jason 1.5.0", 0)
              + kit.say("Bumped jason.") + kit.result("Bumped jason."))
    assert diagnose(tmp_path, events, TASK).mode != "dependency_missing"


# -- the agent works on a task it imagined ------------------------------------------------------------

CLOCK_TASK = "# RL-7: rate limiter uses wall clock\n\n`lib/limiter/window.ex` should use `System.monotonic_time/1`.\n"


def _imagined(claim: str) -> str:
    return (kit.init() + kit.read("lib/limiter/window.ex", "now = System.system_time(:millisecond)")
            + kit.say(claim)
            + "".join(kit.tool("Write", {"file_path": "lib/limiter/audit_export.ex",
                                         "content": "defmodule AuditExport do\nend\n"},
                               "File created successfully at: lib/limiter/audit_export.ex"))
            + kit.edit("README.md", "## Limits", "## Limits\n\nSee the export module.")
            + kit.result("Done."))


@pytest.mark.parametrize("pipeline", ["full", "lean"])
def test_building_something_the_task_never_mentions_is_confusion(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                  pipeline: str):
    # the lean filter skips agent prose it never scans: a claim about the task must be kept
    monkeypatch.setenv("RETRIAGE_PIPELINE", pipeline)
    events = _imagined("Now I'll implement the audit export requested in this task.")
    d = diagnose(tmp_path, events, CLOCK_TASK)
    assert d.mode == "model_confusion", d
    assert lines_of(events, "audit export requested")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_naming_what_the_task_does_ask_for_is_not_confusion(tmp_path: Path):
    events = _imagined("Now I'll implement the monotonic clock change requested in this task.")
    assert diagnose(tmp_path, events, CLOCK_TASK).mode != "model_confusion"


# -- Claude Code's limit named by its period ----------------------------------------------------------

def test_a_weekly_limit_ends_the_session_as_infrastructure(tmp_path: Path):
    events = (kit.init() + kit.read("lib/app.ex", "defmodule App do\nend")
              + kit.say("You've hit your weekly limit · resets Dec 4, 6am (UTC)", model="<synthetic>")
              + kit.result("You've hit your weekly limit · resets Dec 4, 6am (UTC)", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "infra_failure", d
    assert lines_of(events, "weekly limit")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_a_limit_message_in_a_file_the_agent_read_is_not_infrastructure(tmp_path: Path):
    events = (kit.init() + kit.read("lib/quota.ex", '@msg "You\'ve hit your weekly limit · resets Monday"')
              + kit.edit("lib/quota.ex", "Monday", "on Monday") + kit.result("Reworded the quota message."))
    assert diagnose(tmp_path, events).mode != "infra_failure"


# -- Osmia: the orchestrator's notice is harness text, not the agent's prose --------------------------

def _osmia(*objs: dict) -> str:
    return "".join(json.dumps(o) + "\n" for o in objs)


OSMIA_START = ({"type": "system", "subtype": "init", "timestamp": "2026-11-20T09:00:00Z"},
               {"type": "tool_use", "timestamp": "2026-11-20T09:01:00Z", "tool": "Bash", "args": {"command": "pytest -q"}},
               {"type": "content", "timestamp": "2026-11-20T09:02:00Z", "role": "tool", "content": "........ [ 40%]"})


@pytest.mark.parametrize("pipeline", ["full", "lean"])
def test_an_osmia_system_notice_of_an_oom_kill_is_infrastructure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                  pipeline: str):
    monkeypatch.setenv("RETRIAGE_PIPELINE", pipeline)
    events = _osmia(*OSMIA_START, {"type": "content", "timestamp": "2026-11-20T09:02:01Z", "role": "system",
                                   "content": "osmia-controller: pod agent-x-1 container agent terminated: "
                                              "reason=OOMKilled exitCode=137"})
    d = diagnose(tmp_path, events)
    assert d.mode == "infra_failure", d
    assert lines_of(events, "OOMKilled")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_the_agents_own_prose_about_oom_kills_is_not_infrastructure(tmp_path: Path):
    events = _osmia(*OSMIA_START[:1],
                    {"type": "content", "timestamp": "2026-11-20T09:00:30Z", "role": "assistant",
                     "content": "The worker should log when a pod is OOMKilled (exit code 137)."},
                    {"type": "tool_use", "timestamp": "2026-11-20T09:01:00Z", "tool": "Edit",
                     "args": {"file_path": "worker/log.py", "old_string": "pass", "new_string": "log(reason)"}},
                    {"type": "content", "timestamp": "2026-11-20T09:01:05Z", "role": "tool", "content": "ok"},
                    {"type": "result", "timestamp": "2026-11-20T09:02:00Z", "success": False, "summary": "Stopped."})
    assert diagnose(tmp_path, events).mode != "infra_failure"


# -- an invented command-line flag, used again after being told ---------------------------------------

GO_FLAG = ("\u2577\n\u2502 Error: Failed to parse command-line flags\n\u2502 \n"
           "\u2502 flag provided but not defined: -target-only\n\u2575\n")


def test_an_invented_flag_used_three_times_is_confusion(tmp_path: Path):
    events = (kit.init()
              + kit.bash("terraform plan -target-only=module.db", GO_FLAG, 1)
              + kit.say("-target-only is the documented way; retrying.")
              + kit.bash("terraform plan --target-only='module.db'", GO_FLAG, 1)
              + kit.bash("terraform plan -target-only module.db", GO_FLAG, 1)
              + kit.say("The binary must be misreporting.") + kit.result("stopped", is_error=True))
    d = diagnose(tmp_path, events, "# NET-4: plan the db module\n\nRun a plan scoped to `module.db`.\n")
    assert d.mode == "model_confusion", d
    located = {e.line for e in d.evidence if e.mode == d.mode}
    assert located & set(lines_of(events, "terraform plan"))
    # the outputs that said so are located too, not only the calls
    assert set(lines_of(events, "flag provided but not defined")) <= located


def test_a_wrong_flag_corrected_after_one_error_is_not_confusion(tmp_path: Path):
    events = (kit.init()
              + kit.bash("terraform plan -target-only=module.db", GO_FLAG, 1)
              + kit.bash("terraform plan -target=module.db", "Plan: 2 to add, 0 to change, 0 to destroy.", 0)
              + kit.say("Planned.") + kit.result("Planned the db module."))
    assert diagnose(tmp_path, events, "# NET-4: plan the db module\n\nRun a plan scoped to `module.db`.\n").mode \
        != "model_confusion"


# -- a permission denial that names the command ---------------------------------------------------------

DENIED = "Permission to use Bash with command docker compose up -d stub has been denied."


@pytest.mark.parametrize("pipeline", ["full", "lean"])
def test_a_denied_command_in_osmia_output_is_permission_blocked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 pipeline: str):
    monkeypatch.setenv("RETRIAGE_PIPELINE", pipeline)
    events = _osmia(OSMIA_START[0],
                    {"type": "tool_use", "timestamp": "2026-11-20T09:01:00Z", "tool": "Bash",
                     "args": {"command": "docker compose up -d stub"}},
                    {"type": "content", "timestamp": "2026-11-20T09:01:02Z", "role": "tool", "content": DENIED},
                    {"type": "content", "timestamp": "2026-11-20T09:01:10Z", "role": "assistant",
                     "content": "I cannot start the stub, so the integration test cannot run."},
                    {"type": "result", "timestamp": "2026-11-20T09:02:00Z", "success": False, "summary": "Blocked."})
    d = diagnose(tmp_path, events)
    assert d.mode == "permission_blocked", d
    assert lines_of(events, "has been denied")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_a_passing_test_that_prints_the_denial_text_is_not_permission_blocked(tmp_path: Path):
    output = ("============================= test session starts ==============================\n"
              "tests/test_gate.py::test_message PASSED  # expects 'Permission to use Bash with command rm "
              "has been denied.'\n============================== 1 passed in 0.02s ===============================")
    events = (kit.init() + kit.edit("gate/messages.py", "denied", "has been denied")
              + kit.bash("pytest tests/test_gate.py -v", output, 0) + kit.result("Fixed the message."))
    assert diagnose(tmp_path, events, "# G-2: fix the denial message\n\n`gate/messages.py`.\n").mode \
        != "permission_blocked"


# -- sed and its reverse, with quotes inside the script ------------------------------------------------

FWD = "sed -i 's/\"{n} Dateien\"/\"{n} Datei\"/' locales/de.json"
BACK = "sed -i 's/\"{n} Datei\"/\"{n} Dateien\"/' locales/de.json"


def test_a_quoted_sed_and_its_reverse_repeated_is_confusion(tmp_path: Path):
    events = (kit.init() + kit.bash(FWD, "") + kit.bash("npx vitest run locales", " Test Files  1 passed (1)")
              + kit.bash(BACK, "") + kit.bash(FWD, "") + kit.bash(BACK, "") + kit.bash(FWD, "") + kit.bash(BACK, "")
              + kit.result("Done."))
    d = diagnose(tmp_path, events, "# L-3: German plural of file\n\nFix the plural in `locales/de.json`.\n")
    assert d.mode == "model_confusion", d
    assert {e.line for e in d.evidence if e.mode == d.mode} & set(lines_of(events, "Dateien"))


def test_two_different_quoted_seds_are_not_confusion(tmp_path: Path):
    other = "sed -i 's/\"{n} Ordners\"/\"{n} Ordner\"/' locales/de.json"
    events = (kit.init() + kit.bash(FWD, "") + kit.bash(other, "")
              + kit.bash("npx vitest run locales", " Test Files  1 passed (1)") + kit.result("Fixed both plurals."))
    assert diagnose(tmp_path, events, "# L-3: German plurals\n\nFix the plurals in `locales/de.json`.\n").mode \
        != "model_confusion"


# -- "the spec is right": the task protects the test -----------------------------------------------------

RSPEC_FAIL = ("F..\n\nFailures:\n\n  1) Invoice#total rounds half up\n     Failure/Error: expect(invoice.total).to eq(10.5)\n\n"
              "       expected: 10.5\n            got: 10.0\n\n       (compared using ==)\n"
              "     # ./spec/models/invoice_spec.rb:7:in `block (2 levels) in <top (required)>'\n\n"
              "Finished in 0.03 seconds (files took 0.8 seconds to load)\n3 examples, 1 failure\n")
RSPEC_PASS = "...\n\nFinished in 0.03 seconds (files took 0.8 seconds to load)\n3 examples, 0 failures\n"


_codex = kit.codex_stream


def _spec_run(prompt_line: str) -> tuple[str, str]:
    # Codex reports a file_change by path only: what changed in the spec is not in the stream
    rspec = 'bash -lc "bundle exec rspec spec/models/invoice_spec.rb"'
    events = _codex({"type": "command_execution", "command": rspec, "aggregated_output": RSPEC_FAIL,
                     "exit_code": 1, "status": "failed"},
                    {"type": "file_change", "changes": [{"path": "spec/models/invoice_spec.rb", "kind": "update"}],
                     "status": "completed"},
                    {"type": "command_execution", "command": rspec, "aggregated_output": RSPEC_PASS,
                     "exit_code": 0, "status": "completed"},
                    {"type": "agent_message", "text": "Spec green."})
    return events, f"# INV-3: invoice total rounds down\n\n{prompt_line} Fix `Invoice#total`.\n"


@pytest.mark.parametrize("line", ["`spec/models/invoice_spec.rb` is right.",
                                  "`InvoiceTest` in `test/invoice_test.rb` encodes the rule."])
def test_editing_only_the_test_the_task_says_is_right_is_test_misunderstanding(tmp_path: Path, line: str):
    events, prompt = _spec_run(line)
    d = diagnose(tmp_path, events, prompt, taskrun={"engine": "codex"})
    assert d.mode == "test_misunderstanding", d
    assert lines_of(events, "file_change")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_the_same_edit_when_the_task_does_not_protect_the_test_is_not_weakening(tmp_path: Path):
    events, prompt = _spec_run("Totals of 10.5 come out as 10.0.")
    assert diagnose(tmp_path, events, prompt, taskrun={"engine": "codex"}).mode != "test_misunderstanding"
