"""Renderers for the blind set: one abstract run -> four stream formats.

A case builds a Run with steps (say, think, bash, read, edit, write, tool, sys, compact,
api_error, end).  Steps flagged ev=True contribute their line numbers to evidence_lines.
"""
import hashlib, json, os, random, shutil

FORMATS = ("claude", "claude-transcript", "codex", "osmia")
MODES = ("infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown")


def h(s, n=8):
    return hashlib.sha1(s.encode()).hexdigest()[:n]


def uid(seed):
    x = hashlib.sha1(seed.encode()).hexdigest()
    return f"{x[:8]}-{x[8:12]}-4{x[13:16]}-a{x[17:20]}-{x[20:32]}"


def toolu(seed):
    x = hashlib.sha1(seed.encode()).hexdigest()
    alpha = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789"
    return "".join(alpha[int(x[i:i + 2], 16) % len(alpha)] for i in range(0, 40, 2))[:22]


class Step:
    def __init__(self, kind, ev=False, **kw):
        self.kind, self.ev, self.kw = kind, ev, kw


class Run:
    def __init__(self, slug, fmt, *, mode, prompt, ticket, near_miss="", why="", model=None,
                 cwd=None, state=None, result=None, watchdog=None, engine=None, mcp=None,
                 permission_mode=None, retry_count=0, ended_by=None, day=None):
        assert fmt in FORMATS, fmt
        assert mode in MODES + ("succeeded",), mode
        self.slug, self.fmt, self.mode = slug, fmt, mode
        self.id = f"e2-{slug}-{h(slug + fmt, 4)}"
        self.prompt, self.ticket, self.near_miss, self.why = prompt.strip() + "\n", ticket, near_miss, why
        self.model = model or {"claude": "claude-sonnet-4-5-20250929", "claude-transcript": "claude-opus-4-6",
                               "codex": "gpt-5-codex", "osmia": "claude-sonnet-4-5-20250929"}[fmt]
        self.cwd = cwd or f"/workspace/{slug.split('-')[0]}"
        self.state = state or ("Succeeded" if mode == "succeeded" else "Failed")
        self.result = result            # dict for result.json, or None
        self.watchdog = watchdog        # dict for watchdog.json, or None
        self.engine = engine or {"claude": "claude-code", "claude-transcript": "claude-code",
                                 "codex": "codex", "osmia": "claude-code"}[fmt]
        self.mcp = mcp or []
        self.permission_mode = permission_mode or ("bypassPermissions" if fmt != "codex" else None)
        self.retry_count = retry_count
        self.steps = []
        self.day = day or (1 + int(h(slug, 2), 16) % 27)

    # ---- step builders -------------------------------------------------
    def say(self, text, ev=False):
        self.steps.append(Step("say", ev, text=text)); return self

    def think(self, text, ev=False):
        self.steps.append(Step("think", ev, text=text)); return self

    def bash(self, cmd, out="", rc=0, ev=False, declined=False):
        self.steps.append(Step("bash", ev, cmd=cmd, out=out, rc=rc, declined=declined)); return self

    def _abs(self, p):
        return p if p.startswith("/") else self.cwd + "/" + p

    def read(self, path, content, ev=False):
        self.steps.append(Step("read", ev, path=self._abs(path), content=content)); return self

    def edit(self, path, old, new, ev=False, err=None):
        self.steps.append(Step("edit", ev, path=self._abs(path), old=old, new=new, err=err)); return self

    def write(self, path, content, ev=False, err=None):
        self.steps.append(Step("write", ev, path=self._abs(path), content=content, err=err)); return self

    def task(self, description, prompt, inner, final, ev=False, subagent_type="general-purpose"):
        """A Claude Code Task (subagent). inner: a Run-like list built with sub(); final: its report."""
        self.steps.append(Step("task", ev, description=description, prompt=prompt, inner=inner.steps,
                               final=final, subagent_type=subagent_type)); return self

    def sub(self):
        return Run.__new__(Run)._init_sub(self)

    def _init_sub(self, parent):
        self.cwd, self.steps = parent.cwd, []
        return self

    def tool(self, name, inp, out, err=False, ev=False, server=None):
        self.steps.append(Step("tool", ev, name=name, inp=inp, out=out, err=err, server=server)); return self

    def sys(self, text, ev=False, level="error", subtype="notice"):
        self.steps.append(Step("sys", ev, text=text, level=level, subtype=subtype)); return self

    def compact(self, pre_tokens=168000, summary="", ev=False):
        self.steps.append(Step("compact", ev, pre_tokens=pre_tokens, summary=summary)); return self

    def api_error(self, text, ev=False, status=None):
        self.steps.append(Step("api_error", ev, text=text, status=status)); return self

    def end(self, text, success=None, ev=False, subtype=None):
        if success is None:
            success = self.mode == "succeeded"
        self.steps.append(Step("end", ev, text=text, success=success, subtype=subtype)); return self

    # ---- helpers -------------------------------------------------------
    def all_steps(self):
        for s in self.steps:
            yield s
            if s.kind == "task":
                yield from s.kw["inner"]

    def edited_paths(self):
        out = []
        for s in self.all_steps():
            if s.kind in ("edit", "write") and not s.kw.get("err") and s.kw["path"] not in out:
                out.append(s.kw["path"])
        return out


# ====================================================================
class Emitter:
    def __init__(self, run):
        self.run = run
        self.lines = []
        self.ev = []
        self.t = 9 * 3600 + int(h(run.slug, 4), 16) % 30000
        self.sid = uid("sess" + run.id)
        self.n = 0

    def ts(self, step=None):
        self.t += 2 + (self.n * 7) % 23
        d = self.run.day
        s = self.t
        return f"2026-10-{d:02d}T{s // 3600 % 24:02d}:{s // 60 % 60:02d}:{s % 60:02d}.{(self.n * 137) % 1000:03d}Z"

    def emit(self, obj, ev=False):
        self.lines.append(json.dumps(obj, ensure_ascii=False, separators=(",", ":")))
        self.n += 1
        if ev:
            self.ev.append(len(self.lines))

    def tid(self):
        return "toolu_01" + toolu(self.run.id + str(self.n))

    def mid(self):
        return "msg_01" + toolu("m" + self.run.id + str(self.n))


def _claude_tool_input(step):
    k = step.kind
    if k == "bash":
        return "Bash", {"command": step.kw["cmd"], "description": _describe(step.kw["cmd"])}
    if k == "read":
        return "Read", {"file_path": step.kw["path"]}
    if k == "edit":
        return "Edit", {"file_path": step.kw["path"], "old_string": step.kw["old"], "new_string": step.kw["new"]}
    if k == "write":
        return "Write", {"file_path": step.kw["path"], "content": step.kw["content"]}
    return step.kw["name"], step.kw["inp"]


def _describe(cmd):
    c = cmd.split()[0] if cmd.split() else "cmd"
    return {"pytest": "Run tests", "npm": "Run npm script", "go": "Run go command", "cargo": "Run cargo",
            "git": "Git operation", "pip": "Install packages", "ls": "List files", "cat": "Show file",
            "grep": "Search", "rg": "Search"}.get(c, "Run command")


def _numbered(content):
    return "\n".join(f"{i + 1:>6}\u2192{l}" for i, l in enumerate(content.split("\n")))


def _claude_result_text(step):
    k = step.kind
    if k == "bash":
        if step.kw["rc"] != 0:
            return f"Exit code {step.kw['rc']}\n{step.kw['out']}".rstrip(), True
        return step.kw["out"], False
    if k == "read":
        return _numbered(step.kw["content"]), False
    if k == "edit":
        if step.kw.get("err"):
            return step.kw["err"], True
        return f"The file {step.kw['path']} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" + _numbered(step.kw["new"]), False
    if k == "write":
        if step.kw.get("err"):
            return step.kw["err"], True
        return f"File created successfully at: {step.kw['path']}", False
    return step.kw["out"], bool(step.kw.get("err"))


def _usage(e):
    return {"input_tokens": 4 + e.n % 9, "cache_creation_input_tokens": 300 + (e.n * 53) % 2000,
            "cache_read_input_tokens": 14000 + e.n * 911, "output_tokens": 40 + (e.n * 37) % 400,
            "service_tier": "standard"}


# ---------------- Claude stream-json ---------------------------------
def render_claude(run):
    e = Emitter(run)
    mcp = [{"name": n, "status": st} for n, st in run.mcp]
    tools = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
             "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]
    for n, st in run.mcp:
        if st == "connected":
            tools += [f"mcp__{n}__{t}" for t in ("search", "get", "list")]
    e.emit({"type": "system", "subtype": "init", "cwd": run.cwd, "session_id": e.sid, "tools": tools,
            "mcp_servers": mcp, "model": run.model, "permissionMode": run.permission_mode or "default",
            "slash_commands": ["compact", "context", "cost", "init", "review", "security-review"],
            "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default", "uuid": uid("init" + run.id)})
    turns = 0
    denials = []
    for st in run.steps:
        k = st.kind
        if k in ("say", "think"):
            blk = {"type": "text", "text": st.kw["text"]} if k == "say" else \
                {"type": "thinking", "thinking": st.kw["text"], "signature": "Er" + toolu(st.kw["text"]) * 3}
            e.emit({"type": "assistant", "message": {"id": e.mid(), "type": "message", "role": "assistant",
                    "model": run.model, "content": [blk], "stop_reason": None, "stop_sequence": None,
                    "usage": _usage(e)}, "parent_tool_use_id": None, "session_id": e.sid,
                    "uuid": uid(run.id + str(e.n))}, st.ev)
        elif k in ("bash", "read", "edit", "write", "tool"):
            name, inp = _claude_tool_input(st)
            tid = e.tid()
            turns += 1
            e.emit({"type": "assistant", "message": {"id": e.mid(), "type": "message", "role": "assistant",
                    "model": run.model, "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}],
                    "stop_reason": None, "stop_sequence": None, "usage": _usage(e)},
                    "parent_tool_use_id": st.kw.get("parent"), "session_id": e.sid, "uuid": uid(run.id + str(e.n))}, st.ev)
            text, err = _claude_result_text(st)
            if k == "bash" and st.kw.get("declined"):
                err = True
            if err and "haven't granted it yet" in text:
                denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
            e.emit({"type": "user", "message": {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result",
                    "content": text, "is_error": err}]}, "parent_tool_use_id": None, "session_id": e.sid,
                    "uuid": uid(run.id + str(e.n))}, st.ev)
        elif k == "task":
            tid = e.tid()
            turns += 1
            e.emit({"type": "assistant", "message": {"id": e.mid(), "type": "message", "role": "assistant",
                    "model": run.model, "content": [{"type": "tool_use", "id": tid, "name": "Task", "input": {
                        "description": st.kw["description"], "prompt": st.kw["prompt"], "subagent_type": st.kw["subagent_type"]}}],
                    "stop_reason": None, "stop_sequence": None, "usage": _usage(e)},
                    "parent_tool_use_id": None, "session_id": e.sid, "uuid": uid(run.id + str(e.n))}, st.ev)
            for s2 in st.kw["inner"]:
                if s2.kind in ("say", "think"):
                    e.emit({"type": "assistant", "message": {"id": e.mid(), "type": "message", "role": "assistant",
                            "model": run.model, "content": [{"type": "text", "text": s2.kw["text"]}], "stop_reason": None,
                            "stop_sequence": None, "usage": _usage(e)}, "parent_tool_use_id": tid, "session_id": e.sid,
                            "uuid": uid(run.id + str(e.n))}, s2.ev)
                    continue
                name, inp = _claude_tool_input(s2)
                t2 = e.tid()
                e.emit({"type": "assistant", "message": {"id": e.mid(), "type": "message", "role": "assistant",
                        "model": run.model, "content": [{"type": "tool_use", "id": t2, "name": name, "input": inp}],
                        "stop_reason": None, "stop_sequence": None, "usage": _usage(e)},
                        "parent_tool_use_id": tid, "session_id": e.sid, "uuid": uid(run.id + str(e.n))}, s2.ev)
                text, err = _claude_result_text(s2)
                e.emit({"type": "user", "message": {"role": "user", "content": [{"tool_use_id": t2, "type": "tool_result",
                        "content": text, "is_error": err}]}, "parent_tool_use_id": tid, "session_id": e.sid,
                        "uuid": uid(run.id + str(e.n))}, s2.ev)
            e.emit({"type": "user", "message": {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result",
                    "content": [{"type": "text", "text": st.kw["final"]}]}]}, "parent_tool_use_id": None, "session_id": e.sid,
                    "uuid": uid(run.id + str(e.n))}, st.ev)
        elif k == "sys":
            e.emit({"type": "system", "subtype": st.kw["subtype"], "level": st.kw["level"],
                    "message": st.kw["text"], "session_id": e.sid, "uuid": uid(run.id + str(e.n))}, st.ev)
        elif k == "compact":
            e.emit({"type": "system", "subtype": "compact_boundary", "session_id": e.sid,
                    "uuid": uid(run.id + str(e.n)), "compact_metadata": {"trigger": "auto", "pre_tokens": st.kw["pre_tokens"]}}, st.ev)
            if st.kw["summary"]:
                e.emit({"type": "user", "message": {"role": "user", "content": [{"type": "text", "text":
                        "This session is being continued from a previous conversation that ran out of context. "
                        "The conversation is summarized below:\n" + st.kw["summary"]}]},
                        "parent_tool_use_id": None, "session_id": e.sid, "uuid": uid(run.id + str(e.n))}, st.ev)
        elif k == "api_error":
            e.emit({"type": "assistant", "message": {"id": uid("syn" + run.id + str(e.n)), "model": "<synthetic>",
                    "role": "assistant", "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                    "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0},
                    "content": [{"type": "text", "text": st.kw["text"]}]}, "parent_tool_use_id": None,
                    "session_id": e.sid, "uuid": uid(run.id + str(e.n))}, st.ev)
        elif k == "end":
            is_err = not st.kw["success"]
            if st.kw.get("subtype") == "claimed":
                is_err = False
            e.emit({"type": "result", "subtype": st.kw.get("subtype") if st.kw.get("subtype") not in (None, "claimed") else "success",
                    "is_error": is_err, "duration_ms": 1000 * (e.n * 41 + 300),
                    "duration_api_ms": 1000 * (e.n * 33 + 200), "num_turns": turns + 1, "result": st.kw["text"],
                    "session_id": e.sid, "total_cost_usd": round(0.011 * e.n + 0.07, 4),
                    "usage": {"input_tokens": 30 + e.n, "cache_creation_input_tokens": 9000 + e.n * 100,
                              "cache_read_input_tokens": 120000 + e.n * 5000, "output_tokens": 900 + e.n * 60,
                              "service_tier": "standard"},
                    "permission_denials": denials, "uuid": uid("res" + run.id)}, st.ev)
    return e


# ---------------- Claude Code transcript ------------------------------
def render_transcript(run):
    e = Emitter(run)
    last = [None]
    base = {"isSidechain": False, "userType": "external", "cwd": run.cwd, "sessionId": e.sid,
            "version": "2.1.41", "gitBranch": "main"}

    def line(obj, ev=False):
        u = uid(run.id + "t" + str(e.n))
        d = {"parentUuid": last[0], **base, **obj, "uuid": u, "timestamp": e.ts()}
        e.emit(d, ev)
        last[0] = u
    line({"type": "user", "message": {"role": "user", "content": run.prompt.strip()},
          "permissionMode": run.permission_mode or "default"})
    for st in run.steps:
        k = st.kind
        if k in ("say", "think"):
            blk = {"type": "text", "text": st.kw["text"]} if k == "say" else \
                {"type": "thinking", "thinking": st.kw["text"], "signature": "Er" + toolu(st.kw["text"]) * 3}
            line({"type": "assistant", "message": {"model": run.model, "id": e.mid(), "type": "message",
                  "role": "assistant", "content": [blk], "stop_reason": None, "stop_sequence": None,
                  "usage": _usage(e)}, "requestId": "req_011C" + toolu("r" + run.id + str(e.n))}, st.ev)
        elif k in ("bash", "read", "edit", "write", "tool"):
            name, inp = _claude_tool_input(st)
            tid = e.tid()
            line({"type": "assistant", "message": {"model": run.model, "id": e.mid(), "type": "message",
                  "role": "assistant", "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}],
                  "stop_reason": "tool_use", "stop_sequence": None, "usage": _usage(e)},
                  "requestId": "req_011C" + toolu("r" + run.id + str(e.n))}, st.ev)
            text, err = _claude_result_text(st)
            tur = {"stdout": st.kw.get("out", ""), "stderr": "", "interrupted": False, "isImage": False} \
                if k == "bash" else ({"type": "text"} if k == "read" else {"filePath": st.kw.get("path", "")})
            line({"type": "user", "message": {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result",
                  "content": text, "is_error": err}]}, "toolUseResult": tur if not err else ("Error: " + text[:200])}, st.ev)
        elif k == "task":
            tid = e.tid()
            line({"type": "assistant", "message": {"model": run.model, "id": e.mid(), "type": "message",
                  "role": "assistant", "content": [{"type": "tool_use", "id": tid, "name": "Task", "input": {
                      "description": st.kw["description"], "prompt": st.kw["prompt"], "subagent_type": st.kw["subagent_type"]}}],
                  "stop_reason": "tool_use", "stop_sequence": None, "usage": _usage(e)}}, st.ev)
            main_parent = last[0]
            base["isSidechain"] = True
            base["agentId"] = h("agent" + run.id, 7)
            line({"type": "user", "message": {"role": "user", "content": st.kw["prompt"]}})
            for s2 in st.kw["inner"]:
                if s2.kind in ("say", "think"):
                    line({"type": "assistant", "message": {"model": run.model, "id": e.mid(), "type": "message", "role": "assistant",
                          "content": [{"type": "text", "text": s2.kw["text"]}], "stop_reason": None, "stop_sequence": None,
                          "usage": _usage(e)}}, s2.ev)
                    continue
                name, inp = _claude_tool_input(s2)
                t2 = e.tid()
                line({"type": "assistant", "message": {"model": run.model, "id": e.mid(), "type": "message", "role": "assistant",
                      "content": [{"type": "tool_use", "id": t2, "name": name, "input": inp}], "stop_reason": "tool_use",
                      "stop_sequence": None, "usage": _usage(e)}}, s2.ev)
                text, err = _claude_result_text(s2)
                line({"type": "user", "message": {"role": "user", "content": [{"tool_use_id": t2, "type": "tool_result",
                      "content": text, "is_error": err}]}}, s2.ev)
            base["isSidechain"] = False
            base.pop("agentId")
            last[0] = main_parent
            line({"type": "user", "message": {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result",
                  "content": [{"type": "text", "text": st.kw["final"]}]}]},
                  "toolUseResult": {"status": "completed", "content": [{"type": "text", "text": st.kw["final"][:300]}]}}, st.ev)
        elif k == "sys":
            line({"type": "system", "subtype": st.kw["subtype"], "content": st.kw["text"], "level": st.kw["level"],
                  "isMeta": False}, st.ev)
        elif k == "compact":
            line({"type": "system", "subtype": "compact_boundary", "content": "Conversation compacted", "level": "info",
                  "compactMetadata": {"trigger": "auto", "preTokens": st.kw["pre_tokens"]}, "isMeta": False}, st.ev)
            if st.kw["summary"]:
                line({"type": "user", "message": {"role": "user", "content":
                      "This session is being continued from a previous conversation that ran out of context. "
                      "The conversation is summarized below:\n" + st.kw["summary"]}, "isCompactSummary": True,
                      "isVisibleInTranscriptOnly": True}, st.ev)
        elif k == "api_error":
            line({"type": "assistant", "message": {"model": "<synthetic>", "id": uid("syn" + run.id + str(e.n)),
                  "type": "message", "role": "assistant", "content": [{"type": "text", "text": st.kw["text"]}],
                  "stop_reason": "stop_sequence", "stop_sequence": "", "usage": {"input_tokens": 0, "output_tokens": 0}},
                  "isApiErrorMessage": True}, st.ev)
        elif k == "end":
            if st.kw["text"]:
                line({"type": "assistant", "message": {"model": run.model, "id": e.mid(), "type": "message",
                      "role": "assistant", "content": [{"type": "text", "text": st.kw["text"]}],
                      "stop_reason": "end_turn", "stop_sequence": None, "usage": _usage(e)},
                      "requestId": "req_011C" + toolu("r" + run.id + str(e.n))}, st.ev)
    return e


# ---------------- Codex exec --json -----------------------------------
def render_codex(run):
    e = Emitter(run)
    e.emit({"type": "thread.started", "thread_id": "019a" + h(run.id, 4) + "-" + h("x" + run.id, 4) + "-7" + h("y" + run.id, 3) + "-8" + h("z" + run.id, 3) + "-" + h("w" + run.id, 12)})
    e.emit({"type": "turn.started"})
    item = [0]

    def iid():
        item[0] += 1
        return f"item_{item[0] - 1}"
    for st in run.steps:
        k = st.kind
        if k == "say":
            e.emit({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st.kw["text"]}}, st.ev)
        elif k == "think":
            e.emit({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": st.kw["text"]}}, st.ev)
        elif k in ("bash", "read"):
            i = iid()
            if k == "bash":
                cmd = "bash -lc " + json.dumps(st.kw["cmd"]) if "'" in st.kw["cmd"] else f"bash -lc '{st.kw['cmd']}'"
                out, rc = st.kw["out"], st.kw["rc"]
            else:
                cmd = f"bash -lc \"sed -n '1,200p' {st.kw['path']}\""
                out, rc = st.kw["content"] + "\n", 0
            if st.kw.get("declined"):
                e.emit({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": cmd,
                        "aggregated_output": out, "exit_code": None, "status": "declined"}}, st.ev)
                continue
            e.emit({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": cmd,
                    "aggregated_output": "", "exit_code": None, "status": "in_progress"}}, st.ev)
            e.emit({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": cmd,
                    "aggregated_output": out, "exit_code": rc, "status": "completed" if rc == 0 else "failed"}}, st.ev)
        elif k in ("edit", "write"):
            kind = "update" if k == "edit" else "add"
            ok = not st.kw.get("err")
            e.emit({"type": "item.completed", "item": {"id": iid(), "type": "file_change",
                    "changes": [{"path": run.cwd + "/" + st.kw["path"].split(run.cwd + "/")[-1].lstrip("/") if not st.kw["path"].startswith("/") else st.kw["path"], "kind": kind}],
                    "status": "completed" if ok else "failed"}}, st.ev)
            if not ok:
                e.emit({"type": "error", "message": st.kw["err"]}, st.ev)
        elif k == "tool":
            name = st.kw["name"]
            server = st.kw.get("server") or (name.split("__")[1] if name.startswith("mcp__") else "tools")
            tname = name.split("__")[-1]
            i = iid()
            e.emit({"type": "item.started", "item": {"id": i, "type": "mcp_tool_call", "server": server, "tool": tname,
                    "arguments": st.kw["inp"], "status": "in_progress"}}, st.ev)
            if st.kw.get("err"):
                e.emit({"type": "item.completed", "item": {"id": i, "type": "mcp_tool_call", "server": server, "tool": tname,
                        "arguments": st.kw["inp"], "result": None, "error": {"message": st.kw["out"]}, "status": "failed"}}, st.ev)
            else:
                e.emit({"type": "item.completed", "item": {"id": i, "type": "mcp_tool_call", "server": server, "tool": tname,
                        "arguments": st.kw["inp"], "result": {"content": [{"type": "text", "text": st.kw["out"]}]},
                        "error": None, "status": "completed"}}, st.ev)
        elif k in ("sys", "api_error"):
            e.emit({"type": "error", "message": st.kw["text"]}, st.ev)
        elif k == "compact":
            e.emit({"type": "item.completed", "item": {"id": iid(), "type": "agent_message",
                    "text": "Context compacted. " + (st.kw["summary"] or "Continuing from the summary.")}}, st.ev)
        elif k == "end":
            if st.kw["success"] or st.kw.get("subtype") == "claimed":
                if st.kw["text"]:
                    e.emit({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st.kw["text"]}}, st.ev)
                e.emit({"type": "turn.completed", "usage": {"input_tokens": 40000 + e.n * 3100,
                        "cached_input_tokens": 30000 + e.n * 2900, "output_tokens": 800 + e.n * 45}})
            else:
                e.emit({"type": "turn.failed", "error": {"message": st.kw["text"]}}, st.ev)
    return e


# ---------------- Osmia agentstream -----------------------------------
def render_osmia(run):
    e = Emitter(run)
    e.emit({"type": "system", "subtype": "init", "timestamp": e.ts(), "session_id": e.sid,
            "engine": run.engine, "model": run.model, "cwd": run.cwd, "task_run": run.id})
    for st in run.steps:
        k = st.kind
        if k in ("say", "think"):
            e.emit({"type": "content", "timestamp": e.ts(), "role": "assistant", "content": st.kw["text"]}, st.ev)
        elif k in ("bash", "read", "edit", "write", "tool"):
            name, inp = _claude_tool_input(st)
            e.emit({"type": "tool_use", "timestamp": e.ts(), "tool": name, "args": inp}, st.ev)
            text, err = _claude_result_text(st)
            if k == "bash":
                text = st.kw["out"] + (f"\n[exit status {st.kw['rc']}]" if st.kw["rc"] else "")
            e.emit({"type": "content", "timestamp": e.ts(), "role": "tool", "content": text}, st.ev)
        elif k == "task":
            e.emit({"type": "tool_use", "timestamp": e.ts(), "tool": "Task", "args": {"description": st.kw["description"],
                    "prompt": st.kw["prompt"], "subagent_type": st.kw["subagent_type"]}}, st.ev)
            for s2 in st.kw["inner"]:
                if s2.kind in ("say", "think"):
                    e.emit({"type": "content", "timestamp": e.ts(), "role": "assistant", "content": s2.kw["text"], "parent": "Task"}, s2.ev)
                    continue
                name, inp = _claude_tool_input(s2)
                e.emit({"type": "tool_use", "timestamp": e.ts(), "tool": name, "args": inp, "parent": "Task"}, s2.ev)
                text, err = _claude_result_text(s2)
                if s2.kind == "bash":
                    text = s2.kw["out"] + (f"\n[exit status {s2.kw['rc']}]" if s2.kw["rc"] else "")
                e.emit({"type": "content", "timestamp": e.ts(), "role": "tool", "content": text, "parent": "Task"}, s2.ev)
            e.emit({"type": "content", "timestamp": e.ts(), "role": "tool", "content": st.kw["final"]}, st.ev)
        elif k in ("sys", "api_error"):
            e.emit({"type": "content", "timestamp": e.ts(), "role": "system", "content": st.kw["text"]}, st.ev)
        elif k == "compact":
            e.emit({"type": "content", "timestamp": e.ts(), "role": "system",
                    "content": f"context compacted ({st.kw['pre_tokens']} tokens -> summary)"}, st.ev)
            if st.kw["summary"]:
                e.emit({"type": "content", "timestamp": e.ts(), "role": "assistant", "content": "Summary of earlier work: " + st.kw["summary"]}, st.ev)
        elif k == "end":
            e.emit({"type": "cost", "timestamp": e.ts(), "input_tokens": 50000 + e.n * 2500,
                    "output_tokens": 1200 + e.n * 50, "cost_usd": round(0.02 * e.n + 0.1, 3)})
            succ = st.kw["success"] or st.kw.get("subtype") == "claimed"
            e.emit({"type": "result", "timestamp": e.ts(), "success": succ, "summary": st.kw["text"]}, st.ev)
    return e


RENDER = {"claude": render_claude, "claude-transcript": render_transcript, "codex": render_codex, "osmia": render_osmia}


def consecutive_identical(run):
    best, cur, prev = 0, 0, None
    for s in run.steps:
        if s.kind not in ("bash", "read", "edit", "write", "tool"):
            continue
        key = json.dumps(_claude_tool_input(s), sort_keys=True)
        cur = cur + 1 if key == prev else 1
        prev = key
        best = max(best, cur)
    return best


def write_run(run, outdir):
    e = RENDER[run.fmt](run)
    d = os.path.join(outdir, "runs", run.id)
    if os.path.isdir(d):
        shutil.rmtree(d)
    os.makedirs(d)
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        f.write("\n".join(e.lines) + "\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(run.prompt)
    ntools = sum(1 for s in run.all_steps() if s.kind in ("bash", "read", "edit", "write", "tool", "task"))
    created = f"2026-10-{run.day:02d}T{(9 * 3600 + int(h(run.slug, 4), 16) % 30000) // 3600:02d}:00:00Z"
    tr = {"id": run.id, "ticket_id": run.ticket, "engine": run.engine, "current_engine": run.engine,
          "engine_attempts": [run.engine], "state": run.state, "retry_count": run.retry_count, "max_retries": 3,
          "files_changed": getattr(run, "files_changed", len(run.edited_paths())), "tool_calls_total": ntools,
          "consecutive_identical_tools": consecutive_identical(run),
          "tokens_consumed": 20000 + 3500 * len(e.lines), "cost_usd": round(0.05 + 0.012 * len(e.lines), 3),
          "created_at": created, "updated_at": created.replace("T", "T").replace(":00:00Z", ":47:12Z")}
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2)
    if run.result is not None:
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump(run.result, f, indent=2)
    if run.watchdog is not None:
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(run.watchdog, f, indent=2)
    os.makedirs(os.path.join(outdir, "labels"), exist_ok=True)
    ev = sorted(set(e.ev)) if run.mode not in ("unknown", "succeeded") else []
    with open(os.path.join(outdir, "labels", run.id + ".yaml"), "w") as f:
        f.write(f"mode: {run.mode}\nformat: {run.fmt}\nnear_miss: {run.near_miss or chr(39) * 2}\n"
                f"evidence_lines: [{', '.join(map(str, ev))}]\nwhy: {json.dumps(run.why)}\n")
    return e, tr, ev


# ====================================================================
# Padding: realistic orientation noise so every stream is 20-120 lines, and some runs are long.
def _lang(run):
    p = run.prompt + " ".join(s.kw.get("cmd", "") + s.kw.get("path", "") for s in run.steps)
    for key, lang in (("go test", "go"), (".go", "go"), ("cargo", "rust"), (".rs", "rust"), ("mvn", "java"),
                      (".java", "java"), ("dotnet", "dotnet"), ("rails", "ruby"), (".rb", "ruby"), ("npm", "ts"),
                      (".ts", "ts"), ("vitest", "ts"), ("jest", "ts"), ("pytest", "py"), (".py", "py")):
        if key in p:
            return lang
    return "py"


_SUITE = {
    "go": ("go test ./... 2>&1 | tail -5", "ok  \tgithub.com/acme/{p}/internal/config\t0.021s\nok  \tgithub.com/acme/{p}/internal/http\t0.388s\nok  \tgithub.com/acme/{p}/pkg/util\t(cached)"),
    "rust": ("cargo test --workspace 2>&1 | tail -4", "test result: ok. 48 passed; 0 failed; 2 ignored; 0 measured; 0 filtered out; finished in 0.41s\n   Doc-tests {p}\ntest result: ok. 3 passed; 0 failed; 0 ignored"),
    "java": ("mvn -q -o test -Dtest='*UnitTest' 2>&1 | tail -4", "[INFO] Tests run: 112, Failures: 0, Errors: 0, Skipped: 1\n[INFO] BUILD SUCCESS"),
    "dotnet": ("git log --oneline -3", "a41c9e2 chore: bump analyzers\n0f3d2b1 fix(api): null ref on empty cart\n7e21aa0 feat: stock reservations"),
    "ruby": ("git log --oneline -3", "c2d1e90 Merge pull request #881 from acme/dunning-copy\n5b77a1e Dunning copy tweaks\n91ad0f3 Bump rack to 3.1.8"),
    "ts": ("npx tsc --noEmit -p . && echo tsc-ok", "tsc-ok"),
    "py": ("python -m pytest -q -x --co 2>&1 | tail -2", "{n} tests collected in 0.74s"),
}
_NOTES = [
    "Let me get oriented in the repository first.",
    "I'll check the project conventions before changing anything.",
    "Looking at recent history to see how similar changes were made.",
    "Before editing, I want to know how the tests are run here.",
]


def _noise_pool(run):
    lang = _lang(run)
    proj = run.cwd.rstrip("/").split("/")[-1]
    rnd = random.Random(run.id)
    cmd, out = _SUITE[lang]
    pool = [
        Step("say", text=rnd.choice(_NOTES)),
        Step("bash", cmd="git status --short && git log --oneline -5", out="a1b2c3d (HEAD -> main, origin/main) " + rnd.choice(["Merge pull request #412 from acme/deps", "fix: flaky clock in tests", "chore(ci): cache deps", "docs: runbook links"]) + "\n9c8d7e6 feat: audit trail for admin actions\n51f0a2b refactor: split settings module\n3e4d5c6 test: cover empty payloads\n77aa01c chore: bump lint config", rc=0),
        Step("bash", cmd="ls -la", out="total 96\ndrwxr-xr-x 12 agent agent 4096 .\n-rw-r--r--  1 agent agent  812 .editorconfig\ndrwxr-xr-x  8 agent agent 4096 .git\n-rw-r--r--  1 agent agent  402 .gitignore\n-rw-r--r--  1 agent agent 1893 AGENTS.md\n-rw-r--r--  1 agent agent 2211 Makefile\n-rw-r--r--  1 agent agent 3307 README.md\ndrwxr-xr-x  6 agent agent 4096 docs\ndrwxr-xr-x  9 agent agent 4096 src\ndrwxr-xr-x  5 agent agent 4096 tests", rc=0),
        Step("read", path=run.cwd + "/AGENTS.md", content=f"# Working on {proj}\n\n- Keep changes small and focused on the ticket.\n- Run the relevant tests before finishing; CI runs the full suite.\n- Do not reformat files you did not otherwise touch.\n- Never commit secrets; use .env.example for new settings."),
        Step("bash", cmd=cmd, out=out.format(p=proj, n=rnd.randint(140, 900)), rc=0),
        Step("read", path=run.cwd + "/Makefile", content="test:\n\t./scripts/test.sh\nlint:\n\t./scripts/lint.sh\nfmt:\n\t./scripts/fmt.sh --check"),
        Step("bash", cmd="rg -n 'TODO|FIXME' --max-count 3 | head -5", out="src/util/retry.py:18:# TODO: jitter\ndocs/ops.md:41:<!-- FIXME: outdated diagram -->", rc=0),
        Step("say", text="Nothing unusual in the layout; moving on to the code the ticket points at."),
    ]
    if run.mode in ("dependency_missing", "infra_failure", "permission_blocked"):
        # a green full-suite run before the failure would contradict a missing toolchain / blocked env
        pool = [st for st in pool if not (st.kind == "bash" and st.kw["cmd"] == cmd)]
    if run.fmt in ("claude", "claude-transcript", "osmia"):
        pool.insert(1, Step("tool", name="TodoWrite", inp={"todos": [
            {"content": "Read the code named in the ticket", "status": "in_progress", "activeForm": "Reading the code"},
            {"content": "Implement the change", "status": "pending", "activeForm": "Implementing the change"},
            {"content": "Run tests", "status": "pending", "activeForm": "Running tests"}]},
            out="Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable", err=False))
    else:
        pool.insert(1, Step("think", text="**Planning**\n\nFirst read the files the ticket names, then implement, then run the targeted tests."))
    return pool


_CODE = {
    "py": "import logging\n\nlog = logging.getLogger(__name__)\n\n\ndef {n}_from_env(env):\n    value = env.get('{N}')\n    if value is None:\n        return None\n    return value.strip()",
    "go": "package {n}\n\nimport \"errors\"\n\nvar Err{N} = errors.New(\"{n}: invalid\")\n\nfunc Parse{N}(s string) (string, error) {{\n\tif s == \"\" {{\n\t\treturn \"\", Err{N}\n\t}}\n\treturn s, nil\n}}",
    "rs": "use std::fmt;\n\n#[derive(Debug, Clone)]\npub struct {N}(String);\n\nimpl fmt::Display for {N} {{\n    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{\n        write!(f, \"{{}}\", self.0)\n    }}\n}}",
    "ts": "export interface {N}Options {{\n  enabled: boolean;\n  label?: string;\n}}\n\nexport function make{N}(opts: Partial<{N}Options> = {{}}): {N}Options {{\n  return {{ enabled: true, ...opts }};\n}}",
    "java": "package com.acme.{n};\n\npublic final class {N} {{\n    private {N}() {{}}\n\n    public static String normalize(String s) {{\n        return s == null ? \"\" : s.trim();\n    }}\n}}",
    "cs": "namespace Acme.{N};\n\npublic static class {N}Extensions\n{{\n    public static string Normalize(this string s) => s?.Trim() ?? string.Empty;\n}}",
    "rb": "module {N}\n  module_function\n\n  def normalize(value)\n    value.to_s.strip\n  end\nend",
}


def _long_pool(run, rnd):
    """Extra mid-run noise for long runs: reads, greps, prose."""
    lang = _lang(run)
    ext = {"go": "go", "rust": "rs", "java": "java", "dotnet": "cs", "ruby": "rb", "ts": "ts", "py": "py"}[lang]
    names = ["util", "errors", "settings", "logging", "types", "client", "handlers", "models", "validation", "metrics", "cache", "auth", "paging", "export", "schedule", "health"]
    out = []
    for n in rnd.sample(names, 12):
        trip = []
        trip.append(Step("read", path=f"{run.cwd}/src/{n}.{ext}", content=_CODE[ext].format(n=n, N=n.capitalize())))
        trip.append(Step("tool", name="Grep", inp={"pattern": n.rstrip("s"), "path": "src", "output_mode": "files_with_matches"},
                        out="\n".join(f"src/{m}.{ext}" for m in rnd.sample(names, 3)), err=False)
                   if run.fmt != "codex" else
                   Step("bash", cmd=f"rg -l {n.rstrip('s')} src", out="\n".join(f"src/{m}.{ext}" for m in rnd.sample(names, 3)), rc=0))
        trip.append(Step("say", text=rnd.choice(["That module is not involved.", "OK, this is only used by the CLI.",
                                                  "Noted; the call site is elsewhere.", "This confirms the data flow I expected.",
                                                  "Not relevant to the change, continuing."])))
        out.append(trip)
    return out


def pad(run):
    rnd = random.Random("pad" + run.id)
    if not hasattr(run, "length"):
        run.length = rnd.choices(["short", "mid", "long"], [3, 5, 2])[0]
    target = {"short": rnd.randint(20, 26), "mid": rnd.randint(28, 48), "long": rnd.randint(85, 112)}[run.length]
    pool = _noise_pool(run)
    first_ev = next((i for i, s in enumerate(run.steps) if s.ev), len(run.steps))
    ins = 1 if run.steps and run.steps[0].kind == "say" else 0
    ins = min(ins, first_ev)
    extra = _long_pool(run, rnd) if getattr(run, "length", "mid") == "long" else []
    while len(RENDER[run.fmt](run).lines) < target and (pool or extra):
        if pool:
            run.steps.insert(ins, pool.pop(0))
            ins += 1
        else:
            first_ev = next((i for i, s in enumerate(run.steps) if s.ev), len(run.steps))
            pos = rnd.randint(ins, max(ins, first_ev - 1))
            for st in reversed(extra.pop(0)):
                run.steps.insert(pos, st)
    return run
