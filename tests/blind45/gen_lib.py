"""Renderers for the k3 blind set.

A case is written once as a list of abstract steps (prose, shell commands, reads,
edits, orchestrator notices, the final result) and rendered into one of four
stream formats:

  claude             Claude Code `--output-format stream-json`
  claude-transcript  ~/.claude/projects/<project>/<session>.jsonl (no result line)
  codex              `codex exec --json`
  osmia              Osmia agentstream (system/init, tool_use, content, cost, result)

Steps may carry an evidence marker; the renderer reports which 1-based lines of
events.ndjson those steps ended up on, so labels never hard-code line numbers.
"""
import datetime as _dt
import hashlib
import json
import random
import re
import string
import uuid

B62 = string.ascii_letters + string.digits


# --------------------------------------------------------------------------- steps
class Step(dict):
    pass


def _st(kind, ev=None, **kw):
    s = Step(kind=kind, ev=ev)
    s.update(kw)
    return s


def say(text, ev=None):
    """assistant prose"""
    return _st("say", ev, text=text)


def think(text):
    return _st("think", None, text=text)


_PIPE_TAIL = re.compile(r"\|\s*(tail|head|sed -n|cut|sort|uniq|wc)\b[^|;&]*$")


def bash(cmd, out="", code=0, ev=None, desc=None, pending=False, wait=0):
    """a shell command and its combined output. ev: 'call' | 'result' | 'both'.
    pending: the call never returned (killed pod, watchdog): only the call line is written.
    wait: seconds that pass before the step (long builds, stalls)."""
    if code and _PIPE_TAIL.search(cmd):
        code = 0  # no pipefail: the exit status is the last command's of the pipeline
    return _st("bash", ev, cmd=cmd, out=out, code=code, desc=desc, pending=pending, wait=wait)


def read(path, content, ev=None):
    return _st("read", ev, path=path, content=content)


def edit(path, old, new, ev=None, err=None):
    return _st("edit", ev, path=path, old=old, new=new, err=err)


def write(path, content, ev=None):
    return _st("write", ev, path=path, content=content)


def grep(pattern, out, path=".", ev=None):
    return _st("grep", ev, pattern=pattern, out=out, path=path)


def glob(pattern, out, ev=None):
    return _st("glob", ev, pattern=pattern, out=out)


def todo(items):
    return _st("todo", None, items=items)


def sysnote(text, ev=None, wait=0):
    """orchestrator notice (osmia only: content role=system)"""
    return _st("sys", ev, text=text, wait=wait)


def api_error(message, ev=None, retries=0):
    """provider/API error that ends the session (codex: error + turn.failed;
    claude: synthetic assistant text + is_error result)."""
    return _st("api_error", ev, message=message, retries=retries)


def end(success, text, ev=None, subtype=None):
    """final result of the session (claude result / osmia result / codex turn.completed).
    For transcripts it becomes the last assistant message."""
    return _st("end", ev, success=success, text=text, subtype=subtype)


def denied(tool, inp, ev=None):
    """Claude Code permission system refused a tool call"""
    return _st("denied", ev, tool=tool, input=inp)


# --------------------------------------------------------------------------- helpers
class Ctx:
    def __init__(self, seed, start):
        self.rng = random.Random(seed)
        self.t = start

    def tick(self, lo=2, hi=25):
        self.t += _dt.timedelta(seconds=self.rng.randint(lo, hi), milliseconds=self.rng.randint(0, 999))
        return self.t

    def iso(self, ms=True):
        if ms:
            return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.t.microsecond // 1000)
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")

    def uuid(self):
        return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))

    def b62(self, n):
        return "".join(self.rng.choice(B62) for _ in range(n))

    def toolu(self):
        return "toolu_01" + self.b62(22)

    def msgid(self):
        return "msg_01" + self.b62(22)

    def reqid(self):
        return "req_011C" + self.b62(20)


def numbered(content, start=1):
    lines = content.split("\n")
    return "\n".join("%6d\u2192%s" % (i + start, l) for i, l in enumerate(lines))


def edit_snippet(path, new, start=1):
    body = numbered(new, start)
    return "The file %s has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n%s" % (path, body)


def _abs(cwd, path):
    return path if path.startswith("/") else cwd.rstrip("/") + "/" + path


_KNOWN = {}


def tool_io(step, cwd):
    """(tool name, input dict, output text, is_error) for a tool step in Claude Code terms."""
    k = step["kind"]
    if k in ("read", "write") and step.get("content"):
        _KNOWN[_abs(cwd, step["path"])] = step["content"]
    if k == "bash":
        inp = {"command": step["cmd"]}
        if step.get("desc"):
            inp["description"] = step["desc"]
        out = step["out"]
        err = step["code"] != 0
        if err:
            out = "Exit code %d\n%s" % (step["code"], out)
        return "Bash", inp, out, err
    if k == "read":
        p = _abs(cwd, step["path"])
        c = step["content"]
        if c is None:
            return "Read", {"file_path": p}, "<tool_use_error>File does not exist.</tool_use_error>", True
        return "Read", {"file_path": p}, numbered(c), False
    if k == "edit":
        p = _abs(cwd, step["path"])
        inp = {"file_path": p, "old_string": step["old"], "new_string": step["new"]}
        if step.get("err"):
            e = step["err"]
            return "Edit", inp, (e[4:] if e.startswith("RAW:") else "<tool_use_error>%s</tool_use_error>" % e), True
        start = 1
        known = _KNOWN.get(p)
        if known and step["old"] in known:
            start = known[:known.index(step["old"])].count("\n") + 1
            _KNOWN[p] = known.replace(step["old"], step["new"], 1)
        return "Edit", inp, edit_snippet(p, step["new"], start), False
    if k == "write":
        p = _abs(cwd, step["path"])
        return "Write", {"file_path": p, "content": step["content"]}, "File created successfully at: %s" % p, False
    if k == "grep":
        return "Grep", {"pattern": step["pattern"], "path": step["path"], "output_mode": "content", "-n": True}, step["out"] or "No matches found", False
    if k == "glob":
        return "Glob", {"pattern": step["pattern"]}, step["out"] or "No files found", False
    if k == "todo":
        todos = [{"content": t, "status": s, "activeForm": t} for t, s in step["items"]]
        return "TodoWrite", {"todos": todos}, "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable", False
    if k == "denied":
        return step["tool"], step["input"], "Claude requested permissions to use %s, but you haven't granted it yet." % step["tool"], True
    raise ValueError(k)


TOOL_KINDS = ("bash", "read", "edit", "write", "grep", "glob", "todo", "denied")


class Out:
    """collects lines and evidence line numbers"""

    def __init__(self):
        self.lines = []
        self.evidence = []

    def add(self, obj, mark=False):
        self.lines.append(json.dumps(obj, ensure_ascii=False, separators=(",", ":")))
        n = len(self.lines)
        if mark:
            self.evidence.append(n)
        return n


def _marks(ev):
    """(mark call line, mark result line)"""
    if ev in (None, False):
        return False, False
    if ev == "call":
        return True, False
    if ev == "both":
        return True, True
    return False, True  # 'result' / True


# --------------------------------------------------------------------------- claude stream-json
CLAUDE_TOOLS = ["Task", "Bash", "Glob", "Grep", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
                "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillShell", "SlashCommand"]


def _usage(ctx, out_tokens=None):
    return {"input_tokens": ctx.rng.randint(1, 9), "cache_creation_input_tokens": ctx.rng.randint(100, 4000),
            "cache_read_input_tokens": ctx.rng.randint(12000, 90000),
            "output_tokens": out_tokens or ctx.rng.randint(20, 600), "service_tier": "standard"}


def render_claude(case, ctx):
    o = Out()
    sid = ctx.uuid()
    cwd = case["cwd"]
    model = case.get("model", "claude-sonnet-4-5-20250929")
    o.add({"type": "system", "subtype": "init", "cwd": cwd, "session_id": sid, "tools": CLAUDE_TOOLS,
           "mcp_servers": [], "model": model, "permissionMode": case.get("permission_mode", "acceptEdits"),
           "slash_commands": ["compact", "context", "cost", "init", "review", "security-review"],
           "apiKeySource": "ANTHROPIC_API_KEY", "claude_code_version": "2.0.37", "output_style": "default",
           "agents": ["general-purpose", "statusline-setup", "Explore", "Plan"], "uuid": ctx.uuid()})
    turns = 0
    denials = []
    cost = 0.0
    ended = False
    for st in case["steps"]:
        ctx.tick()
        if st.get("wait"):
            ctx.tick(st["wait"], st["wait"] + 5)
        k = st["kind"]
        mc, mr = _marks(st["ev"])
        if k in ("say", "think"):
            blk = {"type": "text", "text": st["text"]} if k == "say" else {"type": "thinking", "thinking": st["text"], "signature": ctx.b62(64)}
            o.add({"type": "assistant", "message": {"id": ctx.msgid(), "type": "message", "role": "assistant", "model": model,
                   "content": [blk], "stop_reason": None, "stop_sequence": None, "usage": _usage(ctx)},
                   "parent_tool_use_id": None, "session_id": sid, "uuid": ctx.uuid()}, mark=bool(st["ev"]))
            turns += 1
        elif k in TOOL_KINDS:
            name, inp, out, err = tool_io(st, cwd)
            tid = ctx.toolu()
            o.add({"type": "assistant", "message": {"id": ctx.msgid(), "type": "message", "role": "assistant", "model": model,
                   "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}], "stop_reason": None,
                   "stop_sequence": None, "usage": _usage(ctx)}, "parent_tool_use_id": None, "session_id": sid,
                   "uuid": ctx.uuid()}, mark=mc)
            if st.get("pending"):
                continue
            ctx.tick(1, 40)
            o.add({"type": "user", "message": {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result",
                   "content": out, "is_error": err}]}, "parent_tool_use_id": None, "session_id": sid, "uuid": ctx.uuid()}, mark=mr)
            if k == "denied":
                denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
            turns += 1
            cost += ctx.rng.uniform(0.01, 0.06)
        elif k == "api_error":
            o.add({"type": "assistant", "message": {"id": ctx.uuid(), "model": "<synthetic>", "role": "assistant",
                   "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                   "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0},
                   "content": [{"type": "text", "text": st["message"]}]}, "parent_tool_use_id": None,
                   "session_id": sid, "uuid": ctx.uuid()}, mark=bool(st["ev"]))
            ctx.tick()
            o.add({"type": "result", "subtype": "success", "is_error": True, "duration_ms": ctx.rng.randint(200000, 2400000),
                   "duration_api_ms": ctx.rng.randint(150000, 2000000), "num_turns": turns, "result": st["message"],
                   "session_id": sid, "total_cost_usd": round(cost, 6), "usage": _usage(ctx),
                   "permission_denials": denials, "uuid": ctx.uuid()}, mark=bool(st["ev"]))
            ended = True
        elif k == "end":
            subtype = st.get("subtype") or ("success" if st["success"] else "error_during_execution")
            res = {"type": "result", "subtype": subtype, "is_error": not st["success"],
                   "duration_ms": ctx.rng.randint(200000, 2400000), "duration_api_ms": ctx.rng.randint(150000, 2000000),
                   "num_turns": turns, "session_id": sid, "total_cost_usd": round(cost, 6), "usage": _usage(ctx),
                   "permission_denials": denials, "uuid": ctx.uuid()}
            if st["text"] is not None:
                res["result"] = st["text"]
            if st["text"]:
                o.add({"type": "assistant", "message": {"id": ctx.msgid(), "type": "message", "role": "assistant", "model": model,
                       "content": [{"type": "text", "text": st["text"]}], "stop_reason": "end_turn", "stop_sequence": None,
                       "usage": _usage(ctx)}, "parent_tool_use_id": None, "session_id": sid, "uuid": ctx.uuid()})
                ctx.tick()
            o.add(res, mark=bool(st["ev"]))
            ended = True
        elif k == "sys":
            raise ValueError("sysnote only in osmia format (%s)" % case["id"])
        else:
            raise ValueError(k)
    case["_cost"] = round(cost, 4)
    case["_ended"] = ended
    return o


# --------------------------------------------------------------------------- claude transcript
def render_transcript(case, ctx):
    o = Out()
    sid = ctx.uuid()
    cwd = case["cwd"]
    model = case.get("model", "claude-sonnet-4-5-20250929")
    branch = case.get("branch", "main")
    ver = case.get("cc_version", "2.0.31")
    common = {"isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": sid, "version": ver, "gitBranch": branch}
    first_uuid = ctx.uuid()
    o.add({"type": "file-history-snapshot", "messageId": first_uuid, "snapshot": {"messageId": first_uuid,
           "trackedFileBackups": {}, "timestamp": ctx.iso()}, "isSnapshotUpdate": False})
    parent = None
    # the prompt as the first user message
    ctx.tick()
    d = {"parentUuid": parent}
    d.update(common)
    d.update({"type": "user", "message": {"role": "user", "content": case["prompt_text"]}, "uuid": first_uuid,
              "timestamp": ctx.iso(), "thinkingMetadata": {"level": "high", "disabled": False, "triggers": []},
              "permissionMode": case.get("permission_mode", "acceptEdits")})
    o.add(d)
    parent = first_uuid
    cost = 0.0

    def assistant(content, mark=False, stop=None):
        nonlocal parent
        u = ctx.uuid()
        d = {"parentUuid": parent}
        d.update(common)
        d.update({"message": {"model": model, "id": ctx.msgid(), "type": "message", "role": "assistant", "content": content,
                              "stop_reason": stop, "stop_sequence": None, "usage": _usage(ctx)},
                  "requestId": ctx.reqid(), "type": "assistant", "uuid": u, "timestamp": ctx.iso()})
        n = o.add(d, mark=mark)
        parent = u
        return n

    ntool = 0
    for st in case["steps"]:
        ctx.tick()
        if st.get("wait"):
            ctx.tick(st["wait"], st["wait"] + 5)
        k = st["kind"]
        mc, mr = _marks(st["ev"])
        if k == "say":
            assistant([{"type": "text", "text": st["text"]}], mark=bool(st["ev"]))
        elif k == "think":
            assistant([{"type": "thinking", "thinking": st["text"], "signature": ctx.b62(64)}])
        elif k in TOOL_KINDS:
            name, inp, out, err = tool_io(st, cwd)
            tid = ctx.toolu()
            assistant([{"type": "tool_use", "id": tid, "name": name, "input": inp}], mark=mc, stop="tool_use")
            ntool += 1
            if name == "Bash" and ntool % 4 == 1:
                hu = ctx.uuid()
                d = {"parentUuid": parent}
                d.update(common)
                d.update({"type": "progress", "data": {"type": "hook_progress", "hookEvent": "PreToolUse",
                          "hookName": "PreToolUse:Bash", "command": "$CLAUDE_PROJECT_DIR/.claude/hooks/guard.sh"},
                          "toolUseID": tid, "parentToolUseID": tid, "uuid": hu, "timestamp": ctx.iso()})
                o.add(d)
            if st.get("pending"):
                continue
            ctx.tick(1, 40)
            u = ctx.uuid()
            d = {"parentUuid": parent}
            d.update(common)
            tur = {"stdout": st.get("out", "") if k == "bash" else "", "stderr": "", "interrupted": False, "isImage": False}
            if k == "bash" and err:
                tur = "Error: " + out
            elif k != "bash":
                tur = {"type": "text", "file": {"filePath": inp.get("file_path", "")}} if k == "read" else {"filePath": inp.get("file_path", ""), "success": not err}
            d.update({"type": "user", "message": {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result",
                      "content": out, "is_error": err}]}, "uuid": u, "timestamp": ctx.iso(), "toolUseResult": tur})
            o.add(d, mark=mr)
            parent = u
            cost += ctx.rng.uniform(0.01, 0.06)
        elif k == "end":
            if st["text"]:
                assistant([{"type": "text", "text": st["text"]}], mark=bool(st["ev"]), stop="end_turn")
        elif k == "api_error":
            u = ctx.uuid()
            d = {"parentUuid": parent}
            d.update(common)
            d.update({"message": {"id": ctx.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                                  "stop_sequence": "", "type": "message", "usage": {"input_tokens": 0, "output_tokens": 0},
                                  "content": [{"type": "text", "text": st["message"]}]},
                      "type": "assistant", "uuid": u, "timestamp": ctx.iso(), "isApiErrorMessage": True})
            o.add(d, mark=bool(st["ev"]))
            parent = u
        elif k == "sys":
            raise ValueError("sysnote only in osmia format (%s)" % case["id"])
        else:
            raise ValueError(k)
    case["_cost"] = round(cost, 4)
    case["_ended"] = False
    return o


# --------------------------------------------------------------------------- codex
def _sh(cmd):
    if "'" in cmd:
        return "bash -lc " + json.dumps(cmd)
    return "bash -lc '%s'" % cmd


def render_codex(case, ctx):
    o = Out()
    o.add({"type": "thread.started", "thread_id": ctx.uuid()})
    o.add({"type": "turn.started"})
    cwd = case["cwd"]
    n = 0
    ended = False

    def nid():
        nonlocal n
        i = "item_%d" % n
        n += 1
        return i

    for st in case["steps"]:
        k = st["kind"]
        mc, mr = _marks(st["ev"])
        if k == "say":
            o.add({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": st["text"]}}, mark=bool(st["ev"]))
        elif k == "think":
            o.add({"type": "item.completed", "item": {"id": nid(), "type": "reasoning", "text": st["text"]}})
        elif k in ("bash", "read", "grep", "glob"):
            if k == "bash":
                cmd, out, code = st["cmd"], st["out"], st["code"]
            elif k == "read":
                p = st["path"]
                cmd = "sed -n '1,200p' %s" % p
                if st["content"] is None:
                    out, code = "sed: can't read %s: No such file or directory\n" % p, 2
                else:
                    out, code = st["content"] + "\n", 0
            elif k == "grep":
                cmd, out = "rg -n %s %s" % (json.dumps(st["pattern"]), st["path"]), st["out"]
                code = 0 if out else 1
            else:
                cmd, out, code = "rg --files -g %s" % json.dumps(st["pattern"]), st["out"], 0
            i = nid()
            full = _sh(cmd)
            o.add({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": full,
                   "aggregated_output": "", "exit_code": None, "status": "in_progress"}}, mark=mc)
            if st.get("pending"):
                continue
            o.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": full,
                   "aggregated_output": out, "exit_code": code, "status": "completed" if code == 0 else "failed"}}, mark=mr)
        elif k in ("edit", "write"):
            p = _abs(cwd, st["path"])
            kind = "update" if k == "edit" else st.get("fc_kind", "add")
            status = "failed" if st.get("err") else "completed"
            o.add({"type": "item.completed", "item": {"id": nid(), "type": "file_change",
                   "changes": [{"path": p, "kind": kind}], "status": status}}, mark=bool(st["ev"]))
        elif k == "todo":
            o.add({"type": "item.started" if n < 3 else "item.updated", "item": {"id": "item_todo", "type": "todo_list",
                   "items": [{"text": t, "completed": s == "completed"} for t, s in st["items"]]}})
        elif k == "api_error":
            for r in range(st.get("retries", 0)):
                o.add({"type": "error", "message": "Reconnecting... %d/%d" % (r + 1, st["retries"])})
            o.add({"type": "error", "message": st["message"]}, mark=bool(st["ev"]))
            o.add({"type": "turn.failed", "error": {"message": st["message"]}}, mark=bool(st["ev"]))
            ended = True
        elif k == "end":
            if st["text"]:
                o.add({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": st["text"]}}, mark=bool(st["ev"]))
            if st["success"] or st.get("subtype") != "turn.failed":
                o.add({"type": "turn.completed", "usage": {"input_tokens": ctx.rng.randint(90000, 900000),
                       "cached_input_tokens": ctx.rng.randint(50000, 800000), "output_tokens": ctx.rng.randint(2000, 30000)}})
            else:
                o.add({"type": "turn.failed", "error": {"message": st["text"]}}, mark=bool(st["ev"]))
            ended = True
        elif k == "sys":
            raise ValueError("sysnote only in osmia format (%s)" % case["id"])
        else:
            raise ValueError(k)
    case["_cost"] = round(ctx.rng.uniform(0.3, 3.0), 4)
    case["_ended"] = ended
    return o


# --------------------------------------------------------------------------- osmia
def render_osmia(case, ctx):
    o = Out()
    cwd = case["cwd"]
    model = case.get("model", "claude-sonnet-4-5-20250929")
    ctx.tick()
    o.add({"type": "system", "subtype": "init", "timestamp": ctx.iso(False), "session_id": ctx.uuid(),
           "engine": case.get("engine", "claude-code"), "model": model, "cwd": cwd, "task_run": case["id"],
           "pod": case.get("pod") or ("osmia-agent-%s-%s" % (case["id"][3:][-4:], ctx.b62(5).lower())),
           "namespace": "osmia-agents"})
    calls = 0
    itok = otok = 0
    cost = 0.0
    ended = False

    def cost_line():
        o.add({"type": "cost", "timestamp": ctx.iso(False), "input_tokens": itok, "output_tokens": otok,
               "cost_usd": round(cost, 4)})

    for st in case["steps"]:
        ctx.tick()
        if st.get("wait"):
            ctx.tick(st["wait"], st["wait"] + 5)
        k = st["kind"]
        mc, mr = _marks(st["ev"])
        if k in ("say", "think"):
            if k == "think":
                continue
            o.add({"type": "content", "timestamp": ctx.iso(False), "role": "assistant", "content": st["text"]}, mark=bool(st["ev"]))
        elif k in TOOL_KINDS:
            name, inp, out, err = tool_io(st, cwd)
            if k == "bash":
                out = st["out"]  # agentstream carries raw output, no error flag
            o.add({"type": "tool_use", "timestamp": ctx.iso(False), "tool": name, "args": inp}, mark=mc)
            if st.get("pending"):
                continue
            ctx.tick(1, 40)
            o.add({"type": "content", "timestamp": ctx.iso(False), "role": "tool", "content": out}, mark=mr)
            calls += 1
            itok += ctx.rng.randint(8000, 40000)
            otok += ctx.rng.randint(100, 1500)
            cost += ctx.rng.uniform(0.02, 0.09)
            if calls % 9 == 0:
                cost_line()
        elif k == "sys":
            o.add({"type": "content", "timestamp": ctx.iso(False), "role": "system", "content": st["text"]}, mark=bool(st["ev"]))
        elif k == "api_error":
            o.add({"type": "content", "timestamp": ctx.iso(False), "role": "system", "content": st["message"]}, mark=bool(st["ev"]))
            cost_line()
            o.add({"type": "result", "timestamp": ctx.iso(False), "success": False, "summary": st["message"],
                   "num_turns": calls}, mark=bool(st["ev"]))
            ended = True
        elif k == "end":
            cost_line()
            if st["text"] is not None:
                o.add({"type": "result", "timestamp": ctx.iso(False), "success": st["success"], "summary": st["text"],
                       "num_turns": calls}, mark=bool(st["ev"]))
            ended = True
        else:
            raise ValueError(k)
    case["_cost"] = round(cost, 4)
    case["_ended"] = ended
    return o


RENDERERS = {"claude": render_claude, "claude-transcript": render_transcript, "codex": render_codex, "osmia": render_osmia}


def render(case):
    _KNOWN.clear()
    seed = int(hashlib.sha256(case["id"].encode()).hexdigest()[:12], 16)
    day = 1 + seed % 27
    start = _dt.datetime(2026, 11, day, 6 + seed % 12, seed % 60, (seed // 7) % 60)
    ctx = Ctx(seed, start)
    case["_start"] = start
    out = RENDERERS[case["fmt"]](case, ctx)
    case["_end"] = ctx.t
    return out
