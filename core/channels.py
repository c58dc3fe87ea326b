"""Where a piece of text came from decides whether it can be evidence.

"timeout" in the output of ``cat k8s/deployment.yaml`` is file content; the same
word in the stderr of a failed ``kubectl apply`` is a report of a failure. This
module names the channel of every event so the analyser scans only the places
where failures are reported.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from retriage.core.events import Event, Kind
from retriage.core.literals import AnyBranch, QuickPattern, any_branch

FAILED_OUTPUT = "failed_output"
OUTPUT = "output"
ERROR = "error"
RESULT = "result"
RESULT_OK = "result_ok"
FILE_CONTENT = "file_content"
LOG = "log"
NOT_SCANNED = "not_scanned"

SYNTHETIC_MODEL = "<synthetic>"


@dataclass(frozen=True)
class ChannelRules:
    reader_tools: frozenset[str]
    edit_tools: frozenset[str]
    path_keys: tuple[str, ...]
    reader_commands: frozenset[str]
    git_reader_subcommands: frozenset[str]
    #: "program subcommand verb" of a code host's CLI that shows what people wrote (``gh issue view``)
    forge_reader_subcommands: frozenset[str]
    #: asked only whether it matches (an AnyBranch in the lean pipeline, the same answer faster)
    error_report: QuickPattern | AnyBranch
    engine_error_text: re.Pattern[str] | None = None
    #: a command whose exit status is a filter's at the end of a pipe (``cargo test 2>&1 | tail -n 20``):
    #: the shell reports the filter's 0 whatever the command did (``masked_pipe_regex``)
    masked_pipe: re.Pattern[str] | None = None

    @property
    def forge_programs(self) -> frozenset[str]:
        """The programs of ``forge_reader_subcommands`` (``gh``, ``glab``)."""
        return _programs_of(self.forge_reader_subcommands)

    @classmethod
    def from_rules(cls, rules: dict[str, Any], lean: bool = False) -> "ChannelRules":
        error_report = re.compile(rules["error_report_regex"])
        return cls(
            frozenset(rules["reader_tools"]),
            frozenset(rules["edit_tools"]),
            tuple(rules["path_keys"]),
            frozenset(rules["reader_commands"]),
            frozenset(rules["git_reader_subcommands"]),
            frozenset(rules.get("forge_reader_subcommands", ())),
            any_branch(error_report) if lean else QuickPattern(error_report),
            re.compile(rules["engine_error_text_regex"]),
            re.compile(rules["masked_pipe_regex"]) if rules.get("masked_pipe_regex") else None,
        )


@lru_cache(maxsize=16)
def _programs_of(entries: frozenset[str]) -> frozenset[str]:
    return frozenset(entry.split()[0] for entry in entries if entry.split())


#: :meth:`CodeWords.whose` for a hit inside a listed test's name: not evidence at all (a test called
#: "restarts the worker after SIGKILL" says what its author tests, nothing about the machine)
TEST_NAME_WORDS = "in a test's name in the runner's listing: the test author's words, not the machine's"
#: how a hit inside a failing test's report body begins its reason: what the run printed while the test failed (an
#: exception's message), which may still be the machine's own words (a pattern's ``code_words_by_topic``)
REPORT_BODY = "inside a failing test's report"


@dataclass(frozen=True)
class CodeWords:
    """Whose words a hit in a test run's output is.

    A failing test's report body (pytest, unittest, jest/vitest, mocha, go test,
    cargo test, JUnit/Surefire/Gradle, RSpec, minitest: start/end patterns in
    rules.yaml ``test_report_bodies``) and a line that reads as an assertion
    message quote the code under test: "Permission denied" there is what the
    feature prints, not what the environment did to the agent.
    """

    bodies: tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...]
    assertion_line: re.Pattern[str]
    raised_line: re.Pattern[str]
    #: a runner's listing line naming one test (rules.yaml ``test_title_line_regex``, groups ``title*``)
    title_line: re.Pattern[str] | None = None
    #: a line a test itself logged, whatever its outcome (rules.yaml ``test_log_line_regex``: Go's
    #: ``    render_test.go:58: ...`` from t.Log/t.Errorf)
    log_line: re.Pattern[str] | None = None

    @classmethod
    def from_rules(cls, rules: dict[str, Any]) -> "CodeWords":
        bodies = tuple((b["name"], re.compile(b["start"], re.MULTILINE), re.compile(b["end"], re.MULTILINE))
                       for b in rules["test_report_bodies"])
        title = rules.get("test_title_line_regex")
        logged = rules.get("test_log_line_regex")
        return cls(bodies, re.compile(rules["assertion_line_regex"]), re.compile(rules["raised_exception_line_regex"]),
                   re.compile(title) if title else None, re.compile(logged) if logged else None)

    def in_test_name(self, line: str, start: int, end: int) -> bool:
        """Whether line[start:end] lies inside the name of a test the line lists with its outcome."""
        if self.title_line is None:
            return False
        match = self.title_line.search(line)
        if match is None:
            return False
        for group, value in match.groupdict().items():
            if group.startswith("title") and value is not None:
                return match.start(group) <= start and end <= match.end(group)
        return False

    def body_of(self, text: str, start: int, end: int) -> str:
        """The name of the report format whose failure body holds text[start:end], or ''."""
        for name, opener, closer in self.bodies:
            for match in opener.finditer(text, 0, end):
                if match.start() > start:
                    break
                stop = closer.search(text, match.end())
                body_end = stop.start() if stop else len(text)
                if start < body_end and end > match.start():
                    return name
        return ""

    def whose(self, text: str, start: int, end: int, in_test_run: bool) -> str:
        """Why the hit at text[start:end] is the code's own words ('' when it is not)."""
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line = text[line_start:line_end if line_end >= 0 else len(text)]
        if self.assertion_line.search(line):
            return "in an assertion message: the code under test's own words"
        if in_test_run and self.in_test_name(line, start - line_start, end - line_start):
            return TEST_NAME_WORDS
        if in_test_run and self.log_line is not None and self.log_line.match(line):
            return "a line the test itself logged: the code under test's own words"
        if in_test_run and not self.raised_line.search(line):
            name = self.body_of(text, start, end)
            if name:
                return f"{REPORT_BODY} ({name}): the code under test's own words"
        return ""


def command_of(tool_input: Any) -> str:
    """The shell command of a tool call, if it is one."""
    if isinstance(tool_input, dict):
        # asked several times of every call and result: the two common shapes answered first
        value = tool_input.get("command")
        if isinstance(value, str):
            return value
        if value is None and "cmd" not in tool_input and "script" not in tool_input:
            return ""
        for key in ("command", "cmd", "script"):
            value = tool_input.get(key)
            if isinstance(value, str):
                return value
            if isinstance(value, list) and all(isinstance(v, str) for v in value):
                return " ".join(value)
    return ""


#: a shell that runs the command given as its argument: Codex's ``bash -lc '...'``, and on Windows runners
#: ``"C:\\...\\powershell.exe" -Command "..."``, ``pwsh -NoProfile -c "..."``, ``cmd.exe /c "..."``
_WRAPPER = re.compile(r"\A\s*(?:(?:bash|sh|zsh)\s+-l?c\s+"
                      r"|\"?(?:[^\"\\/\n]*[\\/])*(?:powershell|pwsh)(?:\.exe)?\"?\s+(?:-\w+\s+)*?-(?:Command|c)\s+"
                      r"|\"?(?:[^\"\\/\n]*[\\/])*cmd(?:\.exe)?\"?\s+/[ck]\s+)", re.IGNORECASE)


def unwrap_shell(command: str) -> str:
    """The command a shell wrapper runs: ``bash -lc 'git rm t.py'`` -> ``git rm t.py``."""
    return _unwrap(command)


def _unwrap(command: str) -> str:
    """``bash -lc 'pytest -q'`` -> ``pytest -q`` (Codex wraps every command so)."""
    body = _WRAPPER.sub("", command, count=1).strip()
    if body[:1] in "'\"" and body[-1:] == body[:1]:
        body = body[1:-1]
    return body


_PLAIN_WORD = re.compile(r"\A[\w./@%+=:,-]+\Z")
_SED_EXPRESSION = re.compile(r"\As([/|#,]).*\1.*\1\w*\Z", re.DOTALL)
_SHELLS = {"bash", "sh", "zsh"}


def requoted(command: str) -> str:
    """The command as the shell splits it, each word written back with one plain quoting: a word
    that holds a single quote in double quotes, any other word that needs quoting (and every sed
    expression) in single quotes. A sed expression with a quote inside it (the shell's close-quote,
    escaped quote, reopen idiom), inside Codex's ``bash -lc "..."`` wrapper, then reads as
    ``sed -i "s/a/a' b/" f``, a shape a pattern can match. A command the shell cannot split comes
    back unchanged."""
    try:
        words = shlex.split(command, comments=False)
        if len(words) == 3 and words[0] in _SHELLS and words[1] in ("-c", "-lc"):
            words = shlex.split(words[2], comments=False)
    except ValueError:
        return command
    out = []
    for word in words[:200]:
        if "'" in word and '"' not in word:
            out.append(f'"{word}"')
        elif "'" not in word and (_SED_EXPRESSION.match(word) or not _PLAIN_WORD.match(word)):
            out.append(f"'{word}'" if word not in ("&&", "||", ";", "|") else word)
        else:
            out.append(word)
    return " ".join(out)


@lru_cache(maxsize=4096)
def _words(command: str) -> tuple[str, ...]:
    command = _unwrap(command)
    try:
        return tuple(shlex.split(command, comments=False)[:8])
    except ValueError:
        return tuple(command.split()[:8])


#: ``NAME=value`` before a command (an environment assignment), compiled once: it is asked of
#: every word of every command
_ASSIGNMENT = re.compile(r"\A\w+=")
_SEGMENT = re.compile(r"\s*(?:&&|\|\||;|\|)\s*")
_PREAMBLE = {"cd", "export", "source", ".", "set", "pushd"}
#: programs that run the command after them (``env X=1 wrangler dev``, ``sudo -u app make``,
#: ``timeout 60 pytest``): the work is that command's, so they and their options are skipped
_PREFIXES = {"env", "sudo", "time", "nice", "timeout", "nohup", "command", "exec", "stdbuf", "ionice"}
#: their options that take a value (``sudo -u app``, ``nice -n 10``, ``timeout -s KILL``, ``env -u HOME``)
_PREFIX_VALUE_OPTIONS = {"-u", "-g", "-n", "-s", "-k", "-C", "-c", "-o", "-e", "-i", "--signal", "--kill-after",
                         "--user", "--group", "--unset", "--chdir", "-p"}
_DURATION = re.compile(r"\A\d+(?:\.\d+)?[smhd]?\Z")


def _skip_prefixes(words: list[str]) -> list[str]:
    """``env -u X Y=1 cmd a`` / ``sudo -E cmd a`` / ``timeout -s KILL 60 cmd a`` -> ``cmd a``.
    ``command -v cmd`` asks where cmd is and runs nothing: it stays as it is."""
    at = 0
    while at < len(words) and words[at].rsplit("/", 1)[-1] in _PREFIXES:
        if words[at] == "command" and words[at + 1:at + 2] in (["-v"], ["-V"]):
            break
        prefix = words[at].rsplit("/", 1)[-1]
        at += 1
        while at < len(words) and words[at].startswith("-"):
            at += 2 if words[at] in _PREFIX_VALUE_OPTIONS and prefix not in ("time", "command", "exec") else 1
        if prefix == "timeout" and at < len(words) and _DURATION.match(words[at]):
            at += 1
    return words[at:]
#: programs whose first argument names what they do (a subcommand, or a build tool's task:
#: ``./gradlew :app:dependencies`` working says nothing about ``./gradlew :app:test``)
_SUBCOMMAND_PROGRAMS = {"python", "python3", "uv", "poetry", "npx", "go", "cargo", "npm", "pnpm", "yarn",
                        "bun", "git", "make", "docker", "kubectl", "pip", "pip3", "dotnet", "mix", "bundle",
                        "gradle", "gradlew", "mvn", "mvnw", "sbt", "bazel", "rake"}

#: interpreters given code to run inline, and their flag for it
_INLINE_CODE_PROGRAMS = frozenset({"Rscript", "R", "node", "ruby", "perl", "php", "python", "python3", "julia",
                                   "deno", "bun", "elixir", "lua"})
_INLINE_CODE_FLAGS = frozenset({"-e", "-c", "--eval", "-E", "-r"})
#: a tool's own version or help query, never a rerun of its real work
_QUERY_FLAGS = frozenset({"--version", "-version", "-V", "--help", "-h", "version", "help"})
#: a bare verb (no path, no extension, no flag, no quotes): a CLI's subcommand
_SUBCOMMAND = re.compile(r"[a-z][a-z0-9-]*\Z")
#: global options of those programs that choose *where* the verb runs (a workspace package, a directory, a
#: module of a multi-project build): ``pnpm --filter web add x`` and ``pnpm --filter web test`` are two
#: commands, ``git -C repo status`` is ``git status``. Skipped with their value (``--filter web`` or
#: ``--filter=web``) to reach the verb. Any other option before the verb stays part of the key: a rerun
#: with another output base, cache or config directory (``bazel --output_base=/tmp/b test``) is a
#: workaround, not the same command run again
_LOCATION_FLAGS = frozenset({"--filter", "-F", "-C", "--dir", "--prefix", "--cwd", "-w", "--workspace",
                             "--project", "--manifest-path", "-pl", "--projects", "-p", "--project-dir"})
#: options before the verb that change only how much is printed (``mvn -q verify``, ``mvn -B -e verify``,
#: ``gradle --no-daemon test``, ``git --no-pager log``): skipped to reach the verb, so ``mvn -q verify`` and
#: ``mvn -q dependency:get`` are two commands, not one rerun
_QUIET_FLAGS = frozenset({"-q", "--quiet", "-s", "--silent", "-v", "--verbose", "-X", "--debug", "-e", "--errors",
                          "-B", "--batch-mode", "-ntp", "--no-transfer-progress", "--no-daemon", "--info",
                          "--stacktrace", "--warn", "--no-pager", "-P", "--no-color", "--no-colour"})
#: the same for a cluster or daemon CLI, per program: the namespace, context or host the verb acts on
#: (``kubectl -n billing apply`` and ``kubectl -n billing get`` are two commands, not one rerun)
_PROGRAM_LOCATION_FLAGS = {
    "kubectl": frozenset({"-n", "--namespace", "--context", "--cluster", "--kubeconfig"}),
    "oc": frozenset({"-n", "--namespace", "--context", "--cluster", "--kubeconfig"}),
    "helm": frozenset({"-n", "--namespace", "--kube-context", "--kubeconfig"}),
    "docker": frozenset({"-H", "--host", "--context"}),
    # `terraform -chdir=envs/staging init` and `terraform -chdir=envs/staging providers` are two commands
    "terraform": frozenset({"-chdir"}),
    "tofu": frozenset({"-chdir"}),
    "terragrunt": frozenset({"--working-dir", "--terragrunt-working-dir"}),
}


#: programs that look around before the work (``ls Pods | head -2; pod --version``, ``echo ==; make``):
#: the work is the command after them, when there is one
_LOOKS = frozenset({"ls", "cat", "head", "tail", "echo", "printf", "pwd", "wc", "true", "date", "which", "type"})


def main_command(command: str) -> list[str]:
    """Words of the command that does the work, skipping ``cd x &&``, a look around (``ls x;``) and the like."""
    body = _unwrap(command)
    first: list[str] = []
    for segment in _SEGMENT.split(body):
        words = _skip_prefixes([w for w in segment.split() if not _ASSIGNMENT.match(w)])
        if words and words[0] not in _PREAMBLE:
            if words[0].rsplit("/", 1)[-1] not in _LOOKS:
                return words[:6]
            first = first or words[:6]
    return first


def chained_commands(command: str) -> list[str]:
    """The commands a line chains after the one that does the work (``docker compose up -d db && sleep 15 &&
    pytest -q`` -> ``["sleep 15", "pytest -q"]``): a test run the agent starts right after bringing up what
    it needed is a rerun of that test, though the line's own key is the first command's."""
    segments = [seg for seg in _SEGMENT.split(_unwrap(command)) if seg.strip()]
    return segments[1:8] if len(segments) > 1 else []


@lru_cache(maxsize=4096)
def command_key(command: str) -> str:
    """A coarse identity for 'the same command': program plus subcommand.

    ``pytest -q tests/test_a.py`` and ``pytest -q tests/test_a.py -x`` are the
    same attempt; ``pip install x`` and ``pytest`` are not, nor are
    ``make proto`` and ``make test``.
    """
    words = main_command(command)
    if not words:
        return ""
    program = words[0].rsplit("/", 1)[-1]
    if program in _INLINE_CODE_PROGRAMS and len(words) > 2 and words[1] in _INLINE_CODE_FLAGS:
        # inline code: `Rscript -e '.libPaths()'` is no rerun of `Rscript -e 'lintr::lint_package()'`; the
        # code's first name tells them apart (`python -c "import x"` stays one attempt whatever it imports)
        head = re.match(r"[\w.:$]*", words[2].lstrip("'\"("))
        return f"{program} {words[1]} {head.group(0) if head else ''}".rstrip()
    located = _PROGRAM_LOCATION_FLAGS.get(program, frozenset())
    if program in _SUBCOMMAND_PROGRAMS or located:
        # a monorepo filter or a directory to work in before the verb: `pnpm --filter web add x` and
        # `pnpm --filter web test` are two commands, not one rerun
        at = 1
        while at < len(words):
            flag = words[at].split("=", 1)[0]
            if flag in _LOCATION_FLAGS or flag in located:
                at += 1 if "=" in words[at] else 2
            elif words[at] in _QUIET_FLAGS and not (program.startswith("python") and words[at] == "-X"):
                at += 1
            else:
                break
        if 1 < at < len(words):
            words = [words[0], *words[at:]]
    if program in _SUBCOMMAND_PROGRAMS and len(words) > 1:
        if words[1] == "-m" and len(words) > 2:
            return f"{program} -m {words[2]}"
        return f"{program} {words[1]}"
    if len(words) > 1 and (words[1] in _QUERY_FLAGS or _SUBCOMMAND.match(words[1])):
        # any CLI's verb (`az storage` / `az role`, `opam install` / `opam list`, `flutter pub`)
        # or a version query (`julia --version`): asking the tool about itself or running
        # another of its verbs is not a rerun of the command that failed
        return f"{program} {words[1]}"
    return program


def launched_programs(command: str, launcher: re.Pattern[str], wrapper: re.Pattern[str]) -> frozenset[str]:
    """The programs a command starts, by any route: its own program (``.venv/bin/pytest`` ->
    pytest), the tool a project's wrapper script stands for (``./gradlew`` -> gradle, ``./mvnw`` ->
    mvn: ``wrapper``, asked only of a path, where a repository keeps its wrapper), and the words a
    launcher runs (``npx jest``, ``python -m pytest``, ``bundle exec rspec``: ``launcher``).

    Why: a program the shell could not find (``gradle: command not found``) was found when a later
    command starts it another way; that is a different command, so the rerun check cannot see it."""
    words = main_command(command)
    if not words:
        return frozenset()
    first = words[0]
    program = first.rsplit("/", 1)[-1]
    out = {program}
    if "/" in first:
        wrapped = wrapper.match(program)
        if wrapped:
            out.add(wrapped.group("program"))
    if launcher.match(program):
        out.update(w.rsplit("/", 1)[-1] for w in words[1:] if w and not w.startswith("-"))
    return frozenset(out)


def shell_segments(command: str) -> list[str]:
    """The simple commands of a shell line, split at ``;``, ``&&``, ``||``, ``|``, ``&`` and newlines
    outside quotes (``2>&1`` and ``&>`` are redirections, not separators)."""
    body = _unwrap(command)
    segments: list[str] = []
    start = at = 0
    quote = ""
    while at < len(body):
        char = body[at]
        if quote:
            if char == "\\" and quote == '"':
                at += 1
            elif char == quote:
                quote = ""
        elif char == "\\":
            at += 1
        elif char in "'\"":
            quote = char
        elif char in ";\n|" or (char == "&" and body[at - 1:at] not in (">", "<")
                                  and body[at + 1:at + 2] != ">"):
            segments.append(body[start:at])
            if body[at + 1:at + 2] == char:
                at += 1
            start = at + 1
        at += 1
    segments.append(body[start:])
    return [segment for segment in (part.strip() for part in segments) if segment]


def _segment_reads(segment: str, rules: ChannelRules) -> bool | None:
    """Whether one simple command only reads; None for a step that neither reads nor writes
    (``cd``, ``set -e``): it leaves the question to the others."""
    words = [w for w in _words(segment) if not _ASSIGNMENT.match(w)]
    if words and words[0].rsplit("/", 1)[-1] == "xargs":  # `xargs grep x`: grep is what runs
        words = [w for w in words[1:] if not w.startswith("-")]
    if not words:
        return None
    program = words[0].rsplit("/", 1)[-1]
    if program in ("cd", "pushd", "popd", "set"):
        return None
    if program == "git":
        return len(words) > 1 and words[1] in rules.git_reader_subcommands
    if program in rules.forge_programs:
        # `gh issue view 12 --comments`: the text, written by people, not the environment's report
        return " ".join(words[:3]) in rules.forge_reader_subcommands or " ".join(words[:2]) in rules.forge_reader_subcommands
    if program == "sed":
        return "-i" not in words and not any(w.startswith("-i") for w in words[1:])
    return program in rules.reader_commands


def is_reader_command(command: str, rules: ChannelRules) -> bool:
    """Whether a shell line only reads: every simple command of it does (``ls Pods; pod --version`` runs
    pod, whose "command not found" is the environment's report, not a file's text)."""
    reads = [_segment_reads(segment, rules) for segment in shell_segments(command)[:16]]
    return True in reads and False not in reads


def input_path(tool_input: Any, keys: tuple[str, ...]) -> str:
    """The file a tool call was given (its first non-empty ``keys`` entry: file_path, path, ...), or ''."""
    if isinstance(tool_input, dict):
        for key in keys:
            value = tool_input.get(key)
            if isinstance(value, str) and value:
                return value
    return ""


def edited_paths(event: Event, rules: ChannelRules) -> list[str]:
    """Files a tool call edits (Edit/Write/..., Codex file_change)."""
    if event.kind is not Kind.TOOL_USE:
        return []
    if event.files:
        return list(event.files)
    if event.tool not in rules.edit_tools:
        return []
    path = input_path(event.tool_input, rules.path_keys)
    return [path] if path else []


def channel_of(event: Event, rules: ChannelRules, command: str | None = None) -> str:
    """The channel an event's text belongs to (see rules.yaml); ``command`` is the event's
    :func:`command_of`, when the caller has it."""
    kind = event.kind
    if kind is Kind.TOOL_RESULT:
        if command is None:
            command = command_of(event.tool_input)
        flagged = event.flagged
        if event.tool in rules.reader_tools:
            return FAILED_OUTPUT if flagged else FILE_CONTENT
        if command and is_reader_command(command, rules) and not flagged:
            return FILE_CONTENT
        if flagged:
            return FAILED_OUTPUT
        if event.fmt.value == "osmia" and rules.error_report.search(event.output):
            # Osmia carries no error flag: an output that reads as an error report is one.
            return FAILED_OUTPUT
        if (command and rules.masked_pipe is not None and rules.masked_pipe.search(command)
                and rules.error_report.search(event.output)):
            # the pipe's last filter answered for the command (`cargo build 2>&1 | tail`): an output
            # that reads as an error report is the command's failure, whatever the exit status says
            return FAILED_OUTPUT
        return OUTPUT
    if kind is Kind.ERROR:
        return ERROR
    if kind is Kind.TEXT and event.model == SYNTHETIC_MODEL:
        return ERROR
    if kind is Kind.TEXT and rules.engine_error_text is not None and rules.engine_error_text.match(event.text):
        # an engine that prints its provider's exception as the assistant's message (aider via
        # Osmia: "litellm.RateLimitError: ..."): the engine's words, not the agent's prose
        return ERROR
    if kind is Kind.RESULT:
        return RESULT if event.is_error else RESULT_OK
    if kind is Kind.PLAIN:
        return LOG
    return NOT_SCANNED


def scanned_text(event: Event) -> tuple[str, str]:
    """(field name, text) of the part of an event that patterns run over."""
    if event.kind is Kind.TOOL_RESULT:
        return "output", event.output
    return "text", event.text


_HEREDOC = re.compile(r"<<-?[ \t]*(['\"]?)([A-Za-z_]\w{0,30})\1[^\n]*\n")


def without_heredocs(command: str) -> str:
    """A command with the bodies of its here-documents taken out (``cat > f <<'PY' ... PY``): what they hold is
    data the command writes (a test file, a script), not commands the shell runs, so words in them name no
    program the run ran."""
    if "<<" not in command:
        return command
    out: list[str] = []
    at = 0
    for _ in range(20):
        found = _HEREDOC.search(command, at)
        if not found:
            break
        out.append(command[at:found.end()])
        end = re.compile(r"^[ \t]*" + re.escape(found.group(2)) + r"[ \t]*$", re.MULTILINE).search(command, found.end())
        at = end.end() if end else len(command)
    out.append(command[at:])
    return "".join(out)


_FILE_ARGUMENT = re.compile(r"[\w./\\-]+\.[A-Za-z]\w{0,7}")
#: a formatter's subcommand words and the flags whose value is a configuration file, not a target
_FORMATTER_WORDS = frozenset({"check", "format", "fix", "--"})
_CONFIG_FLAGS = frozenset({"--config", "-c", "--settings", "--rules", "--config-path", "--stdin-filename"})


def names_only_files(segment: str) -> bool:
    """Whether a formatter's or fixer's command (``ruff check --fix src/app/sweep.py``) names the files it
    changes, each one a file (no directory, no glob, no ``.``): it changes those files, not the repository."""
    words = segment.split()[1:]
    targets: list[str] = []
    skip = False
    for word in words:
        if skip:
            skip = False
            continue
        if word.startswith("-"):
            skip = word in _CONFIG_FLAGS
            continue
        if ">" in word or "<" in word:
            continue  # a redirection (`2>&1`)
        if word not in _FORMATTER_WORDS:
            targets.append(word.strip("'\""))
    return bool(targets) and all(_FILE_ARGUMENT.fullmatch(p) and "*" not in p for p in targets)
