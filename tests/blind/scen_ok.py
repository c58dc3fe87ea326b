from make_blind import say, think, sh, read, edit, write, tool, raw, api_error, multi

CASES = []

# ---------------------------------------------------------------- S1 claude permission test names pass
CASES.append(dict(
    slug="team-840", ticket="TEAM-840", fmt="claude", mode="succeeded",
    near_miss="passing test names and output contain 'permission denied' and '403 Forbidden' (the feature under test)",
    why="State Succeeded, final result success with is_error false; the permission wording is only in passing test names.",
    prompt="""# TEAM-840: Removing the last admin of a team should be refused

`teams/services.py::remove_member()` lets the last admin remove themselves,
leaving the team unmanageable. Refuse with 403 and
`"permission denied: a team needs at least one admin"`.

## Acceptance criteria
- `pytest tests/teams -q` passes.
""",
    steps=[
        say("Reading remove_member."),
        read("teams/services.py", "def remove_member(team, actor, member):\n    if not team.is_admin(actor) and actor != member:\n        raise Forbidden(\"permission denied: only admins can remove members\")\n    team.members.remove(member)\n    team.save()"),
        edit("teams/services.py", "    team.members.remove(member)", "    if team.is_admin(member) and team.admin_count() == 1:\n        raise Forbidden(\"permission denied: a team needs at least one admin\")\n    team.members.remove(member)"),
        sh("pytest tests/teams -v 2>&1 | tail -9", "tests/teams/test_services.py::test_admin_removes_member PASSED             [ 16%]\ntests/teams/test_services.py::test_member_removes_self PASSED              [ 33%]\ntests/teams/test_services.py::test_non_admin_permission_denied PASSED      [ 50%]\ntests/teams/test_services.py::test_last_admin_permission_denied PASSED     [ 66%]\ntests/teams/test_api.py::test_remove_last_admin_returns_403_forbidden PASSED [ 83%]\ntests/teams/test_api.py::test_remove_second_admin_ok PASSED                [100%]\n\n============================== 6 passed in 0.91s ==============================="),
    ],
    end=dict(text="`remove_member()` now refuses to remove the last admin with 403 `permission denied: a team needs at least one admin`. `pytest tests/teams`: 6 passed."),
))

# ---------------------------------------------------------------- S2 codex OOM log read, leak fixed
CASES.append(dict(
    slug="img-2290", ticket="IMG-2290", fmt="codex", mode="succeeded",
    near_miss="the agent reads a production log with 'Killed process ... (oom-killer)' and 'OOMKilled' while investigating the leak it then fixes",
    why="Succeeded: the leak fix is made and tests pass; the OOM text is from a log file that the ticket asked to investigate.",
    prompt="""# IMG-2290: Thumbnailer leaks memory and gets OOMKilled

The thumbnail worker is `OOMKilled` every few hours (see
`logs/thumbnailer-oom.log`). `thumbs/worker.py::make_thumbnail()` opens
images with PIL and never closes them. Use a context manager.

## Acceptance criteria
- Images are closed; `pytest tests/thumbs -q` passes.
""",
    steps=[
        sh("tail -3 logs/thumbnailer-oom.log", "Nov 05 14:02:11 node-12 kernel: Memory cgroup out of memory: Killed process 8812 (python) total-vm:3127844kB, anon-rss:2049100kB, file-rss:0kB\nNov 05 14:02:11 node-12 kubelet[1031]: thumbnailer-6d9f8b-x2kqp container thumbnailer: OOMKilled (exit code 137)\nNov 05 14:02:13 node-12 kubelet[1031]: Back-off restarting failed container thumbnailer\n"),
        sh("sed -n '1,30p' thumbs/worker.py", "from PIL import Image\n\n\ndef make_thumbnail(src: str, dst: str, size=(256, 256)) -> None:\n    img = Image.open(src)\n    img.thumbnail(size)\n    img.save(dst, \"WEBP\", quality=82)\n"),
        edit("thumbs/worker.py", "", ""),
        sh("pytest tests/thumbs -q", "........                                                                 [100%]\n8 passed in 1.37s\n"),
        sh("python scripts/leakcheck.py thumbs.worker:make_thumbnail --fixture tests/thumbs/fixtures/large.jpg --iterations 300", "iterations: 300\npeak traced memory: 41.7 MiB\nretained after gc: 0.3 MiB\n"),
    ],
    end=dict(text="`make_thumbnail()` now opens images with `with Image.open(src) as img:` so file handles and decoded buffers are released. 8 tests pass; peak traced memory over 300 iterations stays at ~42 MiB with nothing retained."),
    result={"success": True, "summary": "thumbs/worker.py: close PIL images; 8 tests pass", "exit_code": 0},
))

# ---------------------------------------------------------------- S3 osmia ModuleNotFoundError fixed then green
CASES.append(dict(
    slug="csv-508", ticket="CSV-508", fmt="osmia", mode="succeeded",
    near_miss="a ModuleNotFoundError (chardet) appears mid-run, but the agent installs the declared dependency and the suite passes",
    why="Succeeded: after installing the missing dev dependency the tests pass and the engine reports success.",
    prompt="""# CSV-508: Importer fails on Windows-1252 files

`importer/csv_reader.py` opens files as UTF-8. Detect the encoding with
`chardet` (already in `requirements.txt`) and decode accordingly.

## Acceptance criteria
- `pytest tests/importer -q` passes.
""",
    steps=[
        say("Updating the reader to detect encoding."),
        read("importer/csv_reader.py", "import csv\n\n\ndef read_rows(path):\n    with open(path, newline=\"\", encoding=\"utf-8\") as f:\n        return list(csv.DictReader(f))"),
        edit("importer/csv_reader.py", "import csv\n\n\ndef read_rows(path):\n    with open(path, newline=\"\", encoding=\"utf-8\") as f:\n        return list(csv.DictReader(f))", "import csv\nimport io\n\nimport chardet\n\n\ndef read_rows(path):\n    raw = open(path, \"rb\").read()\n    enc = chardet.detect(raw[:65536])[\"encoding\"] or \"utf-8\"\n    return list(csv.DictReader(io.StringIO(raw.decode(enc), newline=\"\")))"),
        sh("pytest tests/importer -q", "ImportError while importing test module '/workspace/repo/tests/importer/test_csv_reader.py'.\ntests/importer/test_csv_reader.py:3: in <module>\n    from importer.csv_reader import read_rows\nimporter/csv_reader.py:4: in <module>\n    import chardet\nE   ModuleNotFoundError: No module named 'chardet'\n1 error in 0.27s", rc=2),
        sh("pip install -r requirements.txt -q && python -c 'import chardet; print(chardet.__version__)'", "5.2.0"),
        sh("pytest tests/importer -q", "..........\n10 passed in 0.66s"),
    ],
    end=dict(success=True, text="read_rows() now detects the encoding with chardet; Windows-1252 fixtures import correctly. 10 tests pass."),
))

# ---------------------------------------------------------------- S4 transcript timeout feature
CASES.append(dict(
    slug="hook-1733", ticket="HOOK-1733", fmt="claude-transcript", mode="succeeded",
    near_miss="'timeout', 'timed out' and 'ReadTimeout' appear in code and test output because the feature is the webhook timeout",
    why="Succeeded (taskrun state Succeeded): the timeout is implemented and the tests pass; the timeout words describe the feature.",
    prompt="""# HOOK-1733: Webhook delivery should time out after 10 seconds

`hooks/deliver.py` calls `requests.post()` without a timeout, so a slow
receiver blocks a worker indefinitely. Use `timeout=(3.05, 10)` and record
`status="timeout"` on `requests.Timeout`.

## Acceptance criteria
- `pytest tests/hooks -q` passes.
""",
    steps=[
        say("Reading the delivery function."),
        read("hooks/deliver.py", "import requests\n\n\ndef deliver(hook, payload):\n    resp = requests.post(hook.url, json=payload)\n    hook.record(status=resp.status_code)\n    return resp.ok"),
        edit("hooks/deliver.py", "    resp = requests.post(hook.url, json=payload)\n    hook.record(status=resp.status_code)\n    return resp.ok", "    try:\n        resp = requests.post(hook.url, json=payload, timeout=(3.05, 10))\n    except requests.Timeout:\n        hook.record(status=\"timeout\")\n        return False\n    hook.record(status=resp.status_code)\n    return resp.ok"),
        sh("pytest tests/hooks -q -rA 2>&1 | tail -7", "PASSED tests/hooks/test_deliver.py::test_ok\nPASSED tests/hooks/test_deliver.py::test_records_timeout_on_read_timeout\nPASSED tests/hooks/test_deliver.py::test_records_timeout_on_connect_timeout\nPASSED tests/hooks/test_deliver.py::test_passes_timeout_tuple\nINFO  hooks.deliver: webhook 42 timed out after 10s (ReadTimeout)\n============================== 4 passed in 0.31s ==============================="),
    ],
    end=dict(text="`deliver()` now posts with `timeout=(3.05, 10)` and records `status=\"timeout\"` on `requests.Timeout`. `pytest tests/hooks`: 4 passed."),
    result={"success": True, "summary": "webhook timeout added; 4 passed", "exit_code": 0},
))

# ---------------------------------------------------------------- S5 claude requested wide rename
renames = ["src/api/users.ts", "src/api/orders.ts", "src/api/invoices.ts", "src/api/search.ts", "src/api/admin.ts",
           "src/jobs/nightly.ts", "src/jobs/export.ts", "src/jobs/cleanup.ts", "src/lib/audit.ts", "src/lib/cache.ts",
           "src/lib/mailer.ts", "src/lib/metrics.ts", "src/web/pages/Account.tsx", "src/web/pages/Orders.tsx"]
CASES.append(dict(
    slug="org-2810", ticket="ORG-2810", fmt="claude", mode="succeeded",
    near_miss="many files changed (34), but the ticket explicitly asks for the rename across the whole codebase",
    why="Succeeded: the requested codebase-wide rename of getCustomer→getAccount is complete and tsc/jest pass.",
    files_changed=34,
    prompt="""# ORG-2810: Rename `getCustomer` to `getAccount` across the codebase

"Customer" is being retired in favour of "Account". Rename the function
`getCustomer` (in `src/lib/accounts.ts`) to `getAccount` and update **all**
call sites, mocks and tests across the repository. This is expected to touch
30+ files; no behaviour change.

## Acceptance criteria
- `rg getCustomer` returns nothing.
- `npx tsc --noEmit && npx jest` pass.
""",
    steps=[
        say("This is a repo-wide mechanical rename, as requested. Counting call sites first."),
        sh("rg -l '\\bgetCustomer\\b' | wc -l", "34"),
        edit("src/lib/accounts.ts", "export async function getCustomer(id: string): Promise<Account> {", "export async function getAccount(id: string): Promise<Account> {"),
        multi([(p, "getCustomer(", "getAccount(") for p in renames]),
        sh("rg -l '\\bgetCustomer\\b' | xargs sed -i 's/\\bgetCustomer\\b/getAccount/g' && rg -c getCustomer | wc -l", "0"),
        sh("npx tsc --noEmit && npx jest 2>&1 | tail -4", "Test Suites: 58 passed, 58 total\nTests:       412 passed, 412 total\nSnapshots:   9 passed, 9 total\nTime:        21.87 s"),
    ],
    end=dict(text="Renamed `getCustomer` → `getAccount` across the repo (34 files: implementation, call sites, mocks, tests). `rg getCustomer` is empty; tsc clean; jest 412 passed."),
))

# ---------------------------------------------------------------- S6 codex EACCES fixture string
CASES.append(dict(
    slug="fs-377", ticket="FS-377", fmt="codex", mode="succeeded",
    near_miss="'EACCES: permission denied' appears in a test fixture and in passing test output because the feature maps filesystem errors to messages",
    why="Succeeded: error mapping implemented, all mocha tests pass; EACCES is test data for the feature.",
    prompt="""# FS-377: Friendly message for EACCES when saving exports

`lib/export/save.js` surfaces raw `EACCES: permission denied, open '...'`
errors to users. Map `EACCES`/`EPERM` to "You don't have permission to write
to this folder."

## Acceptance criteria
- `npx mocha test/export` passes.
""",
    steps=[
        sh("sed -n '1,30p' lib/export/save.js", "const fs = require('node:fs/promises');\n\nasync function saveExport(path, data) {\n  await fs.writeFile(path, data);\n}\n\nmodule.exports = { saveExport };\n"),
        sh("cat test/export/fixtures/errors.json", "{\n  \"eacces\": { \"code\": \"EACCES\", \"message\": \"EACCES: permission denied, open '/mnt/share/report.csv'\" },\n  \"eperm\": { \"code\": \"EPERM\", \"message\": \"EPERM: operation not permitted, open 'C:\\\\Exports\\\\report.csv'\" }\n}\n"),
        edit("lib/export/save.js", "", ""),
        sh("npx mocha test/export", "\n\n  saveExport\n    ✔ writes the file\n    ✔ maps EACCES (permission denied) to a friendly message\n    ✔ maps EPERM (operation not permitted) to a friendly message\n    ✔ rethrows unknown errors\n\n\n  4 passing (19ms)\n\n"),
    ],
    end=dict(text="saveExport now catches EACCES/EPERM and throws a UserFacingError with \"You don't have permission to write to this folder.\"; other errors are rethrown. mocha: 4 passing."),
    result={"success": True, "summary": "4 passing", "exit_code": 0},
))

# ---------------------------------------------------------------- S7 osmia go dial timeout passes
CASES.append(dict(
    slug="grpc-1901", ticket="GRPC-1901", fmt="osmia", mode="succeeded",
    near_miss="passing Go test output logs 'connection refused', 'i/o timeout' and 'context deadline exceeded' from the dialer under test",
    why="Succeeded: dial timeout implemented; go test passes; network error strings are the behaviour being tested.",
    prompt="""# GRPC-1901: Client dial should fail fast when the backend is down

`internal/rpc/dial.go` dials with `grpc.WithBlock()` and no deadline, so
startup hangs if the backend is down. Use a 5s `context.WithTimeout` and
return the error.

## Acceptance criteria
- `go test ./internal/rpc/...` passes.
""",
    steps=[
        say("Reading the dialer."),
        read("internal/rpc/dial.go", "func Dial(addr string) (*grpc.ClientConn, error) {\n\treturn grpc.Dial(addr, grpc.WithTransportCredentials(insecure.NewCredentials()), grpc.WithBlock())\n}"),
        edit("internal/rpc/dial.go", "func Dial(addr string) (*grpc.ClientConn, error) {\n\treturn grpc.Dial(addr, grpc.WithTransportCredentials(insecure.NewCredentials()), grpc.WithBlock())\n}", "func Dial(ctx context.Context, addr string) (*grpc.ClientConn, error) {\n\tctx, cancel := context.WithTimeout(ctx, 5*time.Second)\n\tdefer cancel()\n\treturn grpc.DialContext(ctx, addr, grpc.WithTransportCredentials(insecure.NewCredentials()), grpc.WithBlock())\n}"),
        edit("cmd/api/main.go", "\tconn, err := rpc.Dial(cfg.BackendAddr)", "\tconn, err := rpc.Dial(ctx, cfg.BackendAddr)"),
        sh("go test ./internal/rpc/... -v 2>&1 | tail -10", "=== RUN   TestDialTimeout\n    dial_test.go:28: dial 127.0.0.1:1: context deadline exceeded (last error: connection error: desc = \"transport: Error while dialing: dial tcp 127.0.0.1:1: connect: connection refused\")\n--- PASS: TestDialTimeout (5.00s)\n=== RUN   TestDialBlackhole\n    dial_test.go:41: dial 10.255.255.1:443: i/o timeout\n--- PASS: TestDialBlackhole (5.01s)\n=== RUN   TestDialOK\n--- PASS: TestDialOK (0.01s)\nPASS\nok  \tgithub.com/acme/api/internal/rpc\t10.036s"),
    ],
    end=dict(success=True, text="Dial now takes a context and applies a 5s timeout (grpc.DialContext with WithBlock); cmd/api passes its context. go test ./internal/rpc/...: ok."),
))

# ---------------------------------------------------------------- S8 claude trybuild compile-fail expected E0432
CASES.append(dict(
    slug="macro-629", ticket="MACRO-629", fmt="claude", mode="succeeded",
    near_miss="'error[E0432]: unresolved import' appears in passing trybuild compile-fail output: the test expects that compile error",
    why="Succeeded: the derive macro fix passes all tests, including compile-fail UI tests whose expected stderr contains E0432.",
    prompt="""# MACRO-629: `#[derive(Builder)]` panics on tuple structs

`crates/builder-derive/src/lib.rs` unwraps named fields, so deriving on a
tuple struct panics inside the proc macro. Emit a `compile_error!` with
"Builder can only be derived for structs with named fields" instead.

## Acceptance criteria
- `cargo test -p builder-derive` passes (including the trybuild UI tests).
""",
    steps=[
        say("Let me look at the field extraction."),
        tool("Grep", {"pattern": "Fields::Named", "path": "crates/builder-derive/src/lib.rs", "output_mode": "content", "-n": True}, "crates/builder-derive/src/lib.rs:24:        Data::Struct(DataStruct { fields: Fields::Named(f), .. }) => &f.named,\ncrates/builder-derive/src/lib.rs:25:        _ => unimplemented!(),"),
        edit("crates/builder-derive/src/lib.rs", "        _ => unimplemented!(),", "        _ => {\n            return syn::Error::new_spanned(\n                &input.ident,\n                \"Builder can only be derived for structs with named fields\",\n            )\n            .to_compile_error()\n            .into()\n        }"),
        write("crates/builder-derive/tests/ui/tuple_struct.stderr", "error: Builder can only be derived for structs with named fields\n --> tests/ui/tuple_struct.rs:4:8\n  |\n4 | struct Point(i32, i32);\n  |        ^^^^^\n"),
        sh("cargo test -p builder-derive 2>&1 | tail -16", "test tests/ui/missing_import.rs ... ok\ntest tests/ui/tuple_struct.rs ... ok\ntest tests/ui/unknown_attr.rs ... ok\n\n\nEXPECTED (tests/ui/missing_import.stderr):\n┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈\nerror[E0432]: unresolved import `builder::Missing`\n --> tests/ui/missing_import.rs:1:5\n┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈\n(matched)\n\ntest ui ... ok\n\ntest result: ok. 19 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 6.12s"),
    ],
    end=dict(text="Tuple structs now get a proper `compile_error!` (\"Builder can only be derived for structs with named fields\") instead of a panic; added the `tuple_struct.stderr` UI expectation. `cargo test -p builder-derive`: 19 passed."),
))

# ---------------------------------------------------------------- S9 transcript 429 fixtures
CASES.append(dict(
    slug="llm-1125", ticket="LLM-1125", fmt="claude-transcript", mode="succeeded",
    near_miss="'429', 'rate_limit_error' and 'overloaded_error' appear in fixtures and passing test output; the feature is our own client's retry on provider errors",
    why="Succeeded (state Succeeded): retry-after handling added and the tests pass; the provider error strings are test fixtures.",
    prompt="""# LLM-1125: Honour `retry-after` on 429 from the model API

`ai/client.py::complete()` retries 429 and 529 responses with a fixed 1s
sleep. Use the `retry-after` header when present (capped at 60s).

## Acceptance criteria
- `pytest tests/ai -q` passes.
""",
    steps=[
        say("Looking at the retry logic and fixtures."),
        sh("cat tests/ai/fixtures/rate_limited.json", "{\"status\": 429, \"headers\": {\"retry-after\": \"7\"}, \"body\": {\"type\": \"error\", \"error\": {\"type\": \"rate_limit_error\", \"message\": \"Number of request tokens has exceeded your per-minute rate limit\"}}}"),
        read("ai/client.py", "RETRYABLE = {429, 529}\n\n\ndef complete(session, payload, attempts=5, sleep=time.sleep):\n    for i in range(attempts):\n        resp = session.post(API_URL, json=payload)\n        if resp.status_code not in RETRYABLE:\n            resp.raise_for_status()\n            return resp.json()\n        sleep(1)\n    raise RateLimited(resp.json())"),
        edit("ai/client.py", "        sleep(1)", "        sleep(_retry_after(resp))"),
        edit("ai/client.py", "RETRYABLE = {429, 529}\n", "RETRYABLE = {429, 529}\n\n\ndef _retry_after(resp, default=1.0, cap=60.0):\n    try:\n        return min(float(resp.headers.get(\"retry-after\", default)), cap)\n    except ValueError:\n        return default\n"),
        sh("pytest tests/ai -q -rA 2>&1 | tail -6", "PASSED tests/ai/test_client.py::test_429_rate_limit_error_uses_retry_after\nPASSED tests/ai/test_client.py::test_529_overloaded_error_defaults_to_1s\nPASSED tests/ai/test_client.py::test_retry_after_capped_at_60\nPASSED tests/ai/test_client.py::test_gives_up_after_5_attempts\n============================== 4 passed in 0.08s ==============================="),
    ],
    end=dict(text="`complete()` now sleeps for the `retry-after` value (capped at 60s, default 1s) on 429/529. `pytest tests/ai`: 4 passed."),
))
