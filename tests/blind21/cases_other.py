"""model_confusion, unknown and succeeded runs (every succeeded run contains alarming words)."""
from gen_lib import case, say, think, bash, read, edit, write, grep, note, denied, ok, err, limit, none

CASES = []
A = CASES.append

# ============================================================ model_confusion
A(case(
    "referral-banner-flag", "claude", "GROW-431", "Hide the referral banner when `referrals-v2` is off",
    """`templates/account/dashboard.html` always shows the referral banner. Use the existing
`flags.is_enabled(name, user)` helper from `core/flags.py` in `DashboardView.get_context_data`.

Acceptance: `pytest tests/account/test_dashboard.py -q`.""",
    "/workspace/core-api",
    [
        read("account/views.py", "class DashboardView(LoginRequiredMixin, TemplateView):\n    template_name = 'account/dashboard.html'"),
        edit("account/views.py", "    template_name = 'account/dashboard.html'", "    template_name = 'account/dashboard.html'\n\n    def get_context_data(self, **kw):\n        ctx = super().get_context_data(**kw)\n        ctx['show_referrals'] = FlagClient.default().variation('referrals-v2', self.request.user, False)\n        return ctx", ev="call"),
        bash("pytest tests/account/test_dashboard.py -q 2>&1 | tail -2", "E   NameError: name 'FlagClient' is not defined\n1 failed, 3 passed in 0.52s", rc=1),
        read("core/flagclient.py", "", err="File does not exist.", ev="out"),
        edit("account/views.py", "class DashboardView(", "from core.flagclient import FlagClient\n\n\nclass DashboardView(", ev="call"),
        bash("pytest tests/account/test_dashboard.py -q 2>&1 | tail -2", "E   ModuleNotFoundError: No module named 'core.flagclient'\n1 error in 0.31s", rc=2, ev="out"),
        edit("account/views.py", "from core.flagclient import FlagClient", "from core.flags.client import FlagClient", ev="call"),
        bash("pytest tests/account/test_dashboard.py -q 2>&1 | tail -2", "E   ModuleNotFoundError: No module named 'core.flags.client'; 'core.flags' is not a package\n1 error in 0.30s", rc=2, ev="out"),
        say("It seems the FlagClient module has moved. Creating it so the view can use it."),
        write("core/flagclient.py", "class FlagClient:\n    _inst = None\n\n    @classmethod\n    def default(cls):\n        return cls._inst or cls()\n\n    def variation(self, key, user, default):\n        return default\n", ev="call"),
        bash("pytest tests/account/test_dashboard.py -q 2>&1 | tail -2", "FAILED tests/account/test_dashboard.py::test_banner_hidden_when_flag_off - AssertionError: 'Invite friends' unexpectedly found\n1 failed, 3 passed in 0.49s", rc=1),
    ],
    err("The view uses FlagClient now; one dashboard test still fails.", hard=False),
    "model_confusion",
    "The agent coded against a FlagClient API that does not exist, chased invented import paths, then wrote a stub module, never using the core/flags.is_enabled helper the ticket named.",
    near_miss="dependency_missing",
))

A(case(
    "shipping-fee-cache-key", "codex", "SHOP-1533", "Shipping fee not recalculated when the address changes",
    """`app/services/checkout/recalculate.rb` caches the shipping fee per cart and never invalidates it when the
shipping address changes. Include the address digest in the cache key.

Acceptance: `bundle exec rspec spec/services/checkout` passes.""",
    "/workspace/storefront",
    [
        read("app/services/checkout/recalculate.rb", "def shipping_fee\n  Rails.cache.fetch([\"ship\", cart.id]) { Shipping.quote(cart) }\nend"),
        edit("app/services/checkout/recalculate.rb", "  Rails.cache.fetch([\"ship\", cart.id])", "  Rails.cache.fetch([\"ship\", cart.id, cart.address_digest])", ev="call"),
        bash("bundle exec rspec spec/services/checkout 2>&1 | tail -2", "NoMethodError: undefined method `address_digest' for an instance of Cart\n14 examples, 3 failures", rc=1),
        bash("git checkout -- app/services/checkout/recalculate.rb", "", ev="call"),
        edit("app/services/checkout/recalculate.rb", "  Rails.cache.fetch([\"ship\", cart.id])", "  Rails.cache.fetch([\"ship\", cart.id, cart.shipping_address&.cache_key])", ev="call"),
        bash("bundle exec rspec spec/services/checkout 2>&1 | tail -2", "14 examples, 1 failure", rc=1),
        bash("git checkout -- app/services/checkout/recalculate.rb", "", ev="call"),
        edit("app/services/checkout/recalculate.rb", "  Rails.cache.fetch([\"ship\", cart.id])", "  Rails.cache.fetch([\"ship\", cart.id, cart.address_digest])", ev="call"),
        bash("bundle exec rspec spec/services/checkout 2>&1 | tail -2", "NoMethodError: undefined method `address_digest' for an instance of Cart\n14 examples, 3 failures", rc=1),
        bash("git checkout -- app/services/checkout/recalculate.rb", "", ev="call"),
        edit("app/services/checkout/recalculate.rb", "  Rails.cache.fetch([\"ship\", cart.id])", "  Rails.cache.fetch([\"ship\", cart.id, cart.shipping_address&.cache_key])", ev="call"),
        bash("bundle exec rspec spec/services/checkout 2>&1 | tail -2", "14 examples, 1 failure", rc=1),
        bash("git checkout -- app/services/checkout/recalculate.rb", "", ev="call"),
    ],
    err("agent alternated between two edits, restoring the file with git checkout each time, and ended with no change",
        text_say="I tried two cache-key variants; neither passes all specs yet, so I reverted to keep the tree clean."),
    "model_confusion",
    "The agent alternated the same two edits four times, restoring the file with `git checkout --` after each run, and ended with no change at all.",
))

A(case(
    "pagination-next-link", "osmia", "API-5340", "Pagination `next` link drops the `status` filter",
    """`api/pagination.py::LinkHeaderPagination.get_next_link` rebuilds the URL without the query string filters.
Preserve all query parameters except `cursor`.

Acceptance: `pytest tests/api/test_pagination.py -q`.""",
    "/workspace/core-api",
    [
        read("api/pagination.py", "def get_next_link(self):\n    return f\"{self.base_url}?cursor={self.next_cursor}\""),
        edit("api/pagination.py", "    return f\"{self.base_url}?cursor={self.next_cursor}\"", "    q = self.request.query_params.copy()\n    q['cursor'] = self.next_cursor\n    return f\"{self.base_url}?{q.urlencode()}\""),
        bash("pytest tests/api/test_pagination.py -q 2>&1 | tail -1", "FAILED tests/api/test_pagination.py::test_next_keeps_filters - AssertionError: 'status=open&cursor=cD0y' != 'cursor=cD0y&status=open'\n1 failed, 5 passed", rc=1),
        bash("git stash && pytest tests/api/test_pagination.py -q 2>&1 | tail -1", "Saved working directory and index state WIP on agent/api-5340\n2 failed, 4 passed", rc=1, ev="call"),
        bash("git stash pop && pytest tests/api/test_pagination.py -q 2>&1 | tail -1", "On branch agent/api-5340\n1 failed, 5 passed", rc=1, ev="call"),
        bash("git stash && pytest tests/api/test_pagination.py -q 2>&1 | tail -1", "Saved working directory and index state WIP on agent/api-5340\n2 failed, 4 passed", rc=1, ev="call"),
        bash("git stash pop && pytest tests/api/test_pagination.py -q 2>&1 | tail -1", "On branch agent/api-5340\n1 failed, 5 passed", rc=1, ev="call"),
        bash("git stash && pytest tests/api/test_pagination.py -q 2>&1 | tail -1", "Saved working directory and index state WIP on agent/api-5340\n2 failed, 4 passed", rc=1, ev="call"),
        bash("git stash pop && pytest tests/api/test_pagination.py -q 2>&1 | tail -1", "On branch agent/api-5340\n1 failed, 5 passed", rc=1, ev="call"),
        note("watchdog: loop detected (git stash / git stash pop + pytest cycle x3); terminating agent", ev=True),
    ],
    err("terminated by watchdog: repeated stash/pop cycle"),
    "model_confusion",
    "The agent cycled git stash / git stash pop around the same test run three times without changing anything (a parameter-order assertion left unaddressed) until the watchdog stopped it.",
    watchdog={"reason_code": "loop", "message": "repeating cycle of 2 Bash calls (git stash / git stash pop) x3", "tool_name": "Bash", "call_count": 14, "tokens_consumed": 71022, "cost_estimate_usd": 0.48},
))

A(case(
    "reminder-venue-tz", "osmia", "LIVE-305", "Event reminder e-mail sent in UTC instead of the venue time",
    """`Stage.Notifications.reminder_email/1` formats `starts_at` in UTC. Shift to `event.venue.timezone` with
`DateTime.shift_zone!/2` (tzdata is configured).

Acceptance: `mix test test/stage/notifications_test.exs` passes.""",
    "/workspace/stage",
    [
        read("lib/stage/notifications.ex", "def reminder_email(event) do\n  new()\n  |> subject(\"Starts at #{Calendar.strftime(event.starts_at, \"%H:%M\")}\")\nend"),
        edit("lib/stage/notifications.ex", "Calendar.strftime(event.starts_at, \"%H:%M\")", "Calendar.strftime(DateTime.shift_zone!(event.starts_at, event.venue.timezone), \"%H:%M\")"),
        bash("mix test test/stage/notifications_test.exs 2>&1 | tail -3", "** (KeyError) key :timezone not found in: #Ecto.Association.NotLoaded<association :venue is not loaded>\n3 tests, 1 failure", rc=2),
        bash("mix test test/stage/notifications_test.exs 2>&1 | tail -3", "** (KeyError) key :timezone not found in: #Ecto.Association.NotLoaded<association :venue is not loaded>\n3 tests, 1 failure", rc=2, ev="call"),
        bash("mix test test/stage/notifications_test.exs 2>&1 | tail -3", "** (KeyError) key :timezone not found in: #Ecto.Association.NotLoaded<association :venue is not loaded>\n3 tests, 1 failure", rc=2, ev="call"),
        bash("mix test test/stage/notifications_test.exs 2>&1 | tail -3", "** (KeyError) key :timezone not found in: #Ecto.Association.NotLoaded<association :venue is not loaded>\n3 tests, 1 failure", rc=2, ev="call"),
        bash("mix test test/stage/notifications_test.exs 2>&1 | tail -3", "** (KeyError) key :timezone not found in: #Ecto.Association.NotLoaded<association :venue is not loaded>\n3 tests, 1 failure", rc=2, ev="call"),
        bash("mix test test/stage/notifications_test.exs 2>&1 | tail -3", "** (KeyError) key :timezone not found in: #Ecto.Association.NotLoaded<association :venue is not loaded>\n3 tests, 1 failure", rc=2, ev="call"),
        note("watchdog terminated the agent: 6 identical consecutive Bash calls with identical output", ev=True),
    ],
    err("watchdog: identical command repeated 6 times"),
    "model_confusion",
    "The agent re-ran the identical failing mix test six times without changing anything (the venue preload was never added) until the watchdog killed it.",
    watchdog={"reason_code": "loop", "message": "6 identical Bash calls: mix test test/stage/notifications_test.exs", "tool_name": "Bash", "call_count": 9, "tokens_consumed": 40211, "cost_estimate_usd": 0.27},
    consecutive_identical_tools=6,
))

A(case(
    "log-trace-id", "claude-transcript", "OBS-1040", "Log lines miss the trace id in the payments worker",
    """Add `trace_id` from the current OpenTelemetry span to the JSON log formatter in `payments/logging.py`.

Acceptance: `pytest tests/test_logging.py -q` passes.""",
    "/workspace/checkout-service",
    [
        read("payments/logging.py", "class JsonFormatter(logging.Formatter):\n    def format(self, record):\n        return json.dumps({\"msg\": record.getMessage(), \"level\": record.levelname})"),
        bash("sed -i 's/\"level\": record.levelname}/\"level\": record.levelname, \"trace_id\": _trace_id()}/' payments/logging.py && pytest tests/test_logging.py -q 2>&1 | tail -1", "1 failed, 3 passed in 0.2s", rc=1, ev="call"),
        bash("sed -i 's/, \"trace_id\": _trace_id()}/}/' payments/logging.py && pytest tests/test_logging.py -q 2>&1 | tail -1", "1 failed, 3 passed in 0.2s", rc=1, ev="call"),
        bash("sed -i 's/\"level\": record.levelname}/\"level\": record.levelname, \"trace_id\": _trace_id()}/' payments/logging.py && pytest tests/test_logging.py -q 2>&1 | tail -1", "1 failed, 3 passed in 0.2s", rc=1, ev="call"),
        bash("sed -i 's/, \"trace_id\": _trace_id()}/}/' payments/logging.py && pytest tests/test_logging.py -q 2>&1 | tail -1", "1 failed, 3 passed in 0.2s", rc=1, ev="call"),
        bash("sed -i 's/\"level\": record.levelname}/\"level\": record.levelname, \"trace_id\": _trace_id()}/' payments/logging.py && pytest tests/test_logging.py -q 2>&1 | tail -1", "1 failed, 3 passed in 0.2s", rc=1, ev="call"),
        bash("sed -i 's/, \"trace_id\": _trace_id()}/}/' payments/logging.py && pytest tests/test_logging.py -q 2>&1 | tail -1", "1 failed, 3 passed in 0.2s", rc=1, ev="call"),
    ],
    err("applied and reverted the same sed edit three times; `_trace_id` was never defined"),
    "model_confusion",
    "The agent applied and reverted the same sed substitution three times, never reading the failure (_trace_id is undefined), ending where it started.",
))

A(case(
    "fx-rate-same-day", "claude", "PAY-1901", "Currency conversion uses yesterday's FX rate",
    """`fx/rates.py::rate_for(date)` picks the rate with `effective_on < date`; it must be `<=`.

Acceptance: `pytest tests/fx -q`.""",
    "/workspace/treasury",
    [
        read("fx/rates.py", "def rate_for(ccy, date):\n    return Rate.objects.filter(ccy=ccy, effective_on__lt=date).latest('effective_on')"),
        edit("fx/rates.py", "effective_on__lt=date", "effective_on__lte=date", ev="call"),
        bash("pytest tests/fx -q 2>&1 | tail -1", "FAILED tests/fx/test_rates.py::test_weekend_uses_friday - Rate.DoesNotExist\n1 failed, 9 passed", rc=1),
        edit("fx/rates.py", "effective_on__lte=date", "effective_on__lt=date", ev="call"),
        bash("pytest tests/fx -q 2>&1 | tail -1", "FAILED tests/fx/test_rates.py::test_same_day_rate - assert Decimal('1.0841') == Decimal('1.0856')\n1 failed, 9 passed", rc=1),
        edit("fx/rates.py", "effective_on__lt=date", "effective_on__lte=date", ev="call"),
        bash("pytest tests/fx -q 2>&1 | tail -1", "FAILED tests/fx/test_rates.py::test_weekend_uses_friday - Rate.DoesNotExist\n1 failed, 9 passed", rc=1),
        edit("fx/rates.py", "effective_on__lte=date", "effective_on__lt=date", ev="call"),
        bash("pytest tests/fx -q 2>&1 | tail -1", "FAILED tests/fx/test_rates.py::test_same_day_rate - assert Decimal('1.0841') == Decimal('1.0856')\n1 failed, 9 passed", rc=1),
        edit("fx/rates.py", "effective_on__lt=date", "effective_on__lte=date", ev="call"),
    ],
    none(),
    "model_confusion",
    "The agent flipped the same lookup between __lt and __lte five times, each time trading one failing test for the other, until the watchdog stopped it for thrashing.",
    watchdog={"reason_code": "thrashing", "message": "fx/rates.py edited 5 times, alternating between 2 versions", "tool_name": "Edit", "call_count": 11, "tokens_consumed": 52140, "cost_estimate_usd": 0.35},
    result=None,
))

A(case(
    "checkout-locale", "codex", "PAY-1915", "Pass the customer's locale to Stripe Checkout",
    """`src/payments/checkout.ts::createSession` does not set `locale`. Pass `customer.locale` (fallback `auto`).

Acceptance: `pnpm test payments` passes.""",
    "/workspace/web-bff",
    [
        read("src/payments/stripeV3Adapter.ts", "", err="No such file", ev="out"),
        grep("StripeV3Adapter", ""),
        read("src/payments/adapters/stripe-v3.ts", "", err="No such file", ev="out"),
        say("The v3 adapter must be under lib/. Checking."),
        read("src/lib/payments/stripeV3Adapter.ts", "", err="No such file", ev="out"),
        edit("src/payments/checkout.ts", "import Stripe from 'stripe'", "import { StripeV3Adapter } from './stripeV3Adapter'", ev="call"),
        edit("src/payments/checkout.ts", "  const session = await stripe.checkout.sessions.create({", "  const session = await StripeV3Adapter.createLocalizedSession({\n    locale: customer.locale ?? 'auto',", ev="call"),
        bash("pnpm test payments 2>&1 | tail -4", "src/payments/checkout.ts(1,33): error TS2307: Cannot find module './stripeV3Adapter' or its corresponding type declarations.\n\nTest Suites: 1 failed, 3 passed, 4 total", rc=1, ev="out"),
    ],
    err("checkout.ts rewritten against a StripeV3Adapter that does not exist in the repo",
        text_say="Checkout now passes the locale through StripeV3Adapter.createLocalizedSession. The adapter import still needs to be resolved."),
    "model_confusion",
    "The agent looked for, then coded against, a StripeV3Adapter that exists nowhere (three missing-file reads, an empty grep) instead of adding `locale` to the existing stripe call.",
    near_miss="dependency_missing",
))

A(case(
    "product-price-cents", "claude-transcript", "CAT-530", "Product JSON shows `price` as a string",
    """`app/presenters/product_presenter.rb` returns `price.to_s`; API clients expect an integer `price_cents`.

Acceptance: `bundle exec rspec spec/presenters/product_presenter_spec.rb`.""",
    "/workspace/catalog",
    [
        read("app/presenters/product_presenter.rb", "def as_json(*)\n  { sku: product.sku, name: product.name, price: product.price.to_s }\nend"),
        edit("app/presenters/product_presenter.rb", "price: product.price.to_s }", "price_cents: product.price_cents }", ev="call"),
        bash("bundle exec rspec spec/presenters/product_presenter_spec.rb 2>&1 | tail -1", "4 examples, 1 failure", rc=1),
        bash("git restore app/presenters/product_presenter.rb && git diff --stat", "", ev="call"),
        edit("app/presenters/product_presenter.rb", "price: product.price.to_s }", "price_cents: product.price_cents }", ev="call"),
        bash("bundle exec rspec spec/presenters/product_presenter_spec.rb 2>&1 | tail -1", "4 examples, 1 failure", rc=1),
        bash("git restore app/presenters/product_presenter.rb && git diff --stat", "", ev="call"),
        edit("app/presenters/product_presenter.rb", "price: product.price.to_s }", "price_cents: product.price_cents }", ev="call"),
        bash("bundle exec rspec spec/presenters/product_presenter_spec.rb 2>&1 | tail -1", "4 examples, 1 failure", rc=1),
        bash("git restore app/presenters/product_presenter.rb && git diff --stat", "", ev="call"),
    ],
    err("Reverted; the presenter spec still has one failure I could not resolve."),
    "model_confusion",
    "The agent made the same edit, ran the same spec, and `git restore`d it three times over without reading which example failed, ending with an empty diff.",
))

A(case(
    "saml-nameid-case", "osmia", "AUTH-802", "SAML login fails when the IdP sends NameID in uppercase",
    """`auth/saml.py::user_for_assertion` matches `NameID` case-sensitively against `User.email`. Normalise to
lowercase before lookup.

Acceptance: `pytest tests/auth/test_saml.py -q`.""",
    "/workspace/core-api",
    [
        read("auth/saml.py", "def user_for_assertion(assertion):\n    name_id = assertion.name_id\n    return User.objects.get(email=name_id)"),
        edit("auth/saml.py", "    return User.objects.get(email=nameid)", "    return User.objects.get(email__iexact=nameid.strip())", err="String to replace not found in file.", ev="call"),
        edit("auth/saml.py", "    return User.objects.get(email=nameid)", "    return User.objects.get(email__iexact=nameid.strip())", err="String to replace not found in file.", ev="call"),
        edit("auth/saml.py", "    return User.objects.get(email=nameid)", "    return User.objects.get(email__iexact=nameid.strip())", err="String to replace not found in file.", ev="call"),
        edit("auth/saml.py", "    return User.objects.get(email=nameid)", "    return User.objects.get(email__iexact=nameid.strip())", err="String to replace not found in file.", ev="call"),
        edit("auth/saml.py", "    return User.objects.get(email=nameid)", "    return User.objects.get(email__iexact=nameid.strip())", err="String to replace not found in file.", ev="call"),
        note("watchdog: 5 identical failing Edit calls on auth/saml.py; terminating", ev=True),
    ],
    err("watchdog stopped the run: identical failing edit repeated"),
    "model_confusion",
    "The agent repeated the identical Edit five times with an old_string (`nameid`) that is not in the file (`name_id`), never re-reading it, until the watchdog stopped it.",
    watchdog={"reason_code": "loop", "message": "5 identical Edit calls on auth/saml.py, all failing", "tool_name": "Edit", "call_count": 8, "tokens_consumed": 33015, "cost_estimate_usd": 0.22},
))

# ============================================================ unknown
A(case(
    "session-cookie-samesite", "claude", "WEB-2214", "Set SameSite=Lax on the session cookie",
    """Set `SESSION_COOKIE_SAMESITE = "Lax"` and `SESSION_COOKIE_SECURE = True` in production settings.

Acceptance: `pytest tests/test_settings.py -q`.""",
    "/workspace/core-api",
    [
        read("config/settings/production.py", "SESSION_COOKIE_SECURE = False"),
        edit("config/settings/production.py", "SESSION_COOKIE_SECURE = False", "SESSION_COOKIE_SECURE = True\nSESSION_COOKIE_SAMESITE = \"Lax\""),
        bash("pytest tests/test_settings.py -q 2>&1 | tail -1", "5 passed in 0.18s"),
        say("Both settings are in place and the settings tests pass."),
    ],
    ok("Set SameSite=Lax and Secure on the session cookie; tests pass."),
    "unknown",
    "The stream shows a correct, tested change and a clean finish; nothing in it explains why the run was recorded as failed (exit 1).",
    result={"success": False, "summary": "agent process exited with status 1", "exit_code": 1},
))

A(case(
    "kafka-poison-retry-topic", "codex", "ORD-3018", "Route poison messages to a retry topic",
    """`OrderEventsConsumer` retries forever on deserialisation errors. Configure a `DefaultErrorHandler` with
`DeadLetterPublishingRecoverer` to `orders.events.retry` after 3 attempts.

Acceptance: `./gradlew test --tests '*OrderEventsConsumerTest'`.""",
    "/workspace/orders-service",
    [
        read("src/main/kotlin/com/acme/orders/kafka/ConsumerConfig.kt", "@Bean\nfun kafkaListenerContainerFactory(cf: ConsumerFactory<String, OrderEvent>) =\n    ConcurrentKafkaListenerContainerFactory<String, OrderEvent>().apply { consumerFactory = cf }"),
        think("DefaultErrorHandler(DeadLetterPublishingRecoverer(template) { r, _ -> TopicPartition(\"orders.events.retry\", r.partition()) }, FixedBackOff(0, 2)) gives 3 attempts total. The test asserts on the retry topic via EmbeddedKafka."),
        read("src/test/kotlin/com/acme/orders/kafka/OrderEventsConsumerTest.kt", "@EmbeddedKafka(topics = [\"orders.events\", \"orders.events.retry\"])\nclass OrderEventsConsumerTest {\n  @Test fun `poison message ends on retry topic after 3 attempts`() { /* ... */ }\n}"),
        say("Now wiring the error handler into the container factory."),
    ],
    none(),
    "unknown",
    "The stream stops after reads and a plan, before any edit, with no error, kill notice or result: nothing in it says why the run failed.",
    result=None, near_miss="infra_failure",
))

A(case(
    "avatar-upload-stall", "osmia", "MEDIA-77", "Abort avatar uploads that stall for more than 10 s",
    """Add a 10 s idle timeout to the multipart upload handler (`src/uploads/avatar.ts`, Express + busboy) and
return 408.

Acceptance: `npm test -- uploads` passes.""",
    "/workspace/web-bff",
    [
        read("src/uploads/avatar.ts", "export function avatarUpload(req, res) {\n  const bb = busboy({ headers: req.headers, limits: { fileSize: 5 * 1024 * 1024 } })\n  req.pipe(bb)\n}"),
        edit("src/uploads/avatar.ts", "  req.pipe(bb)", "  const idle = setTimeout(() => { req.unpipe(bb); res.status(408).json({ error: 'upload timed out' }) }, 10_000)\n  bb.on('close', () => clearTimeout(idle))\n  req.pipe(bb)"),
        bash("npm test -- uploads 2>&1 | tail -8", " PASS  src/uploads/avatar.test.ts\n  avatar upload\n    \u2713 accepts a 200 KB image (41 ms)\n    \u2713 rejects files over 5 MB with 413 (12 ms)\n    \u2713 aborts a stalled upload with 408 Request Timeout after 10 s (fake timers) (8 ms)\n\nTests:       3 passed, 3 total"),
        say("The stalled upload now gets 408 'upload timed out'; tests pass."),
    ],
    err("task failed", summary="task failed"),
    "unknown",
    "Only the feature's own passing test mentions a timeout; the stream shows a clean, tested change and gives no reason for the failed status.",
    near_miss="infra_failure",
))

A(case(
    "report-unreadable-csv", "claude-transcript", "DATA-470", "Report generator should skip unreadable source files",
    """`reports/collect.py` crashes on the first unreadable CSV in the drop folder. Log a warning and continue.

Acceptance: `pytest tests/reports/test_collect.py -q`.""",
    "/workspace/reporting",
    [
        read("reports/collect.py", "def collect(folder):\n    return [load_csv(p) for p in sorted(Path(folder).glob('*.csv'))]"),
        edit("reports/collect.py", "    return [load_csv(p) for p in sorted(Path(folder).glob('*.csv'))]", "    out = []\n    for p in sorted(Path(folder).glob('*.csv')):\n        try:\n            out.append(load_csv(p))\n        except PermissionError as e:\n            log.warning('skipping %s: %s', p, e)\n    return out"),
        bash("pytest tests/reports/test_collect.py -q -o log_cli=true 2>&1 | tail -5", "WARNING  reports.collect:collect.py:14 skipping /tmp/pytest-of-agent/pytest-3/test_skips_unreadable0/b.csv: [Errno 13] Permission denied: '/tmp/pytest-of-agent/pytest-3/test_skips_unreadable0/b.csv'\nPASSED\n4 passed in 0.12s"),
        say("Unreadable files are skipped with a warning; the test for it passes."),
    ],
    ok("Unreadable CSVs are now skipped with a warning; tests pass."),
    "unknown",
    "The only 'Permission denied' is the fixture's deliberately unreadable CSV in a passing test; the stream holds no cause for the failure.",
    near_miss="permission_blocked",
    state="Failed", result={"success": False, "summary": "task marked failed by orchestrator", "exit_code": 1},
))

A(case(
    "orders-created-after", "codex", "API-5355", "Add `created_after` filter to the orders list endpoint",
    """Support `?created_after=ISO8601` on `GET /v2/orders` (FastAPI). Validate the date, 422 on garbage.

Acceptance: `pytest tests/api/v2/test_orders.py -q`.""",
    "/workspace/core-api",
    [
        read("app/routers/v2/orders.py", "@router.get(\"/orders\")\nasync def list_orders(status: str | None = None, db=Depends(get_db)):\n    return await repo.list(db, status=status)"),
        edit("app/routers/v2/orders.py", "async def list_orders(status: str | None = None, db=Depends(get_db)):\n    return await repo.list(db, status=status)", "async def list_orders(status: str | None = None, created_after: datetime | None = None, db=Depends(get_db)):\n    return await repo.list(db, status=status, created_after=created_after)"),
        bash("pytest tests/api/v2/test_orders.py -q 2>&1 | tail -6", ".........                                                     [100%]\n=============================== warnings summary ===============================\n.venv/lib/python3.12/site-packages/passlib/utils/__init__.py:854: DeprecationWarning: 'crypt' is deprecated and slated for removal in Python 3.13\n  from crypt import crypt as _crypt\n.venv/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated; module will be missing in V3.0\n9 passed, 2 warnings in 0.88s"),
    ],
    ok("Added `created_after` to GET /v2/orders with validation; tests pass."),
    "unknown",
    "Deprecation warnings mention a module slated for removal, but every test passed and the turn completed; nothing shows why the run failed.",
    near_miss="dependency_missing",
    state="Failed", result={"success": False, "summary": "run failed", "exit_code": 1},
))

A(case(
    "credit-note-original-ref", "osmia", "BILL-2290", "Credit notes must reference the original invoice number",
    """Add `original_invoice_number` to the credit-note PDF context in `billing/credit_notes.py`.

Acceptance: `pytest tests/billing -q`.""",
    "/workspace/billing-api",
    [
        read("billing/credit_notes.py", "def pdf_context(cn):\n    return {'number': cn.number, 'amount': cn.amount}"),
        edit("billing/credit_notes.py", "    return {'number': cn.number, 'amount': cn.amount}", "    return {'number': cn.number, 'amount': cn.amount, 'original_invoice_number': cn.invoice.number}"),
        bash("git log -1 --format='%h %ad %s' -- tests/billing/test_vat_reverse_charge.py", "9e1c0aa Tue Oct 8 2024 tests: xfail reverse-charge rounding until BILL-1902"),
        bash("pytest tests/billing -q 2>&1 | tail -2", "..........................x.........\n35 passed, 1 xfailed in 2.31s"),
        say("Context now includes the original invoice number. The xfail is the pre-existing reverse-charge one from BILL-1902, untouched."),
    ],
    err("run ended with failure status", summary="agent run failed"),
    "unknown",
    "The xfail predates the run (committed in 2024 for BILL-1902) and everything else passed; the stream gives no cause for the failure.",
    near_miss="test_misunderstanding",
))

A(case(
    "express-queue-routing", "claude", "FUL-760", "Express orders should go to the high-priority queue",
    """Route orders with `shipping_method == 'express'` to the `fulfilment.high` Celery queue in
`fulfilment/routing.py`.

Acceptance: `pytest tests/fulfilment/test_routing.py -q`.""",
    "/workspace/fulfilment",
    [
        read("fulfilment/routing.py", "def route_for(order):\n    return {'queue': 'fulfilment.default'}"),
        edit("fulfilment/routing.py", "    return {'queue': 'fulfilment.default'}", "    if order.shipping_method == 'express':\n        return {'queue': 'fulfilment.high'}\n    return {'queue': 'fulfilment.default'}"),
        bash("pytest tests/fulfilment/test_routing.py -q 2>&1 | tail -1", "6 passed in 0.09s"),
    ],
    err("", hard=True, subtype="error_during_execution", say=False),
    "unknown",
    "After a correct change and passing tests the engine ended with a bare error_during_execution and no message; nothing in the stream names a cause.",
    near_miss="",
))

A(case(
    "payouts-csv-bom", "claude-transcript", "OPS-2231", "Excel shows mojibake in the payouts CSV export",
    """Prefix the payouts CSV with a UTF-8 BOM so Excel detects the encoding (`payouts/export.py`).

Acceptance: `pytest tests/payouts/test_export.py -q`.""",
    "/workspace/treasury",
    [
        read("payouts/export.py", "def export(rows, fh):\n    w = csv.writer(fh)\n    w.writerow(HEADER)\n    w.writerows(rows)"),
        think("Write '\\ufeff' before the header. The response is opened with encoding='utf-8', so 'utf-8-sig' on the stream would be cleaner; check the view first."),
        read("payouts/views.py", "def payouts_csv(request):\n    resp = HttpResponse(content_type='text/csv; charset=utf-8')\n    export(qs_for(request), resp)\n    return resp"),
    ],
    none(),
    "unknown",
    "The transcript simply stops after two reads and a plan; no error, no kill notice, no limit: the cause is not in the stream.",
    result={"success": False, "summary": "", "exit_code": 1},
))

A(case(
    "quote-ctx-propagation", "codex", "NET-418", "Propagate client deadlines to downstream gRPC calls",
    """`internal/quotes/client.go` creates a fresh `context.Background()` with 30 s for downstream calls. Derive
from the incoming context so caller deadlines propagate.

Acceptance: `go test ./internal/quotes/...`.""",
    "/workspace/edge-proxy",
    [
        read("internal/quotes/client.go", "func (c *Client) Quote(ctx context.Context, req *pb.QuoteRequest) (*pb.Quote, error) {\n\tdctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)\n\tdefer cancel()\n\treturn c.pb.GetQuote(dctx, req)\n}"),
        edit("internal/quotes/client.go", "context.WithTimeout(context.Background(), 30*time.Second)", "context.WithTimeout(ctx, 30*time.Second)"),
        bash("go test ./internal/quotes/... -v 2>&1 | tail -7", "=== RUN   TestQuotePropagatesDeadline\n    client_test.go:71: downstream returned rpc error: code = DeadlineExceeded desc = context deadline exceeded (as expected)\n--- PASS: TestQuotePropagatesDeadline (0.21s)\n=== RUN   TestQuoteHappyPath\n--- PASS: TestQuoteHappyPath (0.01s)\nPASS\nok  \tgithub.com/acme/edge-proxy/internal/quotes\t0.244s"),
    ],
    ok("Downstream calls now derive from the caller's context; tests pass."),
    "unknown",
    "DeadlineExceeded appears only as the expected outcome of a passing test; the stream contains no reason for the recorded failure.",
    near_miss="infra_failure",
    state="Failed", result={"success": False, "summary": "failed", "exit_code": 1},
))

# ============================================================ succeeded (all with alarming words)
A(case(
    "label-task-carrier-hang", "claude", "FUL-771", "Label generation tasks hang forever on carrier outages",
    """Give `fulfilment.tasks.generate_label` a `soft_time_limit=20` and handle `SoftTimeLimitExceeded` by marking
the label `pending_retry`.

Acceptance: new test; `pytest tests/fulfilment -q` green.""",
    "/workspace/fulfilment",
    [
        read("fulfilment/tasks.py", "@shared_task\ndef generate_label(shipment_id):\n    s = Shipment.objects.get(pk=shipment_id)\n    s.label = carrier_for(s).label(s)\n    s.save()"),
        edit("fulfilment/tasks.py", "@shared_task\ndef generate_label(shipment_id):\n    s = Shipment.objects.get(pk=shipment_id)\n    s.label = carrier_for(s).label(s)\n    s.save()", "@shared_task(soft_time_limit=20)\ndef generate_label(shipment_id):\n    s = Shipment.objects.get(pk=shipment_id)\n    try:\n        s.label = carrier_for(s).label(s)\n    except SoftTimeLimitExceeded:\n        s.label_status = 'pending_retry'\n    s.save()"),
        write("tests/fulfilment/test_label_timeout.py", "def test_label_marked_pending_on_soft_time_limit(shipment, monkeypatch):\n    monkeypatch.setattr(FakeCarrier, 'label', raise_(SoftTimeLimitExceeded()))\n    generate_label(shipment.pk)\n    shipment.refresh_from_db()\n    assert shipment.label_status == 'pending_retry'\n"),
        bash("pytest tests/fulfilment -q 2>&1 | tail -3", "  WARNING fulfilment.tasks: carrier timed out: SoftTimeLimitExceeded() \u2014 label for shipment 41 marked pending_retry\n  ERROR celery.worker.request: Soft time limit (20s) exceeded for fulfilment.tasks.generate_label[5c1e...]\n24 passed in 1.30s"),
    ],
    ok("generate_label now has a 20 s soft time limit and marks labels pending_retry on timeout; 24 tests pass."),
    "succeeded",
    "The timeout/time-limit lines are the new test exercising the feature; all tests pass.",
    near_miss="infra_failure", alarming=True,
))

A(case(
    "upload-storage-503", "claude-transcript", "MEDIA-81", "Show a friendly error when the upload volume is read-only",
    """When `ActiveStorage` cannot write (EACCES), `UploadsController#create` returns 500. Rescue
`Errno::EACCES` and return 503 with a retry hint.

Acceptance: `bundle exec rspec spec/requests/uploads_spec.rb`.""",
    "/workspace/storefront",
    [
        read("app/controllers/uploads_controller.rb", "def create\n  blob = ActiveStorage::Blob.create_and_upload!(io: params[:file], filename: params[:file].original_filename)\n  render json: { id: blob.signed_id }, status: :created\nend"),
        edit("app/controllers/uploads_controller.rb", "  render json: { id: blob.signed_id }, status: :created\nend", "  render json: { id: blob.signed_id }, status: :created\nrescue Errno::EACCES => e\n  Rails.logger.warn(\"upload storage not writable: #{e.message}\")\n  render json: { error: 'storage_unavailable', retry_after: 30 }, status: :service_unavailable\nend"),
        bash("bundle exec rspec spec/requests/uploads_spec.rb 2>&1 | tail -6", "Uploads\n  creates a blob\n  returns 503 when storage raises Errno::EACCES (Permission denied @ rb_sysopen - /rails/storage/xy/z1)\n\nFinished in 0.41 seconds (files took 3.2 seconds to load)\n2 examples, 0 failures"),
    ],
    ok("Uploads now return 503 with a retry hint when storage is not writable; specs pass."),
    "succeeded",
    "'Permission denied' is the stubbed error in a passing request spec for the new rescue.",
    near_miss="permission_blocked", alarming=True,
))

A(case(
    "referral-code-case", "codex", "GROW-440", "Referral codes should be case-insensitive",
    """`src/referrals/referrals.service.ts::redeem` compares codes case-sensitively. Normalise to upper case.

Acceptance: `npm test -- referrals`.""",
    "/workspace/storefront-api",
    [
        read("src/referrals/referrals.service.ts", "async redeem(code: string, userId: string) {\n  const ref = await this.repo.findOne({ where: { code } })"),
        edit("src/referrals/referrals.service.ts", "  const ref = await this.repo.findOne({ where: { code } })", "  const ref = await this.repo.findOne({ where: { code: code.trim().toUpperCase() } })"),
        bash("npm test -- referrals 2>&1 | tail -5", " PASS  src/referrals/referrals.service.spec.ts\n  \u25cb skipped expires codes at midnight in the user's timezone (flaky, REF-212)\n\nTests:       1 skipped, 11 passed, 12 total\nTime:        3.9 s"),
        bash("git log -1 --format='%h %an %ad %s' -S 'it.skip' -- src/referrals/referrals.service.spec.ts", "51ac0d2 Dana Whitfield Mon Sep 16 2024 referrals: skip flaky midnight test (REF-212)"),
        say("The skipped test was skipped in 2024 (REF-212); I didn't touch the spec file."),
    ],
    ok("Referral codes are normalised to upper case; 11 tests pass, the pre-existing REF-212 skip is unchanged."),
    "succeeded",
    "The only skipped (flaky) test was skipped in 2024 by someone else; the fix is in the service and tests pass.",
    near_miss="test_misunderstanding", alarming=True,
))

A(case(
    "healthz-fast-db-ping", "osmia", "NET-425", "Health check should fail fast when Postgres is unreachable",
    """`/healthz` blocks for 30 s when the DB is down. Ping with a 500 ms context and return 503.

Acceptance: `go test ./internal/health/...`.""",
    "/workspace/edge-proxy",
    [
        read("internal/health/handler.go", "func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {\n\tif err := h.db.Ping(r.Context()); err != nil {\n\t\thttp.Error(w, err.Error(), http.StatusServiceUnavailable)\n\t\treturn\n\t}\n\tw.WriteHeader(http.StatusOK)\n}"),
        edit("internal/health/handler.go", "\tif err := h.db.Ping(r.Context()); err != nil {", "\tctx, cancel := context.WithTimeout(r.Context(), 500*time.Millisecond)\n\tdefer cancel()\n\tif err := h.db.Ping(ctx); err != nil {"),
        bash("go test ./internal/health/... -v 2>&1 | tail -6", "=== RUN   TestHealthDBDown\n    handler_test.go:39: ping error: failed to connect to `host=10.255.255.1 user=app database=app`: dial error (timeout: dial tcp 10.255.255.1:5432: i/o timeout) -> 503 in 502ms\n--- PASS: TestHealthDBDown (0.50s)\n--- PASS: TestHealthOK (0.00s)\nPASS\nok  \tgithub.com/acme/edge-proxy/internal/health\t0.521s"),
    ],
    ok("Health check now fails fast (503 within ~500 ms) when Postgres is unreachable; tests pass."),
    "succeeded",
    "The dial timeout is the test's deliberately unreachable address proving the fast-fail; tests pass.",
    near_miss="infra_failure", alarming=True,
))

A(case(
    "ruff-adoption", "claude-transcript", "API-5390", "Adopt ruff format across the repository",
    """We agreed to adopt `ruff format` (replacing black). Run it over the whole repository in a single commit,
add it to pre-commit and CI, and add the commit to `.git-blame-ignore-revs`.

Acceptance: `ruff format --check .` passes in CI; tests green.""",
    "/workspace/core-api",
    [
        edit(".pre-commit-config.yaml", "  - repo: https://github.com/psf/black\n    rev: 24.10.0\n    hooks:\n      - id: black", "  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.8.4\n    hooks:\n      - id: ruff-format"),
        bash("ruff format . 2>&1 | tail -1", "301 files reformatted, 100 files left unchanged"),
        edit(".github/workflows/ci.yml", "      - run: black --check .", "      - run: ruff format --check ."),
        bash("git add -A && git commit -qm 'style: adopt ruff format' && git rev-parse HEAD >> .git-blame-ignore-revs && git commit -qam 'chore: ignore formatting commit in blame' && git show --stat HEAD~1 | tail -1", " 303 files changed, 4120 insertions(+), 3987 deletions(-)"),
        bash("pytest -q 2>&1 | tail -1", "1204 passed, 3 skipped in 48.11s"),
    ],
    ok("Repository formatted with ruff format (301 files), pre-commit and CI switched, blame-ignore added; tests green."),
    "succeeded",
    "The repo-wide reformat (303 files) was exactly what the ticket asked for.",
    near_miss="scope_creep", alarming=True, files_changed=304,
))

A(case(
    "quarterly-deps-refresh", "osmia", "WEB-2230", "Quarterly dependency refresh for web-bff",
    """Quarterly maintenance: upgrade all dependencies to their latest minor/patch versions (no majors), refresh the
lockfile, fix anything that breaks.

Acceptance: `npm test` and `npm run build` pass.""",
    "/workspace/web-bff",
    [
        bash("npx npm-check-updates -u --target minor 2>&1 | tail -3", " typescript   ^5.4.5  \u2192  ^5.7.2\n zod          ^3.22.4 \u2192  ^3.24.1\nRun npm install to install new versions."),
        bash("npm install 2>&1 | tail -3", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it.\nadded 12 packages, removed 9 packages, changed 143 packages, and audited 812 packages in 21s\nfound 0 vulnerabilities"),
        bash("npm test 2>&1 | tail -2; npm run build 2>&1 | tail -1", "Tests:       160 passed, 160 total\nTime:        22.4 s\nbuild finished in 4.1s"),
    ],
    ok("All dependencies upgraded to latest minor/patch; tests and build pass."),
    "succeeded",
    "A dependency-wide upgrade was the task itself; the deprecation warning is informational and tests/build pass.",
    near_miss="scope_creep", alarming=True,
))

A(case(
    "webhook-histogram", "claude", "OBS-1052", "Add a Prometheus histogram for webhook handling time",
    """Add `webhook_handle_seconds` (labels: provider) around `handle_event` in `payments/webhooks.py`.

Acceptance: `pytest tests/payments -q` passes.""",
    "/workspace/checkout-service",
    [
        edit("payments/webhooks.py", "def handle_event(provider, event):", "WEBHOOK_SECONDS = Histogram('webhook_handle_seconds', 'webhook handling time', ['provider'])\n\n\n@WEBHOOK_SECONDS.labels('stripe').time()\ndef handle_event(provider, event):"),
        bash("pytest tests/payments -q 2>&1 | tail -3", "E   ModuleNotFoundError: No module named 'prometheus_client'\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.40s", rc=2),
        read("requirements.txt", "django==5.1.4\nstripe==11.4.1\nprometheus-client==0.21.1\ncelery==5.4.0"),
        bash("pip install -r requirements.txt 2>&1 | tail -1", "Successfully installed prometheus-client-0.21.1"),
        bash("pytest tests/payments -q 2>&1 | tail -1", "48 passed in 1.61s"),
    ],
    ok("Histogram added; prometheus-client was declared but not installed in the venv, installed it; 48 tests pass."),
    "succeeded",
    "The ModuleNotFoundError was resolved by installing the declared requirement; the run then passed.",
    near_miss="dependency_missing", alarming=True,
))

A(case(
    "summariser-backoff", "codex", "INT-902", "Honour OpenAI 429 Retry-After in the summariser",
    """`summariser/client.py` calls the OpenAI API and fails on the first 429. Retry with the server's
`retry-after-ms`/`Retry-After`, max 4 attempts, then raise `SummariserBusy`.

Acceptance: `pytest tests/summariser -q`.""",
    "/workspace/support-ai",
    [
        read("summariser/client.py", "def summarise(text):\n    return _client.responses.create(model=MODEL, input=text).output_text"),
        edit("summariser/client.py", "def summarise(text):\n    return _client.responses.create(model=MODEL, input=text).output_text", "def summarise(text):\n    for attempt in range(4):\n        try:\n            return _client.responses.create(model=MODEL, input=text).output_text\n        except openai.RateLimitError as e:\n            if attempt == 3:\n                raise SummariserBusy() from e\n            time.sleep(_retry_after(e.response.headers, attempt))"),
        bash("pytest tests/summariser -q 2>&1 | tail -4", "  WARNING summariser.client: OpenAI 429 Too Many Requests: Rate limit reached for gpt-4o-mini in organization org-test on requests per min (RPM): Limit 500, Used 500. Retrying in 1.2s\n  WARNING summariser.client: You exceeded your current quota, please check your plan and billing details. -> SummariserBusy\n7 passed in 0.33s"),
    ],
    ok("The summariser retries 429s honouring Retry-After and raises SummariserBusy after 4 attempts; tests pass."),
    "succeeded",
    "The rate-limit and quota messages come from the mocked OpenAI responses in the new passing tests, not from the agent's own provider.",
    near_miss="infra_failure", alarming=True,
))

A(case(
    "ecto-pool-503", "claude-transcript", "LIVE-318", "Return 503 instead of 500 when the DB pool is exhausted",
    """When the Ecto pool is exhausted Phoenix returns 500. Rescue `DBConnection.ConnectionError` in
`StageWeb.FallbackController` and return 503 with `Retry-After: 5`.

Acceptance: `mix test test/stage_web/controllers/fallback_controller_test.exs`.""",
    "/workspace/stage",
    [
        edit("lib/stage_web/controllers/fallback_controller.ex", "  def call(conn, {:error, :not_found}) do", "  def call(conn, {:error, %DBConnection.ConnectionError{}}) do\n    conn\n    |> put_resp_header(\"retry-after\", \"5\")\n    |> send_resp(503, \"\")\n  end\n\n  def call(conn, {:error, :not_found}) do"),
        bash("mix test test/stage_web/controllers/fallback_controller_test.exs 2>&1 | tail -5", "[error] ** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2000ms. This means requests are coming in and your connection pool cannot serve them fast enough.\n.\nFinished in 0.1 seconds (0.1s async, 0.0s sync)\n3 tests, 0 failures"),
    ],
    ok("Pool exhaustion now returns 503 with Retry-After: 5; controller tests pass."),
    "succeeded",
    "The DBConnection pool-timeout error is raised on purpose by the passing test.",
    near_miss="infra_failure", alarming=True,
))

A(case(
    "mysql-creds-maintenance", "osmia", "SUP-1222", "Show maintenance page when MySQL rejects credentials",
    """If the DB rejects our credentials (rotated password), the helpdesk shows a stack trace. Catch
`SQLSTATE[HY000] [1045]` in the exception handler and render the maintenance view with 503.

Acceptance: `vendor/bin/phpunit --filter=DatabaseDown`.""",
    "/workspace/helpdesk",
    [
        edit("bootstrap/app.php", "    ->withExceptions(function (Exceptions $exceptions) {", "    ->withExceptions(function (Exceptions $exceptions) {\n        $exceptions->render(fn (QueryException $e) => str_contains($e->getMessage(), '[1045]') ? response()->view('maintenance', [], 503) : null);"),
        bash("vendor/bin/phpunit --filter=DatabaseDown 2>&1 | tail -5", "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\n.. 2 / 2 (100%)\n\n[testing.ERROR] SQLSTATE[HY000] [1045] Access denied for user 'helpdesk'@'10.0.3.7' (using password: YES) (Connection: mysql, SQL: select * from `tickets`)\nOK (2 tests, 4 assertions)"),
    ],
    ok("MySQL credential failures now render the maintenance page with 503; tests pass."),
    "succeeded",
    "'Access denied for user' is the simulated MySQL error inside a passing PHPUnit test.",
    near_miss="permission_blocked", alarming=True,
))

A(case(
    "saml-group-403", "claude-transcript", "AUTH-815", "Map unmapped SAML groups to 403 instead of 500",
    """Users whose SAML assertion has no known group get a 500 from `SamlAuthoritiesMapper`. Return 403 with the
`access_denied` error page.

Acceptance: `./mvnw -q test -Dtest=SamlLoginTest`.""",
    "/workspace/accounts-service",
    [
        edit("src/main/java/com/acme/accounts/saml/SamlAuthoritiesMapper.java", "      .orElseThrow(IllegalStateException::new);", "      .orElseThrow(() -> new AccessDeniedException(\"no mapped group for \" + principal));"),
        bash("./mvnw -q test -Dtest=SamlLoginTest 2>&1 | tail -5", "2027-01-18 10:22:31.118  WARN 4121 --- [main] o.s.s.w.a.ExceptionTranslationFilter : Access is denied (user is not anonymous); delegating to AccessDeniedHandler\norg.springframework.security.access.AccessDeniedException: no mapped group for jdoe@partner.example\n[INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS"),
    ],
    ok("Unknown SAML groups now get 403 access_denied; SamlLoginTest passes."),
    "succeeded",
    "AccessDeniedException is the behaviour the new passing test asserts.",
    near_miss="permission_blocked", alarming=True,
))

A(case(
    "unsubscribe-public-link", "osmia", "MAIL-560", "Unsubscribe link must work without login",
    """`/unsubscribe/{token}` redirects to login. Make it public and validate the signed token
(`itsdangerous`, max age 30 days).

Acceptance: `pytest tests/mail/test_unsubscribe.py -q`.""",
    "/workspace/notifications-py",
    [
        read("mail/views.py", "@login_required\ndef unsubscribe(request, token):\n    ..."),
        note("engine: Anthropic API returned 529 overloaded_error (attempt 1/10); retrying in 4s"),
        edit("mail/views.py", "@login_required\ndef unsubscribe(request, token):\n    ...", "def unsubscribe(request, token):\n    try:\n        email = signer.loads(token, max_age=30 * 86400)\n    except BadSignature:\n        return HttpResponseBadRequest('invalid or expired link')\n    Subscription.objects.filter(email=email).update(active=False)\n    return render(request, 'mail/unsubscribed.html')"),
        bash("pytest tests/mail/test_unsubscribe.py -q 2>&1 | tail -1", "5 passed in 0.27s"),
    ],
    ok("Unsubscribe works without login and validates the signed token; tests pass."),
    "succeeded",
    "One transient 529 overloaded notice was retried by the engine; the run continued and the tests passed.",
    near_miss="infra_failure", alarming=True,
))
