"""Renderers for the blind evaluation set (prefix w3-).

A case is written once as an abstract script of steps (prose, thinking, tool
calls with their output, notices, provider errors, the end of the run) and
rendered into one of four stream formats:

  claude             Claude Code `--output-format stream-json`
  claude-transcript  Claude Code session transcript (~/.claude/projects/*.jsonl)
  codex              OpenAI Codex `codex exec --json`
  osmia              Osmia agentstream

Every step may be marked as evidence; the renderer reports the 1-based line
numbers of the marked steps so labels never hard-code line numbers.
Everything is deterministic (seeded from the run slug).
"""
import hashlib
import json
import random
import shlex
import uuid
from datetime import datetime, timedelta, timezone

MODES = [
    "infra_failure", "permission_blocked", "dependency_missing",
    "test_misunderstanding", "wrong_approach", "scope_creep",
    "model_confusion", "unknown",
]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]

CLAUDE_TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit",
                "MultiEdit", "Write", "NotebookEdit", "WebFetch", "TodoWrite",
                "WebSearch", "BashOutput", "KillBash"]
SLASH = ["add-dir", "agents", "clear", "compact", "config", "context", "cost", "doctor",
         "exit", "help", "init", "mcp", "memory", "model", "pr-comments", "review",
         "status", "permissions", "hooks", "export"]


def hex4(slug):
    return hashlib.sha1(("w3/" + slug).encode()).hexdigest()[:4]


def numbered(text, start=1):
    return "\n".join(f"{i:>6}\u2192{line}" for i, line in enumerate(text.split("\n"), start))


class Run:
    """Builder for one run."""

    def __init__(self, slug, fmt, mode, *, near_miss="", why="", prompt="",
                 ticket="", repo="app", model=None, state=None, watchdog=None,
                 result=None, engine=None, retry_count=0, diagnosis_history=None,
                 start=None, extra_taskrun=None, files_changed=None):
        assert fmt in FORMATS, fmt
        assert mode in MODES + ["succeeded"], mode
        self.slug = slug
        self.id = f"w3-{slug}-{hex4(slug)}"
        self.fmt = fmt
        self.mode = mode
        self.near_miss = near_miss
        self.why = why
        self.prompt = prompt.strip() + "\n"
        self.ticket = ticket
        self.repo = repo
        self.rng = random.Random(self.id)
        self.model = model or ("gpt-5-codex" if fmt == "codex" else
                               self.rng.choice(["claude-sonnet-4-5-20250929",
                                                "claude-opus-4-1-20250805",
                                                "claude-sonnet-4-20250514"]))
        self.state = state or ("Succeeded" if mode == "succeeded" else "Failed")
        self.watchdog = watchdog
        self.result = result          # dict for result.json, or None
        self.engine = engine or ("codex" if fmt == "codex" else "claude-code")
        self.retry_count = retry_count
        self.diagnosis_history = diagnosis_history or []
        self.extra_taskrun = extra_taskrun or {}
        self.files_changed_override = files_changed
        self.steps = []
        self.ending = None
        if fmt == "claude":
            self.cwd = f"/workspace/{repo}"
        elif fmt == "claude-transcript":
            self.cwd = f"/home/dev/src/{repo}"
        elif fmt == "codex":
            self.cwd = f"/workspace/{repo}"
        else:
            self.cwd = "/workspace/repo"
        day = self.rng.randint(1, 27)
        hour = self.rng.randint(6, 20)
        self.t0 = start or datetime(2026, 11, day, hour, self.rng.randint(0, 59),
                                    self.rng.randint(0, 59), tzinfo=timezone.utc)

    # ----------------------------------------------------------- steps
    def _add(self, kind, ev=None, **kw):
        kw["kind"] = kind
        kw["ev"] = ev
        self.steps.append(kw)
        return self

    def p(self, path):
        """absolute path inside the run's working tree"""
        if path.startswith("/"):
            return path
        return f"{self.cwd}/{path}"

    def prelude(self, *pairs, at=1):
        """insert orientation commands (cmd, output) at position `at` of the script"""
        steps = [dict(kind="tool", ev=None, name="Bash", input=_bash_input(c, None, None),
                      out=o, code=0, cmd=c, no_result=False) for c, o in pairs]
        self.steps[at:at] = steps
        return self

    def say(self, text, ev=None):
        return self._add("say", ev, text=text)

    def think(self, text, ev=None):
        return self._add("think", ev, text=text)

    def bash(self, cmd, out="", code=0, ev=None, desc=None, timeout=None, no_result=False):
        return self._add("tool", ev, name="Bash", input=_bash_input(cmd, desc, timeout),
                         out=out, code=code, cmd=cmd, no_result=no_result)

    def read(self, path, content, ev=None, start=1):
        return self._add("tool", ev, name="Read", input={"file_path": self.p(path)},
                         out=content, code=0, path=path, start=start)

    def read_missing(self, path, ev=None):
        return self._add("tool", ev, name="Read", input={"file_path": self.p(path)},
                         out=None, code=1, path=path, missing=True)

    def edit(self, path, old, new, ev=None, fail=None, line=1):
        return self._add("tool", ev, name="Edit",
                         input={"file_path": self.p(path), "old_string": old,
                                "new_string": new},
                         out=new, code=1 if fail else 0, fail=fail, path=path, line=line)

    def write(self, path, content, ev=None, new=True):
        return self._add("tool", ev, name="Write",
                         input={"file_path": self.p(path), "content": content},
                         out=content, code=0, path=path, new=new)

    def grep(self, pattern, out, ev=None, path=None, glob=None):
        inp = {"pattern": pattern, "output_mode": "content", "-n": True}
        if path:
            inp["path"] = self.p(path)
        if glob:
            inp["glob"] = glob
        return self._add("tool", ev, name="Grep", input=inp, out=out, code=0,
                         pattern=pattern, gpath=path or ".")

    def glob(self, pattern, files, ev=None):
        return self._add("tool", ev, name="Glob", input={"pattern": pattern},
                         out="\n".join(self.p(f) for f in files), code=0,
                         pattern=pattern, files=files)

    def todo(self, items):
        todos = [{"content": t, "status": "in_progress" if i == 0 else "pending",
                  "activeForm": t} for i, t in enumerate(items)]
        return self._add("tool", None, name="TodoWrite", input={"todos": todos},
                         out="Todos have been modified successfully. Ensure that you "
                             "continue to use the todo list to track your progress. "
                             "Please proceed with the current tasks if applicable",
                         code=0, items=items)

    def webfetch(self, url, prompt, out, ev=None, code=0):
        return self._add("tool", ev, name="WebFetch", input={"url": url, "prompt": prompt},
                         out=out, code=code)

    def tool_denied(self, name, inp, msg, ev=None):
        """a tool call refused by Claude Code's permission layer"""
        return self._add("tool", ev, name=name, input=inp, out=msg, code=1, denied=True)

    def notice(self, text, ev=None, level="error"):
        """orchestrator notice (osmia: content role system)."""
        return self._add("notice", ev, text=text, level=level)

    def api_error(self, text, ev=None, retry=None):
        """a provider error reported while the session goes on (retried)."""
        return self._add("api_error", ev, text=text, retry=retry)

    # ----------------------------------------------------------- endings
    def end(self, ok, text, ev=None, subtype=None, denials=None, turns=None):
        """normal end of session. ok=True: final success result;
        ok=False: final error result (claude is_error, codex turn.failed,
        osmia success false)."""
        self.ending = dict(kind="end", ok=ok, text=text, ev=ev, subtype=subtype,
                           denials=denials or [], turns=turns)
        return self

    def provider_stop(self, text, ev=None, subtype="success", synthetic=True,
                      codex_repeats=1):
        """the provider (usage limit, overload, credit) ends the session."""
        self.ending = dict(kind="provider", text=text, ev=ev, subtype=subtype,
                           synthetic=synthetic, repeats=codex_repeats)
        return self

    def killed(self):
        """the stream just stops (container killed, no result line)."""
        self.ending = dict(kind="killed")
        return self

    # ----------------------------------------------------------- helpers
    def uid(self):
        return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))

    def ts(self, i):
        return (self.t0 + timedelta(seconds=7 * i + (i * i) % 5)).strftime(
            "%Y-%m-%dT%H:%M:%S.") + f"{(i * 137) % 1000:03d}Z"

    def ts_plain(self, i):
        return (self.t0 + timedelta(seconds=7 * i)).strftime("%Y-%m-%dT%H:%M:%SZ")

    def msgid(self):
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789"
        return "msg_01" + "".join(self.rng.choice(alphabet) for _ in range(22))

    def tuid(self):
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789"
        return "toolu_01" + "".join(self.rng.choice(alphabet) for _ in range(22))

    def usage(self):
        return {"input_tokens": self.rng.randint(3, 9),
                "cache_creation_input_tokens": self.rng.randint(100, 4000),
                "cache_read_input_tokens": self.rng.randint(12000, 90000),
                "output_tokens": self.rng.randint(20, 900),
                "service_tier": "standard"}

    # ----------------------------------------------------------- render
    def render(self):
        assert self.ending is not None, f"{self.id}: no ending"
        r = {"claude": render_claude, "claude-transcript": render_transcript,
             "codex": render_codex, "osmia": render_osmia}[self.fmt]
        lines, ev = r(self)
        return lines, sorted(set(ev))

    def tool_steps(self):
        return [s for s in self.steps if s["kind"] == "tool"]

    def changed_files(self):
        if self.files_changed_override is not None:
            return self.files_changed_override
        files = {s["path"] for s in self.tool_steps()
                 if s["name"] in ("Edit", "Write") and not s.get("fail")
                 and not s.get("denied") and s.get("path")}
        return len(files)

    def consecutive_identical(self):
        best = cur = 0
        prev = None
        for s in self.tool_steps():
            key = (s["name"], json.dumps(s["input"], sort_keys=True))
            cur = cur + 1 if key == prev else 1
            prev = key
            best = max(best, cur)
        return best


def _bash_input(cmd, desc, timeout):
    d = {"command": cmd}
    if desc:
        d["description"] = desc
    if timeout:
        d["timeout"] = timeout
    return d


# ===================================================================== outputs
def claude_tool_output(run, s):
    """(content, is_error) as Claude Code reports a tool result."""
    name = s["name"]
    if s.get("denied"):
        return s["out"], True
    if name == "Bash":
        if s["code"]:
            return f"Exit code {s['code']}\n{s['out']}".rstrip("\n"), True
        return s["out"], False
    if name == "Read":
        if s.get("missing"):
            return ("<tool_use_error>File does not exist. Current working directory: "
                    f"{run.cwd}</tool_use_error>"), True
        return numbered(s["out"], s.get("start", 1)), False
    if name == "Edit":
        if s.get("fail"):
            return f"<tool_use_error>{s['fail']}</tool_use_error>", True
        snippet = numbered(s["out"], s.get("line", 1))
        return (f"The file {run.p(s['path'])} has been updated. Here's the result of "
                f"running `cat -n` on a snippet of the edited file:\n{snippet}"), False
    if name == "Write":
        if s.get("new", True):
            return f"File created successfully at: {run.p(s['path'])}", False
        return (f"The file {run.p(s['path'])} has been updated. Here's the result of "
                f"running `cat -n` on a snippet of the edited file:\n"
                f"{numbered(chr(10).join(s['out'].split(chr(10))[:12]))}"), False
    if name == "Grep":
        return s["out"] or "No matches found", False
    if name == "Glob":
        return s["out"] or "No files found", False
    return s["out"], bool(s["code"])


def plain_output(run, s):
    """tool output as text (osmia / codex)."""
    name = s["name"]
    if name == "Bash":
        return s["out"]
    if name == "Read":
        if s.get("missing"):
            return f"sed: can't read {s['path']}: No such file or directory"
        return s["out"]
    return claude_tool_output(run, s)[0]


# ===================================================================== claude
def _init_claude(run, sid):
    return {"type": "system", "subtype": "init", "cwd": run.cwd, "session_id": sid,
            "tools": CLAUDE_TOOLS, "mcp_servers": [], "model": run.model,
            "permissionMode": run.extra_taskrun.get("_permission_mode", "bypassPermissions"),
            "slash_commands": SLASH, "apiKeySource": "ANTHROPIC_API_KEY",
            "output_style": "default", "uuid": run.uid()}


def render_claude(run):
    sid = run.uid()
    lines = [_init_claude(run, sid)]
    ev = []
    cur_msg = None
    turns = 0

    def amsg(content, msg=None):
        return {"type": "assistant",
                "message": {"id": msg, "type": "message", "role": "assistant",
                            "model": run.model, "content": content,
                            "stop_reason": None, "stop_sequence": None,
                            "usage": run.usage()},
                "parent_tool_use_id": None, "session_id": sid, "uuid": run.uid()}

    for s in run.steps:
        k = s["kind"]
        if cur_msg is None:
            cur_msg = run.msgid()
        if k == "say":
            lines.append(amsg([{"type": "text", "text": s["text"]}], cur_msg))
            _mark(ev, s, len(lines))
        elif k == "think":
            lines.append(amsg([{"type": "thinking", "thinking": s["text"],
                                "signature": _sig(run)}], cur_msg))
            _mark(ev, s, len(lines))
        elif k == "tool":
            tid = run.tuid()
            lines.append(amsg([{"type": "tool_use", "id": tid, "name": s["name"],
                                "input": s["input"]}], cur_msg))
            call_line = len(lines)
            if s.get("no_result"):
                _mark(ev, s, call_line, call_line)
                continue
            content, err = claude_tool_output(run, s)
            lines.append({"type": "user",
                          "message": {"role": "user", "content": [
                              {"tool_use_id": tid, "type": "tool_result",
                               "content": content, "is_error": err}]},
                          "parent_tool_use_id": None, "session_id": sid,
                          "uuid": run.uid()})
            _mark(ev, s, len(lines), call_line)
            cur_msg = None
            turns += 1
        elif k == "notice":
            # Claude stream-json has no orchestrator notice; rendered as a
            # system status line the way wrappers forward hook output.
            lines.append({"type": "system", "subtype": "status", "session_id": sid,
                          "level": s["level"], "message": s["text"], "uuid": run.uid()})
            _mark(ev, s, len(lines))
        elif k == "api_error":
            lines.append({"type": "system", "subtype": "api_retry", "session_id": sid,
                          "attempt": s["retry"] or 1, "max_retries": 10,
                          "error": s["text"], "uuid": run.uid()})
            _mark(ev, s, len(lines))
    e = run.ending
    cost = round(run.rng.uniform(0.4, 6.5), 6)
    dur = 7000 * max(turns, 1) + run.rng.randint(1000, 90000)
    if e["kind"] == "end":
        lines.append({"type": "result",
                      "subtype": e["subtype"] or ("success" if e["ok"] else "error_during_execution"),
                      "is_error": not e["ok"], "duration_ms": dur,
                      "duration_api_ms": dur - run.rng.randint(500, 5000),
                      "num_turns": e["turns"] or turns + 1, "result": e["text"],
                      "session_id": sid, "total_cost_usd": cost,
                      "usage": {k2: v for k2, v in run.usage().items()},
                      "permission_denials": e["denials"], "uuid": run.uid()})
        if e["ev"]:
            ev.append(len(lines))
    elif e["kind"] == "provider":
        if e["synthetic"]:
            lines.append({"type": "assistant",
                          "message": {"id": run.uid(), "model": "<synthetic>",
                                      "role": "assistant", "stop_reason": "stop_sequence",
                                      "stop_sequence": "", "type": "message",
                                      "usage": {"input_tokens": 0, "output_tokens": 0,
                                                "cache_creation_input_tokens": 0,
                                                "cache_read_input_tokens": 0},
                                      "content": [{"type": "text", "text": e["text"]}]},
                          "parent_tool_use_id": None, "session_id": sid,
                          "uuid": run.uid()})
            if e["ev"]:
                ev.append(len(lines))
        lines.append({"type": "result", "subtype": e["subtype"], "is_error": True,
                      "duration_ms": dur, "duration_api_ms": dur - 900,
                      "num_turns": turns + 1, "result": e["text"], "session_id": sid,
                      "total_cost_usd": cost, "usage": run.usage(),
                      "permission_denials": [], "uuid": run.uid()})
        if e["ev"]:
            ev.append(len(lines))
    return lines, ev


def _sig(run):
    return "".join(run.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
                   for _ in range(120)) + "=="


def _mark(ev, s, out_line, call_line=None):
    m = s.get("ev")
    if not m:
        return
    if m in (True, "out"):
        ev.append(out_line)
    elif m == "call":
        ev.append(call_line or out_line)
    elif m == "both":
        if call_line:
            ev.append(call_line)
        ev.append(out_line)


# ===================================================================== transcript
def render_transcript(run):
    sid = run.uid()
    version = run.rng.choice(["2.0.37", "2.0.55", "2.1.12", "2.1.38"])
    branch = run.extra_taskrun.get("_branch", f"agent/{run.ticket.lower() or 'task'}")
    lines = []
    ev = []
    i = [0]

    def base(parent):
        i[0] += 1
        return {"parentUuid": parent, "isSidechain": False, "userType": "external",
                "cwd": run.cwd, "sessionId": sid, "version": version,
                "gitBranch": branch}

    first_uuid = run.uid()
    lines.append({"type": "file-history-snapshot", "messageId": first_uuid,
                  "snapshot": {"messageId": first_uuid, "trackedFileBackups": {},
                               "timestamp": run.ts(0)}, "isSnapshotUpdate": False})
    u = base(None)
    u.update({"type": "user", "message": {"role": "user", "content": run.prompt.strip()},
              "uuid": first_uuid, "timestamp": run.ts(1),
              "thinkingMetadata": {"maxThinkingTokens": 31999}, "todos": [],
              "permissionMode": "bypassPermissions"})
    lines.append(u)
    parent = first_uuid
    cur_msg = None
    req = None
    n = 2

    def amsg(block, msg, model=None, extra=None):
        nonlocal parent, n
        d = base(parent)
        uid = run.uid()
        d.update({"message": {"model": model or run.model, "id": msg, "type": "message",
                              "role": "assistant", "content": [block],
                              "stop_reason": None, "stop_sequence": None,
                              "usage": run.usage()},
                  "requestId": req, "type": "assistant", "uuid": uid,
                  "timestamp": run.ts(n)})
        if extra:
            d.update(extra)
        n += 1
        parent = uid
        lines.append(d)
        return uid

    for s in run.steps:
        k = s["kind"]
        if cur_msg is None:
            cur_msg = run.msgid()
            req = "req_011C" + "".join(run.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789") for _ in range(18))
        if k == "say":
            amsg({"type": "text", "text": s["text"]}, cur_msg)
            _mark(ev, s, len(lines))
        elif k == "think":
            amsg({"type": "thinking", "thinking": s["text"], "signature": _sig(run)}, cur_msg)
            _mark(ev, s, len(lines))
        elif k == "tool":
            tid = run.tuid()
            a_uuid = amsg({"type": "tool_use", "id": tid, "name": s["name"],
                           "input": s["input"]}, cur_msg)
            call_line = len(lines)
            if s.get("no_result"):
                _mark(ev, s, call_line, call_line)
                continue
            content, err = claude_tool_output(run, s)
            d = base(parent)
            uid = run.uid()
            d.update({"type": "user", "message": {"role": "user", "content": [
                {"tool_use_id": tid, "type": "tool_result", "content": content,
                 "is_error": err}]},
                "uuid": uid, "timestamp": run.ts(n),
                "toolUseResult": _tool_use_result(run, s, content, err),
                "sourceToolAssistantUUID": a_uuid})
            n += 1
            parent = uid
            lines.append(d)
            _mark(ev, s, len(lines), call_line)
            cur_msg = None
        elif k == "notice":
            d = base(parent)
            uid = run.uid()
            d.update({"type": "system", "subtype": "informational", "content": s["text"],
                      "level": s["level"], "timestamp": run.ts(n), "uuid": uid,
                      "isMeta": False})
            n += 1
            parent = uid
            lines.append(d)
            _mark(ev, s, len(lines))
        elif k == "api_error":
            d = base(parent)
            uid = run.uid()
            d.update({"type": "system", "subtype": "api_error", "level": "error",
                      "error": {"message": s["text"]}, "retryInMs": 1000 * (2 ** (s["retry"] or 1)),
                      "retryAttempt": s["retry"] or 1, "maxRetries": 10,
                      "timestamp": run.ts(n), "uuid": uid})
            n += 1
            parent = uid
            lines.append(d)
            _mark(ev, s, len(lines))
    e = run.ending
    if e["kind"] == "end":
        if e["text"]:
            if cur_msg is None:
                cur_msg = run.msgid()
            amsg({"type": "text", "text": e["text"]}, cur_msg)
            if e["ev"]:
                ev.append(len(lines))
    elif e["kind"] == "provider":
        amsg({"type": "text", "text": e["text"]}, run.uid(), model="<synthetic>",
             extra={"isApiErrorMessage": True})
        if e["ev"]:
            ev.append(len(lines))
    return lines, ev


def _tool_use_result(run, s, content, err):
    name = s["name"]
    if s.get("denied"):
        return f"Error: {content}"
    if name == "Bash":
        if err:
            return f"Error: {content}"
        return {"stdout": s["out"], "stderr": "", "interrupted": False,
                "isImage": False}
    if name == "Read" and not s.get("missing"):
        n = s["out"].count("\n") + 1
        return {"type": "text", "file": {"filePath": run.p(s["path"]),
                                         "content": s["out"], "numLines": n,
                                         "startLine": s.get("start", 1), "totalLines": n + s.get("start", 1) - 1}}
    if name == "Edit" and not s.get("fail"):
        return {"filePath": run.p(s["path"]), "oldString": s["input"]["old_string"],
                "newString": s["input"]["new_string"], "replaceAll": False,
                "userModified": False}
    if err:
        return f"Error: {content}"
    return content


# ===================================================================== codex
def render_codex(run):
    lines = [{"type": "thread.started", "thread_id": run.uid()},
             {"type": "turn.started"}]
    ev = []
    item = [0]

    def nid():
        v = f"item_{item[0]}"
        item[0] += 1
        return v

    for s in run.steps:
        k = s["kind"]
        if k == "say":
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": s["text"]}})
            _mark(ev, s, len(lines))
        elif k == "think":
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "reasoning", "text": s["text"]}})
            _mark(ev, s, len(lines))
        elif k == "tool":
            name = s["name"]
            if name in ("Edit", "Write"):
                iid = nid()
                kind = "add" if (name == "Write" and s.get("new", True)) else "update"
                status = "failed" if s.get("fail") else "completed"
                lines.append({"type": "item.completed", "item": {
                    "id": iid, "type": "file_change",
                    "changes": [{"path": run.p(s["path"]), "kind": kind}],
                    "status": status}})
                _mark(ev, s, len(lines), len(lines))
                continue
            if name == "TodoWrite":
                iid = nid()
                lines.append({"type": "item.started", "item": {"id": iid, "type": "todo_list", "items": [
                    {"text": t, "completed": False} for t in s["items"]]}})
                continue
            cmd = _codex_cmd(run, s)
            iid = nid()
            lines.append({"type": "item.started", "item": {
                "id": iid, "type": "command_execution", "command": cmd,
                "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
            call_line = len(lines)
            if s.get("no_result"):
                _mark(ev, s, call_line, call_line)
                continue
            out = plain_output(run, s)
            code = s["code"]
            if s.get("declined"):
                lines.append({"type": "item.completed", "item": {
                    "id": iid, "type": "command_execution", "command": cmd,
                    "aggregated_output": out, "exit_code": None, "status": "declined"}})
            else:
                lines.append({"type": "item.completed", "item": {
                    "id": iid, "type": "command_execution", "command": cmd,
                    "aggregated_output": out, "exit_code": code,
                    "status": "failed" if code else "completed"}})
            _mark(ev, s, len(lines), call_line)
        elif k == "notice":
            lines.append({"type": "error", "message": s["text"]})
            _mark(ev, s, len(lines))
        elif k == "api_error":
            lines.append({"type": "error", "message": s["text"]})
            _mark(ev, s, len(lines))
    e = run.ending
    u = {"input_tokens": run.rng.randint(40000, 900000),
         "cached_input_tokens": run.rng.randint(30000, 800000),
         "output_tokens": run.rng.randint(900, 12000)}
    if e["kind"] == "end":
        if e["text"]:
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": e["text"]}})
            if e["ev"]:
                ev.append(len(lines))
        # the agent ended its turn itself; whether the task failed is the
        # orchestrator's verdict (taskrun / result.json), not a turn failure
        lines.append({"type": "turn.completed", "usage": u})
    elif e["kind"] == "provider":
        for _ in range(e["repeats"]):
            lines.append({"type": "error", "message": e["text"]})
            if e["ev"]:
                ev.append(len(lines))
        lines.append({"type": "turn.failed", "error": {"message": e["text"]}})
        if e["ev"]:
            ev.append(len(lines))
    return lines, ev


def _codex_cmd(run, s):
    name = s["name"]
    if name == "Bash":
        return "bash -lc " + shlex.quote(s["cmd"])
    if name == "Read":
        return "bash -lc " + shlex.quote(f"sed -n '{s.get('start', 1)},{s.get('start', 1) + 219}p' {s['path']}")
    if name == "Grep":
        return "bash -lc " + shlex.quote(f"rg -n {shlex.quote(s['pattern'])} {s['gpath']}")
    if name == "Glob":
        return "bash -lc " + shlex.quote(f"rg --files -g {shlex.quote(s['pattern'])}")
    if name == "WebFetch":
        return "bash -lc " + shlex.quote(f"curl -sS {s['input']['url']}")
    return "bash -lc " + shlex.quote(name)


# ===================================================================== osmia
def render_osmia(run):
    sid = run.uid()
    lines = [{"type": "system", "subtype": "init", "timestamp": run.ts_plain(0),
              "session_id": sid, "engine": run.engine, "model": run.model,
              "cwd": run.cwd, "task_id": run.ticket or run.id}]
    ev = []
    n = 1
    for s in run.steps:
        k = s["kind"]
        n += 1
        if k == "say":
            lines.append({"type": "content", "timestamp": run.ts_plain(n), "role": "assistant", "content": s["text"]})
            _mark(ev, s, len(lines))
        elif k == "think":
            if s.get("ev"):
                lines.append({"type": "content", "timestamp": run.ts_plain(n), "role": "assistant", "content": s["text"]})
                _mark(ev, s, len(lines))
        elif k == "tool":
            name = s["name"]
            args = dict(s["input"])
            lines.append({"type": "tool_use", "timestamp": run.ts_plain(n), "tool": name, "args": args})
            call_line = len(lines)
            if s.get("no_result"):
                _mark(ev, s, call_line, call_line)
                continue
            if name == "Bash":
                out = s["out"]
                if s["code"]:
                    out = f"Exit code {s['code']}\n{out}".rstrip("\n")
            else:
                out = claude_tool_output(run, s)[0]
            n += 1
            lines.append({"type": "content", "timestamp": run.ts_plain(n), "role": "tool", "content": out})
            _mark(ev, s, len(lines), call_line)
        elif k == "notice":
            lines.append({"type": "content", "timestamp": run.ts_plain(n), "role": "system", "content": s["text"]})
            _mark(ev, s, len(lines))
        elif k == "api_error":
            lines.append({"type": "content", "timestamp": run.ts_plain(n), "role": "system", "content": s["text"]})
            _mark(ev, s, len(lines))
    e = run.ending
    n += 1
    if e["kind"] in ("end", "provider"):
        if e["kind"] == "provider":
            lines.append({"type": "content", "timestamp": run.ts_plain(n), "role": "assistant", "content": e["text"]})
            if e["ev"]:
                ev.append(len(lines))
        lines.append({"type": "cost", "timestamp": run.ts_plain(n + 1),
                      "input_tokens": run.rng.randint(20000, 600000),
                      "output_tokens": run.rng.randint(800, 20000),
                      "cost_usd": round(run.rng.uniform(0.3, 7.0), 4)})
        ok = e.get("ok", False) if e["kind"] == "end" else False
        lines.append({"type": "result", "timestamp": run.ts_plain(n + 2), "success": ok,
                      "summary": e["text"]})
        if e["ev"]:
            ev.append(len(lines))
    return lines, ev


# ===================================================================== files
def taskrun(run, n_tools):
    created = run.t0.strftime("%Y-%m-%dT%H:%M:%SZ")
    updated = (run.t0 + timedelta(seconds=7 * (len(run.steps) + 3))).strftime("%Y-%m-%dT%H:%M:%SZ")
    d = {"id": run.id, "ticket_id": run.ticket, "engine": run.engine,
         "current_engine": run.engine, "engine_attempts": [run.engine],
         "state": run.state, "retry_count": run.retry_count, "max_retries": 2,
         "files_changed": run.changed_files(), "tool_calls_total": n_tools,
         "consecutive_identical_tools": run.consecutive_identical(),
         "tokens_consumed": run.rng.randint(60000, 2400000),
         "cost_usd": round(run.rng.uniform(0.3, 9.0), 2),
         "diagnosis_history": run.diagnosis_history,
         "created_at": created, "updated_at": updated}
    for k, v in run.extra_taskrun.items():
        if not k.startswith("_"):
            d[k] = v
    return d


def dump_line(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
