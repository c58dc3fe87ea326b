#!/usr/bin/env python3
"""Write the blind27 evaluation set (runs/ and labels/) deterministically and validate it.

usage: python3 make_blind.py            # regenerate + validate
       python3 make_blind.py --check    # validate only what is on disk
"""
import importlib
import json
import os
import shutil
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib as G  # noqa: E402

CASE_MODULES = ["cases_env", "cases_access", "cases_deps", "cases_tests", "cases_approach",
                "cases_scope", "cases_confusion", "cases_unknown", "cases_ok", "cases_extra"]
BANNED_IN_META = ["oom", "perm", "loop", "scope", "creep", "confus", "infra", "depend", "missing",
                  "wrong", "misunder", "unknown", "thrash", "denied", "timeout", "flaky-fail"]


def load_cases():
    cases = []
    for m in CASE_MODULES:
        if not os.path.exists(os.path.join(HERE, m + ".py")):
            continue
        mod = importlib.import_module(m)
        cases.extend(mod.CASES)
    return cases


def yaml_str(s):
    return json.dumps(s, ensure_ascii=False)


def write_all(cases):
    runs = os.path.join(HERE, "runs")
    labels = os.path.join(HERE, "labels")
    for d in (runs, labels):
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    import noise as N
    for c in cases:
        if getattr(c, "noise", None):
            lang, n, pos = c.noise[:3]
            root = c.noise[3] if len(c.noise) > 3 else None
            c.steps = c.steps[:pos] + N.long_noise(lang, n, c.id, root=root) + c.steps[pos:]
            c.noise = None
        out, taskrun, result, wd = G.run_files(c)
        if len(out.lines) < 20:
            base = list(c.steps)
            for level in (1, 2, 3):
                c.steps = G.orientation_steps(c, level) + base
                out, taskrun, result, wd = G.run_files(c)
                if len(out.lines) >= 20:
                    break
        d = os.path.join(runs, c.id)
        os.makedirs(d)
        with open(os.path.join(d, "events.ndjson"), "w", encoding="utf-8") as f:
            f.write("\n".join(out.lines) + "\n")
        with open(os.path.join(d, "taskrun.json"), "w") as f:
            json.dump(taskrun, f, indent=2)
            f.write("\n")
        with open(os.path.join(d, "prompt.md"), "w") as f:
            f.write(c.prompt)
        if result is not None:
            with open(os.path.join(d, "result.json"), "w") as f:
                json.dump(result, f, indent=2, ensure_ascii=False)
                f.write("\n")
        if wd is not None:
            with open(os.path.join(d, "watchdog.json"), "w") as f:
                json.dump(wd, f, indent=2)
                f.write("\n")
        ev = sorted(set(out.ev + list(c.extra_ev)))
        if c.mode in ("unknown", "succeeded"):
            ev = []
        with open(os.path.join(labels, c.id + ".yaml"), "w") as f:
            f.write("mode: %s\n" % c.mode)
            f.write("format: %s\n" % c.fmt)
            f.write("near_miss: %s\n" % (c.near_miss if c.near_miss else "''"))
            f.write("evidence_lines: [%s]\n" % ", ".join(str(x) for x in ev))
            f.write("why: %s\n" % yaml_str(c.why))


def read_label(path):
    d = {}
    for line in open(path):
        k, _, v = line.partition(":")
        v = v.strip()
        if k == "evidence_lines":
            v = [int(x) for x in v.strip("[]").split(",") if x.strip()]
        elif v == "''":
            v = ""
        d[k] = v
    return d


def validate(cases=None):
    runs = os.path.join(HERE, "runs")
    labels = os.path.join(HERE, "labels")
    errs = []
    ids = sorted(os.listdir(runs))
    counts = Counter()
    per_mode = Counter()
    per_fmt = Counter()
    near = Counter()
    alarming_ok = 0
    lengths = {}
    for rid in ids:
        d = os.path.join(runs, rid)
        lab = read_label(os.path.join(labels, rid + ".yaml"))
        mode, fmt = lab["mode"], lab["format"]
        if mode not in G.MODES and mode != "succeeded":
            errs.append("%s: bad mode %s" % (rid, mode))
        if fmt not in G.FORMATS:
            errs.append("%s: bad format %s" % (rid, fmt))
        for low in BANNED_IN_META:
            if low in rid.lower():
                errs.append("%s: hint word %r in id" % (rid, low))
        lines = open(os.path.join(d, "events.ndjson"), encoding="utf-8").read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        lengths[rid] = len(lines)
        if not (20 <= len(lines) <= 120):
            errs.append("%s: %d lines" % (rid, len(lines)))
        for i, l in enumerate(lines, 1):
            if l.startswith("[") and "] [" in l[:40]:
                body = l.split("] ", 2)[-1]
                if body.startswith("{"):
                    try:
                        json.loads(body)
                    except Exception:
                        errs.append("%s:%d bad embedded json" % (rid, i))
                continue
            try:
                json.loads(l)
            except Exception as e:
                errs.append("%s:%d invalid json: %s" % (rid, i, e))
        for e in lab["evidence_lines"]:
            if not (1 <= e <= len(lines)):
                errs.append("%s: evidence line %d out of range" % (rid, e))
        if mode not in ("unknown", "succeeded") and not lab["evidence_lines"]:
            errs.append("%s: no evidence lines" % rid)
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        prompt = open(os.path.join(d, "prompt.md")).read().lower()
        import re as _re
        if _re.search(r"\boom", prompt):
            errs.append("%s: hint 'oom' in prompt" % rid)
        for w in ["scope creep", "model confusion", "permission_blocked", "dependency_missing",
                  "infra_failure", "wrong_approach", "test_misunderstanding", "model_confusion", "scope_creep"]:
            if w in prompt:
                errs.append("%s: hint %r in prompt" % (rid, w))
        rj = None
        if os.path.exists(os.path.join(d, "result.json")):
            rj = json.load(open(os.path.join(d, "result.json")))
        if mode == "succeeded":
            if tr["state"] != "Succeeded":
                errs.append("%s: succeeded but state %s" % (rid, tr["state"]))
            if rj is not None and rj.get("success") is not True:
                errs.append("%s: succeeded but result.json success false" % rid)
            last = json.loads(lines[-1]) if lines[-1].startswith("{") else {}
            if last.get("type") == "result" and (last.get("is_error") or last.get("success") is False):
                errs.append("%s: succeeded but stream result is an error" % rid)
            if last.get("type") == "turn.failed":
                errs.append("%s: succeeded but turn.failed" % rid)
        else:
            if tr["state"] not in ("Failed", "TimedOut"):
                errs.append("%s: failed mode but state %s" % (rid, tr["state"]))
            if rj is not None and rj.get("success") is not False:
                errs.append("%s: failed mode but result.json success true" % rid)
        counts[(mode, fmt)] += 1
        per_mode[mode] += 1
        per_fmt[fmt] += 1
        if lab["near_miss"]:
            near[lab["near_miss"]] += 1
    alarming_ok = None
    if cases is not None:
        seen = Counter(c.id for c in cases)
        for k, v in seen.items():
            if v > 1:
                errs.append("duplicate id %s" % k)
        alarming_ok = sum(1 for c in cases if c.mode == "succeeded" and getattr(c, "alarming", False))
    return errs, counts, per_mode, per_fmt, near, alarming_ok, lengths


def report(counts, per_mode, per_fmt, near, alarming_ok, lengths, strict):
    modes = list(G.MODES) + ["succeeded"]
    fmts = list(G.FORMATS)
    print("%-22s" % "mode" + "".join("%19s" % f for f in fmts) + "%7s" % "total")
    for m in modes:
        print("%-22s" % m + "".join("%19d" % counts[(m, f)] for f in fmts) + "%7d" % per_mode[m])
    print("%-22s" % "total" + "".join("%19d" % per_fmt[f] for f in fmts) + "%7d" % sum(per_mode.values()))
    print("near misses: %d  %s" % (sum(near.values()), dict(near)))
    if alarming_ok is not None:
        print("succeeded runs with alarming words: %d" % alarming_ok)
    ls = sorted(lengths.values())
    if ls:
        print("stream lines: min %d, median %d, max %d" % (ls[0], ls[len(ls) // 2], ls[-1]))
    problems = []
    if strict:
        if sum(per_mode.values()) < 80:
            problems.append("fewer than 80 runs")
        for m in G.MODES:
            if per_mode[m] < 8:
                problems.append("mode %s has %d < 8" % (m, per_mode[m]))
        if alarming_ok is not None and alarming_ok < 8:
            problems.append("alarming succeeded runs %d < 8" % alarming_ok)
        if sum(near.values()) < 25:
            problems.append("near misses %d < 25" % sum(near.values()))
        if per_fmt and max(per_fmt.values()) - min(per_fmt.values()) > 3:
            problems.append("formats unbalanced %s" % dict(per_fmt))
    return problems


def main():
    strict = "--partial" not in sys.argv
    cases = None
    if "--check" not in sys.argv:
        cases = load_cases()
        write_all(cases)
    errs, counts, per_mode, per_fmt, near, alarming_ok, lengths = validate(cases)
    problems = report(counts, per_mode, per_fmt, near, alarming_ok, lengths, strict)
    for e in errs:
        print("ERROR", e)
    for p in problems:
        print("TARGET", p)
    if errs or problems:
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
