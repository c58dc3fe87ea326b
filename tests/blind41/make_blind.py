#!/usr/bin/env python3
"""Regenerate the blind set g2-* into runs/ and labels/, then validate it.

    python3 make_blind.py          # writes runs/ labels/ and prints the counts
"""
import importlib, json, os, re, shutil, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib as G

CASE_MODULES = ["cases_env", "cases_env2", "cases_behaviour", "cases_behaviour2", "cases_other", "cases_success"]
# long sessions (target line counts): the cause sits among ordinary reads, prose and passing runs
LONG = {"g2-release-apk-build-3a1f": 70, "g2-pods-tooling-setup-5e90": 55, "g2-private-ble-kit-91f0": 60,
        "g2-price-format-locale-c290": 58, "g2-launch-dates-tz-0c6d": 80, "g2-input-rebind-cache-e2a0": 72,
        "g2-trail-offline-cache-5c2d": 90, "g2-reachability-banner-71d8": 62, "g2-redesign-goldens-c3d7": 50,
        "g2-heap-exhaustion-path-90ab": 48, "g2-twister-i2c-suite-a04e": 66}
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
        if not re.fullmatch(r"g2-[a-z0-9-]+-[0-9a-f]{4}", cid): errors.append(f"bad id {cid}")
        slug = cid[3:-5]
        for b in BANNED:
            if b in slug: errors.append(f"{cid}: slug contains hint '{b}'")
        try:
            G.pad(c)
            if c.get("long") or cid in LONG: G.lengthen(c, c.get("long") or LONG[cid])
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
        if not 0.27 <= fmtc["claude-transcript"] / len(rows) <= 0.42: errors.append("transcripts are not about a third")
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
