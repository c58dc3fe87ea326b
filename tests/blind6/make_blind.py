#!/usr/bin/env python3
"""Generate and validate the blind12 set. Deterministic: same input, same bytes.

usage: python3 make_blind.py            # generate into runs/ and labels/, then validate
       python3 make_blind.py --check    # validate only
"""
import json
import os
import re
import shutil
import sys
from collections import Counter, defaultdict

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib  # noqa: E402
import cases_env  # noqa: E402
import cases_behaviour  # noqa: E402
import cases_rest  # noqa: E402
import cases_more  # noqa: E402

ALL = cases_env.CASES + cases_behaviour.CASES + cases_rest.CASES + cases_more.CASES
RUNS = os.path.join(HERE, "runs")
LABELS = os.path.join(HERE, "labels")
MODE_WORDS = gen_lib.MODES + ["succeeded"]


def mode_word_re():
    alts = []
    for m in MODE_WORDS:
        parts = m.split("_")
        alts.append(r"[\s_-]?".join(map(re.escape, parts)))
    return re.compile(r"(?i)\b(" + "|".join(alts) + r")\b")


MW = mode_word_re()


def generate():
    for d in (RUNS, LABELS):
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    seen = set()
    for idx, c in enumerate(ALL):
        case, taskrun, out, ev = gen_lib.build(c, idx)
        cid = case["id"]
        assert cid not in seen, cid
        seen.add(cid)
        d = os.path.join(RUNS, cid)
        os.makedirs(d)
        with open(os.path.join(d, "taskrun.json"), "w") as f:
            json.dump(taskrun, f, indent=2)
            f.write("\n")
        with open(os.path.join(d, "prompt.md"), "w") as f:
            f.write(case["prompt"])
        with open(os.path.join(d, "events.ndjson"), "w") as f:
            for line in out.lines:
                f.write(line + "\n")
        if case.get("watchdog"):
            with open(os.path.join(d, "watchdog.json"), "w") as f:
                json.dump(case["watchdog"], f, indent=2)
                f.write("\n")
        if case.get("result") is not None:
            with open(os.path.join(d, "result.json"), "w") as f:
                json.dump(case["result"], f, indent=2)
                f.write("\n")
        evidence = [] if case["mode"] in ("unknown", "succeeded") else ev
        label = {"mode": case["mode"], "format": case["fmt"], "near_miss": case.get("near_miss", ""),
                 "evidence_lines": evidence, "why": case["why"]}
        with open(os.path.join(LABELS, cid + ".yaml"), "w") as f:
            yaml.safe_dump(label, f, sort_keys=False, allow_unicode=True, width=1000)


def final_is_error(lines, fmt):
    for raw in reversed(lines):
        try:
            o = json.loads(raw)
        except Exception:
            continue
        t = o.get("type")
        if fmt == "claude" and t == "result":
            return bool(o.get("is_error"))
        if fmt == "osmia" and t == "result":
            return not o.get("success", True)
        if fmt == "codex" and t in ("turn.failed", "turn.completed"):
            return t == "turn.failed"
    return None


def validate():
    errs = []
    table = defaultdict(Counter)
    near = 0
    n = 0
    for cid in sorted(os.listdir(RUNS)):
        n += 1
        d = os.path.join(RUNS, cid)
        if not re.fullmatch(r"h-[a-z0-9-]+-[0-9a-f]{4}", cid):
            errs.append(f"{cid}: bad id")
        lp = os.path.join(LABELS, cid + ".yaml")
        if not os.path.exists(lp):
            errs.append(f"{cid}: no label")
            continue
        lab = yaml.safe_load(open(lp))
        for k in ("mode", "format", "near_miss", "evidence_lines", "why"):
            if k not in lab:
                errs.append(f"{cid}: label lacks {k}")
        mode, fmt = lab["mode"], lab["format"]
        if mode not in MODE_WORDS:
            errs.append(f"{cid}: bad mode {mode}")
        if fmt not in gen_lib.FORMATS:
            errs.append(f"{cid}: bad format {fmt}")
        if lab["near_miss"] and (lab["near_miss"] not in MODE_WORDS or lab["near_miss"] == mode):
            errs.append(f"{cid}: bad near_miss {lab['near_miss']}")
        if not lab["why"] or not isinstance(lab["why"], str):
            errs.append(f"{cid}: empty why")
        lines = open(os.path.join(d, "events.ndjson")).read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        if not 20 <= len(lines) <= 120:
            errs.append(f"{cid}: {len(lines)} stream lines")
        for i, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except Exception as e:
                errs.append(f"{cid}: line {i} not JSON: {e}")
        ev = lab["evidence_lines"]
        if mode in ("unknown", "succeeded"):
            if ev:
                errs.append(f"{cid}: {mode} with evidence")
        else:
            if not ev:
                errs.append(f"{cid}: failed run without evidence")
            for x in ev:
                if not (isinstance(x, int) and 1 <= x <= len(lines)):
                    errs.append(f"{cid}: evidence line {x} out of range")
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        state = tr.get("state")
        res = None
        if os.path.exists(os.path.join(d, "result.json")):
            res = json.load(open(os.path.join(d, "result.json")))
        fe = final_is_error(lines, fmt)
        if mode == "succeeded":
            if state != "Succeeded" or (res and res.get("success") is False) or fe:
                errs.append(f"{cid}: succeeded label but run looks failed ({state}, {res}, {fe})")
        else:
            if state not in ("Failed", "TimedOut") and not (res and res.get("success") is False) and not fe:
                errs.append(f"{cid}: failed label but state {state}")
            if state == "Succeeded":
                errs.append(f"{cid}: failed label with state Succeeded")
        # no mode names in id / prompt / taskrun
        for what, text in (("id", cid), ("prompt", open(os.path.join(d, "prompt.md")).read()),
                           ("taskrun", json.dumps(tr))):
            m = MW.search(text.replace("Succeeded", ""))
            if m:
                errs.append(f"{cid}: mode word {m.group(0)!r} in {what}")
        table[mode][fmt] += 1
        if lab["near_miss"]:
            near += 1
    # counts
    total = sum(sum(c.values()) for c in table.values())
    if total < 80:
        errs.append(f"only {total} runs")
    for m in gen_lib.MODES:
        if sum(table[m].values()) < 8:
            errs.append(f"mode {m}: {sum(table[m].values())} runs")
    if sum(table["succeeded"].values()) < 8:
        errs.append("fewer than 8 succeeded")
    if near < 25:
        errs.append(f"only {near} near-misses")
    fmt_tot = Counter()
    for m in table:
        fmt_tot.update(table[m])
    # print table
    cols = gen_lib.FORMATS
    print(f"{'mode':24}" + "".join(f"{c:>19}" for c in cols) + f"{'total':>8}")
    for m in MODE_WORDS:
        print(f"{m:24}" + "".join(f"{table[m][c]:>19}" for c in cols) + f"{sum(table[m].values()):>8}")
    print(f"{'total':24}" + "".join(f"{fmt_tot[c]:>19}" for c in cols) + f"{total:>8}")
    print(f"near-misses: {near}")
    if errs:
        print("\nERRORS:")
        for e in errs:
            print("  " + e)
        return 1
    print("validation: OK")
    return 0


if __name__ == "__main__":
    if "--check" not in sys.argv:
        generate()
    sys.exit(validate())
