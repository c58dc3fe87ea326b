"""Untrusted text (markup, OSC/CSI escapes) is shown inert in every widget."""

from __future__ import annotations

import pytest
import html
import re

from rich.text import Text

from tests.tui.conftest import loaded, make_app, open_stream, select_run, wait_for
from retriage.tui.diagnosis_pane import summary_text
from retriage.tui.retry_screen import RetryScreen, diff_text, preview_text
from retriage.tui.stream_index import describe_line, inert
from retriage.tui.stream_view import StreamView

pytestmark = pytest.mark.anyio

EVIL = "[bold red]x[/] [link=http://evil]click[/link] \x1b]0;pwned-title\x07 \x1b[2J \x1b]52;c;ZWNobyBoaQ==\x07"


def _screen_text(app) -> str:
    svg = app.export_screenshot()
    text = re.sub(r"<[^>]+>", "", svg)
    return html.unescape(text).replace("\xa0", " ")


def _assert_inert(text: str) -> None:
    for bad in ("\x1b", "\x07", "\x9b"):
        assert bad not in text


def test_helpers_make_text_inert():
    for value in (inert(EVIL), describe_line(('{"type":"assistant","message":{"content":[{"type":"text","text":'
                                               + __import__("json").dumps(EVIL) + "}]}}").encode()).plain,
                  preview_text(EVIL).plain, diff_text("a", EVIL).plain):
        _assert_inert(value)
        assert "[bold red]x[/]" in value
        assert "␛]0;pwned-title" in value


async def test_markup_and_escapes_are_displayed_literally_everywhere(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(160, 45)) as pilot:
        view = await open_stream(pilot, "evil-9-markup", 7)
        view.focus()
        await pilot.press("g")
        await pilot.pause()
        screen = _screen_text(app)
        _assert_inert(screen)
        # the table's ticket cell, the diagnosis pane and the stream show the markup as text
        assert "[bold]EVIL-9[/bold]" in screen
        assert "[bold red]x[/]" in screen
        assert "[link=http://evil]click[/link]" in screen
        assert "␛]0;pwned-title" in screen
        # nothing got interpreted: no link was created, the title is ours
        assert "http://evil" not in "".join(str(s.style.link) for y in range(20)
                                            for s in view.render_line(y) if s.style)
        assert app.title == "retriage"
        rows = "\n".join(view.render_line(y).text for y in range(7))
        _assert_inert(rows)
        await pilot.press("r")  # raw lines too
        rows = "\n".join(view.render_line(y).text for y in range(7))
        _assert_inert(rows)
        assert "[bold red]x[/]" in rows
        # retry screen: prompt.md is untrusted too
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(app.screen, RetryScreen), what="retry screen")
        await pilot.pause()
        screen = _screen_text(app)
        _assert_inert(screen)
        assert "[bold red]x[/]" in screen


def test_summary_text_is_text_not_markup(runs_dir):
    from retriage.core.config import load_config
    from retriage.core.report import diagnose_dir

    report = diagnose_dir(runs_dir / "evil-9-markup", load_config(None))
    text = summary_text(report)
    assert isinstance(text, Text)
    _assert_inert(text.plain)
    assert "[bold red]x[/]" in text.plain


HOSTILE_DIR = "[@click=app.quit]hi"
HOSTILE_USER = "[bold]x[/]"


async def test_hostile_directory_name_and_decided_by_are_shown_as_text(runs_dir):
    """A directory named like an action and markup in decision.json reach toasts and panes as text."""
    from textual.widgets._toast import Toast

    from retriage.core.decisions import Decision, write_decision

    (runs_dir / HOSTILE_DIR).mkdir()  # skipped (not a valid run id): the warning toast names it
    write_decision(runs_dir, Decision("ops-7-oom-killed", "park", "", False, "claude-code", "claude-code",
                                      {"mode": "infra_failure"}), user=HOSTILE_USER)
    app = make_app(runs_dir)
    async with app.run_test(size=(160, 45), notifications=True) as pilot:
        def hostile_toasts():
            return [t for t in app.screen.query(Toast) if HOSTILE_DIR in str(t.render())]

        # first thing: the toast is raised with the first scan and expires after a few seconds
        await wait_for(pilot, lambda: hostile_toasts(), what="the warning toast showing the name literally")
        toast = hostile_toasts()[0]
        assert not list(toast.render().spans)  # no style, no hidden @click action
        assert all(n.markup is False for n in app._notifications)
        await pilot.click(toast)  # clicking it only dismisses it
        await pilot.pause()
        assert app.is_running
        await loaded(pilot)
        # notifications raised by any widget or screen are plain text too
        app.screen.query_one(StreamView).notify("[@click=app.quit]widget")
        await wait_for(pilot, lambda: any("[@click=app.quit]widget" in str(t.render())
                                          for t in app.screen.query(Toast)), what="widget toast")
        await select_run(pilot, "ops-7-oom-killed")
        await wait_for(pilot, lambda: HOSTILE_USER in _screen_text(app), what="decided_by in the pane")
        assert "park by " + HOSTILE_USER in _screen_text(app)
        assert app.is_running
