#!/usr/bin/env python3
"""Generate the q3 blind evaluation set: runs/ and labels/, then validate.
Usage: python3 make_blind.py   (deterministic; rewrites runs/ and labels/)"""
import json, os, sys, shutil, hashlib, importlib, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from gen_lib import render, noise

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
CASE_MODULES = ["cases_env", "cases_behaviour", "cases_other"]
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}

def load_cases():
    cases = []
    for m in CASE_MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m: continue
            raise
        cases.extend(mod.CASES)
    return cases

def yq(s):
    return json.dumps(s, ensure_ascii=False)

def build(case):
    slug = case["slug"]
    h = hashlib.sha1(("q3" + slug).encode()).hexdigest()[:4]
    rid = f"q3-{slug}-{h}"
    seed = int(hashlib.sha1(rid.encode()).hexdigest()[:8], 16)
    fmt = case["fmt"]; cwd = case.get("cwd", f"/workspace/{slug.split('-')[0]}")
    steps = list(case["steps"])
    lines, ev = render(fmt, steps, case["prompt"], seed, cwd)
    k = 1
    while len(lines) < 20:
        steps2 = steps[:1] + noise(cwd, k, seed) + steps[1:]
        lines, ev = render(fmt, steps2, case["prompt"], seed, cwd)
        k += 1
    return rid, seed, lines, ev

def write(case, outdir):
    rid, seed, lines, ev = build(case)
    d = os.path.join(outdir, "runs", rid); os.makedirs(d)
    mode = case["mode"]; fmt = case["fmt"]
    ok = mode == "succeeded"
    state = case.get("state", "Succeeded" if ok else "Failed")
    ticket = case["prompt"].split(":")[0].lstrip("# ").strip()
    tr = {"id": rid, "ticket_id": ticket, "engine": ENGINE[fmt], "current_engine": ENGINE[fmt],
          "engine_attempts": [ENGINE[fmt]], "state": state, "retry_count": 0, "max_retries": 2,
          "files_changed": case.get("files_changed", 1 if ok else 2),
          "tool_calls_total": sum(1 for l in lines if '"tool_use"' in l or '"command_execution"' in l and 'item.completed' in l or '"file_change"' in l),
          "consecutive_identical_tools": case.get("identical", 1),
          "tokens_consumed": 40000 + seed % 400000, "cost_usd": round(0.3 + (seed % 400) / 100, 2),
          "created_at": "2026-03-%02dT%02d:%02d:00Z" % (2 + seed % 25, seed % 24, seed % 60),
          "updated_at": "2026-03-%02dT%02d:%02d:30Z" % (2 + seed % 25, (seed % 24), (seed // 7) % 60)}
    json.dump(tr, open(os.path.join(d, "taskrun.json"), "w"), indent=2)
    open(os.path.join(d, "prompt.md"), "w").write(case["prompt"].rstrip() + "\n")
    open(os.path.join(d, "events.ndjson"), "w").write("\n".join(lines) + "\n")
    if case.get("result", fmt != "claude-transcript"):
        res = {"success": ok, "summary": case.get("summary", "Task completed." if ok else "Task failed."), "exit_code": 0 if ok else case.get("exit_code", 1)}
        json.dump(res, open(os.path.join(d, "result.json"), "w"), indent=2)
    if case.get("watchdog"):
        json.dump(case["watchdog"], open(os.path.join(d, "watchdog.json"), "w"), indent=2)
    evl = [] if mode in ("unknown", "succeeded") else ev
    lab = (f"mode: {mode}\nformat: {fmt}\nnear_miss: {case.get('near', '') or ''}\n"
           f"evidence_lines: [{', '.join(map(str, evl))}]\nwhy: {yq(case['why'])}\n")
    open(os.path.join(outdir, "labels", rid + ".yaml"), "w").write(lab)
    return rid, lines, evl

def validate(outdir, cases):
    errs = []; counts = collections.Counter(); near = collections.Counter(); fmts = collections.Counter()
    alarm_ok = 0
    ids = set()
    for c in cases:
        rid, seed, lines, ev = build(c)
        if rid in ids: errs.append(f"duplicate id {rid}")
        ids.add(rid)
        for bad in ("oom", "perm", "loop", "scope", "confus", "depend", "infra", "wrong", "misunder", "unknown", "creep"):
            if bad in c["slug"]: errs.append(f"{rid}: hint '{bad}' in slug")
        d = os.path.join(outdir, "runs", rid)
        ls = open(os.path.join(d, "events.ndjson")).read().splitlines()
        for i, l in enumerate(ls, 1):
            try: json.loads(l)
            except Exception as e: errs.append(f"{rid}:{i} invalid json {e}")
        if not 20 <= len(ls) <= 120: errs.append(f"{rid}: {len(ls)} lines")
        mode = c["mode"]
        if mode not in MODES + ["succeeded"]: errs.append(f"{rid}: bad mode {mode}")
        if c["fmt"] not in FORMATS: errs.append(f"{rid}: bad format")
        lab = open(os.path.join(outdir, "labels", rid + ".yaml")).read()
        evl = json.loads(lab.split("evidence_lines: ")[1].split("\n")[0])
        if mode not in ("unknown", "succeeded") and not evl: errs.append(f"{rid}: no evidence")
        for e in evl:
            if not 1 <= e <= len(ls): errs.append(f"{rid}: evidence {e} out of range")
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        rp = os.path.join(d, "result.json")
        res = json.load(open(rp)) if os.path.exists(rp) else None
        if mode == "succeeded":
            if tr["state"] != "Succeeded": errs.append(f"{rid}: succeeded but state {tr['state']}")
            if res and not res["success"]: errs.append(f"{rid}: result disagrees")
            last = json.loads(ls[-1])
            if last.get("is_error") or last.get("type") == "turn.failed" or last.get("success") is False:
                errs.append(f"{rid}: succeeded but stream ends in error")
            if c.get("alarming"): alarm_ok += 1
        else:
            if tr["state"] not in ("Failed", "TimedOut"): errs.append(f"{rid}: failed but state {tr['state']}")
            if res and res["success"]: errs.append(f"{rid}: result disagrees")
        for w in ("test_misunderstanding", "wrong_approach", "scope_creep", "model_confusion", "dependency_missing", "permission_blocked", "infra_failure"):
            if w in c["prompt"]: errs.append(f"{rid}: mode name in prompt")
        counts[(mode, c["fmt"])] += 1; fmts[c["fmt"]] += 1
        if c.get("near"): near[c.get("near")] += 1
    by_mode = collections.Counter(m for (m, f) in counts.elements())
    n = len(cases)
    problems = []
    if n < 80: problems.append(f"only {n} runs (<80)")
    for m in MODES:
        if by_mode[m] < 8: problems.append(f"{m}: {by_mode[m]} (<8)")
    if by_mode["test_misunderstanding"] < 12: problems.append("test_misunderstanding < 12")
    if by_mode["wrong_approach"] < 10: problems.append("wrong_approach < 10")
    if alarm_ok < 8: problems.append(f"alarming succeeded runs {alarm_ok} (<8)")
    if sum(near.values()) < 25: problems.append(f"near misses {sum(near.values())} (<25)")
    return errs, problems, counts, near, fmts, by_mode

def main():
    outdir = HERE
    cases = load_cases()
    for sub in ("runs", "labels"):
        shutil.rmtree(os.path.join(outdir, sub), ignore_errors=True)
        os.makedirs(os.path.join(outdir, sub))
    for c in cases: write(c, outdir)
    errs, problems, counts, near, fmts, by_mode = validate(outdir, cases)
    print(f"runs: {len(cases)}  formats: {dict(fmts)}")
    print("modes:", dict(by_mode))
    print("near misses:", sum(near.values()), dict(near))
    for e in errs: print("ERROR", e)
    for p in problems: print("TARGET", p)
    if errs: sys.exit(1)
    print("VALID" if not problems else "VALID (targets not yet met)")

if __name__ == "__main__":
    main()
