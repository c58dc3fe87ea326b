#!/usr/bin/env python3
"""Generate and validate the i- blind evaluation set for retriage.

    python3 make_blind.py            # writes runs/ and labels/ and README.md, then validates
    python3 make_blind.py --check    # validate what is on disk only

Deterministic: the same sources always give byte-identical output.
"""
import importlib
import json
import os
import re
import shutil
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib  # noqa: E402
from gen_lib import MODES, FORMATS, render_case, run_id, _iso  # noqa: E402

CASE_MODULES = ["cases_env", "cases_env2", "cases_behaviour", "cases_behaviour2", "cases_other"]
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex"}
ALARMING = ["permission denied", "timed out", "timeout", "killed", "no space left", "skipped", "oomkilled",
            "forbidden", "rate limit", "429", "sigkill", "exit code 137", "not found", "accessdenied",
            "error", "deprecated", "xfail", "continue-on-error", "allow_failure", "disable", "threshold"]
SLUG_BANNED = ["oom", "perm", "loop", "scope", "creep", "confus", "infra", "depend", "missing", "wrong",
               "approach", "misunder", "unknown", "denied", "deny", "limit", "quota", "fail", "timeout",
               "flaky", "skip", "kill", "disk", "forbid", "ratelimit", "rate-limit", "success", "broken",
               "error", "oscill", "undo", "noscope"]
MODE_WORDS = MODES + [m.replace("_", " ") for m in MODES if m != "unknown"] + ["succeeded_run", "near_miss"]


def load_cases():
    cases = []
    for m in CASE_MODULES:
        path = os.path.join(HERE, m + ".py")
        if not os.path.exists(path):
            continue
        mod = importlib.import_module(m)
        for c in mod.CASES:
            c = dict(c)
            c["_module"] = m
            cases.append(c)
    return cases


def yaml_str(s):
    return json.dumps(s, ensure_ascii=False)


def build(case):
    c = case
    c["id"] = run_id(c["slug"])
    c.setdefault("repo", c["slug"].split("-")[0])
    prompt = f"# {c['ticket']}: {c['title']}\n\n{c['body'].strip()}\n"
    c["prompt_md"] = prompt
    c.setdefault("user_prompt", prompt)
    r, lines = render_case(c)
    evidence = []
    for st, alln, keys in r.step_lines:
        if st.ev:
            evidence.extend(keys)
    evidence = sorted(set(evidence))
    mode = c["mode"]
    ok = mode == "succeeded"
    state = c.get("state") or ("Succeeded" if ok else "Failed")
    last = c["steps"][-1]
    end_kind = last.kw["end"] if last.kind == "end" else "cut"
    end_text = last.kw.get("text", "") if last.kind == "end" else ""
    # result.json
    res = c.get("result", "auto")
    if res == "auto":
        if ok:
            res = {"success": True, "summary": c.get("summary") or end_text, "exit_code": 0}
        elif end_kind == "ok":
            res = None  # the engine claimed success; the orchestrator's verdict lives in taskrun.json
        elif end_kind == "cut":
            res = None if c.get("no_result", True) else {"success": False, "summary": c.get("summary", ""),
                                                        "exit_code": c.get("exit_code", 137)}
        else:
            res = {"success": False, "summary": c.get("summary") or c.get("osmia_summary") or end_text,
                   "exit_code": c.get("exit_code", 1)}
    created = _iso(r.t0 - gen_lib.timedelta(seconds=25))
    updated = _iso(r.t + gen_lib.timedelta(seconds=4))
    files_changed = c.get("files_changed")
    if files_changed is None:
        paths = {st.kw["path"] for st in c["steps"] if st.kind in ("edit", "write") and not st.kw.get("err")}
        files_changed = len(paths)
    cost = c.get("cost_usd") or getattr(r, "cost", None) or round(0.03 + len(lines) * 0.012, 2)
    taskrun = {
        "id": c["id"], "ticket_id": c["ticket"],
        "engine": c.get("engine") or ENGINE.get(c["format"], "claude-code"),
    }
    taskrun["current_engine"] = taskrun["engine"]
    taskrun["engine_attempts"] = [taskrun["engine"]]
    taskrun.update({
        "state": state, "retry_count": c.get("retry_count", 0), "max_retries": c.get("max_retries", 2),
        "files_changed": files_changed, "tool_calls_total": r.tool_calls,
        "consecutive_identical_tools": r.longest_identical(),
        "tokens_consumed": c.get("tokens") or (r.in_tok + r.out_tok if r.in_tok else 30000 + len(lines) * 3400),
        "cost_usd": cost, "diagnosis_history": [], "created_at": created, "updated_at": updated,
    })
    return {"case": c, "lines": lines, "evidence": evidence, "taskrun": taskrun, "result": res,
            "watchdog": c.get("watchdog"), "state": state, "renderer": r}


def write_run(out_root, b):
    c = b["case"]
    d = os.path.join(out_root, "runs", c["id"])
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "events.ndjson"), "w", encoding="utf-8") as f:
        for obj in b["lines"]:
            f.write(json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n")
    with open(os.path.join(d, "taskrun.json"), "w", encoding="utf-8") as f:
        json.dump(b["taskrun"], f, indent=2, ensure_ascii=False)
        f.write("\n")
    with open(os.path.join(d, "prompt.md"), "w", encoding="utf-8") as f:
        f.write(c["prompt_md"])
    if b["result"] is not None:
        with open(os.path.join(d, "result.json"), "w", encoding="utf-8") as f:
            json.dump(b["result"], f, indent=2, ensure_ascii=False)
            f.write("\n")
    if b["watchdog"]:
        w = dict(b["watchdog"])
        w.setdefault("tool_name", "Bash")
        w.setdefault("call_count", b["taskrun"]["tool_calls_total"])
        w.setdefault("tokens_consumed", b["taskrun"]["tokens_consumed"])
        w.setdefault("cost_estimate_usd", b["taskrun"]["cost_usd"])
        with open(os.path.join(d, "watchdog.json"), "w", encoding="utf-8") as f:
            json.dump(w, f, indent=2, ensure_ascii=False)
            f.write("\n")
    lab = os.path.join(out_root, "labels", c["id"] + ".yaml")
    with open(lab, "w", encoding="utf-8") as f:
        f.write(f"mode: {c['mode']}\n")
        f.write(f"format: {c['format']}\n")
        f.write(f"near_miss: {yaml_str(c.get('near', ''))}\n")
        f.write(f"evidence_lines: [{', '.join(str(x) for x in b['evidence'])}]\n")
        f.write(f"why: {yaml_str(c['why'])}\n")


# ------------------------------------------------------------------------------ validation
def read_label(path):
    lab = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            k, _, v = line.rstrip("\n").partition(": ")
            v = v.strip()
            if k == "evidence_lines":
                inner = v.strip("[]").strip()
                lab[k] = [int(x) for x in inner.split(",")] if inner else []
            elif v.startswith('"'):
                lab[k] = json.loads(v)
            else:
                lab[k] = v
    return lab


def validate(out_root, built=None):
    errs = []
    runs_dir = os.path.join(out_root, "runs")
    lab_dir = os.path.join(out_root, "labels")
    ids = sorted(os.listdir(runs_dir))
    labels = {}
    per_mode = Counter()
    per_fmt = Counter()
    mode_fmt = defaultdict(Counter)
    near = Counter()
    alarming_ok = 0
    lengths = []
    for rid in ids:
        d = os.path.join(runs_dir, rid)
        if not re.fullmatch(r"i-[a-z0-9-]+-[0-9a-f]{4}", rid):
            errs.append(f"{rid}: bad id")
        slug = rid[2:-5]
        for bad in SLUG_BANNED:
            if bad in slug:
                errs.append(f"{rid}: slug contains hint '{bad}'")
        lp = os.path.join(lab_dir, rid + ".yaml")
        if not os.path.exists(lp):
            errs.append(f"{rid}: no label")
            continue
        lab = read_label(lp)
        labels[rid] = lab
        mode = lab["mode"]
        if mode not in MODES + ["succeeded"]:
            errs.append(f"{rid}: bad mode {mode}")
        if lab["format"] not in FORMATS:
            errs.append(f"{rid}: bad format")
        if lab.get("near_miss") and lab["near_miss"] not in MODES + ["succeeded"]:
            errs.append(f"{rid}: bad near_miss")
        if lab.get("near_miss") == mode:
            errs.append(f"{rid}: near_miss equals mode")
        per_mode[mode] += 1
        per_fmt[lab["format"]] += 1
        mode_fmt[mode][lab["format"]] += 1
        if lab.get("near_miss"):
            near[lab["near_miss"]] += 1
        # stream
        n = 0
        text = []
        with open(os.path.join(d, "events.ndjson"), encoding="utf-8") as f:
            for i, line in enumerate(f, 1):
                n = i
                try:
                    json.loads(line)
                except Exception as e:  # noqa: BLE001
                    errs.append(f"{rid}:{i}: invalid JSON {e}")
                text.append(line.lower())
        lengths.append(n)
        if not 20 <= n <= 120:
            errs.append(f"{rid}: {n} lines (want 20-120)")
        ev = lab["evidence_lines"]
        for x in ev:
            if not 1 <= x <= n:
                errs.append(f"{rid}: evidence line {x} out of range")
        if mode in ("unknown", "succeeded") and ev:
            errs.append(f"{rid}: evidence should be [] for {mode}")
        if mode not in ("unknown", "succeeded") and not ev:
            errs.append(f"{rid}: no evidence")
        tr = json.load(open(os.path.join(d, "taskrun.json"), encoding="utf-8"))
        rp = os.path.join(d, "result.json")
        res = json.load(open(rp, encoding="utf-8")) if os.path.exists(rp) else None
        if mode == "succeeded":
            if tr["state"] != "Succeeded":
                errs.append(f"{rid}: succeeded but state {tr['state']}")
            if res is not None and res.get("success") is not True:
                errs.append(f"{rid}: succeeded but result.json success false")
            blob = "".join(text)
            if any(w in blob for w in ALARMING):
                alarming_ok += 1
            else:
                errs.append(f"{rid}: succeeded run without alarming words")
        else:
            if tr["state"] not in ("Failed", "TimedOut"):
                errs.append(f"{rid}: failed label but state {tr['state']}")
            if res is not None and res.get("success") is not False:
                errs.append(f"{rid}: failed label but result.json success true")
        # hints
        trs = json.dumps(tr).lower()
        prompt = open(os.path.join(d, "prompt.md"), encoding="utf-8").read().lower()
        for w in MODE_WORDS:
            if w in trs or w in prompt:
                errs.append(f"{rid}: mode word '{w}' in taskrun/prompt")
        if "diagnosis" in prompt:
            errs.append(f"{rid}: 'diagnosis' in prompt")
    total = len(ids)
    if total < 80:
        errs.append(f"only {total} runs")
    for m in MODES:
        if per_mode[m] < 8:
            errs.append(f"mode {m}: {per_mode[m]} runs (<8)")
    if per_mode["succeeded"] < 8 or alarming_ok < 8:
        errs.append(f"succeeded: {per_mode['succeeded']} runs, {alarming_ok} alarming (<8)")
    if sum(near.values()) < 25:
        errs.append(f"near misses {sum(near.values())} (<25)")
    if per_fmt and max(per_fmt.values()) - min(per_fmt.values()) > max(3, total // 20):
        errs.append(f"formats unbalanced {dict(per_fmt)}")
    stats = {"total": total, "per_mode": per_mode, "per_fmt": per_fmt, "mode_fmt": mode_fmt, "near": near,
             "alarming": alarming_ok, "lengths": lengths, "labels": labels}
    return errs, stats


def table(stats):
    cols = FORMATS
    out = ["| mode | " + " | ".join(cols) + " | total |", "|---|" + "---|" * (len(cols) + 1)]
    for m in MODES + ["succeeded"]:
        row = stats["mode_fmt"][m]
        out.append(f"| {m} | " + " | ".join(str(row[c]) for c in cols) + f" | {sum(row.values())} |")
    out.append("| **total** | " + " | ".join(str(stats["per_fmt"][c]) for c in cols) + f" | {stats['total']} |")
    return "\n".join(out)


def near_table(stats):
    lines = ["| label → near miss | count |", "|---|---|"]
    pairs = Counter()
    for rid, lab in stats["labels"].items():
        if lab.get("near_miss"):
            pairs[(lab["mode"], lab["near_miss"])] += 1
    for (m, n), k in sorted(pairs.items()):
        lines.append(f"| {m} → {n} | {k} |")
    lines.append(f"| **all near misses** | {sum(pairs.values())} |")
    return "\n".join(lines)


def write_readme(out_root, stats):
    tmpl = open(os.path.join(HERE, "README.tmpl.md"), encoding="utf-8").read()
    ls = stats["lengths"]
    txt = (tmpl.replace("{{TABLE}}", table(stats)).replace("{{NEAR}}", near_table(stats))
           .replace("{{TOTAL}}", str(stats["total"])).replace("{{ALARMING}}", str(stats["alarming"]))
           .replace("{{LMIN}}", str(min(ls))).replace("{{LMAX}}", str(max(ls)))
           .replace("{{LMED}}", str(sorted(ls)[len(ls) // 2])))
    with open(os.path.join(out_root, "README.md"), "w", encoding="utf-8") as f:
        f.write(txt)


def main():
    out_root = HERE
    if "--check" not in sys.argv:
        cases = load_cases()
        slugs = Counter(c["slug"] for c in cases)
        dup = [s for s, k in slugs.items() if k > 1]
        if dup:
            print("duplicate slugs:", dup)
            sys.exit(2)
        for sub in ("runs", "labels"):
            shutil.rmtree(os.path.join(out_root, sub), ignore_errors=True)
            os.makedirs(os.path.join(out_root, sub))
        for c in cases:
            b = build(c)
            write_run(out_root, b)
    errs, stats = validate(out_root)
    print(table(stats))
    print()
    print(near_table(stats))
    ls = stats["lengths"]
    print(f"\nruns {stats['total']}  lines min {min(ls)} median {sorted(ls)[len(ls)//2]} max {max(ls)}"
          f"  succeeded-with-alarming-words {stats['alarming']}")
    if os.path.exists(os.path.join(HERE, "README.tmpl.md")) and "--check" not in sys.argv:
        write_readme(out_root, stats)
    if errs:
        print(f"\n{len(errs)} problem(s):")
        for e in errs:
            print("  -", e)
        sys.exit(1)
    print("\nvalidation OK")


if __name__ == "__main__":
    main()
