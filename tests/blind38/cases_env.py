"""Environment-side failures: infra_failure, permission_blocked, dependency_missing."""
from gen_lib import T, TH, B, R, E, W, G, SYS

CASES = []


def case(**kw):
    CASES.append(kw)


# ============================================================ infra_failure
case(slug="ratelimit-middleware-chi", mode="infra_failure", near_miss="dependency_missing", lang="go",
     repo="edge-gw", ticket="GW-311", title="Per-client rate limiting on the public API",
     body="Add a token-bucket rate limiter middleware to `internal/server/router.go` keyed by API key. "
          "Use `golang.org/x/time/rate`. Limits come from `config.RateLimit`.",
     accept=["429 with Retry-After when the bucket is empty", "unit tests for the middleware"],
     steps=[
         T("I'll add a middleware based on golang.org/x/time/rate."),
         R("internal/server/router.go", "func (s *Server) routes() chi.Router {\n\tr := chi.NewRouter()\n\tr.Use(middleware.RequestID)\n\tr.Use(s.auth)\n\tr.Mount(\"/v1\", s.v1())\n\treturn r\n}"),
         W("internal/server/ratelimit.go", "package server\n\nimport \"golang.org/x/time/rate\"\n\ntype limiterSet struct {\n\tmu sync.Mutex\n\tm  map[string]*rate.Limiter\n}\n"),
         B("go build ./...", "internal/server/ratelimit.go:3:8: no required module provides package golang.org/x/time/rate; to add it:\n\tgo get golang.org/x/time/rate", 1),
         T("The module isn't in go.mod yet, adding it."),
         B("go get golang.org/x/time/rate@v0.5.0",
           "go: golang.org/x/time@v0.5.0: Get \"https://proxy.golang.org/golang.org/x/time/@v/v0.5.0.mod\": dial tcp 142.251.36.17:443: i/o timeout", 1, ev="out"),
         B("go env GOPROXY GONOSUMDB GOFLAGS", "https://proxy.golang.org,direct\n\n"),
         B("GOPROXY=direct go get golang.org/x/time/rate@v0.5.0",
           "go: golang.org/x/time@v0.5.0: unrecognized import path \"golang.org/x/time\": https fetch: Get \"https://golang.org/x/time?go-get=1\": dial tcp 142.251.36.17:443: connect: network is unreachable", 1, ev="out"),
         B("curl -sS -m 10 -o /dev/null -w '%{http_code}' https://proxy.golang.org/", "curl: (28) Connection timed out after 10001 milliseconds", 28, ev="out"),
         T("Outbound HTTPS from this runner is not reaching the Go module proxy or the origin, so I cannot fetch golang.org/x/time. Stopping here; the middleware file is written but does not build."),
     ],
     end={"success": False, "summary": "Blocked: module proxy unreachable from runner (dial tcp ... i/o timeout); x/time/rate could not be downloaded."},
     why="The runner had no outbound network: proxy.golang.org and the origin both timed out, so the needed module could not be fetched; the 'no required module' error is a consequence.")

case(slug="crates-index-fetch", mode="infra_failure", near_miss="dependency_missing", lang="rust",
     repo="ingest", ticket="ING-88", title="Switch JSON parsing to simd-json for the hot path",
     body="Profiling shows `serde_json::from_slice` at 31% of CPU in `src/decode.rs`. Try `simd-json` behind a `simd` feature and report the criterion numbers.",
     accept=["`cargo bench --features simd` shows the difference", "default build unchanged"],
     steps=[
         T("Adding simd-json as an optional dependency behind a `simd` feature."),
         E("Cargo.toml", "[features]\ndefault = []", "[features]\ndefault = []\nsimd = [\"dep:simd-json\"]"),
         E("Cargo.toml", "tracing = \"0.1\"", "tracing = \"0.1\"\nsimd-json = { version = \"0.13\", optional = true }"),
         B("cargo build --features simd",
           "    Updating crates.io index\nwarning: spurious network error (3 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nwarning: spurious network error (2 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nwarning: spurious network error (1 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nerror: failed to get `simd-json` as a dependency of package `ingest v0.4.2 (/workspace/ingest)`\n\nCaused by:\n  failed to query replaced source registry `crates-io`\n\nCaused by:\n  download of config.json failed\n\nCaused by:\n  failed to download from `https://index.crates.io/config.json`\n\nCaused by:\n  [6] Couldn't resolve host name (Could not resolve host: index.crates.io)", 101, ev="out"),
         B("getent hosts index.crates.io || cat /etc/resolv.conf", "nameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5", 0),
         B("cargo build --features simd --offline",
           "error: no matching package named `simd-json` found\nlocation searched: registry `crates-io`\nrequired by package `ingest v0.4.2 (/workspace/ingest)`\nAs a reminder, you're using offline mode (--offline) which can sometimes cause surprising resolution failures, if this error is too confusing you may wish to retry without the offline flag.", 101),
         T("DNS for index.crates.io does not resolve from this pod, and simd-json is not in the local cache, so the dependency cannot be downloaded. I can't benchmark without it."),
     ],
     end={"success": False, "summary": "Could not add simd-json: crates.io index unreachable (Couldn't resolve host name)."},
     why="DNS resolution of index.crates.io failed inside the pod, so cargo could not download the crate; the later offline 'no matching package' is a consequence of the network failure.")

case(slug="release-build-lto", mode="infra_failure", near_miss="", lang="rust", format="osmia",
     repo="shard", ticket="SHD-140", title="Enable fat LTO and codegen-units=1 for release",
     body="Set `lto = \"fat\"` and `codegen-units = 1` in the release profile and confirm the binary still builds and the integration tests pass in release mode.",
     accept=["release profile updated", "`cargo test --release` green"],
     steps=[
         R("Cargo.toml", "[profile.release]\nopt-level = 3\ndebug = 1"),
         E("Cargo.toml", "[profile.release]\nopt-level = 3\ndebug = 1", "[profile.release]\nopt-level = 3\ndebug = 1\nlto = \"fat\"\ncodegen-units = 1"),
         T("Building the release profile now; fat LTO takes a while."),
         B("cargo test --release 2>&1 | tail -20",
           "   Compiling shard v0.9.0 (/workspace/shard)\nerror: could not compile `shard` (lib)\n\nCaused by:\n  process didn't exit successfully: `/usr/local/rustup/toolchains/1.79.0-x86_64-unknown-linux-gnu/bin/rustc --crate-name shard --edition=2021 src/lib.rs --crate-type lib -C opt-level=3 -C lto=fat -C codegen-units=1 ...` (signal: 9, SIGKILL: kill)", 101, ev="out"),
         B("dmesg 2>/dev/null | tail -3; cat /sys/fs/cgroup/memory.max", "4294967296", 0),
         T("rustc was SIGKILLed while linking with fat LTO; the cgroup memory limit is 4 GiB. Retrying with fewer jobs."),
         B("cargo test --release -j1 2>&1 | tail -5", "   Compiling shard v0.9.0 (/workspace/shard)", 0),
         SYS("agent pod shard-shd-140-7f9c4 terminated: container \"agent\" OOMKilled (exit code 137), memory limit 4Gi", ev="out"),
     ],
     end={"success": False, "summary": "", "cut": True},
     result=False,
     why="rustc with fat LTO exceeded the pod's 4Gi memory limit; the compiler was SIGKILLed and then the whole pod was OOMKilled.")

case(slug="race-suite-ledger", mode="infra_failure", near_miss="", lang="go", format="claude",
     repo="ledger", ticket="LED-502", title="Make ledger snapshot writer concurrent",
     body="`internal/snapshot/writer.go` writes account shards sequentially. Fan out over shards with a bounded worker pool (8). Must pass `go test -race ./...`.",
     accept=["bounded concurrency", "race detector clean"],
     steps=[
         R("internal/snapshot/writer.go", "func (w *Writer) WriteAll(ctx context.Context, shards []Shard) error {\n\tfor _, s := range shards {\n\t\tif err := w.write(ctx, s); err != nil {\n\t\t\treturn err\n\t\t}\n\t}\n\treturn nil\n}"),
         E("internal/snapshot/writer.go", "\tfor _, s := range shards {\n\t\tif err := w.write(ctx, s); err != nil {\n\t\t\treturn err\n\t\t}\n\t}\n\treturn nil",
           "\tg, ctx := errgroup.WithContext(ctx)\n\tg.SetLimit(8)\n\tfor _, s := range shards {\n\t\ts := s\n\t\tg.Go(func() error { return w.write(ctx, s) })\n\t}\n\treturn g.Wait()"),
         B("go build ./... && go test ./internal/snapshot/...", "ok  \tgithub.com/acme/ledger/internal/snapshot\t1.204s"),
         T("Now the full suite with the race detector."),
         B("go test -race -count=1 ./...",
           "ok  \tgithub.com/acme/ledger/internal/api\t3.911s\nok  \tgithub.com/acme/ledger/internal/snapshot\t6.022s\nsignal: killed\nFAIL\tgithub.com/acme/ledger/internal/replay\t41.870s\nFAIL", 1, ev="out"),
         T("The replay package was killed, not failed. The race detector multiplies memory use; checking the limit."),
         B("cat /sys/fs/cgroup/memory.events", "low 0\nhigh 0\nmax 212\noom 3\noom_kill 3\noom_group_kill 0", ev="out"),
         B("go test -race -count=1 -p 1 ./internal/replay/...", "signal: killed\nFAIL\tgithub.com/acme/ledger/internal/replay\t39.455s\nFAIL", 1, ev="out"),
         T("Even alone, `internal/replay` under -race gets OOM-killed by the container (oom_kill 3). My change compiles and the snapshot tests pass, but the race suite cannot complete on this runner."),
     ],
     end={"success": False, "summary": "Change implemented, but `go test -race` is OOM-killed in internal/replay (cgroup oom_kill=3); could not verify race-cleanliness."},
     why="The race-enabled test binary for internal/replay was killed by the cgroup OOM killer (signal: killed, oom_kill 3); the platform ran out of memory, the code did not fail.")

case(slug="grpc-health-probe", mode="infra_failure", near_miss="dependency_missing", lang="go", format="claude",
     repo="orders", ticket="ORD-77", title="Register gRPC health service",
     body="Register `grpc_health_v1` in `cmd/orders/main.go` so the k8s gRPC probe works; set SERVING after the store is ready.",
     accept=["health service registered", "test in cmd/orders"],
     steps=[
         R("cmd/orders/main.go", "func main() {\n\tcfg := config.Load()\n\tsrv := grpc.NewServer(grpc.UnaryInterceptor(obs.Unary()))\n\tordersv1.RegisterOrdersServer(srv, api.New(store))\n\tlis, _ := net.Listen(\"tcp\", cfg.GRPCAddr)\n\tsrv.Serve(lis)\n}"),
         E("cmd/orders/main.go", "\tordersv1.RegisterOrdersServer(srv, api.New(store))", "\tordersv1.RegisterOrdersServer(srv, api.New(store))\n\ths := health.NewServer()\n\thealthpb.RegisterHealthServer(srv, hs)\n\ths.SetServingStatus(\"\", healthpb.HealthCheckResponse_SERVING)"),
         B("go build ./cmd/orders", "cmd/orders/main.go:14:2: no required module provides package google.golang.org/grpc/health/grpc_health_v1; to add it:\n\tgo get google.golang.org/grpc/health/grpc_health_v1", 1),
         T("That package ships inside google.golang.org/grpc; the vendored copy probably lacks it. Let me check."),
         B("ls vendor/google.golang.org/grpc/ | head", "attributes\nbackoff\nbalancer\ncodes\ncredentials\nencoding\ngrpclog\ninternal\nmetadata\npeer", 0),
     ],
     end={"success": False, "is_error": True, "summary": "Claude AI usage limit reached|1772550000", "ev": True},
     why="The session ended on the provider usage limit (result is_error, 'usage limit reached') before the agent could deal with the open vendoring problem; the limit, not the missing package, ended the run.")

case(slug="tokio-console-wireup", mode="infra_failure", near_miss="", lang="rust", format="codex",
     repo="relay", ticket="RLY-19", title="Wire tokio-console behind a feature flag",
     body="Add `console-subscriber` behind a `console` feature so we can inspect stuck tasks in staging.",
     accept=["`cargo build --features console` works", "no change to the default build"],
     steps=[
         TH("**Planning feature wiring**\n\nI need an optional dep and a cfg-gated init in main.rs."),
         R("src/main.rs", "#[tokio::main]\nasync fn main() -> anyhow::Result<()> {\n    tracing_subscriber::fmt::init();\n    relay::run(Config::from_env()?).await\n}"),
         E("src/main.rs", "    tracing_subscriber::fmt::init();", "    #[cfg(feature = \"console\")]\n    console_subscriber::init();\n    #[cfg(not(feature = \"console\"))]\n    tracing_subscriber::fmt::init();"),
     ],
     end={"success": False, "codex_fail": True,
          "codex_error": "You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 3 hours 12 minutes.",
          "summary": "You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 3 hours 12 minutes.", "ev": True},
     min_lines=22,
     why="The Codex session stopped on the provider usage limit after the first edit; nothing in the code failed.")

case(slug="bench-arena-alloc", mode="infra_failure", near_miss="", lang="rust",
     repo="kvs", ticket="KVS-230", title="Cut allocations in the memtable insert path",
     body="`cargo bench --bench memtable` shows ~4 allocations per insert. Use an arena (`bumpalo`) for keys and report before/after.",
     accept=["criterion numbers before/after in the PR description"],
     steps=[
         B("cargo bench --bench memtable -- --save-baseline before 2>&1 | tail -6",
           "memtable/insert/1k     time:   [41.218 µs 41.390 µs 41.577 µs]\nmemtable/insert/64k    time:   [3.1872 ms 3.2011 ms 3.2160 ms]"),
         E("src/memtable.rs", "    keys: Vec<Box<[u8]>>,", "    arena: bumpalo::Bump,\n    keys: Vec<&'static [u8]>,"),
         B("cargo bench --bench memtable -- --baseline before 2>&1 | tail -12",
           "   Compiling kvs v0.3.1 (/workspace/kvs)\nerror: failed to write bytecode to /workspace/kvs/target/release/deps/kvs-5c1e0d2f8b7a9e61.kvs.5a3c-cgu.07.rcgu.o: No space left on device (os error 28)\n\nerror: could not compile `kvs` (lib) due to 1 previous error", 101, ev="out"),
         B("df -h /workspace | tail -1; du -sh target", "/dev/nvme1n1     20G   20G     0 100% /workspace\n17G\ttarget", ev="out"),
         B("cargo clean -p kvs && cargo bench --bench memtable -- --baseline before 2>&1 | tail -4",
           "error: failed to write /workspace/kvs/target/release/.fingerprint/kvs-9e0f/output-lib-kvs: No space left on device (os error 28)", 101, ev="out"),
         T("The workspace volume is full (20G/20G, target/ alone is 17G from criterion + release artifacts). I can't build the bench."),
     ],
     end={"success": False, "summary": "Workspace disk is full (No space left on device, os error 28); benchmark could not be rebuilt."},
     why="The workspace volume filled up (100%, os error 28) so rustc could not write its object files; a platform disk-space failure.")

case(slug="pprof-ingest-profile", mode="infra_failure", near_miss="", lang="go", format="osmia", state="TimedOut",
     repo="ingest-go", ticket="ING-412", title="Find the CPU hotspot in batch decode",
     body="Production shows 2x CPU after v3.8. Profile `BenchmarkDecodeBatch` with pprof and fix the top hotspot.",
     accept=["pprof top before/after in the PR", "benchmark improved"],
     steps=[
         B("go test -run '^$' -bench BenchmarkDecodeBatch -benchmem -cpuprofile cpu.out ./internal/decode/",
           "goos: linux\ngoarch: amd64\npkg: github.com/acme/ingest/internal/decode\ncpu: AMD EPYC 7B13\nBenchmarkDecodeBatch-8   \t    1234\t    968211 ns/op\t  402113 B/op\t    5120 allocs/op\nPASS\nok  \tgithub.com/acme/ingest/internal/decode\t2.391s"),
         B("go tool pprof -top -nodecount=8 cpu.out",
           "Showing nodes accounting for 1.71s, 81.43% of 2.10s total\n      flat  flat%   sum%        cum   cum%\n     0.62s 29.52% 29.52%      0.88s 41.90%  regexp.(*Regexp).doExecute\n     0.31s 14.76% 44.29%      0.31s 14.76%  runtime.mallocgc"),
         G("regexp.MustCompile", "internal/decode/field.go:48:\tre := regexp.MustCompile(`^[a-z_][a-z0-9_]*$`)"),
         T("The regexp is compiled per field. Hoisting it to a package var."),
         E("internal/decode/field.go", "\tre := regexp.MustCompile(`^[a-z_][a-z0-9_]*$`)\n\tif !re.MatchString(name) {", "\tif !fieldName.MatchString(name) {"),
         B("go test ./internal/decode/...", "ok  \tgithub.com/acme/ingest/internal/decode\t0.912s"),
         T("Running the long benchmark set with -count=10 for benchstat."),
         B("go test -run '^$' -bench . -count=10 ./... > new.txt", "", 0),
         SYS("task exceeded its wall-clock budget of 45m0s; agent terminated by orchestrator (TimedOut)", ev="out"),
     ],
     end={"success": False, "summary": "", "cut": True}, result=False,
     why="The run was stopped by the orchestrator's 45-minute wall-clock budget while a full -count=10 benchmark sweep was still running; the fix itself was in place.")

case(slug="responses-stream-drop", mode="infra_failure", near_miss="", lang="go", format="codex",
     repo="notifier", ticket="NTF-66", title="Close idle websocket clients after 2 minutes",
     body="`internal/ws/hub.go` never drops idle clients. Add an idle deadline (2m, configurable) and a test.",
     accept=["idle clients closed", "test with a fake clock"],
     steps=[
         TH("**Inspecting hub**\n\nNeed to see how read pumps are structured."),
         R("internal/ws/hub.go", "func (c *client) readPump() {\n\tdefer c.hub.unregister(c)\n\tfor {\n\t\t_, msg, err := c.conn.ReadMessage()\n\t\tif err != nil {\n\t\t\treturn\n\t\t}\n\t\tc.hub.broadcast <- msg\n\t}\n}"),
         E("internal/ws/hub.go", "\tfor {\n\t\t_, msg, err := c.conn.ReadMessage()", "\tfor {\n\t\t_ = c.conn.SetReadDeadline(c.hub.clock.Now().Add(c.hub.idle))\n\t\t_, msg, err := c.conn.ReadMessage()"),
         B("go build ./...", ""),
     ],
     end={"success": False, "codex_fail": True,
          "codex_error": "stream error: stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses); retrying 5/5 in 3.2s…",
          "summary": "stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses)", "ev": True},
     why="The connection to the model API dropped repeatedly and Codex gave up (stream disconnected, retries exhausted); a provider/network failure, not the code.")

case(slug="corp-goproxy-bump", mode="infra_failure", near_miss="dependency_missing", lang="go",
     repo="billing", ticket="BIL-930", title="Bump pgx to v5.6 for the pgbouncer fix",
     body="Upgrade `github.com/jackc/pgx/v5` to v5.6.0 (fixes prepared statements behind pgbouncer). Run the store tests.",
     accept=["go.mod/go.sum updated", "store tests green"],
     steps=[
         B("go env GOPROXY", "https://goproxy.corp.acme.internal,off"),
         B("go get github.com/jackc/pgx/v5@v5.6.0",
           "go: github.com/jackc/pgx/v5@v5.6.0: reading https://goproxy.corp.acme.internal/github.com/jackc/pgx/v5/@v/v5.6.0.info: 502 Bad Gateway\n\tserver response: upstream connect error or disconnect/reset before headers. reset reason: connection timeout", 1, ev="out"),
         T("The corporate proxy returned 502. Trying once more in case it was transient."),
         B("sleep 20; go get github.com/jackc/pgx/v5@v5.6.0",
           "go: github.com/jackc/pgx/v5@v5.6.0: reading https://goproxy.corp.acme.internal/github.com/jackc/pgx/v5/@v/v5.6.0.info: 502 Bad Gateway\n\tserver response: upstream connect error or disconnect/reset before headers. reset reason: connection timeout", 1, ev="out"),
         B("curl -sS -o /dev/null -w '%{http_code}\\n' https://goproxy.corp.acme.internal/", "502"),
         T("The module proxy itself is down (502 on its root). GOPROXY ends in `off`, so there is no fallback. The version exists upstream; this is the proxy."),
     ],
     end={"success": False, "summary": "pgx upgrade blocked: goproxy.corp.acme.internal returns 502 Bad Gateway (upstream connection timeout)."},
     why="The company Go module proxy was down (502 upstream connect error) and GOPROXY had no fallback, so an existing version could not be fetched.")

case(slug="lease-renewal-worker", mode="infra_failure", near_miss="", lang="go", format="claude-transcript",
     repo="scheduler", ticket="SCH-203", title="Renew leader lease from a dedicated goroutine",
     body="Lease renewal runs on the job loop and misses its deadline when a job is slow. Move it to its own goroutine with a ticker; stop it on shutdown.",
     accept=["renewal independent of job processing", "no goroutine leak (goleak)"],
     steps=[
         R("internal/leader/lease.go", "func (l *Lease) Run(ctx context.Context) {\n\tfor {\n\t\tjob := <-l.jobs\n\t\tl.process(job)\n\t\tl.renew(ctx)\n\t}\n}"),
         E("internal/leader/lease.go", "\tfor {\n\t\tjob := <-l.jobs\n\t\tl.process(job)\n\t\tl.renew(ctx)\n\t}", "\tgo l.renewLoop(ctx)\n\tfor {\n\t\tselect {\n\t\tcase <-ctx.Done():\n\t\t\treturn\n\t\tcase job := <-l.jobs:\n\t\t\tl.process(job)\n\t\t}\n\t}"),
         B("go test ./internal/leader/...", "ok  \tgithub.com/acme/scheduler/internal/leader\t0.642s"),
         T("Now adding the goleak check to the package tests."),
         T("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}", ev="out"),
         T("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}", ev="out"),
     ],
     end={"success": False, "no_tail": True, "summary": "API Error: 529 overloaded_error (Overloaded); session ended"},
     why="The session ended on repeated API 529 'Overloaded' errors from the model provider; the work was fine up to that point.")


# ============================================================ permission_blocked
case(slug="modcache-shared-volume", mode="permission_blocked", near_miss="dependency_missing", lang="go",
     repo="relay-go", ticket="RLY-402", title="Add retry with jitter to the upstream client",
     body="`internal/upstream/client.go` retries with a fixed 1s delay. Use `github.com/cenkalti/backoff/v4` exponential backoff with jitter, max 5 attempts.",
     accept=["exponential backoff with jitter", "tests for the retry count"],
     steps=[
         R("internal/upstream/client.go", "for i := 0; i < 5; i++ {\n\tresp, err = c.http.Do(req)\n\tif err == nil && resp.StatusCode < 500 {\n\t\treturn resp, nil\n\t}\n\ttime.Sleep(time.Second)\n}"),
         B("go get github.com/cenkalti/backoff/v4@v4.3.0",
           "go: downloading github.com/cenkalti/backoff/v4 v4.3.0\ngo: github.com/cenkalti/backoff/v4@v4.3.0: mkdir /go/pkg/mod/cache/download/github.com/cenkalti: permission denied", 1, ev="out"),
         B("ls -ld /go/pkg/mod /go/pkg/mod/cache/download; id", "drwxr-xr-x 5 root root 4096 Feb 11 09:12 /go/pkg/mod\ndrwxr-xr-x 41 root root 4096 Feb 11 09:12 /go/pkg/mod/cache/download\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev="out"),
         T("The module cache is owned by root and I'm running as uid 1000. Let me write the code anyway and see what builds."),
         E("internal/upstream/client.go", "for i := 0; i < 5; i++ {", "op := func() (*http.Response, error) { return c.do(req) }\nb := backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4)\nfor i := 0; i < 5; i++ {"),
         B("go build ./...", "internal/upstream/client.go:9:2: no required module provides package github.com/cenkalti/backoff/v4; to add it:\n\tgo get github.com/cenkalti/backoff/v4", 1),
         T("The build can't find backoff/v4 because `go get` could not write into the root-owned module cache. I can't fix cache ownership from inside the run."),
     ],
     end={"success": False, "summary": "Could not add backoff/v4: module cache /go/pkg/mod is root-owned (permission denied); build fails on missing package."},
     why="go get failed with 'mkdir /go/pkg/mod/cache/...: permission denied' (root-owned cache, agent uid 1000); the later 'no required module provides package' is only the consequence.")

case(slug="cargo-home-readonly", mode="permission_blocked", near_miss="dependency_missing", lang="rust", format="codex",
     repo="kvs", ticket="KVS-245", title="Replace hand-rolled CRC with crc32fast",
     body="`src/wal.rs` has a table-driven CRC32 copied from C. Replace it with the `crc32fast` crate and keep the on-disk format identical.",
     accept=["existing WAL fixtures still verify"],
     steps=[
         TH("**Adding crc32fast**\n\nUse cargo add, then swap the function."),
         B("cargo add crc32fast@1.4",
           "    Updating crates.io index\nerror: failed to create directory `/usr/local/cargo/registry/index/index.crates.io-6f17d22bba15001f`\n\nCaused by:\n  Permission denied (os error 13)", 101, ev="out"),
         B("echo $CARGO_HOME; ls -ld /usr/local/cargo/registry", "/usr/local/cargo\ndr-xr-xr-x 4 root root 4096 Jan 30 14:02 /usr/local/cargo/registry", ev="out"),
         E("Cargo.toml", "tracing = \"0.1\"", "tracing = \"0.1\"\ncrc32fast = \"1.4\""),
         B("cargo build 2>&1 | tail -6",
           "error: failed to open: /usr/local/cargo/registry/.package-cache\n\nCaused by:\n  Permission denied (os error 13)", 101, ev="out"),
         T("CARGO_HOME is read-only for this user, so cargo can't update the registry or take its package-cache lock. I can't add the crate from here."),
     ],
     end={"success": False, "summary": "Blocked: CARGO_HOME (/usr/local/cargo) is read-only (Permission denied, os error 13)."},
     why="Cargo could not write to the root-owned, read-only CARGO_HOME registry (Permission denied, os error 13), so no crate could be added.")

case(slug="push-fix-branch", mode="permission_blocked", near_miss="", lang="go", format="osmia",
     repo="ledger", ticket="LED-519", title="Fix off-by-one in pagination cursor",
     body="`ListEntries` returns the last entry of page N again as the first of page N+1. Fix it in `internal/api/entries.go`, add a test, push branch `fix/led-519` and open a PR.",
     accept=["no duplicates across pages", "PR opened"],
     steps=[
         R("internal/api/entries.go", "q := `SELECT id, amount FROM entries WHERE id >= $1 ORDER BY id LIMIT $2`"),
         E("internal/api/entries.go", "WHERE id >= $1", "WHERE id > $1"),
         W("internal/api/entries_page_test.go", "func TestListEntriesNoDuplicateAcrossPages(t *testing.T) {\n\t// seeds 25 entries, pages by 10\n}"),
         B("go test ./internal/api/...", "ok  \tgithub.com/acme/ledger/internal/api\t0.388s"),
         B("git checkout -b fix/led-519 && git commit -qam 'api: exclusive cursor in ListEntries' && git push -u origin fix/led-519",
           "Switched to a new branch 'fix/led-519'\nremote: Permission to acme/ledger.git denied to osmia-agent[bot].\nfatal: unable to access 'https://github.com/acme/ledger.git/': The requested URL returned error: 403", 128, ev="out"),
         B("gh auth status", "github.com\n  ✓ Logged in to github.com account osmia-agent[bot] (GITHUB_TOKEN)\n  - Token scopes: 'read:org', 'repo:status'", ev="out"),
         T("The fix and test pass locally, but the bot token lacks push access to acme/ledger (403). I can't push or open the PR."),
     ],
     end={"success": False, "summary": "Fix committed locally; push rejected with 403 (Permission to acme/ledger.git denied to osmia-agent[bot])."},
     why="git push was rejected with 403 because the bot's token has no write access to the repository; the code change itself passed its tests.")

case(slug="open-pr-integration", mode="permission_blocked", near_miss="", lang="rust", format="claude",
     repo="relay", ticket="RLY-27", title="Reject oversized frames before allocation",
     body="`src/codec.rs` allocates `Vec::with_capacity(len)` from the wire length before checking `max_frame`. Check first. Open a PR against main when done.",
     accept=["oversized frames rejected with FrameTooLarge", "PR opened"],
     steps=[
         R("src/codec.rs", "let len = src.get_u32() as usize;\nlet mut buf = Vec::with_capacity(len);\nif len > self.max_frame {\n    return Err(CodecError::FrameTooLarge(len));\n}"),
         E("src/codec.rs", "let mut buf = Vec::with_capacity(len);\nif len > self.max_frame {\n    return Err(CodecError::FrameTooLarge(len));\n}", "if len > self.max_frame {\n    return Err(CodecError::FrameTooLarge(len));\n}\nlet mut buf = Vec::with_capacity(len);"),
         B("cargo test codec", "running 6 tests\ntest codec::tests::oversized_frame_rejected ... ok\ntest codec::tests::roundtrip ... ok\ntest result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 14 filtered out; finished in 0.00s"),
         B("git push -u origin rly-27-frame-check", "To https://github.com/acme/relay.git\n * [new branch]      rly-27-frame-check -> rly-27-frame-check\nbranch 'rly-27-frame-check' set up to track 'origin/rly-27-frame-check'."),
         B("gh pr create --base main --title 'codec: check max_frame before allocating' --body 'Fixes RLY-27'",
           "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", 1, ev="out"),
         B("gh api repos/acme/relay --jq .permissions", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":true,\"triage\":false}"),
         T("The branch is pushed, but the GitHub App installation token isn't allowed to create pull requests (Resource not accessible by integration)."),
     ],
     end={"success": False, "summary": "Branch pushed; PR creation refused: GraphQL: Resource not accessible by integration (createPullRequest)."},
     why="GitHub refused createPullRequest for the integration token ('Resource not accessible by integration'), so the required PR could not be opened.")

case(slug="harness-bash-denied", mode="permission_blocked", near_miss="", lang="go", format="claude",
     repo="orders", ticket="ORD-91", title="Fix data race on the order cache",
     body="CI reports `WARNING: DATA RACE` in `internal/cache/orders.go` (`Get` vs `refresh`). Fix it and show `go test -race ./internal/cache/` passing.",
     accept=["race detector clean"],
     steps=[
         R("internal/cache/orders.go", "type Cache struct {\n\tm map[string]Order\n}\n\nfunc (c *Cache) Get(id string) (Order, bool) {\n\to, ok := c.m[id]\n\treturn o, ok\n}\n\nfunc (c *Cache) refresh(all []Order) {\n\tm := make(map[string]Order, len(all))\n\tfor _, o := range all {\n\t\tm[o.ID] = o\n\t}\n\tc.m = m\n}"),
         T("`refresh` replaces the map while `Get` reads it. I'll use an RWMutex around the map pointer."),
         E("internal/cache/orders.go", "type Cache struct {\n\tm map[string]Order\n}", "type Cache struct {\n\tmu sync.RWMutex\n\tm  map[string]Order\n}"),
         E("internal/cache/orders.go", "\to, ok := c.m[id]", "\tc.mu.RLock()\n\to, ok := c.m[id]\n\tc.mu.RUnlock()"),
         E("internal/cache/orders.go", "\tc.m = m", "\tc.mu.Lock()\n\tc.m = m\n\tc.mu.Unlock()"),
         B("go test -race ./internal/cache/", "Claude requested permissions to use Bash, but you haven't granted it yet.", 1, ev="out"),
         B("go test -race -count=1 ./internal/cache/...", "Claude requested permissions to use Bash, but you haven't granted it yet.", 1, ev="out"),
         T("I can't run commands in this session: Bash isn't permitted, so I can't run the race detector to confirm."),
     ],
     end={"success": False, "summary": "Fix applied but unverified: Bash tool not permitted in this session.", "ev": True,
          "denials": [{"tool_name": "Bash", "tool_use_id": "toolu_01Q8x", "tool_input": {"command": "go test -race ./internal/cache/"}},
                      {"tool_name": "Bash", "tool_use_id": "toolu_01R2k", "tool_input": {"command": "go test -race -count=1 ./internal/cache/..."}}]},
     why="The harness denied every Bash call (permission_denials in the result), so the agent could not run the required race test; the DATA RACE was the task, not the failure.")

case(slug="rebalance-drain-marker", mode="permission_blocked", near_miss="", lang="rust", format="claude-transcript",
     repo="shard", ticket="SHD-151", title="Make the rebalancer honour drain markers",
     body="Shards marked `draining` in `src/rebalance.rs` still receive new ranges. Skip them when choosing a target.",
     accept=["draining shards never chosen", "unit test"],
     steps=[
         R("src/rebalance.rs", "fn pick_target(&self, shards: &[Shard]) -> Option<ShardId> {\n    shards.iter().min_by_key(|s| s.load).map(|s| s.id)\n}"),
         E("src/rebalance.rs", "    shards.iter().min_by_key(|s| s.load).map(|s| s.id)", "    shards.iter().filter(|s| !s.draining).min_by_key(|s| s.load).map(|s| s.id)"),
         B("cargo test rebalance 2>&1 | tail -8",
           "error: failed to write `/workspace/shard/target/debug/.fingerprint/shard-2b0e4f7c1d9a8e33/lib-shard`\n\nCaused by:\n  Operation not permitted (os error 1)", 101, ev="out"),
         B("ls -ld target target/debug; lsattr -d target/debug 2>/dev/null; id -u", "drwxr-xr-x 3 root root 4096 Mar  1 07:10 target\ndrwxr-xr-x 7 root root 4096 Mar  1 07:10 target/debug\n1000", ev="out"),
         B("CARGO_TARGET_DIR=/tmp/t cargo test rebalance 2>&1 | tail -4", "error: failed to create directory `/tmp/t/debug`\n\nCaused by:\n  Operation not permitted (os error 1)", 101, ev="out"),
         T("Every target directory I try is refused with EPERM (os error 1); target/ is root-owned from the image build and /tmp is not writable for me either."),
     ],
     end={"success": False, "summary": "Could not build: writes to target/ and /tmp refused with Operation not permitted (os error 1)."},
     why="Cargo crashed with EPERM (Operation not permitted, os error 1) writing its build directory, root-owned target/ and an unwritable /tmp; the agent was denied file-system writes.")

case(slug="codex-sandbox-modfetch", mode="permission_blocked", near_miss="infra_failure", lang="go", format="codex",
     repo="edge-gw", ticket="GW-330", title="Add OpenTelemetry tracing to the proxy handler",
     body="Instrument `internal/proxy/handler.go` with `go.opentelemetry.io/otel`; one span per upstream request.",
     accept=["span per request with upstream host attribute"],
     steps=[
         TH("**Adding otel**\n\nNeed go get for otel and otel/trace."),
         B("go get go.opentelemetry.io/otel@v1.28.0",
           "go: go.opentelemetry.io/otel@v1.28.0: Get \"https://proxy.golang.org/go.opentelemetry.io/otel/@v/v1.28.0.mod\": dial tcp 142.250.74.81:443: socket: operation not permitted", 1, ev="out"),
         TH("**Sandbox network**\n\nThe socket call itself is refused: this is the sandbox policy (network access disabled), not an outage."),
         B("go get go.opentelemetry.io/otel@v1.28.0",
           "go: go.opentelemetry.io/otel@v1.28.0: Get \"https://proxy.golang.org/go.opentelemetry.io/otel/@v/v1.28.0.mod\": dial tcp 142.250.74.81:443: socket: operation not permitted", 1, ev="out"),
         T("Network access is blocked by the sandbox (workspace-write without network), so I can't download the OpenTelemetry modules. Re-run with network access enabled."),
     ],
     end={"success": False, "summary": "Network access denied by the sandbox (socket: operation not permitted); otel modules not fetched."},
     why="The Codex sandbox forbade network sockets ('socket: operation not permitted'), a permission denial to the agent rather than an unreachable network.")

case(slug="rollout-status-check", mode="permission_blocked", near_miss="", lang="go", format="osmia",
     repo="payments-worker", ticket="PAY-1502", title="Confirm the worker picks up the new queue config in staging",
     body="After the config change in `deploy/staging/worker.yaml` (prefetch 50 -> 20), check the rollout in namespace `payments-staging` and the worker logs for `prefetch=20`.",
     accept=["rollout finished", "log line shows prefetch=20"],
     steps=[
         R("deploy/staging/worker.yaml", "env:\n  - name: QUEUE_PREFETCH\n    value: \"20\""),
         B("kubectl -n payments-staging rollout status deploy/payments-worker --timeout=60s",
           "Error from server (Forbidden): deployments.apps \"payments-worker\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot get resource \"deployments\" in API group \"apps\" in the namespace \"payments-staging\"", 1, ev="out"),
         B("kubectl -n payments-staging logs deploy/payments-worker --since=10m | grep prefetch",
           "Error from server (Forbidden): pods is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot list resource \"pods\" in API group \"\" in the namespace \"payments-staging\"", 1, ev="out"),
         B("kubectl auth can-i --list -n payments-staging | head -5", "Resources                                       Non-Resource URLs   Resource Names   Verbs\nselfsubjectaccessreviews.authorization.k8s.io   []                  []               [create]\nselfsubjectrulesreviews.authorization.k8s.io    []                  []               [create]"),
         T("The runner's service account has no RBAC in payments-staging, so I can't check the rollout or the logs."),
     ],
     end={"success": False, "summary": "kubectl Forbidden: service account osmia-runner has no access to namespace payments-staging."},
     why="Kubernetes RBAC forbade the runner's service account from reading deployments and pods in the target namespace.")

case(slug="testcontainers-pg", mode="permission_blocked", near_miss="infra_failure", lang="go",
     repo="billing", ticket="BIL-944", title="Integration test for invoice idempotency keys",
     body="Add an integration test (testcontainers-go, postgres:16) proving a repeated `CreateInvoice` with the same idempotency key returns the first invoice.",
     accept=["test under `//go:build integration`", "passes with `go test -tags integration ./internal/store/`"],
     steps=[
         W("internal/store/invoice_integration_test.go", "//go:build integration\n\npackage store\n\nfunc TestCreateInvoiceIdempotent(t *testing.T) {\n\tctx := context.Background()\n\tpg, err := postgres.Run(ctx, \"postgres:16-alpine\")\n\trequire.NoError(t, err)\n\t// ...\n}"),
         B("go test -tags integration -run TestCreateInvoiceIdempotent ./internal/store/",
           "--- FAIL: TestCreateInvoiceIdempotent (0.01s)\n    invoice_integration_test.go:14: \n        \tError Trace:\tinvoice_integration_test.go:14\n        \tError:      \tReceived unexpected error:\n        \t            \tcreate container: failed to create container: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.46/info\": dial unix /var/run/docker.sock: connect: permission denied\nFAIL\nFAIL\tgithub.com/acme/billing/internal/store\t0.027s", 1, ev="out"),
         B("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root docker 0 Mar  3 06:00 /var/run/docker.sock\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev="out"),
         T("The docker socket exists but my user isn't in the `docker` group, so testcontainers can't start Postgres. The test is written but can't run here."),
     ],
     end={"success": False, "summary": "Integration test written; cannot run: permission denied on /var/run/docker.sock."},
     why="The agent user is not in the docker group, so connecting to /var/run/docker.sock was denied and the integration test could not start its container.")

case(slug="stringer-gen-install", mode="permission_blocked", near_miss="dependency_missing", lang="go", format="claude-transcript",
     repo="scheduler", ticket="SCH-219", title="Add JobState String() via stringer",
     body="`JobState` is printed as integers in logs. Add `//go:generate stringer -type=JobState` and commit the generated file.",
     accept=["jobstate_string.go generated and committed"],
     steps=[
         E("internal/jobs/state.go", "type JobState int", "//go:generate stringer -type=JobState\ntype JobState int"),
         B("go install golang.org/x/tools/cmd/stringer@v0.23.0",
           "go: downloading golang.org/x/tools v0.23.0\ngo: downloading golang.org/x/mod v0.19.0\ngo: downloading golang.org/x/sync v0.7.0\ngo install golang.org/x/tools/cmd/stringer: copying /tmp/go-build2210983/b001/exe/a.out: open /usr/local/go/bin/stringer: permission denied", 1, ev="out"),
         B("go env GOBIN GOPATH", "/usr/local/go/bin\n/go"),
         B("go generate ./internal/jobs/", "internal/jobs/state.go:3: running \"stringer\": exec: \"stringer\": executable file not found in $PATH", 1),
         T("stringer isn't on PATH because the install into GOBIN=/usr/local/go/bin was refused. Without it I can't generate jobstate_string.go."),
     ],
     end={"success": False, "summary": "stringer could not be installed (GOBIN /usr/local/go/bin not writable); go generate failed."},
     why="go install could not write the stringer binary into the root-owned GOBIN (permission denied); the later 'executable file not found' follows from that.")


# ============================================================ dependency_missing
case(slug="iter-seq-adoption", mode="dependency_missing", near_miss="", lang="go", format="claude-transcript",
     repo="ingest-go", ticket="ING-430", title="Expose batch records as an iterator",
     body="Add `func (b *Batch) All() iter.Seq2[int, Record]` so callers can range over records without copying. go.mod was bumped to 1.23 last week.",
     accept=["range-over-func works in a test"],
     steps=[
         R("go.mod", "module github.com/acme/ingest\n\ngo 1.23.0\n\nrequire github.com/klauspost/compress v1.17.9"),
         W("internal/batch/iter.go", "package batch\n\nimport \"iter\"\n\nfunc (b *Batch) All() iter.Seq2[int, Record] {\n\treturn func(yield func(int, Record) bool) {\n\t\tfor i, r := range b.recs {\n\t\t\tif !yield(i, r) {\n\t\t\t\treturn\n\t\t\t}\n\t\t}\n\t}\n}"),
         B("go test ./internal/batch/...", "go: go.mod requires go >= 1.23.0 (running go 1.22.5; GOTOOLCHAIN=local)", 1, ev="out"),
         B("go env GOTOOLCHAIN; ls /usr/local/go/VERSION && cat /usr/local/go/VERSION | head -1", "local\n/usr/local/go/VERSION\ngo1.22.5"),
         B("GOTOOLCHAIN=go1.23.0 go version", "go: downloading go1.23.0 (linux/amd64)\ngo: download go1.23.0 for linux/amd64: toolchain not available", 1, ev="out"),
         T("The image has Go 1.22.5 and the module needs 1.23 (for iter and range-over-func). The 1.23 toolchain isn't available to download here either."),
     ],
     end={"success": False, "summary": "Cannot build: go.mod requires go >= 1.23.0, runner has go 1.22.5 and no 1.23 toolchain available."},
     why="The installed Go toolchain (1.22.5) is older than the module's required go 1.23.0 and no newer toolchain could be obtained.")

case(slug="goleak-vendored-tree", mode="dependency_missing", near_miss="", lang="go",
     repo="scheduler", ticket="SCH-231", title="Detect goroutine leaks in the dispatcher tests",
     body="Add `goleak.VerifyTestMain` to `internal/dispatch` tests. The repo vendors its dependencies (`GOFLAGS=-mod=vendor` in CI).",
     accept=["TestMain uses goleak", "CI command passes"],
     steps=[
         W("internal/dispatch/main_test.go", "package dispatch\n\nimport (\n\t\"testing\"\n\n\t\"go.uber.org/goleak\"\n)\n\nfunc TestMain(m *testing.M) {\n\tgoleak.VerifyTestMain(m)\n}"),
         B("go env GOFLAGS", "-mod=vendor"),
         B("go test ./internal/dispatch/...",
           "internal/dispatch/main_test.go:6:2: cannot find module providing package go.uber.org/goleak: import lookup disabled by -mod=vendor\n\t(Go version in go.mod is at least 1.14 and vendor directory exists.)", 1, ev="out"),
         B("go get go.uber.org/goleak@v1.3.0 && go mod vendor",
           "go: downloading go.uber.org/goleak v1.3.0\ngo: added go.uber.org/goleak v1.3.0", 0),
         B("go test ./internal/dispatch/...",
           "go: inconsistent vendoring in /workspace/scheduler:\n\tgo.uber.org/goleak@v1.3.0: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt\n\n\tTo ignore the vendor directory, use -mod=readonly or -mod=mod.\n\tTo sync the vendor directory, run:\n\t\tgo mod vendor", 1, ev="out"),
         T("go mod vendor printed nothing useful and vendor/modules.txt still lacks goleak. The dependency isn't available in the vendored tree, so the CI command can't build the test."),
     ],
     end={"success": False, "summary": "goleak not present in vendor/ (inconsistent vendoring); tests don't build under -mod=vendor."},
     why="go.uber.org/goleak was never made available in the vendored module tree required by -mod=vendor ('import lookup disabled', then 'inconsistent vendoring').")

case(slug="race-needs-cgo", mode="dependency_missing", near_miss="", lang="go", format="osmia",
     repo="notifier", ticket="NTF-71", title="Fix concurrent map writes in the subscriber registry",
     body="Production crashed with `fatal error: concurrent map writes` in `internal/registry`. Fix and prove with `go test -race ./internal/registry/`.",
     accept=["no concurrent map access", "-race passes"],
     steps=[
         R("internal/registry/registry.go", "type Registry struct {\n\tsubs map[string][]Sub\n}\n\nfunc (r *Registry) Add(topic string, s Sub) {\n\tr.subs[topic] = append(r.subs[topic], s)\n}"),
         E("internal/registry/registry.go", "type Registry struct {\n\tsubs map[string][]Sub\n}", "type Registry struct {\n\tmu   sync.Mutex\n\tsubs map[string][]Sub\n}"),
         E("internal/registry/registry.go", "\tr.subs[topic] = append(r.subs[topic], s)", "\tr.mu.Lock()\n\tdefer r.mu.Unlock()\n\tr.subs[topic] = append(r.subs[topic], s)"),
         B("go test -race ./internal/registry/", "go: -race requires cgo; enable cgo by setting CGO_ENABLED=1", 1, ev="out"),
         B("CGO_ENABLED=1 go test -race ./internal/registry/",
           "# runtime/cgo\ncgo: C compiler \"gcc\" not found: exec: \"gcc\": executable file not found in $PATH\nFAIL\tgithub.com/acme/notifier/internal/registry [build failed]\nFAIL", 1, ev="out"),
         B("which gcc cc clang", "", 1),
         T("The race detector needs cgo and there is no C compiler in this image (no gcc/cc/clang), so I can't run -race."),
     ],
     end={"success": False, "summary": "Fix applied; -race cannot run: no C compiler (gcc) for cgo."},
     why="go test -race needs cgo and the image has no C compiler ('C compiler \"gcc\" not found'), a missing toolchain piece.")

case(slug="sqlite-link-step", mode="dependency_missing", near_miss="", lang="rust", format="claude-transcript",
     repo="kvs", ticket="KVS-251", title="Export metrics snapshot to SQLite",
     body="Add `kvs export --sqlite out.db` using `rusqlite` (system sqlite, not bundled: the distro build links against libsqlite3).",
     accept=["export subcommand", "roundtrip test"],
     steps=[
         E("Cargo.toml", "tracing = \"0.1\"", "tracing = \"0.1\"\nrusqlite = \"0.31\""),
         W("src/export.rs", "use rusqlite::{params, Connection};\n\npub fn export(path: &Path, snap: &Snapshot) -> rusqlite::Result<()> {\n    let conn = Connection::open(path)?;\n    conn.execute_batch(SCHEMA)?;\n    Ok(())\n}"),
         B("cargo build 2>&1 | tail -14",
           "   Compiling libsqlite3-sys v0.28.0\n   Compiling rusqlite v0.31.0\n   Compiling kvs v0.3.1 (/workspace/kvs)\nerror: linking with `cc` failed: exit status: 1\n  |\n  = note: LC_ALL=\"C\" PATH=\"/usr/local/cargo/bin:/usr/bin\" \"cc\" \"-m64\" ... \"-lsqlite3\" ...\n  = note: /usr/bin/ld: cannot find -lsqlite3: No such file or directory\n          collect2: error: ld returned 1 exit status\n\nerror: could not compile `kvs` (bin \"kvs\") due to 1 previous error", 101, ev="out"),
         B("ls /usr/lib/x86_64-linux-gnu/ | grep -i sqlite; dpkg -l | grep -i sqlite", "", 1, ev="out"),
         T("libsqlite3 isn't installed (no libsqlite3-dev), so the link step fails. The ticket says not to use the bundled feature."),
     ],
     end={"success": False, "summary": "Link fails: /usr/bin/ld: cannot find -lsqlite3 (system libsqlite3 not installed)."},
     why="The system library libsqlite3 is missing, so linking failed with 'cannot find -lsqlite3'.")

case(slug="openssl-sys-probe", mode="dependency_missing", near_miss="", lang="rust", format="codex",
     repo="relay", ticket="RLY-33", title="Support mTLS to upstreams",
     body="Use `native-tls` with client identity from `RELAY_CLIENT_P12` for upstream connections.",
     accept=["mTLS handshake test against the local test CA"],
     steps=[
         E("Cargo.toml", "tokio = { version = \"1.38\", features = [\"full\"] }", "tokio = { version = \"1.38\", features = [\"full\"] }\nnative-tls = \"0.2\"\ntokio-native-tls = \"0.3\""),
         B("cargo build 2>&1 | tail -30",
           "   Compiling openssl-sys v0.9.103\nerror: failed to run custom build command for `openssl-sys v0.9.103`\n\nCaused by:\n  process didn't exit successfully: `/workspace/relay/target/debug/build/openssl-sys-3e2c/build-script-main` (exit status: 101)\n  --- stderr\n  thread 'main' panicked at /usr/local/cargo/registry/src/index.crates.io-6f17d22bba15001f/openssl-sys-0.9.103/build/find_normal.rs:190:5:\n\n\n  Could not find directory of OpenSSL installation, and this `-sys` crate cannot\n  proceed without this knowledge. If OpenSSL is installed and this crate had\n  trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the\n  compilation process.\n\n  Make sure you also have the development packages of openssl installed.\n  For example, `libssl-dev` on Ubuntu or `openssl-devel` on Fedora.\n\n  $HOST = x86_64-unknown-linux-gnu\n  $TARGET = x86_64-unknown-linux-gnu\n  openssl-sys = 0.9.103", 101, ev="out"),
         B("pkg-config --modversion openssl", "Package openssl was not found in the pkg-config search path.\nPerhaps you should add the directory containing `openssl.pc'\nto the PKG_CONFIG_PATH environment variable\nNo package 'openssl' found", 1, ev="out"),
         T("OpenSSL development headers aren't installed in this image (no libssl-dev), so openssl-sys can't build."),
     ],
     end={"success": False, "summary": "openssl-sys build script failed: OpenSSL installation not found (libssl-dev missing)."},
     why="openssl-sys could not find an OpenSSL installation (libssl-dev / pkg-config openssl missing), a missing native library.")

case(slug="clap-derive-upgrade", mode="dependency_missing", near_miss="", lang="rust",
     repo="shardctl", ticket="SHD-160", title="Add --json output to shardctl status",
     body="Add a `--json` flag to `shardctl status`. Keep the MSRV (rust-version = 1.70, the toolchain our build hosts run).",
     accept=["--json prints machine-readable status"],
     steps=[
         R("Cargo.toml", "[package]\nname = \"shardctl\"\nrust-version = \"1.70\"\n\n[dependencies]\nclap = { version = \"4\", features = [\"derive\"] }\nserde_json = \"1\""),
         E("src/main.rs", "    #[arg(long)]\n    verbose: bool,", "    #[arg(long)]\n    verbose: bool,\n    #[arg(long)]\n    json: bool,"),
         B("rm Cargo.lock && cargo build 2>&1 | tail -10",
           "    Updating crates.io index\n     Locking 42 packages to latest compatible versions\nerror: package `clap_lex v0.7.2` cannot be built because it requires rustc 1.74 or newer, while the currently active rustc version is 1.70.0\nEither upgrade to rustc 1.74 or newer, or use\ncargo update clap_lex@0.7.2 --precise ver\nwhere `ver` is the latest version of `clap_lex` supporting rustc 1.70.0", 101, ev="out"),
         B("rustup toolchain list", "1.70.0-x86_64-unknown-linux-gnu (default)"),
         B("cargo update clap@4.5.20 --precise 4.4.18 && cargo build 2>&1 | tail -4",
           "    Updating crates.io index\nerror: failed to select a version for the requirement `clap = \"=4.4.18\"`\ncandidate versions found which didn't match: 4.5.20\nlocation searched: `dummy-registry` index (which is replacing registry `crates-io`)\nrequired by package `shardctl v0.2.0 (/workspace/shardctl)`", 101, ev="out"),
         T("After regenerating the lockfile, clap's dependencies need rustc 1.74 but only 1.70 is installed, and the internal registry mirror only carries clap 4.5.20."),
     ],
     end={"success": False, "summary": "clap_lex 0.7.2 requires rustc 1.74; only 1.70.0 available and no older clap in the registry mirror."},
     why="The resolved crates need rustc 1.74 but the host toolchain is 1.70.0 and no MSRV-compatible clap version was resolvable from the registry.")

case(slug="axum-router-bump", mode="dependency_missing", near_miss="", lang="rust", format="claude",
     repo="relay", ticket="RLY-41", title="Move the admin API to axum's new path syntax",
     body="The admin router in `src/admin.rs` uses `/:id` captures. Move it to the `{id}` syntax of the next axum release.",
     accept=["admin routes use {id}", "tests pass"],
     steps=[
         R("Cargo.toml", "[dependencies]\naxum = \"0.7\"\ntokio = { version = \"1.38\", features = [\"full\"] }"),
         E("Cargo.toml", "axum = \"0.7\"", "axum = \"0.9\""),
         B("cargo build 2>&1 | tail -8",
           "    Updating crates.io index\nerror: failed to select a version for the requirement `axum = \"^0.9\"`\ncandidate versions found which didn't match: 0.7.5, 0.7.4, 0.7.3, ...\nlocation searched: crates.io index\nrequired by package `relay v0.6.0 (/workspace/relay)`\nif you are looking for the prerelease package it needs to be specified explicitly\n    axum = { version = \"0.8.0-alpha.1\" }", 101, ev="out"),
         E("Cargo.toml", "axum = \"0.9\"", "axum = \"0.8\""),
         B("cargo build 2>&1 | tail -6",
           "    Updating crates.io index\nerror: failed to select a version for the requirement `axum = \"^0.8\"`\ncandidate versions found which didn't match: 0.7.5, 0.7.4, 0.7.3, ...\nlocation searched: crates.io index\nrequired by package `relay v0.6.0 (/workspace/relay)`", 101, ev="out"),
         T("No stable axum release with the `{id}` syntax is available from the index; only 0.7.x resolves."),
     ],
     end={"success": False, "summary": "axum ^0.8/^0.9 not resolvable from crates.io index (only 0.7.x)."},
     why="The requested axum version does not exist in the index ('failed to select a version for the requirement'), an unresolvable crate.")

case(slug="reqwest-tls-feature", mode="dependency_missing", near_miss="", lang="rust", format="claude-transcript",
     repo="ingest", ticket="ING-95", title="Drop OpenSSL from the ingest client",
     body="Build `reqwest` with rustls only (`default-features = false`) so the static musl build stops needing OpenSSL.",
     accept=["no openssl-sys in `cargo tree`", "client tests pass"],
     steps=[
         E("Cargo.toml", "reqwest = { version = \"0.12\", features = [\"json\"] }", "reqwest = { version = \"0.12\", default-features = false, features = [\"json\", \"rustls-tls-native\"] }"),
         B("cargo build 2>&1 | tail -8",
           "    Updating crates.io index\nerror: failed to select a version for `reqwest`.\n    ... required by package `ingest v0.4.2 (/workspace/ingest)`\nversions that meet the requirements `^0.12` are: 0.12.5, 0.12.4, 0.12.3, 0.12.2, 0.12.1, 0.12.0\n\nthe package `ingest` depends on `reqwest`, with features: `rustls-tls-native` but `reqwest` does not have these features.\n\n\nfailed to select a version for `reqwest` which could resolve this conflict", 101, ev="out"),
         T("Let me check the feature name on docs... I'm fairly sure it's rustls-tls-native. Retrying with a clean lock."),
         B("rm Cargo.lock; cargo build 2>&1 | tail -4",
           "the package `ingest` depends on `reqwest`, with features: `rustls-tls-native` but `reqwest` does not have these features.\n\n\nfailed to select a version for `reqwest` which could resolve this conflict", 101, ev="out"),
     ],
     end={"success": False, "summary": "Could not resolve reqwest with feature rustls-tls-native.", "final": "I wasn't able to resolve the reqwest feature set; the build fails during dependency resolution."},
     why="Cargo cannot resolve reqwest with the requested feature (the crate has no `rustls-tls-native` feature), so the dependency is unresolvable as specified.")

case(slug="tonic-build-codegen", mode="dependency_missing", near_miss="", lang="rust", format="osmia",
     repo="shard", ticket="SHD-170", title="Stream shard events over gRPC",
     body="Add a server-streaming `WatchShards` RPC to `proto/shard.proto` and implement it with tonic + tokio-stream.",
     accept=["RPC implemented", "client test receives events"],
     steps=[
         E("proto/shard.proto", "service Shard {\n  rpc Get(GetRequest) returns (ShardInfo);", "service Shard {\n  rpc Get(GetRequest) returns (ShardInfo);\n  rpc WatchShards(WatchRequest) returns (stream ShardEvent);"),
         W("src/watch.rs", "use tokio_stream::wrappers::BroadcastStream;\n\npub(crate) fn watch(rx: broadcast::Receiver<ShardEvent>) -> BroadcastStream<ShardEvent> {\n    BroadcastStream::new(rx)\n}"),
         B("cargo build 2>&1 | tail -6", "error[E0432]: unresolved import `tokio_stream`\n --> src/watch.rs:1:5\n  |\n1 | use tokio_stream::wrappers::BroadcastStream;\n  |     ^^^^^^^^^^^^ use of undeclared crate or module `tokio_stream`", 101),
         T("Forgot to add tokio-stream; adding it with the sync feature."),
         B("cargo add tokio-stream --features sync", "    Updating crates.io index\n      Adding tokio-stream v0.1.15 to dependencies\n             Features:\n             + sync\n             + time"),
         B("cargo build 2>&1 | tail -12",
           "   Compiling shard v0.9.0 (/workspace/shard)\nerror: failed to run custom build command for `shard v0.9.0 (/workspace/shard)`\n\nCaused by:\n  process didn't exit successfully: `/workspace/shard/target/debug/build/shard-1c2d/build-script-build` (exit status: 1)\n  --- stderr\n  Error: Custom { kind: NotFound, error: \"Could not find `protoc`. If `protoc` is installed, try setting the `PROTOC` environment variable to the path of the `protoc` binary. To install it on Debian, run `apt-get install protobuf-compiler`. It is also available at https://github.com/protocolbuffers/protobuf/releases  For more information: https://docs.rs/prost-build/#sourcing-protoc\" }", 101, ev="out"),
         B("which protoc; echo $PROTOC", "", 1, ev="out"),
         T("The unresolved import is fixed, but regenerating the proto now needs `protoc`, which isn't installed in this image."),
     ],
     end={"success": False, "summary": "tonic-build cannot find protoc; proto regeneration fails."},
     why="After fixing its own missing tokio-stream import, the build failed because the protobuf compiler `protoc` is not installed, which tonic-build needs.")

case(slug="lint-gate-upgrade", mode="dependency_missing", near_miss="", lang="go", format="claude-transcript",
     repo="billing", ticket="BIL-951", title="Satisfy errcheck in the exporter package",
     body="CI's golangci-lint job flags unchecked errors in `internal/export`. Fix them and confirm `golangci-lint run ./internal/export/...` is clean.",
     accept=["lint clean for internal/export"],
     steps=[
         G("w.Write(", "internal/export/csv.go:41:\tw.Write(header)\ninternal/export/csv.go:57:\tw.Write(row)"),
         E("internal/export/csv.go", "\tw.Write(header)", "\tif err := w.Write(header); err != nil {\n\t\treturn fmt.Errorf(\"write header: %w\", err)\n\t}"),
         E("internal/export/csv.go", "\tw.Write(row)", "\tif err := w.Write(row); err != nil {\n\t\treturn fmt.Errorf(\"write row %d: %w\", i, err)\n\t}"),
         B("go build ./... && go test ./internal/export/...", "ok  \tgithub.com/acme/billing/internal/export\t0.051s"),
         B("golangci-lint run ./internal/export/...",
           "Error: can't load config: the Go language version (go1.21) used to build golangci-lint is lower than the targeted Go version (1.22.5)\nFailed executing command with error: can't load config: the Go language version (go1.21) used to build golangci-lint is lower than the targeted Go version (1.22.5)", 3, ev="out"),
         B("golangci-lint version", "golangci-lint has version 1.55.2 built with go1.21.4 from e3c2265f on 2023-11-03T12:59:25Z"),
         T("The installed golangci-lint (1.55.2, built with go1.21) can't lint a go 1.22 module, so I can't confirm the lint gate."),
     ],
     end={"success": False, "summary": "Fixes made; golangci-lint 1.55.2 too old for go 1.22 module, lint could not run."},
     why="The installed golangci-lint was built with go1.21 and refuses the go 1.22 module, an outdated tool in the toolchain; the errcheck fixes compiled and tested fine.")

case(slug="grpc-gateway-gen", mode="dependency_missing", near_miss="", lang="go", format="codex",
     repo="orders", ticket="ORD-102", title="Expose ListOrders over REST via grpc-gateway",
     body="Add the `google.api.http` annotation for `ListOrders` and regenerate with `buf generate`.",
     accept=["GET /v1/orders served by the gateway"],
     steps=[
         E("proto/orders/v1/orders.proto", "  rpc ListOrders(ListOrdersRequest) returns (ListOrdersResponse);", "  rpc ListOrders(ListOrdersRequest) returns (ListOrdersResponse) {\n    option (google.api.http) = {get: \"/v1/orders\"};\n  }"),
         B("buf generate", "bash: line 1: buf: command not found", 127, ev="out"),
         B("go run github.com/bufbuild/buf/cmd/buf@v1.34.0 generate",
           "Failure: plugin protoc-gen-grpc-gateway: could not find protoc plugin for name grpc-gateway - please make sure protoc-gen-grpc-gateway is installed and present on your $PATH", 1, ev="out"),
         B("ls $(go env GOPATH)/bin", "gopls\nprotoc-gen-go\nprotoc-gen-go-grpc"),
         T("buf and protoc-gen-grpc-gateway are not installed; only protoc-gen-go and protoc-gen-go-grpc are present. Can't regenerate the gateway code."),
     ],
     end={"success": False, "summary": "buf generate failed: protoc-gen-grpc-gateway plugin not installed."},
     why="The code generator plugin protoc-gen-grpc-gateway (and buf itself) is not installed, so generation could not run.")
