#!/usr/bin/env python3
"""Generate the p2- blind evaluation set (runs/ and labels/) deterministically, then validate it.

Usage: python3 make_blind.py            # regenerate + validate
       python3 make_blind.py --check    # validate only
"""
import collections
import hashlib
import importlib
import json
import os
import random
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_lib as L  # noqa: E402

CASE_MODULES = ["cases_env", "cases_behaviour", "cases_other"]
MODES = ["infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
         "wrong_approach", "scope_creep", "model_confusion", "unknown"]
FMT_CYCLE = ["claude-transcript", "claude", "codex", "osmia", "claude-transcript", "codex", "claude",
             "osmia", "claude-transcript"]

NOISE = {
    "go": [
        lambda r: L.B("git status --short", " M " + r.choice(["internal/server/handler.go", "cmd/api/main.go", "internal/store/cache.go"])),
        lambda r: L.B("go version", "go version go1.22.5 linux/amd64"),
        lambda r: L.R("go.mod", "module github.com/acme/" + r.choice(["orders", "ledger", "relay", "ingest"]) +
                      "\n\ngo 1.22\n\nrequire (\n\tgithub.com/go-chi/chi/v5 v5.0.12\n\tgoogle.golang.org/grpc v1.64.0\n\tgo.uber.org/zap v1.27.0\n)"),
        lambda r: L.B("ls internal", "api\nconfig\nmetrics\nserver\nstore\nworker"),
        lambda r: L.G("func New", "internal/server/server.go:31:func NewServer(cfg Config, log *zap.Logger) *Server {\ninternal/store/store.go:18:func NewStore(db *sql.DB) *Store {\ninternal/worker/pool.go:22:func NewPool(n int) *Pool {"),
        lambda r: L.B("go vet ./internal/config/...", ""),
        lambda r: L.T(r.choice(["Let me look at how the package is laid out before changing anything.",
                                "I'll check the surrounding code first.",
                                "Reading the existing tests to see the conventions used here."])),
        lambda r: L.R("internal/config/config.go", "package config\n\ntype Config struct {\n\tAddr        string\n\tMaxInflight int\n\tDrainPeriod time.Duration\n}\n\nfunc Default() Config {\n\treturn Config{Addr: \":8080\", MaxInflight: 64, DrainPeriod: 15 * time.Second}\n}"),
        lambda r: L.B("go test ./internal/config/...", "ok  \tgithub.com/acme/svc/internal/config\t0.01" + str(r.randint(1, 9)) + "s"),
        lambda r: L.B("git log --oneline -3", "a1c9e2f metrics: add inflight gauge\n7b0d441 worker: drain on shutdown\n0e5f2aa bump grpc to v1.64.0"),
    ],
    "rust": [
        lambda r: L.B("git status --short", " M " + r.choice(["src/lib.rs", "src/server.rs", "src/queue.rs"])),
        lambda r: L.B("cargo --version && rustc --version", "cargo 1.79.0 (ffa9cf99a 2024-06-03)\nrustc 1.79.0 (129f3b996 2024-06-10)"),
        lambda r: L.R("Cargo.toml", "[package]\nname = \"" + r.choice(["relay", "ingest", "kvs", "shard"]) +
                      "\"\nversion = \"0.4.2\"\nedition = \"2021\"\nrust-version = \"1.74\"\n\n[dependencies]\ntokio = { version = \"1.38\", features = [\"rt-multi-thread\", \"macros\", \"sync\"] }\nserde = { version = \"1\", features = [\"derive\"] }\ntracing = \"0.1\""),
        lambda r: L.B("ls src", "config.rs\nerror.rs\nlib.rs\nmain.rs\nqueue.rs\nserver.rs"),
        lambda r: L.G("pub fn new", "src/queue.rs:24:    pub fn new(cap: usize) -> Self {\nsrc/server.rs:41:    pub fn new(cfg: Config) -> Self {"),
        lambda r: L.T(r.choice(["Let me read the module before editing it.",
                                "I'll check how the existing tests are structured.",
                                "First I want to see where this type is constructed."])),
        lambda r: L.R("src/config.rs", "#[derive(Debug, Clone, Deserialize)]\npub struct Config {\n    pub listen: SocketAddr,\n    pub workers: usize,\n    pub queue_depth: usize,\n}"),
        lambda r: L.B("cargo check -q", ""),
        lambda r: L.B("git log --oneline -3", "4e1b0c2 queue: bounded channel\n9a77d10 server: graceful drain\n1f03c5e ci: clippy -D warnings"),
    ],
}


def case_id(slug):
    return "p2-" + slug + "-" + hashlib.sha1(slug.encode()).hexdigest()[:4]


def load_cases():
    cases = []
    for m in CASE_MODULES:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m:
                continue
            raise
        cases.extend(mod.CASES)
    return cases


def prompt_md(c):
    s = f"# {c['ticket']}: {c['title']}\n\n{c['body'].strip()}\n"
    if c.get("accept"):
        s += "\n## Acceptance criteria\n" + "".join(f"- {a}\n" for a in c["accept"])
    return s


def build(c, idx):
    c = dict(c)
    c["id"] = case_id(c["slug"])
    c.setdefault("format", FMT_CYCLE[idx % len(FMT_CYCLE)])
    c.setdefault("cwd", "/workspace/" + c.get("repo", "svc"))
    c["prompt_text"] = prompt_md(c)
    rng = random.Random(c["id"])
    steps = list(c["steps"])
    lo = c.get("min_lines", 22)
    pool = NOISE[c.get("lang", "go")]
    ins = 1 if len(steps) > 1 else 0
    c["steps"] = steps
    lines, ev = L.render(c)
    guard = 0
    order = rng.sample(pool, len(pool))
    while len(lines) < lo and guard < 200:
        steps.insert(ins, order[guard % len(order)](rng))
        ins += 1
        c["steps"] = steps
        lines, ev = L.render(c)
        guard += 1
    return c, lines, sorted(ev)


def consecutive_identical(steps):
    best = cur = 0
    prev = None
    for s in steps:
        if s["k"] in ("text", "think", "sys"):
            continue
        key = json.dumps({k: v for k, v in s.items() if k not in ("ev", "out")}, sort_keys=True)
        cur = cur + 1 if key == prev else 1
        prev = key
        best = max(best, cur)
    return best


def write_run(root, c, lines, ev):
    rid = c["id"]
    d = os.path.join(root, "runs", rid)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "events.ndjson"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(d, "prompt.md"), "w") as f:
        f.write(c["prompt_text"])
    succeeded = c["mode"] == "succeeded"
    state = c.get("state") or ("Succeeded" if succeeded else "Failed")
    tools = [s for s in c["steps"] if s["k"] not in ("text", "think", "sys")]
    changed = {s["path"] for s in tools if s["k"] in ("edit", "write")}
    rng = random.Random(rid + "tr")
    eng = "codex" if c["format"] == "codex" else "claude-code"
    h = int(hashlib.sha1(rid.encode()).hexdigest()[:6], 16)
    tr = {"id": rid, "ticket_id": c["ticket"], "engine": eng, "current_engine": eng, "engine_attempts": [eng],
          "state": state, "retry_count": 0, "max_retries": 2,
          "files_changed": c.get("files_changed", len(changed)), "tool_calls_total": len(tools),
          "consecutive_identical_tools": consecutive_identical(c["steps"]),
          "tokens_consumed": rng.randint(60000, 1400000), "cost_usd": round(rng.uniform(0.3, 6.0), 2),
          "diagnosis_history": [],
          "created_at": f"2026-03-{1 + h % 27:02d}T{h % 24:02d}:{h % 60:02d}:{(h >> 3) % 60:02d}Z",
          "updated_at": f"2026-03-{1 + h % 27:02d}T{min(23, h % 24 + 1):02d}:{(h >> 5) % 60:02d}:{(h >> 7) % 60:02d}Z"}
    with open(os.path.join(d, "taskrun.json"), "w") as f:
        json.dump(tr, f, indent=2)
    if c.get("result", True):
        end = c["end"]
        res = {"success": succeeded, "summary": end.get("result_summary", end["summary"]),
               "exit_code": 0 if succeeded else end.get("exit_code", 1)}
        with open(os.path.join(d, "result.json"), "w") as f:
            json.dump(res, f, indent=2)
    if c.get("watchdog"):
        wd = dict(c["watchdog"])
        wd.setdefault("tool_name", "Bash")
        wd.setdefault("call_count", len(tools))
        wd.setdefault("tokens_consumed", tr["tokens_consumed"])
        wd.setdefault("cost_estimate_usd", tr["cost_usd"])
        with open(os.path.join(d, "watchdog.json"), "w") as f:
            json.dump(wd, f, indent=2)
    evl = [] if c["mode"] in ("unknown", "succeeded") else ev
    lab = os.path.join(root, "labels", rid + ".yaml")
    with open(lab, "w") as f:
        f.write(f"mode: {c['mode']}\n")
        f.write(f"format: {c['format']}\n")
        f.write(f"near_miss: {c.get('near_miss', '') or chr(39) * 2}\n")
        f.write(f"evidence_lines: [{', '.join(str(x) for x in evl)}]\n")
        f.write("why: " + json.dumps(c["why"], ensure_ascii=False) + "\n")


def parse_label(path):
    d = {}
    for line in open(path):
        k, _, v = line.partition(":")
        v = v.strip()
        if k == "evidence_lines":
            v = [int(x) for x in v.strip("[]").split(",") if x.strip()]
        elif k == "why":
            v = json.loads(v)
        elif v == "''":
            v = ""
        d[k] = v
    return d


def validate(root):
    errs = []
    runs = sorted(os.listdir(os.path.join(root, "runs")))
    labels = {}
    for rid in runs:
        lp = os.path.join(root, "labels", rid + ".yaml")
        if not os.path.exists(lp):
            errs.append(f"{rid}: no label")
            continue
        lab = parse_label(lp)
        labels[rid] = lab
        d = os.path.join(root, "runs", rid)
        lines = open(os.path.join(d, "events.ndjson")).read().split("\n")[:-1]
        for i, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except Exception:
                errs.append(f"{rid}: line {i} not JSON")
        if not 20 <= len(lines) <= 120:
            errs.append(f"{rid}: {len(lines)} lines")
        for e in lab["evidence_lines"]:
            if not 1 <= e <= len(lines):
                errs.append(f"{rid}: evidence line {e} out of range")
        if lab["mode"] not in MODES + ["succeeded"]:
            errs.append(f"{rid}: bad mode {lab['mode']}")
        if lab["mode"] not in ("unknown", "succeeded") and not lab["evidence_lines"]:
            errs.append(f"{rid}: no evidence lines")
        tr = json.load(open(os.path.join(d, "taskrun.json")))
        rp = os.path.join(d, "result.json")
        res = json.load(open(rp)) if os.path.exists(rp) else None
        if lab["mode"] == "succeeded":
            if tr["state"] != "Succeeded" or (res and not res["success"]):
                errs.append(f"{rid}: succeeded label but state {tr['state']}")
        else:
            if tr["state"] not in ("Failed", "TimedOut") or (res and res["success"]):
                errs.append(f"{rid}: failed label but state {tr['state']} / result {res}")
        import re
        if not re.fullmatch(r"p2-[a-z0-9-]+-[0-9a-f]{4}", rid):
            errs.append(f"{rid}: bad id")
        for bad in ("oom", "perm", "loop", "scope", "confus", "infra", "depend", "wrong", "misunder", "creep", "unknown"):
            if bad in rid[3:-5]:
                errs.append(f"{rid}: hint word {bad!r} in id")
    modes = collections.Counter(l["mode"] for l in labels.values())
    fmts = collections.Counter(l["format"] for l in labels.values())
    nm = sum(1 for l in labels.values() if l["near_miss"])
    if len(labels) < 80:
        errs.append(f"only {len(labels)} runs")
    for m in MODES:
        if modes[m] < 8:
            errs.append(f"mode {m}: {modes[m]} < 8")
    if modes["succeeded"] < 8:
        errs.append(f"succeeded: {modes['succeeded']} < 8")
    if modes["wrong_approach"] < 12:
        errs.append("wrong_approach < 12")
    if modes["test_misunderstanding"] < 10:
        errs.append("test_misunderstanding < 10")
    if nm < 25:
        errs.append(f"near misses {nm} < 25")
    if len(fmts) < 4:
        errs.append(f"formats {dict(fmts)}")
    return errs, labels


def table(labels):
    fm = ["claude-transcript", "claude", "codex", "osmia"]
    rows = collections.defaultdict(collections.Counter)
    for l in labels.values():
        rows[l["mode"]][l["format"]] += 1
    out = ["| mode | " + " | ".join(fm) + " | total |", "|---|" + "---|" * (len(fm) + 1)]
    for m in MODES + ["succeeded"]:
        out.append(f"| {m} | " + " | ".join(str(rows[m][f]) for f in fm) + f" | {sum(rows[m].values())} |")
    tot = collections.Counter(l["format"] for l in labels.values())
    out.append("| **total** | " + " | ".join(str(tot[f]) for f in fm) + f" | {len(labels)} |")
    nmc = collections.Counter(l["near_miss"] for l in labels.values() if l["near_miss"])
    out.append("")
    out.append("near misses (label -> naive pick): " + ", ".join(f"{k}: {v}" for k, v in sorted(nmc.items()))
               + f"; total {sum(nmc.values())}")
    return "\n".join(out)


def main():
    root = HERE
    if "--check" not in sys.argv:
        cases = load_cases()
        seen = set()
        for c in cases:
            assert c["slug"] not in seen, c["slug"]
            seen.add(c["slug"])
        for sub in ("runs", "labels"):
            shutil.rmtree(os.path.join(root, sub), ignore_errors=True)
            os.makedirs(os.path.join(root, sub))
        for i, c in enumerate(cases):
            c2, lines, ev = build(c, i)
            write_run(root, c2, lines, ev)
    errs, labels = validate(root)
    print(table(labels))
    if errs:
        print("\nVALIDATION PROBLEMS:")
        for e in errs:
            print("  -", e)
        sys.exit(1)
    print("\nvalidation OK")


if __name__ == "__main__":
    main()
