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
a shell command, a tool whose call was not seen) takes the full path, so the filter
can only save work, never change a diagnosis (tests/test_lean_pipeline.py compares
both paths on every labelled run). When the filter found on the way which format
accepts the line, it says so, and the parser hands the line to that format's
normaliser without trying the others first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from retriage.core.channels import SYNTHETIC_MODEL, ChannelRules, command_of, is_reader_command
from retriage.core.events import Skipped
from retriage.core.formats import claude, codex, codex_rollout, osmia
from retriage.core.formats.context import ParseContext, as_dict, as_int, as_str, text_of
from retriage.core.literals import QuickPattern, may_match, quick, required_literals


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
    #: claims against the task, so agent text that matches is kept (behind its literals: the
    #: pattern is case-insensitive, and most prose names none of its words in any case)
    task_claim: re.Pattern[str] | QuickPattern | None = None
    #: which shell commands read (``reader_commands``, git's reading subcommands): with them, the
    #: unflagged output of a reading command (``cat``, ``ls``, ``rg``) may be counted too
    channels: ChannelRules | None = None
    #: commands whose results the analyser looks at whatever they print: test runs, repo-wide
    #: mechanical rewrites, find-and-replace over files, snapshot updates
    kept_commands: tuple[QuickPattern, ...] = ()
    #: the required literals of ``phantom_output_regex`` (as the analyser compiles it): an output
    #: holding none of them names nothing missing; None keeps every output
    phantom_literals: tuple[str, ...] | None = None
    #: command -> whether it reads and nothing else (see :meth:`only_read`), bounded
    _reading: dict[str, bool] = field(default_factory=dict, compare=False, repr=False)
    #: a search result that locates files (``located_path_regex``: grep's `path:12:`): the analyser
    #: notes where the code a task names by type lives, so those results are kept
    located_path: QuickPattern | None = None
    #: the agent claiming it changed something (``phantom_claim_regex``): the analyser checks those claims
    #: against the files a tool said do not exist, so agent text that matches is kept
    change_claim: QuickPattern | None = None
    #: the agent conceding its change missed (``human_correction.concession_regex``): the analyser
    #: reads those in a session the human spoke in, so agent text that matches is kept
    concession: QuickPattern | None = None
    #: the agent saying it disabled a test or changed what one expects (``test_change_admission_regex``):
    #: the analyser reads those in its prose and its reasoning, so text and thinking that match are kept
    admission: QuickPattern | None = None
    #: a file's head saying it is generated (``generated_header_regex`` over its first
    #: ``generated_header_chars``): the analyser notes which files the run read are generated, so kept
    generated_header: QuickPattern | None = None
    generated_header_chars: int = 600

    @classmethod
    def from_rules(cls, rules: dict[str, Any]) -> "SkipRules":
        pattern = rules.get("engine_error_text_regex")
        missing = rules.get("phantom_reader_regex")
        claim = rules.get("task_claim_regex")
        located = rules.get("located_path_regex")
        change = rules.get("phantom_claim_regex")
        conceded = (rules.get("human_correction") or {}).get("concession_regex")
        admission = rules.get("test_change_admission_regex")
        header = rules.get("generated_header_regex")
        kept = tuple(quick(re.compile(rules[key])) for key in _KEPT_COMMANDS)
        phantom = required_literals(re.compile(rules["phantom_output_regex"], re.MULTILINE))
        return cls(frozenset(rules["reader_tools"]), re.compile(pattern) if pattern else None,
                   re.compile(missing) if missing else None, quick(re.compile(claim)) if claim else None,
                   ChannelRules.from_rules(rules, lean=True), kept, phantom,
                   located_path=quick(re.compile(located)) if located else None,
                   change_claim=quick(re.compile(change)) if change else None,
                   concession=quick(re.compile(conceded)) if conceded else None,
                   admission=quick(re.compile(admission)) if admission else None,
                   generated_header=quick(re.compile(header)) if header else None,
                   generated_header_chars=int(rules.get("generated_header_chars", 600)))

    def reader_kept(self, text: str) -> bool:
        """Whether a reader's (or a reading command's) result is kept for the analyser: it says a file
        is missing, or it is a search that located files (the analyser reads the same first
        LOCATED_SPAN characters), or the file's head says it is generated."""
        return (self.file_missing(text)
                or (self.located_path is not None and self.located_path.found(text[:LOCATED_SPAN]))
                or (self.generated_header is not None
                    and self.generated_header.search(text[:self.generated_header_chars]) is not None))

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
        """Whether the analyser reads this text of the agent's: an engine error, a claim about the task, or
        a claim of having changed something, a concession that a change missed, or a test changed."""
        return (self.admitted(text) or self.engine_error(text)
                or (self.task_claim is not None and self.task_claim.search(text) is not None)
                or (self.change_claim is not None and self.change_claim.search(text) is not None)
                or (self.concession is not None and self.concession.search(text) is not None))

    def admitted(self, text: str) -> bool:
        """Whether the agent's text or reasoning says it disabled a test or changed what one expects."""
        return self.admission is not None and self.admission.search(text) is not None

    def reads_a_file(self, use: Any) -> bool:
        """A call whose unflagged result is file content and nothing else to the analyser."""
        return use is not None and use.tool in self.reader_tools and not command_of(use.tool_input)

    def only_read(self, use: Any, command: str, output: str) -> bool:
        """Whether the unflagged ``output`` of the shell call ``use`` (whose result carries
        ``command``) is file content and nothing else to the analyser: every check it makes of a
        tool result passes it by. Its channel is file content (a reading command, not a reader
        tool); it is not a test run (:meth:`Analyser._note_test_run`), nor git's diff or show
        (``_note_diffstat``), nor a command the analyser tracks by its call (mechanical, bulk
        replace, snapshot update: the call's command must be the result's); and it names nothing
        missing (``PhantomTracker.feed_result``, the same literals over the same 8 KiB)."""
        if self.channels is None or use is None or use.tool in self.reader_tools or not command:
            return False
        if command_of(use.tool_input) != command:
            return False
        reads = self._reading.get(command)
        if reads is None:  # the command's part of the answer: remembered (the same commands come back)
            reads = self._command_only_reads(command)
            if len(self._reading) >= 4096:
                self._reading.clear()
            self._reading[command] = reads
        return reads and not may_match(self.phantom_literals, output[-8192:])

    def _command_only_reads(self, command: str) -> bool:
        assert self.channels is not None
        if not is_reader_command(command, self.channels):
            return False
        if "git" in command and ("diff" in command or "show" in command):
            return False
        return not any(quick.search(command) for quick in self.kept_commands)


#: the rules whose commands' results the analyser reads whatever the channel (see ``SkipRules.kept_commands``)
_KEPT_COMMANDS = ("test_command_regex", "mechanical_command_regex", "bulk_replace_command_regex",
                  "snapshot_update_command_regex")


def skip(obj: Any, line: int, offset: int, ctx: ParseContext, rules: SkipRules) -> Skipped | ModuleType | None:
    """A :class:`Skipped` for a line that only needs counting; else the format module that
    accepts the line when the filter found it (its ``normalise`` is what the dispatch would call),
    or None to normalise it in full."""
    if not isinstance(obj, dict):
        return None
    kind = obj.get("type")
    if not isinstance(kind, str):
        return None
    # the normaliser's dispatch (core/formats/__init__.py) tries codex, codex_rollout, claude,
    # osmia in turn; for these types the formats before the one named cannot accept the line
    if kind in _CLAUDE_TYPES:
        return (_claude(obj, kind, line, offset, ctx, rules) or claude) if claude.accepts(obj) else None
    if kind == "stream_event" and "level" not in obj and "log" not in obj:
        # `claude -p --include-partial-messages`: a delta of a message the stream repeats whole in its
        # assistant line (most lines of a ralph loop's log). No format accepts it: the full path makes
        # one OTHER event of it, which nothing reads
        return Skipped(line, offset, 1, 0)
    if kind in _OSMIA_TYPES:
        return (_osmia(obj, kind, line, offset, ctx, rules) or osmia) if osmia.accepts(obj) else None
    if kind == "item.completed" and codex.accepts(obj):
        return _codex(obj, line, offset, ctx, rules) or codex
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
    command = ""
    for index, block in enumerate(content, 1):
        if not isinstance(block, dict):
            return None
        btype = block.get("type")
        if btype == "text":
            if assistant:  # a TEXT event: scanned when it is the engine's error
                if as_str(message.get("model")) == SYNTHETIC_MODEL or rules.agent_text_scanned(as_str(block.get("text"))):
                    return None
                agent = index
            # a user's text is a PROMPT, not the agent's doing; in a session transcript it is the human's
            # own words, which the analyser reads for a correction (core/corrections.py)
            elif "sessionId" in obj or "parentUuid" in obj:
                return None
        elif btype in ("thinking", "redacted_thinking"):
            if assistant and rules.admitted(as_str(block.get("thinking"))):
                return None
            agent = index
        elif btype == "tool_result" and len(content) == 1:
            tool_id = as_str(block.get("tool_use_id"))
            if not tool_id or block.get("is_error") is True:
                return None
            use = ctx.pending.get(tool_id)
            result_text = text_of(block.get("content"))
            if _EXIT_CODE.match(result_text):
                return None  # an exit code flags the result: it is scanned
            if rules.reads_a_file(use):
                if rules.reader_kept(result_text):
                    return None  # "File does not exist", or a search's `path:12:` lines: the analyser reads them
            else:
                command = command_of(use.tool_input) if use is not None else ""
                if use is None or use.line in ctx.multi_call_lines or not rules.only_read(use, command, result_text) \
                        or rules.reader_kept(result_text):
                    # a reading command's output (Bash cat, ls, grep) is counted only when its call was
                    # alone on its line: the analyser ties a result to a mechanical call on that line
                    return None
            pair_id = tool_id
            agent = index
        else:
            return None
    ctx.seen_non_system = True
    use = ctx.pair(pair_id) if pair_id is not None else None
    return Skipped(line, offset, len(content), agent, use.line if use is not None else 0, command)


def _osmia(obj: dict[str, Any], kind: str, line: int, offset: int, ctx: ParseContext,
           rules: SkipRules) -> Skipped | None:
    if kind == "cost":
        ctx.seen_non_system = True
        return Skipped(line, offset, 1, 0)
    if kind != "content":
        return None
    role = as_str(obj.get("role"))
    if role == "tool":
        # Osmia's outputs carry no failure flag: a reader's is file content unless it says the
        # file is not there; a reading command's, unless the analyser looks at it otherwise
        use = ctx.last_osmia_tool
        text = osmia.content_text(obj)
        if rules.reads_a_file(use):
            if rules.reader_kept(text):
                return None
            command = ""
        else:
            command = command_of(use.tool_input) if use is not None else ""
            if use is None or not rules.only_read(use, command, text) or rules.reader_kept(text):
                return None
        ctx.last_osmia_tool = None
        ctx.seen_non_system = True
        return Skipped(line, offset, 1, 1, use.line if use is not None else 0, command)
    elif role == "user":
        agent = 0
    elif role == "system":
        return None  # the harness's words: scanned as log text
    else:
        if rules.agent_text_scanned(osmia.content_text(obj)):
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
    elif itype == "command_execution":
        # a reading command's unflagged output (cat, ls, rg), paired with its call: one
        # TOOL_RESULT event the analyser would only count
        item_id = as_str(item.get("id"))
        use = ctx.pending.get(item_id) if item_id else None
        status = as_str(item.get("status"))
        exit_code = as_int(item.get("exit_code"))
        if use is None or status in ("failed", "declined") or (exit_code is not None and exit_code != 0):
            return None
        command = command_of({"command": item.get("command")})
        output = text_of(item.get("aggregated_output"))
        if not rules.only_read(use, command, output) or rules.reader_kept(output):
            return None
        ctx.pair(item_id)
        ctx.seen_non_system = True
        return Skipped(line, offset, 1, 1, use.line, command)
    elif itype != "reasoning" or rules.admitted(text_of(item.get("text"))):
        return None
    ctx.seen_non_system = True
    return Skipped(line, offset, 1, 1)
