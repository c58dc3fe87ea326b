#!/usr/bin/env python3
"""Deterministic generator + validator for the blind15 evaluation set (prefix n)."""
import json, os, random, re, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_lib import *
import cases_env, cases_behav, cases_misc

ROOT = os.path.dirname(os.path.abspath(__file__))
PREFIX = "n"
ALL = cases_env.CASES + cases_behav.CASES + cases_misc.CASES

LAYOUTS = {
    "py": "README.md\npyproject.toml\nrequirements-dev.txt\nsrc/\ntests/\ndocs/\nMakefile",
    "js": "README.md\npackage.json\npackage-lock.json\nsrc/\ntests/\ntsconfig.json\nvitest.config.ts",
    "go": "README.md\ngo.mod\ngo.sum\ncmd/\ninternal/\nMakefile\n.golangci.yml",
    "gen": "README.md\nCHANGELOG.md\ndocs/\nsrc/\ntests/\n.github/\nMakefile",
}
FILLER = [
    lambda r: sh("git status --short", ""),
    lambda r: sh("rg -n 'TODO|FIXME' --max-count 3 -g '!vendor' | head -5", "docs/ops.md:12:TODO: document the timeout knobs\nsrc/util/retry.py:40:# FIXME: killed workers are not re-queued"),
    lambda r: read("docs/CONTRIBUTING.md", "# Contributing\n\nRun the unit tests before pushing. CI kills jobs after 30 minutes.\nNever commit secrets; a pre-push hook rejects them."),
    lambda r: sh("git branch --show-current", "agent/work"),
    lambda r: sh("git log -3 --format='%h %an %s' -- .", "e1c07aa Dana Ruiz fix: handle 429 from upstream with backoff\n7a0d2f3 ci-bot chore(deps): bump lockfile\n2cf11d9 Ilse Moreau revert \"feat: aggressive retry\" (caused pager storm)"),
    lambda r: sh("ls docs", "ADR-0007-retries.md\nADR-0012-timeouts.md\nrunbook.md\noncall.md"),
    lambda r: read("docs/oncall.md", "# On-call notes\n\n- Pods OOMKilled during nightly batch: expected, batch restarts.\n- `403 Forbidden` from the partner sandbox on Mondays: their token rotation.\n- Disk full alerts on build cache: run the cleanup job."),
    lambda r: sh("cat .tool-versions 2>/dev/null || true", "python 3.11.9\nnodejs 20.17.0\ngolang 1.23.2"),
    lambda r: sh("wc -l $(git ls-files | head -40) | tail -1", "  %d total" % r.randint(2000, 30000)),
    lambda r: sh("grep -rn 'deprecated' --include=*.md . | head -3", "./CHANGELOG.md:88:- The `--legacy-auth` flag is deprecated and will be removed in 3.0.\n./docs/runbook.md:14:Deprecated: the old `deploy.sh` script."),
    lambda r: say("Let me look a little wider before changing anything."),
    lambda r: sh("git log --oneline -1 origin/main", "%s Merge pull request #%d from team/hotfix-timeout" % ("%07x" % r.randint(0, 0xfffffff), r.randint(900, 4000))),
    lambda r: read(".editorconfig", "root = true\n\n[*]\nindent_style = space\nindent_size = 4\ninsert_final_newline = true"),
    lambda r: sh("env | grep -E '^(CI|OSMIA|RUNNER)_' | sort", "CI=true\nOSMIA_RUN_TIMEOUT=3600\nRUNNER_TEMP=/tmp/runner"),
]

def layout_for(case):
    blob = json.dumps(case["steps"])
    if "pytest" in blob or ".py" in blob: return LAYOUTS["py"]
    if "npm" in blob or ".ts" in blob: return LAYOUTS["js"]
    if "go test" in blob or ".go" in blob: return LAYOUTS["go"]
    return LAYOUTS["gen"]

EXTRA_FILES = [
    ("Makefile", "test:\n\t$(RUN) tests\nlint:\n\t$(RUN) lint\nclean:\n\trm -rf build dist .cache"),
    ("docs/ADR-0012-timeouts.md", "# ADR 12: Timeouts\n\nAll outbound calls use a 5s connect and 30s read timeout.\nWorkers killed by the supervisor are restarted with backoff."),
    ("docs/runbook.md", "# Runbook\n\n## Symptom: permission denied on /data\nThe volume is mounted read-only in staging by design."),
    (".github/workflows/ci.yml", "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    timeout-minutes: 30"),
    ("CHANGELOG.md", "## 4.2.0\n- Fixed crash when the cache directory is not writable\n- Dropped the deprecated `legacy_client`\n## 4.1.3\n- Retry on 503 from the billing gateway"),
    ("docker-compose.yml", "services:\n  db:\n    image: postgres:16\n  cache:\n    image: redis:7\n    mem_limit: 256m"),
    (".env.example", "DATABASE_URL=postgres://app:app@localhost:5432/app\nREQUEST_TIMEOUT_MS=3000\nFEATURE_FLAGS_URL=http://localhost:8081"),
    ("docs/architecture.md", "# Architecture\n\nRequests flow through the gateway to the service, then to Postgres.\nA sidecar exports metrics; it is OOM-killed under load tests, which is expected."),
    ("scripts/ci-test.sh", "#!/usr/bin/env bash\nset -euo pipefail\n# CI kills this script after 25 minutes\nmake test"),
    ("SECURITY.md", "# Security\n\nReport vulnerabilities to security@example.invalid. Access denied errors from the vault proxy are logged, not raised."),
    ("docs/testing.md", "# Testing\n\nUnit tests must not hit the network. Integration tests are tagged and run nightly.\nFlaky tests go to the quarantine list, never skipped inline."),
    (".gitignore", "build/\ndist/\n.cache/\n*.log\n.env"),
    ("CODEOWNERS", "* @platform-team\n/docs/ @tech-writers\n/.github/ @devx"),
    ("docs/glossary.md", "# Glossary\n\n- tenant: a paying organisation\n- eviction: removal of a cache entry (not a pod!)\n- quota: per-tenant request budget"),
    ("config/logging.yaml", "version: 1\nroot:\n  level: INFO\nloggers:\n  urllib3:\n    level: WARNING"),
    ("docs/release.md", "# Releasing\n\nTag from main, CI publishes. A failed publish with 403 means the release token expired."),
]

MODE_NAMES = MODES + [m.replace("_", " ") for m in MODES] + [m.replace("_", "-") for m in MODES]

STOP = {"a", "an", "the", "for", "to", "of", "on", "in", "is", "and", "with", "when", "after", "should", "be", "by", "at", "not"}

def neutral_slug(case):
    """Ticket plus a few title words: the id describes the task, never how the run ended."""
    words = [w for w in re.sub(r"[^a-z0-9 ]", " ", case["title"].lower()).split() if w not in STOP]
    return case["ticket"].lower() + "-" + "-".join(words[:3])

def build():
    for sub in ("runs", "labels"):
        shutil.rmtree(os.path.join(ROOT, sub), ignore_errors=True)
    per_mode = {}
    rows = []
    for case in ALL:
        mode = case["mode"]
        i = per_mode.get(mode, 0); per_mode[mode] = i + 1
        fmt = case.get("fmt") or FORMATS[(i + (MODES + ["succeeded"]).index(mode)) % 4]
        case = dict(case)
        case["id"] = mkid(PREFIX, neutral_slug(case))
        rng = random.Random(case["id"])
        steps = list(case["steps"])
        pre = explore(rng, case["repo"], layout_for(case))[: 2 + rng.randint(0, 1)]
        if rng.random() < 0.5: pre = [say("Let me get oriented in the repository first.")] + pre
        case["steps"] = pre + steps
        x = rng.random()
        target = rng.randint(20, 30) if x < 0.5 else rng.randint(31, 60) if x < 0.85 else rng.randint(61, 112)
        pool = list(range(len(FILLER))); rng.shuffle(pool)
        extra = list(EXTRA_FILES); rng.shuffle(extra)
        fillers = [FILLER[p](rng) for p in pool] + [read(p, c) for p, c in extra]
        k = 0
        while len(render(case, fmt)[0]) < target and k < len(fillers):
            case["steps"].insert(len(pre) + k, fillers[k])
            k += 1
        n, ev = write_case(ROOT, case, fmt)
        rows.append((case["id"], mode, fmt, case.get("near", ""), n))
    return rows

def load_label(p):
    d = {}
    for line in open(p):
        k, _, v = line.partition(":"); v = v.strip()
        if k == "evidence_lines": d[k] = [int(x) for x in v.strip("[]").split(",") if x.strip()]
        elif k in ("near_miss", "why"): d[k] = json.loads(v)
        else: d[k] = v
    return d

def validate():
    errs = []
    runs = sorted(os.listdir(os.path.join(ROOT, "runs")))
    table = {}; near = 0; fmts = {}
    for rid in runs:
        d = os.path.join(ROOT, "runs", rid)
        if not re.fullmatch(r"n-[a-z0-9-]+-[0-9a-f]{4}", rid): errs.append("bad id " + rid)
        lab_p = os.path.join(ROOT, "labels", rid + ".yaml")
        if not os.path.exists(lab_p): errs.append("no label " + rid); continue
        lab = load_label(lab_p)
        for key in ("mode", "format", "near_miss", "evidence_lines", "why"):
            if key not in lab: errs.append("%s: label missing %s" % (rid, key))
        lines = open(os.path.join(d, "events.ndjson")).read().split("\n")
        assert lines[-1] == ""; lines = lines[:-1]
        for i, l in enumerate(lines, 1):
            try: json.loads(l)
            except Exception as e: errs.append("%s:%d not JSON" % (rid, i))
        if not 20 <= len(lines) <= 120: errs.append("%s: %d lines" % (rid, len(lines)))
        mode = lab["mode"]
        if mode not in MODES + ["succeeded"]: errs.append(rid + " bad mode")
        ev = lab["evidence_lines"]
        if mode not in ("unknown", "succeeded") and not ev: errs.append(rid + ": no evidence")
        if mode in ("unknown", "succeeded") and ev: errs.append(rid + ": evidence on " + mode)
        for e in ev:
            if not 1 <= e <= len(lines): errs.append("%s: evidence line %d out of range" % (rid, e))
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        res = json.load(open(os.path.join(d, "result.json"))) if os.path.exists(os.path.join(d, "result.json")) else None
        last = json.loads(lines[-1])
        if mode == "succeeded":
            if tr["state"] != "Succeeded" or (res and not res["success"]): errs.append(rid + ": succeeded but state " + tr["state"])
            if last.get("is_error") or last.get("success") is False or last.get("type") == "turn.failed": errs.append(rid + ": succeeded with error tail")
        else:
            if tr["state"] not in ("Failed", "TimedOut") and not (res and res["success"] is False): errs.append(rid + ": failed label but state " + tr["state"])
            if res and res["success"]: errs.append(rid + ": failed label but result success")
        prompt = open(os.path.join(d, "prompt.md")).read().lower()
        trs = json.dumps(tr).lower()
        evtext = "\n".join(lines).lower()
        for m in MODE_NAMES:
            if m in rid or m in prompt or m in trs: errs.append("%s: mode name %r leaks" % (rid, m))
        for m in MODES[:-1]:  # "unknown" is ordinary English (e.g. CMake's "compiler identification is unknown")
            if m in evtext: errs.append("%s: mode name %r in events" % (rid, m))
        if lab["format"] not in FORMATS: errs.append(rid + " bad format")
        table.setdefault(mode, {}).setdefault(lab["format"], 0); table[mode][lab["format"]] += 1
        fmts[lab["format"]] = fmts.get(lab["format"], 0) + 1
        if lab["near_miss"]:
            near += 1
            if lab["near_miss"] == mode: errs.append(rid + ": near_miss equals mode")
    total = len(runs)
    if total < 80: errs.append("only %d runs" % total)
    for m in MODES:
        if sum(table.get(m, {}).values()) < 8: errs.append("mode %s < 8" % m)
    if sum(table.get("succeeded", {}).values()) < 8: errs.append("succeeded < 8")
    if near < 25: errs.append("near-misses %d < 25" % near)
    if max(fmts.values()) - min(fmts.values()) > 3: errs.append("formats uneven %r" % fmts)
    # print table
    hdr = "%-22s" % "mode" + "".join("%19s" % f for f in FORMATS) + "  total"
    print(hdr)
    for m in MODES + ["succeeded"]:
        row = table.get(m, {})
        print("%-22s" % m + "".join("%19d" % row.get(f, 0) for f in FORMATS) + "  %5d" % sum(row.values()))
    print("%-22s" % "total" + "".join("%19d" % fmts.get(f, 0) for f in FORMATS) + "  %5d" % total)
    print("near-misses: %d" % near)
    if errs:
        print("\nVALIDATION ERRORS (%d):" % len(errs)); print("\n".join(errs)); return 1
    print("validation: OK")
    return 0

if __name__ == "__main__":
    if "--validate-only" not in sys.argv:
        build()
    sys.exit(validate())
