#!/usr/bin/env python3
"""Regenerate the e2- blind set deterministically and validate it.  Usage: python3 make_blind.py"""
import collections, importlib, json, os, shutil, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_lib

OUT = os.path.dirname(os.path.abspath(__file__))
CASE_MODULES = ["cases_env", "cases_api", "cases_behaviour", "cases_other", "cases_ok"]


def main():
    runs = []
    for m in CASE_MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as ex:
            if ex.name == m:
                continue
            raise
        runs += mod.cases()
    for sub in ("runs", "labels"):
        shutil.rmtree(os.path.join(OUT, sub), ignore_errors=True)
    ids = set()
    problems = []
    table = collections.Counter()
    near = collections.Counter()
    fmts = collections.Counter()
    for r in runs:
        if r.id in ids:
            problems.append(f"duplicate id {r.id}")
        ids.add(r.id)
        for bad in ("oom", "perm", "loop", "scope", "confus", "depend", "infra", "unknown", "wrong", "creep", "test-mis"):
            if bad in r.slug:
                problems.append(f"{r.id}: hint '{bad}' in slug")
        gen_lib.pad(r)
        e, tr, ev = gen_lib.write_run(r, OUT)
        n = len(e.lines)
        for i, l in enumerate(e.lines, 1):
            try:
                json.loads(l)
            except Exception as ex:
                problems.append(f"{r.id}:{i} invalid JSON {ex}")
        if not 20 <= n <= 120:
            problems.append(f"{r.id}: {n} lines (need 20-120)")
        if any(x < 1 or x > n for x in ev):
            problems.append(f"{r.id}: evidence out of range")
        if r.mode not in ("unknown", "succeeded") and not ev:
            problems.append(f"{r.id}: failed run without evidence")
        if r.mode == "succeeded":
            if tr["state"] != "Succeeded" or (r.result and not r.result.get("success")):
                problems.append(f"{r.id}: succeeded label but state/result disagree")
        else:
            if tr["state"] not in ("Failed", "TimedOut") or (r.result and r.result.get("success") is not False):
                problems.append(f"{r.id}: failed label but state/result disagree")
        table[(r.mode, r.fmt)] += 1
        fmts[r.fmt] += 1
        if r.near_miss:
            near[r.near_miss] += 1
    modes = collections.Counter(r.mode for r in runs)
    if len(runs) < 80:
        problems.append(f"only {len(runs)} runs (need >= 80)")
    for m in gen_lib.MODES:
        if modes[m] < 8:
            problems.append(f"mode {m}: {modes[m]} runs (need >= 8)")
    if modes["succeeded"] < 8:
        problems.append(f"succeeded: {modes['succeeded']} (need >= 8)")
    if sum(near.values()) < 25:
        problems.append(f"near misses {sum(near.values())} (need >= 25)")
    # table
    print(f"{'mode':24}" + "".join(f"{f:>19}" for f in gen_lib.FORMATS) + f"{'total':>8}")
    for m in gen_lib.MODES + ("succeeded",):
        print(f"{m:24}" + "".join(f"{table[(m, f)]:>19}" for f in gen_lib.FORMATS) + f"{modes[m]:>8}")
    print(f"{'total':24}" + "".join(f"{fmts[f]:>19}" for f in gen_lib.FORMATS) + f"{len(runs):>8}")
    print("near misses:", dict(near), "total", sum(near.values()))
    lens = sorted(len(open(os.path.join(OUT, 'runs', r.id, 'events.ndjson')).read().splitlines()) for r in runs)
    if lens:
        print("stream lengths: min", lens[0], "median", lens[len(lens) // 2], "max", lens[-1])
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print("  " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
