"""Classes of failure the twenty-first blind set (tests/blind21: back-ends and their services) found on first
contact, each stated in the tools' real output formats and never keyed to a run of that set (the signatures'
own samples are in tests/signatures/git_hosting.yaml and generic.yaml):

- a path after an HTTP method (`GET /v2/orders`) is an endpoint, not a file the task names;
- a path the task names only inside a command it quotes to run ("Acceptance: `pytest tests/test_settings.py
  -q`") is what to run, not what to change: a run that changed other files did not leave it untouched;
- GitHub's repository rules refusing a push (GH013, "push declined due to repository rule violations", GH006
  protected branch) and a database refusing the agent's role (PostgreSQL's SQLSTATE 42501 "must be owner of
  table", MySQL's ERROR 1142) are permission refusals.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose

from retriage.core.config import default_config
from retriage.core.task import read_task

RULES = default_config().rules


def test_a_path_after_an_http_method_is_an_endpoint():
    task = read_task("# API-5: add `created_after` to `GET /v2/orders` and `POST /v2/orders/{id}/refund`\n"
                     "The router is `app/routers/orders.py`.", RULES)
    assert task.named_paths == ("app/routers/orders.py",)


def test_a_path_only_in_a_quoted_test_command_is_what_to_run():
    task = read_task("# WEB-2: set SameSite=Lax in production settings\n\n"
                     "Acceptance: `pytest tests/test_settings.py -q`.", RULES)
    assert task.run_paths == ("tests/test_settings.py",)
    named_too = read_task("# WEB-2: fix `tests/test_settings.py`\n\nAcceptance: `pytest tests/test_settings.py -q`.",
                          RULES)
    assert named_too.run_paths == ()


def test_a_run_that_changed_other_files_did_not_leave_the_acceptance_test_untouched(tmp_path: Path):
    events = (kit.init() + kit.edit("config/settings/production.py", "SESSION_COOKIE_SECURE = False",
                                    'SESSION_COOKIE_SECURE = True\nSESSION_COOKIE_SAMESITE = "Lax"')
              + kit.bash("pytest tests/test_settings.py -q", "3 passed in 0.41s")
              + kit.result("Set SameSite=Lax and Secure on the session cookie; the settings tests pass."))
    d = diagnose(tmp_path, events, prompt="# WEB-2: set SameSite=Lax on the session cookie in production\n\n"
                                          "Acceptance: `pytest tests/test_settings.py -q`.\n")
    assert not any(e.rule == "task.named_files_untouched" for e in d.evidence), d.evidence
