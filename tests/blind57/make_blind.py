#!/usr/bin/env python3
"""Deterministic generator + validator for the blind64 evaluation set (g4-* runs).

    python3 make_blind.py            # (re)writes runs/ and labels/, then validates
    python3 make_blind.py --check    # validate only

Exits non-zero when any check fails.
"""
import collections
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import blindlib as B  # noqa: E402
import scen_infra, scen_perm, scen_dep, scen_test, scen_wrong, scen_scope, scen_conf, scen_unknown, scen_ok  # noqa: E402

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding", "wrong_approach",
         "scope_creep", "model_confusion", "unknown", "succeeded"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}
FORBIDDEN_SLUG = ["oom", "perm", "dep", "scope", "confus", "wrong", "infra", "unknown", "succeed", "fail",
                  "misunder", "creep", "missing", "blocked"]


def all_runs():
    runs = []
    for m in (scen_infra, scen_perm, scen_dep, scen_test, scen_wrong, scen_scope, scen_conf, scen_unknown, scen_ok):
        runs.extend(m.RUNS)
    return runs


def orientation(run, k):
    """Opening steps a real agent takes (repo state); used to pad short streams."""
    import hashlib
    h = hashlib.sha1(run["id"].encode()).hexdigest()
    proj = run["ticket"].split("-")[0]
    n = int(h[:2], 16)
    if k == 0:
        log = "\n".join(f"{h[i*7:i*7+7]} {proj}-{100 + (n * (i + 3)) % 900}: {msg}" for i, msg in enumerate(
            ["merge release branch", "bump test container image", "tidy fixtures"]))
        return [B.bash("git status -sb && git log --oneline -3",
                       f"## main...origin/main\n{log}")]
    return [B.bash("git ls-files | wc -l", str(180 + n * 7))]


def render(run):
    prompt = f"# {run['ticket']}: {run['title']}\n\n{run['prompt'].strip()}\n"
    fmt = run["fmt"]
    for k in range(2):
        _, lines, _ = _render(run, prompt)
        if len(lines) >= 20:
            break
        run["steps"] = orientation(run, k) + run["steps"]
    return _render(run, prompt)


def _render(run, prompt):
    fmt = run["fmt"]
    if fmt == "claude":
        lines, evs = B.render_claude(run, run["steps"], run["end"])
    elif fmt == "claude-transcript":
        lines, evs = B.render_transcript(run, run["steps"], run["end"], prompt)
    elif fmt == "codex":
        lines, evs = B.render_codex(run, run["steps"], run["end"])
    elif fmt == "osmia":
        lines, evs = B.render_osmia(run, run["steps"], run["end"])
    else:
        raise ValueError(fmt)
    return prompt, lines, evs


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def write_run(root, run):
    prompt, lines, evs = render(run)
    if run["mode"] in ("unknown", "succeeded"):
        evs = []
    d = os.path.join(root, "runs", run["id"])
    os.makedirs(d)
    failed = run["mode"] != "succeeded"
    state = run.get("state", "Failed" if failed else "Succeeded")
    n_tools = sum(1 for s in run["steps"] if s["k"] not in ("say", "think"))
    ticket = run["ticket"]
    created = run["start"]
    taskrun = {
        "id": run["id"], "ticket_id": ticket, "engine": ENGINE[run["fmt"]], "current_engine": ENGINE[run["fmt"]],
        "engine_attempts": [ENGINE[run["fmt"]]], "state": state, "retry_count": run.get("retry_count", 0),
        "max_retries": 2, "files_changed": run.get("files_changed", 1), "tool_calls_total": n_tools,
        "consecutive_identical_tools": run.get("identical", 1), "tokens_consumed": run.get("tokens", 60000 + n_tools * 9100),
        "cost_usd": run["cost"], "diagnosis_history": run.get("history", []), "created_at": created,
        "updated_at": B.Clock(created).tick(60 + len(lines) * 7),
    }
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        json.dump(taskrun, f, indent=2)
        f.write("\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(prompt)
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        for l in lines:
            f.write(json.dumps(l, ensure_ascii=False, separators=(",", ":")) + "\n")
    if run.get("result") is not None:
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump(run["result"], f, indent=2, ensure_ascii=False)
            f.write("\n")
    if run.get("watchdog") is not None:
        wd = dict(run["watchdog"])
        wd.setdefault("tokens_consumed", taskrun["tokens_consumed"])
        wd.setdefault("cost_estimate_usd", run["cost"])
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(wd, f, indent=2)
            f.write("\n")
    with open(os.path.join(root, "labels", run["id"] + ".yaml"), "w") as f:
        f.write(f"mode: {run['mode']}\n")
        f.write(f"format: {run['fmt']}\n")
        f.write(f"near_miss: {run.get('near', '')}\n")
        f.write("evidence_lines: [" + ", ".join(str(e) for e in sorted(set(evs))) + "]\n")
        f.write(f"why: {yq(run['why'])}\n")


def read_label(path):
    lab = {}
    for line in open(path):
        k, _, v = line.rstrip("\n").partition(": ")
        if k == "evidence_lines":
            v = v.strip("[]")
            lab[k] = [int(x) for x in v.split(",") if x.strip()]
        elif k == "why":
            lab[k] = json.loads(v)
        else:
            lab[k] = v.strip()
    return lab


def validate(root, runs):
    errs = []
    ids = [r["id"] for r in runs]
    if len(ids) != len(set(ids)):
        errs.append("duplicate run ids")
    counts = collections.Counter()
    near = 0
    alarming_ok = 0
    for r in runs:
        rid = r["id"]
        d = os.path.join(root, "runs", rid)
        if not rid.startswith("g4-"):
            errs.append(f"{rid}: id must start with g4-")
        for w in FORBIDDEN_SLUG:
            if w in rid.lower():
                errs.append(f"{rid}: slug contains mode word {w!r}")
        lab = read_label(os.path.join(root, "labels", rid + ".yaml"))
        if lab["mode"] not in MODES:
            errs.append(f"{rid}: bad mode {lab['mode']}")
        if lab["format"] not in FORMATS:
            errs.append(f"{rid}: bad format")
        if lab["near_miss"] and lab["near_miss"] not in MODES:
            errs.append(f"{rid}: bad near_miss {lab['near_miss']}")
        if lab["near_miss"] == lab["mode"]:
            errs.append(f"{rid}: near_miss equals mode")
        counts[(lab["mode"], lab["format"])] += 1
        near += bool(lab["near_miss"])
        with open(os.path.join(d, "events.ndjson")) as f:
            raw = f.read()
        if not raw.endswith("\n"):
            errs.append(f"{rid}: events.ndjson lacks trailing newline")
        evlines = raw.split("\n")[:-1]
        if not 20 <= len(evlines) <= 120:
            errs.append(f"{rid}: {len(evlines)} lines (want 20..120)")
        parsed = []
        for i, l in enumerate(evlines, 1):
            try:
                parsed.append(json.loads(l))
            except Exception as e:  # noqa: BLE001
                errs.append(f"{rid}: line {i} not JSON: {e}")
        for e in lab["evidence_lines"]:
            if not 1 <= e <= len(evlines):
                errs.append(f"{rid}: evidence line {e} out of range")
        if lab["mode"] in ("unknown", "succeeded"):
            if lab["evidence_lines"]:
                errs.append(f"{rid}: evidence must be empty for {lab['mode']}")
        elif not lab["evidence_lines"]:
            errs.append(f"{rid}: no evidence lines")
        # literal backslash-n inside codex command strings (heredoc/apply_patch must carry real newlines)
        if lab["format"] == "codex":
            for i, ev in enumerate(parsed, 1):
                it = ev.get("item") or {}
                if it.get("type") == "command_execution" and "\\n" in it.get("command", ""):
                    errs.append(f"{rid}: line {i} command has a literal backslash-n")
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        res = json.load(open(os.path.join(d, "result.json"))) if os.path.exists(os.path.join(d, "result.json")) else None
        wd = os.path.exists(os.path.join(d, "watchdog.json"))
        last = parsed[-1] if parsed else {}
        if lab["mode"] == "succeeded":
            if tr["state"] != "Succeeded":
                errs.append(f"{rid}: succeeded but state {tr['state']}")
            if res is None or res.get("success") is not True or res.get("exit_code") != 0:
                errs.append(f"{rid}: succeeded needs result.json success true, exit 0")
            if wd:
                errs.append(f"{rid}: succeeded with a watchdog.json")
            if last.get("type") == "result" and (last.get("is_error") or last.get("success") is False):
                errs.append(f"{rid}: succeeded but final result is an error")
            if last.get("type") in ("turn.failed", "error"):
                errs.append(f"{rid}: succeeded but codex turn failed")
            if r.get("alarming"):
                alarming_ok += 1
                if r["alarming"] not in raw:
                    errs.append(f"{rid}: alarming text {r['alarming']!r} not in stream")
        else:
            if tr["state"] not in ("Failed", "TimedOut"):
                errs.append(f"{rid}: failed mode but state {tr['state']}")
            if res is None and not wd:
                errs.append(f"{rid}: failed run needs result.json or watchdog.json")
            if res is not None and res.get("success") is not False:
                errs.append(f"{rid}: failed run with result success != false")
        if not os.path.exists(os.path.join(d, "prompt.md")):
            errs.append(f"{rid}: no prompt.md")
    # counts
    modes = collections.Counter(m for (m, f) in counts.elements())
    fmts = collections.Counter(f for (m, f) in counts.elements())
    if len(runs) < 80:
        errs.append(f"only {len(runs)} runs (want >= 80)")
    for m in MODES:
        if m != "succeeded" and modes[m] < 8:
            errs.append(f"mode {m}: {modes[m]} runs (want >= 8)")
    if alarming_ok < 8 or modes["succeeded"] < 8:
        errs.append(f"succeeded with alarming words: {alarming_ok} (want >= 8)")
    if near < 25:
        errs.append(f"near misses: {near} (want >= 25)")
    for f in FORMATS:
        if fmts[f] < (4 if f == "osmia" else 15):
            errs.append(f"format {f}: only {fmts[f]} runs")
    return errs, counts, near


def main():
    runs = all_runs()
    root = HERE
    if "--check" not in sys.argv:
        for sub in ("runs", "labels"):
            shutil.rmtree(os.path.join(root, sub), ignore_errors=True)
            os.makedirs(os.path.join(root, sub))
        for r in runs:
            write_run(root, r)
    errs, counts, near = validate(root, runs)
    modes = collections.Counter(m for (m, f) in counts.elements())
    print(f"{len(runs)} runs, {near} near misses")
    hdr = "mode".ljust(22) + "".join(f.rjust(19) for f in FORMATS) + "total".rjust(7)
    print(hdr)
    for m in MODES:
        print(m.ljust(22) + "".join(str(counts[(m, f)]).rjust(19) for f in FORMATS) + str(modes[m]).rjust(7))
    nm = collections.Counter(r.get("near", "") for r in runs if r.get("near"))
    print("near_miss:", dict(sorted(nm.items())))
    if errs:
        print("\nVALIDATION FAILED:")
        for e in errs:
            print("  -", e)
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
