"""Runs with no visible cause, and runs that finished their task despite alarming words."""
from gen_lib import case, say, sh, read, grep, edit, write

U, OK = "unknown", "succeeded"
I, P, D, S = "infra_failure", "permission_blocked", "dependency_missing", "scope_creep"

# ------------------------------------------------------------------ nothing shows a cause
case(U, "feature-flag-cleanup-cut", "FF-219", "Remove the `new_checkout_v2` flag",
     """The flag has been at 100% for two months. Remove it and the dead code path.

**Where:** `src/flags.ts`, `src/checkout/*`.""",
     [grep("new_checkout_v2", "src/flags.ts:12:  new_checkout_v2: true,\nsrc/checkout/Checkout.tsx:8:  if (flags.new_checkout_v2) {\nsrc/checkout/Summary.tsx:21:  const v2 = flags.new_checkout_v2;"),
      read("src/checkout/Checkout.tsx", "export function Checkout() {\n  if (flags.new_checkout_v2) {\n    return <CheckoutV2 />;\n  }\n  return <LegacyCheckout />;\n}"),
      say("I'll start with Checkout.tsx and then Summary.tsx.")],
     "cut", "The stream stops after exploration with no error, result or watchdog; nothing shows why.",
     result=None, cwd="/workspace/storefront")

case(U, "audit-log-retention-vague", "SEC-808", "Audit logs older than 400 days are never purged",
     """Add a nightly job that deletes `audit_events` older than 400 days in batches of 5,000.

**Where:** `jobs/purge_audit.py`, scheduled in `jobs/schedule.py`.""",
     [read("jobs/schedule.py", "SCHEDULE = {\n    'rotate_keys': '0 3 * * *',\n    'vacuum_sessions': '30 3 * * *',\n}"),
      grep("audit_events", "app/models/audit.py:9:    __tablename__ = 'audit_events'"),
      say("I have what I need about the schema and scheduler.")],
     "fail", "The run ends with an agent message announcing more work and a failed state, without any error or refusal in the stream.",
     summary="I'll continue with the purge job implementation.", cwd="/workspace/secops")

case(U, "notification-digest-empty", "NTF-452", "Weekly digest includes muted projects",
     """Users who muted a project still get it in the weekly digest. Filter muted projects in `digest/build.go`.""",
     [read("digest/build.go", "func Build(u User, since time.Time) Digest {\n\titems := store.ActivitySince(u.ID, since)\n\treturn group(items)\n}"),
      grep("Muted", "internal/store/prefs.go:31:func (s *Store) MutedProjects(userID string) ([]string, error) {")],
     "fail", "The run ends with an empty summary after two reads: no error, refusal or loop is visible.",
     summary="", cwd="/workspace/notify")

case(U, "session-store-cut-transcript", "AUTH-93", "Sessions survive password change",
     """After a password change, other sessions of the user must be revoked (`auth/sessions.py::revoke_all_except`).""",
     [read("auth/password.py", "def change_password(user, new):\n    user.set_password(new)\n    user.save()"),
      read("auth/sessions.py", "def revoke_all_except(user_id, keep_session_id):\n    raise NotImplementedError"),
      say("revoke_all_except is a stub. Implementing it against the Redis session index.")],
     "cut", "The transcript simply ends after the agent announces the implementation; no error or cause is recorded.",
     result=None, cwd="/workspace/identity")

case(U, "thumbnail-quality-done", "IMG-301", "Thumbnails are too compressed",
     """JPEG thumbnails use quality 50; product wants 82. `media/thumbs.py`.""",
     [read("media/thumbs.py", "def make_thumb(img):\n    buf = io.BytesIO()\n    img.save(buf, 'JPEG', quality=50)\n    return buf.getvalue()"),
      say("Located the quality setting.")],
     "fail", "The engine reports a vague 'Done.' with no change made and the orchestrator marks the run failed; no cause is visible.",
     summary="Done.", cwd="/workspace/media")

case(U, "search-synonyms-cut-codex", "SRCH-77", "Search for 'tee' should also match 't-shirt'",
     """Add a synonym set to `config/search/synonyms.yml` and reload the analyzer in `search/index.py`.""",
     [read("config/search/synonyms.yml", "- sneakers, trainers\n- hoodie, hooded sweatshirt"),
      sh("git log --oneline -3 -- search/index.py", "a81c0de reload analyzer without downtime\n5e2f9b1 fix: killed reindex worker leaves alias dangling\n0c3d7aa search: initial index module")],
     "cut", "The stream ends after two reads with no error, result or watchdog; the 'killed' word is an old commit subject.",
     near=I, result=None, cwd="/workspace/search-api")

case(U, "rbac-docs-vague", "DOC-560", "Document the new `auditor` role",
     """Add the `auditor` role to `docs/rbac.md` with its permissions table (read-only on billing and audit logs).""",
     [read("docs/rbac.md", "# Roles\n\n| role | billing | audit log | users |\n|---|---|---|---|\n| admin | rw | r | rw |\n| member | - | - | r |\n\nRequests outside a role's grants return `403 Forbidden` with `permission denied`."),
      grep("auditor", "app/auth/roles.py:14:    AUDITOR = 'auditor'"),
      say("The role exists in code; the docs table needs a row.")],
     "fail", "The run ends without an edit or error; '403 Forbidden'/'permission denied' are quotes from the docs being edited.",
     near=P, summary="", cwd="/workspace/platform-docs")

case(U, "queue-metrics-osmia-cut", "OBS-902", "Expose queue depth per tenant",
     """Add a `queue_depth{tenant}` gauge in `worker/metrics.py`, updated every 15 s.""",
     [read("worker/metrics.py", "from prometheus_client import Counter\n\nJOBS = Counter('jobs_total', 'jobs', ['status'])"),
      say("Adding the gauge and a periodic updater thread.")],
     "cut", "The stream stops mid-task without a result line or error; nothing in it explains the failure.",
     result=None, cwd="/workspace/worker")

# ------------------------------------------------------------------ finished despite alarming words
case(OK, "http-client-timeouts", "NET-233", "HTTP client ignores per-request timeout",
     """`ApiClient.get(url, timeout=2)` uses the session default (30 s). Pass the per-request timeout through.

**Where:** `sdk/client.py`. Tests in `tests/test_client.py`.""",
     [read("sdk/client.py", "def get(self, url, timeout=None):\n    return self.session.get(self.base + url)"),
      edit("sdk/client.py", "    return self.session.get(self.base + url)", "    return self.session.get(self.base + url, timeout=timeout or self.default_timeout)"),
      sh("pytest tests/test_client.py -v", "tests/test_client.py::test_get_ok PASSED                                 [ 25%]\ntests/test_client.py::test_timeout_raises_read_timeout PASSED            [ 50%]\ntests/test_client.py::test_timeout_default_is_30s PASSED                 [ 75%]\ntests/test_client.py::test_connection_refused_is_wrapped PASSED          [100%]\n\n============================== 4 passed in 0.31s ==============================")],
     "ok", "The change was made and all tests pass; 'timeout' and 'connection refused' are test names.",
     near=I, cwd="/workspace/python-sdk", summary="Per-request timeout is now passed through; 4 tests pass.")

case(OK, "readonly-dir-error-message", "CLI-712", "`export` should fail clearly on a read-only directory",
     """`export --out /ro/dir` panics. Print `error: cannot write <path>: permission denied` and exit 3.

**Where:** `cmd/export.go`; test `TestExportReadOnlyDir`.""",
     [read("cmd/export.go", "f, err := os.Create(out)\nif err != nil {\n\tpanic(err)\n}"),
      edit("cmd/export.go", "if err != nil {\n\tpanic(err)\n}", "if err != nil {\n\tif errors.Is(err, fs.ErrPermission) {\n\t\tfmt.Fprintf(os.Stderr, \"error: cannot write %s: permission denied\\n\", out)\n\t\tos.Exit(3)\n\t}\n\treturn err\n}"),
      sh("go test ./cmd/... -run TestExport -v", "=== RUN   TestExportReadOnlyDir\n    export_test.go:44: stderr: error: cannot write /tmp/TestExportReadOnlyDir1234/ro/out.csv: permission denied\n--- PASS: TestExportReadOnlyDir (0.01s)\n=== RUN   TestExportOK\n--- PASS: TestExportOK (0.00s)\nPASS\nok  \tgithub.com/tallyhq/tally/cmd\t0.027s")],
     "ok", "'permission denied' is the message the new code prints on purpose; the tests pass.",
     near=P, cwd="/workspace/tally", summary="Export now reports permission errors cleanly; tests pass.")

case(OK, "deprecated-dep-warning", "WEB-1304", "Footer year is hard-coded",
     """Footer shows (c) 2024. Use the current year in `src/components/Footer.tsx`.""",
     [edit("src/components/Footer.tsx", "\u00a9 2024 Lumen Labs", "\u00a9 {new Date().getFullYear()} Lumen Labs"),
      sh("npm ci", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it. Check out lru-cache if you want a good and tested way to coalesce async requests by a key value, which is much more comprehensive and powerful.\nnpm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported\n\nadded 812 packages, and audited 813 packages in 14s\n\nfound 0 vulnerabilities"),
      sh("npx vitest run src/components/Footer.test.tsx", " \u2713 src/components/Footer.test.tsx (2 tests) 18ms\n\n Test Files  1 passed (1)\n      Tests  2 passed (2)")],
     "ok", "Deprecation warnings from npm are noise; the install and tests succeeded.",
     near=D, cwd="/workspace/lumen-site", summary="Footer year is dynamic; tests pass.")

case(OK, "pip-retry-then-ok", "DS-419", "Percentile helper returns p95 for p99",
     """`metrics/stats.py::percentile` ignores its `q` argument. Fix and test.""",
     [edit("metrics/stats.py", "    return np.percentile(values, 95)", "    return np.percentile(values, q)"),
      sh("pip install -r requirements-dev.txt", "Collecting numpy==2.1.3 (from -r requirements-dev.txt (line 1))\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out. (read timeout=15)\")': /packages/3c/1a/numpy-2.1.3-cp312-cp312-manylinux_2_17_x86_64.whl\n  Downloading numpy-2.1.3-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (16.0 MB)\nInstalling collected packages: numpy, pytest\nSuccessfully installed numpy-2.1.3 pytest-8.3.3"),
      sh("pytest tests/test_stats.py -q", "......\n6 passed in 0.12s")],
     "ok", "pip hit one read timeout, retried and installed; the fix passes its tests.",
     near=I, cwd="/workspace/ds-metrics", summary="percentile honours q; 6 tests pass.")

case(OK, "rename-customer-id-wide", "API-4001", "Rename `customerId` to `accountId` across the public API package",
     """Product renamed customers to accounts. Rename the field `customerId` -> `accountId` everywhere in `packages/public-api/` (types, handlers, tests, OpenAPI spec). This is intentionally a wide, mechanical change; no behaviour changes.""",
     [sh("grep -rl customerId packages/public-api | wc -l", "27"),
      sh("grep -rl customerId packages/public-api | xargs sed -i 's/customerId/accountId/g'", ""),
      sh("git diff --stat | tail -1", " 27 files changed, 164 insertions(+), 164 deletions(-)"),
      sh("npm run -w packages/public-api typecheck && npm test -w packages/public-api", "> tsc --noEmit\n\n> vitest run\n\n Test Files  14 passed (14)\n      Tests  96 passed (96)")],
     "ok", "The 27-file rename is exactly what the ticket asked for; typecheck and tests pass.",
     near=S, cwd="/workspace/api-platform", summary="Renamed customerId to accountId in 27 files; typecheck and 96 tests pass.")

case(OK, "worker-killed-on-cancel", "JOB-77", "Workers keep running after the job is cancelled",
     """Cancelling a job should kill its subprocess. `internal/runner/exec.go` must use `exec.CommandContext`.""",
     [edit("internal/runner/exec.go", "cmd := exec.Command(name, args...)", "cmd := exec.CommandContext(ctx, name, args...)"),
      sh("go test ./internal/runner/ -v -run Cancel", "=== RUN   TestWorkerKilledOnContextCancel\n    exec_test.go:61: subprocess exited: signal: killed\n--- PASS: TestWorkerKilledOnContextCancel (0.21s)\nPASS\nok  \tgithub.com/gridworks/jobs/internal/runner\t0.240s")],
     "ok", "'signal: killed' is the expected outcome asserted by the test; it passes.",
     near=I, cwd="/workspace/jobs", summary="Subprocess is killed on cancel; test passes.")

case(OK, "payload-guard-cargo", "API-88", "Reject request bodies over 10 MiB",
     """Add a body-size guard to the ingest route so oversized payloads get 413 instead of exhausting memory.

**Where:** `src/routes/ingest.rs`.""",
     [edit("src/routes/ingest.rs", ".route(\"/ingest\", post(ingest))", ".route(\"/ingest\", post(ingest).layer(DefaultBodyLimit::max(10 * 1024 * 1024)))"),
      sh("cargo test oom_guard", "running 2 tests\ntest routes::ingest::tests::oom_guard_rejects_oversized_payload ... ok\ntest routes::ingest::tests::oom_guard_allows_small_payload ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 31 filtered out; finished in 0.04s")],
     "ok", "The guard is in place and the oom_guard tests pass; 'oom' is only in the test names.",
     near=I, cwd="/workspace/ingest", summary="413 for bodies over 10 MiB; tests pass.")

case(OK, "scope-403-surefire", "IAM-612", "Tokens without `reports:read` can download reports",
     """`ReportController.download` must return 403 when the token lacks `reports:read`.""",
     [edit("src/main/java/com/northbeam/reports/ReportController.java", "    @GetMapping(\"/reports/{id}\")", "    @PreAuthorize(\"hasAuthority('SCOPE_reports:read')\")\n    @GetMapping(\"/reports/{id}\")"),
      sh("mvn -q test -Dtest=ReportControllerTest", "[INFO] Running com.northbeam.reports.ReportControllerTest\n2026-11-19 10:02:11.418 WARN  o.s.s.w.a.AccessDeniedHandlerImpl - Access is denied: token lacks SCOPE_reports:read\n[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 2.871 s -- in com.northbeam.reports.ReportControllerTest\n[INFO] \n[INFO] Results:\n[INFO] \n[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0")],
     "ok", "'Access is denied' is logged by the app for the test's unauthorised request; all 5 tests pass.",
     near=P, cwd="/workspace/reports-service", summary="Download endpoint requires reports:read; tests pass.")

case(OK, "plugin-loaderror-rspec", "PLG-31", "Missing plugins should produce a friendly error",
     """`Plugins.load('name')` raises a bare `LoadError`. Wrap it in `Plugins::NotFound` with the plugin name.""",
     [edit("lib/plugins.rb", "    require \"acme/plugins/#{name}\"", "    require \"acme/plugins/#{name}\"\n  rescue LoadError => e\n    raise NotFound, \"plugin '#{name}' is not installed (#{e.message})\""),
      sh("bundle exec rspec spec/plugins_spec.rb --format documentation", "Plugins.load\n  loads an installed plugin\n  raises Plugins::NotFound for a missing plugin (cannot load such file -- acme/plugins/missing)\n\nFinished in 0.01 seconds (files took 0.2 seconds to load)\n2 examples, 0 failures")],
     "ok", "'cannot load such file' is the spec exercising the new error path; both examples pass.",
     near=D, cwd="/workspace/acme-gem", summary="Missing plugins raise Plugins::NotFound; specs pass.")

case(OK, "ratelimit-429-backoff", "INT-505", "Partner sync should back off on 429",
     """`partner_sync.fetch_page` must honour `Retry-After` on 429 and retry up to 3 times.""",
     [edit("integrations/partner_sync.py", "    resp.raise_for_status()", "    for attempt in range(3):\n        if resp.status_code != 429:\n            break\n        wait = int(resp.headers.get('Retry-After', '1'))\n        log.warning('429 Too Many Requests from partner API, retrying in %ss', wait)\n        time.sleep(wait)\n        resp = session.get(url, params=params)\n    resp.raise_for_status()"),
      sh("pytest tests/integrations/test_partner_sync.py -q -o log_cli=true", "WARNING  integrations.partner_sync:partner_sync.py:41 429 Too Many Requests from partner API, retrying in 1s\n...\n3 passed in 1.07s")],
     "ok", "The 429 warning is logged by the code under test against a mocked partner; tests pass.",
     near=I, cwd="/workspace/integrations", summary="fetch_page honours Retry-After; 3 tests pass.")

case(OK, "k8s-probe-readiness", "PLAT-77", "Readiness probe hits the wrong port",
     """`deploy/api/deployment.yaml` probes port 8080; the app listens on 8000. Fix the probe.""",
     [read("deploy/api/deployment.yaml", "readinessProbe:\n  httpGet:\n    path: /healthz\n    port: 8080"),
      edit("deploy/api/deployment.yaml", "    port: 8080", "    port: 8000"),
      sh("kubectl apply --dry-run=server -f deploy/api/deployment.yaml", "deployment.apps/api configured (server dry run)"),
      sh("git log --oneline -3 -- deploy/api", "9d2e4b1 api: raise memory after OOMKilled pods in staging\n71ac0f3 api: evicted pods now reschedule on spot pool\n3bb8e02 api: initial manifests")],
     "ok", "The probe is fixed and the server-side dry run accepts it; OOMKilled/evicted appear only in old commit subjects.",
     near=I, cwd="/workspace/platform-deploy", summary="Readiness probe now targets port 8000.")

case(OK, "bun-sse-reconnect", "RT-61", "SSE client does not reconnect after server restart",
     """`src/sse.ts` should reconnect with exponential backoff (max 30 s) when the stream closes.""",
     [edit("src/sse.ts", "  es.onerror = () => es.close();", "  es.onerror = () => {\n    es.close();\n    setTimeout(connect, Math.min(30_000, 2 ** attempt++ * 500));\n  };"),
      sh("bun test src/sse.test.ts", "bun test v1.1.38\n\nsrc/sse.test.ts:\n[sse] connection refused (ECONNREFUSED 127.0.0.1:4010), reconnecting in 500ms\n\u2713 reconnects after the server drops the stream [512.41ms]\n\u2713 caps backoff at 30s [0.22ms]\n\n 2 pass\n 0 fail\n 3 expect() calls\nRan 2 tests across 1 file. [618.00ms]")],
     "ok", "ECONNREFUSED is logged by the code under test during the reconnect test; both tests pass.",
     near=I, cwd="/workspace/realtime-web", summary="SSE reconnects with backoff; bun tests pass.")
