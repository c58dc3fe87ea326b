"""``f``: narrow the runs table by decision, mode or engine, one choice at a time.

A small modal list rather than more keys: the modes and engines are whatever the
runs directory holds. The active filter is always on the status bar, so a filter
can never be forgotten about.
"""

from __future__ import annotations

from dataclasses import replace

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from retriage.tui.model import MODE_LABELS, RowFilter
from retriage.tui.stream_index import inert


class FilterMenu(ModalScreen[RowFilter | None]):
    """Returns the new filter, or None when closed without a choice."""

    BINDINGS = [Binding("escape,q", "close", "Close")]
    DEFAULT_CSS = """
    FilterMenu { align: center middle; }
    FilterMenu > Vertical { width: 50; max-width: 95%; height: auto; max-height: 90%;
                            border: round $accent; background: $surface; padding: 0 1; }
    FilterMenu OptionList { height: auto; max-height: 30; border: none; }
    """

    def __init__(self, current: RowFilter, modes: list[str], engines: list[str]) -> None:
        super().__init__()
        self.current = current
        self.choices: dict[str, RowFilter] = {}
        self.options: list[Option | None] = []

        def add(key: str, label: str, chosen: RowFilter, active: bool) -> None:
            self.choices[key] = chosen
            self.options.append(Option(Text(("● " if active else "  ") + label), id=key))

        add("decision-undecided", "Undecided only (u)", replace(current, decision="undecided"),
            current.decision == "undecided")
        add("decision-decided", "Decided only", replace(current, decision="decided"), current.decision == "decided")
        add("decision-any", "Any decision", replace(current, decision="any"), current.decision == "any")
        self.options.append(None)
        add("mode-", "Every mode", replace(current, mode=""), not current.mode)
        for index, mode in enumerate(modes):
            add(f"mode-{index}", f"Mode {MODE_LABELS.get(mode, inert(mode, 30))}", replace(current, mode=mode),
                current.mode == mode)
        self.options.append(None)
        add("engine-", "Every engine", replace(current, engine=""), not current.engine)
        for index, engine in enumerate(engines):
            add(f"engine-{index}", f"Engine {inert(engine, 30)}", replace(current, engine=engine),
                current.engine == engine)
        self.options.append(None)
        add("clear", "Clear every filter", RowFilter(), not current)

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = "filter runs · esc to close"
            yield Static(Text("Pick one; ● marks what is active now.", "dim"), markup=False)
            yield OptionList(*self.options, id="filter-options")

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    @on(OptionList.OptionSelected)
    def _picked(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.choices.get(event.option.id or ""))

    def action_close(self) -> None:
        self.dismiss(None)
