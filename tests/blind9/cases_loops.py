from common import *

def rounds(n, steps_fn):
    out = []
    for i in range(n):
        out += steps_fn(i)
    return out

# M1 git restore oscillation
case("tax-region-restore-loop", "claude-transcript", "TAX-88", "Quebec orders get GST only",
     "`tax/rates.py::rate_for` returns 5% for QC; it should return GST+QST (14.975%).",
     "model_confusion", "The agent kept applying the same edit, restoring the file with git restore, and re-applying it.",
     [read("tax/rates.py", "RATES = {\"ON\": 0.13, \"QC\": 0.05, \"BC\": 0.12}\n\ndef rate_for(prov):\n    return RATES[prov]"),
      edit("tax/rates.py", "\"QC\": 0.05", "\"QC\": 0.14975", ev=True),
      cmd("pytest tests/tax -q", "F.\nFAILED tests/tax/test_rates.py::test_qc_rounding - assert Decimal('14.98') == Decimal('14.97')\n1 failed, 1 passed", 1),
      say("That broke rounding. Let me revert to the original and think again."),
      cmd("git restore tax/rates.py", "", ev=True),
      edit("tax/rates.py", "\"QC\": 0.05", "\"QC\": 0.14975", ev=True),
      cmd("pytest tests/tax -q", "F.\nFAILED tests/tax/test_rates.py::test_qc_rounding - assert Decimal('14.98') == Decimal('14.97')\n1 failed, 1 passed", 1),
      cmd("git restore tax/rates.py", "", ev=True),
      say("Reverted again. The rate itself must be right; retrying the change."),
      edit("tax/rates.py", "\"QC\": 0.05", "\"QC\": 0.14975", ev=True),
      cmd("pytest tests/tax -q", "F.\nFAILED tests/tax/test_rates.py::test_qc_rounding - assert Decimal('14.98') == Decimal('14.97')\n1 failed, 1 passed", 1),
      cmd("git restore tax/rates.py", "", ev=True)],
     None, state="Failed",
     watchdog={"reason_code": "thrashing", "message": "file tax/rates.py edited and restored 3 times with no net change", "tool_name": "Edit", "call_count": 14, "tokens_consumed": 188231, "cost_estimate_usd": 0.71})

# M2 sed and reverse sed
case("retry-budget-sed-flipflop", "codex", "NET-540", "Retry budget allows one extra attempt",
     "`pkg/retry/budget.go` allows `attempts <= max`; it should stop at `attempts < max`.",
     "model_confusion", "The agent flipped the same comparison back and forth with sed and its reverse without converging.",
     [read("pkg/retry/budget.go", "func (b *Budget) Allow() bool {\n\treturn b.attempts <= b.max\n}"),
      cmd("sed -i 's/b.attempts <= b.max/b.attempts < b.max/' pkg/retry/budget.go && go test ./pkg/retry/", "--- FAIL: TestBudgetZeroMax (0.00s)\n    budget_test.go:19: Allow() = false with max=0, want true (first attempt is free)\nFAIL", 1, ev=True),
      cmd("sed -i 's/b.attempts < b.max/b.attempts <= b.max/' pkg/retry/budget.go && go test ./pkg/retry/", "--- FAIL: TestBudgetStopsAtMax (0.00s)\n    budget_test.go:31: attempts allowed = 4, want 3\nFAIL", 1, ev=True),
      cmd("sed -i 's/b.attempts <= b.max/b.attempts < b.max/' pkg/retry/budget.go && go test ./pkg/retry/", "--- FAIL: TestBudgetZeroMax (0.00s)\n    budget_test.go:19: Allow() = false with max=0, want true (first attempt is free)\nFAIL", 1, ev=True),
      cmd("sed -i 's/b.attempts < b.max/b.attempts <= b.max/' pkg/retry/budget.go && go test ./pkg/retry/", "--- FAIL: TestBudgetStopsAtMax (0.00s)\n    budget_test.go:31: attempts allowed = 4, want 3\nFAIL", 1, ev=True),
      cmd("sed -i 's/b.attempts <= b.max/b.attempts < b.max/' pkg/retry/budget.go && go test ./pkg/retry/", "--- FAIL: TestBudgetZeroMax (0.00s)\n    budget_test.go:19: Allow() = false with max=0, want true (first attempt is free)\nFAIL", 1, ev=True),
      say("One of the two tests always fails; switching back."),
      cmd("sed -i 's/b.attempts < b.max/b.attempts <= b.max/' pkg/retry/budget.go && go test ./pkg/retry/", "--- FAIL: TestBudgetStopsAtMax (0.00s)\n    budget_test.go:31: attempts allowed = 4, want 3\nFAIL", 1, ev=True)],
     fail("turn aborted by supervisor: 6 alternating edits to pkg/retry/budget.go without progress"),
     watchdog={"reason_code": "thrashing", "message": "alternating sed substitutions on pkg/retry/budget.go", "tool_name": "command_execution", "call_count": 6, "tokens_consumed": 96110, "cost_estimate_usd": 0.34})

# M3 identical failing Edit repeated (osmia)
case("locale-fallback-same-edit", "osmia", "I18N-72", "Missing translations fall back to keys",
     "`src/i18n/t.ts` should fall back to `en` when a key is missing in the active locale.",
     "model_confusion", "The agent issued the same failing Edit (old_string not found) round after round without re-reading the file.",
     [read("src/i18n/t.ts", "export function t(key: string, locale: Locale): string {\n  return messages[locale][key] ?? key\n}")] +
     rounds(5, lambda i: [edit("src/i18n/t.ts", "  return messages[locale][key] || key", "  return messages[locale][key] ?? messages.en[key] ?? key", ev=True,
                               err="<tool_use_error>String to replace not found in file.\nString:   return messages[locale][key] || key</tool_use_error>"),
                          say("Applying the fallback change to t.ts.")]),
     fail("watchdog: 5 identical Edit calls"),
     watchdog={"reason_code": "loop", "message": "5 consecutive identical Edit calls on src/i18n/t.ts", "tool_name": "Edit", "call_count": 5, "tokens_consumed": 61200, "cost_estimate_usd": 0.19})

# M4 hallucinated file and API (transcript)
case("date-range-hallucinated-util", "claude-transcript", "RPT-250", "Date range picker excludes the end day",
     "`src/reports/range.ts::toQuery` uses `<` for the end date; it must include the whole end day.",
     "model_confusion", "The agent kept reading and editing a utility file and a dayjs API that do not exist in the repo.",
     [read("src/reports/range.ts", "export const toQuery = (r: Range) => ({ from: r.start.toISOString(), to: r.end.toISOString() })"),
      cmd("cat src/utils/dateRange.ts", "cat: src/utils/dateRange.ts: No such file or directory", 1, ev=True),
      say("I'll update the shared helper in src/utils/dateRange.ts that toQuery relies on."),
      edit("src/utils/dateRange.ts", "export const endOfDay = (d: Date) => d", "export const endOfDay = (d: Date) => dayjs.tz.endOfDayStrict(d)", ev=True,
           err="<tool_use_error>File does not exist.</tool_use_error>"),
      cmd("grep -rn endOfDayStrict node_modules/dayjs/ | head -n 3", "", 1),
      say("dayjs.tz.endOfDayStrict is the right API; updating src/utils/dateRange.ts."),
      edit("src/utils/dateRange.ts", "export const endOfDay = (d: Date) => d", "export const endOfDay = (d: Date) => dayjs.tz.endOfDayStrict(d)", ev=True,
           err="<tool_use_error>File does not exist.</tool_use_error>"),
      say("The helper is updated, so toQuery now includes the end day."),
      cmd("npx vitest run src/reports", " \u276f src/reports/range.test.ts (2 tests | 1 failed)\n   \u00d7 includes the end day\n     \u2192 expected '2026-11-30T00:00:00.000Z' to be '2026-11-30T23:59:59.999Z'", 1)],
     None)

# M5 git stash / stash pop oscillation (claude, near_miss="dependency_missing")
case("webhook-dedupe-stash-loop", "claude", "INT-310", "Duplicate webhooks create duplicate tickets",
     "Deduplicate incoming webhooks by `delivery_id` in `integrations/github/handler.py`.",
     "model_confusion", "The agent repeatedly stashed and popped its own change, re-running the same tests each time, and never settled.",
     [read("integrations/github/handler.py", "def handle(event):\n    create_ticket(event)"),
      edit("integrations/github/handler.py", "def handle(event):\n    create_ticket(event)", "def handle(event):\n    if seen(event.delivery_id):\n        return\n    mark_seen(event.delivery_id)\n    create_ticket(event)", ev=True),
      cmd("pytest tests/integrations -q", "..F\nFAILED tests/integrations/test_handler.py::test_redelivery_after_24h - assert 1 == 2\n1 failed, 2 passed", 1),
      cmd("git stash && pytest tests/integrations -q", "Saved working directory and index state WIP on main: 91ad3e0 integrations: fix permission check\n.F.\nFAILED tests/integrations/test_handler.py::test_duplicate_delivery - assert 2 == 1\n1 failed, 2 passed", 1, ev=True),
      cmd("git stash pop && pytest tests/integrations -q", "On branch main\nChanges not staged for commit:\n\tmodified:   integrations/github/handler.py\nDropped refs/stash@{0} (4f2e9a1)\n..F\nFAILED tests/integrations/test_handler.py::test_redelivery_after_24h - assert 1 == 2\n1 failed, 2 passed", 1, ev=True),
      say("Let me compare against the original once more."),
      cmd("git stash && pytest tests/integrations -q", "Saved working directory and index state WIP on main: 91ad3e0 integrations: fix permission check\n.F.\nFAILED tests/integrations/test_handler.py::test_duplicate_delivery - assert 2 == 1\n1 failed, 2 passed", 1, ev=True),
      cmd("git stash pop && pytest tests/integrations -q", "Dropped refs/stash@{0} (7c1d0b3)\n..F\nFAILED tests/integrations/test_handler.py::test_redelivery_after_24h - assert 1 == 2\n1 failed, 2 passed", 1, ev=True),
      cmd("git stash && pytest tests/integrations -q", "Saved working directory and index state WIP on main: 91ad3e0 integrations: fix permission check\n.F.\nFAILED tests/integrations/test_handler.py::test_duplicate_delivery - assert 2 == 1\n1 failed, 2 passed", 1, ev=True),
      cmd("git stash pop", "Dropped refs/stash@{0} (a02b7e4)", 0, ev=True)],
     fail("Stopped after repeated stash/pop cycles without converging", subtype="error_max_turns"))

# M6 identical go test runs, nothing changes
case("ingest-identical-reruns", "osmia", "DATA-431", "Ingest drops the last batch",
     "`internal/ingest/batcher.go::Flush` is never called on close. Call it from `Close()`.",
     "model_confusion", "The agent re-ran the same failing test eight times in a row without changing anything.",
     [read("internal/ingest/batcher.go", "func (b *Batcher) Close() error {\n\treturn b.sink.Close()\n}")] +
     [cmd("go test ./internal/ingest/ -run TestCloseFlushes", "--- FAIL: TestCloseFlushes (0.00s)\n    batcher_test.go:52: sink received 2 batches, want 3\nFAIL\nFAIL\tgithub.com/acme/ingest/internal/ingest\t0.004s\nFAIL", 1, ev=(i >= 1)) for i in range(8)] +
     [say("The test still reports 2 batches. Running it again to confirm.")],
     fail("turn aborted: repeated identical command 8 times"),
     watchdog={"reason_code": "loop", "message": "8 consecutive identical Bash calls", "tool_name": "Bash", "call_count": 8, "tokens_consumed": 54000, "cost_estimate_usd": 0.12})

# M7 git checkout -- oscillation Kotlin (osmia)
case("kotlin-parser-checkout-flip", "osmia", "CFG-333", "YAML config parser rejects anchors",
     "`ConfigParser.kt` rejects YAML anchors (`&base`). Allow aliases via `LoaderOptions.setMaxAliasesForCollections`.",
     "model_confusion", "The agent alternated between applying its change and discarding it with git checkout, contradicting itself each round.",
     [edit("src/main/kotlin/cfg/ConfigParser.kt", "val opts = LoaderOptions()", "val opts = LoaderOptions().apply { maxAliasesForCollections = 50 }", ev=True),
      say("Actually the parser is fine; the bug must be in the fixture. Reverting."),
      cmd("git checkout -- src/main/kotlin/cfg/ConfigParser.kt", "Updated 1 path from the index", ev=True),
      say("No, the fixture is valid YAML; the parser is the problem. Re-applying."),
      edit("src/main/kotlin/cfg/ConfigParser.kt", "val opts = LoaderOptions()", "val opts = LoaderOptions().apply { maxAliasesForCollections = 50 }", ev=True),
      say("On reflection the limit should stay at the default for security. Reverting."),
      cmd("git checkout -- src/main/kotlin/cfg/ConfigParser.kt", "Updated 1 path from the index", ev=True),
      edit("src/main/kotlin/cfg/ConfigParser.kt", "val opts = LoaderOptions()", "val opts = LoaderOptions().apply { maxAliasesForCollections = 50 }", ev=True),
      cmd("git checkout -- src/main/kotlin/cfg/ConfigParser.kt", "Updated 1 path from the index", ev=True),
      cmd("./gradlew test --tests '*ConfigParser*'", "ConfigParserTest > parsesAnchors() FAILED\n    org.yaml.snakeyaml.error.YAMLException: Number of aliases for non-scalar nodes exceeds the specified max=0\n\n2 tests completed, 1 failed", 1)],
     fail("No net change after repeated apply/revert cycles"))

# M8 identical test+edit rounds (transcript)
case("badge-count-identical-rounds", "claude-transcript", "FE-1312", "Unread badge shows 0 after refresh",
     "`src/inbox/useUnread.ts` reads the count before the query resolves. Use `data?.count` after `isSuccess`.",
     "model_confusion", "The agent ran the same test and made the identical edit (same old/new strings) in four consecutive rounds.",
     [read("src/inbox/useUnread.ts", "export function useUnread() {\n  const q = useQuery(unreadQuery)\n  return q.data.count\n}")] +
     rounds(4, lambda i: [cmd("npx vitest run src/inbox", " \u276f src/inbox/useUnread.test.ts (1 test | 1 failed)\n   \u00d7 returns count after load\n     \u2192 Cannot read properties of undefined (reading 'count')", 1),
                          edit("src/inbox/useUnread.ts", "  return q.data.count", "  return q.data.count", ev=True)]),
     None,
     watchdog={"reason_code": "loop", "message": "identical Edit + test cycle repeated 4 times", "tool_name": "Edit", "call_count": 8, "tokens_consumed": 77400, "cost_estimate_usd": 0.29})

# M9 watchdog killed for loop (near-miss: 'killed')
case("cron-parser-killed-loop", "claude", "SCH-101", "Cron parser accepts 61 minutes",
     "`scheduling/cron.py::parse` should reject minute values > 59 with ValueError.",
     "model_confusion", "The run was killed by the watchdog for looping on the same Grep; 'killed' is the watchdog acting on a loop, not an environment failure.",
     [read("scheduling/cron.py", "def parse(expr):\n    minute, hour, dom, mon, dow = expr.split()\n    return Cron(int(minute), hour, dom, mon, dow)")] +
     [cmd("grep -rn \"def parse\" scheduling/", "scheduling/cron.py:1:def parse(expr):", 0, ev=(i >= 2)) for i in range(7)] +
     [sysnote("watchdog: run killed after 7 identical tool calls (Bash grep -rn \"def parse\" scheduling/)", ev=True)],
     None,
     watchdog={"reason_code": "loop", "message": "killed: 7 identical consecutive tool calls", "tool_name": "Bash", "call_count": 7, "tokens_consumed": 40210, "cost_estimate_usd": 0.09},
     near_miss="infra_failure")

# M10 self-contradiction with revert edits (codex)
case("queue-priority-contradiction", "codex", "JOB-870", "High-priority jobs are dequeued last",
     "`queue/heap.py` uses a min-heap on `priority`; higher numbers mean higher priority. Fix the ordering.",
     "model_confusion", "The agent alternated between negating and un-negating the priority, each time declaring the opposite conclusion.",
     [read("queue/heap.py", "def push(self, job):\n    heapq.heappush(self._h, (job.priority, job.seq, job))"),
      say("Higher number = higher priority, so the key must be negated."),
      edit("queue/heap.py", "(job.priority, job.seq, job)", "(-job.priority, job.seq, job)", ev=True),
      say("Wait: priority 1 is the highest in this codebase, so negation is wrong. Reverting."),
      edit("queue/heap.py", "(-job.priority, job.seq, job)", "(job.priority, job.seq, job)", ev=True),
      say("Re-reading the ticket: higher numbers mean higher priority. Negating again."),
      edit("queue/heap.py", "(job.priority, job.seq, job)", "(-job.priority, job.seq, job)", ev=True),
      say("Hmm, the enum says URGENT = 1. Reverting the negation."),
      edit("queue/heap.py", "(-job.priority, job.seq, job)", "(job.priority, job.seq, job)", ev=True),
      cmd("pytest tests/queue -q", "F.\nFAILED tests/queue/test_heap.py::test_high_priority_first - assert 'low' == 'high'\n1 failed, 1 passed in 0.03s", 1)],
     fail("Ended with the original ordering; test_high_priority_first still failing"))
