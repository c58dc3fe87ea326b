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
