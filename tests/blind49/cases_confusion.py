"""model_confusion (oscillation, repetition, phantom entities) and unknown (no recognisable cause)."""
from gen_lib import B, E, END, G, R, Run, S, SYS, T, TODO, U, W
from pyfix import mypy_errs, mypy_ok, pytest_q_pass

CASES = []
add = CASES.append

# ============================================================ model_confusion

ORJ_ERR = ("ImportError while importing test module '/workspace/tests/test_dumps.py'.\nTraceback:\n"
           "/usr/lib/python3.12/importlib/__init__.py:90: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\n"
           "tests/test_dumps.py:3: in <module>\n    from jsonio import dumps\nsrc/jsonio/__init__.py:4: in <module>\n    import orjson\n"
           "E   ModuleNotFoundError: No module named 'orjson'\n=========================== short test summary info ============================\n"
           "ERROR tests/test_dumps.py\n1 error in 0.07s")
P = """# IO-71: Fast path for `jsonio.dumps` with orjson

Use `orjson` when available in `jsonio.dumps()` (fall back to stdlib json), declare it as an optional
extra `fast`, and make `uv run pytest` pass with the extra installed.
"""
add(Run("jsonio-orjson-fastpath", "claude-transcript", "model_confusion", near_miss="dependency_missing",
        why="orjson was installed repeatedly into the system/user Python while tests ran in the project's .venv; "
            "the agent looped on the same ModuleNotFoundError without switching interpreter.",
        prompt=P, consec=2, steps=[
            U(P),
            R("src/jsonio/__init__.py", "import json\nfrom typing import Any\n\n\ndef dumps(obj: Any) -> str:\n    return json.dumps(obj, separators=(\",\", \":\"))"),
            E("src/jsonio/__init__.py", "import json\nfrom typing import Any\n", "import json\nfrom typing import Any\n\nimport orjson\n"),
            E("src/jsonio/__init__.py", "    return json.dumps(obj, separators=(\",\", \":\"))", "    return orjson.dumps(obj).decode()"),
            B("uv run pytest -q tests/test_dumps.py", ORJ_ERR, rc=2),
            B("pip install orjson", "Defaulting to user installation because normal site-packages is not writeable\nCollecting orjson\n"
              "  Downloading orjson-3.10.12-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (41 kB)\n"
              "Installing collected packages: orjson\nSuccessfully installed orjson-3.10.12", ev=True),
            B("uv run pytest -q tests/test_dumps.py", ORJ_ERR, rc=2, ev=True),
            B("pip install orjson", "Defaulting to user installation because normal site-packages is not writeable\n"
              "Requirement already satisfied: orjson in /home/agent/.local/lib/python3.12/site-packages (3.10.12)", ev=True),
            B("uv run pytest -q tests/test_dumps.py", ORJ_ERR, rc=2, ev=True),
            T("It says orjson is already installed. Maybe the install is corrupted; force a reinstall."),
            B("pip install --force-reinstall --no-cache-dir orjson", "Defaulting to user installation because normal site-packages is not writeable\n"
              "Collecting orjson\n  Downloading orjson-3.10.12-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (130 kB)\n"
              "Installing collected packages: orjson\n  Attempting uninstall: orjson\n    Found existing installation: orjson 3.10.12\n"
              "    Uninstalling orjson-3.10.12:\n      Successfully uninstalled orjson-3.10.12\nSuccessfully installed orjson-3.10.12", ev=True),
            B("uv run pytest -q tests/test_dumps.py", ORJ_ERR, rc=2, ev=True),
            B("python3 -c 'import orjson; print(orjson.__version__)'", "3.10.12"),
            T("orjson imports fine in Python. The pytest error must be stale. Running again."),
            B("uv run pytest -q tests/test_dumps.py", ORJ_ERR, rc=2, ev=True),
            B("pip install orjson", "Defaulting to user installation because normal site-packages is not writeable\n"
              "Requirement already satisfied: orjson in /home/agent/.local/lib/python3.12/site-packages (3.10.12)"),
            B("uv run pytest -q tests/test_dumps.py", ORJ_ERR, rc=2),
            END(False, "orjson is installed (3.10.12 imports fine in Python) but pytest still reports "
                       "`No module named 'orjson'`; this looks like an environment caching issue in the test runner."),
        ]))

P = """# HTTP-230: `parse_retry_after` mishandles HTTP-date values

`httpkit.retry.parse_retry_after("Wed, 21 Oct 2026 07:28:00 GMT")` returns 0. It must return the
seconds until that date (clamped at 0). Seconds values already work. Tests: tests/test_retry.py.
"""
RETRY_FAIL = ("F.F.\nFAILED tests/test_retry.py::test_http_date - assert {got} == 120\n"
              "FAILED tests/test_retry.py::test_http_date_past - {err}\n2 failed, 2 passed in 0.05s")
add(Run("httpkit-retry-after-date", "claude", "model_confusion",
        why="The agent oscillated between two implementations of the date branch, reverting with "
            "`git checkout --` between attempts, until it ran out of turns.",
        prompt=P, steps=[
            R("src/httpkit/retry.py", "def parse_retry_after(value: str, now: datetime | None = None) -> float:\n    if value.isdigit():\n"
              "        return float(value)\n    return 0.0"),
            E("src/httpkit/retry.py", "    return 0.0", "    dt = parsedate_to_datetime(value)\n    return max(0.0, (dt - (now or datetime.now())).total_seconds())", ev=True),
            B("pytest -q tests/test_retry.py", RETRY_FAIL.format(got="-3479.2", err="TypeError: can't subtract offset-naive and offset-aware datetimes"), rc=1),
            B("git checkout -- src/httpkit/retry.py", "", ev=True),
            E("src/httpkit/retry.py", "    return 0.0", "    ts = time.mktime(parsedate(value))\n    return max(0.0, ts - time.time())", ev=True),
            B("pytest -q tests/test_retry.py", RETRY_FAIL.format(got="0.0", err="assert 3600.0 == 0"), rc=1),
            B("git checkout -- src/httpkit/retry.py", "", ev=True),
            T("The first approach was closer; the naive/aware issue is just `now`. Going back to parsedate_to_datetime."),
            E("src/httpkit/retry.py", "    return 0.0", "    dt = parsedate_to_datetime(value)\n    return max(0.0, (dt - (now or datetime.now())).total_seconds())", ev=True),
            B("pytest -q tests/test_retry.py", RETRY_FAIL.format(got="-3479.2", err="TypeError: can't subtract offset-naive and offset-aware datetimes"), rc=1),
            B("git checkout -- src/httpkit/retry.py", "", ev=True),
            E("src/httpkit/retry.py", "    return 0.0", "    ts = time.mktime(parsedate(value))\n    return max(0.0, ts - time.time())", ev=True),
            B("pytest -q tests/test_retry.py", RETRY_FAIL.format(got="0.0", err="assert 3600.0 == 0"), rc=1),
            END(False, "Reached maximum number of turns (24)", subtype="error_max_turns", ev=True),
        ]))

P = """# CACHE-90: `AsyncLRU` evicts the wrong key after `get()`

`cachekit.AsyncLRU.get()` doesn't move the key to the most-recent position, so the next insert evicts a
hot key. Fix it and add a test. Check against main with `git stash` if you need the baseline.
"""
add(Run("cachekit-lru-order", "codex", "model_confusion",
        why="The agent cycled git stash / stash pop several times to compare with the baseline, hit a stash "
            "conflict, reapplied the same change and never converged.",
        prompt=P, steps=[
            T("**Fixing recency update in get**"),
            R("src/cachekit/lru.py", "    async def get(self, key: K) -> V | None:\n        async with self._lock:\n            return self._data.get(key)", start=30),
            E("src/cachekit/lru.py", "            return self._data.get(key)",
              "            if key not in self._data:\n                return None\n            self._data.move_to_end(key)\n            return self._data[key]"),
            B("pytest -q tests/test_lru.py 2>&1 | tail -2", "FAILED tests/test_lru.py::test_capacity_one - KeyError: 'a'\n1 failed, 7 passed in 0.12s", rc=1),
            B("git stash && pytest -q tests/test_lru.py 2>&1 | tail -1", "Saved working directory and index state WIP on main: 9c0ffee Merge pull request #412\n7 passed in 0.10s", ev=True),
            B("git stash pop && pytest -q tests/test_lru.py 2>&1 | tail -1", "On branch main\nChanges not staged for commit:\n\tmodified:   src/cachekit/lru.py\n"
              "Dropped refs/stash@{0} (4b1d2e7a9c2f61d0a9e8f0b3c1a2d4e5f6a7b8c9)\n1 failed, 7 passed in 0.11s", rc=1, ev=True),
            E("tests/test_lru.py", "def test_get_refreshes_recency():", "def test_capacity_one():\n    ...\n\n\ndef test_get_refreshes_recency():"),
            B("git stash && pytest -q tests/test_lru.py 2>&1 | tail -1", "Saved working directory and index state WIP on main: 9c0ffee Merge pull request #412\n7 passed in 0.09s", ev=True),
            B("git stash pop", "Auto-merging tests/test_lru.py\nCONFLICT (content): Merge conflict in tests/test_lru.py\n"
              "On branch main\nUnmerged paths:\n\tboth modified:   tests/test_lru.py\nThe stash entry is kept in case you need it again.", rc=1, ev=True),
            B("git checkout --theirs tests/test_lru.py && git stash drop && git stash && git stash pop", "Updated 1 path from the index\n"
              "Dropped refs/stash@{0} (4c2e3f8b0d3a72e1b0f9a1c4d2b3e5f6a7b8c9d0)\nSaved working directory and index state WIP on main: 9c0ffee Merge pull request #412\n"
              "On branch main\nChanges not staged for commit:\n\tmodified:   src/cachekit/lru.py\n\tmodified:   tests/test_lru.py", ev=True),
            B("git diff --stat", " src/cachekit/lru.py |  5 ++++-\n tests/test_lru.py   | 14 --------------\n 2 files changed, 4 insertions(+), 15 deletions(-)"),
            E("src/cachekit/lru.py", "            return self._data.get(key)",
              "            if key not in self._data:\n                return None\n            self._data.move_to_end(key)\n            return self._data[key]",
              err="apply_patch verification failed: Failed to find expected lines in src/cachekit/lru.py:\n            return self._data.get(key)", ev=True),
            B("git stash list && git stash && pytest -q tests/test_lru.py 2>&1 | tail -1 && git stash pop", "Saved working directory and index state WIP on main: 9c0ffee Merge pull request #412\n"
              "6 passed in 0.08s\nOn branch main\nChanges not staged for commit:\n\tmodified:   src/cachekit/lru.py\n\tmodified:   tests/test_lru.py", ev=True),
            S("I've been comparing against the stashed baseline; the working tree now has the recency fix but the "
              "test file lost a block during the stash conflict. I need to reconstruct it."),
            END(False, "turn ended without a consistent working tree (test file truncated after stash conflict)", subtype="completed"),
        ]))

P = """# TST-64: Async fixtures in `mailq` tests are not awaited

Since the pytest-asyncio upgrade, async fixtures in tests/conftest.py return coroutine objects
(`RuntimeWarning: coroutine 'smtp_server' was never awaited`). Fix the test configuration so async
fixtures work (decorate with `@pytest_asyncio.fixture` or choose the right `asyncio_mode`).
"""
add(Run("mailq-async-fixtures", "osmia", "model_confusion",
        why="The agent flipped `asyncio_mode` between strict and auto with sed four times, re-running the same "
            "tests after each flip, until the watchdog stopped it for thrashing.",
        prompt=P, watchdog={"reason_code": "thrashing", "message": "pyproject.toml modified 8 times with alternating content in 6 minutes",
                            "tool_name": "Bash", "call_count": 31, "tokens_consumed": 412000, "cost_estimate_usd": 2.74},
        steps=[
            S("Running the tests to see the warnings."),
            B("uv run pytest -q tests 2>&1 | tail -4", "tests/test_queue.py:14: RuntimeWarning: coroutine 'smtp_server' was never awaited\n"
              "FAILED tests/test_queue.py::test_send - AttributeError: 'coroutine' object has no attribute 'host'\n5 failed, 12 passed, 5 warnings in 0.66s", rc=1),
            B("sed -i 's/asyncio_mode = \"strict\"/asyncio_mode = \"auto\"/' pyproject.toml && uv run pytest -q tests 2>&1 | tail -1",
              "3 failed, 14 passed in 0.71s", rc=1, ev=True),
            S("Auto mode broke the trio-marked tests. Switching back to strict."),
            B("sed -i 's/asyncio_mode = \"auto\"/asyncio_mode = \"strict\"/' pyproject.toml && uv run pytest -q tests 2>&1 | tail -1",
              "5 failed, 12 passed, 5 warnings in 0.64s", rc=1, ev=True),
            B("sed -i 's/asyncio_mode = \"strict\"/asyncio_mode = \"auto\"/' pyproject.toml && uv run pytest -q tests 2>&1 | tail -1",
              "3 failed, 14 passed in 0.69s", rc=1, ev=True),
            S("Strict mode is the documented setting for the project; reverting to strict."),
            B("sed -i 's/asyncio_mode = \"auto\"/asyncio_mode = \"strict\"/' pyproject.toml && uv run pytest -q tests 2>&1 | tail -1",
              "5 failed, 12 passed, 5 warnings in 0.65s", rc=1, ev=True),
            B("sed -i 's/asyncio_mode = \"strict\"/asyncio_mode = \"auto\"/' pyproject.toml && uv run pytest -q tests 2>&1 | tail -1",
              "3 failed, 14 passed in 0.70s", rc=1, ev=True),
            S("With auto, trio tests fail; with strict, async fixtures aren't awaited. Trying strict again with a "
              "cleared cache."),
            B("sed -i 's/asyncio_mode = \"auto\"/asyncio_mode = \"strict\"/' pyproject.toml && uv run pytest -q -p no:cacheprovider tests 2>&1 | tail -1",
              "5 failed, 12 passed, 5 warnings in 0.63s", rc=1, ev=True),
            SYS("watchdog: terminating run (thrashing): pyproject.toml modified 8 times with alternating content", ev=True),
        ], result={"success": False, "summary": "terminated by watchdog: thrashing", "exit_code": 1}))

P = """# WS-18: Websocket heartbeat test times out

tests/test_ws.py::test_heartbeat waits for 3 pings but the server sends them every 30s instead of the
configured 0.1s in tests. The interval is read in `wsapp/server.py`. Fix the server to honour
`settings.HEARTBEAT_INTERVAL`.
"""
WS_FAIL = ("F\n=================================== FAILURES ===================================\n"
           "_______________________________ test_heartbeat ________________________________\n"
           "E       TimeoutError\n\n    async def test_heartbeat(ws_client):\n        async with asyncio.timeout(1):\n"
           ">           pings = [await ws_client.receive_json() for _ in range(3)]\n\ntests/test_ws.py:22: TimeoutError\n1 failed in 1.07s")
add(Run("wsapp-heartbeat-interval", "claude", "model_confusion", near_miss="infra_failure",
        why="The agent repeated the identical edit attempt and the identical test run five times (same failure "
            "each time) until the loop watchdog stopped it; the TimeoutError is the test's own asyncio.timeout.",
        prompt=P, consec=10, watchdog={"reason_code": "loop", "message": "identical tool call sequence (Edit src/wsapp/server.py, Bash pytest tests/test_ws.py) repeated 5 times",
                                       "tool_name": "Edit", "call_count": 19, "tokens_consumed": 268000, "cost_estimate_usd": 1.93},
        steps=[
            R("src/wsapp/server.py", "HEARTBEAT = 30.0\n\n\nasync def heartbeat(ws):\n    while True:\n        await asyncio.sleep(HEARTBEAT)\n        await ws.send_json({\"type\": \"ping\"})"),
            B("pytest -q tests/test_ws.py", WS_FAIL, rc=1),
        ] + [x for _ in range(5) for x in (
            E("src/wsapp/server.py", "        await asyncio.sleep(HEARTBEAT)", "        await asyncio.sleep(settings.HEARTBEAT_INTERVAL)",
              err="String to replace not found in file.\nString:         await asyncio.sleep(HEARTBEAT)", ev=True),
            B("pytest -q tests/test_ws.py", WS_FAIL, rc=1, ev=True),
        )], result={"success": False, "summary": "terminated by watchdog: loop", "exit_code": 1}))

P = """# API-1203: Version the public API under /v2

Mount the existing routers under `/v2` as well as `/v1` in `app/main.py` (same handlers), and add a
test that `/v2/items` works. FastAPI app, routers in `app/routers/`.
"""
add(Run("api-v2-mount", "claude-transcript", "model_confusion", near_miss="dependency_missing",
        why="The agent worked from things that do not exist — an app/api/v2/routes.py module, a "
            "`VersionedAPIRouter` in fastapi.routing and a `settings.API_V2_PREFIX` — and kept retrying them.",
        prompt=P, steps=[
            U(P),
            R("app/api/v2/routes.py", "", err="File does not exist. Current working directory: /workspace", ev=True),
            B("ls app app/routers", "app:\n__init__.py\nmain.py\nrouters\nsettings.py\n\napp/routers:\n__init__.py\nitems.py\nusers.py"),
            R("app/api/v2/routes.py", "", err="File does not exist. Current working directory: /workspace", ev=True),
            T("The v2 routes module must be generated; I'll create it using FastAPI's versioned router."),
            W("app/api/v2/routes.py", "from fastapi.routing import VersionedAPIRouter\n\nfrom app.settings import settings\n\n"
              "router = VersionedAPIRouter(prefix=settings.API_V2_PREFIX, version=2)\n", ev=True),
            E("app/main.py", "app.include_router(items.router, prefix=\"/v1\")",
              "app.include_router(items.router, prefix=\"/v1\")\nfrom app.api.v2.routes import router as v2_router\napp.include_router(v2_router)"),
            B("uv run pytest -q 2>&1 | tail -4", "app/api/v2/routes.py:1: in <module>\n    from fastapi.routing import VersionedAPIRouter\n"
              "E   ImportError: cannot import name 'VersionedAPIRouter' from 'fastapi.routing' (/workspace/.venv/lib/python3.12/site-packages/fastapi/routing.py)\n1 error in 0.61s", rc=2, ev=True),
            B("uv add fastapi-versioning && uv run pytest -q 2>&1 | tail -2", "Resolved 29 packages in 402ms\nInstalled 1 package in 3ms\n + fastapi-versioning==0.10.0\n"
              "E   ImportError: cannot import name 'VersionedAPIRouter' from 'fastapi.routing' (/workspace/.venv/lib/python3.12/site-packages/fastapi/routing.py)\n1 error in 0.58s", rc=2, ev=True),
            E("app/api/v2/routes.py", "from fastapi.routing import VersionedAPIRouter", "from fastapi_versioning.routing import VersionedAPIRouter"),
            B("uv run pytest -q 2>&1 | tail -2", "E   ModuleNotFoundError: No module named 'fastapi_versioning.routing'\n1 error in 0.55s", rc=2),
            G("API_V2_PREFIX", "", ev=True),
            E("app/settings.py", "    API_V1_PREFIX: str = \"/v1\"", "    API_V1_PREFIX: str = \"/v1\"", err="String to replace not found in file.\nString:     API_V1_PREFIX: str = \"/v1\""),
            R("app/api/v2/routes.py", "from fastapi_versioning.routing import VersionedAPIRouter\n\nfrom app.settings import settings\n\n"
              "router = VersionedAPIRouter(prefix=settings.API_V2_PREFIX, version=2)\n"),
            END(False, "I set up the v2 router module, but the import of the versioned router still fails; the "
                       "fastapi-versioning package seems to have changed its layout."),
        ]))

P = """# TYP-77: Use `Self` for the fluent builder in `querykit`

`QueryBuilder.where()` etc. return `QueryBuilder`, so subclasses lose their type. Annotate with `Self`.
We support Python 3.10 (runtime) and mypy targets 3.10, so use `typing_extensions` where needed.
"""
add(Run("querykit-self-builder", "codex", "model_confusion",
        why="The agent alternated the import between `typing.Self` and `typing_extensions.Self` several times, "
            "undoing its own change after each check, and ended with the same error it started from.",
        prompt=P, steps=[
            T("**Adding Self annotations**"),
            E("src/querykit/builder.py", "from typing import Any", "from typing import Any, Self", ev=True),
            B("mypy src/querykit", "src/querykit/builder.py:3: error: Module \"typing\" has no attribute \"Self\"  [attr-defined]\nFound 1 error in 1 file (checked 6 source files)", rc=1),
            E("src/querykit/builder.py", "from typing import Any, Self", "from typing import Any\n\nfrom typing_extensions import Self", ev=True),
            B("mypy src/querykit && python -c 'import querykit'", "Success: no issues found in 6 source files"),
            T("**Reconsidering runtime dependency**\n\ntyping_extensions isn't declared in dependencies; using the stdlib is cleaner."),
            E("src/querykit/builder.py", "from typing import Any\n\nfrom typing_extensions import Self", "from typing import Any, Self", ev=True),
            B("mypy src/querykit", "src/querykit/builder.py:3: error: Module \"typing\" has no attribute \"Self\"  [attr-defined]\nFound 1 error in 1 file (checked 6 source files)", rc=1, ev=True),
            E("src/querykit/builder.py", "from typing import Any, Self", "from typing import Any\n\nfrom typing_extensions import Self", ev=True),
            B("grep -n typing_extensions pyproject.toml || echo 'not declared'", "not declared"),
            E("src/querykit/builder.py", "from typing import Any\n\nfrom typing_extensions import Self", "from typing import Any, Self", ev=True),
            B("mypy src/querykit", "src/querykit/builder.py:3: error: Module \"typing\" has no attribute \"Self\"  [attr-defined]\nFound 1 error in 1 file (checked 6 source files)", rc=1, ev=True),
            S("The stdlib `Self` isn't available for the 3.10 target and typing_extensions isn't declared; I keep going back and forth on which to use."),
            END(False, "mypy: Module \"typing\" has no attribute \"Self\"", subtype="completed"),
        ]))

UTLIS = ("ImportError while importing test module '/workspace/tests/test_batch.py'.\nTraceback:\n"
         "tests/test_batch.py:1: in <module>\n    from batchkit.batch import run_batches\nsrc/batchkit/batch.py:5: in <module>\n"
         "    from .utlis import chunked\nE   ModuleNotFoundError: No module named 'batchkit.utlis'\n1 error in 0.06s")
P = """# BATCH-12: Process uploads in chunks of 500

`batchkit.batch.run_batches()` sends all rows at once. Use the existing `chunked()` helper from
`batchkit/utils.py` to send 500 rows per request, concurrently with a limit of 4 (asyncio.Semaphore).
"""
add(Run("batchkit-chunked-upload", "claude-transcript", "model_confusion", near_miss="dependency_missing",
        why="The ModuleNotFoundError comes from the agent's own typo (`.utlis` for `.utils`); it tried to install "
            "a non-existent `utlis` package and re-ran the same failing tests instead of reading the path.",
        prompt=P, steps=[
            U(P),
            R("src/batchkit/batch.py", "import asyncio\n\nfrom .client import send\n\n\nasync def run_batches(rows):\n    await send(rows)"),
            E("src/batchkit/batch.py", "from .client import send\n", "from .client import send\nfrom .utlis import chunked\n", ev=True),
            E("src/batchkit/batch.py", "async def run_batches(rows):\n    await send(rows)",
              "async def run_batches(rows, size: int = 500, limit: int = 4):\n    sem = asyncio.Semaphore(limit)\n\n"
              "    async def one(chunk):\n        async with sem:\n            await send(chunk)\n\n"
              "    await asyncio.gather(*(one(c) for c in chunked(rows, size)))"),
            B("uv run pytest -q tests/test_batch.py", UTLIS, rc=2, ev=True),
            B("uv add utlis", "  × No solution found when resolving dependencies:\n  ╰─▶ Because utlis was not found in the package registry and your project depends on utlis, we can conclude that your project's requirements are unsatisfiable.", rc=1, ev=True),
            B("uv sync --reinstall && uv run pytest -q tests/test_batch.py", "Resolved 18 packages in 5ms\nInstalled 18 packages in 41ms\n" + UTLIS, rc=2, ev=True),
            T("The batchkit package itself may not be installed in editable mode, so submodules aren't found."),
            B("uv pip install -e . && uv run pytest -q tests/test_batch.py", "Resolved 1 package in 3ms\nInstalled 1 package in 2ms\n ~ batchkit==0.6.1 (from file:///workspace)\n" + UTLIS, rc=2, ev=True),
            B("uv run python -c 'import batchkit, pkgutil; print([m.name for m in pkgutil.iter_modules(batchkit.__path__)])'",
              "['batch', 'client', 'utils']"),
            B("uv run pytest -q tests/test_batch.py -p no:cacheprovider", UTLIS, rc=2, ev=True),
            END(False, "The chunked, semaphore-limited upload is implemented, but the test run still fails with "
                       "`No module named 'batchkit.utlis'` even after reinstalling the package; it looks like a "
                       "packaging problem with batchkit's submodules."),
        ]))

P = """# DEV-31: `uv sync --locked` fails in CI after the last merge

CI's `uv sync --locked` step fails on main. Make the lock consistent with pyproject.toml (it was
edited by hand in #511) and get CI's commands (`uv sync --locked && uv run pytest`) passing.
"""
LOCKED = ("Resolved 44 packages in 7ms\nerror: The lockfile at `uv.lock` needs to be updated, but `--locked` was provided. "
          "To update the lockfile, run `uv lock`.")
add(Run("ci-lock-consistency", "osmia", "model_confusion", near_miss="dependency_missing",
        why="The agent re-ran the identical `uv sync --locked` six times against the same error (which names the "
            "fix, `uv lock`) without changing anything, until the loop watchdog ended the run.",
        prompt=P, consec=6, watchdog={"reason_code": "loop", "message": "Bash `uv sync --locked` called 6 times consecutively with identical output",
                                      "tool_name": "Bash", "call_count": 14, "tokens_consumed": 151000, "cost_estimate_usd": 0.88},
        steps=[
            S("Reproducing CI locally."),
            B("uv sync --locked", LOCKED, rc=2),
            B("git log --oneline -3 -- pyproject.toml uv.lock", "a41c0de Add structlog (#511)\n77e2b10 chore: lock maintenance\n3d9a0f1 Bump fastapi"),
            S("Maybe the cache is stale; syncing again."),
        ] + [B("uv sync --locked", LOCKED, rc=2, ev=True) for _ in range(5)] + [
            SYS("watchdog: loop detected — identical Bash call `uv sync --locked` repeated 6 times; run terminated", ev=True),
        ], result={"success": False, "summary": "terminated by watchdog: loop", "exit_code": 1}))

P = """# CONC-40: Bounded concurrency helper for the crawler

Add `crawler.concurrency.gather_limited(coros, limit)` that runs coroutines with at most `limit` in
flight and returns results in input order; exceptions propagate. Tests in tests/test_concurrency.py.
"""
SEM = ("import asyncio\nfrom collections.abc import Awaitable, Iterable\nfrom typing import TypeVar\n\nT = TypeVar(\"T\")\n\n\n"
       "async def gather_limited(coros: Iterable[Awaitable[T]], limit: int) -> list[T]:\n    sem = asyncio.Semaphore(limit)\n\n"
       "    async def run(c: Awaitable[T]) -> T:\n        async with sem:\n            return await c\n\n"
       "    return await asyncio.gather(*(run(c) for c in coros))\n")
TG = ("import asyncio\nfrom collections.abc import Awaitable, Iterable\nfrom typing import TypeVar\n\nT = TypeVar(\"T\")\n\n\n"
      "async def gather_limited(coros: Iterable[Awaitable[T]], limit: int) -> list[T]:\n    sem = asyncio.Semaphore(limit)\n"
      "    async with asyncio.TaskGroup() as tg:\n        tasks = [tg.create_task(_guard(sem, c)) for c in coros]\n"
      "    return [t.result() for t in tasks]\n")
add(Run("crawler-bounded-gather", "claude", "model_confusion",
        why="The agent rewrote the module back and forth between a Semaphore+gather and a TaskGroup version "
            "(with `git restore` in between), each time hitting a failure it had already seen.",
        prompt=P, steps=[
            W("src/crawler/concurrency.py", SEM, ev=True),
            B("pytest -q tests/test_concurrency.py 2>&1 | tail -2", "FAILED tests/test_concurrency.py::test_exception_cancels_rest - assert 5 == 1\n1 failed, 3 passed in 0.31s", rc=1),
            B("git restore src/crawler/concurrency.py 2>&1; git status --short", "error: pathspec 'src/crawler/concurrency.py' did not match any file(s) known to git\n?? src/crawler/concurrency.py", ev=True),
            W("src/crawler/concurrency.py", TG, ev=True),
            B("pytest -q tests/test_concurrency.py 2>&1 | tail -2", "E   NameError: name '_guard' is not defined\n4 failed in 0.12s", rc=1),
            T("TaskGroup wraps exceptions in an ExceptionGroup, which test_exception_propagates doesn't expect. The "
              "semaphore version was closer."),
            W("src/crawler/concurrency.py", SEM, ev=True),
            B("pytest -q tests/test_concurrency.py 2>&1 | tail -2", "FAILED tests/test_concurrency.py::test_exception_cancels_rest - assert 5 == 1\n1 failed, 3 passed in 0.30s", rc=1, ev=True),
            T("Right, gather doesn't cancel the rest. TaskGroup does. Back to TaskGroup, with the helper this time."),
            W("src/crawler/concurrency.py", TG + "\n\nasync def _guard(sem: asyncio.Semaphore, c: Awaitable[T]) -> T:\n    async with sem:\n        return await c\n", ev=True),
            B("pytest -q tests/test_concurrency.py 2>&1 | tail -2", "FAILED tests/test_concurrency.py::test_exception_propagates - ExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)\n1 failed, 3 passed in 0.29s", rc=1),
            W("src/crawler/concurrency.py", SEM, ev=True),
            B("pytest -q tests/test_concurrency.py 2>&1 | tail -2", "FAILED tests/test_concurrency.py::test_exception_cancels_rest - assert 5 == 1\n1 failed, 3 passed in 0.31s", rc=1, ev=True),
            END(False, "Reached maximum number of turns (20)", subtype="error_max_turns"),
        ]))

# ============================================================ unknown

P = """# LOG-52: Structured logging for the `harvest` CLI

Replace `print` calls in src/harvest/cli.py with `structlog` (JSON renderer when `--json` is given).
structlog is already a dependency.
"""
add(Run("harvest-structlog", "claude", "unknown",
        why="The session ended with an error result and no message after ordinary, successful reads and edits; "
            "nothing in the stream indicates why.",
        prompt=P, steps=[
            R("src/harvest/cli.py", "import click\n\n\n@click.command()\n@click.option(\"--json\", \"as_json\", is_flag=True)\ndef main(as_json: bool) -> None:\n"
              "    print(\"starting harvest\")\n    n = run()\n    print(f\"harvested {n} records\")"),
            B("uv run python -c 'import structlog; print(structlog.__version__)'", "24.4.0"),
            E("src/harvest/cli.py", "import click\n", "import click\nimport structlog\n\nlog = structlog.get_logger()\n"),
            E("src/harvest/cli.py", "    print(\"starting harvest\")\n    n = run()\n    print(f\"harvested {n} records\")",
              "    _configure(as_json)\n    log.info(\"harvest.start\")\n    n = run()\n    log.info(\"harvest.done\", records=n)"),
            B("uv run pytest -q tests/test_cli.py", "....\n4 passed in 0.18s"),
            END(False, "", subtype="error_during_execution"),
        ]))

P = """# ETL-415: Add `--since` filter to the export command

`etlkit export` should accept `--since YYYY-MM-DD` and only export rows with `updated_at >= since`.
"""
add(Run("etlkit-export-since", "claude-transcript", "unknown",
        why="The transcript simply stops after a successful file read; no error, refusal or limit is recorded "
            "and the state is Failed without explanation.",
        prompt=P, result={"success": False, "exit_code": 1}, steps=[
            U(P),
            T("I need to find the export command and see how the query is built."),
            G("def export", "src/etlkit/commands/export.py:22:def export(ctx: click.Context, out: Path, fmt: str) -> None:"),
            R("src/etlkit/commands/export.py", "@click.command()\n@click.option(\"--out\", type=click.Path(path_type=Path), required=True)\n"
              "@click.option(\"--format\", \"fmt\", type=click.Choice([\"csv\", \"parquet\"]), default=\"csv\")\n@click.pass_context\n"
              "def export(ctx: click.Context, out: Path, fmt: str) -> None:\n    rows = ctx.obj.repo.all_rows()\n    write(rows, out, fmt)", start=18),
            G("def all_rows", "src/etlkit/repo.py:40:    def all_rows(self) -> Iterator[Row]:"),
            R("src/etlkit/repo.py", "    def all_rows(self) -> Iterator[Row]:\n        cur = self._conn.execute(\"SELECT * FROM rows ORDER BY id\")\n"
              "        for r in cur:\n            yield Row(*r)", start=40),
        ]))

P = """# NUM-81: Vectorise `rolling_zscore`

`statsutil.rolling_zscore` loops in Python. Rewrite with NumPy sliding windows; results must match
the reference implementation in tests to 1e-9.
"""
add(Run("statsutil-rolling-zscore", "codex", "unknown",
        why="Tests and type checks pass and the agent reports completion; the orchestrator marked the run "
            "failed with a bare 'Task failed' — the stream shows no cause.",
        prompt=P, result={"success": False, "summary": "Task failed", "exit_code": 1}, steps=[
            T("**Rewriting with sliding_window_view**"),
            R("src/statsutil/rolling.py", "def rolling_zscore(x, w):\n    out = []\n    for i in range(len(x) - w + 1):\n        win = x[i:i + w]\n"
              "        out.append((x[i + w - 1] - mean(win)) / stdev(win))\n    return out"),
            E("src/statsutil/rolling.py", "def rolling_zscore(x, w):\n    out = []\n    for i in range(len(x) - w + 1):\n        win = x[i:i + w]\n"
              "        out.append((x[i + w - 1] - mean(win)) / stdev(win))\n    return out",
              "def rolling_zscore(x: npt.ArrayLike, w: int) -> npt.NDArray[np.float64]:\n    a = np.asarray(x, dtype=np.float64)\n"
              "    win = sliding_window_view(a, w)\n    return (a[w - 1:] - win.mean(axis=1)) / win.std(axis=1, ddof=1)"),
            B("pytest -q tests/test_rolling.py", ".......\n7 passed in 0.41s"),
            B("mypy src/statsutil", "Success: no issues found in 4 source files"),
            B("python -m timeit -s 'import numpy as np; from statsutil.rolling import rolling_zscore; x=np.random.rand(100000)' 'rolling_zscore(x, 50)'",
              "20 loops, best of 5: 11.2 msec per loop"),
            S("Rewrote `rolling_zscore` with `sliding_window_view`; results match the reference to 1e-9 in the tests and "
              "it runs in ~11ms for 100k points."),
            END(True, "", subtype="completed"),
        ]))

P = """# GEO-88: Accept GeoJSON `FeatureCollection` in `/shapes/import`

The import endpoint only accepts a bare `Feature`. Accept `FeatureCollection` (import every feature)
and return the created ids.
"""
add(Run("shapes-featurecollection", "osmia", "unknown",
        why="The engine reported failure ('agent exited with code 1') after uneventful reads and a passing test "
            "run; no error in the stream explains it.",
        prompt=P, steps=[
            S("Looking at the import route."),
            R("app/routes/shapes.py", "@router.post(\"/shapes/import\")\nasync def import_shape(body: Feature, db: DB = Depends(get_db)) -> dict:\n"
              "    sid = await db.insert_shape(body.geometry, body.properties)\n    return {\"id\": sid}", start=51),
            R("app/schemas.py", "class Feature(BaseModel):\n    type: Literal[\"Feature\"]\n    geometry: Geometry\n    properties: dict[str, Any] = {}"),
            E("app/routes/shapes.py", "async def import_shape(body: Feature, db: DB = Depends(get_db)) -> dict:\n    sid = await db.insert_shape(body.geometry, body.properties)\n    return {\"id\": sid}",
              "async def import_shape(body: Feature | FeatureCollection, db: DB = Depends(get_db)) -> dict:\n    feats = body.features if isinstance(body, FeatureCollection) else [body]\n"
              "    ids = [await db.insert_shape(f.geometry, f.properties) for f in feats]\n    return {\"ids\": ids}"),
            B("uv run pytest -q tests/test_shapes.py", "......\n6 passed in 0.88s"),
            END(False, "agent exited with code 1"),
        ]))

P = """# DOCS-140: Docstrings for the public `pipekit` API

Add Google-style docstrings to the public functions in src/pipekit/api.py and make
`uv run pydocstyle --convention=google src/pipekit/api.py` pass.
"""
add(Run("pipekit-docstrings", "claude", "unknown", near_miss="dependency_missing",
        why="An early missing pydocstyle was installed and every check then passed; the run still ended as an "
            "error with no stated reason.",
        prompt=P, steps=[
            B("uv run pydocstyle --convention=google src/pipekit/api.py", "error: Failed to spawn: `pydocstyle`\n  Caused by: No such file or directory (os error 2)", rc=2),
            B("uv add --dev pydocstyle", "Resolved 22 packages in 189ms\nPrepared 2 packages in 96ms\nInstalled 2 packages in 4ms\n + pydocstyle==6.3.0\n + snowballstemmer==2.2.0"),
            B("uv run pydocstyle --convention=google src/pipekit/api.py", "src/pipekit/api.py:12 in public function `pipe`:\n        D103: Missing docstring in public function\n"
              "src/pipekit/api.py:30 in public function `tap`:\n        D103: Missing docstring in public function", rc=1),
            E("src/pipekit/api.py", "def pipe(*steps: Step) -> Pipeline:\n", "def pipe(*steps: Step) -> Pipeline:\n    \"\"\"Compose steps into a pipeline.\n\n"
              "    Args:\n        *steps: Callables applied left to right.\n\n    Returns:\n        A new Pipeline.\n    \"\"\"\n"),
            E("src/pipekit/api.py", "def tap(fn: Callable[[T], None]) -> Step:\n", "def tap(fn: Callable[[T], None]) -> Step:\n    \"\"\"Call ``fn`` on each item and pass it through unchanged.\n\n"
              "    Args:\n        fn: Side-effecting callback.\n\n    Returns:\n        A step usable in :func:`pipe`.\n    \"\"\"\n"),
            B("uv run pydocstyle --convention=google src/pipekit/api.py && echo clean", "clean"),
            B("uv run pytest -q", pytest_q_pass(39, "0.44")),
            END(False, "", subtype="error_during_execution"),
        ]))

P = """# OPS-212: Lint script for the monorepo

Add `scripts/lint.sh` that runs ruff and mypy on every package under packages/, and a Make target
`make lint` that calls it.
"""
add(Run("monorepo-lint-script", "claude-transcript", "unknown", near_miss="permission_blocked",
        why="The one 'Permission denied' was a missing executable bit the agent fixed itself; everything then "
            "passed and the run is marked failed with no recorded reason.",
        prompt=P, result={"success": False, "summary": "", "exit_code": 1}, steps=[
            U(P),
            B("ls packages", "billing\ncore\nnotify\nreports"),
            W("scripts/lint.sh", "#!/usr/bin/env bash\nset -euo pipefail\nfor pkg in packages/*/; do\n  echo \"== ${pkg}\"\n"
              "  uv run --directory \"$pkg\" ruff check .\n  uv run --directory \"$pkg\" mypy src\ndone\n"),
            E("Makefile", ".PHONY: test\n", ".PHONY: test lint\n\nlint:\n\t./scripts/lint.sh\n"),
            B("make lint", "./scripts/lint.sh\nmake: ./scripts/lint.sh: Permission denied\nmake: *** [Makefile:4: lint] Error 127", rc=2),
            B("chmod +x scripts/lint.sh && git update-index --chmod=+x scripts/lint.sh && make lint",
              "./scripts/lint.sh\n== packages/billing/\nAll checks passed!\nSuccess: no issues found in 11 source files\n== packages/core/\nAll checks passed!\n"
              "Success: no issues found in 23 source files\n== packages/notify/\nAll checks passed!\nSuccess: no issues found in 6 source files\n"
              "== packages/reports/\nAll checks passed!\nSuccess: no issues found in 9 source files"),
            B("git status --short", " M Makefile\nA  scripts/lint.sh"),
            END(False, "Added `scripts/lint.sh` (ruff + mypy per package, executable) and a `make lint` target; it "
                       "passes on all four packages."),
        ]))

P = """# AUD-9: Add request ids to the audit log entries

Every `AuditEntry` written by `audit.middleware.AuditMiddleware` should carry the `X-Request-ID` header
(generate a uuid4 when absent).
"""
add(Run("audit-request-id", "codex", "unknown",
        why="The stream stops after a few ordinary commands with no turn completion, error or failure event; "
            "there is nothing to attribute the failure to.",
        prompt=P, result={"success": False, "exit_code": 1}, steps=[
            T("**Locating audit middleware**"),
            G("class AuditMiddleware", "src/audit/middleware.py:14:class AuditMiddleware:"),
            R("src/audit/middleware.py", "class AuditMiddleware:\n    def __init__(self, app: ASGIApp, sink: AuditSink) -> None:\n        self.app = app\n        self.sink = sink\n\n"
              "    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:\n        if scope[\"type\"] != \"http\":\n"
              "            return await self.app(scope, receive, send)\n        entry = AuditEntry.from_scope(scope)", start=14),
            R("src/audit/models.py", "@dataclass(frozen=True)\nclass AuditEntry:\n    method: str\n    path: str\n    user: str | None\n    at: datetime", start=8),
            G("from_scope", "src/audit/models.py:17:    def from_scope(cls, scope: Scope) -> \"AuditEntry\":\nsrc/audit/middleware.py:22:        entry = AuditEntry.from_scope(scope)\ntests/test_middleware.py:31:    entry = AuditEntry.from_scope(make_scope(path=\"/x\"))"),
            R("tests/test_middleware.py", "async def test_entry_written(app, sink):\n    async with AsyncClient(transport=ASGITransport(app), base_url=\"http://t\") as c:\n"
              "        await c.get(\"/orders\")\n    assert sink.entries[0].path == \"/orders\"", start=40),
            T("**Planning the change**\n\nAdd a request_id field, read it from headers in from_scope, default to uuid4."),
        ]))

P = """# JOB-61: Retry transient failures in the async job runner

`jobs.runner.run_job` should retry `TransientError` up to 3 times with exponential backoff
(0.1s, 0.2s, 0.4s) and give up with `JobFailed`. Tests exist for timeouts and retries.
"""
add(Run("jobs-transient-retry", "osmia", "unknown", near_miss="infra_failure",
        why="The only 'timeout' text belongs to passing tests of the code under test; the engine reports failure "
            "with an empty summary and the stream gives no cause.",
        prompt=P, steps=[
            S("Reading the runner."),
            R("src/jobs/runner.py", "async def run_job(job: Job) -> Result:\n    return await asyncio.wait_for(job.execute(), timeout=job.timeout)"),
            E("src/jobs/runner.py", "async def run_job(job: Job) -> Result:\n    return await asyncio.wait_for(job.execute(), timeout=job.timeout)",
              "async def run_job(job: Job, retries: int = 3, base: float = 0.1) -> Result:\n    for attempt in range(retries + 1):\n        try:\n"
              "            return await asyncio.wait_for(job.execute(), timeout=job.timeout)\n        except TransientError as exc:\n"
              "            if attempt == retries:\n                raise JobFailed(job.id) from exc\n            await asyncio.sleep(base * 2**attempt)\n    raise AssertionError(\"unreachable\")"),
            B("uv run pytest -v tests/test_runner.py 2>&1 | tail -9",
              "tests/test_runner.py::test_success PASSED                                 [ 14%]\n"
              "tests/test_runner.py::test_job_timeout_raises_timeout_error PASSED        [ 28%]\n"
              "tests/test_runner.py::test_timeout_is_not_retried PASSED                  [ 42%]\n"
              "tests/test_runner.py::test_transient_retried PASSED                       [ 57%]\n"
              "tests/test_runner.py::test_gives_up_after_three PASSED                    [ 71%]\n"
              "tests/test_runner.py::test_backoff_schedule PASSED                        [ 85%]\n"
              "tests/test_runner.py::test_cancelled_propagates PASSED                    [100%]\n\n============================== 7 passed in 0.93s ==============================="),
            S("All runner tests pass, including the timeout ones (asyncio.TimeoutError is not retried)."),
            END(False, ""),
        ]))

P = """# CFG-27: Support `HARBOR_` env overrides in `harbor.config`

Settings come from harbor.toml. Allow every key to be overridden by an environment variable
`HARBOR_<SECTION>__<KEY>` (double underscore), documented in README.
"""
add(Run("harbor-env-overrides", "claude-transcript", "unknown",
        why="A long, uneventful session: reads, an edit, passing tests and a success claim, yet the run is "
            "marked failed with no error, refusal or reviewer note anywhere.",
        prompt=P, result={"success": False, "summary": "", "exit_code": 1}, steps=[
            U(P),
            T("Let me see how the config is loaded and which sections exist."),
            R("src/harbor/config.py", "import tomllib\nfrom pathlib import Path\n\n\ndef load(path: Path) -> dict[str, dict[str, object]]:\n"
              "    with path.open(\"rb\") as f:\n        return tomllib.load(f)"),
            R("harbor.toml", "[server]\nhost = \"0.0.0.0\"\nport = 8080\n\n[storage]\nroot = \"/var/lib/harbor\"\nmax_gb = 50\n\n[auth]\nprovider = \"oidc\"\n"),
            G("config.load", "src/harbor/app.py:12:    cfg = config.load(Path(os.environ.get(\"HARBOR_CONFIG\", \"harbor.toml\")))\n"
              "tests/test_config.py:8:    cfg = config.load(tmp_path / \"harbor.toml\")"),
            R("tests/test_config.py", "def test_load(tmp_path):\n    (tmp_path / \"harbor.toml\").write_text(\"[server]\\nport = 1\\n\")\n"
              "    cfg = config.load(tmp_path / \"harbor.toml\")\n    assert cfg[\"server\"][\"port\"] == 1"),
            E("src/harbor/config.py", "    with path.open(\"rb\") as f:\n        return tomllib.load(f)",
              "    with path.open(\"rb\") as f:\n        data = tomllib.load(f)\n    for name, raw in os.environ.items():\n"
              "        if not name.startswith(\"HARBOR_\") or \"__\" not in name:\n            continue\n"
              "        section, key = name[len(\"HARBOR_\"):].lower().split(\"__\", 1)\n        data.setdefault(section, {})[key] = _coerce(raw)\n    return data"),
            E("src/harbor/config.py", "import tomllib\n", "import os\nimport tomllib\n"),
            W("tests/test_config_env.py", "def test_env_override(tmp_path, monkeypatch):\n    (tmp_path / \"harbor.toml\").write_text(\"[server]\\nport = 1\\n\")\n"
              "    monkeypatch.setenv(\"HARBOR_SERVER__PORT\", \"9090\")\n    assert config.load(tmp_path / \"harbor.toml\")[\"server\"][\"port\"] == 9090\n"),
            B("uv run pytest -q", pytest_q_pass(33, "0.71")),
            E("README.md", "## Configuration\n", "## Configuration\n\nAny key can be overridden with `HARBOR_<SECTION>__<KEY>`, e.g. `HARBOR_SERVER__PORT=9090`.\n"),
            B("uv run mypy src && uv run ruff check .", "Success: no issues found in 7 source files\nAll checks passed!"),
            END(False, "Environment overrides are implemented (`HARBOR_<SECTION>__<KEY>`, values coerced to int/"
                       "float/bool where possible), documented in README, and covered by a new test. All checks pass."),
        ]))
