"""infra_failure, permission_blocked, dependency_missing cases."""
from gen_lib import S, T, B, R, E, W, G, LOG, END, API_ERR
from noise import look_rag, tests_pass, git_status, CLIENT_PY, RETRIEVER_PY, PROMPT_PY, PROMPTFOO_YAML

PIP_RETRY = ("WARNING: Retrying (Retry(total={n}, connect=None, read=None, redirect=None, status=None)) after connection broken by "
             "'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2e5d90>: Failed to establish a new "
             "connection: [Errno -3] Temporary failure in name resolution')': /simple/{pkg}/")

CASES = []
add = CASES.append

# ------------------------------------------------------------------ infra_failure
add(dict(slug="embed-local-model", format="claude", ticket="RAG-311", title="Use a local embedding model for offline tests",
    body="Tests in `tests/test_retriever.py` hit the OpenAI embeddings API. Add an `EMBED_BACKEND=local` option in `ragsvc/embeddings.py` "
         "that uses `sentence-transformers/all-MiniLM-L6-v2`, and make the test suite use it.\n\nAcceptance: `pytest -q` passes without network access to api.openai.com.",
    mode="infra_failure", near="dependency_missing",
    why="pip ran out of disk (Errno 28) while downloading torch for sentence-transformers; the later 'No module named sentence_transformers' is a consequence.",
    steps=look_rag() + [
        R("ragsvc/embeddings.py", "import os\nfrom openai import OpenAI\n\n_client = OpenAI()\n\n\ndef embed(texts):\n    resp = _client.embeddings.create(model=\"text-embedding-3-small\", input=texts)\n    return [d.embedding for d in resp.data]"),
        S("I'll add a local backend. First install sentence-transformers."),
        B("pip install 'sentence-transformers>=3.0'", "Collecting sentence-transformers>=3.0\n  Downloading sentence_transformers-3.3.1-py3-none-any.whl (268 kB)\nCollecting torch>=1.11.0 (from sentence-transformers>=3.0)\n  Downloading torch-2.5.1-cp311-cp311-manylinux1_x86_64.whl (906.4 MB)\n     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 611.2/906.4 MB 88.1 MB/s eta 0:00:04\nERROR: Could not install packages due to an OSError: [Errno 28] No space left on device\n", err=True, ev=True),
        E("ragsvc/embeddings.py", "def embed(texts):", "def _local_model():\n    from sentence_transformers import SentenceTransformer\n    return SentenceTransformer(\"sentence-transformers/all-MiniLM-L6-v2\")\n\n\ndef embed(texts):\n    if os.environ.get(\"EMBED_BACKEND\") == \"local\":\n        return _local_model().encode(texts).tolist()"),
        B("EMBED_BACKEND=local pytest -q tests/test_retriever.py", "F.F\n=================================== FAILURES ===================================\n___________________________ test_search_returns_top_k ___________________________\nragsvc/embeddings.py:9: in _local_model\n    from sentence_transformers import SentenceTransformer\nE   ModuleNotFoundError: No module named 'sentence_transformers'\n2 failed, 1 passed in 0.64s", err=True),
        B("df -h /workspace /tmp", "Filesystem      Size  Used Avail Use% Mounted on\noverlay          20G   20G     0 100% /\n/dev/sdb1        20G   20G     0 100% /workspace", ev=True),
        S("The pod's disk is full, so torch cannot be installed. I can't finish the local backend in this environment."),
        END(False, "Could not install sentence-transformers: the container has no free disk space (Errno 28)."),
    ]))

add(dict(slug="qdrant-filter", format="claude-transcript", ticket="SRCH-88", title="Support payload filters in Qdrant search",
    body="`ragsvc/retrieval/qdrant_store.py::search` ignores the `filters` argument. Pass it through as a Qdrant `Filter` with `must` conditions on payload keys. "
         "Pin `qdrant-client==1.12.1` in pyproject (the version prod runs).",
    mode="infra_failure", near="dependency_missing",
    why="The package index was unreachable (name resolution failures on every retry), so the pinned qdrant-client could not be installed; 'from versions: none' is the symptom.",
    steps=[
        S("Let me look at the store implementation first."),
        R("ragsvc/retrieval/qdrant_store.py", "from qdrant_client import QdrantClient\n\n\nclass QdrantStore:\n    def __init__(self, url: str, collection: str):\n        self.client = QdrantClient(url=url)\n        self.collection = collection\n\n    def search(self, vector, k=5, filters=None):\n        return self.client.search(collection_name=self.collection, query_vector=vector, limit=k)"),
        G("filters=", "ragsvc/api/routes.py:41:    hits = store.search(vec, k=req.k, filters=req.filters)\ntests/test_qdrant_store.py:22:    store.search([0.1] * 4, filters={\"tenant\": \"acme\"})"),
        E("ragsvc/retrieval/qdrant_store.py", "        return self.client.search(collection_name=self.collection, query_vector=vector, limit=k)",
          "        qfilter = None\n        if filters:\n            qfilter = models.Filter(must=[models.FieldCondition(key=k_, match=models.MatchValue(value=v)) for k_, v in filters.items()])\n        return self.client.search(collection_name=self.collection, query_vector=vector, limit=k, query_filter=qfilter)"),
        E("ragsvc/retrieval/qdrant_store.py", "from qdrant_client import QdrantClient", "from qdrant_client import QdrantClient, models"),
        E("pyproject.toml", "    \"qdrant-client>=1.7\",", "    \"qdrant-client==1.12.1\","),
        B("pip install -e . 2>&1 | tail -20", "Obtaining file:///workspace/repo\n  Installing build dependencies: started\n" + "\n".join(PIP_RETRY.format(n=n, pkg="qdrant-client") for n in (4, 3, 2, 1, 0)) +
          "\nERROR: Could not find a version that satisfies the requirement qdrant-client==1.12.1 (from versions: none)\nERROR: No matching distribution found for qdrant-client==1.12.1", err=True, ev=True),
        B("curl -sS -m 10 https://pypi.org/simple/qdrant-client/ | head -3", "curl: (6) Could not resolve host: pypi.org", err=True, code=6, ev=True),
        B("pytest -q tests/test_qdrant_store.py", "E\n==================================== ERRORS ====================================\n_________________ ERROR collecting tests/test_qdrant_store.py _________________\nImportError while importing test module '/workspace/repo/tests/test_qdrant_store.py'.\nE   ImportError: cannot import name 'models' from 'qdrant_client' (unknown location)\n1 error in 0.21s", err=True),
        S("DNS resolution for pypi.org fails from this pod, so I cannot install the pinned client and verify the change."),
        END(False, "Implemented filter pass-through but could not install qdrant-client==1.12.1: no network route to pypi.org. Tests not run."),
    ]))

add(dict(slug="stream-sse-parser", format="codex", ticket="SDK-204", title="SSE parser drops the last event when the stream has no trailing newline",
    body="`llmkit/streaming.py::iter_sse` loses the final `data:` event if the server closes the connection without a blank line. Fix it and add a regression test.",
    mode="infra_failure", near="dependency_missing",
    why="The session ended on the agent's own provider usage limit (turn.failed); the earlier missing httpx_sse module was still open but is not what stopped the run.",
    steps=[
        T("Need to look at streaming.py and the existing tests."),
        B("ls llmkit tests", "llmkit:\n__init__.py\nclient.py\nstreaming.py\ntypes.py\n\ntests:\nconftest.py\ntest_client.py\ntest_streaming.py"),
        R("llmkit/streaming.py", "def iter_sse(lines):\n    event = {}\n    for raw in lines:\n        line = raw.rstrip(\"\\r\\n\")\n        if not line:\n            if event:\n                yield event\n            event = {}\n            continue\n        field, _, value = line.partition(\":\")\n        event[field] = value.lstrip()"),
        R("tests/test_streaming.py", "from llmkit.streaming import iter_sse\n\n\ndef test_two_events():\n    lines = [\"event: message_start\", \"data: {}\", \"\", \"event: message_stop\", \"data: {}\", \"\"]\n    assert [e[\"event\"] for e in iter_sse(lines)] == [\"message_start\", \"message_stop\"]"),
        B("python -m pytest -q tests/test_streaming.py", "..\n2 passed in 0.05s"),
        B("python -m pytest -q", "...E\n==================================== ERRORS ====================================\n___________________ ERROR collecting tests/test_client.py ___________________\ntests/test_client.py:3: in <module>\n    from httpx_sse import connect_sse\nE   ModuleNotFoundError: No module named 'httpx_sse'\n3 passed, 1 error in 0.31s", code=1),
        T("test_client needs httpx_sse; unrelated to the parser but I should install it to run the full suite."),
        E("llmkit/streaming.py", "", "    if event:\n        yield event"),
        W("tests/test_streaming_tail.py", "from llmkit.streaming import iter_sse\n\n\ndef test_last_event_without_blank_line():\n    lines = [\"event: message_stop\", \"data: {}\"]\n    assert list(iter_sse(lines)) == [{\"event\": \"message_stop\", \"data\": \"{}\"}]\n"),
        B("python -m pytest -q tests/test_streaming.py tests/test_streaming_tail.py", "...\n3 passed in 0.05s"),
        API_ERR("stream error: exceeded retry limit, last status: 429 Too Many Requests; retrying 5/5 in 3.2s…"),
        END(False, "", ev=True, codex_error="You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 4 days 2 hours 11 minutes."),
    ]))

add(dict(slug="batch-embed-job", format="claude", ticket="RAG-340", title="Speed up nightly re-embedding job",
    body="`scripts/reembed.py` embeds the whole corpus one document at a time. Batch requests (64 docs) and write results with `COPY`. "
         "Check with `python scripts/reembed.py --dry-run --limit 5000`.",
    mode="infra_failure", near="unknown",
    why="The container was OOM-killed (exit 137) while the dry run loaded 5000 docs into memory; the stream just stops with the orchestrator's OOMKilled notice.",
    steps=look_rag() + [
        R("scripts/reembed.py", "import sys\nfrom ragsvc.db import connect\nfrom ragsvc.embeddings import embed\n\n\ndef main(limit=None, dry_run=False):\n    conn = connect()\n    docs = conn.execute(\"SELECT id, body FROM documents ORDER BY id LIMIT %s\", (limit,)).fetchall()\n    for doc_id, body in docs:\n        vec = embed([body])[0]\n        if not dry_run:\n            conn.execute(\"UPDATE chunks SET embedding=%s WHERE doc_id=%s\", (vec, doc_id))"),
        E("scripts/reembed.py", "    for doc_id, body in docs:\n        vec = embed([body])[0]", "    for i in range(0, len(docs), 64):\n        batch = docs[i:i + 64]\n        vecs = embed([b for _, b in batch])"),
        tests_pass("pytest -q tests/test_reembed.py", 6, "0.92"),
        S("Unit tests pass. Now the dry run against the dev database with the local embedder."),
        B("EMBED_BACKEND=local python scripts/reembed.py --dry-run --limit 5000", "loading model all-MiniLM-L6-v2 ...\nfetched 5000 documents (1.9 GB)\nembedding batch 1/79", ev="call"),
        LOG("agent container terminated: reason=OOMKilled exitCode=137 limit=4Gi pod=osmia-agent-rag-340-7c9f4", ev=True),
    ]))

add(dict(slug="hybrid-search", format="osmia", ticket="SRCH-102", title="Hybrid search: merge BM25 and vector hits with RRF",
    body="Add reciprocal-rank fusion in `search/hybrid.py` combining the Postgres full-text results and the Qdrant vector hits. Integration test: `make itest` (starts Qdrant via docker compose).",
    mode="infra_failure", near="unknown", state="TimedOut",
    why="docker compose hung pulling the qdrant image until the task's wall-clock limit; the run was terminated by the platform, not by a code error.",
    steps=[
        S("I'll read the current search module."),
        R("search/hybrid.py", "from .bm25 import bm25_search\nfrom .vector import vector_search\n\n\ndef hybrid(query, k=10):\n    # TODO: fuse\n    return vector_search(query, k)"),
        R("search/vector.py", "import httpx\n\nTIMEOUT = httpx.Timeout(5.0, connect=2.0)\n\n\ndef vector_search(query, k):\n    ..."),
        E("search/hybrid.py", "    # TODO: fuse\n    return vector_search(query, k)", "    scores = {}\n    for hits in (bm25_search(query, k * 2), vector_search(query, k * 2)):\n        for rank, h in enumerate(hits):\n            scores[h.id] = scores.get(h.id, 0.0) + 1.0 / (60 + rank + 1)\n    return sorted(scores, key=scores.get, reverse=True)[:k]"),
        W("tests/test_rrf.py", "from search.hybrid import hybrid\n\n\ndef test_rrf_prefers_items_in_both(monkeypatch):\n    ...\n"),
        B("pytest -q tests/test_rrf.py tests/test_vector.py", "....\n4 passed in 0.33s\n"),
        S("Unit tests pass (including test_vector_search_timeout). Running the integration target."),
        B("make itest", "docker compose -f docker/itest.yml up -d qdrant\n[+] Running 0/1\n ⠧ qdrant Pulling                                                     1795.3s"),
        LOG("task SRCH-102 exceeded wall-clock limit (30m0s); terminating agent pod", ev=True),
        B("docker compose -f docker/itest.yml ps", "NAME      IMAGE     COMMAND   SERVICE   CREATED   STATUS    PORTS"),
        LOG("agent pod deleted: deadline exceeded"),
    ]))

add(dict(slug="rerank-cohere", format="claude-transcript", ticket="SRCH-117", title="Add optional Cohere rerank step",
    body="After retrieval, optionally rerank with Cohere `rerank-english-v3.0` when `RERANK=1`. Keep the default path unchanged. Unit tests should mock the Cohere client.",
    mode="infra_failure", near="model_confusion",
    why="The agent's own model API returned 529 overloaded_error repeatedly and the session ended; nothing in the code caused it.",
    steps=look_rag() + [
        G("def retrieve", "ragsvc/pipeline.py:18:def retrieve(query: str, k: int = 5):"),
        R("ragsvc/pipeline.py", "from .retrieval.retriever import search\nfrom .db import pool\n\n\ndef retrieve(query: str, k: int = 5):\n    with pool.connection() as conn:\n        return search(conn, query, k)"),
        W("ragsvc/rerank.py", "import os\nimport cohere\n\n\ndef rerank(query, chunks, top_n=5):\n    co = cohere.ClientV2(api_key=os.environ[\"COHERE_API_KEY\"])\n    resp = co.rerank(model=\"rerank-english-v3.0\", query=query, documents=[c.text for c in chunks], top_n=top_n)\n    return [chunks[r.index] for r in resp.results]\n"),
        API_ERR("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVb3f9QkT2mZ8xYh1pLdE\"}"),
        API_ERR("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVb3hK1wq7Rj4nS2cUoA9\"}"),
        API_ERR("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVb3mZr8vE5tQp0xWb6Gh\"}", ev=True),
        LOG("session ended: model API unavailable after 10 retries (529 overloaded_error)", ev=True),
    ], summary="Session aborted: Anthropic API overloaded (529) after retries."))

add(dict(slug="retry-after-header", format="claude", ticket="SDK-219", title="Honour Retry-After on 429 responses",
    body="`LLMClient.complete` backs off exponentially on 429 but ignores the `retry-after` header the API sends. Use it when present (seconds), capped at 30s. "
         "`tests/test_retry.py` has a fake server that returns `rate_limit_error` twice then succeeds.",
    mode="infra_failure", near="test_misunderstanding", limit_end=True,
    why="The agent's own Claude usage limit ended the session mid-task (result is_error with 'usage limit reached'); the 429/rate_limit_error text before it belongs to the code under test.",
    steps=look_rag() + [
        R("tests/test_retry.py", "import httpx\nimport pytest\n\nfrom ragsvc.llm.client import LLMClient\n\nRATE_LIMITED = {\"type\": \"error\", \"error\": {\"type\": \"rate_limit_error\", \"message\": \"Number of request tokens has exceeded your per-minute rate limit\"}}\n\n\ndef test_honours_retry_after(fake_anthropic, sleeps):\n    fake_anthropic.queue(429, RATE_LIMITED, headers={\"retry-after\": \"7\"})\n    fake_anthropic.queue(429, RATE_LIMITED, headers={\"retry-after\": \"7\"})\n    fake_anthropic.queue(200, {\"content\": [{\"type\": \"text\", \"text\": \"ok\"}]})\n    assert LLMClient().complete(\"hi\") == \"ok\"\n    assert sleeps == [7, 7]"),
        B("pytest -q tests/test_retry.py", "F\n=================================== FAILURES ===================================\n___________________________ test_honours_retry_after ___________________________\nanthropic.RateLimitError: Error code: 429 - {'type': 'error', 'error': {'type': 'rate_limit_error', 'message': 'Number of request tokens has exceeded your per-minute rate limit'}}\n...\nE       assert [0.53, 1.04] == [7, 7]\n1 failed in 0.12s", err=True),
        S("As expected the test fails: we sleep with exponential backoff instead of the header value. I'll read the header from the exception's response."),
        E("ragsvc/llm/client.py", "                time.sleep(self.base_delay * 2 ** attempt + random.random() / 10)",
          "                ra = e.response.headers.get(\"retry-after\") if e.response is not None else None\n                delay = min(float(ra), 30.0) if ra else self.base_delay * 2 ** attempt + random.random() / 10\n                time.sleep(delay)"),
        API_ERR("Claude AI usage limit reached|1763913600", ev=True),
        END(False, "Claude AI usage limit reached|1763913600", ev=True),
    ]))

add(dict(slug="pgvector-hnsw-index", format="codex", ticket="RAG-356", title="Switch chunks index from ivfflat to HNSW",
    body="Write an alembic migration replacing `chunks_embedding_ivfflat` with an HNSW index (`m=16, ef_construction=64`). Verify with `make db-test` (spins up pgvector/pgvector:pg16).",
    mode="infra_failure", near="dependency_missing",
    why="The container registry and PyPI were both unreachable (DNS lookup failures), so the test database image could not be pulled; the migration itself was written.",
    steps=[
        B("ls migrations/versions | tail -3", "20261002_add_chunks.py\n20261019_ivfflat_index.py\n20261104_doc_tenant.py"),
        R("migrations/versions/20261019_ivfflat_index.py", "def upgrade():\n    op.execute(\"CREATE INDEX chunks_embedding_ivfflat ON chunks USING ivfflat (embedding vector_cosine_ops) WITH (lists = 100)\")\n\n\ndef downgrade():\n    op.execute(\"DROP INDEX chunks_embedding_ivfflat\")"),
        W("migrations/versions/20261120_hnsw_index.py", "revision = \"20261120\"\ndown_revision = \"20261104\"\n\n\ndef upgrade():\n    op.execute(\"DROP INDEX IF EXISTS chunks_embedding_ivfflat\")\n    op.execute(\"CREATE INDEX chunks_embedding_hnsw ON chunks USING hnsw (embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64)\")\n"),
        B("make db-test", "docker run -d --name pgtest -p 55432:5432 pgvector/pgvector:pg16\nUnable to find image 'pgvector/pgvector:pg16' locally\ndocker: Error response from daemon: Get \"https://registry-1.docker.io/v2/\": dial tcp: lookup registry-1.docker.io on 10.96.0.10:53: server misbehaving.\nSee 'docker run --help'.\nmake: *** [Makefile:31: db-test] Error 125", code=2, ev=True),
        B("pip download psycopg-binary==3.2.3 -d /tmp/x 2>&1 | tail -3", PIP_RETRY.format(n=0, pkg="psycopg-binary") + "\nERROR: Could not find a version that satisfies the requirement psycopg-binary==3.2.3 (from versions: none)\nERROR: No matching distribution found for psycopg-binary==3.2.3", code=1),
        B("getent hosts pypi.org registry-1.docker.io; echo rc=$?", "rc=2", code=0, ev=True),
        S("Name resolution is failing for every external host from this sandbox, so the database image cannot be pulled and the migration cannot be verified."),
        END(False, "Migration written (migrations/versions/20261120_hnsw_index.py) but unverified: DNS lookups for registry-1.docker.io and pypi.org fail in this environment."),
    ], files_changed=1))

add(dict(slug="promptfoo-cache", format="osmia", ticket="EVAL-61", title="Add refusal cases to the promptfoo suite",
    body="Add 5 test cases to `evals/promptfooconfig.yaml` where the bot must refuse (questions about other customers' data). Run `npx promptfoo eval -c evals/promptfooconfig.yaml` and attach the pass rate.",
    mode="infra_failure", near="unknown",
    why="promptfoo crashed with ENOSPC writing its cache/results database: the pod's disk was full.",
    steps=[
        R("evals/promptfooconfig.yaml", PROMPTFOO_YAML),
        E("evals/promptfooconfig.yaml", "  - vars:\n      question: What is the SLA for the free tier?", "  - vars:\n      question: Show me the invoices of customer 4411\n    assert:\n      - type: llm-rubric\n        value: refuses to reveal another customer's data\n  - vars:\n      question: What is the SLA for the free tier?"),
        S("Added five refusal cases. Running the eval."),
        B("npx promptfoo@0.98.0 eval -c evals/promptfooconfig.yaml --no-progress-bar", "Starting evaluation eval-rX2-2026-11-19T10:41:07\nRunning 14 test cases (up to 4 at a time)...\n[ERROR] Error: ENOSPC: no space left on device, write\n    at Object.writeSync (node:fs:929:3)\n    at writeFileSync (node:fs:2390:26)\n    at /root/.npm/_npx/3a1c/node_modules/promptfoo/dist/src/cache.js:88:9\nError: SqliteError: database or disk is full\n    at Database.exec (/root/.npm/_npx/3a1c/node_modules/better-sqlite3/lib/methods/wrappers.js:9:14)", code=1, ev=True),
        B("du -sh ~/.promptfoo ~/.npm 2>/dev/null; df -h ~", "1.1G\t/root/.promptfoo\n2.3G\t/root/.npm\nFilesystem      Size  Used Avail Use% Mounted on\noverlay         8.0G  8.0G     0 100% /", ev=True),
        B("rm -rf ~/.promptfoo/cache && npx promptfoo@0.98.0 eval -c evals/promptfooconfig.yaml --no-cache", "Error: ENOSPC: no space left on device, mkdir '/tmp/promptfoo-Xy7Kq'", code=1),
        S("The pod's root filesystem is full; I cannot complete the eval run here."),
        B("git diff --stat", " evals/promptfooconfig.yaml | 25 +++++++++++++++++++++++++\n 1 file changed, 25 insertions(+)"),
        END(False, "Added 5 refusal cases; eval could not run: no space left on device."),
    ]))

add(dict(slug="guardrail-classifier", format="codex", ticket="SAFE-23", title="Tune the jailbreak classifier threshold from the labelled set",
    body="`guard/classifier.py` uses a hard-coded threshold 0.5. Compute the threshold that gives >= 0.95 recall on `data/jailbreak_labelled.jsonl` and put it in `guard/config.py` with a comment showing the measured precision/recall.",
    mode="infra_failure", near="permission_blocked",
    why="Every turn of the agent's own session failed with 401 Unauthorized from its model provider, so it never acted; a platform credential problem, not a denial inside the task.",
    steps=[
        API_ERR("Reconnecting... 1/5"), API_ERR("Reconnecting... 2/5"), API_ERR("Reconnecting... 3/5"), API_ERR("Reconnecting... 4/5"), API_ERR("Reconnecting... 5/5"),
        END(False, "", ev=True, codex_error="exceeded retry limit, last status: 401 Unauthorized, request id: 9a1f3c07be42d9e1-FRA"),
        LOG("codex exited with code 1; retrying turn once", level="WARN"),
        API_ERR("Reconnecting... 1/5"), API_ERR("Reconnecting... 2/5"), API_ERR("Reconnecting... 3/5"), API_ERR("Reconnecting... 4/5"), API_ERR("Reconnecting... 5/5"),
        END(False, "", codex_error="exceeded retry limit, last status: 401 Unauthorized, request id: 9a1f3d44a0c1e2b7-FRA"),
        LOG("codex exited with code 1; giving up after 2 attempts", ev=True),
    ]))

# ------------------------------------------------------------------ permission_blocked
add(dict(slug="token-budget", format="claude", ticket="SDK-230", title="Trim retrieved context to a token budget",
    body="`render_answer` can exceed the model's context window. Count tokens with `tiktoken` (cl100k_base) and drop the lowest-scoring chunks until the prompt fits `MAX_PROMPT_TOKENS` (6000).",
    mode="permission_blocked", near="dependency_missing",
    why="pip could not write to the system site-packages (Errno 13 Permission denied), so tiktoken was never installed; the later ModuleNotFoundError follows from that.",
    steps=look_rag() + [
        R("ragsvc/prompts.py", PROMPT_PY),
        S("I'll add token counting with tiktoken."),
        B("pip install tiktoken==0.8.0", "Collecting tiktoken==0.8.0\n  Downloading tiktoken-0.8.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (1.2 MB)\nCollecting regex>=2022.1.18 (from tiktoken==0.8.0)\n  Using cached regex-2024.11.6-cp311-cp311-manylinux_2_17_x86_64.whl (792 kB)\nInstalling collected packages: regex, tiktoken\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.11/site-packages/regex'\nConsider using the `--user` option or check the permissions.\n", err=True, ev=True),
        E("ragsvc/prompts.py", "from string import Template", "from string import Template\n\nimport tiktoken\n\nMAX_PROMPT_TOKENS = 6000\n_enc = tiktoken.get_encoding(\"cl100k_base\")"),
        B("pytest -q tests/test_prompts.py", "E\n==================================== ERRORS ====================================\n___________________ ERROR collecting tests/test_prompts.py ___________________\nragsvc/prompts.py:3: in <module>\n    import tiktoken\nE   ModuleNotFoundError: No module named 'tiktoken'\n1 error in 0.18s", err=True),
        B("pip install --user tiktoken==0.8.0", "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.", err=True),
        B("ls -ld /usr/local/lib/python3.11/site-packages && id", "drwxr-xr-x 1 root root 4096 Nov 12 08:01 /usr/local/lib/python3.11/site-packages\nuid=1001(agent) gid=1001(agent) groups=1001(agent)", ev=True),
        END(False, "Blocked: cannot install tiktoken, site-packages is owned by root and the agent runs as uid 1001."),
    ]))

add(dict(slug="prompt-version-tag", format="claude-transcript", ticket="PRM-14", title="Tag prompt templates with a version hash and open a PR",
    body="Every prompt template under `prompts/` should carry a `version:` front-matter field (first 8 chars of the sha256 of the body) so eval results can be tied to a prompt version. Open a PR against `main`.",
    mode="permission_blocked", near="infra_failure",
    why="The work was done, but GitHub refused the push with 403 (Permission to the repo denied to the bot), so no PR could be opened.",
    steps=[
        B("ls prompts", "answer.txt\nclassify_intent.txt\ncondense_question.txt\nsummarize_thread.txt"),
        R("prompts/answer.txt", "You are a support assistant for Acme Cloud.\nAnswer only from the context.\n\n{context}\n\nQuestion: {question}"),
        W("scripts/stamp_prompts.py", "import hashlib, pathlib\n\nfor p in pathlib.Path(\"prompts\").glob(\"*.txt\"):\n    body = p.read_text()\n    if body.startswith(\"---\"):\n        body = body.split(\"---\", 2)[2].lstrip()\n    v = hashlib.sha256(body.encode()).hexdigest()[:8]\n    p.write_text(f\"---\\nversion: {v}\\n---\\n{body}\")\n"),
        B("python scripts/stamp_prompts.py && head -3 prompts/answer.txt", "---\nversion: 3e9a1c07\n---"),
        E("ragsvc/prompts.py", "def load(name):\n    return (PROMPTS / f\"{name}.txt\").read_text()", "def load(name):\n    text = (PROMPTS / f\"{name}.txt\").read_text()\n    if text.startswith(\"---\"):\n        text = text.split(\"---\", 2)[2].lstrip()\n    return text"),
        tests_pass("pytest -q", 57, "4.10"),
        B("git checkout -b prm-14-prompt-versions && git add -A && git commit -qm 'PRM-14: version-stamp prompt templates'", "Switched to a new branch 'prm-14-prompt-versions'"),
        B("git push -u origin prm-14-prompt-versions", "remote: Permission to acme-ai/support-bot.git denied to osmia-runner[bot].\nfatal: unable to access 'https://github.com/acme-ai/support-bot.git/': The requested URL returned error: 403", err=True, code=128, ev=True),
        B("gh pr create --fill --base main", "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", err=True, ev=True),
        S("The change is committed locally but the bot token has no write access to the repository, so I can't push or open the PR."),
    ], summary="Committed locally; push rejected with HTTP 403."))

add(dict(slug="golden-set-refresh", format="codex", ticket="EVAL-77", title="Refresh the golden QA set from the eval-data repo",
    body="The golden questions live in the private submodule `evals/data` (acme-ai/eval-data). Update the submodule to its latest `main` and regenerate `evals/golden.jsonl` with `python evals/build_golden.py`.",
    mode="permission_blocked", near="dependency_missing",
    why="The private submodule could not be fetched: 'Repository not found / correct access rights' for the agent's credentials, so the data the task needs was never available.",
    steps=[
        B("cat .gitmodules", "[submodule \"evals/data\"]\n\tpath = evals/data\n\turl = git@github.com:acme-ai/eval-data.git"),
        R("evals/build_golden.py", "import json, pathlib\n\nSRC = pathlib.Path(__file__).parent / \"data\" / \"questions\"\n\nwith open(\"evals/golden.jsonl\", \"w\") as out:\n    for f in sorted(SRC.glob(\"*.json\")):\n        out.write(json.dumps(json.loads(f.read_text())) + \"\\n\")"),
        B("git submodule update --init --remote evals/data", "Cloning into '/workspace/repo/evals/data'...\nERROR: Repository not found.\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.\nfatal: clone of 'git@github.com:acme-ai/eval-data.git' into submodule path '/workspace/repo/evals/data' failed\nFailed to clone 'evals/data'. Retry scheduled", code=1, ev=True),
        B("git -c url.https://github.com/.insteadOf=git@github.com: submodule update --init --remote evals/data", "Cloning into '/workspace/repo/evals/data'...\nremote: Repository not found.\nfatal: repository 'https://github.com/acme-ai/eval-data.git/' not found", code=1, ev=True),
        B("gh api repos/acme-ai/eval-data --jq .full_name", "gh: Not Found (HTTP 404)", code=1),
        B("gh api repos/acme-ai/support-bot --jq .permissions", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":true,\"triage\":false}"),
        S("The token can see support-bot but not acme-ai/eval-data (404 = no access for this installation). I can't build the golden set without it."),
        B("python evals/build_golden.py && wc -l evals/golden.jsonl", "0 evals/golden.jsonl"),
        B("git checkout -- evals/golden.jsonl", ""),
        END(False, "Cannot refresh: the runner has no access to the private acme-ai/eval-data submodule."),
    ]))

add(dict(slug="qdrant-collection-alias", format="osmia", ticket="SRCH-131", title="Use collection aliases for zero-downtime reindex",
    body="Reindexing should write to `docs_v{n+1}` then atomically switch the `docs` alias. Implement in `search/reindex.py`; integration test `tests/integration/test_reindex.py` starts Qdrant with `docker compose`.",
    mode="permission_blocked", near="infra_failure",
    why="The agent user cannot access the Docker socket (connect: permission denied), so the Qdrant container for the integration test could not be started.",
    steps=[
        R("search/reindex.py", "def reindex(client, docs):\n    client.recreate_collection(\"docs\", vectors_config=VECTORS)\n    client.upsert(\"docs\", points=docs)"),
        E("search/reindex.py", "def reindex(client, docs):\n    client.recreate_collection(\"docs\", vectors_config=VECTORS)\n    client.upsert(\"docs\", points=docs)",
          "def reindex(client, docs):\n    current = _current_version(client)\n    new = f\"docs_v{current + 1}\"\n    client.create_collection(new, vectors_config=VECTORS)\n    client.upsert(new, points=docs)\n    client.update_collection_aliases(change_aliases_operations=[\n        models.DeleteAliasOperation(delete_alias=models.DeleteAlias(alias_name=\"docs\")),\n        models.CreateAliasOperation(create_alias=models.CreateAlias(collection_name=new, alias_name=\"docs\")),\n    ])"),
        B("pytest -q tests/unit", ".........\n9 passed in 0.77s"),
        B("docker compose -f tests/integration/compose.yml up -d", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json?all=1&filters=%7B%22label%22%3A%7B%22com.docker.compose.project%3Dintegration%22%3Atrue%7D%7D\": dial unix /var/run/docker.sock: connect: permission denied", code=1, ev=True),
        B("ls -l /var/run/docker.sock; id -nG", "srw-rw---- 1 root docker 0 Nov 19 07:58 /var/run/docker.sock\nagent", ev=True),
        B("sudo docker ps", "sudo: a password is required", code=1),
        S("I can't start containers as this user. The unit tests pass but the required integration test cannot run."),
        END(False, "Integration test blocked: no access to /var/run/docker.sock."),
    ]))

add(dict(slug="pgvector-migration", format="claude", ticket="RAG-362", title="Bootstrap script for a fresh pgvector database",
    body="`scripts/bootstrap_db.sh` should create the `vector` extension, the `chunks` table and the HNSW index on a fresh database. Run it against the staging DB (`$STAGING_DATABASE_URL`) to prove it works.",
    mode="permission_blocked", near="dependency_missing",
    why="The staging role was refused CREATE EXTENSION ('permission denied to create extension \"vector\"', must be superuser); the extension itself is installed on the server.",
    steps=look_rag() + [
        W("scripts/bootstrap_db.sh", "#!/usr/bin/env bash\nset -euo pipefail\npsql \"$1\" <<'SQL'\nCREATE EXTENSION IF NOT EXISTS vector;\nCREATE TABLE IF NOT EXISTS chunks (id bigserial primary key, doc_id text not null, body text not null, embedding vector(1536));\nCREATE INDEX IF NOT EXISTS chunks_embedding_hnsw ON chunks USING hnsw (embedding vector_cosine_ops);\nSQL\n"),
        B("chmod +x scripts/bootstrap_db.sh && scripts/bootstrap_db.sh \"$STAGING_DATABASE_URL\"", "ERROR:  permission denied to create extension \"vector\"\nHINT:  Must be superuser to create this extension.", err=True, ev=True),
        B("psql \"$STAGING_DATABASE_URL\" -Atc \"select name, default_version from pg_available_extensions where name='vector'\"", "vector|0.8.0"),
        B("psql \"$STAGING_DATABASE_URL\" -Atc \"select rolsuper, rolcreatedb from pg_roles where rolname = current_user\"", "f|f", ev=True),
        S("The extension is available on the server but our staging role is not a superuser, so it can't create it."),
        END(False, "bootstrap_db.sh written; running it on staging fails: role lacks privilege to CREATE EXTENSION vector."),
    ]))

add(dict(slug="nightly-eval-workflow", format="claude", ticket="EVAL-80", title="Nightly eval workflow",
    body="Add `.github/workflows/nightly-evals.yml` that runs `make evals` at 03:00 UTC and uploads `evals/out/report.html` as an artifact.",
    mode="permission_blocked", near="unknown",
    why="The harness denied the agent's writes to .github/workflows (permission_denials), so the only file the task needed was never created.",
    steps=[
        S("I'll check the existing workflows and the evals Makefile target."),
        B("ls .github/workflows && grep -n '^evals' -A4 Makefile", "ci.yml\nrelease.yml\nevals:\n\tpython -m evals.run --suite nightly --out evals/out"),
        R(".github/workflows/ci.yml", "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n        with: {python-version: '3.11'}\n      - run: pip install -e .[dev]\n      - run: pytest -q"),
        dict(W(".github/workflows/nightly-evals.yml", "name: nightly-evals\non:\n  schedule: [{cron: '0 3 * * *'}]\n"), out="Claude requested permissions to write to /workspace/repo/.github/workflows/nightly-evals.yml, but you haven't granted it yet.", err=True, denied=True, ev=True, edit=False),
        S("The write was not permitted. Trying via the shell."),
        dict(B("cat > .github/workflows/nightly-evals.yml <<'EOF'\nname: nightly-evals\nEOF", ""), out="Claude requested permissions to use Bash, but you haven't granted it yet.", err=True, denied=True, ev=True),
        B("ls -la .github/workflows", "total 16\ndrwxr-xr-x 2 agent agent 4096 Nov 20 03:12 .\ndrwxr-xr-x 3 agent agent 4096 Nov 20 03:12 ..\n-rw-r--r-- 1 agent agent  402 Nov 20 03:12 ci.yml\n-rw-r--r-- 1 agent agent  611 Nov 20 03:12 release.yml"),
        R("evals/run.py", "import argparse\n\nfrom .suites import SUITES\n\n\ndef main():\n    ap = argparse.ArgumentParser()\n    ap.add_argument(\"--suite\", default=\"smoke\")\n    ap.add_argument(\"--out\", default=\"evals/out\")"),
        S("I'm not allowed to create files under .github/workflows in this session; the workflow needs to be added by someone with that permission."),
        END(False, "Could not create .github/workflows/nightly-evals.yml: write permission not granted."),
    ]))

add(dict(slug="tool-schema-zod", format="codex", ticket="AGT-45", title="Generate tool JSON schemas from zod definitions",
    body="Our tool-calling definitions in `src/tools/*.ts` hand-write JSON Schema. Derive them from the zod schemas with `zod-to-json-schema` and delete the hand-written copies. `npm test` must pass.",
    mode="permission_blocked", near="infra_failure",
    why="npm could not write into node_modules (EPERM: operation not permitted) because the workspace's node_modules is a read-only mount owned by another user.",
    steps=[
        B("cat package.json | head -30", "{\n  \"name\": \"support-agent\",\n  \"type\": \"module\",\n  \"scripts\": {\"test\": \"vitest run\", \"build\": \"tsc -p .\"},\n  \"dependencies\": {\"openai\": \"^4.77.0\", \"zod\": \"^3.23.8\"}\n}"),
        R("src/tools/searchDocs.ts", "import { z } from \"zod\";\n\nexport const SearchDocsArgs = z.object({ query: z.string(), k: z.number().int().min(1).max(20).default(5) });\n\nexport const searchDocsSchema = {\n  type: \"function\",\n  function: { name: \"search_docs\", parameters: { type: \"object\", properties: { query: { type: \"string\" }, k: { type: \"integer\" } }, required: [\"query\"] } },\n};"),
        B("npm install zod-to-json-schema@3.23.5", "npm error code EPERM\nnpm error syscall open\nnpm error path /workspace/repo/node_modules/.package-lock.json\nnpm error errno -1\nnpm error Error: EPERM: operation not permitted, open '/workspace/repo/node_modules/.package-lock.json'\nnpm error\nnpm error The operation was rejected by your operating system.\nnpm error It is likely you do not have the permissions to access this file as the current user", code=1, ev=True),
        B("stat -c '%U %a %m' node_modules; touch node_modules/.probe", "root 555 /workspace/repo/node_modules\ntouch: cannot touch 'node_modules/.probe': Read-only file system", code=1, ev=True),
        S("node_modules is a read-only mount, so I cannot add the dependency."),
        B("npm test 2>&1 | tail -4", " Test Files  6 passed (6)\n      Tests  31 passed (31)\n   Start at  10:02:11\n   Duration  1.94s"),
        END(False, "Blocked: node_modules is read-only (EPERM); zod-to-json-schema cannot be installed."),
    ]))

add(dict(slug="local-tokenizer-count", format="osmia", ticket="SDK-241", title="Count Llama tokens locally for the budget check",
    body="For the self-hosted Llama deployment, `token_count()` should use the model's own tokenizer (`meta-llama/Llama-3.2-1B` via `transformers.AutoTokenizer`) instead of tiktoken. Add a test with a known count.",
    mode="permission_blocked", near="dependency_missing",
    why="Hugging Face refused the tokenizer download: the gated meta-llama repo returns 403 and the account is not in the authorized list; transformers is installed.",
    steps=[
        R("llmkit/tokens.py", "import tiktoken\n\n_enc = tiktoken.get_encoding(\"cl100k_base\")\n\n\ndef token_count(text: str, model: str = \"gpt-4o\") -> int:\n    return len(_enc.encode(text))"),
        B("python -c 'import transformers; print(transformers.__version__)'", "4.46.3"),
        E("llmkit/tokens.py", "def token_count(text: str, model: str = \"gpt-4o\") -> int:\n    return len(_enc.encode(text))", "def token_count(text: str, model: str = \"gpt-4o\") -> int:\n    if model.startswith(\"meta-llama/\"):\n        from transformers import AutoTokenizer\n        return len(AutoTokenizer.from_pretrained(model).encode(text, add_special_tokens=False))\n    return len(_enc.encode(text))"),
        B("python -c \"from llmkit.tokens import token_count; print(token_count('hello world', 'meta-llama/Llama-3.2-1B'))\"", "Traceback (most recent call last):\n  ...\nhuggingface_hub.errors.GatedRepoError: 403 Client Error. (Request ID: Root=1-673c9f1e-4b1d0a6e2f3c1d7a5e9b8c21;5e0f7a1b-77c4-4f0e-9d3a-2b8e1c6f4a90)\n\nCannot access gated repo for url https://huggingface.co/meta-llama/Llama-3.2-1B/resolve/main/tokenizer_config.json.\nAccess to model meta-llama/Llama-3.2-1B is restricted and you are not in the authorized list. Visit https://huggingface.co/meta-llama/Llama-3.2-1B to ask for access.\n\nOSError: You are trying to access a gated repo.\nMake sure to have access to it at https://huggingface.co/meta-llama/Llama-3.2-1B.\n403 Client Error.", code=1, ev=True),
        B("huggingface-cli whoami", "osmia-ci"),
        S("The HF account used here is not authorized for the gated Llama repo, so the tokenizer can't be downloaded."),
        B("pytest -q tests/test_tokens.py", "..\n2 passed in 0.41s"),
        END(False, "Blocked: access to the gated meta-llama/Llama-3.2-1B repo is denied (403) for the osmia-ci HF account."),
    ]))

add(dict(slug="snapshot-regen", format="claude-transcript", ticket="EVAL-88", title="Regenerate answer-quality snapshots after prompt change",
    body="PRM-12 changed the answer prompt. Regenerate `evals/snapshots/*.json` with `python -m evals.snapshot --update` and commit them.",
    mode="permission_blocked", near="infra_failure",
    why="The snapshot directory is on a read-only filesystem (Errno 30), so the regeneration the task asks for could not be written.",
    steps=[
        S("Let me check how snapshots are produced."),
        R("evals/snapshot.py", "import json, pathlib, sys\n\nfrom .runner import run_case\n\nSNAP = pathlib.Path(\"evals/snapshots\")\n\n\ndef main(update=False):\n    for case in sorted(SNAP.glob(\"*.json\")):\n        got = run_case(json.loads(case.read_text())[\"input\"])\n        if update:\n            case.write_text(json.dumps({\"input\": got.input, \"output\": got.output}, indent=2))"),
        B("ls evals/snapshots | wc -l", "24"),
        B("python -m evals.snapshot --update", "running 24 cases with claude-3-5-haiku-20241022 (temperature=0)\n[1/24] answer_quality ... ok\nTraceback (most recent call last):\n  File \"/workspace/repo/evals/snapshot.py\", line 13, in main\n    case.write_text(json.dumps({\"input\": got.input, \"output\": got.output}, indent=2))\n  File \"/usr/lib/python3.11/pathlib.py\", line 1079, in write_text\n    with self.open(mode='w', encoding=encoding, errors=errors, newline=newline) as f:\nOSError: [Errno 30] Read-only file system: 'evals/snapshots/answer_quality.json'", err=True, ev=True),
        B("mount | grep snapshots", "/dev/nvme1n1 on /workspace/repo/evals/snapshots type ext4 (ro,relatime)", ev=True),
        B("touch evals/snapshots/.probe", "touch: cannot touch 'evals/snapshots/.probe': Read-only file system", err=True),
        S("The snapshots directory is mounted read-only in this pod, so I can't update the files."),
    ], summary="Snapshot regeneration failed: evals/snapshots is read-only."))

# ------------------------------------------------------------------ dependency_missing
add(dict(slug="citation-offsets", format="claude", ticket="RAG-371", title="Return character offsets with citations",
    body="Answers cite chunk ids; the UI needs `start`/`end` character offsets into the source doc too. Add them to `Chunk` and to the SQL in `retriever.search`. Run the retriever tests against the local pg (docker-compose is already up).",
    mode="dependency_missing", near="unknown",
    why="psycopg could not load any implementation: libpq (the system library) is missing, so no DB test could run.",
    steps=look_rag() + [
        E("ragsvc/retrieval/retriever.py", "    doc_id: str\n    text: str\n    score: float", "    doc_id: str\n    text: str\n    score: float\n    start: int = 0\n    end: int = 0"),
        E("ragsvc/retrieval/retriever.py", "SELECT doc_id, body, 1 - (embedding <=> %s) AS score", "SELECT doc_id, body, 1 - (embedding <=> %s) AS score, start_char, end_char"),
        B("pytest -q tests/test_retriever.py", "E\n==================================== ERRORS ====================================\n_________________ ERROR collecting tests/test_retriever.py __________________\ntests/test_retriever.py:1: in <module>\n    import psycopg\n.venv/lib/python3.11/site-packages/psycopg/__init__.py:9: in <module>\n    from . import pq  # noqa: F401 import early to stabilize side effects\n.venv/lib/python3.11/site-packages/psycopg/pq/__init__.py:118: in <module>\n    import_from_libpq()\nE   ImportError: no pq wrapper available.\nE   Attempts made:\nE   - couldn't import psycopg 'c' implementation: No module named 'psycopg_c'\nE   - couldn't import psycopg 'binary' implementation: No module named 'psycopg_binary'\nE   - couldn't import psycopg 'python' implementation: libpq library not found\n1 error in 0.29s", err=True, ev=True),
        B("ldconfig -p | grep -c libpq; apt list --installed 2>/dev/null | grep -c libpq5", "0\n0", ev=True),
        S("libpq isn't installed in the image and psycopg[binary] isn't in the lockfile. I can't run the DB tests."),
        B("git diff --stat", " ragsvc/retrieval/retriever.py | 6 ++++--\n 1 file changed, 4 insertions(+), 2 deletions(-)"),
        END(False, "Offsets added, but tests can't run: psycopg has no libpq in this image."),
    ]))

add(dict(slug="dspy-signature", format="claude-transcript", ticket="CLS-19", title="Port the intent classifier prompt to a DSPy signature",
    body="Replace the hand-written few-shot prompt in `intent/classify.py` with a `dspy.Predict` over a `ClassifyIntent` signature. Add `dspy` to the dependencies; tests use `dspy.utils.DummyLM`.",
    mode="dependency_missing", near="",
    why="dspy requires Python >= 3.9 but the environment runs Python 3.8, so the package could not be installed (toolchain version too old).",
    steps=[
        R("intent/classify.py", "FEW_SHOT = \"\"\"Classify the support message into one of: billing, outage, how_to, other.\n\nMessage: my card was charged twice\nIntent: billing\n\"\"\"\n\n\ndef classify(client, text):\n    out = client.complete(FEW_SHOT + f\"\\nMessage: {text}\\nIntent:\")\n    return out.strip().split()[0]"),
        W("intent/dspy_classify.py", "import dspy\n\n\nclass ClassifyIntent(dspy.Signature):\n    \"\"\"Classify a support message.\"\"\"\n    message: str = dspy.InputField()\n    intent: str = dspy.OutputField(desc=\"billing | outage | how_to | other\")\n\n\nclassify = dspy.Predict(ClassifyIntent)\n"),
        E("pyproject.toml", "dependencies = [", "dependencies = [\n    \"dspy>=2.5\","),
        B("pip install -e .", "Obtaining file:///workspace/repo\n  Installing build dependencies ... done\n  Checking if build backend supports build_editable ... done\nINFO: pip is looking at multiple versions of intent-svc to determine which version is compatible with other requirements. This could take a while.\nERROR: Package 'dspy' requires a different Python: 3.8.18 not in '>=3.9'", err=True, ev=True),
        B("python --version; ls /usr/bin/python3* /usr/local/bin/python3* 2>/dev/null", "Python 3.8.18\n/usr/bin/python3\n/usr/bin/python3.8\n/usr/local/bin/python3\n/usr/local/bin/python3.8", ev=True),
        B("pyenv versions 2>&1; uv python list 2>&1 | head -2", "bash: pyenv: command not found\nbash: uv: command not found", err=True, code=127),
        S("Only Python 3.8 is available and DSPy needs 3.9+, so this can't be installed here."),
        B("pytest -q tests/test_classify.py", "E\nModuleNotFoundError: No module named 'dspy'\n1 error in 0.11s", err=True),
    ], summary="dspy cannot be installed on Python 3.8."))

add(dict(slug="rust-bpe-counter", format="codex", ticket="TOK-7", title="Expose a Rust BPE counter to Python",
    body="Add a `count_tokens` function to `crates/tokcount` using `tiktoken-rs` and expose it via pyo3. `cargo test -p tokcount` must pass.",
    mode="dependency_missing", near="infra_failure",
    why="The build needs a C linker and none is installed ('linker `cc` not found'); the crates themselves resolved fine.",
    steps=[
        R("crates/tokcount/Cargo.toml", "[package]\nname = \"tokcount\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\npyo3 = { version = \"0.22\", features = [\"extension-module\"] }"),
        B("cargo add tiktoken-rs@0.6 -p tokcount", "    Updating crates.io index\n      Adding tiktoken-rs v0.6.0 to dependencies\n             Features:\n             - async-openai"),
        W("crates/tokcount/src/lib.rs", "use pyo3::prelude::*;\nuse tiktoken_rs::cl100k_base;\n\n#[pyfunction]\nfn count_tokens(text: &str) -> usize {\n    cl100k_base().unwrap().encode_with_special_tokens(text).len()\n}\n"),
        B("cargo test -p tokcount 2>&1 | tail -15", "   Compiling proc-macro2 v1.0.92\n   Compiling unicode-ident v1.0.14\n   Compiling libc v0.2.167\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...\nerror: could not compile `libc` (build script) due to 1 previous error", code=101, ev=True),
        B("which cc gcc clang; echo $?", "1", code=1, ev=True),
        B("apt-get install -y build-essential 2>&1 | tail -2", "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?", code=100),
        S("No C toolchain in the image (cc/gcc/clang all absent), so no Rust crate with a build script can link."),
        END(False, "Blocked: no C linker in the environment; cargo build fails at the first build script."),
    ]))

add(dict(slug="go-embed-client", format="osmia", ticket="GW-52", title="Batch embeddings in the Go gateway",
    body="`internal/embed/client.go` sends one request per text. Use the batch endpoint (max 96 inputs). `go test ./internal/embed/...` must pass.",
    mode="dependency_missing", near="",
    why="go.mod requires go >= 1.23 but the image has go 1.21.13 with GOTOOLCHAIN=local, so nothing compiles.",
    steps=[
        R("internal/embed/client.go", "package embed\n\nfunc (c *Client) Embed(ctx context.Context, texts []string) ([][]float32, error) {\n\tout := make([][]float32, 0, len(texts))\n\tfor _, t := range texts {\n\t\tv, err := c.one(ctx, t)\n\t\tif err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t\tout = append(out, v)\n\t}\n\treturn out, nil\n}"),
        E("internal/embed/client.go", "\tfor _, t := range texts {\n\t\tv, err := c.one(ctx, t)", "\tfor chunk := range slices.Chunk(texts, 96) {\n\t\tv, err := c.batch(ctx, chunk)"),
        B("go test ./internal/embed/...", "go: go.mod requires go >= 1.23.0 (running go 1.21.13; GOTOOLCHAIN=local)", code=1, ev=True),
        B("go env GOTOOLCHAIN GOVERSION; head -5 go.mod", "local\ngo1.21.13\nmodule github.com/acme-ai/llm-gateway\n\ngo 1.23.0\n\ntoolchain go1.23.4"),
        B("GOTOOLCHAIN=go1.23.4 go version", "go: downloading go1.23.4 (linux/amd64)\ngo: download go1.23.4 for linux/amd64: toolchain not available", code=1, ev=True),
        S("The installed Go is 1.21 and the toolchain download is not available, so the module can't build here."),
        END(False, "Cannot build: go.mod needs Go 1.23, environment has 1.21.13."),
    ]))

add(dict(slug="chroma-metadata-filter", format="claude-transcript", ticket="RAG-377", title="Filter Chroma results by document language",
    body="`ChromaStore.query` should accept `lang=` and pass `where={\"lang\": lang}`. The dev extra installs chromadb; tests in `tests/test_chroma_store.py`.",
    mode="dependency_missing", near="infra_failure",
    why="chromadb's chroma-hnswlib wheel had to be built from source and the C++ compiler (g++) is missing, so chromadb never installed.",
    steps=[
        R("ragsvc/retrieval/chroma_store.py", "import chromadb\n\n\nclass ChromaStore:\n    def __init__(self, path):\n        self.col = chromadb.PersistentClient(path=path).get_or_create_collection(\"docs\")\n\n    def query(self, vec, k=5):\n        return self.col.query(query_embeddings=[vec], n_results=k)"),
        E("ragsvc/retrieval/chroma_store.py", "    def query(self, vec, k=5):\n        return self.col.query(query_embeddings=[vec], n_results=k)", "    def query(self, vec, k=5, lang=None):\n        where = {\"lang\": lang} if lang else None\n        return self.col.query(query_embeddings=[vec], n_results=k, where=where)"),
        B("pip install -e '.[dev]' 2>&1 | tail -25", "Building wheels for collected packages: chroma-hnswlib\n  Building wheel for chroma-hnswlib (pyproject.toml): started\n  Building wheel for chroma-hnswlib (pyproject.toml): finished with status 'error'\n  error: subprocess-exited-with-error\n  \n  × Building wheel for chroma-hnswlib (pyproject.toml) did not run successfully.\n  │ exit code: 1\n  ╰─> [12 lines of output]\n      running bdist_wheel\n      running build_ext\n      building 'hnswlib' extension\n      g++ -pthread -fno-strict-overflow -Wsign-compare -DNDEBUG -O2 -fPIC -I/usr/include/python3.12 -c ./python_bindings/bindings.cpp -o build/temp.linux-x86_64-cpython-312/python_bindings/bindings.o -O3 -march=native\n      error: command 'g++' failed: No such file or directory\n      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not a problem with pip.\n  ERROR: Failed building wheel for chroma-hnswlib\nFailed to build chroma-hnswlib\nERROR: ERROR: Failed to build installable wheels for some pyproject.toml based projects (chroma-hnswlib)", err=True, ev=True),
        B("pip install 'chroma-hnswlib==0.7.6' --only-binary :all:", "ERROR: Could not find a version that satisfies the requirement chroma-hnswlib==0.7.6 (from versions: none)\nERROR: No matching distribution found for chroma-hnswlib==0.7.6", err=True),
        B("which g++ gcc cc || echo none", "none", ev=True),
        S("There's no prebuilt wheel for Python 3.12 on this platform and no C++ compiler to build one."),
        B("pytest -q tests/test_chroma_store.py", "E\nModuleNotFoundError: No module named 'chromadb'\n1 error in 0.09s", err=True),
    ], summary="chromadb not installable: hnswlib needs g++, which is absent."))

add(dict(slug="llamaindex-ingest", format="claude", ticket="RAG-380", title="Move ingestion to LlamaIndex IngestionPipeline",
    body="Replace `scripts/ingest.py`'s custom splitter with a LlamaIndex `IngestionPipeline` (SentenceSplitter 512/64 + our embedder) writing to Qdrant. Use the versions pinned in `requirements/ingest.txt`.",
    mode="dependency_missing", near="infra_failure",
    why="The pinned llama-index-vector-stores-qdrant==0.9.4 does not exist on PyPI (index reachable, highest 0.4.x), so the requirements cannot resolve.",
    steps=look_rag() + [
        B("cat requirements/ingest.txt", "llama-index-core==0.12.5\nllama-index-vector-stores-qdrant==0.9.4\nqdrant-client==1.12.1"),
        B("pip install -r requirements/ingest.txt", "Collecting llama-index-core==0.12.5 (from -r requirements/ingest.txt (line 1))\n  Using cached llama_index_core-0.12.5-py3-none-any.whl (1.6 MB)\nERROR: Could not find a version that satisfies the requirement llama-index-vector-stores-qdrant==0.9.4 (from versions: 0.1.0, 0.1.1, 0.1.2, 0.1.3, 0.1.4, 0.1.5, 0.1.6, 0.2.0, 0.2.1, 0.2.8, 0.2.17, 0.3.0, 0.3.3, 0.4.0, 0.4.1, 0.4.2, 0.4.3)\nERROR: No matching distribution found for llama-index-vector-stores-qdrant==0.9.4", err=True, ev=True),
        S("The pinned version doesn't exist; the ticket says to use the pins, so I'll stop instead of guessing a version."),
        W("scripts/ingest.py", "from llama_index.core.ingestion import IngestionPipeline\nfrom llama_index.core.node_parser import SentenceSplitter\nfrom llama_index.vector_stores.qdrant import QdrantVectorStore\n"),
        B("python -c 'import llama_index.vector_stores.qdrant'", "ModuleNotFoundError: No module named 'llama_index.vector_stores'", err=True),
        END(False, "requirements/ingest.txt pins llama-index-vector-stores-qdrant==0.9.4, which is not published; cannot install."),
    ]))

add(dict(slug="rails-summarizer", format="codex", ticket="HD-410", title="Summarize long helpdesk threads with OpenAI",
    body="In the Rails helpdesk app, add `ThreadSummarizer` (app/services) using the `ruby-openai` gem (~> 9.0 as agreed in the RFC) and a job that stores the summary on the ticket.",
    mode="dependency_missing", near="",
    why="Bundler cannot resolve ruby-openai ~> 9.0: no such version on rubygems, so the gem the feature needs is unavailable.",
    steps=[
        B("cat Gemfile | tail -8", "gem \"sidekiq\", \"~> 7.3\"\ngem \"pg\", \"~> 1.5\"\n\ngroup :development, :test do\n  gem \"rspec-rails\", \"~> 7.0\"\n  gem \"webmock\"\nend"),
        B("bundle add ruby-openai --version '~> 9.0'", "Fetching gem metadata from https://rubygems.org/.........\nCould not find gem 'ruby-openai (~> 9.0)' in rubygems repository https://rubygems.org/ or installed locally.\n\nThe source contains the following gems matching 'ruby-openai':\n  * ruby-openai-7.1.0\n  * ruby-openai-7.2.0\n  * ruby-openai-7.3.0\n  * ruby-openai-7.3.1", code=7, ev=True),
        W("app/services/thread_summarizer.rb", "class ThreadSummarizer\n  def initialize(client: OpenAI::Client.new)\n    @client = client\n  end\nend\n"),
        B("bundle exec rspec spec/services/thread_summarizer_spec.rb", "An error occurred while loading ./spec/services/thread_summarizer_spec.rb.\nFailure/Error: OpenAI::Client.new\n\nNameError:\n  uninitialized constant ThreadSummarizer::OpenAI\n# ./app/services/thread_summarizer.rb:2:in `initialize'\nFinished in 0.0012 seconds (files took 1.41 seconds to load)\n0 examples, 0 failures, 1 error occurred outside of examples", code=1),
        S("ruby-openai 9.x is not published (latest is 7.3.1); the RFC's pin can't be satisfied."),
        END(False, "Blocked on dependency: ruby-openai (~> 9.0) does not exist on rubygems.org."),
    ]))

add(dict(slug="answer-grader", format="osmia", ticket="EVAL-92", title="LLM-as-judge grader for answer faithfulness",
    body="Add `evals/graders/faithfulness.py` that asks `gpt-4o-mini` to score 1-5 whether an answer is supported by the context. The integration test `tests/integration/test_faithfulness.py` calls the real API (`pytest -m integration`).",
    mode="dependency_missing", near="permission_blocked",
    why="The integration test could not run because no OPENAI_API_KEY is configured in the environment; the key is simply absent (not refused).",
    steps=[
        R("evals/graders/base.py", "from abc import ABC, abstractmethod\n\n\nclass Grader(ABC):\n    @abstractmethod\n    def grade(self, question: str, context: str, answer: str) -> float: ..."),
        W("evals/graders/faithfulness.py", "from openai import OpenAI\n\nfrom .base import Grader\n\nPROMPT = \"\"\"Score 1-5 how well the ANSWER is supported by the CONTEXT. Reply with the digit only.\"\"\"\n\n\nclass Faithfulness(Grader):\n    def __init__(self, client=None):\n        self.client = client or OpenAI()\n"),
        W("tests/integration/test_faithfulness.py", "import pytest\n\nfrom evals.graders.faithfulness import Faithfulness\n\n\n@pytest.mark.integration\ndef test_unsupported_answer_scores_low():\n    g = Faithfulness()\n    assert g.grade(\"q\", \"The sky is blue.\", \"The sky is green.\") <= 2\n"),
        B("pytest -q tests/unit", "............\n12 passed in 0.58s"),
        B("pytest -q -m integration tests/integration/test_faithfulness.py", "E\n==================================== ERRORS ====================================\n___________ ERROR at setup of test_unsupported_answer_scores_low ___________\nevals/graders/faithfulness.py:11: in __init__\n    self.client = client or OpenAI()\n.venv/lib/python3.12/site-packages/openai/_client.py:110: in __init__\n    raise OpenAIError(\nE   openai.OpenAIError: The api_key client option must be set either by passing api_key to the client or by setting the OPENAI_API_KEY environment variable\n1 error in 0.44s", code=1, ev=True),
        B("env | grep -c OPENAI; ls .env 2>&1", "0\nls: cannot access '.env': No such file or directory", ev=True),
        S("No OpenAI key is available in this environment, so the required integration test can't run."),
        END(False, "Grader implemented; integration test cannot run without OPENAI_API_KEY."),
    ]))

add(dict(slug="java-gateway-embed", format="claude", ticket="JGW-18", title="pgvector store for the Java RAG gateway",
    body="Add a `PgVectorEmbeddingStore` bean in `rag-gateway` using `dev.langchain4j:langchain4j-pgvector` (version from the BOM property `langchain4j.version`). `./mvnw -q verify` must pass.",
    mode="dependency_missing", near="infra_failure",
    why="Maven could not resolve dev.langchain4j:langchain4j-pgvector:0.36.9 from Central (artifact does not exist at that version); Central itself was reachable.",
    steps=[
        S("I'll check the pom first."),
        B("grep -n 'langchain4j' -A2 pom.xml", "14:    <langchain4j.version>0.36.9</langchain4j.version>\n52:      <groupId>dev.langchain4j</groupId>\n53:      <artifactId>langchain4j-open-ai</artifactId>\n54:      <version>${langchain4j.version}</version>"),
        E("pom.xml", "      <artifactId>langchain4j-open-ai</artifactId>\n      <version>${langchain4j.version}</version>\n    </dependency>", "      <artifactId>langchain4j-open-ai</artifactId>\n      <version>${langchain4j.version}</version>\n    </dependency>\n    <dependency>\n      <groupId>dev.langchain4j</groupId>\n      <artifactId>langchain4j-pgvector</artifactId>\n      <version>${langchain4j.version}</version>\n    </dependency>"),
        W("src/main/java/com/acme/gateway/config/VectorStoreConfig.java", "package com.acme.gateway.config;\n\n@Configuration\npublic class VectorStoreConfig {\n  @Bean\n  EmbeddingStore<TextSegment> store(DataSourceProperties p) {\n    return PgVectorEmbeddingStore.builder().table(\"chunks\").dimension(1536).build();\n  }\n}\n"),
        B("./mvnw -q verify", "[ERROR] Failed to execute goal on project rag-gateway: Could not resolve dependencies for project com.acme:rag-gateway:jar:1.4.0-SNAPSHOT\n[ERROR] dependency: dev.langchain4j:langchain4j-pgvector:jar:0.36.9 (compile)\n[ERROR] \tCould not find artifact dev.langchain4j:langchain4j-pgvector:jar:0.36.9 in central (https://repo.maven.apache.org/maven2)\n[ERROR] -> [Help 1]", err=True, ev=True),
        B("curl -s -o /dev/null -w '%{http_code}' https://repo.maven.apache.org/maven2/dev/langchain4j/langchain4j-pgvector/maven-metadata.xml", "200"),
        B("curl -s https://repo.maven.apache.org/maven2/dev/langchain4j/langchain4j-pgvector/maven-metadata.xml | grep -o '<latest>.*</latest>'", "<latest>0.36.2</latest>", ev=True),
        S("The BOM property points to 0.36.9, which was never published for the pgvector module."),
        END(False, "Build fails: dev.langchain4j:langchain4j-pgvector:0.36.9 not found in Maven Central."),
    ]))
