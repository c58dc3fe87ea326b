"""Renderers for the four stream formats + case model for the w2- blind set."""
import hashlib, json, random, uuid as _uuid
from datetime import datetime, timedelta, timezone

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]

# ---- step constructors -------------------------------------------------------
def say(t, ev=False): return {"k": "say", "t": t, "ev": ev}
def think(t): return {"k": "think", "t": t, "ev": False}
def sh(cmd, out="", rc=0, ev=False): return {"k": "sh", "cmd": cmd, "out": out, "rc": rc, "ev": ev}
def rd(path, content, ev=False): return {"k": "rd", "path": path, "out": content, "ev": ev}
def ed(path, old, new, ev=False, out=None): return {"k": "ed", "path": path, "old": old, "new": new, "ev": ev, "out": out}
def wr(path, content, ev=False): return {"k": "wr", "path": path, "content": content, "ev": ev}
def human(t, ev=False): return {"k": "human", "t": t, "ev": ev}
def sysn(t, ev=False): return {"k": "sys", "t": t, "ev": ev}
def denied(tool, inp, msg, ev=True): return {"k": "denied", "tool": tool, "inp": inp, "t": msg, "ev": ev}
PAD = {"k": "PAD"}

def sid(seed, n=0):
    h = hashlib.sha256(f"{seed}:{n}".encode()).hexdigest()
    return str(_uuid.UUID(h[:32]))

class Ctx:
    def __init__(self, case):
        self.case = case
        self.n = 0
        self.t = datetime(2026, 3, 2, 8, 0, 0, tzinfo=timezone.utc) + timedelta(minutes=int(hashlib.md5(case["id"].encode()).hexdigest()[:4], 16) % 20000)
        self.session = sid(case["id"])
        self.lines = []
        self.parent = None
    def u(self):
        self.n += 1
        return sid(self.case["id"], self.n)
    def ts(self, sec=None):
        self.t += timedelta(seconds=sec if sec is not None else 3 + (self.n * 7) % 19)
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{(self.n*137)%1000:03d}Z"
    def tsz(self):
        self.ts()
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")
    def emit(self, obj):
        self.lines.append(obj if isinstance(obj, str) else json.dumps(obj, ensure_ascii=False, separators=(',', ':')))
        return len(self.lines)  # 1-based line number

def tool_of(step):
    k = step["k"]
    if k == "sh": return "Bash", {"command": step["cmd"], "description": step.get("desc") or "Run command"}
    if k == "rd": return "Read", {"file_path": step["path"]}
    if k == "ed": return "Edit", {"file_path": step["path"], "old_string": step["old"], "new_string": step["new"]}
    if k == "wr": return "Write", {"file_path": step["path"], "content": step["content"]}
    if k == "denied": return step["tool"], step["inp"]
    raise ValueError(k)

def tool_output(step, cwd):
    k = step["k"]
    if k == "sh":
        out = step["out"]
        if step["rc"] and not out.rstrip().endswith(")"):
            return out, True
        return out, bool(step["rc"])
    if k == "rd":
        body = "\n".join(f"{i+1:6d}\u2192{l}" for i, l in enumerate(step["out"].split("\n")))
        return body, False
    if k == "ed":
        if step.get("out"): return step["out"], True
        return f"The file {step['path']} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" + "\n".join(f"{i+10:6d}\u2192{l}" for i, l in enumerate(step["new"].split("\n")[:6])), False
    if k == "wr":
        return f"File created successfully at: {step['path']}", False
    if k == "denied":
        return step["t"], True

def abspath(cwd, p):
    return p if p.startswith("/") else f"{cwd}/{p}"

# ---- Claude stream-json / transcript ---------------------------------------
def _usage(ctx):
    r = random.Random(ctx.n + len(ctx.case["id"]))
    return {"input_tokens": r.randint(2, 9), "cache_creation_input_tokens": r.randint(200, 4000),
            "cache_read_input_tokens": r.randint(9000, 60000), "output_tokens": r.randint(20, 900),
            "service_tier": "standard"}

def render_claude(case, transcript=False):
    ctx = Ctx(case)
    cwd = case["cwd"]; model = case.get("model", "claude-sonnet-4-5-20250929")
    marks = {}
    base = lambda: ({"parentUuid": ctx.parent, "isSidechain": False, "userType": "external", "cwd": cwd,
                     "sessionId": ctx.session, "version": "2.0.31", "gitBranch": case.get("branch", "main")} if transcript else {})
    def put(obj, kind):
        if transcript:
            u = ctx.u(); d = base(); d.update(obj); d["uuid"] = u; d["timestamp"] = ctx.ts()
            ctx.parent = u
            if kind == "assistant": d["requestId"] = "req_011C" + hashlib.md5(u.encode()).hexdigest()[:18]
            return ctx.emit(d)
        obj = dict(obj); obj["parent_tool_use_id"] = None; obj["session_id"] = ctx.session; obj["uuid"] = ctx.u()
        return ctx.emit(obj)
    msgid = lambda: "msg_01" + hashlib.md5(f"{case['id']}{ctx.n}".encode()).hexdigest()[:22]
    def amsg(block):
        return {"type": "assistant", "message": {"id": msgid(), "type": "message", "role": "assistant", "model": model,
                "content": [block], "stop_reason": None, "stop_sequence": None, "usage": _usage(ctx)}}
    if transcript:
        ctx.emit({"type": "file-history-snapshot", "messageId": sid(case["id"], 999), "snapshot": {"messageId": sid(case["id"], 999), "trackedFileBackups": {}, "timestamp": ctx.ts()}, "isSnapshotUpdate": False})
        put({"type": "user", "message": {"role": "user", "content": case["opening"]}, "permissionMode": "default"}, "user")
    else:
        ctx.emit({"type": "system", "subtype": "init", "cwd": cwd, "session_id": ctx.session,
                  "tools": ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"],
                  "mcp_servers": [], "model": model, "permissionMode": case.get("perm_mode", "bypassPermissions"),
                  "apiKeySource": "none", "output_style": "default", "uuid": ctx.u()})
    denials = []
    turns = 0
    for i, st in enumerate(case["steps"]):
        k = st["k"]
        if k in ("say", "think"):
            blk = {"type": "text", "text": st["t"]} if k == "say" else {"type": "thinking", "thinking": st["t"], "signature": "Eu" + hashlib.sha1(st["t"].encode()).hexdigest()}
            marks[i] = (put(amsg(blk), "assistant"),)
        elif k == "human":
            if transcript:
                marks[i] = (put({"type": "user", "message": {"role": "user", "content": st["t"]}}, "user"),)
            else:
                marks[i] = (put({"type": "user", "message": {"role": "user", "content": [{"type": "text", "text": st["t"]}]}}, "user"),)
        elif k == "sys":
            marks[i] = (ctx.emit(f"[{ctx.tsz()}] [WARN] {st['t']}"),)
        else:
            turns += 1
            name, inp = tool_of(st)
            if name in ("Read", "Edit", "Write"): inp = dict(inp, file_path=abspath(cwd, inp["file_path"]))
            tid = "toolu_01" + hashlib.md5(f"{case['id']}t{i}".encode()).hexdigest()[:22]
            a = put(amsg({"type": "tool_use", "id": tid, "name": name, "input": inp}), "assistant")
            out, err = tool_output(st, cwd)
            if k == "denied": denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
            res = {"type": "user", "message": {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result", "content": out, "is_error": err}]}}
            if transcript:
                res["toolUseResult"] = {"stdout": out, "stderr": "", "interrupted": False, "isImage": False} if k == "sh" else ("Error: " + out if err else {"filePath": abspath(cwd, st.get("path", ""))})
            b = put(res, "user")
            marks[i] = (a, b)
    end = case["end"]
    kind = end[0]
    if kind in ("ok", "claim", "err") and end[1]:
        if transcript or kind != "err":
            marks["endtext"] = (put(amsg({"type": "text", "text": end[1]}), "assistant"),)
    if not transcript and kind != "none":
        is_err = kind == "err"
        sub = end[2] if (is_err and len(end) > 2) else ("success" if not is_err else "error_during_execution")
        if is_err and len(end) > 3 and end[3] == "synthetic":
            marks["endtext"] = (put({"type": "assistant", "message": {"id": sid(case["id"], 555), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message", "usage": {"input_tokens": 0, "output_tokens": 0}, "content": [{"type": "text", "text": end[1]}]}}, "assistant"),)
        r = random.Random(case["id"])
        marks["end"] = (ctx.emit({"type": "result", "subtype": sub, "is_error": is_err, "duration_ms": r.randint(60000, 1800000),
                        "duration_api_ms": r.randint(50000, 900000), "num_turns": turns + 1, "result": end[1],
                        "session_id": ctx.session, "total_cost_usd": round(r.uniform(0.2, 4.5), 4),
                        "usage": {"input_tokens": r.randint(20, 400), "cache_creation_input_tokens": r.randint(5000, 40000), "cache_read_input_tokens": r.randint(100000, 900000), "output_tokens": r.randint(2000, 30000), "service_tier": "standard"},
                        "permission_denials": denials, "uuid": ctx.u()}),)
    return ctx.lines, marks

# ---- Codex exec --json -------------------------------------------------------
def render_codex(case):
    ctx = Ctx(case); marks = {}; cwd = case["cwd"]
    it = [0]
    def iid():
        v = f"item_{it[0]}"; it[0] += 1; return v
    ctx.emit({"type": "thread.started", "thread_id": "019c" + hashlib.md5(case["id"].encode()).hexdigest()[:4] + "-" + sid(case["id"])[9:]})
    ctx.emit({"type": "turn.started"})
    for i, st in enumerate(case["steps"]):
        k = st["k"]
        if k == "say":
            marks[i] = (ctx.emit({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["t"]}}),)
        elif k == "think":
            marks[i] = (ctx.emit({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": st["t"]}}),)
        elif k == "human":
            marks[i] = (ctx.emit(f"[{ctx.tsz()}] [INFO] operator note: {st['t']}"),)
        elif k == "sys":
            marks[i] = (ctx.emit({"type": "error", "message": st["t"]}),)
        elif k in ("sh", "rd", "denied"):
            if k == "sh": cmd = st["cmd"]
            elif k == "rd": cmd = f"sed -n '1,200p' {st['path']}"
            else: cmd = st["inp"].get("command", "")
            full = "bash -lc " + json.dumps(cmd) if '"' not in cmd else "bash -lc '" + cmd.replace("'", "'\\''") + "'"
            d = iid()
            a = ctx.emit({"type": "item.started", "item": {"id": d, "type": "command_execution", "command": full, "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
            if k == "rd": out, rc = st["out"] + "\n", 0
            elif k == "sh": out, rc = st["out"] + ("\n" if st["out"] else ""), st["rc"]
            else: out, rc = st["t"], None
            status = "declined" if k == "denied" else ("completed" if rc == 0 else "failed")
            b = ctx.emit({"type": "item.completed", "item": {"id": d, "type": "command_execution", "command": full, "aggregated_output": out, "exit_code": rc, "status": status}})
            marks[i] = (a, b)
        elif k in ("ed", "wr"):
            if k == "ed" and st.get("out"):
                marks[i] = (ctx.emit({"type": "item.completed", "item": {"id": iid(), "type": "file_change", "changes": [{"path": abspath(cwd, st["path"]), "kind": "update"}], "status": "failed"}}),)
            else:
                kind = "update" if k == "ed" else st.get("kind", "add")
                marks[i] = (ctx.emit({"type": "item.completed", "item": {"id": iid(), "type": "file_change", "changes": [{"path": abspath(cwd, st["path"]), "kind": kind}], "status": "completed"}}),)
    end = case["end"]; kind = end[0]
    r = random.Random(case["id"])
    if kind in ("ok", "claim"):
        if end[1]: marks["endtext"] = (ctx.emit({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": end[1]}}),)
        marks["end"] = (ctx.emit({"type": "turn.completed", "usage": {"input_tokens": r.randint(80000, 900000), "cached_input_tokens": r.randint(50000, 800000), "output_tokens": r.randint(2000, 20000)}}),)
    elif kind == "err":
        a = ctx.emit({"type": "error", "message": end[1]})
        b = ctx.emit({"type": "turn.failed", "error": {"message": end[1]}})
        marks["end"] = (a, b)
    return ctx.lines, marks

# ---- Osmia agentstream -------------------------------------------------------
def render_osmia(case):
    ctx = Ctx(case); marks = {}; cwd = case["cwd"]
    ctx.emit({"type": "system", "subtype": "init", "timestamp": ctx.tsz(), "session_id": ctx.session, "engine": case.get("engine", "claude-code"),
              "model": case.get("model", "claude-sonnet-4-5-20250929"), "cwd": cwd, "task_run": case["id"]})
    r = random.Random(case["id"]); cost = 0.0
    for i, st in enumerate(case["steps"]):
        k = st["k"]
        if k in ("say", "think"):
            marks[i] = (ctx.emit({"type": "content", "timestamp": ctx.tsz(), "role": "assistant", "content": st["t"]}),)
        elif k == "human":
            marks[i] = (ctx.emit({"type": "content", "timestamp": ctx.tsz(), "role": "user", "content": st["t"]}),)
        elif k == "sys":
            marks[i] = (ctx.emit({"type": "content", "timestamp": ctx.tsz(), "role": "system", "content": st["t"]}),)
        else:
            name, inp = tool_of(st)
            if "file_path" in inp: inp = dict(inp, file_path=abspath(cwd, inp["file_path"]))
            a = ctx.emit({"type": "tool_use", "timestamp": ctx.tsz(), "tool": name, "args": inp})
            out, err = tool_output(st, cwd)
            if k == "sh" and st["rc"]: out = out + f"\n[exit code {st['rc']}]" if out else f"[exit code {st['rc']}]"
            b = ctx.emit({"type": "content", "timestamp": ctx.tsz(), "role": "tool", "content": out})
            marks[i] = (a, b)
            if i % 9 == 8:
                cost += r.uniform(0.05, 0.3)
                ctx.emit({"type": "cost", "timestamp": ctx.tsz(), "input_tokens": r.randint(20000, 200000), "output_tokens": r.randint(500, 6000), "cost_usd": round(cost, 4)})
    end = case["end"]; kind = end[0]
    if kind != "none":
        if end[1] and kind in ("ok", "claim"):
            marks["endtext"] = (ctx.emit({"type": "content", "timestamp": ctx.tsz(), "role": "assistant", "content": end[1]}),)
        marks["end"] = (ctx.emit({"type": "result", "timestamp": ctx.tsz(), "success": kind != "err", "summary": end[1] if kind != "err" else end[1]}),)
    return ctx.lines, marks

def render(case):
    f = case["format"]
    if f == "claude": return render_claude(case)
    if f == "claude-transcript": return render_claude(case, transcript=True)
    if f == "codex": return render_codex(case)
    if f == "osmia": return render_osmia(case)
    raise ValueError(f)

def evidence(case, marks):
    ev = []
    for i, st in enumerate(case["steps"]):
        e = st.get("ev")
        if not e or i not in marks: continue
        m = marks[i]
        if e == "both": ev.extend(m)
        elif e == "call": ev.append(m[0])
        elif st["k"] in ("ed", "wr", "say", "think", "human", "sys") or len(m) == 1: ev.append(m[0])
        else: ev.append(m[-1])
    for key in ("endtext", "end"):
        if case.get("ev_end") and key in marks and (case["ev_end"] is True or case["ev_end"] == key):
            ev.extend(marks[key])
    return sorted(set(ev))
