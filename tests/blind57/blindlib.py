"""Rendering helpers for the blind64 set: one abstract step list -> four stream formats.

Steps are small dicts built with the helpers below. Each renderer returns
(lines, evidence_line_numbers) where lines are JSON-serialisable dicts and the
evidence numbers are 1-based line numbers of the lines that carry the steps
marked ev=True (tool output for commands/reads, the tool call for edits/writes,
the text for prose, the final line for end events marked ev).
"""
import hashlib
import json
import datetime as dt

REPO = "/workspace/repo"


# ---------------------------------------------------------------- step DSL
def say(text, ev=False):
    return {"k": "say", "text": text, "ev": ev}


def think(text, ev=False):
    return {"k": "think", "text": text, "ev": ev}


def bash(cmd, out, rc=0, ev=False, desc=None):
    return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "desc": desc}


def read(path, text, ev=False, start=1):
    return {"k": "read", "path": path, "text": text, "ev": ev, "start": start}


def grep(pattern, out, path=None, ev=False):
    return {"k": "grep", "pattern": pattern, "out": out, "path": path, "ev": ev}


def edit(path, old, new, ev=False, err=None):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "err": err}


def write(path, content, ev=False, err=None):
    return {"k": "write", "path": path, "content": content, "ev": ev, "err": err}


def deny(tool, inp, ev=False):
    """A tool call refused by the permission system (Claude) / declined (Codex)."""
    return {"k": "deny", "tool": tool, "input": inp, "ev": ev}


# ---------------------------------------------------------------- ids / time
class Ids:
    def __init__(self, seed):
        self.seed = seed
        self.n = 0

    def hex(self, n=32):
        self.n += 1
        return hashlib.sha256(f"{self.seed}:{self.n}".encode()).hexdigest()[:n]

    def uuid(self):
        h = self.hex(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"

    def b62(self, n=24):
        alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        v = int(self.hex(48), 16)
        s = ""
        for _ in range(n):
            v, r = divmod(v, 62)
            s += alphabet[r]
        return s


class Clock:
    def __init__(self, start):
        self.t = dt.datetime.strptime(start, "%Y-%m-%dT%H:%M:%SZ")

    def tick(self, s=3):
        self.t += dt.timedelta(seconds=s)
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")

    def tick_ms(self, s=3):
        self.t += dt.timedelta(seconds=s)
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{(self.t.second * 37) % 1000:03d}Z"

    def now(self):
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")


def numbered(text, start=1):
    lines = text.split("\n")
    return "\n".join(f"{i:>6}\u2192{l}" for i, l in enumerate(lines, start))


def abspath(p):
    return p if p.startswith("/") else f"{REPO}/{p}"


def edit_result(path, new):
    return ("The file %s has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            % abspath(path)) + numbered(new, 10)


def sh_quote(cmd):
    if "'" not in cmd:
        return f"bash -lc '{cmd}'"
    esc = cmd.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$").replace("`", "\\`")
    return f'bash -lc "{esc}"'


DENY_TEXT = {
    "Bash": "Claude requested permissions to use Bash, but you haven't granted it yet.",
}


def deny_text(tool, inp):
    if tool in ("Edit", "Write", "MultiEdit"):
        return f"Claude requested permissions to write to {abspath(inp['file_path'])}, but you haven't granted it yet."
    if tool == "Read":
        return f"Claude requested permissions to read from {abspath(inp['file_path'])}, but you haven't granted it yet."
    return f"Claude requested permissions to use {tool}, but you haven't granted it yet."


CLAUDE_TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
                "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


def tool_call(step):
    """(tool name, input) for Claude-like formats."""
    k = step["k"]
    if k == "bash":
        inp = {"command": step["cmd"]}
        if step.get("desc"):
            inp["description"] = step["desc"]
        return "Bash", inp
    if k == "read":
        inp = {"file_path": abspath(step["path"])}
        if step["start"] != 1:
            inp["offset"] = step["start"]
        return "Read", inp
    if k == "grep":
        inp = {"pattern": step["pattern"], "output_mode": "content", "-n": True}
        if step["path"]:
            inp["path"] = abspath(step["path"])
        return "Grep", inp
    if k == "edit":
        return "Edit", {"file_path": abspath(step["path"]), "old_string": step["old"], "new_string": step["new"]}
    if k == "write":
        return "Write", {"file_path": abspath(step["path"]), "content": step["content"]}
    if k == "deny":
        return step["tool"], step["input"]
    raise ValueError(k)


def tool_output(step):
    """(content, is_error) of the tool result for Claude-like formats."""
    k = step["k"]
    if k == "bash":
        if step["rc"] != 0:
            return f"Exit code {step['rc']}\n{step['out']}", True
        return step["out"], False
    if k == "read":
        return numbered(step["text"], step["start"]), False
    if k == "grep":
        return step["out"], False
    if k == "edit":
        if step["err"]:
            return f"<tool_use_error>{step['err']}</tool_use_error>", True
        return edit_result(step["path"], step["new"]), False
    if k == "write":
        if step["err"]:
            return step["err"], True
        return f"File created successfully at: {abspath(step['path'])}", False
    if k == "deny":
        return deny_text(step["tool"], step["input"]), True
    raise ValueError(k)


# ---------------------------------------------------------------- Claude stream-json
def render_claude(run, steps, end):
    ids = Ids(run["id"])
    clk = Clock(run["start"])
    sid = ids.uuid()
    model = run.get("model", "claude-sonnet-4-5-20250929")
    lines, evs, denials = [], [], []
    lines.append({"type": "system", "subtype": "init", "cwd": REPO, "session_id": sid, "tools": CLAUDE_TOOLS,
                  "mcp_servers": [], "model": model, "permissionMode": run.get("permission_mode", "acceptEdits"),
                  "apiKeySource": "none", "output_style": "default", "uuid": ids.uuid()})
    cache = 14000
    turns = 0

    def amsg(content):
        nonlocal cache
        cache += 900 + (len(json.dumps(content)) // 4)
        return {"type": "assistant", "message": {"id": "msg_01" + ids.b62(24), "type": "message", "role": "assistant",
                                                 "model": model, "content": content, "stop_reason": None,
                                                 "stop_sequence": None,
                                                 "usage": {"input_tokens": 6 + turns % 5, "cache_creation_input_tokens": 400 + (turns * 137) % 2600,
                                                           "cache_read_input_tokens": cache, "output_tokens": 40 + (turns * 53) % 400,
                                                           "service_tier": "standard"}},
                "parent_tool_use_id": None, "session_id": sid, "uuid": ids.uuid()}

    for st in steps:
        turns += 1
        if st["k"] in ("say", "think"):
            block = {"type": "text", "text": st["text"]} if st["k"] == "say" else \
                {"type": "thinking", "thinking": st["text"], "signature": ids.b62(40)}
            lines.append(amsg([block]))
            if st["ev"]:
                evs.append(len(lines))
            continue
        name, inp = tool_call(st)
        tid = "toolu_01" + ids.b62(22)
        lines.append(amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}]))
        call_line = len(lines)
        if st["k"] == "bash" and st["rc"] is None:
            if st["ev"]:
                evs.append(call_line)
            continue
        out, is_err = tool_output(st)
        block = {"tool_use_id": tid, "type": "tool_result", "content": out}
        if is_err:
            block["is_error"] = True
        lines.append({"type": "user", "message": {"role": "user", "content": [block]}, "parent_tool_use_id": None,
                      "session_id": sid, "uuid": ids.uuid()})
        if st["k"] == "deny":
            denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
        if st["ev"]:
            evs.append(call_line if st["k"] in ("edit", "write") else len(lines))
    # end
    kind = end.get("kind", "ok")
    if kind != "none":
        text = end["text"]
        if kind == "ok":
            lines.append(amsg([{"type": "text", "text": text}]))
        is_error = kind != "ok"
        subtype = end.get("subtype", "success")
        res = {"type": "result", "subtype": subtype, "is_error": is_error,
               "duration_ms": 40000 + turns * 6100, "duration_api_ms": 30000 + turns * 4700,
               "num_turns": turns + 1, "result": text, "session_id": sid,
               "total_cost_usd": run["cost"],
               "usage": {"input_tokens": 9000 + turns * 311, "cache_creation_input_tokens": 11000 + turns * 97,
                         "cache_read_input_tokens": cache * 3, "output_tokens": 600 + turns * 71,
                         "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
               "permission_denials": denials, "uuid": ids.uuid()}
        lines.append(res)
        if end.get("ev"):
            evs.append(len(lines))
    return lines, evs


# ---------------------------------------------------------------- Claude transcript
def render_transcript(run, steps, end, prompt_text):
    ids = Ids(run["id"])
    clk = Clock(run["start"])
    sid = ids.uuid()
    model = run.get("model", "claude-sonnet-4-5-20250929")
    version = run.get("cc_version", "2.0.14")
    branch = run.get("branch", "main")
    lines, evs = [], []
    parent = None

    def common(typ):
        nonlocal parent
        u = ids.uuid()
        d = {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": REPO, "sessionId": sid,
             "version": version, "gitBranch": branch, "type": typ}
        parent = u
        return d, u

    d, u = common("user")
    d.update({"message": {"role": "user", "content": prompt_text}, "uuid": u, "timestamp": clk.tick_ms(1)})
    lines.append(d)
    turns = 0

    def amsg(content):
        d, u = common("assistant")
        d.update({"message": {"id": "msg_01" + ids.b62(24), "type": "message", "role": "assistant", "model": model,
                              "content": content, "stop_reason": "tool_use" if content[0]["type"] == "tool_use" else None,
                              "stop_sequence": None,
                              "usage": {"input_tokens": 4 + turns % 7, "cache_creation_input_tokens": 300 + (turns * 211) % 3000,
                                        "cache_read_input_tokens": 15000 + turns * 1450, "output_tokens": 35 + (turns * 61) % 500,
                                        "service_tier": "standard"}},
                  "requestId": "req_011C" + ids.b62(20), "uuid": u, "timestamp": clk.tick_ms(4)})
        return d

    for st in steps:
        turns += 1
        if st["k"] in ("say", "think"):
            block = {"type": "text", "text": st["text"]} if st["k"] == "say" else \
                {"type": "thinking", "thinking": st["text"], "signature": ids.b62(40)}
            lines.append(amsg([block]))
            if st["ev"]:
                evs.append(len(lines))
            continue
        name, inp = tool_call(st)
        tid = "toolu_01" + ids.b62(22)
        lines.append(amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}]))
        call_line = len(lines)
        if st["k"] == "bash" and st["rc"] is None:
            if st["ev"]:
                evs.append(call_line)
            continue
        out, is_err = tool_output(st)
        block = {"tool_use_id": tid, "type": "tool_result", "content": out}
        if is_err:
            block["is_error"] = True
        d, u = common("user")
        if st["k"] == "bash" and not is_err:
            tur = {"stdout": st["out"], "stderr": "", "interrupted": False, "isImage": False}
        elif is_err:
            tur = "Error: " + out
        elif st["k"] in ("edit",):
            tur = {"filePath": abspath(st["path"]), "oldString": st["old"], "newString": st["new"],
                   "replaceAll": False, "userModified": False}
        elif st["k"] == "read":
            tur = {"type": "text", "file": {"filePath": abspath(st["path"]), "numLines": st["text"].count("\n") + 1,
                                            "startLine": st["start"], "totalLines": st["text"].count("\n") + st["start"]}}
        else:
            tur = {"type": "create", "filePath": abspath(st.get("path", ""))} if st["k"] == "write" else {"mode": "content", "numLines": st["out"].count("\n") + 1}
        d.update({"message": {"role": "user", "content": [block]}, "uuid": u, "timestamp": clk.tick_ms(3),
                  "toolUseResult": tur})
        lines.append(d)
        if st["ev"]:
            evs.append(call_line if st["k"] in ("edit", "write") else len(lines))
    if end.get("text"):
        lines.append(amsg([{"type": "text", "text": end["text"]}]))
        if end.get("ev"):
            evs.append(len(lines))
    return lines, evs


# ---------------------------------------------------------------- Codex exec --json
def codex_cmd(step):
    k = step["k"]
    if k == "bash":
        return sh_quote(step["cmd"]), step["out"], step["rc"]
    if k == "read":
        n = step["text"].count("\n") + step["start"]
        return sh_quote(f"sed -n '{step['start']},{max(n, 200)}p' {step['path']}"), step["text"] + "\n", 0
    if k == "grep":
        p = f" {step['path']}" if step["path"] else ""
        return sh_quote(f"rg -n \"{step['pattern']}\"{p}"), step["out"] + "\n", 0 if step["out"] else 1
    raise ValueError(k)


def render_codex(run, steps, end):
    ids = Ids(run["id"])
    h = ids.hex(32)
    tid = f"019a{h[:4]}-{h[4:8]}-7{h[9:12]}-{h[12:16]}-{h[16:28]}"
    lines, evs = [{"type": "thread.started", "thread_id": tid}, {"type": "turn.started"}], []
    n = 0

    def nid():
        nonlocal n
        i = f"item_{n}"
        n += 1
        return i

    for st in steps:
        k = st["k"]
        if k in ("say", "think"):
            typ = "agent_message" if k == "say" else "reasoning"
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": typ, "text": st["text"]}})
            if st["ev"]:
                evs.append(len(lines))
            continue
        if k in ("edit", "write"):
            kind = "update" if k == "edit" else "add"
            status = "failed" if st.get("err") else "completed"
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "file_change",
                                                             "changes": [{"path": abspath(st["path"]), "kind": kind}],
                                                             "status": status}})
            if st["ev"]:
                evs.append(len(lines))
            continue
        if k == "deny":
            i = nid()
            cmd = sh_quote(st["input"]["command"])
            lines.append({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": cmd,
                                                           "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
            lines.append({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": cmd,
                                                             "aggregated_output": "", "exit_code": None, "status": "declined"}})
            if st["ev"]:
                evs.append(len(lines))
            continue
        cmd, out, rc = codex_cmd(st)
        i = nid()
        lines.append({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": cmd,
                                                       "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
        if k == "bash" and st["rc"] is None:
            if st["ev"]:
                evs.append(len(lines))
            continue
        if out and not out.endswith("\n"):
            out += "\n"
        lines.append({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": cmd,
                                                         "aggregated_output": out, "exit_code": rc,
                                                         "status": "completed" if rc == 0 else "failed"}})
        if st["ev"]:
            evs.append(len(lines))
    kind = end.get("kind", "ok")
    if kind == "ok":
        lines.append({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": end["text"]}})
        if end.get("ev"):
            evs.append(len(lines))
        lines.append({"type": "turn.completed", "usage": run.get("usage", {"input_tokens": 120000 + len(lines) * 2100,
                                                                             "cached_input_tokens": 96000 + len(lines) * 1700,
                                                                             "output_tokens": 2400 + len(lines) * 90})})
    elif kind == "failed":
        lines.append({"type": "error", "message": end["text"]})
        if end.get("ev"):
            evs.append(len(lines))
        lines.append({"type": "turn.failed", "error": {"message": end["text"]}})
        if end.get("ev"):
            evs.append(len(lines))
    return lines, evs


# ---------------------------------------------------------------- Osmia agentstream
def render_osmia(run, steps, end):
    ids = Ids(run["id"])
    clk = Clock(run["start"])
    lines, evs = [{"type": "system", "subtype": "init", "timestamp": clk.tick(5), "session_id": ids.uuid()}], []
    for st in steps:
        k = st["k"]
        if k in ("say", "think"):
            lines.append({"type": "content", "timestamp": clk.tick(9), "role": "assistant", "content": st["text"]})
            if st["ev"]:
                evs.append(len(lines))
            continue
        name, inp = tool_call(st)
        if "file_path" in inp:
            inp = dict(inp, file_path=inp["file_path"].replace(REPO + "/", ""))
        if "path" in inp:
            inp = dict(inp, path=inp["path"].replace(REPO + "/", ""))
        lines.append({"type": "tool_use", "timestamp": clk.tick(3), "tool": name, "args": inp})
        call_line = len(lines)
        if k == "bash" and st["rc"] is None:
            if st["ev"]:
                evs.append(call_line)
            continue
        if k == "bash":
            out = st["out"] + (f"\nexit status {st['rc']}" if st["rc"] else "")
        elif k == "read":
            out = numbered(st["text"], st["start"])
        elif k == "grep":
            out = st["out"]
        elif k == "edit":
            out = st["err"] or f"Edited {st['path']}: 1 replacement ({st['new'].count(chr(10)) - st['old'].count(chr(10)):+d} lines)"
        elif k == "write":
            out = st["err"] or f"Wrote {st['path']} ({st['content'].count(chr(10)) + 1} lines)"
        else:
            out = deny_text(st["tool"], st["input"])
        lines.append({"type": "content", "timestamp": clk.tick(4), "role": "tool", "content": out})
        if st["ev"]:
            evs.append(call_line if k in ("edit", "write") else len(lines))
    for extra in end.get("system", []):
        lines.append({"type": "content", "timestamp": clk.tick(20), "role": "system", "content": extra})
        if end.get("ev"):
            evs.append(len(lines))
    if end.get("kind", "ok") != "none":
        lines.append({"type": "cost", "timestamp": clk.tick(2), "input_tokens": 90000 + len(lines) * 2900,
                      "output_tokens": 3000 + len(lines) * 120, "cost_usd": run["cost"]})
        lines.append({"type": "result", "timestamp": clk.tick(1), "success": end.get("kind", "ok") == "ok",
                      "summary": end["text"]})
        if end.get("ev"):
            evs.append(len(lines))
    return lines, evs
