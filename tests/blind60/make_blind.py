#!/usr/bin/env python3
"""Generate and validate the blind70 evaluation set (runs/ and labels/).

Usage: python3 make_blind.py            # regenerate runs/, labels/, README counts; validate
       python3 make_blind.py --check    # validate existing output only
Deterministic: the same sources always give byte-identical output.
"""
import json
import os
import re
import shutil
import sys
from collections import Counter
from datetime import datetime, timedelta, timezone

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from blindgen import B, render  # noqa: E402
import scen_infra_perm, scen_dep_test, scen_wrong_scope, scen_loop_unknown_ok  # noqa: E402

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding", "wrong_approach",
         "scope_creep", "model_confusion", "unknown", "succeeded"]
FAILED_MODES = MODES[:8]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
BANNED_SLUG_WORDS = ["oom", "perm", "dep", "scope", "confus", "wrong", "infra", "unknown", "succeed", "fail",
                     "missing", "loop", "misunder", "creep", "blocked"]

RUNS = os.path.join(HERE, "runs")
LABELS = os.path.join(HERE, "labels")


def all_scenarios():
    out = []
    for m in (scen_infra_perm, scen_dep_test, scen_wrong_scope, scen_loop_unknown_ok):
        out.extend(m.SC)
    return out


def topdir(sc):
    for st in sc["steps"]:
        p = st.get("path")
        if p and not p.startswith("/"):
            return p.split("/")[0]
    return "src"


def prelude(sc, k):
    """k generic exploration steps put before the scenario's own steps."""
    t = sc["ticket"].lower()
    d = topdir(sc)
    cands = [
        B("git status --short && git log --oneline -5",
          f"a1c9e02 Merge pull request #{400 + len(sc['id'])} from acme/release-train\n"
          f"7be3f41 {sc['ticket'].split('-')[0].lower()}: tighten input validation\n"
          "3d0a8c7 ci: pin runner image\n5f2e19b chore(deps): bump lockfile\n0c41aa3 docs: update SECURITY.md\n"),
        B(f"ls {d}", "\n".join(sorted({(st.get('path') or '').split('/')[1] if (st.get('path') or '').startswith(d + '/') and
                                       len((st.get('path') or '').split('/')) > 1 else '' for st in sc['steps']} - {''}) or ["__init__.py"]) + "\n"),
        B(f"git grep -n -i '{t}' -- . ':!*.lock' | head -5", "", rc=1),
        B("ls -a", ".git\n.github\n.gitignore\nMakefile\nREADME.md\n" + d + "\ntests\n"),
        B("cat .github/CODEOWNERS 2>/dev/null | head -5", f"* @acme/platform\n/{d}/ @acme/security-eng\n"),
        B("git branch --show-current", f"agent/{t}\n"),
        B("ls tests", "conftest.py\n" + d + "\nfixtures\n"),
        B("head -20 README.md", "# " + sc["ticket"].split("-")[0].lower() + "-service\n\nInternal service owned by security engineering.\n\n## Development\n\nSee CONTRIBUTING.md. Run the test suite before opening a PR.\n"),
    ]
    return cands[:k]


def count_tools(sc):
    return sum(1 for s in sc["steps"] if s["k"] not in ("say", "think", "raw"))


def files_changed(sc):
    paths = set()
    for s in sc["steps"]:
        if s["k"] in ("edit", "write"):
            paths.add(s["path"])
        elif s["k"] == "fc":
            paths.update(s["paths"])
    n = len(paths)
    for s in sc["steps"]:
        if s["k"] == "bash":
            for m in re.finditer(r"(\d+) files? changed", s["out"]):
                n = max(n, int(m.group(1)))
    return n


def longest_identical(sc):
    best, cur, prev = 0, 0, None
    for s in sc["steps"]:
        if s["k"] in ("say", "think", "raw"):
            continue
        key = json.dumps({k: v for k, v in s.items() if k != "ev"}, sort_keys=True)
        cur = cur + 1 if key == prev else 1
        prev = key
        best = max(best, cur)
    return best


def build(sc, idx):
    start = datetime(2026, 11, 17, 8, 0, tzinfo=timezone.utc) + timedelta(hours=7 * idx, minutes=(idx * 13) % 60)
    base_steps = sc["steps"]
    ctx = None
    for k in range(0, 1 if sc.get("no_prelude") else 9):
        sc2 = dict(sc, steps=prelude(sc, k) + base_steps,
                   prompt=f"# {sc['ticket']}: {sc['title']}\n\n{sc['body']}\n")
        ctx = render(sc2, start)
        if len(ctx.lines) >= 22 or k == 8 or sc.get("no_prelude"):
            break
    return sc2, ctx, start


def write_run(sc, ctx, start):
    d = os.path.join(RUNS, sc["id"])
    os.makedirs(d, exist_ok=True)
    end = ctx.t + timedelta(seconds=20)
    succeeded = sc["mode"] == "succeeded"
    state = sc.get("state") or ("Succeeded" if succeeded else "Failed")
    engine = "codex" if sc["fmt"] == "codex" else "claude-code"
    tokens = 60000 + 9000 * len(ctx.lines) + (len(sc["id"]) * 1371) % 20000
    cost = round(tokens / 400000, 2)
    taskrun = {"id": sc["id"], "ticket_id": sc["ticket"], "engine": engine, "current_engine": engine,
               "engine_attempts": [engine], "state": state, "retry_count": 0, "max_retries": 2,
               "files_changed": files_changed(sc), "tool_calls_total": count_tools(sc),
               "consecutive_identical_tools": longest_identical(sc), "tokens_consumed": tokens, "cost_usd": cost,
               "diagnosis_history": [], "created_at": start.strftime("%Y-%m-%dT%H:%M:%SZ"),
               "updated_at": end.strftime("%Y-%m-%dT%H:%M:%SZ")}
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        json.dump(taskrun, f, indent=2)
        f.write("\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(sc["prompt"])
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        f.write("\n".join(ctx.lines) + "\n")
    if "result" in sc:
        res = sc["result"]
    elif sc.get("watchdog"):
        res = None
    else:
        res = {"success": succeeded, "summary": "", "exit_code": 0 if succeeded else 1}
    if res is not None:
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump(res, f, indent=2)
            f.write("\n")
    if sc.get("watchdog"):
        wd = dict(sc["watchdog"])
        wd.setdefault("tokens_consumed", tokens)
        wd.setdefault("cost_estimate_usd", cost)
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(wd, f, indent=2)
            f.write("\n")


def write_label(sc, ev):
    if sc["mode"] in ("unknown", "succeeded"):
        ev = []
    near = sc.get("near") or '""'
    evs = ", ".join(str(e) for e in ev)
    why = json.dumps(sc["why"], ensure_ascii=False)
    txt = f"mode: {sc['mode']}\nformat: {sc['fmt']}\nnear_miss: {near}\nevidence_lines: [{evs}]\nwhy: {why}\n"
    with open(os.path.join(LABELS, sc["id"] + ".yaml"), "w") as f:
        f.write(txt)


# ------------------------------------------------------------------ validation
def read_label(path):
    lab = {}
    for line in open(path):
        k, _, v = line.rstrip("\n").partition(": ")
        v = v.strip()
        if k == "evidence_lines":
            lab[k] = [int(x) for x in v.strip("[]").split(",") if x.strip()]
        elif k == "why":
            lab[k] = json.loads(v)
        else:
            lab[k] = "" if v == '""' else v
    return lab


def detect_format(lines):
    first = lines[0]
    if first.get("type") == "thread.started":
        return "codex"
    if "sessionId" in first and "parentUuid" in first:
        return "claude-transcript"
    if first.get("type") == "system" and "tools" in first:
        return "claude"
    if first.get("type") == "system":
        return "osmia"
    return "?"


def validate():
    errs = []
    ids = sorted(os.listdir(RUNS))
    labels = {}
    for rid in ids:
        d = os.path.join(RUNS, rid)
        lp = os.path.join(LABELS, rid + ".yaml")
        if not os.path.exists(lp):
            errs.append(f"{rid}: no label")
            continue
        lab = read_label(lp)
        labels[rid] = lab
        if not rid.startswith("n4-") or not re.fullmatch(r"[A-Za-z0-9._-]+", rid):
            errs.append(f"{rid}: bad id")
        for w in BANNED_SLUG_WORDS:
            if w in rid[3:]:
                errs.append(f"{rid}: slug contains mode word {w!r}")
        if lab["mode"] not in MODES:
            errs.append(f"{rid}: bad mode")
        if lab["near_miss"] and (lab["near_miss"] not in MODES or lab["near_miss"] == lab["mode"]):
            errs.append(f"{rid}: bad near_miss")
        raw = open(os.path.join(d, "events.ndjson"), encoding="utf-8").read()
        if not raw.endswith("\n"):
            errs.append(f"{rid}: events.ndjson lacks final newline")
        rows = raw.splitlines()
        objs = []
        for i, l in enumerate(rows, 1):
            try:
                objs.append(json.loads(l))
            except ValueError:
                errs.append(f"{rid}: line {i} not JSON")
        if not 20 <= len(rows) <= 120:
            errs.append(f"{rid}: {len(rows)} lines")
        fmt = detect_format(objs)
        if fmt != lab["format"]:
            errs.append(f"{rid}: format {fmt} != label {lab['format']}")
        for e in lab["evidence_lines"]:
            if not 1 <= e <= len(rows):
                errs.append(f"{rid}: evidence line {e} out of range")
        if lab["mode"] in ("unknown", "succeeded"):
            if lab["evidence_lines"]:
                errs.append(f"{rid}: evidence for {lab['mode']}")
        elif not lab["evidence_lines"]:
            errs.append(f"{rid}: no evidence lines")
        if "\\n" in raw.replace("\\\\n", "") and fmt == "codex":
            # literal backslash-n inside a decoded command string is forbidden
            for o in objs:
                cmd = o.get("item", {}).get("command", "")
                if "\\n" in cmd:
                    errs.append(f"{rid}: literal backslash-n in codex command")
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        res = json.load(open(os.path.join(d, "result.json"))) if os.path.exists(os.path.join(d, "result.json")) else None
        wd = os.path.exists(os.path.join(d, "watchdog.json"))
        last = objs[-1]
        if lab["mode"] == "succeeded":
            if tr["state"] != "Succeeded" or not res or res.get("success") is not True or wd:
                errs.append(f"{rid}: succeeded label but state/result disagree")
            if fmt == "claude" and (last.get("type") != "result" or last.get("is_error")):
                errs.append(f"{rid}: claude stream does not end in a clean result")
            if fmt == "codex" and last.get("type") != "turn.completed":
                errs.append(f"{rid}: codex stream does not end in turn.completed")
            if fmt == "osmia" and not (last.get("type") == "result" and last.get("success") is True):
                errs.append(f"{rid}: osmia result not success")
        else:
            if tr["state"] not in ("Failed", "TimedOut"):
                errs.append(f"{rid}: failed label but state {tr['state']}")
            if res and res.get("success") is not False:
                errs.append(f"{rid}: failed label but result.json success is not false")
            if fmt == "osmia" and last.get("type") == "result" and last.get("success"):
                errs.append(f"{rid}: osmia result success on failed run")
        if fmt == "claude-transcript" and any(o.get("type") == "result" for o in objs):
            errs.append(f"{rid}: transcript has result line")
    modes = Counter(l["mode"] for l in labels.values())
    fmts = Counter(l["format"] for l in labels.values())
    near = sum(1 for l in labels.values() if l["near_miss"])
    if len(labels) < 80:
        errs.append(f"only {len(labels)} runs")
    for m in FAILED_MODES:
        if modes[m] < 8:
            errs.append(f"only {modes[m]} runs of {m}")
    if modes["succeeded"] < 8:
        errs.append("fewer than 8 succeeded")
    if near < 25:
        errs.append(f"only {near} near misses")
    for f in FORMATS:
        if fmts[f] < 1:
            errs.append(f"format {f} missing")
    return errs, labels


def counts_table(labels):
    hdr = "| mode | " + " | ".join(FORMATS) + " | total |\n|---|" + "---|" * (len(FORMATS) + 1) + "\n"
    rows = ""
    for m in MODES:
        c = [sum(1 for l in labels.values() if l["mode"] == m and l["format"] == f) for f in FORMATS]
        rows += f"| {m} | " + " | ".join(map(str, c)) + f" | {sum(c)} |\n"
    tot = [sum(1 for l in labels.values() if l["format"] == f) for f in FORMATS]
    rows += "| **total** | " + " | ".join(map(str, tot)) + f" | {sum(tot)} |\n"
    return hdr + rows


def near_table(labels):
    c = Counter((l["mode"], l["near_miss"]) for l in labels.values() if l["near_miss"])
    s = "| label (truth) | naive keyword reader would say | runs |\n|---|---|---|\n"
    for (m, n), k in sorted(c.items()):
        s += f"| {m} | {n} | {k} |\n"
    s += f"| **total** | | {sum(c.values())} |\n"
    return s


def update_readme(labels):
    p = os.path.join(HERE, "README.md")
    txt = open(p).read()
    txt = re.sub(r"<!-- counts -->.*<!-- /counts -->", "<!-- counts -->\n" + counts_table(labels) + "<!-- /counts -->", txt, flags=re.S)
    txt = re.sub(r"<!-- near -->.*<!-- /near -->", "<!-- near -->\n" + near_table(labels) + "<!-- /near -->", txt, flags=re.S)
    open(p, "w").write(txt)


def main():
    if "--check" not in sys.argv:
        for d in (RUNS, LABELS):
            shutil.rmtree(d, ignore_errors=True)
            os.makedirs(d)
        seen = set()
        for i, sc in enumerate(all_scenarios()):
            if sc["id"] in seen:
                print("duplicate id", sc["id"])
                return 1
            seen.add(sc["id"])
            sc2, ctx, start = build(sc, i)
            write_run(sc2, ctx, start)
            write_label(sc2, ctx.ev)
    errs, labels = validate()
    if "--check" not in sys.argv and os.path.exists(os.path.join(HERE, "README.md")):
        update_readme(labels)
    for e in errs:
        print("CHECK FAILED:", e)
    print(counts_table(labels))
    print("near misses:", sum(1 for l in labels.values() if l["near_miss"]))
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
