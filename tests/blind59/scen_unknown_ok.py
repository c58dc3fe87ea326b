from common import B, R, G, E, W, S, T, N, run, ok, fail

SCENARIOS = []
A = SCENARIOS.append

EMPTY_FAIL = {"success": False, "summary": "", "exit_code": 1}

# ================================================================ unknown
A(run("m4-polars-streaming-collect-sink", "claude", "unknown", "dependency_missing",
      "An early `ModuleNotFoundError` for polars is fixed by installing the pinned version; afterwards tests and lint pass and the agent reports completion. The run is marked Failed with an empty result and nothing in the stream explains why.",
      "ING-230: Write the ingest output with `sink_parquet` instead of collect+write",
      "`ingest/load_orders.py::export()` collects the LazyFrame and then writes parquet. Use `LazyFrame.sink_parquet()` to stream it.\n\n## Acceptance criteria\n- `pytest tests/ingest` passes; ruff clean.",
      [
          R("ingest/load_orders.py", "import polars as pl\n\n\ndef export(lf: pl.LazyFrame, path: str) -> None:\n    lf.collect().write_parquet(path, compression=\"zstd\")"),
          B("pytest tests/ingest -q 2>&1 | tail -3", "E   ModuleNotFoundError: No module named 'polars'\nERROR tests/ingest/test_export.py\n1 error in 0.12s", 2),
          B("pip install -q 'polars==1.9.0' && python -c 'import polars; print(polars.__version__)'", "1.9.0"),
          E("ingest/load_orders.py", "    lf.collect().write_parquet(path, compression=\"zstd\")", "    lf.sink_parquet(path, compression=\"zstd\")"),
          B("pytest tests/ingest -q", "......\n6 passed in 0.58s"),
          B("ruff check ingest tests/ingest && ruff format --check ingest", "All checks passed!\n3 files already formatted"),
          B("git diff --stat", " ingest/load_orders.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
      ],
      ok("export() now streams with LazyFrame.sink_parquet(path, compression='zstd'). Installed the pinned polars 1.9.0 first (it was missing from the env). 6 tests pass, ruff clean."),
      result=EMPTY_FAIL, state="Failed"))

A(run("m4-dbt-docs-generate-descriptions", "codex", "unknown", "permission_blocked",
      "A script is not executable (`Permission denied`) and the agent simply runs it via `bash`; the docs build and tests then pass. The run is Failed with exit 1 and no summary; the stream gives no cause.",
      "DW-1240: Column descriptions for the `marts` models",
      "Add `description:` for every column of `fct_orders`, `fct_payments`, `dim_customers` in `models/marts/schema.yml` and regenerate docs with `scripts/gen_docs.sh`.\n\n## Acceptance criteria\n- `dbt docs generate` succeeds; `scripts/check_descriptions.py` reports 0 missing.",
      [
          R("models/marts/schema.yml", "version: 2\nmodels:\n  - name: fct_orders\n    columns:\n      - name: order_id\n        tests: [unique, not_null]\n      - name: amount\n  - name: fct_payments\n    columns:\n      - name: payment_id\n  - name: dim_customers\n    columns:\n      - name: customer_id"),
          E("models/marts/schema.yml", "      - name: order_id\n        tests: [unique, not_null]\n      - name: amount", "      - name: order_id\n        description: Primary key of the order.\n        tests: [unique, not_null]\n      - name: amount\n        description: Order amount in EUR."),
          E("models/marts/schema.yml", "      - name: payment_id\n", "      - name: payment_id\n        description: Primary key of the payment.\n"),
          E("models/marts/schema.yml", "      - name: customer_id", "      - name: customer_id\n        description: Primary key of the customer."),
          B("./scripts/gen_docs.sh", "bash: line 1: ./scripts/gen_docs.sh: Permission denied", 126),
          B("bash scripts/gen_docs.sh", "15:20:01  Running with dbt=1.8.7\n15:20:03  Found 24 models, 61 data tests, 3 sources, 602 macros\n15:20:05  Catalog written to /workspace/repo/target/catalog.json"),
          B("python scripts/check_descriptions.py", "fct_orders: 0 missing\nfct_payments: 0 missing\ndim_customers: 0 missing"),
          B("dbt build -s marts --profiles-dir profiles/ci 2>&1 | tail -1", "15:21:12  Done. PASS=19 WARN=0 ERROR=0 SKIP=0 TOTAL=19"),
      ],
      ok("Column descriptions added for fct_orders, fct_payments and dim_customers; docs regenerated (catalog written); check_descriptions reports 0 missing; dbt build -s marts PASS=19."),
      result=EMPTY_FAIL, state="Failed"))

A(run("m4-pandas-pivot-fill-zero", "claude-transcript", "unknown", "",
      "Straightforward fix, tests pass; the orchestrator marks the run Failed with an empty summary and there is no error anywhere in the transcript.",
      "RPT-171: Region pivot shows NaN instead of 0",
      "`reports/regions.py::region_pivot()` leaves NaN for regions without sales in a month. Use `fill_value=0`.\n\n## Acceptance criteria\n- `pytest tests/reports/test_regions.py` passes.",
      [
          R("reports/regions.py", "import pandas as pd\n\n\ndef region_pivot(df: pd.DataFrame) -> pd.DataFrame:\n    return df.pivot_table(index=\"month\", columns=\"region\", values=\"gmv\", aggfunc=\"sum\")"),
          E("reports/regions.py", "aggfunc=\"sum\")", "aggfunc=\"sum\", fill_value=0)"),
          B("pytest tests/reports/test_regions.py -q", "....\n4 passed in 0.33s"),
          B("pytest tests/reports -q", "....................\n20 passed in 1.10s"),
          S("Done: `region_pivot()` fills missing region/month cells with 0; the report tests pass."),
      ],
      {"kind": "result", "success": True, "summary": ""},
      result=EMPTY_FAIL, state="Failed"))

A(run("m4-gx-checkpoint-slack-action", "osmia", "unknown", "infra_failure",
      "The new Slack action's tests include a simulated webhook timeout (code under test) and all pass; the Osmia result is `success: false` with an empty summary and no visible cause.",
      "DQ-745: Post a Slack message when the nightly checkpoint fails",
      "Add a `SlackNotificationAction` to `gx/checkpoints/nightly_orders.yml` (notify_on: failure, webhook from `${SLACK_DQ_WEBHOOK}`) and a unit test that a webhook timeout does not fail the checkpoint.\n\n## Acceptance criteria\n- `pytest tests/dq` passes.",
      [
          R("gx/checkpoints/nightly_orders.yml", "name: nightly_orders\nconfig_version: 1.0\nclass_name: Checkpoint\naction_list:\n  - name: store_validation_result\n    action:\n      class_name: StoreValidationResultAction"),
          E("gx/checkpoints/nightly_orders.yml", "      class_name: StoreValidationResultAction", "      class_name: StoreValidationResultAction\n  - name: notify_slack\n    action:\n      class_name: SlackNotificationAction\n      slack_webhook: ${SLACK_DQ_WEBHOOK}\n      notify_on: failure\n      renderer:\n        module_name: great_expectations.render.renderer.slack_renderer\n        class_name: SlackRenderer"),
          W("tests/dq/test_slack_action.py", "import requests\n\n\ndef test_webhook_timeout_does_not_fail_checkpoint(ctx, monkeypatch):\n    def boom(*a, **k):\n        raise requests.exceptions.ReadTimeout(\"HTTPSConnectionPool(host='hooks.slack.com', port=443): Read timed out. (read timeout=10)\")\n\n    monkeypatch.setattr(requests.Session, \"post\", boom)\n    result = ctx.run_checkpoint(checkpoint_name=\"nightly_orders\")\n    assert result.run_results\n"),
          B("pytest tests/dq -q -rA 2>&1 | tail -6", "PASSED tests/dq/test_slack_action.py::test_webhook_timeout_does_not_fail_checkpoint\n------------------------------ Captured log call -------------------------------\nWARNING  great_expectations.checkpoint.actions:actions.py:203 Failed to post to Slack: HTTPSConnectionPool(host='hooks.slack.com', port=443): Read timed out. (read timeout=10)\n=========================== short test summary info ============================\nPASSED tests/dq/test_enrich_contract.py::test_contract\n9 passed in 7.73s"),
          B("git status --short", " M gx/checkpoints/nightly_orders.yml\n?? tests/dq/test_slack_action.py"),
          S("Slack action added for failures; a webhook timeout is logged as a warning and does not fail the checkpoint. 9 tests pass."),
      ],
      {"kind": "result", "success": False, "summary": ""},
      result=EMPTY_FAIL, engine="claude-code"))

A(run("m4-spark-bucketed-write-table", "claude", "unknown", "",
      "Bucketing change made and the tests pass; the final result is an `error_during_execution` with no message, and the stream shows nothing that explains it.",
      "SPK-310: Bucket `fact_clicks` by `user_id` into 32 buckets",
      "`jobs/write_clicks.py` should write with `.bucketBy(32, \"user_id\").sortBy(\"ts\").saveAsTable(\"fact_clicks\")`.\n\n## Acceptance criteria\n- `pytest tests/jobs/test_write_clicks.py` passes.",
      [
          R("jobs/write_clicks.py", "from pyspark.sql import DataFrame\n\n\ndef write_clicks(df: DataFrame) -> None:\n    df.write.mode(\"overwrite\").format(\"parquet\").saveAsTable(\"fact_clicks\")"),
          E("jobs/write_clicks.py", "    df.write.mode(\"overwrite\").format(\"parquet\").saveAsTable(\"fact_clicks\")", "    (df.write.mode(\"overwrite\").format(\"parquet\")\n        .bucketBy(32, \"user_id\").sortBy(\"ts\")\n        .saveAsTable(\"fact_clicks\"))"),
          B("pytest tests/jobs/test_write_clicks.py -q 2>&1 | tail -2", "..\n2 passed in 14.62s"),
          B("spark-sql -e 'DESCRIBE EXTENDED fact_clicks' 2>/dev/null | grep -E 'Num Buckets|Bucket Columns|Sort Columns'", "Num Buckets\t32\nBucket Columns\t[`user_id`]\nSort Columns\t[`ts`]"),
          S("Bucketing is in place (32 buckets on user_id, sorted by ts); tests pass."),
      ],
      {"kind": "result", "success": False, "subtype": "error_during_execution", "is_error": True, "summary": ""},
      result=EMPTY_FAIL))

A(run("m4-duckdb-csv-sniffer-options", "codex", "unknown", "",
      "CSV reader options fixed, tests and lint pass, the turn completes normally; the task is nonetheless Failed with an empty summary.",
      "WH-140: Partner CSVs with semicolons load as a single column",
      "`warehouse/load.py::load_partner_csv()` uses `read_csv_auto` defaults. Pass `delim=';', decimal_separator=','` when the partner is `bancoeste`.\n\n## Acceptance criteria\n- `pytest tests/warehouse/test_load.py` passes.",
      [
          R("warehouse/load.py", "import duckdb\n\n\ndef load_partner_csv(con: duckdb.DuckDBPyConnection, partner: str, path: str):\n    return con.read_csv(path)"),
          E("warehouse/load.py", "    return con.read_csv(path)", "    if partner == \"bancoeste\":\n        return con.read_csv(path, sep=\";\", decimal=\",\")\n    return con.read_csv(path)"),
          B("pytest tests/warehouse/test_load.py -q", "....\n4 passed in 0.41s"),
          B("ruff check warehouse && mypy warehouse/load.py", "All checks passed!\nSuccess: no issues found in 1 source file"),
          B("git diff --stat", " warehouse/load.py | 4 +++-\n 1 file changed, 3 insertions(+), 1 deletion(-)"),
      ],
      ok("load_partner_csv() reads bancoeste files with sep=';' and decimal=','; 4 tests pass; ruff and mypy clean."),
      result=EMPTY_FAIL, state="Failed"))

A(run("m4-airflow-xcom-size-guard", "claude-transcript", "unknown", "infra_failure",
      "The feature guards XCom payload size; its tests deliberately raise `MemoryError`-style oversize errors and pass. The run is Failed with no summary; no cause in the transcript.",
      "ORCH-433: Refuse XCom payloads over 1 MB",
      "Add `plugins/xcom_guard.py::GuardedXCom` (custom XCom backend) that raises `ValueError(\"XCom payload too large\")` for serialized values > 1 MB, and set it in `airflow.cfg` (`xcom_backend`).\n\n## Acceptance criteria\n- `pytest tests/plugins/test_xcom_guard.py` passes.",
      [
          W("plugins/xcom_guard.py", "import json\n\nfrom airflow.models.xcom import BaseXCom\n\nLIMIT = 1_000_000\n\n\nclass GuardedXCom(BaseXCom):\n    @staticmethod\n    def serialize_value(value, **kwargs):\n        data = BaseXCom.serialize_value(value, **kwargs)\n        if len(data) > LIMIT:\n            raise ValueError(\"XCom payload too large\")\n        return data\n"),
          E("airflow.cfg", "[core]\n", "[core]\nxcom_backend = xcom_guard.GuardedXCom\n"),
          W("tests/plugins/test_xcom_guard.py", "import pytest\n\nfrom xcom_guard import GuardedXCom\n\n\ndef test_small_ok():\n    assert GuardedXCom.serialize_value({\"rows\": 10})\n\n\ndef test_oversize_rejected():\n    with pytest.raises(ValueError, match=\"too large\"):\n        GuardedXCom.serialize_value(\"x\" * 2_000_000)\n"),
          B("pytest tests/plugins/test_xcom_guard.py -q -rA 2>&1 | tail -4", "PASSED tests/plugins/test_xcom_guard.py::test_small_ok\nPASSED tests/plugins/test_xcom_guard.py::test_oversize_rejected\n-- captured: MemoryError avoided: payload 2000002 bytes > limit 1000000\n2 passed in 1.91s"),
          B("AIRFLOW__CORE__XCOM_BACKEND=xcom_guard.GuardedXCom airflow config get-value core xcom_backend", "xcom_guard.GuardedXCom"),
          S("GuardedXCom is configured as the XCom backend and rejects payloads over 1 MB; tests pass."),
      ],
      {"kind": "killed"},
      result=EMPTY_FAIL))

A(run("m4-jupyter-summary-widget-table", "claude", "unknown", "",
      "Helper added, notebook executes, tests pass and the result line is a normal success, but the task state is Failed with an empty result.json summary.",
      "ANL-180: Styled summary table helper for notebooks",
      "Add `src/display.py::summary_table(df)` returning a `Styler` with thousands separators and percentage columns, and use it in `notebooks/kpis.ipynb`.\n\n## Acceptance criteria\n- `pytest tests/test_display.py` passes; notebook executes.",
      [
          W("src/display.py", "import pandas as pd\n\n\ndef summary_table(df: pd.DataFrame) -> \"pd.io.formats.style.Styler\":\n    pct = [c for c in df.columns if c.endswith(\"_rate\")]\n    num = [c for c in df.select_dtypes(\"number\").columns if c not in pct]\n    return df.style.format({**{c: \"{:,.0f}\" for c in num}, **{c: \"{:.1%}\" for c in pct}})\n"),
          W("tests/test_display.py", "import pandas as pd\n\nfrom src.display import summary_table\n\n\ndef test_formats():\n    html = summary_table(pd.DataFrame({\"orders\": [12345], \"conv_rate\": [0.0412]})).to_html()\n    assert \"12,345\" in html and \"4.1%\" in html\n"),
          B("pytest tests/test_display.py -q", ".\n1 passed in 0.62s"),
          B("jupyter nbconvert --to notebook --execute notebooks/kpis.ipynb --output /tmp/kpis.ipynb 2>&1 | tail -1", "[NbConvertApp] Writing 20114 bytes to /tmp/kpis.ipynb"),
      ],
      ok("summary_table() added in src/display.py and used in notebooks/kpis.ipynb; test passes and the notebook executes."),
      result=EMPTY_FAIL, state="Failed"))

# ================================================================ succeeded (with alarming words)
A(run("m4-airflow-sensor-softskip-window", "claude", "succeeded", "infra_failure",
      "The feature is about sensor timeouts: the test output prints `AirflowSensorTimeout` and 'timed out' from the code under test. All tests pass and the run succeeded.",
      "ORCH-441: Partner file sensor should soft-fail after 1 hour",
      "`dags/partner_files.py` waits forever for the partner drop. Set `timeout=3600, soft_fail=True, mode=\"reschedule\"` on the `FileSensor` and add a test that a timeout marks the task skipped.\n\n## Acceptance criteria\n- `pytest tests/dags/test_partner_files.py` passes.",
      [
          R("dags/partner_files.py", "from datetime import datetime\n\nfrom airflow import DAG\nfrom airflow.sensors.filesystem import FileSensor\n\nwith DAG(\"partner_files\", start_date=datetime(2024, 1, 1), schedule=\"@daily\", catchup=False) as dag:\n    wait = FileSensor(task_id=\"wait_drop\", filepath=\"/landing/partner/{{ ds }}.csv\", poke_interval=60)"),
          E("dags/partner_files.py", "poke_interval=60)", "poke_interval=60,\n        timeout=3600, soft_fail=True, mode=\"reschedule\")"),
          W("tests/dags/test_partner_files.py", "import pytest\nfrom airflow.exceptions import AirflowSensorTimeout, AirflowSkipException\n\n\ndef test_timeout_soft_fails(dagbag, monkeypatch):\n    sensor = dagbag.get_dag(\"partner_files\").get_task(\"wait_drop\")\n    monkeypatch.setattr(sensor, \"poke\", lambda ctx: False)\n    with pytest.raises(AirflowSkipException):\n        sensor._handle_timeout(AirflowSensorTimeout(\"Sensor has timed out\"))\n"),
          B("pytest tests/dags/test_partner_files.py -q -rA 2>&1 | tail -6", "PASSED tests/dags/test_partner_files.py::test_timeout_soft_fails\n------------------------------ Captured log call -------------------------------\nINFO     airflow.task:filesystem.py:68 Poking for file /landing/partner/2024-06-01.csv\nERROR    airflow.task:base.py:291 Sensor has timed out; run duration of 3601.2 seconds exceeds the specified timeout of 3600.0.\nINFO     airflow.task:base.py:298 Sensor soft_fail is set; marking task as SKIPPED\n3 passed in 4.02s"),
          B("pytest tests/dags -q", "........................\n24 passed in 9.81s"),
      ],
      ok("FileSensor wait_drop now reschedules and soft-fails after 3600 s (task SKIPPED on timeout). Added test_timeout_soft_fails; tests/dags: 24 passed.")))

A(run("m4-duckdb-readonly-attach-guard", "codex", "succeeded", "permission_blocked",
      "The feature opens the warehouse read-only; tests assert the DuckDB read-only error and a 'Permission denied' message from the code under test. Everything passes.",
      "WH-150: Report jobs must open the warehouse read-only",
      "`reports/conn.py::report_connection()` should `duckdb.connect(path, read_only=True)` and translate write attempts into `ReportPermissionError(\"Permission denied: reports are read-only\")`.\n\n## Acceptance criteria\n- `pytest tests/reports/test_conn.py` passes.",
      [
          R("reports/conn.py", "import duckdb\n\n\ndef report_connection(path: str) -> duckdb.DuckDBPyConnection:\n    return duckdb.connect(path)"),
          W("reports/conn.py", "import duckdb\n\n\nclass ReportPermissionError(PermissionError):\n    pass\n\n\nclass ReadOnlyConnection:\n    def __init__(self, path: str):\n        self._con = duckdb.connect(path, read_only=True)\n\n    def execute(self, sql, params=None):\n        try:\n            return self._con.execute(sql, params or [])\n        except duckdb.InvalidInputException as e:\n            if \"read-only mode\" in str(e):\n                raise ReportPermissionError(\"Permission denied: reports are read-only\") from e\n            raise\n\n\ndef report_connection(path: str) -> ReadOnlyConnection:\n    return ReadOnlyConnection(path)\n"),
          W("tests/reports/test_conn.py", "import pytest\n\nfrom reports.conn import ReportPermissionError, report_connection\n\n\ndef test_write_refused(warehouse_path):\n    con = report_connection(warehouse_path)\n    with pytest.raises(ReportPermissionError, match=\"Permission denied\"):\n        con.execute(\"insert into orders values (1, 2, 'paid', 9.5, now())\")\n"),
          B("pytest tests/reports/test_conn.py -q -rA 2>&1 | tail -5", "PASSED tests/reports/test_conn.py::test_write_refused\nPASSED tests/reports/test_conn.py::test_select_ok\n------------------------------ Captured log call -------------------------------\nWARNING  reports.conn:conn.py:17 refused write: Invalid Input Error: Cannot execute statement of type \"INSERT\" on database \"warehouse\" which is attached in read-only mode!\n2 passed in 0.36s"),
          B("pytest tests/reports -q", "..............\n14 passed in 1.02s"),
      ],
      ok("report_connection() opens DuckDB with read_only=True; writes raise ReportPermissionError('Permission denied: reports are read-only'). 14 report tests pass.")))

A(run("m4-polars-chunked-reader-memory", "claude-transcript", "succeeded", "infra_failure",
      "The ticket is about avoiding out-of-memory on large files; the test simulates a MemoryError / 'OOM' in the eager path and checks the batched reader. Tests pass; the run succeeded.",
      "ING-244: Read the 40 GB clickstream export in batches",
      "`ingest/clicks.py::load_clicks()` calls `pl.read_csv` on the full export and the nightly job gets OOM-killed. Use `pl.read_csv_batched(..., batch_size=500_000)` and aggregate per batch.\n\n## Acceptance criteria\n- `pytest tests/ingest/test_clicks.py` passes.",
      [
          R("ingest/clicks.py", "import polars as pl\n\n\ndef load_clicks(path: str) -> pl.DataFrame:\n    return pl.read_csv(path).group_by(\"page\").len()"),
          W("ingest/clicks.py", "import polars as pl\n\n\ndef load_clicks(path: str, batch_size: int = 500_000) -> pl.DataFrame:\n    reader = pl.read_csv_batched(path, batch_size=batch_size)\n    parts = []\n    while (batches := reader.next_batches(4)):\n        parts += [b.group_by(\"page\").len() for b in batches]\n    return pl.concat(parts).group_by(\"page\").agg(pl.col(\"len\").sum())\n"),
          W("tests/ingest/test_clicks.py", "import polars as pl\nimport pytest\n\nfrom ingest.clicks import load_clicks\n\n\ndef test_never_reads_whole_file(tmp_path, monkeypatch):\n    def oom(*a, **k):\n        raise MemoryError(\"simulated OOM: eager read_csv called\")\n\n    monkeypatch.setattr(pl, \"read_csv\", oom)\n    p = tmp_path / \"c.csv\"\n    p.write_text(\"page\\n/a\\n/b\\n/a\\n\")\n    assert load_clicks(str(p), batch_size=2).sort(\"page\")[\"len\"].to_list() == [2, 1]\n"),
          B("pytest tests/ingest/test_clicks.py -q", "..\n2 passed in 0.29s"),
          B("/usr/bin/time -v python -c \"from ingest.clicks import load_clicks; print(load_clicks('tests/data/clicks_2gb.csv').height)\" 2>&1 | grep -E '^[0-9]|Maximum resident'", "1873\n\tMaximum resident set size (kbytes): 612340"),
          S("Batched reader in place; peak RSS on the 2 GB sample is ~600 MB instead of being OOM-killed."),
      ],
      ok("load_clicks() reads with pl.read_csv_batched (500k rows/batch) and aggregates per batch; test ensures no eager read (simulated MemoryError). Peak RSS ~600 MB on 2 GB sample.")))

A(run("m4-pandas-http-loader-holiday-gap", "osmia", "succeeded", "infra_failure",
      "`404 Client Error: Not Found` appears in the test output, but it is the mocked HTTP response the feature must handle (skip missing daily files). All tests pass.",
      "FX-31: Skip days without an ECB rates file instead of crashing",
      "`loaders/ecb.py::load_range()` crashes on the first missing day (ECB publishes nothing on holidays; the URL returns 404). Log and skip 404s; re-raise other HTTP errors.\n\n## Acceptance criteria\n- `pytest tests/loaders/test_ecb.py` passes.",
      [
          R("loaders/ecb.py", "import io\n\nimport pandas as pd\nimport requests\n\nURL = \"https://data.acme-mirror.io/ecb/{day}.csv\"\n\n\ndef load_range(days):\n    frames = []\n    for d in days:\n        r = requests.get(URL.format(day=d), timeout=10)\n        r.raise_for_status()\n        frames.append(pd.read_csv(io.StringIO(r.text)))\n    return pd.concat(frames, ignore_index=True)"),
          E("loaders/ecb.py", "        r.raise_for_status()\n", "        if r.status_code == 404:\n            log.info(\"no ECB file for %s (404), skipping\", d)\n            continue\n        r.raise_for_status()\n"),
          E("loaders/ecb.py", "import requests\n", "import requests\n\nlog = logging.getLogger(__name__)\n"),
          E("loaders/ecb.py", "import io\n", "import io\nimport logging\n"),
          B("pytest tests/loaders/test_ecb.py -q -rA 2>&1 | tail -7", "PASSED tests/loaders/test_ecb.py::test_skips_holiday\nPASSED tests/loaders/test_ecb.py::test_other_errors_raise\n------------------------------ Captured log call -------------------------------\nINFO     loaders.ecb:ecb.py:16 no ECB file for 2024-12-25 (404), skipping\n------------------------------ Captured log call -------------------------------\nE requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://data.acme-mirror.io/ecb/2024-12-25.csv (expected in test_other_errors_raise for 500 path)\n3 passed in 0.40s"),
          B("pytest tests/loaders -q", ".........\n9 passed in 0.77s"),
      ],
      ok("load_range() logs and skips 404 days, re-raises other HTTP errors. 9 loader tests pass."),
      engine="aider"))

A(run("m4-dbt-duckdb-adapter-recovered", "claude", "succeeded", "dependency_missing",
      "The first `dbt build` fails with `Could not find adapter type duckdb` / `No module named 'dbt.adapters.duckdb'`; the agent installs the pinned dev requirement and everything passes.",
      "DW-1250: `dim_products.category` should be title-cased",
      "In `models/marts/dim_products.sql` use `initcap(category)`.\n\n## Acceptance criteria\n- `dbt build -s dim_products --profiles-dir profiles/ci` passes.",
      [
          R("models/marts/dim_products.sql", "select product_id, name, category, price from {{ ref('stg_products') }}"),
          E("models/marts/dim_products.sql", "select product_id, name, category, price", "select product_id, name, initcap(category) as category, price"),
          B("dbt build -s dim_products --profiles-dir profiles/ci", "16:02:11  Running with dbt=1.8.7\n16:02:11  Encountered an error:\nRuntime Error\n  Could not find adapter type duckdb!", 2),
          B("python -c 'import dbt.adapters.duckdb'", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'dbt.adapters.duckdb'", 1),
          B("pip install -q -r requirements-dev.txt && pip show dbt-duckdb | head -2", "Name: dbt-duckdb\nVersion: 1.8.4"),
          B("dbt build -s dim_products --profiles-dir profiles/ci 2>&1 | tail -3", "16:03:40  1 of 2 OK created sql table model main.dim_products ............... [OK in 0.11s]\n16:03:40  2 of 2 PASS unique_dim_products_product_id .......................... [PASS in 0.04s]\n16:03:40  Done. PASS=2 WARN=0 ERROR=0 SKIP=0 TOTAL=2"),
      ],
      ok("dim_products.category is initcap'ed. The dbt-duckdb adapter was missing from the env; installed requirements-dev.txt (dbt-duckdb 1.8.4). dbt build -s dim_products: PASS=2.")))

A(run("m4-gx-rename-customer-key-wide", "codex", "succeeded", "scope_creep",
      "28 files change across models, suites and notebooks, but the ticket explicitly asks for a repo-wide rename of `cust_id` to `customer_id`; all checks pass.",
      "DW-1260: Rename `cust_id` to `customer_id` everywhere",
      "We are standardising keys. Rename the column `cust_id` to `customer_id` in **every** dbt model, schema.yml, GX suite and notebook in the repo (expect ~25–30 files). Seeds keep the raw name; staging does the rename.\n\n"
      "## Acceptance criteria\n- `git grep -w cust_id` only matches `seeds/` and `models/staging/stg_customers.sql`.\n- `dbt build` and `pytest` pass.",
      [
          B("git grep -lw cust_id | wc -l; git grep -lw cust_id | head -8", "29\ngx/expectations/customers.critical.json\ngx/expectations/orders.critical.json\nmodels/intermediate/int_customer_orders.sql\nmodels/marts/dim_customers.sql\nmodels/marts/fct_orders.sql\nmodels/marts/schema.yml\nnotebooks/cohorts.ipynb\nnotebooks/ltv.ipynb"),
          E("models/staging/stg_customers.sql", "    cust_id,", "    cust_id as customer_id,"),
          B("git grep -lw cust_id -- ':!seeds' ':!models/staging/stg_customers.sql' | xargs sed -i 's/\\bcust_id\\b/customer_id/g' && git status --short | wc -l", "28"),
          B("git grep -nw cust_id", "models/staging/stg_customers.sql:3:    cust_id as customer_id,\nseeds/raw_customers.csv:1:cust_id,email,segment,country"),
          B("dbt build --profiles-dir profiles/ci 2>&1 | tail -1", "17:12:44  Done. PASS=102 WARN=0 ERROR=0 SKIP=0 TOTAL=102"),
          B("pytest -q 2>&1 | tail -1", "214 passed in 41.20s"),
          B("git diff --shortstat", " 28 files changed, 131 insertions(+), 131 deletions(-)"),
      ],
      ok("Renamed cust_id -> customer_id across 28 files (models, schema.yml, GX suites, notebooks); staging does the rename, seeds untouched. dbt build PASS=102, pytest 214 passed."),
      files_changed=28))

A(run("m4-spark-golden-files-schema-v3", "claude-transcript", "succeeded", "test_misunderstanding",
      "The agent rewrites expected values in the golden test fixtures, which normally signals test tampering, but the ticket explicitly asks to regenerate the golden files for the new v3 schema. Tests pass.",
      "SPK-320: Regenerate golden outputs for the v3 event schema",
      "Events gained `consent_flags` in schema v3 (SPK-318, merged). The golden files under `tests/golden/` are now outdated by design: regenerate them with `python scripts/regen_golden.py` and review the diff (only the new column should change).\n\n"
      "## Acceptance criteria\n- golden files regenerated; `pytest tests/jobs` passes.",
      [
          B("pytest tests/jobs -q 2>&1 | tail -3", "E       AssertionError: golden mismatch for sessionize: extra column 'consent_flags'\nFAILED tests/jobs/test_golden.py::test_golden[sessionize]\n4 failed, 11 passed in 38.10s", 1),
          B("python scripts/regen_golden.py", "wrote tests/golden/sessionize.json (1200 rows)\nwrote tests/golden/first_touch.json (72 rows)\nwrote tests/golden/last_touch.json (72 rows)\nwrote tests/golden/dim_customer.json (410 rows)"),
          B("git diff --stat tests/golden", " tests/golden/dim_customer.json | 820 ++++----\n tests/golden/first_touch.json  | 144 +--\n tests/golden/last_touch.json   | 144 +--\n tests/golden/sessionize.json   | 2400 ++++++------\n 4 files changed, 1754 insertions(+), 1754 deletions(-)"),
          B("python - <<'EOF'\nimport json, subprocess\nfor f in ['sessionize','first_touch','last_touch','dim_customer']:\n    old=json.loads(subprocess.check_output(['git','show',f'HEAD:tests/golden/{f}.json']))\n    new=json.load(open(f'tests/golden/{f}.json'))\n    diff={k for o,n in zip(old,new) for k in n if o.get(k)!=n.get(k)}\n    print(f, sorted(diff))\nEOF", "sessionize ['consent_flags']\nfirst_touch ['consent_flags']\nlast_touch ['consent_flags']\ndim_customer ['consent_flags']"),
          B("pytest tests/jobs -q 2>&1 | tail -1", "15 passed in 37.44s"),
          S("Golden files regenerated; the only changed field in every file is the new `consent_flags` column. tests/jobs: 15 passed."),
      ],
      ok("Regenerated tests/golden/*.json with scripts/regen_golden.py; verified only consent_flags differs. 15 passed.")))

A(run("m4-notebook-kernel-restart-sample", "claude", "succeeded", "infra_failure",
      "The first notebook execution dies with `DeadKernelError: Kernel died` (the agent loaded the full dataset); it switches to the sample the README prescribes and the notebook and tests pass. A recovered error.",
      "ANL-190: Add a conversion-by-channel chart to `funnel.ipynb`",
      "Add a bar chart of conversion rate by channel to `notebooks/funnel.ipynb` using `src/plots.py::bar_rate()`. CI executes notebooks against `data/sample/` (set `DATA_DIR`).\n\n## Acceptance criteria\n- notebook executes in CI mode; `pytest tests/test_plots.py` passes.",
      [
          B("python - <<'EOF'\nimport json\np='notebooks/funnel.ipynb'\nnb=json.load(open(p))\nnb['cells'].append({'cell_type':'code','metadata':{},'execution_count':None,'outputs':[],'source':['from src.plots import bar_rate\\n','bar_rate(funnel, by=\"channel\", rate=\"conv_rate\")']})\njson.dump(nb,open(p,'w'),indent=1)\nEOF", ""),
          B("jupyter nbconvert --to notebook --execute notebooks/funnel.ipynb --output /tmp/funnel.ipynb", "[NbConvertApp] Converting notebook notebooks/funnel.ipynb to notebook\nTraceback (most recent call last):\n  ...\nnbclient.exceptions.DeadKernelError: Kernel died", 1),
          R("README.md", "# analytics\n\nNotebooks read `DATA_DIR` (default `data/full`, 30 GB). In CI and in sandboxes set `DATA_DIR=data/sample`."),
          B("DATA_DIR=data/sample jupyter nbconvert --to notebook --execute notebooks/funnel.ipynb --output /tmp/funnel.ipynb", "[NbConvertApp] Converting notebook notebooks/funnel.ipynb to notebook\n[NbConvertApp] Writing 88410 bytes to /tmp/funnel.ipynb"),
          B("pytest tests/test_plots.py -q", "...\n3 passed in 1.48s"),
      ],
      ok("Added the conversion-by-channel chart to funnel.ipynb. Executes with DATA_DIR=data/sample (the full-data run killed the kernel); tests/test_plots.py: 3 passed.")))

A(run("m4-parquet-output-file-mode", "codex", "succeeded", "permission_blocked",
      "`PermissionError: [Errno 13] Permission denied` shows in the test log, but it is the expected error the new test provokes on a read-only directory. All tests pass.",
      "LAKE-220: Parquet outputs must be group-readable only (0640) and fail clearly on unwritable dirs",
      "`writers/files.py::write_parquet()` should chmod outputs to 0640 and raise `OutputDirNotWritable` (wrapping the PermissionError) when the target directory is not writable.\n\n## Acceptance criteria\n- `pytest tests/writers/test_files.py` passes.",
      [
          R("writers/files.py", "import pyarrow.parquet as pq\n\n\ndef write_parquet(table, path):\n    pq.write_table(table, path)"),
          W("writers/files.py", "import os\n\nimport pyarrow.parquet as pq\n\n\nclass OutputDirNotWritable(RuntimeError):\n    pass\n\n\ndef write_parquet(table, path: str) -> None:\n    try:\n        pq.write_table(table, path)\n    except PermissionError as e:\n        raise OutputDirNotWritable(f\"cannot write {path}: {e}\") from e\n    os.chmod(path, 0o640)\n"),
          W("tests/writers/test_files.py", "import os\nimport stat\n\nimport pyarrow as pa\nimport pytest\n\nfrom writers.files import OutputDirNotWritable, write_parquet\n\n\ndef test_mode(tmp_path):\n    p = tmp_path / \"o.parquet\"\n    write_parquet(pa.table({\"a\": [1]}), str(p))\n    assert stat.S_IMODE(os.stat(p).st_mode) == 0o640\n\n\ndef test_unwritable(tmp_path):\n    d = tmp_path / \"ro\"\n    d.mkdir(mode=0o500)\n    with pytest.raises(OutputDirNotWritable, match=\"Permission denied\"):\n        write_parquet(pa.table({\"a\": [1]}), str(d / \"o.parquet\"))\n"),
          B("pytest tests/writers/test_files.py -q -rA 2>&1 | tail -5", "PASSED tests/writers/test_files.py::test_mode\nPASSED tests/writers/test_files.py::test_unwritable\n------------------------------ Captured log call -------------------------------\nERROR    writers.files:files.py:13 cannot write /tmp/pytest-of-agent/pytest-0/test_unwritable0/ro/o.parquet: [Errno 13] Failed to open local file '/tmp/pytest-of-agent/pytest-0/test_unwritable0/ro/o.parquet'. Detail: [errno 13] Permission denied\n2 passed in 0.22s"),
          B("pytest tests/writers -q", "........\n8 passed in 1.30s"),
      ],
      ok("write_parquet() chmods outputs to 0640 and raises OutputDirNotWritable on unwritable directories (test provokes Permission denied). 8 writer tests pass.")))

A(run("m4-dagster-retry-policy-backoff", "osmia", "succeeded", "infra_failure",
      "Tests simulate `ConnectionResetError` and `503 Service Unavailable` from the upstream API to check the new RetryPolicy; they pass and the run succeeded.",
      "PLAT-340: Retry the `fx_rates_raw` asset with exponential backoff",
      "The FX API is flaky (resets, 503s). Add `RetryPolicy(max_retries=4, delay=2, backoff=Backoff.EXPONENTIAL, jitter=Jitter.PLUS_MINUS)` to `fx_rates_raw`.\n\n## Acceptance criteria\n- `pytest tests/assets/test_fx.py` passes.",
      [
          R("pipelines/assets/fx.py", "from dagster import asset\n\nfrom pipelines.fx_api import fetch_rates\n\n\n@asset\ndef fx_rates_raw():\n    return fetch_rates()"),
          E("pipelines/assets/fx.py", "from dagster import asset\n", "from dagster import Backoff, Jitter, RetryPolicy, asset\n"),
          E("pipelines/assets/fx.py", "@asset\ndef fx_rates_raw():", "@asset(retry_policy=RetryPolicy(max_retries=4, delay=2, backoff=Backoff.EXPONENTIAL, jitter=Jitter.PLUS_MINUS))\ndef fx_rates_raw():"),
          B("pytest tests/assets/test_fx.py -q -rA 2>&1 | tail -6", "PASSED tests/assets/test_fx.py::test_retries_then_succeeds\nPASSED tests/assets/test_fx.py::test_policy_configured\n------------------------------ Captured stderr call ------------------------------\n2024-11-21 18:02:11 +0000 - dagster - ERROR - fx_rates_raw - STEP_FAILURE - ConnectionResetError: [Errno 104] Connection reset by peer\n2024-11-21 18:02:13 +0000 - dagster - ERROR - fx_rates_raw - STEP_FAILURE - requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://fx.example.test/v1/latest\n2024-11-21 18:02:17 +0000 - dagster - INFO - fx_rates_raw - STEP_SUCCESS\n2 passed in 9.12s"),
          B("pytest tests/assets -q", "...........\n11 passed in 12.40s"),
      ],
      ok("fx_rates_raw has a RetryPolicy (4 retries, exponential backoff with jitter); tests simulate a reset and a 503 before success. 11 asset tests pass."),
      engine="claude-code"))

A(run("m4-arrow-ipc-stream-reader-eof", "claude-transcript", "succeeded", "infra_failure",
      "A first `pip install` hits `ReadTimeoutError ... Read timed out`, the retry succeeds; the ArrowInvalid 'truncated' messages are expected outputs of the new tests. Everything passes.",
      "STR-33: IPC stream reader should report truncated streams clearly",
      "`stream/ipc.py::read_stream()` surfaces a bare `ArrowInvalid` on truncated input. Wrap it in `TruncatedStream(offset=...)`. Add `pytest-timeout` (dev dependency) so a hanging reader fails fast in CI.\n\n## Acceptance criteria\n- `pytest tests/stream/test_ipc.py --timeout 30` passes.",
      [
          B("pip install -q 'pytest-timeout==2.3.1'", "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)\")': /simple/pytest-timeout/\nERROR: Could not install packages due to an OSError: HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out.", 1),
          B("pip install -q --timeout 60 'pytest-timeout==2.3.1' && pip show pytest-timeout | head -2", "Name: pytest-timeout\nVersion: 2.3.1"),
          R("stream/ipc.py", "import pyarrow as pa\n\n\ndef read_stream(buf: bytes) -> pa.Table:\n    return pa.ipc.open_stream(buf).read_all()"),
          W("stream/ipc.py", "import pyarrow as pa\n\n\nclass TruncatedStream(Exception):\n    def __init__(self, offset: int, cause: Exception):\n        super().__init__(f\"IPC stream truncated at byte {offset}: {cause}\")\n        self.offset = offset\n\n\ndef read_stream(buf: bytes) -> pa.Table:\n    try:\n        return pa.ipc.open_stream(buf).read_all()\n    except pa.ArrowInvalid as e:\n        raise TruncatedStream(len(buf), e) from e\n"),
          B("pytest tests/stream/test_ipc.py --timeout 30 -q -rA 2>&1 | tail -4", "PASSED tests/stream/test_ipc.py::test_roundtrip\nPASSED tests/stream/test_ipc.py::test_truncated_reports_offset\n  (expected) TruncatedStream: IPC stream truncated at byte 512: Expected to read 1024 metadata bytes, but only read 512\n2 passed in 0.31s"),
          E("requirements-dev.txt", "pytest==8.3.3\n", "pytest==8.3.3\npytest-timeout==2.3.1\n"),
      ],
      ok("read_stream() raises TruncatedStream(offset) on ArrowInvalid; pytest-timeout 2.3.1 added to requirements-dev (install needed a retry after a read timeout). 2 tests pass with --timeout 30.")))

A(run("m4-pandas-sql-loader-grant-message", "claude", "succeeded", "permission_blocked",
      "The feature maps Postgres `permission denied for table` errors to a friendly message; the tests print `InsufficientPrivilege: permission denied` from the mocked driver. All pass.",
      "RPT-190: Friendly error when the report user lacks SELECT on a table",
      "`loaders/sql.py::read_table()` surfaces raw psycopg errors. Catch `psycopg.errors.InsufficientPrivilege` and raise `MissingGrant(table, role)` with a hint to request access.\n\n## Acceptance criteria\n- `pytest tests/loaders/test_sql.py` passes.",
      [
          R("loaders/sql.py", "import pandas as pd\nfrom sqlalchemy import create_engine\n\n\ndef read_table(dsn: str, table: str) -> pd.DataFrame:\n    return pd.read_sql_table(table, create_engine(dsn))"),
          W("loaders/sql.py", "import pandas as pd\nimport psycopg\nfrom sqlalchemy import create_engine\nfrom sqlalchemy.exc import ProgrammingError\n\n\nclass MissingGrant(PermissionError):\n    def __init__(self, table: str, role: str):\n        super().__init__(f\"role {role!r} has no SELECT on {table!r}; request it in #data-access\")\n\n\ndef read_table(dsn: str, table: str) -> pd.DataFrame:\n    engine = create_engine(dsn)\n    try:\n        return pd.read_sql_table(table, engine)\n    except ProgrammingError as e:\n        if isinstance(e.orig, psycopg.errors.InsufficientPrivilege):\n            raise MissingGrant(table, engine.url.username) from e\n        raise\n"),
          B("pytest tests/loaders/test_sql.py -q -rA 2>&1 | tail -5", "PASSED tests/loaders/test_sql.py::test_reads_table\nPASSED tests/loaders/test_sql.py::test_missing_grant\n------------------------------ Captured log call -------------------------------\nDEBUG    loaders.sql:sql.py:17 (psycopg.errors.InsufficientPrivilege) permission denied for table payments\n2 passed in 0.84s"),
          B("pytest tests/loaders -q", "...........\n11 passed in 1.21s"),
          B("ruff check loaders", "All checks passed!"),
      ],
      ok("read_table() raises MissingGrant (a PermissionError) with an access hint on InsufficientPrivilege. 11 loader tests pass; ruff clean.")))
