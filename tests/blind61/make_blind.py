#!/usr/bin/env python3
"""Generate and validate the blind67 evaluation set (runs/ and labels/ and README.md).

Deterministic: same output on every invocation. Exits non-zero if a check fails.
"""
import json
import os
import re
import shutil
import sys
from collections import Counter
from datetime import datetime, timedelta, timezone

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "gen"))

from render import render  # noqa: E402
from pad import pad  # noqa: E402
import runs_a, runs_b, runs_c  # noqa: E402

MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding", "wrong_approach",
         "scope_creep", "model_confusion", "unknown", "succeeded"]
FAILED_MODES = MODES[:8]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
FORBIDDEN_SLUG = ["oom", "perm", "dep", "scope", "confus", "wrong", "infra", "unknown", "succe", "fail", "loop",
                  "misunder", "creep", "denied", "missing", "timeout"]
ALARM = re.compile(r"permission denied|timeout|timed out|deadline exceeded|out of memory|\bOOM|404|not found|"
                   r"unresolved import|spurious network error|unavailable|connection refused|rate limit|429", re.I)
TITLE = ("# blind67: blind evaluation set `j4-*` — Go and Rust services and CLIs (go test, golangci-lint, cargo test, "
         "clippy, proc macros, cgo, cross compilation, tokio, gRPC/protobuf generated code)")


def all_runs():
    return [pad(r) for r in runs_a.R + runs_b.R + runs_c.R]


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def write_run(base, run, idx):
    d = os.path.join(base, "runs", run["id"])
    os.makedirs(d)
    start = datetime(2026, 11, 18, 7, 0, tzinfo=timezone.utc) + timedelta(minutes=47 * idx)
    lines, ev = render(run, start)
    with open(os.path.join(d, "events.ndjson"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(d, "prompt.md"), "w", encoding="utf-8") as f:
        f.write(run["prompt_text"])
    tool_calls = sum(1 for s in run["steps"] if s["k"] in ("sh", "rd", "ed", "wr", "gr", "denied"))
    # longest run of identical consecutive tool calls
    longest, cur, prev = 0, 0, None
    for s in run["steps"]:
        if s["k"] in ("say", "think", "sysnote", "apierr"):
            continue
        key = (s["k"], s.get("cmd"), s.get("path"), s.get("old"), s.get("new"))
        cur = cur + 1 if key == prev else 1
        prev = key
        longest = max(longest, cur)
    end = start + timedelta(minutes=6 + idx % 37)
    tr = {"id": run["id"], "ticket_id": run["ticket"], "engine": run["engine"], "current_engine": run["engine"],
          "engine_attempts": [run["engine"]], "state": run["state"], "retry_count": 0, "max_retries": 2,
          "files_changed": run["files_changed"], "tool_calls_total": tool_calls,
          "consecutive_identical_tools": longest, "tokens_consumed": int(run["cost"] * 310000) + 1200 * tool_calls,
          "cost_usd": run["cost"], "diagnosis_history": [],
          "created_at": start.strftime("%Y-%m-%dT%H:%M:%SZ"), "updated_at": end.strftime("%Y-%m-%dT%H:%M:%SZ")}
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2, ensure_ascii=False)
        f.write("\n")
    if run["result"] is not None:
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump(run["result"], f, indent=2, ensure_ascii=False)
            f.write("\n")
    if run["watchdog"] is not None:
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(run["watchdog"], f, indent=2, ensure_ascii=False)
            f.write("\n")
    evidence = [] if run["mode"] in ("unknown", "succeeded") else ev
    with open(os.path.join(base, "labels", run["id"] + ".yaml"), "w", encoding="utf-8") as f:
        f.write(f"mode: {run['mode']}\nformat: {run['fmt']}\nnear_miss: {run['near'] or yq('')}\n"
                f"evidence_lines: [{', '.join(map(str, evidence))}]\nwhy: {yq(run['why'])}\n")
    return lines, evidence


def validate(base, runs, rendered):
    errs = []
    ids = [r["id"] for r in runs]
    if len(ids) != len(set(ids)):
        errs.append("duplicate run ids")
    if len(runs) < 80:
        errs.append(f"only {len(runs)} runs")
    mc = Counter(r["mode"] for r in runs)
    for m in FAILED_MODES:
        if mc[m] < 8:
            errs.append(f"mode {m}: {mc[m]} < 8")
    fc = Counter(r["fmt"] for r in runs)
    for f in FORMATS:
        if fc[f] == 0:
            errs.append(f"format {f} missing")
    near = [r for r in runs if r["near"]]
    if len(near) < 25:
        errs.append(f"only {len(near)} near misses")
    alarming_ok = 0
    for r in runs:
        rid = r["id"]
        if not re.fullmatch(r"j4-[a-z0-9-]+", rid):
            errs.append(f"{rid}: bad id")
        slug = rid[3:]
        for w in FORBIDDEN_SLUG:
            if w in slug:
                errs.append(f"{rid}: slug contains mode word {w!r}")
        if r["near"] and (r["near"] not in MODES or r["near"] == r["mode"]):
            errs.append(f"{rid}: bad near_miss {r['near']}")
        lines, ev = rendered[rid]
        path = os.path.join(base, "runs", rid, "events.ndjson")
        with open(path, encoding="utf-8") as f:
            raw = f.read().split("\n")
        assert raw[-1] == ""
        raw = raw[:-1]
        if not 20 <= len(raw) <= 120:
            errs.append(f"{rid}: {len(raw)} lines")
        objs = []
        for i, l in enumerate(raw, 1):
            try:
                objs.append(json.loads(l))
            except Exception as e:  # noqa: BLE001
                errs.append(f"{rid}:{i}: not JSON ({e})")
        # format sanity
        first = objs[0] if objs else {}
        if r["fmt"] == "codex" and first.get("type") != "thread.started":
            errs.append(f"{rid}: codex stream must start with thread.started")
        if r["fmt"] in ("claude", "osmia") and first.get("subtype") != "init":
            errs.append(f"{rid}: stream must start with system/init")
        if r["fmt"] == "claude-transcript":
            if any("sessionId" not in o or "timestamp" not in o for o in objs):
                errs.append(f"{rid}: transcript line without sessionId/timestamp")
            if any(o.get("type") == "result" for o in objs):
                errs.append(f"{rid}: transcript has a result line")
        if r["fmt"] == "codex":
            for o in objs:
                it = o.get("item") or {}
                cmd = it.get("command") or ""
                if ("<<" in cmd or "apply_patch" in cmd) and "\\n" in cmd:
                    errs.append(f"{rid}: codex heredoc with literal backslash-n")
        # evidence
        if r["mode"] in ("unknown", "succeeded"):
            if ev:
                errs.append(f"{rid}: evidence for {r['mode']}")
        else:
            if not ev:
                errs.append(f"{rid}: no evidence lines")
            for n in ev:
                if not 1 <= n <= len(raw):
                    errs.append(f"{rid}: evidence line {n} out of range")
        # state / result agreement
        st, res, wd = r["state"], r["result"], r["watchdog"]
        if res is None and wd is None:
            errs.append(f"{rid}: neither result.json nor watchdog.json")
        last = objs[-1] if objs else {}
        if r["mode"] == "succeeded":
            if st != "Succeeded" or (res and (not res.get("success") or res.get("exit_code") != 0)) or wd:
                errs.append(f"{rid}: succeeded but state/result disagree")
            if (last.get("type") == "result" and (last.get("is_error") or last.get("success") is False)) or last.get("type") == "turn.failed":
                errs.append(f"{rid}: succeeded but stream ends in error")
            if ALARM.search("\n".join(raw)):
                alarming_ok += 1
        else:
            if st not in ("Failed", "TimedOut"):
                errs.append(f"{rid}: failed mode but state {st}")
            if res is not None and res.get("success") is not False:
                errs.append(f"{rid}: failed mode but result.success is not false")
    if alarming_ok < 8:
        errs.append(f"only {alarming_ok} succeeded runs with alarming words")
    # labels parse back
    for r in runs:
        with open(os.path.join(base, "labels", r["id"] + ".yaml"), encoding="utf-8") as f:
            txt = f.read()
        for key in ("mode:", "format:", "near_miss:", "evidence_lines:", "why:"):
            if key not in txt:
                errs.append(f"{r['id']}: label missing {key}")
    return errs, alarming_ok


def readme(runs, alarming):
    mc = {m: Counter() for m in MODES}
    for r in runs:
        mc[r["mode"]][r["fmt"]] += 1
    out = [TITLE, "",
           "A blind test set of 86 synthetic AI-coding-agent runs for a failure-diagnosis tool. Every run is a Go or Rust",
           "service/CLI task (go test, golangci-lint, cargo test, clippy, proc macros, cgo, cross compilation, tokio,",
           "gRPC/protobuf generated code) laid out as `docs/runs-format.md` describes: `runs/<id>/` holds `taskrun.json`,",
           "`prompt.md`, `events.ndjson` and `result.json` and/or `watchdog.json`; `labels/<id>.yaml` holds the",
           "expected `mode`, the stream `format`, the `near_miss` a keyword reader would wrongly pick, the 1-based",
           "`evidence_lines` of `events.ndjson` that show the cause, and a short `why`.", "",
           "The set was written without looking at how the tool works. Error texts follow the wording of the real",
           "tools (go, cargo/rustc, clippy, golangci-lint, prost-build, openssl-sys, rustup, cross/docker, git, Claude",
           "Code and Codex CLI).", "",
           "## Regenerate", "", "```", "python3 make_blind.py", "```", "",
           "The generator (`make_blind.py` plus `gen/`) is deterministic; it deletes and rewrites `runs/`, `labels/` and",
           "this README, then validates: every line is JSON, 20–120 lines per stream, evidence lines exist (and are",
           "empty for unknown/succeeded), task state/result agree with the label, the counts below hold, run ids carry",
           "no mode words, and Codex heredoc/apply_patch commands contain real newlines. It exits non-zero on failure.", "",
           "## Counts (mode × format)", "",
           "| mode | " + " | ".join(FORMATS) + " | total |", "|---|" + "---|" * (len(FORMATS) + 1)]
    tot = Counter()
    for m in MODES:
        row = [mc[m][f] for f in FORMATS]
        for f in FORMATS:
            tot[f] += mc[m][f]
        out.append(f"| {m} | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
    out.append("| **total** | " + " | ".join(str(tot[f]) for f in FORMATS) + f" | {sum(tot.values())} |")
    near = Counter(r["near"] for r in runs if r["near"])
    nm = Counter((r["mode"], r["near"]) for r in runs if r["near"])
    out += ["", f"Succeeded runs whose streams contain alarming words (timeouts, permission denied, OOM, 404, unresolved "
            f"import, network errors…): {alarming}.", "",
            f"## Near misses ({sum(near.values())} runs)", "",
            "| true mode | near miss (naive pick) | runs |", "|---|---|---|"]
    for (m, n), c in sorted(nm.items()):
        out.append(f"| {m} | {n} | {c} |")
    out += ["", "By naive pick: " + ", ".join(f"{k} {v}" for k, v in sorted(near.items())) + ".", "",
            "## Notes on labelling choices", "",
            "- **Root cause wins over the loudest line.** An install that fails with `permission denied` on the module cache,",
            "  `rustup` temp dir, docker socket or a private git dependency (`Permission denied (publickey)`) is",
            "  `permission_blocked`, even though a plugin/target/crate is also missing. A module that cannot be downloaded",
            "  because DNS/proxy/registry is unreachable (`i/o timeout`, `network is unreachable`, `Timeout was reached`) is",
            "  `infra_failure`, even though the build then says `no required module provides package`.",
            "- **Codex sandbox network denial** (`socket: operation not permitted` with the sandbox network disabled) is",
            "  labelled `permission_blocked` (sandbox denial), near miss `infra_failure`.",
            "- **A version that does not exist** (`404 Not Found` / `unknown revision` from the module proxy) is",
            "  `dependency_missing` with near miss `infra_failure`: the network works, the artefact is missing.",
            "- **Provider limits / overload end the run** (`usage limit reached`, `529 overloaded_error`, Codex",
            "  `exceeded retry limit, last status: 503`) → `infra_failure`, also when a plugin was still missing at that point.",
            "- **Harness wall-clock timeout** runs have state `TimedOut` and a stream that stops mid tool call; OOM-killed",
            "  runs end without a result line and carry the exit-137 summary in `result.json`.",
            "- **Test misunderstanding** covers changed expected values, `#[ignore]`/case deletion, `-update`/`insta accept`",
            "  regenerating goldens from buggy output, loosened assertions, stretched test timeouts, and editing only tests.",
            "  Where the output of the code under test contains `context deadline exceeded`, `429`, `PermissionDenied` or",
            "  `No such file or directory`, the near miss names the mode those words suggest.",
            "- **Wrong approach** covers hand-editing generated `.pb.go`/prost output, vendored code, frozen crates, linter or",
            "  app config instead of code, CI matrix instead of the driver switch, and fixing the wrong layer (client vs",
            "  server interceptor, call sites vs proc macro).",
            "- **Scope creep vs requested wide change.** Repo-wide formatting, dependency upgrades, renames and library",
            "  swaps are `scope_creep` only when the task was small; the module-path migration and the requested gofumpt",
            "  adoption are `succeeded` with near miss `scope_creep`.",
            "- **Model confusion** runs alternate between the same two edits (or repeat the same edit/test/revert cycle)",
            "  with identical tool output; most end with a `loop`/`thrashing` watchdog record. The cgo/zstd loop has an",
            "  `undefined reference` linker error, but the library is shown to be installed, so the loop is the cause.",
            "- **Unknown** runs fail without a cause in the stream (bare `error_during_execution`, `turn.failed` with",
            "  `exit status 1` or an empty message, an empty Osmia summary, a transcript that just stops). Several contain",
            "  alarming words that belong to passing tests of the feature (denied ACL decisions, memory budget, 404 retry",
            "  policy).",
            "- **Evidence lines** point at the tool output (or the edit call) that shows the cause; for edits the `tool_use`",
            "  / `apply_patch` line is used, for Codex `file_change` items the line naming the changed path. Empty for",
            "  `unknown` and `succeeded`.",
            "- Claude transcripts have no `result` line; their outcome comes from `taskrun.json` and `result.json` only.", ""]
    return "\n".join(out)


def main():
    base = HERE
    for sub in ("runs", "labels"):
        p = os.path.join(base, sub)
        if os.path.isdir(p):
            shutil.rmtree(p)
        os.makedirs(p)
    runs = all_runs()
    rendered = {}
    for i, r in enumerate(runs):
        rendered[r["id"]] = write_run(base, r, i)
    errs, alarming = validate(base, runs, rendered)
    with open(os.path.join(base, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(runs, alarming))
    mc = Counter(r["mode"] for r in runs)
    fc = Counter(r["fmt"] for r in runs)
    print(f"{len(runs)} runs; modes {dict(mc)}; formats {dict(fc)}; near misses {sum(1 for r in runs if r['near'])}; "
          f"alarming succeeded {alarming}")
    if errs:
        print("VALIDATION FAILED:")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("validation OK")


if __name__ == "__main__":
    main()
