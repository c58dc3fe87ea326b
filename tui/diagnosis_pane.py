"""The selected run's diagnosis: mode, confidence, alternatives, why, advice, evidence."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from retriage.core.diagnosis import Evidence
from retriage.core.report import RunReport
from retriage.core.sanitize import inert_text
from retriage.tui.model import MODE_LABELS, NO_CLEAR_CAUSE, shows_confidence
from retriage.tui.palette import DEFAULT, Palette, app_palette
from retriage.tui.stream_view import evidence_order

MAX_EVIDENCE_SHOWN = 200


def _bar(value: float, width: int = 10) -> str:
    filled = max(0, min(width, round(value * width)))
    return "█" * filled + "░" * (width - filled)


def _mode_text(mode: str, p: Palette, style_extra: str = "bold") -> Text:
    return Text(mode, p.mode(mode, style_extra))


def confidence_words(mode: str, confidence: float) -> str | None:
    """Plain words where a number would mislead: ``unknown`` at 0.85 means *sure nothing matched*."""
    return None if shows_confidence(mode) else NO_CLEAR_CAUSE


def summary_text(report: RunReport | None, live_note: str = "", draft: bool = False, p: Palette = DEFAULT) -> Text:
    """Everything about a run's diagnosis except the evidence list, as inert Text.

    The most important facts come first (status, mode, confidence, advice) so
    that a short pane on a small terminal still shows them. Styles come from
    the active theme's palette (NO_COLOR: bold and underline, never grey).
    """
    out = Text()
    if report is None:
        out.append(live_note or "No run selected.", p.muted)
        return out
    taskrun = report.files.taskrun
    d = report.diagnosis
    bold = Style(bold=True)
    if report.live:
        out.append("● LIVE", p.ok + bold)
        if live_note:
            out.append(" " + live_note, p.ok)
    elif report.failed:
        out.append("✗ FAILED", p.error)
    else:
        out.append("✓ succeeded", p.ok)
    if report.failed or report.live:
        out.append("  ")
        out.append("provisional " if report.live else "", p.muted + Style(italic=True))
        words = confidence_words(d.mode, d.confidence)
        if words:
            out.append(words, p.strong)
        else:
            out.append_text(_mode_text(d.mode, p))
            out.append(f" {d.confidence:.2f} ", p.strong)
            out.append(_bar(d.confidence), p.mode(d.mode))
    out.append("\n")
    if report.failed:
        advice = report.advice
        decision = report.files.decision
        if decision:
            out.append("✔ decided ", p.info + bold)
            out.append(inert_text(
                f"{decision.get('action', '?')} by {decision.get('decided_by', '?')} at {decision.get('decided_at', '?')}",
                200), p.info)
            out.append("\n")
        if advice.advised:
            out.append("↻ retry advised", p.ok + bold)
        else:
            out.append("⏸ park", p.warning + bold)
        out.append(" · engine ", p.muted)
        if advice.switch_engine:
            out.append(f"switch to {inert_text(advice.engine, 30)}", p.special + bold)
        else:
            out.append(inert_text(advice.engine, 30), p.strong)
        if draft and not decision:
            out.append(" · draft saved", p.info + Style(italic=True))
        out.append("\n")
    alternatives = [a for a in d.alternatives if a.score > 0][:4] if (report.failed or report.live) else []
    if alternatives:
        out.append("then ", p.muted)
        for i, alt in enumerate(alternatives):
            if i:
                out.append(" · ", p.muted)
            out.append_text(_mode_text(alt.mode, p, ""))
            out.append(f" {alt.confidence:.2f}", p.muted)
        out.append("\n")
    out.append(inert_text(report.run_id, 80), p.strong)
    if taskrun.ticket_id:
        out.append("  " + inert_text(taskrun.ticket_id, 40))
    if taskrun.state:
        out.append(f"  state {inert_text(taskrun.state, 20)}", p.muted)
    if taskrun.engine_now:
        out.append(f"  engine {inert_text(taskrun.engine_now, 30)}", p.muted)
    out.append("\n")
    if not (report.failed or report.live):
        out.append("Nothing to diagnose: the run succeeded.\n", p.muted)
        return out
    for reason in d.reasoning[:3]:
        out.append(inert_text(reason, 200) + "\n", p.muted)
    watchdog = report.files.watchdog
    if watchdog:
        out.append("watchdog ", p.strong)
        out.append(inert_text(str(watchdog.get("reason_code") or "?"), 30), p.warning)
        message = watchdog.get("message")
        if message:
            out.append(": " + inert_text(str(message), 300))
        out.append("\n")
    result = report.files.result
    if result:
        out.append("result ", p.strong)
        success = result.get("success")
        out.append("success" if success is True else "failure" if success is False else "?",
                   p.ok if success is True else p.error)
        if result.get("exit_code") is not None:
            out.append(f" exit {inert_text(str(result.get('exit_code')), 10)}", p.muted)
        summary = result.get("summary")
        if summary:
            out.append(": " + inert_text(str(summary), 300))
        out.append("\n")
    if report.failed:
        advice = report.advice
        out.append("advice ", p.strong)
        out.append(inert_text(advice.reason, 300) + "\n")
        out.append("engine ", p.strong)
        out.append(inert_text(advice.engine_reason, 200) + "\n", p.muted)
    for problem in report.problems[:5]:
        out.append("! " + inert_text(problem, 200) + "\n", p.warning)
    return out


def evidence_label(item: Evidence, winning: bool, p: Palette = DEFAULT) -> Text:
    """One evidence row: where, which rule (in its mode's colour), the text; an alternative's says its mode."""
    where = f"L{item.line}" if item.source == "events" and item.line else item.source
    text = Text(no_wrap=True, overflow="ellipsis")
    text.append("● " if winning else "○ ", p.evidence_mark if winning else p.alternative_mark)
    text.append(f"{where:>5} ", p.strong if winning else p.muted)
    text.append(inert_text(item.rule, 40), p.mode(item.mode))
    if not winning:
        text.append(f" ({MODE_LABELS.get(item.mode, inert_text(item.mode, 30))})", p.muted)
    text.append("  ")
    text.append(inert_text(item.text.replace("\n", " "), 240), p.foreground if winning else p.muted)
    if item.note:
        text.append("  (" + inert_text(item.note, 80) + ")", p.muted + Style(italic=True))
    return text


def ordered_evidence(report: RunReport) -> list[Evidence]:
    """Winning evidence first (by weight), then the alternatives' evidence (the order ``e`` walks)."""
    d = report.diagnosis
    return evidence_order(list(d.evidence), d.mode)[:MAX_EVIDENCE_SHOWN]


class EvidenceList(OptionList):
    BINDING_GROUP_TITLE = "Evidence"
    BINDINGS = [
        Binding("j", "cursor_down", "Down", show=False),
        Binding("k", "cursor_up", "Up", show=False),
        Binding("g", "first", "First", show=False),
        Binding("G", "last", "Last", show=False),
    ]

    def on_focus(self) -> None:
        # arriving in the list selects an item at once (the first: where the stream opened), so the
        # cursor is visible and the stream and the list agree from the first key
        if self.highlighted is None and self.option_count:
            self.highlighted = 0


class DiagnosisPane(Vertical):
    """Summary on top, the evidence list below; picking evidence asks the stream to jump."""

    class EvidencePicked(Message):
        def __init__(self, evidence: Evidence) -> None:
            super().__init__()
            self.evidence = evidence

    DEFAULT_CSS = """
    DiagnosisPane { height: 1fr; }
    DiagnosisPane > #summary-scroll { height: auto; max-height: 65%; }
    DiagnosisPane > #summary-scroll > #summary { padding: 0 1; }
    DiagnosisPane > #evidence { height: 1fr; min-height: 3; border: none; border-top: solid $panel-lighten-2; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.report: RunReport | None = None
        self._evidence: list[Evidence] = []
        self._signature: tuple[object, ...] | None = None
        self._following = False
        self._live_note = ""
        self._draft = False

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="summary-scroll"):
            yield Static(summary_text(None), id="summary", markup=False)
        yield EvidenceList(id="evidence")

    def on_mount(self) -> None:
        self.app.theme_changed_signal.subscribe(self, self._theme_changed)

    def _theme_changed(self, _theme: object) -> None:
        self._signature = None  # the evidence rows carry the old theme's colours: rebuild them
        self.show(self.report, self._live_note, self._draft)

    def show(self, report: RunReport | None, live_note: str = "", draft: bool = False) -> None:
        self._live_note, self._draft = live_note, draft
        same_run = self.report is not None and report is not None and self.report.run_id == report.run_id
        self.report = report
        palette = app_palette(self.app)
        self.query_one("#summary", Static).update(summary_text(report, live_note, draft, palette))
        evidence = ordered_evidence(report) if report is not None and (report.failed or report.live) else []
        signature = (report.run_id if report is not None else None, id(palette),
                     tuple((e.rule, e.line, e.text, e.mode) for e in evidence))
        if signature == self._signature:
            return
        self._signature = signature
        self._evidence = evidence
        options = self.query_one(EvidenceList)
        # a live update of the same run keeps the reviewer's place; another run starts at its top
        highlighted = options.highlighted if same_run else None
        options.clear_options()
        mode = report.diagnosis.mode if report is not None else ""
        options.add_options([Option(evidence_label(e, e.mode == mode, palette)) for e in evidence])
        options.border_title = f"evidence ({len(evidence)})" if evidence else "no evidence"
        if highlighted is not None and evidence:
            options.highlighted = min(highlighted, len(evidence) - 1)
        elif not same_run:
            options.scroll_home(animate=False, immediate=True)

    def update_live_note(self, live_note: str, draft: bool = False) -> None:
        if self.report is not None and self.report.live:
            self.query_one("#summary", Static).update(summary_text(self.report, live_note, draft,
                                                                   app_palette(self.app)))

    def highlight_evidence(self, item: Evidence) -> None:
        """The stream walked to ``item``: highlight it here too (the two stay in step)."""
        if item in self._evidence:
            options = self.query_one(EvidenceList)
            index = self._evidence.index(item)
            if options.highlighted != index:
                self._following = True
                options.highlighted = index

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self._evidence):
            self.post_message(self.EvidencePicked(self._evidence[event.option_index]))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        following, self._following = self._following, False
        if following:
            return  # moved by the stream: do not send the stream back to where it already is
        if self.query_one(EvidenceList).has_focus and 0 <= event.option_index < len(self._evidence):
            self.post_message(self.EvidencePicked(self._evidence[event.option_index]))
