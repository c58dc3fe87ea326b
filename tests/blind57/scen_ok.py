"""succeeded runs: every one prints alarming words (from the code under test or a recovered error)."""
from common import R, ok, say, think, bash, read, grep, edit, write, pytest_pass

RUNS = []

# 1 ------------------------------------------------------------------------------------------
REV = '''"""grant reporting role read access to invoices

Revision ID: 4c7d19e2a0b3
Revises: b81f2c0d4e11
Create Date: 2026-11-03 10:12:44.118200

"""
from alembic import op

revision = "4c7d19e2a0b3"
down_revision = "b81f2c0d4e11"
branch_labels = None
depends_on = None

TABLES = ("invoices", "invoice_lines")


def upgrade() -> None:
    for table in TABLES:
        op.execute(f"GRANT SELECT ON TABLE {table} TO reporting_ro")


def downgrade() -> None:
    for table in TABLES:
        op.execute(f"REVOKE SELECT ON TABLE {table} FROM reporting_ro")'''
RUNS.append(R(
    "g4-ledger-reporting-role-invoice-grants", "succeeded", "claude", "LEDG-311",
    "Reporting role cannot read invoices",
    """The nightly revenue report (runs as Postgres role `reporting_ro`) fails with
`permission denied for table invoices` since the invoices tables were split out in
revision `b81f2c0d4e11`. The role was only granted SELECT on the old `billing_documents` table.

**Where:** add a new Alembic revision under `migrations/versions/`. Do not edit applied revisions.

## Acceptance criteria
- `reporting_ro` can `SELECT` from `invoices` and `invoice_lines`; still no write access.
- The revision downgrades cleanly.
- `pytest tests/db/test_reporting_role.py` passes.""",
    [
        say("I'll start by looking at the existing revisions and the role test."),
        bash("ls migrations/versions | tail -6", "71aa0c3e5f02_add_currency_to_payments.py\n8e0d6b1c9a44_reporting_role.py\n9f3e22d17b58_payment_refund_reason.py\nb81f2c0d4e11_split_invoices_from_billing_documents.py\nenv.py.bak\n__init__.py"),
        read("migrations/versions/8e0d6b1c9a44_reporting_role.py", '"""reporting role\n\nRevision ID: 8e0d6b1c9a44\nRevises: 71aa0c3e5f02\n"""\nfrom alembic import op\n\nrevision = "8e0d6b1c9a44"\ndown_revision = "71aa0c3e5f02"\n\n\ndef upgrade() -> None:\n    op.execute("GRANT SELECT ON TABLE billing_documents TO reporting_ro")\n    op.execute("GRANT SELECT ON TABLE payments TO reporting_ro")\n\n\ndef downgrade() -> None:\n    op.execute("REVOKE SELECT ON TABLE payments FROM reporting_ro")\n    op.execute("REVOKE SELECT ON TABLE billing_documents FROM reporting_ro")'),
        read("tests/db/test_reporting_role.py", 'import pytest\nfrom sqlalchemy import text\n\n\n@pytest.mark.parametrize("table", ["invoices", "invoice_lines", "payments"])\ndef test_reporting_role_can_select(reporting_conn, table):\n    reporting_conn.execute(text(f"SELECT count(*) FROM {table}"))\n\n\ndef test_reporting_role_cannot_write(reporting_conn):\n    with pytest.raises(Exception, match="permission denied for table invoices"):\n        reporting_conn.execute(text("DELETE FROM invoices"))'),
        bash("pytest tests/db/test_reporting_role.py -q 2>&1 | tail -25", 'FF..                                                                     [100%]\n=================================== FAILURES ===================================\n___________________ test_reporting_role_can_select[invoices] ___________________\n\nreporting_conn = <sqlalchemy.engine.base.Connection object at 0x7f3a8c2d1f10>, table = \'invoices\'\n\n    @pytest.mark.parametrize("table", ["invoices", "invoice_lines", "payments"])\n    def test_reporting_role_can_select(reporting_conn, table):\n>       reporting_conn.execute(text(f"SELECT count(*) FROM {table}"))\nE       sqlalchemy.exc.ProgrammingError: (psycopg.errors.InsufficientPrivilege) permission denied for table invoices\nE       [SQL: SELECT count(*) FROM invoices]\nE       (Background on this error at: https://sqlalche.me/e/20/f405)\n\ntests/db/test_reporting_role.py:7: ProgrammingError\n_________________ test_reporting_role_can_select[invoice_lines] ________________\nE       sqlalchemy.exc.ProgrammingError: (psycopg.errors.InsufficientPrivilege) permission denied for table invoice_lines\n=========================== short test summary info ============================\nFAILED tests/db/test_reporting_role.py::test_reporting_role_can_select[invoices] - sqlalchemy.exc.ProgrammingError: (psycopg.errors.InsufficientPrivilege) permission denied for table invoices\nFAILED tests/db/test_reporting_role.py::test_reporting_role_can_select[invoice_lines] - sqlalchemy.exc.ProgrammingError: (psycopg.errors.InsufficientPrivilege) permission denied for table invoice_lines\n2 failed, 2 passed in 1.87s', rc=1),
        say("That reproduces the ticket: the role has no grant on the two new tables. The write-denial test already passes and must keep passing. Checking the current head before adding a revision."),
        bash("alembic heads", "b81f2c0d4e11 (head)"),
        write("migrations/versions/4c7d19e2a0b3_grant_reporting_ro_invoices.py", REV),
        bash("alembic upgrade head", "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade b81f2c0d4e11 -> 4c7d19e2a0b3, grant reporting role read access to invoices"),
        bash("pytest tests/db/test_reporting_role.py -q", pytest_pass(4, "1.42")),
        bash("alembic downgrade -1 && alembic upgrade head", "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running downgrade 4c7d19e2a0b3 -> b81f2c0d4e11, grant reporting role read access to invoices\nINFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade b81f2c0d4e11 -> 4c7d19e2a0b3, grant reporting role read access to invoices"),
        bash("pytest tests/db -q", pytest_pass(31, "6.08")),
        bash("git status --short", "?? migrations/versions/4c7d19e2a0b3_grant_reporting_ro_invoices.py"),
    ],
    {"kind": "ok", "text": "Added revision `4c7d19e2a0b3` granting `SELECT` on `invoices` and `invoice_lines` to `reporting_ro` (downgrade revokes it). The write-denial test still sees `permission denied for table invoices` for `DELETE`, as intended. `pytest tests/db`: 31 passed; downgrade/upgrade round-trip is clean."},
    "Feature is about the reporting role's grants; 'permission denied for table invoices' is the bug being reproduced by the tests, then fixed. Tests pass, result success.",
    near="permission_blocked", result=ok("New Alembic revision grants SELECT on invoices/invoice_lines to reporting_ro; pytest tests/db: 31 passed."),
    alarming="permission denied for table invoices"))

# 2 ------------------------------------------------------------------------------------------
OPS = '''from contextlib import contextmanager

from django.db import connection


@contextmanager
def lock_timeout(ms: int = 3000):
    """Bound how long DDL waits for a lock, so a migration never queues behind a long query."""
    with connection.cursor() as cur:
        cur.execute("SHOW lock_timeout")
        (previous,) = cur.fetchone()
        cur.execute("SET lock_timeout = %s", [f"{ms}ms"])
    try:
        yield
    finally:
        with connection.cursor() as cur:
            cur.execute("SET lock_timeout = %s", [previous])'''
RUNS.append(R(
    "g4-shop-migration-lock-timeout-guard", "succeeded", "codex", "SHOP-1804",
    "Migrations must not queue behind long-running queries",
    """Last deploy, `0047_order_fulfilment_status` waited 6 minutes for an ACCESS EXCLUSIVE lock on
`orders` and every checkout queued behind it.

Add a `lock_timeout(ms)` context manager in `shop/db/migration_ops.py` and use it in
`RunPython`/`RunSQL` helpers so DDL gives up after 3 s instead of waiting.

## Acceptance criteria
- While another transaction holds a lock on the table, the guarded DDL raises
  `django.db.utils.OperationalError` (Postgres: `canceling statement due to lock timeout`).
- The previous `lock_timeout` is restored afterwards.
- `pytest tests/db/test_migration_ops.py` passes.""",
    [
        think("**Scanning migration helpers**\n\nLooking for existing helpers in shop/db before adding the context manager."),
        bash("ls shop/db && rg -n \"def \" shop/db/migration_ops.py", "__init__.py\nmigration_ops.py\nrouters.py\n3:def run_sql_batched(apps, schema_editor, sql, batch=5000):\n21:def add_index_concurrently(model, field):"),
        read("shop/db/migration_ops.py", 'from django.db import connection, migrations\n\n\ndef run_sql_batched(apps, schema_editor, sql, batch=5000):\n    """Run an UPDATE in batches so we never hold row locks for long."""\n    with connection.cursor() as cur:\n        while True:\n            cur.execute(sql + " LIMIT %s", [batch])\n            if cur.rowcount < batch:\n                break\n\n\ndef add_index_concurrently(model, field):\n    return migrations.RunSQL(\n        f"CREATE INDEX CONCURRENTLY IF NOT EXISTS {model}_{field}_idx ON {model} ({field})",\n        reverse_sql=f"DROP INDEX CONCURRENTLY IF EXISTS {model}_{field}_idx",\n    )'),
        read("tests/db/test_migration_ops.py", 'import threading\n\nimport pytest\nfrom django.db import OperationalError, connection, connections\n\nfrom shop.db.migration_ops import lock_timeout\n\n\n@pytest.mark.django_db(transaction=True)\ndef test_ddl_gives_up_when_table_is_locked(hold_lock):\n    hold_lock("orders")\n    with pytest.raises(OperationalError, match="canceling statement due to lock timeout"):\n        with lock_timeout(200):\n            with connection.cursor() as cur:\n                cur.execute("ALTER TABLE orders ADD COLUMN tmp_x int")\n\n\n@pytest.mark.django_db(transaction=True)\ndef test_previous_value_is_restored():\n    with lock_timeout(200):\n        pass\n    with connection.cursor() as cur:\n        cur.execute("SHOW lock_timeout")\n        assert cur.fetchone()[0] == "0"'),
        bash("pytest tests/db/test_migration_ops.py -q 2>&1 | tail -8", "ImportError while importing test module '/workspace/repo/tests/db/test_migration_ops.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\ntests/db/test_migration_ops.py:6: in <module>\n    from shop.db.migration_ops import lock_timeout\nE   ImportError: cannot import name 'lock_timeout' from 'shop.db.migration_ops' (/workspace/repo/shop/db/migration_ops.py)\n=========================== short test summary info ============================\nERROR tests/db/test_migration_ops.py\n1 error in 0.61s", rc=2),
        edit("shop/db/migration_ops.py", "from django.db import connection, migrations\n", "from contextlib import contextmanager\n\nfrom django.db import connection, migrations\n"),
        edit("shop/db/migration_ops.py", "def add_index_concurrently(model, field):", OPS.split("\n\n\n", 1)[1] + "\n\n\ndef add_index_concurrently(model, field):"),
        bash("pytest tests/db/test_migration_ops.py -q -rA 2>&1 | tail -12", "..                                                                       [100%]\n==================================== PASSES ====================================\n____________________ test_ddl_gives_up_when_table_is_locked ____________________\n------------------------------ Captured log call -------------------------------\nERROR    django.db.backends:utils.py:92 (0.201) ALTER TABLE orders ADD COLUMN tmp_x int; args=None; alias=default\npsycopg2.errors.LockNotAvailable: canceling statement due to lock timeout\n=========================== short test summary info ============================\nPASSED tests/db/test_migration_ops.py::test_ddl_gives_up_when_table_is_locked\nPASSED tests/db/test_migration_ops.py::test_previous_value_is_restored\n2 passed in 1.12s"),
        say("Both tests pass; the captured `canceling statement due to lock timeout` is the behaviour under test. Now wiring it into the helpers."),
        edit("shop/db/migration_ops.py", "    with connection.cursor() as cur:\n        while True:", "    with lock_timeout(), connection.cursor() as cur:\n        while True:"),
        bash("python manage.py makemigrations --check --dry-run", "No changes detected"),
        bash("pytest tests/db -q", pytest_pass(18, "3.95")),
        bash("ruff check shop/db tests/db", "All checks passed!"),
        bash("git diff --stat", " shop/db/migration_ops.py | 22 +++++++++++++++++++++-\n 1 file changed, 21 insertions(+), 1 deletion(-)"),
    ],
    {"kind": "ok", "text": "Added `lock_timeout(ms=3000)` to `shop/db/migration_ops.py` (sets `lock_timeout`, restores the previous value) and wrapped `run_sql_batched` in it. `tests/db/test_migration_ops.py`: 2 passed (the lock-timeout error in the captured log is the expected path); `pytest tests/db`: 18 passed."},
    "The ticket is about lock timeouts; 'canceling statement due to lock timeout' is the expected output of the passing test. Turn completed, result success.",
    near="infra_failure", result=ok("lock_timeout() context manager added and used by run_sql_batched; tests/db 18 passed."),
    alarming="canceling statement due to lock timeout"))

# 3 ------------------------------------------------------------------------------------------
RUNS.append(R(
    "g4-ingest-engine-connect-retries", "succeeded", "claude-transcript", "ING-77",
    "Ingest worker crashes when Postgres restarts",
    """When the primary fails over, `ingest.db.get_engine()` raises on the first refused connection and
the worker exits. Add bounded retries with exponential backoff (0.5 s, 1 s, 2 s, 4 s; then give up)
around the first connect in `src/ingest/db.py`.

## Acceptance criteria
- Refused connections are retried with the backoff above and logged at WARNING.
- After the last attempt the original `OperationalError` propagates.
- `pytest tests/test_db_retry.py` passes.""",
    [
        say("Let me read the engine setup first."),
        read("src/ingest/db.py", 'import logging\nimport time\n\nfrom sqlalchemy import create_engine, text\nfrom sqlalchemy.exc import OperationalError\n\nfrom ingest.settings import DATABASE_URL\n\nlog = logging.getLogger(__name__)\n\n\ndef get_engine():\n    engine = create_engine(DATABASE_URL, pool_pre_ping=True)\n    with engine.connect() as conn:\n        conn.execute(text("SELECT 1"))\n    return engine'),
        read("tests/test_db_retry.py", 'import logging\n\nimport pytest\nfrom sqlalchemy.exc import OperationalError\n\nfrom ingest import db\n\nDEAD_URL = "postgresql+psycopg://ingest@127.0.0.1:5433/ingest"\n\n\ndef test_retries_then_gives_up(monkeypatch, caplog):\n    sleeps = []\n    monkeypatch.setattr(db, "DATABASE_URL", DEAD_URL)\n    monkeypatch.setattr(db.time, "sleep", sleeps.append)\n    with caplog.at_level(logging.WARNING), pytest.raises(OperationalError):\n        db.get_engine()\n    assert sleeps == [0.5, 1, 2, 4]\n    assert caplog.text.count("retrying") == 4'),
        bash("pytest tests/test_db_retry.py -q 2>&1 | tail -15", 'F                                                                        [100%]\n=================================== FAILURES ===================================\n__________________________ test_retries_then_gives_up __________________________\n\n    def test_retries_then_gives_up(monkeypatch, caplog):\n        ...\n>       assert sleeps == [0.5, 1, 2, 4]\nE       assert [] == [0.5, 1, 2, 4]\nE         Right contains 4 more items, first extra item: 0.5\n\ntests/test_db_retry.py:17: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_db_retry.py::test_retries_then_gives_up - assert [] == [0.5, 1, 2, 4]\n1 failed in 0.33s', rc=1),
        say("The test points at a dead port on purpose, so `Connection refused` is the input here. Adding the retry loop."),
        edit("src/ingest/db.py", 'def get_engine():\n    engine = create_engine(DATABASE_URL, pool_pre_ping=True)\n    with engine.connect() as conn:\n        conn.execute(text("SELECT 1"))\n    return engine', 'BACKOFF = (0.5, 1, 2, 4)\n\n\ndef get_engine():\n    engine = create_engine(DATABASE_URL, pool_pre_ping=True)\n    for attempt, delay in enumerate((*BACKOFF, None), start=1):\n        try:\n            with engine.connect() as conn:\n                conn.execute(text("SELECT 1"))\n            return engine\n        except OperationalError as exc:\n            if delay is None:\n                raise\n            log.warning("db connect failed (attempt %d): %s; retrying in %ss", attempt, exc.orig, delay)\n            time.sleep(delay)'),
        bash("pytest tests/test_db_retry.py -q -o log_cli=true --log-cli-level=WARNING 2>&1 | tail -12", '-------------------------------- live log call ---------------------------------\nWARNING  ingest.db:db.py:22 db connect failed (attempt 1): connection failed: connection to server at "127.0.0.1", port 5433 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?; retrying in 0.5s\nWARNING  ingest.db:db.py:22 db connect failed (attempt 2): connection failed: connection to server at "127.0.0.1", port 5433 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?; retrying in 1s\nWARNING  ingest.db:db.py:22 db connect failed (attempt 3): connection failed: connection to server at "127.0.0.1", port 5433 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?; retrying in 2s\nWARNING  ingest.db:db.py:22 db connect failed (attempt 4): connection failed: connection to server at "127.0.0.1", port 5433 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?; retrying in 4s\nPASSED                                                                   [100%]\n\n============================== 1 passed in 0.41s ===============================')
        ,
        bash("pytest -q", pytest_pass(54, "8.77")),
        bash("mypy src/ingest/db.py", "Success: no issues found in 1 source file"),
        bash("git diff --stat", " src/ingest/db.py | 17 ++++++++++++++---\n 1 file changed, 14 insertions(+), 3 deletions(-)"),
        read("CHANGELOG.md", "# Changelog\n\n## Unreleased\n\n- ING-71: skip empty batches\n"),
        edit("CHANGELOG.md", "- ING-71: skip empty batches\n", "- ING-71: skip empty batches\n- ING-77: retry the first database connection with backoff (0.5/1/2/4 s)\n"),
    ],
    {"text": "Done. `get_engine()` now retries refused connections with 0.5/1/2/4 s backoff, logs each retry at WARNING, and re-raises the original `OperationalError` after the fifth attempt. The `Connection refused` lines in the test log come from the dead port the test uses on purpose. `pytest`: 54 passed; mypy clean."},
    "Connection-refused lines are the retry feature's own test input against a deliberately dead port; all tests pass and the run succeeded.",
    near="infra_failure", result=ok("Connect retries with backoff in src/ingest/db.py; 54 tests pass."), files_changed=2,
    alarming="Connection refused"))

# 4 ------------------------------------------------------------------------------------------
RUNS.append(R(
    "g4-audit-trigger-jsonb-diff", "succeeded", "claude", "AUD-142",
    "Audit trigger stores full rows instead of the changed columns",
    """`audit.log_change()` (created by Alembic revision `e13c0a8b7d21`) writes the complete old and
new row into `audit_log.payload`. Storage grew 40 GB in a month. Store only the changed columns as
a JSONB diff.

Write a new revision that replaces the trigger function. Tests: `pytest tests/audit`.""",
    [
        bash("git log --oneline -3", "a91c2e0 AUD-139: index audit_log(created_at)\n6f0d1b2 Bump SQLAlchemy to 2.0.36\n3e8a7c4 AUD-131: audit trigger for orders"),
        bash("pytest tests/audit -q 2>&1 | tail -12", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:4: in <module>\n    import psycopg\nE   ModuleNotFoundError: No module named 'psycopg'", rc=4),
        say("psycopg isn't importable in this venv. Checking how the project declares it."),
        bash("grep -n -A6 'optional-dependencies' pyproject.toml", "27:[project.optional-dependencies]\n28-postgres = [\"psycopg[binary]>=3.2,<3.3\"]\n29-dev = [\"pytest>=8\", \"pytest-postgresql>=6\", \"ruff\"]"),
        bash("pip install -e '.[postgres,dev]' 2>&1 | tail -4", "Successfully built audit-service\nInstalling collected packages: psycopg-binary, psycopg, audit-service\n  Attempting uninstall: audit-service\nSuccessfully installed audit-service-0.14.2 psycopg-3.2.3 psycopg-binary-3.2.3"),
        bash("pytest tests/audit -q 2>&1 | tail -8", "..F.                                                                     [100%]\n=================================== FAILURES ===================================\n__________________________ test_payload_is_column_diff __________________________\nE       AssertionError: assert {'new': {'id': 7, 'status': 'paid', 'total': 120, 'customer_id': 3}, 'old': {'id': 7, 'status': 'open', 'total': 120, 'customer_id': 3}} == {'status': ['open', 'paid']}\n=========================== short test summary info ============================\nFAILED tests/audit/test_trigger.py::test_payload_is_column_diff - AssertionError\n1 failed, 3 passed in 2.20s", rc=1),
        read("migrations/versions/e13c0a8b7d21_audit_trigger.py", 'from alembic import op\n\nrevision = "e13c0a8b7d21"\ndown_revision = "c0b9f4d6a310"\n\nFUNC = """\nCREATE OR REPLACE FUNCTION audit.log_change() RETURNS trigger AS $$\nBEGIN\n  INSERT INTO audit_log(table_name, row_id, payload)\n  VALUES (TG_TABLE_NAME, NEW.id, jsonb_build_object(\'old\', to_jsonb(OLD), \'new\', to_jsonb(NEW)));\n  RETURN NEW;\nEND $$ LANGUAGE plpgsql;\n"""\n\n\ndef upgrade():\n    op.execute(FUNC)'),
        bash("alembic heads", "a4f7e9d02c6b (head)"),
        write("migrations/versions/5d2b8e71c4fa_audit_trigger_column_diff.py", 'from alembic import op\n\nrevision = "5d2b8e71c4fa"\ndown_revision = "a4f7e9d02c6b"\n\nDIFF = """\nCREATE OR REPLACE FUNCTION audit.log_change() RETURNS trigger AS $$\nDECLARE d jsonb;\nBEGIN\n  SELECT jsonb_object_agg(n.key, jsonb_build_array(o.value, n.value)) INTO d\n  FROM jsonb_each(to_jsonb(NEW)) n JOIN jsonb_each(to_jsonb(OLD)) o USING (key)\n  WHERE n.value IS DISTINCT FROM o.value;\n  IF d IS NOT NULL THEN\n    INSERT INTO audit_log(table_name, row_id, payload) VALUES (TG_TABLE_NAME, NEW.id, d);\n  END IF;\n  RETURN NEW;\nEND $$ LANGUAGE plpgsql;\n"""\n\n\ndef upgrade():\n    op.execute(DIFF)\n\n\ndef downgrade():\n    from importlib import import_module\n    op.execute(import_module("migrations.versions.e13c0a8b7d21_audit_trigger").FUNC)'),
        bash("alembic upgrade head", "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade a4f7e9d02c6b -> 5d2b8e71c4fa, audit trigger column diff"),
        bash("pytest tests/audit -q", pytest_pass(4, "2.02")),
        bash("alembic downgrade -1 && alembic upgrade head 2>&1 | tail -1", "INFO  [alembic.runtime.migration] Running upgrade a4f7e9d02c6b -> 5d2b8e71c4fa, audit trigger column diff"),
    ],
    {"kind": "ok", "text": "New revision `5d2b8e71c4fa` replaces `audit.log_change()` so `payload` holds only changed columns as `{column: [old, new]}` and no row is written when nothing changed; downgrade restores the old function. I had to install the project's `postgres` extra first (`psycopg` was not in the venv). `pytest tests/audit`: 4 passed."},
    "Early ModuleNotFoundError for psycopg was fixed by installing the project's declared extra; the trigger change and tests then pass.",
    near="dependency_missing", result=ok("Audit trigger now stores a column diff (revision 5d2b8e71c4fa); tests/audit 4 passed."),
    alarming="ModuleNotFoundError: No module named 'psycopg'"))

# 5 ------------------------------------------------------------------------------------------
RUNS.append(R(
    "g4-tenants-api-record-not-found-404", "succeeded", "osmia", "TEN-418",
    "GET /tenants/:id returns 500 for unknown ids",
    """`GET /tenants/:id` with an unknown id returns 500: `prisma.tenant.findUniqueOrThrow` throws
`PrismaClientKnownRequestError` (code `P2025`) and our error middleware does not map it.

Map P2025 to **404** `{ "error": "not_found" }` in `src/http/errors.ts`. No new dependencies.
`npm test -- tenants` must pass.""",
    [
        say("I'll check the error middleware and the tenant route."),
        read("src/http/errors.ts", "import { Prisma } from '@prisma/client';\nimport type { ErrorRequestHandler } from 'express';\n\nexport const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {\n  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') {\n    return res.status(409).json({ error: 'conflict' });\n  }\n  console.error(err);\n  return res.status(500).json({ error: 'internal' });\n};"),
        bash("npm test -- tenants 2>&1 | tail -20", " FAIL  test/tenants.test.ts\n  GET /tenants/:id\n    ✓ returns the tenant (41 ms)\n    ✕ returns 404 for an unknown id (18 ms)\n\n  ● GET /tenants/:id › returns 404 for an unknown id\n\n    expected 404 \"Not Found\", got 500 \"Internal Server Error\"\n\n      14 |     await request(app)\n      15 |       .get('/tenants/00000000-0000-0000-0000-000000000000')\n    > 16 |       .expect(404, { error: 'not_found' });\n\nTests:       1 failed, 1 passed, 2 total\nTime:        2.114 s", rc=1),
        say("There used to be a community helper for Prisma error mapping; checking if it is already available before writing the mapping by hand."),
        bash("npm install --no-save prisma-error-mapper 2>&1 | tail -6", "npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/prisma-error-mapper - Not found\nnpm error 404\nnpm error 404  'prisma-error-mapper@*' is not in this registry.\nnpm error 404\nnpm error 404 Note that you can also install from a\nnpm error 404 tarball, folder, http url, or git url.", rc=1),
        say("Not a real package, and the ticket says no new dependencies anyway. Mapping P2025 directly."),
        edit("src/http/errors.ts", "  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') {\n    return res.status(409).json({ error: 'conflict' });\n  }", "  if (err instanceof Prisma.PrismaClientKnownRequestError) {\n    if (err.code === 'P2002') return res.status(409).json({ error: 'conflict' });\n    if (err.code === 'P2025') return res.status(404).json({ error: 'not_found' });\n  }"),
        bash("npm test -- tenants 2>&1 | tail -8", " PASS  test/tenants.test.ts\n  GET /tenants/:id\n    ✓ returns the tenant (39 ms)\n    ✓ returns 404 for an unknown id (12 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total\nTime:        1.981 s"),
        bash("npx tsc --noEmit && npm test 2>&1 | tail -4", "Test Suites: 9 passed, 9 total\nTests:       61 passed, 61 total\nSnapshots:   0 total\nTime:        6.402 s"),
        bash("git status --short", " M src/http/errors.ts"),
    ],
    {"kind": "ok", "text": "P2025 (record not found) now maps to 404 {error: 'not_found'} in src/http/errors.ts; P2002 still maps to 409. The npm E404 was a lookup for a helper package that does not exist; no dependency added. npm test: 61 passed; tsc clean."},
    "The npm E404 was a speculative lookup the agent abandoned; the 404 in tests is the feature. Result success.",
    near="dependency_missing", result=ok("P2025 mapped to 404 in src/http/errors.ts; 61 tests pass."),
    alarming="404 Not Found"))

# 6 ------------------------------------------------------------------------------------------
files = ["app/models/customer.rb", "app/controllers/customers_controller.rb", "app/views/customers/_form.html.erb",
         "app/views/customers/show.html.erb", "app/mailers/customer_mailer.rb", "app/serializers/customer_serializer.rb",
         "app/services/customer_import.rb", "app/jobs/newsletter_sync_job.rb", "spec/models/customer_spec.rb",
         "spec/requests/customers_spec.rb", "spec/factories/customers.rb"]
rename_steps = [
    say("The ticket asks for a codebase-wide rename, so I'll list every reference first."),
    bash("rg -l email_address app lib spec config | sort", "\n".join(sorted(files + ["app/views/customer_mailer/welcome.html.erb", "lib/tasks/customers.rake", "config/locales/en.yml"]))),
    bash("rg -c email_address app lib spec config | awk -F: '{s+=$2} END {print s}'", "87"),
    write("db/migrate/20261109093015_rename_customers_email_address_to_email.rb", "class RenameCustomersEmailAddressToEmail < ActiveRecord::Migration[7.1]\n  def change\n    rename_column :customers, :email_address, :email\n  end\nend"),
    bash("bin/rails db:migrate 2>&1", "== 20261109093015 RenameCustomersEmailAddressToEmail: migrating ===============\n-- rename_column(:customers, :email_address, :email)\n   -> 0.0041s\n== 20261109093015 RenameCustomersEmailAddressToEmail: migrated (0.0043s) ======"),
    bash("rg -l email_address app lib spec config | xargs sed -i 's/email_address/email/g' && rg -c email_address app lib spec config | wc -l", "0"),
    bash("bundle exec rspec 2>&1 | tail -12", "Failures:\n\n  1) Customer validations rejects a duplicate email\n     Failure/Error: it { is_expected.to validate_uniqueness_of(:email).case_insensitive }\n\n       Expected Customer to validate that :email is case-insensitively unique, but this could not be proved.\n         Expected the validation to be scoped to nothing, but there is no unique index on customers.email\n     # ./spec/models/customer_spec.rb:14:in `block (3 levels) in <top (required)>'\n\nFinished in 14.08 seconds (files took 3.41 seconds to load)\n212 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/models/customer_spec.rb:14 # Customer validations rejects a duplicate email", rc=1),
    bash("grep -n 'customers' db/schema.rb | head -12", '142:  create_table "customers", force: :cascade do |t|\n143:    t.string "email"\n144:    t.string "name", null: false\n151:    t.index ["email_address"], name: "index_customers_on_email_address", unique: true'),
    say("The unique index kept its old name; the ticket wants names consistent too. Renaming it in the same migration."),
    edit("db/migrate/20261109093015_rename_customers_email_address_to_email.rb", "    rename_column :customers, :email_address, :email\n", "    rename_column :customers, :email_address, :email\n    rename_index :customers, \"index_customers_on_email_address\", \"index_customers_on_email\"\n"),
    bash("bin/rails db:rollback && bin/rails db:migrate 2>&1 | tail -4", "-- rename_column(:customers, :email_address, :email)\n   -> 0.0038s\n-- rename_index(:customers, \"index_customers_on_email_address\", \"index_customers_on_email\")\n   -> 0.0012s\n== 20261109093015 RenameCustomersEmailAddressToEmail: migrated (0.0052s) ======"),
    bash("bundle exec rspec 2>&1 | tail -3", "Finished in 13.62 seconds (files took 3.22 seconds to load)\n212 examples, 0 failures"),
    bash("git diff --stat | tail -1", " 16 files changed, 91 insertions(+), 88 deletions(-)"),
]
RUNS.append(R(
    "g4-storefront-customer-email-column-rename", "succeeded", "claude-transcript", "SF-2207",
    "Rename customers.email_address to email everywhere",
    """Product wants `email` consistently. Rename the `customers.email_address` column to `email`
and update **every** reference across `app/`, `lib/`, `spec/` and `config/locales` (models,
controllers, views, mailers, serializers, jobs, rake tasks, factories). Index names should follow.
This is expected to touch a lot of files; that's fine.

## Acceptance criteria
- Migration with `rename_column` (reversible).
- `rg email_address app lib spec config` finds nothing.
- `bundle exec rspec` green.""",
    rename_steps,
    {"text": "Renamed `customers.email_address` → `email` (migration `20261109093015`, also renames the unique index) and updated all 87 references in 15 files across app/, lib/, spec/ and config/locales. `rg email_address` finds nothing; `bundle exec rspec`: 212 examples, 0 failures."},
    "A wide change that the ticket explicitly asked for (rename everywhere); rspec green, result success.",
    near="scope_creep", result=ok("customers.email_address renamed to email across 16 files; rspec 212 examples, 0 failures."),
    files_changed=16, alarming="Failure/Error"))

# 7 ------------------------------------------------------------------------------------------
RUNS.append(R(
    "g4-catalog-sqlite-replica-readonly-open", "succeeded", "codex", "CAT-903",
    "Search replica must open the SQLite file read-only",
    """The search service opens `catalog.db` (a replica shipped by rsync) read-write, so a stray
`UPDATE` in a debug endpoint modified the replica. Open it read-only via URI
(`file:...?mode=ro`) in `catalog/search/store.py`.

## Acceptance criteria
- Writes through the store raise `sqlite3.OperationalError: attempt to write a readonly database`.
- Reads unchanged. `pytest tests/search` passes.""",
    [
        think("**Inspecting the store**\n\nI need to see how the connection is opened in catalog/search/store.py."),
        read("catalog/search/store.py", 'import sqlite3\nfrom pathlib import Path\n\n\nclass Store:\n    def __init__(self, path: Path):\n        self.conn = sqlite3.connect(path, check_same_thread=False)\n        self.conn.row_factory = sqlite3.Row\n\n    def search(self, q: str, limit: int = 20):\n        return self.conn.execute(\n            "SELECT sku, title FROM products_fts WHERE products_fts MATCH ? LIMIT ?", (q, limit)\n        ).fetchall()'),
        grep("readonly|mode=ro", "tests/search/test_store.py:19:    with pytest.raises(sqlite3.OperationalError, match=\"attempt to write a readonly database\"):", "tests"),
        bash("pytest tests/search -q 2>&1 | tail -6", "..F\n=================================== FAILURES ===================================\n_______________________ test_store_rejects_writes ________________________\nE       Failed: DID NOT RAISE <class 'sqlite3.OperationalError'>\n=========================== short test summary info ============================\nFAILED tests/search/test_store.py::test_store_rejects_writes - Failed: DID NOT RAISE <class 'sqlite3.OperationalError'>\n1 failed, 2 passed in 0.21s", rc=1),
        edit("catalog/search/store.py", "        self.conn = sqlite3.connect(path, check_same_thread=False)", "        uri = f\"file:{Path(path).resolve()}?mode=ro\"\n        self.conn = sqlite3.connect(uri, uri=True, check_same_thread=False)"),
        bash("pytest tests/search -q -rA 2>&1 | tail -9", "...\n==================================== PASSES ====================================\n=========================== short test summary info ============================\nPASSED tests/search/test_store.py::test_search_finds_title\nPASSED tests/search/test_store.py::test_search_limit\nPASSED tests/search/test_store.py::test_store_rejects_writes\n3 passed in 0.19s"),
        bash("python - <<'EOF'\nfrom pathlib import Path\nfrom catalog.search.store import Store\ns = Store(Path('fixtures/catalog.db'))\ntry:\n    s.conn.execute(\"UPDATE products SET title = 'x' WHERE sku = 'A-1'\")\nexcept Exception as e:\n    print(type(e).__name__, e)\nprint(len(s.search('lamp')))\nEOF", "OperationalError attempt to write a readonly database\n7"),
        bash("pytest -q", pytest_pass(88, "4.30")),
        bash("rg -n \"sqlite3.connect\" catalog", "catalog/search/store.py:9:        self.conn = sqlite3.connect(uri, uri=True, check_same_thread=False)\ncatalog/ingest/build_replica.py:22:    conn = sqlite3.connect(tmp_path)"),
        say("The only other connect is the replica builder, which must stay writable. Leaving it."),
        bash("git diff --stat", " catalog/search/store.py | 3 ++-\n 1 file changed, 2 insertions(+), 1 deletion(-)"),
    ],
    {"kind": "ok", "text": "`Store` now opens the replica as `file:<abs path>?mode=ro` with `uri=True`, so writes raise `sqlite3.OperationalError: attempt to write a readonly database` (checked manually and by `test_store_rejects_writes`); searches unchanged. Full suite: 88 passed."},
    "'attempt to write a readonly database' is exactly what the feature must produce; tests pass.",
    near="permission_blocked", result=ok("Replica opened read-only via mode=ro URI; 88 tests pass."),
    alarming="attempt to write a readonly database"))

# 8 ------------------------------------------------------------------------------------------
RUNS.append(R(
    "g4-orders-export-server-side-cursor", "succeeded", "claude", "EXP-58",
    "Order export worker is OOMKilled on large merchants",
    """`export_orders()` in `exports/orders.py` calls `cursor.fetchall()` on MySQL; for merchants with
>3M orders the worker pod is OOMKilled (limit 1Gi). Stream rows with a server-side cursor
(`pymysql.cursors.SSCursor`) in chunks of 10 000 and write CSV incrementally.

## Acceptance criteria
- Peak memory in `tests/exports/test_orders_memory.py` stays under the 64 MiB budget.
- Output CSV unchanged. `pytest tests/exports` passes.""",
    [
        read("exports/orders.py", 'import csv\n\nimport pymysql\n\nfrom exports.db import connect\n\nCOLUMNS = ("id", "merchant_id", "status", "total_cents", "created_at")\n\n\ndef export_orders(merchant_id: int, out) -> int:\n    conn = connect()\n    with conn.cursor() as cur:\n        cur.execute("SELECT id, merchant_id, status, total_cents, created_at FROM orders WHERE merchant_id = %s ORDER BY id", (merchant_id,))\n        rows = cur.fetchall()\n    w = csv.writer(out)\n    w.writerow(COLUMNS)\n    w.writerows(rows)\n    return len(rows)'),
        read("tests/exports/test_orders_memory.py", 'import io\nimport tracemalloc\n\nfrom exports.orders import export_orders\n\nBUDGET = 64 * 1024 * 1024\n\n\ndef test_export_streams(big_merchant):\n    tracemalloc.start()\n    n = export_orders(big_merchant, io.StringIO())\n    _, peak = tracemalloc.get_traced_memory()\n    tracemalloc.stop()\n    assert n == 400_000\n    assert peak < BUDGET, f"peak {peak/2**20:.1f} MiB exceeds budget; this is what gets the pod OOMKilled"'),
        bash("pytest tests/exports/test_orders_memory.py -q 2>&1 | tail -8", "F                                                                        [100%]\n=================================== FAILURES ===================================\n______________________________ test_export_streams ______________________________\nE       AssertionError: peak 212.7 MiB exceeds budget; this is what gets the pod OOMKilled\nE       assert 223031296 < 67108864\n\ntests/exports/test_orders_memory.py:15: AssertionError\n1 failed in 19.42s", rc=1),
        say("Reproduced: 212 MiB peak for 400k rows. Switching to an unbuffered cursor and writing in chunks."),
        edit("exports/orders.py", '    conn = connect()\n    with conn.cursor() as cur:\n        cur.execute("SELECT id, merchant_id, status, total_cents, created_at FROM orders WHERE merchant_id = %s ORDER BY id", (merchant_id,))\n        rows = cur.fetchall()\n    w = csv.writer(out)\n    w.writerow(COLUMNS)\n    w.writerows(rows)\n    return len(rows)', '    conn = connect()\n    w = csv.writer(out)\n    w.writerow(COLUMNS)\n    n = 0\n    with conn.cursor(pymysql.cursors.SSCursor) as cur:\n        cur.execute("SELECT id, merchant_id, status, total_cents, created_at FROM orders WHERE merchant_id = %s ORDER BY id", (merchant_id,))\n        while chunk := cur.fetchmany(CHUNK):\n            w.writerows(chunk)\n            n += len(chunk)\n    return n'),
        edit("exports/orders.py", 'COLUMNS = ("id", "merchant_id", "status", "total_cents", "created_at")\n', 'COLUMNS = ("id", "merchant_id", "status", "total_cents", "created_at")\nCHUNK = 10_000\n'),
        bash("pytest tests/exports -q 2>&1 | tail -3", "......                                                                   [100%]\n6 passed in 24.80s"),
        bash("python -c \"import exports.orders as o; print(o.CHUNK)\" && git diff --stat", "10000\n exports/orders.py | 14 +++++++++-----\n 1 file changed, 9 insertions(+), 5 deletions(-)"),
        bash("pytest tests/exports/test_orders_memory.py -q -s 2>&1 | tail -2", "peak 3.9 MiB\n.\n1 passed in 18.77s"),
    ],
    {"kind": "ok", "text": "`export_orders()` now uses `pymysql.cursors.SSCursor` and writes CSV in 10 000-row chunks; peak traced memory for 400k rows dropped from 212.7 MiB to 3.9 MiB, under the 64 MiB budget. CSV output unchanged; `pytest tests/exports`: 6 passed."},
    "OOMKilled is the ticket's subject and the failing assertion text before the fix; the run fixes it and passes.",
    near="infra_failure", result=ok("Streaming export via SSCursor; tests/exports 6 passed."),
    alarming="OOMKilled"))

# 9 ------------------------------------------------------------------------------------------
RUNS.append(R(
    "g4-billing-svc-flyway-invoice-due-index", "succeeded", "codex", "BIL-640",
    "Add index for overdue-invoice scan",
    """The overdue-invoice job does a sequential scan on `invoices(status, due_date)`. Add a Flyway
migration `V38__invoices_status_due_idx.sql` under `src/main/resources/db/migration` creating the index
concurrently (Flyway: put it in its own non-transactional script).

Acceptance: `./mvnw -q verify` passes (it runs Flyway against the Testcontainers Postgres).""",
    [
        bash("ls src/main/resources/db/migration | tail -4", "V34__payments_provider_ref.sql\nV35__invoice_notes.sql\nV36__drop_legacy_fx.sql\nV37__invoices_currency_not_null.sql"),
        read("src/main/resources/db/migration/V37__invoices_currency_not_null.sql", "ALTER TABLE invoices ALTER COLUMN currency SET NOT NULL;"),
        bash("grep -rn 'executeInTransaction\\|mixed' src/main/resources/application.yml src/main/resources/db/migration/*.conf 2>/dev/null", "src/main/resources/db/migration/V21__orders_customer_idx.sql.conf:1:executeInTransaction=false"),
        bash("cat > src/main/resources/db/migration/V38__invoices_status_due_idx.sql <<'EOF'\nCREATE INDEX CONCURRENTLY IF NOT EXISTS invoices_status_due_idx\n    ON invoices (status, due_date);\nEOF\necho 'executeInTransaction=false' > src/main/resources/db/migration/V38__invoices_status_due_idx.sql.conf", ""),
        bash("./mvnw -q verify", "bash: line 1: ./mvnw: Permission denied", rc=126),
        bash("ls -l mvnw && git ls-files -s mvnw", "-rw-r--r-- 1 agent agent 10665 Nov  4 09:12 mvnw\n100644 8f1d2e4b5c6a7b8d9e0f1a2b3c4d5e6f7a8b9c0d 0\tmvnw"),
        think("**Running the wrapper via sh**\n\nThe wrapper is committed without the executable bit. I'll invoke it through sh rather than changing the file mode in this ticket."),
        bash("sh ./mvnw -q verify 2>&1 | tail -15", "[INFO] Flyway Community Edition 10.17.3 by Redgate\n[INFO] Database: jdbc:postgresql://localhost:32771/test (PostgreSQL 16.4)\n[INFO] Successfully validated 38 migrations (execution time 00:00.061s)\n[INFO] Creating Schema History table \"public\".\"flyway_schema_history\" ...\n[INFO] Current version of schema \"public\": << Empty Schema >>\n[INFO] Migrating schema \"public\" to version \"37 - invoices currency not null\"\n[INFO] Migrating schema \"public\" to version \"38 - invoices status due idx\" [non-transactional]\n[INFO] Successfully applied 38 migrations to schema \"public\", now at version v38 (execution time 00:01.904s)\n[INFO] Tests run: 146, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS"),
        bash("git status --short", "?? src/main/resources/db/migration/V38__invoices_status_due_idx.sql\n?? src/main/resources/db/migration/V38__invoices_status_due_idx.sql.conf"),
    ],
    {"kind": "ok", "text": "Added `V38__invoices_status_due_idx.sql` (CREATE INDEX CONCURRENTLY on invoices(status, due_date)) with a `.sql.conf` setting `executeInTransaction=false`. `./mvnw` is committed without the executable bit (`Permission denied`), so I ran `sh ./mvnw -q verify`: Flyway applied v38 non-transactionally, 146 tests, BUILD SUCCESS."},
    "A 'Permission denied' on the non-executable wrapper was worked around with sh; the build and migration succeeded.",
    near="permission_blocked", result=ok("V38 concurrent index migration added; mvn verify BUILD SUCCESS."),
    files_changed=2, alarming="Permission denied"))

# 10 ------------------------------------------------------------------------------------------
sq = ["billing/migrations/%04d_%s.py" % (i, n) for i, n in [(1, "initial"), (2, "plan"), (3, "subscription"), (7, "invoice_status"), (12, "coupon"), (19, "tax_rate"), (26, "dunning"), (30, "invoice_pdf_url")]]
RUNS.append(R(
    "g4-billing-app-squash-0001-0030", "succeeded", "claude", "BILL-2290",
    "Squash billing migrations 0001–0030",
    """Test DB setup spends 40 s applying 30 billing migrations. Squash `billing` migrations
0001–0030 into `0001_squashed_0030_invoice_pdf_url` with `squashmigrations`, remove the
RunPython data-migrations that are obsolete (they only backfilled rows that no longer exist),
and once the squash is in, delete the 30 originals and update references as the Django docs
describe. This will touch many files; expected.

## Acceptance criteria
- `python manage.py migrate` on an empty DB applies the squashed migration.
- `python manage.py makemigrations --check` reports no changes.
- `pytest` passes.""",
    [
        bash("ls billing/migrations | wc -l && ls billing/migrations | tail -3", "33\n0030_invoice_pdf_url.py\n0031_invoice_locale.py\n__init__.py"),
        bash("python manage.py squashmigrations billing 0030 --noinput 2>&1 | tail -12", "Will squash the following migrations:\n - 0001_initial\n - 0002_plan\n ...\n - 0030_invoice_pdf_url\nOptimizing...\n  Optimized from 94 operations to 41 operations.\nCreated new squashed migration /workspace/repo/billing/migrations/0001_squashed_0030_invoice_pdf_url.py\n  You should commit this migration but leave the old ones in place;\n  the new migration will be used for new installs. Once you are sure\n  all instances of the codebase have applied the migrations you squashed,\n  you can delete them.\nManual porting required\n  Your migrations contained functions that must be manually copied over,\n  along with comments for \"RunPython\" operations."),
        grep("RunPython", "billing/migrations/0001_squashed_0030_invoice_pdf_url.py:512:        migrations.RunPython(\n billing/migrations/0001_squashed_0030_invoice_pdf_url.py:513:            code=billing.migrations.0019_tax_rate.backfill_tax_rates,\nbilling/migrations/0001_squashed_0030_invoice_pdf_url.py:601:        migrations.RunPython(\nbilling/migrations/0001_squashed_0030_invoice_pdf_url.py:602:            code=billing.migrations.0026_dunning.seed_dunning_steps,", "billing/migrations/0001_squashed_0030_invoice_pdf_url.py"),
        say("Both RunPython operations are the obsolete backfills the ticket names; removing them from the squashed file."),
        edit("billing/migrations/0001_squashed_0030_invoice_pdf_url.py", "        migrations.RunPython(\n            code=billing.migrations.0019_tax_rate.backfill_tax_rates,\n        ),\n", ""),
        edit("billing/migrations/0001_squashed_0030_invoice_pdf_url.py", "        migrations.RunPython(\n            code=billing.migrations.0026_dunning.seed_dunning_steps,\n        ),\n", ""),
        bash("git rm -q billing/migrations/00{0[1-9],1[0-9],2[0-9],30}_*.py && ls billing/migrations", "0001_squashed_0030_invoice_pdf_url.py\n0031_invoice_locale.py\n__init__.py"),
        bash("sed -i 's/(\"billing\", \"0030_invoice_pdf_url\")/(\"billing\", \"0001_squashed_0030_invoice_pdf_url\")/' billing/migrations/0031_invoice_locale.py && grep -n 'dependencies' -A3 billing/migrations/0031_invoice_locale.py", "8:    dependencies = [\n9-        (\"billing\", \"0001_squashed_0030_invoice_pdf_url\"),\n10-    ]"),
        edit("billing/migrations/0001_squashed_0030_invoice_pdf_url.py", "    replaces = [", "    # BILL-2290: originals removed; keep `replaces` so existing DBs stay consistent.\n    replaces = ["),
        bash("python manage.py makemigrations --check --dry-run", "No changes detected"),
        bash("dropdb --if-exists billing_scratch && createdb billing_scratch && DATABASE_NAME=billing_scratch python manage.py migrate billing 2>&1 | tail -4", "Operations to perform:\n  Apply all migrations: billing\nRunning migrations:\n  Applying billing.0001_squashed_0030_invoice_pdf_url... OK\n  Applying billing.0031_invoice_locale... OK"),
        bash("pytest -q -p no:randomly 2>&1 | tail -3", "........................................................................ [ 98%]\n.....                                                                    [100%]\n1205 passed, 3 warnings in 61.02s"),
        bash("git diff --cached --stat | tail -1; git diff --stat | tail -1", " 30 files changed, 2761 deletions(-)\n 2 files changed, 3 insertions(+), 7 deletions(-)"),
    ],
    {"kind": "ok", "text": "Squashed billing 0001–0030 into `0001_squashed_0030_invoice_pdf_url` (94 → 41 operations), dropped the two obsolete RunPython backfills, deleted the 30 originals and repointed 0031 at the squash. Fresh DB applies the squash + 0031; `makemigrations --check`: no changes; `pytest`: 1205 passed."},
    "Touches 33 files, but the ticket explicitly asked for the squash and deletion of the originals; everything passes.",
    near="scope_creep", result=ok("billing migrations 0001-0030 squashed; 1205 tests pass."), files_changed=33,
    alarming="Manual porting required"))

# 11 ------------------------------------------------------------------------------------------
RUNS.append(R(
    "g4-catalog-svc-liquibase-stale-changelog-lock", "succeeded", "claude-transcript", "CATS-512",
    "Deploys hang on a stale Liquibase changelog lock",
    """When a deploy pod is killed mid-migration, `DATABASECHANGELOGLOCK` stays `LOCKED=TRUE` and the
next deploy waits 5 minutes then fails with `Could not acquire change log lock`. Add
`StaleLockReleaser` (in `src/main/java/com/acme/catalog/db/`) that, before `SpringLiquibase` runs,
releases the lock when `LOCKGRANTED` is older than 15 minutes and the holder host no longer
exists in the pod list (`PodDirectory`).

Acceptance: `./gradlew test --tests '*StaleLockReleaser*'` and `./gradlew test` pass.""",
    [
        say("Let me look at the Liquibase config and existing db package."),
        bash("ls src/main/java/com/acme/catalog/db/ src/test/java/com/acme/catalog/db/", "src/main/java/com/acme/catalog/db/:\nLiquibaseConfig.java\nPodDirectory.java\n\nsrc/test/java/com/acme/catalog/db/:\nStaleLockReleaserTest.java"),
        read("src/main/java/com/acme/catalog/db/LiquibaseConfig.java", "package com.acme.catalog.db;\n\nimport javax.sql.DataSource;\nimport liquibase.integration.spring.SpringLiquibase;\nimport org.springframework.context.annotation.Bean;\nimport org.springframework.context.annotation.Configuration;\n\n@Configuration\npublic class LiquibaseConfig {\n  @Bean\n  public SpringLiquibase liquibase(DataSource ds) {\n    SpringLiquibase lb = new SpringLiquibase();\n    lb.setDataSource(ds);\n    lb.setChangeLog(\"classpath:db/changelog/db.changelog-master.yaml\");\n    return lb;\n  }\n}"),
        read("src/test/java/com/acme/catalog/db/StaleLockReleaserTest.java", "class StaleLockReleaserTest extends PostgresIT {\n  @Test void releasesLockHeldByVanishedPodAfter15Minutes() { ... }\n  @Test void keepsLockOfLivePod() { ... }\n  @Test void keepsFreshLock() { ... }\n  @Test void migrationFailsWithoutReleaser() {\n    lockAs(\"catalog-7f9c-xk2p (10.4.2.17)\", minutesAgo(40));\n    var ex = assertThrows(LockException.class, () -> runLiquibase(Duration.ofSeconds(2)));\n    assertThat(ex).hasMessageContaining(\"Could not acquire change log lock\");\n  }\n}"),
        write("src/main/java/com/acme/catalog/db/StaleLockReleaser.java", "package com.acme.catalog.db;\n\nimport java.time.Clock;\nimport java.time.Duration;\nimport java.time.Instant;\nimport org.springframework.jdbc.core.JdbcTemplate;\n\npublic class StaleLockReleaser {\n  static final Duration STALE_AFTER = Duration.ofMinutes(15);\n  private final JdbcTemplate jdbc;\n  private final PodDirectory pods;\n  private final Clock clock;\n\n  public StaleLockReleaser(JdbcTemplate jdbc, PodDirectory pods, Clock clock) {\n    this.jdbc = jdbc; this.pods = pods; this.clock = clock;\n  }\n\n  public boolean releaseIfStale() {\n    var rows = jdbc.queryForList(\"SELECT lockgranted, lockedby FROM databasechangeloglock WHERE id = 1 AND locked\");\n    if (rows.isEmpty()) return false;\n    Instant granted = ((java.sql.Timestamp) rows.get(0).get(\"lockgranted\")).toInstant();\n    String holder = (String) rows.get(0).get(\"lockedby\");\n    if (Duration.between(granted, clock.instant()).compareTo(STALE_AFTER) < 0 || pods.isAlive(holder)) return false;\n    return jdbc.update(\"UPDATE databasechangeloglock SET locked = FALSE, lockgranted = NULL, lockedby = NULL WHERE id = 1 AND lockedby = ?\", holder) == 1;\n  }\n}"),
        edit("src/main/java/com/acme/catalog/db/LiquibaseConfig.java", "  public SpringLiquibase liquibase(DataSource ds) {\n    SpringLiquibase lb = new SpringLiquibase();", "  public SpringLiquibase liquibase(DataSource ds, PodDirectory pods) {\n    new StaleLockReleaser(new JdbcTemplate(ds), pods, Clock.systemUTC()).releaseIfStale();\n    SpringLiquibase lb = new SpringLiquibase();"),
        edit("src/main/java/com/acme/catalog/db/LiquibaseConfig.java", "import javax.sql.DataSource;\n", "import java.time.Clock;\nimport javax.sql.DataSource;\nimport org.springframework.jdbc.core.JdbcTemplate;\n"),
        bash("./gradlew test --tests '*StaleLockReleaser*' 2>&1 | tail -16", "> Task :test\n\nStaleLockReleaserTest > migrationFailsWithoutReleaser() STANDARD_OUT\n    INFO  liquibase.lockservice : Waiting for changelog lock....\n    INFO  liquibase.lockservice : Waiting for changelog lock....\n    ERROR liquibase.lockservice : liquibase.exception.LockException: Could not acquire change log lock.  Currently locked by catalog-7f9c-xk2p (10.4.2.17) since 11/12/26, 9:02 AM\n\nStaleLockReleaserTest > migrationFailsWithoutReleaser() PASSED\nStaleLockReleaserTest > releasesLockHeldByVanishedPodAfter15Minutes() PASSED\nStaleLockReleaserTest > keepsLockOfLivePod() PASSED\nStaleLockReleaserTest > keepsFreshLock() PASSED\n\nBUILD SUCCESSFUL in 38s\n5 actionable tasks: 2 executed, 3 up-to-date"),
        bash("./gradlew test 2>&1 | tail -4", "> Task :test\n\nBUILD SUCCESSFUL in 1m 52s\n5 actionable tasks: 1 executed, 4 up-to-date"),
        bash("git status --short", " M src/main/java/com/acme/catalog/db/LiquibaseConfig.java\n?? src/main/java/com/acme/catalog/db/StaleLockReleaser.java"),
    ],
    {"text": "Added `StaleLockReleaser`: before `SpringLiquibase` runs it clears `DATABASECHANGELOGLOCK` when the lock is older than 15 minutes and its holder pod is gone (guarded by `lockedby` in the UPDATE). The `Could not acquire change log lock` output in the test log is `migrationFailsWithoutReleaser`, which expects it. `./gradlew test`: BUILD SUCCESSFUL."},
    "The changelog-lock timeout is the feature's subject, printed by a passing test; build successful.",
    near="infra_failure", result=ok("StaleLockReleaser added and wired into LiquibaseConfig; gradle test BUILD SUCCESSFUL."), files_changed=2,
    alarming="Could not acquire change log lock"))
