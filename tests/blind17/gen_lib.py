"""Renderers for the blind evaluation set (prefix z-).

A case is a list of abstract steps (prose, shell commands, file reads/edits, provider
errors, orchestrator notices, a final result).  One renderer per stream format turns the
steps into NDJSON lines and records which line(s) each step produced, so the labels can
point at exact 1-based evidence lines.

Formats: claude (stream-json), claude-transcript (~/.claude/projects jsonl),
codex (codex exec --json), osmia (Osmia agentstream).
Everything is deterministic: randomness comes from a Random seeded by the run id.
"""
from __future__ import annotations

import datetime as _dt
import hashlib
import json
import random
import string

FORMATS = ("claude", "claude-transcript", "codex", "osmia")
MODES = ("infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown")

# ---------------------------------------------------------------- step constructors


def say(text, ev=False):
    """Assistant prose."""
    return {"k": "say", "text": text, "ev": ev}


def think(text, ev=False):
    """Reasoning / thinking block."""
    return {"k": "think", "text": text, "ev": ev}


def sh(cmd, out="", rc=0, ev=None, desc=None):
    """Shell command.  ev: None | 'out' | 'call' | 'both' (True == 'out')."""
    return {"k": "sh", "cmd": cmd, "out": out, "rc": rc, "ev": _ev(ev, "out"), "desc": desc}


def read(path, content, ev=None, err=None):
    return {"k": "read", "path": path, "content": content, "ev": _ev(ev, "out"), "err": err}


def edit(path, old, new, ev=None, err=None, replace_all=False):
    """File edit. ev True marks the call (the edit itself) as evidence."""
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": _ev(ev, "call"), "err": err,
            "replace_all": replace_all}


def write(path, content, ev=None, kind="add"):
    return {"k": "write", "path": path, "content": content, "ev": _ev(ev, "call"), "kind": kind}


def grep(pattern, out, path=".", ev=None):
    return {"k": "grep", "pattern": pattern, "path": path, "out": out, "ev": _ev(ev, "out")}


def api_error(text, status=None, etype=None, ev=True):
    """The provider/engine ends the session with an error (usage limit, overload, auth)."""
    return {"k": "api_error", "text": text, "status": status, "etype": etype, "ev": bool(ev)}


def notice(text, ev=False, level="ERROR"):
    """Orchestrator notice.  Only the osmia format has a place for it (role=system)."""
    return {"k": "notice", "text": text, "ev": bool(ev), "level": level}


def done(text, ok=True, ev=False, subtype=None, denials=None):
    """Final message / result of the session."""
    return {"k": "done", "text": text, "ok": ok, "ev": bool(ev), "subtype": subtype,
            "denials": denials or []}


def denied(step, msg=None):
    """Mark a tool call as refused by Claude Code's permission system."""
    name, _ = _tool_call(step)
    if msg is None:
        if name in ("Write", "Edit"):
            msg = "Claude requested permissions to write to %s, but you haven't granted it yet." % step["path"]
        else:
            msg = "Claude requested permissions to use %s, but you haven't granted it yet." % name
    step["denied"] = msg
    if step["k"] == "sh":
        step["out"], step["rc"] = msg, 1
    else:
        step["err"] = msg
    return step


def _ev(ev, default):
    if ev is True:
        return default
    return ev or None


# ---------------------------------------------------------------- helpers

_B62 = string.ascii_letters + string.digits


def hex4(slug):
    return hashlib.sha1(("blind26:" + slug).encode()).hexdigest()[:4]


class Ids:
    def __init__(self, seed):
        self.r = random.Random(seed)

    def b62(self, n):
        return "".join(self.r.choice(_B62) for _ in range(n))

    def uuid(self):
        h = "%032x" % self.r.getrandbits(128)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[self.r.randrange(4)]}{h[17:20]}-{h[20:32]}"

    def toolu(self):
        return "toolu_01" + self.b62(22)

    def msg(self):
        return "msg_01" + self.b62(22)

    def req(self):
        return "req_011C" + self.b62(20)


class Clock:
    def __init__(self, start, rng):
        self.t = start
        self.r = rng

    def tick(self, lo=1.0, hi=9.0):
        self.t += _dt.timedelta(seconds=self.r.uniform(lo, hi))
        return self.t

    def iso(self, ms=True):
        if ms:
            return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.t.microsecond // 1000)
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")


def catn(content, start=1):
    lines = content.split("\n")
    return "\n".join("%6d→%s" % (i + start, l) for i, l in enumerate(lines))


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def codex_cmd(cmd):
    if "'" not in cmd:
        return "bash -lc '" + cmd + "'"
    esc = cmd.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$")
    return 'bash -lc "' + esc + '"'


def _usage(rng, out_tokens=None):
    return {"input_tokens": rng.randint(3, 9), "cache_creation_input_tokens": rng.randint(200, 4000),
            "cache_read_input_tokens": rng.randint(12000, 90000),
            "output_tokens": out_tokens or rng.randint(20, 600), "service_tier": "standard"}


# ---------------------------------------------------------------- renderers
# Each renderer returns (lines, marks) where marks[i] = {"call": n, "out": n, "line": [n...]}
# (1-based line numbers) for step i.


def render(case):
    fmt = case["format"]
    fn = {"claude": _r_claude, "claude-transcript": _r_transcript, "codex": _r_codex,
          "osmia": _r_osmia}[fmt]
    return fn(case)


TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
         "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


def _tool_call(step):
    """(tool name, input) as Claude Code would send it."""
    k = step["k"]
    if k == "sh":
        inp = {"command": step["cmd"]}
        if step.get("desc"):
            inp["description"] = step["desc"]
        return "Bash", inp
    if k == "read":
        return "Read", {"file_path": step["path"]}
    if k == "edit":
        inp = {"file_path": step["path"], "old_string": step["old"], "new_string": step["new"]}
        if step.get("replace_all"):
            inp["replace_all"] = True
        return "Edit", inp
    if k == "write":
        return "Write", {"file_path": step["path"], "content": step["content"]}
    if k == "grep":
        return "Grep", {"pattern": step["pattern"], "path": step["path"], "output_mode": "content", "-n": True}
    raise ValueError(k)


def _tool_result(step):
    """(content text, is_error) of a tool call in Claude Code."""
    k = step["k"]
    if k == "sh":
        return (step["out"] if step["out"] else ""), step["rc"] != 0
    if k == "read":
        if step.get("err"):
            return step["err"], True
        return catn(step["content"]), False
    if k == "edit":
        if step.get("err"):
            return step["err"], True
        snippet = step["new"]
        return ("The file %s has been updated. Here's the result of running `cat -n` on a snippet of the "
                "edited file:\n%s" % (step["path"], catn(snippet, 1))), False
    if k == "write":
        if step.get("err"):
            return step["err"], True
        if step["kind"] == "update":
            return "The file %s has been updated successfully." % step["path"], False
        return "File created successfully at: %s" % step["path"], False
    if k == "grep":
        return (step["out"] or "No matches found"), False
    raise ValueError(k)


TOOL_KINDS = ("sh", "read", "edit", "write", "grep")


def _r_claude(case):
    ids = Ids(case["id"])
    sid = ids.uuid()
    model = case.get("model") or "claude-sonnet-4-5-20250929"
    lines, marks = [], []
    lines.append(dumps({"type": "system", "subtype": "init", "cwd": case["cwd"], "session_id": sid,
                        "tools": TOOLS, "mcp_servers": [], "model": model,
                        "permissionMode": case.get("permission_mode", "bypassPermissions"),
                        "slash_commands": ["compact", "context", "cost", "init", "review"],
                        "apiKeySource": "none", "output_style": "default", "uuid": ids.uuid()}))
    turns = 0
    auto_denials = []
    for st in case["steps"]:
        m = {}
        k = st["k"]
        if k in ("say", "think"):
            block = ({"type": "text", "text": st["text"]} if k == "say" else
                     {"type": "thinking", "thinking": st["text"], "signature": ids.b62(120)})
            lines.append(dumps({"type": "assistant", "message": {
                "id": ids.msg(), "type": "message", "role": "assistant", "model": model,
                "content": [block], "stop_reason": None, "stop_sequence": None,
                "usage": _usage(ids.r)}, "parent_tool_use_id": None, "session_id": sid,
                "uuid": ids.uuid()}))
            m["line"] = [len(lines)]
        elif k in TOOL_KINDS:
            turns += 1
            name, inp = _tool_call(st)
            tid = ids.toolu()
            lines.append(dumps({"type": "assistant", "message": {
                "id": ids.msg(), "type": "message", "role": "assistant", "model": model,
                "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}],
                "stop_reason": None, "stop_sequence": None, "usage": _usage(ids.r)},
                "parent_tool_use_id": None, "session_id": sid, "uuid": ids.uuid()}))
            m["call"] = len(lines)
            content, is_err = _tool_result(st)
            if st.get("denied"):
                auto_denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
            tr = {"tool_use_id": tid, "type": "tool_result", "content": content}
            if is_err:
                tr = {"type": "tool_result", "content": content, "is_error": True, "tool_use_id": tid}
            lines.append(dumps({"type": "user", "message": {"role": "user", "content": [tr]},
                                "parent_tool_use_id": None, "session_id": sid, "uuid": ids.uuid()}))
            m["out"] = len(lines)
        elif k == "api_error":
            lines.append(dumps({"type": "assistant", "message": {
                "id": ids.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                "stop_sequence": "", "type": "message",
                "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                          "cache_read_input_tokens": 0, "server_tool_use": {"web_search_requests": 0},
                          "service_tier": None},
                "content": [{"type": "text", "text": st["text"]}]}, "parent_tool_use_id": None,
                "session_id": sid, "uuid": ids.uuid()}))
            a = len(lines)
            lines.append(dumps(_claude_result(ids, sid, case, turns, st["text"], True, "success", auto_denials)))
            m["line"] = [a, len(lines)]
        elif k == "notice":
            m["line"] = []  # no place for orchestrator notices in a Claude stream
        elif k == "done":
            if st["text"]:
                lines.append(dumps({"type": "assistant", "message": {
                    "id": ids.msg(), "type": "message", "role": "assistant", "model": model,
                    "content": [{"type": "text", "text": st["text"]}], "stop_reason": "end_turn",
                    "stop_sequence": None, "usage": _usage(ids.r)}, "parent_tool_use_id": None,
                    "session_id": sid, "uuid": ids.uuid()}))
            sub = st["subtype"] or ("success" if st["ok"] else "error_during_execution")
            lines.append(dumps(_claude_result(ids, sid, case, turns, st["text"], not st["ok"], sub,
                                              st["denials"] or auto_denials)))
            m["line"] = [len(lines)]
        marks.append(m)
    return lines, marks


def _claude_result(ids, sid, case, turns, text, is_error, subtype, denials):
    cost = round(case.get("cost_usd") or 0.0, 4)
    d = {"type": "result", "subtype": subtype, "is_error": is_error,
         "duration_ms": ids.r.randint(40000, 900000), "duration_api_ms": ids.r.randint(30000, 800000),
         "num_turns": turns + 1, "result": text, "session_id": sid, "total_cost_usd": cost,
         "usage": {"input_tokens": ids.r.randint(20, 90), "cache_creation_input_tokens": ids.r.randint(2000, 30000),
                   "cache_read_input_tokens": ids.r.randint(100000, 900000),
                   "output_tokens": ids.r.randint(1500, 12000),
                   "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
         "permission_denials": denials, "uuid": ids.uuid()}
    return d


def _r_transcript(case):
    ids = Ids(case["id"])
    sid = ids.uuid()
    model = case.get("model") or "claude-opus-4-6"
    clock = Clock(case["start"], ids.r)
    base = {"isSidechain": False, "userType": "external", "cwd": case["cwd"], "sessionId": sid,
            "version": "2.1.38", "gitBranch": case.get("branch", "main")}
    lines, marks = [], []
    parent = [None]

    def emit(obj, advance=True):
        if advance:
            clock.tick(0.4, 6)
        o = {"parentUuid": parent[0]}
        o.update(base)
        o.update(obj)
        u = ids.uuid()
        o["uuid"] = u
        o["timestamp"] = clock.iso()
        parent[0] = u
        lines.append(dumps(o))
        return len(lines)

    snap_id = ids.uuid()
    lines.append(dumps({"type": "file-history-snapshot", "messageId": snap_id,
                        "snapshot": {"messageId": snap_id, "trackedFileBackups": {}, "timestamp": clock.iso()},
                        "isSnapshotUpdate": False}))
    emit({"type": "user", "message": {"role": "user", "content": case["prompt_text"]},
          "thinkingMetadata": {"maxThinkingTokens": 31999}, "todos": [], "permissionMode": "bypassPermissions"})

    def amsg(content, stop=None):
        return {"message": {"model": model, "id": cur_msg[0], "type": "message", "role": "assistant",
                            "content": content, "stop_reason": stop, "stop_sequence": None,
                            "usage": _usage(ids.r)}, "requestId": ids.req(), "type": "assistant"}

    cur_msg = [ids.msg()]
    for st in case["steps"]:
        m = {}
        k = st["k"]
        if k in ("say", "think"):
            cur_msg[0] = ids.msg()
            block = ({"type": "text", "text": st["text"]} if k == "say" else
                     {"type": "thinking", "thinking": st["text"], "signature": ids.b62(120)})
            m["line"] = [emit(amsg([block]))]
        elif k in TOOL_KINDS:
            name, inp = _tool_call(st)
            tid = ids.toolu()
            cur_msg[0] = ids.msg()
            m["call"] = emit(amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}]))
            asst = parent[0]
            content, is_err = _tool_result(st)
            tr = {"tool_use_id": tid, "type": "tool_result", "content": content, "is_error": is_err}
            if k == "sh":
                tur = {"stdout": st["out"], "stderr": "", "interrupted": False, "isImage": False}
                if is_err:
                    tur = "Error: " + (st["out"] or "Exit code %d" % st["rc"])
            elif k == "read" and not st.get("err"):
                tur = {"type": "text", "file": {"filePath": st["path"], "content": st["content"],
                                                 "numLines": st["content"].count("\n") + 1, "startLine": 1,
                                                 "totalLines": st["content"].count("\n") + 1}}
            elif k == "edit" and not st.get("err"):
                tur = {"filePath": st["path"], "oldString": st["old"], "newString": st["new"],
                       "replaceAll": bool(st.get("replace_all")), "userModified": False}
            else:
                tur = content
            clock.tick(1, 40 if k == "sh" else 2)
            m["out"] = emit({"type": "user", "message": {"role": "user", "content": [tr]},
                             "toolUseResult": tur, "sourceToolAssistantUUID": asst}, advance=False)
        elif k == "api_error":
            status = st["status"] or 429
            etype = st["etype"] or "rate_limit"
            m["line"] = [emit({"type": "assistant", "message": {
                "id": ids.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                "stop_sequence": "", "type": "message",
                "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                          "cache_read_input_tokens": 0},
                "content": [{"type": "text", "text": st["text"]}]},
                "error": etype, "isApiErrorMessage": True, "apiErrorStatus": status})]
        elif k == "notice":
            m["line"] = []
        elif k == "done":
            cur_msg[0] = ids.msg()
            if st["text"]:
                m["line"] = [emit(amsg([{"type": "text", "text": st["text"]}], stop="end_turn"))]
            else:
                m["line"] = []
        marks.append(m)
    return lines, marks


def _rel(path, cwd):
    c = cwd.rstrip("/") + "/"
    if path.startswith(c):
        return path[len(c):] or "."
    if path == cwd.rstrip("/"):
        return "."
    return path


def _r_codex(case):
    ids = Ids(case["id"])
    lines, marks = [], []
    n = [0]

    def item_id():
        v = "item_%d" % n[0]
        n[0] += 1
        return v

    lines.append(dumps({"type": "thread.started", "thread_id": ids.uuid().replace("-4", "-7", 1)}))
    lines.append(dumps({"type": "turn.started"}))
    for st in case["steps"]:
        m = {}
        k = st["k"]
        if k == "say":
            lines.append(dumps({"type": "item.completed", "item": {"id": item_id(), "type": "agent_message",
                                                                   "text": st["text"]}}))
            m["line"] = [len(lines)]
        elif k == "think":
            lines.append(dumps({"type": "item.completed", "item": {"id": item_id(), "type": "reasoning",
                                                                   "text": st["text"]}}))
            m["line"] = [len(lines)]
        elif k in ("sh", "read", "grep"):
            if k == "sh":
                cmd, out, rc = st["cmd"], st["out"], st["rc"]
            elif k == "read":
                cmd = "sed -n '1,200p' %s" % _rel(st["path"], case["cwd"])
                out, rc = (st["err"], 1) if st.get("err") else (st["content"] + "\n", 0)
            else:
                cmd = "rg -n \"%s\" %s" % (st["pattern"].replace('"', '\\"'), _rel(st["path"], case["cwd"]))
                out, rc = (st["out"] + "\n" if st["out"] else ""), (0 if st["out"] else 1)
            iid = item_id()
            full = codex_cmd(cmd)
            lines.append(dumps({"type": "item.started", "item": {
                "id": iid, "type": "command_execution", "command": full, "aggregated_output": "",
                "exit_code": None, "status": "in_progress"}}))
            m["call"] = len(lines)
            lines.append(dumps({"type": "item.completed", "item": {
                "id": iid, "type": "command_execution", "command": full, "aggregated_output": out,
                "exit_code": rc, "status": "completed" if rc == 0 else "failed"}}))
            m["out"] = len(lines)
        elif k in ("edit", "write"):
            kind = "update" if k == "edit" else st["kind"]
            status = "failed" if st.get("err") else "completed"
            lines.append(dumps({"type": "item.completed", "item": {
                "id": item_id(), "type": "file_change",
                "changes": [{"path": case["cwd"].rstrip("/") + "/" + st["path"].split(case["cwd"].rstrip("/") + "/")[-1],
                             "kind": kind}], "status": status}}))
            m["call"] = m["out"] = len(lines)
        elif k == "api_error":
            lines.append(dumps({"type": "error", "message": st["text"]}))
            a = len(lines)
            lines.append(dumps({"type": "turn.failed", "error": {"message": st["text"]}}))
            m["line"] = [a, len(lines)]
        elif k == "notice":
            m["line"] = []
        elif k == "done":
            got = []
            if st["text"]:
                lines.append(dumps({"type": "item.completed", "item": {"id": item_id(), "type": "agent_message",
                                                                       "text": st["text"]}}))
                got.append(len(lines))
            if st["ok"] or st["subtype"] != "turn.failed":
                inp = ids.r.randint(60000, 900000)
                lines.append(dumps({"type": "turn.completed", "usage": {
                    "input_tokens": inp, "cached_input_tokens": int(inp * ids.r.uniform(0.6, 0.93)) // 128 * 128,
                    "output_tokens": ids.r.randint(1500, 16000)}}))
            else:
                lines.append(dumps({"type": "turn.failed", "error": {"message": st["text"]}}))
            m["line"] = got or [len(lines)]
        marks.append(m)
    return lines, marks


def _r_osmia(case):
    ids = Ids(case["id"])
    clock = Clock(case["start"], ids.r)
    lines, marks = [], []

    def emit(obj, lo=1, hi=8):
        clock.tick(lo, hi)
        o = {"type": obj.pop("type"), "timestamp": clock.iso(ms=False)}
        o.update(obj)
        lines.append(dumps(o))
        return len(lines)

    emit({"type": "system", "subtype": "init", "session_id": ids.uuid(), "engine": case["engine"],
          "model": case.get("model") or "claude-sonnet-4-5", "cwd": case["cwd"],
          "task_run": case["id"]}, 0, 1)
    tokens_in = tokens_out = 0
    for st in case["steps"]:
        m = {}
        k = st["k"]
        if k in ("say", "think"):
            m["line"] = [emit({"type": "content", "role": "assistant", "content": st["text"]})]
        elif k in TOOL_KINDS:
            name, inp = _tool_call(st)
            if k == "grep":
                inp = {"pattern": st["pattern"], "path": st["path"]}
            m["call"] = emit({"type": "tool_use", "tool": name, "args": inp})
            if k == "sh":
                out = st["out"]
                if st["rc"] != 0:
                    out = (out + "\n" if out and not out.endswith("\n") else out) + "[exit status %d]" % st["rc"]
            elif k == "read":
                out = st["err"] if st.get("err") else st["content"]
            elif k == "edit":
                out = st["err"] if st.get("err") else "Applied edit to %s" % st["path"]
            elif k == "write":
                out = st["err"] if st.get("err") else "Wrote %d bytes to %s" % (len(st["content"].encode()), st["path"])
            else:
                out = st["out"] or "(no matches)"
            m["out"] = emit({"type": "content", "role": "tool", "content": out}, 1, 30 if k == "sh" else 2)
            tokens_in += ids.r.randint(3000, 9000)
            tokens_out += ids.r.randint(80, 700)
        elif k == "notice":
            m["line"] = [emit({"type": "content", "role": "system", "content": st["text"]})]
        elif k == "api_error":
            a = emit({"type": "content", "role": "system", "content": st["text"]})
            b = emit({"type": "result", "success": False, "summary": st["text"]})
            m["line"] = [a, b]
        elif k == "done":
            got = []
            if st["text"] and not st.get("no_prose"):
                pass
            emit({"type": "cost", "input_tokens": tokens_in + 15000, "output_tokens": tokens_out + 900,
                  "cost_usd": round(case.get("cost_usd") or 0.0, 4)})
            got.append(emit({"type": "result", "success": bool(st["ok"]), "summary": st["text"]}))
            m["line"] = got
        marks.append(m)
    return lines, marks


# ---------------------------------------------------------------- case builder

def ticket(tid, title, body, accept, where=None):
    return {"id": tid, "title": title, "body": body, "accept": accept, "where": where or []}


def prompt_md(t):
    out = ["# %s: %s" % (t["id"], t["title"]), "", t["body"].strip(), ""]
    if t["where"]:
        out.append("**Where:** " + ", ".join("`%s`" % w for w in t["where"]))
        out.append("")
    out.append("## Acceptance criteria")
    out += ["- " + a for a in t["accept"]]
    out.append("")
    return "\n".join(out)


def h_cost(rid):
    return int(hashlib.sha1(("cost:" + rid).encode()).hexdigest(), 16)


_T0 = _dt.datetime(2026, 11, 3, 8, 0, 0)


def case(slug, fmt, mode, near, why, tk, steps, *, cwd, files_changed=None, state=None, result=None,
         watchdog=None, engine=None, model=None, summary=None, exit_code=None, cost=None, extra_ev=None,
         retry_count=0, permission_mode=None, branch=None):
    assert fmt in FORMATS, fmt
    assert mode in MODES + ("succeeded",), mode
    assert near in MODES + ("",), near
    rid = "z-%s-%s" % (slug, hex4(slug))
    if cost is None:
        cost = round(0.11 + 0.043 * sum(1 for s in steps if s["k"] in TOOL_KINDS) + (h_cost(rid) % 17) / 100.0, 4)
    h = int(hashlib.sha1(rid.encode()).hexdigest(), 16)
    start = _T0 + _dt.timedelta(days=h % 21, hours=(h >> 8) % 10, minutes=(h >> 16) % 60, seconds=(h >> 24) % 60)
    if engine is None:
        engine = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex",
                  "osmia": "aider"}[fmt]
    return {"id": rid, "slug": slug, "format": fmt, "mode": mode, "near_miss": near, "why": why,
            "ticket": tk, "steps": steps, "cwd": cwd, "files_changed": files_changed, "state": state,
            "result": result, "watchdog": watchdog, "engine": engine, "model": model, "summary": summary,
            "exit_code": exit_code, "cost_usd": cost, "start": start, "extra_ev": extra_ev or [],
            "retry_count": retry_count, "prompt_text": prompt_md(tk),
            "permission_mode": permission_mode or "bypassPermissions", "branch": branch or "main"}


# ---------------------------------------------------------------- orientation padding
# Short runs get the orientation steps real agents do first (git state, listing, README), inserted
# before the first step, until the stream has at least MIN_LINES lines.

MIN_LINES = 22

_LISTINGS = {
    "py": "Dockerfile\nMakefile\nREADME.md\nconftest.py\npyproject.toml\nrequirements.txt\n{pkg}\ntests",
    "go": "Dockerfile\nMakefile\nREADME.md\ncmd\ngo.mod\ngo.sum\ninternal\nmigrations",
    "rs": "Cargo.lock\nCargo.toml\nREADME.md\nbenches\nsrc\ntests",
    "java": "Dockerfile\nREADME.md\nmvnw\nmvnw.cmd\npom.xml\nsrc",
    "cs": "Directory.Build.props\nREADME.md\n{pkg}.sln\nglobal.json\nsrc\ntests",
    "rb": "Gemfile\nGemfile.lock\nREADME.md\nRakefile\napp\nbin\nconfig\ndb\nlib\nspec\ntest",
    "ex": "README.md\n_build\nassets\nconfig\ndeps\nlib\nmix.exs\nmix.lock\npriv\ntest",
    "php": "README.md\napp\nartisan\nbootstrap\ncomposer.json\ncomposer.lock\nconfig\ndatabase\nphpunit.xml\nroutes\ntests",
    "cc": "CMakeLists.txt\nREADME.md\ncmake\nproto\nsrc\ntests\nthird_party",
}
_COMMITS = ["add request id to structured logs", "CI: cache build dependencies", "README: local setup with compose",
            "bump base image", "refactor config loading", "add readiness probe", "tidy error wrapping",
            "expose build info on /version", "pin toolchain in CI", "add runbook link to alerts",
            "split integration tests into their own job", "drop unused feature flag"]


def _lang(case):
    exts = {}
    for st in case["steps"]:
        p = st.get("path") or ""
        for e, l in ((".py", "py"), (".go", "go"), (".rs", "rs"), (".java", "java"), (".cs", "cs"),
                     (".rb", "rb"), (".ex", "ex"), (".exs", "ex"), (".php", "php"), (".cc", "cc"), (".h", "cc")):
            if p.endswith(e):
                exts[l] = exts.get(l, 0) + 1
    return max(exts, key=exts.get) if exts else "py"


def orientation(case, n):
    r = random.Random("orient:" + case["id"])
    lang = _lang(case)
    pkg = case["cwd"].rstrip("/").split("/")[-1].replace("-", "_")
    prefix = case["ticket"]["id"].split("-")[0]
    num = int(case["ticket"]["id"].split("-")[-1])
    commits = r.sample(_COMMITS, 5)
    log = "\n".join("%07x %s-%d %s" % (r.getrandbits(28), prefix, num - 3 - 4 * i - r.randint(0, 3), c)
                    for i, c in enumerate(commits))
    steps = [
        sh("git status --short && git log --oneline -5", log),
        sh("ls", _LISTINGS[lang].format(pkg=pkg)),
        read(case["cwd"].rstrip("/") + "/README.md",
             "# %s\n\nOwned by the %s team. Runbook: docs/runbook.md\n\n## Development\n\n    make dev     # start dependencies with docker compose\n    make test    # unit tests\n    make lint\n"
             % (pkg.replace("_", "-"), prefix.lower())),
        sh("git branch --show-current", "%s-%d" % (prefix.lower(), num)),
    ]
    return steps[:n]


def pad(case):
    lines, _ = render(case)
    n = 0
    while len(lines) < MIN_LINES and n < 4:
        n += 1
        trial = dict(case)
        trial["steps"] = orientation(case, n) + case["steps"]
        lines, _ = render(trial)
    if n:
        case["steps"] = orientation(case, n) + case["steps"]
    return case
