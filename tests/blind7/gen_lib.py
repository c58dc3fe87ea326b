"""Renderers: an abstract scenario (list of steps) -> one of four stream formats.
Every line is written with json.dumps. Steps marked ev='out'|'call' give evidence line numbers."""
import json, hashlib, random

FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
MODEL = "claude-sonnet-4-5-20250929"


def hexid(s, n=4):
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def uid(seed, i):
    h = hashlib.sha256(f"{seed}:{i}".encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def ts(base_min, k):
    m = base_min + k // 3
    s = (k * 17) % 60
    return f"2026-11-22T{(m // 60) % 24:02d}:{m % 60:02d}:{s:02d}Z"


# step kinds:
# ("say", text) ("think", text)
# ("bash", cmd, output, exit_code)   exit_code!=0 -> error flag
# ("read", path, content)
# ("edit", path, old, new)
# ("write", path, content)
# ("deny", toolname, input, message)   a tool call refused by the harness/sandbox
# ("raw", obj)  a format-specific raw line (only for special cases)
# options are given as a dict in last position: {"ev": "out"|"call"}


def _opts(step):
    if step and isinstance(step[-1], dict) and step[0] != "raw":
        return step[:-1], step[-1]
    return step, {}


class Out:
    def __init__(self):
        self.lines = []
        self.ev = []

    def add(self, obj, ev=False):
        self.lines.append(json.dumps(obj, ensure_ascii=False))
        if ev:
            self.ev.append(len(self.lines))


def render(fmt, seed, steps, end, base_min=60):
    """end: dict kind= ok|fail|provider|cut ; summary/message ; ev flag for provider line"""
    o = Out()
    sess = uid(seed, 999)
    k = [0]

    def t():
        k[0] += 1
        return ts(base_min, k[0])

    if fmt == "claude":
        o.add({"type": "system", "subtype": "init", "cwd": "/workspace/repo", "session_id": sess,
               "tools": ["Task", "Bash", "Glob", "Grep", "LS", "Read", "Edit", "MultiEdit", "Write", "TodoWrite"],
               "mcp_servers": [], "model": MODEL, "permissionMode": "acceptEdits", "apiKeySource": "none",
               "uuid": uid(seed, 0)})
        denials = []
        for i, st in enumerate(steps):
            st, op = _opts(st)
            kind = st[0]
            mid = "msg_01" + hexid(seed + str(i), 22)
            tid = "toolu_01" + hexid(seed + "t" + str(i), 22)

            def asst(content, ev=False):
                o.add({"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": MODEL,
                       "content": content, "stop_reason": None, "stop_sequence": None,
                       "usage": {"input_tokens": 4, "cache_read_input_tokens": 20000 + 900 * i, "output_tokens": 120}},
                       "parent_tool_use_id": None, "session_id": sess, "uuid": uid(seed, 10 + 2 * i)}, ev)

            def res(text, err, ev=False):
                blk = {"tool_use_id": tid, "type": "tool_result", "content": text}
                if err:
                    blk["is_error"] = True
                o.add({"type": "user", "message": {"role": "user", "content": [blk]}, "parent_tool_use_id": None,
                       "session_id": sess, "uuid": uid(seed, 11 + 2 * i)}, ev)
            if kind == "say":
                asst([{"type": "text", "text": st[1]}], op.get("ev") == "call")
            elif kind == "think":
                asst([{"type": "thinking", "thinking": st[1], "signature": hexid(seed + st[1], 40)}], op.get("ev") == "call")
            elif kind == "raw":
                o.add(st[1], True)
            else:
                name, inp, text, err = _tool(st)
                asst([{"type": "tool_use", "id": tid, "name": name, "input": inp}], op.get("ev") == "call")
                if kind == "deny":
                    denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
                res(text, err, op.get("ev") == "out")
        if end["kind"] != "cut":
            is_err = end["kind"] in ("fail", "provider")
            sub = "success"
            if end.get("subtype"):
                sub = end["subtype"]
            o.add({"type": "result", "subtype": sub, "is_error": is_err, "duration_ms": 60000 + 7000 * len(steps),
                   "num_turns": len(steps) + 1, "result": end.get("summary", ""), "session_id": sess,
                   "total_cost_usd": round(0.05 * len(steps) + 0.11, 4),
                   "usage": {"input_tokens": 9, "output_tokens": 2100}, "permission_denials": denials,
                   "uuid": uid(seed, 5000)}, end.get("ev", False))
    elif fmt == "claude-transcript":
        prev = [None]
        branch = "agent/" + seed[:12]

        def line(d, ev=False):
            u = uid(seed, 100 + len(o.lines))
            base = {"parentUuid": prev[0], "isSidechain": False, "userType": "external", "cwd": "/workspace/repo",
                    "sessionId": sess, "version": "2.0.31", "gitBranch": branch}
            base.update(d)
            base["uuid"] = u
            base["timestamp"] = t().replace("Z", ".%03dZ" % (len(o.lines) * 37 % 1000))
            prev[0] = u
            o.add(base, ev)
        line({"type": "user", "message": {"role": "user", "content": end.get("prompt", "Work on the ticket in prompt.md")}})
        for i, st in enumerate(steps):
            st, op = _opts(st)
            kind = st[0]
            mid = "msg_01" + hexid(seed + str(i), 22)
            tid = "toolu_01" + hexid(seed + "t" + str(i), 22)
            am = lambda content: {"model": MODEL, "id": mid, "type": "message", "role": "assistant", "content": content,
                                  "stop_reason": None, "stop_sequence": None,
                                  "usage": {"input_tokens": 4, "cache_read_input_tokens": 18000 + 800 * i, "output_tokens": 90}}
            if kind == "say":
                line({"message": am([{"type": "text", "text": st[1]}]), "requestId": "req_011C" + hexid(seed + str(i), 18), "type": "assistant"}, op.get("ev") == "call")
            elif kind == "think":
                line({"message": am([{"type": "thinking", "thinking": st[1], "signature": hexid(st[1], 40)}]), "type": "assistant"}, op.get("ev") == "call")
            elif kind == "raw":
                line(st[1], True)
            else:
                name, inp, text, err = _tool(st)
                line({"message": am([{"type": "tool_use", "id": tid, "name": name, "input": inp}]),
                      "requestId": "req_011C" + hexid(seed + str(i), 18), "type": "assistant"}, op.get("ev") == "call")
                blk = {"tool_use_id": tid, "type": "tool_result", "content": text}
                if err:
                    blk["is_error"] = True
                extra = {"toolUseResult": ("Error: " + text) if err else {"stdout": text, "stderr": "", "interrupted": False}}
                line(dict({"type": "user", "message": {"role": "user", "content": [blk]}}, **extra), op.get("ev") == "out")
        if end["kind"] == "provider":
            line({"type": "assistant", "message": {"id": uid(seed, 7), "model": "<synthetic>", "role": "assistant",
                  "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                  "usage": {"input_tokens": 0, "output_tokens": 0},
                  "content": [{"type": "text", "text": end["summary"]}]}, "isApiErrorMessage": True}, end.get("ev", False))
        elif end["kind"] in ("ok", "fail"):
            line({"message": {"model": MODEL, "id": "msg_01" + hexid(seed + "end", 22), "type": "message", "role": "assistant",
                  "content": [{"type": "text", "text": end.get("summary", "")}], "stop_reason": "end_turn", "stop_sequence": None,
                  "usage": {"input_tokens": 4, "output_tokens": 300}}, "type": "assistant"}, end.get("ev", False))
    elif fmt == "codex":
        o.add({"type": "thread.started", "thread_id": "019a" + hexid(seed, 4) + "-" + hexid(seed + "a", 4) + "-7" + hexid(seed + "b", 3) + "-9" + hexid(seed + "c", 3) + "-" + hexid(seed + "d", 12)})
        o.add({"type": "turn.started"})
        n = [0]

        def item(it, ev=False, started=False):
            it = dict(it)
            it["id"] = "item_%d" % n[0]
            if started:
                s = dict(it)
                s.update({"aggregated_output": "", "exit_code": None, "status": "in_progress"})
                o.add({"type": "item.started", "item": s})
            o.add({"type": "item.completed", "item": it}, ev)
            n[0] += 1
        for st in steps:
            st, op = _opts(st)
            kind = st[0]
            ev = bool(op.get("ev"))
            if kind == "say":
                item({"type": "agent_message", "text": st[1]}, ev)
            elif kind == "think":
                item({"type": "reasoning", "text": st[1]}, ev)
            elif kind == "raw":
                o.add(st[1], True)
            elif kind == "bash" or kind == "read":
                if kind == "read":
                    cmd = "bash -lc \"sed -n '1,200p' %s\"" % st[1]
                    out, code = st[2], 0
                    if out.startswith("<tool_use_error>"):
                        out, code = "sed: can't read %s: No such file or directory" % st[1], 2
                else:
                    c = st[1]
                    cmd = "bash -lc " + (json.dumps(c) if "'" in c else "'" + c + "'")
                    out, code = st[2], st[3] if len(st) > 3 else 0
                item({"type": "command_execution", "command": cmd, "aggregated_output": out, "exit_code": code,
                      "status": "completed" if code == 0 else "failed"}, ev, started=True)
            elif kind == "deny":
                inp = st[2]
                cmd = inp.get("command", "apply_patch")
                item({"type": "command_execution", "command": "bash -lc '" + cmd + "'", "aggregated_output": st[3],
                      "exit_code": None, "status": "declined"}, ev)
            elif kind in ("edit", "write"):
                item({"type": "file_change", "changes": [{"path": "/workspace/repo/" + st[1], "kind": "update" if kind == "edit" else "add"}],
                      "status": "completed"}, ev)
        if end["kind"] == "provider":
            o.add({"type": "error", "message": end["summary"]}, end.get("ev", False))
            o.add({"type": "turn.failed", "error": {"message": end["summary"]}}, end.get("ev", False))
        elif end["kind"] in ("ok", "fail"):
            item({"type": "agent_message", "text": end.get("summary", "")}, end.get("ev", False))
            o.add({"type": "turn.completed", "usage": {"input_tokens": 90000 + 4000 * len(steps), "cached_input_tokens": 80000, "output_tokens": 3000}})
    elif fmt == "osmia":
        o.add({"type": "system", "subtype": "init", "timestamp": t(), "session_id": sess})
        for st in steps:
            st, op = _opts(st)
            kind = st[0]
            if kind in ("say", "think"):
                o.add({"type": "content", "timestamp": t(), "role": "assistant", "content": st[1]}, op.get("ev") == "call")
            elif kind == "raw":
                o.add(st[1], True)
            else:
                name, inp, text, err = _tool(st)
                o.add({"type": "tool_use", "timestamp": t(), "tool": name, "args": inp}, op.get("ev") == "call")
                o.add({"type": "content", "timestamp": t(), "role": "tool", "content": text}, op.get("ev") == "out")
        if end["kind"] != "cut":
            o.add({"type": "cost", "timestamp": t(), "input_tokens": 80000 + 5000 * len(steps), "output_tokens": 4000, "cost_usd": round(0.04 * len(steps) + 0.1, 2)})
            o.add({"type": "result", "timestamp": t(), "success": end["kind"] == "ok", "summary": end.get("summary", "")}, end.get("ev", False))
    return o


def _tool(st):
    kind = st[0]
    if kind == "bash":
        code = st[3] if len(st) > 3 else 0
        out = st[2]
        if code and code != 0:
            out = "Exit code %d\n%s" % (code, out) if not out.startswith("Exit code") else out
        return "Bash", {"command": st[1]}, out, bool(code)
    if kind == "read":
        if st[2].startswith("<tool_use_error>"):
            return "Read", {"file_path": "/workspace/repo/" + st[1]}, st[2], True
        body = "\n".join("%5d\u2192%s" % (i + 1, l) for i, l in enumerate(st[2].split("\n")))
        return "Read", {"file_path": "/workspace/repo/" + st[1]}, body, False
    if kind == "edit":
        return "Edit", {"file_path": "/workspace/repo/" + st[1], "old_string": st[2], "new_string": st[3]}, \
            "The file /workspace/repo/%s has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n    1\t%s" % (st[1], st[3].split("\n")[0]), False
    if kind == "write":
        return "Write", {"file_path": "/workspace/repo/" + st[1], "content": st[2]}, "File created successfully at: /workspace/repo/" + st[1], False
    if kind == "deny":
        return st[1], st[2], st[3], True
    raise ValueError(kind)
