#!/usr/bin/env python3
"""Write the p3- blind set (runs/ and labels/) deterministically, then validate it.

usage: python3 make_blind.py [--out DIR] [--partial]

--partial relaxes the set-level quotas (used while cases are still being written);
per-run checks always apply.
"""
import argparse
import collections
import importlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from gen_lib import FORMATS, MODES  # noqa: E402

CASE_MODULES = ["cases_provider", "cases_env", "cases_tools", "cases_behaviour",
                "cases_other", "cases_ok"]

# words that must not appear in an id slug (hints at a mode)
SLUG_BANNED = ["oom", "perm", "loop", "scope", "creep", "confus", "oscill", "depend", "missing",
               "infra", "unknown", "wrong", "approach", "misunder", "deny", "denied", "block",
               "quota", "limit", "throttl", "fail", "error", "crash", "timeout", "skip", "flaky",
               "success", "pass", "broken", "bad"]
# phrases that must not appear in prompts or taskrun.json
TEXT_BANNED = list(MODES) + ["scope creep", "model confusion", "wrong approach",
                             "test misunderstanding", "permission blocked", "dependency missing",
                             "infra failure", "near_miss", "near miss"]


def load_runs():
    runs = []
    for m in CASE_MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m:
                continue
            raise
        runs.extend(mod.cases())
    return runs


def yaml_str(s):
    return json.dumps(s, ensure_ascii=False)


def write_run(run, out):
    lines, ev = run.render()
    d = os.path.join(out, "runs", run.id)
    os.makedirs(d)
    with open(os.path.join(d, "events.ndjson"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(d, "prompt.md"), "w", encoding="utf-8") as f:
        f.write(run.prompt)
    with open(os.path.join(d, "taskrun.json"), "w", encoding="utf-8") as f:
        json.dump(run.taskrun(), f, indent=2)
        f.write("\n")
    if run.result_json is not None:
        with open(os.path.join(d, "result.json"), "w", encoding="utf-8") as f:
            json.dump(run.result_json, f, indent=2)
            f.write("\n")
    if run.watchdog is not None:
        with open(os.path.join(d, "watchdog.json"), "w", encoding="utf-8") as f:
            json.dump(run.watchdog, f, indent=2)
            f.write("\n")
    evidence = [] if run.mode in ("unknown", "succeeded") else ev
    with open(os.path.join(out, "labels", run.id + ".yaml"), "w", encoding="utf-8") as f:
        f.write("mode: %s\n" % run.mode)
        f.write("format: %s\n" % run.fmt)
        f.write("near_miss: %s\n" % (run.near_miss if run.near_miss else "''"))
        f.write("evidence_lines: [%s]\n" % ", ".join(str(x) for x in evidence))
        f.write("why: %s\n" % yaml_str(run.why))
    return lines, evidence, ev


def validate(run, lines, evidence, raw_ev, problems):
    p = lambda msg: problems.append("%s: %s" % (run.id, msg))  # noqa: E731
    if not re.fullmatch(r"p3-[a-z0-9-]+-[0-9a-f]{4}", run.id):
        p("bad id")
    for w in SLUG_BANNED:
        if w in run.slug:
            p("slug contains hint %r" % w)
    if not 20 <= len(lines) <= 120:
        p("stream has %d lines (want 20-120)" % len(lines))
    for i, l in enumerate(lines, 1):
        try:
            json.loads(l)
        except ValueError:
            p("line %d not JSON" % i)
    for e in evidence:
        if not 1 <= e <= len(lines):
            p("evidence line %d out of range" % e)
    if run.mode not in ("unknown", "succeeded") and not evidence:
        p("failed run without evidence lines")
    if run.mode in ("unknown", "succeeded") and raw_ev:
        p("evidence marked on an unknown/succeeded run")
    tr = json.dumps(run.taskrun()).lower()
    pr = run.prompt.lower()
    for w in TEXT_BANNED:
        if w in pr:
            p("prompt contains %r" % w)
        if w in tr:
            p("taskrun contains %r" % w)
    state = run.state
    if run.mode == "succeeded":
        if state != "Succeeded":
            p("succeeded run with state %s" % state)
        if run.result_json is not None and run.result_json.get("success") is not True:
            p("succeeded run with result.json success != true")
        if run.watchdog is not None:
            p("succeeded run with watchdog.json")
        last = json.loads(lines[-1])
        if last.get("type") == "result" and (last.get("is_error") or last.get("success") is False):
            p("succeeded run whose stream ends in an error result")
        if last.get("type") == "turn.failed":
            p("succeeded run whose stream ends in turn.failed")
    else:
        if state not in ("Failed", "TimedOut"):
            p("failed run with state %s" % state)
        if run.result_json is not None and run.result_json.get("success") is not False:
            p("failed run with result.json success != false")
    if run.fmt == "claude-transcript":
        for l in lines:
            if json.loads(l).get("type") == "result":
                p("transcript with a result line")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--partial", action="store_true")
    a = ap.parse_args()
    out = a.out
    for sub in ("runs", "labels"):
        shutil.rmtree(os.path.join(out, sub), ignore_errors=True)
        os.makedirs(os.path.join(out, sub))
    runs = load_runs()
    problems = []
    ids = collections.Counter(r.id for r in runs)
    for i, c in ids.items():
        if c > 1:
            problems.append("%s: duplicate id" % i)
    table = collections.defaultdict(collections.Counter)
    near = collections.Counter()
    for r in runs:
        lines, evidence, raw_ev = write_run(r, out)
        validate(r, lines, evidence, raw_ev, problems)
        table[r.mode][r.fmt] += 1
        if r.near_miss:
            near[r.near_miss] += 1
    # set-level quotas
    n = len(runs)
    fmt_tot = collections.Counter(r.fmt for r in runs)
    quota = []
    if n < 80:
        quota.append("only %d runs (want >= 80)" % n)
    for m in MODES:
        c = sum(table[m].values())
        if c < 8:
            quota.append("mode %s has %d runs (want >= 8)" % (m, c))
    if sum(table["succeeded"].values()) < 8:
        quota.append("only %d succeeded runs (want >= 8)" % sum(table["succeeded"].values()))
    if sum(near.values()) < 25:
        quota.append("only %d near misses (want >= 25)" % sum(near.values()))
    for f in FORMATS:
        if fmt_tot[f] == 0:
            quota.append("format %s absent" % f)
    if n and not 0.27 <= fmt_tot["claude-transcript"] / n <= 0.40:
        quota.append("claude-transcript share %.2f (want about a third)" % (fmt_tot["claude-transcript"] / n))
    # report
    cols = list(FORMATS)
    print("%-22s" % "mode" + "".join("%19s" % c for c in cols) + "%7s" % "total")
    for m in list(MODES) + ["succeeded"]:
        row = table[m]
        print("%-22s" % m + "".join("%19d" % row[c] for c in cols) + "%7d" % sum(row.values()))
    print("%-22s" % "total" + "".join("%19d" % fmt_tot[c] for c in cols) + "%7d" % n)
    print("near misses: %d  %s" % (sum(near.values()), dict(sorted(near.items()))))
    for pr in problems:
        print("PROBLEM", pr)
    for q in quota:
        print("QUOTA" if not a.partial else "quota (partial)", q)
    if problems or (quota and not a.partial):
        sys.exit(1)
    print("OK: %d runs written to %s" % (n, out))


if __name__ == "__main__":
    main()
