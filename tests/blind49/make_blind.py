#!/usr/bin/env python3
"""Write the blind evaluation set y3-* (runs/ and labels/) deterministically, then validate it.

    python3 make_blind.py            # regenerate + validate
    python3 make_blind.py --check    # validate what is on disk only
"""
import collections
import importlib
import json
import os
import re
import shutil
import sys
from datetime import timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from gen_lib import Run, dumps  # noqa: E402

CASE_MODULES = ["cases_env", "cases_deps", "cases_behaviour", "cases_confusion", "cases_other"]
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
HINTS = ["oom", "perm", "loop", "scope", "creep", "confus", "wrong", "missing", "infra", "misunder",
         "unknown", "depend", "denied", "deny", "timeout", "limit", "fail", "success", "ok-", "flaky",
         "weaken", "skip", "oscill", "thrash"]


# long runs: number of neutral steps (reads, greps, prose, lint) mixed in before the crux
LONG = {"vecstore-torch-extra": 20, "pricefeed-backoff": 14, "orders-pg-integration": 18, "billing-auth-pin": 22,
        "etl-ruamel-roundtrip": 25, "sqlfmt-py38-drop": 30, "inventory-psycopg2-source": 20, "cronparse-py313": 15,
        "invoicing-mypy-gate": 28, "tsutil-iso-zulu": 12, "acme-client-decimal": 24, "scheduler-utcnow": 16,
        "paging-off-by-one": 26, "reportgen-requests-update": 14, "jsonio-orjson-fastpath": 14,
        "harbor-env-overrides": 35, "procsup-killed-workers": 20, "devdb-wait-ready": 18, "api-v2-mount": 10}


def load_cases():
    runs = []
    for m in CASE_MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m:
                continue
            raise
        runs += mod.CASES
    for r in runs:
        r.noise = LONG.get(r.slug, r.noise)
    missing = set(LONG) - {r.slug for r in runs}
    if missing:
        sys.exit(f"LONG names unknown runs: {missing}")
    return runs


def yaml_str(s):
    return json.dumps(s, ensure_ascii=False)


def _ticket(run):
    m = re.match(r"#\s*([A-Z]+-\d+):", run.prompt.strip())
    return m.group(1) if m else "PY-" + str(1000 + int(run.id[-4:], 16) % 8000)


def write_run(run, root):
    lines, ev = run.render()
    d = os.path.join(root, "runs", run.id)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "events.ndjson"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(d, "prompt.md"), "w", encoding="utf-8") as f:
        f.write(run.prompt.strip() + "\n")
    ok = run.mode == "succeeded"
    state = run.state or ("Succeeded" if ok else "Failed")
    end = run.start + timedelta(minutes=4 + len(lines) // 3)
    tokens = 30000 + 2700 * len(lines)
    tr = {
        "id": run.id,
        "ticket_id": run.ticket or _ticket(run),
        "engine": run.engine,
        "current_engine": run.engine,
        "engine_attempts": [run.engine] * (1 + run.retry_count) if run.retry_count else [run.engine],
        "state": state,
        "retry_count": run.retry_count,
        "max_retries": 3,
        "files_changed": run.files_changed if run.files_changed is not None else len(run.edited_paths()),
        "tool_calls_total": run.tool_calls if run.tool_calls is not None else run.tool_count(),
        "consecutive_identical_tools": run.consec if run.consec is not None else run.max_identical(),
        "tokens_consumed": tokens,
        "cost_usd": run.cost,
        "diagnosis_history": [],
        "created_at": run.start.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "updated_at": end.strftime("%Y-%m-%dT%H:%M:%SZ"),
    }
    tr.update(run.extra_taskrun)
    with open(os.path.join(d, "taskrun.json"), "w", encoding="utf-8") as f:
        json.dump(tr, f, indent=2)
        f.write("\n")
    res = run.result
    if res is None:
        # default: engines other than claude stream-json get a result.json from the orchestrator
        if run.fmt != "claude":
            last = [s for s in run.steps if s["k"] in ("end", "limit")]
            summary = last[-1]["text"] if last else ""
            res = {"success": ok, "summary": summary[:400], "exit_code": 0 if ok else 1}
    if res:
        with open(os.path.join(d, "result.json"), "w", encoding="utf-8") as f:
            json.dump(res, f, indent=2)
            f.write("\n")
    if run.watchdog:
        with open(os.path.join(d, "watchdog.json"), "w", encoding="utf-8") as f:
            json.dump(run.watchdog, f, indent=2)
            f.write("\n")
    lab = os.path.join(root, "labels", run.id + ".yaml")
    with open(lab, "w", encoding="utf-8") as f:
        f.write(f"mode: {run.mode}\n")
        f.write(f"format: {run.fmt}\n")
        f.write(f"near_miss: {run.near_miss or chr(39) * 2}\n")
        evl = [] if run.mode in ("succeeded", "unknown") else ev
        f.write(f"evidence_lines: [{', '.join(str(x) for x in evl)}]\n")
        f.write(f"why: {yaml_str(run.why)}\n")
    return lines, ev


def parse_label(path):
    d = {}
    for l in open(path, encoding="utf-8"):
        k, _, v = l.partition(":")
        d[k.strip()] = v.strip()
    d["evidence_lines"] = [int(x) for x in re.findall(r"\d+", d["evidence_lines"])]
    if d["near_miss"] == "''":
        d["near_miss"] = ""
    return d


def validate(root, runs=None):
    errs = []
    labels_dir = os.path.join(root, "labels")
    ids = sorted(f[:-5] for f in os.listdir(labels_dir) if f.endswith(".yaml"))
    counts = collections.Counter()
    nm = collections.Counter()
    fmts = collections.Counter()
    alarming_ok = 0
    alarm_re = re.compile(r"timeout|timed out|TimeoutError|permission denied|PermissionError|skipped|SKIPPED|"
                          r"xfail|Killed|MemoryError|ModuleNotFoundError|No module named|error:|Traceback|"
                          r"was never awaited|destroyed but it is pending|externally-managed", re.I)
    seen_ids = set()
    for rid in ids:
        lab = parse_label(os.path.join(labels_dir, rid + ".yaml"))
        rd = os.path.join(root, "runs", rid)
        if not re.fullmatch(r"y3-[a-z0-9-]+-[0-9a-f]{4}", rid):
            errs.append(f"{rid}: bad id")
        slug = rid[3:-5]
        for h in HINTS:
            if h in slug:
                errs.append(f"{rid}: hint word {h!r} in id")
        if rid in seen_ids:
            errs.append(f"{rid}: duplicate")
        seen_ids.add(rid)
        mode = lab["mode"]
        if mode not in MODES + ["succeeded"]:
            errs.append(f"{rid}: bad mode {mode}")
        if lab["format"] not in FORMATS:
            errs.append(f"{rid}: bad format")
        counts[(mode, lab["format"])] += 1
        fmts[lab["format"]] += 1
        if lab["near_miss"]:
            nm[lab["near_miss"]] += 1
            if lab["near_miss"] == mode or lab["near_miss"] not in MODES + ["succeeded"]:
                errs.append(f"{rid}: bad near_miss {lab['near_miss']}")
        lines = open(os.path.join(rd, "events.ndjson"), encoding="utf-8").read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        if not 20 <= len(lines) <= 120:
            errs.append(f"{rid}: {len(lines)} lines")
        objs = []
        for i, l in enumerate(lines, 1):
            try:
                objs.append(json.loads(l))
            except Exception:
                errs.append(f"{rid}: line {i} not JSON")
        for n in lab["evidence_lines"]:
            if not 1 <= n <= len(lines):
                errs.append(f"{rid}: evidence line {n} out of range")
        if mode in ("succeeded", "unknown") and lab["evidence_lines"]:
            errs.append(f"{rid}: evidence for {mode}")
        if mode not in ("succeeded", "unknown") and not lab["evidence_lines"]:
            errs.append(f"{rid}: no evidence")
        tr = json.load(open(os.path.join(rd, "taskrun.json")))
        res = None
        if os.path.exists(os.path.join(rd, "result.json")):
            res = json.load(open(os.path.join(rd, "result.json")))
        prompt = open(os.path.join(rd, "prompt.md"), encoding="utf-8").read()
        for m in MODES:
            if m in prompt or m in json.dumps(tr):
                errs.append(f"{rid}: mode name {m} in prompt/taskrun")
        final = None
        for o in objs:
            if o.get("type") == "result" or o.get("type") in ("turn.failed", "turn.completed"):
                final = o
        if mode == "succeeded":
            if tr.get("state") != "Succeeded":
                errs.append(f"{rid}: succeeded but state {tr.get('state')}")
            if res is not None and res.get("success") is not True:
                errs.append(f"{rid}: succeeded but result.json says failure")
            if final is not None and (final.get("is_error") or final.get("success") is False
                                      or final.get("type") == "turn.failed"):
                errs.append(f"{rid}: succeeded but stream ends in error")
            text = "\n".join(lines)
            if alarm_re.search(text):
                alarming_ok += 1
        else:
            if tr.get("state") not in ("Failed", "TimedOut"):
                errs.append(f"{rid}: failed run with state {tr.get('state')}")
            if res is not None and res.get("success") is not False:
                errs.append(f"{rid}: failed run but result.json success={res.get('success')}")
        if os.path.exists(os.path.join(rd, "watchdog.json")):
            wd = json.load(open(os.path.join(rd, "watchdog.json")))
            if wd.get("reason_code") not in ("loop", "thrashing", "stall", "cost_velocity",
                                             "telemetry_failure", "total_cost", "unanswered_human"):
                errs.append(f"{rid}: bad watchdog reason")
    total = len(ids)
    per_mode = collections.Counter(m for (m, f) in counts.elements())
    if total < 80:
        errs.append(f"only {total} runs")
    for m in MODES:
        if per_mode[m] < 8:
            errs.append(f"only {per_mode[m]} runs of {m}")
    if alarming_ok < 8 or per_mode["succeeded"] < 8:
        errs.append(f"succeeded runs with alarming words: {alarming_ok} (of {per_mode['succeeded']})")
    if sum(nm.values()) < 25:
        errs.append(f"only {sum(nm.values())} near misses")
    for f in FORMATS:
        if fmts[f] == 0:
            errs.append(f"no {f} runs")
    return errs, counts, nm, fmts, total, alarming_ok


def table(counts, nm, fmts, total):
    rows = MODES + ["succeeded"]
    out = ["| mode | " + " | ".join(FORMATS) + " | total |", "|---|" + "---|" * (len(FORMATS) + 1)]
    for m in rows:
        c = [counts[(m, f)] for f in FORMATS]
        out.append(f"| {m} | " + " | ".join(str(x) for x in c) + f" | {sum(c)} |")
    out.append("| **total** | " + " | ".join(str(fmts[f]) for f in FORMATS) + f" | {total} |")
    out.append("")
    out.append("near misses (label mode ≠ the mode a naive reader would pick): "
               + ", ".join(f"{k} {v}" for k, v in sorted(nm.items())) + f" — total {sum(nm.values())}")
    return "\n".join(out)


def main():
    root = HERE
    if "--check" not in sys.argv:
        runs = load_cases()
        ids = [r.id for r in runs]
        dup = [i for i, c in collections.Counter(ids).items() if c > 1]
        if dup:
            sys.exit(f"duplicate ids: {dup}")
        for sub in ("runs", "labels"):
            shutil.rmtree(os.path.join(root, sub), ignore_errors=True)
            os.makedirs(os.path.join(root, sub))
        for r in runs:
            write_run(r, root)
    errs, counts, nm, fmts, total, alarming = validate(root)
    print(table(counts, nm, fmts, total))
    readme = os.path.join(root, "README.md")
    if os.path.exists(readme) and "--check" not in sys.argv:
        txt = open(readme, encoding="utf-8").read()
        a, b = "<!-- counts -->", "<!-- /counts -->"
        if a in txt and b in txt:
            body = table(counts, nm, fmts, total) + f"\n\nsucceeded runs containing alarming words: {alarming}\n"
            txt = txt[:txt.index(a) + len(a)] + "\n" + body + txt[txt.index(b):]
            open(readme, "w", encoding="utf-8").write(txt)
    print(f"succeeded runs containing alarming words: {alarming}")
    if errs:
        print("\nVALIDATION PROBLEMS:")
        for e in errs:
            print("  -", e)
        sys.exit(1)
    print("\nvalidation OK")


if __name__ == "__main__":
    main()
