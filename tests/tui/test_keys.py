"""One key grammar: q/esc close what is on top, Q quits, the footer offers only what applies,
a decision can be changed (confirmed, audited), ctrl+r asks, dialogs agree on button order, z everywhere."""

from __future__ import annotations

import json

import pytest
from textual.widgets import Button

from retriage.core.decisions import AUDIT_LOG, Decision, write_decision
from retriage.tui.diagnosis_pane import DiagnosisPane, EvidenceList
from retriage.tui.help_screen import HelpScreen
from retriage.tui.retry_screen import Choice, ConfirmApprove, RetryScreen
from retriage.tui.runs_table import RunsTable
from tests.tui.conftest import loaded, make_app, open_retry as _open_retry, select_run, wait_for

pytestmark = pytest.mark.anyio


def _buttons(screen) -> list[str]:
    return [str(b.label) for b in screen.query(Button)]


async def test_q_closes_the_retry_screen_and_Q_quits(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await _open_retry(pilot, "pay-101-permission")
        await pilot.press("q")
        await wait_for(pilot, lambda: not isinstance(app.screen, RetryScreen), what="closed")
        assert app.is_running and app.query_one(RunsTable)
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen), what="help")
        await pilot.press("q")
        await wait_for(pilot, lambda: not isinstance(app.screen, HelpScreen), what="help closed")
        screen = await _open_retry(pilot, "pay-101-permission")
        await pilot.press("2", "Q")  # in the editor a capital Q is a letter
        await wait_for(pilot, lambda: screen.prompt.count("Q") == screen.generated.count("Q") + 1, what="typed")
        assert app.is_running
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="reset question")
        await pilot.press("y")
        await wait_for(pilot, lambda: app.screen is screen and not screen.edited, what="reset")
        await pilot.press("escape", "Q")
        await wait_for(pilot, lambda: not app.is_running, what="quit from the retry screen")


async def test_a_decided_run_offers_change_decision_instead_of_approve(runs_dir):
    write_decision(runs_dir, Decision("pay-101-permission", "park", "", False, "claude-code", "claude-code",
                                      {"mode": "permission_blocked"}), user="alice")
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await _open_retry(pilot, "pay-101-permission")
        keys = set(screen.active_bindings)
        assert not {"a", "P", "D", "i", "ctrl+r", "ctrl+e"} & keys
        assert "c" in keys
        await pilot.press("c")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="confirmation")
        assert _buttons(app.screen) == ["Keep it (n)", "Change decision (y)"]  # way out left, action right
        await pilot.press("escape")  # nothing changes
        await wait_for(pilot, lambda: app.screen is screen, what="back")
        assert screen.decided and "c" in screen.active_bindings
        await pilot.press("c")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="confirmation")
        await pilot.press("y")
        await wait_for(pilot, lambda: app.screen is screen and "a" in screen.active_bindings, what="reopened")
        assert "c" not in screen.active_bindings
        await pilot.press("D")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="dismiss question")
        assert _buttons(app.screen) == ["Cancel (n)", "Dismiss (y)"]
        await pilot.press("y")
        decision = runs_dir / "pay-101-permission" / "decision.json"
        await wait_for(pilot, lambda: json.loads(decision.read_text())["action"] == "dismiss", what="changed")
        record = json.loads(decision.read_text())
        assert record["forced"] is True and record["replaces"]["action"] == "park"
        assert record["replaces"]["decided_by"] == "alice"
        log = [json.loads(line) for line in (runs_dir / AUDIT_LOG).read_text().splitlines()]
        assert [entry["action"] for entry in log] == ["park", "dismiss"]  # the earlier one is kept


async def test_a_change_never_overwrites_a_decision_made_meanwhile(runs_dir):
    write_decision(runs_dir, Decision("pay-101-permission", "park", "", False, "claude-code", "claude-code",
                                      {"mode": "permission_blocked"}), user="alice")
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await _open_retry(pilot, "pay-101-permission")
        await pilot.press("c")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="confirmation")
        await pilot.press("y")
        await wait_for(pilot, lambda: app.screen is screen and "P" in screen.active_bindings, what="reopened")
        write_decision(runs_dir, Decision("pay-101-permission", "approve", "x", False, "claude-code", "codex",
                                          {"mode": "permission_blocked"}), user="bob", force=True)
        await pilot.press("D")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="dismiss question")
        await pilot.press("y")
        await wait_for(pilot, lambda: screen.decided is not None and not screen.busy, what="refused")
        record = json.loads((runs_dir / "pay-101-permission" / "decision.json").read_text())
        assert record["decided_by"] == "bob" and record["action"] == "approve"


async def test_an_override_from_the_app_is_recorded_with_the_advice(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await _open_retry(pilot, "ops-7-oom-killed")
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmApprove), what="confirmation")
        assert _buttons(app.screen) == ["Cancel (n)", "Approve retry (y)"]
        assert "o" in app.screen.active_bindings  # the override is offered where it is needed
        await pilot.press("o", "y")
        decision = runs_dir / "ops-7-oom-killed" / "decision.json"
        await wait_for(pilot, decision.exists, what="decision.json")
        record = json.loads(decision.read_text())
        assert record["override"] is True and record["overridden_advice"]["rule"] == "infra_failure"
        logged = json.loads((runs_dir / AUDIT_LOG).read_text().splitlines()[-1])
        assert logged["overridden_advice"] == record["overridden_advice"]


async def test_leaving_with_edits_asks_with_the_way_out_on_the_left(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await _open_retry(pilot, "pay-101-permission")
        await pilot.press("2", "ctrl+end", *" EDIT")
        await wait_for(pilot, lambda: screen.edited, what="edited")
        await pilot.press("escape", "q")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="leave question")
        assert _buttons(app.screen) == ["Stay (c)", "Discard edits (x)", "Keep draft & leave (k)"]
        assert app.screen.focused is app.screen.query_one("#answer-stay")
        await pilot.press("q")  # q is the way out of a dialog too
        await wait_for(pilot, lambda: app.screen is screen, what="stayed")


async def test_zoom_works_on_every_pane(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        await select_run(pilot, "pay-101-permission")
        await pilot.press("enter")  # into the diagnosis pane's evidence list
        assert app.query_one(EvidenceList).has_focus
        await pilot.press("z")
        assert app.screen.maximized is app.query_one(DiagnosisPane)
        await pilot.press("z")
        assert app.screen.maximized is None
        await pilot.press("tab")  # the stream
        await pilot.press("z")
        assert app.screen.maximized is app.query_one("#stream")
        await pilot.press("escape")
        assert app.screen.maximized is None


async def test_escape_closes_the_palettes_keys_panel(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        app.action_show_help_panel()
        await wait_for(pilot, lambda: bool(app.screen.query("HelpPanel")), what="keys panel")
        await pilot.press("escape")
        await wait_for(pilot, lambda: not app.screen.query("HelpPanel"), what="keys panel closed")
        await _open_retry(pilot, "pay-101-permission")
        app.action_show_help_panel()
        await wait_for(pilot, lambda: bool(app.screen.query("HelpPanel")), what="keys panel")
        await pilot.press("escape")
        await wait_for(pilot, lambda: not app.screen.query("HelpPanel"), what="keys panel closed")
        assert isinstance(app.screen, RetryScreen)  # esc closed the panel, not the screen


async def test_the_override_key_is_not_offered_when_the_retry_is_advised(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await _open_retry(pilot, "pay-101-permission")
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmApprove), what="confirmation")
        assert "o" not in app.screen.active_bindings and "y" in app.screen.active_bindings
