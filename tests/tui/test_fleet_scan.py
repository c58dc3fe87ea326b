"""The TUI's background scan on the worker pool and the persistent cache (tui/analysis.py RunStore)."""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import pytest

from retriage.core.cache import RACY_SECONDS, DiagnosisCache
from retriage.core.config import default_config
from retriage.core.report import diagnose_dir
from retriage.tui.analysis import RunStore
from retriage.tui.app import RetriageApp
from retriage.tui.drafts import DraftStore
from retriage.tui.model import row_from_report
from tests import streams_kit as kit
from tests.tui.conftest import loaded

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [p for corpus in (ROOT / "tests" / "corpus" / "runs", ROOT / "sample_runs")
           for p in sorted(corpus.iterdir()) if p.is_dir()]


def _fleet(root: Path, count: int) -> Path:
    runs = root / "runs"
    runs.mkdir()
    past = time.time() - 600  # old files: the cache stores what it reads (see core.cache.RACY_SECONDS)
    for index in range(count):
        target = runs / f"run-{index:03d}"
        shutil.copytree(SOURCES[index % len(SOURCES)], target, symlinks=True)
        for file in target.iterdir():
            if file.is_file() and not file.is_symlink():
                os.utime(file, (past, past))
    time.sleep(RACY_SECONDS + 0.05)  # ctimes cannot be set back: let them age out of the racy window
    return runs


def _expected(runs: Path) -> dict[str, dict]:
    config = default_config()
    return {p.name: diagnose_dir(p, config).to_json() for p in sorted(runs.iterdir())}


def test_a_scan_on_two_workers_reads_every_run_like_one_process(tmp_path: Path):
    runs = _fleet(tmp_path, 70)
    store = RunStore(runs, default_config(), jobs=2, cache=DiagnosisCache(tmp_path / "cache"))
    try:
        ids, _warnings, _error = store.listing()
        got = {run_id: report.to_json() for run_id, report, changed, error in store.read_many(ids)
               if report is not None and changed and not error}
        assert store.fleet.pooled
    finally:
        store.close()
    assert got == _expected(runs)


def test_a_reopened_directory_comes_from_the_cache_and_unchanged_runs_are_skipped(tmp_path: Path):
    runs = _fleet(tmp_path, 40)
    cache_root = tmp_path / "cache"
    first = RunStore(runs, default_config(), jobs=1, cache=DiagnosisCache(cache_root))
    ids, _warnings, _error = first.listing()
    assert len(list(first.read_many(ids))) == len(ids)
    assert list(first.read_many(ids)) == []  # nothing changed: nothing read again
    grown = runs / "run-003" / "events.ndjson"
    with open(grown, "a", encoding="utf-8") as handle:
        handle.write(json.dumps({"type": "assistant", "message": {"role": "assistant", "content": [
            {"type": "text", "text": "one more try"}]}}) + "\n")
    past = time.time() - 60
    os.utime(grown, (past, past))
    time.sleep(RACY_SECONDS + 0.05)
    again = list(first.read_many(ids))
    assert [(run_id, changed) for run_id, _report, changed, _error in again] == [("run-003", True)]
    first.close()

    second = RunStore(runs, default_config(), jobs=1, cache=DiagnosisCache(cache_root))
    reports = {run_id: report.to_json() for run_id, report, _changed, _error in second.read_many(ids)}
    assert second.fleet.cache.hits == len(ids) - sum(1 for r in reports.values() if r["live"])
    assert reports == _expected(runs)
    second.close()


def test_only_live_and_recently_read_runs_keep_an_analyser(tmp_path: Path):
    runs = _fleet(tmp_path, 50)
    for index in range(3):
        kit.make_run(runs, f"live-{index}", kit.init() + kit.say("working on it"), state="Running")
    store = RunStore(runs, default_config(), jobs=1, cache=None)
    ids, _warnings, _error = store.listing()
    live = set()
    for run_id in ids:
        report, _changed = store.read(run_id)
        if report.live:
            live.add(run_id)
    assert live and len(store.states) <= RunStore.KEEP_STATES + len(live)
    assert live <= set(store.states)
    store.close()


@pytest.mark.anyio
async def test_the_app_on_two_workers_shows_the_rows_one_process_shows(tmp_path: Path):
    runs = _fleet(tmp_path, 60)
    rows = {}
    for jobs in (1, 2):
        app = RetriageApp(runs, default_config(), watch=False, jobs=jobs,
                          drafts=DraftStore(runs, base=tmp_path / f"drafts-{jobs}"))
        async with app.run_test(size=(120, 36)) as pilot:
            await loaded(pilot)
            rows[jobs] = {run_id: app.rows[run_id] for run_id in app.rows}
            assert len(app.rows) == 60 and not app.pending  # every run diagnosed (full reports: on screen only)
    expected = {run_id: row_from_report(diagnose_dir(runs / run_id, default_config())) for run_id in rows[1]}
    strip = lambda d: {k: (r.status, r.mode, r.confidence, r.ticket) for k, r in d.items()}  # noqa: E731
    assert strip(rows[2]) == strip(rows[1]) == strip(expected)
