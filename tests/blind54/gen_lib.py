"""Renderers: one neutral step list -> four stream formats (claude, claude-transcript, codex, osmia)."""
import hashlib, json, uuid, datetime

# ---- step constructors -------------------------------------------------
def S(text, ev=False):            return {"k": "say", "text": text, "ev": ev}
def T(text):                      return {"k": "think", "text": text, "ev": False}
def B(cmd, out="", rc=0, ev=False): return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev}
def R(path, content, ev=False):   return {"k": "read", "path": path, "out": content, "ev": ev}
def E(path, old, new, ev=False, err=None): return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "err": err}
def W(path, content, ev=False, err=None):  return {"k": "write", "path": path, "content": content, "ev": ev, "err": err}
def SYS(text, ev=False):          return {"k": "sys", "text": text, "ev": ev}
def API_ERR(text, ev=False):      return {"k": "apierr", "text": text, "ev": ev}
def DENY(tool, inp, ev=False):    return {"k": "deny", "tool": tool, "input": inp, "ev": ev}

class Rng:
    def __init__(self, seed):
        self.h = hashlib.sha256(seed.encode()).digest(); self.i = 0
    def _next(self):
        self.h = hashlib.sha256(self.h).digest(); return self.h
    def hex(self, n):
        return self._next().hex()[:n]
    def uuid(self):
        return str(uuid.UUID(bytes=self._next()[:16], version=4))
    def int(self, a, b):
        return a + int.from_bytes(self._next()[:4], "big") % (b - a + 1)

def numbered(text):
    return "\n".join(f"{i:>6}\t{l}" for i, l in enumerate(text.split("\n"), 1))

def _ts(base, sec):
    return (base + datetime.timedelta(seconds=sec)).strftime("%Y-%m-%dT%H:%M:%S.") + f"{(sec*137)%1000:03d}Z"

MODEL = "claude-sonnet-4-5-20250929"
TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
         "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]

def render(case, fmt, run_id):
    """returns (lines:list[str], evidence:list[int], stats:dict)"""
    rng = Rng(run_id)
    base = datetime.datetime(2026, 11, 3, 8, 0, 0) + datetime.timedelta(minutes=rng.int(0, 60 * 24 * 20))
    cwd = case.get("cwd", "/workspace/" + case.get("repo", "repo"))
    steps = case["steps"]
    end = case.get("end", {})           # {"text":..., "err":bool, "subtype":..., "denials":[...]}
    lines, ev = [], []
    sid = rng.uuid()
    clock = [0]
    def tick(a=1, b=9):
        clock[0] += rng.int(a, b); return _ts(base, clock[0])
    def add(obj, mark=False):
        lines.append(json.dumps(obj, ensure_ascii=False, separators=(",", ":")))
        if mark: ev.append(len(lines))
    model = case.get("model", MODEL)
    stats = {"tool_calls": 0, "files": set(), "cmds": []}

    def edit_result(st):
        if st.get("err"): return st["err"], True
        if st["k"] == "write": return f"File created successfully at: {st['path']}", False
        return f"The file {st['path']} has been updated successfully.", False

    def bash_claude_out(st):
        out = st["out"]
        if st["rc"] != 0:
            return (f"Exit code {st['rc']}\n" + out).rstrip("\n"), True
        return out if out else "(no output)", False

    if fmt in ("claude", "claude-transcript"):
        tr = fmt == "claude-transcript"
        parent = [None]
        def wrap(obj):
            if not tr:
                obj["parent_tool_use_id"] = None; obj["session_id"] = sid; obj["uuid"] = rng.uuid(); return obj
            u = rng.uuid()
            o = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": cwd,
                 "sessionId": sid, "version": "2.0.31", "gitBranch": case.get("branch", "agent/" + run_id[3:-5])}
            o.update(obj); o["uuid"] = u; o["timestamp"] = tick()
            parent[0] = u
            return o
        if tr:
            add({"type": "file-history-snapshot", "messageId": rng.uuid(), "snapshot": {"messageId": rng.uuid(), "trackedFileBackups": {}, "timestamp": _ts(base, 0)}, "isSnapshotUpdate": False})
            add(wrap({"type": "user", "message": {"role": "user", "content": case["prompt_text"]}, "permissionMode": "bypassPermissions"}))
        else:
            add({"type": "system", "subtype": "init", "cwd": cwd, "session_id": sid, "tools": TOOLS, "mcp_servers": [],
                 "model": model, "permissionMode": case.get("perm_mode", "bypassPermissions"), "apiKeySource": "none",
                 "output_style": "default", "uuid": rng.uuid()})
        def amsg(content, mark=False):
            m = {"id": "msg_01" + rng.hex(22), "type": "message", "role": "assistant", "model": model,
                 "content": content, "stop_reason": None, "stop_sequence": None,
                 "usage": {"input_tokens": rng.int(3, 12), "cache_creation_input_tokens": rng.int(0, 4000),
                           "cache_read_input_tokens": rng.int(8000, 90000), "output_tokens": rng.int(20, 900),
                           "service_tier": "standard"}}
            o = {"type": "assistant", "message": m}
            if tr: o["requestId"] = "req_011C" + rng.hex(18)
            add(wrap(o), mark)
        def tres(tid, text, is_err, mark, extra=None):
            o = {"type": "user", "message": {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result", "content": text, "is_error": is_err}]}}
            if tr and extra is not None: o["toolUseResult"] = extra
            add(wrap(o), mark)
        for st in steps:
            k = st["k"]; mark = st["ev"]
            if k == "say": amsg([{"type": "text", "text": st["text"]}], mark)
            elif k == "think": amsg([{"type": "thinking", "thinking": st["text"], "signature": rng.hex(40)}])
            elif k == "sys":
                if tr: add(wrap({"type": "system", "subtype": "informational", "content": st["text"], "level": "warning", "isMeta": False}), mark)
                else: add({"type": "system", "subtype": "notice", "session_id": sid, "message": st["text"], "uuid": rng.uuid()}, mark)
            elif k == "apierr":
                o = {"type": "assistant", "message": {"id": rng.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message", "usage": {"input_tokens": 0, "output_tokens": 0}, "content": [{"type": "text", "text": st["text"]}]}}
                if tr: o["isApiErrorMessage"] = True
                add(wrap(o), mark)
            else:
                tid = "toolu_01" + rng.hex(22)
                stats["tool_calls"] += 1
                if k == "bash":
                    stats["cmds"].append(("Bash", st["cmd"]))
                    amsg([{"type": "tool_use", "id": tid, "name": "Bash", "input": {"command": st["cmd"], "description": st.get("desc", "Run command")}}], mark in ("call", "both"))
                    text, err = bash_claude_out(st)
                    tres(tid, text, err, mark in (True, "both"), {"stdout": st["out"], "stderr": "", "interrupted": False, "isImage": False})
                elif k == "read":
                    stats["cmds"].append(("Read", st["path"]))
                    amsg([{"type": "tool_use", "id": tid, "name": "Read", "input": {"file_path": st["path"]}}])
                    if st["out"] is None:
                        tres(tid, "<tool_use_error>File does not exist.</tool_use_error>", True, mark, {"type": "text"})
                    else:
                        tres(tid, numbered(st["out"]), False, mark, {"type": "text", "file": {"filePath": st["path"], "numLines": st["out"].count("\n") + 1}})
                elif k in ("edit", "write"):
                    stats["cmds"].append((k, st["path"], st.get("new", st.get("content"))))
                    if not st.get("err"): stats["files"].add(st["path"])
                    inp = {"file_path": st["path"], "old_string": st["old"], "new_string": st["new"]} if k == "edit" else {"file_path": st["path"], "content": st["content"]}
                    amsg([{"type": "tool_use", "id": tid, "name": "Edit" if k == "edit" else "Write", "input": inp}], mark in (True, "call", "both") and not st.get("err"))
                    text, err = edit_result(st)
                    tres(tid, text, err, bool(st.get("err")) and bool(mark), {"filePath": st["path"]})
                elif k == "deny":
                    stats["cmds"].append((st["tool"], json.dumps(st["input"])))
                    amsg([{"type": "tool_use", "id": tid, "name": st["tool"], "input": st["input"]}])
                    tres(tid, f"Claude requested permissions to use {st['tool']}, but you haven't granted it yet.", True, mark, None)
                    end.setdefault("denials", []).append({"tool_name": st["tool"], "tool_use_id": tid, "tool_input": st["input"]})
        if not tr and end:
            add({"type": "result", "subtype": end.get("subtype", "success"), "is_error": end.get("err", False),
                 "duration_ms": clock[0] * 1000 + rng.int(0, 999), "duration_api_ms": clock[0] * 800, "num_turns": stats["tool_calls"] + 1,
                 "result": end.get("text", ""), "session_id": sid, "total_cost_usd": round(stats["tool_calls"] * 0.041 + 0.12, 4),
                 "usage": {"input_tokens": rng.int(20, 200), "cache_creation_input_tokens": rng.int(5000, 40000), "cache_read_input_tokens": rng.int(100000, 900000), "output_tokens": rng.int(2000, 15000), "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
                 "permission_denials": end.get("denials", []), "uuid": rng.uuid()}, end.get("ev", False))

    elif fmt == "codex":
        n = [0]
        def iid():
            v = f"item_{n[0]}"; n[0] += 1; return v
        add({"type": "thread.started", "thread_id": rng.uuid()})
        add({"type": "turn.started"})
        for st in steps:
            k = st["k"]; mark = st["ev"]
            if k == "say": add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["text"]}}, mark)
            elif k == "think": add({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": st["text"]}})
            elif k in ("sys", "apierr"): add({"type": "error", "message": st["text"]}, mark)
            elif k in ("bash", "read", "deny"):
                stats["tool_calls"] += 1
                if k == "bash": cmd, out, rc = st["cmd"], st["out"], st["rc"]
                elif k == "read":
                    cmd = f"sed -n '1,200p' {st['path']}"
                    out, rc = (st["out"], 0) if st["out"] is not None else (f"sed: can't read {st['path']}: No such file or directory", 2)
                else: cmd, out, rc = st["input"].get("command", ""), "", None
                stats["cmds"].append(("Bash", cmd))
                i = iid()
                qc = "bash -lc " + json.dumps(cmd) if "'" in cmd else f"bash -lc '{cmd}'"
                add({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": qc, "aggregated_output": "", "exit_code": None, "status": "in_progress"}}, mark in ("call",))
                if k == "deny":
                    add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": qc, "aggregated_output": "", "exit_code": None, "status": "declined"}}, mark)
                else:
                    add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": qc, "aggregated_output": out, "exit_code": rc, "status": "completed" if rc == 0 else "failed"}}, mark in (True, "both", "call"))
            elif k in ("edit", "write"):
                stats["tool_calls"] += 1
                stats["cmds"].append((k, st["path"], st.get("new", st.get("content"))))
                if st.get("err"):
                    cmd = f"apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: {st['path']}\nEOF"
                    add({"type": "item.completed", "item": {"id": iid(), "type": "command_execution", "command": "bash -lc " + json.dumps(cmd), "aggregated_output": st["err"], "exit_code": 1, "status": "failed"}}, mark)
                else:
                    stats["files"].add(st["path"])
                    add({"type": "item.completed", "item": {"id": iid(), "type": "file_change", "changes": [{"path": st["path"], "kind": "add" if k == "write" else "update"}], "status": "completed"}}, mark)
        if end:
            if end.get("err"):
                add({"type": "turn.failed", "error": {"message": end.get("text", "")}}, end.get("ev", False))
            else:
                add({"type": "turn.completed", "usage": {"input_tokens": rng.int(60000, 400000), "cached_input_tokens": rng.int(40000, 300000), "output_tokens": rng.int(2000, 12000)}}, end.get("ev", False))

    elif fmt == "osmia":
        add({"type": "system", "subtype": "init", "timestamp": tick(), "session_id": sid, "engine": "claude-code", "model": model, "cwd": cwd})
        for st in steps:
            k = st["k"]; mark = st["ev"]
            if k == "say": add({"type": "content", "timestamp": tick(), "role": "assistant", "content": st["text"]}, mark)
            elif k == "think": continue
            elif k in ("sys", "apierr"): add({"type": "content", "timestamp": tick(), "role": "system", "content": st["text"]}, mark)
            else:
                stats["tool_calls"] += 1
                if k == "bash":
                    stats["cmds"].append(("Bash", st["cmd"]))
                    add({"type": "tool_use", "timestamp": tick(), "tool": "Bash", "args": {"command": st["cmd"]}}, mark in ("call", "both"))
                    out = st["out"] if st["rc"] == 0 else (st["out"].rstrip("\n") + f"\n[exit status {st['rc']}]")
                    add({"type": "content", "timestamp": tick(), "role": "tool", "content": out}, mark in (True, "both"))
                elif k == "read":
                    stats["cmds"].append(("Read", st["path"]))
                    add({"type": "tool_use", "timestamp": tick(), "tool": "Read", "args": {"file_path": st["path"]}})
                    add({"type": "content", "timestamp": tick(), "role": "tool", "content": numbered(st["out"]) if st["out"] is not None else "File does not exist."}, mark)
                elif k in ("edit", "write"):
                    stats["cmds"].append((k, st["path"], st.get("new", st.get("content"))))
                    if not st.get("err"): stats["files"].add(st["path"])
                    args = {"file_path": st["path"], "old_string": st["old"], "new_string": st["new"]} if k == "edit" else {"file_path": st["path"], "content": st["content"]}
                    add({"type": "tool_use", "timestamp": tick(), "tool": "Edit" if k == "edit" else "Write", "args": args}, mark and not st.get("err"))
                    text, _ = edit_result(st)
                    add({"type": "content", "timestamp": tick(), "role": "tool", "content": text}, bool(st.get("err")) and bool(mark))
                elif k == "deny":
                    add({"type": "tool_use", "timestamp": tick(), "tool": st["tool"], "args": st["input"]})
                    add({"type": "content", "timestamp": tick(), "role": "tool", "content": f"Permission to use {st['tool']} has been denied by policy."}, mark)
        if end:
            add({"type": "cost", "timestamp": tick(), "input_tokens": rng.int(50000, 600000), "output_tokens": rng.int(2000, 15000), "cost_usd": round(stats["tool_calls"] * 0.037 + 0.09, 4)})
            add({"type": "result", "timestamp": tick(), "success": not end.get("err", False), "summary": end.get("text", "")}, end.get("ev", False))
    else:
        raise ValueError(fmt)
    stats["end_clock"] = clock[0]; stats["base"] = base
    return lines, ev, stats
