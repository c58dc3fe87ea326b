"""Classes of failure the twelfth batch of real captures (tests/realcases12: Codex rollouts and Claude Code
transcripts of four repositories) found on first contact, stated in the formats' real shapes and keyed to no run
of that set:

- the human naming an environment report by two of its own words in a row ("there is no NUGET_API_KEY in the repo
  settings?" after "The specified API key is invalid, has expired, or does not have permission") asked about it:
  it is not a report they saw and passed by;
- a formatter or linter autofix pointed at named files only (`python -m ruff check --fix src/x/sweep.py 2>&1 | tail`)
  changes those files, not the repository; and the words inside a here-document (`cat > tests/t.py <<'PY' ...`) are
  what it writes, not commands: neither is a repo-wide mechanical change. An upgrade stays repo-wide whatever its
  arguments (`pip-compile --upgrade requirements.in -o requirements.txt`).
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of
from tests.test_realcases4_classes import human, transcript

PUSH_LOG = ("publish\tPush to NuGet\t2026-08-12T17:31:08Z Pushing NumWordify.2.0.0.nupkg to 'https://www.nuget.org/"
            "api/v2/package'...\npublish\tPush to NuGet\t2026-08-12T17:31:08Z   PUT https://www.nuget.org/api/v2/package/\n"
            "publish\tPush to NuGet\t2026-08-12T17:31:09Z   Forbidden https://www.nuget.org/api/v2/package/ 612ms\n"
            "publish\tPush to NuGet\t2026-08-12T17:31:09Z error: Response status code does not indicate success: 403 "
            "(The specified API key is invalid, has expired, or does not have permission to access the specified "
            "package.).\npublish\tPush to NuGet\t2026-08-12T17:31:09Z ##[error]Process completed with exit code 1.")


def _session(question: str) -> str:
    return transcript(human("merge the PR, tag v2.0.0 and watch the NuGet release"),
                      kit.bash("gh pr merge 3 --merge", "✓ Merged pull request #3"),
                      kit.bash("git tag v2.0.0 && git push origin v2.0.0", " * [new tag]         v2.0.0 -> v2.0.0"),
                      kit.bash("gh run view 6 --log-failed 2>&1 | tail -30", PUSH_LOG),
                      kit.say("Merged and tagged; the only obstacle is a credential for the push."),
                      human(question),
                      kit.bash("gh secret list", "NUGET_API_KEY\t2025-01-20T04:03:30Z"),
                      kit.say("Found it: the repository secret expired in January."))


def test_the_human_asking_about_the_refused_credential_took_the_report_up(tmp_path: Path):
    events = _session("there is no NUGET_API_KEY under the nuget environment in the repo settings?")
    d = diagnose(tmp_path, events)
    assert d.mode == "permission_blocked", d
    assert lines_of(events, "Forbidden https://www.nuget.org")[0] in {e.line for e in d.winning_evidence}


def test_a_human_who_moves_on_to_other_work_passed_the_report_by(tmp_path: Path):
    d = diagnose(tmp_path, _session("ok, leave the release. now bump the readme badge"))
    refused = [e for e in d.evidence if e.mode == "permission_blocked"]
    assert refused and d.mode != "permission_blocked", d


def _mechanical(tmp_path: Path, command: str):
    events = (kit.init() + kit.edit("/w/src/nomos/experiments/rl_sweep.py", "x = 1", "x = 2")
              + kit.bash(command, "Found 2 errors (2 fixed, 0 remaining).")
              + kit.bash("python -m pytest -q", "1 failed, 55 passed in 2.1s", 1) + kit.result("one test fails", is_error=True))
    return diagnose(tmp_path, events, prompt="# NOM-307: provenance must verify on any platform\n")


def test_a_formatter_on_named_files_or_a_heredoc_is_no_repo_wide_change(tmp_path: Path):
    scoped = _mechanical(tmp_path / "a", "python -m ruff check --fix src/nomos/experiments/rl_sweep.py 2>&1 | tail -3")
    assert not any(e.rule == "scope.mechanical" for e in scoped.evidence), scoped
    heredoc = _mechanical(tmp_path / "b", "cat > tests/test_lint.py <<'PY'\nimport subprocess\n"
                                          "subprocess.run(['ruff', 'check', '--fix', '.'])\nPY\npython -m pytest -q")
    assert not any(e.rule == "scope.mechanical" for e in heredoc.evidence), heredoc
    wide = _mechanical(tmp_path / "c", "ruff check --fix .")
    assert any(e.rule == "scope.mechanical" for e in wide.evidence), wide
    upgrade = _mechanical(tmp_path / "d", "pip-compile --upgrade requirements.in -o requirements.txt")
    assert any(e.rule == "scope.mechanical" for e in upgrade.evidence), upgrade
