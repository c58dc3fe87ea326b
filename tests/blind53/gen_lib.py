"""Renderers: abstract steps -> the four stream formats (claude, claude-transcript, codex, osmia).

Steps (tuples/dicts built by helpers below):
  T(text)                      assistant prose
  B(cmd, out, err=False, ev=None)   Bash call + output; ev in (None,'out','call','both')
  R(path, text)                Read
  E(path, old, new, ev=None)   Edit (ev defaults to None; use 'call' to mark)
  W(path, text, ev=None)       Write
  G(pattern, out)              Grep
  SYS(text, ev=None)           orchestrator/system notice (osmia: content role system; others: plain text line)
  END(text, is_error)          final result (claude/osmia: result line; codex: turn.completed/turn.failed; transcript: prose)
  RAW(obj_or_text, ev=None)    a raw line emitted verbatim in any format
"""
import json, hashlib, random, datetime, uuid as _uuid

def T(text, ev=None): return {"k": "text", "text": text, "ev": ev}
def B(cmd, out, err=False, ev=None, code=None): return {"k": "tool", "name": "Bash", "input": {"command": cmd}, "out": out, "err": err, "ev": ev, "code": code}
def R(path, text, ev=None): return {"k": "tool", "name": "Read", "input": {"file_path": path}, "out": text, "err": False, "ev": ev}
def E(path, old, new, ev=None, out=None, err=False):
    return {"k": "tool", "name": "Edit", "input": {"file_path": path, "old_string": old, "new_string": new},
            "out": out or f"The file {path} has been updated.", "err": err, "ev": ev}
def W(path, text, ev=None): return {"k": "tool", "name": "Write", "input": {"file_path": path, "content": text}, "out": f"File created successfully at: {path}", "err": False, "ev": ev}
def G(pattern, out, path="."): return {"k": "tool", "name": "Grep", "input": {"pattern": pattern, "path": path}, "out": out, "err": False, "ev": None}
def SYS(text, ev=None): return {"k": "sys", "text": text, "ev": ev}
def END(text, is_error=False, ev=None, subtype=None): return {"k": "end", "text": text, "err": is_error, "ev": ev, "subtype": subtype}
def RAW(obj, ev=None): return {"k": "raw", "obj": obj, "ev": ev}

def _rng(seed): return random.Random(int(hashlib.sha1(seed.encode()).hexdigest()[:12], 16))

class Clock:
    def __init__(self, seed):
        r = _rng(seed + "clock")
        self.t = datetime.datetime(2026, 11, 3 + r.randint(0, 20), r.randint(6, 20), r.randint(0, 59), r.randint(0, 59))
        self.r = r
    def tick(self, lo=1, hi=9):
        self.t += datetime.timedelta(seconds=self.r.randint(lo, hi), milliseconds=self.r.randint(0, 999))
        return self.t
    def iso(self, ms=False):
        return self.t.strftime("%Y-%m-%dT%H:%M:%S") + (".%03dZ" % (self.t.microsecond // 1000) if ms else "Z")

def _uid(r): return str(_uuid.UUID(int=r.getrandbits(128), version=4))
def _tid(r, prefix="toolu_01"):
    a = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789"
    return prefix + "".join(r.choice(a) for _ in range(22))

TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]

def dumps(o): return json.dumps(o, ensure_ascii=False, separators=(",", ":"))

def render(fmt, steps, seed, prompt, cwd="/workspace/repo", model=None):
    """Returns (lines, evidence_line_numbers)."""
    fn = {"claude": _claude, "claude-transcript": _transcript, "codex": _codex, "osmia": _osmia}[fmt]
    lines, ev = [], []
    fn(steps, seed, prompt, cwd, model, lines, ev)
    return lines, sorted(set(ev))

def _mark(step, where, ev, lineno):
    e = step.get("ev")
    if not e: return
    if e == "both" or e == where or (e is True and where in ("out", "line")) or where == "line":
        ev.append(lineno)

def _usage(r):
    return {"input_tokens": r.randint(3, 40), "cache_creation_input_tokens": r.randint(0, 9000), "cache_read_input_tokens": r.randint(9000, 90000), "output_tokens": r.randint(20, 900), "service_tier": "standard"}

def _claude(steps, seed, prompt, cwd, model, L, ev):
    r = _rng(seed); ck = Clock(seed)
    sid = _uid(r); model = model or r.choice(["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514"])
    L.append(dumps({"type": "system", "subtype": "init", "cwd": cwd, "session_id": sid, "tools": TOOLS, "mcp_servers": [], "model": model, "permissionMode": "bypassPermissions", "apiKeySource": "none", "output_style": "default", "uuid": _uid(r)}))
    turns = 0; cost = 0.0
    for s in steps:
        k = s["k"]
        if k == "text":
            L.append(dumps({"type": "assistant", "message": {"id": _tid(r, "msg_01"), "type": "message", "role": "assistant", "model": model, "content": [{"type": "text", "text": s["text"]}], "stop_reason": None, "usage": _usage(r)}, "parent_tool_use_id": None, "session_id": sid, "uuid": _uid(r)}))
            _mark(s, "line", ev, len(L)); turns += 1
        elif k == "tool":
            tid = _tid(r)
            L.append(dumps({"type": "assistant", "message": {"id": _tid(r, "msg_01"), "type": "message", "role": "assistant", "model": model, "content": [{"type": "tool_use", "id": tid, "name": s["name"], "input": s["input"]}], "stop_reason": None, "usage": _usage(r)}, "parent_tool_use_id": None, "session_id": sid, "uuid": _uid(r)}))
            _mark(s, "call", ev, len(L))
            tr = {"tool_use_id": tid, "type": "tool_result", "content": s["out"]}
            if s["err"]: tr["is_error"] = True
            L.append(dumps({"type": "user", "message": {"role": "user", "content": [tr]}, "parent_tool_use_id": None, "session_id": sid, "uuid": _uid(r)}))
            _mark(s, "out", ev, len(L)); turns += 1; cost += r.uniform(0.01, 0.09)
        elif k == "sys":
            L.append(s["text"]); _mark(s, "line", ev, len(L))
        elif k == "raw":
            L.append(s["obj"] if isinstance(s["obj"], str) else dumps(s["obj"])); _mark(s, "line", ev, len(L))
        elif k == "end":
            L.append(dumps({"type": "result", "subtype": s.get("subtype") or ("error_during_execution" if s["err"] and "limit" not in s["text"] else "success"), "is_error": s["err"], "duration_ms": r.randint(40000, 900000), "duration_api_ms": r.randint(30000, 600000), "num_turns": turns, "result": s["text"], "session_id": sid, "total_cost_usd": round(cost, 4), "usage": _usage(r), "permission_denials": s.get("denials", []), "uuid": _uid(r)}))
            _mark(s, "line", ev, len(L))

def _transcript(steps, seed, prompt, cwd, model, L, ev):
    r = _rng(seed); ck = Clock(seed)
    sid = _uid(r); model = model or r.choice(["claude-opus-4-6", "claude-sonnet-4-5-20250929"])
    branch = r.choice(["main", "master", "feat/obs"])
    base = lambda parent: {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": sid, "version": "2.1.38", "gitBranch": branch}
    mid = _uid(r)
    L.append(dumps({"type": "file-history-snapshot", "messageId": mid, "snapshot": {"messageId": mid, "trackedFileBackups": {}, "timestamp": ck.iso(True)}, "isSnapshotUpdate": False}))
    parent = None
    u = _uid(r); ck.tick()
    L.append(dumps({**base(parent), "type": "user", "message": {"role": "user", "content": prompt}, "uuid": u, "timestamp": ck.iso(True), "permissionMode": "bypassPermissions"}))
    parent = u
    for s in steps:
        k = s["k"]
        if k in ("text", "end"):
            if k == "end" and not s["text"]: continue
            u = _uid(r); ck.tick(2, 20)
            L.append(dumps({**base(parent), "message": {"model": model, "id": _tid(r, "msg_01"), "type": "message", "role": "assistant", "content": [{"type": "text", "text": s["text"]}], "stop_reason": None, "usage": _usage(r)}, "requestId": _tid(r, "req_011C"), "type": "assistant", "uuid": u, "timestamp": ck.iso(True)}))
            _mark(s, "line", ev, len(L)); parent = u
        elif k == "tool":
            tid = _tid(r); u = _uid(r); ck.tick(2, 15)
            L.append(dumps({**base(parent), "message": {"model": model, "id": _tid(r, "msg_01"), "type": "message", "role": "assistant", "content": [{"type": "tool_use", "id": tid, "name": s["name"], "input": s["input"]}], "stop_reason": None, "usage": _usage(r)}, "requestId": _tid(r, "req_011C"), "type": "assistant", "uuid": u, "timestamp": ck.iso(True)}))
            _mark(s, "call", ev, len(L)); parent = u
            u = _uid(r); ck.tick(1, 30)
            tr = {"tool_use_id": tid, "type": "tool_result", "content": s["out"], "is_error": bool(s["err"])}
            tur = {"stdout": s["out"], "stderr": "", "interrupted": False, "isImage": False} if s["name"] == "Bash" else {"type": "text"}
            L.append(dumps({**base(parent), "type": "user", "message": {"role": "user", "content": [tr]}, "uuid": u, "timestamp": ck.iso(True), "toolUseResult": tur}))
            _mark(s, "out", ev, len(L)); parent = u
        elif k == "sys":
            u = _uid(r); ck.tick()
            L.append(dumps({**base(parent), "type": "system", "subtype": "local_command", "content": s["text"], "level": "info", "uuid": u, "timestamp": ck.iso(True)}))
            _mark(s, "line", ev, len(L)); parent = u
        elif k == "raw":
            L.append(s["obj"] if isinstance(s["obj"], str) else dumps(s["obj"])); _mark(s, "line", ev, len(L))

def _codex(steps, seed, prompt, cwd, model, L, ev):
    r = _rng(seed)
    L.append(dumps({"type": "thread.started", "thread_id": _uid(r)}))
    L.append(dumps({"type": "turn.started"}))
    n = 0
    def nid():
        nonlocal n; n += 1; return f"item_{n-1}"
    for s in steps:
        k = s["k"]
        if k == "text":
            kind = "reasoning" if s["text"].startswith("**") else "agent_message"
            L.append(dumps({"type": "item.completed", "item": {"id": nid(), "type": kind, "text": s["text"]}})); _mark(s, "line", ev, len(L))
        elif k == "tool":
            nm = s["name"]
            if nm in ("Edit", "Write"):
                p = s["input"]["file_path"]
                if s["err"]:
                    L.append(dumps({"type": "item.completed", "item": {"id": nid(), "type": "file_change", "changes": [{"path": p, "kind": "update" if nm == "Edit" else "add"}], "status": "failed"}}))
                else:
                    L.append(dumps({"type": "item.completed", "item": {"id": nid(), "type": "file_change", "changes": [{"path": p, "kind": "update" if nm == "Edit" else "add"}], "status": "completed"}}))
                if s.get("ev"): ev.append(len(L))
                continue
            if nm == "Read": cmd = f"bash -lc \"sed -n '1,200p' {s['input']['file_path']}\""
            elif nm == "Grep": cmd = f"bash -lc \"rg -n '{s['input']['pattern']}' {s['input'].get('path', '.')}\""
            else: cmd = "bash -lc " + json.dumps(s["input"]["command"])
            code = s.get("code")
            if code is None: code = 1 if s["err"] else 0
            iid = nid()
            if s.get("ev") in ("call", "both") or r.random() < 0.35:
                L.append(dumps({"type": "item.started", "item": {"id": iid, "type": "command_execution", "command": cmd, "aggregated_output": "", "exit_code": None, "status": "in_progress"}}))
                if s.get("ev") in ("call",): ev.append(len(L))
            L.append(dumps({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": cmd, "aggregated_output": s["out"], "exit_code": code, "status": "failed" if code else "completed"}}))
            if s.get("ev") in ("out", "both", True): ev.append(len(L))
        elif k == "sys":
            L.append(s["text"]); _mark(s, "line", ev, len(L))
        elif k == "raw":
            L.append(s["obj"] if isinstance(s["obj"], str) else dumps(s["obj"])); _mark(s, "line", ev, len(L))
        elif k == "end":
            if s["text"] and not s["err"]:
                L.append(dumps({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": s["text"]}}))
            if s["err"]:
                if s.get("subtype") == "error_event":
                    L.append(dumps({"type": "error", "message": s["text"]})); _mark(s, "line", ev, len(L))
                L.append(dumps({"type": "turn.failed", "error": {"message": s["text"]}})); _mark(s, "line", ev, len(L))
            else:
                L.append(dumps({"type": "turn.completed", "usage": {"input_tokens": r.randint(40000, 400000), "cached_input_tokens": r.randint(20000, 300000), "output_tokens": r.randint(900, 9000)}}))
                _mark(s, "line", ev, len(L))

def _osmia(steps, seed, prompt, cwd, model, L, ev):
    r = _rng(seed); ck = Clock(seed)
    L.append(dumps({"type": "system", "subtype": "init", "timestamp": ck.iso(), "engine": "claude-code", "session_id": _uid(r), "cwd": cwd, "model": model or "claude-sonnet-4-5-20250929"}))
    cost = 0.0
    for s in steps:
        k = s["k"]; ck.tick()
        if k == "text":
            L.append(dumps({"type": "content", "timestamp": ck.iso(), "role": "assistant", "content": s["text"]})); _mark(s, "line", ev, len(L))
        elif k == "tool":
            L.append(dumps({"type": "tool_use", "timestamp": ck.iso(), "tool": s["name"], "args": s["input"]})); _mark(s, "call", ev, len(L))
            ck.tick(1, 40)
            L.append(dumps({"type": "content", "timestamp": ck.iso(), "role": "tool", "content": s["out"]})); _mark(s, "out", ev, len(L))
            cost += r.uniform(0.01, 0.08)
            if r.random() < 0.12:
                L.append(dumps({"type": "cost", "timestamp": ck.iso(), "input_tokens": r.randint(20000, 200000), "output_tokens": r.randint(500, 5000), "cost_usd": round(cost, 4)}))
        elif k == "sys":
            L.append(dumps({"type": "content", "timestamp": ck.iso(), "role": "system", "content": s["text"]})); _mark(s, "line", ev, len(L))
        elif k == "raw":
            L.append(s["obj"] if isinstance(s["obj"], str) else dumps(s["obj"])); _mark(s, "line", ev, len(L))
        elif k == "end":
            L.append(dumps({"type": "cost", "timestamp": ck.iso(), "input_tokens": r.randint(20000, 400000), "output_tokens": r.randint(500, 9000), "cost_usd": round(cost, 4)}))
            L.append(dumps({"type": "result", "timestamp": ck.iso(), "success": not s["err"], "summary": s["text"]})); _mark(s, "line", ev, len(L))
