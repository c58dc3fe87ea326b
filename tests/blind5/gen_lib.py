"""Shared machinery for the k-set: a format-neutral step script rendered into
Claude stream-json, Claude Code session transcripts, Codex exec --json and Osmia agentstream.
Deterministic: every random choice is seeded from the case slug."""
import hashlib
import json
import random
import uuid
from datetime import datetime, timedelta

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]


# ---------------------------------------------------------------- steps
def T(text, ev=False):
    return {"k": "text", "text": text, "ev": ev}


def B(cmd, out="", rc=0, ev=None):
    """shell command; ev: None | 'out' | 'call' | 'both'"""
    return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev}


def R(path, content, ev=None):
    return {"k": "read", "path": path, "content": content, "ev": ev}


def E(path, old, new, ev=False):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev}


def W(path, content, ev=False):
    return {"k": "write", "path": path, "content": content, "ev": ev}


def D(cmd, ev=True):
    """a Bash call the harness refused (approval / sandbox policy)"""
    return {"k": "deny", "cmd": cmd, "ev": ev}


def N(n):
    return {"k": "noise", "n": n}


# ---------------------------------------------------------------- provider errors
API = {
    "claude": {
        "usage": ["Claude AI usage limit reached|1795867200",
                  "You've hit your session limit \u00b7 resets 3am (UTC)",
                  "You've hit your limit \u00b7 resets Nov 24 at 9am (Europe/Berlin)",
                  "Claude usage limit reached. Your limit will reset at 4am (UTC)."],
        "overload": ['API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_011CVkA9Qp3nR7sT2wXyZ4bM"}',
                     'API Error: 500 {"type":"error","error":{"type":"api_error","message":"Internal server error"},"request_id":"req_011CVkB2mN8pQ4rS6tUvW1xY"}'],
        "rate": ['API Error: 429 {"type":"error","error":{"type":"rate_limit_error","message":"This request would exceed your account\'s rate limit. Please try again later."},"request_id":"req_011CVkC7hJ2kL5mN9pQrS3tU"}'],
        "credit": ["Credit balance is too low"],
        "bedrock": ["API Error (us.anthropic.claude-sonnet-4-5-20250929-v1:0): 429 Too many tokens, please wait before trying again."],
    },
    "codex": {
        "usage": ["You've hit your usage limit. Upgrade to Pro (https://chatgpt.com/explore/pro), or try again at 4:12 AM.",
                  "You've hit your usage limit. To get more access now, send a request to your admin or try again at 9:01 AM."],
        "overload": ["stream disconnected before completion: An error occurred while processing your request. Please include the request ID 3c1f9e2a-77b4-4d1e-9a0b-5e2f8c6d1a44 in your message.",
                     "exceeded retry limit, last status: 503 Service Unavailable, request id: 9a3be0c41f7d2e88-FRA"],
        "rate": ["exceeded retry limit, last status: 429 Too Many Requests, request id: 9a41c2d07be35f10-AMS",
                 "Rate limit reached for gpt-5-codex in organization org-7Qx2 on tokens per min (TPM): Limit 2000000, Used 1998214, Requested 41877. Please try again in 1.26s."],
        "credit": ["You exceeded your current quota, please check your plan and billing details."],
        "bedrock": ["exceeded retry limit, last status: 429 Too Many Requests, request id: 9a41c2d07be35f11-AMS"],
    },
}
API["claude-transcript"] = API["claude"]
API["osmia"] = API["claude"]


class Run:
    def __init__(self, slug, mode, prompt, steps, summary, near_miss="", why="", ok=None,
                 end="normal", api=None, state=None, watchdog=None, result_json=True,
                 eco="py", ticket=None, ev_end=False, truncated=False, fmt=None, target=None,
                 retry_count=0):
        self.slug, self.mode, self.prompt, self.steps = slug, mode, prompt, steps
        self.summary, self.near_miss, self.why = summary, near_miss, why
        self.ok = (mode == "succeeded") if ok is None else ok
        self.end, self.api, self.state, self.watchdog = end, api, state, watchdog
        self.result_json, self.eco, self.ev_end, self.truncated = result_json, eco, ev_end, truncated
        self.ticket = ticket or prompt.split(":", 1)[0].lstrip("# ").strip()
        self.fmt, self.target, self.retry_count = fmt, target, retry_count

    @property
    def case_id(self):
        return "k-%s-%s" % (self.slug, hashlib.sha1(("k13" + self.slug).encode()).hexdigest()[:4])


# ---------------------------------------------------------------- noise
NOISE = {
    "py": dict(files=["README.md", "pyproject.toml", "src/app/settings.py", "src/app/__init__.py", "tests/conftest.py", "Makefile"],
               log=["a1f3c9e fix: worker OOMKilled on large exports (#812)", "77b0d21 revert \"retry on permission denied from S3\"",
                    "c04e5aa chore: bump pytest to 8.3", "9e2d1b7 ci: raise job timeout to 40m", "3fa8c10 feat: add audit trail for admin actions",
                    "e81d443 test: quarantine flaky test_timeout_retry", "0b9a7f2 docs: explain missing module errors in dev setup"],
               grep="rg -n 'def ' src | head -20"),
    "js": dict(files=["README.md", "package.json", "tsconfig.json", "turbo.json", "pnpm-workspace.yaml", ".eslintrc.cjs"],
               log=["4c2e9a1 fix(web): hydration error killed the SSR worker", "b71d0f3 chore(deps): bump vite from 5.4.8 to 5.4.11",
                    "2aa9e07 revert: EACCES workaround for husky hooks", "d03f6b8 feat(api): paginate invoices", "8e5c1d2 ci: cache pnpm store",
                    "61fa0c9 test: skip timeout test on windows runners", "f2b8e44 fix: module not found for @acme/ui in storybook"],
               grep="rg -n 'export function' packages | head -20"),
    "go": dict(files=["README.md", "go.mod", "go.work", "Makefile", "internal/config/config.go", ".golangci.yml"],
               log=["5d1e0a2 fix: panic on nil lease after node eviction", "a9c3f71 chore: go 1.23", "1be40d9 revert \"tighten file perms to 0600\"",
                    "e6f2c8b feat(sched): add backoff jitter", "07d4a93 test: deflake TestWatchTimeout", "c8a1b5e ci: retry go mod download on 502"],
               grep="rg -n '^func ' internal | head -20"),
    "rust": dict(files=["README.md", "Cargo.toml", "crates/core/Cargo.toml", "crates/core/src/lib.rs", "rust-toolchain.toml", "deny.toml"],
                 log=["9f0e2d1 fix: stack overflow killed the parser on deep nesting", "3c7b8a4 chore: bump tokio to 1.41", "b2d61e9 ci: cargo-deny advisory ignore",
                      "48e0f3c feat(cli): --dry-run for sync", "e1a9c07 revert \"drop permissions before bind\"", "7d3f2b6 test: proptest for varint"],
                 grep="rg -n 'pub fn' crates | head -20"),
    "java": dict(files=["README.md", "settings.gradle.kts", "build.gradle.kts", "gradle/libs.versions.toml", "app/build.gradle.kts", "gradle.properties"],
                 log=["2e9c1f4 fix: OutOfMemoryError in report export", "a47d0b3 build: gradle 8.10", "6f1e8d2 revert \"run integration tests as root\"",
                      "c93b7a0 feat(billing): proration preview", "18d2e6f test: @Disabled flaky TimeoutTest on CI", "b5a0c49 chore: dependency locking"],
                 grep="rg -n 'public class' --type java | head -20"),
    "ruby": dict(files=["README.md", "Gemfile", "config/database.yml", "config/application.rb", "db/schema.rb", ".rubocop.yml"],
                 log=["8b1c3d0 fix: Sidekiq job killed by memory limit", "f04e2a7 chore: bundle update rails 7.2.2", "3d9a6c1 revert \"skip auth in staging\"",
                      "a72e0f5 feat: gift cards", "c1b8d94 test: pending spec for timeout handling", "5e3f7a2 db: add index on orders.user_id"],
                 grep="rg -n 'def ' app/models | head -20"),
    "ex": dict(files=["README.md", "mix.exs", "config/config.exs", "config/test.exs", "lib/acme/application.ex", ".formatter.exs"],
               log=["1f8e3b2 fix: GenServer timeout on slow DNS", "a0d4c79 chore: elixir 1.17", "7c2b9e1 revert \"permissive CORS\"",
                    "e3f1a60 feat: webhooks retry", "4b6d8c3 test: tag slow tests"], grep="rg -n 'def ' lib | head -20"),
    "php": dict(files=["README.md", "composer.json", "phpunit.xml", "config/app.php", "routes/api.php", ".env.example"],
                log=["c2e4f91 fix: queue worker killed after 60s", "8a0b3d7 chore: laravel 11.30", "5f9c1e2 revert \"chmod 777 storage\"",
                     "d71a0b6 feat: invoice pdf", "2b8e4c3 test: mark slow test skipped"], grep="rg -n 'function ' app | head -20"),
    "dotnet": dict(files=["README.md", "Directory.Build.props", "global.json", "src/Api/Program.cs", "NuGet.config", "src/Api/Api.csproj"],
                   log=["6e1d9a0 fix: OutOfMemory in bulk import", "b3c8f27 build: net8.0", "0a7e5d4 revert \"access denied workaround for blob sas\"",
                        "9f2c1b8 feat: tenant filter", "e4d0a63 test: skip timing-sensitive test"], grep="rg -n 'public class' src | head -20"),
    "tf": dict(files=["README.md", "main.tf", "variables.tf", "versions.tf", "modules/network/main.tf", ".terraform.lock.hcl"],
               log=["d1e9f0a fix: state lock timeout in CI", "7a3c2b8 chore: aws provider 5.74", "e0b4d61 revert \"grant admin to ci role\"",
                    "5c8f1a3 feat: private subnets for db", "92d7e0c docs: how to unlock stuck state"], grep="rg -n 'resource \"' . | head -20"),
    "k8s": dict(files=["README.md", "Chart.yaml", "values.yaml", "templates/deployment.yaml", "templates/hpa.yaml", "Makefile"],
                log=["f3a0c1d fix: pods OOMKilled under load, raise limits", "6b2e9d4 chore: helm 3.16", "a8d1f70 revert \"run as root for hostPath\"",
                     "1c7e3b5 feat: pdb for api", "e9b0a42 ci: kubeconform"], grep="rg -n 'kind:' templates | head -20"),
}

README_TAILS = [
    "## Troubleshooting\n- `permission denied` on the docker socket: add yourself to the docker group.\n- Tests time out locally? Set TEST_TIMEOUT=120.\n",
    "## Known issues\n- The first `make setup` may print 'killed' warnings from the old watcher; harmless.\n- Missing module errors mean you forgot `make bootstrap`.\n",
    "## Development\nRun the full suite before pushing. CI fails closed on lint.\n\n## Ops\nIf a deploy is stuck with 'OOMKilled', page #infra.\n",
    "## Contributing\nKeep PRs small. Do not reformat unrelated files.\n",
]


def noise_steps(rng, eco, n):
    p = NOISE.get(eco, NOISE["py"])
    out = []
    choices = ["ls", "log", "readme", "file", "grep", "status", "file"]
    for i in range(n):
        c = choices[rng.randrange(len(choices))] if i else "ls"
        if c == "ls":
            out.append(B("ls -la", "total 64\n" + "\n".join("-rw-r--r--  1 agent agent %5d Nov 20 10:%02d %s" % (rng.randrange(200, 9000), rng.randrange(60), f) for f in p["files"])))
        elif c == "log":
            k = rng.randrange(4, len(p["log"]) + 1)
            out.append(B("git log --oneline -%d" % k, "\n".join(p["log"][:k])))
        elif c == "readme":
            out.append(R("README.md", "# Project\n\nInternal service.\n\n" + rng.choice(README_TAILS)))
        elif c == "grep":
            out.append(B(p["grep"], "\n".join("%s:%d:  ..." % (rng.choice(p["files"][1:]), rng.randrange(5, 300)) for _ in range(rng.randrange(3, 8)))))
        elif c == "status":
            out.append(B("git status --short", ""))
        else:
            f = rng.choice(p["files"][1:])
            out.append(R(f, "\n".join("# %s line %d" % (f, j) for j in range(1, rng.randrange(6, 14)))))
    return out


# ---------------------------------------------------------------- rendering
class Emitter:
    def __init__(self, run, fmt):
        self.run, self.fmt = run, fmt
        self.rng = random.Random(run.slug)
        self.lines, self.ev = [], []
        self.t = datetime(2026, 11, 20, 1, 0, 0) + timedelta(minutes=self.rng.randrange(0, 60 * 20))
        self.start = self.t
        self.sid = str(uuid.UUID(int=self.rng.getrandbits(128)))
        self.parent = None
        self.item = 0
        self.tool_calls = []
        self.denials = []
        self.paths = set()
        self.first_reason = True

    def ts(self):
        self.t += timedelta(seconds=self.rng.randrange(2, 40))
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % self.rng.randrange(1000)

    def uid(self):
        return str(uuid.UUID(int=self.rng.getrandbits(128)))

    def tid(self):
        return "toolu_01" + "".join(self.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789") for _ in range(22))

    def add(self, obj, ev=False):
        if self.fmt in ("claude", "codex"):
            self.ts()
        self.lines.append(json.dumps(obj, ensure_ascii=False))
        if ev:
            self.ev.append(len(self.lines))
        return len(self.lines)

    # ---- claude / transcript helpers
    def c_assistant(self, content, ev=False, synthetic=False):
        model = "<synthetic>" if synthetic else "claude-sonnet-4-5-20250929"
        msg = {"id": "msg_01" + self.uid().replace("-", "")[:22], "type": "message", "role": "assistant", "model": model,
               "content": content, "stop_reason": None, "stop_sequence": None,
               "usage": {"input_tokens": 4, "cache_read_input_tokens": self.rng.randrange(8000, 90000), "output_tokens": self.rng.randrange(20, 900)}}
        if self.fmt == "claude":
            return self.add({"type": "assistant", "message": msg, "parent_tool_use_id": None, "session_id": self.sid, "uuid": self.uid()}, ev)
        u = self.uid()
        o = {"parentUuid": self.parent, "isSidechain": False, "userType": "external", "cwd": "/workspace/repo", "sessionId": self.sid,
             "version": "2.0.31", "gitBranch": "agent/" + self.run.ticket.lower(), "message": msg, "type": "assistant", "uuid": u, "timestamp": self.ts()}
        if synthetic:
            o["isApiErrorMessage"] = True
        self.parent = u
        return self.add(o, ev)

    def c_result(self, tid, content, is_error, ev=False):
        block = {"tool_use_id": tid, "type": "tool_result", "content": content, "is_error": is_error}
        if self.fmt == "claude":
            return self.add({"type": "user", "message": {"role": "user", "content": [block]}, "parent_tool_use_id": None,
                             "session_id": self.sid, "uuid": self.uid()}, ev)
        u = self.uid()
        o = {"parentUuid": self.parent, "isSidechain": False, "userType": "external", "cwd": "/workspace/repo", "sessionId": self.sid,
             "version": "2.0.31", "gitBranch": "agent/" + self.run.ticket.lower(), "type": "user",
             "message": {"role": "user", "content": [block]}, "uuid": u, "timestamp": self.ts(),
             "toolUseResult": ("Error: " + content) if is_error else {"stdout": content[:200], "stderr": "", "interrupted": False}}
        self.parent = u
        return self.add(o, ev)

    def c_tool(self, name, inp, out, is_error, ev):
        tid = self.tid()
        self.tool_calls.append((name, json.dumps(inp, sort_keys=True)))
        self.c_assistant([{"type": "tool_use", "id": tid, "name": name, "input": inp}], ev in ("call", "both"))
        self.c_result(tid, out, is_error, ev in ("out", "both"))

    # ---- codex helpers
    def x_item(self, item, ev=False, started=True):
        self.item += 1
        item = dict(id="item_%d" % self.item, **item)
        if started:
            s = dict(item)
            if s["type"] == "command_execution":
                s.update(aggregated_output="", exit_code=None, status="in_progress")
            self.add({"type": "item.started", "item": s})
        return self.add({"type": "item.completed", "item": item}, ev)

    # ---- osmia helpers
    def o(self, obj, ev=False):
        obj = dict(type=obj.pop("type"), timestamp=self.ts()[:19] + "Z", **obj)
        return self.add(obj, ev)

    def o_tool(self, tool, args, out, ev):
        self.tool_calls.append((tool, json.dumps(args, sort_keys=True)))
        self.o({"type": "tool_use", "tool": tool, "args": args}, ev in ("call", "both"))
        self.o({"type": "content", "role": "tool", "content": out}, ev in ("out", "both"))

    # ---- step rendering
    def start_stream(self):
        f = self.fmt
        if f == "claude":
            self.add({"type": "system", "subtype": "init", "cwd": "/workspace/repo", "session_id": self.sid,
                      "tools": ["Task", "Bash", "Glob", "Grep", "Read", "Edit", "MultiEdit", "Write", "TodoWrite"],
                      "mcp_servers": [], "model": "claude-sonnet-4-5-20250929", "permissionMode": self.run.__dict__.get("perm_mode", "acceptEdits"),
                      "apiKeySource": "ANTHROPIC_API_KEY", "uuid": self.uid()})
        elif f == "claude-transcript":
            u = self.uid()
            self.add({"parentUuid": None, "isSidechain": False, "userType": "external", "cwd": "/workspace/repo", "sessionId": self.sid,
                      "version": "2.0.31", "gitBranch": "agent/" + self.run.ticket.lower(), "type": "user",
                      "message": {"role": "user", "content": self.run.prompt}, "uuid": u, "timestamp": self.ts()})
            self.parent = u
        elif f == "codex":
            self.add({"type": "thread.started", "thread_id": "019a" + self.uid()[4:]})
            self.add({"type": "turn.started"})
        else:
            self.o({"type": "system", "subtype": "init", "session_id": self.sid})

    def text(self, s):
        f = self.fmt
        if f in ("claude", "claude-transcript"):
            self.c_assistant([{"type": "text", "text": s["text"]}], s["ev"])
        elif f == "codex":
            typ = "reasoning" if (self.first_reason or self.rng.random() < 0.4) else "agent_message"
            self.first_reason = False
            self.x_item({"type": typ, "text": s["text"]}, s["ev"], started=False)
        else:
            self.o({"type": "content", "role": "assistant", "content": s["text"]}, s["ev"])

    def bash(self, s):
        f, cmd, out, rc, ev = self.fmt, s["cmd"], s["out"], s["rc"], s["ev"]
        if f in ("claude", "claude-transcript"):
            content = out if rc == 0 else ("Exit code %d\n%s" % (rc, out)).rstrip("\n")
            self.c_tool("Bash", {"command": cmd, "description": "Run: " + cmd.split()[0]}, content or "(no output)", rc != 0, ev)
        elif f == "codex":
            self.tool_calls.append(("shell", cmd))
            self.x_item({"type": "command_execution", "command": "bash -lc " + json.dumps(cmd) if "'" in cmd else "bash -lc '%s'" % cmd,
                         "aggregated_output": out, "exit_code": rc, "status": "completed" if rc == 0 else "failed"},
                        ev in ("out", "both", "call"))
            if ev == "call" and False:
                pass
        else:
            self.o_tool("Bash", {"command": cmd}, out if rc == 0 else out + ("\n[exit status %d]" % rc), ev)

    def read(self, s):
        f = self.fmt
        numbered = "\n".join("%6d\u2192%s" % (i + 1, l) for i, l in enumerate(s["content"].split("\n")))
        if f in ("claude", "claude-transcript"):
            self.c_tool("Read", {"file_path": "/workspace/repo/" + s["path"]}, numbered, False, s["ev"])
        elif f == "codex":
            self.bash({"cmd": "sed -n '1,200p' %s" % s["path"], "out": s["content"], "rc": 0, "ev": s["ev"]})
        else:
            self.o_tool("Read", {"file_path": s["path"]}, s["content"], s["ev"])

    def edit(self, s, write=False):
        f, p = self.fmt, s["path"]
        ev = "call" if s["ev"] else None
        new_file = write and p not in self.paths
        self.paths.add(p)
        if f in ("claude", "claude-transcript"):
            if write:
                self.c_tool("Write", {"file_path": "/workspace/repo/" + p, "content": s["content"]},
                            ("File created successfully at: /workspace/repo/%s" if new_file else "The file /workspace/repo/%s has been updated.") % p, False, ev)
            else:
                self.c_tool("Edit", {"file_path": "/workspace/repo/" + p, "old_string": s["old"], "new_string": s["new"]},
                            "The file /workspace/repo/%s has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n     1\u2192%s" % (p, s["new"].split("\n")[0]),
                            False, ev)
        elif f == "codex":
            self.tool_calls.append(("patch", p + (s.get("new") or s.get("content") or "")))
            self.x_item({"type": "file_change", "changes": [{"path": "/workspace/repo/" + p, "kind": "add" if new_file else "update"}],
                         "status": "completed"}, bool(s["ev"]), started=False)
        else:
            if write:
                self.o_tool("Write", {"file_path": p, "content": s["content"]}, "wrote %d bytes to %s" % (len(s["content"]), p), ev)
            else:
                self.o_tool("Edit", {"file_path": p, "old_string": s["old"], "new_string": s["new"]}, "applied edit to %s" % p, ev)

    def deny(self, s):
        f, cmd = self.fmt, s["cmd"]
        ev = "out" if s["ev"] else None
        if f == "claude":
            self.denials.append({"tool_name": "Bash", "tool_use_id": "x", "tool_input": {"command": cmd}})
            self.c_tool("Bash", {"command": cmd, "description": "Run: " + cmd.split()[0]},
                        "Claude requested permissions to use Bash, but you haven't granted it yet.", True, ev)
            self.denials[-1]["tool_use_id"] = json.loads(self.lines[-2])["message"]["content"][0]["id"]
        elif f == "claude-transcript":
            self.c_tool("Bash", {"command": cmd, "description": "Run: " + cmd.split()[0]},
                        "Permission to use Bash with command %s has been denied." % cmd, True, ev)
        elif f == "codex":
            self.tool_calls.append(("shell", cmd))
            self.x_item({"type": "command_execution", "command": "bash -lc '%s'" % cmd, "aggregated_output": "exec command rejected by user",
                         "exit_code": None, "status": "declined"}, bool(s["ev"]))
        else:
            self.o_tool("Bash", {"command": cmd}, "Error: tool call blocked by policy: command `%s` requires approval and approval_mode=never" % cmd, ev)

    def finish(self):
        r, f = self.run, self.fmt
        if r.truncated:
            return
        cost = round(self.rng.uniform(0.4, 3.2), 2)
        if r.end == "api":
            msgs = API[f][r.api]
            msg = msgs[self.rng.randrange(len(msgs))]
            r.summary = msg
            if f in ("claude", "claude-transcript"):
                self.c_assistant([{"type": "text", "text": msg}], True, synthetic=True)
                if f == "claude":
                    self.add({"type": "result", "subtype": "success", "is_error": True, "duration_ms": int((self.t - self.start).total_seconds() * 1000),
                              "num_turns": len(self.tool_calls) + 1, "result": msg, "session_id": self.sid, "total_cost_usd": cost,
                              "permission_denials": self.denials, "uuid": self.uid()}, True)
            elif f == "codex":
                self.add({"type": "error", "message": msg}, True)
                self.add({"type": "turn.failed", "error": {"message": msg}}, True)
            else:
                self.o({"type": "content", "role": "assistant", "content": "engine error: " + msg}, True)
                self.o({"type": "cost", "input_tokens": self.rng.randrange(90000, 900000), "output_tokens": self.rng.randrange(3000, 40000), "cost_usd": cost})
                self.o({"type": "result", "success": False, "summary": msg}, True)
            return
        if r.end == "none":
            return
        ok = r.ok
        if f == "claude":
            sub = "success" if r.end == "normal" else r.end
            self.add({"type": "result", "subtype": sub, "is_error": not ok, "duration_ms": int((self.t - self.start).total_seconds() * 1000),
                      "num_turns": len(self.tool_calls) + 1, "result": r.summary, "session_id": self.sid, "total_cost_usd": cost,
                      "permission_denials": self.denials, "uuid": self.uid()}, r.ev_end)
        elif f == "claude-transcript":
            self.c_assistant([{"type": "text", "text": r.summary}], r.ev_end)
        elif f == "codex":
            self.x_item({"type": "agent_message", "text": r.summary}, r.ev_end, started=False)
            self.add({"type": "turn.completed", "usage": {"input_tokens": self.rng.randrange(90000, 900000), "cached_input_tokens": self.rng.randrange(50000, 80000),
                                                        "output_tokens": self.rng.randrange(3000, 40000)}})
        else:
            self.o({"type": "cost", "input_tokens": self.rng.randrange(90000, 900000), "output_tokens": self.rng.randrange(3000, 40000), "cost_usd": cost})
            self.o({"type": "result", "success": ok, "summary": r.summary}, r.ev_end)

    def render(self):
        r = self.run
        steps = []
        # expand noise; pad leading exploration toward the target length
        core = [s for s in r.steps]
        est = sum(1 if s["k"] == "text" or (s["k"] in ("edit", "write") and self.fmt == "codex") else (2 * s["n"] if s["k"] == "noise" else 2) for s in core) + 4
        lead = max(0, (r.target - est) // 2) if r.target else 0
        if core and core[0]["k"] == "text":
            steps.append(core.pop(0))
        steps.extend(noise_steps(self.rng, r.eco, lead))
        for s in core:
            if s["k"] == "noise":
                steps.extend(noise_steps(self.rng, r.eco, s["n"]))
            else:
                steps.append(s)
        self.start_stream()
        for s in steps:
            k = s["k"]
            if k == "text":
                self.text(s)
            elif k == "bash":
                self.bash(s)
            elif k == "read":
                self.read(s)
            elif k == "edit":
                self.edit(s)
            elif k == "write":
                self.edit(s, write=True)
            elif k == "deny":
                self.deny(s)
        self.finish()
        return self.lines, self.ev


def consecutive_identical(calls):
    best = cur = 0
    prev = None
    for c in calls:
        cur = cur + 1 if c == prev else 1
        prev = c
        best = max(best, cur)
    return best
