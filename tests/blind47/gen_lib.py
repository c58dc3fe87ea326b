"""Renderers for the blind evaluation set (prefix p3-).

A case is written once, as an abstract list of steps (prose, tool call + output,
provider error, orchestrator notice, final result), and rendered into one of four
stream formats:

  claude             Claude Code `--output-format stream-json`
  claude-transcript  Claude Code session transcript (~/.claude/projects/*.jsonl)
  codex              `codex exec --json`
  osmia              Osmia agentstream

Steps can be marked as evidence (ev=True / 'call' / 'out' / 'both'); the renderer
reports the 1-based line numbers those steps landed on, so labels never drift from
the streams when a case is edited.

Everything is deterministic: ids, uuids and timestamps come from a RNG seeded with
the run's slug.
"""
import datetime as _dt
import hashlib
import json
import random

FORMATS = ("claude", "claude-transcript", "codex", "osmia")
MODES = ("infra_failure", "permission_blocked", "dependency_missing",
         "test_misunderstanding", "wrong_approach", "scope_creep",
         "model_confusion", "unknown")

CLAUDE_TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit",
                "MultiEdit", "Write", "NotebookEdit", "WebFetch", "TodoWrite",
                "WebSearch", "BashOutput", "KillBash"]
SLASH = ["add-dir", "agents", "clear", "compact", "config", "context", "cost", "doctor",
         "exit", "help", "init", "mcp", "memory", "model", "permissions", "hooks",
         "review", "status"]


def run_id(slug):
    return "p3-%s-%s" % (slug, hashlib.sha1(slug.encode()).hexdigest()[:4])


class Step:
    __slots__ = ("kind", "data", "ev")

    def __init__(self, kind, ev=None, **data):
        self.kind = kind
        self.data = data
        self.ev = ev


class Run:
    """One run. Build it with the step helpers, then render()."""

    def __init__(self, slug, fmt, mode, prompt, why, near_miss="", ticket=None,
                 state=None, model=None, cwd=None, engine=None, branch=None,
                 mcp_servers=None, permission_mode="bypassPermissions",
                 result_json=None, watchdog=None, taskrun=None, version=None,
                 exit_prefix=True, codex_started=None, api_key_source="none",
                 started=None):
        assert fmt in FORMATS, fmt
        assert mode in MODES + ("succeeded",), mode
        assert near_miss in MODES + ("", "succeeded"), near_miss
        self.slug = slug
        self.id = run_id(slug)
        self.fmt = fmt
        self.mode = mode
        self.near_miss = near_miss
        self.prompt = prompt.strip() + "\n"
        self.why = why
        self.ticket = ticket or self._ticket_from_prompt()
        self.state = state or ("Succeeded" if mode == "succeeded" else "Failed")
        self.rng = random.Random(slug)
        if model is None:
            model = {"codex": "gpt-5-codex"}.get(fmt, "claude-sonnet-4-5-20250929")
        self.model = model
        self.cwd = cwd or "/workspace/%s" % self.ticket.split("-")[0].lower()
        self.engine = engine or ("codex" if fmt == "codex" else "claude-code")
        self.branch = branch or "agent/%s" % self.ticket.lower()
        self.mcp_servers = mcp_servers or []
        self.permission_mode = permission_mode
        self.result_json = result_json
        self.watchdog = watchdog
        self.taskrun_extra = taskrun or {}
        self.version = version or self.rng.choice(["2.0.37", "2.0.55", "2.0.76", "2.1.12", "2.1.38"])
        self.exit_prefix = exit_prefix
        self.codex_started = (fmt == "codex") if codex_started is None else codex_started
        self.api_key_source = api_key_source
        self.steps = []
        self.session_id = self._uuid()
        y = 2026
        mo = self.rng.randint(1, 10)
        d = self.rng.randint(1, 27)
        self.t0 = started or _dt.datetime(y, mo, d, self.rng.randint(6, 20),
                                          self.rng.randint(0, 59), self.rng.randint(0, 59))
        self.t = self.t0

    # ------------------------------------------------------------------ ids
    def _ticket_from_prompt(self):
        first = self.prompt.splitlines()[0].lstrip("# ").strip()
        return first.split(":")[0].strip()

    def _hex(self, n):
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n))

    def _uuid(self):
        h = self._hex(32)
        return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16],
                                      self.rng.choice("89ab"), h[17:20], h[20:32])

    def _b58(self, n):
        al = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
        return "".join(self.rng.choice(al) for _ in range(n))

    def _toolu(self):
        return "toolu_01" + self._b58(22)

    def _msg(self):
        return "msg_01" + self._b58(22)

    def _req(self):
        return "req_011C" + self._b58(20)

    def _tick(self, lo=1, hi=9):
        self.t += _dt.timedelta(seconds=self.rng.randint(lo, hi),
                                milliseconds=self.rng.randint(0, 999))
        return self.t

    def _ts(self, ms=True):
        t = self._tick()
        if ms:
            return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (t.microsecond // 1000)
        return t.strftime("%Y-%m-%dT%H:%M:%SZ")

    # ---------------------------------------------------------------- steps
    def text(self, s, ev=None):
        self.steps.append(Step("text", ev, text=s))
        return self

    def think(self, s, ev=None):
        self.steps.append(Step("think", ev, text=s))
        return self

    def user(self, s, ev=None):
        """A human / harness user turn (e.g. an auto 'continue')."""
        self.steps.append(Step("user", ev, text=s))
        return self

    def tool(self, name, inp, out, err=False, ev=None, exit=None, structured=None):
        self.steps.append(Step("tool", ev, name=name, input=inp, out=out, err=err,
                               exit=exit, structured=structured))
        return self

    def bash(self, cmd, out, exit=0, ev=None, desc=None, err=None, declined=False):
        inp = {"command": cmd}
        if desc:
            inp["description"] = desc
        if err is None:
            err = bool(exit)
        self.steps.append(Step("tool", ev, name="Bash", input=inp, out=out, err=err,
                               exit=exit, structured=None, declined=declined))
        return self

    def read(self, path, content, ev=None, offset=1):
        lines = content.rstrip("\n").split("\n")
        numbered = "\n".join("%6d\u2192%s" % (i + offset, l) for i, l in enumerate(lines))
        self.steps.append(Step("tool", ev, name="Read", input={"file_path": path},
                               out=numbered, err=False, exit=None,
                               structured={"raw": content, "n": len(lines)}))
        return self

    def read_err(self, path, msg, ev=None):
        self.steps.append(Step("tool", ev, name="Read", input={"file_path": path},
                               out=msg, err=True, exit=None, structured=None))
        return self

    def edit(self, path, old, new, ev=None, out=None, err=False):
        out = out or ("The file %s has been updated. Here's the result of running `cat -n` "
                      "on a snippet of the edited file:\n%s" % (
                          path, "\n".join("%6d\u2192%s" % (i + 1, l)
                                          for i, l in enumerate(new.split("\n")[:12]))))
        self.steps.append(Step("tool", ev, name="Edit",
                               input={"file_path": path, "old_string": old, "new_string": new},
                               out=out, err=err, exit=None, structured=None))
        return self

    def write(self, path, content, ev=None, out=None, err=False):
        out = out or "File created successfully at: %s" % path
        self.steps.append(Step("tool", ev, name="Write",
                               input={"file_path": path, "content": content},
                               out=out, err=err, exit=None, structured=None))
        return self

    def grep(self, pattern, out, path=None, ev=None):
        inp = {"pattern": pattern, "output_mode": "content", "-n": True}
        if path:
            inp["path"] = path
        self.steps.append(Step("tool", ev, name="Grep", input=inp, out=out, err=False,
                               exit=None, structured=None))
        return self

    def glob(self, pattern, out, ev=None):
        self.steps.append(Step("tool", ev, name="Glob", input={"pattern": pattern}, out=out,
                               err=False, exit=None, structured=None))
        return self

    def todo(self, items, ev=None):
        todos = [{"content": c, "status": s, "activeForm": c} for c, s in items]
        self.steps.append(Step("tool", ev, name="TodoWrite", input={"todos": todos},
                               out="Todos have been modified successfully. Ensure that you continue "
                                   "to use the todo list to track your progress. Please proceed with "
                                   "the current tasks if applicable",
                               err=False, exit=None, structured=None))
        return self

    def mcp(self, server, tool, args, out, err=False, ev=None):
        self.steps.append(Step("tool", ev, name="mcp__%s__%s" % (server, tool), input=args,
                               out=out, err=err, exit=None, structured=None,
                               server=server, mcp_tool=tool))
        return self

    def api_error(self, text, ev=None, codex_retries=0, codex_message=None):
        """Provider failure that ends (or interrupts) the session.
        text: what Claude Code shows ('API Error: 429 {...}'), codex_message: the codex wording."""
        self.steps.append(Step("api_error", ev, text=text, codex_retries=codex_retries,
                               codex_message=codex_message or text))
        return self

    def notice(self, text, ev=None, level="warning"):
        """Orchestrator / harness notice (osmia: content role system, claude: system line,
        codex: error event)."""
        self.steps.append(Step("notice", ev, text=text, level=level))
        return self

    def session(self, ev=None):
        """The harness starts the engine again (resume): a new init / thread line."""
        self.steps.append(Step("session", ev))
        return self

    def compact(self, pre_tokens, ev=None):
        self.steps.append(Step("compact", ev, pre=pre_tokens))
        return self

    def final(self, text, is_error=None, subtype="success", ev=None, cost=None, turns=None,
              denials=None, codex_failed=None):
        if is_error is None:
            is_error = self.mode != "succeeded"
        self.steps.append(Step("final", ev, text=text, is_error=is_error, subtype=subtype,
                               cost=cost, turns=turns, denials=denials or [],
                               codex_failed=codex_failed))
        return self

    # ------------------------------------------------------------- helpers
    def _usage(self):
        return {"input_tokens": self.rng.randint(3, 12),
                "cache_creation_input_tokens": self.rng.randint(100, 4000),
                "cache_read_input_tokens": self.rng.randint(9000, 90000),
                "output_tokens": self.rng.randint(20, 900),
                "service_tier": "standard"}

    def n_tool_calls(self):
        return sum(1 for s in self.steps if s.kind == "tool")

    def max_identical(self):
        best = cur = 0
        prev = None
        for s in self.steps:
            if s.kind != "tool":
                continue
            key = (s.data["name"], json.dumps(s.data["input"], sort_keys=True))
            cur = cur + 1 if key == prev else 1
            prev = key
            best = max(best, cur)
        return best

    def files_changed(self):
        paths = set()
        for s in self.steps:
            if s.kind == "tool" and s.data["name"] in ("Edit", "Write", "MultiEdit") and not s.data["err"]:
                paths.add(s.data["input"]["file_path"])
            if s.kind == "tool" and s.data.get("structured") and isinstance(s.data["structured"], dict) \
                    and s.data["structured"].get("changed"):
                paths.update(s.data["structured"]["changed"])
        return len(paths)

    # ------------------------------------------------------------ rendering
    def render(self):
        fn = {"claude": self._r_claude, "claude-transcript": self._r_transcript,
              "codex": self._r_codex, "osmia": self._r_osmia}[self.fmt]
        lines, ev = fn()
        return [json.dumps(l, ensure_ascii=False, separators=(",", ":"))
                if not isinstance(l, str) else l for l in lines], sorted(set(ev))

    @staticmethod
    def _mark(ev_list, step, which, lineno):
        """which: 'call' or 'out' (or 'one' for single-line steps)."""
        if step.ev is None or step.ev is False:
            return
        want = step.ev
        if want is True:
            want = "out"
        if which == "one" or want == "both" or want == which:
            ev_list.append(lineno)

    def _bash_out(self, s):
        out = s.data["out"]
        if s.data["name"] == "Bash" and s.data.get("exit") and self.exit_prefix \
                and not out.startswith("PreToolUse:"):
            out = "Error: Exit code %d\n%s" % (s.data["exit"], out)
        return out

    # Claude Code stream-json --------------------------------------------
    def _r_claude(self):
        L, ev = [], []
        init = {"type": "system", "subtype": "init", "cwd": self.cwd,
                "session_id": self.session_id, "tools": CLAUDE_TOOLS + [
                    "mcp__%s__%s" % (m["name"], t) for m in self.mcp_servers
                    if m.get("status") == "connected" for t in m.get("tools", [])],
                "mcp_servers": [{"name": m["name"], "status": m["status"]} for m in self.mcp_servers],
                "model": self.model, "permissionMode": self.permission_mode,
                "slash_commands": SLASH, "apiKeySource": self.api_key_source,
                "claude_code_version": self.version, "output_style": "default",
                "uuid": self._uuid()}
        L.append(init)
        msg = self._msg()
        tids = {}
        turns = 1
        for s in self.steps:
            if s.kind in ("text", "think"):
                block = {"type": "text", "text": s.data["text"]} if s.kind == "text" else \
                    {"type": "thinking", "thinking": s.data["text"],
                     "signature": "Eq" + self._b58(60)}
                L.append({"type": "assistant", "message": {
                    "id": msg, "type": "message", "role": "assistant", "model": self.model,
                    "content": [block], "stop_reason": None, "stop_sequence": None,
                    "usage": self._usage()}, "parent_tool_use_id": None,
                    "session_id": self.session_id, "uuid": self._uuid()})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "user":
                L.append({"type": "user", "message": {"role": "user", "content": [
                    {"type": "text", "text": s.data["text"]}]}, "parent_tool_use_id": None,
                    "session_id": self.session_id, "uuid": self._uuid()})
                self._mark(ev, s, "one", len(L))
                msg = self._msg()
            elif s.kind == "tool":
                tid = self._toolu()
                tids.setdefault(json.dumps(s.data["input"], sort_keys=True), tid)
                L.append({"type": "assistant", "message": {
                    "id": msg, "type": "message", "role": "assistant", "model": self.model,
                    "content": [{"type": "tool_use", "id": tid, "name": s.data["name"],
                                 "input": s.data["input"]}],
                    "stop_reason": None, "stop_sequence": None, "usage": self._usage()},
                    "parent_tool_use_id": None, "session_id": self.session_id,
                    "uuid": self._uuid()})
                self._mark(ev, s, "call", len(L))
                L.append({"type": "user", "message": {"role": "user", "content": [
                    {"tool_use_id": tid, "type": "tool_result", "content": self._bash_out(s),
                     "is_error": bool(s.data["err"])}]}, "parent_tool_use_id": None,
                    "session_id": self.session_id, "uuid": self._uuid()})
                self._mark(ev, s, "out", len(L))
                msg = self._msg()
                turns += 1
            elif s.kind == "api_error":
                L.append({"type": "assistant", "message": {
                    "id": self._uuid(), "model": "<synthetic>", "role": "assistant",
                    "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                    "usage": {"input_tokens": 0, "output_tokens": 0,
                              "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0,
                              "server_tool_use": {"web_search_requests": 0},
                              "service_tier": None},
                    "content": [{"type": "text", "text": s.data["text"]}]},
                    "parent_tool_use_id": None, "session_id": self.session_id,
                    "uuid": self._uuid()})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "notice":
                L.append({"type": "system", "subtype": "notification", "level": s.data["level"],
                          "content": s.data["text"], "session_id": self.session_id,
                          "uuid": self._uuid()})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "session":
                d = dict(init)
                d["uuid"] = self._uuid()
                L.append(d)
                self._mark(ev, s, "one", len(L))
                msg = self._msg()
                turns = 1
            elif s.kind == "compact":
                L.append({"type": "system", "subtype": "compact_boundary",
                          "session_id": self.session_id, "uuid": self._uuid(),
                          "compact_metadata": {"trigger": "auto", "pre_tokens": s.data["pre"]}})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "final":
                cost = s.data["cost"]
                if cost is None:
                    cost = round(0.04 * self.n_tool_calls() + self.rng.random() * 0.3, 6)
                dur = int((self.t - self.t0).total_seconds() * 1000) + self.rng.randint(2000, 9000)
                L.append({"type": "result", "subtype": s.data["subtype"],
                          "is_error": s.data["is_error"], "duration_ms": dur,
                          "duration_api_ms": int(dur * 0.83), "num_turns": s.data["turns"] or turns,
                          "result": s.data["text"], "session_id": self.session_id,
                          "total_cost_usd": cost,
                          "usage": {"input_tokens": self.rng.randint(20, 90),
                                    "cache_creation_input_tokens": self.rng.randint(5000, 40000),
                                    "cache_read_input_tokens": self.rng.randint(100000, 900000),
                                    "output_tokens": self.rng.randint(2000, 15000),
                                    "server_tool_use": {"web_search_requests": 0},
                                    "service_tier": "standard"},
                          "permission_denials": [self._denial(d, tids) for d in s.data["denials"]],
                          "uuid": self._uuid()})
                self._mark(ev, s, "one", len(L))
        return L, ev

    def _denial(self, d, tids):
        tid = tids.get(json.dumps(d["tool_input"], sort_keys=True)) or self._toolu()
        return {"tool_name": d["tool_name"], "tool_use_id": tid, "tool_input": d["tool_input"]}

    # Claude Code session transcript --------------------------------------
    def _r_transcript(self):
        L, ev = [], []
        parent = [None]

        def base(typ):
            u = self._uuid()
            d = {"parentUuid": parent[0], "isSidechain": False, "userType": "external",
                 "cwd": self.cwd, "sessionId": self.session_id, "version": self.version,
                 "gitBranch": self.branch, "type": typ}
            return d, u

        def close(d, u):
            d["uuid"] = u
            d["timestamp"] = self._ts()
            parent[0] = u
            L.append(d)

        first_msg = self._uuid()
        L.append({"type": "file-history-snapshot", "messageId": first_msg,
                  "snapshot": {"messageId": first_msg, "trackedFileBackups": {},
                               "timestamp": self._ts()}, "isSnapshotUpdate": False})
        d, u = base("user")
        d["message"] = {"role": "user", "content": self.prompt.strip()}
        d["thinkingMetadata"] = {"maxThinkingTokens": 31999}
        d["todos"] = []
        d["permissionMode"] = self.permission_mode
        close(d, u)
        msg, req = self._msg(), self._req()
        last_assistant = None
        for k, s in enumerate(self.steps):
            prev_kind = self.steps[k - 1].kind if k else None
            if s.kind in ("text", "think"):
                d, u = base("assistant")
                block = {"type": "text", "text": s.data["text"]} if s.kind == "text" else \
                    {"type": "thinking", "thinking": s.data["text"], "signature": "Eq" + self._b58(60)}
                d["message"] = {"model": self.model, "id": msg, "type": "message",
                                "role": "assistant", "content": [block], "stop_reason": None,
                                "stop_sequence": None, "usage": self._usage()}
                d["requestId"] = req
                close(d, u)
                last_assistant = u
                self._mark(ev, s, "one", len(L))
            elif s.kind == "user":
                d, u = base("user")
                d["message"] = {"role": "user", "content": s.data["text"]}
                close(d, u)
                self._mark(ev, s, "one", len(L))
                msg, req = self._msg(), self._req()
            elif s.kind == "tool":
                tid = self._toolu()
                d, u = base("assistant")
                d["message"] = {"model": self.model, "id": msg, "type": "message",
                                "role": "assistant",
                                "content": [{"type": "tool_use", "id": tid, "name": s.data["name"],
                                             "input": s.data["input"]}],
                                "stop_reason": None, "stop_sequence": None, "usage": self._usage()}
                d["requestId"] = req
                close(d, u)
                last_assistant = u
                self._mark(ev, s, "call", len(L))
                d, u2 = base("user")
                out = self._bash_out(s)
                d["message"] = {"role": "user", "content": [
                    {"tool_use_id": tid, "type": "tool_result", "content": out,
                     "is_error": bool(s.data["err"])}]}
                name = s.data["name"]
                if s.data["err"]:
                    tur = out if out.startswith("Error") else "Error: " + out
                elif name == "Bash":
                    tur = {"stdout": s.data["out"], "stderr": "", "interrupted": False,
                           "isImage": False}
                elif name == "Read" and s.data.get("structured"):
                    st = s.data["structured"]
                    tur = {"type": "text", "file": {"filePath": s.data["input"]["file_path"],
                                                    "content": st["raw"], "numLines": st["n"],
                                                    "startLine": 1, "totalLines": st["n"]}}
                elif name == "Edit":
                    tur = {"filePath": s.data["input"]["file_path"],
                           "oldString": s.data["input"]["old_string"],
                           "newString": s.data["input"]["new_string"],
                           "replaceAll": False, "userModified": False}
                elif name == "Write":
                    tur = {"type": "create", "filePath": s.data["input"]["file_path"],
                           "content": s.data["input"]["content"]}
                else:
                    tur = s.data["out"]
                d["toolUseResult"] = tur
                d["sourceToolAssistantUUID"] = last_assistant
                close(d, u2)
                self._mark(ev, s, "out", len(L))
                msg, req = self._msg(), self._req()
            elif s.kind == "api_error":
                d, u = base("assistant")
                d["message"] = {"id": self._uuid(), "model": "<synthetic>", "role": "assistant",
                                "stop_reason": "stop_sequence", "stop_sequence": "",
                                "type": "message",
                                "usage": {"input_tokens": 0, "output_tokens": 0,
                                          "cache_creation_input_tokens": 0,
                                          "cache_read_input_tokens": 0},
                                "content": [{"type": "text", "text": s.data["text"]}]}
                d["isApiErrorMessage"] = True
                close(d, u)
                self._mark(ev, s, "one", len(L))
            elif s.kind == "notice":
                d, u = base("system")
                d["subtype"] = "informational"
                d["content"] = s.data["text"]
                d["level"] = s.data["level"]
                d["isMeta"] = False
                close(d, u)
                self._mark(ev, s, "one", len(L))
            elif s.kind == "session":
                d, u = base("system")
                d["subtype"] = "informational"
                d["content"] = "Session resumed"
                d["level"] = "info"
                d["isMeta"] = False
                close(d, u)
                self._mark(ev, s, "one", len(L))
            elif s.kind == "compact":
                d, u = base("system")
                d["subtype"] = "compact_boundary"
                d["content"] = "Conversation compacted"
                d["level"] = "info"
                d["isMeta"] = False
                d["compactMetadata"] = {"trigger": "auto", "preTokens": s.data["pre"]}
                close(d, u)
                self._mark(ev, s, "one", len(L))
            elif s.kind == "final" and prev_kind == "api_error":
                pass
            elif s.kind == "final":
                # transcripts have no result line; the closing prose is an assistant text
                d, u = base("assistant")
                d["message"] = {"model": self.model, "id": msg, "type": "message",
                                "role": "assistant",
                                "content": [{"type": "text", "text": s.data["text"]}],
                                "stop_reason": "end_turn", "stop_sequence": None,
                                "usage": self._usage()}
                d["requestId"] = req
                close(d, u)
                self._mark(ev, s, "one", len(L))
        return L, ev

    # Codex exec --json ----------------------------------------------------
    def _codex_cmd(self, s):
        name, inp = s.data["name"], s.data["input"]
        if name == "Bash":
            c = inp["command"]
            q = "'" if "'" not in c else '"'
            if q == '"':
                c = c.replace('"', '\\"')
            return "bash -lc %s%s%s" % (q, c, q)
        if name == "Read":
            return "bash -lc \"sed -n '1,220p' %s\"" % inp["file_path"]
        if name == "Grep":
            return "bash -lc \"rg -n '%s' %s\"" % (inp["pattern"].replace('"', '\\"'),
                                                   inp.get("path", "."))
        if name == "Glob":
            return "bash -lc \"rg --files -g '%s'\"" % inp["pattern"]
        return None

    def _r_codex(self):
        L, ev = [], []
        n = [0]

        def iid():
            i = "item_%d" % n[0]
            n[0] += 1
            return i

        tid = "019%s-%s-7%s-%s-%s" % (self._hex(5), self._hex(4), self._hex(3), self._hex(4),
                                      self._hex(12))
        L.append({"type": "thread.started", "thread_id": tid})
        L.append({"type": "turn.started"})
        for k, s in enumerate(self.steps):
            prev_kind = self.steps[k - 1].kind if k else None
            if s.kind == "text":
                L.append({"type": "item.completed", "item": {"id": iid(), "type": "agent_message",
                                                             "text": s.data["text"]}})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "think":
                L.append({"type": "item.completed", "item": {"id": iid(), "type": "reasoning",
                                                             "text": s.data["text"]}})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "user":
                # a new turn: the harness resumed the thread with a follow-up prompt
                L.append({"type": "turn.completed", "usage": self._codex_usage()})
                L.append({"type": "turn.started"})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "tool":
                name = s.data["name"]
                if name in ("Edit", "Write", "MultiEdit"):
                    kind = "add" if name == "Write" and s.data.get("structured") != "update" else "update"
                    path = s.data["input"]["file_path"]
                    st = "failed" if s.data["err"] else "completed"
                    L.append({"type": "item.completed", "item": {
                        "id": iid(), "type": "file_change",
                        "changes": [{"path": path, "kind": kind}], "status": st}})
                    self._mark(ev, s, "one", len(L))
                elif name == "TodoWrite":
                    L.append({"type": "item.completed", "item": {
                        "id": iid(), "type": "todo_list",
                        "items": [{"text": t["content"], "completed": t["status"] == "completed"}
                                  for t in s.data["input"]["todos"]]}})
                    self._mark(ev, s, "one", len(L))
                elif name.startswith("mcp__"):
                    i = iid()
                    item = {"id": i, "type": "mcp_tool_call", "server": s.data["server"],
                            "tool": s.data["mcp_tool"], "arguments": s.data["input"],
                            "status": "failed" if s.data["err"] else "completed"}
                    if s.data["err"]:
                        item["result"] = None
                        item["error"] = {"message": s.data["out"]}
                    else:
                        item["result"] = {"content": [{"type": "text", "text": s.data["out"]}]}
                        item["error"] = None
                    L.append({"type": "item.completed", "item": item})
                    self._mark(ev, s, "one", len(L))
                else:
                    cmd = self._codex_cmd(s)
                    i = iid()
                    if self.codex_started:
                        L.append({"type": "item.started", "item": {
                            "id": i, "type": "command_execution", "command": cmd,
                            "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
                        if s.ev == "both":
                            ev.append(len(L))
                    ex = s.data.get("exit")
                    if ex is None:
                        ex = 1 if s.data["err"] else 0
                    out = s.data["out"]
                    if name == "Read" and s.data.get("structured"):
                        out = s.data["structured"]["raw"]
                    status = "completed" if ex == 0 else "failed"
                    if getattr(s, "data").get("declined"):
                        status, ex = "declined", None
                    L.append({"type": "item.completed", "item": {
                        "id": i, "type": "command_execution", "command": cmd,
                        "aggregated_output": out, "exit_code": ex, "status": status}})
                    # the completed item carries both the command and its output
                    self._mark(ev, s, "one", len(L))
            elif s.kind == "api_error":
                first = len(L) + 1
                for k in range(1, s.data["codex_retries"] + 1):
                    L.append({"type": "error", "message": "Reconnecting... %d/%d" % (
                        k, s.data["codex_retries"])})
                L.append({"type": "error", "message": s.data["codex_message"]})
                self._mark(ev, s, "one", len(L))
                L.append({"type": "turn.failed", "error": {"message": s.data["codex_message"]}})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "notice":
                L.append({"type": "error", "message": s.data["text"]})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "session":
                L.append({"type": "thread.started", "thread_id": tid})
                L.append({"type": "turn.started"})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "compact":
                L.append({"type": "item.completed", "item": {
                    "id": iid(), "type": "agent_message",
                    "text": "Context compacted (%d tokens summarized)." % s.data["pre"]}})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "final" and prev_kind == "api_error":
                pass
            elif s.kind == "final":
                failed = s.data["codex_failed"]
                if s.data["text"]:
                    L.append({"type": "item.completed", "item": {"id": iid(), "type": "agent_message",
                                                                 "text": s.data["text"]}})
                    self._mark(ev, s, "one", len(L))
                if failed:
                    L.append({"type": "turn.failed", "error": {"message": failed}})
                    self._mark(ev, s, "one", len(L))
                else:
                    L.append({"type": "turn.completed", "usage": self._codex_usage()})
        return L, ev

    def _codex_usage(self):
        inp = self.rng.randint(40000, 400000)
        return {"input_tokens": inp, "cached_input_tokens": int(inp * 0.85),
                "output_tokens": self.rng.randint(1500, 12000)}

    # Osmia agentstream -----------------------------------------------------
    def _r_osmia(self):
        L, ev = [], []
        L.append({"type": "system", "subtype": "init", "timestamp": self._ts(False),
                  "session_id": self.session_id, "engine": self.engine, "model": self.model,
                  "cwd": self.cwd, "task_run": self.id})
        tok_in = tok_out = 0
        for s in self.steps:
            if s.kind in ("text", "think"):
                L.append({"type": "content", "timestamp": self._ts(False), "role": "assistant",
                          "content": s.data["text"]})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "user":
                L.append({"type": "content", "timestamp": self._ts(False), "role": "system",
                          "content": s.data["text"]})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "tool":
                L.append({"type": "tool_use", "timestamp": self._ts(False), "tool": s.data["name"],
                          "args": s.data["input"]})
                self._mark(ev, s, "call", len(L))
                out = s.data["out"]
                if s.data["name"] == "Read" and s.data.get("structured"):
                    out = s.data["structured"]["raw"]
                if s.data["name"] == "Bash" and s.data.get("exit"):
                    out = out + "\n[exit status %d]" % s.data["exit"]
                L.append({"type": "content", "timestamp": self._ts(False), "role": "tool",
                          "content": out})
                self._mark(ev, s, "out", len(L))
                tok_in += self.rng.randint(3000, 20000)
                tok_out += self.rng.randint(100, 900)
                if self.rng.random() < 0.12:
                    L.append({"type": "cost", "timestamp": self._ts(False),
                              "input_tokens": tok_in, "output_tokens": tok_out,
                              "cost_usd": round(tok_in * 3e-6 + tok_out * 15e-6, 4)})
            elif s.kind in ("api_error", "notice"):
                L.append({"type": "content", "timestamp": self._ts(False), "role": "system",
                          "content": s.data["text"]})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "session":
                L.append({"type": "system", "subtype": "init", "timestamp": self._ts(False),
                          "session_id": self.session_id, "engine": self.engine, "model": self.model,
                          "cwd": self.cwd, "task_run": self.id})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "compact":
                L.append({"type": "content", "timestamp": self._ts(False), "role": "system",
                          "content": "context compacted: %d tokens summarized" % s.data["pre"]})
                self._mark(ev, s, "one", len(L))
            elif s.kind == "final":
                L.append({"type": "cost", "timestamp": self._ts(False),
                          "input_tokens": tok_in + 5000, "output_tokens": tok_out + 400,
                          "cost_usd": round((tok_in + 5000) * 3e-6 + (tok_out + 400) * 15e-6, 4)})
                L.append({"type": "result", "timestamp": self._ts(False),
                          "success": not s.data["is_error"], "summary": s.data["text"]})
                self._mark(ev, s, "one", len(L))
        return L, ev

    # -------------------------------------------------------------- taskrun
    def taskrun(self):
        tr = {"id": self.id, "ticket_id": self.ticket, "engine": self.engine,
              "current_engine": self.engine, "engine_attempts": [self.engine],
              "state": self.state, "retry_count": 0, "max_retries": 2,
              "files_changed": self.files_changed(),
              "tool_calls_total": self.n_tool_calls(),
              "consecutive_identical_tools": self.max_identical(),
              "tokens_consumed": self.rng.randint(40000, 900000),
              "cost_usd": round(0.05 * self.n_tool_calls() + self.rng.random(), 2),
              "created_at": self.t0.strftime("%Y-%m-%dT%H:%M:%SZ"),
              "updated_at": (max(self.t, self.t0 + _dt.timedelta(seconds=17 * len(self.steps)))
                             + _dt.timedelta(seconds=7)).strftime("%Y-%m-%dT%H:%M:%SZ")}
        tr.update(self.taskrun_extra)
        return tr
