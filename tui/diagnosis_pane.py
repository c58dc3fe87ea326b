"""The selected run's diagnosis: mode, confidence, alternatives, why, advice, evidence."""

from __future__ import annotations

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
from retriage.tui.model import MODE_COLOURS

MAX_EVIDENCE_SHOWN = 200


def _bar(value: float, width: int = 10) -> str:
    filled = max(0, min(width, round(value * width)))
    return "█" * filled + "░" * (width - filled)


def _mode_text(mode: str, style_extra: str = "bold") -> Text:
    return Text(mode, f"{style_extra} {MODE_COLOURS.get(mode, '')}".strip())


def summary_text(report: RunReport | None, live_note: str = "", draft: bool = False) -> Text:
    """Everything about a run's diagnosis except the evidence list, as inert Text.

    The most important facts come first (status, mode, confidence, advice) so
    that a short pane on a small terminal still shows them.
    """
    out = Text()
    if report is None:
        out.append(live_note or "No run selected.", "dim")
        return out
    taskrun = report.files.taskrun
    d = report.diagnosis
    if report.live:
        out.append("● LIVE", "bold green")
        if live_note:
            out.append(" " + live_note, "green")
    elif report.failed:
        out.append("✗ FAILED", "bold red")
    else:
        out.append("✓ succeeded", "green")
    if report.failed or report.live:
        out.append("  ")
        out.append("provisional " if report.live else "", "italic dim")
        out.append_text(_mode_text(d.mode))
        out.append(f" {d.confidence:.2f} ", "bold")
        out.append(_bar(d.confidence), MODE_COLOURS.get(d.mode, ""))
    out.append("\n")
    if report.failed:
        advice = report.advice
        decision = report.files.decision
        if decision:
            out.append("✔ decided ", "bold cyan")
            out.append(inert_text(
                f"{decision.get('action', '?')} by {decision.get('decided_by', '?')} at {decision.get('decided_at', '?')}",
                200), "cyan")
            out.append("\n")
        if advice.advised:
            out.append("↻ retry advised", "bold green")
        else:
            out.append("⏸ park", "bold yellow")
        out.append(" · engine ", "dim")
        if advice.switch_engine:
            out.append(f"switch to {inert_text(advice.engine, 30)}", "bold magenta")
        else:
            out.append(inert_text(advice.engine, 30), "bold")
        if draft and not decision:
            out.append(" · draft saved", "italic cyan")
        out.append("\n")
    alternatives = [a for a in d.alternatives if a.score > 0][:4] if (report.failed or report.live) else []
    if alternatives:
        out.append("then ", "dim")
        for i, alt in enumerate(alternatives):
            if i:
                out.append(" · ", "dim")
            out.append_text(_mode_text(alt.mode, ""))
            out.append(f" {alt.confidence:.2f}", "dim")
        out.append("\n")
    out.append(inert_text(report.run_id, 80), "bold")
    if taskrun.ticket_id:
        out.append("  " + inert_text(taskrun.ticket_id, 40))
    if taskrun.state:
        out.append(f"  state {inert_text(taskrun.state, 20)}", "dim")
    if taskrun.engine_now:
        out.append(f"  engine {inert_text(taskrun.engine_now, 30)}", "dim")
    out.append("\n")
    if not (report.failed or report.live):
        out.append("Nothing to diagnose: the run succeeded.\n", "dim")
        return out
    for reason in d.reasoning[:3]:
        out.append(inert_text(reason, 200) + "\n", "dim")
    watchdog = report.files.watchdog
    if watchdog:
        out.append("watchdog ", "bold")
        out.append(inert_text(str(watchdog.get("reason_code") or "?"), 30), "yellow")
        message = watchdog.get("message")
        if message:
            out.append(": " + inert_text(str(message), 300))
        out.append("\n")
    result = report.files.result
    if result:
        out.append("result ", "bold")
        success = result.get("success")
        out.append("success" if success is True else "failure" if success is False else "?",
                   "green" if success is True else "red")
        if result.get("exit_code") is not None:
            out.append(f" exit {inert_text(str(result.get('exit_code')), 10)}", "dim")
        summary = result.get("summary")
        if summary:
            out.append(": " + inert_text(str(summary), 300))
        out.append("\n")
    if report.failed:
        advice = report.advice
        out.append("advice ", "bold")
        out.append(inert_text(advice.reason, 300) + "\n")
        out.append("engine ", "bold")
        out.append(inert_text(advice.engine_reason, 200) + "\n", "dim")
    for problem in report.problems[:5]:
        out.append("! " + inert_text(problem, 200) + "\n", "yellow")
    return out


def evidence_label(item: Evidence, winning: bool) -> Text:
    where = f"L{item.line}" if item.source == "events" and item.line else item.source
    text = Text(no_wrap=True, overflow="ellipsis")
    text.append(f"{where:>6} ", "bold" if winning else "dim")
    text.append(inert_text(item.rule, 40), MODE_COLOURS.get(item.mode, "") if winning else "dim")
    text.append("  ")
    text.append(inert_text(item.text.replace("\n", " "), 240), "" if winning else "dim")
    if item.note:
        text.append("  (" + inert_text(item.note, 80) + ")", "dim italic")
    return text


def ordered_evidence(report: RunReport) -> list[Evidence]:
    """Winning evidence first (by weight), then the alternatives' evidence."""
    d = report.diagnosis
    winning = sorted(d.winning_evidence, key=lambda e: -e.weight)
    others = sorted((e for e in d.evidence if e.mode != d.mode), key=lambda e: -e.weight)
    return (winning + others)[:MAX_EVIDENCE_SHOWN]


class EvidenceList(OptionList):
    BINDING_GROUP_TITLE = "Evidence"
    BINDINGS = [
        Binding("j", "cursor_down", "Down", show=False),
        Binding("k", "cursor_up", "Up", show=False),
        Binding("g", "first", "First", show=False),
        Binding("G", "last", "Last", show=False),
    ]


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

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="summary-scroll"):
            yield Static(summary_text(None), id="summary", markup=False)
        yield EvidenceList(id="evidence")

    def show(self, report: RunReport | None, live_note: str = "", draft: bool = False) -> None:
        same_run = self.report is not None and report is not None and self.report.run_id == report.run_id
        self.report = report
        self.query_one("#summary", Static).update(summary_text(report, live_note, draft))
        evidence = ordered_evidence(report) if report is not None and (report.failed or report.live) else []
        signature = (report.run_id if report is not None else None,
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
        options.add_options([Option(evidence_label(e, e.mode == mode)) for e in evidence])
        options.border_title = f"evidence ({len(evidence)})" if evidence else "no evidence"
        if highlighted is not None and evidence:
            options.highlighted = min(highlighted, len(evidence) - 1)
        elif not same_run:
            options.scroll_home(animate=False, immediate=True)

    def update_live_note(self, live_note: str, draft: bool = False) -> None:
        if self.report is not None and self.report.live:
            self.query_one("#summary", Static).update(summary_text(self.report, live_note, draft))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self._evidence):
            self.post_message(self.EvidencePicked(self._evidence[event.option_index]))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if self.query_one(EvidenceList).has_focus and 0 <= event.option_index < len(self._evidence):
            self.post_message(self.EvidencePicked(self._evidence[event.option_index]))
