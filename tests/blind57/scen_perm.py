"""permission_blocked runs."""
from common import R, fail, say, think, bash, read, grep, edit, write, deny, pytest_pass

RUNS = []

# 1 Bash denied by Claude permission system (claude)
RUNS.append(R(
    "g4-ledger-fx-rates-unique-constraint", "permission_blocked", "claude", "LEDG-344",
    "Duplicate FX rates for the same day",
    """`fx_rates` accepts two rows for the same (currency, rate_date), and the revaluation job picks one
at random. Add an Alembic revision that deletes duplicates (keep the latest `fetched_at`) and adds
`UNIQUE (currency, rate_date)`. Acceptance: `alembic upgrade head` and `pytest tests/fx` pass.""",
    [
        say("I'll look at the model and the latest revision."),
        read("ledger/models/fx.py", 'class FxRate(Base):\n    __tablename__ = "fx_rates"\n\n    id: Mapped[int] = mapped_column(primary_key=True)\n    currency: Mapped[str] = mapped_column(String(3))\n    rate_date: Mapped[date]\n    rate: Mapped[Decimal] = mapped_column(Numeric(18, 8))\n    fetched_at: Mapped[datetime] = mapped_column(server_default=func.now())'),
        grep("fx_rates", "migrations/versions/2f1e0d9c8b7a_fx_rates.py:14:    op.create_table(\n\"fx_rates\",", "migrations/versions"),
        deny("Bash", {"command": "alembic heads", "description": "Show current Alembic head"}, ev=True),
        say("I can't run shell commands here. I'll determine the head from the files instead."),
        grep("^down_revision", "migrations/versions/0b7e5f3a9c21_ledger_entries_open_idx.py:5:down_revision = \"d2c4b6a8e0f1\"\nmigrations/versions/d2c4b6a8e0f1_fx_rates_source.py:5:down_revision = \"2f1e0d9c8b7a\"", "migrations/versions"),
        write("migrations/versions/7c3a1e5b9d20_fx_rates_unique_day.py", 'from alembic import op\n\nrevision = "7c3a1e5b9d20"\ndown_revision = "0b7e5f3a9c21"\n\n\ndef upgrade():\n    op.execute("""\n        DELETE FROM fx_rates a USING fx_rates b\n        WHERE a.currency = b.currency AND a.rate_date = b.rate_date\n          AND (a.fetched_at, a.id) < (b.fetched_at, b.id)\n    """)\n    op.create_unique_constraint("uq_fx_rates_currency_day", "fx_rates", ["currency", "rate_date"])\n\n\ndef downgrade():\n    op.drop_constraint("uq_fx_rates_currency_day", "fx_rates", type_="unique")'),
        edit("ledger/models/fx.py", 'class FxRate(Base):\n    __tablename__ = "fx_rates"\n', 'class FxRate(Base):\n    __tablename__ = "fx_rates"\n    __table_args__ = (UniqueConstraint("currency", "rate_date", name="uq_fx_rates_currency_day"),)\n'),
        deny("Bash", {"command": "alembic upgrade head && pytest tests/fx -q", "description": "Apply migration and run FX tests"}, ev=True),
        deny("Bash", {"command": "pytest tests/fx -q", "description": "Run FX tests"}, ev=True),
    ],
    {"kind": "ok", "text": "I wrote revision `7c3a1e5b9d20` (dedupe keeping the latest `fetched_at`, then `UNIQUE (currency, rate_date)`) and added the constraint to `FxRate`. I could not run anything: every Bash call (`alembic heads`, `alembic upgrade head`, `pytest tests/fx`) was refused by the permission settings, so the migration and tests are unverified. Please allow `Bash(alembic:*)` and `Bash(pytest:*)`.", "ev": True},
    "Every Bash call (alembic, pytest) was refused by Claude's permission system; the result lists 3 permission_denials and the work is unverified.",
    result=fail("Acceptance commands not run: Bash denied by permission policy (3 denials)."), files_changed=2,
    permission_mode="default"))

# 2 read-only FS on makemigrations (codex)
RUNS.append(R(
    "g4-shop-order-fulfilment-status-field", "permission_blocked", "codex", "SHOP-1851",
    "Add fulfilment_status to Order",
    """Add `fulfilment_status` (choices: pending, picking, shipped, delivered; default pending) to
`shop.orders.models.Order`, generate the migration with `makemigrations`, and expose it read-only in
the order serializer. Acceptance: `pytest tests/orders`.""",
    [
        read("shop/orders/models.py", 'class Order(models.Model):\n    customer = models.ForeignKey("customers.Customer", on_delete=models.PROTECT)\n    status = models.CharField(max_length=16, choices=OrderStatus.choices, default=OrderStatus.OPEN)\n    total = models.DecimalField(max_digits=12, decimal_places=2)\n    created_at = models.DateTimeField(auto_now_add=True)'),
        edit("shop/orders/models.py", '    total = models.DecimalField(max_digits=12, decimal_places=2)\n', '    total = models.DecimalField(max_digits=12, decimal_places=2)\n    fulfilment_status = models.CharField(\n        max_length=16, choices=FulfilmentStatus.choices, default=FulfilmentStatus.PENDING\n    )\n'),
        edit("shop/orders/models.py", 'class Order(models.Model):', 'class FulfilmentStatus(models.TextChoices):\n    PENDING = "pending"\n    PICKING = "picking"\n    SHIPPED = "shipped"\n    DELIVERED = "delivered"\n\n\nclass Order(models.Model):'),
        bash("python manage.py makemigrations orders 2>&1 | tail -8", "Migrations for 'orders':\n  shop/orders/migrations/0048_order_fulfilment_status.py\n    - Add field fulfilment_status to order\nTraceback (most recent call last):\n  File \"/usr/local/lib/python3.12/site-packages/django/core/management/commands/makemigrations.py\", line 393, in write_migration_files\n    with open(writer.path, \"w\", encoding=\"utf-8\") as fh:\n         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\nOSError: [Errno 30] Read-only file system: '/workspace/repo/shop/orders/migrations/0048_order_fulfilment_status.py'", rc=1, ev=True),
        bash("touch shop/orders/migrations/.probe; mount | grep workspace", "touch: cannot touch 'shop/orders/migrations/.probe': Read-only file system\n/dev/vdb on /workspace/repo/shop/orders/migrations type ext4 (ro,relatime)\n/dev/vda1 on /workspace/repo type ext4 (rw,relatime)", rc=1, ev=True),
        think("**Migrations directory mounted read-only**\n\nThe migrations package is a separate read-only mount. I can't write the migration file there."),
        bash("python manage.py makemigrations orders --dry-run -v 3 2>&1 | sed -n 1,25p", "Migrations for 'orders':\n  shop/orders/migrations/0048_order_fulfilment_status.py\n    - Add field fulfilment_status to order\n# Generated by Django 5.1.3 on 2026-11-17 09:40\n\nfrom django.db import migrations, models\n\n\nclass Migration(migrations.Migration):\n\n    dependencies = [\n        ('orders', '0047_order_fulfilment_status_idx'),\n    ]\n\n    operations = [\n        migrations.AddField(\n            model_name='order',\n            name='fulfilment_status',\n            field=models.CharField(choices=[('pending', 'Pending'), ('picking', 'Picking'), ('shipped', 'Shipped'), ('delivered', 'Delivered')], default='pending', max_length=16),\n        ),\n    ]"),
        edit("shop/orders/serializers.py", '        fields = ["id", "status", "total", "created_at"]\n        read_only_fields = ["status", "created_at"]', '        fields = ["id", "status", "fulfilment_status", "total", "created_at"]\n        read_only_fields = ["status", "fulfilment_status", "created_at"]'),
        bash("pytest tests/orders -q 2>&1 | tail -5", "E       django.db.utils.ProgrammingError: column orders_order.fulfilment_status does not exist\nE       LINE 1: ...\"orders_order\".\"total\", \"orders_order\".\"fulfilment_status\"...\n=========================== short test summary info ============================\nFAILED tests/orders/test_api.py::test_order_detail - django.db.utils.ProgrammingError: column orders_order.fulfilment_status does not exist\n9 failed, 14 passed in 5.81s", rc=1),
    ],
    {"kind": "ok", "text": "Model field and serializer are updated, but the migration could not be written: `shop/orders/migrations/` is mounted read-only (`OSError: [Errno 30] Read-only file system`), so tests fail with `column ... does not exist`. The generated migration text is in the dry-run output above."},
    "makemigrations cannot write its file: the migrations directory is a read-only mount (Errno 30, mount shows ro).",
    result=fail("Migration 0048 could not be written (read-only file system); 9 tests fail."), files_changed=2))

# 3 push 403 (transcript)
RUNS.append(R(
    "g4-storefront-coupon-redemptions-counter-cache", "permission_blocked", "claude-transcript", "SF-2240",
    "Counter cache for coupon redemptions",
    """`Coupon#redemptions.count` runs on every checkout. Add a `redemptions_count` counter cache
(migration with backfill), use it in `Coupon#exhausted?`, run the specs, commit to
`sf-2240-redemptions-counter` and push so CI picks it up.""",
    [
        read("app/models/coupon.rb", "class Coupon < ApplicationRecord\n  has_many :redemptions, class_name: \"CouponRedemption\"\n\n  def exhausted?\n    max_redemptions.present? && redemptions.count >= max_redemptions\n  end\nend"),
        write("db/migrate/20261118101500_add_redemptions_count_to_coupons.rb", "class AddRedemptionsCountToCoupons < ActiveRecord::Migration[7.1]\n  def up\n    add_column :coupons, :redemptions_count, :integer, null: false, default: 0\n    execute <<~SQL\n      UPDATE coupons SET redemptions_count = (\n        SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = coupons.id)\n    SQL\n  end\n\n  def down\n    remove_column :coupons, :redemptions_count\n  end\nend"),
        edit("app/models/coupon.rb", "    max_redemptions.present? && redemptions.count >= max_redemptions", "    max_redemptions.present? && redemptions_count >= max_redemptions"),
        edit("app/models/coupon_redemption.rb", "  belongs_to :coupon", "  belongs_to :coupon, counter_cache: :redemptions_count"),
        bash("bin/rails db:migrate 2>&1 | tail -2 && bundle exec rspec spec/models/coupon_spec.rb 2>&1 | tail -3", "-- execute(\"UPDATE coupons SET redemptions_count = (\\n  SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = coupons.id)\\n\")\n   -> 0.0133s\n\nFinished in 0.61 seconds (files took 2.9 seconds to load)\n14 examples, 0 failures"),
        bash("bundle exec rspec 2>&1 | tail -2", "Finished in 13.77 seconds (files took 3.1 seconds to load)\n213 examples, 0 failures"),
        bash("git checkout -b sf-2240-redemptions-counter && git add -A && git commit -qm 'SF-2240: coupon redemptions counter cache' && git log --oneline -1", "Switched to a new branch 'sf-2240-redemptions-counter'\n9d41b7e SF-2240: coupon redemptions counter cache"),
        bash("git push -u origin sf-2240-redemptions-counter 2>&1", "remote: Permission to acme/storefront.git denied to acme-agent-bot.\nfatal: unable to access 'https://github.com/acme/storefront.git/': The requested URL returned error: 403", rc=128, ev=True),
        bash("git remote -v && gh auth status 2>&1 | tail -4", "origin\thttps://github.com/acme/storefront.git (fetch)\norigin\thttps://github.com/acme/storefront.git (push)\ngithub.com\n  ✓ Logged in to github.com account acme-agent-bot (GH_TOKEN)\n  - Active account: true\n  - Token scopes: 'read:org', 'repo:status'", ev=True),
        say("The bot token only has `read:org` and `repo:status`, no `repo` write scope."),
    ],
    {"text": "Implemented and committed locally (`9d41b7e` on `sf-2240-redemptions-counter`): counter-cache migration with backfill, `counter_cache: :redemptions_count`, `Coupon#exhausted?` uses it; rspec 213 examples, 0 failures. The push was rejected with HTTP 403 (`Permission to acme/storefront.git denied to acme-agent-bot`); the token lacks write scope. Someone with access needs to push or grant the bot write access.", "ev": True},
    "All work passes, but git push is rejected: 403, the bot's token has no write scope on the repository.",
    result=fail("Push rejected: 403 Permission to acme/storefront.git denied to acme-agent-bot."), files_changed=3))

# 4 prisma generate EACCES (claude) -> looks like missing module
RUNS.append(R(
    "g4-tenants-api-plan-limits-model", "permission_blocked", "claude", "TEN-447",
    "PlanLimit model for per-plan quotas",
    """Add a `PlanLimit` model (plan String @id, maxSeats Int, maxProjects Int) to
`prisma/schema.prisma`, a migration, and `getLimits(plan)` in `src/plans/limits.ts`.
Acceptance: `npx prisma migrate dev` and `npm test -- plans`.""",
    [
        read("prisma/schema.prisma", 'generator client {\n  provider = "prisma-client-js"\n}\n\ndatasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n}\n\nmodel Tenant {\n  id        String   @id @default(uuid())\n  name      String\n  plan      String   @default("free")\n  createdAt DateTime @default(now())\n}'),
        edit("prisma/schema.prisma", '  createdAt DateTime @default(now())\n}', '  createdAt DateTime @default(now())\n}\n\nmodel PlanLimit {\n  plan        String @id\n  maxSeats    Int\n  maxProjects Int\n}'),
        write("src/plans/limits.ts", "import { prisma } from '../db/client';\n\nexport async function getLimits(plan: string) {\n  return prisma.planLimit.findUnique({ where: { plan } });\n}"),
        bash("npx prisma migrate dev --name plan_limits 2>&1 | tail -14", "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nDatasource \"db\": PostgreSQL database \"tenants\", schema \"public\" at \"localhost:5432\"\n\nApplying migration `20261118143012_plan_limits`\n\nThe following migration(s) have been created and applied from new schema changes:\n\nmigrations/\n  └─ 20261118143012_plan_limits/\n    └─ migration.sql\n\nYour database is now in sync with your schema.\n\nError: EACCES: permission denied, open '/workspace/repo/node_modules/.prisma/client/index.d.ts'", rc=1, ev=True),
        bash("npm test -- plans 2>&1 | tail -12", " FAIL  test/plans.test.ts\n  ● Test suite failed to run\n\n    test/plans.test.ts:3:27 - error TS2339: Property 'planLimit' does not exist on type 'PrismaClient<PrismaClientOptions, never, DefaultArgs>'.\n\n    3   await prisma.planLimit.upsert({\n                              ~~~~~~~~~\n\nTest Suites: 1 failed, 1 total\nTests:       0 total", rc=1),
        say("The client was not regenerated. Running generate on its own."),
        bash("npx prisma generate 2>&1 | tail -4", "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nError: \nEACCES: permission denied, unlink '/workspace/repo/node_modules/.prisma/client/index.js'", rc=1, ev=True),
        bash("ls -ld node_modules node_modules/.prisma node_modules/.prisma/client; id", "drwxr-xr-x 412 agent agent 12288 Nov 18 14:02 node_modules\ndrwxr-xr-x   3 root  root   4096 Nov 18 13:58 node_modules/.prisma\ndrwxr-xr-x   2 root  root   4096 Nov 18 13:58 node_modules/.prisma/client\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev=True),
        bash("sudo -n true 2>&1", "sudo: a password is required", rc=1, ev=True),
        bash("node -e \"require('.prisma/client/default')\" 2>&1 | head -3", "Error: Cannot find module '.prisma/client/default'\nRequire stack:\n- /workspace/repo/[eval]", rc=1),
    ],
    {"kind": "ok", "text": "Schema, migration (`20261118143012_plan_limits`, applied) and `getLimits()` are in place, but the Prisma client can't be regenerated: `node_modules/.prisma/client` is owned by root and the agent user gets `EACCES: permission denied` on it (no sudo). Tests fail because the stale client has no `planLimit`. The directory needs to be chowned to uid 1000 or regenerated by someone with access."},
    "prisma generate fails with EACCES on node_modules/.prisma/client, which is owned by root (agent is uid 1000, no sudo); the 'Cannot find module' and missing planLimit type follow from that.",
    near="dependency_missing", result=fail("Prisma client not regenerated: EACCES on node_modules/.prisma/client (root-owned)."), files_changed=3))

# 5 pip install EACCES site-packages (osmia)
RUNS.append(R(
    "g4-ingest-copy-from-stdin-bulk-load", "permission_blocked", "osmia", "ING-83",
    "Bulk load with COPY instead of executemany",
    """`load_batch()` in `src/ingest/load.py` inserts with `executemany`; switch to psycopg 3's
`cursor.copy("COPY events (...) FROM STDIN")`. psycopg 3 is declared in `pyproject.toml`.
Acceptance: `pytest tests/test_load.py`.""",
    [
        read("src/ingest/load.py", 'import psycopg2\n\nCOLUMNS = ("id", "kind", "payload", "occurred_at")\n\n\ndef load_batch(conn, rows):\n    with conn.cursor() as cur:\n        cur.executemany(\n            "INSERT INTO events (id, kind, payload, occurred_at) VALUES (%s, %s, %s, %s)", rows\n        )\n    conn.commit()'),
        edit("src/ingest/load.py", 'import psycopg2\n', 'import psycopg\n'),
        edit("src/ingest/load.py", '    with conn.cursor() as cur:\n        cur.executemany(\n            "INSERT INTO events (id, kind, payload, occurred_at) VALUES (%s, %s, %s, %s)", rows\n        )\n    conn.commit()', '    with conn.cursor() as cur:\n        with cur.copy("COPY events (id, kind, payload, occurred_at) FROM STDIN") as copy:\n            for row in rows:\n                copy.write_row(row)\n    conn.commit()'),
        bash("pytest tests/test_load.py -q 2>&1 | tail -6", "tests/test_load.py:3: in <module>\n    from ingest.load import load_batch\nsrc/ingest/load.py:1: in <module>\n    import psycopg\nE   ModuleNotFoundError: No module named 'psycopg'\n1 error in 0.09s", rc=2),
        bash("grep -n psycopg pyproject.toml", "12:    \"psycopg[binary]>=3.2\","),
        bash("pip install 'psycopg[binary]>=3.2' 2>&1 | tail -5", "Collecting psycopg[binary]>=3.2\n  Using cached psycopg-3.2.3-py3-none-any.whl (197 kB)\nCollecting psycopg-binary==3.2.3\n  Using cached psycopg_binary-3.2.3-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (4.3 MB)\nInstalling collected packages: psycopg-binary, psycopg\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.12/site-packages/psycopg_binary'\nConsider using the `--user` option or check the permissions.", rc=1, ev=True),
        bash("pip install --user 'psycopg[binary]>=3.2' 2>&1 | tail -2", "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.", rc=1, ev=True),
        bash("python -c 'import sys; print(sys.prefix)'; ls -ld /usr/local/lib/python3.12/site-packages", "/usr/local\ndr-xr-xr-x 1 root root 4096 Nov 10 07:44 /usr/local/lib/python3.12/site-packages", ev=True),
        say("site-packages is root-owned and read-only for this user, and --user installs are disabled. I'll stop here rather than vendor the wheel into the repo."),
    ],
    {"kind": "fail", "text": "load_batch() rewritten to use psycopg 3 COPY FROM STDIN. psycopg 3 is declared in pyproject.toml but not installed, and installing it fails with [Errno 13] Permission denied on /usr/local/lib/python3.12/site-packages (root-owned, read-only); --user installs are disabled. Tests not run."},
    "The declared dependency could be installed (wheel was available) but pip gets [Errno 13] Permission denied on root-owned site-packages; --user is disabled. Root cause is the permission, not the package.",
    near="dependency_missing", result=fail("pip install failed with Errno 13 Permission denied on site-packages; tests not run."), files_changed=1))

# 6 changelog file not writable (codex)
RUNS.append(R(
    "g4-catalog-svc-liquibase-price-history", "permission_blocked", "codex", "CATS-541",
    "price_history table",
    """Add `price_history(product_id, price_cents, valid_from, valid_to)` with a Liquibase changeset in
`db/changelog/changes/2026-11-price-history.yaml` and include it from `db.changelog-master.yaml`.
Acceptance: `./gradlew update test`.""",
    [
        read("src/main/resources/db/changelog/db.changelog-master.yaml", "databaseChangeLog:\n  - include:\n      file: changes/2026-08-initial.yaml\n      relativeToChangelogFile: true\n  - include:\n      file: changes/2026-10-variants.yaml\n      relativeToChangelogFile: true"),
        bash("cat > src/main/resources/db/changelog/changes/2026-11-price-history.yaml <<'EOF'\ndatabaseChangeLog:\n  - changeSet:\n      id: 2026-11-price-history-1\n      author: codex\n      changes:\n        - createTable:\n            tableName: price_history\n            columns:\n              - column: { name: product_id, type: BIGINT, constraints: { nullable: false } }\n              - column: { name: price_cents, type: BIGINT, constraints: { nullable: false } }\n              - column: { name: valid_from, type: TIMESTAMPTZ, constraints: { nullable: false } }\n              - column: { name: valid_to, type: TIMESTAMPTZ }\nEOF", "bash: line 1: src/main/resources/db/changelog/changes/2026-11-price-history.yaml: Permission denied", rc=1, ev=True),
        bash("ls -la src/main/resources/db/changelog/ src/main/resources/db/changelog/changes | head -12", "src/main/resources/db/changelog/:\ntotal 16\ndr-xr-xr-x 3 root root 4096 Nov 12 08:00 .\ndrwxr-xr-x 3 agent agent 4096 Nov 12 08:00 ..\ndr-xr-xr-x 2 root root 4096 Nov 12 08:00 changes\n-r--r--r-- 1 root root  214 Nov 12 08:00 db.changelog-master.yaml\n\nsrc/main/resources/db/changelog/changes:\n-r--r--r-- 1 root root 1830 Nov 12 08:00 2026-08-initial.yaml\n-r--r--r-- 1 root root  912 Nov 12 08:00 2026-10-variants.yaml", ev=True),
        think("**Changelog directory is root-owned and read-only**\n\nBoth the changes/ directory and the master file are owned by root with no write bit. Let me confirm I can't modify the master either."),
        bash("cat >> src/main/resources/db/changelog/db.changelog-master.yaml <<'EOF'\n  - include:\n      file: changes/2026-11-price-history.yaml\n      relativeToChangelogFile: true\nEOF", "bash: line 1: src/main/resources/db/changelog/db.changelog-master.yaml: Permission denied", rc=1, ev=True),
        {"k": "edit", "path": "src/main/resources/db/changelog/db.changelog-master.yaml", "old": "", "new": "", "ev": True, "err": "Permission denied (os error 13)"},
        bash("stat -c '%U %a %n' src/main/resources/db/changelog; git log -1 --format=%s -- .gitattributes CODEOWNERS", "root 555 src/main/resources/db/changelog\nCATS-400: changelogs owned by db-platform (see CODEOWNERS)"),
        bash("grep -n changelog CODEOWNERS", "7:/src/main/resources/db/changelog/ @acme/db-platform"),
        bash("./gradlew test 2>&1 | tail -3", "> Task :test\nBUILD SUCCESSFUL in 44s\n5 actionable tasks: 2 executed, 3 up-to-date"),
    ],
    {"kind": "ok", "text": "I could not add the changeset: `src/main/resources/db/changelog/` and the master changelog are root-owned (mode 555/444) in this workspace, so both the new file and the include fail with `Permission denied`. The intended changeset YAML is in the command above. Existing tests still pass; the migration was not added."},
    "Writing the new changeset and editing the master changelog both fail with Permission denied; the changelog directory is root-owned and read-only in the sandbox.",
    near="", result=fail("Changeset not written: changelog directory is read-only (Permission denied)."), files_changed=0))
RUNS[-1]["steps"][5] = {"k": "edit", "path": "src/main/resources/db/changelog/db.changelog-master.yaml", "old": "", "new": "", "ev": True, "err": "Permission denied (os error 13)"}

# 7 codex declined commands (sandbox)
RUNS.append(R(
    "g4-notes-app-sqlite-fts5-search", "permission_blocked", "codex", "NOTE-71",
    "Full-text search over notes with FTS5",
    """Add an FTS5 virtual table `notes_fts` kept in sync by triggers (migration in
`notes/migrations/004_fts.sql`) and `Storage.search(q)`. The integration test starts the sync
daemon with `docker compose up -d syncd`. Acceptance: `pytest tests -m integration`.""",
    [
        read("notes/migrations/003_tags.sql", "CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL);\nCREATE TABLE note_tags (note_id INTEGER REFERENCES notes(id), tag_id INTEGER REFERENCES tags(id));"),
        write("notes/migrations/004_fts.sql", "CREATE VIRTUAL TABLE notes_fts USING fts5(title, body, content='notes', content_rowid='id');\nCREATE TRIGGER notes_ai AFTER INSERT ON notes BEGIN\n  INSERT INTO notes_fts(rowid, title, body) VALUES (new.id, new.title, new.body);\nEND;\nCREATE TRIGGER notes_ad AFTER DELETE ON notes BEGIN\n  INSERT INTO notes_fts(notes_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);\nEND;\nCREATE TRIGGER notes_au AFTER UPDATE ON notes BEGIN\n  INSERT INTO notes_fts(notes_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);\n  INSERT INTO notes_fts(rowid, title, body) VALUES (new.id, new.title, new.body);\nEND;"),
        edit("notes/storage.py", "    def close(self):", "    def search(self, q, limit=20):\n        return self.conn.execute(\n            \"SELECT n.id, n.title FROM notes_fts f JOIN notes n ON n.id = f.rowid WHERE notes_fts MATCH ? ORDER BY rank LIMIT ?\",\n            (q, limit),\n        ).fetchall()\n\n    def close(self):"),
        bash("pytest tests -q -m 'not integration' 2>&1 | tail -2", "........................                                                 [100%]\n24 passed, 3 deselected in 0.88s"),
        deny("Bash", {"command": "docker compose up -d syncd"}, ev=True),
        {"k": "say", "text": "The sandbox declined `docker compose up -d syncd`. Trying to reach the Docker socket directly to see whether it is available at all.", "ev": False},
        bash("ls -l /var/run/docker.sock; docker ps 2>&1 | head -2", "srw-rw---- 1 root docker 0 Nov 19 07:02 /var/run/docker.sock\npermission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json\": dial unix /var/run/docker.sock: connect: permission denied", rc=1, ev=True),
        deny("Bash", {"command": "sudo docker compose up -d syncd"}, ev=True),
        bash("pytest tests -q -m integration 2>&1 | tail -4", "EEE\nE   ConnectionRefusedError: [Errno 111] Connection refused\n=========================== short test summary info ============================\n3 errors in 0.41s", rc=1),
    ],
    {"kind": "ok", "text": "FTS5 migration (`004_fts.sql`, with insert/update/delete triggers) and `Storage.search()` are written; unit tests pass. The integration tests need `syncd`, but `docker compose up` was declined by the sandbox and the agent user has no access to `/var/run/docker.sock` (`connect: permission denied`), so they error with connection refused."},
    "Starting the sync daemon is declined by the Codex sandbox and the Docker socket denies the agent user; the 'Connection refused' in tests is only a consequence.",
    near="infra_failure", result=fail("Integration tests not runnable: docker compose declined, docker.sock permission denied."), files_changed=2))

# 8 Edit tool denied (transcript) – feature about MySQL grants
RUNS.append(R(
    "g4-warehouse-mysql-migrator-user-grants", "permission_blocked", "claude-transcript", "WH-290",
    "Deploy user needs ALTER on the warehouse schema",
    """Flyway-style SQL migrations in `db/mysql/` run as `wh_deploy`, which lacks ALTER, so
`V12__pick_tasks_zone_idx.sql` fails with `ERROR 1142 (42000): ALTER command denied to user
'wh_deploy'@'%' for table 'pick_tasks'`. Add `db/mysql/grants/02_deploy.sql` granting
ALTER, INDEX, CREATE, DROP on `wh.*` to `wh_deploy`, and update `docs/db-users.md`.""",
    [
        bash("ls db/mysql db/mysql/grants && cat db/mysql/grants/01_app.sql", "V10__pick_tasks.sql\nV11__zones.sql\nV12__pick_tasks_zone_idx.sql\ngrants\n01_app.sql\nCREATE USER IF NOT EXISTS 'wh_app'@'%' IDENTIFIED BY '${WH_APP_PASSWORD}';\nGRANT SELECT, INSERT, UPDATE, DELETE ON wh.* TO 'wh_app'@'%';"),
        bash("mysql -h 127.0.0.1 -u wh_deploy -pdeploy wh < db/mysql/V12__pick_tasks_zone_idx.sql 2>&1", "mysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1142 (42000) at line 1: ALTER command denied to user 'wh_deploy'@'172.18.0.1' for table 'pick_tasks'", rc=1),
        say("Reproduced the ticket's error. Adding the grants file."),
        deny("Write", {"file_path": "/workspace/repo/db/mysql/grants/02_deploy.sql", "content": "CREATE USER IF NOT EXISTS 'wh_deploy'@'%' IDENTIFIED BY '${WH_DEPLOY_PASSWORD}';\nGRANT ALTER, INDEX, CREATE, DROP ON wh.* TO 'wh_deploy'@'%';"}, ev=True),
        say("The write to db/mysql/grants was refused. I'll try the docs change, then come back to it."),
        read("docs/db-users.md", "# Database users\n\n| user | used by | privileges |\n|---|---|---|\n| wh_app | API, workers | SELECT, INSERT, UPDATE, DELETE on wh.* |"),
        deny("Edit", {"file_path": "/workspace/repo/docs/db-users.md", "old_string": "| wh_app | API, workers | SELECT, INSERT, UPDATE, DELETE on wh.* |", "new_string": "| wh_app | API, workers | SELECT, INSERT, UPDATE, DELETE on wh.* |\n| wh_deploy | migrations | ALTER, INDEX, CREATE, DROP on wh.* |"}, ev=True),
        deny("Write", {"file_path": "/workspace/repo/db/mysql/grants/02_deploy.sql", "content": "GRANT ALTER, INDEX, CREATE, DROP ON wh.* TO 'wh_deploy'@'%';"}, ev=True),
        bash("mysql -h 127.0.0.1 -u root -proot -e \"SHOW GRANTS FOR 'wh_deploy'@'%'\" 2>/dev/null", "Grants for wh_deploy@%\nGRANT USAGE ON *.* TO `wh_deploy`@`%`\nGRANT SELECT, INSERT, UPDATE, DELETE ON `wh`.* TO `wh_deploy`@`%`"),
    ],
    {"text": "I couldn't make the change: both file writes (`db/mysql/grants/02_deploy.sql`, `docs/db-users.md`) were refused — \"Claude requested permissions to write ..., but you haven't granted it yet.\" The grant needed is `GRANT ALTER, INDEX, CREATE, DROP ON wh.* TO 'wh_deploy'@'%';`. Please allow edits under `db/` and `docs/` and re-run.", "ev": True},
    "Each Write/Edit was refused by the permission system; the MySQL 'ALTER command denied' is the ticket's subject, not what blocked the agent.",
    result=fail("No files written: Write/Edit refused by the permission system."), files_changed=0, permission_mode="default"))

# 9 git index.lock permission (claude)
RUNS.append(R(
    "g4-ledger-statement-timeout-per-role", "permission_blocked", "claude", "LEDG-352",
    "Statement timeout for the API role",
    """Runaway API queries hold connections for minutes. Add an Alembic revision running
`ALTER ROLE ledger_api SET statement_timeout = '15s'` (downgrade: `RESET statement_timeout`) and a
test asserting that `SELECT pg_sleep(20)` as `ledger_api` fails with
`canceling statement due to statement timeout`. Commit the change.""",
    [
        bash("alembic heads", "7c3a1e5b9d20 (head)"),
        write("migrations/versions/e5f1a3c7b9d2_ledger_api_statement_timeout.py", 'from alembic import op\n\nrevision = "e5f1a3c7b9d2"\ndown_revision = "7c3a1e5b9d20"\n\n\ndef upgrade():\n    op.execute("ALTER ROLE ledger_api SET statement_timeout = \'15s\'")\n\n\ndef downgrade():\n    op.execute("ALTER ROLE ledger_api RESET statement_timeout")'),
        write("tests/db/test_api_role_timeout.py", 'import pytest\nfrom sqlalchemy import text\nfrom sqlalchemy.exc import OperationalError\n\n\ndef test_api_role_statement_timeout(api_role_conn):\n    with pytest.raises(OperationalError, match="canceling statement due to statement timeout"):\n        api_role_conn.execute(text("SELECT pg_sleep(20)"))'),
        bash("alembic upgrade head && pytest tests/db/test_api_role_timeout.py -q 2>&1 | tail -3", "INFO  [alembic.runtime.migration] Running upgrade 7c3a1e5b9d20 -> e5f1a3c7b9d2, ledger api statement timeout\n.                                                                        [100%]\n1 passed in 15.31s"),
        bash("pytest tests/db -q 2>&1 | tail -1", "32 passed in 21.40s"),
        bash("git add migrations/versions/e5f1a3c7b9d2_ledger_api_statement_timeout.py tests/db/test_api_role_timeout.py", "fatal: Unable to create '/workspace/repo/.git/index.lock': Permission denied", rc=128, ev=True),
        bash("ls -ld .git .git/objects; id -un", "drwxr-xr-x 8 root root 4096 Nov 20 08:11 .git\ndrwxr-xr-x 4 root root 4096 Nov 20 08:11 .git/objects\nagent", ev=True),
        say("`.git` is owned by root and not writable by the `agent` user, so nothing can be staged or committed. There is no stale lock file; it's the directory permissions."),
        bash("test -e .git/index.lock && echo exists || echo 'no index.lock'", "no index.lock"),
    ],
    {"kind": "ok", "text": "Revision `e5f1a3c7b9d2` (ALTER ROLE ledger_api SET statement_timeout = '15s') and a test are written; the test passes (the statement-timeout error is the expected behaviour) and tests/db is green. I could not commit: `.git` is owned by root and `git add` fails with `Unable to create '.git/index.lock': Permission denied`.", "ev": True},
    "Migration and test pass, but the required commit fails because .git is root-owned (index.lock: Permission denied). The statement timeout is the feature; the 'lock' is a git lock file that cannot be created.",
    near="infra_failure", result=fail("Commit not created: .git not writable (index.lock Permission denied)."), files_changed=2))
