#!/usr/bin/env python3
"""Deterministic generator + validator for blind19. Run: python3 make_blind.py"""
import json, os, re, shutil, sys, collections, hashlib
import yaml
from gen_lib import render, FORMATS, rid
import cases_env, cases_behaviour, cases_misc

HERE = os.path.dirname(os.path.abspath(__file__))
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
BANNED = MODES + [m.replace("_", " ") for m in MODES] + [m.replace("_", "-") for m in MODES]
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}

def main():
    cases = cases_env.CASES + cases_behaviour.CASES + cases_misc.CASES
    out_runs = os.path.join(HERE, "runs"); out_lab = os.path.join(HERE, "labels")
    for d in (out_runs, out_lab):
        shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
    errors = []; table = collections.Counter(); nm = 0; seen = set()
    for idx, c in enumerate(cases):
        fmt = c.get("fmt") or FORMATS[idx % 4]
        cid = f"s-{c['slug']}-{hashlib.sha256(c['slug'].encode()).hexdigest()[:4]}"
        if cid in seen: errors.append("dup id " + cid)
        seen.add(cid)
        prompt = f"# {c['ticket']}: {c['title']}\n\n{c['body'].strip()}\n"
        case = {"id": cid, "ticket": c["ticket"], "cwd": c["cwd"], "prompt_text": prompt, "denials": c.get("denials", [])}
        day = 16 + (idx % 5); hh = 8 + (idx * 7) % 10; mm = (idx * 13) % 60
        start = f"2026-11-{day:02d}T{hh:02d}:{mm:02d}:{(idx*17)%60:02d}Z"
        lines, ev = render(fmt, case, c["steps"], start)
        d = os.path.join(out_runs, cid); os.makedirs(d)
        with open(os.path.join(d, "events.ndjson"), "w") as f:
            for l in lines: f.write(l + "\n")
        with open(os.path.join(d, "prompt.md"), "w") as f: f.write(prompt)
        mode = c["mode"]
        state = c.get("state") or ("Succeeded" if mode == "succeeded" else "Failed")
        ntools = sum(1 for s in c["steps"] if s["k"] == "tool")
        files = c.get("files_changed", len({s["input"]["file_path"] for s in c["steps"] if s["k"] == "tool" and s["name"] in ("Edit", "Write")}))
        tr = {"id": cid, "ticket_id": c["ticket"], "engine": ENGINE[fmt], "current_engine": ENGINE[fmt],
              "engine_attempts": [ENGINE[fmt]], "state": state, "retry_count": 0, "max_retries": 2,
              "files_changed": files, "tool_calls_total": ntools, "consecutive_identical_tools": c.get("identical", 1),
              "tokens_consumed": 40000 + 9000 * ntools, "cost_usd": round(0.05 + 0.035 * ntools, 2), "diagnosis_history": [],
              "created_at": start, "updated_at": start[:-3] + "59Z"}
        with open(os.path.join(d, "taskrun.json"), "w") as f: json.dump(tr, f, indent=2)
        if c.get("watchdog"):
            with open(os.path.join(d, "watchdog.json"), "w") as f: json.dump(c["watchdog"], f, indent=2)
        if c.get("result"):
            with open(os.path.join(d, "result.json"), "w") as f: json.dump(c["result"], f, indent=2)
        evl = c.get("extra_ev", []) + ev
        lab = {"mode": mode, "format": fmt, "near_miss": c.get("near_miss", ""), "evidence_lines": sorted(set(evl)), "why": c["why"]}
        with open(os.path.join(out_lab, cid + ".yaml"), "w") as f: yaml.safe_dump(lab, f, sort_keys=False, allow_unicode=True)
        table[(mode, fmt)] += 1; nm += bool(lab["near_miss"])
        # ---- per-run validation ----
        for i, l in enumerate(lines, 1):
            try: json.loads(l)
            except Exception: errors.append(f"{cid}: line {i} not JSON")
        if not (20 <= len(lines) <= 120): errors.append(f"{cid}: {len(lines)} lines")
        if mode not in MODES + ["succeeded"]: errors.append(f"{cid}: bad mode {mode}")
        if lab["near_miss"] and (lab["near_miss"] not in MODES + ["succeeded"] or lab["near_miss"] == mode): errors.append(f"{cid}: bad near_miss")
        if mode in MODES and mode != "unknown" and not lab["evidence_lines"]: errors.append(f"{cid}: no evidence")
        if any(not (1 <= e <= len(lines)) for e in lab["evidence_lines"]): errors.append(f"{cid}: evidence out of range")
        if (mode == "succeeded") != (state == "Succeeded"): errors.append(f"{cid}: state/label mismatch")
        if mode != "succeeded" and state not in ("Failed", "TimedOut"): errors.append(f"{cid}: failed run state {state}")
        blob = (cid + prompt + json.dumps(tr)).lower()
        for b in BANNED:
            if b in blob: errors.append(f"{cid}: mode name '{b}' in id/prompt/taskrun")
        if not re.fullmatch(r"[A-Za-z0-9._-]+", cid): errors.append(f"{cid}: bad id")
    # ---- set-level validation ----
    total = len(cases); per_mode = collections.Counter(m for (m, _f) in table.elements())
    per_fmt = collections.Counter(f for (_m, f) in table.elements())
    if total < 80: errors.append(f"only {total} runs")
    for m in MODES:
        if per_mode[m] < 8: errors.append(f"mode {m}: {per_mode[m]} < 8")
    if per_mode["succeeded"] < 8: errors.append("succeeded < 8")
    if nm < 25: errors.append(f"near misses {nm} < 25")
    if max(per_fmt.values()) - min(per_fmt.values()) > 1: errors.append(f"formats uneven {dict(per_fmt)}")
    # ---- summary ----
    cols = FORMATS
    print(f"{'mode':24}" + "".join(f"{c:>19}" for c in cols) + f"{'total':>8}")
    for m in MODES + ["succeeded"]:
        print(f"{m:24}" + "".join(f"{table[(m, c)]:>19}" for c in cols) + f"{per_mode[m]:>8}")
    print(f"{'total':24}" + "".join(f"{per_fmt[c]:>19}" for c in cols) + f"{total:>8}")
    print(f"near-misses: {nm}")
    if errors:
        print("VALIDATION ERRORS:"); [print("  " + e) for e in errors]; sys.exit(1)
    print("validation: OK")

if __name__ == "__main__":
    main()
