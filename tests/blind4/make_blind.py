#!/usr/bin/env python3
"""Deterministic generator + validator for blind set 11 (case prefix g).

python3 make_blind.py            # regenerate runs/ and labels/, then validate
python3 make_blind.py --check    # validate only
"""
import json
import os
import re
import shutil
import sys
from collections import Counter, defaultdict
from datetime import timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib as G  # noqa: E402
import cases_env  # noqa: E402,F401
import cases_behaviour  # noqa: E402,F401
import cases_other  # noqa: E402,F401
import cases_long  # noqa: E402,F401

RUNS = os.path.join(HERE, "runs")
LABELS = os.path.join(HERE, "labels")
ALL_LABELS = G.MODES + ["succeeded"]


def finalize():
    cases = G.CASES
    seen = set()
    for c in cases:
        words = [w for w in re.sub(r"[^a-z0-9 ]", " ", c["title"].lower()).split() if len(w) > 2][:3]
        c["id"] = f"{c['prefix']}-{c['ticket'].lower()}-{'-'.join(words)}-{G.h(c['slug'], c['ticket'])[:4]}"
        assert c["id"] not in seen, c["id"]
        seen.add(c["id"])
        c["repo_name"] = os.path.basename(c["cwd"])
        c["prompt"] = f"# {c['ticket']}: {c['title']}\n\n{c['body'].strip()}\n"
    # formats: pinned first, then fill the least-used format (global, then within the mode)
    glob = Counter(c["fmt"] for c in cases if c["fmt"])
    per_mode = defaultdict(Counter)
    for c in cases:
        if c["fmt"]:
            per_mode[c["mode"]][c["fmt"]] += 1
    for c in cases:
        if not c["fmt"]:
            f = min(G.FORMATS, key=lambda f: (per_mode[c["mode"]][f], glob[f], G.FORMATS.index(f)))
            c["fmt"] = f
            glob[f] += 1
            per_mode[c["mode"]][f] += 1
    for c in cases:
        c["cost"] = round(0.08 + (int(G.h(c["id"], "cost")[:4], 16) % 180) / 100, 2)
        lines, sl = G.render(c, c["fmt"])
        extra = int(G.h(c["id"], "extra")[:2], 16) % 5  # 0-4 extra exploration steps for length variety
        if len(lines) < 20 or extra >= 2:
            need = max((20 - len(lines) + 1) // 2 + 1, 0) + extra
            first = 1 if c["steps"] and c["steps"][0]["k"] == "say" else 0
            c["steps"] = c["steps"][:first] + G.distractors(c, need) + c["steps"][first:]
            lines, sl = G.render(c, c["fmt"])
        c["lines"], c["step_lines"] = lines, sl
        c["evidence"] = G.evidence_lines(c, sl, c["fmt"]) if c["mode"] not in ("unknown", "succeeded") else []
    return cases


def engine_of(c):
    if c["fmt"] == "codex":
        return "codex"
    if c["fmt"] == "osmia":
        return "codex" if (c["model"] or "").startswith("gpt") else "claude-code"
    return "claude-code"


def write_all(cases):
    for d in (RUNS, LABELS):
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    for c in cases:
        rd = os.path.join(RUNS, c["id"])
        os.makedirs(rd)
        calls, files, ident = G.tool_stats(c)
        failed = c["mode"] != "succeeded"
        state = c["state"] or ("Failed" if failed else "Succeeded")
        eng = engine_of(c)
        created = G.Clock(c["id"]).t
        tr = {"id": c["id"], "ticket_id": c["ticket"], "engine": eng, "current_engine": eng, "engine_attempts": [eng],
              "state": state, "retry_count": 0, "max_retries": 2, "files_changed": files, "tool_calls_total": calls,
              "consecutive_identical_tools": ident,
              "tokens_consumed": 40000 + int(G.h(c["id"], "tok")[:5], 16) % 400000, "cost_usd": c["cost"],
              "diagnosis_history": [], "created_at": created.strftime("%Y-%m-%dT%H:%M:%SZ"),
              "updated_at": (created + timedelta(minutes=4 + len(c["lines"]) // 4)).strftime("%Y-%m-%dT%H:%M:%SZ")}
        with open(os.path.join(rd, "taskrun.json"), "w") as f:
            json.dump(tr, f, indent=2)
            f.write("\n")
        with open(os.path.join(rd, "prompt.md"), "w") as f:
            f.write(c["prompt"])
        with open(os.path.join(rd, "events.ndjson"), "w") as f:
            for ln in c["lines"]:
                f.write(ln + "\n")
        res = c["result"]
        if res == "auto":
            if failed:
                res = {"success": False, "summary": c["summary"], "exit_code": 1}
            else:
                res = {"success": True, "summary": c["summary"], "exit_code": 0}
        if res is not None:
            with open(os.path.join(rd, "result.json"), "w") as f:
                json.dump(res, f, indent=2)
                f.write("\n")
        if c["watchdog"]:
            with open(os.path.join(rd, "watchdog.json"), "w") as f:
                json.dump(c["watchdog"], f, indent=2)
                f.write("\n")
        with open(os.path.join(LABELS, c["id"] + ".yaml"), "w") as f:
            f.write(f"mode: {c['mode']}\n")
            f.write(f"format: {c['fmt']}\n")
            f.write(f"near_miss: \"{c['near']}\"\n")
            f.write(f"evidence_lines: [{', '.join(str(x) for x in c['evidence'])}]\n")
            f.write(f"why: {json.dumps(c['why'])}\n")


def parse_label(path):
    lab = {}
    for line in open(path):
        k, _, v = line.rstrip("\n").partition(": ")
        v = v.strip()
        if k == "evidence_lines":
            lab[k] = [int(x) for x in v.strip("[]").split(",") if x.strip()]
        elif v.startswith('"'):
            lab[k] = json.loads(v)
        else:
            lab[k] = v
    return lab


def validate():
    errs = []
    ids = sorted(os.listdir(RUNS))
    table = defaultdict(Counter)
    near = Counter()
    forbidden = []
    for m in G.MODES:
        forbidden += sorted({m, m.replace("_", " "), m.replace("_", "-")})
    for rid in ids:
        rd = os.path.join(RUNS, rid)
        lp = os.path.join(LABELS, rid + ".yaml")
        if not re.fullmatch(r"g-[a-z0-9-]+-[0-9a-f]{4}", rid):
            errs.append(f"{rid}: bad id")
        if not os.path.exists(lp):
            errs.append(f"{rid}: no label")
            continue
        lab = parse_label(lp)
        for k in ("mode", "format", "near_miss", "evidence_lines", "why"):
            if k not in lab:
                errs.append(f"{rid}: label lacks {k}")
        mode = lab.get("mode")
        if mode not in ALL_LABELS:
            errs.append(f"{rid}: bad mode {mode}")
        if lab.get("format") not in G.FORMATS:
            errs.append(f"{rid}: bad format")
        if lab.get("near_miss") and lab["near_miss"] not in ALL_LABELS or lab.get("near_miss") == mode:
            errs.append(f"{rid}: bad near_miss")
        lines = open(os.path.join(rd, "events.ndjson")).read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        if not 20 <= len(lines) <= 120:
            errs.append(f"{rid}: {len(lines)} lines")
        objs = []
        for i, ln in enumerate(lines, 1):
            try:
                objs.append(json.loads(ln))
            except Exception as e:  # noqa: BLE001
                errs.append(f"{rid}:{i}: not JSON {e}")
        ev = lab.get("evidence_lines", [])
        if mode in ("unknown", "succeeded"):
            if ev:
                errs.append(f"{rid}: evidence on {mode}")
        elif not ev:
            errs.append(f"{rid}: no evidence")
        for n in ev:
            if not 1 <= n <= len(lines):
                errs.append(f"{rid}: evidence line {n} out of range")
        tr = json.load(open(os.path.join(rd, "taskrun.json")))
        res = json.load(open(os.path.join(rd, "result.json"))) if os.path.exists(os.path.join(rd, "result.json")) else None
        last = objs[-1] if objs else {}
        stream_err = (last.get("type") == "result" and (last.get("is_error") is True or last.get("success") is False)) \
            or last.get("type") == "turn.failed"
        if mode == "succeeded":
            if tr.get("state") != "Succeeded" or (res and not res.get("success")) or stream_err:
                errs.append(f"{rid}: succeeded label but failed state")
        else:
            if tr.get("state") not in ("Failed", "TimedOut") or (res and res.get("success")):
                errs.append(f"{rid}: failed label but state {tr.get('state')}")
        # format detection sanity
        fmt = lab.get("format")
        first = objs[0] if objs else {}
        ok = {"claude": first.get("type") == "system" and "tools" in first,
              "claude-transcript": all(("sessionId" in o) for o in objs if o.get("type") in ("user", "assistant")) and not any(o.get("type") == "result" for o in objs),
              "codex": first.get("type") == "thread.started",
              "osmia": first.get("type") == "system" and "tools" not in first and any(o.get("type") in ("tool_use", "content") for o in objs)}[fmt]
        if not ok:
            errs.append(f"{rid}: stream does not look like {fmt}")
        # no mode names in ids / prompts / taskrun
        prompt = open(os.path.join(rd, "prompt.md")).read().lower()
        trs = json.dumps({k: v for k, v in tr.items() if k != "state"}).lower()
        for w in forbidden:
            if w in rid.lower() or w in prompt or w in trs:
                errs.append(f"{rid}: mode name '{w}' in id/prompt/taskrun")
        if "succeeded" in rid or "succeeded" in prompt:
            errs.append(f"{rid}: 'succeeded' in id/prompt")
        table[mode][fmt] += 1
        if lab.get("near_miss"):
            near[mode] += 1
    total = len(ids)
    counts = {m: sum(table[m].values()) for m in ALL_LABELS}
    if total < 80:
        errs.append(f"only {total} runs")
    for m in G.MODES:
        if counts[m] < 8:
            errs.append(f"{m}: only {counts[m]}")
    if counts["succeeded"] < 8:
        errs.append("too few succeeded")
    if sum(near.values()) < 25:
        errs.append(f"only {sum(near.values())} near-misses")
    fmt_tot = Counter()
    for m in table:
        fmt_tot.update(table[m])
    # print table
    print(f"{'mode':24}" + "".join(f"{f:>19}" for f in G.FORMATS) + f"{'total':>8}{'near':>6}")
    for m in ALL_LABELS:
        print(f"{m:24}" + "".join(f"{table[m][f]:>19}" for f in G.FORMATS) + f"{counts[m]:>8}{near[m]:>6}")
    print(f"{'total':24}" + "".join(f"{fmt_tot[f]:>19}" for f in G.FORMATS) + f"{total:>8}{sum(near.values()):>6}")
    if errs:
        print("\nVALIDATION ERRORS:")
        for e in errs:
            print("  " + e)
        return 1
    print("\nvalidation OK")
    return 0


if __name__ == "__main__":
    if "--check" not in sys.argv:
        write_all(finalize())
    sys.exit(validate())
