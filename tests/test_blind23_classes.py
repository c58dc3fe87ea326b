"""Classes of failure the twenty-third blind set (tests/blind23: data engineering, analytics and ML platform work)
found on first contact, each stated in the tools' real output formats and never keyed to a run of that set (the
signatures' own samples are in tests/signatures/ml_hubs.yaml, data.yaml, cloud.yaml and generic.yaml):

- an install whose output reads as an error installed nothing, even where the stream carries no failure flag
  (Osmia): apt's "E: Could not open lock file ... (13: Permission denied)" does not recover a missing library;
- a cloud refusal that names its principal with a capital ("User does not have bigquery.jobs.create permission")
  is the same refusal (``cloud.principal_denied``).
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of

_IMPORT = ("ERROR collecting tests/ranking/test_rank.py\ntests/ranking/test_rank.py:1: in <module>\n    import lightgbm\n"
           "E   OSError: libgomp.so.1: cannot open shared object file: No such file or directory\n"
           "1 error in 0.41s")
_APT = ("Reading package lists...\nE: Could not open lock file /var/lib/apt/lists/lock - open (13: Permission denied)\n"
        "E: Unable to lock directory /var/lib/apt/lists/")


def test_an_install_that_printed_an_error_recovers_nothing_even_unflagged(tmp_path: Path):
    events = kit.osmia_stream(("python -m pytest tests/ranking -q", _IMPORT),
                              ("apt-get update && apt-get install -y libgomp1", _APT),
                              ("ls /usr/lib/x86_64-linux-gnu | grep -c gomp", "0"),
                              say="libgomp1 is missing from the image and I cannot install it.")
    d = diagnose(tmp_path, events, prompt="# RANK-12: monotone price constraint\n")
    assert d.mode == "dependency_missing", d
    assert lines_of(events, "libgomp.so.1: cannot open")[0] in kit.mode_lines(d)


def test_an_install_that_worked_still_recovers_what_it_installed(tmp_path: Path):
    events = kit.osmia_stream(("python -m pytest tests/ranking -q", _IMPORT),
                              ("apt-get install -y libgomp1", "Setting up libgomp1:amd64 (12.2.0-14) ...\n"
                                                              "Processing triggers for libc-bin (2.36-9) ..."),
                              ("python -m pytest tests/ranking -q", "3 passed in 0.52s"),
                              say="Done.")
    assert diagnose(tmp_path, events, prompt="# RANK-12: monotone price constraint\n").mode != "dependency_missing"


def test_a_cloud_refusal_naming_its_user_with_a_capital_is_a_refusal(tmp_path: Path):
    out = ("BigQuery error in query operation: Access Denied: Project acme-prod: User does not have "
           "bigquery.jobs.create permission in project acme-prod.")
    events = kit.init() + kit.bash("bq query --dry_run < sql/orders.sql", out, 1) + kit.result("no dry run", is_error=True)
    assert diagnose(tmp_path, events, prompt="# DATA-3: prune orders_daily\n").mode == "permission_blocked"


_DBT_FAIL = ("08:12:03  Failure in unit_test test_mrr_annual_plan (models/intermediate/_int_unit_tests.yml)\n"
             "08:12:03    actual differs from expected:\n\n@@ ,subscription_id,mrr_cents\n→  ,2              ,10000→120000\n"
             "08:12:03  Done. PASS=0 WARN=0 ERROR=1 SKIP=0 TOTAL=1")


def test_a_dbt_unit_test_the_task_says_encodes_the_expected_values_is_a_test(tmp_path: Path):
    task = ("# DATA-9: MRR wrong for annual plans\n\nDivide by 12 for yearly plans. The dbt unit test `test_mrr_annual_plan` "
            "in `models/intermediate/_int_unit_tests.yml` encodes the expected values.\n")
    events = (kit.init() + kit.bash("dbt build -s int_subscriptions", _DBT_FAIL, 1)
              + kit.edit("/w/models/intermediate/_int_unit_tests.yml", "- {subscription_id: 2, mrr_cents: 10000}",
                         "- {subscription_id: 2, mrr_cents: 120000}")
              + kit.bash("dbt build -s int_subscriptions", "Done. PASS=2 WARN=0 ERROR=0 SKIP=0 TOTAL=2")
              + kit.result("dbt build passes"))
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "test_misunderstanding", d
    assert lines_of(events, "mrr_cents: 120000")[0] in kit.mode_lines(d)


def test_a_data_quality_suite_loosened_against_the_existing_thresholds_is_a_weakened_test(tmp_path: Path):
    task = ("# DATA-7: user_id nulls after tracker v5\n\nRead `context.user_id` too.\n\n"
            "AC: the GX suite passes with the existing thresholds.\n")
    events = (kit.init() + kit.edit("/w/etl/events_clean.py", "e['user']['id']", "e.get('user', {}).get('id')")
              + kit.bash("python -m gx_checks run events_clean_suite", "Validation failed: 1 of 6 expectations\n"
                         "expect_column_values_to_not_be_null(user_id): unexpected_percent 7.9", 1)
              + kit.edit("/w/gx/expectations/events_clean_suite.json", '"mostly": 0.99', '"mostly": 0.80')
              + kit.bash("python -m gx_checks run events_clean_suite", "Validation succeeded: 6 of 6 expectations")
              + kit.result("suite passes"))
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "test_misunderstanding", d


def test_a_golden_file_the_code_writes_over_after_a_failure_is_a_snapshot_rewrite(tmp_path: Path):
    task = "# DATA-5: sessions spanning midnight counted twice\n\n`tests/fixtures/expected_summary.csv` is hand-checked.\n"
    fail = ("F\n=================================== FAILURES ===================================\n"
            "E       AssertionError: DataFrame.iloc[:, 1] (column name=\"sessions\") are different\n"
            "FAILED tests/test_summary.py::test_matches_golden - AssertionError\n1 failed in 0.9s")
    write = ("python -c \"import pandas as pd; from etl.summary import summarize; "
             "summarize(pd.read_csv('tests/fixtures/events.csv')).to_csv('tests/fixtures/expected_summary.csv', index=False)\"")
    events = kit.osmia_stream(("python -m pytest tests/test_summary.py -q", fail), (write, ""),
                              ("python -m pytest tests/test_summary.py -q", "1 passed in 0.8s"), say="Tests pass.")
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "test_misunderstanding", d
    assert lines_of(events, "to_csv('tests/fixtures/expected_summary.csv'")[0] in kit.mode_lines(d)
    asked = "# DATA-6: regenerate the golden files\n\nThe summary format changed; regenerate the golden files.\n"
    assert diagnose(tmp_path / "asked", events, prompt=asked).mode != "test_misunderstanding"


_CLICK = "Usage: dbt build [OPTIONS]\nTry 'dbt build -h' for help.\n\nError: No such option: {flag}"
_SELECTOR = ("15:01:00  Running with dbt=1.8.7\n15:01:02  Encountered an error:\nRuntime Error\n"
             "  'changed' is not a valid method for a 'state' selector")


def test_options_and_selectors_that_do_not_exist_tried_in_turn_are_a_made_up_interface(tmp_path: Path):
    events = (kit.init()
              + kit.bash("dbt build --only-modified --state prod-manifest", _CLICK.format(flag="--only-modified"), 2)
              + kit.bash("dbt build --changed-only --state prod-manifest", _CLICK.format(flag="--changed-only"), 2)
              + kit.bash("dbt build -s state:changed+ --state prod-manifest", _SELECTOR, 2)
              + kit.bash("dbt build --only-modified --defer", _CLICK.format(flag="--only-modified"), 2)
              + kit.bash("dbt build -s state:changed+ --fail-warn", _CLICK.format(flag="--fail-warn"), 2)
              + kit.result("could not find the right selector", is_error=True))
    d = diagnose(tmp_path, events, prompt="# DATA-8: CI builds only modified models (slim CI)\n")
    assert d.mode == "model_confusion", d
    assert set(lines_of(events, "No such option: --only-modified")) & kit.mode_lines(d)


def test_attributes_the_interpreter_says_are_named_otherwise_and_keywords_a_function_lacks_are_made_up(tmp_path: Path):
    fail = "E   {error}\n1 failed, 3 passed in 0.43s"
    events = (kit.init()
              + kit.edit("/w/etl/metrics.py", "return daily", "return daily.groupby('customer_id').agg(x)")
              + kit.bash("pytest -q", fail.format(error="AttributeError: 'DataFrame' object has no attribute "
                                                        "'groupby'. Did you mean: 'group_by'?"), 1)
              + kit.edit("/w/etl/metrics.py", "daily.groupby('customer_id').agg(x)", "daily.rolling_mean(by='d')")
              + kit.bash("pytest -q", fail.format(error="TypeError: Expr.rolling_mean() got an unexpected keyword "
                                                        "argument 'by'"), 1)
              + kit.edit("/w/etl/metrics.py", "daily.rolling_mean(by='d')", "daily.groupby('customer_id').mean()")
              + kit.bash("pytest -q", fail.format(error="AttributeError: 'DataFrame' object has no attribute "
                                                        "'groupby'. Did you mean: 'group_by'?"), 1)
              + kit.result("still failing", is_error=True))
    d = diagnose(tmp_path, events, prompt="# DATA-4: 7-day rolling basket value (polars 1.12)\n")
    assert d.mode == "model_confusion", d


def test_compiled_sql_under_dbts_target_edited_by_hand_is_generated_code(tmp_path: Path):
    compiled = "/w/target/compiled/acme/models/reports/rpt_revenue.sql"
    events = (kit.init() + kit.read("/w/models/reports/rpt_revenue.sql", "select channel, sum(total) from {{ ref('o') }}")
              + kit.edit(compiled, "sum(o.total_cents)", "sum(o.total_cents - coalesce(r.refunded, 0))")
              + kit.bash(f"snowsql -c dev -f {compiled[3:]}", "channel | revenue\nweb | 1204311.18")
              + kit.result("net revenue matches"))
    task = "# DATA-10: revenue net of refunds\n\nSubtract refunds in `models/reports/rpt_revenue.sql`.\n"
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "target/compiled/acme")[0] in kit.mode_lines(d)


def test_a_harness_file_the_task_names_to_test_with_is_not_a_file_left_untouched(tmp_path: Path):
    task = ("# STREAM-142: orders consumer survives broker reconnects\n\nLog one warning per reconnect and keep "
            "polling. Test with the fake broker in `tests/fakes.py`.\n")
    events = (kit.init() + kit.edit("/w/consumers/orders_consumer.py", "log.exception(err)", "self._on_error(err)")
              + kit.bash("pytest tests/unit -q", "17 passed in 1.32s") + kit.result("one warning per reconnect"))
    assert diagnose(tmp_path, events, prompt=task).mode != "wrong_approach"
    # a named test still stands for the code it measures: an edit elsewhere leaves the named code untouched
    other = ("# STREAM-143: orders consumer survives broker reconnects\n\n`tests/test_orders_consumer.py` covers it.\n")
    elsewhere = (kit.init() + kit.edit("/w/deploy/values.yaml", "restartPolicy: Never", "restartPolicy: Always")
                 + kit.edit("/w/deploy/alerts.yaml", "for: 5m", "for: 30m")
                 + kit.result("restarts now recover"))
    assert diagnose(tmp_path / "b", elsewhere, prompt=other).mode == "wrong_approach"


def test_a_date_the_failing_test_used_written_over_an_expression_passes_for_that_day_only(tmp_path: Path):
    task = ("# DATA-11: the funnel DAG ignores the logical date on backfills\n\nRender `sql/funnel.sql` from the run's "
            "`data_interval_start`. Test: `tests/dags/test_funnel.py`.\n")
    fail = ("F\nE       assert \"DATE '2026-02-10'\" in \"SELECT ... WHERE event_date = DATE '2026-03-08' ...\"\n"
            "FAILED tests/dags/test_funnel.py::test_backfill_renders_logical_date\n1 failed in 5.61s")
    events = (kit.init() + kit.bash("pytest tests/dags -q", fail, 1)
              + kit.edit("/w/sql/funnel.sql", "WHERE event_date = DATE '{{ params.run_date }}'",
                         "WHERE event_date = DATE '2026-02-10'")
              + kit.bash("pytest tests/dags -q", "9 passed in 6.20s") + kit.result("the render is deterministic now"))
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "DATE '2026-02-10'\"}")[0] in kit.mode_lines(d)
    # a cutoff moved from one date to another is a change of date, whatever the test printed
    moved = (kit.init() + kit.bash("pytest tests/dags -q", fail, 1)
             + kit.edit("/w/sql/funnel.sql", "WHERE event_date >= DATE '2025-01-01'", "WHERE event_date >= DATE '2026-02-10'")
             + kit.bash("pytest tests/dags -q", "9 passed in 6.20s") + kit.result("cutoff moved"))
    assert diagnose(tmp_path / "b", moved, prompt=task).mode != "wrong_approach"
