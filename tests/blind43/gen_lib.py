"""Renderers for the blind53 evaluation set (prefix n3-).

A case is written once as a list of abstract steps (prose, tool calls with their
output, edits, orchestrator notices, provider errors, the final result) and rendered
into one of four stream formats:

  claude             Claude Code `--output-format stream-json`
  claude-transcript  Claude Code session transcript (~/.claude/projects/*.jsonl)
  codex              OpenAI Codex `codex exec --json`
  osmia              Osmia agentstream

Steps may be marked as evidence (ev=...); the renderer records the 1-based line
numbers of the lines that carry them, so labels never hold hand-counted numbers.
Everything is deterministic: randomness comes from a RNG seeded by the run id.
"""
import hashlib
import json
import random
import uuid
from datetime import datetime, timedelta, timezone

FORMATS = ("claude", "claude-transcript", "codex", "osmia")
MODES = ("infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown")

CLAUDE_TOOLS = ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit",
                "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"]
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def run_id(slug):
    h = hashlib.sha1(("blind53:" + slug).encode()).hexdigest()[:4]
    return f"n3-{slug}-{h}"


class Step:
    def __init__(self, kind, **kw):
        self.kind = kind
        self.__dict__.update(kw)


class Run:
    """One case. Build it with the step methods, then render()."""

    def __init__(self, slug, fmt, ticket, title, body, mode, why, near_miss="",
                 cwd=None, model=None, state=None, watchdog=None, result_json=None,
                 files_changed=None, retry_count=0, engine=None):
        assert fmt in FORMATS, fmt
        assert mode in MODES + ("succeeded",), mode
        self.slug = slug
        self.id = run_id(slug)
        self.fmt = fmt
        self.ticket = ticket
        self.title = title
        self.body = body.strip() + "\n"
        self.mode = mode
        self.why = why
        self.near_miss = near_miss
        self.rng = random.Random(self.id)
        self.cwd = cwd or f"/workspace/{slug.split('-')[0]}"
        if model is None:
            model = {"codex": "gpt-5-codex"}.get(fmt) or self.rng.choice(
                ["claude-sonnet-4-5-20250929", "claude-sonnet-4-5-20250929", "claude-opus-4-1-20250805"])
        self.model = model
        self.state = state or ("Succeeded" if mode == "succeeded" else "Failed")
        self.watchdog = watchdog
        self.result_json = result_json
        self.files_changed_override = files_changed
        self.retry_count = retry_count
        self.engine = engine or ("codex" if fmt == "codex" else "claude-code")
        self.steps = []
        self.ended = False

    # ------------------------------------------------------------ step builders
    def say(self, text, ev=False):
        self.steps.append(Step("say", text=text, ev=ev)); return self

    def think(self, text, ev=False):
        self.steps.append(Step("think", text=text, ev=ev)); return self

    def bash(self, cmd, out="", rc=0, ev=False, desc=None, timeout_note=None):
        self.steps.append(Step("tool", name="Bash", inp={"command": cmd, **({"description": desc} if desc else {})},
                               out=out, rc=rc, ev=ev, cmd=cmd)); return self

    def read(self, path, text, ev=False, start=1):
        lines = text.rstrip("\n").split("\n")
        numbered = "\n".join(f"{i + start:6d}\u2192{l}" for i, l in enumerate(lines))
        self.steps.append(Step("tool", name="Read", inp={"file_path": self._abs(path)}, out=numbered, rc=0,
                               ev=ev, cmd=f"sed -n '{start},{start + len(lines) - 1}p' {path}", raw=text,
                               path=path)); return self

    def grep(self, pattern, out, path=".", ev=False):
        self.steps.append(Step("tool", name="Grep", inp={"pattern": pattern, "path": self._abs(path),
                                                         "output_mode": "content", "-n": True},
                               out=out, rc=0 if out else 1, ev=ev, cmd=f"rg -n '{pattern}' {path}")); return self

    def glob(self, pattern, out, ev=False):
        self.steps.append(Step("tool", name="Glob", inp={"pattern": pattern}, out=out, rc=0, ev=ev,
                               cmd=f"rg --files -g '{pattern}'")); return self

    def edit(self, path, old, new, ev=False, ok=True, err=None):
        self.steps.append(Step("edit", name="Edit", path=path, old=old, new=new, ev=ev, ok=ok, err=err)); return self

    def write(self, path, content, ev=False, new=True):
        self.steps.append(Step("write", name="Write", path=path, content=content, ev=ev, ok=True, err=None, new=new)); return self

    def todo(self, items):
        todos = [{"content": t, "status": "pending", "activeForm": t} for t in items]
        if todos:
            todos[0]["status"] = "in_progress"
        self.steps.append(Step("tool", name="TodoWrite", inp={"todos": todos},
                               out="Todos have been modified successfully. Ensure that you continue to use the todo list "
                                   "to track your progress. Please proceed with the current tasks if applicable",
                               rc=0, ev=False, cmd=None)); return self

    def tool(self, name, inp, out, is_error=False, ev=False, cmd=None):
        self.steps.append(Step("tool", name=name, inp=inp, out=out, rc=1 if is_error else 0, ev=ev, cmd=cmd)); return self

    def denied(self, name, inp, ev=True, cmd=None):
        """Claude Code harness refusing a tool call (permission mode)."""
        self.steps.append(Step("denied", name=name, inp=inp, ev=ev, cmd=cmd)); return self

    def notice(self, text, level="ERROR", ev=False):
        """Orchestrator's own notice (not the agent's)."""
        assert self.fmt == "osmia", "only osmia streams carry orchestrator notices"
        self.steps.append(Step("notice", text=text, level=level, ev=ev)); return self

    def api_error(self, text, ev=True, retries=0):
        """Provider error that ends the session."""
        self.steps.append(Step("api_error", text=text, ev=ev, retries=retries)); self.ended = True; return self

    def end(self, text, success=True, ev=False, subtype=None):
        self.steps.append(Step("end", text=text, success=success, ev=ev, subtype=subtype)); self.ended = True; return self

    def hang(self, cmd):
        """A command that was started and never returned (the stream stops there)."""
        self.steps.append(Step("hang", name="Bash", inp={"command": cmd}, cmd=cmd, ev=False)); self.ended = True; return self

    def cut(self):
        """Stream ends abruptly, no final result."""
        self.steps.append(Step("cut")); self.ended = True; return self

    # ------------------------------------------------------------ padding
    def orient_steps(self):
        """Generic, project-flavoured orientation steps (reads, listings) used to pad short runs."""
        name = self.cwd.rstrip("/").split("/")[-1]
        body = self.body.lower()
        if "bazel" in body:
            bfile, btext = "BUILD.bazel", f'load("@rules_cc//cc:defs.bzl", "cc_library", "cc_test")\n\ncc_library(\n    name = "{name}",\n    srcs = glob(["src/**/*.cc"]),\n    hdrs = glob(["include/**/*.h"]),\n    strip_include_prefix = "include",\n)'
        elif "meson" in body:
            bfile, btext = "meson.build", f"project('{name}', 'c', version : '1.4.0', default_options : ['warning_level=3', 'c_std=c11'])\n\ninc = include_directories('include')\nsubdir('src')\nsubdir('tests')"
        elif "cmake" in body or "ctest" in body or "preset" in body:
            bfile, btext = "CMakeLists.txt", f"cmake_minimum_required(VERSION 3.21)\nproject({name} VERSION 2.3.1 LANGUAGES C CXX)\n\nset(CMAKE_CXX_STANDARD 17)\nset(CMAKE_CXX_STANDARD_REQUIRED ON)\nset(CMAKE_EXPORT_COMPILE_COMMANDS ON)\n\noption({name.upper().replace('-', '_')}_BUILD_TESTS \"Build tests\" ON)\n\nadd_subdirectory(src)\nif({name.upper().replace('-', '_')}_BUILD_TESTS)\n  enable_testing()\n  add_subdirectory(tests)\nendif()"
        else:
            bfile, btext = "Makefile", f"CC ?= cc\nCFLAGS ?= -O2 -g -Wall -Wextra -std=c99\nCPPFLAGS += -Iinclude\n\nSRCS := $(wildcard src/*.c)\nOBJS := $(SRCS:.c=.o)\n\nall: {name}\n\n{name}: $(OBJS)\n\t$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)\n\ntest check: all\n\t$(MAKE) -C tests run"
        commits = ["fix build with gcc 13", "ci: cache ccache dir", "docs: update build instructions",
                   "tests: add regression for empty input", "refactor: split parser into its own TU",
                   "bump version", "cmake: export compile commands", "silence -Wshadow in tests"]
        self.rng_pad = random.Random(self.id + ":pad")
        ctext = _case_text(self)
        is_c = len(_re.findall(r"\.c\b", self.body + ctext)) > len(_re.findall(r"\.(cpp|cc|hpp)\b", self.body + ctext))
        picks = self.rng_pad.sample(commits, 5)
        log = "\n".join(f"{self.rng_pad.getrandbits(28):07x} {c}" for c in picks)
        steps = [
            Step("tool", name="Bash", inp={"command": "git status --short && git log --oneline -5",
                                           "description": "Check repo state"},
                 out=log, rc=0, ev=False, cmd="git status --short && git log --oneline -5"),
            Step("tool", name="Bash", inp={"command": "ls", "description": "List repo root"},
                 out="\n".join(sorted(["README.md", "include", "src", "tests", bfile, ".clang-format",
                                        ".github", "LICENSE"])), rc=0, ev=False, cmd="ls"),
            Step("tool", name="Read", inp={"file_path": self._abs(bfile)},
                 out="\n".join(f"{i + 1:6d}\u2192{l}" for i, l in enumerate(btext.split("\n"))), rc=0, ev=False,
                 cmd=f"cat {bfile}", raw=btext, path=bfile),
            Step("tool", name="Bash", inp={"command": "ls tests | head -20", "description": "List tests"},
                 out=("Makefile\nfixtures\n" + "\n".join(f"test_{w}.c" for w in sorted(self.rng_pad.sample(
                     ["api", "parse", "io", "edge_cases", "regress", "util", "config", "format"], 4)))) if is_c else
                 ("CMakeLists.txt\nfixtures\ntest_main.cpp\n" + "\n".join(
                     f"{w}_test.cpp" for w in sorted(self.rng_pad.sample(
                         ["api", "parse", "io", "edge_cases", "regress", "util", "config", "format"], 4)))),
                 rc=0, ev=False, cmd="ls tests | head -20"),
        ]
        return [s for s in steps if not (s.name == "Read" and (bfile in ctext))]

    def autopad(self, min_lines=22):
        lines, _ = self.render()
        if len(lines) >= min_lines:
            return
        bank = self.orient_steps()
        k = 0
        while len(lines) < min_lines and bank:
            self.steps.insert(k, bank.pop(0))
            k += 1
            lines, _ = self.render()

    # ------------------------------------------------------------ helpers
    def _abs(self, p):
        return p if p.startswith("/") else f"{self.cwd}/{p}"

    def _id(self, prefix, n=24):
        return prefix + "".join(self.rng.choice(B62) for _ in range(n))

    def _uuid(self):
        return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))

    def tool_steps(self):
        return [s for s in self.steps if s.kind in ("tool", "edit", "write", "denied", "hang")]

    def files_changed(self):
        if self.files_changed_override is not None:
            return self.files_changed_override
        return len({s.path for s in self.steps if s.kind in ("edit", "write") and s.ok})

    def consecutive_identical(self):
        best = cur = 0
        prev = None
        for s in self.tool_steps():
            key = json.dumps([s.kind, getattr(s, "name", ""), getattr(s, "inp", None), getattr(s, "path", None),
                              getattr(s, "old", None), getattr(s, "new", None)], sort_keys=True)
            cur = cur + 1 if key == prev else 1
            prev = key
            best = max(best, cur)
        return best

    # ------------------------------------------------------------ rendering
    def render(self):
        self.rng = random.Random(self.id + ":render")
        self.lines = []      # list of dicts / str
        self.evlines = []
        base = datetime(2026, 11, 3, 8, 0, 0, tzinfo=timezone.utc) + timedelta(
            days=self.rng.randint(0, 20), minutes=self.rng.randint(0, 600))
        self.t = base
        self.session = self._uuid()
        getattr(self, "_render_" + self.fmt.replace("-", "_"))()
        self.t_end = self.t
        self.t_start = base
        out = []
        for l in self.lines:
            out.append(l if isinstance(l, str) else json.dumps(l, ensure_ascii=False, separators=(",", ":")))
        return out, sorted(set(self.evlines))

    def _tick(self, lo=1, hi=9):
        self.t += timedelta(seconds=self.rng.randint(lo, hi), milliseconds=self.rng.randint(0, 999))
        return self.t

    def _ts(self):
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{self.t.microsecond // 1000:03d}Z"

    def _emit(self, obj, ev=False):
        self.lines.append(obj)
        if ev:
            self.evlines.append(len(self.lines))
        return len(self.lines)

    @staticmethod
    def _evwhich(ev, default):
        if not ev:
            return set()
        if ev is True:
            return {default}
        if ev == "both":
            return {"call", "out"}
        return {ev}

    def _bash_text(self, s):
        out = s.out
        if s.rc and out.startswith("Command timed out"):
            return out
        if s.rc:
            return f"Exit code {s.rc}\n{out}" if out else f"Exit code {s.rc}"
        return out

    def _edit_result(self, s):
        p = self._abs(s.path)
        if s.kind == "write":
            if not getattr(s, "new", True):
                return f"The file {p} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n     1\u2192" + s.content.split("\n")[0]
            return f"File created successfully at: {p}"
        return f"The file {p} has been updated successfully."

    # ---- Claude stream-json
    def _usage(self):
        return {"input_tokens": self.rng.randint(3, 12), "cache_creation_input_tokens": self.rng.randint(200, 3000),
                "cache_read_input_tokens": self.rng.randint(12000, 60000), "output_tokens": self.rng.randint(20, 600),
                "service_tier": "standard"}

    def _c_assistant(self, block, ev=False, synthetic=False):
        self._tick()
        msg = {"id": self._uuid() if synthetic else self._id("msg_01", 22), "type": "message", "role": "assistant",
               "model": "<synthetic>" if synthetic else self.model, "content": [block],
               "stop_reason": "stop_sequence" if synthetic else None, "stop_sequence": "" if synthetic else None,
               "usage": self._usage() if not synthetic else {"input_tokens": 0, "output_tokens": 0,
                                                               "cache_creation_input_tokens": 0,
                                                               "cache_read_input_tokens": 0}}
        return self._emit({"type": "assistant", "message": msg, "parent_tool_use_id": None,
                           "session_id": self.session, "uuid": self._uuid()}, ev)

    def _c_user_result(self, tid, content, is_error, ev=False):
        self._tick(1, 30)
        return self._emit({"type": "user", "message": {"role": "user", "content": [
            {"tool_use_id": tid, "type": "tool_result", "content": content, "is_error": is_error}]},
            "parent_tool_use_id": None, "session_id": self.session, "uuid": self._uuid()}, ev)

    def _tool_io(self, s):
        """(name, input, output text, is_error) for a tool-ish step, Claude naming."""
        if s.kind == "tool":
            if s.name == "Bash":
                return s.name, s.inp, self._bash_text(s), bool(s.rc)
            return s.name, s.inp, s.out, bool(s.rc) and s.name not in ("Grep",)
        if s.kind == "edit":
            inp = {"file_path": self._abs(s.path), "old_string": s.old, "new_string": s.new}
            if s.ok:
                return "Edit", inp, self._edit_result(s), False
            return "Edit", inp, s.err or "<tool_use_error>String to replace not found in file.</tool_use_error>", True
        if s.kind == "write":
            return "Write", {"file_path": self._abs(s.path), "content": s.content}, self._edit_result(s), False
        if s.kind == "denied":
            return s.name, s.inp, (f"Claude requested permissions to use {s.name}, but you haven't granted it yet."), True
        raise ValueError(s.kind)

    def _render_claude(self):
        self._emit({"type": "system", "subtype": "init", "cwd": self.cwd, "session_id": self.session,
                    "tools": CLAUDE_TOOLS, "mcp_servers": [], "model": self.model,
                    "permissionMode": "default" if any(s.kind == "denied" for s in self.steps) else "bypassPermissions",
                    "slash_commands": ["compact", "context", "cost", "init", "review"], "apiKeySource": "none",
                    "output_style": "default", "uuid": self._uuid()})
        denials = []
        turns = 0
        cost = 0.0
        for s in self.steps:
            if s.kind == "say":
                self._c_assistant({"type": "text", "text": s.text}, bool(s.ev))
            elif s.kind == "think":
                self._c_assistant({"type": "thinking", "thinking": s.text,
                                   "signature": self._id("Eo", 60)}, bool(s.ev))
            elif s.kind in ("tool", "edit", "write", "denied"):
                turns += 1
                name, inp, out, err = self._tool_io(s)
                which = self._evwhich(s.ev, "call" if s.kind in ("edit", "write") else "out")
                tid = self._id("toolu_01", 22)
                self._c_assistant({"type": "tool_use", "id": tid, "name": name, "input": inp}, "call" in which)
                self._c_user_result(tid, out, err, "out" in which)
                if s.kind == "denied":
                    denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
            elif s.kind == "hang":
                self._c_assistant({"type": "tool_use", "id": self._id("toolu_01", 22), "name": "Bash", "input": s.inp})
            elif s.kind == "notice":
                raise ValueError("notices only in osmia streams")
            elif s.kind == "api_error":
                self._c_assistant({"type": "text", "text": s.text}, s.ev, synthetic=True)
                self._tick()
                self._emit(self._c_result(s.text, True, "success", turns, denials), s.ev)
            elif s.kind == "end":
                self._tick(2, 12)
                if s.text:
                    self._c_assistant({"type": "text", "text": s.text}, False)
                self._emit(self._c_result(s.text, not s.success,
                                          s.subtype or ("success" if s.success else "error_during_execution"),
                                          turns, denials), s.ev)
            elif s.kind == "cut":
                pass

    def _c_result(self, text, is_error, subtype, turns, denials):
        dur = self.rng.randint(60000, 1900000)
        return {"type": "result", "subtype": subtype, "is_error": is_error, "duration_ms": dur,
                "duration_api_ms": int(dur * 0.8), "num_turns": turns + 1, "result": text,
                "session_id": self.session, "total_cost_usd": round(self.rng.uniform(0.2, 4.5), 6),
                "usage": {"input_tokens": self.rng.randint(20, 400), "cache_creation_input_tokens": self.rng.randint(5000, 40000),
                          "cache_read_input_tokens": self.rng.randint(100000, 900000),
                          "output_tokens": self.rng.randint(2000, 20000), "server_tool_use": {"web_search_requests": 0},
                          "service_tier": "standard"},
                "permission_denials": denials, "uuid": self._uuid()}

    # ---- Claude transcript
    def _t_common(self, typ):
        return {"parentUuid": self._parent, "isSidechain": False, "userType": "external", "cwd": self.cwd,
                "sessionId": self.session, "version": self._version, "gitBranch": self._branch, "type": typ}

    def _t_line(self, d, ev=False):
        self._tick()
        d["uuid"] = self._uuid()
        d["timestamp"] = self._ts()
        n = self._emit(d, ev)
        self._parent = d["uuid"]
        return n

    def _t_assistant(self, block, ev=False, synthetic=False, api_error=False):
        d = self._t_common("assistant")
        d["message"] = {"model": "<synthetic>" if synthetic else self.model,
                        "id": self._uuid() if synthetic else self._id("msg_01", 22), "type": "message",
                        "role": "assistant", "content": [block], "stop_reason": "stop_sequence" if synthetic else None,
                        "stop_sequence": "" if synthetic else None,
                        "usage": self._usage() if not synthetic else {"input_tokens": 0, "output_tokens": 0}}
        if not synthetic:
            d["requestId"] = self._id("req_011C", 18)
        if api_error:
            d["isApiErrorMessage"] = True
        return self._t_line(d, ev)

    def _render_claude_transcript(self):
        self._parent = None
        self._version = self.rng.choice(["2.0.14", "2.0.31", "2.0.37", "2.1.12"])
        self._branch = self.rng.choice(["main", "master", f"fix/{self.ticket.lower()}"])
        first_user = self._uuid()
        self._emit({"type": "file-history-snapshot", "messageId": first_user,
                    "snapshot": {"messageId": first_user, "trackedFileBackups": {}, "timestamp": self._ts()},
                    "isSnapshotUpdate": False})
        d = self._t_common("user")
        d["message"] = {"role": "user", "content": f"# {self.ticket}: {self.title}\n\n{self.body}"}
        d["thinkingMetadata"] = {"maxThinkingTokens": 31999}
        d["todos"] = []
        d["permissionMode"] = "bypassPermissions"
        self._tick()
        d["uuid"] = first_user
        d["timestamp"] = self._ts()
        self._emit(d)
        self._parent = first_user
        k = 0
        for s in self.steps:
            if s.kind == "say":
                self._t_assistant({"type": "text", "text": s.text}, bool(s.ev))
            elif s.kind == "think":
                self._t_assistant({"type": "thinking", "thinking": s.text, "signature": self._id("Eo", 60)}, bool(s.ev))
            elif s.kind in ("tool", "edit", "write", "denied"):
                k += 1
                name, inp, out, err = self._tool_io(s)
                which = self._evwhich(s.ev, "call" if s.kind in ("edit", "write") else "out")
                tid = self._id("toolu_01", 22)
                self._t_assistant({"type": "tool_use", "id": tid, "name": name, "input": inp}, "call" in which)
                asst = self._parent
                if k % 5 == 3 and name == "Bash":
                    p = self._t_common("progress")
                    p["data"] = {"type": "hook_progress", "hookEvent": "PreToolUse", "hookName": "PreToolUse:Bash",
                                 "command": "$CLAUDE_PROJECT_DIR/.claude/hooks/guard.sh"}
                    p["toolUseID"] = tid
                    p["parentToolUseID"] = tid
                    self._t_line(p)
                u = self._t_common("user")
                u["parentUuid"] = asst
                u["message"] = {"role": "user", "content": [{"tool_use_id": tid, "type": "tool_result",
                                                             "content": out, "is_error": err}]}
                if name == "Bash":
                    u["toolUseResult"] = {"stdout": s.out if not err else "", "stderr": out if err else "",
                                          "interrupted": False, "isImage": False}
                elif s.kind == "edit" and s.ok:
                    u["toolUseResult"] = {"filePath": self._abs(s.path), "oldString": s.old, "newString": s.new,
                                          "replaceAll": False, "userModified": False}
                u["sourceToolAssistantUUID"] = asst
                self._t_line(u, "out" in which)
            elif s.kind == "hang":
                self._t_assistant({"type": "tool_use", "id": self._id("toolu_01", 22), "name": "Bash", "input": s.inp})
            elif s.kind == "api_error":
                self._t_assistant({"type": "text", "text": s.text}, s.ev, synthetic=True, api_error=True)
            elif s.kind == "end":
                if s.text:
                    self._t_assistant({"type": "text", "text": s.text}, s.ev)
            elif s.kind == "cut":
                pass
            elif s.kind == "notice":
                raise ValueError("no notices in transcripts")

    # ---- Codex exec --json
    def _render_codex(self):
        self._emit({"type": "thread.started", "thread_id": self._uuid()})
        self._emit({"type": "turn.started"})
        n = 0

        def item(obj, ev=False, started=False):
            nonlocal n
            obj = {"id": f"item_{n}", **obj}
            n += 1
            self._tick(1, 20)
            if started:
                st = dict(obj)
                st.update({"aggregated_output": "", "exit_code": None, "status": "in_progress"})
                self._emit({"type": "item.started", "item": st})
            return self._emit({"type": "item.completed", "item": obj}, ev)

        for s in self.steps:
            if s.kind == "say":
                item({"type": "agent_message", "text": s.text}, bool(s.ev))
            elif s.kind == "think":
                item({"type": "reasoning", "text": s.text}, bool(s.ev))
            elif s.kind in ("tool", "denied"):
                cmd = s.cmd if s.kind == "tool" else s.cmd
                if s.kind == "tool" and s.name == "TodoWrite":
                    continue
                if cmd is None:
                    cmd = json.dumps(s.inp)
                rc = s.rc if s.kind == "tool" else 1
                out = s.out if s.kind == "tool" else "Operation not permitted"
                if s.kind == "tool" and s.name == "Read":
                    out = s.raw
                status = "completed" if rc == 0 else "failed"
                if s.kind == "denied":
                    status = "declined"
                long_running = True
                item({"type": "command_execution", "command": "bash -lc " + _shq(cmd), "aggregated_output": out,
                      "exit_code": rc, "status": status}, bool(s.ev), started=long_running)
            elif s.kind == "hang":
                self._tick(1, 20)
                self._emit({"type": "item.started", "item": {"id": f"item_{n}", "type": "command_execution",
                                                              "command": "bash -lc " + _shq(s.cmd),
                                                              "aggregated_output": "", "exit_code": None,
                                                              "status": "in_progress"}})
                n += 1
            elif s.kind in ("edit", "write"):
                kind = "add" if (s.kind == "write" and getattr(s, "new", True)) else "update"
                item({"type": "file_change", "changes": [{"path": self._abs(s.path), "kind": kind}],
                      "status": "completed" if s.ok else "failed"}, bool(s.ev))
            elif s.kind == "notice":
                raise ValueError("notices only in osmia streams")
            elif s.kind == "api_error":
                for i in range(s.retries):
                    self._emit({"type": "error", "message": f"Reconnecting... {i + 1}/{s.retries}"})
                self._emit({"type": "error", "message": s.text}, s.ev)
                self._emit({"type": "turn.failed", "error": {"message": s.text}}, s.ev)
            elif s.kind == "end":
                if s.text:
                    item({"type": "agent_message", "text": s.text}, s.ev and s.success)
                if s.success:
                    self._emit({"type": "turn.completed", "usage": {
                        "input_tokens": self.rng.randint(80000, 900000),
                        "cached_input_tokens": self.rng.randint(60000, 800000),
                        "output_tokens": self.rng.randint(2000, 30000)}})
                else:
                    msg = s.subtype or "turn aborted"
                    self._emit({"type": "turn.failed", "error": {"message": msg}}, bool(s.ev))
            elif s.kind == "cut":
                pass

    # ---- Osmia agentstream
    def _o(self, obj, ev=False):
        self._tick()
        d = {"type": obj.pop("type"), "timestamp": self.t.strftime("%Y-%m-%dT%H:%M:%SZ")}
        d.update(obj)
        return self._emit(d, ev)

    def _render_osmia(self):
        self._o({"type": "system", "subtype": "init", "session_id": self.session, "engine": self.engine,
                 "model": self.model, "cwd": self.cwd, "task_id": self.ticket})
        k = 0
        for s in self.steps:
            if s.kind == "say":
                self._o({"type": "content", "role": "assistant", "content": s.text}, bool(s.ev))
            elif s.kind == "think":
                self._o({"type": "content", "role": "assistant", "content": s.text}, bool(s.ev))
            elif s.kind in ("tool", "edit", "write", "denied"):
                k += 1
                name, inp, out, err = self._tool_io(s)
                if s.kind == "tool" and s.name == "Bash" and s.rc:
                    out = s.out + f"\n[exit status {s.rc}]"
                which = self._evwhich(s.ev, "call" if s.kind in ("edit", "write") else "out")
                self._o({"type": "tool_use", "tool": name, "args": inp}, "call" in which)
                self._o({"type": "content", "role": "tool", "content": out}, "out" in which)
                if k % 9 == 0:
                    self._o({"type": "cost", "input_tokens": self.rng.randint(20000, 300000),
                             "output_tokens": self.rng.randint(500, 9000),
                             "cost_usd": round(self.rng.uniform(0.05, 1.5), 4)})
            elif s.kind == "hang":
                self._o({"type": "tool_use", "tool": "Bash", "args": s.inp})
            elif s.kind == "notice":
                self._o({"type": "content", "role": "system", "content": s.text}, s.ev)
            elif s.kind == "api_error":
                self._o({"type": "content", "role": "system", "content": s.text}, s.ev)
                self._o({"type": "result", "success": False, "summary": s.text}, s.ev)
            elif s.kind == "end":
                self._o({"type": "cost", "input_tokens": self.rng.randint(100000, 900000),
                         "output_tokens": self.rng.randint(3000, 30000), "cost_usd": round(self.rng.uniform(0.3, 5), 4)})
                self._o({"type": "result", "success": s.success, "summary": s.text}, s.ev)
            elif s.kind == "cut":
                pass

    # ------------------------------------------------------------ files
    def taskrun(self):
        created = self.t_start - timedelta(seconds=self.rng.randint(5, 90))
        tr = {"id": self.id, "ticket_id": self.ticket, "engine": self.engine, "current_engine": self.engine,
              "engine_attempts": [self.engine], "state": self.state, "retry_count": self.retry_count,
              "max_retries": 3, "files_changed": self.files_changed(), "tool_calls_total": len(self.tool_steps()),
              "consecutive_identical_tools": self.consecutive_identical(),
              "tokens_consumed": self.rng.randint(40000, 2400000), "cost_usd": round(self.rng.uniform(0.3, 9.0), 2),
              "diagnosis_history": [], "created_at": created.strftime("%Y-%m-%dT%H:%M:%SZ"),
              "updated_at": self.t_end.strftime("%Y-%m-%dT%H:%M:%SZ")}
        return tr

    def prompt_md(self):
        return f"# {self.ticket}: {self.title}\n\n{self.body}"


def _shq(cmd):
    if "'" not in cmd:
        return "'" + cmd + "'"
    return '"' + cmd.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$") + '"'


# ---------------------------------------------------------------- long-run noise
import re as _re

_COMMIT_BANK = ["fix build with gcc 13", "ci: cache ccache dir", "docs: update build instructions",
                "tests: add regression for empty input", "refactor: split parser into its own TU", "bump version",
                "cmake: export compile commands", "silence -Wshadow in tests", "ci: add clang-tidy job",
                "tests: deflake timer test", "readme: mention vcpkg", "format: run clang-format on src/",
                "fix UB in shift by 64 (UBSan)", "add benchmarks target", "drop C++14 support",
                "ci: run tests under ASan", "install: export targets", "fix typo in error message",
                "build: add -Wconversion for src/", "tests: use fixtures for temp dirs"]


def _paths_in(text):
    ps = _re.findall(r"`?((?:[\w.-]+/)+[\w.-]+\.(?:c|cc|cpp|h|hpp|am|ac|txt|bazel|build|json|py))`?", text)
    out = []
    for p in ps:
        if p not in out and not p.startswith("/") and "://" not in p:
            out.append(p)
    return out


def _idents_in(text):
    ids = _re.findall(r"`([A-Za-z_][\w:]*)\(", text)
    return [i for i in dict.fromkeys(ids)]


def _case_text(run):
    parts = []
    for s in run.steps:
        for a in ("cmd", "path", "old", "new", "content", "text", "out"):
            v = getattr(s, a, None)
            if isinstance(v, str):
                parts.append(v)
        if getattr(s, "inp", None):
            parts.append(json.dumps(s.inp))
    return "\n".join(parts)


def noise_bank(run):
    """Harmless, project-flavoured exploration steps used to make long runs (never build/test steps, so they
    cannot contradict a case's environment)."""
    rng = random.Random(run.id + ":noise")
    name = run.cwd.rstrip("/\\").replace("\\", "/").split("/")[-1]
    body = run.body
    paths = _paths_in(body)
    idents = _idents_in(body)
    read_paths = {getattr(s, "path", None) for s in run.steps}
    denied = any(s.kind == "denied" for s in run.steps)
    bl = body.lower()
    if "bazel" in bl:
        build_cmd = "bazel build //... && bazel test //..."
    elif "meson" in bl:
        build_cmd = "meson setup build && ninja -C build && meson test -C build"
    elif "cmake" in bl or "ctest" in bl or "preset" in bl:
        build_cmd = "cmake -S . -B build -G Ninja && cmake --build build && ctest --test-dir build"
    elif "configure" in bl or "autoreconf" in bl:
        build_cmd = "./autogen.sh && ./configure && make && make check"
    else:
        build_cmd = "make && make test"
    steps = []

    def bash(cmd, out, desc=None):
        if denied:
            return
        steps.append(Step("tool", name="Bash", inp={"command": cmd, **({"description": desc} if desc else {})},
                          out=out, rc=0, ev=False, cmd=cmd))

    ctext = _case_text(run)

    def read(path, text, start=1):
        if path in read_paths or path in ctext:
            return
        numbered = "\n".join(f"{i + start:6d}\u2192{l}" for i, l in enumerate(text.split("\n")))
        steps.append(Step("tool", name="Read", inp={"file_path": run._abs(path)}, out=numbered, rc=0, ev=False,
                          cmd=f"sed -n '{start},{start + text.count(chr(10))}p' {path}", raw=text, path=path))

    steps.append(Step("say", text=rng.choice([
        "I'll start by getting oriented in the repository.",
        "Let me get an overview of the project layout before touching anything.",
        "First I'll look around the codebase to understand the structure."]), ev=False))
    if run.fmt != "codex":
        items = ["Explore repository layout", "Read the code named in the ticket", "Implement the change",
                 "Build and run the tests", "Summarise the change"]
        todos = [{"content": t, "status": "in_progress" if i == 0 else "pending", "activeForm": t}
                 for i, t in enumerate(items)]
        steps.append(Step("tool", name="TodoWrite", inp={"todos": todos},
                          out="Todos have been modified successfully. Ensure that you continue to use the todo list "
                              "to track your progress. Please proceed with the current tasks if applicable",
                          rc=0, ev=False, cmd=None))
    commits = rng.sample(_COMMIT_BANK, 8)
    bash("git log --oneline -8", "\n".join(f"{rng.getrandbits(28):07x} {c}" for c in commits), "Recent history")
    src_files = [p for p in paths if p.startswith(("src/", "include/", "lib/"))]
    extra = [f"src/{w}.{'c' if any(p.endswith('.c') for p in paths) else 'cpp'}" for w in
             rng.sample(["util", "log", "config", "error", "io", "buffer", "hash", "alloc", "cli", "version"], 5)]
    listing = sorted(set(src_files + extra))
    bash("find src include -maxdepth 2 -type f | sort | head -40",
         "\n".join(listing + [f"include/{name}/{w}.h" for w in rng.sample(["api", "types", "errors", "config"], 2)]))
    read("CONTRIBUTING.md", f"# Contributing to {name}\n\n## Building\n\n    {build_cmd}\n\n"
                            "## Style\n\nRun clang-format before committing. Keep changes focused; one topic per PR.\n"
                            "New behaviour needs a test. Do not edit files under third_party/.")
    if ".github/workflows/ci.yml" not in ctext:
        bash("sed -n '1,30p' .github/workflows/ci.yml",
             f"name: ci\non: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-22.04\n    steps:\n"
             f"      - uses: actions/checkout@v4\n      - run: {build_cmd}")
    todo_lines = []
    for p in (src_files or extra)[:3]:
        todo_lines.append(f"{p}:{rng.randint(20, 300)}:    /* TODO: {rng.choice(['handle EINTR', 'make this configurable', 'remove after 3.0', 'use a faster hash', 'document ownership'])} */")
    if not any(s.kind == "tool" and s.name == "Grep" for s in steps):
        steps.append(Step("tool", name="Grep", inp={"pattern": "TODO|FIXME", "path": run._abs("src"),
                                                    "output_mode": "content", "-n": True},
                          out="\n".join(todo_lines), rc=0, ev=False, cmd="rg -n 'TODO|FIXME' src"))
    for ident in idents[:2]:
        base = ident.split("::")[-1]
        hdr = next((p for p in paths if p.endswith((".h", ".hpp"))), f"include/{name}/api.h")
        srcp = next((p for p in paths if p.endswith((".c", ".cpp", ".cc"))), extra[0])
        bash(f"grep -rn '{base}' --include='*.h' --include='*.hpp' --include='*.c' --include='*.cpp' . | head",
             f"./{hdr}:{rng.randint(10, 90)}:  {base}(...);\n./{srcp}:{rng.randint(20, 200)}:{base}(\n"
             f"./tests/{rng.choice(['api', 'regress', 'unit'])}_test.{'c' if srcp.endswith('.c') else 'cpp'}:{rng.randint(10, 120)}:    {base}(")
    steps.append(Step("think", text=rng.choice([
        "The ticket is narrow; I should keep the change local to the files it names and run the existing tests.",
        "Before editing I want to know how the tests are wired and which targets exist.",
        "Nothing unusual in the history. Next, the code the ticket points at."]), ev=False))
    bash("wc -l " + " ".join((src_files or extra)[:4]),
         "\n".join(f"  {rng.randint(40, 900)} {p}" for p in (src_files or extra)[:4]) + f"\n {rng.randint(900, 3000)} total")
    bash("git show --stat --oneline HEAD~1 | head -8",
         f"{rng.getrandbits(28):07x} {commits[1]}\n " + (src_files or extra)[0] + f" | {rng.randint(2, 30)} ++++--\n 1 file changed")
    read(".clang-format", "BasedOnStyle: Google\nColumnLimit: 100\nIndentWidth: 4\nAllowShortFunctionsOnASingleLine: Empty\nIncludeBlocks: Regroup")
    is_c = len(_re.findall(r"\.c\b", body + ctext)) > len(_re.findall(r"\.(cpp|cc|hpp)\b", body + ctext))
    tfiles = (["Makefile", "fixtures/basic.txt", "fixtures/empty.txt", "test_util.c", "test_regress.c", "test_io.c",
               "test_config.c", "run.sh", "data/sample.bin"] if is_c else
              ["CMakeLists.txt", "fixtures/basic.txt", "fixtures/empty.txt", "main.cpp", "util_test.cpp",
               "regress_test.cpp", "io_test.cpp", "config_test.cpp", "run.sh", "data/sample.bin"])
    steps.append(Step("tool", name="Glob", inp={"pattern": "tests/**/*"},
                      out="\n".join(run._abs(f"tests/{w}") for w in sorted(rng.sample(tfiles, 6))),
                      rc=0, ev=False, cmd="rg --files tests"))
    bash("git status --short && git branch --show-current", rng.choice(["main", "master"]))
    bash("ls -la", "\n".join([f"total {rng.randint(60, 200)}", "drwxr-xr-x  9 agent agent 4096 .", "drwxr-xr-x  3 agent agent 4096 ..",
                               "-rw-r--r--  1 agent agent  412 .clang-format", "-rw-r--r--  1 agent agent  288 .clang-tidy",
                               "drwxr-xr-x  8 agent agent 4096 .git", "drwxr-xr-x  3 agent agent 4096 .github",
                               "-rw-r--r--  1 agent agent 1893 CONTRIBUTING.md", "-rw-r--r--  1 agent agent 1071 LICENSE",
                               "-rw-r--r--  1 agent agent 3380 README.md", "drwxr-xr-x  3 agent agent 4096 include",
                               "drwxr-xr-x  4 agent agent 4096 src", "drwxr-xr-x  4 agent agent 4096 tests"]))
    read("docs/ARCHITECTURE.md", f"# {name} architecture\n\n- `src/` core library, no global state except the logger\n"
                                 "- `include/` public headers; anything not declared there is private\n"
                                 "- `tests/` unit tests, one file per module, plus regression inputs\n"
                                 "- `tools/` small command-line front ends\n\nErrors are reported as negative errno-style "
                                 "codes at the C boundary and as exceptions/Result<> in C++ code.")
    read("CHANGELOG.md", f"## Unreleased\n\n- {commits[0]}\n- {commits[2]}\n\n## {rng.randint(1, 4)}.{rng.randint(0, 12)}.0\n\n"
                         f"- {commits[3]}\n- {commits[4]}\n- {commits[5]}")
    for p in (src_files or extra)[:2]:
        bash(f"git log -3 --format='%h %an %ad %s' --date=short -- {p}",
             "\n".join(f"{rng.getrandbits(28):07x} {rng.choice(['M. Keller', 'a.ngo', 'Priya S', 'jdoe', 'T. Okafor'])} "
                       f"2026-{rng.randint(1, 10):02d}-{rng.randint(1, 28):02d} {c}" for c in rng.sample(commits, 3)))
        bash(f"grep -n '#include' {p} | head", "\n".join(f"{i + 1}:#include {h}" for i, h in enumerate(
            rng.sample(["<stdint.h>", "<string.h>", "<errno.h>", "<stdlib.h>", "\"log.h\"", "\"util.h\"", "\"config.h\""], 4)
            if p.endswith(".c") else rng.sample(["<cstdint>", "<string>", "<vector>", "<memory>", "<optional>",
                                                 "\"log.hpp\"", "\"util.hpp\""], 4))))
    steps.append(Step("say", text="I have a picture of the layout now; moving on to the code named in the ticket.",
                      ev=False))
    return steps


def _lengthen(self, target):
    lines, _ = self.render()
    if len(lines) >= target:
        return
    bank = noise_bank(self)
    k = 0
    while bank:
        st = bank.pop(0)
        self.steps.insert(k, st)
        k += 1
        lines, _ = self.render()
        if len(lines) >= target:
            break
    if len(lines) > 118:
        # keep the stream inside 20-120 lines: drop the last inserted step
        self.steps.pop(k - 1)


Run.lengthen = _lengthen


def noise_bank2(run):
    """Second batch of harmless exploration (different commands than noise_bank)."""
    rng = random.Random(run.id + ":noise2")
    name = run.cwd.rstrip("/\\").replace("\\", "/").split("/")[-1]
    denied = any(s.kind == "denied" for s in run.steps)
    paths = _paths_in(run.body)
    steps = []

    def bash(cmd, out):
        if not denied:
            steps.append(Step("tool", name="Bash", inp={"command": cmd}, out=out, rc=0, ev=False, cmd=cmd))

    ctext = _case_text(run)

    def read(path, text):
        if path in ctext:
            return
        numbered = "\n".join(f"{i + 1:6d}\u2192{l}" for i, l in enumerate(text.split("\n")))
        steps.append(Step("tool", name="Read", inp={"file_path": run._abs(path)}, out=numbered, rc=0, ev=False,
                          cmd=f"cat {path}", raw=text, path=path))

    read("docs/TESTING.md", f"# Testing {name}\n\nUnit tests live in `tests/`, one file per module. Regression inputs go in "
                            "`tests/data/` and are referenced by name.\n\nTests must not depend on network access or wall-clock "
                            "timing; use the fake clock in `tests/support/`.")
    bash("git log --format='%an' | sort | uniq -c | sort -rn | head -5",
         "\n".join(f"{rng.randint(5, 400):>7} {a}" for a in rng.sample(["M. Keller", "a.ngo", "Priya S", "jdoe", "T. Okafor", "dependabot[bot]"], 5)))
    read(".clang-tidy", "Checks: 'bugprone-*,performance-*,modernize-use-override,-modernize-use-trailing-return-type'\n"
                        "WarningsAsErrors: ''\nHeaderFilterRegex: '(src|include)/.*'")
    bash("grep -rn 'EXPECT_\\|ASSERT_\\|assert_\\|TEST_ASSERT\\|REQUIRE\\|CHECK' tests | wc -l", str(rng.randint(120, 1400)))
    bash("cat .editorconfig", "root = true\n\n[*]\nindent_style = space\nindent_size = 4\ntrim_trailing_whitespace = true\ninsert_final_newline = true")
    for p in paths[:3]:
        bash(f"git log --oneline -2 -- {p}", "\n".join(f"{rng.getrandbits(28):07x} {c}" for c in rng.sample(_COMMIT_BANK, 2)))
    read("docs/DEVELOPING.md", "## Debugging\n\nBuild with `-DCMAKE_BUILD_TYPE=Debug` (or `make DEBUG=1`). Sanitizer presets: "
                               "`asan`, `tsan`, `ubsan`.\n\n## Releasing\n\nTag `vX.Y.Z`; CI builds the packages.")
    steps.append(Step("think", text=rng.choice([
        "The conventions are clear: focused changes, tests next to the module, no network in tests.",
        "OK. Nothing here changes the plan; back to the ticket."]), ev=False))
    return steps


def _lengthen2(self, target):
    _lengthen(self, target)
    lines, _ = self.render()
    if len(lines) >= target:
        return
    bank = noise_bank2(self)
    # insert after the orientation block (i.e. after the first real step of the case)
    k = next((i for i, s in enumerate(self.steps) if s.kind in ("edit", "write")), len(self.steps) // 2)
    while bank:
        self.steps.insert(k, bank.pop(0))
        k += 1
        lines, _ = self.render()
        if len(lines) >= target:
            break
    if len(lines) > 118:
        self.steps.pop(k - 1)


Run.lengthen = _lengthen2
