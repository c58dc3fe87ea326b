"""Classes of failure the thirty-second blind set (tests/blind32: interactive sessions at a developer's desk) and the
thirty-first (tests/blind31: databases and migrations) found on first contact in session transcripts, each stated
in the human's words as a developer types them and keyed to no run of those sets:

- how a session ends on the human turning the work down: "I'll just do the localStorage bit myself", "actually
  forget it, I'll do it", "let's stop here, I need to go", "stop touching git";
- how the human takes an environment problem on: "I'll file a request", "I can't upgrade it today", "park it",
  "I'll run the baseline on a CI runner", "the VPN dropped again", "I'll do it tonight";
- how the human names the mode: "please don't touch her spec", "you deleted the fixture instead of handling it?"
  (tests); "that's not what I asked", "why are we touching the HTTP layer?", "you're editing the wrong service", "I
  asked for an invalidation in admin.py, not a TTL change" (approach); "71 files?? I wanted a 404", "why are 17
  files changed?", "I asked for one word", "this was supposed to be a one-word fix", "rewrote half the codebase"
  (scope); "you invented it", "there's no repositories package", "the exact same command five times" (confusion).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from tests import streams_kit as kit
from tests.streams_kit import diagnose
from tests.test_realcases4_classes import human, transcript

_RULES = yaml.safe_load((Path(__file__).parent.parent / "core" / "rules.yaml").read_text())["human_correction"]
_MODES = {m["mode"]: re.compile(m["regex"]) for m in _RULES["modes"]}


def _mode_of(words: str) -> str:
    """The first mode whose words the message holds, as core/corrections.py reads it."""
    return next((mode for mode, regex in _MODES.items() if regex.search(words)), "")


@pytest.mark.parametrize("words, mode", [
    ("please don't touch her spec", "test_misunderstanding"),
    ("wait, you deleted the fixture instead of handling it?", "test_misunderstanding"),
    ("that's not what I asked. users pick a theme with the toggle", "wrong_approach"),
    ("hold on, why are we touching the HTTP layer and postgres config?", "wrong_approach"),
    ("you're editing the wrong service. it's mailer-api/app/sender.py", "wrong_approach"),
    ("I asked for an invalidation in admin.py on save, not a TTL change", "wrong_approach"),
    ("71 files?? I wanted a 404", "scope_creep"),
    ("whoa. why are 17 files changed?", "scope_creep"),
    ("why did 214 files change?? I asked for one word", "scope_creep"),
    ("this was supposed to be a one-word fix", "scope_creep"),
    ("the unsafe fixes rewrote half the codebase", "scope_creep"),
    ("it doesn't exist. you invented it.", "model_confusion"),
    ("there's no repositories package. the ticket says app/models/order.py", "model_confusion"),
    ("you've run the exact same command five times without changing a line", "model_confusion"),
])
def test_the_humans_words_name_the_mode(words: str, mode: str):
    assert _mode_of(words) == mode


@pytest.mark.parametrize("words", [
    "looks good, 3 files changed as expected",
    "I asked for this yesterday, thanks for doing it",
    "there's no rush",
    "run the same test again please",
])
def test_ordinary_words_name_no_mode(words: str):
    assert _mode_of(words) == ""


def test_how_a_session_ends_on_the_human_turning_the_work_down():
    rejected = re.compile(_RULES["steered"]["rejected_regex"])
    for words in ("I'll just do the localStorage bit myself", "actually forget it, I'll do it",
                  "let's stop here, I need to go", "stop touching git. I'll sort it out"):
        assert rejected.search(words), words
    for words in ("great, now do the same for the invoices page", "stop the dev server before you run the tests"):
        assert not rejected.search(words), words


def test_how_the_human_takes_an_environment_problem_on():
    ack = re.compile(_RULES["environment_ack_regex"])
    for words in ("only platform can grant dbAdmin. I'll file a request", "this box still has 1.22 and I can't upgrade "
                  "it today", "if it's not released we can't do it. park it", "leave it, I'll run the baseline on a CI "
                  "runner with 16G", "ugh the VPN dropped again", "the install takes forever, I'll do it tonight"):
        assert ack.search(words), words
    assert not ack.search("I'll review the PR tonight")


def test_a_session_the_human_ends_with_forget_it_keeps_the_loop_it_saw(tmp_path: Path):
    same = kit.bash("npx vitest run src/send-batch.test.ts", "FAIL src/send-batch.test.ts > sends every batch\n"
                    "Error: Test timed out in 5000ms.", 1)
    events = transcript(human("BATCH-12: sendBatch hangs when one recipient fails"),
                        kit.read("/w/src/send-batch.ts", "export async function sendBatch(r) { await Promise.all(r.map(send)) }"),
                        same, same, same, same, same,
                        human("you've run the exact same command five times without changing a line"),
                        kit.say("You're right, let me look at the code."),
                        human("actually forget it, I'll do it"))
    d = diagnose(tmp_path, events, prompt="# BATCH-12: sendBatch hangs when one recipient fails\n")
    assert d.mode == "model_confusion", d


def test_more_ways_the_human_takes_an_environment_problem_on():
    ack = re.compile(_RULES["environment_ack_regex"])
    for words in ("not on the shared jumpbox. leave it, I'll build it in the docker image",
                  "write the sql files then, I'll run them from the docker image",
                  "oh, this is the slim dev image. no build-essential. leave it"):
        assert ack.search(words), words


def test_the_watchdogs_own_kill_is_no_oom(tmp_path: Path):
    edit = kit.edit("/w/deployer/config.py", "yaml.load(f)", "yaml.safe_load(f)")
    events = kit.init() + kit.read("/w/deployer/config.py", "cfg = yaml.load(f)") + edit * 6
    task = "# DEP-3: load the deploy config with safe_load\n"
    looped = {"reason_code": "loop", "message": "identical tool call repeated 6 times: Edit deployer/config.py"}
    d = diagnose(tmp_path / "a", events, prompt=task, watchdog=looped, result_json={"success": False, "exit_code": 137})
    assert d.mode == "model_confusion", d
    assert any("watchdog_kill_is_the_137" in (e.note or "") for e in d.evidence), d
    # the watchdog reporting the OOM killer itself: the 137 is that kill
    oom = {"reason_code": "oom", "message": "container exceeded its memory limit (2Gi)"}
    d = diagnose(tmp_path / "b", kit.init() + kit.read("/w/deployer/config.py", "cfg = yaml.load(f)"), prompt=task,
                 watchdog=oom, result_json={"success": False, "exit_code": 137})
    assert d.mode == "infra_failure", d


def test_a_program_the_task_says_to_run_by_its_path_is_not_a_file_to_change():
    from retriage.core.task import read_task

    rules = yaml.safe_load((Path(__file__).parent.parent / "core" / "rules.yaml").read_text())
    task = read_task("Add a `sales_channel` column to `orders`. Apply the migration on the integration DB via "
                     "`bin/migrate integration` as CI does.", rules)
    assert task.run_paths == ("bin/migrate",), task
    # named on its own, the same path is one to change
    assert read_task("Fix the argument parsing in `bin/migrate`.", rules).run_paths == ()
