"""Regenerate docs/screenshot.svg: the main screen on sample_runs/, a failed run selected.

    python docs/make_screenshot.py
"""

from __future__ import annotations

import asyncio
import shutil
import sys
import tempfile
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from retriage.core.config import find_config, load_config  # noqa: E402
from retriage.tui.app import RetriageApp  # noqa: E402
from retriage.tui.drafts import DraftStore  # noqa: E402
from retriage.tui.runs_table import RunsTable  # noqa: E402


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        runs = Path(tmp) / "sample_runs"
        shutil.copytree(ROOT / "sample_runs", runs)
        app = RetriageApp(runs, load_config(find_config(None, runs)), watch=False,
                          now=lambda: datetime(2026, 11, 22, 9, 0, tzinfo=timezone.utc),
                          drafts=DraftStore(runs, base=Path(tmp) / "drafts"), display_dir="sample_runs")
        async with app.run_test(size=(140, 40)) as pilot:
            table = app.query_one(RunsTable)
            for _ in range(100):
                await pilot.pause(0.05)
                if app.loaded and not app.pending and not app._table_dirty and len(table.order) >= 9:
                    break  # every run diagnosed and drawn
            table.focus()
            for _ in range(4):
                await pilot.press("j")
            await pilot.pause(0.5)
            app.save_screenshot(filename="screenshot.svg", path=str(ROOT / "docs"))


if __name__ == "__main__":
    asyncio.run(main())
