"""Many runs at once: a process pool gives the same reports, in input order, as one process."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

from retriage.core.cache import DiagnosisCache
from retriage.core.config import default_config
from retriage.core.fleet import Fleet, diagnose_many
from retriage.core.report import diagnose_dir

ROOT = Path(__file__).resolve().parent.parent
CORPORA = [ROOT / "tests" / "corpus" / "runs", ROOT / "tests" / "holdout" / "runs", ROOT / "sample_runs",
           ROOT / "tests" / "hostile" / "runs"]


def _runs() -> list[Path]:
    return [p for corpus in CORPORA for p in sorted(corpus.iterdir()) if p.is_dir()]


def test_two_workers_give_the_same_reports_in_the_same_order():
    runs = _runs()
    config = default_config()
    expected = [diagnose_dir(p, config).to_json() for p in runs]
    with Fleet(config, jobs=2) as fleet:
        outcomes = list(fleet.map(runs))
        assert fleet.pooled  # the comparison is worth something only if workers did the work
    assert [o.path for o in outcomes] == runs
    assert [o.error for o in outcomes] == [""] * len(runs)
    assert [o.report.to_json() for o in outcomes] == expected


def test_cached_and_fresh_runs_mixed_stay_in_order(tmp_path: Path):
    runs = _runs()
    config = default_config()
    cache = DiagnosisCache(tmp_path / "cache")
    for path in runs[::3]:  # every third run is already cached
        diagnose_dir(path, config, cache)
    outcomes = list(diagnose_many(runs, config, jobs=2, cache=cache))
    assert [o.path for o in outcomes] == runs
    assert [o.cached for o in outcomes] == [i % 3 == 0 for i in range(len(runs))]
    assert [o.report.to_json() for o in outcomes] == [diagnose_dir(p, config).to_json() for p in runs]
    # the workers stored what they diagnosed: now everything is a hit
    again = list(diagnose_many(runs, config, jobs=2, cache=DiagnosisCache(tmp_path / "cache")))
    assert all(o.cached for o in again)


def test_a_run_that_vanishes_is_an_outcome_not_a_crash(tmp_path: Path):
    good = ROOT / "sample_runs"
    runs = sorted(p for p in good.iterdir() if p.is_dir())[:3]
    gone = tmp_path / "gone-run"
    outcomes = list(diagnose_many([runs[0], gone, *runs[1:]], default_config(), jobs=2))
    assert [o.path for o in outcomes] == [runs[0], gone, *runs[1:]]
    assert all(o.report is not None for o in outcomes)  # a missing directory reports its problems
    assert any("events.ndjson" in p or "taskrun.json" in p for p in outcomes[1].report.problems)


def test_one_config_per_run_reaches_the_workers(tmp_path: Path):
    from retriage.core.config import load_config
    user = tmp_path / "retriage.yaml"
    user.write_text("prescriptions:\n  dependency_missing: Vendor the wheel first.\n")
    other = load_config(user)
    runs = _runs()
    pick = {p: (other if i % 2 else default_config()) for i, p in enumerate(runs)}
    outcomes = list(diagnose_many(runs, pick.__getitem__, jobs=2))
    assert [o.report.prescription for o in outcomes] == [diagnose_dir(p, pick[p]).prescription for p in runs]


def test_fleet_diagnoses_one_run_in_process_through_the_cache(tmp_path: Path):
    run = _runs()[0]
    cache = DiagnosisCache(tmp_path / "cache")
    with Fleet(default_config(), jobs=2, cache=cache) as fleet:
        first = fleet.diagnose(run)
        second = fleet.diagnose(run)
        small = list(fleet.map(_runs()[:5]))
        assert not fleet.pooled  # five small runs: not worth starting processes
    assert [o.path for o in small] == _runs()[:5]
    assert not first.cached and second.cached
    assert first.report.to_json() == second.report.to_json()
    assert first.signature == second.signature


def test_cli_jobs_2_prints_what_jobs_1_prints(tmp_path: Path):
    runs = [str(p) for p in _runs()]
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "xdg")}

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "retriage", "diagnose", *args, *runs], capture_output=True,
                              text=True, env=env, timeout=300)

    one = cli("--jobs", "1", "--no-cache")
    two = cli("--jobs", "2", "--no-cache")
    assert one.returncode == two.returncode == 0, two.stderr
    assert two.stdout == one.stdout and two.stderr == one.stderr
    human = cli("--jobs", "2")
    assert human.stdout.count("\n\n") == len(runs) - 1  # one blank line between runs, in order


def test_runs_named_one_by_one_share_one_fleet(tmp_path: Path, monkeypatch):
    """`retriage diagnose runs/*` names every run as its own path: they still go through one fleet,
    so one pool does the work on both cores, and the lines are those one process prints."""
    from retriage.core import fleet as fleet_module
    from retriage.core.cli import main

    started = []
    real_start = fleet_module._start_pool

    def watched_start(*args):
        pool = real_start(*args)
        started.append(pool)
        return pool

    monkeypatch.setattr(fleet_module, "_start_pool", watched_start)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    runs = [str(p) for p in _runs()][:fleet_module.PARALLEL_MIN_RUNS * 2]
    printed = {}
    for jobs in ("1", "2"):
        out, err = io.StringIO(), io.StringIO()
        assert main(["diagnose", "--json", "--no-cache", "--jobs", jobs, *runs], out, err) == 0, err.getvalue()
        printed[jobs] = out.getvalue()
    assert len(started) == 1  # jobs 2 started one pool for all the paths (jobs 1 none)
    assert printed["2"] == printed["1"]
    assert [json.loads(line)["path"] for line in printed["2"].splitlines()] == runs


def test_json_only_hits_carry_the_same_line_the_report_would_print(tmp_path: Path):
    import json
    runs = _runs()
    config = default_config()
    cache = DiagnosisCache(tmp_path / "cache")
    list(diagnose_many(runs, config, jobs=1, cache=cache))
    outcomes = list(diagnose_many(runs, config, jobs=1, cache=DiagnosisCache(tmp_path / "cache"), json_only=True))
    assert all(o.cached and o.report is None for o in outcomes)
    assert [o.json for o in outcomes] == [json.dumps(diagnose_dir(p, config).to_json(), ensure_ascii=False)
                                          for p in runs]


def test_json_only_misses_on_the_pool_send_back_the_line(tmp_path: Path):
    import json
    runs = _runs()
    config = default_config()
    with Fleet(config, jobs=2, cache=DiagnosisCache(tmp_path / "cache"), json_only=True) as fleet:
        outcomes = list(fleet.map(runs))
        assert fleet.pooled
    assert all(o.report is None and not o.error for o in outcomes)
    assert [o.json for o in outcomes] == [json.dumps(diagnose_dir(p, config).to_json(), ensure_ascii=False)
                                          for p in runs]


def test_a_worker_killed_mid_scan_costs_at_most_its_chunk(tmp_path: Path):
    """A worker killed from outside (OOM killer, kill) must not end the scan: the rest is read here."""
    runs = _runs() * 2
    config = default_config()
    outcomes = []
    with Fleet(config, jobs=2) as fleet:
        for outcome in fleet.map(runs):
            outcomes.append(outcome)
            if len(outcomes) == 40:
                assert fleet.pooled
                for process in list(fleet._pool._processes.values()):
                    process.kill()
    assert [o.path for o in outcomes] == runs
    failed = [o for o in outcomes if o.report is None]
    assert all("cannot read" in o.error for o in failed)
    assert len(failed) <= 3 * 16  # the chunks that were in the workers' hands
    expected = {p: diagnose_dir(p, config).to_json() for p in set(runs)}
    assert all(o.report.to_json() == expected[o.path] for o in outcomes if o.report is not None)


def test_a_pool_started_while_another_thread_runs_does_not_fork_it():
    """Forking a process that runs threads can deadlock the child: with any other thread alive
    (the TUI's, a library's native one) the pool's workers come from a fork server instead."""
    import threading

    from retriage.core import fleet

    before = fleet.thread_count()
    stop = threading.Event()
    worker = threading.Thread(target=stop.wait, daemon=True)
    worker.start()
    try:
        assert fleet.thread_count() == before + 1
        pool = fleet._start_pool(1, [default_config()], None)
        try:
            assert pool._mp_context.get_start_method() in ("forkserver", "spawn")
        finally:
            pool.shutdown()
    finally:
        stop.set()
        worker.join()
