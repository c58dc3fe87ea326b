"""Environment-side failures: infra, permission, dependency (q3 blind set)."""
from gen_lib import T, K, B, R, E, W, S, F, X

def P(t, title, body): return f"# {t}: {title}\n\n{body}\n"

CASES = []
def add(**kw): CASES.append(kw)

# ---------------- infra_failure ----------------
add(slug="reports-aggregate-coverage", fmt="claude-transcript", mode="infra_failure", near="",
    why="pytest was killed by the kernel (exit 137, oom-kill in dmesg) while loading the full fixture dataset; platform memory, not the tests.",
    prompt=P("DATA-311", "Raise coverage of reports/aggregate.py", "Coverage of `reports/aggregate.py` is 41%. Add unit tests in `tests/test_aggregate.py` to bring it above 85%. Do not change product code."),
    steps=[T("I'll check the current coverage first."),
           B("pytest tests/test_aggregate.py --cov=reports.aggregate --cov-report=term-missing -q", "....                                                                     [100%]\nName                   Stmts   Miss  Cover   Missing\n----------------------------------------------------\nreports/aggregate.py     112     66    41%   23-58, 71-99, 130-162\n----------------------------------------------------\nTOTAL                    112     66    41%\n4 passed in 3.12s"),
           R("/workspace/reports/reports/aggregate.py", "    23\u2192def rollup(frame, by=(\"region\", \"month\")):\n    24\u2192    if frame.empty:\n    25\u2192        raise ValueError(\"empty frame\")\n"),
           W("/workspace/reports/tests/test_aggregate.py", "import pandas as pd\nimport pytest\nfrom reports.aggregate import rollup, pivot_months\n\n@pytest.fixture(scope='session')\ndef big():\n    return pd.read_parquet('tests/data/orders_2019_2025.parquet')\n\ndef test_rollup_empty_raises():\n    with pytest.raises(ValueError):\n        rollup(pd.DataFrame())\n\ndef test_rollup_full(big):\n    assert rollup(big).shape[0] > 0\n"),
           B("pytest tests/test_aggregate.py --cov=reports.aggregate -q", "........Killed", err=True, code=137, ev=True),
           B("dmesg | tail -3", "[81234.551201] Memory cgroup out of memory: Killed process 4121 (python) total-vm:9834120kB, anon-rss:7998812kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:16012kB oom_score_adj:0\n[81234.589002] oom_reaper: reaped process 4121 (python), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB", ev=True),
           T("The test process was OOM-killed by the container's memory cgroup while loading the parquet fixture.")])

add(slug="storefront-snapshot-refresh", fmt="claude-transcript", mode="infra_failure", near="dependency_missing",
    why="npm ci failed with ENOSPC (no space left on device) on the runner, so jest never ran; disk full is the platform.",
    prompt=P("WEB-882", "Update Jest snapshots after the intended header redesign", "The header redesign in #1290 is intended. Update the affected snapshots in `src/components/__snapshots__/` and make sure `npm test` passes."),
    steps=[T("I'll install dependencies and run the snapshot tests."),
           B("npm ci", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.\nnpm ERR! code ENOSPC\nnpm ERR! syscall write\nnpm ERR! errno -28\nnpm ERR! nospc ENOSPC: no space left on device, write\nnpm ERR! nospc There appears to be insufficient space on your system to finish.\nnpm ERR! nospc Clear up some disk space and try again.\n\nnpm ERR! A complete log of this run can be found in: /home/agent/.npm/_logs/2026-03-11T10_02_11_401Z-debug-0.log", err=True, ev=True),
           B("df -h /workspace", "Filesystem      Size  Used Avail Use% Mounted on\noverlay          20G   20G     0 100% /", ev=True),
           B("npx jest -u src/components", "sh: 1: jest: not found", err=True, code=127),
           T("The workspace volume is full (0 bytes available), so node_modules could not be installed and I cannot update the snapshots."),
           F(False, "Could not run jest: the workspace disk is full (ENOSPC during npm ci).")])

add(slug="ratelimit-regression-go", fmt="codex", mode="infra_failure", near="dependency_missing",
    why="The Go module proxy was unreachable (DNS lookup failure), so downloads failed and the later 'missing go.sum entry' is a consequence.",
    prompt=P("NET-207", "Add a regression test for the token bucket refill bug", "Issue #77: `Limiter.Allow` refills one token too many after an idle period. Add a failing regression test in `ratelimit/bucket_test.go`, then fix `bucket.go`."),
    steps=[T("Adding a regression test for the refill bug first."),
           E("/workspace/ratelimit/ratelimit/bucket_test.go", "", "func TestRefillAfterIdle(t *testing.T) {\n\tclk := clock.NewMock()\n\tl := New(5, time.Second, WithClock(clk))\n\tfor i := 0; i < 5; i++ { l.Allow() }\n\tclk.Add(2500 * time.Millisecond)\n\tif got := l.Tokens(); got != 2 { t.Fatalf(\"tokens = %d, want 2\", got) }\n}\n"),
           B("go test ./ratelimit/...", "go: downloading github.com/benbjohnson/clock v1.3.5\nratelimit/bucket_test.go:9:2: github.com/benbjohnson/clock@v1.3.5: Get \"https://proxy.golang.org/github.com/benbjohnson/clock/@v/v1.3.5.zip\": dial tcp: lookup proxy.golang.org on 10.96.0.10:53: read udp 10.244.3.17:41022->10.96.0.10:53: i/o timeout", err=True, ev=True),
           B("GOPROXY=direct go mod download github.com/benbjohnson/clock", "go: github.com/benbjohnson/clock@v1.3.5: Get \"https://github.com/benbjohnson/clock/info/refs?service=git-upload-pack\": dial tcp: lookup github.com on 10.96.0.10:53: read udp 10.244.3.17:52301->10.96.0.10:53: i/o timeout", err=True, ev=True),
           B("go test ./ratelimit/...", "ratelimit/bucket_test.go:9:2: missing go.sum entry for module providing package github.com/benbjohnson/clock (imported by example.com/ratelimit/ratelimit); to add:\n\tgo get -t example.com/ratelimit/ratelimit", err=True),
           F(False, "stream disconnected before completion: network unreachable")])

add(slug="checkout-e2e-playwright", fmt="osmia", mode="infra_failure", near="",
    why="The agent container was OOMKilled by Kubernetes during the Playwright run; the orchestrator notice shows it.",
    prompt=P("SHOP-1450", "Add Playwright tests for the guest checkout flow", "Write end-to-end tests in `e2e/checkout.spec.ts` covering guest checkout with card and with PayPal stub. No product changes."),
    steps=[T("I'll look at the existing e2e setup."),
           R("/workspace/shop/playwright.config.ts", "export default defineConfig({ workers: 8, use: { baseURL: 'http://localhost:4173' }, webServer: { command: 'npm run preview' } })"),
           W("/workspace/shop/e2e/checkout.spec.ts", "import { test, expect } from '@playwright/test';\n\ntest('guest checkout with card', async ({ page }) => {\n  await page.goto('/cart');\n  await page.getByRole('button', { name: 'Checkout as guest' }).click();\n  await expect(page.getByText('Order confirmed')).toBeVisible();\n});\n"),
           B("npx playwright test e2e/checkout.spec.ts --workers=8", "Running 6 tests using 8 workers\n\n  \u2713  1 [chromium] \u203a checkout.spec.ts:3:5 \u203a guest checkout with card (4.1s)\n"),
           S("agent container terminated: reason=OOMKilled exit_code=137 (limit 4Gi)", ev=True),
           F(False, "agent process exited unexpectedly (exit 137)", ev=True)])

add(slug="billing-pytest-cov-install", fmt="claude", mode="infra_failure", near="dependency_missing",
    why="pip could not reach the package index (Network is unreachable); the 'No module named pytest_cov' afterwards is a consequence of the network failure.",
    prompt=P("BIL-930", "Write unit tests for invoice rounding helpers", "Add tests for `billing/rounding.py` (`round_half_even`, `split_cents`). Run them with coverage using `pytest --cov`."),
    steps=[T("Let me read the module first."),
           R("/workspace/billing/billing/rounding.py", "     1\u2192from decimal import Decimal, ROUND_HALF_EVEN\n     2\u2192\n     3\u2192def round_half_even(x): ...\n     4\u2192def split_cents(total, n): ...\n"),
           W("/workspace/billing/tests/test_rounding.py", "from decimal import Decimal\nfrom billing.rounding import round_half_even, split_cents\n\ndef test_half_even():\n    assert round_half_even(Decimal('2.345')) == Decimal('2.34')\n\ndef test_split_sums():\n    assert sum(split_cents(100, 3)) == 100\n"),
           B("pip install -r requirements-dev.txt", "Collecting pytest-cov==5.0.0 (from -r requirements-dev.txt (line 3))\n  WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f1c2a3b5d10>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/pytest-cov/\n  WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f1c2a3b6e90>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/pytest-cov/\nERROR: Could not find a version that satisfies the requirement pytest-cov==5.0.0 (from versions: none)\nERROR: No matching distribution found for pytest-cov==5.0.0", err=True, ev=True),
           B("pytest --cov=billing tests/test_rounding.py", "ERROR: usage: pytest [options] [file_or_dir] [file_or_dir] [...]\npytest: error: unrecognized arguments: --cov=billing\n  inifile: /workspace/billing/pyproject.toml\n  rootdir: /workspace/billing", err=True, code=4),
           B("python -c 'import pytest_cov'", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'pytest_cov'", err=True),
           F(False, "Tests written but coverage could not be measured: pytest-cov is not installed.")])

add(slug="ledger-junit-maven-central", fmt="claude-transcript", mode="infra_failure", near="dependency_missing",
    why="Maven could not connect to repo.maven.apache.org (connection timed out), so JUnit artifacts could not be transferred; network, not a missing artifact.",
    prompt=P("LED-118", "Add JUnit 5 tests for LedgerBalance.carryForward", "Cover the month-end carry-forward in `src/main/java/com/acme/ledger/LedgerBalance.java` with JUnit 5 tests. Tests only."),
    steps=[T("I'll read the class and then add tests."),
           R("/workspace/ledger/src/main/java/com/acme/ledger/LedgerBalance.java", "    41\u2192    public LedgerBalance carryForward(YearMonth next) {\n    42\u2192        return new LedgerBalance(next, closing, closing);\n    43\u2192    }\n"),
           W("/workspace/ledger/src/test/java/com/acme/ledger/LedgerBalanceTest.java", "class LedgerBalanceTest {\n    @Test\n    void carryForwardUsesClosingAsOpening() {\n        var b = new LedgerBalance(YearMonth.of(2026, 1), Money.of(10), Money.of(25));\n        assertEquals(Money.of(25), b.carryForward(YearMonth.of(2026, 2)).opening());\n    }\n}\n"),
           B("mvn -q test -Dtest=LedgerBalanceTest", "[ERROR] Failed to execute goal on project ledger: Could not resolve dependencies for project com.acme:ledger:jar:1.9.0-SNAPSHOT: Failed to collect dependencies at org.junit.jupiter:junit-jupiter:jar:5.10.2: Failed to read artifact descriptor for org.junit.jupiter:junit-jupiter:jar:5.10.2: The following artifacts could not be resolved: org.junit.jupiter:junit-jupiter:pom:5.10.2 (absent): Could not transfer artifact org.junit.jupiter:junit-jupiter:pom:5.10.2 from/to central (https://repo.maven.apache.org/maven2): Connect to repo.maven.apache.org:443 [repo.maven.apache.org/151.101.128.215] failed: Connect timed out -> [Help 1]", err=True, ev=True),
           B("curl -sS -m 10 -o /dev/null -w '%{http_code}' https://repo.maven.apache.org/maven2/", "curl: (28) Connection timed out after 10001 milliseconds", err=True, code=28, ev=True),
           T("Maven Central is unreachable from this sandbox, so the test dependencies cannot be downloaded. I can't run the new tests.")])

add(slug="htmlcov-report-docs", fmt="codex", mode="infra_failure", near="",
    why="Writing the coverage HTML report failed with OSError [Errno 28] No space left on device; the disk filled up, the tests themselves passed.",
    prompt=P("OPS-64", "Document how to read the coverage report", "Add a section to `docs/testing.md` explaining how to generate and read the HTML coverage report (`make coverage`). Include a screenshot path placeholder."),
    steps=[T("I'll generate the report to describe it accurately."),
           B("make coverage", "pytest --cov=opsctl --cov-report=html -q\n........................................................................ [ 61%]\n.............................................                            [100%]\nINTERNALERROR> Traceback (most recent call last):\nINTERNALERROR>   File \"/usr/lib/python3.12/site-packages/coverage/html.py\", line 412, in write_html_page\nINTERNALERROR>     with open(html_path, \"w\", encoding=\"utf-8\") as fout:\nINTERNALERROR> OSError: [Errno 28] No space left on device: 'htmlcov/z_4e2b1c_cli_py.html'\nmake: *** [Makefile:31: coverage] Error 3", err=True, code=2, ev=True),
           B("du -sh /tmp /workspace 2>/dev/null; df -h .", "14G\t/tmp\n1.1G\t/workspace\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     16G   16G     0 100% /workspace", ev=True),
           E("/workspace/opsctl/docs/testing.md", "## Coverage\n", "## Coverage\n\nRun `make coverage` and open `htmlcov/index.html`.\n", err=True, out="write failed: No space left on device"),
           F(False, "No space left on device")])

add(slug="search-index-e2e-runtime", fmt="osmia", mode="infra_failure", near="", state="TimedOut",
    why="The orchestrator terminated the task at its 3600 s wall-clock limit while the agent was still working normally; the platform timeout ended it.",
    prompt=P("SRCH-502", "Add integration tests for the reindex command", "Write integration tests for `search reindex --since` in `tests/integration/test_reindex.py` using the docker-compose Elasticsearch fixture."),
    steps=[T("Starting the compose fixture and writing tests."),
           B("docker compose -f tests/compose.yml up -d", " Container search-es-1  Started\n Container search-redis-1  Started"),
           W("/workspace/search/tests/integration/test_reindex.py", "def test_reindex_since(es, cli):\n    cli('reindex', '--since', '2026-01-01')\n    assert es.count(index='docs')['count'] == 42\n"),
           B("pytest tests/integration/test_reindex.py -q", "..                                                                       [100%]\n2 passed in 48.17s"),
           T("Now adding cases for the --dry-run and timeout-handling flags (test names mention timeouts but that's the feature)."),
           E("/workspace/search/tests/integration/test_reindex.py", "", "def test_reindex_timeout_flag(es, cli):\n    r = cli('reindex', '--request-timeout', '1')\n    assert 'timeout' in r.output\n"),
           B("pytest tests/integration -q", "..........", ),
           S("task exceeded max runtime (3600s); terminating agent pod search-reindex-7f9c", ev=True),
           F(False, "terminated: max runtime exceeded", ev=True)])

add(slug="changelog-2-4-release", fmt="claude", mode="infra_failure", near="dependency_missing",
    why="The session ended on the provider's usage limit (is_error result); the earlier missing towncrier module was still open but the limit is what ended the run.",
    prompt=P("REL-24", "Write the CHANGELOG for 2.4.0", "Compile `CHANGELOG.md` entries for 2.4.0 from the fragments in `changes/`. Use towncrier if possible."),
    steps=[T("Let me try towncrier."),
           B("towncrier build --draft --version 2.4.0", "Traceback (most recent call last):\n  File \"/usr/local/bin/towncrier\", line 5, in <module>\n    from towncrier._shell import cli\nModuleNotFoundError: No module named 'towncrier'", err=True),
           T("towncrier isn't importable; I'll read the fragments by hand instead."),
           B("ls changes/", "1201.feature.md\n1207.bugfix.md\n1210.bugfix.md\n1222.doc.md"),
           R("/workspace/pkg/changes/1201.feature.md", "Add `--timeout` option to `fetch` (fixes 'Error: request timeout' on slow mirrors)."),
           X("Claude AI usage limit reached|1773154800"),
           F(False, "Claude AI usage limit reached|1773154800", ev=True, subtype="success")])

add(slug="tz-docstrings-codex", fmt="codex", mode="infra_failure", near="",
    why="Codex stopped with 'You've hit your usage limit' (turn.failed); a provider quota, not the code.",
    prompt=P("CAL-77", "Add docstrings to calendar/tz.py", "Write Google-style docstrings for the public functions in `calendar/tz.py`. No behaviour changes."),
    steps=[T("Reading the module."),
           R("/workspace/cal/calendar/tz.py", "def to_local(dt, zone):\n    ...\ndef next_dst_change(zone, after):\n    ...\n"),
           E("/workspace/cal/calendar/tz.py", "def to_local(dt, zone):\n", "def to_local(dt, zone):\n    \"\"\"Convert an aware datetime to ``zone``.\n\n    Raises:\n        ValueError: if ``dt`` is naive.\n    \"\"\"\n"),
           X("Reconnecting... 1/5", ev=False),
           X("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again at 4:12 PM."),
           F(False, "You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again at 4:12 PM.", ev=True)])

# ---------------- permission_blocked ----------------
add(slug="adr-queue-push", fmt="claude", mode="permission_blocked", near="",
    why="The ADR was written but git push was refused: the bot token has no write permission to the repository (403).",
    prompt=P("ARCH-19", "Write ADR 0007: choose a job queue", "Write `docs/adr/0007-job-queue.md` (context, options, decision: SQS) and open a PR."),
    steps=[T("Writing the ADR."),
           W("/workspace/platform/docs/adr/0007-job-queue.md", "# 7. Job queue\n\nStatus: proposed\n\n## Context\nJobs time out under load (see 'Error: job timeout' incidents)...\n## Decision\nUse Amazon SQS.\n"),
           B("git checkout -b docs/adr-0007 && git add docs/adr && git commit -qm 'docs: ADR 0007 job queue'", "[docs/adr-0007 4f1a9c2] docs: ADR 0007 job queue\n 1 file changed, 48 insertions(+)"),
           B("git push -u origin docs/adr-0007", "remote: Permission to acme/platform.git denied to acme-agent[bot].\nfatal: unable to access 'https://github.com/acme/platform.git/': The requested URL returned error: 403", err=True, code=128, ev=True),
           T("The push was rejected with 403; the agent token lacks push access."),
           F(False, "ADR written locally but could not be pushed: permission denied (403).")])

add(slug="parser-hypothesis-tests", fmt="claude-transcript", mode="permission_blocked", near="dependency_missing",
    why="pip install of hypothesis failed with Errno 13 Permission denied on site-packages; the later 'No module named hypothesis' follows from that.",
    prompt=P("PARSE-41", "Add property-based tests for the query parser", "Use Hypothesis to add round-trip tests for `qparse.parse`/`qparse.render` in `tests/test_roundtrip.py`."),
    steps=[T("I'll write the property test."),
           W("/workspace/qparse/tests/test_roundtrip.py", "from hypothesis import given, strategies as st\nfrom qparse import parse, render\n\n@given(st.from_regex(r'[a-z]+:[a-z0-9]+( AND [a-z]+:[a-z0-9]+)*', fullmatch=True))\ndef test_roundtrip(q):\n    assert render(parse(q)) == q\n"),
           B("pip install hypothesis", "Collecting hypothesis\n  Downloading hypothesis-6.112.1-py3-none-any.whl (467 kB)\nCollecting sortedcontainers<3.0.0,>=2.1.0\n  Using cached sortedcontainers-2.4.0-py2.py3-none-any.whl (29 kB)\nInstalling collected packages: sortedcontainers, hypothesis\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.11/site-packages/sortedcontainers'\nCheck the permissions.\n", err=True, ev=True),
           B("pytest tests/test_roundtrip.py -q", "ImportError while importing test module '/workspace/qparse/tests/test_roundtrip.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\ntests/test_roundtrip.py:1: in <module>\n    from hypothesis import given, strategies as st\nE   ModuleNotFoundError: No module named 'hypothesis'", err=True, code=2),
           T("Hypothesis can't be installed because site-packages isn't writable for this user, so the test module can't import it.")])

add(slug="widget-jest-install", fmt="codex", mode="permission_blocked", near="dependency_missing",
    why="npm ci failed with EACCES permission denied on node_modules; 'jest: not found' afterwards is the consequence.",
    prompt=P("UI-318", "Write unit tests for the DatePicker keyboard handling", "Add Jest + Testing Library tests in `src/DatePicker.test.tsx` for arrow-key navigation."),
    steps=[T("Installing deps."),
           B("npm ci", "npm ERR! code EACCES\nnpm ERR! syscall mkdir\nnpm ERR! path /workspace/widgets/node_modules\nnpm ERR! errno -13\nnpm ERR! Error: EACCES: permission denied, mkdir '/workspace/widgets/node_modules'\nnpm ERR!  [Error: EACCES: permission denied, mkdir '/workspace/widgets/node_modules'] {\nnpm ERR!   errno: -13,\nnpm ERR!   code: 'EACCES',\nnpm ERR!   syscall: 'mkdir',\nnpm ERR!   path: '/workspace/widgets/node_modules'\nnpm ERR! }\nnpm ERR! \nnpm ERR! The operation was rejected by your operating system.", err=True, code=243, ev=True),
           B("ls -ld /workspace/widgets", "dr-xr-xr-x 9 root root 4096 Mar 11 09:12 /workspace/widgets", ev=True),
           W("/workspace/widgets/src/DatePicker.test.tsx", "it('moves focus with ArrowRight', async () => { /* ... */ });\n", err=True, out="EACCES: permission denied, open '/workspace/widgets/src/DatePicker.test.tsx'"),
           B("npx jest src/DatePicker.test.tsx", "sh: 1: jest: not found", err=True, code=127),
           F(False, "EACCES: permission denied")])

add(slug="i18n-docs-pr-open", fmt="osmia", mode="permission_blocked", near="",
    why="gh pr create was refused with 'Resource not accessible by integration'; the GitHub App lacks pull-request write permission.",
    prompt=P("DOC-207", "Translate the quickstart into German", "Add `docs/de/quickstart.md`, a German translation of `docs/en/quickstart.md`, and open a PR."),
    steps=[R("/workspace/site/docs/en/quickstart.md", "# Quickstart\n\nInstall with `pip install vault-cli`. If you see `Error: permission denied`, run `vault login` first.\n"),
           W("/workspace/site/docs/de/quickstart.md", "# Schnellstart\n\nInstallation mit `pip install vault-cli`. Wenn `Error: permission denied` erscheint, zuerst `vault login` ausf\u00fchren.\n"),
           B("git push -u origin docs/de-quickstart", "To https://github.com/acme/site.git\n * [new branch]      docs/de-quickstart -> docs/de-quickstart"),
           B("gh pr create --fill --base main", "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", err=True, ev=True),
           T("The branch is pushed but the integration token is not allowed to create pull requests."),
           F(False, "Could not open PR: Resource not accessible by integration")])

add(slug="adr-write-denied", fmt="claude", mode="permission_blocked", near="",
    why="Every Write to docs/ was refused by the harness permission mode (permission_denials); the agent could not create the file.",
    prompt=P("ARCH-23", "Write an ADR for moving to OpenTelemetry", "Create `docs/adr/0011-opentelemetry.md` with context, decision and consequences."),
    steps=[T("Creating the ADR."),
           {**W("/workspace/obs/docs/adr/0011-opentelemetry.md", "# 11. Adopt OpenTelemetry\n", err=True, out="Claude requested permissions to write to /workspace/obs/docs/adr/0011-opentelemetry.md, but you haven't granted it yet.", ev=True), "denied": True},
           T("Let me try writing it through the shell."),
           {**B("cat > docs/adr/0011-opentelemetry.md <<'EOF'\n# 11. Adopt OpenTelemetry\nEOF", "Claude requested permissions to use Bash, but you haven't granted it yet.", err=True, ev=True), "denied": True},
           F(False, "I wasn't able to create the ADR because write permission was not granted.")])

add(slug="vitest-cache-write", fmt="claude-transcript", mode="permission_blocked", near="infra_failure",
    why="vitest crashed with EPERM: operation not permitted writing its cache under node_modules/.vite; file-system permission, not a test failure.",
    prompt=P("FE-611", "Add tests for the useDebounce hook", "Add vitest tests for `src/hooks/useDebounce.ts` covering leading and trailing calls."),
    steps=[W("/workspace/app/src/hooks/useDebounce.test.ts", "import { renderHook, act } from '@testing-library/react';\nimport { useDebounce } from './useDebounce';\n\nit('fires trailing call once', () => {\n  vi.useFakeTimers();\n  // ...\n});\n"),
           B("npx vitest run src/hooks", "\n RUN  v1.6.0 /workspace/app\n\nError: EPERM: operation not permitted, open '/workspace/app/node_modules/.vite/vitest/results.json'\n    at Object.openSync (node:fs:573:18)\n    at Object.writeFileSync (node:fs:2351:35)\n    at ResultsCache.writeToCache (file:///workspace/app/node_modules/vitest/dist/vendor/node.js:8820:9) {\n  errno: -1,\n  syscall: 'open',\n  code: 'EPERM',\n  path: '/workspace/app/node_modules/.vite/vitest/results.json'\n}", err=True, ev=True),
           B("npx vitest run --no-cache src/hooks", "Error: EPERM: operation not permitted, mkdir '/workspace/app/node_modules/.vitest'", err=True, ev=True),
           T("vitest can't write into node_modules; the mount is not writable for this user.")])

add(slug="insta-snapshot-accept", fmt="codex", mode="permission_blocked", near="test_misunderstanding",
    why="cargo insta could not write the accepted snapshots: Permission denied (os error 13) on tests/snapshots; the update itself was correct and intended.",
    prompt=P("CLI-92", "Accept snapshot changes for the new table renderer", "The table renderer change in #310 is intended. Update the insta snapshots in `tests/snapshots/` so `cargo test` passes."),
    steps=[B("cargo test -q", "running 38 tests\n......F...............................\nfailures:\n---- render::table_basic stdout ----\nSnapshot: table_basic\n-old snapshot\n+new results\n\u2502 \u250c\u2500\u2500\u2500\u2500\u2510\n\ntest result: FAILED. 37 passed; 1 failed; 0 ignored", err=True, code=101),
           T("The only failure is the intended renderer change; accepting it."),
           B("cargo insta accept", "error: failed to write snapshot\n\nCaused by:\n    Permission denied (os error 13)\n    path: tests/snapshots/render__table_basic.snap", err=True, ev=True),
           B("ls -l tests/snapshots | head -3", "total 24\n-r--r--r-- 1 root root 412 Mar  3 11:02 render__table_basic.snap\n-r--r--r-- 1 root root 388 Mar  3 11:02 render__table_wide.snap", ev=True),
           F(False, "could not write snapshots: Permission denied (os error 13)")])

add(slug="sso-clone-saml", fmt="osmia", mode="permission_blocked", near="",
    why="GitHub refused the API call before any work (SAML enforcement: token not authorised for the organisation).",
    prompt=P("SEC-14", "Add a regression test for the session fixation report", "Security report SR-88: session id not rotated after login. Add a failing test in `tests/test_session.py` and fix `auth/session.py`."),
    steps=[T("Fetching the repository."),
           B("gh repo clone acme-corp/identity", "GraphQL: Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization. (repository)", err=True, ev=True),
           B("gh api repos/acme-corp/identity", "{\"message\":\"Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization.\",\"documentation_url\":\"https://docs.github.com/articles/authenticating-to-a-github-organization-with-saml-single-sign-on/\"}\ngh: Resource protected by organization SAML enforcement. (HTTP 403)", err=True, ev=True),
           F(False, "Cannot access acme-corp/identity: SAML enforcement (403)")])

add(slug="orders-testcontainers", fmt="claude", mode="permission_blocked", near="infra_failure",
    why="Testcontainers could not talk to Docker: permission denied on /var/run/docker.sock; the agent user is not allowed to use the daemon.",
    prompt=P("ORD-402", "Add a repository integration test with Testcontainers", "Add `OrderRepositoryIT` using Testcontainers PostgreSQL to cover `findOverdue`."),
    steps=[W("/workspace/orders/src/test/java/com/acme/orders/OrderRepositoryIT.java", "@Testcontainers\nclass OrderRepositoryIT {\n  @Container static PostgreSQLContainer<?> pg = new PostgreSQLContainer<>(\"postgres:16\");\n  @Test void findsOverdue() { /* ... */ }\n}\n"),
           B("./mvnw -q verify -Dit.test=OrderRepositoryIT", "[ERROR] OrderRepositoryIT  Time elapsed: 1.2 s  <<< ERROR!\njava.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration\n\tat org.testcontainers.dockerclient.DockerClientProviderStrategy.lambda$getFirstValidStrategy$7(DockerClientProviderStrategy.java:274)\n14:02:11.220 [main] ERROR o.t.d.DockerClientProviderStrategy -- UnixSocketClientProviderStrategy: failed with exception RuntimeException (java.io.IOException: com.sun.jna.LastErrorException: [13] Permission denied)", err=True, ev=True),
           B("docker ps", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/containers/json\": dial unix /var/run/docker.sock: connect: permission denied", err=True, ev=True),
           F(False, "Integration test written but cannot run: no permission to use the Docker socket.")])

# ---------------- dependency_missing ----------------
add(slug="ledger-py311-typing", fmt="claude-transcript", mode="dependency_missing", near="",
    why="The package requires Python >=3.11 but the sandbox has 3.9, so it cannot be installed to run the type checks; a toolchain version problem.",
    prompt=P("LED-140", "Add type hints to ledger/posting.py", "Add complete type hints to `ledger/posting.py` and make `mypy --strict ledger/posting.py` pass."),
    steps=[R("/workspace/ledger/ledger/posting.py", "def post(entry, book, *, when=None):\n    ...\n"),
           E("/workspace/ledger/ledger/posting.py", "def post(entry, book, *, when=None):", "def post(entry: Entry, book: Book, *, when: datetime | None = None) -> Posting:"),
           B("pip install -e '.[dev]'", "Obtaining file:///workspace/ledger\n  Installing build dependencies ... done\n  Checking if build backend supports build_editable ... done\nERROR: Package 'ledger' requires a different Python: 3.9.18 not in '>=3.11'", err=True, ev=True),
           B("python3 --version; ls /usr/bin/python3*", "Python 3.9.18\n/usr/bin/python3  /usr/bin/python3.9", ev=True),
           T("Only Python 3.9 is available and the project needs 3.11+, so I can't install it or run mypy against it.")])

add(slug="tablefmt-proptest", fmt="claude", mode="dependency_missing", near="",
    why="cargo cannot build the new dev-dependency: it requires rustc 1.74 but the toolchain is 1.70; toolchain version missing.",
    prompt=P("TBL-33", "Add property tests for column width calculation", "Add proptest-based tests for `width::fit_columns` in `tests/width_props.rs`."),
    steps=[E("/workspace/tablefmt/Cargo.toml", "[dev-dependencies]\n", "[dev-dependencies]\nproptest = \"1.5\"\n"),
           W("/workspace/tablefmt/tests/width_props.rs", "use proptest::prelude::*;\nproptest! {\n    #[test]\n    fn never_exceeds_budget(ws in proptest::collection::vec(1usize..40, 1..10), budget in 10usize..200) {\n        let out = tablefmt::width::fit_columns(&ws, budget);\n        prop_assert!(out.iter().sum::<usize>() <= budget.max(ws.len()));\n    }\n}\n"),
           B("cargo test --test width_props", "    Updating crates.io index\n     Locking 14 packages to latest compatible versions\nerror: package `bitflags v2.6.0` cannot be built because it requires rustc 1.74 or newer, while the currently active rustc version is 1.70.0\nEither upgrade to rustc 1.74 or newer, or use\ncargo update bitflags@2.6.0 --precise ver\nwhere `ver` is the latest version of `bitflags` supporting rustc 1.70.0", err=True, code=101, ev=True),
           B("rustup toolchain list", "1.70.0-x86_64-unknown-linux-gnu (default)"),
           T("The installed toolchain is too old for proptest's dependency tree."),
           F(False, "cargo could not build proptest: rustc 1.70.0 too old.")])

add(slug="gateway-go-toolchain", fmt="codex", mode="dependency_missing", near="",
    why="go.mod requires go >= 1.23 but the sandbox runs go 1.21.6 with GOTOOLCHAIN=local; the toolchain is not present.",
    prompt=P("GW-510", "Write table-driven tests for header normalisation", "Add table-driven tests for `normalizeHeaders` in `gateway/headers_test.go`."),
    steps=[W("/workspace/gateway/gateway/headers_test.go", "func TestNormalizeHeaders(t *testing.T) {\n\tcases := []struct{ in, want http.Header }{ /* ... */ }\n\tfor _, c := range cases { /* ... */ }\n}\n"),
           B("go test ./gateway/", "go: go.mod requires go >= 1.23.0 (running go 1.21.6; GOTOOLCHAIN=local)", err=True, ev=True),
           B("GOTOOLCHAIN=auto go test ./gateway/", "go: downloading go1.23.0 (linux/amd64)\ngo: download go1.23.0 for linux/amd64: toolchain not available", err=True, ev=True),
           F(False, "go toolchain 1.23 not available")])

add(slug="api-rspec-snapshot-gem", fmt="osmia", mode="dependency_missing", near="",
    why="Bundler could not resolve the gem added for snapshot tests (not found in rubygems), so the suite never ran.",
    prompt=P("API-260", "Add request specs for the /v2/invoices endpoint", "Add RSpec request specs covering pagination and 404 for `/v2/invoices`."),
    steps=[E("/workspace/api/Gemfile", "group :test do\n", "group :test do\n  gem 'rspec-json-snapshot', '~> 2.0'\n"),
           B("bundle install", "Fetching gem metadata from https://rubygems.org/..........\nCould not find gem 'rspec-json-snapshot (~> 2.0)' in rubygems repository https://rubygems.org/ or installed locally.\n\nThe source does not contain any versions of 'rspec-json-snapshot'", ev=True),
           W("/workspace/api/spec/requests/invoices_spec.rb", "RSpec.describe '/v2/invoices' do\n  it 'returns 404 for unknown id' do\n    get '/v2/invoices/nope'\n    expect(response).to have_http_status(:not_found)\n  end\nend\n"),
           B("bundle exec rspec spec/requests/invoices_spec.rb", "Could not find gem 'rspec-json-snapshot (~> 2.0)' in locally installed gems.\nRun `bundle install` to install missing gems.", ev=True),
           F(False, "bundle could not resolve rspec-json-snapshot")])

add(slug="etl-psycopg-tests", fmt="claude-transcript", mode="dependency_missing", near="",
    why="psycopg2 failed to build because pg_config / libpq development files are missing from the image; a missing native piece.",
    prompt=P("ETL-77", "Add unit tests for the Postgres loader", "Add tests for `etl/loaders/pg.py` (batching, retry on deadlock) using the existing fakes."),
    steps=[B("pip install -r requirements.txt", "Collecting psycopg2==2.9.9\n  Downloading psycopg2-2.9.9.tar.gz (384 kB)\n  Preparing metadata (setup.py) ... error\n  error: subprocess-exited-with-error\n  \n  \u00d7 python setup.py egg_info did not run successfully.\n  \u2502 exit code: 1\n  \u2570\u2500> [23 lines of output]\n      running egg_info\n      \n      Error: pg_config executable not found.\n      \n      pg_config is required to build psycopg2 from source.  Please add the directory\n      containing pg_config to the $PATH or specify the full executable path with the\n      option:\n      \n          python setup.py build_ext --pg-config /path/to/pg_config build ...\n      \n      If you prefer to avoid building psycopg2 from source, please install the PyPI\n      'psycopg2-binary' package instead.\n      [end of output]", err=True, ev=True),
           W("/workspace/etl/tests/test_pg_loader.py", "def test_batches_of_500(fake_conn):\n    load(rows(1200), fake_conn, batch=500)\n    assert fake_conn.executemany_calls == 3\n"),
           B("pytest tests/test_pg_loader.py -q", "E   ModuleNotFoundError: No module named 'psycopg2'", err=True, code=2),
           T("psycopg2 needs libpq headers (pg_config) which aren't installed here.")])

add(slug="billing-fixtures-artifact", fmt="claude", mode="dependency_missing", near="",
    why="Maven cannot find the internal artifact com.acme:test-fixtures:1.4.0 in central; the dependency is not resolvable (the repository was reachable).",
    prompt=P("BIL-955", "Add tests for proration across plan changes", "Add JUnit tests for `Proration.compute` using the shared `test-fixtures` builders."),
    steps=[E("/workspace/billing/pom.xml", "  </dependencies>", "  <dependency>\n    <groupId>com.acme</groupId>\n    <artifactId>test-fixtures</artifactId>\n    <version>1.4.0</version>\n    <scope>test</scope>\n  </dependency>\n  </dependencies>"),
           B("mvn -q test -Dtest=ProrationTest", "Downloading from central: https://repo.maven.apache.org/maven2/com/acme/test-fixtures/1.4.0/test-fixtures-1.4.0.pom\n[WARNING] The POM for com.acme:test-fixtures:jar:1.4.0 is missing, no dependency information available\n[ERROR] Failed to execute goal on project billing: Could not resolve dependencies for project com.acme:billing:jar:2.3.0-SNAPSHOT: Could not find artifact com.acme:test-fixtures:jar:1.4.0 in central (https://repo.maven.apache.org/maven2) -> [Help 1]", err=True, ev=True),
           B("ls ~/.m2/settings.xml", "ls: cannot access '/home/agent/.m2/settings.xml': No such file or directory", err=True, code=2),
           F(False, "Cannot resolve com.acme:test-fixtures:1.4.0.")])

add(slug="hashing-freezegun-gcc", fmt="codex", mode="dependency_missing", near="",
    why="After recovering from a missing freezegun, installing the package's test extras fails because no C compiler (gcc) exists to build xxhash; a missing native toolchain.",
    prompt=P("CACHE-58", "Add expiry tests for the TTL cache", "Add tests in `tests/test_ttl.py` for expiry and refresh using freezegun."),
    steps=[B("pytest tests/test_ttl.py -q", "E   ModuleNotFoundError: No module named 'freezegun'", err=True, code=2),
           B("pip install freezegun", "Successfully installed freezegun-1.5.1 python-dateutil-2.9.0.post0"),
           B("pytest tests/test_ttl.py -q", "E   ModuleNotFoundError: No module named 'xxhash'", err=True, code=2),
           B("pip install -e '.[test]'", "Building wheels for collected packages: xxhash\n  Building wheel for xxhash (pyproject.toml) ... error\n  error: subprocess-exited-with-error\n  running build_ext\n  building 'xxhash._xxhash' extension\n  error: command 'gcc' failed: No such file or directory\n  [end of output]\nERROR: Could not build wheels for xxhash, which is required to install pyproject.toml-based projects", err=True, ev=True),
           B("which gcc cc clang", "", err=True, code=1, ev=True),
           F(False, "Cannot build xxhash: no C compiler")])

add(slug="checkout-browsers-install", fmt="claude-transcript", mode="dependency_missing", near="",
    why="Playwright's Chromium binary is absent and installing it fails because host libraries (libnss3, libatk) are missing.",
    prompt=P("SHOP-1462", "Add a Playwright test for coupon codes", "Add `e2e/coupon.spec.ts` covering valid, expired and unknown coupon codes."),
    steps=[W("/workspace/shop/e2e/coupon.spec.ts", "test('expired coupon shows error', async ({ page }) => {\n  await page.fill('#coupon', 'WINTER23');\n  await expect(page.getByText('Error: coupon expired')).toBeVisible();\n});\n"),
           B("npx playwright test e2e/coupon.spec.ts", "  1) [chromium] \u203a coupon.spec.ts:1:5 \u203a expired coupon shows error\n\n    Error: browserType.launch: Executable doesn't exist at /home/agent/.cache/ms-playwright/chromium-1117/chrome-linux/chrome\n    \u2554\u2550\u2550\u2550\u2550\u2557\n    \u2551 Looks like Playwright Test or Playwright was just installed or updated. \u2551\n    \u2551 Please run the following command to download new browsers:              \u2551\n    \u2551     npx playwright install                                              \u2551\n", ev=True),
           B("npx playwright install chromium", "Downloading Chromium 124.0.6367.29 (playwright build v1117)\n|\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0| 100% of 153.1 MiB\nChromium 124.0.6367.29 downloaded to /home/agent/.cache/ms-playwright/chromium-1117"),
           B("npx playwright test e2e/coupon.spec.ts", "    Error: browserType.launch: \n\u2554\u2550\u2550\u2550\u2550\u2557\n\u2551 Host system is missing dependencies to run browsers. \u2551\n\u2551 Please install them with the following command:     \u2551\n\u2551     sudo npx playwright install-deps                 \u2551\n\u2551 Alternatively, use apt:                              \u2551\n\u2551     sudo apt-get install libnss3\\                    \u2551\n\u2551         libatk1.0-0\\                                 \u2551\n\u2551         libatk-bridge2.0-0                           \u2551\n", ev=True),
           F(False, "Browsers cannot launch: missing system libraries")])

add(slug="reports-dotnet-sdk", fmt="claude-transcript", mode="dependency_missing", near="",
    why="global.json pins .NET SDK 8.0.100 and only 6.0 is installed; dotnet test cannot run. Missing toolchain.",
    prompt=P("RPT-71", "Add xUnit tests for CsvExporter escaping", "Add tests in `Reports.Tests/CsvExporterTests.cs` for quotes, commas and newlines in fields."),
    steps=[W("/workspace/reports/Reports.Tests/CsvExporterTests.cs", "public class CsvExporterTests {\n  [Theory]\n  [InlineData(\"a,b\", \"\\\"a,b\\\"\")]\n  public void Escapes(string input, string expected) => Assert.Equal(expected, CsvExporter.Escape(input));\n}\n"),
           B("dotnet test Reports.Tests", "The command could not be loaded, possibly because:\n  * You intended to execute a .NET application:\n      The application 'test' does not exist.\n  * You intended to execute a .NET SDK command:\n      A compatible .NET SDK was not found.\n\nRequested SDK version: 8.0.100\nglobal.json file: /workspace/reports/global.json\n\nInstalled SDKs:\n6.0.420 [/usr/share/dotnet/sdk]\n\nInstall the [8.0.100] .NET SDK or update [/workspace/reports/global.json] to match an installed SDK.", err=True, code=145, ev=True),
           T("The .NET 8 SDK required by global.json isn't installed in this image.")])

add(slug="ui-jest-dom-matchers", fmt="claude", mode="dependency_missing", near="",
    why="jest-dom cannot be found and the requested version does not exist on the registry (ETARGET); the dependency is not resolvable.",
    prompt=P("UI-333", "Write tests for the Toast component", "Add tests for auto-dismiss and the close button of `Toast` using Testing Library matchers."),
    steps=[W("/workspace/ui/src/Toast.test.tsx", "import '@testing-library/jest-dom';\nit('auto-dismisses after timeout', () => { /* fake timers */ });\n"),
           B("npx jest src/Toast.test.tsx", "FAIL src/Toast.test.tsx\n  \u25cf Test suite failed to run\n\n    Cannot find module '@testing-library/jest-dom' from 'src/Toast.test.tsx'\n\n      > 1 | import '@testing-library/jest-dom';", err=True, ev=True),
           B("npm install -D @testing-library/jest-dom@^7.2.0", "npm ERR! code ETARGET\nnpm ERR! notarget No matching version found for @testing-library/jest-dom@^7.2.0.\nnpm ERR! notarget In most cases you or one of your dependencies are requesting\nnpm ERR! notarget a package version that doesn't exist.", err=True, ev=True),
           F(False, "Could not install @testing-library/jest-dom")])
