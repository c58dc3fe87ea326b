"""Environment-side failures: infra, permission, dependency."""
from gen_lib import Run, T, B, R, E, W, D, N

INF, PERM, DEP = "infra_failure", "permission_blocked", "dependency_missing"


def infra():
    out = []
    out.append(Run("turbo-tokens-dark-variant", INF, """# DS-412: Dark variant missing from design tokens package

`packages/tokens` (pnpm workspace, Turborepo) exports light colours only. Add `colors.dark` mirroring
`colors.light` with the values in docs/palette.md and make `pnpm --filter @acme/web test` pass.
""", [
        T("I'll look at the tokens package and how apps/web consumes it."),
        R("packages/tokens/src/index.ts", "export const colors = {\n  light: { bg: '#ffffff', fg: '#101828', accent: '#2e90fa' },\n};\n"),
        N(4),
        E("packages/tokens/src/index.ts", "  light: { bg: '#ffffff', fg: '#101828', accent: '#2e90fa' },\n", "  light: { bg: '#ffffff', fg: '#101828', accent: '#2e90fa' },\n  dark: { bg: '#0c111d', fg: '#f5f5f6', accent: '#53b1fd' },\n"),
        B("pnpm --filter @acme/web test", "> @acme/web@0.9.3 test /workspace/repo/apps/web\n> vitest run\n\n RUN  v2.1.4 /workspace/repo/apps/web\n\n FAIL  src/theme/ThemeProvider.test.tsx [ src/theme/ThemeProvider.test.tsx ]\nError: Failed to resolve import \"@acme/tokens/dist/index.js\" from \"src/theme/ThemeProvider.tsx\". Does the file exist?\n\n Test Files  1 failed | 6 passed (7)\n      Tests  31 passed (31)\n", 1),
        T("The web app imports the built output of the tokens package; dist/ hasn't been built in this checkout. Running the turbo build for tokens first."),
        B("pnpm turbo run build --filter=@acme/tokens", "\u2022 Packages in scope: @acme/tokens\n\u2022 Running build in 1 packages\n@acme/tokens:build: cache miss, executing 5c1a9f0e2b7d\n@acme/tokens:build: > tsup src/index.ts --dts\n@acme/tokens:build: CLI Building entry: src/index.ts\n"),
    ], "", end="api", api="usage", eco="js", target=70, near_miss=DEP,
        why="The provider's usage limit ended the session while the unresolved @acme/tokens import was still being fixed by building the package."))

    out.append(Run("gradle-ledger-rounding-mode", INF, """# LED-77: Ledger rounding uses HALF_UP instead of HALF_EVEN

In the Gradle multi-project build, `:ledger-core` rounds with `RoundingMode.HALF_UP` in
`ledger-core/src/main/java/com/acme/ledger/Money.java`. Finance wants banker's rounding (HALF_EVEN).
Update it and keep `./gradlew :ledger-core:test` green.
""", [
        T("Checking Money.java and the ledger-core tests."),
        R("ledger-core/src/main/java/com/acme/ledger/Money.java", "package com.acme.ledger;\n\nimport java.math.BigDecimal;\nimport java.math.RoundingMode;\n\npublic final class Money {\n  public static BigDecimal round(BigDecimal v) {\n    return v.setScale(2, RoundingMode.HALF_UP);\n  }\n}"),
        N(5),
        E("ledger-core/src/main/java/com/acme/ledger/Money.java", "RoundingMode.HALF_UP", "RoundingMode.HALF_EVEN"),
        B("./gradlew :ledger-core:test --console=plain", "> Task :ledger-core:compileJava\n> Task :ledger-core:test FAILED\n\nMoneyTest > roundsHalfToEven() FAILED\n    org.opentest4j.AssertionFailedError: expected: <2.34> but was: <2.35>\n\n12 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n", 1),
        T("One test still encoded the old HALF_UP expectation in a helper; the helper in MoneyFixtures also rounds. Fixing the fixture helper to use Money.round."),
        E("ledger-core/src/test/java/com/acme/ledger/MoneyFixtures.java", "v.setScale(2, RoundingMode.HALF_UP)", "Money.round(v)"),
        B("./gradlew test --console=plain", "Starting a Gradle Daemon (subsequent builds will be faster)\n> Task :ledger-api:compileJava\n> Task :ledger-core:test\n> Task :reporting:compileJava\n> Task :reporting:test\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nGradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n", 1, ev="out"),
        B("dmesg | tail -3", "[88121.402113] Memory cgroup out of memory: Killed process 4127 (java) total-vm:6812344kB, anon-rss:3980012kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:8840kB oom_score_adj:0\n[88121.469001] oom_reaper: reaped process 4127 (java), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB", 0, ev="out"),
    ], "The full build could not finish: the Gradle daemon was killed by the container's memory cgroup (OOM) while running :reporting:test. The ledger-core change is in place but unverified across the build.",
        eco="java", target=84, ev_end=True,
        why="The Gradle daemon was OOM-killed by the memory cgroup during the build, so the run could not complete."))

    out.append(Run("alembic-invoice-due-index", INF, """# BILL-903: Add index on invoices.due_date

Reports filter invoices by due date and the query is slow. Add an Alembic migration creating
`ix_invoices_due_date` on `invoices(due_date)`, apply it to the local Postgres (docker compose service
`db`) and run `pytest tests/billing`.
""", [
        T("Let me see the alembic history first."),
        B("alembic history | head -5", "4c1e0b9d2a7f -> 9a0d3e5b1c44 (head), add credit notes\n1f2b3c4d5e6f -> 4c1e0b9d2a7f, invoice currency\n<base> -> 1f2b3c4d5e6f, initial"),
        N(4),
        B("alembic revision -m 'add index on invoices due_date'", "  Generating /workspace/repo/migrations/versions/b7e21d04c9aa_add_index_on_invoices_due_date.py ...  done"),
        E("migrations/versions/b7e21d04c9aa_add_index_on_invoices_due_date.py", "def upgrade() -> None:\n    pass", "def upgrade() -> None:\n    op.create_index('ix_invoices_due_date', 'invoices', ['due_date'])"),
        E("migrations/versions/b7e21d04c9aa_add_index_on_invoices_due_date.py", "def downgrade() -> None:\n    pass", "def downgrade() -> None:\n    op.drop_index('ix_invoices_due_date', table_name='invoices')"),
        B("alembic upgrade head", "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 9a0d3e5b1c44 -> b7e21d04c9aa, add index on invoices due_date\nsqlalchemy.exc.OperationalError: (psycopg2.errors.DiskFull) could not extend file \"base/16384/24601\": No space left on device\nHINT:  Check free disk space.\n\n[SQL: CREATE INDEX ix_invoices_due_date ON invoices (due_date)]\n(Background on this error at: https://sqlalche.me/e/20/e3q8)", 1, ev="out"),
        B("df -h /var/lib/docker", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     40G   40G     0 100% /var/lib/docker", 0, ev="out"),
        T("The volume backing the database container is full. I can't free space on the node from inside the task, so the migration can't be applied here."),
    ], "Migration written but `alembic upgrade head` failed: Postgres could not extend a file, the docker volume is at 100%.",
        eco="py", target=76,
        why="The database volume was full (DiskFull / No space left on device), so the migration could not be applied."))

    out.append(Run("cargo-ws-ingest-backpressure", INF, """# ING-58: Ingest worker ignores backpressure

In the Cargo workspace, `crates/ingest` keeps reading from the socket when the channel is full.
Use the bounded channel's `reserve()` before reading (see `crates/ingest/src/pump.rs`).
`cargo test -p ingest` must pass.
""", [
        T("Starting with pump.rs."),
        R("crates/ingest/src/pump.rs", "pub async fn pump(mut rx: Reader, tx: Sender<Frame>) -> io::Result<()> {\n    loop {\n        let frame = rx.next_frame().await?;\n        tx.send(frame).await.ok();\n    }\n}"),
        N(4),
        E("crates/ingest/src/pump.rs", "        let frame = rx.next_frame().await?;\n        tx.send(frame).await.ok();", "        let permit = tx.reserve().await.map_err(|_| io::ErrorKind::BrokenPipe)?;\n        let frame = rx.next_frame().await?;\n        permit.send(frame);"),
        B("cargo test -p ingest", "    Updating crates.io index\nwarning: spurious network error (3 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nwarning: spurious network error (2 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nwarning: spurious network error (1 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nerror: failed to get `bytes` as a dependency of package `ingest v0.7.2 (/workspace/repo/crates/ingest)`\n\nCaused by:\n  download of config.json failed\n\nCaused by:\n  failed to download from `https://index.crates.io/config.json`\n\nCaused by:\n  [6] Couldn't resolve host name (Could not resolve host: index.crates.io)", 101, ev="out"),
        T("Maybe the lockfile pins something not vendored. Trying offline."),
        B("cargo test -p ingest --offline", "error: no matching package named `bytes` found\nlocation searched: registry `crates-io`\nrequired by package `ingest v0.7.2 (/workspace/repo/crates/ingest)`\nAs a reminder, you're using offline mode (--offline) which can sometimes cause surprising resolution failures, if this error is too confusing you may wish to retry without the offline flag.", 101),
        B("getent hosts index.crates.io || echo unresolved", "unresolved", 0, ev="out"),
    ], "Could not build: the crates.io index is unreachable from the pod (DNS resolution fails), and the offline cache doesn't have `bytes`.",
        eco="rust", target=64, near_miss=DEP,
        why="DNS for index.crates.io failed, so the dependency download failed; the later 'no matching package' only follows from running offline."))

    out.append(Run("tf-provider-registry-dns", INF, """# NET-230: Tag the NAT gateways with cost-center

Add `cost-center = var.cost_center` to the tags of `aws_nat_gateway.this` in `modules/network/main.tf`
and make sure `terraform validate` passes in `envs/staging`.
""", [
        T("Looking at the network module."),
        R("modules/network/main.tf", "resource \"aws_nat_gateway\" \"this\" {\n  count         = length(var.public_subnets)\n  allocation_id = aws_eip.nat[count.index].id\n  subnet_id     = var.public_subnets[count.index]\n  tags          = merge(var.tags, { Name = \"nat-${count.index}\" })\n}"),
        N(3),
        E("modules/network/main.tf", "tags          = merge(var.tags, { Name = \"nat-${count.index}\" })", "tags          = merge(var.tags, { Name = \"nat-${count.index}\", cost-center = var.cost_center })"),
        E("modules/network/variables.tf", "variable \"tags\" {", "variable \"cost_center\" {\n  type = string\n}\n\nvariable \"tags\" {"),
        B("cd envs/staging && terraform init -input=false", "Initializing the backend...\nInitializing modules...\n- network in ../../modules/network\nInitializing provider plugins...\n- Finding hashicorp/aws versions matching \"~> 5.74\"...\n\u2577\n\u2502 Error: Failed to query available provider packages\n\u2502 \n\u2502 Could not retrieve the list of available versions for provider hashicorp/aws: could not connect to registry.terraform.io: failed to request discovery document: Get\n\u2502 \"https://registry.terraform.io/.well-known/terraform.json\": dial tcp: lookup registry.terraform.io on 10.96.0.10:53: read udp 10.244.3.17:41022->10.96.0.10:53: i/o timeout\n\u2575", 1, ev="out"),
        B("cd envs/staging && terraform init -input=false", "Initializing the backend...\nInitializing modules...\nInitializing provider plugins...\n- Finding hashicorp/aws versions matching \"~> 5.74\"...\n\u2577\n\u2502 Error: Failed to query available provider packages\n\u2502 \n\u2502 Could not retrieve the list of available versions for provider hashicorp/aws: could not connect to registry.terraform.io: failed to request discovery document: Get\n\u2502 \"https://registry.terraform.io/.well-known/terraform.json\": dial tcp: lookup registry.terraform.io on 10.96.0.10:53: read udp 10.244.3.17:50817->10.96.0.10:53: i/o timeout\n\u2575", 1, ev="out"),
        T("The cluster DNS is timing out for registry.terraform.io, so the AWS provider can't be installed and validate can't run."),
    ], "Edit made, but terraform init cannot reach registry.terraform.io (DNS i/o timeout), so validation did not run.",
        eco="tf", target=58, near_miss=DEP,
        why="The provider registry was unreachable (DNS i/o timeout from cluster DNS), so terraform init could not fetch the provider."))

    out.append(Run("gowork-sched-jitter-cap", INF, """# SCH-318: Cap scheduler backoff jitter at 30s

The Go workspace (`go.work`: ./sched ./api ./pkg/clock) — in `sched/backoff.go` the jitter can exceed
30s for high attempt counts. Cap it. `go test ./sched/...` must pass.
""", [
        T("Reading sched/backoff.go."),
        R("sched/backoff.go", "func Backoff(attempt int, r *rand.Rand) time.Duration {\n\tbase := time.Second << attempt\n\treturn base + time.Duration(r.Int63n(int64(base)))\n}"),
        N(4),
        E("sched/backoff.go", "\treturn base + time.Duration(r.Int63n(int64(base)))", "\td := base + time.Duration(r.Int63n(int64(base)))\n\tif d > maxBackoff {\n\t\td = maxBackoff\n\t}\n\treturn d"),
        B("go vet ./sched/...", "# github.com/acme/platform/sched\nsched/backoff.go:9:10: undefined: maxBackoff", 1),
        E("sched/backoff.go", "func Backoff(", "const maxBackoff = 30 * time.Second\n\nfunc Backoff("),
        B("go test ./sched/...", "ok  \tgithub.com/acme/platform/sched\t0.412s"),
        T("Tests pass. Let me also add a table test for attempt=10 to lock the cap in."),
    ], "", end="api", api="overload", eco="go", target=66,
        why="After the fix passed, the provider returned overloaded/5xx errors that ended the session before the run could finish."))

    out.append(Run("next-build-heap-billing-page", INF, """# WEB-1290: Billing page shows stale plan name after upgrade

`apps/dashboard/app/billing/page.tsx` (Next.js 14, Nx monorepo) caches the plan with `fetch(..., { cache: 'force-cache' })`.
Switch to `{ next: { revalidate: 0 } }` and make sure `nx build dashboard` succeeds.
""", [
        T("Opening the billing page."),
        R("apps/dashboard/app/billing/page.tsx", "export default async function BillingPage() {\n  const plan = await fetch(`${API}/plan`, { cache: 'force-cache' }).then(r => r.json());\n  return <PlanCard plan={plan} />;\n}"),
        N(3),
        E("apps/dashboard/app/billing/page.tsx", "{ cache: 'force-cache' }", "{ next: { revalidate: 0 } }"),
        B("npx nx build dashboard", "> nx run dashboard:build\n\n   \u25b2 Next.js 14.2.15\n\n   Creating an optimized production build ...\n\n<--- Last few GCs --->\n\n[812:0x6b3c6a0]    98213 ms: Mark-Compact 2011.4 (2083.1) -> 2010.9 (2084.3) MB, 1874.21 / 0.00 ms  (average mu = 0.121, current mu = 0.015) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8d0a3 node::Abort() [node]\n", 134),
        T("The build ran out of V8 heap. Raising the heap limit for the build."),
        B("NODE_OPTIONS=--max-old-space-size=6144 npx nx build dashboard", "> nx run dashboard:build\n\n   \u25b2 Next.js 14.2.15\n\n   Creating an optimized production build ...\nKilled", 137, ev="out"),
    ], "", end="none", eco="js", target=52, result_json=False,
        why="The build was killed (exit 137) by the container memory limit after the heap was raised, and the pod ended without a result."))

    out.append(Run("ci-push-dns-after-green", INF, """# SUP-66: Support widget loads the wrong locale on /de pages

`web/src/support/widget.ts` hard-codes `locale: 'en'`. Read the locale from `document.documentElement.lang`.
Push the branch and open a PR when `npm test` is green.
""", [
        T("I'll inspect the widget bootstrap."),
        R("web/src/support/widget.ts", "export function bootSupport() {\n  window.Support.init({ appId: APP_ID, locale: 'en' });\n}"),
        N(3),
        E("web/src/support/widget.ts", "locale: 'en'", "locale: document.documentElement.lang || 'en'"),
        W("web/src/support/widget.test.ts", "import { bootSupport } from './widget';\n\ntest('uses page lang', () => {\n  document.documentElement.lang = 'de';\n  window.Support = { init: jest.fn() } as any;\n  bootSupport();\n  expect(window.Support.init).toHaveBeenCalledWith(expect.objectContaining({ locale: 'de' }));\n});\n"),
        B("npm test -- --silent", "PASS src/support/widget.test.ts\nPASS src/cart/cart.test.ts\nPASS src/auth/session.test.ts\n\nTest Suites: 14 passed, 14 total\nTests:       96 passed, 96 total\nSnapshots:   3 passed, 3 total\nTime:        7.912 s"),
        B("git checkout -b agent/sup-66 && git commit -am 'fix(support): use page locale in widget' && git push -u origin agent/sup-66", "Switched to a new branch 'agent/sup-66'\n[agent/sup-66 3e1c0f2] fix(support): use page locale in widget\n 2 files changed, 10 insertions(+), 1 deletion(-)\nfatal: unable to access 'https://github.com/acme/storefront.git/': Could not resolve host: github.com", 128, ev="out"),
        B("sleep 20; git push -u origin agent/sup-66", "fatal: unable to access 'https://github.com/acme/storefront.git/': Could not resolve host: github.com", 128, ev="out"),
        T("The pod has lost DNS for github.com; I can't push or open the PR from here."),
    ], "Fix committed locally and tests pass, but the branch could not be pushed: github.com does not resolve from the runner.",
        eco="js", target=62, near_miss="succeeded",
        why="The code was done but the harness could not push or open the PR because github.com did not resolve from the pod."))

    out.append(Run("django-psycopg-tpm-stop", INF, """# CRM-511: Contact.phone should be nullable

`crm/models.py`: `Contact.phone` is `CharField(max_length=32)`; imports from the partner API
have no phone. Make it `null=True, blank=True` with a Django migration and run `python manage.py test crm`.
""", [
        T("I'll check the model and existing migrations."),
        R("crm/models.py", "class Contact(models.Model):\n    name = models.CharField(max_length=120)\n    phone = models.CharField(max_length=32)\n    email = models.EmailField(unique=True)"),
        N(4),
        E("crm/models.py", "    phone = models.CharField(max_length=32)", "    phone = models.CharField(max_length=32, null=True, blank=True)"),
        B("python manage.py makemigrations crm", "Traceback (most recent call last):\n  File \"/workspace/repo/manage.py\", line 22, in <module>\n    main()\n  ...\ndjango.core.exceptions.ImproperlyConfigured: Error loading psycopg2 or psycopg module", 1),
        T("psycopg isn't installed in this venv though it's in requirements/dev.txt. Installing the dev requirements."),
        B("pip install -r requirements/dev.txt", "Collecting psycopg[binary]==3.2.3 (from -r requirements/dev.txt (line 4))\n  Downloading psycopg_binary-3.2.3-cp312-cp312-manylinux_2_17_x86_64.whl (4.4 MB)\nInstalling collected packages: psycopg-binary, psycopg\nSuccessfully installed psycopg-3.2.3 psycopg-binary-3.2.3"),
        B("python manage.py makemigrations crm", "Migrations for 'crm':\n  crm/migrations/0014_alter_contact_phone.py\n    - Alter field phone on contact"),
        B("python manage.py test crm", "Found 42 test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n..........................................\n----------------------------------------------------------------------\nRan 42 tests in 3.118s\n\nOK\nDestroying test database for alias 'default'..."),
        T("All green. Now writing a short note in CHANGELOG."),
    ], "", end="api", api="rate", eco="py", target=74, near_miss=DEP,
        why="The earlier missing psycopg was installed and tests passed; the session then ended on the provider's 429/rate limit."))

    out.append(_rails_refund())

    out.append(Run("sdk-post-retry-credit-balance", INF, """# SDK-140: Python SDK retries POST requests on 502

`sdk/acme/http.py` retries every method on 502. Only idempotent methods (GET, HEAD, PUT, DELETE)
should be retried. `pytest sdk/tests/test_http.py` must pass.
""", [
        T("Reading the retry wrapper."),
        R("sdk/acme/http.py", "RETRY_STATUSES = {502, 503, 504}\n\ndef _should_retry(method, status):\n    return status in RETRY_STATUSES"),
        N(5),
        E("sdk/acme/http.py", "def _should_retry(method, status):\n    return status in RETRY_STATUSES", "IDEMPOTENT = {\"GET\", \"HEAD\", \"PUT\", \"DELETE\"}\n\ndef _should_retry(method, status):\n    return method.upper() in IDEMPOTENT and status in RETRY_STATUSES"),
        B("pytest sdk/tests/test_http.py -q", "....F.\n=================================== FAILURES ===================================\n_________________________ test_post_not_retried_on_502 _________________________\n\n    def test_post_not_retried_on_502(transport):\n        transport.queue(502, 200)\n>       with pytest.raises(acme.errors.ServerError):\nE       Failed: DID NOT RAISE <class 'acme.errors.ServerError'>\n\nsdk/tests/test_http.py:88: Failed\n1 failed, 5 passed in 0.41s", 1),
        T("The session layer has its own retry adapter too (urllib3 Retry). Checking sdk/acme/session.py."),
        R("sdk/acme/session.py", "adapter = HTTPAdapter(max_retries=Retry(total=3, status_forcelist=[502, 503, 504], allowed_methods=None))"),
    ], "", end="api", api="credit", eco="py", target=60, fmt="claude",
        why="The run ended because the account's credit balance was too low, while a test failure was still being investigated."))
    return out


TEST = "test_misunderstanding"


def _rails_refund():
    return Run("rails-refund-reason-throttle", INF, """# PAY-2204: Store a reason on refunds

Add a `reason` string column to `refunds` (Rails 7.2) via a migration, permit it in
`Admin::RefundsController#refund_params`, and run `bin/rails test test/controllers/admin/refunds_controller_test.rb`.
""", [
        T("Let me look at the controller and schema."),
        R("app/controllers/admin/refunds_controller.rb", "class Admin::RefundsController < Admin::BaseController\n  def create\n    @refund = @payment.refunds.create!(refund_params)\n  end\n\n  private\n\n  def refund_params\n    params.require(:refund).permit(:amount_cents)\n  end\nend"),
        N(4),
        B("bin/rails generate migration AddReasonToRefunds reason:string", "      invoke  active_record\n      create    db/migrate/20261120021544_add_reason_to_refunds.rb"),
        E("app/controllers/admin/refunds_controller.rb", "permit(:amount_cents)", "permit(:amount_cents, :reason)"),
        B("bin/rails db:migrate", "== 20261120021544 AddReasonToRefunds: migrating ===============================\n-- add_column(:refunds, :reason, :string)\n   -> 0.0041s\n== 20261120021544 AddReasonToRefunds: migrated (0.0042s) ======================"),
        B("bin/rails test test/controllers/admin/refunds_controller_test.rb", "Running 6 tests in a single process (parallelization threshold is 50)\nRun options: --seed 48213\n\n# Running:\n\n......\n\nFinished in 0.913s, 6.57 runs/s\n6 runs, 12 assertions, 0 failures, 0 errors, 0 skips"),
        T("Tests pass, including test_gateway_timeout_is_reported (it stubs a Net::ReadTimeout on purpose). Let me run the whole admin folder once more to be safe."),
        B("bin/rails test test/controllers/admin", "Running 58 tests in a single process (parallelization threshold is 50)\nRun options: --seed 1290\n\n# Running:\n\n"),
    ], "", end="api", api="bedrock", eco="ruby", target=72, fmt="osmia",
        why="The provider throttled the session (Bedrock 429 too many tokens) and ended it before the run finished.")


def permission():
    out = []
    out.append(Run("ledger-push-denied-bot", PERM, """# LDG-318: CSV export drops the memo column

`ledger/export.py` builds the header without `memo`. Add it after `amount`, update the export test,
commit and push to `agent/ldg-318`.
""", [
        T("Reading the exporter."),
        R("ledger/export.py", "HEADER = [\"date\", \"account\", \"amount\"]\n\ndef row(entry):\n    return [entry.date.isoformat(), entry.account, str(entry.amount)]"),
        N(4),
        E("ledger/export.py", "HEADER = [\"date\", \"account\", \"amount\"]", "HEADER = [\"date\", \"account\", \"amount\", \"memo\"]"),
        E("ledger/export.py", "str(entry.amount)]", "str(entry.amount), entry.memo or \"\"]"),
        E("tests/test_export.py", "assert lines[0] == \"date,account,amount\"", "assert lines[0] == \"date,account,amount,memo\""),
        B("pytest tests/test_export.py -q", "....\n4 passed in 0.22s"),
        B("git checkout -b agent/ldg-318 && git commit -qam 'export: include memo column' && git push -u origin agent/ldg-318", "Switched to a new branch 'agent/ldg-318'\nremote: Permission to acme/ledger.git denied to acme-ci-agent[bot].\nfatal: unable to access 'https://github.com/acme/ledger.git/': The requested URL returned error: 403", 128, ev="out"),
        B("git remote -v && gh auth status", "origin\thttps://github.com/acme/ledger.git (fetch)\norigin\thttps://github.com/acme/ledger.git (push)\ngithub.com\n  \u2713 Logged in to github.com account acme-ci-agent[bot] (GH_TOKEN)\n  - Active account: true\n  - Token scopes: 'read:org', 'repo:status'"),
        T("The token lacks `repo`/contents write, so I can't push the branch."),
    ], "Change and test done locally; push to origin refused with 403 for acme-ci-agent[bot] (token has no write scope).",
        eco="py", target=66, near_miss=INF, ev_end=True,
        why="git push was refused with 403 because the bot token lacks write scope."))

    out.append(Run("pnpm-global-turbo-eacces", PERM, """# MONO-77: `pnpm test` at the root skips packages/pricing

The Turborepo pipeline in `turbo.json` doesn't list `packages/pricing` tests because its package.json has
no `test` script. Add `"test": "vitest run"` and confirm `turbo run test --filter=@acme/pricing` runs its 12 tests.
""", [
        T("Checking the pricing package manifest."),
        R("packages/pricing/package.json", "{\n  \"name\": \"@acme/pricing\",\n  \"version\": \"1.4.0\",\n  \"scripts\": { \"build\": \"tsup\" }\n}"),
        N(4),
        E("packages/pricing/package.json", "\"scripts\": { \"build\": \"tsup\" }", "\"scripts\": { \"build\": \"tsup\", \"test\": \"vitest run\" }"),
        B("turbo run test --filter=@acme/pricing", "bash: turbo: command not found", 127),
        B("npm install -g turbo@2.2.3", "npm error code EACCES\nnpm error syscall mkdir\nnpm error path /usr/local/lib/node_modules/turbo\nnpm error errno -13\nnpm error Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/turbo'\nnpm error     at async mkdir (node:internal/fs/promises:858:10)\nnpm error\nnpm error The operation was rejected by your operating system.\nnpm error It is likely you do not have permissions to access this file as the current user\nnpm error\nnpm error If you believe this might be a permissions issue, please double-check the\nnpm error permissions of the file and its containing directories, or try running\nnpm error the command again as root/Administrator.\nnpm error A complete log of this run can be found in: /home/agent/.npm/_logs/2026-11-20T02_11_09_412Z-debug-0.log", 243, ev="out"),
        B("node -e \"require('turbo')\"", "node:internal/modules/cjs/loader:1228\n  throw err;\n  ^\n\nError: Cannot find module 'turbo'\nRequire stack:\n- /workspace/repo/[eval]\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1225:15) {\n  code: 'MODULE_NOT_FOUND',\n  requireStack: [ '/workspace/repo/[eval]' ]\n}", 1),
        T("turbo can't be installed globally (no write access to /usr/local) and it's not a devDependency here, so I can't confirm the pipeline run."),
    ], "Script added; could not verify because turbo could not be installed (EACCES on /usr/local/lib/node_modules).",
        eco="js", target=70, near_miss=DEP,
        why="The install of turbo failed with EACCES on the global prefix; the later 'Cannot find module' follows from that refusal."))

    out.append(Run("compose-db-approval-refused", PERM, """# INV-450: Backfill warehouse_id on stock_moves

Write a Prisma migration that adds `warehouse_id` (nullable) to `StockMove` and a SQL backfill from
`locations.warehouse_id`. Start the local DB with `docker compose up -d db` and run `pnpm prisma migrate dev`.
""", [
        T("Let me look at the Prisma schema."),
        R("prisma/schema.prisma", "model StockMove {\n  id         Int      @id @default(autoincrement())\n  locationId Int\n  qty        Int\n  createdAt  DateTime @default(now())\n}"),
        N(4),
        E("prisma/schema.prisma", "  locationId Int\n", "  locationId Int\n  warehouseId Int?   @map(\"warehouse_id\")\n"),
        D("docker compose up -d db"),
        T("Starting the database container needs approval that isn't available in this run. Let me check if a DB is already reachable."),
        B("pnpm prisma migrate dev --name stock_move_warehouse --create-only", "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nDatasource \"db\": PostgreSQL database \"inventory\", schema \"public\" at \"localhost:5432\"\n\nError: P1001: Can't reach database server at `localhost:5432`\n\nPlease make sure your database server is running at `localhost:5432`.", 1),
        D("sudo service postgresql start"),
        T("Both ways to bring up Postgres were refused by the sandbox policy; I can't create the migration against a live DB."),
    ], "Schema edited; migration not created: starting the database was refused (docker compose / service start need approval).",
        eco="js", target=60, near_miss=INF,
        why="The commands to start the database were refused by the harness approval policy; the P1001 follows from that."))

    out.append(Run("kubectl-rollout-forbidden", PERM, """# OPS-882: Roll out the new HPA target for checkout-api in staging

`deploy/checkout-api/hpa.yaml` targets 80% CPU; SRE agreed on 65%. Change it, apply it to the
`staging` namespace with kubectl and confirm with `kubectl get hpa -n staging`.
""", [
        T("Checking the manifest."),
        R("deploy/checkout-api/hpa.yaml", "apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata:\n  name: checkout-api\nspec:\n  minReplicas: 3\n  maxReplicas: 20\n  metrics:\n  - type: Resource\n    resource:\n      name: cpu\n      target:\n        type: Utilization\n        averageUtilization: 80"),
        N(4),
        E("deploy/checkout-api/hpa.yaml", "averageUtilization: 80", "averageUtilization: 65"),
        B("kubectl apply -n staging -f deploy/checkout-api/hpa.yaml --dry-run=client", "horizontalpodautoscaler.autoscaling/checkout-api configured (dry run)"),
        B("kubectl apply -n staging -f deploy/checkout-api/hpa.yaml", "Error from server (Forbidden): error when applying patch:\n{\"spec\":{\"metrics\":[{\"resource\":{\"name\":\"cpu\",\"target\":{\"averageUtilization\":65,\"type\":\"Utilization\"}},\"type\":\"Resource\"}]}}\nto:\nResource: \"autoscaling/v2, Resource=horizontalpodautoscalers\", GroupVersionKind: \"autoscaling/v2, Kind=HorizontalPodAutoscaler\"\nName: \"checkout-api\", Namespace: \"staging\"\nfor: \"deploy/checkout-api/hpa.yaml\": error when patching \"deploy/checkout-api/hpa.yaml\": horizontalpodautoscalers.autoscaling \"checkout-api\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot patch resource \"horizontalpodautoscalers\" in API group \"autoscaling\" in the namespace \"staging\"", 1, ev="out"),
        B("kubectl auth can-i patch hpa -n staging", "no", 1, ev="out"),
    ], "Manifest updated but not applied: the runner service account cannot patch HPAs in staging (Forbidden).",
        eco="k8s", target=56, near_miss=INF,
        why="kubectl apply was Forbidden for the runner's service account, which cannot patch HPAs in staging."))

    out.append(Run("bazel-outbase-readonly", PERM, """# SRCH-201: Query parser treats `-` inside quotes as negation

`//search/query:parser` (Bazel) negates terms on any leading `-`, even inside quoted phrases.
Fix `search/query/parser.cc` and run `bazel test //search/query:parser_test`.
""", [
        T("Reading the parser."),
        R("search/query/parser.cc", "Token Next() {\n  if (c == '-') { return Token::Negate(); }\n  if (c == '\"') { in_quotes_ = !in_quotes_; }\n  ..."),
        N(5),
        E("search/query/parser.cc", "  if (c == '-') { return Token::Negate(); }\n  if (c == '\"') { in_quotes_ = !in_quotes_; }", "  if (c == '\"') { in_quotes_ = !in_quotes_; }\n  if (c == '-' && !in_quotes_) { return Token::Negate(); }"),
        B("bazel test //search/query:parser_test", "Extracting Bazel installation...\nStarting local Bazel server and connecting to it...\nERROR: Failed to create output base directory '/var/cache/bazel/_bazel_agent/2f1d0e8c7a': /var/cache/bazel/_bazel_agent/2f1d0e8c7a (Read-only file system)", 36, ev="out"),
        B("bazel --output_base=/var/cache/bazel/agent2 test //search/query:parser_test", "ERROR: Failed to create output base directory '/var/cache/bazel/agent2': /var/cache/bazel/agent2 (Read-only file system)", 36, ev="out"),
        B("bazel --output_user_root=/tmp/bz test //search/query:parser_test", "Starting local Bazel server and connecting to it...\nERROR: /workspace/repo/search/query/BUILD.bazel:14:8: no such package '@@maven//': The repository '@@maven' could not be resolved: Repository '@@maven' is not defined and referenced by '//search/query:parser_test'\nERROR: Analysis of target '//search/query:parser_test' failed; build aborted: Analysis failed", 1),
        T("With the output root moved, Bazel loses the pre-fetched external repos that live under the read-only /var/cache/bazel, so the test can't be built."),
    ], "Fix made; tests not run. Bazel's output base under /var/cache/bazel is read-only; moving it loses the mirrored @maven repo.",
        eco="java", target=70, near_miss=DEP,
        why="Bazel could not write its output base on a read-only filesystem; the @maven error only appeared after working around that refusal."))

    out.append(Run("pip-system-site-eacces", PERM, """# ETL-64: Parse ISO week dates in the loader

`etl/dates.py::parse_period` rejects strings like `2026-W07`. Support ISO week dates via
`datetime.date.fromisocalendar`. `pytest tests/test_dates.py` must pass.
""", [
        T("Looking at parse_period."),
        R("etl/dates.py", "def parse_period(s: str) -> date:\n    return datetime.strptime(s, \"%Y-%m-%d\").date()"),
        N(4),
        E("etl/dates.py", "def parse_period(s: str) -> date:\n    return", "def parse_period(s: str) -> date:\n    m = _WEEK.fullmatch(s)\n    if m:\n        return date.fromisocalendar(int(m[1]), int(m[2]), 1)\n    return"),
        B("pytest tests/test_dates.py -q", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:3: in <module>\n    import freezegun\nE   ModuleNotFoundError: No module named 'freezegun'", 4),
        B("pip install -r requirements-dev.txt", "Defaulting to user installation because normal site-packages is not writeable\nCollecting freezegun==1.5.1\n  Using cached freezegun-1.5.1-py3-none-any.whl (17 kB)\nInstalling collected packages: freezegun\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/home/agent/.local/lib/python3.12'\nCheck the permissions.\n", 1, ev="out"),
        B("ls -ld /home/agent/.local /home/agent/.local/lib", "drwxr-xr-x 3 root root 4096 Nov 19 22:10 /home/agent/.local\ndrwxr-xr-x 3 root root 4096 Nov 19 22:10 /home/agent/.local/lib", 0, ev="out"),
        B("pytest tests/test_dates.py -q", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:3: in <module>\n    import freezegun\nE   ModuleNotFoundError: No module named 'freezegun'", 4),
        T("freezegun can't be installed: both site-packages and ~/.local are not writable by the agent user."),
    ], "Cannot run tests: installing dev requirements fails with Permission denied on ~/.local (owned by root).",
        eco="py", target=66, near_miss=DEP,
        why="pip could not install the test dependency because ~/.local is root-owned (Errno 13); the ModuleNotFoundError is the consequence."))

    out.append(Run("gh-pr-integration-scope", PERM, """# DOCS-19: Fix broken links in the API reference

`docs/api/*.md` link to `/v1/` paths that moved to `/v2/`. Update the links, run `npm run lint:links`,
and open a PR with `gh pr create`.
""", [
        T("Finding the stale links."),
        B("rg -l '\\(/v1/' docs/api", "docs/api/auth.md\ndocs/api/orders.md\ndocs/api/webhooks.md"),
        N(3),
        B("sed -i 's#(/v1/#(/v2/#g' docs/api/auth.md docs/api/orders.md docs/api/webhooks.md", ""),
        B("npm run lint:links", "> docs@1.0.0 lint:links\n> markdown-link-check -q docs/api/*.md\n\nFILE: docs/api/auth.md\n  12 links checked.\nFILE: docs/api/orders.md\n  31 links checked.\nFILE: docs/api/webhooks.md\n  9 links checked."),
        B("git checkout -b agent/docs-19 && git commit -qam 'docs: point API reference to /v2' && git push -u origin agent/docs-19", "Switched to a new branch 'agent/docs-19'\nremote: \nremote: Create a pull request for 'agent/docs-19' on GitHub by visiting:\nremote:      https://github.com/acme/developer-docs/pull/new/agent/docs-19\nremote: \nTo https://github.com/acme/developer-docs.git\n * [new branch]      agent/docs-19 -> agent/docs-19\nbranch 'agent/docs-19' set up to track 'origin/agent/docs-19'."),
        B("gh pr create --fill --base main", "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", 1, ev="out"),
        B("gh pr create --fill --base main --head agent/docs-19", "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", 1, ev="out"),
    ], "Branch pushed but the PR could not be opened: the GitHub App token is not allowed to create pull requests.",
        eco="js", target=52, near_miss=INF,
        why="gh pr create was refused (Resource not accessible by integration): the token lacks pull-request permission."))

    out.append(Run("cargo-home-sandbox-readonly", PERM, """# CLI-310: `acme sync --dry-run` still writes the lockfile

`crates/cli/src/sync.rs` calls `lock.save()` unconditionally. Skip it when `--dry-run` is set and add a
unit test. `cargo test -p acme-cli` must pass.
""", [
        T("Reading sync.rs."),
        R("crates/cli/src/sync.rs", "pub fn run(opts: &SyncOpts) -> Result<()> {\n    let plan = plan(opts)?;\n    apply(&plan, opts)?;\n    lock.save()?;\n    Ok(())\n}"),
        N(4),
        E("crates/cli/src/sync.rs", "    lock.save()?;", "    if !opts.dry_run {\n        lock.save()?;\n    }"),
        B("cargo test -p acme-cli", "    Updating crates.io index\nerror: failed to write /home/agent/.cargo/registry/index/index.crates.io-6f17d22bba15001f/.cache/cl/ap/clap\n\nCaused by:\n  failed to open: /home/agent/.cargo/registry/index/index.crates.io-6f17d22bba15001f/.cache/cl/ap/clap\n\nCaused by:\n  Read-only file system (os error 30)", 101, ev="out"),
        B("CARGO_HOME=/workspace/repo/.cargo-home cargo test -p acme-cli", "    Updating crates.io index\nwarning: spurious network error (3 tries remaining): [7] Couldn't connect to server (Failed to connect to index.crates.io port 443 after 0 ms: Couldn't connect to server)\nerror: failed to get `clap` as a dependency of package `acme-cli v0.12.0 (/workspace/repo/crates/cli)`\n\nCaused by:\n  [7] Couldn't connect to server (Failed to connect to index.crates.io port 443 after 0 ms: Couldn't connect to server)", 101),
        T("The workspace-write sandbox blocks writes to ~/.cargo and also network access, so a fresh CARGO_HOME can't fetch crates either."),
    ], "Not verified: cargo cannot write its registry cache (read-only outside the workspace under the sandbox) and the sandbox has no network.",
        eco="rust", target=62, fmt="codex", near_miss=INF,
        why="The sandbox made ~/.cargo read-only (os error 30) and blocked network access, so cargo could not fetch or cache crates."))

    out.append(Run("next-cache-eperm-root", PERM, """# WEB-77: Product page title lacks the brand suffix

`apps/web/app/products/[slug]/page.tsx` exports `generateMetadata` returning `title: product.name`.
It should be `${product.name} | Acme`. Verify with `pnpm --filter web build`.
""", [
        T("Opening the product page."),
        R("apps/web/app/products/[slug]/page.tsx", "export async function generateMetadata({ params }) {\n  const product = await getProduct(params.slug);\n  return { title: product.name };\n}"),
        N(4),
        E("apps/web/app/products/[slug]/page.tsx", "return { title: product.name };", "return { title: `${product.name} | Acme` };"),
        B("pnpm --filter web build", "> web@2.3.0 build /workspace/repo/apps/web\n> next build\n\n[Error: EPERM: operation not permitted, open '/workspace/repo/apps/web/.next/trace'] {\n  errno: -1,\n  code: 'EPERM',\n  syscall: 'open',\n  path: '/workspace/repo/apps/web/.next/trace'\n}\n\u2009ELIFECYCLE\u2009 Command failed with exit code 1.", 1, ev="out"),
        B("ls -ld apps/web/.next && id -u", "drwxr-xr-x 6 root root 4096 Nov 18 16:40 apps/web/.next\n1000", 0, ev="out"),
        B("rm -rf apps/web/.next", "rm: cannot remove 'apps/web/.next/cache/webpack/client-production/0.pack': Permission denied\nrm: cannot remove 'apps/web/.next/trace': Permission denied", 1, ev="out"),
        T("The .next directory was created by root in an earlier container build and I can't remove or write it."),
    ], "Title fixed; build could not run because apps/web/.next is owned by root (EPERM).",
        eco="js", target=58,
        why="next build crashed with EPERM on a root-owned .next directory the agent could not remove."))

    out.append(Run("prisma-shadow-createdb", PERM, """# ACC-90: Add unique constraint on accounts.slug

Make `Account.slug` unique in `prisma/schema.prisma` and generate the migration with
`pnpm prisma migrate dev --name account_slug_unique` against the shared dev database (DATABASE_URL in .env).
""", [
        T("Checking the schema."),
        R("prisma/schema.prisma", "model Account {\n  id    String @id @default(cuid())\n  slug  String\n  name  String\n}"),
        N(4),
        E("prisma/schema.prisma", "  slug  String\n", "  slug  String @unique\n"),
        B("pnpm prisma migrate dev --name account_slug_unique", "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nDatasource \"db\": PostgreSQL database \"acme_dev\", schema \"public\" at \"devdb.internal:5432\"\n\nError: P3014\n\nPrisma Migrate could not create the shadow database. Please make sure the database user has permission to create databases. Read more about the shadow database (and workarounds) at https://pris.ly/d/migrate-shadow\n\nOriginal error: \nERROR: permission denied to create database\n   0: schema_core::state::DevDiagnostic\n             at schema-engine/core/src/state.rs:281", 1, ev="out"),
        B("psql \"$DATABASE_URL\" -c \"select rolcreatedb from pg_roles where rolname = current_user\"", " rolcreatedb \n-------------\n f\n(1 row)", 0, ev="out"),
        T("The dev role can't create databases, so migrate dev can't create its shadow DB. I don't have another role."),
    ], "Migration not generated: the shared dev DB role lacks CREATEDB, and Prisma needs it for the shadow database.",
        eco="js", target=54, near_miss=INF,
        why="Postgres refused to create the shadow database (permission denied to create database) for the agent's role."))
    return out


def dependency():
    out = []
    out.append(Run("gowork-toolchain-iter", DEP, """# API-611: Use range-over-func iterator for paging

In the Go workspace, `api/paging.go` should expose `All(ctx) iter.Seq2[Item, error]` instead of the
callback API (see design doc in docs/paging.md). `go test ./api/...` must pass.
""", [
        T("Let me read the paging code and the go.work file."),
        R("go.work", "go 1.23.0\n\nuse (\n\t./api\n\t./sched\n\t./pkg/clock\n)"),
        N(4),
        W("api/paging_iter.go", "package api\n\nimport (\n\t\"context\"\n\t\"iter\"\n)\n\nfunc (p *Pager) All(ctx context.Context) iter.Seq2[Item, error] {\n\treturn func(yield func(Item, error) bool) {\n\t\tfor p.Next(ctx) {\n\t\t\tif !yield(p.Item(), nil) {\n\t\t\t\treturn\n\t\t\t}\n\t\t}\n\t\tif err := p.Err(); err != nil {\n\t\t\tyield(Item{}, err)\n\t\t}\n\t}\n}\n"),
        B("go test ./api/...", "go: go.work requires go >= 1.23.0 (running go 1.22.7; GOTOOLCHAIN=local)", 1, ev="out"),
        B("go version && go env GOTOOLCHAIN", "go version go1.22.7 linux/amd64\nlocal"),
        B("GOTOOLCHAIN=go1.23.3 go test ./api/...", "go: downloading go1.23.3 (linux/amd64)\ngo: download go1.23.3 for linux/amd64: toolchain not available", 1, ev="out"),
        T("The runner image only has Go 1.22.7 and the 1.23 toolchain isn't available from the proxy mirror; `iter` needs 1.23."),
    ], "Implemented All() but could not build: the image has go1.22.7 and the workspace needs >= 1.23 (toolchain not available).",
        eco="go", target=62,
        why="The Go toolchain in the image (1.22.7) is older than go.work requires and the 1.23 toolchain was not available."))

    out.append(Run("cargo-ws-missing-crate", DEP, """# GEO-44: Replace hand-written haversine with geo crate

`crates/routing/src/distance.rs` has a hand-rolled haversine. Platform agreed to use `geo` (already
approved in deny.toml). Switch to `geo::HaversineDistance` and keep `cargo test -p routing` green.
""", [
        T("Reading distance.rs and the crate manifest."),
        R("crates/routing/Cargo.toml", "[package]\nname = \"routing\"\nversion = \"0.3.0\"\nedition = \"2021\"\n\n[dependencies]\nserde = { workspace = true }"),
        N(5),
        E("crates/routing/Cargo.toml", "serde = { workspace = true }", "serde = { workspace = true }\ngeo = { workspace = true }"),
        E("crates/routing/src/distance.rs", "pub fn km(a: Point, b: Point) -> f64 {\n    haversine(a, b)\n}", "pub fn km(a: Point, b: Point) -> f64 {\n    a.haversine_distance(&b) / 1000.0\n}"),
        B("cargo test -p routing", "error: failed to parse manifest at `/workspace/repo/crates/routing/Cargo.toml`\n\nCaused by:\n  error inheriting `geo` from workspace root manifest's `workspace.dependencies.geo`\n\nCaused by:\n  `dependency.geo` was not found in `workspace.dependencies`", 101),
        E("Cargo.toml", "[workspace.dependencies]\n", "[workspace.dependencies]\ngeo = \"0.29\"\n"),
        B("cargo test -p routing", "    Updating `acme-mirror` index\nerror: no matching package named `geo` found\nlocation searched: `acme-mirror` index (which is replacing registry `crates-io`)\nrequired by package `routing v0.3.0 (/workspace/repo/crates/routing)`", 101, ev="out"),
        B("cat .cargo/config.toml", "[source.crates-io]\nreplace-with = \"acme-mirror\"\n\n[source.acme-mirror]\nregistry = \"sparse+https://cargo.acme.internal/index/\""),
        T("The internal mirror that replaces crates-io doesn't carry `geo`, so it can't be resolved."),
    ], "Switched to geo but the crate is not available in the acme-mirror registry that replaces crates-io.",
        eco="rust", target=68,
        why="cargo could not resolve the geo crate: the internal mirror that replaces crates-io does not carry it."))

    out.append(Run("dotnet-internal-nuget-pkg", DEP, """# TEN-208: Use the shared tenant resolver

`src/Api/Middleware/TenantMiddleware.cs` parses the host header by hand. Replace it with
`Acme.Tenancy.HostResolver` from the `Acme.Tenancy` package (v3.1.0). `dotnet test` must pass.
""", [
        T("Opening the middleware."),
        R("src/Api/Middleware/TenantMiddleware.cs", "public async Task InvokeAsync(HttpContext ctx)\n{\n    var host = ctx.Request.Host.Host;\n    var tenant = host.Split('.')[0];\n    ctx.Items[\"tenant\"] = tenant;\n    await _next(ctx);\n}"),
        N(4),
        B("dotnet add src/Api/Api.csproj package Acme.Tenancy --version 3.1.0", "  Determining projects to restore...\n  Writing /tmp/tmpA81f.tmp\ninfo : Adding PackageReference for package 'Acme.Tenancy' into project 'src/Api/Api.csproj'.\ninfo : Restoring packages for /workspace/repo/src/Api/Api.csproj...\nerror: NU1101: Unable to find package Acme.Tenancy. No packages exist with this id in source(s): nuget.org\nerror: Package 'Acme.Tenancy' is incompatible with 'all' frameworks in project 'src/Api/Api.csproj'.", 1, ev="out"),
        R("NuGet.config", "<configuration>\n  <packageSources>\n    <clear />\n    <add key=\"nuget.org\" value=\"https://api.nuget.org/v3/index.json\" />\n  </packageSources>\n</configuration>"),
        T("Only nuget.org is configured and the internal feed isn't listed; the package isn't public."),
        B("dotnet restore", "  Determining projects to restore...\n/workspace/repo/src/Api/Api.csproj : error NU1101: Unable to find package Acme.Tenancy. No packages exist with this id in source(s): nuget.org\n  Failed to restore /workspace/repo/src/Api/Api.csproj (in 1.21 sec).", 1, ev="out"),
    ], "Blocked: Acme.Tenancy 3.1.0 cannot be restored (NU1101); no feed that has it is configured.",
        eco="dotnet", target=56,
        why="NuGet restore could not find Acme.Tenancy in any configured source (NU1101)."))

    out.append(Run("alembic-pgconfig-build", DEP, """# RPT-88: Materialized view for monthly revenue

Add an Alembic migration creating `mv_monthly_revenue` (SQL in docs/reports.sql) and a
`refresh_monthly_revenue()` helper in `reports/views.py`. Run `pytest tests/reports -q` (uses a Postgres service container).
""", [
        T("First the environment: the repo uses uv and a lockfile."),
        N(4),
        B("uv sync --frozen", "Resolved 84 packages in 12ms\n   Building psycopg2==2.9.10\n  \u00d7 Failed to build `psycopg2==2.9.10`\n  \u251c\u2500\u25b6 The build backend returned an error\n  \u2570\u2500\u25b6 Call to `setuptools.build_meta:__legacy__.build_wheel` failed (exit status: 1)\n\n      [stdout]\n      running build_ext\n\n      [stderr]\n      Error: pg_config executable not found.\n\n      pg_config is required to build psycopg2 from source.  Please add the directory\n      containing pg_config to the $PATH or specify the full executable path with the\n      option:\n\n          python setup.py build_ext --pg-config /path/to/pg_config build ...\n\n      If you prefer to avoid building psycopg2 from source, please install the PyPI\n      'psycopg2-binary' package instead.\n\n      hint: This usually indicates a problem with the package or the build environment.", 1, ev="out"),
        B("which pg_config; dpkg -l | grep -c libpq-dev", "0", 1, ev="out"),
        W("migrations/versions/e4a1c09b77d2_monthly_revenue_view.py", "def upgrade():\n    op.execute(open(SQL).read())\n\ndef downgrade():\n    op.execute('DROP MATERIALIZED VIEW mv_monthly_revenue')\n"),
        B("apt-get install -y libpq-dev", "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?", 100),
        T("libpq headers / pg_config are not in the image and I can't install system packages, so psycopg2 can't build and the test suite can't import the DB driver."),
    ], "Migration drafted; environment can't be built: psycopg2 needs pg_config (libpq-dev), which the image lacks.",
        eco="py", target=66, near_miss=PERM,
        why="psycopg2 could not build because pg_config/libpq-dev is missing from the image; the later apt lock refusal was only an attempted workaround."))

    out.append(Run("rust-linker-cc-absent", DEP, """# PARSE-12: Accept trailing commas in config arrays

`crates/confparse/src/array.rs` errors on `[1, 2, 3,]`. Allow a single trailing comma and add a test.
`cargo test -p confparse` must pass.
""", [
        T("Reading array.rs."),
        R("crates/confparse/src/array.rs", "fn parse_array(&mut self) -> Result<Vec<Value>> {\n    self.expect('[')?;\n    let mut out = vec![self.value()?];\n    while self.eat(',') {\n        out.push(self.value()?);\n    }\n    self.expect(']')?;\n    Ok(out)\n}"),
        N(4),
        E("crates/confparse/src/array.rs", "    while self.eat(',') {\n        out.push(self.value()?);\n    }", "    while self.eat(',') {\n        if self.peek() == Some(']') {\n            break;\n        }\n        out.push(self.value()?);\n    }"),
        B("cargo test -p confparse", "   Compiling proc-macro2 v1.0.89\n   Compiling unicode-ident v1.0.13\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...", 101, ev="out"),
        B("which cc gcc clang; ls /usr/bin/*-gcc* 2>/dev/null | head", "", 1, ev="out"),
        T("No C toolchain/linker in the image; build scripts can't link."),
    ], "Code changed; nothing compiles because the image has no `cc` linker.",
        eco="rust", target=50,
        why="The image lacks a C linker (linker `cc` not found), so no crate with a build script could compile."))

    out.append(Run("maven-ledger-api-artifact", DEP, """# BIL-330: Use LedgerClient.postBatch for invoice sync

`billing-core/src/main/java/com/acme/billing/InvoiceSync.java` posts entries one by one. Use
`LedgerClient.postBatch` from `ledger-api` 1.9.0 (bump the version in the parent pom). `mvn -pl billing-core test` must pass.
""", [
        T("Looking at the parent pom and InvoiceSync."),
        R("pom.xml", "<properties>\n  <ledger-api.version>1.8.2</ledger-api.version>\n</properties>"),
        N(5),
        E("pom.xml", "<ledger-api.version>1.8.2</ledger-api.version>", "<ledger-api.version>1.9.0</ledger-api.version>"),
        E("billing-core/src/main/java/com/acme/billing/InvoiceSync.java", "for (Entry e : entries) {\n      client.post(e);\n    }", "client.postBatch(entries);"),
        B("mvn -q -pl billing-core -am test", "[ERROR] Failed to execute goal on project billing-core: Could not resolve dependencies for project com.acme:billing-core:jar:2.4.0-SNAPSHOT\n[ERROR] dependency: com.acme:ledger-api:jar:1.9.0 (compile)\n[ERROR] \tcom.acme:ledger-api:jar:1.9.0 was not found in https://nexus.acme.internal/repository/maven-public/ during a previous attempt. This failure was cached in the local repository and resolution is not reattempted until the update interval of acme-nexus has elapsed or updates are forced\n[ERROR] -> [Help 1]", 1, ev="out"),
        B("mvn -U -q -pl billing-core -am test", "[ERROR] Failed to execute goal on project billing-core: Could not resolve dependencies for project com.acme:billing-core:jar:2.4.0-SNAPSHOT\n[ERROR] dependency: com.acme:ledger-api:jar:1.9.0 (compile)\n[ERROR] \tCould not find artifact com.acme:ledger-api:jar:1.9.0 in acme-nexus (https://nexus.acme.internal/repository/maven-public/)\n[ERROR] -> [Help 1]", 1, ev="out"),
        T("ledger-api 1.9.0 hasn't been published to Nexus yet (latest there is 1.8.2), so postBatch isn't available."),
    ], "Blocked on ledger-api 1.9.0: the artifact is not in Nexus.",
        eco="java", target=64,
        why="Maven could not find the ledger-api 1.9.0 artifact in the configured Nexus repository."))

    out.append(Run("bundler-pg-search-gem", DEP, """# SHOP-745: Full-text product search

Add a `pg_search` scope to `Product` (`pg_search_scope :search, against: [:name, :description]`),
add the gem to the Gemfile, and run `bundle exec rspec spec/models/product_spec.rb`.
""", [
        T("Let me see the Gemfile and Product model."),
        R("app/models/product.rb", "class Product < ApplicationRecord\n  belongs_to :category\n  validates :name, presence: true\nend"),
        N(4),
        E("Gemfile", "gem \"pg\", \"~> 1.5\"", "gem \"pg\", \"~> 1.5\"\ngem \"pg_search\", \"~> 2.3\""),
        E("app/models/product.rb", "class Product < ApplicationRecord\n", "class Product < ApplicationRecord\n  include PgSearch::Model\n  pg_search_scope :search, against: [:name, :description]\n"),
        B("bundle install", "Fetching gem metadata from https://gems.acme.internal/..........\nResolving dependencies...\nCould not find gem 'pg_search (~> 2.3)' in rubygems repository https://gems.acme.internal/ or installed locally.\n\nThe source does not contain any versions of 'pg_search'", 7, ev="out"),
        B("bundle exec rspec spec/models/product_spec.rb", "Could not find gem 'pg_search (~> 2.3)' in locally installed gems.\n\nRun `bundle install` to install missing gems.", 7),
        T("The gem server doesn't carry pg_search and outbound rubygems.org is not configured."),
    ], "pg_search could not be installed from the configured gem source.",
        eco="ruby", target=58,
        why="Bundler could not find the pg_search gem in the only configured gem source."))

    out.append(Run("mix-hex-private-auth-pkg", DEP, """# AUTH-52: Verify webhook signatures with acme_sig

In `lib/acme/webhooks/plug.ex`, replace the inline HMAC check with `AcmeSig.verify/3` from the
`acme_sig` hex package (~> 0.4). `mix test test/acme/webhooks` must pass.
""", [
        T("Opening the plug."),
        R("lib/acme/webhooks/plug.ex", "def call(conn, _opts) do\n  sig = get_req_header(conn, \"x-acme-signature\")\n  if Plug.Crypto.secure_compare(hmac(conn.assigns.raw_body), sig), do: conn, else: halt(conn)\nend"),
        N(4),
        E("mix.exs", "{:jason, \"~> 1.4\"},", "{:jason, \"~> 1.4\"},\n      {:acme_sig, \"~> 0.4\"},"),
        B("mix deps.get", "Resolving Hex dependencies...\nResolution completed in 0.05s\n** (Mix) No package with name acme_sig (from: mix.exs) in registry", 1, ev="out"),
        B("mix hex.repo list", "Name        URL                             Public key                                          Auth key\nhexpm       https://repo.hex.pm             SHA256:O1LOYhHFW4kcrblKAxROaDEzLD8bn1seWbe5tq8TRsk"),
        T("Only the public hexpm repo is configured; acme_sig lives in the org repo which isn't set up here."),
        B("mix test test/acme/webhooks", "Unchecked dependencies for environment test:\n* acme_sig (Hex package)\n  the dependency is not available, run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies", 1),
    ], "acme_sig could not be resolved from the configured Hex repos.",
        eco="ex", target=56,
        why="Hex had no acme_sig package in the configured registry, so the dependency could not be fetched."))

    out.append(Run("nx-node-engine-old", DEP, """# UI-901: Storybook for the DatePicker

In the Nx workspace add a `DatePicker.stories.tsx` under `libs/ui/src/date-picker/` with the three
states from the design. `npx nx run ui:build-storybook` must succeed.
""", [
        T("Checking the lib and the Nx setup."),
        N(5),
        W("libs/ui/src/date-picker/DatePicker.stories.tsx", "import type { Meta, StoryObj } from '@storybook/react';\nimport { DatePicker } from './DatePicker';\n\nconst meta: Meta<typeof DatePicker> = { component: DatePicker };\nexport default meta;\n\nexport const Empty: StoryObj<typeof DatePicker> = {};\nexport const Selected: StoryObj<typeof DatePicker> = { args: { value: new Date('2026-01-15') } };\nexport const Disabled: StoryObj<typeof DatePicker> = { args: { disabled: true } };\n"),
        B("npx nx run ui:build-storybook", "\n NX   The current Node.js version (v16.20.2) is not supported by Nx. Please use Node.js v18.19.0 or higher.\n", 1, ev="out"),
        B("node -v; ls ~/.nvm 2>/dev/null; which fnm volta", "v16.20.2", 1),
        B("npm i -D node@20", "npm warn EBADENGINE Unsupported engine {\nnpm warn EBADENGINE   package: '@nx/storybook@20.1.2',\nnpm warn EBADENGINE   required: { node: '>=18.19.0' },\nnpm warn EBADENGINE   current: { node: 'v16.20.2', npm: '8.19.4' }\nnpm warn EBADENGINE }\nnpm error code ETARGET\nnpm error notarget No matching version found for node@20.\nnpm error notarget In most cases you or one of your dependencies are requesting\nnpm error notarget a package version that doesn't exist.", 1, ev="out"),
        T("The runner has Node 16 only; Nx 20 needs >= 18.19."),
    ], "Stories written but cannot build: Node 16.20.2 in the image, Nx requires >= 18.19.0.",
        eco="js", target=50,
        why="The Node.js version in the image (16.20.2) is too old for Nx 20, and no newer Node was available."))

    out.append(_py311())

    out.append(Run("cv2-libgl-after-user-install", DEP, """# VIS-77: Thumbnail crop centred on faces

`vision/thumbs.py::crop` crops the top-left square. Use the face box from `vision/faces.py` to centre it.
`pytest tests/test_thumbs.py` must pass.
""", [
        T("Reading thumbs.py."),
        R("vision/thumbs.py", "def crop(img, size):\n    return img[:size, :size]"),
        N(4),
        E("vision/thumbs.py", "def crop(img, size):\n    return img[:size, :size]", "def crop(img, size, face=None):\n    cy, cx = face.center if face else (img.shape[0] // 2, img.shape[1] // 2)\n    y0 = max(0, min(cy - size // 2, img.shape[0] - size))\n    x0 = max(0, min(cx - size // 2, img.shape[1] - size))\n    return img[y0:y0 + size, x0:x0 + size]"),
        B("pip install -r requirements.txt", "Collecting opencv-python==4.10.0.84\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.12/site-packages/cv2'\nConsider using the `--user` option or check the permissions.", 1),
        B("pip install --user -r requirements.txt", "Collecting opencv-python==4.10.0.84\n  Using cached opencv_python-4.10.0.84-cp37-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (62.5 MB)\nInstalling collected packages: opencv-python\nSuccessfully installed opencv-python-4.10.0.84"),
        B("pytest tests/test_thumbs.py -q", "ImportError while importing test module '/workspace/repo/tests/test_thumbs.py'.\nHint: make sure your test modules/packages have valid names.\nTraceback:\ntests/test_thumbs.py:2: in <module>\n    from vision.thumbs import crop\nvision/__init__.py:1: in <module>\n    import cv2\nE   ImportError: libGL.so.1: cannot open shared object file: No such file or directory", 2, ev="out"),
        B("ldconfig -p | grep -c libGL", "0", 1, ev="out"),
        T("The user install worked, but OpenCV needs the system libGL which isn't in the image. opencv-python-headless would avoid it but that's a dependency change outside the ticket."),
    ], "Code changed; tests can't import cv2 because libGL.so.1 is missing from the image.",
        eco="py", target=70, near_miss=PERM,
        why="After the permission problem was worked around with --user, the run failed on the missing system library libGL.so.1."))
    return out


def _py311():
    return Run("py-requires-python-311", DEP, """# ETL-301: Use TaskGroup for parallel extract

`etl/extract.py` uses `asyncio.gather` and leaks tasks on failure. Switch to `asyncio.TaskGroup`.
Install the package in editable mode and run `pytest tests/test_extract.py`.
""", [
        T("Let me check the extract module."),
        R("etl/extract.py", "async def extract_all(sources):\n    return await asyncio.gather(*(s.fetch() for s in sources))"),
        N(4),
        E("etl/extract.py", "    return await asyncio.gather(*(s.fetch() for s in sources))", "    async with asyncio.TaskGroup() as tg:\n        tasks = [tg.create_task(s.fetch()) for s in sources]\n    return [t.result() for t in tasks]"),
        B("pip install -e '.[test]'", "Obtaining file:///workspace/repo\n  Installing build dependencies ... done\n  Checking if build backend supports build_editable ... done\n  Getting requirements to build editable ... done\n  Preparing editable metadata (pyproject.toml) ... done\nERROR: Package 'acme-etl' requires a different Python: 3.9.18 not in '>=3.11'", 1, ev="out"),
        B("ls /usr/bin/python3* /usr/local/bin/python3* 2>/dev/null", "/usr/bin/python3\n/usr/bin/python3.9\n/usr/bin/python3.9-config", 0, ev="out"),
        T("Only Python 3.9 is present and TaskGroup needs 3.11. I'll stop here rather than backport."),
    ], "Cannot install: the project requires Python >= 3.11 and only 3.9.18 is available.",
        eco="py", target=54,
        why="The project requires Python >= 3.11 and the image only has Python 3.9.18.")


def cases():
    return [r for r in infra() + permission() + dependency() if r is not None]
