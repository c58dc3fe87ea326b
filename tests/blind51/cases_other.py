"""unknown and succeeded cases (succeeded ones all contain alarming words)."""
from gen_lib import S, T, B, R, E, W, G, LOG, END, API_ERR
from noise import look_rag, tests_pass, git_status, CLIENT_PY, RETRIEVER_PY, PROMPT_PY, PROMPTFOO_YAML

CASES = []
add = CASES.append
TX, CL, CX, OS = "claude-transcript", "claude", "codex", "osmia"

# ------------------------------------------------------------------ unknown
add(dict(slug="summary-length-cap", format=TX, ticket="CHAT-44", title="Cap thread summaries at 120 words",
    body="`summarize_thread` sometimes returns 300 words. Add `max_words` to the prompt and truncate defensively.",
    mode="unknown", near="", why="The change and tests look fine and the stream ends normally; nothing in it explains why the run was marked failed.",
    steps=[R("chat/summarize.py", "def summarize_thread(client, msgs):\n    return client.complete(SUMMARY.format(thread=render(msgs)))"),
        E("chat/summarize.py", "    return client.complete(SUMMARY.format(thread=render(msgs)))", "    out = client.complete(SUMMARY.format(thread=render(msgs), max_words=120))\n    return \" \".join(out.split()[:120])"),
        tests_pass("pytest -q tests/test_summarize.py", 5, "0.12"), END(True, "Summaries are capped at 120 words; tests pass.")],
    summary="exit status 1"))

add(dict(slug="embedding-cache-key", format=CL, ticket="RAG-400", title="Include model name in the embedding cache key",
    body="Cache keys in `ragsvc/embed_cache.py` are sha1(text) only; switching models returns stale vectors. Include the model name.",
    mode="unknown", near="infra_failure", why="The stream stops after a passing test run with no error, no watchdog reason and no platform notice; the cause is not visible.",
    steps=look_rag() + [R("ragsvc/embed_cache.py", "def key(text):\n    return hashlib.sha1(text.encode()).hexdigest()"),
        E("ragsvc/embed_cache.py", "def key(text):\n    return hashlib.sha1(text.encode()).hexdigest()", "def key(text, model):\n    return hashlib.sha1(f\"{model}\\0{text}\".encode()).hexdigest()"),
        B("pytest -q tests/test_embed_cache.py", "...\nWARNING  ragsvc.embed_cache: cache lookup timed out after 50ms, falling back to compute (test_timeout_fallback)\n3 passed in 0.31s"),
        S("Tests pass, including the timeout fallback. Next I'll update call sites.")]))

add(dict(slug="refusal-style", format=CX, ticket="PRM-40", title="Refusals should suggest contacting support",
    body="Update the refusal prompt to suggest `support@acme.dev`. One eval case checks for the address.",
    mode="unknown", near="", why="The codex turn completed normally after a passing eval; the run is marked failed with no error in the stream.",
    steps=[R("prompts/refusal.txt", "Politely refuse. Do not reveal other customers' data."), E("prompts/refusal.txt", "", "Suggest contacting support@acme.dev."),
        B("npx promptfoo@0.98.0 eval -c evals/promptfooconfig.yaml --filter-pattern refus 2>&1 | tail -3", "Successes: 5\nFailures: 0\nPass Rate: 100.00%"),
        END(True, "Refusal prompt now points to support@acme.dev; refusal evals 5/5.")], summary="engine exited"))

add(dict(slug="ingest-dedupe", format=OS, ticket="RAG-405", title="Skip duplicate documents during ingest",
    body="Ingest re-embeds identical documents. Skip docs whose sha256 is already stored.",
    mode="unknown", near="permission_blocked", why="'Permission denied' only appears in a passing fixture test; the run ends with success false and no stated reason.",
    steps=[R("search/ingest.py", "def ingest(docs):\n    for d in docs:\n        upsert(d)"), E("search/ingest.py", "    for d in docs:\n        upsert(d)", "    seen = existing_hashes()\n    for d in docs:\n        if sha(d) in seen:\n            continue\n        upsert(d)"),
        B("pytest -q tests/test_ingest.py", "....\ntests/test_ingest.py::test_unreadable_source_is_reported PASSED  (logged: PermissionError: [Errno 13] Permission denied: '/tmp/pytest-of-agent/src/locked.md')\n4 passed in 0.40s"),
        S("All ingest tests pass."), END(False, "agent exited")]))

add(dict(slug="trace-ids-otel", format=TX, ticket="OBS-12", title="Attach trace ids to LLM spans",
    body="Add `gen_ai.request.model` and the provider request id as attributes on the OpenTelemetry span in `llmkit/tracing.py`.",
    mode="unknown", near="", why="The transcript simply stops mid-work after a successful edit; no error, kill notice or watchdog explains the failure.",
    steps=[R("llmkit/tracing.py", "def span_for(call):\n    with tracer.start_as_current_span(\"llm.call\") as span:\n        yield span"),
        E("llmkit/tracing.py", "        yield span", "        span.set_attribute(\"gen_ai.request.model\", call.model)\n        yield span"),
        B("pytest -q tests/test_tracing.py", "..\n2 passed in 0.2s"), S("Now the request id attribute.")]))

add(dict(slug="pii-redaction", format=CL, ticket="SAFE-30", title="Redact emails before logging prompts",
    body="`log_prompt` writes raw prompts; redact email addresses with a regex before logging.",
    mode="unknown", near="infra_failure", why="The agent finished with passing tests and a normal result line; the only 'timeout' text is in a passing test name; the failure cause is not in the stream.",
    steps=[E("llmkit/logging.py", "    logger.info(prompt)", "    logger.info(EMAIL_RE.sub(\"[email]\", prompt))"),
        B("pytest -q tests/test_logging.py", "...\ntest_logging.py::test_redaction_does_not_timeout_on_large_prompt PASSED\n3 passed in 0.9s"),
        END(True, "Emails are redacted before logging.")], state="Failed", force_result=True, summary="failed"))

add(dict(slug="cohere-version-pin", format=CX, ticket="SRCH-175", title="Pin cohere SDK to 5.x",
    body="Pin `cohere>=5,<6` in pyproject.", mode="unknown", near="dependency_missing",
    why="Install and tests succeed (an earlier 'No module named cohere' was fixed by the install); the run is failed without a visible reason.",
    steps=[B("python -c 'import cohere'", "ModuleNotFoundError: No module named 'cohere'", code=1), E("pyproject.toml", "    \"cohere\",", "    \"cohere>=5,<6\","),
        B("pip install -e . 2>&1 | tail -1", "Successfully installed cohere-5.11.4 acme-search-0.9.0"), tests_pass("pytest -q", 73, "2.80"),
        END(True, "Pinned cohere to 5.x.")]))

add(dict(slug="model-alias-map", format=OS, ticket="GW-70", title="Map model aliases to dated model ids",
    body="`fast` -> `claude-3-5-haiku-20241022`, `smart` -> `claude-sonnet-4-5-20250929` in `internal/models/alias.go`.",
    mode="unknown", near="", why="The Go change compiles and tests pass; the result is a bare failure with no message and nothing in the stream shows why.",
    steps=[E("internal/models/alias.go", "var aliases = map[string]string{}", "var aliases = map[string]string{\n\t\"fast\":  \"claude-3-5-haiku-20241022\",\n\t\"smart\": \"claude-sonnet-4-5-20250929\",\n}"),
        B("go test ./internal/models/...", "ok  \tgithub.com/acme-ai/llm-gateway/internal/models\t0.005s"), END(False, "")]))

add(dict(slug="feedback-endpoint", format=TX, ticket="CHAT-50", title="Thumbs up/down feedback endpoint",
    body="Add `POST /feedback` storing `{message_id, rating}` in the `feedback` table.",
    mode="unknown", near="", why="Work progresses normally with passing tests, then the transcript ends; no recognisable failure cause is present.",
    steps=[W("chat/feedback.py", "@router.post(\"/feedback\")\nasync def feedback(req: Feedback):\n    await db.execute(INSERT, req.message_id, req.rating)\n"),
        B("pytest -q tests/test_feedback.py", "..\n2 passed in 0.5s"), S("Endpoint added and tested. I'll register the router.")]))

# ------------------------------------------------------------------ succeeded (alarming words)
add(dict(slug="overloaded-fallback", format=TX, ticket="SDK-300", title="Fall back to Haiku when Sonnet is overloaded",
    body="On 529 `overloaded_error` after retries, `LLMClient` should retry once with the fallback model.",
    mode="succeeded", near="infra_failure", why="Implemented and tested; the overloaded_error/529 text is the fake provider in the test fixture.",
    steps=[R("ragsvc/llm/client.py", CLIENT_PY),
        E("ragsvc/llm/client.py", "                if e.status_code not in RETRYABLE or attempt == self.max_retries:\n                    raise", "                if e.status_code == 529 and attempt == self.max_retries and self.fallback_model:\n                    return self._once(prompt, model=self.fallback_model)\n                if e.status_code not in RETRYABLE or attempt == self.max_retries:\n                    raise"),
        B("pytest -q tests/test_fallback.py -rA", "..\nPASSED tests/test_fallback.py::test_overloaded_then_fallback  (fake: 529 {'type': 'error', 'error': {'type': 'overloaded_error', 'message': 'Overloaded'}} x4)\nPASSED tests/test_fallback.py::test_no_fallback_configured_raises\n2 passed in 0.08s"),
        tests_pass("pytest -q", 58, "4.02"), END(True, "Fallback on overloaded_error implemented; 58 tests pass.")]))

add(dict(slug="retry-after-honoured", format=CL, ticket="SDK-301", title="Honour retry-after-ms header",
    body="Anthropic also sends `retry-after-ms`; prefer it over `retry-after` when present.",
    mode="succeeded", near="infra_failure", why="The 429 rate_limit_error lines are the mocked provider; the retry test passes.",
    steps=look_rag() + [E("ragsvc/llm/client.py", "ra = e.response.headers.get(\"retry-after\")", "ra_ms = e.response.headers.get(\"retry-after-ms\")\n                ra = float(ra_ms) / 1000 if ra_ms else e.response.headers.get(\"retry-after\")"),
        B("pytest -q tests/test_retry.py -o log_cli=true", "INFO  fake_anthropic: -> 429 {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"This request would exceed the rate limit for your organization of 50,000 input tokens per minute.\"}} retry-after-ms=1500\nINFO  fake_anthropic: -> 200\n....\n4 passed in 0.11s"),
        END(True, "retry-after-ms honoured; retry tests pass.")]))

add(dict(slug="context-window-guard", format=TX, ticket="CHAT-52", title="Map context_length_exceeded to a 413 response",
    body="When OpenAI returns `context_length_exceeded`, `/chat` should answer HTTP 413 with code `conversation_too_long` (the frontend offers to start a new chat).",
    mode="succeeded", near="wrong_approach", why="The task asked for exactly this route-level mapping; context_length_exceeded appears only in the test's mocked error.",
    steps=[R("chat/routes.py", "@router.post(\"/chat\")\nasync def chat(req: ChatRequest):\n    ..."),
        E("chat/routes.py", "    resp = await client.chat.completions.create(model=MODEL, messages=msgs)", "    try:\n        resp = await client.chat.completions.create(model=MODEL, messages=msgs)\n    except openai.BadRequestError as e:\n        if e.code == \"context_length_exceeded\":\n            raise HTTPException(413, detail={\"code\": \"conversation_too_long\"})\n        raise"),
        B("pytest -q tests/test_routes.py -k too_long -rA", "PASSED tests/test_routes.py::test_context_length_exceeded_maps_to_413 (mock: Error code: 400 - {'error': {'code': 'context_length_exceeded', 'message': \"This model's maximum context length is 128000 tokens...\"}})\n1 passed, 11 deselected in 0.21s"),
        tests_pass("pytest -q", 64, "3.3"), END(True, "413 conversation_too_long on context_length_exceeded.")]))

add(dict(slug="quota-error-mapping", format=CX, ticket="SDK-305", title="Don't retry insufficient_quota",
    body="A 429 with `insufficient_quota` is not transient; raise `QuotaExceeded` immediately instead of retrying.",
    mode="succeeded", near="infra_failure", why="insufficient_quota/429 are the behaviour under test; tests pass.",
    steps=[R("llmkit/retry.py", "def should_retry(err):\n    return err.status_code in (429, 500, 502, 503)"),
        B("python - <<'PY'\nimport pathlib\np=pathlib.Path('llmkit/retry.py')\np.write_text(p.read_text().replace('    return err.status_code in (429, 500, 502, 503)','    if getattr(err, \"code\", None) == \"insufficient_quota\":\\n        return False\\n    return err.status_code in (429, 500, 502, 503)'))\nPY", ""),
        B("pytest -q tests/test_retry.py", "WARNING llmkit.retry: 429 insufficient_quota: You exceeded your current quota, please check your plan and billing details. (not retrying)\n.....\n5 passed in 0.06s"),
        END(True, "insufficient_quota is no longer retried; QuotaExceeded raised. 5 passed.")]))

add(dict(slug="fixture-unreadable", format=OS, ticket="AGT-63", title="read_file tool returns an error result on EACCES",
    body="Return `{\"is_error\": true, \"content\": \"permission denied: <path>\"}` from the read_file tool instead of raising.",
    mode="succeeded", near="permission_blocked", why="'Permission denied' is produced by the test fixture's chmod 000 file; the fix works and tests pass.",
    steps=[R("agent/tools/files.py", "def read_file(path):\n    return {\"content\": open(path).read()}"),
        E("agent/tools/files.py", "    return {\"content\": open(path).read()}", "    try:\n        return {\"content\": open(path).read()}\n    except PermissionError:\n        return {\"is_error\": True, \"content\": f\"permission denied: {path}\"}"),
        B("pytest -q tests/test_file_tool.py -rA", "PASSED tests/test_file_tool.py::test_unreadable_file_is_tool_error  -> {'is_error': True, 'content': 'permission denied: /tmp/pytest-of-agent/pytest-7/secret.txt'}\nPASSED tests/test_file_tool.py::test_reads_file\n2 passed in 0.05s"),
        END(True, "read_file now returns an error result on permission denied.")]))

add(dict(slug="already-skipped", format=TX, ticket="RAG-410", title="Typo in retriever log message",
    body="`retriever.py` logs 'retreived'. Fix the spelling.",
    mode="succeeded", near="test_misunderstanding", why="The skipped test was already skipped on main (xfail/skip predates the run); the agent only fixed the typo.",
    steps=[E("ragsvc/retrieval/retriever.py", "retreived", "retrieved"),
        B("pytest -q -rs", "......s.....\nSKIPPED [1] tests/test_live_openai.py:8: requires OPENAI_API_KEY (live provider test; skipped in CI)\n11 passed, 1 skipped in 2.1s"),
        B("git diff --stat", " ragsvc/retrieval/retriever.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        B("git log -1 --format=%h -- tests/test_live_openai.py", "3ad9e10"), END(True, "Typo fixed; suite green (1 pre-existing skip).")]))

add(dict(slug="sse-timeout-done", format=CL, ticket="SDK-306", title="Raise StreamTimeout on stalled SSE",
    body="Apply a per-chunk `read_timeout` in `stream_messages` and raise `StreamTimeout`.",
    mode="succeeded", near="infra_failure", why="ReadTimeout/StreamTimeout are what the test provokes on purpose; implemented and passing.",
    steps=[R("llmkit/streaming.py", "def stream_messages(url, read_timeout=30):\n    with httpx.stream(\"GET\", url) as r:\n        yield from iter_sse(r.iter_lines())"),
        E("llmkit/streaming.py", "    with httpx.stream(\"GET\", url) as r:\n        yield from iter_sse(r.iter_lines())", "    try:\n        with httpx.stream(\"GET\", url, timeout=httpx.Timeout(10, read=read_timeout)) as r:\n            yield from iter_sse(r.iter_lines())\n    except httpx.ReadTimeout as e:\n        raise StreamTimeout(f\"no data for {read_timeout}s\") from e"),
        B("pytest -q tests/test_streaming.py -rA", "PASSED tests/test_streaming.py::test_stream_read_timeout_raises  (httpx.ReadTimeout: timed out -> StreamTimeout: no data for 0.2s)\n5 passed in 0.48s"),
        END(True, "StreamTimeout raised on stalled streams; 5 passed.")]))

add(dict(slug="openai-v1-migration", format=TX, ticket="SDK-310", title="Migrate from openai 0.28 to the 1.x client",
    body="Migrate every call site from `openai.ChatCompletion.create` to the 1.x `OpenAI()` client across the repo (about a dozen files). Update tests accordingly.",
    mode="succeeded", near="scope_creep", why="A wide change the task explicitly asked for; the first ModuleNotFoundError (openai.error) was part of the migration and fixed.",
    steps=[G("openai.ChatCompletion|openai.error", "\n".join(f"{f}:12:    openai.ChatCompletion.create(" for f in ["chat/routes.py", "chat/summarize.py", "evals/graders/faithfulness.py", "intent/classify.py", "ragsvc/embeddings.py", "scripts/backfill_embeddings.py"]))] +
        [E(f, "openai.ChatCompletion.create(", "client.chat.completions.create(") for f in ["chat/routes.py", "chat/summarize.py", "evals/graders/faithfulness.py", "intent/classify.py", "ragsvc/embeddings.py", "scripts/backfill_embeddings.py", "llmkit/errors.py", "tests/conftest.py", "tests/test_routes.py", "tests/test_summarize.py", "tests/test_graders.py"]] +
        [B("pytest -q 2>&1 | tail -2", "E   ModuleNotFoundError: No module named 'openai.error'\n1 error", err=True),
         E("llmkit/errors.py", "from openai.error import RateLimitError", "from openai import RateLimitError"), tests_pass("pytest -q", 66, "4.5"),
         END(True, "Migrated 12 files to openai 1.x; 66 tests pass.")], files_changed=12))

add(dict(slug="respx-recover", format=CX, ticket="SDK-312", title="Parse tool-call arguments",
    body="Parse `function.arguments` JSON strings into dicts in `parse_tool_calls`; raise `BadToolArgs` on invalid JSON.",
    mode="succeeded", near="dependency_missing", why="A missing test dependency (respx) was installed and the real fix then passed.",
    steps=[B("pytest -q tests/test_tools.py", "E   ModuleNotFoundError: No module named 'respx'\n1 error in 0.1s", code=1),
        B("pip install respx==0.21.1", "Successfully installed respx-0.21.1"),
        B("python - <<'PY'\nimport pathlib\np=pathlib.Path('llmkit/tools.py')\np.write_text(p.read_text().replace('arguments=fn.arguments','arguments=_parse_args(fn.arguments)'))\nPY", ""),
        B("pytest -q tests/test_tools.py", "...\n3 passed in 0.15s"), END(True, "Tool arguments parsed; 3 passed.")]))

add(dict(slug="pip-retry-then-ok", format=OS, ticket="SRCH-180", title="Add rank_bm25 fallback when Postgres FTS is off",
    body="If `FTS_ENABLED=0`, use `rank_bm25` in-process. Add the dependency.",
    mode="succeeded", near="infra_failure", why="One transient 'Temporary failure in name resolution' retry warning, then pip installed the package and tests passed.",
    steps=[B("pip install rank_bm25==0.2.2", "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f02a1b3c610>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/rank-bm25/\nCollecting rank_bm25==0.2.2\n  Downloading rank_bm25-0.2.2-py3-none-any.whl (8.6 kB)\nSuccessfully installed rank_bm25-0.2.2"),
        W("search/bm25_local.py", "from rank_bm25 import BM25Okapi\n"), E("pyproject.toml", "dependencies = [", "dependencies = [\n    \"rank_bm25==0.2.2\","),
        B("pytest -q tests/test_bm25.py", "...\n3 passed in 0.3s"), END(True, "Local BM25 fallback added.")]))

add(dict(slug="threshold-product-call", format=TX, ticket="EVAL-120", title="Lower the faithfulness gate to 3.5 (product decision)",
    body="Product decided the faithfulness gate in `config/evals.yaml` should be 3.5 instead of 4.0 for the beta (see decision log DL-14). Change it and note it in CHANGELOG.",
    mode="succeeded", near="test_misunderstanding", why="Lowering the threshold is exactly what the task asked; the rate-limit warnings are the eval's provider calls being throttled and retried.",
    steps=[E("config/evals.yaml", "    min_faithfulness: 4.0", "    min_faithfulness: 3.5"), E("CHANGELOG.md", "## Unreleased", "## Unreleased\n- evals: faithfulness gate 4.0 -> 3.5 for beta (DL-14)"),
        B("make evals 2>&1 | tail -4", "judge: 429 rate_limit_exceeded, retrying in 1.2s\njudge: 429 rate_limit_exceeded, retrying in 2.5s\nfaithfulness = 3.91 (min 3.5)\nOK"),
        END(True, "Gate lowered to 3.5 per DL-14; evals pass.")]))

add(dict(slug="promptfoo-mock-429", format=CL, ticket="EVAL-122", title="Eval provider wrapper should retry 429s",
    body="Our custom promptfoo provider (`evals/providers/acme.js`) fails a case on the first 429. Retry up to 3 times with backoff.",
    mode="succeeded", near="infra_failure", why="The 429 Too Many Requests lines come from the mock server used by the provider's own test; the change works.",
    steps=[R("evals/providers/acme.js", "module.exports = class AcmeProvider {\n  async callApi(prompt) {\n    const r = await fetch(URL, { method: 'POST', body: JSON.stringify({ prompt }) });\n    return { output: (await r.json()).text };\n  }\n};"),
        E("evals/providers/acme.js", "    const r = await fetch(URL, { method: 'POST', body: JSON.stringify({ prompt }) });", "    let r;\n    for (let i = 0; i < 4; i++) {\n      r = await fetch(URL, { method: 'POST', body: JSON.stringify({ prompt }) });\n      if (r.status !== 429) break;\n      await sleep(250 * 2 ** i);\n    }"),
        B("npx vitest run evals/providers 2>&1 | tail -5", "stdout | retries on 429\nmock: 429 Too Many Requests (1/2)\nmock: 429 Too Many Requests (2/2)\n ✓ evals/providers/acme.test.js (3 tests) 1.6s\n      Tests  3 passed (3)"),
        END(True, "Provider retries 429 with backoff; tests pass.")]))

add(dict(slug="reembed-cursor", format=CX, ticket="RAG-415", title="Stream documents in the re-embed job to avoid OOM kills",
    body="The nightly re-embed job was OOMKilled in prod (exit 137). Fetch documents with a server-side cursor in batches of 500 instead of fetchall().",
    mode="succeeded", near="infra_failure", why="OOMKilled/exit 137 describe the prod incident in the ticket and test; the fix is implemented and verified.",
    steps=[B("grep -n fetchall scripts/reembed.py", "8:    docs = conn.execute(\"SELECT id, body FROM documents ORDER BY id LIMIT %s\", (limit,)).fetchall()"),
        B("python - <<'PY'\nimport pathlib\np=pathlib.Path('scripts/reembed.py')\np.write_text(p.read_text().replace('.fetchall()','').replace('conn.execute(','conn.cursor(name=\"reembed\").execute('))\nPY", ""),
        B("pytest -q tests/test_reembed.py", "......\n6 passed in 0.9s"),
        B("/usr/bin/time -v python scripts/reembed.py --dry-run --limit 5000 2>&1 | grep -E 'Maximum resident|Exit status'", "\tMaximum resident set size (kbytes): 412880\n\tExit status: 0"),
        END(True, "Re-embed now streams with a named cursor; peak RSS 403 MB (was OOMKilled at 4Gi).")]))
