#!/usr/bin/env python3
"""Write the blind32 evaluation set (runs/ and labels/) deterministically, then validate it.

    python3 make_blind.py            # regenerate + validate (exit 1 on any problem)
    python3 make_blind.py --check    # validate what is on disk only
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
import gen_lib as G  # noqa: E402

CASE_MODULES = ["cases_env", "cases_env2", "cases_behaviour", "cases_behaviour2", "cases_other"]
ALARM_WORDS = ["permission denied", "timeout", "timed out", "oom", "killed", "no space left",
               "access denied", "forbidden", "modulenotfounderror", "no module named", "skipped",
               "skip", "rate limit", "429", "403", "error", "memory limit", "exceeded", "refused",
               "not found", "xfail", "severity"]
HINT_WORDS = ["oom", "perm", "loop", "scope", "creep", "confus", "infra", "depend", "missing", "wrong",
              "unknown", "misunder", "denied", "blocked", "timeout", "oscillat", "nearmiss", "near-miss",
              "success", "fail"]


def yaml_label(run):
    ev = sorted(set(run.ev_lines)) if run.mode not in ("unknown", "succeeded") else []
    return ("mode: %s\nformat: %s\nnear_miss: %s\nevidence_lines: [%s]\nwhy: %s\n" % (
        run.mode, run.fmt, run.near_miss if run.near_miss else "''", ", ".join(map(str, ev)),
        json.dumps(run.why, ensure_ascii=False))), ev


def build():
    runs = []
    for m in CASE_MODULES:
        if os.path.exists(os.path.join(HERE, m + ".py")):
            importlib.import_module(m)
    seen = set()
    for fn in G.REGISTRY:
        r = fn()
        if r.id in seen:
            raise SystemExit(f"duplicate id {r.id}")
        seen.add(r.id)
        r.render()
        runs.append(r)
    return runs


def write(runs):
    for d in ("runs", "labels"):
        p = os.path.join(HERE, d)
        if os.path.isdir(p):
            shutil.rmtree(p)
        os.makedirs(p)
    for r in runs:
        d = os.path.join(HERE, "runs", r.id)
        os.makedirs(d)
        with open(os.path.join(d, "events.ndjson"), "w", encoding="utf-8") as f:
            for obj in r.lines:
                f.write(json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n")
        with open(os.path.join(d, "prompt.md"), "w", encoding="utf-8") as f:
            f.write(r.prompt_text())
        with open(os.path.join(d, "taskrun.json"), "w", encoding="utf-8") as f:
            json.dump(r.taskrun(), f, indent=2); f.write("\n")
        if r.result is not None:
            res = {"success": bool(r.result), "summary": r.result_summary or "",
                   "exit_code": r.exit_code if r.exit_code is not None else (0 if r.result else 1)}
            with open(os.path.join(d, "result.json"), "w", encoding="utf-8") as f:
                json.dump(res, f, indent=2); f.write("\n")
        if r.watchdog:
            with open(os.path.join(d, "watchdog.json"), "w", encoding="utf-8") as f:
                json.dump(r.watchdog, f, indent=2); f.write("\n")
        text, _ = yaml_label(r)
        with open(os.path.join(HERE, "labels", r.id + ".yaml"), "w", encoding="utf-8") as f:
            f.write(text)


def validate(runs):
    problems = []
    P = problems.append
    by_mode = collections.Counter()
    by_fmt = collections.Counter()
    mode_fmt = collections.Counter()
    near = collections.Counter()
    alarming_ok = 0
    for r in runs:
        d = os.path.join(HERE, "runs", r.id)
        if not re.fullmatch(r"o-[a-z0-9-]+-[0-9a-f]{4}", r.id):
            P(f"{r.id}: bad id")
        slug = r.slug.lower()
        for w in HINT_WORDS:
            if w in slug:
                P(f"{r.id}: hint word {w!r} in id")
        prompt = open(os.path.join(d, "prompt.md"), encoding="utf-8").read()
        tr_text = open(os.path.join(d, "taskrun.json"), encoding="utf-8").read()
        for m in G.MODES:
            for variant in (m, m.replace("_", " "), m.replace("_", "-")):
                if variant in prompt.lower() or variant in tr_text.lower():
                    P(f"{r.id}: mode name {variant!r} in prompt/taskrun")
        lines = open(os.path.join(d, "events.ndjson"), encoding="utf-8").read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        objs = []
        for i, l in enumerate(lines, 1):
            try:
                objs.append(json.loads(l))
            except Exception as e:  # noqa: BLE001
                P(f"{r.id}: line {i} invalid JSON: {e}")
        n = len(lines)
        if not 20 <= n <= 120:
            P(f"{r.id}: {n} lines (need 20-120)")
        _, ev = yaml_label(r)
        if r.mode in ("unknown", "succeeded"):
            if ev:
                P(f"{r.id}: evidence for {r.mode}")
        else:
            if not ev:
                P(f"{r.id}: no evidence lines")
        for e in ev:
            if not 1 <= e <= n:
                P(f"{r.id}: evidence line {e} out of range")
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        res_p = os.path.join(d, "result.json")
        res = json.load(open(res_p)) if os.path.exists(res_p) else None
        if r.mode == "succeeded":
            if tr["state"] != "Succeeded":
                P(f"{r.id}: succeeded but state {tr['state']}")
            if res is not None and not res["success"]:
                P(f"{r.id}: succeeded but result.json success false")
            last = objs[-1] if objs else {}
            if last.get("type") == "result" and (last.get("is_error") or last.get("success") is False):
                P(f"{r.id}: succeeded but final result is an error")
            if last.get("type") == "turn.failed":
                P(f"{r.id}: succeeded but turn.failed")
            blob = "\n".join(lines).lower()
            if r.alarming:
                hits = [w for w in ALARM_WORDS if w in blob]
                if hits:
                    alarming_ok += 1
                else:
                    P(f"{r.id}: marked alarming but no alarming word")
        else:
            if tr["state"] not in ("Failed", "TimedOut"):
                P(f"{r.id}: failed run with state {tr['state']}")
            if res is not None and res["success"]:
                P(f"{r.id}: failed run but result.json success true")
        if r.near_miss == r.mode:
            P(f"{r.id}: near_miss equals mode")
        by_mode[r.mode] += 1
        by_fmt[r.fmt] += 1
        mode_fmt[(r.mode, r.fmt)] += 1
        if r.near_miss:
            near[r.near_miss] += 1
    return problems, by_mode, by_fmt, mode_fmt, near, alarming_ok


def table(by_mode, by_fmt, mode_fmt):
    fm = list(G.FORMATS)
    out = ["| mode | " + " | ".join(fm) + " | total |", "|---|" + "---|" * (len(fm) + 1)]
    for m in G.LABELS:
        out.append(f"| {m} | " + " | ".join(str(mode_fmt[(m, f)]) for f in fm) + f" | {by_mode[m]} |")
    out.append("| **total** | " + " | ".join(str(by_fmt[f]) for f in fm) + f" | {sum(by_fmt.values())} |")
    return "\n".join(out)


DOUBTS = {
    "ranking-lgbm-monotone": "dependency_missing vs permission_blocked: the missing libgomp is the root, but the only hard error the agent hit while trying to fix it was apt's lock 'Permission denied'.",
    "revenue-anomaly-slack-alert": "labelled infra_failure for 'Credit balance is too low' (provider/billing limit ends the session); a reader could argue unknown.",
    "orders-daily-checkpoint": "provider usage limit (infra_failure) outranks the open ModuleNotFoundError; dependency_missing is the obvious competitor.",
    "feature-drift-weekly-report": "Codex usage limit labelled infra_failure; the earlier S3 AccessDenied was worked around.",
    "catalog-embeddings-refresh": "HF 429 rate limit labelled infra_failure; the Hub's text ('login... pass a HF_TOKEN') can read as an auth problem.",
    "fct-revenue-merge-keys": "infra_failure (warehouse queue + timeouts) vs model_confusion (the same build was re-run three times).",
    "finance-month-end-extract": "dependency_missing, but the run also contains ENOSPC on /tmp (recovered) and a pip-on-PATH/venv mismatch that some would call environment confusion.",
    "ml-serving-pr-877-review-fixes": "invalid GitHub token (401) labelled permission_blocked; could be seen as an infra/config fault of the platform.",
    "payments-consumer-commit-sync": "scope_creep vs dependency_missing: the ImportError only exists because of the unrequested upgrade (and was fixed in-run).",
    "export-business-date-partition": "test_misunderstanding vs wrong_approach: the agent changed the spec test AND reverted the code to UTC.",
    "orders-consumer-replay-idempotent": "test_misunderstanding vs wrong_approach: only the test was edited, with a documented (but misapplied) rationale.",
    "sessions-summary-midnight-split": "test_misunderstanding (golden file regenerated) vs wrong_approach.",
    "vat-report-country-split": "unknown: the stream looks like a clean success; only the orchestrator's 'post-run verification failed' says otherwise.",
    "rpt-funnel-daily-mobile": "unknown: long clean run, state Failed with no cause; a reader may be tempted to call it succeeded.",
    "sessionize-null-user-agent": "scope_creep stopped by a cost_velocity watchdog; the watchdog reason is not itself the cause.",
}

README = """# blind32 — blind evaluation set for retriage (prefix `o-`)

Theme: **data engineering, analytics and ML platform work** — dbt models/tests (Snowflake, BigQuery),
Airflow/Prefect DAGs, PySpark/Databricks jobs, pandas/polars ETL, Postgres/ClickHouse migrations,
Kafka consumers (Python, Rust, Go), Feast feature store, model training/serving (LightGBM, XGBoost,
MLflow, Hugging Face). Runs come from Claude Code (stream-json and session transcripts), Codex
(`exec --json`) and Osmia agent pods (agentstream). Written blind: without reading retriage's code,
rules, tests or benchmarks, and without running retriage on these runs.

Each run is `runs/<id>/` (`taskrun.json`, `prompt.md`, `events.ndjson`, and where it fits
`result.json`, `watchdog.json`) following `docs/runs-format.md`; each label is `labels/<id>.yaml`
(`mode`, `format`, `near_miss`, `evidence_lines` (1-based lines of events.ndjson), `why`).
The label is the ROOT cause an experienced on-call engineer would give from the stream alone.

## Counts: mode x format

{table}

Stream lengths: {lengths}.

## Near misses ({near_total} runs)

`near_miss` is the mode a naive reader would wrongly pick.

{near}

What the near misses target:
- provider limits (Claude usage limit / credit balance, Codex usage limit) ending a session that also has an
  open missing module or an earlier AccessDenied; an unreachable package index making installs fail (infra, not dependency);
  a permission error during pip install causing a later ModuleNotFoundError (permission, not dependency);
  a missing native library whose fix attempt hit apt's lock permission (dependency);
- "permission denied", "timeout", "OOMKilled", "exit 137", "No space left on device", "Connection refused", HTTP 403/429
  printed by the code under test or asserted by passing tests (not environment failures; several succeeded runs);
- test weakening in many frameworks: dbt `severity: warn`, GX `mostly` lowered, golden CSV regenerated from output,
  dbt unit-test expectations replaced by actual output, pytest skip/xfail, Go `t.Skip`, Rust `#[ignore]`, chispa
  assertion loosened, assertions flipped in a test-only change;
- wrong approach: editing dbt `target/` compiled SQL, hard-coding a date, patching the BI query instead of the fan-out join,
  Spark memory config for a filtering bug, editing generated protobuf code, editing an applied migration,
  retries config instead of error classification, the wrong feature view, retraining instead of fixing serving;
- scope creep: `sqlfluff fix` / black+ruff over the repo, dependency-wide upgrades, TaskFlow migration of all DAGs,
  unittest->pytest migration, codegen YAML for all models, converting all notebooks; and a succeeded run where the
  wide rename WAS the task;
- model confusion: invented polars/MLflow/librdkafka APIs and dbt flags, the same failing BigQuery query re-run,
  left/inner join toggling, git stash/pop and sed/reverse-sed oscillation, reading the same missing files,
  identical failing Edit calls;
- runs whose final prose claims success that the stream (or the orchestrator) contradicts.

## Regenerate and validate

    python3 make_blind.py            # rewrites runs/ and labels/ deterministically, then validates
    python3 make_blind.py --check    # validate only

Sources: `gen_lib.py` (the four renderers + evidence-line bookkeeping), `texts.py` (pytest/dbt/spark output
builders), `noise.py` (orientation/exploration steps that carry no failure signal), and the cases in
`cases_env.py` (infra, permission), `cases_env2.py` (dependency), `cases_behaviour.py` (test misunderstanding,
wrong approach), `cases_behaviour2.py` (scope creep, model confusion), `cases_other.py` (unknown, succeeded).
Validation checks: every line is JSON; 20-120 lines per stream; evidence lines exist (none for unknown/succeeded);
taskrun state and result.json agree with the label; >= 80 runs, >= 8 per failed mode, >= 8 alarming succeeded runs,
>= 25 near misses, formats balanced (20-30% each); no mode names in prompts/taskrun and no hint words in ids.

Real error wording was taken from public issue threads (pip, uv, dbt, Snowflake, BigQuery, ClickHouse, HF Hub,
librdkafka, Maven, Go, cargo, kubectl, GitHub, Anthropic/OpenAI limits); every instance here is written anew.

## Labels I am least sure of

{doubts}
"""


def write_readme(runs, by_mode, by_fmt, mode_fmt, near):
    lens = sorted(len(r.lines) for r in runs)
    buckets = [(20, 29), (30, 59), (60, 89), (90, 120)]
    lengths = ", ".join(f"{a}-{b} lines: {sum(1 for x in lens if a <= x <= b)}" for a, b in buckets)
    near_lines = ["| near_miss | runs | (true modes) |", "|---|---|---|"]
    for m in sorted(near):
        trues = collections.Counter(r.mode for r in runs if r.near_miss == m)
        near_lines.append(f"| {m} | {near[m]} | " + ", ".join(f"{k} {v}" for k, v in sorted(trues.items())) + " |")
    doubts = []
    for r in runs:
        if r.slug in DOUBTS:
            doubts.append(f"- `{r.id}` ({r.mode}): {DOUBTS[r.slug]}")
    text = README.format(table=table(by_mode, by_fmt, mode_fmt), lengths=lengths, near="\n".join(near_lines),
                         near_total=sum(near.values()), doubts="\n".join(doubts))
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(text)
    return doubts


def main():
    runs = build()
    if "--check" not in sys.argv:
        write(runs)
    problems, by_mode, by_fmt, mode_fmt, near, alarming_ok = validate(runs)
    total = len(runs)
    final_check = "--partial" not in sys.argv
    if final_check:
        if total < 80:
            problems.append(f"only {total} runs (need >= 80)")
        for m in G.MODES:
            if by_mode[m] < 8:
                problems.append(f"mode {m}: {by_mode[m]} runs (need >= 8)")
        if alarming_ok < 8:
            problems.append(f"only {alarming_ok} alarming succeeded runs (need >= 8)")
        if sum(near.values()) < 25:
            problems.append(f"only {sum(near.values())} near misses (need >= 25)")
        for f in G.FORMATS:
            if total and not (0.2 <= by_fmt[f] / total <= 0.3):
                problems.append(f"format {f}: {by_fmt[f]}/{total} not balanced")
    print(table(by_mode, by_fmt, mode_fmt))
    print("\nnear misses:", dict(near), "total", sum(near.values()))
    print("alarming succeeded runs:", alarming_ok)
    lens = sorted(len(r.lines) for r in runs)
    if lens:
        print("stream lengths: min", lens[0], "median", lens[len(lens) // 2], "max", lens[-1])
    if "--check" not in sys.argv:
        doubts = write_readme(runs, by_mode, by_fmt, mode_fmt, near)
        missing = [k for k in DOUBTS if not any(r.slug == k for r in runs)]
        if missing:
            problems.append(f"DOUBTS keys without a run: {missing}")
    if problems:
        print("\nPROBLEMS:")
        for p in problems:
            print(" -", p)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
