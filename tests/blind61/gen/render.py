"""Renderers: turn an abstract step list into one of the four stream formats.

Steps are small dicts built with the constructors below. A step may carry
``ev`` (True, "call", "out" or "both"); the renderer records the 1-based line
numbers that hold the evidence for such steps.
"""
import hashlib
import json
import random
from datetime import datetime, timedelta, timezone

REPO = "/workspace/repo"


# ---------------------------------------------------------------- steps
def say(text, ev=False):
    return {"k": "say", "text": text, "ev": ev}


def think(text, ev=False):
    return {"k": "think", "text": text, "ev": ev}


def sh(cmd, out="", rc=0, ev=False, desc=None):
    return {"k": "sh", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "desc": desc}


def rd(path, content, ev=False):
    return {"k": "rd", "path": path, "content": content, "ev": ev}


def ed(path, old, new, ev=False, err=None):
    return {"k": "ed", "path": path, "old": old, "new": new, "ev": ev, "err": err}


def wr(path, content, ev=False):
    return {"k": "wr", "path": path, "content": content, "ev": ev}


def gr(pattern, out, path=".", ev=False):
    return {"k": "gr", "pattern": pattern, "out": out, "path": path, "ev": ev}


def denied(tool, inp, msg, ev=True):
    """A tool call refused by the permission system (Claude formats)."""
    return {"k": "denied", "tool": tool, "input": inp, "msg": msg, "ev": ev}


def apierr(text, ev=True):
    """Provider error surfaced mid-session (overload / usage limit / outage)."""
    return {"k": "apierr", "text": text, "ev": ev}


def sysnote(text, ev=False):
    """Orchestrator notice (Osmia system content / codex error event / plain log)."""
    return {"k": "sysnote", "text": text, "ev": ev}


# ---------------------------------------------------------------- helpers
class Ids:
    def __init__(self, seed):
        self.r = random.Random(seed)

    def hexs(self, n):
        return "".join(self.r.choice("0123456789abcdef") for _ in range(n))

    def uuid(self):
        h = self.hexs(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[self.r.randrange(4)]}{h[17:20]}-{h[20:]}"

    def b62(self, n):
        a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        return "".join(self.r.choice(a) for _ in range(n))

    def toolu(self):
        return "toolu_01" + self.b62(22)

    def msg(self):
        return "msg_01" + self.b62(22)

    def req(self):
        return "req_011C" + self.b62(20)


class Clock:
    def __init__(self, start, r):
        self.t = start
        self.r = r

    def tick(self, lo=1, hi=9):
        self.t += timedelta(seconds=self.r.randint(lo, hi), milliseconds=self.r.randint(0, 999))
        return self.t

    def iso(self, ms=True):
        if ms:
            return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{self.t.microsecond // 1000:03d}Z"
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")


def numbered(content, start=1):
    return "\n".join(f"{i:6d}\u2192{ln}" for i, ln in enumerate(content.split("\n"), start))


def abspath(p):
    return p if p.startswith("/") else f"{REPO}/{p}"


def dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


def _evsel(ev, default):
    if not ev:
        return set()
    if ev is True:
        ev = default
    return {"call", "out"} if ev == "both" else {ev}


def usage(r, out_tokens=None):
    return {"input_tokens": r.randint(3, 12), "cache_creation_input_tokens": r.randint(300, 4000),
            "cache_read_input_tokens": r.randint(12000, 90000),
            "output_tokens": out_tokens or r.randint(40, 600), "service_tier": "standard"}


def claude_tool(step):
    """(name, input) for a Claude tool_use."""
    k = step["k"]
    if k == "sh":
        inp = {"command": step["cmd"]}
        if step.get("desc"):
            inp["description"] = step["desc"]
        return "Bash", inp
    if k == "rd":
        return "Read", {"file_path": abspath(step["path"])}
    if k == "ed":
        return "Edit", {"file_path": abspath(step["path"]), "old_string": step["old"], "new_string": step["new"]}
    if k == "wr":
        return "Write", {"file_path": abspath(step["path"]), "content": step["content"]}
    if k == "gr":
        return "Grep", {"pattern": step["pattern"], "path": step["path"], "output_mode": "content", "-n": True}
    if k == "denied":
        return step["tool"], step["input"]
    raise ValueError(k)


def claude_result_text(step):
    """(content, is_error) for the tool_result of a Claude tool call."""
    k = step["k"]
    if k == "sh":
        out = step["out"]
        if step["rc"] != 0:
            return out if out else f"Error: command exited with code {step['rc']}", True
        return out, False
    if k == "rd":
        return numbered(step["content"]), False
    if k == "ed":
        if step.get("err"):
            return step["err"], True
        snippet = numbered(step["new"].rstrip("\n"), start=12)
        return (f"The file {abspath(step['path'])} has been updated. Here's the result of running `cat -n` "
                f"on a snippet of the edited file:\n{snippet}"), False
    if k == "wr":
        return f"File created successfully at: {abspath(step['path'])}", False
    if k == "gr":
        return step["out"] or "No matches found", False
    if k == "denied":
        return step["msg"], True
    raise ValueError(k)


# ---------------------------------------------------------------- claude stream-json
def render_claude(run, start):
    ids = Ids(run["id"])
    clk = Clock(start, ids.r)
    sid = ids.uuid()
    model = run.get("model", "claude-sonnet-4-5-20250929")
    lines, ev = [], []
    lines.append({"type": "system", "subtype": "init", "cwd": REPO, "session_id": sid,
                  "tools": ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit",
                            "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"],
                  "mcp_servers": [], "model": model, "permissionMode": run.get("perm_mode", "acceptEdits"),
                  "slash_commands": ["compact", "context", "cost", "init", "review"],
                  "apiKeySource": "none", "output_style": "default", "uuid": ids.uuid()})
    denials = []
    ended = False
    for st in run["steps"]:
        k = st["k"]
        if k in ("say", "think"):
            blk = ({"type": "text", "text": st["text"]} if k == "say"
                   else {"type": "thinking", "thinking": st["text"], "signature": ids.b62(40)})
            lines.append({"type": "assistant", "message": {"id": ids.msg(), "type": "message", "role": "assistant",
                          "model": model, "content": [blk], "stop_reason": None, "stop_sequence": None,
                          "usage": usage(ids.r)}, "parent_tool_use_id": None, "session_id": sid,
                          "uuid": ids.uuid()})
            if st["ev"]:
                ev.append(len(lines))
            continue
        if k == "sysnote":
            raise ValueError("sysnote is not used in Claude stream-json runs")
        if k == "apierr":
            # the session ends with an error result
            clk.tick(20, 90)
            lines.append({"type": "result", "subtype": "success", "is_error": True,
                          "duration_ms": ids.r.randint(200000, 900000), "duration_api_ms": ids.r.randint(150000, 600000),
                          "num_turns": sum(1 for s in run["steps"] if s["k"] not in ("say", "think")),
                          "result": st["text"], "session_id": sid, "total_cost_usd": run.get("cost", 0.5),
                          "usage": {"input_tokens": ids.r.randint(4000, 30000), "cache_creation_input_tokens": 0,
                                    "cache_read_input_tokens": ids.r.randint(100000, 600000),
                                    "output_tokens": ids.r.randint(2000, 9000)},
                          "permission_denials": [], "uuid": ids.uuid()})
            if st["ev"]:
                ev.append(len(lines))
            ended = True
            break
        name, inp = claude_tool(st)
        tid = ids.toolu()
        clk.tick()
        lines.append({"type": "assistant", "message": {"id": ids.msg(), "type": "message", "role": "assistant",
                      "model": model, "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}],
                      "stop_reason": None, "stop_sequence": None, "usage": usage(ids.r)},
                      "parent_tool_use_id": None, "session_id": sid, "uuid": ids.uuid()})
        sel = _evsel(st["ev"], "call" if k in ("ed", "wr") else "out")
        if "call" in sel:
            ev.append(len(lines))
        if st.get("nores"):
            continue
        content, is_err = claude_result_text(st)
        tr = {"tool_use_id": tid, "type": "tool_result", "content": content}
        if is_err:
            tr["is_error"] = True
        lines.append({"type": "user", "message": {"role": "user", "content": [tr]}, "parent_tool_use_id": None,
                      "session_id": sid, "uuid": ids.uuid()})
        if "out" in sel:
            ev.append(len(lines))
        if k == "denied":
            denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
    end = run.get("end", {})
    if not ended and end.get("kind", "result") == "result":
        clk.tick(3, 20)
        lines.append({"type": "result", "subtype": end.get("subtype", "success"), "is_error": end.get("is_error", False),
                      "duration_ms": ids.r.randint(60000, 900000), "duration_api_ms": ids.r.randint(40000, 600000),
                      "num_turns": sum(1 for s in run["steps"] if s["k"] not in ("say", "think")) + 1,
                      "result": end.get("text", ""), "session_id": sid, "total_cost_usd": run.get("cost", 0.5),
                      "usage": {"input_tokens": ids.r.randint(4000, 30000), "cache_creation_input_tokens": ids.r.randint(5000, 20000),
                                "cache_read_input_tokens": ids.r.randint(100000, 600000),
                                "output_tokens": ids.r.randint(2000, 9000),
                                "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
                      "permission_denials": denials, "uuid": ids.uuid()})
        if end.get("ev"):
            ev.append(len(lines))
    return lines, ev


# ---------------------------------------------------------------- claude transcript
def render_transcript(run, start):
    ids = Ids(run["id"])
    clk = Clock(start, ids.r)
    sid = ids.uuid()
    model = run.get("model", "claude-sonnet-4-5-20250929")
    branch = "agent/" + run["ticket"].lower()
    lines, ev = [], []
    parent = None

    def base(typ):
        nonlocal parent
        u = ids.uuid()
        d = {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": REPO, "sessionId": sid,
             "version": run.get("cc_version", "2.0.14"), "gitBranch": branch, "type": typ}
        parent = u
        return d, u

    d, u = base("user")
    d.update({"message": {"role": "user", "content": run["prompt_text"]}, "uuid": u, "timestamp": clk.iso()})
    lines.append(d)
    for st in run["steps"]:
        k = st["k"]
        clk.tick()
        if k in ("say", "think"):
            blk = ({"type": "text", "text": st["text"]} if k == "say"
                   else {"type": "thinking", "thinking": st["text"], "signature": ids.b62(40)})
            d, u = base("assistant")
            d.update({"message": {"model": model, "id": ids.msg(), "type": "message", "role": "assistant",
                                  "content": [blk], "stop_reason": None, "stop_sequence": None, "usage": usage(ids.r)},
                      "requestId": ids.req(), "uuid": u, "timestamp": clk.iso()})
            lines.append(d)
            if st["ev"]:
                ev.append(len(lines))
            continue
        if k == "apierr":
            d, u = base("assistant")
            d.update({"message": {"id": ids.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                                  "stop_sequence": "", "type": "message",
                                  "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                                            "cache_read_input_tokens": 0},
                                  "content": [{"type": "text", "text": st["text"]}]},
                      "isApiErrorMessage": True, "uuid": u, "timestamp": clk.iso()})
            lines.append(d)
            if st["ev"]:
                ev.append(len(lines))
            continue
        if k == "sysnote":
            d, u = base("system")
            d.update({"content": st["text"], "isMeta": False, "level": "warning", "uuid": u, "timestamp": clk.iso()})
            lines.append(d)
            if st["ev"]:
                ev.append(len(lines))
            continue
        name, inp = claude_tool(st)
        tid = ids.toolu()
        d, u = base("assistant")
        d.update({"message": {"model": model, "id": ids.msg(), "type": "message", "role": "assistant",
                              "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}],
                              "stop_reason": None, "stop_sequence": None, "usage": usage(ids.r)},
                  "requestId": ids.req(), "uuid": u, "timestamp": clk.iso()})
        lines.append(d)
        sel = _evsel(st["ev"], "call" if k in ("ed", "wr") else "out")
        if "call" in sel:
            ev.append(len(lines))
        if st.get("nores"):
            continue
        content, is_err = claude_result_text(st)
        clk.tick(1, 30 if k == "sh" else 2)
        tr = {"tool_use_id": tid, "type": "tool_result", "content": content}
        if is_err:
            tr["is_error"] = True
        d, u = base("user")
        if k == "sh" and not is_err:
            tur = {"stdout": st["out"], "stderr": "", "interrupted": False, "isImage": False}
        elif is_err:
            tur = "Error: " + content.split("\n")[0][:200]
        elif k == "rd":
            tur = {"type": "text", "file": {"filePath": abspath(st["path"]), "content": st["content"],
                                            "numLines": st["content"].count("\n") + 1, "startLine": 1,
                                            "totalLines": st["content"].count("\n") + 1}}
        elif k == "ed":
            tur = {"filePath": abspath(st["path"]), "oldString": st["old"], "newString": st["new"],
                   "replaceAll": False, "userModified": False}
        else:
            tur = {"type": "text"}
        d.update({"message": {"role": "user", "content": [tr]}, "uuid": u, "timestamp": clk.iso(),
                  "toolUseResult": tur})
        lines.append(d)
        if "out" in sel:
            ev.append(len(lines))
    return lines, ev


# ---------------------------------------------------------------- codex exec --json
def codex_cmd(cmd):
    if "'" not in cmd:
        return f"bash -lc '{cmd}'"
    return "bash -lc " + json.dumps(cmd).replace("$", "\\$").replace("`", "\\`")


def render_codex(run, start):
    ids = Ids(run["id"])
    lines, ev = [], []
    tid = "019a" + ids.hexs(4) + "-" + ids.hexs(4) + "-7" + ids.hexs(3) + "-" + "89ab"[ids.r.randrange(4)] + ids.hexs(3) + "-" + ids.hexs(12)
    lines.append({"type": "thread.started", "thread_id": tid})
    lines.append({"type": "turn.started"})
    n = 0

    def nid():
        nonlocal n
        i = f"item_{n}"
        n += 1
        return i

    ended = False
    for st in run["steps"]:
        k = st["k"]
        if k == "think":
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "reasoning", "text": st["text"]}})
            if st["ev"]:
                ev.append(len(lines))
            continue
        if k == "say":
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": st["text"]}})
            if st["ev"]:
                ev.append(len(lines))
            continue
        if k == "sysnote":
            lines.append({"type": "error", "message": st["text"]})
            if st["ev"]:
                ev.append(len(lines))
            continue
        if k == "apierr":
            lines.append({"type": "error", "message": st["text"]})
            if st["ev"]:
                ev.append(len(lines))
            lines.append({"type": "turn.failed", "error": {"message": st["text"]}})
            if st["ev"]:
                ev.append(len(lines))
            ended = True
            break
        if k in ("ed", "wr") and not st.get("shell_patch", bool(st["ev"])):
            # native apply_patch tool -> file_change item
            kind = "add" if k == "wr" else "update"
            sel = _evsel(st["ev"], "call")
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "file_change",
                          "changes": [{"path": abspath(st["path"]), "kind": kind}],
                          "status": "failed" if st.get("err") else "completed"}})
            if sel:
                ev.append(len(lines))
            continue
        # everything else is a shell command
        if k == "sh":
            cmd, out, rc = codex_cmd(st["cmd"]), st["out"], st["rc"]
        elif k == "rd":
            cmd = codex_cmd(f"sed -n '1,200p' {st['path']}")
            out, rc = st["content"] + "\n", 0
        elif k == "gr":
            cmd = codex_cmd(f"rg -n {json.dumps(st['pattern']) if ' ' in st['pattern'] or '|' in st['pattern'] else st['pattern']} {st['path']}")
            out, rc = st["out"] + ("\n" if st["out"] else ""), 0 if st["out"] else 1
        elif k in ("ed", "wr"):
            if k == "ed":
                body = "\n".join(["*** Begin Patch", f"*** Update File: {st['path']}", "@@"]
                                 + ["-" + l for l in st["old"].rstrip("\n").split("\n")]
                                 + ["+" + l for l in st["new"].rstrip("\n").split("\n")] + ["*** End Patch"])
                ok = f"Success. Updated the following files:\nM {st['path']}\n"
            else:
                body = "\n".join(["*** Begin Patch", f"*** Add File: {st['path']}"]
                                 + ["+" + l for l in st["content"].rstrip("\n").split("\n")] + ["*** End Patch"])
                ok = f"Success. Updated the following files:\nA {st['path']}\n"
            cmd = "bash -lc \"apply_patch <<'PATCH'\n" + body.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$").replace("`", "\\`") + "\nPATCH\""
            out = st.get("err") or ok
            rc = 1 if st.get("err") else 0
        elif k == "denied":
            cmd, out, rc = codex_cmd(st["input"].get("command", "")), st["msg"], None
        else:
            raise ValueError(k)
        i = nid()
        lines.append({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": cmd,
                      "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
        sel = _evsel(st["ev"], "call" if k in ("ed", "wr") else "out")
        if st.get("nores"):
            if sel:
                ev.append(len(lines))
            continue
        if k == "denied":
            item = {"id": i, "type": "command_execution", "command": cmd, "aggregated_output": out,
                    "exit_code": None, "status": "declined"}
        else:
            item = {"id": i, "type": "command_execution", "command": cmd, "aggregated_output": out,
                    "exit_code": rc, "status": "completed" if rc == 0 else "failed"}
        lines.append({"type": "item.completed", "item": item})
        if sel:
            ev.append(len(lines))
    end = run.get("end", {})
    if not ended:
        kind = end.get("kind", "result")
        if kind == "result" and end.get("text"):
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": end["text"]}})
            if end.get("ev"):
                ev.append(len(lines))
        if kind == "result":
            lines.append({"type": "turn.completed", "usage": {"input_tokens": ids.r.randint(40000, 400000),
                          "cached_input_tokens": ids.r.randint(30000, 300000), "output_tokens": ids.r.randint(1500, 9000)}})
        elif kind == "turn_failed":
            lines.append({"type": "turn.failed", "error": {"message": end["text"]}})
            if end.get("ev"):
                ev.append(len(lines))
    return lines, ev


# ---------------------------------------------------------------- osmia agentstream
def render_osmia(run, start):
    ids = Ids(run["id"])
    clk = Clock(start, ids.r)
    sid = ids.uuid()
    lines, ev = [], []
    lines.append({"type": "system", "subtype": "init", "timestamp": clk.iso(False), "session_id": sid})
    ended = False
    for st in run["steps"]:
        k = st["k"]
        clk.tick()
        if k in ("say", "think"):
            lines.append({"type": "content", "timestamp": clk.iso(False), "role": "assistant", "content": st["text"]})
            if st["ev"]:
                ev.append(len(lines))
            continue
        if k == "sysnote":
            lines.append({"type": "content", "timestamp": clk.iso(False), "role": "system", "content": st["text"]})
            if st["ev"]:
                ev.append(len(lines))
            continue
        if k == "apierr":
            lines.append({"type": "content", "timestamp": clk.iso(False), "role": "system", "content": st["text"]})
            if st["ev"]:
                ev.append(len(lines))
            lines.append({"type": "result", "timestamp": clk.iso(False), "success": False, "summary": st["text"]})
            ended = True
            break
        name, inp = claude_tool(st)
        if k == "rd" or k == "ed" or k == "wr":
            inp = dict(inp)
            inp["file_path"] = st["path"]
        lines.append({"type": "tool_use", "timestamp": clk.iso(False), "tool": name, "args": inp})
        sel = _evsel(st["ev"], "call" if k in ("ed", "wr") else "out")
        if "call" in sel:
            ev.append(len(lines))
        if st.get("nores"):
            continue
        clk.tick(1, 25 if k == "sh" else 3)
        if k == "ed":
            out = st.get("err") or f"Edited {st['path']}: 1 replacement"
        elif k == "wr":
            out = f"Wrote {st['path']} ({st['content'].count(chr(10)) + 1} lines)"
        else:
            out, _ = claude_result_text(st)
        lines.append({"type": "content", "timestamp": clk.iso(False), "role": "tool", "content": out})
        if "out" in sel:
            ev.append(len(lines))
    end = run.get("end", {})
    if not ended and end.get("kind", "result") == "result":
        clk.tick(2, 10)
        lines.append({"type": "cost", "timestamp": clk.iso(False), "input_tokens": ids.r.randint(40000, 300000),
                      "output_tokens": ids.r.randint(1500, 9000), "cost_usd": run.get("cost", 0.4)})
        lines.append({"type": "result", "timestamp": clk.iso(False), "success": end.get("success", True),
                      "summary": end.get("text", "")})
        if end.get("ev"):
            ev.append(len(lines))
    return lines, ev


RENDER = {"claude": render_claude, "claude-transcript": render_transcript, "codex": render_codex, "osmia": render_osmia}


def render(run, start):
    lines, ev = RENDER[run["fmt"]](run, start)
    out = []
    for l in lines:
        out.append(l["__raw__"] if "__raw__" in l else dumps(l))
    return out, sorted(set(ev))
