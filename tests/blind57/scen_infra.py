"""infra_failure runs."""
from common import R, fail, say, think, bash, read, grep, edit, write, pytest_pass

RUNS = []

# 1 OOM kill of the test run (claude, no result line)
RUNS.append(R(
    "g4-ledger-partial-index-open-entries", "infra_failure", "claude", "LEDG-330",
    "Partial index for open ledger entries",
    """Queries on `ledger_entries WHERE settled_at IS NULL` scan 90M rows. Add an Alembic revision
creating `ix_ledger_entries_open` as a partial index (`postgresql_where=settled_at IS NULL`),
built `CONCURRENTLY` (use `autocommit_block`).

Acceptance: `pytest tests/migrations -q` passes (it runs upgrade/downgrade against a
Testcontainers Postgres).""",
    [
        say("Checking the current Alembic head and how earlier concurrent indexes were written."),
        bash("alembic heads && grep -rln autocommit_block migrations/versions | head -3", "d2c4b6a8e0f1 (head)\nmigrations/versions/6a1b9c3d5e7f_payments_created_idx.py"),
        read("migrations/versions/6a1b9c3d5e7f_payments_created_idx.py", 'from alembic import op\n\nrevision = "6a1b9c3d5e7f"\ndown_revision = "51e0aa7c2b19"\n\n\ndef upgrade():\n    with op.get_context().autocommit_block():\n        op.create_index("ix_payments_created", "payments", ["created_at"], postgresql_concurrently=True)\n\n\ndef downgrade():\n    with op.get_context().autocommit_block():\n        op.drop_index("ix_payments_created", table_name="payments", postgresql_concurrently=True)'),
        write("migrations/versions/0b7e5f3a9c21_ledger_entries_open_idx.py", 'import sqlalchemy as sa\nfrom alembic import op\n\nrevision = "0b7e5f3a9c21"\ndown_revision = "d2c4b6a8e0f1"\n\n\ndef upgrade():\n    with op.get_context().autocommit_block():\n        op.create_index(\n            "ix_ledger_entries_open", "ledger_entries", ["account_id"],\n            postgresql_where=sa.text("settled_at IS NULL"), postgresql_concurrently=True,\n        )\n\n\ndef downgrade():\n    with op.get_context().autocommit_block():\n        op.drop_index("ix_ledger_entries_open", table_name="ledger_entries", postgresql_concurrently=True)'),
        read("tests/migrations/conftest.py", 'import pytest\nfrom testcontainers.postgres import PostgresContainer\n\n\n@pytest.fixture(scope="session")\ndef pg():\n    with PostgresContainer("postgres:16-alpine", mem_limit="2g") as c:\n        yield c\n\n\n@pytest.fixture(scope="session")\ndef seeded(pg):\n    # 5M synthetic ledger rows so the planner actually uses the index\n    load_fixture(pg, "fixtures/ledger_5m.sql.gz")\n    return pg'),
        bash("pytest tests/migrations -q -x 2>&1 | tail -20", None and "", rc=137, ev=True),
        say("The test process was killed (exit 137) while seeding. Checking the container's memory accounting."),
        bash("cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events; dmesg 2>/dev/null | tail -3", "4294967296\nlow 0\nhigh 0\nmax 412\noom 3\noom_kill 3\noom_group_kill 0\n[81234.551201] Memory cgroup out of memory: Killed process 3187 (python) total-vm:5902144kB, anon-rss:3987212kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:8012kB oom_score_adj:0", ev=True),
        say("The 5M-row fixture load plus the Postgres container exceed the 4 GiB sandbox limit. Retrying only the migration round-trip test, which doesn't need the seeded data."),
        bash("pytest tests/migrations/test_roundtrip.py -q", None, rc=None, ev=True),
    ],
    {"kind": "none"},
    "The test run is OOM-killed (exit 137, cgroup oom_kill 3 on a 4 GiB limit) and the engine itself dies during the retry with no result line.",
    result=fail("claude-code exited with code 137 (container OOMKilled, limit 4Gi) before reporting a result.", 137),
    files_changed=1))
RUNS[-1]["steps"][5] = bash("pytest tests/migrations -q -x 2>&1 | tail -20", "============================= test session starts ==============================\ncollected 6 items\n\ntests/migrations/test_roundtrip.py Killed", rc=137, ev=True)

# 2 npm registry unreachable -> install fails (codex), looks like missing dependency
RUNS.append(R(
    "g4-tenants-api-prisma-soft-delete-extension", "infra_failure", "codex", "TEN-433",
    "Soft delete for tenants via a Prisma client extension",
    """Deleting a tenant must set `deletedAt` instead of removing the row, and `findMany`/`findUnique`
must hide soft-deleted rows. Implement it as a Prisma Client extension in `src/db/client.ts`
(`$extends` with a `query` component). Add the `deletedAt DateTime?` column with a migration.

Acceptance: `npx prisma migrate dev` succeeds, `npm test -- tenants` passes.""",
    [
        think("**Getting dependencies in place**\n\nFresh checkout: node_modules is absent. I'll install with npm ci before touching the schema."),
        bash("ls; test -d node_modules || echo 'no node_modules'", "README.md\npackage-lock.json\npackage.json\nprisma\nsrc\ntest\ntsconfig.json\nno node_modules"),
        bash("npm ci 2>&1 | tail -12", "npm warn retry will retry, error on last attempt: Error: connect ETIMEDOUT 104.16.3.35:443\nnpm warn retry will retry, error on last attempt: Error: connect ETIMEDOUT 104.16.3.35:443\nnpm error code ETIMEDOUT\nnpm error syscall connect\nnpm error errno ETIMEDOUT\nnpm error network request to https://registry.npmjs.org/@prisma%2fclient/-/client-5.22.0.tgz failed, reason: connect ETIMEDOUT 104.16.3.35:443\nnpm error network This is a problem related to network connectivity.\nnpm error network In most cases you are behind a proxy or have bad network settings.\nnpm error network\nnpm error network If you are behind a proxy, please make sure that the\nnpm error network 'proxy' config is set properly.  See: 'npm help config'\nnpm error A complete log of this run can be found in: /home/agent/.npm/_logs/2026-11-14T10_21_07_331Z-debug-0.log", rc=1, ev=True),
        bash("npm config get registry; curl -sS -m 10 -o /dev/null -w '%{http_code}' https://registry.npmjs.org/", "https://registry.npmjs.org/\ncurl: (28) Connection timed out after 10002 milliseconds", rc=28, ev=True),
        read("prisma/schema.prisma", 'generator client {\n  provider = "prisma-client-js"\n}\n\ndatasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n}\n\nmodel Tenant {\n  id        String   @id @default(uuid())\n  name      String\n  plan      String   @default("free")\n  createdAt DateTime @default(now())\n}'),
        edit("prisma/schema.prisma", '  createdAt DateTime @default(now())\n}', '  createdAt DateTime @default(now())\n  deletedAt DateTime?\n\n  @@index([deletedAt])\n}'),
        read("src/db/client.ts", "import { PrismaClient } from '@prisma/client';\n\nexport const prisma = new PrismaClient();"),
        write("src/db/client.ts", "import { PrismaClient } from '@prisma/client';\n\nconst base = new PrismaClient();\n\nexport const prisma = base.$extends({\n  query: {\n    tenant: {\n      async delete({ args }) {\n        return base.tenant.update({ where: args.where, data: { deletedAt: new Date() } });\n      },\n      async findMany({ args, query }) {\n        args.where = { ...args.where, deletedAt: null };\n        return query(args);\n      },\n      async findUnique({ args }) {\n        return base.tenant.findFirst({ where: { ...args.where, deletedAt: null } });\n      },\n    },\n  },\n});"),
        bash("npx prisma migrate dev --name tenant_soft_delete 2>&1 | tail -6", "npm error code ETIMEDOUT\nnpm error syscall connect\nnpm error errno ETIMEDOUT\nnpm error network request to https://registry.npmjs.org/prisma failed, reason: connect ETIMEDOUT 104.16.3.35:443\nnpm error network This is a problem related to network connectivity.", rc=1, ev=True),
        bash("npm ci --prefer-offline 2>&1 | tail -3", "npm error code ENOTCACHED\nnpm error request to https://registry.npmjs.org/@prisma%2fclient failed: cache mode is 'only-if-cached' but no cached response is available.\nnpm error A complete log of this run can be found in: /home/agent/.npm/_logs/2026-11-14T10_24_51_093Z-debug-0.log", rc=1),
        bash("npm test -- tenants 2>&1 | tail -4", "sh: 1: jest: not found", rc=127),
    ],
    {"kind": "ok", "text": "I added `deletedAt` to `Tenant` in `prisma/schema.prisma` and a `$extends` query extension in `src/db/client.ts` (delete → update deletedAt; findMany/findUnique filter deleted rows). I could not install dependencies: every request to registry.npmjs.org timed out (`connect ETIMEDOUT 104.16.3.35:443`, curl also times out), so the migration was not generated and the tests were not run."},
    "npm ci and npx prisma fail with connect ETIMEDOUT to registry.npmjs.org, curl times out too: the package index is unreachable. 'jest: not found' is a consequence, not a missing dependency.",
    near="dependency_missing", result=fail("Registry unreachable (ETIMEDOUT); dependencies not installed, migration not generated, tests not run."),
    files_changed=2))

# 3 usage limit while a module is still missing (claude)
RUNS.append(R(
    "g4-shop-ledger-row-lock-retry", "infra_failure", "claude", "SHOP-1822",
    "Retry stock reservation on lock contention",
    """`reserve_stock()` in `shop/inventory/services.py` uses `select_for_update(nowait=True)` and
surfaces `DatabaseError: could not obtain lock on row` to customers during flash sales.
Retry up to 3 times with jitter (use the `tenacity` library already listed in `requirements.txt`),
then raise `StockBusy`.

Acceptance: `pytest tests/inventory` passes.""",
    [
        read("shop/inventory/services.py", 'from django.db import transaction\n\nfrom shop.inventory.models import StockItem\n\n\nclass StockBusy(Exception):\n    pass\n\n\ndef reserve_stock(sku: str, qty: int) -> None:\n    with transaction.atomic():\n        item = StockItem.objects.select_for_update(nowait=True).get(sku=sku)\n        if item.available < qty:\n            raise ValueError("insufficient stock")\n        item.available -= qty\n        item.save(update_fields=["available"])'),
        read("tests/inventory/test_services.py", 'import pytest\nfrom django.db import DatabaseError\n\nfrom shop.inventory.services import StockBusy, reserve_stock\n\n\n@pytest.mark.django_db(transaction=True)\ndef test_retries_then_raises_stock_busy(lock_row):\n    lock_row("SKU-1")\n    with pytest.raises(StockBusy):\n        reserve_stock("SKU-1", 1)\n\n\n@pytest.mark.django_db(transaction=True)\ndef test_succeeds_after_lock_released(lock_row_for):\n    lock_row_for("SKU-1", seconds=0.05)\n    reserve_stock("SKU-1", 1)'),
        bash("grep -n tenacity requirements.txt", "14:tenacity==9.0.0"),
        edit("shop/inventory/services.py", 'from django.db import transaction\n', 'from django.db import DatabaseError, transaction\nfrom tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_random_exponential\n'),
        edit("shop/inventory/services.py", 'def reserve_stock(sku: str, qty: int) -> None:\n    with transaction.atomic():', '@retry(\n    retry=retry_if_exception_type(DatabaseError),\n    stop=stop_after_attempt(3),\n    wait=wait_random_exponential(multiplier=0.05, max=0.5),\n    reraise=True,\n)\ndef _reserve(sku: str, qty: int) -> None:\n    with transaction.atomic():'),
        bash("pytest tests/inventory -q 2>&1 | tail -10", "==================================== ERRORS ====================================\n_______________ ERROR collecting tests/inventory/test_services.py _______________\nImportError while importing test module '/workspace/repo/tests/inventory/test_services.py'.\nTraceback:\ntests/inventory/test_services.py:5: in <module>\n    from shop.inventory.services import StockBusy, reserve_stock\nshop/inventory/services.py:2: in <module>\n    from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_random_exponential\nE   ModuleNotFoundError: No module named 'tenacity'\n1 error in 0.52s", rc=2),
        say("tenacity is pinned in requirements.txt but not installed in this venv. Installing the pinned requirements."),
        bash("pip install -r requirements.txt 2>&1 | tail -3", None, rc=None),
    ],
    {"kind": "err", "subtype": "success", "text": "Claude AI usage limit reached|1763222400", "ev": True},
    "The session ends on the provider usage limit (is_error result 'Claude AI usage limit reached') while pip install was still running; the missing tenacity module was about to be installed from the project's own requirements.",
    near="dependency_missing", result=fail("Claude AI usage limit reached; session ended during pip install."),
    files_changed=1))

# 4 disk full on docker pull (osmia)
RUNS.append(R(
    "g4-billing-svc-flyway-credit-notes-table", "infra_failure", "osmia", "BIL-655",
    "Credit notes table",
    """Add `credit_notes` (id, invoice_id FK, amount_cents, reason, created_at) with Flyway migration
`V39__credit_notes.sql` and the JPA entity `CreditNote`. Acceptance: `./mvnw -q verify`.""",
    [
        say("Looking at the latest migration and the Invoice entity."),
        bash("ls src/main/resources/db/migration | tail -2 && sed -n 1,30p src/main/java/com/acme/billing/invoice/Invoice.java", "V37__invoices_currency_not_null.sql\nV38__invoices_status_due_idx.sql\npackage com.acme.billing.invoice;\n\nimport jakarta.persistence.*;\n\n@Entity\n@Table(name = \"invoices\")\npublic class Invoice {\n  @Id @GeneratedValue(strategy = GenerationType.IDENTITY)\n  private Long id;\n  private long totalCents;\n  private String currency;\n}"),
        write("src/main/resources/db/migration/V39__credit_notes.sql", "CREATE TABLE credit_notes (\n    id           BIGSERIAL PRIMARY KEY,\n    invoice_id   BIGINT      NOT NULL REFERENCES invoices (id),\n    amount_cents BIGINT      NOT NULL CHECK (amount_cents > 0),\n    reason       TEXT        NOT NULL,\n    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()\n);\nCREATE INDEX credit_notes_invoice_idx ON credit_notes (invoice_id);"),
        write("src/main/java/com/acme/billing/invoice/CreditNote.java", "package com.acme.billing.invoice;\n\nimport jakarta.persistence.*;\nimport java.time.OffsetDateTime;\n\n@Entity\n@Table(name = \"credit_notes\")\npublic class CreditNote {\n  @Id @GeneratedValue(strategy = GenerationType.IDENTITY)\n  private Long id;\n  @ManyToOne(optional = false) @JoinColumn(name = \"invoice_id\")\n  private Invoice invoice;\n  private long amountCents;\n  private String reason;\n  private OffsetDateTime createdAt = OffsetDateTime.now();\n}"),
        bash("./mvnw -q verify 2>&1 | tail -12", "[ERROR] Could not start container\norg.testcontainers.containers.ContainerLaunchException: Container startup failed for image postgres:16.4\nCaused by: org.testcontainers.containers.ContainerFetchException: Can't get Docker image: RemoteDockerImage(imageName=postgres:16.4, imagePullPolicy=DefaultPullPolicy())\nCaused by: com.github.dockerjava.api.exception.InternalServerErrorException: Status 500: {\"message\":\"failed to register layer: write /var/lib/docker/overlay2/9c1e7f0d/diff/usr/lib/postgresql/16/lib/llvmjit.so: no space left on device\"}\n[ERROR] Tests run: 146, Failures: 0, Errors: 41, Skipped: 0\n[ERROR] BUILD FAILURE", rc=1, ev=True),
        bash("df -h / /var/lib/docker /tmp", "Filesystem      Size  Used Avail Use% Mounted on\noverlay          40G   40G     0 100% /\n/dev/nvme1n1     40G   40G     0 100% /var/lib/docker\ntmpfs           2.0G  2.0G     0 100% /tmp", ev=True),
        say("The node's disk is full. Trying to free build output before retrying."),
        bash("./mvnw -q clean 2>&1 | tail -2; df -h / | tail -1", "[ERROR] Failed to delete /workspace/repo/target/surefire-reports: No space left on device\noverlay          40G   40G     0 100% /", rc=1, ev=True),
        bash("docker system df", "TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE\nImages          61        2         37.8GB    36.1GB (95%)\nContainers      2         2         12kB      0B (0%)\nLocal Volumes   14        1         1.9GB     1.9GB (99%)\nBuild Cache     0         0         0B        0B"),
        say("Images belong to other jobs on this shared node, so I won't prune them."),
    ],
    {"kind": "fail", "text": "Migration V39 and CreditNote entity written; verify could not run: Docker layer extraction failed with 'no space left on device' (/ and /var/lib/docker 100% full on the shared build node)."},
    "Testcontainers cannot pull postgres because the build node's disk is full (no space left on device; df shows 100%).",
    result=fail("mvn verify BUILD FAILURE: docker pull failed, no space left on device.", 1), files_changed=2))

# 5 harness timeout (transcript, TimedOut, no result line from agent)
RUNS.append(R(
    "g4-storefront-archive-old-orders-batch", "infra_failure", "claude-transcript", "SF-2231",
    "Move orders older than 3 years to archived_orders",
    """Write an ActiveRecord migration + rake task `orders:archive` that moves orders older than
3 years into `archived_orders` in batches of 5 000 (`in_batches`), each batch in its own
transaction. Acceptance: `bundle exec rspec spec/tasks/orders_archive_spec.rb` passes.""",
    [
        say("I'll look at the orders schema and existing rake tasks."),
        bash("grep -n 'create_table \"orders\"' -A12 db/schema.rb", '88:  create_table "orders", force: :cascade do |t|\n89:    t.bigint "customer_id", null: false\n90:    t.string "state", null: false\n91:    t.integer "total_cents", null: false\n92:    t.datetime "placed_at", null: false\n93:    t.timestamps\n94:    t.index ["customer_id"], name: "index_orders_on_customer_id"\n95:    t.index ["placed_at"], name: "index_orders_on_placed_at"'),
        read("spec/tasks/orders_archive_spec.rb", "require \"rails_helper\"\nrequire \"rake\"\n\nRSpec.describe \"orders:archive\" do\n  before(:all) { BulkSeed.orders(250_000, placed_between: 6.years.ago..1.day.ago) }\n\n  it \"moves only orders older than 3 years\" do\n    expect { Rake::Task[\"orders:archive\"].invoke }\n      .to change(ArchivedOrder, :count).by(BulkSeed.older_than(3.years))\n  end\nend"),
        read("app/models/order.rb", "class Order < ApplicationRecord\n  belongs_to :customer\n  has_many :line_items, dependent: :delete_all\nend"),
        bash("ls lib/tasks", "customers.rake\nsearch.rake"),
        write("app/models/archived_order.rb", "class ArchivedOrder < ApplicationRecord\n  belongs_to :customer\nend"),
        write("db/migrate/20261115120000_create_archived_orders.rb", "class CreateArchivedOrders < ActiveRecord::Migration[7.1]\n  def change\n    create_table :archived_orders do |t|\n      t.bigint :customer_id, null: false\n      t.string :state, null: false\n      t.integer :total_cents, null: false\n      t.datetime :placed_at, null: false\n      t.timestamps\n    end\n    add_index :archived_orders, :placed_at\n  end\nend"),
        write("lib/tasks/orders_archive.rake", "namespace :orders do\n  desc \"Move orders older than 3 years to archived_orders\"\n  task archive: :environment do\n    cutoff = 3.years.ago\n    Order.where(\"placed_at < ?\", cutoff).in_batches(of: 5_000) do |batch|\n      Order.transaction do\n        ArchivedOrder.insert_all(batch.map { |o| o.attributes.except(\"id\") })\n        batch.delete_all\n      end\n    end\n  end\nend"),
        bash("bin/rails db:migrate 2>&1 | tail -3", "== 20261115120000 CreateArchivedOrders: migrating ============================\n-- create_table(:archived_orders)\n   -> 0.0102s\n== 20261115120000 CreateArchivedOrders: migrated (0.0121s) ===================="),
        bash("bundle exec rspec spec/tasks/orders_archive_spec.rb 2>&1 | tail -8", "Randomized with seed 40211\n\nOrders archive\n  seeding 250000 orders (spec/support/bulk_seed.rb)\n", rc=None, ev=True),
    ],
    {},
    "The harness wall-clock limit expired while the spec's bulk seed was running; the engine was terminated (SIGTERM, exit 124) without any error from the code.",
    state="TimedOut", result=fail("Task exceeded the 45 min wall-clock limit; engine terminated with SIGTERM.", 124), files_changed=3))
RUNS[-1]["steps"][-1]["rc"] = None

# 6 provider outage (codex error events)
RUNS.append(R(
    "g4-catalog-svc-liquibase-tenant-column", "infra_failure", "codex", "CATS-530",
    "Add tenant_id to product tables",
    """Add a nullable `tenant_id UUID` to `products` and `product_variants` via a new Liquibase
changeset file `db/changelog/changes/2026-11-tenant-id.yaml`, included from the master changelog.
Acceptance: `./gradlew update test` passes.""",
    [
        think("**Reading the master changelog**"),
        read("src/main/resources/db/changelog/db.changelog-master.yaml", "databaseChangeLog:\n  - include:\n      file: changes/2026-08-initial.yaml\n      relativeToChangelogFile: true\n  - include:\n      file: changes/2026-10-variants.yaml\n      relativeToChangelogFile: true"),
        read("src/main/resources/db/changelog/changes/2026-10-variants.yaml", "databaseChangeLog:\n  - changeSet:\n      id: 2026-10-variants-1\n      author: mfischer\n      changes:\n        - createTable:\n            tableName: product_variants\n            columns:\n              - column: { name: id, type: BIGSERIAL, constraints: { primaryKey: true } }\n              - column: { name: product_id, type: BIGINT, constraints: { nullable: false } }"),
        write("src/main/resources/db/changelog/changes/2026-11-tenant-id.yaml", "databaseChangeLog:\n  - changeSet:\n      id: 2026-11-tenant-id-1\n      author: codex\n      changes:\n        - addColumn:\n            tableName: products\n            columns:\n              - column: { name: tenant_id, type: UUID }\n        - addColumn:\n            tableName: product_variants\n            columns:\n              - column: { name: tenant_id, type: UUID }"),
        edit("src/main/resources/db/changelog/db.changelog-master.yaml", "      file: changes/2026-10-variants.yaml\n      relativeToChangelogFile: true", "      file: changes/2026-10-variants.yaml\n      relativeToChangelogFile: true\n  - include:\n      file: changes/2026-11-tenant-id.yaml\n      relativeToChangelogFile: true"),
        bash("./gradlew update 2>&1 | tail -8", "> Task :update\nliquibase-plugin: Running the 'main' activity...\nRunning Changeset: db/changelog/changes/2026-11-tenant-id.yaml::2026-11-tenant-id-1::codex\nUPDATE SUMMARY\nRun:                          1\nPreviously run:               6\nFiltered out:                 0\n-------------------------------\nTotal change sets:            7\nLiquibase: Update has been successful. Rows affected: 0\n\nBUILD SUCCESSFUL in 9s"),
        bash("./gradlew test 2>&1 | tail -5", "> Task :test\n\nProductRepositoryTest > savesVariantWithTenant() FAILED\n    org.opentest4j.AssertionFailedError: expected: <3f0e...> but was: <null>\n\n41 tests completed, 1 failed\nBUILD FAILED in 47s", rc=1),
        bash("rg -n \"class ProductVariant|@Column\" src/main/java/com/acme/catalog/product/ProductVariant.java", "12:public class ProductVariant {\n17:  @Column(name = \"product_id\", nullable = false)\n20:  @Column(nullable = false)"),
        think("**Mapping the new column**\n\nThe entity needs the tenantId field. Checking ProductVariant.java next."),
        {"k": "say", "text": "Reconnecting... 1/5", "ev": False},
    ],
    {"kind": "failed", "text": "stream disconnected before completion: exceeded retry limit, last status: 503 Service Unavailable", "ev": True},
    "The model stream dropped with repeated 503s from the provider (turn.failed: exceeded retry limit, last status 503) in the middle of the task.",
    result=fail("codex exec: turn failed (503 Service Unavailable, retry limit exceeded)."), files_changed=2))
# Codex shows reconnect notices as error events rather than messages
RUNS[-1]["steps"][-1] = {"k": "think", "text": "**Opening the variant entity**", "ev": False}
RUNS[-1]["extra_tail"] = None

# 7 API overloaded (claude) with lock-wait subject
RUNS.append(R(
    "g4-warehouse-mysql-pick-list-skip-locked", "infra_failure", "claude", "WH-281",
    "Pickers block each other on the pick list",
    """Two pickers fetching the next pick task block each other for 50 s and one gets
`ERROR 1205 (HY000): Lock wait timeout exceeded`. Use `SELECT ... FOR UPDATE SKIP LOCKED`
(MySQL 8) in `warehouse/picking/repo.py::claim_next_task`.

Acceptance: `pytest tests/picking -q` (the concurrency test starts two connections).""",
    [
        read("warehouse/picking/repo.py", 'CLAIM_SQL = """\nSELECT id FROM pick_tasks\nWHERE status = \'open\' AND zone = %s\nORDER BY priority DESC, id\nLIMIT 1\nFOR UPDATE\n"""\n\n\ndef claim_next_task(conn, zone):\n    with conn.cursor() as cur:\n        cur.execute(CLAIM_SQL, (zone,))\n        row = cur.fetchone()\n        if row is None:\n            return None\n        cur.execute("UPDATE pick_tasks SET status = \'claimed\' WHERE id = %s", (row[0],))\n        return row[0]'),
        bash("pytest tests/picking -q 2>&1 | tail -12", "..F                                                                      [100%]\n=================================== FAILURES ===================================\n______________________ test_two_pickers_do_not_block ____________________________\nE       pymysql.err.OperationalError: (1205, 'Lock wait timeout exceeded; try restarting transaction')\n\ntests/picking/test_concurrency.py:31: OperationalError\n----------------------------- Captured stdout call -----------------------------\npicker-b waited 5.01s (innodb_lock_wait_timeout=5 in test profile)\n=========================== short test summary info ============================\nFAILED tests/picking/test_concurrency.py::test_two_pickers_do_not_block - pymysql.err.OperationalError: (1205, 'Lock wait timeout exceeded; try restarting transaction')\n1 failed, 2 passed in 6.12s", rc=1),
        say("That's the ticket's symptom reproduced. Switching the claim query to SKIP LOCKED."),
        edit("warehouse/picking/repo.py", "LIMIT 1\nFOR UPDATE\n", "LIMIT 1\nFOR UPDATE SKIP LOCKED\n"),
        bash("pytest tests/picking -q 2>&1 | tail -3", "...                                                                      [100%]\n3 passed in 1.04s"),
        bash("mysql -h 127.0.0.1 -u wh -pwh wh -e 'SELECT VERSION()' 2>/dev/null", "VERSION()\n8.0.39"),
        say("Passing. Adding a regression case for an empty zone while I'm here, as the ticket's follow-up asks for."),
        read("tests/picking/test_concurrency.py", "def test_two_pickers_do_not_block(two_conns, seeded_zone):\n    a, b = two_conns\n    a.begin(); b.begin()\n    first = claim_next_task(a, seeded_zone)\n    t0 = time.monotonic()\n    second = claim_next_task(b, seeded_zone)\n    print(f\"picker-b waited {time.monotonic() - t0:.2f}s\")\n    assert first != second", start=20),
    ],
    {"kind": "err", "subtype": "error_during_execution", "text": "API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}", "ev": True},
    "The fix works (3 passed), but the session ends on a provider error 'API Error: 529 overloaded_error' before the agent finishes; the lock-wait timeout is the bug being fixed.",
    result=fail("API Error: 529 overloaded_error; session aborted."), files_changed=1))

# 8 network unreachable -> pip install fails after ModuleNotFoundError (transcript)
RUNS.append(R(
    "g4-notes-app-sqlite-wal-checkpoint", "infra_failure", "claude-transcript", "NOTE-64",
    "Checkpoint the SQLite WAL on shutdown",
    """`notes.db-wal` grows to several GB on long-running desktop sessions. On app shutdown call
`PRAGMA wal_checkpoint(TRUNCATE)`; use `sqlite-utils` (already in `pyproject.toml` extras `[dev]`)
in the test to inspect the WAL size.

Acceptance: `pytest tests/test_storage.py` passes.""",
    [
        read("notes/storage.py", 'import sqlite3\n\n\nclass Storage:\n    def __init__(self, path):\n        self.conn = sqlite3.connect(path)\n        self.conn.execute("PRAGMA journal_mode=WAL")\n\n    def close(self):\n        self.conn.close()'),
        edit("notes/storage.py", "    def close(self):\n        self.conn.close()", "    def close(self):\n        self.conn.execute(\"PRAGMA wal_checkpoint(TRUNCATE)\")\n        self.conn.close()"),
        bash("pytest tests/test_storage.py -q 2>&1 | tail -6", "ImportError while importing test module '/workspace/repo/tests/test_storage.py'.\nTraceback:\ntests/test_storage.py:3: in <module>\n    import sqlite_utils\nE   ModuleNotFoundError: No module named 'sqlite_utils'\n1 error in 0.12s", rc=2),
        bash("pip install -e '.[dev]' 2>&1 | tail -8", "Obtaining file:///workspace/repo\n  Installing build dependencies: started\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f2b1c3e0a90>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/setuptools/\nWARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f2b1c3e1f10>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/setuptools/\nERROR: Could not find a version that satisfies the requirement setuptools>=68 (from versions: none)\nERROR: No matching distribution found for setuptools>=68", rc=1, ev=True),
        bash("pip download sqlite-utils==3.37 -d /tmp/w 2>&1 | tail -2; getent hosts pypi.org || echo 'no DNS answer'", "WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f90a1b2c3d0>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/sqlite-utils/\nERROR: No matching distribution found for sqlite-utils==3.37\nno DNS answer", rc=1, ev=True),
        bash("ip route; cat /etc/resolv.conf | head -3", "nameserver 10.96.0.10\nsearch ci.svc.cluster.local svc.cluster.local\noptions ndots:5", ev=True),
        say("There's no default route out of this sandbox at all, so no package can be fetched. I can still check the checkpoint manually with the standard library."),
        bash("python - <<'EOF'\nimport os, sqlite3, tempfile\nfrom notes.storage import Storage\nd = tempfile.mkdtemp(); p = os.path.join(d, 'n.db')\ns = Storage(p); s.conn.execute('create table t(x)'); s.conn.executemany('insert into t values (?)', [(i,) for i in range(50000)]); s.conn.commit()\nprint('wal before', os.path.getsize(p + '-wal'))\ns.close(); print('wal after', os.path.getsize(p + '-wal') if os.path.exists(p + '-wal') else 0)\nEOF", "wal before 828552\nwal after 0"),
    ],
    {"text": "`Storage.close()` now runs `PRAGMA wal_checkpoint(TRUNCATE)` before closing (verified by hand: WAL 828 KB → 0). The acceptance test could not run: it imports `sqlite_utils`, and `pip install -e '.[dev]'` fails because the sandbox has no network route (`[Errno 101] Network is unreachable`, no DNS answer for pypi.org)."},
    "The dev extra cannot be installed because the sandbox has no network (Errno 101 Network is unreachable, no route, no DNS); the ModuleNotFoundError is a consequence.",
    near="dependency_missing", result=fail("Tests not run: pip could not reach the index (Network is unreachable)."), files_changed=1))

# 9 push fails: DNS resolution for git remote (codex)
RUNS.append(R(
    "g4-gateway-pgbouncer-pool-mode-txn", "infra_failure", "codex", "GW-119",
    "Switch pgbouncer to transaction pooling",
    """Set `pool_mode = transaction` in `deploy/pgbouncer/pgbouncer.ini`, disable server-side
prepared statements in the Go service (`pgx` `default_query_exec_mode=simple_protocol` in
`internal/db/pool.go`), run `go test ./...`, commit on branch `gw-119-txn-pooling` and push.""",
    [
        read("deploy/pgbouncer/pgbouncer.ini", "[databases]\ngateway = host=pg-primary port=5432 dbname=gateway\n\n[pgbouncer]\nlisten_port = 6432\nauth_type = scram-sha-256\npool_mode = session\ndefault_pool_size = 40\nserver_reset_query = DISCARD ALL"),
        edit("deploy/pgbouncer/pgbouncer.ini", "pool_mode = session", "pool_mode = transaction"),
        read("internal/db/pool.go", "package db\n\nimport (\n\t\"context\"\n\n\t\"github.com/jackc/pgx/v5/pgxpool\"\n)\n\nfunc NewPool(ctx context.Context, url string) (*pgxpool.Pool, error) {\n\tcfg, err := pgxpool.ParseConfig(url)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn pgxpool.NewWithConfig(ctx, cfg)\n}"),
        edit("internal/db/pool.go", "\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn pgxpool.NewWithConfig(ctx, cfg)", "\tif err != nil {\n\t\treturn nil, err\n\t}\n\t// pgbouncer runs in transaction mode: no server-side prepared statements.\n\tcfg.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeSimpleProtocol\n\treturn pgxpool.NewWithConfig(ctx, cfg)"),
        edit("internal/db/pool.go", "\t\"github.com/jackc/pgx/v5/pgxpool\"", "\t\"github.com/jackc/pgx/v5\"\n\t\"github.com/jackc/pgx/v5/pgxpool\""),
        bash("go test ./... 2>&1 | tail -8", "ok  \tgithub.com/acme/gateway/internal/api\t0.412s\nok  \tgithub.com/acme/gateway/internal/db\t2.904s\n--- PASS: TestPoolRejectsWhenServerRefuses (0.01s)\n    pool_test.go:44: dial tcp 127.0.0.1:1: connect: connection refused (expected)\nok  \tgithub.com/acme/gateway/internal/auth\t0.077s\nok  \tgithub.com/acme/gateway/internal/routing\t0.190s"),
        bash("git checkout -b gw-119-txn-pooling && git commit -qam 'GW-119: pgbouncer transaction pooling, simple protocol in pgx' && git log --oneline -1", "Switched to a new branch 'gw-119-txn-pooling'\n5c0e9a1 GW-119: pgbouncer transaction pooling, simple protocol in pgx"),
        bash("git push -u origin gw-119-txn-pooling 2>&1", "ssh: Could not resolve hostname git.acme.internal: Temporary failure in name resolution\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", rc=128, ev=True),
        bash("sleep 20; git push -u origin gw-119-txn-pooling 2>&1", "ssh: Could not resolve hostname git.acme.internal: Temporary failure in name resolution\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", rc=128, ev=True),
        bash("getent hosts git.acme.internal || nslookup git.acme.internal 2>&1 | tail -2", ";; connection timed out; no servers could be reached", rc=1, ev=True),
    ],
    {"kind": "ok", "text": "Changes are committed locally on `gw-119-txn-pooling` (pgbouncer `pool_mode = transaction`; pgx `QueryExecModeSimpleProtocol`), `go test ./...` passes. The push failed twice: `git.acme.internal` does not resolve and DNS queries time out (`no servers could be reached`), so the branch is not on the remote."},
    "Work is done but the push fails because DNS is down in the sandbox (Could not resolve hostname, nslookup 'no servers could be reached'); the git 'access rights' boilerplate is not the cause.",
    near="permission_blocked", result=fail("Branch not pushed: git remote host could not be resolved (DNS timeout)."), files_changed=2))
