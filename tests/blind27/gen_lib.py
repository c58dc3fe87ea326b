"""Renderers for the four stream formats (claude stream-json, claude transcript,
codex exec --json, osmia agentstream) + run/label writers. Deterministic."""
import hashlib, json, os, datetime

BASE = datetime.datetime(2026, 3, 2, 8, 0, 0)

def h(s, n=8):
    return hashlib.sha1(s.encode()).hexdigest()[:n]

def uid(seed):
    x = hashlib.sha1(seed.encode()).hexdigest()
    return f"{x[:8]}-{x[8:12]}-{x[12:16]}-{x[16:20]}-{x[20:32]}"

# ---------------------------------------------------------------- steps
def B(cmd, out="", rc=0, ev=False, win=False):   # shell command
    return dict(k="bash", cmd=cmd, out=out, rc=rc, ev=ev, win=win)
def R(path, text, ev=False):                     # read a file
    return dict(k="read", path=path, text=text, ev=ev)
def E(path, old, new, ev=False):                 # edit a file
    return dict(k="edit", path=path, old=old, new=new, ev=ev)
def W(path, text, ev=False):                     # write a file
    return dict(k="write", path=path, text=text, ev=ev)
def S(text, ev=False):                           # assistant prose
    return dict(k="say", text=text, ev=ev)
def T(text, ev=False):                           # thinking / reasoning
    return dict(k="think", text=text, ev=ev)
def H(text, ev=False):                           # human interjection (transcripts)
    return dict(k="human", text=text, ev=ev)
def N(text, ev=False):                           # orchestrator notice (osmia) / codex error event
    return dict(k="notice", text=text, ev=ev)
def G(pattern, out, ev=False):                   # grep
    return dict(k="grep", pattern=pattern, out=out, ev=ev)
def DENY(tool, inp, msg, ev=True):               # claude-side permission denial of a tool
    return dict(k="deny", tool=tool, inp=inp, msg=msg, ev=ev)

def numbered(text):
    return "\n".join(f"{i:6d}\u2192{l}" for i, l in enumerate(text.split("\n"), 1))

# ---------------------------------------------------------------- renderer
class Stream:
    def __init__(self, seed):
        self.lines = []; self.ev = []; self.seed = seed; self.t = 0; self.n = 0
    def ts(self):
        self.t += 3 + (int(h(self.seed + str(self.t), 2), 16) % 17)
        return (BASE + datetime.timedelta(days=int(h(self.seed, 2), 16) % 40, seconds=self.t)).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
    def add(self, obj, ev=False):
        self.lines.append(json.dumps(obj, ensure_ascii=False, separators=(",", ":")))
        if ev: self.ev.append(len(self.lines))
    def nid(self, p):
        self.n += 1
        return p + h(self.seed + p + str(self.n), 22)

def _evpick(ev, which):
    # ev may be True/'out' (result line), 'in' (call line), 'both'
    if not ev: return False
    if ev is True or ev == "out": return which == "out"
    if ev == "in": return which == "in"
    return True

def claude_tool(step):
    k = step["k"]
    if k == "bash":
        return "Bash", {"command": step["cmd"], "description": step.get("desc", "Run command")}, step["out"] if step["out"] else "(no output)" if step["rc"] == 0 else "", step["rc"] != 0
    if k == "read":
        return "Read", {"file_path": step["path"]}, numbered(step["text"]), False
    if k == "edit":
        return "Edit", {"file_path": step["path"], "old_string": step["old"], "new_string": step["new"]}, f"The file {step['path']} has been updated successfully.", False
    if k == "write":
        return "Write", {"file_path": step["path"], "content": step["text"]}, f"File created successfully at: {step['path']}", False
    if k == "grep":
        return "Grep", {"pattern": step["pattern"], "output_mode": "content", "-n": True}, step["out"], False
    if k == "deny":
        return step["tool"], step["inp"], step["msg"], True
    raise ValueError(k)

def bash_out(step):
    out = step["out"]
    if step["rc"] != 0 and "Exit code" not in out:
        out = f"Exit code {step['rc']}\n{out}" if out else f"Exit code {step['rc']}"
    return out

# ---- claude stream-json
def render_claude(case, s):
    sid = uid(case["id"]); model = case.get("model", "claude-sonnet-4-5-20250929")
    s.add({"type": "system", "subtype": "init", "cwd": case["cwd"], "session_id": sid,
           "tools": ["Task", "Bash", "Glob", "Grep", "LS", "Read", "Edit", "MultiEdit", "Write", "TodoWrite", "WebFetch"],
           "mcp_servers": [], "model": model, "permissionMode": case.get("perm_mode", "bypassPermissions"),
           "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default", "uuid": uid(case["id"] + "init")})
    msg = s.nid("msg_01")
    denials = []
    def asst(block, ev=False, synthetic=False):
        m = {"id": msg if not synthetic else uid(case["id"] + "syn"), "type": "message", "role": "assistant",
             "model": "<synthetic>" if synthetic else model, "content": [block], "stop_reason": None,
             "stop_sequence": None, "usage": {"input_tokens": 4, "cache_creation_input_tokens": 812,
             "cache_read_input_tokens": 14210 + 37 * len(s.lines), "output_tokens": 96, "service_tier": "standard"}}
        s.add({"type": "assistant", "message": m, "parent_tool_use_id": None, "session_id": sid,
               "uuid": uid(case["id"] + str(len(s.lines)))}, ev)
    def user(content, ev=False):
        s.add({"type": "user", "message": {"role": "user", "content": content}, "parent_tool_use_id": None,
               "session_id": sid, "uuid": uid(case["id"] + "u" + str(len(s.lines)))}, ev)
    for st in case["steps"]:
        k = st["k"]
        if k == "say": asst({"type": "text", "text": st["text"]}, st["ev"])
        elif k == "think": asst({"type": "thinking", "thinking": st["text"], "signature": h(st["text"], 40)}, st["ev"])
        elif k == "human": user(st["text"], st["ev"])
        elif k == "notice":
            s.add({"type": "system", "subtype": "notification", "message": st["text"], "session_id": sid}, st["ev"])
        else:
            name, inp, out, err = claude_tool(st)
            tid = s.nid("toolu_01")
            asst({"type": "tool_use", "id": tid, "name": name, "input": inp}, _evpick(st["ev"], "in"))
            if k == "bash": out = bash_out(st)
            if k == "deny": denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
            user([{"tool_use_id": tid, "type": "tool_result", "content": out, "is_error": err}], _evpick(st["ev"], "out"))
    end = case["end"]; kind = end["kind"]
    cost = round(0.04 * len(s.lines) + 0.11, 4)
    if kind in ("ok", "fail"):
        asst({"type": "text", "text": end["text"]}, end.get("ev", False))
        s.add({"type": "result", "subtype": "success", "is_error": False, "duration_ms": 4000 * len(s.lines),
               "duration_api_ms": 3100 * len(s.lines), "num_turns": len(s.lines) // 2, "result": end["text"],
               "session_id": sid, "total_cost_usd": cost, "usage": {"input_tokens": 1200, "output_tokens": 5400},
               "permission_denials": denials, "uuid": uid(case["id"] + "res")})
    elif kind == "apierr":
        asst({"type": "text", "text": end["text"]}, end.get("ev", False), synthetic=True)
        s.add({"type": "result", "subtype": end.get("subtype", "success"), "is_error": True, "duration_ms": 4000 * len(s.lines),
               "duration_api_ms": 3000 * len(s.lines), "num_turns": len(s.lines) // 2, "result": end["text"],
               "session_id": sid, "total_cost_usd": cost, "usage": {"input_tokens": 0, "output_tokens": 0},
               "permission_denials": denials, "uuid": uid(case["id"] + "res")}, end.get("ev", False))
    elif kind == "maxturns":
        s.add({"type": "result", "subtype": "error_max_turns", "is_error": True, "duration_ms": 4000 * len(s.lines),
               "num_turns": end.get("turns", 60), "session_id": sid, "total_cost_usd": cost,
               "permission_denials": denials, "uuid": uid(case["id"] + "res")}, end.get("ev", False))
    elif kind == "cut":
        pass
    else:
        raise ValueError(kind)

# ---- claude transcript (~/.claude/projects/*.jsonl)
def render_transcript(case, s):
    sid = uid(case["id"]); model = case.get("model", "claude-opus-4-6"); cwd = case["cwd"]
    prev = [None]
    def base(typ):
        u = uid(case["id"] + "t" + str(len(s.lines)))
        d = {"parentUuid": prev[0], "isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": sid,
             "version": "2.1.41", "gitBranch": case.get("branch", "feature/" + case["ticket"][0].lower()), "type": typ}
        prev[0] = u
        return d, u
    first_u = uid(case["id"] + "first")
    s.add({"type": "file-history-snapshot", "messageId": first_u, "snapshot": {"messageId": first_u,
           "trackedFileBackups": {}, "timestamp": s.ts()}, "isSnapshotUpdate": False})
    d, u = base("user")
    d.update({"message": {"role": "user", "content": case["ask"]}, "uuid": u, "timestamp": s.ts(),
              "permissionMode": case.get("perm_mode", "acceptEdits")})
    s.add(d)
    msg = [s.nid("msg_01")]
    def asst(block, ev=False, synthetic=False):
        d, u = base("assistant")
        d.update({"message": {"model": "<synthetic>" if synthetic else model, "id": msg[0], "type": "message",
                  "role": "assistant", "content": [block], "stop_reason": None, "stop_sequence": None,
                  "usage": {"input_tokens": 3, "cache_read_input_tokens": 20000 + 41 * len(s.lines), "output_tokens": 80}},
                  "requestId": "req_011C" + h(case["id"] + str(len(s.lines)), 18), "uuid": u, "timestamp": s.ts()})
        if synthetic: d["isApiErrorMessage"] = True
        s.add(d, ev)
    for st in case["steps"]:
        k = st["k"]
        if k == "say": asst({"type": "text", "text": st["text"]}, st["ev"])
        elif k == "think": asst({"type": "thinking", "thinking": st["text"], "signature": h(st["text"], 40)}, st["ev"])
        elif k == "human":
            d, u = base("user"); msg[0] = s.nid("msg_01")
            d.update({"message": {"role": "user", "content": st["text"]}, "uuid": u, "timestamp": s.ts()})
            s.add(d, st["ev"])
        elif k == "notice":
            d, u = base("system"); d.update({"subtype": "informational", "content": st["text"], "level": "warning", "uuid": u, "timestamp": s.ts()})
            s.add(d, st["ev"])
        else:
            name, inp, out, err = claude_tool(st)
            if k == "bash": out = bash_out(st)
            tid = s.nid("toolu_01")
            asst({"type": "tool_use", "id": tid, "name": name, "input": inp}, _evpick(st["ev"], "in"))
            d, u = base("user")
            tur = {"stdout": out, "stderr": "", "interrupted": False, "isImage": False} if k == "bash" else ("Error: " + out if err else out[:200])
            d.update({"message": {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result", "content": out, "is_error": err}]},
                      "uuid": u, "timestamp": s.ts(), "toolUseResult": tur})
            s.add(d, _evpick(st["ev"], "out"))
    end = case["end"]; kind = end["kind"]
    if kind in ("ok", "fail"):
        asst({"type": "text", "text": end["text"]}, end.get("ev", False))
    elif kind == "apierr":
        asst({"type": "text", "text": end["text"]}, end.get("ev", False), synthetic=True)
    elif kind == "cut":
        pass
    else:
        raise ValueError(kind)

# ---- codex exec --json
def render_codex(case, s):
    s.add({"type": "thread.started", "thread_id": uid(case["id"])})
    s.add({"type": "turn.started"})
    n = [0]
    def iid():
        n[0] += 1; return f"item_{n[0]}"
    win = case.get("win", False)
    def wrap(cmd):
        if win: return "powershell.exe -NoProfile -Command \"" + cmd.replace('"', '\\"') + "\""
        return "bash -lc " + json.dumps(cmd) if "'" in cmd else f"bash -lc '{cmd}'"
    def cmd_item(cmd, out, rc, ev):
        i = iid(); c = wrap(cmd)
        s.add({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": c,
               "aggregated_output": "", "exit_code": None, "status": "in_progress"}}, _evpick(ev, "in"))
        s.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": c,
               "aggregated_output": out, "exit_code": rc, "status": "completed" if rc == 0 else "failed"}}, _evpick(ev, "out"))
    for st in case["steps"]:
        k = st["k"]
        if k == "say": s.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["text"]}}, st["ev"])
        elif k == "think": s.add({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": st["text"]}}, st["ev"])
        elif k == "notice": s.add({"type": "error", "message": st["text"]}, st["ev"])
        elif k == "human": raise ValueError("human in codex")
        elif k == "bash": cmd_item(st["cmd"], st["out"], st["rc"], st["ev"])
        elif k == "read":
            cmd = f"Get-Content -Raw '{st['path']}'" if win else f"sed -n '1,200p' {st['path']}"
            cmd_item(cmd, st["text"], 0, st["ev"])
        elif k == "grep":
            cmd = f"Select-String -Path . -Recurse -Pattern '{st['pattern']}'" if win else f"rg -n \"{st['pattern']}\""
            cmd_item(cmd, st["out"], 0 if st["out"] else 1, st["ev"])
        elif k in ("edit", "write"):
            s.add({"type": "item.completed", "item": {"id": iid(), "type": "file_change", "changes": [
                {"path": st["path"], "kind": "update" if k == "edit" else "add"}], "status": "completed"}}, bool(st["ev"]))
        elif k == "deny":
            i = iid(); c = wrap(st["inp"].get("command", str(st["inp"])))
            s.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": c,
                   "aggregated_output": st["msg"], "exit_code": None, "status": "declined"}}, bool(st["ev"]))
        else: raise ValueError(k)
    end = case["end"]; kind = end["kind"]
    usage = {"input_tokens": 9000 * len(s.lines), "cached_input_tokens": 7800 * len(s.lines), "output_tokens": 120 * len(s.lines)}
    if kind in ("ok", "fail"):
        s.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": end["text"]}}, end.get("ev", False))
        s.add({"type": "turn.completed", "usage": usage})
    elif kind == "apierr":
        for pre in end.get("pre", []):
            s.add({"type": "error", "message": pre})
        s.add({"type": "error", "message": end["text"]}, end.get("ev", False))
        s.add({"type": "turn.failed", "error": {"message": end["text"]}}, end.get("ev", False))
    elif kind == "cut":
        pass
    else: raise ValueError(kind)

# ---- osmia agentstream
def render_osmia(case, s):
    s.add({"type": "system", "subtype": "init", "timestamp": s.ts(), "session_id": uid(case["id"]),
           "engine": case.get("engine", "claude-code"), "model": case.get("model", "claude-sonnet-4-5"),
           "task_id": case["id"], "ticket": case["ticket"][0], "workdir": case["cwd"]})
    for st in case["steps"]:
        k = st["k"]
        if k == "say": s.add({"type": "content", "timestamp": s.ts(), "role": "assistant", "content": st["text"]}, st["ev"])
        elif k == "think": s.add({"type": "content", "timestamp": s.ts(), "role": "assistant", "content": st["text"]}, st["ev"])
        elif k == "notice": s.add({"type": "content", "timestamp": s.ts(), "role": "system", "content": st["text"]}, st["ev"])
        elif k == "human": raise ValueError("human in osmia")
        else:
            name, inp, out, err = claude_tool(st)
            if k == "bash": out = bash_out(st)
            s.add({"type": "tool_use", "timestamp": s.ts(), "tool": name, "args": inp}, _evpick(st["ev"], "in"))
            s.add({"type": "content", "timestamp": s.ts(), "role": "tool", "content": out}, _evpick(st["ev"], "out"))
    end = case["end"]; kind = end["kind"]
    if kind != "cut" or end.get("cost"):
        s.add({"type": "cost", "timestamp": s.ts(), "input_tokens": 21000 * len(s.lines), "output_tokens": 310 * len(s.lines),
               "cost_usd": round(0.05 * len(s.lines), 3)})
    if kind in ("ok", "fail"):
        if end.get("say", True):
            s.add({"type": "content", "timestamp": s.ts(), "role": "assistant", "content": end["text"]}, end.get("ev", False))
        s.add({"type": "result", "timestamp": s.ts(), "success": end.get("success", kind == "ok"), "summary": end.get("summary", end["text"])})
    elif kind == "apierr":
        s.add({"type": "content", "timestamp": s.ts(), "role": "system", "content": end["text"]}, end.get("ev", False))
        s.add({"type": "result", "timestamp": s.ts(), "success": False, "summary": end.get("summary", end["text"])}, end.get("ev", False))
    elif kind == "cut":
        if end.get("text"):
            s.add({"type": "content", "timestamp": s.ts(), "role": "system", "content": end["text"]}, end.get("ev", False))
    else: raise ValueError(kind)

RENDER = {"claude": render_claude, "claude-transcript": render_transcript, "codex": render_codex, "osmia": render_osmia}
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}

# ---------------------------------------------------------------- case + writer
def C(slug, fmt, mode, near, why, ticket, steps, end, **kw):
    """ticket = (KEY, title, body, [acceptance criteria])"""
    d = dict(slug=slug, fmt=fmt, mode=mode, near=near, why=why, ticket=ticket, steps=steps, end=end)
    d.update(kw)
    return d

def OK(text, **kw): return dict(kind="ok", text=text, **kw)
def FAIL(text, **kw): return dict(kind="fail", text=text, **kw)
def APIERR(text, **kw): return dict(kind="apierr", text=text, **kw)
def CUT(text="", **kw): return dict(kind="cut", text=text, **kw)

def prompt_md(t):
    key, title, body, ac = t
    out = f"# {key}: {title}\n\n{body.strip()}\n"
    if ac:
        out += "\n## Acceptance criteria\n" + "".join(f"- {a}\n" for a in ac)
    return out

def build(case):
    case = dict(case)
    case["id"] = f"q2-{case['slug']}-{h(case['slug'] + case['fmt'], 4)}"
    case.setdefault("cwd", "/workspace/" + case["slug"].split("-")[0])
    if case["fmt"] == "claude-transcript" and "ask" not in case:
        t = case["ticket"]; case["ask"] = f"{t[0]}: {t[1]}. {t[2].strip().splitlines()[0]}"
    steps = case["steps"]; k = 0
    while True:
        s = Stream(case["id"])
        case["steps"] = preamble(case, k) + steps
        RENDER[case["fmt"]](case, s)
        if len(s.lines) >= case.get("min_lines", 20 + int(h(case["slug"], 2), 16) % 24) or k >= 12:
            return case, s
        k += 1

def preamble(case, k):
    """neutral orientation steps prepended to short runs (deterministic)"""
    win = case.get("win") or case["cwd"][:2] in ("C:", "D:")
    key = case["ticket"][0]; br = case.get("branch", "feature/" + key)
    top = case["cwd"].replace("\\", "/").rstrip("/").split("/")[-1]
    pool = [
        S("I'll start by getting oriented in the repository and the conventions file."),
        B("git status -sb" if not win else "git status -sb", f"## {br}...origin/{br}"),
        R("AGENTS.md" if not win else "AGENTS.md", f"# Working agreement ({top})\n- Commit messages: `<JIRA-KEY>: summary`; production changes need a CHG number from the CAB.\n- Use the internal mirrors configured in the repo; do not add public repositories.\n- Run the module's tests before pushing.\n- Do not reformat files you do not otherwise change."),
        B("git log --oneline -5", "\n".join(f"{h(case['id']+str(i),7)} {m}" for i, m in enumerate([f"Merge pull request #{400+int(h(case['id'],2),16)} from release/24.3", "chore: bump parent to 24.3.0", "fix: null check in export (#1187)", "docs: update runbook", "ci: pin runner image"]))),
        (B("Get-ChildItem -Name", "build\nsrc\ntests\n.gitattributes\n.gitignore\nAGENTS.md\nDirectory.Build.props\nNuGet.config\nREADME.md") if win else B("ls", "AGENTS.md\nREADME.md\nci\ndocs\n" + ("pom.xml\n" if "gradle" not in str(case['steps']) else "build.gradle.kts\nsettings.gradle.kts\n") + "src")),
        T(f"Ticket {key}: {case['ticket'][1]}. First find where this lives, make the smallest change, then run the relevant tests."),
        R("README.md", f"# {top}\n\nOwned by the {key.split('-')[0]} team. Build and test instructions are in docs/build.md. On-call: see PagerDuty service '{top}'."),
        B("git fetch -q origin && git rev-list --count HEAD..origin/develop", "0"),
        S("The branch is up to date with develop. Now the code relevant to the ticket."),
        R("docs/build.md", "## Build\nUse the wrapper (mvnw / gradlew) or dotnet as configured; CI runs the same commands.\n## Mirrors\nAll artifacts come through the internal mirror."),
        B("git branch --show-current", br),
        S("Nothing unusual in the setup."),
    ]
    return pool[:k]

def write_run(root, case, s):
    rid = case["id"]; d = os.path.join(root, "runs", rid); os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        f.write("\n".join(s.lines) + "\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(prompt_md(case["ticket"]))
    succeeded = case["mode"] == "succeeded"
    state = case.get("state", "Succeeded" if succeeded else "Failed")
    edited = sorted({st["path"] for st in case["steps"] if st["k"] in ("edit", "write")})
    calls = [st for st in case["steps"] if st["k"] in ("bash", "read", "edit", "write", "grep", "deny")]
    best = cur = 0; prev = None
    for st in calls:
        key = json.dumps({k: v for k, v in st.items() if k != "ev"}, sort_keys=True)
        cur = cur + 1 if key == prev else 1; prev = key; best = max(best, cur)
    eng = case.get("engine_name", ENGINE[case["fmt"]])
    tr = {"id": rid, "ticket_id": case["ticket"][0], "engine": eng, "current_engine": eng,
          "engine_attempts": [eng], "state": state, "retry_count": case.get("retry_count", 0), "max_retries": 2,
          "files_changed": case.get("files_changed", len(edited)), "tool_calls_total": len(calls),
          "consecutive_identical_tools": best, "tokens_consumed": 9000 + 2600 * len(s.lines),
          "cost_usd": round(0.04 * len(s.lines) + 0.11, 2),
          "created_at": (BASE + datetime.timedelta(days=int(h(rid, 2), 16) % 40)).strftime("%Y-%m-%dT%H:%M:%SZ"),
          "updated_at": (BASE + datetime.timedelta(days=int(h(rid, 2), 16) % 40, seconds=20 * len(s.lines))).strftime("%Y-%m-%dT%H:%M:%SZ")}
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2)
    res = case.get("result", "auto")
    if res == "auto":
        if case["fmt"] == "claude-transcript": res = None
        else:
            res = {"success": succeeded, "summary": case["end"].get("summary", case["end"].get("text", ""))[:400],
                   "exit_code": 0 if succeeded else case.get("exit_code", 1)}
    if res is not None:
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump(res, f, indent=2)
    if case.get("watchdog"):
        wd = dict(case["watchdog"]); wd.setdefault("tokens_consumed", tr["tokens_consumed"]); wd.setdefault("cost_estimate_usd", tr["cost_usd"])
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(wd, f, indent=2)
    os.makedirs(os.path.join(root, "labels"), exist_ok=True)
    ev = [] if case["mode"] in ("succeeded", "unknown") else s.ev
    with open(os.path.join(root, "labels", rid + ".yaml"), "w") as f:
        f.write(f"mode: {case['mode']}\nformat: {case['fmt']}\nnear_miss: {case['near'] or chr(39)*2}\n"
                f"evidence_lines: [{', '.join(map(str, ev))}]\nwhy: {json.dumps(case['why'])}\n")
    return tr, ev
