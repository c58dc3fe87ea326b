#!/usr/bin/env python3
"""Generate the c3- blind evaluation set (runs/ and labels/) and validate it.

    python3 make_blind.py            # write runs/ + labels/, validate, print counts
    python3 make_blind.py --check    # validate what is on disk only

Deterministic: the same sources always give byte-identical output.
"""
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
from gen_lib import MODES, FORMATS, render  # noqa: E402

CASE_MODULES = ["cases_env", "cases_env2", "cases_behaviour", "cases_behaviour2", "cases_other"]

RUNS = os.path.join(HERE, "runs")
LABELS = os.path.join(HERE, "labels")

ENGINE = {"codex": "codex", "claude": "claude-code", "claude-transcript": "claude-code", "osmia": "claude-code"}
BANNED_SLUG = ["oom", "perm", "loop", "scope", "creep", "confus", "infra", "wrong", "timeout", "dep", "missing",
               "deny", "denied", "unknown", "succe", "fail", "misread", "flaky", "skip", "limit", "sandbox", "revert",
               "oscill", "thrash", "kill", "disk", "network", "quota"]
MODE_WORDS = list(MODES) + ["succeeded", "near_miss", "near miss", "failure mode"]
ALARM = re.compile(r"permission denied|timeout|timed out|time out|killed|oom|out of memory|memoryerror|forbidden|"
                   r"denied|skipped|xfail|no space|unreachable|not found|eperm|eacces|reconnecting|error|"
                   r"declined|refused|limit", re.I)


def load_runs():
    runs = []
    for m in CASE_MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m:
                continue
            raise
        for r in mod.cases():
            r._module = m
            lengthen(r)
            runs.append(r)
    return runs


def green_ok(run):
    """Background 'green' test runs would contradict runs whose toolchain/packages are broken."""
    if run.mode in ("infra_failure", "permission_blocked", "dependency_missing"):
        return False
    blob = json.dumps([s.kw for s in run.steps])
    return not any(w in blob for w in ("No module named", "ModuleNotFoundError", "i/o timeout", "Could not resolve"))


def lengthen(run):
    """Add benign background steps after the orientation so run lengths vary like real runs
    (about half short, a third medium, a fifth long with the cause buried in noise)."""
    import kit
    if getattr(run, "no_noise", False) or not hasattr(run, "stack"):
        return
    cur = len(render(run)[0])
    b = int(gen_lib.h("len:" + run.id, 4), 16) % 100
    if b < 50:
        target = cur + b % 5 * 2
    elif b < 80:
        target = 45 + b % 26
    else:
        target = 82 + (b * 7) % 34
    k = max(0, int((target - cur) / 1.7))
    at = getattr(run, "orient_end", 0)
    saved = list(run.steps)
    while True:
        run.steps = list(saved)
        kit.noise(run, run.stack, k, at, tests=green_ok(run))
        if len(render(run)[0]) <= 118 or k == 0:
            break
        k -= 2
        k = max(k, 0)


# files_changed as the orchestrator would count them from the final diff, where the stream's own diffstat says
# more than the file_change/Edit events show (mass rewrites through the shell, reverted edits, edits outside git).
FILES_CHANGED = {
    "survey-tools-log-typo": 143, "metering-gateway-empty-body": 412, "pricing-discount-param": 50,
    "artifact-prune-dry-run": 16, "address-formatter-null-line2": 46, "logrotate-grep-exit": 22, "etl-normalize-bom": 96,
    "ringbuf-window-off-by-one": 37, "revenue-daily-column": 31, "worker-batch-log-line": 37,
    "survey-core-black-adoption": 120, "billing-junit5-migration": 32,
    "crm-dedupe-email-case": 2, "webhook-relay-retry-count": 1, "textkit-slug-translit": 0, "cronexpr-last-day": 0,
    "csv-schema-nullable": 1, "invoice-calc-half-cent": 1, "rostering-overlapping-shifts": 1, "tzparse-aware-utc": 2,
    "promlint-rate-message": 1, "rangeset-upper-bound": 0, "tax-calc-reduced-rate": 0, "dedupe-window-sessions": 0,
    "hl7-segment-escape": 0, "release-tool-changelog-order": 1, "payments-events-schema-bump": 3,
    "shipment-tracker-ctx-deadline": 1, "dotenv-export-prefix": 0, "invoicer-proto-field": 0,
}


def taskrun(run, lines):
    failed = run.mode != "succeeded"
    state = run.state or ("Failed" if failed else "Succeeded")
    eng = ENGINE[run.fmt]
    rng = gen_lib.random.Random(gen_lib.h("tr:" + run.id, 12))
    tokens = rng.randint(40000, 1400000)
    created = run.created
    # updated_at: created + a few minutes per line
    from datetime import datetime, timedelta
    t0 = datetime.strptime(created, "%Y-%m-%dT%H:%M:%SZ")
    upd = (t0 + timedelta(seconds=len(lines) * rng.randint(9, 30))).strftime("%Y-%m-%dT%H:%M:%SZ")
    tr = {"id": run.id, "ticket_id": run.ticket, "engine": eng, "current_engine": eng,
          "engine_attempts": [eng], "state": state, "retry_count": run.retry_count, "max_retries": 2,
          "files_changed": run.files_changed(), "tool_calls_total": run.tool_calls(),
          "consecutive_identical_tools": run.longest_identical(), "tokens_consumed": tokens,
          "cost_usd": round(tokens * rng.uniform(2.2, 6.5) / 1e6, 2), "diagnosis_history": [],
          "created_at": created, "updated_at": upd}
    if run.slug in FILES_CHANGED:
        tr["files_changed"] = FILES_CHANGED[run.slug]
    for k, v in run.taskrun_extra.items():
        if not k.startswith("_"):
            tr[k] = v
    return tr


def default_result(run):
    if run.no_result:
        return None
    if run.result is not None:
        return run.result
    e = run.end
    if run.mode == "succeeded":
        text = e[1] or next((s.kw["text"] for s in reversed(run.steps) if s.kind == "say"), "done")
        return {"success": True, "summary": text[:300], "exit_code": 0}
    if e[0] == "fail":
        return {"success": False, "summary": (e[2] or "")[:300], "exit_code": 1}
    if e[0] == "cut":
        return {"success": False, "summary": "agent process exited without a final result", "exit_code": 1}
    return {"success": False, "summary": "agent finished; post-run acceptance checks did not pass", "exit_code": 1}


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def write_all(runs):
    for d in (RUNS, LABELS):
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    out = []
    for run in runs:
        lines, ev, _rr = render(run)
        d = os.path.join(RUNS, run.id)
        os.makedirs(d)
        with open(os.path.join(d, "events.ndjson"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        with open(os.path.join(d, "prompt.md"), "w", encoding="utf-8") as f:
            f.write("# %s: %s\n\n%s\n" % (run.ticket, run.title, run.body))
        tr = taskrun(run, lines)
        with open(os.path.join(d, "taskrun.json"), "w", encoding="utf-8") as f:
            json.dump(tr, f, indent=2)
            f.write("\n")
        res = default_result(run)
        if res is not None:
            with open(os.path.join(d, "result.json"), "w", encoding="utf-8") as f:
                json.dump(res, f, indent=2)
                f.write("\n")
        if run.watchdog:
            with open(os.path.join(d, "watchdog.json"), "w", encoding="utf-8") as f:
                json.dump(run.watchdog, f, indent=2)
                f.write("\n")
        evl = [] if run.mode in ("unknown", "succeeded") else ev
        with open(os.path.join(LABELS, run.id + ".yaml"), "w", encoding="utf-8") as f:
            f.write("mode: %s\nformat: %s\nnear_miss: %s\nevidence_lines: [%s]\nwhy: %s\n" % (
                run.mode, run.fmt, run.near_miss if run.near_miss else "''", ", ".join(map(str, evl)), yq(run.why)))
        out.append((run, lines, evl, tr, res))
    return out


def validate(runs_out):
    errs = []
    ids = set()
    for run, lines, evl, tr, res in runs_out:
        rid = run.id
        if rid in ids:
            errs.append("%s: duplicate id" % rid)
        ids.add(rid)
        if not re.fullmatch(r"c3-[a-z0-9-]+-[0-9a-f]{4}", rid):
            errs.append("%s: bad id" % rid)
        for w in BANNED_SLUG:
            if w in run.slug:
                errs.append("%s: slug contains hint word %r" % (rid, w))
        prompt = "# %s: %s\n\n%s" % (run.ticket, run.title, run.body)
        for w in MODE_WORDS:
            if w in prompt.lower() or w in json.dumps(tr).lower().replace('"succeeded"', ''):
                errs.append("%s: prompt/taskrun contains mode word %r" % (rid, w))
        if not (20 <= len(lines) <= 120):
            errs.append("%s: %d lines (need 20-120)" % (rid, len(lines)))
        for i, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except ValueError:
                if run.fmt != "osmia" and not getattr(run, "allow_text", False):
                    errs.append("%s: line %d is not JSON" % (rid, i))
        if run.mode in ("unknown", "succeeded"):
            if evl:
                errs.append("%s: evidence must be empty" % rid)
        else:
            if not evl:
                errs.append("%s: no evidence lines" % rid)
        for n in evl:
            if not 1 <= n <= len(lines):
                errs.append("%s: evidence line %d out of range" % (rid, n))
        st = tr["state"]
        if run.mode == "succeeded":
            if st != "Succeeded":
                errs.append("%s: succeeded but state %s" % (rid, st))
            if res is not None and res.get("success") is not True:
                errs.append("%s: succeeded but result.json success false" % rid)
            last = json.loads(lines[-1])
            if last.get("type") == "turn.failed" or (last.get("type") == "result" and (last.get("is_error") or last.get("success") is False)):
                errs.append("%s: succeeded but stream ends in error" % rid)
        else:
            if st not in ("Failed", "TimedOut"):
                errs.append("%s: failed mode but state %s" % (rid, st))
            if res is not None and res.get("success") is not False:
                errs.append("%s: failed mode but result.json success not false" % rid)
        if run.near_miss and run.near_miss not in MODES:
            errs.append("%s: bad near_miss %s" % (rid, run.near_miss))
        if run.near_miss == run.mode:
            errs.append("%s: near_miss equals mode" % rid)
        if not run.why:
            errs.append("%s: empty why" % rid)
        if run.watchdog and run.watchdog.get("reason_code") not in (
                "loop", "thrashing", "stall", "cost_velocity", "telemetry_failure", "total_cost", "unanswered_human"):
            errs.append("%s: bad watchdog reason" % rid)
    # set-level
    modes = collections.Counter(r[0].mode for r in runs_out)
    fmts = collections.Counter(r[0].fmt for r in runs_out)
    n = len(runs_out)
    final = "--partial" not in sys.argv
    if final:
        if n < 80:
            errs.append("set: only %d runs (need >= 80)" % n)
        for m in MODES:
            if modes[m] < 8:
                errs.append("set: mode %s has %d runs (need >= 8)" % (m, modes[m]))
        for m in ("wrong_approach", "model_confusion"):
            if modes[m] < 10:
                errs.append("set: mode %s has %d runs (need >= 10)" % (m, modes[m]))
        alarm_ok = [r for r in runs_out if r[0].mode == "succeeded" and ALARM.search("\n".join(r[1]))]
        if len(alarm_ok) < 8:
            errs.append("set: only %d succeeded runs with alarming words (need >= 8)" % len(alarm_ok))
        nm = sum(1 for r in runs_out if r[0].near_miss)
        if nm < 25:
            errs.append("set: only %d near misses (need >= 25)" % nm)
        if fmts["codex"] < 0.6 * n:
            errs.append("set: codex %d/%d < 60%%" % (fmts["codex"], n))
        for f in FORMATS:
            if fmts[f] == 0:
                errs.append("set: no %s runs" % f)
        if not 0.25 * n <= fmts["claude-transcript"] <= 0.4 * n:
            errs.append("set: claude-transcript %d/%d not about a third" % (fmts["claude-transcript"], n))
    return errs


def table(runs_out):
    modes = list(MODES) + ["succeeded"]
    fmts = list(FORMATS)
    c = collections.Counter((r[0].mode, r[0].fmt) for r in runs_out)
    nm = collections.Counter(r[0].near_miss for r in runs_out if r[0].near_miss)
    w = max(len(m) for m in modes) + 2
    rows = ["| mode | " + " | ".join(fmts) + " | total |", "|---|" + "---|" * (len(fmts) + 1)]
    for m in modes:
        rows.append("| %s | %s | %d |" % (m, " | ".join(str(c[(m, f)]) for f in fmts), sum(c[(m, f)] for f in fmts)))
    rows.append("| **total** | %s | %d |" % (" | ".join(str(sum(c[(m, f)] for m in modes)) for f in fmts), len(runs_out)))
    nmrows = ["| near_miss (the wrong pick) | runs |", "|---|---|"]
    for m in modes:
        if nm[m]:
            nmrows.append("| %s | %d |" % (m, nm[m]))
    nmrows.append("| **total** | %d |" % sum(nm.values()))
    # near-miss by true mode
    nm2 = collections.Counter(r[0].mode for r in runs_out if r[0].near_miss)
    nmrows2 = ["| true mode | runs with a near miss |", "|---|---|"]
    for m in modes:
        nmrows2.append("| %s | %d |" % (m, nm2[m]))
    return "\n".join(rows), "\n".join(nmrows), "\n".join(nmrows2)


README_HEAD = """# c3-: blind evaluation set "Codex at work, second round"

%(n)d failed and successful agent runs written blind (without reading retriage's rules, code or tests) to
measure once how well retriage names the failure mode of runs it has never seen. Every run is a directory
under `runs/` in the layout of `docs/runs-format.md` (`taskrun.json`, `prompt.md`, `events.ndjson`, and where it
fits `result.json` and `watchdog.json`); its answer key is `labels/<id>.yaml`:

```yaml
mode: dependency_missing        # one of the 8 modes, or `succeeded`
format: codex                   # claude | claude-transcript | codex | osmia
near_miss: infra_failure        # the mode a naive reader would wrongly pick ('' if none)
evidence_lines: [14, 15]        # 1-based lines of events.ndjson showing the cause ([] for unknown/succeeded)
why: one sentence: what really went wrong
```

**Do not read `labels/` or the `cases_*.py` sources before the measurement**: the `why` fields and the case
comments give the answers away.

## What is in it

- Theme: Codex (`codex exec --json`) doing everyday work on Python libraries and CLIs, Go services, shell/ops
  scripts, data scripts and Java/Kotlin (a little Rust, Ruby, .NET). At least 60%% of runs are Codex; the rest
  are Claude Code transcripts (`~/.claude/projects/*.jsonl`, no result line), Claude `stream-json` and Osmia
  agentstream.
- Error wording follows real tools (pip, cargo, go, maven, gradle, dotnet, bundler, psql, docker, kubectl, gh,
  Codex and Anthropic API messages), written fresh for this set.
- Hard cases on purpose: Codex sandbox refusals (read-only, network disabled, declined commands, writes outside
  the project), Codex usage limits and `stream disconnected before completion`; causal chains where the root
  cause must win (EACCES during install -> later `No module named`, unreachable index -> `No matching
  distribution`, provider limit while a module is still missing); "permission denied" / "timeout" printed by
  the code under test or asserted by tests; tests weakened in every framework (t.Skip, @Disabled, #[ignore],
  xfail, loosened assertions, expected values replaced, golden files regenerated); oscillation through the shell
  (git checkout/restore/stash, sed and reverse sed); wide changes that were and were not asked for; agents that
  err, recover and then fail for another reason; final messages claiming success that the stream contradicts;
  long runs where the cause is a few lines among reads and green test runs.
- Every succeeded run contains alarming words (timeouts, permission denied, skipped tests, forbidden, OOM,
  reconnecting, declined...).
- Format mix: the brief asked for at least 60%% Codex *and* about a third transcripts; both cannot hold fully, so
  Codex is kept at 60%%+ and transcripts take about 30%%, leaving a few stream-json and Osmia runs.

## Counts (mode x format)

"""

README_TAIL = """
## Regenerate and validate

```
python3 make_blind.py          # rewrites runs/ and labels/ (deterministic) and validates the whole set
```

`make_blind.py` loads the case files (`cases_env.py`, `cases_env2.py`, `cases_behaviour.py`,
`cases_behaviour2.py`, `cases_other.py`), adds neutral background steps (`kit.py`: orientation, file reads, green
test runs of unrelated modules; never before a broken toolchain, never repeated) and renders each run through
`gen_lib.py` into one of the four stream formats, recording which lines carry the evidence. It then checks:
every stream line is JSON; 20-120 lines per stream; evidence lines exist (and are empty exactly for
unknown/succeeded); taskrun state and result.json agree with the label; no mode names in prompts/taskruns and no
hint words in ids; >= 80 runs, >= 8 per failed mode, >= 10 wrong_approach and model_confusion, >= 8 succeeded runs
with alarming words, >= 25 near misses, >= 60% Codex, all four formats.
"""


def write_readme(out):
    t, n1, n2 = table(out)
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(README_HEAD % {"n": len(out)})
        f.write(t + "\n\n## Near misses\n\nBy the wrong mode a naive reader would pick:\n\n" + n1 +
                "\n\nBy true mode:\n\n" + n2 + "\n")
        f.write(README_TAIL)


def main():
    runs = load_runs()
    out = write_all(runs)
    errs = validate(out)
    write_readme(out)
    t, n1, n2 = table(out)
    print(t)
    print()
    print(n1)
    print()
    print(n2)
    if errs:
        print("\nVALIDATION PROBLEMS (%d):" % len(errs))
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("\nvalidation OK: %d runs" % len(out))


if __name__ == "__main__":
    main()
