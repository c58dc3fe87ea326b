"""Every labelled set diagnosed both ways, lean and full, in one test per set.

tests/test_corpus.py holds each set to its accuracy floor on the default (lean) pipeline and to the
full pipeline's diagnosis, run by run (the promise of core/pipeline.py: the lean path changes nothing).
One test per set does both, so each run is diagnosed exactly twice and the 5,000-odd runs spread over
both xdist workers a set at a time. (Before, a module fixture diagnosed every run lean on one worker
while a second test per run diagnosed it again: a third of the suite's time, and minutes with one
worker idle.)

The pooled calibration needs every set's outcomes in one test. Each set's test leaves them in a
directory its test session shares across workers; the pooled test reads them and diagnoses (lean)
only a set it finds missing, e.g. one still running on the other worker or a run without xdist.
"""

from __future__ import annotations

import os
import pickle
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path

from retriage.core import pipeline
from retriage.core.config import default_config
from retriage.core.report import RunReport, diagnose_dir
from tests.corpus_eval import Case, Outcome, evaluate, load_cases


def facts(report: RunReport) -> dict:
    """What the two pipelines must agree on: the JSON `diagnose --output json` prints, plus every
    piece of evidence (not only the winning mode's), every score and fact, and the events counted."""
    d = report.diagnosis
    return {
        "json": report.to_json(),
        "evidence": [asdict(e) for e in d.evidence],
        "scores": d.scores,
        "facts": d.facts,
        "events": report.stream_lines,
    }


@contextmanager
def pipeline_env(mode: str) -> Iterator[None]:
    """``RETRIAGE_PIPELINE`` set to *mode* for the duration, and put back as it was."""
    before = os.environ.get(pipeline.ENV)
    os.environ[pipeline.ENV] = mode
    try:
        yield
    finally:
        if before is None:
            del os.environ[pipeline.ENV]
        else:
            os.environ[pipeline.ENV] = before


def first_difference(lean: dict, full: dict) -> str:
    """The first key where two facts dicts differ, with both values cut short, for a readable failure."""
    for key in full:
        if lean.get(key) != full[key]:
            return f"{key}: lean {str(lean.get(key))[:300]!r} != full {str(full[key])[:300]!r}"
    return "extra keys: " + ", ".join(sorted(set(lean) - set(full)))


@dataclass
class SetDiagnosis:
    outcomes: list[Outcome]
    #: "run id: first difference" for every run the two pipelines diagnosed differently
    differing: list[str]


def diagnose_both_ways(cases: list[Case]) -> SetDiagnosis:
    config = default_config()
    lean_reports: dict[Path, RunReport] = {}
    differing = []
    for case in cases:
        with pipeline_env("lean"):
            lean = lean_reports[case.path] = diagnose_dir(case.path, config)
        with pipeline_env("full"):
            full = diagnose_dir(case.path, config)
        lean_facts, full_facts = facts(lean), facts(full)
        if lean_facts != full_facts:
            differing.append(f"{case.set_name}/{case.case_id}: {first_difference(lean_facts, full_facts)}")
    return SetDiagnosis(evaluate(cases, lean_reports.__getitem__), differing)


def shared_dir(tmp_path_factory) -> Path | None:
    """A directory every xdist worker of this test session sees (None without xdist: one process
    needs no sharing, and a directory outside the session's own could hold another session's files)."""
    if not os.environ.get("PYTEST_XDIST_TESTRUNUID"):
        return None
    path = tmp_path_factory.getbasetemp().parent / f"labelled-outcomes-{os.environ['PYTEST_XDIST_TESTRUNUID']}"
    path.mkdir(exist_ok=True)
    return path


_OUTCOMES: dict[str, list[Outcome]] = {}


def leave_outcomes(name: str, outcomes: list[Outcome], where: Path | None) -> None:
    _OUTCOMES[name] = outcomes
    if where is not None:
        temp = where / f".{name}.{os.getpid()}.tmp"
        temp.write_bytes(pickle.dumps(outcomes))
        temp.replace(where / f"{name}.pickle")  # atomic: a reader sees the whole list or none


def outcomes_of(name: str, root: Path, where: Path | None) -> list[Outcome]:
    """The set's lean outcomes as its own test left them, else diagnosed here."""
    if name in _OUTCOMES:
        return _OUTCOMES[name]
    if where is not None and (where / f"{name}.pickle").is_file():
        return pickle.loads((where / f"{name}.pickle").read_bytes())
    with pipeline_env("lean"):
        return evaluate(load_cases(root))
