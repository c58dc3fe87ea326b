"""Environment-caused failures: provider/platform, refusals, absent dependencies."""
from gen_lib import S, B, R, G, E, W, OK, FAIL, PROV, CUT
from cases_common import explore, cwd

def C(slug, ticket, repo, fmt, title, body, mode, why, steps, nm="", **kw):
    d = dict(slug=slug, ticket=ticket, cwd=cwd(repo), fmt=fmt, title=title, body=body, mode=mode, why=why, steps=steps, near_miss=nm)
    d.update(kw); return d

F = {"c": "claude", "t": "claude-transcript", "x": "codex", "o": "osmia"}
CASES = []
def add(*a, **k):
    a = list(a); a[3] = F[a[3]]; CASES.append(C(*a, **k))

PYTEST_TIMEOUT_OK = "============================= test session starts ==============================\nplatform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0\ndjango: version: 5.1.2, settings: config.settings.test (from ini)\nrootdir: /workspace/api\nplugins: django-4.9.0, xdist-3.6.1\ncollected 14 items\n\napps/exports/tests/test_views.py ......F.......                            [100%]\n\n=================================== FAILURES ===================================\n_____________________ test_export_csv_includes_archived ________________________\napps/exports/tests/test_views.py:88: in test_export_csv_includes_archived\n    assert rows[-1][\"status\"] == \"archived\"\nE   AssertionError: assert 'active' == 'archived'\n=========================== short test summary info ============================\nFAILED apps/exports/tests/test_views.py::test_export_csv_includes_archived - AssertionError: assert 'active' == 'archived'\n========================= 1 failed, 13 passed in 3.41s ========================="

# ---------------- infra ----------------
add("export-archived-rows", "API-2211", "api", "c", "CSV export drops archived projects",
    "Org admins report that `/api/v2/exports/projects.csv` omits archived projects. The queryset in `apps/exports/views.py` uses the default manager.\n\nAcceptance: archived projects appear with status `archived`; `apps/exports/tests/test_views.py` passes.",
    "infra_failure", "The provider returned 529 overloaded and ended the session mid-task; nothing the agent did caused it.",
    explore("api") + [
     B("pytest apps/exports -q -p no:cacheprovider", PYTEST_TIMEOUT_OK, err=True),
     R("/workspace/api/apps/exports/views.py", "     1→from django.http import StreamingHttpResponse\n     2→from apps.projects.models import Project\n     3→\n    14→def projects_csv(request):\n    15→    qs = Project.objects.filter(org=request.user.org)\n    16→    return StreamingHttpResponse(_rows(qs), content_type=\"text/csv\")"),
     G("all_objects", "apps/projects/models.py:41:    all_objects = models.Manager()\napps/projects/models.py:40:    objects = ActiveProjectManager()"),
     S("The model has an `all_objects` manager that includes archived rows. Switching the export to it."),
     PROV("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVQ8m3tX4bqk2P7Gd1wZr\"}"),
    ], nm="")

add("invoice-table-sticky-header", "WEB-883", "web", "t", "Invoice table header should stay visible while scrolling",
    "On /billing/invoices the column header scrolls away. Make the header sticky in `src/features/billing/InvoiceTable.tsx` (CSS module next to it). Keep the existing vitest tests green.",
    "infra_failure", "The subscription usage limit ended the session while the agent was still editing; the pending lint warning is irrelevant.",
    explore("web") + [
     R("/workspace/web/src/features/billing/InvoiceTable.tsx", "     1→import styles from './InvoiceTable.module.css';\n     2→import { useInvoices } from './useInvoices';\n    18→      <thead className={styles.head}>"),
     R("/workspace/web/src/features/billing/InvoiceTable.module.css", "     1→.head {\n     2→  background: var(--surface-1);\n     3→}\n     4→.wrap { overflow: auto; max-height: 70vh; }"),
     E("/workspace/web/src/features/billing/InvoiceTable.module.css", ".head {\n  background: var(--surface-1);\n}", ".head {\n  background: var(--surface-1);\n  position: sticky;\n  top: 0;\n  z-index: 1;\n}"),
     B("pnpm lint src/features/billing", "\n/workspace/web/src/features/billing/useInvoices.ts\n  12:9  warning  'timeoutMs' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 1 problem (0 errors, 1 warning)"),
     B("pnpm vitest run src/features/billing", " RUN  v2.1.4 /workspace/web\n\n ✓ src/features/billing/InvoiceTable.test.tsx (4 tests) 88ms\n ✓ src/features/billing/useInvoices.test.ts (3 tests) 21ms\n\n Test Files  2 passed (2)\n      Tests  7 passed (7)\n   Duration  1.92s"),
     S("Tests pass. Let me also check the dark theme variables so the sticky header is opaque there too."),
     R("/workspace/web/src/styles/theme-dark.css", "     1→:root[data-theme=dark] {\n     2→  --surface-1: #16181d;"),
     PROV("5-hour limit reached ∙ resets 3pm"),
    ])

add("dedupe-webhook-deliveries", "WRK-512", "worker", "x", "Webhook deliveries are sent twice after redelivery",
    "JetStream redelivers a message when the ack is late, and `internal/webhooks/deliver.go` sends the webhook again. Use the `Nats-Msg-Id` header for idempotency (there is a dedupe store in `internal/store/dedupe.go`).",
    "infra_failure", "Codex hit the OpenAI tokens-per-minute limit and the turn failed after retries; the open go vet warning did not end the run.",
    explore("worker") + [
     B("rg -n \"Nats-Msg-Id|Seen\\(\" internal", "internal/store/dedupe.go:22:func (s *Dedupe) Seen(ctx context.Context, id string) (bool, error) {\ninternal/webhooks/deliver.go:9:// TODO: use Nats-Msg-Id for idempotency"),
     R("internal/webhooks/deliver.go", "     1\tpackage webhooks\n    31\tfunc (d *Deliverer) Handle(msg jetstream.Msg) error {\n    32\t\tev, err := decode(msg.Data())\n    38\t\treturn d.post(ctx, ev)"),
     E("internal/webhooks/deliver.go", "\treturn d.post(ctx, ev)", "\tif seen, _ := d.dedupe.Seen(ctx, msg.Headers().Get(\"Nats-Msg-Id\")); seen {\n\t\treturn msg.Ack()\n\t}\n\treturn d.post(ctx, ev)"),
     B("go vet ./internal/webhooks/", "# github.com/acme/worker/internal/webhooks\ninternal/webhooks/deliver.go:33:2: d.dedupe undefined (type *Deliverer has no field or method dedupe)", err=True),
     S("Need to wire the Dedupe store into Deliverer."),
     R("internal/webhooks/deliverer.go", "     1\tpackage webhooks\n     8\ttype Deliverer struct {\n     9\t\tclient *http.Client\n    10\t\ttimeout time.Duration\n    11\t}"),
     PROV("stream disconnected before completion: Rate limit reached for gpt-5-codex in organization org-7TqvX2aLk9WcB1mNe3Rf on tokens per min (TPM): Limit 500000, Used 488312, Requested 61877. Please try again in 6.023s. Visit https://platform.openai.com/account/rate-limits to learn more."),
    ])

add("helm-worker-memory", "OPS-341", "infra", "o", "Raise worker memory request in staging chart values",
    "Staging worker pods are throttled. In `charts/worker/values-staging.yaml` set requests.memory to 768Mi and limits.memory to 1Gi, then run `helm template` to check it renders.",
    "infra_failure", "The agent pod itself was evicted for ephemeral-storage pressure; the word OOMKilled appears only in git history and the ticket context.",
    explore("infra") + [
     R("charts/worker/values-staging.yaml", "replicaCount: 2\nresources:\n  requests:\n    cpu: 250m\n    memory: 512Mi\n  limits:\n    memory: 768Mi"),
     E("charts/worker/values-staging.yaml", "    memory: 512Mi\n  limits:\n    memory: 768Mi", "    memory: 768Mi\n  limits:\n    memory: 1Gi"),
     B("helm dependency build charts/worker", "Hang tight while we grab the latest from your chart repositories...\n...Successfully got an update from the \"bitnami\" chart repository\nUpdate Complete. ⎈Happy Helming!⎈\nSaving 1 charts\nDownloading redis from repo https://charts.bitnami.com/bitnami\nDeleting outdated charts"),
     B("helm template worker charts/worker -f charts/worker/values-staging.yaml > /tmp/render.yaml && grep -n -A3 'resources:' /tmp/render.yaml", "118:          resources:\n119-            limits:\n120-              memory: 1Gi\n121-            requests:"),
     S("Renders correctly. Checking the prod values are untouched and running the chart lint."),
     {"k": "prov", "ev": True, "text": "pod osmia-run-ops-341-7c9f4 evicted: The node was low on resource: ephemeral-storage. Threshold quantity: 10Gi, available: 8512Ki. Container agent was using 11238Ki, request is 0, has larger consumption of ephemeral-storage."},
    ])

add("tax-rounding-annual", "BIL-1290", "billing", "x", "Annual plan tax rounds per line instead of per invoice",
    "`TaxCalculator` in `src/main/java/com/acme/billing/tax/TaxCalculator.java` rounds each line; finance wants rounding once per invoice (HALF_EVEN). Tests in `TaxCalculatorTest`.",
    "infra_failure", "Gradle could not download the wrapper distribution because the sandbox had no route to services.gradle.org; the later 'Could not find' is a consequence, not a missing artifact.",
    explore("billing") + [
     R("src/main/java/com/acme/billing/tax/TaxCalculator.java", "    27\t    public Money taxFor(Invoice inv) {\n    28\t        return inv.lines().stream().map(l -> l.net().multiply(rate).setScale(2, RoundingMode.HALF_UP))\n    29\t            .reduce(Money.ZERO, Money::add);"),
     E("src/main/java/com/acme/billing/tax/TaxCalculator.java", "map(l -> l.net().multiply(rate).setScale(2, RoundingMode.HALF_UP))", "map(l -> l.net().multiply(rate))"),
     B("./gradlew test --tests '*TaxCalculatorTest'", "Downloading https://services.gradle.org/distributions/gradle-8.10.2-bin.zip\n\nException in thread \"main\" java.net.UnknownHostException: services.gradle.org\n\tat java.base/sun.nio.ch.NioSocketImpl.connect(NioSocketImpl.java:567)\n\tat java.base/java.net.Socket.connect(Socket.java:751)\n\tat org.gradle.wrapper.Download.downloadInternal(Download.java:58)\n\tat org.gradle.wrapper.WrapperExecutor.execute(WrapperExecutor.java:181)", err=True, ev="result"),
     B("getent hosts services.gradle.org nexus.acme.internal; echo rc=$?", "rc=2", err=True, ev="result"),
     B("gradle --version", "bash: line 1: gradle: command not found", err=True),
     S("No DNS from this sandbox and no system Gradle. Trying the offline cache."),
     B("./gradlew --offline test --tests '*TaxCalculatorTest'", "Exception in thread \"main\" java.io.FileNotFoundException: Could not find /root/.gradle/wrapper/dists/gradle-8.10.2-bin/a4k8o1bql3s8t7a4d9x8v9r2/gradle-8.10.2-bin.zip", err=True),
     FAIL("I changed TaxCalculator to round once per invoice, but could not run the tests: the sandbox cannot resolve services.gradle.org or nexus.acme.internal, so the Gradle wrapper cannot be downloaded."),
    ], nm="dependency_missing")

add("django-ninja-pagination", "API-2230", "api", "t", "Paginate /api/v2/audit-log with cursor pagination",
    "Audit log endpoint returns everything at once. Use the cursor pagination helper from `apps/common/pagination.py`. The branch already pins `django-ninja==1.3.0` in requirements/base.txt; install it before running tests.",
    "infra_failure", "pip could not reach the package index (Errno 101 network unreachable), so 'No matching distribution' and the later ModuleNotFoundError are consequences of the network.",
    explore("api") + [
     B("pip install -r requirements/base.txt", "Collecting django-ninja==1.3.0 (from -r requirements/base.txt (line 14))\n  WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a2c1d9e50>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/django-ninja/\n  WARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a2c1da110>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/django-ninja/\nERROR: Could not find a version that satisfies the requirement django-ninja==1.3.0 (from versions: none)\nERROR: No matching distribution found for django-ninja==1.3.0", err=True, ev="result"),
     B("pytest apps/audit -q", "ImportError while loading conftest '/workspace/api/conftest.py'.\nconftest.py:4: in <module>\n    from ninja.testing import TestClient\nE   ModuleNotFoundError: No module named 'ninja'", err=True),
     B("curl -sS -m 10 https://pypi.org/simple/ -o /dev/null -w '%{http_code}'", "curl: (7) Failed to connect to pypi.org port 443 after 3 ms: Couldn't connect to server", err=True, ev="result"),
     S("The sandbox has no network route to PyPI, so I cannot install the pinned dependency or run the tests."),
     R("/workspace/api/apps/common/pagination.py", "     1→class CursorPagination:\n     2→    page_size = 50"),
     FAIL("Blocked: PyPI is unreachable from this environment (Network is unreachable), so django-ninja cannot be installed and the audit tests cannot run. No code changes made."),
    ], nm="dependency_missing")

add("tf-staging-redis-version", "OPS-352", "infra", "c", "Bump staging Redis engine to 7.1",
    "In `envs/staging/redis.tf` change engine_version to 7.1 and parameter group family to redis7. Run `terraform init -backend=false && terraform validate`.",
    "infra_failure", "terraform init timed out reaching registry.terraform.io; the provider query failure is a network outage, not a missing provider.",
    explore("infra") + [
     R("/workspace/infra/envs/staging/redis.tf", "     1→resource \"aws_elasticache_replication_group\" \"main\" {\n     5→  engine_version       = \"6.2\"\n     6→  parameter_group_name = \"default.redis6.x\""),
     E("/workspace/infra/envs/staging/redis.tf", "  engine_version       = \"6.2\"\n  parameter_group_name = \"default.redis6.x\"", "  engine_version       = \"7.1\"\n  parameter_group_name = \"default.redis7\""),
     B("cd envs/staging && terraform init -backend=false", "Initializing provider plugins...\n- Finding hashicorp/aws versions matching \"~> 5.70\"...\n╷\n│ Error: Failed to query available provider packages\n│ \n│ Could not retrieve the list of available versions for provider hashicorp/aws: could not connect to registry.terraform.io: failed to request discovery document: Get\n│ \"https://registry.terraform.io/.well-known/terraform.json\": dial tcp 34.117.59.81:443: i/o timeout\n╵", err=True, ev="result"),
     B("cd envs/staging && terraform init -backend=false", "Initializing provider plugins...\n- Finding hashicorp/aws versions matching \"~> 5.70\"...\n╷\n│ Error: Failed to query available provider packages\n│ \n│ Could not retrieve the list of available versions for provider hashicorp/aws: could not query provider registry for registry.terraform.io/hashicorp/aws: the request failed after 2 attempts, please try again later: Get \"https://registry.terraform.io/v1/providers/hashicorp/aws/versions\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)\n╵", err=True, ev="result"),
     S("The registry is unreachable from here twice in a row; I can't validate."),
     FAIL("Edited envs/staging/redis.tf but terraform init could not reach registry.terraform.io (i/o timeout), so validate was not run."),
    ], nm="dependency_missing")

add("refund-webhook-signature", "BIL-1302", "billing", "t", "Verify Stripe signature on refund webhooks",
    "`RefundWebhookController` accepts unsigned payloads. Reuse `StripeSignatureVerifier` (already used by `ChargeWebhookController`). Add a test for a bad signature returning 400.",
    "infra_failure", "A provider limit ended the session while a compile error about a missing import was still open; the limit is what stopped the run.",
    explore("billing") + [
     G("StripeSignatureVerifier", "src/main/java/com/acme/billing/webhooks/ChargeWebhookController.java:24:    private final StripeSignatureVerifier verifier;\nsrc/main/java/com/acme/billing/stripe/StripeSignatureVerifier.java:12:public class StripeSignatureVerifier {"),
     R("/workspace/billing/src/main/java/com/acme/billing/webhooks/RefundWebhookController.java", "    18\t@PostMapping(\"/webhooks/stripe/refunds\")\n    19\tpublic ResponseEntity<Void> handle(@RequestBody String payload) {"),
     E("/workspace/billing/src/main/java/com/acme/billing/webhooks/RefundWebhookController.java", "public ResponseEntity<Void> handle(@RequestBody String payload) {", "public ResponseEntity<Void> handle(@RequestBody String payload, @RequestHeader(\"Stripe-Signature\") String sig) {\n        if (!verifier.verify(payload, sig)) return ResponseEntity.badRequest().build();"),
     B("./gradlew compileJava -q", "/workspace/billing/src/main/java/com/acme/billing/webhooks/RefundWebhookController.java:20: error: cannot find symbol\n        if (!verifier.verify(payload, sig)) return ResponseEntity.badRequest().build();\n             ^\n  symbol:   variable verifier\n  location: class RefundWebhookController\n1 error\n\nFAILURE: Build failed with an exception.", err=True),
     S("I need to inject the verifier field and import it."),
     PROV("Claude AI usage limit reached|1763996400"),
    ], nm="dependency_missing")

add("cli-retry-backoff", "CLI-219", "cli", "x", "acmectl should back off on HTTP 429",
    "`acmectl sync` hammers the API on 429. Honour `Retry-After` in `src/http.rs` (max 3 retries). Add a unit test with the mock server in `tests/common`.",
    "infra_failure", "The Codex backend kept returning 5xx until the retry limit was exceeded; the 429 text in the ticket is the feature, not the failure.",
    explore("cli") + [
     R("src/http.rs", "    40\tpub async fn send(&self, req: Request) -> Result<Response> {\n    41\t    let resp = self.inner.execute(req).await?;\n    42\t    Ok(resp.error_for_status()?)"),
     E("src/http.rs", "    let resp = self.inner.execute(req).await?;", "    let mut attempt = 0;\n    let resp = loop {\n        let r = self.inner.execute(req.try_clone().unwrap()).await?;\n        if r.status() != StatusCode::TOO_MANY_REQUESTS || attempt == 3 { break r; }\n        attempt += 1;\n        tokio::time::sleep(retry_after(&r)).await;\n    };"),
     B("cargo test http:: 2>&1 | tail -5", "test http::tests::retry_after_seconds_parsed ... ok\ntest http::tests::gives_up_after_three ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 41 filtered out; finished in 0.03s"),
     S("Now the integration test in tests/common."),
     PROV("exceeded retry limit, last status: 500 Internal Server Error, request id: 9a2f1c7e5b3d40aa-FRA"),
    ])

add("ios-widget-refresh-budget", "IOS-77", "swift", "o", "Widget timeline refreshes too often",
    "`Sources/Core/TimelinePlanner.swift` schedules a refresh every 5 minutes; WidgetKit budget is ~40/day. Make it every 30 minutes, and after 22:00 local every 2 hours. Core tests run on Linux with `swift test`.",
    "infra_failure", "The agent container was OOM-killed during swift build (exit 137 reported by the orchestrator); the 'killed for memory' text in git log is a distractor.",
    explore("swift") + [
     R("Sources/Core/TimelinePlanner.swift", "    12\t    func nextRefresh(after date: Date) -> Date {\n    13\t        date.addingTimeInterval(5 * 60)\n    14\t    }"),
     E("Sources/Core/TimelinePlanner.swift", "        date.addingTimeInterval(5 * 60)", "        let hour = calendar.component(.hour, from: date)\n        return date.addingTimeInterval(hour >= 22 || hour < 6 ? 2 * 3600 : 30 * 60)"),
     B("swift build 2>&1 | tail -3", "[412/968] Compiling SwiftSyntax SyntaxNodes.swift\n[413/968] Compiling SwiftSyntax RawSyntaxNodes.swift\n[414/968] Compiling SwiftSyntax SyntaxRewriter.swift"),
     {"k": "prov", "ev": True, "text": "agent container terminated: reason=OOMKilled exitCode=137 (memory limit 2Gi) pod=osmia-run-ios-77-5d2k8 node=gke-agents-pool-2-8c1f"},
    ])

add("elixir-digest-timezone", "NTF-140", "elixir", "t", "Digest emails go out at 09:00 UTC instead of user local time",
    "`Notifier.Digest.Scheduler` ignores `user.timezone`. Use `DateTime.shift_zone/2` (tzdata is already a dependency). Add an ExUnit test for Europe/Berlin.",
    "infra_failure", "An Anthropic 500 api_error ended the session after the tests had been written; the GenServer timeout in the test log is code output.",
    explore("elixir") + [
     R("/workspace/notifier/lib/notifier/digest/scheduler.ex", "    21\t  def next_run(user, now) do\n    22\t    %{now | hour: 9, minute: 0, second: 0}\n    23\t  end"),
     E("/workspace/notifier/lib/notifier/digest/scheduler.ex", "    %{now | hour: 9, minute: 0, second: 0}", "    {:ok, local} = DateTime.shift_zone(now, user.timezone)\n    local |> Map.merge(%{hour: 9, minute: 0, second: 0}) |> DateTime.shift_zone!(\"Etc/UTC\")"),
     B("mix test test/notifier/digest", "Compiling 2 files (.ex)\n..\n\n  1) test burst of 500 pushes does not exceed APNs window (Notifier.PushTest)\n     test/notifier/push_test.exs:44\n     ** (exit) exited in: GenServer.call(Notifier.Push.Pool, {:send, 500}, 5000)\n         ** (EXIT) time out\n\nFinished in 5.3 seconds (0.1s async, 5.2s sync)\n4 tests, 1 failure", err=True),
     S("That failure is in push_test, unrelated and pre-existing (the README mentions APNs burst). Adding the Berlin test."),
     W("/workspace/notifier/test/notifier/digest/scheduler_test.exs", "defmodule Notifier.Digest.SchedulerTest do\n  use ExUnit.Case, async: true\n  test \"berlin user gets 09:00 local\" do\n  end\nend"),
     PROV("API Error: 500 {\"type\":\"error\",\"error\":{\"type\":\"api_error\",\"message\":\"Internal server error\"},\"request_id\":\"req_011CVR2kq9fPz7LmW1yT3nAa\"}"),
    ], nm="")

# ---------------- permission ----------------
add("freezegun-expiry-tests", "API-2245", "api", "c", "Invite links expire after 24h, not 72h",
    "`apps/invites/services.py` uses `INVITE_TTL_HOURS=24`; product wants 72. Tests in `apps/invites/tests` use freezegun (add it to requirements/dev.txt if missing).",
    "permission_blocked", "pip could not write to the system site-packages (Errno 13 Permission denied); the following ModuleNotFoundError for freezegun is a consequence.",
    explore("api") + [
     R("/workspace/api/apps/invites/services.py", "     8→INVITE_TTL_HOURS = 24"),
     E("/workspace/api/apps/invites/services.py", "INVITE_TTL_HOURS = 24", "INVITE_TTL_HOURS = 72"),
     B("pip install freezegun==1.5.1", "Collecting freezegun==1.5.1\n  Using cached freezegun-1.5.1-py3-none-any.whl.metadata (11 kB)\nRequirement already satisfied: python-dateutil>=2.7 in /usr/local/lib/python3.12/site-packages (from freezegun==1.5.1) (2.9.0.post0)\nUsing cached freezegun-1.5.1-py3-none-any.whl (17 kB)\nInstalling collected packages: freezegun\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.12/site-packages/freezegun'\nConsider using the `--user` option or check the permissions.\n", err=True, ev="result"),
     B("pytest apps/invites -q", "ImportError while importing test module '/workspace/api/apps/invites/tests/test_expiry.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\napps/invites/tests/test_expiry.py:3: in <module>\n    from freezegun import freeze_time\nE   ModuleNotFoundError: No module named 'freezegun'", err=True),
     B("pip install --user freezegun==1.5.1", "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.", err=True, ev="result"),
     S("I can't install freezegun into this environment, so the expiry tests can't run."),
     FAIL("Changed INVITE_TTL_HOURS to 72. Could not run tests: installing freezegun failed with Permission denied on /usr/local/lib/python3.12/site-packages."),
    ], nm="dependency_missing")

add("design-tokens-dark", "WEB-901", "web", "t", "Use the new dark palette from @acme/design-tokens 4.2",
    "Design shipped `@acme/design-tokens@4.2.0` (GitHub Packages). Bump it in package.json and replace the hard-coded colors in `src/styles/theme-dark.css` with the token variables.",
    "permission_blocked", "The private GitHub Packages registry answered 401 because the sandbox has no token; the package exists, it simply could not be fetched without credentials.",
    explore("web") + [
     R("/workspace/web/.npmrc", "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}"),
     E("/workspace/web/package.json", "\"@acme/design-tokens\": \"4.1.3\"", "\"@acme/design-tokens\": \"4.2.0\""),
     B("pnpm install", "Progress: resolved 1, reused 0, downloaded 0, added 0\n ERR_PNPM_FETCH_401  GET https://npm.pkg.github.com/@acme%2Fdesign-tokens: Unauthorized - 401\n\nNo authorization header was set for the request.", err=True, ev="result"),
     B("echo ${NODE_AUTH_TOKEN:-unset}", "unset"),
     B("npm view @acme/design-tokens@4.2.0 version", "npm error code E401\nnpm error 401 Unauthorized - GET https://npm.pkg.github.com/@acme%2fdesign-tokens - authentication token not provided\nnpm error A complete log of this run can be found in: /root/.npm/_logs/2026-11-18T10_02_11_421Z-debug-0.log", err=True, ev="result"),
     S("Without NODE_AUTH_TOKEN I can't fetch the private package."),
     FAIL("Bumped @acme/design-tokens to 4.2.0 in package.json but pnpm install fails with 401 from npm.pkg.github.com: no auth token in this environment. CSS not migrated."),
    ], nm="dependency_missing")

add("cli-config-path-xdg", "CLI-224", "cli", "x", "Respect XDG_CONFIG_HOME for the config file",
    "`src/config.rs` hard-codes `~/.acmectl.toml`. Read `$XDG_CONFIG_HOME/acmectl/config.toml` first, fall back to the old path. Add tests.",
    "permission_blocked", "The Codex sandbox mounted the workspace read-only, so cargo could not take its build lock and the edit was refused.",
    explore("cli") + [
     R("src/config.rs", "    10\tpub fn path() -> PathBuf {\n    11\t    dirs::home_dir().unwrap().join(\".acmectl.toml\")\n    12\t}"),
     E("src/config.rs", "    dirs::home_dir().unwrap().join(\".acmectl.toml\")", "    if let Some(x) = std::env::var_os(\"XDG_CONFIG_HOME\") { return PathBuf::from(x).join(\"acmectl/config.toml\"); }\n    dirs::home_dir().unwrap().join(\".acmectl.toml\")", ev="call", err=True),
     B("touch src/.probe && echo ok", "touch: cannot touch 'src/.probe': Read-only file system", err=True, ev="result"),
     B("cargo test config::", "error: failed to open: /workspace/cli/target/debug/.cargo-lock\n\nCaused by:\n  Read-only file system (os error 30)", err=True, ev="result"),
     S("The workspace is mounted read-only in this sandbox; I cannot write the change or build."),
     FAIL("Could not apply the change: the sandbox is read-only (os error 30) for /workspace/cli."),
    ])

add("worker-push-branch", "WRK-520", "worker", "o", "Log the NATS stream name on consumer errors",
    "Errors from `internal/consumer/run.go` don't say which stream failed. Add `stream` as a structured field on the error log. Open a PR against main.",
    "permission_blocked", "The change was done and tests passed, but git push was refused with 403 for the bot account, so no PR could be opened.",
    explore("worker") + [
     R("internal/consumer/run.go", "    55\t\t\tslog.Error(\"consume failed\", \"err\", err)"),
     E("internal/consumer/run.go", "slog.Error(\"consume failed\", \"err\", err)", "slog.Error(\"consume failed\", \"stream\", c.stream, \"err\", err)"),
     B("go test ./internal/consumer/...", "ok  \tgithub.com/acme/worker/internal/consumer\t0.412s"),
     B("git checkout -b agent/wrk-520 && git commit -am 'consumer: log stream name on errors (WRK-520)'", "Switched to a new branch 'agent/wrk-520'\n[agent/wrk-520 4b1c9e2] consumer: log stream name on errors (WRK-520)\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
     B("git push -u origin agent/wrk-520", "remote: Permission to acme/worker.git denied to acme-agents-bot.\nfatal: unable to access 'https://github.com/acme/worker.git/': The requested URL returned error: 403", err=True, code=128, ev="result"),
     B("gh auth status", "github.com\n  ✓ Logged in to github.com account acme-agents-bot (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghp_************************************\n  - Token scopes: 'read:org'", ev="result"),
     S("The token only has read:org; it cannot push."),
     FAIL("Change committed locally on agent/wrk-520 but push was denied (403) for acme-agents-bot; token lacks repo scope. No PR opened."),
    ])

add("refund-csv-delimiter", "BIL-1311", "billing", "c", "Refund CSV uses comma in amounts for de-DE",
    "The refund export formats amounts with the user locale, so de-DE gets `12,50` inside a comma-separated file. Always format with Locale.ROOT in `RefundCsvWriter`.",
    "permission_blocked", "Claude Code was not granted Bash in this headless run; every build attempt was denied and the result lists the permission denials.",
    explore("billing")[1:] + [
     G("RefundCsvWriter", "src/main/java/com/acme/billing/refunds/RefundCsvWriter.java:14:public class RefundCsvWriter {"),
     R("/workspace/billing/src/main/java/com/acme/billing/refunds/RefundCsvWriter.java", "    31\t        row.add(String.format(userLocale, \"%.2f\", r.amount()));"),
     E("/workspace/billing/src/main/java/com/acme/billing/refunds/RefundCsvWriter.java", "String.format(userLocale, \"%.2f\", r.amount())", "String.format(Locale.ROOT, \"%.2f\", r.amount())"),
     B("./gradlew test --tests '*RefundCsvWriterTest'", "Claude requested permissions to use Bash, but you haven't granted it yet.", err=True, ev="result"),
     S("I need Bash to run Gradle. Trying once more with a narrower command."),
     B("./gradlew compileJava", "Claude requested permissions to use Bash, but you haven't granted it yet.", err=True, ev="result"),
     R("/workspace/billing/src/test/java/com/acme/billing/refunds/RefundCsvWriterTest.java", "    22\t        assertEquals(\"r_1,12.50,EUR\", lines.get(1));"),
     B("git diff --stat", "Claude requested permissions to use Bash, but you haven't granted it yet.", err=True),
     FAIL("Edited RefundCsvWriter to use Locale.ROOT. Could not compile or run tests: Bash permission was not granted in this session."),
    ], denials=[{"tool_name": "Bash", "tool_use_id": "toolu_01x", "tool_input": {"command": "./gradlew test --tests '*RefundCsvWriterTest'"}}])

add("tf-state-lock-ci-role", "OPS-360", "infra", "x", "Add lifecycle rule for staging log bucket",
    "Add a 30-day expiration lifecycle rule to `aws_s3_bucket.logs` in `envs/staging/logs.tf` and post the plan output in the PR.",
    "permission_blocked", "terraform plan could not read the state bucket: AccessDenied 403 for the CI role; the code change itself is fine.",
    explore("infra") + [
     R("envs/staging/logs.tf", "resource \"aws_s3_bucket\" \"logs\" {\n  bucket = \"acme-staging-logs\"\n}"),
     W("envs/staging/logs_lifecycle.tf", "resource \"aws_s3_bucket_lifecycle_configuration\" \"logs\" {\n  bucket = aws_s3_bucket.logs.id\n  rule {\n    id     = \"expire-30d\"\n    status = \"Enabled\"\n    expiration { days = 30 }\n  }\n}"),
     B("cd envs/staging && terraform init -input=false", "Initializing the backend...\n╷\n│ Error: Failed to get existing workspaces: Unable to list objects in S3 bucket \"acme-tfstate\" with prefix \"env:/\": operation error S3: ListObjectsV2, https response error StatusCode: 403, RequestID: 8XQ2B7K1M4ZC9T0R, HostID: q3c+F8y/3uJt0cA=, api error AccessDenied: User: arn:aws:sts::418273645521:assumed-role/agents-ci-readonly/osmia is not authorized to perform: s3:ListBucket on resource: \"arn:aws:s3:::acme-tfstate\" because no identity-based policy allows the s3:ListBucket action\n╵", err=True, ev="result"),
     B("aws sts get-caller-identity --query Arn --output text", "arn:aws:sts::418273645521:assumed-role/agents-ci-readonly/osmia"),
     S("The assumed role cannot list the state bucket, so no plan can be produced."),
     FAIL("Lifecycle rule added in envs/staging/logs_lifecycle.tf, but terraform init fails: the agents-ci-readonly role is not authorized for s3:ListBucket on acme-tfstate."),
    ])

add("helm-secret-rotation-check", "OPS-366", "infra", "o", "Check that staging worker picks up rotated NATS creds",
    "After rotating NATS creds, verify with `kubectl` that the staging worker deployment references secret `nats-creds-v2` and roll it if it still uses v1. Chart in `charts/worker`.",
    "permission_blocked", "The runner's service account is forbidden from reading secrets and patching deployments in the staging namespace.",
    explore("infra") + [
     G("nats-creds", "charts/worker/values-staging.yaml:14:  natsSecret: nats-creds-v1\ncharts/worker/templates/deployment.yaml:41:              name: {{ .Values.natsSecret }}"),
     E("charts/worker/values-staging.yaml", "  natsSecret: nats-creds-v1", "  natsSecret: nats-creds-v2"),
     B("kubectl -n staging get secret nats-creds-v2", "Error from server (Forbidden): secrets \"nats-creds-v2\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot get resource \"secrets\" in API group \"\" in the namespace \"staging\"", err=True, ev="result"),
     B("kubectl -n staging rollout restart deploy/worker", "error: failed to patch: deployments.apps \"worker\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot patch resource \"deployments\" in API group \"apps\" in the namespace \"staging\"", err=True, ev="result"),
     S("The runner account has no RBAC in staging. I've updated the chart value; someone with access must roll it."),
     FAIL("Updated values-staging.yaml to nats-creds-v2. kubectl get secret / rollout restart are forbidden for system:serviceaccount:agents:osmia-runner in staging."),
    ])

add("gh-pr-from-fork", "WEB-915", "web", "c", "Fix typo 'Cancell' on subscription page",
    "The cancel button on `/settings/subscription` says 'Cancell subscription'. Fix the string in `src/features/settings/SubscriptionCard.tsx` and open a PR.",
    "permission_blocked", "The fix was trivial and pushed, but gh could not create the PR: the integration token lacks pull-request write access.",
    explore("web") + [
     G("Cancell", "src/features/settings/SubscriptionCard.tsx:47:          Cancell subscription"),
     E("/workspace/web/src/features/settings/SubscriptionCard.tsx", "          Cancell subscription", "          Cancel subscription"),
     B("pnpm vitest run src/features/settings", " ✓ src/features/settings/SubscriptionCard.test.tsx (5 tests) 64ms\n\n Test Files  1 passed (1)\n      Tests  5 passed (5)"),
     B("git commit -qam 'fix: cancel button typo (WEB-915)' && git push -q -u origin HEAD", "remote: \nremote: Create a pull request for 'agent/web-915' on GitHub by visiting:\nremote:      https://github.com/acme/web/pull/new/agent/web-915\nremote: "),
     B("gh pr create --fill --base main", "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", err=True, ev="result"),
     B("gh pr create --fill --base main --head agent/web-915", "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", err=True, ev="result"),
     FAIL("Typo fixed and branch pushed, but creating the PR fails: Resource not accessible by integration."),
    ], nm="")

add("pnpm-global-eacces", "WEB-920", "web", "x", "Add a vitest for the currency formatter",
    "`src/lib/formatMoney.ts` has no tests. Add `formatMoney.test.ts` covering EUR, JPY (no decimals) and negative values. The repo uses pnpm via corepack.",
    "permission_blocked", "Installing pnpm globally failed with EACCES on /usr/local/lib/node_modules; 'pnpm: command not found' afterwards is a consequence of that refusal.",
    explore("web") + [
     B("pnpm --version", "bash: line 1: pnpm: command not found", err=True, code=127),
     B("corepack enable", "Internal Error: EACCES: permission denied, symlink '../lib/node_modules/corepack/dist/pnpm.js' -> '/usr/local/bin/pnpm'", err=True, ev="result"),
     B("npm install -g pnpm@9", "npm error code EACCES\nnpm error syscall mkdir\nnpm error path /usr/local/lib/node_modules/pnpm\nnpm error errno -13\nnpm error Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/pnpm'\nnpm error\nnpm error The operation was rejected by your operating system.\nnpm error It is likely you do not have the permissions to access this file as the current user", err=True, ev="result"),
     W("src/lib/formatMoney.test.ts", "import { formatMoney } from './formatMoney';\n\ndescribe('formatMoney', () => {\n  it('formats EUR', () => expect(formatMoney(1250, 'EUR')).toBe('€12.50'));\n});"),
     B("pnpm vitest run src/lib", "bash: line 1: pnpm: command not found", err=True, code=127),
     FAIL("Test file written but not run: pnpm cannot be installed (EACCES on /usr/local/lib/node_modules and /usr/local/bin)."),
    ], nm="dependency_missing")

add("notifier-build-dir", "NTF-146", "elixir", "o", "Retry APNs sends once on :closed",
    "`Notifier.Push.APNs.send/2` drops a notification when the HTTP/2 connection is `:closed`. Retry once after reconnecting. Test in `test/notifier/push/apns_test.exs`.",
    "permission_blocked", "mix could not create the _build directory (permission denied) because the workspace is owned by another uid; nothing could compile.",
    explore("elixir") + [
     R("lib/notifier/push/apns.ex", "    30\t  def send(conn, note) do\n    31\t    case Mint.HTTP2.request(conn, \"POST\", path(note), headers(note), body(note)) do\n    32\t      {:error, _conn, %Mint.TransportError{reason: :closed}} -> {:error, :dropped}"),
     E("lib/notifier/push/apns.ex", "{:error, _conn, %Mint.TransportError{reason: :closed}} -> {:error, :dropped}", "{:error, _conn, %Mint.TransportError{reason: :closed}} -> with {:ok, conn} <- reconnect(), do: send_once(conn, note)"),
     B("mix test test/notifier/push/apns_test.exs", "** (File.Error) could not make directory (with -p) \"/workspace/notifier/_build/test/lib/notifier\": permission denied\n    (elixir 1.17.3) lib/file.ex:339: File.mkdir_p!/1\n    (mix 1.17.3) lib/mix/tasks/compile.all.ex:85: Mix.Tasks.Compile.All.compile/4", ev="result"),
     B("ls -ld /workspace/notifier/_build && id", "drwxr-xr-x 3 1001 1001 4096 Nov 14 08:12 /workspace/notifier/_build\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev="result"),
     S("The build dir belongs to uid 1001 and I run as 1000. I can't compile."),
     FAIL("APNs retry implemented but not compiled: /workspace/notifier/_build is not writable (permission denied)."),
    ])

# ---------------- dependency ----------------
add("cli-msrv-clap", "CLI-231", "cli", "c", "Add --output json to `acmectl projects list`",
    "Support `--output json` (default table) on `projects list` using serde_json. Snapshot test with insta in `tests/cli_projects.rs`.",
    "dependency_missing", "The toolchain is older than the crates need: clap_lex requires rustc 1.74 while the active rustc is 1.70.0.",
    explore("cli") + [
     R("/workspace/cli/src/commands/projects.rs", "    12\t#[derive(Args)]\n    13\tpub struct ListArgs {\n    14\t    #[arg(long)]\n    15\t    pub org: Option<String>,"),
     E("/workspace/cli/src/commands/projects.rs", "    pub org: Option<String>,", "    pub org: Option<String>,\n    #[arg(long, value_enum, default_value_t = Output::Table)]\n    pub output: Output,"),
     B("cargo build", "    Updating crates.io index\n  Downloaded clap_lex v0.7.4\nerror: package `clap_lex v0.7.4` cannot be built because it requires rustc 1.74 or newer, while the currently active rustc version is 1.70.0\nEither upgrade to rustc 1.74 or newer, or use\ncargo update clap_lex@0.7.4 --precise ver\nwhere `ver` is the latest version of `clap_lex` supporting rustc 1.70.0", err=True, ev="result"),
     B("rustup toolchain list", "bash: line 1: rustup: command not found", err=True, ev="result"),
     B("rustc --version && grep rust-version Cargo.toml", "rustc 1.70.0 (90c541806 2023-05-31)\nrust-version = \"1.80\""),
     S("The image ships rustc 1.70 while the crate's MSRV is 1.80 and there is no rustup to install a newer toolchain."),
     FAIL("Could not build: the active rustc 1.70.0 is older than required (clap_lex needs 1.74, Cargo.toml rust-version 1.80) and rustup is unavailable."),
    ])

add("money-core-upgrade", "BIL-1320", "billing", "t", "Use Money.allocate from money-core 2.4 for split invoices",
    "Split invoices lose a cent. money-core 2.4.0 added `Money.allocate(int parts)`; bump the dependency in build.gradle.kts and use it in `SplitInvoiceService`.",
    "dependency_missing", "The requested artifact version com.acme.platform:money-core:2.4.0 does not exist in the Nexus group repository (Could not find), so compilation cannot proceed.",
    explore("billing") + [
     E("/workspace/billing/build.gradle.kts", "implementation(\"com.acme.platform:money-core:2.3.1\")", "implementation(\"com.acme.platform:money-core:2.4.0\")"),
     B("./gradlew compileJava", "\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':compileJava'.\n> Could not resolve all files for configuration ':compileClasspath'.\n   > Could not find com.acme.platform:money-core:2.4.0.\n     Searched in the following locations:\n       - https://nexus.acme.internal/repository/maven-group/com/acme/platform/money-core/2.4.0/money-core-2.4.0.pom\n     If the artifact you are trying to retrieve can be found in the repository but without metadata in 'Maven POM' format, you need to adjust the 'metadataSources { ... }' of the repository declaration.\n     Required by:\n         root project :\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 4s", err=True, ev="result"),
     B("curl -s https://nexus.acme.internal/repository/maven-group/com/acme/platform/money-core/maven-metadata.xml | grep '<version>'", "      <version>2.2.0</version>\n      <version>2.3.0</version>\n      <version>2.3.1</version>", ev="result"),
     S("2.4.0 is not published; latest is 2.3.1 which has no allocate()."),
     FAIL("money-core 2.4.0 is not available in Nexus (latest 2.3.1), so Money.allocate cannot be used."),
    ], nm="infra_failure")

add("psycopg-binary-drop", "API-2260", "api", "x", "Switch from psycopg2-binary to psycopg[c] 3",
    "Platform asked us to stop shipping psycopg2-binary. Replace it with `psycopg[c]==3.2.3` in requirements/base.txt and make sure the test DB backend still works.",
    "dependency_missing", "Building psycopg[c] needs libpq headers and pg_config, which the image does not have.",
    explore("api") + [
     E("requirements/base.txt", "psycopg2-binary==2.9.9", "psycopg[c]==3.2.3"),
     B("pip install -r requirements/base.txt", "Collecting psycopg-c==3.2.3 (from psycopg[c]==3.2.3->-r requirements/base.txt (line 9))\n  Downloading psycopg_c-3.2.3.tar.gz (603 kB)\n  Installing build dependencies: started\n  Installing build dependencies: finished with status 'done'\n  Getting requirements to build wheel: started\n  Getting requirements to build wheel: finished with status 'error'\n  error: subprocess-exited-with-error\n  \n  × Getting requirements to build wheel did not run successfully.\n  │ exit code: 1\n  ╰─> [3 lines of output]\n      Error: pg_config executable not found.\n      \n      Please install libpq development files (libpq-dev) to build psycopg-c.\n      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not a problem with pip.\nerror: subprocess-exited-with-error", err=True, ev="result"),
     B("which pg_config; dpkg -l | grep libpq", "", err=True, ev="result"),
     B("apt-get install -y libpq-dev", "E: Unable to locate package libpq-dev", err=True),
     S("No libpq development headers available in this image."),
     FAIL("psycopg[c] cannot be built here: pg_config not found and libpq-dev is not installable."),
    ])

add("go-toolchain-iter", "WRK-531", "worker", "o", "Use iter.Seq for the batch reader",
    "Refactor `internal/batch/reader.go` to return `iter.Seq[Row]` instead of a channel (go.mod was bumped to go 1.23 last week).",
    "dependency_missing", "The image has Go 1.22.7 and GOTOOLCHAIN=local, but go.mod requires go >= 1.23.0.",
    explore("worker") + [
     R("go.mod", "module github.com/acme/worker\n\ngo 1.23.0\n"),
     R("internal/batch/reader.go", "    14\tfunc (r *Reader) Rows(ctx context.Context) <-chan Row {"),
     E("internal/batch/reader.go", "func (r *Reader) Rows(ctx context.Context) <-chan Row {", "func (r *Reader) Rows(ctx context.Context) iter.Seq[Row] {"),
     B("go build ./...", "go: go.mod requires go >= 1.23.0 (running go 1.22.7; GOTOOLCHAIN=local)", ev="result"),
     B("GOTOOLCHAIN=go1.23.3 go build ./...", "go: downloading go1.23.3 (linux/amd64)\ngo: download go1.23.3 for linux/amd64: toolchain not available", ev="result"),
     FAIL("Cannot build: go.mod requires Go 1.23 but only 1.22.7 is installed and the 1.23.3 toolchain is not available."),
    ])

add("status-page-private-gem", "STAT-31", "ruby", "c", "Show maintenance windows on the status page",
    "Render upcoming maintenance windows using the `MaintenanceBanner` component from acme-ui 2.3 (private gem server). Add a request spec.",
    "dependency_missing", "Bundler reached the private gem server but acme-ui ~> 2.3 is not published there, so the bundle cannot be resolved.",
    explore("ruby") + [
     E("/workspace/status-page/Gemfile", "gem \"acme-ui\", \"~> 2.2\"", "gem \"acme-ui\", \"~> 2.3\""),
     B("bundle install", "Fetching gem metadata from https://gems.acme.internal/.......\nFetching gem metadata from https://rubygems.org/........\nResolving dependencies...\nCould not find gem 'acme-ui (~> 2.3)' in rubygems repository https://gems.acme.internal/ or installed locally.\n\nThe source contains the following gems matching 'acme-ui':\n  * acme-ui-2.1.0\n  * acme-ui-2.2.4", err=True, ev="result"),
     S("acme-ui 2.3 doesn't exist yet on the gem server. Checking whether MaintenanceBanner is in 2.2.4."),
     B("gem contents acme-ui -v 2.2.4 2>/dev/null | grep -i maintenance || echo none", "none"),
     FAIL("acme-ui ~> 2.3 is not available on gems.acme.internal (only 2.1.0, 2.2.4); MaintenanceBanner is not in 2.2.4."),
    ])

add("portal-php83-enum", "PORT-12", "php", "t", "Use typed class constants for order states",
    "Convert `App\\Support\\OrderState` constants to typed class constants (`const string PAID = 'paid';`). composer.json already requires php ^8.3.",
    "dependency_missing", "The runtime is PHP 8.2.24 but the project requires ^8.3; composer refuses to install and typed constants do not parse.",
    explore("php") + [
     E("/workspace/legacy-portal/app/Support/OrderState.php", "    const PAID = 'paid';", "    const string PAID = 'paid';"),
     B("composer install --no-interaction", "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nYour lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n    - Root composer.json requires php ^8.3 but your php version (8.2.24) does not satisfy that requirement.", err=True, ev="result"),
     B("php -l app/Support/OrderState.php", "PHP Parse error:  syntax error, unexpected identifier \"PAID\", expecting \"=\" in app/Support/OrderState.php on line 7\nErrors parsing app/Support/OrderState.php", err=True, ev="result"),
     B("php --version", "PHP 8.2.24 (cli) (built: Sep 27 2024 04:11:47) (NTS)\nCopyright (c) The PHP Group\nZend Engine v4.2.24"),
     FAIL("Environment has PHP 8.2.24; the project requires ^8.3 and typed class constants need 8.3."),
    ])

add("notifier-bcrypt-make", "NTF-151", "elixir", "x", "Hash device tokens at rest",
    "Store device tokens hashed with bcrypt (`bcrypt_elixir` is already in mix.exs but unused). Migration plus changes in `Notifier.Devices`.",
    "dependency_missing", "bcrypt_elixir's NIF needs make and a C compiler, which are missing from the image.",
    explore("elixir") + [
     B("mix deps.get && mix compile", "Resolving Hex dependencies...\nAll dependencies are up to date\n==> comeonin\nCompiling 3 files (.ex)\nGenerated comeonin app\n==> bcrypt_elixir\n** (Mix) \"make\" not found in the path. If you have set the MAKE environment variable, please make sure it is correct.\n** (Mix) Could not compile dependency :bcrypt_elixir, \"mix compile\" failed. Errors may have been logged above. You can recompile this dependency with \"mix deps.compile bcrypt_elixir --force\", update it with \"mix deps.update bcrypt_elixir\" or clean it with \"mix deps.clean bcrypt_elixir\"", err=True, ev="result"),
     B("which make cc gcc", "", err=True, ev="result"),
     S("No build toolchain; bcrypt_elixir's NIF can't compile."),
     FAIL("Blocked: bcrypt_elixir requires make and a C compiler, neither is installed."),
    ])

add("widget-tools-version", "IOS-81", "swift", "o", "Add unit tests for relative time strings",
    "`Sources/Core/RelativeTime.swift` has no tests. Add XCTest cases for 'just now', minutes, hours, yesterday.",
    "dependency_missing", "Package.swift declares swift-tools-version 5.10 but the installed Swift is 5.9.2.",
    explore("swift") + [
     W("Tests/CoreTests/RelativeTimeTests.swift", "import XCTest\n@testable import Core\n\nfinal class RelativeTimeTests: XCTestCase {\n    func testJustNow() { XCTAssertEqual(RelativeTime.describe(0), \"just now\") }\n}"),
     B("swift test --filter RelativeTimeTests", "error: 'ios-widget': package 'ios-widget' is using Swift tools version 5.10.0 but the installed version is 5.9.2", ev="result"),
     B("swift --version", "Swift version 5.9.2 (swift-5.9.2-RELEASE)\nTarget: x86_64-unknown-linux-gnu"),
     S("Installed Swift is too old for this manifest."),
     FAIL("Tests written but not run: the package needs Swift tools 5.10 and the image has 5.9.2."),
    ])

add("cli-linker-missing", "CLI-238", "cli", "t", "Print request id on API errors",
    "When the API returns an error, print the `x-request-id` header in the error message (src/http.rs).",
    "dependency_missing", "cargo cannot link: the system linker cc is not installed.",
    explore("cli") + [
     E("/workspace/cli/src/http.rs", "    Ok(resp.error_for_status()?)", "    let rid = resp.headers().get(\"x-request-id\").and_then(|v| v.to_str().ok()).unwrap_or(\"-\").to_owned();\n    resp.error_for_status().map_err(|e| anyhow!(\"{e} (request id {rid})\"))"),
     B("cargo test", "   Compiling proc-macro2 v1.0.89\n   Compiling unicode-ident v1.0.13\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...", err=True, ev="result"),
     B("ls /usr/bin | grep -E '^(cc|gcc|clang|ld)$' || echo 'no linker'", "no linker", ev="result"),
     FAIL("No C linker (cc) in the image, so nothing with a build script compiles."),
    ])

add("rollup-native-optional", "WEB-930", "web", "c", "Empty state for the projects list",
    "Show an empty-state illustration and 'Create your first project' CTA when the project list is empty (`src/features/projects/ProjectList.tsx`). Add a vitest.",
    "dependency_missing", "vitest cannot start because rollup's native binary for linux-x64 is absent (npm optional-dependency bug).",
    explore("web") + [
     E("/workspace/web/src/features/projects/ProjectList.tsx", "  if (!projects) return <Spinner />;", "  if (!projects) return <Spinner />;\n  if (projects.length === 0) return <EmptyProjects />;"),
     W("/workspace/web/src/features/projects/ProjectList.test.tsx", "it('shows empty state', async () => {\n  render(<ProjectList projects={[]} />);\n  expect(screen.getByText('Create your first project')).toBeInTheDocument();\n});"),
     B("pnpm vitest run src/features/projects", "failed to load config from /workspace/web/vite.config.ts\n\n⎯⎯⎯⎯⎯⎯⎯ Startup Error ⎯⎯⎯⎯⎯⎯⎯⎯\nError: Cannot find module @rollup/rollup-linux-x64-gnu. npm has a bug related to optional dependencies (https://github.com/npm/cli/issues/4828). Please try `npm i` again after removing both package-lock.json and node_modules directory.\n    at requireWithFriendlyError (/workspace/web/node_modules/rollup/dist/native.js:59:9)", err=True, ev="result"),
     B("ls node_modules/@rollup/", "rollup-darwin-arm64", ev="result"),
     S("node_modules was populated on a Mac (only rollup-darwin-arm64)."),
     FAIL("Cannot run vitest: @rollup/rollup-linux-x64-gnu missing in node_modules."),
    ])

add("tf-core-version", "OPS-371", "infra", "x", "Add CloudWatch alarm for worker queue depth",
    "Add an alarm on `ApproximateNumberOfMessagesVisible > 1000` for 10 minutes in `envs/prod/alarms.tf`, routed to the existing SNS topic.",
    "dependency_missing", "The configuration requires Terraform >= 1.9 and the image has 1.5.7; validate refuses to run. The 'timeout' words are in the alarm content.",
    explore("infra") + [
     W("envs/prod/alarm_queue_depth.tf", "resource \"aws_cloudwatch_metric_alarm\" \"queue_depth\" {\n  alarm_name          = \"worker-queue-depth\"\n  comparison_operator = \"GreaterThanThreshold\"\n  threshold           = 1000\n  evaluation_periods  = 10\n  period              = 60\n  treat_missing_data  = \"notBreaching\"\n  alarm_description   = \"Queue depth high; consumers may be stuck on a timeout\"\n}"),
     B("cd envs/prod && terraform init -backend=false && terraform validate", "╷\n│ Error: Unsupported Terraform Core version\n│ \n│   on versions.tf line 2, in terraform:\n│    2:   required_version = \">= 1.9.0\"\n│ \n│ This configuration does not support Terraform version 1.5.7. To proceed, either choose another supported Terraform version or update this version constraint. Version constraints are normally set for good reason, so updating the constraint may lead to other errors or unexpected behavior.\n╵", err=True, ev="result"),
     B("ls ~/.tfenv/versions 2>/dev/null || echo 'no tfenv'", "no tfenv"),
     FAIL("Alarm added, but validation is impossible with Terraform 1.5.7 (required >= 1.9.0)."),
    ], nm="")
