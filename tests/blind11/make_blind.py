#!/usr/bin/env python3
"""Deterministic generator + validator for the blind set. Run: python3 make_blind.py"""
import json, os, re, shutil, sys, collections
import yaml
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_lib import render, FORMATS, MODES, h, STACKS, MAINSTREAM, pick
import cases_env, cases_behaviour, cases_other

OUT = os.path.dirname(os.path.abspath(__file__))
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}
MODE_WORDS = MODES + ["succeeded"] + [m.replace("_", " ") for m in MODES] + [m.replace("_", "-") for m in MODES]


def all_cases():
    cases = cases_env.CASES + cases_behaviour.CASES + cases_other.CASES
    for i, c in enumerate(cases):
        c.setdefault("fmt", FORMATS[i % 4])
        c["id"] = "r-%s-%s" % (c["slug"], h(c["slug"], 4))
    return cases


def build(c):
    fmt = c["fmt"]
    failed = c["mode"] != "succeeded"
    c["failed"] = failed
    if c.get("watchdog"):
        c["no_result"] = True
    c["prompt"] = "# %s: %s\n\n%s\n" % (c["ticket"], c["title"], c["body"].strip())
    lines, marks, final_line = render(c, fmt)
    ev = []
    for i, st in enumerate(c["steps"]):
        e = st.get("ev")
        if not e:
            continue
        if st["k"] in ("say", "provider"):
            ev.append(marks[i][0])
        elif e == "call":
            ev.append(marks[i][0])
        else:
            ev.append(marks[i][1])
    if c.get("ev_final") and final_line:
        ev.append(final_line)
    ev = sorted(set(ev))
    d = os.path.join(OUT, "runs", c["id"])
    os.makedirs(d)
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        for l in lines:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(c["prompt"])
    n_tools = sum(1 for s in c["steps"] if s["k"] == "tool")
    edits = {s["input"]["file_path"] for s in c["steps"] if s["k"] == "tool" and s["name"] in ("Edit", "MultiEdit", "Write")}
    state = c.get("state") or ("Failed" if failed else "Succeeded")
    created = "2026-11-%02dT%02d:%02d:%02dZ" % (17 + int(h(c["id"], 2), 16) % 5, 8 + int(h(c["id"] + "h", 2), 16) % 9,
                                               int(h(c["id"] + "m", 2), 16) % 60, int(h(c["id"] + "s", 2), 16) % 60)
    tr = {"id": c["id"], "ticket_id": c["ticket"], "engine": ENGINE[fmt], "current_engine": ENGINE[fmt],
          "engine_attempts": [ENGINE[fmt]], "state": state, "retry_count": 0, "max_retries": 2,
          "files_changed": c.get("files_changed", len(edits)), "tool_calls_total": n_tools,
          "consecutive_identical_tools": c.get("identical", 1), "tokens_consumed": 60000 + int(h(c["id"], 5), 16) % 400000,
          "cost_usd": round(0.1 + (int(h(c["id"], 3), 16) % 200) / 100, 2), "diagnosis_history": [],
          "created_at": created, "updated_at": created[:-3] + "59Z"}
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2)
    if c.get("watchdog"):
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(c["watchdog"], f, indent=2)
    res = c.get("result")
    if res is None and not c.get("no_result_json"):
        res = {"success": not failed, "summary": c.get("summary") or (pick(c.get("final_error"), fmt) or c.get("final_text") or "")[:400],
               "exit_code": 0 if not failed else 1}
    if res:
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump(res, f, indent=2)
    label = {"mode": c["mode"], "format": fmt, "near_miss": c.get("near_miss", ""), "evidence_lines": ev, "why": c["why"]}
    with open(os.path.join(OUT, "labels", c["id"] + ".yaml"), "w") as f:
        yaml.safe_dump(label, f, sort_keys=False, allow_unicode=True, width=200)
    return c, len(lines)


def validate(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    cnt = collections.Counter(c["mode"] for c in cases)
    fmts = collections.Counter(c["fmt"] for c in cases)
    nm = sum(1 for c in cases if c.get("near_miss"))
    if not 80 <= len(cases) <= 95:
        errs.append("run count %d" % len(cases))
    for m in MODES:
        if cnt[m] < 8:
            errs.append("mode %s has %d" % (m, cnt[m]))
    if cnt["succeeded"] < 8:
        errs.append("succeeded %d" % cnt["succeeded"])
    if nm < 30:
        errs.append("near-misses %d" % nm)
    if max(fmts.values()) - min(fmts.values()) > 2:
        errs.append("formats uneven %s" % fmts)
    for c in cases:
        rid = c["id"]
        d = os.path.join(OUT, "runs", rid)
        if not re.fullmatch(r"r-[a-z0-9-]+-[0-9a-f]{4}", rid):
            errs.append("bad id " + rid)
        lines = open(os.path.join(d, "events.ndjson")).read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        for j, l in enumerate(lines):
            try:
                json.loads(l)
            except Exception:
                errs.append("%s line %d not JSON" % (rid, j + 1))
        if not 20 <= len(lines) <= 120:
            errs.append("%s has %d lines" % (rid, len(lines)))
        lab = yaml.safe_load(open(os.path.join(OUT, "labels", rid + ".yaml")))
        for k in ("mode", "format", "near_miss", "evidence_lines", "why"):
            if k not in lab:
                errs.append("%s label lacks %s" % (rid, k))
        if lab["mode"] not in MODES + ["succeeded"]:
            errs.append(rid + " bad mode")
        if lab["near_miss"] and (lab["near_miss"] not in MODES + ["succeeded"] or lab["near_miss"] == lab["mode"]):
            errs.append(rid + " bad near_miss")
        for e in lab["evidence_lines"]:
            if not 1 <= e <= len(lines):
                errs.append("%s evidence line %d out of range" % (rid, e))
        if lab["mode"] not in ("unknown", "succeeded") and not lab["evidence_lines"]:
            errs.append(rid + " no evidence")
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        if lab["mode"] == "succeeded":
            if tr["state"] != "Succeeded":
                errs.append(rid + " state")
        elif tr["state"] not in ("Failed", "TimedOut"):
            errs.append(rid + " state")
        last = json.loads(lines[-1])
        if lab["mode"] == "succeeded" and (last.get("is_error") or last.get("type") == "turn.failed" or last.get("success") is False):
            errs.append(rid + " succeeded but stream ends in error")
        blob = (rid + open(os.path.join(d, "prompt.md")).read() + json.dumps({k: v for k, v in tr.items() if k != "state"})).lower()
        for w in MODE_WORDS:
            if re.search(r"\b%s\b" % re.escape(w), blob):
                errs.append("%s mentions mode word %r" % (rid, w))
    return errs, cnt, fmts, nm


def main():
    for sub in ("runs", "labels"):
        shutil.rmtree(os.path.join(OUT, sub), ignore_errors=True)
        os.makedirs(os.path.join(OUT, sub))
    cases = all_cases()
    lens = []
    for c in cases:
        _, n = build(c)
        lens.append(n)
    errs, cnt, fmts, nm = validate(cases)
    modes = MODES + ["succeeded"]
    print("%-22s" % "mode" + "".join("%18s" % f for f in FORMATS) + "%7s" % "total")
    for m in modes:
        row = [sum(1 for c in cases if c["mode"] == m and c["fmt"] == f) for f in FORMATS]
        print("%-22s" % m + "".join("%18d" % x for x in row) + "%7d" % sum(row))
    print("%-22s" % "total" + "".join("%18d" % fmts[f] for f in FORMATS) + "%7d" % len(cases))
    ms = sum(1 for c in cases if c.get("stack") in MAINSTREAM)
    print("near-misses: %d   mainstream stacks: %d/%d   stream lines: %d..%d" % (nm, ms, len(cases), min(lens), max(lens)))
    nmc = collections.Counter(c.get("near_miss") for c in cases if c.get("near_miss"))
    print("near-miss decoys:", dict(nmc))
    if errs:
        print("VALIDATION FAILED:")
        for e in errs:
            print("  -", e)
        sys.exit(1)
    print("validation: OK")


if __name__ == "__main__":
    main()
