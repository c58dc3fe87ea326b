"""Actions on a decision: tell the orchestrator (a webhook, a command) what the human decided.

A decision is only useful if it reaches whatever runs the retry. retriage does
not run retries itself; ``retriage.yaml`` lists actions that fire after a
decision has been recorded:

* ``webhook``: POST the decision as JSON (or a Slack message with
  ``format: slack``), with a timeout and bounded retries on 5xx, 429 and
  connection errors. Header values may name environment variables
  (``${CI_TOKEN}``) so that tokens stay out of the file; they are never logged.
* ``command``: run an argv list (never a shell) with placeholders substituted
  per argument and the prompt in a private temporary file, with a timeout.

The decision is written first, whatever happens next: an unreachable CI
never loses a decision. Each action's outcome is appended to
``decisions.log.ndjson`` as its own record (``"type": "action"``) and
returned, so the CLI can exit 1 and the TUI can show a toast.

This module does I/O on purpose; it is not part of the analyser.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterable

from retriage.core import __version__
from retriage.core.decisions import ACTIONS, append_log_line
from retriage.core.sanitize import inert_text

KEYS = ("on", "webhook", "command", "format", "headers", "timeout", "retries")
PLACEHOLDERS = ("run_id", "engine", "prompt_file", "action", "mode", "ticket_id", "run_dir")
FORMATS = ("json", "slack")
DEFAULT_TIMEOUT = 10.0
DEFAULT_RETRIES = 2
MAX_RETRIES = 5
MAX_TIMEOUT = 600.0
#: seconds before the first retry, doubled after each (tests lower it)
RETRY_BACKOFF = 0.5

_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
_ENV = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
#: what a substituted ticket id may contain: it comes from taskrun.json, which anyone can write
_SAFE_VALUE = re.compile(r"[^A-Za-z0-9._/:@+=-]")


@dataclass(frozen=True)
class ActionSpec:
    """One entry of ``actions:`` in retriage.yaml, already validated."""

    on: tuple[str, ...]
    webhook: str | None = None
    command: tuple[str, ...] | None = None
    format: str = "json"
    headers: tuple[tuple[str, str], ...] = ()
    timeout: float = DEFAULT_TIMEOUT
    retries: int = DEFAULT_RETRIES

    @property
    def kind(self) -> str:
        return "webhook" if self.webhook is not None else "command"

    @property
    def target(self) -> str:
        """What the action talks to, safe to log: a URL's scheme and host only (Slack
        webhook URLs carry their secret in the path), a command's program name."""
        if self.webhook is not None:
            if _ENV.fullmatch(self.webhook.strip()):
                return self.webhook.strip()  # the variable's name, not its value
            parts = urllib.parse.urlsplit(_ENV.sub("…", self.webhook))
            host = parts.netloc.rsplit("@", 1)[-1] or "?"  # never user:password@
            return f"{parts.scheme}://{host}"
        return os.path.basename(self.command[0]) if self.command else "?"

    def label(self, index: int) -> str:
        return f"action {index + 1} ({self.kind} {inert_text(self.target, 80)})"


@dataclass(frozen=True)
class Outcome:
    """What became of one action: delivered, or failed with a one-line reason."""

    index: int
    spec: ActionSpec
    ok: bool
    reason: str
    attempts: int = 1

    @property
    def line(self) -> str:
        state = "delivered" if self.ok else "failed"
        detail = f" ({self.reason})" if self.reason else ""
        return f"{self.spec.label(self.index)}: {state}{detail}"


# -- validation ------------------------------------------------------------------------------
def entry_problem(entry: dict[str, Any]) -> tuple[str | None, str] | None:
    """The first thing wrong with one ``actions:`` entry (types already checked by the schema):
    ``(key or None, message)``, or None. Kept here so that the rules live next to their use."""
    if "on" not in entry:
        return None, "needs 'on', e.g. on: [approve]"
    if not entry["on"]:
        return "on", f"should list at least one of {', '.join(ACTIONS)}"
    has_hook, has_command = "webhook" in entry, "command" in entry
    if has_hook == has_command:
        return None, "needs exactly one of 'webhook' or 'command'"
    if has_hook:
        url = entry["webhook"].strip()
        if not _ENV.fullmatch(url):  # a URL kept in an environment variable is checked when used
            problem = _url_problem(url)
            if problem:
                return "webhook", problem
    else:
        if "format" in entry or "headers" in entry:
            return "format" if "format" in entry else "headers", "only applies to a webhook"
        argv = entry["command"]
        if not argv or not argv[0].strip():
            return "command", "should be a non-empty list: [program, arg, ...]"
        for arg in argv:
            for name in _PLACEHOLDER.findall(arg):
                if name not in PLACEHOLDERS:
                    return "command", (f"unknown placeholder {{{inert_text(name, 40)}}} "
                                       f"(known: {', '.join('{' + p + '}' for p in PLACEHOLDERS)})")
    if "timeout" in entry and not 0 < entry["timeout"] <= MAX_TIMEOUT:
        return "timeout", f"should be more than 0 and at most {MAX_TIMEOUT:g} seconds"
    if "retries" in entry and not 0 <= entry["retries"] <= MAX_RETRIES:
        return "retries", f"should be between 0 and {MAX_RETRIES}"
    return None


def _url_problem(url: str) -> str | None:
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https"):
        return f"should be an http:// or https:// URL, got {inert_text(url.split(':', 1)[0] + ':', 20)!r}" \
            if ":" in url else "should be an http:// or https:// URL"
    if not parts.hostname:
        return "has no host"
    return None


def spec_from(entry: dict[str, Any]) -> ActionSpec:
    return ActionSpec(
        on=tuple(dict.fromkeys(entry["on"])),
        webhook=entry.get("webhook"),
        command=tuple(entry["command"]) if "command" in entry else None,
        format=entry.get("format", "json"),
        headers=tuple((str(k), str(v)) for k, v in (entry.get("headers") or {}).items()),
        timeout=float(entry.get("timeout", DEFAULT_TIMEOUT)),
        retries=int(entry.get("retries", DEFAULT_RETRIES)),
    )


# -- the decision as sent ----------------------------------------------------------------------
@dataclass(frozen=True)
class DecisionContext:
    """What an action is told: the recorded decision and a few facts about the run."""

    record: dict[str, Any]
    run_dir: Path
    ticket_id: str | None = None
    override: bool = False

    @property
    def run_id(self) -> str:
        return str(self.record.get("run_id") or "")

    @property
    def action(self) -> str:
        return str(self.record.get("action") or "")

    @property
    def engine(self) -> str:
        return str(self.record.get("engine_to") or self.record.get("engine_from") or "")

    @property
    def mode(self) -> str:
        return str((self.record.get("diagnosis") or {}).get("mode") or "")

    def payload(self) -> dict[str, Any]:
        return {
            "run_id": self.run_id,
            "action": self.action,
            "prompt": self.record.get("prompt"),
            "engine": self.engine,
            "engine_from": self.record.get("engine_from"),
            "engine_switched": bool(self.record.get("engine_switched")),
            "override": self.override,
            "ticket_id": self.ticket_id,
            "diagnosis": self.record.get("diagnosis"),
            "decided_by": self.record.get("decided_by"),
            "decided_at": self.record.get("decided_at"),
            "retriage_version": __version__,
        }


def _slack_escape(text: str) -> str:
    """Slack mrkdwn: &, < and > are the only control characters (<!channel>, <url|text>)."""
    return inert_text(text, 300).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def slack_message(ctx: DecisionContext) -> dict[str, Any]:
    diagnosis = ctx.record.get("diagnosis") or {}
    confidence = diagnosis.get("confidence")
    conf = f" {confidence:.2f}" if isinstance(confidence, (int, float)) else ""
    ticket = f" ({_slack_escape(ctx.ticket_id)})" if ctx.ticket_id else ""
    verb = {"approve": "approved a retry of", "park": "parked", "dismiss": "dismissed"}.get(ctx.action, ctx.action)
    who = _slack_escape(str(ctx.record.get("decided_by") or "someone"))
    text = f"retriage: {who} {verb} {_slack_escape(ctx.run_id)}{ticket}"
    detail = f"*mode* {_slack_escape(ctx.mode or 'unknown')}{conf}"
    if ctx.action == "approve":
        detail += f" · *engine* {_slack_escape(ctx.engine)}"
        if ctx.record.get("engine_switched"):
            detail += f" (was {_slack_escape(str(ctx.record.get('engine_from') or '?'))})"
        if ctx.override:
            detail += " · *override*: retry was not advised"
    return {
        "text": text,
        "blocks": [
            {"type": "section", "text": {"type": "mrkdwn", "text": text}},
            {"type": "context", "elements": [
                {"type": "mrkdwn", "text": detail},
                {"type": "mrkdwn", "text": f"decided at {_slack_escape(str(ctx.record.get('decided_at') or '?'))}"},
            ]},
        ],
    }


# -- webhook ---------------------------------------------------------------------------------
class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """A redirect would turn the POST into a GET, or carry the token to another host."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):  # noqa: ANN001
        return None


class _Failed(Exception):
    def __init__(self, reason: str, retry: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.retry = retry


def _expand(value: str, what: str, environ: dict[str, str]) -> str:
    def sub(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in environ:
            raise _Failed(f"{what}: environment variable {name} is not set", retry=False)
        return environ[name]

    return _ENV.sub(sub, value)


def _post_once(opener: urllib.request.OpenerDirector, url: str, body: bytes, headers: dict[str, str],
               timeout: float) -> None:
    request = urllib.request.Request(url, data=body, headers=headers, method="POST")
    try:
        with opener.open(request, timeout=timeout) as response:
            response.read(64 * 1024)
            status = response.status
    except urllib.error.HTTPError as exc:
        status = exc.code
        exc.close()
    except TimeoutError:
        raise _Failed(f"no answer within {timeout:g} s", retry=True) from None
    except urllib.error.URLError as exc:
        reason = exc.reason
        if isinstance(reason, TimeoutError):
            raise _Failed(f"no answer within {timeout:g} s", retry=True) from None
        text = getattr(reason, "strerror", None) or str(reason)
        raise _Failed(inert_text(str(text), 120), retry=True) from None
    except OSError as exc:
        raise _Failed(inert_text(exc.strerror or str(exc), 120), retry=True) from None
    except ValueError:  # http.client refuses a CR/LF in a header or the URL; its message would quote the secret
        raise _Failed("cannot send: a header value or the URL has characters HTTP does not allow", retry=False) from None
    if 200 <= status < 300:
        return
    if 300 <= status < 400:
        raise _Failed(f"HTTP {status}: redirects are not followed", retry=False)
    raise _Failed(f"HTTP {status}", retry=status >= 500 or status in (408, 429))


def deliver_webhook(spec: ActionSpec, ctx: DecisionContext, environ: dict[str, str] | None = None,
                    sleep: Callable[[float], None] = time.sleep) -> tuple[bool, str, int]:
    """POST the decision; ``(delivered, reason, attempts)``. Never raises."""
    environ = dict(os.environ) if environ is None else environ
    attempts = 0
    try:
        url = _expand(spec.webhook or "", "webhook URL", environ).strip()
        problem = _url_problem(url)
        if problem:
            raise _Failed(f"webhook URL {problem}", retry=False)
        headers = {"Content-Type": "application/json", "User-Agent": f"retriage/{__version__}"}
        for name, value in spec.headers:
            headers[name] = _expand(value, f"header {name}", environ)
        payload = slack_message(ctx) if spec.format == "slack" else ctx.payload()
        body = json.dumps(payload, ensure_ascii=False).encode("utf-8")
        opener = urllib.request.build_opener(_NoRedirect)
        delay = RETRY_BACKOFF
        while True:
            attempts += 1
            try:
                _post_once(opener, url, body, headers, spec.timeout)
                return True, "" if attempts == 1 else f"after {attempts} attempts", attempts
            except _Failed as exc:
                if not exc.retry or attempts > spec.retries:
                    raise
            sleep(delay)
            delay = min(delay * 2, 8.0)
    except _Failed as exc:
        suffix = f" after {attempts} attempts" if attempts > 1 else ""
        return False, exc.reason + suffix, max(attempts, 1)


# -- command ---------------------------------------------------------------------------------
def _safe_value(value: str | None) -> str:
    """A value from a run's files, made harmless as one argv element: no control or shell-ish
    characters, no leading '-' that a program would read as an option, capped."""
    value = _SAFE_VALUE.sub("_", value or "").lstrip("-")
    return value[:80]


def substitute(argv: Iterable[str], values: dict[str, str]) -> list[str]:
    """Each argument with its ``{placeholder}``s replaced; the list keeps its length."""
    return [_PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), arg) for arg in argv]


def run_command(spec: ActionSpec, ctx: DecisionContext) -> tuple[bool, str]:
    """Run the command; ``(ok, reason)``. Never raises, never uses a shell."""
    workdir = tempfile.mkdtemp(prefix="retriage-action-")  # 0700: the prompt is not for other users
    try:
        prompt_file = os.path.join(workdir, "prompt.md")
        with open(prompt_file, "w", encoding="utf-8") as handle:
            handle.write(ctx.record.get("prompt") or "")
        values = {
            "run_id": ctx.run_id, "engine": _safe_value(ctx.engine), "prompt_file": prompt_file,
            "action": ctx.action, "mode": ctx.mode, "ticket_id": _safe_value(ctx.ticket_id),
            "run_dir": str(ctx.run_dir),
        }
        argv = substitute(spec.command or (), values)
        program = argv[0]
        if os.sep not in program and shutil.which(program) is None:
            return False, f"{inert_text(program, 60)}: command not found"
        try:
            process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, cwd=str(ctx.run_dir.parent),
                                       start_new_session=True)
        except OSError as exc:
            return False, f"{inert_text(program, 60)}: {exc.strerror or exc}"
        try:
            _out, err = process.communicate(timeout=spec.timeout)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(process.pid, signal.SIGKILL)  # the whole group: a wrapper's children too
            except OSError:
                pass
            process.communicate()
            return False, f"timed out after {spec.timeout:g} s, killed"
        if process.returncode != 0:
            lines = [line for line in err.decode("utf-8", "replace").splitlines() if line.strip()]
            last = f": {inert_text(lines[-1].strip(), 120)}" if lines else ""
            code = process.returncode
            status = f"killed by signal {-code}" if code < 0 else f"exit status {code}"
            return False, status + last
        return True, ""
    except OSError as exc:
        return False, f"cannot prepare the prompt file: {exc.strerror or exc}"
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


# -- running them ----------------------------------------------------------------------------
def audit_record(outcome: Outcome, ctx: DecisionContext, now: datetime | None = None) -> dict[str, Any]:
    now = now or datetime.now(timezone.utc)
    return {
        "type": "action",
        "run_id": ctx.run_id,
        "decision": ctx.action,
        "decided_at": ctx.record.get("decided_at"),
        "index": outcome.index + 1,
        "kind": outcome.spec.kind,
        "target": outcome.spec.target,
        "outcome": "delivered" if outcome.ok else "failed",
        "reason": outcome.reason,
        "attempts": outcome.attempts,
        "at": now.strftime("%Y-%m-%dT%H:%M:%SZ"),
    }


def run_actions(runs_dir: Path, specs: Iterable[ActionSpec], ctx: DecisionContext,
                on_outcome: Callable[[Outcome], None] | None = None) -> list[Outcome]:
    """Run every action configured for this decision, in order; log and return each outcome.

    Call it only after the decision was written. An action that fails does not
    stop the next one; a log that cannot be appended to turns into a failure of
    that action (the decision itself is already on disk).
    """
    outcomes = []
    for index, spec in enumerate(specs):
        if ctx.action not in spec.on:
            continue
        try:
            if spec.webhook is not None:
                ok, reason, attempts = deliver_webhook(spec, ctx)
            else:
                (ok, reason), attempts = run_command(spec, ctx), 1
        except Exception as exc:  # noqa: BLE001 - whatever went wrong, it is this action's failure, not a crash
            ok, reason, attempts = False, f"internal error: {type(exc).__name__}", 1
        outcome = Outcome(index, spec, ok, reason, attempts)
        line = (json.dumps(audit_record(outcome, ctx), ensure_ascii=False, separators=(",", ":")) + "\n")
        try:
            append_log_line(runs_dir, line.encode("utf-8"))
        except Exception as exc:  # noqa: BLE001 - a DecisionError or OSError: report, never lose the outcome
            done = "delivered" if ok else (reason or "failed")
            outcome = Outcome(index, spec, False, f"{done}, but not logged: {inert_text(str(exc), 120)}", attempts)
        outcomes.append(outcome)
        if on_outcome is not None:
            on_outcome(outcome)
    return outcomes
