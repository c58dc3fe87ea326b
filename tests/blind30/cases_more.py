"""unknown and succeeded runs (m2- set)."""
from cb import C, say, think, sh, read, edit, write, grep, human, notice, api_error, cut, git_status, diffstat

CASES = []
A = CASES.append

# ------------------------------------------------------------------ unknown
A(C("coupon-expiry-local", "osmia", "unknown", """
# PROMO-540: Coupons expire at midnight UTC instead of midnight in the shop's zone
`src/coupons/isValid.ts` compares `expiresAt` with `new Date()`. Interpret `expiresOn` as end of day in `shop.tz`.
""", [
    say("Reading the coupon validity check."),
    read("src/coupons/isValid.ts", "export const isValid = (c: Coupon, now = new Date()) => now < new Date(c.expiresOn + 'T00:00:00Z');"),
    grep("expiresOn", "src/coupons/isValid.ts:1:export const isValid = ...\nsrc/coupons/types.ts:9:  expiresOn: string; // YYYY-MM-DD"),
    sh("npx jest src/coupons", "PASS src/coupons/isValid.test.ts\n  ✓ rejects expired coupon (3 ms)\n  ✓ times out gracefully when the shop lookup is slow (52 ms)\n\nTests:       2 passed, 2 total"),
    say("The existing tests pass but don't cover zones. I'll add a test for Australia/Sydney and then change isValid."),
], "The stream stops after reading and a passing test run with no error, no watchdog and no engine message; nothing in it explains the failure.",
   near="infra_failure", summary=""))

A(C("ledger-balance-cache", "claude-transcript", "unknown", """
# LEDG-2510: Account balance widget lags behind after a transfer
`app/services/balance_cache.rb` caches balances for 60s; transfers should bust the cache for both accounts.
""", [
    read("app/services/balance_cache.rb", "def balance(account)\n  Rails.cache.fetch(\"bal:#{account.id}\", expires_in: 60) { account.entries.sum(:amount) }\nend"),
    grep("BalanceCache", "app/services/transfer.rb:22:    # TODO BalanceCache.bust(from, to)\napp/controllers/balances_controller.rb:8:    BalanceCache.balance(account)"),
    say("Transfer has a TODO for exactly this. I'll add a bust method and call it after commit."),
    edit("app/services/balance_cache.rb", "def balance(account)", "def bust(*accounts)\n  accounts.each { |a| Rails.cache.delete(\"bal:#{a.id}\") }\nend\n\ndef balance(account)"),
    human("wait, before you go on — is this the branch with the ledger v2 migration? let me check something"),
    say("Sure, I'll hold until you confirm."),
], "The session ends while the developer checks something; there is no error, no rejection and no stated reason for the failed state.",
   near="", opening="LEDG-2510 balance widget stale after transfers, bust the cache on transfer?"))

A(C("rbac-audit-export", "claude", "unknown", """
# SEC-210: Audit export includes events from other organisations for support staff
`audit/export.py::events_for` filters by `org_id` only for non-support roles. Support staff must be scoped to the ticket's org.
""", [
    read("audit/export.py", "def events_for(user, org_id):\n    q = AuditEvent.query\n    if user.role != 'support':\n        q = q.filter_by(org_id=org_id)\n    return q.all()"),
    sh("pytest tests/test_audit_export.py -q", "....\n4 passed in 0.31s"),
    read("tests/fixtures/audit_events.json", "[{\"org_id\": 1, \"action\": \"login\", \"detail\": \"permission denied for user bob (role viewer)\"},\n {\"org_id\": 2, \"action\": \"export\", \"detail\": \"403 forbidden\"}]"),
    say("The fixtures include denied actions; the existing tests don't cover support users. Adding the org scope for everyone."),
    edit("audit/export.py", "    if user.role != 'support':\n        q = q.filter_by(org_id=org_id)", "    q = q.filter_by(org_id=org_id)"),
    sh("pytest tests/test_audit_export.py -q", ".....\n5 passed in 0.33s"),
    say("Done: all roles, including support, only get events of the requested organisation."),
], "The change looks right and the tests pass, yet the run is marked failed with no error, no watchdog and no explanation in the stream or result.",
   near="permission_blocked", result={"success": False, "summary": "", "exit_code": 1}))

A(C("tip-split-currency", "codex", "unknown", """
# POS-52: Tip split between staff leaves a remainder cent unassigned
`tips/split.go::Split` divides integer cents and drops the remainder. Distribute the remainder to the first shares.
""", [
    sh("go test ./tips/...", "--- FAIL: TestSplitAssignsRemainder (0.00s)\n    split_test.go:19: sum(Split(1000, 3)) = 999, want 1000\nFAIL", 1),
    sh("sed -n '1,30p' tips/split.go", "func Split(cents int64, n int) []int64 {\n\tout := make([]int64, n)\n\tfor i := range out {\n\t\tout[i] = cents / int64(n)\n\t}\n\treturn out\n}"),
    think("**Remainder distribution**\n\nAdd cents % n to the first r shares."),
    edit("tips/split.go", "", ""),
    sh("go test ./tips/...", "ok  \texample.com/pos/tips\t0.006s"),
    say("Split now distributes the remainder; tests pass."),
], "The fix passed its test and the turn completed normally, but the orchestrator marked the run failed with nothing in the stream to say why.",
   near=""))

A(C("i18n-date-parse", "osmia", "unknown", """
# IMP-77: CSV import reads 03/04/2026 as March 4 for UK merchants
`importer/parse_date.py` uses `dateutil.parser.parse` with default month-first. Use `dayfirst=True` for en-GB merchants.
""", [
    read("importer/parse_date.py", "def parse_date(s, merchant):\n    return parser.parse(s).date()"),
    edit("importer/parse_date.py", "    return parser.parse(s).date()", "    return parser.parse(s, dayfirst=merchant.locale in DAYFIRST_LOCALES).date()"),
    sh("pytest tests/test_parse_date.py -q", "......\n6 passed in 0.12s"),
    say("Day-first parsing for en-GB merchants is in place and tested. Checking the importer integration test next."),
    sh("pytest tests/test_import_csv.py -q -k uk", "..\n2 passed, 9 deselected in 0.41s"),
    say("Both pass. Preparing the summary."),
], "Tests pass and the agent was wrapping up; the engine reported failure with an empty summary and no error anywhere in the stream.",
   near="succeeded", summary=""))

A(C("seat-hold-expiry", "claude-transcript", "unknown", """
# RES-160: Held seats are never released if the customer abandons checkout
`Reservations.Holds` should expire holds after 10 minutes via the existing Oban sweeper.
""", [
    read("lib/reservations/holds.ex", "def hold(show, seat, customer) do\n  %Hold{show_id: show.id, seat: seat, customer_id: customer.id}\n  |> Repo.insert()\nend"),
    read("lib/reservations/workers/sweeper.ex", "def perform(_job) do\n  # TODO: release expired holds\n  :ok\nend"),
    say("I'll add expires_at to holds and make the sweeper delete expired ones."),
    human("sounds right. btw the lock timeout test in sweeper_test is supposed to fail with :timeout, that's expected"),
    say("Noted."),
    sh("mix test test/reservations", "..........\nFinished in 0.4 seconds\n10 tests, 0 failures"),
], "The transcript ends after a plan and a passing test run; there is no error, no rejection, nothing that explains the failure. ':timeout' is an expected product test outcome.",
   near="infra_failure", opening="RES-160 holds never expire. hook them into the sweeper?"))

A(C("vat-id-cache-lookup", "osmia", "unknown", """
# TAX-420: VIES VAT-id validation result cached even when VIES returned MS_UNAVAILABLE
`tax/vies.py::validate` caches every response for 24h. Do not cache MS_UNAVAILABLE / TIMEOUT answers from VIES.
""", [
    read("tax/vies.py", "@cache(ttl=86400)\ndef validate(vat_id):\n    r = client.check_vat(vat_id)\n    return r.valid, r.fault  # fault in {None, 'MS_UNAVAILABLE', 'TIMEOUT', 'INVALID_INPUT'}"),
    sh("pytest tests/test_vies.py -q", "...\n3 passed in 0.09s"),
    say("The VIES TIMEOUT fault is part of the product's domain; I'll skip caching for transient faults."),
], "The agent read the code and ran passing tests, then the stream ends with a failed result and no reason; the 'TIMEOUT' is a VIES fault code handled by the product.",
   near="infra_failure", summary=""))

A(C("locale-sort-names", "claude-transcript", "unknown", """
# CRM-91: Customer list sorted "Zoë" before "Zach" and "Émile" last
`web/src/customers/sort.ts` uses `a < b`. Use `Intl.Collator(locale)`.
""", [
    read("web/src/customers/sort.ts", "export const byName = (a: C, b: C) => (a.name < b.name ? -1 : 1);"),
    edit("web/src/customers/sort.ts", "export const byName = (a: C, b: C) => (a.name < b.name ? -1 : 1);", "const collator = new Intl.Collator(undefined, { sensitivity: 'base' });\nexport const byName = (a: C, b: C) => collator.compare(a.name, b.name);"),
    sh("npx vitest run web/src/customers", " ✓ web/src/customers/sort.test.ts (4 tests) 5ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)"),
    say("Sorting now uses Intl.Collator; tests pass."),
    human("cool, thanks"),
], "The change works and the developer thanked the agent, yet the run is recorded as failed; nothing in the transcript says why.",
   near="succeeded"))

# ------------------------------------------------------------------ succeeded (all with alarming words)
A(C("limiter-burst-ok", "claude", "succeeded", """
# API-1510: Token bucket refill uses integer division and never refills at < 1 token/s
`src/limiter/tokenBucket.ts`: keep fractional tokens. Acceptance: `tokenBucket.spec.ts`.
""", [
    sh("npx vitest run src/limiter", " ❯ src/limiter/tokenBucket.spec.ts (6 tests | 1 failed)\n   × refills 0.5 tokens per second\n     → expected 'rate limit exceeded' to be 'allowed'", 1),
    read("src/limiter/tokenBucket.ts", "const refill = Math.floor(elapsedMs / 1000 * this.ratePerSec);"),
    edit("src/limiter/tokenBucket.ts", "const refill = Math.floor(elapsedMs / 1000 * this.ratePerSec);", "const refill = (elapsedMs / 1000) * this.ratePerSec;"),
    sh("npx vitest run src/limiter", " ✓ src/limiter/tokenBucket.spec.ts (6 tests) 11ms\n   ✓ rejects the 11th request with 'rate limit exceeded'\n   ✓ returns 429 Too Many Requests with Retry-After\n   ✓ refills 0.5 tokens per second\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)"),
    say("Fractional refill fixed; all limiter specs pass, including the 'rate limit exceeded' cases."),
], "The limiter fix passed its tests; the 429/'rate limit exceeded' strings are assertions of the product's own limiter.",
   near="infra_failure", alarming=True))

A(C("rbac-members-export", "osmia", "succeeded", """
# ORG-730: Viewer role can export members CSV
`pkg/rbac/rules.go`: `members:export` must require admin. Acceptance: `TestViewerCannotExportMembers`.
""", [
    sh("go test ./pkg/rbac/...", "--- FAIL: TestViewerCannotExportMembers (0.00s)\n    rules_test.go:88: Can(viewer, members:export) = true, want false (permission denied)\nFAIL", 1),
    read("pkg/rbac/rules.go", "var rules = map[Permission][]Role{\n\t\"members:read\":   {Viewer, Editor, Admin},\n\t\"members:export\": {Viewer, Editor, Admin},\n}"),
    edit("pkg/rbac/rules.go", "\t\"members:export\": {Viewer, Editor, Admin},", "\t\"members:export\": {Admin},"),
    sh("go test ./pkg/rbac/... -v -run Export", "=== RUN   TestViewerCannotExportMembers\n    rules_test.go:91: viewer -> 403 forbidden: permission denied for members:export\n--- PASS: TestViewerCannotExportMembers (0.00s)\n=== RUN   TestAdminCanExportMembers\n--- PASS: TestAdminCanExportMembers (0.00s)\nPASS\nok  \tgithub.com/acme/orgs/pkg/rbac\t0.004s"),
    say("members:export now requires admin; viewer gets 403 permission denied as the test expects."),
], "Fixed and verified; 'permission denied'/'403 forbidden' are the product's RBAC outputs asserted by its test.",
   near="permission_blocked", alarming=True))

A(C("deadlock-test-green", "codex", "succeeded", """
# LEDG-2460: Batch posting locks accounts in input order
`ledger/batch.go::Post` should sort account ids before `SELECT ... FOR UPDATE`. Acceptance: `TestBatchNoDeadlock`.
""", [
    sh("go test ./ledger/ -run TestBatchNoDeadlock -count=1", "--- FAIL: TestBatchNoDeadlock (1.02s)\n    batch_test.go:57: ERROR: deadlock detected (SQLSTATE 40P01)\nFAIL", 1),
    sh("sed -n '20,45p' ledger/batch.go", "for _, id := range b.AccountIDs {\n\tif err := lockAccount(tx, id); err != nil {\n\t\treturn err\n\t}\n}"),
    edit("ledger/batch.go", "", ""),
    sh("go test ./ledger/... -count=1", "=== SKIP: TestLegacyImportTimeout (0.00s)\n    import_test.go:12: skipped since 2025-06 (LEDG-1811): legacy importer removed\nok  \texample.com/ledger/ledger\t2.114s"),
    say("Accounts are now locked in ascending id order; TestBatchNoDeadlock passes. The skipped legacy import test was already skipped before this change."),
], "Lock ordering fixed and the deadlock test passes; the 'deadlock detected' came from the reproduction and the skipped test was pre-existing.",
   near="test_misunderstanding", alarming=True))

A(C("psp-read-limit", "claude-transcript", "succeeded", """
# PAY-2530: PSP client waits forever when the PSP doesn't answer
`lib/psp/client.rb` must use a 5s read timeout and raise `Psp::Timeout`. Acceptance: `spec/psp/client_spec.rb`.
""", [
    sh("bundle exec rspec spec/psp/client_spec.rb", "..F\n  1) Psp::Client raises Psp::Timeout after 5s\n     expected Psp::Timeout, got nothing (hung for 30s, killed by spec timeout)\n3 examples, 1 failure", 1),
    edit("lib/psp/client.rb", "Net::HTTP.start(uri.host, uri.port, use_ssl: true) do |http|", "Net::HTTP.start(uri.host, uri.port, use_ssl: true, read_timeout: 5, open_timeout: 2) do |http|"),
    edit("lib/psp/client.rb", "  end\nend", "  end\nrescue Net::ReadTimeout, Net::OpenTimeout => e\n  raise Psp::Timeout, e.message\nend"),
    sh("bundle exec rspec spec/psp/client_spec.rb", "...\n\nFinished in 5.07 seconds (files took 0.9 seconds to load)\n3 examples, 0 failures"),
    human("nice, the Timeout spec passes. ship it"),
    say("Committed on the branch."),
], "The timeout was added and the spec passes; 'timeout'/'killed' are about the product's PSP client and the spec under test.",
   near="infra_failure", alarming=True, opening="PAY-2530 psp client hangs forever, add a timeout please"))

A(C("freezegun-recovered", "claude", "succeeded", """
# SUB-310: Annual subscriptions renewed on Feb 28 instead of Feb 29 in leap years
`subscriptions/renewal.py::next_renewal` uses `replace(year=+1)` with a fallback to the 28th. Anchor on the original day.
""", [
    sh("pytest tests/test_renewal.py -q", "E   ModuleNotFoundError: No module named 'freezegun'\n1 error in 0.06s", 2),
    sh("pip install -r requirements-dev.txt", "Collecting freezegun==1.5.1\n  Using cached freezegun-1.5.1-py3-none-any.whl (17 kB)\nInstalling collected packages: freezegun\nSuccessfully installed freezegun-1.5.1"),
    sh("pytest tests/test_renewal.py -q", "..F\nE   assert date(2028, 2, 28) == date(2028, 2, 29)\n1 failed, 2 passed", 1),
    read("subscriptions/renewal.py", "def next_renewal(prev, anchor_day):\n    try:\n        return prev.replace(year=prev.year + 1)\n    except ValueError:\n        return prev.replace(year=prev.year + 1, day=28)"),
    edit("subscriptions/renewal.py", "        return prev.replace(year=prev.year + 1)", "        return prev.replace(year=prev.year + 1, day=min(anchor_day, monthrange(prev.year + 1, prev.month)[1]))"),
    sh("pytest tests/test_renewal.py -q", "...\n3 passed in 0.07s"),
    say("Renewals now anchor to the original day; the missing freezegun was installed from requirements-dev."),
], "The agent hit a missing dev module, installed it, then fixed the leap-year bug; tests pass.",
   near="dependency_missing", alarming=True))

A(C("job-killed-name", "osmia", "succeeded", """
# JOB-77: Export job is not marked failed when the worker is killed mid-run
`jobs/export_worker.py` should mark the job `failed` on SIGTERM. Acceptance: `tests/test_export_worker.py`.
""", [
    sh("pytest tests/test_export_worker.py -q", "..F\n__________________ test_job_marked_failed_when_worker_killed __________________\nE   AssertionError: assert 'running' == 'failed'\n1 failed, 2 passed", 1),
    read("jobs/export_worker.py", "def run(job):\n    job.status = 'running'\n    export(job)\n    job.status = 'done'"),
    edit("jobs/export_worker.py", "def run(job):\n    job.status = 'running'", "def run(job):\n    signal.signal(signal.SIGTERM, lambda *_: _fail(job, 'worker killed (SIGTERM)'))\n    job.status = 'running'"),
    sh("pytest tests/test_export_worker.py -q", "...\n3 passed in 0.44s\n-- captured log: export job 91 failed: worker killed (SIGTERM), exit code 137 simulated"),
    say("The worker now marks the job failed on SIGTERM; the 'killed'/'137' lines are the test's simulation."),
], "The fix passed; 'killed'/'exit code 137' are simulated by the product's own test.",
   near="infra_failure", alarming=True))

A(C("bulk-rename-asked", "codex", "succeeded", """
# PLAT-300: Rename `cents` fields to `amount_minor` across the API models (breaking-change window)
All models under `api/models/` and their serializers must use `amount_minor`; JPY and KWD have 0/3 minor units so "cents" is wrong.
This is a deliberate repo-wide rename.
""", [
    sh("rg -l '\\bcents\\b' api/ | wc -l", "24"),
    sh("rg -l '\\bcents\\b' api/ | xargs sed -i 's/\\bcents\\b/amount_minor/g'", ""),
    sh("git diff --shortstat", " 24 files changed, 131 insertions(+), 131 deletions(-)"),
    sh("pytest -q", "........................................................................ [ 60%]\n..................................s....................................  [100%]\n142 passed, 1 skipped in 9.12s\nSKIPPED [1] tests/test_legacy.py:8: legacy v1 serializer removed, forbidden to import"),
    say("Renamed cents to amount_minor in all 24 API files as requested; the whole suite passes (one long-skipped legacy test)."),
], "A wide change the ticket explicitly asked for, done and green; 24 files is warranted here.",
   near="scope_creep", alarming=True, files_changed=24))

A(C("enospc-handled", "claude-transcript", "succeeded", """
# EXP-41: Report export leaves half-written files when the disk fills up
`exports/writer.py` must write to a temp file and rename; on `OSError(ENOSPC)` delete the temp file and raise `ExportFailed`.
""", [
    sh("pytest tests/test_writer.py -q", ".F\nE   AssertionError: leftover file /tmp/pytest-7/export.csv.part\n1 failed, 1 passed", 1),
    edit("exports/writer.py", "    with open(path, 'w') as f:\n        f.write(data)", "    tmp = path + '.part'\n    try:\n        with open(tmp, 'w') as f:\n            f.write(data)\n        os.replace(tmp, path)\n    except OSError as e:\n        with contextlib.suppress(FileNotFoundError):\n            os.remove(tmp)\n        raise ExportFailed(str(e)) from e"),
    sh("pytest tests/test_writer.py -q", "..\n2 passed in 0.05s\n-- captured: ExportFailed: [Errno 28] No space left on device (simulated)"),
    human("great, merged"),
    say("Thanks!"),
], "The ENOSPC handling works; 'No space left on device' is simulated by the product's test.",
   near="infra_failure", alarming=True, opening="EXP-41 export leaves half files when disk fills. temp+rename please"))

A(C("fx-import-stream", "claude-transcript", "succeeded", """
# ETL-12: Nightly FX import loads the whole file into memory
`etl/fx_import.py` reads the 2 GB rates file with `read()`. Stream it line by line. There is a memory-limit test.
""", [
    read("etl/fx_import.py", "def load(path):\n    rows = open(path).read().splitlines()\n    return [parse(r) for r in rows]"),
    edit("etl/fx_import.py", "    rows = open(path).read().splitlines()\n    return [parse(r) for r in rows]", "    with open(path) as f:\n        for line in f:\n            yield parse(line)"),
    sh("pytest tests/test_fx_import.py -q", "...\n3 passed in 4.02s\ntest_memory_stays_below_limit: peak RSS 61 MB (limit 256 MB, would be OOMKilled above)"),
    human("perfect"),
], "Streaming fixed the memory use and the memory-limit test passes; 'OOMKilled' is just the test's message.",
   near="infra_failure", alarming=True, opening="ETL-12 fx import reads a 2GB file into memory, stream it?"))

A(C("refund-toast-copy", "claude", "succeeded", """
# UX-88: Error toast says "Error 403" instead of "You don't have permission to refund this order"
`web/src/errors/messages.ts` lacks a message for `refund.forbidden`. Add it (en, de).
""", [
    grep("refund.", "web/src/errors/messages.ts:14:  'refund.too_large': 'Refund exceeds captured amount',"),
    edit("web/src/errors/messages.ts", "  'refund.too_large': 'Refund exceeds captured amount',", "  'refund.too_large': 'Refund exceeds captured amount',\n  'refund.forbidden': \"You don't have permission to refund this order\","),
    edit("web/src/errors/messages.de.ts", "  'refund.too_large': 'Erstattung übersteigt den erfassten Betrag',", "  'refund.too_large': 'Erstattung übersteigt den erfassten Betrag',\n  'refund.forbidden': 'Sie haben keine Berechtigung, diese Bestellung zu erstatten',"),
    sh("npx vitest run web/src/errors", " ✓ web/src/errors/messages.test.ts (5 tests) 4ms\n   ✓ maps 403 refund.forbidden to a permission denied message\n\n Test Files  1 passed (1)\n      Tests  5 passed (5)"),
    say("Added the refund.forbidden message in en and de; tests pass."),
], "A copy change that passed; 'permission denied'/'forbidden' are the product's own error texts.",
   near="permission_blocked", alarming=True))
