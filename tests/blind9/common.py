from gen_lib import *

def gitlog(*subjects):
    hs = ["3f9c2a1", "a81d0e4", "5be7713", "c04f9d2", "91ad3e0", "e7720bb", "0d5c6f8", "b3e91c7"]
    return cmd("git log --oneline -n %d" % len(subjects), "\n".join(f"{hs[i % 8]} {s}" for i, s in enumerate(subjects)))

def ls(out, path="."):
    return cmd(f"ls {path}" if path != "." else "ls", out)

def readme(name, body):
    return read("README.md", f"# {name}\n\n{body}")

def status_clean(branch="main"):
    return cmd("git status --short --branch", f"## {branch}...origin/{branch}")

def logline(level, msg, t="2026-11-22T23:04:11Z"):
    return f"[{t}] [{level}] {msg}"

CASES = []

def case(slug, fmt, ticket, title, body, mode, why, steps, end, near_miss="", files=None, state=None,
         watchdog=None, result=None, model=None, perm_mode=None):
    c = dict(slug=slug, fmt=fmt, ticket=ticket, title=title, body=body, mode=mode, why=why, steps=steps,
             end=end, near_miss=near_miss, files=files, state=state, watchdog=watchdog, result=result)
    if model: c["model"] = model
    if perm_mode: c["perm_mode"] = perm_mode
    CASES.append(c)
    return c

def fail(text, ev=False, subtype="success"):
    return {"is_error": True, "text": text, "ev": ev, "subtype": subtype}

def ok(text):
    return {"is_error": False, "text": text}

def soft(text):
    """final message that is not an error event; the run still failed (state Failed)"""
    return {"is_error": False, "text": text}
