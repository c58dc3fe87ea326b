"""The runs table: one row per run, drawn line by line so thousands of runs cost nothing.

A virtual table on the Line API (as :class:`tui.stream_view.StreamView` is, and
as toolong draws log files): :meth:`RunsTable.show` only stores the rows, and
``render_line`` builds the few that are on screen. Textual's DataTable keeps
per-row bookkeeping instead (about 30 µs per ``add_row``, plus measuring every
cell), which made listing 5,000 runs take a third of a second on every refresh.

Only the rows on screen are ever rendered to rich Text (a small cache of them):
for every other run the table keeps its :class:`RunRow` and ten column widths,
so 20,000 runs cost a few MB here, not 200,000 Text objects (and their garbage
collection pauses).
"""

from __future__ import annotations

from datetime import datetime

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from retriage.tui.model import (DECISION_STATES, MODE_COLOURS, STATUS_ERROR, STATUS_FAILED, STATUS_LIVE,
                                STATUS_PENDING, RunRow, format_age, shows_confidence)

#: the decision comes right after the status: it is what a reviewer scans the queue for,
#: and the last column is the first one a narrow pane cuts off
COLUMNS = (
    ("status", " ", 1),
    ("decision", "Decision", None),
    ("run", "Run", None),
    ("mode", "Mode", None),
    ("confidence", "Conf", 4),
    ("advice", "Advice", None),
    ("ticket", "Ticket", None),
    ("engine", "Engine", None),
    ("retries", "Retry", 5),
    ("age", "Age", 4),
)
COLUMN_KEYS = tuple(key for key, _label, _width in COLUMNS)
#: which column header carries the sort arrow for each sort key
SORT_COLUMN = {"queue": "decision", "age": "age", "status": "status", "mode": "mode", "confidence": "confidence",
               "run": "run", "ticket": "ticket", "engine": "engine"}
#: a header click sorts by the column's own key, or by the nearest one
COLUMN_SORT = {"decision": "queue", "advice": "queue", "retries": "age", **{v: k for k, v in SORT_COLUMN.items()
                                                                            if k != "queue"}}
MAX_ID = 34


def _short_id(run_id: str) -> str:
    return run_id if len(run_id) <= MAX_ID else run_id[: MAX_ID - 1] + "…"


def _pending_cells(row: RunRow) -> tuple[Text, ...]:
    """A listed run not read yet: only its id differs, the other cells are shared (never mutated)."""
    return (_PENDING_STATUS, _EMPTY, Text(_short_id(row.run_id)), _PENDING_MODE, *_PENDING_REST)


_EMPTY = Text("")
_PENDING_STATUS = Text("…", "dim")
_PENDING_MODE = Text("diagnosing", "dim italic")
_PENDING_REST = tuple(Text("-", "dim") for _ in range(6))


def decision_cell(state: str | None) -> Text:
    """"✔ approved", "‖ parked", "✘ dismissed", "✎ draft", "• to decide": glyph first, so a cut cell still tells."""
    if state is None:
        return Text("")
    glyph, word, style = DECISION_STATES[state]
    return Text(f"{glyph} {word}", style)


def advice_cell(row: RunRow) -> Text:
    if not row.verdict:
        return Text("-", "dim")
    if row.verdict == "park":
        return Text("park", "yellow")
    return Text(row.verdict, "bold magenta" if row.verdict != "retry" else "green")


def _plain(row: RunRow, age: str, draft: bool) -> tuple[str, ...]:
    """The text of each cell, without styles: what :func:`_cells` draws (a test holds them equal)."""
    if row.status in (STATUS_PENDING, STATUS_ERROR):
        pending = row.status == STATUS_PENDING
        return ("…" if pending else "!", "", _short_id(row.run_id), "diagnosing" if pending else "unreadable",
                *("-",) * len(_PENDING_REST))
    state = row.decision_state(draft)
    decision = "" if state is None else f"{DECISION_STATES[state][0]} {DECISION_STATES[state][1]}"
    mode = (row.mode_label + ("?" if row.status == STATUS_LIVE else "")) if row.mode else "-"
    shown = row.confidence is not None and shows_confidence(row.mode)
    status = "✗" if row.status == STATUS_FAILED else "●" if row.status == STATUS_LIVE else "✓"
    return (status, decision, _short_id(row.run_id), mode, f"{row.confidence:.2f}" if shown else "-",
            row.verdict or "-", row.ticket or "-", row.engine or "-", row.retries, age)


def _cell_lens(row: RunRow, age: str, draft: bool) -> tuple[int, ...]:
    """The width of each cell (the table's column widths are their maxima over every listed run)."""
    return tuple(cell_len(text) for text in _plain(row, age, draft))


def _cells(row: RunRow, age: str, draft: bool) -> tuple[Text, ...]:
    if row.status == STATUS_PENDING:
        return _pending_cells(row)
    if row.status == STATUS_ERROR:
        return (Text("!", "bold red"), _EMPTY, Text(_short_id(row.run_id), "bold"), Text("unreadable", "red"),
                *_PENDING_REST)
    if row.status == STATUS_FAILED:
        status = Text("✗", "bold red")
    elif row.status == STATUS_LIVE:
        status = Text("●", "bold green")
    else:
        status = Text("✓", "dim green")
    run_id = _short_id(row.run_id)
    if row.mode:
        colour = MODE_COLOURS.get(row.mode, "")
        mode = Text(row.mode_label, f"bold {colour}" if row.status == STATUS_FAILED else f"italic {colour}")
        if row.status == STATUS_LIVE:
            mode.append("?", "dim")
    else:
        mode = Text("-", "dim")
    shown = row.confidence is not None and shows_confidence(row.mode)  # unknown: no number to misread
    conf = Text(f"{row.confidence:.2f}" if shown else "-", "" if shown else "dim")
    return (
        status,
        decision_cell(row.decision_state(draft)),
        Text(run_id, "bold" if row.status in (STATUS_FAILED, STATUS_LIVE) else ""),
        mode,
        conf,
        advice_cell(row),
        Text(row.ticket or "-", "" if row.ticket else "dim"),
        Text(row.engine or "-", "" if row.engine else "dim"),
        Text(row.retries, "dim" if row.retries == "-" else ""),
        Text(age, "dim"),
    )


#: blank cells either side of a column, as DataTable draws them
PAD = 1

_Cells = tuple[Text, ...]
_Entry = tuple[RunRow, bool, str, tuple[int, ...]]
#: rendered rows kept for drawing: a few screens' worth
DRAWN_ROWS = 400


class RunsTable(ScrollView, can_focus=True):
    """One row per run under a fixed header; the cursor row is the selected run."""

    BINDING_GROUP_TITLE = "Runs"
    BINDINGS = [
        Binding("up,k", "cursor(-1)", "Up", show=False),
        Binding("down,j", "cursor(1)", "Down", show=False),
        Binding("pageup", "page(-1)", "Page up", show=False),
        Binding("pagedown", "page(1)", "Page down", show=False),
        Binding("home,g", "first", "First", show=False),
        Binding("end,G", "last", "Last", show=False),
        Binding("enter", "select", "Go to the evidence list", show=False),
    ]

    COMPONENT_CLASSES = {"runs-table--header", "runs-table--cursor", "runs-table--even"}

    DEFAULT_CSS = """
    RunsTable {
        background: $surface;
        color: $foreground;
        scrollbar-size-vertical: 1;
    }
    RunsTable > .runs-table--header { text-style: bold; background: $panel; color: $foreground; }
    RunsTable > .runs-table--even { background: $surface-darken-1 40%; }
    RunsTable > .runs-table--cursor {
        background: $block-cursor-blurred-background;
        color: $block-cursor-blurred-foreground;
        text-style: $block-cursor-blurred-text-style;
    }
    RunsTable:focus > .runs-table--cursor {
        background: $block-cursor-background;
        color: $block-cursor-foreground;
        text-style: $block-cursor-text-style;
    }
    """

    cursor_row: reactive[int] = reactive(0, always_update=True)

    class _TableMessage(Message):
        def __init__(self, table: "RunsTable") -> None:
            super().__init__()
            self.table = table

        @property
        def control(self) -> "RunsTable":
            return self.table

    class RowHighlighted(_TableMessage):
        """The cursor is on another run (None: the table is empty); ``by_user``: a key or a click moved it."""

        def __init__(self, table: "RunsTable", run_id: str | None, by_user: bool = False) -> None:
            super().__init__(table)
            self.run_id = run_id
            self.by_user = by_user

    class RowSelected(_TableMessage):
        """Enter (or a double click): open the run."""

        def __init__(self, table: "RunsTable", run_id: str) -> None:
            super().__init__(table)
            self.run_id = run_id

    class Scrolled(_TableMessage):
        """Other rows came on screen (the app fetches their diagnoses, drops those gone off screen)."""

    class HeaderSelected(_TableMessage):
        """A column header was clicked (sort by it)."""

        def __init__(self, table: "RunsTable", column: str) -> None:
            super().__init__(table)
            self.column = column

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._order: list[str] = []
        self._listed: set[str] = set()
        #: per run: (row, has a draft, age text, cell widths); a refresh measures only rows that changed
        #: (a row is replaced, never mutated, when its run changes: ``is`` tells, no hashing of 20,000 rows)
        self._entries: dict[str, _Entry] = {}
        self._widths: list[int] = [len(label) if width is None else width for _key, label, width in COLUMNS]
        #: rendered cells of the rows drawn lately (a few screens' worth, not the fleet)
        self._drawn: dict[str, tuple[_Entry, _Cells]] = {}
        self._highlighted: str | None = None
        self._sort = ("queue", False)
        self._headers = self._header_labels()
        #: the reviewer moved the cursor at least once (until then the first row is the starting row)
        self.user_moved = False
        self._by_user = False

    def set_sort(self, key: str, reverse: bool) -> None:
        """Which column header carries the ▲ (natural order) or ▼ (reversed) mark."""
        if (key, reverse) != self._sort:
            self._sort = (key, reverse)
            self._headers = self._header_labels()
            self.refresh()

    @property
    def headers(self) -> tuple[str, ...]:
        """The column headers as drawn, the sorted one with its arrow."""
        return self._headers

    def _header_labels(self) -> tuple[str, ...]:
        key, reverse = self._sort
        column = SORT_COLUMN.get(key)
        arrow = "▼" if reverse else "▲"
        return tuple((f"{label.strip()}{arrow}" if label.strip() else arrow) if name == column else label
                     for name, label, _width in COLUMNS)

    # -- data ----------------------------------------------------------------
    @property
    def order(self) -> list[str]:
        return list(self._order)

    @property
    def selected_run(self) -> str | None:
        if 0 <= self.cursor_row < len(self._order):
            return self._order[self.cursor_row]
        return None

    def get_row(self, run_id: str) -> list[Text]:
        return list(self._row_cells(run_id))

    def get_cell(self, run_id: str, column: str) -> Text:
        return self._row_cells(run_id)[COLUMN_KEYS.index(column)]

    def _row_cells(self, run_id: str) -> _Cells:
        """The rendered cells of a listed run, rendered now if they are not cached."""
        if run_id not in self._listed:
            raise KeyError(run_id)
        entry = self._entries[run_id]
        drawn = self._drawn.get(run_id)
        if drawn is not None and drawn[0] is entry:
            return drawn[1]
        if len(self._drawn) >= DRAWN_ROWS:
            self._drawn.clear()  # cheap to redo: only the rows on screen are drawn again
        cells = _cells(entry[0], entry[2], entry[1])
        self._drawn[run_id] = (entry, cells)
        return cells

    @property
    def on_screen(self) -> list[str]:
        """The runs whose rows are on screen now (the app keeps their full diagnoses at hand)."""
        top = max(0, round(self.scroll_offset.y))
        rows_shown = max(1, (self.scrollable_content_region.height or self.size.height) - 1)
        return self._order[top:top + rows_shown]

    def show(self, rows: list[RunRow], now: datetime, drafts: set[str], keep: str | None = None) -> None:
        """Display ``rows`` in order, keeping the cursor on ``keep`` (or the current run)."""
        keep = keep or self.selected_run
        entries = self._entries
        if len(entries) > 2 * len(rows) + 1000:  # runs filtered out or gone: forget them now and then
            shown_ids = {row.run_id for row in rows}
            entries = self._entries = {k: v for k, v in entries.items() if k in shown_ids}
        order: list[str] = []
        lens: list[tuple[int, ...]] = []
        ages: dict[datetime | None, str] = {}  # one age text per time stamp (many runs share one)
        for row in rows:
            run_id = row.run_id
            age = ages.get(row.changed)
            if age is None:
                age = ages[row.changed] = format_age(row.changed, now)
            draft = run_id in drafts
            entry = entries.get(run_id)
            if entry is None or entry[0] is not row or entry[1] != draft or entry[2] != age:
                entry = entries[run_id] = (row, draft, age, _cell_lens(row, age, draft))
            order.append(run_id)
            lens.append(entry[3])
        self._order = order
        self._listed = set(order)
        keys = self._listed
        columns = list(zip(*lens)) if lens else [()] * len(COLUMNS)
        self._widths = [max((len(header), *column)) if width is None else max(width, len(header))
                        for (_key, _label, width), header, column in zip(COLUMNS, self._headers, columns)]
        self.virtual_size = Size(sum(w + 2 * PAD for w in self._widths), len(self._order) + 1)
        target = max(0, self._order.index(keep) if keep in keys else min(self.cursor_row, len(self._order) - 1))
        if target != self.cursor_row or self.selected_run != self._highlighted:
            self.cursor_row = target  # scrolls to it and says which run is highlighted now
        self.refresh()  # same run, same row: leave the scroll where the reviewer put it

    def move_cursor(self, *, row: int, animate: bool = False, scroll: bool = True) -> None:
        """DataTable's name for it, kept for callers and tests."""
        self.cursor_row = row

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        if round(old_value) != round(new_value):
            self.post_message(self.Scrolled(self))

    # -- cursor ------------------------------------------------------------------
    def validate_cursor_row(self, value: int) -> int:
        return max(0, min(value, len(self._order) - 1))

    def watch_cursor_row(self, old: int, new: int) -> None:
        by_user, self._by_user = self._by_user, False
        self._scroll_cursor_visible()
        self.refresh()
        run_id = self.selected_run
        if run_id != self._highlighted:
            self._highlighted = run_id
            self.post_message(self.RowHighlighted(self, run_id, by_user))

    def _user_move(self, row: int) -> None:
        self.user_moved = True
        self._by_user = True
        self.cursor_row = row

    def _scroll_cursor_visible(self) -> None:
        rows_shown = max(1, (self.scrollable_content_region.height or self.size.height) - 1)  # minus the header
        top = round(self.scroll_offset.y)
        if self.cursor_row < top:
            self.scroll_to(y=self.cursor_row, animate=False, immediate=True)
        elif self.cursor_row >= top + rows_shown:
            self.scroll_to(y=self.cursor_row - rows_shown + 1, animate=False, immediate=True)

    def action_cursor(self, delta: int) -> None:
        self._user_move(self.cursor_row + delta)

    def action_page(self, direction: int) -> None:
        self._user_move(self.cursor_row + direction * max(1, (self.scrollable_content_region.height or 2) - 2))

    def action_first(self) -> None:
        self._user_move(0)

    def action_last(self) -> None:
        self._user_move(len(self._order) - 1)

    def action_select(self) -> None:
        if self.selected_run is not None:
            self.post_message(self.RowSelected(self, self.selected_run))

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        if offset.y == 0:
            column = self._column_at(offset.x + round(self.scroll_offset.x))
            if column is not None:
                self.post_message(self.HeaderSelected(self, column))
            return
        row = round(self.scroll_offset.y) + offset.y - 1
        if 0 <= row < len(self._order):
            if row == self.cursor_row and event.chain > 1:
                self.action_select()
            self._user_move(row)

    def _column_at(self, x: int) -> str | None:
        for (key, _label, _width), width in zip(COLUMNS, self._widths):
            x -= width + 2 * PAD
            if x < 0:
                return key
        return None

    # -- drawing ----------------------------------------------------------------
    def _segments(self, cells: _Cells | tuple[str, ...], style: Style) -> list[Segment]:
        """One run of segments per cell, padded to its column: every cell starts at its own x."""
        console = self.app.console
        out: list[Segment] = []
        pad = Segment(" " * PAD, style)
        for cell, width in zip(cells, self._widths):
            text = cell if isinstance(cell, Text) else Text(cell)
            if text.cell_len > width:
                text = text.copy()
                text.truncate(width, overflow="ellipsis")
            out.append(pad)
            # Text.render leaves the Text's own style to the caller (only spans are applied)
            cell_style = style + console.get_style(text.style, default=Style.null()) if text.style else style
            for segment in text.render(console, end=""):
                out.append(Segment(segment.text, cell_style + segment.style if segment.style else cell_style))
            out.append(Segment(" " * (width - min(text.cell_len, width) + PAD), style))
        return out

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        width = self.scrollable_content_region.width or self.size.width
        base = self.rich_style
        if y == 0:
            style = base + self.get_component_rich_style("runs-table--header")
            cells: _Cells | tuple[str, ...] = self._headers
        else:
            index = round(scroll_y) + y - 1
            if index >= len(self._order):
                return Strip.blank(width, base)
            style = base
            if index % 2:
                style += self.get_component_rich_style("runs-table--even", partial=True)
            if index == self.cursor_row:
                style += self.get_component_rich_style("runs-table--cursor", partial=True)
            cells = self._row_cells(self._order[index])
        return Strip(self._segments(cells, style)).crop_extend(scroll_x, scroll_x + width, style)


