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
from textual.css.query import NoMatches
from textual.widgets import Input, Static
from textual.worker import get_current_worker

from retriage.core.diagnosis import Evidence
from retriage.tui.palette import DEFAULT, Palette, app_palette
from retriage.tui.stream_index import MAX_RENDER, LineIndex, describe_line_detail, describe_line_safe, inert
from retriage.tui.stream_search import Pattern, PatternError, compile_pattern, scan


@dataclass(frozen=True)
class _Mark:
    """Where evidence sits on one line and what to emphasise."""

    texts: tuple[str, ...]
    raw_spans: tuple[tuple[int, int], ...]
    winning: bool


def evidence_order(evidence: list[Evidence], winning_mode: str | None) -> list[Evidence]:
    """The winning mode's evidence first (strongest first), then the alternatives' (the pane's order)."""
    winning = sorted((e for e in evidence if winning_mode is None or e.mode == winning_mode), key=lambda e: -e.weight)
    others = sorted((e for e in evidence if winning_mode is not None and e.mode != winning_mode),
                    key=lambda e: -e.weight)
    return winning + others


class SearchBox(Input):
    """The stream's search prompt: a regex, smart case; enter searches, esc closes."""

    BINDINGS = [Binding("enter", "submit", "Search", show=True), Binding("escape", "close", "Close search")]

    def __init__(self, view: "StreamView", value: str = "") -> None:
        super().__init__(value=value, placeholder="search the stream: regex, smart case (enter: search · esc: close)",
                         id="stream-search")
        self.view = view

    def action_close(self) -> None:
        self.view.close_search()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.view.search(event.value)


class StreamView(ScrollView, can_focus=True):
    """A read-only, cursor-driven view of one events.ndjson."""

    BINDING_GROUP_TITLE = "Stream"
    BINDINGS = [
        Binding("up,k", "cursor(-1)", "Up", show=False),
        Binding("down,j", "cursor(1)", "Down", show=False),
        Binding("pageup,b", "page(-1)", "Page up", show=False),
        Binding("pagedown,space", "page(1)", "Page down", show=False),
        Binding("ctrl+d", "half_page(1)", "Half page down", show=False),
        Binding("ctrl+u", "half_page(-1)", "Half page up", show=False),
        Binding("home,g", "first", "First line", show=False),
        Binding("end,G", "last", "Last line (follow)", show=False),
        Binding("left,h", "scroll_columns(-8)", "Left", show=False),
        Binding("right,l", "scroll_columns(8)", "Right", show=False),
        Binding("e", "evidence(1)", "Next evidence"),
        Binding("E", "evidence(-1)", "Prev evidence"),
        Binding("slash", "open_search", "Search", key_display="/"),
        Binding("n", "search_next(1)", "Next match"),
        Binding("N", "search_next(-1)", "Prev match", show=False),
        Binding("r", "toggle_raw", "Raw/readable"),
        Binding("enter", "detail", "Line detail", show=False),
    ]

    DEFAULT_CSS = """
    StreamView {
        background: $surface;
        scrollbar-size-vertical: 1;
    }
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

    class EvidenceShown(Message):
        """``e``/``E`` (or a pick in the pane) put the cursor on one evidence item: the pane follows."""

        def __init__(self, view: "StreamView", evidence: Evidence) -> None:
            super().__init__()
            self.view = view
            self.evidence = evidence

    class SearchProgress(Message):
        def __init__(self, view: "StreamView", generation: int, lines: list[int], done: bool) -> None:
            super().__init__()
            self.view = view
            self.generation = generation
            self.lines = lines
            self.done = done

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.index: LineIndex | None = None
        self.path: Path | None = None
        self._marks: dict[int, _Mark] = {}
        self._mark_lines: list[int] = []
        self._stops: list[Evidence] = []  # stream evidence in walking order (winner first)
        self._stop: int | None = None  # which stop the cursor was put on last
        self._winning_mode: str | None = None
        self._cache: LRUCache[tuple[int, bool], tuple[Text, int | None]] = LRUCache(1000)
        self._pending_goto: int | None = None
        self.follow = True
        self.empty_message = "no run selected"
        self._title = "stream"
        self._status = ""
        self.pattern: Pattern | None = None
        self.matches: list[int] = []  # 0-based lines matching the search, in order
        self.search_done = True
        self._search_generation = 0
        self._wrapped_note = ""
        self._search_fresh = False

    def on_mount(self) -> None:
        self.app.theme_changed_signal.subscribe(self, self._theme_changed)

    def _theme_changed(self, _theme: object) -> None:
        self._cache.clear()
        self.refresh()

    @property
    def palette(self) -> Palette:
        return app_palette(self.app)

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
            self._stop = None
            self._clear_search_results()
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
        previous = self._stops[self._stop] if self._stop is not None and self._stop < len(self._stops) else None
        self._winning_mode = winning_mode
        self._stops = [e for e in evidence_order(evidence, winning_mode) if e.source == "events" and e.line]
        self._stop = self._stops.index(previous) if previous in self._stops else None
        self._cache.clear()
        self._apply_subtitle()
        self.refresh()

    @property
    def evidence_lines(self) -> list[int]:
        return list(self._mark_lines)

    @property
    def evidence_stops(self) -> list[Evidence]:
        """The stream's evidence in the order ``e`` walks it."""
        return list(self._stops)

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
            self._clear_search_results()
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
        if self.pattern is not None and (message.reset or message.added):
            # search what was just indexed too (the scan reads only indexed lines)
            self._search_generation += 1
            self.search_done = False
            self._run_search(message.index, self.pattern, self._search_generation)
        if self._pending_goto is not None and self._pending_goto - 1 < count:
            target = self._pending_goto - 1
            self._pending_goto = None
            self.cursor = max(0, target)
            if self._stop is None and self._stops and self._stops[0].line == target + 1:
                self._stop = 0  # opened on the first evidence: the first "e" goes on to the second
                self._apply_subtitle()
            self.call_after_refresh(self.center_cursor)
            self.call_after_refresh(self._scroll_to_match)
        elif self.follow and count:
            self.cursor = count - 1
            self.call_after_refresh(self._scroll_cursor_visible)
        self.refresh()

    def _gutter_width(self) -> int:
        return len(str(max(1, self.line_count))) + 4  # "  12 ❯● ": number, cursor, evidence, space

    def _update_virtual_size(self) -> None:
        max_len = self.index.max_len if self.index is not None else 0
        self.virtual_size = Size(self._gutter_width() + min(max_len, MAX_RENDER) + 1, self.line_count)

    # -- rendering -------------------------------------------------------------
    def _content(self, index: int) -> tuple[Text, int | None]:
        """The row's text with evidence and search emphasis, and the cell where the evidence match starts."""
        key = (index, self.raw)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        assert self.index is not None
        palette = self.palette
        data, cut = self.index.read(index)
        if self.raw:
            text = Text(inert(data.decode("utf-8", "replace")), no_wrap=True)
            if cut:
                text.append(" …(line cut)", palette.muted)
        else:
            text = describe_line_safe(data, cut, palette)  # never raises: hostile lines show raw
        at = None
        mark = self._marks.get(index)
        if mark is not None:
            at = self._emphasise(text, mark, palette.match)
        if self.pattern is not None:
            self._highlight_search(text, palette.search_match)
        entry = (text, None if at is None else Text(text.plain[:at]).cell_len)
        self._cache[key] = entry
        return entry

    def _emphasise(self, text: Text, mark: _Mark, style: Style) -> int | None:
        plain = text.plain
        first: int | None = None
        if self.raw:
            for start, end in mark.raw_spans:
                if 0 <= start < end <= len(plain):
                    text.stylize(style, start, end)
                    first = start if first is None else min(first, start)
        if first is not None:
            return first
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
                    first = at if first is None else min(first, at)
                    break
        return first

    def _highlight_search(self, text: Text, style: Style) -> None:
        assert self.pattern is not None
        plain = text.plain
        for count, match in enumerate(self.pattern.text.finditer(plain)):
            if count >= 200:
                break
            if match.end() > match.start():
                text.stylize(style, match.start(), match.end())

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        width = self.size.width
        base = self.rich_style
        palette = self.palette
        index = scroll_y + y
        if self.index is None or index >= self.line_count:
            if y == 0 and self.empty_message:
                message = Strip(Text(f" {self.empty_message}", palette.muted).render(self.app.console))
                return message.apply_style(base).crop_extend(0, width, base)
            return Strip.blank(width, base)
        gutter_width = self._gutter_width()
        mark = self._marks.get(index)
        is_cursor = index == self.cursor
        line_style = Style()
        if mark is not None:
            line_style += palette.evidence_line
        if is_cursor:
            line_style += palette.cursor_line if self.has_focus else palette.cursor_line_blurred
        # gutter: number, cursor glyph, evidence glyph: "  12 ❯● " (cursor and evidence never look alike)
        gutter = Text(f"{index + 1:>{gutter_width - 4}}", style=palette.gutter + (palette.cursor_mark if is_cursor
                                                                                    else Style()))
        gutter.append(" ")
        gutter.append("❯" if is_cursor else " ", palette.cursor_mark)
        if mark is not None:
            gutter.append("●" if mark.winning else "○", palette.evidence_mark if mark.winning
                          else palette.alternative_mark)
        else:
            gutter.append(" ")
        gutter.append(" ")
        content = self._content(index)[0].copy()
        if is_cursor and self.pattern is not None:
            self._highlight_search(content, palette.search_current)
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
        self._apply_subtitle()
        self.refresh()
        self.post_message(self.CursorMoved(self, new + 1))

    def watch_raw(self) -> None:
        self._apply_title()
        self.refresh()

    def watch_has_focus(self, _focus: bool) -> None:
        self.refresh()

    def set_title(self, title: str) -> None:
        """The border title; " · raw" is added here, whichever key or command toggled raw."""
        self._title = title
        self._apply_title()

    def _apply_title(self) -> None:
        title = self._title + (" · raw" if self.raw else "")
        if self._narrow() and self._status:
            title += "  ·  " + self._status  # no bottom border when narrow: the status goes on top
        self.border_title = Text(title)

    @property
    def status(self) -> str:
        """The stream's status line: search position and count, which evidence is shown and whose."""
        return self._status

    def _narrow(self) -> bool:
        try:
            return self.screen.has_class("-narrow")
        except Exception:  # noqa: BLE001 - not mounted yet
            return False

    def _evidence_note(self) -> str:
        if self._stop is None or self._stop >= len(self._stops):
            return f"{len(self._stops)} evidence · e/E" if self._stops else ""
        item = self._stops[self._stop]
        role = "winner" if self._winning_mode is None or item.mode == self._winning_mode else "alternative"
        return f"evidence {self._stop + 1}/{len(self._stops)} · {item.mode} ({role})"

    def _search_note(self) -> str:
        if self.pattern is None:
            return ""
        total = f"{len(self.matches)}{'' if self.search_done else '…'}"
        position = bisect_left(self.matches, self.cursor)
        here = position + 1 if position < len(self.matches) and self.matches[position] == self.cursor else "-"
        return f"/{inert(self.pattern.source, 30)}  {here}/{total}{self._wrapped_note}"

    def _apply_subtitle(self) -> None:
        """Which evidence is shown (and whose), and the search's position and count."""
        parts = [p for p in (self._search_note(), self._evidence_note()) if p]
        self._status = "  ·  ".join(parts)
        self.border_subtitle = Text(self._status) if parts and not self._narrow() else None
        self._apply_title()

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

    def _scroll_to_match(self) -> None:
        """Scroll sideways so the evidence on the cursor's line is in view (and back home if it is near)."""
        if self.index is None or self.cursor not in self._marks:
            return
        at = self._content(self.cursor)[1]
        if at is None:
            return
        body = max(1, (self.scrollable_content_region.width or self.size.width) - self._gutter_width())
        x = self.scroll_offset.x
        if at < body - 8:
            target = 0
        elif at < x or at > x + body - 8:
            target = max(0, at - 8)
        else:
            return
        self.scroll_to(x=target, animate=False, immediate=True)

    def goto_line(self, line: int) -> None:
        """Put the cursor on 1-based ``line`` (waits for the index if needed)."""
        if line - 1 >= self.line_count:
            self._pending_goto = line
            return
        self.cursor = line - 1
        self.center_cursor()
        # after the vertical scroll the cursor move scheduled, which would otherwise put x back
        self.call_after_refresh(self._scroll_to_match)

    def show_evidence(self, item: Evidence) -> None:
        """Put the cursor on ``item`` (picked in the pane): the walk goes on from there."""
        if item in self._stops:
            self._stop = self._stops.index(item)
        if item.line:
            self.goto_line(item.line)
        self._apply_subtitle()

    def action_cursor(self, delta: int) -> None:
        self.cursor += delta

    def action_page(self, direction: int) -> None:
        self.cursor += direction * max(1, self.scrollable_content_region.height - 1)

    def action_half_page(self, direction: int) -> None:
        half = max(1, self.scrollable_content_region.height // 2)
        self.scroll_to(y=max(0, self.scroll_offset.y + direction * half), animate=False, immediate=True)
        self.cursor += direction * half

    def action_scroll_columns(self, delta: int) -> None:
        self.scroll_to(x=max(0, self.scroll_offset.x + delta), animate=False)

    def action_first(self) -> None:
        self.cursor = 0

    def action_last(self) -> None:
        self.cursor = max(0, self.line_count - 1)
        self.scroll_end(animate=False)

    def action_evidence(self, direction: int) -> None:
        """Walk the evidence: the winning mode's first (strongest first), then the alternatives', wrapping."""
        stops = self._stops
        if not stops:
            self.notify("no evidence lines in this stream", timeout=2, markup=False)
            return
        if self._stop is None:
            self._stop = 0 if direction > 0 else len(stops) - 1
        else:
            self._stop = (self._stop + direction) % len(stops)
        item = stops[self._stop]
        self.goto_line(item.line or 1)
        self._apply_subtitle()
        self.post_message(self.EvidenceShown(self, item))

    def action_toggle_raw(self) -> None:
        self.raw = not self.raw
        self._update_virtual_size()

    def action_detail(self) -> None:
        if self.index is None or not self.line_count:
            return
        data, cut = self.index.read(self.cursor, 64 * 1024)
        self.app.push_screen(LineDetail(self.cursor + 1, data, cut, self.palette))

    def on_click(self, event: events.Click) -> None:
        line = self.scroll_offset.y + event.y
        if 0 <= line < self.line_count:
            if line == self.cursor and event.chain >= 2:
                self.action_detail()
            self.cursor = line

    def on_resize(self) -> None:
        self._update_virtual_size()
        self._apply_subtitle()  # narrow or wide: the status moves between the bottom and top border

    # -- search --------------------------------------------------------------------
    def action_open_search(self) -> None:
        """``/`` on the stream: a search box under it (the runs filter keeps ``/`` elsewhere)."""
        try:
            box = self.screen.query_one(SearchBox)
        except NoMatches:
            box = SearchBox(self, self.pattern.source if self.pattern is not None else "")
            self.parent.mount(box, after=self)  # type: ignore[union-attr]
        box.display = True
        self.screen.set_focus(box)

    def close_search(self) -> None:
        """Close the box; the matches stay highlighted and ``n``/``N`` keep working."""
        for box in self.screen.query(SearchBox):
            box.remove()
        self.focus()

    def _clear_search_results(self) -> None:
        self._search_generation += 1
        self.matches = []
        self.search_done = True
        self._wrapped_note = ""
        if self.pattern is not None and self.index is not None:
            self._run_search(self.index, self.pattern, self._search_generation)

    def search(self, source: str) -> bool:
        """Search the stream for the regex ``source``; False (and a one-line message) if it is invalid."""
        if not source:
            self.pattern = None
            self.refresh_bindings()
            self._search_generation += 1
            self.matches = []
            self._cache.clear()
            self._apply_subtitle()
            self.close_search()
            return True
        try:
            pattern = compile_pattern(source)
        except PatternError as exc:
            self.notify(f"search: {exc}", severity="warning", timeout=4, markup=False)
            return False
        self.pattern = pattern
        self.refresh_bindings()
        self._search_fresh = True  # the first match found moves the cursor; later re-scans do not
        self._search_generation += 1
        self.matches = []
        self.search_done = False
        self._wrapped_note = ""
        self._cache.clear()
        self._apply_subtitle()
        self.close_search()
        if self.index is not None:
            self._run_search(self.index, pattern, self._search_generation)
        self.refresh()
        return True

    @work(thread=True, exclusive=True, group="stream-search", exit_on_error=False, description="searching")
    def _run_search(self, index: LineIndex, pattern: Pattern, generation: int) -> None:
        worker = get_current_worker()

        def progress(found) -> None:
            if not worker.is_cancelled:
                self.post_message(self.SearchProgress(self, generation, found.tolist(), False))

        found = scan(index, pattern, progress, lambda: worker.is_cancelled)
        if not worker.is_cancelled:
            self.post_message(self.SearchProgress(self, generation, found.tolist(), True))

    def on_stream_view_search_progress(self, message: SearchProgress) -> None:
        message.stop()
        if message.generation != self._search_generation:
            return
        first = not self.matches and message.lines and self._search_fresh
        self.matches = message.lines
        self.search_done = message.done
        if first:
            self._search_fresh = False
            self._goto_match(1, from_line=self.cursor, inclusive=True)
        if message.done and not self.matches:
            self.notify(f"search: no line matches {self.pattern.source[:60]!r}" if self.pattern else "search: no match",
                        timeout=3, markup=False)
        self._apply_subtitle()

    def _goto_match(self, direction: int, from_line: int, inclusive: bool = False) -> None:
        matches = self.matches
        if not matches:
            return
        self._wrapped_note = ""
        if direction > 0:
            position = bisect_left(matches, from_line) if inclusive else bisect_right(matches, from_line)
            if position >= len(matches):
                position = 0
                self._wrapped_note = " (wrapped to the top)"
        else:
            position = bisect_left(matches, from_line) - 1
            if position < 0:
                position = len(matches) - 1
                self._wrapped_note = " (wrapped to the bottom)"
        self.cursor = matches[position]
        self.center_cursor()
        self._apply_subtitle()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "search_next":
            return self.pattern is not None  # n/N are offered (in the footer) once there is a search
        return True

    def action_search_next(self, direction: int) -> None:
        if self.pattern is None:
            self.notify("no search yet: press / to search the stream", timeout=2, markup=False)
            return
        if not self.matches:
            self.notify("search: no matches" + ("" if self.search_done else " yet (still searching)"), timeout=2,
                        markup=False)
            return
        self._goto_match(direction, self.cursor)


class LineDetail(ModalScreen[None]):
    """One stream line in full: every event on it, then the raw JSON."""

    BINDINGS = [Binding("escape,q,enter", "dismiss", "Close")]
    DEFAULT_CSS = """
    LineDetail { align: center middle; }
    LineDetail > VerticalScroll {
        width: 90%; height: 85%; border: round $accent; background: $surface; padding: 0 1;
    }
    """

    def __init__(self, line: int, raw: bytes, cut: bool, palette: Palette = DEFAULT) -> None:
        super().__init__()
        self.palette = palette
        self.line = line
        self.raw = raw
        self.cut = cut

    def compose(self) -> ComposeResult:
        body = describe_line_detail(self.line, self.raw, self.cut, self.palette)  # never raises: hostile lines show raw
        with VerticalScroll() as scroll:
            scroll.border_title = f"line {self.line} · esc to close"
            yield Static(body, markup=False)
