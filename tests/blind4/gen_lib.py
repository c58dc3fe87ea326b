"""Format-agnostic run scripts rendered into four agent stream formats.

A case is a list of steps (say / sh / read / grep / edit / write / deny / api) plus an
ending.  The renderer turns it into Claude stream-json, a Claude Code session
transcript, Codex `exec --json` or Osmia agentstream lines, and records which
1-based line numbers each step produced so that evidence can be labelled by step.
"""
import hashlib
import json
import uuid
from datetime import datetime, timedelta

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]


# ---------------------------------------------------------------- steps
def say(text, ev=None):
    """Agent prose. ev="codex": evidence only in Codex streams, where file_change items hide edit contents."""
    return {"k": "say", "text": text, "ev": ev}


def sh(cmd, out="", rc=0, ev=None, desc=None):
    return {"k": "sh", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "desc": desc}


def read(path, content, ev=None):
    return {"k": "read", "path": path, "content": content, "ev": ev}


def grep(pattern, out, path=".", ev=None):
    return {"k": "grep", "pattern": pattern, "out": out, "path": path, "ev": ev}


def edit(path, old, new, ev=None):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev}


def write(path, content, ev=None):
    return {"k": "write", "path": path, "content": content, "ev": ev}


def deny(tool, target, ev="out"):
    """Harness refuses a tool call (approval / sandbox policy). tool: Bash|Write|Edit."""
    return {"k": "deny", "tool": tool, "target": target, "ev": ev}


def api(text, ev="out"):
    """Provider/CLI error that ends the session (always the last step)."""
    return {"k": "api", "text": text, "ev": ev}


# ---------------------------------------------------------------- helpers
def h(*parts):
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest()


def uid(*parts):
    return str(uuid.UUID(h(*parts)[:32]))


def b58ish(*parts, n=24):
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    x = int(h(*parts), 16)
    s = ""
    while len(s) < n:
        x, r = divmod(x, len(alphabet))
        s += alphabet[r]
    return s


def numbered(content):
    return "\n".join(f"{i:>6}\u2192{line}" for i, line in enumerate(content.split("\n"), 1))


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


class Clock:
    def __init__(self, seed):
        base = datetime(2026, 11, 16, 6, 0, 0) + timedelta(minutes=int(h(seed)[:6], 16) % (6 * 24 * 60))
        self.t = base
        self.seed = seed
        self.n = 0

    def tick(self, lo=1, hi=9):
        self.n += 1
        self.t += timedelta(seconds=lo + int(h(self.seed, self.n)[:4], 16) % (hi - lo + 1))
        return self.t

    def iso(self, ms=False):
        if ms:
            return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{int(h(self.seed, 'ms', self.n)[:3], 16) % 1000:03d}Z"
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")


# ---------------------------------------------------------------- renderers
CLAUDE_TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
                "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]


def claude_tool(step, cwd):
    k = step["k"]
    if k == "sh":
        inp = {"command": step["cmd"]}
        if step.get("desc"):
            inp["description"] = step["desc"]
        return "Bash", inp
    if k == "read":
        return "Read", {"file_path": f"{cwd}/{step['path']}"}
    if k == "grep":
        return "Grep", {"pattern": step["pattern"], "path": step["path"], "output_mode": "content", "-n": True}
    if k == "edit":
        return "Edit", {"file_path": f"{cwd}/{step['path']}", "old_string": step["old"], "new_string": step["new"]}
    if k == "write":
        return "Write", {"file_path": f"{cwd}/{step['path']}", "content": step["content"]}
    if k == "deny":
        if step["tool"] == "Bash":
            return "Bash", {"command": step["target"]}
        return step["tool"], {"file_path": step["target"], "content": "", "old_string": "", "new_string": ""} if step["tool"] == "Edit" else {"file_path": step["target"], "content": "..."}
    raise ValueError(k)


def claude_result_text(step, cwd):
    k = step["k"]
    if k == "sh":
        out = step["out"]
        if step["rc"]:
            return (out + ("\n" if out else "") + f"Exit code {step['rc']}").strip(), True
        return out, False
    if k == "read":
        if step["content"].startswith("<tool_use_error>"):
            return step["content"], True
        return numbered(step["content"]), False
    if k == "grep":
        return step["out"] or "No matches found", False
    if k == "edit":
        return f"The file {cwd}/{step['path']} has been updated successfully.", False
    if k == "write":
        return f"File created successfully at: {cwd}/{step['path']}", False
    if k == "deny":
        if step["tool"] == "Bash":
            return "Claude requested permissions to use Bash, but you haven't granted it yet.", True
        return f"Claude requested permissions to write to {step['target']}, but you haven't granted it yet.", True
    raise ValueError(k)


def render(case, fmt):
    """Return (lines, step_lines) where step_lines[i] = {'call': [..], 'out': [..]} (1-based)."""
    seed = case["id"]
    clk = Clock(seed)
    cwd = case.get("cwd", "/workspace/repo")
    model = case.get("model") or ("gpt-5-codex" if fmt == "codex" else "claude-sonnet-4-5-20250929")
    sid = uid(seed, "session")
    lines = []
    step_lines = []
    denials = []
    n_tool = [0]
    end = case["end"]

    def emit(obj):
        lines.append(dumps(obj))
        return len(lines)

    usage_in = [3000 + int(h(seed, "u")[:3], 16)]

    def usage():
        usage_in[0] += 900 + int(h(seed, len(lines))[:3], 16)
        return {"input_tokens": 4, "cache_creation_input_tokens": 400 + int(h(seed, 'c', len(lines))[:3], 16) % 2000,
                "cache_read_input_tokens": usage_in[0], "output_tokens": 40 + int(h(seed, 'o', len(lines))[:2], 16),
                "service_tier": "standard"}

    if fmt == "claude":
        emit({"type": "system", "subtype": "init", "cwd": cwd, "session_id": sid, "tools": CLAUDE_TOOLS,
              "mcp_servers": [], "model": model, "permissionMode": case.get("perm_mode", "acceptEdits"),
              "apiKeySource": "none", "output_style": "default", "uuid": uid(seed, "init")})
        for i, st in enumerate(case["steps"]):
            rec = {"call": [], "out": []}
            if st["k"] == "say":
                rec["call"].append(emit({"type": "assistant", "message": {
                    "id": "msg_01" + b58ish(seed, i), "type": "message", "role": "assistant", "model": model,
                    "content": [{"type": "text", "text": st["text"]}], "stop_reason": None, "stop_sequence": None,
                    "usage": usage()}, "parent_tool_use_id": None, "session_id": sid, "uuid": uid(seed, i, "a")}))
            elif st["k"] == "api":
                rec["out"].append(emit({"type": "assistant", "message": {
                    "id": uid(seed, i, "syn"), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                    "stop_sequence": "", "type": "message",
                    "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                              "cache_read_input_tokens": 0, "server_tool_use": {"web_search_requests": 0},
                              "service_tier": None},
                    "content": [{"type": "text", "text": st["text"]}]}, "parent_tool_use_id": None,
                    "session_id": sid, "uuid": uid(seed, i, "a")}))
                rec["out"].append(emit({"type": "result", "subtype": "success", "is_error": True,
                                        "duration_ms": 200000 + int(h(seed, 'd')[:4], 16), "duration_api_ms": 150000,
                                        "num_turns": n_tool[0] + 1, "result": st["text"], "session_id": sid,
                                        "total_cost_usd": case["cost"], "usage": {"input_tokens": usage_in[0], "output_tokens": 4100},
                                        "permission_denials": denials, "uuid": uid(seed, "result")}))
            else:
                n_tool[0] += 1
                tid = "toolu_01" + b58ish(seed, i, "t", n=22)
                name, inp = claude_tool(st, cwd)
                rec["call"].append(emit({"type": "assistant", "message": {
                    "id": "msg_01" + b58ish(seed, i), "type": "message", "role": "assistant", "model": model,
                    "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}], "stop_reason": None,
                    "stop_sequence": None, "usage": usage()}, "parent_tool_use_id": None, "session_id": sid,
                    "uuid": uid(seed, i, "a")}))
                text, err = claude_result_text(st, cwd)
                block = {"tool_use_id": tid, "type": "tool_result", "content": text}
                if err:
                    block["is_error"] = True
                rec["out"].append(emit({"type": "user", "message": {"role": "user", "content": [block]},
                                        "parent_tool_use_id": None, "session_id": sid, "uuid": uid(seed, i, "u")}))
                if st["k"] == "deny":
                    denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
            step_lines.append(rec)
        if end in ("ok", "fail"):
            emit({"type": "result", "subtype": "success", "is_error": False,
                  "duration_ms": 200000 + int(h(seed, 'd')[:4], 16), "duration_api_ms": 150000,
                  "num_turns": n_tool[0] + 1, "result": case["summary"], "session_id": sid,
                  "total_cost_usd": case["cost"], "usage": {"input_tokens": usage_in[0], "output_tokens": 4100},
                  "permission_denials": denials, "uuid": uid(seed, "result")})
        elif end == "max_turns":
            emit({"type": "result", "subtype": "error_max_turns", "is_error": True,
                  "duration_ms": 200000 + int(h(seed, 'd')[:4], 16), "duration_api_ms": 150000,
                  "num_turns": n_tool[0] + 1, "session_id": sid, "total_cost_usd": case["cost"],
                  "usage": {"input_tokens": usage_in[0], "output_tokens": 4100},
                  "permission_denials": denials, "uuid": uid(seed, "result")})

    elif fmt == "claude-transcript":
        branch = case.get("branch") or case["ticket"].lower() + "-agent"
        prev = [None]

        def tline(kind, msg, extra=None):
            clk.tick()
            u = uid(seed, len(lines), "tr")
            obj = {"parentUuid": prev[0], "isSidechain": False, "userType": "external", "cwd": cwd,
                   "sessionId": sid, "version": "2.0.37", "gitBranch": branch, "type": kind, "message": msg}
            if extra:
                obj.update(extra)
            obj["uuid"] = u
            obj["timestamp"] = clk.iso(ms=True)
            prev[0] = u
            return emit(obj)

        emit({"type": "file-history-snapshot", "messageId": uid(seed, "fh"),
              "snapshot": {"messageId": uid(seed, "fh"), "trackedFileBackups": {}, "timestamp": clk.iso(ms=True)},
              "isSnapshotUpdate": False})
        tline("user", {"role": "user", "content": case["prompt"]}, {"permissionMode": case.get("perm_mode", "acceptEdits")})
        for i, st in enumerate(case["steps"]):
            rec = {"call": [], "out": []}
            if st["k"] == "say":
                rec["call"].append(tline("assistant", {"model": model, "id": "msg_01" + b58ish(seed, i), "type": "message",
                                                      "role": "assistant", "content": [{"type": "text", "text": st["text"]}],
                                                      "stop_reason": None, "stop_sequence": None, "usage": usage()},
                                        {"requestId": "req_011C" + b58ish(seed, i, "r", n=20)}))
            elif st["k"] == "api":
                rec["out"].append(tline("assistant", {"id": uid(seed, i, "syn"), "model": "<synthetic>", "role": "assistant",
                                                     "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                                                     "usage": {"input_tokens": 0, "output_tokens": 0,
                                                               "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0},
                                                     "content": [{"type": "text", "text": st["text"]}]},
                                       {"isApiErrorMessage": True}))
            else:
                n_tool[0] += 1
                tid = "toolu_01" + b58ish(seed, i, "t", n=22)
                name, inp = claude_tool(st, cwd)
                rec["call"].append(tline("assistant", {"model": model, "id": "msg_01" + b58ish(seed, i), "type": "message",
                                                      "role": "assistant",
                                                      "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}],
                                                      "stop_reason": None, "stop_sequence": None, "usage": usage()},
                                        {"requestId": "req_011C" + b58ish(seed, i, "r", n=20)}))
                text, err = claude_result_text(st, cwd)
                block = {"tool_use_id": tid, "type": "tool_result", "content": text, "is_error": err}
                tur = {"stdout": text if st["k"] == "sh" and not err else "", "stderr": text if err and st["k"] == "sh" else "",
                       "interrupted": False, "isImage": False} if st["k"] == "sh" else (text if err else {"type": "text"})
                rec["out"].append(tline("user", {"role": "user", "content": [block]}, {"toolUseResult": tur}))
            step_lines.append(rec)
        if end in ("ok", "fail"):
            tline("assistant", {"model": model, "id": "msg_01" + b58ish(seed, "end"), "type": "message", "role": "assistant",
                                "content": [{"type": "text", "text": case["summary"]}], "stop_reason": "end_turn",
                                "stop_sequence": None, "usage": usage()}, {"requestId": "req_011C" + b58ish(seed, "endr", n=20)})

    elif fmt == "codex":
        emit({"type": "thread.started", "thread_id": uid(seed, "thread")[:8] + "-" + uid(seed, "thread")[9:]})
        emit({"type": "turn.started"})
        item = [0]

        def nid():
            v = f"item_{item[0]}"
            item[0] += 1
            return v

        def cmd_for(st):
            if st["k"] == "sh":
                c = st["cmd"]
            elif st["k"] == "read":
                c = f"sed -n '1,200p' {st['path']}"
            elif st["k"] == "grep":
                c = f"rg -n \"{st['pattern']}\" {st['path']}"
            else:
                c = st["target"]
            if "'" in c:
                return "bash -lc " + json.dumps(c)
            return f"bash -lc '{c}'"

        for i, st in enumerate(case["steps"]):
            rec = {"call": [], "out": []}
            k = st["k"]
            if k == "say":
                rec["call"].append(emit({"type": "item.completed", "item": {"id": nid(), "type": "reasoning", "text": st["text"]}}))
            elif k == "api":
                rec["out"].append(emit({"type": "error", "message": st["text"]}))
                rec["out"].append(emit({"type": "turn.failed", "error": {"message": st["text"]}}))
            elif k in ("edit", "write"):
                n_tool[0] += 1
                ln = emit({"type": "item.completed", "item": {"id": nid(), "type": "file_change",
                                                              "changes": [{"path": f"{cwd}/{st['path']}", "kind": "update" if k == "edit" else "add"}],
                                                              "status": "completed"}})
                rec["call"].append(ln)
                rec["out"].append(ln)
            elif k == "deny" and st["tool"] != "Bash":
                n_tool[0] += 1
                ln = emit({"type": "item.completed", "item": {"id": nid(), "type": "file_change",
                                                              "changes": [{"path": st["target"], "kind": "update"}],
                                                              "status": "failed"}})
                rec["call"].append(ln)
                rec["out"].append(ln)
            else:
                n_tool[0] += 1
                iid = nid()
                c = cmd_for(st)
                rec["call"].append(emit({"type": "item.started", "item": {"id": iid, "type": "command_execution", "command": c,
                                                                          "aggregated_output": "", "exit_code": None,
                                                                          "status": "in_progress"}}))
                if k == "deny":
                    out, rc, status = "exec command rejected by user", None, "declined"
                elif k == "sh":
                    out, rc = st["out"], st["rc"]
                    status = "failed" if rc else "completed"
                elif k == "read" and st["content"].startswith("<tool_use_error>"):
                    out, rc, status = f"sed: can't read {st['path']}: No such file or directory", 2, "failed"
                elif k == "read":
                    out, rc, status = st["content"], 0, "completed"
                else:
                    out, rc, status = st["out"], 0 if st["out"] else 1, "completed" if st["out"] else "failed"
                rec["out"].append(emit({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": c,
                                                                           "aggregated_output": out, "exit_code": rc,
                                                                           "status": status}}))
            step_lines.append(rec)
        if end in ("ok", "fail"):
            emit({"type": "item.completed", "item": {"id": nid(), "type": "agent_message", "text": case["summary"]}})
            emit({"type": "turn.completed", "usage": {"input_tokens": usage_in[0] * 3, "cached_input_tokens": usage_in[0] * 2,
                                                      "output_tokens": 3000 + int(h(seed, 'co')[:3], 16)}})

    elif fmt == "osmia":
        clk.tick()
        emit({"type": "system", "subtype": "init", "timestamp": clk.iso(), "session_id": sid})
        for i, st in enumerate(case["steps"]):
            rec = {"call": [], "out": []}
            k = st["k"]
            clk.tick()
            if k == "say":
                rec["call"].append(emit({"type": "content", "timestamp": clk.iso(), "role": "assistant", "content": st["text"]}))
            elif k == "api":
                rec["out"].append(emit({"type": "content", "timestamp": clk.iso(), "role": "assistant", "content": st["text"]}))
                clk.tick()
                emit({"type": "cost", "timestamp": clk.iso(), "input_tokens": usage_in[0] * 4, "output_tokens": 5000,
                      "cost_usd": case["cost"]})
                rec["out"].append(emit({"type": "result", "timestamp": clk.iso(), "success": False, "summary": st["text"]}))
            else:
                n_tool[0] += 1
                name, inp = claude_tool(st, cwd)
                if k in ("read", "edit", "write"):
                    inp = dict(inp, file_path=st["path"])
                rec["call"].append(emit({"type": "tool_use", "timestamp": clk.iso(), "tool": name, "args": inp}))
                clk.tick()
                if k == "deny":
                    text = (f"Permission to use {name} has been denied because Claude Code is running in don't ask mode.")
                else:
                    text, _ = claude_result_text(st, cwd)
                    if k == "sh" and st["rc"]:
                        text = st["out"] + f"\nexit status {st['rc']}" if "exit status" not in st["out"] else st["out"]
                rec["out"].append(emit({"type": "content", "timestamp": clk.iso(), "role": "tool", "content": text}))
            step_lines.append(rec)
        if end in ("ok", "fail"):
            clk.tick()
            emit({"type": "content", "timestamp": clk.iso(), "role": "assistant", "content": case["summary"]})
            emit({"type": "cost", "timestamp": clk.iso(), "input_tokens": usage_in[0] * 4, "output_tokens": 5000,
                  "cost_usd": case["cost"]})
            clk.tick()
            emit({"type": "result", "timestamp": clk.iso(), "success": end == "ok", "summary": case["summary"]})
    else:
        raise ValueError(fmt)
    return lines, step_lines


def evidence_lines(case, step_lines, fmt=None):
    ev = set()
    for st, rec in zip(case["steps"], step_lines):
        e = st.get("ev")
        if e == "codex":
            e = "call" if fmt == "codex" else None
        if not e:
            continue
        if e in ("call", "both"):
            ev.update(rec["call"] or rec["out"])
        if e in ("out", "both"):
            ev.update(rec["out"] or rec["call"])
    return sorted(ev)


def tool_stats(case):
    calls = [s for s in case["steps"] if s["k"] not in ("say", "api")]
    paths = {s["path"] for s in case["steps"] if s["k"] in ("edit", "write")}
    longest, cur, prev = 0, 0, None
    for s in calls:
        key = json.dumps({k: v for k, v in s.items() if k != "ev"}, sort_keys=True)
        cur = cur + 1 if key == prev else 1
        prev = key
        longest = max(longest, cur)
    return len(calls), len(paths), longest


# ---------------------------------------------------------------- registry
CASES = []


def case(mode, slug, ticket, title, body, steps, end, why, summary="", near="", fmt=None, state=None,
         watchdog=None, result="auto", cwd=None, model=None, perm_mode=None, branch=None, prefix="g"):
    CASES.append(dict(mode=mode, slug=slug, ticket=ticket, title=title, body=body, steps=steps, end=end, why=why,
                      summary=summary, near=near, fmt=fmt, state=state, watchdog=watchdog, result=result,
                      cwd=cwd or "/workspace/repo", model=model, perm_mode=perm_mode, branch=branch, prefix=prefix))


# distractor exploration: git history with alarming subjects, listings, READMEs
GITLOG_POOL = [
    "fix(worker): kill stale jobs after timeout",
    "Revert \"deny anonymous uploads\"",
    "chore(deps): bump lockfile after audit",
    "ci: retry flaky network step on 503",
    "hotfix: OOM in nightly export",
    "test: mark slow permission test as integration",
    "docs: explain 'permission denied' on shared volumes",
    "fix: handle missing module in plugin loader",
    "refactor: drop unused retry helper",
    "build: pin toolchain in CI image",
    "fix(auth): return 403 instead of 500 when token expired",
    "perf: avoid timeout in bulk import",
    "chore: remove dead feature flag",
    "fix: disk full handling in upload spool",
    "Merge pull request #812 from ops/rate-limit-backoff",
    "feat: add --force to cleanup command",
]
README_POOL = [
    "## Troubleshooting\n\nIf `make test` prints `permission denied` for `/var/run/app.sock`, you are\nrunning outside the dev container; CI is unaffected.\n",
    "## Development\n\nTests that talk to the network are marked `@pytest.mark.network` and are\nskipped by default. A `connection refused` warning from the metrics exporter\nduring tests is expected.\n",
    "## Known issues\n\n- The first build after a toolchain bump may fail with `killed` on 2 GB\n  laptops; CI runners have 8 GB.\n- Rate limits on the staging API are low; do not run the e2e suite in a loop.\n",
    "## Contributing\n\nKeep PRs small and focused: one ticket, one PR. Do not reformat files you\ndid not otherwise change. Run the linter only on touched files.\n",
]


def distractors(c, n):
    """n exploration steps, deterministic per case."""
    out = []
    k = int(h(c["id"], "dx")[:6], 16)
    subjects = [GITLOG_POOL[(k + 3 * i) % len(GITLOG_POOL)] for i in range(6)]
    shas = [h(c["id"], "sha", i)[:7] for i in range(6)]
    authors = ["mkowalski", "a.osei", "jpriya", "t.nguyen", "lfernandes", "r.haddad"]
    pool = [
        sh("git log --oneline -6", "\n".join(f"{s} {m}" for s, m in zip(shas, subjects))),
        read("README.md", f"# {c['repo_name']}\n\n" + README_POOL[k % len(README_POOL)]),
        sh("git status --short", ""),
        sh("ls", c.get("ls", "README.md\nMakefile\ndocs\nsrc\ntests")),
        sh("git branch --show-current", c.get("branch") or c["ticket"].lower() + "-agent"),
        grep("TODO|FIXME", f"docs/ARCHITECTURE.md:88:TODO: document retry and timeout policy\nsrc/{c['repo_name'].split('-')[0]}/__init__.py:3:# FIXME: remove legacy alias after 3.0"),
        sh("git log --since='2 weeks ago' --format='%an: %s' | head -4",
           "\n".join(f"{authors[(k + i) % 6]}: {subjects[(i + 2) % 6]}" for i in range(4))),
        sh("git ls-files | wc -l", str(120 + k % 900)),
        sh("git log -1 --format=%s origin/main", subjects[-1]),
    ]
    start = k % len(pool)
    for i in range(min(n, len(pool))):
        out.append(pool[(start + i) % len(pool)])
    return out
