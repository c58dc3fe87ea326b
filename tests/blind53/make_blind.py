#!/usr/bin/env python3
"""Deterministically writes runs/ and labels/ for the f4- blind set, then validates it.
Usage: python3 make_blind.py   (rewrites runs/ and labels/ from the cases_*.py modules)"""
import os, sys, json, shutil, hashlib, importlib, glob, re
from collections import Counter
import gen_lib as g

HERE = os.path.dirname(os.path.abspath(__file__))
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding", "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
BANNED = ["oom", "perm", "loop", "scope", "confus", "infra", "depend", "missing", "wrong", "misunder", "creep", "unknown", "flak", "deny", "denied", "timeout", "oscill", "kill"]

NOISE = [
    g.R("README.md", "# service\n\nGo/Python services for the checkout platform.\n\n## Observability\nMetrics are scraped by Prometheus; alert rules live in `monitoring/rules/`. Dashboards are generated from `dashboards/`.\n"),
    g.B("git status --short", ""),
    g.B("ls monitoring", "alertmanager\ndashboards\nrules\ntests\n"),
    g.T("Let me look at how the repo is laid out before changing anything."),
    g.B("git log --oneline -5", "a41c2e9 alerts: tune latency burn windows\n7f0d13b dashboards: add queue depth panel\n1be8e02 otel: bump collector to 0.104.0\nc90aa77 logging: json handler for worker\n55d1e0a ci: run promtool in lint job\n"),
    g.G("alert:", "monitoring/rules/api.rules.yml:4:  - alert: ApiHighErrorRate\nmonitoring/rules/api.rules.yml:17:  - alert: ApiLatencyP99High\nmonitoring/rules/node.rules.yml:6:  - alert: NodeDiskFillingUp\n"),
    g.R("Makefile", "lint:\n\tpromtool check rules monitoring/rules/*.yml\n\ntest-rules:\n\tpromtool test rules monitoring/tests/*.yml\n\ntest:\n\tgo test ./...\n"),
]

def load_cases():
    cases = []
    for f in sorted(glob.glob(os.path.join(HERE, "cases_*.py"))):
        m = importlib.import_module(os.path.basename(f)[:-3])
        cases.extend(m.CASES)
    return cases

def rid(c):
    h = hashlib.sha1(("f4" + c["slug"]).encode()).hexdigest()[:4]
    return f"f4-{c['slug']}-{h}"

def yq(s):
    return json.dumps(s, ensure_ascii=False)

def build(c):
    run_id = rid(c)
    steps = list(c["steps"])
    fmt = c["fmt"]
    prompt = c["prompt"].strip() + "\n"
    # pad with noise (after first step) until >= 20 lines
    i = 0
    while True:
        lines, ev = g.render(fmt, steps, run_id, prompt)
        if len(lines) >= 20 or i >= 3 * len(NOISE): break
        steps.insert(1 + i, NOISE[(i + len(c["slug"])) % len(NOISE)]); i += 1
    return run_id, lines, ev

def write_all():
    cases = load_cases()
    runs = os.path.join(HERE, "runs"); labels = os.path.join(HERE, "labels")
    shutil.rmtree(runs, ignore_errors=True); shutil.rmtree(labels, ignore_errors=True)
    os.makedirs(runs); os.makedirs(labels)
    problems = []; seen = set(); rows = []
    for c in cases:
        run_id, lines, ev = build(c)
        if run_id in seen: problems.append(f"duplicate id {run_id}")
        seen.add(run_id)
        mode = c["mode"]; fmt = c["fmt"]
        d = os.path.join(runs, run_id); os.makedirs(d)
        with open(os.path.join(d, "events.ndjson"), "w") as f:
            f.write("\n".join(lines) + "\n")
        with open(os.path.join(d, "prompt.md"), "w") as f:
            f.write(c["prompt"].strip() + "\n")
        h = int(hashlib.sha1(run_id.encode()).hexdigest()[:8], 16)
        state = c.get("state") or ("Succeeded" if mode == "succeeded" else "Failed")
        ntools = sum(1 for s in c["steps"] if s["k"] == "tool")
        edits = {s["input"]["file_path"] for s in c["steps"] if s["k"] == "tool" and s["name"] in ("Edit", "Write")}
        tr = {"id": run_id, "ticket_id": c["ticket"], "engine": "codex" if fmt == "codex" else "claude-code",
              "current_engine": "codex" if fmt == "codex" else "claude-code",
              "engine_attempts": ["codex"] if fmt == "codex" else ["claude-code"],
              "state": state, "retry_count": 0, "max_retries": 2,
              "files_changed": c.get("files_changed", len(edits)), "tool_calls_total": c.get("tool_calls", ntools + h % 3),
              "consecutive_identical_tools": c.get("identical", 1 + h % 2),
              "tokens_consumed": 40000 + h % 400000, "cost_usd": round(0.2 + (h % 500) / 100, 2),
              "created_at": "2026-11-%02dT%02d:%02d:%02dZ" % (3 + h % 20, 6 + h % 12, h % 60, (h >> 3) % 60),
              "updated_at": "2026-11-%02dT%02d:%02d:%02dZ" % (3 + h % 20, 7 + h % 12, (h >> 5) % 60, (h >> 7) % 60)}
        with open(os.path.join(d, "taskrun.json"), "w") as f: json.dump(tr, f, indent=2)
        res = c.get("result")
        if res is None and fmt in ("claude-transcript",):
            res = {"success": mode == "succeeded", "summary": "session ended" if mode != "succeeded" else "task completed", "exit_code": 0 if mode == "succeeded" else 1}
        if res is not None:
            with open(os.path.join(d, "result.json"), "w") as f: json.dump(res, f, indent=2)
        if c.get("watchdog"):
            with open(os.path.join(d, "watchdog.json"), "w") as f: json.dump(c["watchdog"], f, indent=2)
        with open(os.path.join(labels, run_id + ".yaml"), "w") as f:
            f.write(f"mode: {mode}\nformat: {fmt}\nnear_miss: {c.get('near', '') or chr(39)*2}\nevidence_lines: {json.dumps(ev)}\nwhy: {yq(c['why'])}\n")
        rows.append((run_id, mode, fmt, c.get("near", ""), len(lines), ev, c))
        # per-run validation
        for n, ln in enumerate(lines, 1):
            try: json.loads(ln)
            except Exception: problems.append(f"{run_id}: line {n} not JSON")
        if not 20 <= len(lines) <= 120: problems.append(f"{run_id}: {len(lines)} lines")
        if mode not in MODES + ["succeeded"]: problems.append(f"{run_id}: bad mode {mode}")
        if fmt not in FORMATS: problems.append(f"{run_id}: bad format")
        if mode in ("unknown", "succeeded"):
            if ev: problems.append(f"{run_id}: {mode} with evidence {ev}")
        elif not ev: problems.append(f"{run_id}: no evidence lines")
        if any(e < 1 or e > len(lines) for e in ev): problems.append(f"{run_id}: evidence out of range")
        if mode == "succeeded":
            if state != "Succeeded" or (res and not res.get("success")): problems.append(f"{run_id}: succeeded but state {state}")
            if not c.get("alarming"): problems.append(f"{run_id}: succeeded run lacks alarming flag")
        else:
            if state not in ("Failed", "TimedOut") and not (res and res.get("success") is False): problems.append(f"{run_id}: failed mode but state {state}")
            if res and res.get("success"): problems.append(f"{run_id}: failed but result success")
        low = (c["slug"] + " " + c["prompt"].splitlines()[0]).lower()
        for b in BANNED:
            if b in c["slug"].lower(): problems.append(f"{run_id}: banned word {b!r} in slug")
    return rows, problems

def summary(rows):
    mc = Counter(r[1] for r in rows); fc = Counter(r[2] for r in rows)
    tab = Counter((r[1], r[2]) for r in rows)
    near = Counter(r[3] for r in rows if r[3])
    out = ["| mode | " + " | ".join(FORMATS) + " | total |", "|---" * (len(FORMATS) + 2) + "|"]
    for m in MODES + ["succeeded"]:
        out.append(f"| {m} | " + " | ".join(str(tab[(m, f)]) for f in FORMATS) + f" | {mc[m]} |")
    out.append("| **total** | " + " | ".join(str(fc[f]) for f in FORMATS) + f" | {len(rows)} |")
    return "\n".join(out), near

if __name__ == "__main__":
    sys.path.insert(0, HERE)
    rows, problems = write_all()
    tab, near = summary(rows)
    mc = Counter(r[1] for r in rows)
    final = "--final" in sys.argv
    if final:
        if len(rows) < 80: problems.append(f"only {len(rows)} runs")
        for m in MODES:
            if mc[m] < 8: problems.append(f"mode {m}: {mc[m]} < 8")
        if sum(1 for r in rows if r[1] == "succeeded" and r[6].get("alarming")) < 8: problems.append("fewer than 8 alarming succeeded")
        if sum(near.values()) < 25: problems.append(f"near misses {sum(near.values())} < 25")
        fc = Counter(r[2] for r in rows)
        if any(fc[f] == 0 for f in FORMATS): problems.append("a format is missing")
    print(tab); print("near misses:", dict(near), "total", sum(near.values()))
    print("\n".join(problems) if problems else "VALID")
    sys.exit(1 if problems else 0)
