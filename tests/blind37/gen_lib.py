"""Renderers for the four stream formats used by the r2- blind set.

A case is a dict; its `steps` is a list of small tuples built with the helpers
below (T, TH, B, R, E, W, G, SYS, END).  Every step may carry ev=True: the
renderer records the 1-based line numbers it wrote for that step so the label's
evidence_lines always point at the right lines, whatever the format.
"""
import hashlib
import json
import random


# ---------------------------------------------------------------- step helpers
def T(text, ev=False):
    return {"k": "text", "text": text, "ev": ev}


def TH(text, ev=False):
    return {"k": "think", "text": text, "ev": ev}


def B(cmd, out="", rc=0, ev=False, desc=None):
    return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "desc": desc}


def R(path, content, ev=False):
    return {"k": "read", "path": path, "out": content, "ev": ev}


def E(path, old, new, ev=False, err=None):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "err": err}


def W(path, content, ev=False):
    return {"k": "write", "path": path, "content": content, "ev": ev}


def G(pattern, out, ev=False, path="."):
    return {"k": "grep", "pattern": pattern, "path": path, "out": out, "ev": ev}


def SYS(text, ev=False):
    """orchestrator / platform notice (osmia: content role system; others: plain log line)."""
    return {"k": "sys", "text": text, "ev": ev}


def END(ok=True, text="", ev=False, api_error=False, codex_error=None):
    return {"k": "end", "ok": ok, "text": text, "ev": ev, "api_error": api_error,
            "codex_error": codex_error}


# ---------------------------------------------------------------- utilities
def hx(seed, n=32):
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def uuid_from(seed):
    h = hx(seed, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def b58ish(seed, n=24):
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    h = int(hx(seed, 40), 16)
    s = ""
    for _ in range(n):
        h, r = divmod(h, len(alphabet))
        s += alphabet[r]
        if h == 0:
            h = int(hx(seed + s, 40), 16)
    return s


def ts(base_min, sec):
    """ISO time: 2026-11-DD hh:mm:ss from a base minute offset and seconds."""
    total = base_min * 60 + sec
    day = 3 + (total // 86400) % 25
    rem = total % 86400
    return f"2026-11-{day:02d}T{rem // 3600:02d}:{rem % 3600 // 60:02d}:{rem % 60:02d}Z"


def dump(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


MODELS = ["claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805", "claude-sonnet-4-20250514"]
TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
         "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


class Ctx:
    def __init__(self, case):
        self.case = case
        self.seed = case["id"]
        self.rng = random.Random(self.seed)
        self.lines = []
        self.ev = []
        self.n = 0
        self.sec = self.rng.randint(0, 40)
        self.base = int(hx(self.seed, 6), 16) % (60 * 24 * 20)
        self.model = MODELS[int(hx(self.seed + "m", 2), 16) % len(MODELS)]
        self.sid = uuid_from(self.seed + "session")
        self.cwd = case.get("cwd", "/workspace/repo")

    def add(self, obj, ev=False):
        self.lines.append(obj if isinstance(obj, str) else dump(obj))
        if ev:
            self.ev.append(len(self.lines))
        return len(self.lines)

    def tick(self, lo=1, hi=9):
        self.sec += self.rng.randint(lo, hi)
        return ts(self.base, self.sec)

    def nid(self, prefix):
        self.n += 1
        return prefix + b58ish(f"{self.seed}-{prefix}-{self.n}", 24)


def tool_of(step):
    k = step["k"]
    if k == "bash":
        inp = {"command": step["cmd"]}
        if step.get("desc"):
            inp["description"] = step["desc"]
        return "Bash", inp, step["out"], step["rc"] != 0
    if k == "read":
        body = "\n".join(f"{i + 1:>6}\u2192{l}" for i, l in enumerate(step["out"].split("\n")))
        return "Read", {"file_path": step["path"]}, body, False
    if k == "edit":
        if step.get("err"):
            return "Edit", {"file_path": step["path"], "old_string": step["old"], "new_string": step["new"]}, step["err"], True
        return ("Edit", {"file_path": step["path"], "old_string": step["old"], "new_string": step["new"]},
                f"The file {step['path']} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" +
                "\n".join(f"{i + 1:>6}\u2192{l}" for i, l in enumerate(step["new"].split("\n")[:12])), False)
    if k == "write":
        return "Write", {"file_path": step["path"], "content": step["content"]}, f"File created successfully at: {step['path']}", False
    if k == "grep":
        return "Grep", {"pattern": step["pattern"], "path": step["path"], "output_mode": "content", "-n": True}, step["out"], False
    raise ValueError(k)


def abs_path(ctx, p):
    return p if p.startswith("/") else f"{ctx.cwd}/{p}"


# ---------------------------------------------------------------- claude stream-json
def render_claude(case):
    c = Ctx(case)
    c.add({"type": "system", "subtype": "init", "cwd": c.cwd, "session_id": c.sid, "tools": TOOLS,
           "mcp_servers": [], "model": c.model, "permissionMode": "bypassPermissions",
           "apiKeySource": "none", "output_style": "default", "uuid": uuid_from(c.seed + "init")})
    usage = {"input_tokens": 6, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0, "output_tokens": 0}
    turns = 0
    for st in case["steps"]:
        k = st["k"]
        mid = c.nid("msg_01")
        if k in ("text", "think"):
            block = {"type": "text", "text": st["text"]} if k == "text" else \
                {"type": "thinking", "thinking": st["text"], "signature": hx(c.seed + str(c.n), 40)}
            c.add({"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": c.model,
                                                    "content": [block], "stop_reason": None, "stop_sequence": None,
                                                    "usage": {"input_tokens": 4, "cache_read_input_tokens": 12000 + 300 * c.n, "output_tokens": 40 + len(st["text"]) // 4}},
                   "parent_tool_use_id": None, "session_id": c.sid, "uuid": uuid_from(c.seed + mid)}, st["ev"])
        elif k == "sys":
            c.add({"type": "system", "subtype": "notification", "message": st["text"], "session_id": c.sid,
                   "uuid": uuid_from(c.seed + "sys" + str(c.n))}, st["ev"])
        elif k == "end":
            res = {"type": "result", "subtype": "success" if (st["ok"] or st["api_error"]) else "error_during_execution",
                   "is_error": not st["ok"], "duration_ms": c.sec * 1000 + 417, "duration_api_ms": c.sec * 870,
                   "num_turns": turns, "result": st["text"], "session_id": c.sid,
                   "total_cost_usd": round(case.get("cost", 0.5), 4), "usage": usage,
                   "permission_denials": case.get("permission_denials", []), "uuid": uuid_from(c.seed + "result")}
            c.add(res, st["ev"])
        else:
            turns += 1
            name, inp, out, err = tool_of(st)
            if "file_path" in inp:
                inp["file_path"] = abs_path(c, inp["file_path"])
            tid = c.nid("toolu_01")
            l1 = c.add({"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": c.model,
                                                         "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}],
                                                         "stop_reason": None, "stop_sequence": None,
                                                         "usage": {"input_tokens": 4, "cache_read_input_tokens": 12000 + 300 * c.n, "output_tokens": 60}},
                        "parent_tool_use_id": None, "session_id": c.sid, "uuid": uuid_from(c.seed + tid)})
            tr = {"tool_use_id": tid, "type": "tool_result", "content": out}
            if err:
                tr["is_error"] = True
            l2 = c.add({"type": "user", "message": {"role": "user", "content": [tr]}, "parent_tool_use_id": None,
                        "session_id": c.sid, "uuid": uuid_from(c.seed + tid + "r")})
            mark_tool_ev(c, st, l1, l2)
    return c.lines, c.ev


def mark_tool_ev(c, st, l_call, l_out):
    ev = st["ev"]
    if not ev:
        return
    if ev == "call" or (ev is True and st["k"] in ("edit", "write") and not st.get("err")):
        c.ev.append(l_call)
    elif ev == "both":
        c.ev.extend([l_call, l_out])
    else:
        c.ev.append(l_out)


# ---------------------------------------------------------------- claude transcript
def render_transcript(case):
    c = Ctx(case)
    common = {"isSidechain": False, "userType": "external", "cwd": c.cwd, "sessionId": c.sid,
              "version": "2.0.%d" % (20 + int(hx(c.seed, 2), 16) % 40), "gitBranch": case.get("branch", "main")}
    parent = [None]

    def line(obj, ev=False):
        u = uuid_from(c.seed + "u" + str(len(c.lines)))
        full = {"parentUuid": parent[0], **common, **obj, "uuid": u, "timestamp": c.tick()}
        parent[0] = u
        return c.add(full, ev)

    first_uuid = uuid_from(c.seed + "u1")
    c.add({"type": "file-history-snapshot", "messageId": first_uuid,
           "snapshot": {"messageId": first_uuid, "trackedFileBackups": {}, "timestamp": ts(c.base, c.sec)},
           "isSnapshotUpdate": False})
    line({"type": "user", "message": {"role": "user", "content": case["prompt"]},
          "thinkingMetadata": {"maxThinkingTokens": 31999}, "todos": [], "permissionMode": "bypassPermissions"})
    for st in case["steps"]:
        k = st["k"]
        mid = c.nid("msg_01")
        req = c.nid("req_011C")
        usage = {"input_tokens": 3, "cache_creation_input_tokens": 400, "cache_read_input_tokens": 15000 + 250 * c.n,
                 "output_tokens": 55, "service_tier": "standard"}
        if k in ("text", "think"):
            block = {"type": "text", "text": st["text"]} if k == "text" else \
                {"type": "thinking", "thinking": st["text"], "signature": hx(c.seed + str(c.n), 40)}
            line({"message": {"model": c.model, "id": mid, "type": "message", "role": "assistant", "content": [block],
                              "stop_reason": None, "stop_sequence": None, "usage": usage},
                  "requestId": req, "type": "assistant"}, st["ev"])
        elif k == "sys":
            line({"type": "system", "subtype": "informational", "content": st["text"], "isMeta": False, "level": "warning"}, st["ev"])
        elif k == "end":
            if st["api_error"]:
                line({"message": {"model": "<synthetic>", "id": uuid_from(c.seed + "synth"), "type": "message",
                                  "role": "assistant", "content": [{"type": "text", "text": st["text"]}],
                                  "stop_reason": "stop_sequence", "stop_sequence": "",
                                  "usage": {"input_tokens": 0, "output_tokens": 0}},
                      "type": "assistant", "isApiErrorMessage": True}, st["ev"])
            elif st["text"]:
                line({"message": {"model": c.model, "id": mid, "type": "message", "role": "assistant",
                                  "content": [{"type": "text", "text": st["text"]}], "stop_reason": "end_turn",
                                  "stop_sequence": None, "usage": usage}, "requestId": req, "type": "assistant"}, st["ev"])
        else:
            name, inp, out, err = tool_of(st)
            if "file_path" in inp:
                inp["file_path"] = abs_path(c, inp["file_path"])
            tid = c.nid("toolu_01")
            l1 = line({"message": {"model": c.model, "id": mid, "type": "message", "role": "assistant",
                                   "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}],
                                   "stop_reason": None, "stop_sequence": None, "usage": usage},
                       "requestId": req, "type": "assistant"})
            tr = {"tool_use_id": tid, "type": "tool_result", "content": out}
            if err:
                tr["is_error"] = True
            extra = {}
            if name == "Bash":
                extra = {"toolUseResult": ("Error: " + out) if err else
                         {"stdout": out, "stderr": "", "interrupted": False, "isImage": False}}
            elif name in ("Edit", "Write"):
                extra = {"toolUseResult": {"filePath": inp["file_path"]}}
            l2 = line({"type": "user", "message": {"role": "user", "content": [tr]}, **extra})
            mark_tool_ev(c, st, l1, l2)
    return c.lines, c.ev


# ---------------------------------------------------------------- codex exec --json
def render_codex(case):
    c = Ctx(case)
    c.add({"type": "thread.started", "thread_id": uuid_from(c.seed + "thread").replace("-4", "-7", 1)})
    c.add({"type": "turn.started"})
    item = [0]

    def iid():
        item[0] += 1
        return f"item_{item[0] - 1}"

    ended = False
    for st in case["steps"]:
        k = st["k"]
        if k == "text":
            c.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["text"]}}, st["ev"])
        elif k == "think":
            c.add({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": st["text"]}}, st["ev"])
        elif k == "sys":
            c.add({"type": "error", "message": st["text"]}, st["ev"])
        elif k in ("edit", "write"):
            if st.get("err"):
                i = iid()
                c.add({"type": "item.completed", "item": {"id": i, "type": "file_change", "changes": [
                    {"path": abs_path(c, st["path"]), "kind": "update"}], "status": "failed"}}, st["ev"])
            else:
                c.add({"type": "item.completed", "item": {"id": iid(), "type": "file_change", "changes": [
                    {"path": abs_path(c, st["path"]), "kind": "update" if k == "edit" else "add"}],
                    "status": "completed"}}, st["ev"])
        elif k == "end":
            ended = True
            if st["codex_error"] or (not st["ok"] and st["api_error"]):
                msg = st["codex_error"] or st["text"]
                c.add({"type": "error", "message": msg})
                c.add({"type": "turn.failed", "error": {"message": msg}}, st["ev"])
            else:
                if st["text"]:
                    c.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["text"]}}, st["ev"])
                c.add({"type": "turn.completed", "usage": {"input_tokens": 180000 + 1000 * len(c.lines),
                                                          "cached_input_tokens": 150000, "output_tokens": 4200 + 37 * len(c.lines)}})
        else:
            if k == "bash":
                cmd, out, rc = st["cmd"], st["out"], st["rc"]
            elif k == "read":
                cmd, out, rc = f"sed -n '1,200p' {st['path']}", st["out"], 0
            elif k == "grep":
                cmd, out, rc = f"rg -n \"{st['pattern']}\" {st['path']}", st["out"], 0 if st["out"] else 1
            full = "bash -lc " + json.dumps(cmd) if "'" in cmd else f"bash -lc '{cmd}'"
            i = iid()
            l1 = c.add({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": full,
                                                         "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
            l2 = c.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": full,
                                                           "aggregated_output": out, "exit_code": rc,
                                                           "status": "completed" if rc == 0 else "failed"}})
            mark_tool_ev(c, st, l1, l2)
    if not ended:
        pass  # killed: no turn end
    return c.lines, c.ev


# ---------------------------------------------------------------- osmia agentstream
def render_osmia(case):
    c = Ctx(case)
    c.add({"type": "system", "subtype": "init", "timestamp": c.tick(), "session_id": c.sid, "engine": "claude-code",
           "model": c.model, "task_id": case.get("ticket", ""), "cwd": c.cwd})
    for st in case["steps"]:
        k = st["k"]
        if k in ("text", "think"):
            c.add({"type": "content", "timestamp": c.tick(), "role": "assistant", "content": st["text"]}, st["ev"])
        elif k == "sys":
            c.add({"type": "content", "timestamp": c.tick(), "role": "system", "content": st["text"]}, st["ev"])
        elif k == "end":
            c.add({"type": "cost", "timestamp": c.tick(), "input_tokens": 90000 + 900 * len(c.lines),
                   "output_tokens": 3000 + 40 * len(c.lines), "cost_usd": round(case.get("cost", 0.5), 4)})
            c.add({"type": "result", "timestamp": c.tick(), "success": st["ok"], "summary": st["text"]}, st["ev"])
        else:
            name, inp, out, err = tool_of(st)
            if "file_path" in inp:
                inp["file_path"] = abs_path(c, inp["file_path"])
            if name == "Read":
                out = st["out"]
            l1 = c.add({"type": "tool_use", "timestamp": c.tick(), "tool": name, "args": inp})
            l2 = c.add({"type": "content", "timestamp": c.tick(2, 30), "role": "tool", "content": out})
            mark_tool_ev(c, st, l1, l2)
    return c.lines, c.ev


RENDER = {"claude": render_claude, "claude-transcript": render_transcript, "codex": render_codex, "osmia": render_osmia}
