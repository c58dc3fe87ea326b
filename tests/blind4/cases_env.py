"""Environment-side cases: infra, permission, dependency."""
from gen_lib import case, say, sh, read, grep, edit, write, deny, api

I, P, D = "infra_failure", "permission_blocked", "dependency_missing"

# ------------------------------------------------------------------ infra
case(I, "orders-cursor-pagination", "ORD-2291", "Cursor pagination skips rows with equal created_at",
     """`GET /v2/orders?cursor=` drops orders that share a `created_at` with the last row of the previous page.

**Where:** `src/orders/api/pagination.py` (`encode_cursor`, `apply_cursor`).

## Acceptance criteria
- Cursor encodes `(created_at, id)` and the query orders by both.
- New test in `tests/api/test_pagination.py` with three orders sharing a timestamp.
- `pytest tests/api` passes.""",
     [say("Reading the pagination helpers first."),
      read("src/orders/api/pagination.py", "import base64\nimport json\n\n\ndef encode_cursor(row):\n    return base64.urlsafe_b64encode(json.dumps({'ts': row.created_at.isoformat()}).encode()).decode()\n\n\ndef apply_cursor(q, cursor):\n    data = json.loads(base64.urlsafe_b64decode(cursor))\n    return q.filter(Order.created_at < data['ts']).order_by(Order.created_at.desc())"),
      edit("src/orders/api/pagination.py", "json.dumps({'ts': row.created_at.isoformat()})", "json.dumps({'ts': row.created_at.isoformat(), 'id': row.id})"),
      sh("pytest tests/api -q -x", "ImportError while loading conftest '/workspace/orders-api/tests/api/conftest.py'.\ntests/api/conftest.py:4: in <module>\n    from freezegun import freeze_time\nE   ModuleNotFoundError: No module named 'freezegun'", rc=4),
      say("freezegun is a dev dependency that isn't installed in this venv; I'll check requirements-dev.txt and install it."),
      api("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVq8uT3fWbN2kZ7yLx4Rd\"}")],
     "api", "Anthropic returned 529 overloaded_error and ended the session while the missing dev dependency was still being handled.",
     near=D, fmt="claude", cwd="/workspace/orders-api", summary="API Error: 529 overloaded_error")

case(I, "tiles-cache-eviction", "MAP-778", "Tile cache never evicts entries older than the TTL",
     """The LRU in `internal/tilecache/cache.go` ignores `MaxAge`; tiles from deleted layers are served for days.

## Acceptance criteria
- `Get` treats entries older than `MaxAge` as misses and removes them.
- Table test in `internal/tilecache/cache_test.go`.
- `go test ./internal/tilecache/...` passes.""",
     [read("internal/tilecache/cache.go", "package tilecache\n\ntype entry struct {\n\tkey     string\n\tdata    []byte\n\tstored  time.Time\n}\n\nfunc (c *Cache) Get(key string) ([]byte, bool) {\n\tc.mu.Lock()\n\tdefer c.mu.Unlock()\n\tif el, ok := c.items[key]; ok {\n\t\tc.ll.MoveToFront(el)\n\t\treturn el.Value.(*entry).data, true\n\t}\n\treturn nil, false\n}"),
      sh("go test ./internal/tilecache/...", "--- FAIL: TestSessionTimeoutRefresh (0.00s)\n    cache_test.go:88: expected stale entry to be dropped\nFAIL\nFAIL\tgithub.com/quarrylabs/tiler/internal/tilecache\t0.011s", rc=1),
      edit("internal/tilecache/cache.go", "\t\tc.ll.MoveToFront(el)\n", "\t\tif c.MaxAge > 0 && time.Since(el.Value.(*entry).stored) > c.MaxAge {\n\t\t\tc.removeElement(el)\n\t\t\treturn nil, false\n\t\t}\n\t\tc.ll.MoveToFront(el)\n"),
      api("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 3 days 4 hours 12 minutes.")],
     "api", "The Codex usage limit ended the turn mid-task; the failing test was only the starting point of the work.",
     fmt="codex", cwd="/workspace/tiler", summary="usage limit reached")

case(I, "search-indexer-release-build", "SRCH-1402", "Indexer panics on empty synonym file",
     """`indexer build` panics with `index out of bounds` when `synonyms.txt` is empty.

**Where:** `crates/indexer/src/synonyms.rs`.

## Acceptance criteria
- Empty or comment-only synonym files yield an empty map.
- Unit test in the same file.
- `cargo test -p indexer` and `cargo build --release` succeed.""",
     [read("crates/indexer/src/synonyms.rs", "pub fn parse(src: &str) -> HashMap<String, Vec<String>> {\n    let mut out = HashMap::new();\n    for line in src.lines() {\n        let parts: Vec<&str> = line.split(',').collect();\n        out.insert(parts[0].trim().to_string(), parts[1..].iter().map(|s| s.trim().to_string()).collect());\n    }\n    out\n}"),
      edit("crates/indexer/src/synonyms.rs", "        let parts: Vec<&str> = line.split(',').collect();", "        let line = line.trim();\n        if line.is_empty() || line.starts_with('#') {\n            continue;\n        }\n        let parts: Vec<&str> = line.split(',').collect();"),
      sh("cargo test -p indexer", "   Compiling indexer v0.9.3 (/workspace/search/crates/indexer)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 48.02s\n     Running unittests src/lib.rs (target/debug/deps/indexer-3f1c2a9d8e0b7c11)\n\nrunning 14 tests\n..............\ntest result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s"),
      sh("cargo build --release", "   Compiling tantivy v0.22.0\n   Compiling indexer v0.9.3 (/workspace/search/crates/indexer)\nerror: could not compile `tantivy` (lib)\n\nCaused by:\n  process didn't exit successfully: `/usr/local/rustup/toolchains/1.82.0-x86_64-unknown-linux-gnu/bin/rustc --crate-name tantivy --edition=2021 ...` (signal: 9, SIGKILL: kill)", rc=101, ev="out"),
      api("agent container terminated: reason=OOMKilled exitCode=137 (pod osmia-srch-1402-7k2qd, limits.memory=2Gi)")],
     "api", "rustc was SIGKILLed during the release build and the pod was OOMKilled; the code change itself was done and tested.",
     fmt="osmia", cwd="/workspace/search", summary="agent container terminated: OOMKilled")

case(I, "invoice-pdf-fonts", "BILL-3307", "Invoice PDFs render Polish characters as boxes",
     """Invoices for PL customers show `ą`, `ł`, `ż` as empty boxes. Switch the PDF renderer to the bundled Noto Sans font.

**Where:** `billing/pdf/render.py`, font files in `billing/pdf/fonts/`.

## Acceptance criteria
- `render_invoice()` registers `NotoSans-Regular.ttf` and uses it for body text.
- `tests/pdf/test_render.py::test_polish_glyphs` passes.""",
     [grep("setFont", "billing/pdf/render.py:41:    c.setFont('Helvetica', 10)\nbilling/pdf/render.py:58:    c.setFont('Helvetica-Bold', 12)"),
      edit("billing/pdf/render.py", "    c.setFont('Helvetica', 10)", "    pdfmetrics.registerFont(TTFont('NotoSans', FONT_DIR / 'NotoSans-Regular.ttf'))\n    c.setFont('NotoSans', 10)"),
      sh("pip install -r requirements-dev.txt", "Collecting reportlab==4.2.5 (from -r requirements-dev.txt (line 3))\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b2c1e4d10>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/reportlab/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b2c1e5a90>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/reportlab/\nWARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b2c1e6f50>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/reportlab/\nERROR: Could not find a version that satisfies the requirement reportlab==4.2.5 (from versions: none)\nERROR: No matching distribution found for reportlab==4.2.5", rc=1, ev="out"),
      sh("curl -sS -o /dev/null -w '%{http_code}' https://pypi.org/simple/", "curl: (7) Failed to connect to pypi.org port 443 after 3 ms: Couldn't connect to server", rc=7, ev="out"),
      say("The package index is unreachable from this sandbox, so I can't install reportlab to run the PDF tests. The code change is in place but unverified.")],
     "fail", "PyPI was unreachable (Errno 101 Network is unreachable), so the 'No matching distribution' error is a symptom of the network, not a missing package.",
     near=D, fmt="claude-transcript", cwd="/workspace/billing", summary="Could not install test dependencies: network unreachable.")

case(I, "dashboard-sparkline-colors", "WEB-5120", "Sparklines ignore the dark theme palette",
     """Sparklines on the account dashboard use hard-coded `#222` strokes and vanish in dark mode.

**Where:** `src/components/Sparkline.tsx`; palette in `src/theme/tokens.ts`.

## Acceptance criteria
- Stroke and fill come from `theme.palette.chart`.
- `npm test -- Sparkline` passes.""",
     [read("src/components/Sparkline.tsx", "export function Sparkline({ points }: Props) {\n  return <Line data={points} stroke=\"#222\" fill=\"none\" />;\n}"),
      edit("src/components/Sparkline.tsx", "  return <Line data={points} stroke=\"#222\" fill=\"none\" />;", "  const theme = useTheme();\n  return <Line data={points} stroke={theme.palette.chart.stroke} fill={theme.palette.chart.fill} />;"),
      sh("npm ci", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it.\nnpm error code ENOSPC\nnpm error syscall write\nnpm error errno -28\nnpm error nospc ENOSPC: no space left on device, write\nnpm error nospc There appears to be insufficient space on your system to finish.\nnpm error nospc Clear up some disk space and try again.\nnpm error A complete log of this run can be found in: /home/agent/.npm/_logs/2026-11-18T10_41_07_311Z-debug-0.log", rc=228, ev="out"),
      sh("df -h /workspace", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace", ev="out"),
      say("The workspace volume is full, so dependencies cannot be installed and the tests cannot run.")],
     "fail", "npm ci died with ENOSPC and df shows the workspace volume at 100%: the disk was full.",
     fmt="codex", cwd="/workspace/dashboard-web", summary="Blocked: /workspace is 100% full (ENOSPC during npm ci).")

case(I, "shipment-webhook-signature", "LOG-964", "Carrier webhook signature check uses the wrong header",
     """DHL webhooks are rejected: we read `X-Signature` but they send `X-DHL-Signature-256`.

**Where:** `shipping-service/src/main/java/com/parcelhub/webhooks/SignatureVerifier.java`.

## Acceptance criteria
- Header name configurable, default `X-DHL-Signature-256`.
- `./gradlew :shipping-service:test` passes.""",
     [grep("X-Signature", "shipping-service/src/main/java/com/parcelhub/webhooks/SignatureVerifier.java:22:    private static final String HEADER = \"X-Signature\";"),
      edit("shipping-service/src/main/java/com/parcelhub/webhooks/SignatureVerifier.java", "    private static final String HEADER = \"X-Signature\";", "    @Value(\"${webhooks.dhl.signature-header:X-DHL-Signature-256}\")\n    private String header;"),
      sh("./gradlew :shipping-service:test --no-daemon", "Downloading https://services.gradle.org/distributions/gradle-8.10.2-bin.zip\n.............10%.............20%.............30%.............40%.............50%.............60%.............70%.............80%.............90%.............100%\n\n> Task :shipping-service:compileJava"),
      api("pod osmia-log-964-x8p2m evicted: The node was low on resource: ephemeral-storage. Threshold quantity: 10587740487, available: 9812344Ki. Container agent was using 14627416Ki, request is 4Gi, has larger consumption of ephemeral-storage.")],
     "api", "The agent pod was evicted by the kubelet for ephemeral-storage pressure in the middle of the Gradle build.",
     fmt="osmia", cwd="/workspace/parcelhub", summary="pod evicted (ephemeral-storage)")

case(I, "ledger-export-bedrock", "FIN-2077", "Monthly ledger export drops reversed entries",
     """Reversed journal entries are missing from the CSV export; finance reconciles them by hand.

**Where:** `ledger/export/csv_writer.py` (`rows_for_period`).

## Acceptance criteria
- Reversals are exported with `kind=reversal` and a negative amount.
- `pytest tests/export` passes.""",
     [read("ledger/export/csv_writer.py", "def rows_for_period(session, period):\n    q = session.query(Entry).filter(Entry.period == period, Entry.reversed_by.is_(None))\n    for e in q:\n        yield [e.id, e.account, e.amount, 'entry']"),
      grep("reversed_by", "ledger/models.py:31:    reversed_by = Column(ForeignKey('entries.id'), nullable=True)\nledger/export/csv_writer.py:2:    q = session.query(Entry).filter(Entry.period == period, Entry.reversed_by.is_(None))"),
      say("The filter excludes entries that were reversed, and reversal rows themselves are never emitted. I'll emit both."),
      api("API Error: 429 Too many tokens, please wait before trying again.")],
     "api", "Claude Code on Bedrock got a ThrottlingException (429 Too many tokens) that ended the session before any edit.",
     fmt="claude", cwd="/workspace/ledger", model="us.anthropic.claude-sonnet-4-5-20250929-v1:0", summary="API Error: 429 Too many tokens")

case(I, "profile-avatar-upload", "USR-412", "Avatar upload accepts 40 MB files",
     """`POST /me/avatar` has no size limit. Reject anything over 2 MB with 413.

**Where:** `app/routes/profile.rb`, `config/initializers/rack_attack.rb` must not change.

## Acceptance criteria
- 413 with `{"error":"avatar_too_large"}` over 2 MB.
- `bundle exec rspec spec/requests/profile_spec.rb` passes.""",
     [read("app/routes/profile.rb", "post '/me/avatar' do\n  file = params[:avatar][:tempfile]\n  AvatarStore.put(current_user.id, file)\n  status 204\nend"),
      edit("app/routes/profile.rb", "  file = params[:avatar][:tempfile]\n", "  file = params[:avatar][:tempfile]\n  halt 413, json(error: 'avatar_too_large') if file.size > 2 * 1024 * 1024\n"),
      sh("bundle exec rspec spec/requests/profile_spec.rb", "Randomized with seed 40211\n.....F\n\nFailures:\n\n  1) POST /me/avatar rejects files over 2 MB with 413\n     Failure/Error: expect(last_response.status).to eq(413)\n\n       expected: 413\n            got: 500", rc=1),
      say("A 500 instead of 413 - likely the JSON helper isn't available in this route file. Checking."),
      api("Weekly limit reached \u2219 resets Nov 24, 9am")],
     "api", "The Claude subscription's weekly limit ended the session while the agent was still debugging a normal test failure.",
     fmt="claude-transcript", cwd="/workspace/accounts", summary="Weekly limit reached")

case(I, "metrics-prom-labels", "OBS-318", "Histogram buckets for queue latency are in ms but labelled seconds",
     """`queue_wait_seconds` buckets are `[5, 10, 50, 100]` - those are milliseconds.

**Where:** `pkg/metrics/queue.go`.

## Acceptance criteria
- Buckets in seconds (`prometheus.ExponentialBuckets(0.005, 2, 12)`).
- `go test ./pkg/metrics/...` passes, PR opened against `main`.""",
     [read("pkg/metrics/queue.go", "var QueueWait = prometheus.NewHistogram(prometheus.HistogramOpts{\n\tName:    \"queue_wait_seconds\",\n\tBuckets: []float64{5, 10, 50, 100},\n})"),
      edit("pkg/metrics/queue.go", "\tBuckets: []float64{5, 10, 50, 100},", "\tBuckets: prometheus.ExponentialBuckets(0.005, 2, 12),"),
      sh("go test ./pkg/metrics/...", "ok  \tgithub.com/brightwave/dispatch/pkg/metrics\t0.019s"),
      sh("git checkout -b obs-318-queue-buckets && git commit -am 'OBS-318: queue_wait_seconds buckets in seconds'", "Switched to a new branch 'obs-318-queue-buckets'\n[obs-318-queue-buckets 4c1d9e2] OBS-318: queue_wait_seconds buckets in seconds\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
      sh("git push -u origin obs-318-queue-buckets", "fatal: unable to access 'https://github.com/brightwave/dispatch.git/': Could not resolve host: github.com", rc=128, ev="out"),
      sh("sleep 20 && git push -u origin obs-318-queue-buckets", "fatal: unable to access 'https://github.com/brightwave/dispatch.git/': Could not resolve host: github.com", rc=128, ev="out"),
      say("DNS for github.com is failing from this environment; the branch is committed locally but could not be pushed.")],
     "fail", "The fix was done and tested, but the push failed twice on 'Could not resolve host: github.com' - the sandbox had no DNS/network.",
     cwd="/workspace/dispatch", summary="Could not push: Could not resolve host: github.com")

case(I, "geo-import-openrouter", "GEO-88", "Postcode import treats leading zeros as numbers",
     """Importing the DE postcode CSV turns `01067` into `1067`.

**Where:** `importer/postcodes.py` - read the column as string.

## Acceptance criteria
- `dtype={'plz': str}` (or equivalent) and a regression test.
- `pytest tests/test_postcodes.py` passes.""",
     [read("importer/postcodes.py", "import pandas as pd\n\n\ndef load(path):\n    df = pd.read_csv(path, sep=';')\n    return df.to_dict('records')"),
      edit("importer/postcodes.py", "    df = pd.read_csv(path, sep=';')", "    df = pd.read_csv(path, sep=';', dtype={'plz': str})"),
      say("Adding the regression test next."),
      api("OpenRouter API error 402: This request requires more credits, or fewer max_tokens. You requested up to 32000 tokens, but can only afford 4711. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account")],
     "api", "OpenRouter refused further requests (402, not enough credits), ending the run after the first edit.",
     fmt="osmia", cwd="/workspace/geo-importer", model="anthropic/claude-sonnet-4.5", summary="OpenRouter 402 credits")

case(I, "audit-trail-context-window", "SEC-5521", "Audit trail misses actor for API-key requests",
     """Audit rows written by API-key requests have `actor_id = NULL`.

**Where:** `internal/audit/middleware.go`; API keys resolve in `internal/auth/apikey.go`.

## Acceptance criteria
- Actor is `apikey:<key id>` for key-authenticated requests.
- `go test ./internal/audit/...` passes.""",
     [read("internal/audit/middleware.go", "func Middleware(next http.Handler) http.Handler {\n\treturn http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {\n\t\tu := auth.UserFrom(r.Context())\n\t\tactor := \"\"\n\t\tif u != nil {\n\t\t\tactor = u.ID\n\t\t}\n\t\tnext.ServeHTTP(w, r)\n\t\twriteAudit(r, actor)\n\t})\n}"),
      read("internal/auth/apikey.go", "type APIKey struct {\n\tID    string\n\tOwner string\n}\n\nfunc KeyFrom(ctx context.Context) *APIKey {\n\tk, _ := ctx.Value(keyCtx{}).(*APIKey)\n\treturn k\n}"),
      edit("internal/audit/middleware.go", "\t\tif u != nil {\n\t\t\tactor = u.ID\n\t\t}", "\t\tif u != nil {\n\t\t\tactor = u.ID\n\t\t} else if k := auth.KeyFrom(r.Context()); k != nil {\n\t\t\tactor = \"apikey:\" + k.ID\n\t\t}"),
      sh("go test ./internal/audit/...", "ok  \tgithub.com/vaultline/core/internal/audit\t0.044s"),
      say("Tests pass; writing the summary and checking the rest of the package for other actor lookups."),
      api("stream error: {\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\",\"code\":\"context_length_exceeded\",\"message\":\"Your input exceeds the context window of this model. Please adjust your input and try again.\",\"param\":\"input\"}}")],
     "api", "The provider rejected the next request with context_length_exceeded and the turn failed before the run could finish.",
     fmt="codex", cwd="/workspace/vaultline-core", summary="context_length_exceeded")

# ------------------------------------------------------------------ permission
case(P, "fuzzy-customer-search", "CRM-1180", "Customer search should tolerate typos",
     """Support agents can't find "Jonh Smith". Use `rapidfuzz` (already approved by security) for name matching.

**Where:** `crm/search/customers.py`; add `rapidfuzz` to `requirements.txt`.

## Acceptance criteria
- Names within a WRatio of 85 match.
- `pytest tests/search` passes.""",
     [edit("requirements.txt", "python-dateutil==2.9.0\n", "python-dateutil==2.9.0\nrapidfuzz==3.10.1\n"),
      sh("pip install rapidfuzz==3.10.1", "Collecting rapidfuzz==3.10.1\n  Downloading rapidfuzz-3.10.1-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (3.1 MB)\nInstalling collected packages: rapidfuzz\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.12/site-packages/rapidfuzz'\nCheck the permissions.\n", rc=1, ev="out"),
      edit("crm/search/customers.py", "def match(name, candidates):\n    return [c for c in candidates if name.lower() in c.name.lower()]", "from rapidfuzz import fuzz\n\n\ndef match(name, candidates):\n    return [c for c in candidates if fuzz.WRatio(name, c.name) >= 85]"),
      sh("pytest tests/search -q", "ImportError while importing test module '/workspace/crm/tests/search/test_customers.py'.\ntests/search/test_customers.py:3: in <module>\n    from crm.search.customers import match\ncrm/search/customers.py:1: in <module>\n    from rapidfuzz import fuzz\nE   ModuleNotFoundError: No module named 'rapidfuzz'", rc=2),
      say("rapidfuzz can't be installed into the system site-packages (permission denied) and there is no virtualenv here, so the import fails.")],
     "fail", "The 'No module named rapidfuzz' error follows from pip being refused write access (Errno 13) to site-packages.",
     near=D, fmt="claude", cwd="/workspace/crm", summary="pip install was denied write access to site-packages; tests cannot import rapidfuzz.")

case(P, "fleet-api-odometer", "FLT-733", "Odometer readings accept negative deltas",
     """A truck's odometer went backwards by 4,000 km after a sensor reset. Reject negative deltas unless `reset=true`.

**Where:** `internal/telemetry/odometer.go`. Open a PR when done.""",
     [read("internal/telemetry/odometer.go", "func (s *Service) Record(v VehicleID, km float64) error {\n\tprev := s.last(v)\n\treturn s.store.Insert(v, km, km-prev)\n}"),
      edit("internal/telemetry/odometer.go", "\tprev := s.last(v)\n", "\tprev := s.last(v)\n\tif km < prev && !s.resetPending(v) {\n\t\treturn ErrNegativeDelta\n\t}\n"),
      sh("go test ./internal/telemetry/...", "ok  \tgithub.com/harborline/fleet-api/internal/telemetry\t0.031s"),
      sh("git push -u origin flt-733-odometer", "remote: Permission to harborline/fleet-api.git denied to osmia-bot.\nfatal: unable to access 'https://github.com/harborline/fleet-api.git/': The requested URL returned error: 403", rc=128, ev="out"),
      sh("gh auth status", "github.com\n  \u2713 Logged in to github.com account osmia-bot (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghp_************************************\n  - Token scopes: 'read:org', 'repo:status'"),
      say("The token can read but has no push access to harborline/fleet-api (403). The change is committed locally on flt-733-odometer.")],
     "fail", "git push was refused with 403 for osmia-bot; the token lacks the repo scope to push.",
     fmt="codex", cwd="/workspace/fleet-api", summary="git push denied (403) for osmia-bot")

case(P, "issue-read-refused", "GH-2209", "Implement the fix described in issue #2209",
     """Read GitHub issue #2209 in `northpeak/scheduler` for the reproduction and the agreed fix, implement it, and open a PR.""",
     [sh("gh issue view 2209 --repo northpeak/scheduler", "GraphQL: Resource not accessible by integration (repository.issue)", rc=1, ev="out"),
      sh("gh api repos/northpeak/scheduler/issues/2209", "{\"message\":\"Resource not accessible by integration\",\"documentation_url\":\"https://docs.github.com/rest/issues/issues#get-an-issue\",\"status\":\"403\"}\ngh: Resource not accessible by integration (HTTP 403)", rc=1, ev="out"),
      say("The GitHub App installation used here cannot read issues in northpeak/scheduler, and the ticket only points at the issue. I can't tell what to change without it.")],
     "fail", "The GitHub integration was refused (HTTP 403, Resource not accessible by integration) before the agent could learn what to do.",
     fmt="osmia", cwd="/workspace/scheduler", summary="Cannot read issue #2209: Resource not accessible by integration (HTTP 403).")

case(P, "cart-coupon-stacking", "SHOP-4410", "Two percentage coupons stack multiplicatively",
     """Applying `WELCOME10` and `BF20` gives 28% off instead of the max single coupon (20%).

**Where:** `packages/checkout/src/coupons.ts`.

## Acceptance criteria
- Percentage coupons don't stack; the best one wins.
- `npm test -w packages/checkout` passes.""",
     [read("packages/checkout/src/coupons.ts", "export function applyCoupons(total: number, coupons: Coupon[]): number {\n  return coupons.reduce((t, c) => (c.kind === 'percent' ? t * (1 - c.value / 100) : t - c.value), total);\n}"),
      edit("packages/checkout/src/coupons.ts", "  return coupons.reduce((t, c) => (c.kind === 'percent' ? t * (1 - c.value / 100) : t - c.value), total);", "  const best = Math.max(0, ...coupons.filter((c) => c.kind === 'percent').map((c) => c.value));\n  const fixed = coupons.filter((c) => c.kind === 'fixed').reduce((s, c) => s + c.value, 0);\n  return total * (1 - best / 100) - fixed;"),
      deny("Bash", "npm test -w packages/checkout", ev="out"),
      deny("Bash", "npx vitest run packages/checkout/src/coupons.test.ts", ev="out"),
      say("I'm not allowed to run commands in this session, so I can't run the checkout tests to verify the change.")],
     "fail", "Both test commands were refused by the permission policy; the agent could not verify its fix.",
     fmt="claude", cwd="/workspace/storefront", perm_mode="default", summary="Bash was not permitted; tests could not be run.")

case(P, "translations-readonly", "I18N-207", "German plural forms wrong for 'items in cart'",
     """`de.json` uses the English plural rule; "1 Artikel" shows as "1 Artikels".

**Where:** `locales/de.json`, key `cart.items`.

## Acceptance criteria
- ICU plural with `one`/`other` forms.""",
     [read("locales/de.json", "{\n  \"cart.items\": \"{count} Artikels\"\n}"),
      edit("locales/de.json", "  \"cart.items\": \"{count} Artikels\"", "  \"cart.items\": \"{count, plural, one {# Artikel} other {# Artikel}}\""),
      sh("sed -i 's/{count} Artikels/{count, plural, one {# Artikel} other {# Artikel}}/' locales/de.json", "sed: couldn't open temporary file locales/sedK2p9Qa: Read-only file system", rc=4, ev="out"),
      sh("touch locales/.probe && echo ok", "touch: cannot touch 'locales/.probe': Read-only file system", rc=1, ev="out"),
      sh("mount | grep workspace", "/dev/sdb on /workspace/webshop/locales type ext4 (ro,relatime)"),
      say("locales/ is mounted read-only in this container, so the translation file cannot be changed.")],
     "fail", "The locales directory is a read-only mount; every write to the file the ticket targets failed.",
     fmt="claude-transcript", cwd="/workspace/webshop", summary="locales/ is read-only (EROFS).")

case(P, "migration-local-db", "DATA-615", "Backfill `accounts.region` from billing address",
     """`accounts.region` is NULL for 30% of rows. Write an Alembic data migration that backfills it from `billing_addresses.country`.

## Acceptance criteria
- Migration in `migrations/versions/`.
- Run it against the local compose database (`docker compose up -d db`) and show row counts before/after.""",
     [sh("ls migrations/versions | tail -3", "20261102_add_region_column.py\n20261109_index_accounts_email.py\n20261112_drop_legacy_plan.py"),
      write("migrations/versions/20261119_backfill_region.py", "revision = '20261119_backfill_region'\ndown_revision = '20261112_drop_legacy_plan'\n\n\ndef upgrade():\n    op.execute(\"\"\"\n        UPDATE accounts a SET region = b.country\n        FROM billing_addresses b\n        WHERE b.account_id = a.id AND a.region IS NULL\n    \"\"\")\n\n\ndef downgrade():\n    pass\n"),
      deny("Bash", "docker compose up -d db", ev="out"),
      deny("Bash", "docker compose up -d db && alembic upgrade head", ev="out"),
      say("Starting the database container was declined by the approval policy, so I can't run the migration or produce the before/after counts.")],
     "fail", "The sandbox approval policy declined the docker compose command the ticket required.",
     fmt="codex", cwd="/workspace/accounts-db", summary="docker compose up was declined; migration not executed.")

case(P, "image-build-socket", "PLAT-1290", "Base image still ships curl 7.x",
     """Security scan flags curl 7.88 in `ghcr.io/cobaltworks/api-base`. Bump the base to `debian:bookworm-20261110-slim` and confirm with `docker build` + `docker run ... curl --version`.

**Where:** `images/api-base/Dockerfile`.""",
     [read("images/api-base/Dockerfile", "FROM debian:bookworm-20250203-slim\nRUN apt-get update && apt-get install -y --no-install-recommends curl ca-certificates && rm -rf /var/lib/apt/lists/*"),
      edit("images/api-base/Dockerfile", "FROM debian:bookworm-20250203-slim", "FROM debian:bookworm-20261110-slim"),
      sh("docker build -t api-base:plat-1290 images/api-base", "ERROR: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/_ping\": dial unix /var/run/docker.sock: connect: permission denied", rc=1, ev="out"),
      sh("ls -l /var/run/docker.sock && id", "srw-rw---- 1 root docker 0 Nov 18 07:02 /var/run/docker.sock\nuid=1001(agent) gid=1001(agent) groups=1001(agent)", ev="out"),
      say("The agent user isn't in the docker group, so the image can't be built or verified here.")],
     "fail", "docker build was refused access to /var/run/docker.sock (agent user not in the docker group).",
     fmt="osmia", cwd="/workspace/platform-images", summary="docker.sock: permission denied")

case(P, "ci-cache-workflow", "DEVX-341", "CI spends 6 minutes restoring the Gradle cache",
     """Switch `.github/workflows/ci.yml` from `actions/cache` to `gradle/actions/setup-gradle@v4` and push the branch.""",
     [read(".github/workflows/ci.yml", "jobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/cache@v4\n        with:\n          path: ~/.gradle/caches\n          key: gradle-${{ hashFiles('**/*.gradle*') }}\n      - run: ./gradlew build"),
      edit(".github/workflows/ci.yml", "      - uses: actions/cache@v4\n        with:\n          path: ~/.gradle/caches\n          key: gradle-${{ hashFiles('**/*.gradle*') }}\n", "      - uses: gradle/actions/setup-gradle@v4\n"),
      sh("git commit -am 'DEVX-341: use setup-gradle for caching' && git push -u origin devx-341-gradle-cache", "[devx-341-gradle-cache 91ab3e0] DEVX-341: use setup-gradle for caching\n 1 file changed, 1 insertion(+), 4 deletions(-)\nTo https://github.com/lumen-ops/build-tools.git\n ! [remote rejected] devx-341-gradle-cache -> devx-341-gradle-cache (refusing to allow an OAuth App to create or update workflow `.github/workflows/ci.yml` without `workflow` scope)\nerror: failed to push some refs to 'https://github.com/lumen-ops/build-tools.git'", rc=1, ev="out"),
      say("GitHub rejected the push because the token lacks the `workflow` scope needed to modify workflow files.")],
     "fail", "The push of the workflow change was rejected: the token has no `workflow` scope.",
     fmt="claude-transcript", cwd="/workspace/build-tools", summary="push rejected: token lacks workflow scope")

case(P, "pg-extension-build", "RPT-1502", "Reports service: add `psycopg` C build for COPY speed",
     """Switch `reports` from `psycopg[binary]` to the compiled `psycopg[c]` build. The Dockerfile already installs `libpq-dev`; install it locally with apt to build.

**Where:** `reports/pyproject.toml`.""",
     [edit("reports/pyproject.toml", "\"psycopg[binary]==3.2.3\",", "\"psycopg[c]==3.2.3\","),
      sh("apt-get install -y libpq-dev", "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?", rc=100, ev="out"),
      sh("sudo -n apt-get install -y libpq-dev", "sudo: a password is required", rc=1, ev="out"),
      sh("pip install -e reports", "Building wheel for psycopg-c (pyproject.toml) ... error\n  error: subprocess-exited-with-error\n  \n  \u00d7 Building wheel for psycopg-c (pyproject.toml) did not run successfully.\n  \u2502 exit code: 1\n  \u2570\u2500> [6 lines of output]\n      psycopg/pq/pq.h:2:10: fatal error: libpq-fe.h: No such file or directory\n          2 | #include <libpq-fe.h>\n            |          ^~~~~~~~~~\n      compilation terminated.\n      error: command '/usr/bin/gcc' failed with exit code 1\n      [end of output]", rc=1),
      say("libpq-fe.h is missing because apt was refused (not root, no sudo), so the C build can't compile.")],
     "fail", "The missing libpq-fe.h follows from apt-get being refused (dpkg lock: Permission denied, no sudo).",
     near=D, fmt="claude", cwd="/workspace/analytics", summary="apt-get refused (not root); psycopg C build fails.")

# ------------------------------------------------------------------ dependency
case(D, "rollout-canary-weights", "DEP-2270", "Canary weights above 50% are rejected",
     """`rollout set --weight 60` errors with `weight must be <= 50`. The limit should be 100.

**Where:** `cmd/rollout/set.go`.""",
     [read("cmd/rollout/set.go", "if w > 50 {\n\treturn fmt.Errorf(\"weight must be <= 50\")\n}"),
      edit("cmd/rollout/set.go", "if w > 50 {\n\treturn fmt.Errorf(\"weight must be <= 50\")", "if w < 0 || w > 100 {\n\treturn fmt.Errorf(\"weight must be between 0 and 100\")"),
      sh("go test ./cmd/rollout/...", "go: go.mod requires go >= 1.24.0 (running go 1.22.7; GOTOOLCHAIN=local)", rc=1, ev="out"),
      sh("go version && go env GOTOOLCHAIN", "go version go1.22.7 linux/amd64\nlocal", ev="out"),
      sh("GOTOOLCHAIN=go1.24.0 go test ./cmd/rollout/...", "go: downloading go1.24.0 (linux/amd64)\ngo: download go1.24.0 for linux/amd64: toolchain not available", rc=1, ev="out"),
      say("The module needs Go 1.24 but the image has 1.22.7 and the 1.24 toolchain isn't available, so nothing can be compiled or tested.")],
     "fail", "go.mod requires go >= 1.24.0 and only 1.22.7 is installed; the toolchain cannot be obtained.",
     fmt="codex", cwd="/workspace/rollout", summary="Go 1.24 toolchain not available")

case(D, "webhook-router-msrv", "HOOK-91", "Webhook router returns 500 on unrecognised event types",
     """Unrecognised `X-Event-Type` values should get 202 and be dropped, not 500.

**Where:** `src/router.rs`.""",
     [read("src/router.rs", "match event_type.as_str() {\n    \"push\" => handle_push(body).await,\n    \"release\" => handle_release(body).await,\n    other => Err(anyhow!(\"unknown event {other}\")),\n}"),
      edit("src/router.rs", "    other => Err(anyhow!(\"unknown event {other}\")),", "    other => {\n        tracing::debug!(event = other, \"dropping unknown event\");\n        Ok(StatusCode::ACCEPTED)\n    }"),
      sh("cargo test", "    Updating crates.io index\n     Locking 212 packages to latest compatible versions\nerror: rustc 1.75.0 is not supported by the following packages:\n  axum@0.8.1 requires rustc 1.78\n  axum-core@0.5.0 requires rustc 1.78\n  tower-http@0.6.2 requires rustc 1.78\nEither upgrade rustc or select compatible dependency versions with\n`cargo update <name>@<current-ver> --precise <compatible-ver>`\nwhere `<compatible-ver>` is the latest version supporting rustc 1.75.0", rc=101, ev="out"),
      sh("rustup toolchain list", "1.75.0-x86_64-unknown-linux-gnu (default)", ev="out"),
      say("The lockfile pins axum 0.8 which needs rustc 1.78; only 1.75 is installed and rustup can't fetch another toolchain here.")],
     "fail", "Cargo refuses to build: axum 0.8 requires rustc 1.78 and the environment only has 1.75.0.",
     fmt="claude", cwd="/workspace/webhook-router", summary="rustc 1.75.0 too old for locked crates")

case(D, "ledger-core-money", "LEDG-3120", "Rounding mode for FX conversion should be HALF_EVEN",
     """`FxConverter.convert` uses `RoundingMode.HALF_UP`; finance wants banker's rounding.

**Where:** `ledger-core/src/main/java/com/tallyworks/ledger/fx/FxConverter.java`.""",
     [edit("ledger-core/src/main/java/com/tallyworks/ledger/fx/FxConverter.java", "RoundingMode.HALF_UP", "RoundingMode.HALF_EVEN"),
      sh("mvn -q -pl ledger-core test", "[ERROR] Failed to execute goal on project ledger-core: Could not resolve dependencies for project com.tallyworks:ledger-core:jar:2.14.0-SNAPSHOT: Could not find artifact com.tallyworks:money-types:jar:3.2.0 in central (https://repo.maven.apache.org/maven2) -> [Help 1]\n[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n[ERROR] Re-run Maven using the -X switch to enable full debug logging.", rc=1, ev="out"),
      grep("money-types", "ledger-core/pom.xml:48:      <artifactId>money-types</artifactId>\nledger-core/pom.xml:49:      <version>3.2.0</version>"),
      sh("ls ~/.m2/settings.xml", "ls: cannot access '/home/agent/.m2/settings.xml': No such file or directory", rc=2),
      say("money-types is an internal artifact that isn't on Maven Central and no internal repository is configured, so the module can't be built.")],
     "fail", "Maven cannot resolve the internal artifact com.tallyworks:money-types:3.2.0 from any configured repository.",
     fmt="osmia", cwd="/workspace/ledger", summary="Could not find artifact com.tallyworks:money-types:jar:3.2.0")

case(D, "support-inbox-pg-gem", "SUP-702", "Inbox list is sorted by created_at instead of last reply",
     """Agents see stale conversations on top. Sort by `last_message_at DESC`.

**Where:** `app/models/conversation.rb`, scope `inbox`.""",
     [read("app/models/conversation.rb", "scope :inbox, -> { where(status: 'open').order(created_at: :desc) }"),
      edit("app/models/conversation.rb", "order(created_at: :desc)", "order(last_message_at: :desc)"),
      sh("bundle exec rspec spec/models/conversation_spec.rb", "Could not find gem 'pg (~> 1.5)' in locally installed gems.\n\nRun `bundle install` to install missing gems.", rc=7, ev="out"),
      sh("bundle install", "Don't run Bundler as root. Installing your bundle as root will break this application for all non-root users on this machine.\nFetching gem metadata from https://rubygems.org/.........\nInstalling pg 1.5.9 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n    current directory: /usr/local/bundle/gems/pg-1.5.9/ext\n/usr/local/bin/ruby extconf.rb\nchecking for pg_config... no\nchecking for libpq per pkg-config... no\nUsing libpq from \nchecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*** extconf.rb failed ***\n\nAn error occurred while installing pg (1.5.9), and Bundler cannot continue.\n\nIn Gemfile:\n  pg", rc=5, ev="out"),
      say("pg can't compile without the libpq headers, which aren't installed in this image.")],
     "fail", "The pg gem is missing and cannot be built because the libpq system headers are absent; the root-warning is only Bundler's advice.",
     near=P, fmt="claude-transcript", cwd="/workspace/support-inbox", summary="pg gem cannot be installed (libpq-fe.h missing)")

case(D, "edge-proxy-tls-link", "EDGE-411", "TLS handshake counter double-counts resumptions",
     """`tls_handshakes_total` increments twice for resumed sessions.

**Where:** `src/tls/handshake.c`.""",
     [read("src/tls/handshake.c", "static void on_info(const SSL *ssl, int where, int ret) {\n    if (where & SSL_CB_HANDSHAKE_DONE) {\n        metrics_inc(\"tls_handshakes_total\");\n    }\n    if (SSL_session_reused((SSL *)ssl)) {\n        metrics_inc(\"tls_handshakes_total\");\n    }\n}"),
      edit("src/tls/handshake.c", "    if (SSL_session_reused((SSL *)ssl)) {\n        metrics_inc(\"tls_handshakes_total\");\n    }\n", ""),
      sh("make test", "cc -O2 -Wall -Iinclude -c src/tls/handshake.c -o build/handshake.o\ncc -O2 -Wall -Iinclude -c src/metrics.c -o build/metrics.o\ncc -o build/edge-proxy build/*.o -lssl -lcrypto -lpthread\n/usr/bin/ld: cannot find -lssl: No such file or directory\n/usr/bin/ld: cannot find -lcrypto: No such file or directory\ncollect2: error: ld returned 1 exit status\nmake: *** [Makefile:31: build/edge-proxy] Error 1", rc=2, ev="out"),
      sh("pkg-config --libs openssl", "Package openssl was not found in the pkg-config search path.\nPerhaps you should add the directory containing `openssl.pc'\nto the PKG_CONFIG_PATH environment variable\nPackage 'openssl', required by 'virtual:world', not found", rc=1, ev="out"),
      say("The OpenSSL development libraries aren't installed, so the proxy can't be linked.")],
     "fail", "The link step fails: libssl/libcrypto development libraries are not installed.",
     fmt="codex", cwd="/workspace/edge-proxy", summary="ld: cannot find -lssl")

case(D, "payroll-sdk-global-json", "PAY-5810", "Overtime multiplier ignores public holidays",
     """Overtime on public holidays should be 2.0x, not 1.5x.

**Where:** `src/Payroll.Core/Overtime/OvertimeCalculator.cs`.""",
     [edit("src/Payroll.Core/Overtime/OvertimeCalculator.cs", "var multiplier = shift.IsWeekend ? 1.5m : 1.25m;", "var multiplier = _holidays.IsPublicHoliday(shift.Date) ? 2.0m : shift.IsWeekend ? 1.5m : 1.25m;"),
      sh("dotnet test", "A compatible .NET SDK was not found.\n\nRequested SDK version: 9.0.100\nglobal.json file: /workspace/payroll/global.json\n\nInstalled SDKs:\n8.0.404 [/usr/share/dotnet/sdk]\n\nInstall the [9.0.100] .NET SDK or update [/workspace/payroll/global.json] to match an installed SDK.\n\nLearn about SDK resolution:\nhttps://aka.ms/dotnet/sdk-not-found", rc=145, ev="out"),
      read("global.json", "{\n  \"sdk\": {\n    \"version\": \"9.0.100\",\n    \"rollForward\": \"latestPatch\"\n  }\n}"),
      say("The repo pins the .NET 9 SDK and only .NET 8 is installed; the projects target net9.0 so downgrading global.json wouldn't build either.")],
     "fail", "The .NET 9.0.100 SDK required by global.json is not installed (only 8.0.404).",
     fmt="osmia", cwd="/workspace/payroll", summary="A compatible .NET SDK was not found")

case(D, "design-tokens-private-scope", "UI-2288", "Buttons use the old brand blue",
     """Update to `@harbor/design-tokens@^4.2.0` which contains the new brand palette, and use `color.brand.primary` in `src/ui/Button.tsx`.""",
     [edit("package.json", "\"@harbor/design-tokens\": \"^3.9.1\"", "\"@harbor/design-tokens\": \"^4.2.0\""),
      sh("npm install", "npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/@harbor%2fdesign-tokens - Not found\nnpm error 404\nnpm error 404  '@harbor/design-tokens@^4.2.0' is not in this registry.\nnpm error 404\nnpm error 404 Note that you can also install from a\nnpm error 404 tarball, folder, http url, or git url.\nnpm error A complete log of this run can be found in: /home/agent/.npm/_logs/2026-11-19T08_12_44_102Z-debug-0.log", rc=1, ev="out"),
      sh("cat .npmrc", "cat: .npmrc: No such file or directory", rc=1),
      say("The @harbor scope isn't published on the public registry and no registry mapping for it exists here, so the tokens package can't be installed.")],
     "fail", "npm returns E404: @harbor/design-tokens is not available from any configured registry.",
     fmt="claude", cwd="/workspace/harbor-web", summary="npm E404 for @harbor/design-tokens")

case(D, "etl-python-floor", "ETL-1444", "Nightly ETL crashes on empty S3 prefix",
     """`etl run --date 2026-11-01` crashes with `StopIteration` when the prefix has no objects.

**Where:** `etl/sources/s3.py`. Run the test suite with `uv run pytest`.""",
     [read("etl/sources/s3.py", "def first_key(client, bucket, prefix):\n    return next(iter(client.list_objects_v2(Bucket=bucket, Prefix=prefix).get('Contents', [])))['Key']"),
      edit("etl/sources/s3.py", "    return next(iter(client.list_objects_v2(Bucket=bucket, Prefix=prefix).get('Contents', [])))['Key']", "    contents = client.list_objects_v2(Bucket=bucket, Prefix=prefix).get('Contents', [])\n    return contents[0]['Key'] if contents else None"),
      sh("uv run pytest tests/sources -q", "error: The Python request from `.python-version` resolved to Python 3.10.12, which is incompatible with the project's Python requirement: `>=3.12`. Use `uv python pin` to update the `.python-version` file to a compatible version.", rc=2, ev="out"),
      sh("uv python install 3.12", "error: Failed to install cpython-3.12.7-linux-x86_64-gnu\n  Caused by: Python downloads are disabled (UV_PYTHON_DOWNLOADS=never)", rc=2, ev="out"),
      say("The project requires Python >= 3.12, only 3.10 is present and uv is configured not to download interpreters.")],
     "fail", "The required Python 3.12 interpreter is absent and cannot be installed; only 3.10.12 exists.",
     fmt="claude-transcript", cwd="/workspace/etl", summary="Python >=3.12 required, 3.10.12 installed")

case(D, "clinic-roles-policy", "CLIN-330", "Nurses can view billing notes",
     """Nurses must not see `billing_notes` on the patient detail endpoint. We already added `drf-access-policy` to the lockfile in CLIN-322; use an `AccessPolicy` in `clinic/api/permissions.py`.""",
     [read("clinic/api/permissions.py", "from rest_framework.permissions import BasePermission\n\n\nclass IsStaff(BasePermission):\n    def has_permission(self, request, view):\n        return request.user.is_staff"),
      edit("clinic/api/permissions.py", "from rest_framework.permissions import BasePermission\n", "from rest_access_policy import AccessPolicy\nfrom rest_framework.permissions import BasePermission\n"),
      sh("pytest clinic/api -q", "ImportError while loading conftest '/workspace/clinic/clinic/api/conftest.py'.\nclinic/api/conftest.py:2: in <module>\n    from clinic.api.views import PatientViewSet\nclinic/api/views.py:9: in <module>\n    from clinic.api.permissions import IsStaff, PatientPolicy\nclinic/api/permissions.py:1: in <module>\n    from rest_access_policy import AccessPolicy\nE   ModuleNotFoundError: No module named 'rest_access_policy'", rc=4, ev="out"),
      sh("pip download drf-access-policy==1.5.0 --no-deps -d /tmp/x", "ERROR: Could not find a version that satisfies the requirement drf-access-policy==1.5.0 (from versions: 0.9.2, 1.0.0, 1.1.0, 1.1.2, 1.2.0, 1.3.0, 1.3.1, 1.4.0)\nERROR: No matching distribution found for drf-access-policy==1.5.0", rc=1, ev="out"),
      say("The locked version drf-access-policy 1.5.0 doesn't exist on the index, so the module can't be installed.")],
     "fail", "rest_access_policy is not installed and the pinned drf-access-policy==1.5.0 does not exist; the 'permissions' words are only file names.",
     near=P, fmt="codex", cwd="/workspace/clinic", summary="No module named 'rest_access_policy'")

case(D, "segmentation-cuda-env", "ML-912", "Mask post-processing fills holes incorrectly",
     """`postprocess.fill_holes` fills the background when the mask touches the border.

**Where:** `seg/postprocess.py`. Create the env with `conda env create -f environment.yml` and run `pytest tests/test_postprocess.py`.""",
     [edit("seg/postprocess.py", "    return ndi.binary_fill_holes(mask)", "    padded = np.pad(mask, 1, constant_values=False)\n    return ndi.binary_fill_holes(padded)[1:-1, 1:-1]"),
      sh("conda env create -f environment.yml", "Channels:\n - conda-forge\n - defaults\nPlatform: linux-64\nCollecting package metadata (repodata.json): done\nSolving environment: failed\n\nPackagesNotFoundError: The following packages are not available from current channels:\n\n  - cudatoolkit=11.8.0\n\nCurrent channels:\n\n  - https://conda.anaconda.org/conda-forge\n  - https://repo.anaconda.com/pkgs/main\n\nTo search for alternate channels that may provide the conda package you're\nlooking for, navigate to\n\n    https://anaconda.org\n\nand use the search bar at the top of the page.", rc=1, ev="out"),
      sh("python -c 'import scipy'", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'scipy'", rc=1),
      say("The environment can't be solved (cudatoolkit 11.8.0 is not in the configured channels), so scipy isn't available for the tests.")],
     "fail", "conda cannot find cudatoolkit=11.8.0 in the configured channels, so the test environment is never created.",
     fmt="osmia", cwd="/workspace/segmentation", summary="PackagesNotFoundError: cudatoolkit=11.8.0")

case(D, "codec-simd-compiler", "MEDIA-57", "Resampler produces clicks at buffer boundaries",
     """The polyphase resampler drops the filter history between buffers.

**Where:** `src/resample/polyphase.cpp`. Build with `cmake -B build && cmake --build build && ctest --test-dir build`.""",
     [read("src/resample/polyphase.cpp", "void Polyphase::process(const float* in, size_t n, float* out) {\n    history_.clear();\n    ..."),
      edit("src/resample/polyphase.cpp", "    history_.clear();\n", ""),
      sh("cmake -B build", "-- The C compiler identification is GNU 12.2.0\n-- The CXX compiler identification is unknown\nCMake Error at CMakeLists.txt:2 (project):\n  No CMAKE_CXX_COMPILER could be found.\n\n  Tell CMake where to find the compiler by setting either the environment\n  variable \"CXX\" or the CMake cache entry CMAKE_CXX_COMPILER to the full path\n  to the compiler, or to the compiler name if it is in the PATH.\n\n\n-- Configuring incomplete, errors occurred!", rc=1, ev="out"),
      sh("which g++ clang++", "", rc=1, ev="out"),
      say("There is no C++ compiler in this image (only gcc for C), so the project can't be configured or tested.")],
     "fail", "CMake finds no C++ compiler; g++/clang++ are not installed.",
     fmt="claude", cwd="/workspace/audiokit", summary="No CMAKE_CXX_COMPILER could be found")

# ------------------------------------------------------------------ more provider limits
case(I, "kyc-upload-credit", "KYC-340", "Passport upload rejects HEIC photos",
     """iPhone users upload HEIC; `kyc/uploads.py::accept` only allows JPEG/PNG. Convert HEIC to JPEG with `pillow-heif` (already in requirements) before validation.""",
     [read("kyc/uploads.py", "ALLOWED = {'image/jpeg', 'image/png'}\n\n\ndef accept(file):\n    if file.content_type not in ALLOWED:\n        raise UnsupportedMedia(file.content_type)\n    return store(file)"),
      grep("pillow-heif", "requirements.txt:14:pillow-heif==0.20.0"),
      edit("kyc/uploads.py", "def accept(file):\n", "def accept(file):\n    if file.content_type == 'image/heic':\n        file = heic_to_jpeg(file)\n"),
      say("Now the converter helper and a test with a small HEIC fixture."),
      api("Credit balance is too low")],
     "api", "The Anthropic account ran out of credit ('Credit balance is too low'), ending the session mid-task.",
     fmt="claude", cwd="/workspace/kyc-service", summary="Credit balance is too low")

case(I, "warehouse-slotting-quota", "WH-1207", "Slotting suggestions ignore item height",
     """Tall items are suggested for low shelves. Include `height_cm` in the fit check in `slotting/fit.py`.""",
     [read("slotting/fit.py", "def fits(item, slot):\n    return item.width_cm <= slot.width_cm and item.depth_cm <= slot.depth_cm"),
      edit("slotting/fit.py", "    return item.width_cm <= slot.width_cm and item.depth_cm <= slot.depth_cm", "    return (item.width_cm <= slot.width_cm and item.depth_cm <= slot.depth_cm\n            and item.height_cm <= slot.clearance_cm)"),
      api("stream error: unexpected status 429 Too Many Requests: {\n  \"error\": {\n    \"message\": \"You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.\",\n    \"type\": \"insufficient_quota\",\n    \"param\": null,\n    \"code\": \"insufficient_quota\"\n  }\n}")],
     "api", "OpenAI returned 429 insufficient_quota and the Codex turn failed after the first edit.",
     fmt="codex", cwd="/workspace/warehouse", summary="insufficient_quota")

case(I, "consent-banner-vertex", "PRIV-96", "Consent banner reappears after accepting on subdomains",
     """The consent cookie is set for `www.` only. Set `Domain=.lumora.io` in `web/consent.ts` so it applies to all subdomains.""",
     [read("web/consent.ts", "document.cookie = `consent=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;"),
      edit("web/consent.ts", "; Path=/; Max-Age=31536000; SameSite=Lax`", "; Domain=.lumora.io; Path=/; Max-Age=31536000; SameSite=Lax; Secure`"),
      sh("npx vitest run web/consent.test.ts", " \u2713 web/consent.test.ts (4 tests) 12ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)"),
      say("Adding a test for the Domain attribute."),
      api("API Error: 429 {\"error\":{\"code\":429,\"message\":\"Quota exceeded for aiplatform.googleapis.com/online_prediction_input_tokens_per_minute_per_base_model with base model: anthropic-claude-sonnet-4-5. Please submit a quota increase request. https://cloud.google.com/vertex-ai/docs/generative-ai/quotas-genai.\",\"status\":\"RESOURCE_EXHAUSTED\"}}")],
     "api", "Claude Code on Vertex AI hit a RESOURCE_EXHAUSTED quota (429) that ended the session.",
     fmt="claude-transcript", cwd="/workspace/lumora-web", summary="RESOURCE_EXHAUSTED")

case(I, "changelog-prompt-length", "REL-412", "Generate the 3.0 migration notes from the changelog",
     """Summarise breaking changes from `CHANGELOG.md` (2.0 -> 3.0) into `docs/migrating-to-3.md`.""",
     [sh("wc -l CHANGELOG.md", "48211 CHANGELOG.md"),
      sh("sed -n '1,4000p' CHANGELOG.md", "# Changelog\n\n## 3.0.0 (2026-11-02)\n\n### Breaking\n- `Client.connect()` is now async\n- removed `legacy_auth`\n...\n(4000 lines)"),
      sh("sed -n '4000,9000p' CHANGELOG.md", "## 2.14.0 (2026-03-10)\n...\n(5000 lines)"),
      api("API Error: 400 {\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\",\"message\":\"prompt is too long: 213904 tokens > 200000 maximum\"},\"request_id\":\"req_011CVxA1m2RkP9t3QbZ8yHsd\"}")],
     "api", "The Anthropic API rejected the request as 'prompt is too long' (213904 > 200000), ending the session.",
     fmt="claude", cwd="/workspace/sdk-python", summary="prompt is too long")

case(I, "ticket-sla-ratelimit", "SUP-1188", "SLA timer keeps running while ticket is on hold",
     """`sla/timer.py::elapsed_business_minutes` must exclude periods where `status == 'on_hold'`.""",
     [read("sla/timer.py", "def elapsed_business_minutes(ticket, now):\n    return business_minutes_between(ticket.opened_at, now)"),
      grep("on_hold", "sla/models.py:22:    ON_HOLD = 'on_hold'\nsla/history.py:40:def status_intervals(ticket):"),
      read("sla/history.py", "def status_intervals(ticket):\n    \"\"\"Yield (status, start, end) for each status period.\"\"\"\n    ..."),
      edit("sla/timer.py", "    return business_minutes_between(ticket.opened_at, now)", "    total = 0\n    for status, start, end in status_intervals(ticket):\n        if status != 'on_hold':\n            total += business_minutes_between(start, end or now)\n    return total"),
      api("API Error: 429 {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"This request would exceed the rate limit for your organization (8c1f2a7e-1d33-4c0b-9a55-2f4e6b0c9d11) of 400,000 input tokens per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later.\"},\"request_id\":\"req_011CVz3kQe7TnB5mW2dLp9Xa\"}")],
     "api", "An Anthropic rate_limit_error (429) ended the session right after the main edit.",
     fmt="osmia", cwd="/workspace/support-sla", summary="rate_limit_error")

# ------------------------------------------------------------------ more toolchains
case(D, "thumbnailer-alpine-vips", "MEDIA-310", "Switch thumbnailer to libvips for AVIF output",
     """Add AVIF thumbnails using `govips`. The CI image is Alpine; install `vips-dev` there and build with `go build ./cmd/thumbnailer`.""",
     [edit("go.mod", "require (\n", "require (\n\tgithub.com/davidbyttow/govips/v2 v2.15.0\n"),
      sh("apk add --no-cache vips-dev", "fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/main/x86_64/APKINDEX.tar.gz\nfetch https://dl-cdn.alpinelinux.org/alpine/v3.20/community/x86_64/APKINDEX.tar.gz\nERROR: unable to select packages:\n  vips-dev (no such package):\n    required by: world[vips-dev]", rc=1, ev="out"),
      sh("go build ./cmd/thumbnailer", "# pkg-config --cflags  -- vips\nPackage vips was not found in the pkg-config search path.\nPerhaps you should add the directory containing `vips.pc'\nto the PKG_CONFIG_PATH environment variable\nPackage 'vips', required by 'virtual:world', not found\npkg-config: exit status 1", rc=1, ev="out"),
      say("libvips development files aren't available from the configured Alpine repositories, so govips can't be built.")],
     "fail", "apk cannot find vips-dev and cgo then fails on the missing vips pkg-config entry: the system library is absent.",
     fmt="osmia", cwd="/workspace/media-pipeline", summary="vips-dev: no such package")

case(D, "tox-py311-env", "LIB-221", "`parse_duration('1h30m')` returns 90 seconds",
     """Minutes are multiplied by 1 instead of 60 in `chrono_utils/duration.py`. Run `tox -e py311` (the supported floor).""",
     [edit("chrono_utils/duration.py", "    'm': 1,", "    'm': 60,"),
      sh("tox -e py311", "py311: skipped because could not find python interpreter with spec(s): py311\n  py311: SKIP (0.01 seconds)\n  evaluation failed :( (0.09 seconds)", rc=1, ev="out"),
      sh("ls /usr/bin/python3*", "/usr/bin/python3\n/usr/bin/python3.10", ev="out"),
      say("Python 3.11 isn't installed, so the required tox environment can't run.")],
     "fail", "tox cannot find a Python 3.11 interpreter for the required py311 env.",
     fmt="codex", cwd="/workspace/chrono-utils", summary="py311 interpreter not found")
