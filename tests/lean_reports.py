"""Each labelled run's lean diagnosis, made once per test process.

tests/test_corpus.py scores every labelled set on the default (lean) pipeline and tests/test_lean_pipeline.py
compares the lean diagnosis of every labelled run with the full one: both ask for the same 2,000-odd lean
reports. They share this memo (and an xdist group, so one worker holds it) instead of diagnosing every run
twice. Made with the pipeline's environment variable unset or ``lean``; a caller that needs the full path
diagnoses for itself.
"""

from __future__ import annotations

import os
from pathlib import Path

from retriage.core import pipeline
from retriage.core.config import default_config
from retriage.core.report import RunReport, diagnose_dir

_REPORTS: dict[Path, RunReport] = {}


def lean_report(run: Path) -> RunReport:
    if not pipeline.lean_default():
        raise RuntimeError(f"{pipeline.ENV}={os.environ.get(pipeline.ENV)}: the memo holds lean reports only")
    report = _REPORTS.get(run)
    if report is None:
        report = _REPORTS[run] = diagnose_dir(run, default_config())
    return report
