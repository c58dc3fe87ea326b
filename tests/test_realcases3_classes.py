"""Classes tests/realcases3 taught, in general form: a harness whose pull-request step failed
after its own push was accepted (hive-mind issue-678/724), and GitHub's "No commits between"
refusal, which is the harness's step in its log but the agent's own business in its tool output.
The lines are in the real formats (git's ref-update line, gh's API error, GitHub's GraphQL error)."""

from __future__ import annotations

from pathlib import Path

from retriage.core.config import default_config
from retriage.core.report import diagnose_dir
from tests import streams_kit as kit

CONFIG = default_config()
PUSHED = ("[2026-11-20T09:14:01Z] [INFO] Pushing branch: git push -u origin issue-12-5be1\n"
          "To https://github.com/bot-user/ledger.git\n"
          " * [new branch]      issue-12-5be1 -> issue-12-5be1\n")
COMPARE_404 = ('[2026-11-20T09:14:04Z] [INFO] Compare API error (attempt 1/3): {"message":"Not Found",'
               '"documentation_url":"https://docs.github.com/rest/commits/commits#compare-two-commits",'
               '"status":"404"}gh: Not Found (HTTP 404)\n'
               "[2026-11-20T09:14:10Z] [ERROR] FATAL ERROR: PR creation failed\n")


def diagnose(tmp_path: Path, events: str):
    return diagnose_dir(kit.make_run(tmp_path, "run-1", events), CONFIG).diagnosis


def test_a_compare_404_after_the_runs_own_accepted_push_is_the_harness_step_failing(tmp_path: Path):
    d = diagnose(tmp_path, PUSHED + COMPARE_404)
    assert d.mode == "infra_failure", (d.scores, [(e.rule, e.text) for e in d.evidence[:5]])
    assert any("counted as infra_failure evidence" in r for r in d.reasoning), d.reasoning
    moved = [e for e in d.winning_evidence if e.rule == "git.compare_not_found"]
    assert moved and moved[0].line == 4 and "pushed_then_not_found" in moved[0].note


def test_a_compare_404_with_no_accepted_push_is_still_a_refusal(tmp_path: Path):
    d = diagnose(tmp_path, "[2026-11-20T09:14:01Z] [INFO] Pushing branch: skipped (fork mode)\n" + COMPARE_404)
    assert d.mode == "permission_blocked", (d.scores, [(e.rule, e.text) for e in d.evidence[:5]])


def test_a_404_before_the_push_is_not_explained_by_it(tmp_path: Path):
    d = diagnose(tmp_path, COMPARE_404 + PUSHED)
    assert d.mode == "permission_blocked", (d.scores, [(e.rule, e.text) for e in d.evidence[:5]])


NO_COMMITS = ("pull request create failed: GraphQL: No commits between main and fix-rounding (createPullRequest)")


def test_no_commits_between_in_a_harness_log_is_the_harness_step(tmp_path: Path):
    d = diagnose(tmp_path, f"[2026-11-20T09:14:03Z] [ERROR] {NO_COMMITS}\n")
    assert d.mode == "infra_failure", (d.scores, [(e.rule, e.text) for e in d.evidence[:5]])


def test_no_commits_between_in_the_agents_own_gh_call_is_not_infrastructure(tmp_path: Path):
    events = (kit.init() + kit.bash("gh pr create --fill", NO_COMMITS, 1)
              + kit.result("Could not open the pull request.", is_error=True))
    d = diagnose(tmp_path, events)
    assert d.mode != "infra_failure", (d.scores, [(e.rule, e.text) for e in d.evidence[:5]])
