"""Classes of failure the tenth batch of real captures (tests/realcases10: Claude Code transcripts and Codex
rollouts) found on first contact, each stated in the tools' real shapes and never keyed to a run of that set:

- git unable to sign a commit (gpg's "error: gpg failed to sign the data", 1Password's SSH agent "failed to fill
  whole buffer" / "agent returned an error", ssh-keygen's "Couldn't sign message ... agent") is a credential the
  agent cannot unlock: permission (``git.signing_failed``, samples in tests/signatures/git_hosting.yaml), and in
  a session the human who answers "1Password's unlocked, try again" took the problem up;
- the same refusal after "cannot run gpg: No such file or directory" is the program missing, not a refusal
  (causal link ``missing_signer_fails_signing``).
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of
from tests.test_realcases4_classes import human, transcript

LOCKED = "error: 1Password: failed to fill whole buffer\n\nfatal: failed to write commit object"


def test_a_signing_agent_that_is_locked_blocks_the_commit_and_the_human_takes_it_up(tmp_path: Path):
    session = transcript(human("split the uncommitted work into logical commits"),
                         kit.bash("git commit -m 'feat(schema): page templates'", LOCKED, 128),
                         kit.bash("git commit -m 'feat(schema): page templates'", LOCKED, 128),
                         kit.bash("ssh-add -l", "The agent has no identities.", 1),
                         kit.say("Commit signing through 1Password fails: its SSH agent has no identities. "
                                 "Could you unlock it?"),
                         human("1Password's unlocked, try the commit again"))
    d = diagnose(tmp_path, session, prompt="split the uncommitted work into logical commits\n")
    assert d.mode == "permission_blocked", d
    assert set(lines_of(session, "failed to fill whole buffer")) <= kit.mode_lines(d)


def test_signing_that_fails_because_gpg_is_not_installed_is_a_missing_program(tmp_path: Path):
    out = ("error: cannot run gpg: No such file or directory\nerror: gpg failed to sign the data\n"
           "error: unable to sign the tag")
    events = kit.init() + kit.bash("git tag -s v2.3.0 -m 'v2.3.0'", out, 128) + kit.result("could not tag", is_error=True)
    assert diagnose(tmp_path, events, prompt="# REL-7: tag and sign v2.3.0\n").mode == "dependency_missing"
    plain = kit.init() + kit.bash("git tag -s v2.3.0 -m 'v2.3.0'", "error: gpg failed to sign the data\n"
                                  "error: unable to sign the tag", 128) + kit.result("could not tag", is_error=True)
    assert diagnose(tmp_path / "b", plain, prompt="# REL-7: tag and sign v2.3.0\n").mode == "permission_blocked"


def test_the_human_running_the_refused_commit_by_hand_took_the_problem_up(tmp_path: Path):
    refused = ("error: Signing file /var/folders/x/T//.git_signing_buffer_tmpQ\nCouldn't sign message (signer): agent "
               "refused operation?\n\nfatal: failed to write commit object")
    commit = "git commit -m 'feat(decisions): verify-docs gate'"
    session = transcript(human("/lore-commit"), kit.bash("git add src/ tests/", ""),
                         kit.bash(commit, refused, 128),
                         kit.say("The signing agent refused the commit; please run it yourself."),
                         human(f"<bash-input>{commit}</bash-input>"),
                         human("<bash-stdout>[main 130f941] feat(decisions): verify-docs gate</bash-stdout>"),
                         human("done. go on with the next commit"),
                         kit.bash("git log --oneline -1", "130f941 feat(decisions): verify-docs gate"),
                         kit.say("Committed; the next group is the docs."))
    d = diagnose(tmp_path, session, prompt="/lore-commit\n")
    assert d.mode == "permission_blocked", d
    # the same refusal followed by the human asking for something else: seen and passed by
    other = transcript(human("/lore-commit"), kit.bash(commit, refused, 128),
                       kit.say("The signing agent refused the commit."),
                       human("never mind that, update the changelog instead"),
                       kit.edit("CHANGELOG.md", "## Unreleased", "## Unreleased\n\n- verify-docs gate"))
    assert diagnose(tmp_path / "b", other, prompt="/lore-commit\n").mode != "permission_blocked"
