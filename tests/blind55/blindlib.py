"""Renderers for the four stream formats used by make_blind.py.

A scenario is a list of steps (dicts). Each renderer turns steps into event
lines and records, per step, which 1-based line numbers hold the step's call
and its output, so evidence lines can be computed from step markers.
"""
import hashlib
import json
import random
import uuid as _uuid
from datetime import datetime, timedelta

REPO = "/workspace/repo"
CLAUDE_TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit",
                "MultiEdit", "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch",
                "BashOutput", "KillBash"]


# ---------------------------------------------------------------- steps
def T(text, ev=None):            # assistant prose
    return {"k": "text", "text": text, "ev": ev}

def TH(text, ev=None):           # reasoning / thinking
    return {"k": "think", "text": text, "ev": ev}

def B(cmd, out, rc=0, ev=None, desc=None):   # shell command
    return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "desc": desc}

def R(path, content, ev=None):   # read a file
    return {"k": "read", "path": path, "content": content, "ev": ev}

def G(pattern, out, path="src", ev=None, glob=None):
    return {"k": "grep", "pattern": pattern, "out": out, "path": path, "ev": ev, "glob": glob}

def E(path, old, new, ev=None):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev}

def W(path, content, ev=None, new=True):
    return {"k": "write", "path": path, "content": content, "ev": ev, "new": new}

def DENY(tool, inp, msg=None, ev=None):      # refused by the permission system
    return {"k": "deny", "tool": tool, "input": inp, "msg": msg, "ev": ev}

def SYS(text, ev=None):          # orchestrator notice (osmia) / stream error (codex)
    return {"k": "sys", "text": text, "ev": ev}

def APIERR(text, ev=None):       # provider error surfaced inside the session
    return {"k": "apierr", "text": text, "ev": ev}

def MULTI(paths, ev=None, note=""):  # one change touching many files
    return {"k": "multi", "paths": paths, "ev": ev, "note": note}


def cat_n(content, start=1):
    lines = content.split("\n")
    return "\n".join(f"{i + start:6d}\u2192{l}" for i, l in enumerate(lines))


def _abs(p):
    return p if p.startswith("/") else f"{REPO}/{p}"


class Clock:
    def __init__(self, start, rng):
        self.t = start
        self.rng = rng

    def tick(self, lo=1, hi=9):
        self.t += timedelta(seconds=self.rng.randint(lo, hi), milliseconds=self.rng.randint(0, 999))
        return self.t

    def iso(self, ms=True):
        if ms:
            return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{self.t.microsecond // 1000:03d}Z"
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")


class IdGen:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def uuid(self):
        return str(_uuid.UUID(int=self.rng.getrandbits(128), version=4))

    def b62(self, n):
        a = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        return "".join(self.rng.choice(a) for _ in range(n))

    def toolu(self):
        return "toolu_01" + self.b62(22)

    def msg(self):
        return "msg_01" + self.b62(22)

    def req(self):
        return "req_011C" + self.b62(20)


def seed_of(run_id):
    return int(hashlib.sha256(run_id.encode()).hexdigest()[:12], 16)


# ---------------------------------------------------------------- claude (stream-json + transcript)
def _claude_tool(step):
    k = step["k"]
    if k == "bash":
        inp = {"command": step["cmd"]}
        if step.get("desc"):
            inp["description"] = step["desc"]
        out = step["out"]
        if step["rc"] != 0:
            out = f"Exit code {step['rc']}\n{out}"
        return "Bash", inp, out, step["rc"] != 0
    if k == "read":
        return "Read", {"file_path": _abs(step["path"])}, cat_n(step["content"]), False
    if k == "grep":
        inp = {"pattern": step["pattern"], "path": _abs(step["path"]), "output_mode": "content", "-n": True}
        if step.get("glob"):
            inp["glob"] = step["glob"]
        return "Grep", inp, step["out"] or "No matches found", False
    if k == "edit":
        p = _abs(step["path"])
        snippet = cat_n(step["new"], start=1 + (len(step["old"]) % 37))
        return ("Edit", {"file_path": p, "old_string": step["old"], "new_string": step["new"]},
                f"The file {p} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n{snippet}", False)
    if k == "write":
        p = _abs(step["path"])
        msg = f"File created successfully at: {p}" if step.get("new", True) else f"The file {p} has been updated."
        return "Write", {"file_path": p, "content": step["content"]}, msg, False
    if k == "multi":
        cmd = step["note"] or ("git status --short | head -40")
        out = "\n".join(f" M {p}" for p in step["paths"])
        return "Bash", {"command": cmd}, out, False
    if k == "deny":
        msg = step["msg"] or f"Claude requested permissions to use {step['tool']}, but you haven't granted it yet."
        return step["tool"], step["input"], msg, True
    raise ValueError(k)


def render_claude(sc, transcript=False):
    rid = sc["id"]
    ids = IdGen(seed_of(rid))
    rng = random.Random(seed_of(rid) + 1)
    clock = Clock(sc["start"], rng)
    sid = ids.uuid()
    model = sc.get("model", "claude-sonnet-4-5-20250929")
    lines, marks = [], {}
    parent = [None]
    cache = [12000 + rng.randint(0, 3000)]
    version = sc.get("cc_version", "2.0.14")

    def mark(i, role):
        marks.setdefault(i, {}).setdefault(role, []).append(len(lines))

    def wrap(obj, typ):
        if not transcript:
            obj["session_id"] = sid
            obj["parent_tool_use_id"] = None
            obj["uuid"] = ids.uuid()
            return obj
        u = ids.uuid()
        full = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": REPO,
                "sessionId": sid, "version": version, "gitBranch": sc.get("branch", "main"), "type": typ}
        full.update(obj)
        full["uuid"] = u
        full["timestamp"] = clock.iso()
        parent[0] = u
        return full

    def usage(out_tokens):
        cache[0] += rng.randint(300, 2500)
        return {"input_tokens": rng.randint(3, 9), "cache_creation_input_tokens": rng.randint(200, 2400),
                "cache_read_input_tokens": cache[0], "output_tokens": out_tokens, "service_tier": "standard"}

    def assistant(content, stop=None):
        clock.tick(2, 14)
        m = {"id": ids.msg(), "type": "message", "role": "assistant", "model": model, "content": content,
             "stop_reason": stop, "stop_sequence": None, "usage": usage(rng.randint(40, 400))}
        o = {"type": "assistant", "message": m}
        if transcript:
            o = {"message": m, "requestId": ids.req()}
            return wrap(o, "assistant")
        return wrap(o, "assistant")

    def user_result(tid, content, is_err, extra=None):
        clock.tick(1, 6)
        blk = {"tool_use_id": tid, "type": "tool_result", "content": content}
        if is_err:
            blk["is_error"] = True
        o = {"type": "user", "message": {"role": "user", "content": [blk]}}
        if transcript:
            o = {"message": {"role": "user", "content": [blk]}}
            o["toolUseResult"] = extra if extra is not None else (("Error: " + content) if is_err else {"stdout": content, "stderr": "", "interrupted": False, "isImage": False})
            return wrap(o, "user")
        return wrap(o, "user")

    if transcript:
        clock.tick()
        lines.append(wrap({"message": {"role": "user", "content": sc["prompt_text"]}}, "user"))
    else:
        lines.append({"type": "system", "subtype": "init", "cwd": REPO, "session_id": sid, "tools": CLAUDE_TOOLS,
                      "mcp_servers": [], "model": model, "permissionMode": sc.get("perm_mode", "acceptEdits"),
                      "slash_commands": ["compact", "context", "cost", "init", "review"], "apiKeySource": "none",
                      "output_style": "default", "uuid": ids.uuid()})

    denials = []
    turns = 0
    for i, st in enumerate(sc["steps"]):
        k = st["k"]
        if k in ("text", "think"):
            blk = {"type": "text", "text": st["text"]} if k == "text" else {"type": "thinking", "thinking": st["text"], "signature": ids.b62(40)}
            mark(i, "call"); mark(i, "out")
            lines.append(assistant([blk]))
            continue
        if k == "sys":
            # orchestrator notices are not part of a Claude stream; render as assistant text
            mark(i, "call"); mark(i, "out")
            lines.append(assistant([{"type": "text", "text": st["text"]}]))
            continue
        if k == "apierr":
            clock.tick(20, 90)
            mark(i, "call"); mark(i, "out")
            if transcript:
                m = {"id": ids.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                     "stop_sequence": "", "type": "message", "usage": {"input_tokens": 0, "output_tokens": 0,
                     "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0},
                     "content": [{"type": "text", "text": st["text"]}]}
                lines.append(wrap({"message": m, "isApiErrorMessage": True}, "assistant"))
            else:
                lines.append(assistant([{"type": "text", "text": st["text"]}]))
            continue
        name, inp, out, is_err = _claude_tool(st)
        tid = ids.toolu()
        turns += 1
        mark(i, "call")
        lines.append(assistant([{"type": "tool_use", "id": tid, "name": name, "input": inp}], stop="tool_use"))
        mark(i, "out")
        extra = None
        if transcript and name in ("Edit", "Write", "Read"):
            extra = {"filePath": inp.get("file_path"), "type": "update" if name == "Edit" else ("create" if name == "Write" else "text")}
            if is_err:
                extra = "Error: " + out
        lines.append(user_result(tid, out, is_err, extra))
        if st["k"] == "deny":
            denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})

    end = sc["end"]
    if not transcript and end.get("result_line", True):
        clock.tick(3, 20)
        dur = int((clock.t - sc["start"]).total_seconds() * 1000)
        res = {"type": "result", "subtype": end.get("subtype", "success"), "is_error": end.get("is_error", False),
               "duration_ms": dur, "duration_api_ms": int(dur * 0.82), "num_turns": turns + 1,
               "result": end["summary"], "session_id": sid, "total_cost_usd": sc["cost"],
               "usage": {"input_tokens": rng.randint(40, 200), "cache_creation_input_tokens": rng.randint(20000, 60000),
                         "cache_read_input_tokens": cache[0] * 4, "output_tokens": rng.randint(2000, 9000),
                         "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
               "permission_denials": denials, "uuid": ids.uuid()}
        if end.get("subtype", "success") != "success":
            res.pop("result")
        mark("end", "call"); mark("end", "out")
        lines.append(res)
    elif transcript and end.get("final_text"):
        mark("end", "call"); mark("end", "out")
        lines.append(assistant([{"type": "text", "text": end["final_text"]}], stop="end_turn"))
    return lines, marks


# ---------------------------------------------------------------- codex exec --json
def _sh(cmd):
    if "'" not in cmd:
        return f"bash -lc '{cmd}'"
    esc = cmd.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$").replace("`", "\\`")
    return 'bash -lc "' + esc + '"'


def render_codex(sc):
    rid = sc["id"]
    ids = IdGen(seed_of(rid))
    rng = random.Random(seed_of(rid) + 2)
    lines, marks = [], {}
    n = [0]

    def mark(i, role):
        marks.setdefault(i, {}).setdefault(role, []).append(len(lines))

    def nid():
        v = f"item_{n[0]}"
        n[0] += 1
        return v

    tid = ids.uuid()
    tid = "019a" + tid[4:]
    lines.append({"type": "thread.started", "thread_id": tid})
    lines.append({"type": "turn.started"})
    for i, st in enumerate(sc["steps"]):
        k = st["k"]
        if k == "text":
            mark(i, "call"); mark(i, "out")
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": st["text"]}})
        elif k == "think":
            mark(i, "call"); mark(i, "out")
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "reasoning", "text": st["text"]}})
        elif k in ("sys", "apierr"):
            mark(i, "call"); mark(i, "out")
            lines.append({"type": "error", "message": st["text"]})
        elif k in ("edit", "write", "multi"):
            if k == "multi":
                ch = [{"path": _abs(p), "kind": "update"} for p in st["paths"]]
            else:
                ch = [{"path": _abs(st["path"]), "kind": "add" if (k == "write" and st.get("new", True)) else "update"}]
            mark(i, "call"); mark(i, "out")
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "file_change", "changes": ch, "status": "completed"}})
        else:
            if k == "bash":
                cmd, out, rc = st["cmd"], st["out"], st["rc"]
            elif k == "read":
                c = st["content"]
                cmd, out, rc = f"sed -n '1,200p' {st['path']}", c + ("\n" if not c.endswith("\n") else ""), 0
            elif k == "grep":
                cmd = f"rg -n \"{st['pattern']}\" {st['path']}"
                out, rc = (st["out"] + "\n") if st["out"] else "", 0 if st["out"] else 1
            elif k == "deny":
                cmd, out, rc = st["input"].get("command", "true"), "", None
            else:
                raise ValueError(k)
            iid = nid()
            full = _sh(cmd)
            lines.append({"type": "item.started", "item": {"id": iid, "type": "command_execution", "command": full,
                                                            "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
            mark(i, "call")
            if k == "deny":
                status = "declined"
                out = st["msg"] or ""
            else:
                status = "completed" if rc == 0 else "failed"
            mark(i, "out")
            lines.append({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": full,
                                                              "aggregated_output": out, "exit_code": rc, "status": status}})
    end = sc["end"]
    inp = rng.randint(90000, 600000)
    if end.get("final_text"):
        mark("end", "call"); mark("end", "out")
        lines.append({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": end["final_text"]}})
    if end.get("codex") == "failed":
        if end.get("error_event"):
            lines.append({"type": "error", "message": end["error_event"]})
        mark("end", "call"); mark("end", "out")
        lines.append({"type": "turn.failed", "error": {"message": end.get("turn_error", end.get("error_event", ""))}})
    elif end.get("codex") == "none":
        pass
    else:
        lines.append({"type": "turn.completed", "usage": {"input_tokens": inp, "cached_input_tokens": int(inp * 0.88),
                                                           "output_tokens": rng.randint(3000, 14000)}})
    return lines, marks


# ---------------------------------------------------------------- osmia agentstream
def render_osmia(sc):
    rid = sc["id"]
    ids = IdGen(seed_of(rid))
    rng = random.Random(seed_of(rid) + 3)
    clock = Clock(sc["start"], rng)
    lines, marks = [], {}

    def mark(i, role):
        marks.setdefault(i, {}).setdefault(role, []).append(len(lines))

    def ts():
        clock.tick(1, 12)
        return clock.iso(ms=False)

    lines.append({"type": "system", "subtype": "init", "timestamp": clock.iso(ms=False), "session_id": ids.uuid()})
    for i, st in enumerate(sc["steps"]):
        k = st["k"]
        if k in ("text", "think"):
            mark(i, "call"); mark(i, "out")
            lines.append({"type": "content", "timestamp": ts(), "role": "assistant", "content": st["text"]})
            continue
        if k in ("sys", "apierr"):
            mark(i, "call"); mark(i, "out")
            lines.append({"type": "content", "timestamp": ts(), "role": "system", "content": st["text"]})
            continue
        name, inp, out, _ = _claude_tool(st)
        if k == "edit":
            out = f"The file {inp['file_path']} has been updated."
        if k == "bash" and st["rc"] != 0:
            out = st["out"] + f"\nexit status {st['rc']}"
        if k in ("edit", "write", "read"):
            inp = dict(inp)
            inp["file_path"] = st["path"]
        mark(i, "call")
        lines.append({"type": "tool_use", "timestamp": ts(), "tool": name, "args": inp})
        mark(i, "out")
        lines.append({"type": "content", "timestamp": ts(), "role": "tool", "content": out})
    end = sc["end"]
    if end.get("result_line", True):
        t = ts()
        lines.append({"type": "cost", "timestamp": t, "input_tokens": sc["tokens"] - rng.randint(3000, 9000),
                      "output_tokens": rng.randint(3000, 9000), "cost_usd": sc["cost"]})
        mark("end", "call"); mark("end", "out")
        lines.append({"type": "result", "timestamp": t, "success": end["success"], "summary": end["summary"]})
    return lines, marks


def render(sc):
    f = sc["format"]
    if f == "claude":
        return render_claude(sc)
    if f == "claude-transcript":
        return render_claude(sc, transcript=True)
    if f == "codex":
        return render_codex(sc)
    if f == "osmia":
        return render_osmia(sc)
    raise ValueError(f)
