"""Renderers for the blind evaluation set (prefix i-).

A case is written once, format-neutral, as a list of steps; this module renders it as one of
four stream formats and returns the events plus the line numbers of every step, so labels can
point at evidence lines that are computed, never typed by hand.

Formats: claude (stream-json), claude-transcript (~/.claude/projects jsonl), codex (exec --json),
osmia (agentstream).
"""
import base64
import hashlib
import json
import random
from datetime import datetime, timedelta, timezone

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]

CLAUDE_TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit",
                "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


# --------------------------------------------------------------------------- steps
class Step:
    def __init__(self, kind, ev=False, **kw):
        self.kind = kind
        self.ev = ev
        self.kw = kw

    def __repr__(self):
        return f"Step({self.kind}, {self.kw})"


def say(text, ev=False):
    """Assistant prose."""
    return Step("say", ev, text=text)


def think(text, ev=False):
    """Reasoning / thinking block (dropped in osmia, which has none)."""
    return Step("think", ev, text=text)


def sh(cmd, out="", rc=0, ev=False, desc=None, raw=False, timeout=None):
    """A shell command and its output. rc != 0 marks the tool result as an error.
    raw=True: Claude result content is `out` verbatim (no "Exit code N" prefix)."""
    return Step("sh", ev, cmd=cmd, out=out, rc=rc, desc=desc, raw=raw, timeout=timeout)


def read(path, content, ev=False, start=1):
    return Step("read", ev, path=path, content=content, start=start)


def edit(path, old, new, ev=False, err=None, start=1):
    """err: a tool error text instead of success (Claude/osmia); codex shows a failed file_change."""
    return Step("edit", ev, path=path, old=old, new=new, err=err, start=start)


def write(path, content, ev=False, new_file=True, err=None):
    return Step("write", ev, path=path, content=content, new_file=new_file, err=err)


def grep(pattern, out, path=".", ev=False, glob=None):
    return Step("grep", ev, pattern=pattern, out=out, path=path, glob=glob)


def glob(pattern, out, ev=False):
    return Step("glob", ev, pattern=pattern, out=out)


def todo(items):
    return Step("todo", False, items=items)


def notice(text, ev=False):
    """Orchestrator notice (osmia content role=system). Only valid in osmia runs."""
    return Step("notice", ev, text=text)


def denied(tool, inp, text, ev=False):
    """A tool call refused by the harness (Claude permission request, codex declined)."""
    return Step("denied", ev, tool=tool, inp=inp, text=text)


def end(kind, text="", ev=False, errors=None, subtype=None):
    """Final step. kind:
      ok    agent finished normally (claude result is_error false; codex turn.completed; osmia success true)
      fail  agent gave up (claude result is_error false unless subtype given; osmia success false)
      api   provider / engine error ends the session (claude synthetic + is_error true; codex error+turn.failed)
      cut   stream ends with no final line (killed, timed out)
    errors: codex only, list of preceding {"type":"error"} messages (reconnects)."""
    return Step("end", ev, end=kind, text=text, errors=errors or [], subtype=subtype)


# --------------------------------------------------------------------------- helpers
def _h(*parts):
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest()


def run_id(slug):
    return f"i-{slug}-{_h('i33', slug)[:4]}"


def _uuid(rng):
    b = bytearray(rng.getrandbits(8) for _ in range(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def _uuid7(rng, ts):
    ms = int(ts.timestamp() * 1000)
    h = f"{ms:012x}" + "".join(rng.choice("0123456789abcdef") for _ in range(20))
    return f"{h[:8]}-{h[8:12]}-7{h[13:16]}-{h[16:20]}-{h[20:32]}"


def _b62(rng, n):
    a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    return "".join(rng.choice(a) for _ in range(n))


def _iso(ts, ms=False):
    if ms:
        return ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ts.microsecond // 1000:03d}Z"
    return ts.strftime("%Y-%m-%dT%H:%M:%SZ")


def numbered(content, start=1):
    lines = content.split("\n")
    return "\n".join(f"{i:>6}\u2192{l}" for i, l in enumerate(lines, start))


def bash_lc(cmd):
    if "'" not in cmd:
        return f"bash -lc '{cmd}'"
    return "bash -lc " + json.dumps(cmd)


# --------------------------------------------------------------------------- renderer
class Renderer:
    def __init__(self, case):
        self.c = case
        self.rng = random.Random(_h("seed", case["id"]))
        day = self.rng.randint(0, 60)
        base = datetime(2026, 9, 1, 7, 0, 0, tzinfo=timezone.utc) + timedelta(days=day,
                                                                           minutes=self.rng.randint(0, 600))
        self.t0 = base
        self.t = base
        self.lines = []          # list of dict
        self.step_lines = []     # per step: (all lines, key lines)
        self.session = _uuid(self.rng)
        self.model = case.get("model") or ("claude-sonnet-4-5-20250929" if self.rng.random() < 0.6
                                           else "claude-opus-4-1-20250805")
        if case.get("cwd"):
            self.cwd = case["cwd"]
        elif case["format"] == "claude-transcript":
            user = ["dana", "sam", "lee", "priya", "tomas", "mika"][int(_h("user", case["id"])[:6], 16) % 6]
            self.cwd = f"/home/{user}/src/{case.get('repo', 'repo')}"
        else:
            self.cwd = "/workspace/" + case.get("repo", "repo")
        self.tool_calls = 0
        self.tool_sigs = []
        self.in_tok = 0
        self.out_tok = 0

    # time
    def tick(self, lo=1, hi=9):
        self.t += timedelta(seconds=self.rng.randint(lo, hi), milliseconds=self.rng.randint(0, 999))
        return self.t

    def emit(self, obj):
        self.lines.append(obj)
        return len(self.lines)

    def abspath(self, p):
        if p.startswith("/") or p.startswith("~"):
            return p
        return f"{self.cwd}/{p}"

    def sig(self, tool, inp):
        self.tool_calls += 1
        self.tool_sigs.append(json.dumps([tool, inp], sort_keys=True))

    def usage(self, out_tokens=None):
        i = self.rng.randint(3, 9)
        cc = self.rng.randint(100, 4000)
        cr = 12000 + len(self.lines) * self.rng.randint(600, 1400)
        o = out_tokens if out_tokens is not None else self.rng.randint(20, 400)
        self.in_tok += i + cc + cr // 20
        self.out_tok += o
        return {"input_tokens": i, "cache_creation_input_tokens": cc, "cache_read_input_tokens": cr,
                "cache_creation": {"ephemeral_5m_input_tokens": cc, "ephemeral_1h_input_tokens": 0},
                "output_tokens": o, "service_tier": "standard"}

    def render(self):
        fmt = self.c["format"]
        getattr(self, "start_" + fmt.replace("-", "_"))()
        for st in self.c["steps"]:
            before = len(self.lines)
            keys = getattr(self, fmt.replace("-", "_") + "_" + st.kind)(st)
            after = len(self.lines)
            alln = list(range(before + 1, after + 1))
            if keys is None:
                keys = alln
            self.step_lines.append((st, alln, keys))
        return self.lines

    # ------------------------------------------------------------------ generic tool spec
    def tool_spec(self, st):
        """(tool name, input, result text, is_error) in Claude terms."""
        k = st.kind
        w = st.kw
        if k == "sh":
            inp = {"command": w["cmd"]}
            if w.get("desc"):
                inp["description"] = w["desc"]
            if w.get("timeout"):
                inp["timeout"] = w["timeout"]
            out = w["out"]
            err = w["rc"] != 0
            if err and not w["raw"]:
                out = f"Exit code {w['rc']}\n{out}" if out else f"Exit code {w['rc']}"
            return "Bash", inp, out, err
        if k == "read":
            return "Read", {"file_path": self.abspath(w["path"])}, numbered(w["content"], w["start"]), False
        if k == "edit":
            p = self.abspath(w["path"])
            inp = {"file_path": p, "old_string": w["old"], "new_string": w["new"]}
            if w.get("err"):
                return "Edit", inp, f"<tool_use_error>{w['err']}</tool_use_error>", True
            snippet = numbered(w["new"], w["start"])
            return "Edit", inp, (f"The file {p} has been updated. Here's the result of running `cat -n` on a "
                                 f"snippet of the edited file:\n{snippet}"), False
        if k == "write":
            p = self.abspath(w["path"])
            inp = {"file_path": p, "content": w["content"]}
            if w.get("err"):
                return "Write", inp, w["err"], True
            if w["new_file"]:
                return "Write", inp, f"File created successfully at: {p}", False
            return "Write", inp, f"The file {p} has been updated successfully.", False
        if k == "grep":
            inp = {"pattern": w["pattern"], "path": self.abspath(w["path"]) if w["path"] != "." else self.cwd,
                   "output_mode": "content", "-n": True}
            if w.get("glob"):
                inp["glob"] = w["glob"]
            return "Grep", inp, w["out"] or "No matches found", False
        if k == "glob":
            return "Glob", {"pattern": w["pattern"]}, w["out"] or "No files found", False
        if k == "todo":
            todos = [{"content": t, "status": s, "activeForm": t} for t, s in w["items"]]
            return "TodoWrite", {"todos": todos}, ("Todos have been modified successfully. Ensure that you continue "
                                                  "to use the todo list to track your progress. Please proceed with "
                                                  "the current tasks if applicable"), False
        if k == "denied":
            return w["tool"], w["inp"], w["text"], True
        raise ValueError(k)

    # ================================================================== claude stream-json
    def start_claude(self):
        self.emit({"type": "system", "subtype": "init", "cwd": self.cwd, "session_id": self.session,
                   "tools": CLAUDE_TOOLS, "mcp_servers": [], "model": self.model,
                   "permissionMode": self.c.get("permission_mode", "bypassPermissions"),
                   "slash_commands": ["add-dir", "agents", "clear", "compact", "config", "context", "cost",
                                      "doctor", "exit", "help", "init", "mcp", "memory", "model", "review",
                                      "security-review", "status", "bug", "permissions", "hooks"],
                   "apiKeySource": self.c.get("api_key_source", "ANTHROPIC_API_KEY"),
                   "output_style": "default", "uuid": _uuid(self.rng)})
        self.msg_id = None
        self.denials = []

    def _c_assistant(self, block, new_msg=True, out_tokens=None):
        if new_msg or not self.msg_id:
            self.msg_id = "msg_01" + _b62(self.rng, 22)
        return self.emit({"type": "assistant", "message": {
            "id": self.msg_id, "type": "message", "role": "assistant", "model": self.model,
            "content": [block], "stop_reason": None, "stop_sequence": None, "usage": self.usage(out_tokens)},
            "parent_tool_use_id": None, "session_id": self.session, "uuid": _uuid(self.rng)})

    def claude_say(self, st):
        self.tick(2, 12)
        self._c_assistant({"type": "text", "text": st.kw["text"]})

    def claude_think(self, st):
        self.tick(2, 8)
        sig = base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(96))).decode()
        self._c_assistant({"type": "thinking", "thinking": st.kw["text"], "signature": sig})

    def _claude_tool(self, st):
        tool, inp, out, err = self.tool_spec(st)
        self.sig(tool, inp)
        self.tick(1, 6)
        tid = "toolu_01" + _b62(self.rng, 22)
        a = self._c_assistant({"type": "tool_use", "id": tid, "name": tool, "input": inp}, new_msg=False)
        if st.kind == "sh" and st.kw["rc"] is None:
            self.msg_id = None
            return [a]
        self.tick(1, 20 if tool == "Bash" else 3)
        r = self.emit({"type": "user", "message": {"role": "user", "content": [
            {"tool_use_id": tid, "type": "tool_result", "content": out, "is_error": err}]},
            "parent_tool_use_id": None, "session_id": self.session, "uuid": _uuid(self.rng)})
        if st.kind == "denied":
            self.denials.append({"tool_name": tool, "tool_use_id": tid, "tool_input": inp})
        self.msg_id = None
        return [a, r]

    claude_sh = claude_read = claude_edit = claude_write = claude_grep = claude_glob = claude_todo = \
        claude_denied = _claude_tool

    def claude_notice(self, st):
        raise ValueError("notice only in osmia")

    def claude_end(self, st):
        w = st.kw
        if w["end"] == "cut":
            return []
        self.tick(2, 10)
        dur = int((self.t - self.t0).total_seconds() * 1000)
        cost = round(0.02 + self.in_tok * 3e-6 + self.out_tok * 15e-6, 4)
        nturns = max(1, self.tool_calls + 1)
        if w["end"] == "api":
            a = self.emit({"type": "assistant", "message": {
                "id": _uuid(self.rng), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                "stop_sequence": "", "type": "message",
                "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                          "cache_read_input_tokens": 0, "server_tool_use": {"web_search_requests": 0},
                          "service_tier": None},
                "content": [{"type": "text", "text": w["text"]}]},
                "parent_tool_use_id": None, "session_id": self.session, "uuid": _uuid(self.rng)})
            r = self.emit({"type": "result", "subtype": w.get("subtype") or "success", "is_error": True,
                           "duration_ms": dur, "duration_api_ms": int(dur * 0.8), "num_turns": nturns,
                           "result": w["text"], "session_id": self.session, "total_cost_usd": cost,
                           "usage": {"input_tokens": 0, "cache_creation_input_tokens": 0,
                                     "cache_read_input_tokens": 0, "output_tokens": 0,
                                     "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
                           "permission_denials": self.denials, "uuid": _uuid(self.rng)})
            return [a, r]
        subtype = w.get("subtype") or "success"
        is_err = subtype != "success"
        keys = []
        if w["text"] and subtype == "success":
            keys.append(self._c_assistant({"type": "text", "text": w["text"]}))
        res = {"type": "result", "subtype": subtype, "is_error": is_err, "duration_ms": dur,
               "duration_api_ms": int(dur * 0.85), "num_turns": nturns}
        if subtype == "success":
            res["result"] = w["text"]
        res.update({"session_id": self.session, "total_cost_usd": cost,
                    "usage": {"input_tokens": self.in_tok // 40, "cache_creation_input_tokens": 1800,
                              "cache_read_input_tokens": self.in_tok, "output_tokens": self.out_tok,
                              "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
                    "permission_denials": self.denials, "uuid": _uuid(self.rng)})
        keys.append(self.emit(res))
        return keys

    # ================================================================== claude transcript
    def start_claude_transcript(self):
        self.version = self.c.get("cc_version", self.rng.choice(["2.0.14", "2.0.37", "2.1.12", "2.1.38"]))
        self.branch = self.c.get("branch", "main")
        self.prev = None
        first = _uuid(self.rng)
        self.emit({"type": "file-history-snapshot", "messageId": first,
                   "snapshot": {"messageId": first, "trackedFileBackups": {}, "timestamp": _iso(self.t, True)},
                   "isSnapshotUpdate": False})
        self.tick(1, 3)
        self.emit(self._t_base("user", {"message": {"role": "user", "content": self.c["user_prompt"]},
                                        "thinkingMetadata": {"maxThinkingTokens": 31999}, "todos": [],
                                        "permissionMode": self.c.get("permission_mode", "bypassPermissions")},
                               uuid=first))
        self.msg_id = None
        self.asst_uuid = None

    def _t_base(self, typ, extra, uuid=None):
        u = uuid or _uuid(self.rng)
        d = {"parentUuid": self.prev, "isSidechain": False, "userType": "external", "cwd": self.cwd,
             "sessionId": self.session, "version": self.version, "gitBranch": self.branch, "type": typ}
        d.update(extra)
        d["uuid"] = u
        d["timestamp"] = _iso(self.t, True)
        self.prev = u
        return d

    def _t_assistant(self, block, new_msg=True, model=None, extra=None):
        if new_msg or not self.msg_id:
            self.msg_id = "msg_01" + _b62(self.rng, 22)
            self.req = "req_011C" + _b62(self.rng, 20)
        m = {"model": model or self.model, "id": self.msg_id, "type": "message", "role": "assistant",
             "content": [block], "stop_reason": None, "stop_sequence": None, "usage": self.usage()}
        d = {"message": m, "requestId": self.req}
        if extra:
            d.update(extra)
        obj = self._t_base("assistant", d)
        self.asst_uuid = obj["uuid"]
        return self.emit(obj)

    def claude_transcript_say(self, st):
        self.tick(2, 12)
        self._t_assistant({"type": "text", "text": st.kw["text"]})

    def claude_transcript_think(self, st):
        self.tick(2, 8)
        sig = base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(96))).decode()
        self._t_assistant({"type": "thinking", "thinking": st.kw["text"], "signature": sig})

    def _t_tool(self, st):
        tool, inp, out, err = self.tool_spec(st)
        self.sig(tool, inp)
        self.tick(1, 6)
        tid = "toolu_01" + _b62(self.rng, 22)
        a = self._t_assistant({"type": "tool_use", "id": tid, "name": tool, "input": inp}, new_msg=False)
        if st.kind == "sh" and st.kw["rc"] is None:
            self.msg_id = None
            return [a]
        self.tick(1, 20 if tool == "Bash" else 3)
        if tool == "Bash" and not err:
            tur = {"stdout": out, "stderr": "", "interrupted": False, "isImage": False}
        elif err:
            tur = ("Error: " + out) if not out.startswith("<tool_use_error>") else out
        else:
            tur = {"type": "text", "file": {"filePath": inp.get("file_path", "")}} if tool == "Read" else \
                {"filePath": inp.get("file_path", "")}
        r = self.emit(self._t_base("user", {"message": {"role": "user", "content": [
            {"tool_use_id": tid, "type": "tool_result", "content": out, "is_error": err}]},
            "toolUseResult": tur, "sourceToolAssistantUUID": self.asst_uuid}))
        self.msg_id = None
        return [a, r]

    claude_transcript_sh = claude_transcript_read = claude_transcript_edit = claude_transcript_write = \
        claude_transcript_grep = claude_transcript_glob = claude_transcript_todo = claude_transcript_denied = _t_tool

    def claude_transcript_notice(self, st):
        raise ValueError("notice only in osmia")

    def claude_transcript_end(self, st):
        w = st.kw
        if w["end"] == "cut":
            return []
        self.tick(2, 10)
        if w["end"] == "api":
            return [self._t_assistant({"type": "text", "text": w["text"]}, model="<synthetic>",
                                      extra={"isApiErrorMessage": True})]
        if w["text"]:
            return [self._t_assistant({"type": "text", "text": w["text"]})]
        return []

    # ================================================================== codex exec --json
    def start_codex(self):
        self.emit({"type": "thread.started", "thread_id": _uuid7(self.rng, self.t)})
        self.emit({"type": "turn.started"})
        self.item = 0

    def _x_item(self, item, started=False):
        it = {"id": f"item_{self.item}"}
        it.update(item)
        return self.emit({"type": "item.started" if started else "item.completed", "item": it})

    def codex_say(self, st):
        self.tick(2, 10)
        self._x_item({"type": "agent_message", "text": st.kw["text"]})
        self.item += 1

    def codex_think(self, st):
        self.tick(2, 8)
        self._x_item({"type": "reasoning", "text": st.kw["text"]})
        self.item += 1

    def _x_cmd(self, cmd, out, rc, status=None):
        self.tick(1, 5)
        c = bash_lc(cmd)
        self.sig("shell", c)
        s0 = self._x_item({"type": "command_execution", "command": c, "aggregated_output": "", "exit_code": None,
                           "status": "in_progress"}, started=True)
        if rc is None:
            self.item += 1
            return s0
        self.tick(1, 20)
        k = self._x_item({"type": "command_execution", "command": c, "aggregated_output": out,
                          "exit_code": rc, "status": status or ("completed" if rc == 0 else "failed")})
        self.item += 1
        return k

    def codex_sh(self, st):
        w = st.kw
        out = w["out"]
        if out and not out.endswith("\n"):
            out += "\n"
        return [self._x_cmd(w["cmd"], out, w["rc"])]

    def codex_read(self, st):
        w = st.kw
        s = w["start"]
        n = len(w["content"].split("\n"))
        cmd = f"sed -n '{s},{s + n + 40}p' {w['path']}" if s > 1 or n > 60 else f"cat {w['path']}"
        return [self._x_cmd(cmd, w["content"] + "\n", 0)]

    def codex_grep(self, st):
        w = st.kw
        g = f" -g '{w['glob']}'" if w.get("glob") else ""
        pat = w["pattern"].replace("'", "'\\''")
        cmd = f"rg -n{g} '{pat}' {w['path']}"
        out = w["out"]
        return [self._x_cmd(cmd, out + ("\n" if out else ""), 0 if out else 1)]

    def codex_glob(self, st):
        w = st.kw
        out = w["out"]
        return [self._x_cmd(f"rg --files -g '{w['pattern']}'", out + ("\n" if out else ""), 0 if out else 1)]

    def _x_change(self, st, kind):
        self.tick(2, 8)
        self.sig("apply_patch", [st.kw["path"], st.kw.get("new") or st.kw.get("content")])
        status = "failed" if st.kw.get("err") else "completed"
        k = self._x_item({"type": "file_change", "changes": [{"path": self.abspath(st.kw["path"]), "kind": kind}],
                          "status": status})
        self.item += 1
        return [k]

    def codex_edit(self, st):
        return self._x_change(st, "update")

    def codex_write(self, st):
        return self._x_change(st, "add" if st.kw["new_file"] else "update")

    def codex_todo(self, st):
        self.tick(1, 3)
        self._x_item({"type": "todo_list", "items": [{"text": t, "completed": s == "completed"}
                                                      for t, s in st.kw["items"]]})
        self.item += 1

    def codex_denied(self, st):
        w = st.kw
        cmd = w["inp"].get("command", "") if isinstance(w["inp"], dict) else str(w["inp"])
        self.tick(1, 3)
        c = bash_lc(cmd)
        self.sig("shell", c)
        k = self._x_item({"type": "command_execution", "command": c, "aggregated_output": w["text"],
                          "exit_code": None, "status": "declined"})
        self.item += 1
        return [k]

    def codex_notice(self, st):
        raise ValueError("notice only in osmia")

    def codex_end(self, st):
        w = st.kw
        if w["end"] == "cut":
            return []
        keys = []
        if w["end"] == "api":
            for e in w["errors"]:
                self.tick(3, 6)
                self.emit({"type": "error", "message": e})
            self.tick(1, 4)
            keys.append(self.emit({"type": "error", "message": w["text"]}))
            keys.append(self.emit({"type": "turn.failed", "error": {"message": w["text"]}}))
            return keys
        if w["text"]:
            self.tick(2, 8)
            keys.append(self._x_item({"type": "agent_message", "text": w["text"]}))
            self.item += 1
        u = {"input_tokens": self.in_tok or 40000 + len(self.lines) * 3100,
             "cached_input_tokens": int((self.in_tok or 40000 + len(self.lines) * 3100) * 0.86),
             "output_tokens": 900 + len(self.lines) * 61}
        keys.append(self.emit({"type": "turn.completed", "usage": u}))
        return keys

    # ================================================================== osmia agentstream
    def start_osmia(self):
        self.emit({"type": "system", "subtype": "init", "timestamp": _iso(self.t), "session_id": self.session})

    def osmia_say(self, st):
        self.tick(2, 12)
        self.emit({"type": "content", "timestamp": _iso(self.t), "role": "assistant", "content": st.kw["text"]})

    def osmia_think(self, st):
        return []

    def _o_tool(self, st):
        tool, inp, out, err = self.tool_spec(st)
        if st.kind == "sh":
            out = st.kw["out"]
            if st.kw["rc"] not in (0, None) and not st.kw["raw"]:
                out = (out + "\n" if out else "") + f"exit status {st.kw['rc']}"
        if st.kind == "edit" and not st.kw.get("err"):
            out = f"The file {inp['file_path']} has been updated."
        self.sig(tool, inp)
        self.tick(1, 6)
        a = self.emit({"type": "tool_use", "timestamp": _iso(self.t), "tool": tool, "args": inp})
        if st.kind == "sh" and st.kw["rc"] is None:
            return [a]
        self.tick(1, 20 if tool == "Bash" else 3)
        r = self.emit({"type": "content", "timestamp": _iso(self.t), "role": "tool", "content": out})
        return [a, r]

    osmia_sh = osmia_read = osmia_edit = osmia_write = osmia_grep = osmia_glob = osmia_todo = osmia_denied = _o_tool

    def osmia_notice(self, st):
        self.tick(1, 30)
        self.emit({"type": "content", "timestamp": _iso(self.t), "role": "system", "content": st.kw["text"]})

    def osmia_end(self, st):
        w = st.kw
        if w["end"] == "cut":
            return []
        keys = []
        self.tick(2, 8)
        if w["end"] == "api":
            keys.append(self.emit({"type": "content", "timestamp": _iso(self.t), "role": "system",
                                   "content": w["text"]}))
        elif w["text"] and not w.get("summary_only"):
            keys.append(self.emit({"type": "content", "timestamp": _iso(self.t), "role": "assistant",
                                   "content": w["text"]}))
        cost = round(0.03 + len(self.lines) * 0.011 + self.rng.random() * 0.1, 2)
        self.cost = cost
        self.emit({"type": "cost", "timestamp": _iso(self.t), "input_tokens": 20000 + len(self.lines) * 2900,
                   "output_tokens": 700 + len(self.lines) * 55, "cost_usd": cost})
        self.tick(1, 3)
        success = w["end"] == "ok"
        summary = self.c.get("osmia_summary") or w["text"]
        keys.append(self.emit({"type": "result", "timestamp": _iso(self.t), "success": success,
                               "summary": summary}))
        return keys

    # ------------------------------------------------------------------ stats
    def longest_identical(self):
        best = cur = 0
        prev = None
        for s in self.tool_sigs:
            cur = cur + 1 if s == prev else 1
            prev = s
            best = max(best, cur)
        return best


def render_case(case):
    r = Renderer(case)
    lines = r.render()
    return r, lines
