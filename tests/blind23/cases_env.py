"""Environment-side failures, part 1: infra_failure and permission_blocked."""
from gen_lib import Run, case
from noise import orient, checks, explore
from texts import Clock, dbt_out, pytest_q, pytest_v, spark_log, git_status, diffstat

# =============================================================================================
# infra_failure
# =============================================================================================


@case
def sessions_backfill_join():
    r = Run("sessions-backfill-attribution", "osmia", "infra_failure",
            ticket="DATA-2291", title="Add first_touch_channel to user_sessions backfill",
            body="""
jobs/backfill_sessions.py builds `user_sessions` from `events` (~1.4B rows/month) and should now
join `attribution_touches` to add `first_touch_channel`.

- add the column (null when the user has no touch before session start)
- keep the job's partitioning by `session_date`
- run the job once in sample mode (`--sample 0.05`) to prove it still completes

Acceptance criteria: unit tests pass, sample run completes, PR opened.
""", why="The agent pod was OOM-killed (exit 137, 8Gi limit) while the local Spark sample run did the big join; the code change itself was fine.",
            cwd="/workspace/data-jobs")
    r.say("I'll read the backfill job and its tests first.")
    r.read("jobs/backfill_sessions.py", """from pyspark.sql import SparkSession, functions as F, Window

def build_sessions(events, gap_minutes=30):
    w = Window.partitionBy("user_id").orderBy("event_ts")
    ev = events.withColumn("prev_ts", F.lag("event_ts").over(w))
    ev = ev.withColumn("new_session", (F.col("event_ts").cast("long") - F.col("prev_ts").cast("long") > gap_minutes * 60) | F.col("prev_ts").isNull())
    ev = ev.withColumn("session_seq", F.sum(F.col("new_session").cast("int")).over(w))
    return (ev.groupBy("user_id", "session_seq")
              .agg(F.min("event_ts").alias("session_start"), F.max("event_ts").alias("session_end"),
                   F.count("*").alias("n_events"))
              .withColumn("session_date", F.to_date("session_start")))

def main(argv=None):
    args = parse_args(argv)
    spark = SparkSession.builder.appName("backfill_sessions").getOrCreate()
    events = spark.read.parquet(args.events_path).where(F.col("event_month") == args.month)
    if args.sample:
        events = events.sample(fraction=args.sample, seed=7)
    sessions = build_sessions(events)
    sessions.write.mode("overwrite").partitionBy("session_date").parquet(args.out)""")
    r.read("tests/test_backfill_sessions.py", """import datetime as dt
from jobs.backfill_sessions import build_sessions

def test_gap_splits_sessions(spark):
    ...

def test_first_touch_channel_null_without_touch(spark):
    ...""")
    r.grep("attribution_touches", "jobs/common/tables.py:14:ATTRIBUTION_TOUCHES = \"s3a://acme-lake/curated/attribution_touches\"\nconf/tables.yaml:31:  attribution_touches: curated/attribution_touches")
    r.edit("jobs/backfill_sessions.py", """    sessions = build_sessions(events)
    sessions.write""", """    sessions = build_sessions(events)
    touches = spark.read.parquet(ATTRIBUTION_TOUCHES).select("user_id", "touch_ts", "channel")
    sessions = add_first_touch_channel(sessions, touches)
    sessions.write""")
    r.edit("jobs/backfill_sessions.py", """def main(argv=None):""", """def add_first_touch_channel(sessions, touches):
    j = sessions.join(touches, on="user_id", how="left").where(
        F.col("touch_ts").isNull() | (F.col("touch_ts") <= F.col("session_start")))
    w = Window.partitionBy("user_id", "session_seq").orderBy(F.col("touch_ts").asc_nulls_last())
    first = j.withColumn("rn", F.row_number().over(w)).where("rn = 1")
    return first.withColumnRenamed("channel", "first_touch_channel").drop("touch_ts", "rn")


def main(argv=None):""")
    r.bash("python -m pytest tests/test_backfill_sessions.py -q", pytest_q(
        [("t", ".")] * 7, secs=38.12))
    r.say("Unit tests pass. Now the sample run against the February partition, as the ticket asks.")
    r.bash("python jobs/backfill_sessions.py --month 2026-02 --sample 0.05 --out /tmp/sessions_sample --master 'local[8]'",
           spark_log([
               ("INFO", "SparkContext", "Running Spark version 3.5.3"),
               ("INFO", "ResourceUtils", "No custom resources configured for spark.driver."),
               ("INFO", "SparkContext", "Submitted application: backfill_sessions"),
               ("WARN", "NativeCodeLoader", "Unable to load native-hadoop library for your platform... using builtin-java classes where applicable"),
               ("INFO", "InMemoryFileIndex", "It took 2113 ms to list leaf files for 1 paths."),
               ("INFO", "DAGScheduler", "Got job 3 (parquet at backfill_sessions.py:41) with 200 output partitions"),
               ("WARN", "MemoryStore", "Not enough space to cache rdd_21_57 in memory! (computed 384.0 MiB so far)"),
               ("INFO", "UnsafeExternalSorter", "Thread 88 spilling sort data of 1024.0 MiB to disk (0  time so far)"),
               ("INFO", "UnsafeExternalSorter", "Thread 91 spilling sort data of 1024.0 MiB to disk (1  time so far)"),
               ("WARN", "TaskMemoryManager", "Failed to allocate a page (67108864 bytes), try again."),
           ]))
    r.sysnote("container agent in pod osmia-agent-data-2291-7x2kq terminated: reason=OOMKilled exit_code=137 "
              "(limits.memory=8Gi); task run marked Failed", ev=True)
    r.end()
    explore(r, "spark", 7, at=3)
    orient(r, "spark", 3)
    return r


@case
def expectations_package_index():
    c = Clock(9, 41, 10)
    r = Run("stg-payments-expectations", "claude", "infra_failure", near_miss="dependency_missing",
            ticket="DATA-2304", title="Add dbt-expectations tests to stg_payments",
            body="""
stg_payments has no value checks. Add `dbt_expectations.expect_column_values_to_be_between`
on `amount_cents` (0..10_000_000) and `expect_column_values_to_match_regex` on `currency`
(`^[A-Z]{3}$`). The package is not in packages.yml yet.

AC: `dbt build --select stg_payments` green in CI target.
""", why="Name resolution for hub.getdbt.com and pypi.org failed inside the pod, so `dbt deps`/pip could not fetch anything; the later 'package not installed' errors follow from the unreachable network.",
            cwd="/workspace/analytics-dbt")
    r.say("Let me look at the project's packages and the stg_payments schema file.")
    r.read("packages.yml", "packages:\n  - package: dbt-labs/dbt_utils\n    version: 1.3.0")
    r.read("models/staging/stripe/_stripe__models.yml", """version: 2
models:
  - name: stg_payments
    columns:
      - name: payment_id
        tests: [unique, not_null]
      - name: amount_cents
      - name: currency""")
    r.edit("packages.yml", "    version: 1.3.0", "    version: 1.3.0\n  - package: metaplane/dbt_expectations\n    version: [\">=0.10.0\", \"<0.11.0\"]")
    r.edit("models/staging/stripe/_stripe__models.yml", """      - name: amount_cents
      - name: currency""", """      - name: amount_cents
        tests:
          - dbt_expectations.expect_column_values_to_be_between:
              min_value: 0
              max_value: 10000000
      - name: currency
        tests:
          - dbt_expectations.expect_column_values_to_match_regex:
              regex: "^[A-Z]{3}$\"""")
    r.bash("dbt deps", f"""{c()}  Running with dbt=1.8.7
{c(1)}  Updating lock file in file path: /workspace/analytics-dbt/package-lock.yml
{c(30)}  Encountered an error:
HTTPSConnectionPool(host='hub.getdbt.com', port=443): Max retries exceeded with url: /api/v1/index.json (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f2c1d8e7a10>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution'))""", code=2, ev=True)
    r.say("dbt deps could not reach the package hub. I'll try installing the package a different way.")
    r.bash("pip install dbt-expectations", """WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f0e6b2c3d90>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/dbt-expectations/
WARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f0e6b2c3f10>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/dbt-expectations/
WARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f0e6b2d0100>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/dbt-expectations/
WARNING: Retrying (Retry(total=1, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f0e6b2d0280>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/dbt-expectations/
WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f0e6b2d0400>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/dbt-expectations/
ERROR: Could not find a version that satisfies the requirement dbt-expectations (from versions: none)
ERROR: No matching distribution found for dbt-expectations""", code=1, ev=True)
    r.think("pip fails too. dbt_expectations is a dbt package not a pip package anyway. Both fail on name resolution. Let me check whether the network works at all.")
    r.bash("curl -sS -m 10 -o /dev/null -w '%{http_code}\\n' https://hub.getdbt.com/api/v1/index.json; curl -sS -m 10 -o /dev/null -w '%{http_code}\\n' https://pypi.org/simple/",
           "curl: (6) Could not resolve host: hub.getdbt.com\n000\ncurl: (6) Could not resolve host: pypi.org\n000", code=6, ev=True)
    r.bash("cat /etc/resolv.conf; getent hosts github.com || echo 'no answer'",
           "search data-agents.svc.cluster.local svc.cluster.local cluster.local\nnameserver 10.96.0.10\noptions ndots:5\nno answer")
    r.bash(f"dbt build --select stg_payments --target ci", f"""{c(40)}  Running with dbt=1.8.7
{c(1)}  Encountered an error:
Compilation Error
  dbt found 2 package(s) specified in packages.yml, but only 1 package(s) installed in dbt_packages. Run "dbt deps" to install package dependencies.""", code=2)
    r.say("The build can't compile because dbt_expectations was never installed, and it can't be installed because the pod has no DNS resolution for any external host.")
    r.final("""I added the two dbt_expectations tests to `_stripe__models.yml` and the package to `packages.yml`, but I could not verify them:

- `dbt deps` fails: `Temporary failure in name resolution` for hub.getdbt.com
- `pip` and `curl` fail the same way for pypi.org; `getent hosts github.com` returns nothing
- so `dbt build --select stg_payments` stops with "dbt found 2 package(s) ... only 1 package(s) installed"

The pod's resolver (10.96.0.10) is not answering. Once networking is back, `dbt deps && dbt build --select stg_payments --target ci` should be all that's needed.""")
    r.result, r.result_summary = False, "dbt build failed: packages not installed"
    orient(r, "dbt", 2)
    explore(r, "dbt", 6, at=2)
    return r


@case
def catalog_embeddings_hub():
    r = Run("catalog-embeddings-refresh", "codex", "infra_failure", near_miss="permission_blocked",
            ticket="ML-412", title="Nightly embedding refresh for product catalog",
            body="""
Add `ml/embeddings/refresh_catalog.py` that embeds `catalog.products` titles+descriptions with
`sentence-transformers/all-MiniLM-L6-v2` and writes `catalog_embeddings` (product_id, vector, model_rev).
Add a unit test that runs on 20 fixture products. Model is public; no token needed.

AC: script + test, test green locally.
""", why="Every download from huggingface.co came back 429 Too Many Requests (IP rate limit) even after back-off, so the model never loaded; the code and access were fine.",
            cwd="/workspace/ml-platform")
    r.think("**Planning the embedding job**\n\nI need to look at how other ml jobs are structured, then write the refresh script and a fixture-based test.")
    r.bash("ls ml && sed -n '1,80p' ml/common/io.py", "common\nembeddings\nranking\nserving\n\nimport pyarrow as pa\nimport pyarrow.parquet as pq\n\ndef read_table(uri):\n    return pq.read_table(uri)\n\ndef write_table(table, uri, partition_cols=None):\n    pq.write_to_dataset(table, uri, partition_cols=partition_cols)")
    r.write("ml/embeddings/refresh_catalog.py", "...")
    r.write("tests/embeddings/test_refresh_catalog.py", "...")
    r.write("tests/fixtures/products_20.parquet", "...")
    r.bash("python -m pytest tests/embeddings/test_refresh_catalog.py -q -x", """F                                                                        [100%]
=================================== FAILURES ===================================
________________________ test_refresh_writes_vectors ________________________
requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/sentence-transformers/all-MiniLM-L6-v2/resolve/main/modules.json

The above exception was the direct cause of the following exception:

huggingface_hub.errors.HfHubHTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/sentence-transformers/all-MiniLM-L6-v2/resolve/main/modules.json (Request ID: Root=1-67c41f0e-2b9f6d3e1c0a47a95e8d11f2;b1f4e0a2-6c55-4f7e-9a0e-1d3a5c7e9b21)

We had to rate limit your IP (34.118.92.17). To continue using our service, create a HF account or login to your existing account, and make sure you pass a HF_TOKEN if you're using the API.
=========================== short test summary info ============================
FAILED tests/embeddings/test_refresh_catalog.py::test_refresh_writes_vectors - huggingface_hub.errors.HfHubHTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/sentence-transformers/all-MiniLM-L6-v2/resolve/main/modules.json
1 failed in 6.87s""", code=1, ev=True)
    r.think("**Handling rate limit**\n\nThe hub is rate limiting the shared egress IP. The model is public, so this is not an access problem. I'll wait and retry once with a back-off, and check whether a cache exists.")
    r.bash("ls ~/.cache/huggingface/hub 2>/dev/null || echo 'no cache'; env | grep -i '^HF_' || true", "no cache")
    r.bash("sleep 90; python -c \"from huggingface_hub import snapshot_download; print(snapshot_download('sentence-transformers/all-MiniLM-L6-v2'))\"",
           """Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/usr/local/lib/python3.11/site-packages/huggingface_hub/utils/_validators.py", line 114, in _inner_fn
    return fn(*args, **kwargs)
  File "/usr/local/lib/python3.11/site-packages/huggingface_hub/_snapshot_download.py", line 164, in snapshot_download
    repo_info = api.repo_info(repo_id=repo_id, repo_type=repo_type, revision=revision)
  File "/usr/local/lib/python3.11/site-packages/huggingface_hub/utils/_http.py", line 477, in hf_raise_for_status
    raise _format(HfHubHTTPError, str(e), response) from e
huggingface_hub.errors.HfHubHTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/api/models/sentence-transformers/all-MiniLM-L6-v2/revision/main (Request ID: Root=1-67c41f7a-0e3b5d2c4a1f6e8b9c7d2a10;3c9e1b7d-0f2a-4d6c-8e5b-7a1c3e9f0b24)

We had to rate limit your IP (34.118.92.17). To continue using our service, create a HF account or login to your existing account, and make sure you pass a HF_TOKEN if you're using the API.""", code=1, ev=True)
    r.bash("sleep 240; curl -s -o /dev/null -w '%{http_code}\\n' https://huggingface.co/api/models/sentence-transformers/all-MiniLM-L6-v2", "429", code=0, ev=True)
    r.say("The Hub is still returning 429 for our egress IP after ~6 minutes of back-off.")
    r.final("""Implemented `ml/embeddings/refresh_catalog.py` and `tests/embeddings/test_refresh_catalog.py` (20-product fixture), but the test cannot pass here: every request to huggingface.co returns **429 Too Many Requests** ("We had to rate limit your IP (34.118.92.17)"), including after 90s and 240s back-off. The model is public, so this is the shared NAT IP being throttled, not an access problem. Options: mirror the model into our artifact bucket or set HF_TOKEN for the CI identity so requests count against an account.""")
    orient(r, "ml", 3)
    return r


@case
def orders_checkpoint_limit():
    r = Run("orders-daily-checkpoint", "claude-transcript", "infra_failure", near_miss="dependency_missing",
            ticket="DATA-2318", title="great_expectations checkpoint for orders_daily",
            body="""
Add a GX checkpoint `orders_daily_checkpoint` validating `analytics.orders_daily`:
row count > 0, `order_date` not null, `gross_revenue` >= 0. Wire it into
`dags/orders_daily.py` after the load task. Tests live in `tests/data_quality/`.
""", why="The session was cut off by the Claude usage limit; the ModuleNotFoundError for great_expectations was being handled (added to requirements, install next) when the provider stopped the run.",
            cwd="/home/dev/analytics-pipelines", branch="feat/orders-gx")
    r.say("I'll start by looking at the existing data-quality setup and the DAG.")
    r.glob("tests/data_quality/**/*.py", "tests/data_quality/__init__.py\ntests/data_quality/conftest.py\ntests/data_quality/test_customers_checkpoint.py")
    r.read("tests/data_quality/test_customers_checkpoint.py", """import great_expectations as gx
import pandas as pd

from pipelines.quality import build_checkpoint


def test_customers_checkpoint_passes_on_clean_frame(clean_customers):
    cp = build_checkpoint("customers_checkpoint", clean_customers)
    assert cp.run().success""")
    r.read("pipelines/quality.py", """import great_expectations as gx

SUITES = {
    "customers_checkpoint": [
        gx.expectations.ExpectColumnValuesToNotBeNull(column="customer_id"),
    ],
}


def build_checkpoint(name, df):
    ctx = gx.get_context(mode="ephemeral")
    ...""")
    r.edit("pipelines/quality.py", """        gx.expectations.ExpectColumnValuesToNotBeNull(column="customer_id"),
    ],
}""", """        gx.expectations.ExpectColumnValuesToNotBeNull(column="customer_id"),
    ],
    "orders_daily_checkpoint": [
        gx.expectations.ExpectTableRowCountToBeBetween(min_value=1),
        gx.expectations.ExpectColumnValuesToNotBeNull(column="order_date"),
        gx.expectations.ExpectColumnValuesToBeBetween(column="gross_revenue", min_value=0),
    ],
}""")
    r.write("tests/data_quality/test_orders_checkpoint.py", """from pipelines.quality import build_checkpoint


def test_orders_checkpoint_passes(clean_orders):
    assert build_checkpoint("orders_daily_checkpoint", clean_orders).run().success


def test_orders_checkpoint_flags_negative_revenue(clean_orders):
    bad = clean_orders.assign(gross_revenue=-1)
    assert not build_checkpoint("orders_daily_checkpoint", bad).run().success
""")
    r.bash("python -m pytest tests/data_quality -q", """
==================================== ERRORS ====================================
_________ ERROR collecting tests/data_quality/test_customers_checkpoint.py _________
ImportError while importing test module '/home/dev/analytics-pipelines/tests/data_quality/test_customers_checkpoint.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
/usr/lib/python3.11/importlib/__init__.py:126: in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
tests/data_quality/test_customers_checkpoint.py:1: in <module>
    import great_expectations as gx
E   ModuleNotFoundError: No module named 'great_expectations'
=========================== short test summary info ============================
ERROR tests/data_quality/test_customers_checkpoint.py
ERROR tests/data_quality/test_orders_checkpoint.py
!!!!!!!!!!!!!!!!!!! Interrupted: 2 errors during collection !!!!!!!!!!!!!!!!!!!!
2 errors in 0.41s""", code=2)
    r.say("great_expectations isn't installed in this virtualenv. It's used by existing tests too, so it should be a dev requirement; let me check.")
    r.read("requirements-dev.txt", "pytest==8.3.3\npytest-cov==5.0.0\npandas==2.2.3\nmoto[s3]==5.0.16")
    r.edit("requirements-dev.txt", "moto[s3]==5.0.16", "moto[s3]==5.0.16\ngreat_expectations==1.2.4")
    r.api_error("Claude AI usage limit reached|1772560800", ev=True)
    r.result, r.result_summary = False, "claude exited with status 1: Claude AI usage limit reached|1772560800"
    explore(r, "airflow", 7, at=3)
    orient(r, "airflow", 2)
    return r


@case
def clickstream_repartition_disk():
    r = Run("clickstream-export-repartition", "osmia", "infra_failure",
            ticket="DATA-2330", title="Repartition clickstream parquet export by event_date",
            body="""
`etl/export_clickstream.py` writes one huge file per day. Partition the output by `event_date`
and `event_type`, target ~256MB files. Verify by exporting one day locally.

AC: export for 2026-02-28 completes, files are partitioned, `tests/test_export.py` green.
""", why="The local one-day export filled the pod's ephemeral storage (ENOSPC, then the kubelet evicted the pod); nothing in the code change caused the failure.",
            cwd="/workspace/data-etl", osmia_engine="codex", model="gpt-5-codex")
    r.say("Reading the exporter.")
    r.read("etl/export_clickstream.py", """import pyarrow.dataset as ds
import pyarrow.parquet as pq

def export_day(day, out):
    src = ds.dataset(f"s3://acme-raw/clickstream/dt={day}/", format="json")
    table = src.to_table()
    pq.write_table(table, f"{out}/clickstream_{day}.parquet")""")
    r.edit("etl/export_clickstream.py", """    table = src.to_table()
    pq.write_table(table, f"{out}/clickstream_{day}.parquet")""", """    ds.write_dataset(
        src.scanner(batch_size=131072), out, format="parquet",
        partitioning=["event_date", "event_type"], partitioning_flavor="hive",
        max_rows_per_file=2_000_000, min_rows_per_group=100_000,
        existing_data_behavior="overwrite_or_ignore")""")
    r.bash("python -m pytest tests/test_export.py -q", pytest_q([("t", ".")] * 5, secs=3.9))
    r.bash("python etl/export_clickstream.py --day 2026-02-28 --out /tmp/export",
           """Traceback (most recent call last):
  File "/workspace/data-etl/etl/export_clickstream.py", line 31, in <module>
    main()
  File "/workspace/data-etl/etl/export_clickstream.py", line 27, in main
    export_day(args.day, args.out)
  File "/workspace/data-etl/etl/export_clickstream.py", line 9, in export_day
    ds.write_dataset(
  File "/usr/local/lib/python3.11/site-packages/pyarrow/dataset.py", line 1030, in write_dataset
    _filesystemdataset_write(
  File "pyarrow/_dataset.pyx", line 4010, in pyarrow._dataset._filesystemdataset_write
  File "pyarrow/error.pxi", line 92, in pyarrow.lib.check_status
OSError: [Errno 28] Error writing bytes to file. Detail: [errno 28] No space left on device""", code=1, ev=True)
    r.bash("df -h /tmp /workspace; du -sh /tmp/export ~/.cache 2>/dev/null",
           """Filesystem      Size  Used Avail Use% Mounted on
overlay          20G   20G     0 100% /
overlay          20G   20G     0 100% /
14G\t/tmp/export
3.9G\t/root/.cache""", ev=True)
    r.say("The pod's 20G overlay is full: 14G of export output plus the pip cache. I'll clear the partial output and the caches and retry on a single event_type to keep it small.")
    r.bash("rm -rf /tmp/export ~/.cache/pip && df -h /", "Filesystem      Size  Used Avail Use% Mounted on\noverlay          20G  2.3G   18G  12% /")
    r.bash("python etl/export_clickstream.py --day 2026-02-28 --out /tmp/export --event-type page_view",
           """OSError: [Errno 28] Error writing bytes to file. Detail: [errno 28] No space left on device""", code=1)
    r.sysnote("pod osmia-agent-data-2330-q9wz4 evicted by kubelet: The node was low on resource: ephemeral-storage. "
              "Threshold quantity: 2146223340, available: 1103116Ki. Container agent was using 19Gi, request is 0, "
              "has larger consumption of ephemeral-storage.", ev=True)
    r.end()
    r.result, r.result_summary, r.exit_code = False, "pod evicted (ephemeral-storage)", 137
    orient(r, "etl", 3)
    return r


@case
def orders_consumer_offsets_dns():
    r = Run("orders-consumer-commit-order", "codex", "infra_failure",
            ticket="STREAM-88", title="orders.v2 consumer: commit offsets only after ClickHouse write",
            body="""
`consumers/orders_consumer.py` commits offsets before the batch insert into ClickHouse, so a crash
between the two loses rows. Commit only after a successful insert. Integration tests
(`make itest`) run against the CI Kafka in namespace `data-ci`.

AC: unit + integration tests green.
""", why="The code fix passed unit tests, but cluster DNS in the pod stopped resolving the CI Kafka service (name resolution failures, nslookup timed out), so integration tests could not run.",
            cwd="/workspace/stream-consumers")
    r.bash("sed -n '1,120p' consumers/orders_consumer.py", """from confluent_kafka import Consumer
from .sink import ClickHouseSink

class OrdersConsumer:
    def __init__(self, conf, sink: ClickHouseSink, batch_size=500):
        self.c = Consumer({**conf, "enable.auto.commit": False})
        self.sink, self.batch_size = sink, batch_size

    def run_once(self):
        msgs = self.c.consume(self.batch_size, timeout=1.0)
        if not msgs:
            return 0
        self.c.commit(asynchronous=False)
        self.sink.insert([decode(m) for m in msgs if not m.error()])
        return len(msgs)""")
    r.think("**Fix ordering**\n\nMove the commit after the insert, and only commit when the insert succeeded. Use commit with explicit offsets of the last message per partition.")
    r.edit("consumers/orders_consumer.py", "x", "y")
    r.edit("tests/unit/test_orders_consumer.py", "a", "b")
    r.bash("python -m pytest tests/unit -q", pytest_q([("t", ".")] * 14, secs=1.12))
    r.bash("make itest", """docker compose -f tests/integration/compose.yaml run --rm itest
python -m pytest tests/integration -q
%3|1772441190.512|FAIL|rdkafka#consumer-1| [thrd:kafka-0.kafka-headless.data-ci.svc:9092/bootstrap]: kafka-0.kafka-headless.data-ci.svc:9092/bootstrap: Failed to resolve 'kafka-0.kafka-headless.data-ci.svc:9092': Temporary failure in name resolution (after 5006ms in state CONNECT)
%3|1772441196.520|FAIL|rdkafka#consumer-1| [thrd:kafka-0.kafka-headless.data-ci.svc:9092/bootstrap]: kafka-0.kafka-headless.data-ci.svc:9092/bootstrap: Failed to resolve 'kafka-0.kafka-headless.data-ci.svc:9092': Temporary failure in name resolution (after 5003ms in state CONNECT, 1 identical error(s) suppressed)
FFF                                                                      [100%]
FAILED tests/integration/test_commit_after_insert.py::test_no_loss_on_sink_crash - cimpl.KafkaException: KafkaError{code=_TRANSPORT,val=-195,str="Failed to get metadata: Local: Broker transport failure"}
FAILED tests/integration/test_commit_after_insert.py::test_offsets_committed_after_insert - cimpl.KafkaException: KafkaError{code=_TRANSPORT,val=-195,str="Failed to get metadata: Local: Broker transport failure"}
FAILED tests/integration/test_commit_after_insert.py::test_redelivery_after_restart - cimpl.KafkaException: KafkaError{code=_TRANSPORT,val=-195,str="Failed to get metadata: Local: Broker transport failure"}
3 failed in 31.77s
make: *** [Makefile:22: itest] Error 1""", code=2, ev=True)
    r.bash("getent hosts kafka-0.kafka-headless.data-ci.svc.cluster.local; echo rc=$?; nslookup kafka-headless.data-ci.svc.cluster.local",
           "rc=2\n;; connection timed out; no servers could be reached\n", code=1, ev=True)
    r.bash("getent hosts kubernetes.default.svc.cluster.local; echo rc=$?", "rc=2", code=0, ev=True)
    r.think("**DNS outage**\n\nEven kubernetes.default doesn't resolve, so this is cluster DNS, not the Kafka service or my change.")
    r.final("""Moved the commit after a successful ClickHouse insert (commits explicit offsets of the last message per partition; on insert failure the batch is re-polled) and extended the unit tests — `tests/unit` passes (14 tests).

The integration suite could not run: the pod cannot resolve any cluster name (`Failed to resolve 'kafka-0.kafka-headless.data-ci.svc:9092': Temporary failure in name resolution`; `nslookup` → `connection timed out; no servers could be reached`; even `kubernetes.default.svc` does not resolve). Needs a rerun once cluster DNS is healthy.""")
    r.result, r.result_summary = False, "integration tests failed"
    explore(r, "stream", 6, at=1)
    orient(r, "stream", 4)
    return r


@case
def revenue_merge_warehouse_timeouts():
    c = Clock(13, 2, 0)
    r = Run("fct-revenue-merge-keys", "claude", "infra_failure", near_miss="model_confusion",
            ticket="DATA-2342", title="fct_revenue incremental: merge on (order_id, line_id)",
            body="""
fct_revenue is incremental with `unique_key='order_id'`, so multi-line orders overwrite each other.
Use `unique_key=['order_id','line_id']` with merge, run `dbt build --select fct_revenue+` on the
`ci` target (full refresh is fine).

AC: build green on ci, no duplicate (order_id, line_id).
""", why="The ci warehouse was saturated: every build hit the 10-minute tool timeout and Snowflake's statement timeout (000630) with 14 queries queued on an X-Small warehouse; the repeated runs were the agent waiting on the platform, not confusion.",
            cwd="/workspace/analytics-dbt", state="TimedOut")
    r.read("models/marts/finance/fct_revenue.sql", """{{ config(materialized='incremental', unique_key='order_id', incremental_strategy='merge') }}

select
    o.order_id,
    l.line_id,
    o.ordered_at,
    l.sku,
    l.quantity * l.unit_price_cents as revenue_cents
from {{ ref('stg_orders') }} o
join {{ ref('stg_order_lines') }} l using (order_id)
{% if is_incremental() %}
where o.updated_at > (select max(updated_at) from {{ this }})
{% endif %}""")
    r.edit("models/marts/finance/fct_revenue.sql", "unique_key='order_id'", "unique_key=['order_id', 'line_id']")
    r.bash("dbt build --select fct_revenue+ --target ci --full-refresh",
           "Command timed out after 10m 0.0s\n" + f"{c()}  Running with dbt=1.8.7\n{c(1)}  Registered adapter: snowflake=1.8.4\n{c(2)}  Found 142 models, 311 data tests, 18 seeds, 41 sources, 1011 macros\n{c(1)}  \n{c(1)}  Concurrency: 4 threads (target='ci')\n{c()}  \n{c(1)}  1 of 6 START sql incremental model analytics_ci.fct_revenue ......... [RUN]",
           timeout_err=True, ev=True)
    r.say("The full refresh didn't finish within 10 minutes. Let me run it in the background and poll.")
    r.bash("dbt build --select fct_revenue+ --target ci --full-refresh > /tmp/build.log 2>&1 &", "", bg=False)
    r.bash("sleep 540; tail -5 /tmp/build.log", f"{c(900)}  1 of 6 START sql incremental model analytics_ci.fct_revenue ......... [RUN]")
    r.bash("sleep 540; tail -20 /tmp/build.log", f"""{c(1100)}  1 of 6 ERROR creating sql incremental model analytics_ci.fct_revenue .... [ERROR in 3600.41s]
{c(1)}  2 of 6 SKIP test not_null_fct_revenue_order_id .......................... [SKIP]
{c(0)}  3 of 6 SKIP test unique_fct_revenue_order_line ......................... [SKIP]
{c(1)}  
{c(0)}  Completed with 1 error, 0 partial successes, and 0 warnings:
{c(0)}  
{c(0)}  Database Error in model fct_revenue (models/marts/finance/fct_revenue.sql)
{c(0)}    000630 (57014): Statement reached its statement or warehouse timeout of 3600 second(s) and was canceled.
{c(0)}  
{c(0)}  Done. PASS=0 WARN=0 ERROR=1 SKIP=5 TOTAL=6""", ev=True)
    r.bash("snowsql -c ci -o friendly=false -o header=true -q \"show warehouses like 'TRANSFORMING_CI'\" | cut -c1-160",
           """name            | state   | type     | size    | running | queued | is_default
TRANSFORMING_CI | STARTED | STANDARD | X-Small | 4       | 14     | N""", ev=True)
    r.say("The CI warehouse is an X-Small with 4 running and 14 queued queries, so the statement sat in the queue and hit the 3600s timeout. I'll try once more with a single thread.")
    r.bash("dbt build --select fct_revenue+ --target ci --full-refresh --threads 1",
           "Command timed out after 10m 0.0s\n" + f"{c(3700)}  Running with dbt=1.8.7\n{c(1)}  1 of 6 START sql incremental model analytics_ci.fct_revenue ......... [RUN]",
           timeout_err=True, ev=True)
    r.final("""Changed fct_revenue to `unique_key=['order_id', 'line_id']`. I could not get a green build on `ci`: the TRANSFORMING_CI warehouse (X-Small) has 14 queued queries, the full refresh hit Snowflake's 3600s statement timeout (000630) and two further attempts exceeded the 10-minute command limit. Needs a larger/less busy warehouse or a run outside peak hours.""")
    r.result, r.result_summary = False, "task deadline exceeded"
    orient(r, "dbt", 2)
    return r


@case
def eviction_retry_policy():
    r = Run("kpo-retry-on-eviction", "osmia", "infra_failure",
            ticket="DATA-2350", title="KubernetesPodOperator tasks should retry on eviction only",
            body="""
Our KPO tasks retry 3x on every failure, including deterministic app errors (exit 1). Make them retry
only when the pod was evicted / preempted (reason Evicted, or DisruptionTarget condition), via an
`on_retry_callback`-free approach: a custom `retry_if` in `plugins/kpo_retry.py`.

AC: unit tests in tests/plugins green; DAG import test green; image builds.
""", why="After the work and tests were green, the agent's own pod was evicted for node memory pressure during the image build; the 'eviction' strings earlier are fixtures of the code under test.",
            cwd="/workspace/airflow-dags")
    r.say("Looking at the plugin and its tests.")
    r.read("plugins/kpo_retry.py", """from airflow.providers.cncf.kubernetes.operators.pod import KubernetesPodOperator

class RetryOnEvictionKPO(KubernetesPodOperator):
    pass""")
    r.read("tests/plugins/test_kpo_retry.py", """import pytest
from plugins.kpo_retry import should_retry

EVICTED = {"reason": "Evicted", "message": "The node was low on resource: memory. Container base was using 3812Mi, request is 2Gi."}
APP_ERR = {"reason": "Error", "exit_code": 1}

def test_retries_on_eviction():
    assert should_retry(EVICTED)

def test_no_retry_on_app_error():
    assert not should_retry(APP_ERR)""")
    r.write("plugins/kpo_retry.py", """from airflow.exceptions import AirflowFailException
from airflow.providers.cncf.kubernetes.operators.pod import KubernetesPodOperator

RETRYABLE_REASONS = {"Evicted", "Preempting", "DeadlineExceeded"}


def should_retry(status):
    if status.get("reason") in RETRYABLE_REASONS:
        return True
    return any(c.get("type") == "DisruptionTarget" and c.get("status") == "True"
               for c in status.get("conditions", []))


class RetryOnEvictionKPO(KubernetesPodOperator):
    def execute(self, context):
        try:
            return super().execute(context)
        except Exception as exc:
            status = getattr(exc, "pod_status", {}) or {}
            if not should_retry(status):
                raise AirflowFailException(str(exc)) from exc
            raise
""", new=False)
    r.bash("python -m pytest tests/plugins -v", pytest_v([
        ("tests/plugins/test_kpo_retry.py::test_retries_on_eviction", "PASSED"),
        ("tests/plugins/test_kpo_retry.py::test_retries_on_disruption_target", "PASSED"),
        ("tests/plugins/test_kpo_retry.py::test_no_retry_on_app_error", "PASSED"),
        ("tests/plugins/test_kpo_retry.py::test_app_error_raises_fail_exception", "PASSED"),
    ], secs=2.31, captured="""----------------------------- Captured log call ------------------------------
WARNING  plugins.kpo_retry:kpo_retry.py:22 pod evicted: The node was low on resource: memory. Container base was using 3812Mi, request is 2Gi. (will retry)"""))
    r.bash("python -m pytest tests/test_dag_integrity.py -q", pytest_q([("t", ".")] * 31, secs=11.4))
    r.say("Unit and DAG-import tests pass. Building the image to satisfy the last criterion.")
    r.bash("docker build -t airflow-dags:kpo-retry -f docker/Dockerfile .", """#0 building with "default" instance using docker driver
#1 [internal] load build definition from Dockerfile
#1 transferring dockerfile: 1.21kB done
#2 [internal] load metadata for docker.io/apache/airflow:2.10.4-python3.11
#2 DONE 0.9s
#5 [2/5] COPY requirements.txt /requirements.txt
#6 [3/5] RUN pip install --no-cache-dir -r /requirements.txt
#6 8.112 Collecting apache-airflow-providers-cncf-kubernetes==10.0.1""")
    r.sysnote("agent pod osmia-agent-data-2350-k8f2p was evicted: The node was low on resource: memory. "
              "Threshold quantity: 100Mi, available: 61240Ki. Container agent was using 7412Mi, request is 4Gi, "
              "has larger consumption of memory. Task run will not be resumed.", ev=True)
    r.end()
    explore(r, "airflow", 8, at=3)
    orient(r, "airflow", 5)
    return r


@case
def churn_retrain_capacity():
    r = Run("churn-retrain-weekly", "claude-transcript", "infra_failure",
            ticket="ML-430", title="Schedule churn model retraining weekly on Databricks",
            body="""
Add a Databricks Asset Bundle job `churn_retrain` (weekly, Mondays 03:00 UTC) running
`ml/churn/train.py` on a single-node g5.2xlarge, registering the model in MLflow as `churn_xgb`.
Deploy to staging and trigger one run to prove it works.

AC: bundle validates, staging run succeeds.
""", why="The staging run never started: the job cluster could not launch because AWS had no g5.2xlarge capacity in the zone (InsufficientInstanceCapacity), twice.",
            cwd="/workspace/ml-churn")
    r.read("databricks.yml", """bundle:
  name: ml-churn
include:
  - resources/*.yml
targets:
  staging:
    workspace:
      host: https://acme-staging.cloud.databricks.com""")
    r.write("resources/churn_retrain.job.yml", """resources:
  jobs:
    churn_retrain:
      name: churn_retrain
      schedule:
        quartz_cron_expression: "0 0 3 ? * MON"
        timezone_id: UTC
      tasks:
        - task_key: train
          spark_python_task:
            python_file: ../ml/churn/train.py
            parameters: ["--register-as", "churn_xgb"]
          new_cluster:
            spark_version: 15.4.x-gpu-ml-scala2.12
            node_type_id: g5.2xlarge
            num_workers: 0
            spark_conf:
              spark.master: "local[*, 4]"
              spark.databricks.cluster.profile: singleNode
            custom_tags:
              ResourceClass: SingleNode
""")
    r.bash("databricks bundle validate -t staging", "Name: ml-churn\nTarget: staging\nWorkspace:\n  Host: https://acme-staging.cloud.databricks.com\n  User: osmia-agent@acme.io\n  Path: /Workspace/Users/osmia-agent@acme.io/.bundle/ml-churn/staging\n\nValidation OK!")
    r.bash("databricks bundle deploy -t staging", "Uploading bundle files to /Workspace/Users/osmia-agent@acme.io/.bundle/ml-churn/staging/files...\nDeploying resources...\nUpdating deployment state...\nDeployment complete!")
    r.bash("databricks bundle run churn_retrain -t staging", """Run URL: https://acme-staging.cloud.databricks.com/?o=4412097553210#job/903318842270/run/771204659081

2026-03-09 10:14:07 "churn_retrain" RUNNING
2026-03-09 10:21:33 "churn_retrain" TERMINATED INTERNAL_ERROR
Error: run failed with error message
 Cluster '0309-101409-8k2mq7dz' was terminated. Reason: AWS_INSUFFICIENT_INSTANCE_CAPACITY_FAILURE (CLOUD_FAILURE). Parameters: aws_api_error_code:InsufficientInstanceCapacity, aws_error_message:We currently do not have sufficient g5.2xlarge capacity in the Availability Zone you requested (us-east-1a). Our system will be working on provisioning additional capacity. You can currently get g5.2xlarge capacity by not specifying an Availability Zone in your request or choosing us-east-1b, us-east-1c, us-east-1d.""", code=1, ev=True)
    r.say("The job definition deployed fine; the cluster couldn't be provisioned because AWS had no g5.2xlarge capacity. Retrying once in case capacity frees up.")
    r.bash("sleep 300 && databricks bundle run churn_retrain -t staging", """Run URL: https://acme-staging.cloud.databricks.com/?o=4412097553210#job/903318842270/run/771204660114

2026-03-09 10:27:12 "churn_retrain" RUNNING
2026-03-09 10:34:40 "churn_retrain" TERMINATED INTERNAL_ERROR
Error: run failed with error message
 Cluster '0309-102714-r2d8xw1a' was terminated. Reason: AWS_INSUFFICIENT_INSTANCE_CAPACITY_FAILURE (CLOUD_FAILURE). Parameters: aws_api_error_code:InsufficientInstanceCapacity, aws_error_message:We currently do not have sufficient g5.2xlarge capacity in the Availability Zone you requested (us-east-1a).""", code=1, ev=True)
    r.bash("grep -n 'zone_id\\|availability' -r resources/ databricks.yml || echo 'no zone pinned in bundle'", "no zone pinned in bundle")
    r.final("""The bundle validates and deploys, but the staging run could not start: both attempts failed with `AWS_INSUFFICIENT_INSTANCE_CAPACITY_FAILURE` (no g5.2xlarge capacity in us-east-1a). The zone comes from the workspace's instance profile / cluster policy, not from our bundle. A platform admin needs to allow `auto` AZ or another zone (or we pick another GPU type) before the run can be verified.""")
    r.result, r.result_summary = False, "staging run failed"
    orient(r, "ml", 3)
    return r


@case
def drift_report_usage_limit():
    r = Run("feature-drift-weekly-report", "codex", "infra_failure", near_miss="permission_blocked",
            ticket="ML-437", title="Weekly feature drift report in monitoring DAG",
            body="""
Add a `feature_drift_report` task to `dags/ml_monitoring.py` computing PSI per feature between the
training snapshot and last week's online features. Implementation in `ml/monitoring/drift.py`;
tests use the parquet fixtures in `tests/fixtures/features/`.

AC: task in DAG, PSI function unit tested, DAG import test green.
""", why="The Codex session ended on the provider's usage limit (turn.failed) mid-task; the earlier S3 AccessDenied on the prod bucket was sidestepped with the test fixtures and did not stop the work.",
            cwd="/workspace/ml-platform")
    r.bash("sed -n '1,60p' dags/ml_monitoring.py", """from airflow.decorators import dag, task
import pendulum

@dag(schedule="0 6 * * MON", start_date=pendulum.datetime(2025, 1, 1, tz="UTC"), catchup=False)
def ml_monitoring():
    @task
    def latency_report():
        ...
    latency_report()

ml_monitoring()""")
    r.bash("python -c \"import pyarrow.dataset as ds; print(ds.dataset('s3://acme-ml-prod-features/online/', format='parquet').schema)\"",
           """Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/usr/local/lib/python3.11/site-packages/pyarrow/dataset.py", line 794, in dataset
    return _filesystem_dataset(source, **kwargs)
  File "pyarrow/_fs.pyx", line 582, in pyarrow._fs.FileSystem.get_file_info
  File "pyarrow/error.pxi", line 92, in pyarrow.lib.check_status
OSError: When listing objects under key 'online' in bucket 'acme-ml-prod-features': AWS Error ACCESS_DENIED during ListObjectsV2 operation: User: arn:aws:sts::483920117245:assumed-role/osmia-agent-runner/1772443021 is not authorized to perform: s3:ListBucket on resource: "arn:aws:s3:::acme-ml-prod-features" because no identity-based policy allows the s3:ListBucket action""", code=1)
    r.think("**Use the fixtures**\n\nThe agent role can't list the prod bucket, but the ticket says tests use fixtures in tests/fixtures/features. I only needed the schema; the fixture has it.")
    r.bash("python -c \"import pyarrow.parquet as pq; print(pq.read_schema('tests/fixtures/features/online_week.parquet'))\"",
           "user_id: int64\ndays_since_signup: int32\nsessions_7d: int32\navg_basket_cents: double\ncountry: string\nsnapshot_date: date32[day]")
    r.write("ml/monitoring/drift.py", "...")
    r.write("tests/monitoring/test_drift.py", "...")
    r.bash("python -m pytest tests/monitoring/test_drift.py -q", pytest_q([("t", ".")] * 3 + [("t", "F")], failures={
        "tests/monitoring/test_drift.py::test_psi_categorical_unseen_bucket": ("""    def test_psi_categorical_unseen_bucket():
        ref = pd.Series(["DE", "FR", "FR"])
        cur = pd.Series(["DE", "FR", "NL"])
>       assert psi(ref, cur) > 0.1
E       ZeroDivisionError: float division by zero

ml/monitoring/drift.py:31: ZeroDivisionError""", "ZeroDivisionError: float division by zero")}, secs=0.88))
    r.think("**Smoothing**\n\nNeed epsilon smoothing for empty buckets.")
    r.edit("ml/monitoring/drift.py", "a", "b")
    r.api_error("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 2 hours 41 minutes.", ev="both")
    r.result, r.result_summary = False, "codex exec exited 1"
    orient(r, "ml", 4)
    return r


@case
def anomaly_alerts_credit():
    r = Run("revenue-anomaly-slack-alert", "claude", "infra_failure",
            ticket="DATA-2359", title="Slack alert when daily revenue deviates >3 sigma",
            body="""
In `monitors/revenue_anomaly.py`, compute a 28-day rolling mean/std of `analytics.daily_revenue` and
post to #data-alerts when today's value is outside 3 sigma. Add tests with a synthetic series.
""", why="The run stopped because the API account ran out of credit ('Credit balance is too low'); the work in progress had no error of its own.",
            cwd="/workspace/analytics-monitors")
    r.read("monitors/base.py", """import os
import requests

class Monitor:
    webhook = os.environ.get("SLACK_WEBHOOK_URL")

    def post(self, text):
        if not self.webhook:
            return False
        requests.post(self.webhook, json={"text": text}, timeout=5)
        return True""")
    r.write("monitors/revenue_anomaly.py", """import pandas as pd
from .base import Monitor


class RevenueAnomaly(Monitor):
    def __init__(self, window=28, k=3.0):
        self.window, self.k = window, k

    def check(self, s: pd.Series):
        hist = s.iloc[:-1].tail(self.window)
        mu, sd = hist.mean(), hist.std(ddof=1)
        today = s.iloc[-1]
        if sd and abs(today - mu) > self.k * sd:
            self.post(f":rotating_light: daily revenue {today:,.0f} vs mean {mu:,.0f} (+/-{self.k} sigma)")
            return True
        return False
""")
    r.write("tests/test_revenue_anomaly.py", """import numpy as np
import pandas as pd
from monitors.revenue_anomaly import RevenueAnomaly


def series(last):
    rng = np.random.default_rng(0)
    return pd.Series(list(100_000 + rng.normal(0, 1_000, 40)) + [last])


def test_flags_spike(monkeypatch):
    m = RevenueAnomaly(); sent = []
    monkeypatch.setattr(m, "post", lambda t: sent.append(t) or True)
    assert m.check(series(120_000)) and sent


def test_quiet_on_normal_day(monkeypatch):
    m = RevenueAnomaly()
    monkeypatch.setattr(m, "post", lambda t: True)
    assert not m.check(series(100_500))
""")
    r.bash("python -m pytest tests/test_revenue_anomaly.py -q", pytest_q([("t", ".")] * 2, secs=0.61))
    r.say("Both tests pass. Next I'll wire the monitor into the scheduler config.")
    r.read("monitors/schedule.yaml", "monitors:\n  - name: freshness\n    cron: \"*/30 * * * *\"")
    r.api_error("Credit balance is too low", ev="both")
    r.result, r.result_summary = False, "engine error: Credit balance is too low"
    orient(r, "etl", 4)
    return r


# =============================================================================================
# permission_blocked
# =============================================================================================


@case
def dim_merchants_grants():
    c = Clock(10, 5, 0)
    r = Run("dim-merchants-mart", "claude", "permission_blocked", near_miss="wrong_approach",
            ticket="DATA-2361", title="Create dim_merchants mart",
            body="""
Build `dim_merchants` in ANALYTICS.MARTS from `stg_merchants` + `stg_merchant_settlements`:
one row per merchant with `first_settlement_at`, `lifetime_settled_cents`, `country`.
Add `unique`/`not_null` on merchant_id.

AC: `dbt build --select dim_merchants --target dev` green.
""", why="The dbt role TRANSFORMER_DEV has no CREATE TABLE on schema MARTS (Snowflake 'Insufficient privileges to operate on schema'), and the role it tried instead is not granted to the user.",
            cwd="/workspace/analytics-dbt")
    r.todo([("Write dim_merchants model", "in_progress"), ("Add schema tests", "pending"), ("dbt build", "pending")])
    r.read("models/staging/payments/stg_merchant_settlements.sql", "select settlement_id, merchant_id, settled_at, amount_cents from {{ source('payments', 'settlements') }}")
    r.write("models/marts/dim_merchants.sql", """with settlements as (
    select merchant_id, min(settled_at) as first_settlement_at, sum(amount_cents) as lifetime_settled_cents
    from {{ ref('stg_merchant_settlements') }}
    group by 1
)
select m.merchant_id, m.legal_name, m.country, s.first_settlement_at, coalesce(s.lifetime_settled_cents, 0) as lifetime_settled_cents
from {{ ref('stg_merchants') }} m
left join settlements s using (merchant_id)
""")
    r.edit("models/marts/_marts.yml", "models:", "models:\n  - name: dim_merchants\n    columns:\n      - name: merchant_id\n        tests: [unique, not_null]")
    r.bash("dbt build --select dim_merchants --target dev", dbt_out([
        {"kind": "model", "name": "dim_merchants", "status": "error", "t": 0.92, "path": "models/marts/dim_merchants.sql",
         "msg": "003001 (42501): SQL access control error:\nInsufficient privileges to operate on schema 'MARTS'"},
        {"kind": "test", "name": "not_null_dim_merchants_merchant_id", "status": "skip"},
        {"kind": "test", "name": "unique_dim_merchants_merchant_id", "status": "skip"}], clock=c, schema="ANALYTICS.MARTS",
        found="143 models, 313 data tests, 18 seeds, 41 sources, 1011 macros"), code=1, ev=True)
    r.bash("snowsql -c dev -o friendly=false -q \"show grants to role TRANSFORMER_DEV\" | grep -i marts",
           """2026-02-11 08:12:40.118 -0800 | USAGE  | SCHEMA | ANALYTICS.MARTS | ROLE | TRANSFORMER_DEV | false | SYSADMIN
2026-02-11 08:12:40.220 -0800 | SELECT | FUTURE_TABLE | ANALYTICS.MARTS.<TABLE> | ROLE | TRANSFORMER_DEV | false | SYSADMIN""", ev=True)
    r.say("TRANSFORMER_DEV only has USAGE on MARTS, not CREATE TABLE. Let me check whether the profile can use a more privileged role.")
    r.read("/home/agent/.dbt/profiles.yml", """analytics:
  target: dev
  outputs:
    dev:
      type: snowflake
      account: acme-xy12345
      user: SVC_OSMIA
      role: TRANSFORMER_DEV
      warehouse: TRANSFORMING_DEV
      database: ANALYTICS
      schema: MARTS""")
    r.edit("/home/agent/.dbt/profiles.yml", "      role: TRANSFORMER_DEV", "      role: SYSADMIN")
    r.bash("dbt debug --target dev 2>&1 | tail -6", """  Connection test: [ERROR]

1 check failed:
dbt was unable to connect to the specified database.
The database returned the following error:

  >Database Error
  250001 (08001): Failed to connect to DB: acme-xy12345.snowflakecomputing.com:443. Role 'SYSADMIN' specified in the connect string is not granted to this user. Contact your local system administrator, or attempt to login with another role, e.g. PUBLIC.""", code=1, ev=True)
    r.edit("/home/agent/.dbt/profiles.yml", "      role: SYSADMIN", "      role: TRANSFORMER_DEV")
    r.final("""The model and tests are written, but I can't build them: `TRANSFORMER_DEV` has only USAGE (no CREATE TABLE/VIEW) on `ANALYTICS.MARTS`, so Snowflake returns `Insufficient privileges to operate on schema 'MARTS'`. SVC_OSMIA is not granted SYSADMIN either (I reverted that profile change). Someone with SECURITYADMIN needs to run:

```sql
grant create table, create view on schema ANALYTICS.MARTS to role TRANSFORMER_DEV;
```""")
    r.result, r.result_summary = False, "dbt build failed"
    explore(r, "dbt", 8, at=2)
    orient(r, "dbt", 1)
    return r


@case
def sessions_partition_filter_bq():
    r = Run("sessions-daily-partition-filter", "codex", "permission_blocked",
            ticket="DATA-2370", title="sessions_daily query scans the whole table",
            body="""
`sql/bq/sessions_daily.sql` has no filter on the `_PARTITIONDATE` of `events.web_events`, so it
scans 40TB daily. Add a partition filter driven by the `@run_date` parameter and prove with a
`--dry_run` that bytes processed drop.

AC: query uses the partition filter, dry-run bytes reported in the PR.
""", why="The CI service account lacks bigquery.jobs.create on acme-analytics-prod, so neither the dry run nor the Python client could run a job (403 Access Denied).",
            cwd="/workspace/warehouse-sql")
    r.bash("sed -n '1,80p' sql/bq/sessions_daily.sql", """-- daily sessions rollup
SELECT
  user_pseudo_id,
  DATE(TIMESTAMP_MICROS(event_timestamp)) AS session_date,
  COUNT(DISTINCT session_id) AS sessions
FROM `acme-analytics-prod.events.web_events`
WHERE DATE(TIMESTAMP_MICROS(event_timestamp)) = @run_date
GROUP BY 1, 2""")
    r.think("**Partition pruning**\n\nThe table is ingestion-time partitioned; filtering on a derived DATE() of event_timestamp won't prune. Add `_PARTITIONDATE BETWEEN @run_date AND DATE_ADD(@run_date, INTERVAL 1 DAY)` to cover late arrivals.")
    r.edit("sql/bq/sessions_daily.sql", "WHERE DATE", "WHERE _PARTITIONDATE BETWEEN @run_date AND DATE_ADD(@run_date, INTERVAL 1 DAY)\n  AND DATE")
    r.bash("bq query --use_legacy_sql=false --dry_run --parameter=run_date:DATE:2026-03-01 < sql/bq/sessions_daily.sql",
           "BigQuery error in query operation: Access Denied: Project acme-analytics-prod: User does not have bigquery.jobs.create permission in project acme-analytics-prod.", code=1, ev=True)
    r.bash("gcloud auth list --format='value(account,status)'; gcloud config get-value project",
           "osmia-ci@acme-ci-runners.iam.gserviceaccount.com\tACTIVE\nacme-analytics-prod")
    r.think("**Try the client with the ci project**\n\nJobs could be created in the runners project and still read the prod table.")
    r.bash("python scripts/bq_dry_run.py --project acme-ci-runners sql/bq/sessions_daily.sql --param run_date=2026-03-01",
           """Traceback (most recent call last):
  File "/workspace/warehouse-sql/scripts/bq_dry_run.py", line 22, in <module>
    job = client.query(sql, job_config=cfg)
  File "/usr/local/lib/python3.11/site-packages/google/cloud/bigquery/client.py", line 3497, in query
    return _job_helpers.query_jobs_insert(
  File "/usr/local/lib/python3.11/site-packages/google/api_core/retry/retry_unary.py", line 293, in retry_wrapped_func
    return retry_target(
  File "/usr/local/lib/python3.11/site-packages/google/api_core/future/polling.py", line 261, in result
    raise self._exception
google.api_core.exceptions.Forbidden: 403 POST https://bigquery.googleapis.com/bigquery/v2/projects/acme-ci-runners/jobs?prettyPrint=false: Access Denied: Table acme-analytics-prod:events.web_events: User does not have permission to query table acme-analytics-prod:events.web_events, or perhaps it does not exist.

Location: US
Job ID: 1c6a2f44-8b0e-4a13-9d52-0f7be1a9c3d8""", code=1, ev=True)
    r.bash("git diff --stat", " sql/bq/sessions_daily.sql | 3 ++-\n 1 file changed, 2 insertions(+), 1 deletion(-)")
    r.final("""Added a `_PARTITIONDATE BETWEEN @run_date AND @run_date + 1 day` filter so the query prunes to two partitions. I could not produce the dry-run numbers: `osmia-ci@acme-ci-runners` has no `bigquery.jobs.create` in acme-analytics-prod, and when creating the job in acme-ci-runners it cannot read `events.web_events` (403). It needs roles/bigquery.jobUser (prod) or dataViewer on the `events` dataset.""")
    r.result, r.result_summary = False, "could not verify: BigQuery access denied"
    orient(r, "warehouse", 4)
    return r


@case
def feature_snapshot_publish():
    r = Run("feature-snapshot-publish", "osmia", "permission_blocked",
            ticket="ML-441", title="Publish daily feature snapshot to the feature-store bucket",
            body="""
`features/publish.py` should write the daily `user_features` snapshot to
`s3://acme-feature-store/snapshots/dt=YYYY-MM-DD/` (parquet, snappy) and a `_SUCCESS` marker.
Run it once for 2026-03-01 from the agent environment.

AC: snapshot + marker present for 2026-03-01.
""", why="The agent's IAM role has no s3:PutObject on the feature-store bucket, so the publish run was denied (AccessDenied) on every attempt.",
            cwd="/workspace/feature-pipelines")
    r.read("features/publish.py", """import boto3
import pyarrow.parquet as pq

def publish(table, day, bucket="acme-feature-store"):
    key = f"snapshots/dt={day}/part-0000.parquet"
    ...""")
    r.edit("features/publish.py", "    ...", """    buf = pa.BufferOutputStream()
    pq.write_table(table, buf, compression="snappy")
    s3 = boto3.client("s3")
    s3.put_object(Bucket=bucket, Key=key, Body=buf.getvalue().to_pybytes())
    s3.put_object(Bucket=bucket, Key=f"snapshots/dt={day}/_SUCCESS", Body=b"")""")
    r.bash("python -m pytest tests/test_publish.py -q", pytest_q([("t", ".")] * 4, secs=1.7))
    r.bash("python -m features.publish --date 2026-03-01",
           """building user_features for 2026-03-01 ... 2,184,339 rows
Traceback (most recent call last):
  File "/workspace/feature-pipelines/features/publish.py", line 19, in publish
    s3.put_object(Bucket=bucket, Key=key, Body=buf.getvalue().to_pybytes())
  File "/usr/local/lib/python3.11/site-packages/botocore/client.py", line 569, in _api_call
    return self._make_api_call(operation_name, kwargs)
  File "/usr/local/lib/python3.11/site-packages/botocore/client.py", line 1023, in _make_api_call
    raise error_class(parsed_response, operation_name)
botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::483920117245:assumed-role/osmia-agent-runner/botocore-session-1772452190 is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::acme-feature-store/snapshots/dt=2026-03-01/part-0000.parquet" because no identity-based policy allows the s3:PutObject action""", code=1, ev=True)
    r.bash("aws sts get-caller-identity", '{\n    "UserId": "AROAXB3EXAMPLE7Q2Z:botocore-session-1772452190",\n    "Account": "483920117245",\n    "Arn": "arn:aws:sts::483920117245:assumed-role/osmia-agent-runner/botocore-session-1772452190"\n}')
    r.bash("aws s3 cp /tmp/probe.txt s3://acme-feature-store/snapshots/_probe.txt",
           "upload failed: ../../tmp/probe.txt to s3://acme-feature-store/snapshots/_probe.txt An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::483920117245:assumed-role/osmia-agent-runner/botocore-session-1772452213 is not authorized to perform: s3:PutObject on resource: \"arn:aws:s3:::acme-feature-store/snapshots/_probe.txt\" because no identity-based policy allows the s3:PutObject action", code=1, ev=True)
    r.final("""publish.py now writes the snapshot and `_SUCCESS` marker and the unit tests pass, but the run for 2026-03-01 was denied: the `osmia-agent-runner` role has no `s3:PutObject` on `acme-feature-store` (AccessDenied, also for a probe file). Needs a policy grant on `arn:aws:s3:::acme-feature-store/snapshots/*`, or the run has to happen from the Airflow worker role.""")
    r.result, r.result_summary = False, "snapshot not published"
    orient(r, "features", 3)
    return r


@case
def orders_cleanup_polars_port():
    r = Run("orders-cleanup-polars", "claude-transcript", "permission_blocked", near_miss="dependency_missing",
            ticket="DATA-2377", title="Port orders_cleanup ETL from pandas to polars",
            body="""
`etl/orders_cleanup.py` (pandas) takes 40 min on the full file. Port it to polars (lazy API),
keep the output identical (tests in `tests/test_orders_cleanup.py` compare to a golden parquet).
Add polars to requirements.txt.
""", why="pip could not install polars into the image's site-packages (Errno 13 Permission denied, --user not allowed in the venv), so the later 'No module named polars' is a consequence of the permission error.",
            cwd="/home/agent/etl-jobs", branch="feat/polars-orders-cleanup")
    r.read("etl/orders_cleanup.py", """import pandas as pd

def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = df[df["status"] != "test"]
    df["email"] = df["email"].str.lower().str.strip()
    df = df.drop_duplicates(subset=["order_id"], keep="last")
    return df.sort_values("order_id").reset_index(drop=True)""")
    r.bash("pip install 'polars==1.12.0'", """Collecting polars==1.12.0
  Downloading polars-1.12.0-cp39-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (14 kB)
Downloading polars-1.12.0-cp39-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (33.0 MB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 33.0/33.0 MB 61.2 MB/s eta 0:00:00
Installing collected packages: polars
ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/opt/venv/lib/python3.11/site-packages/polars'
Check the permissions.
""", code=1, ev=True)
    r.say("The install failed on a permission error for the venv. I'll write the port first and come back to the install.")
    r.write("etl/orders_cleanup.py", """import polars as pl


def clean(lf: pl.LazyFrame) -> pl.LazyFrame:
    return (
        lf.filter(pl.col("status") != "test")
        .with_columns(pl.col("email").str.to_lowercase().str.strip_chars())
        .unique(subset=["order_id"], keep="last", maintain_order=True)
        .sort("order_id")
    )
""", new=False)
    r.edit("requirements.txt", "pandas==2.2.3", "pandas==2.2.3\npolars==1.12.0")
    r.bash("python -m pytest tests/test_orders_cleanup.py -q", """
==================================== ERRORS ====================================
______________ ERROR collecting tests/test_orders_cleanup.py ______________
ImportError while importing test module '/home/agent/etl-jobs/tests/test_orders_cleanup.py'.
Traceback:
tests/test_orders_cleanup.py:3: in <module>
    from etl.orders_cleanup import clean
etl/orders_cleanup.py:1: in <module>
    import polars as pl
E   ModuleNotFoundError: No module named 'polars'
=========================== short test summary info ============================
ERROR tests/test_orders_cleanup.py
!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!
1 error in 0.22s""", code=2)
    r.bash("pip install --user 'polars==1.12.0'", "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.", code=1, ev=True)
    r.bash("ls -ld /opt/venv/lib/python3.11/site-packages; id", "drwxr-xr-x 1 root root 4096 Feb 27 11:02 /opt/venv/lib/python3.11/site-packages\nuid=1001(agent) gid=1001(agent) groups=1001(agent)", ev=True)
    r.say("The venv is owned by root and I'm running as uid 1001, so I can't add packages to it. I can't run the tests without polars.")
    r.final("""Ported `clean()` to polars' lazy API and added `polars==1.12.0` to requirements.txt, but I could not run the golden-file test: the image's venv `/opt/venv` is root-owned and the agent runs as uid 1001, so `pip install` fails with `[Errno 13] Permission denied` (and `--user` is not allowed in a venv). The test then fails with `No module named 'polars'`. The image needs polars baked in or a writable venv.""")
    r.state = "Failed"
    r.result, r.result_summary = False, "tests could not run"
    orient(r, "etl", 3)
    explore(r, "etl", 6, at=1)
    return r


@case
def stripe_freshness_push():
    r = Run("stripe-sources-freshness", "codex", "permission_blocked",
            ticket="DATA-2383", title="Freshness checks for stripe sources",
            body="""
Add `loaded_at_field: _fivetran_synced` and freshness (warn 6h, error 24h) to the stripe sources in
`models/staging/stripe/_stripe__sources.yml`. Push branch `osmia/data-2383` and open a PR.
""", why="The change was made and verified, but the bot token was refused on push (403 'Permission to ... denied to osmia-bot'), so no branch or PR could be created.",
            cwd="/workspace/analytics-dbt")
    r.bash("sed -n '1,60p' models/staging/stripe/_stripe__sources.yml", """version: 2
sources:
  - name: stripe
    database: RAW
    schema: STRIPE
    tables:
      - name: charges
      - name: refunds
      - name: payouts""")
    r.edit("models/staging/stripe/_stripe__sources.yml", "a", "b")
    r.bash("dbt source freshness --select source:stripe --target dev", f"""11:02:13  Running with dbt=1.8.7
11:02:14  Registered adapter: snowflake=1.8.4
11:02:15  Found 142 models, 311 data tests, 18 seeds, 41 sources, 1011 macros
11:02:15  
11:02:17  Concurrency: 8 threads (target='dev')
11:02:17  
11:02:17  1 of 3 START freshness of stripe.charges ....................................... [RUN]
11:02:17  2 of 3 START freshness of stripe.refunds ....................................... [RUN]
11:02:17  3 of 3 START freshness of stripe.payouts ....................................... [RUN]
11:02:19  1 of 3 PASS freshness of stripe.charges ........................................ [PASS in 1.71s]
11:02:19  2 of 3 PASS freshness of stripe.refunds ........................................ [PASS in 1.74s]
11:02:19  3 of 3 WARN freshness of stripe.payouts ........................................ [WARN in 1.80s]
11:02:19  
11:02:19  Finished running 3 sources in 0 hours 0 minutes and 4.02 seconds (4.02s).
11:02:19  Done.""")
    r.bash("git checkout -b osmia/data-2383 && git add -A && git commit -qm 'DATA-2383: freshness checks for stripe sources' && git log --oneline -1",
           "Switched to a new branch 'osmia/data-2383'\n4be91c2 DATA-2383: freshness checks for stripe sources")
    r.bash("git push -u origin osmia/data-2383", """remote: Permission to acme-data/analytics-dbt.git denied to osmia-bot.
fatal: unable to access 'https://github.com/acme-data/analytics-dbt.git/': The requested URL returned error: 403""", code=128, ev=True)
    r.bash("gh auth status 2>&1 | sed -n '1,8p'", """github.com
  ✓ Logged in to github.com account osmia-bot (GH_TOKEN)
  - Active account: true
  - Git operations protocol: https
  - Token: ghs_************************************
  - Token scopes: none""")
    r.bash("gh api repos/acme-data/analytics-dbt --jq .permissions", '{"admin":false,"maintain":false,"pull":true,"push":false,"triage":false}', ev=True)
    r.final("""Freshness config added (warn 6h / error 24h on `_fivetran_synced`); `dbt source freshness` runs (payouts currently WARN). The commit is local only: pushing is refused — `Permission to acme-data/analytics-dbt.git denied to osmia-bot` (403), and the API shows `push: false` for the bot on this repo. The installation needs write access before I can push and open the PR.""")
    r.result, r.result_summary = False, "git push rejected (403)"
    orient(r, "dbt", 4)
    return r


@case
def ingest_events_pod_logs():
    r = Run("ingest-events-nightly-investigation", "osmia", "permission_blocked",
            ticket="DATA-2390", title="ingest-events Spark job fails nightly since Friday",
            body="""
The `ingest-events` SparkApplication in namespace `spark-jobs` has failed every night since Friday.
Find the cause from the driver logs and fix it in `jobs/ingest_events/`.
""", why="The agent's service account is forbidden from listing pods and reading pod logs in spark-jobs, so it could never see the driver logs it needed.",
            cwd="/workspace/spark-jobs", osmia_engine="codex", model="gpt-5-codex")
    r.say("Start with the SparkApplication status and driver logs.")
    r.bash("kubectl -n spark-jobs get sparkapplications ingest-events -o jsonpath='{.status.applicationState}'",
           'Error from server (Forbidden): sparkapplications.sparkoperator.k8s.io "ingest-events" is forbidden: User "system:serviceaccount:osmia:agent-runner" cannot get resource "sparkapplications" in API group "sparkoperator.k8s.io" in the namespace "spark-jobs"', code=1, ev=True)
    r.bash("kubectl -n spark-jobs get pods -l spark-role=driver --sort-by=.metadata.creationTimestamp",
           'Error from server (Forbidden): pods is forbidden: User "system:serviceaccount:osmia:agent-runner" cannot list resource "pods" in API group "" in the namespace "spark-jobs"', code=1, ev=True)
    r.bash("kubectl -n spark-jobs logs ingest-events-driver --tail=200",
           'Error from server (Forbidden): pods "ingest-events-driver" is forbidden: User "system:serviceaccount:osmia:agent-runner" cannot get resource "pods/log" in API group "" in the namespace "spark-jobs"', code=1, ev=True)
    r.bash("kubectl auth can-i --list -n spark-jobs | head -8", """Resources                                       Non-Resource URLs   Resource Names   Verbs
selfsubjectreviews.authentication.k8s.io        []                  []               [create]
selfsubjectaccessreviews.authorization.k8s.io   []                  []               [create]
selfsubjectrulesreviews.authorization.k8s.io    []                  []               [create]
                                                [/api/*]            []               [get]
                                                [/version]          []               [get]""")
    r.say("No access to anything in spark-jobs. Let me at least look at what changed in the job code since Friday.")
    r.bash("git log --since='8 days ago' --oneline -- jobs/ingest_events/", "a19c0e7 bump delta-spark to 3.2.1\n5f03b2d ingest_events: read schema from registry")
    r.bash("git show --stat a19c0e7 5f03b2d", " jobs/ingest_events/requirements.txt | 2 +-\n jobs/ingest_events/main.py | 14 +++++++++-----\n 2 files changed, 10 insertions(+), 6 deletions(-)")
    r.read("jobs/ingest_events/main.py", """from .schema_registry import fetch_schema

def main():
    schema = fetch_schema("events-value", version="latest")
    df = spark.readStream.format("kafka").options(**KAFKA_OPTS).load()
    ...""")
    r.final("""I can't determine the failure: the `osmia:agent-runner` service account is forbidden from getting SparkApplications, listing pods and reading `pods/log` in `spark-jobs`, so I have no driver logs. Two commits since last Thursday are candidates (delta-spark 3.2.1 bump, schema-registry lookup), but I won't change either blindly. Please grant `get`/`list` on pods, pods/log and sparkapplications in spark-jobs to the agent, or attach the driver log to the ticket.""")
    r.result, r.result_summary = False, "blocked: no access to spark-jobs namespace"
    orient(r, "spark", 2)
    return r


@case
def reranker_llama_eval():
    r = Run("search-reranker-eval", "claude-transcript", "permission_blocked", near_miss="infra_failure",
            ticket="ML-450", title="Evaluate Llama-3.1-8B-Instruct as search reranker",
            body="""
Run `eval/rerank_eval.py` with `meta-llama/Llama-3.1-8B-Instruct` on the 200-query search eval
set and report nDCG@10 vs the current cross-encoder (0.412). GPU node, bf16.
""", why="The model repo is gated and the hub token's account is not on the authorized list (403 GatedRepoError); no download or eval could happen.",
            cwd="/workspace/search-ml")
    r.read("eval/rerank_eval.py", """import argparse
from transformers import AutoTokenizer, AutoModelForCausalLM

def load(model_id):
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype="bfloat16", device_map="auto")
    return tok, model""")
    r.bash("nvidia-smi --query-gpu=name,memory.total --format=csv", "name, memory.total [MiB]\nNVIDIA A10G, 23028 MiB")
    r.bash("python eval/rerank_eval.py --model meta-llama/Llama-3.1-8B-Instruct --queries data/search_eval_200.jsonl --k 10",
           """Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/huggingface_hub/utils/_http.py", line 409, in hf_raise_for_status
    response.raise_for_status()
  File "/usr/local/lib/python3.11/site-packages/requests/models.py", line 1024, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct/resolve/main/config.json

The above exception was the direct cause of the following exception:

huggingface_hub.errors.GatedRepoError: 403 Client Error. (Request ID: Root=1-67c5a1b2-4e6d0f3a2b1c9d8e7f605142;8a2c4e6f-1b3d-4f5a-9c7e-0d2b4f6a8c1e)

Cannot access gated repo for url https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct/resolve/main/config.json.
Access to model meta-llama/Llama-3.1-8B-Instruct is restricted and you are not in the authorized list. Visit https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct to ask for access.

The above exception was the direct cause of the following exception:

OSError: You are trying to access a gated repo.
Make sure to have access to it at https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct.
403 Client Error. (Request ID: Root=1-67c5a1b2-4e6d0f3a2b1c9d8e7f605142;8a2c4e6f-1b3d-4f5a-9c7e-0d2b4f6a8c1e)""", code=1, ev=True)
    r.bash("huggingface-cli whoami", "acme-ml-ci\norgs:  acme-ml", ev=True)
    r.say("The token belongs to `acme-ml-ci`, which has not been granted access to the gated Llama repo. Let me see if the weights are mirrored internally.")
    r.bash("aws s3 ls s3://acme-ml-models/hf-mirror/ | head", "                           PRE BAAI/\n                           PRE cross-encoder/\n                           PRE sentence-transformers/")
    r.final("""Blocked: `meta-llama/Llama-3.1-8B-Instruct` is a gated repo and the CI hub account `acme-ml-ci` is not in its authorized list (`403 ... GatedRepoError`). It isn't in our S3 mirror either. Someone needs to request access for acme-ml-ci on the model page (or mirror the weights) before the eval can run.""")
    r.result, r.result_summary = False, "model download refused"
    orient(r, "ml", 4)
    return r


@case
def events_referrer_column():
    r = Run("events-referrer-domain", "codex", "permission_blocked",
            ticket="DATA-2398", title="Add referrer_domain to analytics.events (ClickHouse)",
            body="""
Add `referrer_domain LowCardinality(String)` to `analytics.events`, materialized from `referrer`
with `domain()`; add migration `migrations/clickhouse/0031_referrer_domain.sql` and apply it to
the staging cluster.

AC: migration file committed, applied on staging, `SELECT referrer_domain ... LIMIT 1` works.
""", why="The etl_writer user only has SELECT/INSERT on analytics.*; ClickHouse refused the ALTER with ACCESS_DENIED (Code 497), so the migration could not be applied.",
            cwd="/workspace/warehouse-migrations")
    r.bash("ls migrations/clickhouse | tail -3 && cat migrations/clickhouse/0030_events_ttl.sql",
           "0028_sessions_projection.sql\n0029_events_country.sql\n0030_events_ttl.sql\nALTER TABLE analytics.events ON CLUSTER '{cluster}' MODIFY TTL event_date + INTERVAL 400 DAY;")
    r.write("migrations/clickhouse/0031_referrer_domain.sql",
            "ALTER TABLE analytics.events ON CLUSTER '{cluster}'\n    ADD COLUMN IF NOT EXISTS referrer_domain LowCardinality(String) MATERIALIZED domain(referrer);\n")
    r.bash("./scripts/ch_migrate.sh staging 0031", """applying 0031_referrer_domain.sql on ch-staging (user etl_writer)
Received exception from server (version 24.8.4):
Code: 497. DB::Exception: Received from ch-staging-0.clickhouse.svc:9000. DB::Exception: etl_writer: Not enough privileges. To execute this query, it's necessary to have the grant ALTER ADD COLUMN(referrer_domain) ON analytics.events. (ACCESS_DENIED)
(query: ALTER TABLE analytics.events ON CLUSTER '{cluster}' ADD COLUMN IF NOT EXISTS referrer_domain LowCardinality(String) MATERIALIZED domain(referrer);)
migration 0031 FAILED""", code=1, ev=True)
    r.bash("clickhouse-client -h ch-staging-0.clickhouse.svc --user etl_writer --password \"$CH_PASSWORD\" -q 'SHOW GRANTS'",
           "GRANT SELECT, INSERT ON analytics.* TO etl_writer", ev=True)
    r.think("**No ALTER grant**\n\nThe migration user can only SELECT/INSERT. Migrations 0028-0030 must have been applied by someone else (the `migrator` user?).")
    r.bash("grep -rn 'CH_USER\\|migrator' scripts/ch_migrate.sh .env.example", "scripts/ch_migrate.sh:4:CH_USER=${CH_USER:-etl_writer}\n.env.example:7:# CH_USER=migrator  (needs vault role ch-migrator)")
    r.bash("vault read -field=password database/static-creds/ch-migrator", "Error reading database/static-creds/ch-migrator: Error making API request.\n\nURL: GET https://vault.acme.internal/v1/database/static-creds/ch-migrator\nCode: 403. Errors:\n\n* 1 error occurred:\n\t* permission denied", code=2, ev=True)
    r.final("""Migration `0031_referrer_domain.sql` is written, but it can't be applied to staging: `etl_writer` only has `SELECT, INSERT ON analytics.*` and ClickHouse returns `Code: 497 ... Not enough privileges ... ALTER ADD COLUMN ... (ACCESS_DENIED)`. The `ch-migrator` credentials in Vault are also denied to this agent (403). Someone with the migrator role needs to apply it.""")
    r.result, r.result_summary = False, "migration not applied"
    orient(r, "migrations", 3)
    explore(r, "migrations", 3, at=1)
    return r


@case
def fulfillment_status_migration():
    r = Run("orders-fulfillment-status-column", "osmia", "permission_blocked",
            ticket="DATA-2405", title="orders.fulfillment_status NOT NULL with default",
            body="""
Add `fulfillment_status varchar(32) not null default 'pending'` to `public.orders` via a new alembic
revision in `db/migrations/`, and apply it on staging (`ALEMBIC_ENV=staging alembic upgrade head`).
Keep `tests/db/` green (they run against a throwaway Postgres).
""", why="Tests (including one that asserts a read-only role gets 'permission denied') pass, but the staging upgrade failed because the app role is not the owner of public.orders ('must be owner of table orders').",
            cwd="/workspace/orders-service")
    r.bash("ls db/migrations/versions | tail -3", "0041_orders_source_channel.py\n0042_refunds_idx.py\n0043_customer_tier.py")
    r.write("db/migrations/versions/0044_orders_fulfillment_status.py", """\"\"\"orders.fulfillment_status\"\"\"
from alembic import op
import sqlalchemy as sa

revision = "0044"
down_revision = "0043"


def upgrade():
    op.add_column("orders", sa.Column("fulfillment_status", sa.String(32), nullable=False,
                                      server_default="pending"))


def downgrade():
    op.drop_column("orders", "fulfillment_status")
""")
    r.bash("python -m pytest tests/db -v", pytest_v([
        ("tests/db/test_migrations.py::test_upgrade_downgrade_roundtrip", "PASSED"),
        ("tests/db/test_migrations.py::test_single_head", "PASSED"),
        ("tests/db/test_orders_repo.py::test_default_fulfillment_status", "PASSED"),
        ("tests/db/test_roles.py::test_readonly_role_cannot_update_orders", "PASSED"),
        ("tests/db/test_roles.py::test_readonly_role_gets_permission_denied_on_insert", "PASSED"),
    ], secs=6.48, captured="""------------------------------ Captured log call -------------------------------
INFO     tests.db.test_roles:test_roles.py:41 expected failure: (psycopg.errors.InsufficientPrivilege) permission denied for table orders"""))
    r.bash("ALEMBIC_ENV=staging alembic upgrade head", """INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL.
INFO  [alembic.runtime.migration] Running upgrade 0043 -> 0044, orders.fulfillment_status
Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/base.py", line 1967, in _exec_single_context
    self.dialect.do_execute(
  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/default.py", line 941, in do_execute
    cursor.execute(statement, parameters)
psycopg2.errors.InsufficientPrivilege: must be owner of table orders

The above exception was the direct cause of the following exception:

sqlalchemy.exc.ProgrammingError: (psycopg2.errors.InsufficientPrivilege) must be owner of table orders

[SQL: ALTER TABLE orders ADD COLUMN fulfillment_status VARCHAR(32) DEFAULT 'pending' NOT NULL]
(Background on this error at: https://sqlalche.me/e/20/f405)""", code=1, ev=True)
    r.bash("psql \"$STAGING_DATABASE_URL\" -Atc \"select current_user, (select tableowner from pg_tables where tablename='orders')\"",
           "orders_app|orders_owner", ev=True)
    r.say("The staging connection uses `orders_app`, but `public.orders` is owned by `orders_owner`; only the owner can ALTER it.")
    r.final("""Revision 0044 is added and `tests/db` passes, but applying it on staging fails with `must be owner of table orders`: the staging URL connects as `orders_app` while the table belongs to `orders_owner`. Someone needs to run the upgrade as orders_owner (or `GRANT orders_owner TO orders_app`).""")
    r.result, r.result_summary = False, "staging migration failed"
    orient(r, "migrations", 4)
    return r


@case
def ecb_rates_seed_refresh():
    r = Run("fx-rates-seed-refresh", "claude", "permission_blocked",
            ticket="DATA-2412", title="Refresh exchange_rates seed from the ECB feed",
            body="""
`seeds/exchange_rates.csv` stops at 2025-12-31. Run `scripts/fetch_ecb_rates.py --since 2026-01-01`
to append the new rates, then `dbt seed -s exchange_rates` and `dbt build -s +fct_revenue_eur`.
""", why="Claude Code ran in default permission mode without approval for Bash, so every command was refused (permission_denials) and nothing could be executed.",
            cwd="/workspace/analytics-dbt", permission_mode="default")
    r.read("scripts/fetch_ecb_rates.py", """import csv, sys, requests
ECB = "https://data-api.ecb.europa.eu/service/data/EXR/D..EUR.SP00.A?format=csvdata&startPeriod={since}"
...""")
    r.read("seeds/exchange_rates.csv", "rate_date,currency,rate_to_eur\n2025-12-30,USD,1.0412\n2025-12-30,GBP,0.8301\n2025-12-31,USD,1.0389\n2025-12-31,GBP,0.8297")
    r.bash("python scripts/fetch_ecb_rates.py --since 2026-01-01 >> seeds/exchange_rates.csv", denied=True, ev="out")
    r.say("I need permission to run the fetch script. Let me try the dbt step to check the rest of the pipeline.")
    r.bash("dbt seed -s exchange_rates --target dev", denied=True, ev="out")
    r.fetch("https://data-api.ecb.europa.eu/service/data/EXR/D.USD+GBP.EUR.SP00.A?format=csvdata&startPeriod=2026-01-01",
            "KEY,FREQ,CURRENCY,CURRENCY_DENOM,EXR_TYPE,EXR_SUFFIX,TIME_PERIOD,OBS_VALUE\nEXR.D.USD.EUR.SP00.A,D,USD,EUR,SP00,A,2026-01-02,1.0351\nEXR.D.GBP.EUR.SP00.A,D,GBP,EUR,SP00,A,2026-01-02,0.8284\n...")
    r.say("I can read the ECB feed, but I can't write the seed via the script or run dbt without Bash permission.")
    r.bash("git status --short", denied=True, ev="out")
    r.grep("exchange_rates", "models/marts/finance/fct_revenue_eur.sql:9:left join {{ ref('exchange_rates') }} fx\nmodels/marts/finance/_finance.yml:41:      - relationships: {to: ref('exchange_rates'), field: currency}")
    r.read("models/marts/finance/fct_revenue_eur.sql", "select r.*, r.revenue_cents / fx.rate_to_eur as revenue_eur_cents\nfrom {{ ref('fct_revenue') }} r\nleft join {{ ref('exchange_rates') }} fx\n  on fx.currency = r.currency and fx.rate_date = r.revenue_date")
    r.final("""I couldn't complete this: every Bash call (the ECB fetch script, `dbt seed`, even `git status`) was refused because Bash hasn't been approved in this session. Please re-run with Bash allowed (or `--permission-mode acceptEdits` plus an allow rule for `python scripts/*` and `dbt *`).""")
    r.result, r.result_summary = False, "no commands could run"
    orient(r, "dbt", 1)
    return r


@case
def serving_pr_checkout_auth():
    r = Run("ml-serving-pr-877-review-fixes", "claude", "permission_blocked",
            ticket="ML-463", title="Address review comments on ml-serving PR #877",
            body="""
PR #877 (batch scoring endpoint) has 4 review comments from @kira. Check out the PR branch, address
them, push to the same branch.
""", why="Git/GitHub refused the agent before it could act: the token was rejected for the private repo (authentication failed) and the API returned 401 Bad credentials, so the PR could not even be checked out.",
            cwd="/workspace/ml-serving")
    r.bash("gh pr view 877 --json headRefName,reviews -q '.headRefName'", "HTTP 401: Bad credentials (https://api.github.com/graphql)\nTry authenticating with:  gh auth login", code=1, ev=True)
    r.bash("git fetch origin pull/877/head:pr-877", """remote: Invalid username or token. Password authentication is not supported for Git operations.
fatal: Authentication failed for 'https://github.com/acme-data/ml-serving.git/'""", code=128, ev=True)
    r.bash("gh auth status", """github.com
  X Failed to log in to github.com using token (GH_TOKEN)
  - Active account: true
  - The token in GH_TOKEN is invalid.""", code=1, ev=True)
    r.bash("git remote -v && git log --oneline -3", "origin\thttps://github.com/acme-data/ml-serving.git (fetch)\norigin\thttps://github.com/acme-data/ml-serving.git (push)\n9d2e1f0 (HEAD -> main, origin/main) serving: pin onnxruntime 1.19.2\n77ab3c4 batch: add request size limit\n1f0c9e2 docs: scoring api")
    r.say("I only have the main branch locally and no valid GitHub credentials, so I can't get the PR branch or the review comments.")
    r.bash("env | grep -c '^GH_TOKEN=' ; echo ${#GH_TOKEN}", "1\n40")
    r.bash("ls ~/.config/gh 2>/dev/null || echo 'no gh config'", "no gh config")
    r.bash("git ls-remote --heads origin 2>&1 | head -2", "remote: Invalid username or token. Password authentication is not supported for Git operations.\nfatal: Authentication failed for 'https://github.com/acme-data/ml-serving.git/'", code=128)
    r.final("""I couldn't start: the GH_TOKEN in this environment is rejected (`HTTP 401: Bad credentials`, and git reports `Authentication failed` for acme-data/ml-serving), so I can't fetch PR #877's branch or read the review comments. Please refresh the installation token for the agent.""")
    r.result, r.result_summary = False, "GitHub authentication failed"
    orient(r, "ml", 2)
    return r
