"""Honest wording: one retry counter, plain words for "nothing credible matched"."""

from __future__ import annotations

from pathlib import Path

from retriage.core.config import MODES, default_config, load_config
from retriage.core.diagnosis import Diagnosis
from retriage.core.report import diagnose_dir
from retriage.core.retry import should_retry
from retriage.core.rundir import TaskRun

CONFIG = default_config()
SAMPLES = Path(__file__).resolve().parent.parent / "sample_runs"


def _diag(mode: str) -> Diagnosis:
    return Diagnosis(mode, 0.8, [], [], {m: 0.0 for m in MODES}, {})


def test_one_retry_counter_the_same_numbers_as_the_tables_retries_column():
    """The table shows retries as used/allowed ("0/2"); the advice says the same two numbers."""
    run = TaskRun(retry_count=0, max_retries=2)
    advice = should_retry(_diag("scope_creep"), run, CONFIG)
    assert advice.advised and "0 of 2 retries used" in advice.reason
    assert "attempt" not in advice.reason and "retry 1 of" not in advice.reason
    # no budget on the task: no counter is made up
    assert "retries used" not in should_retry(_diag("scope_creep"), TaskRun(), CONFIG).reason


def test_unknown_reasoning_is_in_plain_words():
    config = load_config(None)
    for run in sorted(SAMPLES.iterdir()):
        if not run.is_dir():
            continue
        report = diagnose_dir(run, config)
        if report.diagnosis.mode == "unknown":
            text = " ".join(report.diagnosis.reasoning)
            assert "threshold" not in text and "credib" not in text, text
            assert "no clear cause" in text or "no evidence" in text


def test_the_pane_says_no_clear_cause_instead_of_a_confident_number():
    from retriage.tui.diagnosis_pane import summary_text

    config = load_config(None)
    unknown = diagnose_dir(SAMPLES / "inv-902-reconcile-dry-run", config)
    # unknown carries a number (how often "no clear cause" was right on unseen runs); the pane
    # must not show it as if it were confidence in a mode
    assert unknown.diagnosis.mode == "unknown" and unknown.diagnosis.confidence > 0
    first_line = summary_text(unknown).plain.split("\n")[0]
    assert "no clear cause" in first_line
    assert f"{unknown.diagnosis.confidence:.2f}" not in first_line and "█" not in first_line
    named = diagnose_dir(SAMPLES / "notif-230-slack-retry-alert", config)
    first_line = summary_text(named).plain.split("\n")[0]
    assert named.diagnosis.mode in first_line and f"{named.diagnosis.confidence:.2f}" in first_line


def test_the_table_and_the_retry_screen_show_no_number_for_unknown(tmp_path):
    from retriage.tui.drafts import DraftStore
    from retriage.tui.model import row_from_report
    from retriage.tui.retry_screen import RetryScreen
    from retriage.tui.runs_table import COLUMNS, _cells

    config = load_config(None)
    unknown = row_from_report(diagnose_dir(SAMPLES / "inv-902-reconcile-dry-run", config))
    named = row_from_report(diagnose_dir(SAMPLES / "notif-230-slack-retry-alert", config))
    conf = [key for key, _, _ in COLUMNS].index("confidence")
    assert _cells(unknown, "1m", False)[conf].plain == "-"
    assert _cells(named, "1m", False)[conf].plain == f"{named.confidence:.2f}"
    assert unknown.confidence is not None  # still there for sorting, only not shown as a diagnosis
    report = diagnose_dir(SAMPLES / "inv-902-reconcile-dry-run", config)
    screen = RetryScreen(report, config, SAMPLES, DraftStore(SAMPLES, base=tmp_path / "drafts"))
    head = screen._head().plain.split("\n")[0]
    assert "no clear cause" in head and f"{report.diagnosis.confidence:.2f}" not in head
