"""Step DSL and renderers for the four stream formats (deterministic)."""
import json, random, uuid, datetime

def say(text, ev=False): return dict(k="say", text=text, ev=ev)
def think(text): return dict(k="think", text=text, ev=False)
def sh(cmd, out="", rc=0, ev=False, timeout=False): return dict(k="sh", cmd=cmd, out=out, rc=rc, ev=ev, timeout=timeout)
def read(path, content, ev=False): return dict(k="read", path=path, content=content, ev=ev)
def edit(path, old, new, ev=False): return dict(k="edit", path=path, old=old, new=new, ev=ev)
def write(path, content, ev=False): return dict(k="write", path=path, content=content, ev=ev)
def grep(pattern, out, path=".", ev=False): return dict(k="grep", pattern=pattern, out=out, path=path, ev=ev)
def deny(tool, inp, ev=True): return dict(k="deny", tool=tool, inp=inp, ev=ev)
def notice(text, ev=False): return dict(k="notice", text=text, ev=ev)   # osmia orchestrator notice
def apierr(text, ev=True): return dict(k="apierr", text=text, ev=ev)     # transient provider error shown in stream

CWD = "/workspace/repo"
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

class Ctx:
    def __init__(self, run_id, start):
        self.rng = random.Random(run_id)
        self.t = start
        self.lines, self.ev = [], []
    def rid(self, prefix, n=22): return prefix + "".join(self.rng.choice(B62) for _ in range(n))
    def uuid(self): return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))
    def ts(self, step=None):
        self.t += datetime.timedelta(seconds=step if step is not None else self.rng.randint(2, 19))
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")
    def tsms(self):
        self.t += datetime.timedelta(milliseconds=self.rng.randint(1500, 14000))
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.t.microsecond // 1000)
    def emit(self, obj, ev=False):
        self.lines.append(json.dumps(obj, ensure_ascii=False))
        if ev: self.ev.append(len(self.lines))

def numbered(content):
    return "\n".join("%6d\u2192%s" % (i + 1, l) for i, l in enumerate(content.split("\n")))

def abspath(p): return p if p.startswith("/") else CWD + "/" + p

def tool_of(st):
    k = st["k"]
    if k == "sh": return "Bash", {"command": st["cmd"]}
    if k == "read": return "Read", {"file_path": abspath(st["path"])}
    if k == "edit": return "Edit", {"file_path": abspath(st["path"]), "old_string": st["old"], "new_string": st["new"]}
    if k == "write": return "Write", {"file_path": abspath(st["path"]), "content": st["content"]}
    if k == "grep": return "Grep", {"pattern": st["pattern"], "path": st["path"], "output_mode": "content", "-n": True}
    if k == "deny": return st["tool"], st["inp"]
    return None, None

def claude_output(st):
    """(content, is_error) of a Claude tool_result."""
    k = st["k"]
    if k == "sh":
        if st["timeout"]:
            return "Command timed out after 2m 0.0s\n" + st["out"], True
        if st["rc"]:
            return ("Exit code %d\n" % st["rc"]) + st["out"], True
        return st["out"], False
    if k == "read": return numbered(st["content"]), False
    if k == "edit": return "The file %s has been updated successfully." % abspath(st["path"]), False
    if k == "write": return "File created successfully at: %s" % abspath(st["path"]), False
    if k == "grep": return st["out"] or "No matches found", False
    if k == "deny":
        if st["tool"] in ("Edit", "Write", "MultiEdit"):
            return "Claude requested permissions to write to %s, but you haven't granted it yet." % st["inp"]["file_path"], True
        return "Claude requested permissions to use %s, but you haven't granted it yet." % st["tool"], True
    raise ValueError(k)

MODEL = "claude-sonnet-4-5-20250929"

def usage(c):
    return {"input_tokens": c.rng.randint(3, 12), "cache_creation_input_tokens": c.rng.randint(300, 3000),
            "cache_read_input_tokens": c.rng.randint(12000, 60000), "output_tokens": c.rng.randint(40, 700),
            "service_tier": "standard"}

def render_claude(sc, c):
    sid = c.uuid()
    c.emit({"type": "system", "subtype": "init", "cwd": CWD, "session_id": sid,
            "tools": ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
                      "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"],
            "mcp_servers": [], "model": MODEL, "permissionMode": sc.get("perm_mode", "acceptEdits"),
            "apiKeySource": "none", "output_style": "default", "uuid": c.uuid()})
    denials, pending_text, turns = [], [], 0
    def amsg(content, ev=False):
        c.emit({"type": "assistant", "message": {"id": c.rid("msg_01"), "type": "message", "role": "assistant",
                "model": MODEL, "content": content, "stop_reason": None, "stop_sequence": None, "usage": usage(c)},
                "parent_tool_use_id": None, "session_id": sid, "uuid": c.uuid()}, ev)
    for st in sc["steps"]:
        k = st["k"]
        if k == "say":
            amsg([{"type": "text", "text": st["text"]}], st["ev"]); continue
        if k == "think":
            amsg([{"type": "thinking", "thinking": st["text"], "signature": c.rid("Eq", 40)}]); continue
        if k in ("notice", "apierr"):
            continue
        name, inp = tool_of(st)
        tid = c.rid("toolu_01")
        call_ev = st["ev"] == "call" or (bool(st["ev"]) and k in ("edit", "write"))
        amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}], call_ev)
        out, err = claude_output(st)
        blk = {"tool_use_id": tid, "type": "tool_result", "content": out}
        if err: blk["is_error"] = True
        c.emit({"type": "user", "message": {"role": "user", "content": [blk]}, "parent_tool_use_id": None,
                "session_id": sid, "uuid": c.uuid()}, bool(st["ev"]) and not call_ev)
        if k == "deny": denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
        turns += 1
    end = sc["end"]
    if end["kind"] in ("ok", "fail"):
        amsg([{"type": "text", "text": end["text"]}])
    if end["kind"] == "killed":
        return
    res = {"type": "result", "subtype": "success", "is_error": False,
           "duration_ms": c.rng.randint(60000, 900000), "duration_api_ms": c.rng.randint(40000, 600000),
           "num_turns": turns + 2, "result": end.get("text", ""), "session_id": sid,
           "total_cost_usd": sc["cost"], "usage": {"input_tokens": c.rng.randint(9000, 40000),
           "cache_creation_input_tokens": c.rng.randint(9000, 30000), "cache_read_input_tokens": c.rng.randint(60000, 900000),
           "output_tokens": c.rng.randint(700, 9000), "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
           "permission_denials": denials, "uuid": c.uuid()}
    if end["kind"] == "api_error":
        res["is_error"] = True
    if end["kind"] == "max_turns":
        res["subtype"] = "error_max_turns"; res["is_error"] = True; res.pop("result")
    c.emit(res, end.get("ev", False))

def render_transcript(sc, c):
    sid = c.uuid(); parent = None
    branch = sc.get("branch", "agent/" + sc["ticket"].lower())
    def base(kind):
        nonlocal parent
        u = c.uuid()
        d = {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": CWD, "sessionId": sid,
             "version": "2.0.37", "gitBranch": branch, "type": kind, "uuid": u, "timestamp": c.tsms()}
        parent = u
        return d
    d = base("user"); d["message"] = {"role": "user", "content": sc["prompt_text"]}; c.emit(d)
    def amsg(content, ev=False, api_error=False):
        d = base("assistant")
        d["message"] = {"id": c.rid("msg_01"), "type": "message", "role": "assistant",
                        "model": "<synthetic>" if api_error else MODEL, "content": content,
                        "stop_reason": "stop_sequence" if api_error else None, "stop_sequence": "" if api_error else None,
                        "usage": usage(c)}
        if api_error: d["isApiErrorMessage"] = True
        else: d["requestId"] = c.rid("req_011C", 20)
        c.emit(d, ev)
    for st in sc["steps"]:
        k = st["k"]
        if k == "say": amsg([{"type": "text", "text": st["text"]}], st["ev"]); continue
        if k == "think": amsg([{"type": "thinking", "thinking": st["text"], "signature": c.rid("Eq", 40)}]); continue
        if k == "apierr": amsg([{"type": "text", "text": st["text"]}], st["ev"], api_error=True); continue
        if k == "notice": continue
        name, inp = tool_of(st); tid = c.rid("toolu_01")
        call_ev = st["ev"] == "call" or (bool(st["ev"]) and k in ("edit", "write"))
        amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}], call_ev)
        out, err = claude_output(st)
        blk = {"tool_use_id": tid, "type": "tool_result", "content": out}
        if err: blk["is_error"] = True
        d = base("user"); d["message"] = {"role": "user", "content": [blk]}
        if k == "sh":
            d["toolUseResult"] = ("Error: " + out) if err else {"stdout": out, "stderr": "", "interrupted": False, "isImage": False}
        c.emit(d, bool(st["ev"]) and not call_ev)
    end = sc["end"]
    if end["kind"] in ("ok", "fail"):
        amsg([{"type": "text", "text": end["text"]}])
    elif end["kind"] == "api_error":
        amsg([{"type": "text", "text": end["text"]}], end.get("ev", False), api_error=True)

def bash_lc(cmd):
    if "'" not in cmd: return "bash -lc '%s'" % cmd
    esc = cmd.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$").replace("`", "\\`")
    return 'bash -lc "%s"' % esc

def render_codex(sc, c):
    c.emit({"type": "thread.started", "thread_id": "019a%04x-%04x-7%03x-%04x-%012x" % (
        c.rng.getrandbits(16), c.rng.getrandbits(16), c.rng.getrandbits(12), 0x8000 | c.rng.getrandbits(14), c.rng.getrandbits(48))})
    c.emit({"type": "turn.started"})
    n = 0
    def item(d, ev=False, started=False):
        nonlocal n
        d = dict(id="item_%d" % n, **d)
        if started:
            s = dict(d); s.update(aggregated_output="", exit_code=None, status="in_progress")
            c.emit({"type": "item.started", "item": s})
        c.emit({"type": "item.completed", "item": d}, ev)
        n += 1
    def cmd(command, out, rc, ev):
        item({"type": "command_execution", "command": bash_lc(command), "aggregated_output": out,
              "exit_code": rc, "status": "completed" if rc == 0 else "failed"}, ev, started=True)
    for st in sc["steps"]:
        k = st["k"]
        if k == "say": item({"type": "agent_message", "text": st["text"]}, st["ev"])
        elif k == "think": item({"type": "reasoning", "text": st["text"]})
        elif k == "sh":
            rc = 124 if st["timeout"] else st["rc"]
            cmd(st["cmd"], st["out"], rc, st["ev"])
        elif k == "read":
            cmd("sed -n '1,200p' %s" % st["path"], st["content"] + "\n", 0, st["ev"])
        elif k == "grep":
            cmd("rg -n '%s' %s" % (st["pattern"], st["path"]) if "'" not in st["pattern"] else 'rg -n "%s" %s' % (st["pattern"], st["path"]),
                st["out"] + ("\n" if st["out"] else ""), 0 if st["out"] else 1, st["ev"])
        elif k == "edit":
            item({"type": "file_change", "changes": [{"path": st["path"], "kind": "update"}], "status": "completed"}, st["ev"])
        elif k == "write":
            cmd("cat > %s <<'EOF'\n%s\nEOF" % (st["path"], st["content"]), "", 0, st["ev"])
        elif k == "apierr":
            c.emit({"type": "error", "message": st["text"]}, st["ev"])
    end = sc["end"]
    if end["kind"] in ("ok", "fail"):
        item({"type": "agent_message", "text": end["text"]})
        c.emit({"type": "turn.completed", "usage": {"input_tokens": c.rng.randint(60000, 600000),
                "cached_input_tokens": c.rng.randint(40000, 500000), "output_tokens": c.rng.randint(1500, 12000)}})
    elif end["kind"] == "api_error":
        c.emit({"type": "error", "message": end["text"]}, end.get("ev", False))
        c.emit({"type": "turn.failed", "error": {"message": end["text"]}}, end.get("ev", False))

def render_osmia(sc, c):
    c.emit({"type": "system", "subtype": "init", "timestamp": c.ts(0), "session_id": c.uuid()})
    for st in sc["steps"]:
        k = st["k"]
        if k in ("say", "think"):
            c.emit({"type": "content", "timestamp": c.ts(), "role": "assistant", "content": st["text"]}, st["ev"]); continue
        if k in ("notice", "apierr"):
            c.emit({"type": "content", "timestamp": c.ts(), "role": "system", "content": st["text"]}, st["ev"]); continue
        name, inp = tool_of(st)
        if k in ("read", "edit", "write"): inp = dict(inp, file_path=st["path"])
        call_ev = st["ev"] == "call" or (bool(st["ev"]) and k in ("edit", "write"))
        c.emit({"type": "tool_use", "timestamp": c.ts(), "tool": name, "args": inp}, call_ev)
        if k == "sh":
            out = st["out"]
            if st["timeout"]: out = out + "\ncommand timed out after 120s\nexit status 124"
            elif st["rc"]: out = out.rstrip("\n") + "\nexit status %d" % st["rc"]
        elif k == "read": out = numbered(st["content"])
        elif k == "edit": out = "Edited %s: 1 replacement" % st["path"]
        elif k == "write": out = "Wrote %s (%d lines)" % (st["path"], st["content"].count("\n") + 1)
        elif k == "grep": out = st["out"] or "No matches found"
        else: out = "permission denied by policy"
        c.emit({"type": "content", "timestamp": c.ts(), "role": "tool", "content": out}, bool(st["ev"]) and not call_ev)
    end = sc["end"]
    if end["kind"] == "killed": return
    if end["kind"] in ("ok", "fail") and end.get("text"):
        c.emit({"type": "content", "timestamp": c.ts(), "role": "assistant", "content": end["text"]})
    c.emit({"type": "cost", "timestamp": c.ts(0), "input_tokens": c.rng.randint(40000, 400000),
            "output_tokens": c.rng.randint(1500, 9000), "cost_usd": sc["cost"]})
    c.emit({"type": "result", "timestamp": c.ts(2), "success": sc["mode"] == "succeeded",
            "summary": end.get("summary", end.get("text", ""))}, end.get("ev", False))

RENDER = {"claude": render_claude, "claude-transcript": render_transcript, "codex": render_codex, "osmia": render_osmia}
