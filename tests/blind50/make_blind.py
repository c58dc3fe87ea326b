#!/usr/bin/env python3
"""Generate the a4- blind evaluation set for retriage: runs/ and labels/, then validate.

Usage: python3 make_blind.py        (deterministic; rewrites runs/ and labels/)
"""
import hashlib
import importlib
import json
import os
import shutil
import sys
from collections import Counter, defaultdict
from datetime import timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib as G  # noqa: E402

CASE_MODULES = ["cases_wrong", "cases_env", "cases_behaviour", "cases_other"]
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding", "wrong_approach",
         "scope_creep", "model_confusion", "unknown"]
FMT_CYCLE = ["claude-transcript", "claude", "codex", "claude-transcript", "osmia", "claude", "claude-transcript", "codex", "osmia"]
FORBIDDEN_SLUG = ["oom", "perm", "loop", "scope", "infra", "depend", "confus", "wrong", "creep", "unknown", "fail", "deny",
                  "denied", "missing", "timeout", "oscill", "weaken", "flaky", "limit", "quota", "disk", "network", "succeed"]
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "osmia": "claude-code", "codex": "codex"}


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


def pad_steps(case):
    stack_files = case.get("pad_files") or [("README.md", "# %s\n\nSee CONTRIBUTING.md for how to run the tests." % case["slug"])]
    pads = [G.bash("git status --short && git log --oneline -3", "%s Merge pull request #%d from team/%s\n%s Bump version\n%s Update CI cache key" % (
        case["_rng"].hex(7), case["_rng"].num(200, 990), case["slug"], case["_rng"].hex(7), case["_rng"].hex(7)))]
    for p, c in stack_files:
        pads.append(G.read(p, c))
    pads.append(G.bash("ls", case.get("ls", "README.md\nMakefile\ndocs\nsrc\ntests")))
    pads.append(G.say("Let me look around the repository before changing anything."))
    pads.append(G.bash("git diff --stat HEAD~1", " CHANGELOG.md | 4 ++++\n 1 file changed, 4 insertions(+)"))
    pads.append(G.read("CONTRIBUTING.md", "## Running tests\n\nRun the unit tests before pushing. CI also runs the linters.\n\n## Commit messages\n\nPrefix with the ticket id."))
    pads.append(G.bash("git log --oneline -5 -- %s" % case.get("focus", "."), "\n".join("%s %s" % (case["_rng"].hex(7), m) for m in ["Refactor helpers", "Fix typo in docs", "Add metrics", "Tidy imports", "Initial import of module"])))
    return pads


def build(case, idx):
    slug = case["slug"]
    for bad in FORBIDDEN_SLUG:
        assert bad not in slug, (slug, bad)
    rid = "a4-%s-%s" % (slug, hashlib.sha1(("a4" + slug).encode()).hexdigest()[:4])
    case["id"] = rid
    case["_rng"] = G.Rng(rid + "pad")
    if not case.get("fmt"):
        case["fmt"] = FMT_CYCLE[idx % len(FMT_CYCLE)]
    if case["fmt"] == "osmia":
        case.setdefault("ticket", case["ticket"])
    steps = list(case["steps"])
    lines, ev = None, None
    pads = pad_steps(case)
    for attempt in range(40):
        c2 = dict(case)
        c2["steps"] = steps
        lines, ev = G.render(c2)
        if len(lines) >= 20:
            break
        # insert pad steps after the first prose step
        ins = 1 if steps and steps[0]["k"] in ("text", "think") else 0
        steps = steps[:ins] + [pads[attempt % len(pads)]] + steps[ins:]
    case["_steps_final"] = steps
    case["_start"], case["_end"] = c2["_start"], c2["_end"]
    return rid, lines, ev


def write_run(case, rid, lines, ev, outdir):
    rd = os.path.join(outdir, "runs", rid)
    os.makedirs(rd)
    with open(os.path.join(rd, "events.ndjson"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(rd, "prompt.md"), "w") as f:
        f.write(case["prompt"].strip() + "\n")
    mode = case["mode"]
    succeeded = mode == "succeeded"
    state = case.get("state") or ("Succeeded" if succeeded else "Failed")
    steps = case["_steps_final"]
    ntools = sum(1 for s in steps if s["k"] not in ("text", "think", "sys"))
    edited = sorted({s["path"] for s in steps if s["k"] in ("edit", "write")})
    rng = G.Rng(rid + "tr")
    tr = {"id": rid, "ticket_id": case["ticket"], "engine": ENGINE[case["fmt"]], "current_engine": ENGINE[case["fmt"]],
          "engine_attempts": [ENGINE[case["fmt"]]], "state": state, "retry_count": case.get("retry_count", 0), "max_retries": 2,
          "files_changed": case.get("files_changed", len(edited)), "tool_calls_total": case.get("tool_calls_total", ntools),
          "consecutive_identical_tools": case.get("consecutive_identical_tools", 1),
          "tokens_consumed": rng.num(40000, 1900000), "cost_usd": rng.num(20, 900) / 100.0, "diagnosis_history": [],
          "created_at": (case["_start"] - timedelta(seconds=40)).strftime("%Y-%m-%dT%H:%M:%SZ"),
          "updated_at": (case["_end"] + timedelta(seconds=30)).strftime("%Y-%m-%dT%H:%M:%SZ")}
    with open(os.path.join(rd, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2)
        f.write("\n")
    res = case.get("result", "auto")
    if res == "auto":
        if succeeded:
            res = {"success": True, "summary": case.get("summary", "Done."), "exit_code": 0}
        else:
            res = {"success": False, "summary": case.get("summary", "Task did not complete."), "exit_code": case.get("exit_code", 1)}
    if res:
        with open(os.path.join(rd, "result.json"), "w") as f:
            json.dump(res, f, indent=2)
            f.write("\n")
    if case.get("watchdog"):
        wd = dict(case["watchdog"])
        wd.setdefault("tokens_consumed", tr["tokens_consumed"])
        wd.setdefault("cost_estimate_usd", tr["cost_usd"])
        wd.setdefault("call_count", ntools)
        with open(os.path.join(rd, "watchdog.json"), "w") as f:
            json.dump(wd, f, indent=2)
            f.write("\n")
    evl = ev if mode not in ("unknown", "succeeded") else []
    lab = os.path.join(outdir, "labels", rid + ".yaml")
    why = case["why"].replace("\n", " ").strip()
    with open(lab, "w") as f:
        f.write("mode: %s\nformat: %s\nnear_miss: %s\nevidence_lines: [%s]\nwhy: %s\n" % (
            mode, case["fmt"], case.get("near_miss", "") or "''", ", ".join(str(x) for x in evl), json.dumps(why)))
    return tr, res, evl


def validate(outdir, records):
    errs = []
    for rid, case, tr, res, evl in records:
        path = os.path.join(outdir, "runs", rid, "events.ndjson")
        lines = open(path).read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        for i, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except Exception:
                if not case.get("allow_text_lines"):
                    errs.append("%s line %d not JSON" % (rid, i))
        if not 20 <= len(lines) <= 120:
            errs.append("%s has %d lines" % (rid, len(lines)))
        for e in evl:
            if not 1 <= e <= len(lines):
                errs.append("%s evidence line %d out of range" % (rid, e))
        mode = case["mode"]
        if mode not in MODES + ["succeeded"]:
            errs.append("%s bad mode %s" % (rid, mode))
        if mode == "succeeded":
            if tr["state"] != "Succeeded" or (res and not res.get("success")):
                errs.append("%s succeeded label but state/result disagree" % rid)
        else:
            if not evl and mode != "unknown":
                errs.append("%s failed mode without evidence lines" % rid)
            if tr["state"] not in ("Failed", "TimedOut") or (res and res.get("success")):
                errs.append("%s failed label but state/result disagree" % rid)
        nm = case.get("near_miss", "")
        if nm and nm not in MODES + ["succeeded"]:
            errs.append("%s bad near_miss %s" % (rid, nm))
        if nm == mode:
            errs.append("%s near_miss equals mode" % rid)
    return errs


def main():
    outdir = HERE
    for d in ("runs", "labels"):
        shutil.rmtree(os.path.join(outdir, d), ignore_errors=True)
        os.makedirs(os.path.join(outdir, d))
    cases = load_cases()
    seen = set()
    records = []
    for idx, case in enumerate(cases):
        assert case["slug"] not in seen, case["slug"]
        seen.add(case["slug"])
        rid, lines, ev = build(case, idx)
        tr, res, evl = write_run(case, rid, lines, ev, outdir)
        records.append((rid, case, tr, res, evl))
    errs = validate(outdir, records)
    # counts
    mf = defaultdict(Counter)
    fmts = Counter()
    nm = Counter()
    for rid, case, tr, res, evl in records:
        mf[case["mode"]][case["fmt"]] += 1
        fmts[case["fmt"]] += 1
        if case.get("near_miss"):
            nm[case["mode"]] += 1
    cols = ["claude", "claude-transcript", "codex", "osmia"]
    print("%-22s %s  total" % ("mode", " ".join("%17s" % c for c in cols)))
    for m in MODES + ["succeeded"]:
        print("%-22s %s  %5d" % (m, " ".join("%17d" % mf[m][c] for c in cols), sum(mf[m].values())))
    print("%-22s %s  %5d" % ("total", " ".join("%17d" % fmts[c] for c in cols), len(records)))
    print("near misses:", sum(nm.values()), dict(nm))
    succ_alarm = sum(1 for r in records if r[1]["mode"] == "succeeded" and r[1].get("alarming"))
    print("succeeded with alarming words:", succ_alarm)
    # set-level checks
    if len(records) < 80:
        errs.append("only %d runs" % len(records))
    for m in MODES:
        if sum(mf[m].values()) < 8:
            errs.append("mode %s has %d runs" % (m, sum(mf[m].values())))
    if sum(mf["wrong_approach"].values()) < 14:
        errs.append("wrong_approach < 14")
    if succ_alarm < 8:
        errs.append("succeeded-with-alarming-words < 8")
    if sum(nm.values()) < 25:
        errs.append("near misses < 25")
    for c in cols:
        if not fmts[c]:
            errs.append("format %s absent" % c)
    for e in errs:
        print("PROBLEM:", e)
    print("OK" if not errs else "%d problems" % len(errs))
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
