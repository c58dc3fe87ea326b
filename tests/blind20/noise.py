"""Deterministic orientation / housekeeping steps used to pad runs to realistic lengths."""
import hashlib
import os
import random

from gen_lib import bash, read, grep, say, think

COMMITS = [
    "fix typo in docstring", "ci: cache pip downloads", "bump version to {v}", "refactor: split io helpers",
    "docs: update install notes", "tests: add regression for #{n}", "chore: pre-commit autoupdate",
    "build: pin toolchain", "Merge pull request #{n} from team/{b}", "perf: avoid copy in hot loop",
    "add CHANGELOG entry", "lint: fix warnings", "storybook: refresh stories", "deps: update lockfile",
]
TOP = {".swift": ["Package.swift", "Package.resolved", "Sources", "Tests", "README.md", "fastlane", "Podfile"],
       ".kt": ["build.gradle.kts", "settings.gradle.kts", "gradle", "gradlew", "gradle.properties", "README.md"],
       ".dart": ["pubspec.yaml", "pubspec.lock", "lib", "test", "android", "ios", "README.md"],
       ".tsx": ["package.json", "pnpm-lock.yaml", "tsconfig.json", "src", "public", "README.md"],
       ".ts": ["package.json", "package-lock.json", "tsconfig.json", "src", "README.md"],
       ".js": ["package.json", "yarn.lock", "src", "README.md"],
       ".svelte": ["package.json", "svelte.config.js", "vite.config.ts", "src", "README.md"],
       ".vue": ["package.json", "vite.config.ts", "src", "README.md"],
       ".tf": ["main.tf", "variables.tf", "outputs.tf", "versions.tf", "modules", "README.md"],
       ".yaml": ["Chart.yaml", "values.yaml", "templates", "README.md"],
       ".yml": ["ansible.cfg", "inventory", "roles", "playbooks", "README.md"],
       ".nix": ["flake.nix", "flake.lock", "README.md"],
       ".bzl": ["WORKSPACE", "MODULE.bazel", "BUILD.bazel", ".bazelrc", "README.md"],
       ".bazel": ["WORKSPACE", "MODULE.bazel", "BUILD.bazel", ".bazelrc", "README.md"],
       ".py": ["pyproject.toml", "tests", "README.md", "LICENSE"],
       ".md": ["docs", "README.md"],
}


def _rng(case):
    return random.Random(int(hashlib.sha1(("noise:" + case["slug"]).encode()).hexdigest()[:12], 16))


def _paths(case):
    ps = []
    for s in case["steps"]:
        p = s.get("path")
        if p and p not in ps and not p.startswith("/"):
            ps.append(p)
    return ps


def _ext(paths):
    for p in paths:
        e = os.path.splitext(p)[1]
        if e in TOP:
            return e
    return ".ts"


def pool(case):
    rng = _rng(case)
    proj = os.path.basename(case["cwd"].rstrip("/"))
    paths = _paths(case)
    ext = _ext(paths)
    dirs = sorted({p.split("/")[0] for p in paths if "/" in p})
    top = sorted(set(dirs + TOP[ext] + [".gitignore", ".github"]))
    words = [w.strip("`.,:()") for w in case["title"].split() if len(w) > 4]
    kw = (words[rng.randrange(len(words))] if words else proj).lower()
    hexs = lambda: "%07x" % rng.getrandbits(28)
    commits = "\n".join("%s %s" % (hexs(), rng.choice(COMMITS).format(v="%d.%d.%d" % (rng.randint(0, 3), rng.randint(0, 20), rng.randint(0, 9)),
                                                                     n=rng.randint(40, 900), b=rng.choice(["docs", "ci", "perf", "io"])))
                        for _ in range(6))
    cm = {".swift": "//", ".kt": "//", ".dart": "//", ".tsx": "//", ".ts": "//", ".js": "//", ".svelte": "//", ".vue": "//",
          ".tf": "#", ".nix": "#", ".md": "<!--"}
    hits = "\n".join("%s:%d:%s" % (p, rng.randint(3, 180), "    %s %s" % (cm.get(os.path.splitext(p)[1], "#"), kw))
                      for p in paths[:3]) if paths else ""
    steps = [
        say(rng.choice(["I'll start by getting oriented in the repository.",
                        "Let me look at the repository layout and recent history first.",
                        "First, a quick look at the project structure."])),
        bash("git status --short --branch", "## agent/%s...origin/main" % case["ticket"].lower()),
        bash("ls", "\n".join(top)),
        bash("git log --oneline -6", commits),
        read("README.md", "# %s\n\n%s\n\n## Development\n\nSee CONTRIBUTING.md for the workflow. Run the checks before opening a PR.\n\n## License\n\nSee LICENSE." % (
            proj, "Maintained by the %s team." % case["ticket"].split("-")[0].lower())),
        grep(kw, hits, path="."),
    ]
    for d in dirs[:2]:
        steps.append(bash("ls %s" % d, "\n".join(sorted({p.split("/", 1)[1].split("/")[0] for p in paths if p.startswith(d + "/")} |
                                                      {"index.ts" if ext in (".ts", ".tsx") else "README.md"}))))
    if paths:
        steps.append(bash("wc -l %s" % " ".join(paths[:3]), "\n".join("%5d %s" % (rng.randint(30, 600), p) for p in paths[:3])))
    steps.append(think(rng.choice([
        "The ticket is fairly specific. I'll read the code it names, reproduce, then make the smallest change.",
        "Plan: read the relevant module, check how it is tested, change it, run the checks named in the acceptance criteria.",
        "Let me keep the change minimal and stick to the acceptance criteria.",
    ])))
    steps.append(bash("git diff --stat HEAD~1", " %d files changed, %d insertions(+), %d deletions(-)" % (rng.randint(1, 4), rng.randint(2, 60), rng.randint(0, 30))))
    steps.append(read("CONTRIBUTING.md", "# Contributing\n\n- Keep PRs focused: one ticket, one PR.\n- Run the test suite and linters locally.\n- Add a CHANGELOG entry under Unreleased.\n- Do not commit generated files."))
    steps.append(bash("cat .gitignore | head -8", "node_modules/\nbuild/\ndist/\n.DS_Store\n*.xcuserstate\nDerivedData/\n.terraform/\n.gradle/"))
    return steps


def pad(case, render, lo=21, hi=44):
    """Insert orientation steps at the start until the rendered stream has >= target lines."""
    rng = _rng(case)
    target = case.get("target_lines") or rng.randint(lo, hi)
    extra = case.get("noise", [])
    steps = list(case["steps"])
    case["steps"] = steps
    n = len(render(case).lines)
    if n >= target and not extra:
        return case
    p = pool(case)
    ins = 0
    # case-specific noise goes in the middle (before the last third of the run)
    if extra:
        mid = max(1, (len(steps) * 2) // 3)
        steps[mid:mid] = extra
    while len(render(case).lines) < target and ins < len(p):
        steps.insert(ins, p[ins])
        ins += 1
    return case


def filler(case, n):
    """n pairs of harmless reads and read-only checks, for long runs where the cause is buried in noise."""
    rng = _rng(case)
    paths = _paths(case) or ["README.md"]
    docs = ["docs/architecture.md", "CHANGELOG.md", "docs/conventions.md", "CONTRIBUTING.md", ".github/workflows/ci.yml"]
    cmds = [("git diff --stat", " %d file changed, %d insertions(+), %d deletions(-)"),
            ("git log --oneline -1", "%07x wip"),
            ("ls -la | head -5", "total %d\ndrwxr-xr-x  9 agent agent 4096 .\ndrwxr-xr-x  3 agent agent 4096 ..\n-rw-r--r--  1 agent agent  %d .gitignore")]
    steps = []
    for i in range(n):
        d = docs[i % len(docs)]
        steps.append(read(d, "# %s\n\n## %s\n\n- prefer small PRs; one ticket per branch\n- keep tests next to the code they cover\n- run the checks listed in the ticket before pushing" % (d, ["Overview", "Layout", "Review", "Release", "Tooling", "Ownership"][i % 6])))
        cmd, fmt = cmds[i % len(cmds)]
        k = fmt.count("%")
        vals = tuple(rng.randint(1, 400) for _ in range(k))
        if "%07x" in fmt:
            vals = (rng.getrandbits(28),)
        steps.append(bash(cmd, fmt % vals))
        if i % 3 == 2:
            steps.append(think(rng.choice(["Nothing relevant there; back to the task.",
                                           "Conventions noted. Continuing.",
                                           "That confirms the layout I expected."])))
    return steps
