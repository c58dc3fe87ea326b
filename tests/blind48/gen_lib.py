"""Renderers for the blind58 (prefix s3-) evaluation set.

A case is a list of high-level steps (prose, thinking, tool calls with their output) that is
rendered into one of four stream formats:

  claude             Claude Code `--output-format stream-json` (system/init ... result)
  claude-transcript  Claude Code session transcript (~/.claude/projects/*.jsonl; no result line)
  codex              `codex exec --json` (thread.started, item.*, turn.completed|turn.failed)
  osmia              Osmia agentstream (system/init, tool_use, content, cost, result)

Everything is deterministic: ids and timestamps derive from the case id.
"""
import hashlib
import json
import random
from datetime import datetime, timedelta, timezone

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]

TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
         "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


# --------------------------------------------------------------------------- steps
class Step:
    def __init__(self, kind, ev=None, **kw):
        self.kind = kind
        self.ev = ev
        self.kw = kw


def say(text, ev=None):
    return Step("say", ev, text=text)


def think(text, ev=None):
    return Step("think", ev, text=text)


def bash(cmd, out="", rc=0, ev=None, desc=None, timed_out=False):
    return Step("bash", ev, cmd=cmd, out=out, rc=rc, desc=desc, timed_out=timed_out)


def read(path, content, ev=None, start=1):
    return Step("read", ev, path=path, content=content, start=start)


def read_missing(path, ev=None):
    return Step("read_missing", ev, path=path)


def edit(path, old, new, ev=None, error=None, replace_all=False):
    return Step("edit", ev, path=path, old=old, new=new, error=error, replace_all=replace_all)


def write(path, content, ev=None):
    return Step("write", ev, path=path, content=content)


def grep(pattern, out, path=".", ev=None, glob=None):
    return Step("grep", ev, pattern=pattern, out=out, path=path, glob=glob)


def todo(items):
    return Step("todo", None, items=items)


def denied(tool, inp, msg=None, ev=None):
    """A tool call the harness refused (Claude permission prompt unanswered, codex declined)."""
    return Step("denied", ev, tool=tool, inp=inp, msg=msg)


def notice(text, ev=None):
    """Orchestrator / engine notice: osmia system content, codex `error` event,
    claude synthetic assistant message, transcript system line."""
    return Step("notice", ev, text=text)


# --------------------------------------------------------------------------- helpers
class Rng:
    def __init__(self, seed):
        self.r = random.Random(int(hashlib.sha256(seed.encode()).hexdigest()[:16], 16))

    def hexs(self, n):
        return "".join(self.r.choice("0123456789abcdef") for _ in range(n))

    def uuid(self):
        h = self.hexs(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{self.r.choice('89ab')}{h[17:20]}-{h[20:32]}"

    def b62(self, n):
        a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        return "".join(self.r.choice(a) for _ in range(n))

    def randint(self, a, b):
        return self.r.randint(a, b)


def numbered(content, start=1):
    lines = content.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    return "\n".join(f"{i + start:6d}\u2192{l}" for i, l in enumerate(lines))


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


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


def abs_path(cwd, p):
    return p if p.startswith("/") else f"{cwd}/{p}"


# --------------------------------------------------------------------------- renderers
class Rendered:
    def __init__(self):
        self.lines = []          # list of dict (json objects)
        self.step_lines = []     # per step: dict role->line number (1-based)

    def add(self, obj):
        self.lines.append(obj)
        return len(self.lines)


def _claude_usage(rng):
    return {"input_tokens": rng.randint(3, 9), "cache_creation_input_tokens": rng.randint(200, 4000),
            "cache_read_input_tokens": rng.randint(12000, 90000), "output_tokens": rng.randint(20, 900),
            "service_tier": "standard"}


def render_claude(case, transcript=False):
    rng = Rng(case.id + "/stream")
    clock = Clock(case.start, rng)
    cwd = case.cwd
    sid = rng.uuid()
    model = case.model or "claude-sonnet-4-5-20250929"
    out = Rendered()
    parent = [None]
    version = case.cc_version or "2.0.14"
    branch = case.branch or "main"

    def env(obj):
        """Wrap a message for transcript format."""
        if not transcript:
            obj["parent_tool_use_id"] = None
            obj["session_id"] = sid
            obj["uuid"] = rng.uuid()
            return obj
        u = rng.uuid()
        base = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": cwd,
                "sessionId": sid, "version": version, "gitBranch": branch}
        base.update(obj)
        base["uuid"] = u
        base["timestamp"] = clock.iso()
        parent[0] = u
        return base

    if transcript:
        mid = rng.uuid()
        clock.tick()
        out.add({"type": "file-history-snapshot", "messageId": mid,
                 "snapshot": {"messageId": mid, "trackedFileBackups": {}, "timestamp": clock.iso()},
                 "isSnapshotUpdate": False})
        u = env({"type": "user", "message": {"role": "user", "content": case.user_prompt()},
                 "thinkingMetadata": {"maxThinkingTokens": 31999}, "todos": [],
                 "permissionMode": case.permission_mode or "bypassPermissions"})
        out.add(u)
    else:
        out.add({"type": "system", "subtype": "init", "cwd": cwd, "session_id": sid, "tools": TOOLS,
                 "mcp_servers": [], "model": model,
                 "permissionMode": case.permission_mode or "bypassPermissions",
                 "slash_commands": ["compact", "context", "cost", "init", "review"],
                 "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default", "uuid": rng.uuid()})

    msg_id = [None]
    tool_calls = 0

    def assistant(block, new_msg=True):
        if new_msg or msg_id[0] is None:
            msg_id[0] = "msg_01" + rng.b62(22)
        clock.tick(1, 6)
        m = {"id": msg_id[0], "type": "message", "role": "assistant", "model": model, "content": [block],
             "stop_reason": None, "stop_sequence": None, "usage": _claude_usage(rng)}
        obj = {"type": "assistant", "message": m}
        if transcript:
            obj = {"message": m, "requestId": "req_011C" + rng.b62(18), "type": "assistant"}
        return out.add(env(obj))

    def tool_result(tid, content, is_error, tur=None):
        clock.tick(1, 12)
        block = {"tool_use_id": tid, "type": "tool_result", "content": content}
        if is_error:
            block["is_error"] = True
        elif transcript or rng.randint(0, 1):
            block["is_error"] = False
        obj = {"type": "user", "message": {"role": "user", "content": [block]}}
        if transcript and tur is not None:
            obj["toolUseResult"] = tur
        return out.add(env(obj))

    prev_kind = None
    for st in case.steps:
        k, kw = st.kind, st.kw
        roles = {}
        if k == "say":
            roles["line"] = assistant({"type": "text", "text": kw["text"]})
        elif k == "think":
            roles["line"] = assistant({"type": "thinking", "thinking": kw["text"],
                                       "signature": rng.b62(120)})
        elif k == "notice":
            if transcript:
                clock.tick()
                obj = {"type": "assistant", "message": {
                    "id": rng.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                    "stop_sequence": "", "type": "message",
                    "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                              "cache_read_input_tokens": 0},
                    "content": [{"type": "text", "text": kw["text"]}]}, "isApiErrorMessage": True}
                roles["line"] = out.add(env(obj))
            else:
                clock.tick()
                obj = {"type": "assistant", "message": {
                    "id": rng.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                    "stop_sequence": "", "type": "message",
                    "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                              "cache_read_input_tokens": 0},
                    "content": [{"type": "text", "text": kw["text"]}]}}
                roles["line"] = out.add(env(obj))
        else:
            tid = "toolu_01" + rng.b62(22)
            tool_calls += 1
            new_msg = prev_kind not in ("say", "think")
            if k == "bash":
                inp = {"command": kw["cmd"]}
                if kw.get("desc"):
                    inp["description"] = kw["desc"]
                roles["call"] = assistant({"type": "tool_use", "id": tid, "name": "Bash", "input": inp}, new_msg)
                o = kw["out"]
                if kw.get("timed_out"):
                    content = "Command timed out after 2m 0.0s" + (("\n" + o) if o else "")
                    roles["result"] = tool_result(tid, content, True, "Error: " + content)
                elif kw["rc"] != 0:
                    roles["result"] = tool_result(tid, o if o else f"Error: exit code {kw['rc']}", True,
                                                  "Error: " + o)
                else:
                    roles["result"] = tool_result(tid, o, False, {"stdout": o, "stderr": "", "interrupted": False,
                                                                   "isImage": False})
            elif k == "read":
                p = abs_path(cwd, kw["path"])
                roles["call"] = assistant({"type": "tool_use", "id": tid, "name": "Read",
                                           "input": {"file_path": p}}, new_msg)
                roles["result"] = tool_result(tid, numbered(kw["content"], kw["start"]), False,
                                              {"type": "text", "file": {"filePath": p,
                                                                         "content": kw["content"],
                                                                         "numLines": kw["content"].count("\n") + 1,
                                                                         "startLine": kw["start"],
                                                                         "totalLines": kw["content"].count("\n") + kw["start"]}})
            elif k == "read_missing":
                p = abs_path(cwd, kw["path"])
                roles["call"] = assistant({"type": "tool_use", "id": tid, "name": "Read",
                                           "input": {"file_path": p}}, new_msg)
                roles["result"] = tool_result(tid, f"<tool_use_error>File does not exist.</tool_use_error>", True,
                                              "Error: File does not exist.")
            elif k == "edit":
                p = abs_path(cwd, kw["path"])
                inp = {"file_path": p, "old_string": kw["old"], "new_string": kw["new"]}
                if kw.get("replace_all"):
                    inp["replace_all"] = True
                roles["call"] = assistant({"type": "tool_use", "id": tid, "name": "Edit", "input": inp}, new_msg)
                if kw.get("error"):
                    roles["result"] = tool_result(tid, kw["error"], True, "Error: " + kw["error"])
                else:
                    snippet = numbered(kw["new"], rng.randint(8, 140))
                    roles["result"] = tool_result(
                        tid, f"The file {p} has been updated. Here's the result of running `cat -n` on a snippet "
                             f"of the edited file:\n{snippet}", False,
                        {"filePath": p, "oldString": kw["old"], "newString": kw["new"],
                         "replaceAll": bool(kw.get("replace_all")), "userModified": False})
                if transcript and rng.randint(0, 2) == 0:
                    mid = rng.uuid()
                    out.add({"type": "file-history-snapshot", "messageId": mid,
                             "snapshot": {"messageId": mid, "trackedFileBackups": {
                                 kw["path"]: {"backupFileName": rng.hexs(16) + "@v1", "version": 1,
                                              "backupTime": clock.iso()}}, "timestamp": clock.iso()},
                             "isSnapshotUpdate": True})
            elif k == "write":
                p = abs_path(cwd, kw["path"])
                roles["call"] = assistant({"type": "tool_use", "id": tid, "name": "Write",
                                           "input": {"file_path": p, "content": kw["content"]}}, new_msg)
                roles["result"] = tool_result(tid, f"File created successfully at: {p}", False,
                                              {"type": "create", "filePath": p, "content": kw["content"]})
            elif k == "grep":
                inp = {"pattern": kw["pattern"], "path": abs_path(cwd, kw["path"]) if kw["path"] != "." else cwd,
                       "output_mode": "content", "-n": True}
                if kw.get("glob"):
                    inp["glob"] = kw["glob"]
                roles["call"] = assistant({"type": "tool_use", "id": tid, "name": "Grep", "input": inp}, new_msg)
                roles["result"] = tool_result(tid, kw["out"] or "No matches found", False,
                                              {"mode": "content", "numFiles": kw["out"].count("\n") + 1,
                                               "filenames": [], "content": kw["out"]})
            elif k == "todo":
                todos = [{"content": t, "status": s, "activeForm": t} for t, s in kw["items"]]
                roles["call"] = assistant({"type": "tool_use", "id": tid, "name": "TodoWrite",
                                           "input": {"todos": todos}}, new_msg)
                roles["result"] = tool_result(tid, "Todos have been modified successfully. Ensure that you continue "
                                                   "to use the todo list to track your progress. Please proceed with "
                                                   "the current tasks if applicable", False,
                                              {"oldTodos": [], "newTodos": todos})
            elif k == "denied":
                roles["call"] = assistant({"type": "tool_use", "id": tid, "name": kw["tool"], "input": kw["inp"]},
                                          new_msg)
                msg = kw["msg"] or f"Claude requested permissions to use {kw['tool']}, but you haven't granted it yet."
                roles["result"] = tool_result(tid, msg, True, "Error: " + msg)
                case._denials.append({"tool_name": kw["tool"], "tool_use_id": tid, "tool_input": kw["inp"]})
            else:
                raise ValueError(k)
        prev_kind = k
        out.step_lines.append(roles)

    if getattr(case, "_truncate_last_result", False) and out.lines[-1].get("type") == "user":
        out.lines.pop()
        out.step_lines[-1].pop("result", None)
    if getattr(case, "_append_interrupt", False):
        clock.tick(5, 20)
        out.add(env({"type": "user", "message": {"role": "user", "content": [
            {"type": "text", "text": "[Request interrupted by user]"}]}}))
    end = case.end
    if not transcript and end is not None:
        clock.tick(2, 8)
        res = {"type": "result", "subtype": end.get("subtype", "success"), "is_error": end.get("is_error", False),
               "duration_ms": int((clock.t - case.start).total_seconds() * 1000),
               "duration_api_ms": int((clock.t - case.start).total_seconds() * 870),
               "num_turns": tool_calls + 1, "result": end.get("text", ""), "session_id": sid,
               "total_cost_usd": case.cost,
               "usage": {"input_tokens": rng.randint(20, 200), "cache_creation_input_tokens": rng.randint(9000, 40000),
                         "cache_read_input_tokens": case.tokens, "output_tokens": rng.randint(2000, 12000),
                         "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
               "permission_denials": end.get("permission_denials", case._denials), "uuid": rng.uuid()}
        out.end_line = out.add(res)
    case._end_time = clock.t
    return out


def _codex_cmd(cmd):
    if "'" not in cmd:
        return f"bash -lc '{cmd}'"
    return "bash -lc " + json.dumps(cmd)


def render_codex(case):
    rng = Rng(case.id + "/stream")
    clock = Clock(case.start, rng)
    out = Rendered()
    n = [0]

    def item_id():
        i = n[0]
        n[0] += 1
        return f"item_{i}"

    out.add({"type": "thread.started", "thread_id": "019a" + rng.hexs(4) + "-" + rng.hexs(4) + "-7" + rng.hexs(3)
             + "-" + rng.hexs(4) + "-" + rng.hexs(12)})
    out.add({"type": "turn.started"})
    for st in case.steps:
        k, kw = st.kind, st.kw
        roles = {}
        clock.tick()
        if k == "say":
            roles["line"] = out.add({"type": "item.completed", "item": {"id": item_id(), "type": "agent_message",
                                                                        "text": kw["text"]}})
        elif k == "think":
            roles["line"] = out.add({"type": "item.completed", "item": {"id": item_id(), "type": "reasoning",
                                                                        "text": kw["text"]}})
        elif k == "notice":
            roles["line"] = out.add({"type": "error", "message": kw["text"]})
        elif k in ("bash", "read", "read_missing", "grep"):
            if k == "bash":
                cmd, o, rc = kw["cmd"], kw["out"], kw["rc"]
                if kw.get("timed_out"):
                    o, rc = (o + "\n" if o else "") + "command timed out", 124
            elif k == "read":
                lines = kw["content"].count("\n") + kw["start"] + 1
                cmd, o, rc = f"sed -n '{kw['start']},{lines}p' {kw['path']}", kw["content"], 0
            elif k == "read_missing":
                cmd, o, rc = f"sed -n '1,200p' {kw['path']}", f"sed: can't read {kw['path']}: No such file or directory\n", 2
            else:
                g = f" -g '{kw['glob']}'" if kw.get("glob") else ""
                cmd, o, rc = f"rg -n \"{kw['pattern']}\" {kw['path']}{g}", kw["out"], 0 if kw["out"] else 1
            iid = item_id()
            c = _codex_cmd(cmd)
            roles["call"] = out.add({"type": "item.started", "item": {"id": iid, "type": "command_execution",
                                                                      "command": c, "aggregated_output": "",
                                                                      "exit_code": None, "status": "in_progress"}})
            clock.tick(1, 15)
            roles["result"] = out.add({"type": "item.completed", "item": {
                "id": iid, "type": "command_execution", "command": c, "aggregated_output": o,
                "exit_code": rc, "status": "completed" if rc == 0 else "failed"}})
        elif k in ("edit", "write"):
            if kw.get("error") if k == "edit" else False:
                roles["call"] = roles["result"] = out.add({"type": "item.completed", "item": {
                    "id": item_id(), "type": "file_change", "changes": [{"path": abs_path(case.cwd, kw["path"]),
                                                                         "kind": "update"}], "status": "failed"}})
            else:
                roles["call"] = roles["result"] = out.add({"type": "item.completed", "item": {
                    "id": item_id(), "type": "file_change",
                    "changes": [{"path": abs_path(case.cwd, kw["path"]), "kind": "update" if k == "edit" else "add"}],
                    "status": "completed"}})
        elif k == "todo":
            roles["line"] = out.add({"type": "item.completed", "item": {
                "id": item_id(), "type": "todo_list",
                "items": [{"text": t, "completed": s == "completed"} for t, s in kw["items"]]}})
        elif k == "denied":
            iid = item_id()
            inp = kw["inp"]
            c = _codex_cmd(inp.get("command", json.dumps(inp)))
            roles["call"] = roles["result"] = out.add({"type": "item.completed", "item": {
                "id": iid, "type": "command_execution", "command": c,
                "aggregated_output": kw["msg"] or "", "exit_code": None, "status": "declined"}})
        else:
            raise ValueError(k)
        out.step_lines.append(roles)
    end = case.end
    if end is not None:
        clock.tick()
        if end.get("failed"):
            if end.get("error"):
                out.add({"type": "error", "message": end["error"]})
            out.end_line = out.add({"type": "turn.failed", "error": {"message": end.get("text") or end.get("error")}})
        else:
            out.end_line = out.add({"type": "turn.completed", "usage": {
                "input_tokens": case.tokens, "cached_input_tokens": int(case.tokens * 0.86),
                "output_tokens": rng.randint(1500, 9000)}})
    case._end_time = clock.t
    return out


def render_osmia(case):
    rng = Rng(case.id + "/stream")
    clock = Clock(case.start, rng)
    out = Rendered()

    def ts():
        return clock.iso(ms=False)

    clock.tick()
    out.add({"type": "system", "subtype": "init", "timestamp": ts(), "session_id": rng.uuid()})
    for st in case.steps:
        k, kw = st.kind, st.kw
        roles = {}
        clock.tick(2, 14)
        if k == "say":
            roles["line"] = out.add({"type": "content", "timestamp": ts(), "role": "assistant", "content": kw["text"]})
        elif k == "think":
            out.step_lines.append(roles)   # osmia has no thinking; the step renders to nothing
            continue
        elif k == "notice":
            roles["line"] = out.add({"type": "content", "timestamp": ts(), "role": "system", "content": kw["text"]})
        else:
            if k == "bash":
                tool, args = "Bash", {"command": kw["cmd"]}
                o = kw["out"]
                if kw.get("timed_out"):
                    o = "Command timed out after 2m 0.0s" + (("\n" + o) if o else "")
            elif k == "read":
                tool, args = "Read", {"file_path": kw["path"]}
                o = numbered(kw["content"], kw["start"])
            elif k == "read_missing":
                tool, args = "Read", {"file_path": kw["path"]}
                o = f"Error: file not found: {kw['path']}"
            elif k == "edit":
                tool, args = "Edit", {"file_path": kw["path"], "old_string": kw["old"], "new_string": kw["new"]}
                if kw.get("replace_all"):
                    args["replace_all"] = True
                if kw.get("error"):
                    o = kw["error"]
                else:
                    added = kw["new"].count("\n") - kw["old"].count("\n")
                    o = f"Edited {kw['path']}: 1 replacement ({'+' if added >= 0 else ''}{added} lines)"
            elif k == "write":
                tool, args = "Write", {"file_path": kw["path"], "content": kw["content"]}
                o = f"Wrote {kw['path']} ({kw['content'].count(chr(10)) + 1} lines)"
            elif k == "grep":
                tool, args = "Grep", {"pattern": kw["pattern"], "path": kw["path"]}
                if kw.get("glob"):
                    args["glob"] = kw["glob"]
                o = kw["out"] or "No matches found"
            elif k == "todo":
                tool, args = "TodoWrite", {"todos": [{"content": t, "status": s} for t, s in kw["items"]]}
                o = "Todos updated"
            elif k == "denied":
                tool, args = kw["tool"], kw["inp"]
                o = kw["msg"] or f"Permission to use {kw['tool']} was denied by policy."
            else:
                raise ValueError(k)
            roles["call"] = out.add({"type": "tool_use", "timestamp": ts(), "tool": tool, "args": args})
            clock.tick(1, 20)
            roles["result"] = out.add({"type": "content", "timestamp": ts(), "role": "tool", "content": o})
        out.step_lines.append(roles)
    end = case.end
    if end is not None:
        clock.tick()
        out.add({"type": "cost", "timestamp": ts(), "input_tokens": case.tokens,
                 "output_tokens": rng.randint(2000, 9000), "cost_usd": case.cost})
        clock.tick(1, 3)
        out.end_line = out.add({"type": "result", "timestamp": ts(), "success": bool(end.get("success")),
                                "summary": end.get("text", "")})
    case._end_time = clock.t
    return out


def render(case):
    if case.fmt == "claude":
        return render_claude(case)
    if case.fmt == "claude-transcript":
        return render_claude(case, transcript=True)
    if case.fmt == "codex":
        return render_codex(case)
    if case.fmt == "osmia":
        return render_osmia(case)
    raise ValueError(case.fmt)


# --------------------------------------------------------------------------- case
class Case:
    def __init__(self, slug, mode, fmt, why, prompt, steps, near_miss="", end=None, state=None, ev=None,
                 result=None, watchdog=None, files_changed=None, ticket=None, cwd="/workspace/repo",
                 model=None, permission_mode=None, start=None, retry_count=0, engine=None,
                 cost=None, tokens=None, extra_ev_lines=None, branch=None, cc_version=None, no_result_json=False):
        self.slug = slug
        self.id = f"s3-{slug}-{hashlib.sha1(slug.encode()).hexdigest()[:4]}"
        self.mode = mode
        self.fmt = fmt
        self.why = why
        self.prompt = prompt.strip() + "\n"
        self.steps = steps
        self.near_miss = near_miss
        self.end = end
        self.state = state or ("Succeeded" if mode == "succeeded" else "Failed")
        self.result = result
        self.watchdog = watchdog
        self.files_changed = files_changed
        self.ticket = ticket or prompt.strip().split("\n")[0].lstrip("# ").split(":")[0]
        self.cwd = cwd
        self.model = model
        self.permission_mode = permission_mode
        rng = Rng(self.id)
        self.start = start or datetime(2026, 11, rng.randint(2, 27), rng.randint(6, 21), rng.randint(0, 59),
                                       rng.randint(0, 59), tzinfo=timezone.utc)
        self.retry_count = retry_count
        self.engine = engine or ("codex" if fmt == "codex" else "claude-code")
        self.tokens = tokens or rng.randint(60000, 900000)
        self.cost = cost if cost is not None else round(self.tokens * rng.randint(18, 45) / 10_000_000, 2)
        self.extra_ev_lines = extra_ev_lines or []
        self.branch = branch
        self.cc_version = cc_version
        self.no_result_json = no_result_json
        self._denials = []

    def user_prompt(self):
        return self.prompt


def evidence_lines(case, rendered):
    ev = set()
    for st, roles in zip(case.steps, rendered.step_lines):
        if not st.ev or not roles:
            continue
        if "line" in roles:
            ev.add(roles["line"])
            continue
        want = st.ev
        if want is True:
            want = "call" if st.kind in ("edit", "write", "denied") else "result"
        if want == "call" and case.fmt == "codex" and "result" in roles:
            want = "result"   # a codex item.completed carries the command as well as its output
        if want in ("call", "both"):
            ev.add(roles["call"])
        if want in ("result", "both"):
            ev.add(roles["result"])
    for x in case.extra_ev_lines:
        if x == "end":
            ev.add(rendered.end_line)
        else:
            ev.add(x)
    return sorted(ev)


def changed_files(case):
    s = set()
    for st in case.steps:
        if st.kind in ("edit", "write") and not st.kw.get("error"):
            s.add(st.kw["path"])
    return len(s)


def tool_stats(case):
    calls = [st for st in case.steps if st.kind not in ("say", "think", "notice")]
    longest, cur, prev = 0, 0, None
    for st in calls:
        inp = {k: v for k, v in st.kw.items() if k in ("cmd", "path", "old", "new", "pattern", "tool", "inp")}
        key = (st.kind, json.dumps(inp, sort_keys=True, default=str))
        cur = cur + 1 if key == prev else 1
        prev = key
        longest = max(longest, cur)
    return len(calls), longest
