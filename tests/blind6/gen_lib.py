"""Deterministic builders for blind-set runs.

A case is written once as abstract steps and rendered into one of four
stream formats: Claude stream-json (`claude`), Claude Code session
transcript (`claude-transcript`), Codex `exec --json` (`codex`) and Osmia
agentstream (`osmia`). Evidence lines are computed while rendering: every
step built with ev=True records the 1-based line(s) that show the cause.
"""
import hashlib
import json
import random
import uuid
from datetime import datetime, timedelta

MODES = ["infra_failure", "permission_blocked", "dependency_missing",
         "test_misunderstanding", "wrong_approach", "scope_creep",
         "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
CWD = "/workspace/repo"
MODEL = "claude-sonnet-4-5-20250929"


# ---------------------------------------------------------------- steps
def S(text, ev=False):
    """assistant prose"""
    return {"k": "say", "text": text, "ev": ev}


def T(text):
    """thinking / reasoning"""
    return {"k": "think", "text": text, "ev": False}


def B(cmd, out="", rc=0, ev=False, ev_call=False):
    """shell command with its output and exit code"""
    return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "ev_call": ev_call}


def R(path, content):
    return {"k": "read", "path": path, "out": content, "ev": False}


def G(pattern, out, path="."):
    return {"k": "grep", "pattern": pattern, "path": path, "out": out, "ev": False}


def E(path, old, new, ev=False):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev}


def W(path, content, ev=False):
    return {"k": "write", "path": path, "content": content, "ev": ev}


def D(cmd, ev=True, tool="Bash"):
    """an action refused by the engine's permission policy / sandbox"""
    return {"k": "deny", "cmd": cmd, "tool": tool, "ev": ev}


def RAW(per_format, ev=False):
    """raw line(s) per format: {"claude": [obj|str...], ...}; missing key -> nothing"""
    return {"k": "raw", "per": per_format, "ev": ev}


# ------------------------------------------------------------- helpers
def hex4(slug):
    return hashlib.sha1(("blind12/" + slug).encode()).hexdigest()[:4]


def _uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def _tid(rng, prefix="toolu_01"):
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    return prefix + "".join(rng.choice(alphabet) for _ in range(22))


def _numbered(content):
    lines = content.split("\n")
    return "\n".join(f"{i + 1:>6}\u2192{l}" for i, l in enumerate(lines))


def _ts(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def _ts_ms(t):
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


# --------------------------------------------------------- distractors
GENERIC_EXPLORE = [
    lambda c: B("git log --oneline -6", c.get("gitlog") or
                "4e1a9c2 Merge pull request #2291 from ops/fix-flaky-timeout\n"
                "b7d3310 ci: retry docker pull on 502 from registry\n"
                "91c0aa4 fix: crash when cache dir is not writable\n"
                "0f2e6b8 chore: drop deprecated lockfile v1 support\n"
                "77ab12d revert \"perf: kill idle workers after 30s\"\n"
                "3c9e5f1 docs: troubleshooting for permission denied on /var/run"),
    lambda c: B("ls", c.get("ls") or "CHANGELOG.md\nLICENSE\nMakefile\nREADME.md\ndocs\nscripts\nsrc\ntests"),
    lambda c: B("git status --short", ""),
    lambda c: B("git branch --show-current", "agent/" + c["ticket"].lower()),
    lambda c: B("ls tests 2>/dev/null || ls test", c.get("tests_ls") or "conftest.py\nfixtures\nhelpers\nintegration\nunit"),
    lambda c: B("rg -n 'TODO|FIXME' --max-count 3 -g '!vendor' .", c.get("todos") or
                "scripts/release.sh:14:# TODO: fail hard when the registry push times out\n"
                "docs/ops.md:88:FIXME: document what to do when the pod is OOMKilled\n"
                "Makefile:41:# TODO: drop the deprecated --legacy-peer-deps flag"),
    lambda c: B("git log -3 --format='%h %s' -- .", c.get("gitlog2") or
                "c0ffee1 hotfix: permission denied writing cache on read-only rootfs\n"
                "9a8b7c6 test: quarantine flaky timeout test in e2e\n"
                "5d4e3f2 build: bump base image, removes deprecated openssl1.1"),
    lambda c: R(f"{CWD}/CONTRIBUTING.md", "# Contributing\n\nRun the unit tests before pushing. CI kills jobs after 30 minutes;\n"
                "if you see `Killed` or exit 137 locally, give Docker more memory.\nNever commit secrets; the pre-push hook rejects them."),
    lambda c: R(f"{CWD}/README.md", c.get("readme") or
                "# service\n\nInternal service.\n\n## Troubleshooting\n\n- `Permission denied` on `/var/run/app.sock`: run as the `app` user.\n"
                "- Timeouts against staging: the VPN drops idle sockets after 60s.\n- OOMKilled in CI: raise the runner memory, not the heap.\n"),
]


READ_ONLY_EXPLORE = [
    next(f for f in GENERIC_EXPLORE if f({'ticket': 'x'})['k'] == 'read'),
    lambda c: G("TODO|FIXME", c.get("todos") or
                "scripts/release.sh:14:# TODO: fail hard when the registry push times out\n"
                "docs/ops.md:88:FIXME: document what to do when the pod is OOMKilled"),
    lambda c: R(f"{CWD}/CONTRIBUTING.md", "# Contributing\n\nRun the unit tests before pushing. CI kills jobs after 30 minutes;\n"
                "if you see `Killed` or exit 137 locally, give Docker more memory."),
    lambda c: R(f"{CWD}/.gitignore", "node_modules/\nvendor/\n.env\ncoverage/\n*.log"),
    lambda c: G("def |func |function ", "src/main:12: (matches elided: 214)"),
]


# ------------------------------------------------------------ renderers
class Out:
    def __init__(self):
        self.lines = []
        self.ev = []

    def add(self, obj, ev=False):
        self.lines.append(obj if isinstance(obj, str) else json.dumps(obj, ensure_ascii=False, separators=(",", ":")))
        if ev:
            self.ev.append(len(self.lines))
        return len(self.lines)


def _claude_like(case, steps, transcript):
    rng = random.Random(case["id"])
    out = Out()
    sid = _uuid(rng)
    _dur = random.Random("dur/" + case["id"]).randint(60000, 900000)
    t = case["_t0"]
    parent = None
    version = "2.0.37"
    branch = case.get("branch", "agent/" + case["ticket"].lower())
    denials = []

    def wrap(obj, typ):
        nonlocal parent, t
        t += timedelta(seconds=rng.randint(2, 19), milliseconds=rng.randint(0, 999))
        if not transcript:
            obj.update({"parent_tool_use_id": None, "session_id": sid, "uuid": _uuid(rng)})
            return obj
        u = _uuid(rng)
        line = {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": CWD,
                "sessionId": sid, "version": version, "gitBranch": branch, "type": typ}
        line.update(obj)
        line["uuid"] = u
        line["timestamp"] = _ts_ms(t)
        parent = u
        return line

    def amsg(content):
        m = {"id": "msg_01" + _tid(rng, "")[:22], "type": "message", "role": "assistant", "model": MODEL,
             "content": content, "stop_reason": None, "stop_sequence": None,
             "usage": {"input_tokens": rng.randint(4, 12), "cache_creation_input_tokens": rng.randint(200, 4000),
                       "cache_read_input_tokens": rng.randint(12000, 60000), "output_tokens": rng.randint(30, 600),
                       "service_tier": "standard"}}
        if transcript:
            return wrap({"message": m, "requestId": "req_011C" + _tid(rng, "")[:20]}, "assistant")
        return wrap({"type": "assistant", "message": m}, "assistant")

    def result_line(tid, text, is_error, extra=None):
        body = {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result", "content": text,
                                               **({"is_error": True} if is_error else {})}]}
        if transcript:
            obj = {"message": body}
            if extra is not None:
                obj["toolUseResult"] = extra
            return wrap(obj, "user")
        return wrap({"type": "user", "message": body}, "user")

    if transcript:
        out.add({"type": "file-history-snapshot", "messageId": _uuid(rng),
                 "snapshot": {"messageId": _uuid(rng), "trackedFileBackups": {}, "timestamp": _ts_ms(t)},
                 "isSnapshotUpdate": False})
        out.add(wrap({"data": {"type": "hook_progress", "hookEvent": "SessionStart", "hookName": "SessionStart:startup",
                               "command": "/opt/agent/hooks/session-start.sh"},
                      "parentToolUseID": _uuid(rng), "toolUseID": _uuid(rng)}, "progress"))
        out.add(wrap({"message": {"role": "user", "content": case["prompt"]},
                      "permissionMode": case.get("permission_mode", "acceptEdits")}, "user"))
    else:
        out.add({"type": "system", "subtype": "init", "cwd": CWD, "session_id": sid,
                 "tools": ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
                           "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"],
                 "mcp_servers": [], "model": MODEL, "permissionMode": case.get("permission_mode", "acceptEdits"),
                 "apiKeySource": "none", "output_style": "default", "uuid": _uuid(rng)})

    nprog = 0
    for st in steps:
        k = st["k"]
        ev = st.get("ev", False)
        if k == "say":
            out.add(amsg([{"type": "text", "text": st["text"]}]), ev)
        elif k == "think":
            out.add(amsg([{"type": "thinking", "thinking": st["text"], "signature": "EqQB" + _tid(rng, "")}]))
        elif k == "raw":
            for obj in st["per"].get("claude-transcript" if transcript else "claude", []):
                out.add(obj, ev)
        elif k in ("bash", "read", "grep", "edit", "write", "deny"):
            tid = _tid(rng)
            if k == "bash":
                inp = {"command": st["cmd"]}
                name = "Bash"
            elif k == "deny":
                inp = {"command": st["cmd"]} if st["tool"] == "Bash" else {"file_path": st["cmd"]}
                name = st["tool"]
            elif k == "read":
                inp = {"file_path": st["path"]}
                name = "Read"
            elif k == "grep":
                inp = {"pattern": st["pattern"], "path": st["path"], "output_mode": "content", "-n": True}
                name = "Grep"
            elif k == "edit":
                inp = {"file_path": st["path"], "old_string": st["old"], "new_string": st["new"]}
                name = "Edit"
            else:
                inp = {"file_path": st["path"], "content": st["content"]}
                name = "Write"
            call_ev = ev and (k in ("edit", "write") or st.get("ev_call"))
            out.add(amsg([{"type": "tool_use", "id": tid, "name": name, "input": inp}]), call_ev)
            if transcript and k == "bash" and nprog < 4 and rng.random() < 0.5:
                nprog += 1
                out.add(wrap({"data": {"type": "hook_progress", "hookEvent": "PreToolUse", "hookName": "PreToolUse:Bash",
                                       "command": "/opt/agent/hooks/guard.sh"}, "toolUseID": tid,
                              "parentToolUseID": tid}, "progress"))
            res_ev = ev and k in ("bash", "read", "grep", "deny")
            if k == "bash":
                text = st["out"]
                if st["rc"] not in (0, None):
                    text = (text + "\n" if text else "") if False else text
                    text = f"Exit code {st['rc']}\n" + text if text else f"Exit code {st['rc']}"
                out.add(result_line(tid, text, st["rc"] not in (0, None),
                                    {"stdout": st["out"], "stderr": "", "interrupted": False, "isImage": False}),
                        res_ev)
            elif k == "deny":
                msg = f"Claude requested permissions to use {name}, but you haven't granted it yet."
                denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
                out.add(result_line(tid, msg, True, "Error: " + msg), res_ev)
            elif k == "read":
                out.add(result_line(tid, _numbered(st["out"]), False,
                                    {"type": "text", "file": {"filePath": st["path"], "numLines": st["out"].count("\n") + 1}}),
                        res_ev)
            elif k == "grep":
                out.add(result_line(tid, st["out"], False, {"mode": "content", "numFiles": 1}), res_ev)
            elif k == "edit":
                out.add(result_line(tid, f"The file {st['path']} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
                                    + _numbered(st["new"]), False, {"filePath": st["path"], "oldString": st["old"],
                                                                      "newString": st["new"]}))
            else:
                out.add(result_line(tid, f"File created successfully at: {st['path']}", False,
                                    {"type": "create", "filePath": st["path"]}))
    end = case["end"]
    kind = end[0]
    if kind == "api_error":
        msg = end[1]
        if transcript:
            line = wrap({"message": {"id": _uuid(rng), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                                     "stop_sequence": "", "type": "message", "usage": {"input_tokens": 0, "output_tokens": 0},
                                     "content": [{"type": "text", "text": msg}]}, "isApiErrorMessage": True}, "assistant")
            out.add(line, end[2] if len(end) > 2 else True)
        else:
            out.add(wrap({"type": "assistant", "message": {"id": _uuid(rng), "model": "<synthetic>", "role": "assistant",
                                                           "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                                                           "usage": {"input_tokens": 0, "output_tokens": 0},
                                                           "content": [{"type": "text", "text": msg}]}}, "assistant"),
                    end[2] if len(end) > 2 else True)
            out.add({"type": "result", "subtype": "success", "is_error": True, "duration_ms": _dur,
                     "duration_api_ms": int(_dur * 0.72), "num_turns": len(steps), "result": msg,
                     "session_id": sid, "total_cost_usd": case["cost"], "usage": {"input_tokens": case["tokens"] // 10,
                                                                                  "output_tokens": case["tokens"] // 40},
                     "permission_denials": denials, "uuid": _uuid(rng)}, end[2] if len(end) > 2 else True)
    elif kind in ("ok", "fail"):
        text = end[1]
        if text:
            out.add(amsg([{"type": "text", "text": text}]), end[2] if len(end) > 2 else False)
        if not transcript:
            subtype = end[3] if len(end) > 3 else "success"
            out.add({"type": "result", "subtype": subtype, "is_error": kind == "fail" and subtype != "success",
                     "duration_ms": _dur, "duration_api_ms": int(_dur * 0.72),
                     "num_turns": len(steps), "result": text, "session_id": sid, "total_cost_usd": case["cost"],
                     "usage": {"input_tokens": case["tokens"] // 10, "output_tokens": case["tokens"] // 40},
                     "permission_denials": denials, "uuid": _uuid(rng)})
    # kind == "cut": stream just stops
    return out


def render_claude(case, steps):
    return _claude_like(case, steps, transcript=False)


def render_transcript(case, steps):
    return _claude_like(case, steps, transcript=True)


def render_codex(case, steps):
    rng = random.Random(case["id"])
    out = Out()
    out.add({"type": "thread.started", "thread_id": "019a" + hashlib.sha1(case["id"].encode()).hexdigest()[:4] + "-"
             + _uuid(rng)[9:]})
    out.add({"type": "turn.started"})
    n = 0

    def item(d, ev=False, started=False):
        nonlocal n
        d = dict(d)
        d["id"] = f"item_{n}"
        if not started:
            n += 1
        out.add({"type": "item.started" if started else "item.completed", "item": d}, ev)

    def sh(cmd):
        return "bash -lc " + json.dumps(cmd) if "'" in cmd else f"bash -lc '{cmd}'"

    for st in steps:
        k = st["k"]
        ev = st.get("ev", False)
        if k == "say":
            item({"type": "agent_message", "text": st["text"]}, ev)
        elif k == "think":
            item({"type": "reasoning", "text": st["text"]})
        elif k == "raw":
            for obj in st["per"].get("codex", []):
                out.add(obj, ev)
        elif k in ("bash", "read", "grep", "deny"):
            if k == "bash":
                cmd = st["cmd"]
            elif k == "read":
                cmd = f"sed -n '1,200p' {st['path'].replace(CWD + '/', '')}"
            elif k == "grep":
                cmd = f"rg -n {json.dumps(st['pattern'])} {st['path']}"
            else:
                cmd = st["cmd"]
            c = sh(cmd)
            item({"type": "command_execution", "command": c, "aggregated_output": "", "exit_code": None,
                  "status": "in_progress"}, ev and st.get("ev_call"), started=True)
            if k == "deny":
                item({"type": "command_execution", "command": c, "aggregated_output": "", "exit_code": None,
                      "status": "declined"}, ev)
            else:
                rc = st.get("rc", 0)
                o = st["out"] + ("\n" if st["out"] and not st["out"].endswith("\n") else "")
                item({"type": "command_execution", "command": c, "aggregated_output": o, "exit_code": rc,
                      "status": "completed" if rc == 0 else "failed"}, ev)
        elif k in ("edit", "write"):
            item({"type": "file_change", "changes": [{"path": st["path"], "kind": "update" if k == "edit" else "add"}],
                  "status": "completed"}, ev)
    end = case["end"]
    kind = end[0]
    if kind == "api_error":
        ev = end[2] if len(end) > 2 else True
        for m in end[3] if len(end) > 3 else []:
            out.add({"type": "error", "message": m})
        out.add({"type": "error", "message": end[1]}, ev)
        out.add({"type": "turn.failed", "error": {"message": end[1]}}, ev)
    elif kind in ("ok", "fail"):
        item({"type": "agent_message", "text": end[1]}, end[2] if len(end) > 2 else False)
        out.add({"type": "turn.completed", "usage": {"input_tokens": case["tokens"], "cached_input_tokens":
                                                     int(case["tokens"] * 0.88), "output_tokens": case["tokens"] // 45}})
    return out


def render_osmia(case, steps):
    rng = random.Random(case["id"])
    out = Out()
    t = case["_t0"]

    def ts():
        nonlocal t
        t += timedelta(seconds=rng.randint(2, 25))
        return _ts(t)

    out.add({"type": "system", "subtype": "init", "timestamp": ts(), "session_id": _uuid(rng)})
    for st in steps:
        k = st["k"]
        ev = st.get("ev", False)
        if k in ("say", "think"):
            out.add({"type": "content", "timestamp": ts(), "role": "assistant", "content": st["text"]}, ev and k == "say")
        elif k == "raw":
            for obj in st["per"].get("osmia", []):
                if isinstance(obj, dict) and "timestamp" in obj:
                    obj = dict(obj, timestamp=ts())
                out.add(obj, ev)
        elif k in ("bash", "read", "grep", "deny", "edit", "write"):
            if k == "bash":
                tool, args = "Bash", {"command": st["cmd"]}
            elif k == "deny":
                tool, args = st["tool"], ({"command": st["cmd"]} if st["tool"] == "Bash" else {"file_path": st["cmd"]})
            elif k == "read":
                tool, args = "Read", {"file_path": st["path"]}
            elif k == "grep":
                tool, args = "Grep", {"pattern": st["pattern"], "path": st["path"]}
            elif k == "edit":
                tool, args = "Edit", {"file_path": st["path"], "old_string": st["old"], "new_string": st["new"]}
            else:
                tool, args = "Write", {"file_path": st["path"], "content": st["content"]}
            out.add({"type": "tool_use", "timestamp": ts(), "tool": tool, "args": args},
                    ev and (k in ("edit", "write") or st.get("ev_call")))
            if k == "bash":
                o = st["out"]
                if st["rc"] not in (0, None):
                    o = (o + "\n" if o else "") + f"exit status {st['rc']}"
            elif k == "deny":
                o = f"Error: tool call rejected: {tool} is not in the allowed tools for this task (policy: readonly-shell)"
            elif k == "read":
                o = _numbered(st["out"])
            elif k == "grep":
                o = st["out"]
            elif k == "edit":
                o = f"Edited {st['path']}"
            else:
                o = f"Wrote {st['path']}"
            out.add({"type": "content", "timestamp": ts(), "role": "tool", "content": o},
                    ev and k in ("bash", "read", "grep", "deny"))
    end = case["end"]
    kind = end[0]
    if kind != "cut":
        out.add({"type": "cost", "timestamp": ts(), "input_tokens": case["tokens"], "output_tokens": case["tokens"] // 40,
                 "cost_usd": case["cost"]})
    if kind == "api_error":
        ev = end[2] if len(end) > 2 else True
        out.add({"type": "result", "timestamp": ts(), "success": False, "summary": end[1]}, ev)
    elif kind in ("ok", "fail"):
        if end[1]:
            out.add({"type": "content", "timestamp": ts(), "role": "assistant", "content": end[1]},
                    end[2] if len(end) > 2 else False)
        out.add({"type": "result", "timestamp": ts(), "success": kind == "ok",
                 "summary": end[4] if len(end) > 4 else end[1][:400]})
    return out


RENDER = {"claude": render_claude, "claude-transcript": render_transcript, "codex": render_codex, "osmia": render_osmia}
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}


def pad_steps(case):
    """insert exploration up front until the stream reaches 20 lines"""
    steps = list(case["steps"])
    rng = random.Random("pad/" + case["id"])
    pool = list(GENERIC_EXPLORE)
    if any(st["k"] == "deny" for st in steps):
        # the shell is refused in this run: explore with Read/Grep only
        pool = list(READ_ONLY_EXPLORE)
    rng.shuffle(pool)
    out = RENDER[case["fmt"]](case, steps)
    want = rng.randint(1, 3) if not case.get("no_explore") else 0
    i = 0
    while (i < want or len(out.lines) < 20) and i < len(pool):
        pos = 1 if steps and steps[0]["k"] in ("say", "think") else 0
        steps.insert(pos, pool[i](case))
        i += 1
        out = RENDER[case["fmt"]](case, steps)
    return steps, out


def build(case, idx):
    case = dict(case)
    case["id"] = f"h-{case['slug']}-{hex4(case['slug'])}"
    case["_t0"] = datetime(2026, 11, 16, 8, 0, 0) + timedelta(hours=idx * 3 + (idx % 5), minutes=(idx * 17) % 60)
    case.setdefault("tokens", 60000 + (int(hex4(case["slug"]), 16) % 300000))
    case.setdefault("cost", round(case["tokens"] / 250000, 2))
    case["prompt"] = f"# {case['ticket']}: {case['title']}\n\n{case['body'].strip()}\n"
    steps, out = pad_steps(case)
    succeeded = case["mode"] == "succeeded"
    edits = sorted({s["path"] for s in steps if s["k"] in ("edit", "write")})
    calls = [json.dumps({k: v for k, v in s.items() if k not in ("ev",)}, sort_keys=True)
             for s in steps if s["k"] not in ("say", "think", "raw")]
    longest = cur = 0
    prev = None
    for c in calls:
        cur = cur + 1 if c == prev else 1
        longest = max(longest, cur)
        prev = c
    t0 = case["_t0"]
    taskrun = {
        "id": case["id"], "ticket_id": case["ticket"], "engine": ENGINE[case["fmt"]],
        "current_engine": ENGINE[case["fmt"]], "engine_attempts": [ENGINE[case["fmt"]]],
        "state": case.get("state", "Succeeded" if succeeded else "Failed"),
        "retry_count": case.get("retry_count", 0), "max_retries": 2,
        "files_changed": case.get("files_changed", len(edits)), "tool_calls_total": len(calls),
        "consecutive_identical_tools": case.get("identical", longest),
        "tokens_consumed": case["tokens"], "cost_usd": case["cost"], "diagnosis_history": [],
        "created_at": _ts(t0), "updated_at": _ts(t0 + timedelta(minutes=4 + len(steps))),
    }
    taskrun.update(case.get("taskrun_extra", {}))
    ev = sorted(set(out.ev))
    return case, taskrun, out, ev
