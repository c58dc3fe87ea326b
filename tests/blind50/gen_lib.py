"""Renderers for the blind set a4-: one abstract case -> events.ndjson in 4 formats.

A case is a dict:
  id, fmt (claude | claude-transcript | codex | osmia), prompt (markdown), steps (list),
  label (mode, near_miss, why), end: dict(kind='result'|'none'|'limit'|'turn_failed', ...)
Steps are tuples built with the helpers below; a step built with ev=True marks its
rendered lines as evidence (ev='out' -> only the output line, ev='call' -> only the call).
"""
import hashlib
import json
import uuid as _uuid
from datetime import datetime, timedelta, timezone


# ---------------------------------------------------------------- step helpers
def say(text, ev=False):
    return {"k": "text", "text": text, "ev": ev}


def think(text, ev=False):
    return {"k": "think", "text": text, "ev": ev}


def bash(cmd, out, code=0, ev=False):
    return {"k": "bash", "cmd": cmd, "out": out, "code": code, "ev": ev}


def read(path, content, ev=False):
    return {"k": "read", "path": path, "out": content, "ev": ev}


def edit(path, old, new, ev=False):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev}


def write(path, content, ev=False):
    return {"k": "write", "path": path, "content": content, "ev": ev}


def grep(pattern, out, path=".", ev=False):
    return {"k": "grep", "pattern": pattern, "path": path, "out": out, "ev": ev}


def tool(name, inp, out, err=False, ev=False):
    """generic tool (claude/osmia); codex renders it as a command if it can."""
    return {"k": "tool", "name": name, "inp": inp, "out": out, "err": err, "ev": ev}


def sysnote(text, ev=False):
    """orchestrator notice: osmia content role system; others: plain/log line."""
    return {"k": "sys", "text": text, "ev": ev}


def denied(name, inp, msg, ev=False):
    """a tool call the harness refused (claude permission denial)."""
    return {"k": "denied", "name": name, "inp": inp, "out": msg, "ev": ev}


# ---------------------------------------------------------------- utilities
class Rng:
    def __init__(self, seed):
        self.h = hashlib.sha256(seed.encode()).digest()
        self.i = 0

    def hex(self, n):
        out = ""
        while len(out) < n:
            self.h = hashlib.sha256(self.h + bytes([self.i % 256])).digest()
            self.i += 1
            out += self.h.hex()
        return out[:n]

    def uuid(self):
        return str(_uuid.UUID(self.hex(32)))

    def tid(self):
        return "toolu_01" + self.hex(22)

    def mid(self):
        return "msg_01" + self.hex(22)

    def num(self, lo, hi):
        return lo + int(self.hex(8), 16) % (hi - lo + 1)


def _dump(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


class Clock:
    def __init__(self, start):
        self.t = start

    def tick(self, s=3):
        self.t += timedelta(seconds=s)
        return self.t

    def iso(self, ms=True):
        if ms:
            return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.t.microsecond // 1000)
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")


def edit_result(path, new):
    snippet = "\n".join("%6d\t%s" % (i + 40, l) for i, l in enumerate(new.split("\n")[:6]))
    return "The file %s has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n%s" % (path, snippet)


def numbered(content):
    return "\n".join("%6d\t%s" % (i + 1, l) for i, l in enumerate(content.split("\n")))


def step_as_tool(st):
    """(name, input, output, is_error) for a tool-like step in claude terms."""
    k = st["k"]
    if k == "bash":
        return "Bash", {"command": st["cmd"], "description": st.get("desc") or _desc(st["cmd"])}, st["out"], st["code"] != 0
    if k == "read":
        return "Read", {"file_path": st["path"]}, numbered(st["out"]), False
    if k == "edit":
        return "Edit", {"file_path": st["path"], "old_string": st["old"], "new_string": st["new"]}, edit_result(st["path"], st["new"]), False
    if k == "write":
        return "Write", {"file_path": st["path"], "content": st["content"]}, "File created successfully at: %s" % st["path"], False
    if k == "grep":
        return "Grep", {"pattern": st["pattern"], "path": st["path"], "output_mode": "content"}, st["out"], False
    if k in ("tool", "denied"):
        return st["name"], st["inp"], st["out"], st.get("err", False) or k == "denied"
    raise ValueError(k)


def _desc(cmd):
    c = cmd.strip().split()
    if not c:
        return "Run command"
    m = {"pytest": "Run tests", "go": "Run go command", "cargo": "Run cargo", "npm": "Run npm", "git": "Git operation",
         "pip": "Install package", "bundle": "Run bundler", "mvn": "Run Maven", "./gradlew": "Run Gradle", "ls": "List files",
         "cat": "Show file", "rg": "Search code", "npx": "Run npx", "make": "Run make", "python": "Run python"}
    return m.get(c[0], "Run " + c[0])


# ---------------------------------------------------------------- renderers
TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write", "NotebookEdit",
         "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


def render(case):
    fmt = case["fmt"]
    rng = Rng(case["id"])
    base = datetime(2026, 11, 3, 8, 0, 0, tzinfo=timezone.utc) + timedelta(minutes=rng.num(0, 60 * 24 * 20))
    clock = Clock(base)
    fn = {"claude": _r_claude, "claude-transcript": _r_transcript, "codex": _r_codex, "osmia": _r_osmia}[fmt]
    lines, ev = fn(case, rng, clock)
    case["_start"] = base
    case["_end"] = clock.t
    return lines, sorted(set(ev))


def _mark(st, which, ev, lineno):
    e = st.get("ev")
    if not e:
        return
    if e is True or e == which or which == "one":
        ev.append(lineno)


def _r_claude(case, rng, clock):
    sid = rng.uuid()
    model = case.get("model", "claude-sonnet-4-5-20250929")
    L, ev = [], []
    L.append(_dump({"type": "system", "subtype": "init", "cwd": case.get("cwd", "/workspace/repo"), "session_id": sid,
                    "tools": TOOLS, "mcp_servers": [], "model": model, "permissionMode": case.get("perm_mode", "bypassPermissions"),
                    "apiKeySource": "none", "output_style": "default", "uuid": rng.uuid()}))
    denials = []
    turns = 0
    for st in case["steps"]:
        k = st["k"]
        if k in ("text", "think"):
            blk = {"type": "text", "text": st["text"]} if k == "text" else {"type": "thinking", "thinking": st["text"], "signature": rng.hex(40)}
            L.append(_dump({"type": "assistant", "message": {"id": rng.mid(), "type": "message", "role": "assistant", "model": model,
                            "content": [blk], "stop_reason": None, "stop_sequence": None,
                            "usage": {"input_tokens": rng.num(1, 9), "cache_creation_input_tokens": rng.num(0, 3000), "cache_read_input_tokens": rng.num(9000, 60000), "output_tokens": rng.num(20, 400), "service_tier": "standard"}},
                            "parent_tool_use_id": None, "session_id": sid, "uuid": rng.uuid()}))
            _mark(st, "one", ev, len(L))
            continue
        if k == "sys":
            L.append(_dump({"type": "system", "subtype": "notice", "level": "error", "message": st["text"], "session_id": sid}))
            _mark(st, "one", ev, len(L))
            continue
        name, inp, out, err = step_as_tool(st)
        tid = rng.tid()
        turns += 1
        L.append(_dump({"type": "assistant", "message": {"id": rng.mid(), "type": "message", "role": "assistant", "model": model,
                        "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}], "stop_reason": None, "stop_sequence": None,
                        "usage": {"input_tokens": rng.num(1, 9), "cache_creation_input_tokens": rng.num(0, 3000), "cache_read_input_tokens": rng.num(9000, 60000), "output_tokens": rng.num(20, 300), "service_tier": "standard"}},
                        "parent_tool_use_id": None, "session_id": sid, "uuid": rng.uuid()}))
        _mark(st, "call", ev, len(L))
        if k == "denied":
            denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
        if k == "bash" and st["code"] != 0:
            out = out + ("\n" if out else "") if False else out
        res = {"tool_use_id": tid, "type": "tool_result", "content": out}
        if err:
            res["is_error"] = True
        L.append(_dump({"type": "user", "message": {"role": "user", "content": [res]}, "parent_tool_use_id": None, "session_id": sid, "uuid": rng.uuid()}))
        _mark(st, "out", ev, len(L))
    end = case.get("end", {"kind": "result"})
    if end["kind"] == "limit":
        L.append(_dump({"type": "assistant", "message": {"id": rng.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                        "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0, "server_tool_use": {"web_search_requests": 0}, "service_tier": None},
                        "content": [{"type": "text", "text": end["text"]}]}, "parent_tool_use_id": None, "session_id": sid, "uuid": rng.uuid()}))
        if end.get("ev", True):
            ev.append(len(L))
        L.append(_dump({"type": "result", "subtype": "success", "is_error": True, "duration_ms": rng.num(40000, 900000), "duration_api_ms": rng.num(30000, 600000),
                        "num_turns": turns + 1, "result": end["text"], "session_id": sid, "total_cost_usd": rng.num(10, 300) / 100.0,
                        "usage": {"input_tokens": rng.num(10, 90), "cache_creation_input_tokens": rng.num(500, 9000), "cache_read_input_tokens": rng.num(20000, 900000), "output_tokens": rng.num(500, 9000), "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
                        "permission_denials": denials, "uuid": rng.uuid()}))
        if end.get("ev", True):
            ev.append(len(L))
    elif end["kind"] == "result":
        is_err = end.get("is_error", False)
        L.append(_dump({"type": "result", "subtype": end.get("subtype", "error_during_execution" if is_err else "success"), "is_error": is_err,
                        "duration_ms": rng.num(40000, 900000), "duration_api_ms": rng.num(30000, 600000), "num_turns": turns + 1,
                        "result": end.get("text", ""), "session_id": sid, "total_cost_usd": rng.num(10, 400) / 100.0,
                        "usage": {"input_tokens": rng.num(10, 90), "cache_creation_input_tokens": rng.num(500, 9000), "cache_read_input_tokens": rng.num(20000, 900000), "output_tokens": rng.num(500, 9000), "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
                        "permission_denials": denials, "uuid": rng.uuid()}))
        if end.get("ev"):
            ev.append(len(L))
    # kind none: stream cut (killed)
    return L, ev


def _r_transcript(case, rng, clock):
    sid = rng.uuid()
    model = case.get("model", "claude-opus-4-6")
    cwd = case.get("cwd", "/home/dev/src/repo")
    branch = case.get("branch", "fix/" + case["id"].split("-")[1])
    L, ev = [], []
    parent = [None]

    def base(typ):
        u = rng.uuid()
        d = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": sid,
             "version": "2.1.38", "gitBranch": branch, "type": typ}
        parent[0] = u
        return d, u

    L.append(_dump({"type": "file-history-snapshot", "messageId": rng.uuid(), "snapshot": {"messageId": rng.uuid(), "trackedFileBackups": {}, "timestamp": clock.iso()}, "isSnapshotUpdate": False}))
    d, u = base("user")
    d.update({"message": {"role": "user", "content": case["prompt"]}, "uuid": u, "timestamp": clock.iso(), "permissionMode": "bypassPermissions"})
    L.append(_dump(d))

    def asst(content):
        d, u = base("assistant")
        clock.tick(rng.num(2, 20))
        d.update({"message": {"model": model, "id": rng.mid(), "type": "message", "role": "assistant", "content": content, "stop_reason": None, "stop_sequence": None,
                              "usage": {"input_tokens": rng.num(1, 9), "cache_creation_input_tokens": rng.num(0, 3000), "cache_read_input_tokens": rng.num(9000, 90000), "output_tokens": rng.num(10, 400), "service_tier": "standard"}},
                  "requestId": "req_011C" + rng.hex(20), "uuid": u, "timestamp": clock.iso()})
        # reorder so type is near the end, like the real files
        t = d.pop("type")
        d["type"] = t
        return d

    for st in case["steps"]:
        k = st["k"]
        if k in ("text", "think"):
            blk = {"type": "text", "text": st["text"]} if k == "text" else {"type": "thinking", "thinking": st["text"], "signature": rng.hex(40)}
            L.append(_dump(asst([blk])))
            _mark(st, "one", ev, len(L))
            continue
        if k == "sys":
            d, u = base("system")
            d.update({"subtype": "local_command", "content": st["text"], "level": "info", "uuid": u, "timestamp": clock.iso()})
            L.append(_dump(d))
            _mark(st, "one", ev, len(L))
            continue
        name, inp, out, err = step_as_tool(st)
        tid = rng.tid()
        L.append(_dump(asst([{"type": "tool_use", "id": tid, "name": name, "input": inp}])))
        _mark(st, "call", ev, len(L))
        aid = parent[0]
        if name == "Bash" and rng.num(0, 3) == 0:
            d, u = base("progress")
            d.update({"data": {"type": "hook_progress", "hookEvent": "PreToolUse", "hookName": "PreToolUse:Bash", "command": "~/.claude/hooks/guard.sh"},
                      "toolUseID": tid, "parentToolUseID": tid, "uuid": u, "timestamp": clock.iso()})
            L.append(_dump(d))
        clock.tick(rng.num(1, 40))
        d, u = base("user")
        res = {"tool_use_id": tid, "type": "tool_result", "content": out, "is_error": bool(err)}
        tur = {"stdout": out if not err else "", "stderr": out if err else "", "interrupted": False, "isImage": False} if name == "Bash" else {"type": "text"}
        d.update({"message": {"role": "user", "content": [res]}, "uuid": u, "timestamp": clock.iso(), "toolUseResult": tur if not err else "Error: " + out[:200], "sourceToolAssistantUUID": aid})
        L.append(_dump(d))
        _mark(st, "out", ev, len(L))
    end = case.get("end", {"kind": "none"})
    if end["kind"] == "limit":
        d, u = base("assistant")
        clock.tick(2)
        d.update({"message": {"id": rng.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                              "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0, "server_tool_use": {"web_search_requests": 0}, "service_tier": None},
                              "content": [{"type": "text", "text": end["text"]}]}, "isApiErrorMessage": True, "uuid": u, "timestamp": clock.iso()})
        L.append(_dump(d))
        if end.get("ev", True):
            ev.append(len(L))
    return L, ev


def _r_codex(case, rng, clock):
    L, ev = [], []
    L.append(_dump({"type": "thread.started", "thread_id": rng.uuid()}))
    L.append(_dump({"type": "turn.started"}))
    n = [0]

    def iid():
        s = "item_%d" % n[0]
        n[0] += 1
        return s

    for st in case["steps"]:
        k = st["k"]
        if k in ("text", "think"):
            typ = "agent_message" if k == "text" else "reasoning"
            L.append(_dump({"type": "item.completed", "item": {"id": iid(), "type": typ, "text": st["text"]}}))
            _mark(st, "one", ev, len(L))
            continue
        if k == "sys":
            L.append(_dump({"type": "system", "subtype": "notice", "level": "error", "message": st["text"]}))
            _mark(st, "one", ev, len(L))
            continue
        if k == "edit" or k == "write":
            i = iid()
            if k == "edit" and not st.get("as_change"):
                patch = "*** Begin Patch\n*** Update File: %s\n@@\n%s\n%s\n*** End Patch" % (
                    st["path"], "\n".join("-" + l for l in st["old"].split("\n")), "\n".join("+" + l for l in st["new"].split("\n")))
                cmd = "apply_patch <<'PATCH'\n%s\nPATCH" % patch
                L.append(_dump({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": "bash -lc " + json.dumps(cmd), "aggregated_output": "", "exit_code": None, "status": "in_progress"}}))
                _mark(st, "call", ev, len(L))
                L.append(_dump({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": "bash -lc " + json.dumps(cmd),
                                                                   "aggregated_output": "Success. Updated the following files:\nM %s\n" % st["path"], "exit_code": 0, "status": "completed"}}))
                _mark(st, "out", ev, len(L))
            else:
                kind = "add" if k == "write" else "update"
                L.append(_dump({"type": "item.completed", "item": {"id": i, "type": "file_change", "changes": [{"path": st["path"], "kind": kind}], "status": "completed"}}))
                _mark(st, "one", ev, len(L))
            continue
        if k == "bash":
            cmd, out, code = st["cmd"], st["out"], st["code"]
        elif k == "read":
            cmd, out, code = "sed -n '1,200p' %s" % st["path"], st["out"], 0
        elif k == "grep":
            cmd, out, code = "rg -n %s %s" % (json.dumps(st["pattern"]), st["path"]), st["out"], (0 if st["out"] else 1)
        elif k in ("tool", "denied"):
            if st["name"] == "Bash":
                cmd, out, code = st["inp"]["command"], st["out"], (1 if st.get("err") or k == "denied" else 0)
            else:
                cmd = st["inp"].get("command") or "%s %s" % (st["name"].lower(), json.dumps(st["inp"]))
                out, code = st["out"], (1 if st.get("err") or k == "denied" else 0)
        else:
            raise ValueError(k)
        i = iid()
        full = "bash -lc " + json.dumps(cmd)
        if k == "denied":
            L.append(_dump({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": full, "aggregated_output": out, "exit_code": None, "status": "declined"}}))
            _mark(st, "one", ev, len(L))
            continue
        L.append(_dump({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": full, "aggregated_output": "", "exit_code": None, "status": "in_progress"}}))
        _mark(st, "call", ev, len(L))
        L.append(_dump({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": full, "aggregated_output": out, "exit_code": code,
                                                           "status": "completed" if code == 0 else "failed"}}))
        _mark(st, "out", ev, len(L))
    end = case.get("end", {"kind": "result"})
    usage = {"input_tokens": rng.num(20000, 900000), "cached_input_tokens": rng.num(10000, 800000), "output_tokens": rng.num(1000, 30000)}
    if end["kind"] in ("limit", "turn_failed") or (end["kind"] == "result" and end.get("is_error")):
        L.append(_dump({"type": "error", "message": end["text"]}))
        if end.get("ev", end["kind"] != "result"):
            ev.append(len(L))
        L.append(_dump({"type": "turn.failed", "error": {"message": end["text"]}}))
        if end.get("ev", end["kind"] != "result"):
            ev.append(len(L))
    elif end["kind"] == "result":
        L.append(_dump({"type": "turn.completed", "usage": usage}))
    return L, ev


def _r_osmia(case, rng, clock):
    L, ev = [], []

    def ts():
        clock.tick(rng.num(1, 25))
        return clock.iso(ms=False)

    L.append(_dump({"type": "system", "subtype": "init", "timestamp": ts(), "session_id": rng.uuid(), "engine": "claude-code",
                    "model": case.get("model", "claude-sonnet-4-5-20250929"), "cwd": case.get("cwd", "/workspace"), "task_id": case.get("ticket", "")}))
    for st in case["steps"]:
        k = st["k"]
        if k in ("text", "think"):
            L.append(_dump({"type": "content", "timestamp": ts(), "role": "assistant", "content": st["text"]}))
            _mark(st, "one", ev, len(L))
            continue
        if k == "sys":
            L.append(_dump({"type": "content", "timestamp": ts(), "role": "system", "content": st["text"]}))
            _mark(st, "one", ev, len(L))
            continue
        name, inp, out, err = step_as_tool(st)
        L.append(_dump({"type": "tool_use", "timestamp": ts(), "tool": name, "args": inp}))
        _mark(st, "call", ev, len(L))
        L.append(_dump({"type": "content", "timestamp": ts(), "role": "tool", "content": out}))
        _mark(st, "out", ev, len(L))
    end = case.get("end", {"kind": "result"})
    if end["kind"] in ("result", "limit"):
        L.append(_dump({"type": "cost", "timestamp": ts(), "input_tokens": rng.num(20000, 900000), "output_tokens": rng.num(1000, 30000), "total_cost_usd": rng.num(10, 400) / 100.0}))
        L.append(_dump({"type": "result", "timestamp": ts(), "success": end.get("success", not end.get("is_error", False)), "summary": end.get("text", "")}))
        if end.get("ev"):
            ev.append(len(L))
    return L, ev
