#!/usr/bin/env python3
"""Deterministic generator + validator for the blind66 (i4-*) evaluation set.

    python3 make_blind.py            # (re)write runs/ and labels/, then validate
    python3 make_blind.py --check    # validate what is on disk only
"""
import json, os, re, shutil, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "gen"))
import fw  # noqa: E402
import runs_a, runs_b, runs_c  # noqa: E402
import prelude  # noqa: E402

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding", "wrong_approach",
         "scope_creep", "model_confusion", "unknown", "succeeded"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
BANNED = ["oom", "perm", "dep", "scope", "confus", "wrong", "infra", "unknown", "succeed", "fail", "creep",
          "misunder", "loop", "missing", "denied", "timeout"]
ALARM = re.compile(r"timed? ?out|timeout|permission denied|accessdenied|outofmemory|heap space|\b404\b|not found|"
                   r"does not exist|could not resolve|connection reset|unknownhost|forbidden|\b403\b|killed",
                   re.I)


def all_runs():
    return runs_a.RUNS + runs_b.RUNS + runs_c.RUNS


def yaml_str(s):
    return json.dumps(s, ensure_ascii=False)


def emit(run):
    """Emit the stream; prepend exploration steps (deterministically) while it is shorter than 20 lines."""
    pre = prelude.prelude(run)
    base = run["steps"]
    for k in range(len(pre) + 1):
        run["steps"] = pre[:k] + base
        rng = fw.Rng(run["id"])
        clock = fw.Clock(run["start"])
        lines, evl = fw.EMIT[run["fmt"]](run, rng, clock)
        if len(lines) >= 20:
            break
    return lines, evl, clock


def build(run):
    lines, evl, clock = emit(run)
    d = os.path.join(HERE, "runs", run["id"])
    os.makedirs(d)
    steps = run["steps"]
    tools = [s for s in steps if s["k"] not in ("say", "final", "think", "system", "apierr")]
    sig = [json.dumps(fw._tool_input(s), sort_keys=True) for s in tools]
    longest, cur = (1 if sig else 0), 1
    for a, b in zip(sig, sig[1:]):
        cur = cur + 1 if a == b else 1
        longest = max(longest, cur)
    engine = fw.ENGINE[run["fmt"]]
    tr = {"id": run["id"], "ticket_id": run["ticket"], "engine": engine, "current_engine": engine,
          "engine_attempts": [engine] * (run.get("retry_count", 0) + 1), "state": run["state"],
          "retry_count": run.get("retry_count", 0), "max_retries": 2, "files_changed": run["files_changed"],
          "tool_calls_total": len(tools), "consecutive_identical_tools": longest,
          "tokens_consumed": run["tokens"], "cost_usd": run["cost"],
          "diagnosis_history": run.get("history", []), "created_at": run["start"],
          "updated_at": clock.t.strftime("%Y-%m-%dT%H:%M:%SZ")}
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2, ensure_ascii=False); f.write("\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(f"# {run['ticket']}: {run['title']}\n\n{run['prompt'].strip()}\n")
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        for l in lines:
            f.write(json.dumps(l, ensure_ascii=False, separators=(",", ":")) + "\n")
    if run.get("result") is not None:
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump(run["result"], f, indent=2, ensure_ascii=False); f.write("\n")
    if run.get("watchdog") is not None:
        wd = dict(run["watchdog"])
        wd.setdefault("tokens_consumed", run["tokens"]); wd.setdefault("cost_estimate_usd", run["cost"])
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(wd, f, indent=2, ensure_ascii=False); f.write("\n")
    ev = sorted(set(evl)) if run["mode"] not in ("unknown", "succeeded") else []
    with open(os.path.join(HERE, "labels", run["id"] + ".yaml"), "w") as f:
        f.write(f"mode: {run['mode']}\nformat: {run['fmt']}\nnear_miss: {run.get('near_miss', '')}\n")
        f.write("evidence_lines: [" + ", ".join(map(str, ev)) + "]\n")
        f.write(f"why: {yaml_str(run['why'])}\n")


def read_label(path):
    lab = {}
    for line in open(path, encoding="utf-8"):
        k, _, v = line.rstrip("\n").partition(": ")
        if k == "evidence_lines":
            lab[k] = [int(x) for x in v.strip("[]").split(",") if x.strip()]
        elif k == "why":
            lab[k] = json.loads(v)
        else:
            lab[k] = v.strip()
    return lab


def check():
    errs = []
    runs_dir, lab_dir = os.path.join(HERE, "runs"), os.path.join(HERE, "labels")
    ids = sorted(os.listdir(runs_dir))
    by_mode, by_fmt, cells, near = Counter(), Counter(), Counter(), Counter()
    alarm_succ = 0
    for rid in ids:
        E = lambda m: errs.append(f"{rid}: {m}")
        if not re.fullmatch(r"i4-[a-z0-9-]+", rid):
            E("bad id")
        slug = rid[3:]
        for b in BANNED:
            if b in slug:
                E(f"slug contains mode word {b!r}")
        lp = os.path.join(lab_dir, rid + ".yaml")
        if not os.path.exists(lp):
            E("no label"); continue
        lab = read_label(lp)
        mode, fmt, nm = lab["mode"], lab["format"], lab.get("near_miss", "")
        if mode not in MODES: E(f"bad mode {mode}")
        if fmt not in FORMATS: E(f"bad format {fmt}")
        if nm and (nm not in MODES or nm == mode): E(f"bad near_miss {nm}")
        by_mode[mode] += 1; by_fmt[fmt] += 1; cells[(mode, fmt)] += 1
        if nm: near[nm] += 1
        d = os.path.join(runs_dir, rid)
        raw = open(os.path.join(d, "events.ndjson"), encoding="utf-8").read()
        lines = raw.split("\n")[:-1]
        if not (20 <= len(lines) <= 120): E(f"{len(lines)} lines")
        evs = []
        for i, l in enumerate(lines, 1):
            try:
                evs.append(json.loads(l))
            except Exception as e:
                E(f"line {i} not JSON: {e}")
        for n in lab["evidence_lines"]:
            if not 1 <= n <= len(lines): E(f"evidence line {n} out of range")
        if mode in ("unknown", "succeeded"):
            if lab["evidence_lines"]: E("evidence for unknown/succeeded")
        elif not lab["evidence_lines"]:
            E("no evidence lines")
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        res = json.load(open(os.path.join(d, "result.json"))) if os.path.exists(os.path.join(d, "result.json")) else None
        wd = os.path.exists(os.path.join(d, "watchdog.json"))
        last = evs[-1] if evs else {}
        stream_err = ((last.get("type") == "result" and (last.get("is_error") or last.get("success") is False))
                      or last.get("type") == "turn.failed")
        if mode == "succeeded":
            if tr["state"] != "Succeeded": E("succeeded but state " + tr["state"])
            if res is None or res.get("success") is not True or res.get("exit_code") != 0: E("succeeded but result")
            if stream_err or wd: E("succeeded but stream error / watchdog")
            if ALARM.search(raw): alarm_succ += 1
        else:
            if tr["state"] not in ("Failed", "TimedOut"): E("failed mode but state " + tr["state"])
            if res is not None and res.get("success") is not False: E("failed but result success")
            if res is None and not wd: E("failed run without result.json or watchdog.json")
        # format sanity
        t0 = evs[0].get("type") if evs else None
        if fmt == "codex":
            if t0 != "thread.started": E("codex must start with thread.started")
            for e in evs:
                c = e.get("item", {}).get("command", "")
                if "\\n" in c: E("codex command contains a literal backslash-n")
        elif fmt == "claude":
            if not (t0 == "system" and evs[0].get("subtype") == "init" and "cwd" in evs[0]): E("claude init")
        elif fmt == "osmia":
            if not (t0 == "system" and "timestamp" in evs[0]): E("osmia init")
        elif fmt == "claude-transcript":
            if any(e.get("type") == "result" for e in evs): E("transcript has result line")
            if not all("sessionId" in e for e in evs if e.get("type") in ("user", "assistant")): E("transcript shape")
        if not os.path.exists(os.path.join(d, "prompt.md")): E("no prompt.md")
    failed_modes = MODES[:8]
    for m in failed_modes:
        if by_mode[m] < 8: errs.append(f"mode {m}: only {by_mode[m]} runs")
    if len(ids) < 80: errs.append(f"only {len(ids)} runs")
    if alarm_succ < 8: errs.append(f"only {alarm_succ} succeeded runs with alarming words")
    if sum(near.values()) < 25: errs.append(f"only {sum(near.values())} near misses")
    for f in FORMATS:
        if by_fmt[f] < 6: errs.append(f"format {f}: only {by_fmt[f]}")
    return errs, ids, by_mode, by_fmt, cells, near, alarm_succ


def main():
    if "--check" not in sys.argv:
        for sub in ("runs", "labels"):
            p = os.path.join(HERE, sub)
            if os.path.isdir(p):
                shutil.rmtree(p)
            os.makedirs(p)
        seen = set()
        for r in all_runs():
            assert r["id"] not in seen, r["id"]
            seen.add(r["id"])
            build(r)
    errs, ids, by_mode, by_fmt, cells, near, alarm_succ = check()
    hdr = "| mode | " + " | ".join(FORMATS) + " | total |"
    print(hdr); print("|" + "---|" * (len(FORMATS) + 2))
    for m in MODES:
        print(f"| {m} | " + " | ".join(str(cells[(m, f)]) for f in FORMATS) + f" | {by_mode[m]} |")
    print("| total | " + " | ".join(str(by_fmt[f]) for f in FORMATS) + f" | {len(ids)} |")
    print(f"near misses: {sum(near.values())} {dict(near)}; succeeded with alarming words: {alarm_succ}")
    if errs:
        print("\n".join("ERROR " + e for e in errs), file=sys.stderr)
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
