"""Small text helpers shared by the scenario modules."""
from engine import B, R, G, E, W, S, T, N  # noqa: F401


def py_header(n, py="3.11.9", pt="8.3.3", plugins=""):
    h = ("============================= test session starts ==============================\n"
         f"platform linux -- Python {py}, pytest-{pt}, pluggy-1.5.0\n"
         "rootdir: /workspace/repo\nconfigfile: pyproject.toml\n")
    if plugins:
        h += f"plugins: {plugins}\n"
    return h + f"collected {n} items\n\n"


def py_pass(n, secs, files, py="3.11.9", plugins=""):
    body = "".join(f"{f} {'.' * k}{' ' * max(1, 50 - len(f) - k)}[{p:>3}%]\n" for f, k, p in files)
    return py_header(n, py=py, plugins=plugins) + body + f"\n============================== {n} passed in {secs:.2f}s ==============================="


def git_status(lines):
    return "\n".join(lines)


def ls(*names):
    return "\n".join(names)


def explore(tree, readme=None):
    steps = [B("ls", tree)]
    if readme:
        steps.append(R("README.md", readme))
    return steps


def run(id, fmt, mode, near, why, title, body, steps, end, **kw):
    """Build a scenario dict. end: dict(kind=result|usage_limit|api_error|killed, ...)."""
    d = {"id": id, "fmt": fmt, "mode": mode, "near": near, "why": why, "title": title,
         "body": body, "steps": steps, "end": end}
    d.update(kw)
    d["prompt_text"] = f"# {title}\n\n{body}"
    return d


def ok(summary, **kw):
    d = {"kind": "result", "success": True, "summary": summary}
    d.update(kw)
    return d


def fail(summary, **kw):
    d = {"kind": "result", "success": False, "summary": summary}
    d.update(kw)
    return d
