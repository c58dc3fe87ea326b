"""Renderers for the blind evaluation set (prefix v3-).

A case is a list of abstract steps (say / think / sh / read / edit / write / grep /
todo / note / apierr / end).  Each renderer turns the steps into one of four stream
formats and records, for every step, the 1-based line numbers of its call line and
its output line, so labels can name evidence lines that stay right when the stream
shape changes.

Formats: claude (stream-json), claude-transcript (~/.claude/projects jsonl),
codex (codex exec --json), osmia (agentstream).
"""
import datetime
import hashlib
import json
import random
import re

# --------------------------------------------------------------------------- steps


class Step:
    def __init__(self, kind, ev=None, **kw):
        self.kind = kind
        self.ev = ev          # None | 'call' | 'out' | 'both'
        self.__dict__.update(kw)


def say(text, ev=None):
    return Step("say", ev=ev, text=text)


def think(text, ev=None):
    return Step("think", ev=ev, text=text)


def sh(cmd, out="", code=0, ev=None, desc=None, bg=False, timeout=None, gap=None):
    """gap: seconds the command ran (moves the clock in formats that carry timestamps)."""
    return Step("sh", ev=ev, cmd=cmd, out=out, code=code, desc=desc, bg=bg, timeout=timeout, gap=gap)


def read(path, text, ev=None, error=None):
    return Step("read", ev=ev, path=path, text=text, error=error)


def edit(path, old, new, ev=None, error=None):
    return Step("edit", ev=ev, path=path, old=old, new=new, error=error)


def write(path, content, ev=None, error=None):
    return Step("write", ev=ev, path=path, content=content, error=error)


def grep(pattern, out, path=None, ev=None):
    return Step("grep", ev=ev, pattern=pattern, out=out, path=path)


def todo(items, ev=None):
    return Step("todo", ev=ev, items=items)


def note(text, ev=None, level="info"):
    """Orchestrator notice. Only osmia (content role system) and codex (error event)."""
    return Step("note", ev=ev, text=text, level=level)


def apierr(text, ev=None):
    """Provider / engine error that ends the session."""
    return Step("apierr", ev=ev, text=text)


def end(text, ok=True, ev=None, subtype=None, denials=None):
    return Step("end", ev=ev, text=text, ok=ok, subtype=subtype, denials=denials or [])


# --------------------------------------------------------------------------- helpers


def h(seed, n=8):
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def fake_uuid(seed):
    x = hashlib.sha256(seed.encode()).hexdigest()
    return f"{x[:8]}-{x[8:12]}-{x[12:16]}-{x[16:20]}-{x[20:32]}"


_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58(seed, n=24):
    x = int(hashlib.sha256(seed.encode()).hexdigest(), 16)
    s = ""
    while len(s) < n:
        x, r = divmod(x, 58)
        s += _B58[r]
        if x == 0:
            x = int(hashlib.sha256((seed + s).encode()).hexdigest(), 16)
    return s


def numbered(text, start=1):
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    return "\n".join(f"{i:>6}\u2192{l}" for i, l in enumerate(lines, start))


def iso(dt, ms=True):
    if ms:
        return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


CLAUDE_TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
                "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillShell", "SlashCommand"]
SLASH = ["add-dir", "agents", "clear", "compact", "config", "context", "cost", "doctor", "exit", "help", "ide",
         "init", "mcp", "memory", "model", "output-style", "pr-comments", "release-notes", "resume", "status",
         "review", "security-review", "upgrade", "vim", "permissions", "hooks", "export", "logout", "login"]


class Clock:
    def __init__(self, start, rnd):
        self.t = start
        self.rnd = rnd

    def tick(self, lo=0.4, hi=6.0):
        self.t += datetime.timedelta(seconds=self.rnd.uniform(lo, hi))
        return self.t


# --------------------------------------------------------------------------- renderer base


class Rendered:
    def __init__(self):
        self.lines = []          # list[str] (already JSON-encoded)
        self.pos = []            # per step: (call_line, out_line), 1-based, None if absent
        self.tool_calls = []     # (name, canonical input) for taskrun stats
        self.files = []          # edited / written paths

    def add(self, obj):
        self.lines.append(json.dumps(obj, ensure_ascii=False, separators=(",", ":")))
        return len(self.lines)

    def evidence(self, steps):
        ev = []
        for st, (c, o) in zip(steps, self.pos):
            if not st.ev:
                continue
            if st.ev in ("call", "both") and c:
                ev.append(c)
            if st.ev in ("out", "both") and o:
                ev.append(o)
            if st.ev in ("out",) and not o and c:
                ev.append(c)
            if st.ev in ("call",) and not c and o:
                ev.append(o)
        return sorted(set(ev))



_PS_WORDS = re.compile(r"Get-ChildItem|Get-Content|Set-Content|Measure-Object|Select-String|ForEach-Object|-replace|\$env:|Stop-Process|Get-Process")


def _bash_cmd(cmd, env):
    """Claude Code on Windows runs its Bash tool through Git Bash: keep commands bash-shaped there."""
    if env.get("os") != "win" or env.get("format") not in ("claude", "claude-transcript"):
        return cmd
    if cmd.startswith(("powershell", "pwsh")):
        return cmd
    cmd = re.sub(r"\|\s*Select-Object -Last (\d+)$", r"| tail -\1", cmd)
    cmd = re.sub(r"\|\s*Select-Object -First (\d+)$", r"| head -\1", cmd)
    cmd = cmd.replace("%TEMP%", "$TEMP")
    if _PS_WORDS.search(cmd) or "Select-Object" in cmd:
        return 'powershell -NoProfile -Command "' + cmd.replace('"', '\\"') + '"'
    return cmd


def _tool_of(st, env):
    """Claude-Code style (name, input, output text, is_error) for a step."""
    if st.kind == "sh":
        inp = {"command": _bash_cmd(st.cmd, env)}
        if st.desc:
            inp["description"] = st.desc
        if st.timeout:
            inp["timeout"] = st.timeout
        if st.bg:
            inp["run_in_background"] = True
        out = st.out
        if st.code not in (0, None) and not out.startswith(("Command timed out", "Claude requested permissions",
                                                             "Permission to use", "<tool_use_error>")):
            out = f"Exit code {st.code}\n" + out
        return "Bash", inp, out, st.code not in (0, None)
    if st.kind == "read":
        if st.error:
            return "Read", {"file_path": st.path}, st.error, True
        return "Read", {"file_path": st.path}, numbered(st.text), False
    if st.kind == "edit":
        inp = {"file_path": st.path, "old_string": st.old, "new_string": st.new}
        if st.error:
            return "Edit", inp, st.error, True
        return "Edit", inp, (f"The file {st.path} has been updated. Here's the result of running `cat -n` on a "
                             f"snippet of the edited file:\n" + numbered(st.new, start=12)), False
    if st.kind == "write":
        if st.error:
            return "Write", {"file_path": st.path, "content": st.content}, st.error, True
        return "Write", {"file_path": st.path, "content": st.content}, f"File created successfully at: {st.path}", False
    if st.kind == "grep":
        inp = {"pattern": st.pattern, "output_mode": "content", "-n": True}
        if st.path:
            inp["path"] = st.path
        return "Grep", inp, st.out, False
    if st.kind == "todo":
        todos = [{"content": t, "status": s, "activeForm": t[0].upper() + t[1:] if t else t} for t, s in st.items]
        return "TodoWrite", {"todos": todos}, ("Todos have been modified successfully. Ensure that you continue to use "
                                               "the todo list to track your progress. Please proceed with the current "
                                               "tasks if applicable"), False
    raise ValueError(st.kind)


# --------------------------------------------------------------------------- claude stream-json


def render_claude(case):
    r = Rendered()
    rnd = random.Random(case["id"])
    sid = fake_uuid(case["id"] + "sid")
    model = case.get("model", "claude-sonnet-4-5-20250929")
    r.add({"type": "system", "subtype": "init", "cwd": case["cwd"], "session_id": sid, "tools": CLAUDE_TOOLS,
           "mcp_servers": [], "model": model, "permissionMode": case.get("permission_mode", "bypassPermissions"),
           "slash_commands": SLASH, "apiKeySource": case.get("api_key_source", "none"),
           "claude_code_version": case.get("cc_version", "2.0.14"), "output_style": "default",
           "agents": ["general-purpose", "statusline-setup", "output-style-setup"],
           "uuid": fake_uuid(case["id"] + "init")})
    n_turns = 0
    cost = 0.0
    usage_in = 0
    k = 0

    def msg(content, stop=None, synthetic=False):
        nonlocal k
        k += 1
        m = {"id": ("msg_01" + b58(case["id"] + "m" + str(k), 22)) if not synthetic else fake_uuid(case["id"] + "syn"),
             "type": "message", "role": "assistant", "model": "<synthetic>" if synthetic else model,
             "content": content, "stop_reason": stop, "stop_sequence": None if not synthetic else "",
             "usage": {"input_tokens": 0 if synthetic else rnd.randint(3, 9),
                       "cache_creation_input_tokens": 0 if synthetic else rnd.randint(200, 4000),
                       "cache_read_input_tokens": 0 if synthetic else rnd.randint(12000, 60000),
                       "output_tokens": 0 if synthetic else rnd.randint(20, 600),
                       "service_tier": "standard" if not synthetic else None}}
        return {"type": "assistant", "message": m, "parent_tool_use_id": None, "session_id": sid,
                "uuid": fake_uuid(case["id"] + "u" + str(k))}

    for i, st in enumerate(case["steps"]):
        if st.kind == "say":
            c = r.add(msg([{"type": "text", "text": st.text}]))
            r.pos.append((c, None))
        elif st.kind == "think":
            c = r.add(msg([{"type": "thinking", "thinking": st.text, "signature": b58(case["id"] + "sig" + str(i), 40)}]))
            r.pos.append((c, None))
        elif st.kind in ("sh", "read", "edit", "write", "grep", "todo"):
            name, inp, out, err = _tool_of(st, case)
            tid = "toolu_01" + b58(case["id"] + "t" + str(i), 22)
            c = r.add(msg([{"type": "tool_use", "id": tid, "name": name, "input": inp}]))
            res = {"tool_use_id": tid, "type": "tool_result", "content": out}
            if err:
                res["is_error"] = True
            o = r.add({"type": "user", "message": {"role": "user", "content": [res]}, "parent_tool_use_id": None,
                       "session_id": sid, "uuid": fake_uuid(case["id"] + "r" + str(i))})
            r.pos.append((c, o))
            r.tool_calls.append((name, json.dumps(inp, sort_keys=True)))
            if st.kind in ("edit", "write") and not getattr(st, "error", None):
                r.files.append(st.path)
            n_turns += 1
        elif st.kind == "apierr":
            c = r.add(msg([{"type": "text", "text": st.text}], stop="stop_sequence", synthetic=True))
            o = r.add({"type": "result", "subtype": "success", "is_error": True,
                       "duration_ms": rnd.randint(60000, 1900000), "duration_api_ms": rnd.randint(50000, 1500000),
                       "num_turns": n_turns + 1, "result": st.text, "session_id": sid,
                       "total_cost_usd": round(rnd.uniform(0.3, 4.5), 6),
                       "usage": {"input_tokens": rnd.randint(4, 90), "cache_creation_input_tokens": rnd.randint(200, 9000),
                                 "cache_read_input_tokens": rnd.randint(20000, 900000),
                                 "output_tokens": rnd.randint(500, 9000),
                                 "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
                       "permission_denials": [], "uuid": fake_uuid(case["id"] + "res")})
            r.pos.append((c, o))
        elif st.kind == "end":
            subtype = st.subtype or "success"
            o = r.add({"type": "result", "subtype": subtype, "is_error": not st.ok,
                       "duration_ms": rnd.randint(60000, 1900000), "duration_api_ms": rnd.randint(50000, 1500000),
                       "num_turns": n_turns + 1, "result": st.text, "session_id": sid,
                       "total_cost_usd": round(rnd.uniform(0.2, 4.5), 6),
                       "usage": {"input_tokens": rnd.randint(4, 90), "cache_creation_input_tokens": rnd.randint(200, 9000),
                                 "cache_read_input_tokens": rnd.randint(20000, 900000),
                                 "output_tokens": rnd.randint(500, 9000),
                                 "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
                       "permission_denials": st.denials, "uuid": fake_uuid(case["id"] + "res")})
            r.pos.append((None, o))
        elif st.kind == "note":
            raise ValueError(f"{case['id']}: note() not available in claude format")
        else:
            raise ValueError(st.kind)
    return r


# --------------------------------------------------------------------------- claude transcript


def render_transcript(case):
    r = Rendered()
    rnd = random.Random(case["id"])
    clock = Clock(case["start"], rnd)
    sid = fake_uuid(case["id"] + "sid")
    model = case.get("model", "claude-sonnet-4-5-20250929")
    version = case.get("cc_version", "2.0.31")
    branch = case.get("branch", "main")
    parent = None
    k = 0

    def base(typ):
        nonlocal k
        k += 1
        u = fake_uuid(case["id"] + "tu" + str(k))
        d = {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": case["cwd"],
             "sessionId": sid, "version": version, "gitBranch": branch, "type": typ}
        return d, u

    def push(d, u):
        nonlocal parent
        d["uuid"] = u
        d["timestamp"] = iso(clock.tick())
        parent = u
        return r.add(d)

    # bookkeeping line + the prompt as the first user message
    r.add({"type": "file-history-snapshot", "messageId": fake_uuid(case["id"] + "fh"),
           "snapshot": {"messageId": fake_uuid(case["id"] + "fh"), "trackedFileBackups": {},
                        "timestamp": iso(case["start"])}, "isSnapshotUpdate": False})
    d, u = base("user")
    d["message"] = {"role": "user", "content": case["prompt_text"]}
    d["thinkingMetadata"] = {"level": "high", "disabled": False, "triggers": []}
    d["todos"] = []
    d["permissionMode"] = case.get("permission_mode", "bypassPermissions")
    push(d, u)

    def amsg(content, synthetic=False, stop=None):
        m = {"model": "<synthetic>" if synthetic else model,
             "id": ("msg_01" + b58(case["id"] + "am" + str(k), 22)) if not synthetic else fake_uuid(case["id"] + "syn"),
             "type": "message", "role": "assistant", "content": content, "stop_reason": stop,
             "stop_sequence": None if not synthetic else "",
             "usage": {"input_tokens": 0 if synthetic else rnd.randint(3, 9),
                       "cache_creation_input_tokens": 0 if synthetic else rnd.randint(200, 4000),
                       "cache_read_input_tokens": 0 if synthetic else rnd.randint(12000, 60000),
                       "output_tokens": 0 if synthetic else rnd.randint(20, 600),
                       "service_tier": "standard" if not synthetic else None}}
        return m

    for i, st in enumerate(case["steps"]):
        if st.kind in ("say", "think"):
            d, u = base("assistant")
            block = {"type": "text", "text": st.text} if st.kind == "say" else \
                {"type": "thinking", "thinking": st.text, "signature": b58(case["id"] + "sig" + str(i), 40)}
            d["message"] = amsg([block])
            d["requestId"] = "req_011C" + b58(case["id"] + "rq" + str(i), 20)
            c = push(d, u)
            r.pos.append((c, None))
        elif st.kind in ("sh", "read", "edit", "write", "grep", "todo"):
            name, inp, out, err = _tool_of(st, case)
            tid = "toolu_01" + b58(case["id"] + "t" + str(i), 22)
            d, u = base("assistant")
            d["message"] = amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}])
            d["requestId"] = "req_011C" + b58(case["id"] + "rq" + str(i), 20)
            c = push(d, u)
            a_uuid = u
            # hook progress lines, as real transcripts carry them (not on every call)
            if name in ("Bash", "Edit", "Write") and rnd.random() < 0.35:
                dp, up = base("progress")
                dp["data"] = {"type": "hook_progress", "hookEvent": "PreToolUse", "hookName": f"PreToolUse:{name}",
                              "command": case.get("hook_cmd", "pwsh -NoProfile -File .claude/hooks/guard.ps1")}
                dp["parentToolUseID"] = tid
                dp["toolUseID"] = tid
                dp["uuid"] = up
                dp["timestamp"] = iso(clock.tick(0.01, 0.05))
                r.add(dp)
            if getattr(st, "gap", None):
                clock.tick(st.gap, st.gap * 1.05)
            d, u = base("user")
            res = {"tool_use_id": tid, "type": "tool_result", "content": out}
            res["is_error"] = bool(err)
            d["message"] = {"role": "user", "content": [res]}
            if name == "Bash":
                d["toolUseResult"] = {"stdout": out if not err else "", "stderr": out if err else "",
                                      "interrupted": False, "isImage": False}
            elif name in ("Edit",) and not err:
                d["toolUseResult"] = {"filePath": inp["file_path"], "oldString": inp["old_string"],
                                      "newString": inp["new_string"], "replaceAll": False, "userModified": False}
            d["sourceToolAssistantUUID"] = a_uuid
            o = push(d, u)
            r.pos.append((c, o))
            r.tool_calls.append((name, json.dumps(inp, sort_keys=True)))
            if st.kind in ("edit", "write") and not getattr(st, "error", None):
                r.files.append(st.path)
        elif st.kind == "apierr":
            d, u = base("assistant")
            d["message"] = amsg([{"type": "text", "text": st.text}], synthetic=True, stop="stop_sequence")
            d["isApiErrorMessage"] = True
            c = push(d, u)
            r.pos.append((c, None))
        elif st.kind == "end":
            # a transcript has no result line; the final prose is an assistant text message
            d, u = base("assistant")
            d["message"] = amsg([{"type": "text", "text": st.text}], stop="end_turn")
            d["requestId"] = "req_011C" + b58(case["id"] + "rqend", 20)
            c = push(d, u)
            r.pos.append((c, None))
        elif st.kind == "note":
            raise ValueError(f"{case['id']}: note() not available in transcript format")
        else:
            raise ValueError(st.kind)
    return r


# --------------------------------------------------------------------------- codex exec --json


def _codex_cmd(case, cmd):
    if case.get("os") == "win":
        return '"C:\\Program Files\\PowerShell\\7\\pwsh.exe" -Command "' + cmd.replace('"', '\\"') + '"'
    return "bash -lc " + json.dumps(cmd) if "'" in cmd else f"bash -lc '{cmd}'"


def _codex_read_cmd(case, path):
    if case.get("os") == "win":
        return f"Get-Content -Raw {path}"
    return f"sed -n '1,200p' {path}"


def render_codex(case):
    r = Rendered()
    rnd = random.Random(case["id"])
    r.add({"type": "thread.started", "thread_id": fake_uuid(case["id"] + "thr")[:36]})
    r.add({"type": "turn.started"})
    n = 0

    def iid():
        nonlocal n
        s = f"item_{n}"
        n += 1
        return s

    usage = {"input_tokens": rnd.randint(60000, 900000), "cached_input_tokens": 0, "output_tokens": rnd.randint(2000, 30000)}
    usage["cached_input_tokens"] = int(usage["input_tokens"] * rnd.uniform(0.6, 0.92))
    for i, st in enumerate(case["steps"]):
        if st.kind == "say":
            c = r.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st.text}})
            r.pos.append((c, None))
        elif st.kind == "think":
            c = r.add({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": st.text}})
            r.pos.append((c, None))
        elif st.kind in ("sh", "read", "grep"):
            if st.kind == "sh":
                cmd, out, code = st.cmd, st.out, st.code
            elif st.kind == "read":
                cmd, out, code = _codex_read_cmd(case, st.path), (st.error or st.text), (1 if st.error else 0)
            else:
                cmd = f"rg -n \"{st.pattern}\" {st.path or '.'}"
                out, code = st.out, 0
            full = _codex_cmd(case, cmd)
            item = iid()
            c = r.add({"type": "item.started", "item": {"id": item, "type": "command_execution", "command": full,
                                                         "aggregated_output": "", "exit_code": None,
                                                         "status": "in_progress"}})
            status = getattr(st, "status", None) or ("completed" if code == 0 else "failed")
            o = r.add({"type": "item.completed", "item": {"id": item, "type": "command_execution", "command": full,
                                                           "aggregated_output": out, "exit_code": code,
                                                           "status": status}})
            r.pos.append((o, o))   # item.completed carries both the command and its output
            r.tool_calls.append(("shell", cmd))
        elif st.kind in ("edit", "write"):
            if getattr(st, "error", None):
                # codex has no failing-edit item; show it as a failed apply_patch
                body = (f"*** Update File: {st.path}\n@@\n-{st.old}\n+{st.new}" if st.kind == "edit"
                        else f"*** Add File: {st.path}\n+" + st.content.replace("\n", "\n+"))
                full = _codex_cmd(case, f"apply_patch <<'PATCH'\n*** Begin Patch\n{body}\n*** End Patch\nPATCH")
                item = iid()
                c = r.add({"type": "item.started", "item": {"id": item, "type": "command_execution", "command": full,
                                                             "aggregated_output": "", "exit_code": None,
                                                             "status": "in_progress"}})
                o = r.add({"type": "item.completed", "item": {"id": item, "type": "command_execution", "command": full,
                                                               "aggregated_output": st.error, "exit_code": 1,
                                                               "status": "failed"}})
                r.pos.append((c, o))
                r.tool_calls.append(("apply_patch", st.path + st.old))
                continue
            kind = "add" if st.kind == "write" and getattr(st, "new_file", True) else "update"
            c = r.add({"type": "item.completed", "item": {"id": iid(), "type": "file_change",
                                                          "changes": [{"path": st.path, "kind": kind}],
                                                          "status": "completed"}})
            r.pos.append((c, c))
            r.tool_calls.append(("apply_patch", st.path + (st.new if st.kind == "edit" else st.content)))
            r.files.append(st.path)
        elif st.kind == "todo":
            c = r.add({"type": "item.completed", "item": {"id": iid(), "type": "todo_list",
                                                          "items": [{"text": t, "completed": s == "completed"} for t, s in st.items]}})
            r.pos.append((c, None))
        elif st.kind == "note":
            c = r.add({"type": "error", "message": st.text})
            r.pos.append((c, c))
        elif st.kind == "apierr":
            c = r.add({"type": "error", "message": st.text})
            o = r.add({"type": "turn.failed", "error": {"message": st.text}})
            r.pos.append((c, o))
        elif st.kind == "end":
            if st.ok:
                o = r.add({"type": "turn.completed", "usage": usage})
            else:
                o = r.add({"type": "turn.failed", "error": {"message": st.text}})
            r.pos.append((None, o))
        else:
            raise ValueError(st.kind)
    return r


# --------------------------------------------------------------------------- osmia agentstream


def render_osmia(case):
    r = Rendered()
    rnd = random.Random(case["id"])
    clock = Clock(case["start"], rnd)
    sid = "osm-" + h(case["id"] + "sid", 12)
    r.add({"type": "system", "subtype": "init", "timestamp": iso(clock.tick(), ms=False), "session_id": sid,
           "engine": case.get("engine", "claude-code"), "model": case.get("model", "claude-sonnet-4-5-20250929"),
           "cwd": case["cwd"], "task_run": case["id"]})
    calls = 0
    for i, st in enumerate(case["steps"]):
        if st.kind in ("say", "think"):
            c = r.add({"type": "content", "timestamp": iso(clock.tick(), ms=False), "role": "assistant", "content": st.text})
            r.pos.append((c, None))
        elif st.kind in ("sh", "read", "edit", "write", "grep", "todo"):
            name, inp, out, err = _tool_of(st, case)
            if st.kind == "sh" and st.code not in (0, None):
                # Osmia tool output carries no error flag; keep the exit code the way the pod's shell wrapper prints it
                out = st.out + f"\n[exit status {st.code}]"
            c = r.add({"type": "tool_use", "timestamp": iso(clock.tick(), ms=False), "tool": name, "args": inp})
            if getattr(st, "gap", None):
                clock.tick(st.gap, st.gap * 1.05)
            o = r.add({"type": "content", "timestamp": iso(clock.tick(), ms=False), "role": "tool", "content": out})
            r.pos.append((c, o))
            r.tool_calls.append((name, json.dumps(inp, sort_keys=True)))
            if st.kind in ("edit", "write") and not getattr(st, "error", None):
                r.files.append(st.path)
            calls += 1
            if calls % 9 == 0:
                r.add({"type": "cost", "timestamp": iso(clock.tick(), ms=False),
                       "input_tokens": rnd.randint(40000, 300000), "output_tokens": rnd.randint(1000, 12000),
                       "cost_usd": round(rnd.uniform(0.05, 0.9), 4)})
        elif st.kind == "note":
            c = r.add({"type": "content", "timestamp": iso(clock.tick(), ms=False), "role": "system", "content": st.text})
            r.pos.append((c, c))
        elif st.kind == "apierr":
            c = r.add({"type": "content", "timestamp": iso(clock.tick(), ms=False), "role": "system", "content": st.text})
            o = r.add({"type": "result", "timestamp": iso(clock.tick(), ms=False), "success": False, "summary": st.text})
            r.pos.append((c, o))
        elif st.kind == "end":
            r.add({"type": "cost", "timestamp": iso(clock.tick(), ms=False),
                   "input_tokens": rnd.randint(100000, 900000), "output_tokens": rnd.randint(3000, 30000),
                   "cost_usd": round(rnd.uniform(0.2, 3.5), 4)})
            o = r.add({"type": "result", "timestamp": iso(clock.tick(), ms=False), "success": bool(st.ok),
                       "summary": st.text})
            r.pos.append((None, o))
        else:
            raise ValueError(st.kind)
    return r


RENDERERS = {"claude": render_claude, "claude-transcript": render_transcript, "codex": render_codex,
             "osmia": render_osmia}


def longest_identical(calls):
    best = cur = 0
    prev = None
    for c in calls:
        cur = cur + 1 if c == prev else 1
        best = max(best, cur)
        prev = c
    return best
