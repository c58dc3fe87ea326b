from cases_common import *  # noqa: F401,F403

CASES = []
A = CASES.append

# ============================================================ unknown
A(C("coupon-usage-counter", "osmia", "unknown", "SHOP-305", "Count coupon redemptions atomically",
    "`Coupon.redeem` increments `times_used` in Python; use `F('times_used') + 1` so concurrent redemptions are not lost.",
    ["atomic increment", "tests pass"],
    [say("Reading the coupon model."),
     read("coupons/models.py", "def redeem(self, order):\n    self.times_used += 1\n    self.save(update_fields=[\"times_used\"])\n"),
     edit("coupons/models.py", "    self.times_used += 1\n    self.save(update_fields=[\"times_used\"])", "    Coupon.objects.filter(pk=self.pk).update(times_used=F(\"times_used\") + 1)\n    self.refresh_from_db(fields=[\"times_used\"])"),
     bash("pytest -q tests/coupons", "..........\n10 passed in 1.48s\n"),
     say("Atomic increment in place and coupon tests pass."),
     end(False, "agent process exited with status 1", ev=None)],
    "The change looks right and tests pass, yet the run is marked failed with only 'exited with status 1'; nothing in the stream says why.",
    near_miss="", result={"success": False, "summary": "agent process exited with status 1", "exit_code": 1}))

A(C("invoice-pdf-locale", "codex", "unknown", "BILL-2330", "Invoice PDF dates in customer locale",
    "Format dates on invoice PDFs with the customer's locale (`customer.locale`), falling back to en-GB.",
    ["locale-aware dates", "tests pass"],
    [think("Find the PDF renderer."),
     grep("strftime", "billing/pdf.py:31:    issued = invoice.issued_at.strftime(\"%d/%m/%Y\")\n", "billing"),
     edit("billing/pdf.py", "    issued = invoice.issued_at.strftime(\"%d/%m/%Y\")", "    issued = format_date(invoice.issued_at, format=\"short\", locale=invoice.customer.locale or \"en_GB\")"),
     bash("pytest -q tests/billing/test_pdf.py", "......\n6 passed in 0.93s\n"),
     say("Dates on invoice PDFs now follow the customer's locale; tests pass."),
     end(True, "Done: locale-aware invoice dates.")],
    "The stream shows a correct-looking change and passing tests, yet the orchestrator recorded a failure; no cause is visible.",
    near_miss="", state="Failed", result={"success": False, "summary": "", "exit_code": 1}))

A(C("member-invite-expiry", "claude-transcript", "unknown", "WS-571", "Invite links should expire after 7 days",
    "Add `expiresAt` to invites (Prisma migration) and reject expired invites in `acceptInvite`.",
    ["migration", "acceptInvite rejects expired invites", "tests"],
    [human("WS-571. actually, let's talk about it first"),
     say("Sure. Options: store `expiresAt` per invite (migration), or compute from `createdAt` at accept time (no migration). The first lets us vary expiry per workspace."),
     human("hm. product hasn't decided whether it's per workspace. let me check with them"),
     noise(2, "js"),
     say("I've looked at acceptInvite and the invite schema in the meantime; nothing changed yet."),
     human("ok they want to rethink invites entirely. park this one")],
    "The developer parked the ticket for product reasons; no technical failure occurs in the stream.",
    near_miss="", state="Failed"))

A(C("payment-retry-backoff", "osmia", "unknown", "PAY-1780", "Backoff for payment provider retries",
    "The payment client retries immediately. Add exponential backoff (3 tries, 200ms base) and make sure the resilience tests pass.",
    ["backoff", "tests/test_payment_client_resilience.py passes"],
    [say("Reading the client."),
     noise(2, "py"),
     edit("payments/client.py", "        for attempt in range(3):\n            try:\n                return self._post(path, body)\n            except ConnectionError:\n                continue", "        for attempt in range(3):\n            try:\n                return self._post(path, body)\n            except ConnectionError:\n                time.sleep(0.2 * 2 ** attempt)"),
     bash("pytest -q tests/test_payment_client_resilience.py -s", "WARNING payments.client: POST /v1/charges failed: [Errno 111] Connection refused (attempt 1/3)\nWARNING payments.client: POST /v1/charges failed: [Errno 111] Connection refused (attempt 2/3)\nINFO payments.client: POST /v1/charges succeeded on attempt 3\n.\nWARNING payments.client: POST /v1/refunds failed: [Errno 111] Connection refused (attempt 1/3)\nWARNING payments.client: POST /v1/refunds failed: [Errno 111] Connection refused (attempt 2/3)\nWARNING payments.client: POST /v1/refunds failed: [Errno 111] Connection refused (attempt 3/3)\n.\n2 passed in 1.43s\n"),
     say("Backoff in place; the resilience tests (which simulate refused connections) pass."),
     end(False, "post-run step failed", ev=None)],
    "'Connection refused' comes from the resilience tests that pass; the run is marked failed by a post-run step with no stated reason.",
    near_miss="infra_failure", result={"success": False, "summary": "post-run step failed", "exit_code": 1}))

A(C("audit-role-check", "codex", "unknown", "PLAT-1611", "Audit log readable only by auditors",
    "Restrict `GET /audit` to the `auditor` role in the app policy. Tests exist in tests/authz/test_audit_policy.py.",
    ["policy updated", "tests pass"],
    [think("Look at the policy."),
     read("app/authz/policies.py", "class AuditPolicy(Policy):\n    allowed_roles = {\"admin\", \"auditor\", \"support\"}\n"),
     edit("app/authz/policies.py", "    allowed_roles = {\"admin\", \"auditor\", \"support\"}", "    allowed_roles = {\"auditor\"}"),
     bash("pytest -q tests/authz/test_audit_policy.py -rA", "PASSED tests/authz/test_audit_policy.py::test_auditor_can_read\nPASSED tests/authz/test_audit_policy.py::test_support_gets_permission_denied - app.authz.errors.PermissionDenied: permission denied for table audit_log (role=support)\nPASSED tests/authz/test_audit_policy.py::test_admin_gets_permission_denied - app.authz.errors.PermissionDenied: permission denied for table audit_log (role=admin)\n3 passed in 0.31s\n"),
     say("Only auditors can read the audit log now; the policy tests pass (the 'permission denied' lines are the expected denials)."),
     end(True, "Restricted /audit to auditors.")],
    "The 'permission denied' lines are expected denials asserted by passing tests; the run is recorded as failed with no cause in the stream.",
    near_miss="permission_blocked", state="Failed", result={"success": False, "summary": "run marked failed by orchestrator", "exit_code": 1}))

A(C("shipments-carrier-index", "claude-transcript", "unknown", "LOG-318", "Speed up shipments by carrier",
    "Add a partial index on shipments(carrier) WHERE delivered_at IS NULL.",
    ["migration", "EXPLAIN shows index usage"],
    [human("LOG-318 please"),
     write("migrations/versions/3a5c7e9b1d24_shipments_carrier_open.py", "from alembic import op\n\nrevision = \"3a5c7e9b1d24\"\ndown_revision = \"c41d2e8f7a63\"\n\ndef upgrade():\n    with op.get_context().autocommit_block():\n        op.create_index(\"shipments_carrier_open\", \"shipments\", [\"carrier\"], postgresql_where=\"delivered_at IS NULL\", postgresql_concurrently=True)\n"),
     bash("alembic upgrade head && psql -d shop -c \"EXPLAIN SELECT * FROM shipments WHERE carrier='dhl' AND delivered_at IS NULL\"", "INFO  [alembic.runtime.migration] Running upgrade c41d2e8f7a63 -> 3a5c7e9b1d24\n                                    QUERY PLAN\n-----------------------------------------------------------------------------------\n Index Scan using shipments_carrier_open on shipments  (cost=0.29..8.31 rows=1 width=96)\n   Index Cond: (carrier = 'dhl'::text)\n"),
     say("The partial index is used."),
     human("nice. hmm, I need to go, closing the laptop")],
    "The work appears done and verified, but the session was closed and the run recorded as failed; nothing in the stream explains a failure.",
    near_miss="", state="Failed"))

A(C("order-export-columns", "claude", "unknown", "DATA-690", "Add currency to the orders CSV export",
    "Add a `currency` column to the orders CSV export (after `total`).",
    ["column present", "tests/test_orders_export.py passes"],
    [say("Reading the exporter."),
     noise(3, "py"),
     read("exports/orders.py", "COLUMNS = [\"id\", \"placed_at\", \"customer_email\", \"total\"]\n"),
     cut()],
    "The stream stops after a few file reads with no error, no watchdog and no result; there is no evidence of what ended it.",
    near_miss="infra_failure", result={"success": False, "summary": "", "exit_code": -1}, target=24))

A(C("tenant-quota-table", "osmia", "unknown", "PLAT-1620", "Per-tenant storage quota table",
    "Create a `tenant_quotas` table (goose) and a `Quota(ctx, tenantID)` store method.",
    ["migration", "store method + test"],
    [say("Writing the migration and method."),
     write("migrations/00017_create_tenant_quotas.sql", "-- +goose Up\nCREATE TABLE tenant_quotas (\n    tenant_id BIGINT PRIMARY KEY REFERENCES tenants(id),\n    bytes_limit BIGINT NOT NULL\n);\n\n-- +goose Down\nDROP TABLE tenant_quotas;\n"),
     edit("internal/store/accounts.go", "func (s *Store) AccountBalance(", "func (s *Store) Quota(ctx context.Context, tenantID int64) (int64, error) {\n\tvar limit int64\n\terr := s.pool.QueryRow(ctx, `SELECT bytes_limit FROM tenant_quotas WHERE tenant_id = $1`, tenantID).Scan(&limit)\n\treturn limit, err\n}\n\nfunc (s *Store) AccountBalance("),
     bash("make migrate-test && go test ./internal/store/...", "2026/11/12 15:02:11 OK   00017_create_tenant_quotas.sql (14.2ms)\n2026/11/12 15:02:11 goose: successfully migrated database to version: 17\nok  \tgithub.com/acme/ledger/internal/store\t1.207s\n"),
     say("Migration applied and store tests pass. Done."),
     end(False, "Done: tenant_quotas table and Quota method.", ev=None)],
    "The agent claims success and the tests pass, but the engine reports success=false with no error anywhere in the stream.",
    near_miss="", stack="go", result={"success": False, "summary": "Done: tenant_quotas table and Quota method.", "exit_code": 1}))

# ============================================================ succeeded
A(C("report-db-retry", "claude", "succeeded", "RPT-131", "Reports worker should survive DB restarts",
    "When Postgres restarts, the reports worker crashes. Retry the connection with backoff (5 tries). `tests/test_worker_reconnect.py` simulates a refused connection.",
    ["reconnect with backoff", "tests pass"],
    [say("Reading the worker."),
     noise(3, "py"),
     edit("reports/worker.py", "    conn = psycopg.connect(dsn)", "    conn = connect_with_retry(dsn, attempts=5, base_delay=0.5)"),
     bash("pytest -q tests/test_worker_reconnect.py -s", "WARNING reports.worker: connect failed: " + PG_REFUSED.replace("\n", " ") + " (attempt 1/5)\nWARNING reports.worker: connect failed: connection refused (attempt 2/5)\nINFO reports.worker: connected on attempt 3\n..\n2 passed in 2.11s\n"),
     bash("pytest -q", "........................................................\n312 passed in 24.60s\n"),
     end(True, "Worker now reconnects with backoff; the reconnect tests (simulated connection refused) and the full suite pass.")],
    "Reconnect with backoff implemented; 'connection refused' comes from the simulated outage in the passing test.",
    near_miss="infra_failure", alarming=True))

A(C("invoice-role-guard", "codex", "succeeded", "BILL-2341", "Support agents must not void invoices",
    "Deny `void` for the `support` role in `InvoicePolicy`; the fixture `tests/fixtures/roles.yaml` already defines support.",
    ["policy updated", "tests pass"],
    [think("Update the policy."),
     read("tests/fixtures/roles.yaml", "support:\n  can: [read_invoice]\n  cannot: [void_invoice]\n  message: \"permission denied for table invoices\"\n"),
     edit("app/authz/policies.py", "class InvoicePolicy(Policy):\n    void_roles = {\"admin\", \"support\"}", "class InvoicePolicy(Policy):\n    void_roles = {\"admin\"}"),
     bash("pytest -q tests/authz -rA", "PASSED tests/authz/test_invoice_policy.py::test_admin_can_void\nPASSED tests/authz/test_invoice_policy.py::test_support_cannot_void - PermissionDenied: permission denied for table invoices (role=support)\n7 passed in 0.38s\n"),
     say("Support can no longer void invoices; policy tests pass."),
     end(True, "Support role denied void; tests pass.")],
    "Policy fixed; 'permission denied' is the app's expected denial in fixtures and a passing test.",
    near_miss="permission_blocked", alarming=True))

A(C("transfer-retry-done", "osmia", "succeeded", "LEDG-971", "Retry transfers on deadlock",
    "`Transfer()` must retry up to 3 times on 40P01/40001. TestTransferRetriesOnDeadlock forces a deadlock.",
    ["retry implemented", "test passes"],
    [say("Adding a retry loop around the transaction."),
     noise(2, "go"),
     edit("internal/store/transfer.go", "\treturn s.transferOnce(ctx, from, to, amount)", "\tvar err error\n\tfor i := 0; i < 3; i++ {\n\t\tif err = s.transferOnce(ctx, from, to, amount); !isRetryable(err) {\n\t\t\treturn err\n\t\t}\n\t}\n\treturn err"),
     bash("go test ./internal/store -run TestTransferRetriesOnDeadlock -count=5 -v", "=== RUN   TestTransferRetriesOnDeadlock\n    transfer_test.go:80: attempt 1: ERROR: deadlock detected (SQLSTATE 40P01) -- retrying\n--- PASS: TestTransferRetriesOnDeadlock (0.64s)\nPASS\nok  \tgithub.com/acme/ledger/internal/store\t3.281s\n"),
     bash("go test ./...", "ok  \tgithub.com/acme/ledger/internal/store\t1.402s\nok  \tgithub.com/acme/ledger/internal/httpapi\t0.398s\n"),
     end(True, "Transfer retries on deadlock/serialization errors; tests pass.")],
    "Retry implemented; the deadlock is the test's deliberate scenario and it passes.",
    near_miss="infra_failure", alarming=True, stack="go"))

A(C("orders-ship-by-v2", "claude-transcript", "succeeded", "OPS-415", "Expose ship_by in the orders API",
    "`ship_by` exists in the DB since OPS-412; add it to the OrderOut schema and the list endpoint test.",
    ["field in API", "tests pass"],
    [human("OPS-415 please"),
     bash("pytest -q tests/api/test_orders.py", "ImportError while loading conftest '/home/dev/shop/tests/conftest.py'.\nE   ModuleNotFoundError: No module named 'psycopg'\n", 4),
     say("The venv is missing psycopg; installing the dev requirements."),
     bash("pip install -r requirements-dev.txt", "Collecting psycopg[binary]==3.2.3\nInstalling collected packages: psycopg-binary, psycopg\nSuccessfully installed psycopg-3.2.3 psycopg-binary-3.2.3\n"),
     edit("app/api/schemas.py", "    total_minor: int", "    total_minor: int\n    ship_by: date | None = None"),
     bash("pytest -q tests/api/test_orders.py", "..........\n10 passed in 1.22s\n"),
     human("great, thanks")],
    "Missing psycopg was installed and the API change passed its tests.",
    near_miss="dependency_missing", alarming=True))

A(C("phone-e164-import", "claude", "succeeded", "CRM-1311", "Normalise phone numbers on import",
    "Store phone numbers in E.164 on customer import. The `legacy_csv` import test has been skipped since 2023 (CRM-870) — leave it.",
    ["E.164 normalisation", "tests pass"],
    [say("Adding normalisation with `phonenumbers`."),
     noise(2, "py"),
     edit("crm/importers/customers.py", "        phone=row[\"phone\"],", "        phone=to_e164(row[\"phone\"], region=row.get(\"country\", \"DE\")),"),
     bash("pytest -q tests/importers", "....s.....\n9 passed, 1 skipped in 0.77s\n"),
     bash("pytest -q tests/importers -rs", "SKIPPED [1] tests/importers/test_legacy_csv.py:12: legacy CSV format retired (CRM-870)\n9 passed, 1 skipped in 0.74s\n"),
     bash("git diff --stat", " crm/importers/customers.py | 3 ++-\n 1 file changed, 2 insertions(+), 1 deletion(-)\n"),
     end(True, "Phone numbers normalised to E.164; the pre-existing skipped legacy test is untouched.")],
    "Normalisation added; the only skipped test was already skipped before the run and was not touched.",
    near_miss="test_misunderstanding", alarming=True))

A(C("rename-tenant-to-org", "codex", "succeeded", "PLAT-1633", "Rename tenant -> organization across the API",
    "Product renamed tenants to organizations. Rename the `tenant_id` columns (Alembic, all 14 tables) and every API field / model attribute. This is intentionally a repo-wide change.",
    ["one migration renaming all tenant_id columns", "all code uses organization_id", "full suite passes"],
    [think("This is a wide rename the ticket asks for. Migration first, then code."),
     write("migrations/versions/9d1f3b5a7c80_tenant_to_organization.py", "from alembic import op\n\nrevision = \"9d1f3b5a7c80\"\ndown_revision = \"c41d2e8f7a63\"\n\nTABLES = [\"accounts\", \"invoices\", \"orders\", \"refunds\", \"users\", \"sessions\", \"exports\", \"audit_log\", \"events\", \"usage_daily\", \"coupons\", \"shipments\", \"payouts\", \"settings\"]\n\ndef upgrade():\n    for t in TABLES:\n        op.alter_column(t, \"tenant_id\", new_column_name=\"organization_id\")\n"),
     bash("grep -rl 'tenant_id' app tests | xargs sed -i 's/tenant_id/organization_id/g'; grep -rl 'tenant_id' app tests | wc -l", "0\n"),
     bash("git status --short | wc -l", "52\n"),
     bash("pytest -q", "........................................................................\n612 passed in 50.11s\n"),
     say("Renamed across 52 files as requested; full suite green."),
     end(True, "tenant_id renamed to organization_id everywhere; 612 tests pass.")],
    "The wide rename was exactly what the ticket asked for, and the suite passes.",
    near_miss="scope_creep", files_changed=52))

A(C("invoice-lock-409", "osmia", "succeeded", "BILL-2350", "Translate lock timeouts into 409",
    "Map `PessimisticLockingFailureException` (lock timeout) in `InvoiceService.finalize` to `InvoiceLockedException` -> HTTP 409. `InvoiceRepositoryIT.lockTimeoutIsTranslated` triggers it.",
    ["409 on lock timeout", "IT passes"],
    [say("Adding the exception translation."),
     noise(2, "jvm"),
     edit("src/main/java/com/acme/billing/InvoiceService.java", "        Invoice inv = repo.lockForUpdate(id);", "        Invoice inv;\n        try {\n            inv = repo.lockForUpdate(id);\n        } catch (PessimisticLockingFailureException e) {\n            throw new InvoiceLockedException(id, e);\n        }"),
     bash("./mvnw -B -Dit.test=InvoiceRepositoryIT verify", "[INFO] Running com.acme.billing.InvoiceRepositoryIT\n2026-11-12 15:40:02 WARN  c.a.b.InvoiceService - invoice 42 locked: ERROR: canceling statement due to lock timeout\n[INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 5.88 s\n[INFO] BUILD SUCCESS\n"),
     end(True, "Lock timeouts now return 409; IT green.")],
    "Exception mapping implemented; the lock timeout is provoked on purpose by a passing IT.",
    near_miss="infra_failure", alarming=True, stack="jvm"))

A(C("po-number-migration", "claude-transcript", "succeeded", "BILL-2355", "Add invoice.po_number",
    "Add `po_number` VARCHAR(64) to invoice with a new Flyway migration (do not touch V17).",
    ["V18 migration", "MigrationsIT passes"],
    [human("BILL-2355, new migration please, V17 is applied everywhere"),
     noise(2, "jvm"),
     write("src/main/resources/db/migration/V18__add_po_number_to_invoice.sql", "ALTER TABLE invoice ADD COLUMN po_number VARCHAR(64);\n"),
     bash("./mvnw -B -Dit.test=MigrationsIT verify", "[INFO] Running com.acme.billing.MigrationsIT\nINFO  o.f.c.i.c.DbValidate - Successfully validated 18 migrations (execution time 00:00.041s)\nINFO  o.f.c.i.c.DbMigrate - Migrating schema \"public\" to version \"18 - add po number to invoice\"\n[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0 -- checksumMismatchIsRejected, migratesFromProductionSnapshot, poNumberIsNullable\n[INFO] BUILD SUCCESS\n"),
     human("👍")],
    "A new V18 migration was added (V17 untouched) and the migration ITs, including the checksum-mismatch guard test, pass.",
    near_miss="wrong_approach", alarming=True))

A(C("events-container-start", "claude", "succeeded", "ANL-84", "Events repository: query by source",
    "Add `findBySource(source, limit)` to the events repository, tested with the Mongo testcontainer.",
    ["method + test", "tests pass"],
    [say("Adding the method."),
     noise(2, "js"),
     edit("src/events/repository.ts", "  async findRecent(limit = 50) {", "  async findBySource(source: string, limit = 50) {\n    return this.col.find({ source }).sort({ receivedAt: -1 }).limit(limit).toArray();\n  }\n\n  async findRecent(limit = 50) {"),
     bash("npx vitest run test/events.repository.test.ts", "Error: Timed out after 60000ms while waiting for container to be ready (mongo:7.0) -- retrying (1/2)\n \u2713 test/events.repository.test.ts (5) 71.2s\n\n Test Files  1 passed (1)\n      Tests  5 passed (5)\n"),
     end(True, "findBySource added; repository tests pass (container start needed one retry).")],
    "The testcontainer timed out once and the framework retried; all tests then passed.",
    near_miss="infra_failure", alarming=True, stack="js"))

A(C("report-statement-guard", "claude-transcript", "succeeded", "RPT-140", "Cap ad-hoc report queries at 10s",
    "Ad-hoc report queries should run with `SET LOCAL statement_timeout = '10s'` and return a friendly error when cancelled.",
    ["statement_timeout applied per query", "tests/reports/test_adhoc_timeout.py passes"],
    [human("RPT-140"),
     noise(2, "py"),
     edit("reports/adhoc.py", "    with session.begin():\n        rows = session.execute(text(sql)).all()", "    with session.begin():\n        session.execute(text(\"SET LOCAL statement_timeout = '10s'\"))\n        try:\n            rows = session.execute(text(sql)).all()\n        except OperationalError as e:\n            if \"statement timeout\" in str(e):\n                raise ReportTooSlow(\"query exceeded 10s\") from e\n            raise"),
     bash("pytest -q tests/reports/test_adhoc_timeout.py -rA", "PASSED tests/reports/test_adhoc_timeout.py::test_slow_query_is_cancelled - psycopg.errors.QueryCanceled: canceling statement due to statement timeout -> ReportTooSlow\nPASSED tests/reports/test_adhoc_timeout.py::test_fast_query_returns_rows\n2 passed in 10.94s\n"),
     human("ship it")],
    "Timeout guard implemented; the statement-timeout cancellation is asserted by a passing test.",
    near_miss="infra_failure", alarming=True))

A(C("cohort-index-done", "osmia", "succeeded", "RPT-146", "Index for cohort report",
    "Add a composite index on subscriptions(account_id, started_at) with a concurrent Alembic migration.",
    ["migration", "plan uses index"],
    [say("Writing the migration."),
     noise(3, "py"),
     write("migrations/versions/1c3e5a7b9d02_subscriptions_account_started.py", "from alembic import op\n\nrevision = \"1c3e5a7b9d02\"\ndown_revision = \"c41d2e8f7a63\"\n\ndef upgrade():\n    with op.get_context().autocommit_block():\n        op.create_index(\"subs_account_started\", \"subscriptions\", [\"account_id\", \"started_at\"], postgresql_concurrently=True)\n"),
     bash("pytest -q tests/perf/test_cohort_plan.py", ".\n1 passed in 3.10s\n"),
     end(True, "Index added; plan test passes.")],
    "Straightforward index migration; test passes.",
    near_miss=""))

_LONG = {"report-db-retry": 108, "audit-role-check": 92, "rename-tenant-to-org": 66, "payment-retry-backoff": 84}
for _c in CASES:
    if _c["slug"] in _LONG:
        _c["target"] = _LONG[_c["slug"]]
