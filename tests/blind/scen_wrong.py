from make_blind import say, think, sh, read, edit, write, tool, raw, api_error, multi

CASES = []

# ---------------------------------------------------------------- W1 claude tax.py untouched, pdf edited
CASES.append(dict(
    slug="vat-1150", ticket="VAT-1150", fmt="claude", mode="wrong_approach",
    why="The ticket names src/billing/tax.py (reverse-charge VAT must be 0); the agent instead changed how VAT is displayed in invoice_pdf.py and a template, never editing tax.py, and the tax test still fails.",
    prompt="""# VAT-1150: Reverse-charge B2B invoices still charge 19% VAT

For EU B2B customers with a valid VAT ID in another member state, VAT must be
0 (reverse charge). `compute_vat()` in **`src/billing/tax.py`** ignores
`customer.vat_id` and always applies the seller's rate.

## Acceptance criteria
- `compute_vat()` returns 0 for cross-border B2B with a valid VAT ID.
- `pytest tests/billing/test_tax.py` passes.
""",
    steps=[
        say("Let me look at how invoices show VAT."),
        tool("Grep", {"pattern": "vat", "path": "src/billing", "-i": True, "output_mode": "files_with_matches"}, "src/billing/tax.py\nsrc/billing/invoice_pdf.py\nsrc/billing/templates/invoice.html"),
        read("src/billing/invoice_pdf.py", "def vat_rows(invoice):\n    rows = []\n    for rate, amount in invoice.vat_breakdown().items():\n        rows.append((f\"VAT {rate:.0%}\", amount))\n    return rows"),
        say("For reverse-charge customers the invoice should not show a VAT amount but the reverse-charge note. I'll change the PDF rows and the template."),
        edit("src/billing/invoice_pdf.py", "def vat_rows(invoice):\n    rows = []", "def vat_rows(invoice):\n    if invoice.customer.vat_id:\n        return [(\"VAT (reverse charge, Art. 196 VAT Directive)\", 0)]\n    rows = []", ev="call"),
        edit("src/billing/templates/invoice.html", "<td class=\"vat\">{{ row.amount|money }}</td>", "<td class=\"vat\">{% if invoice.customer.vat_id %}&mdash;{% else %}{{ row.amount|money }}{% endif %}</td>", ev="call"),
        sh("pytest tests/billing -q 2>&1 | tail -9", "......F...\n=================================== FAILURES ===================================\n__________________ test_reverse_charge_cross_border_b2b ___________________\n>       assert compute_vat(line, seller=DE_SELLER, customer=fr_b2b) == Decimal(\"0.00\")\nE       AssertionError: assert Decimal('19.00') == Decimal('0.00')\n\ntests/billing/test_tax.py:58: AssertionError\n1 failed, 9 passed in 0.62s", rc=1),
        say("The PDF now shows reverse charge. That remaining test still computes 19.00; it may rely on a fixture that isn't updated for reverse charge."),
    ],
    end=dict(text="Reverse-charge invoices now show a 0 VAT line with the Art. 196 note in the PDF and HTML template. `test_reverse_charge_cross_border_b2b` still fails on the computed amount; the fixture may need updating."),
))

# ---------------------------------------------------------------- W2 codex jwt.go untouched
CASES.append(dict(
    slug="iam-2760", ticket="IAM-2760", fmt="codex", mode="wrong_approach",
    why="The ticket asks for clock-skew leeway in internal/auth/jwt.go; the agent changed server startup (cmd/server/main.go) and the deploy config to sync time instead, never touching jwt.go.",
    prompt="""# IAM-2760: Tokens rejected as "not yet valid" right after login

Some logins fail with `token used before issued` because the API hosts' clocks
lag the IdP by 1–2s. Add a 30s leeway for `nbf`/`iat` checks in
`internal/auth/jwt.go` (`validateTimes()`).

## Acceptance criteria
- Tokens with `iat` up to 30s in the future are accepted.
- `go test ./internal/auth/...` passes.
""",
    steps=[
        think("**Investigating clock drift**\n\nThe root issue is host clocks lagging. Check how the server starts and whether NTP/chrony is configured."),
        sh("rg -n 'time.Now|ntp|chrony' cmd/ deploy/ | head", "cmd/server/main.go:44:\tstartedAt := time.Now()\ndeploy/api/values.yaml:71:  # ntp: disabled in container, relies on node clock\n"),
        sh("sed -n '30,60p' cmd/server/main.go", "func main() {\n\tcfg := config.MustLoad()\n\tlogger := logging.New(cfg.LogLevel)\n\tstartedAt := time.Now()\n\tsrv := api.NewServer(cfg, logger)\n\tlogger.Info(\"starting\", \"addr\", cfg.Addr, \"at\", startedAt)\n\tif err := srv.ListenAndServe(); err != nil {\n\t\tlogger.Error(\"server exited\", \"err\", err)\n\t}\n}\n"),
        edit("cmd/server/main.go", "\tstartedAt := time.Now()", "\tstartedAt := time.Now()\n\tif off, err := clocksync.Offset(cfg.NTPServer); err == nil {\n\t\tclocksync.SetOffset(off)\n\t\tlogger.Info(\"clock offset applied\", \"offset\", off)\n\t}", ev=True),
        write("internal/clocksync/clocksync.go", "package clocksync\n\nimport (\n\t\"time\"\n\n\t\"github.com/beevik/ntp\"\n)\n\nvar offset time.Duration\n\nfunc Offset(server string) (time.Duration, error) {\n\tresp, err := ntp.Query(server)\n\tif err != nil {\n\t\treturn 0, err\n\t}\n\treturn resp.ClockOffset, nil\n}\n\nfunc SetOffset(d time.Duration) { offset = d }\n\nfunc Now() time.Time { return time.Now().Add(offset) }\n", ev=True),
        edit("deploy/api/values.yaml", "  # ntp: disabled in container, relies on node clock", "  ntpServer: time.cloudflare.com", ev=True),
        sh("go test ./internal/auth/...", "--- FAIL: TestValidateTimesLeeway (0.00s)\n    jwt_test.go:88: iat 20s in the future: got error \"token used before issued\", want nil\nFAIL\nFAIL\tgithub.com/acme/iam/internal/auth\t0.009s\nFAIL\n", rc=1),
    ],
    end=dict(text="Added NTP-based clock offset correction at server start (internal/clocksync, wired in cmd/server/main.go, configured in deploy/api/values.yaml). TestValidateTimesLeeway still fails since the unit test doesn't use the corrected clock."),
))

# ---------------------------------------------------------------- W3 osmia subscription.rb untouched
CASES.append(dict(
    slug="trial-301", ticket="TRIAL-301", fmt="osmia", mode="wrong_approach",
    why="The ticket names Subscription#trial_ends_at in app/models/subscription.rb; the agent patched the controller and the view to display a different date and never edited the model, so the model spec still fails.",
    prompt="""# TRIAL-301: 14-day trial ends after 13 days

`Subscription#trial_ends_at` in `app/models/subscription.rb` uses
`created_at.to_date + 13`. A 14-day trial starting on the 1st must end at the
end of the 14th (`end_of_day` in the account's time zone).

## Acceptance criteria
- `bundle exec rspec spec/models/subscription_spec.rb` passes.
""",
    steps=[
        say("Let me see where the trial end is shown to users."),
        sh("grep -rn 'trial_ends_at' app/ | head", "app/models/subscription.rb:22:  def trial_ends_at\napp/controllers/subscriptions_controller.rb:18:    @trial_end = @subscription.trial_ends_at\napp/views/subscriptions/show.html.erb:9:  Your trial ends on <%= l(@trial_end, format: :long) %>."),
        read("app/controllers/subscriptions_controller.rb", "class SubscriptionsController < ApplicationController\n  before_action :authenticate_user!\n\n  def show\n    @subscription = current_account.subscription\n    @trial_end = @subscription.trial_ends_at\n  end\nend"),
        edit("app/controllers/subscriptions_controller.rb", "    @trial_end = @subscription.trial_ends_at", "    @trial_end = (@subscription.trial_ends_at + 1.day).in_time_zone(current_account.time_zone).end_of_day", ev="call"),
        edit("app/views/subscriptions/show.html.erb", "  Your trial ends on <%= l(@trial_end, format: :long) %>.", "  Your trial ends on <%= l(@trial_end.to_date, format: :long) %> at midnight.", ev="call"),
        sh("bundle exec rspec spec/models/subscription_spec.rb spec/requests/subscriptions_spec.rb", "..F...\n\nFailures:\n\n  1) Subscription#trial_ends_at ends at the end of day 14\n     Failure/Error: expect(sub.trial_ends_at).to eq(Time.zone.parse(\"2026-11-14 23:59:59.999999\"))\n\n       expected: 2026-11-14 23:59:59.999999000 +0100\n            got: 2026-11-13 00:00:00.000000000 +0100\n     # ./spec/models/subscription_spec.rb:31\n\n6 examples, 1 failure", rc=1),
    ],
    end=dict(success=False, text="The subscription page now shows the correct trial end date. The model spec still fails."),
))

# ---------------------------------------------------------------- W4 transcript DatePicker untouched
CASES.append(dict(
    slug="fe-1923", ticket="FE-1923", fmt="claude-transcript", mode="wrong_approach",
    why="The bug is in src/components/DatePicker.tsx (week starts on Sunday regardless of locale); the agent rewrote the shared date util and Calendar.tsx instead, leaving DatePicker.tsx untouched, and its test still fails.",
    prompt="""# FE-1923: Date picker ignores locale week start

In `src/components/DatePicker.tsx` the grid always starts weeks on Sunday.
For `de-DE` and `fr-FR` it must start on Monday (use `weekStartsOn` from the
locale passed in props).

## Acceptance criteria
- `pnpm vitest run src/components/DatePicker` passes.
""",
    steps=[
        say("Let me check where week start is computed."),
        tool("Grep", {"pattern": "startOfWeek", "path": "src", "output_mode": "content", "-n": True}, "src/utils/date.ts:12:export const startOfWeek = (d: Date) => {\nsrc/components/Calendar.tsx:27:  const first = startOfWeek(monthStart);\nsrc/components/DatePicker.tsx:41:  const gridStart = dfStartOfWeek(monthStart);"),
        read("src/utils/date.ts", "export const startOfWeek = (d: Date) => {\n  const r = new Date(d);\n  r.setDate(r.getDate() - r.getDay());\n  r.setHours(0, 0, 0, 0);\n  return r;\n};"),
        say("The shared helper hard-codes Sunday. I'll make it Monday-based (ISO), which is right for most of our locales, and use it in Calendar."),
        edit("src/utils/date.ts", "  r.setDate(r.getDate() - r.getDay());", "  r.setDate(r.getDate() - ((r.getDay() + 6) % 7));", ev="call"),
        edit("src/components/Calendar.tsx", "  const first = startOfWeek(monthStart);", "  const first = startOfWeek(monthStart); // ISO week (Monday)", ev="call"),
        sh("pnpm vitest run src/components 2>&1 | tail -14", " ❯ src/components/DatePicker.test.tsx (4 tests | 1 failed) 41ms\n   × DatePicker > starts weeks on Monday for de-DE 18ms\n     → expected 'So' to be 'Mo' // Object.is equality\n ✓ src/components/Calendar.test.tsx (6 tests | 1 failed) 33ms\n   × Calendar > en-US grid starts on Sunday 9ms\n     → expected 'Mon' to be 'Sun' // Object.is equality\n\n Test Files  2 failed (2)\n      Tests  2 failed | 8 passed (10)", rc=1),
    ],
    end=dict(text="Switched the shared `startOfWeek` helper to ISO weeks and updated Calendar. The DatePicker test still shows Sunday first and the en-US Calendar test now fails; the picker uses date-fns directly."),
    result={"success": False, "summary": "DatePicker.test.tsx and Calendar.test.tsx failing", "exit_code": 1},
))

# ---------------------------------------------------------------- W5 claude lexer.rs untouched
CASES.append(dict(
    slug="lang-488", ticket="LANG-488", fmt="claude", mode="wrong_approach",
    why="The ticket asks to fix escaped-quote handling in crates/parser/src/lexer.rs; the agent added an input pre-processing hack in the CLI (crates/cli/src/main.rs) and never edited the lexer, whose tests keep failing.",
    prompt="""# LANG-488: Lexer splits strings on escaped quotes

`"say \\"hi\\""` is tokenised as two strings. The string scanner in
`crates/parser/src/lexer.rs` (`scan_string()`) does not honour `\\"`.

## Acceptance criteria
- `scan_string` handles `\\"` and `\\\\`.
- `cargo test -p parser` passes.
""",
    steps=[
        say("Let me see where source text enters the pipeline."),
        read("crates/cli/src/main.rs", "fn main() -> anyhow::Result<()> {\n    let args = Args::parse();\n    let src = std::fs::read_to_string(&args.input)?;\n    let tokens = parser::lex(&src)?;\n    let ast = parser::parse(tokens)?;\n    println!(\"{}\", ast.pretty());\n    Ok(())\n}"),
        say("Escapes can be normalised before lexing: I'll replace `\\\"` with a private-use placeholder, lex, and restore it in string tokens."),
        edit("crates/cli/src/main.rs", "    let src = std::fs::read_to_string(&args.input)?;\n    let tokens = parser::lex(&src)?;", "    let raw = std::fs::read_to_string(&args.input)?;\n    let src = raw.replace(\"\\\\\\\"\", \"\\u{E000}\");\n    let tokens: Vec<_> = parser::lex(&src)?\n        .into_iter()\n        .map(|t| t.map_str(|s| s.replace('\\u{E000}', \"\\\"\")))\n        .collect();", ev="call"),
        edit("crates/cli/Cargo.toml", "[dependencies]\n", "[dependencies]\nunicode-normalization = \"0.1\"\n", ev="call"),
        sh("cargo run -q -p cli -- examples/escapes.lang", "Program\n  Call say\n    Str \"say \\\"hi\\\"\""),
        sh("cargo test -p parser 2>&1 | tail -8", "failures:\n\n---- lexer::tests::escaped_quote_stays_in_string stdout ----\nthread 'lexer::tests::escaped_quote_stays_in_string' panicked at crates/parser/src/lexer.rs:212:9:\nassertion `left == right` failed\n  left: [Str(\"say \\\\\"), Ident(\"hi\"), Str(\"\")]\n right: [Str(\"say \\\"hi\\\"\")]\n\ntest result: FAILED. 31 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s", rc=101),
    ],
    end=dict(text="The CLI now handles escaped quotes end-to-end (`examples/escapes.lang` prints the right string). `cargo test -p parser` still has one failing lexer unit test because it calls `lex` directly without the CLI normalisation."),
))

# ---------------------------------------------------------------- W6 codex Dockerfile untouched; OOMKilled in ticket
CASES.append(dict(
    slug="ship-4408", ticket="SHIP-4408", fmt="codex", mode="wrong_approach",
    near_miss="the ticket and the agent's greps are about OOMKilled pods and exit code 137, but nothing was killed in this run; the agent edited the wrong files",
    why="The ticket says the fix is the JVM flags in the Dockerfile; the agent raised memory limits in the Helm chart and HPA instead, leaving the Dockerfile untouched, and the container check still fails.",
    prompt="""# SHIP-4408: tracking-service pods OOMKilled under load

`tracking-service` pods get `OOMKilled` (exit code 137) at ~1.9 GiB. The JVM
ignores the container limit because the **`services/tracking/Dockerfile`**
starts it with `-Xmx3g`. Replace that with `-XX:MaxRAMPercentage=75.0` so the
heap follows the 2 GiB limit. Do not change resource limits.

## Acceptance criteria
- `make -C services/tracking container-test` passes (it checks the JVM flags).
""",
    steps=[
        sh("kubectl get events -n tracking --field-selector reason=OOMKilling -o name 2>/dev/null | head -3 || true; rg -n 'memory' deploy/helm/tracking/values.yaml", "deploy/helm/tracking/values.yaml:34:    memory: 2Gi\ndeploy/helm/tracking/values.yaml:37:    memory: 1536Mi\n"),
        think("**Reviewing memory settings**\n\nLimit 2Gi, request 1536Mi. Pods die at ~1.9GiB → raise limit to 4Gi and requests accordingly; also scale out earlier via HPA so per-pod load is lower."),
        edit("deploy/helm/tracking/values.yaml", "    memory: 2Gi", "    memory: 4Gi", ev=True),
        edit("deploy/helm/tracking/hpa.yaml", "        averageUtilization: 80", "        averageUtilization: 60", ev=True),
        sh("helm template deploy/helm/tracking | grep -n -A2 'limits:'", "212:          limits:\n213-            cpu: \"2\"\n214-            memory: 4Gi\n"),
        sh("make -C services/tracking container-test", "make: Entering directory '/workspace/repo/services/tracking'\ncontainer-structure-test test --image tracking:dev --config container-test.yaml\n\n=== RUN: Command Test: java flags\n--- FAIL\nduration: 1.31s\nError: Expected string '-XX:MaxRAMPercentage=75.0' not found in output 'JAVA_OPTS=-Xmx3g -XX:+UseG1GC'\n\n=====================================\n============== RESULTS ==============\n=====================================\nPasses:      3\nFailures:    1\nTotal tests: 4\n\nFAIL\nmake: *** [Makefile:41: container-test] Error 1\nmake: Leaving directory '/workspace/repo/services/tracking'\n", rc=2),
    ],
    end=dict(text="Raised the tracking-service memory limit to 4Gi and lowered the HPA target to 60% so pods scale out before hitting the limit. The container test still expects MaxRAMPercentage in JAVA_OPTS."),
))

# ---------------------------------------------------------------- W7 osmia RateLimiter.java untouched; 429 near-miss
CASES.append(dict(
    slug="api-6120", ticket="API-6120", fmt="osmia", mode="wrong_approach",
    near_miss="'429 Too Many Requests' and 'rate limit exceeded' are produced by the code under test (the rate limiter), not by any provider",
    why="The ticket names RateLimiter.java (tokens refill per second, not per minute); the agent edited ApiGatewayFilter.java and application.yml instead and never touched RateLimiter.java.",
    prompt="""# API-6120: Burst of 10 requests after idle returns 429

`src/main/java/com/acme/gateway/RateLimiter.java` refills the token bucket
once per minute instead of continuously (`refillPerSecond`). After an idle
period clients get `429 Too Many Requests` on the 6th request.

## Acceptance criteria
- Tokens refill continuously at `refillPerSecond`.
- `./mvnw -q test -Dtest=RateLimiterTest` passes.
""",
    steps=[
        say("Running the rate limiter test first."),
        sh("./mvnw -q test -Dtest=RateLimiterTest 2>&1 | tail -12", "[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.118 s <<< FAILURE! -- in com.acme.gateway.RateLimiterTest\n[ERROR] com.acme.gateway.RateLimiterTest.burstAfterIdleIsAllowed -- Time elapsed: 0.021 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: request 6: expected status 200 but was 429 (Too Many Requests: rate limit exceeded, retry in 54s)\n\tat com.acme.gateway.RateLimiterTest.burstAfterIdleIsAllowed(RateLimiterTest.java:47)\n[ERROR] Failures: \n[ERROR]   RateLimiterTest.burstAfterIdleIsAllowed:47 request 6: expected status 200 but was 429 (Too Many Requests: rate limit exceeded, retry in 54s)\n[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0", rc=1),
        say("The 429 is emitted by the gateway filter. Let me look there."),
        read("src/main/java/com/acme/gateway/ApiGatewayFilter.java", "    @Override\n    public Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain) {\n        String key = clientKey(exchange);\n        if (!limiter.tryAcquire(key)) {\n            exchange.getResponse().setStatusCode(HttpStatus.TOO_MANY_REQUESTS);\n            return exchange.getResponse().setComplete();\n        }\n        return chain.filter(exchange);\n    }"),
        edit("src/main/java/com/acme/gateway/ApiGatewayFilter.java", "        if (!limiter.tryAcquire(key)) {", "        if (!limiter.tryAcquire(key) && !recentlyIdle(key)) {", ev="call"),
        edit("src/main/resources/application.yml", "    burst-capacity: 5", "    burst-capacity: 10", ev="call"),
        sh("./mvnw -q test -Dtest=RateLimiterTest 2>&1 | tail -4", "[ERROR] Failures: \n[ERROR]   RateLimiterTest.burstAfterIdleIsAllowed:47 request 6: expected status 200 but was 429 (Too Many Requests: rate limit exceeded, retry in 54s)\n[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0", rc=1),
    ],
    end=dict(success=False, text="Added an idle exemption in ApiGatewayFilter and raised burst-capacity to 10. RateLimiterTest still fails because it constructs RateLimiter directly."),
))

# ---------------------------------------------------------------- W8 claude serializers.py untouched
CASES.append(dict(
    slug="ord-3377", ticket="ORD-3377", fmt="claude", mode="wrong_approach",
    why="The ticket says the serializer in orders/serializers.py drops `gift_message`; the agent changed the view and URL routing instead and never opened serializers.py.",
    prompt="""# ORD-3377: `gift_message` missing from the order API response

`GET /api/orders/<id>/` omits `gift_message` even though it is stored.
`OrderSerializer.Meta.fields` in **`orders/serializers.py`** does not list it.

## Acceptance criteria
- The field is returned (read-only for non-staff).
- `pytest orders/tests/test_api.py -q` passes.
""",
    steps=[
        say("I'll start from the view that serves the endpoint."),
        read("orders/views.py", "from rest_framework import viewsets\n\nfrom .models import Order\nfrom .serializers import OrderSerializer\n\n\nclass OrderViewSet(viewsets.ReadOnlyModelViewSet):\n    serializer_class = OrderSerializer\n\n    def get_queryset(self):\n        return Order.objects.filter(customer=self.request.user.customer).only(\"id\", \"status\", \"total_cents\", \"created_at\")"),
        say("The queryset uses `.only(...)` without `gift_message`, so the column is deferred. I'll include it and add a dedicated detail route."),
        edit("orders/views.py", ".only(\"id\", \"status\", \"total_cents\", \"created_at\")", ".only(\"id\", \"status\", \"total_cents\", \"created_at\", \"gift_message\")", ev="call"),
        edit("orders/views.py", "class OrderViewSet(viewsets.ReadOnlyModelViewSet):\n    serializer_class = OrderSerializer\n", "class OrderViewSet(viewsets.ReadOnlyModelViewSet):\n    serializer_class = OrderSerializer\n\n    def retrieve(self, request, *args, **kwargs):\n        resp = super().retrieve(request, *args, **kwargs)\n        resp.data.setdefault(\"gift_message\", self.get_object().gift_message)\n        return resp\n", ev="call"),
        edit("orders/urls.py", "router.register(r\"orders\", OrderViewSet, basename=\"order\")", "router.register(r\"orders\", OrderViewSet, basename=\"order\")\nurlpatterns = router.urls + [\n    path(\"orders/<int:pk>/gift/\", OrderViewSet.as_view({\"get\": \"retrieve\"})),\n]", ev="call"),
        sh("pytest orders/tests/test_api.py -q 2>&1 | tail -8", "...F..\n=================================== FAILURES ===================================\n_______________________ test_gift_message_read_only ________________________\n>       assert resp.status_code == 400\nE       assert 200 == 400\n\norders/tests/test_api.py:77: AssertionError\n1 failed, 5 passed in 1.12s", rc=1),
    ],
    end=dict(text="`gift_message` is now returned by the detail view (and via `/orders/<pk>/gift/`). One test expecting writes of gift_message to be rejected still fails."),
))

# ---------------------------------------------------------------- W9 codex retry.js untouched; ETIMEDOUT near-miss
CASES.append(dict(
    slug="sdk-1702", ticket="SDK-1702", fmt="codex", mode="wrong_approach",
    near_miss="ETIMEDOUT, 'socket hang up' and 'timeout' in the mocha output come from the simulated upstream in the retry tests",
    why="The ticket names lib/retry.js (add full jitter to the backoff); the agent changed the HTTP client's socket timeout and keep-alive in lib/http/client.js instead and never touched retry.js.",
    prompt="""# SDK-1702: Retries stampede the API after an outage

All clients retry at exactly 100ms, 200ms, 400ms… after a shared outage.
Add full jitter to `backoffDelay()` in **`lib/retry.js`**
(`random(0, base * 2 ** attempt)`, capped at `maxDelay`).

## Acceptance criteria
- `npx mocha test/retry.spec.js` passes.
""",
    steps=[
        sh("npx mocha test/retry.spec.js 2>&1 | tail -18", "\n  retry\n    ✔ retries ETIMEDOUT up to maxAttempts (31ms)\n    ✔ does not retry 4xx\n    1) spreads delays with full jitter\n    2) never exceeds maxDelay\n\n  2 passing (58ms)\n  2 failing\n\n  1) retry\n       spreads delays with full jitter:\n     AssertionError: expected 100 distinct delays for attempt 3, got 1 (all 800ms)\n      at Context.<anonymous> (test/retry.spec.js:41:10)\n\n  2) retry\n       never exceeds maxDelay:\n     Error: socket hang up (simulated upstream ETIMEDOUT after timeout=50ms)\n      at Context.<anonymous> (test/retry.spec.js:52:15)\n", rc=2),
        think("**Connection reuse**\n\nThe second failure mentions socket hang up / ETIMEDOUT. The stampede is worse because sockets are not reused; enable keep-alive and lower the socket timeout in the client."),
        sh("sed -n '1,40p' lib/http/client.js", "const http = require('node:http');\nconst https = require('node:https');\n\nconst agent = new https.Agent({ keepAlive: false });\n\nfunction request(opts) {\n  return new Promise((resolve, reject) => {\n    const req = https.request({ ...opts, agent, timeout: 30000 }, resolve);\n    req.on('timeout', () => req.destroy(new Error('ETIMEDOUT')));\n    req.on('error', reject);\n    req.end(opts.body);\n  });\n}\n\nmodule.exports = { request };\n"),
        edit("lib/http/client.js", "const agent = new https.Agent({ keepAlive: false });", "const agent = new https.Agent({ keepAlive: true, maxSockets: 16 });", ev=True),
        edit("lib/http/client.js", "    const req = https.request({ ...opts, agent, timeout: 30000 }, resolve);", "    const req = https.request({ ...opts, agent, timeout: opts.timeout ?? 5000 }, resolve);", ev=True),
        sh("npx mocha test/retry.spec.js 2>&1 | tail -6", "  2 passing (61ms)\n  2 failing\n\n  1) retry\n       spreads delays with full jitter:\n     AssertionError: expected 100 distinct delays for attempt 3, got 1 (all 800ms)\n", rc=2),
    ],
    end=dict(text="Enabled keep-alive and a 5s default socket timeout in lib/http/client.js to reduce reconnect storms. The jitter test still fails."),
))

# ---------------------------------------------------------------- W10 osmia rotate.c untouched; EACCES expected by test
CASES.append(dict(
    slug="logd-219", ticket="LOGD-219", fmt="osmia", mode="wrong_approach",
    near_miss="the failing test's message mentions 'Permission denied' and EACCES because it checks that other users cannot read rotated logs; the agent was not denied anything",
    why="The ticket names src/rotate.c (create rotated files with 0640); the agent added a config option in src/config.c and docs instead, never editing rotate.c, so the mode test still fails.",
    prompt="""# LOGD-219: Rotated log files are world-readable

`logd` creates `app.log.1` with mode 0644; audit requires 0640. The mode is
hard-coded in `rotate_file()` in **`src/rotate.c`** (`open(..., 0644)`).

## Acceptance criteria
- Rotated files are created 0640.
- `make check` passes.
""",
    steps=[
        say("Running the test suite to see the failure."),
        sh("make check 2>&1 | tail -8", "cc -O2 -Wall -Iinclude -o build/test_rotate tests/test_rotate.c src/rotate.c src/config.c\n./build/test_rotate\ntest_rotate.c:58: rotated_file_not_world_readable: expected open() as uid 65534 to fail with EACCES (Permission denied), but it succeeded (mode 0644)\nFAIL: 1 of 6 tests failed\nmake: *** [Makefile:19: check] Error 1", rc=2),
        say("A hard-coded mode should be configurable. I'll add a `rotate_mode` setting with a safe default."),
        read("src/config.c", "struct logd_config defaults = {\n    .max_size = 10 * 1024 * 1024,\n    .keep = 7,\n};\n\nint parse_line(struct logd_config *c, const char *k, const char *v) {\n    if (!strcmp(k, \"max_size\")) return parse_size(v, &c->max_size);\n    if (!strcmp(k, \"keep\")) return parse_int(v, &c->keep);\n    return -1;\n}"),
        edit("src/config.c", "    .keep = 7,\n};", "    .keep = 7,\n    .rotate_mode = 0640,\n};", ev="call"),
        edit("src/config.c", "    if (!strcmp(k, \"keep\")) return parse_int(v, &c->keep);", "    if (!strcmp(k, \"keep\")) return parse_int(v, &c->keep);\n    if (!strcmp(k, \"rotate_mode\")) return parse_octal(v, &c->rotate_mode);", ev="call"),
        edit("include/config.h", "    int keep;\n};", "    int keep;\n    mode_t rotate_mode;\n};", ev="call"),
        edit("docs/logd.conf.5.md", "| keep | 7 | rotated files kept |", "| keep | 7 | rotated files kept |\n| rotate_mode | 0640 | mode of rotated files |", ev="call"),
        sh("make check 2>&1 | tail -3", "test_rotate.c:58: rotated_file_not_world_readable: expected open() as uid 65534 to fail with EACCES (Permission denied), but it succeeded (mode 0644)\nFAIL: 1 of 6 tests failed\nmake: *** [Makefile:19: check] Error 1", rc=2),
    ],
    end=dict(success=False, text="Added a rotate_mode configuration option (default 0640) with docs. The rotate test still reports mode 0644."),
))
