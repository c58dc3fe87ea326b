"""Semantic styles resolved from the active Textual theme, and a contrast guard for every cell.

Why not CSS component classes with tints: ``get_component_rich_style`` drops
the alpha of ``$warning 20%`` and returns the solid colour, which is how
evidence rows became pale text on orange. So tints are blended here, into
concrete colours, from the theme's own variables (``app.get_css_variables()``),
and every foreground is lifted until it reads on the background it lands on,
in dark and light themes alike.

``NO_COLOR``: the palette carries no colour at all. Emphasis is bold,
underline and reverse, never grey or ``dim`` (which is what made "8 failed"
the darkest text on screen under Textual's monochrome filter).

:class:`ContrastGuard` is the last line filter of the app: whatever style a
widget asked for (hard-coded colours, ANSI names, ``dim``, Textual's own
widgets), a text cell whose foreground is below the target contrast on its
actual background gets its foreground moved towards black or white until it
reads. Borders, bars and blanks are decoration and left alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from rich.color import Color as RichColor
from rich.color import ColorSystem
from rich.segment import Segment
from rich.style import Style
from rich.terminal_theme import TerminalTheme
from textual.color import Color
from textual.filter import LineFilter

from retriage.tui.model import MODE_COLOURS

#: WCAG AA for body text; the guard aims a little higher so 256-colour rounding stays above it
TEXT_RATIO = 4.5
GUARD_RATIO = 4.7
#: decoration, not text: never recoloured (a border lifted to 4.5:1 would shout)
DECORATION = frozenset("─│╭╮╰╯┌┐└┘├┤┬┴┼━┃▏▕▁▂▃▄▅▆▇█▊▌▍▎▐░▒▓▔▀▰▱╶╴╺╸ \u00a0")

WHITE = Color(255, 255, 255)
BLACK = Color(0, 0, 0)


def luminance(colour: Color) -> float:
    def channel(value: int) -> float:
        x = value / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b)


def contrast(a: Color, b: Color) -> float:
    """WCAG contrast ratio of two opaque colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable(colour: Color, *backgrounds: Color, ratio: float = TEXT_RATIO) -> Color:
    """``colour``, moved towards white or black just enough to reach ``ratio`` on every background.

    The hue is kept as long as possible (a blend, not a swap), so a mode keeps
    its colour on both dark and light themes, only lighter or darker.
    """
    if all(contrast(colour, bg) >= ratio for bg in backgrounds):
        return colour
    darkest = min(backgrounds, key=luminance)
    lightest = max(backgrounds, key=luminance)
    # the direction with the most headroom: towards white on dark backgrounds, black on light ones
    target = WHITE if contrast(WHITE, darkest) >= contrast(BLACK, lightest) else BLACK
    for step in range(1, 21):
        candidate = colour.blend(target, step / 20)
        if all(contrast(candidate, bg) >= ratio for bg in backgrounds):
            return candidate
    return target


def text_on(background: Color) -> Color:
    """Black or white, whichever reads best on a solid ``background``."""
    return WHITE if contrast(WHITE, background) >= contrast(BLACK, background) else BLACK


@dataclass(frozen=True)
class Palette:
    """Rich styles for every meaning the UI shows; built by :func:`palette_for`."""

    no_color: bool
    foreground: Style
    muted: Style
    strong: Style
    error: Style
    ok: Style
    warning: Style
    info: Style
    special: Style
    gutter: Style
    evidence_line: Style
    evidence_mark: Style
    alternative_mark: Style
    match: Style
    cursor_line: Style
    cursor_line_blurred: Style
    cursor_mark: Style
    search_match: Style
    search_current: Style
    modes: dict[str, Style] = field(default_factory=dict)

    def mode(self, mode: str, extra: str = "") -> Style:
        style = self.modes.get(mode, self.foreground)
        return style + Style.parse(extra) if extra else style


def _colour(variables: dict[str, str], name: str, fallback: str) -> Color:
    try:
        return Color.parse(variables.get(name, fallback))
    except Exception:  # noqa: BLE001 - a theme with an odd value: fall back rather than fail to draw
        return Color.parse(fallback)


@lru_cache(16)
def _palette(items: tuple[tuple[str, str], ...], dark: bool, no_color: bool) -> Palette:
    if no_color:
        plain = Style()
        return Palette(
            no_color=True, foreground=plain, muted=plain, strong=Style(bold=True),
            error=Style(bold=True, underline=True), ok=Style(bold=True), warning=Style(bold=True),
            info=Style(bold=True), special=Style(bold=True, italic=True), gutter=plain,
            evidence_line=plain, evidence_mark=Style(bold=True), alternative_mark=plain,
            match=Style(bold=True, underline=True), cursor_line=Style(reverse=True),
            cursor_line_blurred=plain, cursor_mark=Style(bold=True),
            search_match=Style(reverse=True), search_current=Style(reverse=True, bold=True, underline=True),
            modes={mode: Style(bold=True) for mode in MODE_COLOURS},
        )
    variables = dict(items)
    background = _colour(variables, "background", "#121212" if dark else "#e0e0e0")
    surface = _colour(variables, "surface", "#1e1e1e" if dark else "#d8d8d8")
    panel = _colour(variables, "panel", "#242f38" if dark else "#d0d0d0")
    foreground = _colour(variables, "foreground", "#e0e0e0" if dark else "#1f1f1f")
    warning = _colour(variables, "warning", "#fea62b")
    error = _colour(variables, "error", "#b93c5b")
    success = _colour(variables, "success", "#4ebf71")
    primary = _colour(variables, "primary", "#0178d4")
    accent = _colour(variables, "accent", "#fea62b")
    secondary = _colour(variables, "secondary", "#004578")
    grounds = (background, surface, panel)

    # tints are blended here (never through a CSS alpha that a component style would drop)
    evidence_bg = surface.blend(warning, 0.16 if dark else 0.22)
    cursor_bg = surface.blend(primary, 0.45 if dark else 0.30)
    cursor_blur_bg = surface.blend(primary, 0.20 if dark else 0.14)
    every = (*grounds, evidence_bg, cursor_bg, cursor_blur_bg)

    def fg(colour: Color, *on: Color) -> Style:
        return Style(color=readable(colour, *(on or every)).rich_color)

    muted_colour = readable(foreground.blend(surface, 0.35), *every)
    search_bg = readable(success, *grounds, ratio=1.0)
    return Palette(
        no_color=False,
        foreground=fg(foreground),
        muted=Style(color=muted_colour.rich_color),
        strong=fg(foreground) + Style(bold=True),
        error=fg(error) + Style(bold=True),
        ok=fg(success),
        warning=fg(warning),
        info=fg(primary.blend(foreground, 0.3)),
        special=fg(secondary.blend(accent, 0.5)),
        gutter=Style(color=muted_colour.rich_color),
        evidence_line=Style(bgcolor=evidence_bg.rich_color),
        evidence_mark=fg(warning) + Style(bold=True),
        alternative_mark=Style(color=muted_colour.rich_color),
        match=Style(color=text_on(warning).rich_color, bgcolor=warning.rich_color, bold=True),
        cursor_line=Style(bgcolor=cursor_bg.rich_color),
        cursor_line_blurred=Style(bgcolor=cursor_blur_bg.rich_color),
        cursor_mark=fg(primary.blend(foreground, 0.35)) + Style(bold=True),
        search_match=Style(color=text_on(search_bg).rich_color, bgcolor=search_bg.rich_color),
        search_current=Style(color=text_on(search_bg).rich_color, bgcolor=search_bg.rich_color, bold=True,
                             underline=True),
        modes={mode: fg(Color.parse(hex_)) for mode, hex_ in MODE_COLOURS.items()},
    )


def palette_for(variables: dict[str, str], dark: bool, no_color: bool = False) -> Palette:
    """The palette for a theme's CSS variables (``App.get_css_variables()``)."""
    keys = ("background", "surface", "panel", "foreground", "warning", "error", "success", "primary", "accent",
            "secondary")
    return _palette(tuple((k, str(variables[k])) for k in keys if k in variables), dark, no_color)


def app_palette(app) -> Palette:
    """The palette of ``app``'s active theme (and its NO_COLOR setting), cached per theme.

    Widgets ask for it on every rendered row; building the theme's variables
    takes a fraction of a millisecond, which a screenful of rows would repeat.
    """
    key = (app.theme, getattr(app, "no_color", False))
    cache = app.__dict__.setdefault("_retriage_palettes", {})
    palette = cache.get(key)
    if palette is None:
        palette = cache[key] = palette_for(app.get_css_variables(), app.current_theme.dark, key[1])
    return palette


#: a dark palette for code that renders without an app (tests, the CLI)
DEFAULT = palette_for({}, dark=True)


class ContrastGuard(LineFilter):
    """Lift every text cell's foreground to a readable contrast on its real background.

    Runs after Textual's own filters (ANSI to truecolor, monochrome), so it sees
    the colours the terminal will get. With ``no_color`` the foreground becomes
    the theme's text colour (or its opposite on a light background): greys and
    ``dim`` go, bold / underline / reverse stay.
    """

    def __init__(self, foreground: Color, background: Color, ansi_theme: TerminalTheme, no_color: bool = False,
                 ratio: float = GUARD_RATIO, color_system: str | None = "truecolor") -> None:
        super().__init__()
        #: 256 colours: judge contrast on the colours the terminal will really get after rounding
        self.eight_bit = color_system == "256"  # 16-colour palettes are the terminal's own: unknowable
        self.foreground = foreground
        self.background = background
        self.ansi_theme = ansi_theme
        self.no_color = no_color
        self.ratio = ratio
        self._fix = lru_cache(4096)(self._fix_style)

    def _shown(self, colour: Color) -> Color:
        if not self.eight_bit:
            return colour
        triplet = colour.rich_color.downgrade(ColorSystem.EIGHT_BIT).get_truecolor(self.ansi_theme)
        return Color(*triplet)

    def _reads(self, fg: Color, bg: Color) -> bool:
        """Readable as drawn, and (256 colours) still readable once the terminal rounds both colours."""
        if contrast(fg, bg) < self.ratio:
            return False
        return not self.eight_bit or contrast(self._shown(fg), self._shown(bg)) >= self.ratio

    def _readable(self, fg: Color, bg: Color) -> Color:
        if self._reads(fg, bg):
            return fg
        target = WHITE if contrast(WHITE, bg) >= contrast(BLACK, bg) else BLACK
        for step in range(1, 21):
            candidate = fg.blend(target, step / 20)
            if self._reads(candidate, bg):
                return candidate
        return target  # the most this background allows

    def _resolve(self, colour: RichColor | None, default: Color, foreground: bool) -> Color:
        if colour is None or colour.is_default:
            return default
        if colour.triplet is None:
            return Color.from_rich_color(RichColor.from_triplet(colour.get_truecolor(self.ansi_theme, foreground)))
        return Color(*colour.triplet)

    def _fix_style(self, style: Style, background: Color) -> Style:
        fg = self._resolve(style.color, self.foreground, True)
        bg = self._resolve(style.bgcolor, background, False)
        if style.reverse:
            fg, bg = bg, fg
        if style.dim:
            fg = bg.blend(fg, 0.5)  # what a terminal's faint does, roughly
        if self.no_color:
            bg = bg.monochrome
            target = max((self.foreground.monochrome, self.background.monochrome, WHITE, BLACK),
                         key=lambda c: contrast(c, bg))
            fixed = target if contrast(self.foreground.monochrome, bg) < 7 else self.foreground.monochrome
        else:
            fixed = self._readable(fg, bg)
            if fixed is fg and not style.dim and not style.reverse:
                return style
        return style + Style(color=fixed.rich_color, bgcolor=bg.rich_color, reverse=False, dim=False)

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        fix = self._fix
        out = []
        for segment in segments:
            text, style, control = segment
            if style is None or control or not text or all(ch in DECORATION for ch in text):
                out.append(segment)
            else:
                out.append(Segment(text, fix(style, background), control))
        return out


def guard_for(app) -> ContrastGuard:
    """A guard for ``app``'s theme; cached on the app per (theme, NO_COLOR)."""
    key = (app.theme, getattr(app, "no_color", False), app.console.color_system)
    cache = app.__dict__.setdefault("_retriage_guards", {})
    guard = cache.get(key)
    if guard is None:
        variables = app.get_css_variables()
        dark = app.current_theme.dark
        guard = ContrastGuard(_colour(variables, "foreground", "#e0e0e0" if dark else "#1f1f1f"),
                              _colour(variables, "background", "#121212" if dark else "#e0e0e0"),
                              app.ansi_theme, no_color=bool(key[1]), color_system=app.console.color_system)
        cache[key] = guard
    return guard
