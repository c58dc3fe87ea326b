"""Framework: format-neutral steps -> four stream formats, plus run/label writing."""
import hashlib, json, datetime

REPO = "/workspace/repo"
MODEL = "claude-sonnet-4-5-20250929"
TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit",
         "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


class Rng:
    """Deterministic id source keyed by run id."""
    def __init__(self, key):
        self.key, self.n = key, 0

    def hex(self, k=32):
        self.n += 1
        h = hashlib.sha256(f"{self.key}:{self.n}".encode()).hexdigest()
        return h[:k]

    def uuid(self):
        h = self.hex(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"

    def b62(self, k):
        a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        h = int(self.hex(40), 16)
        s = ""
        for _ in range(k):
            h, r = divmod(h, 62)
            s += a[r]
        return s

    def int(self, lo, hi):
        return lo + int(self.hex(8), 16) % (hi - lo + 1)


# ---------------------------------------------------------------- steps
def say(text, ev=False): return {"k": "say", "text": text, "ev": ev}
def think(text): return {"k": "think", "text": text, "ev": False}
def bash(cmd, out, rc=0, ev=False, desc=None, say=None):
    return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "desc": desc, "say": say}
def read(path, text, ev=False, say=None, start=1):
    return {"k": "read", "path": path, "text": text, "ev": ev, "say": say, "start": start}
def grep(pattern, out, path=None, ev=False, say=None):
    return {"k": "grep", "pattern": pattern, "out": out, "path": path, "ev": ev, "say": say}
def edit(path, old, new, ev=False, say=None, line=1):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "say": say, "line": line}
def write(path, content, ev=False, say=None, add=True):
    return {"k": "write", "path": path, "content": content, "ev": ev, "say": say, "add": add}
def deny(tool, inp, ev=True, say=None):
    return {"k": "deny", "tool": tool, "input": inp, "ev": ev, "say": say}
def apierr(text, ev=True): return {"k": "apierr", "text": text, "ev": ev}
def system(text, ev=False): return {"k": "system", "text": text, "ev": ev}
def hang(cmd, desc=None, say=None, ev=False): return {"k": "hang", "cmd": cmd, "desc": desc, "say": say, "ev": ev}
def final(text, ev=False): return {"k": "final", "text": text, "ev": ev}


def numbered(text, start=1):
    lines = text.split("\n")
    return "\n".join(f"{i + start:>6}→{l}" for i, l in enumerate(lines))


def abspath(p):
    return p if p.startswith("/") else f"{REPO}/{p}"


def codex_cmd(cmd):
    if "'" not in cmd:
        return f"bash -lc '{cmd}'"
    esc = cmd.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$").replace("`", "\\`")
    return f'bash -lc "{esc}"'


class Clock:
    def __init__(self, start):
        self.t = datetime.datetime.strptime(start, "%Y-%m-%dT%H:%M:%SZ")

    def tick(self, rng, lo=2, hi=9):
        self.t += datetime.timedelta(seconds=rng.int(lo, hi))
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")

    def ms(self, rng):
        self.t += datetime.timedelta(milliseconds=rng.int(1500, 9000))
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{self.t.microsecond // 1000:03d}Z"


# ---------------------------------------------------------------- emitters
def _usage(rng):
    return {"input_tokens": rng.int(3, 12), "cache_creation_input_tokens": rng.int(300, 3000),
            "cache_read_input_tokens": rng.int(14000, 40000), "output_tokens": rng.int(40, 400),
            "service_tier": "standard"}


def _tool_input(s):
    k = s["k"]
    if k in ("bash", "hang"):
        d = {"command": s["cmd"]}
        if s.get("desc"):
            d["description"] = s["desc"]
        return "Bash", d
    if k == "read":
        return "Read", {"file_path": abspath(s["path"])}
    if k == "grep":
        d = {"pattern": s["pattern"], "output_mode": "content", "-n": True}
        if s["path"]:
            d["path"] = s["path"]
        return "Grep", d
    if k == "edit":
        return "Edit", {"file_path": abspath(s["path"]), "old_string": s["old"], "new_string": s["new"]}
    if k == "write":
        return "Write", {"file_path": abspath(s["path"]), "content": s["content"]}
    if k == "deny":
        return s["tool"], s["input"]
    raise KeyError(k)


def _tool_result(s):
    """(text, is_error) as Claude Code reports it."""
    k = s["k"]
    if k == "bash":
        if s["rc"] != 0:
            return f"Exit code {s['rc']}\n{s['out']}", True
        return s["out"], False
    if k == "read":
        return numbered(s["text"], s["start"]), False
    if k == "grep":
        return (s["out"] or "No matches found"), False
    if k == "edit":
        snip = numbered(s["new"], s["line"])
        return (f"The file {abspath(s['path'])} has been updated. Here's the result of running `cat -n` "
                f"on a snippet of the edited file:\n{snip}"), False
    if k == "write":
        if s["add"]:
            return f"File created successfully at: {abspath(s['path'])}", False
        return f"The file {abspath(s['path'])} has been updated.", False
    if k == "deny":
        t = s["tool"]
        if t in ("Edit", "Write", "MultiEdit"):
            return (f"Claude requested permissions to write to {s['input'].get('file_path')}, "
                    f"but you haven't granted it yet."), True
        return f"Claude requested permissions to use {t}, but you haven't granted it yet.", True
    raise KeyError(k)


def emit_claude(run, rng, clock):
    sid = rng.uuid()
    lines, evl, denials = [], [], []
    mode = run.get("permission_mode", "acceptEdits")
    lines.append({"type": "system", "subtype": "init", "cwd": REPO, "session_id": sid, "tools": TOOLS,
                  "mcp_servers": [], "model": MODEL, "permissionMode": mode, "apiKeySource": "none",
                  "output_style": "default", "uuid": rng.uuid()})

    def amsg(content):
        return {"type": "assistant", "message": {"id": "msg_01" + rng.b62(22), "type": "message",
                "role": "assistant", "model": MODEL, "content": content, "stop_reason": None,
                "stop_sequence": None, "usage": _usage(rng)}, "parent_tool_use_id": None,
                "session_id": sid, "uuid": rng.uuid()}
    turns = 0
    for s in run["steps"]:
        k = s["k"]
        if k in ("say", "final"):
            lines.append(amsg([{"type": "text", "text": s["text"]}]))
            if s["ev"]: evl.append(len(lines))
        elif k == "think":
            lines.append(amsg([{"type": "thinking", "thinking": s["text"], "signature": rng.b62(40)}]))
        elif k in ("system",):
            continue
        elif k == "apierr":
            continue  # claude stream reports these in the result line
        else:
            turns += 1
            name, inp = _tool_input(s)
            tid = "toolu_01" + rng.b62(22)
            content = []
            if s.get("say"):
                content.append({"type": "text", "text": s["say"]})
            content.append({"type": "tool_use", "id": tid, "name": name, "input": inp})
            lines.append(amsg(content))
            if k in ("edit", "write", "hang") and s["ev"]:
                evl.append(len(lines))
            if k == "hang":
                continue
            text, err = _tool_result(s)
            tr = {"tool_use_id": tid, "type": "tool_result", "content": text}
            if err:
                tr["is_error"] = True
            lines.append({"type": "user", "message": {"role": "user", "content": [tr]},
                          "parent_tool_use_id": None, "session_id": sid, "uuid": rng.uuid()})
            if s["ev"] and k not in ("edit", "write"):
                evl.append(len(lines))
            if k == "deny":
                denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
    end = run.get("end")
    if end:
        res = {"type": "result", "subtype": end.get("subtype", "success"), "is_error": end["is_error"],
               "duration_ms": rng.int(40000, 900000), "duration_api_ms": rng.int(30000, 600000),
               "num_turns": turns + 1, "result": end["text"], "session_id": sid,
               "total_cost_usd": run["cost"],
               "usage": {"input_tokens": rng.int(9000, 40000), "cache_creation_input_tokens": rng.int(9000, 30000),
                         "cache_read_input_tokens": rng.int(60000, 400000), "output_tokens": rng.int(600, 9000),
                         "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
               "permission_denials": denials, "uuid": rng.uuid()}
        lines.append(res)
        if end.get("ev"):
            evl.append(len(lines))
    return lines, evl


def emit_transcript(run, rng, clock):
    sid = rng.uuid()
    branch = run.get("branch", "agent/" + run["ticket"].lower())
    base = {"isSidechain": False, "userType": "external", "cwd": REPO, "sessionId": sid,
            "version": run.get("cc_version", "2.0.14"), "gitBranch": branch}
    lines, evl = [], []
    prev = [None]

    def push(d, ev=False):
        d = {"parentUuid": prev[0], **base, **d}
        d["uuid"] = rng.uuid()
        d["timestamp"] = clock.ms(rng)
        prev[0] = d["uuid"]
        lines.append(d)
        if ev:
            evl.append(len(lines))
    lines.append({"type": "summary", "summary": run.get("summary_title", run["ticket"] + " work"),
                  "leafUuid": rng.uuid()})
    push({"type": "user", "message": {"role": "user", "content": run["prompt"]}})

    def amsg(block, extra=None):
        d = {"message": {"id": "msg_01" + rng.b62(22), "type": "message", "role": "assistant", "model": MODEL,
                         "content": [block], "stop_reason": None, "stop_sequence": None, "usage": _usage(rng)},
             "requestId": "req_011C" + rng.b62(20), "type": "assistant"}
        if extra:
            d.update(extra)
        return d
    for s in run["steps"]:
        k = s["k"]
        if k in ("say", "final"):
            push(amsg({"type": "text", "text": s["text"]}), s["ev"])
        elif k == "think":
            push(amsg({"type": "thinking", "thinking": s["text"], "signature": rng.b62(40)}))
        elif k == "system":
            continue
        elif k == "apierr":
            d = amsg({"type": "text", "text": s["text"]}, {"isApiErrorMessage": True})
            d["message"]["model"] = "<synthetic>"
            d["message"]["usage"] = {"input_tokens": 0, "output_tokens": 0}
            push(d, s["ev"])
        else:
            if s.get("say"):
                push(amsg({"type": "text", "text": s["say"]}))
            name, inp = _tool_input(s)
            tid = "toolu_01" + rng.b62(22)
            push(amsg({"type": "tool_use", "id": tid, "name": name, "input": inp}),
                 s["ev"] and k in ("edit", "write", "hang"))
            if k == "hang":
                continue
            text, err = _tool_result(s)
            tr = {"tool_use_id": tid, "type": "tool_result", "content": text}
            if err:
                tr["is_error"] = True
            if k == "bash":
                tur = (f"Error: {text}" if err else
                       {"stdout": s["out"], "stderr": "", "interrupted": False, "isImage": False})
            elif err:
                tur = f"Error: {text}"
            elif k == "read":
                tur = {"type": "text", "file": {"filePath": abspath(s["path"]), "content": s["text"],
                       "numLines": s["text"].count("\n") + 1, "startLine": s["start"],
                       "totalLines": s["text"].count("\n") + s["start"]}}
            else:
                tur = {"filePath": abspath(s.get("path") or REPO)}
            push({"type": "user", "message": {"role": "user", "content": [tr]}, "toolUseResult": tur},
                 s["ev"] and k not in ("edit", "write"))
    return lines, evl


def emit_codex(run, rng, clock):
    h = rng.hex(32)
    lines, evl = [{"type": "thread.started", "thread_id": f"019a{h[:4]}-{h[4:8]}-7{h[9:12]}-{h[12:16]}-{h[16:28]}"},
                  {"type": "turn.started"}], []
    n = [0]

    def nid():
        i = n[0]; n[0] += 1
        return f"item_{i}"
    for s in run["steps"]:
        k = s["k"]
        if k == "think":
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "reasoning", "text": s["text"]}})
            continue
        if s.get("say"):
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "reasoning", "text": s["say"]}})
        if k in ("say", "final"):
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": s["text"]}})
            if s["ev"]: evl.append(len(lines))
        elif k == "system":
            continue
        elif k == "apierr":
            lines.append({"type": "error", "message": s["text"]})
            if s["ev"]: evl.append(len(lines))
        elif k in ("bash", "read", "grep", "hang"):
            if k == "bash" or k == "hang":
                cmd, out, rc = s["cmd"], s.get("out", ""), s.get("rc", 0)
            elif k == "read":
                st = s["start"]
                cmd = f"sed -n '{st},{st + s['text'].count(chr(10)) + 40}p' {s['path']}"
                out, rc = s["text"] + "\n", 0
            else:
                cmd = f"rg -n \"{s['pattern']}\" {s['path'] or ''}".rstrip()
                out, rc = s["out"] + ("\n" if s["out"] else ""), (0 if s["out"] else 1)
            iid = nid()
            c = codex_cmd(cmd)
            lines.append({"type": "item.started", "item": {"id": iid, "type": "command_execution", "command": c,
                          "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
            if k == "hang":
                if s["ev"]: evl.append(len(lines))
                continue
            if out and not out.endswith("\n"):
                out += "\n"
            lines.append({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": c,
                          "aggregated_output": out, "exit_code": rc,
                          "status": "completed" if rc == 0 else "failed"}})
            if s["ev"]: evl.append(len(lines))
        elif k in ("edit", "write"):
            kind = "add" if (k == "write" and s["add"]) else "update"
            lines.append({"type": "item.completed", "item": {"id": nid(), "type": "file_change",
                          "changes": [{"path": abspath(s["path"]), "kind": kind}], "status": "completed"}})
            if s["ev"]: evl.append(len(lines))
        elif k == "deny":
            raise ValueError("deny not used in codex")
    end = run.get("end")
    if end:
        if end.get("turn_failed"):
            lines.append({"type": "turn.failed", "error": {"message": end["text"]}})
        else:
            lines.append({"type": "turn.completed", "usage": {"input_tokens": rng.int(60000, 900000),
                          "cached_input_tokens": rng.int(40000, 600000), "output_tokens": rng.int(2000, 20000)}})
        if end.get("ev"):
            evl.append(len(lines))
    return lines, evl


def emit_osmia(run, rng, clock):
    lines, evl = [{"type": "system", "subtype": "init", "timestamp": clock.tick(rng), "session_id": rng.uuid()}], []
    for s in run["steps"]:
        k = s["k"]
        if k in ("say", "final"):
            lines.append({"type": "content", "timestamp": clock.tick(rng), "role": "assistant", "content": s["text"]})
            if s["ev"]: evl.append(len(lines))
        elif k == "think":
            continue
        elif k in ("system", "apierr"):
            lines.append({"type": "content", "timestamp": clock.tick(rng), "role": "system", "content": s["text"]})
            if s["ev"]: evl.append(len(lines))
        else:
            if s.get("say"):
                lines.append({"type": "content", "timestamp": clock.tick(rng), "role": "assistant", "content": s["say"]})
            name, inp = _tool_input(s)
            if k in ("read", "edit", "write"):
                inp = dict(inp, file_path=s["path"])
            lines.append({"type": "tool_use", "timestamp": clock.tick(rng), "tool": name, "args": inp})
            if k in ("edit", "write", "hang") and s["ev"]:
                evl.append(len(lines))
            if k == "hang":
                continue
            if k == "bash":
                text = s["out"]
            else:
                text, _ = _tool_result(s)
            lines.append({"type": "content", "timestamp": clock.tick(rng, 3, 40), "role": "tool", "content": text})
            if s["ev"] and k not in ("edit", "write"):
                evl.append(len(lines))
    end = run.get("end")
    if end:
        lines.append({"type": "cost", "timestamp": clock.tick(rng), "input_tokens": run["tokens"] - run["tokens"] // 22,
                      "output_tokens": run["tokens"] // 22, "cost_usd": run["cost"]})
        lines.append({"type": "result", "timestamp": clock.tick(rng), "success": not end["is_error"],
                      "summary": end["text"]})
        if end.get("ev"):
            evl.append(len(lines))
    return lines, evl


EMIT = {"claude": emit_claude, "claude-transcript": emit_transcript, "codex": emit_codex, "osmia": emit_osmia}
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}
