"""Realistic tool-output builders shared by the case files."""


def pytest_out(tests, failures=None, dur=1.73, header=True, py="3.11.9",
               plugins="anyio-4.4.0, cov-5.0.0", root="/workspace/app", warnings=0):
    """tests: list of (nodeid, status) with status PASSED/FAILED/SKIPPED/XFAIL/ERROR.
    failures: nodeid -> traceback body."""
    failures = failures or {}
    out = []
    if header:
        out += ["============================= test session starts ==============================",
                f"platform linux -- Python {py}, pytest-8.3.3, pluggy-1.5.0",
                f"rootdir: {root}",
                "configfile: pyproject.toml",
                f"plugins: {plugins}",
                f"collected {len(tests)} items", ""]
    n = len(tests)
    for i, (nid, st) in enumerate(tests, 1):
        pct = int(100 * i / n)
        out.append(f"{nid} {st:<7} [{pct:>3}%]")
    counts = {}
    for _, st in tests:
        counts[st] = counts.get(st, 0) + 1
    if failures:
        out += ["", "=================================== FAILURES ==================================="]
        for nid, tb in failures.items():
            name = nid.split("::")[-1]
            out.append(f"_{'_' * 20} {name} {'_' * 20}")
            out.append(tb.rstrip("\n"))
        out += ["=========================== short test summary info ============================"]
        for nid, tb in failures.items():
            last = [l for l in tb.strip().split("\n") if l.startswith("E ")]
            msg = last[0][1:].strip() if last else ""
            out.append(f"FAILED {nid} - {msg}"[:200])
    parts = []
    for key, word in (("FAILED", "failed"), ("PASSED", "passed"), ("SKIPPED", "skipped"),
                      ("XFAIL", "xfailed"), ("ERROR", "error")):
        if counts.get(key):
            parts.append(f"{counts[key]} {word}")
    if warnings:
        parts.append(f"{warnings} warnings")
    bar = "=" * 20
    out.append(f"{bar} {', '.join(parts)} in {dur:.2f}s {bar}")
    return "\n".join(out)


def pytest_q(passed, failed=(), skipped=0, dur=0.91, failures=None):
    """short `pytest -q` style"""
    dots = "." * passed + "F" * len(failed) + "s" * skipped
    out = [dots + " " * max(0, 80 - len(dots) - 6) + "[100%]"]
    if failures:
        out += ["=================================== FAILURES ==================================="]
        for nid, tb in failures.items():
            out.append(f"____________________ {nid.split('::')[-1]} ____________________")
            out.append(tb.rstrip())
        out.append("=========================== short test summary info ============================")
        for nid in failures:
            out.append(f"FAILED {nid}")
    parts = []
    if failed:
        parts.append(f"{len(failed)} failed")
    parts.append(f"{passed} passed")
    if skipped:
        parts.append(f"{skipped} skipped")
    out.append(f"{', '.join(parts)} in {dur:.2f}s")
    return "\n".join(out)


def jest_out(files, dur=3.2, runner="jest"):
    """files: list of (path, [(title, status, ms)], failures: {title: body})"""
    out = []
    tot = {"passed": 0, "failed": 0, "skipped": 0}
    suites = {"passed": 0, "failed": 0}
    for path, tests, failures in files:
        bad = any(st == "failed" for _, st, _ in tests)
        suites["failed" if bad else "passed"] += 1
        out.append(("FAIL" if bad else "PASS") + f" {path}")
        for title, st, ms in tests:
            mark = {"passed": "\u2713", "failed": "\u2715", "skipped": "\u25cb skipped"}[st]
            out.append(f"  {mark} {title}" + (f" ({ms} ms)" if ms and st != "skipped" else ""))
            tot[st] += 1
        for title, body in (failures or {}).items():
            out.append("")
            out.append(f"  \u25cf {title}")
            out.append("")
            out += ["    " + l for l in body.rstrip().split("\n")]
        out.append("")
    sp = [f"{suites['failed']} failed"] if suites["failed"] else []
    sp.append(f"{suites['passed']} passed")
    tp = [f"{tot['failed']} failed"] if tot["failed"] else []
    if tot["skipped"]:
        tp.append(f"{tot['skipped']} skipped")
    tp.append(f"{tot['passed']} passed")
    n_s = suites["failed"] + suites["passed"]
    n_t = sum(tot.values())
    out.append(f"Test Suites: {', '.join(sp)}, {n_s} total")
    out.append(f"Tests:       {', '.join(tp)}, {n_t} total")
    out.append("Snapshots:   0 total")
    out.append(f"Time:        {dur:.3f} s")
    out.append("Ran all test suites.")
    return "\n".join(out)


def vitest_out(files, dur=1.41):
    out = ["", " RUN  v2.1.4 /workspace/app", ""]
    tot = {"passed": 0, "failed": 0, "skipped": 0}
    fails = []
    for path, tests, failures in files:
        bad = any(st == "failed" for _, st, _ in tests)
        n = len(tests)
        mark = "\u276f" if bad else "\u2713"
        nf = sum(1 for t in tests if t[1] == "failed")
        out.append(f" {mark} {path} ({n} tests" + (f" | {nf} failed" if nf else "") + f") {sum(t[2] or 0 for t in tests)}ms")
        for title, st, ms in tests:
            tot[st] += 1
            if st == "failed":
                out.append(f"   \u00d7 {title} {ms}ms")
            elif st == "skipped":
                out.append(f"   \u2193 {title} [skipped]")
        for t, body in (failures or {}).items():
            fails.append((path, t, body))
    if fails:
        out += ["", "\u23af" * 20 + f" Failed Tests {len(fails)} " + "\u23af" * 20, ""]
        for path, t, body in fails:
            out.append(f" FAIL  {path} > {t}")
            out += [l for l in body.rstrip().split("\n")]
            out.append("")
    nfiles = len(files)
    bad_files = sum(1 for f in files if any(t[1] == "failed" for t in f[1]))
    fp = (f"{bad_files} failed | " if bad_files else "") + f"{nfiles - bad_files} passed"
    tp = (f"{tot['failed']} failed | " if tot["failed"] else "") + f"{tot['passed']} passed" + (f" | {tot['skipped']} skipped" if tot["skipped"] else "")
    out += ["", f" Test Files  {fp} ({nfiles})", f"      Tests  {tp} ({sum(tot.values())})",
            f"   Start at  09:41:07", f"   Duration  {dur:.2f}s (transform 212ms, setup 0ms, collect 534ms, tests {int(dur * 400)}ms)"]
    return "\n".join(out)


def gotest_out(pkgs):
    """pkgs: list of (pkg, status, secs, body_lines) status ok/FAIL/'no test files'"""
    out = []
    for pkg, st, secs, body in pkgs:
        out += body
        if st == "ok":
            out.append(f"ok  \t{pkg}\t{secs:.3f}s")
        elif st == "FAIL":
            out.append("FAIL")
            out.append(f"FAIL\t{pkg}\t{secs:.3f}s")
        else:
            out.append(f"?   \t{pkg}\t[no test files]")
    if any(p[1] == "FAIL" for p in pkgs):
        out.append("FAIL")
    return "\n".join(out)


def rspec_out(examples, failures=None, dur=0.84, seed=4021, pending=None):
    """examples: string of dots/F/*; failures: list of (description, body, loc)"""
    out = [f"Randomized with seed {seed}", examples, ""]
    if pending:
        out.append("Pending: (Failures listed here are expected and do not affect your suite's status)")
        out.append("")
        for i, (desc, reason, loc) in enumerate(pending, 1):
            out += [f"  {i}) {desc}", f"     # {reason}", f"     # {loc}", ""]
    if failures:
        out.append("Failures:")
        out.append("")
        for i, (desc, body, loc) in enumerate(failures, 1):
            out.append(f"  {i}) {desc}")
            out += ["     " + l for l in body.rstrip().split("\n")]
            out.append(f"     # {loc}")
            out.append("")
    n = len(examples.replace(" ", ""))
    nf = len(failures or [])
    np_ = examples.count("*")
    out.append(f"Finished in {dur} seconds (files took 1.42 seconds to load)")
    s = f"{n} examples, {nf} failures"
    if np_:
        s += f", {np_} pending"
    out.append(s)
    if failures:
        out.append("")
        out.append("Failed examples:")
        out.append("")
        for desc, body, loc in failures:
            out.append(f"rspec {loc.split(':in')[0]} # {desc}")
    out.append("")
    out.append(f"Randomized with seed {seed}")
    return "\n".join(out)


def mvn_test_out(module, tests, failures=None, errors=0, skipped=0, secs=11.2, ok=True,
                 extra=None):
    """tests: list of (class, run, fail, err, skip, secs)"""
    out = ["[INFO] Scanning for projects...", "[INFO] ",
           f"[INFO] -------------------< com.acme:{module} >-------------------",
           f"[INFO] Building {module} 2.3.0-SNAPSHOT",
           "[INFO]   from pom.xml",
           "[INFO] --------------------------------[ jar ]---------------------------------",
           "[INFO] --- surefire:3.2.5:test (default-test) @ " + module + " ---",
           "[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider",
           "[INFO] ",
           "[INFO] -------------------------------------------------------",
           "[INFO]  T E S T S",
           "[INFO] -------------------------------------------------------"]
    tr = tf = te = ts = 0
    for cls, r, f, e, s, sec in tests:
        lvl = "ERROR" if (f or e) else ("WARNING" if s else "INFO")
        out.append(f"[INFO] Running {cls}")
        tail = " <<< FAILURE!" if (f or e) else ""
        out.append(f"[{lvl}] Tests run: {r}, Failures: {f}, Errors: {e}, Skipped: {s}, Time elapsed: {sec} s{tail} -- in {cls}")
        tr += r; tf += f; te += e; ts += s
    if failures:
        for line in failures:
            out.append(line)
    out += ["[INFO] ", "[INFO] Results:", "[INFO] "]
    if tf or te:
        out.append("[ERROR] Failures: ")
        for line in (extra or []):
            out.append(line)
        out.append("[INFO] ")
        out.append(f"[ERROR] Tests run: {tr}, Failures: {tf}, Errors: {te}, Skipped: {ts}")
        out += ["[INFO] ", "[INFO] ------------------------------------------------------------------------",
                "[INFO] BUILD FAILURE",
                "[INFO] ------------------------------------------------------------------------",
                f"[INFO] Total time:  {secs} s",
                f"[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project {module}: There are test failures."]
    else:
        lvl = "WARNING" if ts else "INFO"
        out.append(f"[{lvl}] Tests run: {tr}, Failures: 0, Errors: 0, Skipped: {ts}")
        out += ["[INFO] ", "[INFO] ------------------------------------------------------------------------",
                "[INFO] BUILD SUCCESS",
                "[INFO] ------------------------------------------------------------------------",
                f"[INFO] Total time:  {secs} s"]
    return "\n".join(out)


def git_status(branch, modified=(), untracked=(), ahead=0):
    out = [f"On branch {branch}"]
    if ahead:
        out.append(f"Your branch is ahead of 'origin/{branch}' by {ahead} commit{'s' if ahead > 1 else ''}.")
    if modified:
        out += ["Changes not staged for commit:",
                '  (use "git add <file>..." to update what will be committed)',
                '  (use "git restore <file>..." to discard changes in working directory)']
        out += [f"\tmodified:   {m}" for m in modified]
        out.append("")
    if untracked:
        out += ["Untracked files:", '  (use "git add <file>..." to include in what will be committed)']
        out += [f"\t{u}" for u in untracked]
        out.append("")
    if not modified and not untracked:
        out.append("nothing to commit, working tree clean")
    else:
        out.append('no changes added to commit (use "git add" and/or "git commit -a")')
    return "\n".join(out)


def diffstat(files):
    """files: list of (path, plus, minus)"""
    out = []
    w = max(len(f[0]) for f in files)
    tp = tm = 0
    for p, a, d in files:
        tp += a; tm += d
        bar = "+" * min(a, 40) + "-" * min(d, 40)
        out.append(f" {p:<{w}} | {a + d:>4} {bar}")
    out.append(f" {len(files)} files changed, {tp} insertions(+), {tm} deletions(-)")
    return "\n".join(out)
