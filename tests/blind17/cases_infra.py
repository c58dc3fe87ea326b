"""Cases where the platform, not the code, ended the run (memory, disk, network, provider)."""
from gen_lib import api_error, case, done, edit, grep, notice, read, say, sh, think, ticket, write

CASES = []
A = CASES.append

# ------------------------------------------------------------------ Gradle daemon killed (memory)
W = "/workspace/ledger-api"
A(case(
    "ledger-settlement-rows", "claude", "infra_failure", "",
    "The container ran out of memory during the Gradle build: the daemon vanished and the retry was SIGKILLed (exit 137), so the run died with the fix untested.",
    ticket("PAY-2291", "Settlement report lists split payments twice",
           "Finance noticed the daily settlement CSV contains two rows for every payment that was split across\n"
           "two cards. The repository query joins `payment_parts` and returns one row per part instead of one\n"
           "row per payment.",
           ["Each payment appears once in `/api/v1/settlements/{date}` and in the CSV export",
            "Amount column is the sum of the parts",
            "`./gradlew build` passes"],
           ["settlement/src/main/java/com/acme/ledger/settlement/SettlementReportRepository.java"]),
    [
        say("I'll look at the settlement report query first."),
        sh("git status --short && git log --oneline -3", "a41c9e2 PAY-2270 add settlement CSV export\n9d02b71 bump testcontainers to 1.19.7\n51f0aa3 PAY-2251 currency rounding in reports"),
        grep("payment_parts", W + "/settlement/src/main/java/com/acme/ledger/settlement/SettlementReportRepository.java:41:            JOIN payment_parts pp ON pp.payment_id = p.id\n" + W + "/settlement/src/main/resources/db/migration/V37__payment_parts.sql:1:CREATE TABLE payment_parts (", W),
        read(W + "/settlement/src/main/java/com/acme/ledger/settlement/SettlementReportRepository.java",
             "package com.acme.ledger.settlement;\n\nimport java.time.LocalDate;\nimport java.util.List;\nimport org.springframework.jdbc.core.simple.JdbcClient;\nimport org.springframework.stereotype.Repository;\n\n@Repository\npublic class SettlementReportRepository {\n    private final JdbcClient jdbc;\n\n    public SettlementReportRepository(JdbcClient jdbc) {\n        this.jdbc = jdbc;\n    }\n\n    public List<SettlementRow> forDate(LocalDate day) {\n        return jdbc.sql(\"\"\"\n            SELECT p.id, p.merchant_id, p.currency, pp.amount_minor AS amount_minor\n            FROM payments p\n            JOIN payment_parts pp ON pp.payment_id = p.id\n            WHERE p.settled_on = :day\n            ORDER BY p.id\n            \"\"\")\n            .param(\"day\", day)\n            .query(SettlementRow.class)\n            .list();\n    }\n}"),
        think("The join yields one row per part. Aggregate with SUM and GROUP BY p.id, p.merchant_id, p.currency."),
        edit(W + "/settlement/src/main/java/com/acme/ledger/settlement/SettlementReportRepository.java",
             "SELECT p.id, p.merchant_id, p.currency, pp.amount_minor AS amount_minor\n            FROM payments p\n            JOIN payment_parts pp ON pp.payment_id = p.id\n            WHERE p.settled_on = :day\n            ORDER BY p.id",
             "SELECT p.id, p.merchant_id, p.currency, SUM(pp.amount_minor) AS amount_minor\n            FROM payments p\n            JOIN payment_parts pp ON pp.payment_id = p.id\n            WHERE p.settled_on = :day\n            GROUP BY p.id, p.merchant_id, p.currency\n            ORDER BY p.id"),
        read(W + "/settlement/src/test/java/com/acme/ledger/settlement/SettlementReportRepositoryTest.java",
             "@JdbcTest\n@Testcontainers\nclass SettlementReportRepositoryTest {\n    @Container\n    static PostgreSQLContainer<?> pg = new PostgreSQLContainer<>(\"postgres:16-alpine\");\n\n    @Test\n    void returnsSettledPaymentsForDay() { ... }\n}"),
        edit(W + "/settlement/src/test/java/com/acme/ledger/settlement/SettlementReportRepositoryTest.java",
             "    @Test\n    void returnsSettledPaymentsForDay() { ... }",
             "    @Test\n    void returnsSettledPaymentsForDay() { ... }\n\n    @Test\n    void splitPaymentIsOneRowWithSummedAmount() {\n        insertPayment(7L, \"EUR\", LocalDate.of(2026, 10, 2), 1200, 800);\n        var rows = repo.forDate(LocalDate.of(2026, 10, 2));\n        assertThat(rows).singleElement().extracting(SettlementRow::amountMinor).isEqualTo(2000L);\n    }"),
        sh("./gradlew :settlement:test --tests '*SettlementReportRepositoryTest*'",
           "> Task :settlement:compileJava\n> Task :settlement:compileTestJava\n> Task :settlement:test\n\nSettlementReportRepositoryTest > returnsSettledPaymentsForDay() PASSED\n\nSettlementReportRepositoryTest > splitPaymentIsOneRowWithSummedAmount() PASSED\n\nBUILD SUCCESSFUL in 1m 12s\n5 actionable tasks: 3 executed, 2 up-to-date"),
        say("The focused tests pass. Now the full build, as the acceptance criteria ask."),
        sh("./gradlew build",
           "> Task :common:compileJava UP-TO-DATE\n> Task :settlement:compileJava UP-TO-DATE\n> Task :ledger-app:compileJava\n> Task :ledger-app:compileTestJava\n> Task :ledger-app:test\n\nLedgerApplicationIT > contextLoads() PASSED\n\nPaymentsFlowIT > settlesCardPayment() PASSED\n\n> Task :ledger-app:test\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nGradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n> Get more help at https://help.gradle.org.\n\nBUILD FAILED in 3m 41s",
           rc=1, ev=True),
        say("The Gradle daemon died mid-build. I'll retry without the daemon to see whether it was a transient crash."),
        sh("free -m && ./gradlew build --no-daemon -Dorg.gradle.jvmargs=-Xmx1g",
           "               total        used        free      shared  buff/cache   available\nMem:            3942        3611          97           2         233         131\nSwap:              0           0           0\nTo honour the JVM settings for this build a single-use Daemon process will be forked.\nDaemon will be stopped at the end of the build\n> Task :ledger-app:compileJava UP-TO-DATE\n> Task :ledger-app:test\nKilled",
           rc=137, ev=True),
    ],
    cwd=W, model="claude-sonnet-4-5-20250929", result={"success": False, "summary": "claude-code exited with code 137 (SIGKILL) before producing a result", "exit_code": 137},
))

# ------------------------------------------------------------------ cc1plus killed compiling librocksdb-sys
W = "/workspace/tilestore"
A(case(
    "tilestore-compaction-metrics", "codex", "infra_failure", "dependency_missing",
    "Compiling librocksdb-sys was killed by the kernel ('Killed signal terminated program cc1plus') twice, even with one job: the sandbox ran out of memory, nothing was missing.",
    ticket("STOR-318", "Expose compaction metrics on /metrics",
           "Operators want to see RocksDB compaction backlog. Add two Prometheus gauges fed from the\n"
           "`rocksdb.estimate-pending-compaction-bytes` and `rocksdb.num-running-compactions` properties.",
           ["Gauges `tilestore_pending_compaction_bytes` and `tilestore_running_compactions` are registered",
            "Values refresh every 15s from the DB properties", "`cargo test` passes"],
           ["src/metrics.rs", "src/db.rs"]),
    [
        think("**Scanning metrics module**\n\nI'll read src/metrics.rs and src/db.rs to see how gauges are registered and how the DB handle is shared."),
        sh("ls && sed -n '1,40p' Cargo.toml", "Cargo.lock\nCargo.toml\nREADME.md\nbenches\nsrc\ntests\n[package]\nname = \"tilestore\"\nversion = \"0.9.1\"\nedition = \"2021\"\n\n[dependencies]\nrocksdb = { version = \"0.22\", default-features = false, features = [\"lz4\"] }\nprometheus = \"0.13\"\ntokio = { version = \"1\", features = [\"rt-multi-thread\", \"macros\", \"time\"] }\naxum = \"0.7\"\ntracing = \"0.1\"\n"),
        read(W + "/src/metrics.rs", "use once_cell::sync::Lazy;\nuse prometheus::{register_int_counter, IntCounter};\n\npub static WRITES: Lazy<IntCounter> =\n    Lazy::new(|| register_int_counter!(\"tilestore_writes_total\", \"Tile writes\").unwrap());"),
        read(W + "/src/db.rs", "pub struct Store {\n    db: rocksdb::DB,\n}\n\nimpl Store {\n    pub fn open(path: &Path) -> anyhow::Result<Self> { ... }\n    pub fn inner(&self) -> &rocksdb::DB { &self.db }\n}"),
        say("I'll add the two gauges and a refresher task that reads the DB properties every 15 seconds."),
        edit(W + "/src/metrics.rs", "pub static WRITES", "pub static PENDING_COMPACTION: Lazy<IntGauge> = ...\npub static RUNNING_COMPACTIONS: Lazy<IntGauge> = ...\npub static WRITES"),
        edit(W + "/src/db.rs", "pub fn inner", "pub fn refresh_compaction_metrics(&self) { ... }\n    pub fn inner"),
        edit(W + "/src/main.rs", "let app = ", "tokio::spawn(metrics::refresh_loop(store.clone()));\n    let app = "),
        sh("cargo build 2>&1 | tail -n 30",
           "   Compiling libc v0.2.155\n   Compiling cc v1.0.98\n   Compiling glob v0.3.1\n   Compiling bindgen v0.69.4\n   Compiling librocksdb-sys v0.16.0+8.10.0\nerror: failed to run custom build command for `librocksdb-sys v0.16.0+8.10.0`\n\nCaused by:\n  process didn't exit successfully: `/workspace/tilestore/target/debug/build/librocksdb-sys-9c1e07d2b4a3f5e8/build-script-build` (exit status: 1)\n  --- stdout\n  cargo:rerun-if-changed=rocksdb/\n  TARGET = Some(\"x86_64-unknown-linux-gnu\")\n  running: \"c++\" \"-O0\" \"-ffunction-sections\" \"-fdata-sections\" \"-fPIC\" \"-g\" \"-std=c++17\" \"-I\" \"rocksdb/include/\" \"-c\" \"rocksdb/db/db_impl/db_impl_compaction_flush.cc\"\n  cargo:warning=c++: fatal error: Killed signal terminated program cc1plus\n  cargo:warning=compilation terminated.\n  exit status: 1\n\n  --- stderr\n\n  error occurred: Command \"c++\" \"-O0\" \"-ffunction-sections\" \"-fdata-sections\" \"-fPIC\" \"-g\" \"-std=c++17\" \"-c\" \"rocksdb/db/db_impl/db_impl_compaction_flush.cc\" with args \"c++\" did not execute successfully (status code exit status: 1).",
           rc=0, ev=True),
        think("**Investigating build failure**\n\ncc1plus was killed, that is usually the OOM killer when many C++ units compile in parallel. I'll retry with a single job and check available memory."),
        sh("nproc; cat /sys/fs/cgroup/memory.max; CARGO_BUILD_JOBS=1 cargo build 2>&1 | tail -n 8",
           "16\n2147483648\n   Compiling librocksdb-sys v0.16.0+8.10.0\n  cargo:warning=c++: fatal error: Killed signal terminated program cc1plus\n  cargo:warning=compilation terminated.\n  exit status: 1\n\n  error occurred: Command \"c++\" \"-O0\" \"-std=c++17\" \"-c\" \"rocksdb/db/db_impl/db_impl.cc\" with args \"c++\" did not execute successfully (status code exit status: 1).",
           rc=0, ev=True),
        sh("which clang libclang.so 2>/dev/null; ls /usr/lib/llvm-*/lib/libclang.so* | head -3", "/usr/bin/clang\n/usr/lib/llvm-16/lib/libclang.so.1"),
        done("I implemented the two gauges and the refresh task (src/metrics.rs, src/db.rs, src/main.rs), but I could not build or test them: compiling the bundled RocksDB C++ sources is killed (`Killed signal terminated program cc1plus`) even with `CARGO_BUILD_JOBS=1`. The sandbox has a 2 GiB memory limit. The toolchain (clang/libclang) is present, so this needs a larger runner.", ok=False),
    ],
    cwd=W, summary="Run ended without a passing build (cargo build failed).",
))

# ------------------------------------------------------------------ private index unreachable, later ModuleNotFoundError
W = "/srv/app/reports"
A(case(
    "reports-vat-breakdown", "osmia", "infra_failure", "dependency_missing",
    "The private package index could not be resolved (DNS 'Temporary failure in name resolution', curl could not resolve host), so the install failed; the later 'No module named psycopg' is a consequence.",
    ticket("RPT-77", "VAT breakdown per country in the monthly report",
           "The monthly revenue report (`reports/monthly.py`) only shows a VAT total. Accounting needs the\n"
           "VAT broken down per country code, using the existing `vat_rates` table.",
           ["`MonthlyReport.vat_by_country` returns a dict of country code to Decimal",
            "The Django admin report page renders the breakdown",
            "`pytest reports/tests` passes"],
           ["reports/monthly.py", "reports/tests/test_monthly.py"]),
    [
        say("Let me set up the environment and look at the report module."),
        sh("python --version && ls", "Python 3.12.4\nconftest.py\nmanage.py\npytest.ini\nreports\nrequirements\nsettings"),
        read(W + "/requirements/dev.txt", "-r base.txt\npytest==8.2.2\npytest-django==4.8.0\nfactory-boy==3.3.0"),
        read(W + "/requirements/base.txt", "--index-url https://pypi.internal.acme.io/simple\nDjango==5.0.7\npsycopg[binary]==3.1.18\nrequests==2.32.3"),
        sh("pip install -r requirements/dev.txt",
           "Looking in indexes: https://pypi.internal.acme.io/simple\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f9b1c2e6a50>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/django/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f9b1c2e6d10>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/django/\nWARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f9b1c2e7090>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/django/\nERROR: Could not find a version that satisfies the requirement Django==5.0.7 (from versions: none)\nERROR: No matching distribution found for Django==5.0.7",
           rc=1, ev=True),
        read(W + "/reports/monthly.py", "from decimal import Decimal\n\nfrom django.db.models import Sum\n\nfrom billing.models import Invoice\n\n\nclass MonthlyReport:\n    def __init__(self, year, month):\n        self.year, self.month = year, month\n\n    def invoices(self):\n        return Invoice.objects.filter(issued_at__year=self.year, issued_at__month=self.month)\n\n    def vat_total(self) -> Decimal:\n        return self.invoices().aggregate(s=Sum(\"vat_amount\"))[\"s\"] or Decimal(\"0\")"),
        edit(W + "/reports/monthly.py", "    def vat_total(self) -> Decimal:", "    def vat_by_country(self) -> dict[str, Decimal]:\n        rows = self.invoices().values(\"customer__country\").annotate(s=Sum(\"vat_amount\"))\n        return {r[\"customer__country\"]: r[\"s\"] or Decimal(\"0\") for r in rows}\n\n    def vat_total(self) -> Decimal:"),
        edit(W + "/reports/tests/test_monthly.py", "def test_vat_total", "def test_vat_by_country(invoice_factory):\n    invoice_factory(customer__country=\"DE\", vat_amount=Decimal(\"19.00\"))\n    invoice_factory(customer__country=\"FR\", vat_amount=Decimal(\"20.00\"))\n    assert MonthlyReport(2026, 10).vat_by_country() == {\"DE\": Decimal(\"19.00\"), \"FR\": Decimal(\"20.00\")}\n\n\ndef test_vat_total"),
        sh("pytest reports/tests -q",
           "ImportError while loading conftest '/srv/app/reports/conftest.py'.\nconftest.py:3: in <module>\n    import psycopg\nE   ModuleNotFoundError: No module named 'psycopg'",
           rc=4),
        say("The test dependencies never got installed. Let me check whether the package index is reachable at all."),
        sh("curl -sS -o /dev/null -w '%{http_code}\\n' https://pypi.internal.acme.io/simple/ ; getent hosts pypi.internal.acme.io || echo 'no DNS answer'",
           "curl: (6) Could not resolve host: pypi.internal.acme.io\nno DNS answer", rc=6, ev=True),
        sh("pip install --index-url https://pypi.org/simple psycopg[binary]==3.1.18",
           "Looking in indexes: https://pypi.org/simple\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f2c4b1d0a10>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/psycopg/\nERROR: Could not find a version that satisfies the requirement psycopg[binary]==3.1.18 (from versions: none)\nERROR: No matching distribution found for psycopg[binary]==3.1.18",
           rc=1),
        say("No hostname resolves from this pod, public or internal, so I cannot install the requirements or run the tests. The code change is in place but unverified."),
        done("Implemented vat_by_country and a test, but the environment has no DNS resolution; dependencies could not be installed and tests could not run.", ok=False),
    ],
    cwd=W, engine="aider", summary="Acceptance command `pytest reports/tests` exited 4.",
))

# ------------------------------------------------------------------ Postgres: no space left on device
W = "/home/dev/outbox-relay"
A(case(
    "outbox-relay-partial-index", "claude-transcript", "infra_failure", "",
    "The migration failed because Postgres could not extend a file: 'No space left on device' on a full Docker volume (df shows 100%), not because of the migration SQL.",
    ticket("EVT-540", "Partial index for unprocessed outbox events",
           "The relay's poll query `SELECT ... FROM outbox_events WHERE processed_at IS NULL ORDER BY id LIMIT 500`\n"
           "does a sequential scan on a 40M row table. Add a partial index and a goose migration for it.",
           ["New goose migration creates `outbox_events_unprocessed_idx` on (id) WHERE processed_at IS NULL",
            "`goose up` then `goose down` both succeed against the compose database",
            "`go test ./...` passes"],
           ["migrations/", "internal/relay/poll.go"]),
    [
        say("I'll check the migrations folder and how the relay polls."),
        sh("ls migrations && sed -n '1,30p' internal/relay/poll.go", "20260611090000_create_outbox.sql\n20260902120000_add_outbox_attempts.sql\npackage relay\n\nconst pollSQL = `SELECT id, topic, payload FROM outbox_events WHERE processed_at IS NULL ORDER BY id LIMIT $1`"),
        read("/home/dev/outbox-relay/migrations/20260902120000_add_outbox_attempts.sql", "-- +goose Up\nALTER TABLE outbox_events ADD COLUMN attempts int NOT NULL DEFAULT 0;\n\n-- +goose Down\nALTER TABLE outbox_events DROP COLUMN attempts;"),
        write("/home/dev/outbox-relay/migrations/20261112100000_outbox_unprocessed_idx.sql",
              "-- +goose Up\nCREATE INDEX outbox_events_unprocessed_idx ON outbox_events (id) WHERE processed_at IS NULL;\n\n-- +goose Down\nDROP INDEX outbox_events_unprocessed_idx;\n"),
        sh("docker compose up -d db && sleep 3 && docker compose ps", "[+] Running 1/1\n ✔ Container outbox-relay-db-1  Started\nNAME                 IMAGE                COMMAND                  SERVICE   STATUS\noutbox-relay-db-1    postgres:16-alpine   \"docker-entrypoint.s…\"   db        Up 3 seconds (healthy)"),
        sh("make seed-large", "go run ./cmd/seed -rows 2000000\nseeded 2000000 outbox_events in 48.1s"),
        sh("goose -dir migrations postgres \"$DATABASE_URL\" up",
           "2026/11/12 10:14:03 OK   20260611090000_create_outbox.sql (12.4ms)\n2026/11/12 10:14:03 OK   20260902120000_add_outbox_attempts.sql (8.1ms)\n2026/11/12 10:14:11 goose run: ERROR 20261112100000_outbox_unprocessed_idx.sql: failed to run SQL migration: failed to execute SQL query \"CREATE INDEX outbox_events_unprocessed_idx ON outbox_events (id) WHERE processed_at IS NULL;\": ERROR: could not extend file \"base/16384/24719\": No space left on device (SQLSTATE 53100)",
           rc=1, ev=True),
        sh("docker compose logs db --tail 5", "db-1  | 2026-11-12 10:14:11.402 UTC [61] ERROR:  could not extend file \"base/16384/24719\": No space left on device\ndb-1  | 2026-11-12 10:14:11.402 UTC [61] HINT:  Check free disk space.\ndb-1  | 2026-11-12 10:14:11.402 UTC [61] STATEMENT:  CREATE INDEX outbox_events_unprocessed_idx ON outbox_events (id) WHERE processed_at IS NULL;"),
        sh("df -h /var/lib/docker /tmp", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /var/lib/docker\n/dev/nvme0n1     50G   31G   17G  65% /", ev=True),
        sh("docker system prune -f", "Error response from daemon: a prune operation is already running", rc=1),
        sh("go test ./... 2>&1 | tail -n 4", "ok  \tgithub.com/acme/outbox-relay/internal/relay\t0.412s\nok  \tgithub.com/acme/outbox-relay/internal/store\t0.088s\n?   \tgithub.com/acme/outbox-relay/cmd/seed\t[no test files]"),
        done("The migration file is written, but it could not be applied: the Docker volume is full (100% of 20G used), so Postgres fails with `No space left on device`. The up/down check is still outstanding."),
    ],
    cwd=W, result=False,
))

# ------------------------------------------------------------------ provider usage limit while a missing module is open
W = "/app/notify"
A(case(
    "notify-digest-batching", "claude", "infra_failure", "dependency_missing",
    "The Claude usage limit ended the session; the open 'No module named celery' was about to be handled (the agent had just said it would install the requirements).",
    ticket("NTF-203", "Batch daily digest emails per tenant",
           "The `send_daily_digest` Celery task sends one SMTP message per subscriber. Batch recipients per tenant\n"
           "(max 50 per message, BCC) to stay under the provider's rate.",
           ["At most ceil(n/50) messages per tenant", "Existing unsubscribe filter still applies",
            "`pytest tests/test_digest.py` passes"],
           ["notify/tasks/digest.py"]),
    [
        say("Let me read the digest task and its tests."),
        sh("git log --oneline -3 -- notify/tasks", "c0a7d11 NTF-190 render digest with jinja\n81e2f4b NTF-174 skip unsubscribed users\n3b9d6a0 initial notify service"),
        sh("ls notify notify/tasks tests", "notify:\n__init__.py\ncelery_app.py\nmail.py\nmodels.py\ntasks\nutils.py\n\nnotify/tasks:\n__init__.py\ndigest.py\nreminders.py\n\ntests:\nconftest.py\ntest_digest.py\ntest_reminders.py"),
        read(W + "/notify/tasks/digest.py", "from notify.celery_app import app\nfrom notify.mail import send\nfrom notify.models import Subscriber\n\n\n@app.task\ndef send_daily_digest(tenant_id: int) -> int:\n    sent = 0\n    for sub in Subscriber.active_for(tenant_id):\n        send(to=[sub.email], subject=\"Your daily digest\", body=render(sub))\n        sent += 1\n    return sent"),
        read(W + "/tests/test_digest.py", "from notify.tasks.digest import send_daily_digest\n\n\ndef test_sends_one_message_per_subscriber(outbox, tenant_with_subscribers):\n    tenant = tenant_with_subscribers(3)\n    assert send_daily_digest(tenant.id) == 3\n    assert len(outbox) == 3"),
        grep("def chunked", "notify/utils.py:12:def chunked(iterable, size):", "notify"),
        read(W + "/notify/mail.py", "def send(to, subject, body, bcc=None):\n    msg = EmailMessage()\n    msg[\"To\"] = \", \".join(to)\n    if bcc:\n        msg[\"Bcc\"] = \", \".join(bcc)\n    msg[\"Subject\"] = subject\n    msg.set_content(body)\n    _smtp().send_message(msg)"),
        edit(W + "/notify/tasks/digest.py",
             "    sent = 0\n    for sub in Subscriber.active_for(tenant_id):\n        send(to=[sub.email], subject=\"Your daily digest\", body=render(sub))\n        sent += 1\n    return sent",
             "    sent = 0\n    for batch in chunked(Subscriber.active_for(tenant_id), 50):\n        send(to=[], bcc=[s.email for s in batch], subject=\"Your daily digest\", body=render_batch(batch))\n        sent += 1\n    return sent"),
        edit(W + "/tests/test_digest.py",
             "def test_sends_one_message_per_subscriber(outbox, tenant_with_subscribers):\n    tenant = tenant_with_subscribers(3)\n    assert send_daily_digest(tenant.id) == 3\n    assert len(outbox) == 3",
             "def test_batches_recipients_per_tenant(outbox, tenant_with_subscribers):\n    tenant = tenant_with_subscribers(120)\n    assert send_daily_digest(tenant.id) == 3\n    assert [len(m.bcc) for m in outbox] == [50, 50, 20]"),
        sh("python -m pytest tests/test_digest.py -q",
           "ImportError while loading conftest '/app/notify/tests/conftest.py'.\ntests/conftest.py:4: in <module>\n    from notify.celery_app import app\nnotify/celery_app.py:1: in <module>\n    from celery import Celery\nE   ModuleNotFoundError: No module named 'celery'",
           rc=4),
        say("Celery isn't installed in this interpreter. I'll install the project's requirements and rerun the tests."),
        api_error("Claude AI usage limit reached|1764633600"),
    ],
    cwd=W, result={"success": False, "summary": "Claude AI usage limit reached|1764633600", "exit_code": 1},
))

# ------------------------------------------------------------------ codex usage limit, Go service
W = "/workspace/rate-gateway"
A(case(
    "gateway-header-propagation", "codex", "infra_failure", "",
    "The Codex account hit its usage limit ('You've hit your usage limit ... try again in 1 day') and the turn failed mid-task; the earlier test failure was being worked on normally.",
    ticket("GW-1187", "Propagate X-Request-ID to upstream gRPC calls",
           "Requests entering the gateway carry `X-Request-ID`, but the id is lost when we call the accounts\n"
           "service over gRPC. Put it into outgoing metadata as `x-request-id`.",
           ["Outgoing gRPC metadata contains `x-request-id` when the HTTP header is present",
            "A unit test covers the interceptor", "`go test ./...` passes"],
           ["internal/upstream/interceptor.go"]),
    [
        think("**Exploring interceptor code**\n\nI'll open the upstream package to see how the client connection is built and whether a unary interceptor already exists."),
        sh("ls internal/upstream && sed -n '1,60p' internal/upstream/client.go", "client.go\ninterceptor.go\ninterceptor_test.go\npackage upstream\n\nfunc Dial(ctx context.Context, target string) (*grpc.ClientConn, error) {\n\treturn grpc.DialContext(ctx, target,\n\t\tgrpc.WithTransportCredentials(insecure.NewCredentials()),\n\t\tgrpc.WithChainUnaryInterceptor(timingInterceptor),\n\t)\n}\n"),
        read(W + "/internal/upstream/interceptor.go", "package upstream\n\nfunc timingInterceptor(ctx context.Context, method string, req, reply any, cc *grpc.ClientConn, invoker grpc.UnaryInvoker, opts ...grpc.CallOption) error {\n\tstart := time.Now()\n\terr := invoker(ctx, method, req, reply, cc, opts...)\n\tupstreamLatency.WithLabelValues(method).Observe(time.Since(start).Seconds())\n\treturn err\n}"),
        grep("RequestIDFromContext", "internal/httpx/requestid.go:18:func RequestIDFromContext(ctx context.Context) (string, bool) {", "internal"),
        say("I'll add a `requestIDInterceptor` that copies the id into outgoing metadata and chain it before the timing interceptor."),
        edit(W + "/internal/upstream/interceptor.go", "func timingInterceptor", "func requestIDInterceptor(...) error { ... }\n\nfunc timingInterceptor"),
        edit(W + "/internal/upstream/client.go", "grpc.WithChainUnaryInterceptor(timingInterceptor)", "grpc.WithChainUnaryInterceptor(requestIDInterceptor, timingInterceptor)"),
        edit(W + "/internal/upstream/interceptor_test.go", "func TestTimingInterceptor", "func TestRequestIDInterceptorSetsMetadata(t *testing.T) { ... }\n\nfunc TestTimingInterceptor"),
        sh("go test ./internal/upstream/... 2>&1 | tail -n 20",
           "--- FAIL: TestRequestIDInterceptorSetsMetadata (0.00s)\n    interceptor_test.go:41: metadata x-request-id = [], want [req-123]\nFAIL\nFAIL\tgithub.com/acme/rate-gateway/internal/upstream\t0.019s\nFAIL", rc=1),
        think("**Debugging metadata**\n\nThe test reads incoming metadata from ctx, but the interceptor writes outgoing metadata. The test must use metadata.FromOutgoingContext on the ctx that reaches the invoker."),
        edit(W + "/internal/upstream/interceptor_test.go", "md, _ := metadata.FromIncomingContext(gotCtx)", "md, _ := metadata.FromOutgoingContext(gotCtx)"),
        sh("go test ./internal/upstream/... 2>&1 | tail -n 5", "ok  \tgithub.com/acme/rate-gateway/internal/upstream\t0.021s"),
        sh("go test ./... 2>&1 | tail -n 12",
           "ok  \tgithub.com/acme/rate-gateway/internal/httpx\t0.044s\n--- FAIL: TestLimiterBurst (2.00s)\n    limiter_test.go:77: context deadline exceeded waiting for token\nFAIL\nFAIL\tgithub.com/acme/rate-gateway/internal/limiter\t2.013s\nok  \tgithub.com/acme/rate-gateway/internal/upstream\t0.020s\nFAIL", rc=1),
        think("**Checking limiter test**\n\nTestLimiterBurst fails in a package I did not touch. I'll check whether it fails on the base commit too."),
        api_error("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 1 day 6 hours 12 minutes."),
    ],
    cwd=W, summary="codex exec exited 1: turn failed",
))

# ------------------------------------------------------------------ pod evicted: ephemeral storage
W = "/workspace/fulfilment"
A(case(
    "fulfilment-carrier-backoff", "osmia", "infra_failure", "",
    "The agent pod was evicted by Kubernetes because the node ran low on ephemeral storage; the run was cut off mid-test, independent of the code.",
    ticket("FUL-902", "Retry carrier label API on 503 with backoff",
           "`CarrierClient.CreateLabelAsync` gives up on the first 503 from the carrier. Retry up to 3 times\n"
           "with exponential backoff (Polly is already referenced).",
           ["Up to 3 retries on 503 and 429, none on 4xx", "Backoff 200ms, 400ms, 800ms (injectable for tests)",
            "`dotnet test` passes"],
           ["src/Fulfilment.Carriers/CarrierClient.cs"]),
    [
        say("I'll look at the carrier client and the existing Polly setup."),
        sh("dotnet --version && ls src tests", "8.0.404\nsrc:\nFulfilment.Api\nFulfilment.Carriers\nFulfilment.Domain\n\ntests:\nFulfilment.Carriers.Tests\nFulfilment.Domain.Tests"),
        read(W + "/src/Fulfilment.Carriers/CarrierClient.cs", "public sealed class CarrierClient(HttpClient http, ILogger<CarrierClient> log)\n{\n    public async Task<Label> CreateLabelAsync(Shipment s, CancellationToken ct)\n    {\n        using var resp = await http.PostAsJsonAsync(\"labels\", LabelRequest.From(s), ct);\n        resp.EnsureSuccessStatusCode();\n        return (await resp.Content.ReadFromJsonAsync<Label>(cancellationToken: ct))!;\n    }\n}"),
        read(W + "/src/Fulfilment.Api/Program.cs", "builder.Services.AddHttpClient<CarrierClient>(c => c.BaseAddress = new Uri(cfg[\"Carrier:BaseUrl\"]!));"),
        edit(W + "/src/Fulfilment.Api/Program.cs", "builder.Services.AddHttpClient<CarrierClient>(c => c.BaseAddress = new Uri(cfg[\"Carrier:BaseUrl\"]!));",
             "builder.Services.AddHttpClient<CarrierClient>(c => c.BaseAddress = new Uri(cfg[\"Carrier:BaseUrl\"]!))\n    .AddPolicyHandler(CarrierPolicies.Retry(CarrierPolicies.DefaultDelays));"),
        write(W + "/src/Fulfilment.Carriers/CarrierPolicies.cs", "public static class CarrierPolicies\n{\n    public static readonly TimeSpan[] DefaultDelays = [TimeSpan.FromMilliseconds(200), TimeSpan.FromMilliseconds(400), TimeSpan.FromMilliseconds(800)];\n\n    public static IAsyncPolicy<HttpResponseMessage> Retry(TimeSpan[] delays) =>\n        Policy<HttpResponseMessage>\n            .HandleResult(r => r.StatusCode is HttpStatusCode.ServiceUnavailable or HttpStatusCode.TooManyRequests)\n            .WaitAndRetryAsync(delays);\n}\n"),
        write(W + "/tests/Fulfilment.Carriers.Tests/CarrierPoliciesTests.cs", "public class CarrierPoliciesTests\n{\n    [Fact]\n    public async Task Retries_three_times_on_503() { ... }\n\n    [Fact]\n    public async Task Does_not_retry_on_400() { ... }\n}\n"),
        sh("dotnet restore 2>&1 | tail -n 3", "  Restored /workspace/fulfilment/tests/Fulfilment.Carriers.Tests/Fulfilment.Carriers.Tests.csproj (in 2.31 sec).\n  Restored /workspace/fulfilment/src/Fulfilment.Api/Fulfilment.Api.csproj (in 2.9 sec).\n  4 of 6 projects are up-to-date for restore."),
        sh("dotnet build -c Release 2>&1 | tail -n 4", "  Fulfilment.Carriers -> /workspace/fulfilment/src/Fulfilment.Carriers/bin/Release/net8.0/Fulfilment.Carriers.dll\n  Fulfilment.Api -> /workspace/fulfilment/src/Fulfilment.Api/bin/Release/net8.0/Fulfilment.Api.dll\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
        say("Build is green. Running the full test suite, including the integration tests that spin up the API."),
        sh("dotnet test -c Release --logger 'console;verbosity=normal' 2>&1 | tail -n 6", "  Passed Fulfilment.Carriers.Tests.CarrierPoliciesTests.Retries_three_times_on_503 [812 ms]\n  Passed Fulfilment.Carriers.Tests.CarrierPoliciesTests.Does_not_retry_on_400 [3 ms]\n  Starting test execution, please wait...\n  A total of 1 test files matched the specified pattern.\n  Building Fulfilment.Api.IntegrationTests image..."),
        notice("Pod osmia-run-fulfilment-7f3c2 evicted: The node was low on resource: ephemeral-storage. Threshold quantity: 10Gi, available: 7893412Ki. Container agent was using 13Gi, request is 0, has larger consumption of ephemeral-storage.", ev=True),
        done("Agent pod terminated before the task finished (Evicted).", ok=False, ev=True),
    ],
    cwd=W, engine="claude-code", summary="Pod evicted (ephemeral-storage); run did not complete.", exit_code=143,
))

# ------------------------------------------------------------------ Maven central unreachable
W = "/home/dev/billing"
A(case(
    "billing-jdbc-driver-bump", "claude-transcript", "infra_failure", "dependency_missing",
    "Maven could not reach repo.maven.apache.org (Connect timed out, curl cannot connect to port 443), so the new driver artifact could not be downloaded; the artifact itself exists.",
    ticket("BIL-1402", "Upgrade PostgreSQL JDBC driver to 42.7.3",
           "Security flagged CVE-2024-1597 in org.postgresql:postgresql 42.6.0. Bump the driver in\n"
           "`billing-service/pom.xml` to 42.7.3 and make sure the repository tests still pass.",
           ["`org.postgresql:postgresql` is 42.7.3", "`./mvnw -pl billing-service verify` passes"],
           ["billing-service/pom.xml"]),
    [
        say("Let me find where the driver version is declared."),
        grep("postgresql", "pom.xml:31:        <postgresql.version>42.6.0</postgresql.version>\nbilling-service/pom.xml:58:            <artifactId>postgresql</artifactId>", "/home/dev/billing"),
        read("/home/dev/billing/pom.xml", "  <properties>\n    <java.version>21</java.version>\n    <spring-boot.version>3.2.5</spring-boot.version>\n    <postgresql.version>42.6.0</postgresql.version>\n    <testcontainers.version>1.19.7</testcontainers.version>\n  </properties>"),
        edit("/home/dev/billing/pom.xml", "<postgresql.version>42.6.0</postgresql.version>", "<postgresql.version>42.7.3</postgresql.version>"),
        sh("./mvnw -q -pl billing-service verify",
           "[ERROR] Failed to execute goal on project billing-service: Could not resolve dependencies for project com.acme:billing-service:jar:1.14.0-SNAPSHOT: Failed to collect dependencies at org.postgresql:postgresql:jar:42.7.3: Failed to read artifact descriptor for org.postgresql:postgresql:jar:42.7.3: The following artifacts could not be resolved: org.postgresql:postgresql:pom:42.7.3 (absent): Could not transfer artifact org.postgresql:postgresql:pom:42.7.3 from/to central (https://repo.maven.apache.org/maven2): Connect to repo.maven.apache.org:443 [repo.maven.apache.org/146.75.116.215] failed: Connect timed out -> [Help 1]\n[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n[ERROR] Re-run Maven using the -X switch to enable full debug logging.",
           rc=1, ev=True),
        say("Maven can't reach Central. Let me check connectivity and whether a mirror is configured."),
        sh("cat ~/.m2/settings.xml 2>/dev/null | head -20; curl -sS -m 20 -I https://repo.maven.apache.org/maven2/ | head -1",
           "curl: (28) Connection timed out after 20001 milliseconds", rc=28, ev=True),
        sh("ls ~/.m2/repository/org/postgresql/postgresql/", "42.6.0"),
        sh("./mvnw -o -q -pl billing-service verify",
           "[ERROR] Failed to execute goal on project billing-service: Could not resolve dependencies for project com.acme:billing-service:jar:1.14.0-SNAPSHOT: Cannot access central (https://repo.maven.apache.org/maven2) in offline mode and the artifact org.postgresql:postgresql:jar:42.7.3 has not been downloaded from it before. -> [Help 1]",
           rc=1),
        sh("git diff --stat", " pom.xml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        done("The version bump is done in pom.xml, but I couldn't verify it: the sandbox can't connect to repo.maven.apache.org (connect timed out) and 42.7.3 isn't in the local repository."),
    ],
    cwd=W, summary="verify step failed: mvn exited 1",
))

# ------------------------------------------------------------------ Anthropic API overloaded, code-under-test timeouts in the stream
W = "/app/storefront"
A(case(
    "storefront-webhook-client", "claude", "infra_failure", "",
    "The session ended on repeated API 529 'overloaded_error' responses from the provider; the Net::OpenTimeout lines are the code under test, whose tests the agent had just fixed.",
    ticket("SHOP-3310", "Webhook client should give up after 5s, not 60s",
           "`WebhookDelivery#deliver` uses Net::HTTP defaults, so a dead merchant endpoint blocks a Sidekiq\n"
           "thread for a minute. Set open/read timeouts to 5s and record the failure on the delivery.",
           ["open_timeout and read_timeout are 5 seconds", "A timeout marks the delivery `failed` with reason `timeout`",
            "`bin/rails test test/models/webhook_delivery_test.rb` passes"],
           ["app/models/webhook_delivery.rb"]),
    [
        say("I'll read the delivery model and its test."),
        read(W + "/app/models/webhook_delivery.rb", "class WebhookDelivery < ApplicationRecord\n  belongs_to :merchant\n\n  def deliver\n    uri = URI(merchant.webhook_url)\n    res = Net::HTTP.post(uri, payload.to_json, \"Content-Type\" => \"application/json\")\n    update!(status: res.is_a?(Net::HTTPSuccess) ? :delivered : :failed, response_code: res.code)\n  end\nend"),
        read(W + "/test/models/webhook_delivery_test.rb", "class WebhookDeliveryTest < ActiveSupport::TestCase\n  test \"marks delivered on 200\" do\n    stub_request(:post, \"https://merchant.test/hook\").to_return(status: 200)\n    d = webhook_deliveries(:pending)\n    d.deliver\n    assert_equal \"delivered\", d.reload.status\n  end\nend"),
        edit(W + "/app/models/webhook_delivery.rb",
             "    uri = URI(merchant.webhook_url)\n    res = Net::HTTP.post(uri, payload.to_json, \"Content-Type\" => \"application/json\")\n    update!(status: res.is_a?(Net::HTTPSuccess) ? :delivered : :failed, response_code: res.code)",
             "    uri = URI(merchant.webhook_url)\n    res = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == \"https\", open_timeout: 5, read_timeout: 5) do |http|\n      http.post(uri.path, payload.to_json, \"Content-Type\" => \"application/json\")\n    end\n    update!(status: res.is_a?(Net::HTTPSuccess) ? :delivered : :failed, response_code: res.code)\n  rescue Net::OpenTimeout, Net::ReadTimeout\n    update!(status: :failed, failure_reason: \"timeout\")"),
        edit(W + "/test/models/webhook_delivery_test.rb", "end\nend", "end\n\n  test \"marks failed with timeout reason\" do\n    stub_request(:post, \"https://merchant.test/hook\").to_timeout\n    d = webhook_deliveries(:pending)\n    d.deliver\n    assert_equal [\"failed\", \"timeout\"], [d.reload.status, d.failure_reason]\n  end\nend"),
        sh("bin/rails test test/models/webhook_delivery_test.rb",
           "Running 2 tests in a single process (parallelization threshold is 50)\nRun options: --seed 40211\n\n# Running:\n\nE\n\nError:\nWebhookDeliveryTest#test_marks_failed_with_timeout_reason:\nActiveModel::UnknownAttributeError: unknown attribute 'failure_reason' for WebhookDelivery.\n    app/models/webhook_delivery.rb:12:in `rescue in deliver'\n    app/models/webhook_delivery.rb:4:in `deliver'\n    Net::OpenTimeout: execution expired\n\n.\n\nFinished in 0.213s, 9.3897 runs/s, 4.6948 assertions/s.\n2 runs, 1 assertions, 0 failures, 1 errors, 0 skips",
           rc=1),
        say("The column doesn't exist yet; I'll add a migration for `failure_reason`."),
        sh("bin/rails g migration AddFailureReasonToWebhookDeliveries failure_reason:string && bin/rails db:migrate", "      invoke  active_record\n      create    db/migrate/20261108101522_add_failure_reason_to_webhook_deliveries.rb\n== 20261108101522 AddFailureReasonToWebhookDeliveries: migrating ==============\n-- add_column(:webhook_deliveries, :failure_reason, :string)\n   -> 0.0031s\n== 20261108101522 AddFailureReasonToWebhookDeliveries: migrated (0.0032s) ====="),
        sh("bin/rails test test/models/webhook_delivery_test.rb",
           "Running 2 tests in a single process (parallelization threshold is 50)\nRun options: --seed 7731\n\n# Running:\n\n..\n\nFinished in 0.188s, 10.6383 runs/s, 10.6383 assertions/s.\n2 runs, 2 assertions, 0 failures, 0 errors, 0 skips"),
        say("Both pass. Next I'll run the whole model suite to make sure nothing else depends on the old behaviour."),
        api_error("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVh7kPq2Tn4XgE8bWzR1m\"}"),
    ],
    cwd=W, result={"success": False, "summary": "API Error: 529 overloaded_error", "exit_code": 1},
))

# ------------------------------------------------------------------ crates.io index host not resolvable
W = "/workspace/ingest-worker"
A(case(
    "ingest-worker-structured-logs", "codex", "infra_failure", "dependency_missing",
    "cargo could not resolve index.crates.io ('Couldn't resolve host name'), so the new tracing crate could not be fetched; the later 'no matching package' only comes from --offline mode.",
    ticket("ING-88", "Structured JSON logs in the ingest worker",
           "Replace the `println!` logging in the Kafka ingest worker with `tracing` + `tracing-subscriber`\n"
           "(JSON formatter) so logs can be parsed by Loki.",
           ["`tracing` and `tracing-subscriber` (json feature) are dependencies", "No `println!` left in src/",
            "`cargo test` passes"],
           ["src/main.rs", "src/consumer.rs", "Cargo.toml"]),
    [
        think("**Planning logging migration**\n\nFirst I'll grep for println! to see how many call sites there are, then add the crates with cargo add."),
        grep("println!", "src/main.rs:14:    println!(\"starting ingest worker, brokers={}\", cfg.brokers);\nsrc/consumer.rs:40:        println!(\"committed offset {} on {}\", off, tp);\nsrc/consumer.rs:57:            println!(\"decode error: {e}\");", "src/"),
        sh("cargo add tracing@0.1 tracing-subscriber@0.3 --features tracing-subscriber/json",
           "    Updating crates.io index\nwarning: spurious network error (3 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nwarning: spurious network error (2 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nwarning: spurious network error (1 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nerror: failed to get `tracing` as a dependency of package `ingest-worker v0.4.2 (/workspace/ingest-worker)`\n\nCaused by:\n  download of config.json failed\n\nCaused by:\n  failed to download from `https://index.crates.io/config.json`\n\nCaused by:\n  [6] Couldn't resolve host name (Could not resolve host: index.crates.io)",
           rc=101, ev=True),
        sh("cat /etc/resolv.conf; getent hosts index.crates.io || echo unresolved", "nameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\nunresolved", ev=True),
        say("DNS doesn't resolve crates.io from here. I'll add the dependencies to Cargo.toml by hand and try an offline build in case they're in the local registry cache."),
        edit(W + "/Cargo.toml", "[dependencies]", "[dependencies]\ntracing = \"0.1\"\ntracing-subscriber = { version = \"0.3\", features = [\"json\"] }"),
        edit(W + "/src/main.rs", "    println!(\"starting ingest worker, brokers={}\", cfg.brokers);", "    tracing_subscriber::fmt().json().init();\n    tracing::info!(brokers = %cfg.brokers, \"starting ingest worker\");"),
        edit(W + "/src/consumer.rs", "        println!(\"committed offset {} on {}\", off, tp);", "        tracing::debug!(offset = off, partition = %tp, \"committed offset\");"),
        edit(W + "/src/consumer.rs", "            println!(\"decode error: {e}\");", "            tracing::warn!(error = %e, \"decode error\");"),
        sh("cargo build --offline",
           "error: no matching package named `tracing` found\nlocation searched: registry `crates-io`\nrequired by package `ingest-worker v0.4.2 (/workspace/ingest-worker)`\nAs a reminder, you're using offline mode (--offline) which can sometimes cause surprising resolution failures, if this error is too confusing you may wish to retry without the offline flag.",
           rc=101),
        sh("ls ~/.cargo/registry/cache/*/ | grep -c . ; ls ~/.cargo/registry/cache/*/ | grep -i tracing || true", "87"),
        done("Code changes are in place (Cargo.toml, src/main.rs, src/consumer.rs) but unbuilt: index.crates.io does not resolve from this environment and the crates aren't in the local cache, so cargo cannot fetch `tracing`.", ok=False),
    ],
    cwd=W, summary="cargo build failed (exit 101)",
))

# ------------------------------------------------------------------ surefire fork killed, container OOMKilled
W = "/workspace/orders-service"
A(case(
    "orders-idempotency-key", "osmia", "infra_failure", "",
    "The failsafe fork died with exit code 137 and the orchestrator reports an OOM kill of the java process at the container's 3Gi limit: the platform killed the build.",
    ticket("ORD-611", "Honour Idempotency-Key on POST /orders",
           "Mobile clients retry order creation on flaky connections and we get duplicate orders. Store the\n"
           "`Idempotency-Key` header with the order and return the existing order on a repeat.",
           ["Same key + same body returns the first order with 200", "Same key + different body returns 422",
            "`mvn verify` passes"],
           ["src/main/java/com/acme/orders/api/OrderController.java", "src/main/resources/db/migration/"]),
    [
        say("Reading the controller and the Flyway migrations."),
        sh("ls src/main/resources/db/migration/", "V1__orders.sql\nV2__order_lines.sql\nV3__order_status_idx.sql"),
        read(W + "/src/main/java/com/acme/orders/api/OrderController.java", "@RestController\n@RequestMapping(\"/orders\")\nclass OrderController {\n    private final OrderService orders;\n\n    @PostMapping\n    ResponseEntity<OrderDto> create(@Valid @RequestBody CreateOrder cmd) {\n        return ResponseEntity.status(201).body(orders.create(cmd));\n    }\n}"),
        write(W + "/src/main/resources/db/migration/V4__order_idempotency_key.sql", "ALTER TABLE orders ADD COLUMN idempotency_key varchar(64);\nALTER TABLE orders ADD COLUMN request_hash char(64);\nCREATE UNIQUE INDEX orders_idempotency_key_uq ON orders (idempotency_key) WHERE idempotency_key IS NOT NULL;\n"),
        edit(W + "/src/main/java/com/acme/orders/api/OrderController.java",
             "    ResponseEntity<OrderDto> create(@Valid @RequestBody CreateOrder cmd) {\n        return ResponseEntity.status(201).body(orders.create(cmd));",
             "    ResponseEntity<OrderDto> create(@RequestHeader(name = \"Idempotency-Key\", required = false) String key,\n                                    @Valid @RequestBody CreateOrder cmd) {\n        var result = orders.createIdempotent(key, cmd);\n        return ResponseEntity.status(result.created() ? 201 : 200).body(result.order());"),
        edit(W + "/src/main/java/com/acme/orders/OrderService.java", "    public OrderDto create(CreateOrder cmd) {", "    public CreateResult createIdempotent(String key, CreateOrder cmd) { ... }\n\n    public OrderDto create(CreateOrder cmd) {"),
        write(W + "/src/test/java/com/acme/orders/api/IdempotencyIT.java", "@SpringBootTest(webEnvironment = RANDOM_PORT)\n@Testcontainers\nclass IdempotencyIT {\n    @Test void repeatReturnsFirstOrder() { ... }\n    @Test void differentBodyIs422() { ... }\n}\n"),
        sh("mvn -q -DskipITs test", "[INFO] Tests run: 48, Failures: 0, Errors: 0, Skipped: 0"),
        sh("mvn verify 2>&1 | tail -n 14",
           "[INFO] Running com.acme.orders.api.IdempotencyIT\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-failsafe-plugin:3.2.5:integration-test (default) on project orders-service: \n[ERROR] \n[ERROR] Please refer to /workspace/orders-service/target/failsafe-reports for the individual test results.\n[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.\n[ERROR] ExecutionException The forked VM terminated without properly saying goodbye. VM crash or System.exit called?\n[ERROR] Command was /bin/sh -c cd /workspace/orders-service && /opt/java/openjdk/bin/java -Xmx2g -jar /workspace/orders-service/target/surefire/surefirebooter-20261114101512_3.jar /workspace/orders-service/target/surefire 2026-11-14T10-15-09_880-jvmRun1 surefire-20261114101512_1tmp surefire_0-20261114101512_2tmp\n[ERROR] Error occurred in starting fork, check output in log\n[ERROR] Process Exit Code: 137",
           rc=1, ev=True),
        notice("oom_kill event in pod osmia-run-orders-2b81, container agent: process java (pid 4188) killed, memory limit 3Gi reached", ev=True),
        say("The forked JVM was killed with 137 while the Postgres test container was also running; the container limit is 3Gi. I can't complete verification in this pod."),
        done("Implementation done, `mvn verify` could not complete: forked JVM killed (exit 137).", ok=False),
    ],
    cwd=W, summary="OOM kill in agent container during `mvn verify`.", exit_code=137,
))
