"""The app on session folders: Claude Code projects and Codex sessions, read in place and watched."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from retriage.core.config import default_config
from retriage.core.sources import open_source
from retriage.core.sources.base import source_key
from retriage.tui.app import RetriageApp
from retriage.tui.diagnosis_pane import DiagnosisPane
from retriage.tui.drafts import DraftStore
from retriage.tui.retry_screen import RetryScreen
from retriage.tui.runs_table import RunsTable
from retriage.tui.stream_view import StreamView
from tests.sources_kit import Rollout
from tests.test_sources import PROJECT, S1, S2, projects_tree, sessions_tree, snapshot
from tests.tui.conftest import FIXED_NOW, loaded, select_run, wait_for

pytestmark = pytest.mark.anyio


def app_on(path: Path, tmp_path: Path, watch: bool = False) -> RetriageApp:
    source = open_source(path, live_seconds=0)  # no run counts as live: the tests do not depend on the clock
    return RetriageApp(source, default_config(), now=lambda: FIXED_NOW, monotonic=lambda: 1000.0, watch=watch,
                       drafts=DraftStore(source.root, base=tmp_path / "state" / "drafts"), display_dir="SOURCE")


async def test_claude_projects_are_listed_diagnosed_and_decided_without_writing_to_them(tmp_path: Path):
    projects = projects_tree(tmp_path)
    before = snapshot(projects)
    slug = PROJECT.lstrip("-")
    api, ok = f"{slug}.{S1}", f"{slug}.{S2}"
    app = app_on(projects, tmp_path)
    async with app.run_test(size=(140, 40)) as pilot:
        await loaded(pilot)
        table = app.query_one(RunsTable)
        assert api in table.order and ok not in table.order  # failed runs by default, the good one with "a"
        assert app.rows[api].mode == "infra_failure" and app.rows[api].engine == "claude-code"
        await select_run(pilot, api)
        view = app.query_one(StreamView)
        lines = (projects / PROJECT / f"{S1}.jsonl").read_text().count("\n")
        await wait_for(pilot, lambda: view.line_count == lines, what="the session file in the stream view")
        summary = str(app.query_one(DiagnosisPane).query_one("#summary").render())
        assert "state inferred: the session ended in an API error (line" in summary  # why it counts as failed
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(app.screen, RetryScreen), what="retry screen")
        await pilot.pause()
        await pilot.press("P")
        await pilot.pause()
        await pilot.press("y")
        decision = (tmp_path / "state" / "retriage" / "decisions" / source_key("claude", projects) / api
                    / "decision.json")
        await wait_for(pilot, decision.exists, what="decision in the state directory")
        assert json.loads(decision.read_text())["action"] == "park"
        await wait_for(pilot, lambda: app.rows[api].decision == "park", what="table updated")
    assert snapshot(projects) == before


async def test_a_new_codex_session_is_picked_up_by_the_watcher(tmp_path: Path):
    sessions = sessions_tree(tmp_path)
    app = app_on(sessions, tmp_path, watch=True)
    async with app.run_test(size=(140, 40)) as pilot:
        await loaded(pilot)
        await wait_for(pilot, lambda: app.watching == "watching", what="watcher running")
        await pilot.pause(0.3)
        table = app.query_one(RunsTable)
        new = (Rollout("0199a1b2-7c3d-7e4f-8a9b-000000000099").user("Bump the API version")
               .shell("npm test", "npm ERR! 404 Not Found - GET https://registry.npmjs.org/@acme%2fsdk", exit_code=1)
               .say("I was unable to complete the task: @acme/sdk cannot be installed.")
               .write(sessions, "2026/11/23", "2026-11-23T12-00-00"))
        run_id = new.name[: -len(".jsonl")]
        await wait_for(pilot, lambda: run_id in table.order, what="new session in the table")
        await wait_for(pilot, lambda: app.rows[run_id].mode == "dependency_missing", what="diagnosed")
        new.unlink()
        await wait_for(pilot, lambda: run_id not in table.order, what="deleted session gone")


async def test_a_live_session_that_stops_changing_becomes_failed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    import retriage.tui.app as app_module

    monkeypatch.setattr(app_module, "LIVE_RECHECK", 0.2)
    project = tmp_path / "projects" / PROJECT
    from tests.sources_kit import Claude

    path = Claude(S1).user("Fix it").say("I was unable to fix the build.").write(project / f"{S1}.jsonl", age=None)
    source = open_source(project, live_seconds=60)
    app = RetriageApp(source, default_config(), now=lambda: FIXED_NOW, monotonic=lambda: 1000.0, watch=False,
                      drafts=DraftStore(source.root, base=tmp_path / "state" / "drafts"), display_dir="SOURCE")
    run_id = f"{PROJECT.lstrip('-')}.{S1}"
    async with app.run_test(size=(140, 40)) as pilot:
        await loaded(pilot)
        assert app.rows[run_id].status == "live"  # written just now
        # the window passes (the file's clock is moved back instead of waiting a minute);
        # no file event says so and the app is not watching: only the periodic re-check sees it
        os.utime(path, (time.time() - 3600, time.time() - 3600))
        await wait_for(pilot, lambda: app.rows[run_id].status == "failed", what="no longer live")
        assert "admits failure" in app.reports[run_id].state_reason


def test_session_runs_are_read_in_process_and_never_cached(tmp_path: Path):
    """The cache's signature is a run directory's files: session files bypass it (and the pool),
    keep their analysers, and a second scan reads only what grew."""
    from retriage.core.cache import DiagnosisCache
    from retriage.tui.analysis import RunStore

    cache = DiagnosisCache(tmp_path / "cache")
    store = RunStore(open_source(projects_tree(tmp_path), 120), default_config(), jobs=2, cache=cache)
    try:
        assert not store.pooled and store.fleet is None and store.cache is None
        ids, _, error = store.listing()
        first = list(store.read_many(ids))
        assert not error and len(first) == len(ids) >= 4
        assert all(report is not None and changed and not err for _, report, changed, err in first)
        again = list(store.read_many(ids))
        assert [changed for _, _, changed, _ in again] == [False] * len(ids)
        assert cache.info().entries == 0
    finally:
        store.close()
