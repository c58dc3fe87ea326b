"""Renderers for the blind set: one case description -> four stream formats.

A case is a dict made with `case(...)`; its `steps` are tuples made by the step
helpers below.  Each step may carry `ev` (True/'in'/'out'/'both') marking it as
evidence; the renderer returns the 1-based line numbers those steps land on.
Everything is seeded from the run id, so output is deterministic.
"""
import hashlib
import json
import random
from datetime import datetime, timedelta, timezone

FORMATS = ("claude", "claude-transcript", "codex", "osmia")
MODES = ("infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown")

CWD = "/workspace/repo"


# ---------------------------------------------------------------- steps
def say(text, ev=False):
    return ("say", dict(text=text), ev)


def think(text, ev=False):
    return ("think", dict(text=text), ev)


def sh(cmd, out="", rc=0, ev=False, desc=None):
    return ("sh", dict(cmd=cmd, out=out, rc=rc, desc=desc), ev)


def read(path, text, ev=False, start=1):
    lines = text.split("\n")
    numbered = "\n".join("%6d\t%s" % (i + start, l) for i, l in enumerate(lines))
    return ("read", dict(path=path, out=numbered, raw=text), ev)


def grep(pattern, out, ev=False, path=None):
    return ("grep", dict(pattern=pattern, out=out, path=path), ev)


def edit(path, old, new, ev=False):
    return ("edit", dict(path=path, old=old, new=new), ev)


def write(path, content, ev=False):
    return ("write", dict(path=path, content=content), ev)


def todo(items):
    return ("todo", dict(items=items), False)


def sysnote(text, ev=False):
    """Orchestrator notice (Osmia only)."""
    return ("sysnote", dict(text=text), ev)


def cxerr(text, ev=False):
    """Non-fatal engine error event (Codex `error` item, Osmia system notice)."""
    return ("cxerr", dict(text=text), ev)


def api_error(text, ev=True):
    """Provider / engine error that ends the session."""
    return ("api_error", dict(text=text), ev)


def fullpath(p):
    return p if p.startswith("/") else CWD + "/" + p


# ---------------------------------------------------------------- case
def case(slug, fmt, mode, why, ticket, steps, near_miss="", final="", final_ok=True,
         state=None, result=None, watchdog=None, files_changed=None, ticket_id=None,
         model=None, engine=None, extra_evidence=None, tokens=None, min_lines=None, pad_at=0):
    return dict(slug=slug, fmt=fmt, mode=mode, why=why, ticket=ticket, steps=steps,
                near_miss=near_miss, final=final, final_ok=final_ok, state=state,
                result=result, watchdog=watchdog, files_changed=files_changed,
                ticket_id=ticket_id, model=model, engine=engine,
                extra_evidence=extra_evidence or [], tokens=tokens, min_lines=min_lines, pad_at=pad_at)


def run_id(slug):
    return "u2-%s-%s" % (slug, hashlib.sha1(("blind34:" + slug).encode()).hexdigest()[:4])


class Ctx:
    def __init__(self, rid):
        self.rnd = random.Random(rid)
        base = datetime(2026, 3, 2, 7, 0, 0, tzinfo=timezone.utc)
        self.t = base + timedelta(days=self.rnd.randint(0, 40), minutes=self.rnd.randint(0, 600),
                                  seconds=self.rnd.randint(0, 59))
        self.start = self.t
        self.lines = []
        self.ev = []

    def uuid(self):
        r = self.rnd
        return "%08x-%04x-4%03x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(12),
                                               0x8000 | r.getrandbits(14), r.getrandbits(48))

    def hexid(self, prefix, n=24):
        alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        return prefix + "".join(self.rnd.choice(alpha) for _ in range(n))

    def tick(self, lo=1, hi=9):
        self.t += timedelta(seconds=self.rnd.randint(lo, hi), milliseconds=self.rnd.randint(0, 999))
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.t.microsecond // 1000)

    def ts(self):
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")

    def emit(self, obj, is_ev=False):
        self.lines.append(json.dumps(obj, ensure_ascii=False, separators=(",", ":")))
        if is_ev:
            self.ev.append(len(self.lines))


def _evsel(ev, which):
    """ev True means the most telling line: 'out' for commands, 'in' for edits."""
    if not ev:
        return False
    if ev == "both":
        return True
    return ev == which


def _default_ev(kind, ev):
    if ev is True:
        return "out" if kind in ("sh", "read", "grep") else "in"
    return ev


def tool_of(kind, d):
    if kind == "sh":
        inp = {"command": d["cmd"]}
        if d.get("desc"):
            inp["description"] = d["desc"]
        return "Bash", inp
    if kind == "read":
        return "Read", {"file_path": fullpath(d["path"])}
    if kind == "grep":
        inp = {"pattern": d["pattern"], "output_mode": "content"}
        if d.get("path"):
            inp["path"] = d["path"]
        return "Grep", inp
    if kind == "edit":
        return "Edit", {"file_path": fullpath(d["path"]), "old_string": d["old"], "new_string": d["new"]}
    if kind == "write":
        return "Write", {"file_path": fullpath(d["path"]), "content": d["content"]}
    if kind == "todo":
        return "TodoWrite", {"todos": [{"content": t, "status": "pending", "activeForm": t} for t in d["items"]]}
    raise ValueError(kind)


def output_of(kind, d):
    """(text, is_error) of a tool result, Claude wording."""
    if kind == "sh":
        if d["rc"] != 0:
            return ("Exit code %d\n%s" % (d["rc"], d["out"])).rstrip("\n"), True
        return d["out"], False
    if kind == "read":
        return d["out"], False
    if kind == "grep":
        return d["out"] or "No matches found", False
    if kind == "edit":
        return "The file %s has been updated successfully." % fullpath(d["path"]), False
    if kind == "write":
        return "File created successfully at: %s" % fullpath(d["path"]), False
    if kind == "todo":
        return ("Todos have been modified successfully. Ensure that you continue to use the todo list to "
                "track your progress. Please proceed with the current tasks if applicable"), False
    raise ValueError(kind)


# ---------------------------------------------------------------- claude stream-json
def _usage(c):
    return {"input_tokens": c.rnd.randint(3, 12), "cache_creation_input_tokens": c.rnd.randint(100, 4000),
            "cache_read_input_tokens": c.rnd.randint(10000, 90000), "output_tokens": c.rnd.randint(20, 900),
            "service_tier": "standard"}


CLAUDE_TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
                "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


def render_claude(cs, rid):
    c = Ctx(rid)
    sid = c.uuid()
    model = cs["model"] or "claude-sonnet-4-5-20250929"
    c.emit({"type": "system", "subtype": "init", "cwd": CWD, "session_id": sid, "tools": CLAUDE_TOOLS,
            "mcp_servers": [], "model": model, "permissionMode": "bypassPermissions",
            "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default", "uuid": c.uuid()})
    turns = 0
    ended = False

    def amsg(content, is_ev=False, synthetic=False):
        m = {"id": c.uuid() if synthetic else c.hexid("msg_01"), "type": "message", "role": "assistant",
             "model": "<synthetic>" if synthetic else model, "content": content, "stop_reason": None,
             "stop_sequence": None, "usage": _usage(c)}
        c.emit({"type": "assistant", "message": m, "parent_tool_use_id": None, "session_id": sid,
                "uuid": c.uuid()}, is_ev)

    for kind, d, ev in cs["steps"]:
        ev = _default_ev(kind, ev)
        if kind == "say":
            amsg([{"type": "text", "text": d["text"]}], bool(ev))
        elif kind == "think":
            amsg([{"type": "thinking", "thinking": d["text"], "signature": c.hexid("Eo", 40)}], bool(ev))
        elif kind == "api_error":
            amsg([{"type": "text", "text": d["text"]}], bool(ev), synthetic=True)
            c.emit({"type": "result", "subtype": "success", "is_error": True,
                    "duration_ms": c.rnd.randint(20000, 900000), "duration_api_ms": c.rnd.randint(20000, 800000),
                    "num_turns": turns + 1, "result": d["text"], "session_id": sid,
                    "total_cost_usd": round(c.rnd.uniform(0.1, 3.5), 4), "usage": _usage(c),
                    "permission_denials": [], "uuid": c.uuid()}, bool(ev))
            ended = True
            break
        elif kind in ("sysnote", "cxerr"):
            raise ValueError("sysnote/cxerr not for this format: " + rid)
        else:
            name, inp = tool_of(kind, d)
            tid = c.hexid("toolu_01")
            amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}], _evsel(ev, "in"))
            out, err = output_of(kind, d)
            c.emit({"type": "user", "message": {"role": "user", "content": [
                {"tool_use_id": tid, "type": "tool_result", "content": out, "is_error": err}]},
                "parent_tool_use_id": None, "session_id": sid, "uuid": c.uuid()}, _evsel(ev, "out"))
            turns += 1
    if not ended:
        if cs["final"]:
            amsg([{"type": "text", "text": cs["final"]}])
        c.emit({"type": "result", "subtype": "success", "is_error": not cs["final_ok"],
                "duration_ms": c.rnd.randint(20000, 900000), "duration_api_ms": c.rnd.randint(20000, 800000),
                "num_turns": turns + 1, "result": cs["final"], "session_id": sid,
                "total_cost_usd": round(c.rnd.uniform(0.1, 3.5), 4), "usage": _usage(c),
                "permission_denials": [], "uuid": c.uuid()})
    return c


# ---------------------------------------------------------------- claude transcript
def render_transcript(cs, rid):
    c = Ctx(rid)
    sid = c.uuid()
    model = cs["model"] or "claude-opus-4-6"
    branch = "sec/" + cs["slug"]
    parent = [None]

    def base(typ):
        u = c.uuid()
        d = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": CWD,
             "sessionId": sid, "version": "2.1.38", "gitBranch": branch, "type": typ}
        parent[0] = u
        return d, u

    first = c.uuid()
    c.emit({"type": "file-history-snapshot", "messageId": first, "snapshot": {
        "messageId": first, "trackedFileBackups": {}, "timestamp": c.tick()}, "isSnapshotUpdate": False})
    d, u = base("user")
    d.update({"message": {"role": "user", "content": cs["ticket"]}, "uuid": u, "timestamp": c.tick(),
              "permissionMode": "bypassPermissions"})
    c.emit(d)

    def amsg(content, is_ev=False, api_err=False):
        d, u = base("assistant")
        d["message"] = {"model": "<synthetic>" if api_err else model, "id": c.hexid("msg_01"), "type": "message",
                        "role": "assistant", "content": content, "stop_reason": None, "stop_sequence": None,
                        "usage": _usage(c)}
        if api_err:
            d["isApiErrorMessage"] = True
        else:
            d["requestId"] = c.hexid("req_011C", 20)
        d["uuid"] = u
        d["timestamp"] = c.tick()
        c.emit(d, is_ev)
        return u

    for kind, dd, ev in cs["steps"]:
        ev = _default_ev(kind, ev)
        if kind == "say":
            amsg([{"type": "text", "text": dd["text"]}], bool(ev))
        elif kind == "think":
            amsg([{"type": "thinking", "thinking": dd["text"], "signature": c.hexid("Eo", 40)}], bool(ev))
        elif kind == "api_error":
            amsg([{"type": "text", "text": dd["text"]}], bool(ev), api_err=True)
            break
        elif kind in ("sysnote", "cxerr"):
            raise ValueError("sysnote/cxerr not for this format: " + rid)
        else:
            name, inp = tool_of(kind, dd)
            tid = c.hexid("toolu_01")
            au = amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}], _evsel(ev, "in"))
            out, err = output_of(kind, dd)
            d, u = base("user")
            d["message"] = {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result",
                                                         "content": out, "is_error": err}]}
            d["uuid"] = u
            d["timestamp"] = c.tick(1, 40)
            if kind == "sh":
                d["toolUseResult"] = ("Error: " + out) if err else {
                    "stdout": out, "stderr": "", "interrupted": False, "isImage": False}
            d["sourceToolAssistantUUID"] = au
            c.emit(d, _evsel(ev, "out"))
    else:
        if cs["final"]:
            amsg([{"type": "text", "text": cs["final"]}])
    return c


# ---------------------------------------------------------------- codex exec --json
def _bashlc(cmd):
    return "bash -lc " + json.dumps(cmd) if "'" in cmd else "bash -lc '%s'" % cmd


def render_codex(cs, rid):
    c = Ctx(rid)
    c.emit({"type": "thread.started", "thread_id": "019c%04x-%04x-7%03x-%04x-%012x" % (
        c.rnd.getrandbits(16), c.rnd.getrandbits(16), c.rnd.getrandbits(12), 0x8000 | c.rnd.getrandbits(14),
        c.rnd.getrandbits(48))})
    c.emit({"type": "turn.started"})
    n = [0]

    def nid():
        i = n[0]
        n[0] += 1
        return "item_%d" % i

    failed = False
    for kind, d, ev in cs["steps"]:
        ev = _default_ev(kind, ev)
        if kind == "say":
            c.emit({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": d["text"]}},
                   bool(ev))
        elif kind == "think":
            c.emit({"type": "item.completed", "item": {"id": nid(), "type": "reasoning", "text": d["text"]}},
                   bool(ev))
        elif kind == "cxerr":
            c.emit({"type": "error", "message": d["text"]}, bool(ev))
        elif kind == "api_error":
            c.emit({"type": "error", "message": d["text"]}, bool(ev))
            c.emit({"type": "turn.failed", "error": {"message": d["text"]}}, bool(ev))
            failed = True
            break
        elif kind in ("sysnote", "cxerr"):
            raise ValueError("sysnote/cxerr not for this format: " + rid)
        elif kind in ("edit", "write"):
            c.emit({"type": "item.completed", "item": {"id": nid(), "type": "file_change", "changes": [
                {"path": fullpath(d["path"]), "kind": "update" if kind == "edit" else "add"}],
                "status": "completed"}}, bool(ev))
        elif kind == "todo":
            c.emit({"type": "item.completed", "item": {"id": nid(), "type": "todo_list", "items": [
                {"text": t, "completed": False} for t in d["items"]]}})
        else:
            if kind == "sh":
                cmd, out, rc = d["cmd"], d["out"], d["rc"]
            elif kind == "read":
                cmd, out, rc = "sed -n '1,200p' %s" % d["path"], d["raw"], 0
            else:
                cmd = "rg -n %s%s" % (json.dumps(d["pattern"]) if " " in d["pattern"] else d["pattern"],
                                      " " + d["path"] if d.get("path") else "")
                out, rc = d["out"], 0 if d["out"] else 1
            i = nid()
            full = _bashlc(cmd)
            c.emit({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": full,
                                                     "aggregated_output": "", "exit_code": None,
                                                     "status": "in_progress"}}, _evsel(ev, "in"))
            c.emit({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": full,
                                                       "aggregated_output": out + ("\n" if out else ""),
                                                       "exit_code": rc,
                                                       "status": "completed" if rc == 0 else "failed"}},
                   _evsel(ev, "out"))
    if not failed:
        if cs["final"]:
            c.emit({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": cs["final"]}})
        c.emit({"type": "turn.completed", "usage": {"input_tokens": c.rnd.randint(40000, 400000),
                                                    "cached_input_tokens": c.rnd.randint(30000, 300000),
                                                    "output_tokens": c.rnd.randint(1500, 12000)}})
    return c


# ---------------------------------------------------------------- osmia agentstream
def render_osmia(cs, rid):
    c = Ctx(rid)
    model = cs["model"] or "claude-sonnet-4-5-20250929"
    c.emit({"type": "system", "subtype": "init", "timestamp": c.ts(), "session_id": c.uuid(),
            "engine": cs["engine"] or "claude-code", "model": model, "cwd": CWD})
    ended = False
    for kind, d, ev in cs["steps"]:
        ev = _default_ev(kind, ev)
        c.tick()
        if kind == "say":
            c.emit({"type": "content", "timestamp": c.ts(), "role": "assistant", "content": d["text"]}, bool(ev))
        elif kind == "think":
            c.emit({"type": "content", "timestamp": c.ts(), "role": "assistant", "content": d["text"]}, bool(ev))
        elif kind in ("sysnote", "cxerr"):
            c.emit({"type": "content", "timestamp": c.ts(), "role": "system", "content": d["text"]}, bool(ev))
        elif kind == "api_error":
            c.emit({"type": "content", "timestamp": c.ts(), "role": "system", "content": d["text"]}, bool(ev))
            c.emit({"type": "cost", "timestamp": c.ts(), "input_tokens": c.rnd.randint(50000, 900000),
                    "output_tokens": c.rnd.randint(2000, 30000), "cost_usd": round(c.rnd.uniform(0.2, 4), 4)})
            c.emit({"type": "result", "timestamp": c.ts(), "success": False, "summary": d["text"]}, bool(ev))
            ended = True
            break
        else:
            name, inp = tool_of(kind, d)
            c.emit({"type": "tool_use", "timestamp": c.ts(), "tool": name, "args": inp}, _evsel(ev, "in"))
            out, _ = output_of(kind, d)
            c.tick()
            c.emit({"type": "content", "timestamp": c.ts(), "role": "tool", "content": out}, _evsel(ev, "out"))
    if not ended:
        if cs["final"]:
            c.emit({"type": "content", "timestamp": c.tick() and c.ts(), "role": "assistant", "content": cs["final"]})
        if cs.get("osmia_no_result"):
            return c
        c.emit({"type": "cost", "timestamp": c.ts(), "input_tokens": c.rnd.randint(50000, 900000),
                "output_tokens": c.rnd.randint(2000, 30000), "cost_usd": round(c.rnd.uniform(0.2, 4), 4)})
        summ = cs["result"]["summary"] if cs.get("result") else (cs["final"] or "")
        c.emit({"type": "result", "timestamp": c.ts(), "success": bool(cs["final_ok"]), "summary": summ})
    return c


RENDER = {"claude": render_claude, "claude-transcript": render_transcript, "codex": render_codex,
          "osmia": render_osmia}


def count_tools(steps):
    return sum(1 for k, _, _ in steps if k not in ("say", "think", "sysnote", "api_error", "cxerr"))


def max_identical(steps):
    best, cur, prev = 0, 0, None
    for k, d, _ in steps:
        if k in ("say", "think", "sysnote", "api_error", "cxerr"):
            continue
        key = json.dumps(tool_of(k, d), sort_keys=True)
        cur = cur + 1 if key == prev else 1
        prev = key
        best = max(best, cur)
    return best


def changed_files(steps):
    return len({d["path"] for k, d, _ in steps if k in ("edit", "write")})
