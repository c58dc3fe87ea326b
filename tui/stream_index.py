"""Random access to a (possibly huge, possibly growing) events.ndjson.

:class:`LineIndex` keeps only the byte offset of every line start. Building it
scans the file with ``bytes.find`` over large chunks (C speed, no decoding);
extending it after an append scans only the new bytes. Lines are read back one
at a time with ``os.pread``, so what is in memory follows what is on screen,
not the size of the file.

:func:`describe_line` turns one raw line into a one-row readable summary
(tool name, command, first output line ...) as a :class:`rich.text.Text`.
Everything from the stream is untrusted: text is built with ``Text`` (never
markup) and control characters are made inert first.
"""

from __future__ import annotations

import json
import os
import threading
from array import array
from pathlib import Path
from typing import Any, Iterator

from rich.style import Style
from rich.text import Text

from retriage.core.events import Event, Format, Kind
from retriage.core.sanitize import inert_text
from retriage.core.streams import StreamParser
from retriage.core.tail import not_a_file, probe
from retriage.tui.palette import DEFAULT, Palette

SCAN_CHUNK = 8 * 1024 * 1024
#: bytes read for one line; longer lines are shown cut (the file is never read whole)
MAX_READ = 256 * 1024
#: characters rendered on one row
MAX_RENDER = 2000

def inert(value: Any, limit: int = MAX_RENDER) -> str:
    """One display row: newlines shown as ⏎, then :func:`core.sanitize.inert_text`."""
    text = str(value)[: limit + 1]
    return inert_text(text.replace("\t", "    ").replace("\r\n", "⏎").replace("\n", "⏎"), limit)


class LineIndex:
    """Byte offsets of line starts in one file.

    :meth:`update` may be called from several threads at once (an exclusive
    Textual worker cancels the previous scan but does not wait for it): one
    update lock serialises whole scans, and each scan re-reads ``scanned``
    under it, so no range of the file is ever indexed twice. Readers
    (:meth:`span`, :meth:`read` ...) take only the short state lock and are
    never blocked by a long scan.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.starts = array("q")
        self.scanned = 0  # bytes scanned so far (ends right after the last newline seen)
        self.max_len = 0
        self._identity: tuple[int, int] | None = None
        self._probe = b""  # core.tail.probe() of the bytes indexed so far
        self.error = ""  # why the path cannot be indexed (a directory, a FIFO...), in core's words
        self._lock = threading.Lock()  # guards starts / scanned / max_len for readers
        self._update_lock = threading.Lock()  # one update() at a time, for its whole run

    def __len__(self) -> int:
        return len(self.starts)

    def update(self, cancelled: "callable[[], bool] | None" = None) -> tuple[bool, int]:
        """Scan bytes added since the last call; (reset?, new line count).

        A file that shrank, was replaced or was rewritten in place (see
        :func:`core.tail.probe`) is re-indexed from the start.
        A last line without its newline yet is left for the next call.
        Thread-safe: concurrent calls run one after the other.
        """
        with self._update_lock:
            return self._update(cancelled)

    def _clear(self) -> None:
        with self._lock:
            self.starts = array("q")
            self.scanned = 0
            self.max_len = 0

    def _update(self, cancelled: "callable[[], bool] | None") -> tuple[bool, int]:
        try:
            fd = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)
        except OSError as exc:
            reset = len(self.starts) > 0
            self._clear()
            self._identity = None
            self.error = "" if isinstance(exc, FileNotFoundError) else f"{self.path.name}: cannot read: {exc.strerror}"
            return reset, 0
        reset = False
        try:
            st = os.fstat(fd)
            self.error = not_a_file(self.path.name, st.st_mode)
            if self.error:
                reset = len(self.starts) > 0
                self._clear()
                self._identity = None
                return reset, 0
            identity = (st.st_dev, st.st_ino)
            if self._identity is not None and (identity != self._identity or st.st_size < self.scanned
                                               or probe(fd, self.scanned) != self._probe):
                self._clear()
                reset = True
            self._identity = identity
            with self._lock:
                position = self.scanned  # re-read under the update lock: never scan a range twice
                max_len = self.max_len
            new = array("q")
            line_start = position
            while True:
                if cancelled is not None and cancelled():
                    break
                data = os.pread(fd, SCAN_CHUNK, position)
                if not data:
                    break
                find = data.find
                index = find(b"\n")
                while index >= 0:
                    new.append(line_start)
                    end = position + index
                    if end - line_start > max_len:
                        max_len = end - line_start
                    line_start = end + 1
                    index = find(b"\n", index + 1)
                position += len(data)
            with self._lock:
                self.starts.extend(new)
                self.scanned = line_start
                self.max_len = max_len
            self._probe = probe(fd, line_start)
            return reset, len(new)
        finally:
            os.close(fd)

    def span(self, index: int) -> tuple[int, int] | None:
        """(offset, length without the newline) of line ``index`` (0-based)."""
        with self._lock:
            if not 0 <= index < len(self.starts):
                return None
            start = self.starts[index]
            end = self.starts[index + 1] - 1 if index + 1 < len(self.starts) else self.scanned - 1
        return start, max(0, end - start)

    def line_of_offset(self, offset: int) -> int | None:
        """0-based index of the line starting at ``offset`` (binary search)."""
        with self._lock:
            starts = self.starts
            lo, hi = 0, len(starts)
            while lo < hi:
                mid = (lo + hi) // 2
                if starts[mid] < offset:
                    lo = mid + 1
                else:
                    hi = mid
            return lo if lo < len(starts) and starts[lo] == offset else None

    def read(self, index: int, limit: int = MAX_READ) -> tuple[bytes, bool]:
        """The raw bytes of line ``index`` (at most ``limit``) and whether it was cut."""
        span = self.span(index)
        if span is None:
            return b"", False
        start, length = span
        try:
            fd = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)
        except OSError:
            return b"", False
        try:
            if not_a_file(self.path.name, os.fstat(fd).st_mode):
                return b"", False
            data = os.pread(fd, min(length, limit), start)
        except OSError:
            return b"", False
        finally:
            os.close(fd)
        if data.endswith(b"\r"):
            data = data[:-1]
        return data, length > limit


# -- readable rendering ----------------------------------------------------------
#
# Styles come from a :class:`tui.palette.Palette` (the active theme's, resolved to
# concrete colours; NO_COLOR gives bold/underline instead of colour). Functions
# default to the dark palette so they can be used without an app.

_COMMAND_KEYS = ("command", "cmd", "file_path", "path", "pattern", "url", "query", "description", "prompt")


def parse_line(raw: bytes) -> list[Event]:
    """The events of one raw line (a fresh parser: one line knows nothing of the others)."""
    return StreamParser().feed(raw + b"\n")


def _tool_arg(tool_input: Any) -> str:
    if isinstance(tool_input, dict):
        for key in _COMMAND_KEYS:
            value = tool_input.get(key)
            if isinstance(value, str) and value.strip():
                return value
        if tool_input:
            key, value = next(iter(tool_input.items()))
            try:
                shown = json.dumps(value, ensure_ascii=False)
            except (TypeError, ValueError):
                shown = str(value)
            return f"{key}={shown}"
        return ""
    if isinstance(tool_input, list):
        return " ".join(str(x) for x in tool_input)
    return "" if tool_input is None else str(tool_input)


def _first_lines(text: str, count: int = 2) -> tuple[str, int]:
    lines = [line for line in text.splitlines() if line.strip()]
    return " ⏎ ".join(line.strip() for line in lines[:count]), max(0, len(lines) - count)


def result_label(event: Event) -> str:
    """What a tool result says about itself, and nothing more.

    Claude Code's tool_result carries ``is_error``: "ok" or "error". Codex's
    command items carry a status and an exit code; Osmia's tool output carries
    neither. So "ok" appears only where the format reports success; elsewhere
    the exit code when known, a failed/declined status, else no label at all.
    """
    parts: list[str] = []
    if event.fmt in (Format.CLAUDE, Format.TRANSCRIPT):
        parts.append("error" if event.is_error else "ok")
    elif event.status in ("failed", "declined"):
        parts.append(event.status)
    elif event.is_error:
        parts.append("error")
    if event.exit_code is not None:
        parts.append(f"exit {event.exit_code}")
    return " ".join(parts)


def _event_text(event: Event, p: Palette = DEFAULT) -> Text:
    out = Text(no_wrap=True, overflow="ellipsis")
    kind = event.kind
    muted, tool_style, ok, err = p.muted, p.info + Style(bold=True), p.ok, p.error
    plain, think, system = p.foreground, p.muted + Style(italic=True), p.muted
    if kind is Kind.TOOL_USE and event.files:
        out.append("✎ ", tool_style)
        out.append(inert(event.tool or "edit", 60), tool_style)
        shown = [f.rsplit("/", 2)[-1] if len(f) > 40 else f for f in event.files[:4]]
        out.append(" " + inert(", ".join(shown), 400))
        if len(event.files) > 4:
            out.append(f" (+{len(event.files) - 4} files)", muted)
    elif kind is Kind.TOOL_USE:
        out.append("⚙ ", tool_style)
        out.append(inert(event.tool or "tool", 60), tool_style)
        arg = _tool_arg(event.tool_input)
        if arg:
            prefix = "$ " if isinstance(event.tool_input, dict) and "command" in event.tool_input else ""
            out.append(" " + prefix + inert(arg, 400))
    elif kind is Kind.TOOL_RESULT:
        failed = event.flagged
        status = result_label(event)
        style = err if failed else ok if status else muted
        out.append("↳ ", style)
        label = " ".join(x for x in (inert(event.tool, 40) if event.tool else "", status) if x)
        out.append(label, style)
        first, more = _first_lines(event.output or event.text)
        if first:
            out.append(("  " if label else "") + inert(first, 400))
        if more:
            out.append(f"  (+{more} lines)", muted)
    elif kind is Kind.TEXT:
        out.append("💬 ", plain)
        out.append(inert(event.text.strip(), 600), plain)
    elif kind is Kind.THINKING:
        out.append("… ", think)
        out.append(inert(event.text.strip(), 400), think)
    elif kind is Kind.PROMPT:
        out.append("› ", muted)
        out.append(inert(event.text.strip(), 400))
    elif kind is Kind.RESULT:
        style = err if event.is_error else ok
        out.append("■ result ", style)
        out.append(inert(event.subtype or ("error" if event.is_error else "success"), 40), style)
        if event.text:
            out.append("  " + inert(event.text.strip(), 400))
        if event.permission_denials:
            out.append(f"  ({len(event.permission_denials)} permission denials)", err)
    elif kind is Kind.ERROR:
        out.append("✗ error ", err)
        out.append(inert((event.text or event.output).strip(), 400))
    elif kind is Kind.SYSTEM:
        out.append("· ", system)
        label = " ".join(x for x in (event.raw_type, event.subtype) if x) or "system"
        out.append(inert(label, 60), system)
        if event.model:
            out.append(f"  model {inert(event.model, 60)}", system)
    elif kind is Kind.COST:
        out.append("$ cost", muted)
    elif kind is Kind.PLAIN:
        out.append(inert(event.text, 600))
    else:
        out.append("· ", muted)
        out.append(inert(event.raw_type or "event", 60), muted)
    return out


def describe_line(raw: bytes, cut: bool = False, p: Palette = DEFAULT) -> Text:
    """One row summarising every event on a raw stream line."""
    if cut:
        # an over-long line cannot be parsed from its prefix: show it raw
        text = Text(inert(raw.decode("utf-8", "replace"), 300), no_wrap=True)
        text.append("  …(line cut)", p.muted)
        return text
    events = parse_line(raw)
    if not events:
        stripped = raw.strip()
        if not stripped:
            return Text("", no_wrap=True)
        text = Text("? ", p.error, no_wrap=True)
        text.append(inert(raw.decode("utf-8", "replace"), 300), p.muted)
        return text
    parts = [_event_text(e, p) for e in events if e.kind is not Kind.COST or len(events) == 1]
    if not parts:
        parts = [_event_text(events[0], p)]
    return Text(" │ ", p.muted, no_wrap=True).join(parts)


def describe_line_full(raw: bytes, p: Palette = DEFAULT) -> Iterator[Text]:
    """Several rows describing one line in detail (for the line detail view)."""
    for event in parse_line(raw):
        head = _event_text(event, p)
        head.truncate(200, overflow="ellipsis")
        yield head
        if event.kind is Kind.TOOL_USE and event.tool_input is not None:
            try:
                body = json.dumps(event.tool_input, indent=2, ensure_ascii=False)
            except (TypeError, ValueError):
                body = str(event.tool_input)
            for line in body.splitlines()[:60]:
                yield Text("    " + inert(line, 400), no_wrap=True)
        body = event.output or (event.text if event.kind in (Kind.TEXT, Kind.THINKING, Kind.TOOL_RESULT, Kind.RESULT,
                                                             Kind.ERROR, Kind.PLAIN) else "")
        if body:
            lines = body.splitlines()
            for line in lines[:80]:
                yield Text("    " + inert(line, 400), no_wrap=True)
            if len(lines) > 80:
                yield Text(f"    … {len(lines) - 80} more lines", p.muted)


UNREADABLE = "⚠ unreadable line "


def unreadable_line(raw: bytes, limit: int = 300, p: Palette = DEFAULT) -> Text:
    """A line that could not be described: a short marker, then the raw bytes as inert text."""
    text = Text(UNREADABLE, p.error, no_wrap=True)
    text.append(inert(raw[: limit * 4].decode("utf-8", "replace"), limit), p.muted)
    return text


def describe_line_safe(raw: bytes, cut: bool = False, p: Palette = DEFAULT) -> Text:
    """:func:`describe_line` that never raises (this runs on the UI thread, while rendering).

    A hostile line (JSON nested thousands deep, odd shapes the parser trips on)
    can raise anything, RecursionError included; it is then shown raw, marked
    unreadable, instead of taking the whole app down.
    """
    try:
        return describe_line(raw, cut, p)
    except Exception:  # noqa: BLE001 - any failure: show the line raw
        return unreadable_line(raw, p=p)


def describe_line_detail(line: int, raw: bytes, cut: bool, p: Palette = DEFAULT) -> Text:
    """The line detail view's body: every event on the line, then the raw JSON; never raises."""
    try:
        return _describe_line_detail(line, raw, cut, p)
    except Exception:  # noqa: BLE001 - any failure: show the line raw
        body = Text(no_wrap=False)
        body.append(f"line {line}  ", "bold")
        body.append(UNREADABLE + "(shown raw)\n\n", p.error)
        for row in raw.decode("utf-8", "replace").splitlines()[:400]:
            body.append(inert(row, 1000) + "\n")
        return body


PRETTY_MAX_DEPTH = 64


def _shallow(value: object, limit: int = PRETTY_MAX_DEPTH) -> bool:
    """True when ``value`` nests at most ``limit`` containers deep (walked without recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return False
        stack.extend((child, depth + 1) for child in children)
    return True


def _describe_line_detail(line: int, raw: bytes, cut: bool, p: Palette = DEFAULT) -> Text:
    body = Text(no_wrap=False)
    body.append(f"line {line}", "bold")
    if cut:
        body.append("  (first 64 KiB only)", p.muted)
    body.append("\n\n")
    text = raw.decode("utf-8", "replace")
    if not cut:
        try:
            rows = list(describe_line_full(raw, p))
        except Exception:  # noqa: BLE001 - the raw JSON below still shows it
            rows = [Text(UNREADABLE + "(see the raw line below)", p.error)]
        for row in rows:
            body.append_text(row)
            body.append("\n")
        body.append("\nraw\n", "bold")
    try:
        value = json.loads(text)
        # Deep nesting is shown raw: indented, 5,000 levels would be millions of spaces, and
        # whether json even parses it depends on the Python version (3.13 does, 3.11 raises).
        pretty = json.dumps(value, indent=2, ensure_ascii=False) if _shallow(value) else text
    except Exception:  # noqa: BLE001 - not JSON, or nested too deep to parse (RecursionError)
        pretty = text
    for row in pretty.splitlines()[:400]:
        body.append(inert(row, 1000) + "\n")
    return body
