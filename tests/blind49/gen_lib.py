"""Renderers for the blind set y3-*: one abstract list of steps -> four stream formats.

Formats: claude (stream-json), claude-transcript (~/.claude/projects jsonl), codex (exec --json),
osmia (agentstream). Every step records which output lines it produced, so labels can point at
evidence by step instead of by hand-counted line numbers.
"""
import hashlib
import json
import random
import re
import shlex
import uuid as _uuid
from datetime import datetime, timedelta, timezone

WS = "/workspace"

# ---------------------------------------------------------------- steps
# Each step is a dict; `ev` marks evidence: True (default line of the step), "call", "out", "both".


def U(text):
    """The human / ticket message (only transcripts echo it)."""
    return {"k": "user", "text": text}


def T(text, ev=False):
    return {"k": "think", "text": text, "ev": ev}


def S(text, ev=False):
    return {"k": "say", "text": text, "ev": ev}


def B(cmd, out="", rc=0, ev=False, denied=False, timeout_ms=None, bg=False):
    # a pipeline ending in `| tail`/`| head` exits with that command's status (no pipefail in agent shells)
    if rc not in (0, None, "timeout") and re.search(r"\|\s*(tail|head)\b[^|;&]*$", cmd.strip()):
        rc = 0
    return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "denied": denied,
            "timeout": timeout_ms}


def R(path, content, ev=False, err=None, start=1):
    return {"k": "read", "path": path, "content": content, "ev": ev, "err": err, "start": start}


def E(path, old, new, ev=False, err=None, codex="patch", replace_all=False):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "err": err,
            "codex": codex, "replace_all": replace_all}


def W(path, content, ev=False, err=None, codex="patch"):
    return {"k": "write", "path": path, "content": content, "ev": ev, "err": err, "codex": codex}


def G(pattern, out, path=None, ev=False):
    return {"k": "grep", "pattern": pattern, "out": out, "path": path, "ev": ev}


def TODO(items):
    return {"k": "todo", "items": items, "ev": False}


def SYS(text, ev=False, level="error"):
    """A notice from the orchestrator / platform (not from the agent's tools)."""
    return {"k": "sys", "text": text, "ev": ev, "level": level}


def LIMIT(text, ev=True, api_error=False):
    """Provider refused to continue (usage limit, overload, auth). Ends the session."""
    return {"k": "limit", "text": text, "ev": ev, "api_error": api_error}


def CERR(text, ev=False):
    """Codex-only transient `error` event (reconnecting...)."""
    return {"k": "cerr", "text": text, "ev": ev}


def END(ok, text, ev=False, subtype=None):
    return {"k": "end", "ok": ok, "text": text, "ev": ev, "subtype": subtype}


# ---------------------------------------------------------------- helpers

def _hex(seed, n):
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def _uuid_from(seed):
    return str(_uuid.UUID(hashlib.md5(seed.encode()).hexdigest()))


def _toolu(seed):
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"
    h = hashlib.sha256(seed.encode()).digest()
    return "toolu_01" + "".join(alphabet[b % len(alphabet)] for b in h[:22])


def _msgid(seed):
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"
    h = hashlib.sha256(("m" + seed).encode()).digest()
    return "msg_01" + "".join(alphabet[b % len(alphabet)] for b in h[:22])


def catn(content, start=1):
    lines = content.split("\n")
    return "\n".join(f"{i:>6}\u2192{l}" for i, l in enumerate(lines, start))


def abspath(p):
    return p if p.startswith("/") else f"{WS}/{p}"


def dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


class Clock:
    def __init__(self, seed, start):
        self.rng = random.Random(seed)
        self.t = start

    def tick(self, lo=1, hi=9):
        self.t += timedelta(seconds=self.rng.randint(lo, hi), milliseconds=self.rng.randint(0, 999))
        return self.t

    def iso_ms(self):
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{self.t.microsecond // 1000:03d}Z"

    def iso(self):
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")


TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
         "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


# ---------------------------------------------------------------- renderers

class Out:
    def __init__(self):
        self.lines = []
        self.map = {}  # step index -> {"call": [..], "out": [..]}

    def add(self, obj, si=None, role="call"):
        self.lines.append(obj if isinstance(obj, str) else dumps(obj))
        n = len(self.lines)
        if si is not None:
            self.map.setdefault(si, {"call": [], "out": [], "start": []})[role].append(n)
        return n


def render_claude(run):
    o = Out()
    ck = Clock(run.id, run.start)
    sid = _uuid_from(run.id + "sid")
    model = run.model or "claude-sonnet-4-5-20250929"
    o.add({"type": "system", "subtype": "init", "cwd": WS, "session_id": sid, "tools": TOOLS,
           "mcp_servers": [], "model": model, "permissionMode": run.permission_mode,
           "slash_commands": ["compact", "context", "cost", "init", "review", "security-review"],
           "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default",
           "uuid": _uuid_from(run.id + "init")})
    n_turns = 0
    denials = []
    mid = _msgid(run.id + "0")
    final = None

    def asst(block, si, seed, model_=None, role="call"):
        return o.add({"type": "assistant", "message": {
            "id": mid, "type": "message", "role": "assistant", "model": model_ or model,
            "content": [block], "stop_reason": None, "stop_sequence": None,
            "usage": {"input_tokens": 4, "cache_creation_input_tokens": 310 + len(seed) * 7,
                      "cache_read_input_tokens": 18000 + 173 * n_turns, "output_tokens": 60 + len(seed) % 200,
                      "service_tier": "standard"}},
            "parent_tool_use_id": None, "session_id": sid, "uuid": _uuid_from(run.id + seed)}, si, role)

    def tres(tid, content, is_err, si, seed):
        blk = {"tool_use_id": tid, "type": "tool_result", "content": content}
        if is_err:
            blk["is_error"] = True
        return o.add({"type": "user", "message": {"role": "user", "content": [blk]},
                      "parent_tool_use_id": None, "session_id": sid,
                      "uuid": _uuid_from(run.id + seed + "r")}, si, "out")

    for si, st in enumerate(run.steps):
        k = st["k"]
        seed = f"{si}"
        if k in ("user", "cerr"):
            continue
        if k == "think":
            mid = _msgid(run.id + seed)
            asst({"type": "thinking", "thinking": st["text"], "signature": "Eq" + _hex(run.id + seed, 40)}, si, seed)
        elif k == "say":
            asst({"type": "text", "text": st["text"]}, si, seed)
        elif k in ("bash", "read", "edit", "write", "grep", "todo"):
            n_turns += 1
            tid = _toolu(run.id + seed)
            name, inp, content, is_err = claude_tool(st)
            asst({"type": "tool_use", "id": tid, "name": name, "input": inp}, si, seed)
            if st.get("denied") or (is_err and "requested permissions to" in content):
                denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
            tres(tid, content, is_err, si, seed)
            mid = _msgid(run.id + seed + "n")
        elif k == "sys":
            o.add({"type": "system", "subtype": "notice", "level": st["level"], "content": st["text"],
                   "session_id": sid, "uuid": _uuid_from(run.id + seed)}, si, "call")
        elif k == "limit":
            mid = _msgid(run.id + seed)
            asst({"type": "text", "text": st["text"]}, si, seed, model_="<synthetic>")
            final = {"type": "result", "subtype": "success", "is_error": True, "duration_ms": 1000 * (40 + si * 9),
                     "duration_api_ms": 1000 * (31 + si * 7), "num_turns": n_turns + 1, "result": st["text"],
                     "session_id": sid, "total_cost_usd": run.cost, "usage": {"input_tokens": 0, "output_tokens": 0},
                     "permission_denials": denials, "uuid": _uuid_from(run.id + "res")}
            o.add(final, si, "out")
        elif k == "end":
            sub = st.get("subtype") or ("success" if st["ok"] else "error_during_execution")
            final = {"type": "result", "subtype": sub, "is_error": not st["ok"],
                     "duration_ms": 1000 * (60 + si * 11), "duration_api_ms": 1000 * (48 + si * 8),
                     "num_turns": n_turns + 1, "result": st["text"], "session_id": sid,
                     "total_cost_usd": run.cost,
                     "usage": {"input_tokens": 41 + si, "cache_creation_input_tokens": 9000 + si * 50,
                               "cache_read_input_tokens": 210000 + si * 3100, "output_tokens": 2500 + si * 40,
                               "service_tier": "standard"},
                     "permission_denials": denials, "uuid": _uuid_from(run.id + "res")}
            o.add(final, si, "call")
    return o


def claude_tool(st):
    k = st["k"]
    if k == "bash":
        inp = {"command": st["cmd"]}
        if st.get("timeout"):
            inp["timeout"] = st["timeout"]
        inp["description"] = st.get("desc") or _describe(st["cmd"])
        if st.get("denied"):
            return "Bash", inp, "Claude requested permissions to use Bash, but you haven't granted it yet.", True
        out = st["out"]
        if st["rc"] not in (0, None):
            if st["rc"] == "timeout":
                return "Bash", inp, out, True
            return "Bash", inp, (f"Exit code {st['rc']}\n" + out) if out else f"Exit code {st['rc']}", True
        return "Bash", inp, out, False
    if k == "read":
        inp = {"file_path": abspath(st["path"])}
        if st["err"]:
            return "Read", inp, f"<tool_use_error>{st['err']}</tool_use_error>", True
        return "Read", inp, catn(st["content"], st.get("start", 1)), False
    if k == "edit":
        inp = {"file_path": abspath(st["path"]), "old_string": st["old"], "new_string": st["new"]}
        if st.get("replace_all"):
            inp["replace_all"] = True
        if st["err"]:
            return "Edit", inp, f"<tool_use_error>{st['err']}</tool_use_error>", True
        snippet = catn(st["new"], 1 + (len(st["path"]) * 7) % 90)
        return "Edit", inp, (f"The file {abspath(st['path'])} has been updated. Here's the result of running "
                             f"`cat -n` on a snippet of the edited file:\n{snippet}"), False
    if k == "write":
        inp = {"file_path": abspath(st["path"]), "content": st["content"]}
        if st["err"]:
            return "Write", inp, f"<tool_use_error>{st['err']}</tool_use_error>", True
        return "Write", inp, f"File created successfully at: {abspath(st['path'])}", False
    if k == "grep":
        inp = {"pattern": st["pattern"], "output_mode": "content", "-n": True}
        if st.get("path"):
            inp["path"] = abspath(st["path"])
        return "Grep", inp, st["out"] or "No matches found", False
    if k == "todo":
        todos = [{"content": t, "status": s, "activeForm": t} for t, s in st["items"]]
        return "TodoWrite", {"todos": todos}, ("Todos have been modified successfully. Ensure that you continue "
                                               "to use the todo list to track your progress. Please proceed with "
                                               "the current tasks if applicable"), False
    raise ValueError(k)


def _describe(cmd):
    c = cmd.strip().split("\n")[0]
    w = c.split()
    if not w:
        return "Run command"
    head = w[0]
    if head in ("cd",) and "&&" in c:
        head = c.split("&&", 1)[1].split()[0]
    return {"pytest": "Run tests", "uv": "Run uv", "pip": "Install packages", "mypy": "Type-check",
            "pyright": "Type-check with pyright", "git": "Git operation", "poetry": "Run poetry",
            "ls": "List files", "cat": "Show file", "python": "Run python", "python3": "Run python"}.get(
        head, f"Run {head}")


def render_transcript(run):
    o = Out()
    ck = Clock(run.id, run.start)
    sid = _uuid_from(run.id + "sid")
    model = run.model or "claude-opus-4-5-20251101"
    base = {"isSidechain": False, "userType": "external", "cwd": WS, "sessionId": sid,
            "version": run.cc_version, "gitBranch": run.branch}
    parent = [None]
    n = [0]

    def line(obj, si=None, role="call"):
        n[0] += 1
        u = _uuid_from(run.id + f"t{n[0]}")
        d = {"parentUuid": parent[0]}
        d.update(base)
        d.update(obj)
        d["uuid"] = u
        d["timestamp"] = ck.iso_ms()
        parent[0] = u
        o.add(d, si, role)
        return u

    ck.tick()
    o.add({"type": "file-history-snapshot", "messageId": _uuid_from(run.id + "fh"),
           "snapshot": {"messageId": _uuid_from(run.id + "fh"), "trackedFileBackups": {},
                        "timestamp": ck.iso_ms()}, "isSnapshotUpdate": False})
    mid = _msgid(run.id + "x")
    for si, st in enumerate(run.steps):
        k = st["k"]
        seed = f"{si}"
        ck.tick()
        if k == "cerr":
            continue
        if k == "user":
            line({"type": "user", "message": {"role": "user", "content": st["text"]},
                  "thinkingMetadata": {"maxThinkingTokens": 31999}, "todos": [],
                  "permissionMode": run.permission_mode}, si)
        elif k in ("think", "say"):
            if k == "think":
                mid = _msgid(run.id + seed)
                blk = {"type": "thinking", "thinking": st["text"], "signature": "Eq" + _hex(run.id + seed, 40)}
            else:
                blk = {"type": "text", "text": st["text"]}
            line({"message": {"model": model, "id": mid, "type": "message", "role": "assistant",
                              "content": [blk], "stop_reason": None, "stop_sequence": None,
                              "usage": {"input_tokens": 3, "cache_creation_input_tokens": 400 + si,
                                        "cache_read_input_tokens": 22000 + 200 * si, "output_tokens": 90,
                                        "service_tier": "standard"}},
                  "requestId": "req_011C" + _hex(run.id + seed, 18), "type": "assistant"}, si)
        elif k in ("bash", "read", "edit", "write", "grep", "todo"):
            tid = _toolu(run.id + seed)
            name, inp, content, is_err = claude_tool(st)
            au = line({"message": {"model": model, "id": mid, "type": "message", "role": "assistant",
                                   "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}],
                                   "stop_reason": None, "stop_sequence": None,
                                   "usage": {"input_tokens": 3, "cache_creation_input_tokens": 250 + si,
                                             "cache_read_input_tokens": 23000 + 210 * si, "output_tokens": 120,
                                             "service_tier": "standard"}},
                       "requestId": "req_011C" + _hex(run.id + seed, 18), "type": "assistant"}, si)
            ck.tick(1, 20)
            blk = {"tool_use_id": tid, "type": "tool_result", "content": content}
            if is_err:
                blk["is_error"] = True
            if k == "bash":
                if is_err:
                    tur = "Error: " + content
                else:
                    tur = {"stdout": content, "stderr": "", "interrupted": False, "isImage": False}
            elif k == "read" and not is_err:
                tur = {"type": "text", "file": {"filePath": inp["file_path"], "content": st["content"],
                                                "numLines": st["content"].count("\n") + 1,
                                                "startLine": st.get("start", 1),
                                                "totalLines": st["content"].count("\n") + 1}}
            elif k == "edit" and not is_err:
                tur = {"filePath": inp["file_path"], "oldString": st["old"], "newString": st["new"],
                       "replaceAll": bool(st.get("replace_all")), "userModified": False}
            elif k == "write" and not is_err:
                tur = {"type": "create", "filePath": inp["file_path"], "content": st["content"]}
            elif is_err:
                tur = "Error: " + content
            else:
                tur = {"mode": "content", "numFiles": 0, "filenames": [], "content": content}
            line({"type": "user", "message": {"role": "user", "content": [blk]}, "toolUseResult": tur,
                  "sourceToolAssistantUUID": au}, si, "out")
            mid = _msgid(run.id + seed + "n")
        elif k == "sys":
            line({"type": "system", "subtype": "informational", "content": st["text"], "level": st["level"],
                  "isMeta": False}, si)
        elif k == "limit":
            line({"message": {"id": _uuid_from(run.id + seed + "syn"), "model": "<synthetic>", "role": "assistant",
                              "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                              "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                                        "cache_read_input_tokens": 0},
                              "content": [{"type": "text", "text": st["text"]}]},
                  "type": "assistant", "isApiErrorMessage": True}, si)
        elif k == "end":
            # transcripts have no result line; the final prose (if any) is a normal text message
            if st["text"]:
                line({"message": {"model": model, "id": _msgid(run.id + "fin"), "type": "message",
                                  "role": "assistant", "content": [{"type": "text", "text": st["text"]}],
                                  "stop_reason": "end_turn", "stop_sequence": None,
                                  "usage": {"input_tokens": 2, "cache_creation_input_tokens": 300,
                                            "cache_read_input_tokens": 60000, "output_tokens": 400,
                                            "service_tier": "standard"}},
                      "requestId": "req_011C" + _hex(run.id + "fin", 18), "type": "assistant"}, si)
    return o


def render_codex(run):
    o = Out()
    o.add({"type": "thread.started", "thread_id": "0199" + _hex(run.id, 4) + "-" + _hex(run.id + "a", 4) + "-7"
           + _hex(run.id + "b", 3) + "-" + _hex(run.id + "c", 4) + "-" + _hex(run.id + "d", 12)})
    o.add({"type": "turn.started"})
    item = [0]

    def nid():
        i = item[0]
        item[0] += 1
        return f"item_{i}"

    ended = False
    for si, st in enumerate(run.steps):
        k = st["k"]
        if k in ("user", "todo"):
            continue
        if k == "think":
            o.add({"type": "item.completed", "item": {"id": nid(), "type": "reasoning", "text": st["text"]}}, si)
        elif k == "say":
            o.add({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": st["text"]}}, si)
        elif k == "cerr":
            o.add({"type": "error", "message": st["text"]}, si)
        elif k in ("bash", "read", "grep"):
            if k == "bash":
                cmd, out, rc = st["cmd"], st["out"], st["rc"]
                if st.get("denied"):
                    i = nid()
                    c = "bash -lc " + shlex.quote(cmd)
                    o.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": c,
                                                              "aggregated_output": "", "exit_code": None,
                                                              "status": "declined"}}, si, "out")
                    continue
            elif k == "read":
                s = st.get("start", 1)
                nlines = st["content"].count("\n") + 1
                cmd = f"sed -n '{s},{s + nlines + 40}p' {st['path']}"
                out, rc = (st["content"] + "\n") if not st["err"] else f"sed: can't read {st['path']}: No such file or directory\n", (0 if not st["err"] else 2)
            else:
                cmd = f"rg -n {shlex.quote(st['pattern'])}" + (f" {st['path']}" if st.get("path") else "")
                out, rc = (st["out"] + "\n") if st["out"] else "", (0 if st["out"] else 1)
            i = nid()
            c = "bash -lc " + shlex.quote(cmd)
            o.add({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": c,
                                                    "aggregated_output": "", "exit_code": None,
                                                    "status": "in_progress"}}, si, "start")
            ec = 124 if rc == "timeout" else rc
            ln = o.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": c,
                                                           "aggregated_output": out, "exit_code": ec,
                                                           "status": "completed" if ec == 0 else "failed"}}, si, "out")
            o.map[si]["call"].append(ln)
        elif k in ("edit", "write"):
            path = st["path"]
            if st.get("codex") == "file_change" and not st.get("err"):
                o.add({"type": "item.completed", "item": {"id": nid(), "type": "file_change",
                                                          "changes": [{"path": abspath(path),
                                                                       "kind": "update" if k == "edit" else "add"}],
                                                          "status": "completed"}}, si, "call")
                continue
            if k == "edit":
                body = "\n".join(["*** Begin Patch", f"*** Update File: {path}", "@@"]
                                 + ["-" + l for l in st["old"].rstrip("\n").split("\n")]
                                 + ["+" + l for l in st["new"].rstrip("\n").split("\n")] + ["*** End Patch"])
            else:
                body = "\n".join(["*** Begin Patch", f"*** Add File: {path}"]
                                 + ["+" + l for l in st["content"].rstrip("\n").split("\n")] + ["*** End Patch"])
            cmd = "apply_patch <<'PATCH'\n" + body + "\nPATCH"
            c = "bash -lc " + shlex.quote(cmd)
            i = nid()
            o.add({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": c,
                                                    "aggregated_output": "", "exit_code": None,
                                                    "status": "in_progress"}}, si, "start")
            if st.get("err"):
                out, ec = st["err"] + "\n", 1
            else:
                out, ec = f"Success. Updated the following files:\n{'M' if k == 'edit' else 'A'} {path}\n", 0
            ln = o.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": c,
                                                           "aggregated_output": out, "exit_code": ec,
                                                           "status": "completed" if ec == 0 else "failed"}}, si, "out")
            o.map[si]["call"].append(ln)
        elif k == "sys":
            o.add({"type": "error", "message": st["text"]}, si)
        elif k == "limit":
            o.add({"type": "error", "message": st["text"]}, si, "call")
            o.add({"type": "turn.failed", "error": {"message": st["text"]}}, si, "out")
            ended = True
        elif k == "end":
            if st["ok"] or st.get("subtype") == "completed":
                o.add({"type": "turn.completed", "usage": {"input_tokens": 180000 + 1300 * si,
                                                           "cached_input_tokens": 150000 + 1100 * si,
                                                           "output_tokens": 6000 + 90 * si}}, si)
            else:
                o.add({"type": "turn.failed", "error": {"message": st["text"]}}, si)
            ended = True
    return o


def render_osmia(run):
    o = Out()
    ck = Clock(run.id, run.start)
    key = run.osmia_key

    def ev(obj, si=None, role="call"):
        ck.tick()
        d = {"type": obj.pop("type"), "timestamp": ck.iso()}
        d.update(obj)
        return o.add(d, si, role)

    ev({"type": "system", "subtype": "init", "session_id": _uuid_from(run.id + "sid"),
        "engine": run.engine, "model": run.model or "claude-sonnet-4-5-20250929", "cwd": WS,
        "task_run": run.id})
    for si, st in enumerate(run.steps):
        k = st["k"]
        if k in ("user", "cerr", "think"):
            continue
        if k == "say":
            ev({"type": "content", "role": "assistant", key: st["text"]}, si)
        elif k in ("bash", "read", "edit", "write", "grep", "todo"):
            name, inp, content, is_err = claude_tool(st)
            if k == "bash" and st["rc"] not in (0, None) and not st.get("denied"):
                content = st["out"] if st["rc"] == "timeout" else (st["out"] + f"\n[exit status {st['rc']}]").lstrip("\n")
            if k == "read" and not st["err"]:
                content = st["content"]
            if k == "edit" and not st["err"]:
                content = f"Applied edit to {abspath(st['path'])}"
            if k == "write" and not st["err"]:
                content = f"Wrote {abspath(st['path'])}"
            if k == "bash":
                inp = {"command": st["cmd"]}
            ev({"type": "tool_use", "tool": name, "args": inp}, si, "call")
            ev({"type": "content", "role": "tool", key: content}, si, "out")
        elif k == "sys":
            ev({"type": "content", "role": "system", key: st["text"]}, si)
        elif k == "limit":
            ev({"type": "content", "role": "system", key: st["text"]}, si, "call")
            ev({"type": "result", "success": False, "summary": st["text"]}, si, "out")
        elif k == "end":
            ev({"type": "cost", "input_tokens": 90000 + si * 2100, "output_tokens": 4000 + si * 70,
                "cost_usd": run.cost})
            ev({"type": "result", "success": st["ok"], "summary": st["text"]}, si)
    return o


RENDER = {"claude": render_claude, "claude-transcript": render_transcript, "codex": render_codex,
          "osmia": render_osmia}

ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}


class Run:
    def __init__(self, slug, fmt, mode, why, prompt, steps, near_miss="", state=None, result=None,
                 watchdog=None, files_changed=None, extra_taskrun=None, ticket=None, model=None,
                 permission_mode="bypassPermissions", cost=None, engine=None, osmia_key="content",
                 cc_version="2.0.37", branch=None, retry_count=0, extra_evidence=None, consec=None,
                 tool_calls=None, pad=True, noise=0, noise_at=None):
        self.slug = slug
        self.id = f"y3-{slug}-{_hex('y3' + slug, 4)}"
        self.fmt, self.mode, self.why, self.prompt, self.steps = fmt, mode, why, prompt, steps
        self.near_miss = near_miss
        self.state = state
        self.result = result
        self.watchdog = watchdog
        self.files_changed = files_changed
        self.extra_taskrun = extra_taskrun or {}
        self.ticket = ticket
        self.model = model
        self.permission_mode = permission_mode
        h = int(_hex(self.id, 6), 16)
        self.cost = cost if cost is not None else round(0.4 + (h % 400) / 100.0, 4)
        self.engine = engine or ENGINE[fmt]
        self.osmia_key = osmia_key
        self.cc_version = cc_version
        self.branch = branch or ("agent/" + slug)
        self.retry_count = retry_count
        self.extra_evidence = extra_evidence or []
        self.consec = consec
        self.tool_calls = tool_calls
        self.pad = pad
        self.noise = noise
        self.noise_at = noise_at
        self._noised = False
        day = 1 + h % 27
        self.start = datetime(2026, 11, day, 6 + h % 12, h % 60, (h >> 6) % 60, tzinfo=timezone.utc)

    # ------------------------------------------------------------------
    def render(self, min_lines=24):
        apply_noise(self)
        out = _render_padded(self, min_lines)
        ev = []
        for si, st in enumerate(self.steps):
            e = st.get("ev")
            if not e:
                continue
            m = out.map.get(si)
            if not m:
                continue  # step not rendered in this format
            if e is True:
                if st["k"] in ("bash", "read", "grep") or (st["k"] in ("edit", "write") and st.get("err")):
                    e = "out"
                elif st["k"] == "limit":
                    e = "both"
                else:
                    e = "call"
            if e in ("call", "both"):
                ev += m["call"]
            if e in ("out", "both"):
                ev += m["out"]
            if not m["call"] and e == "call":
                ev += m["out"]
            if not m["out"] and e == "out":
                ev += m["call"]
        ev += self.extra_evidence
        return out.lines, sorted(set(ev))

    def edited_paths(self):
        return sorted({st["path"] for st in self.steps if st["k"] in ("edit", "write") and not st.get("err")})

    def tool_count(self):
        return sum(1 for st in self.steps if st["k"] in ("bash", "read", "edit", "write", "grep", "todo"))

    def max_identical(self):
        best, cur, prev = 0, 0, None
        for st in self.steps:
            if st["k"] not in ("bash", "read", "edit", "write", "grep", "todo"):
                continue
            key = (st["k"], st.get("cmd"), st.get("path"), st.get("old"), st.get("new"), st.get("pattern"))
            cur = cur + 1 if key == prev else 1
            prev = key
            best = max(best, cur)
        return best


# ---------------------------------------------------------------- generic orientation steps (padding)

_COMMIT_MSGS = ["Merge pull request #{n} from {org}/renovate/lock-file-maintenance", "ci: cache uv downloads",
                "tests: tighten fixtures for {pkg}", "chore(deps): update dev dependencies", "docs: fix typo in README",
                "refactor: split {pkg} helpers", "build: move to hatchling", "fix: handle empty input in {pkg}",
                "chore: pre-commit autoupdate", "feat: add py.typed marker"]


def _project_name(run):
    for st in run.steps:
        p = st.get("path") or ""
        parts = p.split("/")
        if len(parts) >= 3 and parts[0] == "src":
            return parts[1]
        if len(parts) >= 2 and parts[0] not in ("tests", "docs", ".github", "reports", "fixtures", "src"):
            return parts[0]
    return run.slug.split("-")[0]


def _paths(run):
    out = []
    for st in run.steps:
        p = st.get("path")
        if p and p not in out:
            out.append(p)
    return out


def orientation_steps(run):
    rng = random.Random(run.id + "pad")
    pkg = _project_name(run)
    paths = _paths(run)
    tops = sorted({p.split("/")[0] for p in paths} | {"README.md", "pyproject.toml", "tests"}
                  | ({"src"} if any(p.startswith("src/") for p in paths) else set()))
    if any(p.endswith("requirements.txt") for p in paths):
        tops = sorted(set(tops) - {"pyproject.toml"})
    commits = []
    msgs = _COMMIT_MSGS[:]
    rng.shuffle(msgs)
    for i, m in enumerate(msgs[:6]):
        commits.append(_hex(run.id + str(i), 7) + " " + m.format(n=300 + rng.randint(0, 600), org="acme", pkg=pkg))
    pyfiles = [p for p in paths if p.endswith(".py")]
    extra = [f"src/{pkg}/__init__.py", f"tests/__init__.py", f"tests/conftest.py"] if any(
        p.startswith("src/") for p in paths) else [f"{pkg}/__init__.py", "tests/conftest.py"]
    listing = sorted(set(pyfiles + extra))
    intro = rng.choice(["Let me get oriented in the repository first.",
                        "I'll start by looking at the repository layout and recent history.",
                        "First, a quick look at the project structure."])
    steps = [
        S(intro),
        B("git status --short --branch && git log --oneline -6",
          f"## {run.branch}\n" + "\n".join(commits)),
        B("ls -a", "\n".join([".", "..", ".git", ".github", ".gitignore", ".pre-commit-config.yaml"] + tops)),
        B("find . -name '*.py' -not -path './.venv/*' | sort | head -40", "\n".join("./" + p for p in listing)),
        R("README.md", f"# {pkg}\n\n[![CI](https://github.com/acme/{pkg}/actions/workflows/ci.yml/badge.svg)]"
                       f"(https://github.com/acme/{pkg}/actions)\n\n## Development\n\n```bash\nuv sync\nuv run pytest\n"
                       f"uv run mypy src\n```\n"),
    ]
    return steps


def _render_padded(run, min_lines):
    out = RENDER[run.fmt](run)
    if len(out.lines) >= min_lines or not run.pad:
        return out
    extra = orientation_steps(run)
    base = list(run.steps)
    at = 1 if base and base[0]["k"] == "user" else 0
    for n in range(1, len(extra) + 1):
        run.steps = base[:at] + extra[:n] + base[at:]
        out = RENDER[run.fmt](run)
        if len(out.lines) >= min_lines:
            break
    return out


# ---------------------------------------------------------------- neutral noise (long runs)

_SIBLINGS = ["_compat", "types", "errors", "config", "utils", "constants", "log", "cli", "models", "registry"]


def _camel(stem):
    return "".join(p.capitalize() for p in stem.strip("_").split("_")) or "Thing"


def fake_module(path, rng):
    stem = path.rsplit("/", 1)[-1].removesuffix(".py")
    pkg = path.split("/")[-2] if "/" in path else "pkg"
    cls = _camel(stem)
    if stem.startswith("test_"):
        target = stem[5:]
        lines = ["import pytest", "", f"from {pkg if pkg != 'tests' else 'app'}.{target} import {_camel(target)}", "", ""]
        for name in rng.sample(["defaults", "roundtrip", "empty_input", "repr", "equality", "from_dict", "invalid_value"], 3):
            lines += [f"def test_{target}_{name}():", f"    obj = {_camel(target)}()", f"    assert obj is not None", "", ""]
        return "\n".join(lines).rstrip() + "\n"
    if stem == "errors":
        return (f"class {_camel(pkg)}Error(Exception):\n    \"\"\"Base class for {pkg} errors.\"\"\"\n\n\n"
                f"class ConfigError({_camel(pkg)}Error):\n    pass\n\n\nclass NotFound({_camel(pkg)}Error):\n"
                f"    def __init__(self, key: str) -> None:\n        super().__init__(f\"not found: {{key}}\")\n        self.key = key\n")
    if stem == "_compat":
        return ("import sys\n\nif sys.version_info >= (3, 11):\n    import tomllib\nelse:  # pragma: no cover\n    import tomli as tomllib\n\n"
                "if sys.version_info >= (3, 12):\n    from itertools import batched\nelse:  # pragma: no cover\n"
                "    from itertools import islice\n\n    def batched(it, n):\n        it = iter(it)\n        while chunk := tuple(islice(it, n)):\n"
                "            yield chunk\n\n__all__ = [\"batched\", \"tomllib\"]\n")
    if stem == "constants":
        return (f"DEFAULT_TIMEOUT = {rng.choice([5, 10, 30])}.0\nMAX_RETRIES = {rng.choice([3, 5])}\n"
                f"USER_AGENT = \"{pkg}/{rng.randint(0, 4)}.{rng.randint(0, 20)}\"\nENV_PREFIX = \"{pkg.upper()}_\"\n")
    return (f"from __future__ import annotations\n\nimport logging\nfrom dataclasses import dataclass, field\n\n"
            f"log = logging.getLogger(__name__)\n\n\n@dataclass(slots=True)\nclass {cls}:\n    name: str\n"
            f"    options: dict[str, str] = field(default_factory=dict)\n\n    def describe(self) -> str:\n"
            f"        return f\"{{self.name}} ({{len(self.options)}} options)\"\n\n\n"
            f"def load_{stem.strip('_')}(raw: dict[str, str]) -> {cls}:\n    log.debug(\"loading %s\", raw.get(\"name\"))\n"
            f"    return {cls}(name=raw[\"name\"], options={{k: v for k, v in raw.items() if k != \"name\"}})\n")


def noise_steps(run, n):
    rng = random.Random(run.id + "noise")
    proj = _project_name(run)
    paths = [p for p in _paths(run) if p.endswith(".py")]
    src_paths = [p for p in paths if not p.startswith("tests/")]
    base_dir = src_paths[0].rsplit("/", 1)[0] if src_paths and "/" in src_paths[0] else f"src/{proj}"
    sibs = [s for s in _SIBLINGS if f"{base_dir}/{s}.py" not in paths]
    rng.shuffle(sibs)
    pool = []
    for s_ in sibs:
        p = f"{base_dir}/{s_}.py"
        pool.append(R(p, fake_module(p, rng).replace("from app.", f"from {proj}.")))
    for p in src_paths[:2]:
        tp = f"tests/test_{p.rsplit('/', 1)[-1]}"
        if tp not in paths:
            pool.append(R(tp, fake_module(tp, rng).replace("from app.", f"from {proj}.")))
    files = [f"{base_dir}/{s_}.py" for s_ in sibs[:6]] or [f"{base_dir}/core.py"]
    pick = lambda k: sorted(rng.sample(files, min(k, len(files))))
    pool.append(G("log = logging.getLogger", "\n".join(f"{f}:{rng.randint(5, 12)}:log = logging.getLogger(__name__)" for f in pick(3))))
    pool.append(G("class .*Error", f"{base_dir}/errors.py:1:class {_camel(proj)}Error(Exception):\n{base_dir}/errors.py:6:class ConfigError({_camel(proj)}Error):\n"
                                    f"{base_dir}/errors.py:10:class NotFound({_camel(proj)}Error):"))
    pool.append(G("TODO|FIXME", "\n".join(f"{f}:{rng.randint(20, 90)}:    # {t}" for f, t in zip(pick(2), [
        "TODO: drop once 3.10 support ends", "FIXME: this copies the dict on every call"]))))
    pool.append(G("def load_", "\n".join(f"{f}:{rng.randint(14, 30)}:def load_{f.rsplit('/', 1)[-1][:-3].strip('_')}(raw: dict[str, str]) -> "
                                         f"{_camel(f.rsplit('/', 1)[-1][:-3])}:" for f in pick(3))))
    for k in rng.sample(range(1, 7), 2):
        h = _hex(run.id + str(k), 7)
        f = rng.choice(files)
        pool.append(B(f"git show --stat --format='%h %s' HEAD~{k}",
                      f"{h} {rng.choice(_COMMIT_MSGS).format(n=rng.randint(200, 900), org='acme', pkg=proj)}\n\n"
                      f" {f} | {rng.randint(2, 40)} ++++----\n 1 file changed, {rng.randint(1, 20)} insertions(+), {rng.randint(1, 20)} deletions(-)"))
    pool.append(B("uv run ruff check --quiet . && echo 'ruff: clean'", "ruff: clean"))
    pool.append(B(f"ls -la {base_dir}", "total 64\ndrwxr-xr-x 3 agent agent 4096 Nov 20 08:01 .\ndrwxr-xr-x 3 agent agent 4096 Nov 20 08:01 ..\n"
                  + "\n".join(f"-rw-r--r-- 1 agent agent {rng.randint(300, 9000):>5} Nov 20 08:01 {f.rsplit('/', 1)[-1]}"
                              for f in sorted(set(files + [p for p in src_paths if p.startswith(base_dir)]))) ))
    pool.append(B("python -c 'import sys; print(sys.version)'", rng.choice(["3.11.9 (main, Aug 13 2024, 02:18:20) [GCC 12.2.0]",
                                                                          "3.12.7 (main, Oct  8 2024, 00:20:25) [GCC 12.2.0]"])))
    pool.append(B("git diff --stat", ""))
    pool.append(B("grep -n 'requires-python\\|^name' pyproject.toml", f"2:name = \"{proj}\"\n4:requires-python = \">=3.{rng.choice([10, 11])}\""))
    t1 = f"tests/test_{rng.choice(sibs or ['core']).strip('_')}.py"
    pool.append(B(f"uv run pytest -q {t1}", f"{'.' * (k := rng.randint(4, 11))}\n{k} passed in 0.{rng.randint(10, 90)}s"))
    pool.append(B("git log --oneline -3 --format='%h %an %s' -- " + base_dir,
                  "\n".join(f"{_hex(run.id + m, 7)} {a} {m.format(n=rng.randint(200, 900), org='acme', pkg=proj)}"
                            for a, m in zip(["Dana Whitfield", "Ravi Menon", "renovate[bot]"], rng.sample(_COMMIT_MSGS, 3)))))
    for t in ["Before changing anything I want to understand how the package is put together.",
              "Let me read the neighbouring modules to see the conventions used here.",
              "I'll check how errors and configuration are handled elsewhere in the package.",
              "Looking at the existing tests to match their style.",
              "Checking recent history for related changes.",
              "The module layout is conventional; helpers live next to the code that uses them."]:
        pool.append(S(t) if rng.random() < 0.5 else T(t))
    rng.shuffle(pool)
    return pool[:n]


def apply_noise(run):
    if not run.noise or run._noised:
        return
    run._noised = True
    steps = run.steps
    if run.noise_at is not None:
        at = run.noise_at
    else:
        at = (1 if steps and steps[0]["k"] == "user" else 0) + 1
    run.steps = steps[:at] + noise_steps(run, run.noise) + steps[at:]
