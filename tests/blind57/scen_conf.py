"""model_confusion runs: oscillating edits, identical test/edit rounds, watchdog loops."""
from common import R, fail, say, think, bash, read, grep, edit, write, pytest_pass

RUNS = []


def flipflop(path, a, b, test_cmd, out, rc, rounds, notes=None, ev_from=1):
    """A->B->A->B... each followed by the same failing test; evidence on the repeats."""
    steps = []
    cur, nxt = a, b
    for i in range(rounds):
        ev = i >= ev_from
        if notes:
            steps.append(say(notes[i % len(notes)]) if i % 2 == 0 else think(notes[i % len(notes)]))
        steps.append(edit(path, cur, nxt, ev=ev))
        steps.append(bash(test_cmd, out, rc=rc, ev=ev))
        cur, nxt = nxt, cur
    return steps


# 1 server_default toggling (claude, watchdog loop)
A1 = '    op.add_column("accounts", sa.Column("status", sa.String(16), nullable=False, server_default="active"))'
B1 = '    op.add_column("accounts", sa.Column("status", sa.String(16), nullable=False, server_default=sa.text("\'active\'")))'
OUT1 = "INFO  [alembic.runtime.migration] Running upgrade 9a0c2e4f6b81 -> 3d5f7b9e1a2c, account status\nERROR [alembic.util.messaging] New upgrade operations detected: [('modify_default', None, 'accounts', 'status', {'existing_nullable': False, 'existing_type': VARCHAR(length=16)}, DefaultClause(<sqlalchemy.sql.elements.TextClause object at 0x7f1c9e2b4d60>, for_update=False), None)]\n  FAILED: New upgrade operations detected"
RUNS.append(R(
    "g4-ledger-account-status-autogenerate-drift", "model_confusion", "claude", "LEDG-398",
    "Account status column",
    """Add `accounts.status` (`active`/`frozen`, default `active`, NOT NULL) to the model and an Alembic
revision. `alembic check` must report no drift after `upgrade head`.""",
    [
        edit("ledger/models/account.py", '    iban: Mapped[str] = mapped_column(String(34))', '    iban: Mapped[str] = mapped_column(String(34))\n    status: Mapped[str] = mapped_column(String(16), server_default="active")'),
        write("migrations/versions/3d5f7b9e1a2c_account_status.py", 'import sqlalchemy as sa\nfrom alembic import op\n\nrevision = "3d5f7b9e1a2c"\ndown_revision = "9a0c2e4f6b81"\n\n\ndef upgrade():\n' + A1 + '\n\n\ndef downgrade():\n    op.drop_column("accounts", "status")'),
        bash("alembic upgrade head && alembic check", OUT1, rc=255),
        say("Autogenerate compares the default as a text clause. Switching the revision to `sa.text`."),
    ] + flipflop("migrations/versions/3d5f7b9e1a2c_account_status.py", A1, B1,
                 "alembic downgrade -1 && alembic upgrade head && alembic check", OUT1, 255, 6,
                 notes=["Still drift. Maybe the plain string form is what the model compares against after all.",
                        "Same drift. Going back to the text() form, it should match the reflected default.",
                        "Trying the string form again with a fresh upgrade."]),
    {"kind": "none"},
    "The agent alternates the revision's server_default between the same two forms six times with byte-identical `alembic check` failures (the model side was never changed); the watchdog killed the loop.",
    result=None, watchdog={"reason_code": "loop", "message": "Edit on migrations/versions/3d5f7b9e1a2c_account_status.py alternated between the same two versions 6 times with identical `alembic check` output; terminating.", "tool_name": "Edit", "call_count": 6},
    files_changed=2, identical=2))

# 2 makemigrations --merge loop (codex)
MERGE_OUT = "CommandError: Conflicting migrations detected; multiple leaf nodes in the migration graph: (0049_order_gift_message, 0049_order_pickup_point in orders).\nTo fix them run 'python manage.py makemigrations --merge'"
steps2 = [
    bash("python manage.py migrate 2>&1 | tail -2", MERGE_OUT, rc=1),
    read("shop/orders/migrations/0049_order_pickup_point.py", "class Migration(migrations.Migration):\n    dependencies = [(\"orders\", \"0048_order_fulfilment_status\")]\n    operations = [migrations.AddField(\"order\", \"pickup_point\", models.CharField(max_length=32, blank=True))]"),
]
for i in range(4):
    ev = i >= 1
    steps2 += [
        bash("python manage.py makemigrations --merge --noinput 2>&1 | tail -3", "Merging orders\n  Branch 0049_order_gift_message\n    - Add field gift_message to order\n  Branch 0049_order_pickup_point\n    - Add field pickup_point to order\n\nCreated new merge migration /workspace/repo/shop/orders/migrations/0050_merge_20261125_0912.py", ev=ev),
        think("**Merge migration feels wrong**\n\nThe ticket wants a linear history. I'll delete the merge file and renumber instead." if i % 2 == 0 else "**Renumbering breaks prod**\n\n0049_order_gift_message is applied in staging, so renumbering is unsafe. Back to a merge migration."),
        bash("rm shop/orders/migrations/0050_merge_20261125_0912.py && python manage.py migrate 2>&1 | tail -2", MERGE_OUT, rc=1, ev=ev),
    ]
RUNS.append(R(
    "g4-shop-order-pickup-point-migration-graph", "model_confusion", "codex", "SHOP-1933",
    "Pickup point for orders (migration graph conflict)",
    """Branch `shop-1933` added `0049_order_pickup_point` while `main` merged `0049_order_gift_message`.
Resolve the migration graph so `python manage.py migrate` works on a fresh DB and on staging.""",
    steps2,
    {"kind": "failed", "text": "Reconnecting... exceeded retry limit"},
    "The agent creates the same merge migration and deletes it again four times, with identical CommandError output each round; it never commits to either option.",
    result=fail("Migration graph still has two leaf nodes after 4 identical merge/delete rounds."), files_changed=0, identical=3))
RUNS[-1]["end"] = {"kind": "ok", "text": "I haven't settled this yet: a merge migration works for fresh DBs but I'm unsure about staging, and renumbering is unsafe. The graph currently still has two leaves."}

# 3 onDelete Cascade <-> SetNull (transcript, watchdog thrashing)
A3 = "  tenant   Tenant @relation(fields: [tenantId], references: [id], onDelete: Cascade)"
B3 = "  tenant   Tenant @relation(fields: [tenantId], references: [id], onDelete: SetNull)"
OUT3 = " FAIL  test/tenants.delete.test.ts\n  ● DELETE /tenants/:id › keeps invoices for accounting\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 3\n    Received: 0\n\nTests:       1 failed, 4 passed, 5 total"
OUT3b = "Error: P1012 Schema validation error\n\nerror: Error validating the \"tenant\" relation: The `onDelete` referential action of a relation must not be set to `SetNull` when a referenced field is required.\n  -->  prisma/schema.prisma:52\n   | \n51 |   tenantId String\n52 |   tenant   Tenant @relation(fields: [tenantId], references: [id], onDelete: SetNull)\n   | \n\nValidation Error Count: 1"
steps3 = [read("prisma/schema.prisma", "model Invoice {\n  id       String @id @default(uuid())\n  tenantId String\n" + A3 + "\n  amount   Int\n}", start=49),
          bash("npm test -- tenants.delete 2>&1 | tail -9", OUT3, rc=1)]
cur, nxt = A3, B3
for i in range(6):
    ev = i >= 2
    steps3.append(edit("prisma/schema.prisma", cur, nxt, ev=ev))
    steps3.append(bash("npx prisma migrate dev --name invoice_tenant_fk 2>&1 | tail -11; npm test -- tenants.delete 2>&1 | tail -9", OUT3b if nxt == B3 else OUT3, rc=1, ev=ev))
    cur, nxt = nxt, cur
RUNS.append(R(
    "g4-tenants-api-invoice-retention-on-delete", "model_confusion", "claude-transcript", "TEN-498",
    "Deleting a tenant deletes its invoices",
    """Invoices must be retained for 10 years even when a tenant is deleted. Change the Invoice→Tenant
relation so deleting a tenant keeps invoices (make `tenantId` optional and use `SetNull`, or soft
delete — your call) and add the migration. `npm test -- tenants.delete`.""",
    steps3,
    {},
    "The agent flips onDelete between Cascade and SetNull six times without ever making tenantId optional; each round yields the same P1012 error or the same test failure. Watchdog: thrashing.",
    result=None, watchdog={"reason_code": "thrashing", "message": "prisma/schema.prisma line 52 rewritten 6 times between 2 variants; test output unchanged across rounds.", "tool_name": "Edit", "call_count": 6},
    files_changed=1, identical=2))

# 4 lock_timeout oscillation; lock-timeout subject (claude, watchdog loop)
A4 = '        cur.execute("SET lock_timeout = %s", [f"{ms}ms"])'
B4 = '        cur.execute("SET lock_timeout = %s", [ms])'
OUT4 = "F.                                                                       [100%]\n=================================== FAILURES ===================================\n____________________ test_ddl_gives_up_when_table_is_locked ____________________\nE       Failed: DID NOT RAISE <class 'django.db.utils.OperationalError'>\n------------------------------ Captured log call -------------------------------\nINFO     shop.db.migration_ops: lock_timeout set, waiting on ALTER TABLE orders\n1 failed, 1 passed in 4.12s"
RUNS.append(R(
    "g4-shop-lock-timeout-helper-nested-atomic", "model_confusion", "claude", "SHOP-1940",
    "lock_timeout helper has no effect inside atomic migrations",
    """`lock_timeout()` works in RunPython with `atomic = False` but not inside atomic migrations: the DDL
waits forever. Make it effective in both cases (hint: `SET LOCAL` inside the migration transaction).
Test: `tests/db/test_migration_ops.py::test_ddl_gives_up_when_table_is_locked` (it must raise
`canceling statement due to lock timeout`).""",
    [
        read("shop/db/migration_ops.py", '@contextmanager\ndef lock_timeout(ms: int = 3000):\n    with connection.cursor() as cur:\n        cur.execute("SHOW lock_timeout")\n        (previous,) = cur.fetchone()\n' + A4 + '\n    try:\n        yield\n    finally:\n        with connection.cursor() as cur:\n            cur.execute("SET lock_timeout = %s", [previous])', start=14),
        bash("pytest tests/db/test_migration_ops.py -q 2>&1 | tail -8", OUT4, rc=1),
        say("The timeout isn't applied. Possibly the value format: Postgres takes an integer (ms) too."),
    ] + flipflop("shop/db/migration_ops.py", A4, B4, "pytest tests/db/test_migration_ops.py -q 2>&1 | tail -8", OUT4, 1, 6,
                 notes=["Same failure. Maybe it needs the unit string after all.", "Identical. Switching back to the bare integer.", "Still not raising; trying the string form once more."]),
    {"kind": "none"},
    "Six alternations between f\"{ms}ms\" and ms with byte-identical failing output, never trying SET LOCAL as the ticket hints; watchdog loop. The lock-timeout wording is the feature, not an infra problem.",
    near="infra_failure", result=None,
    watchdog={"reason_code": "loop", "message": "Edit on shop/db/migration_ops.py line 19 toggled between 2 variants 6 times; pytest output identical each time.", "tool_name": "Edit", "call_count": 6},
    files_changed=1, identical=2))

# 5 db:migrate + checkout schema.rb churn (osmia, watchdog thrashing)
steps5 = [bash("bin/rails db:migrate 2>&1 | tail -3", "== 20261125081500 AddLoyaltyTierToCustomers: migrating ========================\n-- add_column(:customers, :loyalty_tier, :string, {:default=>\"bronze\", :null=>false})\n   -> 0.0049s")]
for i in range(5):
    ev = i >= 1
    steps5 += [
        bash("git diff --stat db/schema.rb", " db/schema.rb | 31 ++++++++++++++++---------------\n 1 file changed, 16 insertions(+), 15 deletions(-)", ev=ev),
        {"k": "say", "text": "schema.rb picked up unrelated column-order changes from the local DB. Restoring it and migrating again so only the new column shows up.", "ev": False},
        bash("git checkout db/schema.rb && bin/rails db:rollback && bin/rails db:migrate 2>&1 | tail -1", "   -> 0.0051s", ev=ev),
    ]
RUNS.append(R(
    "g4-storefront-customer-loyalty-tier", "model_confusion", "osmia", "SF-2301",
    "Loyalty tier on customers",
    """Add `customers.loyalty_tier` (string, default `bronze`, not null) with a migration and commit the
updated `db/schema.rb` containing only that column. `bundle exec rspec spec/models/customer_spec.rb`.""",
    steps5,
    {"kind": "none", "system": ["watchdog: terminating run (thrashing): `git checkout db/schema.rb` + `db:rollback` + `db:migrate` repeated 5 times with identical `git diff --stat db/schema.rb` output"]},
    "The agent repeats checkout/rollback/migrate five times and gets the same 31-line schema.rb diff each time; the orchestrator's watchdog terminated it for thrashing.",
    result=None, watchdog={"reason_code": "thrashing", "message": "Same 3-command cycle (git checkout db/schema.rb, db:rollback, db:migrate) repeated 5 times with identical output.", "tool_name": "Bash", "call_count": 15},
    files_changed=2, identical=3))
RUNS[-1]["end"]["ev"] = True

# 6 flyway repair/migrate loop (codex)
VAL = "ERROR: Validate failed: Migrations have failed validation\nMigration checksum mismatch for migration version 37\n-> Applied to database : 1293381920\n-> Resolved locally    : -1785734123\nEither revert the changes to the migration, or run repair to update the schema history.\nNeed more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE"
steps6 = [bash("./mvnw -q flyway:migrate 2>&1 | tail -6", VAL, rc=1),
          bash("git log --oneline -2 -- src/main/resources/db/migration/V37__invoices_currency_not_null.sql", "4e1d9a0 BIL-698: V37 handle legacy NULL currencies\n2b7c3f1 BIL-612: invoices currency not null")]
for i in range(4):
    ev = i >= 1
    steps6 += [bash("./mvnw -q flyway:repair 2>&1 | tail -2", "Repair of failed migration in Schema History table \"public\".\"flyway_schema_history\" not necessary. No failed migration detected.\nSuccessfully repaired schema history table \"public\".\"flyway_schema_history\" (execution time 00:00.041s).", ev=ev),
               bash("./mvnw -q flyway:migrate -Dflyway.cleanDisabled=true 2>&1 | tail -6", VAL, rc=1, ev=ev)]
    if i == 1:
        steps6.append(think("**Repair should realign checksums**\n\nRepair reported success; maybe migrate picks up a cached checksum. Running the pair again."))
RUNS.append(R(
    "g4-billing-svc-flyway-v37-checksum-drift", "model_confusion", "codex", "BIL-705",
    "Local Flyway migrate fails after V37 was edited",
    """After BIL-698 edited `V37__invoices_currency_not_null.sql`, developers' databases fail validation.
Write a short `docs/dev-db.md` note and make `./mvnw flyway:migrate` pass against the dev DB in
`docker-compose.yml` (repair is acceptable locally).""",
    steps6,
    {"kind": "ok", "text": "Flyway still reports the V37 checksum mismatch after repair; I'm not sure why repair doesn't update it."},
    "repair + migrate is repeated four times with identical output (repair targets a different -Dflyway.url default than migrate); no new hypothesis is tested.",
    result=fail("flyway:migrate still fails validation after 4 identical repair/migrate rounds."), files_changed=0, identical=2))

# 7 readonly-db test oscillation; permission subject (claude)
A7 = '        uri = f"file:{Path(path).resolve()}?mode=ro"\n        self.conn = sqlite3.connect(uri, uri=True, check_same_thread=False)'
B7 = '        self.conn = sqlite3.connect(path, check_same_thread=False)\n        self.conn.execute("PRAGMA query_only = ON")'
OUT7 = "..F\n=================================== FAILURES ===================================\n_______________________ test_reindex_rebuilds_fts ________________________\nE       sqlite3.OperationalError: attempt to write a readonly database\n\ncatalog/search/store.py:31: OperationalError\n1 failed, 2 passed in 0.22s"
RUNS.append(R(
    "g4-catalog-search-reindex-on-replica", "model_confusion", "claude", "CAT-911",
    "Reindex command fails on the read-only replica",
    """Since CAT-903 the store opens the replica read-only, so `Store.reindex()` (used by the nightly
job on the *builder*, not on replicas) fails with `attempt to write a readonly database`. Add a
`writable: bool = False` flag to `Store` and pass `writable=True` from `catalog/ingest/build_replica.py`.""",
    [
        bash("pytest tests/search -q 2>&1 | tail -7", OUT7, rc=1),
        read("catalog/search/store.py", "class Store:\n    def __init__(self, path: Path):\n" + A7, start=5),
        say("The replica must stay read-only, but reindex must write. Let me try query_only instead of a read-only URI."),
    ] + flipflop("catalog/search/store.py", A7, B7, "pytest tests/search -q 2>&1 | tail -7", OUT7, 1, 6,
                 notes=["Same error with query_only. Back to mode=ro then; the problem must be elsewhere.", "Identical failure. query_only again, but checking the order.", "No change. Reverting to the URI form."]),
    {"kind": "err", "subtype": "error_max_turns", "text": "Reached maximum number of turns (40)", "ev": True},
    "Toggles the connection between two read-only variants six times with identical 'attempt to write a readonly database' failures, never adding the writable flag; ends on max turns. The readonly error is the feature's subject.",
    near="permission_blocked", result=fail("Max turns reached; store.py oscillated between two read-only variants."), files_changed=1, identical=2))

# 8 isolation level oscillation (transcript)
A8 = 'ISOLATION = "READ COMMITTED"'
B8 = 'ISOLATION = "REPEATABLE READ"'
OUT8 = "F.                                                                       [100%]\n______________________ test_two_pickers_get_distinct_tasks ______________________\nE       AssertionError: both pickers claimed task 17\n1 failed, 1 passed in 1.32s"
RUNS.append(R(
    "g4-warehouse-claim-task-isolation", "model_confusion", "claude-transcript", "WH-344",
    "Two pickers sometimes claim the same task",
    """`claim_next_task()` in `warehouse/picking/repo.py` occasionally hands the same task to two pickers
under load. Fix it; `tests/picking/test_claim_race.py` reproduces it deterministically.""",
    [
        read("warehouse/picking/repo.py", A8 + '\n\nCLAIM_SQL = """\nSELECT id FROM pick_tasks\nWHERE status = \'open\' AND zone = %s\nORDER BY priority DESC, id\nLIMIT 1\n"""'),
        bash("pytest tests/picking/test_claim_race.py -q 2>&1 | tail -4", OUT8, rc=1),
    ] + flipflop("warehouse/picking/repo.py", A8, B8, "pytest tests/picking/test_claim_race.py -q 2>&1 | tail -4", OUT8, 1, 7,
                 notes=["Isolation should prevent the double claim.", "Still duplicated; the other level then.", "Same result. Trying again with the stricter level.", "No change. Back to read committed."]),
    {"text": "I haven't found a stable fix yet; both isolation levels show the same duplicate claim."},
    "Seven alternations of the isolation level with the same failing assertion; the missing FOR UPDATE in CLAIM_SQL is never considered.",
    result=fail("Test still fails after 7 identical isolation-level flips."), files_changed=1, identical=2))

# 9 liquibase rollback loop (codex, watchdog)
RB = "Liquibase Version: 4.29.2\nRolling Back Changeset: db/changelog/changes/2026-11-price-history.yaml::2026-11-price-history-1::codex\nUnexpected error running Liquibase: No inverse to liquibase.change.core.SQLFileChange created\n\nFor more information, please use the --log-level flag"
steps9 = [bash("./gradlew update 2>&1 | tail -2", "Liquibase: Update has been successful. Rows affected: 0\nBUILD SUCCESSFUL in 8s")]
for i in range(5):
    ev = i >= 1
    steps9 += [bash("./gradlew rollbackCount -PliquibaseCommandValue=1 2>&1 | tail -5", RB, rc=1, ev=ev),
               bash("./gradlew update 2>&1 | tail -2", "Liquibase: Update has been successful. Rows affected: 0\nBUILD SUCCESSFUL in 7s", ev=False)]
RUNS.append(R(
    "g4-catalog-svc-price-history-rollback-block", "model_confusion", "codex", "CATS-566",
    "price_history changeset cannot be rolled back",
    """The `2026-11-price-history-1` changeset uses `sqlFile` and has no rollback, so
`rollbackCount 1` fails. Add an explicit `rollback:` block (`DROP TABLE price_history`).
Acceptance: `./gradlew update rollbackCount -PliquibaseCommandValue=1 update`.""",
    steps9,
    {"kind": "none"},
    "The agent re-runs update/rollbackCount five times with the identical 'No inverse to SQLFileChange' error and never edits the changeset; the watchdog stopped the loop.",
    result=None, watchdog={"reason_code": "loop", "message": "Bash `./gradlew rollbackCount -PliquibaseCommandValue=1` run 5 times with identical output and no edits in between.", "tool_name": "Bash", "call_count": 5},
    files_changed=0, identical=2))
