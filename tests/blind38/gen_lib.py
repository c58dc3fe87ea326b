"""Renderers for the four stream formats used by the p2- blind set.

A case is a list of neutral *steps*; each renderer turns them into NDJSON lines and
records which output line(s) each step produced, so labels can point at evidence lines.

Step kinds (tuples built with the helpers below):
  T(text)                      assistant prose
  TH(text)                     thinking / reasoning
  B(cmd, out, rc=0)            shell command and its output (rc != 0 = failure)
  R(path, content)             file read
  E(path, old, new)            file edit
  W(path, content)             file write (new file)
  SYS(text)                    orchestrator/system notice (osmia: system content; others: plain text line)
  G(pattern, out)              grep/search tool
Any step may carry ev='out' | 'call' | 'both' to mark it as evidence.
"""
import hashlib
import json
import random
from datetime import datetime, timedelta, timezone


def T(text, ev=None):
    return {"k": "text", "text": text, "ev": ev}


def TH(text, ev=None):
    return {"k": "think", "text": text, "ev": ev}


def B(cmd, out="", rc=0, ev=None, tool="Bash"):
    return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev}


def R(path, content, ev=None):
    return {"k": "read", "path": path, "out": content, "ev": ev}


def E(path, old, new, ev=None):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev}


def W(path, content, ev=None):
    return {"k": "write", "path": path, "content": content, "ev": ev}


def G(pattern, out, ev=None):
    return {"k": "grep", "pattern": pattern, "out": out, "ev": ev}


def SYS(text, ev=None):
    return {"k": "sys", "text": text, "ev": ev}


class Ids:
    def __init__(self, seed):
        self.r = random.Random(seed)

    def hex(self, n):
        return "".join(self.r.choice("0123456789abcdef") for _ in range(n))

    def b62(self, n):
        a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        return "".join(self.r.choice(a) for _ in range(n))

    def uuid(self):
        h = self.hex(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


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


def _edit_patch(path, old, new):
    lines = ["*** Begin Patch", f"*** Update File: {path}", "@@"]
    lines += ["-" + l for l in old.split("\n")] + ["+" + l for l in new.split("\n")]
    lines.append("*** End Patch")
    return "\n".join(lines)


class Render:
    """Common machinery: self.lines (list of str), self.ev (set of 1-based line numbers)."""

    def __init__(self, case):
        self.case = case
        self.ids = Ids(case["id"])
        base = datetime(2026, 3, 2, 8, 0, 0, tzinfo=timezone.utc) + timedelta(
            minutes=int(hashlib.sha1(case["id"].encode()).hexdigest()[:6], 16) % (60 * 24 * 40))
        self.clock = Clock(base, self.ids.r)
        self.lines = []
        self.ev = set()
        self.model = case.get("model", "claude-sonnet-4-5-20250929")

    def add(self, obj, mark=False):
        self.lines.append(obj if isinstance(obj, str) else dumps(obj))
        if mark:
            self.ev.add(len(self.lines))
        return len(self.lines)

    def marks(self, step):
        ev = step.get("ev")
        return (ev in ("call", "both"), ev in ("out", "both"))


# ---------------------------------------------------------------- Claude stream-json
class ClaudeStream(Render):
    def render(self):
        c = self.case
        self.sid = self.ids.uuid()
        self.add({"type": "system", "subtype": "init", "cwd": c["cwd"], "session_id": self.sid,
                  "tools": ["Task", "Bash", "Glob", "Grep", "LS", "Read", "Edit", "MultiEdit", "Write",
                            "TodoWrite", "WebFetch"],
                  "mcp_servers": [], "model": self.model, "permissionMode": "bypassPermissions",
                  "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default", "uuid": self.ids.uuid()})
        for s in c["steps"]:
            self.step(s)
        self.finish()
        return self.lines, self.ev

    def msg(self, content):
        return {"id": "msg_01" + self.ids.b62(22), "type": "message", "role": "assistant",
                "model": self.model, "content": content, "stop_reason": None, "stop_sequence": None,
                "usage": {"input_tokens": self.ids.r.randint(3, 9),
                          "cache_creation_input_tokens": self.ids.r.randint(100, 4000),
                          "cache_read_input_tokens": self.ids.r.randint(10000, 60000),
                          "output_tokens": self.ids.r.randint(20, 900), "service_tier": "standard"}}

    def wrap_assistant(self, content):
        return {"type": "assistant", "message": self.msg(content), "parent_tool_use_id": None,
                "session_id": self.sid, "uuid": self.ids.uuid()}

    def wrap_user(self, tid, out, is_err, extra=None):
        return {"type": "user", "message": {"role": "user", "content": [
            {"tool_use_id": tid, "type": "tool_result", "content": out, "is_error": is_err}]},
            "parent_tool_use_id": None, "session_id": self.sid, "uuid": self.ids.uuid()}

    def tool(self, step, name, inp, out, is_err):
        call, res = self.marks(step)
        tid = "toolu_01" + self.ids.b62(22)
        self.clock.tick()
        self.add(self.wrap_assistant([{"type": "tool_use", "id": tid, "name": name, "input": inp}]), call)
        self.clock.tick(1, 30)
        self.add(self.wrap_user(tid, out, is_err, extra={"stdout": out}), res)

    def step(self, s):
        k = s["k"]
        call, res = self.marks(s)
        if k == "text":
            self.clock.tick()
            self.add(self.wrap_assistant([{"type": "text", "text": s["text"]}]), call or res)
        elif k == "think":
            self.clock.tick()
            self.add(self.wrap_assistant([{"type": "thinking", "thinking": s["text"],
                                           "signature": self.ids.b62(40)}]), call or res)
        elif k == "bash":
            out = s["out"]
            if s["rc"]:
                out = f"Exit code {s['rc']}\n{out}" if out else f"Exit code {s['rc']}"
            self.tool(s, "Bash", {"command": s["cmd"], "description": s.get("desc") or "Run command"},
                      out, bool(s["rc"]))
        elif k == "read":
            body = "\n".join(f"{i + 1:>6}\u2192{l}" for i, l in enumerate(s["out"].split("\n")))
            self.tool(s, "Read", {"file_path": self.abspath(s["path"])}, body, False)
        elif k == "grep":
            self.tool(s, "Grep", {"pattern": s["pattern"], "output_mode": "content", "-n": True},
                      s["out"], False)
        elif k == "edit":
            p = self.abspath(s["path"])
            self.tool(s, "Edit", {"file_path": p, "old_string": s["old"], "new_string": s["new"]},
                      f"The file {p} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
                      + "\n".join(f"{i + 1:>6}\u2192{l}" for i, l in enumerate(s["new"].split("\n"))), False)
        elif k == "write":
            p = self.abspath(s["path"])
            self.tool(s, "Write", {"file_path": p, "content": s["content"]},
                      f"File created successfully at: {p}", False)
        elif k == "sys":
            self.add(s["text"], call or res)

    def abspath(self, p):
        return p if p.startswith("/") else self.case["cwd"].rstrip("/") + "/" + p

    def finish(self):
        c = self.case
        end = c["end"]
        self.clock.tick()
        if end.get("cut"):
            return
        is_err = bool(end.get("is_error", False))
        subtype = end.get("subtype", "success")
        ntools = sum(1 for s in c["steps"] if s["k"] not in ("text", "think", "sys"))
        self.add({"type": "result", "subtype": subtype, "is_error": is_err,
                  "duration_ms": self.ids.r.randint(40000, 900000), "duration_api_ms": self.ids.r.randint(30000, 800000),
                  "num_turns": ntools + 1, "result": end["summary"], "session_id": self.sid,
                  "total_cost_usd": round(self.ids.r.uniform(0.2, 4.5), 6),
                  "usage": {"input_tokens": self.ids.r.randint(10, 300), "cache_creation_input_tokens": self.ids.r.randint(1000, 30000),
                            "cache_read_input_tokens": self.ids.r.randint(100000, 900000), "output_tokens": self.ids.r.randint(2000, 20000),
                            "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
                  "permission_denials": end.get("denials", []), "uuid": self.ids.uuid()}, end.get("ev", False))


# ---------------------------------------------------------------- Claude Code session transcript
class ClaudeTranscript(ClaudeStream):
    def render(self):
        c = self.case
        self.sid = self.ids.uuid()
        self.parent = None
        first_uuid = self.ids.uuid()
        self.add({"type": "file-history-snapshot", "messageId": first_uuid,
                  "snapshot": {"messageId": first_uuid, "trackedFileBackups": {}, "timestamp": self.clock.iso()},
                  "isSnapshotUpdate": False})
        self.clock.tick()
        self.add(self.base("user", {"role": "user", "content": c["prompt_text"]}, uid=first_uuid,
                           extra={"permissionMode": "bypassPermissions"}))
        for s in c["steps"]:
            self.step(s)
        # a transcript has no result line; the final prose is the last assistant text
        fin = c["end"]
        if not fin.get("cut") and not fin.get("no_tail"):
            self.clock.tick()
            self.add(self.wrap_assistant([{"type": "text", "text": fin.get("final", fin["summary"])}]), fin.get("ev", False))
        return self.lines, self.ev

    def base(self, typ, message, uid=None, extra=None):
        uid = uid or self.ids.uuid()
        d = {"parentUuid": self.parent, "isSidechain": False, "userType": "external", "cwd": self.case["cwd"],
             "sessionId": self.sid, "version": "2.0.76", "gitBranch": self.case.get("branch", "main"),
             "type": typ, "message": message, "uuid": uid, "timestamp": self.clock.iso()}
        if extra:
            d.update(extra)
        self.parent = uid
        return d

    def wrap_assistant(self, content):
        m = self.msg(content)
        d = self.base("assistant", m)
        d["requestId"] = "req_011C" + self.ids.b62(20)
        return d

    def wrap_user(self, tid, out, is_err, extra=None):
        blk = {"tool_use_id": tid, "type": "tool_result", "content": out}
        if is_err:
            blk["is_error"] = True
        d = self.base("user", {"role": "user", "content": [blk]})
        d["toolUseResult"] = ("Error: " + out) if is_err else {"stdout": out, "stderr": "", "interrupted": False, "isImage": False}
        return d

    def step(self, s):
        if s["k"] == "sys":
            call, res = self.marks(s)
            self.clock.tick()
            d = self.base("system", None)
            d.pop("message")
            d.update({"subtype": "informational", "content": s["text"], "level": "warning"})
            self.add(d, call or res)
            return
        super().step(s)


# ---------------------------------------------------------------- Codex exec --json
class Codex(Render):
    def render(self):
        c = self.case
        self.n = 0
        self.add({"type": "thread.started", "thread_id": "019a" + self.ids.hex(4) + "-" + self.ids.hex(4) + "-7" + self.ids.hex(3) + "-" + self.ids.hex(4) + "-" + self.ids.hex(12)})
        self.add({"type": "turn.started"})
        for s in c["steps"]:
            self.step(s)
        end = c["end"]
        if end.get("cut"):
            return self.lines, self.ev
        if not end.get("codex_fail"):
            self.add({"type": "item.completed", "item": {"id": self.item(), "type": "agent_message",
                      "text": end.get("final", end["summary"])}}, end.get("ev", False))
            self.add({"type": "turn.completed", "usage": {"input_tokens": self.ids.r.randint(20000, 900000),
                      "cached_input_tokens": self.ids.r.randint(10000, 800000), "output_tokens": self.ids.r.randint(2000, 30000)}})
        else:
            if end.get("codex_error"):
                self.add({"type": "error", "message": end["codex_error"]}, end.get("ev", False))
            self.add({"type": "turn.failed", "error": {"message": end["summary"]}}, end.get("ev", False))
        return self.lines, self.ev

    def item(self):
        i = f"item_{self.n}"
        self.n += 1
        return i

    def cmd(self, s, command, out, rc):
        call, res = self.marks(s)
        iid = self.item()
        self.add({"type": "item.started", "item": {"id": iid, "type": "command_execution", "command": command,
                                                   "aggregated_output": "", "exit_code": None, "status": "in_progress"}}, call)
        self.add({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": command,
                                                     "aggregated_output": out, "exit_code": rc,
                                                     "status": "completed" if rc == 0 else "failed"}}, res or call)

    def step(self, s):
        k = s["k"]
        call, res = self.marks(s)
        q = lambda x: "bash -lc " + json.dumps(x)
        if k == "text":
            self.add({"type": "item.completed", "item": {"id": self.item(), "type": "agent_message", "text": s["text"]}}, call or res)
        elif k == "think":
            self.add({"type": "item.completed", "item": {"id": self.item(), "type": "reasoning", "text": s["text"]}}, call or res)
        elif k == "bash":
            self.cmd(s, q(s["cmd"]), s["out"], s["rc"])
        elif k == "read":
            self.cmd(s, q(f"sed -n '1,200p' {s['path']}"), s["out"] + "\n", 0)
        elif k == "grep":
            self.cmd(s, q(f"rg -n {json.dumps(s['pattern'])}"), s["out"] + "\n", 0)
        elif k == "edit":
            patch = _edit_patch(s["path"], s["old"], s["new"])
            iid = self.item()
            self.add({"type": "item.completed", "item": {"id": iid, "type": "command_execution",
                      "command": q("apply_patch <<'PATCH'\n" + patch + "\nPATCH"),
                      "aggregated_output": f"Success. Updated the following files:\nM {s['path']}\n",
                      "exit_code": 0, "status": "completed"}}, call or res)
            self.add({"type": "item.completed", "item": {"id": self.item(), "type": "file_change",
                      "changes": [{"path": s["path"], "kind": "update"}], "status": "completed"}}, call or res)
        elif k == "write":
            self.add({"type": "item.completed", "item": {"id": self.item(), "type": "file_change",
                      "changes": [{"path": s["path"], "kind": "add"}], "status": "completed"}}, call or res)
        elif k == "sys":
            self.add(s["text"], call or res)


# ---------------------------------------------------------------- Osmia agentstream
class Osmia(Render):
    def ts(self):
        self.clock.tick()
        return self.clock.iso(ms=False)

    def render(self):
        c = self.case
        self.add({"type": "system", "subtype": "init", "timestamp": self.ts(), "session_id": self.ids.uuid(),
                  "engine": "claude-code", "model": self.model, "cwd": c["cwd"],
                  "task_id": c.get("ticket", "")})
        for s in c["steps"]:
            self.step(s)
        end = c["end"]
        if end.get("cut"):
            return self.lines, self.ev
        self.add({"type": "cost", "timestamp": self.ts(), "input_tokens": self.ids.r.randint(50000, 900000),
                  "output_tokens": self.ids.r.randint(2000, 30000), "cost_usd": round(self.ids.r.uniform(0.3, 5.0), 4)})
        self.add({"type": "result", "timestamp": self.ts(), "success": end["success"], "summary": end["summary"]},
                 end.get("ev", False))
        return self.lines, self.ev

    def tool(self, s, name, args, out):
        call, res = self.marks(s)
        self.add({"type": "tool_use", "timestamp": self.ts(), "tool": name, "args": args}, call)
        self.add({"type": "content", "timestamp": self.ts(), "role": "tool", "content": out}, res)

    def step(self, s):
        k = s["k"]
        call, res = self.marks(s)
        if k == "text":
            self.add({"type": "content", "timestamp": self.ts(), "role": "assistant", "content": s["text"]}, call or res)
        elif k == "think":
            self.add({"type": "content", "timestamp": self.ts(), "role": "assistant", "content": s["text"]}, call or res)
        elif k == "bash":
            out = s["out"]
            if s["rc"]:
                out = (out + "\n" if out else "") + f"[exit status {s['rc']}]"
            self.tool(s, "Bash", {"command": s["cmd"]}, out)
        elif k == "read":
            self.tool(s, "Read", {"file_path": s["path"]}, s["out"])
        elif k == "grep":
            self.tool(s, "Grep", {"pattern": s["pattern"]}, s["out"])
        elif k == "edit":
            self.tool(s, "Edit", {"file_path": s["path"], "old_string": s["old"], "new_string": s["new"]},
                      f"Edited {s['path']}")
        elif k == "write":
            self.tool(s, "Write", {"file_path": s["path"], "content": s["content"]}, f"Wrote {s['path']}")
        elif k == "sys":
            self.add({"type": "content", "timestamp": self.ts(), "role": "system", "content": s["text"]}, call or res)


RENDERERS = {"claude": ClaudeStream, "claude-transcript": ClaudeTranscript, "codex": Codex, "osmia": Osmia}


def render(case):
    return RENDERERS[case["format"]](case).render()
