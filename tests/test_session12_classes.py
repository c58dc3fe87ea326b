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


# -- tests/blind45 (Osmia's fleet) and the rest of blind42 ------------------------------------------------------

def test_an_sdk_error_in_a_masked_pipe_reads_as_a_failed_call(tmp_path: Path):
    task = "# EXP-9: stream the export\n\nMake `TenantExport` stream rows instead of buffering them.\n"
    sdk = ("/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets"
           "(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET "
           "8.0 or lower, or use a version of the .NET SDK that supports .NET 9.0. [/w/src/Export/Export.csproj]")
    events = kit.codex_stream(
        {"type": "file_change", "changes": [{"path": "/w/src/Export/Exporter.cs", "kind": "update"}],
         "status": "completed"},
        kit.codex_cmd("bash -lc 'dotnet test 2>&1 | tail -6'", sdk),  # the pipe's exit: 0
        {"type": "agent_message", "text": "Only the .NET 8 SDK is here; nothing builds."})
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "dependency_missing", d


def test_a_401_from_a_package_registry_host_is_not_the_providers(tmp_path: Path):
    task = "# UI-4: adopt the new Button from `@acme/ui-kit`\n"
    e401 = ("npm error code E401\nnpm error 401 Unauthorized - GET https://npm.pkg.github.com/@acme%2fui-kit - "
            "authentication token not provided")
    events = (kit.init() + kit.bash("npm install @acme/ui-kit@4", e401, 1)
              + kit.result("Could not install @acme/ui-kit: 401 Unauthorized from npm.pkg.github.com.",
                           subtype="error_during_execution", is_error=True))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode != "infra_failure", d
    assert "infra.provider_api" not in {e.rule for e in d.evidence}
    # the provider's own 401 stays the provider's
    provider = (kit.init() + kit.result("API Error: 401 Unauthorized from api.anthropic.com",
                                        subtype="error_during_execution", is_error=True))
    assert diagnose(tmp_path / "b", provider, prompt=task).mode == "infra_failure"


def test_pips_connect_timeouts_are_why_the_package_could_not_be_found(tmp_path: Path):
    task = "# HOOK-7: retry webhook deliveries with backoff\n\nAdd retries to `hooks/sender.py` and a test.\n"
    pip = ("WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection "
           "broken by 'ConnectTimeoutError(<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f2c>, "
           "'Connection to pypi.org timed out. (connect timeout=15)')': /simple/respx/\nERROR: Could not find a "
           "version that satisfies the requirement respx (from versions: none)\nERROR: No matching distribution "
           "found for respx")
    events = (kit.init() + kit.edit("/w/hooks/sender.py", "return post(url)", "return retry(post, url)")
              + kit.bash("pip install -e '.[dev]'", pip, 1)
              + kit.bash("python -m pytest -q tests/test_sender_retry.py",
                         "E   ModuleNotFoundError: No module named 'respx'\n1 error in 0.19s", 2)
              + kit.result("pypi.org is unreachable; respx could not be installed.", subtype="error_during_execution",
                           is_error=True))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "infra_failure", d


def test_a_project_install_refused_is_why_its_programs_are_not_found(tmp_path: Path):
    task = "# WEB-31: validate UK postcodes in the checkout form (`src/checkout/postcode.ts`)\n"
    eperm = ("npm error code EPERM\nnpm error syscall chmod\nnpm error Error: EPERM: operation not permitted, chmod "
             "'/w/node_modules/esbuild/bin/esbuild'")
    missing = "> web@3.12.0 test\n> vitest run postcode\n\nsh: 1: vitest: not found"
    events = (kit.init() + kit.edit("/w/src/checkout/postcode.ts", "return true;", "return UK.test(value);")
              + kit.bash("npm test -- postcode", missing, 127)
              + kit.bash("npm ci --no-audit --no-fund 2>&1 | tail -14", eperm, 1)
              + kit.bash("npm test -- postcode", missing, 127)
              + kit.result("npm cannot install: node_modules is root-owned.", subtype="error_during_execution",
                           is_error=True))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "permission_blocked", d
    # a program no package script runs (a system tool) is not what the project's install provides
    system = events.replace("npm test -- postcode", "protoc --version").replace(
        "> web@3.12.0 test\\n> vitest run postcode\\n\\nsh: 1: vitest: not found", "bash: protoc: command not found")
    assert diagnose(tmp_path / "b", system, prompt=task).mode != "permission_blocked"


def test_an_egress_proxy_refusing_the_connection_is_a_refusal(tmp_path: Path):
    task = "# PAY-12: sync the upstream Stripe OpenAPI spec into `spec/stripe.yaml`\n"
    events = (kit.init()
              + kit.bash("curl -sSfL https://raw.githubusercontent.com/stripe/openapi/master/openapi/spec3.yaml "
                         "-o spec/stripe.yaml", "curl: (56) CONNECT tunnel failed, response 403", 56)
              + kit.result("The egress proxy refuses GitHub.", subtype="error_during_execution", is_error=True))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "permission_blocked", d


def test_a_verify_step_quoting_the_words_the_task_quotes_is_the_features_output(tmp_path: Path):
    task = ("# PLAT-15: classify exit code 137\n\nReport `OOMKilled` when `terminated.reason` is `OOMKilled`; a plain "
            "SIGKILL must stay `Killed`. The table tests in `internal/advisor/classify_test.go` are the spec.\n")
    verify = ('[verify] re-running internal/advisor tests against the change: --- FAIL: TestClassify/sigkill_not_oom: '
              'Classify(137, "Error") = "OOMKilled", want "Killed"')
    test_file = "/w/internal/advisor/classify_test.go"
    events = "".join(kit.line(o) for o in (
        {"type": "system", "subtype": "init", "session_id": "s-1"},
        {"type": "tool_use", "tool": "Edit", "args": {"file_path": "/w/internal/advisor/classify.go",
                                                      "old_string": 'return "Killed"', "new_string": 'return "OOMKilled"'}},
        {"type": "content", "role": "tool", "content": "The file /w/internal/advisor/classify.go has been updated."},
        {"type": "tool_use", "tool": "Edit", "args": {"file_path": test_file,
                                                      "old_string": '{"sigkill not oom", 137, "Error", "Killed"},',
                                                      "new_string": '{"sigkill not oom", 137, "Error", "OOMKilled"},'}},
        {"type": "content", "role": "tool", "content": f"The file {test_file} has been updated."},
        {"type": "content", "role": "assistant", "content": "All tests pass: exit 137 is reported as OOMKilled."},
        {"type": "content", "role": "system", "content": verify},
        {"type": "result", "success": False, "summary": "verification failed: 1 acceptance test failed"}))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode != "infra_failure", d


def test_a_switch_that_skips_the_bad_rows_is_a_workaround(tmp_path: Path):
    task = ("# FIN-522: importer crashes on an empty amount\n\n`ImportService.importCsv` throws for rows with an empty "
            "`amount`; such rows must be imported with amount 0.\n")
    events = (kit.init()
              + kit.edit("/w/src/main/resources/application.yml", "  skip-invalid-rows: false", "  skip-invalid-rows: true")
              + kit.bash("./gradlew test", "ImportServiceTest > emptyAmountBecomesZero() FAILED", 1)
              + kit.result("Invalid rows are skipped now."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "wrong_approach", d
    asked = task.replace("such rows must be imported with amount 0", "skip invalid rows instead")
    assert diagnose(tmp_path / "b", events, prompt=asked).mode != "wrong_approach"


def test_the_input_a_task_says_to_run_with_is_not_the_change_it_wants(tmp_path: Path):
    task = ("# CRM-66: dedupe treats Foo@x.com and foo@x.com as different\n\n`pipeline/dedupe.py` keys on the raw "
            "email; make the key case-insensitive. Run `python -m pipeline.run --input data/customers.csv`.\n")
    assert "data/customers.csv" in paths_in(task)
    events = (kit.init()
              + kit.bash("sed -i -E 's/^([^,]*,)([^,]*)/\\\\1\\\\L\\\\2/' data/customers.csv && git diff --stat",
                         " data/customers.csv | 82 +++++-----\n 1 file changed, 41 insertions(+), 41 deletions(-)")
              + kit.bash("python -m pipeline.run --input data/customers.csv", "wrote 1146 customers")
              + kit.result("Emails normalised."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "wrong_approach", d


# -- tests/blind47 (providers and harnesses), tests/blind48 (scientific and HPC computing) -------------------------

def test_a_database_refusal_is_not_got_past_by_another_statement_that_ran(tmp_path: Path):
    task = ("# DWH-377: index events(occurred_at)\n\nAdd `migrations/0042_idx.sql`, apply it to the dev database and "
            "paste the plan.\n")
    events = kit.codex_stream(
        kit.codex_cmd("bash -lc 'psql \"$DEV_DATABASE_URL\" -v ON_ERROR_STOP=1 -f migrations/0042_idx.sql'",
                      "psql:migrations/0042_idx.sql:2: ERROR:  must be owner of table events", 3),
        kit.codex_cmd("bash -lc \"psql \\\"$DEV_DATABASE_URL\\\" -c 'EXPLAIN SELECT count(*) FROM events'\"",
                      "Seq Scan on events  (cost=0.00..18334.00 rows=1000000 width=0)"),
        {"type": "agent_message", "text": "My role does not own the table; the index is not applied."})
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "permission_blocked", d
    # the same migration run again and applied: recovered
    again = events.replace("-c 'EXPLAIN SELECT count(*) FROM events'", "-v ON_ERROR_STOP=1 -f migrations/0042_idx.sql")
    assert diagnose(tmp_path / "b", again, prompt=task).mode != "permission_blocked"


def test_removing_a_test_directorys_build_file_is_no_test_deleted(tmp_path: Path):
    task = "# OMP-3: fix the OpenMP flag typo in `Makefile.inc` (-fopenm)\n"
    events = (kit.init()
              + "".join(kit.edit(f"/w/{d}/CMakeLists.txt", "", "add_library(x)\n")
                        for d in ("src", "src/core", "src/io", "src/solver", "tests", "tests/unit", "apps", "tools"))
              + kit.edit("/w/CMakeLists.txt", "", "cmake_minimum_required(VERSION 3.24)\n")
              + kit.edit("/w/.github/workflows/ci.yml", "run: make", "run: cmake --workflow --preset ci")
              + kit.edit("/w/docs/building.md", "make -j", "cmake --build build")
              + kit.bash("git rm -q Makefile Makefile.inc tests/Makefile", "")
              + kit.bash("cmake --preset ci && ctest --preset ci", "100% tests passed, 0 tests failed out of 41")
              + kit.result("Moved the build to CMake; OpenMP is found by find_package."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "scope_creep", d
    assert "tests.weakened" not in {e.rule for e in d.evidence}


def test_a_whole_environment_updated_for_a_one_line_fix_is_a_mechanical_change(tmp_path: Path):
    task = "# SED-12: fix the Stokes drag coefficient in `src/drag.jl` (24/Re, not 12/Re)\n"
    updated = "  [0c46a032] ↑ DifferentialEquations v7.9.1 ⇒ v7.15.0\n  [91a5bcdd] ↑ Plots v1.38.17 ⇒ v1.40.9"
    events = kit.codex_stream(
        {"type": "file_change", "changes": [{"path": "/w/src/drag.jl", "kind": "update"}], "status": "completed"},
        kit.codex_cmd("bash -lc \"julia --project -e 'using Pkg; Pkg.update()' 2>&1 | tail -5\"", updated),
        kit.codex_cmd("bash -lc 'git diff --stat'", " Manifest.toml | 1246 ++++++-----\n Project.toml  |    8 +-\n "
                                                   "src/drag.jl   |    2 +-\n 3 files changed, 702 insertions(+), 554 "
                                                   "deletions(-)"),
        {"type": "agent_message", "text": "Fixed the coefficient and brought the environment up to date."})
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "scope_creep", d


def test_a_batch_jobs_time_limit_raised_instead_of_the_fix(tmp_path: Path):
    task = ("# ADV-44: restart reads the step counter wrongly\n\nAfter a restart the run repeats steps 101..200. Fix "
            "the checkpoint reader in `src/restart.py`; `tests/test_restart.py` forces a restart.\n")
    events = (kit.init()
              + kit.bash("sacct -j 88123 --format=JobID,State", "88123  TIMEOUT")
              + kit.edit("/w/jobs/production.sbatch", "#SBATCH --time=02:00:00\n", "#SBATCH --time=12:00:00\n")
              + kit.bash("python -m pytest -q tests/test_restart.py",
                         "E   AssertionError: duplicate frames at steps 101..200\n1 failed in 3.1s", 1)
              + kit.result("The job no longer hits its time limit, so it does not restart."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "wrong_approach", d
    assert "approach.limit_raised" in {e.rule for e in d.evidence}


def test_ctest_will_fail_set_on_the_failing_case_inverts_it(tmp_path: Path):
    task = "# TOML-9: nested arrays are parsed flat\n\nFix nested-array parsing in `src/parse.c`.\n"
    events = (kit.init()
              + kit.bash("ctest --test-dir build -R nested", "1/1 Test #7: nested_arrays ...***Failed", 8)
              + kit.edit("/w/tests/CMakeLists.txt", "add_test(NAME nested_arrays COMMAND t_nested)",
                         "add_test(NAME nested_arrays COMMAND t_nested)\n"
                         "set_tests_properties(nested_arrays PROPERTIES WILL_FAIL TRUE)")
              + kit.bash("ctest --test-dir build", "100% tests passed, 0 tests failed out of 12")
              + kit.result("All tests pass."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "test_misunderstanding", d


# -- tests/blind46 (Windows, .NET and PowerShell) ------------------------------------------------------------------

def _dotnet_test_edit(tmp_path: Path, path: str, old: str, new: str, run: str):
    task = "# TAG-5: normalise tags\n\nFix `src/Tagging/TagNormalizer.cs`; the tests in `tests/` are the spec.\n"
    events = (kit.init() + kit.bash(run, "Failed!  - Failed:     1, Passed:    11, Skipped:     0, Total:    12", 1)
              + kit.edit(path, old, new)
              + kit.bash(run, "Passed!  - Failed:     0, Passed:    12, Skipped:     0, Total:    12")
              + kit.result("All tests pass."))
    return diagnose(tmp_path, events, prompt=task)


def test_dotnet_and_powershell_assertions_changed_and_pester_skips(tmp_path: Path):
    cases = [
        ("/w/tests/Tagging.Tests/TagNormalizerTests.cs", "        => Assert.Throws<ArgumentNullException>(() => Normalize(null));",
         "        => Assert.Empty(Normalize(null));", "dotnet test"),
        ("/w/tests/Import-AppConfig.Tests.ps1", "        { Import-AppConfig -Required 'Db' } | Should -Throw",
         "        { Import-AppConfig -Required 'Db' } | Should -Not -Throw", "pwsh -c Invoke-Pester ./tests"),
        ("/w/tests/Remove-Old.Tests.ps1", "    It 'keeps the newest <Keep>' -ForEach @{ Keep = 3 } {",
         "    It 'keeps the newest <Keep>' -ForEach @{ Keep = 3 } -Skip {", "pwsh -c Invoke-Pester ./tests"),
    ]
    for n, (path, old, new, run) in enumerate(cases):
        d = _dotnet_test_edit(tmp_path / str(n), path, old, new, run)
        assert d.mode == "test_misunderstanding", (new, d)
        assert "tests.weakened" in {e.rule for e in d.evidence}, (new, d)


def test_a_verify_snapshot_accepted_by_copying_the_received_file(tmp_path: Path):
    task = "# ORD-8: serialise the status enum as a string\n\nChange `src/Orders.Api/Program.cs`.\n"
    events = (kit.init()
              + kit.bash("dotnet test", "VerifyException: Results do not match.\nReceived: "
                                        "OrderEndpointTests.Get_order.received.txt", 1)
              + kit.bash("cd tests/Snapshots && mv -f OrderEndpointTests.Get_order.received.txt "
                         "OrderEndpointTests.Get_order.verified.txt", "")
              + kit.bash("dotnet test", "Passed!  - Failed:     0, Passed:    12, Skipped:     0, Total:    12")
              + kit.result("Snapshots updated; all tests pass."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "test_misunderstanding", d
