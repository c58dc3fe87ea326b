"""Cases where the agent went in circles: undo/redo through the shell, repeated identical actions, invented APIs."""
from gen_lib import api_error, case, done, edit, grep, notice, read, say, sh, think, ticket, write

CASES = []
A = CASES.append

# ------------------------------------------------------------------ git checkout -- after every edit, same edit again (Rails)
W = "/app/quotes"
steps = [
    say("I'll look at the PDF service and the failing spec."),
    sh("bundle exec rspec spec/services/quote_pdf_spec.rb", "F.\n\nFailures:\n\n  1) QuotePdf renders the discount line\n     Failure/Error: expect(text).to include(\"Discount -10.00 EUR\")\n       expected \"Quote Q-1042\\nSubtotal 100.00 EUR\\nTotal 90.00 EUR\" to include \"Discount -10.00 EUR\"\n     # ./spec/services/quote_pdf_spec.rb:18\n\n2 examples, 1 failure", rc=1),
    read(W + "/app/services/quote_pdf.rb", "class QuotePdf\n  def lines\n    rows = [[\"Subtotal\", money(@quote.subtotal)]]\n    rows << [\"Total\", money(@quote.total)]\n    rows\n  end\nend"),
]
for i in range(4):
    steps += [
        edit(W + "/app/services/quote_pdf.rb", "    rows = [[\"Subtotal\", money(@quote.subtotal)]]", "    rows = [[\"Subtotal\", money(@quote.subtotal)]]\n    rows << [\"Discount\", money(-@quote.discount)] if @quote.discount.positive?", ev=True),
        sh("bundle exec rspec spec/services/quote_pdf_spec.rb", "F.\n\nFailures:\n\n  1) QuotePdf renders the discount line\n     Failure/Error: expect(text).to include(\"Discount -10.00 EUR\")\n       expected \"Quote Q-1042\\nSubtotal 100.00 EUR\\nDiscount -10.00 EUR \\nTotal 90.00 EUR\" to include \"Discount -10.00 EUR\"\n\n2 examples, 1 failure", rc=1),
        think("Still failing. Maybe my change is in the wrong place; let me reset the file and try again from a clean state." if i % 2 == 0 else "The output contains the discount line but the spec still fails. Revert and redo it more carefully."),
        sh("git checkout -- app/services/quote_pdf.rb && git status --short", "", ev="call"),
    ]
steps += [done("I couldn't get the discount line spec to pass; the rendered text seems to contain the line but the expectation doesn't match.", ok=False)]
A(case(
    "quotes-pdf-discount-line", "claude", "model_confusion", "",
    "The agent applied the same edit, ran the same spec, then reverted with `git checkout --` four times in a row without reading the failure (a trailing space in money()); pure undo/redo churn.",
    ticket("QTE-88", "Quote PDF is missing the discount line",
           "Quotes with a discount show Subtotal and Total but not the discount itself. Add a\n"
           "`Discount -10.00 EUR` row between them.",
           ["Discount row shown when discount > 0", "`bundle exec rspec spec/services/quote_pdf_spec.rb` passes"],
           ["app/services/quote_pdf.rb"]),
    steps, cwd=W, summary="Spec still failing; no net change.",
))

# ------------------------------------------------------------------ git stash / stash pop repeatedly (Go), watchdog loop
W = "/workspace/webhook-relay"
steps = [
    think("**Reproducing the race**\n\nRun the relay tests with the race detector."),
    sh("go test -race ./internal/relay/ 2>&1 | tail -n 12", "==================\nWARNING: DATA RACE\nWrite at 0x00c0001a4090 by goroutine 23:\n  github.com/acme/webhook-relay/internal/relay.(*Dispatcher).markDone()\n      /workspace/webhook-relay/internal/relay/dispatcher.go:88 +0x64\n\nPrevious read at 0x00c0001a4090 by goroutine 21:\n  github.com/acme/webhook-relay/internal/relay.(*Dispatcher).pending()\n      /workspace/webhook-relay/internal/relay/dispatcher.go:102 +0x3c\n==================\n--- FAIL: TestDispatcherConcurrent (0.04s)\n    testing.go:1398: race detected during execution of test\nFAIL", rc=1),
    read(W + "/internal/relay/dispatcher.go", "type Dispatcher struct {\n\tinflight map[string]time.Time\n\tmu       sync.Mutex\n}\n\nfunc (d *Dispatcher) markDone(id string) {\n\tdelete(d.inflight, id)\n}\n\nfunc (d *Dispatcher) pending() int {\n\treturn len(d.inflight)\n}"),
    edit(W + "/internal/relay/dispatcher.go", "func (d *Dispatcher) markDone(id string) {\n\tdelete(d.inflight, id)", "func (d *Dispatcher) markDone(id string) {\n\td.mu.Lock()\n\tdefer d.mu.Unlock()\n\tdelete(d.inflight, id)"),
]
for i in range(4):
    steps += [
        sh("git stash", "Saved working directory and index state WIP on main: 5c2e1f0 WHR-201 dispatcher metrics", ev="call"),
        sh("go test -race ./internal/relay/ 2>&1 | tail -n 3", "--- FAIL: TestDispatcherConcurrent (0.04s)\n    testing.go:1398: race detected during execution of test\nFAIL", rc=1),
        sh("git stash pop", "On branch main\nChanges not staged for commit:\n\tmodified:   internal/relay/dispatcher.go\n\nDropped refs/stash@{0} (9e1d7c3b2a4f5e6d7c8b9a0f1e2d3c4b5a6f7e8d)", ev="call"),
        sh("go test -race ./internal/relay/ 2>&1 | tail -n 3", "--- FAIL: TestDispatcherConcurrent (0.04s)\n    testing.go:1398: race detected during execution of test\nFAIL", rc=1),
    ]
    if i == 1:
        steps.append(think("**Comparing with baseline**\n\nI need to confirm the race exists without my change, then check again with it."))
A(case(
    "webhook-relay-dispatch-race", "codex", "model_confusion", "",
    "The agent cycled git stash / test / stash pop / test four times, each time seeing the same race in pending() that it never locked, until the watchdog stopped the loop.",
    ticket("WHR-207", "Data race in Dispatcher under load",
           "`go test -race` reports a race between `markDone` and `pending` in `internal/relay/dispatcher.go`.\n"
           "Guard `inflight` consistently.",
           ["`go test -race ./...` passes", "No behaviour change"],
           ["internal/relay/dispatcher.go"]),
    steps, cwd=W, result={"success": False, "summary": "terminated by watchdog (loop)", "exit_code": 143},
    watchdog={"reason_code": "loop", "message": "repeating command cycle detected: git stash -> go test -race -> git stash pop -> go test -race (4 iterations)", "tool_name": "command_execution", "call_count": 16},
))

# ------------------------------------------------------------------ sed forward / sed back on a config value (osmia), watchdog thrashing
W = "/srv/app/ledger"
steps = [
    say("The integration tests exhaust the connection pool. Let me look at the database config."),
    read(W + "/config/database.py", "POOL_SIZE = int(os.getenv(\"DB_POOL_SIZE\", \"10\"))\nMAX_OVERFLOW = int(os.getenv(\"DB_MAX_OVERFLOW\", \"5\"))\nPOOL_TIMEOUT = 30"),
    sh("pytest tests/integration -q -x 2>&1 | tail -n 4", "E   sqlalchemy.exc.TimeoutError: QueuePool limit of size 10 overflow 5 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)\ntests/integration/test_posting.py:77: TimeoutError\n1 failed, 23 passed in 34.12s", rc=1),
]
for i in range(4):
    steps += [
        sh("sed -i 's/\"DB_POOL_SIZE\", \"10\"/\"DB_POOL_SIZE\", \"20\"/' config/database.py && grep POOL_SIZE config/database.py", "POOL_SIZE = int(os.getenv(\"DB_POOL_SIZE\", \"20\"))", ev="call"),
        sh("pytest tests/integration -q -x 2>&1 | tail -n 2", "E   sqlalchemy.exc.TimeoutError: QueuePool limit of size 20 overflow 5 reached, connection timed out, timeout 30.00\n1 failed, 23 passed in 33.80s", rc=1),
        say("Raising the pool just delays the exhaustion; sessions must be leaking. Reverting the pool size." if i % 2 == 0 else "Maybe the leak is test-only; I'll restore the config and try the bigger pool once more."),
        sh("sed -i 's/\"DB_POOL_SIZE\", \"20\"/\"DB_POOL_SIZE\", \"10\"/' config/database.py && grep POOL_SIZE config/database.py", "POOL_SIZE = int(os.getenv(\"DB_POOL_SIZE\", \"10\"))", ev="call"),
    ]
A(case(
    "ledger-posting-pool", "osmia", "model_confusion", "",
    "The agent toggled DB_POOL_SIZE 10 -> 20 -> 10 with sed four times, re-running the same failing test, never looking for the leaked session it had itself suspected; the watchdog stopped the thrashing.",
    ticket("LED-520", "Integration tests exhaust the DB connection pool",
           "Since LED-511 the posting integration tests fail with `QueuePool limit ... reached`. Something in\n"
           "`ledger/posting.py` keeps sessions open. Find and fix the leak.",
           ["No pool exhaustion in `pytest tests/integration`"],
           ["ledger/posting.py"]),
    steps, cwd=W, engine="aider", result=False,
    watchdog={"reason_code": "thrashing", "message": "config/database.py modified 8 times with alternating content (DB_POOL_SIZE 10 <-> 20)", "tool_name": "Bash", "call_count": 8},
))

# ------------------------------------------------------------------ working from files and functions that do not exist (transcript)
W = "/home/dev/metering"
A(case(
    "metering-flush-batches", "claude-transcript", "model_confusion", "",
    "The agent kept reading and editing src/db/pool.rs and calling Pool::with_retry, neither of which exists (the pool is built in src/store.rs); every edit failed and it never re-oriented.",
    ticket("MTR-71", "Retry transient Postgres errors when flushing meter readings",
           "`Store::flush` fails the whole batch on a transient `57P01 admin_shutdown` during failover. Retry up\n"
           "to 3 times with backoff for SQLSTATE 57P01/08006.",
           ["Transient errors retried up to 3 times", "Unit test with a fake executor", "`cargo test` passes"],
           ["src/store.rs"]),
    [
        say("I'll look at the database pool setup."),
        read(W + "/src/db/pool.rs", "", err="File does not exist. Note: your current working directory is /home/dev/metering.", ev=True),
        think("The pool module must be under src/db/. I'll add a retry wrapper there, Pool::with_retry, and call it from flush."),
        edit(W + "/src/db/pool.rs", "impl Pool {", "impl Pool {\n    pub async fn with_retry<F, T>(&self, f: F) -> Result<T> { ... }", err="File does not exist.", ev=True),
        grep("fn flush", "src/store.rs:64:    pub async fn flush(&self, batch: &[Reading]) -> Result<(), StoreError> {", W),
        edit(W + "/src/store.rs", "        self.pool.execute(&stmt).await?;", "        self.pool.with_retry(|| self.pool.execute(&stmt)).await?;", err="<tool_use_error>String to replace not found in file.\nString:         self.pool.execute(&stmt).await?;</tool_use_error>", ev=True),
        read(W + "/src/db/mod.rs", "", err="File does not exist. Note: your current working directory is /home/dev/metering.", ev=True),
        think("The db module might be declared inline. I'll write src/db/pool.rs with the Pool type and with_retry so flush can use it."),
        write(W + "/src/db/pool.rs", "pub struct Pool(sqlx::PgPool);\n\nimpl Pool {\n    pub async fn with_retry<F, Fut, T>(&self, f: F) -> Result<T, sqlx::Error> { ... }\n}\n", ev=True),
        edit(W + "/src/store.rs", "        self.pool.execute(&stmt).await?;", "        self.pool.with_retry(|| self.pool.execute(&stmt)).await?;", err="<tool_use_error>String to replace not found in file.\nString:         self.pool.execute(&stmt).await?;</tool_use_error>", ev=True),
        sh("cargo build 2>&1 | tail -n 6", "warning: file `src/db/pool.rs` is not included in the module tree\nerror[E0599]: no method named `with_retry` found for struct `PgPool` in the current scope\n  --> src/store.rs:71:23\n   |\n71 |         sqlx::query(&q).execute(&self.pg).await.map_err(StoreError::from)?;\n   |                         ^^^^^^^ method not found", rc=101),
        edit(W + "/src/store.rs", "        self.pool.execute(&stmt).await?;", "        self.pool.with_retry(|| self.pool.execute(&stmt)).await?;", err="<tool_use_error>String to replace not found in file.\nString:         self.pool.execute(&stmt).await?;</tool_use_error>", ev=True),
        edit(W + "/src/main.rs", "mod store;", "mod db;\nmod store;"),
        sh("cargo build 2>&1 | tail -n 4", "error[E0583]: file not found for module `db`\n --> src/main.rs:3:1\n  |\n3 | mod db;\n  | ^^^^^^^\n  = help: to create the module `db`, create file \"src/db.rs\" or \"src/db/mod.rs\"", rc=101),
        edit(W + "/src/store.rs", "        self.pool.execute(&stmt).await?;", "        self.pool.with_retry(|| self.pool.execute(&stmt)).await?;", err="<tool_use_error>String to replace not found in file.\nString:         self.pool.execute(&stmt).await?;</tool_use_error>", ev=True),
        done("I added a retry wrapper `Pool::with_retry` in src/db/pool.rs, but wiring it into `Store::flush` keeps failing: the expected `self.pool.execute(&stmt)` call isn't found in src/store.rs."),
    ],
    cwd=W, summary="cargo build failing.",
))

# ------------------------------------------------------------------ identical test + identical edit attempt, watchdog loop (claude)
W = "/srv/app/scheduler"
steps = [
    say("Running the cron expression tests."),
    sh("python -m pytest tests/test_cron.py -x -q", "F\n>       assert next_fire(\"0 9 * * MON-FRI\", sat) == datetime(2026, 11, 9, 9, 0)\nE       AssertionError: assert datetime.datetime(2026, 11, 8, 9, 0) == datetime.datetime(2026, 11, 9, 9, 0)\n1 failed in 0.08s", rc=1),
    read(W + "/scheduler/cron.py", "DOW = {\"SUN\": 0, \"MON\": 1, \"TUE\": 2, \"WED\": 3, \"THU\": 4, \"FRI\": 5, \"SAT\": 6}\n\n\ndef _match_dow(field, dt):\n    return dt.weekday() in _expand(field, DOW)"),
]
for i in range(6):
    steps += [
        edit(W + "/scheduler/cron.py", "    return dt.weekday() in _expand(field, DOW)", "    return (dt.weekday() + 1) % 7 in _expand(field, DOW)", err="<tool_use_error>String to replace not found in file.\nString:     return dt.weekday() in _expand(field, DOW)</tool_use_error>" if i else None, ev=True),
        sh("python -m pytest tests/test_cron.py -x -q", "F\n>       assert next_fire(\"0 9 * * MON-FRI\", sat) == datetime(2026, 11, 9, 9, 0)\nE       AssertionError: assert datetime.datetime(2026, 11, 8, 9, 0) == datetime.datetime(2026, 11, 9, 9, 0)\n1 failed in 0.08s", rc=1, ev="call"),
    ]
A(case(
    "scheduler-weekday-field", "claude", "model_confusion", "",
    "After its first edit applied, the agent re-issued the identical edit (now failing: string not found) and the identical test run five more times without reading the file again; the watchdog killed the loop.",
    ticket("SCH-301", "Weekday cron fields fire on Sunday",
           "`0 9 * * MON-FRI` fires on Sunday 09:00 and not Monday. Python's weekday() is Monday=0 while the cron\n"
           "table in `scheduler/cron.py` is Sunday=0. Also check `_expand` for ranges.",
           ["`MON-FRI` matches Monday to Friday", "`pytest tests/test_cron.py` passes"],
           ["scheduler/cron.py"]),
    steps, cwd=W, result={"success": False, "summary": "terminated by watchdog (loop)", "exit_code": 143},
    watchdog={"reason_code": "loop", "message": "identical tool call repeated 6 times: Bash(python -m pytest tests/test_cron.py -x -q)", "tool_name": "Bash", "call_count": 6},
))

# ------------------------------------------------------------------ git restore oscillation between two designs (codex)
W = "/workspace/rate-buckets"
steps = [
    think("**Understanding limiter design**\n\nThe token bucket map is accessed from HTTP handlers and a refill goroutine."),
    read(W + "/internal/bucket/store.go", "type Store struct {\n\tbuckets map[string]*Bucket\n}\n\nfunc (s *Store) Take(key string) bool {\n\tb, ok := s.buckets[key]\n\tif !ok {\n\t\tb = newBucket()\n\t\ts.buckets[key] = b\n\t}\n\treturn b.take()\n}"),
]
designs = [
    ("a sync.Mutex around the map", "type Store struct {\n\tmu      sync.Mutex\n\tbuckets map[string]*Bucket\n}"),
    ("a sync.Map instead of the plain map", "type Store struct {\n\tbuckets sync.Map\n}"),
]
for i in range(5):
    label, new = designs[i % 2]
    steps += [
        think("**Switching approach**\n\nI'll use %s." % label),
        edit(W + "/internal/bucket/store.go", "type Store struct {\n\tbuckets map[string]*Bucket\n}", new, ev=True),
        sh("go test -race ./internal/bucket/ 2>&1 | tail -n 2", "ok  \tgithub.com/acme/rate-buckets/internal/bucket\t1.204s" if i % 2 == 0 else "--- FAIL: TestRefillDuringTake (0.31s)\n    store_test.go:58: tokens = 11, want <= 10\nFAIL", rc=0 if i % 2 == 0 else 1),
        think("**Reconsidering**\n\n" + ("The mutex serialises all keys; that will hurt throughput at 40k rps. Let me undo and try sync.Map." if i % 2 == 0 else "sync.Map makes the refill race visible; go back to the previous approach.")),
        sh("git restore internal/bucket/store.go && git status --short", "", ev="call"),
    ]
steps += [done("I tried both a mutex and sync.Map for the bucket store. The mutex version passes the race tests but may limit throughput; the sync.Map version has a refill race. I haven't settled on either, so the file is unchanged.", ok=False)]
A(case(
    "bucket-store-concurrency", "codex", "model_confusion", "",
    "The agent alternated five times between a mutex and a sync.Map design, restoring the file with `git restore` after each (including after the passing mutex version), ending with no change.",
    ticket("RB-45", "concurrent map writes panic in bucket store",
           "Production panicked with `fatal error: concurrent map writes` in `internal/bucket/store.go`. Make the\n"
           "store safe for concurrent use; a mutex is fine, p99 budget is generous.",
           ["`go test -race ./...` passes", "No panics under the load test"],
           ["internal/bucket/store.go"]),
    steps, cwd=W, summary="No changes produced.",
))

# ------------------------------------------------------------------ invented helper; pip install of a non-existent package (osmia)
W = "/srv/app/payments-sync"
A(case(
    "payments-sync-backoff-helper", "osmia", "model_confusion", "dependency_missing",
    "The agent imported retry_with_backoff from the project's own app.utils.retry, which only defines `retry`, then tried to pip-install a package of that invented name and kept re-adding the import; the ImportError and 'No matching distribution' are self-inflicted.",
    ticket("PSY-230", "Retry PSP status polling with backoff",
           "`sync_pending_payments` gives up on the first 502 from the PSP. Use the existing `app.utils.retry.retry`\n"
           "decorator (exponential backoff, max 4 tries) around `fetch_status`.",
           ["fetch_status retried on 5xx with backoff", "`pytest tests/test_sync.py` passes"],
           ["app/sync.py"]),
    [
        say("I'll add backoff to the PSP polling using our retry utilities."),
        read(W + "/app/sync.py", "from app.psp import client\n\n\ndef fetch_status(payment_id):\n    return client.get(f\"/payments/{payment_id}\").json()[\"status\"]\n\n\ndef sync_pending_payments(db):\n    for p in db.pending_payments():\n        p.status = fetch_status(p.psp_id)"),
        edit(W + "/app/sync.py", "from app.psp import client", "from app.psp import client\nfrom app.utils.retry import retry_with_backoff", ev=True),
        edit(W + "/app/sync.py", "def fetch_status(payment_id):", "@retry_with_backoff(max_tries=4, on=(PspServerError,))\ndef fetch_status(payment_id):"),
        sh("pytest tests/test_sync.py -q 2>&1 | tail -n 5", "ImportError while importing test module '/srv/app/payments-sync/tests/test_sync.py'.\ntests/test_sync.py:3: in <module>\n    from app.sync import sync_pending_payments\napp/sync.py:2: in <module>\n    from app.utils.retry import retry_with_backoff\nE   ImportError: cannot import name 'retry_with_backoff' from 'app.utils.retry' (/srv/app/payments-sync/app/utils/retry.py)", rc=2, ev=True),
        say("The helper isn't available; it must come from a package. Installing it."),
        sh("pip install retry-with-backoff", "ERROR: Could not find a version that satisfies the requirement retry-with-backoff (from versions: none)\nERROR: No matching distribution found for retry-with-backoff", rc=1, ev="call"),
        grep("def ", "app/utils/retry.py:8:def retry(tries=4, base=0.5, exceptions=(Exception,)):\napp/utils/retry.py:24:def _sleep(seconds):", W + "/app/utils/retry.py"),
        say("I'll implement retry_with_backoff in app/utils/retry.py then."),
        edit(W + "/app/utils/retry.py", "def _sleep(seconds):", "def retry_with_backoff(max_tries=4, on=(Exception,)):\n    return retry_with_backoff(max_tries=max_tries, on=on)\n\n\ndef _sleep(seconds):", ev=True),
        sh("pytest tests/test_sync.py -q 2>&1 | tail -n 3", "app/utils/retry.py:25: in retry_with_backoff\n    return retry_with_backoff(max_tries=max_tries, on=on)\nE   RecursionError: maximum recursion depth exceeded\n1 error in 0.41s", rc=2),
        sh("git checkout -- app/utils/retry.py", "", ev="call"),
        sh("pip install backoff-retry retry_with_backoff 2>&1 | tail -n 2", "ERROR: Could not find a version that satisfies the requirement backoff-retry (from versions: none)\nERROR: No matching distribution found for backoff-retry", rc=1, ev="call"),
        edit(W + "/app/sync.py", "from app.utils.retry import retry_with_backoff", "from app.utils.retry import retry_with_backoff  # noqa: F401", ev=True),
        sh("pytest tests/test_sync.py -q 2>&1 | tail -n 2", "E   ImportError: cannot import name 'retry_with_backoff' from 'app.utils.retry' (/srv/app/payments-sync/app/utils/retry.py)\n1 error in 0.22s", rc=2),
        done("retry_with_backoff is not available in this environment (not on PyPI under that name), so the backoff cannot be wired in.", ok=False),
    ],
    cwd=W, engine="aider", summary="tests/test_sync.py import error.",
))

# ------------------------------------------------------------------ migration file created, deleted, recreated; upgrade/downgrade churn (transcript)
W = "/home/dev/catalog-svc"
steps = [
    say("I'll add the column with an Alembic migration."),
    sh("alembic heads", "4f2a9c1d7e30 (head)"),
]
for i, (rev, name) in enumerate([("a1b2c3d4e5f6", "add_gtin"), ("b7c8d9e0f1a2", "products_gtin"), ("c3d4e5f6a7b8", "add_gtin_column"), ("d9e0f1a2b3c4", "gtin")]):
    steps += [
        sh("alembic revision -m '%s'" % name.replace("_", " "), "  Generating /home/dev/catalog-svc/alembic/versions/%s_%s.py ...  done" % (rev, name), ev="call"),
        edit("%s/alembic/versions/%s_%s.py" % (W, rev, name), "def upgrade() -> None:\n    pass", "def upgrade() -> None:\n    op.add_column(\"products\", sa.Column(\"gtin\", sa.String(14), nullable=True))"),
        sh("alembic upgrade head && alembic downgrade -1", "INFO  [alembic.runtime.migration] Running upgrade 4f2a9c1d7e30 -> %s, %s\nINFO  [alembic.runtime.migration] Running downgrade %s -> 4f2a9c1d7e30, %s" % (rev, name.replace("_", " "), rev, name.replace("_", " "))),
        think("Maybe the revision name should follow the team's naming convention; I'll delete it and regenerate." if i % 2 == 0 else "Actually I'm not sure the downgrade is right with an index later; start over with a fresh revision."),
        sh("rm alembic/versions/%s_%s.py" % (rev, name), "", ev="call"),
    ]
steps += [done("I haven't settled on the migration yet; there is no migration file in the tree right now.")]
A(case(
    "catalog-svc-gtin-column", "claude-transcript", "model_confusion", "",
    "The agent generated, applied, rolled back and deleted an equivalent migration four times under different names, ending with nothing committed.",
    ticket("CAT-260", "Add GTIN column to products",
           "Marketplaces require a GTIN. Add a nullable `gtin varchar(14)` column to `products` with an\n"
           "Alembic migration and expose it in `ProductOut`.",
           ["Migration adds `products.gtin`", "`ProductOut.gtin` in API responses", "`pytest` passes"],
           ["alembic/versions/", "catalog/schemas.py"]),
    steps, cwd=W, summary="No migration in the working tree.",
))

# ------------------------------------------------------------------ recovers from a missing module, then oscillates (codex)
W = "/workspace/session-cache"
steps = [
    think("**Running tests**\n\nStart by running the cache tests."),
    sh("pytest -q tests/test_cache.py 2>&1 | tail -n 4", "ImportError while loading conftest '/workspace/session-cache/tests/conftest.py'.\ntests/conftest.py:2: in <module>\n    import redis\nE   ModuleNotFoundError: No module named 'redis'", rc=4),
    sh("pip install -r requirements-dev.txt 2>&1 | tail -n 1", "Successfully installed async-timeout-4.0.3 fakeredis-2.23.2 redis-5.0.7 sortedcontainers-2.4.0"),
    sh("pytest -q tests/test_cache.py 2>&1 | tail -n 6", "F...\n>       assert cache.get(\"s-1\") is None\nE       AssertionError: assert {'user': 7} is None\ntests/test_cache.py:29: AssertionError\n1 failed, 3 passed in 0.31s", rc=1),
    read(W + "/session_cache/cache.py", "def set(self, key, value, ttl=None):\n    self.r.set(self._k(key), json.dumps(value))\n    if ttl:\n        self.r.expire(self._k(key), ttl)"),
]
for i in range(4):
    if i % 2 == 0:
        steps += [edit(W + "/session_cache/cache.py", "    self.r.set(self._k(key), json.dumps(value))\n    if ttl:\n        self.r.expire(self._k(key), ttl)", "    self.r.set(self._k(key), json.dumps(value), ex=ttl)", ev=True)]
    else:
        steps += [edit(W + "/session_cache/cache.py", "    self.r.set(self._k(key), json.dumps(value), ex=ttl)", "    self.r.set(self._k(key), json.dumps(value))\n    if ttl:\n        self.r.expire(self._k(key), ttl)", ev=True)]
    steps += [
        sh("pytest -q tests/test_cache.py 2>&1 | tail -n 2", "E       AssertionError: assert {'user': 7} is None\n1 failed, 3 passed in 0.30s", rc=1),
        think("**Reverting**\n\n" + ("That didn't change anything; restore the original two-step version." if i % 2 == 0 else "The original has the same result; switch back to the atomic ex= version.")),
    ]
steps += [done("Both ways of setting the TTL give the same failure; I'm leaving the atomic `ex=` variant out for now.", ok=False)]
A(case(
    "session-cache-ttl-expiry", "codex", "model_confusion", "dependency_missing",
    "After correctly installing the missing redis module, the agent flipped between two equivalent ways of setting the TTL four times; the test (which advances a fake clock the code never consults) kept failing identically.",
    ticket("SC-19", "Sessions don't expire after logout-timeout",
           "`SessionCache.get` returns sessions whose TTL elapsed when the fake clock is used in tests; in prod\n"
           "we rely on Redis TTL. Make `get` check the stored `expires_at` against the injected clock.",
           ["`get` returns None after expires_at", "`pytest tests/test_cache.py` passes"],
           ["session_cache/cache.py"]),
    steps, cwd=W, summary="tests failing; no net change.",
))

# ------------------------------------------------------------------ alternating Optional / null check edits, watchdog thrashing (osmia)
W = "/workspace/loyalty-java"
steps = [
    say("Looking at the tier calculation."),
    read(W + "/src/main/java/com/acme/loyalty/TierService.java", "public Tier tierFor(Member m) {\n    long points = m.getLifetimePoints();\n    return tiers.stream().filter(t -> points >= t.threshold()).reduce((a, b) -> b).orElseThrow();\n}"),
    sh("./mvnw -q test -Dtest=TierServiceTest 2>&1 | tail -n 3", "[ERROR] TierServiceTest.newMemberIsBronze:22 » NullPointer Cannot invoke \"java.lang.Long.longValue()\" because the return value of \"com.acme.loyalty.Member.getLifetimePoints()\" is null\n[ERROR] Tests run: 5, Failures: 0, Errors: 1, Skipped: 0", rc=1),
]
variants = [
    ("    long points = m.getLifetimePoints();", "    long points = Optional.ofNullable(m.getLifetimePoints()).orElse(0L);"),
    ("    long points = Optional.ofNullable(m.getLifetimePoints()).orElse(0L);", "    long points = m.getLifetimePoints() == null ? 0L : m.getLifetimePoints();"),
    ("    long points = m.getLifetimePoints() == null ? 0L : m.getLifetimePoints();", "    long points = Optional.ofNullable(m.getLifetimePoints()).orElse(0L);"),
    ("    long points = Optional.ofNullable(m.getLifetimePoints()).orElse(0L);", "    long points = m.getLifetimePoints() == null ? 0L : m.getLifetimePoints();"),
    ("    long points = m.getLifetimePoints() == null ? 0L : m.getLifetimePoints();", "    long points = Optional.ofNullable(m.getLifetimePoints()).orElse(0L);"),
    ("    long points = Optional.ofNullable(m.getLifetimePoints()).orElse(0L);", "    long points = m.getLifetimePoints() == null ? 0L : m.getLifetimePoints();"),
]
for i, (old, new) in enumerate(variants):
    steps += [
        edit(W + "/src/main/java/com/acme/loyalty/TierService.java", old, new, ev=True),
        sh("./mvnw -q test -Dtest=TierServiceTest 2>&1 | tail -n 2", "[ERROR] TierServiceTest.newMemberIsBronze:23 expected: <BRONZE> but was: <null>\n[ERROR] Tests run: 5, Failures: 1, Errors: 0, Skipped: 0", rc=1),
    ]
    if i in (1, 3):
        steps.append(say("The Optional form reads better; switching back." if i == 1 else "A plain ternary avoids the allocation; switching again."))
A(case(
    "loyalty-tier-null-points", "osmia", "model_confusion", "",
    "The agent rewrote the same null guard back and forth between Optional and a ternary six times; the remaining failure (no tier has threshold 0) was never addressed. The watchdog flagged the thrashing.",
    ticket("LOYJ-77", "New members have no tier",
           "Members without any points get a NullPointerException in `TierService.tierFor`. Treat missing points\n"
           "as 0 and make sure BRONZE (threshold 0) is returned.",
           ["New members are BRONZE", "`./mvnw test` passes"],
           ["src/main/java/com/acme/loyalty/TierService.java", "src/main/resources/tiers.yml"]),
    steps, cwd=W, engine="claude-code", result=False,
    watchdog={"reason_code": "thrashing", "message": "TierService.java line 14 rewritten 6 times alternating between 2 variants", "tool_name": "Edit", "call_count": 6},
))
