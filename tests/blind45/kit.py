"""Small builders for realistic noise shared by the case files."""
from gen_lib import bash, read, edit, write, grep, glob, say, think, todo, sysnote, api_error, end, denied  # noqa: F401


def C(slug, fmt, mode, ticket, title, body, steps, why, near_miss="", repo="repo", **kw):
    d = dict(slug=slug, fmt=fmt, mode=mode, ticket=ticket, title=title, body=body, steps=steps, why=why,
             near_miss=near_miss, repo=repo)
    d.update(kw)
    return d


def git_status(branch="main", modified=(), untracked=()):
    s = "On branch %s\nYour branch is up to date with 'origin/%s'.\n" % (branch, branch)
    if modified:
        s += "\nChanges not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n  (use \"git restore <file>...\" to discard changes in working directory)\n"
        s += "".join("\tmodified:   %s\n" % m for m in modified)
    if untracked:
        s += "\nUntracked files:\n  (use \"git add <file>...\" to include in what will be committed)\n"
        s += "".join("\t%s\n" % u for u in untracked)
    if not modified and not untracked:
        s += "\nnothing to commit, working tree clean\n"
    return s


def pytest_ok(tests, secs=4.21, skipped=0, warnings=0, extra=""):
    n = len(tests)
    body = "".join("%s PASSED\n" % t for t in tests)
    tail = "%d passed" % n
    if skipped:
        tail += ", %d skipped" % skipped
    if warnings:
        tail += ", %d warnings" % warnings
    return ("============================= test session starts ==============================\n"
            "platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0\nrootdir: /workspace\nconfigfile: pyproject.toml\n"
            "collected %d items\n\n%s%s\n========================= %s in %.2fs =========================\n" % (n + skipped, body, extra, tail, secs))


def go_ok(pkgs):
    return "".join("ok  \t%s\t%.3fs\n" % (p, 0.2 + (i * 0.37) % 2.1) for i, p in enumerate(pkgs))


def ls(entries):
    return "\n".join(entries) + "\n"


def gitlog(lines):
    return "\n".join(lines) + "\n"


def orient(tree, log, branch="main", readme=None, readme_path="README.md"):
    """opening moves of most agents: where am I, what changed lately, what is this repo"""
    st = [bash("git status -sb && git log --oneline -4", "## %s...origin/%s\n%s" % (branch, branch, gitlog(log))),
          bash("ls", ls(tree))]
    if readme:
        st.append(read(readme_path, readme))
    return st


def _changed(steps):
    seen = []
    for s in steps:
        if s["kind"] in ("edit", "write") and not s.get("err") and s["path"] not in seen:
            seen.append(s["path"])
    return seen


def closing(steps, new=()):
    """git status / diff --stat computed from the edits made so far (agents check their work)"""
    files = _changed(steps)
    st = "".join((" M %s\n" if f not in new else "?? %s\n") % f for f in files)
    width = max([len(f) for f in files] + [1])
    tot_i = tot_d = 0
    lines = ""
    for f in files:
        i = 2 + len(f) % 9
        d = 0 if f in new else 1 + len(f) % 3
        tot_i += i
        tot_d += d
        lines += " %s | %d %s\n" % (f.ljust(width), i + d, "+" * i + "-" * d)
    lines += " %d files changed, %d insertions(+), %d deletions(-)\n" % (len(files), tot_i, tot_d)
    return [bash("git status --short", st), bash("git diff --stat", lines)]


def pad(steps, new=(), at=-1):
    """insert closing() steps before position `at` of steps (default: before the last step)"""
    i = len(steps) + at + 1 if at < 0 else at
    i = min(i, len(steps) - 1) if at == -1 else i
    return steps[:i] + closing(steps[:i], new) + steps[i:]
