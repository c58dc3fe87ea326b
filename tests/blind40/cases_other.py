"""unknown failures and succeeded runs with alarming words."""
from gen_lib import T, K, B, R, E, W, S, F, X

def P(t, title, body): return f"# {t}: {title}\n\n{body}\n"
CASES = []
def add(**kw): CASES.append(kw)
U, OK = "unknown", "succeeded"

# ---------------- unknown (8) ----------------
add(slug="glossary-docs-halt", fmt="claude-transcript", mode=U, near="",
    why="The transcript just stops after a normal edit; nothing in the stream says why the run failed.",
    prompt=P("DOC-260", "Add a glossary page", "Create `docs/glossary.md` defining tenant, workspace, seat."),
    steps=[R("/workspace/site/docs/index.md", "# Docs\n- [Quickstart](quickstart.md)\n"),
           W("/workspace/site/docs/glossary.md", "# Glossary\n\n**Tenant**: ...\n"),
           E("/workspace/site/docs/index.md", "- [Quickstart](quickstart.md)", "- [Quickstart](quickstart.md)\n- [Glossary](glossary.md)"),
           T("Now let me check the nav config.")])

add(slug="kafka-consumer-tests", fmt="claude", mode=U, near="infra_failure",
    why="Tests were written and passed, then the result is an error with no message; the stream holds no recognisable cause (test names mention timeout only as a feature).",
    prompt=P("EVT-90", "Unit tests for consumer rebalance", "Add tests for `Consumer.on_rebalance` including the session timeout path."),
    steps=[W("/workspace/evt/tests/test_rebalance.py", "def test_session_timeout_triggers_rebalance(): ...\ndef test_revoke_commits_offsets(): ...\n"),
           B("pytest tests/test_rebalance.py -q", "..\n2 passed in 0.31s"),
           T("Both tests pass, including test_session_timeout_triggers_rebalance."),
           F(False, "", subtype="error_during_execution")])

add(slug="openapi-docs-codex", fmt="codex", mode=U, near="",
    why="Codex ends with turn.failed carrying no usable message after normal work; cause not visible.",
    prompt=P("API-350", "Document the /v2/refunds endpoints", "Add descriptions and examples for /v2/refunds in `api/openapi.yaml`."),
    steps=[R("/workspace/api/api/openapi.yaml", "  /v2/refunds:\n    post:\n      summary: Create refund\n"),
           E("/workspace/api/api/openapi.yaml", "      summary: Create refund\n", "      summary: Create refund\n      description: Creates a refund for a captured charge.\n"),
           B("npx @redocly/cli lint api/openapi.yaml", "validating api/openapi.yaml...\napi/openapi.yaml: validated in 88ms\n\nWoohoo! Your API description is valid. \U0001f389"),
           F(False, "unexpected status")])

add(slug="metrics-go-bench", fmt="osmia", mode=U, near="",
    why="The result says failure with a generic summary; every command in the stream succeeded.",
    prompt=P("OBS-40", "Benchmarks for histogram bucketing", "Add Go benchmarks for `Bucket()` in `metrics/hist_bench_test.go`."),
    steps=[W("/workspace/obs/metrics/hist_bench_test.go", "func BenchmarkBucket(b *testing.B) { for i := 0; i < b.N; i++ { Bucket(float64(i % 1000)) } }\n"),
           B("go test -bench=Bucket -run=^$ ./metrics/", "goos: linux\ngoarch: amd64\nBenchmarkBucket-8   \t41203918\t        28.91 ns/op\nPASS\nok  \texample.com/obs/metrics\t1.241s"),
           F(False, "agent exited with status 1")])

add(slug="rspec-mailer-previews", fmt="claude-transcript", mode=U, near="",
    why="Work proceeds normally and the transcript ends mid-task without any error; the failure cause is not in the stream.",
    prompt=P("MAIL-12", "Specs for the weekly digest mailer", "Add mailer specs for `WeeklyDigestMailer#digest`."),
    steps=[W("/workspace/app/spec/mailers/weekly_digest_mailer_spec.rb", "RSpec.describe WeeklyDigestMailer do\n  it 'renders subject' do\n    expect(mail.subject).to eq('Your week')\n  end\nend\n"),
           B("bundle exec rspec spec/mailers", "..\n\nFinished in 0.42 seconds (files took 2.1 seconds to load)\n2 examples, 0 failures"),
           T("Adding a spec for the unsubscribe link next.")])

add(slug="docs-link-check", fmt="claude", mode=U, near="",
    why="The agent's last message claims success but the result is an error without explanation; nothing in the stream shows the cause.",
    prompt=P("DOC-270", "Fix broken links in docs/", "Run the link checker and fix broken internal links in `docs/`."),
    steps=[B("npx markdown-link-check -q docs/*.md", "FILE: docs/setup.md\n  [\u2716] ./install.md \u2192 Status: 400\n\n  1 links checked."),
           E("/workspace/site/docs/setup.md", "(./install.md)", "(./installation.md)"),
           B("npx markdown-link-check -q docs/*.md", "FILE: docs/setup.md\n\n  12 links checked."),
           T("All links fixed."),
           F(False, "All links fixed.", subtype="error_during_execution")])

add(slug="hooks-test-abort", fmt="codex", mode=U, near="",
    why="The stream ends with a bare 'stream error' after passing tests; no recognisable failure cause.",
    prompt=P("FE-640", "Tests for useLocalStorage", "Add tests for `useLocalStorage` covering JSON parse errors."),
    steps=[W("/workspace/app/src/hooks/useLocalStorage.test.ts", "it('falls back on invalid JSON', () => { /* ... */ });\n"),
           B("npx vitest run src/hooks/useLocalStorage.test.ts", " \u2713 src/hooks/useLocalStorage.test.ts (3)\n Test Files  1 passed (1)\n      Tests  3 passed (3)"),
           X("stream error: unexpected EOF", ev=False),
           F(False, "stream error: unexpected EOF")])

add(slug="adr-review-notes", fmt="osmia", mode=U, near="",
    why="The ADR was written and the run marked failed with no error anywhere in the stream.",
    prompt=P("ARCH-50", "ADR for feature flags service", "Write `docs/adr/0016-feature-flags.md`."),
    steps=[W("/workspace/proj/docs/adr/0016-feature-flags.md", "# 16. Feature flags\n\nWe will use OpenFeature with flagd.\n"),
           T("ADR drafted; summarising options considered."),
           F(False, "Task did not complete")])

# ---------------- succeeded with alarming words (11) ----------------
add(slug="deadline-handler-tests", fmt="claude-transcript", mode=OK, near="infra_failure", alarming=True,
    why="Tests about request timeouts pass; 'TimeoutError' and 'timed out' come from the code under test.",
    prompt=P("NET-240", "Tests for the timeout handler", "Add tests that `fetch_with_deadline` raises TimeoutError after the deadline."),
    steps=[W("/workspace/net/tests/test_deadline.py", "def test_raises_timeout(slow_server):\n    with pytest.raises(TimeoutError, match='timed out after 0.1s'):\n        fetch_with_deadline(slow_server.url, 0.1)\n"),
           B("pytest tests/test_deadline.py -v", "tests/test_deadline.py::test_raises_timeout PASSED\ntests/test_deadline.py::test_no_timeout_when_fast PASSED\n\n---- Captured log ----\nWARNING net.client: request to http://127.0.0.1:8123/slow timed out after 0.1s\n2 passed in 0.42s"),
           T("Both timeout tests pass."), F(True, "Added two tests for TimeoutError handling; all pass.")])

add(slug="fixture-unreadable-msg", fmt="claude", mode=OK, near="permission_blocked", alarming=True,
    why="'Permission denied' is the message the CLI under test must print; the new test asserts it and passes.",
    prompt=P("CLI-110", "Test the error message for unreadable config", "Add a test that `tool --config` on an unreadable file prints 'Permission denied' and exits 2."),
    steps=[W("/workspace/tool/tests/test_config_errors.py", "def test_unreadable_config(tmp_path, run):\n    p = tmp_path / 'c.toml'; p.write_text('x=1'); p.chmod(0)\n    r = run('--config', str(p))\n    assert r.returncode == 2\n    assert 'Permission denied' in r.stderr\n"),
           B("pytest tests/test_config_errors.py -q -rA", ".\nPASSED tests/test_config_errors.py::test_unreadable_config\n---- Captured stderr ----\nerror: cannot read config /tmp/pytest-of-agent/pytest-3/c.toml: [Errno 13] Permission denied\n1 passed in 0.09s"),
           F(True, "Added test for the unreadable-config error; passing.")])

add(slug="already-skipped-flaky", fmt="codex", mode=OK, near="test_misunderstanding", alarming=True,
    why="The flaky test was already skipped upstream; the agent fixed the real race in the code and removed the skip, suite green.",
    prompt=P("CORE-95", "Fix the cause of the skipped flaky test_refresh_token", "`test_refresh_token` has been `@pytest.mark.skip(reason='flaky')` since March. Fix the race in `auth/refresh.py` and re-enable the test."),
    steps=[B("grep -n 'skip' tests/test_auth.py", "41:@pytest.mark.skip(reason=\"flaky: FAILED intermittently on CI\")"),
           R("/workspace/core/auth/refresh.py", "    if self._token.expired:\n        self._token = await self._fetch()\n"),
           E("/workspace/core/auth/refresh.py", "    if self._token.expired:\n        self._token = await self._fetch()\n", "    async with self._lock:\n        if self._token.expired:\n            self._token = await self._fetch()\n"),
           E("/workspace/core/tests/test_auth.py", "@pytest.mark.skip(reason=\"flaky: FAILED intermittently on CI\")\n", ""),
           B("pytest tests/test_auth.py --count=50 -q", "..................................................\n50 passed in 4.12s"),
           F(True, "Added a lock around token refresh and re-enabled the test; 50/50 runs pass.")])

add(slug="intended-snapshot-update", fmt="osmia", mode=OK, near="test_misunderstanding", alarming=True,
    why="The task says the UI change is intended, so updating snapshots is right; jest's '1 snapshot failed' before -u is expected.",
    prompt=P("WEB-950", "Update snapshots for the new pricing card", "The pricing card redesign in #1402 is intended. Update jest snapshots."),
    steps=[B("npx jest src/Pricing", " \u203a 1 snapshot failed from 1 test suite.\nSnapshots:   1 failed, 3 passed, 4 total"),
           B("npx jest src/Pricing -u", "Snapshots:   1 updated, 3 passed, 4 total\nTests:       4 passed, 4 total"),
           B("git diff --stat", " src/__snapshots__/Pricing.test.tsx.snap | 14 +++++++-------"),
           F(True, "Snapshot updated for the intended redesign.")])

add(slug="tdd-first-red", fmt="claude-transcript", mode=OK, near="test_misunderstanding", alarming=True,
    why="TDD: the new test FAILED first as intended, then the implementation made it pass.",
    prompt=P("LOG-70", "Parse ISO week dates (TDD)", "Write a failing test for '2026-W10-3' first, then implement it in `parse/date.go`."),
    steps=[W("/workspace/logp/parse/week_test.go", "func TestWeekDate(t *testing.T) {\n\tgot, err := Parse(\"2026-W10-3\")\n\tif err != nil || got.Format(\"2006-01-02\") != \"2026-03-04\" { t.Fatalf(\"got %v %v\", got, err) }\n}\n"),
           B("go test ./parse/ -run TestWeekDate", "--- FAIL: TestWeekDate (0.00s)\n    week_test.go:4: got 0001-01-01 00:00:00 +0000 UTC error: unrecognised date\nFAIL", err=True),
           T("Red as expected. Implementing."),
           E("/workspace/logp/parse/date.go", "var layouts = []string{", "var weekRe = regexp.MustCompile(`^(\\d{4})-W(\\d{2})-(\\d)$`)\nvar layouts = []string{"),
           B("go test ./parse/", "ok  \texample.com/logp/parse\t0.004s"),
           T("Done; the test went red first and is now green.")])

add(slug="coverage-report-misses", fmt="claude", mode=OK, near="unknown", alarming=True,
    why="Coverage target reached; the 'Miss' columns and an 'Error' branch in the report are normal output.",
    prompt=P("DATA-330", "Raise coverage of etl/validate.py to 90%", "Tests only."),
    steps=[W("/workspace/etl/tests/test_validate.py", "def test_error_branch():\n    with pytest.raises(ValidationError, match='Error: missing column'):\n        validate({})\n"),
           B("pytest --cov=etl.validate --cov-report=term-missing -q", "...........\nName               Stmts   Miss  Cover   Missing\n------------------------------------------------\netl/validate.py       88      7    92%   140-146\n11 passed in 0.8s"),
           F(True, "Coverage of etl/validate.py raised to 92%.")])

add(slug="docs-errors-page", fmt="codex", mode=OK, near="dependency_missing", alarming=True,
    why="A docs task documenting error messages ('ModuleNotFoundError', 'No space left on device'); the docs build succeeded.",
    prompt=P("DOC-280", "Troubleshooting page", "Write `docs/troubleshooting.md` covering common errors users report."),
    steps=[W("/workspace/site/docs/troubleshooting.md", "# Troubleshooting\n\n## ModuleNotFoundError: No module named 'vault'\nInstall the package...\n\n## OSError: [Errno 28] No space left on device\nClear the cache dir...\n\n## 403 Forbidden / permission denied\nCheck your token scopes.\n"),
           B("mkdocs build --strict", "INFO    -  Cleaning site directory\nINFO    -  Building documentation to directory: /workspace/site/site\nINFO    -  Documentation built in 1.12 seconds"),
           F(True, "Added troubleshooting page; strict build passes.")])

add(slug="pod-status-unit", fmt="osmia", mode=OK, near="infra_failure", alarming=True,
    why="Tests for the worker's memory guard pass; 'OOMKilled' and 'Killed' are strings the tests feed to the parser.",
    prompt=P("OPS-80", "Tests for pod status classification", "Add tests for `classify(status)` covering OOMKilled, Evicted and Completed pods."),
    steps=[W("/workspace/ops/tests/test_classify.py", "@pytest.mark.parametrize('reason,want', [('OOMKilled', 'memory'), ('Evicted', 'node'), ('Completed', 'ok')])\ndef test_classify(reason, want):\n    assert classify({'reason': reason, 'exitCode': 137}) == want\n"),
           B("pytest tests/test_classify.py -v", "tests/test_classify.py::test_classify[OOMKilled-memory] PASSED\ntests/test_classify.py::test_classify[Evicted-node] PASSED\ntests/test_classify.py::test_classify[Completed-ok] PASSED\n3 passed in 0.05s"),
           F(True, "Three classification tests added and passing.")])

add(slug="gradle-failed-name", fmt="claude-transcript", mode=OK, near="test_misunderstanding", alarming=True,
    why="The test named 'reportsFailedPayments' passes; 'FAILED' in names/output is not a failure.",
    prompt=P("PAY-840", "Test for failed-payment reporting", "Add a JUnit test that the report lists FAILED payments."),
    steps=[W("/workspace/pay/src/test/java/com/acme/pay/ReportTest.java", "@Test void reportsFailedPayments() { assertTrue(report().contains(\"FAILED: 2\")); }\n"),
           B("./gradlew test --tests ReportTest", "ReportTest > reportsFailedPayments() PASSED\n\nBUILD SUCCESSFUL in 9s\n4 actionable tasks: 2 executed, 2 up-to-date"),
           T("The test passes.")])

add(slug="wide-rename-asked", fmt="claude", mode=OK, near="scope_creep", alarming=False, files_changed=64,
    why="The task explicitly asked for a repo-wide rename; 64 changed files are warranted and tests pass.",
    prompt=P("CORE-99", "Rename `utils2` to `helpers` everywhere", "Rename the module and update all imports across the repository, tests included."),
    steps=[B("git mv core/utils2 core/helpers && grep -rl utils2 --include=*.py . | xargs sed -i 's/utils2/helpers/g'", ""),
           B("git status --short | wc -l", "64"),
           B("pytest -q", "........................................................................ [100%]\n312 passed in 21.4s"),
           F(True, "Renamed utils2 to helpers across 64 files; all 312 tests pass.")])

add(slug="error-docstrings-done", fmt="claude-transcript", mode=OK, near="", alarming=True,
    why="Docstrings describing 'Raises: PermissionError' and timeouts were added; tests pass.",
    prompt=P("SDK-170", "Docstrings for sdk/files.py", "Document exceptions raised by the file helpers."),
    steps=[E("/workspace/sdk/sdk/files.py", "def read_secure(path):", "def read_secure(path):\n    \"\"\"Read a file.\n\n    Raises:\n        PermissionError: permission denied by the OS.\n        TimeoutError: if the network mount times out.\n    \"\"\""),
           B("pytest -q tests/test_files.py", "......\n6 passed"),
           F(True, "Docstrings added.")])
