"""Environment-side failures: infra_failure, permission_blocked, dependency_missing (m2- set)."""
from cb import C, say, think, sh, read, edit, write, grep, human, notice, api_error, cut, git_status

CASES = []
A = CASES.append

# ------------------------------------------------------------------ infra_failure
A(C("ledger-export-cursor", "claude", "infra_failure", """
# LEDG-2291: CSV ledger export skips the row at each page boundary
Customers exporting more than 500 ledger entries report one entry missing per 500.
`ledger/export.py` pages with `offset = page * size + 1`. Use keyset pagination on (`posted_at`, `id`).
Acceptance: `tests/test_export.py::test_export_all_rows_across_pages` passes; no duplicate rows.
""", [
    say("I'll start by reproducing the missing-row issue with the export tests."),
    sh("pytest tests/test_export.py -q", "..F.\n=================================== FAILURES ===================================\n_____________________ test_export_all_rows_across_pages ______________________\n    assert len(rows) == 1203\nE   assert 1200 == 1203\nE    +  where 1200 = len([...])\ntests/test_export.py:58: AssertionError\n1 failed, 3 passed in 2.41s", 1),
    read("ledger/export.py", "def iter_entries(session, account_id, size=500):\n    page = 0\n    while True:\n        q = (session.query(Entry).filter_by(account_id=account_id)\n             .order_by(Entry.posted_at).offset(page * size + 1).limit(size))\n        batch = q.all()\n        if not batch:\n            return\n        yield from batch\n        page += 1"),
    think("Offset pagination with +1 drops the first row of every page. Keyset on (posted_at, id) fixes both the skip and instability with ties."),
    edit("ledger/export.py", "        q = (session.query(Entry).filter_by(account_id=account_id)\n             .order_by(Entry.posted_at).offset(page * size + 1).limit(size))",
         "        q = (session.query(Entry).filter_by(account_id=account_id)\n             .filter(tuple_(Entry.posted_at, Entry.id) > last)\n             .order_by(Entry.posted_at, Entry.id).limit(size))"),
    edit("ledger/export.py", "    page = 0\n", "    last = (datetime.min, 0)\n"),
    edit("ledger/export.py", "        yield from batch\n        page += 1", "        yield from batch\n        last = (batch[-1].posted_at, batch[-1].id)"),
    sh("pytest tests/test_export.py -q", "....\n4 passed in 2.77s"),
    say("Export tests pass. Running the full suite, including the large-account fixture tests."),
    sh("pytest -q -x tests/", "........................................................ [ 41%]\n..........................................Killed", 137, ev=True),
    say("The test process was killed. Let me retry with less parallelism and watch memory."),
    sh("free -m && cat /sys/fs/cgroup/memory.max", "               total        used        free      shared  buff/cache   available\nMem:            2048        1987          14           0          46          21\nSwap:              0           0           0\n2147483648", ev=True),
    sh("pytest -q -p no:xdist tests/ 2>&1 | tail -5", "..........................................................................\nKilled", 137, ev=True),
    cut(),
], "The fix was in and its tests passed, but the pod's 2 GiB memory limit got the pytest process OOM-killed (exit 137, twice) on the full suite, and the stream stops there.",
   tokens=88000))

A(C("fx-rate-cache-ttl", "osmia", "infra_failure", """
# FX-418: FX rates cached forever after a provider outage
When the rates provider returns 503 we cache the fallback rate with no TTL, so checkout keeps quoting stale EUR/GBP for days.
File: `internal/fx/cache.go`. Fallback entries must expire after 5 minutes; fresh entries after 1 hour.
Acceptance: new test `TestFallbackRateExpires` in `internal/fx/cache_test.go`.
""", [
    say("Reading the FX cache implementation first."),
    read("internal/fx/cache.go", "func (c *Cache) Put(pair string, r Rate) {\n\tc.mu.Lock()\n\tdefer c.mu.Unlock()\n\tc.items[pair] = entry{rate: r}\n}\n\nfunc (c *Cache) Get(pair string) (Rate, bool) {\n\tc.mu.RLock()\n\tdefer c.mu.RUnlock()\n\te, ok := c.items[pair]\n\treturn e.rate, ok\n}"),
    grep("Put\\(", "internal/fx/client.go:61:\t\tc.cache.Put(pair, fallback)\ninternal/fx/client.go:74:\tc.cache.Put(pair, fresh)"),
    edit("internal/fx/cache.go", "\tc.items[pair] = entry{rate: r}", "\tc.items[pair] = entry{rate: r, expires: c.now().Add(ttl)}"),
    edit("internal/fx/cache.go", "\te, ok := c.items[pair]\n\treturn e.rate, ok", "\te, ok := c.items[pair]\n\tif !ok || !c.now().Before(e.expires) {\n\t\treturn Rate{}, false\n\t}\n\treturn e.rate, true"),
    write("internal/fx/cache_test.go", "func TestFallbackRateExpires(t *testing.T) {\n\tclk := &fakeClock{t: time.Date(2026, 3, 29, 0, 59, 0, 0, time.UTC)}\n\tc := NewCache(clk.Now)\n\tc.PutFallback(\"EURGBP\", Rate{Value: decimal.RequireFromString(\"0.8571\")})\n\tclk.Advance(5*time.Minute + time.Second)\n\tif _, ok := c.Get(\"EURGBP\"); ok {\n\t\tt.Fatal(\"fallback rate still cached after 5m\")\n\t}\n}"),
    sh("go test ./internal/fx/...", "go: downloading github.com/shopspring/decimal v1.4.0\ngo: github.com/shopspring/decimal@v1.4.0: Get \"https://proxy.golang.org/github.com/shopspring/decimal/@v/v1.4.0.mod\": dial tcp: lookup proxy.golang.org on 10.96.0.10:53: read udp 10.244.3.17:41022->10.96.0.10:53: i/o timeout", 1, ev=True),
    say("The module download failed on a DNS lookup. Retrying once."),
    sh("go env GOPROXY GOFLAGS && go mod download", "https://proxy.golang.org,direct\n\ngo: github.com/shopspring/decimal@v1.4.0: Get \"https://proxy.golang.org/github.com/shopspring/decimal/@v/v1.4.0.mod\": dial tcp: lookup proxy.golang.org on 10.96.0.10:53: read udp 10.244.3.17:52311->10.96.0.10:53: i/o timeout", 1, ev=True),
    sh("GOFLAGS=-mod=mod go test ./internal/fx/...", "internal/fx/cache.go:7:2: missing go.sum entry for module providing package github.com/shopspring/decimal (imported by example.com/checkout/internal/fx); to add:\n\tgo get example.com/checkout/internal/fx", 1),
    sh("curl -sS -m 10 -o /dev/null -w '%{http_code}' https://proxy.golang.org/", "curl: (6) Could not resolve host: proxy.golang.org", 6, ev=True),
    say("I can't reach the Go module proxy from this pod (DNS lookups time out), so I can't build or run the tests. The cache change is written but unverified."),
], "Cluster DNS timed out on every lookup of proxy.golang.org, so modules could not be downloaded; the later missing go.sum entry is a consequence, not a missing dependency.",
   near="dependency_missing"))

A(C("invoice-due-dst", "codex", "infra_failure", """
# BILL-1034: Invoice due dates shift by a day for customers in Europe/Berlin
Invoices issued on the last Sunday of March show a due date one day early. `billing/due_dates.py`
adds `timedelta(days=30)` to a naive local midnight. Compute due dates in the customer's zone with zoneinfo.
Acceptance: `tests/test_due_dates.py` passes including the new DST cases.
""", [
    think("**Reproducing DST bug**\n\nI'll run the due-date tests first, then read due_dates.py."),
    sh("pytest tests/test_due_dates.py -q", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:4: in <module>\n    from freezegun import freeze_time\nE   ModuleNotFoundError: No module named 'freezegun'", 4),
    say("freezegun is not installed in this environment; I'll check the dev requirements."),
    grep("freezegun", "requirements-dev.txt:7:freezegun==1.5.1"),
    read("billing/due_dates.py", "from datetime import datetime, timedelta\n\ndef due_date(issued_local: datetime, net_days: int = 30) -> datetime:\n    midnight = issued_local.replace(hour=0, minute=0, second=0, microsecond=0)\n    return midnight + timedelta(days=net_days)"),
    think("**Planning the fix**\n\nAdd days on the calendar date and then localize with ZoneInfo, instead of adding 30*24h to a naive datetime."),
    sh("sed -n '1,80p' tests/test_due_dates.py", "def test_due_date_across_spring_forward():\n    issued = datetime(2026, 3, 29, 0, 30, tzinfo=ZoneInfo('Europe/Berlin'))\n    assert due_date(issued).date() == date(2026, 4, 28)\n\ndef test_due_date_plain():\n    issued = datetime(2026, 6, 2, 9, 0, tzinfo=ZoneInfo('Europe/Berlin'))\n    assert due_date(issued).date() == date(2026, 7, 2)"),
    edit("billing/due_dates.py", "", ""),
    sh("pip install -r requirements-dev.txt", "Collecting freezegun==1.5.1 (from -r requirements-dev.txt (line 7))\n  Downloading freezegun-1.5.1-py3-none-any.whl.metadata (11 kB)", 0),
    api_error("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again at 3:12 PM."),
], "The provider usage limit ended the session mid-task; the earlier missing freezegun was already being installed and is not what stopped the run.",
   near="dependency_missing"))

A(C("kt-settlement-rounding", "claude-transcript", "infra_failure", """
# SETL-77: Settlement batch total differs from sum of lines by 1 minor unit
`SettlementBatch.total()` in `settlement/src/main/kotlin/.../SettlementBatch.kt` sums `Double` amounts and rounds once.
Sum `BigDecimal` line amounts with HALF_EVEN at 2 dp per line, as finance specified.
Acceptance: `SettlementBatchTest` passes; no Double arithmetic left in SettlementBatch.
""", [
    say("Let me look at SettlementBatch and its test."),
    read("settlement/src/main/kotlin/com/acme/settlement/SettlementBatch.kt", "data class SettlementBatch(val lines: List<Line>) {\n    fun total(): Double = Math.round(lines.sumOf { it.amount } * 100) / 100.0\n}"),
    read("settlement/src/test/kotlin/com/acme/settlement/SettlementBatchTest.kt", "@Test fun `total equals sum of rounded lines`() {\n    val b = SettlementBatch(listOf(Line(BigDecimal(\"10.005\")), Line(BigDecimal(\"0.015\"))))\n    assertEquals(BigDecimal(\"10.02\"), b.total())\n}"),
    edit("settlement/src/main/kotlin/com/acme/settlement/SettlementBatch.kt", "    fun total(): Double = Math.round(lines.sumOf { it.amount } * 100) / 100.0",
         "    fun total(): BigDecimal = lines.fold(BigDecimal.ZERO) { acc, l ->\n        acc + l.amount.setScale(2, RoundingMode.HALF_EVEN)\n    }"),
    sh("./gradlew :settlement:test --tests '*SettlementBatchTest*'", "> Task :settlement:compileKotlin\n> Task :settlement:compileTestKotlin FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':settlement:compileTestKotlin'.\n> java.io.IOException: No space left on device\n\nBUILD FAILED in 41s", 1, ev=True),
    sh("df -h /workspace /tmp", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace\noverlay          20G   20G     0 100% /", ev=True),
    say("The disk is full (100% on /workspace). Gradle can't write build outputs."),
    human("ugh, that's the shared runner volume again. don't delete anything, I'll ping infra. leave it there"),
    say("Understood, I'll stop here. The BigDecimal change in SettlementBatch.kt is in place but not compiled or tested because the build volume has no free space."),
    sh("git diff --stat", " settlement/src/main/kotlin/com/acme/settlement/SettlementBatch.kt | 4 +++-\n 1 file changed, 3 insertions(+), 1 deletion(-)"),
    say("Diff is one file. Nothing else to do until the volume is cleared."),
], "The runner volume was 100% full (No space left on device) so Gradle could not compile; the code change itself was never tested.",
   opening="SETL-77 again — batch total off by a cent. can you fix SettlementBatch.total? ticket below\n\n# SETL-77: Settlement batch total differs from sum of lines by 1 minor unit\nSum BigDecimal line amounts with HALF_EVEN at 2 dp per line."))

A(C("api-throttle-window", "claude", "infra_failure", """
# API-883: Sliding-window rate limiter lets through 2x the limit at window edges
Our own limiter in `src/limiter/slidingWindow.ts` resets the counter at the window boundary, so a client can send
100 requests at 12:00:59 and 100 at 12:01:00. Implement a true sliding window (weighted previous window).
Acceptance: `limiter.spec.ts` passes, including "rejects the 101st request across a boundary".
""", [
    say("Let me run the limiter spec to see the current state."),
    sh("npx vitest run src/limiter", " ✓ src/limiter/tokenBucket.spec.ts (6 tests) 9ms\n ❯ src/limiter/slidingWindow.spec.ts (5 tests | 1 failed) 14ms\n   × rejects the 101st request across a boundary\n     → expected 'allowed' to be 'rate limit exceeded'\n\n Test Files  1 failed | 1 passed (2)\n      Tests  1 failed | 10 passed (11)", 1),
    read("src/limiter/slidingWindow.ts", "export function check(key: string, now: number): Verdict {\n  const w = Math.floor(now / WINDOW_MS);\n  const c = store.get(key);\n  if (!c || c.window !== w) { store.set(key, { window: w, count: 1 }); return 'allowed'; }\n  if (c.count >= LIMIT) return 'rate limit exceeded';\n  c.count++;\n  return 'allowed';\n}"),
    think("Need previous-window count weighted by the overlap: estimate = prev * (1 - elapsed/WINDOW) + cur."),
    edit("src/limiter/slidingWindow.ts", "  if (!c || c.window !== w) { store.set(key, { window: w, count: 1 }); return 'allowed'; }\n  if (c.count >= LIMIT) return 'rate limit exceeded';",
         "  const prev = c && c.window === w - 1 ? c.count : c?.prevWindow === w - 1 ? c.prevCount : 0;\n  const cur = c && c.window === w ? c.count : 0;\n  const weight = 1 - (now % WINDOW_MS) / WINDOW_MS;\n  if (prev * weight + cur >= LIMIT) return 'rate limit exceeded';"),
    sh("npx vitest run src/limiter", " ✓ src/limiter/tokenBucket.spec.ts (6 tests) 8ms\n ❯ src/limiter/slidingWindow.spec.ts (5 tests | 2 failed) 15ms\n   × allows requests after the window fully passes\n     → expected 'rate limit exceeded' to be 'allowed'\n   × rejects the 101st request across a boundary\n     → expected 'allowed' to be 'rate limit exceeded'\n\n      Tests  2 failed | 9 passed (11)", 1),
    say("The state shape needs both windows. Let me restructure the store entry."),
    api_error("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVx8k2Qm4T7yJdW5nB3aZ\"}"),
], "The model provider returned 529 Overloaded and the session ended mid-task; the 'rate limit exceeded' strings are the product limiter's own verdicts in its tests.",
   near="unknown"))

A(C("promo-stack-order", "osmia", "infra_failure", """
# PROMO-512: Percentage coupon applied after fixed coupon gives wrong total
Stacked coupons must apply fixed-amount discounts after percentage ones (marketing rule M-12).
`src/pricing/applyCoupons.ts` applies them in insertion order. Acceptance: `applyCoupons.test.ts` new case passes.
""", [
    say("Installing dependencies before running the pricing tests."),
    sh("npm ci", "npm ERR! code ETIMEDOUT\nnpm ERR! syscall connect\nnpm ERR! errno ETIMEDOUT\nnpm ERR! network request to https://registry.npmjs.org/dinero.js/-/dinero.js-2.0.0-alpha.14.tgz failed, reason: connect ETIMEDOUT 104.16.27.34:443\nnpm ERR! network This is a problem related to network connectivity.\nnpm ERR! network In most cases you are behind a proxy or have bad network settings.\n\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/2026-11-12T10_41_07_118Z-debug-0.log", 1, ev=True),
    say("Network timeout reaching the registry. I'll read the code meanwhile."),
    read("src/pricing/applyCoupons.ts", "export function applyCoupons(subtotal: Dinero<number>, coupons: Coupon[]) {\n  return coupons.reduce((acc, c) => c.kind === 'percent'\n    ? multiply(acc, { amount: 100 - c.value, scale: 2 })\n    : subtract(acc, c.amount), subtotal);\n}"),
    edit("src/pricing/applyCoupons.ts", "  return coupons.reduce(", "  const ordered = [...coupons].sort((a, b) => (a.kind === 'percent' ? 0 : 1) - (b.kind === 'percent' ? 0 : 1));\n  return ordered.reduce("),
    sh("npm ci --prefer-offline", "npm ERR! code ETIMEDOUT\nnpm ERR! network request to https://registry.npmjs.org/@vitest%2fexpect failed, reason: connect ETIMEDOUT 104.16.27.34:443", 1, ev=True),
    sh("npx vitest run src/pricing", "sh: 1: vitest: not found", 127),
    sh("node -e \"require('dinero.js')\"", "node:internal/modules/cjs/loader:1228\n  throw err;\n  ^\n\nError: Cannot find module 'dinero.js'\nRequire stack:\n- /workspace/repo/[eval]", 1),
    notice("network policy: egress to registry.npmjs.org:443 blocked by cluster firewall (rule deny-egress-default); contact platform team", ev=True),
    say("I cannot install packages: the registry is unreachable from the pod. The ordering change is written but untested."),
], "Egress to the npm registry timed out (cluster firewall), so nothing could be installed; 'Cannot find module dinero.js' follows from that.",
   near="dependency_missing"))

A(C("ex-refund-idempotency", "codex", "infra_failure", """
# PAY-2207: Double refunds when the client retries POST /refunds
Refund requests carry an `Idempotency-Key` header but `Payments.Refunds.create/2` ignores it.
Store the key with the refund (unique index) and return the original refund on a retry.
Acceptance: `test/payments/refunds_test.exs` "retry with same key returns same refund" passes.
""", [
    say("I'll fetch deps and run the refunds test."),
    sh("mix deps.get", "Failed to fetch record for hexpm/decimal from registry (using cache instead)\n{:failed_connect, [{:to_address, {~c\"repo.hex.pm\", 443}}, {:inet, [:inet], :nxdomain}]}\nFailed to fetch record for hexpm/ecto_sql from registry (using cache instead)\n{:failed_connect, [{:to_address, {~c\"repo.hex.pm\", 443}}, {:inet, [:inet], :nxdomain}]}\n** (Mix) Unknown package ecto_sql in lockfile", 1, ev=True),
    sh("mix test test/payments/refunds_test.exs", "Unchecked dependencies for environment test:\n* ecto_sql (Hex package)\n  the dependency is not available, run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies", 1),
    sh("getent hosts repo.hex.pm || echo 'no answer'; cat /etc/resolv.conf", "no answer\nnameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5", ev=True),
    read("lib/payments/refunds.ex", "def create(payment, attrs) do\n  %Refund{}\n  |> Refund.changeset(Map.put(attrs, :payment_id, payment.id))\n  |> Repo.insert()\nend"),
    edit("lib/payments/refunds.ex", "def create(payment, attrs) do", "def create(payment, %{idempotency_key: key} = attrs) when is_binary(key) do\n  case Repo.get_by(Refund, idempotency_key: key) do\n    %Refund{} = r -> {:ok, r}\n    nil -> insert_refund(payment, attrs)\n  end\nend\n\ndef create(payment, attrs) do"),
    sh("mix deps.get", "Failed to fetch record for hexpm/decimal from registry (using cache instead)\n{:failed_connect, [{:to_address, {~c\"repo.hex.pm\", 443}}, {:inet, [:inet], :nxdomain}]}", 1, ev=True),
    say("Hex is unresolvable (nxdomain) from this runner, so deps cannot be fetched and tests cannot run. Stopping with the change unverified."),
], "repo.hex.pm did not resolve (nxdomain) so mix deps.get failed; 'dependency not available' is the consequence of the network outage.",
   near="dependency_missing"))

A(C("cs-tz-statement-cutoff", "osmia", "infra_failure", """
# STMT-340: Monthly statement includes next month's first transactions for UTC+ customers
`StatementBuilder.Build` in `src/Statements/StatementBuilder.cs` filters `t.CreatedAt < monthEnd` with `monthEnd` in server local time.
Use the account's IANA zone (NodaTime) to compute the cutoff instant.
Acceptance: `StatementBuilderTests` pass.
""", [
    say("Let me look at the statement builder."),
    read("src/Statements/StatementBuilder.cs", "var monthEnd = new DateTime(year, month, 1).AddMonths(1);\nvar txns = _db.Transactions.Where(t => t.AccountId == acct.Id && t.CreatedAt < monthEnd);"),
    edit("src/Statements/StatementBuilder.cs", "var monthEnd = new DateTime(year, month, 1).AddMonths(1);", "var zone = DateTimeZoneProviders.Tzdb[acct.TimeZone];\nvar monthEnd = new LocalDate(year, month, 1).PlusMonths(1).AtStartOfDayInZone(zone).ToDateTimeUtc();"),
    sh("dotnet build src/Statements", "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  Statements -> /workspace/repo/src/Statements/bin/Debug/net8.0/Statements.dll\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
    sh("dotnet test tests/Statements.Tests --filter StatementBuilderTests", "  Determining projects to restore...\n  Statements.Tests -> /workspace/repo/tests/Statements.Tests/bin/Debug/net8.0/Statements.Tests.dll\nTest run for /workspace/repo/tests/Statements.Tests/bin/Debug/net8.0/Statements.Tests.dll (.NETCoreApp,Version=v8.0)\nStarting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n  Passed Build_UsesAccountZone_ForCutoff [41 ms]\n  Passed Build_LockTimeout_IsReportedAsRetryable [12 ms]"),
    say("Cutoff test passes. Running the whole solution's tests to be safe."),
    sh("dotnet test", "  Determining projects to restore...\nTest run for /workspace/repo/tests/Ledger.IntegrationTests/bin/Debug/net8.0/Ledger.IntegrationTests.dll (.NETCoreApp,Version=v8.0)\nStarting test execution, please wait...\n  Passed Ledger_Concurrency_DeadlockIsRetried [2 s]"),
    notice("agent container terminated: reason=OOMKilled exitCode=137 (memory limit 2Gi); node ip-10-4-19-77 reported memory pressure", ev=True),
    cut(),
], "The agent container was OOM-killed (2Gi limit) during the full dotnet test run; 'LockTimeout'/'Deadlock' are names of the product's own passing tests.",
   near="model_confusion", result=None, state="Failed"))

A(C("rbac-owner-transfer", "claude-transcript", "infra_failure", """
# ORG-611: Former owner keeps admin rights after ownership transfer
After `POST /orgs/:id/transfer`, the previous owner can still delete projects. `app/policies/project_policy.rb`
checks a cached `membership.role` that is never invalidated. Invalidate the policy cache on transfer.
Acceptance: spec "previous owner is forbidden to delete projects after transfer" passes.
""", [
    say("I'll run the policy spec first."),
    sh("bundle exec rspec spec/policies/project_policy_spec.rb", "..F\n\nFailures:\n\n  1) ProjectPolicy after ownership transfer previous owner is forbidden to delete projects after transfer\n     Failure/Error: expect(policy.destroy?).to be(false)\n\n       expected false\n            got true\n     # ./spec/policies/project_policy_spec.rb:44:in `block (3 levels) in <top (required)>'\n\nFinished in 0.412 seconds (files took 2.1 seconds to load)\n3 examples, 1 failure", 1),
    read("app/policies/project_policy.rb", "def destroy?\n  role = Rails.cache.fetch([\"role\", user.id, record.org_id]) { Membership.find_by(user: user, org: record.org)&.role }\n  %w[owner admin].include?(role)\nend"),
    grep("def transfer", "app/services/org_transfer.rb:9:  def transfer(org, to:)"),
    read("app/services/org_transfer.rb", "def transfer(org, to:)\n  Org.transaction do\n    org.memberships.find_by!(role: 'owner').update!(role: 'member')\n    org.memberships.find_or_create_by!(user: to).update!(role: 'owner')\n  end\nend"),
    say("The role cache key is never deleted on transfer. I'll clear it for both users after the transaction commits."),
    human("use the after_commit hook on Membership rather than the service, other paths change roles too"),
    say("Good point. Moving the invalidation to Membership."),
    api_error("Claude AI usage limit reached|1764601200"),
], "The Claude usage limit ended the session right after the developer's correction; the failing 'forbidden' spec is the ticket's own reproduction of the product's RBAC bug.",
   near="permission_blocked",
   opening="ORG-611 is biting a customer, previous owner can still delete projects. look at project_policy? full ticket:\n\n# ORG-611: Former owner keeps admin rights after ownership transfer\nInvalidate the policy cache on transfer."))

A(C("usage-meter-flush", "codex", "infra_failure", """
# METER-95: Usage meter loses events when flush and increment race
`meter/meter.go` `Inc` and `Flush` use separate locks; increments between the snapshot and the reset are lost.
Acceptance: `go test -race ./meter/...` passes including `TestNoLostIncrementsUnderFlush`.
""", [
    say("Running the meter tests with the race detector."),
    sh("go test -race ./meter/...", "==================\nWARNING: DATA RACE\nWrite at 0x00c0000b6018 by goroutine 9:\n  example.com/usage/meter.(*Meter).Inc()\n      /workspace/repo/meter/meter.go:22 +0x64\n\nPrevious read at 0x00c0000b6018 by goroutine 8:\n  example.com/usage/meter.(*Meter).Flush()\n      /workspace/repo/meter/meter.go:31 +0x44\n==================\n--- FAIL: TestNoLostIncrementsUnderFlush (0.21s)\n    meter_test.go:48: flushed 99812 + pending 0, want 100000\n    testing.go:1398: race detected during execution of test\nFAIL\nFAIL\texample.com/usage/meter\t0.412s", 1),
    read("meter/meter.go", "func (m *Meter) Inc(n int64) {\n\tm.incMu.Lock()\n\tm.count += n\n\tm.incMu.Unlock()\n}\n\nfunc (m *Meter) Flush() int64 {\n\tm.flushMu.Lock()\n\tdefer m.flushMu.Unlock()\n\tv := m.count\n\tm.count = 0\n\treturn v\n}"),
    think("**Fixing the race**\n\nUse atomic.Int64 Swap in Flush and Add in Inc; no lost increments."),
    edit("meter/meter.go", "", ""),
    sh("go test -race ./meter/...", "ok  \texample.com/usage/meter\t1.204s"),
    say("Race fixed. I'll run the whole module's tests too."),
    sh("go test ./...", "ok  \texample.com/usage/api\t0.311s\nok  \texample.com/usage/meter\t0.118s\n--- PASS: TestLimiterReturns429WhenQuotaExceeded (0.00s)\nok  \texample.com/usage/quota\t0.090s"),
    notice("stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses)", ev=True),
    notice("Reconnecting... 1/5"), notice("Reconnecting... 2/5"), notice("Reconnecting... 3/5"), notice("Reconnecting... 4/5"), notice("Reconnecting... 5/5", ev=True),
    api_error("stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses)"),
], "The connection to the model API dropped and five reconnects failed, ending the turn; the code work itself was going fine.",
   near="succeeded"))

# ------------------------------------------------------------------ permission_blocked
A(C("vat-reverse-charge", "claude", "permission_blocked", """
# TAX-301: Reverse-charge VAT shown as 0.00 instead of being omitted for EU B2B
For EU B2B invoices with a valid VAT id, the invoice must omit the VAT line and print "Reverse charge" (legal requirement).
File: `tax/invoice_lines.py`. Acceptance: `tests/test_invoice_lines.py` passes; open a PR against `main`.
""", [
    say("Reading the invoice line builder."),
    read("tax/invoice_lines.py", "def vat_lines(invoice):\n    rate = vat_rate(invoice.customer)\n    return [Line('VAT %s%%' % rate, invoice.net * rate / 100)]"),
    edit("tax/invoice_lines.py", "    rate = vat_rate(invoice.customer)\n", "    if invoice.customer.is_eu_b2b and invoice.customer.vat_id_valid:\n        return [Note('Reverse charge')]\n    rate = vat_rate(invoice.customer)\n"),
    sh("pytest tests/test_invoice_lines.py -q", ".......\n7 passed in 0.38s"),
    sh("git checkout -b fix/TAX-301-reverse-charge && git commit -am 'TAX-301: omit VAT line for EU reverse charge'", "Switched to a new branch 'fix/TAX-301-reverse-charge'\n[fix/TAX-301-reverse-charge 4e1a9c2] TAX-301: omit VAT line for EU reverse charge\n 1 file changed, 2 insertions(+)"),
    sh("git push -u origin fix/TAX-301-reverse-charge", "remote: Permission to acme-fin/billing.git denied to osmia-bot.\nfatal: unable to access 'https://github.com/acme-fin/billing.git/': The requested URL returned error: 403", 128, ev=True),
    sh("gh auth status", "github.com\n  ✓ Logged in to github.com account osmia-bot (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************\n  - Token scopes: 'read:org', 'repo:status'", ev=True),
    say("The bot token has no write access to acme-fin/billing, so I can't push the branch or open the PR. The fix is committed locally."),
], "The fix worked locally but git push was refused with 403 because the bot's token lacks write access to the repository.",
   near="succeeded"))

A(C("gh-issue-fetch-locale", "codex", "permission_blocked", """
# I18N-128: Russian plural forms wrong for 11-14 ("11 файл" instead of "11 файлов")
See GitHub issue acme/web#4412 for the customer's screenshots. `src/i18n/plural.ts` uses `n % 10 === 1` only.
Use Intl.PluralRules. Acceptance: `plural.test.ts` covers 1, 2, 5, 11, 21, 111.
""", [
    think("**Reading the linked issue**\n\nI'll fetch the GitHub issue for the screenshots first."),
    sh("gh issue view 4412 --repo acme/web --comments", "GraphQL: Resource not accessible by integration (repository.issue)", 1, ev=True),
    sh("gh api repos/acme/web/issues/4412", "{\n  \"message\": \"Resource not accessible by integration\",\n  \"documentation_url\": \"https://docs.github.com/rest/issues/issues#get-an-issue\",\n  \"status\": \"403\"\n}\ngh: Resource not accessible by integration (HTTP 403)", 1, ev=True),
    sh("git fetch origin main", "remote: Repository not found.\nfatal: repository 'https://github.com/acme/web.git/' not found", 128, ev=True),
    sh("ls", "README.md\n"),
    say("The workspace has only a README and the token cannot read acme/web (403 on the issue, 'Repository not found' on fetch), so the repository was never cloned. I can't start on src/i18n/plural.ts."),
    sh("gh auth status 2>&1 | head -5", "github.com\n  ✓ Logged in to github.com account acme-ci-codex[bot] (GITHUB_TOKEN)\n  - Token permissions: contents: none, issues: none, metadata: read", ev=True),
    say("Stopping: the GitHub App installation has no contents or issues permission on this repository."),
], "GitHub refused the bot (403 'Resource not accessible by integration', repo not found) before the agent could clone or read anything.",
   near="infra_failure", files_changed=0))

A(C("pip-babel-install", "osmia", "permission_blocked", """
# I18N-204: Dates in German emails show "March" instead of "März"
`notifications/format.py` uses `strftime('%B')`, which ignores the user locale. Use Babel's `format_date(..., locale=user.locale)`.
Acceptance: `tests/test_email_format.py::test_german_month_names` passes. Add Babel to requirements.txt.
""", [
    say("I'll add Babel and switch to babel.dates.format_date."),
    read("notifications/format.py", "def render_date(d, user):\n    return d.strftime('%d. %B %Y')"),
    edit("notifications/format.py", "def render_date(d, user):\n    return d.strftime('%d. %B %Y')", "from babel.dates import format_date\n\ndef render_date(d, user):\n    return format_date(d, format='long', locale=user.locale)"),
    edit("requirements.txt", "jinja2==3.1.4\n", "jinja2==3.1.4\nBabel==2.16.0\n"),
    sh("pip install -r requirements.txt", "Requirement already satisfied: jinja2==3.1.4 in /usr/local/lib/python3.12/site-packages (from -r requirements.txt (line 3)) (3.1.4)\nCollecting Babel==2.16.0 (from -r requirements.txt (line 4))\n  Using cached babel-2.16.0-py3-none-any.whl.metadata (1.5 kB)\nUsing cached babel-2.16.0-py3-none-any.whl (9.6 MB)\nInstalling collected packages: Babel\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.12/site-packages/babel'\nConsider using the `--user` option or check the permissions.\n", 1, ev=True),
    sh("pytest tests/test_email_format.py -q", "ImportError while importing test module '/workspace/repo/tests/test_email_format.py'.\ntests/test_email_format.py:3: in <module>\n    from notifications.format import render_date\nnotifications/format.py:1: in <module>\n    from babel.dates import format_date\nE   ModuleNotFoundError: No module named 'babel'\n1 error in 0.21s", 2),
    sh("pip install --user Babel==2.16.0", "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.", 1),
    sh("ls -ld /usr/local/lib/python3.12/site-packages && id", "drwxr-xr-x 1 root root 4096 Nov  3 08:12 /usr/local/lib/python3.12/site-packages\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev=True),
    say("The site-packages directory is owned by root and the agent runs as uid 1000, so Babel cannot be installed; the test fails to import babel as a result."),
], "pip could not write to root-owned site-packages (Errno 13), so Babel was never installed; the later 'No module named babel' is a consequence.",
   near="dependency_missing"))

A(C("refund-role-matrix", "claude", "permission_blocked", """
# SUP-719: Support agents can refund above their 200 EUR limit via the bulk endpoint
`app/rbac/refundRules.ts` checks the limit in `POST /refunds` but not in `POST /refunds/bulk`.
Acceptance: `refundRules.spec.ts` "bulk refund above limit is forbidden for support" passes.
""", [
    say("I'll look at the RBAC rule module and its spec."),
    read("app/rbac/refundRules.ts", "export function canRefund(user: User, amount: Money): Decision {\n  if (user.role === 'finance') return allow();\n  if (user.role === 'support' && lte(amount, SUPPORT_LIMIT)) return allow();\n  return deny('forbidden: refund limit exceeded');\n}"),
    grep("canRefund", "app/routes/refunds.ts:18:  const d = canRefund(req.user, body.amount);\napp/routes/refundsBulk.ts:11:  // TODO: check canRefund per item"),
    edit("app/routes/refundsBulk.ts", "  // TODO: check canRefund per item", "  const total = body.items.reduce((s, i) => add(s, i.amount), zero(body.currency));\n  const d = canRefund(req.user, total);\n  if (!d.allowed) return res.status(403).json({ error: d.reason });"),
    sh("npx jest app/rbac", "Claude requested permissions to use Bash, but you haven't granted it yet.", 1, ev=True, declined=True),
    say("I need to run the tests to verify the change."),
    sh("npm test -- app/rbac", "Claude requested permissions to use Bash, but you haven't granted it yet.", 1, ev=True, declined=True),
    sh("yarn jest app/rbac/refundRules.spec.ts", "Claude requested permissions to use Bash, but you haven't granted it yet.", 1, ev=True, declined=True),
    say("I can't run any shell command in this session: Bash is not permitted. The bulk endpoint now checks the summed amount, but I could not run refundRules.spec.ts."),
], "Every Bash call was refused by Claude Code's permission mode, so the agent could never run the spec; 'forbidden: refund limit exceeded' is the product's own RBAC message.",
   near="test_misunderstanding", permission_mode="default"))

A(C("vite-cache-currency", "claude-transcript", "permission_blocked", """
# WEB-1552: Yen prices rendered with two decimals (¥1,500.00)
`src/format/money.ts` hard-codes `minimumFractionDigits: 2`. JPY has 0 minor units. Use `Intl.NumberFormat` currency defaults.
Acceptance: `money.test.ts` cases for JPY, EUR, KWD (3 dp) pass.
""", [
    read("src/format/money.ts", "export const formatMoney = (minor: number, currency: string, locale: string) =>\n  new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100);"),
    say("Two bugs: the fixed 2 decimals and dividing by 100 for every currency. JPY has 0 minor units, KWD 3."),
    edit("src/format/money.ts", "  new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100);",
         "{\n  const nf = new Intl.NumberFormat(locale, { style: 'currency', currency });\n  const digits = nf.resolvedOptions().maximumFractionDigits ?? 2;\n  return nf.format(minor / 10 ** digits);\n};"),
    sh("npx vitest run src/format/money.test.ts", "failed to load config from /workspace/web/vite.config.ts\n\nError: EPERM: operation not permitted, open '/workspace/web/node_modules/.vite-temp/vite.config.ts.timestamp-1763021190034-6b2e1.mjs'\n    at async open (node:internal/fs/promises:639:25)\n    at async Object.writeFile (node:internal/fs/promises:1212:14)\n    at async loadConfigFromBundledFile (file:///workspace/web/node_modules/vite/dist/node/chunks/dep-BWSbWtLw.js:66953:5) {\n  errno: -1,\n  code: 'EPERM',\n  syscall: 'open',\n  path: '/workspace/web/node_modules/.vite-temp/vite.config.ts.timestamp-1763021190034-6b2e1.mjs'\n}", 1, ev=True),
    sh("ls -ld node_modules node_modules/.vite-temp; id -un", "drwxr-xr-x 612 root root 20480 Nov 12 07:58 node_modules\ndrwxr-xr-x   2 root root  4096 Nov 12 07:58 node_modules/.vite-temp\ndev", ev=True),
    say("node_modules was created by root (probably the image build) and I run as `dev`, so vite can't write its temp config. I can't chown it without sudo."),
    human("yeah the devcontainer postCreate runs as root, known thing. don't sudo anything, I'll rebuild the container later"),
    say("OK. Leaving the money.ts change uncommitted; tests not run because of the EPERM on node_modules."),
], "vitest crashed with EPERM because node_modules belongs to root while the agent runs as an unprivileged user; the fix could not be tested.",
   near="infra_failure", branch="fix/WEB-1552-jpy",
   opening="can you fix the yen formatting bug (WEB-1552)? ¥1,500.00 should be ¥1,500"))

A(C("docker-stock-reserve", "codex", "permission_blocked", """
# INV-733: Concurrent stock reservations oversell the last unit
`inventory/reserve.py` reads stock then updates it in a separate statement. Use `SELECT ... FOR UPDATE` (or a conditional UPDATE).
Integration tests need Postgres: `docker compose up -d db` then `pytest tests/integration/test_reserve.py`.
""", [
    say("Reading reserve.py and starting the test database."),
    read("inventory/reserve.py", "def reserve(conn, sku, qty):\n    stock = conn.execute('SELECT on_hand FROM stock WHERE sku=%s', (sku,)).scalar()\n    if stock < qty:\n        raise OutOfStock(sku)\n    conn.execute('UPDATE stock SET on_hand = on_hand - %s WHERE sku=%s', (qty, sku))"),
    edit("inventory/reserve.py", "", ""),
    sh("docker compose up -d db", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/containers/json?all=1&filters=%7B%22label%22%3A%7B%22com.docker.compose.project%3Dinventory%22%3Atrue%7D%7D\": dial unix /var/run/docker.sock: connect: permission denied", 1, ev=True),
    sh("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root docker 0 Nov 14 06:02 /var/run/docker.sock\nuid=1001(runner) gid=1001(runner) groups=1001(runner)", ev=True),
    sh("pytest tests/unit -q", "...................\n19 passed in 0.88s"),
    sh("pytest tests/integration/test_reserve.py -q", "E   psycopg.OperationalError: connection failed: connection to server at \"127.0.0.1\", port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\n1 error in 0.31s", 1),
    say("The runner user is not in the docker group, so I cannot start Postgres and the integration test that proves the oversell fix cannot run. Unit tests pass."),
], "The runner user may not use the Docker socket (permission denied), so the database for the required integration test could not be started.",
   near="infra_failure"))

A(C("flag-rollout-staging", "osmia", "permission_blocked", """
# FLAG-88: New checkout enabled for 100% of users although rollout is 10%
The percentage rollout in `pkg/flags/rollout.go` hashes `userID % 100` with the flag salt missing.
Fix the bucketing and verify the flag config in staging (`kubectl -n checkout-staging get configmap feature-flags`).
""", [
    say("Reading the rollout code."),
    read("pkg/flags/rollout.go", "func Enabled(f Flag, userID string) bool {\n\th := fnv.New32a()\n\th.Write([]byte(userID))\n\treturn int(h.Sum32()%100) <= f.Percent\n}"),
    edit("pkg/flags/rollout.go", "\th.Write([]byte(userID))\n\treturn int(h.Sum32()%100) <= f.Percent", "\th.Write([]byte(f.Salt + \":\" + userID))\n\treturn int(h.Sum32()%100) < f.Percent"),
    sh("go test ./pkg/flags/...", "ok  \tgithub.com/acme/checkout/pkg/flags\t0.015s"),
    say("Tests pass. Now checking the staging flag config as the ticket asks."),
    sh("kubectl -n checkout-staging get configmap feature-flags -o yaml", "Error from server (Forbidden): configmaps \"feature-flags\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot get resource \"configmaps\" in API group \"\" in the namespace \"checkout-staging\"", 1, ev=True),
    sh("kubectl auth can-i get configmaps -n checkout-staging", "no", 1, ev=True),
    say("The agent's service account has no read access to checkout-staging, so the required verification of the staging config cannot be done."),
], "The ticket required checking the staging ConfigMap, and the agent's service account was Forbidden from reading it.",
   near=""))

A(C("idem-keys-migration", "claude", "permission_blocked", """
# PAY-1980: Store idempotency keys in a table instead of Redis (keys lost on failover)
Add migration `0042_idempotency_keys.sql` and use it in `payments/idempotency.py`. Run the migration against the dev DB (`make migrate`).
Acceptance: `tests/test_idempotency.py` passes against the dev database.
""", [
    say("Let me check the existing tests first; some of them check the product's own role checks."),
    sh("pytest tests/test_roles.py -q", "......\n6 passed in 0.22s\n", 0),
    read("tests/test_roles.py", "def test_viewer_cannot_capture(client, viewer):\n    r = client.post('/payments/p1/capture', headers=viewer)\n    assert r.status_code == 403\n    assert r.json()['error'] == 'forbidden: role viewer lacks payments:capture'"),
    write("migrations/0042_idempotency_keys.sql", "CREATE TABLE idempotency_keys (\n  key text PRIMARY KEY,\n  request_hash bytea NOT NULL,\n  response jsonb,\n  created_at timestamptz NOT NULL DEFAULT now()\n);"),
    edit("payments/idempotency.py", "    cached = redis.get(f'idem:{key}')", "    cached = db.fetch_one('SELECT response FROM idempotency_keys WHERE key = %s', key)"),
    sh("make migrate", "psql -v ON_ERROR_STOP=1 -f migrations/0042_idempotency_keys.sql \"$DEV_DATABASE_URL\"\npsql:migrations/0042_idempotency_keys.sql:6: ERROR:  permission denied for schema public\nLINE 1: CREATE TABLE idempotency_keys (\n                     ^\nmake: *** [Makefile:31: migrate] Error 3", 2, ev=True),
    sh("psql \"$DEV_DATABASE_URL\" -c \"select current_user, has_schema_privilege('public','CREATE')\"", " current_user | has_schema_privilege\n--------------+----------------------\n agent_ro     | f\n(1 row)", ev=True),
    sh("pytest tests/test_idempotency.py -q", "E   psycopg.errors.UndefinedTable: relation \"idempotency_keys\" does not exist\n2 failed in 0.51s", 1),
    say("The dev DB user `agent_ro` has no CREATE privilege on schema public, so the migration cannot be applied and the idempotency tests fail on the missing table."),
], "The agent's database role lacked CREATE on schema public, so the required migration was refused; the 'forbidden' strings are the product's passing RBAC tests.",
   near="wrong_approach"))

A(C("bundle-money-gem", "codex", "permission_blocked", """
# SHOP-640: Swiss franc totals rounded to 0.01 instead of 0.05
CHF cash totals must round to 0.05 (Rappenrundung). Upgrade `money` gem usage in `app/models/order_total.rb` to use
`Money.rounding_mode` with a CHF cash rounding step. Add `money-rails` to the Gemfile as agreed with the team.
""", [
    say("I'll add money-rails and install."),
    edit("Gemfile", "gem 'money', '~> 6.19'\n", "gem 'money', '~> 6.19'\ngem 'money-rails', '~> 1.15'\n"),
    sh("bundle install", "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nFetching money-rails 1.15.0\nThere was an error while trying to write to `/usr/local/bundle/cache/money-rails-1.15.0.gem`. It is likely that you need to grant write permissions for that path.", 23, ev=True),
    sh("ls -ld /usr/local/bundle /usr/local/bundle/cache && whoami", "drwxr-xr-x 1 root root 4096 Oct 30 11:02 /usr/local/bundle\ndrwxr-xr-x 1 root root 4096 Oct 30 11:02 /usr/local/bundle/cache\ncodex", ev=True),
    read("app/models/order_total.rb", "def cash_total\n  Money.from_amount(total_amount, currency).round\nend"),
    edit("app/models/order_total.rb", "  Money.from_amount(total_amount, currency).round", "  m = Money.from_amount(total_amount, currency)\n  currency == 'CHF' ? Money.from_amount((m.to_d * 20).round / 20.0, 'CHF') : m"),
    sh("bundle exec rspec spec/models/order_total_spec.rb", "Could not find gem 'money-rails (~> 1.15)' in locally installed gems.\n\nRun `bundle install` to install missing gems.", 7),
    say("bundle install cannot write to /usr/local/bundle (root-owned), so money-rails is not installed and the specs cannot load."),
], "Bundler could not write to the root-owned gem path, so money-rails was never installed; the later 'Could not find gem' follows from the permission error.",
   near="dependency_missing"))

# ------------------------------------------------------------------ dependency_missing
A(C("dt-utc-import", "claude", "dependency_missing", """
# SCHED-55: Recurring payouts scheduled at local 09:00 drift to 08:00 after DST
`scheduler/recurrence.py` stores the next run as naive local time. Store UTC instants computed from the merchant's zone each cycle.
Acceptance: `tests/test_recurrence.py` passes.
""", [
    say("Let me read the recurrence module."),
    read("scheduler/recurrence.py", "def next_run(prev, tz_name):\n    return prev + timedelta(days=1)"),
    edit("scheduler/recurrence.py", "def next_run(prev, tz_name):\n    return prev + timedelta(days=1)",
         "from datetime import UTC\nfrom zoneinfo import ZoneInfo\n\ndef next_run(prev, tz_name):\n    tz = ZoneInfo(tz_name)\n    local = prev.astimezone(tz)\n    nxt = (local.replace(tzinfo=None) + timedelta(days=1)).replace(tzinfo=tz)\n    return nxt.astimezone(UTC)"),
    sh("pytest tests/test_recurrence.py -q", "ImportError while importing test module '/workspace/repo/tests/test_recurrence.py'.\ntests/test_recurrence.py:2: in <module>\n    from scheduler.recurrence import next_run\nscheduler/recurrence.py:1: in <module>\n    from datetime import UTC\nE   ImportError: cannot import name 'UTC' from 'datetime' (/usr/lib/python3.10/datetime.py)\n1 error in 0.09s", 2, ev=True),
    sh("python3 --version; grep -n python pyproject.toml", "Python 3.10.12\n5:requires-python = \">=3.12\"", ev=True),
    sh("ls /usr/bin/python3* /usr/local/bin/python3* 2>/dev/null", "/usr/bin/python3\n/usr/bin/python3.10\n/usr/bin/python3-config"),
    say("The project requires Python >= 3.12 but the image only has 3.10. `datetime.UTC` exists from 3.11, and other modules use 3.12 syntax too."),
    sh("uv python install 3.12", "bash: line 1: uv: command not found", 127),
    say("No way to get a 3.12 interpreter here. I'll stop: the environment's Python is older than the project requires."),
], "The image ships Python 3.10 while the project requires >=3.12; `from datetime import UTC` fails on import and no newer interpreter is available.",
   near=""))

A(C("go-toolchain-holidays", "osmia", "dependency_missing", """
# PAYOUT-410: Payouts scheduled on bank holidays are not moved to the next business day
`internal/calendar/business.go` checks weekends only. Use the holiday calendar in `internal/calendar/holidays/` per country.
Acceptance: `go test ./internal/calendar/...` passes with the new `TestPayoutOnGoodFriday`.
""", [
    say("Running the calendar tests."),
    sh("go test ./internal/calendar/...", "go: go.mod requires go >= 1.23.0 (running go 1.21.6; GOTOOLCHAIN=local)", 1, ev=True),
    sh("go version && go env GOTOOLCHAIN", "go version go1.21.6 linux/amd64\nlocal"),
    sh("GOTOOLCHAIN=go1.23.4 go test ./internal/calendar/...", "go: downloading go1.23.4 (linux/amd64)\ngo: download go1.23.4 for linux/amd64: toolchain not available", 1, ev=True),
    read("internal/calendar/business.go", "func NextBusinessDay(d time.Time) time.Time {\n\tfor d.Weekday() == time.Saturday || d.Weekday() == time.Sunday {\n\t\td = d.AddDate(0, 0, 1)\n\t}\n\treturn d\n}"),
    edit("internal/calendar/business.go", "func NextBusinessDay(d time.Time) time.Time {\n\tfor d.Weekday() == time.Saturday || d.Weekday() == time.Sunday {", "func NextBusinessDay(d time.Time, country string) time.Time {\n\tcal := holidays.For(country)\n\tfor d.Weekday() == time.Saturday || d.Weekday() == time.Sunday || cal.IsHoliday(d) {"),
    sh("go vet ./internal/calendar/...", "go: go.mod requires go >= 1.23.0 (running go 1.21.6; GOTOOLCHAIN=local)", 1),
    say("The installed Go is 1.21.6 but go.mod requires 1.23; the toolchain cannot be downloaded. I can't compile or test."),
], "go.mod requires Go >= 1.23 but the pod has Go 1.21.6 and cannot fetch a newer toolchain, so nothing compiled.",
   near="infra_failure"))

A(C("nuget-money-abstractions", "codex", "dependency_missing", """
# CART-902: Basket subtotal uses double; 0.1 + 0.2 problems in totals
Switch `Basket.Subtotal` in `src/Cart/Basket.cs` to `decimal` and use the shared `Acme.Money.Abstractions` package (Money type) as the architecture note says.
""", [
    say("I'll add the shared Money package and change Basket to use it."),
    read("src/Cart/Basket.cs", "public double Subtotal => Lines.Sum(l => l.UnitPrice * l.Quantity);"),
    sh("dotnet add src/Cart package Acme.Money.Abstractions --version 3.2.0", "info : Adding PackageReference for package 'Acme.Money.Abstractions' into project '/workspace/repo/src/Cart/Cart.csproj'.\ninfo :   GET https://api.nuget.org/v3-flatcontainer/acme.money.abstractions/index.json\ninfo :   NotFound https://api.nuget.org/v3-flatcontainer/acme.money.abstractions/index.json 212ms\nerror: NU1101: Unable to find package Acme.Money.Abstractions. No packages exist with this id in source(s): nuget.org\nerror: Package 'Acme.Money.Abstractions' is incompatible with 'all' frameworks in project '/workspace/repo/src/Cart/Cart.csproj'.", 1, ev=True),
    sh("dotnet nuget list source", "Registered Sources:\n  1.  nuget.org [Enabled]\n      https://api.nuget.org/v3/index.json", ev=True),
    sh("cat nuget.config 2>/dev/null || echo 'no nuget.config'", "no nuget.config"),
    edit("src/Cart/Basket.cs", "public double Subtotal => Lines.Sum(l => l.UnitPrice * l.Quantity);", "public Money Subtotal => Lines.Aggregate(Money.Zero(Currency), (s, l) => s + l.UnitPrice * l.Quantity);"),
    sh("dotnet build src/Cart", "/workspace/repo/src/Cart/Basket.cs(14,12): error CS0246: The type or namespace name 'Money' could not be found (are you missing a using directive or an assembly reference?) [/workspace/repo/src/Cart/Cart.csproj]\n\nBuild FAILED.\n    0 Warning(s)\n    1 Error(s)", 1),
    say("The internal package Acme.Money.Abstractions is not available from any configured NuGet source (only nuget.org), so the build cannot reference Money."),
], "The required internal package Acme.Money.Abstractions cannot be resolved: the only configured NuGet source is nuget.org (NU1101).",
   near=""))

A(C("pg-gem-native", "claude-transcript", "dependency_missing", """
# ACC-233: Account statements paginate with OFFSET and time out for large merchants
Replace OFFSET paging in `app/queries/statement_lines_query.rb` with keyset paging on (booked_at, id).
Acceptance: `spec/queries/statement_lines_query_spec.rb` passes.
""", [
    say("Let me set up the bundle and run the query spec."),
    sh("bundle install", "Fetching gem metadata from https://rubygems.org/..........\nResolving dependencies...\nFetching pg 1.5.9\nInstalling pg 1.5.9 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n    current directory: /home/dev/.gem/ruby/3.3.0/gems/pg-1.5.9/ext\n/usr/bin/ruby -I /usr/lib/ruby/3.3.0 extconf.rb\nChecking for pg_config... no\nChecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*****************************************************************************\n\nUnable to find PostgreSQL client library.\n\nPlease install libpq or postgresql client package like so:\n  sudo apt install libpq-dev\n\nAn error occurred while installing pg (1.5.9), and Bundler cannot continue.\n\nIn Gemfile:\n  pg", 5, ev=True),
    say("The pg gem needs the libpq headers, which aren't installed on this machine."),
    human("we don't have sudo on these boxes. can you just write the query change and I'll run the spec in CI?"),
    read("app/queries/statement_lines_query.rb", "def call(page:, per: 200)\n  scope.order(:booked_at).offset((page - 1) * per).limit(per)\nend"),
    edit("app/queries/statement_lines_query.rb", "def call(page:, per: 200)\n  scope.order(:booked_at).offset((page - 1) * per).limit(per)\nend",
         "def call(after: nil, per: 200)\n  rel = scope.order(:booked_at, :id)\n  rel = rel.where('(booked_at, id) > (?, ?)', after.booked_at, after.id) if after\n  rel.limit(per)\nend"),
    sh("ruby -c app/queries/statement_lines_query.rb", "Syntax OK"),
    say("Syntax is OK. I couldn't run the spec locally because the pg gem can't build without libpq-dev."),
    human("CI just failed on the same thing, the runner image lacks libpq too. ok, parking this until the image is fixed"),
    say("Understood."),
], "The pg gem could not be built because the PostgreSQL client headers (libpq-fe.h) are not installed, locally or on the CI image.",
   near="permission_blocked",
   opening="ACC-233 — statement pagination times out for big merchants, can you switch it to keyset paging?"))

A(C("kt-moneta-version", "claude", "dependency_missing", """
# FX-612: Currency conversion for JPY amounts loses precision
`pricing/src/main/kotlin/com/acme/pricing/Convert.kt` converts via Double. Use JSR-354 (`org.javamoney:moneta`) MonetaryAmount
as agreed in ADR-14. Acceptance: `ConvertTest` passes.
""", [
    say("Adding Moneta to the pricing module per ADR-14."),
    read("pricing/build.gradle.kts", "dependencies {\n    implementation(project(\":core\"))\n    testImplementation(kotlin(\"test\"))\n}"),
    edit("pricing/build.gradle.kts", "    implementation(project(\":core\"))\n", "    implementation(project(\":core\"))\n    implementation(\"org.javamoney:moneta:1.4.9\")\n"),
    edit("pricing/src/main/kotlin/com/acme/pricing/Convert.kt", "fun convert(amount: Double, rate: Double): Double = amount * rate", "fun convert(amount: MonetaryAmount, rate: ExchangeRate): MonetaryAmount =\n    amount.multiply(rate.factor).with(Monetary.getDefaultRounding())"),
    sh("./gradlew :pricing:test --tests '*ConvertTest*'", "> Task :pricing:compileKotlin FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':pricing:compileKotlin'.\n> Could not resolve all files for configuration ':pricing:compileClasspath'.\n   > Could not find org.javamoney:moneta:1.4.9.\n     Searched in the following locations:\n       - https://repo.maven.apache.org/maven2/org/javamoney/moneta/1.4.9/moneta-1.4.9.pom\n       - https://nexus.acme.internal/repository/maven-public/org/javamoney/moneta/1.4.9/moneta-1.4.9.pom\n     Required by:\n         project :pricing\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 18s", 1, ev=True),
    say("Version 1.4.9 isn't found. Let me check what the internal mirror has."),
    sh("curl -s https://nexus.acme.internal/repository/maven-public/org/javamoney/moneta/maven-metadata.xml | grep -o '<version>[^<]*' | tail -3", "", 0, ev=True),
    sh("./gradlew :pricing:dependencies --configuration compileClasspath | grep -i moneta", "+--- org.javamoney:moneta:1.4.9 FAILED", 0),
    say("Moneta cannot be resolved from the configured repositories, so the module does not compile. ConvertTest could not run."),
], "org.javamoney:moneta:1.4.9 could not be resolved from either configured repository, so the pricing module never compiled.",
   near=""))

A(C("node-engine-intl", "osmia", "dependency_missing", """
# WEB-1620: "in 1 days" shown in relative time labels
`src/time/relative.ts` builds strings by hand. Use `Intl.RelativeTimeFormat` and the shared `@acme/i18n-utils` helpers.
Acceptance: `relative.test.ts` passes for en, de, pl (few/many forms).
""", [
    say("Installing dependencies."),
    sh("yarn install --frozen-lockfile", "yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\nerror @acme/i18n-utils@4.1.0: The engine \"node\" is incompatible with this module. Expected version \">=20.11.0\". Got \"18.19.1\"\nerror Found incompatible module.\ninfo Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.", 1, ev=True),
    sh("node --version; ls ~/.nvm 2>/dev/null || echo 'no nvm'", "v18.19.1\nno nvm", ev=True),
    read("src/time/relative.ts", "export const relative = (days: number) => `in ${days} days`;"),
    edit("src/time/relative.ts", "export const relative = (days: number) => `in ${days} days`;", "export const relative = (days: number, locale: string) =>\n  new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day');"),
    sh("npx jest src/time", "sh: 1: jest: not found", 127),
    say("Node 18 is installed but @acme/i18n-utils needs Node >= 20.11, so the install fails and nothing can run."),
], "The pod has Node 18.19 but a required package needs Node >= 20.11, so yarn install aborts and no tests can run.",
   near=""))

A(C("psycopg-build-limiter", "codex", "dependency_missing", """
# API-1201: Per-tenant rate limit counts requests from all tenants
`api/ratelimit.py` uses the key `rl:{route}` instead of `rl:{tenant}:{route}`; one noisy tenant throttles everyone.
Acceptance: `tests/test_ratelimit.py` passes, including "tenant B is not throttled by tenant A".
""", [
    say("Running the rate-limit tests."),
    sh("pytest tests/test_ratelimit.py -q", ".F.\n___________________ test_tenant_b_not_throttled_by_tenant_a ___________________\n    assert resp.status_code == 200\nE   assert 429 == 200\n----------------------------- Captured log call ------------------------------\nWARNING  api.ratelimit:ratelimit.py:41 rate limit exceeded for key rl:/v1/orders (limit=100/60s)\n1 failed, 2 passed in 0.41s", 1),
    read("api/ratelimit.py", "def key_for(req):\n    return f'rl:{req.route}'"),
    edit("api/ratelimit.py", "    return f'rl:{req.route}'", "    return f'rl:{req.tenant_id}:{req.route}'"),
    sh("pytest tests/test_ratelimit.py -q", "...\n3 passed in 0.39s"),
    say("Fixed. The integration suite needs the DB driver from requirements-int.txt."),
    sh("pip install -r requirements-int.txt", "Collecting psycopg2==2.9.10 (from -r requirements-int.txt (line 2))\n  Downloading psycopg2-2.9.10.tar.gz (385 kB)\n  Installing build dependencies ... done\n  Getting requirements to build wheel ... error\n  error: subprocess-exited-with-error\n  \n  × Getting requirements to build wheel did not run successfully.\n  │ exit code: 1\n  ╰─> [21 lines of output]\n      running egg_info\n      \n      Error: pg_config executable not found.\n      \n      pg_config is required to build psycopg2 from source.  Please add the directory\n      containing pg_config to the $PATH or specify the full executable path with the\n      option:\n      \n          python setup.py build_ext --pg-config /path/to/pg_config build ...\n      \n      or with the pg_config option in 'setup.cfg'.\n      \n      If you prefer to avoid building psycopg2 from source, please install the PyPI\n      'psycopg2-binary' package instead.\n      [end of output]", 1, ev=True),
    sh("pytest tests/integration -q", "ImportError while loading conftest '/workspace/repo/tests/integration/conftest.py'.\ntests/integration/conftest.py:3: in <module>\n    import psycopg2\nE   ModuleNotFoundError: No module named 'psycopg2'", 4, ev=True),
    say("psycopg2 can't build: pg_config / libpq dev files are missing on this runner. Unit tests pass; integration tests cannot import psycopg2."),
], "psycopg2 could not be built because pg_config (PostgreSQL client dev files) is absent, so the integration suite cannot import it; the 429/'rate limit exceeded' is the product's limiter under test.",
   near="infra_failure"))

A(C("ex-argon-make", "claude", "dependency_missing", """
# AUTH-377: Invited users get "forbidden" on first login when their org uses SSO + password fallback
`lib/accounts/policy.ex` denies when `user.sso_required and is_nil(user.sso_subject)`, which is true for fresh invites.
Allow the password fallback for invites younger than 7 days. Acceptance: `test/accounts/policy_test.exs` passes.
""", [
    say("Fetching deps and running the policy tests."),
    sh("mix deps.get", "Resolving Hex dependencies...\nResolution completed in 0.211s\nUnchanged:\n  argon2_elixir 4.1.0\n  comeonin 5.5.0\n  elixir_make 0.9.0\n* Getting argon2_elixir (Hex package)\n* Getting comeonin (Hex package)"),
    sh("mix test test/accounts/policy_test.exs", "==> argon2_elixir\nmkdir -p /workspace/repo/_build/test/lib/argon2_elixir/priv\n** (Mix) \"make\" not found in the path. If you have set the MAKE environment variable, please make sure it is correct.\ncould not compile dependency :argon2_elixir, \"mix compile\" failed. Errors may have been logged above. You can recompile this dependency with \"mix deps.compile argon2_elixir --force\", update it with \"mix deps.update argon2_elixir\" or clear it with \"mix deps.clean argon2_elixir\"", 1, ev=True),
    sh("which make cc gcc || echo none", "none", 1, ev=True),
    read("lib/accounts/policy.ex", "def login_allowed?(%User{sso_required: true, sso_subject: nil}), do: {:error, :forbidden}\ndef login_allowed?(_user), do: :ok"),
    edit("lib/accounts/policy.ex", "def login_allowed?(%User{sso_required: true, sso_subject: nil}), do: {:error, :forbidden}", "def login_allowed?(%User{sso_required: true, sso_subject: nil} = u) do\n  if fresh_invite?(u), do: :ok, else: {:error, :forbidden}\nend"),
    sh("mix compile", "** (Mix) \"make\" not found in the path. If you have set the MAKE environment variable, please make sure it is correct.\ncould not compile dependency :argon2_elixir, \"mix compile\" failed.", 1),
    say("The image has no make or C compiler, so argon2_elixir's NIF cannot be built and nothing compiles. The policy change is written but not tested."),
], "argon2_elixir needs make and a C compiler to build its NIF; neither is installed, so the project never compiled. 'forbidden' is the product's policy result.",
   near="permission_blocked"))

A(C("babel-pin-plural", "claude-transcript", "dependency_missing", """
# I18N-233: Polish plural labels wrong ("5 pliki" should be "5 plików")
`web/i18n.py` picks `one`/`other` only. Use Babel's plural rules via `ngettext` with the catalog.
Acceptance: `tests/test_i18n_plural.py` covers pl 1, 2, 5, 22, 25.
""", [
    say("Let me check requirements and install."),
    read("requirements.txt", "Flask==3.0.3\nFlask-Babel==4.0.0\nBabel==2.99.0\npytest==8.3.3"),
    sh("pip install -r requirements.txt", "Collecting Flask==3.0.3 (from -r requirements.txt (line 1))\n  Using cached flask-3.0.3-py3-none-any.whl.metadata (3.2 kB)\nCollecting Flask-Babel==4.0.0 (from -r requirements.txt (line 2))\n  Using cached flask_babel-4.0.0-py3-none-any.whl.metadata (1.9 kB)\nERROR: Could not find a version that satisfies the requirement Babel==2.99.0 (from versions: 0.8, 0.9, 0.9.1, 0.9.2, 0.9.3, 0.9.4, 0.9.5, 0.9.6, 1.0, 1.1, 1.2, 1.3, 2.0, 2.1.1, 2.2.0, 2.3.4, 2.4.0, 2.5.0, 2.5.1, 2.5.3, 2.6.0, 2.7.0, 2.8.0, 2.9.0, 2.9.1, 2.10.0, 2.10.1, 2.10.2, 2.10.3, 2.11.0, 2.12.1, 2.13.0, 2.13.1, 2.14.0, 2.15.0, 2.16.0)\nERROR: No matching distribution found for Babel==2.99.0", 1, ev=True),
    say("requirements.txt pins Babel==2.99.0, which doesn't exist on PyPI."),
    human("hm, that pin came from the lockfile bot. don't change requirements in this PR, platform owns that file"),
    say("OK, I won't touch requirements.txt. I'll write the change and note it can't be verified."),
    read("web/i18n.py", "def plural(n, one, other):\n    return one if n == 1 else other"),
    edit("web/i18n.py", "def plural(n, one, other):\n    return one if n == 1 else other", "def plural(n, msgid, msgid_plural):\n    return ngettext(msgid, msgid_plural, n) % {'num': n}"),
    sh("pytest tests/test_i18n_plural.py -q", "E   ModuleNotFoundError: No module named 'flask_babel'\n1 error in 0.05s", 2, ev=True),
    say("Flask-Babel is not installed because the Babel pin can't be resolved; the tests can't import it."),
], "requirements.txt pins Babel==2.99.0, which does not exist on PyPI, so Flask-Babel and Babel are never installed and the tests cannot import them.",
   near="", opening="polish plurals again (I18N-233). 5 pliki -> 5 plików. can you fix web/i18n.py"))

A(C("x-time-rate-pkg", "osmia", "dependency_missing", """
# API-1322: Replace hand-rolled token bucket with golang.org/x/time/rate
`internal/throttle/bucket.go` refills with integer division and never refills below 1 token/s. Replace it with
`golang.org/x/time/rate.Limiter` (already approved). Acceptance: `go test ./internal/throttle/...` passes.
""", [
    say("Running the throttle tests to see the baseline."),
    sh("go test ./internal/throttle/...", "--- PASS: TestBucketRejectsBurst (0.00s)\n    bucket_test.go:31: got \"rate limit exceeded\" as expected\n--- PASS: TestBucketRefill (1.00s)\nok  \tgithub.com/acme/gateway/internal/throttle\t1.012s"),
    read("internal/throttle/bucket.go", "func (b *Bucket) Allow() error {\n\tb.refill()\n\tif b.tokens == 0 {\n\t\treturn ErrRateLimited // \"rate limit exceeded\"\n\t}\n\tb.tokens--\n\treturn nil\n}"),
    write("internal/throttle/limiter.go", "package throttle\n\nimport \"golang.org/x/time/rate\"\n\ntype Limiter struct{ l *rate.Limiter }\n\nfunc New(perSec float64, burst int) *Limiter { return &Limiter{rate.NewLimiter(rate.Limit(perSec), burst)} }"),
    sh("go test ./internal/throttle/...", "internal/throttle/limiter.go:3:8: no required module provides package golang.org/x/time/rate; to add it:\n\tgo get golang.org/x/time/rate", 1),
    sh("go get golang.org/x/time@v0.15.0", "go: golang.org/x/time@v0.15.0: invalid version: unknown revision v0.15.0", 1, ev=True),
    sh("go list -m -versions golang.org/x/time", "go: module golang.org/x/time: reading https://goproxy.acme.internal/golang.org/x/time/@v/list: 404 Not Found\n\tserver response: not found: module golang.org/x/time is not mirrored; request it via #platform-goproxy", 1, ev=True),
    sh("go get golang.org/x/time/rate", "go: module golang.org/x/time: reading https://goproxy.acme.internal/golang.org/x/time/@v/list: 404 Not Found\n\tserver response: not found: module golang.org/x/time is not mirrored; request it via #platform-goproxy", 1, ev=True),
    say("golang.org/x/time is not available from the company Go proxy (not mirrored), so the new limiter can't compile."),
], "golang.org/x/time is not mirrored on the internal Go proxy (404) and cannot be added, so the package does not compile; 'rate limit exceeded' is the product's own limiter output.",
   near="infra_failure"))
