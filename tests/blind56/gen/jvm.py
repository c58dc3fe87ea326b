"""Text builders for JVM build-tool output (Gradle, Maven, sbt) and common exploration steps."""
from fw import bash, read, grep, say


def gradle_ok(tasks, secs, actionable=None, exe=None):
    body = "\n".join(f"> Task {t}" for t in tasks)
    n = actionable or len(tasks) + 3
    e = exe if exe is not None else min(n, 4)
    return f"{body}\n\nBUILD SUCCESSFUL in {secs}s\n{n} actionable tasks: {e} executed, {n - e} up-to-date"


def gradle_fail(what, body="", secs=9, tasks=(), failed_task=None, n=7, hint=None):
    pre = "\n".join(f"> Task {t}" for t in tasks)
    if failed_task:
        pre += f"\n\n> Task {failed_task} FAILED"
    if body:
        pre += "\n" + body
    tryx = hint or ("> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option "
                    "to get more log output.\n> Run with --scan to get full insights.\n> Get more help at "
                    "https://help.gradle.org.")
    return (f"{pre.strip()}\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n{what}\n\n* Try:\n"
            f"{tryx}\n\nBUILD FAILED in {secs}s\n{n} actionable tasks: {max(1, n - 3)} executed, 3 up-to-date")


def gradle_test_fail(cls, method, err, total, failed=1, task=":test", module="", secs=21, at=None, extra=""):
    at = at or f"app//{cls}.{method.split('(')[0]}({cls.split('.')[-1]}.java:57)"
    mod = module
    body = (f"\n{cls.split('.')[-1]} > {method} FAILED\n    {err}\n        at {at}\n{extra}"
            f"\n{total} tests completed, {failed} failed\n")
    report = f"file://{'/workspace/repo' + ('/' + mod if mod else '')}/build/reports/tests/test/index.html"
    return gradle_fail(f"Execution failed for task '{task}'.\n> There were failing tests. See the report at: {report}",
                       body=body, secs=secs, tasks=[t for t in (f"{(':' + mod) if mod else ''}:compileJava",
                       f"{(':' + mod) if mod else ''}:compileTestJava")], failed_task=task)


def kotlinc_err(path, line, col, msg, task=":compileKotlin", secs=7):
    return gradle_fail(f"Execution failed for task '{task}'.\n> A failure occurred while executing "
                       f"org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction\n"
                       f"   > Compilation error. See log for more details",
                       body=f"e: file:///workspace/repo/{path}:{line}:{col} {msg}", secs=secs,
                       tasks=[":checkKotlinGradlePluginConfigurationErrors", ":processResources"],
                       failed_task=task)


def mvn_header(art, ver="1.0.0-SNAPSHOT", group="com.acme"):
    return (f"[INFO] Scanning for projects...\n[INFO] \n[INFO] {'-' * 20}< {group}:{art} >{'-' * 20}\n"
            f"[INFO] Building {art} {ver}\n[INFO]   from pom.xml\n[INFO] {'-' * 30}[ jar ]{'-' * 30}")


def mvn_tests(cls, run, fail=0, err=0, skip=0, secs="1.204"):
    st = " <<< FAILURE!" if (fail or err) else ""
    lvl = "ERROR" if (fail or err) else "INFO"
    return (f"[INFO] Running {cls}\n[{lvl}] Tests run: {run}, Failures: {fail}, Errors: {err}, Skipped: {skip}, "
            f"Time elapsed: {secs} s{st} -- in {cls}")


def mvn_ok(art, tests_block, total, secs="14.882"):
    return (f"{mvn_header(art)}\n[INFO] \n[INFO] --- surefire:3.2.5:test (default-test) @ {art} ---\n"
            f"[INFO] \n[INFO] -------------------------------------------------------\n[INFO]  T E S T S\n"
            f"[INFO] -------------------------------------------------------\n{tests_block}\n[INFO] \n"
            f"[INFO] Results:\n[INFO] \n[INFO] Tests run: {total}, Failures: 0, Errors: 0, Skipped: 0\n[INFO] \n"
            f"[INFO] {'-' * 72}\n[INFO] BUILD SUCCESS\n[INFO] {'-' * 72}\n[INFO] Total time:  {secs} s")


def mvn_fail_tail(goal_line, secs="9.310"):
    return (f"[INFO] {'-' * 72}\n[INFO] BUILD FAILURE\n[INFO] {'-' * 72}\n[INFO] Total time:  {secs} s\n"
            f"[INFO] Finished at: 2026-11-24T10:{secs[:2].strip('.')}:07Z\n[INFO] {'-' * 72}\n[ERROR] {goal_line}\n"
            "[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n"
            "[ERROR] Re-run Maven using the -X switch to enable full debug logging.")


def mvn_test_fail(art, cls, method, err, run, fail=1, secs="11.402", extra_ok=""):
    short = cls.split(".")[-1]
    return (f"{mvn_header(art)}\n[INFO] \n[INFO] --- surefire:3.2.5:test (default-test) @ {art} ---\n"
            f"[INFO] \n[INFO] -------------------------------------------------------\n[INFO]  T E S T S\n"
            f"[INFO] -------------------------------------------------------\n{extra_ok}"
            f"{mvn_tests(cls, run, fail)}\n[ERROR] {cls}.{method} -- Time elapsed: 0.031 s <<< FAILURE!\n{err}\n"
            f"\tat {cls}.{method}({short}.java:48)\n\n[INFO] \n[INFO] Results:\n[INFO] \n[ERROR] Failures: \n"
            f"[ERROR]   {short}.{method}:48 {err.split(': ', 1)[-1]}\n[INFO] \n"
            f"[ERROR] Tests run: {run}, Failures: {fail}, Errors: 0, Skipped: 0\n[INFO] \n"
            + mvn_fail_tail(f"Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test "
                            f"(default-test) on project {art}: There are test failures.\n[ERROR] \n[ERROR] See "
                            f"/workspace/repo/target/surefire-reports for the individual test results.", secs))


def sbt_head(name, sbtv="1.10.2", scala="2.13.15"):
    return (f"[info] welcome to sbt {sbtv} (Eclipse Adoptium Java 21.0.5)\n[info] loading settings for project "
            f"{name}-build from plugins.sbt ...\n[info] loading project definition from /workspace/repo/project\n"
            f"[info] loading settings for project root from build.sbt ...\n[info] set current project to {name} "
            f"(in build file:/workspace/repo/)")


def sbt_test_report(spec, cases, failed=None, secs=4):
    """cases: list of (name, ok, msg)."""
    out = [f"[info] {spec}:"]
    nf = 0
    for name, ok, msg in cases:
        if ok:
            out.append(f"[info] - {name}")
        else:
            nf += 1
            out.append(f"[info] - {name} *** FAILED ***")
            out.append(f"[info]   {msg}")
    n = len(cases)
    out.append(f"[info] Run completed in {secs * 311} milliseconds.")
    out.append(f"[info] Total number of tests run: {n}")
    out.append(f"[info] Suites: completed 1, aborted 0")
    out.append(f"[info] Tests: succeeded {n - nf}, failed {nf}, canceled 0, ignored 0, pending 0")
    if nf:
        out.append(f"[info] *** {nf} TEST{'S' if nf > 1 else ''} FAILED ***")
        out.append(f"[error] Failed tests:\n[error] \t{spec}")
        out.append(f"[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful")
        out.append(f"[error] Total time: {secs} s, completed Nov 24, 2026, 10:14:{10 + secs:02d} AM")
    else:
        out.append("[info] All tests passed.")
        out.append(f"[success] Total time: {secs} s, completed Nov 24, 2026, 10:14:{10 + secs:02d} AM")
    return "\n".join(out)


def explore_gradle(mod_listing, build_text, kts=True, say_first=None):
    bf = "build.gradle.kts" if kts else "build.gradle"
    return [
        bash("ls", mod_listing, desc="List repository root", say=say_first),
        bash(f"cat {bf} settings.gradle{'.kts' if kts else ''} | head -80", build_text, desc="Show the build files"),
    ]


def git_status(files):
    lines = "\n".join(f"\tmodified:   {f}" for f in files)
    return bash("git status", f"On branch agent/work\nChanges not staged for commit:\n  (use \"git add <file>...\" to update "
                f"what will be committed)\n  (use \"git restore <file>...\" to discard changes in working directory)\n"
                f"{lines}\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")", desc="Check working tree")


def git_diffstat(files, ins, dels):
    body = "\n".join(f" {f} | {n} {'+' * min(n, 20)}" for f, n in files)
    return bash("git diff --stat", f"{body}\n {len(files)} files changed, {ins} insertions(+), {dels} deletions(-)",
                desc="Summarise the diff")
