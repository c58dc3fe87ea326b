from gen_lib import say, think, sh, rd, ed, wr, human, sysn, denied, PAD

def C(slug, fmt, mode, near, why, stack, ticket, steps, end, L=40, **kw):
    d = dict(slug=slug, format=fmt, mode=mode, near=near, why=why, stack=stack, ticket=ticket,
             steps=steps, end=end, L=L)
    d.update(kw)
    if "opening" not in d:
        tid, title, body, ac = ticket
        d["opening"] = f"can you pick up {tid} ({title})? {body.strip().splitlines()[0]}"
    if mode != "succeeded" and "result" not in d and fmt in ("osmia", "codex") and end[0] != "none":
        d["result"] = {"success": False, "summary": end[1] if end[1] else "run failed", "exit_code": 1}
    if mode == "succeeded" and "result" not in d and fmt in ("osmia", "claude"):
        d["result"] = {"success": True, "summary": end[1], "exit_code": 0}
    return d
