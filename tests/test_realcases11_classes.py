"""Classes of failure the eleventh batch of real captures (tests/realcases11: Codex rollouts and Claude Code
transcripts of four repositories) found on first contact, stated in the formats' real shapes and keyed to no run
of that set:

- the human saying the agent did more than was needed ("i think you've done more than is necessary, could we just
  run cargo package?", "this is over-engineered") is a correction that names scope creep;
- the human forbidding what the agent just did to a target ("never open prs against release") corrects its
  approach;
- the human running by hand the command that failed for the agent took the problem up
  (tests/test_realcases10_classes.py).
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of
from tests.test_realcases4_classes import human, transcript


def test_the_human_saying_it_did_more_than_needed_names_scope_creep(tmp_path: Path):
    session = transcript(human("make the release fail before it publishes a broken crate"),
                         kit.edit("xtasks/release.sh", "cargo publish -p mise", "preflight_assets\ncargo publish -p mise"),
                         kit.edit("xtasks/release.sh", "push_tags_at_end", "push_tag_now\ncheck_registry_vs_tags"),
                         kit.say("The release script now has three guardrails."),
                         human("i think you've done more than is necessary, could we just run cargo package?"),
                         kit.say("You're right; simplifying to plain `cargo package`."))
    d = diagnose(tmp_path, session, prompt="make the release fail before it publishes a broken crate\n")
    assert d.mode == "scope_creep", d
    assert lines_of(session, "more than is necessary")[0] in kit.mode_lines(d)


def test_the_human_forbidding_the_target_the_agent_used_corrects_the_approach(tmp_path: Path):
    session = transcript(human("make a pr for the cargo-deny fix"),
                         kit.bash("gh pr create --base release --title 'fix(deny): allow the new licence'",
                                  "https://github.com/acme/tool/pull/812"),
                         kit.say("Opened #812."),
                         human("never open prs against release!!!!!!!!!!!"),
                         kit.bash("gh pr edit 812 --base main", "https://github.com/acme/tool/pull/812"),
                         kit.say("I made the wrong call there; #812 now targets main."))
    d = diagnose(tmp_path, session, prompt="make a pr for the cargo-deny fix\n")
    assert d.mode == "wrong_approach", d
    # "never" about something the agent was not doing is no correction of it
    fine = transcript(human("make a pr for the cargo-deny fix"),
                      kit.bash("gh pr create --base main --title 'fix(deny)'", "https://github.com/acme/tool/pull/813"),
                      kit.say("Opened #813."), human("thanks. and never mind the changelog for this one"),
                      kit.say("Ok."))
    assert diagnose(tmp_path / "b", fine, prompt="make a pr for the cargo-deny fix\n").mode != "wrong_approach"
