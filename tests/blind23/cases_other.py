"""No recognisable cause (unknown) and runs that did not fail (succeeded, with alarming words)."""
from gen_lib import Run, case
from noise import orient, checks, explore, sql_reads
from texts import Clock, dbt_out, pytest_q, pytest_v, git_status, diffstat

# =============================================================================================
# unknown
# =============================================================================================


@case
def attribution_window_truncated():
    r = Run("attribution-lookback-window", "claude", "unknown",
            ticket="DATA-2574", title="attribution_daily: make the lookback window configurable",
            body="""
The 30-day lookback in `sql/bq/attribution_daily.sql` is hard-coded. Read it from the `lookback_days`
query parameter (default 30) and pass it from the DAG.
""", why="The stream just stops after normal reading and one edit — no error, no final result; nothing in the run explains the failure.",
            cwd="/workspace/warehouse-sql")
    r.read("sql/bq/attribution_daily.sql", "WITH touches AS (\n  SELECT * FROM `acme-analytics-prod.mkt.touches`\n  WHERE touch_timestamp >= TIMESTAMP_SUB(@run_ts, INTERVAL 30 DAY)\n)\n...")
    r.grep("attribution_daily", "dags/attribution_daily.py:14:        configuration={\"query\": {\"query\": \"{% include 'sql/bq/attribution_daily.sql' %}\"")
    r.edit("sql/bq/attribution_daily.sql", "INTERVAL 30 DAY", "INTERVAL @lookback_days DAY")
    r.say("Now I'll pass the parameter from the DAG.")
    r.end()
    r.result, r.result_summary, r.exit_code = False, "engine exited with status 1", 1
    explore(r, "warehouse", 4, at=1)
    orient(r, "warehouse", 5)
    return r


@case
def vat_report_rejected_silently():
    r = Run("vat-report-country-split", "codex", "unknown",
            ticket="FIN-325", title="VAT report: split EU OSS countries",
            body="""
`extracts/vat_report.py` reports one EU OSS line. Split it per destination country using
`country_code`, keep the non-EU line as is. Tests in `tests/test_vat_report.py`.
""", why="The work looks complete and tests pass; the run was marked failed by an unspecified post-run check with no further detail in the stream.",
            cwd="/workspace/finance-extracts")
    r.bash("sed -n '1,60p' extracts/vat_report.py", "def report(df):\n    eu = df[df.is_eu]\n    return pd.concat([summary(eu, 'EU-OSS'), summary(df[~df.is_eu], 'NON-EU')])")
    r.think("**Per-country**\n\nGroup the EU rows by country_code and label each line OSS-<cc>.")
    r.edit("extracts/vat_report.py", "x", "y")
    r.edit("tests/test_vat_report.py", "x", "y")
    r.bash("python -m pytest tests -q", pytest_q([("t", ".")] * 8, secs=0.77))
    r.bash("ruff check extracts tests && ruff format --check extracts tests", "All checks passed!\n6 files already formatted")
    r.bash("git diff --stat", " extracts/vat_report.py    | 14 ++++++++++----\n tests/test_vat_report.py  | 22 ++++++++++++++++++++++\n 2 files changed, 32 insertions(+), 4 deletions(-)")
    r.final("""VAT report now emits one OSS line per EU destination country (`OSS-DE`, `OSS-FR`, ...) and keeps the NON-EU line. Added tests for the split and for a country with zero sales; all 8 tests pass and lint is clean.""")
    r.result, r.result_summary = False, "post-run verification failed"
    orient(r, "etl", 3)
    explore(r, "etl", 6, at=1)
    return r


@case
def consumer_backoff_no_result():
    r = Run("payments-consumer-backoff", "osmia", "unknown", near_miss="infra_failure",
            ticket="STREAM-139", title="payments consumer: exponential back-off on ClickHouse errors",
            body="""
On ClickHouse insert errors the payments consumer retries in a tight loop. Add exponential back-off
(0.5s doubling to 30s, with jitter) and a `consumer_insert_retries_total` counter.
""", why="The run ended with success:false right after green tests; the timeout/error words are config values and test names, and no failure cause appears in the stream.",
            cwd="/workspace/stream-consumers")
    r.read("consumers/payments_consumer.py", "    def flush(self, rows):\n        while True:\n            try:\n                return self.sink.insert(rows)\n            except ClickHouseError:\n                continue", offset=44)
    r.edit("consumers/payments_consumer.py", """            except ClickHouseError:
                continue""", """            except ClickHouseError:
                INSERT_RETRIES.inc()
                time.sleep(min(30.0, 0.5 * 2 ** attempt) * random.uniform(0.8, 1.2))
                attempt += 1""")
    r.edit("consumers/payments_consumer.py", "        while True:", "        attempt = 0\n        while True:")
    r.read("consumers/config.py", "BASE = {\n    \"bootstrap.servers\": os.environ[\"KAFKA_BOOTSTRAP\"],\n    \"session.timeout.ms\": 45000,\n    \"socket.timeout.ms\": 30000,\n}")
    r.bash("python -m pytest tests/unit -v 2>&1 | tail -8", """tests/unit/test_payments_consumer.py::test_backoff_doubles_until_cap PASSED [ 80%]
tests/unit/test_payments_consumer.py::test_backoff_resets_after_success PASSED [ 86%]
tests/unit/test_payments_consumer.py::test_retry_counter_incremented_on_error PASSED [ 93%]
tests/unit/test_payments_consumer.py::test_insert_timeout_is_retried PASSED [100%]

============================== 15 passed in 1.21s ==============================""")
    r.say("Tests pass, including the new back-off and timeout-retry tests. Preparing the summary.")
    r.final("Added capped exponential back-off with jitter and the retry counter; 15 unit tests pass.", success=False)
    orient(r, "stream", 4)
    return r


@case
def ab_export_plan_only():
    r = Run("ab-test-exports-parquet", "claude-transcript", "unknown",
            ticket="DATA-2578", title="ab_test_exports: write parquet instead of CSV",
            body="""
`dags/ab_test_exports.py` writes CSV to the experimentation bucket; the stats team wants parquet
(snappy), same path layout with `.parquet`. Keep CSV for one more week behind `EXPORT_CSV=1`.
""", why="The transcript ends after exploration and a plan with no error or tool failure; the reason the task failed is not in the stream.",
            cwd="/home/agent/airflow-dags", branch="data-2578-parquet-exports")
    r.read("dags/ab_test_exports.py", "@task\ndef export(assignments):\n    path = f\"s3://acme-experiments/exports/{ds}/assignments.csv\"\n    assignments.to_csv(path, index=False)")
    r.grep("to_csv", "dags/ab_test_exports.py:18:    assignments.to_csv(path, index=False)\ndags/exports.py:41:        df.to_csv(buf, index=False)")
    r.todo([("Switch ab_test_exports to parquet", "pending"), ("Keep CSV behind EXPORT_CSV", "pending"), ("Update DAG test", "pending")])
    r.say("Plan: write parquet with pyarrow (snappy), keep a CSV copy when EXPORT_CSV=1, and extend the DAG test to check both paths. Starting with the export task.")
    orient(r, "airflow", 6)
    explore(r, "airflow", 6, at=8)
    r.result, r.result_summary = False, "task failed"
    return r


@case
def mrr_daily_engine_error():
    c = Clock(8, 5, 0)
    r = Run("mrr-daily-currency-split", "claude", "unknown",
            ticket="DATA-2581", title="fct_mrr_daily: split by billing currency",
            body="""
Add `billing_currency` to `fct_mrr_daily` (grain: day × currency) and keep the EUR total view
`fct_mrr_daily_eur` unchanged.
""", why="The engine ended with error_during_execution without any message after successful builds; there is no recognisable cause in the stream.",
            cwd="/workspace/analytics-dbt")
    r.read("models/marts/finance/fct_mrr_daily.sql", "select\n    d.day,\n    sum(s.mrr_cents) / 100.0 as mrr\nfrom {{ ref('dim_days') }} d\njoin {{ ref('int_subscriptions') }} s\n  on d.day between s.started_at and coalesce(s.canceled_at, current_date)\ngroup by 1")
    r.edit("models/marts/finance/fct_mrr_daily.sql", "    d.day,\n    sum(s.mrr_cents)", "    d.day,\n    s.billing_currency,\n    sum(s.mrr_cents)")
    r.edit("models/marts/finance/fct_mrr_daily.sql", "group by 1", "group by 1, 2")
    r.bash("dbt build -s fct_mrr_daily+ --target dev", dbt_out([
        {"kind": "model", "name": "fct_mrr_daily", "status": "ok", "t": 5.5},
        {"kind": "test", "name": "unique_fct_mrr_daily_day_billing_currency", "status": "pass"},
        {"kind": "model", "name": "fct_mrr_daily_eur", "status": "ok", "t": 2.8}], clock=c))
    r.say("Build is green. Updating the schema docs for the new grain.")
    r.read("models/marts/finance/_finance.yml", "  - name: fct_mrr_daily\n    description: MRR per day\n    tests:\n      - dbt_utils.unique_combination_of_columns:\n          combination_of_columns: [day, billing_currency]", offset=30)
    r.final("", is_error=True, subtype="error_during_execution")
    r.result, r.result_summary = False, "error_during_execution"
    explore(r, "dbt", 4, at=1)
    orient(r, "dbt", 3)
    return r


@case
def grants_fixture_stream_cut():
    r = Run("reporting-role-grants-migration", "codex", "unknown", near_miss="permission_blocked",
            ticket="DATA-2585", title="Postgres: reporting role read-only on schema finance",
            body="""
Add a migration creating role `reporting_ro` with USAGE on schema `finance` and SELECT on its tables
(plus default privileges). The test suite has cases asserting writes are rejected.
""", why="Tests that assert 'permission denied' for the read-only role pass as intended; the stream then simply stops without a result or error, so the cause is not visible.",
            cwd="/workspace/orders-service")
    r.write("db/migrations/versions/0045_reporting_ro.py", "...")
    r.write("tests/db/test_reporting_role.py", "...")
    r.bash("python -m pytest tests/db/test_reporting_role.py -v 2>&1 | tail -9", """tests/db/test_reporting_role.py::test_reporting_ro_can_select PASSED       [ 25%]
tests/db/test_reporting_role.py::test_reporting_ro_insert_denied PASSED     [ 50%]
tests/db/test_reporting_role.py::test_reporting_ro_update_denied PASSED     [ 75%]
tests/db/test_reporting_role.py::test_default_privileges_apply PASSED       [100%]
----------------------------- Captured log call ------------------------------
INFO     tests.db:test_reporting_role.py:33 expected: permission denied for table invoices
INFO     tests.db:test_reporting_role.py:41 expected: permission denied for table invoices
============================== 4 passed in 5.92s ===============================""")
    r.bash("python -m pytest tests/db -q 2>&1 | tail -1", "13 passed in 8.04s")
    r.think("**Downgrade path**\n\nAdd REVOKE statements and DROP ROLE in downgrade; check the roundtrip test covers it.")
    r.edit("db/migrations/versions/0045_reporting_ro.py", "x", "y")
    r.end()
    r.result = None
    explore(r, "migrations", 3, at=2)
    orient(r, "migrations", 4)
    return r


@case
def funnel_daily_long_noise():
    c = Clock(12, 0, 0)
    r = Run("rpt-funnel-daily-mobile", "claude-transcript", "unknown",
            ticket="DATA-2589", title="rpt_funnel_daily: add platform dimension",
            body="""
Add `platform` (web/ios/android) to `rpt_funnel_daily`. Source: `int_sessions.platform`.
Keep the existing totals identical when summed over platforms.
""", why="A long run of successful reads and builds ends with the agent reporting success, but the task is marked failed with no error, warning or review note in the stream.",
            cwd="/home/agent/analytics-dbt", branch="data-2589-funnel-platform")
    r.read("models/reports/rpt_funnel_daily.sql", "select\n    session_date as day,\n    count(*) as sessions,\n    count_if(viewed_product) as product_views,\n    count_if(added_to_cart) as carts,\n    count_if(converted) as orders\nfrom {{ ref('int_sessions') }}\ngroup by 1")
    r.edit("models/reports/rpt_funnel_daily.sql", "    session_date as day,", "    session_date as day,\n    platform,")
    r.edit("models/reports/rpt_funnel_daily.sql", "group by 1", "group by 1, 2")
    r.bash("dbt build -s rpt_funnel_daily --target dev", dbt_out([
        {"kind": "model", "name": "rpt_funnel_daily", "status": "ok", "t": 7.2},
        {"kind": "test", "name": "not_null_rpt_funnel_daily_day", "status": "pass"},
        {"kind": "test", "name": "assert_funnel_totals_match_sessions", "status": "pass", "t": 3.1}], clock=c))
    r.bash("dbt show --inline \"select platform, sum(sessions) from {{ ref('rpt_funnel_daily') }} where day = '2026-03-01' group by 1\" --target dev",
           f"{c(20)}  Running with dbt=1.8.7\n{c(3)}  Previewing inline node:\n| platform | sum(sessions) |\n| -------- | ------------- |\n| web      | 48213         |\n| ios      | 21877         |\n| android  | 17402         |")
    r.final("Added `platform` to rpt_funnel_daily (grain day × platform); the totals test passes and per-platform sums for 2026-03-01 add up to the previous daily total (87,492).")
    r.result = None
    explore(r, "dbt", 12, at=1)
    sql_reads(r, ["stg_orders", "stg_customers", "int_sessions", "int_order_items", "fct_orders", "fct_order_margin",
                  "rpt_cohort_retention", "rpt_revenue_by_channel", "dim_customers", "fct_refunds", "int_subscriptions",
                  "fct_mrr_daily", "fct_arr", "stg_shipments", "stg_payments", "stg_refunds", "stg_plans", "stg_subscriptions", "int_order_costs", "fct_revenue", "fct_revenue_eur", "dim_merchants", "stg_merchants", "stg_order_lines", "stg_guest_customers", "int_sessions_v2", "rpt_funnel_weekly", "stg_promotions", "stg_promotion_codes", "int_promo_usage", "fct_promo_redemptions"], 13,
              lambda m: f"models/{'staging/shop' if m.startswith('stg_') else 'intermediate' if m.startswith('int_') else 'reports' if m.startswith('rpt_') else 'marts'}/{m}.sql")
    orient(r, "dbt", 6)
    return r


@case
def kafka_retry_fixture_ended():
    r = Run("orders-consumer-broker-reconnect", "osmia", "unknown", near_miss="infra_failure",
            ticket="STREAM-142", title="orders consumer: log and survive broker reconnects",
            body="""
When the broker restarts, the orders consumer logs a stack trace per poll. Log one warning per
reconnect and keep polling. Test with the fake broker in `tests/fakes.py`.
""", why="'Connection refused' and 'broker transport failure' come from a passing test's simulated broker outage; the run then reports failure with no cause visible.",
            cwd="/workspace/stream-consumers", osmia_engine="codex", model="gpt-5-codex")
    r.read("consumers/orders_consumer.py", "    def poll_loop(self):\n        while self.running:\n            msgs = self.c.consume(500, timeout=1.0)\n            for m in msgs:\n                if m.error():\n                    log.exception('poll error %s', m.error())", offset=60)
    r.edit("consumers/orders_consumer.py", "                    log.exception('poll error %s', m.error())", "                    self._on_error(m.error())")
    r.bash("python -m pytest tests/unit/test_reconnect.py -v 2>&1 | tail -8", """tests/unit/test_reconnect.py::test_single_warning_per_reconnect PASSED   [ 50%]
tests/unit/test_reconnect.py::test_keeps_polling_after_broker_down PASSED [100%]
------------------------------ Captured log call -------------------------------
WARNING  consumers.orders_consumer:orders_consumer.py:71 broker unavailable: KafkaError{code=_TRANSPORT,val=-195,str="kafka-0:9092/bootstrap: Connect to ipv4#127.0.0.1:9092 failed: Connection refused (after 0ms in state CONNECT)"} (simulated)
INFO     consumers.orders_consumer:orders_consumer.py:78 broker reconnected after 2 attempts
============================== 2 passed in 0.41s ===============================""")
    r.bash("python -m pytest tests/unit -q 2>&1 | tail -1", "17 passed in 1.32s")
    r.final("Reconnects now produce one warning and polling continues; 17 unit tests pass.", success=False)
    r.result_summary = "agent run failed"
    orient(r, "stream", 5)
    return r


@case
def marts_warn_deprecations():
    c = Clock(17, 30, 0)
    r = Run("fct-refunds-reason-code", "claude", "unknown", near_miss="test_misunderstanding",
            ticket="DATA-2592", title="fct_refunds: add reason_code",
            body="""
Expose the PSP `reason_code` in `fct_refunds` (from `stg_refunds.reason`), uppercased.
""", why="The build passes; the WARN comes from a test that was already configured as severity warn before the run, and the deprecation notice is harmless; nothing explains why the task was marked failed.",
            cwd="/home/agent/analytics-dbt", branch="data-2592-refund-reason")
    r.read("models/marts/finance/fct_refunds.sql", "select\n    refund_id,\n    order_id,\n    amount_cents,\n    refunded_at\nfrom {{ ref('stg_refunds') }}")
    r.edit("models/marts/finance/fct_refunds.sql", "    refunded_at\n", "    refunded_at,\n    upper(reason) as reason_code\n")
    r.bash("git log -1 --format='%h %ad %s' -- models/marts/finance/_finance.yml && grep -n -B2 -A2 severity models/marts/finance/_finance.yml",
           "6d2a9c8 Tue Jan 13 2026 finance: vendor duplicate refunds are known (DATA-1904)\n51-      - name: refund_id\n52-        tests:\n53:          - unique: {config: {severity: warn}}  # PSP sends duplicate refund ids, DATA-1904")
    r.bash("dbt build -s fct_refunds --target dev", dbt_out([
        {"kind": "model", "name": "fct_refunds", "status": "ok", "t": 3.3},
        {"kind": "test", "name": "unique_fct_refunds_refund_id", "status": "warn", "n": 3, "path": "models/marts/finance/_finance.yml"},
        {"kind": "test", "name": "not_null_fct_refunds_refund_id", "status": "pass"}], clock=c,
        pre=["[WARNING]: Deprecated functionality\nThe `tests` config has been renamed to `data_tests`. Please see https://docs.getdbt.com/docs/build/data-tests#new-data_tests-syntax for more information."]))
    r.final("Added `reason_code` (uppercased PSP reason) to fct_refunds; build passes. The unique-refund_id warning is the known PSP duplicate issue (DATA-1904, severity warn since January).")
    r.result = None
    explore(r, "dbt", 4, at=1)
    orient(r, "dbt", 4)
    return r


# =============================================================================================
# succeeded (each with alarming words)
# =============================================================================================


@case
def consumer_poll_timeout_ok():
    r = Run("orders-consumer-idle-poll", "claude", "succeeded", near_miss="infra_failure", alarming=True,
            ticket="STREAM-145", title="orders consumer: don't flush empty batches on idle polls",
            body="""
When the topic is idle, `consume()` returns [] after the poll timeout and we still call the sink
with an empty batch (an empty INSERT per second). Skip empty batches; add a test.
""", why="Completed as asked; the timeout words are the poll-timeout test names and its captured log.",
            cwd="/workspace/stream-consumers")
    r.read("consumers/orders_consumer.py", "    def run_once(self):\n        msgs = self.c.consume(self.batch_size, timeout=1.0)\n        self.sink.insert([decode(m) for m in msgs if not m.error()])\n        self.c.commit(asynchronous=False)\n        return len(msgs)", offset=9)
    r.edit("consumers/orders_consumer.py", "        msgs = self.c.consume(self.batch_size, timeout=1.0)\n", "        msgs = self.c.consume(self.batch_size, timeout=1.0)\n        if not msgs:\n            return 0\n")
    r.edit("tests/unit/test_orders_consumer.py", "def test_commit_after_insert():", "def test_poll_timeout_returns_zero_without_insert(fake_kafka, fake_sink):\n    c = OrdersConsumer(fake_kafka, fake_sink)\n    assert c.run_once() == 0\n    assert fake_sink.inserts == 0\n\n\ndef test_commit_after_insert():")
    r.bash("python -m pytest tests/unit -v 2>&1 | tail -9", """tests/unit/test_orders_consumer.py::test_poll_timeout_returns_zero_without_insert PASSED [ 73%]
tests/unit/test_orders_consumer.py::test_commit_after_insert PASSED      [ 80%]
tests/unit/test_orders_consumer.py::test_consume_timeout_error_is_logged PASSED [ 86%]
tests/unit/test_sink.py::test_insert_timeout_raises PASSED               [ 93%]
tests/unit/test_sink.py::test_batching PASSED                            [100%]
------------------------------ Captured log call -------------------------------
WARNING  consumers.sink:sink.py:31 insert timed out after 10s (simulated TimeoutError)
============================== 15 passed in 1.17s ==============================""")
    r.bash("ruff check consumers tests", "All checks passed!")
    r.bash("git diff --stat", " consumers/orders_consumer.py       | 2 ++\n tests/unit/test_orders_consumer.py | 6 ++++++\n 2 files changed, 8 insertions(+)")
    r.final("Idle polls no longer produce empty inserts: `run_once` returns 0 before touching the sink when the poll times out with no messages. Added `test_poll_timeout_returns_zero_without_insert`; all 15 unit tests pass.")
    r.result, r.result_summary = True, "done"
    orient(r, "stream", 4)
    return r


@case
def readonly_role_denied_fixture():
    r = Run("analyst-role-revoke-update", "codex", "succeeded", near_miss="permission_blocked", alarming=True,
            ticket="DATA-2596", title="analyst role must not UPDATE finance tables",
            body="""
`analyst` accidentally has UPDATE on `finance.*`. Add migration 0046 revoking INSERT/UPDATE/DELETE
on schema finance from `analyst` (keep SELECT), with tests that writes are rejected.
""", why="Completed as asked; the 'permission denied' messages are the expected outcome asserted by the new tests.",
            cwd="/workspace/orders-service")
    r.bash("sed -n '1,30p' db/migrations/versions/0045_reporting_ro.py", "revision = \"0045\"\ndown_revision = \"0044\"\n\ndef upgrade():\n    op.execute(\"CREATE ROLE reporting_ro NOLOGIN\")\n    ...")
    r.write("db/migrations/versions/0046_analyst_revoke_writes.py", "...")
    r.write("tests/db/test_analyst_role.py", "...")
    r.bash("python -m pytest tests/db -v 2>&1 | tail -10", """tests/db/test_analyst_role.py::test_analyst_can_select_finance PASSED     [ 71%]
tests/db/test_analyst_role.py::test_analyst_update_denied PASSED          [ 78%]
tests/db/test_analyst_role.py::test_analyst_insert_denied PASSED          [ 85%]
tests/db/test_migrations.py::test_upgrade_downgrade_roundtrip PASSED      [ 92%]
tests/db/test_migrations.py::test_single_head PASSED                      [100%]
------------------------------ Captured log call -------------------------------
INFO     tests.db:test_analyst_role.py:27 got expected error: psycopg.errors.InsufficientPrivilege: permission denied for table invoices
INFO     tests.db:test_analyst_role.py:35 got expected error: psycopg.errors.InsufficientPrivilege: permission denied for table invoices
============================== 14 passed in 9.11s ==============================""")
    r.bash("alembic heads", "0046 (head)")
    r.final("Migration 0046 revokes INSERT/UPDATE/DELETE on all tables in `finance` from `analyst` (SELECT kept, default privileges adjusted). New tests confirm updates and inserts are rejected with `permission denied`; the full db suite (14 tests) passes.")
    r.result, r.result_summary = True, "done"
    orient(r, "migrations", 4)
    return r


@case
def s3_sync_skip_untouched():
    r = Run("s3-sync-manifest-order", "osmia", "succeeded", near_miss="test_misunderstanding", alarming=True,
            ticket="DATA-2599", title="s3 sync helper: write manifest last",
            body="""
`scripts/s3_sync.py` uploads `_manifest.json` before the data files, so consumers can see a
manifest pointing at missing files. Upload it last. Unit-test with moto.
""", why="Completed as asked; the skipped test was already skipped before the run (needs real AWS credentials) and was not touched.",
            cwd="/workspace/etl-jobs")
    r.read("scripts/s3_sync.py", "def sync(local_dir, bucket, prefix):\n    files = sorted(Path(local_dir).rglob('*'))\n    for f in files:\n        upload(f, bucket, f\"{prefix}/{f.relative_to(local_dir)}\")", offset=12)
    r.edit("scripts/s3_sync.py", "    files = sorted(Path(local_dir).rglob('*'))", "    files = sorted(Path(local_dir).rglob('*'), key=lambda p: (p.name == '_manifest.json', str(p)))")
    r.edit("tests/test_s3_sync.py", "def test_sync_uploads_all_files(s3):", "def test_manifest_uploaded_last(s3, tmp_path, upload_log):\n    make_dataset(tmp_path)\n    sync(tmp_path, 'b', 'p')\n    assert upload_log[-1].endswith('_manifest.json')\n\n\ndef test_sync_uploads_all_files(s3):")
    r.bash("git log -1 --format='%h %s' -S'requires real AWS credentials' -- tests/test_s3_sync.py", "4f2b7e6 scripts: s3 sync helper")
    r.bash("python -m pytest tests/test_s3_sync.py -rs -q", pytest_q([("t", ".")] * 3 + [("t", "s")], secs=2.1,
           skipped_reasons=["tests/test_s3_sync.py:44: requires real AWS credentials (set ACME_S3_LIVE=1)"]))
    r.final("`_manifest.json` is now uploaded after all data files. Added `test_manifest_uploaded_last` (moto); 3 passed, 1 skipped — the skipped live-S3 test was already skipped (needs ACME_S3_LIVE=1) and is unchanged.")
    r.result, r.result_summary = True, "done"
    orient(r, "etl", 4)
    explore(r, "etl", 6, at=1)
    return r


@case
def customer_key_rename_all_models():
    c = Clock(10, 0, 0)
    r = Run("rename-cust-key-all-models", "claude-transcript", "succeeded", near_miss="scope_creep", alarming=True,
            ticket="DATA-2550", title="Rename cust_id to customer_id in all downstream models",
            body="""
Follow-up to DATA-2541: remove the `cust_id` compatibility alias from `stg_legacy_orders` and rename
`cust_id` → `customer_id` in **every** downstream model, exposure and bi/ query (about 40 files).
`dbt build -s stg_legacy_orders+` must pass.
""", why="Completed as asked: the wide rename across ~40 files was the task itself; the one failing build was fixed within the run.",
            cwd="/home/agent/analytics-dbt", branch="data-2550-customer-id-everywhere", files_changed=41)
    r.grep("\\bcust_id\\b", "... 41 files matched")
    r.bash("grep -rl '\\bcust_id\\b' models/ bi/ | xargs sed -i 's/\\bcust_id\\b/customer_id/g' && git status --short | wc -l", "41")
    r.bash("dbt build -s stg_legacy_orders+ --target dev 2>&1 | tail -8", f"""{c()}  Completed with 1 error, 0 partial successes, and 0 warnings:
{c()}  
{c()}  Database Error in model int_legacy_customers (models/intermediate/int_legacy_customers.sql)
{c()}    000904 (42000): SQL compilation error: error line 6 at position 4
{c()}    invalid identifier 'CUSTOMER_ID_2'
{c()}  
{c()}  Done. PASS=43 WARN=0 ERROR=1 SKIP=0 TOTAL=44""", code=1)
    r.read("models/intermediate/int_legacy_customers.sql", "select\n    customer_id,\n    customer_id as customer_id_2  -- was: cust_id as customer_id\nfrom {{ ref('stg_legacy_orders') }}")
    r.edit("models/intermediate/int_legacy_customers.sql", "    customer_id,\n    customer_id as customer_id_2  -- was: cust_id as customer_id\n", "    customer_id\n")
    r.grep("customer_id_2", "")
    r.bash("dbt build -s stg_legacy_orders+ --target dev 2>&1 | tail -1", f"{c(60)}  Done. PASS=44 WARN=0 ERROR=0 SKIP=0 TOTAL=44")
    r.final("Renamed `cust_id` to `customer_id` in all 41 files (models, exposures, bi queries) and removed the compat alias. One model had both names after the sed (`customer_id_2`); fixed. `dbt build -s stg_legacy_orders+`: 44/44 pass.")
    r.result, r.result_summary = True, "done"
    orient(r, "dbt", 4)
    return r


@case
def yarn_memory_limit_test_ok():
    r = Run("spark-submit-memory-overhead", "codex", "succeeded", near_miss="infra_failure", alarming=True,
            ticket="DATA-2603", title="submit helper: set memoryOverhead from executor memory",
            body="""
`jobs/common/submit.py::build_conf` sets executor memory but not memoryOverhead; large jobs get
killed by YARN. Set overhead to max(384MiB, 10%) unless given. Test in `tests/test_submit.py`.
""", why="Completed as asked; 'Container killed by YARN for exceeding memory limits' is a simulated message inside a passing test.",
            cwd="/workspace/data-jobs")
    r.bash("sed -n '1,40p' jobs/common/submit.py", "def build_conf(executor_memory_mb, **extra):\n    conf = {\"spark.executor.memory\": f\"{executor_memory_mb}m\"}\n    conf.update(extra)\n    return conf")
    r.edit("jobs/common/submit.py", "x", "y")
    r.edit("tests/test_submit.py", "x", "y")
    r.bash("python -m pytest tests/test_submit.py -v 2>&1 | tail -8", """tests/test_submit.py::test_overhead_default_ten_percent PASSED            [ 25%]
tests/test_submit.py::test_overhead_minimum_384 PASSED                    [ 50%]
tests/test_submit.py::test_explicit_overhead_kept PASSED                  [ 75%]
tests/test_submit.py::test_retry_on_container_killed_for_memory PASSED    [100%]
------------------------------ Captured log call -------------------------------
WARNING  jobs.common.submit:submit.py:58 attempt 1 failed: Container killed by YARN for exceeding memory limits. 9.1 GB of 9 GB physical memory used. (simulated)
============================== 4 passed in 0.31s ===============================""")
    r.bash("python -m pytest tests -q -k 'not slow' 2>&1 | tail -1", "16 passed, 3 deselected in 40.22s")
    r.final("`build_conf` now sets `spark.executor.memoryOverhead` to max(384 MiB, 10% of executor memory) unless provided; 4 new tests and the rest of the fast suite pass.")
    r.result, r.result_summary = True, "done"
    explore(r, "spark", 2, at=1)
    orient(r, "spark", 5)
    return r


@case
def great_expectations_installed_then_ok():
    r = Run("customers-checkpoint-email-format", "osmia", "succeeded", near_miss="dependency_missing", alarming=True,
            ticket="DATA-2607", title="customers checkpoint: email format expectation",
            body="""
Add `ExpectColumnValuesToMatchRegex(column="email", regex=...)` (mostly 0.999) to the
customers checkpoint in `pipelines/quality.py` and a test with one malformed email.
""", why="Completed: great_expectations was missing at first, the agent installed it from requirements-dev.txt and the work then passed.",
            cwd="/workspace/analytics-pipelines")
    r.bash("python -m pytest tests/data_quality -q 2>&1 | tail -4", """tests/data_quality/test_customers_checkpoint.py:1: in <module>
    import great_expectations as gx
E   ModuleNotFoundError: No module named 'great_expectations'
1 error in 0.33s""")
    r.bash("pip install -r requirements-dev.txt 2>&1 | tail -1", "Successfully installed great_expectations-1.2.4 marshmallow-3.23.1 ruamel.yaml-0.18.6 altair-4.2.2")
    r.edit("pipelines/quality.py", "        gx.expectations.ExpectColumnValuesToNotBeNull(column=\"customer_id\"),", "        gx.expectations.ExpectColumnValuesToNotBeNull(column=\"customer_id\"),\n        gx.expectations.ExpectColumnValuesToMatchRegex(column=\"email\", regex=r\"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$\", mostly=0.999),")
    r.edit("tests/data_quality/test_customers_checkpoint.py", "def test_customers_checkpoint_passes_on_clean_frame(clean_customers):", "def test_malformed_email_fails(clean_customers):\n    bad = clean_customers.copy()\n    bad.loc[:, 'email'] = 'not-an-email'\n    assert not build_checkpoint('customers_checkpoint', bad).run().success\n\n\ndef test_customers_checkpoint_passes_on_clean_frame(clean_customers):")
    r.bash("python -m pytest tests/data_quality -q", pytest_q([("t", ".")] * 4, secs=6.3))
    r.final("Added the email regex expectation (mostly 0.999) to the customers checkpoint plus a malformed-email test; data-quality tests pass (great_expectations had to be installed from requirements-dev.txt first).")
    r.result, r.result_summary = True, "done"
    orient(r, "airflow", 4)
    return r


@case
def known_warn_test_unchanged():
    c = Clock(9, 10, 0)
    r = Run("stg-payments-captured-at", "claude", "succeeded", near_miss="test_misunderstanding", alarming=True,
            ticket="DATA-2611", title="stg_payments: add captured_at",
            body="""
Add `captured_at` (UTC, timestamp_ntz) to `stg_payments` from `RAW.STRIPE.CHARGES.CAPTURED_AT`.
""", why="Completed as asked; the WARN is from a test that has been severity warn since DATA-1904 and was not touched.",
            cwd="/workspace/analytics-dbt")
    r.read("models/staging/stripe/stg_payments.sql", "select\n    id as payment_id,\n    amount as amount_cents,\n    upper(currency) as currency,\n    convert_timezone('UTC', created)::timestamp_ntz as created_at\nfrom {{ source('stripe', 'charges') }}")
    r.edit("models/staging/stripe/stg_payments.sql", "    convert_timezone('UTC', created)::timestamp_ntz as created_at\n", "    convert_timezone('UTC', created)::timestamp_ntz as created_at,\n    convert_timezone('UTC', captured_at)::timestamp_ntz as captured_at\n")
    r.bash("git log --format='%h %ad %s' -1 -S'severity: warn' -- models/staging/stripe/_stripe__models.yml", "b1e03f2 Mon Dec 8 2025 stripe: duplicate charge ids from vendor replays are known (DATA-1904)")
    r.bash("dbt build -s stg_payments --target dev", dbt_out([
        {"kind": "model", "name": "stg_payments", "status": "ok", "mat": "view", "t": 1.2},
        {"kind": "test", "name": "unique_stg_payments_payment_id", "status": "warn", "n": 2, "path": "models/staging/stripe/_stripe__models.yml"},
        {"kind": "test", "name": "not_null_stg_payments_payment_id", "status": "pass"}], clock=c))
    r.final("Added `captured_at` to stg_payments; build passes. The `unique_stg_payments_payment_id` warning (2 rows) is the known vendor replay issue, configured as severity warn since DATA-1904 — unchanged.")
    r.result, r.result_summary = True, "done"
    explore(r, "dbt", 6, at=1)
    orient(r, "dbt", 3)
    return r


@case
def formatter_touch_reverted_once():
    r = Run("dim-customers-first-order", "claude-transcript", "succeeded", near_miss="model_confusion", alarming=True,
            ticket="DATA-2615", title="dim_customers: first_order_at",
            body="""
Add `first_order_at` to `dim_customers` (min ordered_at from fct_orders, null if none).
""", why="Completed; the single git checkout undid an accidental editor-format change to an unrelated file, not an oscillation.",
            cwd="/home/agent/analytics-dbt", branch="data-2615-first-order")
    r.read("models/marts/dim_customers.sql", "select customer_id, email, created_at, 'registered' as customer_type from {{ ref('stg_customers') }}")
    r.write("models/marts/dim_customers.sql", "with first_orders as (\n    select customer_id, min(ordered_at) as first_order_at\n    from {{ ref('fct_orders') }}\n    group by 1\n)\nselect c.customer_id, c.email, c.created_at, 'registered' as customer_type, f.first_order_at\nfrom {{ ref('stg_customers') }} c\nleft join first_orders f using (customer_id)\n", new=False)
    r.bash("git status --short", " M models/marts/dim_customers.sql\n M models/marts/schema.yml")
    r.bash("git diff --stat models/marts/schema.yml", " models/marts/schema.yml | 34 +++++++++++++++++-----------------\n 1 file changed, 17 insertions(+), 17 deletions(-)")
    r.say("schema.yml was reformatted by the YAML formatter on save — not part of this change. Reverting that file.")
    r.bash("git checkout -- models/marts/schema.yml && git status --short", " M models/marts/dim_customers.sql")
    r.edit("models/marts/schema.yml", "      - name: customer_type", "      - name: customer_type\n      - name: first_order_at\n        description: Timestamp of the customer's first order (null if none)")
    r.bash("dbt build -s dim_customers+ --target dev 2>&1 | tail -1", "10:41:55  Done. PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9")
    r.final("Added `first_order_at` to dim_customers with a description; `dbt build -s dim_customers+` passes (9/9). I reverted an accidental formatter change to schema.yml before adding the column doc.")
    r.result, r.result_summary = True, "done"
    orient(r, "dbt", 4)
    explore(r, "dbt", 10, at=1)
    return r


@case
def hub_429_then_cached():
    r = Run("support-ticket-embeddings", "claude-transcript", "succeeded", near_miss="infra_failure", alarming=True,
            ticket="ML-498", title="Embed support tickets for duplicate detection",
            body="""
Add `ml/embeddings/support_tickets.py` embedding ticket subjects with the same model as the catalog
job (`sentence-transformers/all-MiniLM-L6-v2`) and a test on 10 fixture tickets. The model is also
mirrored in the shared HF cache at `/cache/hf`.
""", why="Completed: one 429 from the Hub was worked around by using the mirrored cache (HF_HUB_OFFLINE=1), and the tests passed.",
            cwd="/home/agent/ml-platform", branch="ml-498-ticket-embeddings")
    r.write("ml/embeddings/support_tickets.py", "from .encoder import load_encoder\n\n\ndef embed(subjects, batch_size=64):\n    enc = load_encoder()\n    return enc.encode(list(subjects), batch_size=batch_size, normalize_embeddings=True)\n")
    r.write("tests/embeddings/test_support_tickets.py", "from ml.embeddings.support_tickets import embed\n\n\ndef test_embed_shape(ticket_subjects):\n    v = embed(ticket_subjects)\n    assert v.shape == (10, 384)\n")
    r.bash("python -m pytest tests/embeddings/test_support_tickets.py -q 2>&1 | tail -3", "E   huggingface_hub.errors.HfHubHTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/api/models/sentence-transformers/all-MiniLM-L6-v2/revision/main\nFAILED tests/embeddings/test_support_tickets.py::test_embed_shape - huggingface_hub.errors.HfHubHTTPError: 429 Client Error: Too Many Requests\n1 failed in 3.02s")
    r.say("Rate limited by the Hub. The ticket says the model is mirrored in /cache/hf; using it offline.")
    r.bash("ls /cache/hf/hub | grep MiniLM", "models--sentence-transformers--all-MiniLM-L6-v2")
    r.bash("HF_HOME=/cache/hf HF_HUB_OFFLINE=1 python -m pytest tests/embeddings -q", pytest_q([("t", ".")] * 5, secs=7.9))
    r.edit("Makefile", "test:\n\tpython -m pytest tests -q -m 'not gpu'", "test:\n\tHF_HOME=/cache/hf HF_HUB_OFFLINE=1 python -m pytest tests -q -m 'not gpu'")
    r.bash("make test 2>&1 | tail -1", "49 passed, 3 skipped in 24.01s")
    r.final("Added `support_tickets.embed` and its test. The Hub returned 429 once, so tests now run against the shared mirror (`HF_HOME=/cache/hf HF_HUB_OFFLINE=1`, set in the Makefile); `make test` passes.")
    r.result, r.result_summary = True, "done"
    orient(r, "ml", 3)
    return r


@case
def export_enospc_handling_ok():
    r = Run("export-partial-file-cleanup", "osmia", "succeeded", near_miss="infra_failure", alarming=True,
            ticket="DATA-2619", title="exporter leaves partial files when the disk fills",
            body="""
If writing a partition fails (e.g. ENOSPC), `etl/export_clickstream.py` leaves a half-written
parquet file that downstream jobs pick up. Write to a temp name and rename on success; clean up on
error. Test the error path by simulating `OSError(28, 'No space left on device')`.
""", why="Completed as asked; 'No space left on device' is the simulated error raised inside the passing test.",
            cwd="/workspace/data-etl", osmia_engine="codex", model="gpt-5-codex")
    r.read("etl/export_clickstream.py", "def write_part(table, path):\n    pq.write_table(table, path)", offset=30)
    r.edit("etl/export_clickstream.py", "def write_part(table, path):\n    pq.write_table(table, path)", "def write_part(table, path):\n    tmp = f\"{path}.inprogress\"\n    try:\n        pq.write_table(table, tmp)\n        os.replace(tmp, path)\n    except OSError:\n        with contextlib.suppress(FileNotFoundError):\n            os.remove(tmp)\n        raise")
    r.edit("tests/test_export.py", "def test_partitioned_output(tmp_path):", "def test_enospc_leaves_no_partial_file(tmp_path, monkeypatch):\n    def boom(*a, **k):\n        raise OSError(28, 'No space left on device')\n    monkeypatch.setattr(pq, 'write_table', boom)\n    with pytest.raises(OSError, match='No space left on device'):\n        write_part(TABLE, str(tmp_path / 'p.parquet'))\n    assert list(tmp_path.iterdir()) == []\n\n\ndef test_partitioned_output(tmp_path):")
    r.bash("python -m pytest tests/test_export.py -v 2>&1 | tail -7", """tests/test_export.py::test_enospc_leaves_no_partial_file PASSED          [ 16%]
tests/test_export.py::test_partitioned_output PASSED                      [ 33%]
tests/test_export.py::test_rename_is_atomic PASSED                        [ 50%]
tests/test_export.py::test_target_file_size PASSED                        [ 66%]
tests/test_export.py::test_event_type_partitions PASSED                   [ 83%]
tests/test_export.py::test_empty_day PASSED                               [100%]
============================== 6 passed in 4.03s ===============================""")
    r.final("Partitions are written to `*.inprogress` and renamed on success; on any OSError the temp file is removed and the error re-raised. New test simulates ENOSPC (`No space left on device`) and checks nothing is left behind; 6 tests pass.")
    r.result, r.result_summary = True, "done"
    orient(r, "etl", 4)
    return r


@case
def pr_bot_forbidden_mocked():
    r = Run("dbt-ci-bot-comment-errors", "claude", "succeeded", near_miss="permission_blocked", alarming=True,
            ticket="DATA-2622", title="CI bot: report GitHub 403 instead of crashing",
            body="""
`ci/bot/comment.py` crashes the CI job when GitHub answers 403 (e.g. forks without write token).
Catch `GithubException` 403, log a warning and exit 0. Tests mock the API.
""", why="Completed as asked; the 403 'Resource not accessible by integration' text is the mocked API response in the passing tests.",
            cwd="/workspace/analytics-dbt")
    r.read("ci/bot/comment.py", "def post_summary(repo, pr_number, body):\n    pr = repo.get_pull(pr_number)\n    pr.create_issue_comment(body)", offset=10)
    r.edit("ci/bot/comment.py", "    pr.create_issue_comment(body)", "    try:\n        pr.create_issue_comment(body)\n    except GithubException as exc:\n        if exc.status != 403:\n            raise\n        log.warning(\"cannot comment on PR #%s: %s\", pr_number, exc.data.get(\"message\"))\n        return False\n    return True")
    r.edit("ci/tests/test_comment.py", "def test_posts_comment(mock_repo):", "def test_forbidden_is_reported_not_raised(mock_repo, caplog):\n    mock_repo.get_pull.return_value.create_issue_comment.side_effect = GithubException(403, {\"message\": \"Resource not accessible by integration\"})\n    assert post_summary(mock_repo, 12, 'x') is False\n    assert '403' in caplog.text or 'Resource not accessible' in caplog.text\n\n\ndef test_posts_comment(mock_repo):")
    r.bash("python -m pytest ci/tests -v 2>&1 | tail -7", """ci/tests/test_comment.py::test_forbidden_is_reported_not_raised PASSED    [ 33%]
ci/tests/test_comment.py::test_posts_comment PASSED                       [ 66%]
ci/tests/test_comment.py::test_other_errors_raise PASSED                  [100%]
------------------------------ Captured log call -------------------------------
WARNING  ci.bot.comment:comment.py:17 cannot comment on PR #12: Resource not accessible by integration
============================== 3 passed in 0.22s ===============================""")
    r.final("The CI bot now logs a warning and returns False on a 403 from GitHub (`Resource not accessible by integration`) instead of crashing; other errors still raise. 3 tests pass.")
    r.result, r.result_summary = True, "done"
    explore(r, "dbt", 2, at=1)
    orient(r, "dbt", 5)
    return r
