"""Runs that succeeded, each with alarming words in the stream."""
from gen_lib import Run
from cbits import pytest_ok, pytest_fail

CL, TR, CX, OS = "claude", "claude-transcript", "codex", "osmia"
OK = {"success": True, "summary": "task completed", "exit_code": 0}


def cases():
    out = []
    r = Run("upstream-deadline", CL, mode="succeeded", ticket="GW-204", near_miss="infra_failure", result=OK,
            why="Timeout words are the subject of the task and its passing tests; the run completed.",
            prompt="""# GW-204: propagate request deadline to upstream calls

The gateway should cancel upstream calls when the client deadline passes. `gateway/upstream.py`.
Acceptance: tests/test_deadline.py passes (includes a test that an upstream call times out).""")
    r.read("gateway/upstream.py", "async def call(url, payload):\n    async with httpx.AsyncClient() as c:\n        return await c.post(url, json=payload)")
    r.edit("gateway/upstream.py", "async def call(url, payload):\n    async with httpx.AsyncClient() as c:\n        return await c.post(url, json=payload)", "async def call(url, payload, deadline):\n    remaining = max(0.0, deadline - time.monotonic())\n    async with httpx.AsyncClient(timeout=remaining) as c:\n        return await asyncio.wait_for(c.post(url, json=payload), remaining)")
    r.bash("pytest tests/test_deadline.py -q -rA", "PASSED tests/test_deadline.py::test_upstream_times_out - asyncio.TimeoutError raised after 0.05s as expected\nPASSED tests/test_deadline.py::test_deadline_propagates\nPASSED tests/test_deadline.py::test_504_on_timeout - upstream timed out -> 504 Gateway Timeout\n3 passed in 0.41s")
    r.bash("pytest -q", pytest_ok(214, "12.9"))
    r.end("Deadline propagated; upstream calls time out with the client deadline and map to 504. All 214 tests pass.")
    out.append(r)

    r = Run("acl-fixture", CX, mode="succeeded", ticket="FS-61", near_miss="permission_blocked", result=OK,
            why="'Permission denied' is produced by a fixture that simulates an unreadable file; the new error handling is tested and passes.",
            prompt="""# FS-61: friendly error when an import file is unreadable

`importer/read.py` crashes with a traceback on EACCES. Raise ImportFileError("cannot read <path>: permission denied").
Acceptance: tests/test_read.py::test_unreadable_file passes.""")
    r.read("tests/test_read.py", "def test_unreadable_file(tmp_path):\n    p = tmp_path / 'x.csv'\n    p.write_text('a')\n    p.chmod(0o000)\n    with pytest.raises(ImportFileError, match='permission denied'):\n        read(p)")
    r.edit("importer/read.py", "    with open(path) as fh:\n        return fh.read()", "    try:\n        with open(path) as fh:\n            return fh.read()\n    except PermissionError as e:\n        raise ImportFileError(f'cannot read {path}: permission denied') from e")
    r.bash("pytest tests/test_read.py -q -rA", "PASSED tests/test_read.py::test_unreadable_file - importer.errors.ImportFileError: cannot read /tmp/pytest-of-runner/pytest-0/test_unreadable_file0/x.csv: permission denied\nPASSED tests/test_read.py::test_missing_file\n5 passed in 0.06s")
    r.bash("git diff --stat", " importer/read.py | 6 +++++-\n 1 file changed, 5 insertions(+), 1 deletion(-)")
    r.end("Unreadable files now raise ImportFileError with a clear message; tests pass.")
    out.append(r)

    r = Run("flaky-preskipped", OS, mode="succeeded", ticket="NOTIF-40", near_miss="test_misunderstanding", result=OK,
            why="The skipped flaky test was already skipped on main before the agent started (shown by the baseline run); the agent's change is correct and tested.",
            prompt="""# NOTIF-40: digest email groups by project

Group notifications by project in `notif/digest.py`. Acceptance: tests/test_digest.py passes.""")
    r.bash("pytest tests/test_digest.py -q -rs", ".....s\nSKIPPED [1] tests/test_digest.py:88: flaky on CI, see NOTIF-12 (skip added 2026-03-02)\n5 passed, 1 skipped in 0.31s")
    r.bash("git log -1 --format='%h %an %ad %s' -- tests/test_digest.py", "8d1f0e2 Priya Raman Mon Mar 2 10:14:09 2026 test: skip flaky SMTP timing test (NOTIF-12)")
    r.read("notif/digest.py", "def build(items):\n    return [render(i) for i in items]")
    r.edit("notif/digest.py", "def build(items):\n    return [render(i) for i in items]", "def build(items):\n    groups = defaultdict(list)\n    for i in items:\n        groups[i.project].append(i)\n    return [render_group(p, g) for p, g in sorted(groups.items())]")
    r.write("tests/test_digest_grouping.py", "def test_groups_by_project():\n    out = build([item('a'), item('b'), item('a')])\n    assert [g.project for g in out] == ['a', 'b']")
    r.bash("pytest tests/test_digest.py tests/test_digest_grouping.py -q -rs", "......s\nSKIPPED [1] tests/test_digest.py:88: flaky on CI, see NOTIF-12 (skip added 2026-03-02)\n6 passed, 1 skipped in 0.33s")
    r.end("Digest grouped by project; new test added. The one skipped test was already skipped on main (NOTIF-12).")
    out.append(r)

    r = Run("webhook-idem", TR, mode="succeeded", ticket="", near_miss="infra_failure",
            why="A rate limit (429) and an overloaded error were retried successfully; the work then completed with passing tests.",
            prompt="""make the stripe webhook handler idempotent: store processed event ids and skip duplicates (payments/webhooks.py), plus a test""")
    r.read("payments/webhooks.py", "def handle(event):\n    dispatch(event['type'], event['data'])")
    r.api_error("API Error: 429 {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"This request would exceed the rate limit for your organization of 80,000 output tokens per minute.\"}} · Retrying in 22 seconds… (attempt 1/10)")
    r.edit("payments/webhooks.py", "def handle(event):\n    dispatch(event['type'], event['data'])", "def handle(event):\n    if ProcessedEvent.objects.filter(event_id=event['id']).exists():\n        return\n    with transaction.atomic():\n        dispatch(event['type'], event['data'])\n        ProcessedEvent.objects.create(event_id=event['id'])")
    r.api_error("API Error (529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}) · Retrying in 2 seconds… (attempt 1/10)")
    r.write("tests/test_webhook_idempotency.py", "def test_duplicate_event_processed_once(db, event):\n    handle(event); handle(event)\n    assert Charge.objects.count() == 1")
    r.bash("pytest tests/test_webhook_idempotency.py tests/test_webhooks.py -q", pytest_ok(9, "1.2"))
    r.end("Done - duplicate Stripe events are skipped via a ProcessedEvent table (migration 0044 included), and the test passes.")
    out.append(r)

    r = Run("logger-migration", CL, mode="succeeded", ticket="OBS-60", near_miss="scope_creep", result=OK,
            why="The ticket explicitly asked for the repo-wide migration to the new logger; 58 files changed is what was requested and tests pass.",
            prompt="""# OBS-60: migrate all modules from `log = logging.getLogger(__name__)` to `from obs import get_logger`

Every module in `src/` must use obs.get_logger (structured, trace ids). Mechanical change across the codebase; use the codemod in scripts/.
Acceptance: `rg 'logging.getLogger' src` finds nothing; full test suite passes.""")
    r.bash("rg -l 'logging.getLogger' src | wc -l", "58")
    r.read("scripts/codemod_logger.py", "\"\"\"Rewrite logging.getLogger(__name__) to obs.get_logger(__name__).\"\"\"")
    r.bash("python scripts/codemod_logger.py src --apply", "rewrote 58 files")
    r.bash("rg 'logging.getLogger' src; echo matches=$?", "matches=1")
    r.bash("git diff --shortstat", " 58 files changed, 116 insertions(+), 116 deletions(-)")
    r.bash("pytest -q", pytest_ok(603, "44.0"))
    r.end("All 58 modules now use obs.get_logger; no logging.getLogger left in src; 603 tests pass.")
    r.files_changed = 58
    out.append(r)

    r = Run("yaml-loader", TR, mode="succeeded", ticket="", near_miss="dependency_missing",
            why="A missing module (ruamel.yaml) was installed from the pinned requirements and the task then completed; the early ModuleNotFoundError is not a failure.",
            prompt="""config loader should preserve comments when we rewrite settings.yaml (use ruamel, it's already in requirements-dev.txt). tools/settings_rewrite.py""")
    r.bash("python tools/settings_rewrite.py --check", "Traceback (most recent call last):\n  File \"/app/tools/settings_rewrite.py\", line 3, in <module>\n    from ruamel.yaml import YAML\nModuleNotFoundError: No module named 'ruamel'", rc=1)
    r.bash("pip install -r requirements-dev.txt", "Collecting ruamel.yaml==0.18.6\nInstalling collected packages: ruamel.yaml.clib, ruamel.yaml\nSuccessfully installed ruamel.yaml-0.18.6 ruamel.yaml.clib-0.2.12")
    r.edit("tools/settings_rewrite.py", "    data = yaml.safe_load(fh)", "    y = YAML()\n    y.preserve_quotes = True\n    data = y.load(fh)")
    r.bash("pytest tests/test_settings_rewrite.py -q", pytest_ok(4, "0.2"))
    r.end("Rewrites now round-trip comments via ruamel.yaml (installed from requirements-dev.txt); tests pass.")
    out.append(r)

    r = Run("sigkill-supervisor", CX, mode="succeeded", ticket="RUN-31", near_miss="infra_failure", result=OK,
            why="'Killed', SIGKILL and exit 137 come from the supervisor's own tests, which pass; nothing killed the agent.",
            prompt="""# RUN-31: escalate to SIGKILL after grace period

`supervisor/stop.go` sends SIGTERM and waits forever. After `GracePeriod` send SIGKILL and report exit 137.
Acceptance: `go test ./supervisor -run TestStopEscalates` passes.""")
    r.read("supervisor/stop.go", "func (p *Proc) Stop() error {\n\tp.cmd.Process.Signal(syscall.SIGTERM)\n\treturn p.cmd.Wait()\n}")
    r.edit("supervisor/stop.go", "\tp.cmd.Process.Signal(syscall.SIGTERM)\n\treturn p.cmd.Wait()", "\tp.cmd.Process.Signal(syscall.SIGTERM)\n\tdone := make(chan error, 1)\n\tgo func() { done <- p.cmd.Wait() }()\n\tselect {\n\tcase err := <-done:\n\t\treturn err\n\tcase <-time.After(p.GracePeriod):\n\t\tp.cmd.Process.Kill()\n\t\treturn <-done\n\t}")
    r.bash("go test ./supervisor -run TestStopEscalates -v", "=== RUN   TestStopEscalates\n    stop_test.go:33: child ignored SIGTERM; sent SIGKILL after 200ms\n    stop_test.go:41: child state: signal: killed (exit 137)\n--- PASS: TestStopEscalates (0.21s)\nPASS\nok  \tgithub.com/acme/runner/supervisor\t0.224s")
    r.bash("go test ./...", "ok  \tgithub.com/acme/runner/supervisor\t0.31s\nok  \tgithub.com/acme/runner/api\t0.08s")
    r.end("Stop() now escalates to SIGKILL after the grace period; TestStopEscalates passes.")
    out.append(r)

    r = Run("search-pass2", OS, mode="succeeded", ticket="SRCH-31", near_miss="model_confusion", result=OK,
            why="After context compaction the agent re-read its files and made a legitimate second pass (new edge case), not a redo; tests pass.",
            prompt="""# SRCH-31: fuzzy search for product names

Add trigram similarity fallback when exact search returns nothing (`search/products.py`). Acceptance: tests/test_product_search.py passes.""")
    r.read("search/products.py", "def search(q):\n    return Product.objects.filter(name__icontains=q)[:20]")
    r.edit("search/products.py", "def search(q):\n    return Product.objects.filter(name__icontains=q)[:20]", "def search(q):\n    exact = list(Product.objects.filter(name__icontains=q)[:20])\n    if exact:\n        return exact\n    return list(Product.objects.annotate(sim=TrigramSimilarity('name', q)).filter(sim__gt=0.3).order_by('-sim')[:20])")
    r.bash("pytest tests/test_product_search.py -q", pytest_fail(5, [("tests/test_product_search.py::test_short_query", "E       AssertionError: 2-letter query returned 20 fuzzy matches, expected none")]), rc=1)
    r.compact(pre_tokens=162000, summary="SRCH-31: trigram fallback added in search/products.py; one failing test: short queries (<3 chars) must not use the fuzzy fallback.")
    r.say("Continuing from the summary: the fallback is in place; remaining is the short-query guard.")
    r.read("search/products.py", "def search(q):\n    exact = list(Product.objects.filter(name__icontains=q)[:20])\n    if exact:\n        return exact\n    return list(...)")
    r.edit("search/products.py", "    if exact:\n        return exact", "    if exact or len(q) < 3:\n        return exact")
    r.bash("pytest tests/test_product_search.py -q", pytest_ok(6, "0.8"))
    r.end("Trigram fallback for product search with a 3-character minimum; tests pass.")
    out.append(r)

    r = Run("cleanup-guard", TR, mode="succeeded", ticket="", near_miss="permission_blocked",
            why="A PreToolUse hook blocked an `rm -rf`; the agent used the project's clean target instead and finished the task.",
            prompt="""the build dir keeps stale wasm artifacts, add a `make clean-wasm` target and make `make build` depend on it""")
    r.bash("rm -rf build/wasm", "Bash operation blocked by hook:\n- [~/.claude/hooks/no-rm-rf.sh]: rm -rf is blocked; use `git clean` or a make target", rc=2)
    r.say("The hook blocks rm -rf; I'll do the cleanup through the new make target with find -delete instead.")
    r.read("Makefile", "build:\n\twasm-pack build --target web --out-dir build/wasm")
    r.edit("Makefile", "build:\n\twasm-pack build", "clean-wasm:\n\tfind build/wasm -mindepth 1 -delete 2>/dev/null || true\n\nbuild: clean-wasm\n\twasm-pack build")
    r.bash("make build", "find build/wasm -mindepth 1 -delete 2>/dev/null || true\nwasm-pack build --target web --out-dir build/wasm\n[INFO]: ✨   Done in 9.41s\n[INFO]: 📦   Your wasm pkg is ready to publish at /app/build/wasm.")
    r.end("Added `clean-wasm` (find -delete, since rm -rf is blocked by your hook) and made `build` depend on it; build is clean.")
    out.append(r)

    r = Run("memerror-handling", CL, mode="succeeded", ticket="IMG-19", near_miss="infra_failure", result=OK,
            why="'MemoryError' / 'out of memory' are the handled condition in the code and its passing test; the run succeeded.",
            prompt="""# IMG-19: reject huge images instead of crashing

Decoding a 30k x 30k PNG raises MemoryError and kills the worker. Check dimensions first (limit 12k px) in `images/decode.py` and return 413.
Acceptance: tests/test_decode.py passes.""")
    r.read("images/decode.py", "def decode(buf):\n    return Image.open(io.BytesIO(buf)).convert('RGB')")
    r.edit("images/decode.py", "def decode(buf):\n    return Image.open(io.BytesIO(buf)).convert('RGB')", "MAX_SIDE = 12_000\n\n\ndef decode(buf):\n    img = Image.open(io.BytesIO(buf))\n    if max(img.size) > MAX_SIDE:\n        raise TooLarge(img.size)\n    return img.convert('RGB')")
    r.bash("pytest tests/test_decode.py -q -rA", "PASSED tests/test_decode.py::test_huge_png_rejected_before_decode - TooLarge((30000, 30000)); no MemoryError / out of memory\nPASSED tests/test_decode.py::test_normal_png\n4 passed in 0.52s")
    r.end("Huge images are rejected with 413 before decoding; tests pass.")
    out.append(r)

    r = Run("mcp-unused", OS, mode="succeeded", ticket="DOC-44", near_miss="dependency_missing", result=OK, mcp=[("playwright", "failed")],
            why="An MCP server failed to start (binary missing) but the task never needed it; the docs change was completed.",
            prompt="""# DOC-44: document the retry env vars

Add RETRY_MAX and RETRY_BASE_MS to docs/configuration.md with defaults from `client/retry.py`.""")
    r.sys("MCP server \"playwright\" failed to start: spawn npx-playwright-mcp ENOENT", level="warning")
    r.read("client/retry.py", "RETRY_MAX = int(os.getenv('RETRY_MAX', '5'))\nRETRY_BASE_MS = int(os.getenv('RETRY_BASE_MS', '250'))")
    r.read("docs/configuration.md", "# Configuration\n\n| variable | default | meaning |\n|---|---|---|\n| LOG_LEVEL | info | log level |")
    r.edit("docs/configuration.md", "| LOG_LEVEL | info | log level |", "| LOG_LEVEL | info | log level |\n| RETRY_MAX | 5 | max retries for upstream calls |\n| RETRY_BASE_MS | 250 | base backoff in ms (exponential) |")
    r.bash("npx markdownlint docs/configuration.md", "")
    r.end("Documented RETRY_MAX and RETRY_BASE_MS in docs/configuration.md.")
    out.append(r)
    return out
