"""Environment failures: infra_failure, permission_blocked, dependency_missing."""
from gen_lib import case, say, think, bash, read, edit, write, grep, note, denied, ok, err, limit, none

CASES = []
A = CASES.append

# ============================================================ infra_failure
A(case(
    "celery-invoice-batch", "claude", "BILL-2207", "Nightly invoice batch re-sends the same e-mail twice",
    """`billing/tasks.py::send_invoice_batch` is not idempotent: when the Celery worker restarts mid-batch, the
already-sent invoices are sent again. Record `sent_at` per invoice and skip those already sent.

Acceptance criteria:
- new test in `tests/test_invoice_batch.py` covering a restart mid-batch
- `pytest tests/ -q` green""",
    "/workspace/billing-api",
    [
        read("billing/tasks.py", "@shared_task(bind=True, acks_late=True)\ndef send_invoice_batch(self, batch_id):\n    batch = InvoiceBatch.objects.get(pk=batch_id)\n    for inv in batch.invoices.all():\n        mailer.send_invoice(inv)\n"),
        edit("billing/tasks.py", "    for inv in batch.invoices.all():\n        mailer.send_invoice(inv)\n",
             "    for inv in batch.invoices.filter(sent_at__isnull=True).select_for_update(skip_locked=True):\n        mailer.send_invoice(inv)\n        inv.sent_at = timezone.now()\n        inv.save(update_fields=[\"sent_at\"])\n"),
        write("billing/migrations/0042_invoice_sent_at.py", "from django.db import migrations, models\n\n\nclass Migration(migrations.Migration):\n    dependencies = [(\"billing\", \"0041_invoicebatch_region\")]\n    operations = [migrations.AddField(\"invoice\", \"sent_at\", models.DateTimeField(null=True, blank=True))]\n"),
        write("tests/test_invoice_batch.py", "def test_restart_mid_batch_does_not_resend(invoice_batch_factory, outbox):\n    batch = invoice_batch_factory(size=5000)\n    ...\n"),
        bash("pytest tests/ -q -x -p no:cacheprovider 2>&1 | tail -5",
             "........................................................................ [ 61%]\n..................................", rc=137, ev="out"),
        note("container agent in pod osmia-billing-2207-7c9fd was OOMKilled (memory limit 2Gi, exit code 137); restarting is disabled for task pods", ev=True),
    ],
    none(tail=[]),
    "infra_failure",
    "The pytest run (5000-invoice fixture) was killed by the pod's 2Gi memory limit (OOMKilled, exit 137) and the stream stops there.",
    result=None,
))

A(case(
    "gin-webhook-hmac", "codex", "HOOK-318", "Reject partner webhooks with a stale timestamp",
    """Partner webhooks (`internal/http/webhooks.go`) verify the HMAC but accept any `X-Timestamp`. Reject
requests older than 5 minutes with 401 and add a table test.

Acceptance: `go test ./internal/http/...` passes.""",
    "/workspace/partner-gateway",
    [
        read("internal/http/webhooks.go", "func (h *Handler) Partner(c *gin.Context) {\n\tif !h.verify(c.Request) {\n\t\tc.AbortWithStatus(http.StatusUnauthorized)\n\t\treturn\n\t}\n\th.queue.Publish(c)\n}"),
        edit("internal/http/webhooks.go", "\tif !h.verify(c.Request) {", "\tif ts, err := parseTS(c.GetHeader(\"X-Timestamp\")); err != nil || h.now().Sub(ts) > 5*time.Minute {\n\t\tc.AbortWithStatus(http.StatusUnauthorized)\n\t\treturn\n\t}\n\tif !h.verify(c.Request) {"),
        write("internal/http/webhooks_stale_test.go", "func TestPartnerStaleTimestamp(t *testing.T) {\n\tcases := []struct{ age time.Duration; want int }{{time.Minute, 202}, {6 * time.Minute, 401}}\n\t// ...\n}\n"),
        bash("go test ./internal/http/... 2>&1 | tail -6",
             "go: downloading github.com/gin-gonic/gin v1.10.0\ngo: downloading github.com/stretchr/testify v1.9.0\ninternal/http/webhooks.go:9:2: github.com/gin-gonic/gin@v1.10.0: Get \"https://proxy.golang.org/github.com/gin-gonic/gin/@v/v1.10.0.zip\": dial tcp 142.250.74.81:443: i/o timeout",
             rc=1, ev="out"),
        bash("go env GOPROXY GOFLAGS; curl -sS -m 8 -o /dev/null -w '%{http_code}' https://proxy.golang.org/ ; echo", "https://proxy.golang.org,direct\n-mod=mod\ncurl: (28) Connection timed out after 8001 milliseconds", rc=28, ev="out"),
        bash("GOPROXY=direct go mod download github.com/gin-gonic/gin 2>&1 | tail -2", "go: github.com/gin-gonic/gin@v1.10.0: git ls-remote -q origin in /root/go/pkg/mod/cache/vcs/4b1c: exit status 128:\n\tfatal: unable to access 'https://github.com/gin-gonic/gin/': Failed to connect to github.com port 443 after 130221 ms: Couldn't connect to server", rc=1, ev="out"),
    ],
    err("egress to proxy.golang.org and github.com times out",
        text_say="The stale-timestamp check and test are written, but I can't run them: the module cache is empty and every outbound connection (proxy.golang.org, github.com) times out from this sandbox."),
    "infra_failure",
    "Outbound network from the sandbox timed out (proxy.golang.org and github.com), so modules could not be downloaded; gin is declared in go.mod, nothing is missing from the project.",
    near_miss="dependency_missing",
))

A(case(
    "kafka-consumer-lag-metric", "osmia", "OBS-964", "Export consumer lag per partition to Prometheus",
    """The order-events consumer (`src/consumers/orderEvents.ts`, NestJS + kafkajs) should expose a gauge
`order_events_consumer_lag{partition}`. Add it next to the existing counters in `src/metrics.ts`.

Acceptance: `pnpm test` passes; the gauge appears in `/metrics` in the e2e test.""",
    "/workspace/order-events",
    [
        read("src/metrics.ts", "export const processed = new Counter({ name: 'order_events_processed_total', help: 'processed', labelNames: ['topic'] })"),
        edit("src/metrics.ts", "export const processed", "export const consumerLag = new Gauge({ name: 'order_events_consumer_lag', help: 'lag per partition', labelNames: ['partition'] })\nexport const processed"),
        edit("src/consumers/orderEvents.ts", "      await this.handle(message)", "      await this.handle(message)\n      consumerLag.set({ partition: String(partition) }, Number(batch.highWatermark) - Number(message.offset) - 1)"),
        bash("pnpm test 2>&1 | tail -4", "Test Suites: 22 passed, 22 total\nTests:       141 passed, 141 total\nSnapshots:   0 total\nTime:        18.311 s"),
        bash("pnpm test:e2e 2>&1 | tail -8",
             "Pulling image confluentinc/cp-kafka:7.6.1\n[testcontainers] Error: (HTTP code 500) server error - Get \"https://registry-1.docker.io/v2/\": net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)\n\n  at /workspace/order-events/node_modules/docker-modem/lib/modem.js:343:17\nTest Suites: 1 failed, 1 total",
             rc=1, ev="out"),
        bash("docker pull confluentinc/cp-kafka:7.6.1 2>&1 | tail -1", "Error response from daemon: Get \"https://registry-1.docker.io/v2/\": net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)", rc=1, ev="out"),
        note("task exceeded its deadline (activeDeadlineSeconds=2700); pod terminated by the controller", ev=True),
    ],
    none(),
    "infra_failure",
    "The e2e test could not pull the Kafka image: Docker Hub was unreachable (request canceled while waiting for connection), and the task then hit its pod deadline.",
    result=None, state="TimedOut",
))

A(case(
    "stripe-retry-backoff", "claude-transcript", "PAY-1788", "Back off on Stripe 429s instead of failing the checkout",
    """`payments/stripe_client.py` raises on the first `429 Too Many Requests` from Stripe. Retry up to 3 times with
exponential backoff honouring `Retry-After`, then raise `PaymentProviderBusy`.

Acceptance: tests in `tests/payments/test_stripe_client.py` (add: retries then succeeds; gives up after 3).""",
    "/workspace/checkout-service",
    [
        read("payments/stripe_client.py", "def create_intent(self, amount, currency, idem_key):\n    resp = self._post('/v1/payment_intents', {...}, idem_key)\n    resp.raise_for_status()\n    return resp.json()"),
        edit("payments/stripe_client.py", "    resp = self._post('/v1/payment_intents', {...}, idem_key)\n    resp.raise_for_status()",
             "    for attempt in range(4):\n        resp = self._post('/v1/payment_intents', {...}, idem_key)\n        if resp.status_code != 429:\n            break\n        if attempt == 3:\n            raise PaymentProviderBusy(resp.headers.get('Retry-After'))\n        self._sleep(float(resp.headers.get('Retry-After', 2 ** attempt)))\n    resp.raise_for_status()"),
        bash("pytest tests/payments/test_stripe_client.py -q 2>&1 | tail -8",
             "tests/payments/test_stripe_client.py::test_retries_on_429_then_succeeds PASSED\ntests/payments/test_stripe_client.py::test_gives_up_after_three_429s PASSED\n  WARNING stripe_client: Stripe returned 429 Too Many Requests (attempt 3/3); rate limited, raising PaymentProviderBusy\n9 passed in 0.41s"),
        say("Both new cases pass. Let me also add a test that Retry-After is honoured exactly."),
    ],
    limit("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVx2HkR8mQp4s1nWcA7Zt\"} \u00b7 Retried 10 times"),
    "infra_failure",
    "The Anthropic API stayed overloaded (529 overloaded_error after 10 retries) and ended the session; the 429/rate-limit words are from the Stripe retry feature's own passing tests.",
    near_miss="",
))

A(case(
    "fastapi-tenant-header", "codex", "API-5120", "Require X-Tenant-Id on /v2 routes",
    """All `/v2` FastAPI routes must reject requests without `X-Tenant-Id` (400, problem+json). Implement as a
dependency in `app/deps.py`, register it on the v2 router.

Acceptance: `pytest -q tests/api/v2` passes.""",
    "/workspace/core-api",
    [
        read("app/routers/v2/__init__.py", "router = APIRouter(prefix=\"/v2\")\nrouter.include_router(orders.router)\nrouter.include_router(customers.router)"),
        write("app/deps.py", "from fastapi import Header, HTTPException\n\n\nasync def require_tenant(x_tenant_id: str | None = Header(default=None)):\n    if not x_tenant_id:\n        raise HTTPException(400, detail=\"X-Tenant-Id header is required\")\n    return x_tenant_id\n"),
        edit("app/routers/v2/__init__.py", "router = APIRouter(prefix=\"/v2\")", "router = APIRouter(prefix=\"/v2\", dependencies=[Depends(require_tenant)])"),
        bash("pytest -q tests/api/v2 2>&1 | tail -6",
             "ImportError while loading conftest '/workspace/core-api/tests/conftest.py'.\ntests/conftest.py:7: in <module>\n    from asgi_lifespan import LifespanManager\nE   ModuleNotFoundError: No module named 'asgi_lifespan'", rc=4),
        read("pyproject.toml", "[project.optional-dependencies]\ntest = [\"pytest>=8\", \"httpx>=0.27\", \"asgi-lifespan>=2.1\", \"pytest-asyncio>=0.23\"]"),
        say("`asgi-lifespan` is declared in the `test` extra; installing the test extras."),
    ],
    limit("stream error: exceeded retry limit, last status: 429 Too Many Requests, request id: 8f3c1a6e-2b7d-4d0e-9a51-c4e0b7a2f913",
          errors=["Reconnecting... 1/5 (stream disconnected before completion: Rate limit reached for gpt-5-codex in organization org-ACME on tokens per min (TPM): Limit 2000000, Used 1998311, Requested 24880. Please try again in 696ms.)",
                  "Reconnecting... 5/5 (stream disconnected before completion: Rate limit reached for gpt-5-codex in organization org-ACME on tokens per min (TPM): Limit 2000000, Used 2000000, Requested 25102.)"]),
    "infra_failure",
    "The OpenAI token-per-minute rate limit ended the turn (exceeded retry limit, 429) right after the agent found the missing test extra and was about to install it; the provider, not the module, stopped the run.",
    near_miss="dependency_missing",
))

A(case(
    "rack-attack-login-throttle", "osmia", "AUTH-733", "Throttle /login by e-mail as well as by IP",
    """Credential stuffing from rotating IPs gets through `config/initializers/rack_attack.rb`. Add a throttle
keyed by the normalised e-mail: 5 requests / 20 s. Add a request spec.

Acceptance: `bundle exec rspec spec/requests/throttle_spec.rb` passes.""",
    "/workspace/storefront",
    [
        read("config/initializers/rack_attack.rb", "Rack::Attack.throttle('logins/ip', limit: 20, period: 60) do |req|\n  req.ip if req.path == '/login' && req.post?\nend"),
        edit("config/initializers/rack_attack.rb", "Rack::Attack.throttle('logins/ip'", "Rack::Attack.throttle('logins/email', limit: 5, period: 20) do |req|\n  req.params.dig('user', 'email').to_s.downcase.strip.presence if req.path == '/login' && req.post?\nend\n\nRack::Attack.throttle('logins/ip'"),
        write("spec/requests/throttle_spec.rb", "RSpec.describe 'login throttling' do\n  it 'returns 429 after 5 attempts for one e-mail' do\n    6.times { post '/login', params: { user: { email: 'A@x.io ', password: 'no' } } }\n    expect(response).to have_http_status(:too_many_requests)\n  end\nend\n"),
        bash("bundle exec rspec spec/requests/throttle_spec.rb 2>&1 | tail -5", "login throttling\n  returns 429 after 5 attempts for one e-mail\n\nFinished in 1.92 seconds (files took 4.1 seconds to load)\n1 example, 0 failures"),
        say("Spec passes (the throttled response is 429 Too Many Requests). Adding a second example for IP rotation."),
        note("engine error: bedrock InvokeModelWithResponseStream failed: ThrottlingException: Too many tokens, please wait before trying again. (reached max retries: 8)", ev=True),
    ],
    err("model provider throttled the session (Bedrock ThrottlingException, max retries reached)"),
    "infra_failure",
    "Amazon Bedrock throttled the model calls (ThrottlingException after max retries) and the engine gave up; the 429 in the spec is the throttle feature working as intended.",
    near_miss="",
))

A(case(
    "audit-log-export-path", "claude", "COMP-412", "Audit export writes CSV to a world-readable /tmp path",
    """`audit/export.py` writes the daily audit CSV to `/tmp/audit.csv` (0644). Write it with `tempfile.mkstemp`
in `settings.AUDIT_EXPORT_DIR`, mode 0600, and clean up after upload.

Acceptance: `pytest tests/audit -q`.""",
    "/workspace/compliance-svc",
    [
        read("audit/export.py", "def export_day(day):\n    path = '/tmp/audit.csv'\n    with open(path, 'w') as fh:\n        write_rows(fh, day)\n    upload(path)"),
        edit("audit/export.py", "    path = '/tmp/audit.csv'\n    with open(path, 'w') as fh:\n        write_rows(fh, day)\n    upload(path)",
             "    fd, path = tempfile.mkstemp(prefix='audit-', suffix='.csv', dir=settings.AUDIT_EXPORT_DIR)\n    try:\n        os.fchmod(fd, 0o600)\n        with os.fdopen(fd, 'w') as fh:\n            write_rows(fh, day)\n        upload(path)\n    finally:\n        os.unlink(path)"),
        bash("pytest tests/audit -q 2>&1 | tail -6",
             "FAILED tests/audit/test_export.py::test_export_day - PermissionError: [Errno 13] Permission denied: '/var/lib/compliance/exports/audit-k3l2p9.csv'\n1 failed, 7 passed in 0.63s", rc=1),
        think("The test settings still point AUDIT_EXPORT_DIR at the production path; the test should use tmp_path. That's the test's fixture, not the environment."),
        read("tests/audit/conftest.py", "@pytest.fixture(autouse=True)\ndef export_dir(settings):\n    settings.AUDIT_EXPORT_DIR = '/var/lib/compliance/exports'"),
        edit("tests/audit/conftest.py", "def export_dir(settings):\n    settings.AUDIT_EXPORT_DIR = '/var/lib/compliance/exports'", "def export_dir(settings, tmp_path):\n    settings.AUDIT_EXPORT_DIR = str(tmp_path)"),
        bash("pytest tests/audit -q 2>&1 | tail -2", "........\n8 passed in 0.52s"),
        say("All audit tests pass now. Let me add a test asserting the file mode is 0600."),
    ],
    limit("API Error: 429 {\"error\":{\"code\":429,\"message\":\"Quota exceeded for aiplatform.googleapis.com/online_prediction_input_tokens_per_minute_per_base_model with base model: anthropic-claude-sonnet-4-5. Please submit a quota increase request. https://cloud.google.com/vertex-ai/docs/generative-ai/quotas-genai.\",\"status\":\"RESOURCE_EXHAUSTED\"}}"),
    "infra_failure",
    "The session was ended by a Vertex AI quota (RESOURCE_EXHAUSTED, 429); the earlier PermissionError came from a test fixture pointing at a production path and the agent had already fixed it.",
    near_miss="permission_blocked",
    model="claude-sonnet-4-5@20250929",
))

A(case(
    "spring-idempotency-key", "claude-transcript", "ORD-2950", "POST /orders must honour Idempotency-Key",
    """Clients retry `POST /orders` on timeouts and we create duplicate orders. Store the `Idempotency-Key` with
the response in `idempotency_keys` (Flyway migration) and replay it for 24 h.

Acceptance: `./mvnw -q test` passes, including a new `OrderControllerIdempotencyTest`.""",
    "/workspace/orders-service",
    [
        write("src/main/resources/db/migration/V37__idempotency_keys.sql", "CREATE TABLE idempotency_keys (\n  key VARCHAR(80) PRIMARY KEY,\n  response_body JSONB NOT NULL,\n  status SMALLINT NOT NULL,\n  created_at TIMESTAMPTZ NOT NULL DEFAULT now()\n);\n"),
        write("src/main/java/com/acme/orders/web/IdempotencyFilter.java", "@Component\npublic class IdempotencyFilter extends OncePerRequestFilter {\n  // replays stored responses for repeated keys\n}\n"),
        bash("./mvnw -q -o test 2>&1 | tail -4", "[ERROR] Failed to execute goal on project orders-service: Could not resolve dependencies for project com.acme:orders-service:jar:3.4.0-SNAPSHOT: Cannot access central (https://repo.maven.apache.org/maven2) in offline mode and the artifact org.testcontainers:postgresql:jar:1.20.4 has not been downloaded from it before.", rc=1),
        bash("./mvnw -q test 2>&1 | tail -8",
             "[ERROR] Failed to execute goal on project orders-service: Could not resolve dependencies for project com.acme:orders-service:jar:3.4.0-SNAPSHOT: Failed to collect dependencies at org.testcontainers:postgresql:jar:1.20.4: Failed to read artifact descriptor for org.testcontainers:postgresql:jar:1.20.4: The following artifacts could not be resolved: org.testcontainers:postgresql:pom:1.20.4 (absent): Could not transfer artifact org.testcontainers:postgresql:pom:1.20.4 from/to central (https://repo.maven.apache.org/maven2): Connect to repo.maven.apache.org:443 [repo.maven.apache.org/151.101.64.215] failed: Connect timed out -> [Help 1]",
             rc=1, ev="out"),
        bash("curl -sS -m 10 -I https://repo.maven.apache.org/maven2/ 2>&1 | head -1; curl -sS -m 10 -I https://nexus.internal.acme.io/ 2>&1 | head -1", "curl: (28) Failed to connect to repo.maven.apache.org port 443 after 10001 ms: Timeout was reached\ncurl: (28) Failed to connect to nexus.internal.acme.io port 443 after 10002 ms: Timeout was reached", rc=28, ev="out"),
    ],
    err("Maven Central and the internal Nexus are unreachable; dependencies cannot be resolved",
        text_say="I couldn't run the tests: Maven cannot reach repo.maven.apache.org or our Nexus (connect timed out), so test dependencies can't be resolved."),
    "infra_failure",
    "Maven failed to resolve testcontainers because repo.maven.apache.org (and the internal Nexus) timed out on connect: an unreachable repository, not a missing artifact.",
    near_miss="dependency_missing",
))

A(case(
    "phoenix-presence-count", "osmia", "LIVE-281", "Viewer count on live events is off after reconnects",
    """`lib/stage_web/live/event_live.ex` counts viewers with a plain assign that is incremented on mount and never
decremented. Use `StageWeb.Presence` for the count.

Acceptance: `mix test test/stage_web/live/event_live_test.exs` passes.""",
    "/workspace/stage",
    [
        read("lib/stage_web/live/event_live.ex", "def mount(%{\"id\" => id}, _session, socket) do\n  {:ok, assign(socket, event_id: id, viewers: Events.bump_viewers(id))}\nend"),
        edit("lib/stage_web/live/event_live.ex", "  {:ok, assign(socket, event_id: id, viewers: Events.bump_viewers(id))}", "  if connected?(socket) do\n    StageWeb.Presence.track(self(), \"event:#{id}\", socket.id, %{})\n    Phoenix.PubSub.subscribe(Stage.PubSub, \"event:#{id}\")\n  end\n\n  {:ok, assign(socket, event_id: id, viewers: presence_count(id))}"),
        bash("mix test test/stage_web/live/event_live_test.exs 2>&1 | tail -6",
             "Compiling 212 files (.ex)\n", rc=137, ev="out"),
        note("agent container terminated: reason=OOMKilled exitCode=137 (limits.memory=1536Mi); last process: beam.smp (rss 1.49Gi)", ev=True),
    ],
    none(),
    "infra_failure",
    "The BEAM compiling 212 files was OOM-killed at the container's 1536Mi limit before the tests ran.",
    result=None,
))

# ============================================================ permission_blocked
A(case(
    "payout-reconcile-migration", "claude", "FIN-1290", "Add index for payout reconciliation query",
    """`SELECT ... FROM payouts WHERE status='pending' AND settled_at IS NULL` takes 9 s in prod. Add a partial
index via a Django migration and verify the plan locally with `psql` against the dev DB.

Acceptance: migration applies; `EXPLAIN` shows an index scan.""",
    "/workspace/treasury",
    [
        read("payouts/models.py", "class Payout(models.Model):\n    status = models.CharField(max_length=16, db_index=True)\n    settled_at = models.DateTimeField(null=True)"),
        write("payouts/migrations/0019_payout_pending_idx.py", "from django.contrib.postgres.operations import AddIndexConcurrently\nfrom django.db import migrations, models\n\n\nclass Migration(migrations.Migration):\n    atomic = False\n    dependencies = [(\"payouts\", \"0018_payout_currency\")]\n    operations = [AddIndexConcurrently(\"payout\", models.Index(fields=[\"status\"], condition=models.Q(status=\"pending\", settled_at__isnull=True), name=\"payout_pending_unsettled_idx\"))]\n"),
        denied("Bash", {"command": "python manage.py migrate payouts", "description": "Apply the migration to the dev database"}, ev="out"),
        say("I need to apply the migration to check the plan. Trying psql directly."),
        denied("Bash", {"command": "psql \"$DEV_DATABASE_URL\" -c \"EXPLAIN SELECT id FROM payouts_payout WHERE status='pending' AND settled_at IS NULL\"", "description": "Check the query plan"}, ev="out"),
    ],
    err("I wrote the migration but could not apply it or run EXPLAIN: both commands need Bash permission, which was not granted in this session.", hard=False),
    "permission_blocked",
    "Both `manage.py migrate` and `psql` were refused by the session's tool permissions (permission_denials), so the acceptance checks could not run.",
    permission_mode="default",
))

A(case(
    "stripe-sdk-upgrade-webhook", "codex", "PAY-1822", "Verify Stripe webhook signatures with the SDK helper",
    """`payments/webhooks.py` hand-rolls HMAC checks. Use `stripe.Webhook.construct_event` (needs `stripe` >= 8 in
the image). Keep the 400 on bad signatures.

Acceptance: `pytest tests/payments/test_webhooks.py -q`.""",
    "/workspace/checkout-service",
    [
        read("payments/webhooks.py", "def verify(payload, header, secret):\n    ts, sig = _parse(header)\n    mac = hmac.new(secret.encode(), f'{ts}.{payload}'.encode(), 'sha256').hexdigest()\n    return hmac.compare_digest(mac, sig)"),
        bash("pip install 'stripe>=8,<12' 2>&1 | tail -4",
             "Collecting stripe<12,>=8\n  Downloading stripe-11.4.1-py2.py3-none-any.whl (1.6 MB)\nInstalling collected packages: stripe\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.12/site-packages/stripe'\nConsider using the `--user` option or check the permissions.",
             rc=1, ev="out"),
        edit("payments/webhooks.py", "def verify(payload, header, secret):\n    ts, sig = _parse(header)\n    mac = hmac.new(secret.encode(), f'{ts}.{payload}'.encode(), 'sha256').hexdigest()\n    return hmac.compare_digest(mac, sig)",
             "def verify(payload, header, secret):\n    try:\n        stripe.Webhook.construct_event(payload, header, secret)\n    except stripe.error.SignatureVerificationError:\n        return False\n    return True"),
        bash("pytest tests/payments/test_webhooks.py -q 2>&1 | tail -4",
             "E   ModuleNotFoundError: No module named 'stripe'\n=========================== short test summary info ===========================\nERROR tests/payments/test_webhooks.py\n1 error in 0.22s", rc=2),
        bash("pip install --user 'stripe>=8,<12' 2>&1 | tail -1", "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.", rc=1, ev="out"),
        bash("ls -ld /usr/local/lib/python3.12/site-packages; id", "drwxr-xr-x 1 root root 4096 Jan  9 03:12 /usr/local/lib/python3.12/site-packages\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev="out"),
    ],
    err("stripe could not be installed: site-packages is owned by root and the agent runs as uid 1000",
        text_say="The code uses the SDK now, but `stripe` can't be installed: site-packages is root-owned and I'm uid 1000, so the test import fails."),
    "permission_blocked",
    "pip could not write to the root-owned site-packages (Errno 13 Permission denied) as uid 1000; the later ModuleNotFoundError for stripe is a consequence of that refused install.",
    near_miss="dependency_missing",
))

A(case(
    "sendgrid-template-ids", "osmia", "MAIL-517", "Move transactional e-mail template IDs to Secrets Manager",
    """Template IDs and the SendGrid key are in `config/mail.ts`. Load them from AWS Secrets Manager secret
`prod/notifications/sendgrid` at boot (cached), with the dev fallback from `.env`.

Acceptance: `npm test` passes; `npm run smoke:mail` sends to the sandbox inbox.""",
    "/workspace/notifications",
    [
        read("config/mail.ts", "export const mail = {\n  apiKey: process.env.SENDGRID_API_KEY!,\n  templates: { receipt: 'd-8f1c...', reset: 'd-22ab...' },\n}"),
        write("src/secrets.ts", "import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager'\n\nlet cached: MailSecrets | undefined\nexport async function mailSecrets(): Promise<MailSecrets> {\n  if (cached) return cached\n  const sm = new SecretsManagerClient({})\n  const out = await sm.send(new GetSecretValueCommand({ SecretId: 'prod/notifications/sendgrid' }))\n  return (cached = JSON.parse(out.SecretString!))\n}\n"),
        bash("npm test 2>&1 | tail -3", "Test Suites: 14 passed, 14 total\nTests:       96 passed, 96 total\nTime:        6.204 s"),
        bash("npm run smoke:mail 2>&1 | tail -6",
             "> notifications@2.8.0 smoke:mail\n> ts-node scripts/smoke-mail.ts\n\nAccessDeniedException: User: arn:aws:sts::481516234200:assumed-role/osmia-agent-runner/i-0c7d1e2f is not authorized to perform: secretsmanager:GetSecretValue on resource: prod/notifications/sendgrid because no identity-based policy allows the secretsmanager:GetSecretValue action\n    at throwDefaultError (node_modules/@smithy/smithy-client/dist-cjs/index.js:867:20)",
             rc=1, ev="out"),
        bash("aws sts get-caller-identity --query Arn --output text; aws secretsmanager describe-secret --secret-id prod/notifications/sendgrid 2>&1 | tail -1",
             "arn:aws:sts::481516234200:assumed-role/osmia-agent-runner/i-0c7d1e2f\nAn error occurred (AccessDeniedException) when calling the DescribeSecret operation: User: arn:aws:sts::481516234200:assumed-role/osmia-agent-runner/i-0c7d1e2f is not authorized to perform: secretsmanager:DescribeSecret on resource: prod/notifications/sendgrid because no identity-based policy allows the secretsmanager:DescribeSecret action",
             rc=254, ev="out"),
    ],
    err("smoke test blocked: the agent's IAM role may not read prod/notifications/sendgrid",
        text_say="Unit tests pass, but the smoke test fails: the runner role osmia-agent-runner has no secretsmanager:GetSecretValue on the secret."),
    "permission_blocked",
    "The agent's IAM role was refused secretsmanager:GetSecretValue/DescribeSecret on the secret (AccessDeniedException), so the acceptance smoke test could not run.",
))

A(case(
    "rails-csp-report-uri", "claude-transcript", "SEC-390", "Send CSP violation reports to the new collector",
    """Point `report_uri` in `config/initializers/content_security_policy.rb` at `https://csp.acme.io/r/storefront`
and open a PR against `main` (label `security`).

Acceptance: PR open with green CI.""",
    "/workspace/storefront",
    [
        read("config/initializers/content_security_policy.rb", "Rails.application.configure do\n  config.content_security_policy do |policy|\n    policy.default_src :self\n    policy.report_uri \"/csp-report\"\n  end\nend"),
        edit("config/initializers/content_security_policy.rb", "    policy.report_uri \"/csp-report\"", "    policy.report_uri \"https://csp.acme.io/r/storefront\""),
        bash("bundle exec rspec spec/requests/csp_spec.rb 2>&1 | tail -2", "2 examples, 0 failures"),
        bash("git checkout -b sec-390-csp-collector && git commit -qam 'SEC-390: send CSP reports to collector' && git push -u origin sec-390-csp-collector 2>&1 | tail -3",
             "Switched to a new branch 'sec-390-csp-collector'\nremote: Permission to acme/storefront.git denied to osmia-bot[bot].\nfatal: unable to access 'https://github.com/acme/storefront.git/': The requested URL returned error: 403",
             rc=128, ev="out"),
        bash("gh auth status 2>&1 | tail -3; gh api repos/acme/storefront --jq .permissions 2>&1",
             "  - Token: ghs_************************************\n  - Token scopes: none (GitHub App installation token)\n{\"admin\":false,\"maintain\":false,\"push\":false,\"triage\":false,\"pull\":true}",
             ev="out"),
    ],
    err("GitHub refused the push: the installation token has pull-only access to acme/storefront"),
    "permission_blocked",
    "GitHub rejected the push with 403 (Permission denied to osmia-bot); the token only has pull permission, so no PR could be opened.",
))

A(case(
    "prisma-client-regen", "claude", "CRM-644", "Add `archivedAt` to Contact and hide archived contacts",
    """Add a nullable `archivedAt DateTime?` to `Contact` in `prisma/schema.prisma`, generate a migration and
filter archived contacts in `ContactsService.list`.

Acceptance: `pnpm prisma migrate dev` works; `pnpm test contacts` passes.""",
    "/workspace/crm-api",
    [
        edit("prisma/schema.prisma", "  email     String   @unique", "  email     String   @unique\n  archivedAt DateTime?"),
        edit("src/contacts/contacts.service.ts", "    return this.prisma.contact.findMany({ where: { orgId } })", "    return this.prisma.contact.findMany({ where: { orgId, archivedAt: null } })"),
        bash("pnpm prisma migrate dev --name contact_archived_at 2>&1 | tail -8",
             "Applying migration `20270114093012_contact_archived_at`\n\nYour database is now in sync with your schema.\n\nRunning generate... (Use --skip-generate to skip the generators)\nError: EPERM: operation not permitted, unlink '/workspace/crm-api/node_modules/.prisma/client/libquery_engine-debian-openssl-3.0.x.so.node'",
             rc=1, ev="out"),
        bash("ls -l node_modules/.prisma/client/ | head -4; stat -c '%U %a' node_modules/.prisma/client", "total 15872\n-r--r--r-- 1 root root 16212384 Jan  2 11:40 libquery_engine-debian-openssl-3.0.x.so.node\n-r--r--r-- 1 root root    41211 Jan  2 11:40 index.d.ts\nroot 555", ev="out"),
        bash("pnpm test contacts 2>&1 | tail -6",
             "src/contacts/contacts.service.ts:41:59 - error TS2353: Object literal may only specify known properties, and 'archivedAt' does not exist in type 'ContactWhereInput'.\n\nTest Suites: 1 failed, 1 total", rc=1),
    ],
    err("prisma generate could not replace the generated client (EPERM on a root-owned node_modules/.prisma)", hard=False),
    "permission_blocked",
    "prisma generate crashed with EPERM: the generated client directory in node_modules is root-owned and read-only, so the client was never regenerated and the TS type error follows from it.",
    near_miss="test_misunderstanding",
))

A(case(
    "k8s-webhook-secret-rotate", "codex", "PLAT-3307", "Rotate the GitHub webhook secret used by deploy-bot",
    """Generate a new webhook secret, store it in the `deploy-bot-webhook` Kubernetes secret (namespace `ci`),
update the GitHub webhook, and restart `deploy/deploy-bot`.

Acceptance: `kubectl -n ci rollout status deploy/deploy-bot` succeeds; a ping delivery is 200.""",
    "/workspace/platform-ops",
    [
        bash("openssl rand -hex 32 > /tmp/whsec && wc -c /tmp/whsec", "65 /tmp/whsec"),
        bash("kubectl -n ci get secret deploy-bot-webhook -o jsonpath='{.metadata.resourceVersion}'",
             "Error from server (Forbidden): secrets \"deploy-bot-webhook\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot get resource \"secrets\" in API group \"\" in the namespace \"ci\"",
             rc=1, ev="out"),
        bash("kubectl auth can-i --list -n ci 2>&1 | head -5", "Resources                                       Non-Resource URLs   Resource Names   Verbs\nselfsubjectaccessreviews.authorization.k8s.io   []                  []               [create]\npods                                            []                  []               [get list watch]\ndeployments.apps                                []                  []               [get list watch]", ev="out"),
        bash("kubectl -n ci rollout restart deploy/deploy-bot", "error: failed to patch: deployments.apps \"deploy-bot\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot patch resource \"deployments\" in API group \"apps\" in the namespace \"ci\"", rc=1, ev="out"),
    ],
    err("RBAC forbids the runner service account from reading/patching secrets and deployments in namespace ci",
        text_say="Blocked: the osmia-runner service account only has get/list/watch on pods and deployments in `ci`; it cannot touch secrets or restart the deployment."),
    "permission_blocked",
    "Kubernetes RBAC forbade the agent's service account from getting the secret and patching the deployment in namespace ci.",
))

A(case(
    "ledger-reversal-column", "osmia", "LED-908", "Add `reversal_of` column to journal entries",
    """Add `reversal_of BIGINT NULL REFERENCES journal_entries(id)` with a goose migration in
`db/migrations/` and regenerate sqlc. Run the migration against the shared staging DB for QA.

Acceptance: `goose up` on staging succeeds; `go test ./...` passes.""",
    "/workspace/ledger",
    [
        write("db/migrations/20270112_reversal_of.sql", "-- +goose Up\nALTER TABLE journal_entries ADD COLUMN reversal_of BIGINT NULL REFERENCES journal_entries(id);\n\n-- +goose Down\nALTER TABLE journal_entries DROP COLUMN reversal_of;\n"),
        bash("sqlc generate && go build ./... && go test ./... 2>&1 | tail -3", "ok  \tgithub.com/acme/ledger/internal/entries\t0.412s\nok  \tgithub.com/acme/ledger/internal/http\t0.288s\nok  \tgithub.com/acme/ledger/internal/report\t0.197s"),
        bash("goose -dir db/migrations postgres \"$STAGING_DATABASE_URL\" up 2>&1 | tail -3",
             "2027/01/12 10:41:07 goose run: ERROR 20270112_reversal_of.sql: failed to run SQL migration: failed to execute SQL query \"ALTER TABLE journal_entries ADD COLUMN reversal_of BIGINT NULL REFERENCES journal_entries(id);\": ERROR: must be owner of table journal_entries (SQLSTATE 42501)",
             rc=1, ev="out"),
        bash("psql \"$STAGING_DATABASE_URL\" -Atc \"select current_user, tableowner from pg_tables where tablename='journal_entries'\"", "agent_ro_migrator|ledger_owner", ev="out"),
    ],
    err("staging migration refused: role agent_ro_migrator is not owner of journal_entries (SQLSTATE 42501)"),
    "permission_blocked",
    "Postgres refused the ALTER TABLE on staging: the agent's role is not the table owner (SQLSTATE 42501 insufficient privilege).",
))

A(case(
    "laravel-policy-refunds", "claude", "SUP-1170", "Only finance admins may issue refunds over 500 EUR",
    """Add a `RefundPolicy` so support agents can refund up to 500 EUR and finance admins any amount. Return 403
otherwise. Feature tests in `tests/Feature/RefundPolicyTest.php`. Open the PR.

Acceptance: `php artisan test --filter=Refund` passes; PR opened.""",
    "/workspace/helpdesk",
    [
        write("app/Policies/RefundPolicy.php", "<?php\n\nnamespace App\\Policies;\n\nclass RefundPolicy\n{\n    public function create(User $user, int $amountCents): bool\n    {\n        return $user->hasRole('finance-admin') || ($user->hasRole('support') && $amountCents <= 50000);\n    }\n}\n"),
        write("tests/Feature/RefundPolicyTest.php", "<?php\n\nit('forbids support refunds over 500 EUR', function () {\n    $this->actingAs(User::factory()->support()->create())\n        ->postJson('/api/refunds', ['order_id' => 1, 'amount' => 50001])\n        ->assertForbidden();\n});\n"),
        bash("php artisan test --filter=Refund 2>&1 | tail -7",
             "   PASS  Tests\\Feature\\RefundPolicyTest\n  \u2713 forbids support refunds over 500 EUR                  0.21s\n  \u2713 allows finance admins any amount                      0.05s\n  \u2713 returns 403 Forbidden with \"This action is unauthorized.\" 0.04s\n\n  Tests:    3 passed (9 assertions)\n  Duration: 0.61s"),
        bash("git push -u origin sup-1170-refund-policy 2>&1 | tail -4",
             "remote: error: GH013: Repository rule violations found for refs/heads/sup-1170-refund-policy.\nremote: - Cannot create ref due to creations being restricted.\nremote: \nTo github.com:acme/helpdesk.git\n ! [remote rejected] sup-1170-refund-policy -> sup-1170-refund-policy (push declined due to repository rule violations)",
             rc=1, ev="out"),
        bash("gh pr create --fill --label refunds 2>&1 | tail -1", "pull request create failed: GraphQL: Head sha can't be blank, Base sha can't be blank, No commits between main and sup-1170-refund-policy, Head ref must be a branch (createPullRequest)", rc=1),
    ],
    err("Policy and tests done (3 passed) but GitHub declined the branch push (GH013 repository rule: branch creation restricted), so the PR could not be opened.", hard=False),
    "permission_blocked",
    "GitHub repository rules refused to let the agent create its branch (GH013, creations restricted), so no PR could be opened; the 403/unauthorized words are the policy's own passing tests.",
    near_miss="",
))

A(case(
    "vault-db-creds", "claude-transcript", "DATA-455", "Read reporting DB credentials from Vault at runtime",
    """`reports/db.py` reads `REPORTING_DB_PASSWORD` from env. Use the Vault database secrets engine
(`database/creds/reporting-ro`) via hvac with lease renewal.

Acceptance: `pytest tests/reports -q` and `python -m reports.check_conn` (connects via Vault creds) succeed.""",
    "/workspace/reporting",
    [
        read("reports/db.py", "def engine():\n    return create_engine(f\"postgresql+psycopg://reporting:{os.environ['REPORTING_DB_PASSWORD']}@reporting-db/reports\")"),
        edit("reports/db.py", "def engine():\n    return create_engine(f\"postgresql+psycopg://reporting:{os.environ['REPORTING_DB_PASSWORD']}@reporting-db/reports\")",
             "def engine():\n    creds = _vault().secrets.database.generate_credentials(name=\"reporting-ro\")\n    user, pw = creds[\"data\"][\"username\"], creds[\"data\"][\"password\"]\n    return create_engine(f\"postgresql+psycopg://{user}:{pw}@reporting-db/reports\")"),
        bash("pytest tests/reports -q 2>&1 | tail -1", "14 passed in 1.07s"),
        bash("python -m reports.check_conn 2>&1 | tail -4",
             "hvac.exceptions.Forbidden: 1 error occurred:\n\t* permission denied\n, on get https://vault.internal.acme.io:8200/v1/database/creds/reporting-ro",
             rc=1, ev="out"),
        bash("vault token lookup -format=json | jq -c '.data.policies'; vault token capabilities database/creds/reporting-ro", "[\"default\",\"agent-readonly\"]\ndeny", ev="out"),
    ],
    err("Vault denies the agent token on database/creds/reporting-ro (capabilities: deny)"),
    "permission_blocked",
    "Vault returned 403 permission denied for database/creds/reporting-ro; the agent's token policies grant no capability on that path.",
))

# ============================================================ dependency_missing
A(case(
    "rails-pg-upgrade", "claude", "CORE-2741", "Use Postgres-specific upsert for product imports",
    """`app/services/product_import.rb` does find_or_create per row. Use `Product.upsert_all(..., unique_by: :sku)`.
The CI image was just rebuilt on ruby:3.3-slim; run `bundle install` first.

Acceptance: `bundle exec rspec spec/services/product_import_spec.rb` passes.""",
    "/workspace/catalog",
    [
        read("app/services/product_import.rb", "rows.each do |row|\n  Product.find_or_create_by!(sku: row[:sku]) { |p| p.assign_attributes(row) }\nend"),
        edit("app/services/product_import.rb", "rows.each do |row|\n  Product.find_or_create_by!(sku: row[:sku]) { |p| p.assign_attributes(row) }\nend", "rows.each_slice(1_000) do |slice|\n  Product.upsert_all(slice, unique_by: :sku, record_timestamps: true)\nend"),
        bash("bundle install 2>&1 | tail -14",
             "Fetching pg 1.5.9\nInstalling pg 1.5.9 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n    current directory: /usr/local/bundle/gems/pg-1.5.9/ext\n/usr/local/bin/ruby extconf.rb\nChecking for pg_config... no\nchecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*****************************************************************************\n\nUnable to find PostgreSQL client library.\n\nPlease install libpq or postgresql client package like so:\n  sudo apt install libpq-dev\n\nAn error occurred while installing pg (1.5.9), and Bundler cannot continue.",
             rc=5, ev="out"),
        bash("dpkg -s libpq-dev 2>&1 | head -1; which pg_config gcc make", "dpkg-query: package 'libpq-dev' is not installed and no information is available\n/usr/bin/gcc\n/usr/bin/make", rc=1, ev="out"),
        bash("bundle exec rspec spec/services/product_import_spec.rb 2>&1 | tail -2", "Could not find pg-1.5.9 in locally installed gems\nRun `bundle install` to install missing gems.", rc=7, ev="out"),
    ],
    err("The upsert change is in, but `bundle install` fails building pg: the image has no libpq headers (libpq-dev), so specs cannot load.", hard=False),
    "dependency_missing",
    "The pg gem's native extension could not build because the image lacks libpq-dev (libpq-fe.h, pg_config), so the bundle and the specs could not load.",
))

A(case(
    "sqlc-batch-insert", "codex", "LED-915", "Batch insert ledger lines with pgx CopyFrom",
    """Inserting 10k ledger lines one by one takes 40 s. Use a sqlc `:copyfrom` query for `ledger_lines`.

Acceptance: `go test ./internal/ledger/...` passes; benchmark shows > 10x.""",
    "/workspace/ledger",
    [
        read("db/queries/lines.sql", "-- name: InsertLine :exec\nINSERT INTO ledger_lines (entry_id, account, amount_cents) VALUES ($1, $2, $3);"),
        edit("db/queries/lines.sql", "-- name: InsertLine :exec", "-- name: InsertLines :copyfrom\nINSERT INTO ledger_lines (entry_id, account, amount_cents) VALUES ($1, $2, $3);\n\n-- name: InsertLine :exec"),
        bash("sqlc generate && go build ./... 2>&1 | tail -3",
             "go: go.mod requires go >= 1.23.0 (running go 1.22.7; GOTOOLCHAIN=local)", rc=1, ev="out"),
        bash("go version; go env GOTOOLCHAIN; head -5 go.mod", "go version go1.22.7 linux/amd64\nlocal\nmodule github.com/acme/ledger\n\ngo 1.23.0\n\ntoolchain go1.23.4", ev="out"),
        bash("GOTOOLCHAIN=go1.23.4 go version 2>&1 | tail -1", "go: downloading go1.23.4 (linux/amd64)\ngo: download go1.23.4 for linux/amd64: toolchain not available", rc=1, ev="out"),
    ],
    err("go.mod requires Go 1.23 but the image ships 1.22.7 and the 1.23.4 toolchain is not available",
        text_say="The query is added, but nothing builds: go.mod requires go >= 1.23.0, the sandbox has go1.22.7 and GOTOOLCHAIN can't fetch go1.23.4."),
    "dependency_missing",
    "The required Go toolchain (>= 1.23) was not present: the image has go1.22.7 and the toolchain download reports 'toolchain not available'.",
))

A(case(
    "spring-virtual-threads", "osmia", "ORD-2971", "Enable virtual threads for the order export endpoint",
    """Set `spring.threads.virtual.enabled=true` (Spring Boot 3.3, Java 21) and switch `OrderExportService` to
an `Executors.newVirtualThreadPerTaskExecutor()`.

Acceptance: `./mvnw -q verify` passes.""",
    "/workspace/orders-service",
    [
        edit("src/main/resources/application.yml", "spring:\n  application:\n    name: orders-service", "spring:\n  application:\n    name: orders-service\n  threads:\n    virtual:\n      enabled: true"),
        edit("src/main/java/com/acme/orders/export/OrderExportService.java", "  private final ExecutorService pool = Executors.newFixedThreadPool(16);", "  private final ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();"),
        bash("./mvnw -q verify 2>&1 | tail -8",
             "[ERROR] COMPILATION ERROR : \n[ERROR] error: release version 21 not supported\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project orders-service: Fatal error compiling: error: release version 21 not supported -> [Help 1]",
             rc=1, ev="out"),
        bash("java -version 2>&1 | head -1; ls /usr/lib/jvm", "openjdk version \"17.0.13\" 2024-10-15\njava-17-openjdk-amd64", ev="out"),
        say("Only JDK 17 is installed in the image and the project targets release 21, so it cannot compile here."),
    ],
    err("JDK 21 is not installed (only 17); maven-compiler-plugin: release version 21 not supported"),
    "dependency_missing",
    "The image only has JDK 17 while the project compiles with --release 21 ('release version 21 not supported'): the required toolchain is missing.",
))

A(case(
    "celery-otel-tracing", "claude-transcript", "OBS-1003", "Trace Celery tasks with OpenTelemetry",
    """Add OpenTelemetry tracing to the Celery worker (`worker/app.py`): `CeleryInstrumentor().instrument()` on
worker init, exporting via OTLP to the collector. Pin new packages in `requirements.txt`.

Acceptance: `pip install -r requirements.txt` works; `pytest tests/worker -q` passes.""",
    "/workspace/fulfilment",
    [
        edit("requirements.txt", "celery==5.4.0", "celery==5.4.0\nopentelemetry-sdk==1.29.0\nopentelemetry-exporter-otlp-proto-grpc==1.29.0\nopentelemetry-instrumentation-celery==0.50b0\ngrpcio==1.59.3"),
        edit("worker/app.py", "@worker_process_init.connect\ndef init_worker(**_):\n    setup_logging()", "@worker_process_init.connect\ndef init_worker(**_):\n    setup_logging()\n    CeleryInstrumentor().instrument()"),
        bash("python --version; pip install -r requirements.txt 2>&1 | tail -12",
             "Python 3.13.1\nCollecting grpcio==1.59.3\n  Downloading grpcio-1.59.3.tar.gz (24.8 MB)\n  Preparing metadata (setup.py) ... done\nBuilding wheels for collected packages: grpcio\n  Building wheel for grpcio (setup.py) ... error\n  error: subprocess-exited-with-error\n  \n  \u00d7 python setup.py bdist_wheel did not run successfully.\n  \u2502 exit code: 1\n  \u2570\u2500> [4 lines of output]\n      error: command 'gcc' failed: No such file or directory\nERROR: Failed building wheel for grpcio",
             rc=1, ev="out"),
        think("grpcio 1.59.3 has no wheel for Python 3.13, so pip falls back to the sdist and there is no compiler in the image."),
        bash("which gcc cc || echo 'no compiler'; pip download grpcio==1.59.3 --only-binary=:all: --no-deps -d /tmp/w 2>&1 | tail -1", "no compiler\nERROR: No matching distribution found for grpcio==1.59.3", rc=1, ev="out"),
    ],
    err("grpcio 1.59.3 has no wheel for Python 3.13 and the image has no C compiler to build it"),
    "dependency_missing",
    "grpcio==1.59.3 has no binary wheel for Python 3.13 and building from source failed because gcc is not installed: a missing toolchain/unresolvable package.",
))

A(case(
    "laravel-invoice-intl", "claude", "BILL-2230", "Format invoice amounts per customer locale",
    """Invoices show `1234.5 EUR` everywhere. Use `NumberFormatter` (intl) in `app/Support/Money.php` to format by
the customer's locale. Add `ext-intl` to composer.json requirements.

Acceptance: `composer install` and `php artisan test --filter=Money` pass.""",
    "/workspace/billing-portal",
    [
        read("app/Support/Money.php", "public static function format(int $cents, string $currency): string\n{\n    return number_format($cents / 100, 2, '.', '') . ' ' . $currency;\n}"),
        edit("app/Support/Money.php", "    return number_format($cents / 100, 2, '.', '') . ' ' . $currency;", "    $fmt = new \\NumberFormatter(app()->getLocale(), \\NumberFormatter::CURRENCY);\n    return $fmt->formatCurrency($cents / 100, $currency);"),
        edit("composer.json", "        \"php\": \"^8.2\",", "        \"php\": \"^8.2\",\n        \"ext-intl\": \"*\","),
        bash("composer update --lock 2>&1 | tail -8",
             "Loading composer repositories with package information\nUpdating dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires PHP extension ext-intl * but it is missing from your system. Install or enable PHP's intl extension.\n\nTo enable extensions, verify that they are enabled in your .ini files:\n    - /usr/local/etc/php/php.ini-development",
             rc=2, ev="out"),
        bash("php -m | grep -i intl || echo 'intl not loaded'; php --ini | head -2", "intl not loaded\nConfiguration File (php.ini) Path: /usr/local/etc/php\nLoaded Configuration File:         (none)", ev="out"),
        bash("php artisan test --filter=Money 2>&1 | tail -3", "  FAILED  Tests\\Unit\\MoneyTest > formats de_DE      Error\n  Class \"NumberFormatter\" not found\n  Tests:    3 failed (0 assertions)", rc=1, ev="out"),
    ],
    err("The intl extension is not installed in the PHP image; composer refuses ext-intl and NumberFormatter is undefined.", hard=False),
    "dependency_missing",
    "PHP's intl extension is not installed in the image: composer cannot satisfy ext-intl and NumberFormatter is undefined.",
))

A(case(
    "phoenix-password-hash", "codex", "AUTH-751", "Switch password hashing to bcrypt for the legacy import",
    """Imported legacy users have bcrypt hashes. Add `bcrypt_elixir` and verify with `Bcrypt.verify_pass/2` when
the stored hash starts with `$2b$`, keeping Argon2 for the rest.

Acceptance: `mix deps.get && mix test test/accounts` passes.""",
    "/workspace/stage",
    [
        edit("mix.exs", "      {:argon2_elixir, \"~> 4.0\"},", "      {:argon2_elixir, \"~> 4.0\"},\n      {:bcrypt_elixir, \"~> 3.1\"},"),
        edit("lib/stage/accounts/password.ex", "  def verify(pw, hash), do: Argon2.verify_pass(pw, hash)", "  def verify(pw, \"$2b$\" <> _ = hash), do: Bcrypt.verify_pass(pw, hash)\n  def verify(pw, hash), do: Argon2.verify_pass(pw, hash)"),
        bash("mix deps.get 2>&1 | tail -3", "Resolving Hex dependencies...\nResolution completed in 0.212s\n  bcrypt_elixir 3.2.0"),
        bash("mix test test/accounts 2>&1 | tail -12",
             "==> bcrypt_elixir\nmkdir -p \"/workspace/stage/_build/test/lib/bcrypt_elixir/priv\"\ncc -g -O3 -Wall -Wno-format-truncation -I\"/usr/local/lib/erlang/erts-15.1.2/include\" -Ic_src -fPIC -shared  c_src/bcrypt_nif.c c_src/blowfish.c -o \"/workspace/stage/_build/test/lib/bcrypt_elixir/priv/bcrypt_nif.so\"\nmake: cc: No such file or directory\nmake: *** [Makefile:36: /workspace/stage/_build/test/lib/bcrypt_elixir/priv/bcrypt_nif.so] Error 127\ncould not compile dependency :bcrypt_elixir, \"mix compile\" failed. Errors may have been logged above. You can recompile this dependency with \"mix deps.compile bcrypt_elixir --force\", update it with \"mix deps.update bcrypt_elixir\" or clean it with \"mix deps.clean bcrypt_elixir\"\n** (Mix) \"make\" exited with 127",
             rc=1, ev="out"),
        bash("which cc gcc make; cat /etc/os-release | head -1", "/usr/bin/make\nNAME=\"Alpine Linux\"", rc=1, ev="out"),
    ],
    err("bcrypt_elixir's NIF cannot be compiled: no C compiler (cc) in the image",
        text_say="bcrypt_elixir resolves but its NIF can't build: the Alpine image has make but no C compiler (`cc: No such file or directory`)."),
    "dependency_missing",
    "bcrypt_elixir's NIF failed to compile because the image has no C compiler (make: cc: No such file or directory).",
))

A(case(
    "nest-flag-sdk", "osmia", "GROW-402", "Gate the new checkout flow behind the `checkout-v2` flag",
    """Use our feature-flag SDK `@acme/flags` (internal registry) in `CheckoutController` to route to v2 when
`checkout-v2` is on for the account.

Acceptance: `npm ci && npm test -- checkout` passes.""",
    "/workspace/storefront-api",
    [
        edit("package.json", "    \"@nestjs/core\": \"^10.4.1\",", "    \"@nestjs/core\": \"^10.4.1\",\n    \"@acme/flags\": \"^3.2.0\","),
        edit("src/checkout/checkout.controller.ts", "  async start(@Req() req) {\n    return this.v1.start(req.account)", "  async start(@Req() req) {\n    if (await this.flags.isOn('checkout-v2', { accountId: req.account.id })) return this.v2.start(req.account)\n    return this.v1.start(req.account)"),
        bash("npm install 2>&1 | tail -6",
             "npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/@acme%2fflags - Not found\nnpm error 404\nnpm error 404  '@acme/flags@^3.2.0' is not in this registry.\nnpm error 404\nnpm error 404 Note that you can also install from a\nnpm error 404 tarball, folder, http url, or git url.",
             rc=1, ev="out"),
        bash("cat .npmrc 2>/dev/null || echo 'no .npmrc'; npm config get @acme:registry", "no .npmrc\nundefined", ev="out"),
        bash("npm test -- checkout 2>&1 | tail -4", "  \u25cf Test suite failed to run\n\n    Cannot find module '@acme/flags' from 'src/checkout/checkout.controller.ts'\nTest Suites: 1 failed, 5 passed, 6 total", rc=1),
    ],
    err("@acme/flags cannot be resolved: the @acme scope has no registry configured, npm looks it up on registry.npmjs.org (404)"),
    "dependency_missing",
    "@acme/flags is not resolvable: npm looks it up on the public registry (E404) because no registry is configured for the @acme scope, so the module is missing.",
))

A(case(
    "prisma-alpine-engine", "claude-transcript", "CRM-660", "Add soft-delete middleware for Deal",
    """Deals are hard-deleted. Add a Prisma client extension that turns `deal.delete` into an update of
`deletedAt` and filters deleted deals from `findMany`.

Acceptance: `pnpm test deals` passes.""",
    "/workspace/crm-api",
    [
        write("src/prisma/soft-delete.extension.ts", "export const softDelete = Prisma.defineExtension({\n  query: {\n    deal: {\n      async delete({ args }) { return prisma.deal.update({ ...args, data: { deletedAt: new Date() } }) },\n      async findMany({ args, query }) { args.where = { ...args.where, deletedAt: null }; return query(args) },\n    },\n  },\n})\n"),
        bash("pnpm test deals 2>&1 | tail -10",
             "  \u25cf DealsService \u203a soft deletes\n\n    PrismaClientInitializationError: Unable to require(`/workspace/crm-api/node_modules/.prisma/client/libquery_engine-linux-musl.so.node`).\n    The Prisma engines do not seem to be compatible with your system. Please refer to the documentation about Prisma's system requirements: https://pris.ly/d/system-requirements\n\n    Details: Error loading shared library libssl.so.1.1: No such file or directory (needed by /workspace/crm-api/node_modules/.prisma/client/libquery_engine-linux-musl.so.node)\n\nTests:       9 failed, 9 total",
             rc=1, ev="out"),
        bash("ls /usr/lib/libssl* /lib/libssl* 2>/dev/null; openssl version", "/lib/libssl.so.3\nOpenSSL 3.3.2 3 Sep 2024", ev="out"),
        think("The engine was built for OpenSSL 1.1 but the image has only OpenSSL 3. binaryTargets would need linux-musl-openssl-3.0.x and a regenerate with network access."),
        bash("pnpm prisma generate 2>&1 | tail -2", "Error: request to https://binaries.prisma.sh/all_commits/.../linux-musl-openssl-3.0.x/libquery_engine.so.node.gz failed, reason: getaddrinfo EAI_AGAIN binaries.prisma.sh", rc=1),
    ],
    err("Prisma query engine needs libssl.so.1.1, which the Alpine image does not have (only OpenSSL 3)"),
    "dependency_missing",
    "The Prisma engine in node_modules needs libssl.so.1.1 and the image only has OpenSSL 3: a missing system library stops every test before the extension is exercised.",
    near_miss="infra_failure",
))

A(case(
    "django-psycopg-python313", "codex", "API-5188", "Use server-side cursors for the CSV export",
    """The orders CSV export loads every row in memory. Iterate with `.iterator(chunk_size=2000)` in
`exports/orders.py`. The repo just moved to Python 3.13; reinstall the dev requirements first.

Acceptance: `pip install -r requirements-dev.txt` and `pytest tests/exports -q` pass.""",
    "/workspace/core-api",
    [
        edit("exports/orders.py", "    for order in qs:", "    for order in qs.iterator(chunk_size=2000):"),
        bash("python -V; pip install -r requirements-dev.txt 2>&1 | tail -5",
             "Python 3.13.1\nCollecting psycopg-binary==3.1.12 (from -r requirements-dev.txt (line 4))\nERROR: Ignored the following versions that require a different python version: 1.21.2 Requires-Python >=3.7,<3.11; 1.21.3 Requires-Python >=3.7,<3.11\nERROR: Could not find a version that satisfies the requirement psycopg-binary==3.1.12 (from versions: 3.2.2, 3.2.3, 3.2.4)\nERROR: No matching distribution found for psycopg-binary==3.1.12",
             rc=1, ev="out"),
        bash("pytest tests/exports -q 2>&1 | tail -3", "E   ImportError: no pq wrapper available.\nE   Attempts made:\nE   - couldn't import psycopg 'binary' implementation: No module named 'psycopg_binary'", rc=2, ev="out"),
    ],
    err("psycopg-binary==3.1.12 has no distribution for Python 3.13, so the dev requirements cannot be installed",
        text_say="The iterator change is one line, but the dev requirements don't install on 3.13: psycopg-binary==3.1.12 has no matching distribution, so pytest can't import psycopg."),
    "dependency_missing",
    "The pinned psycopg-binary==3.1.12 has no distribution for Python 3.13 (No matching distribution found), so psycopg cannot be imported.",
))
