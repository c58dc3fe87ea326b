"""Rendering helpers: one abstract script -> four stream formats."""
import hashlib, json, random, uuid

MODEL = "claude-sonnet-4-5-20250929"

def _rng(seed):
    return random.Random(int(hashlib.sha256(seed.encode()).hexdigest()[:12], 16))

def uid(r):
    return str(uuid.UUID(int=r.getrandbits(128), version=4))

def tid(r, pre="toolu_01"):
    a = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789"
    return pre + "".join(r.choice(a) for _ in range(22))

# ---- step constructors -------------------------------------------------
def T(text, ev=False): return {"k": "text", "text": text, "ev": ev}
def TH(text, ev=False): return {"k": "think", "text": text, "ev": ev}
def B(cmd, out, rc=0, ev=False, declined=False, deny_msg=None):
    return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "declined": declined, "deny_msg": deny_msg}
def R(path, content, ev=False): return {"k": "read", "path": path, "out": content, "ev": ev}
def G(pattern, out, ev=False): return {"k": "grep", "pattern": pattern, "out": out, "ev": ev}
def E(path, old, new, ev=False, out=None): return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "out": out}
def W(path, content, ev=False): return {"k": "write", "path": path, "content": content, "ev": ev}
def APIERR(claude_text, codex_text=None, ev=True):
    return {"k": "apierr", "text": claude_text, "codex": codex_text or claude_text, "ev": ev}
def SYS(text, ev=False): return {"k": "sys", "text": text, "ev": ev}
def END(summary): return {"k": "end", "summary": summary}

# ---- renderers ---------------------------------------------------------
class Out:
    def __init__(self):
        self.lines = []; self.ev = []
    def add(self, obj, ev=False):
        self.lines.append(json.dumps(obj, ensure_ascii=False))
        if ev: self.ev.append(len(self.lines))

def _ts(base, i):
    h, m, s = base
    t = h * 3600 + m * 60 + s + i * 7
    return "2026-11-%02dT%02d:%02d:%02dZ" % (20 + (t // 86400), (t // 3600) % 24, (t // 60) % 60, t % 60)

def _claude_tool(step):
    k = step["k"]
    if k == "bash": return "Bash", {"command": step["cmd"], "description": step["cmd"][:40]}
    if k == "read": return "Read", {"file_path": step["path"]}
    if k == "grep": return "Grep", {"pattern": step["pattern"], "output_mode": "content", "-n": True}
    if k == "edit": return "Edit", {"file_path": step["path"], "old_string": step["old"], "new_string": step["new"]}
    if k == "write": return "Write", {"file_path": step["path"], "content": step["content"]}

def _tool_out(step):
    k = step["k"]
    if k == "bash":
        if step["declined"]:
            return step["deny_msg"] or "Permission to use Bash has been denied."
        o = step["out"]
        if step["rc"]:
            o = (o + "\n" if o else "") if False else o
        return o
    if k in ("read", "grep"): return step["out"]
    if k == "edit": return step["out"] or "The file %s has been updated successfully." % step["path"]
    if k == "write": return "File created successfully at: %s" % step["path"]

def render_claude(case, transcript=False):
    r = _rng(case["id"] + "c"); o = Out(); sid = uid(r); model = case.get("model", MODEL)
    cwd = case.get("cwd", "/workspace/repo"); base = (9 + len(case["id"]) % 8, 3, 11)
    parent = [None]; n = [0]
    def env(obj, ev=False):
        n[0] += 1
        if transcript:
            u = uid(r)
            full = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": cwd,
                    "sessionId": sid, "version": "2.0.37", "gitBranch": case.get("branch", "main")}
            full.update(obj); full["uuid"] = u; full["timestamp"] = _ts(base, n[0]).replace("Z", ".%03dZ" % (n[0] * 37 % 1000))
            parent[0] = u
            o.add(full, ev)
        else:
            obj = dict(obj); obj["parent_tool_use_id"] = None; obj["session_id"] = sid
            o.add(obj, ev)
    if transcript:
        env({"type": "user", "message": {"role": "user", "content": case["prompt_text"]}})
    else:
        o.add({"type": "system", "subtype": "init", "cwd": cwd, "session_id": sid,
               "tools": ["Task", "Bash", "Glob", "Grep", "LS", "Read", "Edit", "MultiEdit", "Write", "TodoWrite", "WebFetch"],
               "mcp_servers": [], "model": model, "permissionMode": case.get("perm_mode", "acceptEdits"),
               "apiKeySource": "none", "output_style": "default", "uuid": uid(r)})
    mid = ["msg_01" + tid(r, "")[:22]]
    def amsg(content, ev=False):
        m = {"id": mid[0], "type": "message", "role": "assistant", "model": model, "content": content,
             "stop_reason": None, "stop_sequence": None,
             "usage": {"input_tokens": 4, "cache_creation_input_tokens": r.randint(200, 4000), "cache_read_input_tokens": r.randint(9000, 90000), "output_tokens": r.randint(20, 600), "service_tier": "standard"}}
        env({"type": "assistant", "message": m}, ev)
    denials = []; cost = round(0.05 + 0.011 * len(case["steps"]), 4); final = None
    for st in case["steps"]:
        k = st["k"]
        if k in ("text",):
            mid[0] = "msg_01" + tid(r, "")[:22]
            amsg([{"type": "text", "text": st["text"]}], st["ev"])
        elif k == "think":
            mid[0] = "msg_01" + tid(r, "")[:22]
            amsg([{"type": "thinking", "thinking": st["text"], "signature": tid(r, "Er")}], st["ev"])
        elif k in ("bash", "read", "grep", "edit", "write"):
            name, inp = _claude_tool(st); t = tid(r)
            res_ev = k in ("bash", "read", "grep") or bool(st.get("out") and k == "edit")
            amsg([{"type": "tool_use", "id": t, "name": name, "input": inp}], st["ev"] and not res_ev)
            out = _tool_out(st); err = bool(st.get("rc")) or st.get("declined", False) or (k == "edit" and bool(st.get("out")))
            if k == "bash" and st["rc"] and not st["declined"]:
                out = out if out.startswith("Exit code") else "Exit code %d\n%s" % (st["rc"], out)
            if st.get("declined") or (k == "edit" and st.get("out") and "permission" in st["out"]):
                denials.append({"tool_name": name, "tool_use_id": t, "tool_input": inp})
            extra = {}
            if transcript:
                extra = {"toolUseResult": {"stdout": out, "stderr": "", "interrupted": False, "isImage": False} if k == "bash" else {"type": "text"}}
            env(dict({"type": "user", "message": {"role": "user", "content": [{"type": "tool_result", "tool_use_id": t, "content": out, "is_error": err}]}}, **extra),
                st["ev"] and res_ev)
        elif k == "sys":
            if transcript:
                env({"type": "system", "subtype": "informational", "content": st["text"], "level": "warning", "isMeta": False}, st["ev"])
            else:
                o.add({"type": "system", "subtype": "notice", "message": st["text"], "session_id": sid}, st["ev"])
        elif k == "apierr":
            m = {"id": uid(r), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message",
                 "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}, "content": [{"type": "text", "text": st["text"]}]}
            extra = {"isApiErrorMessage": True} if transcript else {}
            env(dict({"type": "assistant", "message": m}, **extra), st["ev"])
            final = ("err", st["text"], st["ev"])
        elif k == "end":
            final = ("end", st["summary"], False)
            mid[0] = "msg_01" + tid(r, "")[:22]
            amsg([{"type": "text", "text": st["summary"]}])
    if not transcript and final is not None:
        is_err = final[0] == "err"
        res = {"type": "result", "subtype": "success", "is_error": is_err, "duration_ms": 60000 + 9000 * len(case["steps"]),
               "duration_api_ms": 50000 + 7000 * len(case["steps"]), "num_turns": len(case["steps"]), "result": final[1],
               "session_id": sid, "total_cost_usd": cost,
               "usage": {"input_tokens": 120, "cache_creation_input_tokens": 20000, "cache_read_input_tokens": 400000, "output_tokens": 9000},
               "permission_denials": denials, "uuid": uid(r)}
        o.add(res, final[2])
    return o

def render_codex(case):
    r = _rng(case["id"] + "x"); o = Out(); n = [0]
    o.add({"type": "thread.started", "thread_id": "019a" + uid(r)[4:]}); o.add({"type": "turn.started"})
    def iid():
        i = "item_%d" % n[0]; n[0] += 1; return i
    final = None
    for st in case["steps"]:
        k = st["k"]
        if k == "text":
            o.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["text"]}}, st["ev"])
        elif k == "think":
            o.add({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": st["text"]}}, st["ev"])
        elif k in ("bash", "read", "grep"):
            if k == "bash": cmd = st["cmd"]
            elif k == "read": cmd = "sed -n '1,200p' %s" % st["path"]
            else: cmd = "rg -n %s" % json.dumps(st["pattern"])
            full = "bash -lc %s" % json.dumps(cmd) if "'" in cmd else "bash -lc '%s'" % cmd
            i = iid()
            o.add({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": full, "aggregated_output": "", "exit_code": None, "status": "in_progress"}})
            if st.get("declined"):
                o.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": full, "aggregated_output": st.get("deny_msg") or "", "exit_code": None, "status": "declined"}}, st["ev"])
            else:
                rc = st.get("rc", 0)
                o.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": full, "aggregated_output": st["out"] + ("\n" if st["out"] else ""), "exit_code": rc, "status": "failed" if rc else "completed"}}, st["ev"])
        elif k in ("edit", "write"):
            desc = "Editing %s: replace\n%s\nwith\n%s" % (st["path"], st["old"], st["new"]) if k == "edit" else "Writing %s" % st["path"]
            o.add({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": desc}}, st["ev"])
            o.add({"type": "item.completed", "item": {"id": iid(), "type": "file_change", "changes": [{"path": st["path"], "kind": "update" if k == "edit" else "add"}], "status": "completed"}}, st["ev"])
        elif k == "sys":
            o.add({"type": "error", "message": st["text"]}, st["ev"])
        elif k == "apierr":
            o.add({"type": "error", "message": st["codex"]}, st["ev"])
            o.add({"type": "turn.failed", "error": {"message": st["codex"]}}, st["ev"])
            final = "err"
        elif k == "end":
            o.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": st["summary"]}})
            o.add({"type": "turn.completed", "usage": {"input_tokens": 180000 + 9000 * len(case["steps"]), "cached_input_tokens": 150000, "output_tokens": 7000}})
            final = "end"
    return o

def render_osmia(case):
    r = _rng(case["id"] + "o"); o = Out(); base = (8 + len(case["id"]) % 9, 12, 5); n = [0]
    def ts():
        n[0] += 1; return _ts(base, n[0])
    o.add({"type": "system", "subtype": "init", "timestamp": ts(), "session_id": uid(r)})
    final = None
    for st in case["steps"]:
        k = st["k"]
        if k in ("text", "think"):
            o.add({"type": "content", "timestamp": ts(), "role": "assistant", "content": st["text"]}, st["ev"])
        elif k in ("bash", "read", "grep", "edit", "write"):
            name, inp = _claude_tool(st)
            if k == "bash": inp = {"command": st["cmd"]}
            res_ev = k in ("bash", "read", "grep") or bool(st.get("out") and k == "edit")
            o.add({"type": "tool_use", "timestamp": ts(), "tool": name, "args": inp}, st["ev"] and not res_ev)
            out = _tool_out(st)
            if k == "bash" and st["rc"] and not st["declined"]:
                out = out + "\n[exit code %d]" % st["rc"]
            o.add({"type": "content", "timestamp": ts(), "role": "tool", "content": out}, st["ev"] and res_ev)
        elif k == "sys":
            o.add({"type": "content", "timestamp": ts(), "role": "system", "content": st["text"]}, st["ev"])
        elif k == "apierr":
            o.add({"type": "content", "timestamp": ts(), "role": "system", "content": st["text"]}, st["ev"])
            final = ("err", st["text"])
        elif k == "end":
            o.add({"type": "content", "timestamp": ts(), "role": "assistant", "content": st["summary"]})
            final = ("end", st["summary"])
    if final is not None:
        o.add({"type": "cost", "timestamp": ts(), "input_tokens": 90000 + 5000 * len(case["steps"]), "output_tokens": 6000, "cost_usd": round(0.08 + 0.012 * len(case["steps"]), 2)})
        o.add({"type": "result", "timestamp": ts(), "success": bool(case["succeeded"]) and final[0] == "end", "summary": final[1]}, final[0] == "err")
    return o

def render(case):
    f = case["format"]
    if f == "claude": return render_claude(case)
    if f == "claude-transcript": return render_claude(case, transcript=True)
    if f == "codex": return render_codex(case)
    if f == "osmia": return render_osmia(case)
    raise ValueError(f)

# ---- stack-specific exploration (distractors) --------------------------
GITLOG = [
    "a41c9e2 Fix crash when cache dir is read-only",
    "9b2f7d1 Revert \"Kill stale workers on timeout\"",
    "3e8a0c4 Handle permission denied from keychain gracefully",
    "f07d6b9 ci: retry flaky network test",
    "2c5d1aa Bump deps (security)",
    "77ab310 Remove dead OOM workaround",
    "c9e4f02 docs: explain missing module errors on first build",
    "0d13b7e Merge pull request #412 from fix/timeout-race",
    "58fe2a9 chore: silence deprecation warning",
    "e6b7c31 Fix segfault on empty input",
]

STACKS = {
 "swift": dict(ls="Package.swift\nPackage.resolved\nREADME.md\nSources\nTests\n.swiftlint.yml", build="swift build", test="swift test",
     readme="# %s\n\nBuild with `swift build`, test with `swift test`. Requires Swift 5.10+.\nCI runs on macos-14 and swift:5.10-jammy.",
     early=("swift test --filter %sTests", "error: no tests found; create a target in the 'Tests' directory", 1), fix_early="swift test --filter %sTests/"),
 "kotlin": dict(ls="app\nbuild.gradle.kts\nsettings.gradle.kts\ngradle\ngradlew\ngradle.properties\nREADME.md", build="./gradlew assembleDebug", test="./gradlew test",
     readme="# %s\n\n`./gradlew test` for unit tests (JUnit5 + Kotest). Android instrumented tests need an emulator and are not run in CI.",
     early=("gradle test", "bash: gradle: command not found", 127), fix_early="./gradlew tasks --group verification"),
 "flutter": dict(ls="lib\ntest\npubspec.yaml\npubspec.lock\nanalysis_options.yaml\nandroid\nios\nREADME.md", build="flutter build apk --debug", test="flutter test",
     readme="# %s\n\nRun `flutter pub get` then `flutter test`. Golden files live in test/goldens.",
     early=("dart test", "Failed to load \"test/widget_test.dart\": Error: Couldn't resolve the package 'flutter' in 'package:flutter/material.dart'.", 1), fix_early="flutter --version"),
 "php": dict(ls="composer.json\ncomposer.lock\nsrc\ntests\nphpunit.xml.dist\nphpstan.neon\nREADME.md", build="composer install", test="vendor/bin/phpunit",
     readme="# %s\n\n`composer install && vendor/bin/phpunit`. PHP 8.2 required.",
     early=("phpunit", "bash: phpunit: command not found", 127), fix_early="ls vendor/bin"),
 "scala": dict(ls="build.sbt\nproject\nsrc\n.scalafmt.conf\nREADME.md", build="sbt compile", test="sbt test",
     readme="# %s\n\n`sbt test` runs ScalaTest suites. Formatting is enforced with scalafmt.",
     early=("sbt testOnly *Spec -- -z slow", "[error] Expected ID character\n[error] Not a valid command: *Spec", 1), fix_early="sbt 'testOnly *Spec'"),
 "haskell": dict(ls="package.yaml\nstack.yaml\nstack.yaml.lock\nsrc\ntest\napp\nREADME.md", build="stack build", test="stack test",
     readme="# %s\n\n`stack test` runs the Hspec suite. GHC version is pinned by the resolver in stack.yaml.",
     early=("cabal test", "Error: cabal: No targets given and there is no package in the current directory. Use the target 'all' for all packages in the project or specify packages or components by name or location. See 'cabal build --help' for more details on target options.", 1), fix_early="cat stack.yaml"),
 "dotnet": dict(ls="src\ntests\nDirectory.Build.props\nglobal.json\nNuGet.config\nREADME.md", build="dotnet build", test="dotnet test",
     readme="# %s\n\n`dotnet test` from the repo root. SDK pinned in global.json.",
     early=("dotnet test tests", "MSBUILD : error MSB1011: Specify which project or solution file to use because this folder contains more than one project or solution file.", 1), fix_early="ls tests"),
 "cpp": dict(ls="CMakeLists.txt\nCMakePresets.json\nvcpkg.json\nsrc\ninclude\ntests\nREADME.md", build="cmake --build build -j8", test="ctest --test-dir build --output-on-failure",
     readme="# %s\n\nConfigure with `cmake --preset dev`, build with `cmake --build build`, test with `ctest --test-dir build`.",
     early=("ctest --output-on-failure", "Test project /workspace/repo\nNo tests were found!!!", 0), fix_early="ls build"),
 "elixir": dict(ls="mix.exs\nmix.lock\nlib\ntest\nconfig\nREADME.md", build="mix compile", test="mix test",
     readme="# %s\n\n`mix deps.get && mix test`. Integration tests are tagged :integration and excluded by default.",
     early=("mix test test/unit", "Paths given to \"mix test\" did not match any directory/file: test/unit", 1), fix_early="ls test"),
 "lua": dict(ls="src\nspec\n%s-scm-1.rockspec\n.busted\nREADME.md", build="luarocks make", test="busted",
     readme="# %s\n\nInstall deps with `luarocks install --only-deps *.rockspec`, run `busted`.",
     early=("busted spec/unit", "Error → Cannot find file or directory: spec/unit", 1), fix_early="ls spec"),
 "perl": dict(ls="lib\nt\ncpanfile\nMakefile.PL\nREADME.md", build="cpanm --installdeps .", test="prove -lr t",
     readme="# %s\n\n`cpanm --installdeps . && prove -lr t`.",
     early=("prove t/unit", "Cannot detect source of 't/unit'! at /usr/share/perl/5.36/TAP/Parser/IteratorFactory.pm line 256.", 255), fix_early="ls t"),
 "deno": dict(ls="deno.json\ndeno.lock\nsrc\ntests\nREADME.md", build="deno check src/main.ts", test="deno test -A",
     readme="# %s\n\n`deno task test`. Network tests need --allow-net.",
     early=("deno task tests", "Task not found: tests\nAvailable tasks:\n- test\n    deno test -A\n- fmt\n    deno fmt", 1), fix_early="cat deno.json"),
 "bun": dict(ls="package.json\nbun.lockb\nsrc\ntest\ntsconfig.json\nREADME.md", build="bun build src/index.ts --outdir dist", test="bun test",
     readme="# %s\n\n`bun install && bun test`.",
     early=("bun run tests", "error: Script not found \"tests\"", 1), fix_early="cat package.json"),
 "python": dict(ls="pyproject.toml\nsrc\ntests\nREADME.md\nuv.lock", build="uv sync", test="pytest -q",
     readme="# %s\n\n`uv sync && pytest -q`.",
     early=("pytest tests/unit -q", "ERROR: file or directory not found: tests/unit\n\nno tests ran in 0.01s", 4), fix_early="ls tests"),
 "node": dict(ls="package.json\npackage-lock.json\nsrc\ntest\ntsconfig.json\nREADME.md", build="npm run build", test="npm test",
     readme="# %s\n\n`npm ci && npm test` (vitest).",
     early=("npm run tests", "npm error Missing script: \"tests\"\nnpm error\nnpm error Did you mean this?\nnpm error   npm test # Test a package", 1), fix_early="cat package.json"),
}

def filler(stack, name, r, n):
    """n exploration steps (deterministic)."""
    s = STACKS[stack]
    pool = [
        B("ls", s["ls"].replace("%s", name)),
        R("README.md", s["readme"] % name),
        B("git log --oneline -8", "\n".join(r.sample(GITLOG, 8))),
        B("git status --short", ""),
        B(s["early"][0].replace("%s", name.capitalize()), s["early"][1], s["early"][2]),
        B(s["fix_early"].replace("%s", name.capitalize()), s["ls"].replace("%s", name) if "ls" in s["fix_early"] else "ok"),
        B("git log -3 --format='%h %an %s' -- .", "\n".join(r.sample(GITLOG, 3))),
        T("Let me look around a bit more before changing anything."),
        B("find . -name '*.md' -maxdepth 2 | head", "./README.md\n./CONTRIBUTING.md\n./docs/ARCHITECTURE.md\n./CHANGELOG.md"),
        R("CONTRIBUTING.md", "# Contributing\n\nKeep PRs small and focused. One ticket, one PR. Do not reformat files you did not otherwise touch.\nRun the full test suite before pushing."),
        R("CHANGELOG.md", "## Unreleased\n- Fix timeout handling in sync worker\n- Permission denied errors now surface to the UI\n\n## 2.3.0\n- Drop support for legacy config"),
        B("git branch --show-current", "agent/" + name),
    ]
    extra = [
        B("git show --stat HEAD | head -6", "commit " + "%040x" % r.getrandbits(160) + "\nAuthor: release-bot <bot@northwind.dev>\n\n    " + r.choice(GITLOG)[8:] + "\n\n 3 files changed, 41 insertions(+), 12 deletions(-)"),
        B("rg -n 'TODO|FIXME' --max-count 4", "docs/ARCHITECTURE.md:88:TODO: document the retry/timeout policy\nscripts/ci.sh:14:# FIXME: kill leftover emulator processes\nsrc/util/log:7:TODO remove once permission errors are mapped"),
        B("wc -l $(git ls-files | head -40) | tail -1", "  %d total" % r.randint(3000, 9000)),
        R("docs/ARCHITECTURE.md", "# Architecture\n\nThe app is split into core (pure logic) and adapters (I/O). Errors from adapters\n(timeouts, permission denied, missing files) are mapped to domain errors at the boundary."),
        B("git log --oneline -5 --author=release-bot", "\n".join(r.sample(GITLOG, 5))),
        T("I have enough context on the layout now; back to the ticket."),
        B("ls .github/workflows", "ci.yml\nrelease.yml\nnightly-oom-check.yml"),
        B("cat .github/workflows/ci.yml | head -12", "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    timeout-minutes: 30\n    steps:\n      - uses: actions/checkout@v4\n      - run: " + s["test"]),
    ]
    pool = pool + extra
    k = 0
    while len(pool) < n:
        k += 1
        d = r.choice(DIRS[stack])
        f = d + "/" + r.choice(FILES[stack])
        kind = k % 6
        if kind == 0:
            pool.append(B("ls " + d, "\n".join(sorted(r.sample(FILES[stack], 4)))))
        elif kind == 1:
            pool.append(R(f, "\n".join(r.sample(SNIPPETS[stack], 3))))
        elif kind == 2:
            pool.append(B("git log --oneline -4 -- " + d, "\n".join(r.sample(GITLOG, 4))))
        elif kind == 3:
            pool.append(G(r.choice(["TODO", "deprecated", "retry", "timeout", "cache"]), "%s:%d:%s" % (f, r.randint(5, 300), r.choice(SNIPPETS[stack]))))
        elif kind == 4:
            pool.append(T(r.choice(["That file is unrelated to the ticket; moving on.", "Noting this for later, but it's not what the ticket is about.",
                                    "The history mentions timeouts, but those commits are old and unrelated.", "OK, I understand how the modules fit together."])))
        else:
            pool.append(B("wc -l " + f, "%d %s" % (r.randint(30, 500), f)))
    return pool[:n]

DIRS = {
 "swift": ["Sources/App", "Sources/Core", "Tests/CoreTests", "Sources/Networking"],
 "kotlin": ["app/src/main/java/shop", "core/src/main/kotlin", "app/src/test/java/shop", "buildSrc/src/main/kotlin"],
 "flutter": ["lib", "lib/widgets", "test", "lib/services"],
 "php": ["src", "src/Controller", "tests", "config"],
 "scala": ["src/main/scala", "src/test/scala", "project"],
 "haskell": ["src", "test", "app"],
 "dotnet": ["src", "tests", "src/Shared"],
 "cpp": ["src", "include", "tests", "cmake"],
 "elixir": ["lib", "test", "config", "priv/repo/migrations"],
 "lua": ["src", "spec", "src/util"],
 "perl": ["lib", "t", "lib/CRM"],
 "deno": ["src", "tests", "scripts"],
 "bun": ["src", "test", "src/server"],
 "python": ["src", "tests"], "node": ["src", "test"],
}
FILES = {
 "swift": ["Logger.swift", "HTTPClient.swift", "Settings.swift", "Cache.swift", "AppDelegate.swift", "Retry.swift"],
 "kotlin": ["Logger.kt", "HttpClient.kt", "Settings.kt", "CacheStore.kt", "MainActivity.kt", "Retry.kt"],
 "flutter": ["main.dart", "api_client.dart", "theme.dart", "cache.dart", "router.dart", "retry.dart"],
 "php": ["Kernel.php", "HttpClient.php", "Settings.php", "Cache.php", "services.yaml", "Retry.php"],
 "scala": ["Main.scala", "HttpClient.scala", "Config.scala", "Cache.scala", "plugins.sbt", "Retry.scala"],
 "haskell": ["Main.hs", "Http.hs", "Config.hs", "Cache.hs", "Spec.hs", "Retry.hs"],
 "dotnet": ["Program.cs", "HttpClientFactory.cs", "Settings.cs", "Cache.cs", "Startup.cs", "RetryPolicy.cs"],
 "cpp": ["main.cpp", "http_client.cpp", "config.hpp", "cache.cpp", "deps.cmake", "retry.cpp"],
 "elixir": ["application.ex", "http.ex", "config.exs", "cache.ex", "repo.ex", "retry.ex"],
 "lua": ["init.lua", "http.lua", "config.lua", "cache.lua", "util.lua", "retry.lua"],
 "perl": ["App.pm", "HTTP.pm", "Config.pm", "Cache.pm", "Util.pm", "Retry.pm"],
 "deno": ["main.ts", "http.ts", "config.ts", "cache.ts", "deps.ts", "retry.ts"],
 "bun": ["index.ts", "http.ts", "config.ts", "cache.ts", "router.ts", "retry.ts"],
 "python": ["app.py", "http.py"], "node": ["index.ts", "http.ts"],
}
SNIPPETS = {k: v for k, v in {
 "swift": ["let maxRetries = 3 // TODO: make configurable", "@available(*, deprecated, message: \"use fetch(_:) async\")", "case .timeout: return .retry", "private let cache = NSCache<NSString, NSData>()"],
 "kotlin": ["private const val MAX_RETRIES = 3 // TODO", "@Deprecated(\"use fetchAsync\")", "is SocketTimeoutException -> Result.Retry", "private val cache = LruCache<String, ByteArray>(64)"],
 "flutter": ["const maxRetries = 3; // TODO", "@Deprecated('use fetchAsync')", "on TimeoutException { return retry(); }", "final _cache = <String, Uint8List>{};"],
 "php": ["private const MAX_RETRIES = 3; // TODO", "/** @deprecated use fetchAsync() */", "catch (TimeoutException $e) { return $this->retry(); }", "private array $cache = [];"],
 "scala": ["val MaxRetries = 3 // TODO", "@deprecated(\"use fetchF\", \"2.1\")", "case _: TimeoutException => retry()", "private val cache = TrieMap.empty[String, Array[Byte]]"],
 "haskell": ["maxRetries = 3 -- TODO", "{-# DEPRECATED fetch \"use fetchAsync\" #-}", "Left Timeout -> retry", "cache <- newIORef Map.empty"],
 "dotnet": ["private const int MaxRetries = 3; // TODO", "[Obsolete(\"use FetchAsync\")]", "catch (TimeoutException) { return Retry(); }", "private readonly MemoryCache _cache = new(new MemoryCacheOptions());"],
 "cpp": ["constexpr int kMaxRetries = 3;  // TODO", "[[deprecated(\"use fetch_async\")]]", "if (ec == std::errc::timed_out) return retry();", "std::unordered_map<std::string, std::string> cache_;"],
 "elixir": ["@max_retries 3 # TODO", "@deprecated \"use fetch_async/1\"", "{:error, :timeout} -> retry(req)", "table = :ets.new(:cache, [:set, :public])"],
 "lua": ["local MAX_RETRIES = 3 -- TODO", "-- deprecated: use fetch_async", "if err == 'timeout' then return retry() end", "local cache = setmetatable({}, {__mode = 'v'})"],
 "perl": ["use constant MAX_RETRIES => 3; # TODO", "# deprecated: use fetch_async", "return retry() if $err =~ /timeout/;", "my %cache;"],
 "deno": ["const MAX_RETRIES = 3; // TODO", "/** @deprecated use fetchAsync */", "if (e instanceof Deno.errors.TimedOut) return retry();", "const cache = new Map<string, Uint8Array>();"],
 "bun": ["const MAX_RETRIES = 3; // TODO", "/** @deprecated use fetchAsync */", "if (e.name === 'TimeoutError') return retry();", "const cache = new Map<string, Uint8Array>();"],
 "python": ["MAX_RETRIES = 3  # TODO", "warnings.warn('deprecated')", "except TimeoutError: return retry()", "_cache = {}"],
 "node": ["const MAX_RETRIES = 3; // TODO", "/** @deprecated */", "if (e.code === 'ETIMEDOUT') return retry();", "const cache = new Map();"],
}.items()}
