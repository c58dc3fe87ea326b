"""Small shared helpers for the case files (prompts, recurring tool outputs)."""


def P(ticket, title, what, where, accept, notes=None):
    s = f"# {ticket}: {title}\n\n{what.strip()}\n\n## Where\n"
    s += "".join(f"- {w}\n" for w in where)
    s += "\n## Acceptance criteria\n"
    s += "".join(f"- {a}\n" for a in accept)
    if notes:
        s += f"\n## Notes\n{notes.strip()}\n"
    return s


def pytest_ok(lines, passed, secs, skipped=0, warnings=0, root="/workspace/repo", ini="pyproject.toml"):
    head = (f"============================= test session starts ==============================\n"
            f"platform linux -- Python 3.11.9, pytest-8.3.3, pluggy-1.5.0\n"
            f"rootdir: {root}\nconfigfile: {ini}\ncollected {passed + skipped} items\n\n")
    body = "\n".join(lines) + "\n\n"
    tail = f"{passed} passed"
    if skipped:
        tail += f", {skipped} skipped"
    if warnings:
        tail += f", {warnings} warnings"
    pad = max(0, (78 - len(tail) - len(f" in {secs}s ")) // 2)
    return head + body + "=" * pad + f" {tail} in {secs}s " + "=" * pad


def git_status(branch, modified=(), untracked=()):
    s = f"On branch {branch}\n"
    if modified:
        s += "Changes not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n" \
             "  (use \"git restore <file>...\" to discard changes in working directory)\n"
        s += "".join(f"\tmodified:   {m}\n" for m in modified)
    if untracked:
        s += "\nUntracked files:\n  (use \"git add <file>...\" to include in what will be committed)\n"
        s += "".join(f"\t{u}\n" for u in untracked)
    if not modified and not untracked:
        s += "nothing to commit, working tree clean\n"
    return s


def diffstat(files, ins_del):
    """files: list of (path, changes)."""
    out = []
    for p, n in files:
        out.append(f" {p} | {n} {'+' * min(n, 20)}")
    ins, dels = ins_del
    out.append(f" {len(files)} files changed, {ins} insertions(+), {dels} deletions(-)")
    return "\n".join(out)


def fail_result(summary, code=1):
    return {"success": False, "summary": summary, "exit_code": code}


def ok_result(summary):
    return {"success": True, "summary": summary, "exit_code": 0}
