"""``retriage pull k8s``: materialise an Osmia deployment's agent runs as a local runs directory.

On-call engineers already have ``kubectl`` with a kubeconfig and whatever auth
plugin their cluster needs, so this shells out to it (argv lists, never a
shell) instead of talking to the API server itself. What it reads, from a
real Osmia deployment:

* Jobs and Pods labelled ``app=osmia-agent``; ``osmia.io/task-run-id`` names
  the attempt (``<id>``, retries ``<id>-rN``, engine fallbacks ``<id>-fbN``,
  continuations ``<id>-cN``), ``osmia.io/engine`` its engine. Attempts are
  grouped under their base id: one run directory per ticket's task run.
* The ``agent`` container's stdout is the engine's raw stream (Claude
  stream-json, Codex exec JSON, ...): ``kubectl logs <pod> -c agent``.
* ``OSMIA_TICKET_ID`` in the container's env, the prompt in its argv.
* ``state.terminated`` of the container (OOMKilled, exit codes) and the Job's
  conditions (``DeadlineExceeded``: the run timed out).
* Watchdog reasons exist only in the controller's JSON log (``msg`` "watchdog
  anomaly: terminating task run", ``task_run_id``, ``reason_code``).

The result lives in ``$XDG_CACHE_HOME/retriage/k8s/<context>/<namespace>/``.
A second pull is incremental: a terminated pod already fetched is not fetched
again; a running one gets only the lines after the last timestamp seen
(``--since-time``), appended. Every other file is written atomically.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import secrets
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, BinaryIO, Iterable, TextIO

from retriage.core.rundir import valid_run_id
from retriage.core.sanitize import inert_text

AGENT_SELECTOR = "app=osmia-agent"
CONTROLLER_SELECTOR = "app.kubernetes.io/name=osmia"
LABEL_TASK_RUN = "osmia.io/task-run-id"
LABEL_ENGINE = "osmia.io/engine"
CONTAINER = "agent"
TICKET_ENV = "OSMIA_TICKET_ID"
WATCHDOG_MSG = "watchdog anomaly: terminating task run"
STATE_FILE = ".retriage-pull.json"
ATTEMPTS_DIR = ".attempts"  # a dot name: not a run to rundir, ignored by the watcher

#: where each engine's argv carries the prompt: the value after this flag; None: the last element
PROMPT_FLAGS: dict[str, str | None] = {
    "claude-code": "-p", "aider": "--message", "opencode": "--message", "cline": "--task", "codex": None,
}
#: an attempt id's suffixes: retry, engine fallback, continuation
_ATTEMPT = re.compile(r"-(r|fb|c)(\d+)$")
_KIND = {"r": "retry", "fb": "fallback", "c": "continuation"}
_DURATION = re.compile(r"^(\d+)([smhd])$")
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_TIMESTAMP = re.compile(r"^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?Z ")
GET_TIMEOUT = 120
LOG_TIMEOUT = 900


class PullError(Exception):
    """Pulling cannot go on; the message is one line."""


# -- kubectl -----------------------------------------------------------------------------------
@dataclass
class Kubectl:
    context: str | None
    namespace: str | None
    binary: str = "kubectl"

    def argv(self, *args: str, namespaced: bool = True) -> list[str]:
        argv = [self.binary]
        if self.context:
            argv += ["--context", self.context]
        if namespaced and self.namespace:
            argv += ["-n", self.namespace]
        return argv + list(args)

    def run(self, *args: str, namespaced: bool = True, timeout: float = GET_TIMEOUT) -> str:
        argv = self.argv(*args, namespaced=namespaced)
        try:
            done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
        except FileNotFoundError:
            raise PullError(f"{self.binary}: not found on PATH; retriage pull k8s uses your kubectl "
                            "and kubeconfig") from None
        except subprocess.TimeoutExpired:
            raise PullError(f"kubectl {' '.join(args[:2])}: no answer within {timeout:g} s") from None
        except OSError as exc:
            raise PullError(f"{self.binary}: cannot run: {exc.strerror or exc}") from None
        if done.returncode != 0:
            raise PullError(explain(done.stderr.decode("utf-8", "replace"), " ".join(args[:2])))
        return done.stdout.decode("utf-8", "replace")

    def json(self, *args: str, namespaced: bool = True) -> dict[str, Any]:
        text = self.run(*args, "-o", "json", namespaced=namespaced)
        try:
            data = json.loads(text)
        except ValueError:
            raise PullError(f"kubectl {' '.join(args[:2])}: output is not JSON") from None
        if not isinstance(data, dict):
            raise PullError(f"kubectl {' '.join(args[:2])}: unexpected output")
        return data

    def logs_to(self, pod: str, path: Path, *extra: str, container: str | None = CONTAINER) -> None:
        """Stream ``kubectl logs`` straight into ``path`` (a stream can be hundreds of MB)."""
        args = ["logs", pod] + (["-c", container] if container else []) + ["--timestamps", *extra]
        with open(path, "wb") as out:
            try:
                done = subprocess.run(self.argv(*args), stdin=subprocess.DEVNULL, stdout=out,
                                      stderr=subprocess.PIPE, timeout=LOG_TIMEOUT)
            except FileNotFoundError:
                raise PullError(f"{self.binary}: not found on PATH") from None
            except subprocess.TimeoutExpired:
                raise PullError(f"kubectl logs {pod}: no answer within {LOG_TIMEOUT} s") from None
        if done.returncode != 0:
            raise PullError(explain(done.stderr.decode("utf-8", "replace"), f"logs {pod}"))


def explain(stderr: str, what: str) -> str:
    """kubectl's error as one line: its last 'error:'/'Error from server' line, made inert."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    chosen = next((line for line in reversed(lines) if line.lower().startswith(("error", "unable"))), None)
    text = chosen or (lines[-1] if lines else "failed with no message")
    return f"kubectl {what}: {inert_text(text, 300)}"


# -- pure helpers ------------------------------------------------------------------------------
def split_attempt(task_run_id: str) -> tuple[str, list[tuple[str, int]]]:
    """``"pay-7-r1-fb2"`` -> ``("pay-7", [("retry", 1), ("fallback", 2)])``."""
    suffixes = []
    base = task_run_id
    while (match := _ATTEMPT.search(base)) and match.start() > 0:
        suffixes.insert(0, (_KIND[match.group(1)], int(match.group(2))))
        base = base[: match.start()]
    return base, suffixes


def parse_duration(text: str) -> timedelta:
    match = _DURATION.match(text.strip())
    if not match:
        raise PullError(f"--since {inert_text(text, 40)!r}: expected a duration like 30m, 6h or 2d")
    return timedelta(seconds=int(match.group(1)) * _UNITS[match.group(2)])


def ts_key(stamp: str) -> str:
    """A kubelet timestamp (RFC 3339, trailing zeros trimmed) as a string that sorts correctly."""
    match = re.match(r"^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?Z$", stamp)
    if not match:
        return stamp
    return f"{match.group(1)}.{(match.group(2) or '').ljust(9, '0')}Z"


def safe_name(text: str) -> str:
    """A kube context (``arn:aws:eks:...:cluster/x``) or namespace as one directory name."""
    return re.sub(r"[^A-Za-z0-9._-]", "_", text).strip(".") or "_"


def prompt_from_argv(argv: list[str], engine: str) -> str | None:
    if not argv:
        return None
    flags = [PROMPT_FLAGS[engine]] if engine in PROMPT_FLAGS else ["-p", "--message", "--task"]
    for flag in flags:
        if flag is None:
            return argv[-1] if len(argv) > 1 else None
        if flag in argv[:-1]:
            return argv[argv.index(flag) + 1]
    return None


def _labels(item: dict[str, Any]) -> dict[str, str]:
    labels = (item.get("metadata") or {}).get("labels") or {}
    return labels if isinstance(labels, dict) else {}


def _agent_container(pod: dict[str, Any]) -> dict[str, Any]:
    containers = (pod.get("spec") or {}).get("containers") or []
    for container in containers:
        if isinstance(container, dict) and container.get("name") == CONTAINER:
            return container
    return {}


def _terminated(pod: dict[str, Any]) -> dict[str, Any] | None:
    for status in (pod.get("status") or {}).get("containerStatuses") or []:
        if isinstance(status, dict) and status.get("name") == CONTAINER:
            terminated = (status.get("state") or {}).get("terminated")
            return terminated if isinstance(terminated, dict) else None
    return None


def job_state(job: dict[str, Any] | None) -> str | None:
    """``TimedOut`` / ``Failed`` / ``Succeeded`` from a Job's conditions, None while it runs."""
    for condition in (job or {}).get("status", {}).get("conditions") or []:
        if not isinstance(condition, dict) or condition.get("status") != "True":
            continue
        if condition.get("type") == "Failed":
            return "TimedOut" if condition.get("reason") == "DeadlineExceeded" else "Failed"
        if condition.get("type") in ("Complete", "SuccessCriteriaMet"):
            return "Succeeded"
    return None


def attempt_facts(pod: dict[str, Any]) -> dict[str, Any]:
    """Everything retriage keeps about one attempt, from its pod object."""
    meta = pod.get("metadata") or {}
    labels = _labels(pod)
    container = _agent_container(pod)
    engine = labels.get(LABEL_ENGINE) or ""
    argv = [str(x) for x in (container.get("command") or []) + (container.get("args") or [])]
    env = {e.get("name"): e.get("value") for e in container.get("env") or [] if isinstance(e, dict)}
    status = pod.get("status") or {}
    terminated = _terminated(pod)
    return {
        "task_run_id": labels.get(LABEL_TASK_RUN),
        "pod": meta.get("name"),
        "uid": meta.get("uid"),
        "engine": engine,
        "ticket_id": env.get(TICKET_ENV) if isinstance(env.get(TICKET_ENV), str) else None,
        "prompt": prompt_from_argv(argv, engine),
        "phase": status.get("phase"),
        "pod_reason": status.get("reason"),
        "exit_code": terminated.get("exitCode") if terminated else None,
        "reason": terminated.get("reason") if terminated else None,
        "finished_at": terminated.get("finishedAt") if terminated else None,
        "created_at": meta.get("creationTimestamp"),
    }


def attempt_state(facts: dict[str, Any], job: str | None, watchdog: dict[str, Any] | None) -> str:
    if job == "TimedOut" or facts.get("pod_reason") == "DeadlineExceeded":
        return "TimedOut"
    if facts.get("phase") == "Succeeded" or job == "Succeeded":
        return "Succeeded"
    if watchdog is not None or facts.get("phase") in ("Failed", "Gone") or job == "Failed":
        return "Failed"
    if facts.get("phase") in ("Pending", "Running"):
        return "Running"
    return "Failed" if facts.get("exit_code") not in (None, 0) else "Running"


def result_note(facts: dict[str, Any], state: str) -> dict[str, Any] | None:
    """What Kubernetes knows about how the attempt ended, as result.json (diagnosis reads it)."""
    if state == "TimedOut":
        return {"success": False, "summary": "Kubernetes Job deadline exceeded (activeDeadlineSeconds): "
                                             "the agent was stopped before it finished", "exit_code": facts.get("exit_code")}
    code, reason = facts.get("exit_code"), facts.get("reason")
    if state == "Failed" and facts.get("phase") == "Gone":
        return {"success": False, "summary": f"the agent pod {facts.get('pod')} was deleted before it finished; "
                                             "its stream ends where the last pull left it"}
    if state != "Failed" or (code in (None, 0) and not reason):
        return None
    if reason == "OOMKilled":
        summary = f"container {CONTAINER} was OOMKilled (out of memory, exit code {code})"
    else:
        summary = f"container {CONTAINER} terminated: {inert_text(str(reason or 'Error'), 60)} (exit code {code})"
    return {"success": False, "summary": summary, "exit_code": code}


def watchdog_entries(lines: Iterable[str]) -> dict[str, dict[str, Any]]:
    """The controller's slog JSON lines that say the watchdog terminated a task run."""
    found: dict[str, dict[str, Any]] = {}
    for line in lines:
        match = _TIMESTAMP.match(line)
        text = line[match.end():] if match else line
        if WATCHDOG_MSG not in text:
            continue
        try:
            entry = json.loads(text)
        except ValueError:
            continue
        if not isinstance(entry, dict) or entry.get("msg") != WATCHDOG_MSG:
            continue
        trid, code = entry.get("task_run_id"), entry.get("reason_code")
        if isinstance(trid, str) and isinstance(code, str):
            found[trid] = {"reason_code": code, "action": entry.get("action"), "time": entry.get("time")}
    return found


# -- files -------------------------------------------------------------------------------------
def write_atomic(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` via a temporary file and a rename; False if it was already so."""
    try:
        if path.read_bytes() == data:
            return False
    except OSError:
        pass
    tmp = path.parent / f".{path.name}.{secrets.token_hex(4)}.tmp"
    try:
        with open(tmp, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
    return True


def _json_bytes(value: Any) -> bytes:
    return (json.dumps(value, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def _stamp(line: bytes) -> tuple[bytes, bytes] | None:
    """``(timestamp, rest)`` of a ``--timestamps`` line, None when the line has no stamp."""
    stamp, sep, rest = line.partition(b" ")
    if sep and 20 <= len(stamp) <= 30 and stamp[-1:] == b"Z" and stamp[10:11] == b"T" and stamp[:4].isdigit():
        return stamp, rest
    return None


def _strip_timestamps(raw: Path, out: BinaryIO, skip_before: str | None, skip_at: int) -> tuple[int, str | None, int]:
    """Copy a ``--timestamps`` log to ``out`` without the prefixes, dropping the lines already
    fetched: every line before ``skip_before``, and the first ``skip_at`` lines stamped exactly
    then. A pod's log is in time order, so comparing stops at the first newer line, and equal
    stamps are neighbours. Line by line: a stream can be hundreds of MB. Returns (bytes written,
    last stamp, lines with that stamp)."""
    written = 0
    last_raw: bytes | None = None
    at_last = 0
    skipping = skip_before is not None
    seen_at_skip = 0
    with open(raw, "rb") as handle:
        for line in handle:
            if not line.endswith(b"\n"):
                line += b"\n"
            parts = _stamp(line)
            if parts is None:
                if not skipping:
                    written += out.write(line)
                continue
            stamp, rest = parts
            if skipping:
                key = ts_key(stamp.decode("ascii", "replace"))
                if key < skip_before:
                    continue
                if key == skip_before and seen_at_skip < skip_at:
                    seen_at_skip += 1
                    continue
                skipping = False
            written += out.write(rest)
            if stamp == last_raw:
                at_last += 1
            else:
                last_raw, at_last = stamp, 1
    if last_raw is None:
        return written, skip_before, skip_at
    last = ts_key(last_raw.decode("ascii", "replace"))
    if last == skip_before:
        at_last += skip_at
    return written, last, at_last


# -- the pull ----------------------------------------------------------------------------------
@dataclass
class PullResult:
    root: Path
    runs: int
    fetched: int
    appended: int
    unchanged: int
    warnings: list[str]


def cache_root() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "retriage" / "k8s"


def pull(context: str | None = None, namespace: str | None = None, since: str | None = None,
         controller_selector: str = CONTROLLER_SELECTOR, controller_namespace: str | None = None,
         root: Path | None = None, now: datetime | None = None) -> PullResult:
    now = now or datetime.now(timezone.utc)
    window = parse_duration(since) if since else None
    kube = Kubectl(context, namespace)
    if not context:
        context = kube.run("config", "current-context", namespaced=False).strip()
        if not context:
            raise PullError("kubectl has no current context; pass --context")
        kube.context = context
    if not namespace:
        namespace = kube.run("config", "view", "--minify", "-o", "jsonpath={..namespace}",
                             namespaced=False).strip() or "default"
        kube.namespace = namespace
    dest = (root or cache_root()) / safe_name(context) / safe_name(namespace)
    dest.mkdir(parents=True, exist_ok=True)
    state = _load_state(dest)
    warnings: list[str] = []

    pods = kube.json("get", "pods", "-l", AGENT_SELECTOR).get("items") or []
    try:
        jobs = kube.json("get", "jobs", "-l", AGENT_SELECTOR).get("items") or []
    except PullError as exc:  # e.g. allowed to read pods but not jobs: deadlines then come from pod reasons
        warnings.append(f"{exc}; Job conditions not read")
        jobs = []
    job_states = {_labels(j).get(LABEL_TASK_RUN): job_state(j) for j in jobs if isinstance(j, dict)}
    cutoff = (now - window) if window else None

    fetched = appended = unchanged = 0
    for pod in sorted((p for p in pods if isinstance(p, dict)), key=lambda p: str(
            (p.get("metadata") or {}).get("creationTimestamp") or "")):
        facts = attempt_facts(pod)
        trid, name = facts["task_run_id"], facts["pod"]
        if not isinstance(trid, str) or not valid_run_id(trid) or not isinstance(name, str):
            warnings.append(f"pod {inert_text(str(name), 80)}: no usable {LABEL_TASK_RUN} label, skipped")
            continue
        if cutoff and _parse_time(facts["created_at"]) and _parse_time(facts["created_at"]) < cutoff \
                and facts["phase"] not in ("Pending", "Running"):
            continue
        known = state["pods"].get(name)
        if known and known.get("uid") != facts["uid"]:
            known = None  # a new pod under an old name
        attempt = dict(state["attempts"].get(trid) or {})
        prompt = facts["prompt"] or attempt.get("prompt")
        state["attempts"][trid] = {**attempt, **facts, "prompt": prompt, "job": job_states.get(trid)}
        if known and known.get("done"):
            unchanged += 1
            continue
        terminated = facts["phase"] in ("Succeeded", "Failed")
        try:
            added = _fetch_log(kube, dest, state, trid, name, facts["uid"], known)
        except PullError as exc:
            if facts["phase"] == "Pending":
                continue  # no container yet: nothing to read, try again next time
            warnings.append(str(exc))
            continue
        if known is None:
            fetched += 1
        elif added:
            appended += 1
        else:
            unchanged += 1
        state["pods"][name]["done"] = terminated

    _mark_gone(state, {str((p.get("metadata") or {}).get("name")) for p in pods if isinstance(p, dict)},
               job_states)
    since_arg = f"{int(window.total_seconds())}s" if window else None  # kubectl takes Go durations: no "d"
    _pull_watchdog(kube, state, controller_selector, controller_namespace or namespace, since_arg, warnings)
    runs = _materialise(dest, state, now)
    write_atomic(dest / STATE_FILE, _json_bytes(state))
    return PullResult(dest, runs, fetched, appended, unchanged, warnings)


def _mark_gone(state: dict[str, Any], listed: set[str], job_states: dict[Any, str | None]) -> None:
    """A pod that was running at the last pull and is no longer listed was deleted (Osmia deletes
    a Job it stops, or the Job's TTL ran out): its attempt ended, and nothing more can be read."""
    for name, seen in state["pods"].items():
        if seen.get("done") or name in listed:
            continue
        seen["done"] = True
        attempt = state["attempts"].get(seen.get("task_run_id"))
        if attempt is not None:
            attempt["phase"] = "Gone"
            attempt["job"] = job_states.get(seen.get("task_run_id"), attempt.get("job"))


def _parse_time(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None


def _load_state(dest: Path) -> dict[str, Any]:
    try:
        state = json.loads((dest / STATE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        state = {}
    if not isinstance(state, dict):
        state = {}
    for key in ("pods", "attempts", "watchdog", "controllers", "runs"):
        if not isinstance(state.get(key), dict):
            state[key] = {}
    return state


def _fetch_log(kube: Kubectl, dest: Path, state: dict[str, Any], trid: str, pod: str, uid: Any,
               known: dict[str, Any] | None) -> bool:
    """Fetch a pod's stream into attempts/<trid>.ndjson: all of it the first time, then only what
    came after the last timestamp seen, appended. True when new lines arrived."""
    attempts = dest / ATTEMPTS_DIR
    attempts.mkdir(exist_ok=True)
    target = attempts / f"{trid}.ndjson"
    since = known.get("last") if known and target.exists() else None
    with tempfile.TemporaryDirectory(dir=dest, prefix=".pull-") as tmp:
        raw = Path(tmp) / "log"
        if since:
            kube.logs_to(pod, raw, "--since-time", since)
            with open(target, "ab") as handle:  # growth of a live stream: appended in place
                added, last, at_last = _strip_timestamps(raw, handle, since, int(known.get("at_last") or 0))
        else:
            kube.logs_to(pod, raw)
            fresh = Path(tmp) / "stream"
            with open(fresh, "wb") as handle:
                added, last, at_last = _strip_timestamps(raw, handle, None, 0)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(fresh, target)  # same file system: the temporary directory is inside dest
    state["pods"][pod] = {"uid": uid, "task_run_id": trid, "last": last, "at_last": at_last, "done": False}
    return added > 0


def _pull_watchdog(kube: Kubectl, state: dict[str, Any], selector: str, namespace: str, since: str | None,
                   warnings: list[str]) -> None:
    """Watchdog reasons from the controller's log: new lines only, like the agents' streams."""
    controller = Kubectl(kube.context, namespace, kube.binary)
    try:
        pods = controller.json("get", "pods", "-l", selector).get("items") or []
    except PullError as exc:
        warnings.append(f"{exc}; watchdog reasons not read")
        return
    if not pods:
        warnings.append(f"no controller pod matches {inert_text(selector, 80)} in {inert_text(namespace, 60)}; "
                        "watchdog reasons not read (see --controller-selector)")
        return
    for pod in pods:
        name = (pod.get("metadata") or {}).get("name") if isinstance(pod, dict) else None
        if not isinstance(name, str):
            continue
        last = state["controllers"].get(name)
        with tempfile.TemporaryDirectory(prefix="retriage-pull-") as tmp:
            raw = Path(tmp) / "log"
            extra = ["--since-time", last] if last else (["--since", since] if since else [])
            try:
                controller.logs_to(name, raw, *extra, container=None)
            except PullError as exc:
                warnings.append(f"{exc}; watchdog reasons not read")
                continue
            newest = last
            lines = []
            with open(raw, encoding="utf-8", errors="replace") as handle:
                for line in handle:
                    match = _TIMESTAMP.match(line)
                    if match:
                        key = ts_key(line[: match.end() - 1])
                        newest = key if newest is None or key > newest else newest
                    lines.append(line)
            state["watchdog"].update(watchdog_entries(lines))
            if newest:
                state["controllers"][name] = newest


def _materialise(dest: Path, state: dict[str, Any], now: datetime) -> int:
    """One run directory per base task run, from every attempt seen so far."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for trid, attempt in state["attempts"].items():
        base, _ = split_attempt(trid)
        if valid_run_id(base):
            groups.setdefault(base, []).append(attempt)
    for base, attempts in groups.items():
        attempts.sort(key=lambda a: (str(a.get("created_at") or ""), len(split_attempt(a["task_run_id"])[1])))
        run = dest / base
        run.mkdir(exist_ok=True)
        latest = attempts[-1]
        trid = latest["task_run_id"]
        watchdog = state["watchdog"].get(trid)
        run_state = attempt_state(latest, latest.get("job"), watchdog)
        kinds = [kind for a in attempts for kind, _ in split_attempt(a["task_run_id"])[1][-1:]]
        engines = [a.get("engine") or "" for a in attempts]
        first_prompt = next((a["prompt"] for a in attempts if a.get("prompt")), None)
        taskrun = {
            "id": base,
            "ticket_id": next((a["ticket_id"] for a in attempts if a.get("ticket_id")), None),
            "engine": engines[0] or None,
            "current_engine": engines[-1] or None,
            "engine_attempts": [e for e in dict.fromkeys(engines) if e],
            "state": run_state,
            "retry_count": sum(1 for kind in kinds if kind in ("retry", "fallback")),
            "continuations": sum(1 for kind in kinds if kind == "continuation"),
            "created_at": attempts[0].get("created_at"),
            "updated_at": latest.get("finished_at") or latest.get("created_at"),
            "source": {"kind": "kubernetes", "pods": [a.get("pod") for a in attempts],
                       "task_run_ids": [a["task_run_id"] for a in attempts]},
        }
        write_atomic(run / "taskrun.json", _json_bytes({k: v for k, v in taskrun.items() if v is not None}))
        if first_prompt:
            write_atomic(run / "prompt.md", first_prompt.encode("utf-8"))
        _sync_events(dest, run, state, trid)
        note = None if watchdog else result_note(latest, run_state)
        _put_or_remove(run / "result.json", _json_bytes(note) if note else None)
        wd = None
        if watchdog:
            message = f"{WATCHDOG_MSG} (action {watchdog.get('action') or '?'})"
            wd = {"reason_code": watchdog["reason_code"], "message": message}
        _put_or_remove(run / "watchdog.json", _json_bytes(wd) if wd else None)
    return len(groups)


def _put_or_remove(path: Path, data: bytes | None) -> None:
    if data is not None:
        write_atomic(path, data)
    elif path.exists() and not path.is_symlink():
        path.unlink()


def _sync_events(dest: Path, run: Path, state: dict[str, Any], trid: str) -> None:
    """events.ndjson is the latest attempt's stream: appended while that attempt grows, replaced
    atomically when a new attempt takes over (a reader sees a rotation, never a mix)."""
    source = dest / ATTEMPTS_DIR / f"{trid}.ndjson"
    target = run / "events.ndjson"
    if not source.exists():
        return
    record = state["runs"].get(run.name) or {}
    size = source.stat().st_size
    try:
        have = target.stat().st_size
    except OSError:
        have = -1
    if record.get("from") == trid and have == record.get("bytes") and 0 <= have <= size:
        if have < size:
            with open(source, "rb") as src, open(target, "ab") as out:
                src.seek(have)
                out.write(src.read())
    else:
        tmp = run / f".events.ndjson.{secrets.token_hex(4)}.tmp"
        try:
            shutil.copyfile(source, tmp)
            os.replace(tmp, target)
        finally:
            if tmp.exists():
                tmp.unlink()
    state["runs"][run.name] = {"from": trid, "bytes": size}


# -- command line ------------------------------------------------------------------------------
def add_pull_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """``retriage pull k8s ...``; the caller's main() runs ``args.handler(args, out, err)``."""
    pull_parser = subparsers.add_parser("pull", help="fetch runs from where they live into a runs directory")
    sources = pull_parser.add_subparsers(dest="source", metavar="SOURCE", required=True)
    k8s = sources.add_parser("k8s", help="Osmia agent pods through your kubectl",
                             description="Materialise Osmia's agent runs (pods labelled app=osmia-agent) "
                                         "in $XDG_CACHE_HOME/retriage/k8s/<context>/<namespace>/ and print "
                                         "that directory. Re-running fetches only what is new.")
    k8s.add_argument("--context", metavar="C", help="kube context (default: kubectl's current context)")
    k8s.add_argument("-n", "--namespace", metavar="NS", help="namespace (default: the context's, else default)")
    k8s.add_argument("--since", metavar="D", help="only runs started in the last D (e.g. 30m, 6h, 2d)")
    k8s.add_argument("--controller-selector", metavar="SEL", default=CONTROLLER_SELECTOR,
                     help=f"label selector of the Osmia controller pod (default: {CONTROLLER_SELECTOR})")
    k8s.add_argument("--controller-namespace", metavar="NS", help="the controller's namespace (default: -n)")
    k8s.set_defaults(handler=cmd_pull_k8s)
    return pull_parser


def register(subparsers: argparse._SubParsersAction) -> None:
    """The CLI's sub-command hook (``retriage.core.cli.COMMAND_MODULES``)."""
    add_pull_parser(subparsers)


def cmd_pull_k8s(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        result = pull(args.context, args.namespace, args.since, args.controller_selector, args.controller_namespace)
    except PullError as exc:
        print(f"retriage: {exc}", file=err)
        return 2
    except OSError as exc:
        print(f"retriage: cannot write the runs directory: {exc.strerror or exc}", file=err)
        return 2
    for warning in result.warnings:
        print(f"retriage: warning: {inert_text(warning, 300)}", file=err)
    print(f"retriage: {result.runs} runs; {result.fetched} pods fetched, {result.appended} appended to, "
          f"{result.unchanged} unchanged. Open them with: retriage {result.root}", file=err)
    print(result.root, file=out)
    return 0
