#!/usr/bin/env python3
"""Writes the k2- blind evaluation set (runs/ and labels/) deterministically and validates it.

    python3 make_blind.py            # regenerate runs/ + labels/ and validate
"""
import hashlib, importlib, json, os, re, shutil, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib
import padding

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
CASE_MODULES = ["cases_env", "cases_behaviour", "cases_other"]
BANNED_SLUG = re.compile(r"oom|perm|loop|scope|confus|infra|depend|missing|wrong|misunder|unknown|creep|oscill|denied|limit|timeout|quota|forbid|weak|skip", re.I)
ALARM = re.compile(r"timeout|timed out|deadline|permission denied|PERMISSION_DENIED|forbidden|\b403\b|killed|OOM|out of memory|skipp?ed|SKIP|not found|no such|ERR_PNPM|error:|FAIL|EACCES|panic|No space", re.I)


def rid_of(slug):
    return f"k2-{slug}-{hashlib.sha1(slug.encode()).hexdigest()[:4]}"


def prompt_md(c):
    key, title, body, ac = c["ticket"]
    s = f"# {key}: {title}\n\n{body.strip()}\n"
    if ac:
        s += "\n## Acceptance criteria\n" + "".join(f"- {a}\n" for a in ac)
    return s


def longest_identical(steps):
    best = cur = 0
    prev = None
    for st in steps:
        if st["kind"] not in ("bash", "read", "edit", "write", "grep"):
            continue
        key = (st["kind"], st.get("cmd"), st.get("path"), st.get("old"), st.get("new"), st.get("pat"))
        cur = cur + 1 if key == prev else 1
        prev = key
        best = max(best, cur)
    return best


def yq(s):
    return json.dumps(s, ensure_ascii=False)


LONG = {  # slug: (min_lines, insert noise before this step index)
    "ledger-rustc-batch": (100, 5), "go-proxy-sum": (104, 3), "artifactory-proto-jar": (80, 1),
    "money-fix-in-checkout": (90, 3), "ledger-core-ignore": (110, 2), "gowork-sync-upgrade": (84, 2),
    "expunge-rebuild-cycle": (98, 2), "audit-sink-batching": (96, 1), "errmap-eacces-fixture": (88, 1),
    "ledger-pbgo-hand": (76, 2), "graphql-generated-hooks": (70, 2), "prisma-store-install": (72, 2),
}


def build(c, out):
    rid = c["rid"]
    if c["slug"] in LONG and "min_lines" not in c:
        c["min_lines"], c["pad_at"] = LONG[c["slug"]]
    d = os.path.join(out, "runs", rid)
    os.makedirs(d)
    if c["fmt"] == "claude-transcript":
        c.setdefault("ticket_text", prompt_md(c))
    else:
        c["ticket_text"] = prompt_md(c)
    ctx = gen_lib.render(c)
    target = c.get("min_lines") or (21 + int(hashlib.md5(c["slug"].encode()).hexdigest()[:2], 16) % 16)
    extra = padding.pool(c)
    at = 0
    if c.get("min_lines", 0) > 60:
        extra = extra[:4] + padding.long_pool(c) + extra[4:] + (padding.more_pool(c) + padding.reads_pool(c) if c["min_lines"] > 95 else [])
        at = c.get("pad_at", 0)
    while len(ctx.lines) < target and extra:
        c["steps"].insert(at, extra.pop(0))
        at += 1
        ctx = gen_lib.render(c)
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        f.write("\n".join(ctx.lines) + "\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(prompt_md(c))
    steps = c["steps"]
    tools = [s for s in steps if s["kind"] in ("bash", "read", "edit", "write", "grep")]
    changed = set()
    for s in steps:
        if s["kind"] in ("edit", "write") and not s.get("err"):
            for p in s.get("paths", [s["path"]]):
                changed.add(p)
    ok = c["mode"] == "succeeded"
    state = "Succeeded" if ok else c.get("state", "Failed")
    engine = "codex" if c["fmt"] == "codex" else c.get("engine", "claude-code")
    nlines = len(ctx.lines)
    tr = {"id": rid, "ticket_id": c["ticket"][0], "engine": engine, "current_engine": engine, "engine_attempts": [engine],
          "state": state, "retry_count": c.get("retry_count", 0), "max_retries": 2,
          "files_changed": c.get("files_changed", len(changed)), "tool_calls_total": c.get("tool_calls", len(tools)),
          "consecutive_identical_tools": longest_identical(steps), "tokens_consumed": 18000 + nlines * 2900,
          "cost_usd": round(0.04 + nlines * 0.021, 3), "diagnosis_history": [],
          "created_at": ctx.lines and _first_ts(ctx) or "2026-11-02T07:00:00Z", "updated_at": ctx.t.strftime("%Y-%m-%dT%H:%M:%SZ")}
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2)
        f.write("\n")
    res = c.get("result", "auto")
    if res == "auto":
        res = None if (c["fmt"] == "claude-transcript" and ok) else {"success": ok, "summary": c.get("summary") or _summary(steps, ok), "exit_code": 0 if ok else c.get("exit_code", 1)}
    if res:
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump(res, f, indent=2)
            f.write("\n")
    if c.get("watchdog"):
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(c["watchdog"], f, indent=2)
            f.write("\n")
    ev = sorted(set(ctx.ev + c.get("ev_extra", [])))
    if c["mode"] in ("succeeded", "unknown") and not c.get("keep_ev"):
        ev = []
    lab = (f"mode: {c['mode']}\nformat: {c['fmt']}\nnear_miss: {c.get('near') or chr(39) * 2}\n"
           f"evidence_lines: [{', '.join(map(str, ev))}]\nwhy: {yq(c['why'])}\n")
    with open(os.path.join(out, "labels", rid + ".yaml"), "w") as f:
        f.write(lab)
    return dict(rid=rid, lines=ctx.lines, ev=ev, state=state, res=res, tr=tr)


def _first_ts(ctx):
    for l in ctx.lines:
        m = re.search(r'"timestamp": "([^"]+)"', l)
        if m:
            return m.group(1)[:19] + "Z"
    return "2026-11-02T07:00:00Z"


def _summary(steps, ok):
    for s in reversed(steps):
        if s["kind"] in ("end", "limit"):
            return s["text"][:240]
    return "agent process exited before reporting a result" if not ok else "done"


def load_cases():
    cases = []
    for m in CASE_MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m:
                continue
            raise
        cases.extend(mod.CASES)
    return cases


def main():
    cases = load_cases()
    out = HERE
    for sub in ("runs", "labels"):
        shutil.rmtree(os.path.join(out, sub), ignore_errors=True)
        os.makedirs(os.path.join(out, sub))
    problems = []
    seen = set()
    built = []
    for c in cases:
        c["rid"] = rid_of(c["slug"])
        if c["rid"] in seen:
            problems.append(f"duplicate id {c['rid']}")
        seen.add(c["rid"])
        if BANNED_SLUG.search(c["slug"]):
            problems.append(f"{c['rid']}: slug hints at a mode")
        if c["mode"] not in MODES + ["succeeded"]:
            problems.append(f"{c['rid']}: bad mode {c['mode']}")
        if c["fmt"] not in gen_lib.FORMATS:
            problems.append(f"{c['rid']}: bad format")
        b = build(c, out)
        built.append((c, b))
        n = len(b["lines"])
        for i, l in enumerate(b["lines"], 1):
            try:
                json.loads(l)
            except Exception as e:
                problems.append(f"{c['rid']}:{i}: invalid JSON {e}")
        if not 20 <= n <= 120:
            problems.append(f"{c['rid']}: {n} lines")
        for e in b["ev"]:
            if not 1 <= e <= n:
                problems.append(f"{c['rid']}: evidence line {e} out of range")
        if c["mode"] not in ("succeeded", "unknown") and not b["ev"]:
            problems.append(f"{c['rid']}: failed run without evidence lines")
        if c["mode"] == "succeeded":
            if b["state"] != "Succeeded" or (b["res"] and not b["res"]["success"]):
                problems.append(f"{c['rid']}: succeeded label but state/result disagree")
            last = json.loads(b["lines"][-1])
            if last.get("is_error") or last.get("type") == "turn.failed" or last.get("success") is False:
                problems.append(f"{c['rid']}: succeeded label but final event is an error")
        else:
            if b["state"] not in ("Failed", "TimedOut") and not (b["res"] and b["res"]["success"] is False):
                problems.append(f"{c['rid']}: failed label but state/result say otherwise")
        txt = json.dumps(prompt_md(c)) + json.dumps(b["tr"])
        for m in MODES:
            if m in txt:
                problems.append(f"{c['rid']}: mode name {m} in prompt/taskrun")
    # counts
    cnt = collections.Counter((c["mode"], c["fmt"]) for c in cases)
    by_mode = collections.Counter(c["mode"] for c in cases)
    by_fmt = collections.Counter(c["fmt"] for c in cases)
    near = collections.Counter(c["near"] for c in cases if c.get("near"))
    alarming = [c["rid"] for c, b in built if c["mode"] == "succeeded" and ALARM.search("\n".join(b["lines"]))]
    final = "--final" in sys.argv
    if final:
        if len(cases) < 80:
            problems.append(f"only {len(cases)} runs")
        for m in MODES:
            if by_mode[m] < 8:
                problems.append(f"only {by_mode[m]} runs of {m}")
        if len(alarming) < 8:
            problems.append(f"only {len(alarming)} succeeded runs with alarming words")
        if sum(near.values()) < 25:
            problems.append(f"only {sum(near.values())} near misses")
        if by_fmt and max(by_fmt.values()) - min(by_fmt.values()) > max(3, len(cases) // 12):
            problems.append(f"formats unbalanced {dict(by_fmt)}")
    hdr = ["mode"] + list(gen_lib.FORMATS) + ["total"]
    rows = [hdr]
    for m in MODES + ["succeeded"]:
        rows.append([m] + [str(cnt[(m, f)]) for f in gen_lib.FORMATS] + [str(by_mode[m])])
    rows.append(["total"] + [str(by_fmt[f]) for f in gen_lib.FORMATS] + [str(len(cases))])
    table = "\n".join("| " + " | ".join(r) + " |" + ("\n|" + "---|" * len(hdr) if i == 0 else "") for i, r in enumerate(rows))
    with open(os.path.join(out, "counts.md"), "w") as f:
        f.write(table + "\n\nnear misses (label -> near_miss):\n")
        for (m, nm), k in sorted(collections.Counter((c["mode"], c["near"]) for c in cases if c.get("near")).items()):
            f.write(f"- {m} -> {nm}: {k}\n")
        f.write(f"\nnear misses total: {sum(near.values())}\nsucceeded runs with alarming words: {len(alarming)} of {by_mode['succeeded']}\n")
    print(table)
    print("near misses:", sum(near.values()), dict(near))
    print("succeeded with alarming words:", len(alarming))
    print("line counts:", min(len(b['lines']) for _, b in built) if built else 0, "-", max(len(b['lines']) for _, b in built) if built else 0)
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print("  " + p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
