from make_blind import say, think, sh, read, edit, write, tool, raw, api_error, multi

CASES = []

# ---------------------------------------------------------------- MC1 claude edit A<->B, watchdog loop
A1 = "    return round(amount * rate, 2)"
B1 = "    return (amount * rate).quantize(Decimal(\"0.01\"), rounding=ROUND_HALF_EVEN)"
OUT1 = "F.......\n=================================== FAILURES ===================================\n__________________________ test_convert_half_cent __________________________\n>       assert convert(Decimal(\"10.005\"), \"EUR\", \"USD\") == Decimal(\"10.87\")\nE       AssertionError: assert Decimal('10.86') == Decimal('10.87')\n\ntests/fx/test_convert.py:22: AssertionError\n1 failed, 7 passed in 0.14s"
steps = [
    say("Let me run the FX tests."),
    sh("pytest tests/fx -q", OUT1, rc=1),
    read("fx/convert.py", "from decimal import Decimal, ROUND_HALF_EVEN, ROUND_HALF_UP\n\nfrom .rates import rate_for\n\n\ndef convert(amount: Decimal, src: str, dst: str) -> Decimal:\n    rate = rate_for(src, dst)\n" + A1),
    say("`round()` on Decimal uses banker's rounding. I'll quantize explicitly."),
]
for i in range(3):
    steps += [edit("fx/convert.py", A1, B1, ev="call"), sh("pytest tests/fx -q", OUT1, rc=1, ev="out")]
    steps += [say("Still 10.86. Maybe the quantize path differs from round for this input; reverting to round() to compare." if i == 0 else "Same result. Switching back to round() once more to double-check the baseline.")]
    steps += [edit("fx/convert.py", B1, A1, ev="call"), sh("pytest tests/fx -q", OUT1, rc=1, ev="out")]
CASES.append(dict(
    slug="fx-2203", ticket="FX-2203", fmt="claude", mode="model_confusion",
    why="The agent flips fx/convert.py between round() and quantize(ROUND_HALF_EVEN) three times with the identical test failure each time (never trying HALF_UP); the watchdog stops it for looping.",
    prompt="""# FX-2203: Converted amounts round half-cents down

`fx/convert.py::convert()` returns `10.86` USD for `10.005` EUR at rate 1.0858;
finance expects commercial rounding (half up) → `10.87`.

## Acceptance criteria
- `pytest tests/fx -q` passes.
""",
    steps=steps, end=None,
    watchdog={"reason_code": "loop", "message": "Edit on fx/convert.py alternated between the same two contents 6 times with identical pytest output; terminating", "tool_name": "Edit", "call_count": 6},
    result={"success": False, "summary": "terminated by watchdog (loop)", "exit_code": 1},
))

# ---------------------------------------------------------------- MC2 codex identical command repeated
OUT2 = "--- FAIL: TestEvictLRU (0.00s)\n    lru_test.go:61: after Put(k4): Keys() = [k1 k3 k4], want [k2 k3 k4]\nFAIL\nFAIL\tgithub.com/acme/edge/pkg/cache\t0.005s\nFAIL\n"
steps = [
    sh("sed -n '30,80p' pkg/cache/lru.go", "func (c *LRU) Get(k string) (V, bool) {\n\te, ok := c.items[k]\n\tif !ok {\n\t\tvar zero V\n\t\treturn zero, false\n\t}\n\treturn e.Value.(*entry).v, true\n}\n\nfunc (c *LRU) Put(k string, v V) {\n\tif e, ok := c.items[k]; ok {\n\t\te.Value.(*entry).v = v\n\t\tc.ll.MoveToFront(e)\n\t\treturn\n\t}\n\tc.items[k] = c.ll.PushFront(&entry{k, v})\n\tif c.ll.Len() > c.cap {\n\t\tc.evictOldest()\n\t}\n}\n"),
    think("**Get does not promote**\n\nGet should MoveToFront. Let me confirm the failure first."),
]
for i in range(6):
    steps.append(sh("go test ./pkg/cache -run TestEvictLRU", OUT2, rc=1, ev=True))
    if i in (1, 3):
        steps.append(think("**Rechecking the failure**\n\nRe-run the test to see whether the eviction order is stable."))
CASES.append(dict(
    slug="edge-1377", ticket="EDGE-1377", fmt="codex", mode="model_confusion",
    why="The agent re-runs the identical `go test ./pkg/cache -run TestEvictLRU` six times with identical failing output and never edits lru.go; the watchdog reports a loop.",
    prompt="""# EDGE-1377: LRU evicts recently read keys

`pkg/cache/lru.go`: `Get()` does not move the entry to the front, so a key
that is read often is still evicted first.

## Acceptance criteria
- `Get` promotes the entry.
- `go test ./pkg/cache` passes.
""",
    steps=steps, end=None, state="TimedOut",
    watchdog={"reason_code": "loop", "message": "identical command_execution 'go test ./pkg/cache -run TestEvictLRU' repeated 6 times with identical output and no file changes", "tool_name": "command_execution", "call_count": 6},
))

# ---------------------------------------------------------------- MC3 osmia git checkout -- f then reapply
E3_OLD = "\tif len(name) > 63 {"
E3_NEW = "\tif utf8.RuneCountInString(name) > 63 {"
OUT3 = "--- FAIL: TestValidateLabel (0.00s)\n    --- FAIL: TestValidateLabel/emoji_63_bytes (0.00s)\n        label_test.go:40: ValidateLabel(\"\U0001F600x…\") = <nil>, want ErrTooLong\nFAIL\nFAIL\tgithub.com/acme/dnsctl/internal/label\t0.004s"
steps = [say("Running the label tests first."), sh("go test ./internal/label/", OUT3, rc=1)]
for i in range(3):
    steps += [edit("internal/label/label.go", E3_OLD, E3_NEW, ev="call"),
              sh("go test ./internal/label/", OUT3, rc=1, ev="out"),
              say("That did not change the result. Resetting the file and starting over."),
              sh("git checkout -- internal/label/label.go && git diff --stat", "", ev="call")]
CASES.append(dict(
    slug="dns-551", ticket="DNS-551", fmt="osmia", mode="model_confusion",
    why="Three identical rounds of: apply the same edit to label.go, see the same test failure, `git checkout -- internal/label/label.go`; the watchdog flags thrashing.",
    prompt="""# DNS-551: Labels longer than 63 bytes are accepted

`internal/label/label.go` `ValidateLabel()` counts runes instead of bytes
after IDNA conversion. DNS labels are limited to 63 **octets** of the
ASCII (punycode) form.

## Acceptance criteria
- `go test ./internal/label/` passes.
""",
    steps=steps, end=None,
    watchdog={"reason_code": "thrashing", "message": "internal/label/label.go edited and reverted via git checkout 3 times; test output unchanged", "tool_name": "Bash", "call_count": 12},
    result={"success": False, "summary": "terminated by watchdog: thrashing", "exit_code": 1},
))

# ---------------------------------------------------------------- MC4 transcript identical Read repeated
R4 = "export function formatDuration(ms: number): string {\n  const s = Math.floor(ms / 1000);\n  const m = Math.floor(s / 60);\n  const h = Math.floor(m / 60);\n  if (h) return `${h}h ${m}m`;\n  if (m) return `${m}m ${s}s`;\n  return `${s}s`;\n}"
steps = [
    say("Let me look at the formatter."),
    sh("npx vitest run src/format 2>&1 | tail -8", " ❯ src/format/duration.test.ts (5 tests | 2 failed)\n   × formatDuration > 3723000 → 1h 2m 3s\n     → expected '1h 62m' to be '1h 2m 3s'\n   × formatDuration > 125000 → 2m 5s\n     → expected '2m 125s' to be '2m 5s'\n\n Tests  2 failed | 3 passed (5)", rc=1),
]
steps += [read("src/format/duration.ts", R4, ev="call") for _ in range(7)]
CASES.append(dict(
    slug="ui-3902", ticket="UI-3902", fmt="claude-transcript", mode="model_confusion",
    why="After seeing the failure the agent issues the identical Read of src/format/duration.ts seven times in a row without editing anything, and the session ends there.",
    prompt="""# UI-3902: Durations show total minutes/seconds instead of remainders

`formatDuration()` in `src/format/duration.ts` prints `1h 62m` for 3 723 000 ms.
Minutes and seconds must be remainders (`1h 2m 3s`).

## Acceptance criteria
- `npx vitest run src/format` passes.
""",
    steps=steps, end=None,
    result={"success": False, "summary": "", "exit_code": 1},
))

# ---------------------------------------------------------------- MC5 claude max turns with repeated rounds
OUT5 = "FAIL src/cart/totals.test.ts\n  ● cartTotal › applies percentage coupon after item discounts\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 8010\n    Received: 7920\n\nTests:       1 failed, 11 passed, 12 total"
V = ["  const sub = items.reduce((s, i) => s + i.price * i.qty, 0);",
     "  const sub = items.reduce((s, i) => s + (i.price - (i.discount ?? 0)) * i.qty, 0);"]
steps = [say("Running the cart tests.")]
steps.append(sh("npx jest src/cart", OUT5, rc=1))
for i in range(4):
    a, b = V[i % 2], V[(i + 1) % 2]
    steps += [edit("src/cart/totals.ts", a, b, ev="call"), sh("npx jest src/cart", OUT5, rc=1, ev="out")]
    if i % 2 == 0:
        steps.append(say("Still 7920. Let me try applying the discount the other way."))
CASES.append(dict(
    slug="shop-6604", ticket="SHOP-6604", fmt="claude", mode="model_confusion",
    why="The agent alternates the same two versions of the subtotal line in src/cart/totals.ts, getting the identical jest failure every round, until Claude Code stops with error_max_turns.",
    prompt="""# SHOP-6604: Percentage coupons are applied before item discounts

`cartTotal()` in `src/cart/totals.ts` applies the coupon to the undiscounted
subtotal. Item discounts first, then the coupon (rounded to the cent).

## Acceptance criteria
- `npx jest src/cart` passes.
""",
    steps=steps,
    end=dict(text="", no_text_msg=True, subtype="error_max_turns", is_error=True, result="", ev=True),
))

# ---------------------------------------------------------------- MC6 codex sed then reverse sed
S6A = "sed -i 's/ts.Before(cutoff)/!ts.After(cutoff)/' internal/retention/sweep.go"
S6B = "sed -i 's/!ts.After(cutoff)/ts.Before(cutoff)/' internal/retention/sweep.go"
OUT6 = "--- FAIL: TestSweepKeepsBoundary (0.00s)\n    sweep_test.go:33: sweep deleted 3 objects, want 2 (object at exactly now-30d must be kept)\nFAIL\nFAIL\tgithub.com/acme/vault/internal/retention\t0.006s\nFAIL\n"
steps = [sh("go test ./internal/retention/", OUT6, rc=1), sh("grep -n cutoff internal/retention/sweep.go", "21:\tcutoff := now.Add(-s.MaxAge)\n27:\t\tif ts.Before(cutoff) {\n")]
for i in range(3):
    steps += [sh(S6A, "", ev=True), sh("go test ./internal/retention/", OUT6.replace("3 objects", "3 objects"), rc=1, ev=True),
              sh(S6B, "", ev=True), sh("go test ./internal/retention/", OUT6, rc=1, ev=True)]
CASES.append(dict(
    slug="vault-822", ticket="VAULT-822", fmt="codex", mode="model_confusion",
    why="The agent applies a sed rewrite and then its exact reverse three times in a row, with identical failing `go test` output after each; the watchdog stops it for thrashing.",
    prompt="""# VAULT-822: Retention sweep deletes objects exactly at the boundary

`internal/retention/sweep.go` deletes objects whose timestamp equals
`now - MaxAge`. Boundary objects must be kept; only strictly older ones go.
Note the test clock truncates to the second.

## Acceptance criteria
- `go test ./internal/retention/` passes.
""",
    steps=steps, end=None,
    watchdog={"reason_code": "thrashing", "message": "internal/retention/sweep.go rewritten to a previous content 5 times (sed A/B) with unchanged test results", "tool_name": "command_execution", "call_count": 14},
))

# ---------------------------------------------------------------- MC7 osmia git stash/pop cycles; permission text near-miss
OUT7 = "FAILED tests/test_share.py::test_viewer_cannot_reshare - AssertionError: expected PermissionDenied('permission denied: viewers cannot re-share'), got None\n1 failed, 14 passed in 0.61s"
steps = [say("Checking the sharing policy tests."), sh("pytest tests/test_share.py -q", OUT7, rc=1),
         read("docshare/policy.py", "def can_share(user, doc) -> bool:\n    role = doc.role_of(user)\n    return role in (\"owner\", \"editor\", \"viewer\")")]
steps.append(edit("docshare/policy.py", "    return role in (\"owner\", \"editor\", \"viewer\")", "    return role in (\"owner\", \"editor\")"))
for i in range(3):
    steps += [sh("git stash", "Saved working directory and index state WIP on agent/doc-417: 7c2e91a Merge pull request #3381 from acme/release-prep", ev="call"),
              sh("pytest tests/test_share.py -q", OUT7, rc=1, ev="out"),
              sh("git stash pop", "On branch agent/doc-417\nChanges not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n\tmodified:   docshare/policy.py\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")\nDropped refs/stash@{0} (4e1b0c77a9d2f3e58c61b7a0d9e4f2c1b3a5d6e7)", ev="call"),
              sh("pytest tests/test_share.py -q", OUT7, rc=1, ev="out")]
CASES.append(dict(
    slug="doc-417", ticket="DOC-417", fmt="osmia", mode="model_confusion",
    near_miss="'permission denied' is the PermissionDenied the feature is supposed to raise, asserted by the test; the agent was never denied anything",
    why="The agent cycles git stash / git stash pop three times, re-running the same test with the same failure on both sides, never changing the approach; the watchdog stops it.",
    prompt="""# DOC-417: Viewers can re-share documents

`docshare/policy.py::can_share()` lets `viewer`s share. Only owners and
editors may share; `share()` in `docshare/service.py` must raise
`PermissionDenied("permission denied: viewers cannot re-share")`.

## Acceptance criteria
- `pytest tests/test_share.py -q` passes.
""",
    steps=steps, end=None,
    watchdog={"reason_code": "loop", "message": "repeating cycle of 4 tool calls (git stash, pytest, git stash pop, pytest) observed 3 times with identical outputs", "tool_name": "Bash", "call_count": 12},
    result=None,
))

# ---------------------------------------------------------------- MC8 claude oscillation; killed in test output near-miss
K_A = "        proc.send_signal(signal.SIGTERM)\n        proc.wait(timeout=self.grace)"
K_B = "        proc.terminate()\n        try:\n            proc.wait(timeout=self.grace)\n        except subprocess.TimeoutExpired:\n            proc.kill()"
OUT8 = "F...\n=================================== FAILURES ===================================\n_____________________ test_restart_reaps_zombie ______________________\n>       assert sup.status(\"indexer\") == \"running\"\nE       AssertionError: assert 'killed' == 'running'\n\n------------------------------ Captured log call -------------------------------\nWARNING  supervisor:supervisor.py:88 indexer (pid 31337) killed by SIGKILL, restarting\nERROR    supervisor:supervisor.py:95 indexer restart failed: pid 31337 still present (zombie)\n1 failed, 3 passed in 2.07s"
steps = [say("Reproducing with the supervisor tests."), sh("pytest tests/test_supervisor.py -q", OUT8, rc=1),
         read("supervisor/supervisor.py", "    def restart(self, name):\n        proc = self.procs[name]\n" + K_A + "\n        self.procs[name] = self.spawn(name)")]
for i in range(3):
    steps += [edit("supervisor/supervisor.py", K_A, K_B, ev="call"), sh("pytest tests/test_supervisor.py -q", OUT8, rc=1, ev="out"),
              edit("supervisor/supervisor.py", K_B, K_A, ev="call"), sh("pytest tests/test_supervisor.py -q", OUT8, rc=1, ev="out")]
    if i == 0:
        steps.append(say("Neither variant reaps the zombie. Let me compare them again."))
CASES.append(dict(
    slug="proc-1040", ticket="PROC-1040", fmt="claude", mode="model_confusion",
    near_miss="'killed by SIGKILL' and 'killed' statuses are log lines of the supervisor under test; the agent's own processes were not killed",
    why="The agent alternates restart() between two signal-handling variants three times with the identical failing test, never addressing the missing waitpid; watchdog loop.",
    prompt="""# PROC-1040: Supervisor leaves zombie workers after restart

`supervisor/supervisor.py::restart()` does not reap the old child, so the
restarted worker shows `killed` and a zombie stays in the process table.
Reap the old process before spawning a new one.

## Acceptance criteria
- `pytest tests/test_supervisor.py -q` passes.
""",
    steps=steps, end=None,
    watchdog={"reason_code": "loop", "message": "Edit on supervisor/supervisor.py toggled between two versions 6 times (A→B→A→B→A→B) with identical test failures", "tool_name": "Edit", "call_count": 6},
    result={"success": False, "summary": "watchdog: loop", "exit_code": 1},
))

# ---------------------------------------------------------------- MC9 codex ModuleNotFoundError fixed early, then git restore oscillation
OUT9 = "FAILED tests/test_slugify.py::test_transliterates_cyrillic - AssertionError: assert 'privet-mir' == 'privet-mir-2026'\n1 failed, 11 passed in 0.22s\n"
steps = [
    sh("pytest tests/test_slugify.py -q", "ImportError while importing test module '/workspace/repo/tests/test_slugify.py'.\ntests/test_slugify.py:1: in <module>\n    from text_utils.slug import slugify\ntext_utils/slug.py:3: in <module>\n    from unidecode import unidecode\nE   ModuleNotFoundError: No module named 'unidecode'\n", rc=2),
    sh("pip install -q Unidecode==1.3.8 && pytest tests/test_slugify.py -q", OUT9, rc=1),
    sh("sed -n '1,30p' text_utils/slug.py", "import re\n\nfrom unidecode import unidecode\n\n\ndef slugify(text: str) -> str:\n    text = unidecode(text).lower()\n    text = re.sub(r\"[^a-z0-9]+\", \"-\", text)\n    return text.strip(\"-\")\n"),
]
for i in range(3):
    steps += [edit("text_utils/slug.py", "    text = re.sub(r\"[^a-z0-9]+\", \"-\", text)", "    text = re.sub(r\"[^a-z0-9]+\", \"-\", text, flags=re.ASCII)", ev=True),
              sh("pytest tests/test_slugify.py -q", OUT9, rc=1, ev=True),
              sh("git restore text_utils/slug.py", "", ev=True)]
CASES.append(dict(
    slug="txt-265", ticket="TXT-265", fmt="codex", mode="model_confusion",
    near_miss="a ModuleNotFoundError (unidecode) at the start was fixed by pip install and the tests re-ran before the looping began",
    why="After installing the missing module, the agent applies the same patch to text_utils/slug.py, sees the same failure and `git restore`s it, three times over; the run times out.",
    prompt="""# TXT-265: Slugs drop the year from titles

`slugify("Привет, мир 2026")` returns `privet-mir` — digits after non-Latin
text are dropped by `text_utils/slug.py`. Expected `privet-mir-2026`.

## Acceptance criteria
- `pytest tests/test_slugify.py -q` passes.
""",
    steps=steps, end=None, state="TimedOut",
    result={"success": False, "summary": "timed out after 30m", "exit_code": 124},
))

# ---------------------------------------------------------------- MC10 transcript git restore + reapply; timeout near-miss
OUT10 = "FAILED tests/test_client.py::test_connect_timeout_raises - Failed: DID NOT RAISE <class 'httpx.ConnectTimeout'>\nFAILED tests/test_client.py::test_timeout_defaults - AssertionError: assert Timeout(timeout=5.0) == Timeout(connect=2.0, read=10.0, write=10.0, pool=2.0)\n2 failed, 9 passed in 0.47s"
steps = [say("Let me run the client tests."), sh("pytest tests/test_client.py -q", OUT10, rc=1),
         read("weather/client.py", "import httpx\n\nDEFAULT_TIMEOUT = httpx.Timeout(5.0)\n\n\ndef make_client(base_url: str) -> httpx.Client:\n    return httpx.Client(base_url=base_url, timeout=DEFAULT_TIMEOUT)")]
for i in range(3):
    steps += [edit("weather/client.py", "DEFAULT_TIMEOUT = httpx.Timeout(5.0)", "DEFAULT_TIMEOUT = httpx.Timeout(10.0, connect=2.0)", ev="call"),
              sh("pytest tests/test_client.py -q", OUT10, rc=1, ev="out"),
              sh("git restore weather/client.py && git status --short", "", ev="call")]
    if i < 2:
        steps.append(say("Reverting made no difference either; re-applying the change to check again."))
CASES.append(dict(
    slug="wx-1288", ticket="WX-1288", fmt="claude-transcript", mode="model_confusion",
    near_miss="'timeout', 'ConnectTimeout' and 'DID NOT RAISE' are in the test output because the feature is the HTTP client's timeout configuration",
    why="The agent edits weather/client.py, runs the same tests with identical failures, then `git restore`s the file, three times in a row without changing anything else.",
    prompt="""# WX-1288: Weather client hangs when the provider is slow to accept connections

`weather/client.py` uses a single 5s timeout for everything. Use
`connect=2.0, read=10.0, write=10.0, pool=2.0` and make `connect` failures
raise `httpx.ConnectTimeout` to the caller (no silent retry).

## Acceptance criteria
- `pytest tests/test_client.py -q` passes.
""",
    steps=steps, end=None,
    result={"success": False, "summary": "agent stopped without completing the task", "exit_code": 1},
))
