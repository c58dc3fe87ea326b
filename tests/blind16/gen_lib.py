"""Rendering library for the blind set: abstract steps -> four stream formats."""
import hashlib, json, random

FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]


def hid(s, n=4):
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def uid(seed):
    h = hashlib.sha256(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


# ---- step constructors --------------------------------------------------------------
def say(text, ev=False):
    return {"k": "say", "text": text, "ev": ev}

def think(text):
    return {"k": "think", "text": text, "ev": False}

def sh(cmd, out, code=0, ev=False, denied=False):
    return {"k": "sh", "cmd": cmd, "out": out, "code": code, "ev": ev, "denied": denied}

def read(path, out):
    return {"k": "read", "path": path, "out": out, "ev": False}

def edit(path, old, new, ev=False, err=None):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "err": err}

def write(path, content, ev=False):
    return {"k": "write", "path": path, "content": content, "ev": ev}

def sysnote(text, ev=False):
    """An orchestrator/harness notice (osmia role system; others: plain log line)."""
    return {"k": "sys", "text": text, "ev": ev}


MODEL = "claude-sonnet-4-5-20250929"


class Renderer:
    def __init__(self, case_id, fmt, base_ts):
        self.cid, self.fmt = case_id, fmt
        self.lines, self.ev = [], []
        self.sid = uid(case_id + "sess")
        self.n = 0
        self.t = base_ts  # seconds since 2026-11-20T00:00:00Z
        self.parent = None
        self.denials = []

    def ts(self, iso=True):
        self.t += 7 + (self.n * 3) % 11
        s = self.t
        d, s = divmod(s, 86400); h, s = divmod(s, 3600); m, s = divmod(s, 60)
        ms = (self.n * 137) % 1000
        if self.fmt == "claude-transcript":
            return f"2026-11-{20 + d:02d}T{h:02d}:{m:02d}:{s:02d}.{ms:03d}Z"
        return f"2026-11-{20 + d:02d}T{h:02d}:{m:02d}:{s:02d}Z"

    def emit(self, obj, ev=False):
        self.lines.append(json.dumps(obj, ensure_ascii=False))
        if ev:
            self.ev.append(len(self.lines))

    def nid(self, p):
        self.n += 1
        return p + hid(f"{self.cid}{p}{self.n}", 22)

    # -- claude-family helpers
    def _wrap(self, msg_type, message, extra=None):
        o = {"type": msg_type, "message": message, "session_id": self.sid,
             "parent_tool_use_id": None}
        if self.fmt == "claude-transcript":
            u = uid(f"{self.cid}{len(self.lines)}")
            o = {"parentUuid": self.parent, "isSidechain": False, "userType": "external",
                 "cwd": self.cwd, "sessionId": self.sid, "version": "2.0.31",
                 "gitBranch": self.branch, "type": msg_type, "message": message,
                 "uuid": u, "timestamp": self.ts()}
            if extra:
                o.update(extra)
            self.parent = u
        return o

    def _asst(self, content, ev=False):
        msg = {"id": self.nid("msg_01"), "type": "message", "role": "assistant", "model": MODEL,
               "content": content, "stop_reason": None, "stop_sequence": None,
               "usage": {"input_tokens": 4, "cache_creation_input_tokens": 1200 + self.n * 31,
                         "cache_read_input_tokens": 14000 + self.n * 800, "output_tokens": 60 + self.n % 90,
                         "service_tier": "standard"}}
        self.emit(self._wrap("assistant", msg), ev)

    def _tool(self, name, inp, out, is_err, ev_call, ev_out):
        tid = self.nid("toolu_01")
        self._asst([{"type": "tool_use", "id": tid, "name": name, "input": inp}], ev_call)
        res = {"tool_use_id": tid, "type": "tool_result", "content": out}
        if is_err:
            res["is_error"] = True
        extra = {"toolUseResult": out if is_err else {"stdout": out, "stderr": "", "interrupted": False}} \
            if self.fmt == "claude-transcript" else None
        self.emit(self._wrap("user", {"role": "user", "content": [res]}, extra), ev_out)
        return tid

    # -- render
    def render(self, case):
        self.cwd = case.get("cwd", "/workspace/" + case["repo"])
        self.branch = case.get("branch", "agent/" + case["ticket"].lower())
        f = self.fmt
        if f == "claude":
            self.emit({"type": "system", "subtype": "init", "cwd": self.cwd, "session_id": self.sid,
                       "tools": ["Task", "Bash", "Glob", "Grep", "Read", "Edit", "MultiEdit", "Write", "TodoWrite"],
                       "mcp_servers": [], "model": MODEL, "permissionMode": case.get("perm_mode", "acceptEdits"),
                       "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default", "uuid": uid(self.cid + "init")})
        elif f == "claude-transcript":
            self.emit({"type": "summary", "summary": case["title"], "leafUuid": uid(self.cid + "leaf")})
            self.emit(self._wrap("user", {"role": "user", "content": case["prompt"]}))
        elif f == "codex":
            self.emit({"type": "thread.started", "thread_id": "019a" + hid(self.cid, 4) + "-" + hid(self.cid + "t", 4) + "-7" + hid(self.cid + "u", 3) + "-b" + hid(self.cid + "v", 3) + "-" + hid(self.cid + "w", 12)})
            self.emit({"type": "turn.started"})
        else:
            self.emit({"type": "system", "subtype": "init", "timestamp": self.ts(), "session_id": self.sid,
                       "engine": case.get("osmia_engine", "claude-code"), "model": MODEL})
        for st in case["steps"]:
            self.step(st)
        self.finish(case)
        return self.lines, self.ev

    def step(self, st):
        k, f, ev = st["k"], self.fmt, st["ev"]
        ev_call = ev in ("call", "both") or (ev is True and k in ("edit", "write", "say"))
        ev_out = ev in ("out", "both") or (ev is True and k in ("sh", "read", "sys"))
        if k == "say":
            if f in ("claude", "claude-transcript"):
                self._asst([{"type": "text", "text": st["text"]}], ev_call)
            elif f == "codex":
                self.emit({"type": "item.completed", "item": {"id": self.nid("item_")[:0] + f"item_{self.n}", "type": "agent_message", "text": st["text"]}}, ev_call)
            else:
                self.emit({"type": "content", "timestamp": self.ts(), "role": "assistant", "content": st["text"]}, ev_call)
        elif k == "think":
            if f in ("claude", "claude-transcript"):
                self._asst([{"type": "thinking", "thinking": st["text"], "signature": "Eq" + hid(st["text"], 40)}])
            elif f == "codex":
                self.n += 1
                self.emit({"type": "item.completed", "item": {"id": f"item_{self.n}", "type": "reasoning", "text": st["text"]}})
            else:
                self.emit({"type": "content", "timestamp": self.ts(), "role": "assistant", "content": st["text"]})
        elif k == "sys":
            if f == "osmia":
                self.emit({"type": "content", "timestamp": self.ts(), "role": "system", "content": st["text"]}, ev_out or ev)
            elif f == "codex":
                self.emit({"type": "error", "message": st["text"]}, ev_out or ev)
            else:
                self.emit({"type": "system", "subtype": "notice", "session_id": self.sid, "message": st["text"]} if f == "claude"
                          else {"type": "system", "subtype": "informational", "content": st["text"], "level": "warning",
                                "sessionId": self.sid, "timestamp": self.ts(), "uuid": uid(self.cid + str(len(self.lines))),
                                "parentUuid": self.parent, "isMeta": False}, ev_out or ev)
        elif k == "sh":
            self._sh(st, ev_call, ev_out)
        elif k == "read":
            body = "\n".join(f"{i + 1:6d}\u2192{l}" for i, l in enumerate(st["out"].split("\n")))
            if f in ("claude", "claude-transcript"):
                self._tool("Read", {"file_path": self.cwd + "/" + st["path"]}, body, False, False, ev_out)
            else:
                self._sh(dict(st, cmd=f"sed -n '1,200p' {st['path']}", code=0, denied=False), False, ev_out)
        elif k in ("edit", "write"):
            self._edit(st, ev_call, ev_out)

    def _sh(self, st, ev_call, ev_out):
        f, cmd, out, code = self.fmt, st["cmd"], st["out"], st["code"]
        if f in ("claude", "claude-transcript"):
            if st["denied"]:
                msg = st.get("deny_text") or "Claude requested permissions to use Bash, but you haven't granted it yet."
                tid = self._tool("Bash", {"command": cmd, "description": "Run command"}, msg, True, ev_call, ev_out or ev_call)
                self.denials.append({"tool_name": "Bash", "tool_use_id": tid, "tool_input": {"command": cmd}})
                return
            txt = out if code == 0 else (out + ("\n" if out else "") + f"Error: Exit code {code}" if False else out)
            self._tool("Bash", {"command": cmd, "description": cmd.split()[0] + " run"}, txt, code != 0, ev_call, ev_out)
        elif f == "codex":
            self.n += 1
            iid = f"item_{self.n}"
            c = "bash -lc " + json.dumps(cmd) if "'" in cmd else f"bash -lc '{cmd}'"
            self.emit({"type": "item.started", "item": {"id": iid, "type": "command_execution", "command": c,
                                                         "aggregated_output": "", "exit_code": None, "status": "in_progress"}}, False)
            if st["denied"]:
                self.emit({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": c,
                          "aggregated_output": out or "", "exit_code": None, "status": "declined"}}, ev_out or ev_call)
            else:
                self.emit({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": c,
                          "aggregated_output": out, "exit_code": code, "status": "completed" if code == 0 else "failed"}},
                          ev_out or ev_call)
        else:
            self.emit({"type": "tool_use", "timestamp": self.ts(), "tool": "Bash", "args": {"command": cmd}}, ev_call)
            o = out
            if st["denied"]:
                o = st.get("deny_text") or "Permission to run this command was denied by the sandbox policy."
            self.emit({"type": "content", "timestamp": self.ts(), "role": "tool", "content": o}, ev_out)

    def _edit(self, st, ev_call, ev_out):
        f, p = self.fmt, st["path"]
        full = self.cwd + "/" + p
        err = st.get("err")
        if f in ("claude", "claude-transcript"):
            if st["k"] == "edit":
                out = err or f"The file {full} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n     1\u2192{st['new'].splitlines()[0] if st['new'] else ''}"
                self._tool("Edit", {"file_path": full, "old_string": st["old"], "new_string": st["new"]}, out, bool(err), ev_call, ev_out)
            else:
                out = err or f"File created successfully at: {full}"
                self._tool("Write", {"file_path": full, "content": st["content"]}, out, bool(err), ev_call, ev_out)
        elif f == "codex":
            self.n += 1
            if err:
                self.emit({"type": "item.completed", "item": {"id": f"item_{self.n}", "type": "file_change",
                           "changes": [{"path": full, "kind": "update"}], "status": "failed"}}, ev_call or ev_out)
            else:
                self.emit({"type": "item.completed", "item": {"id": f"item_{self.n}", "type": "file_change",
                           "changes": [{"path": full, "kind": "update" if st["k"] == "edit" else "add"}], "status": "completed"}}, ev_call)
        else:
            if st["k"] == "edit":
                self.emit({"type": "tool_use", "timestamp": self.ts(), "tool": "Edit", "args": {"file_path": p, "old_string": st["old"], "new_string": st["new"]}}, ev_call)
            else:
                self.emit({"type": "tool_use", "timestamp": self.ts(), "tool": "Write", "args": {"file_path": p, "content": st["content"]}}, ev_call)
            self.emit({"type": "content", "timestamp": self.ts(), "role": "tool", "content": err or f"Edited {p}"}, ev_out)

    def finish(self, case):
        end = case["end"]  # dict: kind ok|error|cut ; text ; ev
        f = self.fmt
        kind, text, ev = end["kind"], end.get("text", ""), end.get("ev", False)
        if kind == "cut":
            return
        if f == "claude":
            o = {"type": "result", "subtype": end.get("subtype", "success"), "is_error": kind == "error",
                 "duration_ms": 60000 + len(self.lines) * 4100, "duration_api_ms": 50000 + len(self.lines) * 3500,
                 "num_turns": len(self.lines) // 2, "result": text, "session_id": self.sid,
                 "total_cost_usd": round(0.05 + len(self.lines) * 0.021, 4),
                 "usage": {"input_tokens": 30 + len(self.lines), "cache_creation_input_tokens": 21000,
                           "cache_read_input_tokens": 300000 + len(self.lines) * 9000, "output_tokens": 3000 + len(self.lines) * 50,
                           "service_tier": "standard"},
                 "permission_denials": self.denials, "uuid": uid(self.cid + "res")}
            if end.get("synthetic"):
                self._asst_synth(text, end.get("ev_msg", False))
            self.emit(o, ev)
        elif f == "claude-transcript":
            if text:
                if end.get("synthetic"):
                    self._asst_synth(text, ev)
                else:
                    self._asst([{"type": "text", "text": text}], ev)
        elif f == "codex":
            if kind == "ok":
                if text:
                    self.n += 1
                    self.emit({"type": "item.completed", "item": {"id": f"item_{self.n}", "type": "agent_message", "text": text}})
                self.emit({"type": "turn.completed", "usage": {"input_tokens": 200000 + len(self.lines) * 3000,
                           "cached_input_tokens": 150000 + len(self.lines) * 2000, "output_tokens": 4000 + len(self.lines) * 40}})
            else:
                if end.get("codex_error"):
                    self.emit({"type": "error", "message": end["codex_error"]}, ev)
                    self.emit({"type": "turn.failed", "error": {"message": end["codex_error"]}}, ev)
                else:
                    if text:
                        self.n += 1
                        self.emit({"type": "item.completed", "item": {"id": f"item_{self.n}", "type": "agent_message", "text": text}}, ev)
                    self.emit({"type": "turn.failed", "error": {"message": end.get("fail_msg", "turn ended without completing the task")}})
        else:
            self.emit({"type": "cost", "timestamp": self.ts(), "input_tokens": 90000 + len(self.lines) * 2500,
                       "output_tokens": 3000 + len(self.lines) * 60, "cost_usd": round(0.08 + len(self.lines) * 0.012, 2)})
            self.emit({"type": "result", "timestamp": self.ts(), "success": kind == "ok", "summary": text}, ev)

    def _asst_synth(self, text, ev):
        msg = {"id": uid(self.cid + "synth"), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
               "stop_sequence": "", "type": "message",
               "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0},
               "content": [{"type": "text", "text": text}]}
        o = self._wrap("assistant", msg)
        if self.fmt == "claude-transcript":
            o["isApiErrorMessage"] = True
        self.emit(o, ev)


# ---- distractor helpers -------------------------------------------------------------
def gitlog(*subjects):
    out = "\n".join(f"{hid(s, 7)} {s}" for s in subjects)
    return sh("git log --oneline -8", out)

def ls(*names):
    return sh("ls", "\n".join(names))

def rg(pat, out, code=0):
    return sh(f"rg -n {json.dumps(pat) if ' ' in pat else pat}", out, code)

def gstat(out):
    return sh("git status --short", out)

def case(slug, ticket, title, repo, body, mode, why, steps, end, near_miss="", fmt=None,
         state=None, watchdog=None, result=None, files_changed=None, extra=None):
    d = dict(slug=slug, ticket=ticket, title=title, repo=repo, body=body, mode=mode, why=why,
             steps=steps, end=end, near_miss=near_miss, fmt=fmt, state=state, watchdog=watchdog,
             result=result, files_changed=files_changed)
    if extra:
        d.update(extra)
    return d

def ok(text):
    return {"kind": "ok", "text": text}

def fail(text, **kw):
    d = {"kind": "error", "text": text}
    d.update(kw)
    return d

def cut():
    return {"kind": "cut"}
