from common import *

# I1 usage limit while a missing module was still open (chain: provider limit wins)
case("orders-csv-export-header", "claude-transcript", "ORD-2207", "CSV export drops the currency column",
     "The `/orders/export.csv` endpoint no longer includes the `currency` column since the pandas removal.\n"
     "Fix `app/exports/orders_csv.py` so the header is `id,placed_at,total,currency` and rows follow it.\n\n"
     "Acceptance: `pytest tests/exports -q` passes.",
     "infra_failure", "The Claude usage limit ended the session while the agent was still sorting out a missing test plugin; the limit, not the module, stopped the run.",
     [gitlog("fix: exporter killed by OOM on 1M-row exports", "chore: drop pandas from exports", "test: skip flaky s3 upload timeout", "Merge pull request #812 from ops/permissions-audit"),
      read("app/exports/orders_csv.py", "import csv\nimport io\n\nHEADER = [\"id\", \"placed_at\", \"total\"]\n\n\ndef render(orders):\n    buf = io.StringIO()\n    w = csv.writer(buf)\n    w.writerow(HEADER)\n    for o in orders:\n        w.writerow([o.id, o.placed_at.isoformat(), f\"{o.total:.2f}\"])\n    return buf.getvalue()"),
      edit("app/exports/orders_csv.py", "HEADER = [\"id\", \"placed_at\", \"total\"]", "HEADER = [\"id\", \"placed_at\", \"total\", \"currency\"]"),
      edit("app/exports/orders_csv.py", "f\"{o.total:.2f}\"])", "f\"{o.total:.2f}\", o.currency])"),
      cmd("pytest tests/exports -q", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:4: in <module>\n    from freezegun import freeze_time\nE   ModuleNotFoundError: No module named 'freezegun'", 4),
      say("The conftest imports freezegun, which isn't installed in this environment. Let me check the dev requirements."),
      cmd("grep -n freezegun requirements*.txt pyproject.toml", "requirements-dev.txt:7:freezegun==1.5.1", 0),
      api_error("Claude AI usage limit reached|1763877600", ev=True)],
     fail("Claude AI usage limit reached|1763877600", ev=True), near_miss="dependency_missing")

# I2 codex usage limit, new wording
case("ledger-go-rounding-halfeven", "codex", "LED-418", "Ledger totals use banker's rounding",
     "`internal/ledger/total.go` rounds half away from zero; finance needs half-to-even for EUR.\n"
     "Use `math.RoundToEven` in `Total()` and keep the cents as int64.\n\nAcceptance: `go test ./internal/ledger/...` passes.",
     "infra_failure", "The Codex session hit the account usage limit mid-task and the turn failed; nothing in the code caused it.",
     [think("Look at the ledger package and its tests first."),
      cmd("ls internal/ledger", "total.go\ntotal_test.go\nentry.go\nentry_test.go\ndoc.go"),
      gitlog("ledger: revert timeout on postgres lock", "ci: kill stuck race detector jobs", "ledger: add EUR entries"),
      read("internal/ledger/total.go", "package ledger\n\nimport \"math\"\n\nfunc Total(es []Entry) int64 {\n\tvar sum float64\n\tfor _, e := range es {\n\t\tsum += e.Amount * 100\n\t}\n\treturn int64(math.Round(sum))\n}"),
      edit("internal/ledger/total.go", "return int64(math.Round(sum))", "return int64(math.RoundToEven(sum))"),
      cmd("go test ./internal/ledger/...", "--- FAIL: TestTotalHalfEven (0.00s)\n    total_test.go:28: Total(0.125 EUR) = 13, want 12\nFAIL\nFAIL\tgithub.com/northwind/ledger/internal/ledger\t0.009s\nFAIL", 1),
      think("Floating point: 0.125*100 is 12.500000000000002. Need to work in integer cents from the Entry instead."),
      read("internal/ledger/entry.go", "package ledger\n\ntype Entry struct {\n\tAmount   float64\n\tCurrency string\n\tCents    int64 // populated by the parser since v0.9\n}"),
      api_error("Reconnecting... 1/5 (stream disconnected before completion: Transport error: error decoding response body)", ev=False),
      api_error("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 4 hours 12 minutes.", ev=True)],
     fail("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 4 hours 12 minutes.", ev=True))

# I3 OOMKilled during webpack build
case("storefront-sitemap-locales", "osmia", "WEB-1733", "Sitemap misses the fr-CA locale",
     "The generated `sitemap.xml` lists `en-CA` but not `fr-CA` pages. Add the locale to `next-sitemap.config.js`\n"
     "and make sure `npm run build && npm run postbuild` produces both.",
     "infra_failure", "The agent container was OOM-killed by Kubernetes during `next build`; the build never reported a code error.",
     [say("Let me look at the sitemap config and the locale list."),
      read("next-sitemap.config.js", "/** @type {import('next-sitemap').IConfig} */\nmodule.exports = {\n  siteUrl: process.env.SITE_URL,\n  generateRobotsTxt: true,\n  alternateRefs: [\n    { href: 'https://shop.example.ca/en-CA', hreflang: 'en-CA' },\n  ],\n}"),
      cmd("grep -rn \"fr-CA\" src/i18n | head", "src/i18n/locales.ts:3:  'fr-CA',\nsrc/i18n/messages/fr-CA.json:1:{"),
      edit("next-sitemap.config.js", "    { href: 'https://shop.example.ca/en-CA', hreflang: 'en-CA' },", "    { href: 'https://shop.example.ca/en-CA', hreflang: 'en-CA' },\n    { href: 'https://shop.example.ca/fr-CA', hreflang: 'fr-CA' },"),
      cmd("npm run build", "\n> storefront@4.12.0 build\n> next build\n\n  \u25b2 Next.js 14.2.15\n\n   Creating an optimized production build ...\n"),
      sysnote("container agent in pod osmia-web-1733-7k2xq terminated: reason=OOMKilled exitCode=137 (memory limit 2Gi)", ev=True),
      sysnote("run web-1733 marked Failed: agent container exited before producing a result")],
     None, near_miss="")

# I4 transcript: Anthropic overloaded 529
case("billing-webhook-signature", "claude-transcript", "PAY-981", "Stripe webhook signature check uses the wrong secret",
     "`src/webhooks/stripe.ts` verifies against `STRIPE_API_KEY`; it must use `STRIPE_WEBHOOK_SECRET`.\n"
     "Acceptance: `npm test -- webhooks` passes.",
     "infra_failure", "The session ended on repeated Anthropic 529 overloaded errors after the agent had made the edit; the provider ended it.",
     [cmd("git log --oneline -5", "d2a91f0 revert \"retry webhooks on timeout\"\n77c01be fix: permission denied writing to /tmp in lambda\n4a0b5e2 feat: stripe webhooks\n19e3c4d chore: bump stripe to 17.3\n0b8d7a6 ci: node 22"),
      read("src/webhooks/stripe.ts", "import Stripe from 'stripe'\n\nconst stripe = new Stripe(process.env.STRIPE_API_KEY!)\n\nexport function verify(raw: Buffer, sig: string) {\n  return stripe.webhooks.constructEvent(raw, sig, process.env.STRIPE_API_KEY!)\n}"),
      edit("src/webhooks/stripe.ts", "return stripe.webhooks.constructEvent(raw, sig, process.env.STRIPE_API_KEY!)", "return stripe.webhooks.constructEvent(raw, sig, process.env.STRIPE_WEBHOOK_SECRET!)"),
      cmd("npm test -- webhooks", "\n> billing@2.3.0 test\n> vitest run webhooks\n\n RUN  v2.1.4 /workspace/repo\n\n \u276f test/webhooks/stripe.test.ts (3 tests | 1 failed) 41ms\n   \u00d7 rejects events signed with the api key\n     \u2192 expected [Function] to throw an error\n\n Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)", 1),
      say("The remaining failure sets only STRIPE_API_KEY in the test env. Let me look at the test setup."),
      api_error("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVQ3hZc8xR2m1kq6T9aYw\"} \u00b7 Retrying in 38 seconds\u2026 (attempt 9/10)", ev=False),
      api_error("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVQ3kP1r8dY4s2QwLm7Hx\"}", ev=True)],
     None)

# I5 unreachable index makes pip fail (chain, near_miss="test_misunderstanding")
case("geo-lookup-httpx-client", "osmia", "GEO-144", "Switch the geo lookup client to httpx",
     "`geo/client.py` uses `requests` synchronously inside the async worker. Switch to `httpx.AsyncClient` (already\n"
     "pinned in requirements.txt as httpx==0.27.2) and keep the 2s timeout.",
     "infra_failure", "The package index was unreachable from the pod (Errno 101 Network is unreachable), so pip could not fetch a pinned, existing version.",
     [read("requirements.txt", "fastapi==0.115.4\nhttpx==0.27.2\npydantic==2.9.2\nrequests==2.32.3"),
      cmd("python -c 'import httpx'", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'httpx'", 1),
      cmd("pip install -r requirements.txt", "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a9c2e1d90>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/fastapi/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a9c2e2150>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/fastapi/\nWARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a9c2e2a10>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/fastapi/\nERROR: Could not find a version that satisfies the requirement fastapi==0.115.4 (from versions: none)\nERROR: No matching distribution found for fastapi==0.115.4", 1, ev=True),
      cmd("curl -sS -m 5 https://pypi.org/simple/ -o /dev/null", "curl: (7) Failed to connect to pypi.org port 443 after 3 ms: Couldn't connect to server", 7, ev=True),
      say("The pod has no route to PyPI, so nothing can be installed here. I can't run the worker tests without httpx."),
      read("geo/client.py", "import requests\n\nTIMEOUT = 2\n\nasync def lookup(ip: str) -> dict:\n    r = requests.get(f\"https://geo.internal/v1/{ip}\", timeout=TIMEOUT)\n    r.raise_for_status()\n    return r.json()")],
     fail("Could not install requirements: PyPI unreachable from the agent pod ([Errno 101] Network is unreachable). No changes made."),
     near_miss="dependency_missing")

# I6 disk full in cargo build
case("relay-header-limit", "codex", "NET-502", "Relay should reject headers over 16 KiB",
     "`relay/src/http.rs` accepts arbitrarily large header blocks. Reject with 431 when the header block exceeds 16 KiB.\n"
     "Acceptance: `cargo test -p relay` passes.",
     "infra_failure", "cargo could not write build artifacts: the workspace volume was full (os error 28).",
     [cmd("git log --oneline -4", "8e1f0a2 relay: fix panic on killed upstream connection\n2c7d9b1 deps: bump hyper to 1.5\n6ab0c44 relay: timeout tuning\n1f3e8d0 initial relay"),
      read("relay/src/http.rs", "pub const MAX_HEADERS: usize = 100;\n\npub fn parse_head(buf: &[u8]) -> Result<Head, Error> {\n    let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];\n    let mut req = httparse::Request::new(&mut headers);\n    req.parse(buf)?;\n    Ok(Head::from(req))\n}"),
      edit("relay/src/http.rs", "pub fn parse_head(buf: &[u8]) -> Result<Head, Error> {", "pub const MAX_HEADER_BYTES: usize = 16 * 1024;\n\npub fn parse_head(buf: &[u8]) -> Result<Head, Error> {\n    if buf.len() > MAX_HEADER_BYTES {\n        return Err(Error::HeaderTooLarge);\n    }"),
      cmd("cargo test -p relay", "   Compiling libc v0.2.161\n   Compiling proc-macro2 v1.0.89\n   Compiling tokio v1.41.0\nerror: failed to write /workspace/repo/target/debug/deps/libtokio-9c1e2f07d3a4b5c6.rmeta: No space left on device (os error 28)\n\nerror: could not compile `tokio` (lib) due to 1 previous error", 101, ev=True),
      cmd("df -h /workspace", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace", 0, ev=True),
      say("The workspace volume is full (100%), so nothing can be compiled. I can't remove the cache of other jobs from here.")],
     fail("cargo build failed: No space left on device (os error 28)", ev=True))

# I7 Bedrock throttling
case("quota-service-grpc-deadline", "claude", "QUO-77", "Quota service: propagate gRPC deadline to Redis",
     "`internal/quota/limiter.go` ignores the incoming context deadline when calling Redis. Pass `ctx` through\n"
     "to `rdb.Eval` so a cancelled request stops waiting.",
     "infra_failure", "Amazon Bedrock throttled the model calls (429 Too many tokens) until Claude Code gave up; the agent never got to finish.",
     [gitlog("limiter: handle context deadline exceeded", "revert: kill switch for quota checks", "build: go 1.23"),
      read("internal/quota/limiter.go", "func (l *Limiter) Allow(ctx context.Context, key string) (bool, error) {\n\tres, err := l.rdb.Eval(context.Background(), script, []string{key}, l.rate).Int()\n\tif err != nil {\n\t\treturn false, err\n\t}\n\treturn res == 1, nil\n}"),
      edit("internal/quota/limiter.go", "l.rdb.Eval(context.Background(), script", "l.rdb.Eval(ctx, script"),
      cmd("go test ./internal/quota/...", "--- FAIL: TestAllowHonoursDeadline (0.51s)\n    limiter_test.go:64: Allow() err = <nil>, want context.DeadlineExceeded\nFAIL\nFAIL\tgithub.com/acme/quota/internal/quota\t0.533s\nFAIL", 1),
      say("The test uses a miniredis instance that doesn't block; I need to check how the test injects latency."),
      api_error("API Error (429 Too many tokens, please wait before trying again.) \u00b7 Retrying in 34 seconds\u2026 (attempt 10/10)", ev=True)],
     fail("API Error: 429 Too many tokens, please wait before trying again.", ev=True),
     model="us.anthropic.claude-sonnet-4-5-20250929-v1:0", near_miss="")

# I8 harness: pod never scheduled
case("catalog-search-synonyms", "osmia", "CAT-1450", "Search ignores synonyms for 'hoodie'",
     "Add `hoodie, hooded sweatshirt` to `search/synonyms.txt` and reindex in the test fixture.",
     "infra_failure", "The agent pod was never scheduled (insufficient memory, disk-pressure taint); the agent never ran.",
     [sysnote("run cat-1450: cloning northwind/catalog@main into workspace volume"),
      sysnote("clone complete (412 files, 18.2 MB)"),
      sysnote("creating pod osmia-cat-1450-2v9mf in namespace agents (requests: cpu=2, memory=6Gi)"),
      sysnote("pod osmia-cat-1450-2v9mf: Pending"),
      sysnote("Warning  FailedScheduling  default-scheduler  0/7 nodes are available: 3 Insufficient memory, 4 node(s) had untolerated taint {node.kubernetes.io/disk-pressure: }. preemption: 0/7 nodes are available: 3 No preemption victims found for incoming pod, 4 Preemption is not helpful for scheduling.", ev=True),
      sysnote("pod osmia-cat-1450-2v9mf: Pending (60s)"),
      sysnote("Warning  FailedScheduling  default-scheduler  0/7 nodes are available: 3 Insufficient memory, 4 node(s) had untolerated taint {node.kubernetes.io/disk-pressure: }."),
      sysnote("pod osmia-cat-1450-2v9mf: Pending (120s)"),
      sysnote("cluster-autoscaler: pod didn't trigger scale-up: 2 max node group size reached"),
      sysnote("pod osmia-cat-1450-2v9mf: Pending (300s)"),
      sysnote("pod osmia-cat-1450-2v9mf: Pending (480s)"),
      sysnote("scheduling deadline of 600s exceeded; deleting pod osmia-cat-1450-2v9mf", ev=True)],
     fail("agent pod was not scheduled within 600s; no agent output"), near_miss="")
CASES[-1]["never_ran"] = True

# I9 Vertex resource exhausted
case("notify-digest-timezone", "claude", "NTF-612", "Daily digest sent at UTC midnight instead of local",
     "`notify/digest.py` schedules the digest at 00:00 UTC. Use the user's `tz` field (zoneinfo) so it goes out at\n"
     "08:00 local time. Acceptance: `pytest tests/notify -q`.",
     "infra_failure", "Claude Code on Vertex AI kept getting 429 RESOURCE_EXHAUSTED until it stopped; the quota, not the task, ended the run.",
     [gitlog("digest: fix timeout when SES throttles", "notify: drop permission check for admins (revert)", "notify: add digest"),
      cmd("pytest tests/notify -q", "..F.\n=================================== FAILURES ===================================\n___________________________ test_digest_local_time ____________________________\n\n    def test_digest_local_time():\n        user = make_user(tz=\"America/Toronto\")\n>       assert next_run(user, NOW).hour == 13\nE       assert 0 == 13\n\ntests/notify/test_digest.py:22: AssertionError\n1 failed, 3 passed in 0.21s", 1),
      read("notify/digest.py", "from datetime import datetime, timedelta, timezone\n\n\ndef next_run(user, now):\n    tomorrow = (now + timedelta(days=1)).date()\n    return datetime(tomorrow.year, tomorrow.month, tomorrow.day, tzinfo=timezone.utc)"),
      api_error("API Error: 429 {\"error\":{\"code\":429,\"message\":\"Resource exhausted. Please try again later. Please refer to https://cloud.google.com/vertex-ai/generative-ai/docs/error-code-429 for more details.\",\"status\":\"RESOURCE_EXHAUSTED\"}}", ev=True)],
     fail("API Error: 429 {\"error\":{\"code\":429,\"message\":\"Resource exhausted. Please try again later. Please refer to https://cloud.google.com/vertex-ai/generative-ai/docs/error-code-429 for more details.\",\"status\":\"RESOURCE_EXHAUSTED\"}}", ev=True),
     model="claude-sonnet-4-5@20250929", near_miss="")

# I10 OpenRouter credits via codex custom provider, while a test was failing
case("invoice-pdf-vat-line", "codex", "INV-390", "Invoice PDF omits the VAT line for reverse charge",
     "For reverse-charge customers the PDF must print `VAT 0% (reverse charge)`. See `src/pdf/InvoiceRenderer.php`.\n"
     "Acceptance: `vendor/bin/phpunit --filter InvoiceRenderer` passes.",
     "infra_failure", "OpenRouter refused further requests with 402 (out of credits) while a test was still failing; the provider ended the session.",
     [cmd("vendor/bin/phpunit --filter InvoiceRenderer", "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.13\n\n..F                                                                 3 / 3 (100%)\n\nThere was 1 failure:\n\n1) Tests\\Pdf\\InvoiceRendererTest::testReverseChargeVatLine\nFailed asserting that 'Subtotal 1,200.00\\nTotal 1,200.00' contains \"VAT 0% (reverse charge)\".\n\n/workspace/repo/tests/Pdf/InvoiceRendererTest.php:58\n\nFAILURES!\nTests: 3, Assertions: 7, Failures: 1.", 1),
      read("src/pdf/InvoiceRenderer.php", "<?php\nnamespace App\\Pdf;\n\nfinal class InvoiceRenderer\n{\n    public function lines(Invoice $i): array\n    {\n        $out = ['Subtotal ' . $i->subtotal()];\n        if ($i->vatRate() > 0) {\n            $out[] = sprintf('VAT %d%%', $i->vatRate());\n        }\n        $out[] = 'Total ' . $i->total();\n        return $out;\n    }\n}"),
      edit("src/pdf/InvoiceRenderer.php", "        if ($i->vatRate() > 0) {", "        if ($i->customer()->isReverseCharge()) {\n            $out[] = 'VAT 0% (reverse charge)';\n        } elseif ($i->vatRate() > 0) {"),
      api_error("stream error: unexpected status 402 Payment Required: {\"error\":{\"message\":\"This request requires more credits, or fewer max_tokens. You requested up to 32000 tokens, but can only afford 7411. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account\",\"code\":402,\"metadata\":{\"provider_name\":null}}}; retrying 1/5 in 211ms\u2026"),
      api_error("stream error: unexpected status 402 Payment Required: {\"error\":{\"message\":\"This request requires more credits, or fewer max_tokens. You requested up to 32000 tokens, but can only afford 7411. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account\",\"code\":402,\"metadata\":{\"provider_name\":null}}}; retrying 5/5 in 3.1s\u2026", ev=True)],
     fail("unexpected status 402 Payment Required: This request requires more credits, or fewer max_tokens. You requested up to 32000 tokens, but can only afford 7411.", ev=True),
     near_miss="test_misunderstanding")

# I11 transcript: context window exceeded
case("audit-log-retention-job", "claude-transcript", "SEC-233", "Audit log retention job deletes too much",
     "`jobs/retention.rb` deletes audit rows older than 30 days; policy is 400 days for `severity: high`.\n"
     "Acceptance: `bundle exec rspec spec/jobs/retention_spec.rb`.",
     "infra_failure", "The conversation outgrew the model's context window (prompt is too long) after dumping large logs; the API refused every further turn.",
     [cmd("bundle exec rspec spec/jobs/retention_spec.rb", "..F\n\nFailures:\n\n  1) RetentionJob keeps high severity rows for 400 days\n     Failure/Error: expect(AuditLog.where(severity: 'high').count).to eq(3)\n\n       expected: 3\n            got: 0\n\n       (compared using ==)\n     # ./spec/jobs/retention_spec.rb:31:in `block (2 levels) in <top (required)>'\n\nFinished in 0.412 seconds (files took 2.1 seconds to load)\n3 examples, 1 failure", 1),
      cmd("cat log/test.log | tail -n 20000", "D, [2026-11-22T23:11:02.114 #4121] DEBUG -- :   AuditLog Load (0.4ms)  SELECT \"audit_logs\".* FROM \"audit_logs\" WHERE ...\n[... 19998 more lines ...]"),
      read("jobs/retention.rb", "class RetentionJob\n  def perform\n    AuditLog.where('created_at < ?', 30.days.ago).delete_all\n  end\nend"),
      api_error("API Error: 400 {\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\",\"message\":\"prompt is too long: 213877 tokens > 200000 maximum\"},\"request_id\":\"req_011CVQ8e2m3LwZ5yVn1tBq0R\"}", ev=True),
      api_error("API Error: 400 {\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\",\"message\":\"prompt is too long: 213902 tokens > 200000 maximum\"},\"request_id\":\"req_011CVQ8fA91xUeK4rTn2Wc7D\"}", ev=True)],
     None)

# I12 node eviction (ephemeral storage) while a test printing "killed" ran
case("worker-graceful-shutdown", "osmia", "JOB-845", "Worker drops the in-flight job on SIGTERM",
     "`cmd/worker/main.go` exits immediately on SIGTERM. Drain the in-flight job (max 25s) before exiting.\n"
     "Acceptance: `go test ./cmd/worker/...` including TestWorkerKilledMidJob.",
     "infra_failure", "The pod was evicted by the kubelet for ephemeral-storage pressure while the tests ran; 'killed' in the test names is the code under test.",
     [gitlog("worker: log when killed by supervisor", "ci: raise job timeout", "worker: sigterm handling"),
      read("cmd/worker/main.go", "func main() {\n\tsig := make(chan os.Signal, 1)\n\tsignal.Notify(sig, syscall.SIGTERM)\n\tgo run()\n\t<-sig\n\tos.Exit(0)\n}"),
      edit("cmd/worker/main.go", "\t<-sig\n\tos.Exit(0)", "\t<-sig\n\tctx, cancel := context.WithTimeout(context.Background(), 25*time.Second)\n\tdefer cancel()\n\tdrain(ctx)\n\tos.Exit(0)"),
      cmd("go test ./cmd/worker/... -run 'Killed|Drain' -v", "=== RUN   TestWorkerKilledMidJob\n    main_test.go:40: sending SIGTERM to worker pid 4411\n    main_test.go:52: worker killed after draining job 7 (took 1.02s)\n--- PASS: TestWorkerKilledMidJob (1.04s)\n=== RUN   TestDrainTimeout\n"),
      sysnote("The node was low on resource: ephemeral-storage. Threshold quantity: 10Gi, available: 7820544Ki. Container agent was using 13894516Ki, request is 0, has larger consumption of ephemeral-storage.", ev=True),
      sysnote("pod osmia-job-845-q8d2n: Evicted; agent stream closed", ev=True)],
     None, near_miss="")

# I13 credit balance before the agent could act (claude)
case("docs-api-versioning-note", "claude", "DOC-58", "Document the API versioning header",
     "Add a section to `docs/api/versioning.md` explaining the `Api-Version` header and the default.",
     "infra_failure", "The account's credit balance was exhausted before the model answered once; the agent never acted.",
     [raw(logline("INFO", "osmia-runner 0.14.2 starting run doc-58 (engine=claude-code)", "2026-11-22T23:40:01Z")),
      raw(logline("INFO", "cloning acme/platform-docs@main", "2026-11-22T23:40:01Z")),
      raw(logline("INFO", "clone ok: 211 files", "2026-11-22T23:40:04Z")),
      raw(logline("INFO", "installing hooks: pre-commit (markdownlint)", "2026-11-22T23:40:04Z")),
      raw(logline("WARN", "markdownlint: npm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported", "2026-11-22T23:40:09Z")),
      raw(logline("INFO", "workspace ready; writing prompt (412 chars)", "2026-11-22T23:40:09Z")),
      raw(logline("INFO", "spawning: claude -p --output-format stream-json --verbose", "2026-11-22T23:40:09Z")),
      say("I'll add the versioning section. Let me first look at the existing docs structure."),
      api_error("Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.", ev=True)] ,
     fail("Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.", ev=True))
