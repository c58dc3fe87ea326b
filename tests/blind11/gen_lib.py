"""Rendering library: one format-neutral script -> four real stream formats."""
import hashlib, json, datetime, re, uuid as _uuid

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
EDIT_TOOLS = {"Edit", "MultiEdit", "Write"}


def h(s, n=8):
    return hashlib.sha1(s.encode()).hexdigest()[:n]


def duid(seed):
    return str(_uuid.UUID(hashlib.md5(seed.encode()).hexdigest()))


# ---- script steps -------------------------------------------------------
def say(text, ev=False):
    return {"k": "say", "text": text, "ev": ev}


def tool(name, inp, out="", err=False, ev=None, declined=False, exit=None):
    """ev: None, 'call' (the call line is evidence) or 'out' (the output line)."""
    if ev is True:
        ev = "call" if name in EDIT_TOOLS else "out"
    d = {"k": "tool", "name": name, "input": inp, "out": out, "err": err, "ev": ev, "declined": declined}
    if exit is not None:
        d["exit"] = exit
    return d


def bash(cmd, out="", err=False, ev=None, declined=False, exit=None):
    return tool("Bash", {"command": cmd}, out, err, ev, declined, exit)


def read(path, out, ev=None):
    return tool("Read", {"file_path": "/workspace/repo/" + path}, out, False, ev)


def grep(pattern, out, path=".", ev=None):
    return tool("Grep", {"pattern": pattern, "path": path, "output_mode": "content", "-n": True}, out, False, ev)


def glob(pattern, out):
    return tool("Glob", {"pattern": pattern}, out)


def edit(path, old, new, ev=None):
    return tool("Edit", {"file_path": "/workspace/repo/" + path, "old_string": old, "new_string": new},
                "The file /workspace/repo/%s has been updated." % path, False, "call" if ev else None)


def multiedit(path, edits, ev=None):
    return tool("MultiEdit", {"file_path": "/workspace/repo/" + path,
                              "edits": [{"old_string": o, "new_string": n} for o, n in edits]},
                "Applied %d edits to /workspace/repo/%s" % (len(edits), path), False, "call" if ev else None)


def write(path, content, ev=None):
    return tool("Write", {"file_path": "/workspace/repo/" + path, "content": content},
                "File created successfully at: /workspace/repo/" + path, False, "call" if ev else None)


def todo(items):
    return tool("TodoWrite", {"todos": [{"content": t, "status": s, "activeForm": t} for t, s in items]},
                "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable")


def fetch(url, out, err=False, ev=None):
    return tool("WebFetch", {"url": url, "prompt": "Summarise the relevant part"}, out, err, ev)


def numbered(text):
    return "\n".join("%6d\u2192%s" % (i + 1, l) for i, l in enumerate(text.split("\n")))


# ---- renderers ----------------------------------------------------------
class Clock:
    def __init__(self, seed):
        n = int(h(seed, 6), 16)
        self.t = datetime.datetime(2026, 11, 16, 7, 0, 0) + datetime.timedelta(minutes=n % 9000)
        self.start = self.t

    def tick(self, s=4):
        self.t += datetime.timedelta(seconds=s)
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")

    def ms(self, s=3):
        self.t += datetime.timedelta(seconds=s)
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (self.t.second * 7 % 1000)


def _final_block(run):
    return run.get("final_text", "")


def render_claude(run, transcript=False):
    rid = run["id"]
    sid = duid(rid + "sess")
    model = run.get("model", "claude-sonnet-4-5-20250929")
    clk = Clock(rid)
    lines, marks = [], {}
    parent = [None]
    n = [0]

    def wrap(obj, kind):
        n[0] += 1
        if not transcript:
            obj["session_id"] = sid
            obj["uuid"] = duid(rid + str(n[0]))
            if kind in ("assistant", "user"):
                obj["parent_tool_use_id"] = None
            lines.append(obj)
            return
        u = duid(rid + "t" + str(n[0]))
        base = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": "/workspace/repo",
                "sessionId": sid, "version": "2.0.31", "gitBranch": run.get("branch", "agent/" + run["ticket"].lower())}
        base.update(obj)
        base["uuid"] = u
        base["timestamp"] = clk.ms()
        parent[0] = u
        lines.append(base)

    if not transcript:
        lines.append({"type": "system", "subtype": "init", "cwd": "/workspace/repo", "session_id": sid,
                      "tools": ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write",
                                "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"],
                      "mcp_servers": [], "model": model, "permissionMode": run.get("perm_mode", "acceptEdits"),
                      "apiKeySource": "none", "output_style": "default", "uuid": duid(rid + "init")})
    else:
        lines.append({"type": "file-history-snapshot", "messageId": duid(rid + "snap"),
                      "snapshot": {"messageId": duid(rid + "snap"), "trackedFileBackups": {}, "timestamp": clk.ms()},
                      "isSnapshotUpdate": False})
        wrap({"type": "user", "message": {"role": "user", "content": run["prompt"]},
              "permissionMode": run.get("perm_mode", "acceptEdits")}, "user")
    denials = []
    for i, st in enumerate(run["steps"]):
        mid = "msg_01" + h(rid + "m" + str(i), 22)
        usage = {"input_tokens": 4 + i % 7, "cache_creation_input_tokens": 300 + 37 * i,
                 "cache_read_input_tokens": 14000 + 900 * i, "output_tokens": 60 + 11 * i, "service_tier": "standard"}
        if st["k"] == "say":
            msg = {"id": mid, "type": "message", "role": "assistant", "model": model,
                   "content": [{"type": "text", "text": st["text"]}], "stop_reason": None, "stop_sequence": None, "usage": usage}
            wrap({"type": "assistant", "message": msg}, "assistant")
            marks[i] = (len(lines), len(lines))
            continue
        if st["k"] == "provider":
            # provider error surfaced as a synthetic assistant message
            msg = {"id": duid(rid + "syn" + str(i)), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence",
                   "stop_sequence": "", "type": "message", "usage": {"input_tokens": 0, "output_tokens": 0},
                   "content": [{"type": "text", "text": st["text"]}]}
            o = {"type": "assistant", "message": msg}
            if transcript:
                o["isApiErrorMessage"] = True
            wrap(o, "assistant")
            marks[i] = (len(lines), len(lines))
            continue
        tid = "toolu_01" + h(rid + "t" + str(i), 22)
        msg = {"id": mid, "type": "message", "role": "assistant", "model": model,
               "content": [{"type": "tool_use", "id": tid, "name": st["name"], "input": st["input"]}],
               "stop_reason": None, "stop_sequence": None, "usage": usage}
        wrap({"type": "assistant", "message": msg}, "assistant")
        call_line = len(lines)
        out = st["out"]
        err = st["err"]
        if st["declined"]:
            out = "Claude requested permissions to use %s, but you haven't granted it yet." % st["name"]
            err = True
            denials.append({"tool_name": st["name"], "tool_use_id": tid, "tool_input": st["input"]})
        res = {"tool_use_id": tid, "type": "tool_result", "content": out}
        if err:
            res["is_error"] = True
        o = {"type": "user", "message": {"role": "user", "content": [res]}}
        if transcript:
            if st["name"] == "Bash":
                o["toolUseResult"] = {"stdout": "" if err else out, "stderr": out if err else "", "interrupted": False, "isImage": False}
            else:
                o["toolUseResult"] = out if err else {"type": "text"}
        wrap(o, "user")
        marks[i] = (call_line, len(lines))
    final_line = None
    if run.get("truncate"):
        return lines, marks, None
    ft = run.get("final_text")
    if ft:
        msg = {"id": "msg_01" + h(rid + "fin", 22), "type": "message", "role": "assistant", "model": model,
               "content": [{"type": "text", "text": ft}], "stop_reason": "end_turn", "stop_sequence": None,
               "usage": {"input_tokens": 8, "cache_creation_input_tokens": 900, "cache_read_input_tokens": 40000, "output_tokens": 240}}
        wrap({"type": "assistant", "message": msg}, "assistant")
        final_line = len(lines)
    if not transcript and not run.get("no_result"):
        fe = run.get("final_error")
        lines.append({"type": "result", "subtype": "success" if not fe or run.get("final_subtype") is None else run["final_subtype"],
                      "is_error": bool(fe), "duration_ms": 60000 + int(h(rid, 4), 16),
                      "duration_api_ms": 50000 + int(h(rid, 3), 16), "num_turns": len(run["steps"]) // 2 + 1,
                      "result": fe or ft or "", "session_id": sid,
                      "total_cost_usd": run.get("cost", 0.42),
                      "usage": {"input_tokens": 20000, "cache_creation_input_tokens": 15000, "cache_read_input_tokens": 180000,
                                "output_tokens": 4200, "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
                      "permission_denials": denials, "uuid": duid(rid + "res")})
        if fe:
            final_line = len(lines)
    return lines, marks, final_line


def _codex_cmd(st):
    name, inp = st["name"], st["input"]
    if name == "Bash":
        c = inp["command"]
    elif name == "Read":
        c = "sed -n '1,200p' " + inp["file_path"].replace("/workspace/repo/", "")
    elif name == "Grep":
        c = "rg -n %s" % json.dumps(inp["pattern"])
    elif name == "Glob":
        c = "rg --files -g %s" % json.dumps(inp["pattern"])
    elif name == "WebFetch":
        c = "curl -sSL " + inp["url"]
    else:
        return None
    return "bash -lc " + json.dumps(c) if "'" in c else "bash -lc '%s'" % c


def render_codex(run):
    rid = run["id"]
    lines, marks = [], {}
    lines.append({"type": "thread.started", "thread_id": duid(rid + "thr")})
    lines.append({"type": "turn.started"})
    k = [0]

    def iid():
        k[0] += 1
        return "item_%d" % (k[0] - 1)
    for i, st in enumerate(run["steps"]):
        if st["k"] == "say":
            typ = "reasoning" if not st.get("public") and i < len(run["steps"]) - 1 and i % 3 != 2 else "agent_message"
            lines.append({"type": "item.completed", "item": {"id": iid(), "type": typ, "text": st["text"]}})
            marks[i] = (len(lines), len(lines))
            continue
        if st["k"] == "provider":
            lines.append({"type": "error", "message": st["text"]})
            marks[i] = (len(lines), len(lines))
            continue
        if st["name"] == "TodoWrite":
            it = iid()
            lines.append({"type": "item.completed", "item": {"id": it, "type": "todo_list", "items": [
                {"text": t["content"], "completed": t["status"] == "completed"} for t in st["input"]["todos"]]}})
            marks[i] = (len(lines), len(lines))
            continue
        if st["name"] in EDIT_TOOLS:
            it = iid()
            p = st["input"]["file_path"]
            kind = "add" if st["name"] == "Write" else "update"
            lines.append({"type": "item.completed", "item": {"id": it, "type": "file_change",
                          "changes": [{"path": p, "kind": kind}], "status": "completed"}})
            marks[i] = (len(lines), len(lines))
            continue
        cmd = _codex_cmd(st)
        it = iid()
        lines.append({"type": "item.started", "item": {"id": it, "type": "command_execution", "command": cmd,
                      "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
        cl = len(lines)
        if st["declined"]:
            item = {"id": it, "type": "command_execution", "command": cmd, "aggregated_output": "",
                    "exit_code": None, "status": "declined"}
        else:
            code = st.get("exit", 1 if st["err"] else 0)
            out = st["out"]
            if st["name"] == "Read":
                out = "\n".join(re.sub(r"^\s*\d+\u2192", "", l) for l in out.split("\n"))
                if out.startswith("File does not exist"):
                    out, code = "sed: can't read %s: No such file or directory" % st["input"]["file_path"].replace("/workspace/repo/", ""), 2
            item = {"id": it, "type": "command_execution", "command": cmd, "aggregated_output": out,
                    "exit_code": code, "status": "failed" if code else "completed"}
        lines.append({"type": "item.completed", "item": item})
        marks[i] = (cl, len(lines))
    final_line = None
    if run.get("truncate"):
        return lines, marks, None
    if run.get("final_text"):
        lines.append({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": run["final_text"]}})
        final_line = len(lines)
    fe = run.get("final_error")
    if fe:
        if lines[-1] != {"type": "error", "message": fe}:
            lines.append({"type": "error", "message": fe})
        lines.append({"type": "turn.failed", "error": {"message": fe}})
        final_line = len(lines)
    elif not run.get("no_result"):
        lines.append({"type": "turn.completed", "usage": {"input_tokens": 180000 + int(h(rid, 4), 16),
                      "cached_input_tokens": 150000, "output_tokens": 6000 + int(h(rid, 3), 16)}})
    return lines, marks, final_line


def render_osmia(run):
    rid = run["id"]
    clk = Clock(rid)
    lines, marks = [], {}
    lines.append({"type": "system", "subtype": "init", "timestamp": clk.tick(), "session_id": duid(rid + "os")})
    for i, st in enumerate(run["steps"]):
        if st["k"] == "say":
            lines.append({"type": "content", "timestamp": clk.tick(9), "role": "assistant", "content": st["text"]})
            marks[i] = (len(lines), len(lines))
            continue
        if st["k"] == "provider":
            lines.append({"type": "content", "timestamp": clk.tick(2), "role": "system", "content": st["text"]})
            marks[i] = (len(lines), len(lines))
            continue
        lines.append({"type": "tool_use", "timestamp": clk.tick(3), "tool": st["name"], "args": st["input"]})
        cl = len(lines)
        out = st["out"]
        if st["declined"]:
            out = "Permission to use %s was denied by the sandbox policy (tool not in allowlist)." % st["name"]
        lines.append({"type": "content", "timestamp": clk.tick(4), "role": "tool", "content": out})
        marks[i] = (cl, len(lines))
    final_line = None
    if run.get("truncate"):
        return lines, marks, None
    if run.get("osmia_notice"):
        lines.append({"type": "content", "timestamp": clk.tick(2), "role": "system", "content": run["osmia_notice"]})
        final_line = len(lines)
    if run.get("final_text") and not run.get("final_error"):
        lines.append({"type": "content", "timestamp": clk.tick(6), "role": "assistant", "content": run["final_text"]})
        final_line = len(lines)
    if not run.get("no_result"):
        lines.append({"type": "cost", "timestamp": clk.tick(1), "input_tokens": 90000 + int(h(rid, 4), 16),
                      "output_tokens": 4000 + int(h(rid, 3), 16), "cost_usd": run.get("cost", 0.42)})
        fe = run.get("final_error")
        lines.append({"type": "result", "timestamp": clk.tick(1), "success": not run["failed"],
                      "summary": fe or run.get("summary") or run.get("final_text", "")})
        if fe:
            final_line = len(lines)
    return lines, marks, final_line


def pick(v, fmt):
    if isinstance(v, dict):
        return v["codex"] if fmt == "codex" else v["claude"]
    return v


def render(run, fmt):
    run = dict(run)
    run["final_error"] = pick(run.get("final_error"), fmt)
    run["steps"] = [dict(s, text=pick(s["text"], fmt)) if s["k"] == "provider" else s for s in run["steps"]]
    if fmt == "claude":
        return render_claude(run)
    if fmt == "claude-transcript":
        return render_claude(run, transcript=True)
    if fmt == "codex":
        return render_codex(run)
    return render_osmia(run)


# ---- stack profiles and an ordinary-work prologue ------------------------
STACKS = {
    "py": dict(lang="Python", test="pytest -q tests/", readme="README.md", lock="requirements.txt"),
    "ts": dict(lang="TypeScript", test="npx jest --ci", readme="README.md", lock="package.json"),
    "js": dict(lang="JavaScript", test="npx vitest run", readme="README.md", lock="package.json"),
    "go": dict(lang="Go", test="go test ./...", readme="README.md", lock="go.mod"),
    "java": dict(lang="Java", test="./mvnw -q test", readme="README.md", lock="pom.xml"),
    "kt": dict(lang="Kotlin", test="./gradlew test", readme="README.md", lock="build.gradle.kts"),
    "rs": dict(lang="Rust", test="cargo test", readme="README.md", lock="Cargo.toml"),
    "rb": dict(lang="Ruby", test="bundle exec rspec", readme="README.md", lock="Gemfile"),
    "ex": dict(lang="Elixir", test="mix test", readme="README.md", lock="mix.exs"),
    "hs": dict(lang="Haskell", test="cabal test", readme="README.md", lock="app.cabal"),
    "jl": dict(lang="Julia", test="julia --project -e 'using Pkg; Pkg.test()'", readme="README.md", lock="Project.toml"),
    "cs": dict(lang="C#", test="dotnet test", readme="README.md", lock="Directory.Packages.props"),
    "php": dict(lang="PHP", test="vendor/bin/phpunit", readme="README.md", lock="composer.json"),
    "tf": dict(lang="Terraform", test="terraform validate", readme="README.md", lock=".terraform.lock.hcl"),
    "swift": dict(lang="Swift", test="swift test", readme="README.md", lock="Package.swift"),
    "dart": dict(lang="Dart", test="dart test", readme="README.md", lock="pubspec.yaml"),
    "cpp": dict(lang="C++", test="ctest --test-dir build --output-on-failure", readme="README.md", lock="CMakeLists.txt"),
}
MAINSTREAM = {"py", "ts", "js", "go", "java", "kt"}


LS = {
    "py": "README.md\npyproject.toml\nrequirements.txt\nrequirements-dev.txt\nsrc\ntests\ntox.ini",
    "ts": "README.md\njest.config.ts\nnode_modules\npackage-lock.json\npackage.json\nsrc\ntsconfig.json",
    "js": "README.md\npackage-lock.json\npackage.json\nsrc\ntest\nvite.config.js",
    "go": "Makefile\nREADME.md\ncmd\ngo.mod\ngo.sum\ninternal",
    "java": "README.md\nmvnw\nmvnw.cmd\npom.xml\nsrc",
    "kt": "README.md\nbuild.gradle.kts\ngradle\ngradlew\nsettings.gradle.kts\nsrc",
    "rs": "Cargo.lock\nCargo.toml\nREADME.md\ncrates\nrust-toolchain.toml",
    "rb": "Gemfile\nGemfile.lock\nREADME.md\napp\nbin\nconfig\ndb\nspec",
    "ex": "README.md\nconfig\nlib\nmix.exs\nmix.lock\npriv\ntest",
    "hs": "CHANGELOG.md\nREADME.md\napp\nconfparse.cabal\nsrc\ntest",
    "jl": "Manifest.toml\nProject.toml\nREADME.md\nsrc\ntest",
    "cs": "Directory.Build.props\nDirectory.Packages.props\nREADME.md\nApi.sln\nsrc\ntests",
    "php": "README.md\ncomposer.json\ncomposer.lock\nphpunit.xml.dist\nsrc\ntests",
    "tf": "README.md\ninfra\nmodules\nscripts",
    "swift": "Package.resolved\nPackage.swift\nREADME.md\nSources\nTests",
    "dart": "README.md\nanalysis_options.yaml\nlib\npubspec.lock\npubspec.yaml\ntest",
    "cpp": "CMakeLists.txt\nREADME.md\nsrc\ntests",
}


def prologue(stack, log, readme, find=None, todo_items=None, intro=None):
    """Ordinary opening moves: intro prose, plan, status, history, README, a search."""
    s = []
    k = int(h(log[0] + readme[:40], 2), 16)
    intros = ["I'll get oriented first: recent history, the README, then the code the ticket names.",
              "Let me look at the repo layout and recent commits before touching anything.",
              "Starting with a quick survey of the project so the change lands in the right place.",
              "First I'll check the working tree, the last few commits and the README."]
    s.append(say(intro or intros[k % 4]))
    items = todo_items or ["Find the code path the ticket names", "Make the change", "Run the acceptance command"]
    s.append(todo([(t, "in_progress" if i == 0 else "pending") for i, t in enumerate(items)]))
    s.append(bash("git status -sb && ls", "## main...origin/main\n" + LS[stack]))
    s.append(bash("git log --oneline -8", "\n".join("%s %s" % (h(l, 7), l) for l in log)))
    s.append(read(STACKS[stack]["readme"], numbered(readme)))
    if find:
        s.append(grep(find[0], find[1]))
    outs = ["Found the spot the ticket describes; reading around it before changing anything.",
            "That's the line the ticket points at. Let me make the change and run the tests.",
            "Good, the code matches the ticket's description.",
            "OK, located it. Next: the change itself, then the acceptance command."]
    s.append(say(outs[(k // 4) % 4]))
    return s
