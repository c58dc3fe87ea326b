#!/usr/bin/env python3
"""Deterministically write runs/ and labels/ of the b4- blind set, then validate it."""
import hashlib, json, os, shutil, sys, importlib
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib as g

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
CASE_MODULES = ["cases_env", "cases_behaviour", "cases_other"]
ALARM = ["429", "rate_limit", "rate limit", "timeout", "timed out", "permission denied", "overloaded", "quota",
         "context_length_exceeded", "skip", "killed", "no module named", "econnrefused", "forbidden", "403", "401"]


def load_cases():
    cases = []
    for m in CASE_MODULES:
        if os.path.exists(os.path.join(HERE, m + ".py")):
            cases += importlib.import_module(m).CASES
    return cases


def prelude(c):
    """orientation noise prepended to short runs (deterministic)."""
    h = int(hashlib.sha1(c["slug"].encode()).hexdigest()[:4], 16)
    pool = [
        g.B("git log --oneline -5", "\n".join(f"{hashlib.sha1((c['slug']+str(i)).encode()).hexdigest()[:7]} {m}" for i, m in enumerate(
            ["Merge pull request #%d from acme-ai/deps-bump" % (200 + h % 90), "evals: add smoke suite", "ci: cache pip", "fix typo in README", "chore: pre-commit autoupdate"]))),
        g.B("git status --short --branch", "## main...origin/main"),
        g.S("Let me get oriented before changing anything."),
        g.B("ls", "Makefile\nREADME.md\ndocs\nevals\npyproject.toml\nscripts\nsrc\ntests" if h % 2 else "Makefile\nREADME.md\nconfig\ndocker\npackage.json\nsrc\ntests"),
        g.B("head -20 README.md", "# %s\n\nInternal service of the Acme AI platform team.\n\n## Development\n\n    make dev    # install deps\n    make test   # unit tests\n    make evals  # offline evals (needs provider keys)" % c["ticket"].split("-")[0].lower()),
        g.B("git branch --show-current", "main"),
        g.B("cat .python-version .nvmrc 2>/dev/null; uname -m", "3.11\nx86_64"),
        g.S("I'll read the relevant code, make the change, and run the tests."),
    ]
    return pool[h % 2:] + pool[:h % 2]


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def build(c, runs, labels):
    rid = "b4-" + c["slug"] + "-" + hashlib.sha1(("b4" + c["slug"]).encode()).hexdigest()[:4]
    c["id"] = rid
    c["prompt"] = f"# {c['ticket']}: {c['title']}\n\n{c['body'].strip()}\n"
    lines, ev = g.render(c)
    pool = prelude(c)
    while len(lines) < 22 and pool:
        c["steps"] = [pool.pop(0)] + c["steps"]
        lines, ev = g.render(c)
    st = g.stats(c)
    d = os.path.join(runs, rid); os.makedirs(d)
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(c["prompt"])
    ok = c["mode"] == "succeeded"
    state = c.get("state", "Succeeded" if ok else "Failed")
    h = int(hashlib.sha1(rid.encode()).hexdigest()[:6], 16)
    engine = {"codex": "codex"}.get(c["format"], c.get("engine", "claude-code"))
    tr = {"id": rid, "ticket_id": c["ticket"], "engine": engine, "current_engine": engine, "engine_attempts": [engine],
          "state": state, "retry_count": 0, "max_retries": 2,
          "files_changed": c.get("files_changed", st["files_changed"]), "tool_calls_total": st["tool_calls_total"],
          "consecutive_identical_tools": st["consecutive_identical_tools"],
          "tokens_consumed": 40000 + 9000 * st["tool_calls_total"] + h % 5000,
          "cost_usd": round(0.15 + 0.045 * st["tool_calls_total"] + (h % 100) / 1000, 3),
          "diagnosis_history": [],
          "created_at": f"2026-11-{14 + h % 12:02d}T{8 + h % 9:02d}:{h % 60:02d}:{(h >> 3) % 60:02d}Z",
          "updated_at": f"2026-11-{14 + h % 12:02d}T{9 + h % 9:02d}:{(h >> 5) % 60:02d}:{(h >> 7) % 60:02d}Z"}
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2); f.write("\n")
    res = c.get("result", "auto")
    if res == "auto":
        res = None if c["format"] in ("claude", "osmia") and not c.get("force_result") else \
            {"success": ok, "summary": c.get("summary", "Task completed." if ok else "Task did not complete."), "exit_code": 0 if ok else 1}
    if res:
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump(res, f, indent=2); f.write("\n")
    if c.get("watchdog"):
        wd = {"tool_name": "Bash", "call_count": st["tool_calls_total"], "tokens_consumed": tr["tokens_consumed"],
              "cost_estimate_usd": tr["cost_usd"], **c["watchdog"]}
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(wd, f, indent=2); f.write("\n")
    if c["mode"] in ("unknown", "succeeded"):
        ev = []
    with open(os.path.join(labels, rid + ".yaml"), "w") as f:
        f.write(f"mode: {c['mode']}\nformat: {c['format']}\nnear_miss: {c.get('near', '') or chr(39)*2}\n"
                f"evidence_lines: [{', '.join(map(str, ev))}]\nwhy: {yq(c['why'])}\n")
    return rid, lines, ev, tr, res


def validate(built):
    errs = []
    ids = Counter(b[0]["id"] for b in built)
    for i, n in ids.items():
        if n > 1: errs.append(f"duplicate id {i}")
    for c, lines, ev, tr, res in built:
        rid = c["id"]
        for n, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except Exception:
                if not l.startswith("["):
                    errs.append(f"{rid}: line {n} not JSON")
        if not 20 <= len(lines) <= 120:
            errs.append(f"{rid}: {len(lines)} lines")
        for e in ev:
            if not 1 <= e <= len(lines): errs.append(f"{rid}: evidence {e} out of range")
        if c["mode"] not in ("unknown", "succeeded") and not ev:
            errs.append(f"{rid}: no evidence")
        ok = c["mode"] == "succeeded"
        if ok and tr["state"] != "Succeeded": errs.append(f"{rid}: succeeded but state {tr['state']}")
        if not ok and tr["state"] not in ("Failed", "TimedOut"): errs.append(f"{rid}: failed but state {tr['state']}")
        if res and res["success"] != ok: errs.append(f"{rid}: result.json disagrees")
        last = [json.loads(l) for l in lines if l.startswith("{")][-1]
        if ok and (last.get("is_error") or last.get("success") is False or last.get("type") == "turn.failed"):
            errs.append(f"{rid}: succeeded run ends in error")
        slugtxt = (c["slug"] + c["prompt"] + json.dumps(tr)).lower()
        for bad in ["oom", "perm", "loop", "scope", "confus", "misunderst", "wrong", "infra", "depend", "unknown", "creep", "succeeded_"]:
            if bad in c["slug"]: errs.append(f"{rid}: hint '{bad}' in slug")
        if c["mode"] not in MODES + ["succeeded"]: errs.append(f"{rid}: bad mode")
        if c.get("near") and c["near"] not in MODES + ["succeeded"]: errs.append(f"{rid}: bad near")
        for t in ("ticket", "title", "body", "why"):
            if not c.get(t): errs.append(f"{rid}: missing {t}")
    return errs


def main():
    runs = os.path.join(HERE, "runs"); labels = os.path.join(HERE, "labels")
    for d in (runs, labels):
        shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
    cases = load_cases()
    built = []
    for c in cases:
        rid, lines, ev, tr, res = build(c, runs, labels)
        built.append((c, lines, ev, tr, res))
    errs = validate(built)
    modes = Counter(c["mode"] for c, *_ in built)
    fmts = Counter(c["format"] for c, *_ in built)
    near = sum(1 for c, *_ in built if c.get("near"))
    alarm_ok = sum(1 for c, lines, *_ in built if c["mode"] == "succeeded" and any(a in "\n".join(lines).lower() for a in ALARM))
    print(f"runs: {len(built)}  near misses: {near}  alarming succeeded: {alarm_ok}")
    print("modes:", dict(modes)); print("formats:", dict(fmts))
    full = True
    if len(built) < 80: errs.append(f"only {len(built)} runs"); full = False
    for m in MODES:
        if modes[m] < 8: errs.append(f"mode {m}: {modes[m]} < 8"); full = False
    if alarm_ok < 8: errs.append(f"alarming succeeded {alarm_ok} < 8")
    if near < 25: errs.append(f"near misses {near} < 25")
    if len(fmts) < 4: errs.append("not all formats")
    for e in errs: print("ERROR:", e)
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
