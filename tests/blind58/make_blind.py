#!/usr/bin/env python3
"""Deterministic generator + validator for the blind68 set (k4-*). Usage: python3 make_blind.py"""
import datetime, json, os, re, shutil, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import engine
from scen import REG
import scen.infra, scen.perm, scen.dep, scen.tests_, scen.wrong, scen.scope, scen.conf, scen.unk, scen.succ  # noqa

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding", "wrong_approach",
         "scope_creep", "model_confusion", "unknown", "succeeded"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
BANNED = ["oom", "perm", "dep", "scope", "confus", "wrong", "infra", "unknown", "succeed", "fail", "misunder", "creep"]
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}

def prompt_md(sc):
    acc = "\n".join("- " + a for a in sc["accept"])
    return "# %s\n\n%s\n\n## Acceptance criteria\n%s\n" % (sc["title"], sc["body"], acc)

def eco_of(sc):
    blob = json.dumps(sc["steps"])
    for ext, eco in ((".exs", "ex"), (".ex\"", "ex"), (".php", "php"), (".rb", "rb"), (".py", "py")):
        if ext in blob: return eco
    return "js"

def extra_steps(sc):
    from scen import _GITLOG
    return [engine.sh("git log --oneline -3", _GITLOG[eco_of(sc)] + "\n"), engine.sh("git status --short", ""),
            engine.sh("git branch --show-current", "agent/" + sc["title"].split(":")[0].lower() + "\n")]

def build(sc, idx):
    c, start = build1(sc, idx)
    if len(c.lines) < 20:
        sc["steps"] = extra_steps(sc) + sc["steps"]
        c, start = build1(sc, idx)
    return c, start

def build1(sc, idx):
    start = datetime.datetime(2026, 11, 20, 8, 0, 0) + datetime.timedelta(hours=idx * 3, minutes=(idx * 17) % 60)
    c = engine.Ctx(sc["id"], start)
    sc.setdefault("cost", round(0.08 + c.rng.random() * 1.6, 2))
    sc["ticket"] = sc["title"].split(":")[0]
    sc["prompt_text"] = prompt_md(sc)
    engine.RENDER[sc["fmt"]](sc, c)
    return c, start

def main():
    out = HERE
    for d in ("runs", "labels"):
        shutil.rmtree(os.path.join(out, d), ignore_errors=True)
        os.makedirs(os.path.join(out, d))
    errors = []
    ids = set()
    for i, sc in enumerate(REG):
        rid = sc["id"]
        if rid in ids: errors.append("duplicate id " + rid)
        ids.add(rid)
        if not rid.startswith("k4-") or not re.fullmatch(r"[A-Za-z0-9._-]+", rid): errors.append("bad id " + rid)
        if any(b in rid[3:] for b in BANNED): errors.append("mode word in id " + rid)
        c, start = build(sc, i)
        rd = os.path.join(out, "runs", rid); os.makedirs(rd)
        with open(os.path.join(rd, "events.ndjson"), "w") as f:
            f.write("\n".join(c.lines) + "\n")
        with open(os.path.join(rd, "prompt.md"), "w") as f:
            f.write(sc["prompt_text"])
        mode = sc["mode"]
        state = sc.get("state", "Succeeded" if mode == "succeeded" else "Failed")
        steps = [s for s in sc["steps"] if s["k"] not in ("say", "think", "notice", "apierr")]
        changed = {s["path"] for s in steps if s["k"] in ("edit", "write")}
        best = cur = 0; prev = None
        for s in steps:
            key = json.dumps(engine.tool_of(s), sort_keys=True)
            cur = cur + 1 if key == prev else 1; prev = key; best = max(best, cur)
        tr = {"id": rid, "ticket_id": sc["ticket"], "engine": ENGINE[sc["fmt"]], "current_engine": ENGINE[sc["fmt"]],
              "engine_attempts": [ENGINE[sc["fmt"]]], "state": state, "retry_count": sc.get("retry_count", 0), "max_retries": 2,
              "files_changed": sc.get("files_changed", len(changed)), "tool_calls_total": len(steps),
              "consecutive_identical_tools": best, "tokens_consumed": c.rng.randint(60000, 480000),
              "cost_usd": sc["cost"], "diagnosis_history": [],
              "created_at": start.strftime("%Y-%m-%dT%H:%M:%SZ"), "updated_at": c.t.strftime("%Y-%m-%dT%H:%M:%SZ")}
        with open(os.path.join(rd, "taskrun.json"), "w") as f: json.dump(tr, f, indent=2); f.write("\n")
        if "watchdog" in sc:
            wd = dict(sc["watchdog"]); wd.setdefault("tokens_consumed", tr["tokens_consumed"]); wd.setdefault("cost_estimate_usd", sc["cost"])
            with open(os.path.join(rd, "watchdog.json"), "w") as f: json.dump(wd, f, indent=2); f.write("\n")
        else:
            res = sc.get("result")
            if res is None:
                ok = mode == "succeeded"
                res = {"success": ok, "summary": sc["end"].get("summary", sc["end"].get("text", "")), "exit_code": 0 if ok else 1}
            with open(os.path.join(rd, "result.json"), "w") as f: json.dump(res, f, indent=2); f.write("\n")
        ev = sorted(set(c.ev))
        lab = ["mode: " + mode, "format: " + sc["fmt"], "near_miss: " + (sc["near"] or '""'),
               "evidence_lines: [" + ", ".join(map(str, ev)) + "]", "why: " + json.dumps(sc["why"], ensure_ascii=False)]
        with open(os.path.join(out, "labels", rid + ".yaml"), "w") as f: f.write("\n".join(lab) + "\n")
    errors += validate(out)
    if errors:
        print("\n".join("ERROR: " + e for e in errors)); sys.exit(1)
    write_readme(out)
    print("ok: %d runs" % len(REG))

def load_label(p):
    d = {}
    for line in open(p):
        k, v = line.rstrip("\n").split(": ", 1)
        d[k] = v
    d["evidence_lines"] = json.loads(d["evidence_lines"])
    d["near_miss"] = "" if d["near_miss"] == '""' else d["near_miss"]
    return d

def validate(out):
    errs = []
    modes, fmts, near = Counter(), Counter(), 0
    for rid in sorted(os.listdir(os.path.join(out, "runs"))):
        rd = os.path.join(out, "runs", rid)
        lab = load_label(os.path.join(out, "labels", rid + ".yaml"))
        modes[lab["mode"]] += 1; fmts[lab["format"]] += 1
        if lab["mode"] not in MODES: errs.append(rid + ": bad mode")
        if lab["format"] not in FORMATS: errs.append(rid + ": bad format")
        if lab["near_miss"]:
            near += 1
            if lab["near_miss"] not in MODES or lab["near_miss"] == lab["mode"]: errs.append(rid + ": bad near_miss")
        lines = open(os.path.join(rd, "events.ndjson")).read().split("\n")
        assert lines[-1] == ""; lines = lines[:-1]
        for n, l in enumerate(lines, 1):
            try: json.loads(l)
            except Exception: errs.append("%s: line %d not JSON" % (rid, n))
            if "\\\\n" in l and "bash -lc" in l: errs.append("%s: line %d literal backslash-n in command" % (rid, n))
        if not 20 <= len(lines) <= 120: errs.append("%s: %d lines" % (rid, len(lines)))
        ev = lab["evidence_lines"]
        if lab["mode"] in ("unknown", "succeeded"):
            if ev: errs.append(rid + ": evidence on " + lab["mode"])
        else:
            if not ev: errs.append(rid + ": no evidence")
        for e in ev:
            if not 1 <= e <= len(lines): errs.append("%s: evidence line %d out of range" % (rid, e))
        tr = json.load(open(os.path.join(rd, "taskrun.json")))
        res = json.load(open(os.path.join(rd, "result.json"))) if os.path.exists(os.path.join(rd, "result.json")) else None
        has_wd = os.path.exists(os.path.join(rd, "watchdog.json"))
        if res is None and not has_wd: errs.append(rid + ": neither result.json nor watchdog.json")
        if lab["mode"] == "succeeded":
            if tr["state"] != "Succeeded" or not res or res.get("success") is not True or res.get("exit_code") != 0:
                errs.append(rid + ": succeeded label disagrees with state/result")
            last = json.loads(lines[-1])
            if last.get("type") == "turn.failed" or last.get("is_error") or last.get("success") is False:
                errs.append(rid + ": succeeded run ends in an error event")
        else:
            if tr["state"] not in ("Failed", "TimedOut"): errs.append(rid + ": failed label but state " + tr["state"])
            if res and res.get("success") is not False: errs.append(rid + ": failed label but result success")
    total = sum(modes.values())
    if total < 80: errs.append("only %d runs" % total)
    for m in MODES[:-1]:
        if modes[m] < 8: errs.append("only %d %s runs" % (modes[m], m))
    if modes["succeeded"] < 8: errs.append("too few succeeded")
    if near < 25: errs.append("only %d near misses" % near)
    for f in FORMATS:
        if fmts[f] < 6: errs.append("format %s underrepresented" % f)
    return errs

def write_readme(out):
    labs = {rid: load_label(os.path.join(out, "labels", rid + ".yaml")) for rid in sorted(os.listdir(os.path.join(out, "runs")))}
    tab = Counter((l["mode"], l["format"]) for l in labs.values())
    nm = Counter((l["mode"], l["near_miss"]) for l in labs.values() if l["near_miss"])
    L = ["# blind68: blind evaluation set `k4-*` — tests, fixtures and golden files across ecosystems (snapshot and golden-file updates, fixtures and factories, mocks and fakes, property-based tests, flaky and order-dependent tests, test data builders) in Python, JavaScript, Ruby, Elixir and PHP", "",
         "A hand-designed, generated set of %d failed and succeeded AI-coding-agent runs for scoring retriage blind. "
         "Every run directory under `runs/` follows `docs/runs-format.md` (taskrun.json, prompt.md, events.ndjson, and "
         "result.json or watchdog.json); `labels/<id>.yaml` holds the expected mode, the stream format, the near miss a "
         "keyword reader would pick, the 1-based evidence lines in events.ndjson and a short reason. The tasks are about "
         "test suites: syrupy/jest/spatie snapshots, golden files, FactoryBot/factory_boy/ExMachina fixtures, MSW/Mox/Mockery/VCR "
         "mocks, Hypothesis/StreamData property tests, order-dependent and flaky tests, and test data builders." % len(labs), "",
         "Regenerate and validate: `python3 make_blind.py` (deterministic; exits non-zero on a failed check). "
         "Scenarios live in `scen/*.py`, renderers for the four formats in `engine.py`.", "",
         "## Counts (mode × format)", "",
         "| mode | " + " | ".join(FORMATS) + " | total |", "|---|" + "---|" * (len(FORMATS) + 1)]
    for m in MODES:
        row = [tab[(m, f)] for f in FORMATS]
        L.append("| %s | %s | %d |" % (m, " | ".join(map(str, row)), sum(row)))
    L.append("| **total** | %s | %d |" % (" | ".join(str(sum(tab[(m, f)] for m in MODES)) for f in FORMATS), len(labs)))
    L += ["", "## Near misses", "", "%d runs carry a `near_miss` (the mode a naive keyword reader would wrongly pick)." % sum(nm.values()), "",
          "| true mode | near miss | runs |", "|---|---|---|"]
    for (m, n), k in sorted(nm.items()):
        L.append("| %s | %s | %d |" % (m, n, k))
    L += ["", "## Notes on labelling choices", "",
          "- Label = root cause. An install that fails on EACCES / `could not be created` / `grant write permissions` is permission_blocked even though the log starts with a missing module or gem; an install that fails on ENOTFOUND / nxdomain / ssh connect timeout is infra_failure.",
          "- A provider usage limit, 529 overload or 500 that ends the session is infra_failure, also when a gem or module was still missing at that moment.",
          "- A harness deadline (orchestrator notice, state TimedOut) and OOM kills (exit 137 with `oom_kill` in memory.events) are infra_failure; a Bash tool call that timed out and was then worked around is not a failure at all.",
          "- `Command timed out`, `Test timed out in 5000ms`, `assert_receive ... no matching message after 100ms` inside a test run are test output. When the agent answers them by adding retries, longer timeouts or wildcard patterns the run is test_misunderstanding; when it oscillates the run is model_confusion.",
          "- A missing pytest plugin (`unrecognized arguments: --timeout=30`) is dependency_missing even though the word timeout appears; a too-old Ruby/Elixir/Python is dependency_missing.",
          "- A network access failure with `:eperm` inside the Codex sandbox (`CODEX_SANDBOX_NETWORK_DISABLED=1`) is permission_blocked (sandbox denial), not infra.",
          "- Editing a generated file, vendor/, a forbidden config, CI config or the wrong layer is wrong_approach; editing tests or snapshots to match buggy output is test_misunderstanding; regenerating snapshots when the ticket asks for it is fine (succeeded).",
          "- A wide change is scope_creep only when the ticket did not ask for it; two succeeded runs perform ticket-requested repo-wide renames/conversions.",
          "- model_confusion runs show the same edit toggled back and forth with identical test output; most are killed by the watchdog (watchdog.json, no result.json), one ends on `error_max_turns`.",
          "- unknown runs end Failed with an empty or uninformative result while the stream shows passing work; some contain alarming words (Permission denied, ModuleNotFoundError that was fixed, timeout) that are not the cause.",
          "- succeeded runs all contain alarming text (Permission denied, EACCES, 404, OOM, Killed, timeouts, ModuleNotFoundError, compile errors) printed by the code under test or recovered from.",
          ""]
    open(os.path.join(out, "README.md"), "w").write("\n".join(L))

if __name__ == "__main__":
    main()
