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

PRESCRIPTION_BEGIN = "<!-- retriage: corrective instruction from the failure diagnosis -->"
PRESCRIPTION_HEADER = "## Corrective instruction (previous attempt: {mode})"
PRESCRIPTION_END = "<!-- /retriage -->"
_PLACEHOLDER = re.compile(r"\{(\w+)\}")
MAX_LIST_FACTS = 5


@dataclass(frozen=True)
class RetryAdvice:
    advised: bool
    reason: str
    engine: str
    switch_engine: bool
    engine_reason: str

    def to_json(self) -> dict[str, Any]:
        return {"advised": self.advised, "reason": self.reason, "engine": self.engine,
                "switch_engine": self.switch_engine, "engine_reason": self.engine_reason}


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


def prescription(diagnosis: Diagnosis, config: Config) -> str:
    """The corrective instruction for the diagnosed mode, facts filled in.

    Lines whose placeholders have no (safe) value are left out, so a template
    can offer a specific sentence when the fact is known and stay general
    otherwise.
    """
    template = config.prescriptions.get(diagnosis.mode) or config.prescriptions["unknown"]
    lines = []
    for line in template.strip().splitlines():
        values = {}
        ok = True
        for name in _PLACEHOLDER.findall(line):
            rendered = _fact_text(name, diagnosis.facts.get(name))
            if rendered is None:
                ok = False
                break
            values[name] = rendered
        if ok:
            lines.append(_PLACEHOLDER.sub(lambda m: values[m.group(1)], line))
    return "\n".join(lines).strip()


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


def should_retry(diagnosis: Diagnosis, taskrun: TaskRun, config: Config) -> RetryAdvice:
    engine, switch, engine_reason = next_engine(diagnosis.mode, taskrun, config)
    history = _history_modes(taskrun)
    if not config.enabled:
        return RetryAdvice(False, "diagnosis is disabled in the configuration", engine, switch, engine_reason)
    if diagnosis.mode == "infra_failure":
        return RetryAdvice(False, "parked: infrastructure failure - no retry can succeed until the "
                                  "environment or provider problem is fixed", engine, False,
                           "no retry, so no engine")
    if diagnosis.mode in history:
        return RetryAdvice(False, f"not retried: {diagnosis.mode} was already diagnosed on an earlier attempt "
                                  "of this task, the same prescription is unlikely to help", engine, switch,
                           engine_reason)
    if len(history) >= config.max_diagnoses_per_task:
        return RetryAdvice(False, f"not retried: this task has been diagnosed {len(history)} times "
                                  f"(max_diagnoses_per_task = {config.max_diagnoses_per_task})",
                           engine, switch, engine_reason)
    if (taskrun.max_retries is not None and taskrun.retry_count is not None
            and taskrun.retry_count >= taskrun.max_retries):
        return RetryAdvice(False, f"not retried: retry_count {taskrun.retry_count} has reached max_retries "
                                  f"{taskrun.max_retries}", engine, switch, engine_reason)
    return RetryAdvice(True, f"retry with the {diagnosis.mode} prescription ({retry_counter(taskrun, config)})",
                       engine, switch, engine_reason)


def retry_counter(taskrun: TaskRun, config: Config) -> str:
    """One retry counter for every place that shows one: "retry 1 of 2".

    The task's own budget (retry_count of max_retries, the table's "0/2") and
    retriage's (max_diagnoses_per_task) both limit retries; the tighter one is
    the honest "of N", and the retries already used, whichever count is
    higher, give the number of this one.
    """
    used = max(taskrun.retry_count or 0, len(_history_modes(taskrun)))
    limits = [n for n in (taskrun.max_retries, config.max_diagnoses_per_task) if n is not None]
    return f"retry {used + 1} of {min(limits)}" if limits else f"retry {used + 1}"
