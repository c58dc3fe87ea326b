"""Succeeded runs that contain alarming words (timeouts, permission denied, skipped, Killed, errors fixed)."""
from gen_lib import B, E, END, G, R, Run, S, T, TODO, U, W
from pyfix import mypy_errs, mypy_ok, pytest_pass, pytest_q_pass

CASES = []
add = CASES.append

P = """# DEV-140: `wait_ready()` for the test Postgres container

Add `devdb.wait_ready(dsn, timeout)` that polls with asyncpg until the server accepts connections and
raises `asyncio.TimeoutError` after `timeout` seconds. Tests in tests/test_wait.py (one of them checks the
timeout path against a closed port).
"""
add(Run("devdb-wait-ready", "claude", "succeeded", near_miss="infra_failure",
        why="Implemented and tested; the TimeoutError / 'connection refused' text belongs to the tested timeout path, which passes.",
        prompt=P, steps=[
            R("tests/test_wait.py", "async def test_wait_ready_times_out(unused_tcp_port):\n    with pytest.raises(asyncio.TimeoutError):\n"
              "        await wait_ready(f\"postgresql://x@127.0.0.1:{unused_tcp_port}/db\", timeout=0.3)\n\n\n"
              "async def test_wait_ready_returns_when_up(pg_dsn):\n    await wait_ready(pg_dsn, timeout=5)"),
            W("src/devdb/wait.py", "import asyncio\n\nimport asyncpg\n\n\nasync def wait_ready(dsn: str, timeout: float, interval: float = 0.1) -> None:\n"
              "    async def _poll() -> None:\n        while True:\n            try:\n                conn = await asyncpg.connect(dsn)\n"
              "            except (OSError, asyncpg.CannotConnectNowError):\n                await asyncio.sleep(interval)\n                continue\n"
              "            await conn.close()\n            return\n\n    await asyncio.wait_for(_poll(), timeout=timeout)\n"),
            E("src/devdb/__init__.py", "__all__ = [\"reset\"]", "from .wait import wait_ready\n\n__all__ = [\"reset\", \"wait_ready\"]"),
            B("uv run pytest -v tests/test_wait.py -p no:randomly 2>&1 | tail -8",
              "tests/test_wait.py::test_wait_ready_times_out PASSED                     [ 50%]\n"
              "tests/test_wait.py::test_wait_ready_returns_when_up PASSED                [100%]\n\n"
              "------------------------------ Captured log call -------------------------------\n"
              "DEBUG    devdb.wait:wait.py:14 connect failed: [Errno 111] Connect call failed ('127.0.0.1', 41231)\n"
              "============================== 2 passed in 0.71s ==============================="),
            B("uv run pytest -q && uv run mypy src", pytest_q_pass(27, "2.02") + "\nSuccess: no issues found in 5 source files"),
            END(True, "Added `devdb.wait_ready()`; it raises asyncio.TimeoutError after the deadline (tested against "
                      "a closed port) and returns once Postgres accepts connections. 27 tests pass, mypy clean."),
        ]))

P = """# CACHE-31: Don't crash when the cache directory is read-only

`diskcache_lite.Cache.set()` raises `PermissionError` when the cache dir is read-only (e.g. in our
read-only containers). Log a warning once and fall back to memory. tests/test_readonly.py simulates it.
"""
add(Run("diskcache-readonly-fallback", "claude-transcript", "succeeded", near_miss="permission_blocked",
        why="Done and tested; the 'Permission denied' lines come from the read-only-directory fixture exercised by passing tests.",
        prompt=P, steps=[
            U(P),
            B("uv run pytest -q tests/test_readonly.py 2>&1 | tail -6",
              "    with open(tmp, \"wb\") as f:\nE   PermissionError: [Errno 13] Permission denied: '/tmp/pytest-of-agent/pytest-3/test_set_readonly0/ro/.tmp-k2j1'\n\n"
              "src/diskcache_lite/cache.py:58: PermissionError\nFAILED tests/test_readonly.py::test_set_readonly - PermissionError: [Errno 13] Permission denied: '/tmp/pytest-of-agent/pytest-3/test_set_readonly0/ro/.tmp-k2j1'\n1 failed, 1 passed in 0.05s", rc=1),
            R("src/diskcache_lite/cache.py", "    def set(self, key: str, value: bytes) -> None:\n        tmp = self._dir / f\".tmp-{token_hex(2)}\"\n"
              "        with open(tmp, \"wb\") as f:\n            f.write(value)\n        tmp.replace(self._path(key))", start=55),
            E("src/diskcache_lite/cache.py", "    def set(self, key: str, value: bytes) -> None:\n        tmp = self._dir / f\".tmp-{token_hex(2)}\"\n"
              "        with open(tmp, \"wb\") as f:\n            f.write(value)\n        tmp.replace(self._path(key))",
              "    def set(self, key: str, value: bytes) -> None:\n        if self._readonly:\n            self._mem[key] = value\n            return\n"
              "        tmp = self._dir / f\".tmp-{token_hex(2)}\"\n        try:\n            with open(tmp, \"wb\") as f:\n                f.write(value)\n"
              "        except PermissionError as exc:\n            log.warning(\"cache dir %s not writable (%s); using memory\", self._dir, exc)\n"
              "            self._readonly = True\n            self._mem[key] = value\n            return\n        tmp.replace(self._path(key))"),
            B("uv run pytest -q -rP tests/test_readonly.py 2>&1 | tail -8",
              "==================================== PASSES ====================================\n_______________________________ test_set_readonly ______________________________\n"
              "------------------------------ Captured log call -------------------------------\n"
              "WARNING  diskcache_lite.cache:cache.py:64 cache dir /tmp/pytest-of-agent/pytest-4/test_set_readonly0/ro not writable ([Errno 13] Permission denied: "
              "'/tmp/pytest-of-agent/pytest-4/test_set_readonly0/ro/.tmp-9f0c'); using memory\n2 passed in 0.04s"),
            B("uv run pytest -q", pytest_q_pass(44, "0.62")),
            END(True, "Cache.set() now falls back to an in-memory store (warning logged once) when the directory is "
                      "read-only. The read-only tests and the full suite (44) pass."),
        ]))

P = """# PATH-20: Normalise `~` in `pathkit.expand()`

`pathkit.expand("~/data")` returns the literal string. Expand the home directory (respecting `$HOME`)
and add tests.
"""
add(Run("pathkit-expand-home", "codex", "succeeded", near_miss="test_misunderstanding",
        why="Fixed and tested; the one skipped test was already skipped on Linux (Windows-only) and was not touched.",
        prompt=P, steps=[
            T("**Implementing home expansion**"),
            R("src/pathkit/core.py", "def expand(p: str) -> str:\n    return os.path.expandvars(p)"),
            E("src/pathkit/core.py", "    return os.path.expandvars(p)", "    return os.path.expanduser(os.path.expandvars(p))"),
            E("tests/test_expand.py", "def test_vars(monkeypatch):", "def test_home(monkeypatch):\n    monkeypatch.setenv(\"HOME\", \"/home/u\")\n"
              "    assert expand(\"~/data\") == \"/home/u/data\"\n\n\ndef test_vars(monkeypatch):"),
            B("pytest -q -rs", "........s..\n=========================== short test summary info ============================\n"
              "SKIPPED [1] tests/test_windows_paths.py:8: requires Windows (drive letters)\n10 passed, 1 skipped in 0.05s"),
            B("git diff --stat", " src/pathkit/core.py  | 2 +-\n tests/test_expand.py | 5 +++++\n 2 files changed, 6 insertions(+), 1 deletion(-)"),
            S("`expand()` now expands `~` (after env vars). Tests pass; the Windows drive-letter test is skipped on Linux as before."),
            END(True, "", subtype="completed"),
        ]))

P = """# STYLE-1: Adopt ruff format across the repository

We are switching from black to ruff format. Run `ruff format` over the entire repo (all packages and
tests), remove black from the dev dependencies and pre-commit, and make sure nothing else changes
behaviour (tests green).
"""
add(Run("repo-ruff-format-adoption", "osmia", "succeeded", near_miss="scope_creep",
        why="A repo-wide reformat touching ~180 files was exactly what the ticket asked for; tests stay green.",
        prompt=P, files_changed=183, steps=[
            S("Checking current formatter config."),
            R(".pre-commit-config.yaml", "repos:\n  - repo: https://github.com/psf/black\n    rev: 24.4.2\n    hooks:\n      - id: black\n"),
            E(".pre-commit-config.yaml", "  - repo: https://github.com/psf/black\n    rev: 24.4.2\n    hooks:\n      - id: black\n",
              "  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.8.1\n    hooks:\n      - id: ruff-format\n"),
            E("pyproject.toml", "    \"black>=24.4\",\n", ""),
            B("uv run ruff format .", "181 files reformatted, 37 files left unchanged"),
            B("git diff --shortstat", " 183 files changed, 2210 insertions(+), 2391 deletions(-)"),
            B("uv run pytest -q 2>&1 | tail -1", "611 passed, 4 skipped in 21.87s"),
            END(True, "Repository reformatted with ruff format (181 files), black removed from dev deps and pre-commit. 611 tests pass."),
        ]))

P = """# DEP-400: Quarterly dependency refresh for `ingestor`

Upgrade every locked dependency to the latest allowed version (`uv lock --upgrade`), fix anything
that breaks, and summarise notable upgrades in the PR description.
"""
add(Run("ingestor-quarterly-refresh", "claude-transcript", "succeeded", near_miss="scope_creep",
        why="Upgrading all locked packages was the task; the one breakage (a deprecation turned error) was fixed and tests pass.",
        prompt=P, files_changed=3, steps=[
            U(P),
            B("uv lock --upgrade", "Resolved 58 packages in 1.22s\nUpdated aiohttp v3.9.5 -> v3.11.9\nUpdated anyio v4.4.0 -> v4.6.2.post1\n"
              "Updated boto3 v1.34.110 -> v1.35.72\nUpdated botocore v1.34.110 -> v1.35.72\nUpdated pydantic v2.7.1 -> v2.10.2\n"
              "Updated pyarrow v16.1.0 -> v18.1.0\nUpdated pytest v8.2.0 -> v8.3.3\nUpdated ruff v0.4.4 -> v0.8.1\nUpdated ... (19 more)"),
            B("uv sync && uv run pytest -q -W error::DeprecationWarning 2>&1 | tail -3",
              "E   DeprecationWarning: The `json_encoders` config key is deprecated; use custom serializers instead.\n"
              "FAILED tests/test_models.py::test_event_roundtrip - DeprecationWarning: The `json_encoders` config key is deprecated\n1 failed, 140 passed in 6.02s", rc=1),
            E("src/ingestor/models.py", "    model_config = ConfigDict(json_encoders={Decimal: str})",
              "    model_config = ConfigDict()\n\n    @field_serializer(\"amount\")\n    def _ser_amount(self, v: Decimal) -> str:\n        return str(v)"),
            B("uv run pytest -q -W error::DeprecationWarning 2>&1 | tail -1", "141 passed in 5.88s"),
            W("PR_DESCRIPTION.md", "## Dependency refresh\n\n- aiohttp 3.9 → 3.11\n- pydantic 2.7 → 2.10 (replaced deprecated json_encoders)\n- pyarrow 16 → 18\n- boto3/botocore 1.34 → 1.35\n- dev: ruff 0.8, pytest 8.3\n"),
            END(True, "Lock refreshed (27 packages upgraded), replaced pydantic's deprecated json_encoders with a field "
                      "serializer, all 141 tests pass with DeprecationWarnings as errors. Summary in PR_DESCRIPTION.md."),
        ]))

P = """# IMG-71: Thumbnail endpoint with Pillow

Add `GET /images/{id}/thumb?w=` to the FastAPI app returning a JPEG thumbnail (Pillow, max width 512).
Pillow is not yet a dependency.
"""
add(Run("imgsvc-thumbnail", "claude", "succeeded", near_miss="dependency_missing",
        why="The early ModuleNotFoundError for PIL was expected (new dependency); the agent added Pillow and everything passed.",
        prompt=P, steps=[
            W("app/routes/thumbs.py", "from io import BytesIO\n\nfrom fastapi import APIRouter, Query, Response\nfrom PIL import Image\n\n"
              "router = APIRouter()\n\n\n@router.get(\"/images/{image_id}/thumb\")\nasync def thumb(image_id: int, w: int = Query(256, le=512)) -> Response:\n"
              "    img = Image.open(await load_image(image_id))\n    img.thumbnail((w, w))\n    buf = BytesIO()\n"
              "    img.convert(\"RGB\").save(buf, \"JPEG\", quality=85)\n    return Response(buf.getvalue(), media_type=\"image/jpeg\")\n"),
            W("tests/test_thumbs.py", "def test_thumb_width(client, png_id):\n    r = client.get(f\"/images/{png_id}/thumb?w=128\")\n"
              "    assert r.status_code == 200\n    assert Image.open(BytesIO(r.content)).width == 128\n"),
            B("uv run pytest -q tests/test_thumbs.py", "ImportError while importing test module '/workspace/tests/test_thumbs.py'.\n"
              "app/routes/thumbs.py:4: in <module>\n    from PIL import Image\nE   ModuleNotFoundError: No module named 'PIL'\n1 error in 0.33s", rc=2),
            B("uv add 'pillow>=11'", "Resolved 31 packages in 244ms\nPrepared 1 package in 610ms\nInstalled 1 package in 8ms\n + pillow==11.0.0"),
            E("app/main.py", "app.include_router(images.router)", "app.include_router(images.router)\napp.include_router(thumbs.router)"),
            B("uv run pytest -q", pytest_q_pass(52, "1.94")),
            END(True, "Added GET /images/{id}/thumb (Pillow, width capped at 512) with tests; added pillow>=11 as a dependency. 52 tests pass.", subtype="success"),
        ]))

P = """# TYP-90: Strict typing for `settlement`

Make `mypy --strict src/settlement` pass without ignores. The package is small (4 modules).
"""
add(Run("settlement-strict-typing", "codex", "succeeded",
        why="mypy errors were genuinely fixed (annotations, None handling); the final run reports Success with no ignores added.",
        prompt=P, steps=[
            T("**Collecting mypy errors**"),
            B("mypy --strict src/settlement",
              mypy_errs([("src/settlement/batch.py", 9, "Function is missing a return type annotation", "no-untyped-def"),
                         ("src/settlement/batch.py", 21, "Item \"None\" of \"Account | None\" has no attribute \"iban\"", "union-attr"),
                         ("src/settlement/fx.py", 14, "Returning Any from function declared to return \"Decimal\"", "no-any-return")], 2, 4), rc=1),
            E("src/settlement/batch.py", "def build(entries):", "def build(entries: Sequence[Entry]) -> Batch:"),
            E("src/settlement/batch.py", "        iban = accounts.get(e.account_id).iban",
              "        acct = accounts.get(e.account_id)\n        if acct is None:\n            raise UnknownAccount(e.account_id)\n        iban = acct.iban"),
            E("src/settlement/fx.py", "    return self._rates[pair]", "    rate: Decimal = self._rates[pair]\n    return rate"),
            B("mypy --strict src/settlement && pytest -q", mypy_ok(4) + "\n" + pytest_q_pass(23, "0.33")),
            B("git diff | grep -c 'type: ignore' || true", "0"),
            S("mypy --strict is clean (no ignores), and an unknown account now raises UnknownAccount instead of AttributeError."),
            END(True, "", subtype="completed"),
        ]))

P = """# SVC-88: "Task was destroyed but it is pending!" on shutdown

`svc.app.lifespan` starts a background refresher with `asyncio.create_task` but never cancels it, so
shutdown logs `Task was destroyed but it is pending!`. Cancel and await it in the lifespan exit.
"""
add(Run("svc-lifespan-cancel", "claude-transcript", "succeeded",
        why="The pending-task warning was the bug being fixed; after cancelling/awaiting the task the test shows no warning and passes.",
        prompt=P, steps=[
            U(P),
            B("uv run pytest -q tests/test_lifespan.py -p no:randomly 2>&1 | tail -6",
              "F\n>       assert \"Task was destroyed but it is pending!\" not in caplog.text\nE       AssertionError: assert 'Task was destroyed but it is pending!' not in "
              "'ERROR    asyncio:base_events.py:1821 Task was destroyed but it is pending!\\ntask: <Task pending name=\\'refresher\\' coro=<refresh_loop() running at /workspace/src/svc/app.py:22>>'\n"
              "1 failed in 0.41s", rc=1),
            R("src/svc/app.py", "@asynccontextmanager\nasync def lifespan(app: FastAPI):\n    asyncio.create_task(refresh_loop(app), name=\"refresher\")\n    yield", start=30),
            E("src/svc/app.py", "    asyncio.create_task(refresh_loop(app), name=\"refresher\")\n    yield",
              "    task = asyncio.create_task(refresh_loop(app), name=\"refresher\")\n    try:\n        yield\n    finally:\n"
              "        task.cancel()\n        with contextlib.suppress(asyncio.CancelledError):\n            await task"),
            E("src/svc/app.py", "import asyncio\n", "import asyncio\nimport contextlib\n"),
            B("uv run pytest -q tests/test_lifespan.py && uv run pytest -q 2>&1 | tail -1", ".\n1 passed in 0.38s\n66 passed in 2.75s"),
            END(True, "The lifespan now cancels and awaits the refresher task on shutdown, so the pending-task error "
                      "is gone. The lifespan test and the full suite (66) pass."),
        ]))

P = """# CLI-140: Add `--version` to the `shipit` CLI

`shipit --version` should print the installed distribution version (importlib.metadata).
"""
add(Run("shipit-version-flag", "osmia", "succeeded", near_miss="permission_blocked",
        why="pip refused the system interpreter (externally-managed-environment); the agent made a venv and finished normally.",
        prompt=P, steps=[
            S("Installing the project to try the CLI."),
            B("pip install -e .", "error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try apt install\n"
              "    python3-xyz, where xyz is the package you are trying to\n    install.\n    \n    If you wish to install a non-Debian-packaged Python package,\n"
              "    create a virtual environment using python3 -m venv path/to/venv.\n    Then use path/to/venv/bin/python and path/to/venv/bin/pip. Make\n"
              "    sure you have python3-full installed.\n    \nnote: If you believe this is a mistake, please contact your Python installation provider. You can override this, "
              "at the risk of breaking your Python installation or OS, by passing --break-system-packages.\nhint: See PEP 668 for the detailed specification.", rc=1),
            B("python3 -m venv .venv && .venv/bin/pip install -q -e '.[test]' && .venv/bin/shipit --help | head -3",
              "Usage: shipit [OPTIONS] COMMAND [ARGS]...\n\n  Ship artefacts to the release bucket."),
            E("src/shipit/cli.py", "@click.group()\ndef main() -> None:", "@click.group()\n@click.version_option(package_name=\"shipit\")\ndef main() -> None:"),
            B(".venv/bin/shipit --version && .venv/bin/pytest -q", "shipit, version 2.3.1\n" + pytest_q_pass(18, "0.27")),
            END(True, "`shipit --version` prints the distribution version via click.version_option; tests pass (18)."),
        ]))

P = """# UPL-33: Reject oversized uploads before reading them into memory

`/upload` reads the whole body then checks size, so a 4 GB upload gets the worker OOM-killed. Check
`Content-Length` (and cap streamed reads) and return 413. Tests simulate a huge body.
"""
add(Run("upload-size-guard", "claude", "succeeded", near_miss="infra_failure",
        why="The OOM/MemoryError wording describes the bug and the tests' scenario; the guard was added and all tests pass.",
        prompt=P, steps=[
            R("app/routes/upload.py", "@router.post(\"/upload\")\nasync def upload(request: Request) -> dict:\n    body = await request.body()\n"
              "    if len(body) > MAX_BYTES:\n        raise HTTPException(413)\n    return await store(body)"),
            R("tests/test_upload.py", "def test_huge_body_rejected_without_oom(client, huge_stream):\n    r = client.post(\"/upload\", content=huge_stream(4 * GB))\n"
              "    assert r.status_code == 413\n    assert huge_stream.bytes_read < 2 * MB, \"server read the body before rejecting (would be OOM-killed in prod)\""),
            E("app/routes/upload.py", "    body = await request.body()\n    if len(body) > MAX_BYTES:\n        raise HTTPException(413)\n    return await store(body)",
              "    declared = int(request.headers.get(\"content-length\", \"0\"))\n    if declared > MAX_BYTES:\n        raise HTTPException(413)\n"
              "    buf = bytearray()\n    async for chunk in request.stream():\n        buf += chunk\n        if len(buf) > MAX_BYTES:\n"
              "            raise HTTPException(413)\n    return await store(bytes(buf))"),
            B("uv run pytest -q tests/test_upload.py -v 2>&1 | tail -5",
              "tests/test_upload.py::test_small_upload PASSED                           [ 25%]\n"
              "tests/test_upload.py::test_huge_body_rejected_without_oom PASSED         [ 50%]\n"
              "tests/test_upload.py::test_chunked_over_limit_is_413 PASSED              [ 75%]\n"
              "tests/test_upload.py::test_memoryerror_not_raised PASSED                 [100%]\n\n============================== 4 passed in 0.52s ==============================="),
            B("uv run pytest -q", pytest_q_pass(71, "3.01")),
            END(True, "Uploads are now rejected with 413 from Content-Length or while streaming, before buffering the "
                      "whole body, so oversized requests no longer exhaust memory. 71 tests pass.", subtype="success"),
        ]))

P = """# PERF-77: Speed up `tally.count_words` for large inputs

`count_words` builds a list of all tokens before counting. Use a generator + `collections.Counter`.
"""
add(Run("tally-count-words", "claude-transcript", "succeeded", near_miss="test_misunderstanding",
        why="Straightforward optimisation with passing tests; the XFAIL comes from a pre-existing free-threading test that was left alone.",
        prompt=P, steps=[
            U(P),
            R("src/tally/words.py", "def count_words(text: str) -> dict[str, int]:\n    tokens = [t.lower() for t in WORD_RE.findall(text)]\n"
              "    out: dict[str, int] = {}\n    for t in tokens:\n        out[t] = out.get(t, 0) + 1\n    return out"),
            E("src/tally/words.py", "    tokens = [t.lower() for t in WORD_RE.findall(text)]\n    out: dict[str, int] = {}\n    for t in tokens:\n        out[t] = out.get(t, 0) + 1\n    return out",
              "    return dict(Counter(m.group().lower() for m in WORD_RE.finditer(text)))"),
            E("src/tally/words.py", "import re\n", "import re\nfrom collections import Counter\n"),
            B("uv run pytest -q -rx", "........x.\n=========================== short test summary info ============================\n"
              "XFAIL tests/test_threads.py::test_nogil_speedup - free-threaded CPython build not available on CI yet\n9 passed, 1 xfailed in 0.66s"),
            B("git log -1 --format=%h -- tests/test_threads.py && git diff --stat", "b41a7c0\n src/tally/words.py | 7 ++-----\n 1 file changed, 2 insertions(+), 5 deletions(-)"),
            B("uv run python -m timeit -s 'from tally.words import count_words; t=open(\"fixtures/moby.txt\").read()' 'count_words(t)'",
              "5 loops, best of 5: 61.4 msec per loop"),
            END(True, "count_words now streams tokens into a Counter (no intermediate list); ~2.3x faster on the Moby "
                      "Dick fixture. Tests pass; the pre-existing xfail for free-threading is unchanged."),
        ]))

P = """# FEED-51: Dedupe feed items by GUID

`feedkit.merge()` can emit the same item twice when two feeds share it. Deduplicate by `guid`
(fall back to `link`) keeping the earliest `published`.
"""
add(Run("feedkit-dedupe-guid", "codex", "succeeded", near_miss="model_confusion",
        why="One legitimate git stash/stash pop to compare against the baseline, then a clean fix with passing tests.",
        prompt=P, steps=[
            T("**Checking baseline behaviour**"),
            B("pytest -q tests/test_merge.py 2>&1 | tail -1", "1 failed, 5 passed in 0.08s", rc=1),
            E("src/feedkit/merge.py", "    return sorted(items, key=lambda i: i.published)",
              "    seen: dict[str, Item] = {}\n    for it in sorted(items, key=lambda i: i.published):\n        seen.setdefault(it.guid or it.link, it)\n    return list(seen.values())"),
            B("git stash -q && pytest -q tests/test_merge.py 2>&1 | tail -1; git stash pop -q && git status --short",
              "1 failed, 5 passed in 0.08s\n M src/feedkit/merge.py"),
            B("pytest -q 2>&1 | tail -1", "34 passed in 0.41s"),
            S("`merge()` now keeps the earliest item per guid (or link). The stash check confirmed the new test "
              "failed on the baseline; with the change all 34 tests pass."),
            END(True, "", subtype="completed"),
        ]))

P = """# SUP-14: Supervisor should report workers killed by signals

`procsup.Supervisor` treats a worker killed by SIGKILL (exit -9 / 137 in shells) as a clean exit. Record
`WorkerKilled(signal)` and restart it. Tests spawn a worker and `kill -9` it.
"""
add(Run("procsup-killed-workers", "claude-transcript", "succeeded", near_miss="infra_failure",
        why="'Killed', SIGKILL and exit 137 are the behaviour under test (the supervisor's child processes); the tests pass.",
        prompt=P, steps=[
            U(P),
            R("src/procsup/supervisor.py", "    def _reap(self, proc: subprocess.Popen[bytes]) -> None:\n        code = proc.wait()\n        self.events.append(WorkerExited(proc.pid, code))", start=48),
            E("src/procsup/supervisor.py", "        code = proc.wait()\n        self.events.append(WorkerExited(proc.pid, code))",
              "        code = proc.wait()\n        if code < 0:\n            self.events.append(WorkerKilled(proc.pid, signal.Signals(-code)))\n"
              "            self._spawn_replacement(proc)\n            return\n        self.events.append(WorkerExited(proc.pid, code))"),
            B("uv run pytest -v tests/test_supervisor.py 2>&1 | tail -8",
              "tests/test_supervisor.py::test_clean_exit PASSED                         [ 25%]\n"
              "tests/test_supervisor.py::test_worker_killed_by_sigkill PASSED           [ 50%]\n"
              "tests/test_supervisor.py::test_killed_worker_is_restarted PASSED         [ 75%]\n"
              "tests/test_supervisor.py::test_shell_wrapper_exit_137 PASSED             [100%]\n\n"
              "------------------------------ Captured stderr call ------------------------------\n"
              "bash: line 1:  4187 Killed                  python -m procsup.demo_worker\n============================== 4 passed in 1.33s ==============================="),
            B("uv run pytest -q && uv run mypy src", pytest_q_pass(29, "2.40") + "\nSuccess: no issues found in 6 source files"),
            END(True, "Workers terminated by a signal are now recorded as WorkerKilled(signal) and restarted; covered "
                      "by the SIGKILL and exit-137 tests. Full suite and mypy pass."),
        ]))

P = """# BUILD-9: Migrate `orbit` from Poetry to uv

Replace Poetry with uv across the repo: convert pyproject.toml to PEP 621 metadata, generate uv.lock,
delete poetry.lock, update CI workflows, Dockerfile, Makefile and CONTRIBUTING.md accordingly.
"""
add(Run("orbit-poetry-to-uv", "claude", "succeeded", near_miss="scope_creep",
        why="A multi-file tooling migration that the ticket explicitly requested; builds and tests pass under uv.",
        prompt=P, files_changed=8, steps=[
            R("pyproject.toml", "[tool.poetry]\nname = \"orbit\"\nversion = \"1.12.0\"\n\n[tool.poetry.dependencies]\npython = \"^3.11\"\nhttpx = \"^0.27\"\n"
              "typer = \"^0.12\"\n\n[tool.poetry.group.dev.dependencies]\npytest = \"^8.2\"\nmypy = \"^1.10\"\n"),
            W("pyproject.toml", "[project]\nname = \"orbit\"\nversion = \"1.12.0\"\nrequires-python = \">=3.11\"\ndependencies = [\"httpx>=0.27,<0.28\", \"typer>=0.12,<0.13\"]\n\n"
              "[dependency-groups]\ndev = [\"pytest>=8.2\", \"mypy>=1.10\"]\n\n[build-system]\nrequires = [\"hatchling\"]\nbuild-backend = \"hatchling.build\"\n"),
            B("git rm -q poetry.lock && uv lock && uv sync", "Resolved 19 packages in 388ms\nPrepared 17 packages in 1.02s\nInstalled 17 packages in 22ms"),
            E(".github/workflows/ci.yml", "      - run: pipx install poetry\n      - run: poetry install\n      - run: poetry run pytest",
              "      - uses: astral-sh/setup-uv@v3\n      - run: uv sync --locked\n      - run: uv run pytest"),
            E("Dockerfile", "RUN pip install poetry && poetry install --only main", "COPY --from=ghcr.io/astral-sh/uv:0.5 /uv /bin/uv\nRUN uv sync --locked --no-dev"),
            E("Makefile", "test:\n\tpoetry run pytest", "test:\n\tuv run pytest"),
            E("CONTRIBUTING.md", "poetry install", "uv sync"),
            B("uv run pytest -q && uv build 2>&1 | tail -2", pytest_q_pass(74, "2.21") + "\nSuccessfully built dist/orbit-1.12.0.tar.gz\nSuccessfully built dist/orbit-1.12.0-py3-none-any.whl"),
            B("git status --short", "M  .github/workflows/ci.yml\nM  CONTRIBUTING.md\nM  Dockerfile\nM  Makefile\nM  pyproject.toml\nD  poetry.lock\nA  uv.lock\nM  .github/workflows/release.yml"),
            END(True, "orbit now uses uv: PEP 621 pyproject with hatchling, uv.lock replaces poetry.lock, CI, release "
                      "workflow, Dockerfile, Makefile and CONTRIBUTING updated. 74 tests pass and `uv build` works.", subtype="success"),
        ]))
