"""Environment cases: the platform (infra_failure) and permissions (permission_blocked)."""
from gen_lib import case, S, T, B, R, E, W, G, H, DENY, SYS, NOISE

CASES = []
add = CASES.append

# ============================================================== infra_failure
add(case(
    "rpt-parquet-export", "osmia", "infra_failure",
    ("RPT-2291", "Quarterly export drops rows with a NULL cost centre",
     "The quarterly Parquet export (`reports/export.py`, `build_frame()`) silently drops ledger rows whose\n"
     "`cost_centre` is NULL. Finance wants them kept under the cost centre `UNASSIGNED`.",
     ["`tests/test_export.py::test_null_cost_centre_kept` passes", "the full export test module passes"]),
    [S("I'll look at build_frame() and the export tests first."),
     R("reports/export.py", "import pandas as pd\n\n\ndef build_frame(rows):\n    df = pd.DataFrame.from_records(rows)\n    df = df.dropna(subset=[\"cost_centre\"])\n    return df.groupby([\"cost_centre\", \"account\"], as_index=False)[\"amount\"].sum()\n"),
     NOISE(4),
     E("reports/export.py", "    df = df.dropna(subset=[\"cost_centre\"])", "    df[\"cost_centre\"] = df[\"cost_centre\"].fillna(\"UNASSIGNED\")"),
     B("python -m pytest tests/test_export.py -q -k null", "..                                                                       [100%]\n2 passed, 31 deselected in 0.94s\n"),
     S("The targeted test passes. Running the full export module, which loads the 2.1M-row ledger fixture."),
     B("python -m pytest tests/test_export.py -q", "...........", rc=137, ev=True),
     SYS("agent container terminated: reason=OOMKilled exit_code=137 (limits.memory=2Gi) pod=osmia-agent-rpt-2291-7x2kq node=pool-std-4-b71c", ev=True)],
    "The pod hit its 2Gi memory limit while the full test module loaded the large ledger fixture; the kernel OOM-killed the agent container (exit 137) before the run could finish.",
    end={"kind": "none"}, lang="py", files=["reports/export.py"], state="Failed"))

add(case(
    "ingest-httpx-pin", "codex", "infra_failure",
    ("ING-408", "Bump httpx and drop the deprecated `proxies=` argument",
     "Our ingest client still passes `proxies=` to `httpx.Client`, which httpx 0.28 removed. Move to `proxy=` and pin\n"
     "`httpx>=0.28,<0.29` in `pyproject.toml`. Runs in the GitHub Actions job `codex` (openai/codex-action).",
     ["`ingest/client.py` uses `proxy=`", "`pytest tests/test_client.py` passes"]),
    [T("**Planning the change**\n\nI need to update the pin and the constructor call, then install and run the client tests."),
     G("proxies=", "ingest/client.py:33:        self._http = httpx.Client(base_url=base, proxies=proxy_url, timeout=10.0)\n"),
     E("ingest/client.py", "proxies=proxy_url", "proxy=proxy_url"),
     E("pyproject.toml", "\"httpx>=0.27\"", "\"httpx>=0.28,<0.29\""),
     B("pip install -e '.[test]'",
       "Obtaining file:///home/runner/work/ingest/ingest\n  Installing build dependencies: started\n"
       "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ConnectTimeoutError(<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a2c1e5d50>, 'Connection to pypi.org timed out. (connect timeout=15)')': /simple/setuptools/\n"
       "WARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ConnectTimeoutError(<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a2c1e6110>, 'Connection to pypi.org timed out. (connect timeout=15)')': /simple/setuptools/\n"
       "WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ConnectTimeoutError(<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a2c1e6a90>, 'Connection to pypi.org timed out. (connect timeout=15)')': /simple/setuptools/\n"
       "ERROR: Could not find a version that satisfies the requirement setuptools>=61.0 (from versions: none)\n"
       "ERROR: No matching distribution found for setuptools>=61.0\n", rc=1, ev=True),
     B("curl -sS -m 10 -o /dev/null -w '%{http_code}' https://pypi.org/simple/httpx/",
       "curl: (28) Connection timed out after 10001 milliseconds\n", rc=28, ev=True),
     B("python -m pytest tests/test_client.py -q",
       "ImportError while loading conftest '/home/runner/work/ingest/ingest/tests/conftest.py'.\ntests/conftest.py:3: in <module>\n    import respx\nE   ModuleNotFoundError: No module named 'respx'\n", rc=4),
     S("I can't reach pypi.org from this job (every connection times out), so the test extras can't be installed and the tests can't run. The code change itself is in place.")],
    "The job has no outbound network: pip's connections to pypi.org time out, so the install fails and the later `No module named 'respx'` is only a consequence.",
    near="dependency_missing", lang="py", files=["ingest/client.py"],
    end={"turn_failed": None, "text": "Updated `ingest/client.py` to `proxy=` and pinned httpx 0.28; could not install test dependencies (pypi.org unreachable from the runner)."}))

add(case(
    "gateway-cargo-build", "claude", "infra_failure",
    ("GW-77", "Return 431 instead of 400 for oversized headers",
     "`gateway/src/http/limits.rs` returns `400 Bad Request` when the request headers exceed 16 KiB. RFC 6585 says 431.",
     ["`cargo test -p gateway limits` passes", "status is 431 with `Request Header Fields Too Large`"]),
    [S("Let me find where the header size limit is enforced."),
     G("HEADER_LIMIT", "gateway/src/http/limits.rs:9:pub const HEADER_LIMIT: usize = 16 * 1024;\ngateway/src/http/limits.rs:31:        return Err(Rejection::status(StatusCode::BAD_REQUEST));\n"),
     E("gateway/src/http/limits.rs", "StatusCode::BAD_REQUEST", "StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE"),
     NOISE(3),
     B("cargo test -p gateway limits 2>&1 | tail -20",
       "   Compiling ring v0.17.8\n   Compiling hyper v1.4.1\n   Compiling aws-lc-sys v0.21.1\n"
       "error: failed to write /home/runner/work/edge/edge/target/debug/deps/libaws_lc_sys-5b2e0d8c1f4a7e93.rlib: No space left on device (os error 28)\n\n"
       "error: could not compile `aws-lc-sys` (lib) due to 1 previous error\n"
       "warning: build failed, waiting for other jobs to finish...\n"
       "error: failed to write /home/runner/work/edge/edge/target/debug/incremental/gateway-2vq8/s-h1x8-working/dep-graph.part.bin: No space left on device (os error 28)\n", rc=101, ev=True),
     B("df -h / /home/runner/work | head", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/root        73G   73G     0 100% /\n/dev/root        73G   73G     0 100% /\n", ev=True),
     B("cargo clean -p gateway && cargo test -p gateway limits 2>&1 | tail -5",
       "     Removed 412 files, 1.9GiB total\n   Compiling aws-lc-sys v0.21.1\nerror: failed to write /home/runner/work/edge/edge/target/debug/build/aws-lc-sys-0f9e/out/libaws_lc_0_21_1_crypto.a: No space left on device (os error 28)\nerror: could not compile `aws-lc-sys` (build script) due to 1 previous error\n", rc=101)],
    "The GitHub-hosted runner's disk is full (100% on /), so cargo cannot write build artefacts; the one-line code change was never compiled or tested.",
    lang="rust", files=["gateway/src/http/limits.rs"], length=104,
    end={"ok": False, "text": "I changed the rejection to 431 in `gateway/src/http/limits.rs`, but the build cannot complete: the runner is out of disk space (`No space left on device`, / at 100%). The tests were not run."}))

add(case(
    "billing-tz-roll", "claude-transcript", "infra_failure",
    ("BIL-1530", "Invoices dated in UTC instead of the customer's timezone",
     "Invoice dates are computed with `date.today()`; customers in Auckland get tomorrow's date.",
     ["`tests/test_invoice_dates.py` passes"]),
    [S("I'll start by reading the invoice date code."),
     R("billing/invoice.py", "from datetime import date\n\n\ndef invoice_date(customer):\n    return date.today()\n"),
     B("python -m pytest tests/test_invoice_dates.py -q",
       "ImportError while importing test module '/workspaces/billing/tests/test_invoice_dates.py'.\ntests/test_invoice_dates.py:4: in <module>\n    from freezegun import freeze_time\nE   ModuleNotFoundError: No module named 'freezegun'\n", rc=2),
     H("freezegun is in requirements-dev.txt, the codespace was rebuilt this morning, maybe just install it"),
     NOISE(5),
     S("I'll switch to zoneinfo using the customer's timezone, then install the dev requirements."),
     E("billing/invoice.py", "from datetime import date\n\n\ndef invoice_date(customer):\n    return date.today()",
       "from datetime import datetime\nfrom zoneinfo import ZoneInfo\n\n\ndef invoice_date(customer, now=None):\n    now = now or datetime.now(tz=ZoneInfo(\"UTC\"))\n    return now.astimezone(ZoneInfo(customer.timezone)).date()")],
    "The session ended on a provider usage limit (synthetic API error) before the agent could install freezegun or run the tests; the open missing module is not the cause.",
    near="dependency_missing", lang="py", files=["billing/invoice.py"], branch="bil-1530",
    end={"text": "Claude AI usage limit reached|1764820800", "api_error": True, "ev": True}))

add(case(
    "webpack-watch-ci", "osmia", "infra_failure",
    ("WEB-3107", "Storybook build warns about duplicate React copies",
     "CI prints `Warning: Invalid hook call` when building Storybook because two copies of React end up in the bundle.\n"
     "Add a webpack `resolve.alias` for `react` and `react-dom` in `.storybook/main.ts`.",
     ["`npm run build-storybook` has no duplicate React warning"]),
    [S("Reading the Storybook config."),
     R(".storybook/main.ts", "import type { StorybookConfig } from '@storybook/react-webpack5';\n\nconst config: StorybookConfig = {\n  stories: ['../src/**/*.stories.tsx'],\n  framework: '@storybook/react-webpack5',\n};\nexport default config;\n"),
     E(".storybook/main.ts", "  framework: '@storybook/react-webpack5',",
       "  framework: '@storybook/react-webpack5',\n  webpackFinal: async (cfg) => {\n    cfg.resolve!.alias = { ...cfg.resolve!.alias, react: require.resolve('react'), 'react-dom': require.resolve('react-dom') };\n    return cfg;\n  },"),
     B("npm run build-storybook",
       "> web@4.2.0 build-storybook\n> storybook build\n\n@storybook/cli v8.1.10\n\ninfo => Cleaning outputDir: storybook-static\ninfo => Loading presets\n"
       "Error: EMFILE: too many open files, open '/workspace/repo/node_modules/@mui/icons-material/esm/AccessAlarmsTwoTone.js'\n"
       "    at Object.openSync (node:fs:573:18)\n    at Object.readFileSync (node:fs:452:35)\n  errno: -24,\n  syscall: 'open',\n  code: 'EMFILE',\n", rc=1, ev=True),
     B("ulimit -n; ulimit -Hn", "1024\n1024\n", ev=True),
     B("ulimit -n 65536", "bash: ulimit: open files: cannot modify limit: Operation not permitted\n", rc=1),
     S("The pod's open-file limit is 1024 (hard limit too) and I can't raise it; the Storybook build opens every MUI icon module. The build can't run in this pod.")],
    "The agent pod's nofile ulimit (1024 soft and hard) is too low for the Storybook build, which dies with EMFILE before the change can be checked: a runner limit, not a bug in the code.",
    near="permission_blocked", lang="js", files=[".storybook/main.ts"],
    end={"ok": False, "text": "Added react/react-dom aliases in .storybook/main.ts. Could not verify: build-storybook fails with EMFILE (ulimit -n 1024 in the agent pod, cannot be raised)."}))

add(case(
    "search-ranker-boost", "codex", "infra_failure",
    ("SRCH-612", "Exact SKU matches should rank first",
     "A query that equals a product SKU should put that product first. Ranking lives in `search/rank.go`.",
     ["`go test ./search/...` passes", "new test for the exact-SKU case"]),
    [S("Looking at the ranking function and its tests."),
     R("search/rank.go", "package search\n\nfunc Score(q Query, p Product) float64 {\n\ts := bm25(q.Terms, p.Text)\n\treturn s * p.Boost\n}\n"),
     NOISE(6),
     E("search/rank.go", "\ts := bm25(q.Terms, p.Text)", "\tif strings.EqualFold(q.Raw, p.SKU) {\n\t\treturn math.MaxFloat64\n\t}\n\ts := bm25(q.Terms, p.Text)"),
     W("search/rank_sku_test.go", "package search\n\nfunc TestExactSKUFirst(t *testing.T) {\n\t// ...\n}\n"),
     B("go test ./search/...", "--- FAIL: TestExactSKUFirst (0.00s)\n    rank_sku_test.go:14: got order [B-1 SKU-42], want SKU-42 first\nFAIL\nFAIL\tgithub.com/acme/search/search\t0.021s\n", rc=1),
     T("The sort uses a stable sort on Score but ties? No, MaxFloat64 times nothing... the test fixture's SKU has lowercase. Let me look at the fixture."),
     S("The test fixture uses a lower-case SKU; I'll check how the query is normalised.")],
    "The Codex session ended mid-task on the provider side (stream errors, then `exceeded retry limit, last status: 429 Too Many Requests`), with a failing test still open; the rate limit ended the run.",
    lang="go", files=["search/rank.go"],
    end={"turn_failed": "stream error: exceeded retry limit, last status: 429 Too Many Requests, request id: 8f3c1d2a-0b5e-4c1a-9e77-2a6f0c9d1e34",
         "error_event": "Reconnecting... 5/5 (stream disconnected before completion: rate limit reached for organization org-Q2b on tokens per min (TPM): Limit 800000, Used 800000, Requested 21344. Please try again in 1.6s.)", "ev": True}))

add(case(
    "orders-dind-itest", "claude", "infra_failure",
    ("ORD-955", "Order cancellation leaves the reservation row behind",
     "Cancelling an order deletes the order but not its `stock_reservations` row (`orders/service.py`, `cancel()`).\n"
     "Integration tests use testcontainers (Postgres) in the GitLab CI job `itest`, which runs on a Docker-in-Docker service.",
     ["`pytest tests/integration/test_cancel.py` passes"]),
    [S("I'll read cancel() first."),
     R("orders/service.py", "def cancel(session, order_id):\n    order = session.get(Order, order_id)\n    session.delete(order)\n    session.commit()\n"),
     E("orders/service.py", "    session.delete(order)", "    session.execute(delete(StockReservation).where(StockReservation.order_id == order_id))\n    session.delete(order)"),
     B("pytest tests/integration/test_cancel.py -q 2>&1 | tail -15",
       "E   docker.errors.DockerException: Error while fetching server API version: ('Connection aborted.', ConnectionRefusedError(111, 'Connection refused'))\n"
       "ERROR tests/integration/test_cancel.py::test_cancel_releases_reservation - docker.errors.DockerException: Error while fetching server API version: ('Connection aborted.', ConnectionRefusedError(111, 'Connection refused'))\n1 error in 3.07s\n", rc=1, ev=True),
     B("echo $DOCKER_HOST; docker info 2>&1 | tail -3",
       "tcp://docker:2375\nCannot connect to the Docker daemon at tcp://docker:2375. Is the docker daemon running?\n", rc=1, ev=True),
     B("getent hosts docker; nc -zv -w 3 docker 2375", "172.17.0.3      docker\nnc: connect to docker port 2375 (tcp) failed: Connection refused\n", rc=1),
     S("The `docker:dind` service container is resolvable but nothing listens on 2375; the dind service did not start in this job, so testcontainers can't launch Postgres.")],
    "The Docker-in-Docker service of the CI job never came up (connection refused on tcp://docker:2375), so the integration tests could not start; a platform problem, not a socket permission.",
    near="permission_blocked", lang="py", files=["orders/service.py"],
    end={"ok": False, "text": "Fix applied in orders/service.py; integration tests could not run because the dind service is not reachable (Cannot connect to the Docker daemon at tcp://docker:2375)."}))

add(case(
    "vision-embed-gpu", "osmia", "infra_failure",
    ("ML-388", "Batch embedding job should accept fp16",
     "Add a `--half` flag to `embed/batch.py` that runs the encoder in fp16 on GPU. Job runs on the `gpu-a10` node pool.",
     ["`python -m embed.batch --half --limit 32` runs on the GPU runner", "unit tests pass"]),
    [S("Reading the batch entry point."),
     R("embed/batch.py", "import argparse\nimport torch\n\n\ndef main():\n    ap = argparse.ArgumentParser()\n    ap.add_argument('--limit', type=int)\n    args = ap.parse_args()\n    model = load_encoder().cuda()\n"),
     E("embed/batch.py", "    ap.add_argument('--limit', type=int)", "    ap.add_argument('--limit', type=int)\n    ap.add_argument('--half', action='store_true')"),
     E("embed/batch.py", "    model = load_encoder().cuda()", "    model = load_encoder().cuda()\n    if args.half:\n        model = model.half()"),
     B("python -m pytest tests/test_batch_args.py -q", "...                                                                      [100%]\n3 passed in 0.41s\n"),
     B("python -m embed.batch --half --limit 32",
       "Traceback (most recent call last):\n  File \"/workspace/repo/embed/batch.py\", line 12, in main\n    model = load_encoder().cuda()\n"
       "  File \"/usr/local/lib/python3.11/site-packages/torch/cuda/__init__.py\", line 293, in _lazy_init\n    torch._C._cuda_init()\n"
       "RuntimeError: The NVIDIA driver on your system is too old (found version 11040). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version of the CUDA driver.\n", rc=1, ev=True),
     B("nvidia-smi | head -4; python -c 'import torch; print(torch.version.cuda)'",
       "+-----------------------------------------------------------------------------+\n| NVIDIA-SMI 470.239.06   Driver Version: 470.239.06   CUDA Version: 11.4     |\n|-------------------------------+----------------------+----------------------+\n12.1\n", ev=True),
     S("The node's driver (470, CUDA 11.4) is older than what this torch build (CUDA 12.1) needs. That's the node image, not the code.")],
    "The GPU node runs NVIDIA driver 470 (CUDA 11.4) while the image's torch is built for CUDA 12.1; CUDA cannot initialise on this node, a platform mismatch rather than a code problem.",
    near="dependency_missing", lang="py", files=["embed/batch.py"], doubt=True,
    end={"ok": False, "text": "--half added; GPU smoke run fails: NVIDIA driver too old (470 / CUDA 11.4) for torch cu121 on this node pool."}))

add(case(
    "pdf-render-tmp", "claude-transcript", "infra_failure",
    ("DOC-140", "Statement PDFs lose the logo on page 2",
     "Multi-page statements only draw the logo on page 1. `statements/render.py`, `draw_header()`.",
     ["logo on every page", "`pytest tests/test_render.py` passes"]),
    [S("Let me read the header code."),
     R("statements/render.py", "def draw_header(canvas, doc):\n    if doc.page == 1:\n        canvas.drawImage(LOGO, 40, 780, width=120, height=32)\n"),
     E("statements/render.py", "    if doc.page == 1:\n        canvas.drawImage", "    canvas.drawImage"),
     NOISE(3),
     B("python -m pytest tests/test_render.py -q 2>&1 | tail -12",
       "E       OSError: [Errno 28] No space left on device: '/tmp/pytest-of-vscode/pytest-3/test_multi_page_logo0/statement.pdf'\n"
       "FAILED tests/test_render.py::test_multi_page_logo - OSError: [Errno 28] No space left on device\n1 failed, 6 passed in 2.88s\n", rc=1, ev=True),
     B("df -h /tmp", "Filesystem      Size  Used Avail Use% Mounted on\ntmpfs            64M   64M     0 100% /tmp\n", ev=True),
     H("ugh, the devcontainer mounts /tmp as a 64M tmpfs. I'll fix the devcontainer tomorrow, leave it"),
     S("Understood. The fix is in `draw_header()`; the render test couldn't write its PDF because /tmp (64M tmpfs) is full.")],
    "The devcontainer's /tmp is a 64M tmpfs that is full, so the render test cannot write its PDF; the platform, not the change, stopped verification.",
    lang="py", files=["statements/render.py"],
    end={"text": "Stopping here: change made in statements/render.py, tests blocked by the full /tmp tmpfs."}))

add(case(
    "ledger-go-mod", "codex", "infra_failure",
    ("LED-820", "Use pgx batch for the nightly balance snapshot",
     "The nightly snapshot (`internal/snapshot/run.go`) inserts rows one by one. Use `pgx.Batch`. The runner is the\n"
     "air-gapped `build-secure` pool; Go modules come from the internal proxy (`GOPROXY=https://goproxy.corp.internal`).",
     ["`go build ./...` and `go test ./internal/snapshot/...` pass"]),
    [S("Checking the snapshot code and the module setup."),
     R("internal/snapshot/run.go", "package snapshot\n\nfunc (r *Runner) write(ctx context.Context, rows []Row) error {\n\tfor _, row := range rows {\n\t\tif _, err := r.db.Exec(ctx, insertSQL, row.Account, row.Balance); err != nil {\n\t\t\treturn err\n\t\t}\n\t}\n\treturn nil\n}\n"),
     NOISE(4),
     E("internal/snapshot/run.go", "\tfor _, row := range rows {\n\t\tif _, err := r.db.Exec(ctx, insertSQL, row.Account, row.Balance); err != nil {\n\t\t\treturn err\n\t\t}\n\t}\n\treturn nil",
       "\tb := &pgx.Batch{}\n\tfor _, row := range rows {\n\t\tb.Queue(insertSQL, row.Account, row.Balance)\n\t}\n\treturn r.db.SendBatch(ctx, b).Close()"),
     B("go env GOPROXY GOFLAGS", "https://goproxy.corp.internal,off\n-mod=mod\n"),
     B("go build ./...",
       "go: downloading github.com/jackc/pgx/v5 v5.5.5\n"
       "internal/snapshot/run.go:7:2: github.com/jackc/pgx/v5@v5.5.5: Get \"https://goproxy.corp.internal/github.com/jackc/pgx/v5/@v/v5.5.5.zip\": dial tcp 10.40.12.7:443: i/o timeout\n", rc=1, ev=True),
     B("curl -sS -m 8 https://goproxy.corp.internal/ -o /dev/null -w '%{http_code}\\n'", "curl: (28) Failed to connect to goproxy.corp.internal port 443 after 8002 ms: Timeout was reached\n", rc=28, ev=True),
     B("go test ./internal/snapshot/...",
       "internal/snapshot/run.go:7:2: missing go.sum entry for module providing package github.com/jackc/pgx/v5 (imported by github.com/acme/ledger/internal/snapshot); to add:\n\tgo get github.com/acme/ledger/internal/snapshot\n", rc=1),
     S("The internal Go proxy isn't reachable from this runner (TCP timeout to 10.40.12.7:443), so modules can't be downloaded and the go.sum error follows from that.")],
    "The air-gapped runner cannot reach its internal Go module proxy (dial tcp i/o timeout), so modules cannot be fetched; the `missing go.sum entry` afterwards is a consequence.",
    near="dependency_missing", lang="go", files=["internal/snapshot/run.go"], length=92,
    end={"text": "Batch insert implemented; build blocked: goproxy.corp.internal times out from build-secure runner."}))

# ============================================================== permission_blocked
add(case(
    "docs-gh-action-push", "claude", "permission_blocked",
    ("DOCS-1203", "Broken anchors in the API reference",
     "Several `#section` links in `docs/api/*.md` point at headings that were renamed. Fix them and push to the PR\n"
     "branch (this runs in the Claude Code GitHub Action on `issue_comment`).",
     ["no broken anchors reported by `npm run docs:check`", "commit pushed to the PR branch"]),
    [S("I'll run the docs checker to list the broken anchors."),
     B("npm run docs:check 2>&1 | tail -6",
       "docs/api/orders.md:48  #create-an-order -> not found (did you mean #create-order?)\ndocs/api/orders.md:112 #list-orders-paginated -> not found (did you mean #list-orders?)\ndocs/api/refunds.md:20 #refund-object -> not found (did you mean #the-refund-object?)\n3 broken anchors\n", rc=1),
     E("docs/api/orders.md", "(#create-an-order)", "(#create-order)"),
     E("docs/api/orders.md", "(#list-orders-paginated)", "(#list-orders)"),
     E("docs/api/refunds.md", "(#refund-object)", "(#the-refund-object)"),
     B("npm run docs:check 2>&1 | tail -2", "0 broken anchors\n"),
     B("git add docs/api && git commit -qm 'docs: fix broken API anchors' && git push origin HEAD:docs-1203-anchors",
       "remote: Permission to acme/platform-docs.git denied to github-actions[bot].\nfatal: unable to access 'https://github.com/acme/platform-docs/': The requested URL returned error: 403\n", rc=128, ev=True),
     B("gh api repos/acme/platform-docs --jq .permissions", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":false,\"triage\":false}\n", ev=True)],
    "The workflow token only has read access (`push: false`), so the push is refused with 403 by GitHub; the fix itself was done.",
    lang="js", files=["docs/api/orders.md"],
    end={"ok": False, "text": "Anchors fixed locally (0 broken), but the push was rejected: `Permission to acme/platform-docs.git denied to github-actions[bot]` (403). The workflow needs `permissions: contents: write`."}))

add(case(
    "checkout-ro-root", "osmia", "permission_blocked",
    ("CHK-702", "Coupon code input should trim whitespace",
     "Pasting `SAVE10 ` (trailing space) into the coupon field fails validation. Trim in `src/checkout/coupon.ts`.",
     ["`npm test -- coupon` passes"]),
    [S("Installing dependencies first; node_modules isn't present in the pod."),
     B("npm ci",
       "npm ERR! code EROFS\nnpm ERR! syscall mkdir\nnpm ERR! path /home/node/.npm/_cacache\nnpm ERR! errno -30\n"
       "npm ERR! rofs EROFS: read-only file system, mkdir '/home/node/.npm/_cacache'\nnpm ERR! rofs Often virtualized file systems, or other file systems\nnpm ERR! rofs that don't support symlinks, give this error.\n\n"
       "npm ERR! Log files were not written due to an error writing to the directory: /home/node/.npm/_logs\n", rc=226, ev=True),
     R("src/checkout/coupon.ts", "export function validateCoupon(code: string): boolean {\n  return /^[A-Z0-9]{4,12}$/.test(code);\n}\n"),
     E("src/checkout/coupon.ts", "  return /^[A-Z0-9]{4,12}$/.test(code);", "  return /^[A-Z0-9]{4,12}$/.test(code.trim());"),
     B("npm test -- coupon",
       "> checkout@3.1.0 test\n> vitest run coupon\n\nsh: 1: vitest: not found\n", rc=127),
     B("mount | grep -E ' / | /workspace '", "overlay on / type overlay (ro,relatime,lowerdir=/var/lib/containerd/...)\n/dev/nvme1n1 on /workspace type ext4 (rw,relatime)\n", ev=True),
     S("The root filesystem is mounted read-only (the pod's securityContext), so npm can't create its cache in $HOME and nothing got installed; `vitest: not found` follows from that.")],
    "npm ci fails with EROFS because the pod's root filesystem (including $HOME/.npm) is read-only; the later `vitest: not found` is only the consequence.",
    near="dependency_missing", lang="js", files=["src/checkout/coupon.ts"],
    end={"ok": False, "text": "Trim added in src/checkout/coupon.ts. Tests not run: npm ci fails with EROFS (read-only root filesystem, /home/node/.npm)."}))

add(case(
    "notif-sandbox-git", "codex", "permission_blocked",
    ("NOT-455", "Digest emails sent twice when the cron overlaps",
     "`notifications/digest.py` can run twice if the previous cron run is slow. Take an advisory lock.",
     ["`pytest tests/test_digest.py` passes", "commit the change on branch `not-455`"]),
    [S("I'll look at the digest runner."),
     R("notifications/digest.py", "def run(conn):\n    users = due_users(conn)\n    for u in users:\n        send_digest(u)\n"),
     E("notifications/digest.py", "def run(conn):\n    users = due_users(conn)", "def run(conn):\n    with conn.cursor() as cur:\n        cur.execute(\"SELECT pg_try_advisory_lock(4551)\")\n        if not cur.fetchone()[0]:\n            return 0\n    users = due_users(conn)"),
     B("python -m pytest tests/test_digest.py -q", "....                                                                     [100%]\n4 passed in 0.62s\n"),
     B("git checkout -b not-455",
       "fatal: cannot lock ref 'refs/heads/not-455': unable to create directory for .git/refs/heads/not-455: Operation not permitted\n", rc=128, ev=True),
     B("git add -A && git commit -m 'digest: advisory lock against overlapping runs'",
       "fatal: Unable to create '/home/runner/work/notify/notify/.git/index.lock': Operation not permitted\n", rc=128, ev=True),
     S("The sandbox lets me write the workspace but not `.git`, so I can't create the branch or commit.")],
    "Codex ran in a workspace-write sandbox that keeps `.git` read-only, so creating the branch and committing were refused (Operation not permitted).",
    lang="py", files=["notifications/digest.py"],
    end={"text": "Lock added and tests pass (4 passed). Could not create branch `not-455` or commit: `.git` is not writable in this sandbox."}))

add(case(
    "api-podman-selinux", "claude-transcript", "permission_blocked",
    ("API-2044", "Healthcheck reports OK while the DB pool is exhausted",
     "`/healthz` returns 200 even when all pool connections are checked out. Include pool saturation.",
     ["`/healthz` returns 503 when the pool is saturated", "tests pass in the dev container"]),
    [S("I'll run the tests inside the dev container like the Makefile does."),
     B("make test",
       "podman run --rm -v $PWD:/src -w /src api-dev:latest pytest -q\n"
       "ImportError while loading conftest '/src/tests/conftest.py'.\n"
       "PermissionError: [Errno 13] Permission denied: '/src/tests/conftest.py'\n", rc=4, ev=True),
     B("ls -lZ tests/conftest.py", "-rw-r--r--. 1 dev dev unconfined_u:object_r:user_home_t:s0 2210 Nov 12 09:14 tests/conftest.py\n"),
     B("sudo ausearch -m avc -ts recent | tail -3",
       "type=AVC msg=audit(1731402911.611:884): avc:  denied  { read } for  pid=48213 comm=\"pytest\" name=\"conftest.py\" dev=\"dm-2\" ino=1836291 scontext=system_u:system_r:container_t:s0:c114,c822 tcontext=unconfined_u:object_r:user_home_t:s0 tclass=file permissive=0\n", ev=True),
     H("don't relabel my home dir please. and no sudo chcon either"),
     S("OK, I won't touch labels. SELinux denies the container (`container_t`) reading files labelled `user_home_t`; the mount would need `:Z` or a relabel, which you'd rather not do."),
     R("api/health.py", "def healthz():\n    return {\"status\": \"ok\"}, 200\n"),
     E("api/health.py", "def healthz():\n    return {\"status\": \"ok\"}, 200", "def healthz():\n    if pool.checkedout() >= pool.size():\n        return {\"status\": \"degraded\", \"pool\": \"saturated\"}, 503\n    return {\"status\": \"ok\"}, 200"),
     H("fine, I'll run it myself later")],
    "SELinux denies the rootless podman container read access to the bind-mounted repo (avc denied, container_t vs user_home_t), so no test could run.",
    near="infra_failure", lang="py", files=["api/health.py"],
    end={"text": "The change is in api/health.py; tests still cannot run in the container until the volume is mounted with :Z."}))

add(case(
    "cart-testcontainers-sock", "claude", "permission_blocked",
    ("CART-318", "Merging guest cart into account duplicates line items",
     "After login, guest cart items are appended even when the same SKU is already in the account cart.",
     ["quantities are summed", "`./gradlew test --tests '*CartMergeIT'` passes"]),
    [S("Reading the merge service."),
     R("src/main/java/com/acme/cart/CartMergeService.java", "public Cart merge(Cart guest, Cart account) {\n    account.getLines().addAll(guest.getLines());\n    return account;\n}\n"),
     E("src/main/java/com/acme/cart/CartMergeService.java", "    account.getLines().addAll(guest.getLines());",
       "    for (Line l : guest.getLines()) {\n        account.findLine(l.getSku()).ifPresentOrElse(\n            a -> a.setQuantity(a.getQuantity() + l.getQuantity()),\n            () -> account.getLines().add(l));\n    }"),
     NOISE(2),
     B("./gradlew test --tests '*CartMergeIT' 2>&1 | tail -12",
       "CartMergeIT > initializationError FAILED\n    java.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration\n\n"
       "2026-11-14 10:02:11 ERROR o.t.d.DockerClientProviderStrategy - Could not find a valid Docker environment. Please check configuration. Attempted configurations were:\n"
       "\tUnixSocketClientProviderStrategy: failed with exception InvalidConfigurationException (Could not find unix domain socket). Root cause AccessDeniedException (/var/run/docker.sock)\n\n1 test completed, 1 failed\n", rc=1, ev=True),
     B("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root docker 0 Nov 14 09:41 /var/run/docker.sock\nuid=1001(runner) gid=1001(runner) groups=1001(runner)\n", ev=True),
     B("docker ps", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.24/containers/json\": dial unix /var/run/docker.sock: connect: permission denied\n", rc=1, ev=True)],
    "The runner user is not in the `docker` group, so Testcontainers gets AccessDenied on /var/run/docker.sock and the integration test cannot start.",
    near="infra_failure", lang="java", files=["src/main/java/com/acme/cart/CartMergeService.java"],
    end={"ok": False, "text": "Merge logic fixed. The integration test cannot start: `/var/run/docker.sock` permission denied for the runner user (not in the docker group)."}))

add(case(
    "rollout-kubectl-rbac", "osmia", "permission_blocked",
    ("PLAT-991", "Document why payments-api pods restart every night",
     "payments-api pods in namespace `payments` restart around 02:00. Find out why from the cluster (logs, events)\n"
     "and write the finding into `docs/runbooks/payments-api.md`.",
     ["runbook section explains the cause with the evidence"]),
    [S("I'll look at the pods and their recent events."),
     B("kubectl -n payments get pods -l app=payments-api",
       "Error from server (Forbidden): pods is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot list resource \"pods\" in API group \"\" in the namespace \"payments\"\n", rc=1, ev=True),
     B("kubectl -n payments get events --sort-by=.lastTimestamp | tail",
       "Error from server (Forbidden): events is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot list resource \"events\" in API group \"\" in the namespace \"payments\"\n", rc=1, ev=True),
     B("kubectl auth can-i --list -n payments | head -5",
       "Resources                                       Non-Resource URLs   Resource Names   Verbs\nselfsubjectaccessreviews.authorization.k8s.io   []                  []               [create]\nselfsubjectrulesreviews.authorization.k8s.io    []                  []               [create]\n"),
     R("docs/runbooks/payments-api.md", "# payments-api runbook\n\n## Restarts\n\nTODO\n"),
     S("The agent's service account has no read access to the `payments` namespace, so I can't see pods, logs or events. I won't guess a cause in the runbook.")],
    "The agent's service account is forbidden to list pods/events in the `payments` namespace (RBAC), so it could not gather any evidence.",
    lang="py", files=["docs/runbooks/payments-api.md"],
    end={"ok": False, "text": "Blocked: RBAC forbids system:serviceaccount:agents:osmia-runner from reading pods/events in namespace payments."}))

add(case(
    "tf-provider-pr", "codex", "permission_blocked",
    ("INF-1422", "Open a PR bumping the Terraform AWS provider to 5.60",
     "Bump `hashicorp/aws` to `~> 5.60` in `infra/versions.tf` and open a PR with the plan output (codex-action, workflow\n"
     "`agent-pr.yml`).",
     ["PR opened against `main`"]),
    [S("Editing the provider constraint."),
     E("infra/versions.tf", "version = \"~> 5.31\"", "version = \"~> 5.60\""),
     B("terraform init -backend=false -upgrade 2>&1 | tail -3", "- Installing hashicorp/aws v5.60.0...\n- Installed hashicorp/aws v5.60.0 (signed by HashiCorp)\nTerraform has been successfully initialized!\n"),
     B("git switch -c inf-1422-aws-560 && git commit -qam 'infra: aws provider ~> 5.60' && git push -u origin inf-1422-aws-560",
       "Switched to a new branch 'inf-1422-aws-560'\nTo https://github.com/acme/infra\n * [new branch]      inf-1422-aws-560 -> inf-1422-aws-560\nbranch 'inf-1422-aws-560' set up to track 'origin/inf-1422-aws-560'.\n"),
     B("gh pr create --base main --head inf-1422-aws-560 --title 'infra: bump aws provider to 5.60' --body-file /tmp/plan.md",
       "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)\n", rc=1, ev=True),
     B("gh api -X POST repos/acme/infra/pulls -f base=main -f head=inf-1422-aws-560 -f title='infra: bump aws provider to 5.60'",
       "{\"message\":\"Resource not accessible by integration\",\"documentation_url\":\"https://docs.github.com/rest/pulls/pulls#create-a-pull-request\",\"status\":\"403\"}\ngh: Resource not accessible by integration (HTTP 403)\n", rc=1, ev=True),
     NOISE(2)],
    "GitHub refused to let the workflow token create the pull request (`Resource not accessible by integration`, 403): the job lacks `pull-requests: write`.",
    lang="tf", files=["infra/versions.tf"],
    end={"text": "Branch pushed; PR creation refused by GitHub (Resource not accessible by integration, HTTP 403)."}))

add(case(
    "sdk-allowed-tools", "claude", "permission_blocked",
    ("SDK-231", "Retry-After header ignored on 429",
     "The Python SDK retries 429 responses after a fixed 1s instead of honouring `Retry-After` (`sdk/retry.py`).",
     ["`Retry-After` seconds and HTTP-date forms honoured", "`pytest tests/test_retry.py` passes"]),
    [S("Let me read the retry policy."),
     R("sdk/retry.py", "def backoff(attempt, response=None):\n    return min(2 ** attempt, 30)\n"),
     E("sdk/retry.py", "def backoff(attempt, response=None):\n    return min(2 ** attempt, 30)",
       "def backoff(attempt, response=None):\n    if response is not None and response.status_code == 429:\n        ra = response.headers.get(\"Retry-After\")\n        if ra:\n            return _parse_retry_after(ra)\n    return min(2 ** attempt, 30)"),
     DENY("Bash", {"command": "python -m pytest tests/test_retry.py -q", "description": "Run retry tests"}),
     DENY("Bash", {"command": "pytest tests/test_retry.py -q", "description": "Run retry tests"}),
     DENY("Bash", {"command": "python -c \"import sdk.retry\"", "description": "Check module imports"}),
     S("Every Bash call is refused by the permission settings of this workflow (`allowed_tools` doesn't include Bash), so I can't run the tests.")],
    "The Claude Code Action was configured without Bash in its allowed tools, so every test command was refused and the change could not be verified.",
    lang="py", files=["sdk/retry.py"], permission_mode="default",
    end={"ok": False, "text": "Implemented Retry-After parsing in sdk/retry.py but could not run any command: Bash is not permitted in this workflow (3 denials).", "ev": True}))

add(case(
    "ios-xcode-license", "claude-transcript", "permission_blocked",
    ("IOS-604", "Share sheet crashes on iPad when invoked from the toolbar",
     "On iPad, tapping Share in the invoice toolbar crashes: the popover has no sourceView.",
     ["set `popoverPresentationController.barButtonItem`", "`xcodebuild test` passes on the macOS runner"]),
    [S("Let me find where the activity controller is presented."),
     G("UIActivityViewController", "Invoices/InvoiceViewController.swift:88:        let vc = UIActivityViewController(activityItems: [pdfURL], applicationActivities: nil)\n"),
     E("Invoices/InvoiceViewController.swift", "        present(vc, animated: true)", "        vc.popoverPresentationController?.barButtonItem = shareButton\n        present(vc, animated: true)"),
     B("xcodebuild -scheme Invoices -destination 'platform=iOS Simulator,name=iPad Pro 13-inch (M4)' test 2>&1 | tail -4",
       "You have not agreed to the Xcode license agreements. You must agree to both license agreements below in order to use Xcode.\n"
       "Hit the Enter key to view the license agreements at '/Applications/Xcode_16.1.app/Contents/Resources/English.lproj/License.rtf'\n", rc=69, ev=True),
     B("sudo -n xcodebuild -license accept", "sudo: a password is required\n", rc=1, ev=True),
     H("this is the shared mac mini, I don't have the admin password either. IT has to accept the license"),
     S("Then I can't build here: accepting the Xcode license needs admin rights on this machine. The code change is in place.")],
    "xcodebuild refuses to run until the Xcode license is accepted, which needs sudo that neither the agent nor the developer has on the shared Mac.",
    near="dependency_missing", lang="swift", files=["Invoices/InvoiceViewController.swift"], doubt=True,
    end={"text": "Fix applied; build/test blocked until an admin runs `sudo xcodebuild -license accept`."}))

add(case(
    "etl-site-packages", "osmia", "permission_blocked",
    ("ETL-57", "Load job should stream CSV instead of reading it whole",
     "`etl/load.py` reads the whole CSV into memory. Stream it with `csv.DictReader` and batch inserts of 5000.\n"
     "The job image runs as uid 10001.",
     ["`pytest tests/test_load.py` passes"]),
    [S("Reading load.py."),
     R("etl/load.py", "import pandas as pd\n\n\ndef load(path, conn):\n    df = pd.read_csv(path)\n    conn.executemany(INSERT, df.itertuples(index=False))\n"),
     E("etl/load.py", "import pandas as pd\n\n\ndef load(path, conn):\n    df = pd.read_csv(path)\n    conn.executemany(INSERT, df.itertuples(index=False))",
       "import csv\nfrom itertools import islice\n\n\ndef load(path, conn, batch=5000):\n    with open(path, newline='') as fh:\n        rows = csv.DictReader(fh)\n        while chunk := list(islice(rows, batch)):\n            conn.executemany(INSERT, [tuple(r.values()) for r in chunk])"),
     B("python -m pytest tests/test_load.py -q",
       "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:2: in <module>\n    import psycopg\nE   ModuleNotFoundError: No module named 'psycopg'\n", rc=4),
     B("pip install 'psycopg[binary]==3.2.1'",
       "Collecting psycopg[binary]==3.2.1\n  Using cached psycopg-3.2.1-py3-none-any.whl (197 kB)\nCollecting psycopg-binary==3.2.1\n  Using cached psycopg_binary-3.2.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (3.4 MB)\n"
       "Installing collected packages: psycopg-binary, psycopg\n"
       "ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.11/site-packages/psycopg_binary'\nCheck the permissions.\n", rc=1, ev=True),
     B("pip install --user 'psycopg[binary]==3.2.1'",
       "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.\n", rc=1),
     B("python -m pytest tests/test_load.py -q", "E   ModuleNotFoundError: No module named 'psycopg'\n", rc=4),
     S("I can't install into site-packages as uid 10001, so psycopg stays missing and the tests can't import.")],
    "pip could not write to the image's site-packages as the non-root user (Errno 13), so psycopg never got installed; the `No module named 'psycopg'` is its consequence.",
    near="dependency_missing", lang="py", files=["etl/load.py"],
    end={"ok": False, "text": "Streaming loader written; tests blocked: pip install fails with Permission denied on site-packages (uid 10001), psycopg not importable."}))

add(case(
    "e2e-chrome-seccomp", "codex", "permission_blocked",
    ("WEB-3320", "Print stylesheet cuts off the invoice table",
     "The invoice table is cut at the page edge when printing. Fix `src/styles/print.css`; the Playwright PDF snapshot\n"
     "test `e2e/print.spec.ts` should pass in the `e2e` Kubernetes job.",
     ["`npx playwright test e2e/print.spec.ts` passes"]),
    [S("Checking the print stylesheet."),
     R("src/styles/print.css", "@media print {\n  .invoice-table { width: 1100px; }\n}\n"),
     E("src/styles/print.css", "  .invoice-table { width: 1100px; }", "  .invoice-table { width: 100%; table-layout: fixed; }"),
     B("npx playwright test e2e/print.spec.ts 2>&1 | tail -12",
       "  1) [chromium] › print.spec.ts:6:5 › invoice prints within page width\n\n"
       "    browserType.launch: Target page, context or browser has been closed\n    Browser logs:\n\n"
       "    [pid=412][err] [1114/101233.512:FATAL:zygote_host_impl_linux.cc(127)] No usable sandbox! Update your kernel or see https://chromium.googlesource.com/chromium/src/+/main/docs/linux/suid_sandbox_development.md for more information on developing with the SUID sandbox.\n"
       "    [pid=412][err] [1114/101233.514:ERROR:zygote_host_impl_linux.cc(273)] Failed to adjust OOM score of renderer with pid 418: Permission denied (13)\n"
       "    [pid=412][err] Failed to move to new namespace: PID namespaces supported, Network namespace supported, but failed: errno = Operation not permitted\n\n  1 failed\n", rc=1, ev=True),
     B("grep -i seccomp /proc/self/status; cat /proc/sys/kernel/unprivileged_userns_clone 2>&1", "Seccomp:\t2\nSeccomp_filters:\t1\n0\n", ev=True),
     S("Chromium can't create its sandbox namespaces under this pod's seccomp profile (unprivileged user namespaces are disabled). I won't pass --no-sandbox in the test config without approval.")],
    "Chromium's sandbox cannot create namespaces under the pod's seccomp profile (`Operation not permitted`), so Playwright cannot launch the browser; the OOM-score line is a red herring.",
    near="infra_failure", lang="js", files=["src/styles/print.css"],
    end={"text": "Print CSS fixed. Playwright cannot launch Chromium in this pod: namespace creation denied (seccomp, unprivileged_userns_clone=0)."}))
