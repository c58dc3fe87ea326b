#!/usr/bin/env python3
"""Generator for the blind8 evaluation set (retriage failure-mode classifier).

Written blind: only from the mode definitions and the on-disk contract
(docs/runs-format.md). Scenarios live in scen_*.py next to this file, each a
list of dicts in a small, format-neutral step language; this file renders
them into the four stream formats (Claude stream-json, Claude session
transcript, Codex exec --json, Osmia agentstream), writes taskrun.json,
prompt.md, watchdog.json, result.json and the label, then validates the set.

Usage:  python3 make_blind.py            (regenerates runs/ and labels/)
"""
import datetime as dt
import hashlib
import json
import os
import re
import shutil
import sys
import uuid as uuidlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

RUNS = os.path.join(HERE, "runs")
LABELS = os.path.join(HERE, "labels")
MODES = ["infra_failure", "permission_blocked", "dependency_missing",
         "test_misunderstanding", "wrong_approach", "scope_creep",
         "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]


# --------------------------------------------------------------------------
# step language
# --------------------------------------------------------------------------
def say(text, ev=False):
    return {"k": "say", "text": text, "ev": "line" if ev else None}


def think(text):
    return {"k": "think", "text": text, "ev": None}


def sh(cmd, out="", rc=0, ev=None, denied=False, declined=False, desc=None):
    """Shell command. ev: None | 'out' | 'call'."""
    if ev is True:
        ev = "out"
    return {"k": "sh", "cmd": cmd, "out": out, "rc": rc, "ev": ev,
            "denied": denied, "declined": declined, "desc": desc}


def read(path, text, ev=None):
    if ev is True:
        ev = "out"
    return {"k": "read", "path": path, "text": text, "ev": ev}


def edit(path, old, new, ev=None, denied=False):
    if ev is True:
        ev = "call"
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev,
            "denied": denied}


def write(path, text, ev=None, denied=False):
    if ev is True:
        ev = "call"
    return {"k": "write", "path": path, "text": text, "ev": ev,
            "denied": denied}


def multi(changes, ev=None):
    """Several file edits at once: [(path, old, new), ...]. One file_change
    item in Codex; one Edit call per file elsewhere."""
    if ev is True:
        ev = "call"
    return {"k": "multi", "changes": changes, "ev": ev}


def tool(name, inp, out, cmd=None, err=False, ev=None):
    """Other Claude tools (Grep, Glob, TodoWrite...). cmd: shell equivalent
    used for Codex; None means the step is dropped in Codex streams."""
    if ev is True:
        ev = "out"
    return {"k": "tool", "name": name, "inp": inp, "out": out, "cmd": cmd,
            "err": err, "ev": ev}


def raw(obj, ev=False):
    """A literal event (dict) or text line, format-specific."""
    return {"k": "raw", "obj": obj, "ev": "line" if ev else None}


def api_error(text, ev=True):
    """Provider error surfaced mid-stream (format-specific rendering)."""
    return {"k": "api_error", "text": text, "ev": "line" if ev else None}


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------
class Ids:
    def __init__(self, seed):
        self.seed = seed
        self.n = 0

    def hexs(self, n):
        self.n += 1
        return hashlib.sha256(f"{self.seed}:{self.n}".encode()).hexdigest()[:n]

    def uuid(self):
        return str(uuidlib.UUID(self.hexs(32), version=4))

    def b62(self, n):
        alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        h = int(self.hexs(40), 16)
        s = ""
        for _ in range(n):
            h, r = divmod(h, 62)
            s += alphabet[r]
        return s


class Clock:
    def __init__(self, start, seed):
        self.t = start
        self.seed = seed
        self.i = 0

    def tick(self, lo=2, hi=14):
        self.i += 1
        h = int(hashlib.md5(f"{self.seed}{self.i}".encode()).hexdigest()[:6], 16)
        self.t += dt.timedelta(seconds=lo + h % max(1, hi - lo), milliseconds=h % 997)
        return self.t

    def iso(self, ms=False):
        if ms:
            return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{self.t.microsecond // 1000:03d}Z"
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")


def numbered(text):
    lines = text.split("\n")
    return "\n".join(f"{i + 1:6d}\u2192{l}" for i, l in enumerate(lines))


def abspath(cwd, p):
    return p if p.startswith("/") else f"{cwd}/{p}"


def codex_cmd(cmd):
    if "'" not in cmd:
        return f"bash -lc '{cmd}'"
    return 'bash -lc "' + cmd.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$") + '"'


def step_sig(s):
    if s["k"] == "sh":
        return ("Bash", s["cmd"])
    if s["k"] == "read":
        return ("Read", s["path"])
    if s["k"] == "edit":
        return ("Edit", s["path"], s["old"], s["new"])
    if s["k"] == "write":
        return ("Write", s["path"], s["text"])
    if s["k"] == "tool":
        return (s["name"], json.dumps(s["inp"], sort_keys=True))
    if s["k"] == "multi":
        return ("patch", json.dumps(s["changes"]))
    return None


# --------------------------------------------------------------------------
# renderers: each returns list of lines (str) and evidence line numbers
# --------------------------------------------------------------------------
class Out:
    def __init__(self):
        self.lines = []
        self.ev = []

    def add(self, obj, ev=False):
        self.lines.append(obj if isinstance(obj, str) else
                          json.dumps(obj, ensure_ascii=False, separators=(",", ":")))
        if ev:
            self.ev.append(len(self.lines))
        return len(self.lines)


CLAUDE_TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit",
                "MultiEdit", "Write", "NotebookEdit", "WebFetch", "TodoWrite",
                "WebSearch", "BashOutput", "KillBash"]


def claude_tool_call(s, cwd):
    """(name, input, result_text, is_error) for a step in Claude formats."""
    k = s["k"]
    if k == "sh":
        inp = {"command": s["cmd"]}
        if s.get("desc"):
            inp["description"] = s["desc"]
        if s["denied"]:
            return "Bash", inp, "Claude requested permissions to use Bash, but you haven't granted it yet.", True
        if s["rc"]:
            return "Bash", inp, f"Exit code {s['rc']}\n{s['out']}".rstrip("\n"), True
        return "Bash", inp, s["out"] if s["out"] else "(no output)", False
    if k == "read":
        return "Read", {"file_path": abspath(cwd, s["path"])}, numbered(s["text"]), False
    if k == "edit":
        fp = abspath(cwd, s["path"])
        inp = {"file_path": fp, "old_string": s["old"], "new_string": s["new"]}
        if s["denied"]:
            return "Edit", inp, f"Claude requested permissions to write to {fp}, but you haven't granted it yet.", True
        return "Edit", inp, f"The file {fp} has been updated successfully.", False
    if k == "write":
        fp = abspath(cwd, s["path"])
        inp = {"file_path": fp, "content": s["text"]}
        if s["denied"]:
            return "Write", inp, f"Claude requested permissions to write to {fp}, but you haven't granted it yet.", True
        return "Write", inp, f"File created successfully at: {fp}", False
    if k == "tool":
        return s["name"], s["inp"], s["out"], s["err"]
    raise ValueError(k)


def usage(ids, big=False):
    h = int(ids.hexs(6), 16)
    return {"input_tokens": 3 + h % 9, "cache_creation_input_tokens": 200 + h % 3000,
            "cache_read_input_tokens": 12000 + h % 40000, "output_tokens": 40 + h % 400,
            "service_tier": "standard"}


def render_claude(c):
    o, ids, clk = Out(), c["_ids"], c["_clk"]
    sid, model, cwd = c["_sid"], c["model"], c["cwd"]
    denials = []
    o.add({"type": "system", "subtype": "init", "cwd": cwd, "session_id": sid,
           "tools": CLAUDE_TOOLS, "mcp_servers": [], "model": model,
           "permissionMode": c.get("permission_mode", "acceptEdits"),
           "apiKeySource": "none", "output_style": "default", "uuid": ids.uuid()})
    turns = 0
    msg_id = None
    prev_tool = False
    for s in c["steps"]:
        k = s["k"]
        clk.tick()
        if k in ("say", "think"):
            if msg_id is None or prev_tool:
                msg_id = "msg_01" + ids.b62(22)
                turns += 1
            block = {"type": "text", "text": s["text"]} if k == "say" else \
                {"type": "thinking", "thinking": s["text"], "signature": ids.b62(40)}
            o.add({"type": "assistant", "message": {"id": msg_id, "type": "message", "role": "assistant",
                   "model": model, "content": [block], "stop_reason": None, "stop_sequence": None,
                   "usage": usage(ids)}, "parent_tool_use_id": None, "session_id": sid,
                   "uuid": ids.uuid()}, ev=s["ev"] == "line")
            prev_tool = False
            continue
        if k == "raw":
            o.add(s["obj"], ev=s["ev"] == "line")
            continue
        if k == "api_error":
            o.add({"type": "assistant", "message": {"id": ids.uuid(), "model": "<synthetic>", "role": "assistant",
                   "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                   "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                             "cache_read_input_tokens": 0, "server_tool_use": {"web_search_requests": 0},
                             "service_tier": None},
                   "content": [{"type": "text", "text": s["text"]}]},
                   "parent_tool_use_id": None, "session_id": sid, "uuid": ids.uuid()}, ev=s["ev"] == "line")
            continue
        name, inp, res, is_err = claude_tool_call(s, cwd)
        if msg_id is None or prev_tool:
            msg_id = "msg_01" + ids.b62(22)
            turns += 1
        tid = "toolu_01" + ids.b62(22)
        call_ln = o.add({"type": "assistant", "message": {"id": msg_id, "type": "message", "role": "assistant",
                         "model": model, "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}],
                         "stop_reason": None, "stop_sequence": None, "usage": usage(ids)},
                         "parent_tool_use_id": None, "session_id": sid, "uuid": ids.uuid()})
        clk.tick()
        tr = {"tool_use_id": tid, "type": "tool_result", "content": res}
        if is_err:
            tr["is_error"] = True
        out_ln = o.add({"type": "user", "message": {"role": "user", "content": [tr]},
                        "parent_tool_use_id": None, "session_id": sid, "uuid": ids.uuid()})
        if s.get("denied"):
            denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
        if s["ev"] == "call":
            o.ev.append(call_ln)
        elif s["ev"] == "out":
            o.ev.append(out_ln)
        elif s["ev"] == "both":
            o.ev += [call_ln, out_ln]
        prev_tool = True
    e = c.get("end")
    if e is not None:
        clk.tick()
        if e.get("final_text", True) and e.get("text") and not e.get("no_text_msg"):
            o.add({"type": "assistant", "message": {"id": "msg_01" + ids.b62(22), "type": "message",
                   "role": "assistant", "model": model, "content": [{"type": "text", "text": e["text"]}],
                   "stop_reason": None, "stop_sequence": None, "usage": usage(ids)},
                   "parent_tool_use_id": None, "session_id": sid, "uuid": ids.uuid()})
            turns += 1
        tokens_in = c["_tokens"]
        o.add({"type": "result", "subtype": e.get("subtype", "success"), "is_error": e.get("is_error", False),
               "duration_ms": int((clk.t - c["_start"]).total_seconds() * 1000),
               "duration_api_ms": int((clk.t - c["_start"]).total_seconds() * 810),
               "num_turns": e.get("num_turns", turns), "result": e.get("result", e.get("text", "")),
               "session_id": sid, "total_cost_usd": c["_cost"],
               "usage": {"input_tokens": tokens_in // 20, "cache_creation_input_tokens": tokens_in // 9,
                         "cache_read_input_tokens": tokens_in - tokens_in // 20 - tokens_in // 9,
                         "output_tokens": tokens_in // 60, "server_tool_use": {"web_search_requests": 0},
                         "service_tier": "standard"},
               "permission_denials": denials, "uuid": ids.uuid()}, ev=e.get("ev", False))
    return o


def render_transcript(c):
    o, ids, clk = Out(), c["_ids"], c["_clk"]
    sid, model, cwd = c["_sid"], c["model"], c["cwd"]
    version = c.get("cc_version", "2.0.14")
    branch = c.get("branch", "agent/" + c["ticket"].lower())
    parent = [None]

    def base(typ):
        clk.tick(1, 9)
        u = ids.uuid()
        d = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": cwd,
             "sessionId": sid, "version": version, "gitBranch": branch, "type": typ,
             "uuid": u, "timestamp": clk.iso(ms=True)}
        parent[0] = u
        return d

    if c.get("snapshot", True):
        mid = ids.uuid()
        o.add({"type": "file-history-snapshot", "messageId": mid,
               "snapshot": {"messageId": mid, "trackedFileBackups": {}, "timestamp": clk.iso(ms=True)},
               "isSnapshotUpdate": False})
    d = base("user")
    d["message"] = {"role": "user", "content": c["prompt"]}
    d["permissionMode"] = c.get("permission_mode", "acceptEdits")
    o.add(d)
    msg_id = None
    prev_tool = True

    def amsg(block, ev=False):
        nonlocal msg_id
        d = base("assistant")
        d["message"] = {"model": model, "id": msg_id, "type": "message", "role": "assistant",
                        "content": [block], "stop_reason": None, "stop_sequence": None, "usage": usage(ids)}
        d["requestId"] = "req_011C" + ids.b62(20)
        return o.add(d, ev=ev)

    for s in c["steps"]:
        k = s["k"]
        if k in ("say", "think"):
            if prev_tool:
                msg_id = "msg_01" + ids.b62(22)
            block = {"type": "text", "text": s["text"]} if k == "say" else \
                {"type": "thinking", "thinking": s["text"], "signature": ids.b62(40)}
            amsg(block, ev=s["ev"] == "line")
            prev_tool = False
            continue
        if k == "raw":
            o.add(s["obj"], ev=s["ev"] == "line")
            continue
        if k == "api_error":
            d = base("assistant")
            d["message"] = {"id": ids.uuid(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                            "stop_sequence": "", "type": "message",
                            "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                                      "cache_read_input_tokens": 0}, "content": [{"type": "text", "text": s["text"]}]}
            d["isApiErrorMessage"] = True
            o.add(d, ev=s["ev"] == "line")
            continue
        name, inp, res, is_err = claude_tool_call(s, cwd)
        if prev_tool:
            msg_id = "msg_01" + ids.b62(22)
        tid = "toolu_01" + ids.b62(22)
        call_ln = amsg({"type": "tool_use", "id": tid, "name": name, "input": inp})
        d = base("user")
        d["message"] = {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result", "content": res,
                                                     "is_error": bool(is_err)}]}
        if name == "Bash":
            if is_err:
                d["toolUseResult"] = "Error: " + res
            else:
                d["toolUseResult"] = {"stdout": s.get("out", ""), "stderr": "", "interrupted": False,
                                      "isImage": False}
        elif name == "Read":
            d["toolUseResult"] = {"type": "text", "file": {"filePath": inp["file_path"], "content": s["text"],
                                                           "numLines": s["text"].count("\n") + 1,
                                                           "startLine": 1,
                                                           "totalLines": s["text"].count("\n") + 1}}
        elif name in ("Edit", "Write") and not is_err:
            d["toolUseResult"] = {"filePath": inp["file_path"], "userModified": False}
        out_ln = o.add(d)
        if s["ev"] == "call":
            o.ev.append(call_ln)
        elif s["ev"] == "out":
            o.ev.append(out_ln)
        elif s["ev"] == "both":
            o.ev += [call_ln, out_ln]
        prev_tool = True
    e = c.get("end")
    if e is not None and e.get("text"):
        msg_id = "msg_01" + ids.b62(22)
        amsg({"type": "text", "text": e["text"]}, ev=e.get("ev", False))
    return o


def render_codex(c):
    o, ids, clk = Out(), c["_ids"], c["_clk"]
    cwd = c["cwd"]
    n = [0]

    def iid():
        v = f"item_{n[0]}"
        n[0] += 1
        return v

    o.add({"type": "thread.started", "thread_id": c["_sid"]})
    o.add({"type": "turn.started"})
    for s in c["steps"]:
        k = s["k"]
        if k == "say":
            o.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": s["text"]}},
                  ev=s["ev"] == "line")
            continue
        if k == "think":
            o.add({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": s["text"]}})
            continue
        if k == "raw":
            o.add(s["obj"], ev=s["ev"] == "line")
            continue
        if k == "api_error":
            o.add({"type": "error", "message": s["text"]}, ev=s["ev"] == "line")
            continue
        if k in ("edit", "write"):
            kind = "add" if k == "write" and s.get("kind", "add") == "add" else "update"
            paths = s.get("paths") or [s["path"]]
            i = iid()
            if s.get("denied"):
                ln = o.add({"type": "item.completed", "item": {"id": i, "type": "file_change",
                            "changes": [{"path": abspath(cwd, p), "kind": kind} for p in paths],
                            "status": "failed"}})
            else:
                ln = o.add({"type": "item.completed", "item": {"id": i, "type": "file_change",
                            "changes": [{"path": abspath(cwd, p), "kind": kind} for p in paths],
                            "status": "completed"}})
            if s["ev"]:
                o.ev.append(ln)
            continue
        if k == "multi":
            i = iid()
            ln = o.add({"type": "item.completed", "item": {"id": i, "type": "file_change",
                        "changes": [{"path": abspath(cwd, ch[0]), "kind": "update"} for ch in s["changes"]],
                        "status": "completed"}})
            if s["ev"]:
                o.ev.append(ln)
            continue
        # command-like
        if k == "sh":
            cmd, out, rc = s["cmd"], s["out"], s["rc"]
        elif k == "read":
            cmd, out, rc = s.get("codex_cmd") or f"sed -n '1,200p' {s['path']}", s["text"] + "\n", 0
        elif k == "tool":
            if not s["cmd"]:
                continue
            cmd, out, rc = s["cmd"], s["out"], 1 if s["err"] else 0
        full = codex_cmd(cmd)
        i = iid()
        o.add({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": full,
                                                "aggregated_output": "", "exit_code": None,
                                                "status": "in_progress"}})
        if s.get("declined"):
            ln = o.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": full,
                        "aggregated_output": "", "exit_code": None, "status": "declined"}})
        else:
            ln = o.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": full,
                        "aggregated_output": out, "exit_code": rc,
                        "status": "completed" if rc == 0 else "failed"}})
        if s["ev"]:
            o.ev.append(ln)
    e = c.get("end")
    if e is not None:
        if e.get("text"):
            o.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": e["text"]}},
                  ev=e.get("ev", False) and "failed" not in e)
        if "failed" in e:
            if e.get("error_event"):
                o.add({"type": "error", "message": e["error_event"]}, ev=e.get("ev", False))
            o.add({"type": "turn.failed", "error": {"message": e["failed"]}}, ev=e.get("ev", False))
        else:
            t = c["_tokens"]
            o.add({"type": "turn.completed", "usage": {"input_tokens": t, "cached_input_tokens": int(t * 0.86),
                                                       "output_tokens": t // 45}})
    return o


def render_osmia(c):
    o, ids, clk = Out(), c["_ids"], c["_clk"]
    init = {"type": "system", "subtype": "init", "timestamp": clk.iso(), "session_id": c["_sid"]}
    if c.get("osmia_engine"):
        init["engine"] = c["osmia_engine"]
    o.add(init)
    for s in c["steps"]:
        k = s["k"]
        clk.tick()
        if k in ("say", "think"):
            o.add({"type": "content", "timestamp": clk.iso(), "role": "assistant", "content": s["text"]},
                  ev=s["ev"] == "line")
            continue
        if k == "raw":
            o.add(s["obj"], ev=s["ev"] == "line")
            continue
        if k == "api_error":
            o.add({"type": "content", "timestamp": clk.iso(), "role": "assistant", "content": s["text"]},
                  ev=s["ev"] == "line")
            continue
        if k == "sh":
            name, args = "Bash", {"command": s["cmd"]}
            out = s["out"].rstrip("\n")
            if s["denied"]:
                out = s.get("deny_text") or f"tool call rejected by policy: Bash({s['cmd'].split()[0]}:*) is not in the allow list"
            elif s["rc"]:
                out = (out + f"\nexit status {s['rc']}").lstrip("\n")
        elif k == "read":
            name, args, out = "Read", {"file_path": s["path"]}, numbered(s["text"])
        elif k == "edit":
            name, args = "Edit", {"file_path": s["path"], "old_string": s["old"], "new_string": s["new"]}
            out = f"edited {s['path']}" if not s.get("denied") else f"write to {s['path']} rejected by policy"
        elif k == "write":
            name, args = "Write", {"file_path": s["path"], "content": s["text"]}
            out = f"wrote {len(s['text'].encode())} bytes to {s['path']}"
        elif k == "tool":
            name, args, out = s["name"], s["inp"], s["out"]
        else:
            raise ValueError(k)
        call_ln = o.add({"type": "tool_use", "timestamp": clk.iso(), "tool": name, "args": args})
        clk.tick()
        out_ln = o.add({"type": "content", "timestamp": clk.iso(), "role": "tool", "content": out})
        if s["ev"] == "call":
            o.ev.append(call_ln)
        elif s["ev"] == "out":
            o.ev.append(out_ln)
        elif s["ev"] == "both":
            o.ev += [call_ln, out_ln]
    e = c.get("end")
    if e is not None:
        clk.tick()
        if e.get("text") and not e.get("no_text_msg"):
            o.add({"type": "content", "timestamp": clk.iso(), "role": "assistant", "content": e["text"]})
        t = c["_tokens"]
        o.add({"type": "cost", "timestamp": clk.iso(), "input_tokens": t, "output_tokens": t // 40,
               "cost_usd": c["_cost"]})
        o.add({"type": "result", "timestamp": clk.iso(), "success": e.get("success", False),
               "summary": e.get("summary", e.get("text", ""))}, ev=e.get("ev", False))
    return o


RENDER = {"claude": render_claude, "claude-transcript": render_transcript,
          "codex": render_codex, "osmia": render_osmia}


SUBJECTS = ["Merge pull request #{n} from acme/renovate/lockfile-maintenance",
            "Bump version to 2.{m}.0", "Add structured logging to the worker",
            "Refactor: extract config loader", "docs: update CONTRIBUTING",
            "chore(deps): update dev dependencies", "Merge pull request #{n} from acme/release-prep",
            "ci: cache build artifacts between jobs", "Tidy README badges",
            "Merge branch 'main' into release/2.{m}", "fix typo in changelog",
            "Add metrics for queue depth", "Extract HTTP client options"]


def prelude(c):
    """Generic opening moves (look at recent history, plan), varied per case."""
    h = int(hashlib.md5(c["slug"].encode()).hexdigest(), 16)
    log = "\n".join(
        f"{hashlib.sha1(f'{c[chr(115)+chr(108)+chr(117)+chr(103)]}{i}'.encode()).hexdigest()[:7]} "
        + SUBJECTS[(h + 5 * i) % len(SUBJECTS)].format(n=3000 + (h >> 8) % 2000, m=(h >> 3) % 30)
        for i in range(4))
    cmds = ["git log --oneline -4", "git status --short && git log --oneline -4",
            "git log --oneline -n 4"]
    steps = [sh(cmds[h % 3], log)]
    if c["fmt"] in ("claude", "claude-transcript") and h % 5 != 0:
        title = c["prompt"].strip().split("\n")[0].lstrip("# ").split(": ", 1)[-1]
        todos = [{"content": f"Understand: {title}", "status": "in_progress", "activeForm": "Reading the code"},
                 {"content": "Make the change", "status": "pending", "activeForm": "Making the change"},
                 {"content": "Run the acceptance tests", "status": "pending", "activeForm": "Running tests"}]
        steps.insert(0 if h % 2 else 1, tool("TodoWrite", {"todos": todos},
                     "Todos have been modified successfully. Ensure that you continue to use the todo list to "
                     "track your progress. Please proceed with the current tasks if applicable"))
    return steps


# --------------------------------------------------------------------------
# build one case
# --------------------------------------------------------------------------
def case_id(c):
    return f"b-{c['slug']}-{hashlib.sha1(('blind8:' + c['slug']).encode()).hexdigest()[:4]}"


def build(c, idx):
    cid = case_id(c)
    c.setdefault("cwd", "/workspace/repo")
    c.setdefault("model", {"claude": "claude-sonnet-4-5-20250929",
                           "claude-transcript": "claude-sonnet-4-5-20250929",
                           "codex": "gpt-5-codex", "osmia": "claude-sonnet-4-5-20250929"}[c["fmt"]])
    c["_ids"] = Ids(cid)
    if c.get("prelude", True):
        pre = prelude(c)
        at = 1 if c["steps"] and c["steps"][0]["k"] in ("say", "think") else 0
        c["steps"] = c["steps"][:at] + pre + c["steps"][at:]
    if c["fmt"] != "codex":
        steps = []
        for s in c["steps"]:
            if s["k"] == "multi":
                steps += [edit(p, a, b, ev=s["ev"]) for p, a, b in s["changes"]]
            else:
                steps.append(s)
        c["steps"] = steps
    start = dt.datetime(2026, 11, 3, 8, 0, 0) + dt.timedelta(hours=7 * idx, minutes=(idx * 37) % 60)
    c["_start"] = start
    c["_clk"] = Clock(start, cid)
    if c["fmt"] == "codex":
        h = c["_ids"].hexs(32)
        c["_sid"] = f"019a{h[4:8]}-{h[8:12]}-7{h[13:16]}-{'89ab'[int(h[16], 16) % 4]}{h[17:20]}-{h[20:32]}"
    else:
        c["_sid"] = c["_ids"].uuid()
    hh = int(c["_ids"].hexs(8), 16)
    c["_tokens"] = c.get("tokens", 60000 + hh % 380000)
    c["_cost"] = c.get("cost", round(c["_tokens"] / 1e6 * 2.9 + (hh % 13) / 100, 2))
    o = RENDER[c["fmt"]](c)

    d = os.path.join(RUNS, cid)
    os.makedirs(d)
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        f.write("\n".join(o.lines) + "\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(c["prompt"].strip() + "\n")

    tool_steps = [s for s in c["steps"] if s["k"] in ("sh", "read", "edit", "write", "tool", "multi")]
    if c["fmt"] == "codex":
        tool_steps = [s for s in tool_steps if not (s["k"] == "tool" and not s["cmd"])]
    sigs = [step_sig(s) for s in tool_steps]
    best = cur = 0
    prev = object()
    for sg in sigs:
        cur = cur + 1 if sg == prev else 1
        best = max(best, cur)
        prev = sg
    changed = {s["path"] for s in c["steps"] if s["k"] in ("edit", "write") and not s.get("denied")}
    for s in c["steps"]:
        if s.get("paths"):
            changed |= set(s["paths"])
        if s["k"] == "multi":
            changed |= {ch[0] for ch in s["changes"]}
    engine = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex",
              "osmia": c.get("osmia_engine", "claude-code")}[c["fmt"]]
    state = c.get("state", "Succeeded" if c["mode"] == "succeeded" else "Failed")
    tr = {"id": cid, "ticket_id": c["ticket"], "engine": engine, "current_engine": engine,
          "engine_attempts": [engine], "state": state, "retry_count": c.get("retry_count", 0),
          "max_retries": 2, "files_changed": c.get("files_changed", len(changed)),
          "tool_calls_total": c.get("tool_calls_total", len(tool_steps)),
          "consecutive_identical_tools": c.get("consecutive_identical_tools", best),
          "tokens_consumed": c["_tokens"], "cost_usd": c["_cost"], "diagnosis_history": [],
          "created_at": start.strftime("%Y-%m-%dT%H:%M:%SZ"),
          "updated_at": (c["_clk"].t + dt.timedelta(seconds=20)).strftime("%Y-%m-%dT%H:%M:%SZ")}
    tr.update(c.get("taskrun", {}))
    if not c.get("no_taskrun"):
        with open(os.path.join(d, "taskrun.json"), "w") as f:
            json.dump(tr, f, indent=2)
            f.write("\n")
    if c.get("watchdog"):
        w = dict(c["watchdog"])
        w.setdefault("tokens_consumed", c["_tokens"])
        w.setdefault("cost_estimate_usd", c["_cost"])
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(w, f, indent=2)
            f.write("\n")
    res = c.get("result", "auto")
    if res == "auto":
        e = c.get("end") or {}
        ok = c["mode"] == "succeeded"
        res = {"success": ok, "summary": e.get("summary") or e.get("text") or "", "exit_code": 0 if ok else 1}
    if res is not None:
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump(res, f, indent=2, ensure_ascii=False)
            f.write("\n")

    ev = sorted(set(o.ev))
    if c["mode"] in ("unknown", "succeeded") or c.get("no_evidence"):
        ev = []
    label = {"mode": c["mode"], "format": c["fmt"], "near_miss": c.get("near_miss", ""),
             "evidence_lines": ev, "why": c["why"]}
    with open(os.path.join(LABELS, cid + ".yaml"), "w") as f:
        f.write(f"mode: {label['mode']}\n")
        f.write(f"format: {label['format']}\n")
        f.write(f"near_miss: {json.dumps(label['near_miss'], ensure_ascii=False)}\n")
        f.write(f"evidence_lines: {json.dumps(label['evidence_lines'])}\n")
        f.write(f"why: {json.dumps(label['why'], ensure_ascii=False)}\n")
    return cid, len(o.lines)


# --------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------
def validate(expect_ids):
    import yaml
    problems = []
    rows = []
    for cid in sorted(os.listdir(RUNS)):
        d = os.path.join(RUNS, cid)
        if not re.fullmatch(r"b-[a-z0-9-]+-[0-9a-f]{4}", cid):
            problems.append(f"{cid}: bad case id")
        lines = open(os.path.join(d, "events.ndjson"), encoding="utf-8").read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        for i, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except Exception as ex:
                problems.append(f"{cid}: line {i} not JSON: {ex}")
        if not 10 <= len(lines) <= 80:
            problems.append(f"{cid}: {len(lines)} lines (want 10..80)")
        for fn in ("taskrun.json", "result.json", "watchdog.json"):
            p = os.path.join(d, fn)
            if os.path.exists(p):
                json.load(open(p))
        lab = yaml.safe_load(open(os.path.join(LABELS, cid + ".yaml")))
        for key in ("mode", "format", "near_miss", "evidence_lines", "why"):
            if key not in lab:
                problems.append(f"{cid}: label lacks {key}")
        if lab["mode"] not in MODES + ["succeeded"]:
            problems.append(f"{cid}: bad mode {lab['mode']}")
        if lab["format"] not in FORMATS:
            problems.append(f"{cid}: bad format")
        for n in lab["evidence_lines"]:
            if not (isinstance(n, int) and 1 <= n <= len(lines)):
                problems.append(f"{cid}: evidence line {n} out of range")
        if lab["mode"] in ("unknown", "succeeded") and lab["evidence_lines"]:
            problems.append(f"{cid}: evidence on {lab['mode']}")
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        if lab["mode"] == "succeeded":
            r = json.load(open(os.path.join(d, "result.json")))
            if tr["state"] != "Succeeded" or r.get("success") is not True:
                problems.append(f"{cid}: succeeded run not marked so")
        else:
            failed = tr.get("state") in ("Failed", "TimedOut")
            if os.path.exists(os.path.join(d, "result.json")):
                failed = failed or json.load(open(os.path.join(d, "result.json"))).get("success") is False
            if not failed:
                problems.append(f"{cid}: failing run not marked failed")
        # no mode names in id / ticket / prompt
        prompt = open(os.path.join(d, "prompt.md")).read()
        for m in MODES[:-1] + ["succeeded"]:
            if m in cid or m in prompt or m in tr.get("ticket_id", ""):
                problems.append(f"{cid}: mode name {m} leaks")
        if "unknown" in cid:
            problems.append(f"{cid}: 'unknown' in id")
        rows.append((cid, lab["mode"], lab["format"], bool(lab["near_miss"]), len(lines)))
    if sorted(expect_ids) != sorted(r[0] for r in rows):
        problems.append("run dirs and generated ids differ")
    return rows, problems


def summary(rows):
    modes = MODES + ["succeeded"]
    out = []
    hdr = f"{'mode':24s}" + "".join(f"{f:>19s}" for f in FORMATS) + f"{'total':>8s}{'near-miss':>11s}"
    out.append(hdr)
    out.append("-" * len(hdr))
    for m in modes:
        cnt = [sum(1 for r in rows if r[1] == m and r[2] == f) for f in FORMATS]
        nm = sum(1 for r in rows if r[1] == m and r[3])
        out.append(f"{m:24s}" + "".join(f"{x:>19d}" for x in cnt) + f"{sum(cnt):>8d}{nm:>11d}")
    out.append("-" * len(hdr))
    tot = [sum(1 for r in rows if r[2] == f) for f in FORMATS]
    out.append(f"{'total':24s}" + "".join(f"{x:>19d}" for x in tot) + f"{len(rows):>8d}"
               f"{sum(1 for r in rows if r[3]):>11d}")
    return "\n".join(out)


def main():
    import importlib
    cases = []
    for mod in ["scen_infra", "scen_perm", "scen_dep", "scen_test", "scen_wrong", "scen_scope",
                "scen_conf", "scen_unk", "scen_ok"]:
        try:
            m = importlib.import_module(mod)
        except ModuleNotFoundError as ex:
            if ex.name == mod:
                print(f"(skipping {mod}: not written yet)")
                continue
            raise
        cases += m.CASES
    for p in (RUNS, LABELS):
        if os.path.exists(p):
            shutil.rmtree(p)
        os.makedirs(p)
    ids = []
    seen = set()
    for i, c in enumerate(cases):
        if c["slug"] in seen:
            raise SystemExit(f"duplicate slug {c['slug']}")
        seen.add(c["slug"])
        cid, n = build(c, i)
        ids.append(cid)
    rows, problems = validate(ids)
    print(summary(rows))
    mins = {m: 9 for m in MODES[:-1]}
    mins.update({"unknown": 7, "succeeded": 8})
    for m, k in mins.items():
        got = sum(1 for r in rows if r[1] == m)
        if got < k:
            problems.append(f"only {got} runs of {m} (want >= {k})")
    nm = sum(1 for r in rows if r[3])
    if nm < 25:
        problems.append(f"only {nm} near-misses (want >= 25)")
    if len(rows) < 84:
        problems.append(f"only {len(rows)} runs (want >= 84)")
    lens = [r[4] for r in rows]
    if lens:
        print(f"\nstream lines: min {min(lens)}, max {max(lens)}, mean {sum(lens) / len(lens):.1f}")
    if problems:
        print("\nPROBLEMS:")
        for p in problems:
            print("  " + p)
        sys.exit(1)
    print("\nvalidation OK")


if __name__ == "__main__":
    main()
