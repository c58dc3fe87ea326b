#!/usr/bin/env python3
"""Deterministic generator + validator for the blind17 evaluation set."""
import hashlib, json, os, re, shutil, sys
import yaml
import gen_lib
import cases_env, cases_behaviour, cases_ok, cases_more

HERE = os.path.dirname(os.path.abspath(__file__))
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}

def cid(slug):
    return "q-%s-%s" % (slug, hashlib.sha256(("blind17" + slug).encode()).hexdigest()[:4])

def build():
    cases = cases_env.C + cases_behaviour.C + cases_more.C + cases_ok.C
    out = []
    counts = {f: 0 for f in FORMATS}
    for i, c in enumerate(cases):
        c = dict(c)
        c["id"] = cid(c["slug"])
        c["succeeded"] = c["mode"] == "succeeded"
        if c.get("fmt"):
            c["format"] = c["fmt"]
        else:  # least-used format first, ties broken by rotation
            c["format"] = min(FORMATS, key=lambda f: (counts[f], (FORMATS.index(f) - i) % 4))
        counts[c["format"]] += 1
        c["ticket"] = c["title"].split(":")[0]
        c["prompt_text"] = "# %s\n\n%s\n\n## Acceptance\n- The change is limited to what the ticket asks.\n- The relevant test suite passes.\n" % (c["title"], c["body"])
        core = c["steps"]
        r = gen_lib._rng(c["id"] + "pad")
        lo, hi = (62, 110) if c["long"] else (22, 44)
        target = r.randint(lo, hi)
        name = c["slug"].split("-")[0]
        n = 0
        while True:
            fill = gen_lib.filler(c["stack"], name, gen_lib._rng(c["id"] + "f"), n)
            cut = 1 if core[0]["k"] in ("text", "think") else 0
            c["steps"] = core[:cut] + fill + core[cut:]
            o = gen_lib.render(c)
            if len(o.lines) >= target or n >= 60:
                break
            n += 1
        c["_out"] = o
        out.append(c)
    return out

def write(cases):
    runs = os.path.join(HERE, "runs"); labels = os.path.join(HERE, "labels")
    for d in (runs, labels):
        if os.path.exists(d): shutil.rmtree(d)
        os.makedirs(d)
    for c in cases:
        d = os.path.join(runs, c["id"]); os.makedirs(d)
        o = c["_out"]
        with open(os.path.join(d, "events.ndjson"), "w") as f:
            f.write("\n".join(o.lines) + "\n")
        with open(os.path.join(d, "prompt.md"), "w") as f:
            f.write(c["prompt_text"])
        r = gen_lib._rng(c["id"] + "t")
        tools = sum(1 for s in c["steps"] if s["k"] in ("bash", "read", "grep", "edit", "write"))
        edits = sorted({s["path"] for s in c["steps"] if s["k"] in ("edit", "write")})
        files_changed = len(edits)
        for s in c["steps"]:
            if s["k"] == "bash" and "files changed" in s["out"]:
                files_changed = max(files_changed, int(s["out"].split("files changed")[0].split()[-1]))
            for pat in (r"(\d+)/\d+ files formatted", r"Fixed (\d+) of", r"Formatted (\d+) code files", r"Reformatted (\d+)", r"in (\d+) files"):
                mm = re.search(pat, s["out"]) if s["k"] == "bash" else None
                if mm: files_changed = max(files_changed, int(mm.group(1)))
        state = "Succeeded" if c["succeeded"] else ("TimedOut" if c.get("watchdog", {}).get("reason_code") == "stall" else "Failed")
        h = 8 + len(c["id"]) % 9
        tr = {"id": c["id"], "ticket_id": c["ticket"], "engine": ENGINE[c["format"]], "current_engine": ENGINE[c["format"]],
              "engine_attempts": [ENGINE[c["format"]]], "state": state, "retry_count": 0, "max_retries": 2,
              "files_changed": files_changed, "tool_calls_total": tools,
              "consecutive_identical_tools": c.get("watchdog", {}).get("call_count", 1) if c["mode"] == "model_confusion" else 1,
              "tokens_consumed": 60000 + 9000 * len(c["steps"]) + r.randint(0, 9000), "cost_usd": round(0.1 + 0.03 * len(c["steps"]), 2),
              "diagnosis_history": [], "created_at": "2026-11-21T%02d:05:00Z" % h, "updated_at": "2026-11-21T%02d:48:00Z" % h}
        with open(os.path.join(d, "taskrun.json"), "w") as f:
            json.dump(tr, f, indent=2)
        if c.get("watchdog"):
            with open(os.path.join(d, "watchdog.json"), "w") as f:
                json.dump(c["watchdog"], f, indent=2)
        ends = [s for s in c["steps"] if s["k"] == "end"]
        if ends and c["format"] != "claude-transcript" or c["succeeded"]:
            summ = ends[0]["summary"] if ends else ""
            with open(os.path.join(d, "result.json"), "w") as f:
                json.dump({"success": c["succeeded"], "summary": summ, "exit_code": 0 if c["succeeded"] else 1}, f, indent=2)
        ev = [] if c["mode"] in ("unknown", "succeeded") else o.ev
        lab = {"mode": c["mode"], "format": c["format"], "near_miss": c.get("near_miss", ""), "evidence_lines": ev, "why": c["why"]}
        with open(os.path.join(labels, c["id"] + ".yaml"), "w") as f:
            yaml.safe_dump(lab, f, sort_keys=False, allow_unicode=True, width=200)

def validate():
    runs = os.path.join(HERE, "runs"); labels = os.path.join(HERE, "labels")
    errs = []; table = {}; near = 0; lens = []
    banned = set(MODES) | {m.replace("_", " ") for m in MODES} | {m.replace("_", "-") for m in MODES}
    ids = sorted(os.listdir(runs))
    import re
    for rid in ids:
        if not re.fullmatch(r"q-[a-z0-9-]+-[0-9a-f]{4}", rid): errs.append("bad id " + rid)
        d = os.path.join(runs, rid)
        lp = os.path.join(labels, rid + ".yaml")
        if not os.path.exists(lp): errs.append("no label " + rid); continue
        lab = yaml.safe_load(open(lp))
        for k in ("mode", "format", "near_miss", "evidence_lines", "why"):
            if k not in lab: errs.append("%s label missing %s" % (rid, k))
        lines = open(os.path.join(d, "events.ndjson")).read().splitlines()
        lens.append(len(lines))
        if not 20 <= len(lines) <= 120: errs.append("%s has %d lines" % (rid, len(lines)))
        for i, l in enumerate(lines, 1):
            try: json.loads(l)
            except Exception: errs.append("%s line %d not JSON" % (rid, i))
        ev = lab["evidence_lines"]
        if any(not (1 <= e <= len(lines)) for e in ev): errs.append(rid + " evidence out of range")
        if lab["mode"] not in ("unknown", "succeeded") and not ev: errs.append(rid + " no evidence")
        if lab["mode"] in ("unknown", "succeeded") and ev: errs.append(rid + " evidence on " + lab["mode"])
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        if (lab["mode"] == "succeeded") != (tr["state"] == "Succeeded"): errs.append(rid + " state/label disagree")
        if lab["mode"] != "succeeded" and tr["state"] not in ("Failed", "TimedOut"): errs.append(rid + " failed run without failed state")
        rp = os.path.join(d, "result.json")
        if os.path.exists(rp) and json.load(open(rp))["success"] != (lab["mode"] == "succeeded"): errs.append(rid + " result.json disagrees")
        text = (rid + open(os.path.join(d, "prompt.md")).read() + json.dumps(tr)).lower()
        for b in banned:
            if b in text: errs.append("%s mentions %r" % (rid, b))
        if lab["near_miss"]:
            near += 1
            if lab["near_miss"] == lab["mode"] or lab["near_miss"] not in MODES + ["succeeded"]: errs.append(rid + " bad near_miss")
        table.setdefault(lab["mode"], {f: 0 for f in FORMATS})[lab["format"]] += 1
    n = len(ids)
    if n < 80: errs.append("only %d runs" % n)
    for m in MODES:
        if sum(table.get(m, {}).values()) < 8: errs.append("mode %s has < 8 runs" % m)
    if sum(table.get("succeeded", {}).values()) < 8: errs.append("< 8 succeeded")
    if near < 25: errs.append("only %d near-misses" % near)
    # print summary
    print("%-22s" % "mode" + "".join("%19s" % f for f in FORMATS) + "   total")
    for m in MODES + ["succeeded"]:
        row = table.get(m, {f: 0 for f in FORMATS})
        print("%-22s" % m + "".join("%19d" % row[f] for f in FORMATS) + "%8d" % sum(row.values()))
    tot = {f: sum(table[m][f] for m in table) for f in FORMATS}
    print("%-22s" % "total" + "".join("%19d" % tot[f] for f in FORMATS) + "%8d" % n)
    print("near-misses: %d   stream lines: min %d, max %d, >=60: %d" % (near, min(lens), max(lens), sum(1 for x in lens if x >= 60)))
    if errs:
        print("\nVALIDATION ERRORS:"); [print(" -", e) for e in errs]; sys.exit(1)
    print("validation: OK")

if __name__ == "__main__":
    cs = build()
    write(cs)
    validate()
