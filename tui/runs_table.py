"""The runs table: one row per run, updated in place as reports arrive."""

from __future__ import annotations

from datetime import datetime

from rich.text import Text
from textual.binding import Binding
from textual.geometry import Size
from textual.widgets import DataTable

from tui.model import MODE_COLOURS, STATUS_FAILED, STATUS_LIVE, STATUS_PENDING, RunRow, format_age

COLUMNS = (
    ("status", " ", 1),
    ("run", "Run", None),
    ("mode", "Mode", None),
    ("confidence", "Conf", 4),
    ("ticket", "Ticket", None),
    ("engine", "Engine", None),
    ("retries", "Retry", 5),
    ("age", "Age", 4),
    ("decision", "Decision", None),
)
MAX_ID = 34


def _pending_cells(row: RunRow) -> tuple[Text, ...]:
    """A listed run not read yet: only its id differs, the other cells are shared (never mutated)."""
    run_id = row.run_id if len(row.run_id) <= MAX_ID else row.run_id[: MAX_ID - 1] + "…"
    return (_PENDING_STATUS, Text(run_id), _PENDING_MODE, *_PENDING_REST)


_PENDING_STATUS = Text("…", "dim")
_PENDING_MODE = Text("diagnosing", "dim italic")
_PENDING_REST = (Text("-", "dim"), Text("-", "dim"), Text("-", "dim"), Text("-", "dim"), Text("-", "dim"), Text(""))


def _cells(row: RunRow, age: str, draft: bool) -> tuple[Text, ...]:
    if row.status == STATUS_PENDING:
        return _pending_cells(row)
    if row.status == STATUS_FAILED:
        status = Text("✗", "bold red")
    elif row.status == STATUS_LIVE:
        status = Text("●", "bold green")
    else:
        status = Text("✓", "dim green")
    run_id = row.run_id if len(row.run_id) <= MAX_ID else row.run_id[: MAX_ID - 1] + "…"
    if row.mode:
        colour = MODE_COLOURS.get(row.mode, "")
        mode = Text(row.mode_label, f"bold {colour}" if row.status == STATUS_FAILED else f"italic {colour}")
        if row.status == STATUS_LIVE:
            mode.append("?", "dim")
    else:
        mode = Text("-", "dim")
    conf = Text(f"{row.confidence:.2f}" if row.confidence is not None else "-",
                "" if row.confidence is not None else "dim")
    if row.decision:
        decision = Text(row.decision, {"approve": "bold green", "park": "yellow", "dismiss": "dim"}.get(row.decision, ""))
    elif draft:
        decision = Text("draft", "italic cyan")
    elif row.status == STATUS_FAILED:
        decision = Text("pending" if row.advised else "parked?", "dim")
    else:
        decision = Text("")
    return (
        status,
        Text(run_id, "bold" if row.status in (STATUS_FAILED, STATUS_LIVE) else ""),
        mode,
        conf,
        Text(row.ticket or "-", "" if row.ticket else "dim"),
        Text(row.engine or "-", "" if row.engine else "dim"),
        Text(row.retries, "dim" if row.retries == "-" else ""),
        Text(age, "dim"),
        decision,
    )


def _sig(text: Text) -> tuple[object, ...]:
    return (text.plain, str(text.style), tuple(text.spans))


class RunsTable(DataTable):
    """A DataTable keyed by run id; :meth:`show` applies the smallest change it can."""

    BINDING_GROUP_TITLE = "Runs"
    BINDINGS = [
        Binding("j", "cursor_down", "Down", show=False),
        Binding("k", "cursor_up", "Up", show=False),
        Binding("g", "scroll_top", "First", show=False),
        Binding("G", "scroll_bottom", "Last", show=False),
    ]

    def __init__(self, **kwargs) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        self._order: list[str] = []
        self._cells: dict[str, tuple[Text, ...]] = {}
        #: rendered cells by (row, draft, age text): a refresh re-renders only rows that changed
        self._cell_cache: dict[tuple[RunRow, bool, str], tuple[Text, ...]] = {}
        self._widths: list[int] = []

    def on_mount(self) -> None:
        self._widths = [len(label) if width is None else width for _key, label, width in COLUMNS]
        for (key, label, _width), width in zip(COLUMNS, self._widths):
            self.add_column(label, key=key, width=width)

    def _update_dimensions(self, new_rows) -> None:
        """Skip DataTable's per-cell measuring of new rows when every column has a fixed width.

        :meth:`show` always sets explicit widths, from lengths it already knows, so
        DataTable measuring each new cell again to size auto-width columns is pure
        cost: 45,000 Rich measurements (about a second) to list 5,000 runs. Only the
        scrollable size has to follow the row count.
        """
        if any(column.auto_width for column in self.columns.values()) or self._labelled_row_exists:
            super()._update_dimensions(new_rows)
            return
        width = sum(column.get_render_width(self) for column in self.columns.values())
        header = self.header_height if self.show_header else 0
        self.virtual_size = Size(width + self._row_label_column_width, self._total_row_height + header)

    @property
    def selected_run(self) -> str | None:
        if not self._order or self.cursor_row < 0 or self.cursor_row >= len(self._order):
            return None
        return self._order[self.cursor_row]

    @property
    def order(self) -> list[str]:
        return list(self._order)

    def show(self, rows: list[RunRow], now: datetime, drafts: set[str], keep: str | None = None) -> None:
        """Display ``rows`` in order, keeping the cursor on ``keep`` (or the current run)."""
        keep = keep or self.selected_run
        order = [r.run_id for r in rows]
        cells: dict[str, tuple[Text, ...]] = {}
        cache: dict[tuple[RunRow, bool, str], tuple[Text, ...]] = {}
        for row in rows:
            key = (row, row.run_id in drafts, format_age(row.changed, now))
            rendered = self._cell_cache.get(key) or _cells(row, key[2], key[1])
            cache[key] = cells[row.run_id] = rendered
        self._cell_cache = cache
        fits = all(cell.cell_len <= width for run_id in order
                   for cell, width in zip(cells[run_id], self._widths))
        if order == self._order and fits:
            for run_id in order:
                old = self._cells.get(run_id)
                new = cells[run_id]
                if old is new:
                    continue
                if old is None or [_sig(t) for t in old] != [_sig(t) for t in new]:
                    for (key, _label, _width), before, after in zip(COLUMNS, old or (None,) * len(COLUMNS), new):
                        if before is None or _sig(before) != _sig(after):
                            self.update_cell(run_id, key, after, update_width=False)
            self._cells = cells
            return
        widths = [max([len(label), *(cells[r][i].cell_len for r in order)]) if width is None else width
                  for i, (_key, label, width) in enumerate(COLUMNS)]
        if widths != self._widths:
            # explicit widths: auto-sized columns could paint stale, too-narrow rows
            self.clear(columns=True)
            for (key, label, _width), width in zip(COLUMNS, widths):
                self.add_column(label, key=key, width=width)
            self._widths = widths
        else:
            self.clear()
        self._order = order
        self._cells = cells
        for run_id in order:
            self.add_row(*cells[run_id], key=run_id)
        if keep in order:
            self.move_cursor(row=order.index(keep), animate=False, scroll=True)
        elif order:
            self.move_cursor(row=min(self.cursor_row, len(order) - 1), animate=False)
