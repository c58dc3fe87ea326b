#!/usr/bin/env python3
"""Generate the blind evaluation set e4- (runs/ and labels/) deterministically, then validate it.

usage: python3 make_blind.py            # rewrites runs/ and labels/ next to this file
"""
import hashlib
import importlib
import json
import os
import shutil
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib as G  # noqa: E402

CASE_MODULES = ["cases_env", "cases_env2", "cases_behaviour", "cases_behaviour2", "cases_other"]
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]

NOISE = [
    lambda: G.C("git status --short", "", 0),
    lambda: G.C("ls", "Makefile\nREADME.md\ndocs\nscripts\nsrc\ntests\n", 0),
    lambda: G.C("git log --oneline -5", "3f9c2e1 Merge pull request #412 from acme/deps-bump\n8a71d0c Bump actions/checkout from 4.1.1 to 4.2.2\nc02be55 fix: handle empty cursor in list endpoint\n51d9aa7 docs: clarify retry semantics\n9e1f4b3 chore: release 2.14.0\n", 0),
    lambda: G.T("Let me look around the repository layout before changing anything."),
    lambda: G.C("rg -n \"TODO\" --max-count 5 src || true", "src/util/strings.py:41:# TODO: unicode normalisation\nsrc/http/client.py:88:    # TODO(jm): expose pool size\n", 0),
    lambda: G.C("git branch --show-current", "main\n", 0),
    lambda: G.C("cat .editorconfig 2>/dev/null | head -6", "root = true\n\n[*]\nindent_style = space\nindent_size = 4\nend_of_line = lf\n", 0),
    lambda: G.C("ls docs", "architecture.md\ncontributing.md\nrelease.md\nrunbook.md\n", 0),
    lambda: G.C("git remote -v | head -1", "origin\thttps://github.com/acme/app.git (fetch)\n", 0),
    lambda: G.C("wc -l README.md", "184 README.md\n", 0),
    lambda: G.C("ls .github/workflows", "ci.yml\nrelease.yml\n", 0),
    lambda: G.C("head -5 CHANGELOG.md 2>/dev/null || true", "# Changelog\n\n## 2.14.0\n- list endpoint: cursor pagination\n", 0),
]


def run_id(slug):
    return f"e4-{slug}-{hashlib.sha256(('e4' + slug).encode()).hexdigest()[:4]}"


def render(case):
    steps = list(case["steps"])
    k = 0
    while True:
        c = dict(case, steps=steps)
        lines, ev = G.RENDER[case["format"]](c)
        if len(lines) >= 20 or k >= 12:
            return lines, ev, steps
        steps.insert(1 if len(steps) > 1 else 0, NOISE[k % len(NOISE)]())
        k += 1


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def write_case(case, base_min):
    rid = case["id"]
    d = os.path.join(HERE, "runs", rid)
    os.makedirs(d)
    case["_base"] = base_min
    lines, ev, steps = render(case)
    ev = sorted(set(ev + case.get("extra_ev", [])))
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        f.write(G.dump_lines(lines))
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(case["prompt"].rstrip() + "\n")
    mode = case["mode"]
    ok = mode == "succeeded"
    edits = sorted({s["path"] for s in steps if s["k"] == "edit"})
    ncalls = sum(1 for s in steps if s["k"] in ("cmd", "read", "edit", "mcp", "web", "todo"))
    engine = {"codex": "codex", "claude": "claude-code", "claude-transcript": "claude-code", "osmia": "claude-code"}[case["format"]]
    state = "Succeeded" if ok else case.get("state", "Failed")
    tr = {"id": rid, "ticket_id": case["ticket"], "engine": engine, "current_engine": engine,
          "engine_attempts": [engine], "state": state, "retry_count": case.get("retry", 0), "max_retries": 2,
          "files_changed": case.get("files_changed", len(edits)), "tool_calls_total": ncalls,
          "consecutive_identical_tools": case.get("ident", 1), "tokens_consumed": 60000 + 2300 * len(lines),
          "cost_usd": round(0.12 + 0.018 * len(lines), 3),
          "created_at": G._ts(base_min, 0), "updated_at": G._ts(base_min, len(lines) + 3)}
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2)
        f.write("\n")
    res = case.get("result")
    if res is None and case["format"] in ("codex", "claude-transcript"):
        res = case.get("summary") or ("Task completed; checks green." if ok else "Task failed: acceptance checks did not pass.")
    if res is not False and res is not None:
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump({"success": ok, "summary": res, "exit_code": 0 if ok else case.get("exit_code", 1)}, f, indent=2)
            f.write("\n")
    if case.get("watchdog"):
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(case["watchdog"], f, indent=2)
            f.write("\n")
    ev_out = [] if mode in ("unknown", "succeeded") and not case.get("keep_ev") else ev
    with open(os.path.join(HERE, "labels", rid + ".yaml"), "w") as f:
        f.write(f"mode: {mode}\nformat: {case['format']}\nnear_miss: {case.get('near_miss', '') or chr(39)*2}\n"
                f"evidence_lines: [{', '.join(str(x) for x in ev_out)}]\nwhy: {yq(case['why'])}\n")
    return rid, lines, ev_out, tr


def main():
    cases = []
    for mod in CASE_MODULES:
        try:
            m = importlib.import_module(mod)
        except ModuleNotFoundError as e:
            if e.name == mod:
                continue
            raise
        cases.extend(m.CASES)
    for p in ("runs", "labels"):
        shutil.rmtree(os.path.join(HERE, p), ignore_errors=True)
        os.makedirs(os.path.join(HERE, p))
    problems = []
    seen = set()
    stats = Counter()
    nm = Counter()
    alarming = 0
    for i, c in enumerate(cases):
        c["id"] = run_id(c["slug"])
        if c["id"] in seen:
            problems.append(f"duplicate id {c['id']}")
        seen.add(c["id"])
        for bad in ("oom", "perm", "loop", "scope", "confus", "wrong", "infra", "depend", "missing", "unknown", "creep", "deny", "denied"):
            if bad in c["slug"]:
                problems.append(f"{c['id']}: slug hints mode ({bad})")
        if c["mode"] not in MODES + ["succeeded"]:
            problems.append(f"{c['id']}: bad mode {c['mode']}")
        rid, lines, ev, tr = write_case(c, 480 + i * 97)
        n = len(lines)
        if not 20 <= n <= 120:
            problems.append(f"{rid}: {n} lines")
        text = G.dump_lines(lines).split("\n")[:-1]
        for j, t in enumerate(text, 1):
            try:
                json.loads(t)
            except Exception:
                problems.append(f"{rid}: line {j} not JSON")
        for e in ev:
            if not 1 <= e <= n:
                problems.append(f"{rid}: evidence line {e} out of range")
        if c["mode"] not in ("unknown", "succeeded") and not ev:
            problems.append(f"{rid}: no evidence lines")
        if (c["mode"] == "succeeded") != (tr["state"] == "Succeeded"):
            problems.append(f"{rid}: state/label disagree")
        for t in text:
            o = json.loads(t)
            cmd = o.get("item", {}).get("command", "") if isinstance(o.get("item"), dict) else ""
            if "\\n" in cmd:
                problems.append(f"{rid}: literal backslash-n in command")
        stats[(c["mode"], c["format"])] += 1
        if c.get("near_miss"):
            nm[c["near_miss"]] += 1
        if c["mode"] == "succeeded" and c.get("alarming"):
            alarming += 1
    modes = Counter(c["mode"] for c in cases)
    fmts = Counter(c["format"] for c in cases)
    print(f"runs: {len(cases)}")
    print("modes:", dict(modes))
    print("formats:", dict(fmts))
    print("near misses:", sum(nm.values()), dict(nm))
    print("succeeded with alarming words:", alarming)
    final = len(cases) >= 80
    if final:
        for m in MODES:
            if modes[m] < 8:
                problems.append(f"mode {m}: only {modes[m]}")
        if alarming < 8:
            problems.append("fewer than 8 alarming succeeded runs")
        if sum(nm.values()) < 25:
            problems.append("fewer than 25 near misses")
        if fmts["codex"] < 0.6 * len(cases):
            problems.append("codex under 60%")
        for f in FORMATS:
            if not fmts[f]:
                problems.append(f"format {f} absent")
    with open(os.path.join(HERE, "counts.json"), "w") as f:
        json.dump({"runs": len(cases), "modes": modes, "formats": fmts, "near_miss": nm,
                   "mode_format": {f"{a}|{b}": v for (a, b), v in sorted(stats.items())}}, f, indent=2)
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print("  " + p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
