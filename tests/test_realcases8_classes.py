"""Classes of failure the eighth batch of real captures (tests/realcases8: interactive Codex sessions) found on
first contact, each stated in the formats' real shapes and never keyed to a run of that set:

- a refusal on a line naming a path of the machine's own (rustup's "could not create temp file
  /Users/x/.rustup/tmp/...: Operation not permitted") is the machine's, even when the task or the request in force
  is about permissions (``machine_path_regex``);
- in a session, an environment report that a later message of the human names ("fix the temp file permissions",
  "python3 should point to python 3.11") is not one they saw and passed by (``human_named_words`` and the
  patterns' topic words);
- Codex writes a command the sandbox refused or killed as "failed in sandbox: ..." with no exit code: a failed call;
- `X | None` evaluated by Python < 3.10 (``unsupported operand type(s) for |: 'types.GenericAlias' and
  'NoneType'``) is an interpreter older than the code needs (``python.interpreter_too_old``, sample in
  tests/signatures/python.yaml).
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of
from tests.test_realcases4_classes import human, transcript

from retriage.core.formats.codex_rollout import normalise
from retriage.core.formats.context import ParseContext

RUSTUP = ("info: syncing channel updates for '1.78.0-aarch64-apple-darwin'\nerror: could not create temp file "
          "/Users/dev/.rustup/tmp/yhc_4ldv_file: Operation not permitted (os error 1)")


def test_a_refusal_on_the_machines_own_path_is_not_the_features_words(tmp_path: Path):
    events = (kit.init() + kit.edit("src/acl.rs", "fn allowed", "pub fn allowed")
              + kit.bash("cargo check", RUSTUP, 1) + kit.result("could not build", is_error=True))
    d = diagnose(tmp_path, events, prompt="# ACL-2: deny writes without the editor permission\n")
    assert d.mode == "permission_blocked", d
    assert lines_of(events, "Operation not permitted")[0] in kit.mode_lines(d)


def test_a_report_the_human_then_asks_about_is_not_passed_by(tmp_path: Path):
    session = transcript(human("make sure it all builds"), kit.say("Building."),
                         kit.bash("cargo check", RUSTUP, 1),
                         kit.say("rustup cannot create its temp file, so the build cannot run."),
                         human("fix the temp file permissions"),
                         kit.bash("chmod -R u+w ~/.rustup/tmp", "chmod: /Users/dev/.rustup/tmp: Operation not permitted", 1),
                         kit.say("I cannot change that directory from here."),
                         human("it is done. continue"), kit.bash("cargo check", RUSTUP, 1),
                         kit.say("Rustup still cannot write to ~/.rustup/tmp."))
    d = diagnose(tmp_path, session, prompt="make sure it all builds\n")
    assert d.mode == "permission_blocked", d
    passed = [e for e in d.evidence if e.rule == "permission.denied" and "kept steering" in (e.note or "")]
    assert not passed


def test_a_report_the_human_passed_by_without_naming_it_still_counts_little(tmp_path: Path):
    # the same error, then the human moves on to something else: they saw it and passed by
    session = transcript(human("make sure it all builds"), kit.say("Building."),
                         kit.bash("cargo check", RUSTUP, 1), kit.say("rustup cannot create its temp file."),
                         human("ok, leave the build; update the README's install section instead"),
                         kit.edit("README.md", "## Install", "## Install\n\nRun `make`."),
                         kit.say("README updated."))
    d = diagnose(tmp_path, session, prompt="make sure it all builds\n")
    assert d.mode != "permission_blocked", d


def _rollout_output(output: str):
    ctx = ParseContext()
    obj = {"timestamp": "2025-10-17T21:40:30Z", "type": "response_item",
           "payload": {"type": "function_call_output", "call_id": "call_1", "output": output}}
    return normalise(obj, 7, 0, ctx)[0]


def test_a_command_failed_in_the_sandbox_is_a_failed_call():
    assert _rollout_output("failed in sandbox: sandbox error: command was killed by a signal").is_error
    assert not _rollout_output("Exit code: 0\nWall time: 1 seconds\nOutput:\nfailed in sandbox: quoted\n").is_error


PEP604 = ("ImportError while loading conftest '/w/tests/conftest.py'.\ntests/conftest.py:3: in <module>\n"
          "    from app.rates import lookup\nE   TypeError: unsupported operand type(s) for |: 'type' and 'NoneType'")


def test_an_interpreter_too_old_for_the_code_it_was_given_is_a_missing_dependency(tmp_path: Path):
    events = (kit.init() + kit.bash("python3 -m pytest -q", PEP604, 4)
              + kit.bash("python3 --version", "Python 3.9.6") + kit.result("the tests cannot run", is_error=True))
    d = diagnose(tmp_path, events, prompt="# T-3: fix the failing unit tests\n")
    assert d.mode == "dependency_missing", d


def test_syntax_the_run_itself_wrote_is_not_an_interpreter_too_old(tmp_path: Path):
    events = (kit.init() + kit.edit("app/rates.py", "def lookup(rows: Optional[list] = None):",
                                    "def lookup(rows: list | None = None):")
              + kit.bash("python3 -m pytest -q", PEP604, 4) + kit.result("the tests cannot run", is_error=True))
    d = diagnose(tmp_path, events, prompt="# T-3: modernise the type hints in app/rates.py\n")
    assert d.mode != "dependency_missing", d
