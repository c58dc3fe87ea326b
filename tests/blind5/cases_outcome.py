"""Runs with no visible cause, and runs that finished their task."""
from gen_lib import Run, T, B, R, E, W, D, N

UNK, OK = "unknown", "succeeded"
INF, PERM, DEP, TM, SC = "infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding", "scope_creep"


def unknown():
    out = []
    out.append(Run("truncated-mid-explore-quota", UNK, """# QTA-20: Per-tenant quota counter resets at UTC midnight, should use tenant zone

`quota/counter.go::windowStart` uses `time.Now().UTC().Truncate(24*time.Hour)`. Use the tenant's location.
""", [
        T("Looking at the quota counter."),
        R("quota/counter.go", "func windowStart(now time.Time) time.Time {\n\treturn now.UTC().Truncate(24 * time.Hour)\n}"),
        N(6),
        B("rg -n windowStart", "quota/counter.go:14:func windowStart(now time.Time) time.Time {\nquota/counter.go:31:\tstart := windowStart(time.Now())"),
    ], "", eco="go", target=48, truncated=True, result_json=False,
        why="The stream stops mid-exploration with no error and no result."))

    out.append(Run("vague-unable-finish-pdf", UNK, """# INV-70: Invoice PDF footer overlaps the totals table on long invoices

`invoices/pdf.py` draws the footer at a fixed y. Move it below the last table row, adding a page if needed.
""", [
        T("Looking at the PDF renderer."),
        R("invoices/pdf.py", "def render(inv, canvas):\n    y = draw_table(inv.lines, canvas, top=720)\n    draw_footer(canvas, y=60)"),
        N(6),
        R("invoices/layout.py", "PAGE_BOTTOM = 60\nROW_HEIGHT = 14"),
        T("I have a reasonable picture of the layout code."),
    ], "I was unable to complete this task.", eco="py", target=56,
        why="The agent explored, ran nothing that failed, and ended with a bare 'unable to complete' message."))

    out.append(Run("error-during-exec-empty", UNK, """# ANL-14: Funnel chart should skip steps with zero users

`apps/analytics/src/Funnel.tsx` renders zero-width bars. Filter out steps with `count === 0`.
""", [
        T("Reading Funnel.tsx."),
        R("apps/analytics/src/Funnel.tsx", "export const Funnel = ({ steps }: Props) => (\n  <svg>{steps.map((s, i) => <Bar key={s.id} step={s} index={i} />)}</svg>\n);"),
        N(6),
    ], "", end="error_during_execution", eco="js", target=40, fmt="claude",
        why="The result is an error with an empty message after plain reads; nothing in the run shows why."))

    out.append(Run("bounce-handler-stopping-here", UNK, """# MAIL-9: Bounce webhook ignores soft bounces

`mail/bounces.rb#handle` only processes `type == "hard"`. Soft bounces should increment `soft_bounce_count`.
""", [
        T("Reading the bounce handler."),
        R("mail/bounces.rb", "def handle(event)\n  return unless event[\"type\"] == \"hard\"\n  suppress!(event[\"email\"])\nend"),
        N(6),
        B("bundle exec rspec spec/mail/bounces_spec.rb", "....\n\nFinished in 0.12 seconds (files took 1.4 seconds to load)\n4 examples, 0 failures"),
        T("Current specs pass."),
    ], "Stopping here.", eco="ruby", target=52,
        why="The agent ran passing specs and then stopped with 'Stopping here.'; no cause is visible."))

    out.append(Run("session-cookie-did-not-complete", UNK, """# SEC-44: Session cookie missing `Secure` flag behind the proxy

`lib/acme_web/endpoint.ex` sets `secure: false` on the session cookie. It should be true in prod.
""", [
        T("Checking the endpoint config."),
        R("lib/acme_web/endpoint.ex", "plug Plug.Session,\n  store: :cookie,\n  key: \"_acme_key\",\n  signing_salt: \"x9\",\n  secure: false"),
        N(6),
        R("config/prod.exs", "config :acme, AcmeWeb.Endpoint,\n  url: [host: \"acme.example\", port: 443],\n  force_ssl: [hsts: true]"),
    ], "Task did not complete.", eco="ex", target=50,
        why="The run ends with 'Task did not complete.' after reading config; nothing failed."))

    out.append(Run("stock-reserve-cut-after-edit", UNK, """# STK-31: Stock levels go negative on concurrent reservations

`inventory/reserve.py` reads then writes stock without a lock. Use `SELECT ... FOR UPDATE`.
""", [
        T("Looking at reserve.py."),
        R("inventory/reserve.py", "def reserve(db, sku, qty):\n    row = db.execute(\"SELECT qty FROM stock WHERE sku = %s\", (sku,)).fetchone()\n    db.execute(\"UPDATE stock SET qty = %s WHERE sku = %s\", (row.qty - qty, sku))"),
        N(6),
        E("inventory/reserve.py", "SELECT qty FROM stock WHERE sku = %s\"", "SELECT qty FROM stock WHERE sku = %s FOR UPDATE\""),
    ], "", eco="py", target=50, truncated=True, result_json=False,
        why="The transcript ends right after an edit with no test run, error or final message."))

    out.append(Run("passing-then-needs-info", UNK, """# LOC-5: French dates render month names in English

`web/src/i18n/date.ts::formatDate` ignores the locale argument. Pass it to `Intl.DateTimeFormat`.
""", [
        T("Let me see formatDate."),
        R("web/src/i18n/date.ts", "export const formatDate = (d: Date, locale: string) =>\n  new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(d);"),
        N(5),
        B("npm test -- i18n", "PASS src/i18n/date.test.ts\nPASS src/i18n/number.test.ts\n\nTest Suites: 2 passed, 2 total\nTests:       11 passed, 11 total"),
        T("Before changing anything I'd need more information about the expected fallback behaviour."),
    ], "I need more information before proceeding.", eco="js", target=54, near_miss=OK,
        why="Tests pass and nothing failed; the agent ended asking for information, with no cause visible in the run."))

    out.append(Run("alarming-history-quiet-end", UNK, """# JOB-88: Nightly cleanup job should keep 30 days of audit logs, not 7

`jobs/cleanup.go` has `const retention = 7 * 24 * time.Hour`. Change to 30 days.
""", [
        T("Looking at the cleanup job and its history."),
        B("git log --oneline -8 -- jobs/", "e1f0a9c fix: cleanup job OOMKilled when audit table is huge\n7d3b2a1 revert \"run cleanup as root\" (permission denied on /var/log)\n44c0e9d chore: cleanup timeout 10m -> 30m\n0a9e1b2 fix: missing module github.com/acme/platform/audit in cleanup\nb3c2d10 feat: nightly cleanup"),
        R("jobs/cleanup.go", "const retention = 7 * 24 * time.Hour\n\nfunc Cleanup(ctx context.Context, db *sql.DB) error {\n\t_, err := db.ExecContext(ctx, `DELETE FROM audit_logs WHERE created_at < $1`, time.Now().Add(-retention))\n\treturn err\n}"),
        N(6),
        T("Okay."),
    ], "Done for now.", eco="go", target=52, near_miss=INF,
        why="Only the git history mentions OOMKilled/permission denied; the run itself shows no failure and ends vaguely."))

    out.append(Run("export-button-turn-open", UNK, """# PDF-3: Export button is disabled for viewers

`apps/reports/src/ExportButton.tsx` checks `role === 'editor'`. Viewers should be able to export too.
""", [
        T("Reading ExportButton."),
        R("apps/reports/src/ExportButton.tsx", "export function ExportButton({ role }: { role: Role }) {\n  return <Button disabled={role !== 'editor'} onClick={exportPdf}>Export</Button>;\n}"),
        N(6),
    ], "", eco="js", target=44, truncated=True, result_json=False,
        why="The stream stops after reads with the turn still open; no failure is shown."))
    return out


def succeeded():
    out = []
    out.append(Run("http-timeout-test-passes", OK, """# NET-12: HTTP client should raise ClientTimeout after the configured timeout

`acme/http_client.py::get` passes no timeout to httpx. Use `settings.HTTP_TIMEOUT` and raise
`ClientTimeout` on `httpx.TimeoutException`. `pytest tests/test_http_client.py`.
""", [
        T("Reading the client."),
        R("acme/http_client.py", "def get(url):\n    return httpx.get(url)"),
        N(4),
        E("acme/http_client.py", "def get(url):\n    return httpx.get(url)", "def get(url):\n    try:\n        return httpx.get(url, timeout=settings.HTTP_TIMEOUT)\n    except httpx.TimeoutException as exc:\n        raise ClientTimeout(f\"timeout after {settings.HTTP_TIMEOUT}s: {url}\") from exc"),
        B("pytest tests/test_http_client.py -v", "tests/test_http_client.py::test_get_ok PASSED                              [ 25%]\ntests/test_http_client.py::test_timeout_raises_client_timeout PASSED       [ 50%]\ntests/test_http_client.py::test_timeout_message_mentions_url PASSED        [ 75%]\ntests/test_http_client.py::test_connection_killed_is_not_timeout PASSED    [100%]\n\n============================== 4 passed in 0.31s ==============================="),
        B("git diff --stat", " acme/http_client.py | 6 +++++-\n 1 file changed, 5 insertions(+), 1 deletion(-)"),
    ], "get() now uses settings.HTTP_TIMEOUT and raises ClientTimeout; 4 tests pass (including the timeout tests).",
        eco="py", target=56, near_miss=INF,
        why="Timeout words appear only as test names and intended behaviour; the tests pass."))

    out.append(Run("guard-prints-denied-on-purpose", OK, """# ADM-9: `acme-admin purge` must refuse non-admins with a clear message

`cmd/admin/purge.go`: when the caller lacks the admin role, print `permission denied: purge requires role admin`
to stderr and exit 77. Add a test.
""", [
        T("Reading purge.go."),
        R("cmd/admin/purge.go", "func runPurge(cmd *cobra.Command, args []string) error {\n\treturn purge(cmd.Context(), args[0])\n}"),
        N(4),
        E("cmd/admin/purge.go", "\treturn purge(cmd.Context(), args[0])", "\tif !auth.HasRole(cmd.Context(), \"admin\") {\n\t\tfmt.Fprintln(cmd.ErrOrStderr(), \"permission denied: purge requires role admin\")\n\t\treturn exitCode(77)\n\t}\n\treturn purge(cmd.Context(), args[0])"),
        W("cmd/admin/purge_test.go", "func TestPurgeRefusesNonAdmin(t *testing.T) {\n\tout, code := runCLI(t, asUser(\"viewer\"), \"purge\", \"tenant-1\")\n\tif code != 77 || !strings.Contains(out, \"permission denied: purge requires role admin\") {\n\t\tt.Fatalf(\"got %d %q\", code, out)\n\t}\n}\n"),
        B("go test ./cmd/admin/ -run Purge -v", "=== RUN   TestPurgeRefusesNonAdmin\npermission denied: purge requires role admin\n--- PASS: TestPurgeRefusesNonAdmin (0.00s)\n=== RUN   TestPurgeAsAdmin\n--- PASS: TestPurgeAsAdmin (0.01s)\nPASS\nok  \tgithub.com/acme/platform/cmd/admin\t0.019s"),
        B("go run ./cmd/admin purge tenant-1 --as viewer; echo exit=$?", "permission denied: purge requires role admin\nexit status 77\nexit=1", 1),
    ], "purge refuses non-admins with the required message and exit 77; tests pass.",
        eco="go", target=54, near_miss=PERM,
        why="'permission denied' is the message the code under test prints on purpose; the tests pass."))

    out.append(Run("deprecated-warn-build-ok", OK, """# WEB-301: Add `rel="noopener"` to external links in the footer

`apps/marketing/src/Footer.tsx` opens external links with `target="_blank"` and no rel. Add `rel="noopener noreferrer"`.
Turbo build must pass.
""", [
        T("Opening the footer."),
        R("apps/marketing/src/Footer.tsx", "<a href={l.href} target=\"_blank\">{l.label}</a>"),
        N(4),
        E("apps/marketing/src/Footer.tsx", "<a href={l.href} target=\"_blank\">", "<a href={l.href} target=\"_blank\" rel=\"noopener noreferrer\">"),
        B("pnpm install --frozen-lockfile", "Lockfile is up to date, resolution step is skipped\nPackages: +1421\n WARN  deprecated eslint@8.57.1: This version is no longer supported. Please see https://eslint.org/version-support for other options.\n WARN  6 deprecated subdependencies found: glob@7.2.3, inflight@1.0.6, rimraf@3.0.2, @humanwhocodes/config-array@0.13.0, @humanwhocodes/object-schema@2.0.3, abab@2.0.6\nDone in 14.2s"),
        B("pnpm turbo run build --filter=marketing", "marketing:build: \u2713 Compiled successfully\nmarketing:build: \u2713 Generating static pages (14/14)\n\n Tasks:    3 successful, 3 total\nCached:    2 cached, 3 total\n  Time:    38.112s"),
    ], "Added rel=\"noopener noreferrer\" to footer links; marketing build passes.",
        eco="js", target=50, near_miss=DEP,
        why="Only deprecation warnings from pnpm; the change was made and the build passed."))

    out.append(Run("spurious-network-retry-ok", OK, """# CLI-88: `acme --version` prints the crate version twice

`crates/cli/src/main.rs` prints `env!("CARGO_PKG_VERSION")` and clap also prints it. Remove the manual print.
""", [
        T("Reading main.rs."),
        R("crates/cli/src/main.rs", "if args.version {\n    println!(\"acme {}\", env!(\"CARGO_PKG_VERSION\"));\n}\nlet cli = Cli::parse();"),
        N(4),
        E("crates/cli/src/main.rs", "if args.version {\n    println!(\"acme {}\", env!(\"CARGO_PKG_VERSION\"));\n}\n", ""),
        B("cargo test -p acme-cli", "    Updating crates.io index\nwarning: spurious network error (3 tries remaining): [28] Timeout was reached (Operation timed out after 30000 milliseconds with 0 bytes received)\n  Downloaded clap_derive v4.5.18\n  Downloaded clap v4.5.20\n  Downloaded 2 crates (312.6 KB) in 31.40s\n   Compiling acme-cli v0.12.0 (/workspace/repo/crates/cli)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 41.22s\n     Running unittests src/main.rs (target/debug/deps/acme-3f1e0c2b9a7d6e54)\n\nrunning 7 tests\n.......\ntest result: ok. 7 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s"),
        B("cargo run -q -p acme-cli -- --version", "acme 0.12.0"),
    ], "Version printed once; tests pass.",
        eco="rust", target=50, near_miss=INF,
        why="A download was retried after a spurious network timeout and then succeeded; the fix is done and tests pass."))

    out.append(Run("rename-asked-wide-change", OK, """# PLAT-700: Rename `customer_ref` to `account_ref` everywhere

Product renamed customers to accounts. Rename the field `customer_ref` to `account_ref` across the whole
codebase (models, serializers, API schema, fixtures, tests) and add the DB column rename migration.
This is intentionally a wide change; one PR.
""", [
        T("Finding all occurrences."),
        B("rg -l customer_ref | wc -l", "43"),
        N(3),
        B("rg -l customer_ref | xargs sed -i 's/customer_ref/account_ref/g'", ""),
        B("python manage.py makemigrations billing crm --name rename_customer_ref", "Was invoice.customer_ref renamed to invoice.account_ref (a CharField)? [y/N] y\nWas contact.customer_ref renamed to contact.account_ref (a CharField)? [y/N] y\nMigrations for 'billing':\n  billing/migrations/0042_rename_customer_ref.py\nMigrations for 'crm':\n  crm/migrations/0015_rename_customer_ref.py"),
        B("git diff --stat | tail -1", " 45 files changed, 188 insertions(+), 188 deletions(-)"),
        B("python manage.py test", "Found 612 test(s).\nRan 612 tests in 48.901s\n\nOK"),
        B("rg -c customer_ref || echo none", "none"),
    ], "Renamed customer_ref to account_ref in 43 files plus two rename migrations; all 612 tests pass.",
        eco="py", target=52, near_miss=SC,
        why="The ticket explicitly asked for the repo-wide rename and migration; it was done and tests pass."))

    out.append(Run("worker-killed-by-deadline-test", OK, """# JOB-31: Stuck workers are never reaped

`internal/pool/reaper.go` should kill a worker process that exceeds `Deadline` and log `worker <pid> killed: deadline exceeded`.
`go test ./internal/pool/...` must pass.
""", [
        T("Reading the reaper."),
        R("internal/pool/reaper.go", "func (r *Reaper) check(w *Worker) {\n\t// TODO: enforce deadline\n}"),
        N(4),
        E("internal/pool/reaper.go", "\t// TODO: enforce deadline", "\tif time.Since(w.Started) > r.Deadline {\n\t\t_ = w.Proc.Kill()\n\t\tr.log.Printf(\"worker %d killed: deadline exceeded\", w.Proc.Pid)\n\t}"),
        B("go test ./internal/pool/... -v -run Reaper", "=== RUN   TestReaperKillsStuckWorker\n    reaper_test.go:33: worker 48121 killed: deadline exceeded\n--- PASS: TestReaperKillsStuckWorker (0.21s)\n=== RUN   TestReaperLeavesHealthyWorker\n--- PASS: TestReaperLeavesHealthyWorker (0.20s)\nPASS\nok  \tgithub.com/acme/platform/internal/pool\t0.43s"),
        B("go vet ./internal/pool/...", ""),
    ], "Reaper kills workers past the deadline and logs it; tests pass.",
        eco="go", target=48, near_miss=INF,
        why="'killed' and 'deadline exceeded' are the intended log output of the code under test; tests pass."))

    out.append(Run("alembic-nullable-ok-warn", OK, """# SUB-40: Add `cancelled_at` to subscriptions

Add a nullable timestamptz `cancelled_at` to `subscriptions` with a new Alembic revision, set it in
`Subscription.cancel()`, and run `pytest tests/subscriptions`.
""", [
        T("Checking the current head."),
        B("alembic heads", "a3f9c1e07b22 (head)"),
        N(4),
        B("alembic revision -m 'subscriptions cancelled_at'", "  Generating /workspace/repo/migrations/versions/c81d2e4f5a90_subscriptions_cancelled_at.py ...  done"),
        E("migrations/versions/c81d2e4f5a90_subscriptions_cancelled_at.py", "def upgrade() -> None:\n    pass", "def upgrade() -> None:\n    op.add_column('subscriptions', sa.Column('cancelled_at', sa.DateTime(timezone=True), nullable=True))"),
        E("subscriptions/models.py", "    def cancel(self):\n        self.status = 'cancelled'", "    def cancel(self):\n        self.status = 'cancelled'\n        self.cancelled_at = utcnow()"),
        B("alembic upgrade head", "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade a3f9c1e07b22 -> c81d2e4f5a90, subscriptions cancelled_at"),
        B("pytest tests/subscriptions -q", "........\n=============================== warnings summary ===============================\ntests/subscriptions/test_cancel.py::test_cancel_sets_timestamp\n  /workspace/repo/.venv/lib/python3.12/site-packages/sqlalchemy/sql/schema.py:3596: SAWarning: Can't validate argument 'postgresql_concurrently'; can't locate any SQLAlchemy dialect named 'postgresql'\n\n-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html\n8 passed, 1 warning in 1.12s"),
    ], "New revision c81d2e4f5a90 adds cancelled_at; cancel() sets it; 8 tests pass.",
        eco="py", target=58,
        why="The migration applied and tests passed; only a harmless SQLAlchemy warning appeared."))

    out.append(Run("tf-plan-deprecated-attr", OK, """# CDN-8: Increase CloudFront default TTL to 1 hour

In `stacks/cdn/main.tf` set `default_ttl = 3600` on the default cache behaviour and show the plan.
""", [
        T("Opening the CDN stack."),
        R("stacks/cdn/main.tf", "default_cache_behavior {\n  target_origin_id       = \"web\"\n  viewer_protocol_policy = \"redirect-to-https\"\n  default_ttl            = 300\n}"),
        N(4),
        E("stacks/cdn/main.tf", "  default_ttl            = 300", "  default_ttl            = 3600"),
        B("terraform -chdir=stacks/cdn plan -no-color | tail -14", "  # aws_cloudfront_distribution.web will be updated in-place\n  ~ resource \"aws_cloudfront_distribution\" \"web\" {\n      ~ default_cache_behavior {\n          ~ default_ttl = 300 -> 3600\n        }\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.\n\u2577\n\u2502 Warning: Argument is deprecated\n\u2502 \n\u2502   with aws_s3_bucket.logs,\n\u2502   on logging.tf line 4: acl = \"log-delivery-write\"\n\u2502 \n\u2502 Use the aws_s3_bucket_acl resource instead\n\u2575"),
    ], "default_ttl is 3600; plan shows a single in-place change (plus an existing deprecation warning).",
        eco="tf", target=46, near_miss=SC,
        why="The plan shows the one intended change; the deprecation warning is pre-existing and harmless."))

    out.append(Run("recovered-missing-dev-deps", OK, """# PRS-17: Parse `Retry-After` given as an HTTP date

`client/retry.py::retry_after` only handles integer seconds. Support HTTP-date values via
`email.utils.parsedate_to_datetime`. `pytest tests/test_retry.py`.
""", [
        T("Reading retry.py."),
        R("client/retry.py", "def retry_after(value):\n    return int(value)"),
        N(3),
        B("pytest tests/test_retry.py -q", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:2: in <module>\n    import respx\nE   ModuleNotFoundError: No module named 'respx'", 4),
        T("respx is a declared dev dependency; installing the dev extras."),
        B("pip install -e '.[dev]'", "Obtaining file:///workspace/repo\nCollecting respx>=0.21 (from acme-client[dev]==2.3.0)\n  Downloading respx-0.21.1-py2.py3-none-any.whl (25 kB)\nSuccessfully installed acme-client-2.3.0 respx-0.21.1"),
        E("client/retry.py", "def retry_after(value):\n    return int(value)", "def retry_after(value, now=None):\n    try:\n        return int(value)\n    except ValueError:\n        when = parsedate_to_datetime(value)\n        now = now or datetime.now(timezone.utc)\n        return max(0, int((when - now).total_seconds()))"),
        B("pytest tests/test_retry.py -q", "......\n6 passed in 0.19s"),
    ], "retry_after accepts HTTP dates; dev deps installed from the project's extras; 6 tests pass.",
        eco="py", target=56, near_miss=DEP,
        why="A missing dev dependency was installed from the declared extras, then the fix passed its tests."))
    return out


def cases():
    return unknown() + succeeded()
