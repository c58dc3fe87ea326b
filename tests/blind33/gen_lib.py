"""Renderers for the blind set v2-: one format-neutral case -> four on-disk stream formats.

A case is a dict built with `case(...)`; its `steps` are tuples made by the helpers below.
Each step may carry ev=True: the lines it renders to become the label's evidence_lines.
"""
import hashlib
import json
import random
import uuid as _uuid
from datetime import datetime, timedelta

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]


# ---------------------------------------------------------------- step helpers
def S(text, ev=False):
    """assistant prose"""
    return {"k": "say", "text": text, "ev": ev}


def T(text):
    """thinking / reasoning"""
    return {"k": "think", "text": text, "ev": False}


def B(cmd, out="", rc=0, ev=False, desc=None):
    """shell command and its output"""
    return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev, "desc": desc}


def R(path, content, ev=False):
    return {"k": "read", "path": path, "out": content, "ev": ev}


def E(path, old, new, ev=False, err=None):
    return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev, "err": err}


def W(path, content, ev=False):
    return {"k": "write", "path": path, "content": content, "ev": ev}


def G(pattern, out, path=".", ev=False):
    return {"k": "grep", "pattern": pattern, "path": path, "out": out, "ev": ev}


def H(text, ev=False):
    """a human interjection (transcripts only; dropped in other formats)"""
    return {"k": "human", "text": text, "ev": ev}


def DENY(tool, inp, ev=True):
    """a tool call refused by the permission policy (claude formats); other formats: a declined command"""
    return {"k": "deny", "tool": tool, "input": inp, "ev": ev}


def SYS(text, ev=False):
    """orchestrator notice (osmia: content role system; codex: error event; claude: plain log line)"""
    return {"k": "sys", "text": text, "ev": ev}


def NOISE(n):
    return {"k": "noise", "n": n}


# ---------------------------------------------------------------- case
def case(slug, fmt, mode, ticket, steps, why, near="", end=None, state=None, files_changed=None,
         watchdog=None, result=None, lang="py", repo="/workspace/repo", files=(), model=None,
         doubt=False, retry_count=0, extra_taskrun=None, **extra):
    """end: dict(ok=bool, text=str, ev=bool, kind=None|'none'|'usage'...)"""
    h = hashlib.sha1(("v2:" + slug).encode()).hexdigest()[:4]
    return dict(id=f"v2-{slug}-{h}", slug=slug, fmt=fmt, mode=mode, ticket=ticket, steps=steps,
                why=why, near=near, end=end or {}, state=state, files_changed=files_changed,
                watchdog=watchdog, result=result, lang=lang, repo=repo, files=list(files),
                model=model, doubt=doubt, retry_count=retry_count, extra_taskrun=extra_taskrun or {}, **extra)


# ---------------------------------------------------------------- noise
NOISE_POOL = {
    "py": [
        ("bash", "git status --short", " M {f0}\n"),
        ("bash", "ls", "Makefile\nREADME.md\npyproject.toml\nsrc\ntests\n.github\n"),
        ("read", "pyproject.toml", "[project]\nname = \"{name}\"\nversion = \"0.14.2\"\nrequires-python = \">=3.10\"\ndependencies = [\n  \"httpx>=0.27\",\n  \"pydantic>=2.6\",\n]\n\n[tool.pytest.ini_options]\naddopts = \"-q --strict-markers\"\ntestpaths = [\"tests\"]\n"),
        ("grep", "def ", "{f0}:12:def load(path: str) -> dict:\n{f0}:41:def _normalise(row):\n{f0}:77:def dump(rows, fh):\n"),
        ("bash", "git log --oneline -5", "a41c9e2 Merge pull request #812 from team/renovate/httpx-0.x\n7d0b1f3 chore(deps): update httpx to v0.27.2\n3c5e88a fix: keep trailing slash in base_url\n0f12aa9 ci: cache pip between jobs\n91bd2c4 docs: release notes 0.14.1\n"),
        ("read", "{f0}", "import logging\nfrom pathlib import Path\n\nlog = logging.getLogger(__name__)\n\n\ndef load(path: str) -> dict:\n    p = Path(path)\n    if not p.exists():\n        return {{}}\n    return _parse(p.read_text())\n"),
        ("bash", "python --version && pip --version", "Python 3.11.9\npip 24.0 from /usr/local/lib/python3.11/site-packages/pip (python 3.11)\n"),
        ("read", ".github/workflows/ci.yml", "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n        with:\n          python-version: '3.11'\n      - run: pip install -e '.[test]'\n      - run: pytest -q\n"),
    ],
    "go": [
        ("bash", "git status --short", " M {f0}\n"),
        ("read", "go.mod", "module github.com/acme/{name}\n\ngo 1.22\n\nrequire (\n\tgithub.com/jackc/pgx/v5 v5.5.5\n\tgithub.com/stretchr/testify v1.9.0\n)\n"),
        ("grep", "func ", "{f0}:18:func New(cfg Config) (*Server, error) {{\n{f0}:52:func (s *Server) Run(ctx context.Context) error {{\n"),
        ("bash", "ls", "Dockerfile\nMakefile\ncmd\ngo.mod\ngo.sum\ninternal\n"),
        ("bash", "go version", "go version go1.22.5 linux/amd64\n"),
        ("bash", "git log --oneline -4", "e0a1b7c Merge branch 'release/2.8'\n5fa9d21 internal/store: retry on serialization failure\n1b77c40 ci: run go vet\n9d3e0aa bump pgx to v5.5.5\n"),
        ("read", "{f0}", "package {pkg}\n\nimport (\n\t\"context\"\n\t\"fmt\"\n)\n\n// Config holds the service settings.\ntype Config struct {{\n\tAddr string\n\tDSN  string\n}}\n"),
    ],
    "js": [
        ("bash", "git status --short", " M {f0}\n"),
        ("read", "package.json", "{{\n  \"name\": \"{name}\",\n  \"private\": true,\n  \"scripts\": {{\n    \"build\": \"tsc -p .\",\n    \"test\": \"vitest run\",\n    \"lint\": \"eslint .\"\n  }}\n}}\n"),
        ("grep", "export function", "{f0}:3:export function format(value: number): string {{\n{f0}:21:export function parse(input: string): number {{\n"),
        ("bash", "node --version && npm --version", "v20.15.1\n10.7.0\n"),
        ("bash", "ls", "README.md\npackage.json\npackage-lock.json\nsrc\ntest\ntsconfig.json\n"),
        ("read", "{f0}", "import {{ config }} from './config';\n\nexport function format(value: number): string {{\n  return new Intl.NumberFormat(config.locale).format(value);\n}}\n"),
    ],
    "rust": [
        ("bash", "git status --short", " M {f0}\n"),
        ("read", "Cargo.toml", "[package]\nname = \"{name}\"\nversion = \"0.9.3\"\nedition = \"2021\"\n\n[dependencies]\nserde = {{ version = \"1\", features = [\"derive\"] }}\ntokio = {{ version = \"1\", features = [\"full\"] }}\n"),
        ("grep", "pub fn", "{f0}:14:pub fn parse(input: &str) -> Result<Frame, Error> {{\n{f0}:60:pub fn encode(frame: &Frame) -> Vec<u8> {{\n"),
        ("bash", "cargo --version && rustc --version", "cargo 1.79.0 (ffa9cf99a 2024-06-03)\nrustc 1.79.0 (129f3b996 2024-06-10)\n"),
        ("bash", "ls", "Cargo.lock\nCargo.toml\nDockerfile\nsrc\ntests\n"),
    ],
    "java": [
        ("bash", "git status --short", " M {f0}\n"),
        ("bash", "ls", "README.md\nmvnw\npom.xml\nsrc\n"),
        ("grep", "public ", "{f0}:22:public class {cls} {{\n{f0}:40:    public BigDecimal total(List<Line> lines) {{\n"),
        ("bash", "java -version 2>&1", "openjdk version \"17.0.11\" 2024-04-16\nOpenJDK Runtime Environment Temurin-17.0.11+9 (build 17.0.11+9)\n"),
    ],
    "swift": [
        ("bash", "git status --short", " M {f0}\n"),
        ("bash", "ls", "Invoices\nInvoices.xcodeproj\nInvoicesTests\nPackage.resolved\nfastlane\n"),
        ("bash", "xcodebuild -version", "Xcode 16.1\nBuild version 16B40\n"),
        ("grep", "func ", "{f0}:41:    override func viewDidLoad() {{\n{f0}:87:    @objc func share(_ sender: UIBarButtonItem) {{\n"),
    ],
    "tf": [
        ("bash", "git status --short", " M {f0}\n"),
        ("bash", "ls infra", "main.tf\nnetwork.tf\noutputs.tf\nvariables.tf\nversions.tf\n"),
        ("read", "infra/versions.tf", "terraform {{\n  required_version = \">= 1.6\"\n  required_providers {{\n    aws = {{\n      source  = \"hashicorp/aws\"\n      version = \"~> 5.31\"\n    }}\n  }}\n}}\n"),
        ("bash", "terraform version", "Terraform v1.8.5\non linux_amd64\n"),
    ],
    "any": [
        ("bash", "git status --short", " M {f0}\n"),
        ("bash", "git log --oneline -3", "c81d2e0 Merge pull request #431 from team/fix-ci-cache\n4a0e7f1 ci: pin runner image\n77b2c9d chore: update CODEOWNERS\n"),
        ("grep", "TODO", "{f0}:12:// TODO: remove after the Q3 migration\n"),
        ("bash", "git diff --stat", " {f0} | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)\n"),
    ],
    "ruby": [
        ("bash", "git status --short", " M {f0}\n"),
        ("bash", "ls", "Gemfile\nGemfile.lock\napp\nbin\nconfig\ndb\nspec\n"),
        ("grep", "def ", "{f0}:9:  def call\n{f0}:31:  def notify(user)\n"),
        ("bash", "ruby -v", "ruby 3.2.4 (2024-04-23 revision af471c0e01) [x86_64-linux]\n"),
    ],
}


def expand_noise(c, n, rnd):
    pool = NOISE_POOL.get(c["lang"], NOISE_POOL["py"])
    f0 = c["files"][0] if c["files"] else "src/app.py"
    name = c["slug"].split("-")[0]
    fmtargs = dict(f0=f0, name=name, pkg=name.replace("-", ""), cls=name.capitalize())
    picks = []
    idx = list(range(len(pool)))
    rnd.shuffle(idx)
    for i in idx[:n]:
        picks.append(pool[i])
    k = 0
    dirs = sorted({p.rsplit("/", 1)[0] for p in c["files"] if "/" in p}) or ["src"]
    while len(picks) < n:
        k += 1
        a = 1 + 40 * k
        kind = k % 4
        d = dirs[k % len(dirs)]
        if kind == 0:
            picks.append(("bash", f"sed -n '{a},{a + 39}p' {f0}", f"# lines {a}-{a + 39} of {f0} (no matches for the changed symbol)\n"))
        elif kind == 1:
            picks.append(("bash", f"ls -la {d}", f"total {8 + k}\ndrwxr-xr-x  {3 + k % 3} runner runner 4096 Nov 12 09:14 .\ndrwxr-xr-x 11 runner runner 4096 Nov 12 09:14 ..\n-rw-r--r--  1 runner runner {1200 + 37 * k} Nov 12 09:14 {f0.rsplit('/', 1)[-1]}\n"))
        elif kind == 2:
            picks.append(("bash", f"git log --oneline -{2 + k % 5} -- {d}", "".join(f"{rnd.getrandbits(28):07x} {m}\n" for m in ["refactor: split helpers", "fix: handle empty input", "chore: lint", "feat: add option", "test: cover edge case", "docs: comments"][: 2 + k % 5])))
        else:
            picks.append(("bash", f"wc -l {f0} {d}/*.{f0.rsplit('.', 1)[-1]} 2>/dev/null | tail -1", f"  {300 + 53 * k} total\n"))
    out = []
    for kind, a, b in picks:
        a2 = a.format(**fmtargs)
        b2 = b.format(**fmtargs)
        if kind == "bash":
            out.append(B(a2, b2))
        elif kind == "read":
            out.append(R(a2, b2))
        else:
            out.append(G(a2, b2))
    return out


# ---------------------------------------------------------------- rendering
class Clock:
    def __init__(self, start, rnd):
        self.t = start
        self.rnd = rnd

    def tick(self, lo=2, hi=14):
        self.t += timedelta(seconds=self.rnd.randint(lo, hi))
        return self.t.strftime("%Y-%m-%dT%H:%M:%SZ")

    def ms(self):
        return self.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{self.rnd.randint(0, 999):03d}Z"


def _uid(rnd):
    return str(_uuid.UUID(int=rnd.getrandbits(128), version=4))


def _msgid(rnd, prefix="msg_01"):
    chars = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"
    return prefix + "".join(rnd.choice(chars) for _ in range(22))


def _bash_display(cmd, out, rc):
    if rc and not out.rstrip().endswith(f"exit code {rc}"):
        return out if out else f"Exit code {rc}"
    return out


PROSE = ["Let me check the surrounding code before changing anything.",
         "Now I'll look at how this is called.",
         "Let me see what the tests exercise here.",
         "I'll check the repository layout and recent history.",
         "Let me confirm the toolchain versions on this runner."]


def render(c):
    """returns (lines:list[str], evidence:list[int], stats:dict); pads with noise to the case's length"""
    seed = int(hashlib.sha1(c["id"].encode()).hexdigest()[:8], 16)
    target = c.get("length") or (22 + seed % 19)
    extra = 0
    while True:
        out = _render_once(c, seed, extra)
        if len(out[0]) >= target or extra > 80:
            return out
        extra += 1


def _render_once(c, seed, extra):
    rnd = random.Random(seed)
    steps = []
    for st in c["steps"]:
        if st["k"] == "noise":
            steps.extend(expand_noise(c, st["n"], rnd))
        else:
            steps.append(st)
    if extra:
        prnd = random.Random(seed + 7)
        pad = expand_noise(c, extra, prnd)
        first, second = pad[: (extra + 1) // 2], pad[(extra + 1) // 2:]
        if extra >= 3:
            first.insert(0, S(prnd.choice(PROSE)))
        pos2 = max(1, len(steps) // 2)
        if c.get("pad_at") == "start":
            pos2 = 1
        steps = steps[:1] + first + steps[1:pos2] + second + steps[pos2:]
    fmt = c["fmt"]
    start = datetime(2026, 11, 1 + seed % 27, 6 + seed % 14, seed % 60, seed % 59)
    clk = Clock(start, rnd)
    fn = {"claude": _r_claude, "claude-transcript": _r_transcript, "codex": _r_codex, "osmia": _r_osmia}[fmt]
    lines, ev, stats = fn(c, steps, rnd, clk)
    stats["created_at"] = start.strftime("%Y-%m-%dT%H:%M:%SZ")
    stats["updated_at"] = clk.tick(5, 30)
    stats["seed"] = seed
    return [json.dumps(x, ensure_ascii=False, separators=(",", ":")) if not isinstance(x, str) else x for x in lines], ev, stats


def _tool_calls(steps):
    calls = []
    for st in steps:
        if st["k"] in ("bash", "read", "edit", "write", "grep", "deny"):
            key = (st["k"], st.get("cmd") or st.get("path") or json.dumps(st.get("input"), sort_keys=True),
                   st.get("old"), st.get("new"))
            calls.append(key)
    longest, cur, prev = 0, 0, None
    for k in calls:
        cur = cur + 1 if k == prev else 1
        prev = k
        longest = max(longest, cur)
    return len(calls), longest


def _claude_tool(st, repo):
    k = st["k"]
    if k == "bash":
        inp = {"command": st["cmd"]}
        if st.get("desc"):
            inp["description"] = st["desc"]
        return "Bash", inp
    if k == "read":
        return "Read", {"file_path": f"{repo}/{st['path']}" if not st["path"].startswith("/") else st["path"]}
    if k == "edit":
        return "Edit", {"file_path": f"{repo}/{st['path']}", "old_string": st["old"], "new_string": st["new"]}
    if k == "write":
        return "Write", {"file_path": f"{repo}/{st['path']}", "content": st["content"]}
    if k == "grep":
        return "Grep", {"pattern": st["pattern"], "path": st["path"], "output_mode": "content", "-n": True}
    if k == "deny":
        return st["tool"], st["input"]
    raise ValueError(k)


def _claude_result_text(st, repo):
    k = st["k"]
    if k == "bash":
        out = st["out"].rstrip("\n")
        if st["rc"]:
            return (out + ("\n" if out else "") + f"Exit code {st['rc']}") if "Exit code" not in out else out, True
        return out, False
    if k == "read":
        if st["out"].startswith("<tool_use_error>") or st["out"].startswith("File does not exist"):
            return st["out"], True
        body = st["out"].rstrip("\n").split("\n")
        return "\n".join(f"{i + 1:>6}\u2192{l}" for i, l in enumerate(body)), False
    if k == "edit":
        if st.get("err"):
            return st["err"], True
        return f"The file {repo}/{st['path']} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" + \
            "\n".join(f"{i + 1:>6}\u2192{l}" for i, l in enumerate(st["new"].split("\n")[:6])), False
    if k == "write":
        return f"File created successfully at: {repo}/{st['path']}", False
    if k == "grep":
        return st["out"].rstrip("\n") or "No matches found", False
    if k == "deny":
        return f"Claude requested permissions to use {st['tool']}, but you haven't granted it yet.", True
    raise ValueError(k)


def _r_claude(c, steps, rnd, clk, transcript=False):
    repo = c["repo"]
    model = c["model"] or "claude-sonnet-4-5-20250929"
    sid = _uid(rnd)
    lines, ev = [], []
    denials = []
    parent = [None]
    version = "2.0.37"

    def emit(obj, is_ev):
        if transcript:
            u = _uid(rnd)
            obj = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": repo,
                   "sessionId": sid, "version": version, "gitBranch": c.get("branch", "main"), **obj,
                   "uuid": u, "timestamp": clk.ms()}
            parent[0] = u
        else:
            obj = {**obj, "parent_tool_use_id": None, "session_id": sid, "uuid": _uid(rnd)}
        lines.append(obj)
        if is_ev:
            ev.append(len(lines))

    if transcript:
        tk = c["ticket"]
        lines.append({"type": "file-history-snapshot", "messageId": _uid(rnd),
                      "snapshot": {"messageId": _uid(rnd), "trackedFileBackups": {}, "timestamp": clk.ms()},
                      "isSnapshotUpdate": False})
        clk.tick()
        emit({"type": "user", "message": {"role": "user", "content": c.get("opening") or _ticket_chat(tk)},
              "permissionMode": "acceptEdits"}, False)
    else:
        lines.append({"type": "system", "subtype": "init", "cwd": repo, "session_id": sid,
                      "tools": ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit",
                                "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput",
                                "KillBash"],
                      "mcp_servers": [], "model": model,
                      "permissionMode": c.get("permission_mode", "acceptEdits"), "apiKeySource": "ANTHROPIC_API_KEY",
                      "output_style": "default", "uuid": _uid(rnd)})
    msg_id = None
    ntool = 0
    for st in steps:
        clk.tick()
        k = st["k"]
        if k in ("say", "think"):
            msg_id = _msgid(rnd)
            block = {"type": "text", "text": st["text"]} if k == "say" else \
                {"type": "thinking", "thinking": st["text"], "signature": "EqQBCkYIBxgCKkD" + _msgid(rnd, "")}
            emit({"type": "assistant", "message": {"id": msg_id, "type": "message", "role": "assistant",
                                                   "model": model, "content": [block], "stop_reason": None,
                                                   "stop_sequence": None,
                                                   "usage": {"input_tokens": rnd.randint(3, 9),
                                                             "cache_creation_input_tokens": rnd.randint(200, 4000),
                                                             "cache_read_input_tokens": rnd.randint(9000, 60000),
                                                             "output_tokens": rnd.randint(20, 400),
                                                             "service_tier": "standard"}}}, st["ev"])
        elif k == "human":
            if transcript:
                emit({"type": "user", "message": {"role": "user", "content": st["text"]}}, st["ev"])
        elif k == "sys":
            if transcript:
                emit({"type": "system", "subtype": "informational", "content": st["text"], "level": "warning",
                      "isMeta": False}, st["ev"])
            else:
                lines.append(st["text"])
                if st["ev"]:
                    ev.append(len(lines))
        else:
            name, inp = _claude_tool(st, repo)
            tid = _msgid(rnd, "toolu_01")
            ntool += 1
            emit({"type": "assistant", "message": {"id": _msgid(rnd), "type": "message", "role": "assistant",
                                                   "model": model,
                                                   "content": [{"type": "tool_use", "id": tid, "name": name,
                                                                "input": inp}],
                                                   "stop_reason": None, "stop_sequence": None,
                                                   "usage": {"input_tokens": rnd.randint(3, 9),
                                                             "cache_creation_input_tokens": rnd.randint(100, 3000),
                                                             "cache_read_input_tokens": rnd.randint(9000, 80000),
                                                             "output_tokens": rnd.randint(30, 300),
                                                             "service_tier": "standard"}}},
                 st["ev"] and k in ("edit", "write", "deny"))
            text, is_err = _claude_result_text(st, repo)
            tr = {"tool_use_id": tid, "type": "tool_result", "content": text}
            if is_err:
                tr["is_error"] = True
            obj = {"type": "user", "message": {"role": "user", "content": [tr]}}
            if transcript and k == "bash":
                obj["toolUseResult"] = {"stdout": st["out"] if not st["rc"] else "",
                                        "stderr": st["out"] if st["rc"] else "", "interrupted": False,
                                        "isImage": False}
            emit(obj, st["ev"])
            if k == "deny":
                denials.append({"tool_name": name, "tool_use_id": tid, "tool_input": inp})
    end = c["end"]
    clk.tick()
    if transcript:
        if end.get("text"):
            if end.get("api_error"):
                emit({"type": "assistant", "message": {"id": _uid(rnd), "model": "<synthetic>", "role": "assistant",
                                                       "stop_reason": "stop_sequence", "stop_sequence": "",
                                                       "type": "message",
                                                       "usage": {"input_tokens": 0, "output_tokens": 0,
                                                                 "cache_creation_input_tokens": 0,
                                                                 "cache_read_input_tokens": 0},
                                                       "content": [{"type": "text", "text": end["text"]}]},
                      "isApiErrorMessage": True}, end.get("ev", False))
            else:
                emit({"type": "assistant", "message": {"id": _msgid(rnd), "type": "message", "role": "assistant",
                                                       "model": model,
                                                       "content": [{"type": "text", "text": end["text"]}],
                                                       "stop_reason": "end_turn", "stop_sequence": None,
                                                       "usage": {"input_tokens": 4, "output_tokens": rnd.randint(80, 500),
                                                                 "cache_read_input_tokens": rnd.randint(20000, 90000),
                                                                 "cache_creation_input_tokens": 300,
                                                                 "service_tier": "standard"}}}, end.get("ev", False))
    elif end.get("kind") != "none":
        ok = end.get("ok", False)
        cost = round(0.05 + ntool * rnd.uniform(0.02, 0.09), 4)
        if end.get("api_error"):
            msg_id = _uid(rnd)
            lines.append({"type": "assistant", "message": {"id": msg_id, "model": "<synthetic>", "role": "assistant",
                                                           "stop_reason": "stop_sequence", "stop_sequence": "",
                                                           "type": "message",
                                                           "usage": {"input_tokens": 0, "output_tokens": 0},
                                                           "content": [{"type": "text", "text": end["text"]}]},
                          "parent_tool_use_id": None, "session_id": sid, "uuid": _uid(rnd)})
            if end.get("ev"):
                ev.append(len(lines))
        res = {"type": "result", "subtype": end.get("subtype", "success"), "is_error": not ok,
               "duration_ms": int((clk.t - datetime(2026, 1, 1)).total_seconds()) % 900000 + 20000,
               "duration_api_ms": rnd.randint(15000, 400000), "num_turns": ntool + 1,
               "result": end.get("text", ""), "session_id": sid, "total_cost_usd": cost,
               "usage": {"input_tokens": rnd.randint(20, 90), "cache_creation_input_tokens": rnd.randint(5000, 30000),
                         "cache_read_input_tokens": rnd.randint(50000, 900000), "output_tokens": rnd.randint(800, 9000),
                         "server_tool_use": {"web_search_requests": 0}, "service_tier": "standard"},
               "permission_denials": denials, "uuid": _uid(rnd)}
        if end.get("subtype", "success") != "success":
            res.pop("result")
        lines.append(res)
        if end.get("ev") and not end.get("api_error"):
            ev.append(len(lines))
    ncalls, ident = _tool_calls(steps)
    return lines, ev, {"tool_calls": ncalls, "identical": ident, "session": sid}


def _ticket_chat(tk):
    key, title, body, ac = tk
    return f"can you pick up {key} ({title})? {body.splitlines()[0]}"


def _r_transcript(c, steps, rnd, clk):
    return _r_claude(c, steps, rnd, clk, transcript=True)


def _shell_quote_lc(cmd):
    return "bash -lc " + json.dumps(cmd) if "'" in cmd else f"bash -lc '{cmd}'"


def _r_codex(c, steps, rnd, clk):
    lines, ev = [], []
    n = [0]

    def item():
        i = f"item_{n[0]}"
        n[0] += 1
        return i

    lines.append({"type": "thread.started", "thread_id": _uid(rnd)})
    lines.append({"type": "turn.started"})
    for st in steps:
        k = st["k"]
        if k == "say":
            lines.append({"type": "item.completed", "item": {"id": item(), "type": "agent_message", "text": st["text"]}})
            if st["ev"]:
                ev.append(len(lines))
        elif k == "think":
            lines.append({"type": "item.completed", "item": {"id": item(), "type": "reasoning", "text": st["text"]}})
        elif k == "human":
            continue
        elif k == "sys":
            lines.append({"type": "error", "message": st["text"]})
            if st["ev"]:
                ev.append(len(lines))
        elif k in ("edit", "write"):
            if st.get("err"):
                iid = item()
                lines.append({"type": "item.completed", "item": {"id": iid, "type": "file_change",
                                                                 "changes": [{"path": st["path"], "kind": "update"}],
                                                                 "status": "failed"}})
            else:
                lines.append({"type": "item.completed", "item": {"id": item(), "type": "file_change",
                                                                 "changes": [{"path": st["path"],
                                                                              "kind": "update" if k == "edit" else "add"}],
                                                                 "status": "completed"}})
            if st["ev"]:
                ev.append(len(lines))
        else:
            if k == "bash":
                cmd, out, rc = st["cmd"], st["out"], st["rc"]
            elif k == "read":
                cmd, out, rc = f"sed -n '1,200p' {st['path']}", st["out"], 0
                if out.startswith("File does not exist") or out.startswith("<tool_use_error>"):
                    out, rc = f"sed: can't read {st['path']}: No such file or directory\n", 2
            elif k == "grep":
                cmd, out, rc = f"rg -n \"{st['pattern']}\" {st['path']}", st["out"], 0 if st["out"] else 1
            elif k == "deny":
                cmd = st["input"].get("command", json.dumps(st["input"]))
                iid = item()
                lines.append({"type": "item.completed", "item": {"id": iid, "type": "command_execution",
                                                                 "command": _shell_quote_lc(cmd),
                                                                 "aggregated_output": "",
                                                                 "exit_code": None, "status": "declined"}})
                if st["ev"]:
                    ev.append(len(lines))
                continue
            iid = item()
            full = _shell_quote_lc(cmd)
            lines.append({"type": "item.started", "item": {"id": iid, "type": "command_execution", "command": full,
                                                           "aggregated_output": "", "exit_code": None,
                                                           "status": "in_progress"}})
            lines.append({"type": "item.completed", "item": {"id": iid, "type": "command_execution", "command": full,
                                                             "aggregated_output": out, "exit_code": rc,
                                                             "status": "completed" if rc == 0 else "failed"}})
            if st["ev"]:
                ev.append(len(lines))
    end = c["end"]
    if end.get("kind") != "none":
        if end.get("text") and not end.get("turn_failed"):
            lines.append({"type": "item.completed", "item": {"id": item(), "type": "agent_message", "text": end["text"]}})
            if end.get("ev"):
                ev.append(len(lines))
        if end.get("turn_failed"):
            if end.get("error_event"):
                lines.append({"type": "error", "message": end["error_event"]})
                if end.get("ev"):
                    ev.append(len(lines))
            lines.append({"type": "turn.failed", "error": {"message": end["turn_failed"]}})
            if end.get("ev"):
                ev.append(len(lines))
        else:
            lines.append({"type": "turn.completed",
                          "usage": {"input_tokens": rnd.randint(80000, 1200000),
                                    "cached_input_tokens": rnd.randint(50000, 900000),
                                    "output_tokens": rnd.randint(2000, 15000)}})
    ncalls, ident = _tool_calls(steps)
    return lines, ev, {"tool_calls": ncalls, "identical": ident}


def _r_osmia(c, steps, rnd, clk):
    lines, ev = [], []
    sid = _uid(rnd)
    lines.append({"type": "system", "subtype": "init", "timestamp": clk.tick(), "session_id": sid})
    for st in steps:
        k = st["k"]
        ts = clk.tick()
        if k in ("say", "think"):
            lines.append({"type": "content", "timestamp": ts, "role": "assistant", "content": st["text"]})
            if st["ev"]:
                ev.append(len(lines))
        elif k == "human":
            continue
        elif k == "sys":
            lines.append({"type": "content", "timestamp": ts, "role": "system", "content": st["text"]})
            if st["ev"]:
                ev.append(len(lines))
        else:
            if k == "bash":
                tool, args, out = "Bash", {"command": st["cmd"]}, st["out"]
                if st["rc"]:
                    out = out.rstrip("\n") + f"\nexit status {st['rc']}" if "exit status" not in out else out
            elif k == "read":
                tool, args, out = "Read", {"file_path": st["path"]}, st["out"]
            elif k == "edit":
                tool, args = "Edit", {"file_path": st["path"], "old_string": st["old"], "new_string": st["new"]}
                out = st.get("err") or f"Edited {st['path']}"
            elif k == "write":
                tool, args, out = "Write", {"file_path": st["path"], "content": st["content"]}, f"Wrote {st['path']}"
            elif k == "grep":
                tool, args, out = "Grep", {"pattern": st["pattern"], "path": st["path"]}, st["out"]
            elif k == "deny":
                tool, args = st["tool"], st["input"]
                out = f"tool call refused by policy: {st['tool']} is not in the allowed tool list for this task"
            lines.append({"type": "tool_use", "timestamp": ts, "tool": tool, "args": args})
            if st["ev"] and k in ("edit", "write", "deny"):
                ev.append(len(lines))
            lines.append({"type": "content", "timestamp": clk.tick(1, 40), "role": "tool", "content": out.rstrip("\n")})
            if st["ev"]:
                ev.append(len(lines))
    end = c["end"]
    if end.get("kind") != "none":
        lines.append({"type": "cost", "timestamp": clk.tick(), "input_tokens": rnd.randint(40000, 400000),
                      "output_tokens": rnd.randint(1500, 12000), "cost_usd": round(rnd.uniform(0.1, 2.5), 2)})
        lines.append({"type": "result", "timestamp": clk.tick(), "success": bool(end.get("ok")),
                      "summary": end.get("text", "")})
        if end.get("ev"):
            ev.append(len(lines))
    ncalls, ident = _tool_calls(steps)
    return lines, ev, {"tool_calls": ncalls, "identical": ident, "session": sid}
