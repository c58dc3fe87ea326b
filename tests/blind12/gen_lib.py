"""Rendering of abstract agent sessions into the four stream formats."""
import json, hashlib, datetime, uuid

FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
MODEL = "claude-sonnet-4-5-20250929"

# ---- abstract steps ----
def S(text): return {"k": "say", "text": text}
def B(cmd, out, err=False, ev=None, code=None):
    d = {"k": "tool", "name": "Bash", "input": {"command": cmd}, "out": out, "err": err, "ev": ev}
    if code is not None: d["code"] = code
    return d
def R(path, out): return {"k": "tool", "name": "Read", "input": {"file_path": path}, "out": out, "err": False, "ev": None}
def G(pat, out): return {"k": "tool", "name": "Grep", "input": {"pattern": pat, "path": "."}, "out": out, "err": False, "ev": None}
def E(path, old, new, ev=None, out=None, err=False):
    return {"k": "tool", "name": "Edit", "input": {"file_path": path, "old_string": old, "new_string": new},
            "out": out or f"The file {path} has been updated.", "err": err, "ev": ev}
def W(path, content, ev=None): return {"k": "tool", "name": "Write", "input": {"file_path": path, "content": content},
            "out": f"File created successfully at: {path}", "err": False, "ev": ev}
def OK(summary): return {"k": "end", "ok": True, "summary": summary}
def FAIL(summary): return {"k": "end", "ok": False, "summary": summary}
def PROV(text, ev=True): return {"k": "prov", "text": text, "ev": ev}
def CUT(): return {"k": "cut"}

def rid(seed, n=12):
    return hashlib.sha256(seed.encode()).hexdigest()[:n]

def uid(seed):
    return str(uuid.UUID(hashlib.md5(seed.encode()).hexdigest()))

class Clock:
    def __init__(self, start):
        self.t = datetime.datetime.strptime(start, "%Y-%m-%dT%H:%M:%SZ")
    def tick(self, s=7):
        self.t += datetime.timedelta(seconds=s)
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")
    def ms(self):
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + "123Z"

def _ev_mark(step, which):
    ev = step.get("ev")
    return ev == which or ev == "both"

def render(fmt, case, steps, start):
    """Returns (lines as list of str, evidence line numbers, has_final)."""
    fn = {"claude": r_claude, "claude-transcript": r_transcript, "codex": r_codex, "osmia": r_osmia}[fmt]
    lines, ev = fn(case, steps, Clock(start))
    return [json.dumps(l, ensure_ascii=False) for l in lines], sorted(set(ev))

def r_claude(case, steps, ck):
    sid = uid(case["id"] + "s"); L = []; ev = []; n = 0
    L.append({"type": "system", "subtype": "init", "cwd": case["cwd"], "session_id": sid,
              "tools": ["Task", "Bash", "Glob", "Grep", "LS", "Read", "Edit", "MultiEdit", "Write", "TodoWrite", "WebFetch"],
              "mcp_servers": [], "model": MODEL, "permissionMode": case.get("perm_mode", "acceptEdits"), "apiKeySource": "none",
              "uuid": uid(case["id"] + "init")})
    cost = 0.0
    for i, st in enumerate(steps):
        n += 1; mid = "msg_01" + rid(case["id"] + str(i), 20)
        if st["k"] == "say":
            L.append({"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": MODEL,
                      "content": [{"type": "text", "text": st["text"]}], "stop_reason": None, "usage": {"input_tokens": 6, "output_tokens": 80 + i}},
                      "parent_tool_use_id": None, "session_id": sid, "uuid": uid(case["id"] + "a" + str(i))})
            if st.get("ev"): ev.append(len(L))
        elif st["k"] == "tool":
            tid = "toolu_01" + rid(case["id"] + "t" + str(i), 22)
            L.append({"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": MODEL,
                      "content": [{"type": "tool_use", "id": tid, "name": st["name"], "input": st["input"]}], "stop_reason": None,
                      "usage": {"input_tokens": 4, "output_tokens": 120}}, "parent_tool_use_id": None, "session_id": sid,
                      "uuid": uid(case["id"] + "c" + str(i))})
            if _ev_mark(st, "call"): ev.append(len(L))
            blk = {"tool_use_id": tid, "type": "tool_result", "content": st["out"]}
            if st["err"]: blk["is_error"] = True
            L.append({"type": "user", "message": {"role": "user", "content": [blk]}, "parent_tool_use_id": None,
                      "session_id": sid, "uuid": uid(case["id"] + "r" + str(i))})
            if _ev_mark(st, "result"): ev.append(len(L))
            cost += 0.031
        elif st["k"] == "prov":
            L.append({"type": "assistant", "message": {"id": uid(case["id"] + "syn"), "model": "<synthetic>", "role": "assistant",
                      "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message", "usage": {"input_tokens": 0, "output_tokens": 0},
                      "content": [{"type": "text", "text": st["text"]}]}, "parent_tool_use_id": None, "session_id": sid,
                      "uuid": uid(case["id"] + "syn2")})
            if st["ev"]: ev.append(len(L))
            L.append({"type": "result", "subtype": "success", "is_error": True, "duration_ms": 412000 + n, "num_turns": n,
                      "result": st["text"], "session_id": sid, "total_cost_usd": round(cost, 4), "permission_denials": []})
            if st["ev"]: ev.append(len(L))
        elif st["k"] == "end":
            L.append({"type": "result", "subtype": "success", "is_error": bool(st.get("claude_error")),
                      "duration_ms": 300000 + 1000 * n, "num_turns": n, "result": st["summary"], "session_id": sid,
                      "total_cost_usd": round(cost, 4), "permission_denials": case.get("denials", []) if not st["ok"] else []})
            if st.get("ev"): ev.append(len(L))
        elif st["k"] == "cut":
            pass
    return L, ev

def r_transcript(case, steps, ck):
    sid = uid(case["id"] + "s"); L = []; ev = []; parent = None
    base = {"isSidechain": False, "userType": "external", "cwd": case["cwd"], "sessionId": sid, "version": "2.0.37",
            "gitBranch": case.get("branch", "agent/" + case["ticket"].lower())}
    def add(d, key):
        nonlocal parent
        u = uid(case["id"] + key)
        rec = {"parentUuid": parent}; rec.update(base); rec.update(d); rec["uuid"] = u; rec["timestamp"] = ck.tick(5)[:-1] + ".412Z"
        L.append(rec); parent = u
    add({"type": "user", "message": {"role": "user", "content": case["prompt_text"]}}, "prompt")
    for i, st in enumerate(steps):
        mid = "msg_01" + rid(case["id"] + str(i), 20)
        if st["k"] == "say":
            add({"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": MODEL,
                 "content": [{"type": "text", "text": st["text"]}], "stop_reason": None, "usage": {"input_tokens": 6, "output_tokens": 90}},
                 "requestId": "req_011C" + rid(case["id"] + "q" + str(i), 18)}, "a" + str(i))
            if st.get("ev"): ev.append(len(L))
        elif st["k"] == "tool":
            tid = "toolu_01" + rid(case["id"] + "t" + str(i), 22)
            add({"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": MODEL,
                 "content": [{"type": "tool_use", "id": tid, "name": st["name"], "input": st["input"]}], "stop_reason": "tool_use",
                 "usage": {"input_tokens": 4, "output_tokens": 130}}, "requestId": "req_011C" + rid(case["id"] + "q" + str(i), 18)}, "c" + str(i))
            if _ev_mark(st, "call"): ev.append(len(L))
            blk = {"tool_use_id": tid, "type": "tool_result", "content": st["out"]}
            if st["err"]: blk["is_error"] = True
            tur = {"stdout": st["out"], "stderr": "", "interrupted": False, "isImage": False} if st["name"] == "Bash" else ("Error: " + st["out"] if st["err"] else {"filePath": st["input"].get("file_path", "")})
            add({"type": "user", "message": {"role": "user", "content": [blk]}, "toolUseResult": tur}, "r" + str(i))
            if _ev_mark(st, "result"): ev.append(len(L))
        elif st["k"] == "prov":
            add({"type": "assistant", "message": {"id": uid(case["id"] + "syn"), "model": "<synthetic>", "role": "assistant",
                 "stop_reason": "stop_sequence", "type": "message", "usage": {"input_tokens": 0, "output_tokens": 0},
                 "content": [{"type": "text", "text": st["text"]}]}, "isApiErrorMessage": True}, "syn")
            if st["ev"]: ev.append(len(L))
        elif st["k"] == "end":
            add({"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": MODEL,
                 "content": [{"type": "text", "text": st["summary"]}], "stop_reason": "end_turn", "usage": {"input_tokens": 6, "output_tokens": 210}},
                 "requestId": "req_011C" + rid(case["id"] + "end", 18)}, "end")
            if st.get("ev"): ev.append(len(L))
    return L, ev

def _codex_cmd(st):
    nm, inp = st["name"], st["input"]
    if nm == "Bash": return "bash -lc " + json.dumps(inp["command"]) if "'" in inp["command"] else "bash -lc '" + inp["command"] + "'"
    if nm == "Read": return f"bash -lc 'cat -n {inp['file_path']}'"
    if nm == "Grep": return f"bash -lc 'rg -n \"{inp['pattern']}\"'"
    return None

def r_codex(case, steps, ck):
    L = []; ev = []; k = 0
    L.append({"type": "thread.started", "thread_id": uid(case["id"] + "thr")})
    L.append({"type": "turn.started"})
    for i, st in enumerate(steps):
        if st["k"] == "say":
            L.append({"type": "item.completed", "item": {"id": f"item_{k}", "type": "reasoning" if i < len(steps) - 2 else "agent_message", "text": st["text"]}}); k += 1
            if st.get("ev"): ev.append(len(L))
        elif st["k"] == "tool":
            if st["name"] in ("Edit", "Write"):
                kind = "update" if st["name"] == "Edit" else "add"
                L.append({"type": "item.completed", "item": {"id": f"item_{k}", "type": "file_change",
                          "changes": [{"path": st["input"]["file_path"], "kind": kind}], "status": "failed" if st["err"] else "completed"}}); k += 1
                if st.get("ev"): ev.append(len(L))
                continue
            cmd = _codex_cmd(st)
            L.append({"type": "item.started", "item": {"id": f"item_{k}", "type": "command_execution", "command": cmd,
                      "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
            if _ev_mark(st, "call"): ev.append(len(L))
            if st.get("started_only"): continue
            code = st.get("code", 1 if st["err"] else 0)
            L.append({"type": "item.completed", "item": {"id": f"item_{k}", "type": "command_execution", "command": cmd,
                      "aggregated_output": st["out"] + ("\n" if st["out"] and not st["out"].endswith("\n") else ""),
                      "exit_code": code, "status": "failed" if code else "completed"}}); k += 1
            if _ev_mark(st, "result"): ev.append(len(L))
        elif st["k"] == "prov":
            L.append({"type": "error", "message": st["text"]})
            if st["ev"]: ev.append(len(L))
            L.append({"type": "turn.failed", "error": {"message": st["text"]}})
            if st["ev"]: ev.append(len(L))
        elif st["k"] == "end":
            L.append({"type": "item.completed", "item": {"id": f"item_{k}", "type": "agent_message", "text": st["summary"]}}); k += 1
            if st.get("ev"): ev.append(len(L))
            L.append({"type": "turn.completed", "usage": {"input_tokens": 180000 + 1000 * len(steps), "cached_input_tokens": 120000, "output_tokens": 5200}})
    return L, ev

def r_osmia(case, steps, ck):
    L = []; ev = []
    L.append({"type": "system", "subtype": "init", "timestamp": ck.tick(0), "session_id": uid(case["id"] + "s")})
    for i, st in enumerate(steps):
        if st["k"] == "say":
            L.append({"type": "content", "timestamp": ck.tick(9), "role": "assistant", "content": st["text"]})
            if st.get("ev"): ev.append(len(L))
        elif st["k"] == "tool":
            L.append({"type": "tool_use", "timestamp": ck.tick(4), "tool": st["name"], "args": st["input"]})
            if _ev_mark(st, "call"): ev.append(len(L))
            L.append({"type": "content", "timestamp": ck.tick(3), "role": "tool", "content": st["out"]})
            if _ev_mark(st, "result"): ev.append(len(L))
        elif st["k"] == "prov":
            L.append({"type": "content", "timestamp": ck.tick(2), "role": "system", "content": st["text"]})
            if st["ev"]: ev.append(len(L))
            L.append({"type": "cost", "timestamp": ck.tick(1), "input_tokens": 90000 + 3000 * i, "output_tokens": 2100, "cost_usd": round(0.03 * i, 2)})
            L.append({"type": "result", "timestamp": ck.tick(1), "success": False, "summary": "engine exited: " + st["text"][:160]})
            if st["ev"]: ev.append(len(L))
        elif st["k"] == "end":
            L.append({"type": "cost", "timestamp": ck.tick(2), "input_tokens": 90000 + 3000 * i, "output_tokens": 4100, "cost_usd": round(0.03 * i, 2)})
            L.append({"type": "result", "timestamp": ck.tick(1), "success": st["ok"], "summary": st["summary"]})
            if st.get("ev"): ev.append(len(L))
    return L, ev
