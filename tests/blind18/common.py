"""Small shared snippets for case files."""
from gen_lib import bash, read, say, think, grep, glob, edit, write, todo, notice, api_error, denied, codex_errors, Case  # noqa: F401


def git_status(branch="main", dirty=()):
    if not dirty:
        return bash("git status --short --branch", "## %s...origin/%s" % (branch, branch))
    return bash("git status --short --branch", "## %s...origin/%s\n" % (branch, branch) +
                "\n".join(" M " + d for d in dirty))


def git_diff_stat(files, ins=None, dels=None):
    lines = []
    ti = td = 0
    for i, f in enumerate(files):
        a = (ins[i] if ins else 3)
        d = (dels[i] if dels else 1)
        ti += a
        td += d
        lines.append(" %s | %d %s" % (f, a + d, "+" * min(a, 30) + "-" * min(d, 30)))
    lines.append(" %d file%s changed, %d insertions(+), %d deletions(-)" % (len(files), "" if len(files) == 1 else "s", ti, td))
    return "\n".join(lines)


def ls(path, entries):
    return bash("ls %s" % path, "\n".join(entries))
