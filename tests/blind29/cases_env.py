"""Environment-caused failures: infra_failure, permission_blocked, dependency_missing."""
from casekit import *

CASES = []
A = CASES.append

# ============================================================== infra_failure
A(C("ledger-rustc-batch", "osmia", "infra_failure", "dependency_missing",
    "The agent recovered from a missing grpc_tools module, but the pod was then OOM-killed while rustc/ld linked the ledger crate under bazel; the platform, not the code, ended the run.",
    T("PLAT-2291", "Add `settled_at` to LedgerEntry and expose it in the Python reporting client",
      "Finance wants to know when an entry settled. Add an optional `settled_at` timestamp to `LedgerEntry` in `proto/ledger/v1/ledger.proto`, regenerate, and surface it in `tools/reporting` (Python) and the Rust `ledger-core` crate.",
      "`bazel test //services/ledger/... //tools/reporting/...` passes", "no hand edits to generated code"),
    look_bazel() + [
        read("proto/ledger/v1/ledger.proto", 'syntax = "proto3";\n\npackage acme.ledger.v1;\n\nimport "google/protobuf/timestamp.proto";\n\nmessage LedgerEntry {\n  string id = 1;\n  string account_id = 2;\n  int64 amount_minor = 3;\n  string currency = 4;\n  google.protobuf.Timestamp created_at = 5;\n}'),
        edit("proto/ledger/v1/ledger.proto", "  google.protobuf.Timestamp created_at = 5;\n}", "  google.protobuf.Timestamp created_at = 5;\n  optional google.protobuf.Timestamp settled_at = 6;\n}"),
        bash("cd tools/reporting && python -m grpc_tools.protoc -I ../../proto --python_out=gen ../../proto/ledger/v1/ledger.proto", "/usr/bin/python: Error while finding module specification for 'grpc_tools.protoc' (ModuleNotFoundError: No module named 'grpc_tools')", 1),
        say("grpc_tools isn't in the pod image. Installing the pinned version from tools/reporting/requirements-dev.txt."),
        bash("pip install -r tools/reporting/requirements-dev.txt", "Collecting grpcio-tools==1.66.2\n  Downloading grpcio_tools-1.66.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (2.3 MB)\nCollecting protobuf<6.0dev,>=5.26.1\n  Downloading protobuf-5.28.3-cp38-abi3-manylinux2014_x86_64.whl (316 kB)\nInstalling collected packages: protobuf, grpcio, grpcio-tools\nSuccessfully installed grpcio-1.66.2 grpcio-tools-1.66.2 protobuf-5.28.3"),
        bash("bazel build //tools/reporting:reporting_lib", "INFO: Analyzed target //tools/reporting:reporting_lib (12 packages loaded, 301 targets configured).\nINFO: Found 1 target...\nTarget //tools/reporting:reporting_lib up-to-date:\n  bazel-bin/tools/reporting/reporting_lib.py\nINFO: Build completed successfully, 9 total actions"),
        read("libs/ledger-core/src/entry.rs", "use prost_types::Timestamp;\n\npub struct Entry {\n    pub id: String,\n    pub amount_minor: i64,\n    pub created_at: Timestamp,\n}\n\nimpl From<pb::LedgerEntry> for Entry {\n    fn from(e: pb::LedgerEntry) -> Self {\n        Entry { id: e.id, amount_minor: e.amount_minor, created_at: e.created_at.unwrap_or_default() }\n    }\n}"),
        edit("libs/ledger-core/src/entry.rs", "    pub created_at: Timestamp,\n}", "    pub created_at: Timestamp,\n    pub settled_at: Option<Timestamp>,\n}"),
        edit("libs/ledger-core/src/entry.rs", "created_at: e.created_at.unwrap_or_default() }", "created_at: e.created_at.unwrap_or_default(), settled_at: e.settled_at }"),
        bash("bazel test //services/ledger/... //libs/ledger-core/... --jobs=16", "INFO: Analyzed 14 targets (211 packages loaded, 9873 targets configured).\nINFO: Found 9 targets and 5 test targets...\n[412 / 1,187] Compiling Rust rlib ledger_core (4 files); 31s linux-sandbox\n[418 / 1,187] Linking libs/ledger-core/libledger_core_test (1 input); 12s linux-sandbox", 137, ev=True),
        notice("agent container terminated: reason=OOMKilled exit_code=137 memory_limit=8Gi (pod osmia-agent-7f3c2, node pool build-std)", ev=True),
        stop(),
    ],
    result={"success": False, "summary": "agent container exited with code 137", "exit_code": 137}))

A(C("web-sdk-install", "claude", "infra_failure", "dependency_missing",
    "pnpm could not reach registry.npmjs.org (EAI_AGAIN on every retry), so the install failed and tsc later reported the workspace package as missing; the unreachable registry is the root cause.",
    T("WEB-1184", "Generate typed hooks for the new `orders` GraphQL operations",
      "The checkout app needs typed hooks for `OrdersByCustomer` and `CancelOrder`. Add the operations under `apps/checkout/src/graphql/` and run the GraphQL codegen so `__generated__/` is updated.",
      "`pnpm turbo run typecheck --filter=checkout` passes"),
    look_pnpm("apps/checkout") + [
        write("apps/checkout/src/graphql/orders.graphql", "query OrdersByCustomer($customerId: ID!) {\n  orders(customerId: $customerId) { id status total { amount currency } }\n}\n\nmutation CancelOrder($id: ID!) {\n  cancelOrder(id: $id) { id status }\n}"),
        bash("pnpm install --frozen-lockfile", "Scope: all 23 workspace projects\nLockfile is up to date, resolution step is skipped\n WARN  GET https://registry.npmjs.org/@graphql-codegen%2Fcli error (EAI_AGAIN). Will retry in 10 seconds. 2 retries left.\n WARN  GET https://registry.npmjs.org/@graphql-codegen%2Fcli error (EAI_AGAIN). Will retry in 1 minute. 1 retries left.\n ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/@graphql-codegen%2Fcli: request to https://registry.npmjs.org/@graphql-codegen%2Fcli failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org", 1, ev=True),
        bash("getent hosts registry.npmjs.org; curl -sS -m 10 -o /dev/null -w '%{http_code}' https://registry.npmjs.org/", "curl: (6) Could not resolve host: registry.npmjs.org", 6, ev=True),
        say("DNS for the npm registry is failing from this runner. I'll try to continue with what is already in node_modules."),
        bash("pnpm --filter checkout run codegen", "> checkout@0.0.0 codegen /workspace/repo/apps/checkout\n> graphql-codegen --config codegen.ts\n\nsh: 1: graphql-codegen: not found\n ELIFECYCLE  Command failed.", 1),
        bash("pnpm turbo run typecheck --filter=checkout", "checkout:typecheck: src/pages/orders.tsx(3,38): error TS2307: Cannot find module '@acme/ui' or its corresponding type declarations.\ncheckout:typecheck: src/graphql/client.ts(1,30): error TS2307: Cannot find module '@apollo/client' or its corresponding type declarations.\ncheckout:typecheck: ERROR: command finished with error: command (/workspace/repo/apps/checkout) /usr/local/bin/pnpm run typecheck exited (2)\n Tasks:    0 successful, 1 total\nFailed:    checkout#typecheck", 2),
        bash("pnpm install --frozen-lockfile --prefer-offline", " ERR_PNPM_META_FETCH_FAIL  GET https://registry.npmjs.org/@apollo%2Fclient: request to https://registry.npmjs.org/@apollo%2Fclient failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org", 1, ev=True),
        end("I added the two operations, but I could not install dependencies: the runner cannot resolve registry.npmjs.org, so codegen and the typecheck could not run. Please re-run once the network is back.", ok=False),
    ], summary="pnpm install failed; typecheck not run"))

A(C("cache-capabilities", "codex", "infra_failure", "permission_blocked",
    "Bazel could not even start: the remote cache host did not resolve (UNAVAILABLE), an unreachable cache rather than a refused credential.",
    T("PLAT-2307", "Bump `rules_go` patch version and rebuild the Go services",
      "Dependabot flagged rules_go 0.50.0; bump to 0.50.1 in MODULE.bazel and confirm the Go services still build.",
      "`bazel build //services/...` is green in CI"),
    [
        bash("cat MODULE.bazel | head -30", 'module(name = "acme_platform", version = "0.0.0")\n\nbazel_dep(name = "rules_go", version = "0.50.0")\nbazel_dep(name = "gazelle", version = "0.39.1")\nbazel_dep(name = "rules_proto", version = "6.0.2")\nbazel_dep(name = "protobuf", version = "28.3", repo_name = "com_google_protobuf")\n\ngo_sdk = use_extension("@rules_go//go:extensions.bzl", "go_sdk")\ngo_sdk.download(version = "1.23.4")'),
        think("Single-line bump in MODULE.bazel, then update MODULE.bazel.lock via bazel mod deps."),
        edit("MODULE.bazel", 'bazel_dep(name = "rules_go", version = "0.50.0")', 'bazel_dep(name = "rules_go", version = "0.50.1")'),
        bash("bazel mod deps --lockfile_mode=update", "INFO: Invocation ID: 3f0a8d2e-91b4-4c1e-8d0b-5a6c1b7e2f90\nERROR: Failed to query remote execution capabilities: UNAVAILABLE: Unable to resolve host cache.build.acme.internal\nio.grpc.StatusRuntimeException: UNAVAILABLE: Unable to resolve host cache.build.acme.internal", 34, ev=True),
        bash("getent hosts cache.build.acme.internal || echo NXDOMAIN; cat /etc/resolv.conf", "NXDOMAIN\nnameserver 10.96.0.10\nsearch ci.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5", 0, ev=True),
        bash("bazel build //services/... --remote_cache=", "INFO: Invocation ID: 77b9c1aa-0e2d-4f7a-9c44-1f25d2a0f3b1\nERROR: Error computing the main repository mapping: error fetching rules_go@0.50.1: java.io.IOException: Error downloading [https://bcr.bazel.build/modules/rules_go/0.50.1/source.json] to /root/.cache/bazel/_bazel_root/cache/repos/v1/tmp: Unknown host: bcr.bazel.build", 1, ev=True),
        say("Both the internal remote cache and the Bazel Central Registry are unresolvable from this sandbox, so I can't verify the build. The MODULE.bazel bump is in place; the lockfile is not updated."),
        end("Edited MODULE.bazel (rules_go 0.50.0 -> 0.50.1). Build could not be run: DNS resolution fails for cache.build.acme.internal and bcr.bazel.build.", ok=False),
    ], summary="bazel exited 34"))

A(C("codegen-image-build", "claude-transcript", "infra_failure", "",
    "The local codegen container build died with `no space left on device` on the runner's docker volume; a full disk ended the work, not the change.",
    T("API-733", "Regenerate the Java and TS clients from the billing OpenAPI spec",
      "`api/billing/openapi.yaml` got a new `/invoices/{id}/void` endpoint last sprint. Regenerate the clients with our pinned generator image (`make clients`).",
      "clients under `clients/java` and `clients/ts` regenerated", "CI `clients-drift` check green"),
    [
        bash("cat Makefile | sed -n '1,40p'", "GEN_IMAGE ?= acme/openapi-gen:7.8.0\n\nclients: gen-image\n\tdocker run --rm -v $(PWD):/local $(GEN_IMAGE) generate -i /local/api/billing/openapi.yaml -g java -o /local/clients/java\n\tdocker run --rm -v $(PWD):/local $(GEN_IMAGE) generate -i /local/api/billing/openapi.yaml -g typescript-fetch -o /local/clients/ts\n\ngen-image:\n\tdocker build -t $(GEN_IMAGE) tools/openapi-gen"),
        bash("make clients", "docker build -t acme/openapi-gen:7.8.0 tools/openapi-gen\n#5 [2/4] RUN apt-get update && apt-get install -y --no-install-recommends openjdk-17-jre-headless\n#5 41.22 Unpacking openjdk-17-jre-headless:amd64 (17.0.13+11-2) ...\n#5 43.90 dpkg: error processing archive /var/cache/apt/archives/openjdk-17-jre-headless_17.0.13+11-2_amd64.deb (--unpack):\n#5 43.90  cannot copy extracted data for './usr/lib/jvm/java-17-openjdk-amd64/lib/modules' to '/usr/lib/jvm/java-17-openjdk-amd64/lib/modules.dpkg-new': failed to write (No space left on device)\n#5 ERROR: process \"/bin/sh -c apt-get update && apt-get install -y openjdk-17-jre-headless\" did not complete successfully: exit code: 100\nERROR: failed to solve: write /var/lib/docker/overlay2/k2x9q1/diff/usr/lib/jvm/java-17-openjdk-amd64/lib/modules: no space left on device\nmake: *** [Makefile:9: gen-image] Error 1", 2, ev=True),
        bash("df -h /var/lib/docker /workspace", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     50G   50G     0 100% /var/lib/docker\n/dev/nvme0n1    100G   61G   39G  62% /workspace", 0, ev=True),
        say("The docker data volume is at 100%. I could prune images, but that's the shared runner cache; I'd rather not without asking."),
        human("yeah don't prune, that box is shared with the other pipelines. I'll ask infra to grow the volume. leave it."),
        say("Understood. Nothing in the repo was changed; `make clients` can be re-run once the volume has space."),
        bash("git status --short", ""),
        say("Working tree is clean. Stopping here."),
    ],
    opening="can you regenerate the billing clients? new void endpoint went into api/billing/openapi.yaml. use make clients, it uses our pinned generator image",
    summary="session ended: make clients failed"))

A(C("ledger-gen-package", "claude", "infra_failure", "dependency_missing",
    "The Go build showed the not-yet-generated ledger/v2 package as missing, which the agent was about to generate, when the provider's 5-hour usage limit ended the session.",
    T("PLAT-2340", "Wire the ledger v2 gRPC client into billing",
      "Billing still calls ledger v1. Generate the v2 stubs (`buf generate` in `proto/`) and switch `services/billing/internal/ports/ledger.go` to `ledgerv2.LedgerServiceClient`.",
      "`go build ./services/billing/...` and `go test ./services/billing/...` pass"),
    look_go() + [
        read("services/billing/internal/ports/ledger.go", 'package ports\n\nimport (\n\t"context"\n\n\tledgerv1 "github.com/acme/platform/gen/go/ledger/v1"\n)\n\ntype Ledger struct{ c ledgerv1.LedgerServiceClient }\n\nfunc (l *Ledger) Post(ctx context.Context, e *ledgerv1.LedgerEntry) error {\n\t_, err := l.c.PostEntry(ctx, &ledgerv1.PostEntryRequest{Entry: e})\n\treturn err\n}'),
        edit("services/billing/internal/ports/ledger.go", 'ledgerv1 "github.com/acme/platform/gen/go/ledger/v1"', 'ledgerv2 "github.com/acme/platform/gen/go/ledger/v2"'),
        edit("services/billing/internal/ports/ledger.go", "type Ledger struct{ c ledgerv1.LedgerServiceClient }", "type Ledger struct{ c ledgerv2.LedgerServiceClient }"),
        bash("go build ./services/billing/...", "services/billing/internal/ports/ledger.go:6:2: no required module provides package github.com/acme/platform/gen/go/ledger/v2; to add it:\n\tgo get github.com/acme/platform/gen/go/ledger/v2", 1, ev="both"),
        say("As expected: the v2 stubs haven't been generated yet. Running buf generate next."),
        bash("cat proto/buf.gen.yaml", "version: v2\nplugins:\n  - local: protoc-gen-go\n    out: ../gen/go\n    opt: paths=source_relative\n  - local: protoc-gen-go-grpc\n    out: ../gen/go\n    opt: paths=source_relative"),
        limit("5-hour limit reached \u2219 resets 2pm"),
    ], cost=1.84, summary="5-hour limit reached \u2219 resets 2pm"))

A(C("orders-service-stream", "codex", "infra_failure", "",
    "The Codex session lost its model connection (repeated reconnects, then 429 after the retry limit) before the agent could do any work; a provider-side failure, not the task.",
    T("ORD-512", "Add pagination to `ListOrders` in the orders service",
      "`ListOrders` returns every order for a customer. Add `page_size`/`page_token` to the request in `proto/orders/v1/orders.proto`, regenerate with `buf generate`, implement in `services/orders/internal/api/list.go`.",
      "`go test ./services/orders/...` passes", "generated code regenerated, not hand edited"),
    [
        _ for _ in []
    ] + [
        bash("ls proto/orders/v1 services/orders/internal/api", "proto/orders/v1:\norders.proto\n\nservices/orders/internal/api:\ncreate.go\nget.go\nlist.go\nlist_test.go\nserver.go"),
        read("proto/orders/v1/orders.proto", 'syntax = "proto3";\npackage acme.orders.v1;\n\nmessage ListOrdersRequest {\n  string customer_id = 1;\n}\n\nmessage ListOrdersResponse {\n  repeated Order orders = 1;\n}'),
        think("Add page_size = 2 and page_token = 3 to the request, next_page_token = 2 to the response."),
        notice("Reconnecting... 1/5"),
        notice("Reconnecting... 2/5"),
        notice("Reconnecting... 3/5"),
        notice("Reconnecting... 4/5"),
        notice("Reconnecting... 5/5"),
        notice("stream error: exceeded retry limit, last status: 429 Too Many Requests, request id: 9b2e71f0c4a3d8e1-FRA", ev=True),
        bash("git status --short", ""),
        limit("exceeded retry limit, last status: 429 Too Many Requests"),
    ], summary="codex exec: turn failed (429 Too Many Requests)"))

A(C("composite-build-daemon", "osmia", "infra_failure", "",
    "The Gradle daemon compiling the composite build ran out of heap and was killed by the pod's memory limit (daemon disappeared, exit 137); a resource failure, not the code.",
    T("PAY-1502", "Null-safe currency lookup in `payments-core`",
      "`CurrencyRegistry.lookup()` throws NPE for unrecognised ISO codes coming from the partner feed. Return `Optional.empty()` instead and update the two callers in `payments-api`.",
      "`./gradlew :payments-core:test :payments-api:test` passes"),
    [
        bash("cat settings.gradle.kts", 'rootProject.name = "payments"\nincludeBuild("build-logic")\nincludeBuild("../shared-proto")\ninclude(":payments-core", ":payments-api", ":payments-batch")'),
        read("payments-core/src/main/java/com/acme/payments/core/CurrencyRegistry.java", "public final class CurrencyRegistry {\n  private final Map<String, Currency> byCode;\n\n  public Currency lookup(String iso) {\n    return byCode.get(iso.toUpperCase(Locale.ROOT));\n  }\n}"),
        edit("payments-core/src/main/java/com/acme/payments/core/CurrencyRegistry.java", "  public Currency lookup(String iso) {\n    return byCode.get(iso.toUpperCase(Locale.ROOT));\n  }", "  public Optional<Currency> lookup(String iso) {\n    if (iso == null) return Optional.empty();\n    return Optional.ofNullable(byCode.get(iso.toUpperCase(Locale.ROOT)));\n  }"),
        grep("registry.lookup\\(", "payments-api/src/main/java/com/acme/payments/api/QuoteHandler.java:41:    Currency c = registry.lookup(req.currency());\npayments-api/src/main/java/com/acme/payments/api/RefundHandler.java:58:    Currency c = registry.lookup(r.getCurrency());"),
        edit("payments-api/src/main/java/com/acme/payments/api/QuoteHandler.java", "    Currency c = registry.lookup(req.currency());", "    Currency c = registry.lookup(req.currency()).orElseThrow(() -> Status.INVALID_ARGUMENT.withDescription(\"unknown currency\").asRuntimeException());"),
        edit("payments-api/src/main/java/com/acme/payments/api/RefundHandler.java", "    Currency c = registry.lookup(r.getCurrency());", "    Currency c = registry.lookup(r.getCurrency()).orElseThrow(() -> Status.INVALID_ARGUMENT.withDescription(\"unknown currency\").asRuntimeException());"),
        bash("./gradlew :payments-core:test :payments-api:test --no-configuration-cache", "> Task :shared-proto:generateProto\n> Task :shared-proto:compileJava\n> Task :payments-core:compileJava\n> Task :payments-api:compileJava\n\nExpiring Daemon because JVM heap space is exhausted\nDaemon will be stopped at the end of the build after running out of JVM memory\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nGradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)", 1, ev=True),
        notice("container gradle-worker exited: OOMKilled (exit code 137); limits.memory=4Gi", ev=True),
        bash("./gradlew :payments-core:test --max-workers=1 -Dorg.gradle.jvmargs=-Xmx2g", "Starting a Gradle Daemon (subsequent builds will be faster)\n> Task :shared-proto:generateProto\n> Task :shared-proto:compileJava\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nGradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)", 1, ev=True),
        end("The code change is done (lookup returns Optional, both callers map empty to INVALID_ARGUMENT) but Gradle keeps getting killed for memory in this pod, so the tests never ran.", ok=False),
    ]))

A(C("go-proxy-sum", "claude", "infra_failure", "dependency_missing",
    "`go mod download` timed out dialling proxy.golang.org (DNS i/o timeout), which left `missing go.sum entry` errors behind; the unreachable module proxy is the root cause.",
    T("PLAT-2355", "Add mockery mocks for the new `Notifier` port",
      "`services/alerts/internal/ports/notifier.go` got a new `Notifier` interface. Generate mocks with our mockery config and use them in `dispatch_test.go`.",
      "`go test ./services/alerts/...` passes"),
    look_go("services/alerts") + [
        read(".mockery.yaml", "with-expecter: true\ndir: \"{{.InterfaceDir}}/mocks\"\npackages:\n  github.com/acme/platform/services/alerts/internal/ports:\n    interfaces:\n      Notifier:\n      Clock:"),
        bash("go run github.com/vektra/mockery/v2@v2.46.3", "go: downloading github.com/vektra/mockery/v2 v2.46.3\ngo: github.com/vektra/mockery/v2@v2.46.3: Get \"https://proxy.golang.org/github.com/vektra/mockery/v2/@v/v2.46.3.info\": dial tcp: lookup proxy.golang.org on 10.96.0.10:53: read udp 10.42.3.17:51234->10.96.0.10:53: i/o timeout", 1, ev=True),
        bash("go env GOPROXY GOFLAGS; nslookup proxy.golang.org", "https://proxy.golang.org,direct\n-mod=mod\n;; communications error to 10.96.0.10#53: timed out\n;; communications error to 10.96.0.10#53: timed out\n;; no servers could be reached", 1, ev=True),
        say("The module proxy isn't reachable. I'll write the test against the interface and see if the existing module cache is enough."),
        edit("services/alerts/internal/dispatch/dispatch_test.go", "func TestDispatch_SendsOnce(t *testing.T) {\n\tt.Skip(\"needs Notifier mock\")", "func TestDispatch_SendsOnce(t *testing.T) {\n\tn := mocks.NewMockNotifier(t)\n\tn.EXPECT().Notify(mock.Anything, \"ops\").Return(nil).Once()"),
        bash("go test ./services/alerts/...", "services/alerts/internal/dispatch/dispatch_test.go:9:2: missing go.sum entry for module providing package github.com/stretchr/testify/mock (imported by github.com/acme/platform/services/alerts/internal/dispatch); to add:\n\tgo get github.com/acme/platform/services/alerts/internal/dispatch\nFAIL\tgithub.com/acme/platform/services/alerts/internal/dispatch [setup failed]", 1),
        bash("go mod download github.com/stretchr/testify", "go: github.com/stretchr/testify@v1.9.0: Get \"https://proxy.golang.org/github.com/stretchr/testify/@v/v1.9.0.zip\": dial tcp: lookup proxy.golang.org on 10.96.0.10:53: read udp 10.42.3.17:40122->10.96.0.10:53: i/o timeout", 1, ev=True),
        end("Blocked: DNS to proxy.golang.org times out from the runner, so mockery and testify cannot be downloaded. The test change is written but can't compile until the proxy is reachable.", ok=False),
    ]))

A(C("schema-sync-deadline", "osmia", "infra_failure", "",
    "The pod hit its activeDeadlineSeconds while a cold cargo build of the workspace was still compiling; the platform's wall-clock limit ended a run that was progressing normally.",
    T("DATA-418", "Add the `refund_reason` column to the sqlc queries in `ingest`",
      "Migration 0042 added `refund_reason text` to `refunds`. Update `crates/ingest/queries/refunds.sql`, regenerate with `sqlc generate`, and map it in the Rust side (`crates/ingest/src/refunds.rs`).",
      "`cargo test -p ingest` passes"),
    [
        bash("cat Cargo.toml", '[workspace]\nresolver = "2"\nmembers = ["crates/*", "services/*"]\n\n[workspace.dependencies]\nsqlx = { version = "0.8", features = ["postgres", "runtime-tokio"] }\ntokio = { version = "1.41", features = ["full"] }'),
        read("crates/ingest/queries/refunds.sql", "-- name: ListRefunds :many\nSELECT id, payment_id, amount_minor, created_at\nFROM refunds\nWHERE payment_id = $1;"),
        edit("crates/ingest/queries/refunds.sql", "SELECT id, payment_id, amount_minor, created_at", "SELECT id, payment_id, amount_minor, refund_reason, created_at"),
        bash("sqlc generate -f crates/ingest/sqlc.yaml", ""),
        bash("git diff --stat", " crates/ingest/queries/refunds.sql        | 2 +-\n crates/ingest/src/db/refunds.sql.rs      | 6 ++++--\n 2 files changed, 6 insertions(+), 3 deletions(-)"),
        read("crates/ingest/src/refunds.rs", "pub fn to_domain(r: db::ListRefundsRow) -> Refund {\n    Refund { id: r.id, payment_id: r.payment_id, amount: Money::minor(r.amount_minor) }\n}"),
        edit("crates/ingest/src/refunds.rs", "amount: Money::minor(r.amount_minor) }", "amount: Money::minor(r.amount_minor), reason: r.refund_reason }"),
        bash("cargo test -p ingest", "   Compiling proc-macro2 v1.0.89\n   Compiling unicode-ident v1.0.13\n   Compiling libc v0.2.162\n   Compiling serde v1.0.214\n   Compiling tokio v1.41.1\n   Compiling sqlx-core v0.8.2\n   Compiling ring v0.17.8\n   Compiling rustls v0.23.16\n    Building [=====>                   ] 187/742: sqlx-postgres, tokio, ring(build)", None, ev=True),
        notice("task deadline exceeded: pod osmia-agent-d41e0 reached activeDeadlineSeconds=2700 and was terminated (state: TimedOut)", ev=True),
        stop(),
    ], state="TimedOut", result={"success": False, "summary": "pod terminated: DeadlineExceeded", "exit_code": 143}))

# ============================================================== permission_blocked
A(C("contracts-spec-fetch", "claude", "permission_blocked", "",
    "GitHub refused the agent's token (HTTP 403, Resource not accessible by integration) on the private contracts repository before it could read the spec it needed; nothing was attempted after that.",
    T("API-751", "Align our `Refund` schema with the partner contract v3",
      "The partner contract lives in `acme/partner-contracts` (`specs/refunds/v3.yaml`). Update `api/payments/openapi.yaml` so our `Refund` schema matches it, then regenerate the TS client.",
      "schemas match field-for-field", "`pnpm --filter @acme/payments-client build` passes"),
    [
        read("api/payments/openapi.yaml", "components:\n  schemas:\n    Refund:\n      type: object\n      required: [id, amount, currency]\n      properties:\n        id: { type: string }\n        amount: { type: integer }\n        currency: { type: string }"),
        say("I need the partner's v3 refund spec to compare against."),
        bash("gh api repos/acme/partner-contracts/contents/specs/refunds/v3.yaml -H 'Accept: application/vnd.github.raw'", "gh: Resource not accessible by integration (HTTP 403)\n{\"message\":\"Resource not accessible by integration\",\"documentation_url\":\"https://docs.github.com/rest/repos/contents#get-repository-content\",\"status\":\"403\"}", 1, ev=True),
        bash("git ls-remote https://github.com/acme/partner-contracts.git HEAD", "remote: Permission to acme/partner-contracts.git denied to osmia-ci[bot].\nfatal: unable to access 'https://github.com/acme/partner-contracts.git/': The requested URL returned error: 403", 128, ev=True),
        bash("gh auth status", "github.com\n  \u2713 Logged in to github.com account osmia-ci[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************"),
        say("The CI app installation token has no access to acme/partner-contracts. I won't guess the schema."),
        end("I could not read the partner contract: the installation token is refused by acme/partner-contracts (HTTP 403). No changes made. Grant the Osmia app read access to that repository (or paste the v3 spec into the ticket) and re-run.", ok=True),
    ], summary="no changes: partner-contracts not readable"))

A(C("rbe-auth-capabilities", "osmia", "permission_blocked", "infra_failure",
    "The remote build cache answered PERMISSION_DENIED to the pod's credentials (a refused token, not an unreachable host), so every bazel invocation failed before building.",
    T("PLAT-2371", "Fix the flaky ordering in `//libs/grpcx:interceptors_test`",
      "`TestChain_Order` fails ~1/20 in CI because interceptors are registered from a map. Register them in declaration order in `libs/grpcx/chain.go`.",
      "`bazel test //libs/grpcx:interceptors_test --runs_per_test=50` passes"),
    [
        read("libs/grpcx/chain.go", "func Chain(ics map[string]grpc.UnaryServerInterceptor) grpc.ServerOption {\n\tvar list []grpc.UnaryServerInterceptor\n\tfor _, ic := range ics {\n\t\tlist = append(list, ic)\n\t}\n\treturn grpc.ChainUnaryInterceptor(list...)\n}"),
        edit("libs/grpcx/chain.go", "func Chain(ics map[string]grpc.UnaryServerInterceptor) grpc.ServerOption {\n\tvar list []grpc.UnaryServerInterceptor\n\tfor _, ic := range ics {\n\t\tlist = append(list, ic)\n\t}", "func Chain(ics ...Named) grpc.ServerOption {\n\tlist := make([]grpc.UnaryServerInterceptor, 0, len(ics))\n\tfor _, ic := range ics {\n\t\tlist = append(list, ic.Fn)\n\t}"),
        bash("bazel test //libs/grpcx:interceptors_test --runs_per_test=50", "INFO: Invocation ID: c1d0e5b2-6a47-4f1e-b9d3-02a1f8c7e6d4\nERROR: Failed to query remote execution capabilities: PERMISSION_DENIED: Permission 'cas.write' denied on resource 'projects/acme-build/instances/default' (or it may not exist).", 2, ev=True),
        bash("cat /var/run/secrets/buildcache/token.json | head -c 0; ls -l /var/run/secrets/buildcache/", "total 0\nlrwxrwxrwx 1 root root 17 Nov 12 06:02 token.json -> ..data/token.json"),
        bash("bazel test //libs/grpcx:interceptors_test --remote_upload_local_results=false", "INFO: Invocation ID: 0b4f7d1e-3c9a-4e85-a2b6-7d19e0f5c38a\nERROR: Failed to query remote execution capabilities: PERMISSION_DENIED: Permission 'cas.read' denied on resource 'projects/acme-build/instances/default' (or it may not exist).", 2, ev=True),
        say("The pod's build-cache identity is refused for both read and write. I won't disable the remote cache: the repo's .bazelrc forces it for CI reproducibility."),
        end("Change made in libs/grpcx/chain.go but unverified: the remote cache denies this pod's service account (PERMISSION_DENIED on cas.read/cas.write).", ok=False),
    ]))

A(C("prisma-store-install", "codex", "permission_blocked", "dependency_missing",
    "pnpm install failed with EACCES on the read-only shared store, so @prisma/client was never installed and the later `Cannot find module` is only a consequence of the permission error.",
    T("WEB-1201", "Add `archivedAt` to the Project model and hide archived projects",
      "Add `archivedAt DateTime?` to `Project` in `packages/db/prisma/schema.prisma`, regenerate the Prisma client, and filter archived projects in `apps/dashboard/src/server/projects.ts`.",
      "`pnpm --filter dashboard test` passes"),
    [
        read("packages/db/prisma/schema.prisma", "model Project {\n  id        String   @id @default(cuid())\n  name      String\n  ownerId   String\n  createdAt DateTime @default(now())\n}"),
        edit("packages/db/prisma/schema.prisma", "  createdAt DateTime @default(now())\n}", "  createdAt DateTime @default(now())\n  archivedAt DateTime?\n}"),
        bash("pnpm install --frozen-lockfile", "Scope: all 17 workspace projects\nLockfile is up to date, resolution step is skipped\nProgress: resolved 1, reused 0, downloaded 0, added 0\n ERR_PNPM_EACCES  EACCES: permission denied, mkdir '/opt/pnpm-store/v3/files/7c'\n\nThis error happened while installing the dependencies of @acme/db@0.0.0\n at @prisma/client@5.22.0", 1, ev=True),
        bash("ls -ld /opt/pnpm-store /opt/pnpm-store/v3; id", "dr-xr-xr-x 3 root root 4096 Nov 10 02:11 /opt/pnpm-store\ndr-xr-xr-x 4 root root 4096 Nov 10 02:11 /opt/pnpm-store/v3\nuid=1001(runner) gid=1001(runner) groups=1001(runner)", 0, ev=True),
        bash("pnpm --filter @acme/db exec prisma generate", "undefined\n ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL  Command \"prisma\" not found", 1),
        edit("apps/dashboard/src/server/projects.ts", "  return db.project.findMany({ where: { ownerId } });", "  return db.project.findMany({ where: { ownerId, archivedAt: null } });"),
        bash("pnpm --filter dashboard test", "> dashboard@0.1.0 test /workspace/repo/apps/dashboard\n> vitest run\n\n FAIL  src/server/projects.test.ts [ src/server/projects.test.ts ]\nError: Cannot find module '@prisma/client'\nRequire stack:\n- /workspace/repo/packages/db/src/index.ts\n Test Files  1 failed (1)\n      Tests  no tests", 1),
        end("Schema and query updated, but dependencies could not be installed: the pnpm store at /opt/pnpm-store is read-only for the runner user (EACCES), so Prisma client was never generated and tests can't load @prisma/client.", ok=False),
    ]))

A(C("reporting-grpc-tools", "claude", "permission_blocked", "dependency_missing",
    "pip could not write to the system site-packages (Errno 13 Permission denied), so grpcio-tools never got installed; the later ModuleNotFoundError follows from that permission failure.",
    T("DATA-431", "Regenerate the Python stubs for `reporting` after the ledger proto change",
      "`tools/reporting/gen/` is stale since PLAT-2291. Regenerate with `make -C tools/reporting protos` and fix the one call site that reads `settled_at`.",
      "`pytest tools/reporting` passes"),
    [
        read("tools/reporting/Makefile", "protos:\n\tpython -m grpc_tools.protoc -I ../../proto --python_out=gen --pyi_out=gen ../../proto/ledger/v1/ledger.proto"),
        bash("make -C tools/reporting protos", "make: Entering directory '/workspace/repo/tools/reporting'\npython -m grpc_tools.protoc -I ../../proto --python_out=gen --pyi_out=gen ../../proto/ledger/v1/ledger.proto\n/usr/local/bin/python: Error while finding module specification for 'grpc_tools.protoc' (ModuleNotFoundError: No module named 'grpc_tools')\nmake: *** [Makefile:2: protos] Error 1", 2),
        bash("pip install grpcio-tools==1.66.2", "Defaulting to user installation because normal site-packages is not writeable\nCollecting grpcio-tools==1.66.2\n  Downloading grpcio_tools-1.66.2-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (2.3 MB)\nInstalling collected packages: protobuf, grpcio, grpcio-tools\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/home/agent/.local/lib/python3.12'\nCheck the permissions.", 1, ev=True),
        bash("ls -ld /home/agent /home/agent/.local; touch /home/agent/.local/x", "drwxr-xr-x 4 root root 4096 Nov 14 05:40 /home/agent\ndr-xr-xr-x 2 root root 4096 Nov 14 05:40 /home/agent/.local\ntouch: cannot touch '/home/agent/.local/x': Permission denied", 1, ev=True),
        bash("python -m venv /tmp/venv && /tmp/venv/bin/pip install grpcio-tools==1.66.2", "Error: [Errno 13] Permission denied: '/tmp/venv'", 1, ev=True),
        bash("python -c 'import grpc_tools'", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'grpc_tools'", 1),
        end("Couldn't regenerate: nothing in this sandbox is writable for pip (home dir and /tmp are read-only for the agent user), so grpcio-tools can't be installed.", ok=False),
    ]))

A(C("compose-codegen-socket", "claude-transcript", "permission_blocked", "infra_failure",
    "The agent's user could not open /var/run/docker.sock (connect: permission denied), so the containerised codegen never ran; the daemon was up, the socket was refused.",
    T("API-760", "Regenerate the Thrift bindings for the legacy search service",
      "We keep the Thrift compiler in a container (`docker compose run --rm thrift-gen`). `idl/search.thrift` gained a `SearchHit.boost` field; regenerate `gen/py/search` and `gen/java/search`.",
      "generated bindings contain `boost`"),
    [
        read("idl/search.thrift", "namespace py search\nnamespace java com.acme.search\n\nstruct SearchHit {\n  1: required string id,\n  2: required double score,\n  3: optional double boost,\n}"),
        bash("docker compose run --rm thrift-gen", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json?all=1&filters=%7B%22label%22%3A%7B%22com.docker.compose.project%3Dsearch%22%3Atrue%7D%7D\": dial unix /var/run/docker.sock: connect: permission denied", 1, ev=True),
        bash("ls -l /var/run/docker.sock; id; systemctl is-active docker", "srw-rw---- 1 root docker 0 Nov 18 08:02 /var/run/docker.sock\nuid=1000(dev) gid=1000(dev) groups=1000(dev),27(sudo)\nactive", 0, ev=True),
        say("Docker itself is running, but your user isn't in the `docker` group, so I can't talk to the socket. I'd need `sudo` or a group change; I won't do either without you."),
        human("ah right, new laptop. I'll add myself to the group later, it needs a re-login anyway. don't sudo."),
        say("OK. The IDL already has the `boost` field; only the generated code is stale. Once docker works for your user, `docker compose run --rm thrift-gen` regenerates both bindings."),
        bash("grep -rn boost gen/ || echo 'no boost in gen/'", "no boost in gen/"),
    ],
    opening="regen the thrift stuff for search pls, boost field got added to search.thrift. the compiler is in the thrift-gen compose service",
    summary="session ended without regenerating bindings"))

A(C("proto-submodule-clone", "osmia", "permission_blocked", "dependency_missing",
    "The shared proto definitions are a private git submodule and the pod's credentials could not fetch it (terminal prompts disabled / Repository not found on an authenticated clone); the imports were missing because access was denied.",
    T("MOB-288", "Generate the Swift gRPC client for the notifications API",
      "The iOS team needs a Swift client. Pull the `proto/` submodule, add a `swift` plugin entry to `buf.gen.yaml`, and commit the generated client under `clients/swift/`.",
      "`buf generate` produces `clients/swift/Notifications.grpc.swift`"),
    [
        bash("cat .gitmodules", '[submodule "proto"]\n\tpath = proto\n\turl = https://github.com/acme/proto-definitions.git'),
        bash("ls proto", ""),
        bash("git submodule update --init proto", "Cloning into '/workspace/repo/proto'...\nfatal: could not read Username for 'https://github.com': terminal prompts disabled\nfatal: clone of 'https://github.com/acme/proto-definitions.git' into submodule path '/workspace/repo/proto' failed\nFailed to clone 'proto'. Retry scheduled", 1, ev=True),
        bash("git -c credential.helper='!gh auth git-credential' submodule update --init proto", "Cloning into '/workspace/repo/proto'...\nremote: Repository not found.\nfatal: repository 'https://github.com/acme/proto-definitions.git/' not found", 128, ev=True),
        bash("gh api repos/acme/proto-definitions --jq .full_name", "gh: Not Found (HTTP 404)", 1, ev=True),
        say("GitHub answers 404 for a repository that .gitmodules points at and that other teams build from: that is how GitHub hides private repos from a token without access. The pod token can't read acme/proto-definitions."),
        bash("buf generate", "Failure: proto: no such file or directory", 1),
        end("Blocked: the Osmia token has no access to acme/proto-definitions (private; clone says 'Repository not found'), so the proto sources are unavailable.", ok=False),
    ]))

A(C("prisma-engine-rename", "codex", "permission_blocked", "infra_failure",
    "`prisma generate` crashed with EPERM (operation not permitted) renaming the query engine inside node_modules, which is mounted read-only in the sandbox: the agent was denied the write.",
    T("WEB-1219", "Add a `Subscription.trialEndsAt` field",
      "Billing wants trial end dates in the dashboard. Add `trialEndsAt DateTime?` to `Subscription` in `packages/db/prisma/schema.prisma`, regenerate the client and show it on the billing page.",
      "`pnpm --filter dashboard typecheck` passes"),
    [
        edit("packages/db/prisma/schema.prisma", "  status    SubscriptionStatus\n", "  status    SubscriptionStatus\n  trialEndsAt DateTime?\n"),
        bash("pnpm --filter @acme/db exec prisma generate", "Prisma schema loaded from prisma/schema.prisma\nError: EPERM: operation not permitted, rename '/workspace/repo/node_modules/.pnpm/@prisma+client@5.22.0_prisma@5.22.0/node_modules/.prisma/client/libquery_engine-debian-openssl-3.0.x.so.node.tmp8841' -> '/workspace/repo/node_modules/.pnpm/@prisma+client@5.22.0_prisma@5.22.0/node_modules/.prisma/client/libquery_engine-debian-openssl-3.0.x.so.node'\n    at async Object.rename (node:internal/fs/promises:782:10)", 1, ev=True),
        bash("mount | grep node_modules; touch node_modules/.probe", "overlay on /workspace/repo/node_modules type overlay (ro,relatime,lowerdir=/cache/node_modules)\ntouch: cannot touch 'node_modules/.probe': Read-only file system", 1, ev=True),
        think("node_modules is a read-only cache mount. Generating into another output dir would change the import path for every consumer; not acceptable for this ticket."),
        bash("pnpm --filter dashboard typecheck", "src/app/billing/page.tsx(22,31): error TS2339: Property 'trialEndsAt' does not exist on type 'Subscription'.", 2),
        end("Schema updated, but the Prisma client can't be regenerated: node_modules is mounted read-only in this sandbox (EPERM on rename).", ok=False),
    ]))

A(C("ledger-schema-grant", "osmia", "permission_blocked", "",
    "The migration that the sqlc queries depend on failed with `permission denied for schema ledger`: the agent's database role was not allowed to create the column.",
    T("DATA-440", "Store `external_ref` on ledger entries",
      "Add a nullable `external_ref text` column to `ledger.entries` (new migration in `db/migrations`), add it to `db/queries/entries.sql`, run `sqlc generate` and the integration tests against the dev database.",
      "`make itest` passes against the dev DB"),
    [
        bash("ls db/migrations | tail -3", "0040_entries_currency_idx.sql\n0041_accounts_closed_at.sql\n0042_refunds_reason.sql"),
        write("db/migrations/0043_entries_external_ref.sql", "ALTER TABLE ledger.entries ADD COLUMN external_ref text;"),
        edit("db/queries/entries.sql", "INSERT INTO ledger.entries (id, account_id, amount_minor, currency)\nVALUES ($1, $2, $3, $4)", "INSERT INTO ledger.entries (id, account_id, amount_minor, currency, external_ref)\nVALUES ($1, $2, $3, $4, $5)"),
        bash("migrate -path db/migrations -database \"$DEV_DATABASE_URL\" up", "error: migration failed: permission denied for schema ledger (column 0 of relation entries) in line 0: ALTER TABLE ledger.entries ADD COLUMN external_ref text; (details: pq: permission denied for schema ledger)", 1, ev=True),
        bash("psql \"$DEV_DATABASE_URL\" -c 'select current_user; \\dn+ ledger'", " current_user\n--------------\n osmia_ci\n(1 row)\n\n                  List of schemas\n  Name  |  Owner   |  Access privileges   | Description\n--------+----------+----------------------+-------------\n ledger | ledger_owner | ledger_owner=UC/ledger_owner+| \n        |          | app_rw=U/ledger_owner | \n(1 row)", 0, ev=True),
        bash("sqlc generate", ""),
        bash("make itest", "go test -tags=integration ./services/ledger/...\n--- FAIL: TestEntries_InsertWithExternalRef (0.04s)\n    entries_itest.go:31: ERROR: column \"external_ref\" of relation \"entries\" does not exist (SQLSTATE 42703)\nFAIL", 2),
        end("The osmia_ci role only has USAGE on schema ledger; it cannot ALTER ledger.entries, so the migration can't be applied and the integration test fails on the missing column.", ok=False),
    ]))

A(C("artifactory-proto-jar", "codex", "permission_blocked", "dependency_missing",
    "Maven could not download the internal proto artifact because the private repository answered 401 Unauthorized; the artifact exists, the credentials were refused.",
    T("PAY-1520", "Move `payments-gateway` to `ledger-proto` 3.4.0",
      "`ledger-proto` 3.4.0 (internal, published to our Artifactory) adds `settled_at`. Bump it in `payments-gateway/pom.xml` and map the field in `LedgerMapper`.",
      "`mvn -pl payments-gateway -am verify` passes"),
    [
        bash("grep -n -A2 'ledger-proto' payments-gateway/pom.xml", "58:      <artifactId>ledger-proto</artifactId>\n59-      <version>3.3.2</version>\n60-    </dependency>"),
        edit("payments-gateway/pom.xml", "      <artifactId>ledger-proto</artifactId>\n      <version>3.3.2</version>", "      <artifactId>ledger-proto</artifactId>\n      <version>3.4.0</version>"),
        bash("mvn -B -q -pl payments-gateway -am verify", "[ERROR] Failed to execute goal on project payments-gateway: Could not resolve dependencies for project com.acme.payments:payments-gateway:jar:2.9.0-SNAPSHOT: Failed to collect dependencies at com.acme.platform:ledger-proto:jar:3.4.0: Failed to read artifact descriptor for com.acme.platform:ledger-proto:jar:3.4.0: The following artifacts could not be resolved: com.acme.platform:ledger-proto:pom:3.4.0 (absent): Could not transfer artifact com.acme.platform:ledger-proto:pom:3.4.0 from/to acme-releases (https://acme.jfrog.io/artifactory/libs-release): status code: 401, reason phrase: Unauthorized (401) -> [Help 1]", 1, ev=True),
        bash("grep -n -B1 -A4 '<id>acme-releases' ~/.m2/settings.xml", "12-    <server>\n13:      <id>acme-releases</id>\n14-      <username>${env.ARTIFACTORY_USER}</username>\n15-      <password>${env.ARTIFACTORY_TOKEN}</password>\n16-    </server>"),
        bash("test -n \"$ARTIFACTORY_TOKEN\" && echo set || echo unset", "unset", 0, ev=True),
        end("Bumped to 3.4.0, but Maven gets 401 Unauthorized from acme-releases: ARTIFACTORY_TOKEN is not provided to this CI job, so the internal artifact can't be downloaded.", ok=False),
    ]))

# ============================================================== dependency_missing
A(C("notif-go-stubs", "codex", "dependency_missing", "",
    "buf/protoc could not run the Go plugin: `protoc-gen-go: program not found or is not executable`; the code generator was not installed in the image.",
    T("NOTIF-77", "Add `Channel.SMS` to the notifications proto",
      "Add `CHANNEL_SMS = 3` to `proto/notifications/v1/channel.proto`, regenerate the Go stubs with `buf generate`, and handle it in `services/notify/internal/route.go` (return `ErrUnsupported` for now).",
      "`go test ./services/notify/...` passes"),
    [
        read("proto/notifications/v1/channel.proto", 'syntax = "proto3";\npackage acme.notifications.v1;\n\nenum Channel {\n  CHANNEL_UNSPECIFIED = 0;\n  CHANNEL_EMAIL = 1;\n  CHANNEL_PUSH = 2;\n}'),
        edit("proto/notifications/v1/channel.proto", "  CHANNEL_PUSH = 2;\n}", "  CHANNEL_PUSH = 2;\n  CHANNEL_SMS = 3;\n}"),
        bash("cd proto && buf generate", "protoc-gen-go: program not found or is not executable\nPlease specify a program using absolute path or make sure the program is available in your PATH system variable\n--go_out: protoc-gen-go: Plugin failed with status code 1.\nFailure: plugin go: exit status 1", 1, ev=True),
        bash("ls $(go env GOPATH)/bin; which protoc-gen-go protoc-gen-go-grpc", "ls: cannot access '/home/runner/go/bin': No such file or directory", 1, ev=True),
        bash("cat tools/tools.go", "//go:build tools\n\npackage tools\n\nimport (\n\t_ \"google.golang.org/grpc/cmd/protoc-gen-go-grpc\"\n\t_ \"google.golang.org/protobuf/cmd/protoc-gen-go\"\n)"),
        bash("go install google.golang.org/protobuf/cmd/protoc-gen-go", "go: google.golang.org/protobuf/cmd/protoc-gen-go: no required module provides package google.golang.org/protobuf/cmd/protoc-gen-go; to add it:\n\tgo get google.golang.org/protobuf/cmd/protoc-gen-go\ngo: cannot find main module, but found go.work in /workspace/repo\n\tto create a module there, run:\n\tgo mod init", 1, ev=True),
        edit("services/notify/internal/route.go", "\tcase notificationsv1.Channel_CHANNEL_PUSH:\n\t\treturn r.push, nil", "\tcase notificationsv1.Channel_CHANNEL_PUSH:\n\t\treturn r.push, nil\n\tcase notificationsv1.Channel_CHANNEL_SMS:\n\t\treturn nil, ErrUnsupported"),
        bash("go test ./services/notify/...", "# github.com/acme/platform/services/notify/internal\nservices/notify/internal/route.go:24:7: undefined: notificationsv1.Channel_CHANNEL_SMS\nFAIL\tgithub.com/acme/platform/services/notify/internal [build failed]", 1),
        end("Proto and route.go are updated, but Go stubs could not be generated: protoc-gen-go is not installed in this image, so CHANNEL_SMS is undefined in the generated package.", ok=False),
    ]))

A(C("connect-web-bump", "claude", "dependency_missing", "",
    "pnpm could not resolve the requested `@connectrpc/connect@^3.0.0`: ERR_PNPM_NO_MATCHING_VERSION, the version does not exist in the registry.",
    T("WEB-1230", "Use Connect for the checkout service client",
      "Replace the hand-rolled fetch wrapper in `packages/checkout-client` with a Connect client generated by `protoc-gen-es`. Platform says use Connect v3.",
      "`pnpm --filter @acme/checkout-client test` passes"),
    look_pnpm("packages/checkout-client") + [
        bash("pnpm --filter @acme/checkout-client add @connectrpc/connect@^3.0.0 @connectrpc/connect-web@^3.0.0", "packages/checkout-client          |  WARN  `node_modules` is present. Lockfile only installation will make it out-of-date\n ERR_PNPM_NO_MATCHING_VERSION  No matching version found for @connectrpc/connect@^3.0.0 while fetching it from https://registry.npmjs.org/\n\nThis error happened while installing a direct dependency of /workspace/repo/packages/checkout-client\n\nThe latest release of @connectrpc/connect is \"2.0.0\".\n\nIf you need the full list of all 49 published versions run \"$ pnpm view @connectrpc/connect versions\".", 1, ev=True),
        bash("pnpm view @connectrpc/connect dist-tags", "{ latest: '2.0.0', next: '2.0.0-rc.3' }", 0, ev=True),
        say("There is no Connect v3 on npm; the newest is 2.0.0. The ticket explicitly asks for v3, and v2's generated code is incompatible with the @bufbuild/protobuf v1 that `protoc-gen-es` is pinned to here, so picking 2.x silently would be a different task."),
        bash("grep -n protoc-gen-es packages/checkout-client/package.json buf.gen.yaml", "packages/checkout-client/package.json:19:    \"@bufbuild/protoc-gen-es\": \"1.10.0\",\nbuf.gen.yaml:4:  - local: protoc-gen-es"),
        end("Stopped: @connectrpc/connect@^3.0.0 cannot be resolved (ERR_PNPM_NO_MATCHING_VERSION; latest is 2.0.0). Please confirm whether v2 is acceptable.", ok=False),
    ]))

A(C("bzlmod-buf-rules", "osmia", "dependency_missing", "model_confusion",
    "The lint target needs `rules_buf@0.3.1`, which the Bazel registry does not have: `module not found in registries`; a real unresolvable external dependency, not an invented target.",
    T("PLAT-2380", "Run `buf lint` as a bazel test for `//proto/...`",
      "We want proto lint in the affected-only CI. Add `rules_buf` to MODULE.bazel (version from the platform ADR-31: 0.3.1) and a `buf_lint_test` for each proto package.",
      "`bazel test //proto/...` runs the lint tests"),
    look_bazel("proto/ledger/v1") + [
        bash("grep -n 'rules_buf' docs/adr/031-proto-lint.md", "14:Use `rules_buf` **0.3.1** (bzlmod) so lint runs as a cached bazel test."),
        edit("MODULE.bazel", 'bazel_dep(name = "rules_proto", version = "6.0.2")', 'bazel_dep(name = "rules_proto", version = "6.0.2")\nbazel_dep(name = "rules_buf", version = "0.3.1")'),
        edit("proto/ledger/v1/BUILD.bazel", 'load("@rules_proto//proto:defs.bzl", "proto_library")', 'load("@rules_proto//proto:defs.bzl", "proto_library")\nload("@rules_buf//buf:defs.bzl", "buf_lint_test")'),
        bash("bazel test //proto/...", "INFO: Invocation ID: 5e2c9b81-0f3d-4a6e-b7c4-91d2e8a0f6b3\nERROR: Error computing the main repository mapping: in module dependency chain <root> -> rules_buf@0.3.1: module not found in registries: rules_buf@0.3.1", 1, ev=True),
        bash("curl -sS https://bcr.bazel.build/modules/rules_buf/metadata.json | jq -r '.versions[]'", "0.1.1\n0.2.0\n0.3.0\n0.4.0\n0.5.1"),
        bash("bazel test //proto/... --registry=https://bcr.bazel.build --registry=https://registry.build.acme.internal", "ERROR: Error computing the main repository mapping: in module dependency chain <root> -> rules_buf@0.3.1: module not found in registries: rules_buf@0.3.1", 1, ev=True),
        end("rules_buf 0.3.1 (the version ADR-31 mandates) is not published in either registry, so the workspace cannot resolve it. Needs a decision on 0.3.0 vs 0.4.0.", ok=False),
    ]))

A(C("ingest-protoc-build", "claude-transcript", "dependency_missing", "",
    "prost-build's build script could not find the `protoc` binary (missing native tool in the dev environment), so the crate never compiled.",
    T("DATA-455", "Decode the new `RefundEvent` in the ingest crate",
      "Add `RefundEvent` to `crates/events/proto/events.proto` and handle it in `crates/ingest/src/consumer.rs`.",
      "`cargo test -p ingest` passes"),
    [
        read("crates/events/build.rs", "fn main() -> std::io::Result<()> {\n    prost_build::compile_protos(&[\"proto/events.proto\"], &[\"proto/\"])?;\n    Ok(())\n}"),
        edit("crates/events/proto/events.proto", "message PaymentEvent {", "message RefundEvent {\n  string refund_id = 1;\n  string payment_id = 2;\n  int64 amount_minor = 3;\n}\n\nmessage PaymentEvent {"),
        edit("crates/ingest/src/consumer.rs", "        Kind::Payment(p) => self.on_payment(p).await,", "        Kind::Payment(p) => self.on_payment(p).await,\n        Kind::Refund(r) => self.on_refund(r).await,"),
        bash("cargo test -p ingest", "   Compiling events v0.1.0 (/home/dev/src/platform/crates/events)\nerror: failed to run custom build command for `events v0.1.0 (/home/dev/src/platform/crates/events)`\n\nCaused by:\n  process didn't exit successfully: `/home/dev/src/platform/target/debug/build/events-3f1a0c9e2b7d4e51/build-script-build` (exit status: 1)\n  --- stderr\n  Error: Custom { kind: NotFound, error: \"Could not find `protoc`. If `protoc` is installed, try setting the `PROTOC` environment variable to the path of the `protoc` binary. To install it on Debian, run `apt-get install protobuf-compiler`. It is also available at https://github.com/protocolbuffers/protobuf/releases  For more information: https://docs.rs/prost-build/#sourcing-protoc\" }", 101, ev=True),
        bash("which protoc; ls ~/.local/bin", "ls: cannot access '/home/dev/.local/bin': No such file or directory", 2, ev=True),
        say("`protoc` isn't installed on this machine and prost-build needs it at build time. I can install `protobuf-compiler` with apt if you want, or you can point PROTOC at an existing binary."),
        human("hm, I thought the devcontainer had it. I'm on the bare VM today. leave it, I'll switch to the devcontainer."),
        say("OK, leaving the proto and consumer changes in place; they'll compile once protoc is available."),
    ],
    opening="need the ingest crate to handle refund events now, add RefundEvent to events.proto and a handler in consumer.rs",
    summary="cargo test failed: protoc not found"))

A(C("tonic-build-msrv", "claude", "dependency_missing", "",
    "The workspace's toolchain (rustc 1.75) is too old for the tonic-build version the ticket requires (needs rustc 1.82): a toolchain version that is not present.",
    T("PLAT-2391", "Upgrade `tonic` to 0.14 in the grpc crates",
      "Security asked us to get off tonic 0.11. Bump `tonic`/`tonic-build`/`prost` in the workspace `Cargo.toml` to 0.14 / 0.14 / 0.14 and fix compile errors.",
      "`cargo build --workspace` passes on the CI image"),
    [
        bash("cat rust-toolchain.toml; rustc --version", '[toolchain]\nchannel = "1.75.0"\ncomponents = ["clippy", "rustfmt"]\nrustc 1.75.0 (82e1608df 2023-12-21)'),
        read("Cargo.toml", '[workspace.dependencies]\ntonic = "0.11"\ntonic-build = "0.11"\nprost = "0.12"\nprost-types = "0.12"'),
        edit("Cargo.toml", 'tonic = "0.11"\ntonic-build = "0.11"\nprost = "0.12"\nprost-types = "0.12"', 'tonic = "0.14"\ntonic-build = "0.14"\nprost = "0.14"\nprost-types = "0.14"'),
        bash("cargo build --workspace", "    Updating crates.io index\n     Locking 14 packages to latest compatible versions\n      Adding tonic v0.14.2\n      Adding tonic-build v0.14.2\n      Adding prost v0.14.1\nerror: rustc 1.75.0 is not supported by the following packages:\n  prost@0.14.1 requires rustc 1.82\n  tonic@0.14.2 requires rustc 1.82\n  tonic-build@0.14.2 requires rustc 1.82\n  tonic-prost@0.14.2 requires rustc 1.82", 101, ev=True),
        bash("rustup toolchain list", "1.75.0-x86_64-unknown-linux-gnu (default) (override)", 0, ev=True),
        bash("rustup toolchain install 1.82.0 --profile minimal", "error: could not download file from 'https://static.rust-lang.org/dist/channel-rust-1.82.0.toml.sha256' to '/usr/local/rustup/tmp/...': failed to make network request\ninfo: offline mode: only installed toolchains are available", 1),
        say("The CI image pins rustc 1.75.0 (rust-toolchain.toml) and rustup runs offline, so the 1.82 toolchain tonic 0.14 needs isn't available."),
        end("Can't complete: tonic/prost 0.14 require rustc 1.82 and only 1.75.0 is installed (offline rustup). Either bump the toolchain image or target tonic 0.12.", ok=False),
    ]))

A(C("gowork-toolchain", "codex", "dependency_missing", "",
    "The Go workspace declares `go 1.23.4` but the runner has go 1.22 with GOTOOLCHAIN=local, so no go command could run: the required toolchain is absent.",
    T("PLAT-2402", "Generate wire injectors for the new `audit` service",
      "`services/audit/cmd/audit/wire.go` is in place. Run `wire` to produce `wire_gen.go` and make sure the service builds.",
      "`go build ./services/audit/...` passes"),
    [
        read("go.work", "go 1.23.4\n\nuse (\n\t./libs/grpcx\n\t./services/audit\n\t./services/billing\n\t./gen/go\n)"),
        bash("cd services/audit/cmd/audit && go run github.com/google/wire/cmd/wire", "go: go.work requires go >= 1.23.4 (running go 1.22.7; GOTOOLCHAIN=local)", 1, ev=True),
        bash("go version; go env GOTOOLCHAIN GOROOT", "go version go1.22.7 linux/amd64\nlocal\n/usr/local/go", 0, ev=True),
        bash("GOTOOLCHAIN=go1.23.4 go version", "go: downloading go1.23.4 (linux/amd64)\ngo: download go1.23.4 for linux/amd64: toolchain not available", 1, ev=True),
        think("The image only has 1.22.7 and can't download toolchains. Lowering go.work's version would break the other modules that use 1.23 features (range-over-func in libs/grpcx)."),
        bash("grep -rn 'range.*func(yield' libs/grpcx | head -3", "libs/grpcx/stream.go:41:\treturn func(yield func(*Msg) bool) {"),
        end("Blocked on the toolchain: go.work requires go >= 1.23.4, the runner has go1.22.7 with GOTOOLCHAIN=local and cannot download a newer toolchain. wire was not run.", ok=False),
    ]))

A(C("invoice-ts-client", "osmia", "dependency_missing", "",
    "openapi-generator-cli shells out to Java, and the pod has no JRE (`java: not found`), so the TS client could not be generated.",
    T("API-772", "Regenerate `@acme/invoice-client` for the new `dueDate` field",
      "`api/invoices/openapi.yaml` has `dueDate`. Run `pnpm --filter @acme/invoice-client generate` and update the one usage in `apps/portal`.",
      "`pnpm --filter portal typecheck` passes"),
    look_pnpm("packages/invoice-client") + [
        bash("pnpm --filter @acme/invoice-client generate", "> @acme/invoice-client@1.8.0 generate /workspace/repo/packages/invoice-client\n> openapi-generator-cli generate -i ../../api/invoices/openapi.yaml -g typescript-fetch -o src/generated --additional-properties=supportsES6=true\n\nDownload 7.9.0 ...\nDownloaded 7.9.0\nError: /bin/sh: 1: java: not found\n\n    at ChildProcess.exithandler (node:child_process:422:12)\n ELIFECYCLE  Command failed with exit code 1.", 1, ev=True),
        bash("which java; ls /usr/lib/jvm 2>&1", "ls: cannot access '/usr/lib/jvm': No such file or directory", 2, ev=True),
        bash("apt-get install -y openjdk-17-jre-headless", "E: Unable to locate package openjdk-17-jre-headless", 100),
        say("No JRE in the pod and apt has no package lists cached. The generator can't run here."),
        bash("pnpm --filter portal typecheck", "src/invoices/InvoiceRow.tsx(18,24): error TS2339: Property 'dueDate' does not exist on type 'Invoice'.", 2),
        end("Could not regenerate the client: openapi-generator-cli needs Java and the agent image has none.", ok=False),
    ]))

A(C("contracts-nuget", "claude", "dependency_missing", "",
    "NuGet could not find the `Acme.Contracts.Grpc` package in any configured source (NU1101): the package that provides the generated contracts is not resolvable.",
    T("PAY-1533", "Call the ledger gRPC service from the .NET reconciliation job",
      "Use the shared `Acme.Contracts.Grpc` package (generated from `proto/`) in `dotnet/Reconciler` instead of the hand-copied DTOs.",
      "`dotnet build dotnet/Reconciler` passes"),
    [
        read("dotnet/Reconciler/Reconciler.csproj", '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n  </PropertyGroup>\n  <ItemGroup>\n    <PackageReference Include="Grpc.Net.Client" Version="2.66.0" />\n  </ItemGroup>\n</Project>'),
        bash("dotnet add dotnet/Reconciler package Acme.Contracts.Grpc --version 4.2.0", "  Determining projects to restore...\n  Writing /tmp/tmpX1k2.tmp\ninfo : Adding PackageReference for package 'Acme.Contracts.Grpc' into project '/workspace/repo/dotnet/Reconciler/Reconciler.csproj'.\ninfo : Restoring packages for /workspace/repo/dotnet/Reconciler/Reconciler.csproj...\ninfo :   GET https://api.nuget.org/v3-flatcontainer/acme.contracts.grpc/index.json\ninfo :   NotFound https://api.nuget.org/v3-flatcontainer/acme.contracts.grpc/index.json 212ms\nerror: NU1101: Unable to find package Acme.Contracts.Grpc. No packages exist with this id in source(s): nuget.org\nerror: Package 'Acme.Contracts.Grpc' is incompatible with 'all' frameworks in project '/workspace/repo/dotnet/Reconciler/Reconciler.csproj'.", 1, ev=True),
        bash("cat nuget.config 2>/dev/null || ls dotnet", "Reconciler\nReconciler.Tests\nDirectory.Build.props"),
        grep("Acme.Contracts", "docs/dotnet.md:9:Acme.Contracts.Grpc is published by the `contracts-dotnet` pipeline (not yet live, see PLAT-2120)."),
        say("The package isn't on nuget.org and there is no internal feed configured; the docs say the publishing pipeline isn't live yet."),
        end("Blocked: Acme.Contracts.Grpc cannot be restored (NU1101, no source has it). The shared contracts package doesn't appear to be published yet (PLAT-2120).", ok=False),
    ]))

A(C("grpc-elixir-hex", "claude-transcript", "dependency_missing", "",
    "Hex could not resolve the `protobuf ~> 0.15.0` requirement the ticket called for (the mix.lock pins 0.11 through grpc's constraint): dependency resolution failed.",
    T("NOTIF-81", "Elixir notifier: decode the new proto fields",
      "The Elixir `notifier` app consumes `acme.notifications.v1`. Bump `protobuf` to ~> 0.15.0 (needed for `optional` support), regenerate with `protoc --elixir_out`, and read `Channel.SMS`.",
      "`mix test` passes in `apps/notifier`"),
    [
        read("apps/notifier/mix.exs", "  defp deps do\n    [\n      {:grpc, \"~> 0.7.0\"},\n      {:protobuf, \"~> 0.11.0\"},\n      {:jason, \"~> 1.4\"}\n    ]\n  end"),
        edit("apps/notifier/mix.exs", "{:protobuf, \"~> 0.11.0\"}", "{:protobuf, \"~> 0.15.0\"}"),
        bash("cd apps/notifier && mix deps.get", "Resolving Hex dependencies...\nResolution completed in 0.087s\nBecause grpc >= 0.7.0 depends on protobuf ~> 0.11 and your app depends on protobuf ~> 0.15.0, grpc >= 0.7.0 is forbidden.\nSo, because your app depends on grpc ~> 0.7.0, version solving failed.\n** (Mix) Hex dependency resolution failed", 1, ev=True),
        bash("mix hex.info grpc", "A high performance, open source universal RPC framework\n\nConfig: {:grpc, \"~> 0.9.0\"}\nReleases: 0.9.0, 0.8.1, 0.8.0, 0.7.0, 0.6.0, ..."),
        say("grpc 0.7 caps protobuf at 0.11. grpc 0.9 allows newer protobuf, but that's a grpc major-ish bump with changed stub APIs. Want me to go there?"),
        human("no, grpc bump is its own ticket (NOTIF-70). revert the mix.exs change and leave a note on the ticket"),
        bash("git checkout -- apps/notifier/mix.exs && git status --short", ""),
        say("Reverted. Note for the ticket: protobuf ~> 0.15 is not resolvable while grpc is on 0.7 (needs protobuf ~> 0.11); blocked on NOTIF-70."),
    ],
    opening="can you do NOTIF-81? notifier needs protobuf 0.15 for the optional fields, then regen",
    summary="blocked: hex resolution failed"))

A(C("proto-ts-buf", "codex", "dependency_missing", "wrong_approach",
    "The TS project reference to `@acme/proto-ts` failed because its sources are generated by `buf`, and `buf` is not installed on the runner (`command not found`).",
    T("WEB-1242", "Show the ledger entry's currency in the admin table",
      "`apps/admin` should show `currency` from `LedgerEntry` (it's already in the proto). Use the generated types from `@acme/proto-ts`.",
      "`pnpm --filter admin typecheck` passes"),
    [
        bash("cat apps/admin/tsconfig.json", '{\n  "extends": "../../tsconfig.base.json",\n  "compilerOptions": { "outDir": "dist" },\n  "references": [{ "path": "../../packages/proto-ts" }, { "path": "../../packages/ui" }]\n}'),
        bash("cat packages/proto-ts/package.json", '{\n  "name": "@acme/proto-ts",\n  "scripts": {\n    "generate": "buf generate ../../proto --template buf.gen.ts.yaml",\n    "build": "pnpm generate && tsc -b"\n  }\n}'),
        edit("apps/admin/src/ledger/EntriesTable.tsx", "        <td>{formatMinor(e.amountMinor)}</td>", "        <td>{formatMinor(e.amountMinor)}</td>\n        <td>{e.currency}</td>"),
        bash("pnpm --filter admin typecheck", "src/ledger/EntriesTable.tsx(3,34): error TS2307: Cannot find module '@acme/proto-ts' or its corresponding type declarations.\nerror TS6305: Output file '/workspace/repo/packages/proto-ts/dist/index.d.ts' has not been built from source file '/workspace/repo/packages/proto-ts/src/index.ts'.", 2),
        bash("pnpm --filter @acme/proto-ts build", "> @acme/proto-ts@0.0.0 build /workspace/repo/packages/proto-ts\n> pnpm generate && tsc -b\n\n> @acme/proto-ts@0.0.0 generate /workspace/repo/packages/proto-ts\n> buf generate ../../proto --template buf.gen.ts.yaml\n\nsh: 1: buf: not found\n ELIFECYCLE  Command failed.", 1, ev=True),
        bash("which buf || ls node_modules/.bin | grep -i buf", "", 1, ev=True),
        end("@acme/proto-ts must be generated with buf before admin can typecheck, and buf is not installed on this runner. Change to EntriesTable.tsx is done but unverified.", ok=False),
    ]))

A(C("ledger-proto-jar", "osmia", "dependency_missing", "permission_blocked",
    "Maven Central has no `com.acme.platform:ledger-proto:3.5.0` (the internal artifact was never published): an unresolvable artifact, not an authentication problem.",
    T("PAY-1541", "Adopt `ledger-proto` 3.5.0 in `payments-batch`",
      "Platform released `ledger-proto` 3.5.0 this week with the `external_ref` field. Bump `payments-batch` to it and persist `external_ref`.",
      "`mvn -pl payments-batch verify` passes"),
    [
        edit("payments-batch/pom.xml", "<ledger-proto.version>3.4.0</ledger-proto.version>", "<ledger-proto.version>3.5.0</ledger-proto.version>"),
        bash("mvn -B -pl payments-batch verify", "[INFO] Scanning for projects...\n[INFO] Downloading from central: https://repo.maven.apache.org/maven2/com/acme/platform/ledger-proto/3.5.0/ledger-proto-3.5.0.pom\n[WARNING] The POM for com.acme.platform:ledger-proto:jar:3.5.0 is missing, no dependency information available\n[INFO] BUILD FAILURE\n[ERROR] Failed to execute goal on project payments-batch: Could not resolve dependencies for project com.acme.payments:payments-batch:jar:2.9.0-SNAPSHOT: Could not find artifact com.acme.platform:ledger-proto:jar:3.5.0 in acme-mirror (https://nexus.acme.internal/repository/maven-public/)", 1, ev=True),
        bash("curl -s -o /dev/null -w '%{http_code}\\n' https://nexus.acme.internal/repository/maven-public/com/acme/platform/ledger-proto/maven-metadata.xml && curl -s https://nexus.acme.internal/repository/maven-public/com/acme/platform/ledger-proto/maven-metadata.xml | grep '<version>'", "200\n      <version>3.3.2</version>\n      <version>3.4.0</version>", 0, ev=True),
        say("The mirror is reachable and authenticates fine (metadata 200), it just has no 3.5.0: latest published is 3.4.0."),
        bash("git log --oneline -3 -- ../platform-proto 2>/dev/null || echo 'no local platform checkout'", "no local platform checkout"),
        end("ledger-proto 3.5.0 is not published (mirror lists 3.3.2 and 3.4.0 only). Reverting to 3.4.0 would not have external_ref. Blocked until Platform publishes 3.5.0.", ok=False),
    ]))
