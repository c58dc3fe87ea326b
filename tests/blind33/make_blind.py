#!/usr/bin/env python3
"""Writes the blind set v2- (runs/ and labels/) deterministically, validates it, and refreshes the
counts block of README.md.  Usage: python3 make_blind.py"""
import collections
import importlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib  # noqa: E402

CASE_MODULES = ["cases_env", "cases_env2", "cases_behaviour", "cases_other"]
HINT_WORDS = ["oom", "perm", "loop", "scope", "infra", "depend", "confus", "wrong", "unknown", "misunder",
              "creep", "denied", "missing", "thrash", "fail"]


def load_cases():
    cases = []
    for m in CASE_MODULES:
        if os.path.exists(os.path.join(HERE, m + ".py")):
            cases.extend(importlib.import_module(m).CASES)
    return cases


def prompt_md(tk):
    key, title, body, ac = tk
    s = f"# {key}: {title}\n\n{body.strip()}\n"
    if ac:
        s += "\n## Acceptance criteria\n" + "".join(f"- {a}\n" for a in ac)
    return s


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    cases = load_cases()
    runs_dir = os.path.join(HERE, "runs")
    labels_dir = os.path.join(HERE, "labels")
    for d in (runs_dir, labels_dir):
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
    errors = []
    ids = set()
    table = collections.Counter()
    near = collections.Counter()
    alarming_ok = 0
    doubts = []
    for c in cases:
        rid = c["id"]
        if rid in ids:
            errors.append(f"duplicate id {rid}")
        ids.add(rid)
        for w in HINT_WORDS:
            if w in c["slug"].lower():
                errors.append(f"{rid}: hint word {w!r} in slug")
        lines, ev, stats = gen_lib.render(c)
        mode = c["mode"]
        succeeded = mode == "succeeded"
        d = os.path.join(runs_dir, rid)
        os.makedirs(d)
        with open(os.path.join(d, "events.ndjson"), "w") as f:
            for ln in lines:
                f.write(ln + "\n")
        with open(os.path.join(d, "prompt.md"), "w") as f:
            f.write(prompt_md(c["ticket"]))
        edited = sorted({st["path"] for st in c["steps"] if st["k"] in ("edit", "write") and not st.get("err")})
        state = c["state"] or ("Succeeded" if succeeded else "Failed")
        engine = "codex" if c["fmt"] == "codex" else "claude-code"
        tr = {"id": rid, "ticket_id": c["ticket"][0], "engine": engine, "current_engine": engine,
              "engine_attempts": [engine] * (1 + c["retry_count"]) if c["retry_count"] else [engine],
              "state": state, "retry_count": c["retry_count"], "max_retries": 2,
              "files_changed": c["files_changed"] if c["files_changed"] is not None else len(edited),
              "tool_calls_total": stats["tool_calls"], "consecutive_identical_tools": stats["identical"],
              "tokens_consumed": 30000 + stats["seed"] % 900000,
              "cost_usd": round(0.08 + (stats["seed"] % 300) / 100, 2),
              "diagnosis_history": [], "created_at": stats["created_at"], "updated_at": stats["updated_at"]}
        tr.update(c["extra_taskrun"])
        with open(os.path.join(d, "taskrun.json"), "w") as f:
            json.dump(tr, f, indent=2)
            f.write("\n")
        res = c["result"]
        if res is None and c["end"].get("kind") != "none" and stats["seed"] % 3 != 0:
            res = {"success": succeeded,
                   "summary": (c["end"].get("summary") or c["end"].get("text") or "")[:400],
                   "exit_code": 0 if succeeded else 1}
        if res:
            with open(os.path.join(d, "result.json"), "w") as f:
                json.dump(res, f, indent=2)
                f.write("\n")
        if c["watchdog"]:
            with open(os.path.join(d, "watchdog.json"), "w") as f:
                json.dump(c["watchdog"], f, indent=2)
                f.write("\n")
        evl = sorted(set(ev))
        with open(os.path.join(labels_dir, rid + ".yaml"), "w") as f:
            f.write(f"mode: {mode}\nformat: {c['fmt']}\nnear_miss: {yq(c['near'])}\n"
                    f"evidence_lines: [{', '.join(map(str, evl))}]\nwhy: {yq(c['why'])}\n")
        # ---- validation
        if mode not in gen_lib.MODES + ["succeeded"]:
            errors.append(f"{rid}: bad mode {mode}")
        if c["fmt"] not in gen_lib.FORMATS:
            errors.append(f"{rid}: bad format")
        if c["near"] and c["near"] not in gen_lib.MODES + ["succeeded"]:
            errors.append(f"{rid}: bad near_miss {c['near']}")
        if c["near"] == mode:
            errors.append(f"{rid}: near_miss equals mode")
        for i, ln in enumerate(lines, 1):
            try:
                json.loads(ln)
            except Exception as e:  # noqa
                errors.append(f"{rid}: line {i} invalid JSON: {e}")
        if not 20 <= len(lines) <= 120:
            errors.append(f"{rid}: {len(lines)} lines")
        if any(e < 1 or e > len(lines) for e in evl):
            errors.append(f"{rid}: evidence out of range")
        if mode in ("unknown", "succeeded"):
            if evl:
                errors.append(f"{rid}: evidence must be [] for {mode}")
        elif not evl:
            errors.append(f"{rid}: no evidence lines")
        if succeeded:
            if state != "Succeeded" or (res and not res.get("success")):
                errors.append(f"{rid}: succeeded label but state/result disagree")
            if c["fmt"] == "claude" and c["end"].get("kind") != "none" and not c["end"].get("ok"):
                errors.append(f"{rid}: succeeded but claude result is_error")
        else:
            if state not in ("Failed", "TimedOut", "NeedsHuman"):
                errors.append(f"{rid}: failed label but state {state}")
            if res and res.get("success"):
                errors.append(f"{rid}: failed label but result success")
        for p in ("prompt.md", "taskrun.json"):
            txt = open(os.path.join(d, p)).read().lower()
            for w in ("oom", "scope_creep", "model_confusion", "wrong_approach", "permission_blocked",
                      "dependency_missing", "infra_failure", "test_misunderstanding"):
                if re.search(r"\b" + w + r"\b", txt):
                    errors.append(f"{rid}: hint {w!r} in {p}")
        table[(mode, c["fmt"])] += 1
        if c["near"]:
            near[c["near"]] += 1
        if succeeded and c.get("alarming"):
            alarming_ok += 1
        if c["doubt"]:
            doubts.append(rid)
    modes_count = collections.Counter(m for (m, _f) in table.elements())
    fmts_count = collections.Counter(f for (_m, f) in table.elements())
    if len(cases) < 80:
        errors.append(f"only {len(cases)} runs (< 80)")
    for m in gen_lib.MODES:
        if modes_count[m] < 8:
            errors.append(f"mode {m}: {modes_count[m]} runs (< 8)")
    if alarming_ok < 8:
        errors.append(f"succeeded with alarming words: {alarming_ok} (< 8)")
    if sum(near.values()) < 25:
        errors.append(f"near misses: {sum(near.values())} (< 25)")
    # counts block
    cols = gen_lib.FORMATS
    out = ["| mode | " + " | ".join(cols) + " | total |", "|---" * (len(cols) + 2) + "|"]
    for m in gen_lib.MODES + ["succeeded"]:
        out.append(f"| {m} | " + " | ".join(str(table[(m, f)]) for f in cols) + f" | {modes_count[m]} |")
    out.append("| **total** | " + " | ".join(str(fmts_count[f]) for f in cols) + f" | {len(cases)} |")
    out.append("")
    out.append(f"Near misses: {sum(near.values())} runs (" +
               ", ".join(f"{k}: {v}" for k, v in sorted(near.items())) + ").")
    out.append(f"Succeeded runs containing alarming words: {alarming_ok}.")
    block = "\n".join(out)
    readme = os.path.join(HERE, "README.md")
    if os.path.exists(readme):
        txt = open(readme).read()
        txt = re.sub(r"<!-- counts -->.*<!-- /counts -->", "<!-- counts -->\n" + block + "\n<!-- /counts -->",
                     txt, flags=re.S)
        open(readme, "w").write(txt)
    print(block)
    print("doubtful labels:", ", ".join(doubts) or "-")
    if errors:
        print("\nVALIDATION ERRORS:")
        for e in errors:
            print("  " + e)
        return 1
    print("\nvalidation OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
