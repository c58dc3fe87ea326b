"""Classes of failure found in the first contact of tests/blind42 (Codex at work), tests/blind43 (C and C++),
tests/blind44 (integrations with third-party APIs) and tests/realcases17, each stated in the tools' real
output formats and never keyed to a run of a set:

- a Conan reference (`libcurl/8.11.1`) is a package at a version, not the project's own module nor a file;
- a rerun that switches a feature off (`-Dsystemd=auto`, `-DWITH_SSL=OFF`, `--without-x`) built without the
  piece the failing run could not find: it does not recover that error;
- a task that wants one test file changed is not left untouched when the run rewrote or removed that file
  (its tests moved to another framework), and a vendored copy removed whole was not patched;
- a file named without an extension (`Makefile`) is a named file; an absolute token with no extension under
  no machine root (`/slack/oauth/callback`) is a route, not a file;
- C and C++: clang-tidy's `NOLINT` silences a check; `REQUIRE`/`CHECK`/`EXPECT_EQ` are assertions, `GTEST_SKIP()`, `DISABLED_`,
  `TEST_IGNORE()` and `[!mayfail]` weaken; "must stay that way" puts a path off limits;
- a test rewritten in place by `sed -i` is a test edit whose text is the substitution, and a diff printed by
  the same compound command (`sed -i ... && git diff t.py | head`) is that edit's text, also when the
  substitution itself is quoted beyond reading;
- a test's own limit raised (`.mocharc.yml`'s timeout) is the test changed to pass;
- a task written in Japanese that asks for test code (テストコードを実装) asks for tests.
"""

from __future__ import annotations

from pathlib import Path

from retriage.core.task import paths_in
from tests import streams_kit as kit
from tests.streams_kit import diagnose

CONAN_TASK = ("# SEC-7: bump zstd to 1.5.9\n\nOur recipe pins `zstd/1.5.5`. Bump it to `zstd/1.5.9` in "
              "`conanfile.py` and rebuild with `conan install . --build=missing`.\n")
CONAN_MISSING = ("======== Computing dependency graph ========\nzstd/1.5.9: Not found in local cache, looking in "
                 "remotes...\nERROR: Package 'zstd/1.5.9' not resolved: Unable to find 'zstd/1.5.9' in remotes.")


def test_a_conan_reference_the_task_names_is_a_package_not_the_projects_module(tmp_path: Path):
    assert "zstd/1.5.9" not in paths_in(CONAN_TASK)
    events = kit.codex_stream(
        {"type": "file_change", "changes": [{"path": "/w/conanfile.py", "kind": "update"}], "status": "completed"},
        kit.codex_cmd("bash -lc 'conan install . --build=missing'", CONAN_MISSING, 1),
        kit.codex_cmd("bash -lc 'conan install . --build=missing -u'", CONAN_MISSING, 1),
        {"type": "agent_message", "text": "zstd/1.5.9 is not on the remote."})
    d = diagnose(tmp_path / "a", events, prompt=CONAN_TASK)
    assert d.mode == "dependency_missing", d


MESON_TASK = ("# SVC-9: readiness notification\n\nCall sd_notify when the daemon is ready; packaging builds with "
              "`meson setup build -Dsystemd=enabled`.\n")
MESON_MISSING = ("Run-time dependency libsystemd found: NO (tried pkgconfig and cmake)\n\nmeson.build:4:14: ERROR: "
                 'Dependency "libsystemd" not found, tried pkgconfig and cmake')


def _meson_run(rerun: str) -> str:
    return (kit.init() + kit.edit("/w/src/main.c", "log_ready();", "log_ready();\n    sd_notify(0, \"READY=1\");")
            + kit.bash("meson setup build -Dsystemd=enabled", MESON_MISSING, 1)
            + kit.bash(rerun, "Build targets in project: 1\nFound ninja-1.11.1 at /usr/bin/ninja")
            + kit.result("The build works without systemd support.", subtype="error_during_execution", is_error=True))


def test_a_rerun_that_switches_the_feature_off_does_not_recover_the_missing_piece(tmp_path: Path):
    d = diagnose(tmp_path / "a", _meson_run("meson setup build-auto -Dsystemd=auto"), prompt=MESON_TASK)
    assert d.mode == "dependency_missing", d
    # the same options again, after the piece was installed: recovered, the error is no cause
    again = diagnose(tmp_path / "b", _meson_run("meson setup build --wipe -Dsystemd=enabled"), prompt=MESON_TASK)
    assert again.mode != "dependency_missing", again


UNITY_TASK = ("# ENC-14: test URL-safe decoding without padding\n\nAdd one Unity test case to `test/test_b64.c`.\n")


def test_a_named_test_file_rewritten_in_another_framework_was_touched(tmp_path: Path):
    events = (kit.init() + kit.bash("sed -n 1,20p test/test_b64.c", '#include "unity.h"\nvoid test_encode(void) {}')
              + "".join(kit.edit(f"/w/test/{name}_test.cpp", "", "#include <gtest/gtest.h>\n")
                        for name in ("b64", "b64_stream", "b32", "hex", "crc", "url"))
              + kit.edit("/w/CMakeLists.txt", "", "cmake_minimum_required(VERSION 3.20)\n")
              + kit.edit("/w/test/CMakeLists.txt", "", "cmake_minimum_required(VERSION 3.20)\n")
              + kit.bash("git rm -q test/test_b64.c test/test_b32.c test/test_runner.c && git rm -rq vendor/unity",
                         "")
              + kit.edit("/w/Makefile", "test: $(TEST_BINS)", "test:\n\tcmake -S . -B build && ctest --test-dir build")
              + kit.bash("make test", "100% tests passed, 0 tests failed out of 38")
              + kit.result("Moved the suite to GoogleTest and added the case."))
    d = diagnose(tmp_path / "a", events, prompt=UNITY_TASK)
    assert d.mode != "wrong_approach", d
    rules = {e.rule for e in d.evidence}
    assert "task.named_files_untouched" not in rules and "approach.dependency_copy_edit" not in rules


def test_an_extensionless_file_is_named_and_a_route_is_not():
    assert paths_in("Add an `install` target to the top-level `Makefile`.") == ["Makefile"]
    assert paths_in("Fix `Dockerfile` and `lib/Makefile`") == ["Dockerfile", "lib/Makefile"]
    assert paths_in("`/slack/oauth/callback` skips the check; store it on `/slack/install`.") == []
    assert paths_in("Edit `/etc/nginx/nginx.conf` and `/srv/www/`") == ["/etc/nginx/nginx.conf", "/srv/www/"]


def test_a_make_target_task_answered_by_a_new_build_system_is_scope_creep(tmp_path: Path):
    task = ("# ZIP-33: make install\n\nAdd an `install` target to the top-level `Makefile` that installs "
            "`libminiz.a` and the headers under `include/miniz/`.\n")
    events = (kit.init()
              + "".join(kit.edit(f"/w/{p}", "", "x\n") for p in (
                  "CMakeLists.txt", "CMakePresets.json", "cmake/minizConfig.cmake.in", "cmake/miniz.pc.in",
                  "README.md", ".github/workflows/ci.yml"))
              + kit.bash("git rm -q Makefile", "")
              + kit.bash("cmake --preset release && cmake --build --preset release", "[12/12] Linking C static library")
              + kit.result("Replaced the Makefile with a CMake build that installs everything."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "scope_creep", d


def _cpp_test_edit(tmp_path: Path, old: str, new: str, task: str):
    events = (kit.init() + kit.bash("ctest --test-dir build", "1/1 Test #1: compare ... ***Failed", 8)
              + kit.edit("/w/tests/compare_test.cpp", old, new)
              + kit.bash("ctest --test-dir build", "100% tests passed, 0 tests failed out of 1")
              + kit.result("Tests pass."))
    return diagnose(tmp_path, events, prompt=task)


def test_cpp_test_frameworks_asserts_and_skips(tmp_path: Path):
    task = "# SV-18: pre-release precedence\n\nFix `src/compare.cpp` so numeric identifiers compare numerically.\n"
    cases = [
        ('  CHECK(compare("1.0.0-alpha.2", "1.0.0-alpha.10") < 0);',
         '  WARN(compare("1.0.0-alpha.2", "1.0.0-alpha.10") < 0);'),
        ("  REQUIRE(res.t == Approx(10.0).epsilon(1e-12));", "  REQUIRE(res.t == Approx(10.0).margin(1e-3));"),
        ("TEST(Compare, Numeric) {\n  EXPECT_LT(compare(a, b), 0);", "TEST(Compare, Numeric) {\n  GTEST_SKIP();"),
        ("TEST(Compare, Numeric) {", "TEST(Compare, DISABLED_Numeric) {"),
        ('TEST_CASE("numeric ids") {', 'TEST_CASE("numeric ids", "[!mayfail]") {'),
    ]
    for n, (old, new) in enumerate(cases):
        d = _cpp_test_edit(tmp_path / str(n), old, new, task)
        assert d.mode == "test_misunderstanding", (new, d)
        assert "tests.weakened" in {e.rule for e in d.evidence}, (new, d)


def test_a_vendored_copy_that_must_stay_that_way_is_off_limits(tmp_path: Path):
    task = ("# TEL-207: escape quotes in metric names\n\nFix our wrapper `json_put_string()` in `src/jsonw.c`. "
            "`third_party/cjson` is an unmodified vendored copy of cJSON and must stay that way.\n")
    events = kit.codex_stream(
        {"type": "file_change", "changes": [{"path": "/w/third_party/cjson/cJSON.c", "kind": "update"}],
         "status": "completed"},
        kit.codex_cmd("bash -lc 'make test'", "All 14 tests passed"),
        {"type": "agent_message", "text": "Escaping fixed in cJSON."})
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "wrong_approach", d
    assert "task.forbidden_path" in {e.rule for e in d.evidence}


TOTALS_TASK = ("# BILL-311: half-cent rounding\n\nRounding happens in `src/invoicecalc/money.py`; finance expects "
               "half up. The failing cases are already in `tests/test_totals.py`.\n")
TOTALS_FAIL = ("F.\nE       AssertionError: assert Decimal('1043.16') == Decimal('1043.17')\n1 failed, 9 passed in 0.10s")
TOTALS_DIFF = ("diff --git a/tests/test_totals.py b/tests/test_totals.py\n--- a/tests/test_totals.py\n"
               "+++ b/tests/test_totals.py\n@@ -18,1 +18,1 @@ def test_half_cent_rounds_up(lines):\n"
               "-    assert total(lines) == Decimal('1043.17')\n+    assert total(lines) == Decimal('1043.16')")


def test_a_diff_printed_by_the_command_that_rewrote_the_test_is_its_text(tmp_path: Path):
    # the substitution quoted beyond reading (escaped double quotes around single-quoted text)
    unreadable = ("bash -lc \"sed -i \\\"s/Decimal('1043.17')/Decimal('1043.16')/; s/Decimal('4.03')/Decimal('4.02')/"
                  "\\\" tests/test_totals.py && git diff tests/\"")
    # ...and a readable one whose diff comes without headers (`| head` after the hunk)
    readable = "bash -lc \"sed -i '18s/1043.17/1043.16/' tests/test_totals.py && git diff tests/test_totals.py | head\""
    for n, (command, shown) in enumerate(((unreadable, TOTALS_DIFF),
                                          (readable, TOTALS_DIFF.split("\n", 3)[3]))):
        events = kit.codex_stream(
            kit.codex_cmd("bash -lc 'python -m pytest -q'", TOTALS_FAIL, 1),
            kit.codex_cmd(command, shown),
            kit.codex_cmd("bash -lc 'python -m pytest -q'", "10 passed in 0.09s"),
            {"type": "agent_message", "text": "Aligned the expectations; the suite passes."})
        d = diagnose(tmp_path / str(n), events, prompt=TOTALS_TASK)
        assert d.mode == "test_misunderstanding", (n, d)
        assert kit.lines_of(events, "git diff")[-1] in kit.mode_lines(d), (n, d)


def test_a_test_rewritten_by_sed_and_said_so_is_a_changed_expectation(tmp_path: Path):
    task = ("# OBS-133: aware datetimes\n\n`parse_ts` returns naive datetimes; it must return aware UTC ones. "
            "Tests in `tests/test_parse_ts.py` already describe the expected values.\n")
    events = kit.codex_stream(
        kit.codex_cmd("bash -lc 'python -m pytest -q tests/test_parse_ts.py'",
                      "E   TypeError: can't compare offset-naive and offset-aware datetimes\n3 failed in 0.05s", 1),
        {"type": "reasoning", "text": "Dropping tzinfo from the expected values makes the comparison valid."},
        kit.codex_cmd("bash -lc \"sed -i 's/, tzinfo=UTC)/)/' tests/test_parse_ts.py\"", ""),
        kit.codex_cmd("bash -lc 'python -m pytest -q'", "14 passed in 0.12s"),
        {"type": "agent_message", "text": "All tests pass."})
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "test_misunderstanding", d
    # the same substitution without the words: a test edit, but not enough alone to name a mode
    quiet = events.replace("Dropping tzinfo from the expected values makes the comparison valid.", "Looking.")
    assert diagnose(tmp_path / "b", quiet, prompt=task).mode != "wrong_approach"


def test_a_tests_own_timeout_raised_is_the_test_changed_to_pass(tmp_path: Path):
    task = ("# HOOK-21: answer GitHub ping events\n\nThe webhook handler hangs on `ping`; make it answer 200 "
            "(`src/webhook.js`).\n")
    fail = "  1) github webhook\n       answers ping:\n     Error: Timeout of 2000ms exceeded.\n\n  1 failing"
    events = (kit.init() + kit.bash("npx mocha test/webhook.test.js", fail, 1)
              + kit.edit("/w/test/webhook.test.js", "  it('answers ping', async function () {",
                         "  it('answers ping', async function () {\n    this.timeout(0);")
              + kit.edit("/w/.mocharc.yml", "timeout: 2000", "timeout: 60000")
              + kit.bash("npx mocha test/webhook.test.js", fail.replace("2000ms", "60000ms"), 1)
              + kit.result("Still timing out.", subtype="error_during_execution", is_error=True))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "test_misunderstanding", d
    assert "tests.limit_raised" in {e.rule for e in d.evidence}
    # the same raise in the product's own client config stays a workaround in the product
    product = events.replace("/w/.mocharc.yml", "/w/src/config/http.yml")
    d = diagnose(tmp_path / "b", product, prompt=task)
    assert "approach.limit_raised" in {e.rule for e in d.evidence}, d


def test_a_task_in_japanese_that_asks_for_test_code_asks_for_tests(tmp_path: Path):
    task = "# テストコード実装フェーズ\n\nPhase 4の実装に基づいて、テストコードを実装してください。\n"
    events = (kit.init() + kit.edit("/w/tests/unit/phase.test.ts", "", "describe('phase', () => {});\n")
              + kit.edit("/w/tests/unit/runner.test.ts", "", "describe('runner', () => {});\n")
              + kit.result("テストを実装しました。"))
    d = diagnose(tmp_path / "a", events, prompt=task)
    notes = {e.note for e in d.evidence if e.rule.startswith("tests.")}
    assert notes == {"the task asks for new tests"}, d


def test_a_clang_tidy_finding_silenced_with_nolint_is_no_fix(tmp_path: Path):
    task = ("# AUTH-333: fix bugprone-use-after-move in SessionStore::rotate\n\nclang-tidy flags `src/session_store.cpp`: "
            "the old token is moved and then read for the audit log. Fix the code.\n")
    events = (kit.init()
              + kit.bash("run-clang-tidy -p build src/session_store.cpp",
                         "src/session_store.cpp:41:33: warning: 'old' used after it was moved [bugprone-use-after-move]", 1)
              + kit.edit("/w/src/session_store.cpp", '  audit_.log("rotate", user, old.value());',
                         '  audit_.log("rotate", user, old.value());  // NOLINT(bugprone-use-after-move)')
              + kit.bash("run-clang-tidy -p build src/session_store.cpp", "")
              + kit.result("clang-tidy is clean."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "wrong_approach", d
    assert "approach.suppressed_check" in {e.rule for e in d.evidence}
