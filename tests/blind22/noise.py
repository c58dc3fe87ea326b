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
TOP = {".rs": ["Cargo.toml", "Cargo.lock", "src", "tests", "benches", "CHANGELOG.md", "README.md", "rust-toolchain.toml"],
       ".toml": ["Cargo.toml", "pyproject.toml", "src", "README.md"],
       ".c": ["CMakeLists.txt", "vcpkg.json", "include", "src", "tests", "README.md"],
       ".h": ["CMakeLists.txt", "conanfile.py", "include", "src", "README.md"],
       ".cpp": ["CMakeLists.txt", "CMakePresets.json", "include", "src", "tests", "README.md"],
       ".proto": ["buf.yaml", "buf.gen.yaml", "proto", "gen", "README.md"],
       ".cs": ["src", "tests", "Directory.Build.props", "global.json", "README.md"],
       ".go": ["go.mod", "go.sum", "cmd", "internal", "Makefile", "README.md"],
       ".java": ["pom.xml", "mvnw", "src", "README.md"],
       ".rb": ["Gemfile", "Gemfile.lock", "app", "config", "db", "spec", "bin", "README.md"],
       ".php": ["composer.json", "composer.lock", "artisan", "app", "routes", "tests", "README.md"],
       ".ex": ["mix.exs", "mix.lock", "lib", "config", "test", "README.md"],
       ".exs": ["mix.exs", "mix.lock", "lib", "config", "test", "README.md"],
       ".prisma": ["package.json", "pnpm-lock.yaml", "prisma", "src", "README.md"],
       ".sql": ["go.mod", "sqlc.yaml", "db", "internal", "README.md"],
       ".swift": ["Package.swift", "Package.resolved", "Sources", "Tests", "README.md", "fastlane", "Podfile"],
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


def _paths(case, existing=False):
    ps = []
    written = {s.get("path") for s in case["steps"] if s["kind"] == "write"}
    for s in case["steps"]:
        p = s.get("path")
        if existing and p in written:
            continue
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
    paths = _paths(case, existing=True)
    ext = _ext(_paths(case))
    dirs = sorted({p.split("/")[0] for p in paths if "/" in p})
    top = sorted(set(dirs + TOP[ext] + [".gitignore", ".github"]))
    words = [w.strip("`.,:()") for w in case["title"].split() if len(w) > 4]
    kw = (words[rng.randrange(len(words))] if words else proj).lower()
    hexs = lambda: "%07x" % rng.getrandbits(28)
    commits = "\n".join("%s %s" % (hexs(), rng.choice(COMMITS).format(v="%d.%d.%d" % (rng.randint(0, 3), rng.randint(0, 20), rng.randint(0, 9)),
                                                                     n=rng.randint(40, 900), b=rng.choice(["docs", "ci", "perf", "io"])))
                        for _ in range(6))
    cm = {".swift": "//", ".kt": "//", ".dart": "//", ".tsx": "//", ".ts": "//", ".js": "//", ".svelte": "//", ".vue": "//",
          ".tf": "#", ".nix": "#", ".md": "<!--", ".go": "//", ".java": "//", ".php": "//", ".prisma": "//", ".sql": "--"}
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
    steps.append(bash("git remote -v | head -1", "origin\tgit@github.com:acme/%s.git (fetch)" % proj))
    steps.append(read("CONTRIBUTING.md", "# Contributing\n\n- Keep PRs focused: one ticket, one PR.\n- Run the test suite and linters locally.\n- Add a CHANGELOG entry under Unreleased.\n- Do not commit generated files."))
    steps.append(bash("cat .gitignore | head -8", "node_modules/\nbuild/\ndist/\n.DS_Store\n__pycache__/\n.venv/\n.env\n_build/"))
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


ADR = ["record-architecture-decisions", "msrv-policy", "semver-and-deprecations", "cargo-features-naming", "release-process", "changelog-format", "supported-platforms", "error-types", "public-api-surface", "ci-matrix", "docs-site-build", "codegen-ownership", "dependency-updates", "windows-path-handling", "logging-in-libraries", "no-unsafe-without-review", "benchmarks-in-ci", "security-advisories", "license-headers", "code-ownership", "test-fixtures-layout", "golden-files", "binary-size-budget", "signing-releases"]


def filler(case, n):
    """n harmless reads and read-only checks (all different), for long runs where the cause is buried in noise."""
    rng = _rng(case)
    steps = []
    for i in range(n):
        slug = ADR[i % len(ADR)]
        path = "docs/adr/%04d-%s.md" % (i + 1, slug)
        title = slug.replace("-", " ").capitalize()
        steps.append(read(path, "# %d. %s\n\nDate: 202%d-%02d-%02d\n\n## Status\n\nAccepted\n\n## Context\n\n%s is handled the same way in every service.\n\n## Decision\n\nFollow the shared library; document exceptions in the service README." % (
            i + 1, title, rng.randint(2, 6), rng.randint(1, 12), rng.randint(1, 28), title)))
        k = i % 3
        if k == 0:
            steps.append(bash("git log --oneline -2 -- %s" % path, "%07x docs: %s\n%07x docs: add ADR %d" % (rng.getrandbits(28), slug.replace("-", " "), rng.getrandbits(28), i + 1)))
        elif k == 1:
            steps.append(bash("wc -l %s" % path, "%d %s" % (rng.randint(14, 90), path)))
        else:
            steps.append(think(rng.choice(["Nothing in this ADR changes the plan.", "Noted; consistent with the current code.",
                                           "Background only. Continuing.", "That matches what the code already does."])))
    return steps
