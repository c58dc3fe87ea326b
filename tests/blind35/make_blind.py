#!/usr/bin/env python3
"""Writes the h2- blind set ("Codex at work") (runs/ and labels/) deterministically and validates it.

Usage: python3 make_blind.py            # regenerate + validate
       python3 make_blind.py --check    # validate only
"""
import glob, importlib, json, os, re, shutil, sys, random
from collections import Counter
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_lib import render, run_id, _seed

HERE = os.path.dirname(os.path.abspath(__file__))
CASE_MODULES = ["cases_env", "cases_codex_env", "cases_behaviour", "cases_codex_behaviour", "cases_other", "cases_more"]
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}
BANNED = ["oom", "perm", "loop", "scope", "creep", "confus", "infra", "depend", "missing", "wrong", "misunder", "unknown", "timeout", "denied", "flaky", "sandbox", "limit", "fail", "broken", "undo", "revert", "oscill", "unrelated", "network", "offline", "quota", "crash"]

def load_cases():
    cases = []
    for m in CASE_MODULES:
        if os.path.exists(os.path.join(HERE, m + ".py")):
            cases.extend(importlib.import_module(m).CASES)
    return cases

def yq(s):
    return json.dumps(s, ensure_ascii=False)

def write_run(case, root):
    rid = run_id(case["slug"])
    d = os.path.join(root, "runs", rid)
    os.makedirs(d)
    lines, ev = render(case)
    if len(lines) < 22 and not case.get("no_pad"):
        from common import FILLER
        r = random.Random(_seed(case["slug"]))
        order = list(range(len(FILLER)))
        r.shuffle(order)
        steps = list(case["steps"])
        pos = 0
        for i in order:
            if len(lines) >= 22:
                break
            steps.insert(pos, FILLER[i]())
            pos += 1
            case = dict(case, steps=steps)
            lines, ev = render(case)
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(case["prompt"].strip() + "\n")
    rng = random.Random(_seed(case["slug"]) ^ 0x5eed)
    ok = case["mode"] == "succeeded"
    state = case.get("state", "Succeeded" if ok else "Failed")
    edited = sorted({s["path"] for s in case["steps"] if s["k"] in ("edit", "write") and not s.get("fail")})
    tools = [s for s in case["steps"] if s["k"] in ("bash", "read", "edit", "write", "grep")]
    longest, cur, prev = 0, 0, None
    for s in tools:
        key = json.dumps({k: v for k, v in s.items() if k in ("k", "cmd", "path", "old", "new", "pattern")}, sort_keys=True)
        cur = cur + 1 if key == prev else 1
        prev = key
        longest = max(longest, cur)
    day = 3 + _seed(case["slug"]) % 20
    tr = {"id": rid, "ticket_id": case["ticket"], "engine": ENGINE[case["format"]], "current_engine": ENGINE[case["format"]],
          "engine_attempts": [ENGINE[case["format"]]], "state": state, "retry_count": 0, "max_retries": 2,
          "files_changed": case.get("files_changed", len(edited)), "tool_calls_total": len(tools),
          "consecutive_identical_tools": longest, "tokens_consumed": rng.randint(40000, 1900000),
          "cost_usd": round(rng.uniform(0.05, 6.0), 2),
          "created_at": "2026-03-%02dT%02d:%02d:11Z" % (day, 8 + rng.randint(0, 9), rng.randint(0, 59)),
          "updated_at": "2026-03-%02dT%02d:%02d:47Z" % (day, 18 + rng.randint(0, 4), rng.randint(0, 59))}
    tr.update(case.get("taskrun", {}))
    json.dump(tr, open(os.path.join(d, "taskrun.json"), "w"), indent=2)
    res = case.get("result", "default")
    if res == "default":
        end = case["end"]
        if end is not None:
            res = {"success": end["success"], "summary": end["text"], "exit_code": 0 if end["success"] else 1}
        else:
            res = None
    if res is not None:
        json.dump(res, open(os.path.join(d, "result.json"), "w"), indent=2)
    if case.get("watchdog"):
        json.dump(case["watchdog"], open(os.path.join(d, "watchdog.json"), "w"), indent=2)
    evl = sorted(set(ev))
    with open(os.path.join(root, "labels", rid + ".yaml"), "w") as f:
        f.write("mode: %s\nformat: %s\nnear_miss: %s\nevidence_lines: [%s]\nwhy: %s\n" % (
            case["mode"], case["format"], case.get("near_miss", "") or "''", ", ".join(map(str, evl)), yq(case["why"])))
    return rid

def parse_label(p):
    out = {}
    for line in open(p):
        k, _, v = line.partition(":")
        v = v.strip()
        if k == "evidence_lines":
            out[k] = [int(x) for x in v.strip("[]").split(",") if x.strip()]
        elif k == "why":
            out[k] = json.loads(v)
        else:
            out[k] = "" if v == "''" else v
    return out

def validate(root):
    errs = []
    labels = sorted(glob.glob(os.path.join(root, "labels", "*.yaml")))
    modes, fmts, nm = Counter(), Counter(), Counter()
    table = Counter()
    alarming_ok = 0
    for lp in labels:
        rid = os.path.basename(lp)[:-5]
        lab = parse_label(lp)
        d = os.path.join(root, "runs", rid)
        if not re.fullmatch(r"h2-[a-z0-9-]+-[0-9a-f]{4}", rid):
            errs.append("%s: bad id" % rid)
        slug = rid[3:-5]
        if not os.path.exists(os.path.join(d, "prompt.md")): errs.append("%s: no prompt" % rid)
        for b in BANNED:
            if b in slug:
                errs.append("%s: slug hints (%s)" % (rid, b))
        lines = open(os.path.join(d, "events.ndjson")).read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        for i, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except Exception as e:
                errs.append("%s:%d invalid JSON %s" % (rid, i, e))
        if not 20 <= len(lines) <= 120:
            errs.append("%s: %d lines" % (rid, len(lines)))
        ev = lab["evidence_lines"]
        for n in ev:
            if not 1 <= n <= len(lines):
                errs.append("%s: evidence line %d out of range" % (rid, n))
        mode = lab["mode"]
        if mode not in MODES + ["succeeded"]:
            errs.append("%s: bad mode %s" % (rid, mode))
        if mode in ("unknown", "succeeded"):
            pass
        elif not ev:
            errs.append("%s: no evidence lines" % rid)
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        trtxt = json.dumps(tr).lower() + open(os.path.join(d, "prompt.md")).read().lower()
        for m in MODES:
            if m in trtxt:
                errs.append("%s: mode name in taskrun/prompt" % rid)
        rp = os.path.join(d, "result.json")
        res = json.load(open(rp)) if os.path.exists(rp) else None
        last = json.loads(lines[-1])
        if mode == "succeeded":
            if tr["state"] != "Succeeded": errs.append("%s: succeeded but state %s" % (rid, tr["state"]))
            if res is not None and res.get("success") is not True: errs.append("%s: result.json disagrees" % rid)
            if last.get("type") == "result" and (last.get("is_error") or last.get("success") is False): errs.append("%s: final result is error" % rid)
            if last.get("type") == "turn.failed": errs.append("%s: codex turn.failed on success" % rid)
            if os.path.exists(os.path.join(d, "watchdog.json")): errs.append("%s: watchdog on success" % rid)
        else:
            if tr["state"] not in ("Failed", "TimedOut"): errs.append("%s: failed but state %s" % (rid, tr["state"]))
            if res is not None and res.get("success") is not False: errs.append("%s: result.json disagrees" % rid)
            if last.get("type") == "result" and not (last.get("is_error") or last.get("success") is False):
                errs.append("%s: failed run ends with a success result line" % rid)
        modes[mode] += 1
        fmts[lab["format"]] += 1
        table[(mode, lab["format"])] += 1
        if lab["near_miss"]:
            nm[lab["near_miss"]] += 1
        if mode == "succeeded" and re.search(r"timeout|timed out|permission|denied|EACCES|skip|error|fail|not found", "\n".join(lines), re.I):
            alarming_ok += 1
    n = len(labels)
    if n < 80: errs.append("only %d runs" % n)
    for m in MODES:
        if modes[m] < 8: errs.append("mode %s has %d (<8)" % (m, modes[m]))
    if modes["succeeded"] < 8: errs.append("succeeded has %d" % modes["succeeded"])
    if alarming_ok < 8: errs.append("alarming succeeded runs %d" % alarming_ok)
    if sum(nm.values()) < 25: errs.append("near misses %d (<25)" % sum(nm.values()))
    if modes["wrong_approach"] < 12: errs.append("wrong_approach %d (<12)" % modes["wrong_approach"])
    if modes["test_misunderstanding"] < 10: errs.append("test_misunderstanding %d (<10)" % modes["test_misunderstanding"])
    for f in ("claude", "claude-transcript", "codex", "osmia"):
        if fmts[f] == 0: errs.append("format %s absent" % f)
    if n and fmts["codex"] * 2 < n:
        errs.append("codex share %.2f (< 0.5)" % (fmts["codex"] / n))
    return errs, n, modes, fmts, nm, table, alarming_ok

def main():
    root = HERE
    if "--check" not in sys.argv:
        for sub in ("runs", "labels"):
            shutil.rmtree(os.path.join(root, sub), ignore_errors=True)
            os.makedirs(os.path.join(root, sub))
        seen = set()
        for c in load_cases():
            rid = run_id(c["slug"])
            assert rid not in seen, rid
            seen.add(rid)
            write_run(c, root)
    errs, n, modes, fmts, nm, table, alarming = validate(root)
    print("runs: %d" % n)
    fl = ["claude", "claude-transcript", "codex", "osmia"]
    print("%-22s" % "mode" + "".join("%19s" % f for f in fl) + "  total")
    for m in MODES + ["succeeded"]:
        print("%-22s" % m + "".join("%19d" % table[(m, f)] for f in fl) + "  %5d" % modes[m])
    print("%-22s" % "total" + "".join("%19d" % fmts[f] for f in fl) + "  %5d" % n)
    print("near misses:", dict(nm), "total", sum(nm.values()))
    print("succeeded runs with alarming words:", alarming)
    for e in errs:
        print("PROBLEM:", e)
    print("VALID" if not errs else "%d problems" % len(errs))
    return 0 if not errs else 1

if __name__ == "__main__":
    sys.exit(main())
