#!/usr/bin/env python3
"""Checks for /work/realcases22: every events.ndjson line parses as JSON; evidence lines exist;
taskrun state agrees with the label; every run has a PROVENANCE row (and every row a run);
required files exist; no file over 4 MiB."""
import json, os, sys

ROOT = os.path.dirname(os.path.abspath(__file__))
MODES = {"infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown", "succeeded"}
FORMATS = {"claude", "claude-transcript", "codex", "codex-rollout"}
LIMIT = 4 * 1024 * 1024
errors = []

def err(msg):
    errors.append(msg)

def load_yaml(path):
    """Tiny reader for the flat label files (key: value; lists in [..]; strings quoted or bare)."""
    out = {}
    for raw in open(path, encoding="utf-8"):
        line = raw.rstrip("\n")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, _, val = line.partition(":")
        val = val.strip()
        if val.startswith("["):
            out[key.strip()] = [int(x) for x in val.strip("[]").split(",") if x.strip()]
        elif val.startswith('"'):
            out[key.strip()] = json.loads(val)
        else:
            out[key.strip()] = val
    return out

prov = {}
with open(os.path.join(ROOT, "PROVENANCE.tsv"), encoding="utf-8") as f:
    header = f.readline().rstrip("\n").split("\t")
    if header != ["id", "repo", "path", "commit", "licence", "url"]:
        err(f"PROVENANCE.tsv header is {header}")
    for n, line in enumerate(f, 2):
        cols = line.rstrip("\n").split("\t")
        if len(cols) != 6:
            err(f"PROVENANCE.tsv line {n}: {len(cols)} columns")
            continue
        if cols[0] in prov:
            err(f"PROVENANCE.tsv: duplicate id {cols[0]}")
        prov[cols[0]] = cols

runs = sorted(x for x in os.listdir(os.path.join(ROOT, "runs")) if not x.startswith("."))
for rid in runs:
    d = os.path.join(ROOT, "runs", rid)
    for name in ("events.ndjson", "taskrun.json", "prompt.md"):
        if not os.path.isfile(os.path.join(d, name)):
            err(f"{rid}: missing {name}")
    ev = os.path.join(d, "events.ndjson")
    nlines = 0
    if os.path.isfile(ev):
        data = open(ev, "rb").read()
        if not data.endswith(b"\n"):
            err(f"{rid}: events.ndjson does not end with a newline")
        for i, line in enumerate(data.split(b"\n")[:-1], 1):
            nlines = i
            try:
                json.loads(line.decode("utf-8"))
            except Exception as e:
                err(f"{rid}: events.ndjson line {i} is not JSON ({e})")
    try:
        tr = json.load(open(os.path.join(d, "taskrun.json")))
    except Exception as e:
        err(f"{rid}: taskrun.json unreadable ({e})"); tr = {}
    if tr.get("id") != rid:
        err(f"{rid}: taskrun.json id is {tr.get('id')!r}")
    if tr.get("state") not in ("Failed", "Succeeded"):
        err(f"{rid}: taskrun.json state is {tr.get('state')!r}")
    if not tr.get("engine"):
        err(f"{rid}: taskrun.json has no engine")
    lab_path = os.path.join(ROOT, "labels", rid + ".yaml")
    if not os.path.isfile(lab_path):
        err(f"{rid}: no label"); continue
    lab = load_yaml(lab_path)
    mode = lab.get("mode")
    if mode not in MODES:
        err(f"{rid}: mode {mode!r} is not one of the modes")
    if lab.get("format") not in FORMATS:
        err(f"{rid}: format {lab.get('format')!r}")
    if lab.get("near_miss", None) != '""' and lab.get("near_miss") != "":
        err(f"{rid}: near_miss must be empty")
    if not lab.get("why"):
        err(f"{rid}: no why")
    ev_lines = lab.get("evidence_lines") or []
    if not ev_lines:
        err(f"{rid}: no evidence lines")
    for n in ev_lines:
        if not 1 <= n <= nlines:
            err(f"{rid}: evidence line {n} outside 1..{nlines}")
    want = "Succeeded" if mode == "succeeded" else "Failed"
    if tr.get("state") != want:
        err(f"{rid}: taskrun state {tr.get('state')} but label mode {mode}")
    if rid not in prov:
        err(f"{rid}: no PROVENANCE row")

for rid in prov:
    if rid not in runs:
        err(f"PROVENANCE row {rid} has no run directory")
for lab in os.listdir(os.path.join(ROOT, "labels")):
    if lab[:-5] not in runs:
        err(f"label {lab} has no run directory")

for dp, dn, fn in os.walk(ROOT):
    for name in fn:
        p = os.path.join(dp, name)
        if os.path.getsize(p) > LIMIT:
            err(f"{os.path.relpath(p, ROOT)} is over 4 MiB")

if errors:
    print("\n".join(errors)); print(f"FAILED: {len(errors)} problem(s)"); sys.exit(1)
failed = sum(1 for r in runs if json.load(open(os.path.join(ROOT, 'runs', r, 'taskrun.json')))['state'] == 'Failed')
print(f"OK: {len(runs)} runs ({failed} failed), all lines JSON, evidence lines in range, provenance complete")
