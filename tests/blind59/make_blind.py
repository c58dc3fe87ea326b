#!/usr/bin/env python3
"""Generate and validate the blind69 evaluation set (runs/ and labels/).

Deterministic: same scenarios -> byte-identical output. Exits non-zero if any check fails.
Usage: python3 make_blind.py
"""
import json
import os
import re
import shutil
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import engine  # noqa: E402
import prelude  # noqa: E402
import scen_infra, scen_perm_dep, scen_test_wrong, scen_scope_conf, scen_unknown_ok  # noqa: E402

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown", "succeeded"]
FAILED = MODES[:8]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
MODE_WORDS = ["oom", "perm", "dep", "scope", "confus", "wrong", "infra", "unknown", "succe", "fail",
              "creep", "misunder", "missing", "denied", "loop"]

ENGINE_OF = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex"}


def all_scenarios():
    out = []
    for mod in (scen_infra, scen_perm_dep, scen_test_wrong, scen_scope_conf, scen_unknown_ok):
        for sc in mod.SCENARIOS:
            if sc.get("prelude", True):
                sc["steps"] = prelude.prelude(sc) + sc["steps"]
            if sc["end"]["kind"] != "killed" and len(engine.render(sc)[0].lines) < 22:
                ep = prelude.epilogue(sc)
                at = len(sc["steps"]) - 1 if sc["steps"][-1]["k"] == "say" else len(sc["steps"])
                sc["steps"][at:at] = ep
            out.append(sc)
    return out


def jdump(o):
    return json.dumps(o, indent=2, ensure_ascii=False) + "\n"


def ystr(s):
    return json.dumps(s, ensure_ascii=False)


def write_run(sc, root):
    o, endline = engine.render(sc)
    ev = engine.evidence(sc, o, endline)
    calls, files, ident = engine.tool_stats(sc)
    d = os.path.join(root, "runs", sc["id"])
    os.makedirs(d)
    ok = sc["mode"] == "succeeded"
    state = sc.get("state") or ("Succeeded" if ok else "Failed")
    eng = sc.get("engine") or ENGINE_OF[sc["fmt"]]
    clk = engine.Clock(sc["id"])
    created = clk.iso()
    clk.tick(60 + len(o.lines) * 9)
    tr = {
        "id": sc["id"], "ticket_id": sc["title"].split(":")[0], "engine": eng, "current_engine": eng,
        "engine_attempts": [eng], "state": state, "retry_count": sc.get("retry_count", 0), "max_retries": 2,
        "files_changed": sc.get("files_changed", files), "tool_calls_total": calls,
        "consecutive_identical_tools": ident, "tokens_consumed": 30000 + len(o.lines) * 4700,
        "cost_usd": round(0.05 + len(o.lines) * 0.011, 2), "diagnosis_history": sc.get("diagnosis_history", []),
        "created_at": created, "updated_at": clk.iso(),
    }
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        f.write(jdump(tr))
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(sc["prompt_text"].rstrip("\n") + "\n")
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        f.write("\n".join(o.lines) + "\n")
    if "watchdog" in sc:
        w = dict(sc["watchdog"])
        w.setdefault("call_count", ident)
        w.setdefault("tokens_consumed", tr["tokens_consumed"])
        w.setdefault("cost_estimate_usd", tr["cost_usd"])
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            f.write(jdump(w))
    res = sc.get("result", "auto")
    if res == "auto":
        end = sc["end"]
        if end["kind"] == "result":
            res = {"success": bool(end["success"]), "summary": end["summary"], "exit_code": 0 if end["success"] else 1}
        else:
            res = None
    if res is not None:
        with open(os.path.join(d, "result.json"), "w") as f:
            f.write(jdump(res))
    lab = os.path.join(root, "labels", sc["id"] + ".yaml")
    with open(lab, "w") as f:
        f.write(f"mode: {sc['mode']}\nformat: {sc['fmt']}\nnear_miss: {sc['near'] or ''}\n")
        f.write("evidence_lines: [" + ", ".join(str(x) for x in ev) + "]\n")
        f.write(f"why: {ystr(sc['why'])}\n")
    return o, ev, tr, res


def validate(scs, rendered):
    errs = []
    ids = [s["id"] for s in scs]
    for i, c in Counter(ids).items():
        if c > 1:
            errs.append(f"duplicate id {i}")
    for sc, (o, ev, tr, res) in zip(scs, rendered):
        rid = sc["id"]
        if not re.fullmatch(r"m4-[a-z0-9-]+", rid):
            errs.append(f"{rid}: bad id")
        for w in MODE_WORDS:
            if w in rid:
                errs.append(f"{rid}: id contains mode word {w!r}")
        if sc["mode"] not in MODES or sc["fmt"] not in FORMATS:
            errs.append(f"{rid}: bad mode/format")
        if sc["near"] and (sc["near"] not in MODES or sc["near"] == sc["mode"]):
            errs.append(f"{rid}: bad near_miss {sc['near']}")
        path = os.path.join(HERE, "runs", rid, "events.ndjson")
        lines = open(path, encoding="utf-8").read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        if not 20 <= len(lines) <= 120:
            errs.append(f"{rid}: {len(lines)} lines")
        for n, l in enumerate(lines, 1):
            try:
                obj = json.loads(l)
            except ValueError:
                errs.append(f"{rid}:{n} not JSON")
                continue
            if obj.get("type") in ("item.started", "item.completed"):
                cmd = obj["item"].get("command", "")
                if "\\n" in cmd:
                    errs.append(f"{rid}:{n} literal backslash-n in codex command")
        # evidence
        failed_mode = sc["mode"] in FAILED and sc["mode"] != "unknown"
        if failed_mode and not ev:
            errs.append(f"{rid}: no evidence lines")
        if not failed_mode and ev:
            errs.append(f"{rid}: evidence on {sc['mode']}")
        for x in ev:
            if not 1 <= x <= len(lines):
                errs.append(f"{rid}: evidence line {x} out of range")
        # state / result agreement
        last = json.loads(lines[-1])
        if sc["mode"] == "succeeded":
            if tr["state"] != "Succeeded" or (res and (not res["success"] or res["exit_code"] != 0)):
                errs.append(f"{rid}: succeeded but state/result disagree")
            if last.get("type") == "result" and (last.get("is_error") or last.get("success") is False):
                errs.append(f"{rid}: succeeded but final stream result is an error")
            if last.get("type") == "turn.failed" or "watchdog" in sc:
                errs.append(f"{rid}: succeeded but turn failed / watchdog")
        else:
            if tr["state"] not in ("Failed", "TimedOut"):
                errs.append(f"{rid}: failed mode but state {tr['state']}")
            if res is not None and res.get("success"):
                errs.append(f"{rid}: failed mode but result success")
            if res is None and "watchdog" not in sc:
                errs.append(f"{rid}: failed run with neither result.json nor watchdog.json")
        if sc["fmt"] == "claude-transcript" and any(json.loads(l).get("type") == "result" for l in lines):
            errs.append(f"{rid}: transcript with a result line")
    # counts
    modes = Counter(s["mode"] for s in scs)
    fmts = Counter(s["fmt"] for s in scs)
    near = sum(1 for s in scs if s["near"])
    if len(scs) < 80:
        errs.append(f"only {len(scs)} runs")
    for m in FAILED:
        if modes[m] < 8:
            errs.append(f"mode {m}: {modes[m]} < 8")
    if modes["succeeded"] < 8:
        errs.append("fewer than 8 succeeded runs")
    if near < 25:
        errs.append(f"only {near} near misses")
    for f in FORMATS:
        if fmts[f] < (5 if f == "osmia" else 15):
            errs.append(f"format {f}: only {fmts[f]}")
    return errs


def table(scs):
    rows = ["| mode | " + " | ".join(FORMATS) + " | total |", "|---|" + "---|" * (len(FORMATS) + 1)]
    for m in MODES:
        c = [sum(1 for s in scs if s["mode"] == m and s["fmt"] == f) for f in FORMATS]
        rows.append(f"| {m} | " + " | ".join(map(str, c)) + f" | {sum(c)} |")
    c = [sum(1 for s in scs if s["fmt"] == f) for f in FORMATS]
    rows.append("| **total** | " + " | ".join(map(str, c)) + f" | {sum(c)} |")
    return "\n".join(rows)


def near_table(scs):
    c = Counter((s["mode"], s["near"]) for s in scs if s["near"])
    rows = ["| labelled mode | naive keyword reader would say | runs |", "|---|---|---|"]
    for (m, n), k in sorted(c.items()):
        rows.append(f"| {m} | {n} | {k} |")
    rows.append(f"| **total** | | {sum(c.values())} |")
    return "\n".join(rows)


def main():
    scs = all_scenarios()
    for sub in ("runs", "labels"):
        shutil.rmtree(os.path.join(HERE, sub), ignore_errors=True)
        os.makedirs(os.path.join(HERE, sub))
    rendered = [write_run(sc, HERE) for sc in scs]
    errs = validate(scs, rendered)
    with open(os.path.join(HERE, "COUNTS.md"), "w") as f:
        f.write("## Counts (mode x format)\n\n" + table(scs) + "\n\n## Near misses\n\n" + near_table(scs) + "\n")
    print(table(scs))
    print()
    print(near_table(scs))
    if errs:
        print("\nVALIDATION FAILED:")
        for e in errs:
            print("  -", e)
        sys.exit(1)
    print(f"\nOK: {len(scs)} runs written and validated.")


if __name__ == "__main__":
    main()
