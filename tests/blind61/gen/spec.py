def run(id, ticket, fmt, mode, near, why, title, body, steps, end=None, state=None, result=None,
        watchdog=None, files_changed=1, cost=0.6, engine=None):
    prompt = f"# {ticket}: {title}\n\n{body.strip()}\n"
    if state is None:
        state = "Succeeded" if mode == "succeeded" else "Failed"
    return {"id": id, "ticket": ticket, "fmt": fmt, "mode": mode, "near": near, "why": why,
            "prompt_text": prompt, "steps": steps, "end": end or {}, "state": state, "result": result,
            "watchdog": watchdog, "files_changed": files_changed, "cost": cost,
            "engine": engine or {"claude": "claude-code", "claude-transcript": "claude-code",
                                 "codex": "codex", "osmia": "claude-code"}[fmt]}


def ok(summary):
    return {"success": True, "summary": summary, "exit_code": 0}


def fail(summary, code=1):
    return {"success": False, "summary": summary, "exit_code": code}
