#!/usr/bin/env python3
"""Write the blind evaluation set (prefix v3-) into runs/ and labels/, then validate it.

    python3 make_blind.py            # regenerate + validate
    python3 make_blind.py --check    # validate what is on disk only

Deterministic: every id, uuid, timestamp and number derives from the case slug.
"""
import collections
import datetime
import importlib
import json
import os
import re
import shutil
import sys

import gen_lib as G

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(HERE, "runs")
LABELS = os.path.join(HERE, "labels")

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding", "wrong_approach",
         "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
CASE_MODULES = ["cases_env", "cases_env2", "cases_behaviour", "cases_behaviour2", "cases_other"]

# words that would leak the mode into an id, a prompt or taskrun.json
LEAKY = ["oom", "perm", "loop", "scope", "creep", "confus", "infra", "depend", "missing", "wrong", "unknown",
         "misunder", "oscillat", "flaky", "skip", "denied", "timeout", "thrash", "succeed", "near-miss", "nearmiss"]


def case(slug, fmt, mode, near, why, prompt, steps, *, state=None, result=None, watchdog=None, os_="win",
         cwd=None, engine=None, files_changed=None, model=None, retry=0, max_retries=3, branch=None,
         diagnosis_history=None, permission_mode=None, api_key_source=None):
    rid = f"v3-{slug}-{G.h('v3' + slug, 4)}"
    seed = int(G.h(rid, 8), 16)
    start = datetime.datetime(2026, 11, 3, 7, 0, 0) + datetime.timedelta(minutes=seed % (60 * 24 * 40))
    if cwd is None:
        cwd = "C:\\src\\" + slug.split("-")[0] if os_ == "win" else "/workspace/" + slug.split("-")[0]
    if engine is None:
        engine = "codex" if fmt == "codex" else "claude-code"
    if state is None:
        state = "Succeeded" if mode == "succeeded" else "Failed"
    return dict(id=rid, slug=slug, format=fmt, mode=mode, near=near, why=why, prompt_text=prompt.strip() + "\n",
                steps=steps, state=state, result=result, watchdog=watchdog, os=os_, cwd=cwd, engine=engine,
                files_changed=files_changed, model=model or ("gpt-5-codex" if fmt == "codex" else None),
                retry=retry, max_retries=max_retries, start=start, branch=branch or "agent/" + slug,
                diagnosis_history=diagnosis_history or [], permission_mode=permission_mode,
                api_key_source=api_key_source)


def load_cases():
    out = []
    for m in CASE_MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m:
                continue
            raise
        out.extend(mod.CASES)
    return out


def yaml_str(s):
    return json.dumps(s, ensure_ascii=False)


def write_case(c):
    cc = dict(c)
    if cc["model"] is None:
        cc.pop("model")
    if cc.get("permission_mode") is None:
        cc.pop("permission_mode", None)
    if cc.get("api_key_source") is None:
        cc.pop("api_key_source", None)
    r = G.RENDERERS[c["format"]](cc)
    d = os.path.join(RUNS, c["id"])
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "events.ndjson"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(r.lines) + "\n")
    with open(os.path.join(d, "prompt.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(c["prompt_text"])
    seed = int(G.h(c["id"] + "tr", 8), 16)
    files_changed = c["files_changed"] if c["files_changed"] is not None else len(set(r.files))
    ticket = c["prompt_text"].split(":", 1)[0].lstrip("# ").strip()
    created = c["start"]
    updated = created + datetime.timedelta(seconds=60 + seed % 3000)
    tr = {"id": c["id"], "ticket_id": ticket, "engine": c["engine"], "current_engine": c["engine"],
          "engine_attempts": [c["engine"]], "state": c["state"], "retry_count": c["retry"],
          "max_retries": c["max_retries"], "files_changed": files_changed, "tool_calls_total": len(r.tool_calls),
          "consecutive_identical_tools": G.longest_identical(r.tool_calls),
          "tokens_consumed": 40000 + seed % 900000, "cost_usd": round(0.15 + (seed % 4000) / 1000.0, 3),
          "diagnosis_history": c["diagnosis_history"],
          "created_at": G.iso(created, ms=False), "updated_at": G.iso(updated, ms=False)}
    with open(os.path.join(d, "taskrun.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(tr, f, indent=2)
        f.write("\n")
    if c["result"] is not None:
        with open(os.path.join(d, "result.json"), "w", encoding="utf-8", newline="\n") as f:
            json.dump(c["result"], f, indent=2)
            f.write("\n")
    if c["watchdog"] is not None:
        wd = dict(c["watchdog"])
        wd.setdefault("tokens_consumed", tr["tokens_consumed"])
        wd.setdefault("cost_estimate_usd", tr["cost_usd"])
        with open(os.path.join(d, "watchdog.json"), "w", encoding="utf-8", newline="\n") as f:
            json.dump(wd, f, indent=2)
            f.write("\n")
    ev = r.evidence(c["steps"])
    lab = (f"mode: {c['mode']}\n"
           f"format: {c['format']}\n"
           f"near_miss: {c['near'] or chr(39) * 2}\n"
           f"evidence_lines: [{', '.join(str(x) for x in ev)}]\n"
           f"why: {yaml_str(c['why'])}\n")
    with open(os.path.join(LABELS, c["id"] + ".yaml"), "w", encoding="utf-8", newline="\n") as f:
        f.write(lab)
    return r, ev


def read_label(path):
    lab = {}
    for line in open(path, encoding="utf-8"):
        k, _, v = line.partition(":")
        v = v.strip()
        if k == "evidence_lines":
            v = [int(x) for x in v.strip("[]").split(",") if x.strip()]
        elif k == "why":
            v = json.loads(v)
        elif v == "''":
            v = ""
        lab[k.strip()] = v
    return lab


def validate():
    errs = []
    ids = sorted(os.listdir(RUNS))
    counts = collections.Counter()
    near = collections.Counter()
    fmt_counts = collections.Counter()
    nlines = {}
    for rid in ids:
        d = os.path.join(RUNS, rid)
        lp = os.path.join(LABELS, rid + ".yaml")
        if not re.fullmatch(r"v3-[a-z0-9-]+-[0-9a-f]{4}", rid):
            errs.append(f"{rid}: bad id")
        if not os.path.exists(lp):
            errs.append(f"{rid}: no label")
            continue
        lab = read_label(lp)
        mode, fmt = lab["mode"], lab["format"]
        if mode not in MODES + ["succeeded"]:
            errs.append(f"{rid}: bad mode {mode}")
        if fmt not in FORMATS:
            errs.append(f"{rid}: bad format {fmt}")
        if lab["near_miss"] and lab["near_miss"] not in MODES + ["succeeded"]:
            errs.append(f"{rid}: bad near_miss {lab['near_miss']}")
        if lab["near_miss"] == mode:
            errs.append(f"{rid}: near_miss equals mode")
        counts[(mode, fmt)] += 1
        fmt_counts[fmt] += 1
        if lab["near_miss"]:
            near[lab["near_miss"]] += 1
        lines = open(os.path.join(d, "events.ndjson"), encoding="utf-8").read().split("\n")
        if lines[-1] == "":
            lines = lines[:-1]
        nlines[rid] = len(lines)
        for i, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except Exception as e:  # noqa
                errs.append(f"{rid}: line {i} not JSON: {e}")
        if not 20 <= len(lines) <= 120:
            errs.append(f"{rid}: {len(lines)} lines (want 20-120)")
        for e in lab["evidence_lines"]:
            if not 1 <= e <= len(lines):
                errs.append(f"{rid}: evidence line {e} out of range")
        if mode not in ("succeeded", "unknown") and not lab["evidence_lines"]:
            errs.append(f"{rid}: failed mode without evidence lines")
        if mode == "succeeded" and lab["evidence_lines"]:
            errs.append(f"{rid}: succeeded run with evidence lines")
        tr = json.load(open(os.path.join(d, "taskrun.json"), encoding="utf-8"))
        res = None
        if os.path.exists(os.path.join(d, "result.json")):
            res = json.load(open(os.path.join(d, "result.json"), encoding="utf-8"))
        last = json.loads(lines[-1])
        if mode == "succeeded":
            if tr.get("state") != "Succeeded":
                errs.append(f"{rid}: succeeded but state {tr.get('state')}")
            if res is not None and res.get("success") is not True:
                errs.append(f"{rid}: succeeded but result.json success false")
            if last.get("type") == "result" and (last.get("is_error") or last.get("success") is False):
                errs.append(f"{rid}: succeeded but stream ends in an error result")
            if last.get("type") == "turn.failed":
                errs.append(f"{rid}: succeeded but turn.failed")
        else:
            failed = tr.get("state") in ("Failed", "TimedOut") or (res is not None and res.get("success") is False)
            if not failed:
                errs.append(f"{rid}: labelled {mode} but not failed by taskrun/result.json")
            if res is not None and res.get("success") is True:
                errs.append(f"{rid}: labelled {mode} but result.json success true")
        # no hints in ids, prompts, taskrun
        slug = rid[3:-5]
        for w in LEAKY:
            if w in slug:
                errs.append(f"{rid}: leaky word '{w}' in id")
        ptxt = open(os.path.join(d, "prompt.md"), encoding="utf-8").read().lower()
        for m in MODES:
            if m in ptxt:
                errs.append(f"{rid}: mode name {m} in prompt")
        trtxt = json.dumps(tr).lower()
        for m in MODES:
            if m in trtxt:
                errs.append(f"{rid}: mode name {m} in taskrun")
    stale = sorted(set(f[:-5] for f in os.listdir(LABELS)) - set(ids))
    for s in stale:
        errs.append(f"{s}: label without run")
    return errs, counts, near, fmt_counts, nlines, ids


def thresholds(counts, near, fmt_counts, ids):
    errs = []
    total = len(ids)
    per_mode = collections.Counter()
    for (m, f), n in counts.items():
        per_mode[m] += n
    if total < 80:
        errs.append(f"only {total} runs (want >= 80)")
    for m in MODES:
        if per_mode[m] < 8:
            errs.append(f"mode {m}: {per_mode[m]} runs (want >= 8)")
    if per_mode["succeeded"] < 8:
        errs.append(f"succeeded: {per_mode['succeeded']} runs (want >= 8)")
    if sum(near.values()) < 25:
        errs.append(f"near misses: {sum(near.values())} (want >= 25)")
    for f in FORMATS:
        if fmt_counts[f] == 0:
            errs.append(f"format {f} absent")
    if total and not 0.27 <= fmt_counts["claude-transcript"] / total <= 0.40:
        errs.append(f"claude-transcript share {fmt_counts['claude-transcript']}/{total} is not about a third")
    return errs


def table(counts, near, fmt_counts):
    rows = MODES + ["succeeded"]
    out = ["| mode | " + " | ".join(FORMATS) + " | total |", "|---|" + "---|" * (len(FORMATS) + 1)]
    for m in rows:
        vals = [counts.get((m, f), 0) for f in FORMATS]
        out.append(f"| {m} | " + " | ".join(str(v) for v in vals) + f" | {sum(vals)} |")
    tot = [fmt_counts.get(f, 0) for f in FORMATS]
    out.append("| **total** | " + " | ".join(str(v) for v in tot) + f" | {sum(tot)} |")
    out.append("")
    out.append("| near_miss (the wrong mode a naive reader would pick) | runs |")
    out.append("|---|---|")
    for m in MODES + ["succeeded"]:
        if near.get(m):
            out.append(f"| {m} | {near[m]} |")
    out.append(f"| **total** | {sum(near.values())} |")
    return "\n".join(out)


def main():
    sys.path.insert(0, HERE)
    if "--check" not in sys.argv:
        cases = load_cases()
        seen = set()
        for c in cases:
            if c["id"] in seen:
                raise SystemExit(f"duplicate id {c['id']}")
            seen.add(c["id"])
        for p in (RUNS, LABELS):
            if os.path.isdir(p):
                shutil.rmtree(p)
            os.makedirs(p)
        for c in cases:
            write_case(c)
    errs, counts, near, fmt_counts, nlines, ids = validate()
    th = thresholds(counts, near, fmt_counts, ids)
    print(table(counts, near, fmt_counts))
    print(f"\nruns: {len(ids)}; lines per stream: min {min(nlines.values()) if nlines else 0}, "
          f"max {max(nlines.values()) if nlines else 0}")
    for e in errs:
        print("ERROR", e)
    for e in th:
        print("THRESHOLD", e)
    if errs:
        sys.exit(1)
    if th and "--final" in sys.argv:
        sys.exit(2)


if __name__ == "__main__":
    main()
