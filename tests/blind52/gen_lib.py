"""Renderers for the blind set e4-: one abstract case -> four stream formats.

A case is a dict: id, format, ticket, title, prompt, steps, end, label fields.
Steps are tuples built with the helpers below. Steps flagged ev=True contribute
their "evidence" line(s) to the label.
"""
import hashlib
import json
import random

# ---------------------------------------------------------------- step helpers

def T(text, ev=False):            # reasoning / thinking
    return {"k": "think", "text": text, "ev": ev}


def M(text, ev=False):            # prose to the user
    return {"k": "say", "text": text, "ev": ev}


def C(cmd, out="", rc=0, ev=False, status=None, dur=None):   # shell command
    return {"k": "cmd", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "status": status}


def R(path, content, ev=False):   # read a file
    return {"k": "read", "path": path, "out": content, "ev": ev}


def E(path, old, new, ev=False, kind="update"):   # edit a file
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "kind": kind}


def W(path, content, ev=False):   # create a file
    return {"k": "edit", "path": path, "old": "", "new": content, "ev": ev, "kind": "add"}


def D(path, ev=False):            # delete a file
    return {"k": "edit", "path": path, "old": "", "new": "", "ev": ev, "kind": "delete"}


def ERR(msg, ev=False):           # engine / provider error event
    return {"k": "err", "text": msg, "ev": ev}


def MCP(server, tool, args, result, ok=True, ev=False):
    return {"k": "mcp", "server": server, "tool": tool, "args": args, "out": result, "ok": ok, "ev": ev}


def WEB(query, ev=False):
    return {"k": "web", "query": query, "ev": ev}


def TODO(items, ev=False):
    return {"k": "todo", "items": items, "ev": ev}


def SYS(text, ev=False):          # orchestrator notice (osmia: role system; others: plain text line)
    return {"k": "sys", "text": text, "ev": ev}


# ---------------------------------------------------------------- utils

def _h(*parts):
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest()


def _uuid(seed):
    h = _h(seed)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def _ts(base_min, i):
    # deterministic timestamps: 2026-11-<day> hh:mm:ss
    total = base_min * 60 + i * 7
    d, rem = divmod(total, 86400)
    hh, rem = divmod(rem, 3600)
    mm, ss = divmod(rem, 60)
    return f"2026-11-{(d % 27) + 1:02d}T{hh:02d}:{mm:02d}:{ss:02d}Z"


def _ms_ts(base_min, i):
    t = _ts(base_min, i)
    return t[:-1] + f".{(i * 137) % 1000:03d}Z"


def _patch_text(path, old, new, kind):
    if kind == "add":
        body = "\n".join("+" + l for l in new.split("\n"))
        return f"*** Begin Patch\n*** Add File: {path}\n{body}\n*** End Patch"
    if kind == "delete":
        return f"*** Begin Patch\n*** Delete File: {path}\n*** End Patch"
    o = "\n".join("-" + l for l in old.split("\n")) if old else ""
    n = "\n".join("+" + l for l in new.split("\n")) if new else ""
    return f"*** Begin Patch\n*** Update File: {path}\n@@\n{o}\n{n}\n*** End Patch"


def _codex_cmd(cmd):
    if cmd.startswith("bash -lc"):
        return cmd
    if "'" in cmd:
        return 'bash -lc "' + cmd.replace('"', '\\"') + '"'
    return "bash -lc '" + cmd + "'"


# ---------------------------------------------------------------- codex

def render_codex(case):
    lines, evl = [], []
    rnd = random.Random(case["id"])
    thread = _uuid(case["id"] + "thread")
    thread = "019a" + thread[4:]
    lines.append({"type": "thread.started", "thread_id": thread})
    lines.append({"type": "turn.started"})
    n = 0
    cwd = case.get("cwd", "/workspace/repo")
    patch_style = case.get("patch_style", "file_change")
    todo_id = None

    def add(obj, ev):
        lines.append(obj)
        if ev:
            evl.append(len(lines))

    for st in case["steps"]:
        k = st["k"]
        if k == "think":
            add({"type": "item.completed", "item": {"id": f"item_{n}", "type": "reasoning", "text": st["text"]}}, st["ev"]); n += 1
        elif k == "say":
            add({"type": "item.completed", "item": {"id": f"item_{n}", "type": "agent_message", "text": st["text"]}}, st["ev"]); n += 1
        elif k in ("cmd", "read"):
            cmd = st["cmd"] if k == "cmd" else f"sed -n '1,200p' {st['path']}"
            cmd = _codex_cmd(cmd)
            rc = st.get("rc", 0)
            status = st.get("status") or ("completed" if rc == 0 else "failed")
            if status == "declined":
                add({"type": "item.completed", "item": {"id": f"item_{n}", "type": "command_execution", "command": cmd,
                     "aggregated_output": st["out"], "exit_code": None, "status": "declined"}}, st["ev"]); n += 1
                continue
            lines.append({"type": "item.started", "item": {"id": f"item_{n}", "type": "command_execution", "command": cmd,
                          "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
            add({"type": "item.completed", "item": {"id": f"item_{n}", "type": "command_execution", "command": cmd,
                 "aggregated_output": st["out"], "exit_code": rc, "status": status}}, st["ev"]); n += 1
        elif k == "edit":
            path = st["path"]
            style = st.get("style") or patch_style
            if style == "apply_patch":
                cmd = "bash -lc \"apply_patch <<'PATCH'\n" + _patch_text(path, st["old"], st["new"], st["kind"]) + "\nPATCH\""
                out = "Success. Updated the following files:\n" + {"add": "A ", "delete": "D ", "update": "M "}[st["kind"]] + path + "\n"
                lines.append({"type": "item.started", "item": {"id": f"item_{n}", "type": "command_execution", "command": cmd,
                              "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
                add({"type": "item.completed", "item": {"id": f"item_{n}", "type": "command_execution", "command": cmd,
                     "aggregated_output": out, "exit_code": 0, "status": "completed"}}, st["ev"]); n += 1
            else:
                p = path if path.startswith("/") else f"{cwd}/{path}"
                add({"type": "item.completed", "item": {"id": f"item_{n}", "type": "file_change",
                     "changes": [{"path": p, "kind": st["kind"]}], "status": "completed"}}, st["ev"]); n += 1
        elif k == "err":
            add({"type": "error", "message": st["text"]}, st["ev"])
        elif k == "mcp":
            it = {"id": f"item_{n}", "type": "mcp_tool_call", "server": st["server"], "tool": st["tool"],
                  "arguments": st["args"]}
            lines.append({"type": "item.started", "item": dict(it, status="in_progress")})
            if st["ok"]:
                done = dict(it, result={"content": [{"type": "text", "text": st["out"]}], "structured_content": None},
                            error=None, status="completed")
            else:
                done = dict(it, result=None, error={"message": st["out"]}, status="failed")
            add({"type": "item.completed", "item": done}, st["ev"]); n += 1
        elif k == "web":
            lines.append({"type": "item.started", "item": {"id": f"item_{n}", "type": "web_search", "query": ""}})
            add({"type": "item.completed", "item": {"id": f"item_{n}", "type": "web_search", "query": st["query"]}}, st["ev"]); n += 1
        elif k == "todo":
            items = [{"text": t, "completed": c} for t, c in st["items"]]
            if todo_id is None:
                todo_id = f"item_{n}"; n += 1
                add({"type": "item.started", "item": {"id": todo_id, "type": "todo_list", "items": items}}, st["ev"])
            else:
                add({"type": "item.updated", "item": {"id": todo_id, "type": "todo_list", "items": items}}, st["ev"])
        elif k == "sys":
            raise ValueError("sys step not supported in codex format: " + case["id"])
    end = case["end"]
    usage = {"input_tokens": 40000 + rnd.randint(0, 300000), "cached_input_tokens": 30000 + rnd.randint(0, 200000),
             "output_tokens": 1500 + rnd.randint(0, 9000)}
    if end.get("kind") == "fail":
        for m in end.get("errors", []):
            add({"type": "error", "message": m}, False)
        add({"type": "turn.failed", "error": {"message": end["msg"]}}, end.get("ev", False))
    elif end.get("kind") == "cut":
        pass   # killed: no final line
    else:
        add({"type": "turn.completed", "usage": usage}, end.get("ev", False))
    return lines, evl


# ---------------------------------------------------------------- claude (stream-json and transcript)

def _claude_blocks(case):
    """yield (role, content_blocks, step) in order; role in assistant/user"""
    n = 0
    out = []
    for st in case["steps"]:
        k = st["k"]
        tid = "toolu_01" + _h(case["id"], n)[:22]
        n += 1
        if k == "think":
            out.append(("assistant", [{"type": "thinking", "thinking": st["text"], "signature": _h(tid)[:40]}], st, "a"))
        elif k == "say":
            out.append(("assistant", [{"type": "text", "text": st["text"]}], st, "a"))
        elif k in ("cmd", "read", "edit", "mcp", "web", "todo"):
            if k == "cmd":
                use = {"type": "tool_use", "id": tid, "name": "Bash", "input": {"command": st["cmd"], "description": st.get("desc") or "Run command"}}
                err = st.get("rc", 0) != 0
                res = st["out"] if not err else (f"Exit code {st['rc']}\n" + st["out"])
                if st.get("status") == "declined":
                    err = True
                    res = st["out"]
            elif k == "read":
                use = {"type": "tool_use", "id": tid, "name": "Read", "input": {"file_path": st["path"]}}
                body = "\n".join(f"{i + 1:>6}\u2192{l}" for i, l in enumerate(st["out"].split("\n")))
                res, err = body, False
            elif k == "edit":
                if st["kind"] == "add":
                    use = {"type": "tool_use", "id": tid, "name": "Write", "input": {"file_path": st["path"], "content": st["new"]}}
                    res = f"File created successfully at: {st['path']}"
                elif st["kind"] == "delete":
                    use = {"type": "tool_use", "id": tid, "name": "Bash", "input": {"command": f"git rm -q {st['path']}", "description": "Remove file"}}
                    res = f"rm '{st['path']}'"
                elif st.get("denied"):
                    use = {"type": "tool_use", "id": tid, "name": "Edit", "input": {"file_path": st["path"], "old_string": st["old"], "new_string": st["new"]}}
                    res = f"Claude requested permissions to write to {st['path']}, but you haven't granted it yet."
                else:
                    use = {"type": "tool_use", "id": tid, "name": "Edit", "input": {"file_path": st["path"], "old_string": st["old"], "new_string": st["new"]}}
                    res = f"The file {st['path']} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" + "\n".join(
                        f"{i + 10:>6}\u2192{l}" for i, l in enumerate(st["new"].split("\n")[:6]))
                err = bool(st.get("denied"))
            elif k == "mcp":
                use = {"type": "tool_use", "id": tid, "name": f"mcp__{st['server']}__{st['tool']}", "input": st["args"]}
                res, err = st["out"], not st["ok"]
            elif k == "web":
                use = {"type": "tool_use", "id": tid, "name": "WebSearch", "input": {"query": st["query"]}}
                res, err = f'Web search results for query: "{st["query"]}"\n\nLinks: [...]', False
            else:
                todos = [{"content": t, "status": "completed" if c else "pending", "activeForm": t} for t, c in st["items"]]
                use = {"type": "tool_use", "id": tid, "name": "TodoWrite", "input": {"todos": todos}}
                res, err = "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable", False
            out.append(("assistant", [use], st, "use"))
            out.append(("user", [{"tool_use_id": tid, "type": "tool_result", "content": res, "is_error": err}], st, "res"))
        elif k == "err":
            out.append(("assistant", [{"type": "text", "text": st["text"]}], st, "synthetic"))
        elif k == "sys":
            out.append(("text", st["text"], st, "sys"))
    return out


def _ev_of(st, part):
    if not st["ev"]:
        return False
    if st["k"] == "cmd" or st["k"] == "read" or st["k"] == "mcp":
        return part == "res"
    if st["k"] == "edit":
        return part == ("res" if st.get("denied") else "use")
    return True


def render_claude(case):
    lines, evl = [], []
    sid = _uuid(case["id"] + "sess")
    model = case.get("model", "claude-sonnet-4-5-20250929")
    lines.append({"type": "system", "subtype": "init", "cwd": case.get("cwd", "/workspace/repo"), "session_id": sid,
                  "tools": ["Task", "Bash", "Glob", "Grep", "LS", "Read", "Edit", "MultiEdit", "Write", "TodoWrite", "WebSearch", "WebFetch"],
                  "mcp_servers": [], "model": model, "permissionMode": case.get("perm_mode", "bypassPermissions"),
                  "apiKeySource": "none", "output_style": "default", "uuid": _uuid(sid + "init")})
    i = 0
    for role, content, st, part in _claude_blocks(case):
        i += 1
        if role == "text":
            raise ValueError("sys step not supported in claude stream-json: " + case["id"])
        elif role == "assistant":
            mdl = "<synthetic>" if part == "synthetic" else model
            lines.append({"type": "assistant", "message": {"id": "msg_01" + _h(case["id"], "m", i)[:22], "type": "message", "role": "assistant",
                          "model": mdl, "content": content, "stop_reason": None, "stop_sequence": None,
                          "usage": {"input_tokens": 4, "cache_creation_input_tokens": 120 * i, "cache_read_input_tokens": 9000 + 400 * i, "output_tokens": 60 + i}},
                          "parent_tool_use_id": None, "session_id": sid, "uuid": _uuid(case["id"] + f"u{i}")})
        else:
            lines.append({"type": "user", "message": {"role": "user", "content": content}, "parent_tool_use_id": None,
                          "session_id": sid, "uuid": _uuid(case["id"] + f"u{i}")})
        if _ev_of(st, part):
            evl.append(len(lines))
    end = case["end"]
    err = end.get("kind") == "fail"
    if end.get("kind") != "cut":
        lines.append({"type": "result", "subtype": end.get("subtype", "success"), "is_error": err,
                      "duration_ms": 60000 + i * 3100, "duration_api_ms": 50000 + i * 2900, "num_turns": i // 2 + 1,
                      "result": end.get("msg", case.get("final", "Done.")), "session_id": sid,
                      "total_cost_usd": round(0.05 + i * 0.021, 4),
                      "usage": {"input_tokens": 40 + i, "cache_creation_input_tokens": 5000 + i * 90, "cache_read_input_tokens": 80000 + i * 1500, "output_tokens": 900 + i * 40},
                      "permission_denials": end.get("denials", []), "uuid": _uuid(sid + "result")})
        if end.get("ev"):
            evl.append(len(lines))
    return lines, evl


def render_transcript(case):
    lines, evl = [], []
    sid = _uuid(case["id"] + "tsess")
    cwd = case.get("cwd", "/home/dev/repo")
    base = case.get("_base", 600)
    common = {"isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": sid, "version": "2.0.31",
              "gitBranch": case.get("branch", "main")}
    model = case.get("model", "claude-sonnet-4-5-20250929")
    first = _uuid(case["id"] + "first")
    lines.append({"type": "file-history-snapshot", "messageId": first,
                  "snapshot": {"messageId": first, "trackedFileBackups": {}, "timestamp": _ms_ts(base, 0)}, "isSnapshotUpdate": False})
    prev = None
    u = dict(common, parentUuid=prev, type="user", message={"role": "user", "content": case["prompt"]},
             uuid=first, timestamp=_ms_ts(base, 1), permissionMode="bypassPermissions")
    lines.append(u)
    prev = first
    i = 1
    for role, content, st, part in _claude_blocks(case):
        i += 1
        uid = _uuid(case["id"] + f"t{i}")
        if role == "text":
            obj = dict(common, parentUuid=prev, type="system", subtype="informational", content=content, level="warning",
                       uuid=uid, timestamp=_ms_ts(base, i))
        elif role == "assistant":
            mdl = "<synthetic>" if part == "synthetic" else model
            obj = dict(common, parentUuid=prev, message={"model": mdl, "id": "msg_01" + _h(case["id"], "tm", i)[:22], "type": "message",
                       "role": "assistant", "content": content, "stop_reason": None, "stop_sequence": None,
                       "usage": {"input_tokens": 3, "cache_creation_input_tokens": 200 + i, "cache_read_input_tokens": 15000 + 300 * i, "output_tokens": 40 + i}},
                       requestId="req_011C" + _h(case["id"], "r", i)[:18], type="assistant", uuid=uid, timestamp=_ms_ts(base, i))
            if part == "synthetic":
                obj["isApiErrorMessage"] = True
        else:
            obj = dict(common, parentUuid=prev, type="user", message={"role": "user", "content": content}, uuid=uid,
                       timestamp=_ms_ts(base, i), toolUseResult={"stdout": content[0]["content"][:2000], "stderr": "", "interrupted": False, "isImage": False})
        lines.append(obj)
        prev = uid
        if _ev_of(st, part):
            evl.append(len(lines))
    return lines, evl


# ---------------------------------------------------------------- osmia agentstream

def render_osmia(case):
    lines, evl = [], []
    base = case.get("_base", 900)
    i = 0

    def ts():
        nonlocal i
        i += 1
        return _ts(base, i)
    lines.append({"type": "system", "subtype": "init", "timestamp": ts(), "engine": "claude-code", "task_id": case["ticket"],
                  "model": case.get("model", "claude-sonnet-4-5-20250929"), "cwd": case.get("cwd", "/workspace")})
    for st in case["steps"]:
        k = st["k"]
        ev = st["ev"]
        if k in ("think", "say"):
            lines.append({"type": "content", "timestamp": ts(), "role": "assistant", "content": st["text"]})
            if ev: evl.append(len(lines))
        elif k == "sys" or k == "err":
            lines.append({"type": "content", "timestamp": ts(), "role": "system", "content": st["text"]})
            if ev: evl.append(len(lines))
        elif k in ("cmd", "read", "edit", "mcp", "web", "todo"):
            if k == "cmd":
                tool, args, out = "Bash", {"command": st["cmd"]}, st["out"]
            elif k == "read":
                tool, args, out = "Read", {"file_path": st["path"]}, st["out"]
            elif k == "edit":
                if st["kind"] == "add":
                    tool, args, out = "Write", {"file_path": st["path"], "content": st["new"]}, f"File created successfully at: {st['path']}"
                else:
                    tool, args, out = "Edit", {"file_path": st["path"], "old_string": st["old"], "new_string": st["new"]}, f"The file {st['path']} has been updated."
            elif k == "mcp":
                tool, args, out = f"mcp__{st['server']}__{st['tool']}", st["args"], st["out"]
            elif k == "web":
                tool, args, out = "WebSearch", {"query": st["query"]}, "(results)"
            else:
                tool, args, out = "TodoWrite", {"todos": [{"content": t, "status": "completed" if c else "pending"} for t, c in st["items"]]}, "Todos updated"
            lines.append({"type": "tool_use", "timestamp": ts(), "tool": tool, "args": args})
            if ev and k == "edit": evl.append(len(lines))
            lines.append({"type": "content", "timestamp": ts(), "role": "tool", "content": out})
            if ev and k != "edit": evl.append(len(lines))
    end = case["end"]
    lines.append({"type": "cost", "timestamp": ts(), "input_tokens": 180000 + i * 900, "output_tokens": 6000 + i * 50, "cost_usd": round(0.3 + i * 0.03, 3)})
    if end.get("kind") != "cut":
        lines.append({"type": "result", "timestamp": ts(), "success": end.get("kind") != "fail",
                      "summary": end.get("msg", case.get("final", "Done."))})
        if end.get("ev"): evl.append(len(lines))
    return lines, evl


RENDER = {"codex": render_codex, "claude": render_claude, "claude-transcript": render_transcript, "osmia": render_osmia}


def dump_lines(lines):
    out = []
    for o in lines:
        if "__text__" in o:
            out.append(o["__text__"])
        else:
            out.append(json.dumps(o, ensure_ascii=False, separators=(",", ":")))
    return "\n".join(out) + "\n"


def K(slug, fmt, mode, ticket, title, body, steps, end=None, why="", near="", **kw):
    d = {"slug": slug, "format": fmt, "mode": mode, "ticket": ticket, "title": title,
         "prompt": f"# {ticket}: {title}\n\n{body.strip()}\n", "steps": steps,
         "end": end or {"kind": "ok"}, "why": why, "near_miss": near}
    d.update(kw)
    return d


def FAIL(msg, ev=False, errors=()):
    return {"kind": "fail", "msg": msg, "ev": ev, "errors": list(errors)}


OK = {"kind": "ok"}
CUT = {"kind": "cut"}
