#!/usr/bin/env python3
"""Deterministic generator + validator for the blind65 evaluation set (h4-* runs).

Usage:  python3 make_blind.py            # writes runs/ and labels/, validates, writes README.md
        python3 make_blind.py --check    # validate existing output only
Exits non-zero when a check fails.
"""
import json
import os
import random
import re
import shutil
import sys
from collections import Counter, defaultdict
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from blindlib import render, seed_of  # noqa: E402
from padding import pad_steps  # noqa: E402
import scen_a, scen_b, scen_c  # noqa: E402

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown", "succeeded"]
FAILED_MODES = MODES[:7]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
BANNED_IN_ID = ["oom", "perm", "dep", "scope", "confus", "wrong", "infra", "missing", "blocked", "approach",
                "creep", "unknown", "succe", "fail", "misunder", "loop", "timeout", "denied", "eacces", "skip"]
ALARM = re.compile(r"timed? ?out|timeout|permission denied|EACCES|out of memory|OOM|\b40[34]\b|Cannot find module|"
                   r"ModuleNotFoundError|ETIMEDOUT|ERR_INTERNET_DISCONNECTED|quota|ChunkLoadError|Forbidden", re.I)
TOOL_KINDS = {"bash", "read", "grep", "edit", "write", "multi", "deny"}


def all_runs():
    return scen_a.RUNS + scen_b.RUNS + scen_c.RUNS


def prompt_md(sc):
    return f"# {sc['ticket']}: {sc['title']}\n\n{sc['body'].rstrip()}\n"


def evidence_lines(sc, marks):
    ev = set()
    for i, st in enumerate(sc["steps"]):
        spec = st.get("ev")
        if not spec or i not in marks:
            continue
        roles = ["call", "out"] if spec == "both" else [spec]
        for r in roles:
            for ln in marks[i].get(r, []):
                ev.add(ln)
    if sc.get("ev_end") and "end" in marks:
        for ln in marks["end"].get("out", []):
            ev.add(ln)
    return sorted(x + 1 for x in ev)


def longest_identical(steps):
    best = cur = 0
    prev = None
    for st in steps:
        if st["k"] not in TOOL_KINDS:
            continue
        key = json.dumps({k: v for k, v in st.items() if k != "ev"}, sort_keys=True)
        cur = cur + 1 if key == prev else 1
        prev = key
        best = max(best, cur)
    return best


def build(sc, idx):
    rng = random.Random(seed_of(sc["id"]) + 7)
    start = datetime(2026, 11, 23, 7, 0, tzinfo=timezone.utc) + timedelta(minutes=47 * idx + rng.randint(0, 30))
    sc = dict(sc)
    sc["start"] = start
    sc["tokens"] = rng.randint(60000, 420000)
    if sc.get("watchdog"):
        sc["tokens"] = sc["watchdog"]["tokens_consumed"] or sc["tokens"]
    sc["cost"] = round(sc["tokens"] / 1e6 * 3.4 + rng.random() * 0.2, 2)
    sc["prompt_text"] = prompt_md(sc)
    lines, marks = render(sc)
    target = 21 + rng.randint(0, 5)
    if len(lines) < target and sc.get("pad", True):
        per = 2
        need = -(-(target - len(lines)) // per)
        sc["steps"] = sc["steps"][:1] + pad_steps(sc, need) + sc["steps"][1:]
        lines, marks = render(sc)
    if sc.get("cut_last_output"):
        last = len(lines) - 1
        lines.pop()
        for m in marks.values():
            for r in m:
                m[r] = [x for x in m[r] if x != last]
    ev = evidence_lines(sc, marks) if sc["mode"] not in ("unknown", "succeeded") else []
    end = start + timedelta(seconds=25 * len(lines) + rng.randint(10, 200))
    engine = "codex" if sc["format"] == "codex" else "claude-code"
    hist = []
    if sc.get("watchdog") and rng.random() < 0.4:
        hist = []
    taskrun = {
        "id": sc["id"], "ticket_id": sc["ticket"], "engine": engine, "current_engine": engine,
        "engine_attempts": [engine], "state": sc["state"], "retry_count": 0, "max_retries": 2,
        "files_changed": sc["files_changed"],
        "tool_calls_total": sum(1 for s in sc["steps"] if s["k"] in TOOL_KINDS),
        "consecutive_identical_tools": longest_identical(sc["steps"]),
        "tokens_consumed": sc["tokens"], "cost_usd": sc["cost"], "diagnosis_history": hist,
        "created_at": (start - timedelta(seconds=20)).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "updated_at": end.strftime("%Y-%m-%dT%H:%M:%SZ"),
    }
    label = {"mode": sc["mode"], "format": sc["format"], "near_miss": sc["near_miss"], "evidence_lines": ev, "why": sc["why"]}
    return sc, lines, taskrun, label


def yaml_str(s):
    return json.dumps(s, ensure_ascii=False)


def write_label(path, label):
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"mode: {label['mode']}\n")
        f.write(f"format: {label['format']}\n")
        nm = label["near_miss"] if label["near_miss"] else "''"
        f.write("near_miss: " + nm + "\n")
        f.write(f"evidence_lines: [{', '.join(str(x) for x in label['evidence_lines'])}]\n")
        f.write(f"why: {yaml_str(label['why'])}\n")


def generate():
    runs_dir = os.path.join(HERE, "runs")
    labels_dir = os.path.join(HERE, "labels")
    for d in (runs_dir, labels_dir):
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    built = []
    for idx, sc in enumerate(all_runs()):
        sc2, lines, taskrun, label = build(sc, idx)
        rd = os.path.join(runs_dir, sc["id"])
        os.makedirs(rd)
        with open(os.path.join(rd, "events.ndjson"), "w", encoding="utf-8") as f:
            for ln in lines:
                f.write(json.dumps(ln, ensure_ascii=False) + "\n")
        with open(os.path.join(rd, "prompt.md"), "w", encoding="utf-8") as f:
            f.write(sc2["prompt_text"])
        with open(os.path.join(rd, "taskrun.json"), "w", encoding="utf-8") as f:
            json.dump(taskrun, f, indent=2, ensure_ascii=False)
            f.write("\n")
        if sc.get("result") is not None:
            with open(os.path.join(rd, "result.json"), "w", encoding="utf-8") as f:
                json.dump(sc["result"], f, indent=2, ensure_ascii=False)
                f.write("\n")
        if sc.get("watchdog"):
            with open(os.path.join(rd, "watchdog.json"), "w", encoding="utf-8") as f:
                json.dump(sc["watchdog"], f, indent=2, ensure_ascii=False)
                f.write("\n")
        write_label(os.path.join(labels_dir, sc["id"] + ".yaml"), label)
        built.append((sc, label))
    return built


# ------------------------------------------------------------------ validation
def read_label(path):
    out = {}
    for line in open(path, encoding="utf-8"):
        k, _, v = line.rstrip("\n").partition(": ")
        v = v.strip()
        if k == "evidence_lines":
            out[k] = [int(x) for x in v.strip("[]").split(",") if x.strip()]
        elif k == "why":
            out[k] = json.loads(v)
        else:
            out[k] = "" if v == "''" else v
    return out


def final_error(fmt, events):
    """True/False if the stream's final result says error/success, None when there is none."""
    if fmt == "claude":
        res = [e for e in events if e.get("type") == "result"]
        return None if not res else bool(res[-1].get("is_error"))
    if fmt == "osmia":
        res = [e for e in events if e.get("type") == "result"]
        return None if not res else (not res[-1].get("success"))
    if fmt == "codex":
        for e in reversed(events):
            if e.get("type") == "turn.failed":
                return True
            if e.get("type") == "turn.completed":
                return False
        return None
    return None


def validate():
    errs = []
    runs_dir = os.path.join(HERE, "runs")
    labels_dir = os.path.join(HERE, "labels")
    ids = sorted(os.listdir(runs_dir))
    counts = Counter()
    table = defaultdict(Counter)
    near = Counter()
    alarming_succ = 0
    for rid in ids:
        rd = os.path.join(runs_dir, rid)
        if not re.fullmatch(r"h4-[a-z0-9][a-z0-9.-]*", rid):
            errs.append(f"{rid}: bad run id")
        for w in BANNED_IN_ID:
            if w in rid[3:]:
                errs.append(f"{rid}: run id contains mode-ish word {w!r}")
        lp = os.path.join(labels_dir, rid + ".yaml")
        if not os.path.exists(lp):
            errs.append(f"{rid}: no label")
            continue
        lab = read_label(lp)
        mode, fmt = lab.get("mode"), lab.get("format")
        if mode not in MODES:
            errs.append(f"{rid}: bad mode {mode}")
        if fmt not in FORMATS:
            errs.append(f"{rid}: bad format {fmt}")
        if lab.get("near_miss") and lab["near_miss"] not in MODES:
            errs.append(f"{rid}: bad near_miss")
        if lab.get("near_miss") == mode:
            errs.append(f"{rid}: near_miss equals mode")
        if not lab.get("why"):
            errs.append(f"{rid}: empty why")
        counts[mode] += 1
        table[mode][fmt] += 1
        if lab.get("near_miss"):
            near[lab["near_miss"]] += 1
        # events
        events = []
        raw = open(os.path.join(rd, "events.ndjson"), encoding="utf-8").read()
        if not raw.endswith("\n"):
            errs.append(f"{rid}: events.ndjson lacks trailing newline")
        lines = raw.split("\n")[:-1]
        for n, ln in enumerate(lines, 1):
            try:
                events.append(json.loads(ln))
            except Exception as e:  # noqa: BLE001
                errs.append(f"{rid}: line {n} not JSON ({e})")
        if not 20 <= len(lines) <= 120:
            errs.append(f"{rid}: {len(lines)} lines (want 20-120)")
        # format sanity
        first = events[0] if events else {}
        if fmt == "claude" and not (first.get("type") == "system" and first.get("subtype") == "init" and "tools" in first):
            errs.append(f"{rid}: claude stream must start with system/init")
        if fmt == "osmia" and not (first.get("type") == "system" and "timestamp" in first):
            errs.append(f"{rid}: osmia stream must start with system/init + timestamp")
        if fmt == "codex" and first.get("type") != "thread.started":
            errs.append(f"{rid}: codex stream must start with thread.started")
        if fmt == "claude-transcript":
            if any(e.get("type") == "result" for e in events):
                errs.append(f"{rid}: transcript must not have a result line")
            if not all("sessionId" in e and "timestamp" in e and "uuid" in e for e in events):
                errs.append(f"{rid}: transcript line without sessionId/timestamp/uuid")
        if fmt == "codex":
            for n, e in enumerate(events, 1):
                it = e.get("item") or {}
                if it.get("type") == "command_execution" and "\\n" in it.get("command", ""):
                    errs.append(f"{rid}: line {n} codex command contains a literal backslash-n")
        # evidence
        ev = lab.get("evidence_lines", [])
        if mode in ("unknown", "succeeded"):
            if ev:
                errs.append(f"{rid}: {mode} must have empty evidence_lines")
        else:
            if not ev:
                errs.append(f"{rid}: failed run without evidence_lines")
        for x in ev:
            if not 1 <= x <= len(lines):
                errs.append(f"{rid}: evidence line {x} out of range")
        # state / result
        tr = json.load(open(os.path.join(rd, "taskrun.json")))
        if tr.get("id") != rid:
            errs.append(f"{rid}: taskrun id mismatch")
        res_p = os.path.join(rd, "result.json")
        res = json.load(open(res_p)) if os.path.exists(res_p) else None
        wd = os.path.exists(os.path.join(rd, "watchdog.json"))
        fe = final_error(fmt, events)
        if mode == "succeeded":
            if tr.get("state") != "Succeeded":
                errs.append(f"{rid}: succeeded but state {tr.get('state')}")
            if res is None or res.get("success") is not True or res.get("exit_code") != 0:
                errs.append(f"{rid}: succeeded needs result.json success true / exit 0")
            if fe:
                errs.append(f"{rid}: succeeded but stream ends in error")
            if wd:
                errs.append(f"{rid}: succeeded with watchdog.json")
            text = raw
            if ALARM.search(text):
                alarming_succ += 1
        else:
            if tr.get("state") not in ("Failed", "TimedOut"):
                errs.append(f"{rid}: failed run with state {tr.get('state')}")
            if res is not None and res.get("success") is not False:
                errs.append(f"{rid}: failed run but result.json success not false")
            if res is None and not wd and tr.get("state") != "TimedOut":
                errs.append(f"{rid}: failed run needs result.json, watchdog.json or TimedOut")
            if fe is False and res is None:
                errs.append(f"{rid}: stream says success and nothing else says failed")
        if mode == "model_confusion" and not wd and tr.get("consecutive_identical_tools", 0) < 3:
            pass
    total = len(ids)
    if total < 80:
        errs.append(f"only {total} runs (want >= 80)")
    for m in FAILED_MODES + ["unknown"]:
        if counts[m] < 8:
            errs.append(f"mode {m}: {counts[m]} runs (want >= 8)")
    if counts["succeeded"] < 8 or alarming_succ < 8:
        errs.append(f"succeeded {counts['succeeded']} runs, {alarming_succ} with alarming words (want >= 8 each)")
    n_near = sum(near.values())
    if n_near < 25:
        errs.append(f"only {n_near} near misses (want >= 25)")
    fmt_tot = Counter()
    for m in table:
        fmt_tot.update(table[m])
    for f in FORMATS:
        if fmt_tot[f] == 0:
            errs.append(f"format {f} unused")
    return errs, dict(total=total, counts=counts, table=table, near=near, n_near=n_near,
                      alarming_succ=alarming_succ, fmt_tot=fmt_tot)


# ------------------------------------------------------------------ README
TITLE = ("# blind65: blind evaluation set `h4-*` — web frontends in TypeScript (React, Vue, Svelte, Vite, webpack, "
         "Next.js, Playwright/Cypress e2e, ESLint/Prettier, Storybook, jest/vitest snapshots)")


def readme(stats):
    t = stats["table"]
    hdr = "| mode | " + " | ".join(FORMATS) + " | total |\n|---|" + "---|" * (len(FORMATS) + 1) + "\n"
    rows = ""
    for m in MODES:
        rows += f"| {m} | " + " | ".join(str(t[m][f]) for f in FORMATS) + f" | {sum(t[m].values())} |\n"
    rows += "| **total** | " + " | ".join(str(stats["fmt_tot"][f]) for f in FORMATS) + f" | {stats['total']} |\n"
    nm = "\n".join(f"| {m} | {stats['near'][m]} |" for m in MODES if stats["near"][m])
    return f"""{TITLE}

A hand-designed, generated set of {stats['total']} agent runs on web-frontend TypeScript tasks, written blind
(without reading the diagnosis tool) to score a failure-diagnosis tool once. Each run directory follows
`docs/runs-format.md` (`taskrun.json`, `prompt.md`, `events.ndjson`, `result.json` and/or `watchdog.json`);
each label in `labels/<id>.yaml` gives the root-cause `mode`, the stream `format`, the `near_miss` (the mode a
naive keyword reader would pick instead, or empty), the 1-based `evidence_lines` in `events.ndjson`, and `why`.

Regenerate and validate: `python3 make_blind.py` (deterministic; `--check` validates only). Sources:
`blindlib.py` (the four stream renderers), `texts.py` (tool-output builders), `padding.py` (neutral
exploration steps that bring short streams to 21–26 lines, inserted before the cause), `scen_a.py` (infra, permission,
dependency), `scen_b.py` (tests, wrong approach, scope), `scen_c.py` (oscillation, unknown, succeeded).

## Counts (mode × format)

{hdr}{rows}
Near misses: **{stats['n_near']}** runs carry a `near_miss`. Succeeded runs containing alarming words
(timeouts, Permission denied, 403/404, out of memory, Cannot find module, ETIMEDOUT…): **{stats['alarming_succ']}**.

| near_miss (what a keyword reader would say) | runs |
|---|---|
{nm}

## Notes on labelling choices

- **Root cause wins over the loudest line.** A `Cannot find module` that only follows a blocked `npm ci` (EACCES on a
  root-owned `node_modules`, a root-owned Cypress cache, a 403 from GitHub Packages) is labelled
  `permission_blocked`; the same symptom after an unreachable registry, a full disk or a CDN reset is
  `infra_failure`. A registry answering **404 / E404 / ENOTCACHED** for a package (the package is not there) is
  `dependency_missing`.
- **Provider limits are infra** even when work was unfinished: the Storybook run ends on a usage-limit result
  (`subtype: success`, `is_error: true`) while `@storybook/test` was still unresolved.
- **Tests changed against the ticket** are `test_misunderstanding`, including a `describe.skip` made to silence an
  import error for a hook the ticket asked the agent to create, a Playwright timeout "fixed" by a 30 s wait and a
  weaker locator, and `-u` snapshot updates that bake in the bug. When the ticket *asks* for snapshot updates the run
  is `succeeded` (near miss) or, if the `.snap` file cannot be written, `permission_blocked`.
- **wrong_approach** = the right kind of change in the wrong place (dist bundle, generated GraphQL types, compiled
  Lingui catalog, node_modules, tsconfig/eslint config, Storybook story, Vite dev proxy, next.config instead of
  middleware). **scope_creep** = the intended fix plus large unrequested sweeps (formatters, dependency upgrades,
  folder restructures, codemods); a wide diff the ticket explicitly requests is `succeeded`.
- **model_confusion** runs flip the same edit back and forth (or repeat the same command pair) with identical output;
  most end with `watchdog.json` (`loop`/`thrashing`). Where the repeated output is a timeout or a `Cannot find
  module` caused by the agent's own alias edits, the near miss records that.
- **unknown** runs fail (state Failed, `result.json` success false) but the stream shows no cause: clean tests, an
  empty summary, a generic "agent exited with status 1", an `error_during_execution` without text, or a stream
  that just stops. Some contain alarming words from the feature itself (a "Permission denied" banner, session
  "timeout" copy, a recovered import typo); their `evidence_lines` are empty by design.
- Claude stream-json runs killed by the OOM killer or a watchdog have no `result` line; `taskrun.json` state and
  `result.json`/`watchdog.json` carry the outcome. Transcripts never have a `result` line. Codex runs killed by the
  watchdog end without `turn.completed`.
- Evidence lines point at the tool output (or the call, for edits and refused calls) that shows the cause; for
  oscillation runs they cover the repeated edit/test rounds after the first.
"""


def main():
    if "--check" not in sys.argv:
        generate()
    errs, stats = validate()
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(stats))
    if errs:
        print("\n".join(errs))
        print(f"FAILED: {len(errs)} problem(s)")
        sys.exit(1)
    print(f"ok: {stats['total']} runs, {stats['n_near']} near misses, {stats['alarming_succ']} alarming succeeded runs")
    for m in MODES:
        print(f"  {m:22s} " + "  ".join(f"{f}={stats['table'][m][f]}" for f in FORMATS))


if __name__ == "__main__":
    main()
