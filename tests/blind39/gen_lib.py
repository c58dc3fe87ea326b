"""Renderers for the four stream formats used by the o2- blind set.

A case is a dict; its `steps` are tuples:
  ("say", text)                    assistant prose
  ("think", text)                  reasoning / thinking
  ("sh", cmd, output, rc)          shell command (rc != 0 -> error)
  ("read", path, content)          file read
  ("edit", path, old, new)         file edit
  ("write", path, content)         file write
  ("sys", text)                    orchestrator notice (osmia/codex only; prose elsewhere)
A leading "!" on the kind ("!sh") marks the step as evidence.
end: {"ok": bool, "text": str, "subtype": str, "ev": bool, "none": bool}
"""
import hashlib, json, datetime

MODELS = {"claude": "claude-sonnet-4-5-20250929", "claude-transcript": "claude-opus-4-6",
          "osmia": "claude-sonnet-4-5-20250929", "codex": "gpt-5-codex"}


def h(s, n=8):
    return hashlib.sha1(s.encode()).hexdigest()[:n]


def uid(seed):
    x = hashlib.sha1(seed.encode()).hexdigest()
    return f"{x[:8]}-{x[8:12]}-4{x[13:16]}-a{x[17:20]}-{x[20:32]}"


class Clock:
    def __init__(self, seed):
        n = int(h(seed, 6), 16)
        self.t = datetime.datetime(2026, 3, 2, 8, 0, 0) + datetime.timedelta(minutes=n % 40000)
        self.start = self.t

    def tick(self, s=3):
        self.t += datetime.timedelta(seconds=s)
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{(self.t.second*37)%1000:03d}Z"

    def iso(self, t=None):
        return (t or self.t).strftime("%Y-%m-%dT%H:%M:%SZ")


def _norm(step):
    kind = step[0]
    ev = kind.startswith("!")
    return kind.lstrip("!"), ev, step[1:]


def _tool(kind, a):
    """-> (tool name, input dict, output text, is_error)"""
    if kind == "sh":
        cmd, out, rc = a
        return "Bash", {"command": cmd}, out, rc != 0
    if kind == "read":
        path, content = a
        lines = content.split("\n")
        num = "\n".join(f"{i+1:>6}\u2192{l}" for i, l in enumerate(lines))
        return "Read", {"file_path": path}, num, False
    if kind == "edit":
        path, old, new = a
        return "Edit", {"file_path": path, "old_string": old, "new_string": new}, \
            f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file.", False
    if kind == "write":
        path, content = a
        return "Write", {"file_path": path, "content": content}, f"File created successfully at: {path}", False
    raise ValueError(kind)


class Out:
    def __init__(self):
        self.lines, self.ev = [], []

    def add(self, obj, ev=False):
        self.lines.append(json.dumps(obj, ensure_ascii=False))
        if ev:
            self.ev.append(len(self.lines))


def render_claude(c):
    o, ck, sid, model = Out(), Clock(c["id"]), uid(c["id"]), MODELS["claude"]
    cwd = c.get("cwd", "/workspace/repo")
    o.add({"type": "system", "subtype": "init", "cwd": cwd, "session_id": sid,
           "tools": ["Task", "Bash", "Glob", "Grep", "Read", "Edit", "Write", "TodoWrite", "WebFetch"],
           "mcp_servers": [], "model": model, "permissionMode": "bypassPermissions",
           "apiKeySource": "ANTHROPIC_API_KEY", "uuid": uid(c["id"] + "init")})
    n = 0
    for step in c["steps"]:
        kind, ev, a = _norm(step)
        n += 1
        mid = "msg_01" + h(c["id"] + str(n), 22)
        base = {"parent_tool_use_id": None, "session_id": sid}
        usage = {"input_tokens": 4, "cache_read_input_tokens": 9000 + 311 * n, "output_tokens": 40 + 7 * n}
        if kind in ("say", "sys"):
            o.add({"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": model,
                   "content": [{"type": "text", "text": a[0]}], "stop_reason": None, "usage": usage},
                   **base, "uuid": uid(mid)}, ev)
        elif kind == "think":
            o.add({"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": model,
                   "content": [{"type": "thinking", "thinking": a[0], "signature": "Eq" + h(mid, 40)}],
                   "stop_reason": None, "usage": usage}, **base, "uuid": uid(mid)}, ev)
        else:
            name, inp, out, err = _tool(kind, a)
            tid = "toolu_01" + h(c["id"] + "t" + str(n), 22)
            o.add({"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": model,
                   "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}],
                   "stop_reason": "tool_use", "usage": usage}, **base, "uuid": uid(mid)}, ev and kind in ("edit", "write", "sh"))
            tr = {"type": "tool_result", "content": out, "tool_use_id": tid}
            if err:
                tr["is_error"] = True
            o.add({"type": "user", "message": {"role": "user", "content": [tr]}, **base,
                   "uuid": uid(tid)}, ev and kind in ("sh", "read"))
    e = c["end"]
    if not e.get("none"):
        if e.get("synthetic"):
            o.add({"type": "assistant", "message": {"id": uid(c["id"] + "syn"), "model": "<synthetic>", "role": "assistant",
                   "stop_reason": "stop_sequence", "type": "message", "content": [{"type": "text", "text": e["text"]}],
                   "usage": {"input_tokens": 0, "output_tokens": 0}}, "parent_tool_use_id": None, "session_id": sid,
                   "uuid": uid(c["id"] + "synu")}, e.get("ev"))
        o.add({"type": "result", "subtype": e.get("subtype", "success"), "is_error": not e["ok"],
               "duration_ms": 60000 + 3100 * n, "duration_api_ms": 41000 + 2500 * n, "num_turns": n,
               "result": e["text"], "session_id": sid, "total_cost_usd": round(0.05 + 0.021 * n, 4),
               "usage": {"input_tokens": 40 + n, "output_tokens": 900 + 50 * n},
               "permission_denials": e.get("denials", []), "uuid": uid(c["id"] + "res")}, e.get("ev"))
    return o


def render_transcript(c):
    o, ck, sid, model = Out(), Clock(c["id"]), uid(c["id"]), MODELS["claude-transcript"]
    cwd = c.get("cwd", "/home/dev/ops-repo")
    parent = [None]

    def base(t):
        u = uid(c["id"] + "u" + str(len(o.lines)))
        d = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": sid,
             "version": "2.1.38", "gitBranch": c.get("branch", "main"), "type": t}
        parent[0] = u
        return d, u

    first_id = uid(c["id"] + "prompt")
    o.add({"type": "file-history-snapshot", "messageId": first_id, "snapshot": {"messageId": first_id,
           "trackedFileBackups": {}, "timestamp": ck.tick(1)}, "isSnapshotUpdate": False})
    d, u = base("user")
    o.add({**d, "message": {"role": "user", "content": c["prompt_text"]}, "uuid": u, "timestamp": ck.tick(2),
           "permissionMode": "bypassPermissions"})
    n = 0
    for step in c["steps"]:
        kind, ev, a = _norm(step)
        n += 1
        mid = "msg_01" + h(c["id"] + str(n), 22)
        usage = {"input_tokens": 3, "cache_read_input_tokens": 12000 + 401 * n, "output_tokens": 30 + 9 * n,
                 "service_tier": "standard"}
        if kind in ("say", "sys", "think"):
            blk = {"type": "thinking", "thinking": a[0], "signature": "Eq" + h(mid, 40)} if kind == "think" \
                else {"type": "text", "text": a[0]}
            d, u = base("assistant")
            o.add({**d, "message": {"model": model, "id": mid, "type": "message", "role": "assistant",
                   "content": [blk], "stop_reason": None, "usage": usage}, "requestId": "req_011" + h(mid, 21),
                   "uuid": u, "timestamp": ck.tick(4)}, ev)
        else:
            name, inp, out, err = _tool(kind, a)
            tid = "toolu_01" + h(c["id"] + "t" + str(n), 22)
            d, u = base("assistant")
            au = u
            o.add({**d, "message": {"model": model, "id": mid, "type": "message", "role": "assistant",
                   "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}],
                   "stop_reason": "tool_use", "usage": usage}, "requestId": "req_011" + h(mid, 21),
                   "uuid": u, "timestamp": ck.tick(5)}, ev and kind in ("edit", "write", "sh"))
            tr = {"tool_use_id": tid, "type": "tool_result", "content": out, "is_error": bool(err)}
            if kind == "sh":
                tur = {"stdout": out if not err else "", "stderr": out if err else "", "interrupted": False,
                       "isImage": False}
                if err:
                    tur = f"Error: Exit code {a[2]}\n{out}"
                    tr["content"] = tur
            elif kind == "read":
                tur = {"type": "text", "file": {"filePath": a[0], "numLines": a[1].count("\n") + 1}}
            else:
                tur = {"filePath": inp["file_path"]}
            d, u = base("user")
            o.add({**d, "message": {"role": "user", "content": [tr]}, "uuid": u, "timestamp": ck.tick(3),
                   "toolUseResult": tur, "sourceToolAssistantUUID": au}, ev and kind in ("sh", "read"))
    e = c["end"]
    if not e.get("none") and e.get("text"):
        d, u = base("assistant")
        if e.get("synthetic"):
            msg = {"id": uid(c["id"] + "syn"), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                   "type": "message", "content": [{"type": "text", "text": e["text"]}],
                   "usage": {"input_tokens": 0, "output_tokens": 0}}
            o.add({**d, "message": msg, "isApiErrorMessage": True, "uuid": u, "timestamp": ck.tick(2)}, e.get("ev"))
        else:
            o.add({**d, "message": {"model": model, "id": "msg_01" + h(c["id"] + "fin", 22), "type": "message",
                   "role": "assistant", "content": [{"type": "text", "text": e["text"]}], "stop_reason": "end_turn",
                   "usage": {"input_tokens": 3, "output_tokens": 210}}, "uuid": u, "timestamp": ck.tick(6)}, e.get("ev"))
    return o


def render_codex(c):
    o, ck = Out(), Clock(c["id"])
    o.add({"type": "thread.started", "thread_id": uid(c["id"] + "thr")})
    o.add({"type": "turn.started"})
    n = 0
    for step in c["steps"]:
        kind, ev, a = _norm(step)
        iid = f"item_{n}"
        n += 1
        if kind == "say":
            o.add({"type": "item.completed", "item": {"id": iid, "type": "agent_message", "text": a[0]}}, ev)
        elif kind == "think":
            o.add({"type": "item.completed", "item": {"id": iid, "type": "reasoning", "text": a[0]}}, ev)
        elif kind == "sys":
            o.add({"type": "error", "message": a[0]}, ev)
        elif kind == "sh":
            cmd, out, rc = a
            full = "bash -lc " + json.dumps(cmd) if "'" in cmd else f"bash -lc '{cmd}'"
            o.add({"type": "item.started", "item": {"id": iid, "type": "command_execution", "command": full,
                   "aggregated_output": "", "exit_code": None, "status": "in_progress"}}, ev)
            o.add({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": full,
                   "aggregated_output": out, "exit_code": rc, "status": "completed" if rc == 0 else "failed"}}, ev)
        elif kind == "read":
            path, content = a
            full = f"bash -lc \"sed -n '1,200p' {path}\""
            o.add({"type": "item.started", "item": {"id": iid, "type": "command_execution", "command": full,
                   "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
            o.add({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": full,
                   "aggregated_output": content + "\n", "exit_code": 0, "status": "completed"}}, ev)
        elif kind in ("edit", "write"):
            o.add({"type": "item.completed", "item": {"id": iid, "type": "file_change",
                   "changes": [{"path": a[0], "kind": "update" if kind == "edit" else "add"}], "status": "completed"}}, ev)
    e = c["end"]
    if not e.get("none"):
        if e["ok"]:
            if e.get("text"):
                o.add({"type": "item.completed", "item": {"id": f"item_{n}", "type": "agent_message", "text": e["text"]}}, e.get("ev"))
            o.add({"type": "turn.completed", "usage": {"input_tokens": 20000 + 900 * n, "cached_input_tokens": 15000 + 800 * n,
                   "output_tokens": 1200 + 60 * n}})
        else:
            if e.get("agent_text"):
                o.add({"type": "item.completed", "item": {"id": f"item_{n}", "type": "agent_message", "text": e["agent_text"]}})
            o.add({"type": "error", "message": e["text"]}, e.get("ev"))
            o.add({"type": "turn.failed", "error": {"message": e["text"]}}, e.get("ev"))
    return o


def render_osmia(c):
    o, ck = Out(), Clock(c["id"])
    o.add({"type": "system", "subtype": "init", "timestamp": ck.tick(0), "engine": "claude-code",
           "model": MODELS["osmia"], "task_id": c["ticket"], "cwd": c.get("cwd", "/workspace")})
    n = 0
    for step in c["steps"]:
        kind, ev, a = _norm(step)
        n += 1
        if kind in ("say", "think"):
            o.add({"type": "content", "timestamp": ck.tick(4), "role": "assistant", "content": a[0]}, ev)
        elif kind == "sys":
            o.add({"type": "content", "timestamp": ck.tick(2), "role": "system", "content": a[0]}, ev)
        else:
            name, inp, out, err = _tool(kind, a)
            o.add({"type": "tool_use", "timestamp": ck.tick(5), "tool": name, "args": inp}, ev and kind in ("edit", "write", "sh"))
            o.add({"type": "content", "timestamp": ck.tick(3), "role": "tool", "content": out}, ev and kind in ("sh", "read"))
        if n % 9 == 0:
            o.add({"type": "cost", "timestamp": ck.tick(1), "input_tokens": 11000 * n // 9, "output_tokens": 700 * n // 9,
                   "cost_usd": round(0.04 * n / 9, 4)})
    e = c["end"]
    if not e.get("none"):
        if e.get("synthetic"):
            o.add({"type": "content", "timestamp": ck.tick(2), "role": "system", "content": e["text"]}, e.get("ev"))
        o.add({"type": "result", "timestamp": ck.tick(2), "success": e["ok"], "summary": e["text"]}, e.get("ev"))
    return o


RENDER = {"claude": render_claude, "claude-transcript": render_transcript, "codex": render_codex, "osmia": render_osmia}
