"""A directory made by `retriage pull k8s` opens in the app like any runs directory."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_pull_k8s import Cluster
from tests.tui.conftest import loaded, make_app

pytestmark = pytest.mark.anyio


async def test_the_app_lists_the_pulled_runs_and_not_the_cache_files(tmp_path: Path):
    out = Cluster(tmp_path).pull()
    assert out.returncode == 0, out.stderr
    app = make_app(Path(out.stdout.strip()))
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        assert set(app.reports) == {"auth-562-1", "cat-1187-2", "inv-902-3", "notif-230-4", "pay-1423-7"}
        assert app.reports["inv-902-3"].diagnosis.mode == "infra_failure"
        assert app.reports["notif-230-4"].live and app.reports["pay-1423-7"].failed
        assert not app.read_errors
