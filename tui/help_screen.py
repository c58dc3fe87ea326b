"""``?``: every key, grouped by where it works, generated from the real bindings."""

from __future__ import annotations

import textwrap

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

INTRO = (
    "retriage watches RUNS_DIR: failed and live agent runs appear in the table as they happen. "
    "Pick a run to see why it failed and the evidence in its event stream; press p to preview, "
    "edit and approve a retry prompt (or park / dismiss the run)."
)

#: the one key grammar, said once
GRAMMAR = [
    ("q / esc", "Close what is on top: a dialog, help, the filter menu, the retry screen "
                "(esc also leaves the editor, the filter box, a zoomed pane, the palette's Keys panel)"),
    ("q", "On the main screen, with nothing on top: quit"),
    ("ctrl+q / Q", "Quit (asks first if an edited prompt was not sent): ctrl+q from anywhere, Q wherever "
                   "you are not typing and no dialog is open"),
    ("dialogs", "The way out (cancel, keep, stay) is the left button and has the focus; "
                "the action is on the right"),
    ("footer", "Shows only the keys that do something here: the table's keys while the table has "
               "the focus, p on a failed run, o when the order is stale, approve/park/dismiss "
               "only on an undecided run, c (change decision) only on a decided one"),
]

#: the triage queue and what the Decision column says
QUEUE = [
    ("▲queue", "Default order: undecided failed runs whose retry is advised, then live runs, then "
               "undecided runs the advice would park, then decided runs; newest first in each group"),
    ("order stale: o", "A run changed while you read: its row stays put until you press o or move"),
    ("▲ / ▼", "On the sorted column's header: natural order / reversed (S)"),
]
LEGEND = [
    ("✔ approved", "A retry was approved"),
    ("‖ parked", "Kept for later, no retry"),
    ("✘ dismissed", "Acknowledged and closed"),
    ("✎ draft", "Not decided; an edited prompt is saved as a draft"),
    ("• to decide", "Failed, not decided yet; the Advice column says retry, retry on <engine> or park"),
]

#: keys handled by Textual widgets themselves (not in any BINDINGS we own)
EXTRA = {
    "Everywhere": [("ctrl+p", "Command palette (every action by name)"), ("mouse", "Click rows, evidence, "
                   "stream lines (double-click: line detail), headers to sort; wheel scrolls")],
    "Retry editor (text area)": [("ctrl+z / ctrl+y", "Undo / redo"),
                                 ("ctrl+a / home, end", "Line start / end (ctrl+e opens $EDITOR here)"),
                                 ("ctrl+home / ctrl+end", "Start / end of the prompt"),
                                 ("escape", "Leave the editor")],
}


def _key_name(binding: Binding) -> str:
    if binding.key_display:
        return binding.key_display
    names = []
    for key in binding.key.split(","):
        key = key.strip()
        names.append({"question_mark": "?", "slash": "/", "space": "space", "pageup": "pgup",
                      "pagedown": "pgdn"}.get(key, key))
    return " ".join(names)


def _groups() -> list[tuple[str, list[tuple[str, str]]]]:
    from retriage.tui.app import RetriageApp
    from retriage.tui.diagnosis_pane import EvidenceList
    from retriage.tui.filter_menu import FilterMenu
    from retriage.tui.retry_screen import ConfirmApprove, RetryScreen
    from retriage.tui.runs_table import RunsTable
    from retriage.tui.stream_view import StreamView

    groups: list[tuple[str, list[tuple[str, str]]]] = [
        ("Key grammar", GRAMMAR), ("Triage queue", QUEUE), ("Decision column", LEGEND)]
    sources = [
        ("Main screen", RetriageApp.BINDINGS),
        ("Runs table", RunsTable.BINDINGS),
        ("Evidence list", [*EvidenceList.BINDINGS, Binding("enter", "", "Jump the stream to this evidence")]),
        ("Stream", StreamView.BINDINGS),
        ("Retry screen", RetryScreen.BINDINGS),
        ("Approve confirmation", ConfirmApprove.BINDINGS),
        ("Filter menu (f)", FilterMenu.BINDINGS),
    ]
    for title, bindings in sources:
        rows = []
        for binding in bindings:
            row = (_key_name(binding), binding.description) if isinstance(binding, Binding) else None
            if row and row[1] and row not in rows:  # a key bound twice (shown in one pane only) is listed once
                rows.append(row)
        groups.append((title, rows))
    for title, rows in EXTRA.items():
        groups.append((title, rows))
    return groups


def help_text() -> Text:
    out = Text()
    out.append(INTRO + "\n", "italic")
    for title, rows in _groups():
        out.append(f"\n{title}\n", "bold underline")
        for key, description in rows:
            out.append(f"  {key:<18}", "bold cyan")
            if len(key) > 18:
                out.append("\n" + " " * 20)
            # a hanging indent: long descriptions stay in their column
            out.append(("\n" + " " * 20).join(textwrap.wrap(description, 64)) + "\n")
    out.append("\nNO_COLOR=1 turns colours off. Drafts of edited prompts are kept in "
               "$XDG_STATE_HOME/retriage/drafts.\n", "dim")
    return out


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,q,question_mark,f1", "dismiss", "Close help")]
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll {
        width: 90; max-width: 95%; height: 90%;
        border: round $accent; background: $surface; padding: 0 1;
    }
    """

    def compose(self) -> ComposeResult:
        with VerticalScroll() as scroll:
            scroll.border_title = "keys · esc to close"
            yield Static(help_text(), markup=False)

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()
