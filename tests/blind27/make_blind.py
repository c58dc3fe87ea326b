#!/usr/bin/env python3
"""Regenerate the q2- blind set: python3 make_blind.py  (writes runs/, labels/, README.md counts)."""
import importlib, json, os, shutil, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_lib import build, write_run

ROOT = os.path.dirname(os.path.abspath(__file__))
MODULES = ["cases_env", "cases_env2", "cases_behaviour", "cases_behaviour2", "cases_other"]
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
BANNED = ["oom", "perm", "loop", "scope", "creep", "confus", "infra", "depend", "missing", "wrong", "misunder", "unknown", "thrash", "denied"]

def main():
    cases = []
    for m in MODULES:
        try: mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m: continue
            raise
        cases += mod.CASES
    # long runs: the cause sits among much routine noise (reads, greps, green test runs)
    from pad import noise_many
    LONG = {"settlement-export-cron": ("settlement-service", 36), "audit-trail-export": ("billing-core", 52),
            "vat-reverse-charge": ("tax-core", 54), "invoice-tolerance-config": ("ap-matching", 30),
            "gateway-timeout-client": ("payout-client", 30), "kyc-doc-upload": ("kyc-api", 24),
            "loan-pdf-coborrower": ("loan-docs", 28), "access-review-export": ("iam-admin", 34),
            "hibernate-lazy-fix": ("crm-core", 20)}
    for c in cases:
        if c["slug"] in LONG:
            mod, n = LONG[c["slug"]]
            c["steps"] = noise_many(mod, n) + c["steps"]
    for sub in ("runs", "labels"):
        shutil.rmtree(os.path.join(ROOT, sub), ignore_errors=True)
    errs = []; rows = []; ids = set()
    for c in cases:
        case, s = build(c)
        rid = case["id"]
        if rid in ids: errs.append(f"duplicate id {rid}")
        ids.add(rid)
        for b in BANNED:
            if b in case["slug"]: errs.append(f"{rid}: slug contains hint '{b}'")
        if case["mode"] not in MODES + ["succeeded"]: errs.append(f"{rid}: bad mode")
        if case["fmt"] not in FORMATS: errs.append(f"{rid}: bad format")
        tr, ev = write_run(ROOT, case, s)
        n = len(s.lines)
        for i, l in enumerate(s.lines, 1):
            try: json.loads(l)
            except Exception as e: errs.append(f"{rid}:{i} invalid json {e}")
        if not 20 <= n <= 120: errs.append(f"{rid}: {n} lines (need 20-120)")
        if any(e < 1 or e > n for e in ev): errs.append(f"{rid}: evidence out of range")
        if case["mode"] not in ("succeeded", "unknown") and not ev: errs.append(f"{rid}: no evidence lines")
        if case["mode"] == "succeeded":
            if tr["state"] != "Succeeded": errs.append(f"{rid}: succeeded but state {tr['state']}")
            if case.get("alarm") is None: errs.append(f"{rid}: succeeded run without alarm words noted")
        else:
            if tr["state"] not in ("Failed", "TimedOut"): errs.append(f"{rid}: failed but state {tr['state']}")
        rp = os.path.join(ROOT, "runs", rid, "result.json")
        if os.path.exists(rp):
            r = json.load(open(rp))
            if r.get("success") != (case["mode"] == "succeeded"): errs.append(f"{rid}: result.json disagrees")
        blob = (open(os.path.join(ROOT, "runs", rid, "prompt.md")).read() + json.dumps(tr)).lower()
        for m in MODES:
            if m in blob: errs.append(f"{rid}: mode name {m} in prompt/taskrun")
        rows.append((rid, case["mode"], case["fmt"], case["near"], n))
    # counts
    cnt = collections.Counter((r[1], r[2]) for r in rows)
    near = collections.Counter(r[3] for r in rows if r[3])
    allm = MODES + ["succeeded"]
    table = "| mode | " + " | ".join(FORMATS) + " | total |\n|---|" + "---|" * (len(FORMATS) + 1) + "\n"
    for m in allm:
        table += f"| {m} | " + " | ".join(str(cnt[(m, f)]) for f in FORMATS) + f" | {sum(cnt[(m, f)] for f in FORMATS)} |\n"
    table += "| **total** | " + " | ".join(str(sum(cnt[(m, f)] for m in allm)) for f in FORMATS) + f" | {len(rows)} |\n"
    ntab = "| near_miss (what a naive reader would pick) | runs |\n|---|---|\n" + "".join(f"| {k} | {v} |\n" for k, v in sorted(near.items())) + f"| **total** | {sum(near.values())} |\n"
    lens = sorted(r[4] for r in rows)
    # checks on totals
    if len(rows) < 80: errs.append(f"only {len(rows)} runs (need >= 80)")
    for m in MODES:
        t = sum(cnt[(m, f)] for f in FORMATS)
        if t < 8: errs.append(f"mode {m}: {t} runs (need >= 8)")
    if sum(cnt[("succeeded", f)] for f in FORMATS) < 8: errs.append("need >= 8 succeeded runs")
    if sum(near.values()) < 25: errs.append(f"only {sum(near.values())} near misses (need >= 25)")
    tmpl = open(os.path.join(ROOT, "README.tmpl.md")).read() if os.path.exists(os.path.join(ROOT, "README.tmpl.md")) else "{TABLE}\n\n{NEAR}\n"
    with open(os.path.join(ROOT, "README.md"), "w") as f:
        f.write(tmpl.replace("{TABLE}", table).replace("{NEAR}", ntab)
                .replace("{LENS}", f"{lens[0]}–{lens[-1]} lines, median {lens[len(lens)//2]}" if lens else "")
                .replace("{N}", str(len(rows))))
    print(table); print(ntab)
    if lens: print("lines: min", lens[0], "median", lens[len(lens)//2], "max", lens[-1])
    if errs:
        print("VALIDATION ERRORS:"); print("\n".join(errs)); return 1
    print(f"OK: {len(rows)} runs valid"); return 0

if __name__ == "__main__":
    sys.exit(main())
