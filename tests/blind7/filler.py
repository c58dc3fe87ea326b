"""Shared distractor steps: exploration, git log subjects with alarming words, READMEs."""
import hashlib

SUBJ = [
    "revert \"worker: raise memory limit after OOMKilled in staging\"",
    "ci: retry flaky upload on timeout",
    "fix permission denied on uploads dir in docker image",
    "deps: drop deprecated request module",
    "hotfix: killed stale sessions leaking connections",
    "chore: bump base image, fixes disk full in build cache",
    "test: quarantine flaky rate limit test",
    "docs: note about 403 from GitHub when token expires",
    "fix(auth): return 401 instead of 500 on expired token",
    "build: pin toolchain to avoid missing linker on arm64",
    "feat: add network timeout to outbound webhooks",
    "refactor: remove dead code path",
    "fix: handle ECONNRESET from payment gateway",
    "chore(release): 4.12.0",
]


def B(cmd, out, code=0, ev=None):
    return ("bash", cmd, out, code, {"ev": ev}) if ev else ("bash", cmd, out, code)


def E(path, old, new, ev=None):
    return ("edit", path, old, new, {"ev": ev}) if ev else ("edit", path, old, new)


def W(path, content, ev=None):
    return ("write", path, content, {"ev": ev}) if ev else ("write", path, content)


def R(path, content):
    return ("read", path, content)


def S(text, ev=None):
    return ("say", text, {"ev": ev}) if ev else ("say", text)


def T(text):
    return ("think", text)


def gitlog(seed, n=5):
    h = int(hashlib.sha256(seed.encode()).hexdigest(), 16)
    lines = []
    for i in range(n):
        s = SUBJ[(h >> (i * 4)) % len(SUBJ)] if i != 2 else SUBJ[(h + i) % len(SUBJ)]
        lines.append("%s %s" % (hashlib.sha1(("%s%d" % (seed, i)).encode()).hexdigest()[:7], s))
    return B("git log --oneline -%d" % n, "\n".join(lines))


def pre(seed, files, readme=None, readme_path="README.md"):
    """Exploration opening: listing, git log, README."""
    st = [S("Let me look at the repository layout and recent history first."),
          B("ls", "\n".join(files)), gitlog(seed)]
    if readme:
        st.append(R(readme_path, readme))
    return st


def ok(summary):
    return {"kind": "ok", "summary": summary}


def fail(summary, ev=False):
    return {"kind": "fail", "summary": summary, "ev": ev}


def provider(msg, subtype=None):
    d = {"kind": "provider", "summary": msg, "ev": True}
    if subtype:
        d["subtype"] = subtype
    return d


def cut():
    return {"kind": "cut"}


CI_YML = "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    timeout-minutes: 30\n    steps:\n      - uses: actions/checkout@v4\n      - run: make test"
CONTRIB = "# Contributing\n\n- Keep PRs small and focused on one ticket.\n- Some integration tests are slow; the suite has a 30 min timeout in CI.\n- Never commit secrets; CI fails with 'permission denied' if the deploy key is used locally."


def extra_steps(seed):
    """Generic, harmless exploration used to give short scenarios a realistic length."""
    h = int(hashlib.sha256(("x" + seed).encode()).hexdigest(), 16)
    pool = [
        B("git status --short --branch", "## main...origin/main"),
        R(".github/workflows/ci.yml", CI_YML),
        R("CONTRIBUTING.md", CONTRIB),
        B("git branch -a | head -5", "* main\n  remotes/origin/HEAD -> origin/main\n  remotes/origin/main\n  remotes/origin/release/4.11"),
        T("Before touching anything I want to know how tests are run here and where the ticket's code lives."),
        B("rg -n 'TODO|FIXME' --max-count 3 | head -6", "docs/ARCHITECTURE.md:41:TODO: document retry and timeout policy\nscripts/dev.sh:12:# FIXME: killed by OOM on small laptops, lower workers"),
        B("git log -1 --format='%an %ar %s'", "renovate[bot] 2 days ago chore(deps): update dependency lint-staged to v15.2.10"),
        B("ls -la | head -8", "total 64\ndrwxr-xr-x 9 agent agent 4096 Nov 22 01:10 .\ndrwxr-xr-x 3 agent agent 4096 Nov 22 01:10 ..\ndrwxr-xr-x 8 agent agent 4096 Nov 22 01:10 .git\ndrwxr-xr-x 3 agent agent 4096 Nov 22 01:10 .github\n-rw-r--r-- 1 agent agent  412 Nov 22 01:10 .editorconfig\n-rw-r--r-- 1 agent agent 1830 Nov 22 01:10 CONTRIBUTING.md"),
        S("Let me check how the test suite is configured before editing."),
        B("cat Makefile 2>/dev/null | head -6 || true", "test:\n\t./scripts/test.sh\nlint:\n\t./scripts/lint.sh\n.PHONY: test lint"),
    ]
    start = h % len(pool)
    return [pool[(start + i) % len(pool)] for i in range(len(pool))]


_more = [
    B("git log --oneline -8 -- docs/", "a81c0de docs: runbook for disk full on build agents\n3f0e1d2 docs: clarify timeout knobs\n19bd7aa docs: fix typo"),
    R("docs/ARCHITECTURE.md", "# Architecture\n\nRequests enter through the gateway, are authenticated, then routed.\nBackground jobs run in the worker pool; a job killed by the OOM killer is retried once.\nTODO: document retry and timeout policy"),
    B("git show --stat HEAD~1 | head -8", "commit 9c2e71b\nAuthor: dana <dana@acme.io>\n\n    fix: permission denied when rotating logs in container\n\n scripts/logrotate.sh | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)"),
    B("wc -l $(git ls-files | head -20) | tail -1", "  4821 total"),
    T("The history mentions OOM and permission fixes but those are old and unrelated to this ticket."),
    B("git ls-files | wc -l", "612"),
    B("env | grep -E '^(CI|LANG|TZ)=' | sort", "CI=true\nLANG=C.UTF-8\nTZ=UTC"),
    R(".editorconfig", "root = true\n\n[*]\nindent_style = space\nindent_size = 2\ninsert_final_newline = true"),
    B("git log --oneline --since=2.weeks | wc -l", "37"),
    S("Nothing relevant in the recent history; moving on to the code."),
    B("git grep -n 'deprecated' -- '*.md' | head -3", "CHANGELOG.md:88:- deprecated: the v1 export endpoint (removal in 5.0)\nCHANGELOG.md:120:- deprecated `--legacy-auth` flag"),
    R("CHANGELOG.md", "## 4.12.0\n- fix: handle ECONNRESET from payment gateway\n- ci: retry flaky upload on timeout\n\n## 4.11.2\n- hotfix: killed stale sessions leaking connections"),
    B("git stash list", ""),
    B("git remote -v", "origin\thttps://github.com/acme/monorepo.git (fetch)\norigin\thttps://github.com/acme/monorepo.git (push)"),
]


def extra_steps(seed, _base=extra_steps):
    return _base(seed) + _more
