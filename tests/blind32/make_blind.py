#!/usr/bin/env python3
"""Regenerate the blind set s2-* into runs/ and labels/, then validate it.

    python3 make_blind.py          # writes runs/ labels/ and prints the counts
"""
import importlib, json, os, re, shutil, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib as G

CASE_MODULES = ["cases_env", "cases_env2", "cases_behaviour", "cases_behaviour2", "cases_other", "cases_success", "cases_more"]
# long sessions (target line counts): the cause sits among ordinary reads, prose and passing runs
LONG = {"s2-ledger-migrate-2d9e": 64, "s2-webhook-retry-c38f": 52, "s2-audit-logging-a6f1": 45, "s2-s3-sync-tool-4a8e": 70,
        "s2-invoice-pdf-lib-3f70": 58, "s2-discount-rounding-71b2": 48, "s2-auth-expiry-38c6": 80, "s2-email-bounce-2c8a": 96,
        "s2-price-refresh-b912": 60, "s2-cohort-retention-c55a": 115, "s2-tax-engine-8a02": 88, "s2-signup-v2-gate-51ac": 66,
        "s2-quarter-export-c913": 74, "s2-pagination-docs-6e08": 42, "s2-rename-services-e3b8": 104, "s2-weekend-rates-8c57": 90,
        "s2-http-client-deadline-41c2": 56, "s2-orders-integ-51e0": 62, "s2-events-schema-b2f4": 50, "s2-login-button-5a3f": 44,
        "s2-pickup-summary-30bd": 76, "s2-seed-order-7e6a": 110, "s2-tz-report-0d3e": 40, "s2-onboarding-copy-1b7e": 36,
        "s2-checkout-flow-day-91b6": 100, "s2-send-batch-6f40": 58, "s2-profile-bio-trim-3b91": 46}
BANNED = ["oom", "perm", "loop", "scope", "creep", "confus", "infra", "depend", "missing", "wrong", "unknown",
          "flaky", "thrash", "denied", "misunder", "succe", "fail"]

def main():
    for m in CASE_MODULES:
        if os.path.exists(os.path.join(HERE, m + ".py")):
            importlib.import_module(m)
    for d in ("runs", "labels"):
        shutil.rmtree(os.path.join(HERE, d), ignore_errors=True)
    errors = []; ids = set(); rows = []
    for c in G.CASES:
        cid = c["id"]
        if cid in ids: errors.append(f"duplicate id {cid}")
        ids.add(cid)
        if not re.fullmatch(r"s2-[a-z0-9-]+-[0-9a-f]{4}", cid): errors.append(f"bad id {cid}")
        slug = cid[3:-5]
        for b in BANNED:
            if b in slug: errors.append(f"{cid}: slug contains hint '{b}'")
        try:
            G.pad(c)
            if cid in LONG: G.lengthen(c, LONG[cid])
            lines, ev, tr, res = G.write_case(c, HERE)
        except Exception as e:
            errors.append(f"{cid}: render error {e!r}"); continue
        n = len(lines)
        if not 20 <= n <= 120: errors.append(f"{cid}: {n} lines")
        for i, l in enumerate(lines, 1):
            try: json.loads(l)
            except Exception: errors.append(f"{cid}: line {i} not JSON")
        for e in ev:
            if not 1 <= e <= n: errors.append(f"{cid}: evidence line {e} out of range")
        if c["mode"] not in ("succeeded", "unknown") and not ev: errors.append(f"{cid}: no evidence lines")
        if c["mode"] == "succeeded":
            if tr["state"] != "Succeeded": errors.append(f"{cid}: succeeded but state {tr['state']}")
            if res and not res.get("success"): errors.append(f"{cid}: succeeded but result.success false")
        else:
            if tr["state"] not in ("Failed", "TimedOut") and not (res and res.get("success") is False):
                errors.append(f"{cid}: failed label but state {tr['state']}")
        if res and c["mode"] != "succeeded" and res.get("success"): errors.append(f"{cid}: result.success true on failed label")
        if c["fmt"] == "claude-transcript":
            for l in lines:
                o = json.loads(l)
                if o.get("type") in ("user", "assistant", "system") and not (o.get("sessionId") and o.get("uuid")):
                    errors.append(f"{cid}: transcript line lacks sessionId/uuid"); break
            if any(json.loads(l).get("type") == "result" for l in lines): errors.append(f"{cid}: transcript has result line")
        ptxt = (c["prompt"] + json.dumps(tr)).lower()
        for w in ["failure mode", "scope_creep", "model_confusion", "wrong_approach", "dependency_missing", "infra_failure",
                  "permission_blocked", "test_misunderstanding"]:
            if w in ptxt: errors.append(f"{cid}: prompt/taskrun leaks '{w}'")
        rows.append((c, n))
    # counts
    modes = G.MODES + ["succeeded"]
    tab = collections.Counter((c["mode"], c["fmt"]) for c, _ in rows)
    near = collections.Counter(c["near"] for c, _ in rows if c["near"])
    alarm = sum(1 for c, _ in rows if c["mode"] == "succeeded" and c["alarming"])
    fmtc = collections.Counter(c["fmt"] for c, _ in rows)
    print(f"{'mode':24s}" + "".join(f"{f:>19s}" for f in G.FORMATS) + "  total")
    for m in modes:
        print(f"{m:24s}" + "".join(f"{tab[(m, f)]:19d}" for f in G.FORMATS) + f"  {sum(tab[(m, f)] for f in G.FORMATS):5d}")
    print(f"{'total':24s}" + "".join(f"{fmtc[f]:19d}" for f in G.FORMATS) + f"  {len(rows):5d}")
    print("near misses:", sum(near.values()), dict(near))
    print("succeeded with alarming words:", alarm)
    lens = sorted(n for _, n in rows); print("stream lengths: min", lens[0] if lens else 0, "max", lens[-1] if lens else 0)
    # set-level checks
    final = "--final" in sys.argv
    if final:
        if len(rows) < 80: errors.append(f"only {len(rows)} runs")
        for m in G.MODES:
            if sum(tab[(m, f)] for f in G.FORMATS) < 8: errors.append(f"mode {m} has < 8 runs")
        if alarm < 8: errors.append("fewer than 8 alarming successes")
        if sum(near.values()) < 25: errors.append("fewer than 25 near misses")
        if fmtc["claude-transcript"] * 2 < len(rows): errors.append("transcripts are not half")
        for f in G.FORMATS:
            if not fmtc[f]: errors.append(f"format {f} absent")
    with open(os.path.join(HERE, "counts.json"), "w") as f:
        json.dump({"modes_x_format": {m: {f: tab[(m, f)] for f in G.FORMATS} for m in modes}, "near_miss": dict(near),
                   "succeeded_alarming": alarm, "total": len(rows)}, f, indent=2)
    for e in errors: print("ERROR:", e)
    print("OK" if not errors else f"{len(errors)} errors")
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main())
