"""From a diagnosis to a retry: prescription, prompt, advice and engine.

The retry prompt is the original prompt, then the prescription after it,
clearly delimited (the seed's RetryBuilder). Prescriptions are templates from
config; the only run-specific text they may contain are structured facts that
passed :mod:`retriage.core.sanitize`, so nothing an agent wrote can reach the next
agent as an instruction.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from retriage.core.config import Config
from retriage.core.diagnosis import Diagnosis
from retriage.core.rundir import TaskRun
from retriage.core.sanitize import safe_command, safe_token
from retriage.core.task import path_matches

PRESCRIPTION_BEGIN = "<!-- retriage: corrective instruction from the failure diagnosis -->"
PRESCRIPTION_HEADER = "## Corrective instruction (previous attempt: {mode})"
PRESCRIPTION_END = "<!-- /retriage -->"
_PLACEHOLDER = re.compile(r"\{(\w+)\}")
MAX_LIST_FACTS = 5


@dataclass(frozen=True)
class RetryAdvice:
    """Whether to retry, and on which engine: the one answer every view shows.

    The table, the diagnosis pane, the retry screen, ``retriage diagnose`` and
    its JSON all read this object, so they cannot disagree. It is coherent by
    construction: ``switch_engine`` is only ever true when a retry is advised
    (no retry, no engine to switch to).
    """

    advised: bool
    reason: str
    engine: str
    switch_engine: bool
    engine_reason: str
    #: which rule decided, a stable key for tools: see docs/diagnosis.md "Retry advice"
    rule: str = "advised"

    @property
    def verdict(self) -> str:
        """Two or three words for a table cell or a heading: "retry", "retry on codex", "park"."""
        if not self.advised:
            return "park"
        return f"retry on {self.engine}" if self.switch_engine else "retry"

    def to_json(self) -> dict[str, Any]:
        return {"advised": self.advised, "verdict": self.verdict, "rule": self.rule, "reason": self.reason,
                "engine": self.engine, "switch_engine": self.switch_engine, "engine_reason": self.engine_reason}


#: a template line starting with this is used only when the line above it was left out
ALTERNATIVE = "otherwise:"
#: a file path fit to be named in a prompt: relative, plain segments, a file extension
_FILE_PATH = re.compile(r"\A(?:[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}/){0,12}[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}"
                        r"\.[A-Za-z][A-Za-z0-9]{0,7}\Z")
#: a file name the *agent* chose (an edit call): stricter, it could be written to steer the next agent
_AGENT_NAME = re.compile(r"\A[A-Za-z0-9][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+){0,3}\.[A-Za-z][A-Za-z0-9]{0,7}\Z")
_AGENT_NAME_WORDS = re.compile(r"(?i)ignore|instruct|previous|prompt|system|disregard|override|push|main|"
                               r"delete|remove|secret|token|password|must|should|always|never")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def is_file_path(path: str) -> bool:
    """A path the ticket names that is a file (not a directory, URL route or time zone)."""
    return bool(_FILE_PATH.match(path)) and ".." not in path.split("/")


def agent_file_name(path: str) -> str | None:
    """The base name of a file the agent edited, if it is safe to put in a prompt.

    An agent can create ``ignore_previous_instructions.py``: only short, plain
    names (at most four parts, no imperative words) pass, and only the base name.
    """
    base = path.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]
    if not _AGENT_NAME.match(base) or len(base) > 48 or _AGENT_NAME_WORDS.search(base):
        return None
    return base


def _files_named(paths: list[str]) -> list[str]:
    """The files among the ticket's paths, each once (``cookie.test.ts`` is dropped beside
    ``src/session/__tests__/cookie.test.ts``)."""
    files = [p for p in dict.fromkeys(paths) if is_file_path(p)]
    return [p for p in files if not any(o != p and o.endswith("/" + p) for o in files)]


def prompt_facts(diagnosis: Diagnosis) -> dict[str, Any]:
    """The facts as a prompt may use them: one source for every name and count.

    * ``named_files``: only the files the ticket names (no directories, routes, zones);
    * ``test_files``: one name per edited test file, the ticket's own name for it when it
      has one, else the agent's base name if :func:`agent_file_name` lets it through;
      ``test_file_count`` is the number of edited test files, so the two cannot disagree;
    * counts of zero are facts of nothing: their sentences are left out;
    * the agent's own lists of paths (``unrelated_files``, ``edited_test_files``) are not
      facts a template can use: only their counts are.
    """
    facts = dict(diagnosis.facts)
    named = _files_named([str(p) for p in facts.get("named_files") or []])
    facts["named_files"] = named
    edited = [str(p) for p in facts.get("edited_test_files") or []]
    if edited or "test_file_count" in facts:
        names: list[str] = []
        for path in edited:
            ticket = [n for n in named if path_matches(path, n)]
            name = max(ticket, key=len) if ticket else agent_file_name(path)
            if name and name not in names:
                names.append(name)
        facts["test_files"] = names if len(names) == len(edited) else []
        facts["test_file_count"] = len(edited) or facts.get("test_file_count") or 0
    for key, value in list(facts.items()):
        if key.endswith("_count") and isinstance(value, int) and value <= 0:
            facts[key] = None
    # paths the agent chose, unfiltered: a template naming them would hand them to the next agent
    facts["unrelated_files"] = None
    facts["edited_test_files"] = None
    return facts


def _fact_text(name: str, value: Any) -> str | None:
    """A fact rendered for a prompt, or None if it is missing or unsafe."""
    if value is None or value == [] or value == "":
        return None
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return str(value)
    if isinstance(value, (list, tuple)):
        tokens = [t for t in (safe_token(str(v)) for v in value) if t]
        if not tokens:
            return None
        shown = ", ".join(f"`{t}`" for t in tokens[:MAX_LIST_FACTS])
        more = len(tokens) - MAX_LIST_FACTS
        return shown + (f" and {more} more" if more > 0 else "")
    text = str(value)
    if name in ("denied", "repeated"):
        safe = safe_command(text.replace("`", " "), 4)
        return f"`{safe}`" if safe else None
    token = safe_token(text)
    return f"`{token}`" if token else None


def _render(line: str, facts: dict[str, Any]) -> str | None:
    values = {}
    for name in _PLACEHOLDER.findall(line):
        rendered = _fact_text(name, facts.get(name))
        if rendered is None:
            return None
        values[name] = rendered
    return _PLACEHOLDER.sub(lambda m: values[m.group(1)], line)


def _without_repeats(lines: list[str]) -> list[str]:
    """Each sentence once: two template lines may end the same way."""
    seen: set[str] = set()
    out = []
    for line in lines:
        kept = []
        for sentence in _SENTENCE_END.split(line):
            key = " ".join(sentence.lower().split())
            if key and key in seen:
                continue
            seen.add(key)
            kept.append(sentence)
        if kept:
            out.append(" ".join(kept))
    return out


def prescription(diagnosis: Diagnosis, config: Config) -> str:
    """The corrective instruction for the diagnosed mode, facts filled in.

    Lines whose placeholders have no (safe) value are left out, so a template
    can offer a specific sentence when the fact is known and stay general
    otherwise; a line starting with ``otherwise:`` stands in for the line above
    it when that one was left out. No sentence is said twice.
    """
    template = config.prescriptions.get(diagnosis.mode) or config.prescriptions["unknown"]
    facts = prompt_facts(diagnosis)
    lines: list[str] = []
    previous_used = True
    for line in template.strip().splitlines():
        alternative = line.lstrip().startswith(ALTERNATIVE)
        if alternative:
            if previous_used:
                continue  # the line above said it
            line = line.lstrip()[len(ALTERNATIVE):].lstrip()
        rendered = _render(line, facts)
        previous_used = rendered is not None
        if rendered is not None:
            lines.append(rendered)
    return "\n".join(_without_repeats(lines)).strip()


def retry_prompt(original: str, diagnosis: Diagnosis, config: Config) -> str:
    """Original prompt first, then the delimited prescription."""
    header = PRESCRIPTION_HEADER.format(mode=diagnosis.mode)
    return (f"{original.rstrip()}\n\n{PRESCRIPTION_BEGIN}\n{header}\n\n"
            f"{prescription(diagnosis, config)}\n{PRESCRIPTION_END}\n")


def original_task(prompt: str) -> str:
    """The task itself: a prompt.md that is already a retry loses its old prescription,
    so prescriptions never stack and the old one is not read as part of the task."""
    return split_prompt(prompt)[0]


def split_prompt(prompt: str) -> tuple[str, str]:
    """(original part, prescription part) of a generated retry prompt."""
    index = prompt.find(PRESCRIPTION_BEGIN)
    if index < 0:
        return prompt, ""
    return prompt[:index].rstrip("\n"), prompt[index:]


def _history_modes(taskrun: TaskRun) -> list[str]:
    return [str(h.get("mode")) for h in taskrun.diagnosis_history if h.get("mode")]


def next_engine(mode: str, taskrun: TaskRun, config: Config) -> tuple[str, bool, str]:
    """(engine, switch?, why) for the retry."""
    current = taskrun.engine_now or config.default_engine
    if mode not in config.switch_engine_on:
        return current, False, f"keep {current}: engine switching is not configured for {mode}"
    tried = set(taskrun.engine_attempts) | {current}
    for engine in config.fallback_engines:
        if engine not in tried:
            return engine, True, f"{mode} is configured to switch engines; {engine} has not been tried on this task"
    return current, False, (f"{mode} is configured to switch engines, but every fallback engine "
                            f"({', '.join(config.fallback_engines) or 'none configured'}) has already been tried")


#: programs too generic to say a task "needs" them because the prompt mentions them
_TRIVIAL_PROGRAMS = {"cd", "ls", "cat", "echo", "pwd", "true", "test", "sh", "bash", "env"}


#: launchers whose own name says nothing: the program they run is the command
_WRAPPERS = {"npx", "bunx", "pnpx", "sudo", "time", "nice", "timeout"}
_WRAPPER_VERBS = {"exec", "run", "x", "dlx"}
#: tools every coding agent uses: a prompt that mentions "write" or "edit" does not ask for the tool
_GENERIC_TOOLS = {"bash", "shell", "write", "edit", "multiedit", "read", "glob", "grep", "ls", "task", "todowrite",
                  "notebookedit", "apply_patch", "local_shell", "exec_command"}


def denied_commands(diagnosis: Diagnosis) -> list[str]:
    """What a permission check refused, from the structured evidence: commands (``npm test``,
    program and first argument) and specific tools (``mcp__github__create_pull_request``)."""
    out: list[str] = []
    for item in diagnosis.evidence:
        if item.rule not in ("permission.denials", "permission.declined") or not item.note:
            continue
        note = item.note
        quoted = re.search(r"`([^`]+)`", note)
        command = quoted.group(1) if quoted else note
        safe = safe_command(command, 2)
        if safe and (safe.split()[0] in _WRAPPERS or safe.split()[-1] in _WRAPPER_VERBS):
            safe = safe_command(command, 3)  # "bundle exec rails", not "bundle exec": what is run counts
            safe = safe if safe and len(safe.split()) == 3 else None
        if safe and " " in safe and safe.split()[0] not in _TRIVIAL_PROGRAMS and safe not in out:
            out.append(safe)
        tool = safe_token(note.split("`")[0].strip()) if item.rule == "permission.denials" else None
        if tool and tool.lower() not in _GENERIC_TOOLS and len(tool) > 3 and tool not in out:
            out.append(tool)
    return out


def task_requires(command: str, task_text: str) -> bool:
    """Whether the task text asks for ``command`` itself (``npm test -- src/session`` pass)."""
    words = command.split()
    pattern = r"(?<![\w./-])" + r"\s+".join(re.escape(w) for w in words) + r"(?![\w-])"
    return re.search(pattern, task_text, re.IGNORECASE) is not None


def should_retry(diagnosis: Diagnosis, taskrun: TaskRun, config: Config, task_text: str = "") -> RetryAdvice:
    """The retry advice; every surface shows this and only this (see docs/diagnosis.md).

    The rules, first match wins: diagnosis disabled; infrastructure failure (park);
    a permission the task itself needs (park: a human must grant it); the task's
    diagnosis budget spent; its retries spent; the same mode again: switch engines
    if an untried fallback is configured for the mode (the switch *is* the retry),
    else park; otherwise retry. Whenever the advice is "park", no engine switch is
    proposed, so "park" and "switch to X" are never said together.
    """
    engine, switch, engine_reason = next_engine(diagnosis.mode, taskrun, config)
    current = taskrun.engine_now or config.default_engine
    history = _history_modes(taskrun)

    def park(rule: str, reason: str, why_engine: str = "no retry, so no engine switch") -> RetryAdvice:
        return RetryAdvice(False, reason, current, False, why_engine, rule)

    if not config.enabled:
        return park("disabled", "diagnosis is disabled in the configuration")
    if diagnosis.mode == "infra_failure":
        return park("infra_failure", "parked: infrastructure failure - no retry can succeed until the "
                                     "environment or provider problem is fixed")
    if diagnosis.mode == "permission_blocked":
        needed = [c for c in denied_commands(diagnosis) if task_requires(c, task_text)]
        if needed:
            return park("permission_needed", f"parked: the task itself requires `{needed[0]}`, which was "
                                             "denied - a human has to grant that permission before a retry "
                                             "can succeed")
    if len(history) >= config.max_diagnoses_per_task:
        return park("max_diagnoses", f"not retried: this task has been diagnosed {len(history)} times "
                                     f"(max_diagnoses_per_task = {config.max_diagnoses_per_task})")
    if (taskrun.max_retries is not None and taskrun.retry_count is not None
            and taskrun.retry_count >= taskrun.max_retries):
        return park("max_retries", f"not retried: retry_count {taskrun.retry_count} has reached max_retries "
                                   f"{taskrun.max_retries}")
    if diagnosis.mode in history:
        if switch:
            return RetryAdvice(True, f"retry on {engine}: {diagnosis.mode} was already diagnosed on an earlier "
                                     f"attempt on {current}, so the retry switches engines instead of repeating "
                                     "the same prescription", engine, True, engine_reason, "repeated_switch")
        return park("repeated", f"not retried: {diagnosis.mode} was already diagnosed on an earlier attempt "
                                "of this task and no untried engine is configured for it, the same "
                                "prescription is unlikely to help", engine_reason)
    # one retry counter, the one the table shows as "used/allowed" (taskrun.json), and only when known
    used = (f" ({taskrun.retry_count} of {taskrun.max_retries} retries used)"
            if taskrun.retry_count is not None and taskrun.max_retries is not None else "")
    return RetryAdvice(True, f"retry with the {diagnosis.mode} prescription{used}", engine, switch, engine_reason,
                       "advised")
