"""Reusable realistic text for the y3 cases: tool outputs of pytest, uv, pip, mypy, pyright, git..."""


def pytest_header(py="3.11.9", pytest="8.3.3", root="/workspace", plugins="anyio-4.6.2, asyncio-0.24.0",
                  extra=""):
    h = (f"============================= test session starts ==============================\n"
         f"platform linux -- Python {py}, pytest-{pytest}, pluggy-1.5.0\n"
         f"rootdir: {root}\nconfigfile: pyproject.toml\n")
    if plugins:
        h += f"plugins: {plugins}\n"
    if extra:
        h += extra + "\n"
    return h


def pytest_pass(files, secs="1.84", py="3.11.9", plugins="anyio-4.6.2, asyncio-0.24.0", skipped=0,
                xfailed=0, extra="", tail=""):
    """files: list of (path, n_tests)."""
    total = sum(n for _, n in files)
    out = pytest_header(py=py, plugins=plugins, extra=extra)
    out += f"collected {total} items\n\n"
    done = 0
    for path, n in files:
        done += n
        pct = int(100 * done / total)
        out += f"{path} {'.' * n}{' ' * max(1, 50 - len(path) - n)}[{pct:>3}%]\n"
    parts = [f"{total - skipped - xfailed} passed"]
    if skipped:
        parts.append(f"{skipped} skipped")
    if xfailed:
        parts.append(f"{xfailed} xfailed")
    out += tail
    out += f"\n{'=' * 30} {', '.join(parts)} in {secs}s {'=' * 30}"
    return out


def pytest_q_pass(n, secs="2.03", skipped=0, warnings=0):
    dots = "." * min(n, 70)
    parts = [f"{n - skipped} passed"]
    if skipped:
        parts.append(f"{skipped} skipped")
    if warnings:
        parts.append(f"{warnings} warnings")
    return f"{dots}\n{', '.join(parts)} in {secs}s"


def mypy_ok(n):
    return f"Success: no issues found in {n} source files"


def mypy_errs(errs, nfiles, nsrc):
    """errs: list of (path, line, msg, code)."""
    lines = [f"{p}:{ln}: error: {m}  [{c}]" if c else f"{p}:{ln}: {m}" for p, ln, m, c in errs]
    nerr = sum(1 for e in errs if e[3])
    lines.append(f"Found {nerr} error{'s' if nerr != 1 else ''} in {nfiles} file{'s' if nfiles != 1 else ''} "
                 f"(checked {nsrc} source files)")
    return "\n".join(lines)


def pyright_out(errs, nfiles=None):
    """errs: list of (abs path, [(line, col, severity, msg, rule)])."""
    out = []
    ne = nw = 0
    for path, items in errs:
        out.append(path)
        for ln, col, sev, msg, rule in items:
            out.append(f"  {path}:{ln}:{col} - {sev}: {msg}" + (f" ({rule})" if rule else ""))
            if sev == "error":
                ne += 1
            else:
                nw += 1
    out.append(f"{ne} error{'s' if ne != 1 else ''}, {nw} warning{'s' if nw != 1 else ''}, 0 informations ")
    return "\n".join(out)


def git_status(mod=(), untracked=(), branch="agent/work"):
    out = [f"On branch {branch}", "Changes not staged for commit:",
           '  (use "git add <file>..." to update what will be committed)',
           '  (use "git restore <file>..." to discard changes in working directory)']
    for m in mod:
        out.append(f"\tmodified:   {m}")
    if untracked:
        out += ["", "Untracked files:", '  (use "git add <file>..." to include in what will be committed)']
        out += [f"\t{u}" for u in untracked]
    out += ["", 'no changes added to commit (use "git add" and/or "git commit -a")']
    return "\n".join(out)


def uv_sync_ok(n_res=38, ms=412, installed=()):
    out = f"Resolved {n_res} packages in {ms}ms\n"
    if installed:
        out += f"Prepared {len(installed)} packages in 1.21s\nInstalled {len(installed)} packages in 38ms\n"
        out += "\n".join(f" + {p}" for p in installed)
    else:
        out += f"Audited {n_res - 1} packages in 3ms"
    return out


def ls(entries):
    return "\n".join(entries)


PYPROJECT_UV = """[project]
name = "{name}"
version = "{version}"
description = "{desc}"
readme = "README.md"
requires-python = ">={py}"
dependencies = [
{deps}
]

[dependency-groups]
dev = [
    "mypy>=1.11",
    "pytest>=8.3",
    "pytest-asyncio>=0.24",
    "ruff>=0.6.9",
]

[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[tool.pytest.ini_options]
asyncio_mode = "{amode}"
testpaths = ["tests"]

[tool.mypy]
strict = true
python_version = "{py}"
"""


def pyproject(name, deps, version="0.4.2", desc="", py="3.11", amode="auto"):
    d = "\n".join(f'    "{x}",' for x in deps)
    return PYPROJECT_UV.format(name=name, version=version, desc=desc or name, py=py, deps=d, amode=amode)
