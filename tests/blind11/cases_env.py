"""Environment-side failures: platform, access, toolchain. Each case: a ticket, ordinary work, a few lines of cause."""
from gen_lib import *

CASES = []
LIMIT = {"claude": "You've hit your session limit \u00b7 resets 3:40pm (Europe/Berlin)",
         "codex": "You've hit your usage limit. Upgrade to Pro (https://chatgpt.com/explore/pro), visit https://chatgpt.com/codex/settings/usage to purchase more credits or try again at 3:40 PM."}
OVERLOAD = {"claude": "API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVx7Qm2rP9aNfKq3tYd8E\"}",
            "codex": "unexpected status 503 Service Unavailable: upstream connect error or disconnect/reset before headers. reset reason: overflow"}
TPM = {"codex": "stream disconnected before completion: Rate limit reached for organization org-8kQ2wZ on tokens per min (TPM): Limit 250000, Used 250000, Requested 61234. Please try again in 14.7s. Visit https://platform.openai.com/account/rate-limits to learn more.",
       "claude": "API Error: 429 {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"This request would exceed your organization's rate limit of 400,000 input tokens per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits.\"},\"request_id\":\"req_011CW2bH8vLQ1x9R\"}"}
TPM_FINAL = {"codex": "exceeded retry limit, last status: 429 Too Many Requests, request id: 9a1c07f3be52e1d4-FRA", "claude": TPM["claude"]}


def case(**kw):
    CASES.append(kw)


# ======================= platform / provider =============================
case(slug="csv-export-bom", ticket="RPT-311", title="CSV export should start with a UTF-8 BOM for Excel", stack="js",
     mode="infra_failure", near_miss="dependency_missing",
     why="npm ci died with ENOSPC (disk full); the later 'Cannot find module vitest' is its consequence.",
     body="Excel on Windows mis-reads accented names in `src/export/csv.js`. Prefix the CSV with `\\uFEFF` when `opts.excel` is true.\n\nAcceptance: `npx vitest run src/export` passes; add one test.",
     steps=prologue("js", ["Add excel flag to export dialog", "Fix crash when export list is empty", "Remove deprecated csv-stringify options", "ci: cache node_modules"],
                    "# reports-web\n\nInternal reporting UI.\n\n## Dev\n\n    npm ci\n    npm run dev\n\nTests: `npx vitest run`.",
                    find=("excel", "src/export/csv.js:14:  if (opts.excel) {\nsrc/export/csv.js:15:    // TODO: BOM for excel\nsrc/ui/ExportDialog.jsx:41:        <Checkbox name=\"excel\" label=\"Excel compatible\" />"),
                    todo_items=["Add BOM in csv.js when opts.excel", "Add vitest case", "Run vitest"]) + [
         read("src/export/csv.js", numbered("import { stringify } from 'csv-stringify/sync';\n\nexport function toCsv(rows, opts = {}) {\n  const body = stringify(rows, { header: true });\n  if (opts.excel) {\n    // TODO: BOM for excel\n  }\n  return body;\n}")),
         edit("src/export/csv.js", "  if (opts.excel) {\n    // TODO: BOM for excel\n  }\n  return body;", "  if (opts.excel) {\n    return '\\uFEFF' + body;\n  }\n  return body;"),
         write("src/export/csv.bom.test.js", "import { toCsv } from './csv';\nimport { test, expect } from 'vitest';\n\ntest('excel export starts with BOM', () => {\n  expect(toCsv([{ a: 'é' }], { excel: true }).charCodeAt(0)).toBe(0xfeff);\n});\n"),
         say("node_modules is missing in this checkout, installing first."),
         bash("npm ci", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it.\nnpm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported\nnpm error code ENOSPC\nnpm error syscall write\nnpm error errno -28\nnpm error nospc ENOSPC: no space left on device, write\nnpm error nospc There appears to be insufficient space on your system to finish.\nnpm error nospc Clear up some disk space and try again.\nnpm error A complete log of this run can be found in: /home/agent/.npm/_logs/2026-11-18T10_02_11_431Z-debug-0.log", err=True, ev="out"),
         bash("df -h /workspace /tmp", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace\ntmpfs           2.0G  2.0G     0 100% /tmp", ev="out"),
         bash("npx vitest run src/export", "Error: Cannot find module 'vitest'\nRequire stack:\n- /workspace/repo/noop.js\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1225:15)", err=True),
     ],
     final_text="I added the BOM and a test, but I could not run the tests: the workspace volume is full (npm ci failed with ENOSPC, df shows 100% on /workspace), so vitest is not installed.")

case(slug="sso-group-sync", ticket="IAM-904", title="Nightly group sync drops users with uppercase emails", stack="py",
     mode="infra_failure", near_miss="dependency_missing", ev_final=True,
     why="The session ended on a provider 529 overload while the agent was still working on an import error.",
     body="`iam/sync/groups.py` compares emails case-sensitively, so `Jane.Doe@acme.io` from Okta never matches `jane.doe@acme.io` locally. Normalise with `.casefold()` on both sides.\n\nAcceptance: `pytest tests/sync -q` passes.",
     steps=prologue("py", ["sync: log skipped users", "Fix KeyError when Okta returns no groups", "Pin okta-sdk to 2.9", "tests: fake Okta client"],
                    "# iam-sync\n\nSyncs Okta groups into the local directory every night.\n\nRun the tests with `pytest tests/`.",
                    find=("def match_user", "iam/sync/groups.py:38:def match_user(remote, local_index):")) + [
         read("iam/sync/groups.py", numbered("from iam.directory import Directory\n\n\ndef build_index(users):\n    return {u.email: u for u in users}\n\n\ndef match_user(remote, local_index):\n    return local_index.get(remote['profile']['email'])")),
         multiedit("iam/sync/groups.py", [("return {u.email: u for u in users}", "return {u.email.casefold(): u for u in users}"),
                                          ("return local_index.get(remote['profile']['email'])", "return local_index.get(remote['profile']['email'].casefold())")]),
         bash("pytest tests/sync -q", "==================================== ERRORS ====================================\n____________________ ERROR collecting tests/sync/test_groups.py ____________________\nImportError while importing test module '/workspace/repo/tests/sync/test_groups.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\ntests/sync/test_groups.py:3: in <module>\n    from okta.models import User\nE   ModuleNotFoundError: No module named 'okta'\n=========================== short test summary info ============================\nERROR tests/sync/test_groups.py\n1 error in 0.21s", err=True),
         say("The Okta SDK isn't installed in this venv. Checking requirements-dev.txt before installing."),
         read("requirements-dev.txt", numbered("-r requirements.txt\npytest==8.3.3\nokta==2.9.8\nfreezegun==1.5.1")),
         {"k": "provider", "text": OVERLOAD, "ev": True},
     ],
     final_error=OVERLOAD)

case(slug="ledger-rounding-half-even", ticket="FIN-1207", title="Use banker's rounding for FX conversion", stack="go",
     mode="infra_failure", near_miss="", ev_final=True,
     why="The session stopped on the plan's session limit notice, not on anything in the code.",
     body="`internal/fx/convert.go` rounds half away from zero; finance wants half-to-even (see FIN-1180).\n\nAcceptance: `go test ./internal/fx/...` green.",
     steps=prologue("go", ["fx: add SEK and NOK", "Revert \"fx: cache rates for 24h\" (stale rates incident)", "convert: handle zero amount", "go 1.23"],
                    "# ledger\n\nDouble-entry ledger service.\n\n    go test ./...\n",
                    find=("math.Round", "internal/fx/convert.go:52:\treturn math.Round(v*100) / 100"),
                    todo_items=["Switch rounding to half-even", "Table test for .005 cases", "go test"]) + [
         read("internal/fx/convert.go", numbered("package fx\n\nimport \"math\"\n\nfunc round2(v float64) float64 {\n\treturn math.Round(v*100) / 100\n}")),
         edit("internal/fx/convert.go", "\treturn math.Round(v*100) / 100", "\treturn math.RoundToEven(v*100) / 100"),
         bash("go test ./internal/fx/...", "--- FAIL: TestRound2 (0.00s)\n    convert_test.go:19: round2(2.675) = 2.67, want 2.68\nFAIL\nFAIL\tgithub.com/acme/ledger/internal/fx\t0.006s\nFAIL", err=True),
         say("That old test encodes half-away-from-zero; FIN-1180 says 2.675 should go to 2.68 only because of float representation. Let me look at the decimal package they already use elsewhere."),
         grep("shopspring/decimal", "go.mod:9:\tgithub.com/shopspring/decimal v1.4.0\ninternal/ledger/posting.go:7:\t\"github.com/shopspring/decimal\""),
         {"k": "provider", "text": LIMIT, "ev": True},
     ],
     final_error=LIMIT)

case(slug="invoice-pdf-footer", ticket="BIL-2290", title="Invoice PDF footer shows wrong VAT id for AT entity", stack="java",
     mode="infra_failure", near_miss="permission_blocked", ev_final=True,
     why="The session ended after repeated 429 rate-limit responses from the model API; the 'access denied' text is a git log subject.",
     body="Invoices issued by the Austrian entity print the German VAT id. `InvoiceFooterRenderer` picks `entity.getParent().getVatId()`.\n\nAcceptance: `./mvnw -q test -pl billing` passes.",
     steps=prologue("java", ["Fix access denied on S3 invoice archive (IAM role)", "footer: add IBAN line", "Bump pdfbox to 3.0.3", "billing: AT entity"],
                    "# billing\n\nMaven multi-module. `./mvnw -q test -pl billing`.",
                    find=("getVatId", "billing/src/main/java/com/acme/billing/pdf/InvoiceFooterRenderer.java:44:        String vat = entity.getParent().getVatId();")) + [
         read("billing/src/main/java/com/acme/billing/pdf/InvoiceFooterRenderer.java", numbered("    public String footer(LegalEntity entity) {\n        String vat = entity.getParent().getVatId();\n        return entity.getName() + \" \u00b7 VAT \" + vat;\n    }")),
         edit("billing/src/main/java/com/acme/billing/pdf/InvoiceFooterRenderer.java", "entity.getParent().getVatId()", "entity.getVatId()"),
         bash("./mvnw -q test -pl billing -Dtest=InvoiceFooterRendererTest", "[INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.412 s -- in com.acme.billing.pdf.InvoiceFooterRendererTest"),
         {"k": "provider", "text": TPM, "ev": True},
     ],
     final_error=TPM_FINAL)

case(slug="wasm-image-resize", ticket="IMG-88", title="Resize keeps EXIF orientation", stack="rs",
     mode="infra_failure", near_miss="",
     why="The orchestrator reports the pod was evicted for ephemeral-storage pressure mid-build.",
     body="`crates/resize/src/lib.rs` drops the EXIF orientation tag, so portrait phone photos come out rotated. Apply the orientation before resizing.\n\nAcceptance: `cargo test -p resize`.",
     steps=prologue("rs", ["resize: lanczos3 by default", "ci: bump runner disk", "Fix panic on zero-width images", "deps: image 0.25"],
                    "# imgkit\n\nImage pipeline crates.\n\n    cargo test --workspace",
                    find=("orientation", "crates/resize/src/lib.rs:12:// TODO(IMG-88): orientation")) + [
         read("crates/resize/src/lib.rs", numbered("use image::{DynamicImage, imageops::FilterType};\n\n// TODO(IMG-88): orientation\npub fn resize(img: DynamicImage, w: u32, h: u32) -> DynamicImage {\n    img.resize(w, h, FilterType::Lanczos3)\n}")),
         edit("crates/resize/src/lib.rs", "pub fn resize(img: DynamicImage, w: u32, h: u32) -> DynamicImage {\n    img.resize(w, h, FilterType::Lanczos3)", "pub fn resize(mut img: DynamicImage, orientation: Orientation, w: u32, h: u32) -> DynamicImage {\n    img.apply_orientation(orientation);\n    img.resize(w, h, FilterType::Lanczos3)"),
         bash("cargo test -p resize 2>&1 | tail -5", "   Compiling image v0.25.5\n   Compiling kamadak-exif v0.5.5\n   Compiling resize v0.3.1 (/workspace/repo/crates/resize)\n   Compiling imgkit-cli v0.3.1 (/workspace/repo/crates/cli)"),
         {"k": "provider", "text": "[osmia] pod osmia-agent-img-88-7f9c4 evicted: The node was low on resource: ephemeral-storage. Threshold quantity: 1Gi, available: 812Mi. Container agent was using 9126Mi, request is 0, has larger consumption of ephemeral-storage.", "ev": True},
     ],
     no_result=True, state="Failed", summary="pod evicted (ephemeral-storage)", fmt="osmia")

case(slug="pdf-parse-upgrade-timeout", ticket="DOC-415", title="Parse PDFs with embedded fonts", stack="py",
     mode="infra_failure", near_miss="dependency_missing",
     why="The package index was unreachable (Errno 101), so the install failed; 'No matching distribution' is the symptom.",
     body="`docs/ingest/pdf.py` crashes on PDFs with Type3 fonts. The fix in pypdf 5.1 (`extract_text(extraction_mode='layout')`) is already pinned in requirements.txt but not installed in the image.\n\nAcceptance: `pytest tests/ingest -q`.",
     steps=prologue("py", ["ingest: skip encrypted PDFs", "Pin pypdf==5.1.0", "Fix timeout in OCR fallback", "docs"],
                    "# docs-ingest\n\n    pip install -r requirements.txt\n    pytest tests/",
                    find=("extract_text", "docs/ingest/pdf.py:21:        text = page.extract_text()")) + [
         bash("pip show pypdf | head -2", "Name: pypdf\nVersion: 4.2.0"),
         bash("pip install -r requirements.txt", "Requirement already satisfied: lxml==5.3.0 in /usr/local/lib/python3.12/site-packages (from -r requirements.txt (line 1)) (5.3.0)\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2b9d60>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/pypdf/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2b9f10>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/pypdf/\nWARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2ba0a0>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/pypdf/\nWARNING: Retrying (Retry(total=1, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2ba230>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/pypdf/\nWARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2ba3c0>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/pypdf/\nERROR: Could not find a version that satisfies the requirement pypdf==5.1.0 (from versions: none)\nERROR: No matching distribution found for pypdf==5.1.0", err=True, ev="out"),
         bash("curl -sS -m 5 https://pypi.org/simple/ -o /dev/null; echo $?", "curl: (7) Failed to connect to pypi.org port 443 after 3 ms: Couldn't connect to server\n7", ev="out"),
         say("Outbound network is down from this pod, so I can't install pypdf 5.1. I'll stop here rather than vendor a copy."),
     ],
     final_text="Blocked: the pod has no route to pypi.org (Errno 101 / curl exit 7), so pypdf 5.1.0 cannot be installed. No code changed.")

case(slug="kotlin-report-batch", ticket="ANA-733", title="Weekly report job should batch DB reads", stack="kt",
     mode="infra_failure", near_miss="model_confusion", state="TimedOut",
     why="The Gradle daemon was OOM-killed (cgroup oom_kill count rises) on every attempt; the agent re-ran the same build, which was reasonable.",
     body="`WeeklyReportJob` loads every order row at once. Page through them in batches of 5 000 using the existing `OrderRepository.pageAfter(id, limit)`.\n\nAcceptance: `./gradlew :reports:test`.",
     steps=prologue("kt", ["reports: add CSV attachment", "Fix flaky WeeklyReportJobTest timeout", "gradle 8.10", "orders: pageAfter()"],
                    "# analytics\n\n    ./gradlew test",
                    find=("findAll", "reports/src/main/kotlin/com/acme/reports/WeeklyReportJob.kt:31:        val orders = repo.findAll()")) + [
         edit("reports/src/main/kotlin/com/acme/reports/WeeklyReportJob.kt", "        val orders = repo.findAll()\n        orders.forEach(agg::add)", "        var after = 0L\n        while (true) {\n            val page = repo.pageAfter(after, 5_000)\n            if (page.isEmpty()) break\n            page.forEach(agg::add)\n            after = page.last().id\n        }"),
         bash("./gradlew :reports:test", "> Task :reports:compileKotlin\n> Task :reports:compileTestKotlin\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nGradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 1m 12s", err=True, ev="out"),
         bash("cat /sys/fs/cgroup/memory.events; cat /sys/fs/cgroup/memory.max", "low 0\nhigh 0\nmax 412\noom 3\noom_kill 3\noom_group_kill 0\n2147483648", ev="out"),
         bash("./gradlew :reports:test --no-daemon -Dorg.gradle.jvmargs=-Xmx768m", "> Task :reports:compileKotlin UP-TO-DATE\n> Task :reports:compileTestKotlin\nKilled", err=True, exit=137, ev="out"),
     ],
     no_result=True, summary="TimedOut: no output for 600s after Gradle was killed")

case(slug="mix-webhook-signature", ticket="HOOK-62", title="Verify webhook signature with timing-safe compare", stack="ex",
     mode="infra_failure", near_miss="", ev_final=True,
     why="The OpenRouter account ran out of credits (402) and the session ended.",
     body="`lib/hooks/verify.ex` compares HMACs with `==`. Use `Plug.Crypto.secure_compare/2`.\n\nAcceptance: `mix test test/hooks`.",
     steps=prologue("ex", ["hooks: accept v2 signatures", "Fix timeout in webhook retry test", "deps: plug_crypto 2.1", "credo"],
                    "# hookrelay\n\n    mix deps.get\n    mix test",
                    find=("==", "lib/hooks/verify.ex:17:    expected == signature")) + [
         edit("lib/hooks/verify.ex", "    expected == signature", "    Plug.Crypto.secure_compare(expected, signature)"),
         bash("mix test test/hooks", "Compiling 14 files (.ex)\nGenerated hookrelay app\n........\nFinished in 0.2 seconds (0.1s async, 0.1s sync)\n8 tests, 0 failures\n\nRandomized with seed 50412"),
         say("Tests pass. Adding a test for a signature of a different length."),
         {"k": "provider", "text": "OpenRouter API error 402: This request requires more credits, or fewer max_tokens. You requested up to 32000 tokens, but can only afford 1187. To increase, visit https://openrouter.ai/settings/credits and add more credits", "ev": True},
     ],
     final_error="OpenRouter API error 402: This request requires more credits, or fewer max_tokens. You requested up to 32000 tokens, but can only afford 1187.")

case(slug="catalog-sitemap-push", ticket="SEO-140", title="Sitemap should omit unpublished products", stack="php",
     mode="infra_failure", near_miss="permission_blocked", ev_final=True,
     why="The fix was done and tests passed; the harness's push got HTTP 500 from GitHub (remote hung up), a platform failure.",
     body="`src/Sitemap/ProductSitemap.php` includes products with `published_at = null`. Filter them out.\n\nAcceptance: `vendor/bin/phpunit tests/Sitemap` and the branch pushed.",
     steps=prologue("php", ["sitemap: split at 50k urls", "Fix permission denied writing sitemap cache", "phpunit 11", "Product::published()"],
                    "# storefront\n\n    composer install\n    vendor/bin/phpunit",
                    find=("findAll", "src/Sitemap/ProductSitemap.php:23:        foreach ($this->products->findAll() as $p) {")) + [
         edit("src/Sitemap/ProductSitemap.php", "$this->products->findAll()", "$this->products->findPublished()"),
         bash("vendor/bin/phpunit tests/Sitemap", "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.13\n\n......                                                              6 / 6 (100%)\n\nTime: 00:00.084, Memory: 10.00 MB\n\nOK (6 tests, 14 assertions)"),
         bash("git add -A && git commit -qm 'SEO-140: omit unpublished products from sitemap' && git push -u origin agent/seo-140", "Enumerating objects: 9, done.\nCounting objects: 100% (9/9), done.\nWriting objects: 100% (5/5), 612 bytes | 612.00 KiB/s, done.\nerror: RPC failed; HTTP 500 curl 22 The requested URL returned error: 500\nsend-pack: unexpected disconnect while reading sideband packet\nfatal: the remote end hung up unexpectedly\nEverything up-to-date", err=True, ev="out"),
         bash("sleep 20 && git push -u origin agent/seo-140", "error: RPC failed; HTTP 500 curl 22 The requested URL returned error: 500\nfatal: the remote end hung up unexpectedly", err=True, ev="out"),
     ],
     final_text="The code change is committed locally and phpunit passes, but pushing to GitHub failed twice with HTTP 500 (remote hung up).")

case(slug="geo-tiles-proxy", ticket="MAP-517", title="Tile proxy should forward If-None-Match", stack="go",
     mode="infra_failure", near_miss="dependency_missing",
     why="The Go module proxy lookup timed out in DNS; 'no required module provides package' follows from that.",
     body="`cmd/tileproxy/handler.go` drops `If-None-Match`, so clients never get 304s. Forward it; the upstream already supports ETags. Use `github.com/acme/httpx/headers.CopyConditional` (added in httpx v0.9.0).\n\nAcceptance: `go test ./cmd/tileproxy/...`.",
     steps=prologue("go", ["tileproxy: gzip passthrough", "httpx v0.8.2", "Fix nil deref when upstream times out", "ci"],
                    "# maps-edge\n\n    go test ./...",
                    find=("Header.Set", "cmd/tileproxy/handler.go:40:\treq.Header.Set(\"Accept\", r.Header.Get(\"Accept\"))")) + [
         bash("go get github.com/acme/httpx@v0.9.0", "go: github.com/acme/httpx@v0.9.0: Get \"https://proxy.golang.org/github.com/acme/httpx/@v/v0.9.0.info\": dial tcp: lookup proxy.golang.org on 10.96.0.10:53: read udp 10.244.3.17:41822->10.96.0.10:53: i/o timeout", err=True, ev="out"),
         edit("cmd/tileproxy/handler.go", "\treq.Header.Set(\"Accept\", r.Header.Get(\"Accept\"))", "\treq.Header.Set(\"Accept\", r.Header.Get(\"Accept\"))\n\theaders.CopyConditional(req.Header, r.Header)"),
         bash("go test ./cmd/tileproxy/...", "cmd/tileproxy/handler.go:9:2: no required module provides package github.com/acme/httpx/headers; to add it:\n\tgo get github.com/acme/httpx/headers\nFAIL\tgithub.com/acme/maps-edge/cmd/tileproxy [setup failed]", err=True),
         bash("getent hosts proxy.golang.org || echo no-dns", "no-dns", ev="out"),
     ],
     final_text="DNS resolution inside the pod is failing (lookup proxy.golang.org ... i/o timeout), so httpx v0.9.0 can't be fetched and the package doesn't compile.")

# ======================= access refused ==================================
case(slug="session-idle-expiry", ticket="WEB-1502", title="Idle sessions should expire after 30 minutes", stack="ts",
     mode="permission_blocked", near_miss="",
     why="Every test command was refused by the permission policy, so the agent could not verify the change.",
     body="`src/auth/session.ts` uses an absolute 12h expiry. Add a 30-minute idle timeout refreshed on each request.\n\nAcceptance: `npm test -- src/auth` passes.",
     perm_mode="default",
     steps=prologue("ts", ["auth: rotate session id on login", "Fix timeout flake in session.spec", "express-session 1.18", "lint"],
                    "# web-app\n\n    npm ci && npm test",
                    find=("maxAge", "src/auth/session.ts:12:  maxAge: 12 * 60 * 60 * 1000,")) + [
         edit("src/auth/session.ts", "  maxAge: 12 * 60 * 60 * 1000,", "  maxAge: 30 * 60 * 1000,\n  rolling: true,"),
         bash("npm test -- src/auth", declined=True, ev="out"),
         say("The test command needs approval. Trying jest directly."),
         bash("npx jest src/auth --ci", declined=True, ev="out"),
         bash("npx tsc --noEmit", declined=True, ev="out"),
     ],
     final_text="I changed the session config to a 30-minute rolling expiry, but every command to run the tests or the type-check was refused, so nothing is verified. Please allow `npm test` for this task.")

case(slug="ledger-branch-push", ticket="LED-388", title="Reject postings with mismatched currencies", stack="go",
     mode="permission_blocked", near_miss="infra_failure", ev_final=False,
     why="The push was refused with 403: the bot account has no write access to the repository.",
     body="`internal/posting/validate.go` accepts a posting whose legs use different currencies. Return `ErrCurrencyMismatch`.\n\nAcceptance: `go test ./internal/posting/...` and a pushed branch `agent/led-388`.",
     steps=prologue("go", ["posting: ErrUnbalanced", "Fix timeout when ledger lock is contended", "go 1.23", "ci: run race detector"],
                    "# ledger\n\n    go test ./...",
                    find=("ErrUnbalanced", "internal/posting/validate.go:9:var ErrUnbalanced = errors.New(\"posting: unbalanced\")")) + [
         edit("internal/posting/validate.go", "var ErrUnbalanced = errors.New(\"posting: unbalanced\")", "var ErrUnbalanced = errors.New(\"posting: unbalanced\")\nvar ErrCurrencyMismatch = errors.New(\"posting: currency mismatch\")"),
         edit("internal/posting/validate.go", "\tvar sum int64", "\tfor _, l := range p.Legs[1:] {\n\t\tif l.Currency != p.Legs[0].Currency {\n\t\t\treturn ErrCurrencyMismatch\n\t\t}\n\t}\n\tvar sum int64"),
         bash("go test ./internal/posting/...", "ok  \tgithub.com/acme/ledger/internal/posting\t0.011s"),
         bash("git push -u origin agent/led-388", "remote: Permission to acme/ledger.git denied to osmia-bot.\nfatal: unable to access 'https://github.com/acme/ledger.git/': The requested URL returned error: 403", err=True, ev="out"),
         bash("gh auth status", "github.com\n  \u2713 Logged in to github.com account osmia-bot (GITHUB_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************\n"),
     ],
     final_text="Code and tests are done locally, but the push was rejected: osmia-bot is denied write access to acme/ledger (HTTP 403).")

case(slug="report-tz-freezegun", ticket="RPT-120", title="Daily report uses server timezone instead of account timezone", stack="py",
     mode="permission_blocked", near_miss="dependency_missing",
     why="pip could not write to site-packages (Errno 13); the later 'No module named freezegun' is the consequence.",
     body="`reports/daily.py` computes the day boundary with `datetime.now()`. Use the account's `tz` (zoneinfo).\n\nAcceptance: `pytest tests/reports -q`.",
     steps=prologue("py", ["reports: add account tz column", "Fix DST bug in weekly report", "Drop pytz", "tests: freezegun"],
                    "# reports\n\n    pip install -r requirements-dev.txt\n    pytest",
                    find=("datetime.now", "reports/daily.py:18:    today = datetime.now().date()")) + [
         edit("reports/daily.py", "    today = datetime.now().date()", "    today = datetime.now(ZoneInfo(account.tz)).date()"),
         bash("pytest tests/reports -q", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:2: in <module>\n    from freezegun import freeze_time\nE   ModuleNotFoundError: No module named 'freezegun'", err=True),
         bash("pip install -r requirements-dev.txt", "Collecting freezegun==1.5.1 (from -r requirements-dev.txt (line 4))\n  Downloading freezegun-1.5.1-py3-none-any.whl.metadata (11 kB)\nDownloading freezegun-1.5.1-py3-none-any.whl (17 kB)\nInstalling collected packages: freezegun\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.12/site-packages/freezegun'\nCheck the permissions.\n", err=True, ev="out"),
         bash("ls -ld /usr/local/lib/python3.12/site-packages; id", "drwxr-xr-x 1 root root 4096 Nov 12 08:01 /usr/local/lib/python3.12/site-packages\nuid=1001(agent) gid=1001(agent) groups=1001(agent)", ev="out"),
         bash("pytest tests/reports -q", "E   ModuleNotFoundError: No module named 'freezegun'", err=True),
     ],
     final_text="Implemented the tz fix. Tests can't run: site-packages is owned by root and the agent user can't install freezegun.")

case(slug="monorepo-pnpm-switch", ticket="FE-2031", title="Button component loses focus ring in dark mode", stack="js",
     mode="permission_blocked", near_miss="dependency_missing",
     why="Installing pnpm globally failed with EACCES on /usr/local/lib/node_modules; 'pnpm: command not found' follows from it.",
     body="`packages/ui/src/Button.css` sets `outline: none` under `.dark`. Restore the focus ring with `--focus-ring` colour.\n\nAcceptance: `pnpm -F ui test` passes.",
     steps=prologue("js", ["ui: dark tokens", "Fix focus trap in Modal", "pnpm 9", "storybook 8"],
                    "# frontend monorepo\n\nUses pnpm workspaces.\n\n    corepack enable\n    pnpm install\n    pnpm -F ui test",
                    find=("outline: none", "packages/ui/src/Button.css:44:.dark .btn:focus-visible { outline: none; }")) + [
         edit("packages/ui/src/Button.css", ".dark .btn:focus-visible { outline: none; }", ".dark .btn:focus-visible { outline: 2px solid var(--focus-ring); outline-offset: 2px; }"),
         bash("pnpm -F ui test", "/bin/bash: line 1: pnpm: command not found", err=True, exit=127),
         bash("npm install -g pnpm@9", "npm error code EACCES\nnpm error syscall mkdir\nnpm error path /usr/local/lib/node_modules/pnpm\nnpm error errno -13\nnpm error Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/pnpm'\nnpm error     at async mkdir (node:internal/fs/promises:858:10)\nnpm error  {\nnpm error   errno: -13,\nnpm error   code: 'EACCES',\nnpm error   syscall: 'mkdir',\nnpm error   path: '/usr/local/lib/node_modules/pnpm'\nnpm error }\nnpm error\nnpm error The operation was rejected by your operating system.\nnpm error It is likely you do not have the permissions to access this file as the current user", err=True, ev="out"),
         bash("corepack enable", "Internal Error: EACCES: permission denied, symlink '../lib/node_modules/corepack/dist/pnpm.js' -> '/usr/local/bin/pnpm'", err=True, ev="out"),
         bash("pnpm -F ui test", "/bin/bash: line 1: pnpm: command not found", err=True, exit=127),
     ],
     final_text="CSS fixed; tests not run because pnpm can't be installed (EACCES on /usr/local).")

case(slug="feature-flag-config-write", ticket="PLAT-77", title="Default new flag checkout_v2 to off in staging", stack="kt",
     mode="permission_blocked", near_miss="",
     why="The config file it had to change sits on a read-only mount (EROFS).",
     body="Add `checkout_v2: false` to `config/flags/staging.yaml`, and a test that the loader reads it.\n\nAcceptance: `./gradlew :flags:test`.",
     steps=prologue("kt", ["flags: yaml loader", "staging: enable search_v3", "gradle 8.10", "Fix stale flag cache"],
                    "# platform\n\nFlag files live in config/flags (mounted from the config repo).",
                    find=("search_v3", "config/flags/staging.yaml:4:search_v3: true")) + [
         read("config/flags/staging.yaml", numbered("# staging flags (synced from acme/config)\nnew_nav: true\nsearch_v2: false\nsearch_v3: true")),
         {"k": "tool", "name": "Edit", "input": {"file_path": "/workspace/repo/config/flags/staging.yaml", "old_string": "search_v3: true", "new_string": "search_v3: true\ncheckout_v2: false"},
          "out": "EROFS: read-only file system, open '/workspace/repo/config/flags/staging.yaml'", "err": True, "ev": "out", "declined": False},
         say("The edit was rejected by the filesystem; checking how config/flags is mounted."),
         bash("touch config/flags/staging.yaml; mount | grep flags", "touch: cannot touch 'config/flags/staging.yaml': Read-only file system\n/dev/sdb on /workspace/repo/config/flags type ext4 (ro,relatime)", err=True, ev="out"),
     ],
     final_text="config/flags is mounted read-only in this pod, so I can't add the flag.")

case(slug="notify-docker-db", ticket="NOT-219", title="Digest email groups notifications per project", stack="rb",
     mode="permission_blocked", near_miss="",
     why="The sandbox declined starting the test database container, which the spec run needs.",
     body="`app/mailers/digest_mailer.rb` lists notifications flat. Group them by project.\n\nAcceptance: `bundle exec rspec spec/mailers` (needs Postgres: `docker compose up -d db`).",
     steps=prologue("rb", ["digest: plain text part", "Fix N+1 in digest query", "rails 7.2", "rubocop"],
                    "# notify\n\n    docker compose up -d db\n    bin/rails db:prepare\n    bundle exec rspec",
                    find=("def digest", "app/mailers/digest_mailer.rb:5:  def digest(user)")) + [
         edit("app/mailers/digest_mailer.rb", "    @notifications = user.notifications.unread", "    @groups = user.notifications.unread.includes(:project).group_by(&:project)"),
         bash("docker compose up -d db", declined=True, ev="out"),
         bash("bundle exec rspec spec/mailers", "An error occurred while loading rails_helper.\nFailure/Error: ActiveRecord::Migration.maintain_test_schema!\n\nActiveRecord::ConnectionNotEstablished:\n  connection to server at \"127.0.0.1\", port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?", err=True),
         bash("sudo service postgresql start", declined=True, ev="out"),
     ],
     final_text="Grouping is in place, but starting Postgres was declined, so the mailer specs couldn't run.")

case(slug="release-notes-pr", ticket="REL-55", title="Generate release notes from merged PR labels", stack="py",
     mode="permission_blocked", near_miss="",
     why="Opening the PR failed: the integration token may not create pull requests (Resource not accessible by integration).",
     body="`tools/release_notes.py` ignores the `breaking` label. Put breaking changes first. Open a PR when done.",
     steps=prologue("py", ["release-notes: group by label", "Fix crash on PRs without labels", "ci: release workflow", "ruff"],
                    "# tools\n\n    pytest tests/tools",
                    find=("LABEL_ORDER", "tools/release_notes.py:8:LABEL_ORDER = [\"feature\", \"fix\", \"chore\"]")) + [
         edit("tools/release_notes.py", "LABEL_ORDER = [\"feature\", \"fix\", \"chore\"]", "LABEL_ORDER = [\"breaking\", \"feature\", \"fix\", \"chore\"]"),
         bash("pytest tests/tools -q", "......                                                                   [100%]\n6 passed in 0.09s"),
         bash("git push -u origin agent/rel-55", "To https://github.com/acme/tools.git\n * [new branch]      agent/rel-55 -> agent/rel-55\nbranch 'agent/rel-55' set up to track 'origin/agent/rel-55'."),
         bash("gh pr create --fill --base main", "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", err=True, ev="out"),
     ],
     final_text="Branch pushed, but the PR could not be opened: the token lacks permission to create pull requests.")

case(slug="assets-bucket-policy", ticket="OPS-902", title="Allow CloudFront OAC to read the assets bucket", stack="tf",
     mode="permission_blocked", near_miss="",
     why="terraform apply was refused with AccessDenied on the bucket policy; the role cannot write it.",
     body="Add an OAC bucket policy for `assets-prod` in `infra/cdn/main.tf` and apply it to staging first (`terraform -chdir=infra/cdn apply -var-file=staging.tfvars`).",
     steps=prologue("tf", ["cdn: OAC", "Fix timeout on cache invalidation", "aws provider 5.80", "staging tfvars"],
                    "# infra\n\n    terraform -chdir=infra/cdn init\n    terraform -chdir=infra/cdn plan",
                    find=("aws_s3_bucket_policy", "")) + [
         write("infra/cdn/policy.tf", "resource \"aws_s3_bucket_policy\" \"assets\" {\n  bucket = aws_s3_bucket.assets.id\n  policy = data.aws_iam_policy_document.oac.json\n}\n"),
         bash("terraform -chdir=infra/cdn plan -var-file=staging.tfvars", "Plan: 1 to add, 0 to change, 0 to destroy."),
         bash("terraform -chdir=infra/cdn apply -auto-approve -var-file=staging.tfvars", "aws_s3_bucket_policy.assets: Creating...\n\u2577\n\u2502 Error: putting S3 Bucket (assets-staging) Policy: operation error S3: PutBucketPolicy, https response error StatusCode: 403, RequestID: 8XK2M0QZ3V1T, HostID: kP0..., api error AccessDenied: User: arn:aws:sts::412345678901:assumed-role/osmia-agent/agent is not authorized to perform: s3:PutBucketPolicy on resource: \"arn:aws:s3:::assets-staging\" because no identity-based policy allows the s3:PutBucketPolicy action\n\u2502 \n\u2502   with aws_s3_bucket_policy.assets,\n\u2502   on policy.tf line 1, in resource \"aws_s3_bucket_policy\" \"assets\":\n\u2502    1: resource \"aws_s3_bucket_policy\" \"assets\" {\n\u2502 \n\u2575", err=True, ev="out"),
     ],
     final_text="Plan is fine; apply was refused (s3:PutBucketPolicy not allowed for the agent role).")

case(slug="mix-build-lock", ticket="CHAT-330", title="Trim whitespace from channel names", stack="ex",
     mode="permission_blocked", near_miss="",
     why="mix cannot write to _build because the directory is owned by root.",
     body="`lib/chat/channels.ex` stores names untrimmed. Trim in the changeset.\n\nAcceptance: `mix test test/chat`.",
     steps=prologue("ex", ["channels: unique name index", "Fix timeout in presence test", "phoenix 1.7.14", "credo"],
                    "# chat\n\n    mix test",
                    find=("cast(attrs", "lib/chat/channels.ex:22:    |> cast(attrs, [:name, :topic])")) + [
         edit("lib/chat/channels.ex", "    |> cast(attrs, [:name, :topic])", "    |> cast(attrs, [:name, :topic])\n    |> update_change(:name, &String.trim/1)"),
         bash("mix test test/chat", "** (File.Error) could not write to file \"/workspace/repo/_build/test/lib/chat/.mix/compile.lock\": permission denied\n    (elixir 1.17.3) lib/file.ex:1140: File.write!/3\n    (mix 1.17.3) lib/mix/tasks/compile.all.ex:55: Mix.Tasks.Compile.All.with_logger_app/2", err=True, ev="out"),
         bash("ls -ld _build _build/test; id -un", "drwxr-xr-x 3 root root 4096 Nov 19 06:12 _build\ndrwxr-xr-x 3 root root 4096 Nov 19 06:12 _build/test\nagent", ev="out"),
         bash("MIX_BUILD_PATH=/tmp/b mix test test/chat", "** (File.Error) could not write to file \"/workspace/repo/deps/.mix/compile.lock\": permission denied", err=True),
     ],
     final_text="Change made; tests can't compile because _build and deps are owned by root.")

case(slug="cabal-index-cache", ticket="PARSE-41", title="Parser should accept trailing commas in lists", stack="hs",
     mode="permission_blocked", near_miss="",
     why="cabal could not open its package index cache: permission denied on the agent's home .cabal directory.",
     body="`src/Config/Parser.hs` rejects `[1, 2, ]`. Accept one trailing comma.\n\nAcceptance: `cabal test`.",
     steps=prologue("hs", ["parser: better error positions", "megaparsec 9.6", "Fix space leak in lexer", "ci: ghc 9.8"],
                    "# confparse\n\n    cabal build\n    cabal test",
                    find=("sepBy", "src/Config/Parser.hs:57:list = brackets (value `sepBy` comma)")) + [
         edit("src/Config/Parser.hs", "list = brackets (value `sepBy` comma)", "list = brackets (value `sepEndBy` comma)"),
         bash("cabal test", "Warning: The package list for 'hackage.haskell.org' is 24 days old.\nRun 'cabal update' to get the latest list of available packages.\ncabal: /home/agent/.cache/cabal/packages/hackage.haskell.org/01-index.cache: withBinaryFile: permission denied (Permission denied)", err=True, ev="out"),
         bash("ls -l /home/agent/.cache/cabal/packages/hackage.haskell.org/ | head -3", "total 812344\n-rw------- 1 root root  31544216 Oct 26 02:10 01-index.cache\n-rw------- 1 root root 800112640 Oct 26 02:10 01-index.tar", ev="out"),
     ],
     final_text="Parser fixed, but cabal cannot read its index (files owned by root, mode 600).")

# ======================= toolchain / packages ============================
case(slug="settings-env-prefix", ticket="CFG-66", title="Read settings with the APP_ prefix", stack="py",
     mode="dependency_missing", near_miss="infra_failure",
     why="The pinned pydantic-settings 3.1.0 does not exist on the index; the retry warnings before it were transient and the other download succeeded.",
     body="`app/settings.py` should read env vars with the `APP_` prefix using pydantic-settings `SettingsConfigDict(env_prefix=...)`. The team pinned `pydantic-settings==3.1.0`.\n\nAcceptance: `pytest tests/test_settings.py`.",
     steps=prologue("py", ["settings: move to pydantic v2", "Fix timeout reading vault secrets", "Pin pydantic-settings", "docs"],
                    "# app\n\n    pip install -r requirements.txt",
                    find=("BaseSettings", "app/settings.py:3:from pydantic_settings import BaseSettings")) + [
         bash("pip install -r requirements.txt", "Collecting pydantic==2.9.2 (from -r requirements.txt (line 1))\n  WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out. (read timeout=15)\")': /packages/df/e4/pydantic-2.9.2-py3-none-any.whl\n  Downloading pydantic-2.9.2-py3-none-any.whl (434 kB)\nERROR: Could not find a version that satisfies the requirement pydantic-settings==3.1.0 (from versions: 0.1.0, 0.2.0, 0.2.1, 0.2.2, 0.2.3, 0.2.4, 0.2.5, 2.0.0, 2.0.1, 2.0.2, 2.0.3, 2.1.0, 2.2.0, 2.2.1, 2.3.0, 2.3.1, 2.3.2, 2.3.3, 2.3.4, 2.4.0, 2.5.0, 2.5.1, 2.5.2, 2.6.0, 2.6.1)\nERROR: No matching distribution found for pydantic-settings==3.1.0", err=True, ev="out"),
         edit("app/settings.py", "class Settings(BaseSettings):", "class Settings(BaseSettings):\n    model_config = SettingsConfigDict(env_prefix=\"APP_\")"),
         bash("pytest tests/test_settings.py -q", "E   ModuleNotFoundError: No module named 'pydantic_settings'", err=True, ev="out"),
     ],
     final_text="The requirement pydantic-settings==3.1.0 can't be installed (no such version), so the tests don't import.")

case(slug="billing-schemas-import", ticket="PAY-1610", title="Validate refund payloads against the shared schema", stack="ts",
     mode="dependency_missing", near_miss="permission_blocked",
     why="The private package @acme/billing-schemas is not resolvable from the registry (E404), so the import fails.",
     body="Use `RefundSchema` from `@acme/billing-schemas` in `src/refunds/handler.ts` to validate bodies. README: if scripts fail with permission denied, run `chmod +x scripts/*.sh`.\n\nAcceptance: `npm test -- refunds`.",
     steps=prologue("ts", ["refunds: idempotency keys", "Fix permission denied in scripts/release.sh", "zod 3.23", "jest 29"],
                    "# payments-api\n\n    npm ci\n    npm test\n\nTroubleshooting: if `scripts/*.sh` fail with `permission denied`, run `chmod +x scripts/*.sh`.",
                    find=("billing-schemas", "package.json:18:    \"@acme/billing-schemas\": \"^4.2.0\",")) + [
         edit("src/refunds/handler.ts", "export async function handleRefund(req: Request) {", "import { RefundSchema } from '@acme/billing-schemas';\n\nexport async function handleRefund(req: Request) {\n  RefundSchema.parse(req.body);"),
         bash("npm ci", "npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/@acme%2fbilling-schemas - Not found\nnpm error 404\nnpm error 404  '@acme/billing-schemas@^4.2.0' is not in this registry.\nnpm error 404\nnpm error 404 Note that you can also install from a\nnpm error 404 tarball, folder, http url, or git url.", err=True, ev="out"),
         bash("cat .npmrc 2>/dev/null || echo 'no .npmrc'", "no .npmrc"),
         bash("npm test -- refunds", "FAIL src/refunds/handler.test.ts\n  \u25cf Test suite failed to run\n\n    Cannot find module '@acme/billing-schemas' from 'src/refunds/handler.ts'", err=True, ev="out"),
     ],
     final_text="@acme/billing-schemas isn't available from the public registry and there's no scoped registry configured.")

case(slug="go-iter-seq", ticket="SRCH-412", title="Stream search hits with iter.Seq", stack="go",
     mode="dependency_missing", near_miss="",
     why="The module needs Go 1.23 but the image has Go 1.21.6 with GOTOOLCHAIN=local.",
     body="Return `iter.Seq[Hit]` from `search.Query` instead of a slice.\n\nAcceptance: `go test ./search/...`.",
     steps=prologue("go", ["search: bm25 scoring", "go.mod: go 1.23", "Fix killed worker on large queries", "bench"],
                    "# search\n\n    go test ./...",
                    find=("func Query", "search/query.go:30:func Query(ix *Index, q string) []Hit {")) + [
         edit("search/query.go", "func Query(ix *Index, q string) []Hit {", "func Query(ix *Index, q string) iter.Seq[Hit] {"),
         bash("go test ./search/...", "go: go.mod requires go >= 1.23.0 (running go 1.21.6; GOTOOLCHAIN=local)", err=True, ev="out"),
         bash("go version; ls /usr/local/go*", "go version go1.21.6 linux/amd64\n/usr/local/go:\napi  bin  doc  lib  misc  pkg  src  test  VERSION", ev="out"),
     ],
     final_text="The repo requires Go 1.23 (iter package) and only Go 1.21.6 is installed; can't build.")

case(slug="money-utils-artifact", ticket="LED-441", title="Ledger export should use Money.format for amounts", stack="java",
     mode="dependency_missing", near_miss="infra_failure",
     why="Maven cannot resolve com.acme:money-utils:1.8.2 from central; the OOM words are in a git log subject.",
     body="Use `com.acme.money.Money#format` (money-utils 1.8.2) in `LedgerCsvExporter`.\n\nAcceptance: `./mvnw -q test -pl ledger-core`.",
     steps=prologue("java", ["Revert \"Raise heap for OOMKilled export job\"", "exporter: semicolon delimiter", "money-utils 1.8.2", "surefire 3.5"],
                    "# ledger\n\n    ./mvnw test",
                    find=("String.format", "ledger-core/src/main/java/com/acme/ledger/LedgerCsvExporter.java:61:        row.add(String.format(\"%.2f\", e.amount()));")) + [
         edit("ledger-core/src/main/java/com/acme/ledger/LedgerCsvExporter.java", "        row.add(String.format(\"%.2f\", e.amount()));", "        row.add(Money.of(e.amount(), e.currency()).format(locale));"),
         bash("./mvnw -q test -pl ledger-core", "[ERROR] Failed to execute goal on project ledger-core: Could not resolve dependencies for project com.acme:ledger-core:jar:2.4.0-SNAPSHOT\n[ERROR] dependency: com.acme:money-utils:jar:1.8.2 (compile)\n[ERROR] \tcom.acme:money-utils:jar:1.8.2 was not found in https://repo.maven.apache.org/maven2 during a previous attempt. This failure was cached in the local repository and resolution is not reattempted until the update interval of central has elapsed or updates are forced\n[ERROR] \n[ERROR] -> [Help 1]", err=True, ev="out"),
         bash("./mvnw -q -U test -pl ledger-core", "[ERROR] Failed to execute goal on project ledger-core: Could not resolve dependencies for project com.acme:ledger-core:jar:2.4.0-SNAPSHOT: The following artifacts could not be resolved: com.acme:money-utils:jar:1.8.2 (absent): Could not find artifact com.acme:money-utils:jar:1.8.2 in central (https://repo.maven.apache.org/maven2) -> [Help 1]", err=True, ev="out"),
     ],
     final_text="com.acme:money-utils:1.8.2 isn't in Maven Central and no internal repository is configured in settings.xml.")

case(slug="jdk21-toolchain", ticket="ANA-760", title="Use virtual threads for the export fan-out", stack="kt",
     mode="dependency_missing", near_miss="",
     why="Gradle needs a JDK 21 toolchain that is not installed and auto-download is not configured.",
     body="Switch `ExportFanOut` to `Executors.newVirtualThreadPerTaskExecutor()` (JDK 21; the build already sets `jvmToolchain(21)`).\n\nAcceptance: `./gradlew :export:test`.",
     steps=prologue("kt", ["export: retry S3 puts", "jvmToolchain(21)", "Fix thread leak in fan-out", "ktlint"],
                    "# analytics\n\n    ./gradlew test",
                    find=("newFixedThreadPool", "export/src/main/kotlin/ExportFanOut.kt:14:    private val pool = Executors.newFixedThreadPool(16)")) + [
         edit("export/src/main/kotlin/ExportFanOut.kt", "Executors.newFixedThreadPool(16)", "Executors.newVirtualThreadPerTaskExecutor()"),
         bash("./gradlew :export:test", "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':export:compileKotlin'.\n> Error while evaluating property 'compilerOptions.jvmTarget' of task ':export:compileKotlin'.\n   > Failed to calculate the value of property 'jvmTarget'.\n      > Cannot find a Java installation on your machine matching this tasks requirements: {languageVersion=21, vendor=any vendor, implementation=vendor-specific} for LINUX on x86_64.\n         > No locally installed toolchains match and toolchain download repositories have not been configured.\n\nBUILD FAILED in 9s", err=True, ev="out"),
         bash("ls /usr/lib/jvm", "java-17-openjdk-amd64"),
         fetch("https://docs.gradle.org/current/userguide/toolchains.html", "Toolchains for JVM projects: Gradle can detect local toolchains or download a matching one. Automatic provisioning requires a toolchain resolver plugin, e.g. org.gradle.toolchains.foojay-resolver-convention, applied in settings.gradle(.kts)."),
         say("The settings file has no resolver plugin and the pod has no outbound access to adoptium anyway; a JDK 21 needs to be in the image."),
     ],
     final_text="Only JDK 17 is installed; the build requires a JDK 21 toolchain.")

case(slug="thumbnailer-linker", ticket="IMG-102", title="Skip animated GIF frames after the first", stack="rs",
     mode="dependency_missing", near_miss="",
     why="The Rust build cannot link: no C linker (cc) in the image.",
     body="`crates/thumb/src/gif.rs` decodes all frames. Decode the first only.\n\nAcceptance: `cargo test -p thumb`.",
     steps=prologue("rs", ["thumb: webp output", "Fix panic on truncated GIF", "rust 1.82", "clippy"],
                    "# imgkit\n\n    cargo test --workspace",
                    find=("into_frames", "crates/thumb/src/gif.rs:19:    let frames = decoder.into_frames().collect_frames()?;")) + [
         edit("crates/thumb/src/gif.rs", "    let frames = decoder.into_frames().collect_frames()?;", "    let first = decoder.into_frames().next().transpose()?;"),
         bash("cargo test -p thumb", "   Compiling proc-macro2 v1.0.92\n   Compiling unicode-ident v1.0.14\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...", err=True, ev="out"),
         bash("which cc gcc clang || echo none", "none"),
     ],
     final_text="No C toolchain in the image (linker `cc` not found); can't build.")

case(slug="pg-native-ext", ticket="NOT-240", title="Mark digest as sent in the same transaction", stack="rb",
     mode="dependency_missing", near_miss="",
     why="bundle install fails building pg: libpq headers (pg_config) are missing from the image.",
     body="`DigestJob` marks notifications sent after the mail goes out; wrap both in one transaction.\n\nAcceptance: `bundle exec rspec spec/jobs`.",
     steps=prologue("rb", ["digest job: sidekiq", "Fix deadlock in digest job", "pg 1.5", "rails 7.2"],
                    "# notify\n\n    bundle install\n    bundle exec rspec",
                    find=("mark_sent", "app/jobs/digest_job.rb:12:    notifications.each(&:mark_sent!)")) + [
         edit("app/jobs/digest_job.rb", "    DigestMailer.digest(user).deliver_now\n    notifications.each(&:mark_sent!)", "    ActiveRecord::Base.transaction do\n      notifications.each(&:mark_sent!)\n      DigestMailer.digest(user).deliver_now\n    end"),
         bash("bundle install", "Fetching gem metadata from https://rubygems.org/.........\nInstalling pg 1.5.9 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n    current directory: /usr/local/bundle/gems/pg-1.5.9/ext\n/usr/local/bin/ruby extconf.rb\nChecking for pg_config... no\nNo pg_config... trying anyway. If building fails, please try again with\n --with-pg-config=/path/to/pg_config\nchecking for whether -Wl,-rpath,/usr/local/lib is accepted as LDFLAGS... yes\nchecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*** extconf.rb failed ***\n\nAn error occurred while installing pg (1.5.9), and Bundler cannot continue.\n\nIn Gemfile:\n  pg", err=True, ev="out"),
         bash("bundle exec rspec spec/jobs", "Could not find pg-1.5.9 in locally installed gems\nRun `bundle install` to install missing gems.", err=True),
     ],
     final_text="bundle install fails: pg needs libpq-dev, which isn't in the image.")

case(slug="julia-csv-ingest", ticket="SCI-19", title="Read semicolon-separated station files", stack="jl",
     mode="dependency_missing", near_miss="",
     why="CSV.jl is not in the project environment, so `using CSV` fails in the tests.",
     body="`src/ingest.jl` splits lines on commas by hand. Use `CSV.File(path; delim=';')`.\n\nAcceptance: `julia --project -e 'using Pkg; Pkg.test()'`.",
     steps=prologue("jl", ["ingest: parse timestamps", "Fix type instability in mean_temp", "julia 1.11", "docs"],
                    "# stations\n\n    julia --project -e 'using Pkg; Pkg.test()'",
                    find=("split(line", "src/ingest.jl:9:        cols = split(line, ',')")) + [
         edit("src/ingest.jl", "        cols = split(line, ',')", "    tbl = CSV.File(path; delim=';')"),
         bash("julia --project -e 'using Pkg; Pkg.test()'", "     Testing Running tests...\nERROR: LoadError: ArgumentError: Package CSV not found in current path.\n- Run `import Pkg; Pkg.add(\"CSV\")` to install the CSV package.\nStacktrace:\n  [1] macro expansion\n    @ ./loading.jl:2296 [inlined]\n  [2] macro expansion\n    @ ./lock.jl:273 [inlined]\nin expression starting at /workspace/repo/src/Stations.jl:3\nERROR: Package Stations errored during testing", err=True, ev="out"),
     ],
     final_text="CSV.jl isn't part of the project; tests fail to load it. Not adding packages without approval.")

case(slug="net9-target", ticket="API-3120", title="Use TimeProvider in token expiry checks", stack="cs",
     mode="dependency_missing", near_miss="",
     why="The project targets net9.0 but only the .NET 8 SDK is installed (NETSDK1045).",
     body="Inject `TimeProvider` into `TokenValidator` so tests can control time.\n\nAcceptance: `dotnet test`.",
     steps=prologue("cs", ["tokens: refresh rotation", "Fix timeout in integration tests", "net9.0", "analyzers"],
                    "# auth-api\n\n    dotnet test",
                    find=("DateTime.UtcNow", "src/Auth/TokenValidator.cs:27:        return token.ExpiresAt <= DateTime.UtcNow;")) + [
         edit("src/Auth/TokenValidator.cs", "        return token.ExpiresAt <= DateTime.UtcNow;", "        return token.ExpiresAt <= _time.GetUtcNow();"),
         bash("dotnet test", "  Determining projects to restore...\n/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, or use a version of the .NET SDK that supports .NET 9.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/repo/src/Auth/Auth.csproj]", err=True, ev="out"),
         bash("dotnet --list-sdks", "8.0.404 [/usr/share/dotnet/sdk]"),
         fetch("https://learn.microsoft.com/en-us/dotnet/core/tools/sdk-errors/netsdk1045", "NETSDK1045: The current .NET SDK does not support targeting a newer .NET version. Install the newer SDK or retarget the project to a version the installed SDK supports."),
     ],
     final_text=".NET 9 SDK missing (NETSDK1045).")

case(slug="invoice-pdf-cairo", ticket="BIL-2301", title="Render invoice totals in bold", stack="py",
     mode="dependency_missing", near_miss="permission_blocked",
     why="WeasyPrint cannot load the system library libcairo/pango; a test that checks PermissionError handling passes and is a decoy.",
     body="Totals row in `billing/pdf/templates/invoice.html` should be bold.\n\nAcceptance: `pytest tests/pdf -q`.",
     steps=prologue("py", ["pdf: embed fonts", "Handle PermissionError when pdf cache dir is read-only", "weasyprint 62", "ruff"],
                    "# billing\n\n    pytest tests/",
                    find=("totals", "billing/pdf/templates/invoice.html:88:    <tr class=\"totals\">")) + [
         edit("billing/pdf/templates/invoice.html", "    <tr class=\"totals\">", "    <tr class=\"totals\" style=\"font-weight: 700\">"),
         bash("pytest tests/pdf -q", "..F.\n=================================== FAILURES ===================================\n___________________________ test_render_invoice_pdf ____________________________\n    from weasyprint import HTML\n.venv/lib/python3.12/site-packages/weasyprint/text/ffi.py:440: in <module>\n    pango = _dlopen(\nE   OSError: cannot load library 'libpango-1.0-0': libpango-1.0-0: cannot open shared object file: No such file or directory.  Additionally, ctypes.util.find_library() did not manage to locate a library called 'libpango-1.0-0'\n=========================== short test summary info ============================\nFAILED tests/pdf/test_render.py::test_render_invoice_pdf - OSError: cannot load library 'libpango-1.0-0': libpango-1.0-0: cannot open shared object file: No such file or directory\n1 failed, 3 passed in 0.88s", err=True, ev="out"),
         bash("pytest tests/pdf -q -k cache", "tests/pdf/test_cache.py::test_cache_dir_permission_denied_falls_back_to_tmp PASSED\n1 passed, 3 deselected in 0.05s"),
     ],
     final_text="Template updated; the PDF test fails because the image lacks pango/cairo system libraries.")
