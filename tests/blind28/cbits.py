"""Small text helpers shared by the case files (tool outputs that recur)."""


def pytest_ok(n, secs="1.84", skipped=0, extra=""):
    dots = "." * min(n, 60)
    sk = f", {skipped} skipped" if skipped else ""
    return f"{dots}{'s' * skipped}{extra}\n{n} passed{sk} in {secs}s"


def pytest_fail(passed, failures, secs="2.41"):
    """failures: list of (nodeid, short error)"""
    body = ["=" * 20 + " FAILURES " + "=" * 20]
    for node, err in failures:
        body.append(f"_____ {node.split('::')[-1]} _____")
        body.append(err)
    body.append("=" * 10 + " short test summary info " + "=" * 10)
    for node, err in failures:
        body.append(f"FAILED {node} - {err.splitlines()[-1][:90]}")
    body.append(f"{len(failures)} failed, {passed} passed in {secs}s")
    return "\n".join(body)


def gostat(files):
    return "On branch agent/work\nChanges not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n" + \
        "\n".join(f"\tmodified:   {f}" for f in files) + "\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")"


def lsout(names):
    return "\n".join(names)
