#!/usr/bin/env python3
"""Deterministic generator + validator for blind set w- (frontend / mobile / e2e)."""
import collections, json, os, re, shutil, sys
import yaml
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_lib import FORMATS, MODES, Renderer, hid
import cases_env, cases_behaviour, cases_other

from gen_lib import sh

# exploration padding (inserted after the agent's opening line when a stream is short)
PAD = [
    lambda c: sh("git status --short --branch", f"## agent/{c['ticket'].lower()}...origin/main"),
    lambda c: sh("git branch --show-current", f"agent/{c['ticket'].lower()}"),
    lambda c: sh("rg -n 'TODO|FIXME' --max-count 3 .", "./src/legacy/retry.ts:12:// TODO: the old poller was killed on timeout; remove once v2 ships\n./scripts/ci.sh:8:# FIXME: permission denied on cache dir in some runners\n./docs/CONTRIBUTING.md:40:TODO: document deprecated flags"),
    lambda c: sh("git log -1 --format='%h %an %s'", f"{hid(c['slug'], 7)} release-bot Revert \"Revert timeout tweak\""),
    lambda c: sh("cat .editorconfig", "root = true\n\n[*]\nindent_style = space\nindent_size = 2\nend_of_line = lf\ninsert_final_newline = true"),
    lambda c: sh("ls .github/workflows", "ci.yml\ne2e.yml\nrelease.yml\nstale.yml"),
    lambda c: sh("head -20 CHANGELOG.md", "# Changelog\n\n## Unreleased\n- Fix crash when the worker is killed during sync\n- Deprecate `legacyTheme` option\n\n## 4.2.0\n- Handle permission denied when writing cache\n- Increase e2e timeout to 60s"),
    lambda c: sh("git remote -v", f"origin\thttps://github.com/acme/{c['repo']}.git (fetch)\norigin\thttps://github.com/acme/{c['repo']}.git (push)"),
]

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS, LABELS = os.path.join(HERE, "runs"), os.path.join(HERE, "labels")
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex", "osmia": "claude-code"}


def build():
    cases = cases_env.CASES + cases_behaviour.CASES + cases_other.CASES
    for d in (RUNS, LABELS):
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
    rows = []
    used = collections.Counter(c["fmt"] for c in cases if c["fmt"])
    for i, c in enumerate(cases):
        fmt = c["fmt"]
        if not fmt:  # balance formats deterministically: least used so far
            fmt = min(FORMATS, key=lambda f: (used[f], FORMATS.index(f)))
            used[fmt] += 1
        cid = f"w-{c['slug']}-{hid(c['slug'] + c['ticket'])}"
        c["prompt"] = f"# {c['ticket']}: {c['title']}\n\n{c['body'].strip()}\n"
        k = 0
        while True:
            r = Renderer(cid, fmt, 3600 * (8 + i % 9) + 60 * i)
            lines, ev = r.render(c)
            if len(lines) >= 22 or k >= len(PAD):
                break
            c["steps"].insert(1 + k, PAD[(k + i) % len(PAD)](c))
            k += 1
        succeeded = c["mode"] == "succeeded"
        state = c["state"] or ("Succeeded" if succeeded else "Failed")
        rd = os.path.join(RUNS, cid)
        os.makedirs(rd)
        with open(os.path.join(rd, "events.ndjson"), "w", encoding="utf-8") as fh:
            fh.write("\n".join(lines) + "\n")
        with open(os.path.join(rd, "prompt.md"), "w") as fh:
            fh.write(c["prompt"])
        n_tools = sum(1 for s in c["steps"] if s["k"] in ("sh", "read", "edit", "write"))
        n_files = c["files_changed"] if c["files_changed"] is not None else len({s["path"] for s in c["steps"] if s["k"] in ("edit", "write")})
        eng = c.get("engine") or ENGINE[fmt]
        tr = {"id": cid, "ticket_id": c["ticket"], "engine": eng, "current_engine": eng, "engine_attempts": [eng],
              "state": state, "retry_count": 0, "max_retries": 2, "files_changed": n_files,
              "tool_calls_total": n_tools, "consecutive_identical_tools": c.get("identical", 1),
              "tokens_consumed": 40000 + 9000 * len(lines), "cost_usd": round(0.1 + 0.03 * len(lines), 2),
              "diagnosis_history": [], "created_at": f"2026-11-2{i % 3}T{8 + i % 12:02d}:{i % 60:02d}:00Z",
              "updated_at": f"2026-11-2{i % 3}T{9 + i % 12:02d}:{(i * 7) % 60:02d}:00Z"}
        with open(os.path.join(rd, "taskrun.json"), "w") as fh:
            json.dump(tr, fh, indent=2)
        if c["watchdog"]:
            with open(os.path.join(rd, "watchdog.json"), "w") as fh:
                json.dump(c["watchdog"], fh, indent=2)
        res = c["result"]
        if res is None and c["end"]["kind"] != "cut":
            res = {"success": succeeded, "summary": c["end"].get("text", "")[:400], "exit_code": 0 if succeeded else 1}
        if res is not None and res is not False:
            with open(os.path.join(rd, "result.json"), "w") as fh:
                json.dump(res, fh, indent=2)
        lab = {"mode": c["mode"], "format": fmt, "near_miss": c["near_miss"],
               "evidence_lines": [] if c["mode"] in ("unknown", "succeeded") else ev, "why": c["why"]}
        with open(os.path.join(LABELS, cid + ".yaml"), "w") as fh:
            yaml.safe_dump(lab, fh, sort_keys=False, allow_unicode=True)
        rows.append((cid, c, lab, state))
    return rows


def validate(rows):
    errs = []
    mode_re = re.compile("|".join(MODES + ["succeeded", "near_miss", "near-miss"]), re.I)
    ids = set()
    for cid, c, lab, state in rows:
        if cid in ids: errs.append(f"duplicate id {cid}")
        ids.add(cid)
        if not re.fullmatch(r"w-[a-z0-9-]+-[0-9a-f]{4}", cid): errs.append(f"bad id {cid}")
        rd = os.path.join(RUNS, cid)
        lines = open(os.path.join(rd, "events.ndjson")).read().split("\n")[:-1]
        for n, l in enumerate(lines, 1):
            try: json.loads(l)
            except Exception as e: errs.append(f"{cid}:{n} not JSON {e}")
        if not 20 <= len(lines) <= 120: errs.append(f"{cid}: {len(lines)} lines")
        lb = yaml.safe_load(open(os.path.join(LABELS, cid + ".yaml")))
        for k in ("mode", "format", "near_miss", "evidence_lines", "why"):
            if k not in lb: errs.append(f"{cid}: label lacks {k}")
        if lb["mode"] not in MODES + ["succeeded"]: errs.append(f"{cid}: bad mode")
        if lb["near_miss"] and (lb["near_miss"] not in MODES or lb["near_miss"] == lb["mode"]):
            errs.append(f"{cid}: bad near_miss")
        for e in lb["evidence_lines"]:
            if not 1 <= e <= len(lines): errs.append(f"{cid}: evidence {e} out of range")
        if lb["mode"] not in ("unknown", "succeeded") and not lb["evidence_lines"]:
            errs.append(f"{cid}: no evidence")
        if (lb["mode"] == "succeeded") != (state == "Succeeded"): errs.append(f"{cid}: state/label disagree")
        if lb["mode"] != "succeeded" and state not in ("Failed", "TimedOut"): errs.append(f"{cid}: failed run state {state}")
        rj = os.path.join(rd, "result.json")
        if os.path.exists(rj) and json.load(open(rj))["success"] != (lb["mode"] == "succeeded"):
            errs.append(f"{cid}: result.json disagrees")
        txt = cid + open(os.path.join(rd, "prompt.md")).read() + open(os.path.join(rd, "taskrun.json")).read()
        if mode_re.search(txt.replace('"Succeeded"', "")): errs.append(f"{cid}: mode name in id/prompt/taskrun")
    labs = [r[2] for r in rows]
    cnt = collections.Counter(l["mode"] for l in labs)
    if len(rows) < 80: errs.append(f"only {len(rows)} runs")
    for m in MODES:
        if cnt[m] < 8: errs.append(f"mode {m}: {cnt[m]} < 8")
    if cnt["succeeded"] < 8: errs.append("succeeded < 8")
    nm = sum(1 for l in labs if l["near_miss"])
    if nm < 25: errs.append(f"near misses {nm} < 25")
    fc = collections.Counter(l["format"] for l in labs)
    if max(fc.values()) - min(fc.values()) > 4: errs.append(f"formats uneven {dict(fc)}")
    return errs, cnt, nm


def table(rows):
    cols = FORMATS
    grid = collections.defaultdict(collections.Counter)
    for _, _, lab, _ in rows:
        grid[lab["mode"]][lab["format"]] += 1
    out = [f"{'mode':24}" + "".join(f"{c:>19}" for c in cols) + f"{'total':>8}"]
    for m in MODES + ["succeeded"]:
        out.append(f"{m:24}" + "".join(f"{grid[m][c]:>19}" for c in cols) + f"{sum(grid[m].values()):>8}")
    tot = collections.Counter(lab["format"] for _, _, lab, _ in rows)
    out.append(f"{'total':24}" + "".join(f"{tot[c]:>19}" for c in cols) + f"{len(rows):>8}")
    return "\n".join(out)


if __name__ == "__main__":
    rows = build()
    errs, cnt, nm = validate(rows)
    print(table(rows))
    print(f"near misses: {nm}")
    nmc = collections.Counter(r[2]["near_miss"] for r in rows if r[2]["near_miss"])
    print("near-miss decoys:", dict(nmc))
    if errs:
        print("\nVALIDATION FAILED:")
        for e in errs: print("  " + e)
        sys.exit(1)
    print("validation: OK")
