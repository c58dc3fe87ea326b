"""What the detectors saw in an interactive session, judged against the request it served
(rules.yaml ``human_correction.steered``).

A headless run (stream-json, ``codex exec``, Osmia) has one task: the prompt. An interactive
session (a Claude Code transcript, a Codex rollout) has a person at the keyboard who keeps
steering: "also update the docs", "do both", "fix all", "commit". The analyser's task scope
is read from the first prompt only, so in a session every file the human asked for later
reads as scope creep, a test they asked for reads as test tampering, an undo they asked for
reads as going back and forth, and whole-session counts add up the work of many requests.
And the session's "failure" is a person saying something is still broken, not a run that
stopped: the detectors were tuned on runs where the evidence is the failure.

So, once the human has spoken after the agent acted:

* what the detectors found before a message of the human that the agent then went on
  working from, the human had in front of them when they typed it, and the session went on
  without a correction that names it: evidence of ``passed_modes`` there counts
  ``passed_factor`` (their words, read by corrections.py, are the account of what they did
  object to). A message the session ends on ("why does publish keep failing?") passes
  nothing: the failure before it is still the failure;
* evidence at or after their first later message was made under instructions the task
  scope does not hold; the rules that judge an action against the task (``later_rules``)
  count ``later_factor`` of their weight there;
* whole-session counts (``session_rules``: files changed, work after green ...) add up
  different requests and count ``session_factor`` wherever they point;
* the remaining behaviour evidence from detectors (``modes``) counts ``interactive_factor``:
  the confidence of a behaviour mode read off a session must reflect that the detectors saw
  a session, not a headless run. The human's own words (``human.*`` rules) keep their weight:
  they are the account.

But when the session ENDS on the human turning the work down ("I'm rejecting this", "stop, I'll
fix it myself", "reverting your changes", "abandoning this one") and the agent did nothing after
it, the human has judged the work the detectors saw: nothing they said extended a task that was
then done, they threw it away. That session is read like a run that failed: the detectors'
evidence of behaviour keeps its weight (``rejected_regex``), also what came before an earlier
message they went on steering from: the final verdict covers it. An environment problem they
passed by stays passed. The agent throwing its changes away after those words is no new work.

Headless formats never carry a later human message, so nothing here changes them. Pure.
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import replace
from typing import Any

from retriage.core.diagnosis import Evidence


class SessionSteering:
    """Discounts for detector evidence in a session the human kept steering."""

    def __init__(self, spec: dict[str, Any] | None) -> None:
        spec = spec or {}
        self.enabled = bool(spec)
        self.modes = frozenset(spec.get("modes", ()))
        self.later_rules = tuple(spec.get("later_rules", ()))
        self.later_factor = float(spec.get("later_factor", 1.0))
        self.session_rules = tuple(spec.get("session_rules", ()))
        self.session_factor = float(spec.get("session_factor", 1.0))
        self.interactive_factor = float(spec.get("interactive_factor", 1.0))
        self.passed_modes = frozenset(spec.get("passed_modes", ()))
        self.passed_factor = float(spec.get("passed_factor", 1.0))
        self.rejected = re.compile(spec["rejected_regex"]) if spec.get("rejected_regex") else None

    @staticmethod
    def _listed(rule: str, globs: tuple[str, ...]) -> bool:
        return any(fnmatch.fnmatchcase(rule, g) for g in globs)

    def rejected_at_end(self, later_lines: list[int], last_call: int, last_words: str,
                        discards: tuple[int, ...] = ()) -> bool:
        """Whether the session ended on the human turning the work down (``last_words``: their last
        message), the agent calling no tool after it (``last_call``: the line of its last call; a reply
        in words is no work) but to throw its changes away (``discards``: lines of such commands)."""
        return (self.rejected is not None and bool(later_lines)
                and (max(later_lines) > last_call or last_call in discards)
                and self.rejected.search(last_words[:600]) is not None)

    def apply(self, evidence: list[Evidence], later_lines: list[int],
              agent_line: int, named: frozenset[tuple[str, int]] = frozenset(),
              last_words: str = "", discards: tuple[int, ...] = (),
              last_call: int | None = None) -> tuple[list[Evidence], list[str]]:
        """``later_lines``: the lines of the human's messages after the agent first acted;
        ``agent_line``: the line of the agent's last act; ``named``: (rule, line) of evidence a later
        message of the human names (they asked about it: "fix the temp file permissions"), which they
        did not pass by; ``last_words``: the human's last message; ``discards``: lines of the agent's
        commands that threw its changes away; ``last_call``: the line of its last tool call (default:
        ``agent_line``)."""
        if not self.enabled or not later_lines:
            return evidence, []
        first = min(later_lines)
        # the last message the agent went on working from: what came before it, the session passed
        last = max((h for h in later_lines if h < agent_line), default=0)
        rejected = self.rejected_at_end(later_lines, agent_line if last_call is None else last_call,
                                        last_words, discards)
        out: list[Evidence] = []
        touched = 0
        for e in evidence:
            if e.weight <= 0 or e.rule.startswith("human.") or e.mode not in self.modes | self.passed_modes:
                out.append(e)
                continue
            if rejected and e.mode in self.modes:
                out.append(e)  # the work the human turned down at the end: all of it was judged
                continue
            if (e.mode in self.passed_modes and e.line is not None and e.line < last and e.source == "events"
                    and (e.rule, e.line) not in named):
                factor, note = self.passed_factor, "the human saw this and kept steering without objecting to it"
            elif e.mode not in self.modes:
                out.append(e)
                continue
            elif self._listed(e.rule, self.session_rules):
                factor, note = self.session_factor, "a whole-session count over several of the human's requests"
            elif self._listed(e.rule, self.later_rules) and (e.line is None or e.line >= first):
                factor, note = self.later_factor, "made after the human had extended the task"
            else:
                factor, note = self.interactive_factor, "seen in an interactive session the human was steering"
            if factor != 1.0:
                touched += 1
                e = replace(e, weight=e.weight * factor, note=e.note or note)
            out.append(e)
        if rejected:
            return out, [f"the session ended on the human turning the work down (line {max(later_lines)}): "
                         "what the detectors saw keeps its weight"]
        if not touched:
            return out, []
        return out, [f"an interactive session: the human spoke {len(later_lines)} time(s) after the agent "
                     f"first acted (line {first} on), so {touched} piece(s) of behaviour evidence are judged "
                     "against the request in force, not the first prompt alone"]
