"""Renderers for the blind set m2-: one abstract step list -> four stream formats.

Steps are tuples built by the helpers below.  render(case) returns (lines, evidence_line_numbers).
"""
import hashlib, json, datetime

MODELS = {"claude": "claude-sonnet-4-5-20250929", "claude-transcript": "claude-opus-4-5-20251101"}


def _h(*parts):
    return hashlib.sha1("|".join(str(p) for p in parts).encode()).hexdigest()


# ---------------------------------------------------------------- step helpers
def say(text, ev=False):            return {"k": "say", "text": text, "ev": ev}
def think(text, ev=False):          return {"k": "think", "text": text, "ev": ev}
def sh(cmd, out="", rc=0, ev=False, declined=False):
    return {"k": "sh", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "declined": declined}
def read(path, content, ev=False):  return {"k": "read", "path": path, "out": content, "ev": ev}
def edit(path, old, new, ev=False, err=None):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "err": err}
def write(path, content, ev=False, err=None):
    return {"k": "write", "path": path, "content": content, "ev": ev, "err": err}
def grep(pattern, out, path=".", ev=False): return {"k": "grep", "pattern": pattern, "path": path, "out": out, "ev": ev}
def human(text, ev=False):          return {"k": "human", "text": text, "ev": ev}
def notice(text, ev=False):         return {"k": "notice", "text": text, "ev": ev}   # orchestrator/platform notice
def api_error(text, ev=True):       return {"k": "api_error", "text": text, "ev": ev}  # provider ends the session
def cut():                          return {"k": "cut"}   # stream ends abruptly (killed), no final result


def files_touched(steps):
    s = set()
    for st in steps:
        if st["k"] in ("edit", "write") and not st.get("err"):
            s.add(st["path"])
    return s


def tool_calls(steps):
    return [st for st in steps if st["k"] in ("sh", "read", "edit", "write", "grep")]


def longest_identical(steps):
    best = cur = 0
    prev = None
    for st in tool_calls(steps):
        key = json.dumps({k: v for k, v in st.items() if k in ("k", "cmd", "path", "old", "new", "pattern")}, sort_keys=True)
        cur = cur + 1 if key == prev else 1
        prev = key
        best = max(best, cur)
    return best


# ---------------------------------------------------------------- renderers
class Clock:
    def __init__(self, seed):
        n = int(_h(seed)[:6], 16)
        day = 1 + n % 27
        self.t = datetime.datetime(2026, 11, day, 7 + n % 11, n % 60, (n >> 8) % 60)
        self.seed = seed
        self.i = 0

    def tick(self, lo=2, hi=14):
        self.i += 1
        step = lo + int(_h(self.seed, self.i)[:4], 16) % (hi - lo + 1)
        self.t += datetime.timedelta(seconds=step)
        return self.t

    def iso(self, ms=False):
        if ms:
            return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (int(_h(self.seed, "ms", self.i)[:3], 16) % 1000)
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")


def _uuid(*p):
    h = _h(*p)
    return "%s-%s-4%s-a%s-%s" % (h[:8], h[8:12], h[13:16], h[17:20], h[20:32])


def _toolid(*p):
    h = _h(*p)
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"
    n = int(h, 16)
    s = ""
    for _ in range(24):
        s += alphabet[n % len(alphabet)]
        n //= len(alphabet)
    return "toolu_01" + s


def _claude_tool(st, cwd):
    k = st["k"]
    if k == "sh":
        return "Bash", {"command": st["cmd"], "description": st.get("desc") or "Run command"}
    if k == "read":
        return "Read", {"file_path": cwd + "/" + st["path"]}
    if k == "edit":
        return "Edit", {"file_path": cwd + "/" + st["path"], "old_string": st["old"], "new_string": st["new"]}
    if k == "write":
        return "Write", {"file_path": cwd + "/" + st["path"], "content": st["content"]}
    if k == "grep":
        return "Grep", {"pattern": st["pattern"], "path": st["path"], "output_mode": "content", "-n": True}
    raise ValueError(k)


def _claude_result(st, cwd):
    """returns (content, is_error)"""
    k = st["k"]
    if k == "sh":
        if st.get("declined"):
            return st["out"], True
        if st["rc"] != 0:
            return ("Exit code %d\n" % st["rc"]) + st["out"], True
        return st["out"], False
    if k == "read":
        lines = st["out"].split("\n")
        return "\n".join("%6d\u2192%s" % (i + 1, l) for i, l in enumerate(lines)), False
    if k in ("edit", "write"):
        if st.get("err"):
            return st["err"], True
        if k == "write":
            return "File created successfully at: %s/%s" % (cwd, st["path"]), False
        snippet = "\n".join("%6d\u2192%s" % (i + 1, l) for i, l in enumerate(st["new"].split("\n")[:6]))
        return ("The file %s/%s has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n%s"
                % (cwd, st["path"], snippet)), False
    if k == "grep":
        return st["out"] or "No matches found", False
    raise ValueError(k)


def render_claude(case, transcript=False):
    seed = case["id"]
    clk = Clock(seed)
    cwd = case.get("cwd", "/workspace/repo")
    sid = _uuid(seed, "session")
    model = MODELS["claude-transcript" if transcript else "claude"]
    out = []          # list of (dict, stepindex, role)
    parent = [None]
    msgn = [0]

    def envelope(obj):
        clk.tick()
        if transcript:
            u = _uuid(seed, "u", len(out))
            base = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": cwd,
                    "sessionId": sid, "version": "2.0.42", "gitBranch": case.get("branch", "main")}
            base.update(obj)
            base["uuid"] = u
            base["timestamp"] = clk.iso(ms=True)
            parent[0] = u
            return base
        obj = dict(obj)
        obj["parent_tool_use_id"] = None
        obj["session_id"] = sid
        obj["uuid"] = _uuid(seed, "u", len(out))
        return obj

    def amsg(content, stop=None):
        msgn[0] += 1
        mid = "msg_01" + _h(seed, "msg", msgn[0])[:22]
        return {"type": "assistant", "message": {"id": mid, "type": "message", "role": "assistant", "model": model,
                "content": content, "stop_reason": stop, "stop_sequence": None,
                "usage": {"input_tokens": 4, "cache_creation_input_tokens": 300 + msgn[0] * 37,
                          "cache_read_input_tokens": 14000 + msgn[0] * 900, "output_tokens": 40 + (msgn[0] * 13) % 400,
                          "service_tier": "standard"}}}

    if transcript:
        clk.tick()
        out.append(({"type": "file-history-snapshot", "messageId": _uuid(seed, "fhs"),
                     "snapshot": {"messageId": _uuid(seed, "fhs"), "trackedFileBackups": {}, "timestamp": clk.iso(ms=True)},
                     "isSnapshotUpdate": False}, -1, "meta"))
        # the developer's opening message is the prompt
        out.append((envelope({"type": "user", "message": {"role": "user", "content": case["opening"]}}), -1, "human"))
    else:
        out.append(({"type": "system", "subtype": "init", "cwd": cwd, "session_id": sid,
                     "tools": ["Task", "Bash", "Glob", "Grep", "LS", "Read", "Edit", "MultiEdit", "Write", "TodoWrite", "WebFetch"],
                     "mcp_servers": [], "model": model, "permissionMode": case.get("permission_mode", "acceptEdits"),
                     "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default",
                     "uuid": _uuid(seed, "init")}, -1, "meta"))
    denials = []
    ended = False
    for i, st in enumerate(case["steps"]):
        k = st["k"]
        if k == "say":
            out.append((envelope(amsg([{"type": "text", "text": st["text"]}])), i, "text"))
        elif k == "think":
            out.append((envelope(amsg([{"type": "thinking", "thinking": st["text"], "signature": "Eu" + _h(seed, i)[:40]}])), i, "text"))
        elif k == "human":
            if transcript:
                out.append((envelope({"type": "user", "message": {"role": "user", "content": st["text"]}}), i, "text"))
            else:
                raise ValueError("human step only in transcripts: " + case["id"])
        elif k == "notice":
            if transcript:
                out.append((envelope({"type": "system", "subtype": "local_command", "content": st["text"], "level": "info"}), i, "text"))
            else:
                out.append(({"type": "system", "subtype": "notice", "session_id": sid, "message": st["text"],
                             "uuid": _uuid(seed, "n", i)}, i, "text"))
        elif k in ("sh", "read", "edit", "write", "grep"):
            name, inp = _claude_tool(st, cwd)
            tid = _toolid(seed, "tool", i)
            out.append((envelope(amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}], stop="tool_use")), i, "call"))
            content, is_err = _claude_result(st, cwd)
            if st.get("declined"):
                denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
            res = {"type": "user", "message": {"role": "user", "content": [
                {"tool_use_id": tid, "type": "tool_result", "content": content, "is_error": is_err}]}}
            if transcript:
                if k == "sh":
                    res["toolUseResult"] = {"stdout": "" if is_err else content, "stderr": content if is_err else "",
                                            "interrupted": False, "isImage": False}
                else:
                    res["toolUseResult"] = {"type": "text", "file": {"filePath": cwd + "/" + st.get("path", "")}}
            out.append((envelope(res), i, "out"))
        elif k == "api_error":
            out.append((envelope({"type": "assistant", "message": {"id": _uuid(seed, "synt"), "model": "<synthetic>", "role": "assistant",
                        "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                        "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0},
                        "content": [{"type": "text", "text": st["text"]}]}}), i, "text"))
            if not transcript:
                clk.tick()
                out.append(({"type": "result", "subtype": "success", "is_error": True, "duration_ms": 1000 * (clk.i * 7),
                             "duration_api_ms": 1000 * (clk.i * 5), "num_turns": msgn[0], "result": st["text"], "session_id": sid,
                             "total_cost_usd": round(case.get("cost", 0.8), 4),
                             "usage": {"input_tokens": 0, "output_tokens": 0}, "permission_denials": denials,
                             "uuid": _uuid(seed, "result")}, i, "result"))
            ended = True
            break
        elif k == "cut":
            ended = True
            break
        else:
            raise ValueError(k)
    if not ended and not transcript:
        clk.tick()
        fin = case.get("final_subtype", "success")
        is_error = fin != "success"
        last_text = ""
        for st in reversed(case["steps"]):
            if st["k"] == "say":
                last_text = st["text"]
                break
        out.append(({"type": "result", "subtype": fin, "is_error": is_error, "duration_ms": 1000 * (clk.i * 7),
                     "duration_api_ms": 1000 * (clk.i * 5), "num_turns": msgn[0], "result": last_text, "session_id": sid,
                     "total_cost_usd": round(case.get("cost", 0.8), 4),
                     "usage": {"input_tokens": 31, "cache_creation_input_tokens": 21000, "cache_read_input_tokens": 610000,
                               "output_tokens": 9000}, "permission_denials": denials,
                     "uuid": _uuid(seed, "result")}, len(case["steps"]), "result"))
    return out


def _codex_cmd(cmd):
    return "bash -lc " + json.dumps(cmd) if "'" in cmd else "bash -lc '" + cmd + "'"


def render_codex(case):
    seed = case["id"]
    cwd = case.get("cwd", "/workspace/repo")
    out = []
    n = [0]

    def nid():
        v = "item_%d" % n[0]
        n[0] += 1
        return v

    out.append(({"type": "thread.started", "thread_id": _uuid(seed, "thread")}, -1, "meta"))
    out.append(({"type": "turn.started"}, -1, "meta"))
    ended = False
    for i, st in enumerate(case["steps"]):
        k = st["k"]
        if k == "say":
            out.append(({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": st["text"]}}, i, "text"))
        elif k == "think":
            out.append(({"type": "item.completed", "item": {"id": nid(), "type": "reasoning", "text": st["text"]}}, i, "text"))
        elif k == "notice":
            out.append(({"type": "error", "message": st["text"]}, i, "text"))
        elif k in ("sh", "read", "grep"):
            if k == "sh":
                cmd = st["cmd"]
                outp = st["out"]
                rc = st["rc"]
            elif k == "read":
                cmd = "sed -n '1,200p' " + st["path"]
                outp, rc = st["out"], 0
            else:
                cmd = "rg -n " + json.dumps(st["pattern"]) + " " + st["path"]
                outp, rc = st["out"], (0 if st["out"] else 1)
            iid = nid()
            c = _codex_cmd(cmd)
            out.append(({"type": "item.started", "item": {"id": iid, "type": "command_execution", "command": c,
                         "aggregated_output": "", "exit_code": None, "status": "in_progress"}}, i, "call"))
            if st.get("declined"):
                out.append(({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": c,
                             "aggregated_output": outp, "exit_code": None, "status": "declined"}}, i, "out"))
            else:
                out.append(({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": c,
                             "aggregated_output": outp, "exit_code": rc, "status": "completed" if rc == 0 else "failed"}}, i, "out"))
        elif k in ("edit", "write"):
            iid = nid()
            if st.get("err"):
                out.append(({"type": "item.completed", "item": {"id": iid, "type": "file_change", "changes": [
                    {"path": cwd + "/" + st["path"], "kind": "update" if k == "edit" else "add"}], "status": "failed"}}, i, "call"))
                out.append(({"type": "error", "message": st["err"]}, i, "out"))
            else:
                out.append(({"type": "item.completed", "item": {"id": iid, "type": "file_change", "changes": [
                    {"path": cwd + "/" + st["path"], "kind": "update" if k == "edit" else "add"}], "status": "completed"}}, i, "call"))
        elif k == "human":
            raise ValueError("human in codex")
        elif k == "api_error":
            out.append(({"type": "error", "message": st["text"]}, i, "text"))
            out.append(({"type": "turn.failed", "error": {"message": st["text"]}}, i, "result"))
            ended = True
            break
        elif k == "cut":
            ended = True
            break
    if not ended:
        out.append(({"type": "turn.completed", "usage": {"input_tokens": 180000 + len(out) * 1711, "cached_input_tokens": 150000,
                     "output_tokens": 4000 + len(out) * 97}}, len(case["steps"]), "result"))
    return out


def render_osmia(case):
    seed = case["id"]
    clk = Clock(seed)
    out = []
    clk.tick()
    out.append(({"type": "system", "subtype": "init", "timestamp": clk.iso(), "session_id": _uuid(seed, "session"),
                 "engine": case.get("engine", "claude-code")}, -1, "meta"))
    ended = False
    for i, st in enumerate(case["steps"]):
        k = st["k"]
        clk.tick()
        ts = clk.iso()
        if k in ("say", "think"):
            out.append(({"type": "content", "timestamp": ts, "role": "assistant", "content": st["text"]}, i, "text"))
        elif k == "notice":
            out.append(({"type": "content", "timestamp": ts, "role": "system", "content": st["text"]}, i, "text"))
        elif k in ("sh", "read", "edit", "write", "grep"):
            name, inp = _claude_tool(st, "")
            if "file_path" in inp:
                inp["file_path"] = inp["file_path"].lstrip("/")
            out.append(({"type": "tool_use", "timestamp": ts, "tool": name, "args": inp}, i, "call"))
            content, _ = _claude_result(st, case.get("cwd", "/workspace/repo"))
            if k == "sh" and st["rc"] != 0 and not st.get("declined"):
                content = st["out"] + ("\n[exit status %d]" % st["rc"])
            elif k == "read":
                content = st["out"]
            clk.tick(1, 4)
            out.append(({"type": "content", "timestamp": clk.iso(), "role": "tool", "content": content}, i, "out"))
        elif k == "human":
            raise ValueError("human in osmia")
        elif k == "api_error":
            out.append(({"type": "content", "timestamp": ts, "role": "system", "content": st["text"]}, i, "text"))
            clk.tick()
            out.append(({"type": "result", "timestamp": clk.iso(), "success": False, "summary": st["text"]}, i, "result"))
            ended = True
            break
        elif k == "cut":
            ended = True
            break
    if not ended:
        clk.tick()
        out.append(({"type": "cost", "timestamp": clk.iso(), "input_tokens": case.get("tokens", 150000),
                     "output_tokens": 5200, "cost_usd": case.get("cost", 0.8)}, -1, "meta"))
        clk.tick()
        out.append(({"type": "result", "timestamp": clk.iso(), "success": case["state"] == "Succeeded",
                     "summary": case.get("summary", "")}, len(case["steps"]), "result"))
    return out


def render(case):
    fmt = case["format"]
    if fmt == "claude":
        rows = render_claude(case)
    elif fmt == "claude-transcript":
        rows = render_claude(case, transcript=True)
    elif fmt == "codex":
        rows = render_codex(case)
    elif fmt == "osmia":
        rows = render_osmia(case)
    else:
        raise ValueError(fmt)
    lines = [json.dumps(r, ensure_ascii=False) for r, _, _ in rows]
    ev = []
    for ln, (r, si, role) in enumerate(rows, 1):
        if si < 0 or si >= len(case["steps"]):
            if role == "result" and case.get("ev_result"):
                ev.append(ln)
            continue
        st = case["steps"][si]
        want = st.get("ev")
        if not want:
            continue
        if want is True:
            if st["k"] in ("edit", "write") and role == "call":
                ev.append(ln)
            elif st["k"] in ("sh", "read", "grep") and role == "out":
                ev.append(ln)
            elif role in ("text", "result") and st["k"] not in ("sh", "read", "grep", "edit", "write"):
                ev.append(ln)
            elif st["k"] in ("edit", "write") and role == "out" and st.get("err"):
                ev.append(ln)
        elif want == "both" and role in ("call", "out"):
            ev.append(ln)
        elif want == "call" and role == "call":
            ev.append(ln)
    return lines, sorted(set(ev))
