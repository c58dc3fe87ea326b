"""Renderers for the blind set c3-: one neutral run script -> four stream formats.

A case builds a Run with steps (think/say/cmd/read/edit/write/patch/todo/error/...)
and an end; render() turns it into events.ndjson lines for one of
  codex            `codex exec --json`
  claude           Claude Code `--output-format stream-json`
  claude-transcript  ~/.claude/projects/<p>/<session>.jsonl
  osmia            Osmia agentstream
and records which 1-based lines each step produced, so labels can point at
evidence by step instead of by hand-counted line numbers.
"""
import hashlib
import json
import random
from datetime import datetime, timedelta, timezone

FORMATS = ("codex", "claude", "claude-transcript", "osmia")
MODES = ("infra_failure", "permission_blocked", "dependency_missing",
         "test_misunderstanding", "wrong_approach", "scope_creep",
         "model_confusion", "unknown")


def h(s, n=8):
    return hashlib.sha256(s.encode()).hexdigest()[:n]


class Step:
    def __init__(self, kind, ev=None, **kw):
        self.kind = kind
        self.ev = ev          # None | 'out' | 'in' | 'both'
        self.kw = kw


class Run:
    def __init__(self, slug, fmt, mode, near_miss="", why="", *, ticket, title,
                 body, repo, cwd=None, model=None, state=None, branch=None,
                 created="2026-11-03T08:00:00Z"):
        assert fmt in FORMATS, fmt
        assert mode in MODES + ("succeeded",), mode
        self.slug = slug
        self.id = "c3-%s-%s" % (slug, h("c3:" + slug, 4))
        self.fmt = fmt
        self.mode = mode
        self.near_miss = near_miss
        self.why = why
        self.ticket = ticket
        self.title = title
        self.body = body.strip("\n")
        self.repo = repo
        self.cwd = cwd or "/workspace/" + repo
        self.model = model
        self.branch = branch or "agent/" + ticket.lower()
        self.steps = []
        self.end = None
        self.state = state
        self.watchdog = None
        self.result = None       # dict or None -> default
        self.no_result = False
        self.taskrun_extra = {}
        self.created = created
        self.retry_count = 0
        self.alarming = False    # succeeded run with alarming words

    # ---- steps -----------------------------------------------------
    def _add(self, kind, ev=None, **kw):
        if ev is True:
            ev = "out"
        self.steps.append(Step(kind, ev, **kw))
        return self

    def think(self, text, ev=None):
        return self._add("think", ev, text=text)

    def say(self, text, ev=None):
        return self._add("say", ev, text=text)

    def cmd(self, command, output="", code=0, ev=None, status=None, shell=True):
        return self._add("cmd", ev, command=command, output=output, code=code,
                         status=status, shell=shell)

    def read(self, path, content, ev=None):
        return self._add("read", ev, path=path, content=content)

    def edit(self, path, old, new, ev=None):
        return self._add("edit", ev, path=path, old=old, new=new)

    def write(self, path, content, ev=None):
        return self._add("write", ev, path=path, content=content)

    def patch(self, changes, ev=None, status="completed", note=""):
        """changes: list of (path, kind) -- several files in one change."""
        return self._add("patch", ev, changes=changes, status=status, note=note)

    def todo(self, items, done=0, ev=None):
        return self._add("todo", ev, items=items, done=done)

    def error(self, message, ev=None):
        """Engine/provider error (codex `error` event; claude synthetic API error)."""
        return self._add("error", ev, message=message)

    def deny(self, tool, inp, message, ev="out"):
        """A tool call refused by the harness (claude: permission prompt not granted; codex: declined)."""
        return self._add("deny", ev, tool=tool, inp=inp, message=message)

    def notice(self, text, ev=None):
        """Orchestrator notice: osmia content role system; elsewhere plain text line."""
        return self._add("notice", ev, text=text)

    # ---- ends ------------------------------------------------------
    def finish(self, text, ev=None):
        self.end = ("ok", text, None, ev)
        return self

    def fail(self, error, text=None, ev=None, subtype="success"):
        self.end = ("fail", text, error, ev, subtype)
        return self

    def cut(self):
        self.end = ("cut", None, None, None)
        return self

    # ---- derived ---------------------------------------------------
    def files_changed(self):
        paths = set()
        for s in self.steps:
            if s.kind in ("edit", "write"):
                paths.add(s.kw["path"])
            elif s.kind == "patch" and s.kw["status"] == "completed":
                for p, _k in s.kw["changes"]:
                    paths.add(p)
        return len(paths)

    def tool_calls(self):
        return sum(1 for s in self.steps if s.kind in ("cmd", "read", "edit", "write", "patch", "todo", "deny"))

    def longest_identical(self):
        best = cur = 0
        prev = None
        for s in self.steps:
            if s.kind not in ("cmd", "read", "edit", "write", "patch"):
                continue
            key = (s.kind, json.dumps(s.kw, sort_keys=True))
            cur = cur + 1 if key == prev else 1
            prev = key
            best = max(best, cur)
        return best


# --------------------------------------------------------------------------
class Clock:
    def __init__(self, start, rng):
        self.t = datetime.strptime(start, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
        self.rng = rng

    def tick(self, lo=1, hi=9):
        self.t += timedelta(seconds=self.rng.randint(lo, hi), milliseconds=self.rng.randint(0, 999))
        return self.t

    def iso(self, ms=True):
        if ms:
            return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.t.microsecond // 1000)
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")


def dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


def numbered(content):
    lines = content.split("\n")
    return "\n".join("%6d\t%s" % (i + 1, l) for i, l in enumerate(lines))


def shq(s):
    return "'" + s.replace("'", "'\\''") + "'"


# --------------------------------------------------------------------------
class Renderer:
    def __init__(self, run):
        self.run = run
        self.rng = random.Random(h("rng:" + run.id, 16))
        self.lines = []
        self.ev_lines = []
        self.clock = Clock(run.created, self.rng)

    def emit(self, obj, ev=False):
        self.lines.append(obj if isinstance(obj, str) else dumps(obj))
        n = len(self.lines)
        if ev:
            self.ev_lines.append(n)
        return n

    def uid(self):
        r = self.rng.getrandbits(128)
        s = "%032x" % r
        return "%s-%s-4%s-a%s-%s" % (s[:8], s[8:12], s[13:16], s[17:20], s[20:32])

    def tid(self, prefix="toolu_01"):
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789"
        return prefix + "".join(self.rng.choice(alphabet) for _ in range(22))


# ---------------------------------------------------------------- codex
class CodexRenderer(Renderer):
    def render(self):
        r = self.run
        self.n = 0
        tid = "019a%s-%s-7%s-%s-%s" % (h(r.id + "a", 4), h(r.id + "b", 4), h(r.id + "c", 3),
                                       h(r.id + "d", 4), h(r.id + "e", 12))
        self.emit({"type": "thread.started", "thread_id": tid})
        self.emit({"type": "turn.started"})
        for s in r.steps:
            getattr(self, "s_" + s.kind)(s)
        e = r.end
        usage = {"input_tokens": self.rng.randint(60000, 900000),
                 "cached_input_tokens": 0, "output_tokens": self.rng.randint(1500, 24000)}
        usage["cached_input_tokens"] = int(usage["input_tokens"] * self.rng.uniform(0.6, 0.93))
        if e[0] == "ok":
            self.item({"type": "agent_message", "text": e[1]}, ev=bool(e[3]))
            self.emit({"type": "turn.completed", "usage": usage})
        elif e[0] == "fail":
            if e[1]:
                self.item({"type": "agent_message", "text": e[1]})
            self.emit({"type": "turn.failed", "error": {"message": e[2]}}, ev=bool(e[3]))
        return self.lines

    def nid(self):
        i = "item_%d" % self.n
        self.n += 1
        return i

    def item(self, body, ev=False, started=False):
        iid = self.nid()
        body = dict({"id": iid}, **body)
        self.emit({"type": "item.completed", "item": body}, ev=ev)
        return iid

    def s_think(self, s):
        self.item({"type": "reasoning", "text": s.kw["text"]}, ev=bool(s.ev))

    def s_say(self, s):
        self.item({"type": "agent_message", "text": s.kw["text"]}, ev=bool(s.ev))

    def s_notice(self, s):
        self.emit(s.kw["text"], ev=bool(s.ev))

    def _command(self, c):
        if c.startswith("bash -lc") or c.startswith("/bin/bash"):
            return c
        if "'" in c:
            return 'bash -lc "%s"' % c.replace("\\", "\\\\").replace('"', '\\"')
        return "bash -lc '%s'" % c

    def s_cmd(self, s):
        k = s.kw
        command = self._command(k["command"]) if k["shell"] else k["command"]
        iid = "item_%d" % self.n
        self.n += 1
        self.emit({"type": "item.started", "item": {"id": iid, "type": "command_execution",
                   "command": command, "aggregated_output": "", "exit_code": None,
                   "status": "in_progress"}}, ev=(s.ev == "both"))
        status = k["status"] or ("completed" if k["code"] == 0 else "failed")
        code = None if status == "declined" else k["code"]
        self.emit({"type": "item.completed", "item": {"id": iid, "type": "command_execution",
                   "command": command, "aggregated_output": k["output"], "exit_code": code,
                   "status": status}}, ev=bool(s.ev))

    def s_read(self, s):
        p = s.kw["path"]
        self._read_as_cmd(s, "sed -n '1,200p' %s" % p)

    def _read_as_cmd(self, s, command):
        st = Step("cmd", s.ev, command=command, output=s.kw["content"], code=0, status=None, shell=True)
        self.s_cmd(st)

    def _abs(self, p):
        return p if p.startswith("/") else self.run.cwd + "/" + p

    def s_edit(self, s):
        self.item({"type": "file_change", "changes": [{"path": self._abs(s.kw["path"]), "kind": "update"}],
                   "status": "completed"}, ev=bool(s.ev))

    def s_write(self, s):
        self.item({"type": "file_change", "changes": [{"path": self._abs(s.kw["path"]), "kind": "add"}],
                   "status": "completed"}, ev=bool(s.ev))

    def s_patch(self, s):
        self.item({"type": "file_change", "changes": [{"path": self._abs(p), "kind": k} for p, k in s.kw["changes"]],
                   "status": s.kw["status"]}, ev=bool(s.ev))

    def s_todo(self, s):
        items = [{"text": t, "completed": i < s.kw["done"]} for i, t in enumerate(s.kw["items"])]
        # codex emits item.started then item.updated for the same todo list id
        if not hasattr(self, "todo_id"):
            self.todo_id = "item_%d" % self.n
            self.n += 1
            self.emit({"type": "item.started", "item": {"id": self.todo_id, "type": "todo_list", "items": items}}, ev=bool(s.ev))
        else:
            self.emit({"type": "item.updated", "item": {"id": self.todo_id, "type": "todo_list", "items": items}}, ev=bool(s.ev))

    def s_error(self, s):
        self.emit({"type": "error", "message": s.kw["message"]}, ev=bool(s.ev))

    def s_deny(self, s):
        c = s.kw["inp"].get("command") or s.kw["inp"].get("file_path", "")
        self.s_cmd(Step("cmd", s.ev, command=c, output=s.kw["message"], code=None, status="declined", shell=True))


# ---------------------------------------------------------------- claude (stream-json & transcript)
class ClaudeRenderer(Renderer):
    transcript = False

    def model(self):
        return self.run.model or "claude-sonnet-4-5-20250929"

    def render(self):
        r = self.run
        self.sid = self.uid()
        self.parent = None
        self.cost = 0.0
        self.denials = []
        self.turns = 0
        if self.transcript:
            self.version = "2.0.%d" % (20 + int(h(r.id, 2), 16) % 40)
            mid = self.uid()
            self.emit({"type": "file-history-snapshot", "messageId": mid,
                       "snapshot": {"messageId": mid, "trackedFileBackups": {}, "timestamp": self.clock.iso()},
                       "isSnapshotUpdate": False})
            prompt = "# %s: %s\n\n%s" % (r.ticket, r.title, r.body)
            self.line("user", {"role": "user", "content": prompt}, extra={"uuid": mid})
        else:
            self.emit({"type": "system", "subtype": "init", "cwd": r.cwd, "session_id": self.sid,
                       "tools": ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit",
                                 "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillShell"],
                       "mcp_servers": [], "model": self.model(),
                       "permissionMode": r.taskrun_extra.get("_permission_mode", "bypassPermissions"),
                       "slash_commands": ["compact", "context", "cost", "init", "review", "security-review"],
                       "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default", "uuid": self.uid()})
        self.msg = None
        for s in r.steps:
            getattr(self, "s_" + s.kind)(s)
        e = r.end
        if e[0] == "ok":
            self.text_block(e[1], ev=bool(e[3]))
            self.result(False, e[1], "success")
        elif e[0] == "fail":
            if e[1]:
                self.text_block(e[1])
            self.result(True, e[2], e[4], ev=bool(e[3]))
        return self.lines

    # -- low level
    def line(self, typ, message, ev=False, extra=None, tool_result_meta=None):
        self.clock.tick()
        if self.transcript:
            u = (extra or {}).get("uuid") or self.uid()
            obj = {"parentUuid": self.parent, "isSidechain": False, "userType": "external", "cwd": self.run.cwd,
                   "sessionId": self.sid, "version": self.version, "gitBranch": self.run.branch, "type": typ,
                   "message": message}
            if typ == "assistant":
                obj["requestId"] = "req_011C" + self.tid("")[:18]
            for k, v in (extra or {}).items():
                if k != "uuid":
                    obj[k] = v
            obj["uuid"] = u
            obj["timestamp"] = self.clock.iso()
            if tool_result_meta is not None:
                obj["toolUseResult"] = tool_result_meta
            self.parent = u
            return self.emit(obj, ev=ev)
        obj = {"type": typ, "message": message, "parent_tool_use_id": None, "session_id": self.sid, "uuid": self.uid()}
        for k, v in (extra or {}).items():
            if k not in ("uuid", "isApiErrorMessage"):
                obj[k] = v
        return self.emit(obj, ev=ev)

    def assistant(self, block, ev=False, synthetic=False):
        if self.msg is None:
            self.msg = "msg_01" + self.tid("")[:22]
            self.turns += 1
        usage = {"input_tokens": self.rng.randint(2, 9), "cache_creation_input_tokens": self.rng.randint(0, 4000),
                 "cache_read_input_tokens": self.rng.randint(9000, 90000), "output_tokens": self.rng.randint(20, 900),
                 "service_tier": "standard"}
        self.cost += 0.003 + usage["output_tokens"] * 0.000015 + usage["cache_read_input_tokens"] * 0.0000003
        m = {"id": self.msg, "type": "message", "role": "assistant",
             "model": "<synthetic>" if synthetic else self.model(), "content": [block],
             "stop_reason": None, "stop_sequence": None, "usage": usage}
        if self.transcript:
            m = {"model": m["model"], "id": m["id"], "type": "message", "role": "assistant", "content": [block],
                 "stop_reason": None, "stop_sequence": None, "usage": usage}
        extra = {"isApiErrorMessage": True} if (synthetic and self.transcript) else None
        return self.line("assistant", m, ev=ev, extra=extra)

    def text_block(self, text, ev=False):
        return self.assistant({"type": "text", "text": text}, ev=ev)

    def tool(self, name, inp, output, is_error=False, ev=None, meta=None):
        tid = self.tid()
        a = self.assistant({"type": "tool_use", "id": tid, "name": name, "input": inp}, ev=ev in ("in", "both"))
        self.msg = None
        block = {"tool_use_id": tid, "type": "tool_result", "content": output}
        if is_error or not self.transcript:
            block["is_error"] = is_error
        if self.transcript:
            block = {"tool_use_id": tid, "type": "tool_result", "content": output, "is_error": is_error}
        b = self.line("user", {"role": "user", "content": [block]}, ev=ev in ("out", "both"),
                      tool_result_meta=meta if self.transcript else None)
        return tid

    def result(self, is_error, text, subtype, ev=False):
        dur = int((self.clock.t - datetime.strptime(self.run.created, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)).total_seconds() * 1000)
        if self.transcript:
            return
        obj = {"type": "result", "subtype": subtype, "is_error": is_error, "duration_ms": dur,
               "duration_api_ms": int(dur * 0.8), "num_turns": self.turns, "result": text, "session_id": self.sid,
               "total_cost_usd": round(self.cost, 6),
               "usage": {"input_tokens": self.rng.randint(40, 400), "cache_creation_input_tokens": self.rng.randint(1000, 30000),
                         "cache_read_input_tokens": self.rng.randint(100000, 900000), "output_tokens": self.rng.randint(1500, 20000),
                         "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
               "permission_denials": self.denials, "uuid": self.uid()}
        self.emit(obj, ev=ev)

    # -- steps
    def s_think(self, s):
        self.assistant({"type": "thinking", "thinking": s.kw["text"], "signature": "Eu" + h(s.kw["text"], 40)}, ev=bool(s.ev))

    def s_say(self, s):
        self.text_block(s.kw["text"], ev=bool(s.ev))

    def s_notice(self, s):
        self.emit(s.kw["text"], ev=bool(s.ev))

    def s_cmd(self, s):
        k = s.kw
        out = k["output"]
        err = k["code"] != 0
        status = k["status"]
        if status == "declined":
            out = "Claude requested permissions to use Bash, but you haven't granted it yet."
            err = True
        elif err:
            out = "Exit code %d\n%s" % (k["code"], out)
        meta = {"stdout": k["output"] if not err else "", "stderr": k["output"] if err else "",
                "interrupted": False, "isImage": False}
        desc = k.get("desc") or ""
        inp = {"command": k["command"]}
        if desc:
            inp["description"] = desc
        tid = self.tool("Bash", inp, out, is_error=err, ev=s.ev, meta=meta)
        if status == "declined":
            self.denials.append({"tool_name": "Bash", "tool_use_id": tid, "tool_input": inp})

    def s_read(self, s):
        p = s.kw["path"]
        ap = p if p.startswith("/") else self.run.cwd + "/" + p
        content = s.kw["content"]
        meta = {"type": "text", "file": {"filePath": ap, "content": content, "numLines": content.count("\n") + 1,
                                           "startLine": 1, "totalLines": content.count("\n") + 1}}
        if content.startswith("<<missing>>"):
            self.tool("Read", {"file_path": ap}, "<tool_use_error>File does not exist.</tool_use_error>", is_error=True,
                      ev=s.ev, meta="Error: File does not exist.")
            return
        self.tool("Read", {"file_path": ap}, numbered(content), ev=s.ev, meta=meta)

    def s_edit(self, s):
        p = s.kw["path"]
        ap = p if p.startswith("/") else self.run.cwd + "/" + p
        out = "The file %s has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n%s" % (
            ap, numbered(s.kw["new"]))
        self.tool("Edit", {"file_path": ap, "old_string": s.kw["old"], "new_string": s.kw["new"]}, out,
                  ev=("in" if s.ev == "out" else s.ev),
                  meta={"filePath": ap, "oldString": s.kw["old"], "newString": s.kw["new"], "userModified": False})

    def s_write(self, s):
        p = s.kw["path"]
        ap = p if p.startswith("/") else self.run.cwd + "/" + p
        self.tool("Write", {"file_path": ap, "content": s.kw["content"]}, "File created successfully at: %s" % ap,
                  ev=("in" if s.ev == "out" else s.ev), meta={"type": "create", "filePath": ap})

    def s_patch(self, s):
        # Claude has no multi-file patch tool: a patch step is a shell command that rewrote files
        note = s.kw["note"] or "\n".join(" M %s" % p for p, _ in s.kw["changes"])
        self.tool("Bash", {"command": "git status --short"}, note, ev=s.ev)

    def s_todo(self, s):
        todos = []
        for i, t in enumerate(s.kw["items"]):
            st = "completed" if i < s.kw["done"] else ("in_progress" if i == s.kw["done"] else "pending")
            todos.append({"content": t, "status": st, "activeForm": t})
        self.tool("TodoWrite", {"todos": todos},
                  "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable",
                  ev=s.ev)

    def s_deny(self, s):
        tid = self.tool(s.kw["tool"], s.kw["inp"], s.kw["message"], is_error=True, ev=s.ev,
                        meta="Error: " + s.kw["message"])
        self.denials.append({"tool_name": s.kw["tool"], "tool_use_id": tid, "tool_input": s.kw["inp"]})

    def s_error(self, s):
        self.msg = None
        self.assistant({"type": "text", "text": s.kw["message"]}, ev=bool(s.ev), synthetic=True)
        self.msg = None


class TranscriptRenderer(ClaudeRenderer):
    transcript = True


# ---------------------------------------------------------------- osmia
class OsmiaRenderer(Renderer):
    def render(self):
        r = self.run
        self.emit({"type": "system", "subtype": "init", "timestamp": self.clock.iso(False),
                   "session_id": "osm-" + h(r.id, 12), "engine": "claude-code",
                   "model": r.model or "claude-sonnet-4-5-20250929", "cwd": r.cwd, "task_id": r.ticket})
        self.tokens = [0, 0]
        for s in r.steps:
            getattr(self, "s_" + s.kind)(s)
        e = r.end
        if e[0] in ("ok", "fail"):
            if e[1]:
                self.content("assistant", e[1], ev=bool(e[3]) and e[0] == "ok")
            self.clock.tick()
            self.emit({"type": "cost", "timestamp": self.clock.iso(False), "input_tokens": self.rng.randint(200000, 900000),
                       "output_tokens": self.rng.randint(4000, 30000), "cost_usd": round(self.rng.uniform(0.4, 4.5), 2)})
            self.clock.tick()
            ok = e[0] == "ok"
            self.emit({"type": "result", "timestamp": self.clock.iso(False), "success": ok,
                       "summary": e[1] if ok else e[2]}, ev=bool(e[3]) and not ok)
        return self.lines

    def content(self, role, text, ev=False):
        self.clock.tick()
        return self.emit({"type": "content", "timestamp": self.clock.iso(False), "role": role, "content": text}, ev=ev)

    def tool(self, name, args, output, ev=None):
        self.clock.tick()
        self.emit({"type": "tool_use", "timestamp": self.clock.iso(False), "tool": name, "args": args}, ev=ev in ("in", "both"))
        self.content("tool", output, ev=ev in ("out", "both"))

    def s_think(self, s):
        self.content("assistant", s.kw["text"], ev=bool(s.ev))

    s_say = s_think

    def s_notice(self, s):
        self.content("system", s.kw["text"], ev=bool(s.ev))

    def s_error(self, s):
        self.content("system", s.kw["message"], ev=bool(s.ev))

    def s_cmd(self, s):
        out = s.kw["output"]
        if s.kw["code"] not in (0, None) and s.kw.get("status") != "declined":
            out = (out + "\n" if out else "") + "[exit status %d]" % s.kw["code"]
        self.tool("Bash", {"command": s.kw["command"]}, out, ev=s.ev)

    def s_read(self, s):
        self.tool("Read", {"file_path": s.kw["path"]}, numbered(s.kw["content"]), ev=s.ev)

    def s_edit(self, s):
        self.tool("Edit", {"file_path": s.kw["path"], "old_string": s.kw["old"], "new_string": s.kw["new"]},
                  "Edited %s" % s.kw["path"], ev=("in" if s.ev == "out" else s.ev))

    def s_write(self, s):
        self.tool("Write", {"file_path": s.kw["path"], "content": s.kw["content"]}, "Wrote %s" % s.kw["path"],
                  ev=("in" if s.ev == "out" else s.ev))

    def s_patch(self, s):
        note = s.kw["note"] or "\n".join(" M %s" % p for p, _ in s.kw["changes"])
        self.tool("Bash", {"command": "git status --short"}, note, ev=s.ev)

    def s_deny(self, s):
        self.tool(s.kw["tool"], s.kw["inp"], s.kw["message"], ev=s.ev)

    def s_todo(self, s):
        todos = [{"content": t, "status": "completed" if i < s.kw["done"] else "pending"} for i, t in enumerate(s.kw["items"])]
        self.tool("TodoWrite", {"todos": todos}, "Todos updated", ev=s.ev)


RENDERERS = {"codex": CodexRenderer, "claude": ClaudeRenderer, "claude-transcript": TranscriptRenderer,
             "osmia": OsmiaRenderer}


def render(run):
    if run.end is None:
        run.cut()
    if run.fmt != "codex" and run.mode in ("test_misunderstanding", "wrong_approach", "scope_creep", "model_confusion"):
        # behaviour shows in the command itself as much as in its output: point at both lines
        for s in run.steps:
            if s.kind in ("cmd", "patch") and s.ev == "out":
                s.ev = "both"
    rr = RENDERERS[run.fmt](run)
    lines = rr.render()
    return lines, sorted(set(rr.ev_lines)), rr
