"""Whether a session transcript failed, read from how it ends.

A Claude Code or Codex session file has no ``taskrun.json`` and, usually, no
final ``result`` line, so the runs contract's state has to be inferred. The
:class:`Outcome` tracker is fed the same events as the analyser (one pass,
incremental, no I/O of its own) and remembers only what the verdict needs: the
prompt, the last significant event and the tool calls still waiting for their
result. The regexes are data (``outcome.yaml``); the order of the checks is
documented in docs/sources.md:

1. the file changed within the live window: **live** (it is still being written);
2. it ended in an API error (a synthetic assistant message, ``API Error: ...``,
   a Codex ``error`` event), or the user interrupted it (``[Request interrupted
   by user``, a Codex ``turn_aborted``), or a tool call or tool result was the
   last thing in it (the process stopped mid-step), or it stopped on its turn
   budget, or the agent's final message admits it did not succeed: **failed**;
3. otherwise **succeeded**.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from retriage.core.channels import SYNTHETIC_MODEL
from retriage.core.events import Event, Kind

#: tool calls waiting for a result; beyond this the oldest are forgotten (bounded memory)
MAX_PENDING = 4096
#: the admitted-failure patterns look at the end of the final message only
FINAL_TAIL = 600
SHOWN = 160


@dataclass(frozen=True)
class OutcomeRules:
    prompt_wrappers: re.Pattern[str]
    interrupted: re.Pattern[str]
    api_error: re.Pattern[str]
    admitted_failure: re.Pattern[str]
    max_turns: re.Pattern[str]


@lru_cache(maxsize=1)
def outcome_rules() -> OutcomeRules:
    data = yaml.safe_load((Path(__file__).parent / "outcome.yaml").read_text(encoding="utf-8"))
    return OutcomeRules(**{name: re.compile(data[name], re.IGNORECASE) for name in OutcomeRules.__annotations__})


@dataclass(frozen=True)
class Verdict:
    state: str  # a taskrun state: Running, Failed or Succeeded
    reason: str  # one line, for the report's reasoning
    line: int | None = None


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SHOWN else text[: SHOWN - 1] + "…"


class Outcome:
    """Follows one session's events; :meth:`verdict` says how it ended."""

    def __init__(self, rules: OutcomeRules | None = None) -> None:
        self.rules = rules or outcome_rules()
        self.prompt = ""
        self._typed_prompt = ""  # Codex event_msg user_message: what the user typed, without wrappers
        self.last: tuple[str, int, str] | None = None  # (what, line, text) of the last significant event
        self.final_text: tuple[int, str] | None = None
        self.pending: OrderedDict[str, Event] = OrderedDict()
        self.result: Event | None = None

    @property
    def task_prompt(self) -> str:
        return self._typed_prompt or self.prompt

    def feed(self, events: list[Event]) -> None:
        for event in events:
            self._one(event)

    def _one(self, event: Event) -> None:
        kind = event.kind
        rules = self.rules
        if event.subtype == "user_message":  # Codex: the text the user typed
            if not self._typed_prompt and event.text.strip():
                self._typed_prompt = event.text
            self.last = ("prompt", event.line, event.text)
            return
        if kind is Kind.PROMPT:
            text = event.text
            if rules.interrupted.match(text):
                self.last = ("interrupted", event.line, text)
            elif text.strip() and not rules.prompt_wrappers.match(text):
                if not self.prompt:
                    self.prompt = text
                self.last = ("prompt", event.line, text)
            return
        if kind is Kind.TEXT:
            text = event.text
            if event.model == SYNTHETIC_MODEL or rules.api_error.match(text):
                self.last = ("error", event.line, text)
            elif text.strip():
                self.last = ("text", event.line, text)
                self.final_text = (event.line, text)
            return
        if kind is Kind.ERROR:
            self.last = ("error", event.line, event.text)
            return
        if kind is Kind.TOOL_USE:
            if event.tool_id:
                self.pending[event.tool_id] = event
                while len(self.pending) > MAX_PENDING:
                    self.pending.popitem(last=False)
            self.last = ("tool_use", event.line, event.tool)
            return
        if kind is Kind.TOOL_RESULT:
            self.pending.pop(event.tool_id, None)
            self.last = ("tool_result", event.line, event.tool)
            return
        if kind is Kind.SYSTEM and event.subtype == "turn_aborted":
            self.last = ("interrupted", event.line, event.text)
            return
        if kind is Kind.RESULT:
            self.result = event
            self.last = ("result", event.line, event.text)

    def verdict(self, age_seconds: float | None, live_seconds: float) -> Verdict:
        """The inferred state; ``age_seconds`` is how long ago the file last changed."""
        if age_seconds is not None and age_seconds < live_seconds:
            return Verdict("Running", f"live: the session file changed {max(0, int(age_seconds))} s ago "
                                      f"(within {live_seconds:g} s)")
        last = self.last
        if last is None:
            return Verdict("Succeeded", "the session holds no messages")
        what, line, text = last
        if what == "error":
            return Verdict("Failed", f"the session ended in an API error (line {line}): {_short(text)}", line)
        if what == "interrupted":
            why = f": {_short(text)}" if text and not self.rules.interrupted.match(text) else ""
            return Verdict("Failed", f"the user interrupted the session (line {line}){why}", line)
        if what == "tool_use" and self.pending:
            return Verdict("Failed", f"the session stopped during a tool call (line {line}: {_short(text) or 'tool'}"
                                     "), which never got its result", line)
        if what == "tool_result":
            return Verdict("Failed", f"the session stopped after a tool result (line {line}), "
                                     "before the agent replied", line)
        result = self.result
        if result is not None and (result.subtype == "error_max_turns" or
                                   (result.is_error and self.rules.max_turns.search(result.text))):
            return Verdict("Failed", f"the session stopped on its turn limit (line {result.line})", result.line)
        if self.final_text is not None:
            final_line, final = self.final_text
            tail = final[-FINAL_TAIL:]
            if self.rules.max_turns.search(tail):
                return Verdict("Failed", f"the session stopped on its turn limit (line {final_line})", final_line)
            match = self.rules.admitted_failure.search(tail)
            if match:
                return Verdict("Failed", f"the agent's last message admits failure (line {final_line}): "
                                         f"\"{_short(match.group(0))}\"", final_line)
        if result is not None and result.is_error:
            return Verdict("Failed", f"the final result is an error (line {result.line})", result.line)
        return Verdict("Succeeded", "the session ended normally")
