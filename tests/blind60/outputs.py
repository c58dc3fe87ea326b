"""Small builders for realistic tool output (pytest, jest, go test, cargo, git)."""

PYHDR = ("============================= test session starts ==============================\n"
         "platform linux -- Python {py}, pytest-8.3.3, pluggy-1.5.0\nrootdir: /workspace/repo\n"
         "configfile: pyproject.toml\n{plugins}collected {n} items\n\n")


def pytest_pass(files, n, secs="1.42", py="3.11.9", plugins="", extra=""):
    s = PYHDR.format(py=py, n=n, plugins=plugins)
    for f, k in files:
        s += f"{f} {'.' * k}" + " " * max(1, 70 - len(f) - k) + "[ xx%]\n"
    s = _pct(s)
    if extra:
        s += "\n" + extra
    s += f"\n============================== {n} passed in {secs}s ==============================="
    return s


def _pct(s):
    lines = s.split("\n")
    rows = [i for i, l in enumerate(lines) if l.endswith("[ xx%]")]
    for j, i in enumerate(rows):
        pct = int(round(100 * (j + 1) / len(rows)))
        lines[i] = lines[i].replace("[ xx%]", "[%3d%%]" % pct)
    return "\n".join(lines)


def pytest_fail(files, failures, passed, secs="2.07", py="3.11.9", plugins=""):
    """files: [(path, 'status chars')], failures: [(nodeid, body, short)]."""
    n = passed + len(failures)
    s = PYHDR.format(py=py, n=n, plugins=plugins)
    for f, marks in files:
        s += f"{f} {marks}" + " " * max(1, 70 - len(f) - len(marks)) + "[ xx%]\n"
    s = _pct(s)
    s += "\n=================================== FAILURES ===================================\n"
    for node, body, _ in failures:
        name = node.split("::")[-1]
        s += f"{'_' * 20} {name} {'_' * 20}\n\n{body}\n"
    s += "=========================== short test summary info ============================\n"
    for node, _, short in failures:
        s += f"FAILED {node} - {short}\n"
    s += f"========================= {len(failures)} failed, {passed} passed in {secs}s ========================="
    return s


def pytest_collect_error(path, tb_lines, exc, n_ok=0, py="3.11.9"):
    s = PYHDR.format(py=py, n=n_ok, plugins="").replace(f"collected {n_ok} items", f"collected {n_ok} items / 1 error")
    s += "\n==================================== ERRORS ====================================\n"
    s += f"_{'_' * 12} ERROR collecting {path} {'_' * 12}\n"
    s += f"ImportError while importing test module '/workspace/repo/{path}'.\n"
    s += "Hint: make sure your test modules/packages have valid Python names.\nTraceback:\n"
    s += "/usr/local/lib/python3.11/importlib/__init__.py:126: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\n"
    s += "\n".join(tb_lines) + f"\nE   {exc}\n"
    s += "=========================== short test summary info ============================\n"
    s += f"ERROR {path}\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n"
    s += "=============================== 1 error in 0.31s ==============================="
    return s


def jest_pass(suites, tests, secs="3.184"):
    s = "".join(f"PASS {p}\n" for p in suites)
    s += (f"\nTest Suites: {len(suites)} passed, {len(suites)} total\nTests:       {tests} passed, {tests} total\n"
          f"Snapshots:   0 total\nTime:        {secs} s\nRan all test suites matching /src/i.")
    return s


def jest_fail(suite, fails, passed, others=(), secs="4.011"):
    """fails: [(title path, body)]"""
    s = "".join(f"PASS {p}\n" for p in others)
    s += f"FAIL {suite}\n"
    for title, body in fails:
        s += f"  \u25cf {title}\n\n{body}\n\n"
    tot = passed + len(fails)
    ns = len(others) + 1
    s += (f"Test Suites: 1 failed, {ns - 1} passed, {ns} total\n"
          f"Tests:       {len(fails)} failed, {passed} passed, {tot} total\nSnapshots:   0 total\nTime:        {secs} s")
    return s


def go_ok(pkgs):
    return "\n".join(f"ok  \t{p}\t{t}s" for p, t in pkgs)


def go_fail(pkg, test, lines, others=(), secs="0.412"):
    s = f"--- FAIL: {test} (0.00s)\n" + "\n".join("    " + l for l in lines) + "\nFAIL\n"
    s += f"FAIL\t{pkg}\t{secs}s\n"
    s += "".join(f"ok  \t{p}\t{t}s\n" for p, t in others)
    s += "FAIL"
    return s


def cargo_test_ok(crate, n, secs="0.03"):
    return (f"   Compiling {crate} v0.4.2 (/workspace/repo)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.81s\n"
            f"     Running unittests src/lib.rs (target/debug/deps/{crate.replace('-', '_')}-3f9c2a1d7be04e21)\n\n"
            f"running {n} tests\n" + "".join(f"test t{i} ... ok\n" for i in range(0)) +
            f"\ntest result: ok. {n} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {secs}s\n")


def git_log(entries):
    return "\n".join(entries)
