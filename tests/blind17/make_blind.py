#!/usr/bin/env python3
"""Write the blind evaluation set (runs/ + labels/) deterministically and validate it.

    python3 make_blind.py            # regenerate runs/, labels/, README counts; validate
    python3 make_blind.py --check    # validate only what the case modules describe (no writes)

Case modules (cases_*.py) each export CASES, a list built with gen_lib.case().
"""
from __future__ import annotations

import collections
import importlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_lib as G  # noqa: E402

CASE_MODULES = ["cases_infra", "cases_access", "cases_deps", "cases_tests", "cases_approach",
                "cases_breadth", "cases_churn", "cases_unclear", "cases_ok", "cases_long"]

ID_BANNED = ["oom", "perm", "loop", "scope", "confus", "unknown", "infra", "depend", "missing", "wrong",
             "approach", "misunder", "creep", "oscill", "flaky", "skip", "limit", "timeout", "network",
             "disk", "quota", "denied", "forbid", "install", "revert", "undo", "format", "upgrade",
             "mislead", "success", "fail", "kill", "crash", "ignore", "xfail", "noise",
             "alarm", "near", "miss", "retry", "stall", "thrash", "hallucin", "rename", "migrate-all",
             "sandbox", "eperm", "eacces", "socket", "offline", "unreach", "rate"]
TEXT_BANNED = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
               "wrong_approach", "scope_creep", "model_confusion", "scope creep", "model confusion",
               "wrong approach", "test misunderstanding", "retriage", "near miss", "near_miss",
               "failure mode", "blind"]
ALARM = ["timeout", "timed out", "permission denied", "denied", "skipped", "skip", "killed", "no space",
         "modulenotfounderror", "not found", "error", "oom", "forbidden", "refused", "eacces", "eperm",
         "cannot find", "failed"]


def load_cases():
    cases = []
    for name in CASE_MODULES:
        try:
            mod = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name == name:
                continue
            raise
        cases.extend(G.pad(c) for c in mod.CASES)
    return cases


def build(case):
    lines, marks = G.render(case)
    ev = []
    for st, m in zip(case["steps"], marks):
        e = st.get("ev")
        if not e:
            continue
        if st["k"] in G.TOOL_KINDS:
            if e in ("call", "both"):
                ev.append(m["call"])
            if e in ("out", "both"):
                ev.append(m["out"])
        else:
            ev.extend(m.get("line", []))
    for x in case["extra_ev"]:
        ev.append(len(lines) if x == "last" else x)
    ev = sorted(set(ev))
    return lines, ev


def tool_stats(case):
    seq = []
    changed = []
    for st in case["steps"]:
        if st["k"] in G.TOOL_KINDS:
            name, inp = G._tool_call(st)
            seq.append(json.dumps([name, inp], sort_keys=True))
            if st["k"] in ("edit", "write") and not st.get("err"):
                if st["path"] not in changed:
                    changed.append(st["path"])
    best = cur = 0
    prev = None
    for s in seq:
        cur = cur + 1 if s == prev else 1
        best = max(best, cur)
        prev = s
    return len(seq), best, len(changed)


def final_state(case):
    if case["state"]:
        return case["state"]
    return "Succeeded" if case["mode"] == "succeeded" else "Failed"


def write_run(root, case, lines, ev):
    rd = os.path.join(root, "runs", case["id"])
    os.makedirs(rd, exist_ok=True)
    with open(os.path.join(rd, "events.ndjson"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(rd, "prompt.md"), "w", encoding="utf-8") as f:
        f.write(case["prompt_text"])
    ncalls, ident, nchanged = tool_stats(case)
    state = final_state(case)
    created = case["start"]
    updated = created + G._dt.timedelta(seconds=60 + 9 * len(lines))
    cost = case["cost_usd"] if case["cost_usd"] is not None else round(0.04 * ncalls + 0.11, 2)
    case["cost_usd"] = cost
    engine = case["engine"]
    tr = {"id": case["id"], "ticket_id": case["ticket"]["id"], "engine": engine, "current_engine": engine,
          "engine_attempts": [engine] * (case["retry_count"] + 1) if case["retry_count"] else [engine],
          "state": state, "retry_count": case["retry_count"], "max_retries": 2,
          "files_changed": case["files_changed"] if case["files_changed"] is not None else nchanged,
          "tool_calls_total": ncalls, "consecutive_identical_tools": ident,
          "tokens_consumed": 18000 + 5200 * ncalls + 37 * len(lines), "cost_usd": cost,
          "diagnosis_history": [],
          "created_at": created.strftime("%Y-%m-%dT%H:%M:%SZ"),
          "updated_at": updated.strftime("%Y-%m-%dT%H:%M:%SZ")}
    with open(os.path.join(rd, "taskrun.json"), "w", encoding="utf-8") as f:
        json.dump(tr, f, indent=2)
        f.write("\n")
    res = case["result"]
    if res is not False:
        ok = case["mode"] == "succeeded"
        if isinstance(res, dict):
            r = dict(res)
        else:
            r = {"success": ok,
                 "summary": case["summary"] or ("Task completed; acceptance checks passed." if ok
                                                else "Task did not complete: acceptance checks not met."),
                 "exit_code": case["exit_code"] if case["exit_code"] is not None else (0 if ok else 1)}
        with open(os.path.join(rd, "result.json"), "w", encoding="utf-8") as f:
            json.dump(r, f, indent=2)
            f.write("\n")
    if case["watchdog"]:
        w = {"reason_code": "", "message": "", "tool_name": "", "call_count": 0,
             "tokens_consumed": tr["tokens_consumed"], "cost_estimate_usd": cost}
        w.update(case["watchdog"])
        with open(os.path.join(rd, "watchdog.json"), "w", encoding="utf-8") as f:
            json.dump(w, f, indent=2)
            f.write("\n")
    return tr


def write_label(root, case, ev):
    os.makedirs(os.path.join(root, "labels"), exist_ok=True)
    with open(os.path.join(root, "labels", case["id"] + ".yaml"), "w", encoding="utf-8") as f:
        f.write("mode: %s\n" % case["mode"])
        f.write("format: %s\n" % case["format"])
        f.write("near_miss: %s\n" % (case["near_miss"] if case["near_miss"] else "''"))
        f.write("evidence_lines: [%s]\n" % ", ".join(str(x) for x in ev))
        f.write("why: %s\n" % json.dumps(case["why"], ensure_ascii=False))


def validate(root, cases, built):
    errs = []
    ids = set()
    for case in cases:
        cid = case["id"]
        if cid in ids:
            errs.append("%s: duplicate id" % cid)
        ids.add(cid)
        if not re.fullmatch(r"z-[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{4}", cid):
            errs.append("%s: bad id" % cid)
        for b in ID_BANNED:
            if b in case["slug"]:
                errs.append("%s: slug contains hint %r" % (cid, b))
        rd = os.path.join(root, "runs", cid)
        lines = open(os.path.join(rd, "events.ndjson"), encoding="utf-8").read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        for i, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except ValueError as e:
                errs.append("%s: line %d not JSON: %s" % (cid, i, e))
        if not 20 <= len(lines) <= 120:
            errs.append("%s: %d lines (want 20-120)" % (cid, len(lines)))
        ev = built[cid]
        for x in ev:
            if not 1 <= x <= len(lines):
                errs.append("%s: evidence line %d out of range" % (cid, x))
        if case["mode"] in ("unknown", "succeeded"):
            if ev:
                errs.append("%s: %s run must have no evidence lines" % (cid, case["mode"]))
        elif not ev:
            errs.append("%s: no evidence lines" % cid)
        tr = json.load(open(os.path.join(rd, "taskrun.json")))
        prompt = open(os.path.join(rd, "prompt.md"), encoding="utf-8").read()
        blob = (prompt + json.dumps(tr)).lower()
        for b in TEXT_BANNED:
            if b in blob:
                errs.append("%s: prompt/taskrun contains %r" % (cid, b))
        rp = os.path.join(rd, "result.json")
        res = json.load(open(rp)) if os.path.exists(rp) else None
        last = json.loads(lines[-1])
        if case["mode"] == "succeeded":
            if tr["state"] != "Succeeded":
                errs.append("%s: succeeded run with state %s" % (cid, tr["state"]))
            if res is not None and res.get("success") is not True:
                errs.append("%s: succeeded run with result.json success false" % cid)
            if case["format"] == "claude" and (last.get("type") != "result" or last.get("is_error")):
                errs.append("%s: succeeded claude run must end with a non-error result" % cid)
            if case["format"] == "codex" and last.get("type") != "turn.completed":
                errs.append("%s: succeeded codex run must end with turn.completed" % cid)
            if case["format"] == "osmia" and not (last.get("type") == "result" and last.get("success")):
                errs.append("%s: succeeded osmia run must end with success result" % cid)
            text = "\n".join(lines).lower()
            if not any(a in text for a in ALARM):
                errs.append("%s: succeeded run has no alarming words" % cid)
        else:
            if tr["state"] not in ("Failed", "TimedOut"):
                errs.append("%s: failed run with state %s" % (cid, tr["state"]))
            if res is not None and res.get("success") is not False:
                errs.append("%s: failed run with result.json success not false" % cid)
        for st in case["steps"]:
            if st["k"] == "notice" and st["ev"] and case["format"] != "osmia":
                errs.append("%s: notice evidence only renders in osmia" % cid)
    # set-level requirements
    modes = collections.Counter(c["mode"] for c in cases)
    fmts = collections.Counter(c["format"] for c in cases)
    near = sum(1 for c in cases if c["near_miss"])
    problems = []
    if len(cases) < 80:
        problems.append("only %d runs (want >= 80)" % len(cases))
    for m in G.MODES:
        if modes[m] < 8:
            problems.append("mode %s has %d runs (want >= 8)" % (m, modes[m]))
    if modes["succeeded"] < 8:
        problems.append("succeeded has %d runs (want >= 8)" % modes["succeeded"])
    if near < 25:
        problems.append("%d near misses (want >= 25)" % near)
    if fmts and max(fmts.values()) - min(fmts.get(f, 0) for f in G.FORMATS) > 4:
        problems.append("formats unbalanced: %s" % dict(fmts))
    return errs, problems, modes, fmts, near


def table(cases):
    cols = list(G.FORMATS)
    rows = list(G.MODES) + ["succeeded"]
    cnt = collections.Counter((c["mode"], c["format"]) for c in cases)
    out = ["| mode | " + " | ".join(cols) + " | total |", "|---|" + "---:|" * (len(cols) + 1)]
    for r in rows:
        vals = [cnt[(r, c)] for c in cols]
        out.append("| %s | %s | %d |" % (r, " | ".join(str(v) for v in vals), sum(vals)))
    tot = [sum(cnt[(r, c)] for r in rows) for c in cols]
    out.append("| **total** | %s | %d |" % (" | ".join(str(v) for v in tot), sum(tot)))
    return "\n".join(out)


def near_table(cases):
    cnt = collections.Counter((c["mode"], c["near_miss"]) for c in cases if c["near_miss"])
    out = ["| true mode | near miss (naive pick) | runs |", "|---|---|---:|"]
    for (m, n), v in sorted(cnt.items()):
        out.append("| %s | %s | %d |" % (m, n, v))
    by_near = collections.Counter(c["near_miss"] for c in cases if c["near_miss"])
    return "\n".join(out), by_near


def main(argv):
    root = HERE
    cases = load_cases()
    if "--check" not in argv:
        for d in ("runs", "labels"):
            p = os.path.join(root, d)
            if os.path.isdir(p):
                shutil.rmtree(p)
    built = {}
    for c in cases:
        lines, ev = build(c)
        built[c["id"]] = ev
        if "--check" not in argv:
            write_run(root, c, lines, ev)
            write_label(root, c, ev)
    errs, problems, modes, fmts, near = validate(root, cases, built)
    print(table(cases))
    print("near misses: %d" % near)
    for e in errs:
        print("ERROR", e)
    for p in problems:
        print("SET", p)
    if "--check" not in argv:
        update_readme(root, cases)
    return 1 if errs else 0


def update_readme(root, cases):
    p = os.path.join(root, "README.md")
    if not os.path.exists(p):
        return
    txt = open(p, encoding="utf-8").read()
    nt, by_near = near_table(cases)
    gen = ["<!-- counts:begin (written by make_blind.py) -->", "",
           "Runs: **%d**. Near misses: **%d**." % (len(cases), sum(by_near.values())), "",
           "### Mode x format", "", table(cases), "",
           "### Near misses by the mode a naive reader would pick", "",
           "| naive pick | runs |", "|---|---:|"]
    gen += ["| %s | %d |" % (k, v) for k, v in sorted(by_near.items())]
    gen += ["", "### Near misses, true mode x naive pick", "", nt, "", "<!-- counts:end -->"]
    txt = re.sub(r"<!-- counts:begin.*?<!-- counts:end -->", "\n".join(gen), txt, flags=re.S)
    open(p, "w", encoding="utf-8").write(txt)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
