"""Deterministic orientation noise: the harmless look-around an agent does before working
(git status/log, ls of the directories named in the ticket, README head, wc -l).

Inserted only into cases whose stream would otherwise be short, right after the agent's first
prose line (or at the start). The steps are derived from the ticket's "Where" paths, so they stay
consistent with the case; none of them carries evidence.
"""
import hashlib
import os
import re

from gen_lib import Rng, bash, read, render

LANG_FILES = [
    (".py", ["pyproject.toml", "README.md", "tests", "CHANGELOG.md", "noxfile.py"]),
    (".ipynb", ["pyproject.toml", "README.md", "notebooks", "environment.yml"]),
    (".f90", ["Makefile", "README.md", "src", "tests", "fpm.toml"]),
    (".F90", ["CMakeLists.txt", "README.md", "src", "tests", "jobs"]),
    (".pf", ["Makefile", "README.md", "src", "tests"]),
    (".cu", ["CMakeLists.txt", "CMakePresets.json", "README.md", "src", "tests"]),
    (".cuh", ["CMakeLists.txt", "CMakePresets.json", "README.md", "src", "tests"]),
    (".cpp", ["CMakeLists.txt", "README.md", "include", "src", "tests"]),
    (".c", ["Makefile", "README.md", "include", "src", "tests"]),
    (".jl", ["Project.toml", "Manifest.toml", "README.md", "src", "test"]),
    (".R", ["DESCRIPTION", "NAMESPACE", "README.md", "R", "tests"]),
    (".rs", ["Cargo.toml", "Cargo.lock", "README.md", "src", "tests"]),
    (".go", ["go.mod", "go.sum", "README.md"]),
    (".java", ["pom.xml", "README.md", "src"]),
    (".toml", ["README.md"]),
    (".sbatch", ["README.md", "jobs"]),
]

COMMIT_VERBS = ["fix typo in", "tidy", "document", "refactor", "add logging to", "speed up", "clean up imports in",
                "rename locals in", "add comments to"]
OTHER_COMMITS = ["ci: cache build directory", "docs: update install notes", "ci: bump actions/checkout to v4",
                 "build: silence -Wunused-variable", "tests: shorten regression case", "docs: add citation",
                 "ci: run tests on two MPI sizes", "chore: update .gitignore", "bench: record A100 numbers"]


def where_paths(case):
    m = re.search(r"## Where\n(.*?)\n\n", case.prompt, re.S)
    if not m:
        return []
    out = []
    for line in m.group(1).splitlines():
        p = line.lstrip("- ").split(" ")[0].strip("`")
        if "/" in p or "." in p:
            out.append(p)
    return out


def lang_root(paths):
    for p in paths:
        for ext, files in LANG_FILES:
            if p.endswith(ext):
                return files
    return ["README.md", "src", "tests"]


def orientation(case, n):
    rng = Rng(case.id + "/noise")
    paths = where_paths(case)
    steps = []
    # 1. git log
    msgs = []
    for i in range(5):
        if paths and rng.randint(0, 2) == 0:
            p = paths[rng.randint(0, len(paths) - 1)]
            top = p.split("/")[0] if "/" in p else os.path.splitext(p)[0]
            msgs.append(f"{top}: {COMMIT_VERBS[rng.randint(0, len(COMMIT_VERBS) - 1)]} {os.path.basename(p)}")
        else:
            msgs.append(OTHER_COMMITS[rng.randint(0, len(OTHER_COMMITS) - 1)])
    log = "\n".join(f"{rng.hexs(7)} {m}" for m in msgs)
    steps.append(bash("git status --short && git log --oneline -5", log))
    # 2. ls root
    root = sorted(set(lang_root(paths) + [p.split("/")[0] for p in paths if "/" in p] + ["LICENSE"]))
    steps.append(bash("ls", "\n".join(root)))
    # 3. ls of directories named in the ticket
    dirs = []
    for p in paths:
        d = os.path.dirname(p)
        if d and d not in dirs:
            dirs.append(d)
    for d in dirs[:2]:
        files = sorted({os.path.basename(p) for p in paths if os.path.dirname(p) == d})
        ext = os.path.splitext(files[0])[1] if files else ""
        extra = ["__init__.py"] if ext == ".py" and not d.startswith("tests") else []
        extra += [f"util{ext}"] if ext in (".py", ".c", ".f90", ".cpp", ".jl", ".rs") and rng.randint(0, 1) else []
        steps.append(bash(f"ls {d}", "\n".join(sorted(set(files + extra)))))
    # 4. wc -l of the files
    files = [p for p in paths if "." in os.path.basename(p) and not p.endswith("/")]
    if files:
        rows = [f"{rng.randint(40, 900):>5} {p}" for p in files[:3]]
        steps.append(bash("wc -l " + " ".join(files[:3]), "\n".join(rows) + (f"\n{sum(int(r.split()[0]) for r in rows):>5} total" if len(rows) > 1 else "")))
    return steps[:n]


def pad(case, min_lines=22):
    if getattr(case, "_no_pad", False):
        return
    r = render(case)
    missing = min_lines - len(r.lines)
    if missing <= 0:
        return
    per_step = 1 if case.fmt == "osmia" and False else 2
    n = max(1, (missing + per_step - 1) // per_step)
    extra = orientation(case, n)
    at = 1 if case.steps and case.steps[0].kind in ("say", "think") else 0
    case.steps[at:at] = extra
    case._denials = []


# --------------------------------------------------------------------------- long runs
# Generic look-around inserted into selected cases so that the cause is a few lines among many
# harmless ones. Steps that could contradict an environment failure (tool versions, passing
# builds) are only used for behaviour / unknown / succeeded cases.
from gen_lib import say, think, todo  # noqa: E402

ENV_MODES = {"infra_failure", "permission_blocked", "dependency_missing"}

CI = {
    "py": "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n"
          "      - uses: actions/setup-python@v5\n        with:\n          python-version: \"3.11\"\n      - run: pip install -e '.[test]'\n      - run: pytest -q\n",
    "f90": "name: ci\non: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n"
           "      - run: sudo apt-get install -y gfortran libopenmpi-dev\n      - run: make -j && make test\n",
    "c": "name: ci\non: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n"
         "      - run: cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo\n      - run: cmake --build build -j\n      - run: ctest --test-dir build --output-on-failure\n",
    "jl": "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n"
          "      - uses: julia-actions/setup-julia@v2\n        with:\n          version: '1.10'\n      - uses: julia-actions/julia-runtest@v1\n",
    "R": "name: R-CMD-check\non: [push, pull_request]\njobs:\n  check:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n"
         "      - uses: r-lib/actions/setup-r@v2\n      - uses: r-lib/actions/check-r-package@v2\n",
    "rs": "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n      - run: cargo test --release\n",
    "go": "name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-go@v5\n      - run: go test ./...\n",
    "java": "name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-java@v4\n        with: {distribution: temurin, java-version: '21'}\n      - run: mvn -B test\n",
}
EXT_LANG = {".py": "py", ".ipynb": "py", ".f90": "f90", ".F90": "f90", ".pf": "f90", ".f": "f90", ".c": "c", ".cpp": "c",
            ".cu": "c", ".cuh": "c", ".hip": "c", ".hpp": "c", ".jl": "jl", ".R": "R", ".rs": "rs", ".go": "go", ".java": "java"}
SRC_EXT = {"py": ".py", "f90": ".f90", "c": ".c", "jl": ".jl", "R": ".R", "rs": ".rs", "go": ".go", "java": ".java"}
TODO_TEXTS = ["handle the degenerate single-cell case", "vectorise this loop", "move constants to the config",
              "this allocation could be reused between steps", "document the units of the returned array",
              "check this against the reference implementation", "remove once the old output format is gone",
              "thread-safety of the cache is not guaranteed"]
PROSE = ["Before changing anything I want to understand how the pieces fit together.",
         "Let me check how the tests are organised and how CI runs them.",
         "I'll skim the contributor notes for conventions first.",
         "Let me look at recent history around these files.",
         "I'll check what else lives next to the files named in the ticket.",
         "Good, that matches the ticket. Let me look a bit wider before editing."]


def lang_of(case):
    for p in where_paths(case):
        for ext, lang in EXT_LANG.items():
            if p.endswith(ext):
                return lang
    return "py"


SIGS = {
    "io": ["read_snapshot(path)", "write_snapshot(path, state)", "open_output(cfg)"],
    "grid": ["cell_volume(g)", "make_grid(cfg)", "neighbours(g, i)"],
    "config": ["load(path)", "validate(cfg)", "defaults()"],
    "units": ["to_si(value, unit)", "from_si(value, unit)"],
    "timers": ["start(name)", "stop(name)", "report()"],
    "logging": ["get_logger(name)", "log_step(step, t, dt)"],
    "constants": ["gravity()", "boltzmann()"],
    "interp": ["linear(x, xp, fp)", "bilinear(grid, field, p)"],
    "diagnostics": ["total_energy(state)", "cfl_number(state, dt)", "summary(state)"],
    "output": ["write_profile(path, prof)", "flush_all()"],
}
SIG_FMT = {"py": "def {s}:", "f90": "  subroutine {s}", "c": "void {s};", "jl": "function {s}", "R": "{n} <- function{a}",
           "rs": "pub fn {s}", "go": "func {S}", "java": "  public static void {s}"}
THOUGHTS = ["Nothing surprising so far. The relevant code path is the one the ticket names; the rest is context.",
            "The surrounding modules look conventional; I don't expect them to matter for this change.",
            "Recent commits don't touch the code path in the ticket, so this is not a fresh regression from a refactor.",
            "CI runs exactly the commands I'm using, so a local pass should carry over."]


def long_noise(case, k):
    rng = Rng(case.id + "/long")
    paths = where_paths(case)
    lang = lang_of(case)
    ext = SRC_EXT[lang]
    pkg = next((p.split("/")[0] for p in paths if "/" in p and not p.startswith(("tests", "test/"))), "src")
    tdir = next((os.path.dirname(p) for p in paths if p.startswith(("tests", "test/"))), "tests")
    claude_like = case.fmt in ("claude", "claude-transcript")
    env = case.mode in ENV_MODES
    names = ["io", "grid", "config", "units", "timers", "logging", "constants", "interp", "diagnostics", "output"]
    rng.r.shuffle(names)
    pkg_names = names[:6]
    pkg_files = sorted({f"{n}{ext}" for n in pkg_names} | {os.path.basename(p) for p in paths if p.startswith(pkg + "/")})
    test_files = sorted({os.path.basename(p) for p in paths if p.startswith(tdir)} | {f"test_{n}{ext}" for n in pkg_names[:4]})
    authors = ["A. Moreau", "K. Tanaka", "R. Osei", "L. Brandt", "M. Silva", "J. Novak"]
    commits = []
    for i in range(6):
        p = paths[rng.randint(0, len(paths) - 1)] if paths and rng.randint(0, 2) == 0 else f"{pkg}/{pkg_names[rng.randint(0, 5)]}{ext}"
        commits.append((rng.hexs(40), authors[rng.randint(0, 5)], 20 - 2 * i, rng.randint(9, 18), rng.randint(10, 59), p,
                        ["small cleanups", "clarify comments", "rename loop variables", "tidy error messages", "add a docstring",
                         "simplify argument checks"][rng.randint(0, 5)]))

    steps = []
    steps.append(lambda: bash(f"ls {pkg}", "\n".join(pkg_files)))
    steps.append(lambda: bash(f"ls {tdir}", "\n".join(test_files)))
    steps.append(lambda: read("CONTRIBUTING.md", "# Contributing\n\n- Keep pull requests focused: one ticket, one change.\n"
                              "- Run the full test suite before pushing; CI runs the same commands.\n"
                              "- Numerical changes need a note on the expected effect on the regression cases.\n"
                              "- Do not edit vendored code under `third_party/` or generated files under `build/`.\n"
                              "- Commit messages: `<area>: <imperative summary> (<TICKET>)`.\n"))
    steps.append(lambda: read(".github/workflows/ci.yml", CI[lang]))
    todo_rows = [f"{pkg}/{pkg_names[rng.randint(0, 5)]}{ext}:{rng.randint(10, 400)}:    TODO: {TODO_TEXTS[rng.randint(0, 7)]}" for _ in range(3)]
    steps.append(lambda: bash(f"grep -rn 'TODO\\|FIXME' {pkg} | head", "\n".join(todo_rows)))
    rel = f"{rng.randint(1, 4)}.{rng.randint(0, 9)}"
    steps.append(lambda: bash("git branch -a", f"* main\n  remotes/origin/HEAD -> origin/main\n  remotes/origin/main\n  remotes/origin/release-{rel}"))
    for i, (h, a, day, hh, mm, p, msg) in enumerate(commits[:4]):
        ref = "HEAD" if i == 0 else f"HEAD~{i}"
        steps.append((lambda ref=ref, h=h, a=a, day=day, hh=hh, mm=mm, p=p, msg=msg: bash(
            f"git show --stat {ref} | head -12",
            f"commit {h}\nAuthor: {a} <dev@lab.example.org>\nDate:   Mon Nov {day:02d} {hh:02d}:{mm:02d}:02 2026 +0100\n\n"
            f"    {os.path.dirname(p) or pkg}: {msg}\n\n {p} | {4 + i * 3} ++--\n 1 file changed, {2 + i} insertions(+), {2 + i} deletions(-)")))
    nfiles, nsince = rng.randint(18, 240), rng.randint(3, 41)
    steps.append(lambda: bash(f"find . -name '*{ext}' -not -path './build/*' | wc -l", str(nfiles)))
    steps.append(lambda: bash("git log --oneline --since='2 weeks ago' | wc -l", str(nsince)))
    steps.append(lambda: read("CHANGELOG.md", f"# Changelog\n\n## Unreleased\n\n- {TODO_TEXTS[0].capitalize()}.\n\n"
                              f"## {rel}.0\n\n- New output diagnostics.\n- Faster restart reading.\n"))
    steps.append(lambda: read("docs/architecture.md", "# Architecture\n\nThe code is organised by concern: "
                              + ", ".join(sorted({p.split('/')[0] for p in paths if '/' in p} | {pkg})) +
                              ".\nEach module owns its data; arrays are passed explicitly, there is no global state apart from the "
                              "run configuration.\nUnits are SI throughout unless a variable name says otherwise.\n"))
    for n in pkg_names[:4]:
        sigs = SIGS[n]
        fmt = SIG_FMT[lang]
        lines = []
        for j, sg in enumerate(sigs):
            fn, args = sg.split("(", 1)
            lines.append(f"{rng.randint(5, 60) + 40 * j}:" + fmt.format(s=sg, n=fn, a="(" + args, S=fn[:1].upper() + fn[1:] + "(" + args))
        pat = {"py": "^def ", "f90": "subroutine\\|function", "c": "^[a-z].*(", "jl": "^function", "R": "<- function",
               "rs": "pub fn", "go": "^func", "java": "public static"}[lang]
        steps.append((lambda n=n, lines=lines, pat=pat: bash(f"grep -n '{pat}' {pkg}/{n}{ext}", "\n".join(lines))))
    for p in paths[:2]:
        if "." in os.path.basename(p):
            hs = [rng.hexs(7) for _ in range(3)]
            steps.append((lambda p=p, hs=hs: bash(f"git log --oneline -3 -- {p}",
                                                  f"{hs[0]} {os.path.dirname(p) or pkg}: clarify comments\n{hs[1]} {os.path.dirname(p) or pkg}: initial version\n")))
    prose = PROSE[:]
    rng.r.shuffle(prose)
    for t in prose[:4]:
        steps.append((lambda t=t: say(t)))
    if case.fmt != "osmia":
        for t in THOUGHTS[:2]:
            steps.append((lambda t=t: think(t)))
    if claude_like:
        steps.append(lambda: todo([("Read the code named in the ticket", "completed"), ("Reproduce the problem", "in_progress"),
                                   ("Make the change", "pending"), ("Run the full test suite", "pending")]))
    if not env:
        cmd = {"py": ("python -c 'import sys, numpy; print(sys.version.split()[0], numpy.__version__)'", "3.11.9 1.26.4"),
               "f90": ("gfortran --version | head -1", "GNU Fortran (GCC) 13.2.0"),
               "c": ("cc --version | head -1; cmake --version | head -1", "cc (GCC) 13.2.0\ncmake version 3.28.3"),
               "jl": ("julia --version", "julia version 1.10.5"), "R": ("R --version | head -1", "R version 4.4.1 (2024-06-14) -- \"Race for Your Life\""),
               "rs": ("rustc --version", "rustc 1.82.0 (f6e511eec 2024-10-15)"), "go": ("go version", "go version go1.23.2 linux/amd64"),
               "java": ("mvn -v | head -1", "Apache Maven 3.9.9")}[lang]
        steps.append(lambda: bash(*cmd))
    order = list(range(len(steps)))
    rng.r.shuffle(order)
    out = []
    for i in order[:k]:
        st = steps[i]()
        if out and st.kind in ("say", "think") and out[-1].kind in ("say", "think"):
            out.insert(max(0, len(out) - 1), st)   # keep prose apart
        else:
            out.append(st)
    return out


def lengthen(case, k):
    """Insert k noise steps before the first evidence step (or in the middle)."""
    idx = next((i for i, st in enumerate(case.steps) if st.ev), None)
    if idx is None:
        idx = max(1, len(case.steps) // 2)
    idx = max(idx, 1 if case.steps and case.steps[0].kind in ("say", "think") else 0)
    case.steps[idx:idx] = long_noise(case, k)
