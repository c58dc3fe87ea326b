#!/usr/bin/env python3
"""Regenerate the d2- blind set: python3 make_blind.py  (writes runs/ and labels/, then validates)."""
import importlib
import json
import os
import re
import shutil
import sys
from collections import Counter
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from gen_lib import render, hex4, pad_steps  # noqa: E402

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
CASE_MODULES = ["cases_env", "cases_behaviour", "cases_other", "cases_more"]
ALARM = re.compile(r"permission denied|timeout|timed out|deadlock|connection refused|killed|skipped|skip|lock|denied|error|failed", re.I)
FORBIDDEN_SLUG = re.compile(r"oom|perm|loop|scope|confus|infra|depend|missing|wrong|unknown|flaky|creep|denied|skip|fail", re.I)


def load_cases():
    cases = []
    for m in CASE_MODULES:
        if os.path.exists(os.path.join(HERE, m + ".py")):
            cases += importlib.import_module(m).CASES
    return cases


def ENGINE(fmt, c):
    if c.get("engine"):
        return c["engine"]
    return "codex" if fmt == "codex" else "claude-code"


def yaml_str(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    cases = load_cases()
    runs = os.path.join(HERE, "runs")
    labels = os.path.join(HERE, "labels")
    for d in (runs, labels):
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
    errors = []
    seen = set()
    stats = []
    base = datetime(2026, 11, 2, 8, 0, 0, tzinfo=timezone.utc)
    for n, c in enumerate(cases):
        slug = c["slug"]
        rid = f"d2-{slug}-{hex4(slug + c['fmt'])}"
        if rid in seen:
            errors.append(f"duplicate id {rid}")
        seen.add(rid)
        if FORBIDDEN_SLUG.search(slug):
            errors.append(f"{rid}: slug hints at a mode")
        fmt = c["fmt"]
        if "cwd" not in c:
            c["cwd"] = ("/home/dev/" + c["ticket"].split("-")[0].lower()) if fmt == "claude-transcript" else "/workspace/repo"
        stack = c.get("stack") or next((s["stack"] for s in c["steps"] if s["k"] == "noise"), "py")
        target = c.get("target") or 21 + int(hex4(rid + "t"), 16) % 22
        rl = lambda st: len(render(fmt, st, rid, c.get("cwd", "/workspace/repo"), engine=c.get("osmia_engine"))[0].lines)
        src = pad_steps(c["steps"], target, stack, rid, rl)
        out, steps = render(fmt, src, rid, c.get("cwd", "/workspace/repo"), engine=c.get("osmia_engine"))
        lines = out.lines
        ev = out.evidence(steps)
        d = os.path.join(runs, rid)
        os.makedirs(d)
        with open(os.path.join(d, "events.ndjson"), "w") as f:
            f.write("\n".join(lines) + "\n")
        with open(os.path.join(d, "prompt.md"), "w") as f:
            f.write(c["prompt"].strip() + "\n")
        mode = c["mode"]
        ok = mode == "succeeded"
        state = c.get("state") or ("Succeeded" if ok else "Failed")
        created = base + timedelta(hours=7 * n, minutes=(n * 13) % 60)
        ncalls = sum(1 for s in steps if s["k"] in ("bash", "read", "edit", "write", "grep"))
        nfiles = c.get("files_changed", len({s["path"] for s in steps if s["k"] in ("edit", "write")}))
        tr = {"id": rid, "ticket_id": c["ticket"], "engine": ENGINE(fmt, c), "current_engine": ENGINE(fmt, c),
              "engine_attempts": [ENGINE(fmt, c)], "state": state, "retry_count": c.get("retry_count", 0), "max_retries": 2,
              "files_changed": nfiles, "tool_calls_total": ncalls,
              "consecutive_identical_tools": c.get("identical", 1), "tokens_consumed": 9000 + 2400 * len(lines),
              "cost_usd": round(0.04 * len(lines) + 0.11, 2), "diagnosis_history": [],
              "created_at": created.strftime("%Y-%m-%dT%H:%M:%SZ"),
              "updated_at": (created + timedelta(minutes=4 + len(lines) // 3)).strftime("%Y-%m-%dT%H:%M:%SZ")}
        with open(os.path.join(d, "taskrun.json"), "w") as f:
            json.dump(tr, f, indent=2)
        res = c.get("result", "auto")
        if res == "auto":
            res = None if fmt == "claude-transcript" else {"success": ok, "summary": c.get("summary", ""), "exit_code": 0 if ok else 1}
            if res and not res["summary"]:
                last = [s for s in steps if s["k"] in ("end", "api_error")]
                res["summary"] = (last[-1]["t"] if last else ("Agent exited" if ok else "Agent process terminated"))[:400]
        if res is not None:
            with open(os.path.join(d, "result.json"), "w") as f:
                json.dump(res, f, indent=2)
        if c.get("watchdog"):
            with open(os.path.join(d, "watchdog.json"), "w") as f:
                json.dump(c["watchdog"], f, indent=2)
        extra_ev = c.get("extra_ev", [])  # negative indexes relative to end allowed
        for e in extra_ev:
            ev.append(e if e > 0 else len(lines) + 1 + e)
        ev = sorted(set(ev))
        with open(os.path.join(labels, rid + ".yaml"), "w") as f:
            f.write(f"mode: {mode}\nformat: {fmt}\nnear_miss: {c.get('near_miss', '') or chr(39)*2}\n"
                    f"evidence_lines: [{', '.join(map(str, ev))}]\nwhy: {yaml_str(c['why'])}\n")
        # ---- validation
        for i, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except Exception:
                errors.append(f"{rid}: line {i} not JSON")
        if not 20 <= len(lines) <= 120:
            errors.append(f"{rid}: {len(lines)} lines")
        if any(e < 1 or e > len(lines) for e in ev):
            errors.append(f"{rid}: evidence out of range")
        if mode not in MODES + ["succeeded"]:
            errors.append(f"{rid}: bad mode {mode}")
        if mode not in ("succeeded", "unknown") and not ev:
            errors.append(f"{rid}: no evidence")
        if ok and (state != "Succeeded" or (res and not res.get("success"))):
            errors.append(f"{rid}: succeeded label but state/result disagree")
        if not ok and (state not in ("Failed", "TimedOut") or (res and res.get("success"))):
            errors.append(f"{rid}: failed label but state/result disagree")
        text = "\n".join(lines)
        alarming = ok and bool(c.get("alarming")) and bool(ALARM.search(text))
        if c.get("alarming") and not ALARM.search(text):
            errors.append(f"{rid}: marked alarming but no alarming words")
        stats.append((rid, mode, fmt, c.get("near_miss", ""), alarming, len(lines)))
    # ---- set-level checks
    mc = Counter(s[1] for s in stats)
    fc = Counter(s[2] for s in stats)
    nm = sum(1 for s in stats if s[3])
    al = sum(1 for s in stats if s[4])
    problems = []
    if len(stats) < 80:
        problems.append(f"only {len(stats)} runs")
    for m in MODES:
        if mc[m] < 8:
            problems.append(f"{m}: {mc[m]} < 8")
    if al < 8:
        problems.append(f"alarming succeeded {al} < 8")
    if nm < 25:
        problems.append(f"near misses {nm} < 25")
    if fc and max(fc.values()) - min(fc.get(f, 0) for f in FORMATS) > 4:
        problems.append(f"formats unbalanced {dict(fc)}")
    # ---- table
    tbl = ["| mode | " + " | ".join(FORMATS) + " | total |", "|---|" + "---|" * (len(FORMATS) + 1)]
    for m in MODES + ["succeeded"]:
        row = [sum(1 for s in stats if s[1] == m and s[2] == f) for f in FORMATS]
        tbl.append(f"| {m} | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
    tot = [fc[f] for f in FORMATS]
    tbl.append("| **total** | " + " | ".join(map(str, tot)) + f" | {sum(tot)} |")
    nmc = Counter(s[3] for s in stats if s[3])
    nml = ["| near miss (wrong pick) | count |", "|---|---|"] + [f"| {k} | {v} |" for k, v in sorted(nmc.items())]
    nml.append(f"| **total** | {nm} |")
    with open(os.path.join(HERE, "counts.md"), "w") as f:
        f.write("\n".join(tbl) + "\n\n" + "\n".join(nml) + f"\n\nsucceeded runs containing alarming words: {al}\n"
                f"stream lengths: min {min(s[5] for s in stats)}, max {max(s[5] for s in stats)}\n")
    print("\n".join(tbl))
    print("\n".join(nml))
    print("alarming succeeded:", al, " lengths:", min(s[5] for s in stats), "-", max(s[5] for s in stats))
    for e in errors:
        print("ERROR", e)
    for p in problems:
        print("SET-LEVEL (not yet met):", p)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
