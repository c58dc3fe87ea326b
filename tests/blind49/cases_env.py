"""Environment-side failures: platform (infra) and permissions. Python packaging / typing / async theme."""
from gen_lib import B, CERR, E, END, G, LIMIT, R, Run, S, SYS, T, TODO, U, W
from pyfix import git_status, mypy_errs, pyproject, pytest_pass, pytest_q_pass, uv_sync_ok

CASES = []
add = CASES.append

# ============================================================ infra_failure

P = """# PY-2231: Optional torch embedding backend behind the `embeddings` extra

`vecstore` only ships the hashing embedder. Add `vecstore.embed.torch_backend.TorchEmbedder` that loads a
sentence-transformers model, exposed through a new optional extra `embeddings` in pyproject.toml.

- keep the default install torch-free (import lazily)
- add tests under tests/embed/ that are skipped when torch is not installed
- `uv sync --extra embeddings && uv run pytest` must pass
"""
add(Run("vecstore-torch-extra", "claude", "infra_failure", near_miss="dependency_missing",
        why="uv could not unpack the CUDA torch wheels because the workspace volume was full (os error 28); "
            "the platform's disk, not a missing or unresolvable package.",
        prompt=P, steps=[
            S("I'll start by looking at the project layout and the current embedder."),
            B("ls && cat pyproject.toml", "README.md\npyproject.toml\nsrc\ntests\nuv.lock\n\n" +
              pyproject("vecstore", ["numpy>=1.26", "xxhash>=3.4"], version="0.9.1")),
            R("src/vecstore/embed/__init__.py",
              'from .hashing import HashingEmbedder\n\n__all__ = ["HashingEmbedder"]\n'),
            E("pyproject.toml", '    "xxhash>=3.4",\n]',
              '    "xxhash>=3.4",\n]\n\n[project.optional-dependencies]\nembeddings = [\n    "torch>=2.3",\n'
              '    "sentence-transformers>=3.0",\n]'),
            W("src/vecstore/embed/torch_backend.py",
              'from __future__ import annotations\n\nfrom typing import TYPE_CHECKING\n\nimport numpy as np\n\n'
              'if TYPE_CHECKING:\n    from sentence_transformers import SentenceTransformer\n\n\n'
              'class TorchEmbedder:\n    def __init__(self, model: str = "all-MiniLM-L6-v2") -> None:\n'
              '        from sentence_transformers import SentenceTransformer\n\n'
              '        self._model: SentenceTransformer = SentenceTransformer(model)\n\n'
              '    def embed(self, texts: list[str]) -> np.ndarray:\n'
              '        return self._model.encode(texts, normalize_embeddings=True)\n'),
            B("uv sync --extra embeddings",
              "Resolved 71 packages in 1.38s\n   Building vecstore @ file:///workspace\n      Built vecstore @ file:///workspace\n"
              "Downloading nvidia-cublas-cu12 (390.6MiB)\nDownloading nvidia-cudnn-cu12 (634.0MiB)\n"
              "Downloading torch (762.5MiB)\nDownloading triton (199.8MiB)\n"
              "error: Failed to install: nvidia_cudnn_cu12-9.1.0.70-py3-none-manylinux2014_x86_64.whl (nvidia-cudnn-cu12==9.1.0.70)\n"
              "  Caused by: failed to write to file `/workspace/.venv/lib/python3.11/site-packages/nvidia/cudnn/lib/libcudnn_engines_precompiled.so.9`: "
              "No space left on device (os error 28)", rc=2, ev=True),
            T("Disk is full. Maybe the uv cache is taking the space; cleaning it could free enough room."),
            B("df -h /workspace /home/agent/.cache && du -sh /home/agent/.cache/uv",
              "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace\n"
              "overlay          20G   20G     0 100% /\n7.9G\t/home/agent/.cache/uv", ev=True),
            B("uv cache clean && df -h /workspace",
              "Clearing cache at: /home/agent/.cache/uv\nRemoved 10412 files (7.9GiB)\n"
              "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   12G  7.6G  62% /workspace"),
            B("UV_LINK_MODE=copy uv sync --extra embeddings",
              "Resolved 71 packages in 1.02s\nDownloading torch (762.5MiB)\nDownloading nvidia-cudnn-cu12 (634.0MiB)\n"
              "Downloading nvidia-cublas-cu12 (390.6MiB)\nDownloading nvidia-cusparse-cu12 (207.5MiB)\n"
              "Downloading nvidia-nccl-cu12 (179.9MiB)\n"
              "error: Failed to install: torch-2.5.1-cp311-cp311-manylinux1_x86_64.whl (torch==2.5.1)\n"
              "  Caused by: failed to write to file `/workspace/.venv/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so`: "
              "No space left on device (os error 28)", rc=2, ev=True),
            B("df -h /workspace", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace"),
            T("Even with a clean cache the CUDA wheels (~4 GB unpacked plus the downloads) do not fit in the "
              "20G volume. I cannot change the volume size from inside the pod."),
            W("tests/embed/test_torch_backend.py",
              'import pytest\n\ntorch = pytest.importorskip("torch")\n\nfrom vecstore.embed.torch_backend import TorchEmbedder\n\n\n'
              'def test_embed_shape() -> None:\n    emb = TorchEmbedder()\n    out = emb.embed(["a", "b"])\n    assert out.shape[0] == 2\n'),
            B("uv run --no-sync pytest -q", pytest_q_pass(41, "3.12", skipped=1)),
            S("The code and tests are written, but `uv sync --extra embeddings` cannot complete: the workspace "
              "volume (20G) fills up while unpacking the CUDA builds of torch. This needs a larger disk."),
            END(False, "Blocked: installing the `embeddings` extra fails with `No space left on device (os error 28)` "
                       "while unpacking torch/CUDA wheels; the 20G workspace volume is full. Code and tests are in "
                       "place but the acceptance command could not be run.", subtype="error_during_execution"),
        ]))

P = """# PY-1876: Retry transient HTTP errors in `pricefeed.client`

`PriceClient.get_quote()` fails hard on 502/503 from the upstream. Wrap the call with `tenacity`
(exponential backoff, max 4 attempts, only on 5xx and `httpx.TransportError`).

Acceptance: new dependency declared in pyproject.toml, `pytest tests/test_client.py` green.
"""
RETRY = ("WARNING: Retrying (Retry(total={n}, connect=None, read=None, redirect=None, status=None)) after connection "
         "broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f1c9a3e{h}>: "
         "Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/tenacity/")
add(Run("pricefeed-backoff", "codex", "infra_failure", near_miss="dependency_missing",
        why="DNS resolution to the package index failed inside the pod, so pip saw no versions of tenacity; "
            "the 'No matching distribution' is a consequence of the network outage.",
        prompt=P, steps=[
            T("**Planning retry integration**\n\nI'll inspect the client module and tests, add tenacity to the "
              "project dependencies and wrap get_quote with a retry policy."),
            B("ls -la && cat pyproject.toml",
              "total 40\ndrwxr-xr-x 6 agent agent 4096 Nov 14 09:02 .\ndrwxr-xr-x 3 root  root  4096 Nov 14 09:02 ..\n"
              "drwxr-xr-x 8 agent agent 4096 Nov 14 09:02 .git\n-rw-r--r-- 1 agent agent  702 Nov 14 09:02 pyproject.toml\n"
              "drwxr-xr-x 3 agent agent 4096 Nov 14 09:02 src\ndrwxr-xr-x 2 agent agent 4096 Nov 14 09:02 tests\n\n"
              "[project]\nname = \"pricefeed\"\nversion = \"1.3.0\"\nrequires-python = \">=3.10\"\n"
              "dependencies = [\"httpx>=0.27\"]\n\n[project.optional-dependencies]\ndev = [\"pytest>=8\", \"respx>=0.21\"]\n"),
            R("src/pricefeed/client.py",
              "import httpx\n\n\nclass PriceClient:\n    def __init__(self, base_url: str, timeout: float = 5.0) -> None:\n"
              "        self._http = httpx.Client(base_url=base_url, timeout=timeout)\n\n"
              "    def get_quote(self, symbol: str) -> dict:\n        r = self._http.get(f\"/quotes/{symbol}\")\n"
              "        r.raise_for_status()\n        return r.json()"),
            E("pyproject.toml", 'dependencies = ["httpx>=0.27"]', 'dependencies = ["httpx>=0.27", "tenacity>=8.2"]'),
            E("src/pricefeed/client.py",
              "    def get_quote(self, symbol: str) -> dict:\n        r = self._http.get(f\"/quotes/{symbol}\")",
              "    @retry(\n        retry=retry_if_exception(_is_transient),\n        wait=wait_exponential(multiplier=0.2, max=5),\n"
              "        stop=stop_after_attempt(4),\n        reraise=True,\n    )\n"
              "    def get_quote(self, symbol: str) -> dict:\n        r = self._http.get(f\"/quotes/{symbol}\")"),
            B("python -m venv .venv && .venv/bin/pip install -e '.[dev]'",
              "Obtaining file:///workspace\n  Installing build dependencies: started\n"
              + "\n".join(RETRY.format(n=n, h=h) for n, h in [(4, "5e10"), (3, "6a90"), (2, "7b40"), (1, "8cc0"), (0, "9d20")])
              + "\n  Installing build dependencies: finished with status 'error'\n  error: subprocess-exited-with-error\n\n"
              "  × pip subprocess to install build dependencies did not run successfully.\n  │ exit code: 1\n"
              "  ╰─> [2 lines of output]\n      ERROR: Could not find a version that satisfies the requirement "
              "setuptools>=61.0 (from versions: none)\n      ERROR: No matching distribution found for setuptools>=61.0\n"
              "      [end of output]", rc=1, ev=True),
            T("**Checking index connectivity**\n\nEven setuptools can't be found, which points to the network rather "
              "than the package name."),
            B("curl -sS -m 10 https://pypi.org/simple/tenacity/ | head -3; getent hosts pypi.org; cat /etc/resolv.conf",
              "curl: (6) Could not resolve host: pypi.org\nnameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5",
              rc=2, ev=True),
            B("sleep 30; .venv/bin/pip download --no-deps tenacity==8.5.0 -d /tmp/wheels",
              RETRY.format(n=4, h="a110").replace("/simple/tenacity/", "/simple/tenacity/") + "\n"
              + RETRY.format(n=0, h="b2f0") +
              "\nERROR: Could not find a version that satisfies the requirement tenacity==8.5.0 (from versions: none)\n"
              "ERROR: No matching distribution found for tenacity==8.5.0", rc=1, ev=True),
            S("I've written the retry wrapper, but I can't install anything: DNS lookups for pypi.org fail inside "
              "the sandbox (`Temporary failure in name resolution`), so the test suite can't be run."),
            END(False, "pip could not reach the package index (Temporary failure in name resolution); "
                       "dependencies not installed, tests not run.", subtype="completed"),
        ]))

P = """# DS-511: Parallelise `build_index` in the search ingest job

`ingest.index.build_index()` tokenises 1.2M documents on a single core. Use a `ProcessPoolExecutor`
(chunked, `max_workers` configurable) so the nightly job finishes in under 20 minutes.
Keep `tests/test_index.py` passing; there is a `@pytest.mark.slow` benchmark you can run locally.
"""
add(Run("ingest-process-pool", "osmia", "infra_failure",
        why="The pod was OOM-killed (exit 137) while the slow benchmark ran the new process pool; the platform's "
            "memory limit ended the run, not a code or test error.",
        prompt=P, result={"success": False, "summary": "agent pod terminated: OOMKilled", "exit_code": 137},
        steps=[
            S("Let me look at the indexer first."),
            R("src/ingest/index.py",
              "from collections import Counter\n\nfrom .tokenize import tokenize\n\n\n"
              "def build_index(docs: list[str]) -> dict[str, Counter[int]]:\n    index: dict[str, Counter[int]] = {}\n"
              "    for doc_id, text in enumerate(docs):\n        for tok in tokenize(text):\n"
              "            index.setdefault(tok, Counter())[doc_id] += 1\n    return index"),
            R("tests/test_index.py",
              "import pytest\n\nfrom ingest.index import build_index\n\n\ndef test_small():\n"
              "    idx = build_index([\"a b\", \"b c\"])\n    assert idx[\"b\"] == {0: 1, 1: 1}\n\n\n@pytest.mark.slow\n"
              "def test_benchmark_full_corpus(corpus_1m):\n    idx = build_index(corpus_1m)\n    assert len(idx) > 100_000"),
            E("src/ingest/index.py",
              "def build_index(docs: list[str]) -> dict[str, Counter[int]]:\n    index: dict[str, Counter[int]] = {}",
              "def _partial(args: tuple[int, list[str]]) -> dict[str, Counter[int]]:\n    offset, chunk = args\n"
              "    part: dict[str, Counter[int]] = {}\n    for i, text in enumerate(chunk, offset):\n"
              "        for tok in tokenize(text):\n            part.setdefault(tok, Counter())[i] += 1\n    return part\n\n\n"
              "def build_index(docs: list[str], max_workers: int | None = None, chunk: int = 20_000) -> dict[str, Counter[int]]:\n"
              "    index: dict[str, Counter[int]] = {}\n    jobs = [(o, docs[o:o + chunk]) for o in range(0, len(docs), chunk)]\n"
              "    with ProcessPoolExecutor(max_workers=max_workers) as ex:\n        for part in ex.map(_partial, jobs):\n"
              "            for tok, c in part.items():\n                index.setdefault(tok, Counter()).update(c)\n    return index"),
            E("src/ingest/index.py", "from collections import Counter\n",
              "from collections import Counter\nfrom concurrent.futures import ProcessPoolExecutor\n"),
            B("pytest -q tests/test_index.py -m 'not slow'", "..\n2 passed, 1 deselected in 0.91s"),
            B("nproc; free -g", "16\n               total        used        free      shared  buff/cache   available\n"
              "Mem:              62          21          30           0          11          40\nSwap:              0           0           0"),
            S("Unit tests pass. Running the slow benchmark with the full corpus to check the timing."),
            B("time pytest -q tests/test_index.py -m slow",
              "Killed\n\nreal\t2m41.207s\nuser\t18m3.554s\nsys\t0m49.114s", rc=137, ev=True),
            SYS("osmia-controller: container \"agent\" in pod osmia-agent-ds-511-7c9f terminated "
                "(reason: OOMKilled, exit code 137, memory limit 8Gi)", ev=True),
        ]))

P = """# API-740: Add integration tests for the async Postgres repository

`orders.repo.PgOrderRepo` has no integration coverage. Add tests in tests/integration/ that run against
a real Postgres via testcontainers, covering `create`, `get`, and the `asyncio.wait_for` deadline in
`get_with_deadline()` (it must raise `asyncio.TimeoutError` when the query exceeds the deadline).
Run the whole integration suite before finishing.
"""
add(Run("orders-pg-integration", "osmia", "infra_failure",
        why="The platform's task deadline (3600s) killed the pod while the full integration suite was still "
            "running; the asyncio.TimeoutError lines belong to the code under test and pass.",
        prompt=P, state="TimedOut",
        result={"success": False, "summary": "task exceeded deadline (3600s); agent terminated", "exit_code": 143},
        steps=[
            S("I'll read the repository class and existing unit tests."),
            R("src/orders/repo.py",
              "import asyncio\n\nimport asyncpg\n\n\nclass PgOrderRepo:\n    def __init__(self, pool: asyncpg.Pool) -> None:\n"
              "        self._pool = pool\n\n    async def get_with_deadline(self, order_id: int, deadline: float) -> dict | None:\n"
              "        return await asyncio.wait_for(self.get(order_id), timeout=deadline)"),
            B("pytest -q tests/unit", "...........\n" + "11 passed in 0.64s"),
            W("tests/integration/conftest.py",
              "import asyncpg\nimport pytest\nfrom testcontainers.postgres import PostgresContainer\n\n\n"
              "@pytest.fixture(scope=\"session\")\ndef pg_url():\n    with PostgresContainer(\"postgres:16-alpine\") as pg:\n"
              "        yield pg.get_connection_url(driver=None)\n"),
            W("tests/integration/test_repo.py",
              "import asyncio\n\nimport pytest\n\n\nasync def test_get_with_deadline_times_out(repo, slow_query):\n"
              "    with pytest.raises(asyncio.TimeoutError):\n        await repo.get_with_deadline(1, deadline=0.05)\n"),
            B("pytest -q tests/integration -k deadline -p no:cacheprovider --timeout 120",
              "tests/integration/test_repo.py::test_get_with_deadline_times_out PASSED\n"
              "1 passed, 4 deselected in 14.22s"),
            S("The deadline test passes (asyncio.TimeoutError raised as expected). Now running the full integration suite."),
            B("pytest -q tests/integration", "", rc=None),
            SYS("osmia-controller: task deadline exceeded (activeDeadlineSeconds=3600); sending SIGTERM to agent "
                "pod osmia-agent-api-740-b1e2", ev=True),
            SYS("osmia-controller: last tool call still running after 3411s: Bash `pytest -q tests/integration`", ev=True),
        ]))

P = """# PY-3012: Fix flaky `test_refresh_token_concurrently`

The test sometimes fails with `sqlite3.OperationalError: database is locked`. The async session store in
`authsvc/store.py` opens a new connection per coroutine. Share one `aiosqlite` connection guarded by
an `asyncio.Lock`. Run the auth test suite.
"""
add(Run("authsvc-store-lock", "claude", "infra_failure", near_miss="dependency_missing",
        why="The session ended on the provider's usage limit; the ModuleNotFoundError for aiosqlite was still "
            "open but the agent was cut off before it could install it.",
        prompt=P, steps=[
            TODO([("Read store.py and the flaky test", "in_progress"), ("Share one connection behind asyncio.Lock", "pending"),
                  ("Run auth tests", "pending")]),
            R("authsvc/store.py",
              "import asyncio\nimport sqlite3\n\n\nclass SessionStore:\n    def __init__(self, path: str) -> None:\n"
              "        self._path = path\n\n    async def save(self, sid: str, token: str) -> None:\n"
              "        conn = await asyncio.to_thread(sqlite3.connect, self._path)\n"
              "        await asyncio.to_thread(conn.execute, \"REPLACE INTO s VALUES (?, ?)\", (sid, token))\n"
              "        await asyncio.to_thread(conn.commit)"),
            R("tests/test_store.py",
              "import asyncio\n\nasync def test_refresh_token_concurrently(store):\n"
              "    await asyncio.gather(*(store.save(f\"s{i}\", \"t\") for i in range(50)))\n"
              "    assert await store.count() == 50"),
            E("authsvc/store.py", "import asyncio\nimport sqlite3\n", "import asyncio\n\nimport aiosqlite\n"),
            E("authsvc/store.py",
              "    async def save(self, sid: str, token: str) -> None:\n        conn = await asyncio.to_thread(sqlite3.connect, self._path)\n"
              "        await asyncio.to_thread(conn.execute, \"REPLACE INTO s VALUES (?, ?)\", (sid, token))\n"
              "        await asyncio.to_thread(conn.commit)",
              "    async def _conn(self) -> aiosqlite.Connection:\n        if self._db is None:\n"
              "            self._db = await aiosqlite.connect(self._path)\n        return self._db\n\n"
              "    async def save(self, sid: str, token: str) -> None:\n        async with self._lock:\n"
              "            db = await self._conn()\n            await db.execute(\"REPLACE INTO s VALUES (?, ?)\", (sid, token))\n"
              "            await db.commit()"),
            B("python -m pytest tests/test_store.py -q",
              "==================================== ERRORS ====================================\n"
              "_____________________ ERROR collecting tests/test_store.py ______________________\n"
              "ImportError while importing test module '/workspace/tests/test_store.py'.\n"
              "Hint: make sure your test modules/packages have valid Python names.\nTraceback:\n"
              "/usr/local/lib/python3.12/importlib/__init__.py:90: in import_module\n"
              "    return _bootstrap._gcd_import(name[level:], package, level)\ntests/conftest.py:3: in <module>\n"
              "    from authsvc.store import SessionStore\nauthsvc/store.py:3: in <module>\n    import aiosqlite\n"
              "E   ModuleNotFoundError: No module named 'aiosqlite'\n=========================== short test summary info ============================\n"
              "ERROR tests/test_store.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.18s", rc=2),
            S("aiosqlite isn't installed yet. I'll add it to the project dependencies and install it."),
            R("pyproject.toml", "[project]\nname = \"authsvc\"\nversion = \"2.4.0\"\ndependencies = [\n    \"pyjwt>=2.8\",\n]\n"),
            LIMIT("Claude AI usage limit reached|1764547200"),
        ]))

P = """# PY-2904: Make `ledger.money` pass `mypy --strict`

The module was written before we turned on strict mode. Fix the type errors in src/ledger/money.py
(do not add ignores). CI runs `mypy --strict src/ledger`.
"""
add(Run("ledger-money-strict", "codex", "infra_failure",
        why="The Codex session stopped on the account's usage limit mid-task; mypy errors were still open but "
            "the run did not fail because of them.",
        prompt=P, steps=[
            T("**Running mypy to see current errors**"),
            B("mypy --strict src/ledger",
              mypy_errs([("src/ledger/money.py", 14, "Function is missing a return type annotation", "no-untyped-def"),
                         ("src/ledger/money.py", 22, "Returning Any from function declared to return \"Decimal\"", "no-any-return"),
                         ("src/ledger/money.py", 31, "Argument 1 to \"quantize\" of \"Decimal\" has incompatible type \"str\"; expected \"Decimal\"", "arg-type"),
                         ("src/ledger/money.py", 40, "Missing type parameters for generic type \"dict\"", "type-arg")], 1, 7), rc=1),
            R("src/ledger/money.py",
              "from decimal import ROUND_HALF_EVEN, Decimal\n\n\nclass Money:\n    __slots__ = (\"amount\", \"currency\")\n\n"
              "    def __init__(self, amount: Decimal, currency: str) -> None:\n        self.amount = amount\n"
              "        self.currency = currency\n\n    RATES = {}\n\n    def rounded(self, places=2):\n"
              "        q = \"0.\" + \"0\" * places\n        return Money(self.amount.quantize(q, ROUND_HALF_EVEN), self.currency)"),
            E("src/ledger/money.py", "    def rounded(self, places=2):\n        q = \"0.\" + \"0\" * places",
              "    def rounded(self, places: int = 2) -> \"Money\":\n        q = Decimal(1).scaleb(-places)"),
            E("src/ledger/money.py", "    RATES = {}", "    RATES: dict[str, Decimal] = {}"),
            B("mypy --strict src/ledger",
              mypy_errs([("src/ledger/money.py", 22, "Returning Any from function declared to return \"Decimal\"", "no-any-return")], 1, 7), rc=1),
            R("src/ledger/money.py", "    def to_base(self) -> Decimal:\n        return self.RATES.get(self.currency) * self.amount", start=20),
            T("**Fixing the Optional from dict.get**\n\nRATES.get returns Decimal | None; need an explicit lookup with a "
              "KeyError or a default."),
            CERR("Reconnecting... 1/5"),
            LIMIT("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in "
                  "4 days 2 hours 51 minutes."),
        ]))

P = """# PY-3320: Support `Retry-After` on 429 in the async GitHub sync worker

`ghsync.worker.fetch_page()` retries immediately on 429. Honour the `Retry-After` header (seconds or
HTTP date) using `asyncio.sleep`, capped at 60s. Add tests with `respx`.
"""
add(Run("ghsync-retry-after", "claude-transcript", "infra_failure",
        why="The model provider returned repeated 529 overloaded errors and the session ended; the 429 handling "
            "being implemented is the task's subject, not the failure.",
        prompt=P, result={"success": False, "summary": "claude exited with status 1 after API errors", "exit_code": 1},
        steps=[
            U(P),
            T("I need to look at fetch_page and how it handles 429 today."),
            R("src/ghsync/worker.py",
              "import asyncio\n\nimport httpx\n\n\nasync def fetch_page(client: httpx.AsyncClient, url: str) -> httpx.Response:\n"
              "    for attempt in range(5):\n        r = await client.get(url)\n        if r.status_code == 429:\n"
              "            continue\n        r.raise_for_status()\n        return r\n    raise RuntimeError(\"rate limited\")"),
            G("Retry-After|429", "src/ghsync/worker.py:9:        if r.status_code == 429:\ntests/test_worker.py:18:    respx.get(URL).mock(side_effect=[httpx.Response(429), httpx.Response(200, json=[])])"),
            E("src/ghsync/worker.py", "        if r.status_code == 429:\n            continue",
              "        if r.status_code == 429:\n            await asyncio.sleep(_retry_after(r.headers.get(\"Retry-After\")))\n            continue"),
            E("src/ghsync/worker.py", "async def fetch_page(",
              "def _retry_after(value: str | None, cap: float = 60.0) -> float:\n    if not value:\n        return 1.0\n"
              "    if value.isdigit():\n        return min(float(value), cap)\n"
              "    delta = parsedate_to_datetime(value) - datetime.now(timezone.utc)\n"
              "    return max(0.0, min(delta.total_seconds(), cap))\n\n\nasync def fetch_page("),
            B("uv run pytest tests/test_worker.py -q", "......\n6 passed in 0.42s"),
            S("Existing tests still pass. Adding tests for the seconds and HTTP-date forms."),
            LIMIT("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},"
                  "\"request_id\":\"req_011CVx2vJ9kq3TnWm8aZrD4p\"}"),
            LIMIT("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},"
                  "\"request_id\":\"req_011CVx2yQw1hFz7bN5cLkR8e\"}"),
            LIMIT("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},"
                  "\"request_id\":\"req_011CVx35aTg6Yp2MxuEo3sJc\"}"),
        ]))

P = """# PLAT-88: Pin `acme-auth` to the 2.3 line in the billing service

billing-svc uses `acme-auth` from our internal index (https://pypi.internal.acme.io/simple). 2.4 broke
token refresh; pin `acme-auth>=2.3,<2.4` in requirements.in, recompile requirements.txt with pip-tools
and run the tests.
"""
add(Run("billing-auth-pin", "claude-transcript", "infra_failure", near_miss="dependency_missing",
        why="The corporate proxy returned 503 for every index request, so pip-compile and pip saw no versions; "
            "'No matching distribution' is downstream of an unreachable index.",
        prompt=P, steps=[
            U(P),
            R("requirements.in", "--index-url https://pypi.internal.acme.io/simple\nacme-auth>=2.2\nfastapi>=0.111\nsqlalchemy[asyncio]>=2.0\nuvicorn[standard]\n"),
            E("requirements.in", "acme-auth>=2.2", "acme-auth>=2.3,<2.4"),
            B("pip-compile --quiet requirements.in -o requirements.txt",
              "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by "
              "'ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 503 Service Unavailable'))': /simple/acme-auth/\n"
              "WARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by "
              "'ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 503 Service Unavailable'))': /simple/acme-auth/\n"
              "WARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by "
              "'ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 503 Service Unavailable'))': /simple/acme-auth/\n"
              "Could not find a version that matches acme-auth<2.4,>=2.3\nNo versions found\nWas https://pypi.internal.acme.io/simple reachable?",
              rc=2, ev=True),
            B("env | grep -i proxy; curl -sS -o /dev/null -w '%{http_code}\\n' https://pypi.internal.acme.io/simple/acme-auth/",
              "HTTPS_PROXY=http://egress-proxy.acme.internal:3128\nNO_PROXY=localhost,127.0.0.1,.svc\n"
              "curl: (56) CONNECT tunnel failed, response 503", rc=56, ev=True),
            T("The egress proxy is returning 503. Maybe I can install from whatever wheels are cached locally."),
            B("pip install --no-index --find-links ~/.cache/pip/wheels 'acme-auth>=2.3,<2.4'",
              "Looking in links: /home/agent/.cache/pip/wheels\n"
              "ERROR: Could not find a version that satisfies the requirement acme-auth<2.4,>=2.3 (from versions: none)\n"
              "ERROR: No matching distribution found for acme-auth<2.4,>=2.3", rc=1),
            B("sleep 60 && curl -sS -o /dev/null -w '%{http_code}\\n' https://pypi.internal.acme.io/simple/acme-auth/",
              "curl: (56) CONNECT tunnel failed, response 503", rc=56, ev=True),
            B("git diff --stat", " requirements.in | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
            END(False, "I pinned `acme-auth>=2.3,<2.4` in requirements.in, but I could not recompile requirements.txt: "
                       "every request to the internal index fails at the egress proxy (`Tunnel connection failed: 503 "
                       "Service Unavailable`). The pin needs to be compiled once the proxy is back."),
        ]))

P = """# GEO-219: Move the raster tools env to GDAL 3.9

`environment.yml` pins `gdal=3.8`. Bump to 3.9 (conda-forge), update the env and make sure
`pytest tests/raster` still passes.
"""
add(Run("raster-gdal-bump", "osmia", "infra_failure", near_miss="dependency_missing",
        why="Repodata downloads from conda.anaconda.org kept timing out and the run was terminated at the task "
            "deadline during the env update; a network/platform timeout, not an unsatisfiable spec.",
        prompt=P, state="TimedOut", osmia_key="text",
        result={"success": False, "summary": "deadline exceeded", "exit_code": 143},
        steps=[
            S("Checking the current environment file."),
            R("environment.yml", "name: raster\nchannels:\n  - conda-forge\ndependencies:\n  - python=3.11\n  - gdal=3.8\n"
              "  - rasterio>=1.3\n  - numpy>=1.26\n  - pytest\n"),
            E("environment.yml", "  - gdal=3.8", "  - gdal=3.9"),
            B("mamba env update -n raster -f environment.yml",
              "conda-forge/linux-64                                        Timeout was reached\n"
              "conda-forge/noarch                                          Timeout was reached\n"
              "critical libmamba Multiple errors occurred:\n"
              "    Download error (28) Timeout was reached [https://conda.anaconda.org/conda-forge/linux-64/repodata.json.zst]\n"
              "    Operation too slow. Less than 30 bytes/sec transferred the last 60 seconds\n"
              "    Download error (28) Timeout was reached [https://conda.anaconda.org/conda-forge/noarch/repodata.json.zst]\n"
              "    Operation too slow. Less than 30 bytes/sec transferred the last 60 seconds", rc=1, ev=True),
            S("The channel download timed out. Retrying with the classic solver and a longer timeout."),
            B("conda config --set remote_read_timeout_secs 600 && conda env update -n raster -f environment.yml --solver classic",
              "Retrieving notices: ...working... done\nCollecting package metadata (repodata.json): | "),
            SYS("controller: agent exceeded task deadline of 5400s; terminating pod osmia-agent-geo-219-55d1", ev=True),
        ]))

P = """# DOC-64: Publish API reference for `tabkit` 0.7

Add `docs/api.md` generated with `pdoc` for the public modules, link it from README, and push the
branch `docs/api-reference` so the docs job picks it up.
"""
add(Run("tabkit-api-docs", "claude-transcript", "infra_failure", near_miss="permission_blocked",
        why="The work was done but every git push failed with 'Could not resolve host: github.com' — the pod "
            "lost DNS/network, it was not refused by GitHub.",
        prompt=P, steps=[
            U(P),
            B("ls src/tabkit && uv run pdoc --version", "__init__.py\n_io.py\ncolumns.py\nframe.py\npy.typed\nschema.py\npdoc: 14.7.0"),
            B("uv run pdoc tabkit -o /tmp/pdoc --docformat google && ls /tmp/pdoc/tabkit",
              "columns.html\nframe.html\nschema.html"),
            W("docs/api.md", "# API reference\n\n- [tabkit.frame](api/frame.html) — `Frame`, `read_csv`, `concat`\n"
              "- [tabkit.columns](api/columns.html) — typed column helpers\n- [tabkit.schema](api/schema.html) — `Schema`, `Field`\n"),
            B("mkdir -p docs/api && cp /tmp/pdoc/tabkit/*.html docs/api/ && ls docs/api", "columns.html\nframe.html\nschema.html"),
            E("README.md", "## Documentation\n", "## Documentation\n\nAPI reference: [docs/api.md](docs/api.md)\n"),
            B("uv run pytest -q", pytest_q_pass(88, "4.71")),
            B("git checkout -b docs/api-reference && git add docs README.md && git commit -qm 'docs: add API reference' && git log --oneline -1",
              "Switched to a new branch 'docs/api-reference'\n4e91c2a docs: add API reference"),
            B("git push -u origin docs/api-reference",
              "fatal: unable to access 'https://github.com/acme-data/tabkit.git/': Could not resolve host: github.com", rc=128, ev=True),
            B("sleep 20 && git push -u origin docs/api-reference",
              "fatal: unable to access 'https://github.com/acme-data/tabkit.git/': Could not resolve host: github.com", rc=128, ev=True),
            B("getent hosts github.com || echo 'no DNS'; curl -sS -m 5 https://api.github.com/zen",
              "no DNS\ncurl: (6) Could not resolve host: api.github.com", rc=6, ev=True),
            END(False, "Docs are generated and committed locally on `docs/api-reference` (4e91c2a), but the push "
                       "failed: the sandbox cannot resolve github.com. Please push the branch or re-run once networking is back."),
        ]))

P = """# PY-4102: Build the `fastgeo` Rust extension wheel for Python 3.12

`fastgeo` uses maturin + pyo3. CI only builds 3.11 wheels. Add 3.12 to the build matrix in
`.github/workflows/wheels.yml` and check locally that `maturin build --release -i python3.12` succeeds.
"""
add(Run("fastgeo-py312-wheel", "claude", "infra_failure", near_miss="dependency_missing",
        why="rustc was SIGKILLed by the cgroup OOM killer (memory.events oom_kill) while compiling polars-core; "
            "the Rust toolchain is present and the build fails for memory, not a missing compiler.",
        prompt=P, steps=[
            R(".github/workflows/wheels.yml",
              "jobs:\n  linux:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        python: [\"3.11\"]\n"
              "    steps:\n      - uses: actions/checkout@v4\n      - uses: PyO3/maturin-action@v1\n"
              "        with:\n          args: --release -i python${{ matrix.python }}\n          manylinux: auto\n"),
            E(".github/workflows/wheels.yml", "        python: [\"3.11\"]", "        python: [\"3.11\", \"3.12\"]"),
            B("rustc --version && cargo --version && maturin --version",
              "rustc 1.82.0 (f6e511eec 2024-10-15)\ncargo 1.82.0 (8f40fc59f 2024-08-21)\nmaturin 1.7.4"),
            B("maturin build --release -i python3.12 2>&1 | tail -25",
              "   Compiling polars-arrow v0.44.2\n   Compiling polars-compute v0.44.2\n   Compiling polars-core v0.44.2\n"
              "error: could not compile `polars-core` (lib)\n\nCaused by:\n  process didn't exit successfully: "
              "`/home/agent/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/bin/rustc --crate-name polars_core "
              "--edition=2021 crates/polars-core/src/lib.rs --error-format=json --crate-type lib -C opt-level=3 -C "
              "codegen-units=16 ...` (signal: 9, SIGKILL: kill)\n💥 maturin failed\n  Caused by: Failed to build a "
              "native library through cargo\n  Caused by: Cargo build finished with \"exit status: 101\": `env -u "
              "CARGO PYO3_ENVIRONMENT_SIGNATURE=\"cpython-3.12-64bit\" PYO3_PYTHON=\"/usr/bin/python3.12\" "
              "\"cargo\" \"rustc\" \"--message-format\" \"json-render-diagnostics\" \"--manifest-path\" "
              "\"/workspace/Cargo.toml\" \"--release\" \"--lib\"`", rc=1, ev=True),
            T("SIGKILL on rustc usually means the OOM killer. Let me check the cgroup memory events and retry with fewer jobs."),
            B("cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events",
              "4294967296\nlow 0\nhigh 0\nmax 318\noom 2\noom_kill 2", ev=True),
            B("CARGO_BUILD_JOBS=1 CARGO_PROFILE_RELEASE_LTO=off maturin build --release -i python3.12 2>&1 | tail -6",
              "   Compiling polars-core v0.44.2\nerror: could not compile `polars-core` (lib)\n\nCaused by:\n"
              "  process didn't exit successfully: `/home/agent/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/bin/rustc "
              "--crate-name polars_core ...` (signal: 9, SIGKILL: kill)\n💥 maturin failed", rc=1, ev=True),
            B("cat /sys/fs/cgroup/memory.events", "low 0\nhigh 0\nmax 604\noom 3\noom_kill 3", ev=True),
            END(False, "Added 3.12 to the wheel matrix, but the local release build cannot finish: rustc is killed "
                       "by the container's OOM killer (4 GiB limit, oom_kill=3) while compiling polars-core, even "
                       "with one job and LTO off.", subtype="error_during_execution"),
        ]))

# ============================================================ permission_blocked

P = """# ETL-302: Switch config loading from PyYAML to ruamel.yaml (round-trip comments)

`etl/config.py` loses comments when we rewrite pipeline configs. Use `ruamel.yaml` round-trip mode.
Add it to requirements.txt and make `pytest tests/test_config.py` pass.
"""
add(Run("etl-ruamel-roundtrip", "claude", "permission_blocked", near_miss="dependency_missing",
        why="pip could not write to the system site-packages (Errno 13 Permission denied) so ruamel.yaml was never "
            "installed; the later ModuleNotFoundError is a consequence of the permission error.",
        prompt=P, steps=[
            R("etl/config.py",
              "import yaml\n\n\ndef load(path):\n    with open(path) as f:\n        return yaml.safe_load(f)\n\n\n"
              "def dump(cfg, path):\n    with open(path, \"w\") as f:\n        yaml.safe_dump(cfg, f, sort_keys=False)"),
            E("etl/config.py", "import yaml\n\n\ndef load(path):\n    with open(path) as f:\n        return yaml.safe_load(f)",
              "from ruamel.yaml import YAML\n\n_yaml = YAML(typ=\"rt\")\n_yaml.preserve_quotes = True\n\n\n"
              "def load(path):\n    with open(path) as f:\n        return _yaml.load(f)"),
            E("etl/config.py", "        yaml.safe_dump(cfg, f, sort_keys=False)", "        _yaml.dump(cfg, f)"),
            E("requirements.txt", "PyYAML==6.0.2\n", "ruamel.yaml==0.18.6\n"),
            B("which python pip; python -c 'import sys; print(sys.prefix)'",
              "/usr/local/bin/python\n/usr/local/bin/pip\n/usr/local"),
            B("pip install -r requirements.txt",
              "Collecting ruamel.yaml==0.18.6 (from -r requirements.txt (line 4))\n  Downloading ruamel.yaml-0.18.6-py3-none-any.whl.metadata (23 kB)\n"
              "Collecting ruamel.yaml.clib>=0.2.7 (from ruamel.yaml==0.18.6->-r requirements.txt (line 4))\n"
              "  Downloading ruamel.yaml.clib-0.2.12-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (2.7 kB)\n"
              "Downloading ruamel.yaml-0.18.6-py3-none-any.whl (117 kB)\nDownloading ruamel.yaml.clib-0.2.12-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (739 kB)\n"
              "Installing collected packages: ruamel.yaml.clib, ruamel.yaml\n"
              "ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.11/site-packages/ruamel'\n"
              "Consider using the `--user` option or check the permissions.\n", rc=1, ev=True),
            B("ls -ld /usr/local/lib/python3.11/site-packages && id",
              "drwxr-xr-x 1 root root 4096 Oct 30 11:02 /usr/local/lib/python3.11/site-packages\n"
              "uid=1000(agent) gid=1000(agent) groups=1000(agent)", ev=True),
            B("pytest tests/test_config.py -q",
              "ImportError while importing test module '/workspace/tests/test_config.py'.\nHint: make sure your test modules/packages have valid Python names.\n"
              "Traceback:\n/usr/local/lib/python3.11/importlib/__init__.py:126: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\n"
              "tests/test_config.py:3: in <module>\n    from etl.config import dump, load\netl/config.py:1: in <module>\n"
              "    from ruamel.yaml import YAML\nE   ModuleNotFoundError: No module named 'ruamel'\n"
              "=========================== short test summary info ============================\nERROR tests/test_config.py\n"
              "1 error in 0.12s", rc=2),
            B("sudo -n pip install -r requirements.txt", "sudo: a password is required", rc=1, ev=True),
            END(False, "The code change is done, but I can't install ruamel.yaml: the interpreter is the system "
                       "/usr/local Python whose site-packages is owned by root and I have no sudo. Tests fail on "
                       "`No module named 'ruamel'` until the package is installed in the image.",
                subtype="success"),
        ]))

P = """# SRE-1290: Add `--dry-run` to `kubeclean` CLI

`kubeclean prune` deletes stale namespaces. Add a `--dry-run` flag (click) that lists what would be
deleted without calling the API. Tests in tests/test_cli.py. Push branch `feat/dry-run` and open a PR.
"""
add(Run("kubeclean-dry-run-flag", "osmia", "permission_blocked", near_miss="infra_failure",
        why="GitHub refused the push: 'Permission to acme-sre/kubeclean.git denied to osmia-bot' (HTTP 403); the "
            "bot token lacks write access. The code and tests were fine.",
        prompt=P, steps=[
            S("Reading the CLI module."),
            R("src/kubeclean/cli.py",
              "import click\n\nfrom .prune import find_stale, delete_namespace\n\n\n@click.group()\ndef main() -> None:\n    pass\n\n\n"
              "@main.command()\n@click.option(\"--older-than\", default=\"7d\")\ndef prune(older_than: str) -> None:\n"
              "    for ns in find_stale(older_than):\n        delete_namespace(ns)\n        click.echo(f\"deleted {ns}\")"),
            E("src/kubeclean/cli.py",
              "@click.option(\"--older-than\", default=\"7d\")\ndef prune(older_than: str) -> None:\n    for ns in find_stale(older_than):\n"
              "        delete_namespace(ns)\n        click.echo(f\"deleted {ns}\")",
              "@click.option(\"--older-than\", default=\"7d\")\n@click.option(\"--dry-run\", is_flag=True, help=\"List namespaces without deleting.\")\n"
              "def prune(older_than: str, dry_run: bool) -> None:\n    for ns in find_stale(older_than):\n        if dry_run:\n"
              "            click.echo(f\"would delete {ns}\")\n            continue\n        delete_namespace(ns)\n        click.echo(f\"deleted {ns}\")"),
            E("tests/test_cli.py", "def test_prune_deletes(",
              "def test_prune_dry_run(runner, stale, deleted):\n    result = runner.invoke(main, [\"prune\", \"--dry-run\"])\n"
              "    assert result.exit_code == 0\n    assert \"would delete ns-old\" in result.output\n    assert deleted == []\n\n\ndef test_prune_deletes("),
            B("uv run pytest -q", "........\n8 passed in 0.37s"),
            B("uv run ruff check . && uv run mypy src", "All checks passed!\nSuccess: no issues found in 5 source files"),
            B("git checkout -b feat/dry-run && git commit -am 'prune: add --dry-run' -q && git push -u origin feat/dry-run",
              "Switched to a new branch 'feat/dry-run'\nremote: Permission to acme-sre/kubeclean.git denied to osmia-bot.\n"
              "fatal: unable to access 'https://github.com/acme-sre/kubeclean.git/': The requested URL returned error: 403",
              rc=128, ev=True),
            B("git remote -v && gh auth status",
              "origin\thttps://github.com/acme-sre/kubeclean.git (fetch)\norigin\thttps://github.com/acme-sre/kubeclean.git (push)\n"
              "github.com\n  ✓ Logged in to github.com account osmia-bot (GH_TOKEN)\n  - Active account: true\n"
              "  - Git operations protocol: https\n  - Token: ghs_************************************\n"),
            B("git push -u origin feat/dry-run",
              "remote: Permission to acme-sre/kubeclean.git denied to osmia-bot.\n"
              "fatal: unable to access 'https://github.com/acme-sre/kubeclean.git/': The requested URL returned error: 403",
              rc=128, ev=True),
            S("The change is committed locally, but the bot account cannot push to acme-sre/kubeclean."),
            END(False, "push rejected: Permission to acme-sre/kubeclean.git denied to osmia-bot (403)"),
        ]))

P = """# PY-3551: Drop Python 3.8 support from `sqlfmt-lite`

Python 3.8 is EOL. Set `requires-python = ">=3.9"`, remove 3.8 from the CI matrix and tox.ini,
replace `typing.List`/`Dict` with builtins where we now can, then open a PR against `main`.
"""
add(Run("sqlfmt-py38-drop", "claude-transcript", "permission_blocked",
        why="Everything was committed and pushed, but `gh pr create` was refused by GitHub: 'Resource not "
            "accessible by integration' — the app token lacks pull-request write permission.",
        prompt=P, steps=[
            U(P),
            R("pyproject.toml", "[project]\nname = \"sqlfmt-lite\"\nversion = \"0.12.0\"\nrequires-python = \">=3.8\"\n"
              "classifiers = [\n    \"Programming Language :: Python :: 3.8\",\n    \"Programming Language :: Python :: 3.9\",\n"
              "    \"Programming Language :: Python :: 3.10\",\n    \"Programming Language :: Python :: 3.11\",\n"
              "    \"Programming Language :: Python :: 3.12\",\n]\n"),
            E("pyproject.toml", "requires-python = \">=3.8\"", "requires-python = \">=3.9\""),
            E("pyproject.toml", "    \"Programming Language :: Python :: 3.8\",\n", ""),
            E("tox.ini", "envlist = py38, py39, py310, py311, py312", "envlist = py39, py310, py311, py312"),
            E(".github/workflows/ci.yml", "        python-version: [\"3.8\", \"3.9\", \"3.10\", \"3.11\", \"3.12\"]",
              "        python-version: [\"3.9\", \"3.10\", \"3.11\", \"3.12\"]"),
            B("uvx pyupgrade --py39-plus $(git ls-files 'src/*.py') ; git diff --stat",
              "Rewriting src/sqlfmt_lite/tokens.py\nRewriting src/sqlfmt_lite/format.py\n .github/workflows/ci.yml     |  2 +-\n"
              " pyproject.toml               |  3 +--\n src/sqlfmt_lite/format.py    | 14 +++++++-------\n"
              " src/sqlfmt_lite/tokens.py    |  8 ++++----\n tox.ini                      |  2 +-\n 5 files changed, 15 insertions(+), 16 deletions(-)"),
            B("uv run --python 3.9 pytest -q", pytest_q_pass(132, "2.88")),
            B("git checkout -qb chore/drop-py38 && git commit -qam 'Drop Python 3.8' && git push -q -u origin chore/drop-py38",
              "remote: \nremote: Create a pull request for 'chore/drop-py38' on GitHub by visiting:\n"
              "remote:      https://github.com/acme-oss/sqlfmt-lite/pull/new/chore/drop-py38\nremote: \n"
              "branch 'chore/drop-py38' set up to track 'origin/chore/drop-py38'."),
            B("gh pr create --base main --title 'Drop Python 3.8' --body 'Python 3.8 is EOL; bump requires-python, CI and tox.'",
              "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", rc=1, ev=True),
            B("gh api repos/acme-oss/sqlfmt-lite/pulls -f title='Drop Python 3.8' -f head=chore/drop-py38 -f base=main",
              "{\"message\":\"Resource not accessible by integration\",\"documentation_url\":\"https://docs.github.com/rest/pulls/pulls#create-a-pull-request\",\"status\":\"403\"}\n"
              "gh: Resource not accessible by integration (HTTP 403)", rc=1, ev=True),
            END(False, "Branch `chore/drop-py38` is pushed with all changes, but I couldn't open the PR: the GitHub "
                       "token is refused with `Resource not accessible by integration (HTTP 403)`. Someone with PR "
                       "permissions needs to open it from the link above."),
        ]))

P = """# PY-3377: Mock outbound HTTP in `weatherlib` tests with respx

tests/test_api.py hits the real API. Add `respx` as a dev dependency (`uv add --dev respx`) and
mock the three endpoints. `uv run pytest` must pass without network.
"""
add(Run("weatherlib-respx-mocks", "claude", "permission_blocked", near_miss="dependency_missing",
        why="The session ran in default permission mode and the user never granted Bash/Write: `uv add` and the "
            "pyproject edit were both denied (permission_denials), so respx could not be added.",
        prompt=P, permission_mode="default", steps=[
            R("tests/test_api.py",
              "import pytest\n\nfrom weatherlib import Client\n\n\ndef test_current():\n    c = Client(\"demo\")\n"
              "    assert c.current(\"Oslo\").temp_c is not None\n"),
            R("pyproject.toml", "[project]\nname = \"weatherlib\"\nversion = \"0.3.1\"\ndependencies = [\"httpx>=0.27\"]\n\n"
              "[dependency-groups]\ndev = [\"pytest>=8.3\"]\n"),
            B("uv add --dev respx", "", denied=True, ev=True),
            E("pyproject.toml", "dev = [\"pytest>=8.3\"]", "dev = [\"pytest>=8.3\", \"respx>=0.21.1\"]",
              err="Claude requested permissions to write to /workspace/pyproject.toml, but you haven't granted it yet.", ev=True),
            W("tests/test_api.py",
              "import httpx\nimport respx\n\nfrom weatherlib import Client\n\nBASE = \"https://api.weatherlib.dev/v1\"\n\n\n"
              "@respx.mock\ndef test_current():\n    respx.get(f\"{BASE}/current\").mock(return_value=httpx.Response(200, json={\"temp_c\": 4.5}))\n"
              "    assert Client(\"demo\").current(\"Oslo\").temp_c == 4.5\n",
              err="Claude requested permissions to write to /workspace/tests/test_api.py, but you haven't granted it yet.", ev=True),
            S("I need permission to run `uv add --dev respx` and to edit pyproject.toml and tests/test_api.py. "
              "Without that I can only describe the change."),
            S("Proposed change: add `respx>=0.21.1` to the dev group and decorate each test with `@respx.mock`, "
              "mocking `/current`, `/forecast` and `/alerts` with canned JSON."),
            END(True, "I couldn't make the change: running `uv add` and writing to pyproject.toml / tests were not "
                      "permitted in this session. The proposed diff is above.", subtype="success"),
        ]))

P = """# PY-2750: Add `pydantic-settings` based config to `notifier`

Replace the hand-rolled `os.environ` parsing in notifier/config.py with a `BaseSettings` model
(`NOTIFIER_` prefix). Add the dependency with uv and keep tests green.
"""
add(Run("notifier-settings-model", "codex", "permission_blocked", near_miss="dependency_missing",
        why="uv could neither create its cache nor replace files in the root-owned .venv (Permission denied, os "
            "error 13); the dependency exists, the agent lacked write permission to install it.",
        prompt=P, steps=[
            T("**Inspecting config module and project**"),
            R("notifier/config.py",
              "import os\nfrom dataclasses import dataclass\n\n\n@dataclass\nclass Config:\n    smtp_host: str\n    smtp_port: int\n    sender: str\n\n\n"
              "def load() -> Config:\n    return Config(\n        smtp_host=os.environ[\"NOTIFIER_SMTP_HOST\"],\n"
              "        smtp_port=int(os.environ.get(\"NOTIFIER_SMTP_PORT\", \"587\")),\n        sender=os.environ[\"NOTIFIER_SENDER\"],\n    )"),
            B("uv add pydantic-settings",
              "error: Failed to initialize cache at `/home/runner/.cache/uv`\n"
              "  Caused by: failed to create directory `/home/runner/.cache/uv`: Permission denied (os error 13)", rc=2, ev=True),
            B("ls -ld /home/runner /home/runner/.cache 2>&1; id -un",
              "drwxr-xr-x 3 root root 4096 Nov  2 08:11 /home/runner\nls: cannot access '/home/runner/.cache': No such file or directory\nagent"),
            T("**Using a writable cache dir**\n\nI'll point UV_CACHE_DIR at /tmp."),
            B("UV_CACHE_DIR=/tmp/uv-cache uv add pydantic-settings",
              "Resolved 24 packages in 311ms\nPrepared 3 packages in 402ms\n"
              "error: failed to remove directory `/workspace/.venv/lib/python3.12/site-packages/typing_extensions-4.9.0.dist-info`: "
              "Permission denied (os error 13)", rc=2, ev=True),
            B("ls -ld .venv .venv/lib/python3.12/site-packages; stat -c '%U' .venv/bin/python",
              "drwxr-xr-x 4 root root 4096 Nov  2 08:12 .venv\ndrwxr-xr-x 61 root root 4096 Nov  2 08:12 .venv/lib/python3.12/site-packages\nroot", ev=True),
            T("**Virtualenv owned by root**\n\nThe .venv was created by the image build as root; I can't modify it "
              "and I'm not allowed to delete it."),
            E("notifier/config.py", "import os\nfrom dataclasses import dataclass",
              "from pydantic_settings import BaseSettings, SettingsConfigDict", codex="file_change"),
            B("UV_CACHE_DIR=/tmp/uv-cache uv run --frozen pytest -q 2>&1 | tail -4",
              "E   ModuleNotFoundError: No module named 'pydantic_settings'\n=========================== short test summary info ============================\n"
              "ERROR tests/test_config.py\n1 error in 0.21s", rc=1),
            S("The settings model is written, but installing `pydantic-settings` fails: the project's `.venv` is "
              "owned by root and uv gets `Permission denied (os error 13)` when updating it."),
            END(False, "Could not install pydantic-settings: .venv owned by root (Permission denied, os error 13).", subtype="completed"),
        ]))

P = """# TYP-40: Make `dataflow.ops` clean under pyright strict

We are adopting pyright in CI (`pyright --project pyrightconfig.json`). Fix the reported errors in
src/dataflow/ops.py. The repo has `pyright` in the dev dependencies (pyright-python wrapper).
"""
add(Run("dataflow-pyright-strict", "osmia", "permission_blocked", near_miss="dependency_missing",
        why="pyright's node runtime could not be set up because the agent may not write its home cache "
            "(EPERM: operation not permitted, mkdir), so the checker never ran; a permission crash, not a missing package.",
        prompt=P, steps=[
            S("Let me run pyright to get the current error list."),
            B("uv run pyright --project pyrightconfig.json",
              "Traceback (most recent call last):\n  File \"/workspace/.venv/bin/pyright\", line 8, in <module>\n    sys.exit(entrypoint())\n"
              "             ^^^^^^^^^^^^\n  File \"/workspace/.venv/lib/python3.12/site-packages/pyright/cli.py\", line 28, in entrypoint\n"
              "    sys.exit(main(sys.argv[1:]))\n  File \"/workspace/.venv/lib/python3.12/site-packages/pyright/cli.py\", line 15, in main\n"
              "    return run(*args, **kwargs).returncode\n  File \"/workspace/.venv/lib/python3.12/site-packages/pyright/cli.py\", line 20, in run\n"
              "    pkg_dir = install_pyright(args, quiet=None)\n  File \"/workspace/.venv/lib/python3.12/site-packages/pyright/_utils.py\", line 120, in install_pyright\n"
              "    cache_dir.mkdir(exist_ok=True, parents=True)\n  File \"/usr/lib/python3.12/pathlib.py\", line 1311, in mkdir\n"
              "    os.mkdir(self, mode)\nPermissionError: [Errno 1] Operation not permitted: '/home/agent/.cache/pyright-python'",
              rc=1, ev=True),
            B("npx --yes pyright@1.1.389 --project pyrightconfig.json",
              "npm ERR! code EPERM\nnpm ERR! syscall mkdir\nnpm ERR! path /home/agent/.npm/_cacache\nnpm ERR! errno -1\n"
              "npm ERR! Error: EPERM: operation not permitted, mkdir '/home/agent/.npm/_cacache'\nnpm ERR!  [Error: EPERM: operation not permitted, mkdir '/home/agent/.npm/_cacache'] {\n"
              "npm ERR!   errno: -1,\nnpm ERR!   code: 'EPERM',\nnpm ERR!   syscall: 'mkdir',\nnpm ERR!   path: '/home/agent/.npm/_cacache'\nnpm ERR! }\n"
              "npm ERR! \nnpm ERR! The operation was rejected by your operating system.\nnpm ERR! It is likely you do not have the permissions to access this file as the current user",
              rc=1, ev=True),
            B("ls -ld /home/agent; touch /home/agent/x", "dr-xr-xr-x 2 root root 4096 Nov 21 06:30 /home/agent\n"
              "touch: cannot touch '/home/agent/x': Permission denied", rc=1, ev=True),
            S("My home directory is read-only for my user, so neither the pyright wrapper nor npx can set up node. "
              "I'll make the obvious fixes by reading the file."),
            R("src/dataflow/ops.py", "def window(xs, n):\n    return [xs[i:i + n] for i in range(len(xs) - n + 1)]\n\n\ndef merge(a, b):\n    return {**a, **b}"),
            E("src/dataflow/ops.py", "def window(xs, n):", "def window(xs: Sequence[T], n: int) -> list[Sequence[T]]:"),
            E("src/dataflow/ops.py", "def merge(a, b):", "def merge(a: Mapping[K, V], b: Mapping[K, V]) -> dict[K, V]:"),
            S("I couldn't verify against pyright, since it can't start in this environment."),
            END(False, "pyright could not run: EPERM creating cache under /home/agent (home not writable). Partial "
                       "annotations added, unverified."),
        ]))

P = """# SEC-77: Upgrade `cryptography` in the signing service (CVE advisory)

Bump `cryptography` to >=43.0.1 in the signing service requirements, run the tests. The service
runs in the sandboxed builder, so use the normal pip workflow.
"""
add(Run("signer-crypto-bump", "codex", "permission_blocked", near_miss="infra_failure",
        why="Outbound connections were refused by the Codex sandbox ('[Errno 1] Operation not permitted' on "
            "connect), i.e. network access was not granted to the agent; nothing was down.",
        prompt=P, steps=[
            T("**Locating requirement pins**"),
            G("cryptography", "requirements.txt:7:cryptography==42.0.5\nsrc/signer/keys.py:3:from cryptography.hazmat.primitives.asymmetric import ed25519"),
            E("requirements.txt", "cryptography==42.0.5", "cryptography==43.0.3"),
            B(".venv/bin/pip install -r requirements.txt",
              "Collecting cryptography==43.0.3 (from -r requirements.txt (line 7))\n"
              "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by "
              "'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7fa1c2b4e510>: Failed to establish a new connection: [Errno 1] Operation not permitted')': /simple/cryptography/\n"
              "WARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by "
              "'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7fa1c2b4e7d0>: Failed to establish a new connection: [Errno 1] Operation not permitted')': /simple/cryptography/\n"
              "WARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by "
              "'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7fa1c2b4ea90>: Failed to establish a new connection: [Errno 1] Operation not permitted')': /simple/cryptography/\n"
              "ERROR: Could not find a version that satisfies the requirement cryptography==43.0.3 (from versions: none)\n"
              "ERROR: No matching distribution found for cryptography==43.0.3", rc=1, ev=True),
            T("**Network access appears blocked**\n\n`Operation not permitted` on connect is the sandbox denying "
              "network, not DNS or a server outage. The sandbox policy here is workspace-write without network."),
            B("python3 -c \"import socket; socket.create_connection(('pypi.org', 443), timeout=5)\"",
              "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
              "  File \"/usr/lib/python3.12/socket.py\", line 852, in create_connection\n    raise exceptions[0]\n"
              "  File \"/usr/lib/python3.12/socket.py\", line 837, in create_connection\n    sock.connect(sa)\n"
              "PermissionError: [Errno 1] Operation not permitted", rc=1, ev=True),
            B(".venv/bin/pytest -q 2>&1 | tail -2", "....................\n20 passed in 1.02s"),
            S("I updated the pin to `cryptography==43.0.3`, but the sandbox does not allow outbound network, so I "
              "couldn't install it; tests above ran against the old 42.0.5."),
            END(False, "network access denied by sandbox; new cryptography not installed", subtype="completed"),
        ]))

P = """# PY-3699: Publish manylinux wheels for `quickhash` from the local builder

Run `cibuildwheel --platform linux` for cp311 and cp312 and attach the wheels to the draft release
v2.1.0. cibuildwheel uses Docker on this builder.
"""
add(Run("quickhash-cibuildwheel", "claude-transcript", "permission_blocked", near_miss="infra_failure",
        why="cibuildwheel could not talk to Docker: 'permission denied while trying to connect to the Docker "
            "daemon socket' — the agent user is not allowed on the socket; the daemon itself was up.",
        prompt=P, steps=[
            U(P),
            B("cat pyproject.toml | sed -n '/tool.cibuildwheel/,$p'",
              "[tool.cibuildwheel]\nbuild = \"cp311-* cp312-*\"\nskip = \"*-musllinux_*\"\ntest-requires = \"pytest\"\n"
              "test-command = \"pytest {project}/tests -q\"\n\n[tool.cibuildwheel.linux]\narchs = [\"x86_64\"]\n"),
            B("uvx cibuildwheel==2.21.3 --platform linux --output-dir wheelhouse",
              "\n     _ _       _ _   _       _           _\n ___|_| |_ _ _|_| |_| |_ _ _| |_ ___ ___| |\n"
              "|  _| | . | | | | | . | | | |   | -_| -_| |\n|___|_|___|___|_|_|___|_____|_|_|___|___|_|\n\ncibuildwheel version 2.21.3\n\n"
              "Build options:\n  platform: linux\n  allow_empty: False\n  architectures: x86_64\n  build_selector: \n"
              "    build_config: cp311-* cp312-*\n    skip_config: *-musllinux_*\n  container_engine: docker\n\n"
              "Here we go!\n\nStarting container image quay.io/pypa/manylinux2014_x86_64:2024.10.26-1...\n\n"
              "info: This container will host the build for cp311-manylinux_x86_64, cp312-manylinux_x86_64...\n"
              "docker: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: "
              "Post \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/create\": dial unix /var/run/docker.sock: connect: permission denied.\n"
              "See 'docker run --help'.\n\ncibuildwheel: error: Command ['docker', 'create', '--env=CIBUILDWHEEL', ...] failed with code 126. None",
              rc=1, ev=True),
            B("ls -l /var/run/docker.sock; id; systemctl is-active docker 2>/dev/null || pgrep -a dockerd",
              "srw-rw---- 1 root docker 0 Nov 20 07:40 /var/run/docker.sock\nuid=1001(agent) gid=1001(agent) groups=1001(agent)\n"
              "812 /usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock", ev=True),
            T("The daemon is running; my user just isn't in the docker group. Can I use podman instead?"),
            B("CIBW_CONTAINER_ENGINE=podman uvx cibuildwheel==2.21.3 --platform linux --output-dir wheelhouse 2>&1 | tail -3",
              "Starting container image quay.io/pypa/manylinux2014_x86_64:2024.10.26-1...\n"
              "cibuildwheel: error: Command ['podman', 'create', ...] failed: /usr/bin/podman: No such file or directory\n", rc=1),
            B("sudo -n usermod -aG docker agent", "sudo: a password is required", rc=1, ev=True),
            END(False, "I couldn't build the wheels: cibuildwheel needs Docker and my user has no access to "
                       "/var/run/docker.sock (owned by root:docker, mode 660). Please add the builder user to the "
                       "docker group or run the job with a container engine I can use."),
        ]))

P = """# SHOP-915: Async view for order export

Convert `orders.views.export_csv` to an async Django view that streams rows with
`StreamingHttpResponse` and an async iterator over `Order.objects.filter(...)`. Keep
`pytest tests/orders` (pytest-django, Postgres) green.
"""
add(Run("shop-async-export", "claude-transcript", "permission_blocked", near_miss="infra_failure",
        why="pytest-django could not create the test database because the app's Postgres role lacks CREATEDB "
            "('permission denied to create database'); the database server was reachable.",
        prompt=P, steps=[
            U(P),
            R("orders/views.py",
              "import csv\n\nfrom django.http import HttpResponse\n\nfrom .models import Order\n\n\n"
              "def export_csv(request):\n    resp = HttpResponse(content_type=\"text/csv\")\n    w = csv.writer(resp)\n"
              "    for o in Order.objects.filter(shop=request.shop):\n        w.writerow([o.id, o.total, o.created_at.isoformat()])\n    return resp"),
            E("orders/views.py",
              "def export_csv(request):\n    resp = HttpResponse(content_type=\"text/csv\")\n    w = csv.writer(resp)\n"
              "    for o in Order.objects.filter(shop=request.shop):\n        w.writerow([o.id, o.total, o.created_at.isoformat()])\n    return resp",
              "class _Echo:\n    def write(self, value: str) -> str:\n        return value\n\n\n"
              "async def export_csv(request):\n    w = csv.writer(_Echo())\n\n    async def rows():\n"
              "        async for o in Order.objects.filter(shop=request.shop).aiterator():\n"
              "            yield w.writerow([o.id, o.total, o.created_at.isoformat()])\n\n"
              "    return StreamingHttpResponse(rows(), content_type=\"text/csv\")"),
            E("orders/views.py", "from django.http import HttpResponse", "from django.http import StreamingHttpResponse"),
            B("pytest tests/orders -q 2>&1 | tail -20",
              "Creating test database for alias 'default'...\n"
              "Got an error creating the test database: permission denied to create database\n\n"
              "E   django.db.utils.ProgrammingError: permission denied to create database\n"
              "=========================== short test summary info ============================\n"
              "ERROR tests/orders/test_export.py::test_export_streams_rows - django.db.utils.ProgrammingError: permission denied to create database\n"
              "ERROR tests/orders/test_export.py::test_export_filters_shop - django.db.utils.ProgrammingError: permission denied to create database\n"
              "ERROR tests/orders/test_views.py::test_list - django.db.utils.ProgrammingError: permission denied to create database\n"
              "3 errors in 1.84s", rc=1, ev=True),
            B("psql \"$DATABASE_URL\" -c 'select current_user, rolcreatedb from pg_roles where rolname = current_user'",
              " current_user | rolcreatedb \n--------------+-------------\n shop_app     | f\n(1 row)\n", ev=True),
            B("psql \"$DATABASE_URL\" -c 'ALTER ROLE shop_app CREATEDB'",
              "ERROR:  permission denied to alter role\nDETAIL:  Only roles with the CREATEROLE attribute and the ADMIN option on role \"shop_app\" may alter this role.",
              rc=1, ev=True),
            B("pytest tests/orders -q --reuse-db 2>&1 | tail -3",
              "Got an error creating the test database: permission denied to create database\n"
              "E   django.db.utils.ProgrammingError: permission denied to create database\n3 errors in 1.61s", rc=1),
            END(False, "The view is converted, but I can't run the tests: the `shop_app` Postgres role has no "
                       "CREATEDB, so pytest-django cannot create `test_shop` and I can't grant it myself."),
        ]))

P = """# DS-620: Add `pyarrow` to the analysis conda env

Notebook `reports/weekly.ipynb` now reads parquet. Add `pyarrow` to the shared `analysis` env
(`/opt/conda`) and check that `python -c "import pandas; pandas.read_parquet('fixtures/w.parquet')"` works.
"""
add(Run("analysis-env-pyarrow", "claude", "permission_blocked", near_miss="dependency_missing",
        why="conda refused to modify the shared /opt/conda environment (EnvironmentNotWritableError for uid 1000); "
            "the ImportError for pyarrow that follows is caused by that permission problem.",
        prompt=P, steps=[
            B("conda env list && which python", "# conda environments:\n#\nbase                  *  /opt/conda\n\n/opt/conda/bin/python"),
            B("python -c \"import pandas; pandas.read_parquet('fixtures/w.parquet')\"",
              "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
              "  File \"/opt/conda/lib/python3.11/site-packages/pandas/io/parquet.py\", line 651, in read_parquet\n"
              "    impl = get_engine(engine)\n           ^^^^^^^^^^^^^^^^^^\n"
              "  File \"/opt/conda/lib/python3.11/site-packages/pandas/io/parquet.py\", line 67, in get_engine\n"
              "    raise ImportError(\nImportError: Unable to find a usable engine; tried using: 'pyarrow', 'fastparquet'.\n"
              "A suitable version of pyarrow or fastparquet is required for parquet support.\nTrying to import the above resulted in these errors:\n"
              " - Missing optional dependency 'pyarrow'. pyarrow is required for parquet support. Use pip or conda to install pyarrow.\n"
              " - Missing optional dependency 'fastparquet'. fastparquet is required for parquet support. Use pip or conda to install fastparquet.", rc=1),
            B("conda install -y -c conda-forge pyarrow",
              "Channels:\n - conda-forge\n - defaults\nPlatform: linux-64\nCollecting package metadata (repodata.json): done\nSolving environment: done\n\n\n"
              "EnvironmentNotWritableError: The current user does not have write permissions to the target environment.\n"
              "  environment location: /opt/conda\n  uid: 1000\n  gid: 1000\n\n", rc=1, ev=True),
            B("pip install pyarrow",
              "Defaulting to user installation because normal site-packages is not writeable\n"
              "Collecting pyarrow\n  Downloading pyarrow-18.0.0-cp311-cp311-manylinux_2_28_x86_64.whl.metadata (3.3 kB)\n"
              "Downloading pyarrow-18.0.0-cp311-cp311-manylinux_2_28_x86_64.whl (40.0 MB)\n"
              "Installing collected packages: pyarrow\nSuccessfully installed pyarrow-18.0.0"),
            B("python -c \"import pandas; pandas.read_parquet('fixtures/w.parquet')\"",
              "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
              "  File \"/opt/conda/lib/python3.11/site-packages/pandas/io/parquet.py\", line 67, in get_engine\n"
              "    raise ImportError(\nImportError: Unable to find a usable engine; tried using: 'pyarrow', 'fastparquet'.\n"
              " - Missing optional dependency 'pyarrow'. pyarrow is required for parquet support. Use pip or conda to install pyarrow.", rc=1),
            B("python -c 'import site, sys; print(site.ENABLE_USER_SITE, sys.flags.no_user_site)'; env | grep PYTHONNOUSERSITE",
              "False 1\nPYTHONNOUSERSITE=1"),
            S("The user-site install is ignored (PYTHONNOUSERSITE=1) and the shared env at /opt/conda is not "
              "writable by my user, so pyarrow can't be added to the `analysis` env from here."),
            END(False, "Blocked: `conda install pyarrow` fails with EnvironmentNotWritableError (/opt/conda not "
                       "writable by uid 1000); user-site installs are disabled. Needs an admin to add pyarrow.",
                subtype="success"),
        ]))

P = """# REL-31: Release `pgwire-async` 0.5.0 to TestPyPI

Bump the version to 0.5.0 (hatch), build sdist + wheel, and upload to TestPyPI with twine using the
`TWINE_*` credentials in the environment. Verify the upload page renders the README.
"""
add(Run("pgwire-testpypi-release", "claude-transcript", "permission_blocked", near_miss="infra_failure",
        why="TestPyPI rejected the upload with 403 Forbidden ('Invalid or non-existent authentication "
            "information'); the index was reachable and the build was fine.",
        prompt=P, steps=[
            U(P),
            B("hatch version 0.5.0 && hatch version", "Old: 0.4.3\nNew: 0.5.0\n0.5.0"),
            B("rm -rf dist && hatch build",
              "────────────────────────────────── sdist ───────────────────────────────────\ndist/pgwire_async-0.5.0.tar.gz\n"
              "────────────────────────────────── wheel ───────────────────────────────────\ndist/pgwire_async-0.5.0-py3-none-any.whl"),
            B("uvx twine check dist/*", "Checking dist/pgwire_async-0.5.0-py3-none-any.whl: PASSED\nChecking dist/pgwire_async-0.5.0.tar.gz: PASSED"),
            B("uvx twine upload --repository testpypi dist/*",
              "Uploading distributions to https://test.pypi.org/legacy/\nUploading pgwire_async-0.5.0-py3-none-any.whl\n"
              "100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 31.2/31.2 kB • 00:00 • ?\n"
              "WARNING  Error during upload. Retry with the --verbose option for more details.\n"
              "ERROR    HTTPError: 403 Forbidden from https://test.pypi.org/legacy/\n"
              "         Invalid or non-existent authentication information. See https://test.pypi.org/help/#invalid-auth for more information.",
              rc=1, ev=True),
            B("env | grep -c TWINE_; echo ${TWINE_USERNAME}; echo ${#TWINE_PASSWORD}", "2\n__token__\n179"),
            B("uvx twine upload --verbose --repository testpypi dist/*.whl 2>&1 | tail -4",
              "INFO     Response from https://test.pypi.org/legacy/:\n         403 Forbidden\n"
              "INFO     <html>\n          <head>\n           <title>403 Invalid or non-existent authentication information. See https://test.pypi.org/help/#invalid-auth for more information.</title>",
              rc=1, ev=True),
            END(False, "Built and checked pgwire-async 0.5.0, but TestPyPI rejects the token in TWINE_PASSWORD "
                       "(403 Invalid or non-existent authentication information). The token may be for pypi.org "
                       "rather than test.pypi.org, or lack upload scope for this project."),
        ]))

P = """# CFG-140: Adopt `typed-config` 2.0 loader in the deploy tools

Clone `acme-internal/typed-config` (private), check out tag v2.0.0 and vendor its `loader.py` into
`deploytools/_vendor/`, replacing our fork. Run `pytest tests/test_loader.py`.
"""
add(Run("deploytools-vendor-loader", "codex", "permission_blocked", near_miss="infra_failure",
        why="GitHub refused the clone before any work could start: the organisation enforces SAML SSO and the "
            "agent's token is not authorised for it (HTTP 403).",
        prompt=P, steps=[
            T("**Cloning the private repository**"),
            B("git clone --depth 1 --branch v2.0.0 https://github.com/acme-internal/typed-config.git /tmp/typed-config",
              "Cloning into '/tmp/typed-config'...\nremote: The 'acme-internal' organization has enabled or enforced SAML SSO.\n"
              "remote: To access this repository, you must use the HTTPS remote with a personal access token\n"
              "remote: or SSH with an SSH key and passphrase\nremote: that has been authorized for this organization.\n"
              "remote: Visit https://docs.github.com/articles/authenticating-to-a-github-organization-with-saml-single-sign-on/ for more information.\n"
              "fatal: unable to access 'https://github.com/acme-internal/typed-config.git/': The requested URL returned error: 403",
              rc=128, ev=True),
            B("gh api repos/acme-internal/typed-config --jq .full_name",
              "{\"message\":\"Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization.\","
              "\"documentation_url\":\"https://docs.github.com/articles/authenticating-to-a-github-organization-with-saml-single-sign-on\",\"status\":\"403\"}\n"
              "gh: Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization. (HTTP 403)",
              rc=1, ev=True),
            B("gh api user --jq .login && curl -sS -o /dev/null -w '%{http_code}\\n' https://github.com", "osmia-bot\n200"),
            R("deploytools/_vendor/loader.py", "# vendored from acme-internal/typed-config@1.4.2 (fork)\nfrom __future__ import annotations\n\n"
              "import tomllib\nfrom pathlib import Path\n\n\ndef load(path: Path) -> dict:\n    with path.open(\"rb\") as f:\n        return tomllib.load(f)\n"),
            B("pytest -q tests/test_loader.py 2>&1 | tail -1", "6 passed in 0.07s"),
            S("I can't access acme-internal/typed-config: the org enforces SAML SSO and this token isn't authorised "
              "for it (403). The vendored fork is unchanged."),
            END(False, "clone of acme-internal/typed-config refused (SAML SSO, HTTP 403)", subtype="completed"),
        ]))

P = """# QA-77: Fix `test_parse_duration` edge cases in `timekit`

`timekit.parse_duration("1h30m")` works but `"90s"`, `"1.5h"` and `"-5m"` fail. Make tests/test_duration.py
pass without changing the tests.
"""
add(Run("timekit-duration-edgecases", "osmia", "infra_failure",
        why="The engine stopped because the provider account ran out of credit ('Credit balance is too low'); "
            "the failing duration tests were still being worked on and are not the cause.",
        prompt=P, result={"success": False, "summary": "Credit balance is too low", "exit_code": 1},
        steps=[
            S("Running the duration tests."),
            B("uv run pytest -q tests/test_duration.py 2>&1 | tail -5",
              "FAILED tests/test_duration.py::test_seconds_only - ValueError: invalid duration: '90s'\n"
              "FAILED tests/test_duration.py::test_fractional_hours - ValueError: invalid duration: '1.5h'\n"
              "FAILED tests/test_duration.py::test_negative - ValueError: invalid duration: '-5m'\n3 failed, 5 passed in 0.06s", rc=1),
            R("src/timekit/duration.py", "_RE = re.compile(r\"^(?:(\\d+)h)?(?:(\\d+)m)?$\")\n\n\ndef parse_duration(s: str) -> timedelta:\n"
              "    m = _RE.match(s)\n    if not m or not any(m.groups()):\n        raise ValueError(f\"invalid duration: {s!r}\")\n"
              "    h, mi = (int(x) if x else 0 for x in m.groups())\n    return timedelta(hours=h, minutes=mi)"),
            E("src/timekit/duration.py", "_RE = re.compile(r\"^(?:(\\d+)h)?(?:(\\d+)m)?$\")",
              "_RE = re.compile(r\"^(?P<sign>-)?(?:(?P<h>\\d+(?:\\.\\d+)?)h)?(?:(?P<m>\\d+(?:\\.\\d+)?)m)?(?:(?P<s>\\d+(?:\\.\\d+)?)s)?$\")"),
            R("tests/test_duration.py", "def test_negative():\n    assert parse_duration(\"-5m\") == -timedelta(minutes=5)\n\n\n"
              "def test_fractional_hours():\n    assert parse_duration(\"1.5h\") == timedelta(minutes=90)", start=30),
            S("Now updating the body to use the named groups and the sign."),
            LIMIT("Credit balance is too low"),
        ]))
