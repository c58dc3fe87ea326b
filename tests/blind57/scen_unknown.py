"""unknown runs: failed, but nothing in the stream says why."""
from common import R, fail, say, think, bash, read, grep, edit, write, pytest_pass

RUNS = []

# 1 claude, clean work, result.json failure without summary
RUNS.append(R(
    "g4-ledger-account-holder-comment", "unknown", "claude", "LEDG-401",
    "Document columns with COMMENT ON",
    """The data team wants column comments on `accounts` (holder, iban, status). Add an Alembic revision
with `op.alter_column(..., comment=...)` and the same `comment=` on the model columns.
Acceptance: `alembic check` clean, `pytest tests/db`.""",
    [
        read("ledger/models/account.py", 'class Account(Base):\n    __tablename__ = "accounts"\n\n    id: Mapped[int] = mapped_column(primary_key=True)\n    holder: Mapped[str] = mapped_column(String(200))\n    iban: Mapped[str] = mapped_column(String(34))\n    status: Mapped[str] = mapped_column(String(16), server_default="active")', start=8),
        edit("ledger/models/account.py", '    holder: Mapped[str] = mapped_column(String(200))\n    iban: Mapped[str] = mapped_column(String(34))\n    status: Mapped[str] = mapped_column(String(16), server_default="active")', '    holder: Mapped[str] = mapped_column(String(200), comment="Legal name of the account holder")\n    iban: Mapped[str] = mapped_column(String(34), comment="IBAN, upper case, no spaces")\n    status: Mapped[str] = mapped_column(String(16), server_default="active", comment="active | frozen")'),
        bash("alembic revision --autogenerate -m 'account column comments' 2>&1 | tail -4", "INFO  [alembic.autogenerate.compare] Detected column comment 'accounts.holder'\nINFO  [alembic.autogenerate.compare] Detected column comment 'accounts.iban'\nINFO  [alembic.autogenerate.compare] Detected column comment 'accounts.status'\n  Generating /workspace/repo/migrations/versions/c8e0a2b4d6f1_account_column_comments.py ...  done"),
        read("migrations/versions/c8e0a2b4d6f1_account_column_comments.py", "def upgrade() -> None:\n    op.alter_column('accounts', 'holder', existing_type=sa.VARCHAR(length=200), comment='Legal name of the account holder', existing_nullable=False)\n    op.alter_column('accounts', 'iban', existing_type=sa.VARCHAR(length=34), comment='IBAN, upper case, no spaces', existing_nullable=False)\n    op.alter_column('accounts', 'status', existing_type=sa.VARCHAR(length=16), comment='active | frozen', existing_nullable=False, existing_server_default=sa.text(\"'active'::character varying\"))", start=19),
        bash("alembic upgrade head && alembic check", "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 3d5f7b9e1a2c -> c8e0a2b4d6f1, account column comments\nNo new upgrade operations detected."),
        bash("psql \"$DATABASE_URL\" -Atc \"SELECT column_name, col_description('accounts'::regclass, ordinal_position) FROM information_schema.columns WHERE table_name='accounts' AND column_name IN ('holder','iban','status')\"", "holder|Legal name of the account holder\niban|IBAN, upper case, no spaces\nstatus|active | frozen"),
        bash("alembic downgrade -1 && alembic upgrade head 2>&1 | tail -1", "INFO  [alembic.runtime.migration] Running upgrade 3d5f7b9e1a2c -> c8e0a2b4d6f1, account column comments"),
        bash("pytest tests/db -q 2>&1 | tail -1", "33 passed in 21.88s"),
        bash("git status --short", " M ledger/models/account.py\n?? migrations/versions/c8e0a2b4d6f1_account_column_comments.py"),
    ],
    {"kind": "ok", "text": "Added column comments on `accounts.holder`, `iban` and `status` in the model and revision `c8e0a2b4d6f1`. `alembic check`: no new operations; comments verified in `information_schema`; `pytest tests/db`: 33 passed."},
    "The stream shows completed, verified work (alembic check clean, 33 passed, result not an error); the run is marked Failed with an empty summary and nothing explains it.",
    result=fail(""), files_changed=2))

# 2 codex, turn completed, failed with exit 1 and generic summary
RUNS.append(R(
    "g4-shop-product-slug-unique-together", "unknown", "codex", "SHOP-1951",
    "Product slugs must be unique per channel",
    """Replace `unique=True` on `Product.slug` with `UniqueConstraint(fields=["channel", "slug"])`
(new migration). Acceptance: `pytest tests/catalog`, `makemigrations --check`.""",
    [
        read("shop/catalog/models.py", "class Product(models.Model):\n    channel = models.ForeignKey(\"channels.Channel\", on_delete=models.PROTECT)\n    slug = models.SlugField(unique=True)\n    title = models.CharField(max_length=200)", start=22),
        edit("shop/catalog/models.py", "    slug = models.SlugField(unique=True)\n    title = models.CharField(max_length=200)", "    slug = models.SlugField()\n    title = models.CharField(max_length=200)\n\n    class Meta:\n        constraints = [models.UniqueConstraint(fields=[\"channel\", \"slug\"], name=\"product_channel_slug_uniq\")]"),
        bash("python manage.py makemigrations catalog 2>&1 | tail -4", "Migrations for 'catalog':\n  shop/catalog/migrations/0023_alter_product_slug_and_more.py\n    ~ Alter field slug on product\n    + Create constraint product_channel_slug_uniq on model product"),
        bash("python manage.py sqlmigrate catalog 0023 | tail -5", "ALTER TABLE \"catalog_product\" DROP CONSTRAINT \"catalog_product_slug_key\";\nDROP INDEX IF EXISTS \"catalog_product_slug_8a1e2b_like\";\nCREATE INDEX \"catalog_product_slug_8a1e2b\" ON \"catalog_product\" (\"slug\");\nCREATE INDEX \"catalog_product_slug_8a1e2b_like\" ON \"catalog_product\" (\"slug\" varchar_pattern_ops);\nALTER TABLE \"catalog_product\" ADD CONSTRAINT \"product_channel_slug_uniq\" UNIQUE (\"channel_id\", \"slug\");\nCOMMIT;"),
        bash("python manage.py migrate catalog 2>&1 | tail -2", "Running migrations:\n  Applying catalog.0023_alter_product_slug_and_more... OK"),
        bash("python manage.py makemigrations --check --dry-run", "No changes detected"),
        bash("pytest tests/catalog -q 2>&1 | tail -2", "..........................................                               [100%]\n42 passed in 5.70s"),
        bash("ruff check shop/catalog && git diff --stat", "All checks passed!\n shop/catalog/models.py | 5 ++++-\n 1 file changed, 4 insertions(+), 1 deletion(-)"),
        bash("git status --short", " M shop/catalog/models.py\n?? shop/catalog/migrations/0023_alter_product_slug_and_more.py"),
    ],
    {"kind": "ok", "text": "Slug uniqueness is now per channel (`product_channel_slug_uniq`), migration `0023_alter_product_slug_and_more`. `makemigrations --check`: no changes; `pytest tests/catalog`: 42 passed."},
    "Everything shown succeeds and the turn completes; the run is recorded as failed with exit 1 and a generic summary that names no cause.",
    result=fail("run failed"), files_changed=2))

# 3 transcript stops mid-work after an ordinary tool result
RUNS.append(R(
    "g4-tenants-api-plan-enum-default", "unknown", "claude-transcript", "TEN-505",
    "Plan should be an enum",
    """Turn `Tenant.plan String @default("free")` into a Prisma enum `Plan { free team enterprise }`,
migrating existing values. Acceptance: `npx prisma migrate dev`, `npm test`.""",
    [
        read("prisma/schema.prisma", 'model Tenant {\n  id           String    @id @default(uuid())\n  name         String\n  plan         String    @default("free")\n  billingEmail String?\n  createdAt    DateTime  @default(now())\n  deletedAt    DateTime?\n}', start=10),
        bash("psql \"$DATABASE_URL\" -Atc 'SELECT plan, count(*) FROM \"Tenant\" GROUP BY 1'", "free|1840\nteam|212\nenterprise|9"),
        edit("prisma/schema.prisma", '  plan         String    @default("free")', '  plan         Plan      @default(free)'),
        edit("prisma/schema.prisma", 'model Tenant {', 'enum Plan {\n  free\n  team\n  enterprise\n}\n\nmodel Tenant {'),
        bash("npx prisma migrate dev --create-only --name plan_enum 2>&1 | tail -5", "Prisma schema loaded from prisma/schema.prisma\nDatasource \"db\": PostgreSQL database \"tenants\", schema \"public\" at \"localhost:5432\"\n\n⚠️  Warnings for the current datasource:\n\n  • The `plan` column on the `Tenant` table would be dropped and recreated. This will lead to data loss."),
        say("The generated SQL drops the column. Rewriting it to cast the existing values instead."),
        write("prisma/migrations/20261126093000_plan_enum/migration.sql", "CREATE TYPE \"Plan\" AS ENUM ('free', 'team', 'enterprise');\nALTER TABLE \"Tenant\" ALTER COLUMN \"plan\" DROP DEFAULT;\nALTER TABLE \"Tenant\" ALTER COLUMN \"plan\" TYPE \"Plan\" USING \"plan\"::\"Plan\";\nALTER TABLE \"Tenant\" ALTER COLUMN \"plan\" SET DEFAULT 'free';"),
        bash("npx prisma migrate dev 2>&1 | tail -4", "Applying migration `20261126093000_plan_enum`\n\nYour database is now in sync with your schema.\n\n✔ Generated Prisma Client (v5.22.0) to ./node_modules/@prisma/client in 97ms"),
        bash("psql \"$DATABASE_URL\" -Atc 'SELECT plan, count(*) FROM \"Tenant\" GROUP BY 1'", "free|1840\nteam|212\nenterprise|9"),
        bash("npx tsc --noEmit 2>&1 | tail -2", "src/plans/limits.ts(4,52): error TS2322: Type 'string' is not assignable to type 'Plan'."),
        read("src/plans/limits.ts", "import { prisma } from '../db/client';\n\nexport async function getLimits(plan: string) {\n  return prisma.planLimit.findUnique({ where: { plan } });\n}"),
    ],
    {},
    "The transcript ends after an ordinary file read in the middle of fixing a type error; there is no error, limit or kill in the stream, yet the run is Failed.",
    result=fail("", 1), files_changed=3))

# 4 osmia, connection-refused handled in passing tests, failed without cause
RUNS.append(R(
    "g4-ingest-health-endpoint-db-check", "unknown", "osmia", "ING-110",
    "Health endpoint should report database reachability",
    """`GET /health` always returns 200. Return 503 `{"db": "down"}` when a `SELECT 1` fails (e.g.
connection refused) within 2 s, 200 `{"db": "ok"}` otherwise. Tests in `tests/api/test_health.py`.""",
    [
        read("src/ingest/api/health.py", "@router.get(\"/health\")\ndef health():\n    return {\"status\": \"ok\"}"),
        write("src/ingest/api/health.py", "from fastapi import APIRouter, Response\nfrom sqlalchemy import text\nfrom sqlalchemy.exc import OperationalError\n\nfrom ingest.db import get_engine\n\nrouter = APIRouter()\n\n\n@router.get(\"/health\")\ndef health(response: Response):\n    try:\n        with get_engine().connect().execution_options(timeout=2) as conn:\n            conn.execute(text(\"SELECT 1\"))\n    except OperationalError:\n        response.status_code = 503\n        return {\"db\": \"down\"}\n    return {\"db\": \"ok\"}"),
        bash("pytest tests/api/test_health.py -q -rA 2>&1 | tail -9", "..\n==================================== PASSES ====================================\n__________________________ test_health_db_down __________________________\n------------------------------ Captured log call -------------------------------\nWARNING  ingest.db:db.py:22 db connect failed (attempt 1): connection failed: connection to server at \"127.0.0.1\", port 5433 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?; retrying in 0.5s\nPASSED tests/api/test_health.py::test_health_db_ok\nPASSED tests/api/test_health.py::test_health_db_down\n2 passed in 4.63s"),
        say("Passing, but the down case takes 4.6 s because get_engine() retries. Health checks shouldn't retry; using a dedicated engine without the retry wrapper."),
        edit("src/ingest/api/health.py", "        with get_engine().connect().execution_options(timeout=2) as conn:", "        with health_engine().connect() as conn:"),
        edit("src/ingest/api/health.py", "from ingest.db import get_engine\n", "from ingest.db import health_engine\n"),
        edit("src/ingest/db.py", "BACKOFF = (0.5, 1, 2, 4)\n", "BACKOFF = (0.5, 1, 2, 4)\n\n\ndef health_engine():\n    return create_engine(DATABASE_URL, connect_args={\"connect_timeout\": 2}, pool_pre_ping=True)\n"),
        bash("pytest tests/api/test_health.py -q 2>&1 | tail -1", "2 passed in 0.31s"),
        bash("pytest -q 2>&1 | tail -1", "59 passed in 9.80s"),
        bash("curl -s -o /dev/null -w '%{http_code}' localhost:8080/health; echo", "200"),
    ],
    {"kind": "fail", "text": ""},
    "The Connection refused lines are the down-case test passing on purpose; all 59 tests pass, yet the engine reports success false with an empty summary and no visible cause.",
    near="infra_failure", result=fail(""), files_changed=2))

# 5 claude, permission-denied feature output, failed w/o cause
RUNS.append(R(
    "g4-storefront-readonly-replica-role-spec", "unknown", "claude", "SF-2310",
    "Replica connection must refuse writes",
    """Reports run against the replica with role `storefront_ro`. Add `ApplicationRecord.connects_to`
for a `reading` role and a spec proving that a write through the replica connection raises
`PG::InsufficientPrivilege` (`permission denied for table orders`).""",
    [
        read("app/models/application_record.rb", "class ApplicationRecord < ActiveRecord::Base\n  primary_abstract_class\nend"),
        edit("app/models/application_record.rb", "  primary_abstract_class\n", "  primary_abstract_class\n\n  connects_to database: { writing: :primary, reading: :replica }\n"),
        read("config/database.yml", "test:\n  primary:\n    <<: *default\n    database: storefront_test\n  replica:\n    <<: *default\n    database: storefront_test\n    username: storefront_ro\n    replica: true", start=20),
        write("spec/models/replica_role_spec.rb", "require \"rails_helper\"\n\nRSpec.describe \"replica connection\" do\n  it \"refuses writes\" do\n    ActiveRecord::Base.connected_to(role: :reading, prevent_writes: false) do\n      expect { Order.connection.execute(\"UPDATE orders SET state = state\") }\n        .to raise_error(ActiveRecord::StatementInvalid, /permission denied for table orders/)\n    end\n  end\nend"),
        bash("bundle exec rspec spec/models/replica_role_spec.rb --format documentation 2>&1 | tail -6", "replica connection\n  refuses writes\n\nFinished in 0.21 seconds (files took 3.02 seconds to load)\n1 example, 0 failures"),
        bash("bin/rails runner -e test 'ActiveRecord::Base.connected_to(role: :reading, prevent_writes: false) { Order.connection.execute(\"UPDATE orders SET state = state\") }' 2>&1 | tail -2", "/usr/local/bundle/gems/activerecord-7.1.4/lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in `exec': PG::InsufficientPrivilege: ERROR:  permission denied for table orders (ActiveRecord::StatementInvalid)", rc=1),
        say("That's the expected refusal from the replica role. Running the full suite."),
        bash("bundle exec rspec 2>&1 | tail -2", "Finished in 14.20 seconds (files took 3.1 seconds to load)\n217 examples, 0 failures"),
        bash("git status --short", " M app/models/application_record.rb\n?? spec/models/replica_role_spec.rb"),
    ],
    {"kind": "ok", "text": "`ApplicationRecord` now `connects_to` primary/replica; the new spec proves writes through the replica role fail with `permission denied for table orders`. Full suite: 217 examples, 0 failures."},
    "'permission denied for table orders' is the behaviour the new spec asserts; the suite is green and the result is not an error, yet the run is Failed with no reason given.",
    near="permission_blocked", result=fail(""), files_changed=2))

# 6 codex, lock wait timeout in passing tests, failed
RUNS.append(R(
    "g4-warehouse-innodb-lock-wait-setting", "unknown", "codex", "WH-351",
    "Per-session lock wait timeout for picking",
    """Picking requests should give up on row locks after 3 s instead of 50 s. Set
`innodb_lock_wait_timeout = 3` per session in `warehouse/db/connect.py` for the picking pool only,
and add a test that a blocked claim raises `Lock wait timeout exceeded` within 4 s.""",
    [
        read("warehouse/db/connect.py", "def picking_pool():\n    return PooledDB(pymysql, maxconnections=20, host=HOST, user=USER, password=PASSWORD, database=\"wh\")", start=18),
        edit("warehouse/db/connect.py", "    return PooledDB(pymysql, maxconnections=20, host=HOST, user=USER, password=PASSWORD, database=\"wh\")", "    return PooledDB(\n        pymysql, maxconnections=20, host=HOST, user=USER, password=PASSWORD, database=\"wh\",\n        setsession=[\"SET SESSION innodb_lock_wait_timeout = 3\"],\n    )"),
        bash("cat > tests/db/test_lock_wait.py <<'EOF'\nimport time\n\nimport pymysql\nimport pytest\n\nfrom warehouse.db.connect import picking_pool\n\n\ndef test_blocked_claim_gives_up_fast(hold_row_lock):\n    hold_row_lock(\"pick_tasks\", 17)\n    conn = picking_pool().connection()\n    t0 = time.monotonic()\n    with pytest.raises(pymysql.err.OperationalError, match=\"Lock wait timeout exceeded\"):\n        conn.cursor().execute(\"SELECT * FROM pick_tasks WHERE id = 17 FOR UPDATE\")\n    assert time.monotonic() - t0 < 4\nEOF", ""),
        bash("pytest tests/db/test_lock_wait.py -q -rA 2>&1 | tail -6", ".                                                                        [100%]\n==================================== PASSES ====================================\n------------------------------ Captured log call -------------------------------\nINFO     tests.db.conftest: held row lock pick_tasks#17; blocked claim raised (1205, 'Lock wait timeout exceeded; try restarting transaction') after 3.01s\nPASSED tests/db/test_lock_wait.py::test_blocked_claim_gives_up_fast\n1 passed in 3.44s"),
        bash("pytest tests -q 2>&1 | tail -1", "143 passed in 24.92s"),
        bash("mysql -h 127.0.0.1 -u wh -pwh wh -e 'SELECT @@GLOBAL.innodb_lock_wait_timeout' 2>/dev/null", "@@GLOBAL.innodb_lock_wait_timeout\n50"),
        think("**Global setting untouched**\n\nGlobal stays 50 s; only the picking pool sessions use 3 s, as requested."),
        bash("git status --short", " M warehouse/db/connect.py\n?? tests/db/test_lock_wait.py"),
    ],
    {"kind": "ok", "text": "The picking pool now sets `innodb_lock_wait_timeout = 3` per session (global stays 50). New `test_blocked_claim_gives_up_fast` sees `Lock wait timeout exceeded` after 3.01 s; full suite 143 passed."},
    "The lock wait timeout is the expected result of the new passing test; all tests pass and the turn completes, but the run is marked Failed with no cause in the stream.",
    near="infra_failure", result=fail("", 1), files_changed=2))

# 7 transcript, work done, failed, no result summary
RUNS.append(R(
    "g4-billing-svc-flyway-baseline-on-migrate", "unknown", "claude-transcript", "BIL-711",
    "New tenant databases need baselineOnMigrate",
    """Tenant databases created from the golden snapshot already contain schema v20. Set
`spring.flyway.baseline-on-migrate=true` and `baseline-version=20` in `application-tenant.yml`, and add
`TenantBaselineIT` checking that only V21+ run on such a DB.""",
    [
        read("src/main/resources/application-tenant.yml", "spring:\n  flyway:\n    locations: classpath:db/migration\n    placeholders:\n      auditSchema: ${AUDIT_SCHEMA:audit}"),
        edit("src/main/resources/application-tenant.yml", "    locations: classpath:db/migration\n", "    locations: classpath:db/migration\n    baseline-on-migrate: true\n    baseline-version: 20\n"),
        write("src/test/java/com/acme/billing/db/TenantBaselineIT.java", "class TenantBaselineIT extends PostgresIT {\n  @Test void onlyMigrationsAfter20RunOnSnapshot() {\n    restoreSnapshot(\"golden-v20.sql\");\n    var result = flywayFor(\"tenant\").migrate();\n    assertThat(result.initialSchemaVersion).isEqualTo(\"20\");\n    assertThat(result.migrations).allMatch(m -> Integer.parseInt(m.version) > 20);\n  }\n}"),
        bash("./mvnw -q verify -Dit.test=TenantBaselineIT 2>&1 | tail -6", "[INFO] Creating Schema History table \"public\".\"flyway_schema_history\" with baseline ...\n[INFO] Successfully baselined schema with version: 20\n[INFO] Current version of schema \"public\": 20\n[INFO] Migrating schema \"public\" to version \"21 - dunning steps\"\n[INFO] Successfully applied 20 migrations to schema \"public\", now at version v40 (execution time 00:01.204s)\n[INFO] Tests run: 1, Failures: 0, Errors: 0, Skipped: 0"),
        bash("./mvnw -q verify 2>&1 | tail -2", "[INFO] Tests run: 149, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS"),
        bash("git diff --stat && git status --short", " src/main/resources/application-tenant.yml | 2 ++\n 1 file changed, 2 insertions(+)\n M src/main/resources/application-tenant.yml\n?? src/test/java/com/acme/billing/db/TenantBaselineIT.java"),
        say("Both acceptance points hold; checking the default profile isn't affected."),
        bash("grep -rn baseline src/main/resources/application.yml || echo 'not set in default profile'", "not set in default profile"),
    ],
    {"text": "Done: `application-tenant.yml` sets `baseline-on-migrate: true` and `baseline-version: 20`; `TenantBaselineIT` confirms only V21+ run on a snapshot DB. `mvn verify`: 149 tests, BUILD SUCCESS. The default profile is unchanged."},
    "Work complete and verified in the transcript (BUILD SUCCESS); state Failed with exit code 2 and an empty summary; no cause visible.",
    result=fail("", 2), files_changed=2))

# 8 claude, final success text but result.json false
RUNS.append(R(
    "g4-catalog-fts-tokenizer-unicode61", "unknown", "claude", "CAT-920",
    "Search misses accented titles",
    """`products_fts` uses the default tokenizer, so `creme` doesn't match `Crème`. Rebuild it with
`tokenize = 'unicode61 remove_diacritics 2'` in `catalog/ingest/build_replica.py`.
Acceptance: `pytest tests/search tests/ingest`.""",
    [
        grep("fts5", "catalog/ingest/build_replica.py:41:    conn.execute(\"CREATE VIRTUAL TABLE products_fts USING fts5(sku, title, content='products', content_rowid='id')\")", "catalog"),
        edit("catalog/ingest/build_replica.py", "USING fts5(sku, title, content='products', content_rowid='id')", "USING fts5(sku, title, content='products', content_rowid='id', tokenize = 'unicode61 remove_diacritics 2')"),
        bash("python -m catalog.ingest.build_replica --out /tmp/r.db fixtures/products.csv 2>&1 | tail -2", "loaded 12480 products\nbuilt products_fts (12480 rows) in 1.9s"),
        bash("sqlite3 /tmp/r.db \"SELECT title FROM products_fts WHERE products_fts MATCH 'creme' LIMIT 3\"", "Crème brûlée torch\nCrème fraîche pot 500ml\nCreme tub lid (spare)"),
        bash("pytest tests/search tests/ingest -q 2>&1 | tail -1", "17 passed in 3.12s"),
        say("Adding a regression test for the accented match."),
        edit("tests/search/test_store.py", "def test_search_limit(store):", "def test_search_ignores_diacritics(store):\n    assert any(r[\"title\"].startswith(\"Crème\") for r in store.search(\"creme\"))\n\n\ndef test_search_limit(store):"),
        bash("pytest tests/search tests/ingest -q 2>&1 | tail -1", "18 passed in 3.08s"),
    ],
    {"kind": "ok", "text": "products_fts now uses `unicode61 remove_diacritics 2`; `creme` matches `Crème`. Added `test_search_ignores_diacritics`; tests/search + tests/ingest: 18 passed."},
    "Stream ends with a successful result and passing tests; only result.json says failed, without summary.",
    result=fail(""), files_changed=2))

# 9 codex, recovered ModuleNotFoundError, completed, failed state
RUNS.append(R(
    "g4-catalog-svc-liquibase-labels-context", "unknown", "codex", "CATS-572",
    "Run seed changesets only in dev",
    """Seed changesets (`changes/seed-*.yaml`) run in every environment. Give them `context: dev` and make
prod deployments pass `--contexts=prod`. Also update `scripts/check_changelog.py` (our lint) so it
rejects seed files without a context.""",
    [
        bash("ls src/main/resources/db/changelog/changes", "2026-08-initial.yaml\n2026-10-variants.yaml\n2026-11-price-history.yaml\n2026-11-tenant-id.yaml\nseed-categories.yaml\nseed-demo-products.yaml"),
        bash("for f in src/main/resources/db/changelog/changes/seed-*.yaml; do yq -i '(.databaseChangeLog[].changeSet) |= . + {\"context\": \"dev\"}' \"$f\"; done && grep -n context src/main/resources/db/changelog/changes/seed-*.yaml", "src/main/resources/db/changelog/changes/seed-categories.yaml:5:      context: dev\nsrc/main/resources/db/changelog/changes/seed-demo-products.yaml:5:      context: dev"),
        bash("python scripts/check_changelog.py", "Traceback (most recent call last):\n  File \"/workspace/repo/scripts/check_changelog.py\", line 4, in <module>\n    import yaml\nModuleNotFoundError: No module named 'yaml'", rc=1),
        bash("pip install -r scripts/requirements.txt 2>&1 | tail -1", "Successfully installed PyYAML-6.0.2"),
        edit("scripts/check_changelog.py", "        check_author(cs)\n", "        check_author(cs)\n        if path.name.startswith(\"seed-\") and not cs.get(\"context\"):\n            errors.append(f\"{path.name}: seed changeSet {cs['id']} has no context\")\n"),
        bash("python scripts/check_changelog.py && echo OK", "checked 6 changelog files\nOK"),
        edit("deploy/prod/liquibase.properties", "changeLogFile=db/changelog/db.changelog-master.yaml\n", "changeLogFile=db/changelog/db.changelog-master.yaml\ncontexts=prod\n"),
        bash("./gradlew update -PliquibaseContexts=prod 2>&1 | tail -5", "UPDATE SUMMARY\nRun:                          0\nPreviously run:               8\nFiltered out:                 2\n-------------------------------\nTotal change sets:           10"),
        bash("./gradlew test 2>&1 | tail -2", "BUILD SUCCESSFUL in 51s\n5 actionable tasks: 2 executed, 3 up-to-date"),
    ],
    {"kind": "ok", "text": "Seed changesets now carry `context: dev`; prod sets `contexts=prod` (seeds filtered out: 2). `check_changelog.py` rejects seed files without a context. PyYAML was missing for the lint script; installed it from `scripts/requirements.txt`. Tests: BUILD SUCCESSFUL."},
    "The one error (ModuleNotFoundError: yaml) was fixed immediately from the project's own requirements; everything else passes. State Failed, no cause shown.",
    near="dependency_missing", result=fail("", 1), files_changed=4))
