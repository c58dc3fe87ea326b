"""Shared fixtures for the TUI tests: real files in tmp_path, a fixed clock."""

from __future__ import annotations

import os
import shutil
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

import pytest

from retriage.core.config import find_config, load_config
from retriage.tui.app import RetriageApp
from retriage.tui.drafts import DraftStore

FIXTURES = Path(__file__).parent / "fixtures"
FIXED_NOW = datetime(2026, 11, 20, 12, 0, 0, tzinfo=timezone.utc)
FILE_TIME = datetime(2026, 11, 20, 7, 0, 0, tzinfo=timezone.utc)
#: generous: CI machines are small and busy
TIMEOUT = 30.0


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(autouse=True)
def _isolate_state(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("USER", "tester")
    monkeypatch.delenv("NO_COLOR", raising=False)


@pytest.fixture
def runs_dir(tmp_path: Path) -> Path:
    target = tmp_path / "runs"
    target.mkdir()
    for run in sorted(FIXTURES.iterdir()):
        if run.is_dir():
            shutil.copytree(run, target / run.name)
    # file times feed the Age column: pin them (before every updated_at in the fixtures)
    stamp = FILE_TIME.timestamp()
    for path in target.rglob("*"):
        os.utime(path, (stamp, stamp))
    return target


def make_app(runs_dir: Path, *, watch: bool = False) -> RetriageApp:
    config = load_config(find_config(None, runs_dir))
    return RetriageApp(
        runs_dir,
        config,
        now=lambda: FIXED_NOW,
        monotonic=lambda: 1000.0,
        watch=watch,
        drafts=DraftStore(runs_dir, base=runs_dir.parent / "state" / "drafts"),
        display_dir="RUNS_DIR",
    )


async def wait_for(pilot, predicate: Callable[[], bool], timeout: float = TIMEOUT, what: str = "") -> None:
    """Let the app run until ``predicate()`` holds (no fixed sleeps, no tight timing)."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:.0f}s waiting for {what or predicate}")
        await pilot.pause(0.05)


async def loaded(pilot) -> None:
    """The first scan is over and the table shows its outcome (no row still waiting for a diagnosis)."""
    from retriage.tui.model import STATUS_PENDING
    from retriage.tui.runs_table import RunsTable

    app = pilot.app
    table = app.query_one(RunsTable)

    def done() -> bool:
        # the app's rows are final and the table has drawn them (no row still says "diagnosing")
        return bool(app.loaded and app.rows and not app.pending and table.order and not app._table_dirty
                    and all(app.rows[run_id].status != STATUS_PENDING for run_id in table.order if run_id in app.rows)
                    and all(table.get_cell(run_id, "mode").plain != "diagnosing" for run_id in table.order))

    await wait_for(pilot, done, what="first scan")
    await pilot.pause()


async def select_run(pilot, run_id: str) -> None:
    """Move the table cursor to ``run_id`` (the way a user would, with j/k)."""
    from retriage.tui.runs_table import RunsTable

    app = pilot.app
    table = app.query_one(RunsTable)
    table.focus()
    await wait_for(pilot, lambda: run_id in table.order, what=f"{run_id} in the table")
    for _ in range(3 * len(table.order) + 6):
        if app.selected == run_id:
            break
        order = table.order  # rows may move while diagnoses arrive: aim again after every key
        target = order.index(run_id) if run_id in order else 0
        if table.cursor_row != target:
            await pilot.press("j" if table.cursor_row < target else "k")
        else:
            await pilot.pause(0.05)
    await wait_for(pilot, lambda: app.selected == run_id, what=f"{run_id} selected")
    await pilot.pause()


async def open_stream(pilot, run_id: str, lines: int, *, evidence: bool = False):
    """Load the app, select ``run_id`` and wait until its stream view shows ``lines`` lines."""
    from retriage.tui.stream_view import StreamView

    await loaded(pilot)
    await select_run(pilot, run_id)
    view = pilot.app.query_one(StreamView)
    await wait_for(pilot, lambda: view.line_count == lines and (view.evidence_lines or not evidence),
                   what="evidence marks" if evidence else "stream indexed")
    return view


async def open_retry(pilot, run_id: str):
    """Select ``run_id`` in the table and open its retry screen (``p``); the screen."""
    from retriage.tui.retry_screen import RetryScreen

    await loaded(pilot)
    await select_run(pilot, run_id)
    await pilot.press("p")
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, RetryScreen), what="retry screen")
    await pilot.pause()
    return pilot.app.screen


@pytest.fixture
def sample_runs(tmp_path: Path) -> Path:
    """A copy of the bundled sample runs (tests may decide on them; the checkout stays clean)."""
    target = tmp_path / "sample_runs"
    shutil.copytree(Path(__file__).resolve().parents[2] / "sample_runs", target)
    return target
