from common import B, R, G, E, W, S, T, N, run, ok, fail, py_header, py_pass

SCENARIOS = []
A = SCENARIOS.append

# 1 ---------------------------------------------------------------- Spark OOM kill
A(run("m4-spark-sessionize-clickstream", "claude", "infra_failure", "",
      "The PySpark test run is OOM-killed (exit 137, cgroup oom_kill) and then the engine itself dies with 137; the sessionize change was fine.",
      "CLICK-411: Sessionize clickstream with a 30-minute inactivity gap",
      "`jobs/sessionize.py` currently starts a new session on every page view whose `referrer` changes.\n"
      "Sessions must instead break only after 30 minutes of inactivity per `user_id`.\n\n"
      "**Where:** `jobs/sessionize.py` (`assign_sessions()`), tests in `tests/jobs/test_sessionize.py`.\n\n"
      "## Acceptance criteria\n- `assign_sessions()` uses a 30 min gap (lag over `event_ts` per user).\n- `pytest tests/jobs` passes.",
      [
          B("ls jobs tests/jobs", "jobs:\n__init__.py\nattribution.py\nsessionize.py\nspark.py\n\ntests/jobs:\nconftest.py\ntest_attribution.py\ntest_sessionize.py"),
          R("jobs/sessionize.py", "from pyspark.sql import DataFrame, Window\nfrom pyspark.sql import functions as F\n\n\ndef assign_sessions(events: DataFrame) -> DataFrame:\n    w = Window.partitionBy(\"user_id\").orderBy(\"event_ts\")\n    changed = (F.lag(\"referrer\").over(w) != F.col(\"referrer\")).cast(\"int\")\n    return events.withColumn(\"session_idx\", F.sum(F.coalesce(changed, F.lit(0))).over(w))"),
          R("tests/jobs/conftest.py", "import pytest\nfrom pyspark.sql import SparkSession\n\n\n@pytest.fixture(scope=\"session\")\ndef spark():\n    s = (SparkSession.builder.master(\"local[4]\")\n         .config(\"spark.driver.memory\", \"6g\")\n         .config(\"spark.sql.shuffle.partitions\", \"8\").getOrCreate())\n    yield s\n    s.stop()\n\n\n@pytest.fixture(scope=\"session\")\ndef clickstream(spark):\n    return spark.read.parquet(\"tests/data/clickstream_sample.parquet\")"),
          E("jobs/sessionize.py", "    changed = (F.lag(\"referrer\").over(w) != F.col(\"referrer\")).cast(\"int\")",
            "    gap = F.col(\"event_ts\").cast(\"long\") - F.lag(F.col(\"event_ts\").cast(\"long\")).over(w)\n    changed = (gap > 30 * 60).cast(\"int\")"),
          B("du -sh tests/data/clickstream_sample.parquet && cat /sys/fs/cgroup/memory.max", "1.9G\ttests/data/clickstream_sample.parquet\n4294967296"),
          S("The sample fixture is large and the driver is configured for 6g inside a 4 GiB container; I'll run the sessionize tests only."),
          B("pytest tests/jobs/test_sessionize.py -q -p no:cacheprovider",
            "24/11/21 10:42:17 WARN Utils: Your hostname, runner-7f9c resolves to a loopback address: 127.0.0.1; using 10.42.3.17 instead (on interface eth0)\n"
            "24/11/21 10:42:18 WARN NativeCodeLoader: Unable to load native-hadoop library for your platform... using builtin-java classes where applicable\n"
            "24/11/21 10:43:02 WARN MemoryStore: Not enough space to cache rdd_14_3 in memory! (computed 412.6 MiB so far)\n"
            "24/11/21 10:43:40 ERROR Executor: Exception in task 2.0 in stage 6.0 (TID 31)\njava.lang.OutOfMemoryError: Java heap space\n"
            "/bin/bash: line 1:  2215 Killed                  pytest tests/jobs/test_sessionize.py -q -p no:cacheprovider", 137, ev=True),
          B("cat /sys/fs/cgroup/memory.events; free -m", "low 0\nhigh 0\nmax 912\noom 3\noom_kill 1\noom_group_kill 0\n               total        used        free      shared  buff/cache   available\nMem:            4096        3958          41           0          97           62\nSwap:              0           0           0", ev=True),
          S("The container is at its 4 GiB limit. I'll retry with a smaller driver memory and a filtered fixture."),
          B("SPARK_DRIVER_MEMORY=2g pytest tests/jobs/test_sessionize.py -q -k gap -p no:cacheprovider", hang=True),
      ],
      {"kind": "killed"},
      result={"success": False, "summary": "claude-code exited with code 137 (container OOMKilled, memory limit 4Gi) during a Bash tool call; no result was reported.", "exit_code": 137},
      ))

# 2 ---------------------------------------------------------------- pip index unreachable (near dependency)
A(run("m4-polars-lazy-scan-ingest", "codex", "infra_failure", "dependency_missing",
      "polars is not installed, but every `pip install` fails with `[Errno 101] Network is unreachable` against the index; the missing module is a consequence of the network outage.",
      "ING-208: Switch the nightly CSV ingest to `pl.scan_csv`",
      "The ingest in `ingest/load_orders.py` reads 9 GB of CSV eagerly with pandas. Port it to Polars' lazy API (`pl.scan_csv(...).filter(...).collect(streaming=True)`).\n"
      "`polars==1.9.0` is already pinned in `requirements.txt` but the image was built before the pin.\n\n"
      "## Acceptance criteria\n- `ingest/load_orders.py` uses `pl.scan_csv`.\n- `pytest tests/ingest` passes.",
      [
          T("**Inspecting the ingest module**\n\nLet me read the current loader and its tests."),
          R("ingest/load_orders.py", "import pandas as pd\n\nCOLUMNS = [\"order_id\", \"customer_id\", \"status\", \"amount\", \"created_at\"]\n\n\ndef load_orders(path: str, since: str) -> pd.DataFrame:\n    df = pd.read_csv(path, usecols=COLUMNS, parse_dates=[\"created_at\"])\n    return df[df[\"created_at\"] >= since].reset_index(drop=True)"),
          R("tests/ingest/test_load_orders.py", "import polars as pl\n\nfrom ingest.load_orders import load_orders\n\n\ndef test_filters_since(tmp_path):\n    p = tmp_path / \"o.csv\"\n    p.write_text(\"order_id,customer_id,status,amount,created_at\\n1,7,paid,9.5,2024-01-01\\n2,7,paid,3.0,2024-03-01\\n\")\n    out = load_orders(str(p), \"2024-02-01\")\n    assert isinstance(out, pl.DataFrame)\n    assert out[\"order_id\"].to_list() == [2]"),
          B("python -c 'import polars; print(polars.__version__)'", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'polars'", 1),
          B("grep -n polars requirements.txt && pip config list", "14:polars==1.9.0\nglobal.index-url='https://pypi.org/simple'"),
          B("pip install 'polars==1.9.0'",
            "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2b5d90>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/polars/\n"
            "WARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2b6150>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/polars/\n"
            "WARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2b6410>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/polars/\n"
            "WARNING: Retrying (Retry(total=1, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2b66d0>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/polars/\n"
            "WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2b6990>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/polars/\n"
            "ERROR: Could not find a version that satisfies the requirement polars==1.9.0 (from versions: none)\nERROR: No matching distribution found for polars==1.9.0", 1, ev=True),
          B("curl -sS -m 10 -o /dev/null -w '%{http_code}' https://pypi.org/simple/polars/; getent hosts pypi.org", "curl: (7) Failed to connect to pypi.org port 443 after 3 ms: Couldn't connect to server\n151.101.0.223   pypi.org", 7, ev=True),
          W("ingest/load_orders.py", "import polars as pl\n\nCOLUMNS = [\"order_id\", \"customer_id\", \"status\", \"amount\", \"created_at\"]\n\n\ndef load_orders(path: str, since: str) -> pl.DataFrame:\n    return (\n        pl.scan_csv(path, try_parse_dates=True)\n        .select(COLUMNS)\n        .filter(pl.col(\"created_at\") >= pl.lit(since).str.to_date())\n        .collect(streaming=True)\n    )\n"),
          B("pytest tests/ingest -q", "==================================== ERRORS ====================================\n_____________ ERROR collecting tests/ingest/test_load_orders.py _____________\nImportError while importing test module '/workspace/repo/tests/ingest/test_load_orders.py'.\nTraceback:\ntests/ingest/test_load_orders.py:1: in <module>\n    import polars as pl\nE   ModuleNotFoundError: No module named 'polars'\n=========================== short test summary info ============================\nERROR tests/ingest/test_load_orders.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.21s", 2),
          B("pip download polars==1.9.0 -d /tmp/w --no-deps -q", "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f0b0e3c1d50>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/polars/\nERROR: Could not find a version that satisfies the requirement polars==1.9.0 (from versions: none)\nERROR: No matching distribution found for polars==1.9.0", 1),
      ],
      fail("Ported `ingest/load_orders.py` to `pl.scan_csv(...).collect(streaming=True)`, but could not run the tests: polars is not installed and the sandbox has no route to pypi.org (`[Errno 101] Network is unreachable`, curl exit 7), so `pip install polars==1.9.0` fails. The change is unverified."),
      ))

# 3 ---------------------------------------------------------------- duckdb extension download fails (near dependency)
A(run("m4-duckdb-httpfs-export-bucket", "osmia", "infra_failure", "dependency_missing",
      "DuckDB's `INSTALL httpfs` fails because extensions.duckdb.org cannot be reached (connection timed out); the extension is missing only because the download host is unreachable.",
      "LAKE-77: Export the daily KPI table to S3 as parquet from DuckDB",
      "`reports/kpi_export.py` writes `kpi_daily` to a local parquet file. It should write to `s3://acme-lake/kpi/dt=<date>/kpi.parquet` using DuckDB's httpfs extension (`COPY ... TO 's3://...' (FORMAT PARQUET)`).\n"
      "Use the MinIO started by `docker compose up minio` for the integration test `tests/test_kpi_export.py::test_export_to_s3`.\n\n"
      "## Acceptance criteria\n- Export goes to S3 via httpfs.\n- `pytest tests/test_kpi_export.py` passes.",
      [
          S("Reading the export module first."),
          R("reports/kpi_export.py", "import duckdb\n\n\ndef export_kpis(con: duckdb.DuckDBPyConnection, day: str, out_dir: str) -> str:\n    path = f\"{out_dir}/kpi_{day}.parquet\"\n    con.execute(\n        f\"COPY (SELECT * FROM kpi_daily WHERE dt = DATE '{day}') TO '{path}' (FORMAT PARQUET)\"\n    )\n    return path"),
          B("python -c 'import duckdb; print(duckdb.__version__)'", "1.1.3"),
          E("reports/kpi_export.py", "def export_kpis(con: duckdb.DuckDBPyConnection, day: str, out_dir: str) -> str:\n    path = f\"{out_dir}/kpi_{day}.parquet\"",
                    "def export_kpis(con: duckdb.DuckDBPyConnection, day: str, bucket: str = \"s3://acme-lake/kpi\") -> str:\n    con.execute(\"INSTALL httpfs\")\n    con.execute(\"LOAD httpfs\")\n    path = f\"{bucket}/dt={day}/kpi.parquet\""),
          B("python -c \"import duckdb; duckdb.sql('INSTALL httpfs')\"",
            "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nduckdb.duckdb.IOException: IO Error: Failed to download extension \"httpfs\" at URL \"http://extensions.duckdb.org/v1.1.3/linux_amd64_gcc4/httpfs.duckdb_extension.gz\"\n (ERROR Connection)\n\nCandidate extensions: \"https\", \"tpcds\", \"icu\", \"tpch\", \"json\"\nFor more info, visit https://duckdb.org/docs/extensions/troubleshooting/?version=v1.1.3&platform=linux_amd64_gcc4&extension=httpfs", 1, ev=True),
          B("curl -sS -m 15 -I http://extensions.duckdb.org/ ; echo; curl -sS -m 15 -I https://pypi.org/simple/", "curl: (28) Connection timed out after 15001 milliseconds\n\ncurl: (28) Connection timed out after 15002 milliseconds", 28, ev=True),
          B("ls ~/.duckdb/extensions/v1.1.3/linux_amd64_gcc4/ 2>&1", "ls: cannot access '/root/.duckdb/extensions/v1.1.3/linux_amd64_gcc4/': No such file or directory", 2),
          B("pytest tests/test_kpi_export.py -q", "F.\n=================================== FAILURES ===================================\n____________________________ test_export_to_s3 _____________________________\n\n    def test_export_to_s3(minio_con):\n>       path = export_kpis(minio_con, \"2024-06-01\")\n\ntests/test_kpi_export.py:31: \n_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\nreports/kpi_export.py:5: in export_kpis\n    con.execute(\"INSTALL httpfs\")\nE   duckdb.duckdb.IOException: IO Error: Failed to download extension \"httpfs\" at URL \"http://extensions.duckdb.org/v1.1.3/linux_amd64_gcc4/httpfs.duckdb_extension.gz\"\nE    (ERROR Connection)\n=========================== short test summary info ============================\nFAILED tests/test_kpi_export.py::test_export_to_s3 - duckdb.duckdb.IOException: IO Error: Failed to download extension \"httpfs\"...\n1 failed, 1 passed in 16.84s", 1),
          N("egress check: outbound HTTP(S) from pod kpi-export-7c9d blocked since 10:02Z (proxy egress-gw-2 unhealthy)", ev=True),
          S("The extension cannot be downloaded from this pod; no outbound connection succeeds. The code change is in place but the S3 test cannot pass until egress works or the extension is pre-installed in the image."),
      ],
      fail("Changed export_kpis() to COPY to s3://acme-lake/kpi/dt=<day>/kpi.parquet via httpfs. test_export_to_s3 fails: INSTALL httpfs cannot download the extension (ERROR Connection; curl to extensions.duckdb.org times out). Egress from the pod is blocked."),
      engine="aider"))

# 4 ---------------------------------------------------------------- usage limit while module missing (near dependency)
A(run("m4-dbt-incremental-orders-merge", "claude", "infra_failure", "dependency_missing",
      "The session ends on the provider's usage limit (`Claude AI usage limit reached`, is_error true) while the `dbt-duckdb` adapter was still not installed; the stop itself is the usage limit.",
      "DW-1142: Make `fct_orders` incremental with merge on `order_id`",
      "`models/marts/fct_orders.sql` is a full-refresh table and takes 40 min nightly. Make it `incremental` with `unique_key='order_id'` and `incremental_strategy='merge'`, filtering on `updated_at` > max in `{{ this }}`.\n\n"
      "## Acceptance criteria\n- `dbt build -s fct_orders` succeeds against the local duckdb profile (`profiles/ci`).\n- Running it twice does not duplicate rows.",
      [
          S("Let me look at the model and the CI profile."),
          R("models/marts/fct_orders.sql", "{{ config(materialized='table') }}\n\nselect\n    o.order_id,\n    o.customer_id,\n    o.status,\n    o.amount_cents / 100.0 as amount,\n    o.updated_at\nfrom {{ ref('stg_orders') }} o"),
          R("profiles/ci/profiles.yml", "acme:\n  target: ci\n  outputs:\n    ci:\n      type: duckdb\n      path: /tmp/acme_ci.duckdb\n      threads: 4"),
          E("models/marts/fct_orders.sql", "{{ config(materialized='table') }}", "{{ config(\n    materialized='incremental',\n    unique_key='order_id',\n    incremental_strategy='merge'\n) }}"),
          E("models/marts/fct_orders.sql", "from {{ ref('stg_orders') }} o", "from {{ ref('stg_orders') }} o\n{% if is_incremental() %}\nwhere o.updated_at > (select max(updated_at) from {{ this }})\n{% endif %}"),
          B("dbt build -s fct_orders --profiles-dir profiles/ci", "15:02:11  Running with dbt=1.8.7\n15:02:11  Encountered an error:\nRuntime Error\n  Could not find adapter type duckdb!", 2),
          B("pip list 2>/dev/null | grep -i dbt", "dbt-adapters       1.7.0\ndbt-common         1.10.0\ndbt-core           1.8.7\ndbt-extractor      0.5.1\ndbt-semantic-interfaces 0.5.1"),
          B("python -c 'import dbt.adapters.duckdb'", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'dbt.adapters.duckdb'", 1),
          S("The duckdb adapter isn't installed. I'll check whether it is declared in the dev requirements."),
          B("grep -rn duckdb requirements*.txt pyproject.toml", "requirements-dev.txt:6:dbt-duckdb==1.8.4"),
      ],
      {"kind": "usage_limit", "text": "Claude AI usage limit reached|1764093600", "ev": True},
      result={"success": False, "summary": "Claude AI usage limit reached|1764093600", "exit_code": 1}))

# 5 ---------------------------------------------------------------- API overloaded (transcript)
A(run("m4-airflow-backfill-sensor-poke", "claude-transcript", "infra_failure", "",
      "After a few edits the session ends with repeated `API Error: 529 ... overloaded_error`; the provider was overloaded and the task was left unfinished.",
      "ORCH-318: ExternalTaskSensor in `daily_finance` should use reschedule mode",
      "`dags/daily_finance.py` has an `ExternalTaskSensor` waiting for `ingest_ledger` in `poke` mode, occupying a worker slot for hours during backfills.\n"
      "Switch it to `mode=\"reschedule\"`, `poke_interval=300`, `timeout=6*3600`.\n\n## Acceptance criteria\n- `pytest tests/dags/test_daily_finance.py` passes.",
      [
          R("dags/daily_finance.py", "from datetime import datetime, timedelta\n\nfrom airflow import DAG\nfrom airflow.sensors.external_task import ExternalTaskSensor\nfrom airflow.operators.python import PythonOperator\n\nfrom finance.close import run_close\n\nwith DAG(\"daily_finance\", start_date=datetime(2024, 1, 1), schedule=\"0 5 * * *\", catchup=True) as dag:\n    wait_ledger = ExternalTaskSensor(\n        task_id=\"wait_ledger\",\n        external_dag_id=\"ingest_ledger\",\n        external_task_id=\"load\",\n        poke_interval=60,\n    )\n    close = PythonOperator(task_id=\"close\", python_callable=run_close)\n    wait_ledger >> close"),
          R("tests/dags/test_daily_finance.py", "from airflow.models import DagBag\n\n\ndef test_sensor_reschedules():\n    dag = DagBag(include_examples=False).get_dag(\"daily_finance\")\n    sensor = dag.get_task(\"wait_ledger\")\n    assert sensor.mode == \"reschedule\"\n    assert sensor.poke_interval == 300\n    assert sensor.timeout == 6 * 3600"),
          E("dags/daily_finance.py", "        poke_interval=60,\n", "        mode=\"reschedule\",\n        poke_interval=300,\n        timeout=6 * 3600,\n"),
          B("pytest tests/dags/test_daily_finance.py -q", "F\n=================================== FAILURES ===================================\n___________________________ test_sensor_reschedules ____________________________\n\n    def test_sensor_reschedules():\n        dag = DagBag(include_examples=False).get_dag(\"daily_finance\")\n>       sensor = dag.get_task(\"wait_ledger\")\nE       AttributeError: 'NoneType' object has no attribute 'get_task'\n\ntests/dags/test_daily_finance.py:6: AttributeError\n------------------------------ Captured log call -------------------------------\nINFO     airflow.models.dagbag.DagBag:dagbag.py:588 Filling up the DagBag from /opt/airflow/dags\n=========================== short test summary info ============================\nFAILED tests/dags/test_daily_finance.py::test_sensor_reschedules - AttributeError: 'NoneType' object has no attribute 'get_task'\n1 failed in 3.12s", 1),
          B("grep -n dags_folder airflow.cfg; echo $AIRFLOW__CORE__DAGS_FOLDER", "4:dags_folder = /opt/airflow/dags\n"),
          S("The DagBag reads /opt/airflow/dags instead of the repo's dags/. I'll point the test run at the repo folder."),
          B("AIRFLOW__CORE__DAGS_FOLDER=$PWD/dags pytest tests/dags/test_daily_finance.py -q", "", 0),
      ],
      {"kind": "api_error", "ev": True,
       "text": "API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVkq3x7Vb2ZQy1mD9s8Fa\"}"},
      result={"success": False, "summary": "API Error: 529 overloaded_error (Overloaded) after 10 retries; session aborted.", "exit_code": 1}))

# 6 ---------------------------------------------------------------- disk full (codex)
A(run("m4-gx-checkpoint-nightly-suite", "codex", "infra_failure", "",
      "Building the Great Expectations data docs and then `pytest` both fail with `[Errno 28] No space left on device`; `df` shows the workspace volume 100% full.",
      "DQ-502: Add a `nightly_orders` checkpoint running the `orders.critical` suite",
      "Create a checkpoint `nightly_orders` in `gx/` that validates the `orders` asset against `orders.critical` and updates data docs.\n"
      "Wire it into `dq/run_nightly.py`.\n\n## Acceptance criteria\n- `python dq/run_nightly.py --dry-run` prints the checkpoint result.\n- `pytest tests/dq` passes.",
      [
          T("**Exploring the gx project layout**"),
          B("ls gx gx/expectations dq", "gx:\ncheckpoints\nexpectations\ngreat_expectations.yml\nplugins\nuncommitted\n\ngx/expectations:\norders.critical.json\norders.warning.json\n\ndq:\n__init__.py\nrun_nightly.py"),
          R("dq/run_nightly.py", "import argparse\n\nimport great_expectations as gx\n\n\ndef main(argv=None):\n    p = argparse.ArgumentParser()\n    p.add_argument(\"--dry-run\", action=\"store_true\")\n    args = p.parse_args(argv)\n    ctx = gx.get_context(project_root_dir=\"gx\")\n    # TODO: run checkpoint\n    return 0\n\n\nif __name__ == \"__main__\":\n    raise SystemExit(main())"),
          W("gx/checkpoints/nightly_orders.yml", "name: nightly_orders\nconfig_version: 1.0\nclass_name: Checkpoint\nvalidations:\n  - batch_request:\n      datasource_name: warehouse\n      data_asset_name: orders\n    expectation_suite_name: orders.critical\naction_list:\n  - name: store_validation_result\n    action:\n      class_name: StoreValidationResultAction\n  - name: update_data_docs\n    action:\n      class_name: UpdateDataDocsAction\n"),
          E("dq/run_nightly.py", "    # TODO: run checkpoint\n    return 0", "    result = ctx.run_checkpoint(checkpoint_name=\"nightly_orders\")\n    print(result.describe())\n    return 0 if result.success else 1"),
          B("python dq/run_nightly.py --dry-run", "Calculating Metrics: 100%|██████████| 41/41 [00:02<00:00, 17.80it/s]\nTraceback (most recent call last):\n  File \"/workspace/repo/dq/run_nightly.py\", line 15, in <module>\n    raise SystemExit(main())\n  File \"/workspace/repo/dq/run_nightly.py\", line 11, in main\n    result = ctx.run_checkpoint(checkpoint_name=\"nightly_orders\")\n  File \"/usr/local/lib/python3.10/site-packages/great_expectations/render/renderer/site_builder.py\", line 431, in build\n    self.target_store.write_index_page(...)\n  File \"/usr/local/lib/python3.10/site-packages/great_expectations/data_context/store/tuple_store_backend.py\", line 326, in _set\n    with open(filepath, \"wb\") as outfile:\nOSError: [Errno 28] No space left on device: '/workspace/repo/gx/uncommitted/data_docs/local_site/validations/orders/critical/20241121T101544.html'", 1, ev=True),
          B("df -h /workspace /tmp", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace\noverlay          20G   20G     0 100% /", ev=True),
          B("du -sh gx/uncommitted .pytest_cache /tmp/* 2>/dev/null | sort -h | tail -4", "12K\t.pytest_cache\n88M\tgx/uncommitted\n6.1G\t/tmp/spark-warehouse\n11G\t/tmp/pip-build-env-3l1x0q"),
          B("pytest tests/dq -q", "Traceback (most recent call last):\n  File \"/usr/local/lib/python3.10/site-packages/_pytest/main.py\", line 283, in wrap_session\n    config._do_configure()\n  File \"/usr/local/lib/python3.10/site-packages/_pytest/cacheprovider.py\", line 197, in mkdir\nOSError: [Errno 28] No space left on device: '/workspace/repo/.pytest_cache/v/cache'", 3),
          S("The volume is full (mostly /tmp from other jobs in this pod). I can't reclaim /tmp/pip-build-env-* safely from here."),
      ],
      fail("Added gx/checkpoints/nightly_orders.yml and wired run_checkpoint into dq/run_nightly.py. Could not validate: the workspace volume is 100% full (OSError: [Errno 28] No space left on device) when writing data docs and when pytest creates its cache."),
      ))

# 7 ---------------------------------------------------------------- harness wall-clock timeout
A(run("m4-pandas-resample-hourly-meter", "claude", "infra_failure", "",
      "The run is TimedOut: a `pytest` call on the full meter fixture never returns and the orchestrator kills the run at its 3600 s wall-clock limit (no result line).",
      "EN-77: Hourly resample of smart-meter readings drops DST hours",
      "`energy/resample.py::hourly()` uses `df.resample('H')` on naive local timestamps, so the autumn DST hour is merged and the spring one is missing.\n"
      "Localize to `Europe/Berlin` with `ambiguous='infer'`, resample in UTC, convert back.\n\n## Acceptance criteria\n- `pytest tests/test_resample.py` passes (25 rows on 2024-10-27, 23 on 2024-03-31).",
      [
          R("energy/resample.py", "import pandas as pd\n\n\ndef hourly(df: pd.DataFrame) -> pd.DataFrame:\n    s = df.set_index(\"ts\")[\"kwh\"]\n    return s.resample(\"H\").sum().to_frame()"),
          R("tests/test_resample.py", "import pandas as pd\nimport pytest\n\nfrom energy.resample import hourly\n\n\n@pytest.fixture(scope=\"module\")\ndef readings():\n    return pd.read_parquet(\"tests/data/meter_2024.parquet\")\n\n\ndef test_autumn_dst(readings):\n    out = hourly(readings[readings.ts.dt.date == pd.Timestamp(\"2024-10-27\").date()])\n    assert len(out) == 25\n\n\ndef test_spring_dst(readings):\n    out = hourly(readings[readings.ts.dt.date == pd.Timestamp(\"2024-03-31\").date()])\n    assert len(out) == 23"),
          E("energy/resample.py", "    s = df.set_index(\"ts\")[\"kwh\"]\n    return s.resample(\"H\").sum().to_frame()",
            "    ts = pd.DatetimeIndex(df[\"ts\"]).tz_localize(\"Europe/Berlin\", ambiguous=\"infer\", nonexistent=\"shift_forward\")\n    s = pd.Series(df[\"kwh\"].to_numpy(), index=ts.tz_convert(\"UTC\"))\n    out = s.resample(\"h\").sum()\n    out.index = out.index.tz_convert(\"Europe/Berlin\")\n    return out.to_frame(\"kwh\")"),
          B("ls -la tests/data/", "total 3187012\ndrwxr-xr-x 2 agent agent       4096 Nov 19 08:12 .\ndrwxr-xr-x 4 agent agent       4096 Nov 19 08:12 ..\n-rw-r--r-- 1 agent agent 3263488112 Nov 19 08:12 meter_2024.parquet"),
          B("python -c 'import pandas, pyarrow; print(pandas.__version__, pyarrow.__version__)'", "2.2.3 17.0.0"),
          B("python -c \"import pyarrow.parquet as pq; print(pq.ParquetFile('tests/data/meter_2024.parquet').metadata.num_rows)\"", "315360000"),
          S("The fixture is 3.2 GB. Running the two DST tests."),
          B("pytest tests/test_resample.py -q -x", hang=True, ev="call"),
      ],
      {"kind": "killed"},
      state="TimedOut",
      result={"success": False, "summary": "run exceeded wall-clock limit of 3600s; pod terminated by orchestrator (SIGKILL) while tool call Bash was in progress.", "exit_code": 137}))

# 8 ---------------------------------------------------------------- notebook kernel killed by OOM (transcript)
A(run("m4-jupyter-kernel-cohort-notebook", "claude-transcript", "infra_failure", "",
      "Executing the notebook kills the kernel; `dmesg` shows the kernel process killed by the OOM killer in a 2 GiB pod, and the run ends without completing.",
      "ANL-93: Cohort notebook should use weekly cohorts",
      "`notebooks/cohorts.ipynb` builds monthly cohorts. Product wants ISO-week cohorts (`dt.to_period('W-MON')`).\n"
      "The notebook must still execute top to bottom: `jupyter nbconvert --to notebook --execute notebooks/cohorts.ipynb`.\n\n## Acceptance criteria\n- Weekly cohorts; notebook executes without errors.",
      [
          B("ls notebooks data", "notebooks:\ncohorts.ipynb\nfunnel.ipynb\n\ndata:\nevents_2024.parquet\nusers.parquet"),
          B("python -c \"import json;nb=json.load(open('notebooks/cohorts.ipynb'));[print(i, ''.join(c['source'])[:90].replace(chr(10),' | ')) for i,c in enumerate(nb['cells']) if c['cell_type']=='code']\"",
            "1 import pandas as pd | import matplotlib.pyplot as plt\n2 events = pd.read_parquet('../data/events_2024.parquet')\n3 events['cohort'] = events.groupby('user_id')['ts'].transform('min').dt.to_period('M')\n4 events['period'] = events['ts'].dt.to_period('M')\n5 retention = events.pivot_table(index='cohort', columns='period', values='user_id', aggfunc='nunique')\n6 retention.div(retention.iloc[:, 0], axis=0).style.format('{:.0%}')"),
          B("python - <<'EOF'\nimport json\np='notebooks/cohorts.ipynb'\nnb=json.load(open(p))\nfor c in nb['cells']:\n    if c['cell_type']=='code':\n        c['source']=[l.replace(\"to_period('M')\",\"to_period('W-MON')\") for l in c['source']]\njson.dump(nb,open(p,'w'),indent=1)\nEOF", ""),
          B("jupyter nbconvert --to notebook --execute --inplace notebooks/cohorts.ipynb",
            "[NbConvertApp] Converting notebook notebooks/cohorts.ipynb to notebook\nTraceback (most recent call last):\n  File \"/usr/local/lib/python3.11/site-packages/nbclient/client.py\", line 782, in _async_poll_for_reply\n    msg = await ensure_async(self.kc.shell_channel.get_msg(timeout=new_timeout))\n  ...\nnbclient.exceptions.DeadKernelError: Kernel died", 1, ev=True),
          B("dmesg 2>/dev/null | tail -3; cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events", "[81234.117] Memory cgroup out of memory: Killed process 4182 (python) total-vm:3521140kB, anon-rss:2069932kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:4312kB oom_score_adj:0\n2147483648\nlow 0\nhigh 0\nmax 211\noom 2\noom_kill 2", ev=True),
          S("The kernel is OOM-killed while loading `events_2024.parquet` (2 GiB limit). Trying once more with only the needed columns."),
          B("python - <<'EOF'\nimport json\np='notebooks/cohorts.ipynb'\nnb=json.load(open(p))\nc=[c for c in nb['cells'] if c['cell_type']=='code'][1]\nc['source']=[\"events = pd.read_parquet('../data/events_2024.parquet', columns=['user_id', 'ts'])\\n\"]\njson.dump(nb,open(p,'w'),indent=1)\nEOF", ""),
          B("jupyter nbconvert --to notebook --execute --inplace notebooks/cohorts.ipynb", "[NbConvertApp] Converting notebook notebooks/cohorts.ipynb to notebook\nnbclient.exceptions.DeadKernelError: Kernel died", 1),
      ],
      {"kind": "killed"},
      result={"success": False, "summary": "claude-code terminated: pod kernel OOM (memory.events oom_kill=3) — container restarted by kubelet, session lost.", "exit_code": 137}))

# 9 ---------------------------------------------------------------- codex usage limit while ImportError (near dependency)
A(run("m4-dagster-asset-partition-backfill", "codex", "infra_failure", "dependency_missing",
      "The turn fails with Codex's `You've hit your usage limit` while a `dagster_dbt` import error was still open; the session stopped because of the usage limit.",
      "PLAT-260: Daily partitions for the `orders_enriched` asset",
      "Add a `DailyPartitionsDefinition(start_date=\"2024-01-01\")` to `orders_enriched` in `pipelines/assets/orders.py` and make the SQL use `context.partition_key`.\n\n"
      "## Acceptance criteria\n- `pytest tests/assets/test_orders.py` passes.\n- `dagster asset materialize --select orders_enriched --partition 2024-05-01 -m pipelines` works.",
      [
          T("**Reading the asset definitions**"),
          R("pipelines/assets/orders.py", "from dagster import AssetExecutionContext, asset\n\nfrom pipelines.resources import DuckDBResource\n\n\n@asset(deps=[\"raw_orders\"])\ndef orders_enriched(context: AssetExecutionContext, duckdb: DuckDBResource) -> None:\n    with duckdb.get_connection() as con:\n        con.execute(\"\"\"\n            create or replace table orders_enriched as\n            select o.*, c.segment from raw_orders o join customers c using (customer_id)\n        \"\"\")"),
          E("pipelines/assets/orders.py", "from dagster import AssetExecutionContext, asset", "from dagster import AssetExecutionContext, DailyPartitionsDefinition, asset\n\ndaily = DailyPartitionsDefinition(start_date=\"2024-01-01\")"),
          E("pipelines/assets/orders.py", "@asset(deps=[\"raw_orders\"])", "@asset(deps=[\"raw_orders\"], partitions_def=daily)"),
          B("pytest tests/assets/test_orders.py -q", "==================================== ERRORS ====================================\n______________ ERROR collecting tests/assets/test_orders.py ______________\nImportError while importing test module '/workspace/repo/tests/assets/test_orders.py'.\nTraceback:\ntests/assets/test_orders.py:3: in <module>\n    from pipelines import defs\npipelines/__init__.py:4: in <module>\n    from pipelines.dbt_assets import dbt_project_assets\npipelines/dbt_assets.py:1: in <module>\n    from dagster_dbt import DbtCliResource, dbt_assets\nE   ModuleNotFoundError: No module named 'dagster_dbt'\n=========================== short test summary info ============================\nERROR tests/assets/test_orders.py\n1 error in 1.02s", 2),
          B("pip index versions dagster-dbt 2>&1 | head -2", "dagster-dbt (0.24.6)\nAvailable versions: 0.24.6, 0.24.5, 0.24.4"),
          T("**Installing dagster-dbt matching dagster 1.8**"),
      ],
      {"kind": "usage_limit", "ev": True,
       "text": "You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing), visit https://chatgpt.com/codex/settings/usage to purchase more credits or try again in 3 days 2 hours 11 minutes."},
      result={"success": False, "summary": "codex turn failed: usage limit reached", "exit_code": 1}))

# 10 ---------------------------------------------------------------- push fails: network unreachable (near permission)
A(run("m4-arrow-flight-ingest-batches", "osmia", "infra_failure", "permission_blocked",
      "Work and tests are done, but the orchestrator's push fails with `ssh: connect to host github.com port 22: Network is unreachable`; git's boilerplate 'correct access rights' line is not a permission problem.",
      "STR-19: Batch Arrow Flight `do_put` uploads in 64k-row record batches",
      "`stream/flight_client.py::upload_table()` sends the whole table in one `write_table` call, which blows the server's 256 MiB message limit for large days.\n"
      "Split into 65 536-row batches with `table.to_batches(max_chunksize=65536)`.\n\n## Acceptance criteria\n- `pytest tests/stream` passes.\n- Commit and push to branch `str-19-batches`.",
      [
          S("Let me read the Flight client."),
          R("stream/flight_client.py", "import pyarrow as pa\nimport pyarrow.flight as fl\n\n\ndef upload_table(client: fl.FlightClient, path: str, table: pa.Table) -> None:\n    descriptor = fl.FlightDescriptor.for_path(path)\n    writer, _ = client.do_put(descriptor, table.schema)\n    writer.write_table(table)\n    writer.close()"),
          E("stream/flight_client.py", "    writer.write_table(table)\n", "    for batch in table.to_batches(max_chunksize=65536):\n        writer.write_batch(batch)\n"),
          B("pytest tests/stream -q", "......\n6 passed in 2.91s"),
          B("ruff check stream tests/stream", "All checks passed!"),
          B("git checkout -b str-19-batches && git add -A && git commit -qm 'STR-19: upload Flight tables in 64k-row batches' && git log --oneline -1", "Switched to a new branch 'str-19-batches'\n4be1c07 STR-19: upload Flight tables in 64k-row batches"),
          B("git push -u origin str-19-batches", "ssh: connect to host github.com port 22: Network is unreachable\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", 128, ev=True),
          B("git remote -v; ssh -T -o ConnectTimeout=10 git@github.com", "origin\tgit@github.com:acme/streamkit.git (fetch)\norigin\tgit@github.com:acme/streamkit.git (push)\nssh: connect to host github.com port 22: Network is unreachable", 255, ev=True),
          B("curl -sS -m 10 https://api.github.com/ -o /dev/null -w '%{http_code}'", "curl: (7) Failed to connect to api.github.com port 443 after 2 ms: Couldn't connect to server", 7),
          N("push-step: retry 3/3 failed (network unreachable); giving up"),
      ],
      fail("Batched Flight uploads (to_batches(max_chunksize=65536)); 6 tests pass; committed 4be1c07 on str-19-batches. Push failed: github.com unreachable from the pod (port 22 and 443)."),
      engine="claude-code"))
