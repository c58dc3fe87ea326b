"""The lean pipeline's line filter: lines whose events can only be counted, never scanned.

Most of a long agent stream is prose, thinking and the contents of files the agent
read. The analyser does nothing with those events but count them (their sequence
numbers, the last line, whether the agent acted at all): prose is not scanned
unless it is an engine error (a ``<synthetic>`` message, or text that
``engine_error_text_regex`` matches) or says what the task asked for (``task_claim_regex``),
thinking never is, and an unflagged result of
a reader tool is file content. Building an :class:`~core.events.Event` for each of
them, and feeding it through every tracker, was most of the parse time.

:func:`skip` looks at a decoded line and, only when its shape is one of those
and nothing in it could be evidence, returns a :class:`~core.events.Skipped`
that carries the counts the analyser needs, after applying the same side effects
on the parse context (session bookkeeping, tool pairing) as the normaliser would.
Anything else (an unusual shape, a flag, an ``Exit code`` line, a reader tool with
a shell command, a tool whose call was not seen) returns None and takes the full
path, so the filter can only save work, never change a diagnosis
(tests/test_lean_pipeline.py compares both paths on every labelled run).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from retriage.core.channels import SYNTHETIC_MODEL, command_of
from retriage.core.events import Skipped
from retriage.core.formats import claude, codex, codex_rollout, osmia
from retriage.core.formats.context import ParseContext, as_dict, as_str, text_of
from retriage.core.literals import may_match, required_literals


#: how much of a search result the analyser reads for located files (core/analyser.py: SCAN_TAIL)
LOCATED_SPAN = 64 * 1024


@dataclass(frozen=True)
class SkipRules:
    """What the filter must know from the rules: which tools read files, what an engine error reads like."""

    reader_tools: frozenset[str]
    engine_error_text: re.Pattern[str] | None
    #: a reader's answer that the file is not there (``phantom_reader_regex``): the analyser
    #: counts those (a file the agent keeps asking for that does not exist), so they are kept
    reader_missing: re.Pattern[str] | None = None
    #: the agent saying what the task asked for (``task_claim_regex``): the analyser checks those
    #: claims against the task, so agent text that matches is kept
    task_claim: re.Pattern[str] | None = None
    #: a search result that locates files (``located_path_regex``: grep's `path:12:`): the analyser
    #: notes where the code a task names by type lives, so those results are kept
    located_path: re.Pattern[str] | None = None

    @classmethod
    def from_rules(cls, rules: dict[str, Any]) -> "SkipRules":
        pattern = rules.get("engine_error_text_regex")
        missing = rules.get("phantom_reader_regex")
        claim = rules.get("task_claim_regex")
        located = rules.get("located_path_regex")
        return cls(frozenset(rules["reader_tools"]), re.compile(pattern) if pattern else None,
                   re.compile(missing) if missing else None, re.compile(claim) if claim else None,
                   re.compile(located) if located else None)

    def reader_kept(self, text: str) -> bool:
        """Whether a reader's result is kept for the analyser: it says a file is missing, or it is a
        search that located files (the analyser reads the same first LOCATED_SPAN characters)."""
        return self.file_missing(text) or (self.located_path is not None
                                           and self.located_path.search(text[:LOCATED_SPAN]) is not None)

    def file_missing(self, text: str) -> bool:
        """Whether a reader's result may say the file does not exist (the whole text is searched:
        the analyser looks at part of it, so this can only keep more than it needs)."""
        if self.reader_missing is None:
            return False
        # most reads are file content naming none of the pattern's words: a substring test
        # rules those out (the regex over a whole file was most of the filter's time)
        if not may_match(required_literals(self.reader_missing), text):
            return False
        return self.reader_missing.search(text) is not None

    def engine_error(self, text: str) -> bool:
        """The same test as :func:`core.channels.channel_of` makes of an agent's text."""
        return self.engine_error_text is not None and self.engine_error_text.match(text) is not None

    def agent_text_scanned(self, text: str) -> bool:
        """Whether the analyser reads this text of the agent's: an engine error, or a claim about the task."""
        return self.engine_error(text) or (self.task_claim is not None and self.task_claim.search(text) is not None)

    def reads_a_file(self, use: Any) -> bool:
        """A call whose unflagged result is file content and nothing else to the analyser."""
        return use is not None and use.tool in self.reader_tools and not command_of(use.tool_input)


def skip(obj: Any, line: int, offset: int, ctx: ParseContext, rules: SkipRules) -> Skipped | None:
    """A :class:`Skipped` for a line that only needs counting, or None to normalise it in full."""
    if not isinstance(obj, dict):
        return None
    kind = obj.get("type")
    if not isinstance(kind, str):
        return None
    # the normaliser's dispatch (core/formats/__init__.py) tries codex, codex_rollout, claude,
    # osmia in turn; for these types the formats before the one named cannot accept the line
    if kind in _CLAUDE_TYPES:
        return _claude(obj, kind, line, offset, ctx, rules) if claude.accepts(obj) else None
    if kind in _OSMIA_TYPES:
        return _osmia(obj, kind, line, offset, ctx, rules) if osmia.accepts(obj) else None
    if kind == "item.completed" and codex.accepts(obj):
        return _codex(obj, line, offset, ctx, rules)
    return None


def _types_only(*kinds: str, of: Any) -> frozenset[str]:
    """The types only the formats ``of`` (and none tried before them) can accept."""
    earlier = set(codex._TOP) | set(codex_rollout._TOP)
    if of is osmia:
        earlier |= claude._MESSAGE_TYPES | claude._TRANSCRIPT_ONLY | {"result", "system"}
    return frozenset(k for k in kinds if k not in earlier)


_CLAUDE_TYPES = _types_only("assistant", "user", of=claude)
_OSMIA_TYPES = _types_only("content", "cost", of=osmia)


_EXIT_CODE = claude._EXIT_CODE


def _claude(obj: dict[str, Any], kind: str, line: int, offset: int, ctx: ParseContext,
            rules: SkipRules) -> Skipped | None:
    message = obj.get("message")
    if not isinstance(message, dict):
        return None
    content = message.get("content")
    if not isinstance(content, list) or not content:
        return None
    assistant = kind == "assistant"
    agent = 0
    pair_id = None
    for index, block in enumerate(content, 1):
        if not isinstance(block, dict):
            return None
        btype = block.get("type")
        if btype == "text":
            if assistant:  # a TEXT event: scanned when it is the engine's error
                if as_str(message.get("model")) == SYNTHETIC_MODEL or rules.agent_text_scanned(as_str(block.get("text"))):
                    return None
                agent = index
            # a user's text is a PROMPT: never scanned, not the agent's doing
        elif btype in ("thinking", "redacted_thinking"):
            agent = index
        elif btype == "tool_result" and len(content) == 1:
            tool_id = as_str(block.get("tool_use_id"))
            if not tool_id or block.get("is_error") is True:
                return None
            if not rules.reads_a_file(ctx.pending.get(tool_id)):
                return None
            result_text = text_of(block.get("content"))
            if _EXIT_CODE.match(result_text):
                return None  # an exit code flags the result: it is scanned
            if rules.reader_kept(result_text):
                return None  # "File does not exist", or a search's `path:12:` lines: the analyser reads them
            pair_id = tool_id
            agent = index
        else:
            return None
    ctx.seen_non_system = True
    use = ctx.pair(pair_id) if pair_id is not None else None
    return Skipped(line, offset, len(content), agent, use.line if use is not None else 0)


def _osmia(obj: dict[str, Any], kind: str, line: int, offset: int, ctx: ParseContext,
           rules: SkipRules) -> Skipped | None:
    if kind == "cost":
        ctx.seen_non_system = True
        return Skipped(line, offset, 1, 0)
    if kind != "content":
        return None
    role = as_str(obj.get("role"))
    if role == "tool":
        use = ctx.last_osmia_tool
        if not rules.reads_a_file(use) or rules.reader_kept(text_of(obj.get("content"))):
            return None
        ctx.last_osmia_tool = None
        ctx.seen_non_system = True
        return Skipped(line, offset, 1, 1, use.line if use is not None else 0)
    elif role == "user":
        agent = 0
    elif role == "system":
        return None  # the harness's words: scanned as log text
    else:
        if rules.agent_text_scanned(text_of(obj.get("content"))):
            return None
        agent = 1
    ctx.seen_non_system = True
    return Skipped(line, offset, 1, agent)


def _codex(obj: dict[str, Any], line: int, offset: int, ctx: ParseContext, rules: SkipRules) -> Skipped | None:
    if obj.get("type") != "item.completed":
        return None
    item = as_dict(obj.get("item"))
    itype = as_str(item.get("type"))
    if itype in ("agent_message", "assistant_message"):
        if rules.agent_text_scanned(text_of(item.get("text"))):
            return None
    elif itype != "reasoning":
        return None
    ctx.seen_non_system = True
    return Skipped(line, offset, 1, 1)
