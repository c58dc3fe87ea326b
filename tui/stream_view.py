"""The event stream of the selected run, rendered line by line (Textual Line API).

Only what is on screen is read: a :class:`~tui.stream_index.LineIndex` (built in
a thread worker) gives the offset of every line, ``render_line`` reads and
renders just the requested row, and rendered rows are kept in a small LRU
cache. A 100 MB stream costs its index (8 bytes a line) and a screenful of
reads.
"""

from __future__ import annotations

import json
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from pathlib import Path

from rich.style import Style
from rich.text import Text
from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.cache import LRUCache
from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.screen import ModalScreen
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Static
from textual.worker import get_current_worker

from retriage.core.diagnosis import Evidence
from retriage.tui.stream_index import MAX_RENDER, LineIndex, describe_line_detail, describe_line_safe, inert


@dataclass(frozen=True)
class _Mark:
    """Where evidence sits on one line and what to emphasise."""

    texts: tuple[str, ...]
    raw_spans: tuple[tuple[int, int], ...]
    winning: bool


class StreamView(ScrollView, can_focus=True):
    """A read-only, cursor-driven view of one events.ndjson."""

    BINDING_GROUP_TITLE = "Stream"
    BINDINGS = [
        Binding("up,k", "cursor(-1)", "Up", show=False),
        Binding("down,j", "cursor(1)", "Down", show=False),
        Binding("pageup,b", "page(-1)", "Page up", show=False),
        Binding("pagedown,space", "page(1)", "Page down", show=False),
        Binding("home,g", "first", "First line", show=False),
        Binding("end,G", "last", "Last line (follow)", show=False),
        Binding("e", "evidence(1)", "Next evidence"),
        Binding("E", "evidence(-1)", "Prev evidence"),
        Binding("r", "toggle_raw", "Raw/readable"),
        Binding("enter", "detail", "Line detail", show=False),
    ]

    COMPONENT_CLASSES = {
        "stream--gutter",
        "stream--evidence",
        "stream--match",
        "stream--cursor",
        "stream--mark",
    }

    DEFAULT_CSS = """
    StreamView {
        background: $surface;
        scrollbar-size-vertical: 1;
    }
    StreamView > .stream--gutter { color: $text-muted; }
    StreamView > .stream--evidence { background: $warning 20%; }
    StreamView > .stream--match { text-style: bold reverse; color: $warning; }
    StreamView > .stream--cursor { background: $accent 40%; }
    StreamView:blur > .stream--cursor { background: $accent 15%; }
    StreamView > .stream--mark { color: $warning; text-style: bold; }
    """

    cursor: reactive[int] = reactive(0, always_update=True)
    raw: reactive[bool] = reactive(False)

    class Indexed(Message):
        def __init__(self, view: "StreamView", index: LineIndex, reset: bool, added: int) -> None:
            super().__init__()
            self.view = view
            self.index = index
            self.reset = reset
            self.added = added

    class CursorMoved(Message):
        def __init__(self, view: "StreamView", line: int) -> None:
            super().__init__()
            self.view = view
            self.line = line  # 1-based

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.index: LineIndex | None = None
        self.path: Path | None = None
        self._marks: dict[int, _Mark] = {}
        self._mark_lines: list[int] = []
        self._cache: LRUCache[tuple[int, bool], Text] = LRUCache(1000)
        self._pending_goto: int | None = None
        self.follow = True
        self.empty_message = "no run selected"
        self._title = "stream"

    # -- data ----------------------------------------------------------------
    def open(self, path: Path | None, evidence: list[Evidence] | None = None, goto: int | None = None) -> None:
        """Show the stream at ``path`` (None: nothing)."""
        same = self.index is not None and path is not None and self.path == path
        if not same:
            self.path = path
            self._cache.clear()
            self.index = LineIndex(path) if path is not None else None
            self.follow = True
            self.set_reactive(StreamView.cursor, 0)
            self.virtual_size = Size(0, 0)
            # now, not after the next refresh: a fast index can centre on the evidence first, and a
            # deferred scroll to the top would then undo it
            self.scroll_to(0, 0, animate=False, immediate=True)
            self.empty_message = "no run selected" if path is None else "indexing…"
        self._pending_goto = goto
        if goto is not None:
            self.follow = False
        self.set_evidence(evidence or [])
        if self.index is not None:
            self._scan(self.index)
        self.refresh()

    def grow(self) -> None:
        """The file changed: index what was appended."""
        if self.index is not None:
            self._scan(self.index)

    def set_evidence(self, evidence: list[Evidence], winning_mode: str | None = None) -> None:
        marks: dict[int, tuple[list[str], list[tuple[int, int]], bool]] = {}
        for item in evidence:
            if item.source != "events" or not item.line:
                continue
            texts, spans, winning = marks.setdefault(item.line - 1, ([], [], False))
            if item.text:
                texts.append(item.text)
            if item.raw_span:
                spans.append(tuple(item.raw_span))  # type: ignore[arg-type]
            marks[item.line - 1] = (texts, spans, winning or winning_mode is None or item.mode == winning_mode)
        self._marks = {k: _Mark(tuple(t), tuple(s), w) for k, (t, s, w) in marks.items()}
        self._mark_lines = sorted(self._marks)
        self._cache.clear()
        self.refresh()

    @property
    def evidence_lines(self) -> list[int]:
        return list(self._mark_lines)

    @property
    def line_count(self) -> int:
        return len(self.index) if self.index is not None else 0

    @work(thread=True, exclusive=True, group="stream-index", exit_on_error=False)
    def _scan(self, index: LineIndex) -> None:
        worker = get_current_worker()
        reset, added = index.update(lambda: worker.is_cancelled)
        if not worker.is_cancelled:
            self.post_message(self.Indexed(self, index, reset, added))

    def on_stream_view_indexed(self, message: Indexed) -> None:
        message.stop()
        if message.index is not self.index:
            return
        count = len(message.index)
        if message.reset:
            # the file was rotated or rewritten: rows drawn and the line under the cursor belong to the
            # old content, so start over as on a freshly opened stream (the evidence is already the new one)
            self._cache.clear()
            self._pending_goto = None
            if not self.follow:
                marks = [line for line in self._mark_lines if line < count]
                first = next((line for line in marks if self._marks[line].winning), marks[0] if marks else None)
                if first is not None:
                    self._pending_goto = first + 1
                else:
                    self.follow = True
            self.set_reactive(StreamView.cursor, 0)
            self.scroll_to(0, 0, animate=False, immediate=True)
        self.empty_message = message.index.error or ("empty stream" if count == 0 else "")
        self._update_virtual_size()
        if self._pending_goto is not None and self._pending_goto - 1 < count:
            target = self._pending_goto - 1
            self._pending_goto = None
            self.cursor = max(0, target)
            self.call_after_refresh(self.center_cursor)
        elif self.follow and count:
            self.cursor = count - 1
            self.call_after_refresh(self._scroll_cursor_visible)
        self.refresh()

    def _gutter_width(self) -> int:
        return len(str(max(1, self.line_count))) + 3

    def _update_virtual_size(self) -> None:
        max_len = self.index.max_len if self.index is not None else 0
        self.virtual_size = Size(self._gutter_width() + min(max_len, MAX_RENDER) + 1, self.line_count)

    # -- rendering -------------------------------------------------------------
    def _content(self, index: int) -> Text:
        key = (index, self.raw)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        assert self.index is not None
        data, cut = self.index.read(index)
        if self.raw:
            text = Text(inert(data.decode("utf-8", "replace")), no_wrap=True)
            if cut:
                text.append(" …(line cut)", "dim")
        else:
            text = describe_line_safe(data, cut)  # never raises: hostile lines show raw
        mark = self._marks.get(index)
        if mark is not None:
            self._emphasise(text, mark)
        self._cache[key] = text
        return text

    def _emphasise(self, text: Text, mark: _Mark) -> None:
        style = self.get_component_rich_style("stream--match", partial=True)
        plain = text.plain
        found = False
        if self.raw:
            for start, end in mark.raw_spans:
                if 0 <= start < end <= len(plain):
                    text.stylize(style, start, end)
                    found = True
        if found:
            return
        for needle in mark.texts:
            for candidate in (needle, json.dumps(needle)[1:-1]):
                candidate = inert(candidate.strip(), 400)
                if len(candidate) < 2:
                    continue
                at = plain.find(candidate)
                if at < 0 and len(candidate) > 40:
                    candidate = candidate[:40]
                    at = plain.find(candidate)
                if at >= 0:
                    text.stylize(style, at, at + len(candidate))
                    break

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        width = self.size.width
        base = self.rich_style
        index = scroll_y + y
        if self.index is None or index >= self.line_count:
            if y == 0 and self.empty_message:
                message = Strip(Text(f" {self.empty_message}", "dim").render(self.app.console))
                return message.apply_style(base).crop_extend(0, width, base)
            return Strip.blank(width, base)
        gutter_width = self._gutter_width()
        mark = self._marks.get(index)
        is_cursor = index == self.cursor
        line_style = Style()
        if mark is not None:
            line_style += self.get_component_rich_style("stream--evidence", partial=True)
        if is_cursor:
            line_style += self.get_component_rich_style("stream--cursor", partial=True)
        gutter = Text(f"{index + 1:>{gutter_width - 3}} ", style=self.get_component_rich_style("stream--gutter"))
        if mark is not None:
            gutter.append("▶ " if mark.winning else "▷ ", self.get_component_rich_style("stream--mark", partial=True))
        else:
            gutter.append("▶ " if is_cursor else "  ", self.get_component_rich_style("stream--gutter"))
        content = self._content(index).copy()
        content.stylize_before(line_style)
        gutter_strip = Strip(gutter.render(self.app.console)).apply_style(base).crop_extend(0, gutter_width, base)
        body_width = max(0, width - gutter_width)
        body_style = base + line_style
        body = Strip(content.render(self.app.console)).apply_style(body_style)
        body = body.crop_extend(scroll_x, scroll_x + body_width, body_style)
        return Strip.join([gutter_strip, body]).apply_offsets(scroll_x, index)

    # -- cursor ------------------------------------------------------------------
    def validate_cursor(self, value: int) -> int:
        return max(0, min(value, max(0, self.line_count - 1)))

    def watch_cursor(self, old: int, new: int) -> None:
        self.follow = self.line_count > 0 and new >= self.line_count - 1
        self._scroll_cursor_visible()
        self.refresh()
        self.post_message(self.CursorMoved(self, new + 1))

    def watch_raw(self) -> None:
        self._apply_title()
        self.refresh()

    def set_title(self, title: str) -> None:
        """The border title; " · raw" is added here, whichever key or command toggled raw."""
        self._title = title
        self._apply_title()

    def _apply_title(self) -> None:
        self.border_title = Text(self._title + (" · raw" if self.raw else ""))

    def _scroll_cursor_visible(self) -> None:
        height = self.scrollable_content_region.height or self.size.height
        top = self.scroll_offset.y
        if self.cursor < top:
            self.scroll_to(y=self.cursor, animate=False)
        elif height and self.cursor >= top + height:
            self.scroll_to(y=self.cursor - height + 1, animate=False)

    def center_cursor(self, retries: int = 3) -> None:
        height = self.scrollable_content_region.height or self.size.height
        target = min(max(0, self.cursor - height // 2), max(0, self.virtual_size.height - height))
        self.scroll_to(y=target, animate=False, immediate=True)
        if round(self.scroll_offset.y) != target and retries:
            # the scroll range lags a just-grown virtual size by a layout: centre again once it caught up
            self.call_after_refresh(self.center_cursor, retries - 1)

    def goto_line(self, line: int) -> None:
        """Put the cursor on 1-based ``line`` (waits for the index if needed)."""
        if line - 1 >= self.line_count:
            self._pending_goto = line
            return
        self.cursor = line - 1
        self.center_cursor()

    def action_cursor(self, delta: int) -> None:
        self.cursor += delta

    def action_page(self, direction: int) -> None:
        self.cursor += direction * max(1, self.scrollable_content_region.height - 1)

    def action_first(self) -> None:
        self.cursor = 0

    def action_last(self) -> None:
        self.cursor = max(0, self.line_count - 1)
        self.scroll_end(animate=False)

    def action_evidence(self, direction: int) -> None:
        lines = self._mark_lines
        if not lines:
            self.notify("no evidence lines in this stream", timeout=2, markup=False)
            return
        if direction > 0:
            pos = bisect_right(lines, self.cursor)
            target = lines[pos] if pos < len(lines) else lines[0]
        else:
            pos = bisect_left(lines, self.cursor) - 1
            target = lines[pos] if pos >= 0 else lines[-1]
        self.cursor = target
        self.center_cursor()

    def action_toggle_raw(self) -> None:
        self.raw = not self.raw
        self._update_virtual_size()

    def action_detail(self) -> None:
        if self.index is None or not self.line_count:
            return
        data, cut = self.index.read(self.cursor, 64 * 1024)
        self.app.push_screen(LineDetail(self.cursor + 1, data, cut))

    def on_click(self, event: events.Click) -> None:
        line = self.scroll_offset.y + event.y
        if 0 <= line < self.line_count:
            if line == self.cursor and event.chain >= 2:
                self.action_detail()
            self.cursor = line

    def on_resize(self) -> None:
        self._update_virtual_size()


class LineDetail(ModalScreen[None]):
    """One stream line in full: every event on it, then the raw JSON."""

    BINDINGS = [Binding("escape,q,enter", "dismiss", "Close")]
    DEFAULT_CSS = """
    LineDetail { align: center middle; }
    LineDetail > VerticalScroll {
        width: 90%; height: 85%; border: round $accent; background: $surface; padding: 0 1;
    }
    """

    def __init__(self, line: int, raw: bytes, cut: bool) -> None:
        super().__init__()
        self.line = line
        self.raw = raw
        self.cut = cut

    def compose(self) -> ComposeResult:
        body = describe_line_detail(self.line, self.raw, self.cut)  # never raises: hostile lines show raw
        with VerticalScroll() as scroll:
            scroll.border_title = f"line {self.line} · esc to close"
            yield Static(body, markup=False)
