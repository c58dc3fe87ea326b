"""Renderers for the blind31 evaluation set.

A case is written once in a small step language and rendered into one of four
stream formats: claude (stream-json), claude-transcript (~/.claude/projects
jsonl), codex (codex exec --json) and osmia (agentstream).

Steps (plain dicts built by the helpers below):
  say(text)                       assistant prose
  think(text)                     thinking / reasoning
  bash(cmd, out, rc=0)            shell command and its output
  read(path, content)             file read
  edit(path, old, new, err=None)  file edit (err = tool error text)
  write(path, content)            file creation
  grep(pattern, out)              search
  note(text)                      orchestrator notice (osmia: role system; codex: error event;
                                  claude formats: plain text log line)
Every step takes ev=None|'call'|'out'|'both' marking it as label evidence.
"""
import hashlib
import json
import random
import uuid as _uuid
from datetime import datetime, timedelta

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]


def _st(kind, ev=None, **kw):
    d = {"kind": kind, "ev": ev}
    d.update(kw)
    return d


def say(text, ev=None):
    return _st("say", ev, text=text)


def think(text, ev=None):
    return _st("think", ev, text=text)


def bash(cmd, out="", rc=0, ev=None, desc=None):
    return _st("bash", ev, cmd=cmd, out=out, rc=rc, desc=desc)


def read(path, content, ev=None, err=None):
    return _st("read", ev, path=path, content=content, err=err)


def edit(path, old, new, ev=None, err=None):
    return _st("edit", ev, path=path, old=old, new=new, err=err)


def write(path, content, ev=None):
    return _st("write", ev, path=path, content=content)


def grep(pattern, out, path=".", ev=None):
    return _st("grep", ev, pattern=pattern, out=out, path=path)


def note(text, ev=None):
    return _st("note", ev, text=text)


def denied(tool, inp, ev=None):
    """Claude permission prompt refused (claude formats only)."""
    return _st("denied", ev, tool=tool, inp=inp)


def numbered(text, start=1):
    return "\n".join("%6d\u2192%s" % (i + start, l) for i, l in enumerate(text.split("\n")))


class Ctx:
    def __init__(self, case):
        self.case = case
        seed = int(hashlib.sha1(case["id"].encode()).hexdigest()[:12], 16)
        self.rng = random.Random(seed)
        self.t = datetime(2027, 1, 11, 6, 10, 0) + timedelta(days=self.rng.randint(0, 40),
                                                          minutes=self.rng.randint(0, 600))
        self.session = str(_uuid.UUID(int=self.rng.getrandbits(128), version=4))
        self.lines = []
        self.evidence = []
        self.last_uuid = None

    def ts(self, step=None):
        self.t += timedelta(seconds=self.rng.randint(2, 40) if step is None else step)
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % self.rng.randint(0, 999)

    def uid(self):
        return str(_uuid.UUID(int=self.rng.getrandbits(128), version=4))

    def tid(self, prefix="toolu_01"):
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789"
        return prefix + "".join(self.rng.choice(alphabet) for _ in range(22))

    def emit(self, obj, ev=False):
        line = obj if isinstance(obj, str) else json.dumps(obj, ensure_ascii=False)
        self.lines.append(line)
        if ev:
            self.evidence.append(len(self.lines))
        return len(self.lines)


def _tool_for(step, cwd):
    k = step["kind"]
    if k == "bash":
        inp = {"command": step["cmd"]}
        if step.get("desc"):
            inp["description"] = step["desc"]
        return "Bash", inp
    if k == "read":
        return "Read", {"file_path": _abs(step["path"], cwd)}
    if k == "edit":
        return "Edit", {"file_path": _abs(step["path"], cwd), "old_string": step["old"], "new_string": step["new"]}
    if k == "write":
        return "Write", {"file_path": _abs(step["path"], cwd), "content": step["content"]}
    if k == "grep":
        return "Grep", {"pattern": step["pattern"], "path": step["path"], "output_mode": "content"}
    raise ValueError(k)


def _abs(p, cwd):
    return p if p.startswith("/") or p.startswith("~") else cwd.rstrip("/") + "/" + p


def _claude_result_text(step, cwd):
    """(content, is_error) of a Claude Code tool_result."""
    k = step["kind"]
    if k == "bash":
        out = step["out"]
        if step["rc"]:
            return ("Exit code %d\n%s" % (step["rc"], out)).rstrip("\n"), True
        return out, False
    if k == "read":
        if step.get("err"):
            return "<tool_use_error>%s</tool_use_error>" % step["err"], True
        return numbered(step["content"]), False
    if k == "edit":
        if step.get("err"):
            return "<tool_use_error>%s</tool_use_error>" % step["err"], True
        return "The file %s has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n%s" % (
            _abs(step["path"], cwd), numbered(step["new"], 12)), False
    if k == "write":
        return "File created successfully at: %s" % _abs(step["path"], cwd), False
    if k == "grep":
        return step["out"] or "No matches found", False
    raise ValueError(k)


def _ev(step, which):
    e = step.get("ev")
    return e == "both" or e == which or (e is True)


# ---------------------------------------------------------------- claude stream-json
def render_claude(case):
    c = Ctx(case)
    cwd = case["cwd"]
    model = case.get("model", "claude-sonnet-4-5-20250929")
    c.emit({"type": "system", "subtype": "init", "cwd": cwd, "session_id": c.session,
            "tools": ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
                      "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillShell"],
            "mcp_servers": [], "model": model, "permissionMode": case.get("permission_mode", "bypassPermissions"),
            "slash_commands": ["compact", "context", "cost", "init", "review", "security-review"],
            "apiKeySource": "ANTHROPIC_API_KEY", "claude_code_version": "2.0.31", "output_style": "default",
            "uuid": c.uid()})
    usage = lambda: {"input_tokens": c.rng.randint(3, 9), "cache_creation_input_tokens": c.rng.randint(100, 3000),
                     "cache_read_input_tokens": c.rng.randint(12000, 90000), "output_tokens": c.rng.randint(20, 900),
                     "service_tier": "standard"}
    turns = 0
    denials = []

    def amsg(blocks, ev=False):
        return c.emit({"type": "assistant", "message": {"id": c.tid("msg_01"), "type": "message", "role": "assistant",
                                                          "model": model, "content": blocks, "stop_reason": None,
                                                          "stop_sequence": None, "usage": usage()},
                       "parent_tool_use_id": None, "session_id": c.session, "uuid": c.uid()}, ev)

    for st in case["steps"]:
        k = st["kind"]
        if k == "say":
            amsg([{"type": "text", "text": st["text"]}], _ev(st, "out") or _ev(st, "call"))
        elif k == "think":
            amsg([{"type": "thinking", "thinking": st["text"], "signature": c.tid("Eq")}], bool(st.get("ev")))
        elif k == "note":
            c.emit({"type": "system", "subtype": "notice", "level": "error", "source": "orchestrator",
                    "content": st["text"], "timestamp": c.ts(), "session_id": c.session, "uuid": c.uid()},
                   bool(st.get("ev")))
        elif k == "denied":
            tid = c.tid()
            amsg([{"type": "tool_use", "id": tid, "name": st["tool"], "input": st["inp"]}], _ev(st, "call"))
            c.emit({"type": "user", "message": {"role": "user", "content": [
                {"type": "tool_result", "content": "Claude requested permissions to use %s, but you haven't granted it yet." % st["tool"],
                 "is_error": True, "tool_use_id": tid}]}, "parent_tool_use_id": None, "session_id": c.session,
                    "uuid": c.uid()}, _ev(st, "out"))
            denials.append({"tool_name": st["tool"], "tool_use_id": tid, "tool_input": st["inp"]})
            turns += 1
        else:
            name, inp = _tool_for(st, cwd)
            tid = c.tid()
            amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}], _ev(st, "call"))
            content, is_err = _claude_result_text(st, cwd)
            blk = {"tool_use_id": tid, "type": "tool_result", "content": content}
            if is_err:
                blk["is_error"] = True
            c.emit({"type": "user", "message": {"role": "user", "content": [blk]}, "parent_tool_use_id": None,
                    "session_id": c.session, "uuid": c.uid()}, _ev(st, "out"))
            turns += 1
    end = case["end"]
    cost = round(c.rng.uniform(0.3, 4.5), 4)
    base = {"type": "result", "duration_ms": c.rng.randint(60000, 1500000), "duration_api_ms": c.rng.randint(40000, 900000),
            "num_turns": turns + 1, "session_id": c.session, "total_cost_usd": cost,
            "usage": {"input_tokens": c.rng.randint(20, 200), "cache_creation_input_tokens": c.rng.randint(1000, 30000),
                      "cache_read_input_tokens": c.rng.randint(100000, 2000000), "output_tokens": c.rng.randint(2000, 30000),
                      "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
            "permission_denials": denials, "uuid": c.uid()}
    kind = end["kind"]
    if kind in ("ok", "err"):
        if end.get("text") and end.get("say", True):
            amsg([{"type": "text", "text": end["text"]}], end.get("ev_say", False))
        r = dict(base)
        hard = kind == "err" and end.get("hard", False)
        r.update({"subtype": end.get("subtype", "error_during_execution") if hard else "success",
                  "is_error": hard, "result": end.get("text", "")})
        order = ["type", "subtype", "is_error", "duration_ms", "duration_api_ms", "num_turns", "result",
                 "session_id", "total_cost_usd", "usage", "permission_denials", "uuid"]
        c.emit({k2: r[k2] for k2 in order if k2 in r}, end.get("ev", False))
    elif kind == "limit":
        c.emit({"type": "assistant", "message": {"id": c.uid(), "model": "<synthetic>", "role": "assistant",
                                                  "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                                                  "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                                                            "cache_read_input_tokens": 0, "server_tool_use": {"web_search_requests": 0},
                                                            "service_tier": None},
                                                  "content": [{"type": "text", "text": end["text"]}]},
                "parent_tool_use_id": None, "session_id": c.session, "uuid": c.uid()}, True)
        r = dict(base)
        r.update({"subtype": "success", "is_error": True, "result": end["text"]})
        order = ["type", "subtype", "is_error", "duration_ms", "duration_api_ms", "num_turns", "result",
                 "session_id", "total_cost_usd", "usage", "permission_denials", "uuid"]
        c.emit({k2: r[k2] for k2 in order}, True)
    elif kind == "none":
        if end.get("text"):
            amsg([{"type": "text", "text": end["text"]}], end.get("ev_say", False))
        for extra in end.get("tail", []):
            c.emit(extra, end.get("ev", False))
    return c


# ---------------------------------------------------------------- claude transcript
def render_transcript(case):
    c = Ctx(case)
    cwd = case["cwd"]
    model = case.get("model", "claude-opus-4-1-20250805")
    branch = case.get("branch", "agent/" + case["ticket"].lower())
    common = lambda: {"isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": c.session,
                      "version": "2.0.28", "gitBranch": branch}
    first_msg = c.uid()
    c.emit({"type": "file-history-snapshot", "messageId": first_msg,
            "snapshot": {"messageId": first_msg, "trackedFileBackups": {}, "timestamp": c.ts()}, "isSnapshotUpdate": False})

    def line(obj, ev=False):
        d = {"parentUuid": c.last_uuid}
        d.update(common())
        d.update(obj)
        u = d.get("uuid") or c.uid()
        d["uuid"] = u
        d["timestamp"] = c.ts()
        c.last_uuid = u
        return c.emit(d, ev)

    line({"type": "user", "message": {"role": "user", "content": case["prompt_text"]}, "uuid": first_msg,
          "thinkingMetadata": {"maxThinkingTokens": 31999}, "todos": [], "permissionMode": "bypassPermissions"})
    mid = [c.tid("msg_01")]
    rid = [c.tid("req_011C")]

    def aline(block, ev=False, new_msg=False):
        if new_msg:
            mid[0] = c.tid("msg_01")
            rid[0] = c.tid("req_011C")
        return line({"message": {"model": model, "id": mid[0], "type": "message", "role": "assistant", "content": [block],
                                 "stop_reason": None, "stop_sequence": None,
                                 "usage": {"input_tokens": c.rng.randint(3, 9), "cache_creation_input_tokens": c.rng.randint(100, 4000),
                                           "cache_read_input_tokens": c.rng.randint(10000, 80000),
                                           "output_tokens": c.rng.randint(10, 600), "service_tier": "standard"}},
                     "requestId": rid[0], "type": "assistant"}, ev)

    new = True
    for st in case["steps"]:
        k = st["kind"]
        if k == "say":
            aline({"type": "text", "text": st["text"]}, bool(st.get("ev")), new)
            new = False
        elif k == "think":
            aline({"type": "thinking", "thinking": st["text"], "signature": c.tid("Eq")}, bool(st.get("ev")), new)
            new = False
        elif k == "note":
            line({"type": "system", "subtype": "informational", "content": st["text"], "level": "warning",
                  "isMeta": False}, bool(st.get("ev")))
        else:
            if k == "denied":
                name, inp = st["tool"], st["inp"]
                content, is_err = "Claude requested permissions to use %s, but you haven't granted it yet." % name, True
                tur = "Error: " + content
            else:
                name, inp = _tool_for(st, cwd)
                content, is_err = _claude_result_text(st, cwd)
                if k == "bash":
                    tur = ("Error: " + content) if is_err else {"stdout": st["out"], "stderr": "", "interrupted": False,
                                                                "isImage": False}
                elif k == "read" and not is_err:
                    tur = {"type": "text", "file": {"filePath": _abs(st["path"], cwd), "content": st["content"],
                                                    "numLines": st["content"].count("\n") + 1, "startLine": 1,
                                                    "totalLines": st["content"].count("\n") + 1}}
                elif k == "edit" and not is_err:
                    tur = {"filePath": _abs(st["path"], cwd), "oldString": st["old"], "newString": st["new"],
                           "replaceAll": False, "userModified": False}
                elif is_err:
                    tur = "Error: " + content
                else:
                    tur = {"type": "create" if k == "write" else "text"}
            tid = c.tid()
            a = aline({"type": "tool_use", "id": tid, "name": name, "input": inp}, _ev(st, "call"), new)
            blk = {"tool_use_id": tid, "type": "tool_result", "content": content}
            if is_err:
                blk["is_error"] = True
            line({"type": "user", "message": {"role": "user", "content": [blk]}, "toolUseResult": tur},
                 _ev(st, "out"))
            new = True
    end = case["end"]
    kind = end["kind"]
    if kind == "limit":
        line({"type": "assistant", "message": {"id": c.uid(), "model": "<synthetic>", "role": "assistant",
                                                "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                                                "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                                                          "cache_read_input_tokens": 0},
                                                "content": [{"type": "text", "text": end["text"]}]},
              "isApiErrorMessage": True}, True)
    elif end.get("text"):
        aline({"type": "text", "text": end["text"]}, end.get("ev_say", False) or end.get("ev", False), True)
    return c


# ---------------------------------------------------------------- codex exec --json
def render_codex(case):
    c = Ctx(case)
    cwd = case["cwd"]
    n = [0]

    def iid():
        v = "item_%d" % n[0]
        n[0] += 1
        return v

    c.emit({"type": "thread.started", "thread_id": "019a%s-%s-7%s-%s-%s" % (
        "%04x" % c.rng.getrandbits(16), "%04x" % c.rng.getrandbits(16), "%03x" % c.rng.getrandbits(12),
        "%04x" % c.rng.getrandbits(16), "%012x" % c.rng.getrandbits(48))})
    c.emit({"type": "turn.started"})

    def shell(cmd):
        return "bash -lc %s" % json.dumps(cmd) if "'" in cmd else "bash -lc '%s'" % cmd

    for st in case["steps"]:
        k = st["kind"]
        if k == "say":
            c.emit({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["text"]}},
                   bool(st.get("ev")))
        elif k == "think":
            c.emit({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": st["text"]}},
                   bool(st.get("ev")))
        elif k == "note":
            c.emit({"type": "error", "message": st["text"]}, bool(st.get("ev")))
        elif k in ("bash", "read", "grep"):
            if k == "bash":
                cmd, out, rc = st["cmd"], st["out"], st["rc"]
            elif k == "read":
                cmd = "sed -n '1,200p' %s" % st["path"]
                out, rc = (st["content"], 0) if not st.get("err") else ("sed: can't read %s: No such file or directory" % st["path"], 2)
            else:
                cmd = "rg -n %s %s" % (json.dumps(st["pattern"]), st["path"])
                out, rc = st["out"], (0 if st["out"] else 1)
            i = iid()
            c.emit({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": shell(cmd),
                                                     "aggregated_output": "", "exit_code": None, "status": "in_progress"}},
                   _ev(st, "call"))
            if st.get("declined"):
                c.emit({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": shell(cmd),
                                                           "aggregated_output": out, "exit_code": None, "status": "declined"}},
                       _ev(st, "out"))
            else:
                c.emit({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": shell(cmd),
                                                           "aggregated_output": out if out.endswith("\n") or not out else out + "\n",
                                                           "exit_code": rc, "status": "completed" if rc == 0 else "failed"}},
                       _ev(st, "out"))
        elif k in ("edit", "write"):
            if st.get("err"):
                c.emit({"type": "item.completed", "item": {"id": iid(), "type": "file_change",
                                                           "changes": [{"path": _abs(st["path"], cwd), "kind": "update"}],
                                                           "status": "failed"}}, bool(st.get("ev")))
            else:
                c.emit({"type": "item.completed", "item": {"id": iid(), "type": "file_change",
                                                           "changes": [{"path": _abs(st["path"], cwd),
                                                                        "kind": "update" if k == "edit" else "add"}],
                                                           "status": "completed"}}, bool(st.get("ev")))
        elif k == "denied":
            raise ValueError("denied not in codex")
    end = case["end"]
    kind = end["kind"]
    usage = {"input_tokens": c.rng.randint(40000, 900000), "cached_input_tokens": c.rng.randint(30000, 800000),
             "output_tokens": c.rng.randint(1500, 30000)}
    if kind == "ok":
        if end.get("text"):
            c.emit({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": end["text"]}},
                   end.get("ev_say", False))
        c.emit({"type": "turn.completed", "usage": usage}, end.get("ev", False))
    elif kind == "err" and not end.get("hard") and not end.get("errors"):
        c.emit({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": end.get("text_say") or end["text"]}},
               end.get("ev_say", False))
        c.emit({"type": "turn.completed", "usage": usage}, end.get("ev", False))
    elif kind in ("err", "limit"):
        if end.get("text_say"):
            c.emit({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": end["text_say"]}},
                   end.get("ev_say", False))
        for m in end.get("errors", []):
            c.emit({"type": "error", "message": m}, True)
        c.emit({"type": "turn.failed", "error": {"message": end["text"]}}, kind == "limit" or end.get("ev", False))
    elif kind == "none":
        if end.get("text"):
            c.emit({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": end["text"]}},
                   end.get("ev_say", False))
    return c


# ---------------------------------------------------------------- osmia agentstream
def render_osmia(case):
    c = Ctx(case)
    cwd = case["cwd"]
    c.emit({"type": "system", "subtype": "init", "timestamp": c.ts(), "session_id": c.session,
            "engine": case.get("engine", "claude-code"), "model": case.get("model", "claude-sonnet-4-5"),
            "cwd": cwd, "task_id": case["ticket"]})
    for st in case["steps"]:
        k = st["kind"]
        if k in ("say", "think"):
            c.emit({"type": "content", "timestamp": c.ts(), "role": "assistant", "content": st["text"]}, bool(st.get("ev")))
        elif k == "note":
            c.emit({"type": "content", "timestamp": c.ts(), "role": "system", "content": st["text"]}, bool(st.get("ev")))
        elif k == "denied":
            raise ValueError("denied not in osmia")
        else:
            name, inp = _tool_for(st, cwd)
            c.emit({"type": "tool_use", "timestamp": c.ts(), "tool": name, "args": inp}, _ev(st, "call"))
            if k == "bash":
                out = st["out"]
                if st["rc"]:
                    out = (out.rstrip("\n") + "\n[exit status %d]" % st["rc"]).lstrip("\n")
            elif k == "read":
                out = st["content"] if not st.get("err") else st["err"]
            elif k == "edit":
                out = st["err"] if st.get("err") else "Edited %s (1 replacement)" % _abs(st["path"], cwd)
            elif k == "write":
                out = "Wrote %d bytes to %s" % (len(st["content"].encode()), _abs(st["path"], cwd))
            else:
                out = st["out"] or "(no matches)"
            c.emit({"type": "content", "timestamp": c.ts(), "role": "tool", "content": out}, _ev(st, "out"))
    end = case["end"]
    kind = end["kind"]
    cost = {"type": "cost", "timestamp": None, "input_tokens": c.rng.randint(50000, 900000),
            "output_tokens": c.rng.randint(2000, 40000), "cost_usd": round(c.rng.uniform(0.2, 5.0), 4)}

    def _cost():
        cost["timestamp"] = c.ts()
        return cost
    if kind == "ok":
        if end.get("text") and end.get("say", True):
            c.emit({"type": "content", "timestamp": c.ts(), "role": "assistant", "content": end["text"]}, end.get("ev_say", False))
        c.emit(_cost())
        c.emit({"type": "result", "timestamp": c.ts(), "success": True, "summary": end.get("summary", end.get("text", ""))},
               end.get("ev", False))
    elif kind in ("err", "limit"):
        if end.get("text_say"):
            c.emit({"type": "content", "timestamp": c.ts(), "role": "assistant", "content": end["text_say"]}, end.get("ev_say", False))
        if kind == "limit":
            c.emit({"type": "content", "timestamp": c.ts(), "role": "system", "content": end["text"]}, True)
        c.emit(_cost())
        c.emit({"type": "result", "timestamp": c.ts(), "success": False, "summary": end.get("summary", end["text"])},
               kind == "limit" or end.get("ev", False))
    elif kind == "none":
        if end.get("text"):
            c.emit({"type": "content", "timestamp": c.ts(), "role": "assistant", "content": end["text"]}, end.get("ev_say", False))
    return c


RENDERERS = {"claude": render_claude, "claude-transcript": render_transcript, "codex": render_codex, "osmia": render_osmia}


def render(case):
    return RENDERERS[case["fmt"]](case)


# ---------------------------------------------------------------- case helpers
def case(slug, fmt, ticket, title, body, cwd, steps, end, mode, why, near_miss="", **kw):
    d = {"slug": slug, "fmt": fmt, "ticket": ticket, "title": title, "body": body, "cwd": cwd,
         "steps": steps, "end": end, "mode": mode, "why": why, "near_miss": near_miss}
    d.update(kw)
    return d


def ok(text, **kw):
    d = {"kind": "ok", "text": text}
    d.update(kw)
    return d


def err(text, **kw):
    d = {"kind": "err", "text": text}
    d.update(kw)
    return d


def limit(text, **kw):
    d = {"kind": "limit", "text": text}
    d.update(kw)
    return d


def none(text=None, **kw):
    d = {"kind": "none", "text": text}
    d.update(kw)
    return d


def git_status(files):
    return "\n".join(" M " + f for f in files)
