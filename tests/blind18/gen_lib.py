"""Renderers for the blind27 evaluation set.

A case is written once as a list of abstract steps (say, think, bash, read, edit,
write, grep, api_error, notice, denied ...) and rendered into one of four on-disk
stream formats: Claude Code stream-json ("claude"), Claude Code session transcript
("claude-transcript"), OpenAI Codex exec --json ("codex") and Osmia agentstream
("osmia").  The renderer tracks which 1-based stream lines each step produced so
that labels can point at the evidence lines exactly.
"""
import hashlib
import json
import random
import uuid
from datetime import datetime, timedelta, timezone

FORMATS = ("claude", "claude-transcript", "codex", "osmia")
MODES = ("infra_failure", "permission_blocked", "dependency_missing",
         "test_misunderstanding", "wrong_approach", "scope_creep",
         "model_confusion", "unknown")

CWD = "/workspace/repo"
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


# ---------------------------------------------------------------- steps
def say(text, ev=False):
    return {"k": "say", "text": text, "ev": ev}


def think(text, ev=False):
    return {"k": "think", "text": text, "ev": ev}


def bash(cmd, out, rc=0, ev=False, desc=None, timeout=False):
    """ev: False | True (output line) | 'cmd' (call line) | 'both'."""
    return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "desc": desc}


def read(path, content, ev=False, start=1, missing=False):
    return {"k": "read", "path": path, "content": content, "ev": ev, "start": start, "missing": missing}


def edit(path, old, new, ev=False, ok=True, err=None):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "ok": ok, "err": err}


def write(path, content, ev=False):
    return {"k": "write", "path": path, "content": content, "ev": ev}


def grep(pattern, out, path=".", ev=False, glob_=None):
    return {"k": "grep", "pattern": pattern, "out": out, "path": path, "ev": ev, "glob": glob_}


def glob(pattern, out, ev=False):
    return {"k": "glob", "pattern": pattern, "out": out, "ev": ev}


def todo(items):
    return {"k": "todo", "items": items, "ev": False}


def api_error(text, ev=True, status=None):
    """Provider-side error that ends the session (usage limit, overload, 429 ...)."""
    return {"k": "api_error", "text": text, "ev": ev, "status": status}


def notice(text, level="ERROR", ev=False):
    """Orchestrator's own log line (plain '[ts] [LEVEL] text' line, or osmia system content)."""
    return {"k": "notice", "text": text, "level": level, "ev": ev}


def denied(tool, inp, ev=True):
    """Claude Code tool permission denial (the harness refused the tool call)."""
    return {"k": "denied", "tool": tool, "input": inp, "ev": ev}


def codex_errors(msgs, ev=True):
    """Codex 'error' events (reconnect notices ...), rendered as plain notices elsewhere."""
    return {"k": "cx_errors", "msgs": msgs, "ev": ev}


TOOL_KINDS = {"bash", "read", "edit", "write", "grep", "glob", "todo", "denied"}


# ---------------------------------------------------------------- helpers
class Rng:
    def __init__(self, seed):
        self.r = random.Random(int(hashlib.sha256(seed.encode()).hexdigest()[:16], 16))

    def b62(self, n):
        return "".join(self.r.choice(B62) for _ in range(n))

    def uuid(self):
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def hexs(self, n):
        return "".join(self.r.choice("0123456789abcdef") for _ in range(n))

    def randint(self, a, b):
        return self.r.randint(a, b)

    def uniform(self, a, b):
        return self.r.uniform(a, b)


def numbered(content, start=1):
    lines = content.split("\n")
    return "\n".join("%6d\u2192%s" % (i + start, l) for i, l in enumerate(lines))


def abspath(p):
    if p.startswith("/") or (len(p) > 1 and p[1] == ":"):
        return p
    if "\\" in CWD:
        return CWD + "\\" + p.replace("/", "\\")
    return CWD + "/" + p


def dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


def codex_cmd(cmd):
    if "\\" in CWD:
        esc = cmd.replace('"', '\\"')
        return '"C:\\WINDOWS\\System32\\WindowsPowerShell\\v1.0\\powershell.exe" -Command "%s"' % esc
    esc = cmd.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$").replace("`", "\\`")
    return 'bash -lc "%s"' % esc


class Clock:
    def __init__(self, rng, base):
        self.t = base
        self.rng = rng

    def tick(self, lo=1, hi=9):
        self.t += timedelta(seconds=self.rng.randint(lo, hi), milliseconds=self.rng.randint(0, 999))
        return self.t

    def iso(self, ms=False):
        if ms:
            return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.t.microsecond // 1000)
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")


# ---------------------------------------------------------------- renderer
class Out:
    def __init__(self):
        self.lines = []
        self.ev = []

    def add(self, obj, ev=False):
        self.lines.append(obj if isinstance(obj, str) else dumps(obj))
        if ev:
            self.ev.append(len(self.lines))
        return len(self.lines)


def tool_input(st):
    k = st["k"]
    if k == "bash":
        d = {"command": st["cmd"]}
        if st.get("desc"):
            d["description"] = st["desc"]
        return "Bash", d
    if k == "read":
        return "Read", {"file_path": abspath(st["path"])}
    if k == "edit":
        return "Edit", {"file_path": abspath(st["path"]), "old_string": st["old"], "new_string": st["new"]}
    if k == "write":
        return "Write", {"file_path": abspath(st["path"]), "content": st["content"]}
    if k == "grep":
        d = {"pattern": st["pattern"], "path": st["path"], "output_mode": "content", "-n": True}
        if st.get("glob"):
            d["glob"] = st["glob"]
        return "Grep", d
    if k == "glob":
        return "Glob", {"pattern": st["pattern"]}
    if k == "todo":
        return "TodoWrite", {"todos": [{"content": t, "status": "pending" if i else "in_progress",
                                        "activeForm": t} for i, t in enumerate(st["items"])]}
    if k == "denied":
        return st["tool"], st["input"]
    raise ValueError(k)


def tool_output(st):
    """(text, is_error) of a tool call as Claude Code would report it."""
    k = st["k"]
    if k == "bash":
        out = st["out"]
        if st["rc"] != 0:
            return ("Exit code %d\n%s" % (st["rc"], out)).rstrip("\n"), True
        return out, False
    if k == "read":
        if st.get("missing"):
            return "<tool_use_error>File does not exist.</tool_use_error>", True
        return numbered(st["content"], st.get("start", 1)), False
    if k == "edit":
        if not st["ok"]:
            return st["err"] or "<tool_use_error>String to replace not found in file.\nString: %s</tool_use_error>" % st["old"], True
        snippet = numbered(st["new"], 1)
        return ("The file %s has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n%s"
                % (abspath(st["path"]), snippet)), False
    if k == "write":
        return "File created successfully at: %s" % abspath(st["path"]), False
    if k in ("grep", "glob"):
        return st["out"] or "No matches found", False
    if k == "todo":
        return ("Todos have been modified successfully. Ensure that you continue to use the todo list to track "
                "your progress. Please proceed with the current tasks if applicable"), False
    if k == "denied":
        return "Claude requested permissions to use %s, but you haven't granted it yet." % st["tool"], True
    raise ValueError(k)


def ev_flags(st):
    """(call_is_ev, output_is_ev)"""
    e = st.get("ev")
    if not e:
        return False, False
    if e == "cmd":
        return True, False
    if e == "both":
        return True, True
    if st["k"] in ("edit", "write", "todo") and st.get("ok", True):
        return True, False
    return False, True


class Case:
    def __init__(self, slug, fmt, mode, steps, prompt, why, near_miss="", final=None,
                 end="normal", state=None, result_success=None, result_json="auto",
                 watchdog=None, files_changed=None, engine=None, model=None, ticket=None,
                 retry_count=0, final_ev=False, summary=None, exit_code=None, created=None,
                 claude_subtype=None, extra_ev=None, alarming=False, cwd=None, perm_mode=None, noise=None):
        self.noise = noise
        self.alarming = alarming
        self.cwd = cwd or "/workspace/repo"
        self.perm_mode = perm_mode or "bypassPermissions"
        self.slug = slug
        self.fmt = fmt
        self.mode = mode
        self.steps = steps
        self.prompt = prompt.strip() + "\n"
        self.why = why
        self.near_miss = near_miss
        self.final = final
        self.end = end                # normal | killed | api_error
        self.succeeded = (mode == "succeeded")
        self.state = state or ("Succeeded" if self.succeeded else "Failed")
        self.result_success = self.succeeded if result_success is None else result_success
        self.result_json = result_json
        self.watchdog = watchdog
        self.files_changed = files_changed
        self.engine = engine
        self.model = model
        self.ticket = ticket or prompt.strip().split("\n")[0].lstrip("# ").split(":")[0]
        self.retry_count = retry_count
        self.final_ev = final_ev
        self.summary = summary
        self.exit_code = exit_code
        self.claude_subtype = claude_subtype
        h = hashlib.sha256(("blind27/" + slug).encode()).hexdigest()[:4]
        self.id = "x-%s-%s" % (slug, h)
        self.rng = Rng(self.id)
        day = self.rng.randint(0, 40)
        base = datetime(2026, 10, 6, 7, 0, 0, tzinfo=timezone.utc) + timedelta(
            days=day, minutes=self.rng.randint(0, 600))
        self.base = base
        self.extra_ev = extra_ev or []


def render(case):
    global CWD
    CWD = case.cwd
    case.rng = Rng(case.id)
    fmt = case.fmt
    if fmt == "claude":
        out, meta = _render_claude(case, transcript=False)
    elif fmt == "claude-transcript":
        out, meta = _render_claude(case, transcript=True)
    elif fmt == "codex":
        out, meta = _render_codex(case)
    elif fmt == "osmia":
        out, meta = _render_osmia(case)
    else:
        raise ValueError(fmt)
    return out, meta


def _stats(case):
    calls = [s for s in case.steps if s["k"] in TOOL_KINDS]
    changed = set()
    for s in case.steps:
        if s["k"] in ("edit", "write") and s.get("ok", True):
            changed.add(s["path"])
    best = cur = 0
    prev = None
    for s in calls:
        key = json.dumps(tool_input(s), sort_keys=True)
        cur = cur + 1 if key == prev else 1
        prev = key
        best = max(best, cur)
    return {"tool_calls": len(calls), "files_changed": len(changed), "consecutive": best}


# ------------------------------------------------ Claude stream-json / transcript
def _render_claude(case, transcript):
    r = case.rng
    clk = Clock(r, case.base)
    o = Out()
    sid = r.uuid()
    model = case.model or "claude-sonnet-4-5-20250929"
    version = "2.0.%d" % r.randint(14, 60)
    branch = "agent/%s" % case.ticket.lower()
    parent = [None]
    usage_in = [r.randint(9000, 16000)]

    def wrap(obj, kind):
        """kind: 'assistant' | 'user'"""
        if transcript:
            u = r.uuid()
            line = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": case.cwd,
                    "sessionId": sid, "version": version, "gitBranch": branch}
            line.update(obj)
            if kind == "assistant":
                line["requestId"] = "req_011C" + r.b62(20)
            line["uuid"] = u
            line["timestamp"] = clk.iso(ms=True)
            parent[0] = u
            return line
        obj = dict(obj)
        obj["parent_tool_use_id"] = None
        obj["session_id"] = sid
        obj["uuid"] = r.uuid()
        return obj

    def amsg(blocks, stop=None):
        usage_in[0] += r.randint(200, 2400)
        return {"type": "assistant", "message": {
            "id": "msg_01" + r.b62(22), "type": "message", "role": "assistant", "model": model,
            "content": blocks, "stop_reason": stop, "stop_sequence": None,
            "usage": {"input_tokens": r.randint(3, 9), "cache_creation_input_tokens": r.randint(100, 3000),
                      "cache_read_input_tokens": usage_in[0], "output_tokens": r.randint(20, 600),
                      "service_tier": "standard"}}}

    if transcript:
        clk.tick()
        u = r.uuid()
        o.add({"type": "file-history-snapshot", "messageId": u, "snapshot": {
            "messageId": u, "trackedFileBackups": {}, "timestamp": clk.iso(ms=True)}, "isSnapshotUpdate": False})
        line = wrap({"type": "user", "message": {"role": "user", "content": case.prompt.strip()}}, "user")
        line["uuid"] = u
        parent[0] = u
        o.add(line)
    else:
        clk.tick()
        o.add({"type": "system", "subtype": "init", "cwd": case.cwd, "session_id": sid,
               "tools": ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit",
                         "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"],
               "mcp_servers": [], "model": model, "permissionMode": case.perm_mode,
               "slash_commands": ["compact", "context", "cost", "init", "review", "security-review"],
               "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default", "uuid": r.uuid()})

    denials = []
    num_turns = 1
    for st in case.steps:
        k = st["k"]
        clk.tick()
        if k == "say":
            o.add(wrap(amsg([{"type": "text", "text": st["text"]}]), "assistant"), st["ev"])
        elif k == "think":
            o.add(wrap(amsg([{"type": "thinking", "thinking": st["text"], "signature": r.b62(64)}]), "assistant"), st["ev"])
        elif k in TOOL_KINDS:
            num_turns += 1
            name, inp = tool_input(st)
            tid = "toolu_01" + r.b62(22)
            cev, oev = ev_flags(st)
            o.add(wrap(amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}]), "assistant"), cev)
            text, is_err = tool_output(st)
            clk.tick(1, 30 if k == "bash" else 3)
            res = {"tool_use_id": tid, "type": "tool_result", "content": text}
            if is_err or k == "bash":
                res["is_error"] = is_err
            line = {"type": "user", "message": {"role": "user", "content": [res]}}
            if transcript:
                if k == "bash":
                    line["toolUseResult"] = {"stdout": st["out"], "stderr": "", "interrupted": False, "isImage": False} \
                        if not is_err else "Error: " + text
                elif k == "read" and st.get("missing"):
                    line["toolUseResult"] = "Error: File does not exist."
                elif k == "read":
                    line["toolUseResult"] = {"type": "text", "file": {"filePath": abspath(st["path"]),
                                             "content": st["content"], "numLines": st["content"].count("\n") + 1,
                                             "startLine": st.get("start", 1), "totalLines": st["content"].count("\n") + 1}}
                elif k == "edit" and st["ok"]:
                    line["toolUseResult"] = {"filePath": abspath(st["path"]), "oldString": st["old"],
                                             "newString": st["new"], "replaceAll": False}
                elif is_err:
                    line["toolUseResult"] = "Error: " + text
            o.add(wrap(line, "user"), oev)
            if k == "denied":
                denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
        elif k == "api_error":
            blk = {"type": "text", "text": st["text"]}
            line = {"type": "assistant", "message": {
                "id": r.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                "stop_sequence": "", "type": "message",
                "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                          "cache_read_input_tokens": 0}, "content": [blk]}}
            line = wrap(line, "assistant")
            if transcript:
                line["isApiErrorMessage"] = True
                line.pop("requestId", None)
            o.add(line, st["ev"])
        elif k == "notice":
            o.add("[%s] [%s] %s" % (clk.iso(), st["level"], st["text"]), st["ev"])
        elif k == "cx_errors":
            for m in st["msgs"]:
                o.add("[%s] [WARN] %s" % (clk.iso(), m), st["ev"])
        else:
            raise ValueError(k)

    final_text = case.final
    if case.end == "normal" and final_text:
        clk.tick()
        o.add(wrap(amsg([{"type": "text", "text": final_text}], stop="end_turn"), "assistant"), case.final_ev)
    if not transcript:
        cost = round(r.uniform(0.08, 3.2), 6)
        dur = int((clk.t - case.base).total_seconds() * 1000)
        if case.end == "normal":
            clk.tick()
            sub = case.claude_subtype or "success"
            is_err = sub.startswith("error")
            res = {"type": "result", "subtype": sub, "is_error": is_err,
                   "duration_ms": dur, "duration_api_ms": int(dur * 0.8), "num_turns": num_turns,
                   "result": final_text or "", "session_id": sid, "total_cost_usd": cost,
                   "usage": {"input_tokens": r.randint(20, 200), "cache_creation_input_tokens": r.randint(2000, 30000),
                             "cache_read_input_tokens": usage_in[0] * 3, "output_tokens": r.randint(800, 9000),
                             "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
                   "permission_denials": denials, "uuid": r.uuid()}
            o.add(res, case.final_ev)
        elif case.end == "api_error":
            last = [s for s in case.steps if s["k"] == "api_error"][-1]
            clk.tick(0, 1)
            res = {"type": "result", "subtype": "success", "is_error": True, "duration_ms": dur,
                   "duration_api_ms": int(dur * 0.8), "num_turns": num_turns, "result": last["text"],
                   "session_id": sid, "total_cost_usd": cost,
                   "usage": {"input_tokens": 0, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0,
                             "output_tokens": 0, "server_tool_use": {"web_search_requests": 0},
                             "service_tier": "standard"},
                   "permission_denials": denials, "uuid": r.uuid()}
            o.add(res, last["ev"])
        # end == killed: no result line
    meta = {"session_id": sid, "start": case.base, "end": clk.t, "turns": num_turns}
    return o, meta


# ------------------------------------------------ Codex exec --json
def _render_codex(case):
    r = case.rng
    clk = Clock(r, case.base)
    o = Out()
    tid = "019a" + r.hexs(4) + "-" + r.hexs(4) + "-7" + r.hexs(3) + "-" + r.hexs(4) + "-" + r.hexs(12)
    o.add({"type": "thread.started", "thread_id": tid})
    o.add({"type": "turn.started"})
    n = [0]

    def iid():
        v = "item_%d" % n[0]
        n[0] += 1
        return v

    for st in case.steps:
        k = st["k"]
        clk.tick()
        if k == "say":
            o.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["text"]}}, st["ev"])
        elif k == "think":
            text = st["text"]
            if not text.startswith("**"):
                head = text.split(".")[0][:60].strip()
                text = "**%s**\n\n%s" % (head[0].upper() + head[1:] if head else "Thinking", text)
            o.add({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": text}}, st["ev"])
        elif k in ("bash", "read", "grep", "glob"):
            if k == "bash":
                cmd, out, rc = st["cmd"], st["out"], st["rc"]
            elif k == "read":
                s0 = st.get("start", 1)
                cmd = "sed -n '%d,%dp' %s" % (s0, s0 + max(160, st["content"].count("\n") + 1) - 1, st["path"])
                if "\\" in CWD:
                    cmd = "Get-Content -Path %s | Select-Object -Skip %d -First 160" % (st["path"].replace("/", "\\"), s0 - 1)
                out, rc = st["content"] + "\n", 0
                if st.get("missing"):
                    out, rc = "sed: can't read %s: No such file or directory\n" % st["path"], 2
            elif k == "grep":
                cmd = "rg -n %s %s" % (json.dumps(st["pattern"]) if " " in st["pattern"] or "|" in st["pattern"]
                                       else st["pattern"], st["path"])
                if "\\" in CWD:
                    cmd = "Select-String -Path %s\\* -Pattern '%s' -Recurse" % (st["path"], st["pattern"])
                out = st["out"]
                rc = 0 if out else 1
            else:
                cmd = "rg --files -g '%s'" % st["pattern"]
                out, rc = st["out"], 0 if st["out"] else 1
            cev, oev = ev_flags(st)
            i = iid()
            c = codex_cmd(cmd)
            o.add({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": c,
                                                    "aggregated_output": "", "exit_code": None,
                                                    "status": "in_progress"}}, cev and not oev and False)
            clk.tick(1, 30)
            o.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": c,
                                                      "aggregated_output": out, "exit_code": rc,
                                                      "status": "completed" if rc == 0 else "failed"}}, cev or oev)
        elif k in ("edit", "write"):
            if k == "edit" and not st["ok"]:
                i = iid()
                c = codex_cmd("apply_patch <<'PATCH'\n*** Begin Patch\n*** Update File: %s\n@@\n-%s\n+%s\n*** End Patch\nPATCH"
                              % (st["path"], st["old"].split("\n")[0], st["new"].split("\n")[0]))
                o.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": c,
                                                          "aggregated_output": st["err"] or "Failed to find expected lines in %s" % st["path"],
                                                          "exit_code": 1, "status": "failed"}}, bool(st["ev"]))
                continue
            o.add({"type": "item.completed", "item": {"id": iid(), "type": "file_change", "changes": [
                {"path": abspath(st["path"]), "kind": "update" if k == "edit" else "add"}], "status": "completed"}},
                bool(st["ev"]))
        elif k == "todo":
            o.add({"type": "item.started", "item": {"id": iid(), "type": "todo_list", "items": [
                {"text": t, "completed": False} for t in st["items"]]}})
        elif k == "denied":
            i = iid()
            name, inp = tool_input(st)
            c = codex_cmd(inp.get("command", name))
            o.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": c,
                                                      "aggregated_output": "", "exit_code": None,
                                                      "status": "declined"}}, st["ev"])
        elif k == "cx_errors":
            for m in st["msgs"]:
                o.add({"type": "error", "message": m}, st["ev"])
        elif k == "api_error":
            o.add({"type": "error", "message": st["text"]}, st["ev"])
        elif k == "notice":
            o.add("[%s] [%s] %s" % (clk.iso(), st["level"], st["text"]), st["ev"])
        else:
            raise ValueError(k)

    if case.end == "normal":
        if case.final:
            clk.tick()
            o.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": case.final}},
                  case.final_ev)
        clk.tick()
        o.add({"type": "turn.completed", "usage": {"input_tokens": r.randint(40000, 900000),
                                                   "cached_input_tokens": r.randint(30000, 800000),
                                                   "output_tokens": r.randint(1500, 30000)}})
    elif case.end == "api_error":
        last = [s for s in case.steps if s["k"] == "api_error"][-1]
        clk.tick(0, 1)
        o.add({"type": "turn.failed", "error": {"message": last["text"]}}, last["ev"])
    meta = {"session_id": tid, "start": case.base, "end": clk.t, "turns": n[0]}
    return o, meta


# ------------------------------------------------ Osmia agentstream
def _render_osmia(case):
    r = case.rng
    clk = Clock(r, case.base)
    o = Out()
    sid = r.uuid()
    o.add({"type": "system", "subtype": "init", "timestamp": clk.iso(), "session_id": sid})
    for st in case.steps:
        k = st["k"]
        clk.tick()
        if k in ("say", "think"):
            o.add({"type": "content", "timestamp": clk.iso(), "role": "assistant", "content": st["text"]}, st["ev"])
        elif k in TOOL_KINDS:
            name, inp = tool_input(st)
            cev, oev = ev_flags(st)
            o.add({"type": "tool_use", "timestamp": clk.iso(), "tool": name, "args": inp}, cev)
            clk.tick(1, 30 if k == "bash" else 3)
            if k == "bash":
                text = st["out"]
                if st["rc"] != 0:
                    text = text.rstrip("\n") + "\n[exit status %d]" % st["rc"]
            elif k == "edit":
                text = ("Edited %s: 1 replacement (%+d lines)" % (st["path"], st["new"].count("\n") - st["old"].count("\n"))
                        if st["ok"] else (st["err"] or "old_string not found in %s" % st["path"]))
            elif k == "write":
                text = "Wrote %s (%d lines)" % (st["path"], st["content"].count("\n") + 1)
            elif k == "read":
                text = numbered(st["content"], st.get("start", 1)) if not st.get("missing") else "File does not exist: %s" % st["path"]
            elif k == "denied":
                text = "permission denied by policy: %s %s" % (name, json.dumps(inp))
            else:
                text, _ = tool_output(st)
            o.add({"type": "content", "timestamp": clk.iso(), "role": "tool", "content": text}, oev)
        elif k == "notice":
            o.add({"type": "content", "timestamp": clk.iso(), "role": "system", "content": st["text"]}, st["ev"])
        elif k in ("api_error",):
            o.add({"type": "content", "timestamp": clk.iso(), "role": "system", "content": st["text"]}, st["ev"])
        elif k == "cx_errors":
            for m in st["msgs"]:
                o.add({"type": "content", "timestamp": clk.iso(), "role": "system", "content": m}, st["ev"])
        else:
            raise ValueError(k)
    cost = round(r.uniform(0.06, 2.9), 2)
    if case.end in ("normal", "api_error"):
        if case.final and case.end == "normal":
            clk.tick()
            o.add({"type": "content", "timestamp": clk.iso(), "role": "assistant", "content": case.final}, case.final_ev)
        clk.tick()
        o.add({"type": "cost", "timestamp": clk.iso(), "input_tokens": r.randint(30000, 400000),
               "output_tokens": r.randint(1500, 20000), "cost_usd": cost})
        clk.tick(0, 2)
        summ = case.summary or (case.final or "")
        if case.end == "api_error":
            summ = [s for s in case.steps if s["k"] == "api_error"][-1]["text"]
        ev = case.final_ev if case.end == "normal" else [s for s in case.steps if s["k"] == "api_error"][-1]["ev"]
        o.add({"type": "result", "timestamp": clk.iso(), "success": bool(case.result_success),
               "summary": summ}, ev)
    meta = {"session_id": sid, "start": case.base, "end": clk.t, "turns": 0, "cost": cost}
    return o, meta


# ---------------------------------------------------------------- run files
def run_files(case):
    out, meta = render(case)
    st = _stats(case)
    r = Rng(case.id + "/files")
    fc = case.files_changed if case.files_changed is not None else st["files_changed"]
    engine = case.engine or ("codex" if case.fmt == "codex" else "claude-code")
    tokens = r.randint(25000, 900000)
    cost = meta.get("cost") or round(tokens / 1e6 * r.uniform(2.0, 6.0), 2)
    created = case.base - timedelta(seconds=r.randint(5, 40))
    taskrun = {
        "id": case.id, "ticket_id": case.ticket, "engine": engine, "current_engine": engine,
        "engine_attempts": [engine], "state": case.state, "retry_count": case.retry_count,
        "max_retries": 2, "files_changed": fc, "tool_calls_total": st["tool_calls"],
        "consecutive_identical_tools": st["consecutive"], "tokens_consumed": tokens, "cost_usd": cost,
        "diagnosis_history": [],
        "created_at": created.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "updated_at": (meta["end"] + timedelta(seconds=r.randint(1, 20))).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }
    result = None
    if case.result_json == "auto":
        if case.end != "killed" or case.succeeded:
            summ = case.summary
            if summ is None:
                if case.end == "api_error":
                    summ = [s for s in case.steps if s["k"] == "api_error"][-1]["text"]
                else:
                    summ = case.final or ""
            result = {"success": bool(case.result_success), "summary": summ,
                      "exit_code": case.exit_code if case.exit_code is not None else (0 if case.result_success else 1)}
    elif case.result_json:
        result = case.result_json
    wd = None
    if case.watchdog:
        wd = dict(case.watchdog)
        wd.setdefault("tokens_consumed", tokens)
        wd.setdefault("cost_estimate_usd", cost)
    return out, taskrun, result, wd


# ---------------------------------------------------------------- orientation padding
_COMMIT_POOL = [
    "Merge pull request #%d from northwind/%s", "Bump actions/checkout from 3 to 4", "Update CHANGELOG",
    "Fix flaky clock in audit log spec", "ci: cache dependencies between jobs", "docs: clarify local setup",
    "Refactor config loading", "Add missing index on events(created_at)", "chore: update copyright year",
    "Tighten CSP for admin pages", "Log request id on 5xx", "Drop unused feature flag", "Release %s",
    "Revert \"Enable HTTP/2 keep-alive\"", "Pin base image digest", "Remove dead code in exporter",
]


def orientation_steps(case, level=1):
    r = Rng(case.id + "/orient")
    paths = []
    for s in case.steps:
        p = s.get("path")
        if s["k"] in ("read", "edit", "write") and p and not p.startswith("/") and ":" not in p[:3]:
            paths.append(p)
    tops = sorted({p.split("/")[0] + ("/" if "/" in p else "") for p in paths})
    extra = ["README.md", ".gitignore", ".github/"]
    exts = {p.rsplit(".", 1)[-1] for p in paths if "." in p}
    typical = {"php": ["composer.json", "composer.lock", "vendor/", "phpunit.xml"], "rb": ["Gemfile", "Gemfile.lock", "config/", "spec/"],
               "java": ["pom.xml", "src/", "mvnw"], "kt": ["build.gradle.kts", "settings.gradle.kts", "gradlew", "src/"],
               "scala": ["build.sbt", "project/"], "go": ["go.mod", "go.sum", "cmd/", "internal/"], "pl": ["Makefile.PL", "lib/", "t/"],
               "pm": ["Makefile.PL", "lib/", "t/"], "ex": ["mix.exs", "mix.lock", "lib/", "test/"], "exs": ["mix.exs", "lib/"],
               "cs": ["src/", "tests/", "Directory.Build.props"], "csproj": ["src/", "tests/"], "hs": ["cabal.project", "src/", "test/"],
               "ml": ["dune-project", "bin/", "lib/", "test/"], "sh": ["scripts/", "Makefile"], "ps1": ["build.ps1", "Installer/"],
               "py": ["setup.cfg", "requirements/", "tests/"], "rs": ["Cargo.toml", "Cargo.lock", "src/"], "ts": ["package.json", "tsconfig.json"],
               "js": ["package.json", "package-lock.json", "node_modules/"]}
    for e in exts:
        extra += typical.get(e, [])
    seen = {}
    for e in tops + extra:
        seen.setdefault(e.rstrip("/"), e)
    listing = sorted(seen.values())
    logs = []
    for i in range(6):
        t = _COMMIT_POOL[r.randint(0, len(_COMMIT_POOL) - 1)]
        if "%d" in t:
            t = t % (r.randint(300, 2400), case.ticket.lower() + "-prep" if i == 0 else "deps-%d" % r.randint(1, 99))
        elif "%s" in t:
            t = t % ("%d.%d.%d" % (r.randint(1, 5), r.randint(0, 20), r.randint(0, 9)))
        logs.append("%s %s" % (r.hexs(7), t))
    branch = "agent/%s" % case.ticket.lower()
    steps = [
        say("Let me get oriented first: branch state, recent history and the layout."),
        bash("git status --short --branch && git log --oneline -6", "## %s\n%s" % (branch, "\n".join(logs))),
        bash("ls -a" if "\\" not in case.cwd else "Get-ChildItem -Name -Force", "\n".join(([".", ".."] if "\\" not in case.cwd else []) + listing)),
    ]
    if level >= 2 and paths:
        d = paths[0].rsplit("/", 1)[0] if "/" in paths[0] else "."
        same = sorted({p for p in paths if p.startswith(d + "/") or d == "."})
        steps.append(bash("git log --oneline -3 -- %s" % d, "\n".join("%s %s" % (r.hexs(7), _COMMIT_POOL[r.randint(1, 11)]) for _ in range(3))))
    if level >= 3:
        steps.append(read("README.md", "# %s\n\nInternal service maintained by the platform team.\n\n## Development\n\nSee CONTRIBUTING.md for setup. Run the test suite before opening a PR;\nCI runs the same commands on every push.\n\n## Releases\n\nTagged from main; CHANGELOG.md is updated in the release PR." % case.ticket.split("-")[0].lower()))
        steps.append(say("Ticket %s is clear about the location of the change; starting there." % case.ticket))
    return steps
