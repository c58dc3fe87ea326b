from common import B, R, G, E, W, S, T, N, run, ok, fail, py_header

SCENARIOS = []
A = SCENARIOS.append

PIP_EACCES = ("Defaulting to user installation because normal site-packages is not writeable\n"
              "ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '{p}'\n"
              "Check the permissions.\n")

# ================================================================ permission_blocked
A(run("m4-polars-excel-reader-addon", "claude", "permission_blocked", "dependency_missing",
      "`fastexcel` is missing, but the install fails with `[Errno 13] Permission denied` on the read-only site-packages and `--user` is also refused (HOME not writable); the missing module follows from the denied write.",
      "FIN-640: Read the treasury workbook with `pl.read_excel`",
      "`loaders/treasury.py` uses `openpyxl` cell by cell (slow). Switch to `pl.read_excel(path, sheet_name=\"Positions\", engine=\"calamine\")` (needs `fastexcel`, already in `requirements.txt`).\n\n"
      "## Acceptance criteria\n- `pytest tests/loaders/test_treasury.py` passes.",
      [
          R("loaders/treasury.py", "from openpyxl import load_workbook\nimport polars as pl\n\n\ndef load_positions(path: str) -> pl.DataFrame:\n    ws = load_workbook(path, read_only=True)[\"Positions\"]\n    rows = list(ws.iter_rows(min_row=2, values_only=True))\n    return pl.DataFrame(rows, schema=[\"isin\", \"qty\", \"price\", \"ccy\"], orient=\"row\")"),
          W("loaders/treasury.py", "import polars as pl\n\n\ndef load_positions(path: str) -> pl.DataFrame:\n    return pl.read_excel(path, sheet_name=\"Positions\", engine=\"calamine\").rename(str.lower)\n"),
          B("pytest tests/loaders/test_treasury.py -q", "F\n=================================== FAILURES ===================================\n____________________________ test_load_positions _____________________________\n...\nE   polars.exceptions.ModuleUpgradeRequiredError: 'fastexcel' is required for the calamine engine; please install it with: pip install fastexcel\n=========================== short test summary info ============================\nFAILED tests/loaders/test_treasury.py::test_load_positions\n1 failed in 0.44s", 1),
          B("pip install 'fastexcel==0.12.0'", "Defaulting to user installation because normal site-packages is not writeable\nCollecting fastexcel==0.12.0\n  Using cached fastexcel-0.12.0-cp38-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (1.4 MB)\nInstalling collected packages: fastexcel\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/home/agent/.local'\nCheck the permissions.", 1, ev=True),
          B("ls -ld /usr/local/lib/python3.11/site-packages /home/agent; id; touch /home/agent/.probe", "drwxr-xr-x 1 root root 4096 Nov  2 07:51 /usr/local/lib/python3.11/site-packages\ndr-xr-xr-x 2 root root   60 Nov 21 09:02 /home/agent\nuid=1000(agent) gid=1000(agent) groups=1000(agent)\ntouch: cannot touch '/home/agent/.probe': Permission denied", 1, ev=True),
          B("python -m venv /tmp/venv && /tmp/venv/bin/pip install -q fastexcel==0.12.0 polars==1.9.0 pytest", "Error: [Errno 13] Permission denied: '/tmp/venv'", 1, ev=True),
          B("mount | grep -E ' /tmp | /home ' ", "tmpfs on /tmp type tmpfs (ro,nosuid,nodev,relatime,size=65536k)\noverlay on /home type overlay (ro,relatime)"),
          S("Every writable location for packages is mounted read-only for this user, so I can't install fastexcel."),
      ],
      fail("Switched load_positions() to pl.read_excel(engine='calamine'). Tests fail because fastexcel is not installed and cannot be: site-packages is root-owned, ~/.local and /tmp are read-only ([Errno 13] Permission denied)."),
      ))

A(run("m4-dbt-snapshot-customers-scd", "codex", "permission_blocked", "",
      "Every dbt invocation dies writing into `target/`/`logs/` with `[Errno 30] Read-only file system`; the workspace is mounted read-only for the agent's sandbox.",
      "DW-988: Snapshot `dim_customers` as SCD2 (check strategy)",
      "Add `snapshots/customers_snapshot.sql` using `strategy='check'` on `email, segment, country`, unique key `customer_id`.\n\n"
      "## Acceptance criteria\n- `dbt snapshot --profiles-dir profiles/ci` builds it.\n- `dbt build -s customers_snapshot+` passes.",
      [
          T("**Looking at existing snapshots and the staging model**"),
          B("ls snapshots models/staging", "snapshots:\norders_snapshot.sql\n\nmodels/staging:\nschema.yml\nstg_customers.sql\nstg_orders.sql\nstg_payments.sql"),
          R("snapshots/orders_snapshot.sql", "{% snapshot orders_snapshot %}\n{{ config(target_schema='snapshots', unique_key='order_id', strategy='timestamp', updated_at='updated_at') }}\nselect * from {{ ref('stg_orders') }}\n{% endsnapshot %}"),
          W("snapshots/customers_snapshot.sql", "{% snapshot customers_snapshot %}\n{{ config(target_schema='snapshots', unique_key='customer_id', strategy='check', check_cols=['email', 'segment', 'country']) }}\nselect * from {{ ref('stg_customers') }}\n{% endsnapshot %}\n", denied=True),
          B("touch snapshots/.probe; ls -ld . snapshots target logs", "touch: cannot touch 'snapshots/.probe': Read-only file system\ndr-xr-xr-x 12 agent agent 4096 Nov 21 08:40 .\ndr-xr-xr-x  2 agent agent 4096 Nov 21 08:40 snapshots\ndr-xr-xr-x  5 agent agent 4096 Nov 21 08:40 target\ndr-xr-xr-x  2 agent agent 4096 Nov 21 08:40 logs", 1, ev=True),
          B("dbt snapshot --profiles-dir profiles/ci", "Traceback (most recent call last):\n  File \"/usr/local/lib/python3.11/site-packages/dbt/events/logging.py\", line 52, in _get_file_handler\n    os.makedirs(log_dir, exist_ok=True)\nOSError: [Errno 30] Read-only file system: 'logs/dbt.log'", 1, ev=True),
          B("DBT_LOG_PATH=/tmp/dbtlogs DBT_TARGET_PATH=/tmp/dbttarget dbt parse --profiles-dir profiles/ci", "09:14:02  Running with dbt=1.8.7\n09:14:03  Registered adapter: duckdb=1.8.4\n09:14:04  Performance info: /tmp/dbttarget/perf_info.json"),
          B("cat ~/.codex/config.toml 2>/dev/null | grep -A3 sandbox", "sandbox_mode = \"read-only\""),
          S("The sandbox for this task is read-only (`sandbox_mode = \"read-only\"`): I cannot create `snapshots/customers_snapshot.sql`. Here is the file content to add:\n\n```sql\n{% snapshot customers_snapshot %}\n...\n{% endsnapshot %}\n```"),
      ],
      fail("Could not create snapshots/customers_snapshot.sql: the workspace is read-only in this sandbox (Read-only file system)."),
      ))

A(run("m4-airflow-dag-owner-alerts", "claude", "permission_blocked", "",
      "All Bash calls (`airflow dags test`, `pytest`) are refused by the permission system; the result lists three permission_denials and the change is unverified.",
      "ORCH-402: Email the DAG owner on task failure",
      "Set `default_args={\"owner\": ..., \"email\": [...], \"email_on_failure\": True}` in `dags/ledger_load.py` from `OWNERS` in `dags/common/owners.py`.\n\n"
      "## Acceptance criteria\n- `pytest tests/dags/test_ledger_load.py` passes\n- `airflow dags test ledger_load 2024-06-01` runs.",
      [
          R("dags/ledger_load.py", "from datetime import datetime\n\nfrom airflow.decorators import dag, task\n\n\n@dag(schedule=\"@daily\", start_date=datetime(2024, 1, 1), catchup=False)\ndef ledger_load():\n    @task\n    def extract():\n        ...\n\n    @task\n    def load(rows):\n        ...\n\n    load(extract())\n\n\nledger_load()"),
          R("dags/common/owners.py", "OWNERS = {\n    \"ledger_load\": (\"finance-data\", [\"finance-data@acme.io\"]),\n    \"daily_finance\": (\"finance-data\", [\"finance-data@acme.io\"]),\n}"),
          E("dags/ledger_load.py", "from airflow.decorators import dag, task\n", "from airflow.decorators import dag, task\n\nfrom common.owners import OWNERS\n\n_owner, _emails = OWNERS[\"ledger_load\"]\n"),
          E("dags/ledger_load.py", "@dag(schedule=\"@daily\", start_date=datetime(2024, 1, 1), catchup=False)", "@dag(\n    schedule=\"@daily\",\n    start_date=datetime(2024, 1, 1),\n    catchup=False,\n    default_args={\"owner\": _owner, \"email\": _emails, \"email_on_failure\": True},\n)"),
          B("pytest tests/dags/test_ledger_load.py -q", denied=True, ev=True, desc="Run ledger_load DAG tests"),
          B("python -m pytest tests/dags/test_ledger_load.py -q", denied=True, ev=True, desc="Run the tests via python -m"),
          B("airflow dags test ledger_load 2024-06-01", denied=True, ev=True, desc="Smoke-test the DAG"),
          S("I can't run any shell command in this session: each Bash call is refused. The change is in place but unverified; please allow `Bash(pytest:*)` and `Bash(airflow dags test:*)`."),
      ],
      fail("Edited dags/ledger_load.py (default_args from OWNERS). Not verified: every Bash call (pytest, python -m pytest, airflow dags test) was refused by the permission settings.", ev=True),
      perm_mode="default"))

A(run("m4-gx-suite-orders-nullable", "claude-transcript", "permission_blocked", "infra_failure",
      "The change and tests are fine; `git push` is rejected with HTTP 403 (`Permission to acme/data-quality.git denied to osmia-bot`), so the branch could not be published.",
      "DQ-611: `orders.amount` may be null for cancelled orders",
      "The `orders.critical` suite fails every night on cancelled orders with null `amount`. Make `expect_column_values_to_not_be_null(amount)` conditional: `row_condition='status != \"cancelled\"'` (pandas condition parser).\n"
      "Push the branch `dq-611-nullable-amount`; CI opens the PR.\n\n## Acceptance criteria\n- `pytest tests/dq` passes\n- branch pushed.",
      [
          R("gx/expectations/orders.critical.json", "{\n  \"expectation_suite_name\": \"orders.critical\",\n  \"expectations\": [\n    {\"expectation_type\": \"expect_column_values_to_not_be_null\", \"kwargs\": {\"column\": \"order_id\"}},\n    {\"expectation_type\": \"expect_column_values_to_not_be_null\", \"kwargs\": {\"column\": \"amount\"}},\n    {\"expectation_type\": \"expect_column_values_to_be_between\", \"kwargs\": {\"column\": \"amount\", \"min_value\": 0}}\n  ]\n}"),
          E("gx/expectations/orders.critical.json", "{\"column\": \"amount\"}}", "{\"column\": \"amount\", \"row_condition\": \"status!=\\\"cancelled\\\"\", \"condition_parser\": \"pandas\"}}"),
          B("pytest tests/dq -q", "........\n8 passed in 6.02s"),
          B("git checkout -b dq-611-nullable-amount && git commit -qam 'DQ-611: allow null amount on cancelled orders' && git push -u origin dq-611-nullable-amount",
            "Switched to a new branch 'dq-611-nullable-amount'\nremote: Permission to acme/data-quality.git denied to osmia-bot.\nfatal: unable to access 'https://github.com/acme/data-quality.git/': The requested URL returned error: 403", 128, ev=True),
          B("git remote -v && gh auth status 2>&1 | head -5", "origin\thttps://github.com/acme/data-quality.git (fetch)\norigin\thttps://github.com/acme/data-quality.git (push)\ngithub.com\n  ✓ Logged in to github.com account osmia-bot (GITHUB_TOKEN)\n  - Token scopes: 'read:org', 'repo:status'", ev=True),
          B("git push -u origin dq-611-nullable-amount 2>&1 | tail -2", "remote: Permission to acme/data-quality.git denied to osmia-bot.\nfatal: unable to access 'https://github.com/acme/data-quality.git/': The requested URL returned error: 403", 128),
          S("The bot token only has `read:org` and `repo:status`; it has no write access to acme/data-quality, so the push is refused. The commit is local on `dq-611-nullable-amount`."),
      ],
      fail("Suite updated and tests pass, but git push returned 403: osmia-bot has no write access to acme/data-quality."),
      branch="dq-611-nullable-amount"))

A(run("m4-parquet-partition-writer-lake", "osmia", "permission_blocked", "",
      "The required backfill to `/mnt/lake/bronze` fails with `PermissionError: [Errno 13] Permission denied` for the agent's uid; the mount is owned by the lake writer group the agent is not in.",
      "LAKE-130: Write events partitioned by `dt` and `country` (hive layout)",
      "`writers/events.py::write_events()` writes one flat parquet file. Switch to `pyarrow.dataset.write_dataset(..., partitioning=[\"dt\", \"country\"], partitioning_flavor=\"hive\")` and re-run the one-day backfill into `/mnt/lake/bronze/events` with `python -m writers.backfill --day 2024-11-01`.\n\n"
      "## Acceptance criteria\n- unit tests pass; backfill for 2024-11-01 written to the lake.",
      [
          R("writers/events.py", "import pyarrow as pa\nimport pyarrow.parquet as pq\n\n\ndef write_events(table: pa.Table, root: str) -> None:\n    pq.write_table(table, f\"{root}/events.parquet\", compression=\"zstd\")"),
          W("writers/events.py", "import pyarrow as pa\nimport pyarrow.dataset as ds\n\n\ndef write_events(table: pa.Table, root: str) -> None:\n    ds.write_dataset(\n        table,\n        root,\n        format=\"parquet\",\n        partitioning=[\"dt\", \"country\"],\n        partitioning_flavor=\"hive\",\n        existing_data_behavior=\"overwrite_or_ignore\",\n        file_options=ds.ParquetFileFormat().make_write_options(compression=\"zstd\"),\n    )\n"),
          B("pytest tests/writers -q", ".....\n5 passed in 1.37s"),
          B("python -m writers.backfill --day 2024-11-01", "reading s3-cache/events/2024-11-01 ... 4,812,311 rows\nTraceback (most recent call last):\n  File \"/workspace/repo/writers/backfill.py\", line 41, in <module>\n    main()\n  File \"/workspace/repo/writers/events.py\", line 6, in write_events\n    ds.write_dataset(\n  File \"/usr/local/lib/python3.11/site-packages/pyarrow/dataset.py\", line 1030, in write_dataset\n    _filesystemdataset_write(\n  File \"pyarrow/_dataset.pyx\", line 4010, in pyarrow._dataset._filesystemdataset_write\n  File \"pyarrow/error.pxi\", line 92, in pyarrow.lib.check_status\nPermissionError: [Errno 13] Failed to open local file '/mnt/lake/bronze/events/dt=2024-11-01/country=DE/part-0.parquet'. Detail: [errno 13] Permission denied", 1, ev=True),
          B("ls -ld /mnt/lake/bronze/events; id", "drwxrwx--- 214 lakewriter lake 12288 Nov 20 23:10 /mnt/lake/bronze/events\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev=True),
          B("sudo -n true", "sudo: a password is required", 1),
          S("The lake mount is `lakewriter:lake` 0770 and this user isn't in `lake`; the backfill can't be written from here."),
      ],
      fail("write_events() now writes a hive-partitioned dataset; 5 unit tests pass. The 2024-11-01 backfill could not be written: Permission denied on /mnt/lake/bronze/events (owned by lakewriter:lake, mode 0770)."),
      engine="aider"))

A(run("m4-jupyter-notebook-precommit-hooks", "codex", "permission_blocked", "",
      "The nbstripout/pre-commit hook install needs `.git/hooks` and the pre-commit cache, both of which the sandbox refuses (`Operation not permitted` / `Permission denied`), so the required hook check cannot run.",
      "NB-41: Add nbstripout as a pre-commit hook",
      "Add `nbstripout` (`kynan/nbstripout` rev 0.7.1) to `.pre-commit-config.yaml` and make sure `pre-commit run nbstripout --all-files` passes (notebooks in `notebooks/` committed without outputs).\n\n"
      "## Acceptance criteria\n- hook configured; `pre-commit run --all-files` green.",
      [
          R(".pre-commit-config.yaml", "repos:\n  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.6.9\n    hooks:\n      - id: ruff\n      - id: ruff-format"),
          E(".pre-commit-config.yaml", "      - id: ruff-format", "      - id: ruff-format\n  - repo: https://github.com/kynan/nbstripout\n    rev: 0.7.1\n    hooks:\n      - id: nbstripout"),
          B("pre-commit install", "Traceback (most recent call last):\n  File \"/usr/local/lib/python3.11/site-packages/pre_commit/commands/install_uninstall.py\", line 72, in _install_hook_script\n    os.makedirs(os.path.dirname(hook_path), exist_ok=True)\nPermissionError: [Errno 1] Operation not permitted: '/workspace/repo/.git/hooks'", 1, ev=True),
          B("pre-commit run nbstripout --all-files", "[INFO] Initializing environment for https://github.com/kynan/nbstripout.\nAn unexpected error has occurred: PermissionError: [Errno 13] Permission denied: '/home/agent/.cache/pre-commit/.lock'\nCheck the log at /home/agent/.cache/pre-commit/pre-commit.log", 3, ev=True),
          B("PRE_COMMIT_HOME=$PWD/.pc-cache pre-commit run nbstripout --all-files", "[INFO] Initializing environment for https://github.com/kynan/nbstripout.\nAn unexpected error has occurred: CalledProcessError: command: ('/usr/bin/git', 'fetch', 'origin', '--tags')\nreturn code: 128\nstdout: (none)\nstderr:\n    error: cannot open '.git/FETCH_HEAD': Operation not permitted", 3),
          B("ls -ld .git .git/hooks ~/.cache", "drwxr-xr-x 8 agent agent 4096 Nov 21 07:58 .git\ndrwxr-xr-x 2 agent agent 4096 Nov 21 07:58 .git/hooks\ndr-x------ 3 root  root  4096 Nov 12 10:00 /home/agent/.cache"),
          S("Writes under `.git/` are blocked by the sandbox policy (workspace-write excludes `.git`), and `~/.cache` is root-owned, so pre-commit cannot initialise the hook environment."),
      ],
      fail("Added nbstripout 0.7.1 to .pre-commit-config.yaml but could not run it: the sandbox blocks writes under .git (Operation not permitted) and ~/.cache/pre-commit is not writable (Permission denied)."),
      ))

A(run("m4-duckdb-warehouse-attach-readonly", "claude", "permission_blocked", "",
      "The fix needs `warehouse/attach.sql` and `profiles/ci/profiles.yml`; both Edit calls are refused by the permission system ('requested permissions to write'), so nothing was changed.",
      "WH-55: Attach the finance database with its alias in the CI profile",
      "CI fails with `Catalog Error: Table with name gl_entries does not exist!` because `warehouse/attach.sql` attaches `finance.duckdb` without `AS finance`.\n\n"
      "## Acceptance criteria\n- `warehouse/attach.sql` uses `ATTACH 'data/finance.duckdb' AS finance (READ_ONLY)`.\n- `pytest tests/warehouse` passes.",
      [
          R("warehouse/attach.sql", "ATTACH 'data/finance.duckdb';\nATTACH 'data/ops.duckdb' AS ops (READ_ONLY);"),
          B("pytest tests/warehouse -q 2>&1 | tail -4", "E       duckdb.duckdb.CatalogException: Catalog Error: Table with name gl_entries does not exist!\nE       Did you mean \"finance.main.gl_entries\"?\nFAILED tests/warehouse/test_views.py::test_gl_balance - duckdb.duckdb.CatalogException: Catalog Error: Table with name gl_entries does not exist!\n1 failed, 6 passed in 1.88s"),
          E("warehouse/attach.sql", "ATTACH 'data/finance.duckdb';", "ATTACH 'data/finance.duckdb' AS finance (READ_ONLY);", denied=True, ev="out"),
          W("warehouse/attach.sql", "ATTACH 'data/finance.duckdb' AS finance (READ_ONLY);\nATTACH 'data/ops.duckdb' AS ops (READ_ONLY);\n", denied=True, ev="out"),
          B("cat .claude/settings.json", "{\n  \"permissions\": {\n    \"allow\": [\"Read\", \"Grep\", \"Glob\", \"Bash(pytest:*)\", \"Bash(cat:*)\"],\n    \"deny\": [\"Edit(warehouse/**)\", \"Write(warehouse/**)\"]\n  }\n}", ev=True),
          S("Edits under `warehouse/` are denied by the project settings (`Edit(warehouse/**)`). The fix is one line in `warehouse/attach.sql`: `ATTACH 'data/finance.duckdb' AS finance (READ_ONLY);`."),
      ],
      fail("Could not apply the fix: Edit and Write on warehouse/attach.sql were denied by the permission settings. Suggested change given in the summary.", ev=True),
      perm_mode="default"))

A(run("m4-pyspark-udf-vectorize-arrow", "claude-transcript", "permission_blocked", "dependency_missing",
      "The pandas UDF needs pyarrow, whose install fails with `[Errno 13] Permission denied` on the system site-packages; the ImportError afterwards is a consequence of the denied install.",
      "SPK-233: Turn the `normalize_phone` UDF into a pandas_udf",
      "`jobs/contacts.py` registers `normalize_phone` as a row-at-a-time Python UDF (slow). Make it a vectorized `@pandas_udf(\"string\")`.\n\n## Acceptance criteria\n- `pytest tests/jobs/test_contacts.py` passes.",
      [
          R("jobs/contacts.py", "import re\n\nfrom pyspark.sql import functions as F\nfrom pyspark.sql.types import StringType\n\n\n@F.udf(StringType())\ndef normalize_phone(raw):\n    if raw is None:\n        return None\n    digits = re.sub(r\"\\D\", \"\", raw)\n    return \"+\" + digits if digits else None"),
          W("jobs/contacts.py", "import pandas as pd\nfrom pyspark.sql.functions import pandas_udf\n\n\n@pandas_udf(\"string\")\ndef normalize_phone(raw: pd.Series) -> pd.Series:\n    digits = raw.str.replace(r\"\\D\", \"\", regex=True)\n    return (\"+\" + digits).where(digits.str.len() > 0)\n"),
          B("pytest tests/jobs/test_contacts.py -q 2>&1 | tail -6", "jobs/contacts.py:5: in <module>\n    @pandas_udf(\"string\")\n/usr/local/lib/python3.11/site-packages/pyspark/sql/pandas/utils.py:61: in require_minimum_pyarrow_version\n    raise PySparkImportError(\nE   pyspark.errors.exceptions.base.PySparkImportError: [PACKAGE_NOT_INSTALLED] PyArrow >= 4.0.0 must be installed; however, it was not found.\n1 error in 2.71s"),
          B("pip install 'pyarrow==17.0.0'", "Collecting pyarrow==17.0.0\n  Downloading pyarrow-17.0.0-cp311-cp311-manylinux_2_28_x86_64.whl (39.9 MB)\nInstalling collected packages: pyarrow\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.11/site-packages/pyarrow'\nConsider using the `--user` option or check the permissions.", 1, ev=True),
          B("pip install --user 'pyarrow==17.0.0'", "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.", 1),
          B("ls -ld /usr/local/lib/python3.11/site-packages; id -un", "drwxr-xr-x 1 root root 4096 Oct 30 12:02 /usr/local/lib/python3.11/site-packages\nagent", ev=True),
          S("site-packages is owned by root and I'm running as `agent`, so pyarrow can't be installed; the pandas_udf can't be tested here."),
      ],
      fail("pandas_udf rewrite done; tests cannot import pyarrow, and installing it fails with [Errno 13] Permission denied on root-owned site-packages.")))

A(run("m4-dagster-sensor-run-key-compose", "codex", "permission_blocked", "infra_failure",
      "The integration test needs the Postgres container, but `docker compose up` fails with `permission denied while trying to connect to the Docker daemon socket`; the agent's user is not in the docker group (a socket permission, not an outage).",
      "PLAT-301: S3 sensor must set a `run_key` per object",
      "`pipelines/sensors.py::new_files_sensor` yields `RunRequest()` without `run_key`, so restarts re-trigger runs. Use the object key + etag.\n"
      "The integration test uses Postgres run storage from `docker compose up -d postgres`.\n\n## Acceptance criteria\n- `pytest tests/sensors -m integration` passes.",
      [
          R("pipelines/sensors.py", "from dagster import RunRequest, SensorEvaluationContext, sensor\n\nfrom pipelines.jobs import ingest_job\nfrom pipelines.s3 import list_new_objects\n\n\n@sensor(job=ingest_job, minimum_interval_seconds=60)\ndef new_files_sensor(context: SensorEvaluationContext):\n    for obj in list_new_objects(\"acme-landing\", since=context.cursor):\n        yield RunRequest(run_config={\"ops\": {\"ingest\": {\"config\": {\"key\": obj.key}}}})"),
          E("pipelines/sensors.py", "        yield RunRequest(run_config=", "        yield RunRequest(\n            run_key=f\"{obj.key}:{obj.etag}\",\n            run_config="),
          B("pytest tests/sensors -q -m 'not integration'", "....\n4 passed, 2 deselected in 0.93s"),
          B("docker compose up -d postgres", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/containers/json?all=1&filters=%7B%22label%22%3A%7B%22com.docker.compose.project%3Dpipelines%22%3Atrue%7D%7D\": dial unix /var/run/docker.sock: connect: permission denied", 1, ev=True),
          B("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root docker 0 Nov 21 06:00 /var/run/docker.sock\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev=True),
          B("pytest tests/sensors -q -m integration 2>&1 | tail -3", "E   psycopg2.OperationalError: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: Connection refused\n2 errors in 3.02s", 1),
          S("The unit tests pass. The integration tests need Postgres from docker compose, and this user can't use the Docker socket (root:docker 0660, not in the docker group)."),
      ],
      fail("run_key added; 4 unit tests pass. Integration tests not run: docker socket permission denied for uid 1000 (not in docker group), so Postgres could not be started."),
      ))

A(run("m4-pandas-gcs-fixture-upload", "osmia", "permission_blocked", "",
      "Uploading the regenerated fixture to the shared bucket is refused: `AccessDeniedException: 403 ... does not have storage.objects.create access`; the service account lacks write permission.",
      "RPT-88: Regenerate the `weekly_sales` golden fixture and publish it",
      "The weekly sales report now includes `returns`. Regenerate `tests/fixtures/weekly_sales.parquet` with `python scripts/make_fixture.py` and upload it to `gs://acme-test-fixtures/reports/` (integration CI downloads it from there).\n\n"
      "## Acceptance criteria\n- `pytest tests/reports` passes locally\n- fixture uploaded.",
      [
          R("scripts/make_fixture.py", "import pandas as pd\n\nfrom reports.weekly import weekly_sales\n\nif __name__ == \"__main__\":\n    df = weekly_sales(pd.read_csv(\"tests/fixtures/raw_sales.csv\", parse_dates=[\"ts\"]))\n    df.to_parquet(\"tests/fixtures/weekly_sales.parquet\", index=False)\n    print(df.shape)"),
          B("python scripts/make_fixture.py", "(52, 6)"),
          B("pytest tests/reports -q", "..........\n10 passed in 1.12s"),
          B("gsutil cp tests/fixtures/weekly_sales.parquet gs://acme-test-fixtures/reports/weekly_sales.parquet", "Copying file://tests/fixtures/weekly_sales.parquet [Content-Type=application/octet-stream]...\nAccessDeniedException: 403 agent-runner@acme-ci.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).", 1, ev=True),
          B("gcloud auth list 2>&1 | head -3", "Credentialed Accounts\nACTIVE  ACCOUNT\n*       agent-runner@acme-ci.iam.gserviceaccount.com"),
          B("gsutil ls gs://acme-test-fixtures/reports/ | head -3", "gs://acme-test-fixtures/reports/monthly_sales.parquet\ngs://acme-test-fixtures/reports/weekly_sales.parquet"),
          S("The runner's service account can read the bucket but not create objects, so the fixture can't be published."),
      ],
      fail("Fixture regenerated, 10 tests pass; upload to gs://acme-test-fixtures/reports/ denied (403, missing storage.objects.create for agent-runner@acme-ci)."),
      engine="claude-code"))

# ================================================================ dependency_missing
A(run("m4-polars-rolling-window-features", "claude", "dependency_missing", "",
      "The feature code imports polars, which is not installed; the internal index has no polars distribution (`No matching distribution found`), so the module stays missing.",
      "ML-317: 7-day rolling spend features with Polars",
      "Add `rolling_spend_7d` in `features/spend.py` using `group_by_dynamic`/`rolling` on `ts` per `customer_id`.\n\n## Acceptance criteria\n- `pytest tests/features/test_spend.py` passes.",
      [
          R("features/spend.py", "import pandas as pd\n\n\ndef daily_spend(tx: pd.DataFrame) -> pd.DataFrame:\n    return tx.groupby([\"customer_id\", pd.Grouper(key=\"ts\", freq=\"D\")])[\"amount\"].sum().reset_index()"),
          W("features/spend.py", "import polars as pl\n\n\ndef rolling_spend_7d(tx: pl.DataFrame) -> pl.DataFrame:\n    return (\n        tx.sort(\"ts\")\n        .rolling(index_column=\"ts\", period=\"7d\", group_by=\"customer_id\")\n        .agg(pl.col(\"amount\").sum().alias(\"rolling_spend_7d\"))\n    )\n"),
          B("pytest tests/features/test_spend.py -q", "==================================== ERRORS ====================================\n________________ ERROR collecting tests/features/test_spend.py _________________\nImportError while importing test module '/workspace/repo/tests/features/test_spend.py'.\nTraceback:\ntests/features/test_spend.py:1: in <module>\n    from features.spend import rolling_spend_7d\nfeatures/spend.py:1: in <module>\n    import polars as pl\nE   ModuleNotFoundError: No module named 'polars'\n=========================== short test summary info ============================\nERROR tests/features/test_spend.py\n1 error in 0.18s", 2, ev=True),
          B("pip install polars", "Looking in indexes: https://pypi.internal.acme.dev/simple\nERROR: Could not find a version that satisfies the requirement polars (from versions: none)\nERROR: No matching distribution found for polars", 1, ev=True),
          B("curl -s https://pypi.internal.acme.dev/simple/ | grep -ci polars; curl -s -o /dev/null -w '%{http_code}' https://pypi.internal.acme.dev/simple/pandas/", "0\n200"),
          S("The internal mirror is reachable (pandas resolves) but has no polars package at all."),
      ],
      fail("Wrote rolling_spend_7d with polars, but polars is not installed and the internal index has no polars distribution (No matching distribution found). Tests cannot be collected."),
      ))

A(run("m4-pyspark-local-session-jdk", "codex", "dependency_missing", "infra_failure",
      "PySpark cannot start because no Java runtime is installed (`JAVA_HOME is not set`, `java: No such file or directory`), which surfaces as `[JAVA_GATEWAY_EXITED]`; it reads like a crash but is a missing toolchain.",
      "SPK-118: Deduplicate the customer dimension by latest `updated_at`",
      "`jobs/dim_customer.py::latest_per_customer()` uses `dropDuplicates(['customer_id'])`, which keeps an arbitrary row. Use a window ordered by `updated_at desc`.\n\n"
      "## Acceptance criteria\n- `pytest tests/jobs/test_dim_customer.py` passes (local Spark).",
      [
          R("jobs/dim_customer.py", "from pyspark.sql import DataFrame\n\n\ndef latest_per_customer(df: DataFrame) -> DataFrame:\n    return df.dropDuplicates([\"customer_id\"])"),
          W("jobs/dim_customer.py", "from pyspark.sql import DataFrame, Window\nfrom pyspark.sql import functions as F\n\n\ndef latest_per_customer(df: DataFrame) -> DataFrame:\n    w = Window.partitionBy(\"customer_id\").orderBy(F.col(\"updated_at\").desc())\n    return df.withColumn(\"_rn\", F.row_number().over(w)).filter(\"_rn = 1\").drop(\"_rn\")\n"),
          B("pytest tests/jobs/test_dim_customer.py -q 2>&1 | tail -12", "tests/jobs/conftest.py:7: in spark\n    SparkSession.builder.master(\"local[2]\").getOrCreate()\n/usr/local/lib/python3.11/site-packages/pyspark/java_gateway.py:107: in launch_gateway\n    raise PySparkRuntimeError(\nE   pyspark.errors.exceptions.base.PySparkRuntimeError: [JAVA_GATEWAY_EXITED] Java gateway process exited before sending its port number.\n---------------------------- Captured stderr setup -----------------------------\nJAVA_HOME is not set\n/usr/local/lib/python3.11/site-packages/pyspark/bin/spark-class: line 71: /usr/bin/java: No such file or directory\n=========================== short test summary info ============================\nERROR tests/jobs/test_dim_customer.py::test_keeps_latest - pyspark.errors.exceptions.base.PySparkRuntimeError: [JAVA_GATEWAY_EXITED] Java gateway process exited before sending its port number.\n3 errors in 1.47s", ev=True),
          B("which java; ls /usr/lib/jvm 2>&1; echo $JAVA_HOME", "ls: cannot access '/usr/lib/jvm': No such file or directory\n", 2, ev=True),
          B("apt-get install -y openjdk-17-jre-headless 2>&1 | tail -2", "E: Unable to locate package openjdk-17-jre-headless", 100),
          S("No JDK in the image and no apt source for one; Spark can't start locally."),
      ],
      fail("Window-based dedup implemented; tests cannot run: no Java runtime in the image (JAVA_HOME not set, /usr/bin/java missing) so the Spark gateway exits."),
      ))

A(run("m4-dbt-utils-surrogate-key", "claude-transcript", "dependency_missing", "",
      "`dbt_utils` is not installed (`'dbt_utils' is undefined`) and `dbt deps` cannot resolve the requested version (`Could not find a matching compatible version`).",
      "DW-1203: Surrogate key for `fct_payments`",
      "Add `payment_sk` = `dbt_utils.generate_surrogate_key(['payment_id', 'source_system'])` to `models/marts/fct_payments.sql` and a `unique` test on it.\n\n## Acceptance criteria\n- `dbt build -s fct_payments` passes.",
      [
          R("models/marts/fct_payments.sql", "select\n    payment_id,\n    source_system,\n    order_id,\n    amount\nfrom {{ ref('stg_payments') }}"),
          E("models/marts/fct_payments.sql", "select\n    payment_id,", "select\n    {{ dbt_utils.generate_surrogate_key(['payment_id', 'source_system']) }} as payment_sk,\n    payment_id,"),
          B("dbt build -s fct_payments --profiles-dir profiles/ci", "10:21:40  Running with dbt=1.8.7\n10:21:41  Registered adapter: duckdb=1.8.4\n10:21:42  Encountered an error:\nCompilation Error in model fct_payments (models/marts/fct_payments.sql)\n  'dbt_utils' is undefined. This can happen when calling a macro that does not exist. Check for typos and/or install package dependencies with \"dbt deps\".", 2, ev=True),
          R("packages.yml", "packages:\n  - package: dbt-labs/dbt_utils\n    version: 2.0.0"),
          B("dbt deps --profiles-dir profiles/ci", "10:22:05  Running with dbt=1.8.7\n10:22:06  Encountered an error:\nCould not find a matching compatible version for package dbt-labs/dbt_utils\n  Requested range: =2.0.0, =2.0.0\n  Compatible versions: ['0.1.0', ..., '1.2.0', '1.3.0']\n  Not shown: package versions incompatible with installed version of dbt-core\n  To include them, run 'dbt --no-version-check deps'", 2, ev=True),
          B("ls dbt_packages 2>&1", "ls: cannot access 'dbt_packages': No such file or directory", 2),
          S("dbt_utils 2.0.0 isn't available for dbt-core 1.8 and no packages are installed; I'll stop here rather than change the pinned version without approval."),
      ],
      fail("payment_sk added, but dbt_utils is not installed: dbt deps cannot find a compatible dbt_utils 2.0.0 for dbt-core 1.8.7.")))

A(run("m4-gx-expectations-core-upgrade", "osmia", "dependency_missing", "",
      "The code targets the GX 1.x API but the environment has great_expectations 0.18 (`No module named 'great_expectations.expectations'`); the required version is not installable from the pinned constraints.",
      "DQ-700: Port the `payments` suite to the GX 1.x fluent API",
      "Rewrite `dq/suites/payments.py` to build the suite with `gx.expectations.ExpectColumnValuesToNotBeNull(...)` objects (GX >= 1.0).\n\n## Acceptance criteria\n- `pytest tests/dq/test_payments_suite.py` passes.",
      [
          R("dq/suites/payments.py", "from great_expectations.core import ExpectationConfiguration, ExpectationSuite\n\n\ndef build() -> ExpectationSuite:\n    suite = ExpectationSuite(expectation_suite_name=\"payments\")\n    suite.add_expectation(ExpectationConfiguration(\"expect_column_values_to_not_be_null\", {\"column\": \"payment_id\"}))\n    return suite"),
          W("dq/suites/payments.py", "import great_expectations as gx\nfrom great_expectations.expectations import ExpectColumnValuesToNotBeNull, ExpectColumnValuesToBeBetween\n\n\ndef build() -> gx.ExpectationSuite:\n    suite = gx.ExpectationSuite(name=\"payments\")\n    suite.add_expectation(ExpectColumnValuesToNotBeNull(column=\"payment_id\"))\n    suite.add_expectation(ExpectColumnValuesToBeBetween(column=\"amount\", min_value=0))\n    return suite\n"),
          B("pytest tests/dq/test_payments_suite.py -q 2>&1 | tail -5", "dq/suites/payments.py:2: in <module>\n    from great_expectations.expectations import ExpectColumnValuesToNotBeNull, ExpectColumnValuesToBeBetween\nE   ModuleNotFoundError: No module named 'great_expectations.expectations'\n=========================== short test summary info ============================\nERROR tests/dq/test_payments_suite.py\n1 error in 1.64s", 2, ev=True),
          B("pip show great_expectations | head -2", "Name: great-expectations\nVersion: 0.18.19", ev=True),
          B("pip install 'great_expectations>=1.0' -c constraints.txt", "ERROR: Cannot install great_expectations>=1.0 because these package versions have conflicting dependencies.\n\nThe conflict is caused by:\n    The user requested great_expectations>=1.0\n    The user requested (constraint) great-expectations==0.18.19\n\nTo fix this you could try to:\n1. loosen the range of package versions you've specified\n2. remove package versions to allow pip to attempt to solve the dependency conflict\n\nERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts", 1, ev=True),
          S("The environment is pinned to GX 0.18.19, which has no `great_expectations.expectations` module."),
      ],
      fail("Suite ported to the GX 1.x API, but the installed great_expectations is 0.18.19 (pinned in constraints.txt); the 1.x module great_expectations.expectations is missing."),
      engine="aider"))

A(run("m4-duckdb-python-udf-interpreter", "claude", "dependency_missing", "",
      "`uv sync` cannot resolve because the interpreter is Python 3.8 and duckdb 1.1.3 needs >=3.9; the toolchain is too old for the declared dependency.",
      "WH-71: Register a Python UDF for IBAN validation in DuckDB",
      "Register `iban_ok(VARCHAR) -> BOOLEAN` with `con.create_function` in `warehouse/udfs.py` (duckdb 1.1.3 as pinned in `pyproject.toml`).\n\n## Acceptance criteria\n- `uv run pytest tests/warehouse/test_udfs.py` passes.",
      [
          R("pyproject.toml", "[project]\nname = \"warehouse\"\nrequires-python = \">=3.8\"\ndependencies = [\n  \"duckdb==1.1.3\",\n  \"schwifty>=2024.6\",\n]"),
          W("warehouse/udfs.py", "import duckdb\nfrom duckdb.typing import BOOLEAN, VARCHAR\nfrom schwifty import IBAN\n\n\ndef _iban_ok(value: str) -> bool:\n    try:\n        IBAN(value)\n        return True\n    except ValueError:\n        return False\n\n\ndef register(con: duckdb.DuckDBPyConnection) -> None:\n    con.create_function(\"iban_ok\", _iban_ok, [VARCHAR], BOOLEAN)\n"),
          B("uv run pytest tests/warehouse/test_udfs.py -q", "Using CPython 3.8.18 interpreter at: /usr/bin/python3.8\nCreating virtual environment at: .venv\n  × No solution found when resolving dependencies:\n  ╰─▶ Because the current Python version (3.8.18) does not satisfy Python>=3.9 and duckdb==1.1.3 depends on Python>=3.9, we can conclude that duckdb==1.1.3 cannot be used.\n      And because your project depends on duckdb==1.1.3, we can conclude that your project's requirements are unsatisfiable.", 1, ev=True),
          B("ls /usr/bin/python3*; uv python list --only-installed", "/usr/bin/python3  /usr/bin/python3.8\ncpython-3.8.18-linux-x86_64-gnu    /usr/bin/python3.8", ev=True),
          B("uv python install 3.11 2>&1 | tail -1", "error: Python downloads are disabled (UV_PYTHON_DOWNLOADS=never)", 2),
          S("Only Python 3.8 is available and downloads are disabled; duckdb 1.1.3 needs >= 3.9."),
      ],
      fail("udfs.py written; cannot run tests: only Python 3.8.18 is installed and duckdb==1.1.3 requires Python>=3.9 (uv: requirements unsatisfiable)."),
      ))

A(run("m4-airflow-sla-slack-callback", "codex", "dependency_missing", "infra_failure",
      "The ticket and code are all about timeouts/SLA misses, but the DAG fails to import because `airflow.providers.slack` is not installed and the provider isn't available at the pinned constraint.",
      "ORCH-455: Slack alert when `ledger_close` exceeds its 2h timeout",
      "Add `execution_timeout=timedelta(hours=2)` to `ledger_close` and an `on_failure_callback` that posts to Slack via `SlackWebhookHook` when the failure is an `AirflowTaskTimeout`.\n\n"
      "## Acceptance criteria\n- `pytest tests/dags` passes (DagBag import + callback unit test).",
      [
          R("dags/ledger_close.py", "from datetime import datetime, timedelta\n\nfrom airflow import DAG\nfrom airflow.operators.python import PythonOperator\n\nfrom finance.close import close_ledger\n\nwith DAG(\"ledger_close\", start_date=datetime(2024, 1, 1), schedule=\"30 6 * * *\", catchup=False) as dag:\n    PythonOperator(task_id=\"close\", python_callable=close_ledger)"),
          W("dags/ledger_close.py", "from datetime import datetime, timedelta\n\nfrom airflow import DAG\nfrom airflow.exceptions import AirflowTaskTimeout\nfrom airflow.operators.python import PythonOperator\nfrom airflow.providers.slack.hooks.slack_webhook import SlackWebhookHook\n\nfrom finance.close import close_ledger\n\n\ndef alert_on_timeout(context):\n    if isinstance(context.get(\"exception\"), AirflowTaskTimeout):\n        SlackWebhookHook(slack_webhook_conn_id=\"slack_finance\").send(\n            text=f\":hourglass: {context['task_instance'].task_id} exceeded its 2h timeout\"\n        )\n\n\nwith DAG(\"ledger_close\", start_date=datetime(2024, 1, 1), schedule=\"30 6 * * *\", catchup=False) as dag:\n    PythonOperator(\n        task_id=\"close\",\n        python_callable=close_ledger,\n        execution_timeout=timedelta(hours=2),\n        on_failure_callback=alert_on_timeout,\n    )\n"),
          B("pytest tests/dags -q 2>&1 | tail -8", "FAILED tests/dags/test_dagbag.py::test_no_import_errors - AssertionError: DAG import errors:\n  /workspace/repo/dags/ledger_close.py: Traceback (most recent call last):\n    File \"/workspace/repo/dags/ledger_close.py\", line 6, in <module>\n      from airflow.providers.slack.hooks.slack_webhook import SlackWebhookHook\n  ModuleNotFoundError: No module named 'airflow.providers.slack'\nERROR tests/dags/test_ledger_close.py - ModuleNotFoundError: No module named 'airflow.providers.slack'\n1 failed, 4 passed, 1 error in 5.40s", 1, ev=True),
          B("pip install 'apache-airflow-providers-slack' -c https://raw.githubusercontent.com/apache/airflow/constraints-2.9.3/constraints-3.11.txt 2>&1 | tail -2", "ERROR: Could not find a version that satisfies the requirement apache-airflow-providers-slack (from versions: none)\nERROR: No matching distribution found for apache-airflow-providers-slack", 1, ev=True),
          B("pip download --no-deps apache-airflow-providers-slack==8.7.1 -d /tmp/x 2>&1 | tail -1", "ERROR: No matching distribution found for apache-airflow-providers-slack==8.7.1", 1),
          B("pip config list", "global.index-url='https://artifactory.acme.io/api/pypi/pypi-airflow/simple'\nglobal.timeout='60'"),
          S("The Slack provider isn't installed and the airflow-specific index doesn't carry it, so the DAG can't be imported."),
      ],
      fail("Timeout + Slack callback implemented; DagBag import fails with ModuleNotFoundError: airflow.providers.slack, which is not available from the configured index."),
      ))

A(run("m4-arrow-dataset-schema-evolve", "claude-transcript", "dependency_missing", "",
      "`import pyarrow` fails with `libarrow.so.1700: cannot open shared object file`; a system library needed by the conda-built pyarrow is absent.",
      "LAKE-162: Allow new nullable columns when reading old parquet partitions",
      "`lake/reader.py::read_partitions()` fails when newer partitions have an extra nullable column. Pass a unified schema (`pa.unify_schemas`) to `ds.dataset(...)`.\n\n## Acceptance criteria\n- `pytest tests/lake/test_reader.py` passes.",
      [
          R("lake/reader.py", "import pyarrow.dataset as ds\n\n\ndef read_partitions(root: str):\n    return ds.dataset(root, format=\"parquet\", partitioning=\"hive\").to_table()"),
          W("lake/reader.py", "import pyarrow as pa\nimport pyarrow.dataset as ds\nimport pyarrow.parquet as pq\n\n\ndef read_partitions(root: str) -> pa.Table:\n    files = ds.dataset(root, format=\"parquet\", partitioning=\"hive\").files\n    schema = pa.unify_schemas([pq.read_schema(f) for f in files], promote_options=\"permissive\")\n    return ds.dataset(root, schema=schema, format=\"parquet\", partitioning=\"hive\").to_table()\n"),
          B("pytest tests/lake/test_reader.py -q 2>&1 | tail -6", "lake/reader.py:1: in <module>\n    import pyarrow as pa\n/opt/conda/lib/python3.11/site-packages/pyarrow/__init__.py:65: in <module>\n    import pyarrow.lib as _lib\nE   ImportError: libarrow.so.1700: cannot open shared object file: No such file or directory\n1 error in 0.31s", 2, ev=True),
          B("ldd /opt/conda/lib/python3.11/site-packages/pyarrow/lib.cpython-311-x86_64-linux-gnu.so | grep 'not found'", "\tlibarrow.so.1700 => not found\n\tlibarrow_python.so.1700 => not found", ev=True),
          B("conda list | grep -E 'arrow|libarrow'", "pyarrow                   17.0.0          py311h6e4b57b_1_cpu    conda-forge"),
          B("conda install -y -c conda-forge libarrow=17.0.0 2>&1 | tail -3", "CondaHTTPError: HTTP 000 CONNECTION FAILED for url <https://conda.anaconda.org/conda-forge/linux-64/repodata.json>\nElapsed: -\n", 1),
          S("pyarrow was installed without its libarrow runtime; the shared library is missing, so nothing importing pyarrow can run."),
      ],
      fail("read_partitions() uses a unified permissive schema; pyarrow cannot be imported (libarrow.so.1700 missing from the environment).")))

A(run("m4-notebook-funnel-params-kernel", "claude", "dependency_missing", "",
      "Running the parameterised notebook fails because papermill is not installed and the notebook's kernelspec `analytics-py311` does not exist (`No such kernel named analytics-py311`).",
      "ANL-120: Parameterise the funnel notebook by `start_date`",
      "Add a `parameters` cell to `notebooks/funnel.ipynb` (`start_date = \"2024-01-01\"`) and execute it with papermill for `2024-06-01` into `reports/funnel_2024-06-01.ipynb`.\n\n## Acceptance criteria\n- papermill run succeeds.",
      [
          B("python -c \"import json;nb=json.load(open('notebooks/funnel.ipynb'));print(nb['metadata']['kernelspec']);print([c['metadata'].get('tags') for c in nb['cells']][:4])\"", "{'display_name': 'analytics (py3.11)', 'language': 'python', 'name': 'analytics-py311'}\n[None, None, None, None]"),
          B("python - <<'EOF'\nimport json\np='notebooks/funnel.ipynb'\nnb=json.load(open(p))\ncell={'cell_type':'code','metadata':{'tags':['parameters']},'execution_count':None,'outputs':[],'source':['start_date = \"2024-01-01\"\\n']}\nnb['cells'].insert(1,cell)\njson.dump(nb,open(p,'w'),indent=1)\nEOF", ""),
          B("papermill notebooks/funnel.ipynb reports/funnel_2024-06-01.ipynb -p start_date 2024-06-01", "/bin/bash: line 1: papermill: command not found", 127, ev=True),
          B("python -m papermill --help", "/usr/local/bin/python: No module named papermill", 1),
          B("pip install papermill==2.6.0 2>&1 | tail -1", "Successfully installed ansicolors-1.1.8 papermill-2.6.0 tenacity-9.0.0"),
          B("papermill notebooks/funnel.ipynb reports/funnel_2024-06-01.ipynb -p start_date 2024-06-01", "Input Notebook:  notebooks/funnel.ipynb\nOutput Notebook: reports/funnel_2024-06-01.ipynb\nTraceback (most recent call last):\n  ...\n  File \"/usr/local/lib/python3.11/site-packages/jupyter_client/kernelspec.py\", line 285, in get_kernel_spec\n    raise NoSuchKernel(kernel_name)\njupyter_client.kernelspec.NoSuchKernel: No such kernel named analytics-py311", 1, ev=True),
          B("jupyter kernelspec list", "Available kernels:\n  python3    /usr/local/share/jupyter/kernels/python3"),
          B("python -m ipykernel --version 2>&1", "/usr/local/bin/python: No module named ipykernel", 1, ev=True),
          S("The notebook's kernel `analytics-py311` isn't installed and ipykernel is missing too, so papermill can't start a kernel for it."),
      ],
      fail("parameters cell added; papermill run fails: kernelspec analytics-py311 not installed (and ipykernel missing)."),
      ))

A(run("m4-pandas-xlsx-export-writer", "osmia", "dependency_missing", "",
      "`DataFrame.to_excel` needs openpyxl, which is missing; the pinned `openpyxl==3.2.0b1` does not exist on the index, so it cannot be installed.",
      "RPT-140: Monthly close export as .xlsx",
      "Finance wants `reports/close_export.py` to write `close_<YYYY-MM>.xlsx` (sheet `Close`) instead of CSV.\n\n## Acceptance criteria\n- `pytest tests/reports/test_close_export.py` passes.",
      [
          R("reports/close_export.py", "import pandas as pd\n\n\ndef export_close(df: pd.DataFrame, month: str, out_dir: str) -> str:\n    path = f\"{out_dir}/close_{month}.csv\"\n    df.to_csv(path, index=False)\n    return path"),
          E("reports/close_export.py", "    path = f\"{out_dir}/close_{month}.csv\"\n    df.to_csv(path, index=False)", "    path = f\"{out_dir}/close_{month}.xlsx\"\n    df.to_excel(path, sheet_name=\"Close\", index=False)"),
          B("pytest tests/reports/test_close_export.py -q 2>&1 | tail -4", "/usr/local/lib/python3.11/site-packages/pandas/compat/_optional.py:138: in import_optional_dependency\n    raise ImportError(msg)\nE   ImportError: Missing optional dependency 'openpyxl'.  Use pip or conda to install openpyxl.\n1 failed in 0.52s", 1, ev=True),
          B("grep -n openpyxl requirements.txt", "22:openpyxl==3.2.0b1"),
          B("pip install -r requirements.txt 2>&1 | tail -2", "ERROR: Could not find a version that satisfies the requirement openpyxl==3.2.0b1 (from versions: 3.0.10, 3.1.0, 3.1.1, 3.1.2, 3.1.3, 3.1.4, 3.1.5)\nERROR: No matching distribution found for openpyxl==3.2.0b1", 1, ev=True),
          S("The requirements pin an openpyxl version that doesn't exist; I won't change the pin without sign-off."),
      ],
      fail("export_close() writes .xlsx now; tests fail with ImportError: Missing optional dependency 'openpyxl'; the pinned openpyxl==3.2.0b1 has no distribution."),
      engine="aider"))

A(run("m4-dagster-dbt-manifest-load", "codex", "dependency_missing", "",
      "`dagster_dbt` is not installed and pip cannot install it next to the pinned dagster (`ResolutionImpossible` between dagster-dbt and dagster==1.7.2).",
      "PLAT-277: Load dbt models as Dagster assets from the manifest",
      "Create `pipelines/dbt_assets.py` with `@dbt_assets(manifest=DBT_MANIFEST)` and register it in `Definitions`.\n\n## Acceptance criteria\n- `pytest tests/test_defs.py` passes.",
      [
          R("pipelines/__init__.py", "from dagster import Definitions\n\nfrom pipelines.assets.orders import orders_enriched\nfrom pipelines.resources import DuckDBResource\n\ndefs = Definitions(assets=[orders_enriched], resources={\"duckdb\": DuckDBResource(database=\"warehouse.duckdb\")})"),
          B("pip show dagster | head -2; ls dbt/target/manifest.json", "Name: dagster\nVersion: 1.7.2\ndbt/target/manifest.json"),
          W("pipelines/dbt_assets.py", "from pathlib import Path\n\nfrom dagster import AssetExecutionContext\nfrom dagster_dbt import DbtCliResource, dbt_assets\n\nDBT_MANIFEST = Path(__file__).parents[1] / \"dbt\" / \"target\" / \"manifest.json\"\n\n\n@dbt_assets(manifest=DBT_MANIFEST)\ndef warehouse_dbt_assets(context: AssetExecutionContext, dbt: DbtCliResource):\n    yield from dbt.cli([\"build\"], context=context).stream()\n"),
          B("pytest tests/test_defs.py -q 2>&1 | tail -4", "pipelines/dbt_assets.py:4: in <module>\n    from dagster_dbt import DbtCliResource, dbt_assets\nE   ModuleNotFoundError: No module named 'dagster_dbt'\n1 error in 0.88s", 2, ev=True),
          B("pip install dagster-dbt 2>&1 | tail -9", "ERROR: Cannot install dagster-dbt==0.24.6 and dagster==1.7.2 because these package versions have conflicting dependencies.\n\nThe conflict is caused by:\n    The user requested dagster==1.7.2\n    dagster-dbt 0.24.6 depends on dagster==1.8.6\n\nTo fix this you could try to:\n1. loosen the range of package versions you've specified\n2. remove package versions to allow pip to attempt to solve the dependency conflict\n\nERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts", 1, ev=True),
          B("pip install 'dagster-dbt==0.23.2' 2>&1 | tail -2", "ERROR: Could not find a version that satisfies the requirement dagster-dbt==0.23.2 (from versions: 0.24.4, 0.24.5, 0.24.6)\nERROR: No matching distribution found for dagster-dbt==0.23.2", 1, ev=True),
          S("The matching dagster-dbt for dagster 1.7.2 (0.23.x) isn't on the index, and the available ones require dagster 1.8."),
      ],
      fail("dbt_assets.py added; cannot import dagster_dbt: no version compatible with the pinned dagster==1.7.2 is available (ResolutionImpossible)."),
      ))
