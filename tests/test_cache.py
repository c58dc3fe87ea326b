"""The persistent diagnosis cache: hits are exact, every change misses, bad entries are ignored."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
import time
from pathlib import Path

import pytest

from retriage.core import cache as cache_mod
from retriage.core.cache import MAGIC, DiagnosisCache, cache_dir, signature
from retriage.core.config import default_config, load_config
from retriage.core.report import diagnose_dir
from tests import streams_kit as kit

ROOT = Path(__file__).resolve().parent.parent
CORPORA = [ROOT / "tests" / "corpus" / "runs", ROOT / "tests" / "holdout" / "runs", ROOT / "sample_runs",
           ROOT / "tests" / "hostile" / "runs"]


def settle() -> None:
    """Let the run's file times age past the cache's racy window (see core.cache.RACY_SECONDS)."""
    time.sleep(cache_mod.RACY_SECONDS + 0.05)


def failed_run(root: Path, run_id: str = "pay-1") -> Path:
    events = (kit.init() + kit.bash("pytest -q", "E   ModuleNotFoundError: No module named 'stripe'", exit_code=1)
              + kit.result("stripe is missing", is_error=True))
    run = kit.make_run(root, run_id, events, prompt="# PAY-1: charge cards\nUse `src/pay.py`.\n")
    settle()
    return run


@pytest.fixture
def cache(tmp_path: Path) -> DiagnosisCache:
    return DiagnosisCache(tmp_path / "cache")


def test_the_test_suite_never_uses_the_real_cache_dir():
    home_cache = Path.home() / ".cache"
    assert os.environ.get("XDG_CACHE_HOME")
    assert not str(cache_dir()).startswith(str(home_cache) + os.sep)


def test_a_hit_is_the_same_report_for_every_labelled_and_hostile_run(cache: DiagnosisCache):
    config = default_config()
    runs = [p for corpus in CORPORA for p in sorted(corpus.iterdir()) if p.is_dir()]
    assert len(runs) > 80
    cold = [diagnose_dir(p, config, cache).to_json() for p in runs]
    assert cache.writes == len(runs) and cache.hits == 0
    warm = [diagnose_dir(p, config, cache).to_json() for p in runs]
    assert cache.hits == len(runs)
    assert warm == cold
    assert warm == [diagnose_dir(p, config).to_json() for p in runs]


def _changes(run: Path) -> dict[str, object]:
    def append(r: Path) -> None:
        with open(r / "events.ndjson", "a") as handle:
            handle.write(kit.say("still here"))

    def rewrite_same_size(r: Path) -> None:
        text = (r / "taskrun.json").read_text()
        (r / "taskrun.json").write_text(text.replace('"Failed"', '"Running"'))

    def decide(r: Path) -> None:
        (r / "decision.json").write_text(json.dumps({"run_id": r.name, "action": "park"}))

    def rotate(r: Path) -> None:
        data = (r / "events.ndjson").read_bytes()
        (r / "events.ndjson").unlink()
        (r / "events.ndjson").write_bytes(data.replace(b"stripe", b"pandas"))

    def chmod(r: Path) -> None:
        (r / "prompt.md").chmod(0o000)

    def symlink_prompt(r: Path) -> None:
        (r / "other.md").write_text("# PAY-2: other task\n")
        (r / "prompt.md").unlink()
        (r / "prompt.md").symlink_to(r / "other.md")

    return {"append": append, "rewrite_same_size": rewrite_same_size, "decide": decide, "rotate": rotate,
            "chmod": chmod, "symlink_prompt": symlink_prompt}


@pytest.mark.parametrize("change", sorted(_changes(Path("."))))
def test_any_change_to_the_run_misses_and_the_fresh_report_is_right(tmp_path: Path, cache: DiagnosisCache,
                                                                   change: str):
    run = failed_run(tmp_path)
    config = default_config()
    first = diagnose_dir(run, config, cache)
    assert cache.writes == 1
    _changes(run)[change](run)
    settle()
    again = diagnose_dir(run, config, cache)
    assert cache.hits == 0, f"{change}: a stale entry was used"
    assert again.to_json() == diagnose_dir(run, config).to_json()
    if change in ("append", "rewrite_same_size", "decide", "rotate"):
        assert again.to_json() != first.to_json()


def test_a_different_config_misses(tmp_path: Path, cache: DiagnosisCache):
    run = failed_run(tmp_path)
    diagnose_dir(run, default_config(), cache)
    user = tmp_path / "retriage.yaml"
    user.write_text("prescriptions:\n  dependency_missing: Vendor the wheel first.\n")
    other = load_config(user)
    report = diagnose_dir(run, other, cache)
    assert cache.hits == 0 and "Vendor the wheel first." in report.prescription
    diagnose_dir(run, default_config(), cache)
    assert cache.hits == 0  # one entry per run: the other config's report replaced the default's
    diagnose_dir(run, default_config(), cache)
    assert cache.hits == 1


def test_a_run_still_being_written_is_not_stored(tmp_path: Path, cache: DiagnosisCache, monkeypatch):
    """A file written in the same clock tick as the read could leave its stat unchanged: not cached.

    The window is widened for the test: on a loaded machine more than the real 0.1 s can pass
    between writing the run and storing its diagnosis, and the run is then rightly stored."""
    monkeypatch.setattr(cache_mod, "RACY_SECONDS", 3600.0)
    run = kit.make_run(tmp_path, "busy", kit.init() + kit.say("working"), state="Running")
    diagnose_dir(run, default_config(), cache)
    assert cache.writes == 0


def test_a_run_changed_while_it_was_read_is_not_stored(tmp_path: Path, cache: DiagnosisCache):
    run = failed_run(tmp_path)
    report, ticket = cache.lookup(run, default_config())
    assert report is None
    fresh = diagnose_dir(run, default_config())
    with open(run / "events.ndjson", "a") as handle:
        handle.write(kit.say("more"))
    assert cache.store(ticket, fresh) is False
    assert not cache.entry_path(run).exists()


@pytest.mark.parametrize("damage", ["garbage", "truncated", "empty", "wrong_magic", "foreign_class", "directory"])
def test_a_corrupt_entry_is_ignored_and_rebuilt(tmp_path: Path, cache: DiagnosisCache, damage: str):
    run = failed_run(tmp_path)
    config = default_config()
    expected = diagnose_dir(run, config, cache).to_json()
    entry = cache.entry_path(run)
    data = entry.read_bytes()
    marker = tmp_path / "pwned"
    if damage == "garbage":
        entry.write_bytes(MAGIC + os.urandom(300))
    elif damage == "truncated":
        entry.write_bytes(data[: len(data) // 2])
    elif damage == "empty":
        entry.write_bytes(b"")
    elif damage == "wrong_magic":
        entry.write_bytes(b"X" + data[1:])
    elif damage == "foreign_class":
        class Boom:
            def __reduce__(self):
                return (os.system, (f"touch {marker}",))
        entry.write_bytes(MAGIC + pickle.dumps(Boom()))
    else:
        entry.unlink()
        entry.mkdir()
    report = diagnose_dir(run, config, cache)
    assert report.to_json() == expected
    assert cache.hits == 0
    assert not marker.exists()
    if damage != "directory":
        diagnose_dir(run, config, cache)
        assert cache.hits == 1  # the entry was rewritten whole


def test_an_unwritable_cache_dir_only_costs_the_cache(tmp_path: Path):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the cache directory should be")
    cache = DiagnosisCache(blocker / "diagnoses")
    run = failed_run(tmp_path)
    assert diagnose_dir(run, default_config(), cache).diagnosis.mode == "dependency_missing"
    assert cache.writes == 0


def test_lru_trim_evicts_the_least_recently_used(tmp_path: Path):
    config = default_config()
    runs = [failed_run(tmp_path / "runs", f"run-{i}") for i in range(6)]
    cache = DiagnosisCache(tmp_path / "cache")
    for index, run in enumerate(runs):
        diagnose_dir(run, config, cache)
        past = time.time() - 1000 + index
        os.utime(cache.entry_path(run), (past, past))
    diagnose_dir(runs[0], config, cache)  # a hit: run-0 becomes the most recently used
    assert cache.hits == 1
    size = cache.entry_path(runs[0]).stat().st_size
    cache.max_bytes = int(size * 3.5)
    removed = cache.trim()
    left = {run.name for run in runs if cache.entry_path(run).exists()}
    assert removed == 3 and left == {"run-0", "run-4", "run-5"}
    cache.max_bytes = 10**9
    cache.max_entries = 1
    cache.trim()
    assert [run.name for run in runs if cache.entry_path(run).exists()] == ["run-0"]


def test_signature_of_a_fifo_stream_does_not_block(tmp_path: Path):
    run = tmp_path / "fifo-run"
    run.mkdir()
    os.mkfifo(run / "events.ndjson")
    assert signature(run)[-1] == "not a file"


def _cli(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "retriage", *args], capture_output=True, text=True,
                          env=env, timeout=120)


def test_two_processes_filling_the_same_cache_agree(tmp_path: Path):
    runs = [p for corpus in CORPORA[:2] for p in sorted(corpus.iterdir()) if p.is_dir()]
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "xdg")}
    args = ["diagnose", "--json", "--jobs", "1", *map(str, runs)]
    procs = [subprocess.Popen([sys.executable, "-m", "retriage", *args], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env) for _ in range(2)]
    outputs = [proc.communicate(timeout=120) for proc in procs]
    reference = _cli(*args, "--no-cache", env=env)
    assert all(proc.returncode == 0 for proc in procs), [err for _out, err in outputs]
    assert outputs[0][0] == outputs[1][0] == reference.stdout
    cache = DiagnosisCache(tmp_path / "xdg" / "retriage" / "diagnoses")
    assert cache.info().entries == len(runs)
    config = default_config()
    assert [diagnose_dir(p, config, cache).to_json() for p in runs] == [json.loads(x) for x in
                                                                         reference.stdout.splitlines()]
    assert cache.hits == len(runs)
    leftovers = [p for p in cache.root.rglob("*") if p.name.startswith(".tmp-")]
    assert leftovers == []


def test_cli_cache_info_clear_and_no_cache(tmp_path: Path):
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "xdg"), "RETRIAGE_CACHE_MAX_MB": "7"}
    run = failed_run(tmp_path / "runs")
    out = _cli("diagnose", "--no-cache", str(run), env=env)
    assert out.returncode == 0 and "dependency_missing" in out.stdout
    info = _cli("cache", "info", env=env)
    assert info.returncode == 0 and "0 cached diagnoses" in info.stdout and "limit 7 MB" in info.stdout
    assert _cli("diagnose", str(run), env=env).returncode == 0
    assert "1 cached diagnoses" in _cli("cache", "info", env=env).stdout
    cleared = _cli("cache", "clear", env=env)
    assert cleared.returncode == 0 and "1 cached diagnoses removed" in cleared.stdout
    assert "0 cached diagnoses" in _cli("cache", "info", env=env).stdout


def test_cli_rejects_a_bad_jobs_value(tmp_path: Path):
    run = failed_run(tmp_path)
    out = _cli("diagnose", "--jobs", "0", str(run), env=dict(os.environ))
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "at least 1 process" in out.stderr


def test_the_reports_evidence_json_is_evidence_to_json():
    """RunReport.to_json builds evidence dicts without dataclasses.asdict (speed): same content, same order."""
    from retriage.core.report import _evidence_json
    config = default_config()
    seen = 0
    for corpus in CORPORA:
        for path in sorted(p for p in corpus.iterdir() if p.is_dir()):
            for item in diagnose_dir(path, config).diagnosis.evidence:
                assert list(_evidence_json(item).items()) == list(item.to_json().items())
                seen += 1
    assert seen > 100


def test_an_entry_stored_without_its_json_line_still_serves_json(tmp_path: Path, cache: DiagnosisCache):
    """The app stores reports only; a later ``diagnose --json`` makes the line from the report."""
    run = failed_run(tmp_path)
    config = default_config()
    report = diagnose_dir(run, config, cache)  # stores no JSON line
    line, _ticket = cache.lookup_json(run, config)
    assert cache.hits == 1 and line == json.dumps(report.to_json(), ensure_ascii=False)
