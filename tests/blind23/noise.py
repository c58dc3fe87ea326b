"""Repository-orientation steps (the reading and checking agents do before and after the real
work).  They make the streams longer and realistic without carrying any failure signal.

`orient(r, profile, depth)` inserts up to `depth` steps at the START of the run (call it at the end
of the case, before `return r`).  `checks(r, profile, n)` appends n harmless, successful checks.
"""
from gen_lib import Step
from texts import pytest_q

P = {}

P["dbt"] = dict(
    ls=("ls", "README.md\nanalyses\ndbt_project.yml\nmacros\nmodels\npackage-lock.yml\npackages.yml\nprofiles\nrequirements.txt\nseeds\nsnapshots\ntests"),
    log=("git log --oneline -6", "c1e07a9 stg_orders: cast ordered_at to timestamp_ntz\n8f3d2b1 marts: add fct_refunds\n41aa0c7 bump dbt-snowflake to 1.8.4\n9e6c1d2 stg_customers: dedupe on email\n0b7e3f5 docs: exposures for finance dashboards\n6d2a9c8 ci: run slim ci on changed models"),
    readme=("README.md", "# analytics-dbt\n\nAcme's dbt project (Snowflake).\n\n## Running locally\n\n    pip install -r requirements.txt\n    dbt deps\n    dbt build --select state:modified+ --target dev\n\nCI runs `dbt build` on the `ci` target with `--defer --state prod-manifest/`.\n\nModel layers: `staging/` (1:1 with sources), `intermediate/`, `marts/`."),
    cfg=("dbt_project.yml", "name: acme_analytics\nversion: '1.0.0'\nconfig-version: 2\nprofile: analytics\n\nmodel-paths: [\"models\"]\ntest-paths: [\"tests\"]\nseed-paths: [\"seeds\"]\n\nmodels:\n  acme_analytics:\n    staging:\n      +materialized: view\n    marts:\n      +materialized: table\n      finance:\n        +schema: finance"),
    status=("git status --short", ""),
    grep=("ref\\('stg_orders'\\)", "models/marts/fct_orders.sql:12:    from {{ ref('stg_orders') }}\nmodels/marts/finance/fct_revenue.sql:9:from {{ ref('stg_orders') }} o\nmodels/intermediate/int_order_items.sql:4:    select * from {{ ref('stg_orders') }}"),
    check=("dbt parse --target dev", "09:12:01  Running with dbt=1.8.7\n09:12:02  Registered adapter: snowflake=1.8.4\n09:12:06  Performance info: /workspace/analytics-dbt/target/perf_info.json"),
    lint=("sqlfluff lint models/staging/stripe --dialect snowflake", "All Finished 📜 🎉!"),
)

P["airflow"] = dict(
    ls=("ls", "Dockerfile\nMakefile\nREADME.md\ndags\ndocker\nplugins\nrequirements.txt\ntests"),
    log=("git log --oneline -5", "7c1b2e4 orders_daily: move to dataset-aware scheduling\n3fe9a10 plugins: slack failure callback\n9a01d7c bump airflow to 2.10.4\ne2b4c8f dags: tag owners\n51d0a3e tests: dag integrity checks"),
    readme=("README.md", "# airflow-dags\n\nDAGs for the data platform (Airflow 2.10, KubernetesExecutor).\n\n- `make test` runs unit tests and the DAG integrity test\n- DAG files must import in < 2s; no top-level DB/API calls\n- KPO images come from `docker/`"),
    cfg=("requirements.txt", "apache-airflow==2.10.4\napache-airflow-providers-cncf-kubernetes==10.0.1\napache-airflow-providers-snowflake==5.8.0\napache-airflow-providers-slack==8.9.2\npendulum==3.0.0"),
    status=("git status --short", ""),
    grep=("default_args", "dags/orders_daily.py:12:default_args = {\"owner\": \"data-eng\", \"retries\": 2}\ndags/ml_monitoring.py:9:default_args = {\"owner\": \"ml-platform\", \"retries\": 1}\ndags/exports.py:15:default_args = {\"owner\": \"data-eng\", \"retries\": 3, \"retry_delay\": timedelta(minutes=10)}"),
    check=("python -m pytest tests/test_dag_integrity.py -q", pytest_q([("t", ".")] * 31, secs=10.9)),
    lint=("ruff check dags plugins", "All checks passed!"),
)

P["spark"] = dict(
    ls=("ls jobs tests", "jobs:\n__init__.py\nbackfill_sessions.py\ncommon\ningest_events\nsessionize.py\n\ntests:\n__init__.py\nconftest.py\ntest_backfill_sessions.py\ntest_sessionize.py"),
    log=("git log --oneline -5", "b3e8d10 sessionize: window by user_id only\n0f9c2a7 common: s3a committer settings\n6a71e3b ingest_events: schema registry lookup\n2d4e9f1 conf: aqe on\n9c0b5a2 tests: local spark fixture"),
    readme=("README.md", "# data-jobs\n\nPySpark batch jobs (Spark 3.5, run on EMR on EKS).\n\nLocal tests use a `local[2]` SparkSession fixture (see tests/conftest.py).\nJobs take `--master` for local runs; never point a local run at full prod partitions."),
    cfg=("conf/spark-defaults.conf", "spark.sql.adaptive.enabled true\nspark.sql.shuffle.partitions 400\nspark.serializer org.apache.spark.serializer.KryoSerializer\nspark.hadoop.fs.s3a.committer.name magic"),
    status=("git status --short", ""),
    grep=("def build_", "jobs/backfill_sessions.py:3:def build_sessions(events, gap_minutes=30):\njobs/sessionize.py:11:def build_session_keys(df):"),
    check=("python -m pytest tests -q -k 'not slow'", pytest_q([("t", ".")] * 12, secs=41.3)),
    lint=("ruff check jobs tests", "All checks passed!"),
)

P["ml"] = dict(
    ls=("ls", "Makefile\nREADME.md\nconfigs\ndags\neval\nml\nnotebooks\npyproject.toml\nscripts\ntests"),
    log=("git log --oneline -5", "e41d0b2 ranking: lightgbm 4.5\n8d2c7a1 serving: warmup on startup\n3b9f6e0 embeddings: batch size from config\n71c0a4d monitoring: latency report\n0a6e2f3 pin torch 2.4.1+cu121"),
    readme=("README.md", "# ml-platform\n\nTraining, evaluation and serving code for search/ranking/churn models.\n\n`make test` — unit tests (CPU only).\nModels are registered in MLflow (`MLFLOW_TRACKING_URI`), weights cached under `HF_HOME=/cache/hf`."),
    cfg=("pyproject.toml", "[project]\nname = \"ml-platform\"\nrequires-python = \">=3.11\"\ndependencies = [\n  \"torch==2.4.1\",\n  \"transformers==4.46.3\",\n  \"sentence-transformers==3.3.1\",\n  \"mlflow==2.18.0\",\n  \"lightgbm==4.5.0\",\n]"),
    status=("git status --short", ""),
    grep=("mlflow.log_", "ml/churn/train.py:88:    mlflow.log_params(params)\nml/churn/train.py:97:    mlflow.log_metric(\"auc\", auc)\nml/ranking/train.py:61:    mlflow.log_metrics(metrics)"),
    check=("make test", "python -m pytest tests -q -m 'not gpu'\n" + pytest_q([("t", ".")] * 48 + [("t", "s")] * 3, secs=22.7)),
    lint=("ruff check ml tests", "All checks passed!"),
)

P["stream"] = dict(
    ls=("ls", "Makefile\nREADME.md\nconsumers\ndocker\npyproject.toml\ntests"),
    log=("git log --oneline -5", "5e2a1c9 orders consumer: batch inserts\n9f1d0b3 sink: clickhouse-connect 0.8\n2c7e4a0 tests: integration compose file\n8b3f6d2 consumers: structured logging\n1a0e9c7 initial"),
    readme=("README.md", "# stream-consumers\n\nKafka -> ClickHouse consumers (confluent-kafka 2.6).\n\n`make test` unit tests, `make itest` integration tests against the CI Kafka (namespace data-ci)."),
    cfg=("pyproject.toml", "[project]\nname = \"stream-consumers\"\ndependencies = [\"confluent-kafka==2.6.1\", \"clickhouse-connect==0.8.11\", \"orjson==3.10.12\"]"),
    status=("git status --short", ""),
    grep=("commit\\(", "consumers/orders_consumer.py:13:        self.c.commit(asynchronous=False)\nconsumers/payments_consumer.py:27:        self.c.commit(message=last, asynchronous=False)"),
    check=("python -m pytest tests/unit -q", pytest_q([("t", ".")] * 14, secs=1.1)),
    lint=("ruff check consumers tests", "All checks passed!"),
)

P["etl"] = dict(
    ls=("ls", "README.md\netl\nnotebooks\nrequirements.txt\nscripts\ntests"),
    log=("git log --oneline -5", "2b7c0e1 orders_cleanup: handle empty email\n6e1a9d4 fx: cache rates per day\nc0d3f8a tests: golden parquet fixtures\n4f2b7e6 scripts: s3 sync helper\n9a8c1d0 etl: logging"),
    readme=("README.md", "# etl-jobs\n\nSmall pandas/polars batch jobs. Each job has a golden-file test under `tests/fixtures/`.\nRegenerate golden files only with a reviewed change to the expected behaviour."),
    cfg=("requirements.txt", "pandas==2.2.3\npyarrow==18.1.0\nboto3==1.35.76\npandera==0.21.1"),
    status=("git status --short", ""),
    grep=("def clean", "etl/orders_cleanup.py:3:def clean(df: pd.DataFrame) -> pd.DataFrame:\netl/customers_cleanup.py:8:def clean(df):"),
    check=("python -m pytest tests -q", pytest_q([("t", ".")] * 22, secs=3.4)),
    lint=("ruff check etl tests", "All checks passed!"),
)

P["migrations"] = dict(
    ls=("ls", "README.md\ndb\nalembic.ini\nmigrations\nscripts\ntests"),
    log=("git log --oneline -5", "0c9e2a1 0043 customer tier\n7d1b3f0 0042 refunds index\n3a6f9e2 ch: 0030 events ttl\ne8b0c4d scripts: ch_migrate helper\n5f2a7d9 ci: migration roundtrip test"),
    readme=("README.md", "# migrations\n\nPostgres (alembic) and ClickHouse (plain SQL, applied with scripts/ch_migrate.sh) migrations.\nNever edit an applied migration; add a new one."),
    cfg=("alembic.ini", "[alembic]\nscript_location = db/migrations\nsqlalchemy.url = %(DATABASE_URL)s"),
    status=("git status --short", ""),
    grep=("down_revision", "db/migrations/versions/0043_customer_tier.py:6:down_revision = \"0042\"\ndb/migrations/versions/0042_refunds_idx.py:6:down_revision = \"0041\""),
    check=("python -m pytest tests/db -q", pytest_q([("t", ".")] * 9, secs=7.2)),
    lint=("ruff check db tests", "All checks passed!"),
)

P["features"] = dict(
    ls=("ls", "README.md\nfeature_repo\nfeatures\npyproject.toml\ntests"),
    log=("git log --oneline -5", "4a1f0e2 feast 0.42\n9c3b7d1 user_features: sessions_7d\n0e6a2c4 item_features: price buckets\n7b2d9f3 publish: snappy\n1d5e8a0 tests: feature view schemas"),
    readme=("README.md", "# feature-pipelines\n\nFeast repo (`feature_repo/`) plus batch jobs that materialize features.\n`feast plan` must be clean before merging."),
    cfg=("feature_repo/feature_store.yaml", "project: acme\nregistry: s3://acme-feast/registry.db\nprovider: aws\nonline_store:\n  type: redis\n  connection_string: redis-features.data.svc:6379\noffline_store:\n  type: snowflake.offline"),
    status=("git status --short", ""),
    grep=("ttl=", "feature_repo/user_features.py:21:    ttl=timedelta(days=1),\nfeature_repo/item_features.py:18:    ttl=timedelta(days=7),"),
    check=("python -m pytest tests -q", pytest_q([("t", ".")] * 17, secs=4.8)),
    lint=("ruff check features feature_repo tests", "All checks passed!"),
)


def _steps(profile, depth):
    p = P[profile]
    seq = []
    seq.append(Step("bash", False, cmd=p["ls"][0], out=p["ls"][1], code=0, desc=None, timeout_err=False, denied=False, bg=False))
    seq.append(Step("bash", False, cmd=p["log"][0], out=p["log"][1], code=0, desc=None, timeout_err=False, denied=False, bg=False))
    seq.append(Step("read", False, path=p["readme"][0], content=p["readme"][1], offset=1))
    seq.append(Step("read", False, path=p["cfg"][0], content=p["cfg"][1], offset=1))
    seq.append(Step("grep", False, pattern=p["grep"][0], out=p["grep"][1], path=None, glob=None))
    seq.append(Step("bash", False, cmd=p["status"][0], out=p["status"][1], code=0, desc=None, timeout_err=False, denied=False, bg=False))
    return seq[:depth]


def orient(r, profile, depth=3, intro=None):
    steps = _steps(profile, depth)
    repo = r.cwd.rstrip("/").split("/")[-1]
    for st in steps:  # the README heading names the repository the run is in
        if st.kind == "read" and st.a["path"] == "README.md":
            body = st.a["content"].split("\n", 1)
            st.a = dict(st.a, content=f"# {repo}\n" + (body[1] if len(body) > 1 else ""))
    if intro:
        steps.insert(0, Step("say", False, text=intro))
    r.steps[0:0] = steps
    return r


def checks(r, profile, n=1):
    p = P[profile]
    for key in ("check", "lint")[:n]:
        r.bash(p[key][0], p[key][1])
    return r


def insert_after(r, index, steps):
    r.steps[index:index] = steps
    return r

P["warehouse"] = dict(
    ls=("ls sql sql/bq | head -20", "sql:\nbq\nsnowflake\n\nsql/bq:\nattribution_daily.sql\nsessions_daily.sql\nweb_funnel.sql"),
    log=("git log --oneline -5", "a0c7e21 bq: funnel uses event_params unnest\n3e9b1f4 scripts: bq_dry_run helper\n8d2a6c0 sessions_daily: session_id from ga_session_id\n1f7e3b9 snowflake: warehouse sizing notes\n6c4d0a2 initial import"),
    readme=("README.md", "# warehouse-sql\n\nScheduled SQL for BigQuery (`sql/bq`) and Snowflake (`sql/snowflake`).\nEvery change to a scheduled query must include dry-run bytes before/after in the PR."),
    cfg=("scripts/bq_dry_run.py", "import argparse\nfrom google.cloud import bigquery\n\np = argparse.ArgumentParser()\np.add_argument('sql'); p.add_argument('--project'); p.add_argument('--param', action='append')\n..."),
    grep=("_PARTITIONDATE", "sql/bq/attribution_daily.sql:14:WHERE _PARTITIONDATE = @run_date\nsql/bq/web_funnel.sql:22:  AND _PARTITIONDATE BETWEEN DATE_SUB(@run_date, INTERVAL 1 DAY) AND @run_date"),
    status=("git status --short", ""),
    check=("sqlfluff lint sql/bq --dialect bigquery", "All Finished 📜 🎉!"),
    lint=("sqlfluff lint sql/bq --dialect bigquery", "All Finished 📜 🎉!"),
)


# ---------------------------------------------------------------------- deep exploration
# (kind, a, b): kind "read" (path, content) | "bash" (cmd, out) | "grep" (pattern, out) | "say" (text, None)
DEEP = {}
DEEP["dbt"] = [
    ("read", "models/staging/shop/stg_orders.sql", "with src as (\n    select * from {{ source('shop', 'orders') }}\n)\nselect\n    id as order_id,\n    customer_id,\n    lower(checkout_email) as checkout_email,\n    status,\n    total_cents,\n    convert_timezone('UTC', created_at)::timestamp_ntz as ordered_at,\n    updated_at\nfrom src\nwhere not is_test"),
    ("read", "models/staging/shop/_shop__sources.yml", "version: 2\nsources:\n  - name: shop\n    database: RAW\n    schema: SHOP\n    loaded_at_field: _loaded_at\n    freshness:\n      warn_after: {count: 6, period: hour}\n    tables:\n      - name: orders\n      - name: order_lines\n      - name: customers\n      - name: guest_customers\n      - name: shipments"),
    ("read", "models/staging/shop/stg_order_lines.sql", "select\n    id as line_id,\n    order_id,\n    sku,\n    quantity,\n    unit_price_cents\nfrom {{ source('shop', 'order_lines') }}"),
    ("bash", "ls models/marts models/marts/finance", "models/marts:\n_exposures.yml\n_marts.yml\ndim_customers.sql\nfct_order_margin.sql\nfct_orders.sql\nfinance\nschema.yml\n\nmodels/marts/finance:\n_finance.yml\nfct_arr.sql\nfct_mrr_daily.sql\nfct_refunds.sql\nfct_revenue.sql\nfct_revenue_eur.sql"),
    ("read", "macros/cents_to_eur.sql", "{% macro cents_to_eur(col) %}\n    ({{ col }} / 100.0)::number(18, 2)\n{% endmacro %}"),
    ("bash", "dbt ls -s +fct_orders --resource-type model --target dev 2>/dev/null | tail -6", "acme_analytics.staging.shop.stg_customers\nacme_analytics.staging.shop.stg_guest_customers\nacme_analytics.staging.shop.stg_orders\nacme_analytics.marts.fct_orders"),
    ("read", "models/marts/fct_order_margin.sql", "select\n    o.order_id,\n    o.total_cents - coalesce(c.cost_cents, 0) as margin_cents\nfrom {{ ref('fct_orders') }} o\nleft join {{ ref('int_order_costs') }} c using (order_id)"),
    ("grep", "severity", "models/staging/stripe/_stripe__models.yml:22:              config: {severity: warn}  # known vendor duplicates, see DATA-1904\ntests/generic/assert_recent_data.sql:3:{{ config(severity='warn') }}"),
    ("bash", "cat .sqlfluff | head -12", "[sqlfluff]\ndialect = snowflake\ntemplater = dbt\nmax_line_length = 120\nexclude_rules = ST06, AM04\n\n[sqlfluff:templater:dbt]\nproject_dir = ./\nprofile = analytics\ntarget = dev"),
    ("read", "models/marts/_exposures.yml", "version: 2\nexposures:\n  - name: finance_dashboard\n    type: dashboard\n    owner: {name: Finance Analytics, email: fin-analytics@acme.io}\n    depends_on:\n      - ref('fct_revenue')\n      - ref('fct_refunds')"),
    ("bash", "dbt compile -s fct_orders --target dev 2>&1 | tail -2", "09:14:22  Found 142 models, 311 data tests, 18 seeds, 41 sources, 1011 macros\n09:14:25  Compiled node 'fct_orders' is:\nwith orders as (\n    select * from ANALYTICS.STAGING.stg_orders\n)"),
    ("say", "I have a good picture of the layering now; the marts read only from staging and intermediate models.", None),
]
DEEP["airflow"] = [
    ("read", "dags/orders_daily.py", "from airflow.decorators import dag, task\nimport pendulum\n\n@dag(schedule=\"0 5 * * *\", start_date=pendulum.datetime(2025, 1, 1, tz=\"UTC\"), catchup=False, tags=[\"orders\"])\ndef orders_daily():\n    ...\n\norders_daily()"),
    ("read", "plugins/slack_callbacks.py", "from airflow.providers.slack.notifications.slack import send_slack_notification\n\nnotify_failure = send_slack_notification(\n    slack_conn_id=\"slack_data_alerts\",\n    text=\"Task {{ ti.task_id }} in {{ dag.dag_id }} failed: {{ ti.log_url }}\",\n    channel=\"#data-alerts\",\n)"),
    ("read", "tests/test_dag_integrity.py", "import pytest\nfrom airflow.models import DagBag\n\nDAG_FILES = sorted(glob.glob('dags/*.py'))\n\n@pytest.mark.parametrize('dag_file', DAG_FILES)\ndef test_dag_imports(dag_file):\n    bag = DagBag(dag_folder=dag_file, include_examples=False)\n    assert not bag.import_errors, bag.import_errors"),
    ("bash", "ls dags | wc -l && ls dags | head -12", "27\nab_test_exports.py\nattribution_daily.py\ncustomers_snapshot.py\nexports.py\nfx_rates.py\nml_monitoring.py\norders_daily.py\npartner_feeds.py\nrefunds_reconcile.py\nsessions_daily.py\nvendor_sync.py\nweb_funnel.py"),
    ("grep", "KubernetesPodOperator", "dags/exports.py:4:from airflow.providers.cncf.kubernetes.operators.pod import KubernetesPodOperator\ndags/partner_feeds.py:6:from airflow.providers.cncf.kubernetes.operators.pod import KubernetesPodOperator\ndags/ml_monitoring.py:3:from plugins.kpo_retry import RetryOnEvictionKPO"),
    ("read", "docker/Dockerfile", "FROM apache/airflow:2.10.4-python3.11\nCOPY requirements.txt /requirements.txt\nRUN pip install --no-cache-dir -r /requirements.txt\nCOPY dags/ /opt/airflow/dags/\nCOPY plugins/ /opt/airflow/plugins/"),
    ("bash", "python -m pytest tests -q -k 'not integration'", pytest_q([("t", ".")] * 44, secs=14.2)),
    ("say", "The DAGs follow a common pattern: TaskFlow for Python work, KPO for heavy jobs, Slack callback on failure.", None),
]
DEEP["spark"] = [
    ("read", "tests/conftest.py", "import pytest\nfrom pyspark.sql import SparkSession\n\n@pytest.fixture(scope='session')\ndef spark():\n    s = (SparkSession.builder.master('local[2]').appName('tests')\n         .config('spark.sql.shuffle.partitions', '4').getOrCreate())\n    yield s\n    s.stop()"),
    ("read", "jobs/common/tables.py", "EVENTS = \"s3a://acme-lake/curated/events\"\nSESSIONS = \"s3a://acme-lake/curated/user_sessions\"\nATTRIBUTION_TOUCHES = \"s3a://acme-lake/curated/attribution_touches\""),
    ("read", "jobs/common/args.py", "import argparse\n\ndef parse_args(argv=None):\n    p = argparse.ArgumentParser()\n    p.add_argument('--month')\n    p.add_argument('--date')\n    p.add_argument('--sample', type=float)\n    p.add_argument('--out')\n    p.add_argument('--master')\n    return p.parse_args(argv)"),
    ("bash", "python -m pytest tests -q -k 'not slow' 2>&1 | tail -1", "12 passed, 3 deselected in 39.84s"),
    ("grep", "Window.partitionBy", "jobs/backfill_sessions.py:4:    w = Window.partitionBy(\"user_id\").orderBy(\"event_ts\")\njobs/sessionize.py:4:    w = Window.partitionBy(\"user_id\").orderBy(\"ingest_ts\")\njobs/orders_dedup.py:3:# no window (dropDuplicates)"),
    ("read", "deploy/emr/backfill_sessions.json", "{\n  \"name\": \"backfill_sessions\",\n  \"jobDriver\": {\"sparkSubmitJobDriver\": {\"entryPoint\": \"s3://acme-artifacts/jobs/backfill_sessions.py\", \"sparkSubmitParameters\": \"--conf spark.executor.memory=16g --conf spark.executor.instances=40\"}}\n}"),
    ("say", "Local tests use a small local[2] session; production runs on EMR with far more memory.", None),
]
DEEP["ml"] = [
    ("read", "ml/common/mlflow_utils.py", "import mlflow\n\ndef start(experiment):\n    mlflow.set_experiment(experiment)\n    return mlflow.start_run()\n\ndef register(run_id, artifact, name):\n    return mlflow.register_model(f\"runs:/{run_id}/{artifact}\", name)"),
    ("read", "configs/churn.yaml", "experiment: /ml/churn\nmodel_name: churn_xgb\nfeatures: [days_since_signup, sessions_7d, avg_basket_cents, country, support_tickets_30d]\ntarget: churned_60d\nparams:\n  max_depth: 6\n  eta: 0.05\n  n_estimators: 600"),
    ("bash", "python -c 'import torch, transformers, sklearn; print(torch.__version__, transformers.__version__, sklearn.__version__)'", "2.4.1+cu121 4.46.3 1.5.2"),
    ("read", "ml/churn/train.py", "def main(cfg):\n    df = load_frame(cfg)\n    X, y = df[cfg.features], df[cfg.target]\n    model = xgb.XGBClassifier(**cfg.params)\n    with start(cfg.experiment) as run:\n        model.fit(X, y)\n        mlflow.log_params(cfg.params)\n        mlflow.xgboost.log_model(model, 'model')\n        register(run.info.run_id, 'model', cfg.model_name)"),
    ("grep", "HF_HOME|from_pretrained", "ml/embeddings/encoder.py:9:    return SentenceTransformer(name, cache_folder=os.environ.get('HF_HOME'))\neval/rerank_eval.py:6:    tok = AutoTokenizer.from_pretrained(model_id)"),
    ("bash", "make test 2>&1 | tail -1", "48 passed, 3 skipped in 22.71s"),
    ("say", "Training code logs to MLflow and registers models by name; tests are CPU-only.", None),
]
DEEP["stream"] = [
    ("read", "consumers/sink.py", "import clickhouse_connect\n\nCOLS = [\"order_id\", \"event_version\", \"status\", \"amount_cents\", \"event_ts\"]\n\nclass ClickHouseSink:\n    def __init__(self, dsn):\n        self.client = clickhouse_connect.get_client(dsn=dsn)\n\n    def insert(self, rows):\n        self.client.insert(\"orders_stream\", rows, column_names=COLS)"),
    ("read", "tests/fakes.py", "class FakeSink:\n    def __init__(self):\n        self.rows = []\n\n    def insert(self, rows):\n        self.rows.extend(rows)\n\n    def count(self, **where):\n        return sum(all(r[k] == v for k, v in where.items()) for r in self.rows)"),
    ("read", "docs/architecture.md", "# Architecture\n\nKafka topics (orders.v2, payments.v1, clickstream) are consumed by small Python/Rust consumers\nthat write to ClickHouse `*_stream` tables.\nConsumers provide at-least-once delivery; downstream models dedupe on (order_id, event_version).\n\nNote: `orders_stream` is a plain MergeTree today."),
    ("bash", "python -m pytest tests/unit -q 2>&1 | tail -1", "14 passed in 1.08s"),
    ("grep", "enable.auto.commit", "consumers/orders_consumer.py:6:        self.c = Consumer({**conf, \"enable.auto.commit\": False})\nconsumers/payments_consumer.py:11:        \"enable.auto.commit\": False,"),
    ("say", "Both consumers disable auto-commit and commit manually.", None),
]
DEEP["etl"] = [
    ("read", "tests/conftest.py", "import pandas as pd\nimport pytest\n\n@pytest.fixture\ndef clean_orders():\n    return pd.read_parquet('tests/fixtures/orders_clean.parquet')"),
    ("bash", "ls tests/fixtures | head -12", "events_midnight.csv\nevents_v5_sample.jsonl\nexpected_summary.csv\nmonth_end_cursor.json\norders_clean.parquet\norders_golden.parquet\nrefunds_sample.csv\ntransactions_late.csv"),
    ("read", "etl/io.py", "import pyarrow.parquet as pq\n\ndef read(path):\n    return pq.read_table(path).to_pandas()\n\ndef write(df, path):\n    df.to_parquet(path, index=False)"),
    ("bash", "python -m pytest tests -q 2>&1 | tail -1", "22 passed in 3.41s"),
    ("grep", "golden", "tests/test_orders_cleanup.py:9:    golden = pd.read_parquet('tests/fixtures/orders_golden.parquet')\nREADME.md:3:Regenerate golden files only with a reviewed change to the expected behaviour."),
    ("say", "Each job has a small golden-file test; the README says golden files change only with a reviewed behaviour change.", None),
]
DEEP["features"] = DEEP["ml"]
DEEP["migrations"] = [
    ("read", "db/migrations/env.py", "from alembic import context\nfrom sqlalchemy import engine_from_config, pool\n\nconfig = context.config\n..."),
    ("read", "tests/db/test_migrations.py", "def test_upgrade_downgrade_roundtrip(alembic_runner):\n    alembic_runner.migrate_up_to('heads')\n    alembic_runner.migrate_down_to('base')\n\ndef test_single_head(alembic_runner):\n    assert len(alembic_runner.heads) == 1"),
    ("bash", "alembic heads", "0044 (head)"),
    ("say", "Migrations are linear with a single head.", None),
]
DEEP["warehouse"] = DEEP["dbt"][:4]


def explore(r, profile, k, at=None):
    """Insert k deep-exploration steps at step index `at` (default: after the first 2 steps)."""
    items = DEEP[profile]
    steps = []
    for kind, a, b in items[:k]:
        if kind == "read":
            steps.append(Step("read", False, path=a, content=b, offset=1))
        elif kind == "bash":
            steps.append(Step("bash", False, cmd=a, out=b, code=0, desc=None, timeout_err=False, denied=False, bg=False))
        elif kind == "grep":
            steps.append(Step("grep", False, pattern=a, out=b, path=None, glob=None))
        elif kind == "say":
            steps.append(Step("say", False, text=a))
    pos = 2 if at is None else at
    r.steps[pos:pos] = steps
    return r


def _sql_for(name):
    if name.startswith("stg_"):
        src = name[4:]
        return (f"with src as (\n    select * from {{{{ source('shop', '{src}') }}}}\n)\nselect\n    id as {src.rstrip('s')}_id,\n"
                f"    created_at,\n    updated_at,\n    _loaded_at\nfrom src")
    if name.startswith("int_"):
        return (f"-- {name}\nselect\n    o.order_id,\n    o.customer_id,\n    sum(l.quantity * l.unit_price_cents) as gross_cents\n"
                f"from {{{{ ref('stg_orders') }}}} o\njoin {{{{ ref('stg_order_lines') }}}} l using (order_id)\ngroup by 1, 2")
    return (f"-- {name}\nselect *\nfrom {{{{ ref('int_order_items') }}}}\nwhere ordered_at >= dateadd('year', -3, current_date)")


def sql_reads(r, names, at, path_fn):
    """Insert Read steps for dbt models `names` at step index `at`."""
    steps = [Step("read", False, path=path_fn(n), content=_sql_for(n), offset=1) for n in names]
    r.steps[at:at] = steps
    return r


P["prefect"] = dict(
    ls=("ls", "README.md\nflows\nprefect.yaml\npyproject.toml\ntests"),
    log=("git log --oneline -5", "e0b7c21 vendor_sync: page size 500\n5a1f9d3 flows: structured logging\n9c2e4b0 prefect 3.1\n1d7a6f2 tests: respx for http mocks\n8b3c0e9 initial"),
    readme=("README.md", "# prefect-flows\n\nPrefect 3 flows for vendor syncs. `pytest` runs flow tests with respx-mocked HTTP.\nDeployments are defined in prefect.yaml."),
    cfg=("pyproject.toml", "[project]\nname = \"prefect-flows\"\ndependencies = [\"prefect==3.1.5\", \"httpx==0.28.1\", \"respx==0.21.1\"]"),
    status=("git status --short", ""),
    grep=("@task", "flows/vendor_sync.py:1:@task(retries=10, retry_delay_seconds=exponential_backoff(backoff_factor=30))\nflows/vendor_sync.py:22:@task\nflows/partner_upload.py:9:@task(retries=2)"),
    check=("python -m pytest -q", "3 passed in 1.02s"),
    lint=("ruff check .", "All checks passed!"),
)
