"""Shared helpers for the scenario modules."""
import hashlib

from blindlib import say, think, bash, read, grep, edit, write, deny  # noqa: F401


def R(id, mode, fmt, ticket, title, prompt, steps, end, why, near="", result=None, watchdog=None,
      files_changed=1, cost=None, start=None, alarming=None, state=None, **kw):
    h = int(hashlib.md5(id.encode()).hexdigest(), 16)
    if start is None:
        day = 1 + h % 27
        hour = 8 + (h >> 5) % 10
        minute = (h >> 9) % 60
        start = f"2026-11-{day:02d}T{hour:02d}:{minute:02d}:{(h >> 15) % 60:02d}Z"
    if cost is None:
        cost = round(0.08 + ((h >> 20) % 90) / 100, 2)
    d = dict(id=id, mode=mode, fmt=fmt, ticket=ticket, title=title, prompt=prompt, steps=steps, end=end, why=why,
             near=near, result=result, watchdog=watchdog, files_changed=files_changed, cost=cost, start=start,
             alarming=alarming)
    if state:
        d["state"] = state
    d.update(kw)
    return d


def ok(summary):
    return {"success": True, "summary": summary, "exit_code": 0}


def fail(summary, code=1):
    return {"success": False, "summary": summary, "exit_code": code}


def pytest_pass(n, t="2.41", warn=0, extra=""):
    w = f", {warn} warnings" if warn else ""
    return f"{'.' * min(n, 60)}{extra}\n{n} passed{w} in {t}s"


GIT_CLEAN = "On branch {b}\nnothing to commit, working tree clean"
