"""Renderers for the k2- blind set: one neutral step list -> four stream formats.

Steps (tuples built with the helpers below):
  say(text)                 assistant prose
  think(text)               reasoning / thinking
  bash(cmd, out, rc=0)      shell command and its output
  read(path, out)           file read
  edit(path, old, new)      file edit
  write(path, text)         file create
  grep(pat, out)            search
  human(text)               developer interjection (transcripts)
  notice(text)              orchestrator notice (osmia system content; others: ignored unless forced)
  limit(text)               provider refusal that ends the session
  end(text, ok=True)        final words of the agent and the final result event
  stop()                    stream ends with no result (killed)
Any step may carry ev=True: its evidence line(s) are recorded (the output line for tools).
"""
import hashlib, json, datetime

FORMATS = ("claude", "claude-transcript", "codex", "osmia")


def _st(kind, ev=False, **kw):
    d = dict(kind=kind, ev=ev)
    d.update(kw)
    return d

def say(text, ev=False): return _st("say", ev, text=text)
def think(text, ev=False): return _st("think", ev, text=text)
def bash(cmd, out="", rc=0, ev=False, timeout=None): return _st("bash", ev, cmd=cmd, out=out, rc=rc)
def read(path, out, ev=False): return _st("read", ev, path=path, out=out)
def edit(path, old, new, ev=False, err=None): return _st("edit", ev, path=path, old=old, new=new, err=err)
def write(path, text, ev=False): return _st("write", ev, path=path, text=text)
def grep(pat, out, path=".", ev=False): return _st("grep", ev, pat=pat, out=out, path=path)
def human(text, ev=False): return _st("human", ev, text=text)
def notice(text, ev=False): return _st("notice", ev, text=text)
def limit(text, ev=True): return _st("limit", ev, text=text)
def end(text, ok=True, ev=False, subtype=None): return _st("end", ev, text=text, ok=ok, subtype=subtype)
def stop(): return _st("stop", False)


class Ctx:
    def __init__(self, rid, cwd, t0):
        self.rid = rid
        self.n = 0
        self.cwd = cwd
        self.t = t0
        self.lines = []
        self.ev = []

    def h(self, tag, k=32):
        self.n += 1
        return hashlib.sha256(f"{self.rid}/{tag}/{self.n}".encode()).hexdigest()[:k]

    def uuid(self):
        x = self.h("u")
        return f"{x[:8]}-{x[8:12]}-4{x[13:16]}-a{x[17:20]}-{x[20:32]}"

    def ts(self, step=None):
        inc = 3 + int(self.h("t", 4), 16) % 17 if step is None else step
        self.t += datetime.timedelta(seconds=inc)
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{self.t.microsecond // 1000:03d}Z"

    def emit(self, obj, ev=False):
        self.lines.append(json.dumps(obj, ensure_ascii=False))
        if ev:
            self.ev.append(len(self.lines))


def _abs(ctx, p):
    return p if p.startswith("/") else f"{ctx.cwd}/{p}"


def _numbered(text):
    return "\n".join(f"{i:>6}\u2192{l}" for i, l in enumerate(text.split("\n"), 1))


def claude_tool(step, ctx):
    """(name, input, output, is_error) for a step, Claude Code tool vocabulary."""
    k = step["kind"]
    if k == "bash":
        out = step["out"]
        err = step["rc"] != 0
        if err and not out.startswith("Error") and "timed out" not in out:
            out = f"Exit code {step['rc']}\n{out}" if step["rc"] not in (None,) else out
        return "Bash", {"command": step["cmd"], "description": step.get("desc") or step["cmd"][:60]}, out, err
    if k == "read":
        return "Read", {"file_path": _abs(ctx, step["path"])}, _numbered(step["out"]) if not step["out"].startswith("<tool_use_error>") else step["out"], step["out"].startswith("<tool_use_error>")
    if k == "edit":
        if step["err"]:
            return "Edit", {"file_path": _abs(ctx, step["path"]), "old_string": step["old"], "new_string": step["new"]}, f"<tool_use_error>{step['err']}</tool_use_error>", True
        return ("Edit", {"file_path": _abs(ctx, step["path"]), "old_string": step["old"], "new_string": step["new"]},
                f"The file {_abs(ctx, step['path'])} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" + _numbered(step["new"]), False)
    if k == "write":
        return "Write", {"file_path": _abs(ctx, step["path"]), "content": step["text"]}, f"File created successfully at: {_abs(ctx, step['path'])}", False
    if k == "grep":
        return "Grep", {"pattern": step["pat"], "path": _abs(ctx, step["path"]) if step["path"] != "." else ctx.cwd, "output_mode": "content", "-n": True}, step["out"] or "No matches found", False
    raise ValueError(k)


# ---------------------------------------------------------------- claude stream-json
def render_claude(case, ctx, transcript=False):
    sid = ctx.uuid()
    model = case.get("model", "claude-sonnet-4-5-20250929")
    parent = [None]
    ver = case.get("cc_version", "2.0.14")

    def base(typ):
        if not transcript:
            return {"type": typ}
        u = ctx.uuid()
        d = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": ctx.cwd,
             "sessionId": sid, "version": ver, "gitBranch": case.get("branch", "main"), "type": typ}
        parent[0] = u
        d["_u"] = u
        return d

    def fin(d):
        if transcript:
            u = d.pop("_u")
            d["uuid"] = u
            d["timestamp"] = ctx.ts()
        else:
            d["session_id"] = sid
            d["uuid"] = ctx.uuid()
        return d

    def amsg(blocks, msgid=None, synthetic=False):
        d = base("assistant")
        m = {"id": msgid or ("msg_01" + ctx.h("m", 22)), "type": "message", "role": "assistant",
             "model": "<synthetic>" if synthetic else model, "content": blocks,
             "stop_reason": None, "stop_sequence": None,
             "usage": {"input_tokens": 4, "cache_creation_input_tokens": 512 + ctx.n * 37, "cache_read_input_tokens": 14000 + ctx.n * 911, "output_tokens": 60 + ctx.n % 300, "service_tier": "standard"}}
        d["message"] = m
        if not transcript:
            d["parent_tool_use_id"] = None
        else:
            d["requestId"] = "req_011C" + ctx.h("r", 20)
        return fin(d)

    def umsg(content, extra=None):
        d = base("user")
        d["message"] = {"role": "user", "content": content}
        if not transcript:
            d["parent_tool_use_id"] = None
        if extra:
            d.update(extra)
        return fin(d)

    if transcript:
        ctx.emit({"type": "file-history-snapshot", "messageId": ctx.uuid(), "snapshot": {"messageId": ctx.uuid(), "trackedFileBackups": {}, "timestamp": ctx.ts()}, "isSnapshotUpdate": False})
        first = case.get("opening") or case["ticket_text"]
        ctx.emit(umsg(first, {"thinkingMetadata": {"maxThinkingTokens": 31999}, "todos": [], "permissionMode": case.get("perm_mode", "acceptEdits")}))
    else:
        ctx.emit({"type": "system", "subtype": "init", "cwd": ctx.cwd, "session_id": sid,
                  "tools": ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillShell"],
                  "mcp_servers": [], "model": model, "permissionMode": case.get("perm_mode", "bypassPermissions"),
                  "slash_commands": ["compact", "context", "cost", "init", "pr-comments", "review", "security-review"],
                  "apiKeySource": "ANTHROPIC_API_KEY", "claude_code_version": ver, "output_style": "default", "agents": ["general-purpose"], "uuid": ctx.uuid()})

    turns = 0
    ended = False
    for st in case["steps"]:
        k = st["kind"]
        ev = st["ev"]
        if k == "say":
            ctx.emit(amsg([{"type": "text", "text": st["text"]}]), ev)
        elif k == "think":
            ctx.emit(amsg([{"type": "thinking", "thinking": st["text"], "signature": "Eq" + ctx.h("s", 40)}]), ev)
        elif k == "human":
            if transcript:
                ctx.emit(umsg(st["text"]), ev)
        elif k == "notice":
            if case.get("notice_as_text"):
                ctx.emit({"type": "system", "subtype": "notice", "text": st["text"], "session_id": sid}, ev)
        elif k == "limit":
            ctx.emit(amsg([{"type": "text", "text": st["text"]}], synthetic=True), ev)
            if not transcript:
                ctx.emit({"type": "result", "subtype": "success", "is_error": True, "duration_ms": 1000 * (30 + ctx.n * 7), "duration_api_ms": 0,
                          "num_turns": turns + 1, "result": st["text"], "session_id": sid, "total_cost_usd": case.get("cost", 0.0),
                          "usage": {"input_tokens": 0, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0, "output_tokens": 0}, "permission_denials": [], "uuid": ctx.uuid()}, ev)
            ended = True
        elif k == "end":
            ctx.emit(amsg([{"type": "text", "text": st["text"]}]), ev and transcript)
            if not transcript:
                sub = st["subtype"] or ("success" if st["ok"] else "error_during_execution")
                ctx.emit({"type": "result", "subtype": sub, "is_error": not st["ok"], "duration_ms": 1000 * (40 + ctx.n * 9),
                          "duration_api_ms": 1000 * (30 + ctx.n * 7), "num_turns": turns + 1, "result": st["text"], "session_id": sid,
                          "total_cost_usd": case.get("cost", round(0.05 + ctx.n * 0.013, 4)),
                          "usage": {"input_tokens": 40 + ctx.n, "cache_creation_input_tokens": 9000 + ctx.n * 40, "cache_read_input_tokens": 120000 + ctx.n * 5000, "output_tokens": 900 + ctx.n * 35},
                          "permission_denials": case.get("permission_denials", []), "uuid": ctx.uuid()}, ev)
            ended = True
        elif k == "stop":
            ended = True
        else:
            name, inp, out, err = claude_tool(st, ctx)
            tid = "toolu_01" + ctx.h("tu", 22)
            ctx.emit(amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}]), ev == "call" or ev == "both")
            block = {"tool_use_id": tid, "type": "tool_result", "content": out}
            if err:
                block["is_error"] = True
            extra = None
            if transcript:
                extra = {"toolUseResult": {"stdout": out if not err else "", "stderr": out if err else "", "interrupted": False} if name == "Bash" else {"type": "text"}}
            ctx.emit(umsg([block], extra), ev is True or ev == "both" or ev == "out")
            turns += 1
    return ended


# ---------------------------------------------------------------- codex exec --json
def render_codex(case, ctx):
    ctx.emit({"type": "thread.started", "thread_id": "019" + ctx.h("th", 5) + "-" + ctx.h("a", 4) + "-7" + ctx.h("b", 3) + "-8" + ctx.h("c", 3) + "-" + ctx.h("d", 12)})
    ctx.emit({"type": "turn.started"})
    item = [0]

    def nid():
        item[0] += 1
        return f"item_{item[0] - 1}"

    def sh(cmd):
        return "bash -lc " + json.dumps(cmd) if "'" in cmd else f"bash -lc '{cmd}'"

    for st in case["steps"]:
        k = st["kind"]
        ev = st["ev"]
        if k == "say":
            ctx.emit({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": st["text"]}}, ev)
        elif k == "think":
            ctx.emit({"type": "item.completed", "item": {"id": nid(), "type": "reasoning", "text": st["text"]}}, ev)
        elif k in ("bash", "read", "grep"):
            if k == "bash":
                cmd, out, rc = st["cmd"], st["out"], st["rc"]
            elif k == "read":
                cmd, out, rc = f"sed -n '1,200p' {st['path']}", st["out"], 0
                if out.startswith("<tool_use_error>"):
                    out, rc = f"sed: can't read {st['path']}: No such file or directory", 2
            else:
                cmd, out, rc = f"rg -n {json.dumps(st['pat'])} {st['path']}", st["out"], 0 if st["out"] else 1
            i = nid()
            c = sh(cmd)
            if not case.get("codex_compact"):
                ctx.emit({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": c, "aggregated_output": "", "exit_code": None, "status": "in_progress"}}, ev == "call")
            status = "completed" if rc == 0 else ("declined" if rc == "declined" else "failed")
            ctx.emit({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": c, "aggregated_output": out + ("\n" if out and not out.endswith("\n") else ""),
                                                         "exit_code": None if rc == "declined" else rc, "status": status}}, ev in (True, "out", "both"))
        elif k in ("edit", "write"):
            if k == "edit" and st["err"]:
                ctx.emit({"type": "item.completed", "item": {"id": nid(), "type": "file_change", "changes": [{"path": _abs(ctx, st["path"]), "kind": "update"}], "status": "failed"}}, ev)
            else:
                ctx.emit({"type": "item.completed", "item": {"id": nid(), "type": "file_change", "changes": [{"path": _abs(ctx, p), "kind": "add" if k == "write" else "update"} for p in st.get("paths", [st["path"]])], "status": "completed"}}, ev)
        elif k == "human":
            pass
        elif k == "notice":
            ctx.emit({"type": "error", "message": st["text"]}, ev)
        elif k == "limit":
            ctx.emit({"type": "turn.failed", "error": {"message": st["text"]}}, ev)
            return True
        elif k == "end":
            ctx.emit({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": st["text"]}}, ev)
            if st["ok"] or case.get("codex_end_completed", True):
                ctx.emit({"type": "turn.completed", "usage": {"input_tokens": 80000 + ctx.n * 4100, "cached_input_tokens": 60000 + ctx.n * 3900, "output_tokens": 1500 + ctx.n * 40}})
            else:
                ctx.emit({"type": "turn.failed", "error": {"message": st["text"]}})
            return True
        elif k == "stop":
            return False
    return False


# ---------------------------------------------------------------- osmia agentstream
def render_osmia(case, ctx):
    ctx.emit({"type": "system", "subtype": "init", "timestamp": ctx.ts(), "session_id": ctx.uuid(), "engine": case.get("engine", "claude-code"),
              "model": case.get("model", "claude-sonnet-4-5-20250929"), "cwd": ctx.cwd, "task_id": case["rid"], "pod": "osmia-agent-" + ctx.h("p", 5)})
    cost = [0.0]
    for st in case["steps"]:
        k = st["kind"]
        ev = st["ev"]
        if k in ("say", "think"):
            ctx.emit({"type": "content", "timestamp": ctx.ts(), "role": "assistant", "content": st["text"]}, ev)
        elif k == "human":
            pass
        elif k == "notice":
            ctx.emit({"type": "content", "timestamp": ctx.ts(), "role": "system", "content": st["text"]}, ev)
        elif k == "limit":
            ctx.emit({"type": "content", "timestamp": ctx.ts(), "role": "system", "content": st["text"]}, ev)
            ctx.emit({"type": "result", "timestamp": ctx.ts(), "success": False, "summary": st["text"], "exit_code": 1}, ev)
            return True
        elif k == "end":
            ctx.emit({"type": "content", "timestamp": ctx.ts(), "role": "assistant", "content": st["text"]}, ev)
            ctx.emit({"type": "cost", "timestamp": ctx.ts(1), "input_tokens": 50000 + ctx.n * 3000, "output_tokens": 1200 + ctx.n * 50, "cost_usd": round(0.1 + ctx.n * 0.02, 4)})
            ctx.emit({"type": "result", "timestamp": ctx.ts(1), "success": st["ok"], "summary": case.get("osmia_summary", st["text"][:200]), "exit_code": 0 if st["ok"] else 1})
            return True
        elif k == "stop":
            return False
        else:
            name, inp, out, err = claude_tool(st, ctx)
            if name == "Edit" and not st.get("err"):
                out = f"The file {inp['file_path']} has been updated."
            ctx.emit({"type": "tool_use", "timestamp": ctx.ts(), "tool": name, "args": inp}, ev in ("call", "both"))
            ctx.emit({"type": "content", "timestamp": ctx.ts(), "role": "tool", "content": out}, ev in (True, "out", "both"))
    return False


def render(case):
    t0 = datetime.datetime(2026, 11, 2, 7, 0, 0) + datetime.timedelta(minutes=int(hashlib.md5(case["rid"].encode()).hexdigest()[:4], 16) % 50000)
    ctx = Ctx(case["rid"], case.get("cwd", "/workspace/repo"), t0)
    f = case["fmt"]
    if f == "claude":
        render_claude(case, ctx)
    elif f == "claude-transcript":
        render_claude(case, ctx, transcript=True)
    elif f == "codex":
        render_codex(case, ctx)
    elif f == "osmia":
        render_osmia(case, ctx)
    else:
        raise ValueError(f)
    return ctx
