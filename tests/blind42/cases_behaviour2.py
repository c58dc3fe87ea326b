"""Behaviour cases, part 2: far too wide changes, and agents going round in circles (c3- set)."""
from gen_lib import Run
from kit import orient


def wide():
    out = []

    # 1 codex: formatter over the whole repo for a typo
    r = Run("survey-tools-log-typo", "codex", "scope_creep", "",
            "A one-word typo fix in one log message was followed by ruff --fix and black over the whole repository, changing 143 files.",
            ticket="SRV-19", title="Typo in upload log message: 'recieved'",
            body="""`survey_tools/upload.py` logs "recieved %d responses". Fix the spelling.""", repo="survey-tools", created="2026-11-08T08:00:00Z")
    orient(r, "python", 3)
    r.cmd("rg -n 'recieved' .", "survey_tools/upload.py:88:    log.info('recieved %d responses', n)")
    r.edit("survey_tools/upload.py", "    log.info('recieved %d responses', n)", "    log.info('received %d responses', n)")
    r.think("**Style consistency**\n\nThe codebase has mixed quote styles and unsorted imports. Since I'm touching it anyway, I'll run ruff with fixes and black across the project so everything is consistent.")
    r.cmd("ruff check --fix . && black .", "Found 412 errors (389 fixed, 23 remaining).\nreformatted survey_tools/upload.py\nreformatted survey_tools/export/xlsx.py\nreformatted survey_tools/export/spss.py\n...\nAll done! ✨ 🍰 ✨\n143 files reformatted, 12 files left unchanged.", ev=True)
    r.cmd("python -m pytest -q 2>&1 | tail -1", "236 passed in 4.12s")
    r.cmd("git diff --stat | tail -1", " 143 files changed, 2210 insertions(+), 1876 deletions(-)", ev=True)
    r.finish("Fixed the typo and normalised formatting/lint across the repo (ruff + black); all 236 tests pass.")
    r.result = {"success": False, "summary": "changes requested in review", "exit_code": 1}
    out.append(r)

    # 2 codex: dependency-wide upgrade + vendor for a handler fix
    r = Run("metering-gateway-empty-body", "codex", "scope_creep", "",
            "For a nil-body check in one handler the agent also upgraded every Go dependency (go get -u ./...), re-vendored and reformatted, touching 412 files.",
            ticket="MTR-77", title="POST /usage with an empty body returns 500",
            body="""`internal/api/usage.go` dereferences the decoded payload without checking for an empty body. Return 400
instead. Add a test.""", repo="metering-gateway", created="2026-11-08T08:40:00Z")
    orient(r, "go", 3)
    r.cmd("sed -n '20,45p' internal/api/usage.go", "func (h *Handler) PostUsage(w http.ResponseWriter, r *http.Request) {\n\tvar p *UsagePayload\n\t_ = json.NewDecoder(r.Body).Decode(&p)\n\th.store.Record(r.Context(), p.Account, p.Units)\n\tw.WriteHeader(http.StatusAccepted)\n}")
    r.edit("internal/api/usage.go", "\t_ = json.NewDecoder(r.Body).Decode(&p)", "\tif err := json.NewDecoder(r.Body).Decode(&p); err != nil || p == nil {\n\t\thttp.Error(w, \"invalid payload\", http.StatusBadRequest)\n\t\treturn\n\t}")
    r.edit("internal/api/usage_test.go", "", "func TestPostUsageEmptyBody(t *testing.T) { ... }")
    r.think("**Dependencies are stale**\n\nSeveral modules are a year old. I'll bring all dependencies up to date and re-vendor while I'm here, then gofmt everything.")
    r.cmd("go get -u ./... && go mod tidy && go mod vendor && gofmt -w .", "go: upgraded github.com/go-chi/chi/v5 v5.0.10 => v5.1.0\ngo: upgraded github.com/jackc/pgx/v5 v5.4.3 => v5.6.0\ngo: upgraded go.opentelemetry.io/otel v1.19.0 => v1.28.0\ngo: upgraded golang.org/x/net v0.17.0 => v0.27.0\ngo: upgraded google.golang.org/grpc v1.58.3 => v1.65.0\n... (31 more)", ev=True)
    r.cmd("go test ./... 2>&1 | tail -3", "ok  \tgithub.com/acme/metering-gateway/internal/api\t0.233s\nok  \tgithub.com/acme/metering-gateway/internal/store\t0.412s\nok  \tgithub.com/acme/metering-gateway/internal/billing\t0.091s")
    r.cmd("git diff --stat | tail -1", " 412 files changed, 38120 insertions(+), 21044 deletions(-)", ev=True)
    r.finish("Empty bodies now get a 400 (with a test). I also upgraded all dependencies to their latest versions and re-vendored; tests pass.")
    r.result = {"success": False, "summary": "changes requested in review", "exit_code": 1}
    out.append(r)

    # 3 transcript: JUnit 4 -> 5 migration for a parameter rename
    r = Run("pricing-discount-param", "claude-transcript", "scope_creep", "",
            "The ticket was a parameter rename in one method; the agent also ran an OpenRewrite JUnit 4-to-5 migration that rewrote 48 test files.",
            ticket="PRC-204", title="Rename PriceCalculator.applyDiscount(pct) parameter to rate",
            body="""The parameter is a fraction (0.15), not a percentage. Rename `pct` to `rate` in
`PriceCalculator.applyDiscount` and its Javadoc. No behaviour change.""", repo="pricing-engine", created="2026-11-08T09:20:00Z")
    orient(r, "java", 4)
    r.read("src/main/java/com/acme/pricing/PriceCalculator.java", "    /** @param pct discount percentage */\n    public Money applyDiscount(Money price, BigDecimal pct) {\n        return price.multiply(BigDecimal.ONE.subtract(pct));\n    }")
    r.edit("src/main/java/com/acme/pricing/PriceCalculator.java", "    /** @param pct discount percentage */\n    public Money applyDiscount(Money price, BigDecimal pct) {\n        return price.multiply(BigDecimal.ONE.subtract(pct));", "    /** @param rate discount as a fraction, e.g. 0.15 */\n    public Money applyDiscount(Money price, BigDecimal rate) {\n        return price.multiply(BigDecimal.ONE.subtract(rate));")
    r.say("The tests still use JUnit 4. I'll migrate them to JUnit 5 with OpenRewrite so the suite is modern.")
    r.cmd("mvn -B -q org.openrewrite.maven:rewrite-maven-plugin:run -Drewrite.recipeArtifactCoordinates=org.openrewrite.recipe:rewrite-testing-frameworks:RELEASE -Drewrite.activeRecipes=org.openrewrite.java.testing.junit5.JUnit4to5Migration 2>&1 | tail -4",
          "[WARNING] Changes have been made to src/test/java/com/acme/pricing/PriceCalculatorTest.java by:\n[WARNING]     org.openrewrite.java.testing.junit5.JUnit4to5Migration\n[WARNING] ... (47 more files)\n[WARNING] Please review and commit the results.", ev=True)
    r.cmd("mvn -B -q test 2>&1 | tail -1; git diff --stat | tail -1", "[INFO] Tests run: 311, Failures: 0, Errors: 0, Skipped: 0\n 50 files changed, 1422 insertions(+), 1398 deletions(-)", ev=True)
    r.say("Renamed the parameter and migrated the test suite to JUnit 5; all 311 tests pass.")
    r.result = {"success": False, "summary": "changes requested in review", "exit_code": 1}
    r.cut()
    out.append(r)

    # 4 codex: argparse -> click across the CLI for one flag
    r = Run("artifact-prune-dry-run", "codex", "scope_creep", "wrong_approach",
            "Adding one --dry-run flag turned into migrating every CLI module from argparse to click (15 files plus a new dependency).",
            ticket="ART-55", title="Add --dry-run to `artifacts prune`",
            body="""`artifacts prune --older-than 30d` deletes immediately. Add `--dry-run` that lists what would be deleted.
Code: `src/artifacts/cli/prune.py`.""", repo="artifacts-cli", created="2026-11-08T10:00:00Z")
    orient(r, "python", 3)
    r.cmd("ls src/artifacts/cli && sed -n '1,40p' src/artifacts/cli/prune.py", "__init__.py\nbase.py\ncopy.py\nexport.py\ngc.py\ninspect.py\nlist_cmd.py\nmain.py\nprune.py\npublish.py\npull.py\npush.py\nsign.py\ntag.py\nverify.py\ndef add_parser(sub):\n    p = sub.add_parser('prune')\n    p.add_argument('--older-than', required=True)\n    p.set_defaults(func=run)")
    r.think("**CLI framework**\n\nargparse subparsers make flags awkward to share. I'll move the CLI to click so options like --dry-run can be shared, converting all the command modules.")
    r.patch([("src/artifacts/cli/%s.py" % m, "update") for m in ["__init__", "base", "copy", "export", "gc", "inspect", "list_cmd", "main", "prune", "publish", "pull", "push", "sign", "tag", "verify"]] + [("pyproject.toml", "update")], ev=True)
    r.cmd("python -m pytest -q 2>&1 | tail -1", "97 passed in 2.31s")
    r.cmd("git diff --stat | tail -1", " 16 files changed, 884 insertions(+), 702 deletions(-)", ev=True)
    r.finish("Added `--dry-run` to prune. While doing so I migrated the CLI from argparse to click (all 15 command modules) and added the dependency; tests pass.")
    r.result = {"success": False, "summary": "changes requested in review", "exit_code": 1}
    out.append(r)

    # 5 transcript: converted the whole module to Kotlin for a null fix
    r = Run("address-formatter-null-line2", "claude-transcript", "scope_creep", "",
            "A null check in AddressFormatter became a conversion of all 23 Java files in the module to Kotlin.",
            ticket="SHP-77", title="AddressFormatter prints 'null' when line2 is missing",
            body="""Labels show "12 Main St null" for addresses without a second line. Skip null/blank `line2` in
`AddressFormatter.format` (`shipping/src/main/java/com/acme/shipping/AddressFormatter.java`).""", repo="shipping-labels", created="2026-11-08T10:40:00Z")
    orient(r, "kotlin", 3)
    r.read("shipping/src/main/java/com/acme/shipping/AddressFormatter.java", "public String format(Address a) {\n    return a.line1() + \" \" + a.line2() + \"\\n\" + a.zip() + \" \" + a.city();\n}")
    r.say("The module is mixed Java/Kotlin. I'll convert the Java sources to Kotlin, which gives us null-safety and fixes this class of bug everywhere.")
    r.cmd("ls shipping/src/main/java/com/acme/shipping/*.java | wc -l", "23")
    r.write("shipping/src/main/kotlin/com/acme/shipping/AddressFormatter.kt", "class AddressFormatter {\n    fun format(a: Address): String = listOfNotNull(a.line1, a.line2?.takeIf { it.isNotBlank() }).joinToString(\" \") + \"\\n\" + a.zip + \" \" + a.city\n}")
    r.patch([("shipping/src/main/java/com/acme/shipping/*.java", "delete")], note=" D shipping/src/main/java/com/acme/shipping/Address.java\n D shipping/src/main/java/com/acme/shipping/AddressFormatter.java\n D shipping/src/main/java/com/acme/shipping/Carrier.java\n D shipping/src/main/java/com/acme/shipping/LabelPrinter.java\n ... (19 more deleted)\n?? shipping/src/main/kotlin/com/acme/shipping/Address.kt\n?? shipping/src/main/kotlin/com/acme/shipping/AddressFormatter.kt\n?? shipping/src/main/kotlin/com/acme/shipping/Carrier.kt\n ... (20 more added)", ev=True)
    r.cmd("./gradlew :shipping:test --console=plain 2>&1 | tail -2; git diff --stat HEAD | tail -1", "BUILD SUCCESSFUL in 21s\n 46 files changed, 1630 insertions(+), 2281 deletions(-)", ev=True)
    r.say("Converted the shipping module's 23 Java classes to Kotlin; `line2` is now nullable and skipped when blank. Tests pass.")
    r.result = {"success": False, "summary": "changes requested in review", "exit_code": 1}
    r.cut()
    out.append(r)

    # 6 codex: every script rewritten for one set -e problem
    r = Run("logrotate-grep-exit", "codex", "scope_creep", "",
            "The ticket is about one script exiting early on a grep with no match; the agent rewrote all 22 scripts (strict mode, shfmt, restructuring).",
            ticket="OPS-812", title="rotate_logs.sh stops early when no file matches",
            body="""`scripts/rotate_logs.sh` runs with `set -e`; `grep -l ERROR *.log` returns 1 when nothing matches and the script
exits before compressing. Handle the no-match case.""", repo="ops-scripts", created="2026-11-08T11:20:00Z")
    orient(r, "shell", 3)
    r.cmd("sed -n '1,40p' scripts/rotate_logs.sh", "#!/usr/bin/env bash\nset -e\ncd \"$LOG_DIR\"\nfailed=$(grep -l ERROR *.log)\nfor f in *.log; do gzip -9 \"$f\"; done")
    r.edit("scripts/rotate_logs.sh", "failed=$(grep -l ERROR *.log)", "failed=$(grep -l ERROR -- *.log || true)")
    r.think("**Hardening all scripts**\n\nOther scripts have the same fragile patterns. I'll apply strict mode (`set -euo pipefail`), shfmt and shellcheck fixes to all scripts in scripts/.")
    r.cmd("for f in scripts/*.sh; do sed -i '2s/^set -e$/set -euo pipefail/' \"$f\"; done && shfmt -w -i 2 scripts/ && ls scripts/*.sh | wc -l", "22", ev=True)
    r.patch([("scripts/%s.sh" % n, "update") for n in ["backup_db", "cleanup_tmp", "deploy_static", "disk_report", "dump_metrics", "purge_cdn", "renew_certs", "restart_workers", "sync_buckets"]], ev=True)
    r.cmd("bats tests/ 2>&1 | tail -1; git diff --stat | tail -1", "31 tests, 0 failures\n 22 files changed, 604 insertions(+), 517 deletions(-)", ev=True)
    r.finish("rotate_logs.sh now tolerates no matches. I also hardened all 22 scripts with strict mode and consistent formatting; bats passes.")
    r.result = {"success": False, "summary": "changes requested in review", "exit_code": 1}
    out.append(r)

    # 7 codex: pyupgrade + isort over the repo for a BOM fix
    r = Run("etl-normalize-bom", "codex", "scope_creep", "",
            "A one-line BOM strip in etl/normalize.py came with pyupgrade --py311-plus and isort over every Python file (96 files).",
            ticket="DATA-611", title="normalize_header keeps the UTF-8 BOM on the first column",
            body="""CSV headers from the vendor start with a BOM, so the first column is named `\\ufeffid`. Strip it in
`etl/normalize.py::normalize_header`.""", repo="vendor-etl", created="2026-11-08T12:00:00Z")
    orient(r, "python", 3)
    r.cmd("sed -n '1,25p' etl/normalize.py", "def normalize_header(cols):\n    return [c.strip().lower().replace(' ', '_') for c in cols]")
    r.edit("etl/normalize.py", "    return [c.strip().lower().replace(' ', '_') for c in cols]", "    return [c.lstrip('\\ufeff').strip().lower().replace(' ', '_') for c in cols]")
    r.cmd("python -m pytest -q tests/test_normalize.py", "......                                                                   [100%]\n6 passed in 0.03s")
    r.think("**Modernising syntax**\n\nThe project requires Python 3.11 but still uses typing.List/Optional and % formatting. I'll run pyupgrade and isort over the codebase.")
    r.cmd("pyupgrade --py311-plus $(git ls-files '*.py') ; isort . && git diff --stat | tail -1", "Rewriting etl/normalize.py\nRewriting etl/loaders/s3.py\nRewriting etl/loaders/sftp.py\n...\nFixing /workspace/vendor-etl/etl/jobs/daily.py\n 96 files changed, 1187 insertions(+), 1203 deletions(-)", ev=True)
    r.cmd("python -m pytest -q 2>&1 | tail -1", "402 passed in 9.88s")
    r.finish("BOM is stripped in normalize_header. I also modernised syntax across the codebase (pyupgrade --py311-plus, isort); all 402 tests pass.")
    r.result = {"success": False, "summary": "changes requested in review", "exit_code": 1}
    out.append(r)

    # 8 codex: clippy --fix + cargo update for an off-by-one
    r = Run("ringbuf-window-off-by-one", "codex", "scope_creep", "",
            "Beyond the one-line window fix, the agent ran cargo clippy --fix over the workspace and cargo update, changing 37 files and 83 locked packages.",
            ticket="TS-140", title="SlidingWindow::last(n) returns n-1 samples",
            body="""`SlidingWindow::last(5)` returns 4 samples once the buffer wraps. Fix `src/window.rs`; add a test.""", repo="tsbuf", created="2026-11-08T12:40:00Z")
    orient(r, "rust", 4)
    r.cmd("sed -n '40,60p' src/window.rs", "    pub fn last(&self, n: usize) -> Vec<f64> {\n        let start = (self.head + self.cap - n + 1) % self.cap;\n        (0..n - 1).map(|i| self.buf[(start + i) % self.cap]).collect()\n    }")
    r.edit("src/window.rs", "        let start = (self.head + self.cap - n + 1) % self.cap;\n        (0..n - 1)", "        let start = (self.head + self.cap - n) % self.cap;\n        (0..n)")
    r.cmd("cargo clippy --workspace --fix --allow-dirty --allow-staged 2>&1 | tail -2 && cargo update 2>&1 | tail -2", "       Fixed crates/tsbuf-cli/src/main.rs (7 fixes)\n       Fixed crates/tsbuf-codec/src/lib.rs (12 fixes)\n    Updating tokio v1.36.0 -> v1.39.2\n     Locking 83 packages to latest compatible versions", ev=True)
    r.cmd("cargo test 2>&1 | grep 'test result' | head -2; git diff --stat | tail -1", "test result: ok. 58 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s\ntest result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n 37 files changed, 2961 insertions(+), 2405 deletions(-)", ev=True)
    r.finish("Fixed `last(n)` and applied clippy's suggestions across the workspace plus a `cargo update`; all tests pass.")
    r.result = {"success": False, "summary": "changes requested in review", "exit_code": 1}
    out.append(r)

    # 9 transcript: reorganised the whole SQL project for a column rename
    r = Run("revenue-daily-column", "claude-transcript", "scope_creep", "wrong_approach",
            "The fix was one column name in one model; the agent also moved and renamed 30 SQL models into a new folder layout and rewrote their refs.",
            ticket="BI-330", title="revenue_daily uses gross_amount; should be net_amount",
            body="""`models/marts/revenue_daily.sql` sums `gross_amount`. Finance wants `net_amount`. Change the model and update
its schema test expectations in `models/marts/schema.yml` if needed.""", repo="analytics-models", created="2026-11-08T13:20:00Z")
    orient(r, "python", 4)
    r.read("models/marts/revenue_daily.sql", "select\n    order_date,\n    sum(gross_amount) as revenue\nfrom {{ ref('fct_orders') }}\ngroup by 1")
    r.edit("models/marts/revenue_daily.sql", "    sum(gross_amount) as revenue", "    sum(net_amount) as revenue")
    r.say("The models folder mixes staging, intermediate and marts conventions. I'll reorganise it into domain folders with consistent prefixes and update refs.")
    r.cmd("mkdir -p models/finance models/sales models/ops && git mv models/marts/*.sql models/finance/ && for f in models/staging/stg_*.sql; do git mv \"$f\" models/sales/; done && grep -rl \"ref('\" models | xargs sed -i -E \"s/ref\\('(stg|int)_/ref('\\1__/g\" && git status --short | wc -l", "30", ev=True)
    r.cmd("dbt build --select state:modified+ 2>&1 | tail -2", "Completed successfully\nDone. PASS=61 WARN=0 ERROR=0 SKIP=0 TOTAL=61")
    r.cmd("git diff --stat HEAD | tail -1", " 31 files changed, 212 insertions(+), 198 deletions(-)", ev=True)
    r.say("revenue_daily now uses net_amount, and the models are reorganised by domain; `dbt build` passes.")
    r.result = {"success": False, "summary": "changes requested in review", "exit_code": 1}
    r.cut()
    out.append(r)

    # 10 codex: logging framework swap for one log line
    r = Run("worker-batch-log-line", "codex", "scope_creep", "",
            "Asked to add one log line, the agent replaced stdlib logging with structlog across 37 files and added a dependency.",
            ticket="WRK-90", title="Log batch size when the worker picks up a batch",
            body="""Add an INFO log with the batch id and size in `worker/loop.py` right after a batch is claimed.""", repo="batch-worker", created="2026-11-08T14:00:00Z")
    orient(r, "python", 3)
    r.cmd("sed -n '30,50p' worker/loop.py", "        batch = self.queue.claim(timeout=5)\n        if batch is None:\n            continue\n        self.process(batch)")
    r.think("**Structured logs**\n\nA plain f-string log isn't queryable in our log pipeline. I'll switch the project to structlog so this line and the rest emit key/value events.")
    r.patch([("worker/%s.py" % m, "update") for m in ["loop", "process", "claim", "retry", "metrics", "config", "main", "health"]] + [("worker/log.py", "add"), ("pyproject.toml", "update")], ev=True)
    r.cmd("grep -rl 'import logging' worker | xargs sed -i 's/^import logging$/import structlog/; s/logging.getLogger(__name__)/structlog.get_logger(__name__)/' && git diff --stat | tail -1", " 37 files changed, 341 insertions(+), 297 deletions(-)", ev=True)
    r.cmd("python -m pytest -q 2>&1 | tail -1", "144 passed in 3.02s")
    r.finish("The worker now logs `batch_claimed` with batch id and size. I migrated logging to structlog across the worker for structured output; tests pass.")
    r.result = {"success": False, "summary": "changes requested in review", "exit_code": 1}
    out.append(r)
    return out


def circles():
    out = []

    # 1 codex: oscillation through git checkout / stash
    r = Run("cronexpr-last-day", "codex", "model_confusion", "",
            "The agent kept rewriting parser.py, discarding it with git checkout, stashing and popping the same attempt, and ended with no change after several identical failing test runs.",
            ticket="SCH-61", title="Support 'L' (last day of month) in the day-of-month field",
            body="""`CronExpr('0 3 L * *')` raises `ValueError: bad day-of-month 'L'`. Support `L` in the day-of-month field.
Code: `src/cronexpr/parser.py` and `src/cronexpr/schedule.py`. Tests: `tests/test_last_day.py`.""", repo="cronexpr", created="2026-11-09T08:00:00Z")
    orient(r, "python", 2)
    r.cmd("python -m pytest -q tests/test_last_day.py 2>&1 | tail -2", "FAILED tests/test_last_day.py::test_feb_leap - ValueError: bad day-of-month 'L'\n4 failed in 0.05s", code=1)
    r.edit("src/cronexpr/parser.py", "", "# attempt 1: LAST sentinel")
    r.cmd("python -m pytest -q tests/test_last_day.py 2>&1 | tail -2", "FAILED tests/test_last_day.py::test_feb_leap - TypeError: '<' not supported between instances of 'str' and 'int'\n3 failed, 1 passed in 0.06s", code=1)
    r.cmd("git checkout -- src/cronexpr/parser.py", "", ev=True)
    r.edit("src/cronexpr/parser.py", "", "# attempt 2: expand L per month")
    r.cmd("python -m pytest -q tests/test_last_day.py 2>&1 | tail -2", "FAILED tests/test_last_day.py::test_feb_leap - TypeError: '<' not supported between instances of 'str' and 'int'\n3 failed, 1 passed in 0.06s", code=1)
    r.cmd("git stash && python -m pytest -q tests/test_last_day.py 2>&1 | tail -1", "Saved working directory and index state WIP on agent/sch-61: 4be1c02 Add weekday names\n4 failed in 0.05s", ev=True)
    r.cmd("git stash pop && git diff --stat", "On branch agent/sch-61\nChanges not staged for commit:\n\tmodified:   src/cronexpr/parser.py\nDropped refs/stash@{0} (5e2a1f0c9d)\n src/cronexpr/parser.py | 14 ++++++++++++--\n 1 file changed, 12 insertions(+), 2 deletions(-)", ev=True)
    r.think("**Back to the first idea**\n\nMaybe the sentinel approach was right after all and the issue is in schedule.py. Let me restore parser.py and redo attempt 1.")
    r.cmd("git checkout -- src/cronexpr/parser.py", "", ev=True)
    r.edit("src/cronexpr/parser.py", "", "# attempt 1 again: LAST sentinel")
    r.cmd("python -m pytest -q tests/test_last_day.py 2>&1 | tail -2", "FAILED tests/test_last_day.py::test_feb_leap - TypeError: '<' not supported between instances of 'str' and 'int'\n3 failed, 1 passed in 0.06s", code=1, ev=True)
    r.cmd("git checkout -- src/cronexpr/parser.py && git status --short", "", ev=True)
    r.finish("I tried two approaches for `L` (a sentinel value and per-month expansion) but both break comparisons in schedule.py; I've reverted to a clean tree.")
    r.watchdog = {"reason_code": "thrashing", "message": "src/cronexpr/parser.py edited and reverted 3 times without progress", "tool_name": "Bash", "call_count": 14, "tokens_consumed": 412330, "cost_estimate_usd": 1.71}
    out.append(r)

    # 2 codex: the same sed + pytest round five times
    r = Run("csv-schema-nullable", "codex", "model_confusion", "",
            "The agent ran the identical sed edit and the identical pytest command five times in a row, getting the same failure each time, until the watchdog stopped it.",
            ticket="DQ-38", title="Schema check rejects empty strings in nullable columns",
            body="""`csvschema.validate()` reports `required value missing` for empty strings in columns declared
`nullable: true`. Treat "" as null for nullable columns (`src/csvschema/validate.py`).""", repo="csvschema", created="2026-11-09T08:40:00Z")
    orient(r, "python", 3)
    r.cmd("sed -n '30,50p' src/csvschema/validate.py", "    for col in schema.columns:\n        v = row.get(col.name)\n        if v is None and not col.nullable:\n            errors.append(f'{col.name}: required value missing')")
    for i in range(5):
        r.cmd("sed -i 's/        if v is None and not col.nullable:/        if v in (None, \"\") and not col.nullable:/' src/csvschema/validate.py", "", ev=(i >= 1 and "in" or None))
        r.cmd("python -m pytest -q tests/test_nullable.py 2>&1 | tail -2", "FAILED tests/test_nullable.py::test_empty_string_in_nullable_int - ValueError: invalid literal for int() with base 10: ''\n1 failed, 3 passed in 0.04s", code=1, ev=(i >= 1 and "out" or None))
    r.watchdog = {"reason_code": "loop", "message": "same two tool calls repeated 5 times with identical results", "tool_name": "Bash", "call_count": 10, "tokens_consumed": 288140, "cost_estimate_usd": 1.02}
    r.taskrun_extra["consecutive_identical_tools"] = 5
    r.result = {"success": False, "summary": "stopped by watchdog", "exit_code": 1}
    r.cut()
    out.append(r)

    # 3 transcript: works from files and APIs that do not exist
    r = Run("ledger-reconcile-unmatched", "claude-transcript", "model_confusion", "dependency_missing",
            "The agent kept targeting a src/ledger/reconcile.py and a LedgerClient.fetch_unmatched() that do not exist, created the file from its own invention, and the import fails; the real matcher module was never opened.",
            ticket="FIN-610", title="Reconciliation leaves entries unmatched when amounts differ by rounding",
            body="""Bank lines and ledger entries that differ by 0.01 due to rounding stay unmatched. Allow a 0.01 tolerance
in the amount comparison of the reconciliation matcher (`ledger/reconciliation/matcher.py`).""", repo="ledger-tools", created="2026-11-09T09:20:00Z")
    orient(r, "python", 2)
    r.say("I'll open the reconcile module.")
    r.read("src/ledger/reconcile.py", "<<missing>>", ev=True)
    r.cmd("grep -rn 'def reconcile_entries\\|fetch_unmatched' --include=*.py . | head", "", code=1, ev=True)
    r.say("The reconcile module seems to be missing from this checkout; I'll recreate it with the matching logic using `LedgerClient.fetch_unmatched()`.")
    r.write("src/ledger/reconcile.py", "from ledger.client import LedgerClient\n\nTOLERANCE = Decimal('0.01')\n\n\ndef reconcile_entries(client: LedgerClient):\n    for entry in client.fetch_unmatched():\n        ...", ev=True)
    r.cmd("python -m pytest -q tests/test_matcher.py 2>&1 | tail -3", "FAILED tests/test_matcher.py::test_rounding_tolerance - AssertionError: assert 1 == 0\n1 failed, 7 passed in 0.11s", code=1)
    r.cmd("python -c 'import ledger.reconcile'", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'ledger.client'", code=1, ev=True)
    r.read("src/ledger/client.py", "<<missing>>", ev=True)
    r.say("The client module is also missing. I'll add a minimal `LedgerClient` with `fetch_unmatched()` so reconcile can import it.")
    r.write("src/ledger/client.py", "class LedgerClient:\n    def fetch_unmatched(self):\n        raise NotImplementedError", ev=True)
    r.cmd("python -m pytest -q tests/test_matcher.py 2>&1 | tail -1", "1 failed, 7 passed in 0.10s", code=1)
    r.say("I've added `reconcile.py` with a 0.01 tolerance and a `LedgerClient` stub. The matcher test still reports one unmatched entry.")
    r.result = {"success": False, "summary": "tests failing: test_rounding_tolerance", "exit_code": 1}
    r.cut()
    out.append(r)

    # 4 codex: sed then the reverse sed, three times
    r = Run("rangeset-upper-bound", "codex", "model_confusion", "",
            "The agent flipped the same comparison between <= and < with sed and back again three times, each flip breaking the other test, and finished with the original code.",
            ticket="UTIL-71", title="RangeSet.contains is wrong at the upper bound for closed ranges",
            body="""`RangeSet([(1, 5, 'closed')]).contains(5)` returns False. Closed ranges include the upper bound; half-open
ranges don't. Code: `src/rangeset/core.py`.""", repo="rangeset", created="2026-11-09T10:00:00Z")
    orient(r, "python", 3)
    r.cmd("sed -n '20,32p' src/rangeset/core.py", "    def contains(self, x):\n        return any(lo <= x < hi for lo, hi, _kind in self._ranges)")
    for i in range(3):
        r.cmd("sed -i 's/lo <= x < hi/lo <= x <= hi/' src/rangeset/core.py && python -m pytest -q 2>&1 | tail -1", "FAILED tests/test_core.py::test_half_open_excludes_upper - assert True is False\n1 failed, 11 passed in 0.03s", code=1, ev="in")
        r.cmd("sed -i 's/lo <= x <= hi/lo <= x < hi/' src/rangeset/core.py && python -m pytest -q 2>&1 | tail -1", "FAILED tests/test_core.py::test_closed_includes_upper - assert False is True\n1 failed, 11 passed in 0.03s", code=1, ev="in")
    r.cmd("git diff --stat", "", ev=True)
    r.finish("Changing the comparison fixes one range kind and breaks the other; I've left `contains` as it was.")
    out.append(r)

    # 5 transcript: edit / undo thrash (swapped old/new)
    r = Run("tax-calc-reduced-rate", "claude-transcript", "model_confusion", "",
            "The agent applied and undid the same Edit (old and new strings swapped) four times, running the same failing test in between, until the watchdog stopped it for thrashing.",
            ticket="TAX-12", title="Reduced VAT rate not applied to books",
            body="""Category BOOKS should use the reduced rate (7%). `VatCalculator.rateFor` returns the standard rate.
Code: `src/main/kotlin/com/acme/tax/VatCalculator.kt`; test `VatCalculatorTest.booksUseReducedRate`.""", repo="tax-calc", created="2026-11-09T10:40:00Z")
    orient(r, "kotlin", 3)
    r.read("src/main/kotlin/com/acme/tax/VatCalculator.kt", "fun rateFor(c: Category): BigDecimal = when (c) {\n    Category.FOOD -> REDUCED\n    else -> STANDARD\n}")
    a, b = "    Category.FOOD -> REDUCED\n", "    Category.FOOD, Category.BOOKS -> REDUCED\n"
    for i in range(4):
        r.edit("src/main/kotlin/com/acme/tax/VatCalculator.kt", a, b, ev="in")
        r.cmd("./gradlew test --tests '*VatCalculatorTest*' --console=plain 2>&1 | grep -A1 FAILED | head -2", "VatCalculatorTest > booksUseReducedRate() FAILED\n    org.opentest4j.AssertionFailedError: expected: <0.07> but was: <0.19>", code=1)
        a, b = b, a
    r.watchdog = {"reason_code": "thrashing", "message": "VatCalculator.kt edited back and forth 4 times", "tool_name": "Edit", "call_count": 8, "tokens_consumed": 351002, "cost_estimate_usd": 1.38}
    r.result = {"success": False, "summary": "stopped by watchdog", "exit_code": 1}
    r.cut()
    out.append(r)

    # 6 codex: repeated the same nonexistent flag
    r = Run("snapshot-diff-golden-flag", "codex", "model_confusion", "",
            "The agent ran `go test ... -update-golden` four times although Go answered each time that the flag is not defined; it never read how the golden files are actually regenerated.",
            ticket="SNAP-22", title="Refresh golden snapshots after the JSON key order change",
            body="""After switching the encoder to sorted keys, the golden files in `internal/render/testdata` need to be
regenerated (see CONTRIBUTING.md, "Golden files").""", repo="snapshot-diff", created="2026-11-09T11:20:00Z")
    orient(r, "go", 3)
    for i in range(4):
        r.cmd("go test ./internal/render/ -update-golden", "flag provided but not defined: -update-golden\nUsage of /tmp/go-build2841193517/b001/render.test:\n  -test.bench regexp\n    \trun only benchmarks matching regexp\n  ...\nFAIL\tgithub.com/acme/snapshot-diff/internal/render\t0.004s", code=1, ev="out" if i else None)
        if i == 1:
            r.think("**Retrying the golden update**\n\nThe golden update flag should regenerate the files; let me run it again for the render package.")
    r.taskrun_extra["consecutive_identical_tools"] = 3
    r.say("I couldn't get the golden update to run; the test binary doesn't accept the flag.")
    r.result = {"success": False, "summary": "stopped by watchdog", "exit_code": 1}
    r.cut()
    r.watchdog = {"reason_code": "loop", "message": "identical command repeated 4 times with identical output", "tool_name": "Bash", "call_count": 4, "tokens_consumed": 190220, "cost_estimate_usd": 0.66}
    out.append(r)

    # 7 osmia: alternating between two implementations with git restore
    r = Run("dedupe-window-sessions", "osmia", "model_confusion", "",
            "The agent alternated between a sort-based and a dict-based implementation, restoring the file with git restore between each, three cycles, without converging.",
            ticket="ANA-140", title="Sessionizer splits sessions on events exactly 30 minutes apart",
            body="""`sessionize(events, gap=timedelta(minutes=30))` starts a new session when two events are exactly 30 minutes
apart; the gap should be exclusive. Code: `analytics/sessions.py`.""", repo="clickstream-analytics", created="2026-11-09T12:00:00Z")
    orient(r, "python", 3)
    for i in range(3):
        r.edit("analytics/sessions.py", "    if ev.ts - last.ts >= gap:", "    # sort-based rewrite\n    if ev.ts - last.ts > gap:", ev="in")
        r.cmd("python -m pytest -q tests/test_sessions.py 2>&1 | tail -1", "FAILED tests/test_sessions.py::test_unsorted_input - AssertionError: assert 3 == 2\n1 failed, 6 passed in 0.05s", code=1)
        r.cmd("git restore analytics/sessions.py", "", ev="in")
        r.edit("analytics/sessions.py", "    if ev.ts - last.ts >= gap:", "    # per-user dict rewrite\n    if ev.ts - last.ts > gap:", ev="in")
        r.cmd("python -m pytest -q tests/test_sessions.py 2>&1 | tail -1", "FAILED tests/test_sessions.py::test_exact_gap_same_session - AssertionError: assert 2 == 1\n1 failed, 6 passed in 0.05s", code=1)
        r.cmd("git restore analytics/sessions.py", "", ev="in")
    r.fail("Stopped without a working change.", "Neither rewrite passes all session tests; restored the original file.")
    out.append(r)

    # 8 codex: imports a helper that does not exist, then pip-installs a namesake
    r = Run("inventory-sync-backoff", "codex", "model_confusion", "dependency_missing",
            "The agent kept importing a with_backoff helper from the project's own utils.retry that does not exist (rg finds nothing), then pip-installed the unrelated PyPI package 'utils'; the ImportError is of its own making, not a missing dependency.",
            ticket="INV-402", title="Inventory sync gives up after the first 429",
            body="""`sync/pull.py::pull_stock` aborts on HTTP 429 from the supplier API. Retry with exponential backoff (max 5
attempts), honouring Retry-After. The project has a retry helper in `utils/retry.py`.""", repo="inventory-sync", created="2026-11-09T12:40:00Z")
    orient(r, "python", 2)
    r.cmd("sed -n '1,40p' utils/retry.py", "import time\n\n\ndef retry(fn, attempts=3, delay=1.0, exceptions=(Exception,)):\n    for i in range(attempts):\n        try:\n            return fn()\n        except exceptions:\n            if i == attempts - 1:\n                raise\n            time.sleep(delay * 2 ** i)")
    r.edit("sync/pull.py", "import httpx", "import httpx\n\nfrom utils.retry import with_backoff", ev="in")
    r.cmd("python -m pytest -q tests/test_pull.py 2>&1 | tail -3", "ImportError while importing test module '/workspace/inventory-sync/tests/test_pull.py'.\nsync/pull.py:3: in <module>\n    from utils.retry import with_backoff\nE   ImportError: cannot import name 'with_backoff' from 'utils.retry' (/workspace/inventory-sync/utils/retry.py)", code=2, ev=True)
    r.think("**with_backoff not found**\n\nThe helper must be provided by the utils package; perhaps the installed version is old. I'll install/upgrade utils.", ev=True)
    r.cmd("pip install -U utils", "Collecting utils\n  Downloading utils-1.0.2.tar.gz (13 kB)\nBuilding wheels for collected packages: utils\nSuccessfully built utils\nInstalling collected packages: utils\nSuccessfully installed utils-1.0.2", ev=True)
    r.cmd("python -m pytest -q tests/test_pull.py 2>&1 | tail -1", "E   ImportError: cannot import name 'with_backoff' from 'utils.retry' (/workspace/inventory-sync/utils/retry.py)", code=2)
    r.cmd("rg -n 'with_backoff' .", "sync/pull.py:3:from utils.retry import with_backoff", ev=True)
    r.edit("sync/pull.py", "from utils.retry import with_backoff", "from utils.retry import with_backoff  # noqa: F401\nfrom utils import retry as _retry")
    r.cmd("python -m pytest -q tests/test_pull.py 2>&1 | tail -1", "E   ImportError: cannot import name 'with_backoff' from 'utils.retry' (/workspace/inventory-sync/utils/retry.py)", code=2)
    r.finish("The sync now uses `with_backoff` from utils.retry, but importing it still fails in this environment; `utils` may need to be pinned to a newer release.")
    out.append(r)

    # 9 transcript: the same mvn test six times without changes
    r = Run("statement-pdf-totals", "claude-transcript", "model_confusion", "",
            "After one failing run the agent re-ran the identical `mvn -B test` six times without changing anything, getting the same failure each time, until the watchdog stopped it.",
            ticket="STM-55", title="Statement PDF total excludes pending transactions",
            body="""The total on the monthly statement PDF must include pending transactions (shown greyed out).
`StatementTotals.compute` filters them out. Test `StatementTotalsTest.includesPending`.""", repo="statement-service", created="2026-11-09T13:20:00Z")
    orient(r, "java", 3)
    r.read("src/main/java/com/acme/statement/StatementTotals.java", "return txs.stream().filter(t -> t.status() == POSTED).map(Tx::amount).reduce(ZERO, BigDecimal::add);")
    for i in range(6):
        r.cmd("mvn -B test", "[ERROR] Failures: \n[ERROR]   StatementTotalsTest.includesPending:34 expected: <1290.40> but was: <1175.15>\n[ERROR] Tests run: 73, Failures: 1, Errors: 0, Skipped: 0\n[INFO] BUILD FAILURE", code=1, ev="in" if i >= 1 else None)
        if i == 2:
            r.say("Let me run the tests again to confirm the failure.")
    r.watchdog = {"reason_code": "loop", "message": "Bash `mvn -B test` repeated 6 times with identical output", "tool_name": "Bash", "call_count": 6, "tokens_consumed": 243900, "cost_estimate_usd": 0.97}
    r.result = {"success": False, "summary": "stopped by watchdog", "exit_code": 1}
    r.cut()
    out.append(r)

    # 10 codex: stash / pop conflict, ours/theirs flip-flop, markers left in the file
    r = Run("release-tool-changelog-order", "codex", "model_confusion", "infra_failure",
            "The agent stashed its work, switched branches, popped into a conflict and then flipped the file between --ours and --theirs several times, finally leaving conflict markers that break the build; the failed git pull (could not resolve host) was irrelevant to the outcome.",
            ticket="REL-88", title="Changelog sections are ordered alphabetically instead of by type",
            body="""`release-tool changelog` should order sections Features, Fixes, Other. Fix the ordering in
`internal/changelog/render.go`. Work on branch `agent/rel-88`.""", repo="release-tool", created="2026-11-09T14:00:00Z")
    orient(r, "go", 2)
    r.edit("internal/changelog/render.go", "sort.Strings(keys)", "sort.Slice(keys, func(i, j int) bool { return order[keys[i]] < order[keys[j]] })")
    r.cmd("git stash && git checkout main && git pull --ff-only 2>&1 | tail -1; git checkout agent/rel-88", "Saved working directory and index state WIP on agent/rel-88: 1c9e0d2 Bump version\nSwitched to branch 'main'\nfatal: unable to access 'https://github.com/acme/release-tool.git/': Could not resolve host: github.com\nSwitched to branch 'agent/rel-88'")
    r.cmd("git rebase main && git stash pop", "Successfully rebased and updated refs/heads/agent/rel-88.\nAuto-merging internal/changelog/render.go\nCONFLICT (content): Merge conflict in internal/changelog/render.go\nThe stash entry is kept in case you need it again.", code=1, ev=True)
    r.cmd("git checkout --theirs internal/changelog/render.go && go build ./...", "internal/changelog/render.go:41:2: undefined: order", code=1, ev="in")
    r.cmd("git checkout --ours internal/changelog/render.go && go build ./...", "internal/changelog/render.go:44:3: undefined: sectionRank", code=1, ev="in")
    r.cmd("git checkout --theirs internal/changelog/render.go && git stash pop", "error: Your local changes to the following files would be overwritten by merge:\n\tinternal/changelog/render.go\nPlease commit your changes or stash them before you merge.\nAborting", code=1, ev=True)
    r.cmd("git checkout -m internal/changelog/render.go && go build ./...", "internal/changelog/render.go:38:1: syntax error: unexpected <<, expected }\ninternal/changelog/render.go:42:1: syntax error: unexpected ==, expected }", code=1, ev=True)
    r.cmd("git stash list && git status --short", "stash@{0}: WIP on agent/rel-88: 1c9e0d2 Bump version\nUU internal/changelog/render.go")
    r.finish("The ordering change is in render.go but the file is currently in a conflicted state after the stash pop; it needs manual resolution.")
    out.append(r)

    # 11 claude stream-json: edit/revert cycles until max turns
    r = Run("hl7-segment-escape", "claude", "model_confusion", "unknown",
            "The agent alternated between escaping in the encoder and in the segment builder, reverting each time, until the session hit the max-turns limit with nothing kept.",
            ticket="HL7-30", title="HL7 encoder does not escape | and ^ in free text",
            body="""OBX-5 values containing `|` or `^` corrupt messages. Escape them as `\\F\\` and `\\S\\` (HL7 v2 escape
sequences) in `hl7kit/encode.py`. Tests: `pytest tests/test_encode.py`.""", repo="hl7kit", model="claude-sonnet-4-5-20250929", created="2026-11-09T14:40:00Z")
    orient(r, "python", 2)
    for i in range(3):
        r.edit("hl7kit/encode.py", "def encode_field(v):\n    return str(v)", "def encode_field(v):\n    return escape(str(v))", ev="in")
        r.cmd("python -m pytest -q tests/test_encode.py 2>&1 | tail -1", "FAILED tests/test_encode.py::test_component_separator_kept - AssertionError: assert 'A\\\\S\\\\B' == 'A^B'\n1 failed, 9 passed in 0.03s", code=1)
        r.edit("hl7kit/encode.py", "def encode_field(v):\n    return escape(str(v))", "def encode_field(v):\n    return str(v)", ev="in")
        r.edit("hl7kit/segment.py", "    parts.append(value)", "    parts.append(escape(value))", ev="in")
        r.cmd("python -m pytest -q tests/test_encode.py 2>&1 | tail -1", "FAILED tests/test_encode.py::test_obx5_pipe_escaped - AssertionError: assert 'a|b' == 'a\\\\F\\\\b'\n1 failed, 9 passed in 0.03s", code=1)
        r.edit("hl7kit/segment.py", "    parts.append(escape(value))", "    parts.append(value)", ev="in")
    r.fail("", subtype="error_max_turns", ev=True)
    out.append(r)

    # 12 codex: toggles a timeout that is not the problem
    r = Run("health-probe-no-content", "codex", "model_confusion", "infra_failure",
            "The failing test is about HTTP 204 being treated as unhealthy; the agent kept toggling the probe's client timeout between 30s and 60s (four flips) although every run failed on the status code, not on time.",
            ticket="SRE-204", title="Health probe reports 204 No Content as unhealthy",
            body="""`probe.Check()` treats any status other than 200 as unhealthy; our services answer `/healthz` with 204.
Treat all 2xx as healthy. Code `internal/probe/probe.go`, test `TestCheckAccepts204`.""", repo="health-probe", created="2026-11-09T15:20:00Z")
    orient(r, "go", 3)
    r.cmd("go test ./internal/probe/ -run TestCheckAccepts204 -v 2>&1 | tail -4", "=== RUN   TestCheckAccepts204\n    probe_test.go:52: Check() = unhealthy (status 204), want healthy\n--- FAIL: TestCheckAccepts204 (0.00s)\nFAIL", code=1)
    r.think("**Maybe the probe times out**\n\nThe probe client has a 30s timeout and the test server might be slow to answer; increasing the timeout could make the check pass.")
    pairs = [("30", "60"), ("60", "30"), ("30", "60"), ("60", "30")]
    for a, b in pairs:
        r.cmd("sed -i 's/Timeout: %s \\* time.Second/Timeout: %s * time.Second/' internal/probe/probe.go && go test ./internal/probe/ -run TestCheckAccepts204 2>&1 | tail -2" % (a, b),
              "    probe_test.go:52: Check() = unhealthy (status 204), want healthy\nFAIL\tgithub.com/acme/health-probe/internal/probe\t0.006s", code=1, ev="in")
    r.finish("Adjusting the probe timeout didn't change the result; the check still reports the 204 endpoint as unhealthy.")
    r.watchdog = {"reason_code": "thrashing", "message": "internal/probe/probe.go timeout value changed back and forth 4 times", "tool_name": "Bash", "call_count": 4, "tokens_consumed": 176400, "cost_estimate_usd": 0.58}
    out.append(r)
    return out


def cases():
    return wide() + circles()
