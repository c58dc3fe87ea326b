#!/usr/bin/env python3
"""Deterministic generator + validator for the k blind set. Usage: python3 make_blind.py"""
import glob
import importlib
import json
import os
import re
import shutil
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib as G  # noqa: E402

ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}


def collect():
    runs = []
    for path in sorted(glob.glob(os.path.join(HERE, "cases_*.py"))):
        mod = importlib.import_module(os.path.basename(path)[:-3])
        runs.extend(mod.cases())
    # spread formats: round robin per mode with a per-mode offset, pinned formats kept
    per_mode = defaultdict(int)
    order = G.MODES + ["succeeded"]
    for r in runs:
        if r.fmt is None:
            i = per_mode[r.mode]
            per_mode[r.mode] += 1
            r.fmt = G.FORMATS[(i + order.index(r.mode)) % 4]
    # night-fleet sessions are long-ish: most runs are padded with exploration to 60-115 lines
    import random
    for r in runs:
        rng = random.Random("len:" + r.slug)
        if rng.random() < 0.85:
            r.target = max(r.target or 0, rng.randrange(64, 112))
    return runs


def write(runs):
    for d in ("runs", "labels"):
        shutil.rmtree(os.path.join(HERE, d), ignore_errors=True)
        os.makedirs(os.path.join(HERE, d))
    for r in runs:
        cid = r.case_id
        em = G.Emitter(r, r.fmt)
        lines, ev = em.render()
        d = os.path.join(HERE, "runs", cid)
        os.makedirs(d)
        with open(os.path.join(d, "events.ndjson"), "w") as fh:
            for ln in lines:
                fh.write(ln + "\n")
        with open(os.path.join(d, "prompt.md"), "w") as fh:
            fh.write(r.prompt.strip() + "\n")
        state = r.state or ("Succeeded" if r.mode == "succeeded" else "Failed")
        eng = ENGINE[r.fmt]
        tr = {"id": cid, "ticket_id": r.ticket, "engine": eng, "current_engine": eng, "engine_attempts": [eng],
              "state": state, "retry_count": r.retry_count, "max_retries": 2, "files_changed": len(em.paths),
              "tool_calls_total": len(em.tool_calls), "consecutive_identical_tools": G.consecutive_identical(em.tool_calls),
              "tokens_consumed": em.rng.randrange(60000, 900000), "cost_usd": round(em.rng.uniform(0.3, 4.5), 2),
              "diagnosis_history": [], "created_at": em.start.strftime("%Y-%m-%dT%H:%M:%SZ"),
              "updated_at": em.t.strftime("%Y-%m-%dT%H:%M:%SZ")}
        with open(os.path.join(d, "taskrun.json"), "w") as fh:
            json.dump(tr, fh, indent=2)
        if r.watchdog:
            with open(os.path.join(d, "watchdog.json"), "w") as fh:
                json.dump(r.watchdog, fh, indent=2)
        if r.result_json and not r.truncated and r.end != "none":
            ok = r.mode == "succeeded"
            with open(os.path.join(d, "result.json"), "w") as fh:
                json.dump({"success": ok, "summary": r.summary, "exit_code": 0 if ok else 1}, fh, indent=2)
        evl = [] if r.mode in ("unknown", "succeeded") else sorted(set(ev))
        with open(os.path.join(HERE, "labels", cid + ".yaml"), "w") as fh:
            fh.write("mode: %s\nformat: %s\nnear_miss: %s\nevidence_lines: %s\nwhy: %s\n" % (
                r.mode, r.fmt, json.dumps(r.near_miss), json.dumps(evl), json.dumps(r.why)))


def parse_label(path):
    out = {}
    for ln in open(path):
        k, v = ln.split(":", 1)
        v = v.strip()
        out[k] = json.loads(v) if v[:1] in '["' else v
    return out


MODE_WORDS = [m for m in G.MODES] + [m.replace("_", " ") for m in G.MODES] + [m.replace("_", "-") for m in G.MODES]


def validate():
    errs = []
    table = defaultdict(Counter)
    near = 0
    lens = []
    slugs = set()
    for d in sorted(glob.glob(os.path.join(HERE, "runs", "*"))):
        cid = os.path.basename(d)
        if not re.fullmatch(r"k-[a-z0-9-]+-[0-9a-f]{4}", cid):
            errs.append("bad id " + cid)
        lp = os.path.join(HERE, "labels", cid + ".yaml")
        if not os.path.exists(lp):
            errs.append("no label " + cid)
            continue
        lab = parse_label(lp)
        for k in ("mode", "format", "near_miss", "evidence_lines", "why"):
            if k not in lab:
                errs.append("%s: label lacks %s" % (cid, k))
        mode = lab["mode"]
        if mode not in G.MODES + ["succeeded"]:
            errs.append("%s: bad mode" % cid)
        if lab["near_miss"] and (lab["near_miss"] not in G.MODES + ["succeeded"] or lab["near_miss"] == mode):
            errs.append("%s: bad near_miss" % cid)
        if not lab["why"]:
            errs.append("%s: empty why" % cid)
        lines = open(os.path.join(d, "events.ndjson")).read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        lens.append(len(lines))
        if not 20 <= len(lines) <= 120:
            errs.append("%s: %d lines" % (cid, len(lines)))
        objs = []
        for i, ln in enumerate(lines, 1):
            try:
                objs.append(json.loads(ln))
            except Exception:
                errs.append("%s:%d not JSON" % (cid, i))
        ev = lab["evidence_lines"]
        if mode not in ("unknown", "succeeded") and not ev:
            errs.append("%s: no evidence" % cid)
        for n in ev:
            if not 1 <= n <= len(lines):
                errs.append("%s: evidence line %d out of range" % (cid, n))
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        rp = os.path.join(d, "result.json")
        res = json.load(open(rp)) if os.path.exists(rp) else None
        if mode == "succeeded":
            if tr["state"] != "Succeeded" or (res and not res["success"]):
                errs.append("%s: succeeded but state %s" % (cid, tr["state"]))
            last = objs[-1]
            if last.get("is_error") or last.get("type") == "turn.failed" or last.get("success") is False:
                errs.append("%s: succeeded but stream ends in error" % cid)
        else:
            if tr["state"] not in ("Failed", "TimedOut") and not (res and res["success"] is False):
                errs.append("%s: failed mode but state %s" % (cid, tr["state"]))
        # no mode names where the classifier could read them as hints
        slug_txt = cid.lower()
        txt = open(os.path.join(d, "prompt.md")).read().lower() + json.dumps(tr).lower()
        for w in MODE_WORDS:
            if w in slug_txt or w in txt:
                errs.append("%s: mode name %r in id/prompt/taskrun" % (cid, w))
        if re.search(r"\bunknown\b", slug_txt + txt):
            errs.append("%s: 'unknown' in id/prompt/taskrun" % cid)
        slug = cid[2:-5]
        if slug in slugs:
            errs.append("duplicate slug " + slug)
        slugs.add(slug)
        table[mode][lab["format"]] += 1
        near += bool(lab["near_miss"])
    total = sum(sum(c.values()) for c in table.values())
    if total < 80:
        errs.append("only %d runs" % total)
    for m in G.MODES:
        if sum(table[m].values()) < 8:
            errs.append("mode %s has %d runs" % (m, sum(table[m].values())))
    if sum(table["succeeded"].values()) < 8:
        errs.append("too few succeeded")
    if near < 25:
        errs.append("only %d near misses" % near)
    # print summary
    fm = G.FORMATS
    print("%-22s" % "mode" + "".join("%19s" % f for f in fm) + "  total")
    for m in G.MODES + ["succeeded"]:
        print("%-22s" % m + "".join("%19d" % table[m][f] for f in fm) + "  %5d" % sum(table[m].values()))
    print("%-22s" % "total" + "".join("%19d" % sum(table[m][f] for m in table) for f in fm) + "  %5d" % total)
    print("near misses: %d   stream lines: min %d, median %d, max %d" % (near, min(lens), sorted(lens)[len(lens) // 2], max(lens)))
    if errs:
        print("\nVALIDATION ERRORS (%d):" % len(errs))
        for e in errs:
            print("  " + e)
        return 1
    print("validation: OK")
    return 0


if __name__ == "__main__":
    write(collect())
    sys.exit(validate())
