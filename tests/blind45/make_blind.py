#!/usr/bin/env python3
"""Write the k3 blind evaluation set (runs/ and labels/) deterministically and validate it.

    python3 make_blind.py            # regenerate runs/, labels/, README counts, validate
    python3 make_blind.py --check    # validate what is on disk only
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

CASE_MODULES = ["cases_env", "cases_env2", "cases_behaviour", "cases_behaviour2", "cases_other"]

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
BANNED_SLUG = ["oom", "perm", "loop", "scope", "dep", "missing", "infra", "confus", "wrong", "timeout",
               "evict", "forbid", "skip", "network", "disk", "deny", "denied", "fail", "limit", "quota",
               "creep", "flaky", "kill", "rbac", "egress", "unknown", "success", "broken", "crash", "stall",
               "oscill", "undo", "revert", "ignore", "disable", "upgrade", "format", "lint", "vendor",
               "generated", "toolchain", "rustc", "misread", "weaken"]
ALARM = re.compile(r"permission denied|forbidden|timed? ?out|timeout|oomkilled|out of memory|\b137\b|killed|evict|"
                   r"no space left|skipped|\bskip\b|xfail|#\[ignore\]|@disabled|t\.skip|error|fail|denied|"
                   r"unauthorized|rate limit|not found|cannot find|deprecat", re.I)


def case_id(slug):
    return "k3-%s-%s" % (slug, hashlib.sha1(("k3/" + slug).encode()).hexdigest()[:4])


def load_cases():
    cases = []
    for m in CASE_MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m:
                continue
            raise
        for c in mod.CASES:
            c["_module"] = m
            cases.append(c)
    import long_runs
    long_runs.apply(cases)
    long_runs.apply2(cases)
    return cases


def count_identical(steps):
    best = cur = 0
    prev = None
    for s in steps:
        if s["kind"] not in G.TOOL_KINDS:
            continue
        key = json.dumps({k: v for k, v in s.items() if k not in ("ev",)}, sort_keys=True)
        cur = cur + 1 if key == prev else 1
        prev = key
        best = max(best, cur)
    return best


def build(case):
    case["id"] = case_id(case["slug"])
    cwd = case.setdefault("cwd", "/workspace/" + case.get("repo", "repo"))
    case["prompt_text"] = "# %s: %s\n\n%s\n" % (case["ticket"], case["title"], case["body"].strip())
    for s in case["steps"]:  # keep the pod named in orchestrator notices and in system/init the same
        mm = re.search(r"osmia-agent-[a-z0-9]+-[a-z0-9]{5}", s.get("text") or "")
        if mm and "pod" not in case:
            case["pod"] = mm.group(0)
    out = G.render(case)
    steps = case["steps"]
    tool_calls = sum(1 for s in steps if s["kind"] in G.TOOL_KINDS)
    changed = sorted({s["path"] for s in steps if s["kind"] in ("edit", "write") and not s.get("err")})
    fmt = case["fmt"]
    engine = case.get("engine") or ("codex" if fmt == "codex" else "claude-code")
    mode = case["mode"]
    ok = mode == "succeeded"
    state = case.get("state") or ("Succeeded" if ok else "Failed")
    created = case["_start"].strftime("%Y-%m-%dT%H:%M:%SZ")
    updated = case["_end"].strftime("%Y-%m-%dT%H:%M:%SZ")
    tr = {"id": case["id"], "ticket_id": case["ticket"], "engine": case.get("first_engine", engine),
          "current_engine": engine, "engine_attempts": case.get("engine_attempts", [engine]), "state": state,
          "retry_count": case.get("retry_count", 0), "max_retries": case.get("max_retries", 2),
          "files_changed": case.get("files_changed", len(changed)), "tool_calls_total": tool_calls,
          "consecutive_identical_tools": count_identical(steps),
          "tokens_consumed": int(case["_cost"] * 61000) + 12000 + tool_calls * 3100,
          "cost_usd": case["_cost"], "created_at": created, "updated_at": updated}
    tr.update(case.get("taskrun", {}))
    files = {"taskrun.json": json.dumps(tr, indent=2) + "\n", "prompt.md": case["prompt_text"],
             "events.ndjson": "\n".join(out.lines) + "\n"}
    res = case.get("result", "auto")
    if res == "auto":
        last_end = [s for s in steps if s["kind"] in ("end", "api_error")]
        if fmt == "osmia" and last_end:
            s = last_end[-1]
            if s["kind"] == "end":
                res = {"success": s["success"], "summary": s["text"], "exit_code": 0 if s["success"] else 1}
            else:
                res = {"success": False, "summary": s["message"], "exit_code": 1}
        elif ok and fmt != "claude-transcript":
            res = {"success": True, "summary": "completed", "exit_code": 0}
        else:
            res = None
    if res:
        files["result.json"] = json.dumps(res, indent=2) + "\n"
    if case.get("watchdog"):
        w = dict(case["watchdog"])
        w.setdefault("call_count", tool_calls)
        w.setdefault("tokens_consumed", tr["tokens_consumed"])
        w.setdefault("cost_estimate_usd", tr["cost_usd"])
        files["watchdog.json"] = json.dumps(w, indent=2) + "\n"
    ev = sorted(set(out.evidence))
    if mode in ("unknown", "succeeded"):
        ev_out = []
    else:
        ev_out = ev
    label = ("mode: %s\nformat: %s\nnear_miss: %s\nevidence_lines: [%s]\nwhy: %s\n" %
             (mode, fmt, case.get("near_miss", "") or "''", ", ".join(map(str, ev_out)),
              json.dumps(case["why"], ensure_ascii=False)))
    return files, label, ev_out, out


def write_all(cases):
    runs = os.path.join(HERE, "runs")
    labels = os.path.join(HERE, "labels")
    for d in (runs, labels):
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    built = []
    for c in cases:
        files, label, ev, out = build(c)
        d = os.path.join(runs, c["id"])
        os.makedirs(d)
        for name, text in files.items():
            with open(os.path.join(d, name), "w", encoding="utf-8") as f:
                f.write(text)
        with open(os.path.join(labels, c["id"] + ".yaml"), "w", encoding="utf-8") as f:
            f.write(label)
        built.append((c, files, ev))
    return built


def parse_label(text):
    d = {}
    for line in text.splitlines():
        k, _, v = line.partition(": ")
        v = v.strip()
        if k == "evidence_lines":
            v = [int(x) for x in v.strip("[]").split(",") if x.strip()]
        elif k == "why":
            v = json.loads(v)
        elif v == "''":
            v = ""
        d[k] = v
    return d


def validate(verbose=True):
    runs = os.path.join(HERE, "runs")
    labels = os.path.join(HERE, "labels")
    errs = []
    rows = []
    mode_names = [m for m in MODES if m != "unknown"] + ["succeeded"]
    for rid in sorted(os.listdir(runs)):
        d = os.path.join(runs, rid)
        if not re.fullmatch(r"k3-[a-z0-9-]+-[0-9a-f]{4}", rid):
            errs.append("%s: bad id" % rid)
        slug = rid[3:-5]
        for b in BANNED_SLUG:
            if b in slug:
                errs.append("%s: slug contains hint %r" % (rid, b))
        lp = os.path.join(labels, rid + ".yaml")
        if not os.path.exists(lp):
            errs.append("%s: no label" % rid)
            continue
        lab = parse_label(open(lp, encoding="utf-8").read())
        mode = lab["mode"]
        if mode not in MODES + ["succeeded"]:
            errs.append("%s: bad mode %s" % (rid, mode))
        if lab["format"] not in FORMATS:
            errs.append("%s: bad format" % rid)
        if lab["near_miss"] and (lab["near_miss"] not in MODES + ["succeeded"] or lab["near_miss"] == mode):
            errs.append("%s: bad near_miss" % rid)
        for req in ("taskrun.json", "prompt.md", "events.ndjson"):
            if not os.path.exists(os.path.join(d, req)):
                errs.append("%s: missing %s" % (rid, req))
        lines = open(os.path.join(d, "events.ndjson"), encoding="utf-8").read().split("\n")
        if lines[-1] != "":
            errs.append("%s: no trailing newline" % rid)
        lines = lines[:-1]
        objs = []
        for i, l in enumerate(lines, 1):
            try:
                objs.append(json.loads(l))
            except Exception as e:
                errs.append("%s: line %d not JSON: %s" % (rid, i, e))
        if not 20 <= len(lines) <= 120:
            errs.append("%s: %d lines" % (rid, len(lines)))
        for n in lab["evidence_lines"]:
            if not 1 <= n <= len(lines):
                errs.append("%s: evidence line %d out of range" % (rid, n))
        if mode not in ("unknown", "succeeded") and not lab["evidence_lines"]:
            errs.append("%s: failed run without evidence" % rid)
        if mode in ("unknown", "succeeded") and lab["evidence_lines"]:
            errs.append("%s: evidence on %s" % (rid, mode))
        tr_text = open(os.path.join(d, "taskrun.json"), encoding="utf-8").read()
        pr_text = open(os.path.join(d, "prompt.md"), encoding="utf-8").read()
        tr = json.loads(tr_text)
        for m in mode_names:
            if m in tr_text or m in pr_text:
                errs.append("%s: mode name %s in taskrun/prompt" % (rid, m))
        if tr.get("id") != rid:
            errs.append("%s: taskrun id" % rid)
        st = tr.get("state")
        res = None
        rp = os.path.join(d, "result.json")
        if os.path.exists(rp):
            res = json.load(open(rp))
        if mode == "succeeded":
            if st != "Succeeded":
                errs.append("%s: succeeded but state %s" % (rid, st))
            if res is not None and res.get("success") is not True:
                errs.append("%s: succeeded but result.json" % rid)
            for o in objs:
                if o.get("type") == "result" and (o.get("is_error") or o.get("success") is False):
                    errs.append("%s: succeeded but error result in stream" % rid)
                if o.get("type") == "turn.failed":
                    errs.append("%s: succeeded but turn.failed" % rid)
            if not any(ALARM.search(l) for l in lines):
                errs.append("%s: succeeded run without alarming words" % rid)
        else:
            if st not in ("Failed", "TimedOut"):
                errs.append("%s: failed but state %s" % (rid, st))
            if res is not None and res.get("success") is not False:
                errs.append("%s: failed but result.json success" % rid)
        wp = os.path.join(d, "watchdog.json")
        if os.path.exists(wp):
            w = json.load(open(wp))
            if w.get("reason_code") not in ("loop", "thrashing", "stall", "cost_velocity", "telemetry_failure",
                                            "total_cost", "unanswered_human"):
                errs.append("%s: bad watchdog reason" % rid)
        rows.append((rid, mode, lab["format"], lab["near_miss"]))
    # set-level checks
    n = len(rows)
    by_mode = collections.Counter(r[1] for r in rows)
    by_fmt = collections.Counter(r[2] for r in rows)
    nm = sum(1 for r in rows if r[3])
    if n < 80:
        errs.append("only %d runs" % n)
    for m in MODES:
        if by_mode[m] < 8:
            errs.append("mode %s has %d runs" % (m, by_mode[m]))
    if by_mode["succeeded"] < 8:
        errs.append("only %d succeeded" % by_mode["succeeded"])
    if nm < 25:
        errs.append("only %d near misses" % nm)
    if by_fmt["osmia"] * 2 < n:
        errs.append("osmia %d < half of %d" % (by_fmt["osmia"], n))
    if not 0.27 <= by_fmt["claude-transcript"] / max(n, 1) <= 0.40:
        errs.append("transcripts %d of %d not about a third" % (by_fmt["claude-transcript"], n))
    for f in FORMATS:
        if not by_fmt[f]:
            errs.append("no %s runs" % f)
    if verbose:
        print("runs: %d  near misses: %d" % (n, nm))
        print("by mode:", dict(by_mode))
        print("by format:", dict(by_fmt))
    return errs, rows


def counts_tables(rows):
    modes = MODES + ["succeeded"]
    t = collections.Counter((r[1], r[2]) for r in rows)
    out = ["| mode | " + " | ".join(FORMATS) + " | total |", "|---|" + "---:|" * (len(FORMATS) + 1)]
    for m in modes:
        out.append("| %s | %s | %d |" % (m, " | ".join(str(t[(m, f)]) for f in FORMATS), sum(t[(m, f)] for f in FORMATS)))
    out.append("| **total** | %s | **%d** |" % (" | ".join(str(sum(t[(m, f)] for m in modes)) for f in FORMATS), len(rows)))
    nm = collections.Counter((r[1], r[3]) for r in rows if r[3])
    out2 = ["| true mode | naive pick (near_miss) | runs |", "|---|---|---:|"]
    for (m, x), c in sorted(nm.items()):
        out2.append("| %s | %s | %d |" % (m, x, c))
    out2.append("| **all** | | **%d** |" % sum(nm.values()))
    return "\n".join(out), "\n".join(out2)


def main():
    if "--check" not in sys.argv:
        cases = load_cases()
        slugs = collections.Counter(c["slug"] for c in cases)
        dup = [s for s, k in slugs.items() if k > 1]
        if dup:
            sys.exit("duplicate slugs: %s" % dup)
        write_all(cases)
    errs, rows = validate()
    t1, t2 = counts_tables(rows)
    with open(os.path.join(HERE, "counts.md"), "w") as f:
        f.write("## Runs by mode x format\n\n" + t1 + "\n\n## Near misses\n\n" + t2 + "\n")
    readme = os.path.join(HERE, "README.md")
    if os.path.exists(readme):
        text = open(readme).read()
        text = re.sub(r"<!-- counts -->.*<!-- /counts -->",
                      "<!-- counts -->\n" + t1 + "\n<!-- /counts -->", text, flags=re.S)
        text = re.sub(r"<!-- nearmiss -->.*<!-- /nearmiss -->",
                      "<!-- nearmiss -->\n" + t2 + "\n<!-- /nearmiss -->", text, flags=re.S)
        open(readme, "w").write(text)
    if errs:
        print("\n".join("ERROR " + e for e in errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
