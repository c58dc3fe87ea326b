"""Rendering engine for the blind70 set.

A scenario is a list of abstract steps; this module renders them into one of
four stream formats (Claude Code stream-json, Claude Code session transcript,
Codex `exec --json`, Osmia agentstream) and records which output lines carry
the steps marked as evidence.  Everything is deterministic (seeded by run id).
"""
import hashlib
import json
import random
from datetime import datetime, timedelta, timezone

REPO = "/workspace/repo"
MODEL = "claude-sonnet-4-5-20250929"
CLAUDE_TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit",
                "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


# ---------------------------------------------------------------- steps
def S(text, ev=False):
    """Assistant prose."""
    return {"k": "say", "text": text, "ev": ev}


def T(text, ev=False):
    """Reasoning (codex reasoning item; Claude text)."""
    return {"k": "think", "text": text, "ev": ev}


def B(cmd, out="", rc=0, ev=False, desc=None, status=None):
    return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "desc": desc, "status": status}


def R(path, content, ev=False):
    return {"k": "read", "path": path, "content": content, "ev": ev}


def E(path, old, new, ev=False):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev}


def W(path, content, ev=False):
    return {"k": "write", "path": path, "content": content, "ev": ev}


def G(pattern, out, path="src", ev=False):
    return {"k": "grep", "pattern": pattern, "out": out, "path": path, "ev": ev}


def D(tool, inp, msg, ev=True):
    """A tool call refused by the permission system (Claude formats)."""
    return {"k": "deny", "tool": tool, "input": inp, "msg": msg, "ev": ev}


def FC(paths, kind="update", ev=False):
    """Codex file_change item (several paths)."""
    return {"k": "fc", "paths": paths, "kind": kind, "ev": ev}


def RAW(obj, ev=False):
    """A format-specific raw line, emitted as is."""
    return {"k": "raw", "obj": obj, "ev": ev}


# ---------------------------------------------------------------- helpers
class Ctx:
    def __init__(self, run_id, start):
        self.rng = random.Random(int(hashlib.sha256(run_id.encode()).hexdigest()[:12], 16))
        self.t = start
        self.lines = []
        self.ev = []

    def uuid(self):
        h = "%032x" % self.rng.getrandbits(128)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[self.rng.randrange(4)]}{h[17:20]}-{h[20:32]}"

    def b62(self, n):
        a = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        return "".join(self.rng.choice(a) for _ in range(n))

    def tick(self, lo=2, hi=14):
        self.t += timedelta(seconds=self.rng.randint(lo, hi), milliseconds=self.rng.randint(0, 999))
        return self.t

    def ts(self):
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")

    def tsms(self):
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.t.microsecond // 1000)

    def emit(self, obj, ev=False):
        self.lines.append(json.dumps(obj, ensure_ascii=False, separators=(",", ":")))
        if ev:
            self.ev.append(len(self.lines))


def numbered(content):
    return "\n".join("%6d\u2192%s" % (i + 1, l) for i, l in enumerate(content.split("\n")))


def abspath(p):
    return p if p.startswith("/") else f"{REPO}/{p}"


def relpath(p):
    return p[len(REPO) + 1:] if p.startswith(REPO + "/") else p


def shq(cmd):
    if "'" not in cmd:
        return "bash -lc '" + cmd + "'"
    return 'bash -lc "' + cmd.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$").replace("`", "\\`") + '"'


def apply_patch_cmd(path, old, new):
    body = ["*** Begin Patch", f"*** Update File: {relpath(path)}", "@@"]
    body += ["-" + l for l in old.split("\n")]
    body += ["+" + l for l in new.split("\n")]
    body += ["*** End Patch"]
    return "apply_patch <<'PATCH'\n" + "\n".join(body) + "\nPATCH"


# ---------------------------------------------------------------- Claude stream-json
def _claude_usage(ctx):
    return {"input_tokens": ctx.rng.randint(3, 12), "cache_creation_input_tokens": ctx.rng.randint(300, 4000),
            "cache_read_input_tokens": ctx.rng.randint(12000, 60000), "output_tokens": ctx.rng.randint(40, 400),
            "service_tier": "standard"}


def _tool_call(step):
    k = step["k"]
    if k == "bash":
        inp = {"command": step["cmd"]}
        if step.get("desc"):
            inp["description"] = step["desc"]
        return "Bash", inp
    if k == "read":
        return "Read", {"file_path": abspath(step["path"])}
    if k == "edit":
        return "Edit", {"file_path": abspath(step["path"]), "old_string": step["old"], "new_string": step["new"]}
    if k == "write":
        return "Write", {"file_path": abspath(step["path"]), "content": step["content"]}
    if k == "grep":
        return "Grep", {"pattern": step["pattern"], "path": abspath(step["path"]), "output_mode": "content", "-n": True}
    if k == "deny":
        return step["tool"], step["input"]
    if k == "fc":
        return "Bash", {"command": "git diff --stat"}
    raise ValueError(k)


def _tool_result(step, osmia=False):
    """(content, is_error) for a Claude tool_result."""
    k = step["k"]
    if k == "bash":
        out = step["out"]
        if step["rc"] and not osmia:
            return (f"Exit code {step['rc']}\n" + out).rstrip("\n"), True
        return out.rstrip("\n") or "(no output)", False
    if k == "read":
        return numbered(step["content"]), False
    if k == "edit":
        return f"The file {abspath(step['path'])} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" + numbered(step["new"]), False
    if k == "write":
        return f"File created successfully at: {abspath(step['path'])}", False
    if k == "grep":
        return step["out"] or "No matches found", False
    if k == "deny":
        return step["msg"], True
    if k == "fc":
        return "\n".join(f" {relpath(p)} | 2 +-" for p in step["paths"]) + f"\n {len(step['paths'])} files changed", False
    raise ValueError(k)


def render_claude(sc, ctx, transcript=False):
    sid = ctx.uuid()
    cwd = REPO
    branch = sc.get("branch", "agent/" + sc["ticket"].lower())
    parent = [None]

    def tline(obj, ev=False):
        # transcript envelope
        u = ctx.uuid()
        base = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": cwd,
                "sessionId": sid, "version": "2.0.14", "gitBranch": branch}
        base.update(obj)
        base["uuid"] = u
        base["timestamp"] = ctx.tsms()
        parent[0] = u
        ctx.emit(base, ev)

    if transcript:
        ctx.tick()
        tline({"type": "user", "message": {"role": "user", "content": sc["prompt"]}})
    else:
        ctx.emit({"type": "system", "subtype": "init", "cwd": cwd, "session_id": sid, "tools": CLAUDE_TOOLS,
                  "mcp_servers": [], "model": MODEL, "permissionMode": sc.get("permission_mode", "acceptEdits"),
                  "slash_commands": ["compact", "context", "cost", "init", "review"], "apiKeySource": "none",
                  "output_style": "default", "uuid": ctx.uuid()})

    def assistant(content, ev=False):
        ctx.tick()
        msg = {"id": "msg_01" + ctx.b62(24), "type": "message", "role": "assistant", "model": MODEL,
               "content": content, "stop_reason": None, "stop_sequence": None, "usage": _claude_usage(ctx)}
        if transcript:
            tline({"type": "assistant", "message": msg, "requestId": "req_011C" + ctx.b62(20)}, ev)
        else:
            ctx.emit({"type": "assistant", "message": msg, "parent_tool_use_id": None, "session_id": sid,
                      "uuid": ctx.uuid()}, ev)

    def user_result(tid, content, is_err, ev=False, step=None):
        ctx.tick(1, 20)
        block = {"tool_use_id": tid, "type": "tool_result", "content": content}
        if is_err:
            block["is_error"] = True
        if transcript:
            extra = {}
            if step and step["k"] == "bash":
                extra = {"toolUseResult": {"stdout": step["out"], "stderr": "", "interrupted": False,
                                           "isImage": False}} if not is_err else {"toolUseResult": "Error: " + content}
            elif is_err:
                extra = {"toolUseResult": "Error: " + content}
            tline(dict({"type": "user", "message": {"role": "user", "content": [block]}}, **extra), ev)
        else:
            ctx.emit({"type": "user", "message": {"role": "user", "content": [block]}, "parent_tool_use_id": None,
                      "session_id": sid, "uuid": ctx.uuid()}, ev)

    pending_text = None
    denials = []
    for st in sc["steps"]:
        k = st["k"]
        if k in ("say", "think"):
            if pending_text is not None:
                assistant([{"type": "text", "text": pending_text[0]}], pending_text[1])
            pending_text = (st["text"], st["ev"])
            continue
        if k == "raw":
            if pending_text is not None:
                assistant([{"type": "text", "text": pending_text[0]}], pending_text[1])
                pending_text = None
            o = st["obj"].get("claude_transcript" if transcript else "claude", st["obj"].get("claude"))
            if o is None:
                continue
            ctx.tick()
            if transcript:
                tline(o, st["ev"])
            else:
                ctx.emit(o, st["ev"])
            continue
        name, inp = _tool_call(st)
        tid = "toolu_01" + ctx.b62(22)
        content = []
        ev_text = False
        if pending_text is not None:
            content.append({"type": "text", "text": pending_text[0]})
            ev_text = pending_text[1]
            pending_text = None
        content.append({"type": "tool_use", "id": tid, "name": name, "input": inp})
        is_edit = k in ("edit", "write")
        assistant(content, ev_text or (st["ev"] and is_edit))
        res, err = _tool_result(st)
        user_result(tid, res, err, st["ev"] and not is_edit, st)
        if k == "deny":
            denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
    final = sc.get("final") or {}
    if pending_text is not None:
        assistant([{"type": "text", "text": pending_text[0]}], pending_text[1])
        final_text = pending_text[0]
    else:
        final_text = ""
    if transcript or final.get("none"):
        return
    ctx.tick()
    res = {"type": "result", "subtype": final.get("subtype", "success"), "is_error": final.get("is_error", False),
           "duration_ms": ctx.rng.randint(60000, 900000), "duration_api_ms": ctx.rng.randint(40000, 600000),
           "num_turns": sum(1 for s in sc["steps"] if s["k"] not in ("say", "think", "raw")) + 1,
           "result": final.get("result", final_text), "session_id": sid,
           "total_cost_usd": sc.get("cost", 0.3),
           "usage": {"input_tokens": ctx.rng.randint(8000, 40000), "cache_creation_input_tokens": ctx.rng.randint(8000, 30000),
                     "cache_read_input_tokens": ctx.rng.randint(60000, 400000), "output_tokens": ctx.rng.randint(600, 9000),
                     "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
           "permission_denials": denials, "uuid": ctx.uuid()}
    if final.get("subtype", "success") != "success":
        res.pop("result")
    ctx.emit(res, final.get("ev", False))


# ---------------------------------------------------------------- Codex exec --json
def render_codex(sc, ctx):
    h = "%032x" % ctx.rng.getrandbits(128)
    ctx.emit({"type": "thread.started", "thread_id": f"019a{h[4:8]}-{h[8:12]}-7{h[13:16]}-{h[16:20]}-{h[20:32]}"})
    ctx.emit({"type": "turn.started"})
    n = [0]

    def iid():
        i = n[0]
        n[0] += 1
        return f"item_{i}"

    def cmd_item(command, out, rc, ev, status=None):
        i = iid()
        ctx.emit({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": command,
                                                  "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
        st = status or ("completed" if rc == 0 else "failed")
        ctx.emit({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": command,
                                                    "aggregated_output": out, "exit_code": rc if st != "declined" else None,
                                                    "status": st}}, ev)

    for st in sc["steps"]:
        k = st["k"]
        if k == "say":
            ctx.emit({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["text"]}}, st["ev"])
        elif k == "think":
            ctx.emit({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": st["text"]}}, st["ev"])
        elif k == "bash":
            cmd_item(shq(st["cmd"]), st["out"], st["rc"], st["ev"], st.get("status"))
        elif k == "read":
            c = st["content"]
            cmd_item(shq(f"sed -n '1,{max(40, c.count(chr(10)) + 1)}p' {relpath(st['path'])}"), c + "\n", 0, st["ev"])
        elif k == "grep":
            out = st["out"].replace(REPO + "/", "")
            cmd_item(shq(f"rg -n '{st['pattern']}' {relpath(st['path'])}"), out + ("\n" if out else ""), 0 if out else 1, st["ev"])
        elif k == "edit":
            cmd_item(shq(apply_patch_cmd(st["path"], st["old"], st["new"])),
                     f"Success. Updated the following files:\nM {relpath(st['path'])}\n", 0, st["ev"])
        elif k == "write":
            ctx.emit({"type": "item.completed", "item": {"id": iid(), "type": "file_change",
                                                        "changes": [{"path": abspath(st["path"]), "kind": "add"}],
                                                        "status": "completed"}}, st["ev"])
        elif k == "fc":
            ctx.emit({"type": "item.completed", "item": {"id": iid(), "type": "file_change",
                                                        "changes": [{"path": abspath(p), "kind": st["kind"]} for p in st["paths"]],
                                                        "status": "completed"}}, st["ev"])
        elif k == "raw":
            o = st["obj"].get("codex")
            if o is not None:
                o = json.loads(json.dumps(o).replace("@ITEM@", f"item_{n[0]}"))
                if o.get("item", {}).get("id") == f"item_{n[0]}":
                    n[0] += 1
                ctx.emit(o, st["ev"])
        elif k == "deny":
            cmd_item(shq(st["input"].get("command", "true")), st["msg"], 1, st["ev"], "declined")
    final = sc.get("final") or {}
    if final.get("none"):
        return
    if final.get("codex_failed"):
        msg = final["codex_failed"]
        ctx.emit({"type": "error", "message": msg}, final.get("ev", False))
        ctx.emit({"type": "turn.failed", "error": {"message": msg}}, final.get("ev", False))
    else:
        ctx.emit({"type": "turn.completed", "usage": {"input_tokens": ctx.rng.randint(60000, 500000),
                                                      "cached_input_tokens": ctx.rng.randint(40000, 400000),
                                                      "output_tokens": ctx.rng.randint(1500, 12000)}})


# ---------------------------------------------------------------- Osmia agentstream
def render_osmia(sc, ctx):
    ctx.tick()
    ctx.emit({"type": "system", "subtype": "init", "timestamp": ctx.ts(), "session_id": ctx.uuid()})
    for st in sc["steps"]:
        k = st["k"]
        ctx.tick()
        if k in ("say", "think"):
            ctx.emit({"type": "content", "timestamp": ctx.ts(), "role": "assistant", "content": st["text"]}, st["ev"])
            continue
        if k == "raw":
            o = st["obj"].get("osmia")
            if o is not None:
                o = dict({"type": o["type"], "timestamp": ctx.ts()}, **o)
                ctx.emit(o, st["ev"])
            continue
        name, inp = _tool_call(st)
        is_edit = k in ("edit", "write")
        ctx.emit({"type": "tool_use", "timestamp": ctx.ts(), "tool": name, "args": inp}, st["ev"] and is_edit)
        ctx.tick(1, 20)
        res, _ = _tool_result(st, osmia=True)
        ctx.emit({"type": "content", "timestamp": ctx.ts(), "role": "tool", "content": res}, st["ev"] and not is_edit)
    final = sc.get("final") or {}
    if final.get("none"):
        return
    ctx.tick()
    ctx.emit({"type": "cost", "timestamp": ctx.ts(), "input_tokens": sc.get("tokens", 120000),
              "output_tokens": ctx.rng.randint(2000, 9000), "cost_usd": sc.get("cost", 0.3)})
    ctx.emit({"type": "result", "timestamp": ctx.ts(), "success": final.get("success", False),
              "summary": final.get("summary", "")}, final.get("ev", False))


def render(sc, start):
    ctx = Ctx(sc["id"], start)
    fmt = sc["fmt"]
    if fmt == "claude":
        render_claude(sc, ctx)
    elif fmt == "claude-transcript":
        render_claude(sc, ctx, transcript=True)
    elif fmt == "codex":
        render_codex(sc, ctx)
    elif fmt == "osmia":
        render_osmia(sc, ctx)
    else:
        raise ValueError(fmt)
    return ctx
