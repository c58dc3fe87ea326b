"""Renderers for the four stream formats used by the b4- blind set.

A case is format-agnostic: a list of steps built with the helpers below.
render(case) returns (lines, evidence_line_numbers, stats).
"""
import hashlib, json

MODEL = "claude-sonnet-4-5-20250929"
CWD = "/workspace/repo"


# ---------------------------------------------------------------- steps
def S(text, ev=False):            # assistant prose
    return {"k": "say", "text": text, "ev": ev}

def T(text):                       # thinking / reasoning
    return {"k": "think", "text": text, "ev": False}

def B(cmd, out, err=None, ev=False, code=None, desc=None):   # shell
    if err is None:
        err = bool(code) if code is not None else False
    if code is None:
        code = 1 if err else 0
    return {"k": "tool", "name": "Bash", "input": {"command": cmd, **({"description": desc} if desc else {})},
            "out": out, "err": err, "code": code, "ev": ev}

def R(path, content, ev=False):
    numbered = "\n".join(f"{i+1:>6}\u2192{l}" for i, l in enumerate(content.split("\n")))
    return {"k": "tool", "name": "Read", "input": {"file_path": f"{CWD}/{path}"}, "out": numbered,
            "raw": content, "err": False, "code": 0, "ev": ev, "path": path}

def E(path, old, new, ev=False, out=None, err=False):
    return {"k": "tool", "name": "Edit", "input": {"file_path": f"{CWD}/{path}", "old_string": old, "new_string": new},
            "out": out or f"The file {CWD}/{path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" +
            "\n".join(f"{i+1:>6}\u2192{l}" for i, l in enumerate(new.split("\n")[:8])),
            "err": err, "code": 1 if err else 0, "ev": ev, "path": path, "edit": True}

def W(path, content, ev=False):
    return {"k": "tool", "name": "Write", "input": {"file_path": f"{CWD}/{path}", "content": content},
            "out": f"File created successfully at: {CWD}/{path}", "err": False, "code": 0, "ev": ev,
            "path": path, "edit": True}

def G(pattern, out, path=".", ev=False):
    return {"k": "tool", "name": "Grep", "input": {"pattern": pattern, "path": path, "output_mode": "content"},
            "out": out, "err": False, "code": 0, "ev": ev}

def LOG(text, ev=False, level="ERROR"):   # orchestrator log line (plain text)
    return {"k": "log", "text": text, "ev": ev, "level": level}

def END(ok, text, ev=False, codex_error=None):
    """final result. ok=False -> error result (claude is_error, osmia success false, codex turn.failed)."""
    return {"k": "end", "ok": ok, "text": text, "ev": ev, "codex_error": codex_error}

def API_ERR(text, ev=False):
    """the agent's own provider error surfaced as an assistant/system message (claude synthetic text)."""
    return {"k": "apierr", "text": text, "ev": ev}


# ---------------------------------------------------------------- helpers
def _h(*parts):
    return hashlib.sha1("|".join(map(str, parts)).encode()).hexdigest()

def _uuid(seed, *n):
    h = _h(seed, *n)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"

def _ts(base_min, i):
    s = base_min * 60 + i * 7
    return f"2026-11-{14 + (base_min % 12):02d}T{(9 + s // 3600) % 24:02d}:{(s // 60) % 60:02d}:{s % 60:02d}Z"

def _toolu(seed, n):
    import base64
    return "toolu_01" + base64.b32encode(bytes.fromhex(_h(seed, "t", n)[:30])).decode().rstrip("=")[:22]

def _usage(i):
    return {"input_tokens": 4 + i % 7, "cache_creation_input_tokens": 300 + 37 * i, "cache_read_input_tokens": 14000 + 911 * i,
            "output_tokens": 60 + 13 * (i % 11), "service_tier": "standard"}


# ---------------------------------------------------------------- renderers
def render(case):
    fmt = case["format"]
    for st in case["steps"]:   # evidence of an edit is the call that carries old/new text
        if st.get("edit") and st.get("ev") is True and fmt != "codex":
            st["ev"] = "call"
    fn = {"claude": _claude, "claude-transcript": _transcript, "codex": _codex, "osmia": _osmia}[fmt]
    lines, ev = fn(case)
    return [json.dumps(l, ensure_ascii=False) if not isinstance(l, str) else l for l in lines], ev


def _claude(c):
    sid = _uuid(c["id"], "sid"); seed = c["id"]; base = c.get("minute", 30)
    out, ev = [], []
    out.append({"type": "system", "subtype": "init", "cwd": CWD, "session_id": sid,
                "tools": ["Task", "Bash", "Glob", "Grep", "LS", "Read", "Edit", "MultiEdit", "Write", "TodoWrite", "WebFetch"],
                "mcp_servers": [], "model": c.get("model", MODEL), "permissionMode": "bypassPermissions",
                "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default", "uuid": _uuid(seed, "init")})
    denials = []
    for n, st in enumerate(c["steps"]):
        k = st["k"]
        mid = "msg_01" + _h(seed, "m", n)[:22]
        if k == "say" or k == "think":
            blk = {"type": "text", "text": st["text"]} if k == "say" else {"type": "thinking", "thinking": st["text"], "signature": "Eq" + _h(seed, n)[:40]}
            out.append({"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": c.get("model", MODEL),
                        "content": [blk], "stop_reason": None, "usage": _usage(n)}, "parent_tool_use_id": None, "session_id": sid, "uuid": _uuid(seed, n)})
            if st["ev"]: ev.append(len(out))
        elif k == "tool":
            tid = _toolu(seed, n)
            out.append({"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": c.get("model", MODEL),
                        "content": [{"type": "tool_use", "id": tid, "name": st["name"], "input": st["input"]}], "stop_reason": "tool_use",
                        "usage": _usage(n)}, "parent_tool_use_id": None, "session_id": sid, "uuid": _uuid(seed, n, "a")})
            if st["ev"] == "call": ev.append(len(out))
            content = st["out"]
            if st["name"] == "Bash" and st["err"]:
                content = f"Error: Exit code {st['code']}\n" + content if not st.get("denied") else content
            out.append({"type": "user", "message": {"role": "user", "content": [{"type": "tool_result", "tool_use_id": tid,
                        "content": content, "is_error": bool(st["err"])}]}, "parent_tool_use_id": None, "session_id": sid, "uuid": _uuid(seed, n, "u")})
            if st["ev"] and st["ev"] != "call": ev.append(len(out))
            if st.get("denied"):
                denials.append({"tool_name": st["name"], "tool_use_id": tid, "tool_input": st["input"]})
        elif k == "log":
            out.append(f"[{_ts(base, n)}] [{st['level']}] {st['text']}")
            if st["ev"]: ev.append(len(out))
        elif k == "apierr":
            out.append({"type": "assistant", "message": {"id": _uuid(seed, n, "syn"), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                        "stop_sequence": "", "type": "message", "usage": {"input_tokens": 0, "output_tokens": 0}, "content": [{"type": "text", "text": st["text"]}]},
                        "parent_tool_use_id": None, "session_id": sid, "uuid": _uuid(seed, n)})
            if st["ev"]: ev.append(len(out))
        elif k == "end":
            nt = sum(1 for s in c["steps"] if s["k"] == "tool") + 1
            out.append({"type": "result", "subtype": "success" if st["ok"] or c.get("limit_end") else "error_during_execution",
                        "is_error": not st["ok"], "duration_ms": 60000 + 4100 * nt, "duration_api_ms": 52000 + 3900 * nt,
                        "num_turns": nt, "result": st["text"], "session_id": sid, "total_cost_usd": round(0.02 * nt + 0.11, 4),
                        "usage": {"input_tokens": 40 + nt, "cache_creation_input_tokens": 9000 + 300 * nt, "cache_read_input_tokens": 100000 + 20000 * nt,
                                  "output_tokens": 700 + 90 * nt, "service_tier": "standard"},
                        "permission_denials": denials, "uuid": _uuid(seed, "res")})
            if st["ev"]: ev.append(len(out))
    return out, ev


def _transcript(c):
    sid = _uuid(c["id"], "sid"); seed = c["id"]; base = c.get("minute", 30)
    common = {"isSidechain": False, "userType": "external", "cwd": CWD, "sessionId": sid, "version": "2.0.37", "gitBranch": c.get("branch", "main")}
    out, ev = [], []
    first = _uuid(seed, "p")
    out.append({"type": "file-history-snapshot", "messageId": first, "snapshot": {"messageId": first, "trackedFileBackups": {}, "timestamp": _ts(base, 0)}, "isSnapshotUpdate": False})
    out.append({"parentUuid": None, **common, "type": "user", "message": {"role": "user", "content": c["prompt"]}, "uuid": first, "timestamp": _ts(base, 0), "permissionMode": "bypassPermissions"})
    parent = first
    for n, st in enumerate(c["steps"]):
        k = st["k"]; ts = _ts(base, n + 1)
        mid = "msg_01" + _h(seed, "m", n)[:22]
        if k in ("say", "think", "apierr"):
            if k == "think":
                blk = {"type": "thinking", "thinking": st["text"], "signature": "Eq" + _h(seed, n)[:40]}
            else:
                blk = {"type": "text", "text": st["text"]}
            u = _uuid(seed, n)
            msg = {"model": "<synthetic>" if k == "apierr" else c.get("model", MODEL), "id": mid, "type": "message", "role": "assistant", "content": [blk],
                   "stop_reason": None, "stop_sequence": None, "usage": _usage(n) if k != "apierr" else {"input_tokens": 0, "output_tokens": 0}}
            line = {"parentUuid": parent, **common, "message": msg, "type": "assistant", "uuid": u, "timestamp": ts}
            if k == "apierr": line["isApiErrorMessage"] = True
            else: line["requestId"] = "req_011C" + _h(seed, "r", n)[:18]
            out.append(line); parent = u
            if st["ev"]: ev.append(len(out))
        elif k == "tool":
            tid = _toolu(seed, n); u = _uuid(seed, n, "a")
            out.append({"parentUuid": parent, **common, "message": {"model": c.get("model", MODEL), "id": mid, "type": "message", "role": "assistant",
                        "content": [{"type": "tool_use", "id": tid, "name": st["name"], "input": st["input"]}], "stop_reason": None, "stop_sequence": None,
                        "usage": _usage(n)}, "requestId": "req_011C" + _h(seed, "r", n)[:18], "type": "assistant", "uuid": u, "timestamp": ts})
            if st["ev"] == "call": ev.append(len(out))
            parent = u; u2 = _uuid(seed, n, "u")
            content = st["out"]
            if st["name"] == "Bash" and st["err"]:
                content = f"Error: Exit code {st['code']}\n" + content
            if st["name"] == "Bash":
                tur = {"stdout": st["out"] if not st["err"] else "", "stderr": st["out"] if st["err"] else "", "interrupted": False, "isImage": False}
            elif st["name"] == "Read":
                tur = {"type": "text", "file": {"filePath": st["input"]["file_path"], "content": st.get("raw", ""), "numLines": st.get("raw", "").count("\n") + 1, "startLine": 1}}
            elif st.get("edit"):
                tur = {"filePath": st["input"]["file_path"], "oldString": st["input"].get("old_string", ""), "newString": st["input"].get("new_string", st["input"].get("content", "")), "userModified": False}
            else:
                tur = {"mode": "content", "content": st["out"], "numLines": st["out"].count("\n") + 1}
            if st["err"]:
                tur = "Error: " + st["out"].split("\n")[0]
            out.append({"parentUuid": parent, **common, "type": "user", "message": {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result",
                        "content": content, "is_error": bool(st["err"])}]}, "uuid": u2, "timestamp": ts, "toolUseResult": tur, "sourceToolAssistantUUID": parent})
            parent = u2
            if st["ev"] and st["ev"] != "call": ev.append(len(out))
        elif k == "log":
            out.append(f"[{ts}] [{st['level']}] {st['text']}")
            if st["ev"]: ev.append(len(out))
        elif k == "end":
            u = _uuid(seed, "end")
            out.append({"parentUuid": parent, **common, "message": {"model": c.get("model", MODEL), "id": mid, "type": "message", "role": "assistant",
                        "content": [{"type": "text", "text": st["text"]}], "stop_reason": "end_turn", "stop_sequence": None, "usage": _usage(n)},
                        "requestId": "req_011C" + _h(seed, "r", n)[:18], "type": "assistant", "uuid": u, "timestamp": ts})
            if st["ev"]: ev.append(len(out))
    return out, ev


def _codex_cmd(st):
    name, inp = st["name"], st["input"]
    if name == "Bash":
        return "bash -lc " + json.dumps(inp["command"])
    if name == "Read":
        p = inp["file_path"].replace(CWD + "/", "")
        return f"bash -lc \"sed -n '1,200p' {p}\""
    if name == "Grep":
        return f"bash -lc \"rg -n '{inp['pattern']}' {inp.get('path', '.')}\""
    return None


def _codex(c):
    seed = c["id"]; base = c.get("minute", 30)
    out, ev = [], []
    out.append({"type": "thread.started", "thread_id": "019a" + _h(seed, "th")[:4] + "-" + _h(seed, "th")[4:8] + "-7" + _h(seed)[:3] + "-8" + _h(seed)[3:6] + "-" + _h(seed)[6:18]})
    out.append({"type": "turn.started"})
    item = 0
    for n, st in enumerate(c["steps"]):
        k = st["k"]
        if k == "say":
            out.append({"type": "item.completed", "item": {"id": f"item_{item}", "type": "agent_message", "text": st["text"]}}); item += 1
            if st["ev"]: ev.append(len(out))
        elif k == "think":
            out.append({"type": "item.completed", "item": {"id": f"item_{item}", "type": "reasoning", "text": "**" + st["text"].split(".")[0][:60] + "**\n\n" + st["text"]}}); item += 1
        elif k == "tool":
            if st["name"] in ("Edit", "Write"):
                if st.get("codex_shell"):
                    pass
                kind = "add" if st["name"] == "Write" else "update"
                out.append({"type": "item.completed", "item": {"id": f"item_{item}", "type": "file_change", "changes": [{"path": st["input"]["file_path"], "kind": kind}],
                            "status": "failed" if st["err"] else "completed"}}); item += 1
                if st["ev"]: ev.append(len(out))
                continue
            cmd = _codex_cmd(st)
            out.append({"type": "item.started", "item": {"id": f"item_{item}", "type": "command_execution", "command": cmd, "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
            if st["ev"] == "call": ev.append(len(out))
            body = st.get("raw", st["out"]) if st["name"] == "Read" else st["out"]
            out.append({"type": "item.completed", "item": {"id": f"item_{item}", "type": "command_execution", "command": cmd, "aggregated_output": body,
                        "exit_code": st["code"], "status": "failed" if st["code"] else "completed"}}); item += 1
            if st["ev"] and st["ev"] != "call": ev.append(len(out))
        elif k == "log":
            out.append(f"[{_ts(base, n)}] [{st['level']}] {st['text']}")
            if st["ev"]: ev.append(len(out))
        elif k == "apierr":
            out.append({"type": "error", "message": st["text"]})
            if st["ev"]: ev.append(len(out))
        elif k == "end":
            if st["ok"]:
                out.append({"type": "item.completed", "item": {"id": f"item_{item}", "type": "agent_message", "text": st["text"]}}); item += 1
                if st["ev"]: ev.append(len(out))
                out.append({"type": "turn.completed", "usage": {"input_tokens": 90000 + 7000 * n, "cached_input_tokens": 80000 + 6500 * n, "output_tokens": 1500 + 90 * n}})
            else:
                if st.get("codex_error") is None:
                    out.append({"type": "item.completed", "item": {"id": f"item_{item}", "type": "agent_message", "text": st["text"]}}); item += 1
                    if st["ev"]: ev.append(len(out))
                    out.append({"type": "turn.completed", "usage": {"input_tokens": 90000 + 7000 * n, "cached_input_tokens": 80000 + 6500 * n, "output_tokens": 1500 + 90 * n}})
                else:
                    out.append({"type": "turn.failed", "error": {"message": st["codex_error"]}})
                    if st["ev"]: ev.append(len(out))
    return out, ev


def _osmia(c):
    seed = c["id"]; base = c.get("minute", 30)
    out, ev = [], []
    out.append({"type": "system", "subtype": "init", "timestamp": _ts(base, 0), "session_id": "osm-" + _h(seed)[:12], "engine": c.get("engine", "claude-code"),
                "model": c.get("model", MODEL), "cwd": CWD})
    for n, st in enumerate(c["steps"]):
        k = st["k"]; ts = _ts(base, n + 1)
        if k in ("say", "think"):
            out.append({"type": "content", "timestamp": ts, "role": "assistant", "content": st["text"]})
            if st["ev"]: ev.append(len(out))
        elif k == "tool":
            out.append({"type": "tool_use", "timestamp": ts, "tool": st["name"], "args": st["input"]})
            if st["ev"] == "call": ev.append(len(out))
            body = st["out"]
            if st["name"] == "Bash" and st["code"]:
                body = body + f"\n[exit status {st['code']}]"
            out.append({"type": "content", "timestamp": ts, "role": "tool", "content": body})
            if st["ev"] and st["ev"] != "call": ev.append(len(out))
        elif k in ("log", "apierr"):
            out.append({"type": "content", "timestamp": ts, "role": "system", "content": st["text"]})
            if st["ev"]: ev.append(len(out))
        elif k == "end":
            nt = sum(1 for s in c["steps"] if s["k"] == "tool")
            out.append({"type": "cost", "timestamp": ts, "input_tokens": 120000 + 9000 * nt, "output_tokens": 2000 + 150 * nt, "cost_usd": round(0.03 * nt + 0.2, 3)})
            out.append({"type": "result", "timestamp": ts, "success": bool(st["ok"]), "summary": st["text"]})
            if st["ev"]: ev.append(len(out))
    return out, ev


def stats(case):
    tools = [s for s in case["steps"] if s["k"] == "tool"]
    files = {s["path"] for s in tools if s.get("edit")}
    best = cur = 0; prev = None
    for s in tools:
        key = json.dumps([s["name"], s["input"]], sort_keys=True)
        cur = cur + 1 if key == prev else 1
        best = max(best, cur); prev = key
    return {"tool_calls_total": len(tools), "files_changed": len(files), "consecutive_identical_tools": best}
