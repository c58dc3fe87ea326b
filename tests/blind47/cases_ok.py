"""Runs that succeeded, most of them full of alarming words that belong to the task."""
from gen_lib import Run
from kit import pytest_ok, pytest_fail, git_status, go_ok, npm_test_ok, cargo_ok, orient


def changelog_mcp_server():
    r = Run("changelog-mcp-server", "claude", "succeeded",
            """# TOOLS-90: MCP server exposing the changelog

Build `changelog_mcp/server.py`, an MCP server (FastMCP, stdio) with a `get_release_notes(version)`
tool reading `CHANGELOG.md`. If reading takes longer than 2s the tool must return an MCP error
(-32001 "Request timed out") rather than hang. Tests: `tests/test_server.py`.
""",
            near_miss="infra_failure",
            why="Succeeded: the MCP server and its timeout behaviour were implemented and all tests pass; the 'MCP error -32001: Request timed out' lines are the feature's own expected output.",
            cwd="/workspace/changelog-mcp", version="2.1.12")
    r.read("/workspace/changelog-mcp/tests/test_server.py",
           "import anyio, pytest\nfrom mcp.shared.exceptions import McpError\n\n\nasync def test_release_notes(client):\n    res = await client.call_tool('get_release_notes', {'version': '2.4.0'})\n    assert 'Added' in res.content[0].text\n\n\nasync def test_slow_read_times_out(client, slow_fs):\n    with pytest.raises(McpError, match='-32001'):\n        await client.call_tool('get_release_notes', {'version': '2.4.0'})")
    r.bash("sed -n '1,14p' CHANGELOG.md", "# Changelog\n\n## 2.4.0 - 2026-03-02\n### Added\n- Bulk export for invoices\n### Fixed\n- Timezone drift in daily reports\n\n## 2.3.1 - 2026-02-10\n### Fixed\n- Retry on 502 from the payments provider")
    r.write("/workspace/changelog-mcp/changelog_mcp/server.py",
            "import anyio\nfrom mcp.server.fastmcp import FastMCP\nfrom mcp.shared.exceptions import McpError\nfrom mcp.types import ErrorData\n\nmcp = FastMCP('changelog')\nREQUEST_TIMEOUT = -32001\n\n\n@mcp.tool()\nasync def get_release_notes(version: str) -> str:\n    \"\"\"Return the CHANGELOG section for `version`.\"\"\"\n    try:\n        with anyio.fail_after(2):\n            text = await anyio.Path('CHANGELOG.md').read_text()\n    except TimeoutError:\n        raise McpError(ErrorData(code=REQUEST_TIMEOUT, message='Request timed out'))\n    return section(text, version)\n\n\nif __name__ == '__main__':\n    mcp.run()\n")
    r.bash("pytest tests/test_server.py -q -rA 2>&1 | tail -8",
           "PASSED tests/test_server.py::test_release_notes\nPASSED tests/test_server.py::test_unknown_version\nPASSED tests/test_server.py::test_slow_read_times_out\n---------------------------- Captured log call -----------------------------\nWARNING  changelog_mcp.server:server.py:18 get_release_notes: MCP error -32001: Request timed out (read > 2s)\n============================== 3 passed in 2.61s ===============================")
    r.bash("npx @modelcontextprotocol/inspector --cli python -m changelog_mcp.server --method tools/list 2>&1 | head -8",
           "{\n  \"tools\": [\n    {\n      \"name\": \"get_release_notes\",\n      \"description\": \"Return the CHANGELOG section for `version`.\",\n      \"inputSchema\": {\"type\": \"object\", \"properties\": {\"version\": {\"type\": \"string\"}}, \"required\": [\"version\"]}\n    }\n  ]\n}")
    r.bash("ruff check changelog_mcp tests && mypy changelog_mcp", "All checks passed!\nSuccess: no issues found in 2 source files")
    r.bash("pytest -q 2>&1 | tail -1", "14 passed in 3.02s")
    r.final("Implemented the changelog MCP server with `get_release_notes`; slow reads raise MCP error -32001 (Request timed out) after 2s. Tests, ruff and mypy pass.", is_error=False)
    orient(r, ["changelog_mcp", "tests", "CHANGELOG.md", "pyproject.toml"], None, insert_at=0)
    return r


def hook_exit_codes():
    r = Run("hook-exit-codes", "claude-transcript", "succeeded",
            """# DEVX-320: Hook that stops agents from pushing to protected branches

Write `.claude/hooks/protect-branches.sh` (PreToolUse, matcher Bash): if the command pushes to
`main` or `release/*`, print `BLOCKED: pushes to <branch> require a PR` on stderr and exit 2.
Add `tests/hooks.bats` covering blocked and allowed commands.
""",
            near_miss="permission_blocked",
            why="Succeeded: the hook was written and its bats tests pass; the 'BLOCKED' messages and exit status 2 are the hook doing what the ticket asked, exercised by the tests, not a refusal of the agent.",
            cwd="/workspace/dev-policies", version="2.1.38")
    r.write("/workspace/dev-policies/.claude/hooks/protect-branches.sh",
            "#!/usr/bin/env bash\nset -euo pipefail\ncmd=$(jq -r '.tool_input.command // \"\"')\nif [[ $cmd =~ git[[:space:]]+push.*[[:space:]](main|release/[^[:space:]]+)([[:space:]]|$) ]]; then\n  echo \"BLOCKED: pushes to ${BASH_REMATCH[1]} require a PR\" >&2\n  exit 2\nfi\nexit 0\n")
    r.write("/workspace/dev-policies/tests/hooks.bats",
            "setup() { HOOK=.claude/hooks/protect-branches.sh; }\nrun_hook() { echo \"{\\\"tool_input\\\":{\\\"command\\\":\\\"$1\\\"}}\" | bash $HOOK; }\n\n@test \"blocks push to main\" {\n  run run_hook 'git push origin main'\n  [ \"$status\" -eq 2 ]\n  [[ \"$output\" == *\"BLOCKED: pushes to main require a PR\"* ]]\n}\n\n@test \"blocks push to release branch\" {\n  run run_hook 'git push origin release/3.9'\n  [ \"$status\" -eq 2 ]\n}\n\n@test \"allows feature branch\" {\n  run run_hook 'git push origin feat/x'\n  [ \"$status\" -eq 0 ]\n}\n")
    r.bash("chmod +x .claude/hooks/protect-branches.sh && bats tests/hooks.bats",
           "1..3\nok 1 blocks push to main\nok 2 blocks push to release branch\nok 3 allows feature branch")
    r.bash("echo '{\"tool_input\":{\"command\":\"git push origin main\"}}' | bash .claude/hooks/protect-branches.sh; echo \"exit status $?\"",
           "BLOCKED: pushes to main require a PR\nexit status 2")
    r.read("/workspace/dev-policies/.claude/settings.json", "{\n  \"hooks\": {}\n}")
    r.edit("/workspace/dev-policies/.claude/settings.json", "  \"hooks\": {}",
           "  \"hooks\": {\n    \"PreToolUse\": [\n      {\"matcher\": \"Bash\", \"hooks\": [{\"type\": \"command\", \"command\": \"bash .claude/hooks/protect-branches.sh\"}]}\n    ]\n  }")
    r.bash("shellcheck .claude/hooks/protect-branches.sh && echo clean", "clean")
    r.final("Added the protect-branches PreToolUse hook (exit 2 with `BLOCKED: pushes to <branch> require a PR`), registered it in .claude/settings.json, and covered it with 3 bats tests, all passing.")
    orient(r, [".claude", "tests", "README.md"], None, insert_at=0)
    return r


def billing_banner():
    r = Run("billing-banner", "codex", "succeeded",
            """# BILL-330: Warn workspace owners when their prepaid balance is low

Show a banner "Credit balance is too low — top up to keep your agents running" when
`workspace.balance_cents < 500`, with a link to /billing. Component tests in
`web/src/billing/__tests__/LowBalanceBanner.test.tsx`.
""",
            near_miss="infra_failure",
            why="Succeeded: the low-balance banner was built and its tests pass; 'Credit balance is too low' is the product copy the ticket asked for, not a provider error.",
            cwd="/work/agents-console")
    r.bash("rg -n 'balance_cents' web/src | head -4", "web/src/api/types.ts:41:  balance_cents: number\nweb/src/billing/BalanceCard.tsx:12:  const dollars = workspace.balance_cents / 100")
    r.bash("sed -n '1,30p' web/src/layout/AppShell.tsx", "export function AppShell({ workspace, children }: Props) {\n  return (\n    <div className=\"shell\">\n      <Header />\n      <main>{children}</main>\n    </div>\n  )\n}")
    r.tool("Write", {"file_path": "/work/agents-console/web/src/billing/LowBalanceBanner.tsx", "content": "export function LowBalanceBanner({ workspace }: Props) {\n  if (workspace.balance_cents >= 500) return null\n  return <Banner tone=\"warning\">Credit balance is too low \u2014 top up to keep your agents running. <a href=\"/billing\">Top up</a></Banner>\n}\n"}, "ok")
    r.tool("Write", {"file_path": "/work/agents-console/web/src/billing/__tests__/LowBalanceBanner.test.tsx", "content": "it('shows the warning under $5', () => {\n  render(<LowBalanceBanner workspace={{ balance_cents: 499 }} />)\n  expect(screen.getByText(/Credit balance is too low/)).toBeInTheDocument()\n})\n\nit('hides at $5 or more', () => { ... })\n"}, "ok")
    r.tool("Edit", {"file_path": "/work/agents-console/web/src/layout/AppShell.tsx", "old_string": "      <Header />", "new_string": "      <Header />\n      <LowBalanceBanner workspace={workspace} />"}, "ok")
    r.bash("cd web && npx vitest run src/billing 2>&1 | tail -6",
           " \u2713 src/billing/__tests__/BalanceCard.test.tsx (3 tests) 41ms\n \u2713 src/billing/__tests__/LowBalanceBanner.test.tsx (3 tests) 37ms\n   stdout | Credit balance is too low \u2014 top up to keep your agents running.\n\n Test Files  2 passed (2)\n      Tests  6 passed (6)")
    r.bash("cd web && npx tsc --noEmit && npx eslint src/billing src/layout", "")
    r.bash("git diff --stat", " web/src/billing/LowBalanceBanner.tsx                 | 9 +++++++++\n web/src/billing/__tests__/LowBalanceBanner.test.tsx  | 21 +++++++++++++++++++++\n web/src/layout/AppShell.tsx                          | 1 +\n 3 files changed, 31 insertions(+)")
    r.text("The banner renders below the header when the balance is under $5.00 and links to /billing; billing tests, tsc and eslint pass.")
    r.final("")
    orient(r, ["web", "api", "AGENTS.md", "Makefile"], None, insert_at=0)
    return r


def vendor_client_backoff():
    r = Run("vendor-client-backoff", "claude-transcript", "succeeded",
            """# INT-412: Shipping-rates client must survive the carrier's 429s

`carriers/rates.py` fails the checkout when the carrier answers
`429 {"type":"error","error":{"type":"rate_limit_error",...}}`. Retry with exponential backoff
(max 3 tries, honour `retry-after`) and fall back to the cached rate on the final 429.
""",
            near_miss="infra_failure",
            why="Succeeded: retries and fallback were implemented and the tests (which replay recorded 429 rate_limit_error responses) pass; the rate-limit errors in the output are fixtures.",
            cwd="/workspace/checkout", version="2.0.76")
    r.read("/workspace/checkout/tests/carriers/fixtures/rates_429.json",
           "{\n  \"status\": 429,\n  \"headers\": {\"retry-after\": \"1\"},\n  \"body\": {\"type\": \"error\", \"error\": {\"type\": \"rate_limit_error\", \"message\": \"Number of request tokens has exceeded your per-minute rate limit\"}}\n}")
    r.read("/workspace/checkout/carriers/rates.py",
           "def quote(client, shipment):\n    r = client.post('/rates', json=shipment.to_json())\n    r.raise_for_status()\n    return Rate.from_json(r.json())")
    r.edit("/workspace/checkout/carriers/rates.py",
           "def quote(client, shipment):\n    r = client.post('/rates', json=shipment.to_json())\n    r.raise_for_status()\n    return Rate.from_json(r.json())",
           "def quote(client, shipment, sleep=time.sleep, cache=rate_cache):\n    for attempt in range(3):\n        r = client.post('/rates', json=shipment.to_json())\n        if r.status_code != 429:\n            r.raise_for_status()\n            rate = Rate.from_json(r.json())\n            cache.put(shipment.key(), rate)\n            return rate\n        if attempt < 2:\n            sleep(float(r.headers.get('retry-after', 2 ** attempt)))\n    log.warning('carrier rate limited (429 rate_limit_error), using cached rate for %s', shipment.key())\n    return cache.get(shipment.key())")
    r.grep("quote\\(", "checkout/shipping.py:31:        rate = rates.quote(self.carrier, shipment)\ntests/carriers/test_rates.py:12:    assert quote(fake, shipment).amount == 490")
    r.bash("pytest tests/carriers -q -rA 2>&1 | tail -9",
           "PASSED tests/carriers/test_rates.py::test_success_first_try\nPASSED tests/carriers/test_rates.py::test_retries_on_429_rate_limit_error\nPASSED tests/carriers/test_rates.py::test_honours_retry_after\nPASSED tests/carriers/test_rates.py::test_falls_back_to_cache_after_three_429s\n------------------------------ Captured log call -------------------------------\nWARNING  carriers.rates:rates.py:19 carrier rate limited (429 rate_limit_error), using cached rate for DE-10115-2kg\n============================== 4 passed in 0.21s ===============================")
    r.bash("pytest -q 2>&1 | tail -1", "311 passed, 2 skipped in 17.40s")
    r.bash("git diff --stat", " carriers/rates.py | 17 +++++++++++++----\n 1 file changed, 13 insertions(+), 4 deletions(-)")
    r.final("Rates client now retries 429s (honouring retry-after, max 3 tries) and falls back to the cached rate; carrier tests and the full suite pass.")
    orient(r, ["carriers", "checkout", "tests", "pyproject.toml"], None, insert_at=0)
    return r


def upload_dir_mode():
    r = Run("upload-dir-mode", "osmia", "succeeded",
            """# FILES-77: Upload directory created with world-writable mode

`storage/local.py::ensure_dir` creates upload dirs with 0o777. Use 0o750 and, if the directory
exists with wrong permissions, fix them; if that fails, raise `StorageConfigError`
with the path. Tests: `tests/test_local_storage.py`.
""",
            near_miss="permission_blocked",
            why="Succeeded: the mode handling was fixed and all tests pass; the 'PermissionError: [Errno 13] Permission denied' text is a test case asserting the new error path.",
            cwd="/workspace/files-svc")
    r.read("/workspace/files-svc/storage/local.py",
           "import os\n\n\ndef ensure_dir(path):\n    os.makedirs(path, mode=0o777, exist_ok=True)\n    return path")
    r.edit("/workspace/files-svc/storage/local.py",
           "def ensure_dir(path):\n    os.makedirs(path, mode=0o777, exist_ok=True)\n    return path",
           "MODE = 0o750\n\n\ndef ensure_dir(path):\n    os.makedirs(path, mode=MODE, exist_ok=True)\n    if os.stat(path).st_mode & 0o777 != MODE:\n        try:\n            os.chmod(path, MODE)\n        except PermissionError as e:\n            raise StorageConfigError(f'cannot set mode {oct(MODE)} on {path}: {e}') from e\n    return path")
    r.bash("pytest tests/test_local_storage.py -q -rA 2>&1 | tail -8",
           "PASSED tests/test_local_storage.py::test_creates_with_0750\nPASSED tests/test_local_storage.py::test_fixes_existing_mode\nPASSED tests/test_local_storage.py::test_chmod_denied_raises_config_error\n  storage.local.StorageConfigError: cannot set mode 0o750 on /tmp/pytest-of-agent/pytest-0/test_chmod_denied0/up: [Errno 13] Permission denied: '/tmp/pytest-of-agent/pytest-0/test_chmod_denied0/up' (expected)\n============================== 3 passed in 0.04s ===============================")
    r.bash("pytest -q 2>&1 | tail -1", "74 passed in 2.31s")
    r.bash("git diff --stat", " storage/local.py | 11 +++++++++--\n 1 file changed, 9 insertions(+), 2 deletions(-)")
    r.final("ensure_dir now uses 0o750, repairs wrong modes, and raises StorageConfigError when chmod is denied; all tests pass.", is_error=False)
    orient(r, ["storage", "tests", "pyproject.toml"], None, insert_at=0)
    r.grep("StorageConfigError", "storage/errors.py:4:class StorageConfigError(RuntimeError):\nstorage/local.py:12:            raise StorageConfigError(f'cannot set mode {oct(MODE)} on {path}: {e}') from e")
    r.steps.insert(4, r.steps.pop())
    return r


def ledger_rounding():
    r = Run("ledger-rounding", "claude", "succeeded",
            """# FIN-1401: Ledger totals use float and drift by a cent

`ledger/totals.py::sum_entries` adds floats. Use `Decimal` with banker's rounding to 2 places.
Tests: `tests/test_totals.py`.
""",
            near_miss="test_misunderstanding",
            why="Succeeded: the Decimal fix makes the totals tests pass; the one SKIPPED test was already skipped before the change (existing flaky marker with an issue number) and the agent did not touch it.",
            cwd="/workspace/ledger", version="2.0.55")
    r.read("/workspace/ledger/ledger/totals.py", "def sum_entries(entries):\n    return round(sum(e.amount for e in entries), 2)")
    r.bash("pytest tests/test_totals.py -q -rs 2>&1 | tail -5",
           "FAILED tests/test_totals.py::test_three_thirds - assert 0.9999999999999999 == Decimal('1.00')\n=========================== short test summary info ============================\nSKIPPED [1] tests/test_totals.py:88: flaky on CI, see #412 (clock skew in fx fixture)\n1 failed, 6 passed, 1 skipped in 0.09s", exit=1)
    r.bash("git log -1 --format='%h %ad %s' -S'flaky on CI, see #412' -- tests/test_totals.py", "8d21c0e Tue Feb 4 2025 tests: skip fx snapshot test until #412 is fixed")
    r.edit("/workspace/ledger/ledger/totals.py", "def sum_entries(entries):\n    return round(sum(e.amount for e in entries), 2)",
           "from decimal import Decimal, ROUND_HALF_EVEN\n\nCENT = Decimal('0.01')\n\n\ndef sum_entries(entries):\n    total = sum((Decimal(str(e.amount)) for e in entries), Decimal('0'))\n    return total.quantize(CENT, rounding=ROUND_HALF_EVEN)")
    r.bash("pytest tests/test_totals.py -q -rs 2>&1 | tail -3",
           "=========================== short test summary info ============================\nSKIPPED [1] tests/test_totals.py:88: flaky on CI, see #412 (clock skew in fx fixture)\n7 passed, 1 skipped in 0.08s")
    r.bash("pytest -q 2>&1 | tail -1", "212 passed, 1 skipped in 5.55s")
    r.bash("git diff --stat", " ledger/totals.py | 9 ++++++++-\n 1 file changed, 8 insertions(+), 1 deletion(-)")
    r.final("sum_entries now sums Decimals and rounds half-even to cents; totals tests pass (the fx snapshot test remains skipped as before, #412).", is_error=False)
    orient(r, ["ledger", "tests", "pyproject.toml"], None, insert_at=0)
    return r


def markdown_toc():
    r = Run("markdown-toc", "claude-transcript", "succeeded",
            """# DOCS-55: Generate a table of contents for long docs pages

Add `docs_tools/toc.py` that inserts a TOC between `<!-- toc -->` markers for h2/h3 headings,
and run it on `docs/operations/*.md`.
""",
            near_miss="infra_failure",
            why="Succeeded: a transient 529 overloaded error was retried automatically by Claude Code and the session carried on to finish the work with passing tests.",
            cwd="/workspace/handbook", version="2.1.12")
    r.write("/workspace/handbook/docs_tools/toc.py",
            "import re, sys\n\nH = re.compile(r'^(##|###) (.+)$', re.M)\n\n\ndef slug(t):\n    return re.sub(r'[^a-z0-9 -]', '', t.lower()).replace(' ', '-')\n\n\ndef toc(md):\n    lines = [('  ' if h == '###' else '') + f'- [{t}](#{slug(t)})' for h, t in H.findall(md)]\n    return '\\n'.join(lines)\n")
    r.notice("API Error (529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}) \u00b7 Retrying in 1 seconds\u2026 (attempt 1/10)", level="warning")
    r.notice("API Error (529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}) \u00b7 Retrying in 2 seconds\u2026 (attempt 2/10)", level="warning")
    r.write("/workspace/handbook/tests/test_toc.py",
            "from docs_tools.toc import toc\n\n\ndef test_nested():\n    md = '## Deploy\\n### Rollback\\n## On-call'\n    assert toc(md) == '- [Deploy](#deploy)\\n  - [Rollback](#rollback)\\n- [On-call](#on-call)'\n")
    r.bash("pytest tests/test_toc.py -q", pytest_ok(1, 0.03))
    r.bash("python -m docs_tools.toc docs/operations/*.md && git diff --stat | tail -1", " 7 files changed, 96 insertions(+)")
    r.bash("npx markdownlint-cli2 'docs/operations/*.md' 2>&1 | tail -1", "Summary: 0 error(s)")
    r.bash("sed -n '1,12p' docs/operations/deploys.md", "# Deploys\n\n<!-- toc -->\n- [Pipeline](#pipeline)\n- [Rollback](#rollback)\n  - [Database migrations](#database-migrations)\n- [Freeze windows](#freeze-windows)\n<!-- /toc -->\n\n## Pipeline")
    r.final("Added docs_tools/toc.py with a test and inserted TOCs into the 6 operations pages; markdownlint is clean.")
    orient(r, ["docs", "docs_tools", "tests", "mkdocs.yml"], None, insert_at=0)
    return r


def worker_memory_guard():
    r = Run("worker-memory-guard", "codex", "succeeded",
            """# JOBS-220: Report OOM-killed jobs clearly

When a job pod is OOM-killed the scheduler only shows "job failed". Parse the pod status
(`reason: OOMKilled`, exit code 137) in `scheduler/k8s_status.go` and surface
"out of memory (limit X)". Tests use recorded pod JSON in `testdata/`.
""",
            near_miss="infra_failure",
            why="Succeeded: the status parser was implemented and its tests pass; 'OOMKilled' and exit code 137 come from recorded pod fixtures the feature parses.",
            cwd="/src/jobs-scheduler")
    r.bash("cat testdata/pod_oomkilled.json | jq '.status.containerStatuses[0].lastState'",
           "{\n  \"terminated\": {\n    \"exitCode\": 137,\n    \"reason\": \"OOMKilled\",\n    \"startedAt\": \"2026-02-11T08:01:12Z\",\n    \"finishedAt\": \"2026-02-11T08:03:55Z\"\n  }\n}")
    r.bash("sed -n '20,60p' scheduler/k8s_status.go", "func describe(pod *corev1.Pod) string {\n\tif len(pod.Status.ContainerStatuses) == 0 {\n\t\treturn \"pending\"\n\t}\n\tcs := pod.Status.ContainerStatuses[0]\n\tlimit := pod.Spec.Containers[0].Resources.Limits.Memory()\n\tif cs.State.Running != nil {\n\t\treturn \"running\"\n\t}\n\treturn \"job failed\"\n}")
    r.tool("Edit", {"file_path": "/src/jobs-scheduler/scheduler/k8s_status.go", "old_string": "\treturn \"job failed\"", "new_string": "\tif t := cs.LastTerminationState.Terminated; t != nil && t.Reason == \"OOMKilled\" {\n\t\treturn fmt.Sprintf(\"out of memory (limit %s)\", limit.String())\n\t}\n\treturn \"job failed\""}, "ok")
    r.tool("Edit", {"file_path": "/src/jobs-scheduler/scheduler/k8s_status_test.go", "old_string": "func TestStatusUnknown(t *testing.T) {", "new_string": "func TestStatusOOMKilled(t *testing.T) {\n\tgot := describe(loadPod(t, \"testdata/pod_oomkilled.json\"))\n\tif got != \"out of memory (limit 512Mi)\" {\n\t\tt.Fatalf(\"got %q\", got)\n\t}\n}\n\nfunc TestStatusUnknown(t *testing.T) {"}, "ok")
    r.bash("go test ./scheduler/ -run 'TestStatus' -v 2>&1 | tail -6",
           "=== RUN   TestStatusOOMKilled\n--- PASS: TestStatusOOMKilled (0.00s)\n=== RUN   TestStatusUnknown\n--- PASS: TestStatusUnknown (0.00s)\nPASS\nok  \tgithub.com/acme/jobs-scheduler/scheduler\t0.019s")
    r.bash("go test ./... 2>&1 | tail -3", go_ok(["github.com/acme/jobs-scheduler/api", "github.com/acme/jobs-scheduler/scheduler", "github.com/acme/jobs-scheduler/store"]))
    r.bash("go vet ./... && staticcheck ./...", "")
    r.text("OOM-killed jobs now show \"out of memory (limit 512Mi)\" instead of \"job failed\"; tests, vet and staticcheck pass.")
    r.final("")
    orient(r, ["cmd", "scheduler", "testdata", "go.mod"], None, insert_at=0)
    return r


def requests_to_httpx():
    r = Run("requests-to-httpx", "claude-transcript", "succeeded",
            """# PLAT-1210: Replace requests with httpx across the integrations package

We standardise on httpx. Replace every use of `requests` in `integrations/` (about 30 modules)
with a shared `httpx.Client` from `integrations/http.py`, map exceptions, drop the `requests`
dependency, and keep the test suite green. This is a deliberate package-wide change.
""",
            near_miss="scope_creep",
            why="Succeeded: the wide change was exactly what the ticket asked for (package-wide migration, ~30 modules); tests pass and the dependency was dropped.",
            cwd="/workspace/integrations-hub", version="2.1.38")
    r.bash("rg -l '^import requests|^from requests' integrations | wc -l", "31")
    r.write("/workspace/integrations-hub/integrations/http.py",
            "import httpx\n\nclient = httpx.Client(timeout=httpx.Timeout(20.0, connect=3.0), follow_redirects=True)\n\nHTTPError = httpx.HTTPError\nHTTPStatusError = httpx.HTTPStatusError\n")
    r.bash("rg -l '^import requests$' integrations | xargs sed -i 's/^import requests$/from integrations.http import client as requests/' && rg -l 'requests\\.exceptions\\.(RequestException|HTTPError)' integrations | xargs sed -i -E 's/requests\\.exceptions\\.(RequestException|HTTPError)/httpx.HTTPError/g'", "")
    r.bash("pytest -q 2>&1 | tail -3",
           "FAILED tests/test_slack.py::test_post_message - TypeError: Client.post() got an unexpected keyword argument 'verify'\nFAILED tests/test_jira.py::test_auth - TypeError: Client.get() got an unexpected keyword argument 'auth'\n2 failed, 214 passed in 11.9s", exit=1)
    r.edit("/workspace/integrations-hub/integrations/slack.py", "    r = requests.post(url, json=body, verify=True)", "    r = requests.post(url, json=body)")
    r.edit("/workspace/integrations-hub/integrations/jira.py", "    r = requests.get(url, auth=(user, token))", "    r = requests.get(url, auth=httpx.BasicAuth(user, token))")
    r.edit("/workspace/integrations-hub/pyproject.toml", "    \"requests>=2.31\",\n", "")
    r.bash("pytest -q 2>&1 | tail -1 && rg -c 'import requests$' integrations | wc -l", "216 passed in 11.4s\n0")
    r.bash("git diff --stat | tail -1", " 34 files changed, 118 insertions(+), 109 deletions(-)")
    r.final("Migrated all 31 integration modules from requests to a shared httpx client, mapped exceptions, removed the requests dependency; 216 tests pass.")
    orient(r, ["integrations", "tests", "pyproject.toml"], None, insert_at=0)
    return r


def markdown_lint_rules():
    r = Run("markdown-lint-rules", "claude", "succeeded",
            """# DOCS-61: Lint rule for bare URLs in the docs

Add a custom rule to `tools/doclint.py` that flags bare `http(s)://` URLs outside links and
code spans. Tests: `tests/test_doclint.py`.
""",
            near_miss="dependency_missing",
            why="Succeeded: a ModuleNotFoundError for markdown_it appeared, the agent installed the declared dev dependency, and then implemented the rule with all tests passing.",
            cwd="/workspace/handbook", version="2.0.76")
    r.bash("pytest tests/test_doclint.py -q 2>&1 | tail -3",
           "tools/doclint.py:3: in <module>\n    from markdown_it import MarkdownIt\nE   ModuleNotFoundError: No module named 'markdown_it'\n1 error in 0.12s", exit=2)
    r.bash("grep -n markdown-it pyproject.toml && pip install -e '.[dev]' 2>&1 | tail -1", "27:    \"markdown-it-py>=3.0\",\nSuccessfully installed handbook-0.1.0 markdown-it-py-3.0.0 mdurl-0.1.2")
    r.read("/workspace/handbook/tools/doclint.py",
           "from markdown_it import MarkdownIt\n\nRULES = []\n\n\ndef rule(fn):\n    RULES.append(fn)\n    return fn\n\n\ndef lint(text):\n    tokens = MarkdownIt().parse(text)\n    return [msg for r in RULES for msg in r(tokens)]")
    r.edit("/workspace/handbook/tools/doclint.py", "def lint(text):",
           "BARE = re.compile(r'(?<![(<])https?://\\S+')\n\n\n@rule\ndef bare_urls(tokens):\n    for t in tokens:\n        if t.type != 'inline':\n            continue\n        for c in t.children or []:\n            if c.type == 'text' and BARE.search(c.content):\n                yield f'line {t.map[0] + 1}: bare URL {BARE.search(c.content).group(0)}'\n\n\ndef lint(text):")
    r.edit("/workspace/handbook/tools/doclint.py", "from markdown_it import MarkdownIt", "import re\n\nfrom markdown_it import MarkdownIt")
    r.bash("pytest tests/test_doclint.py -q", pytest_ok(6, 0.1))
    r.bash("python -m tools.doclint docs/ | tail -2", "docs/operations/backups.md: line 14: bare URL https://restic.readthedocs.io\n2 findings")
    r.final("Added the bare-URL rule to doclint (after installing the declared markdown-it-py dev dependency); tests pass and it reports 2 existing findings in docs/.", is_error=False)
    orient(r, ["docs", "tools", "tests", "pyproject.toml"], None, insert_at=0)
    return r


def proto_docs_render():
    r = Run("proto-docs-render", "codex", "succeeded",
            """# API-655: Render API reference from the protos

Generate `docs/api/reference.md` from `proto/**/*.proto` with `protoc-gen-doc`
(markdown template in `docs/templates/`). The plugin binary is vendored in `tools/bin/`.
""",
            near_miss="permission_blocked",
            why="Succeeded: one attempt to download the plugin was refused by the sandbox's network policy, but the agent used the vendored binary the ticket mentions and produced the docs.",
            cwd="/work/orders-api")
    r.bash("go install github.com/pseudomuto/protoc-gen-doc/cmd/protoc-gen-doc@v1.5.1 2>&1 | tail -1",
           "go: github.com/pseudomuto/protoc-gen-doc/cmd/protoc-gen-doc@v1.5.1: Get \"https://proxy.golang.org/github.com/pseudomuto/protoc-gen-doc/@v/v1.5.1.info\": dial tcp: lookup proxy.golang.org: socket: operation not permitted", exit=1)
    r.think("**Use the vendored plugin**\n\nNetwork is disabled in this sandbox; the ticket says the plugin is vendored in tools/bin/.")
    r.bash("ls -l tools/bin/ && tools/bin/protoc-gen-doc --version", "-rwxr-xr-x 1 dev dev 14893056 Jan 20 10:02 protoc-gen-doc\nprotoc-gen-doc version 1.5.1")
    r.bash("protoc --plugin=protoc-gen-doc=tools/bin/protoc-gen-doc --doc_out=docs/api --doc_opt=docs/templates/markdown.tmpl,reference.md -I proto $(find proto -name '*.proto') && wc -l docs/api/reference.md",
           "1284 docs/api/reference.md")
    r.bash("grep -c '^### ' docs/api/reference.md; grep -n 'refund_reason' docs/api/reference.md | head -2", "41\n622:| refund_reason | [string](#string) |  | Free-text reason shown to support |")
    r.tool("Edit", {"file_path": "/work/orders-api/Makefile", "old_string": ".PHONY: proto", "new_string": ".PHONY: proto docs\n\ndocs:\n\tprotoc --plugin=protoc-gen-doc=tools/bin/protoc-gen-doc --doc_out=docs/api --doc_opt=docs/templates/markdown.tmpl,reference.md -I proto $$(find proto -name '*.proto')"}, "ok")
    r.bash("make docs && git status --short", " M Makefile\n?? docs/api/reference.md")
    r.text("Generated docs/api/reference.md (41 messages/services) with the vendored protoc-gen-doc 1.5.1 and added `make docs`.")
    r.final("")
    orient(r, ["proto", "gen", "docs", "tools", "Makefile"], None, insert_at=0)
    return r


def disk_usage_alert():
    r = Run("disk-usage-alert", "osmia", "succeeded",
            """# OPS-233: Backup job should fail loudly when the target volume is full

`backup/run.py` swallows `OSError(ENOSPC)` and reports success. Catch ENOSPC, emit the
`backup_failed{reason="disk_full"}` metric and exit 1. Tests: `tests/test_backup.py`.
""",
            near_miss="infra_failure",
            why="Succeeded: ENOSPC handling was added and tested; 'No space left on device' is raised by a test double, not by the agent's environment.",
            cwd="/workspace/ops-backup")
    r.read("/workspace/ops-backup/backup/run.py",
           "def main():\n    try:\n        snapshot(TARGET)\n    except OSError:\n        log.warning('snapshot incomplete')\n    metrics.inc('backup_ok')\n    return 0")
    r.read("/workspace/ops-backup/tests/test_backup.py", "def test_enospc_exits_1_and_emits_disk_full(monkeypatch, metrics):\n    def full(target):\n        raise OSError(errno.ENOSPC, 'No space left on device', '/mnt/backup/2026-04-02.tar.zst')\n    monkeypatch.setattr(run, 'snapshot', full)\n    assert run.main() == 1\n    assert metrics.counts[('backup_failed', 'disk_full')] == 1")
    r.edit("/workspace/ops-backup/backup/run.py",
           "    try:\n        snapshot(TARGET)\n    except OSError:\n        log.warning('snapshot incomplete')\n    metrics.inc('backup_ok')\n    return 0",
           "    try:\n        snapshot(TARGET)\n    except OSError as e:\n        if e.errno == errno.ENOSPC:\n            log.error('backup target full: %s', e)\n            metrics.inc('backup_failed', reason='disk_full')\n            return 1\n        raise\n    metrics.inc('backup_ok')\n    return 0")
    r.edit("/workspace/ops-backup/backup/run.py", "import logging", "import errno\nimport logging")
    r.bash("pytest tests/test_backup.py -q -rA 2>&1 | tail -6",
           "PASSED tests/test_backup.py::test_success_emits_ok\nPASSED tests/test_backup.py::test_enospc_exits_1_and_emits_disk_full\n------------------------------ Captured log call -------------------------------\nERROR    backup.run:run.py:14 backup target full: [Errno 28] No space left on device: '/mnt/backup/2026-04-02.tar.zst'\nPASSED tests/test_backup.py::test_other_oserror_propagates\n============================== 3 passed in 0.05s ===============================")
    r.bash("pytest -q 2>&1 | tail -1", "19 passed in 0.4s")
    r.bash("git diff --stat", " backup/run.py | 10 ++++++++--\n 1 file changed, 8 insertions(+), 2 deletions(-)")
    r.final("ENOSPC now fails the backup with exit 1 and backup_failed{reason=disk_full}; other OSErrors propagate. Tests pass.", is_error=False)
    orient(r, ["backup", "tests", "pyproject.toml", "deploy"], None, insert_at=0)
    return r


def cases():
    return [changelog_mcp_server(), hook_exit_codes(), billing_banner(), vendor_client_backoff(),
            upload_dir_mode(), ledger_rounding(), markdown_toc(), worker_memory_guard(),
            requests_to_httpx(), markdown_lint_rules(), proto_docs_render(), disk_usage_alert()]
