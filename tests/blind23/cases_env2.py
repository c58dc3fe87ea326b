"""Environment-side failures, part 2: dependency_missing."""
from gen_lib import Run, case
from noise import orient, checks, explore
from texts import Clock, dbt_out, pytest_q, pytest_v


@case
def snowflake_provider_constraints():
    r = Run("orders-daily-snowflake-operator", "claude-transcript", "dependency_missing",
            ticket="DATA-2421", title="orders_daily: load with SnowflakeSqlApiOperator",
            body="""
Replace the PythonOperator + snowflake-connector code in `dags/orders_daily.py` with
`SnowflakeSqlApiOperator` (provider `apache-airflow-providers-snowflake`), so the load is
deferrable. DAG integrity tests must pass.
""", why="The Snowflake provider module is not installed and cannot be added: pip reports a resolution conflict with the pinned Airflow constraints file, so the DAG import keeps failing on the missing provider.",
            cwd="/home/agent/airflow-dags", branch="feat/orders-daily-sqlapi")
    r.read("dags/orders_daily.py", """from airflow.decorators import dag, task
from airflow.operators.python import PythonOperator
import pendulum

from plugins.snowflake_load import load_orders


@dag(schedule="0 5 * * *", start_date=pendulum.datetime(2025, 1, 1, tz="UTC"), catchup=False)
def orders_daily():
    load = PythonOperator(task_id="load_orders", python_callable=load_orders)


orders_daily()""")
    r.edit("dags/orders_daily.py", """from airflow.operators.python import PythonOperator
import pendulum

from plugins.snowflake_load import load_orders
""", """from airflow.providers.snowflake.operators.snowflake import SnowflakeSqlApiOperator
import pendulum
""")
    r.edit("dags/orders_daily.py", """    load = PythonOperator(task_id="load_orders", python_callable=load_orders)""",
           """    load = SnowflakeSqlApiOperator(
        task_id="load_orders",
        snowflake_conn_id="snowflake_default",
        sql="sql/load_orders.sql",
        statement_count=2,
        deferrable=True,
    )""")
    r.bash("python -m pytest tests/test_dag_integrity.py -q -k orders_daily", """F                                                                        [100%]
=================================== FAILURES ===================================
_____________________ test_dag_imports[dags/orders_daily.py] _____________________
dag_file = 'dags/orders_daily.py'

    def test_dag_imports(dag_file):
        bag = DagBag(dag_folder=dag_file, include_examples=False)
>       assert not bag.import_errors, bag.import_errors
E       AssertionError: {'/home/agent/airflow-dags/dags/orders_daily.py': 'Traceback (most recent call last):\\n  File "/home/agent/airflow-dags/dags/orders_daily.py", line 2, in <module>\\n    from airflow.providers.snowflake.operators.snowflake import SnowflakeSqlApiOperator\\nModuleNotFoundError: No module named \\'airflow.providers.snowflake\\'\\n'}

tests/test_dag_integrity.py:18: AssertionError
=========================== short test summary info ============================
FAILED tests/test_dag_integrity.py::test_dag_imports[dags/orders_daily.py] - AssertionError: {'/home/agent/airflow-dags/dags/orders_daily.py': 'Traceback (most recent call last):\\n ...
1 failed, 30 deselected in 7.93s""", code=1, ev=True)
    r.bash("pip list 2>/dev/null | grep -i 'apache-airflow'", "apache-airflow                           2.10.4\napache-airflow-providers-cncf-kubernetes 10.0.1\napache-airflow-providers-common-sql      1.20.0\napache-airflow-providers-slack           8.9.2")
    r.say("requirements.txt lists the snowflake provider but it isn't installed in this environment. Installing with the project's constraints file.")
    r.bash("pip install -r requirements.txt -c constraints-3.11.txt", """Requirement already satisfied: apache-airflow==2.10.4 in /opt/venv/lib/python3.11/site-packages (from -r requirements.txt (line 1)) (2.10.4)
Requirement already satisfied: apache-airflow-providers-cncf-kubernetes==10.0.1 in /opt/venv/lib/python3.11/site-packages (from -r requirements.txt (line 2)) (10.0.1)
Collecting apache-airflow-providers-snowflake==5.8.0 (from -r requirements.txt (line 3))
  Downloading apache_airflow_providers_snowflake-5.8.0-py3-none-any.whl.metadata (6.4 kB)
INFO: pip is looking at multiple versions of apache-airflow-providers-snowflake to determine which version is compatible with other requirements. This could take a while.
ERROR: Cannot install -r requirements.txt (line 3) because these package versions have conflicting dependencies.

The conflict is caused by:
    apache-airflow-providers-snowflake 5.8.0 depends on apache-airflow-providers-common-sql>=1.20.0
    apache-airflow-providers-snowflake 5.8.0 depends on snowflake-connector-python>=3.10.1
    The user requested (constraint) snowflake-connector-python==3.6.0

To fix this you could try to:
1. loosen the range of package versions you've specified
2. remove package versions to allow pip to attempt to solve the dependency conflict

ERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts""", code=1, ev=True)
    r.bash("grep -n 'snowflake' constraints-3.11.txt requirements.txt", "constraints-3.11.txt:612:snowflake-connector-python==3.6.0\nconstraints-3.11.txt:613:snowflake-sqlalchemy==1.5.1\nrequirements.txt:3:apache-airflow-providers-snowflake==5.8.0")
    r.say("The vendored constraints file pins snowflake-connector-python 3.6.0, but provider 5.8.0 needs >=3.10.1. The official constraints for Airflow 2.10.4 have a newer connector; regenerating the constraints is a platform decision, so I'll try the provider version that matches the pin.")
    r.bash("pip install 'apache-airflow-providers-snowflake==5.2.1' -c constraints-3.11.txt", """Collecting apache-airflow-providers-snowflake==5.2.1
  Downloading apache_airflow_providers_snowflake-5.2.1-py3-none-any.whl.metadata (6.1 kB)
ERROR: Cannot install apache-airflow-providers-snowflake==5.2.1 because these package versions have conflicting dependencies.

The conflict is caused by:
    The user requested apache-airflow-providers-snowflake==5.2.1
    The user requested (constraint) apache-airflow-providers-snowflake==5.8.0

ERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts""", code=1, ev=True)
    r.bash("python -c 'import airflow.providers.snowflake'", """Traceback (most recent call last):
  File "<string>", line 1, in <module>
ModuleNotFoundError: No module named 'airflow.providers.snowflake'""", code=1)
    r.final("""The DAG now uses `SnowflakeSqlApiOperator(deferrable=True)`, but it can't import here: `airflow.providers.snowflake` isn't installed, and installing it fails with `ResolutionImpossible` because `constraints-3.11.txt` pins `snowflake-connector-python==3.6.0` while provider 5.8.0 needs `>=3.10.1` (and the same file pins the provider itself at 5.8.0). The constraints file needs regenerating from the upstream Airflow 2.10.4 constraints before this can pass.""")
    orient(r, "airflow", 3)
    return r


@case
def sessionize_local_java():
    r = Run("sessionize-late-events", "codex", "dependency_missing", near_miss="infra_failure",
            ticket="DATA-2428", title="sessionize: late events should extend the previous session",
            body="""
`jobs/sessionize.py` opens a new session for events arriving up to 10 min late with an earlier
`event_ts`. Sort by event_ts (not ingest_ts) inside the window. Add a regression test.

AC: `pytest tests/test_sessionize.py` green.
""", why="The test environment has no Java runtime (java: command not found, JAVA_HOME unset), so the local SparkSession fixture never starts (JAVA_GATEWAY_EXITED); no test could run.",
            cwd="/workspace/data-jobs")
    r.bash("sed -n '1,60p' jobs/sessionize.py", """from pyspark.sql import functions as F, Window

def build_session_keys(df, gap_s=1800):
    w = Window.partitionBy("user_id").orderBy("ingest_ts")
    prev = F.lag("event_ts").over(w)
    new = (F.col("event_ts").cast("long") - prev.cast("long") > gap_s) | prev.isNull()
    return df.withColumn("session_key", F.sum(new.cast("int")).over(w))""")
    r.think("**Ordering bug**\n\nOrdering by ingest_ts makes a late event look like a gap. Order by event_ts, tie-break ingest_ts.")
    r.edit("jobs/sessionize.py", "x", "y")
    r.edit("tests/test_sessionize.py", "x", "y")
    r.bash("python -m pytest tests/test_sessionize.py -q", """EEEE                                                                     [100%]
==================================== ERRORS ====================================
__________________ ERROR at setup of test_gap_opens_new_session __________________

    @pytest.fixture(scope="session")
    def spark():
>       s = SparkSession.builder.master("local[2]").appName("tests").getOrCreate()

tests/conftest.py:8:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
/usr/local/lib/python3.11/site-packages/pyspark/java_gateway.py:111: in launch_gateway
    raise PySparkRuntimeError(
E   pyspark.errors.exceptions.base.PySparkRuntimeError: [JAVA_GATEWAY_EXITED] Java gateway process exited before sending its port number.
---------------------------- Captured stderr setup -----------------------------
JAVA_HOME is not set
/usr/local/lib/python3.11/site-packages/pyspark/bin/spark-class: line 97: CMD: bad array subscript
=========================== short test summary info ============================
ERROR tests/test_sessionize.py::test_gap_opens_new_session - pyspark.errors.exceptions.base.PySparkRuntimeError: [JAVA_GATEWAY_EXITED] Java gateway process exited before sending its port number.
ERROR tests/test_sessionize.py::test_same_session_within_gap - pyspark.errors.exceptions.base.PySparkRuntimeError: [JAVA_GATEWAY_EXITED] Java gateway process exited before sending its port number.
ERROR tests/test_sessionize.py::test_late_event_extends_session - pyspark.errors.exceptions.base.PySparkRuntimeError: [JAVA_GATEWAY_EXITED] Java gateway process exited before sending its port number.
ERROR tests/test_sessionize.py::test_multiple_users - pyspark.errors.exceptions.base.PySparkRuntimeError: [JAVA_GATEWAY_EXITED] Java gateway process exited before sending its port number.
4 errors in 2.87s""", code=1, ev=True)
    r.bash("java -version; echo \"JAVA_HOME=$JAVA_HOME\"; ls /usr/lib/jvm 2>&1", "bash: line 1: java: command not found\nJAVA_HOME=\nls: cannot access '/usr/lib/jvm': No such file or directory", code=2, ev=True)
    r.think("**No JDK**\n\nThe image has pyspark but no JVM. Check if a JDK can be found anywhere (sdkman, conda) before giving up.")
    r.bash("command -v conda sdk apt-get; ls /opt", "/usr/bin/apt-get\nvenv")
    r.bash("apt-get install -y --no-install-recommends openjdk-17-jre-headless 2>&1 | tail -3", "Reading package lists...\nBuilding dependency tree...\nE: Unable to locate package openjdk-17-jre-headless", code=100, ev=True)
    r.final("""I changed the window ordering to `event_ts` (tie-break `ingest_ts`) and added `test_late_event_extends_session`, but none of the Spark tests can run in this image: there is no Java runtime (`java: command not found`, `JAVA_HOME is not set`), so the SparkSession fixture fails with `[JAVA_GATEWAY_EXITED]`, and `openjdk-17-jre-headless` isn't available from the configured apt sources. The data-jobs test image needs a JDK 17.""")
    r.result, r.result_summary = False, "tests could not run"
    orient(r, "spark", 4)
    return r


@case
def refunds_loader_pg_config():
    r = Run("refunds-loader-copy", "osmia", "dependency_missing",
            ticket="DATA-2433", title="refunds loader: use COPY instead of executemany",
            body="""
`loaders/refunds.py` inserts row by row with psycopg2 `executemany` (45 min nightly). Switch to
`copy_expert` with an in-memory CSV buffer. Bump psycopg2 to 2.9.10 while at it (not -binary;
we build from source in the image).

AC: `pytest tests/loaders` green.
""", why="psycopg2 2.9.10 builds from source and the environment has no libpq headers (pg_config executable not found), so the package could not be installed and the loader module fails to import.",
            cwd="/workspace/etl-jobs")
    r.read("loaders/refunds.py", """import psycopg2

def load(rows, dsn):
    with psycopg2.connect(dsn) as conn, conn.cursor() as cur:
        cur.executemany("insert into refunds values (%s, %s, %s, %s)", rows)""")
    r.write("loaders/refunds.py", """import csv
import io

import psycopg2


def load(rows, dsn):
    buf = io.StringIO()
    csv.writer(buf).writerows(rows)
    buf.seek(0)
    with psycopg2.connect(dsn) as conn, conn.cursor() as cur:
        cur.copy_expert("COPY refunds (refund_id, order_id, amount_cents, refunded_at) FROM STDIN WITH (FORMAT csv)", buf)
""", new=False)
    r.edit("requirements.txt", "psycopg2==2.9.9", "psycopg2==2.9.10")
    r.bash("pip install -r requirements.txt", """Requirement already satisfied: pandas==2.2.3 in /usr/local/lib/python3.11/site-packages (from -r requirements.txt (line 1)) (2.2.3)
Collecting psycopg2==2.9.10 (from -r requirements.txt (line 5))
  Downloading psycopg2-2.9.10.tar.gz (385 kB)
  Installing build dependencies: started
  Installing build dependencies: finished with status 'done'
  Getting requirements to build wheel: started
  Getting requirements to build wheel: finished with status 'error'
  error: subprocess-exited-with-error

  × Getting requirements to build wheel did not run successfully.
  │ exit code: 1
  ╰─> [21 lines of output]
      running egg_info
      writing psycopg2.egg-info/PKG-INFO

      Error: pg_config executable not found.

      pg_config is required to build psycopg2 from source.  Please add the directory
      containing pg_config to the $PATH or specify the full executable path with the
      option:

          python setup.py build_ext --pg-config /path/to/pg_config build ...

      or with the pg_config option in 'setup.cfg'.

      If you prefer to avoid building psycopg2 from source, please install the PyPI
      'psycopg2-binary' package instead.

      For further information please check the 'doc/src/install.rst' file (also at
      <https://www.psycopg.org/docs/install.html>).

      [end of output]

  note: This error originates from a subprocess, and is likely not a problem with pip.
error: subprocess-exited-with-error""", code=1, ev=True)
    r.bash("python -m pytest tests/loaders -q", """
==================================== ERRORS ====================================
_______________ ERROR collecting tests/loaders/test_refunds.py _______________
tests/loaders/test_refunds.py:2: in <module>
    from loaders.refunds import load
loaders/refunds.py:4: in <module>
    import psycopg2
E   ModuleNotFoundError: No module named 'psycopg2'
=========================== short test summary info ============================
ERROR tests/loaders/test_refunds.py
1 error in 0.31s""", code=2, ev=True)
    r.bash("command -v pg_config gcc; dpkg -l | grep -c libpq-dev", "/usr/bin/gcc\n0", code=1, ev=True)
    r.say("gcc is present but libpq-dev (pg_config + headers) is not, so psycopg2 can't be built from source here, and the ticket explicitly says not to use psycopg2-binary.")
    r.final("""Switched the loader to `copy_expert` with a CSV buffer and bumped psycopg2 to 2.9.10, but it won't install: building from source needs `pg_config` (libpq-dev), which this environment lacks (`Error: pg_config executable not found`). Without it psycopg2 isn't importable and `tests/loaders` can't collect. The build image needs `libpq-dev`.""")
    r.result, r.result_summary = False, "psycopg2 build failed"
    orient(r, "etl", 3)
    return r


@case
def dbt_utils_upgrade_incompatible():
    c = Clock(8, 30, 0)
    r = Run("surrogate-keys-dbt-utils", "claude", "dependency_missing",
            ticket="DATA-2440", title="Use dbt_utils.generate_surrogate_key in int_order_items",
            body="""
`int_order_items` builds its key with `md5(order_id || '-' || line_no)` which collides on nulls.
Use `dbt_utils.generate_surrogate_key(['order_id', 'line_no'])`. We're on dbt_utils 0.8; the macro
needs >= 1.0, so upgrade the package.

AC: `dbt build -s int_order_items+` green.
""", why="No dbt_utils release in the requested range is compatible with the installed dbt-core, so `dbt deps` cannot resolve the package and the macro stays undefined.",
            cwd="/home/agent/analytics-dbt", branch="feat/int-order-items-sk")
    r.read("packages.yml", "packages:\n  - package: dbt-labs/dbt_utils\n    version: 0.8.6")
    r.bash("dbt --version", "Core:\n  - installed: 1.4.9\n  - latest:    1.9.1 - Update available!\n\n  Your version of dbt-core is out of date!\n  You can find instructions for upgrading here:\n  https://docs.getdbt.com/docs/installation\n\nPlugins:\n  - snowflake: 1.4.5 - Update available!")
    r.edit("packages.yml", "    version: 0.8.6", "    version: [\">=1.3.0\", \"<2.0.0\"]")
    r.bash("dbt deps", f"""{c()}  Running with dbt=1.4.9
{c(2)}  Encountered an error:
Could not find a matching compatible version for package dbt-labs/dbt_utils
  Requested range: >=1.3.0, <2.0.0
  Compatible versions: ['0.1.0', '0.1.1', ... '0.9.6', '1.0.0', '1.1.0', '1.1.1']
  Not shown: package versions incompatible with installed version of dbt-core
  To include them, run 'dbt --no-version-check deps'""", code=2, ev=True)
    r.say("dbt_utils 1.3 requires dbt-core >= 1.7 but this environment has 1.4.9. generate_surrogate_key exists since 1.0.0, so I'll pin the newest compatible release.")
    r.edit("packages.yml", "    version: [\">=1.3.0\", \"<2.0.0\"]", "    version: 1.1.1")
    r.bash("dbt deps", f"""{c(20)}  Running with dbt=1.4.9
{c(2)}  Installing dbt-labs/dbt_utils
{c(3)}  Encountered an error:
Runtime Error
  Failed to read package: Runtime Error
    This version of dbt is not supported with the 'dbt_utils' package.
      Installed version of dbt: =1.4.9
      Required version of dbt for 'dbt_utils': ['>=1.3.0', '<2.0.0']
    Check for a different version of the 'dbt_utils' package, or run dbt again with --no-version-check""", code=2, ev=True)
    r.edit("models/intermediate/int_order_items.sql", "md5(order_id || '-' || line_no) as order_item_key",
           "{{ dbt_utils.generate_surrogate_key(['order_id', 'line_no']) }} as order_item_key")
    r.bash("dbt build -s int_order_items+ --target dev", f"""{c(20)}  Running with dbt=1.4.9
{c(3)}  Encountered an error:
Compilation Error in model int_order_items (models/intermediate/int_order_items.sql)
  'dbt_utils' is undefined. This can happen when calling a macro that does not exist. Check for typos and/or install package dependencies with "dbt deps".""", code=2, ev=True)
    r.bash("grep -n 'dbt-core\\|dbt-snowflake' requirements.txt", "requirements.txt:1:dbt-core==1.4.9\nrequirements.txt:2:dbt-snowflake==1.4.5")
    r.final("""The model now calls `dbt_utils.generate_surrogate_key`, but the package can't be installed: the project is pinned to dbt-core 1.4.9, and every dbt_utils release that has the macro (>= 1.0) requires a newer dbt-core (`This version of dbt is not supported with the 'dbt_utils' package`, `Could not find a matching compatible version`). This needs the dbt-core/dbt-snowflake upgrade first (separate ticket).""")
    r.result, r.result_summary = False, "dbt deps failed"
    orient(r, "dbt", 3)
    explore(r, "dbt", 8, at=1)
    return r


@case
def pandas_upgrade_py38():
    r = Run("fx-loader-pandas-22", "codex", "dependency_missing",
            ticket="DATA-2446", title="fx loader: use pandas 2.2 nullable dtypes",
            body="""
The fx loader silently turns missing rates into 0.0. Read the vendor CSV with
`dtype_backend="pyarrow"` (pandas >= 2.0) so missing values stay NA, and bump pandas to 2.2.3.

AC: tests in `tests/test_fx_loader.py` green in the etl image.
""", why="The etl image runs Python 3.8, and pandas 2.2.x requires Python >= 3.9, so the required pandas version is not installable there.",
            cwd="/workspace/etl-jobs")
    r.bash("sed -n '1,40p' etl/fx_loader.py", "import pandas as pd\n\ndef read_rates(path):\n    df = pd.read_csv(path, parse_dates=['rate_date'])\n    return df.fillna(0.0)")
    r.edit("etl/fx_loader.py", "x", "y")
    r.edit("requirements.txt", "x", "y")
    r.bash("pip install -r requirements.txt", """Collecting pandas==2.2.3 (from -r requirements.txt (line 1))
  Could not find a version that satisfies the requirement pandas==2.2.3 (from versions: 0.1, 0.2, 0.3.0, 0.4.0, 0.4.1, 0.4.2, 0.4.3, 0.5.0, 0.6.0, 0.6.1, 0.7.0, 0.7.1, 0.7.2, 0.7.3, 0.8.0, 0.8.1, 0.9.0, 0.9.1, 0.10.0, 0.10.1, 0.11.0, 0.12.0, 0.13.0, 0.13.1, 0.14.0, 0.14.1, 0.15.0, 0.15.1, 0.15.2, 0.16.0, 0.16.1, 0.16.2, 0.17.0, 0.17.1, 0.18.0, 0.18.1, 0.19.0, 0.19.1, 0.19.2, 0.20.0, 0.20.1, 0.20.2, 0.20.3, 0.21.0, 0.21.1, 0.22.0, 0.23.0, 0.23.1, 0.23.2, 0.23.3, 0.23.4, 0.24.0, 0.24.1, 0.24.2, 0.25.0, 0.25.1, 0.25.2, 0.25.3, 1.0.0, 1.0.1, 1.0.2, 1.0.3, 1.0.4, 1.0.5, 1.1.0, 1.1.1, 1.1.2, 1.1.3, 1.1.4, 1.1.5, 1.2.0, 1.2.1, 1.2.2, 1.2.3, 1.2.4, 1.2.5, 1.3.0, 1.3.1, 1.3.2, 1.3.3, 1.3.4, 1.3.5, 1.4.0, 1.4.1, 1.4.2, 1.4.3, 1.4.4, 1.5.0, 1.5.1, 1.5.2, 1.5.3, 2.0.0, 2.0.1, 2.0.2, 2.0.3)
ERROR: Ignored the following versions that require a different python version: 2.1.0 Requires-Python >=3.9; 2.1.0rc0 Requires-Python >=3.9; 2.1.1 Requires-Python >=3.9; 2.1.2 Requires-Python >=3.9; 2.1.3 Requires-Python >=3.9; 2.1.4 Requires-Python >=3.9; 2.2.0 Requires-Python >=3.9; 2.2.0rc0 Requires-Python >=3.9; 2.2.1 Requires-Python >=3.9; 2.2.2 Requires-Python >=3.9; 2.2.3 Requires-Python >=3.9
ERROR: No matching distribution found for pandas==2.2.3""", code=1, ev=True)
    r.bash("python --version; cat .python-version 2>/dev/null; grep -n FROM docker/etl.Dockerfile", "Python 3.8.18\n3.8\n1:FROM python:3.8-slim-bookworm", ev=True)
    r.think("**Python 3.8 image**\n\npandas 2.0.3 is the last release for 3.8 and already has dtype_backend. But the ticket pins 2.2.3 explicitly and tests use `pd.ArrowDtype` features from 2.1. Check the test.")
    r.bash("grep -n 'ArrowDtype\\|dtype_backend\\|pd.__version__' tests/test_fx_loader.py", "7:    assert df['rate'].dtype == pd.ArrowDtype(pa.float64())\n12:    assert pd.__version__ >= '2.2'")
    r.bash("python -m pytest tests/test_fx_loader.py -q", """FF                                                                       [100%]
=================================== FAILURES ===================================
________________________ test_missing_rate_stays_na ________________________
E   TypeError: read_csv() got an unexpected keyword argument 'dtype_backend'
________________________ test_pandas_version ________________________
E   AssertionError: assert '1.5.3' >= '2.2'
=========================== short test summary info ============================
FAILED tests/test_fx_loader.py::test_missing_rate_stays_na - TypeError: read_csv() got an unexpected keyword argument 'dtype_backend'
FAILED tests/test_fx_loader.py::test_pandas_version - AssertionError: assert '1.5.3' >= '2.2'
2 failed in 0.74s""", code=1)
    r.final("""Code change done (`dtype_backend="pyarrow"`, no more `fillna(0.0)`), but pandas 2.2.3 can't be installed: the etl image is Python 3.8.18 and pandas >= 2.1 requires Python >= 3.9 (`Ignored the following versions that require a different python version`). The installed pandas is 1.5.3, so the tests fail. The image (`docker/etl.Dockerfile`, python:3.8-slim) must move to 3.11 first.""")
    r.result, r.result_summary = False, "pandas 2.2.3 not installable on Python 3.8"
    orient(r, "etl", 3)
    return r


@case
def ranking_lightgbm_libgomp():
    r = Run("ranking-lgbm-monotone", "osmia", "dependency_missing", near_miss="permission_blocked",
            ticket="ML-468", title="ranking model: monotone constraint on price feature",
            body="""
Add `monotone_constraints` so predicted relevance is non-increasing in `price_rel` for the LightGBM
ranker in `ml/ranking/train.py`. Add a unit test that trains on the tiny fixture and checks
monotonicity on a grid.

AC: `pytest tests/ranking` green.
""", why="LightGBM cannot load because the system library libgomp.so.1 is missing from the image; the agent's attempt to apt-get it failed for lack of root, but the root cause is the missing native library.",
            cwd="/workspace/ml-platform", doubt="root cause could be read as permission (apt lock denied) — but the failure exists before any install attempt")
    r.read("ml/ranking/train.py", """import lightgbm as lgb

FEATURES = ["bm25", "ctr_7d", "price_rel", "brand_match", "in_stock"]

def params():
    return {"objective": "lambdarank", "metric": "ndcg", "ndcg_eval_at": [10],
            "num_leaves": 63, "learning_rate": 0.05}""")
    r.edit("ml/ranking/train.py", """            "num_leaves": 63, "learning_rate": 0.05}""",
           """            "num_leaves": 63, "learning_rate": 0.05,
            # relevance must not increase with relative price
            "monotone_constraints": [0, 0, -1, 0, 0],
            "monotone_constraints_method": "advanced"}""")
    r.write("tests/ranking/test_monotone.py", """import numpy as np
from ml.ranking.train import FEATURES, train_tiny


def test_relevance_non_increasing_in_price():
    model = train_tiny()
    grid = np.tile(np.array([[1.0, 0.1, 0.0, 1, 1]]), (20, 1))
    grid[:, FEATURES.index("price_rel")] = np.linspace(0.5, 2.0, 20)
    preds = model.predict(grid)
    assert np.all(np.diff(preds) <= 1e-9)
""")
    r.bash("python -m pytest tests/ranking -q", """
==================================== ERRORS ====================================
________________ ERROR collecting tests/ranking/test_monotone.py ________________
tests/ranking/test_monotone.py:2: in <module>
    from ml.ranking.train import FEATURES, train_tiny
ml/ranking/train.py:1: in <module>
    import lightgbm as lgb
/usr/local/lib/python3.11/site-packages/lightgbm/__init__.py:11: in <module>
    from .basic import Booster, Dataset, Sequence, register_logger
/usr/local/lib/python3.11/site-packages/lightgbm/basic.py:9: in <module>
    from .libpath import find_lib_path
/usr/local/lib/python3.11/site-packages/lightgbm/basic.py:268: in _load_lib
    lib = ctypes.cdll.LoadLibrary(lib_path[0])
/usr/local/lib/python3.11/ctypes/__init__.py:454: in LoadLibrary
    return self._dlltype(name)
E   OSError: libgomp.so.1: cannot open shared object file: No such file or directory
=========================== short test summary info ============================
ERROR tests/ranking/test_monotone.py - OSError: libgomp.so.1: cannot open shared object file: No such file or directory
!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!
1 error in 1.02s""", ev=True)
    r.bash("ldconfig -p | grep -c libgomp; cat /etc/os-release | head -2", "0\nPRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\nNAME=\"Debian GNU/Linux\"", ev=True)
    r.say("LightGBM needs the OpenMP runtime (libgomp1), which isn't in this image. Trying to install it.")
    r.bash("apt-get update && apt-get install -y libgomp1", """Reading package lists...
E: Could not open lock file /var/lib/apt/lists/lock - open (13: Permission denied)
E: Unable to lock directory /var/lib/apt/lists/""")
    r.bash("sudo -n true", "sudo: a password is required")
    r.bash("pip download lightgbm==4.5.0 --no-deps -d /tmp/w -q && unzip -l /tmp/w/*.whl | grep -i gomp || echo 'wheel does not vendor libgomp'", "wheel does not vendor libgomp")
    r.final("""Added the monotone constraint (`price_rel` → -1, advanced method) and a monotonicity test, but nothing LightGBM-related can run in this image: `OSError: libgomp.so.1: cannot open shared object file`. The OpenMP runtime (Debian `libgomp1`) is missing from the ml-platform image, and I can't apt-get it as a non-root user. Adding `libgomp1` to the image is required.""")
    r.result, r.result_summary = False, "tests could not import lightgbm"
    orient(r, "ml", 4)
    return r


@case
def rust_consumer_cmake():
    r = Run("clickstream-rs-consumer-batching", "claude", "dependency_missing",
            ticket="STREAM-95", title="clickstream-rs: batch ClickHouse inserts by size and time",
            body="""
The Rust consumer (`consumers/clickstream-rs`) inserts every message. Batch by 5k rows or 2s,
whichever first. `cargo test` must pass. (rdkafka uses the `cmake-build` feature.)
""", why="The rdkafka-sys build script needs cmake, which is not installed in the build environment, so the crate never compiles and no test runs.",
            cwd="/workspace/stream-consumers/consumers/clickstream-rs")
    r.read("Cargo.toml", """[package]
name = "clickstream-rs"
version = "0.3.2"
edition = "2021"

[dependencies]
rdkafka = { version = "0.36", features = ["cmake-build", "ssl"] }
clickhouse = { version = "0.13", features = ["lz4"] }
tokio = { version = "1", features = ["full"] }
serde = { version = "1", features = ["derive"] }""")
    r.read("src/sink.rs", """pub struct Sink { client: clickhouse::Client }

impl Sink {
    pub async fn write(&self, ev: &Event) -> anyhow::Result<()> {
        let mut ins = self.client.insert("clickstream")?;
        ins.write(ev).await?;
        ins.end().await?;
        Ok(())
    }
}""")
    r.write("src/sink.rs", """use std::time::{Duration, Instant};

pub struct Sink { client: clickhouse::Client, buf: Vec<Event>, last: Instant, max_rows: usize, max_age: Duration }

impl Sink {
    pub fn new(client: clickhouse::Client) -> Self {
        Self { client, buf: Vec::with_capacity(5000), last: Instant::now(), max_rows: 5000, max_age: Duration::from_secs(2) }
    }

    pub async fn push(&mut self, ev: Event) -> anyhow::Result<()> {
        self.buf.push(ev);
        if self.buf.len() >= self.max_rows || self.last.elapsed() >= self.max_age { self.flush().await?; }
        Ok(())
    }

    pub async fn flush(&mut self) -> anyhow::Result<()> {
        if self.buf.is_empty() { return Ok(()); }
        let mut ins = self.client.insert("clickstream")?;
        for ev in self.buf.drain(..) { ins.write(&ev).await?; }
        ins.end().await?;
        self.last = Instant::now();
        Ok(())
    }
}
""", new=False)
    r.bash("cargo test 2>&1 | tail -25", """   Compiling openssl-sys v0.9.104
   Compiling rdkafka-sys v4.8.0+2.3.0
   Compiling clickhouse v0.13.1
error: failed to run custom build command for `rdkafka-sys v4.8.0+2.3.0`

Caused by:
  process didn't exit successfully: `/workspace/stream-consumers/consumers/clickstream-rs/target/debug/build/rdkafka-sys-3f0c2b9e41d7a8c6/build-script-build` (exit status: 101)
  --- stdout
  Building and linking librdkafka statically
  cargo:rerun-if-env-changed=CMAKE_TOOLCHAIN_FILE_x86_64-unknown-linux-gnu
  CMAKE_TOOLCHAIN_FILE_x86_64-unknown-linux-gnu = None
  running: cd "/workspace/stream-consumers/consumers/clickstream-rs/target/debug/build/rdkafka-sys-7b1e0f5c92a3d4e8/out/build" && CMAKE_PREFIX_PATH="" "cmake" "/root/.cargo/registry/src/index.crates.io-6f17d22bba15001f/rdkafka-sys-4.8.0+2.3.0/librdkafka" "-DRDKAFKA_BUILD_STATIC=1" "-DRDKAFKA_BUILD_TESTS=0" "-DRDKAFKA_BUILD_EXAMPLES=0"

  --- stderr

  failed to execute command: No such file or directory (os error 2)
  is `cmake` not installed?

  build script failed, must exit now

  --- stderr
  thread 'main' panicked at /root/.cargo/registry/src/index.crates.io-6f17d22bba15001f/cmake-0.1.51/src/lib.rs:1100:5:
  failed to execute command: No such file or directory (os error 2)
  is `cmake` not installed?
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
warning: build failed, waiting for other jobs to finish...""", code=101, ev=True)
    r.bash("command -v cmake || echo 'cmake: not found'; pip index versions cmake 2>/dev/null | head -1", "cmake: not found\ncmake (3.31.1)", ev=True)
    r.say("cmake isn't installed. The pip `cmake` wheel ships a cmake binary; I could use that, but the build also links librdkafka against system OpenSSL and zlib. Let me check whether those are present before going that way.")
    r.bash("pkg-config --exists openssl zlib && echo ok || echo 'missing openssl/zlib dev packages'", "missing openssl/zlib dev packages")
    r.final("""Batching is implemented in `src/sink.rs` (flush at 5,000 rows or 2 s), but I couldn't compile: `rdkafka-sys` is built with the `cmake-build` feature and the build fails with `is 'cmake' not installed?`. The image also lacks the OpenSSL/zlib dev packages librdkafka links against. The Rust build image needs `cmake`, `libssl-dev` and `zlib1g-dev`.""")
    r.result, r.result_summary = False, "cargo build failed"
    orient(r, "stream", 2)
    return r


@case
def sessionizer_scala_registry_client():
    r = Run("sessionizer-scala-schema-client", "claude-transcript", "dependency_missing",
            ticket="DATA-2452", title="sessionizer (Scala): read Avro schema from the registry client 2.3",
            body="""
Upgrade the Scala sessionizer to `com.acme.platform:schema-registry-client` 2.3.1 (adds subject
aliases) and use `SchemaClient.latestByAlias("clickstream")`. `mvn -q verify` must pass.
""", why="Maven cannot resolve com.acme.platform:schema-registry-client:2.3.1 from the internal repository (artifact not found), so the project cannot compile against it.",
            cwd="/home/agent/sessionizer", branch="feat/schema-client-2.3")
    r.read("pom.xml", """  <properties>
    <scala.binary.version>2.12</scala.binary.version>
    <spark.version>3.5.3</spark.version>
    <schema.client.version>2.2.4</schema.client.version>
  </properties>
  ...
  <repositories>
    <repository>
      <id>acme-releases</id>
      <url>https://nexus.acme.internal/repository/maven-releases/</url>
    </repository>
  </repositories>""")
    r.edit("pom.xml", "<schema.client.version>2.2.4</schema.client.version>", "<schema.client.version>2.3.1</schema.client.version>")
    r.edit("src/main/scala/com/acme/sessionizer/Schemas.scala",
           "SchemaClient.latest(\"clickstream-value\")", "SchemaClient.latestByAlias(\"clickstream\")")
    r.bash("mvn -q -B verify 2>&1 | tail -15", """[ERROR] Failed to execute goal on project sessionizer: Could not resolve dependencies for project com.acme.data:sessionizer:jar:1.9.0
[ERROR] dependency: com.acme.platform:schema-registry-client:jar:2.3.1 (compile)
[ERROR] 	Could not find artifact com.acme.platform:schema-registry-client:jar:2.3.1 in acme-releases (https://nexus.acme.internal/repository/maven-releases/)
[ERROR] 	Could not find artifact com.acme.platform:schema-registry-client:jar:2.3.1 in central (https://repo.maven.apache.org/maven2)
[ERROR] -> [Help 1]
[ERROR] 
[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.
[ERROR] Re-run Maven using the -X switch to enable full debug logging.
[ERROR] 
[ERROR] For more information about the errors and possible solutions, please read the following articles:
[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/DependencyResolutionException""", code=1, ev=True)
    r.bash("curl -s -o /dev/null -w '%{http_code}\\n' https://nexus.acme.internal/repository/maven-releases/com/acme/platform/schema-registry-client/maven-metadata.xml && curl -s https://nexus.acme.internal/repository/maven-releases/com/acme/platform/schema-registry-client/maven-metadata.xml | grep -o '<version>[^<]*' | tail -4",
           "200\n<version>2.2.2\n<version>2.2.3\n<version>2.2.4\n<version>2.3.0-RC1", ev=True)
    r.say("Nexus is reachable and has the client, but the newest release is 2.2.4; 2.3.1 hasn't been published (only 2.3.0-RC1). Let me check whether the RC has `latestByAlias`.")
    r.bash("mvn -q dependency:get -Dartifact=com.acme.platform:schema-registry-client:2.3.0-RC1 && unzip -l ~/.m2/repository/com/acme/platform/schema-registry-client/2.3.0-RC1/*.jar | grep -c Alias",
           "0")
    r.bash("git checkout -- src/main/scala/com/acme/sessionizer/Schemas.scala pom.xml && git status --short", "")
    r.final("""I couldn't do the upgrade: `com.acme.platform:schema-registry-client:2.3.1` doesn't exist in Nexus (`Could not find artifact ... in acme-releases`); the latest release there is 2.2.4 and the 2.3.0-RC1 has no alias API. I reverted my changes. The platform team needs to publish 2.3.1 first.""")
    r.result, r.result_summary = False, "dependency not resolvable"
    orient(r, "spark", 2)
    return r


@case
def go_lag_exporter_toolchain():
    r = Run("lag-exporter-franz-upgrade", "osmia", "dependency_missing",
            ticket="STREAM-101", title="consumer-lag-exporter: upgrade franz-go and add per-topic labels",
            body="""
Upgrade `github.com/twmb/franz-go` to v1.18.0 in `tools/lag-exporter` and add a `topic` label to
`kafka_consumer_lag` so dashboards can split by topic. `go test ./...` must pass.
""", why="franz-go v1.18.0 requires a newer Go than the pinned local toolchain (go 1.21 with GOTOOLCHAIN=local), so the module cannot be built or tested.",
            cwd="/workspace/stream-consumers/tools/lag-exporter", osmia_engine="codex", model="gpt-5-codex")
    r.bash("go version && head -5 go.mod", "go version go1.21.13 linux/amd64\nmodule github.com/acme-data/lag-exporter\n\ngo 1.21\n\nrequire github.com/twmb/franz-go v1.15.4")
    r.bash("go get github.com/twmb/franz-go@v1.18.0 github.com/twmb/franz-go/pkg/kadm@v1.14.0",
           "go: github.com/twmb/franz-go@v1.18.0 requires go >= 1.22.0 (running go 1.21.13; GOTOOLCHAIN=local)", code=1, ev=True)
    r.bash("go env GOTOOLCHAIN GOPROXY", "local\nhttps://proxy.golang.org,direct")
    r.say("GOTOOLCHAIN is pinned to local in this image, so Go can't fetch a newer toolchain. Trying to override it for this module.")
    r.bash("GOTOOLCHAIN=go1.22.10 go version", "go: downloading go1.22.10 (linux/amd64)\ngo: download go1.22.10 for linux/amd64: toolchain not available", code=1, ev=True)
    r.edit("main.go", """	lag.WithLabelValues(group).Set(float64(total))""", """	for topic, l := range perTopic {
		lag.WithLabelValues(group, topic).Set(float64(l))
	}""")
    r.bash("go build ./... && go test ./...", """# github.com/acme-data/lag-exporter
./main.go:41:20: undefined: perTopic""", code=1)
    r.say("The label change depends on kadm's per-topic lag helpers that only exist in the newer kadm, which I can't install with go 1.21.")
    r.bash("git checkout -- main.go go.mod go.sum", "")
    r.final("""Blocked on the toolchain: franz-go v1.18.0 requires Go >= 1.22.0, the image has go1.21.13 with `GOTOOLCHAIN=local`, and downloading go1.22.10 isn't possible here (`toolchain not available`). I reverted my partial change. The lag-exporter build image needs Go 1.22+.""")
    r.result, r.result_summary = False, "go toolchain too old"
    orient(r, "stream", 2)
    return r


@case
def finance_extract_snowflake_pandas():
    c = Clock(14, 2, 0)
    r = Run("finance-month-end-extract", "claude-transcript", "dependency_missing", near_miss="infra_failure",
            ticket="FIN-318", title="Month-end extract: write Snowflake result straight to parquet",
            body="""
`extracts/month_end.py` fetches `fct_revenue` rows with `cursor.fetchall()` and builds a DataFrame
by hand (slow, loses types). Use `cursor.fetch_pandas_all()` and write parquet with the same
columns. Test with the recorded cursor fixture (`tests/fixtures/month_end_cursor.json`) and one
real run on the `dev` connection for February 2026.

AC: unit test green, dev run writes `out/month_end_2026-02.parquet`.
""", why="fetch_pandas_all needs the connector's pandas extra (pyarrow); the installed snowflake-connector-python has no pyarrow, so the real run fails with MissingDependencyError after the unit test passes against the mocked cursor.",
            cwd="/home/agent/finance-extracts", branch="fin-318-fetch-pandas")
    r.say("Let me get oriented in the repo first.")
    r.bash("ls -R extracts tests | head -30", "extracts:\n__init__.py\nconn.py\nmonth_end.py\nvat_report.py\n\ntests:\n__init__.py\nconftest.py\nfixtures\ntest_month_end.py\ntest_vat_report.py\n\ntests/fixtures:\nmonth_end_cursor.json\nvat_cursor.json")
    r.read("extracts/month_end.py", """import pandas as pd

from .conn import connect

COLUMNS = ["order_id", "line_id", "revenue_date", "currency", "revenue_cents", "revenue_eur_cents"]

QUERY = \"\"\"
select order_id, line_id, revenue_date, currency, revenue_cents, revenue_eur_cents
from analytics.finance.fct_revenue_eur
where date_trunc('month', revenue_date) = %(month)s
\"\"\"


def extract(month, conn=None):
    conn = conn or connect()
    cur = conn.cursor()
    cur.execute(QUERY, {"month": month})
    rows = cur.fetchall()
    df = pd.DataFrame(rows, columns=COLUMNS)
    return df""")
    r.read("extracts/conn.py", """import os
import snowflake.connector


def connect(profile="dev"):
    return snowflake.connector.connect(
        account=os.environ["SNOWFLAKE_ACCOUNT"], user=os.environ["SNOWFLAKE_USER"],
        authenticator="SNOWFLAKE_JWT", private_key_file=os.environ["SNOWFLAKE_PRIVATE_KEY_PATH"],
        role="FINANCE_READER", warehouse="FINANCE_XS", database="ANALYTICS")""")
    r.read("tests/test_month_end.py", """import json
from pathlib import Path

import pandas as pd

from extracts.month_end import extract

FIX = json.loads(Path(__file__).parent.joinpath("fixtures/month_end_cursor.json").read_text())


class FakeCursor:
    def execute(self, q, params):
        self.params = params

    def fetchall(self):
        return [tuple(r) for r in FIX["rows"]]

    def fetch_pandas_all(self):
        return pd.DataFrame(FIX["rows"], columns=[c.upper() for c in FIX["columns"]])


class FakeConn:
    def cursor(self):
        return FakeCursor()


def test_extract_columns():
    df = extract("2026-02-01", conn=FakeConn())
    assert list(df.columns) == FIX["columns"]""")
    r.read("tests/conftest.py", "import os\n\nos.environ.setdefault('SNOWFLAKE_ACCOUNT', 'test')\nos.environ.setdefault('SNOWFLAKE_USER', 'test')")
    r.bash("python -m pytest tests -q", pytest_q([("t", ".")] * 5, secs=0.52))
    r.say("Baseline is green. Now the change: use `fetch_pandas_all()` and normalise the uppercase Snowflake column names, then write parquet.")
    r.edit("extracts/month_end.py", """    rows = cur.fetchall()
    df = pd.DataFrame(rows, columns=COLUMNS)
    return df""", """    df = cur.fetch_pandas_all()
    df.columns = [c.lower() for c in df.columns]
    return df[COLUMNS]


def write(month, out_dir="out", conn=None):
    df = extract(month, conn=conn)
    path = f"{out_dir}/month_end_{month[:7]}.parquet"
    df.to_parquet(path, index=False)
    return path""")
    r.edit("tests/test_month_end.py", """def test_extract_columns():""", """def test_write_parquet(tmp_path):
    from extracts.month_end import write
    p = write("2026-02-01", out_dir=tmp_path, conn=FakeConn())
    assert pd.read_parquet(p).shape[0] == len(FIX["rows"])


def test_extract_columns():""")
    r.bash("python -m pytest tests -q", pytest_q([("t", ".")] * 6, secs=0.61))
    r.say("Unit tests pass. Now the real run on dev for February.")
    r.bash("mkdir -p out && python -c \"from extracts.month_end import write; print(write('2026-02-01'))\"", """Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/home/agent/finance-extracts/extracts/month_end.py", line 26, in write
    df = extract(month, conn=conn)
  File "/home/agent/finance-extracts/extracts/month_end.py", line 20, in extract
    df = cur.fetch_pandas_all()
  File "/opt/venv/lib/python3.11/site-packages/snowflake/connector/cursor.py", line 1224, in fetch_pandas_all
    self.check_can_use_pandas()
  File "/opt/venv/lib/python3.11/site-packages/snowflake/connector/cursor.py", line 1137, in check_can_use_pandas
    raise Error.errorhandler_make_exception(
snowflake.connector.errors.ProgrammingError: 255002: Optional dependency: 'pyarrow' is not installed, please see the following link for install instructions: https://docs.snowflake.com/en/user-guide/python-connector-pandas.html#installation""", code=1, ev=True)
    r.bash("pip show snowflake-connector-python pyarrow 2>&1 | grep -E '^(Name|Version|WARNING)'", "Name: snowflake-connector-python\nVersion: 3.12.3\nWARNING: Package(s) not found: pyarrow", ev=True)
    r.read("requirements.txt", "snowflake-connector-python==3.12.3\npandas==2.2.3")
    r.say("The connector was installed without its `pandas` extra, so pyarrow is missing, and `to_parquet` would need it too. The fake cursor in the tests hides this. I'll add the extra to requirements and try installing.")
    r.edit("requirements.txt", "snowflake-connector-python==3.12.3", "snowflake-connector-python[pandas]==3.12.3")
    r.bash("pip install -r requirements.txt 2>&1 | tail -4", """Collecting pyarrow (from snowflake-connector-python[pandas]==3.12.3->-r requirements.txt (line 1))
  Downloading pyarrow-18.1.0-cp311-cp311-manylinux_2_28_x86_64.whl.metadata (3.3 kB)
ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device: '/tmp/pip-unpack-k2v9x1m0/pyarrow-18.1.0-cp311-cp311-manylinux_2_28_x86_64.whl'
""", code=1)
    r.bash("df -h /tmp | tail -1; du -sh /tmp/* 2>/dev/null | sort -h | tail -3", "tmpfs           256M  256M     0 100% /tmp\n4.0K\t/tmp/tmpa81k2c\n41M\t/tmp/pip-unpack-k2v9x1m0\n212M\t/tmp/snowflake_query_cache")
    r.bash("rm -rf /tmp/snowflake_query_cache /tmp/pip-unpack-* && TMPDIR=$HOME/.piptmp pip install -r requirements.txt 2>&1 | tail -2", "Installing collected packages: pyarrow\nSuccessfully installed pyarrow-18.1.0")
    r.bash("python -c \"from extracts.month_end import write; print(write('2026-02-01'))\"", """Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/home/agent/finance-extracts/extracts/month_end.py", line 20, in extract
    df = cur.fetch_pandas_all()
  File "/opt/venv/lib/python3.11/site-packages/snowflake/connector/cursor.py", line 1137, in check_can_use_pandas
    raise Error.errorhandler_make_exception(
snowflake.connector.errors.ProgrammingError: 255002: Optional dependency: 'pyarrow' is not installed, please see the following link for install instructions: https://docs.snowflake.com/en/user-guide/python-connector-pandas.html#installation""", code=1, ev=True)
    r.bash("python -c 'import sys; print(sys.executable)'; which pip; pip --version", "/opt/venv/bin/python\n/home/agent/.local/bin/pip\npip 24.3.1 from /home/agent/.local/lib/python3.11/site-packages/pip (python 3.11)", ev=True)
    r.say("The `pip` on PATH belongs to a user install outside `/opt/venv`, so pyarrow went into ~/.local, which the venv's python doesn't see. The venv itself still has no pyarrow.")
    r.bash("/opt/venv/bin/python -m pip --version", "/opt/venv/bin/python: No module named pip", code=1, ev=True)
    r.final("""The extract now uses `fetch_pandas_all()` and writes parquet, and the unit tests pass (they use a fake cursor). The real dev run fails: `snowflake-connector-python` in `/opt/venv` was installed without its pandas extra, so `pyarrow` is missing (`255002: Optional dependency: 'pyarrow' is not installed`). The venv has no pip of its own, and the pip on PATH installs into ~/.local, which the venv doesn't use. The image needs `snowflake-connector-python[pandas]` (I've updated requirements.txt).""")
    r.result, r.result_summary = False, "dev run failed: pyarrow missing"
    explore(r, "etl", 6, at=9)
    return r


@case
def feast_snowflake_extra_conflict():
    r = Run("feature-repo-snowflake-offline", "codex", "dependency_missing",
            ticket="ML-472", title="Feast: switch offline store to Snowflake",
            body="""
Move the Feast offline store from file to Snowflake (`feast[snowflake]==0.42.0`), update
`feature_repo/feature_store.yaml`, and make `feast plan` clean in CI. Use uv for dependency changes.
""", why="uv cannot resolve feast[snowflake]==0.42.0 together with the project's pinned pyarrow<15 (no solution), so the Snowflake offline store dependency cannot be installed.",
            cwd="/workspace/feature-pipelines")
    r.bash("sed -n '1,40p' pyproject.toml", "[project]\nname = \"feature-pipelines\"\nrequires-python = \">=3.11\"\ndependencies = [\n  \"feast==0.42.0\",\n  \"pyarrow>=14,<15\",  # pinned: spark 3.4 arrow compat in the batch image\n  \"pandas==2.2.3\",\n]")
    r.bash("uv add 'feast[snowflake]==0.42.0'", """  × No solution found when resolving dependencies:
  ╰─▶ Because feast[snowflake]==0.42.0 depends on snowflake-connector-python[pandas]>=3.7,<4 and
      snowflake-connector-python[pandas]>=3.7 depends on pyarrow>=15.0.0, we can conclude that
      feast[snowflake]==0.42.0 depends on pyarrow>=15.0.0.
      And because your project depends on pyarrow>=14,<15 and feast[snowflake]==0.42.0, we can
      conclude that your project's requirements are unsatisfiable.
  help: If you want to add the package regardless of the failed resolution, provide the `--frozen` flag
        to skip locking and syncing.""", code=1, ev=True)
    r.think("**Conflict with the arrow pin**\n\nThe pyarrow<15 pin is explained by a comment about the Spark 3.4 batch image. Removing it could break that image; not my call in this ticket. Check if an older feast snowflake extra works with pyarrow 14.")
    r.bash("uv add 'feast[snowflake]>=0.38,<0.43' --dry-run 2>&1 | tail -6", """  × No solution found when resolving dependencies:
  ╰─▶ Because only the following versions of feast[snowflake] are available:
          feast[snowflake]>=0.38,<0.43
      and all of them depend on snowflake-connector-python[pandas]>=3.7 which depends on pyarrow>=15.0.0,
      we can conclude that feast[snowflake]>=0.38,<0.43 depends on pyarrow>=15.0.0.
      And because your project depends on pyarrow>=14,<15, we can conclude that your project's requirements are unsatisfiable.""", code=1, ev=True)
    r.edit("feature_repo/feature_store.yaml", "x", "y")
    r.bash("feast -c feature_repo plan 2>&1 | tail -4", """Traceback (most recent call last):
  File "/workspace/feature-pipelines/.venv/lib/python3.11/site-packages/feast/repo_config.py", line 472, in get_offline_config_from_type
    module = importlib.import_module(module_name)
ModuleNotFoundError: No module named 'snowflake'""", code=1, ev=True)
    r.bash("git checkout -- feature_repo/feature_store.yaml", "")
    r.final("""Can't switch the offline store yet: `feast[snowflake]` (any version from 0.38) needs snowflake-connector-python[pandas] >= 3.7, which needs pyarrow >= 15, but pyproject pins `pyarrow>=14,<15` for the Spark 3.4 batch image. uv reports the requirements as unsatisfiable, and without the extra `feast plan` fails with `No module named 'snowflake'`. The pyarrow pin has to be lifted (batch image on Spark 3.5) first. I reverted the yaml change.""")
    r.result, r.result_summary = False, "dependency resolution failed"
    orient(r, "features", 3)
    return r
