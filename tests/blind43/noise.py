"""Realistic C/C++ tool output for the blind53 cases (configure/build/test logs, listings)."""


def cmake_configure(build="build", src="/workspace/x", cc="GNU 12.2.0", extra=(), generator_ninja=True,
                    found=()):
    lines = [f"-- The C compiler identification is {cc}",
             f"-- The CXX compiler identification is {cc}",
             "-- Detecting C compiler ABI info",
             "-- Detecting C compiler ABI info - done",
             "-- Check for working C compiler: /usr/bin/cc - skipped",
             "-- Detecting C compile features",
             "-- Detecting C compile features - done",
             "-- Detecting CXX compiler ABI info",
             "-- Detecting CXX compiler ABI info - done",
             "-- Check for working CXX compiler: /usr/bin/c++ - skipped",
             "-- Detecting CXX compile features",
             "-- Detecting CXX compile features - done",
             "-- Performing Test CMAKE_HAVE_LIBC_PTHREAD",
             "-- Performing Test CMAKE_HAVE_LIBC_PTHREAD - Success",
             "-- Found Threads: TRUE"]
    for f in found:
        lines.append(f"-- Found {f}")
    lines.extend(extra)
    lines += ["-- Configuring done (1.4s)", "-- Generating done (0.1s)",
              f"-- Build files have been written to: {src}/{build}"]
    return "\n".join(lines)


def ninja_build(objs, target="unit_tests", kind="CXX", exe=True, prefix="src"):
    total = len(objs) + 2
    out = []
    for i, o in enumerate(objs, 1):
        ext = "cpp" if kind == "CXX" else "c"
        out.append(f"[{i}/{total}] Building {kind} object {prefix}/CMakeFiles/{target}.dir/{o}.{ext}.o")
    out.append(f"[{total - 1}/{total}] Linking {kind} static library {prefix}/lib{target.split('_')[0]}.a")
    out.append(f"[{total}/{total}] Linking {kind} executable tests/{target}" if exe else
               f"[{total}/{total}] Linking {kind} shared library lib{target}.so")
    return "\n".join(out)


def make_build(objs, kind="CC"):
    out = []
    for o in objs:
        out.append(f"  {kind}       {o}.o" if kind in ("CC", "CXX") else f"gcc -O2 -Wall -c -o {o}.o {o}.c")
    return "\n".join(out)


def gtest(suites, failed=None, skipped=None, total_ms=None, failure_text=None):
    """suites: dict suite -> list of test names. failed: set of 'Suite.Name'."""
    failed = failed or {}
    skipped = skipped or {}
    out = []
    n = sum(len(v) for v in suites.values())
    out.append("Running main() from gmock_main.cc")
    out.append(f"[==========] Running {n} tests from {len(suites)} test suites.")
    out.append("[----------] Global test environment set-up.")
    passed = 0
    for s, tests in suites.items():
        out.append(f"[----------] {len(tests)} tests from {s}")
        for t in tests:
            full = f"{s}.{t}"
            out.append(f"[ RUN      ] {full}")
            if full in failed:
                out.append(failed[full])
                out.append(f"[  FAILED  ] {full} (3 ms)")
            elif full in skipped:
                out.append(skipped[full])
                out.append(f"[  SKIPPED ] {full} (0 ms)")
            else:
                out.append(f"[       OK ] {full} (0 ms)")
                passed += 1
        out.append(f"[----------] {len(tests)} tests from {s} (2 ms total)")
        out.append("")
    out.append("[----------] Global test environment tear-down")
    out.append(f"[==========] {n} tests from {len(suites)} test suites ran. ({total_ms or 41} ms total)")
    out.append(f"[  PASSED  ] {passed} tests.")
    if skipped:
        out.append(f"[  SKIPPED ] {len(skipped)} test{'s' if len(skipped) > 1 else ''}, listed below:")
        for f in skipped:
            out.append(f"[  SKIPPED ] {f}")
    if failed:
        out.append(f"[  FAILED  ] {len(failed)} test{'s' if len(failed) > 1 else ''}, listed below:")
        for f in failed:
            out.append(f"[  FAILED  ] {f}")
        out.append("")
        out.append(f" {len(failed)} FAILED TEST{'S' if len(failed) > 1 else ''}")
    return "\n".join(out)


def ctest(build_dir, tests, failed=(), not_run=(), timeouts=(), extra_fail_text=""):
    out = [f"Test project {build_dir}"]
    n = len(tests)
    w = len(str(n))
    for i, t in enumerate(tests, 1):
        out.append(f"      Start {i:>{w}}: {t}")
        dots = "." * max(3, 40 - len(t))
        if t in failed:
            out.append(f"{i:>{w}}/{n} Test #{i:>{w}}: {t} {dots}***Failed    0.0{i % 9 + 1} sec")
        elif t in timeouts:
            out.append(f"{i:>{w}}/{n} Test #{i:>{w}}: {t} {dots}***Timeout  60.01 sec")
        elif t in not_run:
            out.append(f"{i:>{w}}/{n} Test #{i:>{w}}: {t} {dots}***Not Run (Disabled)   0.00 sec")
        else:
            out.append(f"{i:>{w}}/{n} Test #{i:>{w}}: {t} {dots}   Passed    0.0{i % 9 + 1} sec")
    bad = [t for t in tests if t in failed or t in timeouts]
    pct = int(round(100 * (n - len(bad) - len(not_run)) / max(1, n - len(not_run))))
    out.append("")
    out.append(f"{pct}% tests passed, {len(bad)} tests failed out of {n - len(not_run)}")
    out.append("")
    out.append(f"Total Test time (real) =   {0.3 + 0.07 * n:.2f} sec")
    if not_run:
        out.append("")
        out.append("The following tests did not run:")
        for t in not_run:
            out.append(f"\t{tests.index(t) + 1:>3} - {t} (Disabled)")
    if bad:
        out.append("")
        out.append("The following tests FAILED:")
        for t in bad:
            kind = "Timeout" if t in timeouts else "Failed"
            out.append(f"\t{tests.index(t) + 1:>3} - {t} ({kind})")
        out.append("Errors while running CTest")
        if extra_fail_text:
            out.append(extra_fail_text)
    return "\n".join(out)


def catch2(n_cases, n_assert, failed_blocks=(), version="3.5.2", exe="tests"):
    out = []
    for b in failed_blocks:
        out.append("-" * 79)
        out.append(b)
        out.append("=" * 79)
    out.append("")
    if failed_blocks:
        out.append(f"test cases:  {n_cases} | {n_cases - len(failed_blocks)} passed | {len(failed_blocks)} failed")
        out.append(f"assertions: {n_assert} | {n_assert - len(failed_blocks)} passed | {len(failed_blocks)} failed")
    else:
        out.append(f"All tests passed ({n_assert} assertions in {n_cases} test cases)")
    return "\n".join(out)


def ls_tree(entries):
    return "\n".join(entries)


def git_status(modified=(), untracked=(), branch="main"):
    out = [f"On branch {branch}", "Changes not staged for commit:",
           '  (use "git add <file>..." to update what will be committed)',
           '  (use "git restore <file>..." to discard changes in working directory)']
    for m in modified:
        out.append(f"\tmodified:   {m}")
    if untracked:
        out += ["", "Untracked files:", '  (use "git add <file>..." to include in what will be committed)']
        for u in untracked:
            out.append(f"\t{u}")
    out += ["", 'no changes added to commit (use "git add" and/or "git commit -a")']
    return "\n".join(out)


def diff_stat(files, ins=None, dels=None):
    out = []
    ti = td = 0
    for i, (f, a, d) in enumerate(files):
        bar = "+" * min(a, 30) + "-" * min(d, 30)
        out.append(f" {f:<48} | {a + d:4d} {bar}")
        ti += a
        td += d
    out.append(f" {len(files)} files changed, {ins if ins is not None else ti} insertions(+), "
               f"{dels if dels is not None else td} deletions(-)")
    return "\n".join(out)
