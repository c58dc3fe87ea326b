"""retriage's terminal UI: watch a runs directory, triage failed runs, approve retries.

Widget tree and data flow::

    RetriageApp
      #topbar   Static        runs dir, watcher state, "last change Ns ago"
      #counts   Static        failed runs per mode, live / ok totals, view/sort/filter
      #filter   Input         shown by "/" (filters id, ticket, mode, engine)
      #top      Horizontal
        RunsTable             one row per run (failed + live; "a" shows all)
        DiagnosisPane         summary + EvidenceList of the highlighted run
      StreamView              the run's events.ndjson (Line API, index + pread)
      Footer

    watcher (async worker, watchfiles.awatch) ──ids──▶ Jobs ◀── startup / decisions
    analysis (thread worker) drains Jobs, RunStore reads each run (cache, process pool),
        posts ReportsReady(Batch) ──▶ App updates rows, table, pane, stream

Nothing reads or parses run files on the UI thread except the few visible
stream lines that StreamView renders; drafts are read by thread workers too.

Everything shown comes from untrusted files (run ids, directory names,
decision.json, exception text), so nothing is ever rendered as markup:
widgets get rich ``Text`` or ``markup=False``, border titles get ``Text``,
and :meth:`RetriageApp.notify` forces ``markup=False`` for every toast.
"""

from __future__ import annotations

import asyncio
import gc
import time
from collections import OrderedDict, deque
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterable

from rich.text import Text
from textual import on, work
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding
from textual.css.query import NoMatches
from textual.containers import Horizontal
from textual.message import Message
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.widgets import Footer, Input, Static
from textual.worker import get_current_worker

from retriage.core.actions import DecisionContext, Outcome, run_actions
from retriage.core.cache import DiagnosisCache
from retriage.core.config import Config
from retriage.core.report import RunReport
from retriage.core.sources import Source
from retriage.core.sources.runsdir import RunsDir
from retriage.tui.analysis import Batch, Jobs, RunStore
from retriage.tui.diagnosis_pane import DiagnosisPane, EvidenceList, ordered_evidence
from retriage.tui.drafts import Draft, DraftStore
from retriage.tui.palette import guard_for
from retriage.tui.model import (MODE_COLOURS, MODE_LABELS, SORT_KEYS, SORT_LABELS, STATUS_ERROR, STATUS_FAILED,
                                STATUS_LIVE, STATUS_PENDING, RowFilter, RunRow, error_row, mode_counts, pending_row,
                                row_from_report, stable_order, visible_rows)
from retriage.tui.runs_table import COLUMN_SORT, RunsTable
from retriage.tui.stream_index import inert
from retriage.tui.stream_view import SearchBox, StreamView

#: how long the watcher waits to group file events (ms) and how often it polls for them
WATCH_DEBOUNCE_MS = 150
WATCH_STEP_MS = 50
#: how often live session files are read again (s): nothing else tells when one stops being live
LIVE_RECHECK = 5.0
#: the analysis thread posts partial results at least this often (s) during a big scan
BATCH_INTERVAL = 0.2
#: ... and the first ones sooner, so the rows on screen fill in at once
FIRST_BATCH_INTERVAL = 0.03
#: runs the reviewer selected lately whose full reports stay in memory besides the rows on screen
KEEP_REPORTS = 8
#: from this many runs on, the heap is frozen after a scan (gc.freeze: no collector pauses over the rows)
FREEZE_ROWS = 2000


class _Cancelled(Exception):
    """The analysis worker was cancelled while it waited for the worker pool."""


class DraftIdsReady(Message):
    """A worker read which runs have a saved draft."""

    def __init__(self, run_ids: set[str]) -> None:
        super().__init__()
        self.run_ids = run_ids


class ReportsReady(Message):
    """The analysis thread read some runs."""

    def __init__(self, batch: Batch) -> None:
        super().__init__()
        self.batch = batch


def _progress_bar(done: int, total: int, width: int = 10) -> str:
    filled = round(width * done / total) if total else width
    return "▰" * filled + "▱" * (width - filled)


def _ago(seconds: float) -> str:
    seconds = max(0, int(seconds))
    if seconds < 60:
        return f"{seconds}s ago"
    if seconds < 3600:
        return f"{seconds // 60}m ago"
    return f"{seconds // 3600}h ago"


class RetriageApp(App[int]):
    CSS_PATH = "app.tcss"
    TITLE = "retriage"
    ENABLE_COMMAND_PALETTE = True
    #: the runs table has the focus from the first frame: left to Textual, the first focusable widget (the
    #: hidden filter box) took it, and hiding that box moved it on to the stream pane on a loaded machine,
    #: so the first "/" searched the stream instead of filtering the runs
    AUTO_FOCUS = "#runs"

    #: The key grammar, the same on every screen: q / esc close the screen or overlay on top
    #: (on the main screen, with nothing on top, q quits); ctrl+q quits from anywhere, Q wherever
    #: nothing is being typed and no dialog is open.
    #: A key is shown in the footer only where it does something (see check_action): the
    #: table's keys while the table has the focus, "p" on a failed run, "o" when the order is stale.
    BINDINGS = [
        Binding("q", "quit", "Quit"),
        Binding("ctrl+q", "quit", "Quit", show=False, priority=True),
        # not a priority binding: a capital Q typed in the prompt editor or a filter box is a letter
        Binding("Q", "quit", "Quit", show=False),
        Binding("question_mark,f1", "help", "Help", key_display="?"),
        Binding("slash", "filter", "Filter", key_display="/"),
        Binding("u", "toggle_undecided", "Undecided"),
        Binding("f", "filter_menu", "Filters…"),
        Binding("a", "toggle_all", "All/failed", show=False),
        Binding("s", "cycle_sort", "Sort"),
        Binding("S", "reverse_sort", "Reverse sort", show=False),
        Binding("o", "resort", "Re-sort"),
        Binding("p", "retry", "Retry prompt"),
        # e/E work from every pane; the footer names them in the diagnosis pane (the stream has its own)
        Binding("e", "pane_evidence(1)", "Next evidence"),
        Binding("E", "pane_evidence(-1)", "Prev evidence"),
        Binding("e", "evidence(1)", "Next evidence", show=False),
        Binding("E", "evidence(-1)", "Prev evidence", show=False),
        Binding("r", "toggle_raw", "Raw", show=False),
        Binding("z", "zoom", "Zoom pane"),
        Binding("escape", "back", "Back", show=False),
        Binding("tab", "focus_next", "Next pane", show=False),
        Binding("shift+tab", "focus_previous", "Prev pane", show=False),
    ]
    #: keys that belong to the runs table: active (and shown) while it or the filter box has the focus
    TABLE_ACTIONS = frozenset({"filter", "toggle_undecided", "filter_menu", "toggle_all", "cycle_sort",
                               "reverse_sort", "resort"})

    def __init__(
        self,
        runs_dir: Path | Source,
        config: Config,
        *,
        now: Callable[[], datetime] | None = None,
        monotonic: Callable[[], float] | None = None,
        watch: bool = True,
        drafts: DraftStore | None = None,
        display_dir: str | None = None,
        notice: str = "",
        jobs: int | None = None,
        use_cache: bool = True,
    ) -> None:
        """``notice``: said once at start (e.g. that the runs are a temporary copy)."""
        super().__init__()
        # a runs directory, or any source (Claude Code projects, Codex sessions) read in place
        self.source: Source = runs_dir if isinstance(runs_dir, Source) else RunsDir(runs_dir.resolve())
        runs_dir = self.source.root
        self.start_notice = notice
        self.scan_jobs = jobs  # worker processes for big scans (None: one per CPU)
        self.use_cache = use_cache  # the persistent diagnosis cache (core/cache.py)
        self.runs_dir = runs_dir.resolve()
        self.config = config
        self.now = now or (lambda: datetime.now(timezone.utc))
        self.monotonic = monotonic or time.monotonic
        self.watch_enabled = watch
        self.drafts = drafts or DraftStore(self.runs_dir)
        self.display_dir = display_dir if display_dir is not None else str(runs_dir)
        self.jobs = Jobs()
        #: full reports (evidence, prompt, files) of the runs on screen and the few selected lately only;
        #: every run has a compact row. Another run's report is read again (cache) when it is shown.
        self.reports: dict[str, RunReport] = {}
        self._recent: OrderedDict[str, None] = OrderedDict()
        self._asked: list[str] = []  # the last reports asked of the analysis thread
        self._retry_wanted: str | None = None  # "p" pressed before the run's report was read back
        self.rows: dict[str, RunRow] = {}
        self._counts: dict[str, int] | None = None  # mode_counts(rows), until the rows change
        self._scanning = False  # a scan was under way at the last batch (see on_reports_ready: gc.freeze)
        self.changed_at: dict[str, float] = {}
        self.draft_ids: set[str] = set()
        self.show_all = False
        self.sort_key = "queue"
        self.sort_reverse = False
        self.row_filter = RowFilter()
        #: the table shows the order the reader saw; the true order differs until "o" or a cursor move
        self.order_stale = False
        #: the first scan has not ended yet: then the cursor goes to the first row, once
        self._start_row_pending = True
        self._bindings_state: tuple[bool, bool] | None = None  # what the footer was last drawn for
        self.query_text = ""
        self.selected: str | None = None
        self.loaded = False  # the first full scan finished
        self.pending: set[str] = set()  # listed, not diagnosed yet
        self.read_errors: dict[str, str] = {}  # runs that could not be read, and why
        self.scan_total = 0  # runs in the last listing, for the progress indicator
        self.watching = "off"
        self.last_change: float | None = None
        self._watch_stop: asyncio.Event | None = None
        self._table_dirty = False
        self._flush_cost = 0.0  # seconds the last table refresh took
        self.action_outcomes: dict[str, list[Outcome]] = {}  # this session's actions, per run

    # -- layout ------------------------------------------------------------------
    def _main(self, selector, expect_type=None):
        """query_one on the main screen, whichever screen is on top (App.query_one uses the top one)."""
        screen = self.screen_stack[0] if self.screen_stack else self.screen
        if expect_type is None:
            return screen.query_one(selector)
        return screen.query_one(selector, expect_type)

    def compose(self) -> ComposeResult:
        yield Static(id="topbar", markup=False)
        yield Static(id="counts", markup=False)
        yield Input(placeholder="filter: id, ticket, mode, engine (enter to keep, esc to clear)", id="filter")
        with Horizontal(id="top"):
            yield RunsTable(id="runs")
            yield DiagnosisPane(id="diagnosis")
        yield StreamView(id="stream")
        yield Footer()

    def on_mount(self) -> None:
        self._main("#filter").display = False
        self._main("#runs").border_title = "runs"
        self._main("#stream").border_title = "stream"
        self._main("#diagnosis").border_title = "diagnosis"
        self.load_draft_ids()
        self._render_bars()
        self.jobs.add(rescan=True)
        self.analysis_loop()
        if self.watch_enabled:
            self.watch_runs()
        self.set_interval(1.0, self._tick)
        if self.source.kind != "runs":
            self.set_interval(LIVE_RECHECK, self._recheck_live)
        self.screen.set_focus(self._main(RunsTable))  # now, not after the queued keys (see AUTO_FOCUS)
        self._apply_width(self.size.width)
        if self.start_notice:
            self.notify(self.start_notice, timeout=10, markup=False)

    def on_resize(self, event) -> None:
        self._apply_width(event.size.width)

    def _apply_width(self, width: int) -> None:
        self.screen.set_class(width < 110, "-narrow")

    def get_line_filters(self):
        """Textual's filters, then the contrast guard (see :mod:`tui.palette`): every text cell reads."""
        return [*super().get_line_filters(), guard_for(self)]

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None,
               markup: bool = False) -> None:
        """A toast, always plain text: messages carry run ids, paths and exception text.

        Widgets' and screens' ``notify`` end up here too, and pass ``markup=True``
        by default: it is ignored on purpose, so a directory named
        ``[@click=app.quit]x`` can never become an action.
        """
        super().notify(inert(message, 500), title=inert(title, 80), severity=severity, timeout=timeout,
                       markup=False)

    # -- workers -------------------------------------------------------------------
    @work(thread=True, group="actions", exit_on_error=False, description="running decision actions")
    def run_decision_actions(self, context: DecisionContext, log_dir: Path) -> None:
        """retriage.yaml's actions for a decision already written: webhooks and commands may take
        seconds (timeouts, retries), so never on the UI thread; each outcome becomes a toast."""
        def report(outcome: Outcome) -> None:
            try:
                self.call_from_thread(self._action_done, context.run_id, outcome)
            except RuntimeError:
                pass  # the app has closed meanwhile: the outcome is in the log, the next actions still run

        run_actions(log_dir, self.config.actions, context, on_outcome=report)

    def _action_done(self, run_id: str, outcome: Outcome) -> None:
        self.action_outcomes.setdefault(run_id, []).append(outcome)
        self.notify(f"{run_id}: {outcome.line}", severity="information" if outcome.ok else "error",
                    timeout=5 if outcome.ok else 10)
        refresh = getattr(self.screen, "action_outcome_added", None)
        if refresh is not None:
            refresh(run_id)

    @work(thread=True, exclusive=True, group="draft-ids", exit_on_error=False, description="reading drafts")
    def load_draft_ids(self) -> None:
        """DraftStore.run_ids() reads every draft file: never on the UI thread."""
        ids = self.drafts.run_ids()
        if not get_current_worker().is_cancelled:
            self.post_message(DraftIdsReady(ids))

    def on_draft_ids_ready(self, message: DraftIdsReady) -> None:
        if message.run_ids == self.draft_ids:
            return
        self.draft_ids = message.run_ids
        if self.is_running and self.screen_stack:
            try:
                self._schedule_table_refresh()
                self.show_selected(update_stream=False)
            except NoMatches:
                pass  # shutting down: the widgets are gone

    @work(thread=True, exclusive=True, group="analysis", exit_on_error=False, description="reading runs")
    def analysis_loop(self) -> None:
        worker = get_current_worker()
        store = RunStore(self.source, self.config, self.scan_jobs, DiagnosisCache() if self.use_cache else None)
        try:
            while not worker.is_cancelled:
                rescan, ids = self.jobs.take(0.25)
                # runs whose full report the app wants back are read even when no pass is due
                self._analyse(worker, store, rescan, ids)
        except _Cancelled:
            pass
        finally:
            store.close(kill=worker.is_cancelled)

    def _analyse(self, worker, store: RunStore, rescan: bool, ids: set[str]) -> None:
        """One pass: runs with an analyser in memory are refreshed here, the rest go to the pool.

        The run under the cursor (``Jobs.urgent``) is read in this thread at once,
        ahead of the pool's results, and so are the runs whose full report the app
        dropped and shows again (``Jobs.load``): a cache hit, or a diagnosis here.
        """
        batch = Batch(rescanned=rescan)
        if rescan:
            present, warnings, error = store.listing()
            batch.warnings = warnings
            batch.error = error
            present_set = set(present)
            batch.removed.extend(store.forget_missing(present_set))
            ids = (ids & present_set) | present_set if not error else ids
            order = present + sorted(ids - present_set)
            if not error:
                # list first: every run is in the table before the first one is diagnosed
                self.post_message(ReportsReady(Batch(removed=batch.removed, listed=present)))
                batch.removed = []
        else:
            order = sorted(ids)
        last_post = time.monotonic()
        done: set[str] = set()
        posted = False

        def take(run_id: str, report: RunReport | None, changed: bool, error: str, urgent: bool) -> None:
            nonlocal batch, last_post, posted
            done.add(run_id)
            if error:
                batch.unreadable[run_id] = error
            elif report is None:  # gone, or no longer a run directory
                batch.removed.append(run_id)
            else:
                batch.reports.append(report)
                batch.rows[run_id] = row_from_report(report)
                if changed:
                    batch.changed.add(run_id)
            interval = BATCH_INTERVAL if posted else FIRST_BATCH_INTERVAL
            if urgent or time.monotonic() - last_post > interval:
                partial = Batch(reports=batch.reports, rows=batch.rows, removed=batch.removed,
                                changed=batch.changed, unreadable=batch.unreadable)
                self.post_message(ReportsReady(partial))
                batch = Batch(rescanned=rescan, warnings=batch.warnings, error=batch.error)
                last_post = time.monotonic()
                posted = True

        def read_here(run_id: str, urgent: bool = False) -> None:
            try:
                report, changed = store.read(run_id)
            except Exception as exc:  # noqa: BLE001 - one bad run must not stop the others
                take(run_id, None, False, " ".join(f"{run_id}: cannot read: {exc}".split())[:300], urgent)
                return
            take(run_id, report, changed, "", urgent)

        def urgent_first() -> None:
            if worker.is_cancelled:
                raise _Cancelled  # the app is closing: do not wait for the pool's current chunk
            urgent = self.jobs.pop_urgent()
            if urgent is not None and urgent not in done:
                read_here(urgent, urgent=True)
            loads = self.jobs.pop_loads()
            for position, run_id in enumerate(loads):  # read even if done: the app dropped its report
                read_here(run_id, urgent=position == len(loads) - 1)

        urgent_first()
        if not rescan and not ids:
            return
        for run_id in [r for r in order if r in store.states]:
            if worker.is_cancelled:
                return
            urgent_first()
            if run_id not in done:
                read_here(run_id)
        for run_id, report, changed, error in store.read_many([r for r in order if r not in store.states],
                                                              between=urgent_first):
            if worker.is_cancelled:
                return
            if run_id not in done:  # before any urgent read: a second reading of it would say "unchanged"
                take(run_id, report, changed, error, False)
            urgent_first()
        self.post_message(ReportsReady(batch))

    @work(exclusive=True, group="watch", exit_on_error=False, description="watching the runs directory")
    async def watch_runs(self) -> None:
        from watchfiles import awatch

        self._watch_stop = asyncio.Event()
        root = self.runs_dir
        self.watching = "watching"
        self._render_bars()
        try:
            async for changes in awatch(root, stop_event=self._watch_stop, debounce=WATCH_DEBOUNCE_MS,
                                        step=WATCH_STEP_MS, recursive=True, ignore_permission_denied=True):
                ids, rescan = self.source.runs_for_changes(path for _change, path in changes)
                if ids or rescan:
                    self.jobs.add(ids, rescan)
        except Exception as exc:  # noqa: BLE001 - fall back to polling rather than die
            self.watching = "polling"
            self.notify(f"file watching failed ({exc}); polling every 2 s instead", severity="warning", markup=False)
            self.set_interval(2.0, lambda: self.jobs.add(rescan=True))
        try:
            self._render_bars()
        except NoMatches:
            pass  # the watcher stops on unmount, after the widgets are gone

    @staticmethod
    def runs_for_changes(root: Path, paths: Iterable[str]) -> tuple[set[str], bool]:
        """Which runs of the runs directory ``root`` a set of changed paths touches (see RunsDir)."""
        return RunsDir(root).runs_for_changes(paths)

    def on_unmount(self) -> None:
        if self._watch_stop is not None:
            self._watch_stop.set()

    # -- applying results ------------------------------------------------------------
    def on_reports_ready(self, message: ReportsReady) -> None:
        if not self.is_running or not self.screen_stack:
            return  # a late batch while the app shuts down: there is no screen to update
        batch = message.batch
        now = self.monotonic()
        held = self._held()
        self._counts = None  # the rows change: count them again when the bars are drawn
        for run_id in batch.removed:
            self.reports.pop(run_id, None)
            self.rows.pop(run_id, None)
            self.changed_at.pop(run_id, None)
            self.pending.discard(run_id)
            self.read_errors.pop(run_id, None)
        if batch.listed is not None:
            for run_id in batch.listed:
                if run_id not in self.rows:
                    self.rows[run_id] = pending_row(run_id)
                    self.pending.add(run_id)
            self.scan_total = len(batch.listed)
        for report in batch.reports:
            if report.run_id in held:
                self.reports[report.run_id] = report
            else:  # a compact row only: the report is read again if the run comes on screen
                self.reports.pop(report.run_id, None)
            self.rows[report.run_id] = batch.rows.get(report.run_id) or row_from_report(report)
            self.pending.discard(report.run_id)
            self.read_errors.pop(report.run_id, None)
            if report.run_id in batch.changed:
                self.changed_at[report.run_id] = now
        for run_id, problem in batch.unreadable.items():
            self.reports.pop(run_id, None)
            self.rows[run_id] = error_row(run_id)
            self.pending.discard(run_id)
            if self.read_errors.get(run_id) != problem:
                self.notify(problem, severity="error", timeout=8, markup=False)
            self.read_errors[run_id] = problem
        if batch.changed or batch.removed:
            if self.loaded:
                self.last_change = now
        if batch.error:
            self.notify(batch.error, severity="error", timeout=6, markup=False)
        if batch.rescanned and not self.loaded:
            self.loaded = True
            for warning in batch.warnings[:3]:
                self.notify(warning, severity="warning", timeout=5, markup=False)
        scan_over = self.loaded and not self.pending and self._scanning
        self._scanning = bool(self.pending)
        if (batch.listed is not None or scan_over) and len(self.rows) >= FREEZE_ROWS:
            # The fleet's rows live as long as the app: move them (and everything else alive now) out
            # of the cyclic collector's full passes, which otherwise walk them all every few sorts
            # (measured at 20,000 runs: 115-250 ms pauses, 9-40 ms after). Rows, reports and cells have
            # no reference cycles, so reference counting still frees them when they are replaced.
            gc.freeze()
        self._schedule_table_refresh()
        if batch.listed is not None or not self.pending:
            self._render_bars()  # the progress indicator starts and ends with no delay
        selected = self.selected
        shown = self._main(DiagnosisPane).report
        if selected is not None and (selected in batch.changed or selected in batch.removed
                                     or (selected in self.reports and (shown is None or shown.run_id != selected))):
            self.show_selected(update_stream=True)  # changed, gone, or its report is back
        wanted = self._retry_wanted
        if wanted is not None and wanted in self.reports and wanted == selected:
            self._retry_wanted = None
            self.action_retry()

    # -- which full reports are kept ------------------------------------------------------
    def _held(self) -> set[str]:
        """The runs whose full reports stay in memory: the selected one, the few selected lately, those on screen."""
        try:
            on_screen = self._main(RunsTable).on_screen
        except NoMatches:
            on_screen = []
        return {*on_screen, *self._recent, *([self.selected] if self.selected else [])}

    def _hold_reports(self) -> None:
        """Drop the reports of runs no longer shown and ask for those of runs now shown.

        Runs still pending or unreadable have no report to ask for: the scan brings them.
        While a scan runs, only the selected run's is asked for (show_selected): rows move
        on screen as diagnoses arrive, and reading theirs back would compete with the pool.
        """
        held = self._held()
        for run_id in [r for r in self.reports if r not in held]:
            del self.reports[run_id]
        try:
            on_screen = self._main(RunsTable).on_screen
        except NoMatches:
            return
        if self.pending:
            return  # a scan is under way: the selected run is read at once, the rest when it ends
        missing = [r for r in on_screen if r not in self.reports and r in self.rows
                   and self.rows[r].status not in (STATUS_PENDING, STATUS_ERROR)]
        if missing != self._asked:
            self._asked = missing
            if missing:
                self.jobs.load(missing)

    @on(RunsTable.Scrolled, "#runs")
    def _table_scrolled(self, event: RunsTable.Scrolled) -> None:
        self._hold_reports()

    def _schedule_table_refresh(self) -> None:
        """Coalesce table rebuilds: a big first scan posts many batches, the table redraws a few times."""
        if self._table_dirty:
            return
        self._table_dirty = True
        delay = 0.02 if self.loaded and len(self.rows) < 500 else 0.4
        # a rebuild of thousands of rows takes a while: keep the UI thread (and the GIL) mostly
        # free for keys and for the analysis thread, at most about a sixth of the time in rebuilds
        delay = max(delay, 5 * self._flush_cost)
        if not self.reports or len(self._main(RunsTable).order) == 0:
            self.call_later(self._flush_table)  # show the first rows at once
            return
        self.set_timer(delay, self._flush_table)

    def _flush_table(self) -> None:
        self._table_dirty = False
        if self.is_running and self.screen_stack:
            try:
                start = time.perf_counter()
                self.refresh_table()
                self._flush_cost = time.perf_counter() - start
            except NoMatches:
                pass  # shutting down: the widgets are gone

    def refresh_table(self, resort: bool = False) -> None:
        """Rebuild the table from the rows.

        Once the first scan is over, rows that change (a live run growing, a decision
        written) are updated in place: re-sorting under the reader's eyes makes rows
        jump. The new order is applied when ``resort`` is set (a sort or filter change,
        "o", or the reader moving the cursor); until then the bar says the order is stale.
        """
        table = self._main(RunsTable)
        scanning = not self.loaded or bool(self.pending)
        rows = visible_rows(self.rows.values(), self.show_all, self.query_text, self.sort_key, self.sort_reverse,
                            keep=table.selected_run if scanning else None, row_filter=self.row_filter)
        shown = rows
        if not resort and not scanning and table.order and not self._start_row_pending:
            shown = stable_order(table.order, rows)  # the reader is at work: no row moves under them
        self.order_stale = shown is not rows and [r.run_id for r in shown] != [r.run_id for r in rows]
        table.set_sort(self.sort_key, self.sort_reverse)
        # the cursor is the truth: a key press whose highlight is still in flight must not be undone.
        # When the first scan is over, unless the reader already moved, the cursor starts on the first
        # row (the most urgent undecided run); during the scan the run under the cursor stays under it.
        keep = table.selected_run or self.selected
        if self._start_row_pending and not scanning and shown:
            self._start_row_pending = False
            if not table.user_moved:
                keep = shown[0].run_id
        table.show(shown, self.now(), self.draft_ids, keep=keep)
        if table.selected_run != self.selected:
            self.selected = table.selected_run
            self.show_selected(update_stream=True)
        self._hold_reports()
        self._render_bars()
        self._refresh_bindings_if_changed()

    def _refresh_bindings_if_changed(self) -> None:
        """The footer depends on the stale order and on the selected run: redraw it when they change only
        (a footer rebuild on every table refresh would cost a lot during a big scan)."""
        state = (self.order_stale, self._selected_failed())
        if state != self._bindings_state:
            self._bindings_state = state
            self.refresh_bindings()

    def _selected_failed(self) -> bool:
        row = self.rows.get(self.selected) if self.selected else None
        return row is not None and row.status == STATUS_FAILED

    def show_selected(self, update_stream: bool = True) -> None:
        if self.selected:
            self._recent[self.selected] = None
            self._recent.move_to_end(self.selected)
            while len(self._recent) > KEEP_REPORTS:
                self._recent.popitem(last=False)
        report = self.reports.get(self.selected) if self.selected else None
        if report is None and self.selected and self.selected in self.rows and self.selected not in self.read_errors:
            self.jobs.urgent(self.selected)  # the reviewer is looking at it: diagnose (or read back) it next
        pane = self._main(DiagnosisPane)
        note = self._live_note(report)
        if report is None and self.selected in self.pending:
            note = "Diagnosing this run next…"
        elif report is None and self.selected in self.rows and self.selected not in self.read_errors:
            note = "Reading the diagnosis…"
        elif report is None and self.selected in self.read_errors:
            note = self.read_errors[self.selected]
        pane.show(report, note, self.selected in self.draft_ids)
        pane.border_title = Text("diagnosis" if report is None else f"diagnosis · {inert(report.run_id, 80)}")
        if update_stream:
            stream = self._main(StreamView)
            if report is None:
                stream.open(None)
                self._set_stream_title("stream")
            else:
                path = report.files.events_path
                if stream.path == path:
                    stream.set_evidence(report.diagnosis.evidence, report.diagnosis.mode)
                    stream.grow()
                else:
                    stream.open(path, goto=None if report.live else self._first_evidence_line(report))
                    stream.set_evidence(report.diagnosis.evidence, report.diagnosis.mode)
                lines = f"{report.stream_lines:,} lines" if report.stream_lines else "no events"
                self._set_stream_title(f"stream · {lines}")

    def _set_stream_title(self, title: str) -> None:
        self._main(StreamView).set_title(title)

    @staticmethod
    def _first_evidence_line(report: RunReport) -> int | None:
        for item in ordered_evidence(report):
            if item.source == "events" and item.line:
                return item.line
        return None

    def _live_note(self, report: RunReport | None) -> str:
        if report is None:
            return ""
        at = self.changed_at.get(report.run_id)
        return f"updated {_ago(self.monotonic() - at)}" if at is not None else ""

    def _recheck_live(self) -> None:
        """A session file is live while it keeps changing: once it stops, only time says it ended."""
        live = {run_id for run_id, row in self.rows.items() if row.status == STATUS_LIVE}
        if live:
            self.jobs.add(live)

    def _tick(self) -> None:
        if not self.is_running or not self.screen_stack:
            return
        try:
            self._render_bars()
            report = self.reports.get(self.selected) if self.selected else None
            if report is not None and report.live:
                self._main(DiagnosisPane).update_live_note(self._live_note(report), self.selected in self.draft_ids)
        except NoMatches:
            pass  # shutting down: the timer fired after the widgets were removed

    def _render_bars(self) -> None:
        top = Text(no_wrap=True, overflow="ellipsis")
        top.append(" retriage ", "bold reverse")
        if self.pending:
            done = max(0, self.scan_total - len(self.pending))
            top.append(f" diagnosing {done:,}/{self.scan_total:,}", "bold yellow")
            top.append(" " + _progress_bar(done, self.scan_total), "yellow")
        elif not self.loaded:
            top.append(" loading…", "dim")
        state = self.watching
        if state == "watching":
            top.append(" ● watching", "green")
        elif state == "polling":
            top.append(" ● polling", "yellow")
        else:
            top.append(" ○ not watching", "dim")
        if self.last_change is not None:
            top.append(f" · last change {_ago(self.monotonic() - self.last_change)}", "dim")
        top.append("  " + self.display_dir, "bold")
        self._main("#topbar", Static).update(top, layout=False)  # one line, full width: no layout pass

        counts = self.row_counts()
        bar = self.view_text()
        bar.append("  │ ", "dim")
        failed = sum(v for k, v in counts.items() if not k.startswith("_"))
        bar.append(f"{failed} failed", "bold red" if failed else "dim")
        for mode, count in counts.items():
            if mode.startswith("_"):
                continue
            bar.append("  ")
            bar.append(MODE_LABELS.get(mode, mode), MODE_COLOURS.get(mode, ""))
            bar.append(f" {count}", "bold")
        bar.append("  │ ", "dim")
        bar.append(f"{counts['_live']} live", "green" if counts["_live"] else "dim")
        bar.append(f"  {counts['_ok']} ok", "dim")
        self._main("#counts", Static).update(bar, layout=False)

    def row_counts(self) -> dict[str, int]:
        """Failed runs per mode and the totals (see mode_counts), counted once per change of the rows:
        the bars are drawn every second and on every refresh, and 20,000 rows take a while to count."""
        if self._counts is None:
            self._counts = mode_counts(self.rows.values())
        return self._counts

    def view_text(self) -> Text:
        """Sort, filter and shown count: first on the bar, so 80 columns never cut them off.

        e.g. "▲queue · undecided, mode infra · 3/9 · order stale: o"
        """
        view = Text(no_wrap=True, overflow="ellipsis")
        view.append(" ")
        view.append(("▼" if self.sort_reverse else "▲") + self.sort_key, "bold")
        filters = [f for f in (self.row_filter.describe(), "all runs" if self.show_all else "") if f]
        if self.query_text:
            filters.append(f"/{self.query_text[:20]}")
        view.append(" · ", "dim")
        view.append(", ".join(filters) if filters else "no filter", "bold reverse" if filters else "dim")
        try:
            shown = len(self._main(RunsTable).order)
        except NoMatches:
            shown = 0
        total = len(self.rows) if self.show_all else len(self.rows) - self.row_counts()["_ok"]
        view.append(f" · {shown}/{total}", "dim")
        if self.order_stale:
            view.append(" · ", "dim")
            view.append("order stale: o", "bold reverse")
        return view

    # -- events ------------------------------------------------------------------------
    @on(RunsTable.RowHighlighted, "#runs")
    def _row_highlighted(self, event: RunsTable.RowHighlighted) -> None:
        if not self.is_running or not self.screen_stack:
            return  # a late highlight while the app shuts down: there is no screen to update
        run_id = event.run_id
        if run_id != self.selected:
            self.selected = run_id
            self.show_selected(update_stream=True)
        if event.by_user and self.order_stale:
            self.refresh_table(resort=True)  # the reader moved on: the true order applies, the cursor stays put
        self._refresh_bindings_if_changed()

    @on(RunsTable.RowSelected, "#runs")
    def _row_selected(self, event: RunsTable.RowSelected) -> None:
        self._main(EvidenceList).focus()

    @on(RunsTable.HeaderSelected, "#runs")
    def _header_selected(self, event: RunsTable.HeaderSelected) -> None:
        key = COLUMN_SORT.get(event.column, event.column)
        if key in SORT_KEYS:
            if key == self.sort_key:
                self.sort_reverse = not self.sort_reverse
            else:
                self.sort_key, self.sort_reverse = key, False
            self.refresh_table(resort=True)

    @on(DiagnosisPane.EvidencePicked)
    def _evidence_picked(self, event: DiagnosisPane.EvidencePicked) -> None:
        item = event.evidence
        if item.source == "events" and item.line:
            self._main(StreamView).show_evidence(item)
        else:
            self.notify(f"this evidence comes from {item.source}, not from the stream", timeout=2, markup=False)

    @on(StreamView.EvidenceShown)
    def _evidence_shown(self, event: StreamView.EvidenceShown) -> None:
        """e/E in the stream: the evidence list highlights the same item (the two stay in step)."""
        self._main(DiagnosisPane).highlight_evidence(event.evidence)

    @on(Input.Changed, "#filter")
    def _filter_changed(self, event: Input.Changed) -> None:
        self.query_text = event.value
        self.refresh_table(resort=True)

    @on(Input.Submitted, "#filter")
    def _filter_submitted(self, event: Input.Submitted) -> None:
        self._main(RunsTable).focus()
        if not event.value:
            self._main("#filter").display = False

    # -- actions ------------------------------------------------------------------------
    def action_filter(self) -> None:
        box = self._main("#filter", Input)
        box.display = True
        # focus now, not after the queued keys: fast typists type right after "/"
        self.screen.set_focus(box)

    def close_keys_panel(self) -> bool:
        """Esc closes the palette's Keys panel first, wherever it was opened."""
        if self.screen.query("HelpPanel"):
            self.action_hide_help_panel()
            return True
        return False

    def action_back(self) -> None:
        box = self._main("#filter", Input)
        if self.close_keys_panel():
            return
        if self.screen.maximized is not None:
            self.screen.minimize()
        elif box.has_focus or (box.display and box.value):
            box.value = ""
            box.display = False
            self._main(RunsTable).focus()
        elif not self._main(RunsTable).has_focus:
            self._main(RunsTable).focus()

    def action_toggle_all(self) -> None:
        self.show_all = not self.show_all
        self.refresh_table(resort=True)

    def action_cycle_sort(self) -> None:
        self.sort_key = SORT_KEYS[(SORT_KEYS.index(self.sort_key) + 1) % len(SORT_KEYS)]
        self.sort_reverse = False
        self.refresh_table(resort=True)
        self.notify(f"sorted by {SORT_LABELS[self.sort_key]}", timeout=2, markup=False)

    def action_reverse_sort(self) -> None:
        self.sort_reverse = not self.sort_reverse
        self.refresh_table(resort=True)

    def action_resort(self) -> None:
        self.refresh_table(resort=True)

    def set_row_filter(self, row_filter: RowFilter) -> None:
        self.row_filter = row_filter
        self.refresh_table(resort=True)

    def action_toggle_undecided(self) -> None:
        decision = "any" if self.row_filter.decision == "undecided" else "undecided"
        self.set_row_filter(replace(self.row_filter, decision=decision))

    def action_filter_menu(self) -> None:
        from retriage.tui.filter_menu import FilterMenu

        modes = sorted({r.mode for r in self.rows.values() if r.mode}, key=lambda m: (m not in MODE_LABELS, m))
        engines = sorted({r.engine for r in self.rows.values() if r.engine})
        self.push_screen(FilterMenu(self.row_filter, modes, engines),
                         callback=lambda chosen: self.set_row_filter(chosen) if chosen is not None else None)

    def action_evidence(self, direction: int) -> None:
        self._main(StreamView).action_evidence(direction)

    def action_pane_evidence(self, direction: int) -> None:
        """e/E as offered in the diagnosis pane's footer: the same jump."""
        self.action_evidence(direction)

    def action_toggle_raw(self) -> None:
        stream = self._main(StreamView)
        stream.action_toggle_raw()
        self.show_selected(update_stream=False)

    def action_zoom(self) -> None:
        """Maximise the pane that has the focus (the whole pane, whichever of its widgets is focused)."""
        screen = self.screen
        if screen.maximized is not None:
            screen.minimize()
            return
        focused = screen.focused
        if focused is None:
            return
        for pane_id in ("runs", "diagnosis", "stream"):
            pane = self._main(f"#{pane_id}")
            if focused is pane or pane in focused.ancestors:
                screen.maximized = pane
                return
        screen.maximize(focused)

    def action_help(self) -> None:
        from retriage.tui.help_screen import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def action_retry(self) -> None:
        run_id = self._main(RunsTable).selected_run or self.selected
        report = self.reports.get(run_id) if run_id else None
        if report is None and run_id in self.rows and self.rows[run_id].status == STATUS_FAILED:
            self._retry_wanted = run_id  # its report is being read back: the prompt opens when it is
            self.jobs.urgent(run_id)
            return
        if report is None:
            self.notify("select a run first", timeout=2, markup=False)
            return
        if not report.failed:
            self.notify("only failed runs can be retried" + (" (this one is still live)" if report.live else ""),
                        timeout=3, markup=False)
            return
        self._open_retry(report)

    @work(thread=True, exclusive=True, group="open-retry", exit_on_error=False, description="reading the draft")
    def _open_retry(self, report: RunReport) -> None:
        """Read the run's draft (a file) off the UI thread, then show the retry screen."""
        try:
            draft = self.drafts.load(report.run_id)
        except Exception:  # noqa: BLE001 - a bad draft must not stop the retry screen
            draft = None
        if not get_current_worker().is_cancelled:
            self.call_from_thread(self._show_retry, report, draft)

    def _show_retry(self, report: RunReport, draft: Draft | None) -> None:
        from retriage.tui.retry_screen import RetryScreen

        if not self.screen_stack or self.screen is not self.screen_stack[0]:
            return  # something else opened meanwhile (help, another retry screen)
        self.push_screen(RetryScreen(report, self.config, self.runs_dir, self.drafts, restored=draft),
                         callback=self._retry_closed)

    def _retry_closed(self, result: object) -> None:
        self.load_draft_ids()
        if self.selected:
            self.jobs.add({self.selected})
        self.refresh_table()
        self.show_selected(update_stream=False)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "filter" and isinstance(self.focused, SearchBox):
            return False  # typing in the stream's search box: "/" is a character there, not the runs filter
        main = isinstance(self.screen, Screen) and self.screen is self.screen_stack[0]
        if not main:
            # main-screen keys do nothing while a retry/help/modal screen is on top
            if action in {*self.TABLE_ACTIONS, "retry", "evidence", "pane_evidence", "toggle_raw", "zoom", "back"}:
                return False
            return True
        if action in self.TABLE_ACTIONS:
            focused = self.screen.focused
            if focused is not None and focused.id not in ("runs", "filter"):
                return False  # the table's keys, in the table's context
            if action == "resort":
                return self.order_stale
        if action == "retry":
            return self._selected_failed()
        if action == "pane_evidence":
            focused = self.screen.focused
            return focused is not None and self._main(DiagnosisPane) in (focused, *focused.ancestors)
        return True

    def _sort_by(self, key: str) -> None:
        self.sort_key, self.sort_reverse = key, False
        self.refresh_table(resort=True)

    async def action_quit(self) -> None:
        from retriage.tui.retry_screen import RetryScreen

        for screen in self.screen_stack:
            if isinstance(screen, RetryScreen) and screen.dirty:
                if self.screen is not screen:
                    return  # a dialog is open on top of it: answer that first
                screen.request_leave(lambda: self.exit(0), quitting=True)
                return
        self.exit(0)

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        if screen is self.screen_stack[0]:
            yield SystemCommand("runs: toggle failed/all", "Show every run or only failed and live ones (a)",
                                self.action_toggle_all)
            yield SystemCommand("runs: filter", "Filter by run id, ticket, mode or engine (/)", self.action_filter)
            yield SystemCommand("runs: undecided only (toggle)", "Show only failed runs still waiting for a "
                                "decision (u)", self.action_toggle_undecided)
            yield SystemCommand("runs: filters…", "Filter by decision, mode or engine (f)", self.action_filter_menu)
            yield SystemCommand("runs: decided only", "Show only runs with a decision",
                                lambda: self.set_row_filter(replace(self.row_filter, decision="decided")))
            yield SystemCommand("runs: clear filters", "Every run again (decision, mode and engine filters off)",
                                lambda: self.set_row_filter(RowFilter()))
            yield SystemCommand("runs: triage queue order", "Undecided first, most urgent first (s cycles sorts)",
                                lambda: self._sort_by("queue"))
            yield SystemCommand("runs: re-sort now", "Apply the current order to rows that changed (o)",
                                self.action_resort)
            yield SystemCommand("runs: cycle sort", "Sort by queue, age, status, mode, confidence, run, ticket, "
                                "engine (s)", self.action_cycle_sort)
            yield SystemCommand("runs: reverse sort", "Reverse the sort order (S)", self.action_reverse_sort)
            yield SystemCommand("retry: open retry prompt", "Preview, edit and decide the retry (p)",
                                self.action_retry)
            yield SystemCommand("stream: next evidence", "Jump to the next evidence line (e)",
                                lambda: self.action_evidence(1))
            yield SystemCommand("stream: previous evidence", "Jump to the previous evidence line (E)",
                                lambda: self.action_evidence(-1))
            yield SystemCommand("stream: toggle raw lines", "Readable events or raw JSON (r)", self.action_toggle_raw)
            yield SystemCommand("view: zoom pane", "Maximise the focused pane (z)", self.action_zoom)
        yield SystemCommand("help: keys", "Every key binding (?)", self.action_help)

