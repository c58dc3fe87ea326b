"""Stories 5 and 6: preview, edit, $EDITOR, diff, reset, engine, approve / park / dismiss, drafts."""

from __future__ import annotations

import pytest
import contextlib
import os
import json

from textual.widgets import Select, Static, TextArea

from retriage.core.decisions import Decision, write_decision
from retriage.core.retry import PRESCRIPTION_BEGIN
from tests.tui.conftest import loaded, make_app, open_retry as _open_retry, select_run, wait_for
from retriage.tui import retry_screen
from retriage.tui.drafts import DraftStore
from retriage.tui.retry_screen import Choice, ConfirmApprove, Notice, RetryScreen
from retriage.tui.runs_table import RunsTable

pytestmark = pytest.mark.anyio


def _decision(runs_dir, run_id):
    path = runs_dir / run_id / "decision.json"
    return json.loads(path.read_text()) if path.exists() else None


async def test_preview_separates_original_and_prescription(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await _open_retry(pilot, "pay-101-permission")
        preview = screen.query_one("#preview-text", Static).render()
        plain = str(preview)
        assert "ORIGINAL TASK PROMPT" in plain and "PRESCRIPTION ADDED BY RETRIAGE" in plain
        assert plain.index("PAY-101") < plain.index(PRESCRIPTION_BEGIN)
        styles = {str(span.style) for span in preview.spans}
        assert any("yellow" in s for s in styles)  # the prescription is coloured differently
        select = screen.query_one("#engine", Select)
        assert select.value == "claude-code"
        assert {value for _label, value in select._options} >= {"claude-code", "codex", "aider"}


async def test_approve_writes_the_decision(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await _open_retry(pilot, "pay-101-permission")
        generated = screen.generated
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmApprove), what="confirmation")
        shown = str(app.screen.query_one("#confirm-head", Static).render())
        assert "claude-code" in shown
        await pilot.press("y")
        await wait_for(pilot, lambda: _decision(runs_dir, "pay-101-permission") is not None, what="decision.json")
        record = _decision(runs_dir, "pay-101-permission")
        assert record["action"] == "approve"
        assert record["prompt"] == generated
        assert record["prompt_edited"] is False
        assert record["engine_to"] == "claude-code"
        assert record["decided_by"] == "tester"
        assert record["diagnosis"]["mode"] == "permission_blocked"
        await wait_for(pilot, lambda: not isinstance(app.screen, RetryScreen), what="back on the main screen")
        await wait_for(pilot, lambda: app.rows["pay-101-permission"].decision == "approve", what="table updated")
        audit = (runs_dir / "decisions.log.ndjson").read_text().splitlines()
        assert len(audit) == 1


async def test_edit_switch_engine_then_approve(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await _open_retry(pilot, "pay-101-permission")
        await pilot.press("2")
        editor = screen.query_one("#editor", TextArea)
        assert editor.has_focus
        await pilot.press("ctrl+end", "enter", *"Use the fake runner.")
        await wait_for(pilot, lambda: screen.edited, what="edited")
        await pilot.press("escape", "3")
        diff = str(screen.query_one("#diff-text", Static).render())
        assert "+Use the fake runner." in diff
        screen.query_one("#engine", Select).value = "codex"
        await pilot.pause()
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmApprove), what="confirmation")
        head = str(app.screen.query_one("#confirm-head", Static).render())
        assert "codex" in head and "switching from claude-code" in head and "edited by you" in head
        await pilot.press("y")
        await wait_for(pilot, lambda: _decision(runs_dir, "pay-101-permission") is not None, what="decision.json")
        record = _decision(runs_dir, "pay-101-permission")
        assert "Use the fake runner." in record["prompt"]
        assert record["prompt_edited"] is True and record["engine_to"] == "codex" and record["engine_switched"]


async def test_reset_and_external_editor(runs_dir, monkeypatch):
    def fake_editor(path: str) -> int:
        with open(path, "a", encoding="utf-8") as handle:
            handle.write("\nAdded in my editor.\n")
        return 0

    monkeypatch.setattr(retry_screen, "run_editor", fake_editor)
    app = make_app(runs_dir)
    monkeypatch.setattr(type(app), "suspend", lambda self: contextlib.nullcontext())
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await _open_retry(pilot, "pay-101-permission")
        await pilot.press("ctrl+e")
        await wait_for(pilot, lambda: "Added in my editor." in screen.prompt, what="editor result")
        assert "Added in my editor." in screen.query_one("#editor", TextArea).text
        # ctrl+r asks first: "n" (or esc) keeps the edits, "y" resets
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="reset confirmation")
        await pilot.press("n")
        await wait_for(pilot, lambda: app.screen is screen, what="back on the retry screen")
        assert "Added in my editor." in screen.prompt and screen.edited
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="reset confirmation")
        await pilot.press("y")
        await wait_for(pilot, lambda: screen.prompt == screen.generated, what="reset")
        assert not screen.edited


async def test_decided_first_by_someone_else_overwrites_nothing(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await _open_retry(pilot, "pay-101-permission")
        # someone else decides while we look at the prompt
        write_decision(runs_dir, Decision("pay-101-permission", "park", "", False, "claude-code", "claude-code",
                                          {"mode": "permission_blocked"}), user="alice")
        before = (runs_dir / "pay-101-permission" / "decision.json").read_bytes()
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmApprove), what="confirmation")
        await pilot.press("y")
        await wait_for(pilot, lambda: isinstance(app.screen, Notice), what="refusal notice")
        notice = str(app.screen.query_one(Static).render())
        assert "alice" in notice and "park" in notice and "Nothing was overwritten" in notice
        assert (runs_dir / "pay-101-permission" / "decision.json").read_bytes() == before
        await pilot.press("escape")
        assert screen.decided and screen.decided["decided_by"] == "alice"
        assert not screen.check_action("approve", ())


async def test_infra_failure_needs_an_explicit_override(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await _open_retry(pilot, "ops-7-oom-killed")
        status = str(screen.query_one("#retry-status", Static).render())
        assert "park by default" in status
        assert "suggested: park" in str(screen.query_one("#retry-head", Static).render())
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmApprove), what="confirmation")
        confirm = app.screen
        await pilot.press("y")  # refused without the override
        await pilot.pause()
        assert app.screen is confirm and _decision(runs_dir, "ops-7-oom-killed") is None
        await pilot.press("o", "y")
        await wait_for(pilot, lambda: _decision(runs_dir, "ops-7-oom-killed") is not None, what="decision.json")
        assert _decision(runs_dir, "ops-7-oom-killed")["action"] == "approve"


async def test_park_and_dismiss(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await _open_retry(pilot, "ops-7-oom-killed")
        await pilot.press("P")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="park question")
        await pilot.press("y")
        await wait_for(pilot, lambda: _decision(runs_dir, "ops-7-oom-killed") is not None, what="parked")
        assert _decision(runs_dir, "ops-7-oom-killed")["action"] == "park"
        await wait_for(pilot, lambda: not isinstance(app.screen, RetryScreen), what="main screen")
        await _open_retry(pilot, "evil-9-markup")
        await pilot.press("D")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="dismiss question")
        await pilot.press("n")  # cancelled: nothing written
        await pilot.pause()
        assert _decision(runs_dir, "evil-9-markup") is None
        await pilot.press("D", "y")
        await wait_for(pilot, lambda: _decision(runs_dir, "evil-9-markup") is not None, what="dismissed")
        assert _decision(runs_dir, "evil-9-markup")["action"] == "dismiss"


async def test_unsaved_edit_asks_before_leaving_and_survives_as_a_draft(runs_dir, tmp_path):
    app = make_app(runs_dir)
    store = DraftStore(runs_dir, base=tmp_path / "state" / "drafts")
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await _open_retry(pilot, "pay-101-permission")
        await pilot.press("2", "ctrl+end", *" DRAFT-MARK")
        # the draft is saved as the text changes: wait for the save that holds the whole mark
        await wait_for(pilot, lambda: "DRAFT-MARK" in getattr(store.load("pay-101-permission"), "prompt", ""),
                       what="draft saved")
        assert store.load("pay-101-permission").prompt.rstrip().endswith("DRAFT-MARK")  # ctrl+end: typed at the end
        assert not any(p.name.startswith(".draft") for p in (runs_dir / "pay-101-permission").iterdir())
        await pilot.press("escape", "escape")  # leave the editor, then the screen
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="leave question")
        await pilot.press("c")  # stay
        await wait_for(pilot, lambda: app.screen is screen, what="stayed")
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="leave question")
        await pilot.press("k")  # keep the draft and leave
        await wait_for(pilot, lambda: not isinstance(app.screen, (RetryScreen, Choice)), what="left")
        table = app.query_one(RunsTable)
        await wait_for(pilot, lambda: "pay-101-permission" in app.draft_ids, what="draft marked")
        assert table.get_cell("pay-101-permission", "decision").plain == "✎ draft"
        # reopening restores the draft
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(app.screen, RetryScreen), what="retry again")
        assert "DRAFT-MARK" in app.screen.prompt


async def test_quitting_with_unsaved_edits_asks(runs_dir):
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await _open_retry(pilot, "pay-101-permission")
        await pilot.press("2", *"x", "escape")
        await pilot.press("ctrl+q")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="quit question")
        await pilot.press("c")
        await wait_for(pilot, lambda: isinstance(app.screen, RetryScreen), what="still running")
        assert app.is_running
        await pilot.press("ctrl+q", "k")
        await wait_for(pilot, lambda: not app.is_running, what="quit")


def test_drafts_are_atomic_and_scoped(tmp_path):
    runs = tmp_path / "runs"
    runs.mkdir()
    store = DraftStore(runs, base=tmp_path / "drafts")
    store.save("r-1", "prompt", "codex", "gen")
    assert store.load("r-1").prompt == "prompt"
    assert store.run_ids() == {"r-1"}
    assert [p.name for p in (tmp_path / "drafts").iterdir() if p.name.startswith(".")] == []
    other = DraftStore(tmp_path, base=tmp_path / "drafts")
    assert other.load("r-1") is None and other.run_ids() == set()
    store.delete("r-1")
    assert store.load("r-1") is None


async def test_not_advised_needs_the_override_like_the_cli(runs_dir):
    """Same rule as `retriage decide approve`: --override whenever retrying is not advised."""
    taskrun_path = runs_dir / "pay-101-permission" / "taskrun.json"
    taskrun = json.loads(taskrun_path.read_text())
    taskrun["diagnosis_history"] = [{"mode": "permission_blocked", "at": "2026-11-20T09:00:00Z"}]
    taskrun_path.write_text(json.dumps(taskrun))
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await _open_retry(pilot, "pay-101-permission")
        assert screen.report.diagnosis.mode == "permission_blocked"
        assert not screen.report.advice.advised
        assert "approve needs an override" in str(screen.query_one("#retry-status", Static).render())
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmApprove), what="confirmation")
        confirm = app.screen
        head = str(confirm.query_one("#confirm-head", Static).render())
        assert "advises against retrying" in head and "already diagnosed" in head  # the advice's reason
        assert "override (o)" in head
        await pilot.press("y")  # refused without the override
        await pilot.pause()
        assert app.screen is confirm and _decision(runs_dir, "pay-101-permission") is None
        await pilot.press("o", "y")
        await wait_for(pilot, lambda: _decision(runs_dir, "pay-101-permission") is not None, what="decision.json")
        assert _decision(runs_dir, "pay-101-permission")["action"] == "approve"


def test_a_save_requested_before_a_delete_never_resurrects_the_draft(tmp_path, monkeypatch):
    from retriage.tui import drafts as drafts_module

    runs = tmp_path / "runs"
    runs.mkdir()
    base = tmp_path / "drafts"
    store = DraftStore(runs, base=base)
    store.save("r-1", "first", "codex", "gen")
    # a save is requested (UI thread), then discard deletes before the worker writes it
    requested = store.next_generation("r-1")
    store.delete("r-1")
    assert store.save("r-1", "stale", "codex", "gen", generation=requested) is None
    assert store.load("r-1") is None and not store.path_for("r-1").exists()
    # an older save landing after a newer one does not overwrite it
    older, newer = store.next_generation("r-1"), store.next_generation("r-1")
    assert store.save("r-1", "newer", "codex", "gen", generation=newer) is not None
    assert store.save("r-1", "older", "codex", "gen", generation=older) is None
    assert store.load("r-1").prompt == "newer"
    # a drop requested before that newer save does not delete it
    assert store.delete("r-1", generation=older) is False
    assert store.load("r-1").prompt == "newer"
    # the delete lands while the save is between writing its temporary file and renaming it
    requested = store.next_generation("r-1")
    real_fsync = os.fsync

    def fsync_then_delete(fd):
        real_fsync(fd)
        store.delete("r-1")

    monkeypatch.setattr(drafts_module.os, "fsync", fsync_then_delete)
    assert store.save("r-1", "racing", "codex", "gen", generation=requested) is None
    monkeypatch.setattr(drafts_module.os, "fsync", real_fsync)
    assert store.load("r-1") is None
    assert list(base.iterdir()) == []  # no temporary file left behind


async def test_discard_wins_over_a_draft_save_still_in_flight(runs_dir):
    import threading

    app = make_app(runs_dir)
    store = app.drafts
    real_save = store.save
    gate = threading.Event()
    calls = {"started": 0, "done": 0}

    def slow_save(*args, **kwargs):  # the worker's save lands only after the discard
        calls["started"] += 1
        try:
            gate.wait(30)
            return real_save(*args, **kwargs)
        finally:
            calls["done"] += 1

    store.save = slow_save
    async with app.run_test(size=(120, 36)) as pilot:
        await _open_retry(pilot, "pay-101-permission")
        await pilot.press("2", "ctrl+end", *" DISCARD-ME", "escape", "escape")
        await wait_for(pilot, lambda: isinstance(app.screen, Choice), what="leave question")
        await wait_for(pilot, lambda: calls["started"] >= 1, what="a draft save in flight")
        await pilot.press("x")  # discard: deletes the draft now, on the UI thread
        await wait_for(pilot, lambda: not isinstance(app.screen, (RetryScreen, Choice)), what="left")
        gate.set()
        await wait_for(pilot, lambda: calls["done"] == calls["started"], what="the late saves landed")
        await pilot.pause()
        assert store.load("pay-101-permission") is None
        assert not store.path_for("pay-101-permission").exists()
        assert "pay-101-permission" not in app.draft_ids
