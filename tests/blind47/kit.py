"""Small reusable pieces of realistic tool output for the p3- cases."""


def pytest_ok(n, t=2.41, skipped=0, extra=""):
    s = "%d passed" % n
    if skipped:
        s += ", %d skipped" % skipped
    return ("============================= test session starts ==============================\n"
            "platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0\n"
            "rootdir: /workspace\nconfigfile: pyproject.toml\ncollected %d items\n\n%s"
            "\n============================== %s in %.2fs ==============================="
            % (n + skipped, extra, s, t))


def pytest_fail(collected, failures, passed, t=3.12, body=""):
    fl = "\n".join("FAILED %s" % f for f in failures)
    return ("============================= test session starts ==============================\n"
            "platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0\n"
            "rootdir: /workspace\nconfigfile: pyproject.toml\ncollected %d items\n\n%s\n"
            "=========================== short test summary info ============================\n"
            "%s\n========================= %d failed, %d passed in %.2fs ========================="
            % (collected, body, fl, len(failures), passed, t))


def git_status(branch, modified=(), untracked=()):
    s = "On branch %s\n" % branch
    if not modified and not untracked:
        return s + "nothing to commit, working tree clean"
    if modified:
        s += ("Changes not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n"
              "  (use \"git restore <file>...\" to discard changes in working directory)\n")
        s += "".join("\tmodified:   %s\n" % m for m in modified)
    if untracked:
        s += "\nUntracked files:\n  (use \"git add <file>...\" to include in what will be committed)\n"
        s += "".join("\t%s\n" % u for u in untracked)
    return s + "\nno changes added to commit (use \"git add\" and/or \"git commit -a\")"


def ls(entries):
    return "\n".join(entries)


def go_ok(pkgs):
    return "\n".join("ok  \t%s\t%.3fs" % (p, 0.011 + 0.37 * i) for i, p in enumerate(pkgs))


def npm_test_ok(suites, tests, t=4.8):
    return ("\n> test\n> vitest run\n\n RUN  v2.1.4 /workspace\n\n%s\n\n Test Files  %d passed (%d)\n"
            "      Tests  %d passed (%d)\n   Start at  10:14:02\n   Duration  %.2fs"
            % ("\n".join(" \u2713 %s (%d tests) %dms" % (s, n, 12 + 7 * n) for s, n in suites),
               len(suites), len(suites), tests, tests, t))


def cargo_ok(n, name):
    return ("   Compiling %s v0.4.2 (/workspace)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.71s\n"
            "     Running unittests src/lib.rs (target/debug/deps/%s-3f9a1c0d2b7e4a11)\n\n"
            "running %d tests\n%s\ntest result: ok. %d passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s"
            % (name, name.replace("-", "_"), n,
               "\n".join("test tests::case_%02d ... ok" % i for i in range(n)), n))


def diffstat(files, ins, dels):
    return " %d files changed, %d insertions(+), %d deletions(-)" % (files, ins, dels)


def orient(r, layout, notes=None, log=None, insert_at=0):
    """Typical opening moves of an agent: repo status, layout, project notes.
    Inserted at position insert_at of the step list so cases can add it afterwards."""
    saved = r.steps
    r.steps = []
    log = log or ["a41c9e0 Merge pull request #%d from team/chore-deps" % (300 + len(r.slug) * 7),
                  "7be2d11 ci: cache pip downloads", "0f93c2a docs: update runbook"]
    r.bash("git status --short && git log --oneline -3", "\n".join(log))
    r.bash("ls", "\n".join(layout))
    if notes:
        name = "AGENTS.md" if r.fmt == "codex" else "CLAUDE.md"
        r.read(r.cwd.rstrip("/") + "/" + name, notes)
    new = r.steps
    r.steps = saved[:insert_at] + new + saved[insert_at:]
    return r
