#!/usr/bin/env python3
"""Deterministic generator + validator for the blind16 retriage evaluation set.
Usage: python3 make_blind.py   (rewrites runs/ and labels/, validates, prints a summary)"""
import json, os, re, shutil, sys, hashlib
from collections import Counter
import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import cases_infra, cases_access, cases_deps, cases_tests, cases_approach, cases_scope, cases_loops, cases_misc  # noqa: F401
from gen_lib import render, rng_for, ENGINE, FORMATS, cmd
from common import gitlog, logline, sysnote, raw

OUT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "p"
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FORBIDDEN = MODES + [m.replace("_", " ") for m in MODES if m != "unknown"] + ["unknown"]

FILLER = [
    lambda: cmd("git status --short --branch", "## main...origin/main"),
    lambda: cmd("ls", "Makefile\nREADME.md\nCONTRIBUTING.md\ndocs\nscripts\nsrc\ntests"),
    lambda: cmd("head -n 12 README.md", "# service\n\nInternal service. See docs/ for runbooks.\n\n## Troubleshooting\n\n- `permission denied` on /var/run: run `make fix-perms` locally\n- Tests killed with OOM on laptops: set `TEST_WORKERS=2`\n- Timeouts against staging: use the VPN\n\n## Development\n\n`make test`"),
    lambda: gitlog("Merge pull request #1187 from ops/oom-fix", "chore: drop dead code", "revert: timeout bump", "ci: cache deps"),
    lambda: cmd("cat CONTRIBUTING.md | head -n 8", "# Contributing\n\n- One ticket per PR.\n- Keep diffs small; no drive-by reformatting.\n- Run the tests before pushing.\n- Flaky tests: follow docs/flaky.md"),
    lambda: cmd("git branch --show-current", "main"),
    lambda: cmd("find . -maxdepth 2 -name '*.md' -not -path './node_modules/*' | head", "./README.md\n./CONTRIBUTING.md\n./docs/runbook.md\n./docs/flaky.md\n./CHANGELOG.md"),
    lambda: cmd("tail -n 6 CHANGELOG.md", "## 2.14.0\n- fix: worker killed on SIGTERM before drain\n- fix: permission error writing exports\n- deps: bump minor versions\n\n## 2.13.2"),
]

HARNESS_FILL = [lambda i: f"heartbeat: waiting for agent container (t+{30 * (i + 1)}s)"]


def case_id(slug):
    return f"{PREFIX}-{slug}-{hashlib.sha256(slug.encode()).hexdigest()[:4]}"


def prompt_md(c):
    return f"# {c['ticket']}: {c['title']}\n\n{c['body']}\n"


def count_files(c):
    n = 0
    paths = {s["path"] for s in c["steps"] if s["k"] in ("edit", "write") and not s.get("err")}
    for s in c["steps"]:
        if s["k"] == "cmd":
            for m in re.finditer(r"(\d+) files? (?:changed|reformatted)|Fixed (\d+) of|(\d+) offenses corrected", s["out"]):
                v = int(next(g for g in m.groups() if g))
                if "offenses" in m.group(0):
                    v = min(v, 212)
                n = max(n, v)
    return max(n, len(paths))


def max_identical(c):
    best = cur = 0
    prev = None
    for s in c["steps"]:
        if s["k"] not in ("cmd", "read", "edit", "write"):
            continue
        key = (s["k"], s.get("cmd"), s.get("path"), s.get("old"), s.get("new"))
        cur = cur + 1 if key == prev else 1
        prev = key
        best = max(best, cur)
    return best


def build(c, idx):
    cid = case_id(c["slug"])
    fmt = c["fmt"]
    c["prompt_text"] = prompt_md(c)
    c["ev_call"] = c["mode"] in ("test_misunderstanding", "wrong_approach", "scope_creep", "model_confusion")
    c["base_min"] = (idx * 7) % 400
    harness = any(s["k"] == "sys" for s in c["steps"][:1]) or c["steps"][0]["k"] == "raw" and fmt == "claude" and c["mode"] == "infra_failure"
    pad = 0
    while True:
        rng = rng_for(cid)
        o = render(c, fmt, rng)
        if len(o.lines) >= 20 or pad > 20:
            break
        if harness:
            if pad == 0:
                lead = next((i for i, s in enumerate(c["steps"]) if s["k"] not in ("sys", "raw")), None)
                base = len(c["steps"]) - 1 if lead is None else lead
            t = f"2026-11-22T23:{40 + (39 + pad * 30) // 60:02d}:{(39 + pad * 30) % 60:02d}Z"
            if fmt == "osmia":
                c["steps"].insert(base + pad, sysnote("pod status: Pending; FailedScheduling repeated (Insufficient memory)"))
            else:
                c["steps"].insert(base + pad, raw(logline("DEBUG", f"workspace: waiting for agent session (t+{30 * (pad + 1)}s)", t)))
        else:
            c["steps"].insert(0, FILLER[(pad + idx) % len(FILLER)]())
        pad += 1
    failed = c["mode"] != "succeeded"
    state = c["state"] or ("Failed" if failed else "Succeeded")
    n_tools = sum(1 for s in c["steps"] if s["k"] in ("cmd", "read", "edit", "write"))
    tr = {"id": cid, "ticket_id": c["ticket"], "engine": ENGINE[fmt], "current_engine": ENGINE[fmt],
          "engine_attempts": [ENGINE[fmt]], "state": state, "retry_count": 0, "max_retries": 2,
          "files_changed": count_files(c), "tool_calls_total": n_tools,
          "consecutive_identical_tools": max_identical(c), "tokens_consumed": rng.randint(20000, 400000),
          "cost_usd": round(rng.uniform(0.02, 3.0), 2), "diagnosis_history": [],
          "created_at": f"2026-11-22T{22 + c['base_min'] // 60 if c['base_min'] < 120 else 23:02d}:{c['base_min'] % 60:02d}:00Z"}
    tr["updated_at"] = tr["created_at"][:-3] + "48Z"
    d = os.path.join(OUT, "runs", cid)
    os.makedirs(d)
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2)
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(c["prompt_text"])
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        f.write("\n".join(o.lines) + "\n")
    if c["watchdog"]:
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(c["watchdog"], f, indent=2)
    if c["result"]:
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump(c["result"], f, indent=2)
    ev = [] if c["mode"] in ("unknown", "succeeded") else sorted(set(o.ev))
    label = {"mode": c["mode"], "format": fmt, "near_miss": c["near_miss"], "evidence_lines": ev, "why": c["why"]}
    with open(os.path.join(OUT, "labels", cid + ".yaml"), "w") as f:
        yaml.safe_dump(label, f, sort_keys=False, allow_unicode=True, width=200)
    return cid, tr, label, o


def validate(built):
    errs = []
    ids = set()
    for cid, tr, label, o in built:
        if cid in ids:
            errs.append(f"{cid}: duplicate id")
        ids.add(cid)
        if not re.fullmatch(r"p-[a-z0-9-]+-[0-9a-f]{4}", cid):
            errs.append(f"{cid}: bad id")
        d = os.path.join(OUT, "runs", cid)
        lines = open(os.path.join(d, "events.ndjson")).read().splitlines()
        if not 20 <= len(lines) <= 120:
            errs.append(f"{cid}: {len(lines)} stream lines")
        for i, l in enumerate(lines, 1):
            if l.startswith("["):
                continue  # orchestrator log line (prefix + text), by design
            try:
                json.loads(l)
            except Exception:
                if label["format"] == "claude" and not l.startswith("{"):
                    continue  # plain text notice line
                errs.append(f"{cid}: line {i} not JSON")
        for k in ("mode", "format", "near_miss", "evidence_lines", "why"):
            if k not in label:
                errs.append(f"{cid}: label lacks {k}")
        if label["mode"] not in MODES + ["succeeded"]:
            errs.append(f"{cid}: bad mode")
        if label["near_miss"] and label["near_miss"] not in MODES or label["near_miss"] == label["mode"]:
            errs.append(f"{cid}: bad near_miss")
        for n in label["evidence_lines"]:
            if not 1 <= n <= len(lines):
                errs.append(f"{cid}: evidence line {n} out of range")
        if label["mode"] not in ("unknown", "succeeded") and not label["evidence_lines"]:
            errs.append(f"{cid}: no evidence")
        if label["mode"] == "succeeded" and tr["state"] != "Succeeded":
            errs.append(f"{cid}: succeeded but state {tr['state']}")
        if label["mode"] != "succeeded" and tr["state"] not in ("Failed", "TimedOut"):
            errs.append(f"{cid}: failed but state {tr['state']}")
        if label["mode"] == "succeeded":
            last = json.loads(lines[-1]) if lines[-1].startswith("{") else {}
            if last.get("is_error") or last.get("success") is False or last.get("type") == "turn.failed":
                errs.append(f"{cid}: succeeded but error result")
        text = (cid + open(os.path.join(d, "prompt.md")).read() + open(os.path.join(d, "taskrun.json")).read()).lower()
        for m in FORBIDDEN:
            if m in text or m.replace(" ", "-") in text:
                errs.append(f"{cid}: mode name '{m}' in id/prompt/taskrun")
    modes = Counter(l["mode"] for _, _, l, _ in built)
    fmts = Counter(l["format"] for _, _, l, _ in built)
    nm = sum(1 for _, _, l, _ in built if l["near_miss"])
    if not 80 <= len(built) <= 95:
        errs.append(f"total {len(built)} outside 80-95")
    for m in MODES:
        if modes[m] < 8:
            errs.append(f"mode {m}: {modes[m]} < 8")
    if modes["succeeded"] < 8:
        errs.append("succeeded < 8")
    if nm < 25:
        errs.append(f"near misses {nm} < 25")
    if max(fmts.values()) - min(fmts.values()) > 2 or len(fmts) != 4:
        errs.append(f"formats uneven: {dict(fmts)}")
    return errs, modes, fmts, nm


def main():
    for sub in ("runs", "labels"):
        shutil.rmtree(os.path.join(OUT, sub), ignore_errors=True)
        os.makedirs(os.path.join(OUT, sub))
    built = [build(c, i) for i, c in enumerate(common.CASES)]
    errs, modes, fmts, nm = validate(built)
    rows = MODES + ["succeeded"]
    print(f"{'mode':24}" + "".join(f"{f:>19}" for f in FORMATS) + f"{'total':>8}")
    for m in rows:
        cnt = Counter(l["format"] for _, _, l, _ in built if l["mode"] == m)
        print(f"{m:24}" + "".join(f"{cnt[f]:>19}" for f in FORMATS) + f"{sum(cnt.values()):>8}")
    print(f"{'total':24}" + "".join(f"{fmts[f]:>19}" for f in FORMATS) + f"{len(built):>8}")
    print(f"near misses: {nm}")
    if errs:
        print("VALIDATION FAILED:")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("validation: OK")


if __name__ == "__main__":
    main()
