"""Realistic tool-output text builders (pytest, dbt, spark, pip) used by the cases."""
from __future__ import annotations

import datetime as _dt


def pytest_q(results, failures=None, secs=2.41, header=False, py="3.11.9", plugins="anyio-4.6.2",
             warnings=None, skipped_reasons=None, rootdir="/workspace/repo"):
    """results: list of (nodeid, outcome) with outcome in . F s x X E.
    failures: {nodeid: (trace, short)}."""
    failures = failures or {}
    out = []
    if header:
        out += ["============================= test session starts ==============================",
                f"platform linux -- Python {py}, pytest-8.3.3, pluggy-1.5.0",
                f"rootdir: {rootdir}", "configfile: pyproject.toml", f"plugins: {plugins}",
                f"collected {len(results)} items", ""]
    chars = "".join(o for _, o in results)
    lines = [chars[i:i + 72] for i in range(0, len(chars), 72)] or [""]
    for i, l in enumerate(lines):
        pct = min(100, round(100 * (i * 72 + len(l)) / max(1, len(chars))))
        out.append(f"{l:<73}[{pct:3d}%]")
    if failures:
        out.append("=================================== FAILURES ===================================")
        for nid, (trace, _) in failures.items():
            name = nid.split("::")[-1]
            out.append(f"{'_' * 20} {name} {'_' * 20}")
            out.append(trace.rstrip("\n"))
    if warnings:
        out.append("=============================== warnings summary ===============================")
        out += warnings
        out.append("")
        out.append("-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html")
    short = []
    for nid, (_, msg) in failures.items():
        short.append(f"FAILED {nid} - {msg}" if msg else f"FAILED {nid}")
    for nid, o in results:
        if o == "E" and nid not in failures:
            short.append(f"ERROR {nid}")
    if skipped_reasons:
        short = [f"SKIPPED [1] {r}" for r in skipped_reasons] + short
    if short:
        out.append("=========================== short test summary info ============================")
        out += short
    cnt = {k: sum(1 for _, o in results if o == k) for k in ".FsxXE"}
    parts = []
    if cnt["F"]:
        parts.append(f"{cnt['F']} failed")
    parts.append(f"{cnt['.']} passed")
    if cnt["s"]:
        parts.append(f"{cnt['s']} skipped")
    if cnt["x"]:
        parts.append(f"{cnt['x']} xfailed")
    if cnt["X"]:
        parts.append(f"{cnt['X']} xpassed")
    if warnings:
        parts.append(f"{len([w for w in warnings if w and not w.startswith(' ')])} warnings")
    if cnt["E"]:
        parts.append(f"{cnt['E']} error" + ("s" if cnt["E"] > 1 else ""))
    tail = ", ".join(parts) + f" in {secs:.2f}s"
    out.append(f"{' ' + tail + ' ':=^80}" if header else tail)
    return "\n".join(out)


def pytest_v(results, failures=None, secs=3.02, py="3.11.9", rootdir="/workspace/repo",
             plugins="anyio-4.6.2, cov-5.0.0", skipped_reasons=None, captured=None):
    """Verbose run: results list of (nodeid, OUTCOME) with PASSED/FAILED/SKIPPED/XFAIL/ERROR."""
    failures = failures or {}
    out = ["============================= test session starts ==============================",
           f"platform linux -- Python {py}, pytest-8.3.3, pluggy-1.5.0 -- /usr/local/bin/python",
           "cachedir: .pytest_cache", f"rootdir: {rootdir}", "configfile: pyproject.toml",
           f"plugins: {plugins}", f"collecting ... collected {len(results)} items", ""]
    n = len(results)
    for i, (nid, o) in enumerate(results, 1):
        pct = round(100 * i / n)
        extra = ""
        if o == "SKIPPED" and skipped_reasons and nid in skipped_reasons:
            extra = f" ({skipped_reasons[nid]})"
        out.append(f"{nid} {o}{extra}".ljust(72) + f" [{pct:3d}%]")
    if failures:
        out.append("")
        out.append("=================================== FAILURES ===================================")
        for nid, (trace, _) in failures.items():
            out.append(f"{'_' * 20} {nid.split('::')[-1]} {'_' * 20}")
            out.append(trace.rstrip("\n"))
    if captured:
        out.append(captured.rstrip("\n"))
    short = [f"FAILED {nid} - {m}" for nid, (_, m) in failures.items()]
    if short:
        out.append("=========================== short test summary info ============================")
        out += short
    cnt = {}
    for _, o in results:
        cnt[o] = cnt.get(o, 0) + 1
    parts = []
    if cnt.get("FAILED"):
        parts.append(f"{cnt['FAILED']} failed")
    parts.append(f"{cnt.get('PASSED', 0)} passed")
    if cnt.get("SKIPPED"):
        parts.append(f"{cnt['SKIPPED']} skipped")
    if cnt.get("XFAIL"):
        parts.append(f"{cnt['XFAIL']} xfailed")
    if cnt.get("ERROR"):
        parts.append(f"{cnt['ERROR']} error")
    tail = ", ".join(parts) + f" in {secs:.2f}s"
    out.append(f"{' ' + tail + ' ':=^80}")
    return "\n".join(out)


class Clock:
    def __init__(self, hh=7, mm=12, ss=3):
        self.t = _dt.datetime(2026, 3, 2, hh, mm, ss)

    def __call__(self, add=0.0):
        self.t += _dt.timedelta(seconds=add)
        return self.t.strftime("%H:%M:%S")


def dbt_out(nodes, *, cmd="build", version="1.8.7", adapter="snowflake=1.8.4", target="dev",
            found="142 models, 311 data tests, 18 seeds, 41 sources, 1011 macros", clock=None,
            schema="analytics_dev", threads=8, pre=None, errors_detail=None, warn_detail=None,
            secs=None, project="acme_analytics"):
    """nodes: list of dicts: {kind: model|test|seed|unit_test, name, status: ok|pass|fail|warn|error|skip,
    n: rows/failures, t: seconds, path: schema path for tests, msg: error text}"""
    c = clock or Clock()
    out = [f"{c()}  Running with dbt={version}"]
    if pre:
        out += [f"{c(0.2)}  {p}" for p in pre]
    out += [f"{c(0.6)}  Registered adapter: {adapter}", f"{c(1.1)}  Found {found}", f"{c()}  ",
            f"{c(1.8)}  Concurrency: {threads} threads (target='{target}')", f"{c()}  "]
    total = len(nodes)
    counts = {"PASS": 0, "WARN": 0, "ERROR": 0, "SKIP": 0}
    details = []
    tsum = 0.0
    for i, nd in enumerate(nodes, 1):
        k, name, st = nd["kind"], nd["name"], nd["status"]
        t = nd.get("t", 1.2)
        tsum += t
        if k == "model":
            mat = nd.get("mat", "table")
            start = f"{i} of {total} START sql {mat} model {schema}.{name} "
            out.append(f"{c(0.1)}  {start:.<74} [RUN]")
            if st == "ok":
                msg = f"{i} of {total} OK created sql {mat} model {schema}.{name} "
                res = "SUCCESS 1" if mat != "view" else "SUCCESS 1"
                out.append(f"{c(t)}  {msg:.<74} [{res} in {t:.2f}s]")
                counts["PASS"] += 1
            elif st == "error":
                msg = f"{i} of {total} ERROR creating sql {mat} model {schema}.{name} "
                out.append(f"{c(t)}  {msg:.<74} [ERROR in {t:.2f}s]")
                counts["ERROR"] += 1
                details.append((f"Database Error in model {name} ({nd.get('path', 'models/' + name + '.sql')})",
                                nd.get("msg", ""), f"compiled code at target/run/{project}/{nd.get('path', 'models/' + name + '.sql')}"))
            elif st == "skip":
                msg = f"{i} of {total} SKIP relation {schema}.{name} due to ephemeral model status '' "
                out.append(f"{c(0)}  {i} of {total} SKIP relation {schema}.{name} ".ljust(80, ".") + " [SKIP]")
                counts["SKIP"] += 1
        elif k in ("test", "unit_test"):
            kind = "test" if k == "test" else "unit_test"
            start = f"{i} of {total} START {kind} {name} "
            out.append(f"{c(0.1)}  {start:.<74} [RUN]")
            if st == "pass":
                out.append(f"{c(t)}  {(f'{i} of {total} PASS {name} '):.<74} [PASS in {t:.2f}s]")
                counts["PASS"] += 1
            elif st == "fail":
                nn = nd.get("n", 1)
                out.append(f"{c(t)}  {(f'{i} of {total} FAIL {nn} {name} '):.<74} [FAIL {nn} in {t:.2f}s]")
                counts["ERROR"] += 1
                p = nd.get("path", "models/marts/schema.yml")
                if k == "unit_test":
                    details.append((f"Failure in unit_test {name} ({p})", nd.get("msg", ""), ""))
                else:
                    details.append((f"Failure in test {name} ({p})",
                                    f"Got {nd.get('n', 1)} result{'s' if nd.get('n', 1) != 1 else ''}, configured to fail if != 0",
                                    f"compiled code at target/compiled/{project}/{p}/{name}.sql"))
            elif st == "warn":
                nn = nd.get("n", 1)
                out.append(f"{c(t)}  {(f'{i} of {total} WARN {nn} {name} '):.<74} [WARN {nn} in {t:.2f}s]")
                counts["WARN"] += 1
                p = nd.get("path", "models/marts/schema.yml")
                details.append((f"Warning in test {name} ({p})",
                                f"Got {nd.get('n', 1)} result{'s' if nd.get('n', 1) != 1 else ''}, configured to warn if != 0",
                                f"compiled code at target/compiled/{project}/{p}/{name}.sql"))
            elif st == "error":
                out.append(f"{c(t)}  {(f'{i} of {total} ERROR {name} '):.<74} [ERROR in {t:.2f}s]")
                counts["ERROR"] += 1
                details.append((f"Database Error in test {name} ({nd.get('path', 'models/marts/schema.yml')})",
                                nd.get("msg", ""), ""))
            elif st == "skip":
                out.append(f"{c(0)}  {i} of {total} SKIP test {name} ".ljust(80, ".") + " [SKIP]")
                counts["SKIP"] += 1
        elif k == "seed":
            out.append(f"{c(0.1)}  {(f'{i} of {total} START seed file {schema}.{name} '):.<74} [RUN]")
            nn = nd.get("n", 10)
            out.append(f"{c(t)}  {(f'{i} of {total} OK loaded seed file {schema}.{name} '):.<74} [INSERT {nn} in {t:.2f}s]")
            counts["PASS"] += 1
    out.append(f"{c(0.3)}  ")
    kinds = {}
    for nd in nodes:
        key = {"model": f"{nd.get('mat', 'table')} model", "test": "data test", "unit_test": "unit test",
               "seed": "seed"}[nd["kind"]]
        kinds[key] = kinds.get(key, 0) + 1
    desc = ", ".join(f"{v} {k}{'s' if v != 1 else ''}" for k, v in kinds.items())
    s = secs if secs is not None else round(tsum + 2.7, 2)
    out.append(f"{c()}  Finished running {desc} in 0 hours 0 minutes and {s:.2f} seconds ({s:.2f}s).")
    if counts["ERROR"] or counts["WARN"]:
        out.append(f"{c()}  ")
        if counts["ERROR"]:
            out.append(f"{c()}  Completed with {counts['ERROR']} error{'s' if counts['ERROR'] != 1 else ''}, 0 partial successes, and {counts['WARN']} warning{'s' if counts['WARN'] != 1 else ''}:")
        else:
            out.append(f"{c()}  Completed with {counts['WARN']} warning{'s' if counts['WARN'] != 1 else ''}:")
        for head, body, tail in details:
            out.append(f"{c()}  ")
            out.append(f"{c()}  {head}")
            for bl in body.split("\n"):
                if bl:
                    out.append(f"{c()}    {bl}")
            if tail:
                out.append(f"{c()}  ")
                out.append(f"{c()}    {tail}")
    else:
        out.append(f"{c()}  ")
        out.append(f"{c()}  Completed successfully")
    out.append(f"{c()}  ")
    out.append(f"{c()}  Done. PASS={counts['PASS']} WARN={counts['WARN']} ERROR={counts['ERROR']} SKIP={counts['SKIP']} TOTAL={total}")
    return "\n".join(out)


def spark_log(lines, start="26/03/02 07:14:02"):
    """log4j style lines: list of (LEVEL, logger, message)."""
    d, t = start.split(" ")
    h, m, s = map(int, t.split(":"))
    base = _dt.datetime(2000 + int(d[:2]), int(d[3:5]), int(d[6:8]), h, m, s)
    out = []
    for i, (lvl, lg, msg) in enumerate(lines):
        ts = (base + _dt.timedelta(seconds=i * 2)).strftime("%y/%m/%d %H:%M:%S")
        out.append(f"{ts} {lvl} {lg}: {msg}")
    return "\n".join(out)


def pip_ok(pkgs):
    """pkgs: list of (name, version, size)."""
    out = []
    for n, v, sz in pkgs:
        out.append(f"Collecting {n}=={v}" if v else f"Collecting {n}")
        fn = f"{n.replace('-', '_')}-{v}-py3-none-any.whl"
        out.append(f"  Downloading {fn} ({sz})")
    out.append("Installing collected packages: " + ", ".join(n for n, _, _ in pkgs))
    out.append("Successfully installed " + " ".join(f"{n}-{v}" for n, v, _ in pkgs))
    return "\n".join(out)


def git_status(modified, untracked=(), branch="main"):
    out = [f"On branch {branch}", "Changes not staged for commit:",
           '  (use "git add <file>..." to update what will be committed)',
           '  (use "git restore <file>..." to discard changes in working directory)']
    out += [f"\tmodified:   {m}" for m in modified]
    if untracked:
        out += ["", "Untracked files:", '  (use "git add <file>..." to include in what will be committed)']
        out += [f"\t{u}" for u in untracked]
    out += ["", 'no changes added to commit (use "git add" and/or "git commit -a")']
    return "\n".join(out)


def diffstat(files, ins_del=None):
    out = []
    ti = td = 0
    for i, f in enumerate(files):
        a, d = (ins_del[i] if ins_del else (3, 3))
        ti += a; td += d
        bar = "+" * min(a, 30) + "-" * min(d, 30)
        out.append(f" {f} | {a + d} {bar}")
    out.append(f" {len(files)} files changed, {ti} insertions(+), {td} deletions(-)")
    return "\n".join(out)
