"""Renderers for the blind32 evaluation set.

A case is written once as a list of abstract steps on a `Run`; `render()` turns it into one of
four stream formats (claude stream-json, claude session transcript, codex exec --json, osmia
agentstream) and records on which 1-based line(s) every step landed, so labels can point at
evidence lines without counting by hand.  Everything is deterministic (seeded by the run id).
"""
from __future__ import annotations

import datetime as _dt
import hashlib
import json
import random
import shlex
import string

FORMATS = ("claude", "claude-transcript", "codex", "osmia")
MODES = ("infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown")
LABELS = MODES + ("succeeded",)

CLAUDE_TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit",
                "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]
SLASH = ["add-dir", "agents", "clear", "compact", "config", "context", "cost", "doctor", "exit",
         "help", "init", "mcp", "memory", "model", "permissions", "review", "status", "todos"]
B62 = string.ascii_letters + string.digits


def short_hex(s: str, n: int = 4) -> str:
    return hashlib.sha1(s.encode()).hexdigest()[:n]


class Step:
    __slots__ = ("kind", "a", "ev")

    def __init__(self, kind, ev=False, **a):
        self.kind, self.a, self.ev = kind, a, ev


class Run:
    """One agent run. Build with the step methods, then `render()`."""

    def __init__(self, slug, fmt, mode, *, near_miss="", why="", ticket="", title="", body="",
                 state=None, engine=None, model=None, cwd=None, branch=None, result=None,
                 result_summary=None, exit_code=None, watchdog=None, files_changed=None,
                 retry_count=0, max_retries=2, alarming=False, start=None, permission_mode=None,
                 codex_started=True, osmia_engine=None, history=None, notes="", doubt=""):
        assert fmt in FORMATS, fmt
        assert mode in LABELS, mode
        assert near_miss in ("",) + MODES + ("succeeded",), near_miss
        self.slug, self.fmt, self.mode, self.near_miss, self.why = slug, fmt, mode, near_miss, why
        self.id = f"o-{slug}-{short_hex(slug)}"
        self.ticket, self.title, self.body = ticket, title, body
        self.state = state or ("Succeeded" if mode == "succeeded" else "Failed")
        self.engine = engine or ("codex" if fmt == "codex" else "claude-code")
        if fmt == "osmia" and osmia_engine:
            self.engine = osmia_engine
        self.model = model or {"claude": "claude-sonnet-4-5-20250929",
                               "claude-transcript": "claude-sonnet-4-5-20250929",
                               "codex": "gpt-5-codex",
                               "osmia": "claude-sonnet-4-5-20250929"}[fmt]
        if self.engine == "codex" and fmt == "osmia" and not model:
            self.model = "gpt-5-codex"
        self.cwd = cwd or "/workspace/repo"
        self.branch = branch or (f"osmia/{ticket.lower()}" if ticket else "main")
        self.result = result            # None -> no result.json; True/False -> written
        self.result_summary = result_summary
        self.exit_code = exit_code
        self.watchdog = watchdog        # dict or None
        self.files_changed = files_changed
        self.retry_count, self.max_retries = retry_count, max_retries
        self.alarming = alarming
        self.permission_mode = permission_mode or "bypassPermissions"
        self.codex_started = codex_started
        self.history = history or []
        self.doubt = doubt
        self.steps: list[Step] = []
        self.rng = random.Random(self.id)
        seed = int(hashlib.sha1(self.id.encode()).hexdigest()[:8], 16)
        base = _dt.datetime(2026, 3, 2, 7, 0, 0) + _dt.timedelta(minutes=seed % (60 * 24 * 40))
        self.t0 = start or base
        self._t = self.t0
        self.lines: list[dict] = []
        self.ev_lines: list[int] = []

    # ------------------------------------------------------------------ steps
    def say(self, text, ev=False):
        self.steps.append(Step("say", ev, text=text)); return self

    def think(self, text, ev=False):
        self.steps.append(Step("think", ev, text=text)); return self

    def bash(self, cmd, out="", code=0, ev=False, desc=None, timeout_err=False, denied=False,
             bg=False):
        self.steps.append(Step("bash", ev, cmd=cmd, out=out, code=code, desc=desc,
                               timeout_err=timeout_err, denied=denied, bg=bg)); return self

    def read(self, path, content, ev=False, offset=1):
        self.steps.append(Step("read", ev, path=path, content=content, offset=offset)); return self

    def edit(self, path, old, new, ev=False, err=None, replace_all=False):
        self.steps.append(Step("edit", ev, path=path, old=old, new=new, err=err,
                               replace_all=replace_all)); return self

    def write(self, path, content, ev=False, new=True):
        self.steps.append(Step("write", ev, path=path, content=content, new=new)); return self

    def grep(self, pattern, out, path=None, ev=False, glob=None):
        self.steps.append(Step("grep", ev, pattern=pattern, out=out, path=path, glob=glob)); return self

    def glob(self, pattern, out, ev=False):
        self.steps.append(Step("glob", ev, pattern=pattern, out=out)); return self

    def todo(self, items, ev=False):
        self.steps.append(Step("todo", ev, items=items)); return self

    def fetch(self, url, out, err=False, ev=False):
        self.steps.append(Step("fetch", ev, url=url, out=out, err=err)); return self

    def sysnote(self, text, ev=False):
        """Orchestrator notice (osmia only)."""
        self.steps.append(Step("sysnote", ev, text=text)); return self

    def api_error(self, text, ev=True, codex_reconnects=0):
        """Provider/engine error that ends the session."""
        self.steps.append(Step("api_error", ev, text=text, reconnects=codex_reconnects)); return self

    def final(self, text, ev=False, is_error=False, subtype="success", success=None):
        """Closing message + final result event. `success` sets osmia's result.success (default:
        True only for succeeded runs)."""
        self.steps.append(Step("final", ev, text=text, is_error=is_error, subtype=subtype,
                               osmia_success=success)); return self

    def end(self):
        """Stream ends without a final result (killed)."""
        self.steps.append(Step("end")); return self

    # ------------------------------------------------------------------ helpers
    def _tick(self, lo=1, hi=9):
        self._t += _dt.timedelta(seconds=self.rng.randint(lo, hi), milliseconds=self.rng.randint(0, 999))
        return self._t

    def _ts(self, lo=1, hi=9):
        t = self._tick(lo, hi)
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"

    def _ts_s(self, lo=1, hi=9):
        return self._tick(lo, hi).strftime("%Y-%m-%dT%H:%M:%SZ")

    def _rid(self, prefix, n=24):
        return prefix + "".join(self.rng.choice(B62) for _ in range(n))

    def _uuid(self):
        h = "%032x" % self.rng.getrandbits(128)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[int(h[16], 16) % 4]}{h[17:20]}-{h[20:32]}"

    def _emit(self, obj):
        self.lines.append(obj)
        return len(self.lines)

    # ------------------------------------------------------------------ render
    def render(self):
        self.lines, self.ev_lines = [], []
        self._t = self.t0
        {"claude": self._r_claude, "claude-transcript": self._r_transcript,
         "codex": self._r_codex, "osmia": self._r_osmia}[self.fmt]()
        return self.lines

    def _mark(self, step, cmd_line, out_line):
        ev = step.ev
        if not ev:
            return
        if ev is True or ev == "out":
            ls = [out_line or cmd_line]
        elif ev == "cmd":
            ls = [cmd_line]
        elif ev == "both":
            ls = [cmd_line, out_line]
        else:
            raise ValueError(ev)
        self.ev_lines.extend(l for l in ls if l)

    @staticmethod
    def _numbered(content, offset=1):
        return "\n".join(f"{i + offset:6d}\u2192{line}" for i, line in enumerate(content.split("\n")))

    # ---------------- claude stream-json
    def _usage(self):
        r = self.rng
        return {"input_tokens": r.randint(3, 9), "cache_creation_input_tokens": r.randint(0, 3000),
                "cache_read_input_tokens": r.randint(12000, 90000), "output_tokens": r.randint(20, 900),
                "service_tier": "standard"}

    def _c_tool_input(self, st):
        k, a = st.kind, st.a
        if k == "bash":
            d = {"command": a["cmd"]}
            d["description"] = a["desc"] or _describe(a["cmd"])
            if a["bg"]:
                d["run_in_background"] = True
            return "Bash", d
        if k == "read":
            d = {"file_path": _abs(self.cwd, a["path"])}
            if a["offset"] != 1:
                d["offset"] = a["offset"]
            return "Read", d
        if k == "edit":
            d = {"file_path": _abs(self.cwd, a["path"]), "old_string": a["old"], "new_string": a["new"]}
            if a["replace_all"]:
                d["replace_all"] = True
            return "Edit", d
        if k == "write":
            return "Write", {"file_path": _abs(self.cwd, a["path"]), "content": a["content"]}
        if k == "grep":
            d = {"pattern": a["pattern"], "output_mode": "content", "-n": True}
            if a["path"]:
                d["path"] = _abs(self.cwd, a["path"])
            if a["glob"]:
                d["glob"] = a["glob"]
            return "Grep", d
        if k == "glob":
            return "Glob", {"pattern": a["pattern"]}
        if k == "todo":
            return "TodoWrite", {"todos": [{"content": t, "status": s, "activeForm": t}
                                           for t, s in a["items"]]}
        if k == "fetch":
            return "WebFetch", {"url": a["url"], "prompt": "Extract the relevant documentation"}
        raise ValueError(k)

    def _c_tool_output(self, st):
        """Return (content, is_error)."""
        k, a = st.kind, st.a
        if k == "bash":
            if a["denied"]:
                return ("Claude requested permissions to use Bash, but you haven't granted it yet.", True)
            if a["timeout_err"]:
                return (a["out"], True)
            if a["code"]:
                return (f"Exit code {a['code']}\n{a['out']}".rstrip("\n"), True)
            return (a["out"], False)
        if k == "read":
            if a["content"].startswith("<tool_use_error>"):
                return (a["content"], True)
            return (self._numbered(a["content"], a["offset"]), False)
        if k == "edit":
            if a["err"]:
                return (f"<tool_use_error>{a['err']}</tool_use_error>", True)
            return (f"The file {_abs(self.cwd, a['path'])} has been updated successfully.", False)
        if k == "write":
            if a["new"]:
                return (f"File created successfully at: {_abs(self.cwd, a['path'])}", False)
            return (f"The file {_abs(self.cwd, a['path'])} has been updated successfully.", False)
        if k in ("grep", "glob"):
            return (a["out"] or "No matches found", False)
        if k == "todo":
            return ("Todos have been modified successfully. Ensure that you continue to use the todo "
                    "list to track your progress. Please proceed with the current tasks if applicable", False)
        if k == "fetch":
            return (a["out"], a["err"])
        raise ValueError(k)

    def _r_claude(self):
        sid = self._uuid()
        self._emit({"type": "system", "subtype": "init", "cwd": self.cwd, "session_id": sid,
                    "tools": CLAUDE_TOOLS, "mcp_servers": [], "model": self.model,
                    "permissionMode": self.permission_mode, "slash_commands": SLASH,
                    "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default", "uuid": self._uuid()})
        denials, turns, ended = [], 0, False
        for st in self.steps:
            if st.kind in ("say", "think"):
                block = ({"type": "text", "text": st.a["text"]} if st.kind == "say" else
                         {"type": "thinking", "thinking": st.a["text"],
                          "signature": self._rid("Er", 64)})
                ln = self._emit(self._c_asst(sid, block))
                self._mark(st, ln, None)
            elif st.kind == "sysnote":
                raise ValueError("sysnote is osmia-only")
            elif st.kind == "api_error":
                l1 = self._emit({"type": "assistant", "message": {
                    "id": self._uuid(), "model": "<synthetic>", "role": "assistant",
                    "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                    "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                              "cache_read_input_tokens": 0, "server_tool_use": {"web_search_requests": 0},
                              "service_tier": None},
                    "content": [{"type": "text", "text": st.a["text"]}]},
                    "parent_tool_use_id": None, "session_id": sid, "uuid": self._uuid()})
                l2 = self._emit(self._c_result(sid, st.a["text"], True, "success", turns, denials))
                self._mark(st, l1, l2); ended = True
            elif st.kind == "final":
                l1 = self._emit(self._c_asst(sid, {"type": "text", "text": st.a["text"]})) if st.a["text"] else None
                summary = st.a["text"] if not st.a["is_error"] else ""
                if st.a["subtype"] != "success":
                    summary = None
                l2 = self._emit(self._c_result(sid, summary, st.a["is_error"], st.a["subtype"], turns, denials))
                self._mark(st, l1, l2); ended = True
            elif st.kind == "end":
                ended = True
            else:
                turns += 1
                name, inp = self._c_tool_input(st)
                tid = self._rid("toolu_01", 22)
                l1 = self._emit(self._c_asst(sid, {"type": "tool_use", "id": tid, "name": name, "input": inp}))
                content, is_err = self._c_tool_output(st)
                res = {"tool_use_id": tid, "type": "tool_result", "content": content}
                if is_err:
                    res["is_error"] = True
                l2 = self._emit({"type": "user", "message": {"role": "user", "content": [res]},
                                 "parent_tool_use_id": None, "session_id": sid, "uuid": self._uuid()})
                if st.kind == "bash" and st.a["denied"]:
                    denials.append({"tool_name": "Bash", "tool_use_id": tid, "tool_input": inp})
                self._mark(st, l1, l2)
        return ended

    def _c_asst(self, sid, block):
        self._tick()
        return {"type": "assistant", "message": {
            "id": self._rid("msg_01", 22), "type": "message", "role": "assistant", "model": self.model,
            "content": [block], "stop_reason": None, "stop_sequence": None, "usage": self._usage()},
            "parent_tool_use_id": None, "session_id": sid, "uuid": self._uuid()}

    def _c_result(self, sid, text, is_error, subtype, turns, denials):
        r = self.rng
        dur = int((self._t - self.t0).total_seconds() * 1000) + r.randint(500, 4000)
        obj = {"type": "result", "subtype": subtype, "is_error": is_error, "duration_ms": dur,
               "duration_api_ms": int(dur * 0.7), "num_turns": turns + 1}
        if text is not None:
            obj["result"] = text
        obj.update({"session_id": sid,
                    "total_cost_usd": round(0.05 + turns * r.uniform(0.02, 0.09), 6) if text != "" or turns else 0,
                    "usage": {"input_tokens": r.randint(20, 400), "cache_creation_input_tokens": r.randint(2000, 40000),
                              "cache_read_input_tokens": r.randint(100000, 2500000),
                              "output_tokens": r.randint(800, 30000),
                              "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
                    "permission_denials": denials, "uuid": self._uuid()})
        return obj

    # ---------------- claude transcript (~/.claude/projects/*.jsonl)
    def _r_transcript(self):
        sid = self._uuid()
        base = {"isSidechain": False, "userType": "external", "cwd": self.cwd, "sessionId": sid,
                "version": "2.0.42", "gitBranch": self.branch}
        prev = None

        def line(kind, extra, lo=1, hi=9):
            nonlocal prev
            u = self._uuid()
            obj = {"parentUuid": prev}
            obj.update(base)
            obj["type"] = kind
            obj.update(extra)
            obj["uuid"] = u
            obj["timestamp"] = self._ts(lo, hi)
            prev = u
            return self._emit(obj)

        first_msg = self._uuid()
        self._emit({"type": "file-history-snapshot", "messageId": first_msg,
                    "snapshot": {"messageId": first_msg, "trackedFileBackups": {},
                                 "timestamp": self._ts(0, 1)}, "isSnapshotUpdate": False})
        line("user", {"message": {"role": "user", "content": self.prompt_text()},
                      "thinkingMetadata": {"level": "none", "disabled": True, "triggers": []},
                      "todos": [], "permissionMode": self.permission_mode})

        def asst(block, model=None, api_err=False):
            extra = {"message": {"model": model or self.model, "id": self._rid("msg_01", 22), "type": "message",
                                 "role": "assistant", "content": [block], "stop_reason": None,
                                 "stop_sequence": None, "usage": self._usage()},
                     "requestId": self._rid("req_011C", 18)}
            if api_err:
                extra["message"]["model"] = "<synthetic>"
                extra["message"]["stop_reason"] = "stop_sequence"
                extra["message"]["usage"] = {"input_tokens": 0, "output_tokens": 0,
                                             "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}
                del extra["requestId"]
                extra["isApiErrorMessage"] = True
            return line("assistant", extra)

        for st in self.steps:
            if st.kind in ("say", "final"):
                ln = asst({"type": "text", "text": st.a["text"]})
                self._mark(st, ln, None)
            elif st.kind == "think":
                ln = asst({"type": "thinking", "thinking": st.a["text"], "signature": self._rid("Er", 64)})
                self._mark(st, ln, None)
            elif st.kind == "sysnote":
                raise ValueError("sysnote is osmia-only")
            elif st.kind == "api_error":
                ln = asst({"type": "text", "text": st.a["text"]}, api_err=True)
                self._mark(st, ln, None)
            elif st.kind == "end":
                pass
            else:
                name, inp = self._c_tool_input(st)
                tid = self._rid("toolu_01", 22)
                l1 = asst({"type": "tool_use", "id": tid, "name": name, "input": inp})
                a_uuid = prev
                content, is_err = self._c_tool_output(st)
                res = {"tool_use_id": tid, "type": "tool_result", "content": content}
                if is_err:
                    res["is_error"] = True
                else:
                    res["is_error"] = False
                extra = {"message": {"role": "user", "content": [res]},
                         "toolUseResult": self._t_tool_result(st, content, is_err),
                         "sourceToolAssistantUUID": a_uuid}
                l2 = line("user", extra, 1, 25 if st.kind == "bash" else 3)
                self._mark(st, l1, l2)

    def _t_tool_result(self, st, content, is_err):
        k, a = st.kind, st.a
        if is_err:
            return "Error: " + content
        if k == "bash":
            return {"stdout": a["out"], "stderr": "", "interrupted": False, "isImage": False}
        if k == "read":
            return {"type": "text", "file": {"filePath": _abs(self.cwd, a["path"]), "content": a["content"],
                                             "numLines": a["content"].count("\n") + 1, "startLine": a["offset"],
                                             "totalLines": a["content"].count("\n") + a["offset"]}}
        if k == "edit":
            return {"filePath": _abs(self.cwd, a["path"]), "oldString": a["old"], "newString": a["new"],
                    "replaceAll": a["replace_all"], "userModified": False}
        if k == "write":
            return {"type": "create" if a["new"] else "update", "filePath": _abs(self.cwd, a["path"]),
                    "content": a["content"]}
        if k in ("grep", "glob"):
            n = len([x for x in (a["out"] or "").split("\n") if x])
            return {"mode": "content", "numFiles": 0, "filenames": [], "content": a["out"], "numLines": n}
        if k == "todo":
            return {"oldTodos": [], "newTodos": [{"content": t, "status": s, "activeForm": t} for t, s in a["items"]]}
        return {"result": content}

    # ---------------- codex exec --json
    def _r_codex(self):
        self._emit({"type": "thread.started", "thread_id": _uuid7(self)})
        self._emit({"type": "turn.started"})
        n = 0

        def item(obj, started=False):
            nonlocal n
            obj = dict(obj)
            if started:
                return self._emit({"type": "item.started", "item": obj})
            return self._emit({"type": "item.completed", "item": obj})

        def cmd_item(cmd, out, code, ev_step, status=None):
            nonlocal n
            iid = f"item_{n}"; n += 1
            full = "bash -lc " + shlex.quote(cmd)
            l1 = None
            if self.codex_started:
                l1 = item({"id": iid, "type": "command_execution", "command": full, "aggregated_output": "",
                           "exit_code": None, "status": "in_progress"}, started=True)
            st_ = status or ("completed" if code == 0 else "failed")
            l2 = item({"id": iid, "type": "command_execution", "command": full, "aggregated_output": out,
                       "exit_code": code if st_ != "declined" else None, "status": st_})
            self._mark(ev_step, l2, l2)

        ended = False
        for st in self.steps:
            a = st.a
            if st.kind == "say":
                ln = item({"id": f"item_{n}", "type": "agent_message", "text": a["text"]}); n += 1
                self._mark(st, ln, None)
            elif st.kind == "think":
                ln = item({"id": f"item_{n}", "type": "reasoning", "text": a["text"]}); n += 1
                self._mark(st, ln, None)
            elif st.kind == "bash":
                if a["timeout_err"]:
                    cmd_item(a["cmd"], a["out"], 124, st)
                elif a["denied"]:
                    cmd_item(a["cmd"], a["out"], -1, st, status="declined")
                else:
                    cmd_item(a["cmd"], a["out"], a["code"], st)
            elif st.kind == "read":
                c = a["content"]
                if c.startswith("<tool_use_error>"):
                    cmd_item(f"sed -n '1,200p' {a['path']}", f"sed: can't read {a['path']}: No such file or directory", 2, st)
                else:
                    lo = a["offset"]
                    cmd_item(f"sed -n '{lo},{lo + 199}p' {a['path']}", c, 0, st)
            elif st.kind == "grep":
                where = a["path"] or "."
                g = f" -g '{a['glob']}'" if a["glob"] else ""
                cmd_item(f"rg -n {shlex.quote(a['pattern'])}{g} {where}", a["out"], 0 if a["out"] else 1, st)
            elif st.kind == "glob":
                cmd_item(f"rg --files | rg {shlex.quote(_glob_to_rg(a['pattern']))}", a["out"], 0 if a["out"] else 1, st)
            elif st.kind in ("edit", "write"):
                if st.kind == "edit" and a["err"]:
                    iid = f"item_{n}"; n += 1
                    ln = item({"id": iid, "type": "file_change",
                               "changes": [{"path": _abs(self.cwd, a["path"]), "kind": "update"}],
                               "status": "failed"})
                    self._mark(st, ln, None)
                    continue
                kind = "update" if st.kind == "edit" or not a["new"] else "add"
                iid = f"item_{n}"; n += 1
                ln = item({"id": iid, "type": "file_change",
                           "changes": [{"path": _abs(self.cwd, a["path"]), "kind": kind}], "status": "completed"})
                self._mark(st, ln, None)
            elif st.kind == "todo":
                iid = f"item_{n}"; n += 1
                ln = item({"id": iid, "type": "todo_list",
                           "items": [{"text": t, "completed": s == "completed"} for t, s in a["items"]]})
                self._mark(st, ln, None)
            elif st.kind == "fetch":
                cmd_item(f"curl -sSL {a['url']}", a["out"], 22 if a["err"] else 0, st)
            elif st.kind == "sysnote":
                raise ValueError("sysnote is osmia-only")
            elif st.kind == "api_error":
                ls = []
                for i in range(a["reconnects"]):
                    ls.append(self._emit({"type": "error", "message": f"Reconnecting... {i + 1}/{a['reconnects']}"}))
                l1 = self._emit({"type": "error", "message": a["text"]})
                l2 = self._emit({"type": "turn.failed", "error": {"message": a["text"]}})
                self._mark(st, l1, l2); ended = True
            elif st.kind == "final":
                ln = item({"id": f"item_{n}", "type": "agent_message", "text": a["text"]}); n += 1
                r = self.rng
                inp = r.randint(90000, 2400000)
                l2 = self._emit({"type": "turn.completed", "usage": {
                    "input_tokens": inp, "cached_input_tokens": int(inp * r.uniform(0.8, 0.95)),
                    "output_tokens": r.randint(1500, 30000)}})
                self._mark(st, ln, l2); ended = True
            elif st.kind == "end":
                ended = True

    # ---------------- osmia agentstream
    def _r_osmia(self):
        sid = self._uuid()
        self._emit({"type": "system", "subtype": "init", "timestamp": self._ts_s(0, 1), "session_id": sid,
                    "engine": self.engine, "model": self.model, "cwd": self.cwd,
                    "task_id": self.id, "ticket_id": self.ticket})
        in_tok = out_tok = 0
        for st in self.steps:
            a = st.a
            if st.kind in ("say", "think"):
                ln = self._emit({"type": "content", "timestamp": self._ts_s(), "role": "assistant",
                                 "content": a["text"]})
                self._mark(st, ln, None)
            elif st.kind == "sysnote":
                ln = self._emit({"type": "content", "timestamp": self._ts_s(), "role": "system",
                                 "content": a["text"]})
                self._mark(st, ln, None)
            elif st.kind == "api_error":
                l1 = self._emit({"type": "content", "timestamp": self._ts_s(), "role": "system",
                                 "content": a["text"]})
                l2 = self._emit({"type": "result", "timestamp": self._ts_s(), "success": False,
                                 "summary": a["text"]})
                self._mark(st, l1, l2)
            elif st.kind == "final":
                l1 = self._emit({"type": "content", "timestamp": self._ts_s(), "role": "assistant",
                                 "content": a["text"]})
                r = self.rng
                self._emit({"type": "cost", "timestamp": self._ts_s(0, 1),
                            "input_tokens": r.randint(200000, 2500000), "output_tokens": r.randint(4000, 40000),
                            "cost_usd": round(r.uniform(0.4, 6.5), 4)})
                succ = self.mode == "succeeded"
                if a.get("osmia_success") is not None:
                    succ = a["osmia_success"]
                l2 = self._emit({"type": "result", "timestamp": self._ts_s(0, 1), "success": succ,
                                 "summary": self.result_summary or a["text"].split("\n")[0][:200]})
                self._mark(st, l1, l2)
            elif st.kind == "end":
                pass
            else:
                name, inp = self._c_tool_input(st)
                if name == "TodoWrite":
                    inp = {"todos": [{"content": t, "status": s} for t, s in a["items"]]}
                l1 = self._emit({"type": "tool_use", "timestamp": self._ts_s(), "tool": name, "args": inp})
                content, _ = self._c_tool_output(st)
                if st.kind == "bash" and a["code"] and not a["timeout_err"]:
                    content = a["out"]
                if st.kind == "read" and not a["content"].startswith("<tool_use_error>"):
                    content = a["content"]
                l2 = self._emit({"type": "content", "timestamp": self._ts_s(1, 20 if st.kind == "bash" else 3),
                                 "role": "tool", "content": content})
                self._mark(st, l1, l2)

    # ------------------------------------------------------------------ files
    def prompt_text(self):
        return f"# {self.ticket}: {self.title}\n\n{self.body.strip()}\n"

    def tool_calls(self):
        return [s for s in self.steps if s.kind in ("bash", "read", "edit", "write", "grep", "glob", "todo", "fetch")]

    def consecutive_identical(self):
        best = cur = 0
        prev = None
        for s in self.tool_calls():
            key = (s.kind, json.dumps(s.a, sort_keys=True, default=str) if s.kind != "bash" else s.a["cmd"])
            cur = cur + 1 if key == prev else 1
            prev = key
            best = max(best, cur)
        return best

    def taskrun(self):
        changed = self.files_changed
        if changed is None:
            changed = len({s.a["path"] for s in self.steps if s.kind in ("edit", "write") and not s.a.get("err")})
        r = random.Random(self.id + "tr")
        tokens = r.randint(60000, 2600000)
        end = self._t + _dt.timedelta(seconds=r.randint(2, 40))
        engines = [self.engine]
        return {"id": self.id, "ticket_id": self.ticket, "engine": self.engine, "current_engine": self.engine,
                "engine_attempts": engines, "state": self.state, "retry_count": self.retry_count,
                "max_retries": self.max_retries, "files_changed": changed,
                "tool_calls_total": len(self.tool_calls()),
                "consecutive_identical_tools": self.consecutive_identical(),
                "tokens_consumed": tokens, "cost_usd": round(tokens / 1e6 * r.uniform(2.5, 4.5), 4),
                "diagnosis_history": self.history,
                "created_at": (self.t0 - _dt.timedelta(seconds=r.randint(20, 400))).strftime("%Y-%m-%dT%H:%M:%SZ"),
                "updated_at": end.strftime("%Y-%m-%dT%H:%M:%SZ")}


def _uuid7(run):
    h = "%032x" % run.rng.getrandbits(128)
    ms = int(run.t0.replace(tzinfo=_dt.timezone.utc).timestamp() * 1000)
    t = "%012x" % ms
    return f"{t[:8]}-{t[8:12]}-7{h[13:16]}-{'89ab'[int(h[16], 16) % 4]}{h[17:20]}-{h[20:32]}"


def _abs(cwd, p):
    return p if p.startswith("/") else f"{cwd}/{p}"


def _glob_to_rg(p):
    return p.replace("**/", "").replace(".", r"\.").replace("*", ".*")


def _describe(cmd):
    c = cmd.strip().split("\n")[0]
    head = c.split()[0] if c.split() else c
    table = {"pytest": "Run tests", "python": "Run Python script", "dbt": "Run dbt", "pip": "Install Python packages",
             "git": "Git operation", "ls": "List files", "cat": "Show file", "kubectl": "Query Kubernetes",
             "aws": "AWS CLI", "gcloud": "gcloud CLI", "bq": "BigQuery CLI", "snowsql": "Run SnowSQL",
             "psql": "Run psql", "airflow": "Run Airflow CLI", "cargo": "Build with cargo", "go": "Go command",
             "mvn": "Build with Maven", "uv": "Run uv", "make": "Run make", "sqlfluff": "Lint SQL",
             "docker": "Docker command", "databricks": "Databricks CLI", "alembic": "Run migrations",
             "clickhouse-client": "Run ClickHouse query", "df": "Check disk usage", "free": "Check memory"}
    return table.get(head, "Run command")


# ---------------------------------------------------------------------- registry
REGISTRY = []


def case(fn):
    """Decorator: a function returning a built Run."""
    REGISTRY.append(fn)
    return fn


def review_reject(run):
    """Neutral orchestrator summary for runs whose change was turned down after the engine finished."""
    phrases = ["changes rejected in review", "acceptance criteria not met (reviewer)", "PR closed by reviewer",
               "post-run review failed"]
    return phrases[int(hashlib.sha1(run.id.encode()).hexdigest(), 16) % len(phrases)]
