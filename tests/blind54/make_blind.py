#!/usr/bin/env python3
"""Deterministically write runs/ and labels/ for the d4- blind set, then validate."""
import hashlib, json, os, shutil, sys, collections, importlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_lib import render
from casekit import preamble

HERE = os.path.dirname(os.path.abspath(__file__))
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
BANNED = ["oom", "perm", "loop", "scope", "creep", "infra", "confus", "missing", "wrong", "unknown", "misund",
          "deny", "denied", "timeout", "thrash", "oscill", "flail", "dep-", "fail", "success"]
MODULES = ["cases_env", "cases_behaviour", "cases_other", "cases_ok"]

def load():
    cases = []
    for m in MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError:
            continue
        cases += mod.CASES
    return cases

def yq(s):
    return json.dumps(s, ensure_ascii=False)

def longest_identical(cmds):
    best = cur = 0; prev = None
    for c in cmds:
        cur = cur + 1 if c == prev else 1; prev = c; best = max(best, cur)
    return best

def main():
    cases = load()
    runs = os.path.join(HERE, "runs"); labels = os.path.join(HERE, "labels")
    for d in (runs, labels):
        shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
    errors = []; seen = set(); table = collections.Counter(); nm = collections.Counter(); alarm_ok = 0
    for c in cases:
        rid = "d4-" + c["slug"] + "-" + hashlib.sha256(c["slug"].encode()).hexdigest()[:4]
        if rid in seen: errors.append("dup id " + rid)
        seen.add(rid)
        for b in BANNED:
            if b in c["slug"]: errors.append(f"{rid}: banned word {b!r} in slug")
        fmt = c["fmt"]; mode = c["mode"]
        prompt = c["prompt"].strip() + "\n"
        c["prompt_text"] = prompt
        lines, ev, st = render(c, fmt, rid)
        k = 0
        while len(lines) < 22 and k < 10:
            k += 1
            c2 = dict(c); c2["steps"] = preamble(c.get("repo", "repo"), k) + c["steps"]
            lines, ev, st = render(c2, fmt, rid)
        ev = sorted(set(ev + c.get("extra_ev", [])))
        rd = os.path.join(runs, rid); os.makedirs(rd)
        with open(os.path.join(rd, "events.ndjson"), "w") as f:
            f.write("\n".join(lines) + "\n")
        with open(os.path.join(rd, "prompt.md"), "w") as f:
            f.write(prompt)
        succeeded = mode == "succeeded"
        state = c.get("state", "Succeeded" if succeeded else "Failed")
        import datetime
        created = st["base"].strftime("%Y-%m-%dT%H:%M:%SZ")
        updated = (st["base"] + datetime.timedelta(seconds=st["end_clock"] + 40)).strftime("%Y-%m-%dT%H:%M:%SZ")
        engine = "codex" if fmt == "codex" else "claude-code"
        tokens = 4000 + st["tool_calls"] * 5300 + len(rid) * 17
        import re
        m_ = re.match(r"#\s*([A-Z]+-\d+)", prompt)
        tr = {"id": rid, "ticket_id": c.get("ticket", m_.group(1) if m_ else "PKG-" + str(100 + int(hashlib.md5(rid.encode()).hexdigest()[:4], 16) % 900)),
              "engine": engine, "current_engine": engine, "engine_attempts": [engine], "state": state,
              "retry_count": 0, "max_retries": 2, "files_changed": len(st["files"]),
              "tool_calls_total": st["tool_calls"], "consecutive_identical_tools": longest_identical([x[:2] for x in st["cmds"]]),
              "tokens_consumed": tokens, "cost_usd": round(tokens * 0.0000062, 4), "created_at": created, "updated_at": updated}
        tr.update(c.get("taskrun", {}))
        with open(os.path.join(rd, "taskrun.json"), "w") as f:
            json.dump(tr, f, indent=2)
        end = c.get("end") or {}
        if "result" in c:
            res = c["result"]
        else:
            res = {"success": succeeded, "summary": end.get("text", "") if succeeded or end.get("err") else c.get("summary", end.get("text", "")),
                   "exit_code": 0 if succeeded else 1}
        if res is not None:
            with open(os.path.join(rd, "result.json"), "w") as f:
                json.dump(res, f, indent=2)
        if c.get("watchdog"):
            with open(os.path.join(rd, "watchdog.json"), "w") as f:
                json.dump(c["watchdog"], f, indent=2)
        with open(os.path.join(labels, rid + ".yaml"), "w") as f:
            f.write(f"mode: {mode}\nformat: {fmt}\nnear_miss: {c.get('near_miss', '') or chr(39)*2}\n"
                    f"evidence_lines: [{', '.join(map(str, ev))}]\nwhy: {yq(c['why'])}\n")
        # ---- validation ----
        for i, l in enumerate(lines, 1):
            try: json.loads(l)
            except Exception as e: errors.append(f"{rid}:{i} bad json {e}")
        if not 20 <= len(lines) <= 120: errors.append(f"{rid}: {len(lines)} lines")
        if fmt not in FORMATS: errors.append(f"{rid}: fmt {fmt}")
        if mode not in MODES + ["succeeded"]: errors.append(f"{rid}: mode {mode}")
        if c.get("near_miss") and c["near_miss"] not in MODES + ["succeeded"]: errors.append(f"{rid}: near_miss {c['near_miss']}")
        if any(not 1 <= e <= len(lines) for e in ev): errors.append(f"{rid}: evidence out of range")
        if mode in ("unknown", "succeeded"):
            if ev: errors.append(f"{rid}: evidence must be empty for {mode}")
        elif not ev: errors.append(f"{rid}: no evidence")
        if succeeded:
            if state != "Succeeded" or (res is not None and res.get("success") is not True): errors.append(f"{rid}: succeeded disagrees")
            if c.get("alarm"): alarm_ok += 1
        else:
            if not (state in ("Failed", "TimedOut") or (res is not None and res.get("success") is False)):
                errors.append(f"{rid}: failed run not marked failed")
            if state == "Succeeded": errors.append(f"{rid}: failed run with state Succeeded")
        table[(mode, fmt)] += 1
        if c.get("near_miss"): nm[c["near_miss"]] += 1
    total = len(cases)
    per_mode = collections.Counter(m for (m, _), n in table.items() for _ in range(n))
    per_fmt = collections.Counter(f for (_, f), n in table.items() for _ in range(n))
    if total < 80: errors.append(f"only {total} runs")
    for m in MODES:
        if per_mode[m] < 8: errors.append(f"mode {m}: {per_mode[m]} < 8")
    if alarm_ok < 8: errors.append(f"succeeded with alarming words: {alarm_ok} < 8")
    if sum(nm.values()) < 25: errors.append(f"near misses {sum(nm.values())} < 25")
    for f_ in FORMATS:
        if per_fmt[f_] == 0: errors.append(f"format {f_} absent")
    # counts table
    hdr = "| mode | " + " | ".join(FORMATS) + " | total |"
    out = [hdr, "|" + "---|" * (len(FORMATS) + 2)]
    for m in MODES + ["succeeded"]:
        out.append(f"| {m} | " + " | ".join(str(table[(m, f_)]) for f_ in FORMATS) + f" | {per_mode[m]} |")
    out.append("| **total** | " + " | ".join(str(per_fmt[f_]) for f_ in FORMATS) + f" | {total} |")
    with open(os.path.join(HERE, "counts.md"), "w") as f:
        f.write("\n".join(out) + "\n\nnear misses (label's near_miss field):\n\n" +
                "\n".join(f"- {k}: {v}" for k, v in sorted(nm.items())) + f"\n- total: {sum(nm.values())}\n"
                f"\nsucceeded runs containing alarming words: {alarm_ok}\n")
    print("\n".join(out)); print("near misses:", dict(nm), "total", sum(nm.values()), "alarm_ok", alarm_ok)
    if errors:
        print("VALIDATION ERRORS:"); print("\n".join(errors)); return 1
    print("validation OK"); return 0

if __name__ == "__main__":
    sys.exit(main())
