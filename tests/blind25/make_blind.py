#!/usr/bin/env python3
"""Write the blind evaluation set (prefix u2-) into runs/ and labels/, then validate it.

Usage: python3 make_blind.py        (deterministic; rewrites runs/ and labels/)
"""
import collections
import hashlib
import importlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib as G  # noqa: E402
import fill  # noqa: E402

CASE_MODULES = ["cases_env", "cases_access", "cases_deps", "cases_tests", "cases_approach",
                "cases_breadth", "cases_confused", "cases_unclear", "cases_ok"]

FORBIDDEN_SLUG = re.compile(r"oom|perm|loop|scope|confus|wrong|unknown|infra|missing|timeout|denied|"
                            r"forbid|creep|misunder|fail|skip|limit|disk|crash|flaky|weak|silenc|ok$|success|"
                            r"oscill|revert|undo|hallu|bogus|fake")


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


def main():
    cases = load_cases()
    runs_dir = os.path.join(HERE, "runs")
    labels_dir = os.path.join(HERE, "labels")
    for d in (runs_dir, labels_dir):
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    errors = []
    seen = set()
    table = collections.Counter()
    near = collections.Counter()
    fmts = collections.Counter()
    lengths = []
    for cs in cases:
        rid = G.run_id(cs["slug"])
        if rid in seen:
            errors.append("duplicate id " + rid)
        seen.add(rid)
        if FORBIDDEN_SLUG.search(cs["slug"]):
            errors.append("slug hints at a mode: " + cs["slug"])
        if cs["fmt"] not in G.FORMATS:
            errors.append("bad format %s in %s" % (cs["fmt"], rid))
        if cs["mode"] not in G.MODES + ("succeeded",):
            errors.append("bad mode %s in %s" % (cs["mode"], rid))
        if cs["near_miss"] and cs["near_miss"] not in G.MODES:
            errors.append("bad near_miss in " + rid)
        c = G.RENDER[cs["fmt"]](cs, rid)
        # pad short streams with ordinary orientation work (deterministic), before the case's own steps
        want = cs.get("min_lines") or 20 + int(hashlib.sha1(rid.encode()).hexdigest(), 16) % 9
        k = 0
        while len(c.lines) < want:
            k += 1
            pad = fill.generic(k, offset=int(hashlib.sha1(rid.encode()).hexdigest()[:4], 16))
            at = cs.get("pad_at", 0)
            cs2 = dict(cs, steps=cs["steps"][:at] + pad + cs["steps"][at:])
            c = G.RENDER[cs["fmt"]](cs2, rid)
        if k:
            cs = cs2
        lines = c.lines
        ev = sorted(set(c.ev + cs["extra_evidence"]))
        out_dir = os.path.join(runs_dir, rid)
        os.makedirs(out_dir)
        with open(os.path.join(out_dir, "events.ndjson"), "w") as f:
            f.write("\n".join(lines) + "\n")
        with open(os.path.join(out_dir, "prompt.md"), "w") as f:
            f.write(cs["ticket"].rstrip("\n") + "\n")
        ok = cs["mode"] == "succeeded"
        state = cs["state"] or ("Succeeded" if ok else "Failed")
        engine = cs["engine"] or ("codex" if cs["fmt"] == "codex" else "claude-code")
        tid = cs["ticket_id"] or re.match(r"#\s*([A-Z][A-Z0-9]*-[0-9]+|GHSA-[a-z0-9-]+|CVE-[0-9-]+)",
                                          cs["ticket"]).group(1)
        tools = G.count_tools(cs["steps"])
        tr = {"id": rid, "ticket_id": tid, "engine": engine, "current_engine": engine,
              "engine_attempts": [engine], "state": state, "retry_count": 0, "max_retries": 2,
              "files_changed": cs["files_changed"] if cs["files_changed"] is not None else G.changed_files(cs["steps"]),
              "tool_calls_total": tools, "consecutive_identical_tools": G.max_identical(cs["steps"]),
              "tokens_consumed": cs["tokens"] or c.rnd.randint(30000, 40000) * max(2, tools),
              "cost_usd": round(c.rnd.uniform(0.05, 0.09) * max(2, tools), 2),
              "diagnosis_history": [],
              "created_at": c.start.strftime("%Y-%m-%dT%H:%M:%SZ"),
              "updated_at": c.t.strftime("%Y-%m-%dT%H:%M:%SZ")}
        with open(os.path.join(out_dir, "taskrun.json"), "w") as f:
            json.dump(tr, f, indent=2)
            f.write("\n")
        res = cs["result"]
        if res is None and cs["fmt"] != "claude-transcript" and not ok and cs["fmt"] != "osmia":
            res = {"success": False, "summary": "task failed", "exit_code": 1}
        if cs["fmt"] == "claude-transcript" and res is None:
            res = {"success": ok, "summary": "session ended" if ok else "task failed", "exit_code": 0 if ok else 1}
        if res is not None:
            with open(os.path.join(out_dir, "result.json"), "w") as f:
                json.dump(res, f, indent=2)
                f.write("\n")
            if bool(res.get("success")) != ok:
                errors.append("result.json disagrees with label in " + rid)
        if cs["watchdog"]:
            with open(os.path.join(out_dir, "watchdog.json"), "w") as f:
                json.dump(cs["watchdog"], f, indent=2)
                f.write("\n")
        if ok and state != "Succeeded":
            errors.append("succeeded run not in state Succeeded: " + rid)
        if not ok and state not in ("Failed", "TimedOut"):
            errors.append("failed run has state %s: %s" % (state, rid))
        # ---- validate stream
        for i, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except ValueError:
                errors.append("%s line %d not JSON" % (rid, i))
        if not 20 <= len(lines) <= 120:
            errors.append("%s has %d lines" % (rid, len(lines)))
        for e in ev:
            if not 1 <= e <= len(lines):
                errors.append("%s evidence line %d out of range" % (rid, e))
        if cs["mode"] in ("unknown", "succeeded"):
            if ev:
                errors.append("%s: unknown/succeeded must have no evidence lines" % rid)
        elif not ev:
            errors.append("%s: no evidence lines" % rid)
        lengths.append(len(lines))
        with open(os.path.join(labels_dir, rid + ".yaml"), "w") as f:
            f.write("mode: %s\nformat: %s\nnear_miss: %s\nevidence_lines: [%s]\nwhy: %s\n" % (
                cs["mode"], cs["fmt"], yaml_str(cs["near_miss"]) if not cs["near_miss"] else cs["near_miss"],
                ", ".join(str(e) for e in ev), yaml_str(cs["why"])))
        table[(cs["mode"], cs["fmt"])] += 1
        fmts[cs["fmt"]] += 1
        if cs["near_miss"]:
            near[cs["near_miss"]] += 1
    # ---- set-level checks
    modes = collections.Counter(m for (m, _f) in table.elements())
    if len(cases) < 80:
        errors.append("only %d runs (< 80)" % len(cases))
    for m in G.MODES:
        if modes[m] < 8:
            errors.append("mode %s has %d runs (< 8)" % (m, modes[m]))
    if modes["succeeded"] < 8:
        errors.append("only %d succeeded runs" % modes["succeeded"])
    if sum(near.values()) < 25:
        errors.append("only %d near misses" % sum(near.values()))
    if fmts and max(fmts.values()) - min(fmts.values()) > 3:
        errors.append("formats unbalanced: %s" % dict(fmts))
    # ---- report
    cols = list(G.FORMATS)
    print("%-22s" % "mode" + "".join("%19s" % f for f in cols) + "%7s" % "total")
    for m in G.MODES + ("succeeded",):
        row = [table[(m, f)] for f in cols]
        print("%-22s" % m + "".join("%19d" % x for x in row) + "%7d" % sum(row))
    print("%-22s" % "total" + "".join("%19d" % fmts[f] for f in cols) + "%7d" % len(cases))
    print("near misses: %d %s" % (sum(near.values()), dict(sorted(near.items()))))
    if lengths:
        print("stream lines: min %d, max %d, mean %.1f" % (min(lengths), max(lengths), sum(lengths) / len(lengths)))
    if errors:
        print("\nVALIDATION ERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("validation: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
