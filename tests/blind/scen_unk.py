from make_blind import say, think, sh, read, edit, write, tool, raw, api_error, multi

CASES = []

# ---------------------------------------------------------------- U1 claude complete-looking, failed, empty summary
CASES.append(dict(
    slug="note-314", ticket="NOTE-314", fmt="claude", mode="unknown",
    why="The fix is made, tests pass and the agent reports success; the run is marked Failed with an empty summary and nothing in the stream explains why.",
    prompt="""# NOTE-314: Markdown preview escapes ampersands twice

`src/notes/preview.py::render()` escapes HTML before handing the text to the
Markdown renderer, which escapes again: `AT&T` shows as `AT&amp;amp;T`.

## Acceptance criteria
- `pytest tests/notes -q` passes.
""",
    steps=[
        say("Let me look at the preview renderer."),
        read("src/notes/preview.py", "import html\n\nimport markdown\n\n\ndef render(text: str) -> str:\n    return markdown.markdown(html.escape(text), extensions=[\"fenced_code\", \"tables\"])"),
        sh("pytest tests/notes -q 2>&1 | tail -6", ".....F..\n>       assert render(\"AT&T\") == \"<p>AT&amp;T</p>\"\nE       AssertionError: assert '<p>AT&amp;amp;T</p>' == '<p>AT&amp;T</p>'\n1 failed, 7 passed in 0.19s", rc=1),
        say("Markdown already escapes `&`; raw HTML is disabled by the `safe` config elsewhere. Removing the extra escape but keeping raw HTML blocked."),
        edit("src/notes/preview.py", "    return markdown.markdown(html.escape(text), extensions=[\"fenced_code\", \"tables\"])", "    md = markdown.Markdown(extensions=[\"fenced_code\", \"tables\"])\n    md.preprocessors.deregister(\"html_block\")\n    md.inlinePatterns.deregister(\"html\")\n    return md.convert(text)"),
        edit("src/notes/preview.py", "import html\n\nimport markdown", "import markdown"),
        sh("pytest tests/notes -q", "........                                                                 [100%]\n8 passed in 0.17s"),
        sh("ruff check src/notes && mypy src/notes", "All checks passed!\nSuccess: no issues found in 4 source files"),
    ],
    end=dict(text="Fixed double escaping in `render()`: the text is no longer pre-escaped, and raw HTML stays disabled by deregistering the `html_block` preprocessor and the inline `html` pattern. `pytest tests/notes`: 8 passed; ruff and mypy clean."),
    result={"success": False, "summary": "", "exit_code": 1},
))

# ---------------------------------------------------------------- U2 claude error_during_execution, OOMKilled in runbook near-miss
CASES.append(dict(
    slug="ops-5087", ticket="OPS-5087", fmt="claude", mode="unknown",
    near_miss="the runbook the agent reads is about OOMKilled pods and exit code 137; the run itself shows no resource problem",
    why="The engine ends with error_during_execution and an empty result; there is no error, denial or kill in the stream, so nothing credible explains the failure.",
    prompt="""# OPS-5087: Add a runbook link to the memory alert

`alerts/memory.yaml`: the `PodMemoryNearLimit` alert has no `runbook_url`
annotation. Add `https://runbooks.acme.dev/memory` and keep the rest as is.

## Acceptance criteria
- `promtool check rules alerts/memory.yaml` passes.
""",
    steps=[
        say("Let me check the alert and the runbook it should point to."),
        read("docs/runbooks/memory.md", "# Memory runbook\n\n## Symptoms\n- Pods restart with `OOMKilled` (exit code 137).\n- `kubectl describe pod` shows `Last State: Terminated, Reason: OOMKilled`.\n\n## Actions\n1. Check `container_memory_working_set_bytes` against the limit.\n2. If a JVM, verify `-XX:MaxRAMPercentage`.\n3. Raise the limit only after confirming there is no leak."),
        read("alerts/memory.yaml", "groups:\n  - name: memory\n    rules:\n      - alert: PodMemoryNearLimit\n        expr: container_memory_working_set_bytes / container_spec_memory_limit_bytes > 0.9\n        for: 10m\n        labels:\n          severity: warning\n        annotations:\n          summary: \"{{ $labels.pod }} is above 90% of its memory limit\""),
        edit("alerts/memory.yaml", "          summary: \"{{ $labels.pod }} is above 90% of its memory limit\"", "          summary: \"{{ $labels.pod }} is above 90% of its memory limit\"\n          runbook_url: \"https://runbooks.acme.dev/memory\""),
        sh("promtool check rules alerts/memory.yaml", "Checking alerts/memory.yaml\n  SUCCESS: 1 rules found\n"),
    ],
    end=dict(text="", no_text_msg=True, subtype="error_during_execution", is_error=True, result=""),
    result=None,
))

# ---------------------------------------------------------------- U3 claude timeout words in passing tests
CASES.append(dict(
    slug="sess-1902", ticket="SESS-1902", fmt="claude", mode="unknown",
    near_miss="'timeout' and 'expired' appear everywhere because the feature is session idle timeout; all tests pass",
    why="The session-timeout change is implemented and all tests pass; the run is Failed with no reason in the stream or result.",
    prompt="""# SESS-1902: Idle timeout should be configurable per tenant

`src/session/idle.ts` hard-codes a 30-minute idle timeout. Read
`tenant.settings.idleTimeoutMinutes` (default 30).

## Acceptance criteria
- `npx jest src/session` passes.
""",
    steps=[
        say("Reading the idle-timeout logic."),
        read("src/session/idle.ts", "const IDLE_TIMEOUT_MS = 30 * 60 * 1000;\n\nexport function isExpired(lastSeen: number, now: number): boolean {\n  return now - lastSeen > IDLE_TIMEOUT_MS;\n}"),
        edit("src/session/idle.ts", "const IDLE_TIMEOUT_MS = 30 * 60 * 1000;\n\nexport function isExpired(lastSeen: number, now: number): boolean {\n  return now - lastSeen > IDLE_TIMEOUT_MS;\n}", "import type { Tenant } from '../tenants/types';\n\nconst DEFAULT_IDLE_MINUTES = 30;\n\nexport function idleTimeoutMs(tenant?: Tenant): number {\n  return (tenant?.settings.idleTimeoutMinutes ?? DEFAULT_IDLE_MINUTES) * 60 * 1000;\n}\n\nexport function isExpired(lastSeen: number, now: number, tenant?: Tenant): boolean {\n  return now - lastSeen > idleTimeoutMs(tenant);\n}"),
        sh("npx jest src/session 2>&1 | tail -14", "PASS src/session/__tests__/idle.test.ts\n  idle timeout\n    ✓ session expires after the default 30 min timeout (2 ms)\n    ✓ session not expired at 29 min (1 ms)\n    ✓ tenant idleTimeoutMinutes=5 expires after 5 min timeout (1 ms)\n    ✓ tenant without settings falls back to default timeout\nPASS src/session/__tests__/middleware.test.ts\n  ✓ expired session returns 401 session_timeout (12 ms)\n  ✓ refreshes lastSeen on activity (3 ms)\n\nTest Suites: 2 passed, 2 total\nTests:       6 passed, 6 total"),
        sh("npx tsc --noEmit && echo ok", "ok"),
    ],
    end=dict(text="Idle timeout now comes from `tenant.settings.idleTimeoutMinutes` (default 30). `npx jest src/session`: 6 passed; tsc clean."),
    result={"success": False, "summary": "", "exit_code": 1},
))

# ---------------------------------------------------------------- U4 transcript ends after passing work; permission strings in source
CASES.append(dict(
    slug="rbac-733", ticket="RBAC-733", fmt="claude-transcript", mode="unknown",
    near_miss="the grep output lists 'permission denied' message constants from the RBAC module; they are source strings, nothing was denied",
    why="The transcript shows a finished change with passing tests and then simply ends; the orchestrator marks it Failed with no recorded cause.",
    prompt="""# RBAC-733: Error message for missing role is not translated

`rbac/messages.py` returns the English string for `missing_role` even when the
request locale is `de`. Add the German text
`"Zugriff verweigert: Rolle {role} fehlt"`.

## Acceptance criteria
- `pytest tests/rbac -q` passes.
""",
    steps=[
        say("Let me find the message table."),
        sh("grep -rn 'denied' rbac/messages.py", "rbac/messages.py:4:    \"missing_role\": \"Permission denied: role {role} required\",\nrbac/messages.py:5:    \"not_owner\": \"Permission denied: only the owner can do this\",\nrbac/messages.py:9:    \"not_owner\": \"Zugriff verweigert: nur der Eigentümer darf das\","),
        read("rbac/messages.py", "MESSAGES = {\n  \"en\": {\n    \"missing_role\": \"Permission denied: role {role} required\",\n    \"not_owner\": \"Permission denied: only the owner can do this\",\n  },\n  \"de\": {\n    \"not_owner\": \"Zugriff verweigert: nur der Eigentümer darf das\",\n  },\n}"),
        edit("rbac/messages.py", "  \"de\": {\n", "  \"de\": {\n    \"missing_role\": \"Zugriff verweigert: Rolle {role} fehlt\",\n"),
        sh("pytest tests/rbac -q", "..........                                                               [100%]\n10 passed in 0.21s"),
    ],
    end=dict(text="Added the German `missing_role` message. `pytest tests/rbac`: 10 passed."),
    result=None,
))

# ---------------------------------------------------------------- U5 codex passes, failed; old ModuleNotFoundError log near-miss
CASES.append(dict(
    slug="etl-4471", ticket="ETL-4471", fmt="codex", mode="unknown",
    near_miss="the agent cats last week's CI log, which contains 'ModuleNotFoundError: No module named pyarrow'; this run's tests pass",
    why="All tests pass and the turn completes normally; the run is Failed with an empty result summary and no evidence of why.",
    prompt="""# ETL-4471: Null `region` breaks the partition writer

`etl/writers/partitioned.py` builds partition paths with
`f"region={row['region']}"`, producing `region=None`. Use `region=__unknown__`
for nulls (Hive convention).

## Acceptance criteria
- `pytest tests/etl -q` passes.
""",
    steps=[
        sh("tail -5 ci-logs/2026-10-28-nightly.txt", "tests/etl/test_parquet.py:3: in <module>\n    import pyarrow.parquet as pq\nE   ModuleNotFoundError: No module named 'pyarrow'\n=========================== short test summary info ============================\nERROR tests/etl/test_parquet.py\n"),
        sh("python -c 'import pyarrow; print(pyarrow.__version__)'", "17.0.0\n"),
        sh("grep -n 'region=' etl/writers/partitioned.py", "33:    return f\"{base}/region={row['region']}/dt={row['dt']}\"\n"),
        edit("etl/writers/partitioned.py", "", ""),
        sh("pytest tests/etl -q", "..........................                                               [100%]\n26 passed in 2.94s\n"),
        sh("git diff --stat", " etl/writers/partitioned.py | 3 ++-\n 1 file changed, 2 insertions(+), 1 deletion(-)\n"),
    ],
    end=dict(text="Null regions now map to `region=__unknown__` in etl/writers/partitioned.py. `pytest tests/etl`: 26 passed. (The pyarrow import error in the 10-28 nightly log is from an older image; pyarrow 17 is installed here.)"),
    result={"success": False, "summary": "", "exit_code": 1},
))

# ---------------------------------------------------------------- U6 codex turn.failed with empty message
CASES.append(dict(
    slug="sms-2039", ticket="SMS-2039", fmt="codex", mode="unknown",
    why="Midway through normal progress the turn fails with an empty error message; nothing in the stream indicates a cause.",
    prompt="""# SMS-2039: Phone numbers with spaces fail E.164 validation

`sms/phone.py::to_e164()` rejects `"+49 151 2345 6789"`. Strip spaces and
dashes before validating.

## Acceptance criteria
- `pytest tests/sms -q` passes.
""",
    steps=[
        sh("sed -n '1,25p' sms/phone.py", "import re\n\nE164 = re.compile(r\"^\\+[1-9]\\d{7,14}$\")\n\n\ndef to_e164(raw: str) -> str:\n    if not E164.match(raw):\n        raise ValueError(f\"not E.164: {raw!r}\")\n    return raw\n"),
        think("**Normalising input**\n\nStrip whitespace, dashes, parentheses and dots before matching."),
        edit("sms/phone.py", "", ""),
        sh("pytest tests/sms -q", "...........                                                              [100%]\n11 passed in 0.12s\n"),
        say("Tests pass. Checking callers that might pre-format numbers."),
        sh("rg -n 'to_e164\\(' --glob '!tests'", "sms/send.py:22:    to = to_e164(recipient.phone)\nsms/api.py:41:        phone = to_e164(body[\"phone\"])\n"),
    ],
    end=dict(failed=""),
    result={"success": False, "summary": "", "exit_code": 1},
))

# ---------------------------------------------------------------- U7 osmia tests pass, "Task failed."
CASES.append(dict(
    slug="inv-6612", ticket="INV-6612", fmt="osmia", mode="unknown",
    why="Change made, tests green, the agent's summary claims success; the engine nevertheless reports success false with a bare 'Task failed.' and no cause.",
    prompt="""# INV-6612: Low-stock email lists discontinued items

`inventory/alerts.py::low_stock_items()` should skip products with
`discontinued=True`.

## Acceptance criteria
- `pytest tests/inventory/test_alerts.py -q` passes.
""",
    steps=[
        say("Reading low_stock_items."),
        read("inventory/alerts.py", "def low_stock_items(session, threshold: int = 5):\n    return (\n        session.query(Product)\n        .filter(Product.stock <= threshold)\n        .order_by(Product.stock)\n        .all()\n    )"),
        edit("inventory/alerts.py", "        .filter(Product.stock <= threshold)", "        .filter(Product.stock <= threshold, Product.discontinued.is_(False))"),
        sh("pytest tests/inventory/test_alerts.py -q", "......\n6 passed in 0.74s"),
        sh("git diff --stat", " inventory/alerts.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
    ],
    end=dict(success=False, text="Discontinued products are now excluded from the low-stock list; 6 tests pass.", summary="Task failed."),
))

# ---------------------------------------------------------------- U8 osmia kill-switch passing test words
CASES.append(dict(
    slug="flag-158", ticket="FLAG-158", fmt="osmia", mode="unknown",
    near_miss="passing test names and output say 'killed', 'kill switch' and 'denied' because the feature is a feature-flag kill switch",
    why="The kill-switch change is in place and every test passes; the run ends with success false and an uninformative 'exit status 1'.",
    prompt="""# FLAG-158: Kill switch should override percentage rollouts

In `flags/evaluate.go`, a flag with `killed: true` still serves the rollout
variant to users in the percentage bucket. A killed flag must always serve
the default variant.

## Acceptance criteria
- `go test ./flags/...` passes.
""",
    steps=[
        say("Looking at the evaluator."),
        read("flags/evaluate.go", "func Evaluate(f Flag, u User) Variant {\n\tif f.Rollout != nil && inBucket(f.Key, u.ID, f.Rollout.Percent) {\n\t\treturn f.Rollout.Variant\n\t}\n\tif f.Killed {\n\t\treturn f.Default\n\t}\n\treturn f.On\n}"),
        edit("flags/evaluate.go", "func Evaluate(f Flag, u User) Variant {\n\tif f.Rollout != nil", "func Evaluate(f Flag, u User) Variant {\n\tif f.Killed {\n\t\treturn f.Default\n\t}\n\tif f.Rollout != nil"),
        edit("flags/evaluate.go", "\t\treturn f.Rollout.Variant\n\t}\n\tif f.Killed {\n\t\treturn f.Default\n\t}\n", "\t\treturn f.Rollout.Variant\n\t}\n"),
        sh("go test ./flags/... -v 2>&1 | tail -9", "=== RUN   TestKilledFlagServesDefault\n--- PASS: TestKilledFlagServesDefault (0.00s)\n=== RUN   TestKilledFlagOverridesRollout\n--- PASS: TestKilledFlagOverridesRollout (0.00s)\n=== RUN   TestDeniedSegmentGetsDefault\n--- PASS: TestDeniedSegmentGetsDefault (0.00s)\nPASS\nok  \tgithub.com/acme/flags/flags\t0.005s"),
    ],
    end=dict(success=False, text="Killed flags now short-circuit to the default variant before rollout evaluation; all flag tests pass.", summary="exit status 1"),
))
