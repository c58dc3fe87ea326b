"""The analyser: a differential diagnosis of a failed run.

It is fed events incrementally (:meth:`Analyser.feed`) and can be asked for a
diagnosis at any time (:meth:`Analyser.diagnose`), which combines what the
stream showed with the run's other signal sources (watchdog reason, result
summary, taskrun.json, the task prompt). It does no I/O.

How a score is built, per mode:

* pattern hits, counted only in the channels where failures are reported
  (see rules.yaml), weighted by channel; an error the agent later got past
  (the same command ran again without it, or the missing package was
  installed) is discounted, the error the run ended on is boosted;
* structural evidence: permission denials, declined commands, edited or
  skipped tests, files outside the task, too many files, loops;
* the watchdog reason code, the result subtype and exit code, the taskrun state.

Every mode gets a score; the winner follows the seed's priority (infra, then
permission, then dependency, then behaviour) among the credible modes, and
its confidence comes from the evidence strength and the margin over the
runner-up.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from dataclasses import dataclass, field, replace
from typing import Any, Iterable

from retriage.core.channels import (
    ChannelRules,
    NOT_SCANNED,
    FILE_CONTENT,
    channel_of,
    command_key,
    command_of,
    scanned_text,
)
from retriage.core.config import MODES, Config
from retriage.core.detectors import CallTracker, EditTracker, append_bounded, scaled, structural_evidence
from retriage.core.diagnosis import Alternative, Diagnosis, Evidence
from retriage.core.events import Event, Kind
from retriage.core.literals import QuickPattern
from retriage.core.rundir import TaskRun
from retriage.core.sanitize import inert_text, safe_command, safe_token
from retriage.core.task import TaskScope, path_matches

#: Only this much of a huge output is scanned: its head and its tail, where
#: tools print what went wrong.
SCAN_HEAD = 16 * 1024
SCAN_TAIL = 64 * 1024
MAX_HITS_PER_RULE = 40
#: distinct commands remembered for recovery and regression checks
MAX_KEYS = 4096


@dataclass
class _Hit:
    evidence: Evidence
    seq: int
    key: str
    missing: str | None = None
    recovered: bool = False


@dataclass
class RunContext:
    """Everything about a run besides its stream, for :meth:`Analyser.diagnose`."""

    taskrun: TaskRun = field(default_factory=TaskRun)
    task: TaskScope = field(default_factory=TaskScope)
    watchdog: dict[str, Any] | None = None
    result: dict[str, Any] | None = None
    live: bool = False
    pending_bytes: int = 0


def _segments(text: str) -> list[tuple[int, str]]:
    if len(text) <= SCAN_HEAD + SCAN_TAIL:
        return [(0, text)]
    return [(0, text[:SCAN_HEAD]), (len(text) - SCAN_TAIL, text[-SCAN_TAIL:])]


def _missing_of(match: re.Match[str]) -> str | None:
    for name, value in match.groupdict().items():
        if name.startswith("missing") and value:
            return value
    return None


class Analyser:
    """Incremental analyser for one run's stream."""

    def __init__(self, config: Config) -> None:
        self.config = config
        rules = config.rules
        self.t: dict[str, float] = {k: float(v) for k, v in rules["thresholds"].items()}
        self.channel_rules = ChannelRules.from_rules(rules)
        self.channel_weights: dict[str, float] = rules["channel_weights"]
        self.install_re = re.compile(rules["install_command_regex"])
        self.edits = EditTracker(
            self.channel_rules,
            re.compile(rules["test_path_regex"]),
            re.compile(rules["test_weakening_regex"]),
            re.compile(rules["assertion_regex"]),
            re.compile(rules["delete_command_regex"]),
            re.compile(rules["test_definition_regex"]),
            re.compile(rules["move_command_regex"]),
        )
        self.test_command_re = QuickPattern(re.compile(rules["test_command_regex"]))
        self.test_report_re = QuickPattern(re.compile(rules["test_report_regex"]))
        self.test_failed_re = re.compile(rules["test_failed_regex"])
        self.project_prefixes = tuple(rules["project_module_prefixes"])
        #: the latest test-suite run: (line, failed, tail of its output)
        self.last_test_run: tuple[int, bool, str] | None = None
        #: the first passing test run after an edit: (line, number of files edited by then)
        self.first_green: tuple[int, int] | None = None
        #: command key -> seq of its last run without a failure flag
        self._worked: dict[str, int] = {}
        self._last_edit_seq = 0
        self.calls = CallTracker(int(self.t["identical_calls"]), int(self.t["alternation_min"]))
        # each rule's regex behind its required-literals check (core/literals.py)
        self._scanned = [(pattern, QuickPattern(pattern.regex)) for pattern in config.patterns]
        self._hits: dict[str, list[_Hit]] = defaultdict(list)
        self._by_key: dict[str, list[_Hit]] = defaultdict(list)
        self._structural: list[Evidence] = []
        self._seq = 0
        self.events_seen = 0
        self.tool_calls = 0
        self.failed_results = 0
        self.final_result: Event | None = None
        self.last_line = 0

    # -- feeding ------------------------------------------------------------
    def feed(self, events: Iterable[Event]) -> None:
        for event in events:
            self._seq += 1
            self.events_seen += 1
            self.last_line = max(self.last_line, event.line)
            kind = event.kind
            if kind is Kind.TOOL_USE:
                self.tool_calls += 1
                self.calls.feed(event)
                if self.edits.feed(event):
                    self._last_edit_seq = self._seq
                continue
            if kind is Kind.RESULT:
                self.final_result = event
                self._denials(event)
            elif kind is Kind.TOOL_RESULT:
                if event.flagged:
                    self.failed_results += 1
                self._note_test_run(event)
                if event.status == "declined":
                    self._declined(event)
            channel = channel_of(event, self.channel_rules)
            if channel in (NOT_SCANNED, FILE_CONTENT):
                continue
            fired = self._scan(event, channel)
            if kind is Kind.TOOL_RESULT:
                self._recover(event, fired)

    def _note_test_run(self, event: Event) -> None:
        command = command_of(event.tool_input)
        if not command or not self.test_command_re.search(command):
            return
        tail = event.output[-SCAN_TAIL:]
        failed = event.flagged or bool(self.test_report_re.search(tail) and self.test_failed_re.search(tail))
        self.last_test_run = (event.line, failed, tail)
        if not failed and self.first_green is None and self.edits.paths:
            self.first_green = (event.line, len(self.edits.paths))

    def _scan(self, event: Event, channel: str) -> set[str]:
        field_name, text = scanned_text(event)
        fired: set[str] = set()
        if not text:
            return fired
        command = command_of(event.tool_input)
        key = command_key(command) if command else (event.tool or event.kind.value)
        channel_weight = float(self.channel_weights.get(channel, 0.0))
        if channel_weight <= 0:
            return fired
        test_report = event.kind is Kind.TOOL_RESULT and bool(self.test_report_re.search(text[-SCAN_TAIL:]))
        # the same command worked earlier in this run and the agent has edited since:
        # what broke it is more likely the edit than the environment
        worked_at = self._worked.get(key) if event.kind is Kind.TOOL_RESULT else None
        regression = worked_at is not None and self._last_edit_seq > worked_at
        segments = _segments(text)
        for pattern, quick in self._scanned:
            if channel not in pattern.channels:
                continue
            for start, segment in segments:
                match = quick.search(segment)
                if match is None:
                    continue
                fired.add(pattern.id)
                span = (start + match.start(), start + match.end())
                weight = pattern.weight * channel_weight
                notes = []
                if test_report and pattern.test_report_factor != 1.0:
                    weight *= pattern.test_report_factor
                    notes.append("inside a test report")
                if regression and pattern.regression_factor != 1.0:
                    weight *= pattern.regression_factor
                    notes.append("the same command worked earlier, before the agent's edits")
                evidence = Evidence(pattern.mode, pattern.id, "events", inert_text(match.group(0), 200),
                                    weight, line=event.line, span=span, field=field_name, channel=channel,
                                    note="; ".join(notes), offset=event.offset)
                self._add_hit(pattern.id, _Hit(evidence, self._seq, key, _missing_of(match)))
                break
        # any later sign of life recovers earlier transient engine errors
        if event.kind is Kind.TOOL_RESULT and not fired:
            for hit in self._by_key.get("__error__", []):
                hit.recovered = True
        return fired

    def _add_hit(self, rule: str, hit: _Hit) -> None:
        hits = self._hits[rule]
        if len(hits) >= MAX_HITS_PER_RULE:
            # keep the first hits (onset) and the latest (what it ended on)
            hits.pop(MAX_HITS_PER_RULE // 2)
        hits.append(hit)
        key = "__error__" if hit.evidence.channel == "error" else hit.key
        if key not in self._by_key and len(self._by_key) >= MAX_KEYS:
            del self._by_key[next(iter(self._by_key))]
        bucket = self._by_key[key]
        bucket.append(hit)
        if len(bucket) > MAX_HITS_PER_RULE:
            del bucket[0]

    def _recover(self, event: Event, fired: set[str]) -> None:
        """A command that ran again without an earlier error recovered from it."""
        command = command_of(event.tool_input)
        key = command_key(command) if command else (event.tool or "")
        if key and not event.flagged and not fired:
            self._worked.pop(key, None)
            self._worked[key] = self._seq
            if len(self._worked) > MAX_KEYS:
                del self._worked[next(iter(self._worked))]
        if key:
            for hit in self._by_key.get(key, []):
                if hit.seq < self._seq and hit.evidence.rule not in fired:
                    hit.recovered = True
        if command and not event.flagged and self.install_re.search(command):
            for hits in self._hits.values():
                for hit in hits:
                    if hit.missing and hit.seq < self._seq and hit.missing.split(".")[0] in command:
                        hit.recovered = True

    def _denials(self, event: Event) -> None:
        for denial in event.permission_denials[:20]:
            tool = safe_token(str(denial.get("tool_name", ""))) or "a tool"
            command = command_of(denial.get("tool_input"))
            detail = f" `{safe_command(command, 3)}`" if command and safe_command(command, 3) else ""
            append_bounded(self._structural, Evidence(
                "permission_blocked", "permission.denials", "events",
                f"permission denied: {tool}{detail}", self.t["permission_denial_weight"],
                line=event.line, field="permission_denials", note=f"{tool}{detail}"))

    def _declined(self, event: Event) -> None:
        command = command_of(event.tool_input)
        short = safe_command(command, 3) or "a command"
        append_bounded(self._structural, Evidence(
            "permission_blocked", "permission.declined", "events",
            f"command declined by the sandbox/approval policy: `{short}`", self.t["declined_weight"],
            line=event.line, field="status", note=short))

    # -- diagnosing -----------------------------------------------------------
    def _project_module(self, module: str, task: TaskScope) -> bool:
        """A 'missing' module that is really the project's own code the agent broke."""
        if module.startswith(self.project_prefixes):
            return True  # a relative path or Rust crate-local module: the project's own code
        top = module.replace("/", ".").split(".")[0]
        if not top or top in ("src", "lib"):
            return False
        paths = list(self.edits.edited) + list(task.named_paths)
        return any(f"/{top}/" in f"/{p}" or f"/{top}.py" in f"/{p}" for p in paths)

    def _pattern_evidence(self, task: TaskScope) -> list[_Hit]:
        """Weighted copies of the pattern hits (the stored hits are not changed)."""
        hits = [h for rule_hits in self._hits.values() for h in rule_hits]
        notes: dict[int, str] = {}
        for hit in hits:
            if hit.recovered:
                notes[id(hit)] = "recovered later in the run"
            elif hit.missing and hit.evidence.mode == "dependency_missing" and self._project_module(hit.missing, task):
                notes[id(hit)] = "the project's own module, not a dependency"
        final_seq = max((h.seq for h in hits if id(h) not in notes), default=-1)
        out = []
        for hit in hits:
            ev = hit.evidence
            discounted = id(hit) in notes
            if discounted:
                factor, note = self.t["recovered_factor"], notes[id(hit)]
            elif hit.seq == final_seq:
                factor, note = self.t["final_error_factor"], "the error the run ended on"
            else:
                factor, note = 1.0, ev.note
            out.append(_Hit(replace(ev, weight=ev.weight * factor, recovered=discounted, note=note),
                            hit.seq, hit.key, hit.missing, discounted))
        return out

    def _scan_external(self, source: str, text: str, channel: str) -> list[Evidence]:
        out = []
        weight = float(self.channel_weights.get(channel, 0.0))
        for pattern in self.config.patterns:
            if channel not in pattern.channels and not (source == "result" and "result" in pattern.channels):
                continue
            match = pattern.regex.search(text[:SCAN_HEAD + SCAN_TAIL])
            if match:
                out.append(Evidence(pattern.mode, pattern.id, source, inert_text(match.group(0), 200),
                                    pattern.weight * weight, span=(match.start(), match.end()),
                                    field="message" if source == "watchdog" else "summary", channel=channel))
        return out

    def _context_evidence(self, ctx: RunContext) -> list[Evidence]:
        rules = self.config.rules
        out: list[Evidence] = []
        wd = ctx.watchdog or {}
        code = wd.get("reason_code")
        if isinstance(code, str) and code in rules["watchdog_codes"]:
            entry = rules["watchdog_codes"][code]
            message = wd.get("message") if isinstance(wd.get("message"), str) else ""
            out.append(Evidence(entry["mode"], f"watchdog.{code}", "watchdog",
                                inert_text(f"reason_code {code}: {message}", 200), float(entry["weight"]),
                                field="reason_code"))
        if isinstance(wd.get("message"), str):
            out += self._scan_external("watchdog", wd["message"], "watchdog")
        result = ctx.result or {}
        summary = result.get("summary")
        if isinstance(summary, str) and summary:
            channel = "result" if result.get("success") is False else "result_ok"
            out += self._scan_external("result", summary, channel)
        exit_code = result.get("exit_code")
        if isinstance(exit_code, int) and str(exit_code) in rules["result_exit_codes"]:
            entry = rules["result_exit_codes"][str(exit_code)]
            out.append(Evidence(entry["mode"], f"result.exit_code.{exit_code}", "result",
                                entry.get("why", f"exit code {exit_code}"), float(entry["weight"]), field="exit_code"))
        final = self.final_result
        if final is not None and final.subtype in rules["result_subtypes"]:
            entry = rules["result_subtypes"][final.subtype]
            out.append(Evidence(entry["mode"], f"result.subtype.{final.subtype}", "events",
                                f"result subtype {final.subtype}", float(entry["weight"]), line=final.line,
                                field="subtype"))
            if final.subtype == "error_max_turns" and self.failed_results >= self.t["max_turns_failures"]:
                out.append(Evidence("model_confusion", "confusion.max_turns_failing", "events",
                                    f"ran out of turns after {self.failed_results} failed tool calls", self.t["max_turns_failing_weight"],
                                    line=final.line, field="subtype"))
        tr = ctx.taskrun
        if tr.state == "TimedOut":
            out.append(Evidence("infra_failure", "taskrun.timed_out", "taskrun", "state TimedOut",
                                self.t["timed_out_state_weight"], field="state"))
        if tr.consecutive_identical_tools is not None and tr.consecutive_identical_tools >= self.t["identical_calls"]:
            n = tr.consecutive_identical_tools
            out.append(Evidence("model_confusion", "taskrun.consecutive_identical_tools", "taskrun",
                                f"consecutive_identical_tools = {n}",
                                scaled(self.t, "repeat", n - self.t["identical_calls"]), field="consecutive_identical_tools"))
        if final is None and not ctx.live and self.events_seen and not ctx.watchdog:
            out.append(Evidence("infra_failure", "stream.no_result", "events",
                                "the stream ends without a result event: the agent process was stopped",
                                self.t["killed_no_result_weight"], line=self.last_line or None))
            if ctx.pending_bytes:
                out.append(Evidence("infra_failure", "stream.cut_line", "events",
                                    f"the last line was cut off mid-write ({ctx.pending_bytes} bytes, no newline)",
                                    self.t["killed_partial_line_weight"], line=self.last_line + 1))
        return out

    def _task_evidence(self, ctx: RunContext, facts: dict[str, Any]) -> list[Evidence]:
        out: list[Evidence] = []
        t = self.t
        task = ctx.task
        edited = self.edits.edited
        # test_misunderstanding
        discount = t["test_requested_factor"]
        test_files = []
        for path, line, what, weakened in self.edits.test_changes[:20]:
            # adding tests never licenses weakening existing ones; only a request to
            # change tests does. An edit to tests the task protects counts as weakening.
            strong = weakened or (task.tests_forbidden and not task.tests_added)
            weight = t["test_weakened_weight"] if strong else t["test_edit_weight"]
            if task.tests_requested:
                weight, note = weight * discount, "the task asks to change tests"
            elif task.tests_forbidden:
                note = "the task says not to change tests"
            elif task.tests_added and not weakened:
                weight, note = weight * discount, "the task asks for new tests"
            else:
                note = "the task did not ask to change tests"
            rule = "tests.weakened" if strong else "tests.edited"
            out.append(Evidence("test_misunderstanding", rule, "events", f"{what} in {inert_text(path, 100)}",
                                weight, line=line, field="input", note=note))
            if path not in test_files:
                test_files.append(path)
        # for the prompt: only the task's own names for these files, and a count
        facts["test_files"] = [n for n in (*task.named_paths, *task.forbidden_paths)
                               if any(path_matches(p, n) for p in test_files)]
        facts["test_file_count"] = len(test_files)
        facts["edited_test_files"] = test_files
        product = [p for p in edited if not self.edits.is_test(p)]
        related = [p for p in product if any(path_matches(p, n) for n in task.named_paths)]
        run = self.last_test_run
        if (run is not None and run[1] and task.named_tests and related
                and run[0] > self.edits.last_edit_line):
            still = [name for name in task.named_tests if name in run[2]]
            if still:
                out.append(Evidence("test_misunderstanding", "tests.named_still_failing", "events",
                                    f"after its changes, the tests the task names still fail: {', '.join(still[:3])}",
                                    t["named_tests_failing_weight"], line=run[0], field="output"))
        # wrong_approach: edits outside what the task names, named files untouched
        for path in edited:
            if any(path_matches(path, f) for f in task.forbidden_paths):
                mode = "test_misunderstanding" if self.edits.is_test(path) else "wrong_approach"
                out.append(Evidence(mode, "task.forbidden_path", "events",
                                    f"edited {inert_text(path, 100)}, which the task says not to touch",
                                    t["forbidden_path_weight"], line=self.edits.paths.get(path), field="input"))
        if task.named_paths and product:
            unrelated = [p for p in product if p not in related]
            facts["unrelated_files"] = unrelated
            facts["unrelated_count"] = len(unrelated)
            if not related and len(unrelated) >= t["wrong_approach_min_unrelated"]:
                weight = scaled(t, "wrong_approach", len(unrelated) - 1)
                out.append(Evidence("wrong_approach", "task.named_files_untouched", "events",
                                    f"edited {len(unrelated)} file(s) the task does not name "
                                    f"({', '.join(inert_text(p, 60) for p in unrelated[:3])}); "
                                    f"never touched {', '.join(task.named_paths[:3])}",
                                    weight, line=self.edits.paths.get(unrelated[0]), field="input"))
            elif related and len(unrelated) >= 3 * len(related) and len(unrelated) >= 3:
                out.append(Evidence("wrong_approach", "task.mostly_unrelated", "events",
                                    f"{len(unrelated)} of {len(product)} edited files are not named by the task",
                                    t["wrong_approach_mostly_weight"], line=self.edits.paths.get(unrelated[0]),
                                    field="input"))
        # scope_creep
        allowance = max(t["scope_min_files"], t["scope_per_named_file"] * len(task.named_paths))
        if task.broad:
            allowance *= t["scope_broad_factor"]
        allowance = int(allowance)
        facts["max_files"] = allowance  # the number the scope evidence states: one source
        if ctx.taskrun.files_changed is not None:
            count, source = ctx.taskrun.files_changed, "taskrun"
        else:
            count, source = len(edited), "events"
        facts["files_changed"] = count
        if self.first_green is not None:
            green_line, edited_then = self.first_green
            later = [p for p in edited[edited_then:] if not any(path_matches(p, n) for n in task.named_paths)]
            if len(later) >= t["drift_min_files"]:
                out.append(Evidence("scope_creep", "scope.after_green", "events",
                                    f"the tests passed at line {green_line}, then it changed {len(later)} more "
                                    f"files the task does not name", scaled(t, "drift", len(later)),
                                    line=green_line, field="output"))
        if count > allowance:
            weight = scaled(t, "scope", math.log2(count / allowance))
            out.append(Evidence("scope_creep", "scope.files_changed", source,
                                f"{count} files changed; the task plausibly needs at most {allowance}"
                                + (" (it asks for a wide change)" if task.broad else ""),
                                weight, line=None if source == "taskrun" else self.edits.paths.get(edited[-1]),
                                field="files_changed"))
        return out

    def diagnose(self, ctx: RunContext | None = None) -> Diagnosis:
        ctx = ctx or RunContext()
        facts: dict[str, Any] = {"named_files": list(ctx.task.named_paths)}
        hits = self._pattern_evidence(ctx.task)
        evidence = [h.evidence for h in hits]
        evidence += self._structural
        evidence += structural_evidence(self.edits, self.calls, self.t)
        evidence += self._context_evidence(ctx)
        evidence += self._task_evidence(ctx, facts)
        scores = self._scores(evidence)
        mode, confidence, reasoning = self._decide(scores)
        self._facts(mode, hits, evidence, facts)
        alternatives = self._alternatives(scores, mode)
        ranked = sorted(evidence, key=lambda e: (e.mode != mode, -e.weight, e.line or 0))
        return Diagnosis(mode, confidence, ranked, alternatives, scores, facts, reasoning)

    def _scores(self, evidence: list[Evidence]) -> dict[str, float]:
        per_rule: dict[tuple[str, str], list[float]] = defaultdict(list)
        for item in evidence:
            per_rule[(item.mode, item.rule)].append(item.weight)
        scores = {mode: 0.0 for mode in MODES}
        cap_factor = self.t["rule_cap_factor"]
        for (mode, _rule), weights in per_rule.items():
            scores[mode] += min(sum(weights), cap_factor * max(weights))
        return {m: round(s, 3) for m, s in scores.items()}

    def _strength(self, score: float) -> float:
        return 1.0 - math.exp(-score / self.t["strength_scale"])

    def _decide(self, scores: dict[str, float]) -> tuple[str, float, list[str]]:
        credible = self.t["credible_score"]
        share = self.t["priority_share"]
        ranked = sorted((m for m in MODES if m != "unknown"), key=lambda m: -scores[m])
        top = scores[ranked[0]]
        reasoning: list[str] = []
        if top < credible:
            reasoning.append(f"no mode reached the credibility threshold ({credible:g}); best was "
                             f"{ranked[0]} at {top:g}" if top else "no evidence of any failure mode was found")
            confidence = 0.35 + 0.5 * (1.0 - top / credible)
            return "unknown", round(min(0.9, confidence), 2), reasoning
        winner = ranked[0]
        for mode in self.config.rules["priority"]:
            if mode == winner:
                break
            if scores.get(mode, 0.0) >= credible and scores[mode] >= share * top:
                winner = mode
                reasoning.append(f"{winner} ({scores[winner]:g}) outranks {ranked[0]} ({top:g}) by priority: "
                                 "infrastructure, then permission, then dependency, then behaviour")
                break
        runner_up = max((scores[m] for m in ranked if m != winner), default=0.0)
        score = scores[winner]
        margin = max(0.0, (score - runner_up) / score) if score else 0.0
        confidence = self._strength(score) * (0.55 + 0.45 * margin)
        reasoning.append(f"{winner} scored {score:g}; runner-up {runner_up:g}")
        return winner, round(max(0.05, min(0.99, confidence)), 2), reasoning

    def _alternatives(self, scores: dict[str, float], winner: str) -> list[Alternative]:
        total = sum(scores.values()) or 1.0
        alts = []
        for mode in sorted(MODES, key=lambda m: -scores[m]):
            if mode == winner or mode == "unknown":
                continue
            score = scores[mode]
            alts.append(Alternative(mode, score, round(self._strength(score) * score / total, 2)))
        return alts

    def _facts(self, mode: str, hits: list[_Hit], evidence: list[Evidence], facts: dict[str, Any]) -> None:
        missing = [h.missing for h in hits if h.missing and not h.recovered]
        if missing:
            facts["missing"] = missing[-1]
        denied = [e.note for e in evidence if e.rule in ("permission.denials", "permission.declined") and e.note]
        if denied:
            facts["denied"] = denied[0]
        runs = self.calls.finish()
        if runs:
            facts["repeated"] = max(runs, key=lambda r: r[1])[0]
        elif self.calls.alternations:
            a, b, *_ = self.calls.alternations[-1]
            facts["repeated"] = f"{a} / {b}"
        elif self.edits.oscillations:
            facts["repeated"] = f"Edit {self.edits.oscillations[-1][0]}"
