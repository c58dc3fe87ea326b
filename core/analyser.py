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

import fnmatch
import hashlib
import math
import re
from collections import OrderedDict, defaultdict
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Iterable

from retriage.core.calibration import named_confidence, unknown_confidence
from retriage.core.channels import (
    ChannelRules,
    CodeWords,
    REPORT_BODY,
    TEST_NAME_WORDS,
    edited_paths,
    input_path,
    FAILED_OUTPUT,
    LOG,
    OUTPUT,
    NOT_SCANNED,
    FILE_CONTENT,
    channel_of,
    chained_commands,
    command_key,
    command_of,
    is_reader_command,
    launched_programs,
    main_command,
    names_only_files,
    scanned_text,
    shell_segments,
    unwrap_shell,
    without_heredocs,
)
from retriage.core.config import MODES, Config
from retriage.core.detectors import (CallTracker, EditTracker, PhantomTracker, edit_pairs, append_bounded, conversions,
                                      scaled, structural_evidence, written_words, changed_words, phantom_key)
from retriage.core.detectors import ISO_DATE, MAX_FINDINGS, MAX_PATHS
from retriage.core.diagnosis import Alternative, Diagnosis, Evidence
from retriage.core.corrections import HumanCorrections
from retriage.core.steering import SessionSteering
from retriage.core.events import Event, Format, Kind, Skipped
from retriage.core.formats.skip import LOCATED_SPAN
from retriage.core.literals import LiteralGate, QuickPattern, gate_for, may_match, quick
from retriage.core.pipeline import lean_default
from retriage.core.rundir import TaskRun
from retriage.core.sanitize import inert_text, safe_command, safe_token
from retriage.core.task import PACKAGE_REFERENCE, TaskScope, asked_for, path_matches, stands_for, type_key

#: Only this much of a huge output is scanned: its head and its tail, where
#: tools print what went wrong.
SCAN_HEAD = 16 * 1024
SCAN_TAIL = 64 * 1024
MAX_HITS_PER_RULE = 40
#: characters of the agent's written code kept to tell its own messages from the environment's
WRITTEN_BUDGET = 65_536
#: distinct commands remembered for recovery and regression checks
MAX_KEYS = 4096


#: loop evidence located at a call, whose answer is located too (``_answers``)
LOOP_CALL_RULES = frozenset({"loop.identical_calls", "loop.repeat_call", "loop.shell_revert", "loop.undone_edit",
                             "loop.same_read"})
#: how many call -> answer lines are remembered
MAX_ANSWERS = 4096
#: the modes whose evidence is what the machine said (not what the agent did)
ENVIRONMENT_MODES = frozenset({"infra_failure", "permission_blocked", "dependency_missing"})


def _interpreted_script(command: str, interpreters: frozenset[str]) -> str:
    """The key of the script an interpreter runs (``bash scripts/gen_docs.sh`` -> the key of
    ``scripts/gen_docs.sh``, as if run directly), or ''."""
    words = main_command(command)
    if len(words) < 2 or words[0].rsplit("/", 1)[-1] not in interpreters or words[1].startswith("-"):
        return ""
    return command_key(words[1]) if "/" in words[1] or "." in words[1] else ""


#: words of a report and of a person's message, and the words too common to name a report by
_WORD = re.compile(r"[a-z][a-z0-9]+")
_NOT_NAMING = frozenset("the a an of to in on for is are was be been not no or and with does do did have has had it "
                        "this that by at as from your you we our can could may might will would error failed".split())
#: how many of the human's messages are read for an environment problem they took on
MAX_HUMAN_MESSAGES = 200


def _words_at_start(words: list[Any]) -> re.Pattern[str]:
    """Any of the words (lowercased), at a word start: how a text is said to be about a pattern's topic."""
    return re.compile(r"\b(?:" + "|".join(re.escape(str(w).lower()) for w in words) + ")")


#: the note of a hit a pattern counts less after the run changed files (``after_edit_factor``)
AFTER_EDIT_NOTE = "after the run had changed files: its own change may be what needs more"
#: formats whose stream has no final result event, so a stream that ends without one (or with a cut
#: last line) says nothing about the agent process (see ``resultless_format``)
RESULTLESS_FORMATS = frozenset({Format.OPENCODE, Format.TRANSCRIPT})
#: line types of a format that shares its Format with a resulted one: a Codex session rollout
#: (core/formats/codex_rollout.py) is ``Format.CODEX`` like ``codex exec --json``, but a session file
#: ends wherever the session was left, without a turn's end
RESULTLESS_RAW_TYPES = frozenset({"session_meta", "response_item", "turn_context"})


@dataclass
class _Hit:
    evidence: Evidence
    seq: int
    key: str
    missing: str | None = None
    recovered: bool = False
    #: the pattern's code_words_factor when the hit came from a test run's output and the task
    #: may quote it (decided at diagnosis, when the task is known); 1.0 otherwise
    quote_factor: float = 1.0
    #: the start of the command whose output it was in
    command: str = ""
    #: a missing program: commands that ran fine after it, and whether one ran or installed it again
    calls_after: int = 0
    revisited: bool = False
    #: the line it was on names a path of the machine's (a toolchain's home, a system directory): the
    #: machine's words whatever the feature is about
    machine_path: bool = False
    #: the agent's own prose or closing account (not a program's output): only the task quoting these very
    #: words makes them the feature's ("429 rate limit exceeded" in the ticket), not the task's topic alone
    quoted_only: bool = False
    #: the output line it was on, when a test run's output may be the code's words (``quote_factor`` set):
    #: a line naming an absolute path the task names as what the code gets wrong is the code's output
    line_text: str = ""


@dataclass
class RunContext:
    """Everything about a run besides its stream, for :meth:`Analyser.diagnose`."""

    taskrun: TaskRun = field(default_factory=TaskRun)
    task: TaskScope = field(default_factory=TaskScope)
    watchdog: dict[str, Any] | None = None
    result: dict[str, Any] | None = None
    live: bool = False
    pending_bytes: int = 0
    #: False for session transcripts, which never end with a result line
    result_expected: bool = True


@lru_cache(maxsize=4096)  # the same files turn up in output after output (a search's hits, a trace's frames)
def _stem_key(path: str) -> str:
    """A file's stem as a type key: `app/models/order_repository.rb` -> `orderrepository`."""
    return type_key(path.replace("\\", "/").rsplit("/", 1)[-1].split(".", 1)[0])


def _type_in(name: str, stems: set[str]) -> bool:
    """Whether a named type lives in one of these files: the same key (`User` in user.rb), or one names
    the other's start (`InvoiceTotal` in invoice.py, `Api` in api_client.go)."""
    return any(stem and (stem == name or (len(stem) >= 3 and (name.startswith(stem) or stem.startswith(name))))
               for stem in stems)


def _segments(text: str) -> list[tuple[int, str]]:
    if len(text) <= SCAN_HEAD + SCAN_TAIL:
        return [(0, text)]
    return [(0, text[:SCAN_HEAD]), (len(text) - SCAN_TAIL, text[-SCAN_TAIL:])]


#: durations and timestamps in test output, masked before comparing two runs' outputs
_TIMINGS = re.compile(r"\d+(?:\.\d+)?\s*(?:ms|s|sec|seconds)\b|\d{2}:\d{2}:\d{2}(?:\.\d+)?|0x[0-9a-f]+")
#: the same, written to start with a digit class so that ``re`` skips every non-digit at once
#: instead of trying three alternatives at each position (4x faster on a test report; the same
#: matches in the same order: ``\d+`` is ``\d\d*``, and ``0x`` is a digit that was a 0)
_TIMINGS_LEAN = re.compile(r"\d(?:\d*(?:\.\d+)?\s*(?:ms|s|sec|seconds)\b|\d:\d{2}:\d{2}(?:\.\d+)?|(?<=0)x[0-9a-f]+)")


def _missing_of(match: re.Match[str]) -> str | None:
    for name, value in match.groupdict().items():
        if name.startswith("missing") and value:
            return value
    return None


def _matches(item: Evidence, spec: dict[str, Any]) -> bool:
    """Whether evidence fits a causal link's cause/effect spec (modes, rule globs)."""
    modes = spec.get("modes")
    if modes and item.mode not in modes:
        return False
    rules = spec.get("rules")
    if rules and not any(fnmatch.fnmatchcase(item.rule, r) for r in rules):
        return False
    text = spec.get("text")
    if text and not _spec_text(text).search(item.text):
        return False
    return True


@lru_cache(maxsize=64)
def _spec_text(pattern: str) -> re.Pattern[str]:
    """A causal link side's ``text:`` pattern, compiled once."""
    return re.compile(pattern)



#: a shell command the human typed into the session (Claude Code's `!` input, recorded as `<bash-input>`)
_HUMAN_SHELL = re.compile(r"<bash-input>([^<]{1,2000})")
#: a relative path with a directory and an extension in a command's output (`modules/vpc/README.md`)
_OUTPUT_PATH = re.compile(r"(?<![\w./:-])(?:[\w.-]+/)+[\w.-]+\.[A-Za-z]\w{0,8}\b")
#: a line of a command's output that says it wrote a file (a generator's, a formatter's report)...
_WROTE_LINE = re.compile(r"(?im)^[^\n]{0,300}\b(?:updated|written|wrote|writing|created|creating|generated|generating|"
                         r"reformatted|rewrote|regenerated|saved)\b[^\n]{0,300}$")
#: ...unless the line is an error ("generated code is out of date with x.sql")
_NOT_WRITTEN = re.compile(r"(?i)\b(?:error|fail\w*|out of date|not|cannot|could ?n[o']t|no such|would)\b")
#: how much of a writing command's output is searched for the paths it reports
SHELL_PATHS_SPAN = 16 * 1024
#: a file named as a test (test_x.py, x_test.go, x.test.ts, x.spec.rb, XTest.java, x_tests.erl): the test-tree files
#: that measure code, unlike the fixtures, fakes and data beside them
_TEST_FILE_NAME = re.compile(r"(?:^test_|_tests?\.\w+$|\.(?:test|spec)\.\w+$|_spec\.\w+$|Tests?\.\w+$|^test\.\w+$)")


def _test_harness(path: str, is_test: Any) -> bool:
    """A file of the test tree that is not a test itself (fakes, fixtures, helpers, factories): named in a task as
    what to test with, not as what to change."""
    name = path.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]
    return bool(is_test(path)) and not _TEST_FILE_NAME.search(name)


#: options of a `git diff` of the whole working tree that still print its hunks (not --stat, --name-only ...)
_HUNK_OPTION = re.compile(r"-(?:U\d*|-unified=\d+|-no-color|-color(?:=\w+)?|w|-ignore-\S+|-no-ext-diff|-minimal)\Z")


def _bare_diff(command: str) -> bool:
    """`git diff` of the working tree (no path, no revision, options that only shape the hunks): the run's own
    change set, so where the run changed one file a headerless hunk can only be that file's."""
    words = main_command(command)
    return words[:2] == ["git", "diff"] and all(_HUNK_OPTION.match(w) for w in words[2:])


_SQL_CLIENTS = frozenset({"psql", "mysql", "mariadb", "sqlcmd", "mongosh", "clickhouse-client", "cqlsh", "sqlite3",
                          "duckdb", "cockroach", "snowsql", "bq"})
_SQL_FILE = re.compile(r"(?:\s-f\s*|\s--file[=\s]|\s-i\s+|<\s*)([\w./-]+)")
_SQL_VERB = re.compile(r"(?i)\b(select|insert|update|delete|create|drop|alter|explain|set|grant|revoke|copy|truncate|"
                       r"vacuum|analyze|reindex|refresh|call|merge|comment|begin|show|\\[a-z]+)\b")


def _sql_work(command: str) -> str:
    """What a database client was asked to do (the script it ran, or its first SQL verb), "" for any other
    command: a refusal of one statement is not got past by another that ran (a role may read, not create)."""
    words = main_command(command)
    if not words or words[0].rsplit("/", 1)[-1] not in _SQL_CLIENTS:
        return ""
    body = unwrap_shell(command)
    script = _SQL_FILE.search(body)
    if script:
        return "file " + script.group(1)
    verb = _SQL_VERB.search(body.split(None, 1)[1] if " " in body else "")
    return verb.group(1).lower() if verb else ""


def _diff_path(command: str) -> str:
    """The one file a ``git diff``/``git show`` command names (``git diff src/ring.zig | tail``): whose hunks an
    output without file headers shows; "" when it names none or several."""
    words = main_command(command)
    if words[:1] != ["git"]:
        # `sed -i 's/a/b/' t.cpp && git diff t.cpp | head`: the diff is the compound's one git diff/show
        shown = [s.split() for s in shell_segments(command) if s.split()[:2] in (["git", "diff"], ["git", "show"])]
        if len(shown) != 1:
            return ""
        words = shown[0]
    paths = [w for w in words[2:] if not w.startswith("-") and ("/" in w or "." in w) and ".." not in w]
    return paths[0] if len(paths) == 1 else ""


class Analyser:
    """Incremental analyser for one run's stream."""

    def __init__(self, config: Config, lean: bool | None = None) -> None:
        self.config = config
        #: the lean pipeline (core/pipeline.py): rules ruled out by one LiteralGate per text
        self.lean = lean_default() if lean is None else lean
        rules = config.rules
        self.t: dict[str, float] = {k: float(v) for k, v in rules["thresholds"].items()}
        self.channel_rules = ChannelRules.from_rules(rules, lean=self.lean)
        self.channel_weights: dict[str, float] = rules["channel_weights"]
        self.install_re: re.Pattern[str] | QuickPattern = re.compile(rules["install_command_regex"])
        #: rules whose `missing` names a program the shell could not find (recovered when a later command
        #: starts it another way, core/channels.py launched_programs; weak once the agent moved on)
        self.missing_program_rules = frozenset(rules.get("missing_program_rules") or ())
        self.program_wrapper_re = re.compile(rules["program_wrapper_regex"])
        self.program_launcher_re = re.compile(rules["program_launcher_regex"])
        self._mode_of = {pattern.id: pattern.mode for pattern in config.patterns}
        self.edits = EditTracker(
            self.channel_rules,
            re.compile(rules["test_path_regex"]),
            re.compile(rules["test_weakening_regex"]),
            re.compile(rules["assertion_regex"]),
            re.compile(rules["delete_command_regex"]),
            re.compile(rules["test_definition_regex"]),
            re.compile(rules["move_command_regex"]),
        )
        self.test_command_re = quick(re.compile(rules["test_command_regex"]))
        self.target_host_re = re.compile(rules["target_host_command_regex"])
        self.test_report_re = quick(re.compile(rules["test_report_regex"]))
        self.test_failed_re: re.Pattern[str] | QuickPattern = re.compile(rules["test_failed_regex"])
        passing = rules.get("passing_report_regex")
        self.passing_report_re = quick(re.compile(passing)) if passing else None
        self.snapshot_updated_re = re.compile(rules["snapshot_updated_regex"])
        self.snapshot_summary_re = re.compile(rules["snapshot_summary_regex"])
        self.no_tests_re: re.Pattern[str] | QuickPattern = re.compile(rules["no_tests_ran_regex"])
        if self.lean:  # a passing run's output seldom holds any of its words: skip the regex then
            self.no_tests_re = quick(self.no_tests_re)
        self.tests_ran_re = re.compile(rules["tests_ran_regex"])
        #: a test run that ran nothing after an earlier one failed: (result line, call line);
        #: cleared by a later run that did run tests
        self.empty_test_run: tuple[int, int] | None = None
        self._a_test_run_failed = False
        #: failing test runs that followed an edit (attempts at making them pass), and the seq
        #: of the latest test run
        self.failed_attempts = 0
        self._last_test_seq = 0
        #: the change set as git printed it (``N files changed``, a --stat listing): (count, line, call line,
        #: the files edited by then when edit calls were the run's only changes, else None)
        self.diffstats: list[tuple[int, int, int, int | None]] = []
        #: the working change set's size as ``git diff`` (not ``git show`` of some commit) printed it:
        #: (count, line, files edited by then as above)
        self.diff_counts: list[tuple[int, int, int | None]] = []
        #: git's count of the working change set before the run changed anything: the tree it was
        #: given (the user's or the orchestrator's work in progress), not the run's change
        self._diff_baseline = 0
        #: whether a shell command that may write has run (a formatter, a codemod, a script; not a
        #: reader, not a test run): until then the run's changes are its edit calls, counted by name
        self._shell_wrote = False
        self.diffstat_re = re.compile(rules["diffstat_regex"])
        self.diffstat_row_re = re.compile(rules["diffstat_row_regex"])
        self.project_prefixes = tuple(rules["project_module_prefixes"])
        #: the latest test-suite run: (line, failed, tail of its output)
        self.last_test_run: tuple[int, bool, str] | None = None
        #: the first passing test run after an edit: (line, number of files edited by then)
        self.first_green: tuple[int, int] | None = None
        #: command key -> seq of its last run without a failure flag
        self._worked: dict[str, int] = {}
        self._last_edit_seq = 0
        self.edits.revert_command = re.compile(rules["revert_command_regex"])
        self.edits.package_add = re.compile(rules["package_add_command_regex"])
        self.edits.package_remove = re.compile(rules["package_remove_command_regex"])
        self.edits.sed_command = re.compile(rules["sed_reversal_regex"])
        self.edits.project_setting = re.compile(rules["project_setting_regex"])
        self.edits.manifest_path = re.compile(rules["manifest_path_regex"])
        self.edits.version_pin = re.compile(rules["version_pin_regex"], re.MULTILINE)
        self.edits.substitution = re.compile(rules["shell_substitution_regex"])
        #: what the agent's edits wrote (bounded): an error the run printed in words the agent wrote into
        #: its own code is that code speaking (a usage message, an error path), not the environment
        self.written: list[str] = []
        self._written_chars = 0
        self.phantoms = PhantomTracker(re.compile(rules["phantom_output_regex"], re.MULTILINE),
                                       re.compile(rules["phantom_reader_regex"]),
                                       claim_regex=re.compile(rules["phantom_claim_regex"])
                                       if rules.get("phantom_claim_regex") else None,
                                       known_version_regex=re.compile(rules["phantom_known_version_regex"])
                                       if rules.get("phantom_known_version_regex") else None)
        #: edit calls the tool refused because the file does not exist (path -> call line), and the
        #: paths some edit call did change: a path only ever refused was never edited
        self.refused_edits: dict[str, int] = {}
        self.applied_edits: set[str] = set()
        self.edits.suppression = re.compile(rules["suppression_regex"])
        self.edits.test_assertion = re.compile(rules["test_framework_assertion_regex"])
        self.skipped_count_re = re.compile(rules["skipped_count_regex"])
        #: lean: an output naming none of its words ("skipped", "pending", "SKIP" ...) counts no skips
        self._skipped_count_literals = quick(self.skipped_count_re).literals if self.lean else None
        #: command key -> (skips counted, line) of its latest failing test run
        self._failed_skips: dict[str, tuple[int, int]] = {}
        #: a test run gone green by skipping more than the failing run before it: (result, call, edit line)
        self.skipped_green: tuple[int, int, int] | None = None
        self._skipped_key = ""
        #: test reports' lines naming a test and its outcome (rules.yaml ``test_outcome_lines``)
        self.test_outcome_res = tuple(re.compile(r) for r in rules.get("test_outcome_lines") or ())
        self._outcome_failed = frozenset(rules.get("test_outcome_failed") or ())
        self._outcome_skipped = frozenset(rules.get("test_outcome_skipped") or ())
        #: test name -> line of the first run that reported it failing
        self._failed_tests: dict[str, int] = {}
        #: a test seen failing, then (after an edit) seen skipped: (report line, call line, edit line, name)
        self.skipped_after_failing: tuple[int, int, int, str] | None = None
        self.edits.suppression_path = re.compile(rules["suppression_path_regex"])
        if rules.get("alias_line_regex"):
            self.edits.alias_line = re.compile(rules["alias_line_regex"])
        #: the names a task asks to rename or move (old, new), and what licenses keeping the old one
        self.rename_pair = re.compile(rules["rename_pair_regex"]) if rules.get("rename_pair_regex") else None
        self.alias_kept = re.compile(rules["alias_kept_regex"]) if rules.get("alias_kept_regex") else None
        if rules.get("linter_config_path_regex") and rules.get("rule_code_regex"):
            self.edits.linter_config = re.compile(rules["linter_config_path_regex"])
            self.edits.rule_code = re.compile(rules["rule_code_regex"])
            if rules.get("checker_exclusion_line_regex") and rules.get("checker_quoted_value_regex"):
                self.edits.checker_exclusion_line = re.compile(rules["checker_exclusion_line_regex"])
                self.edits.checker_quoted_value = re.compile(rules["checker_quoted_value_regex"])
        self.suppression_requested = re.compile(rules["suppression_requested_regex"])
        #: "without suppressions", "do not enable nullable": naming a thing to forbid it is no request
        self.task_negation = re.compile(rules["tests_negation_regex"])
        self.generated_path = re.compile(rules["generated_path_regex"])
        self.edits.generated_path = self.generated_path
        #: programs that run a script named as their argument (`bash scripts/gen_docs.sh`)
        self.script_interpreters = frozenset(rules.get("script_interpreters") or ())
        header = rules.get("generated_header_regex")
        self.generated_header = quick(re.compile(header)) if header else None
        self.generated_header_chars = int(rules.get("generated_header_chars", 600))
        self.generated_read_command = re.compile(rules["generated_read_command_regex"])
        #: files whose head, as the run read them, says they are generated (whatever their names)
        self.generated_read: list[str] = []
        self.edits.workaround = re.compile(rules["workaround_regex"])
        if rules.get("check_downgrade_regex"):
            self.edits.check_downgrade = re.compile(rules["check_downgrade_regex"], re.MULTILINE)
        self.edits.workaround_path = re.compile(rules["workaround_path_regex"])
        if rules.get("test_wait_regex"):
            self.edits.test_wait = re.compile(rules["test_wait_regex"])
        if self.lean:
            # every edit asks these of its paths, its texts and their lines: short ones come back
            # again and again (remembered), and most texts hold none of their words
            for name in ("test_path", "weakening", "assertion", "test_definition", "project_setting", "suppression",
                         "suppression_path", "workaround", "workaround_path", "test_assertion"):
                setattr(self.edits, name, quick(getattr(self.edits, name)))
        self.workaround_requested = re.compile(rules["workaround_requested_regex"])
        #: pattern id -> its code_words_factor, for the patterns whose hits the task may quote
        self.quote_factors = {p.id: p.code_words_factor for p in config.patterns if p.code_words_factor != 1.0}
        #: (what the workaround's text holds, the task's words that ask for that kind), in order
        self.workaround_kinds = [(re.compile(k["match"]), re.compile(k["requested"]))
                                 for k in rules.get("workaround_kinds") or ()]
        self.edits.disabled_check = re.compile(rules["disabled_check_regex"])
        self.disabled_check_requested = re.compile(rules["disabled_check_requested_regex"])
        self.edits.raised_limit_name = re.compile(rules["raised_limit_name_regex"])
        self.raised_limit_requested = re.compile(rules["raised_limit_requested_regex"])
        if self.lean:
            # as above, for the edit tracker's patterns set since or optional in the rules: a path's
            # manifest test and a short edit's texts come back again and again (remembered), and a
            # pattern with required words is not run over a text that lacks them all
            for name in ("manifest_path", "check_downgrade", "test_wait", "disabled_check", "raised_limit_name"):
                if getattr(self.edits, name) is not None:
                    setattr(self.edits, name, quick(getattr(self.edits, name)))
            self.phantoms.reader_regex = quick(self.phantoms.reader_regex)  # type: ignore[assignment]
        self.live_patch_re = quick(re.compile(rules["live_patch_command_regex"]))
        self.live_patch_requested = re.compile(rules["live_patch_requested_regex"])
        self.dependency_copy_path = re.compile(rules["dependency_copy_path_regex"])
        #: a gate that refused the agent's commit or push (a commit-msg or pre-commit hook) and the files that
        #: define such gates: the gate edited after it refused was changed instead of met
        # (asked of every failed output: a literal check first, core/literals.py; ~900 us a search without it)
        self.gate_refusal_re = (quick(re.compile(rules["gate_refusal_regex"]))
                                if rules.get("gate_refusal_regex") else None)
        self.gate_path_re = re.compile(rules["gate_path_regex"]) if rules.get("gate_path_regex") else None
        self.gate_refused_at: int | None = None
        #: live resources patched by hand: (command, line); and call line -> the line of its answer (where
        #: the change shows: `Removed aws_s3_bucket.logs`, `deployment.apps/web patched`)
        self.live_patches: list[tuple[str, int]] = []
        self.live_patch_answers: dict[int, int] = {}
        self.edits.notebook_path = re.compile(rules["notebook_path_regex"])
        self.edits.notebook_output_key = re.compile(rules["notebook_output_key_regex"])
        self.edits.notebook_other_key = re.compile(rules["notebook_other_key_regex"])
        self.notebook_output_requested = re.compile(rules["notebook_output_requested_regex"])
        self.workaround_summary = re.compile(rules["workaround_summary_regex"])
        self.generated_replaced = re.compile(rules["generated_replaced_regex"])
        self.quoted_change_aside = re.compile(rules["quoted_change_aside_regex"])
        self.conversion_requested = re.compile(rules["conversion_requested_regex"])
        self.migration_path = re.compile(rules["schema_migration_path_regex"])
        self.data_task = re.compile(rules["data_task_regex"])
        #: a command that generates a new migration file (``alembic revision``, ``rails g migration``):
        #: after it, an edit of a migration is of the file it generated, not of one already released
        self.migration_generator_re = quick(re.compile(rules.get("migration_generator_command_regex",
                                                                        r"(?!x)x")))
        self.migration_edit_requested = re.compile(rules.get("migration_edit_requested_regex", r"(?!x)x"))
        self._migration_generated_at: int | None = None
        self.vendored_copy_re = quick(re.compile(rules["vendored_copy_command_regex"]))
        self.vendor_requested = re.compile(rules["vendor_requested_regex"])
        #: copies of a package's sources into the project: (command, line), and the paths copied from
        self.vendored: list[tuple[str, int]] = []
        self.vendored_sources: list[str] = []
        #: files the agent's searches located (grep/rg/Grep result lines `path:12:`), by type key of
        #: their stem: where the code a task names by type lives, as the run itself found it
        self.located_path_re = quick(re.compile(rules["located_path_regex"]))
        #: and files a stack trace's frames located (a failing test's `at Type.method(Type.java:33)`)
        self.located_frame_re = quick(re.compile(rules["located_frame_regex"]))
        self.located_stems: set[str] = set()
        self.project_setting_requested = re.compile(rules["project_setting_requested_regex"])
        self.manifest_path = re.compile(rules["manifest_path_regex"])
        self.build_change_requested = re.compile(rules["build_change_requested_regex"])
        self.code_words = CodeWords.from_rules(rules)
        self.actual_value_re = re.compile(rules["actual_value_regex"])
        self._actual_value_literals = quick(self.actual_value_re).literals
        self.actual_value_want = quick(re.compile(rules["actual_value_want_regex"]))
        self.bypass_re: re.Pattern[str] | QuickPattern = re.compile(rules["bypass_flags_regex"])
        #: flags that switch a platform check off (the runtime still lacks what it asked for)
        self.platform_bypass_re = quick(re.compile(rules.get("platform_bypass_flags_regex", r"(?!x)x")))
        self.feature_off_re = re.compile(rules.get("feature_off_flags_regex", r"(?!x)x"))
        self.inplace_edit_re = re.compile(rules.get("inplace_edit_command_regex", r"(?!x)x"))
        self.test_runner_config = re.compile(rules.get("test_runner_config_regex", r"(?!x)x"))
        self.edits.test_build_file = re.compile(rules.get("test_build_file_regex", r"(?!x)x"))
        if rules.get("test_phase_off_regex"):
            self.edits.test_phase_off = re.compile(rules["test_phase_off_regex"], re.MULTILINE)
        self.selection_re = re.compile(rules["test_selection_regex"])
        self._selections: dict[str, frozenset[str]] = {}
        if self.lean:
            # asked of every result's command (short, and back again and again: remembered) and of
            # every test report (a case-insensitive "fail": ruled out by its lower-cased literal)
            self.install_re, self.test_failed_re, self.bypass_re = (
                quick(self.install_re), quick(self.test_failed_re), quick(self.bypass_re))
        self.bulk_install_re = re.compile(rules["bulk_install_regex"])
        report = rules.get("installed_report_regex")
        self.installed_report_re = re.compile(report) if report else None
        #: a shell loop that changes each of a list of resources (`for b in a b c; do aws s3 rb s3://$b; done`)
        self.resource_loop_re = (re.compile(rules["resource_loop_regex"]) if rules.get("resource_loop_regex")
                                 else None)
        #: (line, the listed names, the command's verb): mutations run over a list of resources
        self.resource_loops: list[tuple[int, tuple[str, ...], str]] = []
        self.task_continues = (re.compile(rules["task_continues_regex"]) if rules.get("task_continues_regex")
                               else None)
        self.small_change_re = (re.compile(rules["small_change_regex"]) if rules.get("small_change_regex") else None)
        #: a missing module's name -> the names an install of it goes by (itself, and its distribution's)
        self.install_names = {str(k).lower(): tuple(str(v).lower() for v in vs)
                              for k, vs in (rules.get("import_package_names") or {}).items()}
        #: the symbol an import of the project's own module did not find (``invented_symbol_regex``)
        self.invented_symbol_re = (re.compile(rules["invented_symbol_regex"]) if rules.get("invented_symbol_regex")
                                   else None)
        #: per pattern, the words (at a word start) that say the task is about what it matches
        self.machine_path_re = re.compile(rules["machine_path_regex"]) if rules.get("machine_path_regex") else None
        self.topics: dict[str, re.Pattern[str]] = {k: _words_at_start(v) for k, v in rules["topic_words"].items() if v}
        #: per pattern, the words of a person's message that name what it matched (topics, and more)
        self.human_names: dict[str, re.Pattern[str]] = dict(self.topics)
        self.human_names.update({k: _words_at_start(v) for k, v in (rules.get("human_named_words") or {}).items() if v})
        self.test_reproduces_re = (re.compile(rules["test_reproduces_bug_regex"])
                                   if rules.get("test_reproduces_bug_regex") else None)
        correction = rules.get("human_correction") or {}
        #: a person taking an environment report on themselves ("I'll fix ownership", "no sudo on this machine")
        self.environment_ack_re = (re.compile(correction["environment_ack_regex"])
                                   if correction.get("environment_ack_regex") else None)
        self.environment_ack_weight = float(correction.get("environment_ack_weight", 0.0))
        self.mechanical_re = quick(re.compile(rules["mechanical_command_regex"]))
        self.file_scoped_re = (re.compile(rules["mechanical_file_scoped_regex"])
                               if rules.get("mechanical_file_scoped_regex") else None)
        #: repo-wide mechanical commands (formatters, autocorrect, upgrades): (command, line)
        self.mechanical: list[tuple[str, int]] = []
        #: mechanical commands whose resolver refused (set aside: they changed nothing unless a later install
        #: got past the refusal), with the lines of the refusal
        self.mechanical_refused: list[tuple[str, int, tuple[int, ...]]] = []
        self.bulk_replace_re = quick(re.compile(rules["bulk_replace_command_regex"]))
        #: lines of self.mechanical that are a find-and-replace over files (licensed by a rename task)
        self.bulk_lines: set[int] = set()
        self.snapshot_re = quick(re.compile(rules["snapshot_update_command_regex"]))
        #: snapshot/golden-file rewrites after a failing test run: (command, call line, result line)
        self.snapshot_rewrites: list[tuple[str, int, int]] = []
        #: failing test runs by (command, output with timings masked): their lines
        self._failures: dict[tuple[str, str], list[int]] = {}
        self._failure_edits: dict[tuple[str, str], int] = {}
        self._failures_all: dict[tuple[str, str], list[int]] = {}
        #: did the agent itself act or speak (else: the harness failed before it ran)
        self.agent_seq = 0
        #: the stream line of the agent's last act (core/steering.py: did the work go on past a message)
        self.agent_line = 0
        #: the line of the agent's last tool call (every call reaches the analyser on both pipelines)
        self.last_call_line = 0
        #: the agent's events are of a format that has no final result event (OpenCode-family
        #: JSON; Claude Code session transcripts, which are written turn by turn and copied
        #: whenever a checkpoint is taken, so their end, even a cut last line, is where the copy
        #: was made): its stream's end is no sign of a killed process. An explicit API error or
        #: limit line inside such a stream is still read by its own signature.
        self.resultless_format = False
        #: interactive rejections and the human's words after them (core/corrections.py)
        self.corrections = HumanCorrections(rules.get("human_correction"))
        #: a session the human kept steering: detector evidence judged against the request in force
        self.steering = SessionSteering((rules.get("human_correction") or {}).get("steered"))
        self.calls = CallTracker(int(self.t["identical_calls"]), int(self.t["alternation_min"]),
                                 same_read_min=int(self.t.get("same_read_min", 0)))
        self._reading: dict[str, bool] = {}
        claim = rules.get("task_claim_regex")
        self.task_claim_re = quick(re.compile(claim)) if claim else None
        #: what the agent said the task asked for, in its own text: (thing, line)
        self.task_claims: list[tuple[str, int]] = []
        admission = rules.get("test_change_admission_regex")
        self.admission_re = quick(re.compile(admission)) if admission else None
        #: the agent saying, in its prose or its reasoning, that it disabled a test or changed what a test
        #: expects: [line, phrase, the edit before, the edit after (0 until one comes), a test run had failed]
        self.admissions: list[list[Any]] = []
        #: result line -> command key of the calls that failed (bounded; sessions only)
        self._failed_keys: dict[int, str] = {}
        #: paths named in the outputs of the run's writing commands (bounded): files a command may have written
        self.shell_paths: set[str] = set()
        #: call line -> the line of its result (bounded): where a repeated call's answer shows
        #: an OrderedDict: dropping the oldest of a plain dict (``next(iter(d))``) walks the slots its
        #: earlier deletions left, which made this bound cost more than the rest of a tool result
        self.result_of: OrderedDict[int, int] = OrderedDict()
        self.task_claim_generic = frozenset(str(w).lower() for w in rules.get("task_claim_generic_words") or ())
        # each rule's regex behind its required-literals check (core/literals.py)
        self._scanned = [(pattern, quick(pattern.regex)) for pattern in config.patterns]
        self._gate = gate_for(tuple(pattern.regex for pattern in config.patterns)) if self.lean else None
        #: lean: per (channel, Osmia's unflagged output), the gate of only the rules that count there
        self._channel_gates: dict[tuple[str, bool], tuple[LiteralGate, tuple[int, ...]]] = {}
        self._hits: dict[str, list[_Hit]] = defaultdict(list)
        self._by_key: dict[str, list[_Hit]] = defaultdict(list)
        self._structural: list[Evidence] = []
        self._seq = 0
        self.events_seen = 0
        self.tool_calls = 0
        self.failed_results = 0
        self.final_result: Event | None = None
        #: the latest tool result: (line, exit code)
        self.last_call_result: tuple[int, int | None] = (0, None)
        self.last_line = 0

    # -- feeding ------------------------------------------------------------
    def feed(self, events: Iterable[Event | Skipped]) -> None:
        for event in events:
            if event.kind is None:  # a line the lean parser only counted (core/formats/skip.py)
                self._skipped(event)  # type: ignore[arg-type]
                continue
            self._seq += 1
            self.events_seen += 1
            if event.line > self.last_line:  # max() without the call: this runs for every event
                self.last_line = event.line
            kind = event.kind
            if event.fmt in RESULTLESS_FORMATS or event.raw_type in RESULTLESS_RAW_TYPES:
                self.resultless_format = True
            if kind is Kind.TOOL_USE:
                self.tool_calls += 1
                self.agent_seq = self._seq
                self.agent_line = self.last_call_line = event.line
                command = command_of(event.tool_input)  # once, for the trackers and the checks below
                if command:
                    self.corrections.feed_command(event.line, command)
                self.calls.feed(event, command)
                if self._only_reads(command) if command else event.tool in self.channel_rules.reader_tools:
                    self.calls.feed_read(event)
                elif event.tool not in self.calls.ignored_tools:
                    self.calls.feed_change()
                if self.edits.feed(event, command):
                    for said in reversed(self.admissions):
                        if said[3]:
                            break
                        said[3] = event.line
                    if self.corrections.messages:
                        # after the human spoke: did the agent change only tests (core/corrections.py)
                        paths = edited_paths(event, self.channel_rules)
                        self.corrections.feed_edit(event.line, bool(paths) and all(map(self.edits.is_test, paths)))
                    elif self.corrections.enabled:
                        self.corrections.feed_edit(event.line, False)
                    self._last_edit_seq = self._seq
                    if self.phantoms.reports:
                        self.phantoms.feed_edit(written_words(event), event.line, changed_words(event))
                        for path, at in self.edits.written[-4:]:
                            if at == event.line:
                                self.phantoms.feed_write(path, event.line)
                    for _old, new in edit_pairs(event):
                        if self._written_chars < WRITTEN_BUDGET:
                            self.written.append(new[:WRITTEN_BUDGET - self._written_chars])
                            self._written_chars += len(self.written[-1])
                bulk = bool(command) and len(self.bulk_lines) < 200 and bool(self.bulk_replace_re.search(command))
                if bulk:
                    self.bulk_lines.add(event.line)
                    append_bounded(self.mechanical, ("sed -i over a searched file list", event.line))
                    self._last_edit_seq = self._seq
                elif command and self._mechanical(command):
                    append_bounded(self.mechanical, (safe_command(" ".join(main_command(command)), 6) or "a mechanical command",
                                                     event.line))
                    self._last_edit_seq = self._seq
                if command and self.resource_loop_re is not None and "for " in command:
                    self._note_resource_loop(command, event.line)
                if (command and self._migration_generated_at is None
                        and self.migration_generator_re.search(command)):
                    self._migration_generated_at = event.line
                if command and self.vendored_copy_re.search(command):
                    append_bounded(self.vendored, (safe_command(command, 8) or "a copy of a package", event.line))
                    words = [w for w in main_command(self.vendored_copy_re.search(command).group(0)) if not w.startswith("-")]
                    if len(words) >= 3 and len(self.vendored_sources) < 50:
                        self.vendored_sources.append(words[1].strip("'\""))
                    self._last_edit_seq = self._seq
                patched = self.live_patch_re.search(command) if command else None
                if patched:
                    # from the patching command on (`cd iac && terraform state rm x`: the state rm)
                    append_bounded(self.live_patches, (safe_command(command[patched.start():], 6) or "a live patch",
                                                       event.line))
                if command and self._a_test_run_failed and self.snapshot_re.search(command):
                    # the expected values become whatever the failing code prints now
                    append_bounded(self.snapshot_rewrites, (safe_command(" ".join(main_command(command)), 6)
                                                            or "a snapshot update", event.line, 0))
                    self._last_edit_seq = self._seq
                continue
            if kind is Kind.TOOL_RESULT or kind is Kind.PROMPT or event.subtype == "user_message":
                self.corrections.feed(event, self.agent_seq > 0)
            elif kind is Kind.TEXT and self.corrections.messages:
                self.corrections.feed_agent_text(event.line, event.text)
            if kind in (Kind.TEXT, Kind.RESULT, Kind.THINKING) or (kind is Kind.TOOL_RESULT):
                self.agent_seq = self._seq
                self.agent_line = event.line
            if kind is Kind.TEXT and self.phantoms.reports:
                self.phantoms.feed_text(event.text[:SCAN_TAIL], event.line)
            if (kind is Kind.TEXT or kind is Kind.THINKING) and self.admission_re is not None \
                    and len(self.admissions) < MAX_FINDINGS:
                said = self.admission_re.search(event.text[:SCAN_TAIL])
                if said:
                    self.admissions.append([event.line, said.group(0), self.edits.last_edit_line, 0,
                                            self._a_test_run_failed])
            if kind is Kind.TEXT and self.task_claim_re is not None and len(self.task_claims) < 10:
                claimed = self.task_claim_re.search(event.text[:SCAN_TAIL])
                if claimed:
                    # the regex names its alternatives' phrases thing, thing2, ...: the one that matched
                    thing = next((v for k, v in claimed.groupdict().items() if k.startswith("thing") and v), "")
                    if thing.replace("`", ""):
                        self.task_claims.append((thing.replace("`", ""), event.line))
            command: str | None = None
            if kind is Kind.RESULT:
                self.final_result = event
                self._denials(event)
            elif kind is Kind.TOOL_RESULT:
                if event.flagged:
                    self.failed_results += 1
                    if (self.gate_refused_at is None and self.gate_refusal_re is not None
                            and self.gate_refusal_re.search(event.output[-4096:])):
                        self.gate_refused_at = event.line
                    failed_command = command_of(event.tool_input)
                    if failed_command and self.corrections.enabled:
                        # which command failed where: a human who later runs it by hand took the problem up
                        self._failed_keys[event.line] = command_key(failed_command)
                        if len(self._failed_keys) > MAX_KEYS:
                            del self._failed_keys[next(iter(self._failed_keys))]
                self.last_call_result = (event.line, event.exit_code)
                if event.use_line:
                    self._answered(event.use_line, event.line)
                command = command_of(event.tool_input)
                if (self.generated_header is not None and not event.flagged and event.output
                        and len(self.generated_read) < MAX_PATHS
                        and self.generated_header.search(event.output[:self.generated_header_chars])):
                    self._note_generated_read(event, command)
                if command:
                    self._note_moved_on(event.flagged, command)
                if command and self.mechanical and self.mechanical[-1][1] == event.use_line:
                    # the result of a mechanical command: where its effect (files rewritten) is shown
                    append_bounded(self.mechanical, (self.mechanical[-1][0], event.line))
                    if event.use_line in self.bulk_lines:
                        self.bulk_lines.add(event.line)
                if (self.live_patches and event.use_line and self.live_patches[-1][1] == event.use_line
                        and len(self.live_patch_answers) < MAX_FINDINGS):
                    self.live_patch_answers[event.use_line] = event.line
                if self.snapshot_rewrites and self.snapshot_rewrites[-1][1] == event.use_line:
                    tail = event.output[-SCAN_TAIL:]
                    if self.snapshot_summary_re.search(tail) and not self.snapshot_updated_re.search(tail):
                        # the runner's own summary says nothing was written: the update changed nothing
                        self.snapshot_rewrites.pop()
                    else:
                        # where the tool reports the snapshots it wrote
                        self.snapshot_rewrites[-1] = (*self.snapshot_rewrites[-1][:2], event.line)
                self._note_test_run(event, command)
                self._note_diffstat(event, command)
                if (command and not self._only_reads(command) and not self.test_command_re.search(command)):
                    self._shell_wrote = True
                    if len(self.shell_paths) < MAX_PATHS and "/" in event.output:
                        # the files a writing command reports it wrote (`modules/vpc/README.md updated successfully`)
                        for said in _WROTE_LINE.finditer(event.output[:SHELL_PATHS_SPAN]):
                            if _NOT_WRITTEN.search(said.group(0)):
                                continue  # "generated code is out of date with x.sql": an error, nothing written
                            self.shell_paths.update(_OUTPUT_PATH.findall(said.group(0))[:5])
                            if len(self.shell_paths) >= MAX_PATHS:
                                break
                if len(self.located_stems) < MAX_PATHS:
                    self._note_located(event)
                edit_call = event.tool in self.channel_rules.edit_tools
                if edit_call:
                    self._edit_outcome(event)
                # an edit tool's "File does not exist" names its path like a reader's does
                self.phantoms.feed_result(event, event.tool in self.channel_rules.reader_tools
                                          or (edit_call and event.flagged))
                if event.status == "declined":
                    self._declined(event)
            channel = channel_of(event, self.channel_rules, command)
            if channel in (NOT_SCANNED, FILE_CONTENT):
                continue
            fired = self._scan(event, channel, command)
            if kind is Kind.TOOL_RESULT:
                self._recover(event, fired, channel == FAILED_OUTPUT, command)
                if fired and self.mechanical and self.mechanical[-1][1] == event.line:
                    self._mechanical_refused(event, fired)

    def _note_resource_loop(self, command: str, line: int) -> None:
        """A loop that runs a changing command (delete, restart, rotate ...) once per listed name: the names
        are the resources it acted on, to set against the ones the task names."""
        for m in self.resource_loop_re.finditer(unwrap_shell(command)):
            items = tuple(i.strip("'\"") for i in m.group("items").split()
                          if i.strip("'\"") and not re.search(r"[$*?{}()`]", i))[:40]
            body, var = m.group("body"), m.group("var")
            if len(items) >= 2 and (f"${var}" in body or f"${{{var}}}" in body):
                append_bounded(self.resource_loops, (line, items, m.group("verb")))

    def _loops_beyond_the_task(self, task: TaskScope) -> list[tuple[int, list[str], list[str], str]]:
        """Loops over resources where the task names some of the listed resources and not the others: it asked
        for those, and the run acted on more (three buckets to delete, five deleted; one pod, four namespaces)."""
        if not task.text:
            return []
        out = []
        for line, items, verb in self.resource_loops:
            named = [i for i in items if re.search(rf"(?<![\w.-]){re.escape(i.lower())}(?![\w-])", task.text)]
            others = [i for i in items if i not in named]
            if named and others:
                out.append((line, named, others, verb))
        return out

    def _mechanical(self, command: str) -> bool:
        """A repo-wide mechanical command (a formatter, an autofix, an upgrade): not one a here-document only
        writes into a file, nor a formatter pointed at named files only (``ruff check --fix src/x.py``)."""
        if not self.mechanical_re.search(command):
            return False
        runs = without_heredocs(command)
        for found in self.mechanical_re.regex.finditer(runs):
            segment = re.split(r"[;&|\n]", runs[found.start():], maxsplit=1)[0]
            if not (self.file_scoped_re is not None and self.file_scoped_re.match(segment)
                    and names_only_files(segment)):
                return True
        return False

    def _mechanical_refused(self, event: Event, fired: set[str]) -> None:
        """A repo-wide upgrade (`composer update`, `flutter pub upgrade`) whose resolver refused (its
        output is a dependency error) wrote no lock file and upgraded nothing: not a wide change."""
        if any(self._mode_of.get(rule) == "dependency_missing" for rule in fired):
            lines = (event.line, event.use_line)
            for command, line in self.mechanical:
                if line in lines:
                    append_bounded(self.mechanical_refused, (command, line, lines))
            self.mechanical = [m for m in self.mechanical if m[1] not in lines]

    def _mechanical_done(self) -> list[tuple[str, int]]:
        """The mechanical commands that changed the tree: those that ran, and those whose resolver refused but
        whose refusal a later install got past (`npx npm-check-updates -u && npm install` hit ERESOLVE, then
        `npm install --legacy-peer-deps` installed the upgraded tree)."""
        done = list(self.mechanical)
        for command, line, lines in self.mechanical_refused:
            refusals = [h for hits in self._hits.values() for h in hits
                        if h.evidence.line in lines and h.evidence.mode == "dependency_missing"]
            if refusals and all(h.recovered for h in refusals):
                done.append((command, line))
        return sorted(done, key=lambda m: m[1])

    def _skipped(self, skipped: Skipped) -> None:
        """What the full path's events of a skipped line would have left: their count, the
        last line, and the agent's last act among them."""
        base = self._seq
        self._seq += skipped.events
        self.events_seen += skipped.events
        self.last_line = max(self.last_line, skipped.line)
        if skipped.agent:
            self.agent_seq = base + skipped.agent
            self.agent_line = skipped.line
        if skipped.use_line:
            self._answered(skipped.use_line, skipped.line)
        if skipped.command:  # a reading command's output: a command that ran fine
            self._note_moved_on(False, skipped.command)

    def _note_located(self, event: Event) -> None:
        """Files the run itself located: a search's `path:12:` hits (unflagged results) and a stack
        trace's frames (any result), as type keys of their stems."""
        head = event.output[:LOCATED_SPAN]
        if not event.flagged and self.located_path_re.may_match(head):
            for found in self.located_path_re.regex.finditer(head):
                self.located_stems.add(_stem_key(found.group(1)))
        if self.located_frame_re.search(head):
            for found in self.located_frame_re.regex.finditer(head):
                self.located_stems.add(_stem_key(next(g for g in found.groups() if g)))

    def _workaround_requested(self, what: str, task_text: str) -> bool:
        """Whether the task asks for this kind of workaround (``workaround_kinds``: the first kind whose
        ``match`` finds the workaround's text; else any workaround word), in words it does not negate."""
        requested = next((asked for match, asked in self.workaround_kinds if match.search(what)),
                         self.workaround_requested)
        return asked_for(requested, task_text, self.task_negation)

    def _passed_at(self, event: Event, text: str) -> int | None:
        """Where the summary of a test run that passed starts in this output (``passing_report_regex`` in its
        last 400 characters, no failing report there, no failure flag), else None: what was printed before it
        was printed while the tests ran and did not fail them."""
        if (self.passing_report_re is None or event.kind is not Kind.TOOL_RESULT or event.flagged
                or event.exit_code not in (None, 0)):
            return None
        start = max(0, len(text) - 400)
        tail = text[start:]
        if self.passing_report_re.search(tail) is None or self.test_report_re.found(tail):
            return None
        found = None
        for found in self.passing_report_re.regex.finditer(tail):
            pass
        return start + found.start() if found is not None else None

    def _installed_names(self, output: str | None) -> set[str]:
        """The packages an install's own report says it installed (``installed_report_regex``), lowercased
        with ``_`` as ``-`` and without their versions: ``Successfully installed cohere-5.11.4`` -> {cohere}."""
        if not output or self.installed_report_re is None:
            return set()
        names: set[str] = set()
        for m in self.installed_report_re.finditer(output[-20_000:]):
            listed = m.group("list")
            for item in (listed.split() if listed else [m.group("uv") or m.group("poetry") or ""])[:200]:
                name = re.sub(r"-\d[\w.+!-]*$", "", item.strip().lower()).replace("_", "-")
                if name:
                    names.add(name)
        return names

    def _install_names(self, name: str) -> tuple[str, ...]:
        """The names an install of the missing ``name`` goes by: itself and, for a Python module whose
        distribution is named otherwise, that name (``grpc-tools`` is installed as ``grpcio-tools``)."""
        return (name,) + self.install_names.get(name, ()) if name else ()

    def _note_generated_read(self, event: Event, command: str | None) -> None:
        """A read whose head says the file is generated ("// Code generated by Wire. DO NOT EDIT."):
        the path the reader tool was given, or the file a reading command names."""
        path = input_path(event.tool_input, self.channel_rules.path_keys)
        if not path and command:
            found = self.generated_read_command.search(unwrap_shell(command))
            path = found.group("path") if found else ""
        if path and path not in self.generated_read:
            self.generated_read.append(path)

    def _answered(self, call: int, line: int) -> None:
        """Remember which line answered a call (bounded: the latest calls), so a loop's evidence can
        point at what each repeat got back as well as at the call."""
        if call and call != line:
            self.result_of[call] = line
            if len(self.result_of) > MAX_ANSWERS:
                self.result_of.popitem(last=False)

    def _note_diffstat(self, event: Event, command: str | None = None) -> None:
        """How many files git says changed: where a change set's size shows in the stream."""
        if command is None:
            command = command_of(event.tool_input)
        if not command or "git" not in command or "diff" not in command and "show" not in command:
            return
        if "diff --git " in event.output and self.inplace_edit_re.search(command) and not any(
                at == event.line for _path, at in self.edits.substituted):
            self.edits.note_shown_edits(event.output, event.line)
        if self.edits.paths:
            # the run's own edits, shown: their text, where the edit calls carried none (a diff of one named
            # file may come without its headers: `git diff x | tail -5`)
            shown_path = _diff_path(command)
            if not shown_path and len(self.edits.paths) == 1 and _bare_diff(command):
                # `git diff` of a tree where this run changed one file: a headerless hunk can only be that file's
                shown_path = next(iter(self.edits.paths))
            if "@@" in event.output or shown_path:
                self.edits.feed_shown_diff(event.output, event.line, shown_path)
        text = event.output[-SCAN_TAIL:]
        counts = [int(m.group("n")) for m in self.diffstat_re.finditer(text)]
        count = max(counts) if counts else len(self.diffstat_row_re.findall(text))
        working = main_command(command)[:2] == ["git", "diff"]
        # a `git diff` after commands of the same line that may write (`for f in *.json; do ... > $f; done; git
        # diff --stat`): it counts what they wrote, the run's change, not the tree it was given
        wrote_before = False
        if not working and count and "git" in command:
            segments = shell_segments(command)
            at = next((i for i, s in enumerate(segments) if s.split()[:2] == ["git", "diff"]), 0)
            if at:
                working = True
                wrote_before = any(not self._only_reads(s) for s in segments[:at] if s.strip())
        if count and working:
            if not self._run_changed() and not wrote_before:
                self._diff_baseline = max(self._diff_baseline, count)
                return
            count = max(0, count - self._diff_baseline)
        # only edit calls so far: what git counts beyond them is the tree the run was given, unless the
        # orchestrator's own count says the change set is that large (see _attributed)
        edited = len(self.edits.paths) if working and not (self._shell_wrote or wrote_before) else None
        if count:
            append_bounded(self.diffstats, (count, event.line, event.use_line or event.line, edited))
            if working:
                append_bounded(self.diff_counts, (count, event.line, edited))

    def _note_test_run(self, event: Event, command: str | None = None) -> None:
        if command is None:
            command = command_of(event.tool_input)
        if not command or not self.test_command_re.search(command):
            return
        tail = event.output[-SCAN_TAIL:]
        failed = event.flagged or bool(self.test_report_re.found(tail) and self.test_failed_re.search(tail))
        self.last_test_run = (event.line, failed, tail)
        if failed and self._last_edit_seq > self._last_test_seq:
            self.failed_attempts += 1
        self._last_test_seq = self._seq
        if not failed and self.no_tests_re.search(tail) and not self.tests_ran_re.search(tail):
            if self._a_test_run_failed:
                self.empty_test_run = (event.line, event.use_line or event.line)
        else:
            self.empty_test_run = None
        self._a_test_run_failed = self._a_test_run_failed or failed
        if not failed and self.empty_test_run is None and not self.no_tests_re.search(tail):
            # a look refused earlier (`cat /etc/acme/sample.json: Permission denied`), then tests that ran and
            # passed: the work went on without what it could not read
            for hits in self._hits.values():
                for hit in hits:
                    if (hit.evidence.mode == "permission_blocked" and not hit.recovered and hit.seq < self._seq
                            and (self._only_reads(hit.command) if hit.command
                                 else hit.key in self.channel_rules.reader_tools)):
                        hit.recovered = True
        self.edits.tests_failed = self._a_test_run_failed
        self._note_skips(command_key(command), tail[-8192:], failed, event)
        self._note_outcomes(tail[-8192:], event)
        if failed:
            window = tail[-8192:]
            values = ({m.group("v").strip().strip("'\"`<>") for m in self.actual_value_re.finditer(window)}
                      if not self.lean or may_match(self._actual_value_literals, window) else set())
            if not self.lean or self.actual_value_want.may_match(window):
                values |= {m.group("v") for m in self.actual_value_want.regex.finditer(window)}
            self.edits.actual_values = frozenset(v for v in values if len(v) >= 2)
            # calendar dates the failing run printed (its inputs and expectations): written into product code
            # afterwards, they make the test pass for that day only
            self.edits.failed_dates = frozenset(ISO_DATE.findall(window)[:50]) if "-" in window else frozenset()
            masked = (_TIMINGS_LEAN if self.lean else _TIMINGS).sub("#", window)
            key = (command_key(command), hashlib.blake2b(masked.encode("utf-8", "replace"), digest_size=8).hexdigest())
            every = self._failures_all.setdefault(key, [])
            if len(every) < 50:
                every.append(event.line)
            lines = self._failures.setdefault(key, [])
            # a repeat counts only when the agent changed something since the previous one
            if not lines or self._failure_edits.get(key, 0) < self._last_edit_seq:
                if len(lines) < 50:
                    lines.append(event.line)
            self._failure_edits[key] = self._seq
            for table in (self._failures, self._failures_all, self._failure_edits):
                if len(table) > MAX_KEYS:
                    del table[next(iter(table))]
        if not failed and self.first_green is None and self.edits.paths:
            self.first_green = (event.line, len(self.edits.paths))

    def _note_outcomes(self, tail: str, event: Event) -> None:
        """A test the run saw failing and, after an edit, saw skipped: switched off rather than fixed.

        By the test's name in the report, not by the command: the failing run is often filtered to one
        test (``--tests X``, ``-k``) and the green one the whole suite, whose skip count no longer compares."""
        for regex in self.test_outcome_res:
            for match in regex.finditer(tail):
                name, outcome = match.group("name").strip(), match.group("outcome")
                if outcome in self._outcome_failed:
                    if len(self._failed_tests) < MAX_KEYS:
                        self._failed_tests.setdefault(name, event.line)
                elif outcome in self._outcome_skipped:
                    failed_at = self._failed_tests.get(name)
                    if failed_at is not None and self.edits.last_edit_line > failed_at:
                        self.skipped_after_failing = (event.line, event.use_line or event.line,
                                                      self.edits.last_edit_line, name)

    def _note_skips(self, key: str, tail: str, failed: bool, event: Event) -> None:
        """A test command that failed and then passed only by skipping more tests than before
        (a pending/skip marker added, an example ignored): green by not running what failed."""
        skips = (sum(int(m.group("n")) if m.group("n") else 1 for m in self.skipped_count_re.finditer(tail))
                 if may_match(self._skipped_count_literals, tail) else 0)
        if failed:
            self._failed_skips.pop(key, None)
            self._failed_skips[key] = (skips, event.line)
            if len(self._failed_skips) > MAX_KEYS:
                del self._failed_skips[next(iter(self._failed_skips))]
            if self.skipped_green and key == self._skipped_key:
                self.skipped_green = None
            return
        before = self._failed_skips.get(key)
        if before is not None and skips > before[0]:
            edit = self.edits.last_edit_line if self.edits.last_edit_line > before[1] else 0
            self.skipped_green = (event.line, event.use_line or event.line, edit)
            self._skipped_key = key

    def _scan(self, event: Event, channel: str, command: str | None = None) -> set[str]:
        field_name, text = scanned_text(event)
        fired: set[str] = set()
        if not text:
            return fired
        channel_weight = float(self.channel_weights.get(channel, 0.0))
        if channel_weight <= 0:
            return fired
        segments = _segments(text)
        # Osmia carries no failure flag: an output that did not read as an error report may
        # still hold a tool's failure, so failure patterns count there, a little less
        unflagged = channel == OUTPUT and event.fmt is Format.OSMIA
        unflagged_weight = float(self.channel_weights.get("osmia_output", 0.0))
        if self._gate is not None:
            # lean: only the rules that count in this channel and have a required literal in a
            # segment can match there (a plain output counts ten rules of the seventy-odd)
            gate, allowed = self._channel_gate(channel, unflagged and bool(unflagged_weight))
            gated = [gate.candidates(segment) for _start, segment in segments]
            if any(gated):
                gated = [{allowed[i] for i in found} for found in gated]
                scanned = [(index, *self._scanned[index]) for index in sorted(set().union(*gated))]
            else:  # most texts: no rule of the channel can match, and nothing below needs computing
                scanned = []
        else:
            gated = None
            scanned = [(index, pattern, quick) for index, (pattern, quick) in enumerate(self._scanned)]
        if scanned:
            # what a hit's weight and notes depend on, for texts where some rule may match
            if command is None:
                command = command_of(event.tool_input)
            key = command_key(command) if command else (event.tool or event.kind.value)
            # (a harness's own log line may carry a test report too: a verify step re-running the tests)
            test_report = (event.kind in (Kind.TOOL_RESULT, Kind.SYSTEM, Kind.PLAIN, Kind.ERROR)
                           and self.test_report_re.found(text[-SCAN_TAIL:]))
            is_test = event.kind is Kind.TOOL_RESULT and bool(command) and bool(self.test_command_re.search(command))
            # the same command worked earlier in this run and the agent has edited since:
            # what broke it is more likely the edit than the environment
            worked_at = self._worked.get(key) if event.kind is Kind.TOOL_RESULT else None
            regression = worked_at is not None and self._last_edit_seq > worked_at
            passed_at = self._passed_at(event, text)
        for index, pattern, quick in scanned:
            pattern_weight = channel_weight
            if channel not in pattern.channels:
                if not (unflagged and unflagged_weight and FAILED_OUTPUT in pattern.channels):
                    continue
                pattern_weight = unflagged_weight
            for number, (start, segment) in enumerate(segments):
                if gated is None:
                    match = quick.search(segment)
                elif index in gated[number]:
                    match = quick.regex.search(segment)
                else:
                    continue
                if match is None:
                    continue
                fired.add(pattern.id)
                span = (start + match.start(), start + match.end())
                weight = pattern.weight * pattern_weight
                notes = []
                if test_report and pattern.test_report_factor != 1.0:
                    weight *= pattern.test_report_factor
                    notes.append("inside a test report")
                if passed_at is not None and span[1] <= passed_at:
                    weight *= self.t["passing_report_factor"]
                    notes.append("printed while the tests ran, in a test run that passed")
                if regression and pattern.regression_factor != 1.0:
                    weight *= pattern.regression_factor
                    notes.append("the same command worked earlier, before the agent's edits")
                if pattern.after_edit_factor != 1.0 and self._run_changed():
                    weight *= pattern.after_edit_factor
                    notes.append(AFTER_EDIT_NOTE)
                quote_factor = 1.0
                if pattern.code_words_factor != 1.0 and (event.kind is Kind.TOOL_RESULT or test_report):
                    # the first occurrence that is not the code's own words decides; if every
                    # one is (a test title, an assertion, a report body), the hit is discounted
                    whose = ""
                    for count, candidate in enumerate(pattern.regex.finditer(segment)):
                        whose = self.code_words.whose(segment, candidate.start(), candidate.end(),
                                                      test_report or is_test)
                        if not whose or count >= 20:
                            match = candidate if not whose else match
                            break
                    if not whose:
                        whose = self._own_code_prints(segment, match.start(), match.end())
                    if not whose and command and self.target_host_re.search(command):
                        whose = "answered inside the test instance the code under test configures"
                    span = (start + match.start(), start + match.end())
                    if whose == TEST_NAME_WORDS:
                        fired.discard(pattern.id)  # every occurrence names a test: no hit
                        break
                    # (a machine's words printed in a failing test's report, a refused Docker socket, stay the
                    # machine's unless the task is about them; an assertion or a test's name quoting them does not)
                    if whose and not (pattern.code_words_by_topic and whose.startswith(REPORT_BODY)):
                        weight *= pattern.code_words_factor
                        notes.append(whose)
                    # (the code's words, in a task about that very thing, are the feature's twice over: the
                    # quoted-by-the-task and topic discounts below apply to them as well)
                    quote_factor = pattern.code_words_factor
                elif pattern.code_words_factor != 1.0 and event.kind in (Kind.RESULT, Kind.TEXT, Kind.SYSTEM, Kind.PLAIN):
                    # (a harness's verify step quoting the failing test is the feature's words when the task
                    # quotes them: `OOMKilled` in a task about classifying exit codes)
                    quote_factor = pattern.code_words_factor
                evidence = Evidence(pattern.mode, pattern.id, "events", inert_text(match.group(0), 200),
                                    weight, line=event.line, span=span, field=field_name, channel=channel,
                                    note="; ".join(notes), offset=event.offset)
                machine_path = False
                at = span[0] - start
                line_start = segment.rfind("\n", 0, at) + 1
                line_end = segment.find("\n", at)
                line_end = line_end if line_end >= 0 else len(segment)
                if pattern.id in self.topics and self.machine_path_re is not None:
                    machine_path = bool(self.machine_path_re.search(segment, line_start, line_end))
                line_text = segment[line_start:min(line_end, line_start + 400)] if quote_factor != 1.0 else ""
                self._add_hit(pattern.id, _Hit(evidence, self._seq, key, _missing_of(match), quote_factor=quote_factor,
                                               command=command[:300], machine_path=machine_path,
                                               quoted_only=event.kind is not Kind.TOOL_RESULT, line_text=line_text))
                break
        # any later sign of life recovers earlier transient engine errors
        if event.kind is Kind.TOOL_RESULT and not fired:
            for hit in self._by_key.get("__error__", []):
                hit.recovered = True
        return fired

    def _channel_gate(self, channel: str, unflagged: bool) -> tuple[LiteralGate, tuple[int, ...]]:
        """The literal gate of the rules :meth:`_scan` weighs in ``channel`` (with Osmia's unflagged
        output, the failed-output rules too), and the rules' indices in ``self._scanned``: asking
        only these is asking the whole rule set and dropping the rest, as the scan loop would."""
        key = (channel, unflagged)
        found = self._channel_gates.get(key)
        if found is None:
            allowed = tuple(index for index, (pattern, _quick) in enumerate(self._scanned)
                            if channel in pattern.channels or unflagged and FAILED_OUTPUT in pattern.channels)
            found = self._channel_gates[key] = (gate_for(tuple(self._scanned[i][0].regex for i in allowed)), allowed)
        return found

    def _own_code_prints(self, text: str, start: int, end: int) -> str:
        """Why the hit at text[start:end] is the agent's own code printing it ('' when it is not): the
        hit with the rest of its line, or its line up to the hit, is a string an edit of this run wrote
        (a script's usage or error message the agent wrote and then ran on purpose)."""
        if not self.written:
            return ""
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = line_end if line_end >= 0 else len(text)
        # ...or the hit with the word next to it, when the line around it is the program's frame
        # (`Annotations:{summary="... (no space left on device) within 4h"}` printed from a template the
        # agent wrote as `summary: ... {{ $labels.instance }} ... (no space left on device) within 4h`)
        left, right = start, end
        while left > line_start and left > start - 40 and text[left - 1] in " \t":
            left -= 1
        while left > line_start and left > start - 40 and text[left - 1] not in " \t":
            left -= 1
        while right < line_end and right < end + 40 and text[right] in " \t":
            right += 1
        while right < line_end and right < end + 40 and text[right] not in " \t":
            right += 1
        for piece in (text[start:line_end].strip(), text[line_start:end].strip(), text[left:end].strip(),
                      text[start:right].strip()):
            if len(piece) >= self.t["own_words_min"] and any(piece in written for written in self.written):
                return "printed by the agent's own code: an edit of this run wrote these words"
        return ""

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

    def _recover(self, event: Event, fired: set[str], failed: bool = False, command: str | None = None) -> None:
        """A command that ran again without an earlier error recovered from it."""
        if command is None:
            command = command_of(event.tool_input)
        key = command_key(command) if command else (event.tool or "")
        if key and not event.flagged and not fired:
            self._worked.pop(key, None)
            self._worked[key] = self._seq
            if len(self._worked) > MAX_KEYS:
                del self._worked[next(iter(self._worked))]
        # a run that only got past the check by switching it off (--ignore-engines, --force,
        # --legacy-peer-deps ...) and still failed did not fix what the check reported
        bypassed = bool(command) and (((event.flagged or failed) and bool(self.bypass_re.search(command)))
                                      or bool(self.platform_bypass_re.search(command)))
        # a rerun narrowed to other tests (`-k cache`, `-run TestX`, `--tests X`, `t.py::test_y`) than the
        # failing run selected deselected what failed: its passing says nothing about the error
        selected = self._selection(command) if command else frozenset()
        # a rerun that failed with another error of the same mode did not get past the first (the
        # sandbox refused the network, then the approval; the remote cache was unreachable, then the
        # local build server died): only a rerun without an error of that mode recovers it
        fired_modes = {self._mode_of.get(rule) for rule in fired}
        # an install through the same launcher (`npx playwright install-deps` after `npx playwright test`) is
        # the agent fixing the environment, not a rerun of the work (only what it installs can recover), and
        # the work run after a refused install (`npx playwright test` after `npx playwright install`) is no
        # rerun of that install
        installing = bool(command) and bool(self.install_re.search(command))
        switched_off = set(self.feature_off_re.findall(command)) if command and key and not bypassed else set()
        if key and not bypassed:
            for hit in self._by_key.get(key, []):
                if installing != bool(hit.command and self.install_re.search(hit.command)):
                    continue
                if switched_off and switched_off - set(self.feature_off_re.findall(hit.command or "")):
                    continue  # the rerun built without the feature the failing run needed the piece for
                if hit.evidence.mode == "permission_blocked" and _sql_work(command) != _sql_work(hit.command or ""):
                    continue  # `psql -c 'EXPLAIN ...'` that ran is no rerun of the refused `psql -f migration.sql`
                if hit.seq < self._seq and hit.evidence.rule not in fired and hit.evidence.mode not in fired_modes:
                    if self._narrower(selected, hit):
                        continue
                    hit.recovered = True
            # a script the shell would not execute (`./scripts/gen_docs.sh: Permission denied`, exit 126: no execute
            # bit), then run through its interpreter (`bash scripts/gen_docs.sh`) without an error: got past it
            script = (_interpreted_script(command, self.script_interpreters)
                      if command and not event.flagged and not failed else "")
            if script and script != key and not fired_modes & ENVIRONMENT_MODES:
                for hit in self._by_key.get(script, []):
                    if hit.seq < self._seq and hit.evidence.mode == "permission_blocked":
                        hit.recovered = True
            # a test run chained after bringing up what it needed (`docker compose up -d db && sleep 15 && pytest`)
            # reran that test: an environment error its output no longer shows is behind it
            # (not when the line first put the agent's changes away, `git stash && dotnet test`, and not when
            # the rerun reported an environment error of its own)
            chain = chained_commands(command) if command and not fired_modes & ENVIRONMENT_MODES else []
            for chained in chain:
                chained_key = command_key(chained)
                if chained_key == key or not self.test_command_re.search(chained):
                    continue
                if self.edits.revert_command.search(command[:command.find(chained)]):
                    break  # `git stash && dotnet test`: the rerun tests the code without the changes
                selected = self._selection(chained)
                for hit in self._by_key.get(chained_key, []):
                    if (hit.seq < self._seq and hit.evidence.mode in ENVIRONMENT_MODES
                            and hit.evidence.rule not in fired and hit.evidence.mode not in fired_modes
                            and not self._narrower(selected, hit)):
                        hit.recovered = True
        # an install recovers what it installs only when nothing in its output read as an error (Osmia
        # flags no failure: apt's "E: Could not open lock file ... Permission denied" installed nothing)
        ran = bool(command) and not event.flagged and not failed and not fired
        installed = self.install_re.search(command) if ran else None
        if installed:
            # ...and an install by the same package manager that worked gets past what an earlier install of it
            # reported without naming a package (npm's ERESOLVE, then `npm install --legacy-peer-deps` that ran;
            # not an install told to ignore the platform, `--ignore-platform-req=ext-sodium`: the extension is
            # still missing)
            manager = installed.group(0).split()[0]
            reported = self._installed_names(event.output) if self.bulk_install_re.search(command) else set()
            for hits in self._hits.values():
                for hit in hits:
                    if hit.seq >= self._seq:
                        continue
                    if hit.missing:
                        name = hit.missing.split(".")[0]
                        if name in command or (reported and any(
                                n.replace("_", "-") in reported for n in self._install_names(name.lower()))):
                            hit.recovered = True
                    elif hit.evidence.mode == "dependency_missing" and hit.command and not bypassed:
                        before = self.install_re.search(hit.command)
                        if before is not None and before.group(0).split()[0] == manager:
                            hit.recovered = True
        if command and self.missing_program_rules:
            self._program_found(event, fired, command, failed)

    def _narrower(self, selected: frozenset[str], hit: _Hit) -> bool:
        """Whether a rerun selecting ``selected`` tests (`-k cache`, `t.py::test_y`) left out some of what the
        failing run of ``hit`` selected: its passing says nothing about that run's error."""
        return bool(selected) and not selected <= (self._selection(hit.command) if hit.command else frozenset())

    def _program_found(self, event: Event, fired: set[str], command: str, failed: bool = False) -> None:
        """A program the shell could not find, started later by another route (the project's
        wrapper, a path, a launcher) that ran: the agent got past it. The rerun check cannot see
        this (``./gradlew test`` is not ``gradle test``). It ran when its output shows no error of
        the same mode and it did not end as the shell's 126/127 (not executable, not found); a
        failure with another exit code is the program's own (a failing test). A failure without an
        exit code (an Osmia output that reads as an error report) proves nothing."""
        if (event.flagged or failed) and event.exit_code in (None, 126, 127):
            return
        launched: frozenset[str] | None = None
        for rule in self.missing_program_rules:
            for hit in self._hits.get(rule, ()):
                if hit.recovered or not hit.missing or hit.seq >= self._seq:
                    continue
                if any(self._mode_of.get(f) == hit.evidence.mode for f in fired):
                    return
                if launched is None:
                    launched = launched_programs(command, self.program_launcher_re, self.program_wrapper_re)
                if hit.missing in launched:
                    hit.recovered = True

    def _note_moved_on(self, flagged: bool, command: str) -> None:
        """Count, for each program a shell could not find, the commands that ran fine after it; a
        command that names it again (a retry, an install, a `which`) means the agent did not move on."""
        for hit in (h for rule in self.missing_program_rules for h in self._hits.get(rule, ())):
            if not hit.missing or hit.revisited or hit.seq >= self._seq:
                continue
            if re.search(rf"(?<![\w.-]){re.escape(hit.missing)}(?![\w-])", command):
                hit.revisited = True
            elif not flagged:
                hit.calls_after += 1

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
    def agent_never_ran(self) -> bool:
        """Only orchestrator log lines: the harness failed before the agent acted or spoke."""
        return bool(self.events_seen) and self.agent_seq == 0

    def _project_module(self, module: str, task: TaskScope) -> bool:
        """A 'missing' module that is really the project's own code the agent broke."""
        if module.startswith(self.project_prefixes):
            return True  # a relative path or Rust crate-local module: the project's own code
        if PACKAGE_REFERENCE.fullmatch(module):
            return False  # `libcurl/8.11.1`: a package at a version (Conan), however its name reads
        name = module.rstrip("/").rsplit("/", 1)[-1]
        if name and any(f"/{name}/" in f"/{source}/" for source in self.vendored_sources):
            return True  # its sources are in the repository: the agent copied them (a workspace package)
        top = module.replace("/", ".").split(".")[0]
        if not top or top in ("src", "lib"):
            return False
        paths = list(self.edits.edited) + list(task.named_paths)
        return any(f"/{top}/" in f"/{p}" or f"/{top}.py" in f"/{p}" for p in paths)

    def _pattern_evidence(self, task: TaskScope) -> list[_Hit]:
        """Weighted copies of the pattern hits (the stored hits are not changed)."""
        hits = [h for rule_hits in self._hits.values() for h in rule_hits]
        notes: dict[int, str] = {}
        project_modules: set[int] = set()
        for hit in hits:
            if hit.recovered:
                notes[id(hit)] = "recovered later in the run"
            elif hit.missing and hit.evidence.mode == "dependency_missing" and self._project_module(hit.missing, task):
                notes[id(hit)] = "the project's own module, not a dependency"
                project_modules.add(id(hit))
        # a program the shell could not find, after which the agent ran many other commands fine and
        # never ran or installed it again: probed and passed by, not what stopped the run
        moved_on = {id(h) for h in hits if id(h) not in notes and h.evidence.rule in self.missing_program_rules
                    and not h.revisited and h.calls_after >= self.t["moved_on_calls"]}
        # several programs probed and passed by are still no cause: together they count as the first one
        passed_by = {id(h) for h in sorted((h for h in hits if id(h) in moved_on), key=lambda h: h.seq)[1:]}
        final_seq = max((h.seq for h in hits if id(h) not in notes and id(h) not in moved_on), default=-1)
        weights = self.channel_weights
        never_ran = self.agent_never_ran()
        out = []
        for hit in hits:
            ev = hit.evidence
            discounted = id(hit) in notes
            if discounted:
                factor = self.t["project_module_factor" if id(hit) in project_modules else "recovered_factor"]
                note = notes[id(hit)]
            elif id(hit) in moved_on:
                factor = 0.0 if id(hit) in passed_by else self.t["moved_on_factor"]
                note = "; ".join(n for n in (ev.note, f"the agent moved on: {hit.calls_after} commands ran fine "
                                             "after it and none ran or installed it again") if n)
            elif hit.seq == final_seq:
                factor = self.t["final_error_factor"]
                note = "; ".join(n for n in (ev.note, "the error the run ended on") if n)
            else:
                factor, note = 1.0, ev.note
            if hit.quote_factor != 1.0 and task.text:
                if " ".join(ev.text.lower().split()) in task.text:
                    factor *= hit.quote_factor
                    note = "; ".join(n for n in (note, "the task itself quotes these words: the feature's output") if n)
                elif hit.line_text and not hit.quoted_only and self.test_command_re.search(hit.command) and any(
                        len(p) > 4 and p.startswith("/") and p in hit.line_text for p in task.named_paths):
                    # a test run's error naming a path the task names as what the code gets wrong (`builds paths
                    # from the constant /data/assets`): the code under test writing where it should not
                    factor *= hit.quote_factor
                    note = "; ".join(n for n in (note, "it names a path the task names: the code under test's output")
                                     if n)
                elif not hit.machine_path and not hit.quoted_only and self._task_is_about(ev.rule, task.text):
                    # the feature is about this very thing (timeouts, permissions, kills): a
                    # program's output that mentions it is more likely the feature's than the machine's
                    factor *= max(hit.quote_factor, self.t["topic_factor"])
                    note = "; ".join(n for n in (note, "the task is about this: likely the feature's output") if n)
            if ev.channel == LOG and weights.get(LOG):
                if never_ran:
                    # the agent never ran: the orchestrator's own log lines are the failure report
                    factor *= float(weights["harness"]) / float(weights[LOG])
                elif self.final_result is None and hit.seq > self.agent_seq:
                    # the process died: the lines it (or its wrapper) printed after the agent's
                    # last event are its dying words
                    factor *= float(weights["error"]) / float(weights[LOG])
            out.append(_Hit(replace(ev, weight=ev.weight * factor, recovered=discounted, note=note),
                            hit.seq, hit.key, hit.missing, discounted, command=hit.command))
        return out

    def _run_changed(self) -> bool:
        """Whether the run has changed files so far: an edit call, or a shell command that may write."""
        return bool(self.edits.paths) or self._shell_wrote

    def _task_is_about(self, rule: str, task_text: str) -> bool:
        """The task is about what the pattern matches (timeouts, permissions, kills: ``topic_words``): a
        program's output, or the closing summary, that says it is more likely the feature's words."""
        topic = self.topics.get(rule)
        return topic is not None and bool(task_text) and bool(topic.search(task_text))

    def _environment_taken_on(self, evidence: list[Evidence]) -> tuple[list[Evidence], frozenset[tuple[str, int]]]:
        """The human answering an environment report by taking it on themselves ("I'll fix ownership", "leave it,
        I'll clean up docker tonight", "no sudo on this machine please"): their words are the account that the
        environment stopped the work. Each environment mode reported since their previous such message gets
        ``human.environment_confirmed`` at their message (and its first report, weightless), and none of those
        reports is something they saw and passed by. Causal links still judge between the modes."""
        messages = self.corrections.messages
        if self.environment_ack_re is None or not messages or not self.environment_ack_weight:
            return [], frozenset()
        # (a report the run recovered from, a module it then installed, is no problem left to take on)
        reported = [e for e in evidence if e.mode in ENVIRONMENT_MODES and e.weight > 0 and e.line is not None
                    and e.source == "events" and not e.recovered]
        added: list[Evidence] = []
        named: set[tuple[str, int]] = set()
        previous = 0
        for at, text in messages[:MAX_HUMAN_MESSAGES]:
            said = self.environment_ack_re.search(text[:600]) if reported else None
            if said:
                window = sorted((e for e in reported if previous < (e.line or 0) < at), key=lambda e: e.line or 0)
                for mode in dict.fromkeys(e.mode for e in window):
                    first = next(e for e in window if e.mode == mode)
                    what = f"the human took it on themselves: `{inert_text(said.group(0), 60)}`"
                    added.append(Evidence(mode, "human.environment_confirmed", "events", what,
                                          self.environment_ack_weight, line=at, field="input"))
                    added.append(Evidence(mode, "human.environment_confirmed", "events", what, 0.0,
                                          line=first.line, field="output"))
                named.update((e.rule, e.line) for e in window if e.line is not None)
                previous = at
        return added, frozenset(named)

    def _named_by_human(self, evidence: list[Evidence]) -> frozenset[tuple[str, int]]:
        """(rule, line) of the environment's reports that a later message of the human names by their topic
        ("fix the temp file permissions" after "Operation not permitted"): the human took the problem up, so
        none of its reports in the session is something they saw and passed by."""
        messages = self.corrections.messages
        if not messages and not self.corrections.shell_inputs:
            return frozenset()
        first: dict[str, int] = {}
        for e in evidence:
            if e.line is not None and e.mode in ENVIRONMENT_MODES and e.rule in self.human_names:
                first[e.rule] = min(first.get(e.rule, e.line), e.line)
        taken_up = {rule for rule, line in first.items()
                    if any(at > line and self.human_names[rule].search(text.lower()) for at, text in messages)}
        # the human running by hand the command that failed for the agent (Claude Code's `!` shell input,
        # `<bash-input>git commit ...`): they took the problem up
        typed = [(at, command_key(m.group(1))) for at, text in self.corrections.shell_inputs
                 for m in _HUMAN_SHELL.finditer(text[:4000])]
        for e in evidence:
            key = self._failed_keys.get(e.line) if e.line is not None and e.mode in ENVIRONMENT_MODES else None
            if key and any(at > e.line and k == key for at, k in typed):
                taken_up.add(e.rule)
        # the human naming the report by two of its own words in a row ("NUGET_API_KEY" after "The specified API
        # key is invalid", "disk space" after "no space left"): they asked about it, they did not pass it by
        later = [(at, " ".join(_WORD.findall(text[:2000].replace("_", " ").lower()))) for at, text in messages[:200]]
        for e in evidence[:400]:
            if e.line is None or e.mode not in ENVIRONMENT_MODES or e.rule in taken_up or e.weight <= 0:
                continue
            words = [w for w in _WORD.findall(e.text[:300].lower()) if w not in _NOT_NAMING]
            pairs = {f"{a} {b}" for a, b in zip(words, words[1:])}
            if pairs and any(at > e.line and any(f" {p} " in f" {said} " for p in pairs) for at, said in later):
                taken_up.add(e.rule)
        return frozenset((e.rule, e.line) for e in evidence if e.rule in taken_up and e.line is not None)

    def _scan_external(self, source: str, text: str, channel: str) -> list[Evidence]:
        out = []
        weight = float(self.channel_weights.get(channel, 0.0))
        for pattern in self.config.patterns:
            if channel not in pattern.channels and not (source == "result" and "result" in pattern.channels):
                continue
            match = pattern.regex.search(text[:SCAN_HEAD + SCAN_TAIL])
            if match:
                edited = pattern.after_edit_factor != 1.0 and self._run_changed()
                out.append(Evidence(pattern.mode, pattern.id, source, inert_text(match.group(0), 200),
                                    pattern.weight * weight * (pattern.after_edit_factor if edited else 1.0),
                                    span=(match.start(), match.end()),
                                    field="message" if source == "watchdog" else "summary", channel=channel,
                                    note=AFTER_EDIT_NOTE if edited else ""))
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
            for ev in self._scan_external("result", summary, channel):
                factor = self.quote_factors.get(ev.rule)
                if factor is not None and ctx.task.text and " ".join(ev.text.lower().split()) in ctx.task.text:
                    # the closing summary repeats words the task itself quotes ("429 rate limit exceeded"):
                    # the feature's output it was about, not what stopped the run
                    ev = replace(ev, weight=ev.weight * factor,
                                 note="the task itself quotes these words: the feature's output")
                elif self._task_is_about(ev.rule, ctx.task.text):
                    # the closing summary of a feature about permissions that says "permission denied"
                    # is about the feature, as a command's output saying it is (_pattern_evidence)
                    ev = replace(ev, weight=ev.weight * self.t["topic_factor"],
                                 note="the task is about this: likely the feature's words")
                out.append(ev)
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
        if (final is None and not ctx.live and self.events_seen and not ctx.watchdog and ctx.result_expected
                and not self.resultless_format and not self.agent_never_ran()):
            out.append(Evidence("infra_failure", "stream.no_result", "events",
                                "the stream ends without a result event: the agent process was stopped",
                                self.t["killed_no_result_weight"], line=self.last_line or None))
            if ctx.pending_bytes:
                out.append(Evidence("infra_failure", "stream.cut_line", "events",
                                    f"the last line was cut off mid-write ({ctx.pending_bytes} bytes, no newline)",
                                    self.t["killed_partial_line_weight"], line=self.last_line + 1))
        killed_at, code = self.last_call_result
        if final is None and not ctx.live and code == 137 and killed_at == self.agent_line:
            # whatever the format (a transcript has no result event either): the kill that ended the run
            # reached its last command first
            out.append(Evidence("infra_failure", "stream.killed_call", "events",
                                "its last command was killed (exit code 137, SIGKILL: the OOM killer or a "
                                "memory limit) and the run never went on", self.t["killed_call_weight"],
                                line=killed_at, field="exit_code"))
        return out

    def _edit_outcome(self, event: Event) -> None:
        """Remember whether an edit call changed its file: Claude Code's Edit answers
        ``File does not exist.`` for a path that is not there, and nothing was written."""
        data = event.tool_input if isinstance(event.tool_input, dict) else {}
        paths = list(event.files) or [data[k] for k in self.channel_rules.path_keys
                                      if isinstance(data.get(k), str) and data[k]][:1]
        refused = event.flagged and self.phantoms.reader_regex.search(event.output[:400])
        for path in paths[:50]:
            if not refused:
                if len(self.applied_edits) < MAX_PATHS:
                    self.applied_edits.add(path)
            elif len(self.refused_edits) < MAX_PATHS:
                self.refused_edits.setdefault(path, event.use_line or event.line)

    def _admitted_test_edits(self) -> dict[int, tuple[int, str]]:
        """Test-file edits the agent's own words call a weakening (edit line -> (line, phrase)).

        Codex's ``file_change`` carries no text, so an expected value rewritten to the output, a test
        disabled or an assertion loosened shows only where the agent says so: in the reasoning before
        the edit ("I'll update the expected value") or the message after it ("Disabled the test").
        The words count for the edit next to them (the one before or the one after, whichever is a
        test edit) and only after a test run had failed: a test changed to fit what failed."""
        if not self.admissions:
            return {}
        tests = {line for _path, line, _what, weakened in self.edits.test_changes[:20] if not weakened}
        out: dict[int, tuple[int, str]] = {}
        for line, phrase, before, after, failed in self.admissions:
            if not failed:
                continue
            for edit in (after, before) if after else (before,):
                if edit in tests and edit not in out:
                    out[edit] = (line, phrase)
                    break
        return out

    def _task_evidence(self, ctx: RunContext, facts: dict[str, Any]) -> list[Evidence]:
        out: list[Evidence] = []
        t = self.t
        task = ctx.task
        # an "edit" of a file that does not exist, refused every time, changed nothing: working on a
        # file that is not there is the phantom evidence's to weigh, not an edit outside the task
        edited = [p for p in self.edits.edited if p not in self.refused_edits or p in self.applied_edits]
        # model_confusion: "the X requested in this task" when nothing of X is in the task
        claimed = 0
        if task.text:
            for thing, line in self.task_claims:
                words = [w for w in re.findall(r"[a-z][a-z0-9]+", thing.lower())
                         if len(w) >= 4 and w not in self.task_claim_generic]
                if words and not any(w[:5] in task.text for w in words):
                    # each such claim located (the agent may invent more than one task); the first weighs
                    out.append(Evidence("model_confusion", "confusion.phantom_task", "events",
                                        f"said the task asked for `{inert_text(thing, 60)}`, which the task does "
                                        "not mention", t["phantom_task_weight"] if not claimed else 0.0, line=line))
                    claimed += 1
                    # a file so claimed: where the run worked on it (its edits, the tools saying it is not there)
                    for at in self._claimed_path_lines(thing):
                        out.append(Evidence("model_confusion", "confusion.phantom_task", "events",
                                            f"worked on `{inert_text(thing, 60)}`, which the task does not mention",
                                            0.0, line=at, field="input"))
        # test_misunderstanding
        discount = t["test_requested_factor"]
        test_files = []
        plain_left = t.get("test_edit_cap", 1e9)
        admitted = self._admitted_test_edits()
        for path, line, what, weakened in self.edits.test_changes[:20]:
            said = admitted.get(line) if not weakened else None
            if said is not None:
                # the edit's text may not show it (Codex's file_change carries none), the agent's words do
                weakened = True
                what = f"{what}, and said so: \u201c{inert_text(said[1], 80)}\u201d"
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
            if not strong:
                # test files edited, none weakened: together they never reach a mode on their own (a
                # feature's tests updated alongside it), they only add to other evidence
                weight = min(weight, plain_left)
                plain_left -= weight
            out.append(Evidence("test_misunderstanding", rule, "events", f"{what} in {inert_text(path, 100)}",
                                weight, line=line, field="input", note=note))
            if said is not None:
                out.append(Evidence("test_misunderstanding", rule, "events",
                                    f"said it changed what a test expects: \u201c{inert_text(said[1], 80)}\u201d",
                                    0.0, line=said[0], field="text"))
            if path not in test_files:
                test_files.append(path)
        # for the prompt: only the task's own names for these files, and a count
        facts["test_files"] = [n for n in (*task.named_paths, *task.forbidden_paths)
                               if any(path_matches(p, n) for p in test_files)]
        facts["test_file_count"] = len(test_files)
        facts["edited_test_files"] = test_files
        product = [p for p in edited if not self.edits.is_test(p)]
        related = [p for p in product if stands_for(p, task.named_paths)]
        run = self.last_test_run
        # the tests the task names, and the tests it says not to change (the acceptance all the same)
        measures = task.named_tests + tuple(p for p in task.forbidden_paths if self.edits.is_test(p))
        if (run is not None and run[1] and measures and related
                and run[0] > self.edits.last_edit_line):
            still = [name for name in measures if name in run[2]]
            if still:
                # one failed attempt and a stop says little; attempt after attempt that still
                # misses what the named tests expect says it misread them
                repeated = self.failed_attempts >= 2
                out.append(Evidence("test_misunderstanding", "tests.named_still_failing", "events",
                                    f"after its changes, the tests the task names still fail: {', '.join(still[:3])}"
                                    + (f" ({self.failed_attempts} attempts)" if repeated else " (one attempt)"),
                                    t["named_tests_failing_weight" if repeated else "named_tests_one_attempt_weight"],
                                    line=run[0], field="output"))
        # snapshots rewritten to the current output after a failing run (jest -u, insta accept, ...)
        for command, call, shown in self.snapshot_rewrites[:5]:
            weight, note = t["test_weakened_weight"], "the task did not ask to update snapshots"
            if (task.snapshots_requested or task.tests_requested) and not task.tests_forbidden:
                weight, note = weight * discount, "the task asks to update snapshots or tests"
            for at in sorted({call, shown} - {0}):
                out.append(Evidence("test_misunderstanding", "tests.snapshot_rewrite", "events",
                                    f"rewrote the test snapshots to what the failing code prints now: `{command}`",
                                    weight if at == call else 0.0, line=at, field="input" if at == call else "output",
                                    note=note))
        # only tests edited, when the task asked for a change to the product; a task that asks for a
        # test *and* a fix is not done by the test alone (a new test then pins the unfixed behaviour)
        if (test_files and not product and not task.tests_requested
                and (not task.tests_added or task.fix_requested)
                and (any(not self.edits.is_test(n) for n in task.named_paths)
                     # the code named by type beside the test file that measures it (the acceptance):
                     # only that measure changed
                     or (task.named_paths and any(not name.endswith(("test", "tests", "spec"))
                                                  for name in task.named_types))
                     # the task names only the test that reproduces the bug ("The Pest test ... reproduces
                     # it"): the test is the evidence of what is wrong with the product
                     or (task.named_paths and self.test_reproduces_re is not None
                         and self.test_reproduces_re.search(task.text)))):
            out.append(Evidence("test_misunderstanding", "tests.only_tests_edited", "events",
                                f"changed only tests ({', '.join(inert_text(p, 60) for p in test_files[:3])}); "
                                f"never touched the code the task names", t["only_tests_weight"],
                                line=self.edits.paths.get(test_files[0]), field="input",
                                note="the task asked for a test and a fix; only the test was written" if task.tests_added
                                else "the task did not ask to change tests"))
        # green by skipping: the failing tests were skipped/marked pending, then the run passed
        if self.skipped_green is not None:
            line, call, edit = self.skipped_green
            for at in sorted({edit, call, line} - {0}):
                out.append(Evidence("test_misunderstanding", "tests.skipped_to_green", "events",
                                    "a failing test run went green only by skipping more tests than before "
                                    "(pending/skipped/ignored): what failed no longer runs",
                                    t["skipped_to_green_weight"] if at == line else 0.0, line=at,
                                    field="input" if at != line else "output"))
        # a test seen failing, then skipped after an edit (unless the skip count already said so there)
        if self.skipped_after_failing is not None and (self.skipped_green is None
                                                       or self.skipped_green[0] != self.skipped_after_failing[0]):
            line, call, edit, name = self.skipped_after_failing
            for at in sorted({edit, call, line} - {0}):
                out.append(Evidence("test_misunderstanding", "tests.skipped_after_failing", "events",
                                    f"the test `{inert_text(name, 80)}` failed, and after an edit the report shows it "
                                    "skipped: switched off rather than fixed",
                                    t["skipped_after_failing_weight"] if at == line else 0.0, line=at,
                                    field="input" if at != line else "output"))
        # green and empty: the last test run, after an earlier one failed, ran no tests at all
        if self.empty_test_run is not None:
            line, call = self.empty_test_run
            for at in sorted({call, line}):
                out.append(Evidence("test_misunderstanding", "tests.empty_run", "events",
                                    "after a failing test run, the last test run ran no tests at all "
                                    "(a filter that matches nothing): its green result verifies nothing",
                                    t["empty_test_run_weight"] if at == line else 0.0, line=at, field="output"))
        # the same failing test output, round after round, with edits in between
        for (command, _digest), lines in self._failures.items():
            if len(lines) >= t["same_failure_min"]:
                weight = scaled(t, "same_failure", len(lines) - t["same_failure_min"])
                for line in lines[:12]:
                    out.append(Evidence("model_confusion", "loop.same_failure", "events",
                                        f"`{inert_text(command, 60)}` failed with the same output {len(lines)} times, "
                                        f"with edits in between", weight, line=line, field="output"))
        # the same failing output again and again, edits or not: where a loop shows (located). With
        # no change at all between the runs it is a loop of its own: re-running instead of acting
        for key, lines in self._failures_all.items():
            if len(lines) >= t["identical_calls"]:
                command = key[0]
                idle = len(self._failures.get(key, ())) <= 1
                weight = scaled(t, "same_output", len(lines) - t["identical_calls"]) if idle else 0.0
                what = (f"`{inert_text(command, 60)}` failed with the same output {len(lines)} times, with no "
                        "change in between" if idle else f"`{inert_text(command, 60)}` printed the same failure again")
                for index, line in enumerate(lines[:12]):
                    out.append(Evidence("model_confusion", "loop.repeated_output", "events", what,
                                        weight if index == 0 else 0.0, line=line, field="output"))
        # no edit at all, and the same pair of calls (a search and the failing test) again: going in
        # circles instead of acting on what the tools said
        if not self.edits.paths and not self.mechanical and self.calls.short_cycles and self.failed_results:
            cycle = self.calls.short_cycles[-1]
            for n, at in enumerate(cycle):
                out.append(Evidence("model_confusion", "loop.idle_cycle", "events",
                                    "repeated the same two calls without changing anything in between or "
                                    "anywhere in the run", t["idle_cycle_weight"] if n == 0 else 0.0,
                                    line=at, field="input"))
        # told that something does not exist, and kept using it (hallucinated files, targets, modules)
        own = {key: items for key, items in list(self.phantoms.reports.items())[:200]
               if not (all(kind == "module" for kind, *_ in items) and not self._project_module(items[0][1], task))}
        if (not any(len(items) >= t["phantom_min"] for items in own.values())
                and len(own) >= t["phantom_names_min"]
                and sum(len(items) for items in own.values()) >= t["phantom_total_min"]):
            # many different things it named do not exist, none of them three times: the same picture
            # of a project that is not the project, spread over files, methods and import paths
            lines = sorted({at for items in own.values() for *_, out_line, call in items for at in (out_line, call)})
            what = (f"was told {sum(len(items) for items in own.values())} times that {len(own)} different "
                    f"things it named do not exist (`{inert_text(next(iter(own.values()))[0][1], 60)}`, ...)")
            for n, at in enumerate(lines[:12]):
                out.append(Evidence("model_confusion", "confusion.phantom", "events", what,
                                    t["phantom_base"] if n == 0 else 0.0, line=at, field="input"))
        for key, items in own.items():
            written = self.phantoms.built_on.get(key, 0)
            written = written if written > items[0][2] else 0
            # or said in its own words that it changed the thing it was told is not there
            built = written or self.phantoms.claimed.get(key, 0)
            built = built if built > items[0][2] else 0
            # told once, written again, with other things it named missing too: built on the guess (a
            # name dropped and written back is the cycling below, said as such)
            if len(items) < t["phantom_min"] and not (built and (len(items) >= 2 or (
                    len(own) >= t["phantom_built_names_min"] and key not in self.phantoms.returned))):
                continue
            weight = scaled(t, "phantom", len(items) - 2)
            name = inert_text(items[0][1], 80)
            what = (f"kept using `{name}` after being told it does not exist ({len(items)} times"
                    + (f"; wrote it into its code at line {built})" if written
                       else f"; said it had changed it at line {built})" if built else ")"))
            # the calls that used it and the outputs that said it does not exist
            lines = sorted({at for *_, out_line, call in items for at in (call, out_line)} | ({built} if built else set()))
            for n, at in enumerate(lines[:12]):
                out.append(Evidence("model_confusion", "confusion.phantom", "events", what,
                                    weight if n == 0 else 0.0, line=at, field="input"))
        # told that a name it wrote does not exist, it replaced it with another guess, then wrote it back:
        # cycling through invented names (macros, methods, helpers) rather than finding the real one
        kept = {e.text for e in out if e.rule == "confusion.phantom"}
        for n_key, (key, (dropped, back)) in enumerate(list(self.phantoms.returned.items())[:10]):
            items = own.get(key)
            if not items or any(f"`{inert_text(items[0][1], 80)}`" in text for text in kept):
                continue
            what = (f"came back to `{inert_text(items[0][1], 80)}` (line {back}) after being told it does not exist "
                    f"and replacing it (line {dropped})")
            lines = sorted({at for *_, out_line, call in items for at in (call, out_line)} | {dropped, back})
            for n, at in enumerate(lines[:12]):
                out.append(Evidence("model_confusion", "confusion.phantom_returned", "events", what,
                                    t["phantom_returned_weight"] if n == 0 and n_key == 0 else 0.0, line=at,
                                    field="input"))
        # told that files it named do not exist, then created one of them while the task names other
        # files: it built the layout it imagined instead of finding the code the task points at
        reported = sum(len(items) for items in own.values())
        if task.named_paths and reported >= t["phantom_created_reports_min"]:
            for key, at in list(self.phantoms.created.items())[:20]:
                items = own.get(key)
                if not items or any(path_matches(items[0][1], n) for n in task.named_paths):
                    continue
                what = (f"created `{inert_text(items[0][1], 80)}` after being told it does not exist, "
                        f"one of {reported} things it named that were not there")
                lines = sorted({x for its in own.values() for *_, out_line, call in its for x in (call, out_line)}
                               | {at})
                for n, line in enumerate(lines[:12]):
                    out.append(Evidence("model_confusion", "confusion.phantom_created", "events", what,
                                        t["phantom_created_weight"] if n == 0 else 0.0, line=line, field="input"))
                break
        # a repo-wide mechanical change (formatter, autocorrect, mass upgrade) the task did not ask for
        mechanical = self._mechanical_done()
        if mechanical and not (task.broad or task.mechanical):
            for command, line in mechanical[:10]:
                if task.renames and line in self.bulk_lines:
                    continue  # a find-and-replace is how a rename the task asks for is done
                out.append(Evidence("scope_creep", "scope.mechanical", "events",
                                    f"ran a repo-wide mechanical change the task did not ask for: `{command}`",
                                    t["mechanical_weight"], line=line, field="input"))
        # files rewritten in another format or language beside the ones they replace (Groovy -> Kotlin DSL,
        # JS -> TS, setup.py -> pyproject): a migration the task did not ask for
        converted = conversions(self.edits)
        if (len(converted) >= t["conversion_min"] and not (task.broad or task.mechanical)
                and not self.conversion_requested.search(task.text)):
            for n, at in enumerate(sorted({line for *_, d, w in converted for line in (d, w)})[:12]):
                out.append(Evidence("scope_creep", "scope.conversion", "events",
                                    f"rewrote {len(converted)} files in another format or language "
                                    f"({inert_text(converted[0][0], 60)} -> {inert_text(converted[0][1], 60)}, ...): "
                                    "a migration the task did not ask for",
                                    t["conversion_weight"] if n == 0 else 0.0, line=at, field="input"))
        # a database schema migration written while the task speaks of no stored data (a label, a text, a
        # style): the change now reaches the schema every deployment shares
        if not (task.broad or self.data_task.search(task.text)):
            migrations = [(p, line) for p, line in self.edits.written
                          if self.migration_path.search(p.replace("\\", "/"))
                          and not any(path_matches(p, n) for n in task.named_paths)]
            for n, (path, line) in enumerate(migrations[:5]):
                out.append(Evidence("scope_creep", "scope.schema_migration", "events",
                                    f"wrote a database migration ({inert_text(path, 80)}) for a task about no "
                                    "stored data", t["schema_migration_weight"] if n == 0 else 0.0,
                                    line=line, field="input"))
        # a migration already in the repository edited to carry the task's schema change, where a new one
        # belongs: a released migration has run on every database (Flyway's checksum validation fails,
        # Rails/Alembic never run it again), so the change reaches only fresh databases
        if self.data_task.search(task.text) and not self.migration_edit_requested.search(task.text):
            written = {p for p, _ in self.edits.written} | set(self.edits.created)
            migrations = [p for p in self.edits.paths if self.migration_path.search(p.replace("\\", "/"))]
            new = [p for p in migrations if p in written]
            generated = self._migration_generated_at
            released = [p for p in migrations if p not in written
                        and (generated is None or generated > self.edits.paths[p])
                        and not any(n.rsplit("/", 1)[-1] == p.rsplit("/", 1)[-1] for n in task.named_paths)]
            if released and not new:
                for n, path in enumerate(released[:5]):
                    out.append(Evidence("wrong_approach", "approach.released_migration_edit", "events",
                                        f"edited the existing migration {inert_text(path, 80)} instead of adding a "
                                        "new one: databases that already ran it never get the change",
                                        t["released_migration_edit_weight"] if n == 0 else 0.0,
                                        line=self.edits.paths[path], field="input"))
        # a project-wide check switched on (nullable, strict, warnings as errors) in a file the task does
        # not name: every file of the project becomes a change to make, a migration the task did not ask for
        if not (task.broad or task.mechanical
                or asked_for(self.project_setting_requested, task.text, self.task_negation)):
            for path, line, setting in self.edits.settings[:5]:
                if not any(path_matches(path, n) for n in task.named_paths):
                    out.append(Evidence("scope_creep", "scope.project_setting", "events",
                                        f"switched on a project-wide check the task did not ask for in "
                                        f"{inert_text(path, 80)}: {inert_text(setting, 60)}",
                                        t["project_setting_weight"], line=line, field="input"))
        # the task's change made, and the build or dependency manifests of several modules edited by hand
        # besides (a version catalog, version bumps, a build-wide migration): a wide change for a task that
        # names none of them and asks for no build or dependency work
        if related and not (task.broad or task.mechanical
                            or asked_for(self.build_change_requested, task.text, self.task_negation)
                            or any(self.manifest_path.search(n.replace("\\", "/")) for n in task.named_paths)):
            manifests = [p for p in edited if self.manifest_path.search(p.replace("\\", "/"))]
            if len(manifests) >= t["manifest_sweep_min"]:
                lines = sorted({self.edits.paths[p] for p in manifests if p in self.edits.paths})
                for n, at in enumerate(lines[:12]):
                    out.append(Evidence("scope_creep", "scope.manifest_sweep", "events",
                                        f"edited {len(manifests)} build or dependency manifests "
                                        f"({', '.join(inert_text(p, 60) for p in manifests[:3])}, ...) for a task "
                                        "about something else", t["manifest_sweep_weight"] if n == 0 else 0.0,
                                        line=at, field="input"))
        # the pinned versions of several packages changed by hand (a dependency upgrade) for a task that
        # names no manifest and asks for no dependency or build work: an upgrade the task did not ask for,
        # whatever it was about (it need name no file)
        if not (task.broad or task.mechanical
                or asked_for(self.build_change_requested, task.text, self.task_negation)
                or any(self.manifest_path.search(n.replace("\\", "/")) for n in task.named_paths)):
            bumps = self.edits.version_bumps
            names = sorted({name for _, _, name in bumps})
            if len(names) >= t["dependency_bumps_min"]:
                for n, at in enumerate(sorted({line for _, line, _ in bumps})[:12]):
                    out.append(Evidence("scope_creep", "scope.dependency_bumps", "events",
                                        f"changed the pinned versions of {len(names)} packages "
                                        f"({', '.join(inert_text(x, 40) for x in names[:3])}, ...) for a task "
                                        "that asks for no dependency work", t["dependency_bumps_weight"]
                                        if n == 0 else 0.0, line=at, field="input"))
        # a date the failing test printed, written into product code: green for that day only
        for path, line, date in self.edits.hardcoded_dates[:3]:
            out.append(Evidence("wrong_approach", "approach.test_value_hardcoded", "events",
                                f"wrote the date the failing test used ({inert_text(date, 12)}) into "
                                f"{inert_text(path, 80)}: it passes for that date only", t["hardcoded_value_weight"],
                                line=line, field="input"))
        # a loop that changed more resources than the task names (its list holds the named ones and others)
        if not task.broad:
            for n, (line, named, others, verb) in enumerate(self._loops_beyond_the_task(task)[:5]):
                out.append(Evidence("scope_creep", "scope.resources_beyond_task", "events",
                                    f"ran `{inert_text(verb, 20)}` over {len(named) + len(others)} resources; the task "
                                    f"names {len(named)} ({', '.join(inert_text(x, 30) for x in named[:3])}), not "
                                    f"{', '.join(inert_text(x, 30) for x in others[:3])}",
                                    t["resources_beyond_task_weight"] if n == 0 else 0.0, line=line, field="input"))
        # a rename or move the task asks for, done as an alias of the old name (`export const getUser = fetchUser`,
        # `typealias Gateway = com.acme.legacy.payments.Gateway`): the old name and every use of it stay
        for at, (path, line, added) in enumerate(self._renamed_as_alias(task)[:6]):
            out.append(Evidence("wrong_approach", "approach.alias_instead_of_rename", "events",
                                f"made the new name an alias of the old one in {inert_text(path, 80)} "
                                f"(`{inert_text(added, 60)}`) instead of renaming it", t["alias_rename_weight"]
                                if at == 0 else 0.0, line=line, field="input"))
        # a checker silenced in product code instead of fixing what it reported; a linter's configuration told to
        # ignore the very rule the task names
        if not asked_for(self.suppression_requested, task.text, self.task_negation):
            named_codes = [(path, line, f"ignores {code}") for path, line, code in self.edits.ignored_codes[:20]
                           if re.search(rf"(?<![\w-]){re.escape(code.lower())}(?!\w)", task.text)]
            for path, line, marker in (self.edits.suppressions[:5] + named_codes[:3]):
                out.append(Evidence("wrong_approach", "approach.suppressed_check", "events",
                                    f"silenced the checker in {inert_text(path, 80)} ({inert_text(marker, 40)}) "
                                    "instead of fixing what it reported", t["suppressed_check_weight"],
                                    line=line, field="input"))
        # the task names an existing helper to use; the agent's edits never use it (reimplemented instead)
        # (an edit whose text is not in the stream, Codex's file_change, cannot show the helper used: it
        # counts only when the agent also created a file of its own, where a reimplementation lives)
        if task.reuse_symbols and product and (self.edits.content_seen or any(
                not any(path_matches(p, n) for n in task.named_paths) for p in self.edits.created)):
            unused = [s for s in task.reuse_symbols if s not in self.edits.words]
            if len(unused) == len(task.reuse_symbols):
                lines = sorted({self.edits.paths[p] for p in product if p in self.edits.paths})
                for n, at in enumerate(lines[:10]):
                    out.append(Evidence("wrong_approach", "approach.named_helper_unused", "events",
                                        f"the task says to use the existing `{inert_text(unused[0], 60)}`; "
                                        "no edit uses it", t["named_helper_unused_weight"] if n == 0 else 0.0,
                                        line=at, field="input"))
        # generated code edited by hand instead of its source changed and the code regenerated; a generated
        # file the task names as the copy to move off (switch to the build's target, stop checking it in),
        # regenerated or edited in place rather than dropped, is still the copy
        moving_off = bool(self.generated_replaced.search(task.text))
        deleted = {p for p, _ in self.edits.deleted}
        lines = dict(self.edits.paths)
        for path, at in self.edits.substituted:  # rewritten in place by sed -i / perl -pi
            lines.setdefault(path, at)
        for path in list(edited) + [p for p, _ in self.edits.substituted if p not in self.edits.paths]:
            declared = any(path_matches(path, g) for g in task.generated_outputs)  # the task calls it an output
            if not (declared or self.generated_path.search(path.replace("\\", "/"))
                    or any(path_matches(path, g) or path_matches(g, path) for g in self.generated_read)):
                continue
            named = not declared and any(path.endswith(n) and self.generated_path.search(n) for n in task.named_paths)
            if named and (not moving_off or path in deleted):
                continue
            what = (f"updated the generated copy {inert_text(path, 100)} the task says to move off, instead of "
                    "switching to what replaces it" if named
                    else f"edited generated code by hand ({inert_text(path, 100)}) instead of its source")
            out.append(Evidence("wrong_approach", "approach.generated_edit", "events", what,
                                t["generated_edit_weight"], line=lines.get(path), field="input"))
        # a notebook's cell outputs edited by hand (the displayed results), not its code cell fixed and re-run
        if not self.notebook_output_requested.search(task.text):
            for n, (path, line, shown) in enumerate(self.edits.notebook_outputs[:10]):
                out.append(Evidence("wrong_approach", "approach.notebook_output_edit", "events",
                                    f"edited the cell outputs of {inert_text(path, 80)} by hand "
                                    f"(`{inert_text(shown, 50)}`) instead of the code that produces them",
                                    t["notebook_output_edit_weight"] if n == 0 else 0.0, line=line, field="input"))
        # a check switched off, a limit raised: what failed made to pass or wait longer, not fixed; a
        # task that asks for it is not (each kind has its own request: "retry" asks for no disabled check)
        kinds = (("approach.check_disabled", self.edits.disabled_checks, self.disabled_check_requested,
                  "switched a check off", t["check_disabled_weight"]),
                 ("approach.limit_raised", self.edits.raised_limits, self.raised_limit_requested,
                  "raised a limit", t["limit_raised_weight"]))
        for rule, found, requested, what, weight in kinds:
            if found and not asked_for(requested, task.text, self.task_negation):
                for n, (path, line, text) in enumerate(found[:5]):
                    # a test's own limit (`this.timeout`, a runner's `.mocharc.yml` timeout) raised so the
                    # test stops failing: the test changed to pass, not a workaround in the product
                    in_test = self.edits.is_test(path) or bool(self.test_runner_config.search(path))
                    out.append(Evidence("test_misunderstanding" if in_test else "wrong_approach",
                                        "tests.limit_raised" if in_test and rule == "approach.limit_raised" else rule,
                                        "events",
                                        f"{what} in {inert_text(path, 80)} (`{inert_text(text.splitlines()[0], 50)}`) "
                                        "instead of fixing what failed", weight if n == 0 else 0.0,
                                        line=line, field="input"))
        # a workaround written into product code instead of the fix (a sleep, a swallowed error), unless the
        # task asks for that kind of workaround (a retry asked for is no licence to swallow errors)
        for path, line, what in self.edits.workarounds[:5]:
            if not self._workaround_requested(what, task.text):
                out.append(Evidence("wrong_approach", "approach.workaround", "events",
                                    f"worked around the problem in {inert_text(path, 80)} "
                                    f"({inert_text(what.splitlines()[0], 40)}) instead of fixing it",
                                    t["workaround_weight"], line=line, field="input"))
        if not asked_for(self.workaround_requested, task.text, self.task_negation):
            # a test made to wait out the failure it showed (a leaked timer, a race) instead of the fix;
            # a task that asks for test work may need a wait in its test
            if not (task.tests_added or task.tests_requested):
                for path, line, what in self.edits.test_waits[:5]:
                    out.append(Evidence("wrong_approach", "approach.workaround", "events",
                                        f"made the failing test in {inert_text(path, 80)} wait "
                                        f"({inert_text(what.splitlines()[0], 40)}) instead of fixing the code",
                                        t["workaround_weight"], line=line, field="input"))
        # live resources (or the state an IaC tool keeps of them) patched by hand while the task names the
        # files that declare them; located at the call and where its answer shows the change
        if task.named_paths and not self.live_patch_requested.search(task.text):
            # a move the run itself took back (`state mv x y`, then `state mv y x`) left nothing patched
            for command, line in [p for p in self.live_patches if p[1] not in self.edits.moved_back][:5]:
                out.append(Evidence("wrong_approach", "approach.live_patch", "events",
                                    f"patched live resources or their state by hand (`{command}`) instead of the "
                                    "files that declare them", t["live_patch_weight"], line=line, field="input"))
                answer = self.live_patch_answers.get(line)
                if answer:
                    out.append(Evidence("wrong_approach", "approach.live_patch", "events",
                                        f"`{command}` changed the live resources or their state", 0.0,
                                        line=answer, field="output"))
        # the closing summary says the failure was worked around (a jitter, a sleep, errors swallowed): the
        # only account of the edits when their text is not in the stream (Codex's file_change)
        final = self.final_result
        summary, summary_line = (final.text, final.line) if final is not None and final.text else ("", None)
        if not summary and isinstance((ctx.result or {}).get("summary"), str):
            summary = ctx.result["summary"]
        said = self.workaround_summary.search(summary[-SCAN_TAIL:]) if summary and product else None
        if said and not asked_for(self.workaround_requested, task.text, self.task_negation):
            lines = sorted({self.edits.paths[p] for p in product if p in self.edits.paths}
                           | {self.edits.last_edit_of[p] for p in product if p in self.edits.last_edit_of})
            what = f"its own summary says it worked around the failure (`{inert_text(said.group(0), 50)}`)"
            if summary_line:
                out.append(Evidence("wrong_approach", "approach.workaround_summary", "events", what,
                                    t["workaround_summary_weight"], line=summary_line, field="result"))
            for n, at in enumerate(lines[:10]):
                out.append(Evidence("wrong_approach", "approach.workaround_summary", "events",
                                    f"an edit the summary describes as a workaround",
                                    0.0 if summary_line or n else t["workaround_summary_weight"], line=at, field="input"))
        # a dependency's downloaded or vendored copy edited in place instead of its source (not one removed
        # whole, `git rm -r vendor/unity`: nothing in it was patched)
        removed_at = dict(self.edits.deleted)
        for path in edited:
            norm = path.replace("\\", "/")
            if removed_at.get(path, -1) == self.edits.paths.get(path):
                continue
            if (self.dependency_copy_path.search(norm)
                    and not any(path_matches(path, n) and self.dependency_copy_path.search(n) for n in task.named_paths)):
                out.append(Evidence("wrong_approach", "approach.dependency_copy_edit", "events",
                                    f"edited a dependency's downloaded copy ({inert_text(path, 100)}) instead of "
                                    "its source", t["dependency_copy_edit_weight"], line=self.edits.paths.get(path),
                                    field="input"))
        # a gate that refused the agent's commit (a commit-msg or pre-commit hook) edited afterwards: the check
        # changed instead of met, unless the task names the gate's file
        if self.gate_refused_at is not None and self.gate_path_re is not None:
            for path in edited:
                line = self.edits.last_edit_of.get(path) or self.edits.paths.get(path)
                if (line is not None and line > self.gate_refused_at
                        and self.gate_path_re.search(path.replace("\\", "/"))
                        and not any(path_matches(path, n) for n in task.named_paths)):
                    out.append(Evidence("wrong_approach", "approach.gate_edited", "events",
                                        f"edited {inert_text(path, 100)}, the check that had refused its commit at "
                                        f"line {self.gate_refused_at}, instead of meeting it",
                                        t["gate_edited_weight"], line=line, field="input"))
        # a package's sources copied into the project instead of wiring the dependency up
        if not self.vendor_requested.search(task.text):
            for command, line in self.vendored[:5]:
                out.append(Evidence("wrong_approach", "approach.vendored_copy", "events",
                                    f"copied a package's sources into the project instead of using it: `{command}`",
                                    t["vendored_copy_weight"], line=line, field="input"))
        # the task quotes the code the change must write; the edits (whose text is shown) never write it
        if task.quoted_code and product and self.edits.content_seen and self.edits.text_budget > 0:
            written = "\n".join(self.edits.texts)
            # (a query parameter quoted as a URL writes it, `?serial_prefix=`: its name is what code writes)
            if not any(code in written or (len(code.strip("?&=/:;,.'\" ")) >= 3
                                           and code.strip("?&=/:;,.'\" ") in written)
                       for code in task.quoted_code):
                lines = sorted({self.edits.paths[p] for p in product if p in self.edits.paths})
                for n, at in enumerate(lines[:10]):
                    out.append(Evidence("wrong_approach", "approach.quoted_code_unwritten", "events",
                                        f"the task asks for `{inert_text(task.quoted_code[0], 60)}`; no edit writes it",
                                        t["quoted_code_unwritten_weight"] if n == 0 else 0.0, line=at, field="input"))
        # wrong_approach: edits outside what the task names, named files untouched (each thing the task forbids
        # weighs once: three files under a forbidden `locale/` are one directory entered, not three offences)
        counted: set[str] = set()
        for path in edited:
            forbidden = next((f for f in task.forbidden_paths if path_matches(path, f)), None)
            if forbidden is None and task.forbidden_types and _stem_key(path) in task.forbidden_types:
                forbidden = _stem_key(path)
            if forbidden is not None:
                mode = "test_misunderstanding" if self.edits.is_test(path) else "wrong_approach"
                out.append(Evidence(mode, "task.forbidden_path", "events",
                                    f"edited {inert_text(path, 100)}, which the task says not to touch",
                                    t["forbidden_path_weight"] if forbidden not in counted else 0.0,
                                    line=self.edits.paths.get(path), field="input"))
                counted.add(forbidden)
        # the files the task wants changed: not what it says to run, nor (unless it asks to change tests) a file of
        # the test tree that is no test itself, the harness to use ("test with the fake broker in `tests/fakes.py`");
        # a named test stays: it stands for the code it measures
        wanted = [n for n in task.named_paths
                  if n not in task.run_paths and (task.tests_requested or not _test_harness(n, self.edits.is_test))]
        if wanted and product:
            # (a file the task names only as what to run with, `--input data/sample.csv`, edited is no part of the
            # change it wants: the input rewritten to suit the code)
            related = [p for p in related if stands_for(p, wanted)]
            unrelated = [p for p in product if p not in related]
            facts["unrelated_files"] = unrelated
            facts["unrelated_count"] = len(unrelated)
            # a named directory a command of the run wrote into (its output names the files: a generator, a
            # formatter, `make docs`) was not left untouched
            written = any(path_matches(p, n) or (n.endswith("/") and ("/" + n) in ("/" + p))
                          for n in wanted for p in list(self.shell_paths)[:MAX_PATHS])
            # ...nor a named test file the run changed or removed (a test file is not among `product`)
            # (only where the task names no product file: a named test edited is no excuse for the code left alone)
            written = written or (all(self.edits.is_test(n) for n in wanted)
                                  and any(path_matches(p, n) for n in wanted for p in edited if self.edits.is_test(p)))
            if not related and not written and len(unrelated) >= t["wrong_approach_min_unrelated"]:
                for path in unrelated[1:12]:
                    out.append(Evidence("wrong_approach", "task.unrelated_edit", "events",
                                        f"edited {inert_text(path, 100)}, which the task does not name", 0.0,
                                        line=self.edits.paths.get(path), field="input"))
                weight = scaled(t, "wrong_approach", len(unrelated) - 1)
                out.append(Evidence("wrong_approach", "task.named_files_untouched", "events",
                                    f"edited {len(unrelated)} file(s) the task does not name "
                                    f"({', '.join(inert_text(p, 60) for p in unrelated[:3])}); "
                                    f"never touched {', '.join(task.named_paths[:3])}",
                                    weight, line=self.edits.paths.get(unrelated[0]), field="input"))
                # ...and the agent's closing summary is about none of the task (no word of it in the
                # task): it lost the ticket and worked on a subject of its own, not a wrong way to the task
                final = self.final_result
                words = {w for w in re.findall(r"[a-z][a-z0-9]+", final.text[:SCAN_TAIL].lower())
                         if len(w) >= 4 and w not in self.task_claim_generic} if final is not None else set()
                # (a summary that reports what stopped the run, "pod terminated (Evicted)", is the
                # harness's account, about the machine, not a subject of the agent's own)
                off_summary = (task.text and len(words) >= t["off_task_summary_min_words"]
                               and not any(w[:5] in task.text for w in words)
                               and not self._environment_said(final.line))
                if off_summary:
                    out.append(Evidence("model_confusion", "confusion.off_task_summary", "events",
                                        "the closing summary is about none of the task "
                                        f"(`{inert_text(final.text, 80)}`)", t["off_task_summary_weight"],
                                        line=final.line, field="result"))
                # the edits are where the lost ticket shows: worked on a subject of its own (its summary, or
                # its own words of what the task was, name nothing of the task)
                if off_summary or claimed:
                    for path in unrelated[:12]:
                        out.append(Evidence("model_confusion", "confusion.off_task_edit", "events",
                                            f"edited {inert_text(path, 100)}, which the task does not name", 0.0,
                                            line=self.edits.paths.get(path), field="input"))
            elif (related and len(unrelated) >= 3 * len(related) and len(unrelated) >= 3
                  and not (all(self.manifest_path.search(p.replace("\\", "/")) for p in unrelated)
                           and asked_for(self.build_change_requested, task.text, self.task_negation))):
                # the named file was changed, and three times as many others besides: far more than the task
                # warrants (scope_creep), not a change made elsewhere instead (wrong_approach, above); unless the
                # others are the build and dependency manifests of the work the task asks for
                out.append(Evidence("scope_creep", "task.mostly_unrelated", "events",
                                    f"{len(unrelated)} of {len(product)} edited files are not named by the task",
                                    t["mostly_unrelated_weight"], line=self.edits.paths.get(unrelated[0]),
                                    field="input"))
        # the task names the code to change by type (`OrderRepository.findPage`), the agent's own search
        # found the file that holds it, and every product edit went to other files: it changed the
        # code around the thing the task names (a cache in the caller, a downcase in one controller)
        if (not task.named_paths or all(self.edits.is_test(n) for n in task.named_paths)) and product:
            located = [name for name in task.named_types if _type_in(name, self.located_stems)]
            if located and not any(_type_in(name, {_stem_key(p) for p in product}) for name in task.named_types):
                lines = sorted({self.edits.paths[p] for p in product if p in self.edits.paths})
                for n, at in enumerate(lines[:10]):
                    out.append(Evidence("wrong_approach", "task.named_type_untouched", "events",
                                        f"the task names `{inert_text(located[0], 40)}` and the run found its file; "
                                        f"no edit changed it ({len(product)} other file(s) edited)",
                                        t["wrong_approach_base"] if n == 0 else 0.0, line=at, field="input"))
        # a task that quotes its one change for one or two named files, the change made, and more product
        # files changed besides (a module extracted, build logic moved, pins upgraded): wider than the task
        named_product = [n for n in task.named_paths if not self.edits.is_test(n)]
        if (task.quoted_change and related and 1 <= len(named_product) <= 2
                and not (task.broad or task.mechanical or task.renames)):
            extra = [p for p in product if p not in related and not self.quoted_change_aside.search(p)]
            if len(extra) >= t["quoted_change_extra_min"]:
                lines = sorted({self.edits.paths[p] for p in extra if p in self.edits.paths})
                for n, at in enumerate(lines[:12]):
                    out.append(Evidence("scope_creep", "scope.beyond_quoted_change", "events",
                                        f"the task quotes its one change to {', '.join(named_product)}; "
                                        f"{len(extra)} more files changed ({', '.join(inert_text(p, 50) for p in extra[:3])}"
                                        f"{', ...' if len(extra) > 3 else ''})",
                                        t["quoted_change_extra_weight"] if n == 0 else 0.0, line=at, field="input"))
        # scope_creep
        allowance = max(t["scope_min_files"], t["scope_per_named_file"] * len(task.named_paths))
        if task.broad:
            allowance *= t["scope_broad_factor"]
        if task.stated_count:
            allowance = max(allowance, task.stated_count * t["scope_stated_count_factor"] + len(task.named_paths))
        elif (self.small_change_re is not None and self.small_change_re.search(task.text)
              and not (task.broad or task.mechanical or task.renames)):
            # the task itself says the change is a line or a typo ("One-line fix"): a handful of files at most
            allowance = min(allowance, max(t.get("scope_small_change_files", 3), len(task.named_paths)))
        allowance = int(allowance)
        facts["max_files"] = allowance  # the number the scope evidence states: one source
        # the orchestrator counts the branch's change set; a task that continues earlier work on the branch
        # ("the migration is nearly done; fix the last test") has that work in the count, not in this run
        continues = bool(self.task_continues is not None and self.task_continues.search(task.text))
        if ctx.taskrun.files_changed is not None and not (continues and ctx.taskrun.files_changed > len(edited)):
            count, source = ctx.taskrun.files_changed, "taskrun"
        else:
            count, source = len(edited), "events"
        count_line = None if source == "taskrun" else (self.edits.paths.get(edited[-1]) if edited else None)
        # git's own count of the working change set outranks a smaller one: a `sed -i` over a file
        # list or a codemod rewrites files no edit call names
        shown, shown_line = max(((self._attributed(n, cap, ctx), at) for n, at, cap in self.diff_counts),
                                default=(0, 0))
        if shown > count:
            count, source, count_line = shown, "events", shown_line
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
            unnamed = [p for p in edited if not any(path_matches(p, n) for n in task.named_paths)]
            for line in sorted({self.edits.paths[p] for p in unnamed if p in self.edits.paths})[:20]:
                out.append(Evidence("scope_creep", "scope.edit_call", "events",
                                    "an edit call beyond what the task names", 0.0, line=line, field="input"))
            for command, line in self.mechanical[:5]:
                out.append(Evidence("scope_creep", "scope.edit_call", "events",
                                    f"a command that rewrote files across the repository: `{command}`", 0.0,
                                    line=line, field="input"))
            # where git itself shows the size of the change set
            for shown, line, call, cap in self.diffstats[-5:]:
                shown = self._attributed(shown, cap, ctx)
                if shown > allowance:
                    for at in sorted({call, line}):
                        out.append(Evidence("scope_creep", "scope.diffstat", "events",
                                            f"git shows {shown} files changed", 0.0, line=at, field="output"))
            weight = scaled(t, "scope", math.log2(count / allowance))
            out.append(Evidence("scope_creep", "scope.files_changed", source,
                                f"{count} files changed; the task plausibly needs at most {allowance}"
                                + (" (it asks for a wide change)" if task.broad else ""),
                                weight, line=count_line, field="files_changed"))
        return out

    def _renamed_as_alias(self, task: TaskScope) -> list[tuple[str, int, str]]:
        """The alias lines the run added that make a name the task renames (or a package it moves) stand for
        the old one; none when the task asks to keep the old name (a deprecated alias, backward compatibility)."""
        if (self.rename_pair is None or not self.edits.alias_lines or not task.text
                or (self.alias_kept is not None and asked_for(self.alias_kept, task.text, self.task_negation))):
            return []
        olds = set()
        for m in self.rename_pair.finditer(task.text):
            old, new = m.group("old").strip("`'\".,"), m.group("new").strip("`'\".,")
            if old and new and old != new:
                olds.add(old)
                olds.add(re.split(r"[./:]", old)[-1])
        olds.discard("")
        found = []
        for path, line, added in self.edits.alias_lines:
            value = added.split("=", 1)[1] if "=" in added else added
            if any(re.search(rf"(?<![\w]){re.escape(o)}(?![\w])", value, re.IGNORECASE) for o in olds):
                found.append((path, line, added))
        return found

    @staticmethod
    def _attributed(count: int, edited: int | None, ctx: RunContext) -> int:
        """git's count as the run's change: while edit calls were its only changes (``edited`` files), no
        more than they and the orchestrator's own count of files changed explain."""
        if edited is None:
            return count
        return min(count, max(edited, ctx.taskrun.files_changed or 0))

    def _selection(self, command: str) -> frozenset[str]:
        """The tests a command selects (``test_selection_regex``), remembered per command like
        :meth:`_only_reads`: every command's result asks it, and the same commands come back."""
        selected = self._selections.get(command)
        if selected is None:
            if len(self._selections) >= 4096:
                self._selections.clear()
            selected = self._selections[command] = frozenset(self.selection_re.findall(command))
        return selected

    def _only_reads(self, command: str) -> bool:
        """Whether a shell command only reads (``cat``, ``rg``, ``git status``), remembered per command: the
        same few commands come back again and again, and splitting one as the shell does costs."""
        reads = self._reading.get(command)
        if reads is None:
            if len(self._reading) >= 4096:
                self._reading.clear()
            reads = self._reading[command] = is_reader_command(command, self.channel_rules)
        return reads

    def _claimed_path_lines(self, thing: str) -> list[int]:
        """The edit lines of a file an agent said the task asks for, and the outputs that said it does not
        exist: where the run worked on the task it imagined."""
        name = thing.strip("`'\" .,")
        if "/" not in name and "." not in name:
            return []
        lines = [at for path, at in list(self.edits.paths.items())[:MAX_PATHS] if path_matches(path, name)]
        lines += [out_line for *_, out_line, _ in self.phantoms.reports.get(phantom_key(name), [])]
        return sorted(set(lines))[:6]

    def _answers(self, evidence: list[Evidence]) -> list[Evidence]:
        """Each located repeat and revert of a loop, and the line that answered it: the same read
        returning the same text, the reversed substitution reported done (Codex's ``item.completed``
        after its ``item.started``). No weight: the loop's finding carries it."""
        out = list(evidence)
        seen = {e.line for e in evidence if e.rule in LOOP_CALL_RULES}
        for e in evidence:
            answer = self.result_of.get(e.line or 0) if e.rule in LOOP_CALL_RULES else None
            if answer and answer not in seen:
                seen.add(answer)
                out.append(Evidence(e.mode, "loop.call_answer", "events", f"the answer to the call at line {e.line}",
                                    0.0, line=answer, field="output"))
        return out

    def diagnose(self, ctx: RunContext | None = None) -> Diagnosis:
        ctx = ctx or RunContext()
        facts: dict[str, Any] = {"named_files": list(ctx.task.named_paths)}
        hits = self._pattern_evidence(ctx.task)
        evidence = [h.evidence for h in hits]
        evidence += self._structural
        evidence += self._answers(structural_evidence(self.edits, self.calls, self.t))
        evidence += self._discarded_rework()
        evidence += self._context_evidence(ctx)
        evidence += self._task_evidence(ctx, facts)
        evidence += self._echoed(evidence)
        evidence, corrected = self.corrections.apply(evidence)
        confirmed, taken_on = self._environment_taken_on(evidence)
        evidence += confirmed
        messages = self.corrections.messages
        evidence, steered = self.steering.apply(evidence, self.corrections.later_lines, self.agent_line,
                                                self._named_by_human(evidence) | taken_on,
                                                messages[-1][1] if messages else "",
                                                tuple(self.corrections.discards), self.last_call_line)
        corrected = corrected + steered
        evidence, causal = self._causal_links(evidence, hits)
        evidence, own = self._own_dependency(evidence, hits, ctx.task)
        evidence, invented = self._invented_package(evidence, hits, ctx.task)
        causal = corrected + causal + own + invented
        evidence, after = self._after_the_agent(evidence)
        scores = self._scores(evidence)
        mode, confidence, reasoning = self._decide(scores)
        reasoning = causal + after + reasoning
        if self.agent_never_ran():
            reasoning.insert(0, "the agent never ran: the stream holds only the orchestrator's log lines, "
                                "so the failure happened before the agent started (or instead of it)")
        self._facts(mode, hits, evidence, facts)
        alternatives = self._alternatives(scores, mode)
        ranked = sorted(evidence, key=lambda e: (e.mode != mode, -e.weight, e.line or 0))
        return Diagnosis(mode, confidence, ranked, alternatives, scores, facts, reasoning)

    def _echoed(self, evidence: list[Evidence]) -> list[Evidence]:
        """Evidence at a patch command, located again at the file_change that reports the same change
        (Codex: the command carries the diff, the file_change names the path); it weighs nothing there."""
        echoes = self.edits.echoes
        if not echoes:
            return []
        return [replace(e, line=echoes[e.line], weight=0.0, span=None, raw_span=None,
                        note=e.note or "the same change as reported by the file_change")
                for e in evidence if e.source == "events" and e.line in echoes and e.field == "input"][:48]

    def _causal_links(self, evidence: list[Evidence], hits: list[_Hit]) -> tuple[list[Evidence], list[str]]:
        """Root cause over consequence (rules.yaml ``causal_links``): when a cause is present,
        the evidence it explains is discounted and the reasoning says why."""
        keys = {(h.evidence.rule, h.evidence.line): h.command for h in hits}
        missing = {(h.evidence.rule, h.evidence.line): h.missing for h in hits}
        credible = self.t["credible_score"]
        reasoning: list[str] = []
        for link in self.config.rules.get("causal_links", []):
            cause_spec, effect_spec = link["cause"], link["effect"]
            causes = [e for e in evidence if _matches(e, cause_spec) and e.weight > 0]
            if cause_spec.get("install_command"):
                causes = [e for e in causes if self.install_re.search(keys.get((e.rule, e.line), ""))]
            causes = self._of_command(causes, cause_spec, keys)
            if link.get("related") == "phantom":
                # the effect names what the agent invented (a package to install for its own
                # invented module): tokens of the missing name shared with a phantom's name
                invented = {w for key in self.phantoms.reports for w in re.split(r"[._/=-]+", key) if len(w) >= 4}
                def related(e: Evidence) -> bool:
                    # (result.json's summary has no hit: its words stand for the name)
                    name = (missing.get((e.rule, e.line)) or (e.text if e.source == "result" else "")).lower()
                    if not name:
                        # a resolver's summary line names nothing: the install command it answered does
                        # (`composer require laravel/cashier-webhooks` for the invented `cashier:sync-webhooks`)
                        command = keys.get((e.rule, e.line), "")
                        name = command.lower() if self.install_re.search(command) else ""
                    return bool(invented & {w for w in re.split(r"[._/=\s-]+", name) if len(w) >= 4})
            elif link.get("related") == "phantom_same":
                # the effect names the very package or pinned version the index said does not exist
                # (a made-up version stands for its package: the resolver's line names the package)
                same = [key.split("==", 1)[0] for key, items in list(self.phantoms.reports.items())[:200]
                        if any(kind in ("package", "version", "command") for kind, *_ in items)]
                def related(e: Evidence) -> bool:
                    name = (missing.get((e.rule, e.line)) or e.text or "").lower()
                    spelled = "." + ".".join(p for p in re.split(r"[/.:=\\\s]+", name) if p) + "."
                    return any(f".{key}." in spelled for key in same)
            elif link.get("related") == "removed_it":
                # the effect's missing package is one the agent's own remove command took out before it
                removed = self.edits.removed_packages
                def related(e: Evidence) -> bool:
                    name = (missing.get((e.rule, e.line)) or "").lower().replace("_", "-").split(".")[0].split("::")[0]
                    return bool(name) and any(n.replace("_", "-") == name and line < (e.line or 0)
                                              for n, line in removed)
            elif link.get("related") == "not_installing_it":
                # the effect is an install that was not installing what was found missing before it
                def related(e: Evidence) -> bool:
                    command = keys.get((e.rule, e.line), "").lower().replace("_", "-")
                    # (a cause since recovered, installed by then, is not what a later install was installing)
                    names = {n for c in causes if (c.line or 0) < (e.line or 0) and not c.recovered
                             for n in self._install_names(
                        (missing.get((c.rule, c.line)) or "").lower().replace("_", "-").split(".")[0])} - {""}
                    # by name as a whole word of the command: `protoc` missing is not what
                    # `go install .../protoc-gen-go@v1` installs
                    return not (self.bulk_install_re.search(command)
                                or any(re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", command) for n in names))
            elif link.get("related"):
                # the effect is about what the cause's command was installing (by name, or a
                # whole requirements/lock file; ``by_name``: by name only)
                commands = [keys.get((e.rule, e.line), "").lower() for e in causes]
                bulk = link["related"] != "by_name" and any(self.bulk_install_re.search(c) for c in commands)
                def related(e: Evidence) -> bool:
                    name = (missing.get((e.rule, e.line)) or "").lower().replace("_", "-").split(".")[0]
                    return bulk or bool(name) and any(n in c.replace("_", "-") for n in self._install_names(name)
                                                      for c in commands)
            else:
                def related(e: Evidence) -> bool:
                    return True
            if not causes or sum(e.weight for e in causes) < float(cause_spec.get("min_score", 0.0)):
                continue
            cause_ids = {id(e) for e in causes}
            effects = [e for e in evidence if _matches(e, effect_spec) and e.weight > 0 and id(e) not in cause_ids
                       and related(e)]
            if effect_spec.get("install_command"):
                effects = [e for e in effects if self.install_re.search(keys.get((e.rule, e.line), ""))]
            effects = self._of_command(effects, effect_spec, keys)
            if not effects:
                continue
            order = link.get("order", "any")
            first_cause = min((e.line for e in causes if e.line is not None), default=None)
            if link.get("fresh") and first_cause is not None and any(
                    e.line is not None and e.line < first_cause for e in effects):
                continue  # the effect was there before the cause: not its consequence
            last_cause = max((e.line or 10**12 for e in causes), default=0)
            explained = []
            for e in effects:
                # (an effect with no line is the run's own account of how it ended, result.json's summary: after)
                if order == "cause_first" and (first_cause is None or (e.line is not None and e.line <= first_cause)
                                               or (e.line is None and e.source != "result")):
                    continue
                if order == "cause_not_after" and (first_cause is None or e.line is None or e.line < first_cause):
                    continue
                if order == "same_line" and not any(c.line == e.line and c.line is not None for c in causes):
                    continue
                if order == "cause_last" and e.line is not None and e.line > last_cause:
                    continue
                explained.append(e)
            if not explained or sum(e.weight for e in causes) < credible * float(link.get("cause_share", 0.0)):
                continue
            factor = float(link["factor"])
            ids = {id(e) for e in explained}
            becomes = link.get("becomes")
            evidence = [replace(e, weight=e.weight * factor, mode=becomes or e.mode,
                                note="; ".join(n for n in (e.note, f"explained by {link['id']}") if n))
                        if id(e) in ids else e for e in evidence]
            cause = causes[0]
            where = f" (line {cause.line})" if cause.line else f" ({cause.source})"
            reasoning.append(f"{link['why']}: {cause.rule}{where} explains {len(explained)} piece(s) of "
                             f"{', '.join(sorted({e.mode for e in explained}))} evidence"
                             + (f", counted as {becomes} evidence" if becomes else ""))
        return evidence, reasoning

    def _own_dependency(self, evidence: list[Evidence], hits: list[_Hit], task: Any) -> tuple[list[Evidence], list[str]]:
        """A package found missing that the agent's own edit of a dependency manifest had just added, for a
        task that neither names it nor asks for dependency work: the agent brought in a library the task
        did not need (a rewrite onto a new framework), and the missing package is that choice's consequence.
        The dependency evidence counts as scope creep, located at the manifest edit as well."""
        additions = self.edits.manifest_additions
        if not additions or asked_for(self.build_change_requested, task.text, self.task_negation):
            return evidence, []
        wanted = task.text.lower().replace("_", "-")
        missing = {(h.evidence.rule, h.evidence.line): h.missing for h in hits}
        commands = {(h.evidence.rule, h.evidence.line): h.command for h in hits}
        moved: dict[int, int] = {}
        for e in evidence:
            # an install or resolve that found no such package (or version) is a dependency problem of its
            # own; only the code failing to load what was never installed is the addition's consequence
            if (e.mode != "dependency_missing" or e.weight <= 0
                    or self.install_re.search(commands.get((e.rule, e.line), ""))):
                continue
            name = (missing.get((e.rule, e.line)) or "").lower().replace("_", "-").split(".")[0]
            if len(name) < 3 or re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", wanted):
                continue
            at = next((line for _, line, names in additions if name in names and line < (e.line or 0)), None)
            if at is not None:
                moved[id(e)] = at
        if not moved:
            return evidence, []
        out = [replace(e, mode="scope_creep", note="; ".join(n for n in (e.note, "a package the agent itself added")
                                                               if n)) if id(e) in moved else e for e in evidence]
        for at in sorted(set(moved.values()))[:5]:
            out.append(Evidence("scope_creep", "scope.own_dependency", "events",
                                "added a package to a dependency manifest the task did not ask for; the run then "
                                "failed because it is not installed", 0.0, line=at, field="input"))
        return out, ["the missing package is one the agent's own manifest edit added for a task that did not ask "
                     "for it: the new dependency is the change outside the task, its absence the consequence"]

    def _of_command(self, evidence: list[Evidence], spec: dict[str, Any],
                    keys: dict[tuple[str, int | None], str]) -> list[Evidence]:
        """A causal link's side narrowed to hits of one kind of command (``command:`` names the rules.yaml
        pattern its command must match), for the cause and the effect alike."""
        if not spec.get("command"):
            return evidence
        command_re = re.compile(self.config.rules[spec["command"]])
        return [e for e in evidence if command_re.search(keys.get((e.rule, e.line), ""))]

    def _invented_package(self, evidence: list[Evidence], hits: list[_Hit], task: Any) -> tuple[list[Evidence], list[str]]:
        """An install of a package named after a symbol the project's own module does not have: the agent
        wrote an import of a name that does not exist (``from app.utils.retry import retry_with_backoff``),
        and when the import failed it went looking for a package of that name (``pip install
        retry-with-backoff``). The index's "no such package" is the invention's echo, not a dependency
        the environment lacks: the evidence moves to model_confusion (``confusion.invented_package``),
        located at the installs. A name the task itself uses is not invented."""
        pattern = self.invented_symbol_re
        if pattern is None:
            return evidence, []
        symbols: set[str] = set()
        failed_imports: list[int] = []
        for h in hits:
            if (h.evidence.mode == "dependency_missing" and h.missing and h.evidence.text
                    and self._project_module(h.missing, task)):
                found = pattern.search(h.evidence.text)
                symbol = found and (found.group("symbol") or found.groupdict().get("symbol2"))
                if symbol and self._written_symbol(symbol):
                    symbols.add(symbol.lower().replace("-", "_"))
                    if h.evidence.line is not None:
                        failed_imports.append(h.evidence.line)
        wanted = task.text.replace("-", "_")
        symbols = {s for s in symbols if len(s) >= 4 and not re.search(rf"(?<!\w){re.escape(s)}(?!\w)", wanted)}
        if not symbols:
            return evidence, []
        commands = {(h.evidence.rule, h.evidence.line): h.command for h in hits}
        moved = []
        for e in evidence:
            command = commands.get((e.rule, e.line), "")
            if (e.mode == "dependency_missing" and e.weight > 0 and self.install_re.search(command)
                    and any(re.search(rf"(?<![\w-]){re.escape(s)}(?![\w-])", command.lower().replace("-", "_"))
                            for s in symbols)):
                moved.append(id(e))
        if not moved:
            return evidence, []
        out = []
        first = True
        for e in evidence:
            if id(e) in moved:
                out.append(replace(e, weight=e.weight * self.t["project_module_factor"],
                                   note="; ".join(n for n in (e.note, "a package named after a symbol the agent "
                                                              "invented") if n)))
                out.append(Evidence("model_confusion", "confusion.invented_package", "events",
                                    f"tried to install a package named after `{inert_text(sorted(symbols)[0], 60)}`, "
                                    "a name it had imported from the project's own module, which has no such name",
                                    self.t["invented_package_weight"] if first else 0.0,
                                    line=e.line, field="output"))
                first = False
            else:
                out.append(e)
        out.extend(Evidence("model_confusion", "confusion.invented_package", "events",
                            "the import of the invented name failed here", 0.0, line=at, field="output")
                   for at in sorted(set(failed_imports))[:3])
        return out, ["the package the agent tried to install is named after a symbol it had imported from the "
                     "project's own module, which does not define it: an invented name, not a missing dependency"]

    def _discarded_rework(self) -> list[Evidence]:
        """The same piece of work made, thrown away and made again under another name: a file the agent had
        edited, deleted through the shell, and a new file of the same kind started in the same directory
        after it (a migration generated, applied, rolled back and deleted, then generated again as
        ``products_gtin``, ``add_gtin_column``, ``gtin``...). Each cycle is a redo, not progress; after
        ``discarded_rework_min`` of them the agent is going round in circles (``loop.discarded_rework``),
        located at each deletion and at the file started after it."""
        edited = self.edits.paths
        if not self.edits.deleted or len(edited) < 2:
            return []
        # indexed once (a run may delete and edit thousands of files): by file name, and by folder
        by_name: dict[str, list[tuple[str, int]]] = defaultdict(list)
        by_folder: dict[str, list[tuple[str, int]]] = defaultdict(list)
        for path, at in edited.items():
            folder, _, name = path.rpartition("/")
            by_name[name].append((path, at))
            by_folder[folder].append((path, at))
        cycles: list[tuple[int, int]] = []
        for token, line in self.edits.deleted[:200]:
            token = token.strip("'\"").lstrip("./")
            if not token:
                continue
            gone = next((p for p, at in by_name.get(token.rpartition("/")[2], ())
                         if at < line and (p == token or p.endswith("/" + token))), None)
            if gone is None:
                continue
            folder, _, name = gone.rpartition("/")
            kind = name.rpartition(".")[2] if "." in name else ""
            again = min((at for p, at in by_folder[folder] if at > line and p != gone
                         and p.rpartition(".")[2] == kind), default=None)
            if again is not None:
                cycles.append((line, again))
        if len(cycles) < self.t["discarded_rework_min"]:
            return []
        out = [Evidence("model_confusion", "loop.discarded_rework", "events",
                        f"deleted its own work and started it again under another name, {len(cycles)} times",
                        self.t["discarded_rework_weight"], line=cycles[0][0], field="input")]
        for deleted_at, again in cycles[:10]:
            out.append(Evidence("model_confusion", "loop.discarded_rework", "events",
                                "deleted a file it had made in this run", 0.0, line=deleted_at, field="input"))
            out.append(Evidence("model_confusion", "loop.discarded_rework", "events",
                                "started the same work again in a new file", 0.0, line=again, field="input"))
        return out

    def _environment_said(self, line: int | None) -> bool:
        """Whether a pattern of an environment mode (infrastructure, permission, dependency) hit ``line``."""
        return line is not None and any(
            h.evidence.line == line and h.evidence.mode in ENVIRONMENT_MODES
            for hits in self._hits.values() for h in hits)

    def _written_symbol(self, symbol: str) -> bool:
        """Whether the agent's own edits wrote ``symbol`` (as a word)."""
        pattern = re.compile(rf"(?<!\w){re.escape(symbol)}(?!\w)")
        return any(pattern.search(text) for text in self.written)

    def _after_the_agent(self, evidence: list[Evidence]) -> tuple[list[Evidence], list[str]]:
        """The agent finished cleanly and only the orchestrator's report (result.json, watchdog)
        says it failed: a refusal there happened to the harness's own step (publish, fork, pull
        request) after the agent's work, which a retry of the agent cannot fix."""
        final = self.final_result
        if final is None or final.is_error:
            return evidence, []
        mapping = self.config.rules.get("after_agent_modes", {})
        moved = [e for e in evidence if e.source in ("result", "watchdog") and e.mode in mapping and e.weight > 0]
        in_stream = {e.mode for e in evidence if e.source == "events" and e.weight > 0 and e.span is not None}
        moved = [e for e in moved if e.mode not in in_stream]
        if not moved:
            return evidence, []
        ids = {id(e) for e in moved}
        evidence = [replace(e, mode=mapping[e.mode], note="the orchestrator's step after the agent finished")
                    if id(e) in ids else e for e in evidence]
        return evidence, ["the agent finished its session cleanly; the failure is in the orchestrator's step "
                          "after it (" + ", ".join(sorted({e.rule for e in moved})) + ")"]

    def _scores(self, evidence: list[Evidence]) -> dict[str, float]:
        # one stream line is one piece of evidence per mode: two rules matching the same
        # output ("Permission denied" and "are you root?") count once, at the stronger weight
        strongest: dict[tuple[str, int], Evidence] = {}
        rest = []
        for item in evidence:
            if item.span is not None and item.line is not None:
                key = (item.mode, item.line)
                if key not in strongest or item.weight > strongest[key].weight:
                    strongest[key] = item
            else:
                rest.append(item)
        per_rule: dict[tuple[str, str], list[float]] = defaultdict(list)
        for item in [*strongest.values(), *rest]:
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
            reasoning.append(f"no clear cause: the strongest sign, {ranked[0]}, scored {top:g} where {credible:g} "
                             "is needed to name a mode" if top else "no evidence of any failure mode was found")
            # how likely it is that none of the seven modes applies, given that nothing credible
            # was found: on unseen runs "nothing found" often means unseen wording (calibration.py)
            return "unknown", unknown_confidence(top, credible, self.t), reasoning
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
        raw = self._strength(score) * (0.55 + 0.45 * margin)
        # the raw figure orders diagnoses; calibration.py maps it to a probability fitted on
        # first-contact outputs (docs/diagnosis.md §5b)
        reasoning.append(f"{winner} scored {score:g}; runner-up {runner_up:g}")
        return winner, named_confidence(raw, self.t), reasoning

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
