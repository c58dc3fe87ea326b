"""Renderers for the blind set: one abstract step list -> four stream formats.

Formats: claude (stream-json), claude-transcript (~/.claude/projects/*.jsonl),
codex (codex exec --json), osmia (agentstream).  Everything is deterministic:
ids, uuids and timestamps derive from the run id.
"""
import hashlib, json, datetime, os, shutil, collections

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
CASES = []

# ----------------------------------------------------------------- steps
def U(text, ev=False):            return {"k": "user", "text": text, "ev": ev}
def S(text, ev=False):            return {"k": "say", "text": text, "ev": ev}
def T(text, ev=False):            return {"k": "think", "text": text, "ev": ev}
def Interrupt(tool=False, ev=False): return {"k": "interrupt", "tool": tool, "ev": ev}
def ApiErr(text, ev=True):        return {"k": "apierr", "text": text, "ev": ev}
def Notice(text, ev=False):       return {"k": "notice", "text": text, "ev": ev}   # osmia system notice / codex error

def Bash(cmd, out="", err=False, ev=False, code=None, desc=None, timeout=None):
    if code is None:
        code = 1 if err else 0
    return {"k": "tool", "name": "Bash", "input": {"command": cmd, **({"description": desc} if desc else {}),
            **({"timeout": timeout} if timeout else {})}, "out": out, "err": err, "code": code, "ev": ev}

def Read(path, content, ev=False, err=False):
    if not err:
        lines = content.split("\n")
        content = "\n".join(f"{i+1:6d}\u2192{l}" for i, l in enumerate(lines))
    return {"k": "tool", "name": "Read", "input": {"file_path": path}, "out": content, "err": err, "ev": ev}

def Grep(pattern, out, path=None, ev=False):
    inp = {"pattern": pattern, "output_mode": "content", "-n": True}
    if path: inp["path"] = path
    return {"k": "tool", "name": "Grep", "input": inp, "out": out, "err": False, "ev": ev}

def Glob(pattern, out, ev=False):
    return {"k": "tool", "name": "Glob", "input": {"pattern": pattern}, "out": out, "err": False, "ev": ev}

def Edit(path, old, new, ev=False, out=None, err=False):
    if out is None:
        out = (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
               + "\n".join(f"{i+10:6d}\u2192{l}" for i, l in enumerate(new.split("\n")[:6])))
    return {"k": "tool", "name": "Edit", "input": {"file_path": path, "old_string": old, "new_string": new},
            "out": out, "err": err, "ev": ev, "changes": [] if err else [path]}

def Write(path, content, ev=False):
    return {"k": "tool", "name": "Write", "input": {"file_path": path, "content": content},
            "out": f"File created successfully at: {path}", "err": False, "ev": ev, "changes": [path], "add": True}

def Tool(name, inp, out, err=False, ev=False):
    return {"k": "tool", "name": name, "input": inp, "out": out, "err": err, "ev": ev}

REJECT = ("The user doesn't want to proceed with this tool use. The tool use was rejected "
          "(eg. if it was a file edit, the new_string was NOT written to the file).")

def Reject(step, said=None, ev=False):
    """A tool call the human rejected in the permission prompt (transcripts only)."""
    s = dict(step); s["k"] = "reject"; s["said"] = said; s["ev"] = ev; s["changes"] = []
    return s

def Final(success, text, subtype=None, denials=None, ev=False, cost=0.0, turns=None):
    return {"k": "final", "success": success, "text": text, "subtype": subtype or ("success" if success else "error_during_execution"),
            "denials": denials or [], "ev": ev, "cost": cost, "turns": turns}

# ----------------------------------------------------------------- case registry
def case(id, fmt, mode, steps, prompt, why, near="", title=None, ev_extra=(), project=None,
         state=None, watchdog=None, result=None, files_changed=None, summary=None, ticket=None,
         engine=None, model="claude-sonnet-4-5-20250929", alarming=False, retry_count=0, perm="acceptEdits", branch="main", long=None):
    assert fmt in FORMATS, fmt
    assert mode in MODES + ["succeeded"], mode
    assert near in MODES + [""], near
    CASES.append(dict(id=id, fmt=fmt, mode=mode, steps=steps, prompt=prompt, why=why, near=near,
                      project=project or "/home/dev/src/app", state=state, watchdog=watchdog, result=result,
                      files_changed=files_changed, summary=summary, ticket=ticket, engine=engine, model=model,
                      alarming=alarming, retry_count=retry_count, perm=perm, branch=branch, long=long))

# ----------------------------------------------------------------- helpers
class Det:
    def __init__(self, seed):
        self.seed = seed; self.n = 0
        h = int(hashlib.sha256(seed.encode()).hexdigest()[:8], 16)
        self.t = datetime.datetime(2026, 11, 3, 8, 0, 0) + datetime.timedelta(minutes=h % (60 * 24 * 20))
    def hx(self, n=32):
        self.n += 1
        return hashlib.sha256(f"{self.seed}/{self.n}".encode()).hexdigest()[:n]
    def uuid(self):
        h = self.hx(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"
    def toolid(self):
        return "toolu_01" + self.b58(22)
    def msgid(self):
        return "msg_01" + self.b58(22)
    def b58(self, n):
        a = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
        h = int(self.hx(40), 16); s = ""
        for _ in range(n):
            s += a[h % 58]; h //= 58
        return s
    def ts(self, sec=None, ms=True):
        self.n += 1
        step = sec if sec is not None else 2 + int(self.hx(4), 16) % 19
        self.t += datetime.timedelta(seconds=step, milliseconds=int(self.hx(3), 16) % 1000)
        if ms:
            return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{self.t.microsecond // 1000:03d}Z"
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")

def dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))

def codex_cmd(step):
    n, i = step["name"], step["input"]
    if n == "Bash":
        c = i["command"]
        return "bash -lc " + json.dumps(c) if "'" in c else f"bash -lc '{c}'"
    if n == "Read":
        return f"bash -lc \"sed -n '1,220p' {i['file_path']}\""
    if n == "Grep":
        return f"bash -lc \"rg -n '{i['pattern']}' {i.get('path', '.')}\""
    if n == "Glob":
        return f"bash -lc \"rg --files -g '{i['pattern']}'\""
    return f"bash -lc '{n} {json.dumps(i)[:80]}'"

def strip_arrows(out):
    return "\n".join(l.split("\u2192", 1)[1] if "\u2192" in l[:8] else l for l in out.split("\n"))

# ----------------------------------------------------------------- renderers
def _both(s):
    if s.get("ev") is True and s["k"] in ("tool", "reject"):
        if s["name"] in ("Edit", "Write") or (s["name"] == "Bash" and len(s.get("out", "")) < 40) or s["k"] == "reject":
            return True
    return False

def render(c):
    """Return (lines, evidence_line_numbers, stats)."""
    fmt = c["fmt"]; d = Det(c["id"]); lines = []; ev = []
    stats = {"tools": [], "changes": []}
    def emit(o, mark=False):
        lines.append(dumps(o))
        if mark: ev.append(len(lines))
        return len(lines)
    sid = d.uuid(); model = c["model"]
    steps = c["steps"]
    if fmt == "claude-transcript":
        proj = c["project"]; parent = [None]
        base = lambda: {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": proj,
                        "sessionId": sid, "version": "2.0.37", "gitBranch": c.get("branch", "main")}
        if c["summary"]:
            emit({"type": "summary", "summary": c["summary"], "leafUuid": d.uuid()})
        req = [d.hx(24)]
        def asst(block, mark=False, synthetic=False):
            u = d.uuid()
            o = base(); o.update({"message": {"model": "<synthetic>" if synthetic else model, "id": d.msgid() if not synthetic else d.uuid(),
                   "type": "message", "role": "assistant", "content": [block], "stop_reason": "stop_sequence" if synthetic else None,
                   "stop_sequence": "" if synthetic else None,
                   "usage": {"input_tokens": 0 if synthetic else 4, "cache_creation_input_tokens": 0 if synthetic else 1200 + int(d.hx(3), 16),
                             "cache_read_input_tokens": 0 if synthetic else 18000 + int(d.hx(4), 16), "output_tokens": 0 if synthetic else 30 + int(d.hx(2), 16)}},
                   "type": "assistant", "uuid": u, "timestamp": d.ts()})
            if synthetic: o["isApiErrorMessage"] = True
            else: o["requestId"] = "req_011C" + req[0][:20]
            parent[0] = u
            return emit(o, mark)
        def user(content, mark=False, extra=None):
            u = d.uuid(); o = base()
            o.update({"type": "user", "message": {"role": "user", "content": content}, "uuid": u, "timestamp": d.ts()})
            if extra: o.update(extra)
            parent[0] = u
            return emit(o, mark)
        first = True
        for s in steps:
            k = s["k"]; mark = bool(s.get("ev"))
            if k == "user":
                mid = d.uuid()
                emit({"type": "file-history-snapshot", "messageId": mid, "snapshot": {"messageId": mid, "trackedFileBackups": {},
                      "timestamp": d.ts(1)}, "isSnapshotUpdate": False})
                req[0] = d.hx(24)
                user(s["text"], mark, {"thinkingMetadata": {"level": "high", "disabled": False, "triggers": []}, "todos": []} if first else None)
                first = False
            elif k == "say":
                asst({"type": "text", "text": s["text"]}, mark)
            elif k == "think":
                asst({"type": "thinking", "thinking": s["text"], "signature": "Eq" + d.b58(60)}, mark)
            elif k == "apierr":
                asst({"type": "text", "text": s["text"]}, mark, synthetic=True)
            elif k == "notice":
                u = d.uuid(); o = base(); o.update({"type": "system", "subtype": "informational", "content": s["text"], "level": "warning",
                                                    "timestamp": d.ts(), "uuid": u, "isMeta": False}); parent[0] = u; emit(o, mark)
            elif k == "interrupt":
                user([{"type": "text", "text": "[Request interrupted by user for tool use]" if s["tool"] else "[Request interrupted by user]"}], mark)
            elif k in ("tool", "reject"):
                tid = d.toolid(); stats["tools"].append((s["name"], dumps(s["input"])))
                auid = None
                l1 = asst({"type": "tool_use", "id": tid, "name": s["name"], "input": s["input"]}, s.get("ev") in ("call", "both") or _both(s))
                auid = parent[0]
                if k == "reject":
                    txt = REJECT + (" To tell you how to proceed, the user said:\n" + s["said"] if s["said"] else
                                    " STOP what you are doing and wait for the user to tell you how to proceed.")
                    user([{"type": "tool_result", "content": txt, "is_error": True, "tool_use_id": tid}], mark and s.get("ev") != "call",
                         {"toolUseResult": "User rejected tool use", "sourceToolAssistantUUID": auid})
                    if not s["said"]:
                        user([{"type": "text", "text": "[Request interrupted by user for tool use]"}])
                else:
                    out = s["out"]
                    if s["name"] == "Bash" and s["err"]:
                        content = f"Exit code {s['code']}\n{out}" if s.get("code") not in (None, 0, -1, -2) else out
                    else:
                        content = out
                    if s["name"] == "Bash":
                        tur = {"stdout": out if not s["err"] else "", "stderr": out if s["err"] else "", "interrupted": s.get("code") == -1,
                               "isImage": False}
                    elif s["name"] in ("Edit", "Write") and not s["err"]:
                        tur = {"filePath": s["input"]["file_path"], "userModified": False}
                    else:
                        tur = content if s["err"] else {"type": "text"}
                    blk = {"tool_use_id": tid, "type": "tool_result", "content": content}
                    if s["err"]: blk["is_error"] = True
                    user([blk], mark and s.get("ev") != "call", {"toolUseResult": tur, "sourceToolAssistantUUID": auid})
                    stats["changes"] += s.get("changes", [])
            elif k == "final":
                raise ValueError("transcripts have no result line")
    elif fmt == "claude":
        emit({"type": "system", "subtype": "init", "cwd": c["project"], "session_id": sid,
              "tools": ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write", "NotebookEdit",
                        "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillShell"], "mcp_servers": [], "model": model,
              "permissionMode": c.get("perm", "acceptEdits"), "apiKeySource": "ANTHROPIC_API_KEY", "output_style": "default", "uuid": d.uuid()})
        ntools = 0; denied = []
        for s in steps:
            k = s["k"]; mark = bool(s.get("ev"))
            mk = lambda blk, synth=False: {"type": "assistant", "message": {"id": d.msgid() if not synth else d.uuid(), "type": "message", "role": "assistant",
                   "model": "<synthetic>" if synth else model, "content": [blk], "stop_reason": None, "stop_sequence": None,
                   "usage": {"input_tokens": 0 if synth else 6, "cache_creation_input_tokens": 0 if synth else 900, "cache_read_input_tokens": 0 if synth else 21000,
                             "output_tokens": 0 if synth else 60}}, "parent_tool_use_id": None, "session_id": sid, "uuid": d.uuid()}
            if k == "user":
                continue
            if k == "say": emit(mk({"type": "text", "text": s["text"]}), mark)
            elif k == "think": emit(mk({"type": "thinking", "thinking": s["text"], "signature": "Eq" + d.b58(40)}), mark)
            elif k == "apierr": emit(mk({"type": "text", "text": s["text"]}, True), mark)
            elif k == "notice": emit({"type": "system", "subtype": "notice", "message": s["text"], "session_id": sid, "uuid": d.uuid()}, mark)
            elif k == "tool":
                ntools += 1; tid = d.toolid(); stats["tools"].append((s["name"], dumps(s["input"])))
                if "haven't granted it yet" in s.get("out", ""):
                    denied.append({"tool_name": s["name"], "tool_use_id": tid, "tool_input": s["input"]})
                emit(mk({"type": "tool_use", "id": tid, "name": s["name"], "input": s["input"]}), s.get("ev") in ("call", "both") or _both(s))
                out = s["out"]
                if s["name"] == "Bash" and s["err"] and s.get("code") not in (None, 0, -1, -2):
                    out = f"Exit code {s['code']}\n{out}"
                blk = {"tool_use_id": tid, "type": "tool_result", "content": out}
                if s["err"]: blk["is_error"] = True
                emit({"type": "user", "message": {"role": "user", "content": [blk]}, "parent_tool_use_id": None, "session_id": sid,
                      "uuid": d.uuid()}, mark and s.get("ev") != "call")
                stats["changes"] += s.get("changes", [])
            elif k == "final":
                emit({"type": "result", "subtype": s["subtype"], "is_error": not s["success"], "duration_ms": 60000 + int(d.hx(5), 16) % 900000,
                      "duration_api_ms": 50000 + int(d.hx(5), 16) % 800000, "num_turns": s["turns"] or (ntools + 1), "result": s["text"],
                      "session_id": sid, "total_cost_usd": s["cost"] or round(0.05 + ntools * 0.043, 4),
                      "usage": {"input_tokens": 40 + ntools, "cache_creation_input_tokens": 14000, "cache_read_input_tokens": 180000 + ntools * 9000,
                                "output_tokens": 900 + ntools * 150}, "permission_denials": denied if s["denials"] == "auto" else s["denials"], "uuid": d.uuid()}, mark)
            else:
                raise ValueError(k)
    elif fmt == "codex":
        emit({"type": "thread.started", "thread_id": "019a" + d.hx(4) + "-" + d.hx(4) + "-7" + d.hx(3) + "-" + d.hx(4) + "-" + d.hx(12)})
        emit({"type": "turn.started"})
        n = [0]
        def iid():
            n[0] += 1; return f"item_{n[0] - 1}"
        for s in steps:
            k = s["k"]; mark = bool(s.get("ev"))
            if k == "user": continue
            if k == "say": emit({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": s["text"]}}, mark)
            elif k == "think": emit({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": s["text"]}}, mark)
            elif k in ("apierr", "notice"): emit({"type": "error", "message": s["text"]}, mark)
            elif k == "tool":
                stats["tools"].append((s["name"], dumps(s["input"])))
                if s["name"] in ("Edit", "Write"):
                    emit({"type": "item.completed", "item": {"id": iid(), "type": "file_change", "changes": [{"path": s["input"]["file_path"],
                          "kind": "add" if s.get("add") else "update"}], "status": "failed" if s["err"] else "completed"}}, mark)
                    stats["changes"] += s.get("changes", [])
                else:
                    i = iid(); cmd = codex_cmd(s)
                    emit({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": cmd, "aggregated_output": "",
                          "exit_code": None, "status": "in_progress"}}, s.get("ev") in ("call", "both") or _both(s))
                    out = strip_arrows(s["out"]) if s["name"] == "Read" else s["out"]
                    code = s.get("code", 1 if s["err"] else 0)
                    if code == -1: code = 124
                    emit({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": cmd, "aggregated_output": out,
                          "exit_code": code, "status": "failed" if code else "completed"}}, mark and s.get("ev") != "call")
            elif k == "final":
                if s["success"] or s["subtype"] == "turn_completed":
                    emit({"type": "turn.completed", "usage": {"input_tokens": 90000 + int(d.hx(4), 16), "cached_input_tokens": 70000, "output_tokens": 3000 + int(d.hx(3), 16)}}, mark)
                else:
                    emit({"type": "turn.failed", "error": {"message": s["text"]}}, mark)
            else:
                raise ValueError(k)
    elif fmt == "osmia":
        emit({"type": "system", "subtype": "init", "timestamp": d.ts(ms=False), "session_id": sid})
        ntools = 0
        for s in steps:
            k = s["k"]; mark = bool(s.get("ev"))
            if k == "user": continue
            if k in ("say", "think"): emit({"type": "content", "timestamp": d.ts(ms=False), "role": "assistant", "content": s["text"]}, mark)
            elif k in ("apierr", "notice"): emit({"type": "content", "timestamp": d.ts(ms=False), "role": "system", "content": s["text"]}, mark)
            elif k == "tool":
                ntools += 1; stats["tools"].append((s["name"], dumps(s["input"])))
                emit({"type": "tool_use", "timestamp": d.ts(ms=False), "tool": s["name"], "args": s["input"]}, s.get("ev") in ("call", "both") or _both(s))
                out = s["out"]
                if s["name"] == "Bash" and s["err"] and s.get("code") not in (None, 0, -1, -2):
                    out = out + f"\nexit status {s['code']}"
                emit({"type": "content", "timestamp": d.ts(ms=False), "role": "tool", "content": out}, mark and s.get("ev") != "call")
                stats["changes"] += s.get("changes", [])
            elif k == "final":
                emit({"type": "cost", "timestamp": d.ts(ms=False), "input_tokens": 40000 + ntools * 7000, "output_tokens": 1500 + ntools * 300,
                      "cost_usd": s["cost"] or round(0.06 + ntools * 0.04, 2)})
                emit({"type": "result", "timestamp": d.ts(ms=False), "success": s["success"], "summary": s["text"]}, mark)
            else:
                raise ValueError(k)
    return lines, ev, stats, d

def longest_identical(tools):
    best = cur = 0; prev = None
    for t in tools:
        cur = cur + 1 if t == prev else 1; prev = t; best = max(best, cur)
    return best

def write_case(c, root):
    lines, ev, stats, d = render(c)
    rd = os.path.join(root, "runs", c["id"])
    os.makedirs(rd, exist_ok=True)
    with open(os.path.join(rd, "events.ndjson"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(rd, "prompt.md"), "w") as f:
        f.write(c["prompt"].strip() + "\n")
    failed = c["mode"] != "succeeded"
    state = c["state"] or ("Failed" if failed else "Succeeded")
    eng = c["engine"] or {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}[c["fmt"]]
    ntools = len(stats["tools"])
    created = (d.t - datetime.timedelta(seconds=40 + ntools * 25)).strftime("%Y-%m-%dT%H:%M:%SZ")
    tr = {"id": c["id"], "ticket_id": c["ticket"] or c["prompt"].strip().split("\n")[0].lstrip("# ").split(":")[0],
          "engine": eng, "current_engine": eng, "engine_attempts": [eng], "state": state,
          "retry_count": c["retry_count"], "max_retries": 2,
          "files_changed": c["files_changed"] if c["files_changed"] is not None else len(set(stats["changes"])),
          "tool_calls_total": ntools, "consecutive_identical_tools": longest_identical(stats["tools"]),
          "tokens_consumed": 30000 + ntools * 6100 + int(d.hx(4), 16) % 5000,
          "cost_usd": round(0.04 + ntools * 0.037, 2), "diagnosis_history": [],
          "created_at": created, "updated_at": d.t.strftime("%Y-%m-%dT%H:%M:%SZ")}
    with open(os.path.join(rd, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2); f.write("\n")
    if c["result"] is not None:
        res = c["result"]
    elif c["fmt"] != "claude-transcript":
        fin = [s for s in c["steps"] if s["k"] == "final"]
        res = {"success": not failed, "summary": fin[-1]["text"] if fin else "", "exit_code": 0 if not failed else 1}
    else:
        res = None
    if res:
        with open(os.path.join(rd, "result.json"), "w") as f:
            json.dump(res, f, indent=2); f.write("\n")
    if c["watchdog"]:
        with open(os.path.join(rd, "watchdog.json"), "w") as f:
            json.dump(c["watchdog"], f, indent=2); f.write("\n")
    os.makedirs(os.path.join(root, "labels"), exist_ok=True)
    evl = [] if c["mode"] in ("succeeded", "unknown") else ev
    with open(os.path.join(root, "labels", c["id"] + ".yaml"), "w") as f:
        f.write(f"mode: {c['mode']}\nformat: {c['fmt']}\nnear_miss: {c['near'] or chr(39) * 2}\n"
                f"evidence_lines: [{', '.join(map(str, evl))}]\nwhy: {json.dumps(c['why'], ensure_ascii=False)}\n")
    return lines, evl, tr, res

# ----------------------------------------------------------------- padding with realistic orientation noise
KIND = {}   # project path -> kind, set by cases (ios, android, flutter, rn, unity, godot, fw, rust)
def kind_of(proj):
    for k, v in KIND.items():
        if proj.rstrip("/").endswith(k): return v
    return "fw"
def _ls_for(proj):
    return {"ios": "App\nApp.xcodeproj\nApp.xcworkspace\nAppTests\nAppUITests\nGemfile\nPodfile\nPodfile.lock\nREADME.md\nfastlane",
            "android": "README.md\napp\nbuild.gradle.kts\ngradle\ngradle.properties\ngradlew\nsettings.gradle.kts",
            "flutter": "README.md\nanalysis_options.yaml\nandroid\nios\nlib\npubspec.lock\npubspec.yaml\ntest",
            "rn": "Gemfile\nREADME.md\n__tests__\nandroid\napp.json\nbabel.config.js\nindex.js\nios\nmetro.config.js\npackage.json\nsrc",
            "unity": "Assets\nPackages\nProjectSettings\nREADME.md\nUserSettings",
            "godot": "README.md\naddons\nproject.godot\nscenes\nscripts\ntest",
            "fw": "CMakeLists.txt\nKconfig\nREADME.md\nboards\nprj.conf\nsrc\ntests\nwest.yml",
            "rust": "Cargo.lock\nCargo.toml\nEmbed.toml\nREADME.md\nmemory.x\nsrc\ntests"}[kind_of(proj)]
def _tests_for(proj):
    return {"ios": "AppTests/AppTests.swift\nAppUITests/AppUITests.swift", "android": "app/src/test/java/com/acme/app/ExampleUnitTest.kt",
            "flutter": "test/widget_test.dart", "rn": "__tests__/App.test.tsx", "unity": "Assets/Tests/EditMode/SmokeTests.cs",
            "godot": "test/unit/test_smoke.gd", "fw": "tests/unit/test_main.c", "rust": "tests/integration.rs"}[kind_of(proj)]

def _noise_pool(c):
    proj = c["project"]; name = os.path.basename(proj.rstrip("/"))
    d = Det(c["id"] + "/noise")
    h = [d.hx(7) for _ in range(6)]
    msgs = ["Merge pull request #%d from %s/dependabot" % (400 + int(h[0][:2], 16), name), "fix lint", "bump ci image",
            "refactor: extract config loader", "docs: update README", "tests: stabilise fixtures"]
    pool = [
        S("Let me get oriented in the repo first."),
        Bash("git status --short && git log --oneline -5", "\n".join(f"{h[i]} {msgs[i]}" for i in range(5)), desc="Show git status and recent commits"),
        Bash("ls", _ls_for(proj)),
        Tool("TodoWrite", {"todos": [{"content": "Read the relevant code", "status": "in_progress", "activeForm": "Reading the relevant code"},
                                      {"content": "Make the change", "status": "pending", "activeForm": "Making the change"},
                                      {"content": "Run the tests", "status": "pending", "activeForm": "Running the tests"}]},
             "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable"),
        Read(proj + "/README.md", f"# {name}\n\nSee docs/ for architecture notes and CONTRIBUTING.md for toolchain setup.\n\n## Development\n\nCI builds every PR on the shared runners; release builds are signed on the release runner only."),
        Bash("git branch --show-current", c.get("branch", "main")),
        Glob("**/*[Tt]est*", _tests_for(proj)),
        Read(proj + "/.editorconfig", "root = true\n\n[*]\nindent_style = space\nindent_size = 4\nend_of_line = lf\ninsert_final_newline = true"),
        Bash("git log -1 --format='%an%n%s'", "Jules Martin\n" + msgs[5]),
    ]
    if c["fmt"] in ("codex", "osmia"):
        pool = [p for p in pool if p.get("name") != "TodoWrite"]
    return pool

def pad(c, minimum=None):
    if minimum is None:
        minimum = 21 + int(hashlib.sha256(c["id"].encode()).hexdigest()[:4], 16) % 11
    lines, *_ = render(c)
    if len(lines) >= minimum:
        return
    pool = _noise_pool(c)
    steps = c["steps"]
    at = 1 if steps and steps[0]["k"] == "user" else 0
    for p in pool:
        steps.insert(at, p); at += 1
        c["steps"] = steps
        if len(render(c)[0]) >= minimum:
            return

# ----------------------------------------------------------------- long sessions: bury the cause in ordinary work
def _work_noise(c, n):
    proj = c["project"]; name = os.path.basename(proj.rstrip("/")); d = Det(c["id"] + "/work")
    mods = ["settings", "session", "storage", "network", "telemetry", "config", "render", "input", "power", "logging"]
    exts = collections.Counter(os.path.splitext(st["input"].get("file_path", ""))[1] for st in c["steps"]
                               if st.get("input") and st["input"].get("file_path"))
    ext = next((e for e, _ in exts.most_common() if e in (".swift", ".kt", ".dart", ".c", ".cpp", ".gd", ".ts", ".tsx", ".rs", ".cs")), ".c")
    body = {".py": "\"\"\"{m} helpers.\"\"\"\n\n\ndef load_{m}(ctx):\n    return ctx.store.get('{m}')\n\n\ndef save_{m}(ctx, obj):\n    _validate_{m}(obj)\n    ctx.store.put('{m}', obj)",
            ".go": "package {m}\n\n// Load{M} reads the {m} record.\nfunc Load{M}(ctx context.Context, s Store) (*{M}, error) {{\n\treturn s.Get{M}(ctx)\n}}",
            ".ts": "// {m} helpers\nexport function load{M}(ctx: Ctx) {{\n  return ctx.store.get('{m}')\n}}\n\nexport function save{M}(ctx: Ctx, obj: unknown) {{\n  ctx.store.put('{m}', obj)\n}}"}
    body[".tsx"] = body[".ts"]
    body.update({".swift": "import Foundation\n\n/// {M} helpers.\nstruct {M}Store {{\n    let defaults: UserDefaults\n    func load() -> {M}? {{ defaults.object(forKey: \"{m}\") as? {M} }}\n}}",
            ".kt": "package com.acme.app.{m}\n\n/** {M} helpers. */\nclass {M}Repository(private val store: KeyValueStore) {{\n    fun load(): {M}? = store.get(\"{m}\")\n}}",
            ".dart": "/// {M} helpers.\nclass {M}Repository {{\n  {M}Repository(this._store);\n  final KeyValueStore _store;\n  Future<{M}?> load() => _store.read('{m}');\n}}",
            ".c": "/* {m}.c - {m} helpers */\n#include \"{m}.h\"\n\nint {m}_init(struct {m}_ctx *ctx)\n{{\n\tmemset(ctx, 0, sizeof(*ctx));\n\treturn 0;\n}}",
            ".cs": "using UnityEngine;\n\n// {M} helpers\npublic static class {M}Util\n{{\n    public static void Init() {{ Debug.Log(\"{m} ready\"); }}\n}}",
            ".gd": "extends Node\n## {m} helpers\n\nfunc load_{m}() -> Dictionary:\n\treturn Save.read(\"{m}\")",
            ".rs": "//! {m} helpers\nuse crate::hal;\n\npub fn init_{m}(p: &mut hal::Peripherals) {{\n    let _ = p;\n}}"})
    tmpl = body.get(ext, "// {m} helpers (see docs/{m}.md)")
    out = []
    for i in range(n):
        m = mods[(int(d.hx(2), 16) + i) % len(mods)]
        kind = i % 6
        if kind == 0:
            out.append(Read(f"{proj}/docs/{m}.md", f"# {m}\n\nNotes on the {m} layer of {name}.\n\n- Keep functions small; no allocation on hot paths.\n- Every public function has a unit test.\n- See ADR-00{i % 9 + 1} for the history."))
        elif kind == 1:
            out.append(Grep(f"{m}_init|load\\(", f"src/{m}{ext}:{10 + i}:{m}_init\nsrc/{m}{ext}:{40 + i}:load()\nsrc/main{ext}:{77 + i}:{m}_init", path="src"))
        elif kind == 2:
            out.append(S(f"The {m} module isn't involved in this path; it only wraps persistence. Moving on."))
        elif kind == 3:
            out.append(Bash(f"git log --oneline -3 -- src/{m}*", f"{d.hx(7)} {m}: tidy imports\n{d.hx(7)} {m}: add docstrings\n{d.hx(7)} initial import of {m}"))
        elif kind == 4:
            out.append(Read(f"{proj}/src/{m}{ext}", tmpl.format(m=m, M=m.capitalize())))
        else:
            out.append(T(f"Nothing in {m} explains the behaviour; the relevant code is elsewhere. Let me keep the change minimal."))
    return out

def lengthen(c, target):
    """Insert ordinary work steps spread over the first two thirds of the session until ~target lines."""
    base = len(render(c)[0])
    if base >= target:
        return
    steps = c["steps"]; k = max(2, int(len(steps) * 0.66))
    noise = _work_noise(c, 60)
    j = 0
    while len(render(c)[0]) < target and j < len(noise):
        pos = 1 + (j * 7) % k
        steps.insert(pos, noise[j]); j += 1; k += 1
        c["steps"] = steps
    while len(render(c)[0]) > 120:
        steps.remove(noise[j - 1]); j -= 1
