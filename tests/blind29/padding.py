"""Deterministic orientation noise inserted into runs that would otherwise be too short.
It is what agents really do first: look around, read ownership and CI config, check git."""
import hashlib
from gen_lib import say, bash, read, grep, think

def pool(c):
    key = c["ticket"][0]
    h = int(hashlib.md5(c["slug"].encode()).hexdigest(), 16)
    commits = ["a91c3e2 chore(deps): bump turbo to 2.3.3", "5d0e7b1 fix(ledger): round half-even in minor units",
               "c33f9a0 ci: affected-only test matrix for services/*", "0e81d4c feat(billing): invoice void endpoint",
               "9b2a6f7 build(bazel): pin protobuf 28.3", "71fe0c2 chore: regenerate clients (openapi-generator 7.8.0)",
               "e4d8b19 refactor(grpcx): named interceptors", "2c7a0f5 docs: ADR-31 proto lint in bazel",
               "8f1b3e6 fix(checkout): guard empty cart totals", "44aa9d2 chore(proto): buf format"]
    rot = h % len(commits)
    commits = commits[rot:] + commits[:rot]
    return [
        say(["I'll start by getting oriented in the monorepo.", "Let me look at the repository layout and recent history first.",
             "First, a quick look at how this workspace is organised.", "Reading the repo conventions before touching anything."][h % 4]),
        bash("git log --oneline -8", "\n".join(commits[:8])),
        bash("git branch --show-current", (f"dev/{key.lower()}" if c["fmt"] == "claude-transcript" else f"osmia/{key.lower()}")),
        read("CODEOWNERS", "# Ownership is enforced by required reviews on main\n/proto/               @acme/platform-api\n/gen/                 @acme/platform-api\n/services/ledger/     @acme/ledger\n/services/billing/    @acme/billing\n/packages/            @acme/web-platform\n/apps/                @acme/web\n/tools/               @acme/devex\n/.github/             @acme/devex"),
        bash("sed -n '1,30p' .github/workflows/ci.yml", "name: ci\non:\n  pull_request:\njobs:\n  affected:\n    runs-on: [self-hosted, linux, build-std]\n    steps:\n      - uses: actions/checkout@v4\n        with: { fetch-depth: 0 }\n      - run: ./tools/ci/affected.sh origin/main > affected.txt\n      - run: ./tools/ci/run-affected.sh affected.txt\n  codegen-drift:\n    runs-on: [self-hosted, linux, build-std]\n    steps:\n      - uses: actions/checkout@v4\n      - run: make generate && git diff --exit-code"),
        read("docs/CONTRIBUTING.md", "## Generated code\nEverything under `gen/`, `**/generated/`, `**/__generated__/` and files with a `Code generated ... DO NOT EDIT.` header\nis produced by `make generate` (buf, sqlc, wire, mockery, graphql-codegen, openapi-generator).\nChange the source (proto, SQL, schema, interface) and regenerate; CI fails on drift.\n\n## Scope\nKeep PRs to the packages the ticket names. Repo-wide formatting or dependency bumps go in their own PR."),
        grep(key, f"docs/changelog/unreleased.md:3:- {key}: (in progress)"),
        think("Plan: read the code the ticket names, make the change at the source, regenerate what is generated, run the affected tests."),
        bash("git status --short && git stash list", ""),
    ]


def long_pool(c):
    """Mid-run noise for long runs: reads, passing builds/tests of neighbours, prose."""
    key = c["ticket"][0]
    return [
        say("Before changing anything else, let me check how neighbouring packages do this."),
        bash("ls libs services packages 2>/dev/null", "libs:\ngrpcx\nledger-core\nmoney\n\nservices:\naudit\nalerts\nbilling\nimporter\ningest\nledger\nnotify\norders\nsearch\n\npackages:\napi-client\ncart\ncheckout-client\ndatetime\nforms\ninvoice-client\nmoney\npayments-client\nproto-ts\nrealtime\nui"),
        read("docs/architecture/codegen.md", "# Code generation\n\n| source | tool | output |\n|---|---|---|\n| proto/**/*.proto | buf generate | gen/go, gen/ts, tools/*/gen |\n| db/queries/*.sql | sqlc generate | */store/db |\n| */ports/*.go interfaces | mockery | */ports/mocks |\n| */wire.go | wire | */wire_gen.go |\n| api/*/openapi.yaml | openapi-generator 7.8.0 | packages/*-client/src/generated |\n| apps/*/src/graphql/*.graphql | graphql-codegen | apps/*/src/__generated__ |\n\n`make generate` runs all of them; CI `codegen-drift` fails on any diff."),
        bash("make -n generate | head -8", "cd proto && buf generate\nsqlc generate -f services/ledger/store/sqlc.yaml\nsqlc generate -f crates/ingest/sqlc.yaml\ngo run github.com/vektra/mockery/v2@v2.46.3 --config .mockery.yaml\ngo run github.com/google/wire/cmd/wire ./...\npnpm -r --filter './packages/*-client' generate\npnpm -r --filter './apps/*' codegen"),
        bash("./tools/ci/affected.sh origin/main", "services/ledger\nlibs/ledger-core\nproto/ledger/v1\napps/admin"),
        read("tools/ci/run-affected.sh", "#!/usr/bin/env bash\nset -euo pipefail\nwhile read -r pkg; do\n  case \"$pkg\" in\n    apps/*|packages/*) pnpm turbo run lint test --filter=\"./$pkg\" ;;\n    services/*|libs/*|proto/*) bazel test \"//$pkg/...\" ;;\n    crates/*) cargo test -p \"$(basename \"$pkg\")\" ;;\n  esac\ndone < \"$1\""),
        bash("go vet ./libs/grpcx/... ./libs/money/...", ""),
        bash("go test ./libs/money/... ./libs/grpcx/...", "ok  \tgithub.com/acme/platform/libs/money\t0.006s\nok  \tgithub.com/acme/platform/libs/grpcx\t0.031s"),
        say("Neighbouring libraries build and test cleanly, so the baseline is healthy."),
        read("services/ledger/README.md", "# ledger\n\nDouble-entry ledger. Public API: `proto/ledger/v1`. Store: Postgres via sqlc (`store/queries`).\nOwners: @acme/ledger. On-call: #ledger-oncall.\n\n## Local\n`make -C services/ledger dev` starts Postgres in docker and runs migrations."),
        bash("git log --oneline -5 -- proto/ gen/", "44aa9d2 chore(proto): buf format\n9b2a6f7 build(bazel): pin protobuf 28.3\n71fe0c2 chore: regenerate clients (openapi-generator 7.8.0)\n3a1d5e0 feat(ledger): optional settled_at\n0bb71c4 chore(gen): regenerate after grpc-go 1.64"),
        grep("TODO\\(" + key + "\\)", ""),
        bash("pnpm turbo run test --filter=@acme/money --filter=@acme/datetime", "@acme/money:test: \u2713 src/allocate.test.ts (3 tests) 4ms\n@acme/datetime:test: \u2713 src/format.test.ts (12 tests) 9ms\n Tasks:    2 successful, 2 total\nCached:    2 cached, 2 total\n  Time:    812ms >>> FULL TURBO"),
        think("Baseline green on the neighbours. The change itself is local; keep going with the ticket's files."),
        read(".github/CODEOWNERS-required-checks.md", "Required checks on main: `affected`, `codegen-drift`, `lint`. A PR that touches more than 3 owner teams needs a platform-api approval."),
        bash("bazel query 'kind(\"go_test\", //services/ledger/...)' 2>/dev/null", "//services/ledger:ledger_test\n//services/ledger/api:api_test\n//services/ledger/store:store_test"),
        bash("bazel test //services/ledger/store:store_test", "INFO: Analyzed target //services/ledger/store:store_test (0 packages loaded, 0 targets configured).\n//services/ledger/store:store_test                 (cached) PASSED in 1.8s\nExecuted 0 out of 1 test: 1 test passes."),
        read("services/ledger/store/queries/entries.sql", "-- name: GetEntry :one\nSELECT id, account_id, amount_minor, currency, created_at FROM ledger.entries WHERE id = $1;\n\n-- name: ListEntries :many\nSELECT id, account_id, amount_minor, currency, created_at FROM ledger.entries WHERE account_id = $1 ORDER BY created_at;"),
        say("OK, I have enough context. Back to the change the ticket asks for."),
    ]


def more_pool(c):
    return [
        read("services/billing/internal/api/server.go", "type Server struct {\n\tbillingv1.UnimplementedBillingServiceServer\n\tstore  Store\n\tledger Ledger\n}\n\nfunc NewServer(s Store, l Ledger) *Server { return &Server{store: s, ledger: l} }"),
        bash("go test ./services/billing/...", "ok  \tgithub.com/acme/platform/services/billing/internal/api\t0.05s\nok  \tgithub.com/acme/platform/services/billing/internal/email\t0.01s\nok  \tgithub.com/acme/platform/services/billing/internal/store/pg\t0.22s"),
        read("buf.gen.yaml", "version: v2\nplugins:\n  - local: protoc-gen-go\n    out: gen/go\n    opt: paths=source_relative\n  - local: protoc-gen-go-grpc\n    out: gen/go\n    opt: paths=source_relative\n  - local: protoc-gen-es\n    out: packages/proto-ts/src/gen\n    opt: target=ts"),
        bash("buf lint proto", ""),
        bash("du -sh gen/go gen/ts 2>/dev/null", "4.1M\tgen/go\n1.7M\tgen/ts"),
        say("Generated trees look consistent with the sources on main."),
        read("libs/money/money.go", "type Money struct {\n\tMinor    int64\n\tCurrency string\n}\n\nfunc (m Money) Add(o Money) (Money, error) {\n\tif m.Currency != o.Currency {\n\t\treturn Money{}, ErrCurrencyMismatch\n\t}\n\treturn Money{m.Minor + o.Minor, m.Currency}, nil\n}"),
        bash("cargo metadata --no-deps --format-version 1 | jq -r '.packages[].name'", "compactor\nevents\nexporter\nimporter\ningest\nledger-core"),
        bash("pnpm ls -r --depth -1 | head -12", "@acme/admin@0.1.0 /workspace/repo/apps/admin\n@acme/checkout@0.1.0 /workspace/repo/apps/checkout\n@acme/graph@0.1.0 /workspace/repo/apps/graph\n@acme/portal@0.1.0 /workspace/repo/apps/portal\n@acme/api-client@2.4.0 /workspace/repo/packages/api-client\n@acme/cart@0.3.0 /workspace/repo/packages/cart\n@acme/datetime@1.2.0 /workspace/repo/packages/datetime\n@acme/money@1.9.1 /workspace/repo/packages/money"),
        think("None of this changes the plan; continue."),
    ]


def reads_pool(c):
    files = {
        "proto/orders/v1/orders.proto": 'syntax = "proto3";\npackage acme.orders.v1;\n\nservice OrdersService {\n  rpc GetOrder(GetOrderRequest) returns (Order);\n  rpc ListOrders(ListOrdersRequest) returns (ListOrdersResponse);\n}',
        "proto/notifications/v1/send.proto": 'syntax = "proto3";\npackage acme.notifications.v1;\n\nmessage SendRequest {\n  string recipient = 1;\n  Channel channel = 2;\n  map<string, string> vars = 3;\n  string template_id = 4;\n}',
        "services/orders/BUILD.bazel": 'go_library(\n    name = "orders",\n    srcs = glob(["*.go"]),\n    deps = ["//proto/orders/v1:orders_go_proto"],\n)',
        "libs/grpcx/BUILD.bazel": 'go_library(\n    name = "grpcx",\n    srcs = glob(["*.go"], exclude = ["*_test.go"]),\n    importpath = "github.com/acme/platform/libs/grpcx",\n)',
        "services/ledger/store/sqlc.yaml": 'version: "2"\nsql:\n  - engine: postgresql\n    queries: queries\n    schema: ../../../db/migrations\n    gen:\n      go:\n        package: db\n        out: db\n        sql_package: pgx/v5',
        "packages/ui/package.json": '{\n  "name": "@acme/ui",\n  "version": "3.4.1",\n  "main": "dist/index.js",\n  "scripts": { "build": "tsup", "test": "vitest run", "lint": "eslint src" }\n}',
        "nx.json": '{\n  "targetDefaults": {\n    "build": { "dependsOn": ["^build"], "cache": true },\n    "test": { "cache": true }\n  },\n  "affected": { "defaultBase": "origin/main" }\n}',
        "turbo.json": '{\n  "tasks": {\n    "build": { "dependsOn": ["^build"], "outputs": ["dist/**"] },\n    "test": { "dependsOn": ["^build"], "outputs": [] },\n    "codegen": { "outputs": ["src/generated/**", "src/__generated__/**"] }\n  }\n}',
    }
    return [read(p, t) for p, t in files.items()]
