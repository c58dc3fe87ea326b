"""Renderers for the four stream formats used by the h2- blind set ("Codex at work").

A case is a dict with: slug, mode, format, near_miss, why, prompt, steps, end, and optional
state / result / watchdog / taskrun overrides. Steps are small tuples built with the helpers
below; a step built with ev=True marks the line(s) it renders to as evidence.
"""
import hashlib, json, random, uuid
from datetime import datetime, timedelta

# ---------------------------------------------------------------- step helpers
def say(text, ev=False): return {"k": "say", "text": text, "ev": ev}
def think(text, ev=False): return {"k": "think", "text": text, "ev": ev}
def bash(cmd, out, err=False, ev=False, code=None):
    return {"k": "bash", "cmd": cmd, "out": out, "err": err, "ev": ev,
            "code": (code if code is not None else (1 if err else 0))}
def read(path, content, ev=False): return {"k": "read", "path": path, "content": content, "ev": ev}
def edit(path, old, new, ev=False, fail=None):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "fail": fail}
def write(path, content, ev=False, fail=None):
    return {"k": "write", "path": path, "content": content, "ev": ev, "fail": fail}
def grep(pattern, out, ev=False): return {"k": "grep", "pattern": pattern, "out": out, "ev": ev}
def note(text, ev=False): return {"k": "note", "text": text, "ev": ev}      # orchestrator notice
def apierr(text, ev=True): return {"k": "apierr", "text": text, "ev": ev}  # synthetic provider error msg

def mcp(server, tool, args, result=None, error=None, ev=False):
    return {"k": "mcp", "server": server, "tool": tool, "args": args, "result": result, "error": error, "ev": ev}
def websearch(query, ev=False): return {"k": "web", "query": query, "ev": ev}
def todo(items, ev=False): return {"k": "todo", "items": items, "ev": ev}   # items: [(text, done)]
def files(changes, ev=False): return {"k": "files", "changes": changes, "ev": ev}  # [(path, kind)]
def erritem(text, ev=False): return {"k": "erritem", "text": text, "ev": ev}  # codex non-fatal error item
def declined(cmd, out="", ev=False): return {"k": "bash", "cmd": cmd, "out": out, "err": True, "ev": ev, "code": 1, "declined": True}

def end_ok(summary): return {"success": True, "text": summary}
def end_fail(summary, ev=False, subtype="error_during_execution", codex_msg=None):
    return {"success": False, "text": summary, "ev": ev, "subtype": subtype, "codex_msg": codex_msg}
def end_none(): return None   # killed: no final line

def call_ev(st):
    ev = st["ev"]
    return ev in ("call", "both") or (ev is True and st["k"] in ("edit", "write") and not st.get("fail"))

def out_ev(st):
    ev = st["ev"]
    return ev in ("out", "both") or (ev is True and (st["k"] not in ("edit", "write") or bool(st.get("fail"))))

FORMATS = ("claude", "claude-transcript", "codex", "osmia")

def _seed(slug):
    return int(hashlib.sha1(slug.encode()).hexdigest()[:8], 16)

def run_id(slug):
    return "h2-%s-%s" % (slug, hashlib.sha1(("h2" + slug).encode()).hexdigest()[:4])

def _uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))

def _tid(rng, prefix="toolu_01"):
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789"
    return prefix + "".join(rng.choice(alphabet) for _ in range(22))

def _numbered(content):
    return "\n".join("%6d\u2192%s" % (i + 1, l) for i, l in enumerate(content.split("\n")))

def _dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))

class _Clock:
    def __init__(self, rng, start):
        self.rng, self.t = rng, start
    def tick(self, lo=1, hi=9):
        self.t += timedelta(seconds=self.rng.randint(lo, hi), milliseconds=self.rng.randint(0, 999))
        return self.t
    def iso(self, ms=True):
        s = self.t.strftime("%Y-%m-%dT%H:%M:%S")
        return s + (".%03dZ" % (self.t.microsecond // 1000) if ms else "Z")

# ------------------------------------------------------------------ claude (stream-json + transcript)
def _tool_call(step, cwd):
    k = step["k"]
    if k == "bash":
        return "Bash", {"command": step["cmd"], "description": step.get("desc") or "Run command"}
    if k == "read":
        return "Read", {"file_path": cwd + "/" + step["path"]}
    if k == "edit":
        return "Edit", {"file_path": cwd + "/" + step["path"], "old_string": step["old"], "new_string": step["new"]}
    if k == "write":
        return "Write", {"file_path": cwd + "/" + step["path"], "content": step["content"]}
    if k == "grep":
        return "Grep", {"pattern": step["pattern"], "output_mode": "content", "-n": True}
    if k == "mcp":
        return "mcp__%s__%s" % (step["server"], step["tool"]), step["args"]
    if k == "web":
        return "WebSearch", {"query": step["query"]}
    if k == "todo":
        return "TodoWrite", {"todos": [{"content": t, "status": "completed" if d else "pending", "activeForm": t} for t, d in step["items"]]}
    raise ValueError(k)

def _tool_result(step, cwd):
    k = step["k"]
    if k == "bash":
        if step["err"]:
            return "Exit code %d\n%s" % (step["code"], step["out"]), True
        return step["out"], False
    if k == "read":
        return _numbered(step["content"]), False
    if k == "edit":
        if step.get("fail"):
            return step["fail"], True
        return ("The file %s/%s has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n%s"
                % (cwd, step["path"], _numbered(step["new"]))), False
    if k == "write":
        if step.get("fail"):
            return step["fail"], True
        return "File created successfully at: %s/%s" % (cwd, step["path"]), False
    if k == "grep":
        return step["out"], False
    if k == "mcp":
        if step.get("error"):
            return step["error"], True
        return step["result"] or "", False
    if k == "web":
        return "Web search results for query: \"%s\"\n\nLinks: [...]" % step["query"], False
    if k == "todo":
        return "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress.", False
    raise ValueError(k)

def render_claude(case, transcript=False):
    rng = random.Random(_seed(case["slug"]))
    clock = _Clock(rng, datetime(2026, 3, 2, 8, 0, 0) + timedelta(minutes=_seed(case["slug"]) % 50000))
    cwd = case.get("cwd", "/workspace/" + case.get("repo", "web"))
    sid = _uuid(rng)
    model = case.get("model", "claude-sonnet-4-5-20250929")
    lines, ev = [], []
    parent = [None]

    def emit(obj, is_ev=False):
        if transcript:
            u = _uuid(rng)
            base = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": cwd,
                    "sessionId": sid, "version": "2.1.38", "gitBranch": case.get("branch", "main")}
            base.update(obj)
            base["uuid"] = u
            base["timestamp"] = clock.iso()
            parent[0] = u
            obj = base
        else:
            obj = dict(obj)
            obj["session_id"] = sid
            obj["uuid"] = _uuid(rng)
        lines.append(_dumps(obj))
        if is_ev:
            ev.append(len(lines))

    def amsg(content, synthetic=False):
        clock.tick()
        m = {"id": "msg_01" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789") for _ in range(22)),
             "type": "message", "role": "assistant", "model": "<synthetic>" if synthetic else model,
             "content": content, "stop_reason": "stop_sequence" if synthetic else None, "stop_sequence": "" if synthetic else None,
             "usage": {"input_tokens": 0 if synthetic else rng.randint(1, 8),
                       "cache_creation_input_tokens": 0 if synthetic else rng.randint(100, 4000),
                       "cache_read_input_tokens": 0 if synthetic else rng.randint(8000, 60000),
                       "output_tokens": 0 if synthetic else rng.randint(20, 900), "service_tier": "standard"}}
        d = {"type": "assistant", "message": m}
        if transcript:
            d["requestId"] = "req_011C" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789") for _ in range(20))
        else:
            d["parent_tool_use_id"] = None
        return d

    if transcript:
        clock.tick()
        mid = _uuid(rng)
        lines.append(_dumps({"type": "file-history-snapshot", "messageId": mid,
                             "snapshot": {"messageId": mid, "trackedFileBackups": {}, "timestamp": clock.iso()},
                             "isSnapshotUpdate": False}))
        emit({"type": "progress", "data": {"type": "hook_progress", "hookEvent": "SessionStart",
                                           "hookName": "SessionStart:startup", "command": "bd prime"},
              "parentToolUseID": _tid(rng), "toolUseID": _tid(rng)})
        emit({"type": "user", "message": {"role": "user", "content": case["prompt"]},
              "thinkingMetadata": {"maxThinkingTokens": 31999}, "todos": [], "permissionMode": case.get("perm_mode", "acceptEdits")})
    else:
        clock.tick()
        emit({"type": "system", "subtype": "init", "cwd": cwd,
              "tools": ["Task", "Bash", "Glob", "Grep", "LS", "Read", "Edit", "MultiEdit", "Write", "TodoWrite", "WebFetch"],
              "mcp_servers": [], "model": model, "permissionMode": case.get("perm_mode", "bypassPermissions"),
              "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default"})
    denials = []
    for st in case["steps"]:
        k = st["k"]
        if k == "say":
            emit(amsg([{"type": "text", "text": st["text"]}]), st["ev"])
        elif k == "think":
            emit(amsg([{"type": "thinking", "thinking": st["text"], "signature": "Eu8B" + str(rng.getrandbits(64))}]), st["ev"])
        elif k == "note":
            if transcript:
                emit({"type": "system", "subtype": "informational", "content": st["text"], "level": "warning", "isMeta": False}, st["ev"])
            else:
                emit({"type": "system", "subtype": "notice", "message": st["text"]}, st["ev"])
        elif k == "apierr":
            emit(amsg([{"type": "text", "text": st["text"]}], synthetic=True), st["ev"])
        elif k == "erritem":
            if transcript:
                emit({"type": "system", "subtype": "api_error", "content": st["text"], "level": "error", "isMeta": False}, st["ev"])
            else:
                emit({"type": "system", "subtype": "notice", "message": st["text"]}, st["ev"])
        elif k == "files":
            for ch in st["changes"]:
                sub = edit(ch[0], ch[2] if len(ch) > 2 else "", ch[3] if len(ch) > 3 else "", ev=st["ev"])
                name, inp = _tool_call(sub, cwd)
                tid = _tid(rng)
                emit(amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}]), bool(st["ev"]))
                content, is_err = _tool_result(sub, cwd)
                u = {"type": "user", "message": {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result", "content": content, "is_error": is_err}]}}
                if not transcript:
                    u["parent_tool_use_id"] = None
                emit(u)
        else:
            name, inp = _tool_call(st, cwd)
            tid = _tid(rng)
            emit(amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}]), call_ev(st))
            content, is_err = _tool_result(st, cwd)
            if st.get("denied") or st.get("declined"):
                denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
            clock.tick(1, 20 if k == "bash" else 2)
            u = {"type": "user", "message": {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result", "content": content, "is_error": is_err}]}}
            if transcript:
                if k == "bash":
                    u["toolUseResult"] = {"stdout": st["out"] if not st["err"] else "", "stderr": st["out"] if st["err"] else "", "interrupted": False, "isImage": False}
            else:
                u["parent_tool_use_id"] = None
            emit(u, out_ev(st))
    end = case["end"]
    if end is not None and not transcript:
        clock.tick()
        ok = end["success"]
        emit({"type": "result", "subtype": "success" if ok else end.get("subtype", "error_during_execution"),
              "is_error": not ok, "duration_ms": rng.randint(40000, 1500000), "duration_api_ms": rng.randint(30000, 900000),
              "num_turns": sum(1 for s in case["steps"] if s["k"] not in ("say", "think", "note")) + 1,
              "result": end["text"], "total_cost_usd": round(rng.uniform(0.08, 3.5), 4),
              "usage": {"input_tokens": rng.randint(20, 400), "cache_creation_input_tokens": rng.randint(2000, 40000),
                        "cache_read_input_tokens": rng.randint(50000, 900000), "output_tokens": rng.randint(800, 20000)},
              "permission_denials": denials}, (not ok) and end.get("ev", False))
    return lines, ev

# ------------------------------------------------------------------ codex exec --json
def render_codex(case):
    rng = random.Random(_seed(case["slug"]))
    lines, ev = [], []
    n = [0]
    def emit(o, is_ev=False):
        lines.append(_dumps(o))
        if is_ev:
            ev.append(len(lines))
    def iid():
        n[0] += 1
        return "item_%d" % (n[0] - 1)
    emit({"type": "thread.started", "thread_id": "019a%s-%s" % (format(rng.getrandbits(16), "04x"), _uuid(rng)[9:])})
    emit({"type": "turn.started"})
    for st in case["steps"]:
        k = st["k"]
        if k == "say":
            emit({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["text"]}}, st["ev"])
        elif k == "think":
            emit({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": st["text"]}}, st["ev"])
        elif k in ("note", "apierr"):
            emit({"type": "error", "message": st["text"]}, st["ev"])
        elif k == "erritem":
            emit({"type": "item.completed", "item": {"id": iid(), "type": "error", "message": st["text"]}}, st["ev"])
        elif k == "files":
            emit({"type": "item.completed", "item": {"id": iid(), "type": "file_change",
                  "changes": [{"path": ch[0], "kind": ch[1]} for ch in st["changes"]], "status": "completed"}}, bool(st["ev"]))
        elif k == "mcp":
            i = iid()
            base = {"id": i, "type": "mcp_tool_call", "server": st["server"], "tool": st["tool"], "arguments": st["args"]}
            emit({"type": "item.started", "item": dict(base, result=None, error=None, status="in_progress")})
            if st.get("error"):
                emit({"type": "item.completed", "item": dict(base, result=None, error={"message": st["error"]}, status="failed")}, bool(st["ev"]))
            else:
                emit({"type": "item.completed", "item": dict(base, result={"content": [{"type": "text", "text": st["result"] or ""}], "structured_content": None}, error=None, status="completed")}, bool(st["ev"]))
        elif k == "web":
            i = iid()
            emit({"type": "item.started", "item": {"id": i, "type": "web_search", "query": st["query"]}})
            emit({"type": "item.completed", "item": {"id": i, "type": "web_search", "query": st["query"]}}, bool(st["ev"]))
        elif k == "todo":
            emit({"type": "item.completed", "item": {"id": iid(), "type": "todo_list", "items": [{"text": t, "completed": d} for t, d in st["items"]]}}, bool(st["ev"]))
        elif k in ("edit", "write"):
            if st.get("fail"):
                i = iid()
                emit({"type": "item.completed", "item": {"id": i, "type": "file_change", "changes": [{"path": st["path"], "kind": "update" if k == "edit" else "add"}], "status": "failed"}}, bool(st["ev"]))
            else:
                emit({"type": "item.completed", "item": {"id": iid(), "type": "file_change",
                      "changes": [{"path": st["path"], "kind": "update" if k == "edit" else "add"}], "status": "completed"}}, bool(st["ev"]))
        else:
            if k == "bash":
                cmd, out, code = st["cmd"], st["out"], st["code"]
            elif k == "read":
                cmd, out, code = "sed -n '1,160p' %s" % st["path"], st["content"], 0
            elif k == "grep":
                cmd, out, code = "rg -n %s" % json.dumps(st["pattern"]), st["out"], 0
            i = iid()
            full = "bash -lc %s" % json.dumps(cmd) if "'" in cmd else "bash -lc '%s'" % cmd
            if st.get("declined"):
                emit({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": full, "aggregated_output": out, "exit_code": None, "status": "declined"}}, bool(st["ev"]))
                continue
            emit({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": full, "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
            emit({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": full, "aggregated_output": out,
                  "exit_code": code, "status": "completed" if code == 0 else "failed"}}, bool(st["ev"]))
    end = case["end"]
    if end is not None:
        if end["success"] or not end.get("codex_msg"):
            inp_t = rng.randint(20000, 900000)
            emit({"type": "turn.completed", "usage": {"input_tokens": inp_t, "cached_input_tokens": int(inp_t * rng.uniform(0.6, 0.93)), "output_tokens": rng.randint(1000, 30000)}})
        else:
            emit({"type": "error", "message": end["codex_msg"]}, end.get("ev", False))
            emit({"type": "turn.failed", "error": {"message": end["codex_msg"]}}, end.get("ev", False))
    return lines, ev

# ------------------------------------------------------------------ osmia agentstream
def render_osmia(case):
    rng = random.Random(_seed(case["slug"]))
    clock = _Clock(rng, datetime(2026, 3, 9, 6, 0, 0) + timedelta(minutes=_seed(case["slug"]) % 40000))
    lines, ev = [], []
    def emit(o, is_ev=False):
        o = dict(o)
        clock.tick(1, 12)
        o = {"type": o.pop("type"), "timestamp": clock.iso(ms=False), **o}
        lines.append(_dumps(o))
        if is_ev:
            ev.append(len(lines))
    cwd = case.get("cwd", "/workspace/" + case.get("repo", "web"))
    emit({"type": "system", "subtype": "init", "session_id": _uuid(rng), "engine": "claude-code",
          "model": case.get("model", "claude-sonnet-4-5-20250929"), "cwd": cwd, "task_id": case.get("ticket", "WEB-1")})
    for st in case["steps"]:
        k = st["k"]
        if k == "say" or k == "think":
            emit({"type": "content", "role": "assistant", "content": st["text"]}, st["ev"])
        elif k == "note":
            emit({"type": "content", "role": "system", "content": st["text"]}, st["ev"])
        elif k == "apierr":
            emit({"type": "content", "role": "assistant", "content": st["text"]}, st["ev"])
        elif k == "erritem":
            emit({"type": "content", "role": "system", "content": st["text"]}, st["ev"])
        elif k == "files":
            for ch in st["changes"]:
                emit({"type": "tool_use", "tool": "Edit", "args": {"file_path": cwd + "/" + ch[0], "old_string": ch[2] if len(ch) > 2 else "", "new_string": ch[3] if len(ch) > 3 else ""}}, bool(st["ev"]))
                emit({"type": "content", "role": "tool", "content": "The file %s/%s has been updated." % (cwd, ch[0])})
        else:
            name, inp = _tool_call(st, cwd)
            if k == "edit":
                inp = {"file_path": inp["file_path"], "old_string": inp["old_string"], "new_string": inp["new_string"]}
            emit({"type": "tool_use", "tool": name, "args": inp}, call_ev(st))
            content, is_err = _tool_result(st, cwd)
            if k == "read":
                content = st["content"]
            emit({"type": "content", "role": "tool", "content": content}, out_ev(st))
    end = case["end"]
    if end is not None:
        emit({"type": "cost", "input_tokens": rng.randint(30000, 900000), "output_tokens": rng.randint(2000, 40000), "cost_usd": round(rng.uniform(0.1, 4.0), 3)})
        emit({"type": "result", "success": end["success"], "summary": end["text"]}, (not end["success"]) and end.get("ev", False))
    return lines, ev

def render(case):
    f = case["format"]
    if f == "claude":
        return render_claude(case)
    if f == "claude-transcript":
        return render_claude(case, transcript=True)
    if f == "codex":
        return render_codex(case)
    if f == "osmia":
        return render_osmia(case)
    raise ValueError(f)
