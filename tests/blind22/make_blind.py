#!/usr/bin/env python3
"""Write /work/blind31/runs and /work/blind31/labels deterministically, then validate.

usage: python3 make_blind.py [--out DIR]
Cases live in cases_*.py modules (each exposes CASES, a list of dicts built with case()).
"""
import collections
import glob
import hashlib
import importlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib  # noqa: E402
import noise  # noqa: E402
from gen_lib import MODES, FORMATS  # noqa: E402

BANNED_ID_WORDS = ["oom", "perm", "loop", "scope", "creep", "confus", "wrong", "infra", "depend", "missing",
                   "misread", "unknown", "oscill", "success", "succeed", "fail", "deny", "denied", "limit", "timeout",
                   "quota", "network", "disk", "weaken", "skip", "flaky", "hallucin", "mode", "block", "approach", "misunder", "broken", "error", "crash", "killed"]
MODE_NAMES = MODES + ["scope creep", "model confusion", "wrong approach", "test misunderstanding", "succeeded"]


def case_id(slug):
    return "l-%s-%s" % (slug, hashlib.sha1(("blind31:" + slug).encode()).hexdigest()[:4])


LONG = {"pyproject-requires-python": 25, "pyfmtx-hatch-matrix": 28, "gojson-golden-update": 26, "rsvg-thumb-install": 24, "openapi-generated-edit": 26, "deque-rotate-left": 28, "gh-bot-stale-labels": 22, "bench-regression-hunt": 27, "semrel-monorepo-notes": 27, "pin-back-reqwest": 25}


# files changed by shell commands (formatters, upgrades, sed loops) that the edit steps alone do not show
FILES = {}

# near misses added after writing (what a naive reader would pick)
NEAR = {"gojson-golden-update": "wrong_approach", "ci-matrix-drop-windows": "test_misunderstanding",
        "rust-ignore-doctest": "wrong_approach", "clippy-allow-lint": "scope_creep", "openapi-generated-edit": "scope_creep",
        "typo-ruff-format-all": "wrong_approach", "go-work-replace-all": "dependency_missing",
        "msrv-bump-whole-workspace": "dependency_missing", "conan-profile-edit": "dependency_missing",
        "semver-prerelease-cmp": "wrong_approach", "pin-back-reqwest": "dependency_missing",
        "gotest-appdata-windows": "wrong_approach", "libuv-sock-test": "test_misunderstanding",
        "tinyjson-float-parse": "", "ktor-client-retry-kmp": "test_misunderstanding"}


def load_cases():
    cases = []
    for path in sorted(glob.glob(os.path.join(HERE, "cases_*.py"))):
        mod = importlib.import_module(os.path.basename(path)[:-3])
        for c in mod.CASES:
            c = dict(c)
            c["_module"] = mod.__name__
            if c["slug"] in FILES and "files_changed" not in c:
                c["files_changed"] = FILES[c["slug"]]
            if c["slug"] in NEAR and not c.get("near_miss"):
                c["near_miss"] = NEAR[c["slug"]]
            if c["slug"] in LONG and "long" not in c:
                c["long"] = LONG[c["slug"]]
            cases.append(c)
    return cases


def prepare(c):
    c["id"] = case_id(c["slug"])
    c["prompt_text"] = "# %s: %s\n\n%s\n" % (c["ticket"], c["title"], c["body"].strip())
    if c.get("long"):
        # bury the cause: harmless reads/checks a third of the way into the run
        pos = max(1, len(c["steps"]) // 3)
        c["steps"] = c["steps"][:pos] + noise.filler(c, c["long"]) + c["steps"][pos:]
    noise.pad(c, gen_lib.render)
    return c


def taskrun_for(c, ctx):
    steps = c["steps"]
    tools = [s for s in steps if s["kind"] not in ("say", "think", "note")]
    changed = sorted({s["path"] for s in steps if s["kind"] in ("edit", "write") and not s.get("err")})
    # longest run of identical tool calls
    best, run, prev = 0, 0, None
    for s in tools:
        key = json.dumps({k: v for k, v in s.items() if k in ("kind", "cmd", "path", "old", "new", "pattern")}, sort_keys=True)
        run = run + 1 if key == prev else 1
        prev = key
        best = max(best, run)
    engine = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex"}.get(c["fmt"], c.get("engine", "claude-code"))
    rng = ctx.rng
    created = ctx.t
    state = c.get("state") or ("Succeeded" if c["mode"] == "succeeded" else "Failed")
    tr = {
        "id": c["id"], "ticket_id": c["ticket"], "engine": engine, "current_engine": engine,
        "engine_attempts": [engine], "state": state, "retry_count": c.get("retry_count", 0), "max_retries": 2,
        "files_changed": c.get("files_changed", len(changed)), "tool_calls_total": c.get("tool_calls_total", len(tools)),
        "consecutive_identical_tools": c.get("consecutive_identical_tools", best),
        "tokens_consumed": rng.randint(40000, 2400000), "cost_usd": round(rng.uniform(0.2, 9.0), 2),
        "diagnosis_history": [],
        "created_at": (created.replace(microsecond=0)).strftime("%Y-%m-%dT") + "%02d:%02d:%02dZ" % (
            max(0, created.hour - 1), created.minute, created.second),
        "updated_at": created.strftime("%Y-%m-%dT%H:%M:%SZ"),
    }
    return tr


def write_run(c, outdir):
    ctx = gen_lib.render(c)
    rdir = os.path.join(outdir, "runs", c["id"])
    os.makedirs(rdir, exist_ok=True)
    with open(os.path.join(rdir, "events.ndjson"), "w", encoding="utf-8") as f:
        f.write("\n".join(ctx.lines) + "\n")
    with open(os.path.join(rdir, "prompt.md"), "w", encoding="utf-8") as f:
        f.write(c["prompt_text"])
    tr = taskrun_for(c, ctx)
    with open(os.path.join(rdir, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2)
        f.write("\n")
    res = c.get("result", "auto")
    if res == "auto":
        ok = c["mode"] == "succeeded"
        summ = c.get("summary")
        if summ is None:
            e = c["end"]
            summ = e.get("summary") or (e.get("text_say") if c["fmt"] == "codex" and e.get("kind") == "err" and not e.get("hard") and not e.get("errors") else None) or e.get("text") or ("completed" if ok else "agent exited without completing the task")
        res = {"success": ok, "summary": summ, "exit_code": 0 if ok else c.get("exit_code", 1)}
    if res:
        with open(os.path.join(rdir, "result.json"), "w") as f:
            json.dump(res, f, indent=2)
            f.write("\n")
    if c.get("watchdog"):
        with open(os.path.join(rdir, "watchdog.json"), "w") as f:
            json.dump(c["watchdog"], f, indent=2)
            f.write("\n")
    ev = sorted(set(ctx.evidence)) if c["mode"] not in ("unknown", "succeeded") else []
    label = ("mode: %s\nformat: %s\nnear_miss: %s\nevidence_lines: [%s]\nwhy: %s\n" % (
        c["mode"], c["fmt"], c.get("near_miss", "") or "''", ", ".join(map(str, ev)), json.dumps(c["why"])))
    with open(os.path.join(outdir, "labels", c["id"] + ".yaml"), "w") as f:
        f.write(label)
    return ctx, tr, res, ev


def main():
    outdir = HERE
    if "--out" in sys.argv:
        outdir = sys.argv[sys.argv.index("--out") + 1]
    for sub in ("runs", "labels"):
        shutil.rmtree(os.path.join(outdir, sub), ignore_errors=True)
        os.makedirs(os.path.join(outdir, sub))
    cases = [prepare(c) for c in load_cases()]
    errors = []
    ids = collections.Counter(c["id"] for c in cases)
    for i, n in ids.items():
        if n > 1:
            errors.append("duplicate id %s" % i)
    table = collections.defaultdict(collections.Counter)
    near = collections.Counter()
    lengths = []
    for c in cases:
        if c["mode"] not in MODES + ["succeeded"]:
            errors.append("%s: bad mode %s" % (c["id"], c["mode"]))
        if c["fmt"] not in FORMATS:
            errors.append("%s: bad format" % c["id"])
        try:
            ctx, tr, res, ev = write_run(c, outdir)
        except Exception as e:  # pragma: no cover
            errors.append("%s: render error %r" % (c["id"], e))
            continue
        n = len(ctx.lines)
        lengths.append(n)
        if not 20 <= n <= 120:
            errors.append("%s: %d lines" % (c["id"], n))
        for j, line in enumerate(ctx.lines, 1):
            try:
                json.loads(line)
            except ValueError:
                errors.append("%s: line %d not JSON" % (c["id"], j))
        for e in ev:
            if not 1 <= e <= n:
                errors.append("%s: evidence line %d out of range" % (c["id"], e))
        if c["mode"] not in ("unknown", "succeeded") and not ev:
            errors.append("%s: no evidence" % c["id"])
        ok = c["mode"] == "succeeded"
        if ok != (tr["state"] == "Succeeded"):
            errors.append("%s: state %s vs mode %s" % (c["id"], tr["state"], c["mode"]))
        if res and res.get("success") != ok:
            errors.append("%s: result.json success disagrees" % c["id"])
        if not ok and tr["state"] not in ("Failed", "TimedOut"):
            errors.append("%s: failed run state %s" % (c["id"], tr["state"]))
        low = c["id"].lower()
        for w in BANNED_ID_WORDS:
            if w in low[2:]:
                errors.append("%s: id contains hint %r" % (c["id"], w))
        ptxt = c["prompt_text"].lower() + json.dumps({k: v for k, v in tr.items() if k != "state"}).lower().replace(c["id"].lower(), "")
        for w in MODE_NAMES:
            if w in ptxt:
                errors.append("%s: prompt/taskrun names a mode %r" % (c["id"], w))
        table[c["mode"]][c["fmt"]] += 1
        if c.get("near_miss"):
            near[c["near_miss"]] += 1
            if c["near_miss"] == c["mode"]:
                errors.append("%s: near miss equals mode" % c["id"])
    # global checks
    total = len(cases)
    fmt_tot = collections.Counter(c["fmt"] for c in cases)
    nm = sum(near.values())
    alarming = [c for c in cases if c["mode"] == "succeeded" and c.get("alarming")]
    print("runs: %d   near misses: %d   line range %d-%d" % (total, nm, min(lengths or [0]), max(lengths or [0])))
    hdr = "%-22s" % "mode" + "".join("%19s" % f for f in FORMATS) + "  total"
    print(hdr)
    for m in MODES + ["succeeded"]:
        print("%-22s" % m + "".join("%19d" % table[m][f] for f in FORMATS) + "  %5d" % sum(table[m].values()))
    print("%-22s" % "total" + "".join("%19d" % fmt_tot[f] for f in FORMATS) + "  %5d" % total)
    print("near misses by mode:", dict(near))
    final = "--final" in sys.argv
    if final:
        if total < 80:
            errors.append("only %d runs" % total)
        for m in MODES:
            if sum(table[m].values()) < 8:
                errors.append("mode %s has %d runs" % (m, sum(table[m].values())))
        if len(alarming) < 8:
            errors.append("only %d alarming succeeded runs" % len(alarming))
        if nm < 25:
            errors.append("only %d near misses" % nm)
        if fmt_tot and max(fmt_tot.values()) - min(fmt_tot.values()) > 3:
            errors.append("formats unbalanced %s" % dict(fmt_tot))
    if errors:
        print("\n".join("ERROR " + e for e in errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
