"""The retry prompt preview: a wrapped line keeps its gutter bar (original │, prescription ┃)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from retriage.core.retry import PRESCRIPTION_BEGIN
from retriage.tui.retry_screen import PromptPreview, RetryScreen, preview_text
from tests.tui.conftest import loaded, make_app, select_run, wait_for

pytestmark = pytest.mark.anyio

LONG = "word " * 60


def _body_lines(text: str) -> list[str]:
    return [line for line in text.split("\n")
            if line and line not in ("ORIGINAL TASK PROMPT", "PRESCRIPTION ADDED BY RETRIAGE")]


def test_wrapped_lines_keep_their_gutter():
    prompt = f"Fix it.\n{LONG}\n\n{PRESCRIPTION_BEGIN}\n{LONG}\n<!-- /retriage -->"
    lines = _body_lines(preview_text(prompt, width=40).plain)
    assert len(lines) > 12  # the long lines were wrapped
    assert all(line.startswith(("│ ", "┃ ")) for line in lines), lines
    assert all(cell_len(line) <= 40 for line in lines)
    prescription = [line for line in lines if line.startswith("┃ ")]
    assert sum(1 for line in prescription if "word" in line) > 5  # the prescription's wrapped lines keep ┃


async def test_the_preview_on_screen_has_a_gutter_on_every_row(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(pilot)
        await select_run(pilot, "pay-101-permission")
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(app.screen, RetryScreen), what="retry screen")
        preview = app.screen.query_one("#preview-text", PromptPreview)
        await wait_for(pilot, lambda: preview._wrapped_at is not None, what="preview wrapped to its width")
        rows = _body_lines(str(preview.render()))
        width = preview.content_region.width
        assert any(cell_len(row) > width - 12 for row in rows)  # some rows were long enough to wrap
        assert all(row.startswith(("│ ", "┃ ")) and cell_len(row) <= width for row in rows), rows
