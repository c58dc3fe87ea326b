"""Codex runs whose cause is the environment: infra_failure, permission_blocked, dependency_missing
(plus two env-flavoured successes)."""
from common import *

CASES = []
def case(**kw):
    kw.setdefault("format", "codex"); CASES.append(kw); return kw

def rc(i, n=5): return note("Reconnecting... %d/%d" % (i, n))

# ============================================================================ infra_failure
case(slug="polars-groupby-kernel", ticket="DATA-551", repo="quantlake", mode="infra_failure", near_miss="",
     why="rustc was SIGKILLed by the kernel OOM killer while compiling polars-core in release mode; the pod was OOMKilled, the code was never exercised.",
     prompt=P("DATA-551", "Speed up daily group-by in the ingest crate",
              "`crates/ingest/src/rollup.rs` does a manual HashMap group-by over 40M rows. Switch it to a polars lazy\n"
              "`group_by([\"account_id\", \"day\"])` and keep the output schema identical. `cargo test -p ingest` must pass."),
     steps=[think("**Inspecting rollup implementation**\n\nI need to read rollup.rs and the crate manifest before swapping to polars."),
            bash("sed -n '1,80p' crates/ingest/src/rollup.rs", "use std::collections::HashMap;\n\nuse crate::model::{Row, Rollup};\n\npub fn rollup(rows: &[Row]) -> Vec<Rollup> {\n    let mut acc: HashMap<(u64, i32), (f64, u32)> = HashMap::new();\n    for r in rows {\n        let e = acc.entry((r.account_id, r.day)).or_default();\n        e.0 += r.amount;\n        e.1 += 1;\n    }\n    acc.into_iter().map(|((a, d), (s, n))| Rollup { account_id: a, day: d, total: s, count: n }).collect()\n}"),
            bash("grep -n polars crates/ingest/Cargo.toml Cargo.toml", "Cargo.toml:31:polars = { version = \"0.41\", default-features = false, features = [\"lazy\", \"dtype-date\"] }"),
            edit("crates/ingest/Cargo.toml", "", "polars = { workspace = true }"),
            edit("crates/ingest/src/rollup.rs", "", ""),
            bash("git diff --stat", " crates/ingest/Cargo.toml       |  1 +\n crates/ingest/src/rollup.rs    | 31 ++++++++++++++++++-------------\n 2 files changed, 19 insertions(+), 13 deletions(-)"),
            bash("cargo build -p ingest --release 2>&1 | tail -25", "   Compiling polars-arrow v0.41.3\n   Compiling polars-compute v0.41.3\n   Compiling polars-core v0.41.3\nerror: could not compile `polars-core` (lib)\n\nCaused by:\n  process didn't exit successfully: `/usr/local/rustup/toolchains/1.79.0-x86_64-unknown-linux-gnu/bin/rustc --crate-name polars_core --edition=2021 ... -C opt-level=3 -C embed-bitcode=no` (signal: 9, SIGKILL: kill)", code=101, ev=True),
            think("**Checking memory**\n\nSIGKILL during rustc usually means memory pressure; check the cgroup limit."),
            bash("cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events", "2147483648\nlow 0\nhigh 0\nmax 412\noom 3\noom_kill 3", ev=True),
            bash("CARGO_BUILD_JOBS=1 cargo build -p ingest 2>&1 | tail -5", "   Compiling polars-core v0.41.3\nerror: could not compile `polars-core` (lib)\n\nCaused by:\n  process didn't exit successfully: `rustc --crate-name polars_core ...` (signal: 9, SIGKILL: kill)", code=101, ev=True)],
     end=None, state="Failed", result={"success": False, "exit_code": 137, "summary": "pod codex-data-551 terminated: OOMKilled (memory limit 2Gi)"})

case(slug="invoice-pdf-watermark", ticket="BILL-208", repo="billing", mode="infra_failure", near_miss="dependency_missing",
     why="The Codex account hit its usage limit and the turn failed; the ModuleNotFoundError for reportlab was still open but was not what ended the run.",
     prompt=P("BILL-208", "Add a DRAFT watermark to unpaid invoice PDFs",
              "`billing/pdf/render.py` builds invoices. Unpaid invoices (status `open`) must carry a diagonal grey\n"
              "\"DRAFT\" watermark on every page. Add a test in `tests/pdf/test_render.py`."),
     steps=[bash("sed -n '1,60p' billing/pdf/render.py", "from io import BytesIO\n\nfrom billing.pdf.layout import page_template\nfrom billing.models import Invoice\n\n\ndef render_invoice(inv: Invoice) -> bytes:\n    buf = BytesIO()\n    doc = page_template(buf, title=f\"Invoice {inv.number}\")\n    doc.build(list(inv.flowables()))\n    return buf.getvalue()"),
            bash("sed -n '1,40p' billing/pdf/layout.py", "from reportlab.lib.pagesizes import A4\nfrom reportlab.platypus import SimpleDocTemplate\n\n\ndef page_template(buf, title):\n    return SimpleDocTemplate(buf, pagesize=A4, title=title)"),
            say("I'll draw the watermark in an `onPage` callback so every page gets it, only for open invoices."),
            edit("billing/pdf/render.py", "", ""),
            write("tests/pdf/test_render.py", ""),
            bash("python -m pytest tests/pdf -q", "ImportError while loading conftest '/workspace/billing/tests/conftest.py'.\ntests/conftest.py:4: in <module>\n    from billing.pdf.layout import page_template\nbilling/pdf/layout.py:1: in <module>\n    from reportlab.lib.pagesizes import A4\nE   ModuleNotFoundError: No module named 'reportlab'", code=4),
            think("**Installing dev dependencies**\n\nThe venv seems not to have the project's extras. Check pyproject for the pdf extra."),
            bash("grep -n -A4 'optional-dependencies' pyproject.toml", "[project.optional-dependencies]\npdf = [\"reportlab>=4.1\"]\ndev = [\"pytest>=8\", \"pytest-cov\"]"),
            rc(1), rc(2),
            apierr("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 3 days 6 hours 41 minutes.")],
     end=end_fail("usage limit", ev=True, codex_msg="You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 3 days 6 hours 41 minutes."))

case(slug="grpc-health-probe", ticket="PLAT-1190", repo="edge-gateway", mode="infra_failure", near_miss="",
     why="The model stream kept disconnecting; after five reconnect attempts Codex gave up with 'stream disconnected before completion' and the turn failed mid-task.",
     prompt=P("PLAT-1190", "Expose gRPC health checks on the gateway",
              "Register `grpc_health_v1` in `cmd/gateway/main.go` and report NOT_SERVING while the upstream pool is empty.\n"
              "Add a unit test in `internal/health/health_test.go`."),
     steps=[bash("sed -n '1,70p' cmd/gateway/main.go", "package main\n\nimport (\n\t\"log\"\n\t\"net\"\n\n\t\"google.golang.org/grpc\"\n\n\t\"github.com/acme/edge-gateway/internal/pool\"\n\t\"github.com/acme/edge-gateway/internal/proxy\"\n)\n\nfunc main() {\n\tlis, err := net.Listen(\"tcp\", \":8443\")\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tp := pool.New()\n\ts := grpc.NewServer()\n\tproxy.Register(s, p)\n\tlog.Fatal(s.Serve(lis))\n}"),
            bash("ls internal", "config\nhealth\npool\nproxy"),
            bash("sed -n '1,40p' internal/pool/pool.go", "package pool\n\ntype Pool struct {\n\tmu    sync.RWMutex\n\tconns []*Upstream\n}\n\nfunc (p *Pool) Len() int {\n\tp.mu.RLock()\n\tdefer p.mu.RUnlock()\n\treturn len(p.conns)\n}"),
            say("Plan: add `internal/health` with a watcher that flips the status on pool changes, then wire it into main."),
            write("internal/health/health.go", ""),
            bash("go build ./...", ""),
            rc(1, 5), rc(2, 5), rc(3, 5), rc(4, 5), rc(5, 5)],
     end=end_fail("stream disconnected", ev=True, codex_msg="stream disconnected before completion: error sending request for url (https://chatgpt.com/backend-api/codex/responses)"))

case(slug="etl-backfill-partition", ticket="DATA-602", repo="warehouse-etl", mode="infra_failure", near_miss="dependency_missing",
     why="The package index could not be reached (DNS failure, 'Temporary failure in name resolution'), so the install fell through to 'No matching distribution'; the later missing module is a consequence of the network outage.",
     prompt=P("DATA-602", "Backfill job should accept a partition range",
              "`etl/jobs/backfill.py` only accepts `--date`. Add `--from`/`--to` (inclusive) and iterate day partitions.\n"
              "The new option needs `pendulum` for the date range (already used by the scheduler)."),
     steps=[bash("sed -n '1,50p' etl/jobs/backfill.py", "import click\n\nfrom etl.runner import run_partition\n\n\n@click.command()\n@click.option(\"--date\", required=True)\ndef main(date):\n    run_partition(date)"),
            bash("grep -rn pendulum requirements*.txt etl | head", "requirements.txt:9:pendulum==3.0.0\netl/scheduler/cron.py:3:import pendulum"),
            bash("python -c 'import pendulum'", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'pendulum'", code=1),
            say("The venv is missing `pendulum` even though it is pinned; installing the requirements."),
            bash("pip install -r requirements.txt 2>&1 | tail -12", "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f1c2a9b3d90>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/pendulum/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f1c2a9b3f10>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/pendulum/\nWARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f1c2a9b4090>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/pendulum/\nERROR: Could not find a version that satisfies the requirement pendulum==3.0.0 (from versions: none)\nERROR: No matching distribution found for pendulum==3.0.0", code=1, ev=True),
            bash("getent hosts pypi.org || echo unresolved; cat /etc/resolv.conf", "unresolved\nnameserver 10.96.0.10\nsearch codex-jobs.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5", ev=True),
            edit("etl/jobs/backfill.py", "", ""),
            bash("python -m pytest tests/jobs/test_backfill.py -q", "E   ModuleNotFoundError: No module named 'pendulum'\n=========================== short test summary info ============================\nERROR tests/jobs/test_backfill.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.41s", code=2),
            say("I implemented `--from/--to` but could not install `pendulum`: PyPI is unreachable from this runner (DNS resolution fails), so tests cannot run.")],
     end=end_ok("partial"), state="Failed", result={"success": False, "exit_code": 1, "summary": "tests not run: dependency install failed"})

case(slug="terraform-module-docs", ticket="OPS-377", repo="infra-modules", mode="infra_failure", near_miss="",
     why="The turn failed on provider rate limiting (429 Too Many Requests after retries); the work itself was going normally.",
     prompt=P("OPS-377", "Document inputs/outputs of the vpc module",
              "Generate the inputs/outputs tables for `modules/vpc/README.md` from `variables.tf`/`outputs.tf`\n"
              "(terraform-docs markdown table format) and describe the two new `flow_logs_*` variables."),
     steps=[bash("ls modules/vpc", "README.md\nmain.tf\noutputs.tf\nvariables.tf\nversions.tf"),
            bash("sed -n '1,80p' modules/vpc/variables.tf", "variable \"cidr_block\" {\n  type        = string\n  description = \"VPC CIDR\"\n}\n\nvariable \"flow_logs_enabled\" {\n  type    = bool\n  default = false\n}\n\nvariable \"flow_logs_retention_days\" {\n  type    = number\n  default = 30\n}"),
            bash("terraform-docs --version", "terraform-docs version v0.17.0 linux/amd64"),
            bash("terraform-docs markdown table modules/vpc | head -20", "## Requirements\n\n| Name | Version |\n|------|---------|\n| terraform | >= 1.5 |\n| aws | ~> 5.40 |\n\n## Inputs\n\n| Name | Description | Type | Default | Required |\n|------|-------------|------|---------|:--------:|\n| cidr_block | VPC CIDR | `string` | n/a | yes |\n| flow_logs_enabled | n/a | `bool` | `false` | no |"),
            edit("modules/vpc/variables.tf", "", ""),
            note("Reconnecting... 1/5"), note("Reconnecting... 2/5"), note("Reconnecting... 3/5"),
            note("Reconnecting... 4/5"), note("Reconnecting... 5/5")],
     end=end_fail("rate limited", ev=True, codex_msg="exceeded retry limit, last status: 429 Too Many Requests, request id: 9a41c0e7b3f25d11-FRA"))

case(slug="search-reindex-batches", ticket="SRCH-88", repo="catalog-search", mode="infra_failure", near_miss="model_confusion",
     why="The session ran out of the model's context window (Codex ran out of room) on a long but orderly task; a platform limit, not an agent mistake.",
     prompt=P("SRCH-88", "Reindex in batches of 500 with progress logging",
              "`search/reindex.py` loads the whole catalog into memory. Page through products 500 at a time using the\n"
              "`updated_at, id` cursor, log progress every 10 batches, and keep `make test` green."),
     steps=[bash("wc -l search/*.py tests/search/*.py", "  212 search/reindex.py\n  388 search/mapping.py\n  145 search/client.py\n  419 tests/search/test_reindex.py\n 1164 total"),
            bash("sed -n '1,220p' search/reindex.py", "import logging\n\nfrom search.client import es\nfrom catalog.models import Product\n\nlog = logging.getLogger(__name__)\n\n\ndef reindex(index=\"products\"):\n    docs = [p.to_doc() for p in Product.objects.all()]\n    es.bulk(index=index, docs=docs)\n    log.info(\"reindexed %d\", len(docs))\n# ... (212 lines)"),
            bash("sed -n '1,400p' search/mapping.py", "MAPPING = {\n  \"properties\": {\n    \"title\": {\"type\": \"text\", \"analyzer\": \"catalog_en\"},\n    \"sku\": {\"type\": \"keyword\"},\n    ...\n  }\n}\n# (388 lines of analyzer and field definitions)"),
            bash("sed -n '1,420p' tests/search/test_reindex.py", "import pytest\n\nfrom search.reindex import reindex\n...\n# (419 lines of fixtures and cases)"),
            say("I'll add a cursor-based `iter_batches()` and make `reindex` stream bulk requests."),
            edit("search/reindex.py", "", ""),
            bash("make test 2>&1 | tail -30", "pytest -q tests\n........................................................................ [ 61%]\n............................................F                            [100%]\n=================================== FAILURES ===================================\n___________________ test_reindex_logs_progress_every_10_batches ___________________\nE   AssertionError: assert 3 == 2\n1 failed, 115 passed in 21.84s", code=2),
            bash("sed -n '300,419p' tests/search/test_reindex.py", "def test_reindex_logs_progress_every_10_batches(caplog, products_2500):\n    reindex()\n    progress = [r for r in caplog.records if r.msg.startswith(\"progress\")]\n    assert len(progress) == 2\n..."),
            think("**Counting log lines**\n\n2500 products / 500 = 5 batches; progress every 10 batches would log 0 times plus final... the test expects 2 because the fixture sets batch size 100. I need to read the conftest fixture."),
            bash("sed -n '1,300p' tests/search/conftest.py", "# (300 lines of fixtures)\n@pytest.fixture\ndef products_2500(settings, db):\n    settings.REINDEX_BATCH = 100\n    ..."),
            erritem("Codex ran out of room in the model's context window. Start a new conversation or clear earlier history before retrying.", ev=True)],
     end=end_fail("context window", ev=True, codex_msg="Codex ran out of room in the model's context window. Start a new conversation or clear earlier history before retrying."))

# ============================================================================ permission_blocked
case(slug="ledger-client-bump", ticket="PAY-1733", repo="payments-api", mode="permission_blocked", near_miss="dependency_missing",
     why="The Codex sandbox blocks network (socket: operation not permitted), so `go mod download` could not fetch the new module; the 'missing go.sum entry' that follows is a consequence of the denial.",
     prompt=P("PAY-1733", "Bump ledger client to v1.9 for idempotency keys",
              "Upgrade `github.com/acme/ledger-go` to v1.9.0 and pass `IdempotencyKey` from `internal/transfer/service.go`\n"
              "(new field on `ledger.PostRequest`). `go test ./internal/transfer/...` must pass."),
     steps=[bash("grep ledger-go go.mod", "\tgithub.com/acme/ledger-go v1.7.2"),
            bash("go get github.com/acme/ledger-go@v1.9.0", "go: github.com/acme/ledger-go@v1.9.0: Get \"https://proxy.golang.org/github.com/acme/ledger-go/@v/v1.9.0.info\": dial tcp: lookup proxy.golang.org on 127.0.0.53:53: dial udp 127.0.0.53:53: socket: operation not permitted", code=1, ev=True),
            think("**Network blocked by sandbox**\n\nThe sandbox refuses sockets. I can't fetch the module; try editing go.mod directly and see whether the module cache has it."),
            bash("ls $(go env GOMODCACHE)/github.com/acme/ 2>&1", "ledger-go@v1.7.2"),
            edit("go.mod", "", ""),
            edit("internal/transfer/service.go", "", ""),
            bash("git diff go.mod internal/transfer/service.go", "diff --git a/go.mod b/go.mod\n-\tgithub.com/acme/ledger-go v1.7.2\n+\tgithub.com/acme/ledger-go v1.9.0\ndiff --git a/internal/transfer/service.go b/internal/transfer/service.go\n \treq := ledger.PostRequest{\n \t\tAccount: t.From,\n \t\tAmount:  t.Amount,\n+\t\tIdempotencyKey: t.ID.String(),\n \t}"),
            bash("go test ./internal/transfer/...", "internal/transfer/service.go:9:2: missing go.sum entry for module providing package github.com/acme/ledger-go (imported by github.com/acme/payments-api/internal/transfer); to add:\n\tgo get github.com/acme/payments-api/internal/transfer\nFAIL\tgithub.com/acme/payments-api/internal/transfer [setup failed]", code=1),
            bash("GOFLAGS=-mod=mod go mod download github.com/acme/ledger-go@v1.9.0", "go: github.com/acme/ledger-go@v1.9.0: Get \"https://proxy.golang.org/github.com/acme/ledger-go/@v/v1.9.0.mod\": dial tcp: lookup proxy.golang.org on 127.0.0.53:53: dial udp 127.0.0.53:53: socket: operation not permitted", code=1, ev=True),
            say("The sandbox has network access disabled, so v1.9.0 cannot be downloaded. The code change is in place; someone with network access needs to run `go get github.com/acme/ledger-go@v1.9.0`.")],
     end=end_ok("blocked"), state="Failed", result={"success": False, "exit_code": 1, "summary": "go.sum not updated; tests did not build"})

case(slug="proto-contract-regen", ticket="API-420", repo="orders-service", mode="permission_blocked", near_miss="",
     why="The task needed the shared contracts checkout next to the workspace updated; every write outside the workspace was refused by the sandbox (file_change failed, 'Read-only file system'/'Operation not permitted').",
     prompt=P("API-420", "Add `cancel_reason` to the Order proto and regenerate",
              "The Order message lives in the shared contracts checkout at `../contracts/orders/v1/order.proto`. Add\n"
              "`string cancel_reason = 14;`, regenerate Go stubs into `../contracts/gen/go` with `buf generate`, and use the field\n"
              "in `internal/orders/cancel.go`."),
     steps=[bash("ls .. && sed -n '1,40p' ../contracts/orders/v1/order.proto", "contracts\norders-service\nsyntax = \"proto3\";\n\npackage orders.v1;\n\nmessage Order {\n  string id = 1;\n  OrderStatus status = 2;\n  // ... fields 3-13\n}"),
            edit("../contracts/orders/v1/order.proto", "", "", ev=True, fail="sandbox: write outside workspace denied"),
            think("**Write rejected**\n\nThe patch to ../contracts was rejected. Try via the shell."),
            bash("cd ../contracts && sed -i 's/^}$/  string cancel_reason = 14;\\n}/' orders/v1/order.proto", "sed: couldn't open temporary file orders/v1/sedX4k2Pq: Read-only file system", code=4, ev=True),
            bash("touch ../contracts/.probe", "touch: cannot touch '../contracts/.probe': Operation not permitted", code=1, ev=True),
            bash("cd ../contracts && buf generate", "Failure: open gen/go/orders/v1/order.pb.go: operation not permitted", code=1, ev=True),
            say("I can't write to `../contracts` from this sandbox (workspace-write only covers orders-service). I did not change `internal/orders/cancel.go` since the generated field doesn't exist yet.")],
     end=end_ok("blocked"), state="Failed", result={"success": False, "exit_code": 1, "summary": "contracts repo not writable from sandbox"})

case(slug="release-notes-label-sync", ticket="REL-64", repo="release-tools", mode="permission_blocked", near_miss="",
     why="GitHub refused the token before any work could be done: the issues/labels endpoints returned 403 'Resource not accessible by integration' through the GitHub MCP server and gh.",
     prompt=P("REL-64", "Label merged PRs for the 4.2 release notes",
              "For every PR merged into `release/4.2` since tag v4.1.0, add the `release-4.2` label and post the generated\n"
              "changelog as a comment on tracking issue #1180."),
     steps=[mcp("github", "list_pull_requests", {"owner": "acme", "repo": "platform", "state": "closed", "base": "release/4.2"}, result="[{\"number\": 1201, \"title\": \"fix(auth): refresh token race\", \"merged_at\": \"2026-03-02T10:11:00Z\"}, {\"number\": 1207, \"title\": \"feat(api): bulk export\", \"merged_at\": \"2026-03-03T16:40:12Z\"}, {\"number\": 1212, \"title\": \"chore: bump grpc\", \"merged_at\": \"2026-03-04T08:02:55Z\"}]"),
            say("Three PRs merged since v4.1.0. Adding the label to each."),
            mcp("github", "add_issue_labels", {"owner": "acme", "repo": "platform", "issue_number": 1201, "labels": ["release-4.2"]}, error="POST https://api.github.com/repos/acme/platform/issues/1201/labels: 403 Resource not accessible by integration []", ev=True),
            bash("gh api repos/acme/platform/issues/1201/labels -f 'labels[]=release-4.2'", "{\"message\":\"Resource not accessible by integration\",\"documentation_url\":\"https://docs.github.com/rest/issues/labels#add-labels-to-an-issue\",\"status\":\"403\"}\ngh: Resource not accessible by integration (HTTP 403)", code=1, ev=True),
            bash("gh auth status", "github.com\n  ✓ Logged in to github.com account codex-release-bot (GH_TOKEN)\n  - Active account: true\n  - Token: ghs_************************************\n  - Token scopes: none (GitHub App installation token)"),
            mcp("github", "add_issue_comment", {"owner": "acme", "repo": "platform", "issue_number": 1180, "body": "## 4.2 changelog\n- fix(auth): refresh token race (#1201)\n- feat(api): bulk export (#1207)\n- chore: bump grpc (#1212)"}, error="POST https://api.github.com/repos/acme/platform/issues/1180/comments: 403 Resource not accessible by integration []", ev=True),
            say("The installation token has no `issues: write` permission, so neither labels nor the comment could be posted. The changelog text is above for a human to paste.")],
     end=end_ok("blocked"), state="Failed", result={"success": False, "exit_code": 1, "summary": "GitHub API 403 on labels and comments"})

case(slug="storefront-zod-schemas", ticket="SHOP-940", repo="storefront", mode="permission_blocked", near_miss="dependency_missing",
     why="pnpm could not create its store under the home directory (EPERM: operation not permitted, mkdir), so nothing was installed; the 'Cannot find module zod' that ends the run is a consequence of that denial.",
     prompt=P("SHOP-940", "Validate checkout payloads with zod",
              "Add zod schemas for the checkout POST body in `src/server/checkout/schema.ts` and reject invalid bodies with 422.\n"
              "Add `zod` as a dependency."),
     steps=[bash("cat package.json | head -25", "{\n  \"name\": \"storefront\",\n  \"packageManager\": \"pnpm@9.4.0\",\n  \"scripts\": {\n    \"test\": \"vitest run\",\n    \"typecheck\": \"tsc --noEmit\"\n  },\n  \"dependencies\": {\n    \"fastify\": \"^4.27.0\"\n  }\n}"),
            bash("pnpm add zod@^3.23.8", " ERR_PNPM_EPERM  EPERM: operation not permitted, mkdir '/home/codex/.local/share/pnpm/store/v3'", code=1, ev=True),
            think("**Store dir not writable**\n\nThe pnpm store outside the workspace is not writable. I'll write the code first and come back to the install."),
            write("src/server/checkout/schema.ts", ""),
            edit("src/server/checkout/route.ts", "", ""),
            bash("git diff src/server/checkout/route.ts", "+import { CheckoutBody } from './schema';\n@@\n   app.post('/checkout', async (req, reply) => {\n-    const body = req.body as any;\n+    const parsed = CheckoutBody.safeParse(req.body);\n+    if (!parsed.success) return reply.code(422).send(parsed.error.flatten());\n+    const body = parsed.data;"),
            bash("pnpm vitest run src/server/checkout", " FAIL  src/server/checkout/route.test.ts [ src/server/checkout/route.test.ts ]\nError: Cannot find module 'zod' imported from /workspace/storefront/src/server/checkout/schema.ts\n\n Test Files  1 failed (1)\n      Tests  no tests", code=1),
            bash("npm_config_store_dir=/home/codex/.pnpm-store pnpm add zod@^3.23.8", " ERR_PNPM_EPERM  EPERM: operation not permitted, mkdir '/home/codex/.pnpm-store'", code=1, ev=True),
            say("zod cannot be installed because pnpm's store directory is outside the writable area; tests fail on the missing module.")],
     end=end_ok("blocked"), state="Failed", result={"success": False, "exit_code": 1, "summary": "tests fail: Cannot find module 'zod'"})

case(slug="maven-settings-mirror", ticket="JVM-311", repo="risk-engine", mode="permission_blocked", near_miss="",
     why="With approval policy 'never', the only command that could run the integration tests (docker compose) was declined and the Docker socket refused connections with 'permission denied'.",
     prompt=P("JVM-311", "Fix flaky RiskScoreRepositoryIT after Postgres 16 upgrade",
              "`RiskScoreRepositoryIT` fails against Postgres 16 because of a `numeric` rounding difference. Fix the mapping\n"
              "in `RiskScoreEntity` and prove it with the IT (`./mvnw verify -Pit`, uses Testcontainers)."),
     steps=[bash("sed -n '1,60p' src/main/java/com/acme/risk/RiskScoreEntity.java", "@Entity\n@Table(name = \"risk_scores\")\npublic class RiskScoreEntity {\n    @Id\n    private UUID id;\n\n    @Column(name = \"score\", precision = 10, scale = 2)\n    private BigDecimal score;\n}"),
            edit("src/main/java/com/acme/risk/RiskScoreEntity.java", "", ""),
            bash("git diff", "-    @Column(name = \"score\", precision = 10, scale = 2)\n+    @Column(name = \"score\", precision = 12, scale = 4)"),
            bash("./mvnw -q -o verify -Pit -Dit.test=RiskScoreRepositoryIT 2>&1 | tail -15", "[ERROR] Could not find a valid Docker environment. Please see logs and check configuration\n[ERROR]     UnixSocketClientProviderStrategy: failed with exception InvalidConfigurationException (Could not connect to unix:///var/run/docker.sock: Permission denied)\n[ERROR] Tests run: 1, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 2.118 s <<< FAILURE! - in com.acme.risk.RiskScoreRepositoryIT", code=1, ev=True),
            bash("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root docker 0 Mar  9 06:01 /var/run/docker.sock\nuid=1001(codex) gid=1001(codex) groups=1001(codex)", ev=True),
            declined("sudo docker compose -f docker-compose.it.yml up -d postgres", "", ev=True),
            erritem("exec command rejected: approval policy is never; sudo requires approval", ev=True),
            say("I changed the column scale but could not run the IT: the Docker socket is not accessible to this user and escalation is not allowed under the current approval policy.")],
     end=end_ok("blocked"), state="Failed", result={"success": False, "exit_code": 1, "summary": "integration test could not run"})

# ============================================================================ dependency_missing
case(slug="cli-completions-clap", ticket="CLI-77", repo="deployctl", mode="dependency_missing", near_miss="",
     why="The pinned clap requires a newer rustc than the toolchain in the image (1.70): a toolchain version mismatch blocked the build.",
     prompt=P("CLI-77", "Generate shell completions",
              "Add a `deployctl completions <shell>` subcommand using `clap_complete` for bash, zsh and fish."),
     steps=[bash("rustc --version && cargo --version", "rustc 1.70.0 (90c541806 2023-05-31)\ncargo 1.70.0 (ec8a8a0ca 2023-04-25)"),
            bash("grep -n clap Cargo.toml", "14:clap = { version = \"4.5\", features = [\"derive\"] }"),
            bash("cargo add clap_complete@4.5", "    Updating crates.io index\n      Adding clap_complete v4.5.2 to dependencies"),
            edit("src/cli.rs", "", ""),
            edit("src/main.rs", "", ""),
            bash("cargo build 2>&1 | tail -8", "    Updating crates.io index\n  Downloaded clap_complete v4.5.2\nerror: package `clap_builder v4.5.23` cannot be built because it requires rustc 1.74 or newer, while the currently active rustc version is 1.70.0\nEither upgrade to rustc 1.74 or newer, or use\ncargo update clap_builder@4.5.23 --precise ver\nwhere `ver` is the latest version of `clap_builder` supporting rustc 1.70.0", code=101, ev=True),
            bash("rustup toolchain list", "1.70.0-x86_64-unknown-linux-gnu (default)", ev=True),
            bash("rustup toolchain install 1.79.0 --profile minimal 2>&1 | tail -3", "info: syncing channel updates for '1.79.0-x86_64-unknown-linux-gnu'\nerror: could not create temp directory: Read-only file system (os error 30)", code=1),
            say("The image pins Rust 1.70 but clap 4.5's builder needs 1.74+. Pinning clap_builder back would downgrade clap for the whole CLI, which I didn't want to do without asking.")],
     end=end_ok("toolchain too old"), state="Failed", result={"success": False, "exit_code": 101, "summary": "build fails: rustc 1.70 too old for clap_builder 4.5.23"})

case(slug="orders-pg-jsonb-filter", ticket="SHOP-1022", repo="orders-rails", mode="dependency_missing", near_miss="",
     why="The pg gem could not be built because the PostgreSQL client headers (libpq-fe.h) are not installed, so bundle install failed and the test suite could not load.",
     prompt=P("SHOP-1022", "Filter orders by JSONB metadata",
              "Add `Order.with_metadata(key, value)` using a `@>` JSONB containment query and expose `?meta[key]=value` on\n"
              "`GET /api/orders`. Specs in `spec/models/order_spec.rb` and `spec/requests/orders_spec.rb`."),
     steps=[bash("ruby -v && bundle -v", "ruby 3.3.1 (2024-04-23 revision c56cd86388) [x86_64-linux]\nBundler version 2.5.9"),
            bash("bundle exec rspec spec/models/order_spec.rb 2>&1 | tail -4", "Could not find gem 'pg (~> 1.5)' in locally installed gems.\n\nRun `bundle install` to install missing gems.", code=7),
            bash("bundle install 2>&1 | tail -22", "Fetching pg 1.5.6\nInstalling pg 1.5.6 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n    current directory: /workspace/orders-rails/vendor/bundle/ruby/3.3.0/gems/pg-1.5.6/ext\n/usr/local/bin/ruby extconf.rb\nChecking for pg_config... no\nChecking for libpq per pkg-config... no\nUsing libpq from \nchecking for whether -Wl,-rpath,/usr/lib is accepted as LDFLAGS... yes\nchecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*****************************************************************************\n\nUnable to find PostgreSQL client library.\n\nPlease install libpq or postgresql client package like so:\n  sudo apt install libpq-dev\n*** extconf.rb failed ***\n\nAn error occurred while installing pg (1.5.6), and Bundler cannot continue.", code=5, ev=True),
            bash("dpkg -l | grep -i libpq || echo none", "none", ev=True),
            edit("app/models/order.rb", "", ""),
            edit("app/controllers/api/orders_controller.rb", "", ""),
            bash("git diff app/models/order.rb", "+  scope :with_metadata, ->(key, value) { where(\"metadata @> ?\", { key => value }.to_json) }"),
            say("The scope and controller param are written, but I can't run specs: `pg` needs libpq headers (`libpq-dev`) that are not in this image.")],
     end=end_ok("no libpq"), state="Failed", result={"success": False, "exit_code": 5, "summary": "bundle install failed (pg native extension)"})

case(slug="wasm-thumbnailer", ticket="MEDIA-140", repo="media-pipeline", mode="dependency_missing", near_miss="",
     why="There is no C linker in the image (`linker cc not found`), so the crate with a build script could not link; a missing native toolchain piece.",
     prompt=P("MEDIA-140", "Add WebP output to the thumbnailer",
              "`crates/thumbs` only writes JPEG. Add WebP output (quality 80) behind `--format webp` using the `image` crate's\n"
              "webp encoder."),
     steps=[bash("sed -n '1,30p' crates/thumbs/Cargo.toml", "[package]\nname = \"thumbs\"\nversion = \"0.3.0\"\nedition = \"2021\"\n\n[dependencies]\nimage = { version = \"0.25\", default-features = false, features = [\"jpeg\"] }\nclap = { version = \"4\", features = [\"derive\"] }"),
            edit("crates/thumbs/Cargo.toml", "", ""),
            edit("crates/thumbs/src/main.rs", "", ""),
            bash("git diff crates/thumbs/Cargo.toml", "-image = { version = \"0.25\", default-features = false, features = [\"jpeg\"] }\n+image = { version = \"0.25\", default-features = false, features = [\"jpeg\", \"webp\"] }"),
            bash("cargo build -p thumbs 2>&1 | tail -12", "   Compiling libc v0.2.155\n   Compiling proc-macro2 v1.0.86\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error\nerror: could not compile `libc` (build script) due to 1 previous error", code=101, ev=True),
            bash("which cc gcc clang ld || true", "", ev=True),
            bash("cat /etc/os-release | head -2", "PRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\nNAME=\"Debian GNU/Linux\""),
            say("Nothing links here: the image has no C compiler/linker (`cc`), which every build script needs. Code is written; build needs `build-essential`.")],
     end=end_ok("no linker"), state="Failed", result={"success": False, "exit_code": 101, "summary": "linker `cc` not found"})

case(slug="billing-core-ledger-artifact", ticket="FIN-2290", repo="billing-core", mode="dependency_missing", near_miss="infra_failure",
     why="Maven reached Central fine but the internal artifact com.acme:ledger-client:1.8.0 does not exist there (no internal repository configured): an unresolvable dependency, not a network fault.",
     prompt=P("FIN-2290", "Use ledger-client 1.8 batch posting",
              "Replace the per-line `LedgerClient.post` loop in `InvoicePoster` with `postBatch` from ledger-client 1.8.0."),
     steps=[bash("grep -n -B2 -A3 ledger-client pom.xml", "    <dependency>\n      <groupId>com.acme</groupId>\n      <artifactId>ledger-client</artifactId>\n      <version>1.6.4</version>\n    </dependency>"),
            edit("pom.xml", "", ""),
            edit("src/main/java/com/acme/billing/InvoicePoster.java", "", ""),
            bash("git diff --stat", " pom.xml                                            | 2 +-\n .../java/com/acme/billing/InvoicePoster.java       | 14 ++++----------\n 2 files changed, 5 insertions(+), 11 deletions(-)"),
            bash("./mvnw -q test -pl billing-core 2>&1 | tail -12", "Downloading from central: https://repo.maven.apache.org/maven2/com/acme/ledger-client/1.8.0/ledger-client-1.8.0.pom\n[WARNING] The POM for com.acme:ledger-client:jar:1.8.0 is missing, no dependency information available\nDownloading from central: https://repo.maven.apache.org/maven2/com/acme/ledger-client/1.8.0/ledger-client-1.8.0.jar\n[ERROR] Failed to execute goal on project billing-core: Could not resolve dependencies for project com.acme:billing-core:jar:3.2.0-SNAPSHOT: Could not find artifact com.acme:ledger-client:jar:1.8.0 in central (https://repo.maven.apache.org/maven2) -> [Help 1]", code=1, ev=True),
            bash("ls ~/.m2/repository/com/acme/ledger-client/ 2>&1; cat ~/.m2/settings.xml 2>&1 | head -5", "1.6.4\ncat: /home/codex/.m2/settings.xml: No such file or directory", ev=True),
            say("ledger-client 1.8.0 isn't resolvable: it's not on Maven Central and no internal Nexus is configured in this environment (only 1.6.4 is in the local cache).")],
     end=end_ok("unresolved"), state="Failed", result={"success": False, "exit_code": 1, "summary": "Could not find artifact com.acme:ledger-client:jar:1.8.0"})

case(slug="forecast-holiday-calendar", ticket="ML-316", repo="demand-forecast", mode="dependency_missing", near_miss="",
     why="After installing a missing test helper the real blocker appeared: the package requires Python >=3.11 and the runner only has 3.9, so it cannot be installed.",
     prompt=P("ML-316", "Add holiday regressors to the forecast model",
              "Feed the country holiday calendar (`holidays` package, already a dependency) into `forecast/features.py`\n"
              "as binary regressors. Add a test that Christmas is flagged for DE."),
     steps=[bash("python --version", "Python 3.9.18"),
            bash("python -m pytest tests/test_features.py -q 2>&1 | tail -5", "ImportError while loading conftest '/workspace/demand-forecast/tests/conftest.py'.\ntests/conftest.py:2: in <module>\n    from freezegun import freeze_time\nE   ModuleNotFoundError: No module named 'freezegun'", code=4),
            bash("pip install freezegun==1.5.1", "Collecting freezegun==1.5.1\n  Downloading freezegun-1.5.1-py3-none-any.whl (17 kB)\nRequirement already satisfied: python-dateutil>=2.7 in ./.venv/lib/python3.9/site-packages (from freezegun==1.5.1) (2.9.0.post0)\nInstalling collected packages: freezegun\nSuccessfully installed freezegun-1.5.1"),
            bash("python -m pytest tests/test_features.py -q 2>&1 | tail -5", "tests/conftest.py:5: in <module>\n    from forecast.features import build_features\nE   ModuleNotFoundError: No module named 'forecast'", code=4),
            bash("pip install -e . 2>&1 | tail -4", "Obtaining file:///workspace/demand-forecast\n  Installing build dependencies ... done\n  Checking if build backend supports build_editable ... done\nERROR: Package 'demand-forecast' requires a different Python: 3.9.18 not in '>=3.11'", code=1, ev=True),
            bash("ls /usr/bin/python3* /usr/local/bin/python3* 2>/dev/null", "/usr/bin/python3\n/usr/bin/python3.9\n/usr/local/bin/python3\n/usr/local/bin/python3.9", ev=True),
            edit("forecast/features.py", "", ""),
            say("The feature code is written, but the project needs Python 3.11+ (it uses `typing.Self` and `tomllib`) and only 3.9 exists in the runner, so it can't be installed or tested.")],
     end=end_ok("python too old"), state="Failed", result={"success": False, "exit_code": 1, "summary": "requires Python >=3.11; runner has 3.9"})

case(slug="gateway-slog-handler", ticket="PLAT-1254", repo="edge-gateway", mode="dependency_missing", near_miss="",
     why="go.mod requires go >= 1.23 but the runner has go 1.21.6 with GOTOOLCHAIN=local, so nothing builds: a toolchain version error.",
     prompt=P("PLAT-1254", "Switch access logs to log/slog JSON handler",
              "Replace the zerolog access logger in `internal/httplog` with `log/slog`'s JSON handler and keep the field names."),
     steps=[bash("head -5 go.mod && go version && go env GOTOOLCHAIN", "module github.com/acme/edge-gateway\n\ngo 1.23.0\n\ntoolchain go1.23.2\ngo version go1.21.6 linux/amd64\nlocal"),
            bash("sed -n '1,40p' internal/httplog/httplog.go", "package httplog\n\nimport (\n\t\"net/http\"\n\t\"time\"\n\n\t\"github.com/rs/zerolog\"\n)\n\nfunc Middleware(l zerolog.Logger) func(http.Handler) http.Handler {\n\t..."),
            edit("internal/httplog/httplog.go", "", ""),
            bash("go build ./... 2>&1", "go: go.mod requires go >= 1.23.0 (running go 1.21.6; GOTOOLCHAIN=local)", code=1, ev=True),
            bash("GOTOOLCHAIN=auto go build ./... 2>&1", "go: downloading go1.23.2 (linux/amd64)\ngo: download go1.23.2 for linux/amd64: toolchain not available", code=1, ev=True),
            say("The repo needs Go 1.23 but the image ships 1.21.6 and the toolchain download is not available here.")],
     end=end_ok("go too old"), state="Failed", result={"success": False, "exit_code": 1, "summary": "go.mod requires go >= 1.23.0"})

# ============================================================================ env-flavoured successes (near misses)
case(slug="healthz-readiness-split", ticket="PLAT-1301", repo="edge-gateway", mode="succeeded", near_miss="infra_failure",
     why="Two reconnects early in the turn, then the stream recovered and the task finished with green tests.",
     prompt=P("PLAT-1301", "Split /healthz into liveness and readiness",
              "Add `/livez` (always 200) and `/readyz` (503 until the upstream pool has at least one connection)."),
     steps=[bash("sed -n '1,30p' internal/server/routes.go", "func Routes(mux *http.ServeMux, p *pool.Pool) {\n\tmux.HandleFunc(\"/healthz\", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(200) })\n}"),
            note("Reconnecting... 1/5"), note("Reconnecting... 2/5"),
            edit("internal/server/routes.go", "", ""),
            write("internal/server/routes_test.go", ""),
            bash("go test ./internal/server/...", "ok  \tgithub.com/acme/edge-gateway/internal/server\t0.412s"),
            bash("go vet ./... && go test ./...", "ok  \tgithub.com/acme/edge-gateway/internal/health\t0.201s\nok  \tgithub.com/acme/edge-gateway/internal/pool\t1.034s\nok  \tgithub.com/acme/edge-gateway/internal/server\t0.398s"),
            say("Added `/livez` and `/readyz`; readiness returns 503 with an empty pool. All packages pass.")],
     end=end_ok("done"))

case(slug="pytest-cache-relocate", ticket="QA-219", repo="warehouse-etl", mode="succeeded", near_miss="permission_blocked",
     why="A sandbox write denial for ~/.cache was worked around by pointing the cache inside the workspace; the fix then passed.",
     prompt=P("QA-219", "Fix timezone bug in partition naming",
              "`etl/partitions.py::partition_name` uses local time; partitions must be named by UTC date."),
     steps=[bash("sed -n '1,25p' etl/partitions.py", "from datetime import datetime\n\n\ndef partition_name(ts: float) -> str:\n    return datetime.fromtimestamp(ts).strftime(\"dt=%Y-%m-%d\")"),
            edit("etl/partitions.py", "", ""),
            bash("git diff", "-from datetime import datetime\n+from datetime import datetime, timezone\n@@\n-    return datetime.fromtimestamp(ts).strftime(\"dt=%Y-%m-%d\")\n+    return datetime.fromtimestamp(ts, tz=timezone.utc).strftime(\"dt=%Y-%m-%d\")"),
            bash("python -m pytest tests/test_partitions.py -q", "WARNING: could not create cache path /home/codex/.cache/pytest/v/cache/nodeids: [Errno 1] Operation not permitted: '/home/codex/.cache/pytest'\n......                                                                   [100%]\n6 passed, 1 warning in 0.09s"),
            say("Tests pass; the warning is the sandbox refusing pytest's cache under ~/.cache. Keeping the cache in the workspace to keep output clean."),
            bash("python -m pytest -o cache_dir=.pytest_cache -q", "........................................................................ [ 87%]\n..........                                                               [100%]\n82 passed in 3.11s"),
            say("Partition names now use the UTC date. Full suite: 82 passed.")],
     end=end_ok("done"))
