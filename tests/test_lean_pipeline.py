"""The lean stream pipeline (core/pipeline.py) must diagnose exactly as the full one.

Every labelled run (corpus, hold-out, blind sets, real cases), every sample run and
every vendored real capture is diagnosed twice, once with ``RETRIAGE_PIPELINE=full``
and once lean, and the reports must be equal: the JSON ``retriage diagnose --output
json`` prints, plus every piece of evidence (not only the winning mode's) and every
score, so a skipped line or a rule the gate wrongly ruled out shows up even where it
would not have changed the verdict.
"""

from __future__ import annotations

import shutil
from dataclasses import asdict
from pathlib import Path

import pytest

from retriage.core import pipeline
from retriage.core.config import default_config
from retriage.core.report import diagnose_dir
from tests.corpus_eval import labelled_sets

HERE = Path(__file__).parent
ROOT = HERE.parent


def _labelled_runs() -> list[Path]:
    runs = []
    for root in labelled_sets().values():
        runs += sorted(p for p in (root / "runs").iterdir() if p.is_dir())
    return runs


SAMPLES = sorted(p for p in (ROOT / "sample_runs").iterdir() if p.is_dir())
CAPTURES = sorted(p for p in (HERE / "realcases").rglob("*") if p.suffix in (".jsonl", ".json", ".txt"))
LABELLED = _labelled_runs()


def test_every_labelled_set_is_compared():
    """The comparison covers all seven labelled sets, so a set that goes missing is noticed."""
    assert set(labelled_sets()) == {"corpus", "holdout", "realcases1", "realcases2", "blind", "blind2", "blind3"}
    assert len(LABELLED) >= 300 and len(SAMPLES) >= 10 and len(CAPTURES) == 16


def _diagnosis(run: Path, monkeypatch: pytest.MonkeyPatch, mode: str) -> dict:
    monkeypatch.setenv(pipeline.ENV, mode)
    report = diagnose_dir(run, default_config())
    d = report.diagnosis
    return {
        "json": report.to_json(),
        "evidence": [asdict(e) for e in d.evidence],
        "scores": d.scores,
        "facts": d.facts,
        "events": report.stream_lines,
    }


def _assert_same(run: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    full = _diagnosis(run, monkeypatch, "full")
    lean = _diagnosis(run, monkeypatch, "lean")
    assert lean == full


@pytest.mark.parametrize("run", LABELLED, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_labelled_runs_are_diagnosed_the_same(run: Path, monkeypatch: pytest.MonkeyPatch):
    _assert_same(run, monkeypatch)


@pytest.mark.parametrize("run", SAMPLES, ids=lambda p: p.name)
def test_sample_runs_are_diagnosed_the_same(run: Path, monkeypatch: pytest.MonkeyPatch):
    _assert_same(run, monkeypatch)


@pytest.mark.parametrize("capture", CAPTURES, ids=lambda p: p.name[:40])
def test_real_captures_are_diagnosed_the_same(capture: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    run = tmp_path / "run"
    run.mkdir()
    shutil.copy(capture, run / "events.ndjson")
    (run / "taskrun.json").write_text('{"state": "Failed", "engine": "claude-code"}')
    _assert_same(run, monkeypatch)


def test_the_full_pipeline_is_selectable(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv(pipeline.ENV, "full")
    assert pipeline.lean_default() is False
    monkeypatch.delenv(pipeline.ENV)
    assert pipeline.lean_default() is True
