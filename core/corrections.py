"""What the human said when they corrected an interactive session (rules.yaml ``human_correction``).

An interactive Claude Code session has a person at the keyboard. When they turn down a
step, Claude Code answers the call with "The user doesn't want to proceed with this tool
use. The tool use was rejected ..." and either "STOP what you are doing and wait for the
user to tell you how to proceed." (their next message says what they want) or "To tell you
how to proceed, the user said:" followed by their words. That is not a permission the run
lacked (a headless run's denial reads "Claude requested permissions to use X, but you
haven't granted it yet" or "Permission to use X ... has been denied"): it is a person
redirecting the work, and what they say is the account of what went wrong. So a rejection
the human follows with words of their own stops counting as a refusal, and the words count
for the mode they name ("revert that", "not what I wanted" -> wrong_approach; "fix the test,
the code is right" -> test_misunderstanding). A rejection with nothing after it stays a
refusal. What the agent undoes after a correction, before the human speaks again, it undoes
because it was told to, not because it is going back and forth. The same words in a human message that follows no rejection ("this is not what I
wanted") are the same account and count the same way.

Human messages are read only from the interactive formats and only once the agent has acted
(the first message is the task): a Claude Code session transcript's user prompts, and a Codex
session rollout's ``event_msg`` ``user_message`` lines (what the person typed, without the
environment wrappers the ``response_item`` copy carries; ``codex exec --json`` and stream-json
have no such line). Pure: fed events, returns evidence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from retriage.core.diagnosis import Evidence
from retriage.core.events import Event, Format, Kind
from retriage.core.sanitize import inert_text

#: how many human messages are read (a long session has hundreds; the corrections are few)
MAX_MESSAGES = 400
#: how much of a message is matched (the correction is its opening; a pasted log follows)
HEAD = 600
#: how many of the agent's edits after the human spoke are kept
MAX_EDITS = 4000


@dataclass(frozen=True)
class _ModeWords:
    mode: str
    weight: float
    regex: re.Pattern[str]


class HumanCorrections:
    """The interactive rejections of a run and the human's messages after them."""

    def __init__(self, spec: dict[str, Any] | None) -> None:
        spec = spec or {}
        self.enabled = bool(spec)
        self.rejection_re = re.compile(spec.get("rejection_regex", r"(?!x)x"))
        self.feedback_re = re.compile(spec.get("feedback_regex", r"(?!x)x"))
        self.skip_re = re.compile(spec.get("skip_regex", r"(?!x)x"))
        self.redirected_factor = float(spec.get("redirected_factor", 0.0))
        self.obeyed_rules = frozenset(spec.get("obeyed_rules", ()))
        self.obeyed_factor = float(spec.get("obeyed_factor", 0.0))
        self.breakage_re = re.compile(spec.get("breakage_regex", r"(?!x)x"))
        self.backout_re = re.compile(spec.get("backout_regex", r"(?!x)x"))
        self.backout_weight = float(spec.get("backout_weight", 0.0))
        #: lines of the agent's commands that back a change out (``git revert``)
        self.backouts: list[int] = []
        self.discard_re = re.compile(spec.get("discard_regex", r"(?!x)x"))
        #: lines of the agent's commands, once the human has spoken, that throw the working tree's changes away
        #: (``git checkout -- .``, ``git reset --hard``): the agent obeying a human who turned the work down
        self.discards: list[int] = []
        self.tests_only_weight = float(spec.get("tests_only_weight", 0.0))
        #: the agent's edits after the human first spoke: (line, only test files)
        self.edits: list[tuple[int, bool]] = []
        self.modes = [_ModeWords(m["mode"], float(m["weight"]), re.compile(m["regex"]))
                      for m in spec.get("modes", [])]
        self.concession_re = re.compile(spec.get("concession_regex", r"(?!x)x"))
        self.redirect_re = re.compile(spec.get("concession_redirect_regex", r"(?!x)x"))
        self.concession_weight = float(spec.get("concession_weight", 0.0))
        #: the agent's words, once the human has spoken, conceding that its change missed: (line, text)
        self.concessions: list[tuple[int, str]] = []
        #: lines of tool results that are an interactive rejection
        self.rejections: list[int] = []
        #: the human's words: (line, text), in stream order
        self.messages: list[tuple[int, str]] = []
        #: lines of every message the human typed after the agent first acted (core/steering.py),
        #: whatever it says: "do both", "commit", "also update the docs" steer the session too
        self.later_lines: list[int] = []
        #: commands the human typed into the session's shell after the agent first acted: (line, text)
        self.shell_inputs: list[tuple[int, str]] = []

    def feed(self, event: Event, agent_acted: bool) -> None:
        if not self.enabled:
            return
        if event.kind is Kind.TOOL_RESULT and event.is_error and event.output:
            head = event.output[:HEAD * 2]
            if self.rejection_re.search(head):
                self.rejections.append(event.line)
                said = self.feedback_re.search(head)
                if said and len(self.messages) < MAX_MESSAGES:
                    words = event.output[said.end():said.end() + HEAD].strip()
                    if words:
                        self.messages.append((event.line, words))
                        self._later(event.line)
        elif (agent_acted and len(self.messages) < MAX_MESSAGES
              and ((event.kind is Kind.PROMPT and event.fmt is Format.TRANSCRIPT)
                   or (event.fmt is Format.CODEX and event.subtype == "user_message"))):
            text = event.text[:HEAD].strip()
            if text and not self.skip_re.search(text):
                self.messages.append((event.line, text))
                self._later(event.line)
            elif text.startswith("<bash-input>") and len(self.shell_inputs) < MAX_MESSAGES:
                # a command the human ran by hand in the session (Claude Code's `!` input): not words to the
                # agent, but what they took up (core/analyser.py: _named_by_human)
                self.shell_inputs.append((event.line, text))

    def feed_command(self, line: int, command: str) -> None:
        """A shell command the agent ran: a back-out of its own change is kept (see :meth:`apply`)."""
        if self.enabled and self.messages and len(self.backouts) < MAX_MESSAGES and self.backout_re.search(command):
            self.backouts.append(line)
        if self.enabled and self.messages and len(self.discards) < MAX_MESSAGES and self.discard_re.search(command):
            self.discards.append(line)

    def feed_agent_text(self, line: int, text: str) -> None:
        """The agent's prose after the human spoke: a concession that the change it made does not
        reach what the human runs, with the new direction in the same breath, is kept (see :meth:`apply`)."""
        if (self.messages and self.concession_weight and len(self.concessions) < MAX_MESSAGES):
            head = text[:HEAD * 2]
            found = self.concession_re.search(head)
            if found and self.redirect_re.search(head, found.end()):
                self.concessions.append((line, head[found.start():found.end() + 120]))

    def feed_edit(self, line: int, tests_only: bool) -> None:
        """A change the agent made (``tests_only``: every file it touched is a test; only worked out once
        the human has spoken, the only place it is read)."""
        if self.enabled and len(self.edits) < MAX_EDITS:
            self.edits.append((line, tests_only))

    def _later(self, line: int) -> None:
        if len(self.later_lines) < MAX_MESSAGES and (not self.later_lines or self.later_lines[-1] != line):
            self.later_lines.append(line)

    def _conceded(self) -> list[Evidence]:
        """The agent conceding, after the human pointed something out, that the change it had made
        before does not reach what runs ("the fixes we made don't help Mistral at all: the right fix
        is ..."; "the test folder is not deployed, the fixes I just made won't affect the CLI; the
        issue is likely ..."): the change went into the wrong place. The evidence is the concession
        and the conceded change's edits (the last few before the human's message)."""
        out: list[Evidence] = []
        for line, text in self.concessions[:1]:
            spoke = max((at for at, _ in self.messages if at < line), default=None)
            if spoke is None:
                continue
            before = max((at for at, _ in self.messages if at < spoke), default=0)
            changed = [at for at, _ in self.edits if before < at < spoke] or [at for at, _ in self.edits if at < spoke]
            if not changed:
                continue
            out.append(Evidence("wrong_approach", "human.conceded", "events",
                                f"after the human's message the agent conceded its change missed: "
                                f"{inert_text(text, 160)}", self.concession_weight, line=line, field="text"))
            out.extend(Evidence("wrong_approach", "human.conceded", "events",
                                "the change the agent conceded does not reach what runs", 0.0,
                                line=at, field="input") for at in changed[-3:])
        return out

    def apply(self, evidence: list[Evidence]) -> tuple[list[Evidence], list[str]]:
        """The rejections a human followed with words discounted, and evidence for what the words say."""
        if not self.messages:
            return evidence, []
        last_word = self.messages[-1][0]
        redirected = {line for line in self.rejections if line <= last_word}
        out = [replace(e, weight=e.weight * self.redirected_factor,
                       note=e.note or "the human turned this step down and said what they wanted instead")
               if e.line in redirected and e.mode == "permission_blocked" and e.weight > 0
               and self.rejection_re.search(e.text or "") else e
               for e in evidence]
        # the stretch after each correction, up to the human's next words: what the agent undid there,
        # it undid because it was told to (not an agent going back and forth on its own)
        obeyed: list[tuple[int, int]] = []
        for n, (line, text) in enumerate(self.messages):
            until = self.messages[n + 1][0] if n + 1 < len(self.messages) else 1 << 62
            backed = [b for b in self.backouts if line < b < until]
            if backed and self.backout_weight and self.breakage_re.search(text):
                # told the work broke something, the agent threw its change away instead of fixing it
                out.append(Evidence("wrong_approach", "human.backed_out", "events",
                                    f"the human reported a breakage ({inert_text(text, 100)}) and the agent "
                                    "reverted its own change", self.backout_weight, line=line, field="text"))
                out.append(Evidence("wrong_approach", "human.backed_out", "events",
                                    "the agent backed its change out after the human's report", 0.0,
                                    line=backed[0], field="input"))
                obeyed.append((line, until))
                continue
            answer = [(at, only) for at, only in self.edits if line < at < until]
            if (answer and self.tests_only_weight and all(only for _, only in answer)
                    and self.breakage_re.search(text)):
                # told its work fails, the agent changed nothing but tests: the tests it wrote were
                # what was wrong (not a product defect the report found)
                out.append(Evidence("test_misunderstanding", "human.tests_only_fix", "events",
                                    f"the human reported a failure ({inert_text(text, 100)}) and the agent's "
                                    "fix changed only tests", self.tests_only_weight, line=line, field="text"))
                out.append(Evidence("test_misunderstanding", "human.tests_only_fix", "events",
                                    "the fix of the reported failure: a test file", 0.0,
                                    line=answer[0][0], field="input"))
                continue
            for words in self.modes:
                if words.regex.search(text):
                    out.append(Evidence(words.mode, f"human.correction.{words.mode}", "events",
                                        f"the human's correction: {inert_text(text, 160)}", words.weight,
                                        line=line, field="text"))
                    obeyed.append((line, until))
                    break
        out.extend(self._conceded())
        if obeyed and self.obeyed_rules:
            out = [replace(e, weight=e.weight * self.obeyed_factor,
                           note=e.note or "undone as the human's correction asked")
                   if e.rule in self.obeyed_rules and e.weight > 0 and e.line is not None
                   and any(start < e.line < end for start, end in obeyed) else e
                   for e in out]
        reasoning = [f"the human turned down {len(redirected)} step(s) and then said what they wanted: "
                     "a correction of the work, not a refused permission"] if redirected else []
        return out, reasoning
