"""Renderers for the four stream formats. A case is a list of abstract steps; each step may be
marked as evidence (ev=True) and the renderer reports which 1-based lines it produced."""
import json, hashlib, random

FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}


def rng_for(name):
    return random.Random(int(hashlib.sha256(name.encode()).hexdigest()[:12], 16))


def hid(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def uuid(rng):
    h = hid(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def ts(base_min, sec):
    s = base_min * 60 + sec
    h, m, ss = 22 + s // 3600, (s // 60) % 60, s % 60
    day = 22
    if h >= 24:
        h -= 24; day = 23
    return f"2026-11-{day:02d}T{h:02d}:{m:02d}:{ss:02d}Z"


# step constructors ---------------------------------------------------------
def say(text, ev=False): return {"k": "say", "text": text, "ev": ev}
def think(text): return {"k": "think", "text": text, "ev": False}
def cmd(command, out, rc=0, ev=False, declined=False):
    return {"k": "cmd", "cmd": command, "out": out, "rc": rc, "ev": ev, "declined": declined}
def read(path, content, ev=False, dangle=False): return {"k": "read", "path": path, "out": content, "ev": ev, "dangle": dangle}
def edit(path, old, new, ev=False, err=None): return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "err": err}
def write(path, content, ev=False): return {"k": "write", "path": path, "content": content, "ev": ev}
def api_error(text, ev=True): return {"k": "api_error", "text": text, "ev": ev}
def sysnote(text, ev=False): return {"k": "sys", "text": text, "ev": ev}
def raw(obj_or_text, ev=False): return {"k": "raw", "v": obj_or_text, "ev": ev}


class Out:
    def __init__(self):
        self.lines, self.ev = [], []

    def add(self, obj, ev=False):
        self.lines.append(obj if isinstance(obj, str) else json.dumps(obj, ensure_ascii=False))
        if ev:
            self.ev.append(len(self.lines))


def _usage(rng):
    return {"input_tokens": rng.randint(1, 9), "cache_creation_input_tokens": rng.randint(100, 4000),
            "cache_read_input_tokens": rng.randint(8000, 60000), "output_tokens": rng.randint(20, 900),
            "service_tier": "standard"}


TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
         "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


def _tool_call(st):
    k = st["k"]
    if k == "cmd":
        return "Bash", {"command": st["cmd"], "description": st["cmd"][:40]}, st["out"], st["rc"] != 0 or st["declined"]
    if k == "read":
        body = "\n".join(f"{i+1:>6}\u2192{l}" for i, l in enumerate(st["out"].split("\n")))
        return "Read", {"file_path": "/workspace/repo/" + st["path"]}, body, False
    if k == "edit":
        res = st["err"] or f"The file /workspace/repo/{st['path']} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" + "\n".join(f"{i+1:>6}\u2192{l}" for i, l in enumerate(st["new"].split("\n")[:6]))
        return "Edit", {"file_path": "/workspace/repo/" + st["path"], "old_string": st["old"], "new_string": st["new"]}, res, bool(st["err"])
    if k == "write":
        return "Write", {"file_path": "/workspace/repo/" + st["path"], "content": st["content"]}, f"File created successfully at: /workspace/repo/{st['path']}", False
    raise ValueError(k)


def render_claude(case, rng, transcript=False):
    o = Out()
    sid = uuid(rng)
    model = case.get("model", "claude-sonnet-4-5-20250929")
    base = case["base_min"]
    sec = [0]
    parent = [None]

    def tick(n=7):
        sec[0] += rng.randint(2, n)
        return ts(base, sec[0])

    def wrap(obj, kind):
        if not transcript:
            obj["session_id"] = sid
            if kind == "assistant":
                obj["parent_tool_use_id"] = None
            obj["uuid"] = uuid(rng)
            return obj
        u = uuid(rng)
        line = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": "/workspace/repo",
                "sessionId": sid, "version": "2.0.31", "gitBranch": case.get("branch", "main")}
        line.update(obj)
        line["uuid"] = u
        line["timestamp"] = tick()
        parent[0] = u
        return line

    if transcript:
        o.add({"type": "file-history-snapshot", "messageId": uuid(rng), "snapshot": {"messageId": uuid(rng), "trackedFileBackups": {}, "timestamp": ts(base, 0)}, "isSnapshotUpdate": False})
        o.add(wrap({"type": "user", "message": {"role": "user", "content": case["prompt_text"]}}, "user"))
    else:
        o.add({"type": "system", "subtype": "init", "cwd": "/workspace/repo", "session_id": sid, "tools": TOOLS,
               "mcp_servers": [], "model": model, "permissionMode": case.get("perm_mode", "acceptEdits"),
               "apiKeySource": "none", "output_style": "default", "uuid": uuid(rng)})

    def amsg(content, ev=False, synthetic=False):
        msg = {"id": "msg_01" + hid(rng, 22), "type": "message", "role": "assistant", "model": "<synthetic>" if synthetic else model,
               "content": content, "stop_reason": "stop_sequence" if synthetic else None, "stop_sequence": "" if synthetic else None,
               "usage": _usage(rng)}
        line = {"type": "assistant", "message": msg}
        if transcript and synthetic:
            line["isApiErrorMessage"] = True
        o.add(wrap(line, "assistant"), ev)

    denials = []
    n_turns = 0
    for st in case["steps"]:
        k = st["k"]
        if k == "say":
            amsg([{"type": "text", "text": st["text"]}], st["ev"])
        elif k == "think":
            amsg([{"type": "thinking", "thinking": st["text"], "signature": hid(rng, 40)}])
        elif k in ("cmd", "read", "edit", "write"):
            n_turns += 1
            name, inp, res, is_err = _tool_call(st)
            tid = "toolu_01" + hid(rng, 22)
            call_ev = st["ev"] and (k in ("edit", "write") or case.get("ev_call", False))
            amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}], call_ev)
            if st.get("dangle"):
                continue
            if st.get("declined"):
                res = f"Claude requested permissions to use {name}, but you haven't granted it yet."
                denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
            elif k == "cmd" and st["rc"] != 0 and not res.startswith("Error"):
                res = f"Exit code {st['rc']}\n" + res
            u = {"type": "user", "message": {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result", "content": res, "is_error": is_err}]}}
            if transcript:
                u["toolUseResult"] = {"stdout": res if k == "cmd" else "", "stderr": "", "interrupted": False, "isImage": False}
            o.add(wrap(u, "user"), st["ev"] and k not in ("edit", "write"))
        elif k == "api_error":
            amsg([{"type": "text", "text": st["text"]}], st["ev"], synthetic=True)
        elif k in ("sys", "raw"):
            v = st["v"] if k == "raw" else st["text"]
            o.add(v, st["ev"])
    end = case["end"]
    if end and not transcript:
        res = {"type": "result", "subtype": end.get("subtype", "success"), "is_error": end["is_error"],
               "duration_ms": rng.randint(40000, 900000), "duration_api_ms": rng.randint(30000, 600000),
               "num_turns": n_turns + 1, "result": end["text"], "session_id": sid,
               "total_cost_usd": round(rng.uniform(0.05, 2.5), 4), "usage": _usage(rng),
               "permission_denials": denials, "uuid": uuid(rng)}
        o.add(res, end.get("ev", False))
    elif end and transcript and end.get("text") and not end["is_error"]:
        amsg([{"type": "text", "text": end["text"]}])
    return o


def render_codex(case, rng):
    o = Out()
    o.add({"type": "thread.started", "thread_id": "019" + hid(rng, 5) + "-" + hid(rng, 4) + "-7" + hid(rng, 3) + "-" + hid(rng, 4) + "-" + hid(rng, 12)})
    o.add({"type": "turn.started"})
    n = [0]

    def item(d, ev=False):
        d = dict(d)
        d["id"] = f"item_{n[0]}"
        n[0] += 1
        o.add({"type": "item.completed", "item": d}, ev)

    for st in case["steps"]:
        k = st["k"]
        if k == "say":
            item({"type": "agent_message", "text": st["text"]}, st["ev"])
        elif k == "think":
            item({"type": "reasoning", "text": st["text"]})
        elif k == "cmd":
            c = st["cmd"]
            command = "bash -lc " + json.dumps(c) if "'" in c else f"bash -lc '{c}'"
            if st["declined"]:
                item({"type": "command_execution", "command": command, "aggregated_output": st["out"], "exit_code": None, "status": "declined"}, st["ev"])
            else:
                item({"type": "command_execution", "command": command, "aggregated_output": st["out"], "exit_code": st["rc"], "status": "completed" if st["rc"] == 0 else "failed"}, st["ev"])
        elif k == "read":
            body = "\n".join(f"{i+1:>6}\t{l}" for i, l in enumerate(st["out"].split("\n")))
            item({"type": "command_execution", "command": f"bash -lc \"nl -ba {st['path']} | sed -n '1,200p'\"", "aggregated_output": body, "exit_code": 0, "status": "completed"}, st["ev"])
        elif k in ("edit", "write"):
            if k == "edit":
                patch = f"*** Begin Patch\n*** Update File: {st['path']}\n@@\n" + "\n".join("-" + l for l in st["old"].split("\n")) + "\n" + "\n".join("+" + l for l in st["new"].split("\n")) + "\n*** End Patch"
                kind = "update"
            else:
                patch = f"*** Begin Patch\n*** Add File: {st['path']}\n" + "\n".join("+" + l for l in st["content"].split("\n")) + "\n*** End Patch"
                kind = "add"
            if st.get("err"):
                item({"type": "command_execution", "command": "apply_patch <<'PATCH'\n" + patch + "\nPATCH", "aggregated_output": st["err"], "exit_code": 1, "status": "failed"}, st["ev"])
            else:
                item({"type": "command_execution", "command": "apply_patch <<'PATCH'\n" + patch + "\nPATCH", "aggregated_output": f"Success. Updated the following files:\n{'M' if kind == 'update' else 'A'} {st['path']}", "exit_code": 0, "status": "completed"}, st["ev"])
                item({"type": "file_change", "changes": [{"path": st["path"], "kind": kind}], "status": "completed"})
        elif k == "api_error":
            o.add({"type": "error", "message": st["text"]}, st["ev"])
        elif k in ("sys", "raw"):
            o.add(st["v"] if k == "raw" else st["text"], st["ev"])
    end = case["end"]
    if end:
        if end["is_error"]:
            o.add({"type": "turn.failed", "error": {"message": end["text"]}}, end.get("ev", False))
        else:
            item({"type": "agent_message", "text": end["text"]})
            o.add({"type": "turn.completed", "usage": {"input_tokens": rng.randint(20000, 400000), "cached_input_tokens": rng.randint(10000, 300000), "output_tokens": rng.randint(1000, 20000)}})
    return o


def render_osmia(case, rng):
    o = Out()
    base = case["base_min"]
    sec = [0]

    def t():
        sec[0] += rng.randint(2, 9)
        return ts(base, sec[0])

    o.add({"type": "system", "subtype": "init", "timestamp": ts(base, 0), "session_id": uuid(rng)})
    for st in case["steps"]:
        k = st["k"]
        if k in ("say", "think"):
            o.add({"type": "content", "timestamp": t(), "role": "assistant", "content": st["text"]}, st["ev"])
        elif k == "cmd":
            o.add({"type": "tool_use", "timestamp": t(), "tool": "Bash", "args": {"command": st["cmd"]}}, st["ev"] and case.get("ev_call", False))
            out = st["out"]
            if st["declined"]:
                out = "Permission to use Bash with command " + st["cmd"] + " has been denied."
            o.add({"type": "content", "timestamp": t(), "role": "tool", "content": out}, st["ev"])
        elif k in ("read", "edit", "write"):
            name, inp, res, _ = _tool_call(st)
            ev_call = st["ev"] and k in ("edit", "write")
            o.add({"type": "tool_use", "timestamp": t(), "tool": name, "args": inp}, ev_call)
            o.add({"type": "content", "timestamp": t(), "role": "tool", "content": res}, st["ev"] and not ev_call)
        elif k == "api_error":
            o.add({"type": "content", "timestamp": t(), "role": "system", "content": st["text"]}, st["ev"])
        elif k == "sys":
            o.add({"type": "content", "timestamp": t(), "role": "system", "content": st["text"]}, st["ev"])
        elif k == "raw":
            o.add(st["v"], st["ev"])
    end = case["end"]
    if end:
        if case.get("never_ran"):
            o.add({"type": "cost", "timestamp": t(), "input_tokens": 0, "output_tokens": 0, "cost_usd": 0.0})
        else:
            o.add({"type": "cost", "timestamp": t(), "input_tokens": rng.randint(5000, 300000), "output_tokens": rng.randint(200, 12000), "cost_usd": round(rng.uniform(0.01, 1.9), 2)})
        o.add({"type": "result", "timestamp": t(), "success": not end["is_error"], "summary": end["text"]}, end.get("ev", False))
    return o


def render(case, fmt, rng):
    if fmt == "claude":
        return render_claude(case, rng)
    if fmt == "claude-transcript":
        return render_claude(case, rng, transcript=True)
    if fmt == "codex":
        return render_codex(case, rng)
    return render_osmia(case, rng)
