"""Deterministic exploration padding so every stream has a realistic length (>= 22 lines)."""
import random
from render import say, sh, gr, render
from datetime import datetime, timezone

GO_POOL = [
    lambda r, m: sh("git log --oneline -5", "\n".join(f"{r.getrandbits(28):07x} {t}" for t in
        ["Merge pull request #%d from northwind/renovate/grpc" % r.randint(300, 900), "ci: cache go build",
         "fix flaky test in store", "docs: README usage", "chore: bump golangci-lint"])),
    lambda r, m: sh("go version && go env GOFLAGS GOPROXY", "go version go1.22.5 linux/amd64\n\nhttps://proxy.golang.org,direct"),
    lambda r, m: sh("find . -name '*_test.go' -not -path './vendor/*' | head -12", "\n".join(
        f"./internal/{p}/{p}_test.go" for p in r.sample(["api", "store", "config", "server", "client", "worker", "cache", "auth", "report", "retry"], 6))),
    lambda r, m: sh("git status --short && git branch --show-current", "agent/" + m.lower()),
    lambda r, m: gr("TODO|FIXME", "\n".join(f"internal/{p}/{p}.go:{r.randint(10, 200)}:\t// TODO: {t}" for p, t in
        zip(r.sample(["api", "store", "server", "worker"], 2), ["handle partial writes", "metrics for retries"]))),
    lambda r, m: say(r.choice(["Let me look at the layout and recent history before changing anything.",
                               "Checking the test layout first.", "I'll get oriented in the repo."])),
    lambda r, m: sh("cat Makefile | head -20", "GO ?= go\n\n.PHONY: build test lint\n\nbuild:\n\t$(GO) build ./...\n\ntest:\n\t$(GO) test ./...\n\nlint:\n\tgolangci-lint run ./..."),
]
RUST_POOL = [
    lambda r, m: sh("git log --oneline -5", "\n".join(f"{r.getrandbits(28):07x} {t}" for t in
        ["Merge pull request #%d from northwind/dependabot/cargo/serde-1.0.203" % r.randint(100, 700), "ci: sccache",
         "fix: clippy 1.79 lints", "docs: examples", "chore: cargo update"])),
    lambda r, m: sh("cargo --version && rustc --version", "cargo 1.79.0 (ffa9cf99a 2024-06-03)\nrustc 1.79.0 (129f3b996 2024-06-10)"),
    lambda r, m: sh("find src tests -name '*.rs' 2>/dev/null | head -14", "\n".join(
        ["src/lib.rs", "src/main.rs"] + [f"src/{p}.rs" for p in r.sample(["config", "error", "client", "server", "store", "cli", "metrics", "util"], 5)] + ["tests/it.rs"])),
    lambda r, m: sh("git status --short && git branch --show-current", "agent/" + m.lower()),
    lambda r, m: gr("#\\[test\\]|#\\[tokio::test", "\n".join(f"src/{p}.rs:{r.randint(60, 300)}:    #[test]" for p in r.sample(["config", "client", "store", "util"], 3))),
    lambda r, m: say(r.choice(["Let me look at the crate layout first.", "Getting oriented: layout, toolchain, tests.",
                               "I'll check the workspace structure before editing."])),
    lambda r, m: sh("cargo tree --depth 1 | head -12", "{name} v0.4.2 (/workspace/repo)\n├── anyhow v1.0.86\n├── serde v1.0.203\n├── thiserror v1.0.61\n├── tokio v1.38.0\n└── tracing v0.1.40"),
]


def is_rust(run):
    txt = " ".join(str(s.get("cmd", "")) + str(s.get("path", "")) for s in run["steps"])
    return "Cargo.toml" in txt or "cargo " in txt


def pad(run):
    if not any(s["k"] in ("sh", "rd", "ed", "wr", "gr") for s in run["steps"]):
        return run
    r = random.Random("pad:" + run["id"])
    target = 23 + r.randint(0, 14)
    pool = list(RUST_POOL if is_rust(run) else GO_POOL)
    r.shuffle(pool)
    # insert after the initial exploration (after the manifest read if present)
    pos = 0
    for i, s in enumerate(run["steps"][:5]):
        if s["k"] == "rd" and s["path"] in ("go.mod", "Cargo.toml"):
            pos = i + 1
    start = datetime(2026, 11, 18, tzinfo=timezone.utc)
    while len(render(run, start)[0]) < target and pool:
        st = pool.pop()(r, run["ticket"])
        if st.get("cmd", "").startswith("cargo tree"):
            st["out"] = st["out"].replace("{name}", run["id"][3:].split("-")[0])
        run["steps"].insert(pos, st)
        pos += 1
    return run
