FMT = {"T": "claude-transcript", "C": "claude", "X": "codex", "O": "osmia"}


def case(slug, f, mode, ticket, title, body, steps, end, nm="", why="", **kw):
    d = dict(slug=slug, fmt=FMT[f], mode=mode, ticket=ticket, title=title, body=body.strip(), steps=steps,
             end=end, nm=nm, why=why)
    d.update(kw)
    return d


def ok(text):
    return {"ok": True, "text": text}


def fail(text, ev=False, **kw):
    return dict({"ok": False, "text": text, "ev": ev}, **kw)


def killed():
    return {"none": True}


def sh(cmd, out, rc=0):
    return ("sh", cmd, out, rc)


def esh(cmd, out, rc=0):
    return ("!sh", cmd, out, rc)


def say(t):
    return ("say", t)


def think(t):
    return ("think", t)


def rd(p, c):
    return ("read", p, c)


def ed(p, a, b):
    return ("edit", p, a, b)


def eed(p, a, b):
    return ("!edit", p, a, b)


def wr(p, c):
    return ("write", p, c)


def sysn(t, ev=False):
    return ("!sys" if ev else "sys", t)
