"""Classes of failure the sixth blind set (tests/blind6: half mainstream, half the wider world —
Elixir, Julia, Swift, Dart, Zig, OCaml, R, Terraform, Helm, cloud CLIs, Bazel, Nix) found, each
stated in its tool's real format and never keyed to a run of that set:

- a CLI's other verb or its version query is not a rerun of the command that failed
  (`aws s3 sync` refused, then `aws sts get-caller-identity`; `opam install` failing, then
  `opam list`; `julia --project -e …` failing, then `julia --version`): the error stays open;
- resolution failures in their generic shapes (SwiftPM, Bazel, sbt, autoconf, Nix: samples in
  tests/signatures/generic.yaml), a git host answering 5xx (tests/signatures/git_hosting.yaml);
- a harness refusing a tool because it is not in the allowed tools of the task;
"""

from __future__ import annotations

from pathlib import Path

from retriage.core.channels import command_key
from retriage.core.config import default_config
from retriage.core.report import diagnose_dir
from tests import streams_kit as kit

CONFIG = default_config()


def diagnose(tmp_path: Path, events: str, prompt: str = "# T-1: fix it\n", **kwargs):
    return diagnose_dir(kit.make_run(tmp_path, "run-1", events, prompt=prompt, **kwargs), CONFIG).diagnosis


def lines_of(events: str, needle: str) -> list[int]:
    return [n for n, text in enumerate(events.splitlines(), 1) if needle in text]


# -- another verb of the same CLI does not recover the failed one ------------------------------------

S3_DENIED = ("upload failed: site/index.html to s3://docs-bucket/index.html An error occurred (AccessDenied) "
             "when calling the PutObject operation: Access Denied")
CALLER = '{\n    "UserId": "AROAEXAMPLE:ci",\n    "Account": "123456789012",\n    "Arn": "arn:aws:sts::123456789012:assumed-role/ci/ci"\n}'


def test_a_cli_verb_and_a_version_query_are_different_commands():
    assert command_key("aws s3 sync site/ s3://b/") != command_key("aws sts get-caller-identity")
    assert command_key("opam install -y zarith") != command_key("opam list --installed")
    assert command_key("julia --project -e 'using Pkg'") != command_key("julia --version")
    # a path or a flag is an argument, not a verb: the same attempt
    assert command_key("pytest -q tests/a.py") == command_key("pytest tests/b.py")
    assert command_key("node scripts/build.js") == command_key("node scripts/other.js")


def test_an_identity_lookup_after_a_refused_cloud_call_does_not_recover_it(tmp_path: Path):
    events = (kit.init() + kit.bash("aws s3 sync site/ s3://docs-bucket/ --delete", S3_DENIED, exit_code=1)
              + kit.bash("aws sts get-caller-identity", CALLER)
              + kit.say("The CI role cannot write to the bucket.") + kit.result("blocked", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "permission_blocked", d.scores
    assert lines_of(events, "AccessDenied")[0] in {e.line for e in d.winning_evidence}


def test_the_same_verb_run_again_and_working_does_recover_it(tmp_path: Path):
    events = (kit.init() + kit.bash("aws s3 sync site/ s3://docs-bucket/ --delete", S3_DENIED, exit_code=1)
              + kit.bash("aws s3 sync site/ s3://docs-bucket-staging/ --delete", "upload: site/index.html to s3://docs-bucket-staging/index.html")
              + kit.say("Published to staging.") + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode != "permission_blocked", d.scores


# -- a harness refusing a tool that is not in the task's allowed tools --------------------------------

NOT_ALLOWED = "Error: tool call rejected: Bash is not in the allowed tools for this task (policy: readonly-shell)"


def test_a_tool_outside_the_allowed_tools_is_a_permission_block(tmp_path: Path):
    events = (kit.init() + kit.bash("composer dump-autoload", NOT_ALLOWED)
              + kit.bash("vendor/bin/phpunit", NOT_ALLOWED)
              + kit.say("I cannot run composer here.") + kit.result("blocked", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode == "permission_blocked", d.scores
    assert set(lines_of(events, "allowed tools")) & {e.line for e in d.winning_evidence}


def test_a_test_of_an_allow_list_feature_quoting_the_words_is_not_a_block(tmp_path: Path):
    report = ("F.\n=================================== FAILURES ===================================\n"
              "____________________________ test_rejects_unlisted ____________________________\n"
              ">       assert gate.check('Bash') == 'tool call rejected: Bash is not in the allowed tools'\n"
              "E       AssertionError: assert None == 'tool call rejected: Bash is not in the allowed tools'\n"
              "=========================== short test summary info ============================\n"
              "FAILED tests/test_gate.py::test_rejects_unlisted - AssertionError: assert None == "
              "'tool call rejected: Bash is not in the allowed tools'\n1 failed, 1 passed in 0.03s")
    events = (kit.init() + kit.edit("/w/src/gate.py", "pass", "return None")
              + kit.bash("pytest -q tests/test_gate.py", report, exit_code=1)
              + kit.say("The gate still lets Bash through.") + kit.result("not done", is_error=True))
    d = diagnose(tmp_path, events, prompt="# G-2: gate\n\nMake `src/gate.py` reject tools not in the allow list.\n")
    assert d.mode != "permission_blocked", d.scores
