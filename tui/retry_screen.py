"""Retry: preview, edit and decide the retry of one failed run.

The generated prompt is the original task prompt followed by the delimited
prescription (core.retry); the preview shows the two parts distinctly. Edits
are saved as a draft in the user's state directory after every change, so a
crash loses nothing; leaving or quitting with edits asks first. Decisions go
through core.decisions.write_decision (atomic, exclusive): if someone decided
first, the screen says who and when and nothing is overwritten.
"""

from __future__ import annotations

import difflib
import io
import os
import shlex
import subprocess
import tempfile
from typing import Callable

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult, SuspendNotSupported
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Checkbox, Footer, Label, Select, Static, TabbedContent, TabPane, TextArea
from textual.widgets.text_area import Edit, EditResult

from retriage.core.actions import DecisionContext
from retriage.core.config import Config
from retriage.core.decisions import (Decision, DecisionError, DecisionExists, describe, diagnosis_summary, overridden,
                                     write_decision)
from retriage.core.sources.decide import record_decision
from retriage.core.report import RunReport
from retriage.core.retry import split_prompt
from retriage.core.sanitize import editable_text, inert_text
from retriage.tui.drafts import Draft, DraftStore
from retriage.tui.model import MODE_COLOURS, NO_CLEAR_CAUSE, shows_confidence
from retriage.tui.stream_index import inert

DRAFT_DELAY = 0.4


_WRAP_CONSOLE = Console(file=io.StringIO(), width=4000, color_system=None)


def _wrapped(line: str, width: int | None) -> list[str]:
    """``line`` cut at word boundaries to ``width`` cells (None: not cut)."""
    if not width or width < 8 or cell_len(line) <= width:
        return [line]
    return [piece.plain.rstrip() or " " for piece in Text(line).wrap(_WRAP_CONSOLE, width)] or [line]


def multiline(value: str, style: str = "", prefix: str = "", prefix_style: str = "", width: int | None = None) -> Text:
    """Several lines of untrusted text, each made inert, as one Text.

    With ``width``, long lines are wrapped here, so every wrapped piece keeps
    the ``prefix`` gutter (left to the widget, a wrapped line lost it).
    """
    out = Text()
    room = width - cell_len(prefix) if width else None
    for line in value.split("\n"):
        for piece in _wrapped(inert(line, 4000), room):
            if prefix:
                out.append(prefix, prefix_style)
            out.append(piece, style)
            out.append("\n")
    return out


def preview_text(prompt: str, width: int | None = None) -> Text:
    """The original prompt plainly, the prescription marked with a bar and colour (wrapped to ``width``)."""
    original, prescription = split_prompt(prompt)
    out = Text()
    out.append("ORIGINAL TASK PROMPT\n", "bold dim")
    out.append_text(multiline(original, prefix="│ ", prefix_style="dim", width=width))
    if prescription:
        out.append("\nPRESCRIPTION ADDED BY RETRIAGE\n", "bold yellow")
        out.append_text(multiline(prescription.rstrip("\n"), "yellow", prefix="┃ ", prefix_style="bold yellow",
                                  width=width))
    else:
        out.append("\n(no retriage prescription block in this prompt)\n", "italic dim")
    return out


class PromptPreview(Static):
    """The prompt preview, re-wrapped to its own width so every wrapped line keeps its gutter bar."""

    def __init__(self, prompt: str, **kwargs) -> None:
        super().__init__(preview_text(prompt), markup=False, **kwargs)
        self.prompt = prompt
        self._wrapped_at: int | None = None

    def show_prompt(self, prompt: str) -> None:
        self.prompt = prompt
        self._wrapped_at = None
        self._rewrap()

    def on_resize(self) -> None:
        self._rewrap()

    def _rewrap(self) -> None:
        width = self.content_region.width or self.size.width
        if width and width != self._wrapped_at:
            self._wrapped_at = width
            self.update(preview_text(self.prompt, width))


def diff_text(generated: str, edited: str) -> Text:
    out = Text()
    if generated == edited:
        out.append("No changes: the prompt is the generated one.\n", "dim")
        return out
    for line in difflib.unified_diff(generated.splitlines(), edited.splitlines(), "generated", "edited",
                                     lineterm="", n=2):
        style = ""
        if line.startswith("+++") or line.startswith("---"):
            style = "bold"
        elif line.startswith("@@"):
            style = "cyan"
        elif line.startswith("+"):
            style = "green"
        elif line.startswith("-"):
            style = "red"
        out.append(inert(line, 4000) + "\n", style)
    return out


def run_editor(path: str) -> int:
    """Run $VISUAL / $EDITOR (default vi) on ``path``; tests replace this."""
    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
    return subprocess.call([*shlex.split(editor), path])


class PromptEditor(TextArea):
    """The prompt editor. A TextArea draws its text as it is, so control characters
    (an ESC starting a title or clipboard sequence) are replaced before any text gets in,
    whether loaded, typed or pasted. ctrl+home / ctrl+end go to the start / end of the
    prompt, as in every editor (the corrective note is usually added at the end)."""

    BINDINGS = [
        Binding("ctrl+home", "document_start", "Start of prompt", show=False),
        Binding("ctrl+end", "document_end", "End of prompt", show=False),
    ]

    def action_document_start(self) -> None:
        self.move_cursor((0, 0))

    def action_document_end(self) -> None:
        self.move_cursor(self.document.end)

    def edit(self, edit: Edit) -> EditResult:
        edit.text = editable_text(edit.text)
        return super().edit(edit)

    def load_text(self, text: str) -> None:
        super().load_text(editable_text(text))


class ConfirmApprove(ModalScreen[bool]):
    """Shows exactly what will be approved: the engine and the whole prompt."""

    BINDINGS = [
        Binding("y", "approve", "Approve"),
        Binding("o", "override", "Toggle override (not advised)"),
        Binding("n,escape,q", "cancel", "Cancel"),
    ]
    DEFAULT_CSS = """
    ConfirmApprove { align: center middle; }
    ConfirmApprove > Vertical {
        width: 100; max-width: 95%; height: 90%; border: thick $success; background: $surface; padding: 0 1;
    }
    ConfirmApprove #confirm-head { height: auto; }
    ConfirmApprove #confirm-prompt { height: 1fr; border: round $panel-lighten-2; }
    ConfirmApprove #confirm-buttons { height: 3; align-horizontal: right; }
    ConfirmApprove Checkbox { height: 3; }
    ConfirmApprove Button { margin-left: 2; }
    """

    def __init__(self, report: RunReport, prompt: str, engine: str, edited: bool) -> None:
        super().__init__()
        self.report = report
        self.prompt = prompt
        self.engine = engine
        self.edited = edited
        # the same rule as `retriage decide approve`: --override whenever retrying is not advised
        self.needs_override = not report.advice.advised

    def compose(self) -> ComposeResult:
        advice = self.report.advice
        head = Text()
        head.append("Approve retry of ", "bold")
        head.append(inert_text(self.report.run_id, 80), "bold")
        head.append("\nengine ")
        head.append(inert_text(self.engine, 40), "bold magenta" if self.engine != self.engine_from else "bold")
        if self.engine != self.engine_from:
            head.append(f"  (switching from {inert_text(self.engine_from, 40)})", "magenta")
        head.append("\nprompt ")
        head.append("edited by you" if self.edited else "as generated", "bold cyan" if self.edited else "")
        if self.needs_override:
            head.append("\n\n⚠ retriage advises against retrying: ", "bold yellow")
            head.append(inert_text(advice.reason, 300), "yellow")
            if self.report.diagnosis.mode == "infra_failure":
                head.append("\n⚠ infra_failure: a retry cannot succeed until the environment is fixed.", "bold red")
            head.append("\nTick the override (o) to approve anyway.", "bold red")
        with Vertical():
            yield Static(head, id="confirm-head", markup=False)
            with VerticalScroll(id="confirm-prompt"):
                yield PromptPreview(self.prompt)
            if self.needs_override:
                yield Checkbox("Override: approve although retrying is not advised", id="override")
            with Horizontal(id="confirm-buttons"):
                yield Button("Cancel (n)", id="cancel")
                yield Button("Approve retry (y)", id="approve", variant="success", disabled=self.needs_override)

    @property
    def engine_from(self) -> str:
        return self.report.files.taskrun.engine_now or self.engine

    def on_mount(self) -> None:
        self.query_one("#confirm-prompt").border_title = "prompt to send"
        self.query_one("#cancel" if self.needs_override else "#approve", Button).focus()

    @on(Checkbox.Changed, "#override")
    def _override_changed(self, event: Checkbox.Changed) -> None:
        self.query_one("#approve", Button).disabled = not event.value

    @on(Button.Pressed, "#approve")
    def _approve_pressed(self) -> None:
        self.action_approve()

    @on(Button.Pressed, "#cancel")
    def _cancel_pressed(self) -> None:
        self.dismiss(False)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "override" and not self.needs_override:
            return False  # nothing to override: the key is not offered
        return True

    def action_override(self) -> None:
        if self.needs_override:
            box = self.query_one("#override", Checkbox)
            box.value = not box.value

    def action_approve(self) -> None:
        if self.needs_override and not self.query_one("#override", Checkbox).value:
            self.notify("retrying is not advised: tick the override (o) first", severity="warning", markup=False)
            return
        self.dismiss(True)

    def action_cancel(self) -> None:
        self.dismiss(False)


class Choice(ModalScreen[str]):
    """A small question with one key per answer.

    Every dialog orders its buttons the same way: the way out (cancel, stay) on the
    left, the action on the right, the right-most being the main one; esc, q and the
    cancel answer's own key all take the way out. The way out has the focus, so an
    enter pressed out of habit changes nothing.
    """

    DEFAULT_CSS = """
    Choice { align: center middle; }
    Choice > Vertical { width: 70; max-width: 95%; height: auto; border: thick $warning; background: $surface;
                        padding: 1 2; }
    Choice #choice-buttons { height: 3; margin-top: 1; align-horizontal: right; }
    Choice Button { margin-left: 2; }
    """

    def __init__(self, message: Text | str, answers: list[tuple[str, str, str]], cancel: str) -> None:
        """``answers``: (key, value, label), the main action last; ``cancel`` is returned by escape or q."""
        super().__init__()
        self.message = message if isinstance(message, Text) else Text(message)
        self.cancel = cancel
        # the way out first (left), the rest in the given order, the main action last (right)
        self.answers = sorted(answers, key=lambda answer: answer[1] != cancel)
        for key, value, label in self.answers:
            self._bindings.bind(key, f"answer('{value}')", label)
        self._bindings.bind("escape,q", f"answer('{cancel}')", "Cancel")

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.message, markup=False)
            with Horizontal(id="choice-buttons"):
                last = len(self.answers) - 1
                for index, (key, value, label) in enumerate(self.answers):
                    variant = "primary" if index == last and value != self.cancel else "default"
                    yield Button(f"{label} ({key})", id=f"answer-{value}", variant=variant)

    def on_mount(self) -> None:
        self.query_one(f"#answer-{self.cancel}", Button).focus()

    def action_answer(self, value: str) -> None:
        self.dismiss(value)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id and event.button.id.startswith("answer-"):
            self.dismiss(event.button.id.removeprefix("answer-"))


class Notice(ModalScreen[None]):
    BINDINGS = [Binding("escape,enter,q", "dismiss", "Close")]
    DEFAULT_CSS = """
    Notice { align: center middle; }
    Notice > Static { width: 76; max-width: 95%; height: auto; border: thick $error; background: $surface;
                      padding: 1 2; }
    """

    def __init__(self, message: Text) -> None:
        super().__init__()
        self.message = message

    def compose(self) -> ComposeResult:
        yield Static(self.message, markup=False)


class RetryScreen(Screen[str | None]):
    BINDING_GROUP_TITLE = "Retry"
    BINDINGS = [
        Binding("a", "approve", "Approve"),
        Binding("P", "park", "Park"),
        Binding("D", "dismiss_run", "Dismiss"),
        Binding("i", "edit", "Edit"),
        # the tabs name their keys ("Diff (3)"): the footer keeps its room for the decision keys at 80 columns
        Binding("1", "tab('preview')", "Preview", show=False),
        Binding("2", "tab('edit')", "Edit", show=False),
        Binding("3", "tab('diff')", "Diff", show=False),
        Binding("c", "change_decision", "Change decision"),
        Binding("ctrl+e", "external_editor", "$EDITOR", priority=True),
        Binding("ctrl+r", "reset", "Reset", priority=True),
        Binding("escape,q", "back", "Close", key_display="q"),
    ]

    DEFAULT_CSS = """
    RetryScreen { layout: vertical; }
    RetryScreen #retry-head { height: auto; max-height: 6; padding: 0 1; background: $panel; }
    RetryScreen #engine-row { height: 3; padding: 0 1; }
    RetryScreen #engine-row Label { padding: 1 1 0 0; }
    RetryScreen #engine { width: 28; }
    RetryScreen #engine-note { padding: 1 0 0 2; width: 1fr; height: 3; text-wrap: nowrap; text-overflow: ellipsis; }
    RetryScreen TabbedContent { height: 1fr; }
    RetryScreen TabPane { padding: 0; }
    RetryScreen #editor { height: 1fr; }
    RetryScreen #retry-status { height: 1; padding: 0 1; background: $boost; }
    """

    def __init__(self, report: RunReport, config: Config, runs_dir, drafts: DraftStore,
                 restored: Draft | None = None) -> None:
        """``restored``: the run's saved draft, read by the caller off the UI thread (DraftStore.load)."""
        super().__init__()
        self.report = report
        self.config = config
        self.runs_dir = runs_dir
        self.drafts = drafts
        # what is approved is what was shown: the prompt without control characters (see PromptEditor)
        self.generated = editable_text(report.retry_prompt)
        self.engine_from = report.files.taskrun.engine_now or config.default_engine
        self.engines = list(dict.fromkeys([*config.engines, report.advice.engine, self.engine_from]))
        self.decided = report.files.decision
        self.restored = restored if restored is not None and restored.run_id == report.run_id else None
        self.initial_prompt = editable_text(self.restored.prompt) if self.restored else self.generated
        initial_engine = self.restored.engine if self.restored and self.restored.engine in self.engines else ""
        self.initial_engine = initial_engine or report.advice.engine or self.engine_from
        self.prompt = self.initial_prompt
        self._draft_timer = None
        self.busy = False
        #: the decision being changed (after "change decision"), written over with force
        self.replacing: dict | None = None

    # -- layout ------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(self._head(), id="retry-head", markup=False)
        with Horizontal(id="engine-row"):
            yield Label("engine")
            yield Select([(Text(inert_text(e, 40)), e) for e in self.engines], value=self.initial_engine,
                         allow_blank=False, id="engine")
            yield Static(self._engine_note(self.initial_engine), id="engine-note", markup=False)
        with TabbedContent(initial="preview"):
            with TabPane("Preview (1)", id="preview"):
                with VerticalScroll(id="preview-scroll"):
                    yield PromptPreview(self.prompt, id="preview-text")
            with TabPane("Edit (2)", id="edit"):
                yield PromptEditor(self.prompt, id="editor", soft_wrap=True, show_line_numbers=False,
                                   tab_behavior="focus")
            with TabPane("Diff (3)", id="diff"):
                with VerticalScroll(id="diff-scroll"):
                    yield Static(diff_text(self.generated, self.prompt), id="diff-text", markup=False)
        yield Static(id="retry-status", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self._update_status()
        if self.restored is not None:
            note = f"restored your unsent draft (saved {self.restored.saved_at})"
            if self.restored.generated and self.restored.generated != self.generated:
                note += "; the generated prompt has changed since, see the diff (3)"
            self.notify(inert_text(note, 300), timeout=6, markup=False)
        self.query_one("#preview-scroll").focus()

    def _head(self) -> Text:
        report = self.report
        d = report.diagnosis
        head = Text(no_wrap=False)
        head.append("Retry ", "bold")
        head.append(inert_text(report.run_id, 80), "bold")
        if report.files.taskrun.ticket_id:
            head.append("  " + inert_text(report.files.taskrun.ticket_id, 40))
        head.append("   mode ", "dim")
        head.append(d.mode, f"bold {MODE_COLOURS.get(d.mode, '')}")
        head.append(f" {d.confidence:.2f}" if shows_confidence(d.mode) else f" ({NO_CLEAR_CAUSE})")
        head.append("\n")
        if report.advice.advised:
            # the same RetryAdvice as the table, the pane and the CLI: one source, one wording
            on = f" on {inert_text(report.advice.engine, 30)}" if report.advice.switch_engine else ""
            head.append(f"↻ retry advised{on}: ", "bold green")
        else:
            head.append("⏸ suggested: park: ", "bold yellow")
        head.append(inert_text(report.advice.reason, 300))
        if self.decided:
            head.append("\n✔ already decided: " + inert_text(describe(self.decided), 200) +
                        " · c to change it", "bold cyan")
            for outcome in getattr(self.app, "action_outcomes", {}).get(report.run_id, []):
                head.append("\n  ↳ " + inert_text(outcome.line, 200), "green" if outcome.ok else "bold red")
        elif self.replacing:
            head.append("\n↺ changing the decision (was " + inert_text(describe(self.replacing), 200) + ")",
                        "bold cyan")
        return head

    def _engine_note(self, engine: str) -> Text:
        advice = self.report.advice
        note = Text(no_wrap=True, overflow="ellipsis")
        if engine == advice.engine:
            note.append("suggested", "green")
            note.append(": " + inert_text(advice.engine_reason, 200), "dim")
        else:
            note.append(f"suggested {inert_text(advice.engine, 30)}", "yellow")
            note.append(": " + inert_text(advice.engine_reason, 200), "dim")
        return note

    # -- state ---------------------------------------------------------------------
    @property
    def engine(self) -> str:
        value = self.query_one("#engine", Select).value
        return value if isinstance(value, str) else self.initial_engine

    @property
    def edited(self) -> bool:
        return self.prompt != self.generated

    @property
    def dirty(self) -> bool:
        """Unsent edits: an edited prompt and no decision written yet."""
        return self.edited and not self.decided

    def _update_status(self) -> None:
        status = Text(no_wrap=True, overflow="ellipsis")
        if self.decided:
            status.append("decided: " + inert_text(describe(self.decided), 120), "cyan")
        elif self.edited:
            status.append("● edited", "bold cyan")
            status.append(" · draft saved in your state dir · ctrl+r resets to generated", "dim")
        else:
            status.append("generated prompt (not edited)", "dim")
        if self.report.diagnosis.mode == "infra_failure":
            status.append(" · infra_failure: park by default, approve needs an override", "yellow")
        elif not self.report.advice.advised:
            status.append(" · retry not advised: approve needs an override", "yellow")
        self.query_one("#retry-status", Static).update(status)

    def _set_prompt(self, prompt: str, *, update_editor: bool) -> None:
        self.prompt = prompt
        if update_editor:
            editor = self.query_one("#editor", TextArea)
            if editor.text != prompt:
                editor.load_text(prompt)
        self.query_one("#preview-text", PromptPreview).show_prompt(prompt)
        self.query_one("#diff-text", Static).update(diff_text(self.generated, prompt))
        self._update_status()
        self._schedule_draft()

    def _schedule_draft(self) -> None:
        if self._draft_timer is not None:
            self._draft_timer.stop()
        self._draft_timer = self.set_timer(DRAFT_DELAY, self.save_draft)

    def save_draft(self) -> None:
        """Save (or drop) the draft now."""
        self._draft_timer = None
        if self.decided:
            return
        run_id = self.report.run_id
        # claimed now, on the UI thread: a delete (discard, decision) requested later wins
        generation = self.drafts.next_generation(run_id)
        if self.edited or self.engine != self.initial_engine and self.engine != self.report.advice.engine:
            self._write_draft(run_id, self.prompt, self.engine, self.generated, generation)
        else:
            self._drop_draft(run_id, generation)

    @work(thread=True, exclusive=True, group="draft", exit_on_error=False)
    def _write_draft(self, run_id: str, prompt: str, engine: str, generated: str, generation: int) -> None:
        try:
            self.drafts.save(run_id, prompt, engine, generated, generation=generation)
        except OSError as exc:
            self.app.call_from_thread(self.notify, inert_text(f"could not save the draft: {exc}", 300),
                                      severity="error", markup=False)

    @work(thread=True, exclusive=True, group="draft", exit_on_error=False)
    def _drop_draft(self, run_id: str, generation: int) -> None:
        self.drafts.delete(run_id, generation=generation)

    # -- events ----------------------------------------------------------------------
    @on(TextArea.Changed, "#editor")
    def _editor_changed(self, event: TextArea.Changed) -> None:
        if event.text_area.text != self.prompt:
            self._set_prompt(event.text_area.text, update_editor=False)

    @on(Select.Changed, "#engine")
    def _engine_changed(self, event: Select.Changed) -> None:
        if isinstance(event.value, str):
            self.query_one("#engine-note", Static).update(self._engine_note(event.value))
            self._schedule_draft()

    @on(TabbedContent.TabActivated)
    def _tab_activated(self, event: TabbedContent.TabActivated) -> None:
        if event.pane.id == "edit":
            self.query_one("#editor", TextArea).focus()

    # -- actions ------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Only keys that do something are in the footer: a decided run offers "change decision"
        instead of approve / park / dismiss / edit; while a decision is being written they show disabled."""
        if action in ("approve", "park", "dismiss_run", "reset", "edit", "external_editor"):
            if self.decided:
                return False
            if self.busy and action in ("approve", "park", "dismiss_run"):
                return None
        if action == "tab" and self.decided and parameters and parameters[0] == "edit":
            return False
        if action == "change_decision":
            if not self.decided:
                return False
            return None if self.busy else True
        return True

    def action_tab(self, tab: str) -> None:
        self.query_one(TabbedContent).active = tab
        # set focus synchronously so keys typed right after "2" reach the editor
        if tab == "edit":
            self.set_focus(self.query_one("#editor", TextArea))
        else:
            self.set_focus(self.query_one(f"#{tab}-scroll"))

    def action_edit(self) -> None:
        self.action_tab("edit")

    def action_reset(self) -> None:
        """Back to the generated prompt; edits are work, so they are not thrown away without asking."""
        if not self.edited:
            self.notify("the prompt is already the generated one", timeout=2, markup=False)
            return

        def answered(answer: str | None) -> None:
            if answer == "reset":
                self._set_prompt(self.generated, update_editor=True)
                self.notify("prompt reset to the generated one", timeout=3, markup=False)

        message = Text("Reset the prompt to the generated one?\n\n", "bold")
        message.append("Your edits to this prompt (and its saved draft) are replaced by the generated text.")
        self.app.push_screen(Choice(message, [("n", "keep", "Keep my edits"), ("y", "reset", "Reset")],
                                    cancel="keep"), callback=answered)

    def action_change_decision(self) -> None:
        """Reopen a decided run: after a confirmation, approve / park / dismiss come back, and the new
        decision replaces decision.json (forced), the earlier one staying in decisions.log.ndjson."""
        if not self.decided:
            return
        previous = self.decided
        message = Text("Change the decision on this run?\n\n", "bold")
        message.append(inert_text(self.report.run_id, 80) + "\n", "bold")
        message.append("now: " + inert_text(describe(previous), 200) + "\n\n")
        message.append("Your new decision replaces decision.json; the current one stays in the audit log "
                       "(decisions.log.ndjson), and the new record names it under \"replaces\".")

        def answered(answer: str | None) -> None:
            if answer == "change":
                self.replacing = previous
                self.decided = None
                self.query_one("#retry-head", Static).update(self._head())
                self._update_status()
                self.refresh_bindings()
                self.notify("decision reopened: approve (a), park (P) or dismiss (D); esc leaves it as it was",
                            timeout=4, markup=False)

        self.app.push_screen(Choice(message, [("n", "keep", "Keep it"), ("y", "change", "Change decision")],
                                    cancel="keep"), callback=answered)

    def action_external_editor(self) -> None:
        with tempfile.NamedTemporaryFile("w", suffix=".md", prefix="retriage-prompt-", delete=False,
                                         encoding="utf-8") as handle:
            handle.write(self.prompt)
            path = handle.name
        try:
            try:
                with self.app.suspend():
                    code = run_editor(path)
            except SuspendNotSupported:
                self.notify("this terminal cannot hand over to $EDITOR; edit here instead (2)", severity="warning",
                            markup=False)
                return
            if code != 0:
                self.notify(f"$EDITOR exited with status {code}; prompt unchanged", severity="warning", markup=False)
                return
            with open(path, encoding="utf-8", errors="replace") as handle:
                text = handle.read()
        except OSError as exc:
            self.notify(inert_text(f"$EDITOR failed: {exc}", 300), severity="error", markup=False)
            return
        finally:
            try:
                os.unlink(path)
            except OSError:
                pass
        self._set_prompt(editable_text(text), update_editor=True)
        self.refresh()

    def action_back(self) -> None:
        if getattr(self.app, "close_keys_panel", lambda: False)():
            return
        editor = self.query_one("#editor", TextArea)
        if editor.has_focus:
            self.action_tab("preview")
            return
        self.request_leave(lambda: self.dismiss(None))

    def request_leave(self, leave: Callable[[], None], quitting: bool = False) -> None:
        """Run ``leave`` now, or after asking if there are unsent edits."""
        if not self.dirty:
            leave()
            return
        self.save_draft()
        message = Text()
        message.append("You have an edited retry prompt that was not sent.\n\n", "bold")
        message.append("Keep it as a draft (it is saved, and comes back when you open this run again), "
                       "or discard it?")

        def answered(answer: str | None) -> None:
            if answer == "keep":
                leave()
            elif answer == "discard":
                self._set_prompt(self.generated, update_editor=True)
                if self._draft_timer is not None:
                    self._draft_timer.stop()
                self.drafts.delete(self.report.run_id)  # drops the save request_leave just started
                leave()

        answers = [("c", "stay", "Stay"), ("x", "discard", "Discard edits"),
                   ("k", "keep", "Keep draft & quit" if quitting else "Keep draft & leave")]
        self.app.push_screen(Choice(message, answers, cancel="stay"), callback=answered)

    def action_approve(self) -> None:
        edited = self.edited
        self.app.push_screen(ConfirmApprove(self.report, self.prompt, self.engine, edited),
                             callback=lambda ok: self._decide("approve") if ok else None)

    def action_park(self) -> None:
        self._ask_then_decide("park", "Park this run? It stays failed and is kept for later; no retry is sent.")

    def action_dismiss_run(self) -> None:
        self._ask_then_decide("dismiss", "Dismiss this run? No retry; the failure is acknowledged and closed.")

    def _ask_then_decide(self, action: str, question: str) -> None:
        text = Text(question + "\n", "bold")
        text.append(inert_text(self.report.run_id, 80))
        self.app.push_screen(Choice(text, [("y", "yes", action.capitalize()), ("n", "no", "Cancel")], cancel="no"),
                             callback=lambda answer: self._decide(action) if answer == "yes" else None)

    def _decide(self, action: str) -> None:
        decision = Decision(
            run_id=self.report.run_id,
            action=action,
            prompt=self.prompt,
            prompt_edited=self.edited,
            engine_from=self.engine_from,
            engine_to=self.engine,
            diagnosis=diagnosis_summary(self.report.diagnosis),
            overridden_advice=overridden(self.report.advice, action),
        )
        self.busy = True
        self.refresh_bindings()
        self._write_decision(decision, self.replacing)

    @work(thread=True, exclusive=True, group="decision", exit_on_error=False)
    def _write_decision(self, decision: Decision, replacing: dict | None = None) -> None:
        try:
            force = replacing is not None
            if self.report.ref is not None:  # a session file's decision goes to the state directory
                record = record_decision(self.report.ref, decision, force=force, replacing=replacing)
            else:
                record = write_decision(self.runs_dir, decision, force=force, replacing=replacing)
        except DecisionExists as exc:
            self.app.call_from_thread(self._decision_refused, exc.existing)
            return
        except (DecisionError, OSError) as exc:
            self.app.call_from_thread(self._decision_failed, str(exc))
            return
        self.app.call_from_thread(self._decision_written, record)

    def _decision_written(self, record: dict) -> None:
        self.busy = False
        self.replacing = None
        self.decided = record
        if self._draft_timer is not None:
            self._draft_timer.stop()
        self.drafts.delete(self.report.run_id)  # drops any draft save still in flight
        action = record.get("action")
        if action == "approve":
            message = f"approved: retry on {record.get('engine_to')} written to decision.json"
        else:
            message = f"{action}: written to decision.json"
        self.app.notify(inert_text(message, 200), timeout=4, markup=False)
        run_actions = getattr(self.app, "run_decision_actions", None)
        if run_actions is not None and self.config.actions:  # after the decision is on disk, off the UI thread
            ref = self.report.ref  # a session run's decision (and its log) live in the state dir
            run_actions(DecisionContext(record, ref.path, self.report.files.taskrun.ticket_id,
                                        override=bool(record.get("override"))),
                        ref.decisions_root)
        self.dismiss(str(action))

    def action_outcome_added(self, run_id: str) -> None:
        """An action for this run finished while the screen is open: show it in the status line."""
        if run_id == self.report.run_id:
            self.query_one("#retry-head", Static).update(self._head())

    def _decision_refused(self, existing: dict) -> None:
        self.busy = False
        self.replacing = None
        self.decided = existing
        text = Text()
        text.append("Someone decided first\n\n", "bold red")
        text.append(inert_text(describe(existing), 200), "bold")
        text.append("\n\nNothing was overwritten. Your prompt is kept as a draft.", "")
        if self.edited:
            generation = self.drafts.next_generation(self.report.run_id)
            self._write_draft(self.report.run_id, self.prompt, self.engine, self.generated, generation)
        self.query_one("#retry-head", Static).update(self._head())
        self._update_status()
        self.refresh_bindings()
        self.app.push_screen(Notice(text))

    def _decision_failed(self, message: str) -> None:
        self.busy = False
        self.refresh_bindings()
        self.app.push_screen(Notice(Text("Decision not written\n\n", "bold red") + Text(inert_text(message, 300))))
