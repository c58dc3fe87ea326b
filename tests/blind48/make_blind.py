#!/usr/bin/env python3
"""Write the s3- blind evaluation set (runs/ and labels/) deterministically and validate it.

    python3 make_blind.py            # regenerate runs/ and labels/, validate, print counts
    python3 make_blind.py --check    # validate what is on disk only
"""
import importlib
import json
import os
import re
import shutil
import sys
from collections import Counter, defaultdict
from datetime import timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_lib as G  # noqa: E402
import noise  # noqa: E402

# cases made long: the cause sits among many harmless steps (count = noise steps inserted)
LONG = {
    "heat2d-ghost-cells": 22, "spectra-window-norm": 18, "halo-tag-mismatch": 26, "h5-chunk-cache-size": 30,
    "climate-ens-partition": 16, "wavelet-threshold-level": 34, "particle-mesh-deposit": 24, "eigensolver-lanczos-restart": 28,
    "fastkde-bandwidth-scott": 20, "grid-budget-ghost-layers": 36, "nbody-leapfrog-kick": 30, "cg-relative-residual": 24,
    "omp-energy-reduction": 38, "tvd-vanleer-zero-gradient": 22, "sph-neighbor-cuda-off": 28, "hllc-contact-speed": 32,
    "tracer-bound-off-by-one": 20, "hip-atomic-histogram": 26, "nc-time-decode": 18, "rayleigh-number-definition": 30,
    "radiative-transfer-angles": 34, "ckpt-readonly-fallback": 36, "slurm-log-classifier": 24, "cupy-cpu-fallback": 20,
    "solver-wallclock-guard": 30, "pinn-burgers-residual": 26, "sparse-cholesky-faer": 22, "running-mean-fp32": 28,
}

CASE_MODULES = ["cases_env", "cases_env2", "cases_behaviour", "cases_behaviour2", "cases_other"]

# words that would give the answer away in an id / prompt / taskrun
BANNED_SLUG = ["oom", "memory", "perm", "denied", "loop", "scope", "creep", "confus", "infra", "depend",
               "missing", "misunder", "wrong", "unknown", "timeout", "killed", "network", "disk", "skip",
               "flaky", "limit", "quota", "forbid", "oscill", "undo", "revert", "notfound", "offline", "broken"]
MODE_WORDS = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
              "wrong_approach", "scope_creep", "model_confusion"]


def load_cases():
    cases = []
    for m in CASE_MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m:
                continue
            raise
        cases.extend(mod.CASES)
    return cases


def yaml_str(s):
    return json.dumps(s, ensure_ascii=False)


def write_case(case, runs_dir, labels_dir):
    r = G.render(case)
    d = os.path.join(runs_dir, case.id)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "events.ndjson"), "w", encoding="utf-8") as f:
        for obj in r.lines:
            f.write(G.dumps(obj) + "\n")
    with open(os.path.join(d, "prompt.md"), "w", encoding="utf-8") as f:
        f.write(case.prompt)
    calls, ident = G.tool_stats(case)
    fc = case.files_changed if case.files_changed is not None else G.changed_files(case)
    end_t = case._end_time + timedelta(seconds=3)
    tr = {"id": case.id, "ticket_id": case.ticket, "engine": case.engine, "current_engine": case.engine,
          "engine_attempts": [case.engine] if case.retry_count == 0 else [case.engine] * (case.retry_count + 1),
          "state": case.state, "retry_count": case.retry_count, "max_retries": 2, "files_changed": fc,
          "tool_calls_total": calls, "consecutive_identical_tools": ident, "tokens_consumed": case.tokens,
          "cost_usd": case.cost, "diagnosis_history": [],
          "created_at": (case.start - timedelta(seconds=17)).strftime("%Y-%m-%dT%H:%M:%SZ"),
          "updated_at": end_t.strftime("%Y-%m-%dT%H:%M:%SZ")}
    with open(os.path.join(d, "taskrun.json"), "w", encoding="utf-8") as f:
        json.dump(tr, f, indent=2, ensure_ascii=False)
        f.write("\n")
    if case.result is not None and not case.no_result_json:
        with open(os.path.join(d, "result.json"), "w", encoding="utf-8") as f:
            json.dump(case.result, f, indent=2, ensure_ascii=False)
            f.write("\n")
    if case.watchdog is not None:
        wd = dict(case.watchdog)
        wd.setdefault("call_count", calls)
        wd.setdefault("tokens_consumed", case.tokens)
        wd.setdefault("cost_estimate_usd", case.cost)
        with open(os.path.join(d, "watchdog.json"), "w", encoding="utf-8") as f:
            json.dump(wd, f, indent=2, ensure_ascii=False)
            f.write("\n")
    ev = G.evidence_lines(case, r)
    with open(os.path.join(labels_dir, case.id + ".yaml"), "w", encoding="utf-8") as f:
        f.write(f"mode: {case.mode}\n")
        f.write(f"format: {case.fmt}\n")
        f.write(f"near_miss: {yaml_str(case.near_miss) if case.near_miss else chr(39) * 2}\n")
        f.write(f"evidence_lines: [{', '.join(str(x) for x in ev)}]\n")
        f.write(f"why: {yaml_str(case.why)}\n")
    return r, ev


def read_label(path):
    lab = {}
    for line in open(path, encoding="utf-8"):
        k, _, v = line.partition(":")
        v = v.strip()
        if k == "evidence_lines":
            v = [int(x) for x in v.strip("[]").split(",") if x.strip()]
        elif v.startswith('"'):
            v = json.loads(v)
        elif v == "''":
            v = ""
        lab[k] = v
    return lab


def validate(root):
    runs_dir, labels_dir = os.path.join(root, "runs"), os.path.join(root, "labels")
    problems = []
    counts = defaultdict(Counter)
    near = Counter()
    n = 0
    for rid in sorted(os.listdir(runs_dir)):
        d = os.path.join(runs_dir, rid)
        n += 1
        if not re.fullmatch(r"s3-[a-z0-9-]+-[0-9a-f]{4}", rid):
            problems.append(f"{rid}: bad id")
        slug = rid[3:-5]
        for w in BANNED_SLUG:
            if w in slug:
                problems.append(f"{rid}: slug contains hint {w!r}")
        lp = os.path.join(labels_dir, rid + ".yaml")
        if not os.path.exists(lp):
            problems.append(f"{rid}: no label")
            continue
        lab = read_label(lp)
        mode, fmt = lab["mode"], lab["format"]
        if mode not in G.MODES + ["succeeded"]:
            problems.append(f"{rid}: bad mode {mode}")
        if fmt not in G.FORMATS:
            problems.append(f"{rid}: bad format {fmt}")
        if lab["near_miss"] and lab["near_miss"] not in G.MODES + ["succeeded"]:
            problems.append(f"{rid}: bad near_miss {lab['near_miss']}")
        if lab["near_miss"] == mode:
            problems.append(f"{rid}: near_miss equals mode")
        counts[mode][fmt] += 1
        if lab["near_miss"]:
            near[lab["near_miss"]] += 1
        lines = open(os.path.join(d, "events.ndjson"), encoding="utf-8").read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        for i, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except ValueError:
                problems.append(f"{rid}: line {i} not JSON")
        if not 20 <= len(lines) <= 120:
            problems.append(f"{rid}: {len(lines)} lines")
        ev = lab["evidence_lines"]
        for x in ev:
            if not 1 <= x <= len(lines):
                problems.append(f"{rid}: evidence line {x} out of range")
        if mode in ("unknown", "succeeded") and ev:
            problems.append(f"{rid}: {mode} must have no evidence lines")
        if mode not in ("unknown", "succeeded") and not ev:
            problems.append(f"{rid}: no evidence lines")
        tr = json.load(open(os.path.join(d, "taskrun.json"), encoding="utf-8"))
        res = None
        if os.path.exists(os.path.join(d, "result.json")):
            res = json.load(open(os.path.join(d, "result.json"), encoding="utf-8"))
        if mode == "succeeded":
            if tr["state"] != "Succeeded":
                problems.append(f"{rid}: succeeded but state {tr['state']}")
            if res is not None and res.get("success") is not True:
                problems.append(f"{rid}: succeeded but result.json success false")
            last = json.loads(lines[-1])
            if last.get("is_error") or last.get("type") == "turn.failed" or (
                    last.get("type") == "result" and last.get("success") is False):
                problems.append(f"{rid}: succeeded but stream ends in error")
        else:
            if tr["state"] not in ("Failed", "TimedOut"):
                problems.append(f"{rid}: failed mode but state {tr['state']}")
            if res is not None and res.get("success") is not False:
                problems.append(f"{rid}: failed mode but result.json success not false")
        for fname in ("prompt.md", "taskrun.json"):
            txt = open(os.path.join(d, fname), encoding="utf-8").read()
            for w in MODE_WORDS:
                if w in txt:
                    problems.append(f"{rid}: {fname} names mode {w}")
    for lf in os.listdir(labels_dir):
        if not os.path.isdir(os.path.join(runs_dir, lf[:-5])):
            problems.append(f"label without run: {lf}")
    return n, counts, near, problems


def table(counts):
    fmts = G.FORMATS
    rows = ["| mode | " + " | ".join(fmts) + " | total |", "|---|" + "---:|" * (len(fmts) + 1)]
    tot = Counter()
    for m in G.MODES + ["succeeded"]:
        c = counts.get(m, Counter())
        rows.append(f"| {m} | " + " | ".join(str(c[f]) for f in fmts) + f" | {sum(c.values())} |")
        tot.update(c)
    rows.append("| **total** | " + " | ".join(str(tot[f]) for f in fmts) + f" | {sum(tot.values())} |")
    return "\n".join(rows)


def main():
    root = HERE
    if "--check" not in sys.argv:
        cases = load_cases()
        ids = Counter(c.id for c in cases)
        dup = [i for i, k in ids.items() if k > 1]
        if dup:
            sys.exit(f"duplicate ids: {dup}")
        for sub in ("runs", "labels"):
            shutil.rmtree(os.path.join(root, sub), ignore_errors=True)
            os.makedirs(os.path.join(root, sub))
        for c in cases:
            if c.slug in LONG:
                noise.lengthen(c, LONG[c.slug])
            noise.pad(c)
            c._denials = []
            write_case(c, os.path.join(root, "runs"), os.path.join(root, "labels"))
    n, counts, near, problems = validate(root)
    print(table(counts))
    print(f"\nruns: {n}; near misses: {sum(near.values())} {dict(near)}")
    tot = Counter()
    for m in counts:
        tot.update(counts[m])
    print("formats:", dict(tot))
    goals = []
    if n < 80:
        goals.append(f"need >= 80 runs (have {n})")
    for m in G.MODES:
        if sum(counts.get(m, Counter()).values()) < 8:
            goals.append(f"need >= 8 {m}")
    if sum(counts.get("succeeded", Counter()).values()) < 8:
        goals.append("need >= 8 succeeded")
    if sum(near.values()) < 25:
        goals.append("need >= 25 near misses")
    for f in G.FORMATS:
        if tot[f] == 0:
            goals.append(f"format {f} absent")
    if problems:
        print("\nPROBLEMS:")
        for p in problems:
            print("  " + p)
    if goals:
        print("\nnot yet complete: " + "; ".join(goals))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
