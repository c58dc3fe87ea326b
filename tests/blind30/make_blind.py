#!/usr/bin/env python3
"""Writes the blind evaluation set m2- (runs/ and labels/) deterministically, then validates it.

    python3 make_blind.py          # regenerate + validate
"""
import importlib, json, os, re, shutil, sys, collections, hashlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib  # noqa: E402

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
CASE_MODULES = ["cases_env", "cases_behaviour", "cases_other", "cases_more"]
BANNED_SLUG = ["oom", "perm", "loop", "scope", "confus", "infra", "depend", "missing", "wrong", "test-mis",
               "unknown", "succeed", "creep", "denied", "approach", "timeout", "misunder"]


def run_id(slug):
    return "m2-%s-%s" % (slug, hashlib.sha1(("m2" + slug).encode()).hexdigest()[:4])


NOISE_COMMITS = ["3f9c2e1 Merge pull request #{n} from acme/renovate/lockfile", "a41d0b7 chore: bump eslint-config",
                 "9e2b6c4 fix(api): handle empty cursor", "c07f1a2 docs: update runbook links", "5d88e90 ci: cache deps",
                 "e1b7f33 refactor: extract clock interface", "77a2c19 test: stabilise flaky retry test"]


def pad_steps(case, k):
    """Deterministic exploration noise, inserted after the agent's first message."""
    paths = re.findall(r"`([\w./-]+/[\w.-]+)`", case["prompt"])
    d = os.path.dirname(paths[0]) if paths else "src"
    n = int(hashlib.sha1((case["slug"] + str(k)).encode()).hexdigest()[:4], 16)
    pool = [
        gen_lib.sh("git log --oneline -5", "\n".join(NOISE_COMMITS[(n + i) % len(NOISE_COMMITS)].format(n=1800 + n % 900)
                                                      for i in range(5))),
        gen_lib.sh("git status --short", ""),
        gen_lib.sh("ls " + d, "\n".join(sorted({os.path.basename(p) for p in paths if os.path.dirname(p) == d} |
                                                {"__init__.py" if d.endswith(("py", "s", "ing")) and "src" not in d else "index.ts", "README.md"}))),
        gen_lib.say(["Let me get oriented in the repository first.", "Checking recent history before changing anything.",
                     "I'll look at the layout around the files the ticket mentions.", "Quick look at the working tree."][n % 4]),
        gen_lib.sh("git branch --show-current", case.get("branch", "main")),
    ]
    st = pool[k % len(pool)]
    steps = case["steps"]
    at = 1 if steps and steps[0]["k"] == "say" else 0
    steps.insert(at + k, st)


def build(case):
    rid = run_id(case["slug"])
    case["id"] = rid
    mode = case["mode"]
    if "state" not in case:
        case["state"] = "Succeeded" if mode == "succeeded" else "Failed"
    lines, ev = gen_lib.render(case)
    k = 0
    while len(lines) < 22 and k < 8:
        pad_steps(case, k)
        k += 1
        lines, ev = gen_lib.render(case)
    d = os.path.join(HERE, "runs", rid)
    os.makedirs(d)
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(case["prompt"].strip() + "\n")
    steps = case["steps"]
    calls = gen_lib.tool_calls(steps)
    ticket = case["prompt"].strip().split("\n")[0].lstrip("# ").split(":")[0]
    eng = "codex" if case["format"] == "codex" else case.get("engine", "claude-code")
    n = int(hashlib.sha1(rid.encode()).hexdigest()[:6], 16)
    clk = gen_lib.Clock(rid)
    created = clk.iso()
    for _ in range(len(lines)):
        clk.tick()
    tr = {"id": rid, "ticket_id": ticket, "engine": eng, "current_engine": eng, "engine_attempts": [eng],
          "state": case["state"], "retry_count": case.get("retry_count", 0), "max_retries": 2,
          "files_changed": case.get("files_changed", len(gen_lib.files_touched(steps))),
          "tool_calls_total": len(calls), "consecutive_identical_tools": gen_lib.longest_identical(steps),
          "tokens_consumed": case.get("tokens", 40000 + 2500 * len(lines) + n % 9000),
          "cost_usd": case.get("cost", round(0.1 + 0.02 * len(lines) + (n % 50) / 100, 2)),
          "diagnosis_history": case.get("diagnosis_history", []),
          "created_at": created, "updated_at": clk.iso()}
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2)
        f.write("\n")
    if case.get("result") is not None:
        res = dict(case["result"])
        res.setdefault("success", case["state"] == "Succeeded")
        res.setdefault("exit_code", 0 if res["success"] else 1)
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump(res, f, indent=2)
            f.write("\n")
    if case.get("watchdog"):
        wd = dict(case["watchdog"])
        wd.setdefault("call_count", len(calls))
        wd.setdefault("tokens_consumed", tr["tokens_consumed"])
        wd.setdefault("cost_estimate_usd", tr["cost_usd"])
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(wd, f, indent=2)
            f.write("\n")
    evidence = case.get("evidence_override", ev)
    if mode in ("unknown", "succeeded"):
        evidence = []
    lab = os.path.join(HERE, "labels", rid + ".yaml")
    with open(lab, "w") as f:
        f.write("mode: %s\n" % mode)
        f.write("format: %s\n" % case["format"])
        f.write("near_miss: %s\n" % (case.get("near_miss") or "''"))
        f.write("evidence_lines: [%s]\n" % ", ".join(str(x) for x in evidence))
        f.write("why: %s\n" % json.dumps(case["why"], ensure_ascii=False))
    return rid, lines, evidence, tr


def main():
    for sub in ("runs", "labels"):
        p = os.path.join(HERE, sub)
        if os.path.exists(p):
            shutil.rmtree(p)
        os.makedirs(p)
    cases = []
    for m in CASE_MODULES:
        if os.path.exists(os.path.join(HERE, m + ".py")):
            cases.extend(importlib.import_module(m).CASES)
    errors = []
    seen = set()
    table = collections.Counter()
    near = collections.Counter()
    alarming_ok = 0
    for c in cases:
        slug = c["slug"]
        if slug in seen:
            errors.append("duplicate slug " + slug)
            continue
        seen.add(slug)
        for b in BANNED_SLUG:
            if b in slug:
                errors.append("slug %s contains hint %r" % (slug, b))
        try:
            rid, lines, ev, tr = build(c)
        except Exception as e:  # noqa
            errors.append("%s: %r" % (slug, e))
            raise
        for i, l in enumerate(lines, 1):
            json.loads(l)
        if not (20 <= len(lines) <= 120):
            errors.append("%s: %d lines" % (rid, len(lines)))
        if c["mode"] not in ("unknown", "succeeded") and not ev:
            errors.append("%s: no evidence lines" % rid)
        for e in ev:
            if not (1 <= e <= len(lines)):
                errors.append("%s: evidence line %d out of range" % (rid, e))
        if c["mode"] == "succeeded":
            if tr["state"] != "Succeeded":
                errors.append(rid + ": succeeded but state " + tr["state"])
            if c.get("alarming"):
                alarming_ok += 1
        else:
            if tr["state"] not in ("Failed", "TimedOut", "NeedsHuman"):
                errors.append(rid + ": failed mode but state " + tr["state"])
            if c.get("result") and c["result"].get("success"):
                errors.append(rid + ": result success on failed run")
        if c["mode"] not in MODES + ["succeeded"]:
            errors.append(rid + ": bad mode " + c["mode"])
        if c["format"] not in FORMATS:
            errors.append(rid + ": bad format")
        if c["format"] != "claude-transcript" and any(s["k"] == "human" for s in c["steps"]):
            errors.append(rid + ": human step outside transcript")
        low = (c["prompt"] + json.dumps(tr)).lower()
        for w in ("wrong_approach", "test_misunderstanding", "scope_creep", "model_confusion", "infra_failure",
                  "permission_blocked", "dependency_missing"):
            if w in low:
                errors.append(rid + ": mode name in prompt/taskrun")
        table[(c["mode"], c["format"])] += 1
        if c.get("near_miss"):
            near[c["near_miss"]] += 1
    total = sum(table.values())
    print("runs:", total)
    rows = MODES + ["succeeded"]
    print("%-22s" % "mode" + "".join("%19s" % f for f in FORMATS) + "  total")
    for m in rows:
        print("%-22s" % m + "".join("%19d" % table[(m, f)] for f in FORMATS) + "  %5d" % sum(table[(m, f)] for f in FORMATS))
    print("%-22s" % "total" + "".join("%19d" % sum(table[(m, f)] for m in rows) for f in FORMATS) + "  %5d" % total)
    print("near misses:", sum(near.values()), dict(near))
    print("succeeded with alarming words:", alarming_ok)
    # set-level checks (reported, not fatal while the set is partial)
    warn = []
    if total < 80: warn.append("fewer than 80 runs")
    for m in MODES:
        if sum(table[(m, f)] for f in FORMATS) < 8: warn.append("mode %s < 8" % m)
    if sum(table[("wrong_approach", f)] for f in FORMATS) < 15: warn.append("wrong_approach < 15")
    if sum(table[("test_misunderstanding", f)] for f in FORMATS) < 12: warn.append("test_misunderstanding < 12")
    if alarming_ok < 8: warn.append("alarming succeeded < 8")
    if sum(near.values()) < 25: warn.append("near misses < 25")
    for w in warn:
        print("WARN:", w)
    for e in errors:
        print("ERROR:", e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
