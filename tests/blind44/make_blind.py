#!/usr/bin/env python3
"""Write the w3- blind evaluation set (runs/ and labels/) and validate it.

    python3 make_blind.py            # regenerate runs/ and labels/, validate, print counts
    python3 make_blind.py --check    # validate what is on disk only

Deterministic: the same sources always give byte-identical files.
"""
import collections
import importlib
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from gen_lib import FORMATS, MODES, dump_line, taskrun  # noqa: E402

CASE_MODULES = ["cases_env", "cases_perm", "cases_dep", "cases_behaviour",
                "cases_scope", "cases_other", "cases_extra"]

RUNS = os.path.join(HERE, "runs")
LABELS = os.path.join(HERE, "labels")


def load_cases():
    runs = []
    for m in CASE_MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m:
                continue
            raise
        runs.extend(mod.cases())
    import long_runs
    return long_runs.apply(runs)


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def write_run(run):
    lines, ev = run.render()
    d = os.path.join(RUNS, run.id)
    os.makedirs(d)
    n_tools = len(run.tool_steps())
    with open(os.path.join(d, "events.ndjson"), "w", encoding="utf-8") as f:
        for obj in lines:
            f.write(dump_line(obj) + "\n")
    with open(os.path.join(d, "prompt.md"), "w", encoding="utf-8") as f:
        f.write(run.prompt)
    with open(os.path.join(d, "taskrun.json"), "w", encoding="utf-8") as f:
        json.dump(taskrun(run, n_tools), f, indent=2, ensure_ascii=False)
        f.write("\n")
    res = run.result
    if res is None and run.ending["kind"] != "killed":
        if run.mode == "succeeded":
            res = {"success": True, "summary": _summ(run), "exit_code": 0}
        else:
            res = {"success": False, "summary": _summ(run), "exit_code": 1}
    if res is not False and res is not None:
        with open(os.path.join(d, "result.json"), "w", encoding="utf-8") as f:
            json.dump(res, f, indent=2, ensure_ascii=False)
            f.write("\n")
    if run.watchdog:
        with open(os.path.join(d, "watchdog.json"), "w", encoding="utf-8") as f:
            json.dump(run.watchdog, f, indent=2, ensure_ascii=False)
            f.write("\n")
    with open(os.path.join(LABELS, run.id + ".yaml"), "w", encoding="utf-8") as f:
        f.write(f"mode: {run.mode}\n")
        f.write(f"format: {run.fmt}\n")
        f.write(f"near_miss: {run.near_miss}\n" if run.near_miss else "near_miss: ''\n")
        f.write(f"evidence_lines: [{', '.join(str(x) for x in ev)}]\n")
        f.write(f"why: {yq(run.why)}\n")
    return len(lines), ev


def _summ(run):
    e = run.ending
    t = e.get("text") or ""
    t = t.strip().replace("\n", " ")
    return t[:280] if t else "agent session ended"


# ----------------------------------------------------------------- validation
def parse_label(path):
    d = {}
    for line in open(path, encoding="utf-8"):
        k, _, v = line.rstrip("\n").partition(": ")
        v = v.strip()
        if k == "evidence_lines":
            d[k] = [int(x) for x in v.strip("[]").split(",") if x.strip()]
        elif v.startswith('"'):
            d[k] = json.loads(v)
        elif v == "''":
            d[k] = ""
        else:
            d[k] = v
    return d


def validate():
    errors = []
    ids = sorted(os.listdir(RUNS))
    table = collections.Counter()
    near = collections.Counter()
    per_mode = collections.Counter()
    fmt_count = collections.Counter()
    alarming_ok = 0
    ALARM = ["timeout", "timed out", "permission denied", "forbidden", "403", "401",
             "429", "rate limit", "connection refused", "econnrefused", "skip",
             "quota", "token expired", "unauthorized", "eacces", "not writable"]
    for rid in ids:
        d = os.path.join(RUNS, rid)
        lp = os.path.join(LABELS, rid + ".yaml")
        if not os.path.exists(lp):
            errors.append(f"{rid}: no label")
            continue
        lab = parse_label(lp)
        mode, fmt = lab["mode"], lab["format"]
        if mode not in MODES + ["succeeded"]:
            errors.append(f"{rid}: bad mode {mode}")
        if fmt not in FORMATS:
            errors.append(f"{rid}: bad format {fmt}")
        if lab.get("near_miss") and lab["near_miss"] not in MODES + ["succeeded"]:
            errors.append(f"{rid}: bad near_miss {lab['near_miss']}")
        if lab.get("near_miss") == mode:
            errors.append(f"{rid}: near_miss equals mode")
        raw = open(os.path.join(d, "events.ndjson"), encoding="utf-8").read()
        if not raw.endswith("\n"):
            errors.append(f"{rid}: stream without final newline")
        lines = raw.split("\n")[:-1]
        objs = []
        for i, l in enumerate(lines, 1):
            try:
                objs.append(json.loads(l))
            except Exception as e:  # noqa: BLE001
                errors.append(f"{rid}:{i}: invalid JSON {e}")
        if not 20 <= len(lines) <= 120:
            errors.append(f"{rid}: {len(lines)} lines (want 20-120)")
        ev = lab["evidence_lines"]
        for x in ev:
            if not 1 <= x <= len(lines):
                errors.append(f"{rid}: evidence line {x} out of range")
        if mode in ("unknown", "succeeded"):
            if ev:
                errors.append(f"{rid}: {mode} with evidence lines")
        elif not ev:
            errors.append(f"{rid}: failed run without evidence")
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        if tr.get("id") != rid:
            errors.append(f"{rid}: taskrun id mismatch")
        st = tr.get("state")
        rp = os.path.join(d, "result.json")
        res = json.load(open(rp)) if os.path.exists(rp) else None
        last = objs[-1] if objs else {}
        stream_err = ((last.get("type") == "result" and (last.get("is_error") is True or last.get("success") is False))
                      or last.get("type") == "turn.failed")
        if mode == "succeeded":
            if st != "Succeeded":
                errors.append(f"{rid}: succeeded but state {st}")
            if res is not None and res.get("success") is not True:
                errors.append(f"{rid}: succeeded but result.json not success")
            if stream_err:
                errors.append(f"{rid}: succeeded but stream ends in error")
            low = raw.lower()
            if any(a in low for a in ALARM):
                alarming_ok += 1
        else:
            if st not in ("Failed", "TimedOut"):
                errors.append(f"{rid}: failed run with state {st}")
            if res is not None and res.get("success") is not False:
                errors.append(f"{rid}: failed run but result.json success")
        # hints in ids / prompts / taskrun
        for bad in ["oom", "perm", "loop", "scope", "confus", "infra", "depend",
                    "unknown", "wrong", "misunder", "creep", "nearmiss", "near-miss"]:
            if bad in rid.lower():
                errors.append(f"{rid}: hint '{bad}' in id")
        for fn in ("prompt.md", "taskrun.json"):
            txt = open(os.path.join(d, fn), encoding="utf-8").read().lower()
            for bad in MODES + ["near_miss", "scope creep", "model confusion"]:
                if bad.replace("_", " ") in txt or bad in txt:
                    if bad == "unknown" and fn == "prompt.md":
                        continue
                    errors.append(f"{rid}: mode name '{bad}' in {fn}")
        table[(mode, fmt)] += 1
        per_mode[mode] += 1
        fmt_count[fmt] += 1
        if lab.get("near_miss"):
            near[lab["near_miss"]] += 1
    for lp in os.listdir(LABELS):
        if lp[:-5] not in ids:
            errors.append(f"label without run: {lp}")
    return errors, ids, table, near, per_mode, fmt_count, alarming_ok


def requirements(ids, per_mode, near, fmt_count, alarming_ok):
    probs = []
    if len(ids) < 80:
        probs.append(f"only {len(ids)} runs (want >= 80)")
    for m in MODES:
        if per_mode[m] < 8:
            probs.append(f"{m}: {per_mode[m]} runs (want >= 8)")
    if per_mode["succeeded"] < 8:
        probs.append(f"succeeded: {per_mode['succeeded']} (want >= 8)")
    if alarming_ok < 8:
        probs.append(f"succeeded with alarming words: {alarming_ok} (want >= 8)")
    if sum(near.values()) < 25:
        probs.append(f"near misses: {sum(near.values())} (want >= 25)")
    if near["infra_failure"] < 10:
        probs.append(f"near misses of infra_failure: {near['infra_failure']} (want >= 10)")
    if near["permission_blocked"] < 8:
        probs.append(f"near misses of permission_blocked: {near['permission_blocked']} (want >= 8)")
    for f in FORMATS:
        if fmt_count[f] == 0:
            probs.append(f"format {f} absent")
    if ids:
        share = fmt_count["claude-transcript"] / len(ids)
        if not 0.27 <= share <= 0.40:
            probs.append(f"claude-transcript share {share:.2f} (want about a third)")
    return probs


def print_table(table, near, per_mode, fmt_count, n, alarming_ok):
    modes = MODES + ["succeeded"]
    w = max(len(m) for m in modes)
    print(f"{'mode':<{w}} " + " ".join(f"{f:>17}" for f in FORMATS) + "  total")
    for m in modes:
        print(f"{m:<{w}} " + " ".join(f"{table[(m, f)]:>17}" for f in FORMATS) + f"  {per_mode[m]:>5}")
    print(f"{'total':<{w}} " + " ".join(f"{fmt_count[f]:>17}" for f in FORMATS) + f"  {n:>5}")
    print("near misses:", dict(sorted(near.items())), "total", sum(near.values()))
    print("succeeded runs with alarming words:", alarming_ok)


def main():
    if "--check" not in sys.argv:
        runs = load_cases()
        seen = set()
        for r in runs:
            if r.id in seen:
                sys.exit(f"duplicate id {r.id}")
            seen.add(r.id)
        for p in (RUNS, LABELS):
            if os.path.exists(p):
                shutil.rmtree(p)
            os.makedirs(p)
        for r in runs:
            write_run(r)
    errors, ids, table, near, per_mode, fmt_count, alarming_ok = validate()
    print_table(table, near, per_mode, fmt_count, len(ids), alarming_ok)
    probs = requirements(ids, per_mode, near, fmt_count, alarming_ok)
    for e in errors:
        print("ERROR", e)
    for p in probs:
        print("TODO ", p)
    if errors:
        sys.exit(1)
    print("OK" if not probs else "valid so far (set incomplete)")


if __name__ == "__main__":
    main()
