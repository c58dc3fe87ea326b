#!/usr/bin/env python3
"""Deterministic generator + validator for the blind set. Run: python3 make_blind.py"""
import json, os, re, shutil, sys, glob, importlib
from collections import Counter, defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from gen_lib import render, FORMATS, hexid
from filler import extra_steps

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
ALL = MODES + ["succeeded"]


def load():
    cases = []
    for f in sorted(glob.glob(os.path.join(HERE, "cases_*.py"))):
        m = importlib.import_module(os.path.basename(f)[:-3])
        cases.extend(m.CASES)
    return cases


def target_len(cid):
    h = int(hexid(cid, 8), 16)
    # about a third of the sessions are long ones
    return 40 + h % 35 if h % 3 == 0 else 22 + h % 6


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    cases = load()
    runs = os.path.join(HERE, "runs"); labels = os.path.join(HERE, "labels")
    shutil.rmtree(runs, ignore_errors=True); shutil.rmtree(labels, ignore_errors=True)
    os.makedirs(runs); os.makedirs(labels)
    per_mode = Counter()
    table = defaultdict(Counter)
    errors = []
    seen = set()
    nm = 0
    for c in cases:
        mode = c["mode"]
        fmt = c.get("format") or FORMATS[(per_mode[mode] + ALL.index(mode)) % 4]
        per_mode[mode] += 1
        cid = "m-%s-%s" % (c["slug"], hexid(c["slug"]))
        if cid in seen:
            errors.append("duplicate id " + cid)
        seen.add(cid)
        d = os.path.join(runs, cid); os.makedirs(d)
        end = dict(c["end"])
        end["prompt"] = "Work on %s: %s (details in the ticket)." % (c["ticket"], c["title"])
        steps = list(c["steps"])
        pad = extra_steps(cid)
        o = render(fmt, cid, steps, end, base_min=60 + (len(seen) * 13) % 600)
        while len(o.lines) < c.get("min_lines", target_len(cid)) and pad:
            steps.insert(3, pad.pop(0))
            o = render(fmt, cid, steps, end, base_min=60 + (len(seen) * 13) % 600)
        with open(os.path.join(d, "events.ndjson"), "w", encoding="utf-8") as fh:
            fh.write("\n".join(o.lines) + "\n")
        prompt = "# %s: %s\n\n%s\n" % (c["ticket"], c["title"], c["prompt"].strip())
        open(os.path.join(d, "prompt.md"), "w").write(prompt)
        state = c.get("state") or ("Succeeded" if mode == "succeeded" else "Failed")
        engine = "codex" if fmt == "codex" else "claude-code"
        tr = {"id": cid, "ticket_id": c["ticket"], "engine": engine, "current_engine": engine,
              "engine_attempts": [engine], "state": state, "retry_count": 0, "max_retries": 2,
              "files_changed": c.get("files_changed", sum(1 for s in c["steps"] if s[0] in ("edit", "write"))),
              "tool_calls_total": sum(1 for s in steps if s[0] not in ("say", "think", "raw")),
              "consecutive_identical_tools": c.get("ident", 1), "tokens_consumed": 40000 + 9000 * len(c["steps"]),
              "cost_usd": round(0.1 + 0.05 * len(c["steps"]), 2), "diagnosis_history": [],
              "created_at": "2026-11-22T%02d:%02d:00Z" % (1 + len(seen) % 20, len(seen) % 60),
              "updated_at": "2026-11-22T%02d:%02d:40Z" % (2 + len(seen) % 20, len(seen) % 60)}
        json.dump(tr, open(os.path.join(d, "taskrun.json"), "w"), indent=2)
        if c.get("watchdog"):
            json.dump(c["watchdog"], open(os.path.join(d, "watchdog.json"), "w"), indent=2)
        if c.get("result") is not None:
            json.dump(c["result"], open(os.path.join(d, "result.json"), "w"), indent=2)
        elif mode == "succeeded":
            json.dump({"success": True, "summary": c["end"].get("summary", "done"), "exit_code": 0}, open(os.path.join(d, "result.json"), "w"), indent=2)
        ev = [] if mode in ("unknown", "succeeded") else o.ev
        near = c.get("near_miss", "")
        if near:
            nm += 1
        lab = "mode: %s\nformat: %s\nnear_miss: %s\nevidence_lines: [%s]\nwhy: %s\n" % (
            mode, fmt, yq(near), ", ".join(map(str, ev)), yq(c["why"]))
        open(os.path.join(labels, cid + ".yaml"), "w").write(lab)
        table[mode][fmt] += 1
        # --- validation per run
        n = len(o.lines)
        if not 20 <= n <= 120:
            errors.append("%s: %d lines" % (cid, n))
        for i, l in enumerate(open(os.path.join(d, "events.ndjson"))):
            try:
                json.loads(l)
            except Exception as e:
                errors.append("%s line %d bad json" % (cid, i + 1))
        if mode not in ("unknown", "succeeded") and not ev:
            errors.append(cid + ": no evidence lines")
        if any(not 1 <= x <= n for x in ev):
            errors.append(cid + ": evidence out of range")
        if mode == "succeeded" and (state != "Succeeded" or c["end"]["kind"] != "ok"):
            errors.append(cid + ": succeeded state disagrees")
        if mode != "succeeded" and state not in ("Failed", "TimedOut"):
            errors.append(cid + ": failed run state " + state)
        if near and near not in ALL:
            errors.append(cid + ": bad near_miss " + near)
        if near == mode:
            errors.append(cid + ": near_miss equals mode")
        blob = (cid + prompt + json.dumps({k: v for k, v in tr.items() if k != "state"})).lower()
        for mname in MODES + ["succeeded", "near_miss", "near-miss"]:
            for v in (mname, mname.replace("_", " "), mname.replace("_", "-")):
                if v in blob:
                    errors.append("%s: mode name %r in id/prompt/taskrun" % (cid, v))
    # --- counts
    total = len(cases)
    if total < 80: errors.append("total %d < 80" % total)
    for m in MODES:
        if per_mode[m] < 8: errors.append("%s has %d < 8" % (m, per_mode[m]))
    if per_mode["succeeded"] < 8: errors.append("succeeded < 8")
    if nm < 25: errors.append("near misses %d < 25" % nm)
    for m in per_mode:
        if m not in ALL: errors.append("unknown mode label " + m)
    # labels complete
    for cid in os.listdir(runs):
        if not os.path.exists(os.path.join(labels, cid + ".yaml")):
            errors.append("missing label " + cid)
    # summary
    print("%-22s" % "mode" + "".join("%19s" % f for f in FORMATS) + "  total")
    for m in ALL:
        print("%-22s" % m + "".join("%19d" % table[m][f] for f in FORMATS) + "  %5d" % sum(table[m].values()))
    print("%-22s" % "total" + "".join("%19d" % sum(table[m][f] for m in ALL) for f in FORMATS) + "  %5d" % total)
    print("near misses: %d" % nm)
    if errors:
        print("VALIDATION ERRORS:"); [print("  " + e) for e in errors]; sys.exit(1)
    print("validation: OK")


if __name__ == "__main__":
    main()
