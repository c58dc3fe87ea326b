"""Shared bits for case files: small builders and neutral filler steps."""
from gen_lib import *

def P(t, title, body): return "# %s: %s\n\n%s\n" % (t, title, body)

CASES = None  # each case module keeps its own list

def gitst(lines):
    return bash("git status --short", "\n".join(lines))

def diff(out, files=None, ev=False, stat=False):
    cmd = "git diff --stat" if stat else ("git diff" + (" -- " + " ".join(files) if files else ""))
    return bash(cmd, out, ev=ev)

FILLER = [
    lambda: bash("git status --short && git log --oneline -3", "4c1e0a7 Merge pull request #812 from team/release-train\n9b2d61f chore(deps): bump lockfile\n0fe83a2 docs: clarify local setup"),
    lambda: bash("ls", "AGENTS.md\nMakefile\nREADME.md\ndocs\nscripts"),
    lambda: say("Getting oriented before changing anything."),
    lambda: bash("cat AGENTS.md", "# Agent notes\n\n- Run the test target from the Makefile before finishing.\n- Keep changes minimal and focused on the ticket.\n- Do not commit; the orchestrator opens the PR."),
    lambda: bash("git branch --show-current", "agent/task"),
    lambda: think("I should confirm the layout and the test command before editing."),
    lambda: bash("rg --files | wc -l", "1184"),
    lambda: bash("git log -1 --format='%h %an %s'", "4c1e0a7 release-bot Merge pull request #812 from team/release-train"),
    lambda: say("Reading the surrounding code and tests first."),
    lambda: bash("head -20 README.md", "# Service\n\nInternal service. See docs/ for architecture notes.\n\n## Development\n\n    make setup\n    make test"),
]

def patch(path, old, new, ev=False, kind="Update"):
    """An apply_patch the agent ran through the shell (so the edit text is visible in a Codex stream)."""
    body = "\n".join(["-" + l for l in old.split("\n") if old] + ["+" + l for l in new.split("\n") if new])
    cmd = "apply_patch <<'PATCH'\n*** Begin Patch\n*** %s File: %s\n@@\n%s\n*** End Patch\nPATCH" % (kind, path, body)
    return bash(cmd, "Success. Updated the following files:\n%s %s" % ("A" if kind == "Add" else "M", path), ev=ev)
