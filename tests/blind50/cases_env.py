from case_util import *  # noqa: F401,F403

I, P, D = "infra_failure", "permission_blocked", "dependency_missing"
CASES = []
A = CASES.append

# ------------------------------------------------------------------ infra
A(C("report-csv-encoding", "RPT-310", """# RPT-310: CSV export garbles umlauts

`reports/export.py::to_csv` writes latin-1; customers open it in Excel and see "MÃ¼ller". Write UTF-8 with BOM.
Test: `tests/test_export.py`.
""", I, "The session was ended by the provider's usage limit; the earlier missing freezegun module had already been installed and was not the cause.", [
    bash("pytest tests/test_export.py -q", "ImportError while importing test module '/workspace/tests/test_export.py'.\nE   ModuleNotFoundError: No module named 'freezegun'\n1 error in 0.12s", 2),
    bash("pip install freezegun", "Collecting freezegun\n  Downloading freezegun-1.5.1-py3-none-any.whl (17 kB)\nInstalling collected packages: freezegun\nSuccessfully installed freezegun-1.5.1"),
    read("reports/export.py", "def to_csv(rows, path):\n    with open(path, 'w', encoding='latin-1', newline='') as f:\n        csv.writer(f).writerows(rows)"),
    edit("reports/export.py", "encoding='latin-1'", "encoding='utf-8-sig'"),
], end=limit("5-hour limit reached ∙ resets 3pm"), fmt="claude", near_miss=D, summary="5-hour limit reached ∙ resets 3pm"))

A(C("slug-unicode-normalise", "CMS-1422", """# CMS-1422: Slugs for titles with accents collide

`cms/text.py::slugify` drops accented letters ("Café" -> "caf"). Normalise with NFKD before stripping.
""", I, "The run stopped because the account's API credit ran out (Credit balance is too low), not because of anything in the code.", [
    read("cms/text.py", "def slugify(s):\n    return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')"),
    bash("pytest tests/test_text.py -q", ".F\nE       AssertionError: assert 'caf' == 'cafe'\n1 failed, 1 passed in 0.05s", 1),
], end=limit("Credit balance is too low"), fmt="claude-transcript", summary="Credit balance is too low"))

A(C("retry-header-parse", "NET-77", """# NET-77: `Retry-After` HTTP-date values are ignored

`pkg/httpx/backoff.go::retryAfter` only parses integer seconds. Support the HTTP-date form (RFC 9110 10.2.3).
""", I, "Codex stopped with the OpenAI usage limit error mid-task; the code work was fine.", [
    bash("sed -n '1,60p' pkg/httpx/backoff.go", "func retryAfter(h http.Header) time.Duration {\n\ts := h.Get(\"Retry-After\")\n\tn, err := strconv.Atoi(s)\n\tif err != nil {\n\t\treturn 0\n\t}\n\treturn time.Duration(n) * time.Second\n}"),
    edit("pkg/httpx/backoff.go", "\tif err != nil {\n\t\treturn 0\n\t}", "\tif err != nil {\n\t\tif t, perr := http.ParseTime(s); perr == nil {\n\t\t\treturn time.Until(t)\n\t\t}\n\t\treturn 0\n\t}"),
    bash("go test ./pkg/httpx/ -run RetryAfter -v", "=== RUN   TestRetryAfterSeconds\n--- PASS: TestRetryAfterSeconds (0.00s)\n=== RUN   TestRetryAfterTimeout\n--- PASS: TestRetryAfterTimeout (0.00s)\nPASS\nok  \tgithub.com/acme/edge/pkg/httpx\t0.011s"),
], end=limit("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 2 days 6 hours 11 minutes."), fmt="codex", summary="usage limit"))

A(C("ledger-batch-import", "FIN-1188", """# FIN-1188: Ledger batch import rejects files with CRLF line endings

`LedgerImporter.parse` in `ledger-core` splits on "\\n" only. Accept CRLF. Test: `LedgerImporterTest`.
""", I, "The agent pod was OOM-killed (exit 137) during the Gradle test run; the orchestrator reports OOMKilled.", [
    read("ledger-core/src/main/java/com/acme/ledger/LedgerImporter.java", "List<String> lines = Arrays.asList(body.split(\"\\n\"));"),
    edit("ledger-core/src/main/java/com/acme/ledger/LedgerImporter.java", "body.split(\"\\n\")", "body.split(\"\\r?\\n\")"),
    bash("./gradlew :ledger-core:test --tests '*LedgerImporterTest'", "Starting a Gradle Daemon (subsequent builds will be faster)\n> Task :ledger-core:compileJava\n> Task :ledger-core:test\n\nLedgerImporterTest > parsesCrlf() STARTED\nKilled", 137, ev=True),
    sysnote("pod osmia-agent-fin-1188-7k2qx: container agent terminated: OOMKilled (exit code 137, memory limit 4Gi)", ev=True),
], end=cut(), fmt="osmia", state="Failed", summary="agent container OOMKilled"))

A(C("tz-aware-reminders", "CAL-512", """# CAL-512: Reminder emails sent an hour early after DST change

`calendar/reminders.py::due_at` uses naive datetimes. Make it timezone aware with `zoneinfo`.
""", I, "pip could not reach the package index (name resolution failure), so python-dateutil was never installed; the later ModuleNotFoundError is a consequence.", [
    bash("pip install -r requirements-dev.txt", "Collecting python-dateutil==2.9.0.post0 (from -r requirements-dev.txt (line 3))\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a2c1e5d50>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/python-dateutil/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a2c1e6110>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/python-dateutil/\nERROR: Could not find a version that satisfies the requirement python-dateutil==2.9.0.post0 (from versions: none)\nERROR: No matching distribution found for python-dateutil==2.9.0.post0", 1, ev=True),
    edit("calendar/reminders.py", "    return datetime.combine(day, at) - timedelta(minutes=lead)", "    tz = ZoneInfo(user.tz)\n    return datetime.combine(day, at, tzinfo=tz) - timedelta(minutes=lead)"),
    bash("pytest tests/test_reminders.py -q", "ImportError while importing test module '/workspace/tests/test_reminders.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\ntests/test_reminders.py:3: in <module>\n    from dateutil import rrule\nE   ModuleNotFoundError: No module named 'dateutil'\n1 error in 0.09s", 2),
    say("Tests cannot run: `dateutil` is missing and pip cannot reach PyPI from this sandbox."),
], near_miss=D, end=err_end("Could not install test dependencies (PyPI unreachable)."), summary="PyPI unreachable; tests not run."))

A(C("storybook-badge-colour", "UI-640", """# UI-640: Status badge uses the wrong colour for `overdue`

`src/components/StatusBadge.tsx` maps `overdue` to `warning`; design wants `danger`. Update and the story.
""", I, "npm ci failed with ENOSPC: the runner disk was full, nothing to do with the code change.", [
    edit("src/components/StatusBadge.tsx", "  overdue: 'warning',", "  overdue: 'danger',"),
    bash("npm ci", "npm WARN deprecated inflight@1.0.6: This module is not supported, and leaks memory.\nnpm ERR! code ENOSPC\nnpm ERR! syscall write\nnpm ERR! errno -28\nnpm ERR! nospc ENOSPC: no space left on device, write\nnpm ERR! nospc There appears to be insufficient space on your system to finish.\nnpm ERR! nospc Clear up some disk space and try again.\n\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/2026-11-12T09_14_02_118Z-debug-0.log", 228, ev=True),
    bash("df -h /workspace", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace", ev=True),
    say("The workspace volume is full (0 bytes available), so dependencies can't be installed and I can't run the tests."),
], near_miss=D, end=err_end("npm ci failed: ENOSPC"), summary="Disk full on runner."))

A(C("repo-pg-upsert", "INV-455", """# INV-455: Upsert on `inventory_items` loses `reserved` count

`internal/inventory/repo.go::Upsert` overwrites `reserved` with 0 on conflict. Keep the existing value.
Integration tests use testcontainers (`go test -tags integration ./internal/inventory/...`).
""", I, "The integration tests hung pulling the Postgres image (registry timeout) until the watchdog stopped the stalled run.", [
    read("internal/inventory/repo.go", "ON CONFLICT (sku) DO UPDATE SET qty = EXCLUDED.qty, reserved = EXCLUDED.reserved"),
    edit("internal/inventory/repo.go", "reserved = EXCLUDED.reserved", "reserved = inventory_items.reserved"),
    bash("go test -tags integration ./internal/inventory/... 2>&1 | tail -5", "2026/11/12 10:41:07 github.com/testcontainers/testcontainers-go - Connected to docker: \n  Server Version: 24.0.7\n2026/11/12 10:41:07 🐳 Creating container for image postgres:16-alpine\n2026/11/12 10:46:07 🔥 Failed to pull image postgres:16-alpine: Error response from daemon: Get \"https://registry-1.docker.io/v2/\": net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)\n--- FAIL: TestUpsertKeepsReserved (300.12s)", 1, ev=True),
    bash("go test -tags integration ./internal/inventory/... 2>&1 | tail -3", "2026/11/12 10:46:40 🐳 Creating container for image postgres:16-alpine", 124, ev=True),
    sysnote("watchdog: no output for 900s, terminating task INV-455 (stall)"),
], end=cut(), state="TimedOut", watchdog={"reason_code": "stall", "message": "no tool output for 900s", "tool_name": "Bash"}, near_miss="model_confusion", summary="stalled"))

A(C("tag-filter-sql", "SRCH-88", """# SRCH-88: Tag filter returns items with *any* tag instead of *all* tags

`search/filters.py::by_tags` uses `overlap`; should be `contains`. Test: `tests/test_filters.py`.
""", I, "The Anthropic API returned repeated 529 overloaded errors and the session ended with an API error; provider outage, not the task.", [
    read("search/filters.py", "def by_tags(qs, tags):\n    return qs.filter(tags__overlap=tags)"),
    edit("search/filters.py", "tags__overlap=tags", "tags__contains=tags"),
    say("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}} · Retrying in 8 seconds… (attempt 6/10)", ev=True),
], end=err_end("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVa8kq2mQ9\"}"), fmt="claude", summary="API Error: 529 overloaded"))

A(C("orders-soft-delete", "ORD-3399", """# ORD-3399: Soft-deleted orders still appear in `/orders?status=open`

Add `deleted_at IS NULL` to `OrdersRepository.findOpen` (src/orders/orders.repository.ts). e2e tests need the
`db` service from docker-compose.test.yml.
""", I, "The test database service was not running (connection refused on 5432), so the e2e tests could not run; an environment problem.", [
    edit("src/orders/orders.repository.ts", "      .where('o.status = :status', { status: 'open' })", "      .where('o.status = :status', { status: 'open' })\n      .andWhere('o.deleted_at IS NULL')"),
    bash("npm run test:e2e -- orders", "[Nest] 412  - 11/12/2026, 10:12:44 AM   ERROR [TypeOrmModule] Unable to connect to the database. Retrying (9)...\nError: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrapper.afterConnect [as oncomplete] (node:net:1607:16)\n\n  ● Test suite failed to run\n\n    thrown: \"Exceeded timeout of 60000 ms for a hook.", 1, ev=True),
    bash("pg_isready -h 127.0.0.1 -p 5432; docker compose -f docker-compose.test.yml ps", "127.0.0.1:5432 - no response\nNAME      IMAGE     COMMAND   SERVICE   CREATED   STATUS    PORTS", 2, ev=True),
    say("The e2e database isn't up in this environment, so I couldn't verify; the repository change is in place."),
], near_miss="unknown", summary="e2e DB unavailable."))

# ------------------------------------------------------------------ permission
A(C("pdf-footer-page-numbers", "DOC-231", """# DOC-231: PDF invoices lack "page x of y"

Add page numbers in the footer in `invoices/pdf.py` using reportlab's `canvasmaker`. Test `tests/test_pdf.py`.
""", P, "pip install failed with Errno 13 Permission denied on the system site-packages; the later ModuleNotFoundError for reportlab follows from that.", [
    bash("pytest tests/test_pdf.py -q", "E   ModuleNotFoundError: No module named 'reportlab'\n1 error in 0.10s", 2),
    bash("pip install reportlab==4.2.2", "Collecting reportlab==4.2.2\n  Downloading reportlab-4.2.2-py3-none-any.whl (1.9 MB)\nInstalling collected packages: reportlab\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.11/site-packages/reportlab'\nConsider using the `--user` option or check the permissions.\n", 1, ev=True),
    bash("pip install --user reportlab==4.2.2", "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.", 1, ev=True),
    bash("pytest tests/test_pdf.py -q", "E   ModuleNotFoundError: No module named 'reportlab'\n1 error in 0.09s", 2),
    say("reportlab can't be installed in this environment, so I can't run the PDF tests."),
], near_miss=D, end=err_end("Could not install reportlab"), summary="Could not install reportlab."))

A(C("webhook-signature-tolerance", "PAY-1930", """# PAY-1930: Allow 5 minutes of clock skew when verifying webhook signatures

`payments/signing.go::Verify` rejects timestamps older than 30s. Use 300s. Push to branch `fix/pay-1930`.
""", P, "The fix was done but git push was refused with a 403: the bot has no write permission on the repository.", [
    edit("payments/signing.go", "const maxSkew = 30 * time.Second", "const maxSkew = 300 * time.Second"),
    bash("go test ./payments/...", "ok  \tgithub.com/acme/payments/payments\t0.044s"),
    bash("git commit -am 'PAY-1930: allow 5 minutes of clock skew' && git push origin fix/pay-1930", "[fix/pay-1930 3f9c2e1] PAY-1930: allow 5 minutes of clock skew\n 1 file changed, 1 insertion(+), 1 deletion(-)\nremote: Permission to acme/payments.git denied to osmia-bot.\nfatal: unable to access 'https://github.com/acme/payments.git/': The requested URL returned error: 403", 128, ev=True),
    say("The change is committed locally but I could not push: the bot account is denied write access to acme/payments."),
], near_miss="infra_failure", end=err_end("git push rejected (403)"), summary="push rejected"))

A(C("issue-label-sync", "OPS-1004", """# OPS-1004: Stale-issue bot labels PRs as well as issues

Read issue acme/ops-bot#212 for the repro, fix `src/stale.ts` so pull requests are skipped, and open a PR.
""", P, "The GitHub integration token was refused before the agent could act: reading the issue returned 'Resource not accessible by integration' (403).", [
    bash("gh issue view 212 --repo acme/ops-bot --comments", "GraphQL: Resource not accessible by integration (repository.issue)", 1, ev=True),
    bash("gh api repos/acme/ops-bot/issues/212", "{\n  \"message\": \"Resource not accessible by integration\",\n  \"documentation_url\": \"https://docs.github.com/rest/issues/issues#get-an-issue\",\n  \"status\": \"403\"\n}\ngh: Resource not accessible by integration (HTTP 403)", 1, ev=True),
    say("I can't read the issue with the provided token (HTTP 403, resource not accessible by integration), so I don't have the repro. Stopping rather than guessing."),
], near_miss="unknown", end=err_end("GitHub API 403: Resource not accessible by integration"), summary="GitHub token lacks access."))

A(C("changelog-entry-release", "REL-88", """# REL-88: Add the 3.4.1 changelog entry and run the release check script

Add an entry to `CHANGELOG.md` and run `./scripts/release-check.sh`.
""", P, "The harness did not grant the Bash tool (permission denials listed in the result), so the required release check could never run.", [
    read("CHANGELOG.md", "# Changelog\n\n## 3.4.0 - 2026-10-30\n- Add bulk export"),
    edit("CHANGELOG.md", "# Changelog\n", "# Changelog\n\n## 3.4.1 - 2026-11-12\n- Fix CSV escaping in bulk export\n"),
    denied("Bash", {"command": "./scripts/release-check.sh", "description": "Run release check"}, "Claude requested permissions to use Bash, but you haven't granted it yet.", ev=True),
    denied("Bash", {"command": "bash scripts/release-check.sh", "description": "Run release check"}, "Claude requested permissions to use Bash, but you haven't granted it yet.", ev=True),
    say("I added the changelog entry but I don't have permission to run shell commands here, so the release check wasn't run."),
], fmt="claude", perm_mode="default", end={"kind": "result", "is_error": False, "text": "Added changelog entry; could not run release-check.sh (Bash permission not granted)."}, summary="release check not run", near_miss="unknown"))

A(C("repo-integration-fixture", "INV-470", """# INV-470: Integration test for `ReserveStock` double-reservation

Add an integration test (testcontainers) proving two concurrent `ReserveStock` calls can't oversell.
""", P, "Testcontainers could not talk to the Docker daemon: permission denied on /var/run/docker.sock for the agent user.", [
    write("internal/inventory/reserve_integration_test.go", "//go:build integration\n\nfunc TestReserveStockConcurrent(t *testing.T) {\n\tctx := context.Background()\n\tpg := startPostgres(t, ctx)\n\t// two goroutines reserve the last unit\n}"),
    bash("go test -tags integration -run TestReserveStockConcurrent ./internal/inventory/", "--- FAIL: TestReserveStockConcurrent (0.02s)\n    reserve_integration_test.go:14: Failed to start container: create container: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?\n    reserve_integration_test.go:14: docker info: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.24/info\": dial unix /var/run/docker.sock: connect: permission denied\nFAIL", 1, ev=True),
    bash("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root docker 0 Nov 12 07:58 /var/run/docker.sock\nuid=1001(agent) gid=1001(agent) groups=1001(agent)", ev=True),
    say("The agent user isn't in the docker group so testcontainers can't start Postgres."),
], near_miss="infra_failure", end=err_end("docker.sock permission denied"), summary="Cannot reach docker socket."))

A(C("notifier-staging-config", "OPS-1011", """# OPS-1011: `notifier` deployment in staging is in CrashLoopBackOff

Find out why from the pod logs (namespace `staging`) and fix the config in `charts/notifier/values-staging.yaml`.
""", P, "The agent's service account was forbidden from reading pods and logs in the staging namespace, so it could not diagnose the crash.", [
    bash("kubectl -n staging get pods -l app=notifier", "Error from server (Forbidden): pods is forbidden: User \"system:serviceaccount:agents:osmia-agent\" cannot list resource \"pods\" in API group \"\" in the namespace \"staging\"", 1, ev=True),
    bash("kubectl -n staging logs deploy/notifier --tail=50", "Error from server (Forbidden): pods \"notifier-7d9c6b8f5-x2kqp\" is forbidden: User \"system:serviceaccount:agents:osmia-agent\" cannot get resource \"pods/log\" in API group \"\" in the namespace \"staging\"", 1, ev=True),
    read("charts/notifier/values-staging.yaml", "env:\n  SMTP_HOST: smtp.staging.internal\n  SMTP_PORT: \"587\""),
    say("I can't read pod state or logs in `staging` with this service account, so I can't see why it's crashing. Not changing values blindly."),
], near_miss="unknown", summary="No RBAC access to staging pods."))

A(C("next-image-domains", "WEB-1333", """# WEB-1333: Product images from the new CDN don't load

Add `cdn2.acme-static.net` to `images.remotePatterns` in `next.config.js` and verify with `npm run build`.
""", P, "next build crashed with EPERM: the agent could not unlink/write .next (owned by root from an earlier container), so the build could not be verified.", [
    edit("next.config.js", "      { protocol: 'https', hostname: 'cdn.acme-static.net' },", "      { protocol: 'https', hostname: 'cdn.acme-static.net' },\n      { protocol: 'https', hostname: 'cdn2.acme-static.net' },"),
    bash("npm run build", "\n> shop@4.1.0 build\n> next build\n\n  ▲ Next.js 14.2.15\n\n[Error: EPERM: operation not permitted, unlink '/workspace/.next/cache/webpack/client-production/0.pack'] {\n  errno: -1,\n  code: 'EPERM',\n  syscall: 'unlink',\n  path: '/workspace/.next/cache/webpack/client-production/0.pack'\n}", 1, ev=True),
    bash("ls -ld .next .next/cache && rm -rf .next", "drwxr-xr-x 5 root root 4096 Nov 11 22:03 .next\ndrwxr-xr-x 4 root root 4096 Nov 11 22:03 .next/cache\nrm: cannot remove '.next/cache/webpack/client-production/0.pack': Operation not permitted", 1, ev=True),
    say("The `.next` directory is owned by root and I can't remove or overwrite it, so the build can't be verified."),
], near_miss="infra_failure", end=err_end("next build: EPERM"), summary="EPERM on .next"))

A(C("toml-duration-parse", "CLI-260", """# CLI-260: `timeout = "1m30s"` in config is rejected

`src/config.rs` only accepts integer seconds. Parse humantime durations with the `humantime` crate.
""", P, "cargo could not lock its registry cache (Permission denied, os error 13) when adding humantime, so the crate never became available.", [
    bash("cargo add humantime@2.1", "    Updating crates.io index\nerror: failed to open: /usr/local/cargo/registry/.package-cache\n\nCaused by:\n  Permission denied (os error 13)", 101, ev=True),
    edit("src/config.rs", "    pub timeout: u64,", "    #[serde(with = \"humantime_serde\")]\n    pub timeout: std::time::Duration,"),
    bash("cargo build 2>&1 | tail -5", "error[E0432]: unresolved import `humantime_serde`\n --> src/config.rs:3:5\n  |\n3 | use humantime_serde;\n  |     ^^^^^^^^^^^^^^^ no external crate `humantime_serde`\n\nerror: could not compile `acme-cli` (bin \"acme\") due to 1 previous error", 101),
    say("Cargo's registry cache isn't writable for this user, so I can't add the crate."),
], near_miss=D, end=err_end("cargo: permission denied on registry cache"), summary="cargo registry not writable"))

A(C("grpc-deadline-propagation", "PLAT-702", """# PLAT-702: Propagate the incoming gRPC deadline to downstream calls

`internal/rpc/client.go` creates `context.Background()` for downstream calls. Use the incoming context.
""", P, "go could not write the module cache (mkdir ... permission denied) while downloading, so the later 'no required module provides package' is a consequence.", [
    edit("internal/rpc/client.go", "\tctx := context.Background()", "\t// use caller ctx so the deadline propagates"),
    bash("go test ./internal/rpc/...", "go: downloading google.golang.org/grpc v1.67.1\ngo: google.golang.org/grpc@v1.67.1: mkdir /go/pkg/mod/cache/download/google.golang.org: permission denied", 1, ev=True),
    bash("ls -ld /go/pkg/mod && id -u", "drwxr-xr-x 3 root root 4096 Oct 30 11:02 /go/pkg/mod\n1001", ev=True),
    bash("go vet ./internal/rpc/...", "internal/rpc/client.go:9:2: no required module provides package google.golang.org/grpc; to add it:\n\tgo get google.golang.org/grpc", 1),
    say("The Go module cache is root-owned, so modules can't be downloaded."),
], near_miss=D, summary="module cache not writable"))

A(C("sdk-submodule-bump", "MOB-330", """# MOB-330: Bump the `ios-sdk` submodule to v5.2.0 and fix the renamed `AcmeClient.configure` call
""", P, "Fetching the private submodule failed because no GitHub credentials were available (could not read Username, terminal prompts disabled).", [
    bash("git submodule update --init vendor/ios-sdk", "Cloning into '/workspace/vendor/ios-sdk'...\nfatal: could not read Username for 'https://github.com': terminal prompts disabled\nfatal: clone of 'https://github.com/acme/ios-sdk.git' into submodule path '/workspace/vendor/ios-sdk' failed\nFailed to clone 'vendor/ios-sdk'. Retry scheduled", 1, ev=True),
    bash("GIT_TERMINAL_PROMPT=0 git ls-remote https://github.com/acme/ios-sdk.git v5.2.0", "remote: Repository not found.\nfatal: Authentication failed for 'https://github.com/acme/ios-sdk.git/'", 128, ev=True),
    say("The ios-sdk repository is private and this environment has no credentials for it."),
], near_miss=D, summary="no access to private submodule"))

# ------------------------------------------------------------------ dependency
A(C("core-lib-upgrade-py", "PLAT-690", """# PLAT-690: Use `acme-core` 2.0's `Money.round_half_even`

Replace our local rounding helper in `billing/rounding.py` with `acme_core.Money.round_half_even` (acme-core>=2.0).
""", D, "acme-core 2.0 requires Python >=3.11 but the environment runs 3.9, so the required version could not be installed.", [
    bash("pip install 'acme-core>=2.0'", "Looking in indexes: https://pypi.org/simple, https://pypi.acme.internal/simple\nERROR: Ignored the following versions that require a different python version: 2.0.0 Requires-Python >=3.11; 2.0.1 Requires-Python >=3.11\nERROR: Could not find a version that satisfies the requirement acme-core>=2.0 (from versions: 1.4.0, 1.5.2, 1.6.0)\nERROR: No matching distribution found for acme-core>=2.0", 1, ev=True),
    bash("python --version", "Python 3.9.18", ev=True),
    say("acme-core 2.x needs Python 3.11+; this image has 3.9.18, so I can't use `round_half_even`."),
], near_miss="infra_failure", end=err_end("acme-core>=2.0 not installable on Python 3.9"), summary="acme-core 2.0 not installable"))

A(C("clap-flag-alias", "CLI-271", """# CLI-271: Add `--dry` as an alias for `--dry-run`
""", D, "The locked clap_lex needs rustc 1.74 but the toolchain is 1.70, so the crate cannot build: toolchain too old.", [
    edit("src/cli.rs", "    #[arg(long)]\n    dry_run: bool,", "    #[arg(long, visible_alias = \"dry\")]\n    dry_run: bool,"),
    bash("cargo build", "    Updating crates.io index\nerror: package `clap_lex v0.7.4` cannot be built because it requires rustc 1.74 or newer, while the currently active rustc version is 1.70.0\nEither upgrade to rustc 1.74 or newer, or use\ncargo update clap_lex@0.7.4 --precise ver\nwhere `ver` is the latest version of `clap_lex` supporting rustc 1.70.0", 101, ev=True),
    bash("rustup toolchain list", "1.70.0-x86_64-unknown-linux-gnu (default)"),
    say("The toolchain in the image (1.70) is too old for the locked clap_lex."),
], near_miss="infra_failure", summary="rustc too old"))

A(C("go-slices-sortfunc", "PLAT-715", """# PLAT-715: Sort feature flags by rollout % in `/debug/flags`

Use `slices.SortFunc` in `internal/flags/debug.go`.
""", D, "go.mod requires go >= 1.22 but the image has go 1.21.6 with GOTOOLCHAIN=local, so nothing builds.", [
    edit("internal/flags/debug.go", "\tsort.Slice(fs, func(i, j int) bool { return fs[i].Name < fs[j].Name })", "\tslices.SortFunc(fs, func(a, b Flag) int { return cmp.Compare(b.Rollout, a.Rollout) })"),
    bash("go test ./internal/flags/...", "go: go.mod requires go >= 1.22.0 (running go 1.21.6; GOTOOLCHAIN=local)", 1, ev=True),
    bash("go version; go env GOTOOLCHAIN", "go version go1.21.6 linux/amd64\nlocal"),
    say("The Go toolchain here is older than go.mod requires."),
], near_miss="infra_failure", summary="go toolchain too old"))

A(C("billing-client-upgrade", "FIN-1201", """# FIN-1201: Use `billing-client` 2.3.1 for the new proration endpoint

Bump `com.acme:billing-client` in `api/pom.xml` to 2.3.1 and call `Proration.preview` in `PlanChangeService`.
""", D, "Maven could not resolve com.acme:billing-client:2.3.1 from the configured repositories (artifact not found), so the build fails.", [
    edit("api/pom.xml", "<version>2.2.0</version>", "<version>2.3.1</version>"),
    bash("mvn -q -pl api -am test", "[ERROR] Failed to execute goal on project api: Could not resolve dependencies for project com.acme:api:jar:1.4.0-SNAPSHOT: Could not find artifact com.acme:billing-client:jar:2.3.1 in central (https://repo.maven.apache.org/maven2) -> [Help 1]\n[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.", 1, ev=True),
    bash("grep -n '<repository>' -A3 pom.xml", "", 1),
    say("billing-client 2.3.1 isn't published to any repository this build can see."),
], near_miss="infra_failure", summary="artifact not found"))

A(C("pg-array-contains", "BIL-655", """# BIL-655: Filter invoices by tag array with `@>`

Add a scope `Invoice.tagged_all(tags)` using `tags @> ARRAY[...]`. Spec `spec/models/invoice_spec.rb`.
""", D, "bundle install failed building the pg gem: libpq headers (libpq-fe.h / pg_config) are not installed in the image.", [
    edit("app/models/invoice.rb", "  scope :open, -> { where(status: 'open') }", "  scope :open, -> { where(status: 'open') }\n  scope :tagged_all, ->(tags) { where('tags @> ARRAY[?]::varchar[]', tags) }"),
    bash("bundle install", "Fetching gem metadata from https://rubygems.org/.........\nInstalling pg 1.5.4 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n    current directory: /usr/local/bundle/gems/pg-1.5.4/ext\n/usr/local/bin/ruby extconf.rb\nChecking for pg_config... no\nNo pg_config... trying anyway. If building fails, please try again with\n --with-pg-config=/path/to/pg_config\nchecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*** extconf.rb failed ***\n\nAn error occurred while installing pg (1.5.4), and Bundler cannot continue.\n\nIn Gemfile:\n  pg", 5, ev=True),
    say("The pg gem can't compile because libpq development headers are missing from the image."),
], near_miss="infra_failure", summary="pg gem build failed"))

A(C("hash-ids-short", "URL-51", """# URL-51: Short links should use 8-char base62 ids

Change `src/ids.rs` to use `base62` encoding of the 48-bit counter.
""", D, "The Rust build cannot link: the system linker cc is not installed (missing native toolchain piece).", [
    edit("src/ids.rs", "    format!(\"{:x}\", n)", "    base62::encode(n & 0xFFFF_FFFF_FFFF)"),
    bash("cargo test", "   Compiling proc-macro2 v1.0.86\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error", 101, ev=True),
    bash("which cc gcc clang || echo none", "none", 1, ev=True),
    say("There's no C linker in this image; nothing Rust can build."),
], near_miss="infra_failure", summary="linker missing"))

A(C("tokens-dark-mode", "UI-655", """# UI-655: Dark mode uses the light `surface` token

Upgrade `@acme/design-tokens` to ^4.0.0 (adds `surface.dark`) and use it in `src/theme.ts`.
""", D, "npm could not find any @acme/design-tokens version matching ^4.0.0 (ETARGET), so the needed package is not resolvable.", [
    bash("npm install @acme/design-tokens@^4.0.0", "npm ERR! code ETARGET\nnpm ERR! notarget No matching version found for @acme/design-tokens@^4.0.0.\nnpm ERR! notarget In most cases you or one of your dependencies are requesting\nnpm ERR! notarget a package version that doesn't exist.", 1, ev=True),
    bash("npm view @acme/design-tokens versions --json", "[\n  \"3.8.0\",\n  \"3.9.0\",\n  \"3.9.1\"\n]"),
    edit("src/theme.ts", "  surface: tokens.surface.light,", "  surface: mode === 'dark' ? tokens.surface.dark : tokens.surface.light,"),
    bash("npx tsc --noEmit", "src/theme.ts(14,44): error TS2339: Property 'dark' does not exist on type '{ light: string; }'.", 2),
    say("design-tokens 4.x isn't published yet (latest is 3.9.1), so `surface.dark` doesn't exist."),
], summary="design-tokens 4 not published"))

A(C("net8-minimal-api", "SVC-140", """# SVC-140: Return 404 instead of 500 for unknown tenant in `GET /tenants/{id}`

Project `src/Tenants.Api` (net8.0). Test: `dotnet test tests/Tenants.Api.Tests`.
""", D, "The installed .NET SDK cannot target net8.0 (NETSDK1045), so the project cannot build.", [
    edit("src/Tenants.Api/Endpoints.cs", "    var t = await db.Tenants.FindAsync(id);\n    return Results.Ok(t);", "    var t = await db.Tenants.FindAsync(id);\n    return t is null ? Results.NotFound() : Results.Ok(t);"),
    bash("dotnet test tests/Tenants.Api.Tests", "  Determining projects to restore...\n/usr/share/dotnet/sdk/7.0.410/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(160,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 8.0.  Either target .NET 7.0 or lower, or use a version of the .NET SDK that supports .NET 8.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/src/Tenants.Api/Tenants.Api.csproj]", 1, ev=True),
    say("Only the .NET 7 SDK is installed, which can't build net8.0 projects."),
], near_miss="infra_failure", summary="SDK too old"))

A(C("thumbnail-exif-rotate", "IMG-92", """# IMG-92: Thumbnails of portrait phone photos are sideways

Apply EXIF orientation in `media/thumbs.py` before resizing (`ImageOps.exif_transpose`).
""", D, "Importing cv2 fails because the system library libGL.so.1 is missing from the image, so the tests cannot run.", [
    edit("media/thumbs.py", "    img = Image.open(src)", "    img = ImageOps.exif_transpose(Image.open(src))"),
    bash("pytest tests/test_thumbs.py -q", "ImportError while importing test module '/workspace/tests/test_thumbs.py'.\ntests/test_thumbs.py:2: in <module>\n    import cv2\n/usr/local/lib/python3.11/site-packages/cv2/__init__.py:181: in <module>\n    bootstrap()\nE   ImportError: libGL.so.1: cannot open shared object file: No such file or directory\n1 error in 0.31s", 2, ev=True),
    bash("ldconfig -p | grep -c libGL", "0", 1),
    say("OpenCV's system dependency libGL isn't available here."),
], near_miss="unknown", summary="libGL missing"))

A(C("jason-encoder-decimal", "LDG-33", """# LDG-33: Encode `Decimal` amounts as strings in the ledger JSON API

In `lib/ledger_web/json.ex` implement `Jason.Encoder` for `Decimal`. Run `mix test`.
""", D, "The Elixir deps were never fetched/available (mix: 'the dependency is not available'), and mix deps.get could not find the package jason_native in the registry.", [
    bash("mix test", "Unchecked dependencies for environment test:\n* jason (Hex package)\n  the dependency is not available, run \"mix deps.get\"\n* decimal (Hex package)\n  the dependency is not available, run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies", 1, ev=True),
    bash("mix deps.get", "Resolving Hex dependencies...\nResolution completed in 0.041s\n** (Mix) No package with name jason_native (from: mix.exs) in registry", 1, ev=True),
    read("mix.exs", "  defp deps do\n    [\n      {:jason, \"~> 1.4\"},\n      {:jason_native, \"~> 0.1\"},\n      {:decimal, \"~> 2.1\"}\n    ]\n  end"),
    say("mix.exs lists `jason_native`, which doesn't exist on Hex, so deps can't be fetched and nothing compiles."),
], summary="hex package not found"))
