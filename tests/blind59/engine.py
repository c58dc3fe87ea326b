"""Rendering engine for the blind69 set.

A scenario is a list of abstract steps (shell command, file read, edit, prose...)
plus an ending. The engine renders it in one of four stream formats
(claude stream-json, claude transcript, codex exec --json, osmia agentstream)
and records which stream line(s) each step produced, so labels can point
at evidence lines without hand counting.
"""
import hashlib
import json
import shlex
from datetime import datetime, timedelta, timezone

MODEL = "claude-sonnet-4-5-20250929"
CWD = "/workspace/repo"
TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit",
         "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


# ---------------------------------------------------------------- step DSL
def B(cmd, out="", rc=0, ev=False, denied=False, desc=None, hang=False):
    """Shell command. denied=True: refused by the agent's permission system.
    hang=True: the call never returned (run killed while it was in progress)."""
    return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "denied": denied, "desc": desc, "hang": hang}


def R(path, content, ev=False):
    return {"k": "read", "path": path, "out": content, "ev": ev}


def G(pattern, path, out, ev=False):
    return {"k": "grep", "pattern": pattern, "path": path, "out": out, "ev": ev}


def E(path, old, new, ev=False, denied=False):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "denied": denied}


def W(path, content, ev=False, denied=False):
    return {"k": "write", "path": path, "content": content, "ev": ev, "denied": denied}


def S(text, ev=False):
    """Assistant prose."""
    return {"k": "say", "text": text, "ev": ev}


def T(text):
    """Reasoning / thinking."""
    return {"k": "think", "text": text, "ev": False}


def N(text, ev=False):
    """Orchestrator notice (osmia system content / plain log line elsewhere)."""
    return {"k": "note", "text": text, "ev": ev}


def numbered(text, start=1):
    lines = text.split("\n")
    return "\n".join(f"{i + start:>6}\u2192{l}" for i, l in enumerate(lines))


# ---------------------------------------------------------------- helpers
class Ids:
    def __init__(self, seed):
        self.seed = seed
        self.n = 0

    def h(self, tag=""):
        self.n += 1
        return hashlib.sha256(f"{self.seed}/{tag}/{self.n}".encode()).hexdigest()

    def uuid(self):
        x = self.h("u")
        return f"{x[:8]}-{x[8:12]}-4{x[13:16]}-a{x[17:20]}-{x[20:32]}"

    def b62(self, n=24):
        x = int(self.h("b"), 16)
        alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        s = ""
        while len(s) < n:
            x, r = divmod(x, 62)
            s += alphabet[r]
        return s


class Clock:
    def __init__(self, seed):
        d = int(hashlib.sha256(seed.encode()).hexdigest()[:6], 16)
        self.t = datetime(2026, 11, 3, 8, 0, 0, tzinfo=timezone.utc) + timedelta(minutes=d % (60 * 24 * 20))
        self.start = self.t

    def tick(self, s=7):
        self.t += timedelta(seconds=s)
        return self.t

    def iso(self, ms=False):
        if ms:
            return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{(self.t.second * 37) % 1000:03d}Z"
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")


def dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


def abspath(p):
    return p if p.startswith("/") else f"{CWD}/{p}"


def bash_out_text(step):
    return step["out"]


# ---------------------------------------------------------------- renderers
class Out:
    def __init__(self):
        self.lines = []
        self.marks = []  # per step: dict(call=line, out=line)

    def add(self, obj):
        self.lines.append(obj if isinstance(obj, str) else dumps(obj))
        return len(self.lines)


def _edit_result_snippet(step):
    new = step["new"]
    return (f"The file {abspath(step['path'])} has been updated. Here's the result of running `cat -n` on a snippet "
            f"of the edited file:\n" + numbered(new, 10))


def render_claude(sc, transcript=False):
    ids = Ids(sc["id"])
    clk = Clock(sc["id"])
    o = Out()
    sid = ids.uuid()
    prev = [None]
    usage_tot = {"in": 0, "out": 0}
    denials = []

    def envelope(obj):
        if transcript:
            u = ids.uuid()
            clk.tick(3)
            base = {"parentUuid": prev[0], "isSidechain": False, "userType": "external", "cwd": CWD,
                    "sessionId": sid, "version": "2.0.37", "gitBranch": sc.get("branch", "main")}
            base.update(obj)
            base["uuid"] = u
            base["timestamp"] = clk.iso(ms=True)
            prev[0] = u
            return base
        obj = dict(obj)
        obj.update({"parent_tool_use_id": None, "session_id": sid, "uuid": ids.uuid()})
        return obj

    def amsg(blocks):
        msg = {"id": "msg_01" + ids.b62(22), "type": "message", "role": "assistant", "model": MODEL,
               "content": blocks, "stop_reason": None, "stop_sequence": None,
               "usage": {"input_tokens": 4, "cache_creation_input_tokens": 900 + len(o.lines) * 37,
                         "cache_read_input_tokens": 12000 + len(o.lines) * 810, "output_tokens": 60 + len(o.lines) * 3,
                         "service_tier": "standard"}}
        usage_tot["in"] += 4
        usage_tot["out"] += msg["usage"]["output_tokens"]
        e = {"type": "assistant", "message": msg}
        if transcript:
            e["requestId"] = "req_011C" + ids.b62(20)
        return o.add(envelope(e))

    def uresult(tid, content, is_error, tur=None):
        block = {"tool_use_id": tid, "type": "tool_result", "content": content}
        if is_error:
            block["is_error"] = True
        e = {"type": "user", "message": {"role": "user", "content": [block]}}
        if transcript and tur is not None:
            e["toolUseResult"] = tur
        return o.add(envelope(e))

    if transcript:
        o.add(envelope({"type": "user", "message": {"role": "user", "content": sc["prompt_text"]}}))
    else:
        o.add({"type": "system", "subtype": "init", "cwd": CWD, "session_id": sid, "tools": TOOLS,
               "mcp_servers": [], "model": MODEL, "permissionMode": sc.get("perm_mode", "acceptEdits"),
               "apiKeySource": "none", "output_style": "default", "uuid": ids.uuid()})

    pending_text = None
    pending_idx = None
    for st in sc["steps"]:
        k = st["k"]
        m = {}
        if pending_text is not None and k in ("say", "think", "note"):
            ln = amsg([{"type": "text", "text": pending_text["text"]}])
            o.marks[pending_idx]["call"] = o.marks[pending_idx]["out"] = ln
            pending_text = None
        if k in ("say",):
            # if followed by a tool, merge: handled by pending_text
            pending_text = st
            pending_idx = len(o.marks)
            m["call"] = None
            o.marks.append(m)
            continue
        if k == "think":
            o.marks.append(m)
            m["call"] = amsg([{"type": "thinking", "thinking": st["text"], "signature": "Eq" + ids.b62(40)}])
            m["out"] = m["call"]
            continue
        if k == "note":
            m["call"] = m["out"] = o.add(st["text"]) if not transcript else amsg([{"type": "text", "text": st["text"]}])
            o.marks.append(m)
            continue
        if k == "todo":
            if pending_text is not None:
                pass
            tid0 = "toolu_01" + ids.b62(22)
            m["call"] = amsg([{"type": "tool_use", "id": tid0, "name": "TodoWrite", "input": {"todos": [
                {"content": x, "status": "in_progress" if j == 0 else "pending",
                 "activeForm": x} for j, x in enumerate(st["items"])]}}])
            m["out"] = uresult(tid0, "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable", False,
                               {"oldTodos": [], "newTodos": [{"content": x, "status": "pending", "activeForm": x} for x in st["items"]]})
            o.marks.append(m)
            continue
        blocks = []
        if pending_text is not None:
            blocks.append({"type": "text", "text": pending_text["text"]})
        tid = "toolu_01" + ids.b62(22)
        if k == "bash":
            inp = {"command": st["cmd"]}
            if st.get("desc"):
                inp["description"] = st["desc"]
            blocks.append({"type": "tool_use", "id": tid, "name": "Bash", "input": inp})
        elif k == "read":
            blocks.append({"type": "tool_use", "id": tid, "name": "Read", "input": {"file_path": abspath(st["path"])}})
        elif k == "grep":
            blocks.append({"type": "tool_use", "id": tid, "name": "Grep",
                           "input": {"pattern": st["pattern"], "path": st["path"], "output_mode": "content", "-n": True}})
        elif k == "edit":
            blocks.append({"type": "tool_use", "id": tid, "name": "Edit",
                           "input": {"file_path": abspath(st["path"]), "old_string": st["old"], "new_string": st["new"]}})
        elif k == "write":
            blocks.append({"type": "tool_use", "id": tid, "name": "Write",
                           "input": {"file_path": abspath(st["path"]), "content": st["content"]}})
        m["call"] = amsg(blocks)
        if pending_text is not None:
            o.marks[pending_idx]["call"] = m["call"]
            o.marks[pending_idx]["out"] = m["call"]
            pending_text = None
        clk.tick(5)
        if k == "bash" and st.get("hang"):
            m["out"] = m["call"]
            o.marks.append(m)
            continue
        if k == "bash":
            if st["denied"]:
                m["out"] = uresult(tid, "Claude requested permissions to use Bash, but you haven't granted it yet.", True,
                                   "Error: Claude requested permissions to use Bash, but you haven't granted it yet.")
                denials.append({"tool_name": "Bash", "tool_use_id": tid, "tool_input": {"command": st["cmd"]}})
            elif st["rc"] != 0:
                txt = f"Exit code {st['rc']}\n{st['out']}".rstrip("\n")
                m["out"] = uresult(tid, txt, True, "Error: " + txt)
            else:
                m["out"] = uresult(tid, st["out"] if st["out"] else "(no content)", False,
                                   {"stdout": st["out"], "stderr": "", "interrupted": False, "isImage": False})
        elif k == "read":
            if st["out"].startswith("ERR:"):
                m["out"] = uresult(tid, st["out"][4:], True, "Error: " + st["out"][4:])
            else:
                m["out"] = uresult(tid, numbered(st["out"]), False,
                                   {"type": "text", "file": {"filePath": abspath(st["path"]), "content": st["out"],
                                                             "numLines": st["out"].count("\n") + 1, "startLine": 1,
                                                             "totalLines": st["out"].count("\n") + 1}})
        elif k == "grep":
            m["out"] = uresult(tid, st["out"] or "No matches found", False,
                               {"mode": "content", "numFiles": 0, "filenames": [], "content": st["out"],
                                "numLines": st["out"].count("\n") + 1})
        elif k in ("edit", "write"):
            if st["denied"]:
                msg = f"Claude requested permissions to write to {abspath(st['path'])}, but you haven't granted it yet."
                m["out"] = uresult(tid, msg, True, "Error: " + msg)
                denials.append({"tool_name": "Edit" if k == "edit" else "Write", "tool_use_id": tid,
                                "tool_input": {"file_path": abspath(st["path"])}})
            elif k == "edit":
                m["out"] = uresult(tid, _edit_result_snippet(st), False,
                                   {"filePath": abspath(st["path"]), "oldString": st["old"], "newString": st["new"],
                                    "userModified": False, "replaceAll": False})
            else:
                m["out"] = uresult(tid, f"File created successfully at: {abspath(st['path'])}", False,
                                   {"type": "create", "filePath": abspath(st["path"]), "content": st["content"]})
        o.marks.append(m)
    end = sc["end"]
    endline = None
    if pending_text is not None:
        ln = amsg([{"type": "text", "text": pending_text["text"]}])
        o.marks[pending_idx]["call"] = o.marks[pending_idx]["out"] = ln
    if end.get("final_text"):
        amsg([{"type": "text", "text": end["final_text"]}])
    kind = end["kind"]
    dur = int((clk.t - clk.start).total_seconds() * 1000) + 4000
    cost = end.get("cost", round(0.05 + len(o.lines) * 0.011, 2))
    if transcript:
        if kind == "usage_limit":
            endline = o.add(envelope({"type": "assistant", "isApiErrorMessage": True, "message": {
                "id": ids.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                "stop_sequence": "", "type": "message",
                "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0},
                "content": [{"type": "text", "text": end["text"]}]}}))
        elif kind == "api_error":
            endline = o.add(envelope({"type": "assistant", "isApiErrorMessage": True, "message": {
                "id": ids.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                "stop_sequence": "", "type": "message",
                "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0},
                "content": [{"type": "text", "text": end["text"]}]}}))
        # killed / result: a transcript has no result line
    else:
        if kind == "result":
            endline = o.add({"type": "result", "subtype": end.get("subtype", "success"),
                             "is_error": end.get("is_error", False),
                             "duration_ms": dur, "duration_api_ms": int(dur * 0.8), "num_turns": len(o.lines) // 2,
                             "result": end["summary"], "session_id": sid, "total_cost_usd": cost,
                             "usage": {"input_tokens": 9000 + usage_tot["in"], "cache_creation_input_tokens": 14000,
                                       "cache_read_input_tokens": 20000 + len(o.lines) * 3000,
                                       "output_tokens": usage_tot["out"], "server_tool_use": {"web_search_requests": 0},
                                       "service_tier": "standard"},
                             "permission_denials": denials, "uuid": ids.uuid()})
        elif kind in ("usage_limit", "api_error"):
            endline = o.add({"type": "result", "subtype": "success", "is_error": True, "duration_ms": dur,
                             "duration_api_ms": int(dur * 0.8), "num_turns": len(o.lines) // 2, "result": end["text"],
                             "session_id": sid, "total_cost_usd": cost,
                             "usage": {"input_tokens": usage_tot["in"], "cache_creation_input_tokens": 0,
                                       "cache_read_input_tokens": 0, "output_tokens": usage_tot["out"],
                                       "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
                             "permission_denials": denials, "uuid": ids.uuid()})
        # killed: no result line
    return o, endline


def _codex_cmd(cmd):
    return "bash -lc " + shlex.quote(cmd)


def render_codex(sc):
    ids = Ids(sc["id"])
    o = Out()
    tid = ids.uuid()
    tid = "019a" + tid[4:]
    o.add({"type": "thread.started", "thread_id": tid})
    o.add({"type": "turn.started"})
    n = [0]

    def iid():
        i = n[0]
        n[0] += 1
        return f"item_{i}"

    for st in sc["steps"]:
        k = st["k"]
        m = {}
        if k == "todo":
            o.marks.append(m)
            continue
        if k == "think":
            m["call"] = m["out"] = o.add({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": st["text"]}})
        elif k == "say":
            m["call"] = m["out"] = o.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["text"]}})
        elif k == "note":
            m["call"] = m["out"] = o.add({"type": "error", "message": st["text"]})
        elif k in ("bash", "read", "grep"):
            if k == "bash":
                c = _codex_cmd(st["cmd"])
            elif k == "read":
                c = _codex_cmd(f"sed -n '1,200p' {st['path']}")
            else:
                c = _codex_cmd(f"rg -n {shlex.quote(st['pattern'])} {st['path']}")
            i = iid()
            m["call"] = o.add({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": c,
                                                                 "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
            if st.get("hang"):
                m["out"] = m["call"]
                o.marks.append(m)
                continue
            out = st["out"]
            rc = st.get("rc", 0)
            if k == "read" and out.startswith("ERR:"):
                out, rc = f"sed: can't read {st['path']}: No such file or directory\n", 2
            if k == "grep" and not out:
                rc = 1
            if st.get("denied"):
                m["out"] = o.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": c,
                                                                     "aggregated_output": "", "exit_code": None, "status": "declined"}})
            else:
                if out and not out.endswith("\n"):
                    out += "\n"
                m["out"] = o.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": c,
                                                                     "aggregated_output": out, "exit_code": rc,
                                                                     "status": "completed" if rc == 0 else "failed"}})
        elif k in ("edit", "write"):
            if st.get("denied"):
                i = iid()
                m["call"] = m["out"] = o.add({"type": "item.completed", "item": {"id": i, "type": "file_change", "changes": [
                    {"path": abspath(st["path"]), "kind": "update" if k == "edit" else "add"}], "status": "failed"}})
            else:
                i = iid()
                m["call"] = m["out"] = o.add({"type": "item.completed", "item": {"id": i, "type": "file_change", "changes": [
                    {"path": abspath(st["path"]), "kind": "update" if k == "edit" else "add"}], "status": "completed"}})
        o.marks.append(m)
    end = sc["end"]
    endline = None
    kind = end["kind"]
    if end.get("final_text"):
        o.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": end["final_text"]}})
    tokens = 20000 + len(o.lines) * 4100
    if kind == "result":
        if end.get("turn_failed"):
            endline = o.add({"type": "turn.failed", "error": {"message": end["summary"]}})
        else:
            if not end.get("final_text"):
                o.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": end["summary"]}})
            endline = o.add({"type": "turn.completed", "usage": {"input_tokens": tokens, "cached_input_tokens": int(tokens * 0.86),
                                                                 "output_tokens": 2000 + len(o.lines) * 90}})
    elif kind in ("usage_limit", "api_error"):
        o.add({"type": "error", "message": end["text"]})
        endline = o.add({"type": "turn.failed", "error": {"message": end["text"]}})
        endline -= 1  # the error line carries the text first
    return o, endline


def render_osmia(sc):
    ids = Ids(sc["id"])
    clk = Clock(sc["id"])
    o = Out()
    o.add({"type": "system", "subtype": "init", "timestamp": clk.iso(), "session_id": ids.uuid()})
    for st in sc["steps"]:
        k = st["k"]
        m = {}
        clk.tick(6)
        if k == "todo":
            o.marks.append(m)
            continue
        if k in ("say", "think"):
            m["call"] = m["out"] = o.add({"type": "content", "timestamp": clk.iso(), "role": "assistant", "content": st["text"]})
        elif k == "note":
            m["call"] = m["out"] = o.add({"type": "content", "timestamp": clk.iso(), "role": "system", "content": st["text"]})
        else:
            if k == "bash":
                tool, args = "Bash", {"command": st["cmd"]}
            elif k == "read":
                tool, args = "Read", {"file_path": st["path"]}
            elif k == "grep":
                tool, args = "Grep", {"pattern": st["pattern"], "path": st["path"]}
            elif k == "edit":
                tool, args = "Edit", {"file_path": st["path"], "old_string": st["old"], "new_string": st["new"]}
            else:
                tool, args = "Write", {"file_path": st["path"], "content": st["content"]}
            m["call"] = o.add({"type": "tool_use", "timestamp": clk.iso(), "tool": tool, "args": args})
            if st.get("hang"):
                m["out"] = m["call"]
                o.marks.append(m)
                continue
            clk.tick(4)
            if k == "bash":
                if st["denied"]:
                    txt = f"permission denied by policy: Bash({st['cmd'].split()[0]}:*) is not in the allow list"
                else:
                    txt = st["out"] + (f"\nexit status {st['rc']}" if st["rc"] else "")
            elif k == "read":
                txt = numbered(st["out"]) if not st["out"].startswith("ERR:") else st["out"][4:]
            elif k == "grep":
                txt = st["out"] or "No matches found"
            elif st.get("denied"):
                txt = f"permission denied by policy: writes to {st['path']} are not allowed"
            elif k == "edit":
                txt = f"Edited {st['path']}"
            else:
                txt = f"Wrote {st['path']}"
            m["out"] = o.add({"type": "content", "timestamp": clk.iso(), "role": "tool", "content": txt})
        o.marks.append(m)
    end = sc["end"]
    endline = None
    clk.tick(5)
    if end.get("final_text"):
        o.add({"type": "content", "timestamp": clk.iso(), "role": "assistant", "content": end["final_text"]})
    kind = end["kind"]
    if kind in ("usage_limit", "api_error"):
        endline = o.add({"type": "content", "timestamp": clk.iso(), "role": "system", "content": end["text"]})
    if kind != "killed":
        o.add({"type": "cost", "timestamp": clk.iso(), "input_tokens": 30000 + len(o.lines) * 5200,
               "output_tokens": 1500 + len(o.lines) * 110, "cost_usd": round(0.04 + len(o.lines) * 0.012, 2)})
        ln = o.add({"type": "result", "timestamp": clk.iso(),
                    "success": bool(end.get("success", False)) if kind == "result" else False,
                    "summary": end.get("summary") or end.get("text", "")})
        if endline is None:
            endline = ln
    return o, endline


def render(sc):
    f = sc["fmt"]
    if f == "claude":
        return render_claude(sc)
    if f == "claude-transcript":
        return render_claude(sc, transcript=True)
    if f == "codex":
        return render_codex(sc)
    if f == "osmia":
        return render_osmia(sc)
    raise ValueError(f)


def evidence(sc, o, endline):
    ev = []
    for st, m in zip(sc["steps"], o.marks):
        e = st.get("ev")
        if not e:
            continue
        if e is True:
            e = "call" if st["k"] in ("edit", "write", "say", "think", "note") else "out"
        if e == "both":
            ev += [m.get("call"), m.get("out")]
        else:
            ev.append(m.get(e))
    if sc["end"].get("ev") and endline:
        ev.append(endline)
    return sorted({x for x in ev if x})


def tool_stats(sc):
    calls = [st for st in sc["steps"] if st["k"] in ("bash", "read", "grep", "edit", "write", "todo")]
    files = {st["path"] for st in calls if st["k"] in ("edit", "write") and not st.get("denied")}
    best = cur = 0
    prev = None
    for st in calls:
        key = (st["k"], st.get("cmd"), st.get("path"), st.get("new"))
        cur = cur + 1 if key == prev else 1
        prev = key
        best = max(best, cur)
    return len(calls), len(files), best
