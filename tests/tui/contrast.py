"""WCAG contrast of every text cell a Pilot screen draws.

Why from the rendered segments and not from the CSS: what a reviewer sees is
what the compositor hands the terminal, after the app's line filters (ANSI to
truecolor, NO_COLOR, retriage's contrast guard), component styles, tints and
``dim``. So this walks the strips of ``app.screen``'s compositor and resolves
each segment's Rich style to two RGB triplets the way a terminal would:

* a default (or missing) colour is the theme's foreground / background;
* ANSI colours go through the app's ANSI theme;
* ``reverse`` swaps foreground and background;
* ``dim`` blends the foreground half-way towards the background (as
  /work/shared/tools/contrast.py does for a tmux capture, so both agree).

Blank cells and box-drawing / block characters (borders, scrollbars, bars)
are not text and are left out, as the tmux tool leaves them out.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from rich.color import Color as RichColor
from rich.style import Style

BOX = set("─│╭╮╰╯┌┐└┘├┤┬┴┼━┃▏▕▁▂▃▄▅▆▇█▊▌▍▎▐░▒▓▔▀▰▱╶╴╺╸ ")

RGB = tuple[int, int, int]


def luminance(colour: RGB) -> float:
    def channel(value: int) -> float:
        x = value / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    r, g, b = map(channel, colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@dataclass
class Cell:
    row: int
    char: str
    fg: RGB
    bg: RGB

    @property
    def ratio(self) -> float:
        return contrast(self.fg, self.bg)


@dataclass
class Report:
    cells: list[Cell] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.cells)

    def share_below(self, ratio: float) -> float:
        return sum(1 for c in self.cells if c.ratio < ratio) / max(1, len(self.cells))

    def worst(self, limit: int = 8, below: float = 4.5) -> str:
        """The rows with the lowest-contrast cells, for an assertion message."""
        counts = Counter((c.row, round(c.ratio, 2), c.fg, c.bg) for c in self.cells if c.ratio < below)
        lines = []
        for (row, ratio, fg, bg), n in sorted(counts.items(), key=lambda kv: kv[0][1])[:limit]:
            text = "".join(c.char for c in self.cells if c.row == row and c.fg == fg and c.bg == bg)[:40]
            lines.append(f"row {row}: {n} cells at {ratio}:1 fg={fg} bg={bg} {text!r}")
        return "\n".join(lines)

    def summary(self) -> str:
        return (f"{self.count} text cells; below 3:1 {self.share_below(3.0):.1%}, "
                f"below 4.5:1 {self.share_below(4.5):.1%}")


def _triplet(colour: RichColor | None, default: RGB, ansi_theme, foreground: bool) -> RGB:
    if colour is None or colour.is_default:
        return default
    triplet = colour.get_truecolor(ansi_theme, foreground=foreground)
    return (triplet.red, triplet.green, triplet.blue)


def _theme_defaults(app) -> tuple[RGB, RGB]:
    from textual.color import Color

    variables = app.theme_variables
    fg = Color.parse(variables.get("foreground", "#e0e0e0"))
    bg = Color.parse(variables.get("background", "#000000"))
    return (fg.r, fg.g, fg.b), (bg.r, bg.g, bg.b)


def screen_cells(app) -> list[Cell]:
    """Every drawn character of the app's current screen with its resolved colours."""
    default_fg, default_bg = _theme_defaults(app)
    ansi_theme = app.ansi_theme
    strips = app.screen._compositor.render_strips()
    cells: list[Cell] = []
    for row, strip in enumerate(strips):
        for segment in strip:
            if segment.control:
                continue
            style = segment.style or Style.null()
            fg = _triplet(style.color, default_fg, ansi_theme, True)
            bg = _triplet(style.bgcolor, default_bg, ansi_theme, False)
            if style.reverse:
                fg, bg = bg, fg
            if style.dim:
                fg = tuple((x + y) // 2 for x, y in zip(fg, bg))  # type: ignore[assignment]
            for char in segment.text:
                cells.append(Cell(row, char, fg, bg))
    return cells


def measure(app) -> Report:
    """Contrast of the text cells (not blanks, borders or bars) on ``app.screen``."""
    return Report([c for c in screen_cells(app) if c.char not in BOX and not c.char.isspace()])
