#!/usr/bin/env python3
"""Generate the o2- blind evaluation set (runs/ and labels/) deterministically and validate it."""
import json, os, shutil, sys, importlib, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_lib import RENDER, h, Clock, _norm

HERE = os.path.dirname(os.path.abspath(__file__))
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
CASE_MODULES = ["cases_env", "cases_behaviour", "cases_other", "cases_ok"]
BANNED = ["oom", "perm", "loop", "scope", "confus", "wrong", "infra", "depend", "missing", "creep", "unknown",
          "succe", "fail", "misunder", "denied", "timeout", "thrash"]

PAD = [
    ("say", "Let me look at the repository layout and the runbook before touching anything."),
    ("sh", "git status --short && git log --oneline -3",
     "a41c9e2 ops: document quarterly key rotation\n7f0d3b1 chore: bump helm chart to 4.12.1\n19be0c4 runbooks: add node drain checklist", 0),
    ("sh", "ls", "Makefile\nREADME.md\ndocs\nhelm\nrunbooks\nscripts\nterraform", 0),
    ("read", "runbooks/README.md", "# Runbooks\n\nEvery change to a running system needs a ticket id in the commit.\nUse the staging context first unless the ticket says otherwise.\nPaste the command output into the ticket when done."),
    ("think", "The runbook says staging first unless the ticket says otherwise. I'll keep the change narrow."),
    ("sh", "ls scripts", "backfill_helpers.py\ncheck_lag.sh\nrotate_key.sh\nrun_sql.sh", 0),
    ("sh", "cat docs/oncall/contacts.md | head -5", "# On-call contacts\n\n- platform: #plat-oncall\n- data: #data-oncall\n- security: #sec-oncall", 0),
    ("think", "Nothing in the contacts changes the plan. Proceeding with the ticket steps."),
    ("sh", "git fetch -q origin && git status -sb | head -1", "## main...origin/main", 0),
    ("read", "Makefile", "lint:\n\truff check scripts\n\ntest:\n\tpytest -q tests\n\nplan:\n\tterraform -chdir=terraform plan"),
]


NOISE = [
    ("read", "docs/oncall/escalation.md", "# Escalation\n\n1. Page the owning team via PagerDuty.\n2. Post in #incidents with the ticket id.\n3. Record every command you ran in the ticket."),
    ("sh", "kubectl version --client -o yaml | head -3", "clientVersion:\n  gitVersion: v1.29.6\n  platform: linux/amd64", 0),
    ("say", "Context looks normal. Let me also check recent changes to the area before acting."),
    ("sh", "git log --oneline -8 -- helm k8s scripts", "e1f2a3b helm: bump web probes\n9c8d7e6 k8s: add pdb for search-api\n5b4a392 scripts: retry wrapper for aws calls\n2a19f0c k8s: cron timezone support\n7d6e5f4 helm: values for eu-central-2\n3c2b1a0 scripts: run_sql.sh prints row counts\n0f9e8d7 runbooks: pgbouncer sizing\n6a5b4c3 k8s: resource limits audit", 0),
    ("read", "scripts/run_sql.sh", "#!/usr/bin/env bash\nset -euo pipefail\n: \"${1:?usage: run_sql.sh FILE}\"\npsql \"$DB_URL\" -v ON_ERROR_STOP=1 -f \"$1\""),
    ("sh", "pytest -q tests/test_scripts_lint.py", "....\n4 passed in 0.21s", 0),
    ("think", "The helper scripts are fine and tests pass; nothing unusual in recent history."),
    ("sh", "ls runbooks | head -12", "cert-renewal.md\ndns-cutover.md\nkafka-retention.md\nnode-drain.md\npg-reindex.md\npg-vacuum.md\nredis-failover.md\nrotate-iam-key.md\nrotate-sentry-dsn.md\nsidekiq-dead-set.md\nsilences.md\nterraform-apply.md", 0),
    ("read", "runbooks/terraform-apply.md", "# terraform apply\n\nAlways `plan -out` first and paste the plan summary in the ticket.\nNever apply from a dirty tree."),
    ("say", "I have the background I need. Moving on to the ticket's steps."),
]


def load_cases():
    cases = []
    for m in CASE_MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError:
            continue
        cases.extend(mod.CASES)
    return cases


def longest_identical(steps):
    best, cur, prev = 0, 0, None
    for s in steps:
        k, _, a = _norm(s)
        if k in ("say", "think", "sys"):
            continue
        key = (k, a[0])
        cur = cur + 1 if key == prev else 1
        prev = key
        best = max(best, cur)
    return best


def build(c):
    c = dict(c)
    c["id"] = f"o2-{c['slug']}-{h('o2' + c['slug'], 4)}"
    c["prompt_text"] = c["body"]
    fmt = c["fmt"]
    if int(h("noise" + c["slug"], 6), 16) % 3 == 0:
        st = list(c["steps"])
        c["steps"] = st[:1] + NOISE + st[1:]
    o = RENDER[fmt](c)
    pad = 0
    while len(o.lines) < 20 and pad < len(PAD):
        pad += 1
        c2 = dict(c, steps=PAD[:pad] + list(c["steps"]))
        o = RENDER[fmt](c2)
    if pad:
        c["steps"] = PAD[:pad] + list(c["steps"])
    return c, o


def write_all():
    cases = load_cases()
    runs, labels = os.path.join(HERE, "runs"), os.path.join(HERE, "labels")
    for d in (runs, labels):
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
    built = []
    for c in cases:
        c, o = build(c)
        rid = c["id"]
        fmt = c["fmt"]
        d = os.path.join(runs, rid)
        os.makedirs(d)
        with open(os.path.join(d, "events.ndjson"), "w") as f:
            f.write("\n".join(o.lines) + "\n")
        with open(os.path.join(d, "prompt.md"), "w") as f:
            f.write(f"# {c['ticket']}: {c['title']}\n\n{c['body'].strip()}\n")
        ok = c["mode"] == "succeeded"
        state = c.get("state") or ("Succeeded" if ok else "Failed")
        ck = Clock(rid)
        steps = c["steps"]
        ntools = sum(1 for s in steps if _norm(s)[0] not in ("say", "think", "sys"))
        tr = {"id": rid, "ticket_id": c["ticket"],
              "engine": "codex" if fmt == "codex" else "claude-code",
              "current_engine": "codex" if fmt == "codex" else "claude-code",
              "engine_attempts": ["codex"] if fmt == "codex" else ["claude-code"],
              "state": state, "retry_count": 0, "max_retries": 2,
              "files_changed": c.get("files_changed", sum(1 for s in steps if _norm(s)[0] in ("edit", "write"))),
              "tool_calls_total": ntools, "consecutive_identical_tools": longest_identical(steps),
              "tokens_consumed": 18000 + 2300 * len(steps), "cost_usd": round(0.06 + 0.024 * len(steps), 3),
              "diagnosis_history": [], "created_at": ck.iso(ck.start)}
        ck.tick(60 * 3 + 7 * len(steps))
        tr["updated_at"] = ck.iso()
        with open(os.path.join(d, "taskrun.json"), "w") as f:
            json.dump(tr, f, indent=2)
        if c.get("result", True) and not (c["end"].get("none") and not ok and "result_summary" not in c):
            res = {"success": ok, "summary": c.get("result_summary", c["end"].get("text", "")),
                   "exit_code": 0 if ok else c.get("exit_code", 1)}
            with open(os.path.join(d, "result.json"), "w") as f:
                json.dump(res, f, indent=2)
        if c.get("watchdog"):
            w = dict(c["watchdog"])
            w.setdefault("tokens_consumed", tr["tokens_consumed"])
            w.setdefault("cost_estimate_usd", tr["cost_usd"])
            with open(os.path.join(d, "watchdog.json"), "w") as f:
                json.dump(w, f, indent=2)
        ev = o.ev if c["mode"] not in ("unknown", "succeeded") else []
        with open(os.path.join(labels, rid + ".yaml"), "w") as f:
            f.write(f"mode: {c['mode']}\nformat: {fmt}\nnear_miss: {c.get('nm', '') or chr(39)*2}\n"
                    f"evidence_lines: [{', '.join(map(str, ev))}]\nwhy: {json.dumps(c['why'])}\n")
        built.append((c, o, tr, ev))
    return built


def validate(built):
    errs = []
    ids = set()
    for c, o, tr, ev in built:
        rid = c["id"]
        if rid in ids:
            errs.append(f"{rid}: duplicate id")
        ids.add(rid)
        if any(b in c["slug"].lower() for b in BANNED):
            errs.append(f"{rid}: hint word in slug")
        path = os.path.join(HERE, "runs", rid, "events.ndjson")
        lines = open(path).read().splitlines()
        for i, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except Exception as e:
                errs.append(f"{rid}: line {i} invalid JSON {e}")
        if not 20 <= len(lines) <= 120:
            errs.append(f"{rid}: {len(lines)} lines")
        for e in ev:
            if not 1 <= e <= len(lines):
                errs.append(f"{rid}: evidence line {e} out of range")
        if c["mode"] not in ("unknown", "succeeded") and not ev:
            errs.append(f"{rid}: no evidence lines")
        if c["mode"] not in MODES + ["succeeded"]:
            errs.append(f"{rid}: bad mode {c['mode']}")
        ok = c["mode"] == "succeeded"
        if ok != (tr["state"] == "Succeeded"):
            errs.append(f"{rid}: state {tr['state']} vs mode {c['mode']}")
        rp = os.path.join(HERE, "runs", rid, "result.json")
        if os.path.exists(rp) and json.load(open(rp))["success"] != ok:
            errs.append(f"{rid}: result.json disagrees")
        if ok and c["end"].get("ok") is False:
            errs.append(f"{rid}: succeeded run with error end")
    cnt = collections.Counter(c["mode"] for c, *_ in built)
    fmts = collections.Counter(c["fmt"] for c, *_ in built)
    nm = sum(1 for c, *_ in built if c.get("nm"))
    alarm = sum(1 for c, *_ in built if c["mode"] == "succeeded" and c.get("alarming"))
    warns = []
    if len(built) < 80:
        warns.append(f"only {len(built)} runs (<80)")
    for m in MODES:
        if cnt[m] < 8:
            warns.append(f"mode {m}: {cnt[m]} (<8)")
    if alarm < 8:
        warns.append(f"alarming succeeded: {alarm} (<8)")
    if nm < 25:
        warns.append(f"near misses: {nm} (<25)")
    if len(fmts) < 4:
        warns.append(f"formats: {dict(fmts)}")
    return errs, warns, cnt, fmts, nm, alarm


def table(built):
    fm = ["claude", "claude-transcript", "codex", "osmia"]
    rows = ["| mode | " + " | ".join(fm) + " | total |", "|---|" + "---|" * (len(fm) + 1)]
    for m in MODES + ["succeeded"]:
        r = [sum(1 for c, *_ in built if c["mode"] == m and c["fmt"] == f) for f in fm]
        rows.append(f"| {m} | " + " | ".join(map(str, r)) + f" | {sum(r)} |")
    r = [sum(1 for c, *_ in built if c["fmt"] == f) for f in fm]
    rows.append("| **total** | " + " | ".join(map(str, r)) + f" | {sum(r)} |")
    return "\n".join(rows)


if __name__ == "__main__":
    built = write_all()
    errs, warns, cnt, fmts, nm, alarm = validate(built)
    print(table(built))
    print(f"runs={len(built)} near_misses={nm} alarming_succeeded={alarm} formats={dict(fmts)}")
    nmc = collections.Counter(c.get("nm") for c, *_ in built if c.get("nm"))
    print("near-miss targets:", dict(nmc))
    for w in warns:
        print("WARN", w)
    for e in errs:
        print("ERROR", e)
    sys.exit(1 if errs else 0)
