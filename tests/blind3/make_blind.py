#!/usr/bin/env python3
"""Generate the blind10 evaluation set: runs/<case-id>/ + labels/<case-id>.yaml, then validate.

Case definitions live in cases_a.py / cases_b.py / cases_c.py; stream renderers in gen_lib.py.
Every events.ndjson line is produced with json.dumps.
"""
import json
import os
import re
import shutil
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import yaml  # noqa: E402

import gen_lib as L  # noqa: E402
import cases_a  # noqa: E402
import cases_b  # noqa: F401,E402
import cases_c  # noqa: F401,E402

RUNS = os.path.join(HERE, "runs")
LABELS = os.path.join(HERE, "labels")
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding", "wrong_approach",
         "scope_creep", "model_confusion", "unknown"]
FORMATS = ["claude", "claude-transcript", "codex", "osmia"]
MODELS = {"claude": "claude-sonnet-4-5-20250929", "claude-transcript": "claude-opus-4-6", "codex": "gpt-5-codex",
          "osmia": "claude-sonnet-4-5"}
ENGINE = {"claude": "claude-code", "claude-transcript": "claude-code", "codex": "codex"}


LISTING = {
    "php": "composer.json\ncomposer.lock\nphpunit.xml.dist\nphpstan.neon\nsrc\ntests\nREADME.md",
    "kt": "build.gradle.kts\ngradle\ngradle.properties\ngradlew\nsettings.gradle.kts\nREADME.md",
    "yaml": "charts\nMakefile\nREADME.md\nct.yaml\n.github",
    "scala": "build.sbt\nproject\ncore\napi\nREADME.md\n.scalafmt.conf",
    "dart": "analysis_options.yaml\nandroid\nios\nlib\npubspec.lock\npubspec.yaml\ntest",
    "py": "pyproject.toml\nnoxfile.py\ntox.ini\nrequirements-dev.txt\nsrc\ntests\nREADME.md",
    "exs": "config\nlib\nmix.exs\nmix.lock\npriv\ntest\nREADME.md",
    "ex": "config\nlib\nmix.exs\nmix.lock\npriv\ntest\nREADME.md",
    "R": "DESCRIPTION\nNAMESPACE\nR\nman\ntests\nREADME.Rmd",
    "rs": "Cargo.lock\nCargo.toml\nsrc\ntests\nREADME.md\nclippy.toml",
    "hs": "app\nsrc\ntest\npackage.yaml\nstack.yaml\ncabal.project\nREADME.md",
    "jl": "Manifest.toml\nProject.toml\nsrc\ntest\nREADME.md",
    "ts": "deno.json\npackage.json\nsrc\ntsconfig.json\nREADME.md",
    "tsx": "package.json\npackage-lock.json\nsrc\njest.config.ts\ntsconfig.json\nREADME.md",
    "jsx": "package.json\npackage-lock.json\nsrc\n.eslintrc.cjs\n.prettierrc\nREADME.md",
    "rb": "Gemfile\nGemfile.lock\napp\nconfig\ndb\nspec\n.rubocop.yml",
    "go": "go.mod\ngo.sum\ncmd\ninternal\nMakefile\nREADME.md",
    "tf": "envs\nmodules\n.terraform-version\n.tflint.hcl\nREADME.md",
    "swift": "Package.swift\nPackage.resolved\nSources\nTests\n.swiftlint.yml",
    "c": "Makefile\ninclude\nsrc\ntests\nREADME.md",
    "cs": "Logistics.sln\nsrc\ntests\nDirectory.Build.props\nglobal.json",
    "md": "README.md\ndocs\nsrc",
}
COMMITS = ["Merge pull request #{n} from acme/renovate/lockfile-maintenance",
           "ci: retry flaky network step on timeout",
           "docs: clarify release checklist",
           "fix: surface permission errors from uploader",
           "chore: bump linters",
           "test: stabilise clock-dependent tests",
           "refactor: extract pagination helpers",
           "build: cache toolchain downloads in CI"]
GUIDE = ("# Contributing\n\n- Keep changes focused on the ticket; avoid drive-by refactors.\n"
         "- Run the relevant tests before you finish.\n- Do not modify tests to make them pass unless the ticket says so.\n"
         "- CI runs in a sandbox without outbound network except the package mirror.")


def preamble(cs, idx, extra=0):
    ext = "md"
    for s in cs["steps"]:
        p = s.get("path")
        if isinstance(p, list):
            p = p[0]
        if p and "." in p.rsplit("/", 1)[-1]:
            ext = p.rsplit(".", 1)[-1]
            break
    h = L.hx(cs["slug"] + "log", 40)
    log = "\n".join(f"{h[i * 7:i * 7 + 7]} " + COMMITS[(idx + i) % len(COMMITS)].format(n=700 + idx * 3 + i)
                    for i in range(4))
    pre = [L.B("git log --oneline -4", log), L.B("ls", LISTING.get(ext, LISTING["md"]))]
    if idx % 2 == 0:
        pre.append(L.R("CONTRIBUTING.md", GUIDE))
    else:
        pre.append(L.B("git status --short", ""))
    if extra:
        pre.append(L.B("git diff --stat origin/main...HEAD", ""))
    if extra > 1:
        pre.append(L.B("cat .tool-versions 2>/dev/null || true", ""))
    return pre


def build(cs, idx):
    cid = f"d-{cs['slug']}-{L.hx(cs['slug'] + 'blind10')}"
    start = f"2026-11-{20 + idx % 3:02d}T{8 + idx % 9:02d}:{(idx * 7) % 60:02d}:{(idx * 13) % 60:02d}Z"
    fmt = cs["fmt"]
    prompt = f"# {cs['tk']}: {cs['title']}\n\n{cs['body']}\n"
    orig = cs
    for extra in range(3):
        cs = orig
        c = L.Ctx(cid, start, cs["cwd"], MODELS[fmt])
        steps = list(cs["steps"])
        at = 1 if steps and steps[0]["k"] == "text" else 0
        pad = preamble(cs, idx, extra)
        steps[at:at] = pad
        cs = dict(cs, steps=steps)
        final = dict(cs.get("final", {}))
        if cs.get("ev_errors"):
            final["ev_errors"] = cs["ev_errors"]
        if cs.get("no_result"):
            final["none"] = True
        if "ok" not in final:
            final["ok"] = cs["state"] == "Succeeded"
        if fmt == "claude":
            n = L.render_claude(c, cs["steps"], final, transcript=False)
        elif fmt == "claude-transcript":
            n = L.render_claude(c, cs["steps"], final, transcript=True, prompt_text=prompt)
        elif fmt == "codex":
            n = L.render_codex(c, cs["steps"], final)
        else:
            final.setdefault("engine", cs.get("engine", "aider"))
            n = L.render_osmia(c, cs["steps"], final)

        if len(c.lines) >= 25:
            break
    d = os.path.join(RUNS, cid)
    os.makedirs(d)
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        for ln in c.lines:
            json.loads(ln)
            f.write(ln + "\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(prompt)
    engine = ENGINE.get(fmt) or cs.get("engine", "aider")
    tr = {"id": cid, "ticket_id": cs["tk"], "engine": engine, "current_engine": engine,
          "engine_attempts": [engine], "state": cs["state"], "retry_count": 0, "max_retries": 2,
          "files_changed": cs["files"], "tool_calls_total": n,
          "consecutive_identical_tools": L.longest_identical(c.calls),
          "tokens_consumed": 40000 + n * 23117, "cost_usd": round(0.06 + n * 0.052, 2),
          "diagnosis_history": [], "created_at": start,
          "updated_at": c.t.strftime("%Y-%m-%dT%H:%M:%SZ")}
    tr.update(cs.get("taskrun_extra", {}))
    json.dump(tr, open(os.path.join(d, "taskrun.json"), "w"), indent=2)
    if cs.get("watchdog"):
        json.dump(cs["watchdog"], open(os.path.join(d, "watchdog.json"), "w"), indent=2)
    if cs.get("result"):
        json.dump(cs["result"], open(os.path.join(d, "result.json"), "w"), indent=2)
    ev = sorted(set(c.ev)) if cs["mode"] not in ("unknown", "succeeded") else []
    lab = {"mode": cs["mode"], "format": fmt, "near_miss": cs["nm"], "evidence_lines": ev, "why": cs["why"]}
    with open(os.path.join(LABELS, cid + ".yaml"), "w") as f:
        yaml.safe_dump(lab, f, sort_keys=False, allow_unicode=True, width=1000)
    return cid


def validate(ids):
    errs = []
    rows = []
    for cid in ids:
        d = os.path.join(RUNS, cid)
        lab = yaml.safe_load(open(os.path.join(LABELS, cid + ".yaml")))
        for k in ("mode", "format", "near_miss", "evidence_lines", "why"):
            if k not in lab:
                errs.append(f"{cid}: label missing {k}")
        if lab["mode"] not in MODES + ["succeeded"]:
            errs.append(f"{cid}: bad mode")
        if lab["format"] not in FORMATS:
            errs.append(f"{cid}: bad format")
        if lab["near_miss"] and lab["near_miss"] not in MODES + ["succeeded"]:
            errs.append(f"{cid}: bad near_miss")
        if lab["near_miss"] == lab["mode"]:
            errs.append(f"{cid}: near_miss == mode")
        if not re.fullmatch(r"d-[a-z0-9-]+-[0-9a-f]{4}", cid):
            errs.append(f"{cid}: bad id")
        for m in MODES:
            for w in (m, m.replace("_", "-")):
                for fn in ("prompt.md", "taskrun.json"):
                    if w in open(os.path.join(d, fn)).read() or w in cid:
                        errs.append(f"{cid}: mode name {w} in {fn}/id")
        lines = open(os.path.join(d, "events.ndjson")).read().split("\n")
        assert lines[-1] == ""
        lines = lines[:-1]
        for i, ln in enumerate(lines, 1):
            try:
                json.loads(ln)
            except Exception as e:  # noqa: BLE001
                errs.append(f"{cid}:{i}: {e}")
        if not 25 <= len(lines) <= 90:
            errs.append(f"{cid}: {len(lines)} lines")
        for n in lab["evidence_lines"]:
            if not 1 <= n <= len(lines):
                errs.append(f"{cid}: evidence line {n} out of range")
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        if lab["mode"] == "succeeded" and tr["state"] != "Succeeded":
            errs.append(f"{cid}: succeeded label but state {tr['state']}")
        if lab["mode"] != "succeeded" and tr["state"] == "Succeeded":
            errs.append(f"{cid}: failure label but state Succeeded")
        if lab["mode"] not in ("unknown", "succeeded") and not lab["evidence_lines"] and not (
                os.path.exists(os.path.join(d, "watchdog.json")) or os.path.exists(os.path.join(d, "result.json"))):
            errs.append(f"{cid}: no evidence")
        rows.append((cid, lab, len(lines)))
    return errs, rows


def main():
    for p in (RUNS, LABELS):
        shutil.rmtree(p, ignore_errors=True)
        os.makedirs(p)
    ids = [build(cs, i) for i, cs in enumerate(cases_a.CASES)]
    assert len(set(ids)) == len(ids)
    errs, rows = validate(ids)
    by = defaultdict(Counter)
    nm = 0
    for cid, lab, n in rows:
        by[lab["mode"]][lab["format"]] += 1
        nm += bool(lab["near_miss"])
    hdr = f"{'mode':24}" + "".join(f"{f:>19}" for f in FORMATS) + f"{'total':>7}"
    print(hdr)
    for m in MODES + ["succeeded"]:
        print(f"{m:24}" + "".join(f"{by[m][f]:>19}" for f in FORMATS) + f"{sum(by[m].values()):>7}")
    tot = Counter()
    for m in by:
        tot.update(by[m])
    print(f"{'TOTAL':24}" + "".join(f"{tot[f]:>19}" for f in FORMATS) + f"{sum(tot.values()):>7}")
    lens = [n for _, _, n in rows]
    print(f"\nnear-misses: {nm}   stream lines: min {min(lens)} max {max(lens)}")
    want = {m: 5 for m in MODES}
    want["succeeded"] = 8
    for m, k in want.items():
        if sum(by[m].values()) != k:
            errs.append(f"count {m} = {sum(by[m].values())}, want {k}")
    if nm < 20:
        errs.append(f"only {nm} near-misses")
    if errs:
        print("\nVALIDATION ERRORS:")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("validation: OK")


if __name__ == "__main__":
    main()
