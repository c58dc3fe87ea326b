"""Rendering helpers for make_blind.py: abstract steps -> four stream formats."""
import hashlib
import json
import datetime as dt

D = json.dumps


def hx(s, n=4):
    return hashlib.sha1(s.encode()).hexdigest()[:n]


def uid(seed):
    h = hashlib.sha1(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def tid(seed):
    h = hashlib.sha1(seed.encode()).hexdigest()
    alpha = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789"
    return "".join(alpha[int(h[i:i + 2], 16) % len(alpha)] for i in range(0, 40, 2))[:24]


# ---------------------------------------------------------------- step DSL
def T(s, ev=False):
    return dict(k="text", s=s, ev=ev)


def TH(s, ev=False):
    return dict(k="think", s=s, ev=ev)


def B(cmd, out="", rc=0, ev=False, desc=None):
    return dict(k="bash", cmd=cmd, out=out, rc=rc, ev=ev, desc=desc)


def R(path, out, ev=False):
    return dict(k="read", path=path, out=out, ev=ev)


def G(pattern, out, ev=False):
    return dict(k="grep", pattern=pattern, out=out, ev=ev)


def E(path, old, new, ev=False):
    return dict(k="edit", path=path, old=old, new=new, ev=ev)


def W(path, content, ev=False):
    return dict(k="write", path=path, content=content, ev=ev)


def DENY(cmd, ev=True, tool="Bash", inp=None):
    return dict(k="deny", cmd=cmd, tool=tool, inp=inp, ev=ev)


def RAWL(obj, ev=False):
    """format-specific raw line (dict or str)"""
    return dict(k="raw", obj=obj, ev=ev)


# ---------------------------------------------------------------- renderers
class Ctx:
    def __init__(self, cid, start, cwd, model):
        self.cid = cid
        self.t = dt.datetime.fromisoformat(start.replace("Z", "+00:00"))
        self.cwd = cwd
        self.model = model
        self.n = 0
        self.lines = []
        self.ev = []
        self.calls = []  # tool call signatures, for consecutive_identical_tools
        self.denials = []

    def ts(self, step=3):
        self.n += 1
        self.t += dt.timedelta(seconds=step + (self.n * 7) % 5)
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{(self.n * 137) % 1000:03d}Z"

    def add(self, obj, ev=False):
        self.lines.append(obj if isinstance(obj, str) else D(obj, ensure_ascii=False))
        if ev:
            self.ev.append(len(self.lines))
        return len(self.lines)

    def p(self, path):
        return path if path.startswith("/") else f"{self.cwd}/{path}"


def _evflags(ev):
    """ev: False | True (key line) | 'call' | 'both'"""
    return (ev in ("call", "both"), ev in (True, "both"))


TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
         "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


def render_claude(c, steps, final, transcript=False, prompt_text=""):
    sess = uid(c.cid + "sess")
    last_uuid = [None]
    k = [0]

    def env(obj, kind):
        if not transcript:
            obj["session_id"] = sess
            obj["parent_tool_use_id"] = None
            obj["uuid"] = uid(c.cid + str(len(c.lines)))
            return obj
        u = uid(c.cid + "u" + str(len(c.lines)))
        base = {"parentUuid": last_uuid[0], "isSidechain": False, "userType": "external", "cwd": c.cwd,
                "sessionId": sess, "version": "2.1.38", "gitBranch": "agent/" + c.cid[2:14]}
        base.update(obj)
        base["uuid"] = u
        base["timestamp"] = c.ts()
        last_uuid[0] = u
        return base

    msgn = [0]

    def asst(block, ev=False):
        msgn[0] += 1
        m = {"id": "msg_01" + tid(c.cid + "m" + str(msgn[0])), "type": "message", "role": "assistant",
             "model": c.model, "content": [block], "stop_reason": None, "stop_sequence": None,
             "usage": {"input_tokens": 4 + msgn[0] % 9, "cache_creation_input_tokens": 300 + (msgn[0] * 97) % 2400,
                       "cache_read_input_tokens": 14000 + msgn[0] * 1311, "output_tokens": 20 + (msgn[0] * 53) % 400,
                       "service_tier": "standard"}}
        o = {"type": "assistant", "message": m}
        if transcript:
            o["requestId"] = "req_011C" + tid(c.cid + "r" + str(msgn[0]))
        return c.add(env(o, "a"), ev)

    def tres(tu, content, is_err, ev=False, extra=None):
        o = {"type": "user", "message": {"role": "user", "content": [
            {"tool_use_id": tu, "type": "tool_result", "content": content, "is_error": is_err}]}}
        if transcript:
            o["toolUseResult"] = extra if extra is not None else (
                ("Error: " + content) if is_err else {"stdout": content, "stderr": "", "interrupted": False,
                                                       "isImage": False})
        return c.add(env(o, "u"), ev)

    def hook(tu):
        if transcript:
            k[0] += 1
            if k[0] % 3 == 1:
                c.lines.append(D({"parentUuid": last_uuid[0], "isSidechain": False, "userType": "external",
                                  "cwd": c.cwd, "sessionId": sess, "version": "2.1.38", "type": "progress",
                                  "data": {"type": "hook_progress", "hookEvent": "PreToolUse",
                                           "hookName": "PreToolUse:Bash",
                                           "command": "${CLAUDE_PLUGIN_ROOT}/hooks/guard.sh"},
                                  "toolUseID": tu, "parentToolUseID": tu, "timestamp": c.ts(0),
                                  "uuid": uid(c.cid + "h" + str(len(c.lines)))}))

    if transcript:
        c.add({"type": "file-history-snapshot", "messageId": uid(c.cid + "fh"),
               "snapshot": {"messageId": uid(c.cid + "fh"), "trackedFileBackups": {}, "timestamp": c.ts()},
               "isSnapshotUpdate": False})
        c.add(env({"type": "user", "message": {"role": "user", "content": prompt_text},
                   "permissionMode": "acceptEdits"}, "u"))
    else:
        c.add({"type": "system", "subtype": "init", "cwd": c.cwd, "session_id": sess, "tools": TOOLS,
               "mcp_servers": [], "model": c.model, "permissionMode": final.get("perm", "acceptEdits"),
               "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default", "uuid": uid(c.cid + "init")})

    n_tools = 0
    for i, s in enumerate(steps):
        kd = s["k"]
        evc, evk = _evflags(s["ev"])
        tu = "toolu_01" + tid(c.cid + "t" + str(i))
        if kd == "text":
            asst({"type": "text", "text": s["s"]}, s["ev"])
        elif kd == "think":
            asst({"type": "thinking", "thinking": s["s"], "signature": "Eq" + tid(c.cid + "sig" + str(i)) * 3},
                 s["ev"])
        elif kd == "raw":
            c.add(s["obj"] if isinstance(s["obj"], str) else env(dict(s["obj"]), "r"), s["ev"])
        else:
            n_tools += 1
            if kd == "bash":
                inp = {"command": s["cmd"]}
                if s.get("desc"):
                    inp["description"] = s["desc"]
                asst({"type": "tool_use", "id": tu, "name": "Bash", "input": inp}, evc)
                c.calls.append(("Bash", s["cmd"]))
                hook(tu)
                out = s["out"]
                if s["rc"]:
                    out = f"Exit code {s['rc']}\n" + out
                tres(tu, out, bool(s["rc"]), evk)
            elif kd == "read":
                asst({"type": "tool_use", "id": tu, "name": "Read", "input": {"file_path": c.p(s["path"])}}, evc)
                c.calls.append(("Read", s["path"]))
                body = "\n".join(f"{n + 1:>6}\u2192{ln}" for n, ln in enumerate(s["out"].split("\n")))
                tres(tu, body, False, evk, {"type": "text", "file": {"filePath": c.p(s["path"]),
                                                                     "numLines": s["out"].count("\n") + 1}})
            elif kd == "grep":
                asst({"type": "tool_use", "id": tu, "name": "Grep",
                      "input": {"pattern": s["pattern"], "output_mode": "content", "-n": True}}, evc)
                c.calls.append(("Grep", s["pattern"]))
                tres(tu, s["out"], False, evk)
            elif kd == "edit":
                asst({"type": "tool_use", "id": tu, "name": "Edit",
                      "input": {"file_path": c.p(s["path"]), "old_string": s["old"], "new_string": s["new"]}},
                     s["ev"] in (True, "call", "both"))
                c.calls.append(("Edit", s["path"], s["old"], s["new"]))
                tres(tu, f"The file {c.p(s['path'])} has been updated. Here's the result of running `cat -n` on a "
                         f"snippet of the edited file:\n" + "\n".join(
                    f"{n + 40:>6}\u2192{ln}" for n, ln in enumerate(s["new"].split("\n"))), False, False,
                     {"filePath": c.p(s["path"]), "oldString": s["old"], "newString": s["new"],
                      "userModified": False, "replaceAll": False})
            elif kd == "write":
                asst({"type": "tool_use", "id": tu, "name": "Write",
                      "input": {"file_path": c.p(s["path"]), "content": s["content"]}},
                     s["ev"] in (True, "call", "both"))
                c.calls.append(("Write", s["path"]))
                tres(tu, f"File created successfully at: {c.p(s['path'])}", False, False,
                     {"type": "create", "filePath": c.p(s["path"]), "content": s["content"]})
            elif kd == "deny":
                inp = s["inp"] or {"command": s["cmd"]}
                asst({"type": "tool_use", "id": tu, "name": s["tool"], "input": inp}, evc)
                c.calls.append((s["tool"], D(inp)))
                c.denials.append({"tool_name": s["tool"], "tool_use_id": tu, "tool_input": inp})
                tres(tu, f"Claude requested permissions to use {s['tool']}, but you haven't granted it yet.", True,
                     evk, "Error: permission denied by user settings")
    # final
    if transcript:
        if final.get("api_error"):
            o = env({"type": "assistant", "message": {"id": uid(c.cid + "apierr"), "model": "<synthetic>",
                                                     "role": "assistant", "type": "message",
                                                     "stop_reason": "stop_sequence",
                                                     "content": [{"type": "text", "text": final["api_error"]}]},
                     "isApiErrorMessage": True}, "a")
            c.add(o, final.get("ev", False))
        return n_tools
    if final.get("none"):
        return n_tools
    if final.get("synthetic"):
        c.add(env({"type": "assistant", "message": {"id": uid(c.cid + "syn"), "model": "<synthetic>",
                                                   "role": "assistant", "stop_reason": "stop_sequence",
                                                   "type": "message",
                                                   "content": [{"type": "text", "text": final["text"]}]}}, "a"))
    r = {"type": "result", "subtype": final.get("subtype", "success"), "is_error": not final["ok"],
         "duration_ms": 60000 + len(c.lines) * 4100, "duration_api_ms": 52000 + len(c.lines) * 3900,
         "num_turns": final.get("turns", n_tools + 1), "session_id": sess,
         "total_cost_usd": final.get("cost", round(0.05 + n_tools * 0.041, 4)),
         "usage": {"input_tokens": 210, "cache_creation_input_tokens": 18000 + n_tools * 700,
                   "cache_read_input_tokens": 150000 + n_tools * 14000, "output_tokens": 900 + n_tools * 180,
                   "service_tier": "standard"},
         "permission_denials": c.denials if final.get("denials", True) else [], "uuid": uid(c.cid + "res")}
    if "text" in final:
        r["result"] = final["text"]
    if final.get("subtype") == "error_max_turns":
        r.pop("result", None)
    c.add(r, final.get("ev", False))
    return n_tools


def render_codex(c, steps, final):
    c.add({"type": "thread.started", "thread_id": uid(c.cid + "thr").replace("-4", "-7", 1)})
    c.add({"type": "turn.started"})
    it = [0]

    def nid():
        v = f"item_{it[0]}"
        it[0] += 1
        return v

    n_tools = 0
    for i, s in enumerate(steps):
        kd = s["k"]
        evc, evk = _evflags(s["ev"])
        if kd == "text":
            c.add({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": s["s"]}},
                  s["ev"])
        elif kd == "think":
            c.add({"type": "item.completed", "item": {"id": nid(), "type": "reasoning", "text": s["s"]}}, s["ev"])
        elif kd == "raw":
            c.add(s["obj"], s["ev"])
        elif kd in ("bash", "read", "grep", "deny"):
            n_tools += 1
            if kd == "bash":
                cmd, out, rc = s["cmd"], s["out"], s["rc"]
            elif kd == "read":
                cmd, out, rc = f"sed -n '1,160p' {s['path']}", s["out"], 0
            elif kd == "grep":
                cmd, out, rc = f"rg -n \"{s['pattern']}\"", s["out"], 0
            else:
                cmd, out, rc = s["cmd"], "", None
            full = "bash -lc " + (json.dumps(cmd) if "'" in cmd else f"'{cmd}'")
            c.calls.append(("Bash", full))
            x = nid()
            c.add({"type": "item.started", "item": {"id": x, "type": "command_execution", "command": full,
                                                    "aggregated_output": "", "exit_code": None,
                                                    "status": "in_progress"}}, evc)
            if kd == "deny":
                c.add({"type": "item.completed", "item": {"id": x, "type": "command_execution", "command": full,
                                                          "aggregated_output": "", "exit_code": None,
                                                          "status": "declined"}}, evk)
            else:
                c.add({"type": "item.completed", "item": {"id": x, "type": "command_execution", "command": full,
                                                          "aggregated_output": out, "exit_code": rc,
                                                          "status": "failed" if rc else "completed"}}, evk)
        elif kd in ("edit", "write"):
            n_tools += 1
            paths = s["path"] if isinstance(s["path"], list) else [s["path"]]
            c.calls.append(("Patch", tuple(paths), s.get("old"), s.get("new")))
            c.add({"type": "item.completed", "item": {"id": nid(), "type": "file_change", "changes": [
                {"path": c.p(p), "kind": "add" if kd == "write" else "update"} for p in paths],
                "status": "completed"}}, bool(s["ev"]))
    if final.get("errors"):
        for j, e in enumerate(final["errors"]):
            c.add({"type": "error", "message": e}, j in final.get("ev_errors", []))
    if final.get("none"):
        return n_tools
    if final.get("fail"):
        c.add({"type": "turn.failed", "error": {"message": final["fail"]}}, final.get("ev", False))
    else:
        c.add({"type": "turn.completed", "usage": {"input_tokens": 90000 + n_tools * 9100,
                                                   "cached_input_tokens": 80000 + n_tools * 8000,
                                                   "output_tokens": 2000 + n_tools * 150}}, final.get("ev", False))
    return n_tools


def render_osmia(c, steps, final):
    c.add({"type": "system", "subtype": "init", "timestamp": c.ts(), "engine": final.get("engine", "aider"),
           "model": c.model, "cwd": c.cwd, "session_id": uid(c.cid + "os")})
    n_tools = 0
    for i, s in enumerate(steps):
        kd = s["k"]
        evc, evk = _evflags(s["ev"])
        if kd in ("text", "think"):
            c.add({"type": "content", "timestamp": c.ts(), "role": "assistant", "content": s["s"]}, s["ev"])
        elif kd == "raw":
            c.add(s["obj"], s["ev"])
        else:
            n_tools += 1
            if kd == "bash":
                tool, args, out = "Bash", {"command": s["cmd"]}, s["out"]
                if s["rc"]:
                    out = out + f"\n[exit status {s['rc']}]"
            elif kd == "read":
                tool, args, out = "Read", {"file_path": s["path"]}, s["out"]
            elif kd == "grep":
                tool, args, out = "Grep", {"pattern": s["pattern"], "path": "."}, s["out"]
            elif kd == "edit":
                tool, args, out = "Edit", {"file_path": s["path"], "old_string": s["old"],
                                           "new_string": s["new"]}, f"Applied edit to {s['path']}"
            elif kd == "write":
                tool, args, out = "Write", {"file_path": s["path"], "content": s["content"]}, f"Wrote {s['path']}"
            else:
                tool, args, out = s["tool"], s["inp"] or {"command": s["cmd"]}, "permission denied: " + s["cmd"]
            c.calls.append((tool, D(args, sort_keys=True)))
            kev = evk if kd not in ("edit", "write") else False
            cev = evc if kd not in ("edit", "write") else bool(s["ev"])
            c.add({"type": "tool_use", "timestamp": c.ts(), "tool": tool, "args": args}, cev)
            c.add({"type": "content", "timestamp": c.ts(), "role": "tool", "content": out}, kev)
    if final.get("none"):
        return n_tools
    c.add({"type": "cost", "timestamp": c.ts(), "input_tokens": 60000 + n_tools * 8000,
           "output_tokens": 1500 + n_tools * 140, "cost_usd": round(0.04 + n_tools * 0.037, 4)})
    c.add({"type": "result", "timestamp": c.ts(), "success": final["ok"], "summary": final.get("text", "")},
          final.get("ev", False))
    return n_tools


def longest_identical(calls):
    best = cur = 0
    prev = object()
    for x in calls:
        cur = cur + 1 if x == prev else 1
        prev = x
        best = max(best, cur)
    return best
