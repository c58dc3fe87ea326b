#!/usr/bin/env python3
"""Write the r2- blind set (runs/ and labels/) deterministically, then validate it.

    python3 make_blind.py          # regenerate + validate
"""
import hashlib
import importlib
import json
import os
import shutil
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_lib import RENDER, B, hx, ts  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MODULES = ["cases_env", "cases_env2", "cases_behaviour", "cases_behaviour2", "cases_other", "cases_success"]
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
CYCLE = ["claude-transcript", "claude", "codex", "claude-transcript", "osmia", "claude", "claude-transcript", "codex", "osmia"]
BANNED = ["oom", "perm", "loop", "scope", "creep", "confus", "infra", "missing", "wrong", "unknown", "dep-",
          "misunder", "timeout", "denied", "succeed", "fail", "oscill", "thrash"]

PAD = [
    B("git status --short", ""),
    B("git log --oneline -3", "4f1c2ab Merge pull request #812 from team/chore-deps\n9a03d1e docs: changelog for 3.8\n71be0c4 ci: cache pip wheels"),
    B("ls", "CHANGELOG.md\nLICENSE\nMakefile\nREADME.md\ndocs\nscripts\nsrc\ntests"),
    B("cat Makefile | head -20", "test:\n\t./scripts/test.sh\n\nlint:\n\t./scripts/lint.sh\n\nbuild:\n\t./scripts/build.sh"),
    B("git branch --show-current", "agent/task"),
    B("ls scripts", "build.sh\nlint.sh\nrelease.sh\ntest.sh"),
]


def load_cases():
    cases = []
    for m in MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m:
                continue
            raise
        cases.extend(mod.CASES)
    return cases


def run_id(slug):
    return f"r2-{slug}-{hashlib.sha1(('r2' + slug).encode()).hexdigest()[:4]}"


def build(cases):
    out_runs = os.path.join(HERE, "runs")
    out_labels = os.path.join(HERE, "labels")
    for d in (out_runs, out_labels):
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
    problems = []
    seen = set()
    for i, case in enumerate(cases):
        case.setdefault("fmt", CYCLE[i % len(CYCLE)])
        rid = run_id(case["slug"])
        if rid in seen:
            problems.append(f"duplicate id {rid}")
        seen.add(rid)
        case["id"] = rid
        for b in BANNED:
            if b in case["slug"]:
                problems.append(f"{rid}: slug contains hint {b!r}")
        ok = case["mode"] == "succeeded"
        prompt_md = f"# {case['ticket']}: {case['title']}\n\n{case['body'].strip()}\n"
        case["prompt"] = prompt_md
        render = RENDER[case["fmt"]]
        steps = list(case["steps"])
        lines, ev = render({**case, "steps": steps})
        k = 0
        while len(lines) < 20 and k < len(PAD):
            steps.insert(1 + k, dict(PAD[k]))
            k += 1
            lines, ev = render({**case, "steps": steps})
        rdir = os.path.join(out_runs, rid)
        os.makedirs(rdir)
        with open(os.path.join(rdir, "events.ndjson"), "w") as f:
            f.write("\n".join(lines) + "\n")
        with open(os.path.join(rdir, "prompt.md"), "w") as f:
            f.write(prompt_md)
        h = int(hx(rid, 6), 16)
        created = ts(h % (60 * 24 * 20), 0)
        state = case.get("state", "Succeeded" if ok else "Failed")
        ntools = sum(1 for s in steps if s["k"] in ("bash", "read", "edit", "write", "grep"))
        engine = "codex" if case["fmt"] == "codex" else "claude-code"
        tr = {"id": rid, "ticket_id": case["ticket"], "engine": engine, "current_engine": engine,
              "engine_attempts": [engine], "state": state, "retry_count": case.get("retry_count", 0),
              "max_retries": 3, "files_changed": case.get("files_changed", 1), "tool_calls_total": ntools,
              "consecutive_identical_tools": case.get("identical", 1),
              "tokens_consumed": 20000 + 3100 * len(lines), "cost_usd": round(case.get("cost", 0.05 + 0.021 * len(lines)), 3),
              "diagnosis_history": case.get("history", []), "created_at": created,
              "updated_at": ts(h % (60 * 24 * 20), 60 * (5 + len(lines) // 3))}
        with open(os.path.join(rdir, "taskrun.json"), "w") as f:
            json.dump(tr, f, indent=2)
        res = case.get("result", "auto")
        if res == "auto":
            res = None if case["fmt"] == "claude-transcript" and not ok and h % 2 else \
                {"success": ok, "summary": case.get("summary", "task completed" if ok else "task failed"),
                 "exit_code": 0 if ok else case.get("exit_code", 1)}
        if res:
            with open(os.path.join(rdir, "result.json"), "w") as f:
                json.dump(res, f, indent=2)
        if case.get("watchdog"):
            with open(os.path.join(rdir, "watchdog.json"), "w") as f:
                json.dump(case["watchdog"], f, indent=2)
        label = {"mode": case["mode"], "format": case["fmt"], "near_miss": case.get("near_miss", ""),
                 "evidence_lines": [] if case["mode"] in ("succeeded", "unknown") and not case.get("keep_ev") else sorted(set(ev)),
                 "why": case["why"]}
        with open(os.path.join(out_labels, rid + ".yaml"), "w") as f:
            f.write(f"mode: {label['mode']}\nformat: {label['format']}\nnear_miss: {label['near_miss'] or chr(39) * 2}\n"
                    f"evidence_lines: {json.dumps(label['evidence_lines'])}\nwhy: {json.dumps(label['why'])}\n")
        case["_label"] = label
        case["_nlines"] = len(lines)
        case["_state"] = state
        case["_res"] = res
    return problems


def validate(cases, problems):
    runs = os.path.join(HERE, "runs")
    for case in cases:
        rid, lab = case["id"], case["_label"]
        path = os.path.join(runs, rid, "events.ndjson")
        with open(path) as f:
            raw = f.read().split("\n")[:-1]
        for n, l in enumerate(raw, 1):
            try:
                json.loads(l)
            except Exception as e:  # noqa
                problems.append(f"{rid}:{n} invalid JSON {e}")
        if not 20 <= len(raw) <= 120:
            problems.append(f"{rid}: {len(raw)} lines")
        for e in lab["evidence_lines"]:
            if not 1 <= e <= len(raw):
                problems.append(f"{rid}: evidence line {e} out of range")
        if lab["mode"] not in ("succeeded", "unknown") and not lab["evidence_lines"]:
            problems.append(f"{rid}: failed mode without evidence")
        if lab["mode"] not in MODES + ["succeeded"]:
            problems.append(f"{rid}: bad mode {lab['mode']}")
        if lab["near_miss"] and lab["near_miss"] not in MODES + ["succeeded"]:
            problems.append(f"{rid}: bad near_miss {lab['near_miss']}")
        ok = lab["mode"] == "succeeded"
        if ok and case["_state"] != "Succeeded":
            problems.append(f"{rid}: succeeded but state {case['_state']}")
        if not ok and case["_state"] not in ("Failed", "TimedOut"):
            problems.append(f"{rid}: failed but state {case['_state']}")
        if case["_res"] and case["_res"]["success"] != ok:
            problems.append(f"{rid}: result.json disagrees")
        last = json.loads(raw[-1])
        if ok and (last.get("is_error") is True or last.get("success") is False or last.get("type") == "turn.failed"):
            problems.append(f"{rid}: succeeded run ends in an error event")
        for fn in ("taskrun.json", "prompt.md"):
            txt = open(os.path.join(runs, rid, fn)).read().lower()
            for b in ("scope_creep", "model_confusion", "wrong_approach", "infra_failure", "permission_blocked",
                      "dependency_missing", "test_misunderstanding"):
                if b in txt:
                    problems.append(f"{rid}: {fn} names a mode")
    mode_c = Counter(c["_label"]["mode"] for c in cases)
    fmt_c = Counter(c["_label"]["format"] for c in cases)
    nm = sum(1 for c in cases if c["_label"]["near_miss"])
    alarming = sum(1 for c in cases if c["_label"]["mode"] == "succeeded" and c.get("alarming"))
    if len(cases) < 80:
        problems.append(f"only {len(cases)} runs (<80)")
    for m in MODES:
        if mode_c[m] < 8:
            problems.append(f"mode {m}: {mode_c[m]} (<8)")
    for m in ("scope_creep", "wrong_approach"):
        if mode_c[m] < 10:
            problems.append(f"mode {m}: {mode_c[m]} (<10)")
    if alarming < 8:
        problems.append(f"alarming succeeded runs: {alarming} (<8)")
    if nm < 25:
        problems.append(f"near misses: {nm} (<25)")
    if len(fmt_c) < 4:
        problems.append(f"formats: {dict(fmt_c)}")
    return mode_c, fmt_c, nm, alarming


def table(cases):
    fmts = ["claude-transcript", "claude", "codex", "osmia"]
    rows = MODES + ["succeeded"]
    out = ["| mode | " + " | ".join(fmts) + " | total |", "|---|" + "---|" * (len(fmts) + 1)]
    for m in rows:
        cs = [sum(1 for c in cases if c["_label"]["mode"] == m and c["_label"]["format"] == f) for f in fmts]
        out.append(f"| {m} | " + " | ".join(map(str, cs)) + f" | {sum(cs)} |")
    tot = [sum(1 for c in cases if c["_label"]["format"] == f) for f in fmts]
    out.append("| **total** | " + " | ".join(map(str, tot)) + f" | {len(cases)} |")
    nmc = Counter(c["_label"]["near_miss"] for c in cases if c["_label"]["near_miss"])
    out.append("")
    out.append("near misses: " + ", ".join(f"{k} {v}" for k, v in sorted(nmc.items())) + f" (total {sum(nmc.values())})")
    return "\n".join(out)


def main():
    cases = load_cases()
    problems = build(cases)
    mode_c, fmt_c, nm, alarming = validate(cases, problems)
    print(table(cases))
    print(f"runs {len(cases)}; alarming succeeded {alarming}")
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print("  " + p)
        return 1
    print("validation OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
