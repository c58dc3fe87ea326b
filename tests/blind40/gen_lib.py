"""Renderers for the four stream formats used by the q3 blind set.

A case is a list of abstract steps:
  T(text)                     assistant prose
  K(text)                     assistant thinking / codex reasoning
  B(cmd, out, err=False)      shell command + its output   (Bash)
  R(path, out)                file read
  E(path, old, new, out=None) file edit
  W(path, content)            file write
  S(text)                     orchestrator/system notice (osmia only; others: prose)
  F(ok, text)                 final result (ignored in transcripts)
  X(msg)                      provider/API error line (codex: error event; claude: synthetic assistant)
Any step may carry ev=True: its output line(s) become evidence lines.
"""
import json, hashlib, random
from datetime import datetime, timedelta

def T(text, ev=False): return {"k": "text", "text": text, "ev": ev}
def K(text, ev=False): return {"k": "think", "text": text, "ev": ev}
def B(cmd, out, err=False, ev=False, code=None):
    return {"k": "tool", "name": "Bash", "input": {"command": cmd}, "out": out, "err": err, "ev": ev,
            "code": code if code is not None else (1 if err else 0)}
def R(path, out, ev=False): return {"k": "tool", "name": "Read", "input": {"file_path": path}, "out": out, "err": False, "ev": ev, "code": 0}
def E(path, old, new, out=None, err=False, ev=False):
    return {"k": "tool", "name": "Edit", "input": {"file_path": path, "old_string": old, "new_string": new},
            "out": out or f"The file {path} has been updated.", "err": err, "ev": ev, "code": 1 if err else 0}
def W(path, content, ev=False, out=None, err=False):
    return {"k": "tool", "name": "Write", "input": {"file_path": path, "content": content},
            "out": out or f"File created successfully at: {path}", "err": err, "ev": ev, "code": 1 if err else 0}
def S(text, ev=False): return {"k": "sys", "text": text, "ev": ev}
def F(ok, text, ev=False, subtype=None): return {"k": "final", "ok": ok, "text": text, "ev": ev, "subtype": subtype}
def X(msg, ev=True): return {"k": "apierr", "text": msg, "ev": ev}

MODEL = "claude-sonnet-4-5-20250929"

class Ctx:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.t = datetime(2026, 3, 2, 8, 0, 0) + timedelta(minutes=self.rng.randint(0, 60 * 24 * 20))
        self.n = 0
    def hx(self, n):
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n))
    def uuid(self):
        h = self.hx(32); return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
    def tid(self):
        return "toolu_01" + "".join(self.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789") for _ in range(22))
    def mid(self):
        return "msg_01" + "".join(self.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789") for _ in range(22))
    def ts(self, z=True):
        self.t += timedelta(seconds=self.rng.randint(2, 40), milliseconds=self.rng.randint(0, 999))
        s = self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{self.t.microsecond // 1000:03d}Z"
        return s

def dumps(o): return json.dumps(o, ensure_ascii=False, separators=(",", ":"))

def _shell_out(st):
    return st["out"]

def render_claude(steps, prompt, seed, cwd):
    c = Ctx(seed); sid = c.uuid(); lines = []; ev = []
    lines.append({"type": "system", "subtype": "init", "cwd": cwd, "session_id": sid,
                  "tools": ["Task", "Bash", "Glob", "Grep", "LS", "Read", "Edit", "MultiEdit", "Write", "TodoWrite", "WebFetch"],
                  "mcp_servers": [], "model": MODEL, "permissionMode": "bypassPermissions", "apiKeySource": "none", "uuid": c.uuid()})
    denials = []; turns = 0
    def asst(content):
        return {"type": "assistant", "message": {"id": c.mid(), "type": "message", "role": "assistant", "model": MODEL,
                "content": content, "stop_reason": None, "stop_sequence": None,
                "usage": {"input_tokens": 4, "cache_creation_input_tokens": c.rng.randint(200, 9000), "cache_read_input_tokens": c.rng.randint(10000, 90000), "output_tokens": c.rng.randint(20, 900)}},
                "parent_tool_use_id": None, "session_id": sid, "uuid": c.uuid()}
    for st in steps:
        k = st["k"]
        if k in ("text", "sys"):
            lines.append(asst([{"type": "text", "text": st["text"]}]))
            if st["ev"]: ev.append(len(lines))
        elif k == "think":
            lines.append(asst([{"type": "thinking", "thinking": st["text"], "signature": c.hx(48)}]))
            if st["ev"]: ev.append(len(lines))
        elif k == "tool":
            turns += 1
            t = c.tid()
            lines.append(asst([{"type": "tool_use", "id": t, "name": st["name"], "input": st["input"]}]))
            use_line = len(lines)
            res = {"tool_use_id": t, "type": "tool_result", "content": st["out"]}
            if st["err"]: res["is_error"] = True
            lines.append({"type": "user", "message": {"role": "user", "content": [res]}, "parent_tool_use_id": None, "session_id": sid, "uuid": c.uuid()})
            if st["ev"]: ev.append(use_line if st.get("name") in ("Edit", "Write") and not st["err"] else len(lines))
            if st.get("denied"): denials.append({"tool_name": st["name"], "tool_use_id": t, "tool_input": st["input"]})
        elif k == "apierr":
            m = asst([{"type": "text", "text": st["text"]}]); m["message"]["model"] = "<synthetic>"
            lines.append(m)
            if st["ev"]: ev.append(len(lines))
        elif k == "final":
            is_err = not st["ok"]
            lines.append({"type": "result", "subtype": st["subtype"] or ("success" if st["ok"] else "error_during_execution"),
                          "is_error": is_err, "duration_ms": c.rng.randint(60000, 1900000), "duration_api_ms": c.rng.randint(50000, 1500000),
                          "num_turns": turns + 1, "result": st["text"], "session_id": sid,
                          "total_cost_usd": round(c.rng.uniform(0.2, 4.5), 4),
                          "usage": {"input_tokens": 12, "cache_creation_input_tokens": c.rng.randint(1000, 30000), "cache_read_input_tokens": c.rng.randint(100000, 900000), "output_tokens": c.rng.randint(2000, 20000)},
                          "permission_denials": denials, "uuid": c.uuid()})
            if st["ev"]: ev.append(len(lines))
    return lines, ev

def render_transcript(steps, prompt, seed, cwd):
    c = Ctx(seed); sid = c.uuid(); lines = []; ev = []
    first = c.uuid()
    lines.append({"type": "file-history-snapshot", "messageId": first, "snapshot": {"messageId": first, "trackedFileBackups": {}, "timestamp": c.ts()}, "isSnapshotUpdate": False})
    base = {"isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": sid, "version": "2.1.38", "gitBranch": "main"}
    parent = [None]
    def push(d):
        u = c.uuid(); o = {"parentUuid": parent[0]}; o.update(base); o.update(d); o["uuid"] = u; o["timestamp"] = c.ts()
        parent[0] = u; lines.append(o)
    push({"type": "user", "message": {"role": "user", "content": prompt}, "permissionMode": "bypassPermissions"})
    def amsg(content):
        return {"message": {"model": MODEL, "id": c.mid(), "type": "message", "role": "assistant", "content": content,
                "stop_reason": None, "stop_sequence": None, "usage": {"input_tokens": 3, "cache_creation_input_tokens": c.rng.randint(100, 8000), "cache_read_input_tokens": c.rng.randint(10000, 80000), "output_tokens": c.rng.randint(10, 700)}},
                "requestId": "req_011CY" + c.hx(17), "type": "assistant"}
    for st in steps:
        k = st["k"]
        if k in ("text", "sys", "apierr"):
            d = amsg([{"type": "text", "text": st["text"]}])
            if k == "apierr":
                d["message"]["model"] = "<synthetic>"; d["isApiErrorMessage"] = True
            push(d)
            if st["ev"]: ev.append(use_line if st.get("name") in ("Edit", "Write") and not st["err"] else len(lines))
        elif k == "think":
            push(amsg([{"type": "thinking", "thinking": st["text"], "signature": c.hx(48)}]))
            if st["ev"]: ev.append(len(lines))
        elif k == "tool":
            t = c.tid()
            push(amsg([{"type": "tool_use", "id": t, "name": st["name"], "input": st["input"]}]))
            use_line = len(lines)
            res = {"tool_use_id": t, "type": "tool_result", "content": st["out"], "is_error": bool(st["err"])}
            d = {"type": "user", "message": {"role": "user", "content": [res]}}
            if st["name"] == "Bash":
                d["toolUseResult"] = {"stdout": "" if st["err"] else st["out"], "stderr": st["out"] if st["err"] else "", "interrupted": False, "isImage": False}
            push(d)
            if st["ev"]: ev.append(use_line if st.get("name") in ("Edit", "Write") and not st["err"] else len(lines))
        elif k == "final":
            pass  # transcripts have no result line
    return lines, ev

def render_codex(steps, prompt, seed, cwd):
    c = Ctx(seed); lines = []; ev = []; n = [0]
    def iid():
        n[0] += 1; return f"item_{n[0]}"
    lines.append({"type": "thread.started", "thread_id": c.uuid()})
    lines.append({"type": "turn.started"})
    for st in steps:
        k = st["k"]
        if k in ("text", "sys"):
            lines.append({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["text"]}})
        elif k == "think":
            lines.append({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": st["text"]}})
        elif k == "tool":
            nm = st["name"]
            if nm in ("Edit", "Write"):
                i = iid()
                p = st["input"]["file_path"]
                if st["err"]:
                    lines.append({"type": "item.completed", "item": {"id": i, "type": "file_change", "changes": [{"path": p, "kind": "update"}], "status": "failed"}})
                else:
                    lines.append({"type": "item.completed", "item": {"id": i, "type": "file_change", "changes": [{"path": p, "kind": "add" if nm == "Write" and st.get("new") else "update"}], "status": "completed"}})
            else:
                cmd = st["input"]["command"] if nm == "Bash" else f"sed -n '1,200p' {st['input']['file_path']}"
                cmd = "bash -lc " + json.dumps(cmd)
                i = iid()
                lines.append({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": cmd, "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
                code = st["code"]
                lines.append({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": cmd, "aggregated_output": st["out"], "exit_code": code, "status": "failed" if code else "completed"}})
        elif k == "apierr":
            lines.append({"type": "error", "message": st["text"]})
        elif k == "final":
            if st["ok"]:
                lines.append({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["text"]}})
                lines.append({"type": "turn.completed", "usage": {"input_tokens": c.rng.randint(50000, 400000), "cached_input_tokens": c.rng.randint(20000, 300000), "output_tokens": c.rng.randint(2000, 15000)}})
            else:
                lines.append({"type": "turn.failed", "error": {"message": st["text"]}})
        if st["ev"]: ev.append(len(lines))
    return lines, ev

def render_osmia(steps, prompt, seed, cwd):
    c = Ctx(seed); lines = []; ev = []
    lines.append({"type": "system", "subtype": "init", "timestamp": c.ts(), "session_id": c.uuid(), "model": MODEL, "cwd": cwd, "engine": "claude-code"})
    for st in steps:
        k = st["k"]
        if k in ("text", "think"):
            lines.append({"type": "content", "timestamp": c.ts(), "role": "assistant", "content": st["text"]})
        elif k in ("sys", "apierr"):
            lines.append({"type": "content", "timestamp": c.ts(), "role": "system", "content": st["text"]})
        elif k == "tool":
            lines.append({"type": "tool_use", "timestamp": c.ts(), "tool": st["name"], "args": st["input"]})
            use_line = len(lines)
            lines.append({"type": "content", "timestamp": c.ts(), "role": "tool", "content": st["out"]})
            if st["ev"]:
                ev.append(use_line if st.get("name") in ("Edit", "Write") and not st["err"] else len(lines))
            continue
        elif k == "final":
            lines.append({"type": "cost", "timestamp": c.ts(), "input_tokens": c.rng.randint(40000, 600000), "output_tokens": c.rng.randint(2000, 20000), "cost_usd": round(c.rng.uniform(0.2, 5), 3)})
            lines.append({"type": "result", "timestamp": c.ts(), "success": st["ok"], "summary": st["text"]})
        if st["ev"]: ev.append(len(lines))
    return lines, ev

RENDER = {"claude": render_claude, "claude-transcript": render_transcript, "codex": render_codex, "osmia": render_osmia}

def render(fmt, steps, prompt, seed, cwd):
    lines, ev = RENDER[fmt](steps, prompt, seed, cwd)
    return [dumps(l) for l in lines], ev

def noise(cwd, n, seed):
    """Harmless exploration steps (reads, listings, git status)."""
    rng = random.Random(seed)
    pool = [
        B("git status --short", " M " + rng.choice(["README.md", "docs/index.md", "src/app.py", "lib/util.ts"]) + "\n"),
        B("ls", "CHANGELOG.md\nLICENSE\nREADME.md\ndocs\nsrc\ntests\n"),
        B("git log --oneline -5", "\n".join(f"{rng.getrandbits(28):07x} {m}" for m in rng.sample(
            ["Merge pull request #412 from ops/ci-cache", "bump version to 2.8.1", "docs: fix typo in quickstart",
             "refactor: split settings loader", "ci: pin runner image", "chore: update lockfile", "fix: handle empty payload"], 5))),
        R(f"{cwd}/CONTRIBUTING.md", "     1\u2192# Contributing\n     2\u2192\n     3\u2192Run the test suite before opening a PR. Keep PRs small and focused.\n     4\u2192New behaviour needs a test; docs live in docs/.\n"),
        B("grep -rn \"TODO\" --include=*.md . | head -5", "./docs/roadmap.md:12:TODO: describe the retry policy\n./README.md:88:TODO: screenshots\n"),
        B("cat .editorconfig", "root = true\n\n[*]\nindent_style = space\nindent_size = 4\nend_of_line = lf\ninsert_final_newline = true\n"),
        T("Let me look around the repository before changing anything."),
        B("wc -l $(git ls-files | head -20) | tail -1", "  4821 total\n"),
    ]
    rng.shuffle(pool)
    return pool[:n]
