"""unknown, succeeded (with alarming words), and an extra wrong_approach."""
from casekit import *

CASES = []
A = CASES.append

# ============================================================== unknown
A(C("audit-sink-batching", "claude", "unknown", "",
    "The agent made a reasonable change, tests and lint passed, and its result is not an error; the run is marked Failed with no cause visible anywhere in the stream.",
    T("PLAT-2433", "Batch audit sink writes",
      "`services/audit/internal/sink.go` writes one row per event. Buffer up to 100 events or 500ms and write with `CopyFrom`.",
      "`go test ./services/audit/...` passes"),
    [
        read("services/audit/internal/sink.go", "func (s *Sink) Write(ctx context.Context, e Event) error {\n\t_, err := s.db.Exec(ctx, insertEvent, e.ID, e.Actor, e.Action, e.At)\n\treturn err\n}"),
        edit("services/audit/internal/sink.go", "func (s *Sink) Write(ctx context.Context, e Event) error {\n\t_, err := s.db.Exec(ctx, insertEvent, e.ID, e.Actor, e.Action, e.At)\n\treturn err\n}", "func (s *Sink) Write(ctx context.Context, e Event) error {\n\ts.mu.Lock()\n\ts.buf = append(s.buf, e)\n\tfull := len(s.buf) >= 100\n\ts.mu.Unlock()\n\tif full {\n\t\treturn s.Flush(ctx)\n\t}\n\treturn nil\n}"),
        write("services/audit/internal/flush.go", "func (s *Sink) Flush(ctx context.Context) error {\n\ts.mu.Lock()\n\trows := s.buf\n\ts.buf = nil\n\ts.mu.Unlock()\n\t_, err := s.db.CopyFrom(ctx, pgx.Identifier{\"audit\", \"events\"}, cols, pgx.CopyFromSlice(len(rows), row(rows)))\n\treturn err\n}"),
        bash("go test ./services/audit/...", "ok  \tgithub.com/acme/platform/services/audit/internal\t0.61s"),
        bash("golangci-lint run ./services/audit/...", ""),
        end("Audit writes are now buffered (100 events / 500ms ticker) and flushed with CopyFrom. Tests and lint pass."),
    ], summary="exit status 1"))

A(C("orders-page-token", "codex", "unknown", "",
    "The stream shows a normal, successful session (generate, implement, tests pass) ending with turn.completed; the orchestrator nevertheless recorded a failure and nothing in the stream explains it.",
    T("ORD-512", "Add pagination to `ListOrders` in the orders service",
      "Add `page_size`/`page_token` to `ListOrdersRequest`, regenerate with `buf generate`, implement in `services/orders/internal/api/list.go`.",
      "`go test ./services/orders/...` passes"),
    [
        edit("proto/orders/v1/orders.proto", "message ListOrdersRequest {\n  string customer_id = 1;\n}", "message ListOrdersRequest {\n  string customer_id = 1;\n  int32 page_size = 2;\n  string page_token = 3;\n}"),
        bash("cd proto && buf generate && cd .. && git status --short", " M gen/go/orders/v1/orders.pb.go\n M proto/orders/v1/orders.proto"),
        edit("services/orders/internal/api/list.go", "\trows, err := s.store.ListOrders(ctx, req.CustomerId)", "\tsize := clampPageSize(req.PageSize)\n\trows, next, err := s.store.ListOrdersPage(ctx, req.CustomerId, req.PageToken, size)"),
        bash("go test ./services/orders/...", "ok  \tgithub.com/acme/platform/services/orders/internal/api\t0.04s\nok  \tgithub.com/acme/platform/services/orders/internal/store\t0.19s"),
        bash("buf breaking proto --against '.git#branch=origin/main,subdir=proto'", ""),
        end("ListOrders is paginated (page_size clamped to 1..500, opaque page_token). buf breaking is clean and tests pass."),
    ], summary="job failed"))

A(C("invoice-pdf-fonts", "osmia", "unknown", "permission_blocked",
    "Tests print 'permission denied' and 'EACCES' because they exercise the PDF renderer's error path with a read-only fixture; they pass. The run ends with success:false and no stated reason.",
    T("BIL-441", "Embed the brand font in invoice PDFs",
      "`services/billing/internal/pdf` falls back to Helvetica. Embed `assets/fonts/Inter-Regular.ttf` via `go:embed`.",
      "`go test ./services/billing/internal/pdf/...` passes"),
    [
        read("services/billing/internal/pdf/render.go", "func New() *Renderer {\n\treturn &Renderer{font: \"Helvetica\"}\n}"),
        edit("services/billing/internal/pdf/render.go", "func New() *Renderer {\n\treturn &Renderer{font: \"Helvetica\"}\n}", "//go:embed fonts/Inter-Regular.ttf\nvar interTTF []byte\n\nfunc New() *Renderer {\n\treturn &Renderer{font: \"Inter\", ttf: interTTF}\n}"),
        bash("mkdir -p services/billing/internal/pdf/fonts && cp assets/fonts/Inter-Regular.ttf services/billing/internal/pdf/fonts/", ""),
        bash("go test -v ./services/billing/internal/pdf/...", "=== RUN   TestRender_Invoice\n--- PASS: TestRender_Invoice (0.09s)\n=== RUN   TestRender_OutputDirNotWritable\n    render_test.go:58: writing to testdata/readonly/out.pdf: open testdata/readonly/out.pdf: permission denied (expected)\n--- PASS: TestRender_OutputDirNotWritable (0.00s)\n=== RUN   TestRender_FontFallbackOnEACCES\n    render_test.go:77: font load failed with EACCES, fell back to Helvetica (expected)\n--- PASS: TestRender_FontFallbackOnEACCES (0.00s)\nPASS\nok  \tgithub.com/acme/platform/services/billing/internal/pdf\t0.13s"),
        bash("bazel build //services/billing/...", "INFO: Build completed successfully, 22 total actions"),
        end("Invoices now embed Inter; tests and the bazel build pass."),
    ], result={"success": False, "summary": "", "exit_code": 1}))

A(C("search-boost-review", "claude-transcript", "unknown", "",
    "A developer and the agent discussed and implemented a small change that compiled and passed tests; the session simply ends and the task was marked failed with no error or complaint in the transcript.",
    T("SRCH-66", "Apply `boost` when ranking search hits",
      "`services/search/rank.go` ignores `SearchHit.boost`. Multiply the score by boost when present.",
      "`go test ./services/search/...` passes"),
    [
        read("services/search/rank.go", "func score(h *searchv1.SearchHit) float64 {\n\treturn h.Score\n}"),
        say("`boost` is `optional double` in the IDL, so the generated struct has a pointer. I'll multiply when it's set."),
        edit("services/search/rank.go", "\treturn h.Score", "\tif h.Boost != nil {\n\t\treturn h.Score * *h.Boost\n\t}\n\treturn h.Score"),
        bash("go test ./services/search/...", "ok  \tgithub.com/acme/platform/services/search\t0.02s"),
        human("should boost be clamped? product said 0..5"),
        edit("services/search/rank.go", "\t\treturn h.Score * *h.Boost", "\t\treturn h.Score * math.Min(math.Max(*h.Boost, 0), 5)"),
        bash("go test ./services/search/...", "ok  \tgithub.com/acme/platform/services/search\t0.02s"),
        say("Clamped to [0, 5]; tests still pass."),
        human("cool, thanks"),
    ],
    opening="SRCH-66: ranking should use the new boost field",
    summary=""))

A(C("ledger-openapi-lint", "claude", "unknown", "infra_failure",
    "Test names and log lines mention timeouts and deadlines (a retry test that asserts a deadline is honoured) and everything passes; the run is failed with no recognisable cause in the stream.",
    T("LED-395", "Honour client deadlines in the ledger HTTP gateway",
      "`services/ledger/gateway` should pass the incoming `grpc-timeout`/`X-Request-Timeout` through to the gRPC call.",
      "`go test ./services/ledger/gateway/...` passes"),
    [
        read("services/ledger/gateway/handler.go", "func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {\n\tresp, err := h.c.GetEntry(context.Background(), &ledgerv1.GetEntryRequest{Id: chi.URLParam(r, \"id\")})"),
        edit("services/ledger/gateway/handler.go", "\tresp, err := h.c.GetEntry(context.Background(), &ledgerv1.GetEntryRequest{Id: chi.URLParam(r, \"id\")})", "\tctx, cancel := withRequestTimeout(r)\n\tdefer cancel()\n\tresp, err := h.c.GetEntry(ctx, &ledgerv1.GetEntryRequest{Id: chi.URLParam(r, \"id\")})"),
        bash("go test -v -run 'Timeout|Deadline' ./services/ledger/gateway/...", "=== RUN   TestGateway_PropagatesRequestTimeout\n    handler_test.go:41: upstream saw deadline in 1.998s (want <= 2s)\n--- PASS: TestGateway_PropagatesRequestTimeout (0.01s)\n=== RUN   TestGateway_DeadlineExceededMapsTo504\n    handler_test.go:63: rpc error: code = DeadlineExceeded desc = context deadline exceeded -> HTTP 504 (expected)\n--- PASS: TestGateway_DeadlineExceededMapsTo504 (0.05s)\nPASS\nok  \tgithub.com/acme/platform/services/ledger/gateway\t0.09s"),
        bash("go test ./services/ledger/...", "ok  \tgithub.com/acme/platform/services/ledger/api\t0.03s\nok  \tgithub.com/acme/platform/services/ledger/gateway\t0.10s\nok  \tgithub.com/acme/platform/services/ledger/store\t0.11s"),
        end("The gateway now derives the upstream context from X-Request-Timeout (capped at 30s). Timeout tests pass."),
    ], summary="exit status 1"))

A(C("proto-ts-exports", "codex", "unknown", "",
    "Short codex session: reads, a small edit, a passing typecheck, then the turn fails with an opaque, content-free error; nothing identifies a platform, permission or code cause.",
    T("WEB-1350", "Export `Money` helpers from `@acme/proto-ts`",
      "Re-export `toMinor`/`fromMinor` from `packages/proto-ts/src/index.ts`.",
      "`pnpm --filter @acme/proto-ts typecheck` passes"),
    [
        read("packages/proto-ts/src/index.ts", "export * from './gen/ledger/v1/ledger_pb';\nexport * from './gen/orders/v1/orders_pb';"),
        edit("packages/proto-ts/src/index.ts", "export * from './gen/orders/v1/orders_pb';", "export * from './gen/orders/v1/orders_pb';\nexport { toMinor, fromMinor } from './money';"),
        bash("pnpm --filter @acme/proto-ts typecheck", "> @acme/proto-ts@0.0.0 typecheck\n> tsc --noEmit"),
        say("Typecheck passes."),
        limit("unexpected error"),
    ], summary=""))

A(C("ingest-metrics-labels", "osmia", "unknown", "",
    "The agent added metrics labels, builds and tests pass, a flaky test that was already skipped stays skipped; the pod reports failure with no summary and nothing in the stream points to why.",
    T("DATA-490", "Label ingest metrics by source",
      "`crates/ingest/src/metrics.rs`: add a `source` label to `ingest_events_total`.",
      "`cargo test -p ingest` passes"),
    [
        read("crates/ingest/src/metrics.rs", "pub static EVENTS: Lazy<IntCounter> = Lazy::new(|| register_int_counter!(\"ingest_events_total\", \"events ingested\").unwrap());"),
        edit("crates/ingest/src/metrics.rs", "pub static EVENTS: Lazy<IntCounter> = Lazy::new(|| register_int_counter!(\"ingest_events_total\", \"events ingested\").unwrap());", "pub static EVENTS: Lazy<IntCounterVec> = Lazy::new(|| register_int_counter_vec!(\"ingest_events_total\", \"events ingested\", &[\"source\"]).unwrap());"),
        edit("crates/ingest/src/consumer.rs", "        metrics::EVENTS.inc();", "        metrics::EVENTS.with_label_values(&[msg.source()]).inc();"),
        bash("cargo test -p ingest", "running 14 tests\ntest consumer::tests::counts_by_source ... ok\ntest replay::tests::replays_after_kafka_rebalance ... ignored, flaky under CI load, see DATA-301\n...\ntest result: ok. 13 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.84s"),
        bash("git diff --stat", " crates/ingest/src/consumer.rs | 2 +-\n crates/ingest/src/metrics.rs  | 2 +-\n 2 files changed, 2 insertions(+), 2 deletions(-)"),
        end("`ingest_events_total` now has a `source` label; tests pass (the replay test was already ignored for DATA-301)."),
    ], result={"success": False, "summary": "", "exit_code": 2}))

A(C("wire-audit-discussion", "claude-transcript", "unknown", "",
    "Developer and agent explore wire providers and agree on a design; no command fails, no test is touched, no error occurs; the task is recorded as failed with nothing in the transcript to say why.",
    T("PLAT-2440", "Provide the audit client via wire in billing",
      "Billing should get `audit.Client` from wire instead of constructing it in `main.go`.",
      "`go build ./services/billing/...` passes"),
    [
        read("services/billing/cmd/billing/wire.go", "//go:build wireinject\n\nfunc InitializeServer(cfg Config) (*Server, error) {\n\twire.Build(store.NewPG, ledger.NewClient, api.NewServer, wire.Struct(new(Server), \"*\"))\n\treturn nil, nil\n}"),
        say("I'd add an `audit.NewClient` provider to the wire.Build set and then regenerate wire_gen.go."),
        human("do we want a provider set per client package or one big set in libs/grpcx?"),
        say("Per package keeps ownership clear: `audit.ProviderSet` next to the client, and billing's wire.go just includes it."),
        human("ok. check how ledger does it"),
        grep("ProviderSet", "services/ledger/client/wire.go:9:var ProviderSet = wire.NewSet(NewClient, wire.Bind(new(Client), new(*client)))"),
        say("Ledger already does exactly that. I'll mirror it for audit."),
        human("let's pause, I need to talk to the audit owners first about the interface"),
    ],
    opening="PLAT-2440 let's get the audit client into wire for billing. first tell me how you'd do it",
    summary=""))

A(C("turbo-cache-summary", "claude-transcript", "unknown", "infra_failure",
    "A cosmetic change with a turbo run that prints a remote-cache warning but then completes everything successfully; the session ends quietly and the run was marked failed with no cause shown.",
    T("WEB-1356", "Rename `Btn` to `Button` in `@acme/ui` exports",
      "Keep `Btn` as a deprecated alias for one release.",
      "`pnpm turbo run build --filter=@acme/ui...` passes"),
    [
        edit("packages/ui/src/index.ts", "export { Btn } from './Btn';", "export { Button } from './Button';\n/** @deprecated use Button */\nexport { Button as Btn } from './Button';"),
        bash("git mv packages/ui/src/Btn.tsx packages/ui/src/Button.tsx", ""),
        bash("pnpm turbo run build --filter=@acme/ui...", "\u2022 Packages in scope: @acme/ui, admin, checkout, portal, account\n\u2022 Running build in 5 packages\n WARNING  failed to contact remote cache: Error making HTTP request: error sending request for url (https://turbo-cache.acme.internal/v8/artifacts/3c1d9e0f7a2b4c51?slug=acme): operation timed out\n@acme/ui:build: cache miss, executing 3c1d9e0f7a2b4c51\n...\n Tasks:    5 successful, 5 total\nCached:    0 cached, 5 total\n  Time:    1m4.112s"),
        say("All five packages build; the remote cache was unreachable so everything ran locally, which only cost time."),
        human("fine. leave the alias, we'll drop it in 3.0"),
    ],
    opening="WEB-1356: rename Btn to Button in ui, keep Btn as deprecated alias",
    summary=""))

# ============================================================== succeeded (with alarming words)
A(C("grpc-deadline-client", "claude", "succeeded", "infra_failure",
    "Task was to add timeout handling; the words 'timeout', 'deadline exceeded' and 'context canceled' come from the new tests asserting that behaviour, which pass.",
    T("PLAT-2445", "Per-call timeouts in the ledger client",
      "`services/ledger/client` never sets a deadline. Default to 3s per call and map DeadlineExceeded to `ErrLedgerTimeout`.",
      "`go test ./services/ledger/client/...` passes with tests for the timeout path"),
    [
        read("services/ledger/client/client.go", "func (c *Client) Post(ctx context.Context, e *ledgerv1.LedgerEntry) error {\n\t_, err := c.rpc.PostEntry(ctx, &ledgerv1.PostEntryRequest{Entry: e})\n\treturn err\n}"),
        edit("services/ledger/client/client.go", "\t_, err := c.rpc.PostEntry(ctx, &ledgerv1.PostEntryRequest{Entry: e})\n\treturn err", "\tctx, cancel := context.WithTimeout(ctx, c.timeout)\n\tdefer cancel()\n\t_, err := c.rpc.PostEntry(ctx, &ledgerv1.PostEntryRequest{Entry: e})\n\tif status.Code(err) == codes.DeadlineExceeded {\n\t\treturn ErrLedgerTimeout\n\t}\n\treturn err"),
        write("services/ledger/client/timeout_test.go", "func TestPost_TimeoutMapsToErrLedgerTimeout(t *testing.T) {\n\tc := newTestClient(t, slowServer(5*time.Second), WithTimeout(50*time.Millisecond))\n\terr := c.Post(context.Background(), entry())\n\trequire.ErrorIs(t, err, ErrLedgerTimeout)\n}"),
        bash("go test -v -run Timeout ./services/ledger/client/...", "=== RUN   TestPost_TimeoutMapsToErrLedgerTimeout\n    timeout_test.go:14: server: rpc error: code = DeadlineExceeded desc = context deadline exceeded\n--- PASS: TestPost_TimeoutMapsToErrLedgerTimeout (0.05s)\n=== RUN   TestPost_ParentCanceledIsNotTimeout\n    timeout_test.go:27: rpc error: code = Canceled desc = context canceled\n--- PASS: TestPost_ParentCanceledIsNotTimeout (0.00s)\nPASS\nok  \tgithub.com/acme/platform/services/ledger/client\t0.08s"),
        bash("go test ./services/ledger/...", "ok  \tgithub.com/acme/platform/services/ledger/api\t0.03s\nok  \tgithub.com/acme/platform/services/ledger/client\t0.09s\nok  \tgithub.com/acme/platform/services/ledger/store\t0.11s"),
        end("Ledger client calls now default to a 3s deadline; DeadlineExceeded maps to ErrLedgerTimeout, parent cancellation does not. Tests added and passing."),
    ]))

A(C("errmap-eacces-fixture", "codex", "succeeded", "permission_blocked",
    "The task was an error mapper for filesystem errors; 'permission denied'/EACCES/PERMISSION_DENIED appear in fixtures and passing test output, not as a failure of the agent.",
    T("PLAT-2450", "Map storage errors to gRPC codes in `grpcx`",
      "`libs/grpcx/errmap.go`: map `fs.ErrPermission` to `PermissionDenied`, `fs.ErrNotExist` to `NotFound`, ENOSPC to `ResourceExhausted`.",
      "table test covers all three; `go test ./libs/grpcx/...` passes"),
    [
        read("libs/grpcx/errmap.go", "func ToStatus(err error) error {\n\treturn status.Error(codes.Internal, err.Error())\n}"),
        edit("libs/grpcx/errmap.go", "func ToStatus(err error) error {\n\treturn status.Error(codes.Internal, err.Error())", "func ToStatus(err error) error {\n\tswitch {\n\tcase errors.Is(err, fs.ErrPermission):\n\t\treturn status.Error(codes.PermissionDenied, err.Error())\n\tcase errors.Is(err, fs.ErrNotExist):\n\t\treturn status.Error(codes.NotFound, err.Error())\n\tcase errors.Is(err, syscall.ENOSPC):\n\t\treturn status.Error(codes.ResourceExhausted, err.Error())\n\t}\n\treturn status.Error(codes.Internal, err.Error())"),
        write("libs/grpcx/testdata/errors.txt", "open /var/lib/app/key.pem: permission denied\nopen /var/lib/app/missing.json: no such file or directory\nwrite /var/lib/app/out.bin: no space left on device"),
        bash("go test -v -run TestToStatus ./libs/grpcx/...", "=== RUN   TestToStatus\n=== RUN   TestToStatus/open_/var/lib/app/key.pem:_permission_denied\n    errmap_test.go:22: got code = PermissionDenied desc = open /var/lib/app/key.pem: permission denied\n=== RUN   TestToStatus/no_such_file\n=== RUN   TestToStatus/no_space_left_on_device\n--- PASS: TestToStatus (0.00s)\n    --- PASS: TestToStatus/open_/var/lib/app/key.pem:_permission_denied (0.00s)\n    --- PASS: TestToStatus/no_such_file (0.00s)\n    --- PASS: TestToStatus/no_space_left_on_device (0.00s)\nPASS\nok  \tgithub.com/acme/platform/libs/grpcx\t0.01s"),
        bash("go test ./libs/grpcx/... ./services/...", "ok  \tgithub.com/acme/platform/libs/grpcx\t0.03s\nok  \tgithub.com/acme/platform/services/ledger/api\t0.04s\nok  \tgithub.com/acme/platform/services/billing/internal/api\t0.05s"),
        end("ToStatus maps EACCES/permission errors to PermissionDenied, missing files to NotFound and ENOSPC to ResourceExhausted; table test added from testdata/errors.txt."),
    ]))

A(C("ledger-regen-after-bump", "osmia", "succeeded", "wrong_approach",
    "The ticket asked to regenerate the Go stubs after a protoc-gen-go bump, so the large diff confined to `*.pb.go` files under gen/ is the requested change, produced by `buf generate`, not hand edits.",
    T("PLAT-2455", "Regenerate Go stubs with protoc-gen-go v1.35.2",
      "tools/tools.go now pins protoc-gen-go v1.35.2. Regenerate everything under `gen/go` with `buf generate` and commit the result; no proto changes.",
      "`codegen-drift` green", "`bazel build //gen/go/...` passes"),
    [
        bash("go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.35.2 && protoc-gen-go --version", "protoc-gen-go v1.35.2"),
        bash("cd proto && buf generate", ""),
        bash("git diff --stat | tail -4", " gen/go/orders/v1/orders.pb.go            | 4 ++--\n gen/go/search/v1/search.pb.go            | 4 ++--\n gen/go/audit/v1/audit.pb.go              | 4 ++--\n 29 files changed, 58 insertions(+), 58 deletions(-)"),
        bash("git diff gen/go/ledger/v1/ledger.pb.go | head -12", "diff --git a/gen/go/ledger/v1/ledger.pb.go b/gen/go/ledger/v1/ledger.pb.go\n@@ -1,6 +1,6 @@\n // Code generated by protoc-gen-go. DO NOT EDIT.\n // versions:\n-// \tprotoc-gen-go v1.35.1\n+// \tprotoc-gen-go v1.35.2\n // \tbuf          v1.46.0\n // source: ledger/v1/ledger.proto"),
        bash("git diff --stat -- proto/ | tail -1", ""),
        bash("bazel build //gen/go/...", "INFO: Analyzed 29 targets (0 packages loaded, 0 targets configured).\nINFO: Build completed successfully, 58 total actions"),
        bash("make generate && git diff --exit-code --stat", ""),
        end("Regenerated all 29 Go stub files with protoc-gen-go v1.35.2 (header/version lines only). No proto changes; drift check clean; bazel build green."),
    ]))

A(C("replica-lag-already", "claude-transcript", "succeeded", "test_misunderstanding",
    "A skipped test (`--- SKIP: TestReplicaLag`, skipped for months by an existing flaky annotation) shows up in output; the agent didn't touch it, fixed what was asked and the tests pass.",
    T("LED-400", "`ListEntries` should order by `created_at, id`",
      "Entries with the same `created_at` come back in random order. Add `id` as a tiebreaker in `store/queries/entries.sql` and regenerate with sqlc.",
      "`go test ./services/ledger/store/...` passes"),
    [
        edit("services/ledger/store/queries/entries.sql", "WHERE account_id = $1 ORDER BY created_at;", "WHERE account_id = $1 ORDER BY created_at, id;"),
        bash("sqlc generate -f services/ledger/store/sqlc.yaml && git status --short", " M services/ledger/store/db/entries.sql.go\n M services/ledger/store/queries/entries.sql"),
        bash("go test -v ./services/ledger/store/... 2>&1 | grep -E '^(---|ok|FAIL|PASS)'", "--- PASS: TestListEntries_StableOrder (0.12s)\n--- PASS: TestGetEntry (0.03s)\n--- SKIP: TestReplicaLag (0.00s)\n--- PASS: TestInsertEntry (0.04s)\nPASS\nok  \tgithub.com/acme/platform/services/ledger/store\t0.31s"),
        human("TestReplicaLag skipped, did you do that?"),
        bash("git log -1 --format='%h %an %ar %s' -S't.Skip(\"flaky' -- services/ledger/store/replica_test.go", "c0f3e1a Dana Ortiz 5 months ago test(ledger): skip replica lag test, flaky: see PLAT-881"),
        say("No: it has been skipped since PLAT-881, five months ago. I didn't modify any test file; the diff is the query and the regenerated sqlc file."),
        human("right, forgot about that one. ship it"),
    ],
    opening="LED-400 entries with same created_at come back in random order, add id as tiebreaker (sqlc)"))

A(C("generator-bump-requested", "claude", "succeeded", "scope_creep",
    "The ticket explicitly asked to bump openapi-generator and regenerate all clients; the 300-file diff is the requested wide change, confined to generated client code.",
    T("API-795", "Bump openapi-generator to 7.10.0 and regenerate all clients",
      "7.8.0 has the enum bug (OpenAPITools#19321). Bump `openapitools.json` to 7.10.0 and regenerate every `packages/*-client`.",
      "all clients regenerated with 7.10.0", "`pnpm -r --filter './packages/*-client' build` and `pnpm turbo run typecheck` pass"),
    [
        edit("openapitools.json", '"version": "7.8.0"', '"version": "7.10.0"'),
        bash("pnpm -r --filter './packages/*-client' generate", "Scope: 9 of 31 workspace projects\npackages/invoice-client generate: Downloaded 7.10.0\npackages/invoice-client generate: Done\n... 8 more Done"),
        bash("git diff --stat | tail -1", " 301 files changed, 9705 insertions(+), 8712 deletions(-)"),
        bash("git diff --stat | grep -v '/src/generated/' | grep -v 'files changed'", " openapitools.json | 2 +-"),
        bash("pnpm -r --filter './packages/*-client' build && pnpm turbo run typecheck", "Scope: 9 of 31 workspace projects\n... all built\n Tasks:    23 successful, 23 total\nCached:    0 cached, 23 total"),
        end("openapi-generator bumped to 7.10.0 and all nine clients regenerated (only src/generated/ and openapitools.json changed). Builds and typecheck pass."),
    ], files_changed=301))

A(C("protoc-plugin-recovered", "codex", "succeeded", "dependency_missing",
    "protoc-gen-go-grpc was initially missing (`program not found`), the agent installed the pinned version from tools.go, regenerated, and finished the task with passing tests.",
    T("NOTIF-95", "Add `BatchSend` RPC to the notifications service",
      "Add `rpc BatchSend(BatchSendRequest) returns (BatchSendResponse)` to `proto/notifications/v1/service.proto`, regenerate, and implement it by looping over `Send`.",
      "`go test ./services/notify/...` passes"),
    [
        edit("proto/notifications/v1/service.proto", "  rpc Send(SendRequest) returns (SendResponse);", "  rpc Send(SendRequest) returns (SendResponse);\n  rpc BatchSend(BatchSendRequest) returns (BatchSendResponse);"),
        bash("cd proto && buf generate", "protoc-gen-go-grpc: program not found or is not executable\nPlease specify a program using absolute path or make sure the program is available in your PATH system variable\n--go-grpc_out: protoc-gen-go-grpc: Plugin failed with status code 1.\nFailure: plugin go-grpc: exit status 1", 1),
        bash("cd tools && go install google.golang.org/grpc/cmd/protoc-gen-go-grpc && which protoc-gen-go-grpc", "/home/runner/go/bin/protoc-gen-go-grpc"),
        bash("cd proto && buf generate && cd .. && git status --short", " M gen/go/notifications/v1/service.pb.go\n M gen/go/notifications/v1/service_grpc.pb.go\n M proto/notifications/v1/service.proto"),
        edit("services/notify/internal/server.go", "func (s *Server) Send(", "func (s *Server) BatchSend(ctx context.Context, req *notificationsv1.BatchSendRequest) (*notificationsv1.BatchSendResponse, error) {\n\tout := &notificationsv1.BatchSendResponse{}\n\tfor _, r := range req.Requests {\n\t\tres, err := s.Send(ctx, r)\n\t\tif err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t\tout.Results = append(out.Results, res)\n\t}\n\treturn out, nil\n}\n\nfunc (s *Server) Send("),
        bash("go test ./services/notify/...", "ok  \tgithub.com/acme/platform/services/notify/internal\t0.04s"),
        end("BatchSend added to the proto, stubs regenerated (after installing the pinned protoc-gen-go-grpc from tools.go), implemented via Send. Tests pass."),
    ]))

A(C("compactor-batch-memory", "osmia", "succeeded", "infra_failure",
    "'OOM', 'Killed' and 'out of memory' appear only in the name and log of a test that checks the compactor streams batches; the change works and all tests pass.",
    T("DATA-495", "Stream compaction batches instead of loading them all",
      "`crates/compactor/src/run.rs` collects every row into a Vec before writing. Stream in chunks of 10k.",
      "`cargo test -p compactor` passes, including `no_oom_on_large_batch`"),
    [
        read("crates/compactor/src/run.rs", "let rows: Vec<Row> = source.rows().collect();\nfor chunk in rows.chunks(10_000) {\n    sink.write(chunk)?;\n}"),
        edit("crates/compactor/src/run.rs", "let rows: Vec<Row> = source.rows().collect();\nfor chunk in rows.chunks(10_000) {\n    sink.write(chunk)?;\n}", "for chunk in &source.rows().chunks(10_000) {\n    sink.write(&chunk.collect::<Vec<_>>())?;\n}"),
        bash("cargo test -p compactor -- --nocapture", "running 6 tests\ntest tests::no_oom_on_large_batch ... \n[compactor] peak RSS 212 MiB for 5M rows (limit 512 MiB; previous implementation was Killed by the OOM killer at ~3.1 GiB)\nok\ntest tests::preserves_order ... ok\ntest tests::empty_source ... ok\ntest tests::sink_error_stops_run ... ok\ntest tests::out_of_memory_guard_trips_on_huge_rows ... ok\ntest tests::chunk_boundaries ... ok\n\ntest result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 4.21s"),
        bash("cargo clippy -p compactor -- -D warnings", "    Checking compactor v0.2.0\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.02s"),
        end("Compaction now streams 10k-row chunks; peak RSS in the large-batch test dropped to ~212 MiB. All compactor tests pass."),
    ]))

A(C("lockfile-update-asked", "claude-transcript", "succeeded", "dependency_missing",
    "A frozen install reported ERR_PNPM_OUTDATED_LOCKFILE because the task itself added a dependency; the agent updated the lockfile once (which the ticket asked for) and everything passed.",
    T("WEB-1360", "Add `date-fns-tz` to `@acme/datetime` and update the lockfile",
      "`formatInZone` needs `date-fns-tz@^3.2.0`. Add it, update `pnpm-lock.yaml` in the same PR, implement `formatInZone`.",
      "`pnpm install --frozen-lockfile` and `pnpm --filter @acme/datetime test` pass"),
    [
        bash("pnpm --filter @acme/datetime add date-fns-tz@^3.2.0", "Progress: resolved 1423, reused 1422, downloaded 1, added 1, done\n\ndependencies:\n+ date-fns-tz 3.2.0"),
        write("packages/datetime/src/zone.ts", "import { formatInTimeZone } from 'date-fns-tz';\n\nexport const formatInZone = (d: Date, tz: string) => formatInTimeZone(d, tz, \"yyyy-MM-dd HH:mm zzz\");"),
        bash("git stash -- pnpm-lock.yaml && pnpm install --frozen-lockfile; git stash pop", " ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not up to date with <ROOT>/packages/datetime/package.json\nOn branch dev/web-1360\nDropped refs/stash@{0}"),
        say("That confirms CI would fail without the lockfile change, and the lockfile from `pnpm add` fixes it."),
        bash("pnpm install --frozen-lockfile && pnpm --filter @acme/datetime test", "Lockfile is up to date, resolution step is skipped\nAlready up to date\n \u2713 src/zone.test.ts (3 tests) 6ms\n \u2713 src/format.test.ts (12 tests) 9ms\n Tests  15 passed (15)"),
        bash("git diff --stat", " packages/datetime/package.json |  3 ++-\n pnpm-lock.yaml                 | 14 ++++++++++++++\n packages/datetime/src/zone.ts  |  3 +++\n 3 files changed, 19 insertions(+), 1 deletion(-)"),
        human("nice, lockfile diff is tiny. good"),
    ],
    opening="WEB-1360 add date-fns-tz to datetime + formatInZone, lockfile in the same PR pls"))

A(C("format-after-prettier", "claude-transcript", "succeeded", "scope_creep",
    "The developer asked for a repo-wide `nx format:write` after the Prettier 3 upgrade; the 400-file formatting diff is exactly the requested change.",
    T("WEB-1365", "Reformat the workspace after the Prettier 3 upgrade",
      "Prettier 3 changed trailing-comma defaults. Run `nx format:write` over the workspace in one commit so later PRs aren't noisy.",
      "`pnpm nx format:check` clean", "no non-formatting changes"),
    [
        bash("pnpm exec prettier --version", "3.3.3"),
        bash("pnpm nx format:write", "apps/admin/src/ledger/EntriesTable.tsx\napps/admin/src/ledger/Filters.tsx\napps/checkout/src/cart/CartSummary.tsx\n... (397 more)"),
        bash("git diff --stat | tail -1", " 400 files changed, 2210 insertions(+), 2210 deletions(-)"),
        bash("git diff -w --ignore-blank-lines --stat | tail -1 ; git diff | grep '^[+-][^+-]' | grep -v -E ',$|^[+-]\\s*$' | head -3", " 400 files changed, 2210 insertions(+), 2210 deletions(-)"),
        bash("pnpm nx format:check && pnpm turbo run typecheck", " Tasks:    23 successful, 23 total"),
        human("perfect, that's what I wanted. commit it as `style: prettier 3 reformat` and add the sha to .git-blame-ignore-revs"),
        bash("git commit -qam 'style: prettier 3 reformat' && git rev-parse HEAD >> .git-blame-ignore-revs && git commit -qam 'chore: ignore prettier 3 reformat in blame' && git log --oneline -2", "b7e21d0 chore: ignore prettier 3 reformat in blame\n6a93f4c style: prettier 3 reformat"),
    ],
    opening="WEB-1365: we're on prettier 3 now, reformat the whole workspace in one commit (nx format:write)", files_changed=401))

A(C("bazel-failed-uploads-test", "claude-transcript", "succeeded", "model_confusion",
    "Output includes 'FAILED', 'no such target' and 'remote cache' only inside a passing test's name and a docs grep; the agent checked the real target name first and completed the task.",
    T("PLAT-2460", "Count failed cache uploads in the build metrics exporter",
      "`tools/buildmetrics` should export `bazel_remote_upload_failures_total` from the BEP stream.",
      "`bazel test //tools/buildmetrics:all` passes"),
    [
        grep("no such target", "docs/bazel/troubleshooting.md:12:If you see `no such target`, run `bazel query //pkg:*` to list real target names before guessing."),
        bash("bazel query 'tests(//tools/buildmetrics/...)'", "//tools/buildmetrics:buildmetrics_test"),
        edit("tools/buildmetrics/bep.go", "\tcase *bep.BuildEvent_TestResult:", "\tcase *bep.BuildEvent_Progress:\n\t\tif strings.Contains(ev.GetProgress().GetStderr(), \"Remote Cache: \") {\n\t\t\tm.uploadFailures.Inc()\n\t\t}\n\tcase *bep.BuildEvent_TestResult:"),
        bash("bazel test //tools/buildmetrics:all", "INFO: Found 1 test target...\n//tools/buildmetrics:buildmetrics_test                          PASSED in 0.7s\n  test_counts_failed_uploads PASSED\n  test_ignores_failed_tests_in_upload_count PASSED\nExecuted 1 out of 1 test: 1 test passes."),
        human("does it handle the 'WARNING: Remote Cache: UNAVAILABLE' line format from bazel 7?"),
        bash("grep -n 'UNAVAILABLE' tools/buildmetrics/testdata/bep_sample.json | head -2", "41:  \"stderr\": \"WARNING: Remote Cache: UNAVAILABLE: io exception\\n\"\n77:  \"stderr\": \"WARNING: Remote Cache: PERMISSION_DENIED: cas.write\\n\""),
        say("Yes: the sample BEP stream from Bazel 7 contains both UNAVAILABLE and PERMISSION_DENIED upload warnings, and the test counts both."),
        human("great, merge it"),
    ],
    opening="PLAT-2460 export remote cache upload failures from BEP in tools/buildmetrics"))

A(C("cache-fallback-local", "claude", "succeeded", "infra_failure",
    "The Bazel remote cache was unreachable ('WARNING: Remote Cache: UNAVAILABLE'), but Bazel fell back to local execution, the build and tests passed and the task is done.",
    T("LED-405", "Add `currency` filter to `ListEntries`",
      "Support filtering entries by currency in `ListEntriesRequest` and the sqlc query.",
      "`bazel test //services/ledger/...` passes"),
    [
        edit("proto/ledger/v1/ledger.proto", "message ListEntriesRequest {\n  string account_id = 1;\n}", "message ListEntriesRequest {\n  string account_id = 1;\n  string currency = 2;\n}"),
        edit("services/ledger/store/queries/entries.sql", "WHERE account_id = $1 ORDER BY created_at;", "WHERE account_id = $1 AND (sqlc.narg('currency')::text IS NULL OR currency = sqlc.narg('currency')) ORDER BY created_at;"),
        bash("make generate-proto generate-sqlc && git status --short", " M gen/go/ledger/v1/ledger.pb.go\n M proto/ledger/v1/ledger.proto\n M services/ledger/store/db/entries.sql.go\n M services/ledger/store/queries/entries.sql"),
        edit("services/ledger/api/list.go", "\trows, err := s.q.ListEntries(ctx, req.AccountId)", "\trows, err := s.q.ListEntries(ctx, db.ListEntriesParams{AccountID: req.AccountId, Currency: nullable(req.Currency)})"),
        bash("bazel test //services/ledger/...", "INFO: Invocation ID: 1f0e9d8c-7b6a-4d5e-9c3b-2a1f0e9d8c7b\nWARNING: Remote Cache: UNAVAILABLE: io exception\nINFO: Analyzed 9 targets (3 packages loaded, 412 targets configured).\nINFO: Found 6 targets and 3 test targets...\n//services/ledger:ledger_test                                  PASSED in 0.4s\n//services/ledger/api:api_test                                 PASSED in 0.6s\n//services/ledger/store:store_test                             PASSED in 2.1s\nExecuted 3 out of 3 tests: 3 tests pass.\nINFO: Build completed successfully, 88 total actions"),
        end("ListEntries accepts an optional currency filter (proto + sqlc regenerated). All ledger tests pass; the remote cache was unavailable so Bazel built locally."),
    ]))

# ============================================================== one more wrong_approach
A(C("billing-wiregen-hand", "claude-transcript", "wrong_approach", "",
    "The agent wrote the new dependency straight into `wire_gen.go` (\"Code generated by Wire. DO NOT EDIT.\") instead of adding the provider to `wire.go` and running wire; the generated injector and its source diverged.",
    T("BIL-450", "Inject the audit client into the billing server",
      "Billing's `Server` needs `audit.Client`. Add `audit.ProviderSet` to `services/billing/cmd/billing/wire.go` and regenerate with wire.",
      "`go build ./services/billing/...` passes", "codegen-drift green"),
    [
        read("services/billing/cmd/billing/wire_gen.go", "// Code generated by Wire. DO NOT EDIT.\n\n//go:generate go run -mod=mod github.com/google/wire/cmd/wire\n//go:build !wireinject\n\nfunc InitializeServer(cfg Config) (*Server, error) {\n\tpg := store.NewPG(cfg.DB)\n\tclient := ledger.NewClient(cfg.Ledger)\n\tserver := api.NewServer(pg, client)\n\treturn &Server{API: server}, nil\n}"),
        say("Simplest is to construct the audit client where the others are built."),
        edit("services/billing/cmd/billing/wire_gen.go", "\tserver := api.NewServer(pg, client)", "\tauditClient := audit.NewClient(cfg.Audit)\n\tserver := api.NewServer(pg, client, auditClient)", ev="call"),
        edit("services/billing/internal/api/server.go", "func NewServer(s Store, l Ledger) *Server {", "func NewServer(s Store, l Ledger, a audit.Client) *Server {"),
        bash("go build ./services/billing/...", ""),
        human("did you touch wire.go at all?"),
        bash("git diff --stat", " services/billing/cmd/billing/wire_gen.go  | 3 ++-\n services/billing/internal/api/server.go   | 2 +-\n 2 files changed, 3 insertions(+), 2 deletions(-)", 0, ev=True),
        human("wire_gen is generated, next `go generate` wipes that. the provider has to go in wire.go", ev=True),
        say("Right: I edited the generated injector instead of the wire.Build set."),
        human("ok I'll redo it, thanks"),
    ],
    opening="BIL-450: billing server needs the audit client, wire it in",
    summary="developer will redo"))
