"""Shared rendering helpers for the blind set: abstract steps -> four stream formats."""
import hashlib, json, os, random, uuid

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]

# ---- step constructors -------------------------------------------------------------
def say(t, ev=False): return {"k": "say", "t": t, "ev": ev}
def think(t): return {"k": "think", "t": t, "ev": False}
def sh(cmd, out, rc=0, ev=False): return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev}
def read(path, content, ev=False): return {"k": "read", "path": path, "out": content, "ev": ev}
def edit(path, old, new, ev=False): return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev}
def write(path, content, ev=False): return {"k": "write", "path": path, "content": content, "ev": ev}
def deny(cmd, ev=True): return {"k": "deny", "cmd": cmd, "ev": ev}
def apierr(msg, ev=True): return {"k": "apierr", "t": msg, "ev": ev}
def text_line(t, ev=False): return {"k": "raw", "t": t, "ev": ev}   # orchestrator plain text line

GITLOG = [
    "a41c9e2 Revert \"hotfix: permission denied on /var/run in staging\"",
    "77be013 ci: bump job timeout, runners were killed by OOM",
    "0c3d5aa fix(deps): module not found after lockfile refresh",
    "e19f442 chore: retry flaky network test",
    "5d2a7b1 docs: explain rate limit headers",
    "b8e0c67 fix: segfault in image resize on ARM",
    "9f12d3e test: quarantine test_disk_full_handling",
    "3a6f0be build: drop deprecated node 16 image",
    "c02e9d1 revert: force-push protection bypass",
    "4417aa0 fix: 403 from upstream billing API now retried",
    "8aa31f5 perf: avoid killing idle workers too early",
    "d7c55e0 ops: document EACCES on shared cache volume",
]

def explore(rng, readme_title, layout):
    subj = rng.sample(GITLOG, 4)
    return [
        sh("git log --oneline -6", "\n".join(subj + ["1f0e2ab initial import", "6b5c4d3 chore: bootstrap repo"])),
        sh("ls", layout),
        read("README.md", "# %s\n\nInternal service. See docs/ for runbooks.\n\n## Troubleshooting\n- `Permission denied` on the cache dir: run `make fix-perms`.\n- Timeouts in CI: the integration suite is killed after 20 minutes.\n" % readme_title),
    ]

# ---- rendering ----------------------------------------------------------------------
def _h(s, n=8): return hashlib.sha256(s.encode()).hexdigest()[:n]
def _uuid(seed): return str(uuid.UUID(hashlib.md5(seed.encode()).hexdigest()))

class Clock:
    def __init__(self, base_min):
        self.t = base_min * 60
    def tick(self, s=7):
        self.t += s
        d, r = divmod(self.t, 86400)
        h, r = divmod(r, 3600); m, s2 = divmod(r, 60)
        return "2026-11-%02dT%02d:%02d:%02dZ" % (22 + d % 2, h, m, s2)

def _tool(step):
    k = step["k"]
    if k == "bash" or k == "deny": return "Bash", {"command": step["cmd"]}
    if k == "read": return "Read", {"file_path": step["path"]}
    if k == "edit": return "Edit", {"file_path": step["path"], "old_string": step["old"], "new_string": step["new"]}
    if k == "write": return "Write", {"file_path": step["path"], "content": step["content"]}
    raise ValueError(k)

def _tool_out(step):
    k = step["k"]
    if k == "bash":
        o = step["out"]
        return o if step["rc"] == 0 else (o + ("\n" if o else "") + "Exit code %d" % step["rc"] if False else o)
    if k == "read":
        return "\n".join("%6d\u2192%s" % (i + 1, l) for i, l in enumerate(step["out"].split("\n")))
    if k == "edit": return "The file %s has been updated." % step["path"]
    if k == "write": return "File created successfully at: %s" % step["path"]

DENY_CLAUDE = "Claude requested permissions to use Bash, but you haven't granted it yet."

def render(case, fmt):
    """Return (lines, evidence_line_numbers)."""
    rng = random.Random(case["id"])
    sess = _uuid(case["id"])
    model = case.get("model") or ("gpt-5-codex" if fmt == "codex" else "claude-sonnet-4-5-20250929")
    clk = Clock(rng.randint(0, 23 * 60))
    lines, ev = [], []
    def emit(obj, is_ev=False):
        lines.append(json.dumps(obj, ensure_ascii=False))
        if is_ev: ev.append(len(lines))
    steps = case["steps"]; end = case["end"]
    n = [0]
    def nid(p):
        n[0] += 1
        return p + _h(case["id"] + str(n[0]), 22)
    denials = []
    if fmt == "claude":
        emit({"type": "system", "subtype": "init", "cwd": "/workspace/repo", "session_id": sess,
              "tools": ["Task", "Bash", "Glob", "Grep", "LS", "Read", "Edit", "MultiEdit", "Write", "TodoWrite", "WebFetch"],
              "mcp_servers": [], "model": model, "permissionMode": case.get("perm", "acceptEdits"), "apiKeySource": "none", "uuid": _uuid(sess + "i")})
        for st in steps:
            k = st["k"]
            if k in ("say", "think"):
                blk = {"type": "text", "text": st["t"]} if k == "say" else {"type": "thinking", "thinking": st["t"], "signature": _h(st["t"], 24)}
                emit({"type": "assistant", "message": {"id": nid("msg_01"), "type": "message", "role": "assistant", "model": model, "content": [blk], "stop_reason": None, "usage": {"input_tokens": 4, "output_tokens": rng.randint(20, 400)}}, "parent_tool_use_id": None, "session_id": sess}, st["ev"])
            elif k == "raw":
                emit({"type": "system", "subtype": "notice", "message": st["t"], "session_id": sess}, st["ev"])
            elif k == "apierr":
                emit({"type": "assistant", "message": {"id": _uuid(sess + st["t"]), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence", "type": "message", "usage": {"input_tokens": 0, "output_tokens": 0}, "content": [{"type": "text", "text": st["t"]}]}, "parent_tool_use_id": None, "session_id": sess})
            else:
                name, inp = _tool(st); tid = nid("toolu_01")
                emit({"type": "assistant", "message": {"id": nid("msg_01"), "type": "message", "role": "assistant", "model": model, "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}], "stop_reason": None, "usage": {"input_tokens": 4, "output_tokens": rng.randint(30, 900)}}, "parent_tool_use_id": None, "session_id": sess}, st["ev"] and (k in ("edit", "write") or (k == "bash" and not st["out"])))
                if k == "deny":
                    denials.append({"tool_name": "Bash", "tool_use_id": tid, "tool_input": inp})
                    emit({"type": "user", "message": {"role": "user", "content": [{"type": "tool_result", "content": DENY_CLAUDE, "is_error": True, "tool_use_id": tid}]}, "parent_tool_use_id": None, "session_id": sess}, st["ev"])
                else:
                    out = _tool_out(st); err = k == "bash" and st["rc"] != 0
                    if err: out = out  # claude prints output verbatim; error flag carries the failure
                    emit({"type": "user", "message": {"role": "user", "content": [{"type": "tool_result", "content": out, "is_error": err, "tool_use_id": tid}]}, "parent_tool_use_id": None, "session_id": sess}, st["ev"] and (k == "read" or (k == "bash" and bool(st["out"]))))
        if end["kind"] == "result":
            err = not end["success"]
            last_api = steps and steps[-1]["k"] == "apierr"
            res = end.get("summary")
            if last_api: res = steps[-1]["t"]
            hard = last_api or case.get("hard_error", False)
            emit({"type": "result", "subtype": "error_during_execution" if (hard and not last_api) else "success", "is_error": hard,
                  "duration_ms": rng.randint(40000, 900000), "num_turns": len(steps), "result": res, "session_id": sess,
                  "total_cost_usd": round(rng.uniform(0.05, 2.4), 4), "usage": {"input_tokens": rng.randint(10, 90), "output_tokens": rng.randint(800, 9000)},
                  "permission_denials": denials, "uuid": _uuid(sess + "r")}, last_api and steps[-1]["ev"])
    elif fmt == "claude-transcript":
        cwd = "/home/agent/work/" + case["repo"]; parent = None
        def base(typ):
            nonlocal parent
            u = _uuid(sess + str(len(lines)))
            d = {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": sess, "version": "2.0.31", "gitBranch": case.get("branch", "agent/" + case["ticket"].lower()), "type": typ, "uuid": u, "timestamp": clk.tick(rng.randint(2, 40)).replace("Z", ".%03dZ" % rng.randint(0, 999))}
            parent = u
            return d
        d = base("user"); d["message"] = {"role": "user", "content": case["prompt"]}; emit(d)
        for st in steps:
            k = st["k"]
            if k == "raw":
                d = base("system"); d["subtype"] = "orchestrator"; d["content"] = st["t"]; d["level"] = "error"
                emit(d, st["ev"]); continue
            if k in ("say", "think", "apierr"):
                d = base("assistant")
                if k == "apierr":
                    d["message"] = {"id": _uuid(sess + st["t"]), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence", "type": "message", "usage": {"input_tokens": 0, "output_tokens": 0}, "content": [{"type": "text", "text": st["t"]}]}
                    d["isApiErrorMessage"] = True
                else:
                    blk = {"type": "text", "text": st["t"]} if k != "think" else {"type": "thinking", "thinking": st["t"], "signature": _h(st["t"], 24)}
                    d["message"] = {"model": model, "id": nid("msg_01"), "type": "message", "role": "assistant", "content": [blk], "stop_reason": None, "usage": {"input_tokens": 3, "output_tokens": rng.randint(20, 300)}}
                    d["requestId"] = nid("req_011C")
                emit(d, st["ev"])
            else:
                name, inp = _tool(st); tid = nid("toolu_01")
                d = base("assistant"); d["message"] = {"model": model, "id": nid("msg_01"), "type": "message", "role": "assistant", "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}], "stop_reason": None, "usage": {"input_tokens": 3, "output_tokens": rng.randint(30, 900)}}
                d["requestId"] = nid("req_011C")
                emit(d, st["ev"] and (k in ("edit", "write") or (k == "bash" and not st["out"])))
                d = base("user")
                if k == "deny":
                    d["message"] = {"role": "user", "content": [{"type": "tool_result", "content": DENY_CLAUDE, "is_error": True, "tool_use_id": tid}]}
                    d["toolUseResult"] = "Error: " + DENY_CLAUDE
                else:
                    out = _tool_out(st); err = k == "bash" and st["rc"] != 0
                    d["message"] = {"role": "user", "content": [{"type": "tool_result", "content": out, "is_error": err, "tool_use_id": tid}]}
                    d["toolUseResult"] = {"stdout": out, "stderr": "", "interrupted": False, "isImage": False} if k == "bash" else {"filePath": st["path"]}
                emit(d, st["ev"] and (k in ("read", "deny") or (k == "bash" and bool(st["out"]))))
        if end["kind"] == "result":
            d = base("assistant"); d["message"] = {"model": model, "id": nid("msg_01"), "type": "message", "role": "assistant", "content": [{"type": "text", "text": end["summary"]}], "stop_reason": "end_turn", "usage": {"input_tokens": 3, "output_tokens": 210}}
            if not (steps and steps[-1]["k"] == "apierr"): emit(d)
    elif fmt == "codex":
        emit({"type": "thread.started", "thread_id": _uuid(sess + "t")}); emit({"type": "turn.started"})
        for st in steps:
            k = st["k"]; iid = "item_%d" % n[0]; n[0] += 1
            if k == "say": emit({"type": "item.completed", "item": {"id": iid, "type": "agent_message", "text": st["t"]}}, st["ev"])
            elif k == "think": emit({"type": "item.completed", "item": {"id": iid, "type": "reasoning", "text": st["t"]}})
            elif k == "raw": emit({"type": "error", "message": st["t"]}, st["ev"])
            elif k == "apierr":
                emit({"type": "error", "message": st["t"]}, st["ev"])
            elif k in ("edit", "write"):
                emit({"type": "item.completed", "item": {"id": iid, "type": "file_change", "changes": [{"path": st["path"], "kind": "update" if k == "edit" else "add"}], "status": "completed"}}, st["ev"])
            else:
                if k == "read": cmd = "bash -lc \"sed -n '1,200p' %s\"" % st["path"]; out = st["out"]; rc = 0
                else: cmd = "bash -lc " + json.dumps(st["cmd"]) if '"' not in st["cmd"] else "bash -lc '" + st["cmd"].replace("'", "'\\''") + "'"; out = st.get("out", ""); rc = st.get("rc", 0)
                emit({"type": "item.started", "item": {"id": iid, "type": "command_execution", "command": cmd, "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
                if k == "deny":
                    emit({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": cmd, "aggregated_output": "exec command rejected by user", "exit_code": None, "status": "declined"}}, st["ev"])
                else:
                    emit({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": cmd, "aggregated_output": out + ("\n" if out else ""), "exit_code": rc, "status": "completed" if rc == 0 else "failed"}}, st["ev"])
        if end["kind"] == "result":
            if end["success"] or not (steps and steps[-1]["k"] == "apierr"):
                emit({"type": "item.completed", "item": {"id": "item_%d" % n[0], "type": "agent_message", "text": end["summary"]}})
            if steps and steps[-1]["k"] == "apierr":
                emit({"type": "turn.failed", "error": {"message": steps[-1]["t"]}})
            else:
                emit({"type": "turn.completed", "usage": {"input_tokens": rng.randint(20000, 400000), "cached_input_tokens": rng.randint(10000, 300000), "output_tokens": rng.randint(1500, 20000)}})
    elif fmt == "osmia":
        emit({"type": "system", "subtype": "init", "timestamp": clk.tick(0), "session_id": sess})
        for st in steps:
            k = st["k"]
            if k in ("say", "think"): emit({"type": "content", "timestamp": clk.tick(rng.randint(3, 30)), "role": "assistant", "content": st["t"]}, st["ev"])
            elif k == "raw": emit({"type": "content", "timestamp": clk.tick(1), "role": "system", "content": st["t"]}, st["ev"])
            elif k == "apierr": emit({"type": "content", "timestamp": clk.tick(2), "role": "assistant", "content": st["t"]}, st["ev"])
            else:
                name, inp = _tool(st)
                emit({"type": "tool_use", "timestamp": clk.tick(rng.randint(2, 20)), "tool": name, "args": inp}, st["ev"] and (k in ("edit", "write") or (k == "bash" and not st["out"])))
                out = ("Permission to use Bash with command %s has been denied." % st["cmd"]) if k == "deny" else _tool_out(st)
                emit({"type": "content", "timestamp": clk.tick(rng.randint(1, 60)), "role": "tool", "content": out}, st["ev"] and (k in ("read", "deny") or (k == "bash" and bool(st["out"]))))
        if end["kind"] == "result":
            emit({"type": "cost", "timestamp": clk.tick(1), "input_tokens": rng.randint(20000, 300000), "output_tokens": rng.randint(1000, 12000), "cost_usd": round(rng.uniform(0.05, 2.0), 2)})
            summ = end["summary"]
            if steps and steps[-1]["k"] == "apierr": summ = steps[-1]["t"]
            emit({"type": "result", "timestamp": clk.tick(2), "success": end["success"], "summary": summ})
    return lines, ev

ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}

def write_case(root, case, fmt):
    cid = case["id"]
    d = os.path.join(root, "runs", cid); os.makedirs(d, exist_ok=True)
    lines, ev = render(case, fmt)
    if case.get("truncate"):
        lines = lines[:case["truncate"]]
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write("# %s: %s\n\n%s\n" % (case["ticket"], case["title"], case["prompt"]))
    rng = random.Random(cid + "tr")
    mode = case["mode"]
    state = case.get("state") or ("Succeeded" if mode == "succeeded" else "Failed")
    edits = [s for s in case["steps"] if s["k"] in ("edit", "write")]
    tools = [s for s in case["steps"] if s["k"] not in ("say", "think", "apierr", "raw")]
    tr = {"id": cid, "ticket_id": case["ticket"], "engine": ENGINE[fmt], "current_engine": ENGINE[fmt], "engine_attempts": [ENGINE[fmt]],
          "state": state, "retry_count": 0, "max_retries": 2, "files_changed": case.get("files_changed", len({s["path"] for s in edits})),
          "tool_calls_total": len(tools), "consecutive_identical_tools": case.get("ident", 1), "tokens_consumed": rng.randint(30000, 600000),
          "cost_usd": round(rng.uniform(0.04, 3.1), 2), "diagnosis_history": [],
          "created_at": "2026-11-22T%02d:%02d:%02dZ" % (rng.randint(0, 22), rng.randint(0, 59), rng.randint(0, 59))}
    _c = tr["created_at"]; _m = int(_c[14:16]) + rng.randint(3, 40)
    tr["updated_at"] = "%s%02d:%02d:%sZ" % (_c[:11], (int(_c[11:13]) + _m // 60) % 24, _m % 60, _c[17:19])
    with open(os.path.join(d, "taskrun.json"), "w") as f: json.dump(tr, f, indent=2)
    if "watchdog" in case:
        w = dict(case["watchdog"]); w.setdefault("tokens_consumed", tr["tokens_consumed"]); w.setdefault("cost_estimate_usd", tr["cost_usd"])
        with open(os.path.join(d, "watchdog.json"), "w") as f: json.dump(w, f, indent=2)
    if case["end"]["kind"] == "result" and case.get("result_json", fmt != "claude-transcript" or True):
        summ = case["end"]["summary"]
        if case["steps"] and case["steps"][-1]["k"] == "apierr": summ = case["steps"][-1]["t"]
        r = {"success": case["end"]["success"], "summary": summ, "exit_code": 0 if case["end"]["success"] else 1}
        with open(os.path.join(d, "result.json"), "w") as f: json.dump(r, f, indent=2)
    evl = case.get("evidence_override") or ev
    if mode in ("unknown", "succeeded"): evl = []
    os.makedirs(os.path.join(root, "labels"), exist_ok=True)
    with open(os.path.join(root, "labels", cid + ".yaml"), "w") as f:
        f.write("mode: %s\nformat: %s\nnear_miss: %s\nevidence_lines: [%s]\nwhy: %s\n" % (
            mode, fmt, json.dumps(case.get("near", "")), ", ".join(map(str, evl)), json.dumps(case["why"])))
    return len(lines), evl

def mkid(prefix, slug):
    return "%s-%s-%s" % (prefix, slug, _h(slug, 4))

def ok(s): return {"kind": "result", "success": True, "summary": s}
def fail(s): return {"kind": "result", "success": False, "summary": s}
def none(): return {"kind": "none"}

def C(slug, ticket, title, prompt, mode, why, steps, end, near="", repo=None, **kw):
    d = dict(slug=slug, ticket=ticket, title=title, prompt=prompt, mode=mode, why=why, steps=steps, end=end, near=near,
             repo=repo or slug.split("-")[0] + "-svc")
    d.update(kw)
    return d
