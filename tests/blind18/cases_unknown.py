"""Failed runs whose stream shows no recognisable cause."""
from common import *  # noqa: F401,F403
from noise import long_noise, go_ok

CASES = []

# ---------------------------------------------------------------- u1 clean run, marked failed (claude)
CASES.append(Case(
    "newsletter-unsubscribe-link", "claude", "unknown", noise=('php', 14, 2, None),
    prompt="""
# MKT-77: Unsubscribe link in newsletters points to staging

`resources/views/emails/newsletter.blade.php` builds the unsubscribe URL from a hardcoded
`https://staging.northwind.dev`. Use `URL::signedRoute('newsletter.unsubscribe', ...)`.

## Acceptance criteria
- link uses the app URL and a signed route; `php artisan test --filter=Newsletter` passes
""",
    steps=[
        grep("staging.northwind.dev", "resources/views/emails/newsletter.blade.php:41:    <a href=\"https://staging.northwind.dev/newsletter/unsubscribe/{{ $subscriber->id }}\">Unsubscribe</a>", "resources"),
        read("routes/web.php", "Route::get('/newsletter/unsubscribe/{subscriber}', [NewsletterController::class, 'unsubscribe'])\n    ->name('newsletter.unsubscribe')\n    ->middleware('signed');", start=58),
        edit("resources/views/emails/newsletter.blade.php", "    <a href=\"https://staging.northwind.dev/newsletter/unsubscribe/{{ $subscriber->id }}\">Unsubscribe</a>", "    <a href=\"{{ URL::signedRoute('newsletter.unsubscribe', ['subscriber' => $subscriber->id]) }}\">Unsubscribe</a>"),
        edit("tests/Feature/NewsletterMailTest.php", "    }\n}", "    }\n\n    public function test_unsubscribe_link_is_signed_app_url(): void\n    {\n        $html = (new NewsletterMail($this->subscriber))->render();\n        $this->assertStringContainsString(config('app.url').'/newsletter/unsubscribe/', $html);\n        $this->assertStringContainsString('signature=', $html);\n    }\n}"),
        bash("php artisan test --filter=Newsletter 2>&1 | tail -6", "\n   PASS  Tests\\Feature\\NewsletterMailTest\n  \u2713 renders subscriber name                                           0.12s\n  \u2713 unsubscribe link is signed app url                                0.05s\n\n  Tests:    2 passed (4 assertions)"),
        bash("php artisan test 2>&1 | tail -2", "\n  Tests:    204 passed (577 assertions)"),
        bash("git diff --stat", " resources/views/emails/newsletter.blade.php | 2 +-\n tests/Feature/NewsletterMailTest.php        | 8 ++++++++\n 2 files changed, 9 insertions(+), 1 deletion(-)"),
    ],
    final="The unsubscribe link now uses a signed route on the application URL, with a test covering it. Full suite passes (204 tests).",
    result_json={"success": False, "summary": "", "exit_code": 1},
    why="The stream shows a correct, tested change and no error; nothing in it explains why the run was marked failed.",
))

# ---------------------------------------------------------------- u2 stream stops mid-task, no error (claude)
CASES.append(Case(
    "vat-number-format-de", "claude", "unknown", near_miss="infra_failure",
    prompt="""
# TAX-219: German VAT IDs with spaces rejected

`VatNumber::normalize()` strips dots and dashes but not spaces, so `DE 123 456 789` fails validation.
Strip whitespace too.

**Where:** `src/Tax/VatNumber.php`

## Acceptance criteria
- `DE 123 456 789` normalises to `DE123456789`; `vendor/bin/phpunit tests/Tax` passes
""",
    steps=[
        read("src/Tax/VatNumber.php", "    public static function normalize(string $raw): string\n    {\n        return strtoupper(str_replace(['.', '-'], '', $raw));\n    }", start=17),
        edit("src/Tax/VatNumber.php", "        return strtoupper(str_replace(['.', '-'], '', $raw));", "        return strtoupper(preg_replace('/[\\s.\\-]+/u', '', $raw));"),
        read("tests/Tax/VatNumberTest.php", "    public static function numbers(): array\n    {\n        return [\n            ['DE123456789', 'DE123456789'],\n            ['de-123.456.789', 'DE123456789'],\n        ];\n    }", start=12),
        edit("tests/Tax/VatNumberTest.php", "            ['de-123.456.789', 'DE123456789'],", "            ['de-123.456.789', 'DE123456789'],\n            ['DE 123 456 789', 'DE123456789'],\n            [\"DE\\u{00A0}123\\u{00A0}456\\u{00A0}789\", 'DE123456789'],"),
        say("Running the tax tests."),
    ],
    end="killed",
    why="The stream simply stops after a normal edit with no error, notice or result; there is nothing to attribute the failure to.",
))

# ---------------------------------------------------------------- u3 transcript ends after an edit (transcript)
CASES.append(Case(
    "cron-expression-dst", "claude-transcript", "unknown",
    prompt="""
# OPS-3412: Nightly job runs twice on DST end

The Perl scheduler computes the next run with local time arithmetic; on the night clocks go back,
the 02:30 job runs twice. Compute next run in UTC and convert for display only.

**Where:** `lib/Northwind/Scheduler.pm` (`next_run`)

## Acceptance criteria
- `prove -l t/scheduler.t` passes (includes 2026-10-25 Europe/Berlin)
""",
    steps=[
        read("lib/Northwind/Scheduler.pm", "sub next_run {\n    my ($self, $from) = @_;\n    my $dt = $from->clone->set_time_zone($self->tz);\n    $dt->add(days => 1) if $dt->hms ge $self->at;\n    my ($h, $m) = split /:/, $self->at;\n    return $dt->set(hour => $h, minute => $m, second => 0);\n}", start=40),
        bash("prove -l t/scheduler.t 2>&1 | tail -5", "t/scheduler.t .. 1/6 \n#   Failed test 'single run on DST end (Europe/Berlin 2026-10-25)'\n#   at t/scheduler.t line 44.\n#          got: '2'\n#     expected: '1'\n# Looks like you failed 1 test of 6.", rc=1),
        read("t/scheduler.t", "my $s = Northwind::Scheduler->new(tz => 'Europe/Berlin', at => '02:30');\nmy $start = DateTime->new(year => 2026, month => 10, day => 24, hour => 23, time_zone => 'UTC');\nmy @runs = runs_between($s, $start, $start->clone->add(hours => 6));\nis(scalar @runs, 1, 'single run on DST end (Europe/Berlin 2026-10-25)');", start=38),
        edit("lib/Northwind/Scheduler.pm", "    my $dt = $from->clone->set_time_zone($self->tz);\n    $dt->add(days => 1) if $dt->hms ge $self->at;\n    my ($h, $m) = split /:/, $self->at;\n    return $dt->set(hour => $h, minute => $m, second => 0);", "    my $local = $from->clone->set_time_zone($self->tz);\n    my ($h, $m) = split /:/, $self->at;\n    my $cand = $local->clone->set(hour => $h, minute => $m, second => 0);\n    $cand->add(days => 1) if DateTime->compare($cand, $local) <= 0;\n    return $cand->set_time_zone('UTC');"),
        say("next_run now compares instants rather than wall-clock strings and returns UTC. Running the scheduler tests."),
    ],
    end="killed",
    why="The transcript ends right after a plausible edit with no error or system message; the stream gives no cause for the failure.",
))

# ---------------------------------------------------------------- u4 benign alarming words, then the stream ends (transcript)
CASES.append(Case(
    "sftp-error-messages-i18n", "claude-transcript", "unknown", near_miss="permission_blocked",
    prompt="""
# INT-318: Translate SFTP import error messages (de, fr)

The partner SFTP importer shows raw English errors in the German and French UI. Add the missing
keys to `lang/de/sftp.php` and `lang/fr/sftp.php` (the English file is complete).

## Acceptance criteria
- all keys in `lang/en/sftp.php` exist in de and fr; `php artisan test --filter=Translation` passes
""",
    steps=[
        read("lang/en/sftp.php", "<?php\n\nreturn [\n    'auth_failed' => 'Authentication failed for :host.',\n    'permission_denied' => 'Permission denied: cannot read :path on the partner server.',\n    'timeout' => 'Connection timed out after :seconds seconds.',\n    'not_found' => 'Remote file :path not found.',\n    'disk_full' => 'No space left on the import volume.',\n];"),
        grep("permission_denied|timeout|disk_full", "lang/en/sftp.php:5:    'permission_denied' => 'Permission denied: cannot read :path on the partner server.',\nlang/en/sftp.php:6:    'timeout' => 'Connection timed out after :seconds seconds.',\nlang/en/sftp.php:8:    'disk_full' => 'No space left on the import volume.',\napp/Imports/Sftp/ErrorMapper.php:14:            'EACCES' => 'sftp.permission_denied',\napp/Imports/Sftp/ErrorMapper.php:15:            'ETIMEDOUT' => 'sftp.timeout',", "."),
        read("lang/de/sftp.php", "<?php\n\nreturn [\n    'auth_failed' => 'Anmeldung an :host fehlgeschlagen.',\n    'not_found' => 'Entfernte Datei :path nicht gefunden.',\n];"),
        edit("lang/de/sftp.php", "    'not_found' => 'Entfernte Datei :path nicht gefunden.',", "    'permission_denied' => 'Zugriff verweigert: :path kann auf dem Partnerserver nicht gelesen werden.',\n    'timeout' => 'Zeit\u00fcberschreitung der Verbindung nach :seconds Sekunden.',\n    'not_found' => 'Entfernte Datei :path nicht gefunden.',\n    'disk_full' => 'Kein Speicherplatz mehr auf dem Import-Volume.',"),
        read("lang/fr/sftp.php", "<?php\n\nreturn [\n    'auth_failed' => '\u00c9chec de l\\'authentification pour :host.',\n];"),
        edit("lang/fr/sftp.php", "    'auth_failed' => '\u00c9chec de l\\'authentification pour :host.',", "    'auth_failed' => '\u00c9chec de l\\'authentification pour :host.',\n    'permission_denied' => 'Permission refus\u00e9e : impossible de lire :path sur le serveur partenaire.',\n    'timeout' => 'D\u00e9lai de connexion d\u00e9pass\u00e9 apr\u00e8s :seconds secondes.',\n    'not_found' => 'Fichier distant :path introuvable.',\n    'disk_full' => 'Plus d\\'espace disponible sur le volume d\\'import.',"),
        bash("php artisan test --filter=Translation 2>&1 | tail -4", "\n   PASS  Tests\\Unit\\TranslationKeysTest\n  \u2713 all locales have the english keys                                0.09s\n\n  Tests:    1 passed (3 assertions)"),
        say("Translations complete. I'll run the whole suite before finishing."),
    ],
    end="killed",
    why="'Permission denied', 'timed out' and 'No space left' are translation strings being edited; the work succeeded and the transcript just ends with no cause.",
))

# ---------------------------------------------------------------- u5 codex: stream ends without turn.completed (codex)
CASES.append(Case(
    "ledger-fx-rounding-mode", "codex", "unknown",
    prompt="""
# LEDG-702: FX conversion uses HALF_UP, finance wants HALF_EVEN

`FxConverter.convert` rounds with `RoundingMode.HALF_UP`. Switch to `HALF_EVEN` (banker's rounding)
as agreed with finance; update the two affected expectations in `FxConverterTest`.

## Acceptance criteria
- HALF_EVEN; `./gradlew :ledger:test` passes
""",
    steps=[
        think("**Rounding mode**\n\nA one-line change plus the two test expectations the ticket mentions."),
        grep("RoundingMode", "ledger/src/main/kotlin/com/northwind/ledger/fx/FxConverter.kt:19:        return amount.multiply(rate).setScale(2, RoundingMode.HALF_UP)", "ledger/src"),
        edit("ledger/src/main/kotlin/com/northwind/ledger/fx/FxConverter.kt", "        return amount.multiply(rate).setScale(2, RoundingMode.HALF_UP)", "        return amount.multiply(rate).setScale(2, RoundingMode.HALF_EVEN)"),
        read("ledger/src/test/kotlin/com/northwind/ledger/fx/FxConverterTest.kt", "    @Test fun `rounds half cents`() {\n        assertEquals(BigDecimal(\"10.13\"), fx.convert(BigDecimal(\"10.00\"), BigDecimal(\"1.0125\")))\n        assertEquals(BigDecimal(\"10.15\"), fx.convert(BigDecimal(\"10.00\"), BigDecimal(\"1.0145\")))\n    }", start=22),
        edit("ledger/src/test/kotlin/com/northwind/ledger/fx/FxConverterTest.kt", "        assertEquals(BigDecimal(\"10.13\"), fx.convert(BigDecimal(\"10.00\"), BigDecimal(\"1.0125\")))\n        assertEquals(BigDecimal(\"10.15\"), fx.convert(BigDecimal(\"10.00\"), BigDecimal(\"1.0145\")))", "        assertEquals(BigDecimal(\"10.12\"), fx.convert(BigDecimal(\"10.00\"), BigDecimal(\"1.0125\")))\n        assertEquals(BigDecimal(\"10.14\"), fx.convert(BigDecimal(\"10.00\"), BigDecimal(\"1.0145\")))"),
        say("Updated the rounding mode and the two half-cent expectations the ticket refers to. Running the ledger tests next."),
    ],
    end="killed",
    why="The Codex stream stops after a normal, ticket-sanctioned change; there is no turn.failed, error or command failure to explain the failed state.",
))

# ---------------------------------------------------------------- u6 codex: completed turn, tests green, yet failed (codex)
CASES.append(Case(
    "webhook-retry-jitter", "codex", "unknown", noise=('go', 20, 2, None),
    prompt="""
# NOTIF-540: Webhook retries stampede the receiver

All failed webhooks retry at exactly 1, 2, 4, 8 minutes. Add full jitter to the backoff in
`internal/webhook/backoff.go` (random between 0 and the exponential delay, seeded per delivery).

## Acceptance criteria
- `go test ./internal/webhook/...` passes
""",
    steps=[
        think("**Full jitter**\n\nBackoff returns 2^n minutes; wrap it with rand.Int63n on a per-delivery source."),
        read("internal/webhook/backoff.go", "func Backoff(attempt int) time.Duration {\n\treturn time.Minute << attempt\n}", start=8),
        edit("internal/webhook/backoff.go", "func Backoff(attempt int) time.Duration {\n\treturn time.Minute << attempt\n}", "func Backoff(attempt int, rng *rand.Rand) time.Duration {\n\tmax := time.Minute << attempt\n\treturn time.Duration(rng.Int63n(int64(max) + 1))\n}"),
        edit("internal/webhook/dispatcher.go", "\tnext := Backoff(d.Attempt)", "\tnext := Backoff(d.Attempt, rand.New(rand.NewSource(d.ID)))"),
        edit("internal/webhook/backoff_test.go", "func TestBackoffDoubles(t *testing.T) {", "func TestBackoffWithinBounds(t *testing.T) {"),
        bash("go vet ./internal/webhook/... && go test ./internal/webhook/... 2>&1 | tail -3", go_ok(["github.com/northwind/notify/internal/webhook"])),
        bash("go test ./... 2>&1 | tail -5", go_ok(["github.com/northwind/notify/cmd/notify", "github.com/northwind/notify/internal/api", "github.com/northwind/notify/internal/store", "github.com/northwind/notify/internal/webhook"])),
    ],
    final="Backoff now uses full jitter (uniform between 0 and 2^n minutes) from a per-delivery seeded source; vet and all tests pass.",
    result_json={"success": False, "summary": "task failed", "exit_code": 1},
    why="The Codex turn completed with passing tests and no error anywhere in the stream; the failure reason is not visible in it.",
))

# ---------------------------------------------------------------- u7 codex: recovered missing module, then the stream stops (codex)
CASES.append(Case(
    "report-pdf-fonts", "codex", "unknown", near_miss="dependency_missing",
    prompt="""
# RPT-144: Monthly report PDF renders Polish characters as boxes

The Python report service (legacy, ReportLab) registers only Helvetica. Register DejaVu Sans
(shipped in `assets/fonts/`) and use it for body text.

**Where:** `reports/pdf/styles.py`

## Acceptance criteria
- `ąęłńóśźż` render; `pytest tests/pdf -q` passes
""",
    steps=[
        think("**Run the PDF tests**\n\nSee the baseline first."),
        bash("pytest tests/pdf -q 2>&1 | tail -4", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:3: in <module>\n    import pdfplumber\nE   ModuleNotFoundError: No module named 'pdfplumber'", rc=4),
        bash("pip install -r requirements-dev.txt 2>&1 | tail -2", "Installing collected packages: pdfminer.six, pypdfium2, pdfplumber\nSuccessfully installed pdfminer.six-20231228 pdfplumber-0.11.0 pypdfium2-4.28.0"),
        bash("pytest tests/pdf -q 2>&1 | tail -2", "........F.\nFAILED tests/pdf/test_glyphs.py::test_polish_glyphs - AssertionError: missing glyphs: \u0105\u0119\u0142\u0144\u00f3\u015b\u017a\u017c"),
        edit("reports/pdf/styles.py", "BODY_FONT = \"Helvetica\"", "pdfmetrics.registerFont(TTFont(\"DejaVuSans\", str(FONTS / \"DejaVuSans.ttf\")))\nBODY_FONT = \"DejaVuSans\""),
        edit("reports/pdf/styles.py", "from reportlab.lib.styles import ParagraphStyle", "from pathlib import Path\n\nfrom reportlab.lib.styles import ParagraphStyle\nfrom reportlab.pdfbase import pdfmetrics\nfrom reportlab.pdfbase.ttfonts import TTFont\n\nFONTS = Path(__file__).resolve().parents[2] / \"assets\" / \"fonts\""),
        bash("pytest tests/pdf -q 2>&1 | tail -2", "..........\n10 passed in 3.42s"),
        say("The PDF tests pass with DejaVu Sans registered. I'll also check the summary table style, which sets its own font."),
        grep("fontName=", "reports/pdf/tables.py:22:    (\"FONTNAME\", (0, 0), (-1, 0), \"Helvetica-Bold\"),", "reports"),
    ],
    end="killed",
    why="The missing pdfplumber was installed and the tests then passed; the stream ends during normal follow-up work with no error, so no cause is visible.",
))

# ---------------------------------------------------------------- u8 osmia: result false, nothing in the stream (osmia)
CASES.append(Case(
    "helm-chart-resource-limits", "osmia", "unknown",
    prompt="""
# PLAT-2455: Set CPU/memory requests for the notifications chart

The notifications Helm chart has no resource requests, so the scheduler packs it badly. Add
requests (cpu 100m, memory 256Mi) and limits (memory 512Mi) to `values.yaml` and the deployment
template.

## Acceptance criteria
- `helm lint charts/notifications` and `helm template` render the resources
""",
    steps=[
        say("Reading the chart's values and deployment template."),
        read("charts/notifications/values.yaml", "replicaCount: 2\nimage:\n  repository: ghcr.io/northwind/notifications\n  tag: \"\"\nservice:\n  port: 8080\nresources: {}"),
        edit("charts/notifications/values.yaml", "resources: {}", "resources:\n  requests:\n    cpu: 100m\n    memory: 256Mi\n  limits:\n    memory: 512Mi"),
        read("charts/notifications/templates/deployment.yaml", "      containers:\n        - name: notifications\n          image: \"{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}\"\n          ports:\n            - containerPort: {{ .Values.service.port }}", start=18),
        edit("charts/notifications/templates/deployment.yaml", "          ports:\n            - containerPort: {{ .Values.service.port }}", "          ports:\n            - containerPort: {{ .Values.service.port }}\n          resources:\n            {{- toYaml .Values.resources | nindent 12 }}"),
        bash("helm lint charts/notifications", "==> Linting charts/notifications\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed"),
        bash("helm template charts/notifications | grep -A6 'resources:'", "          resources:\n            limits:\n              memory: 512Mi\n            requests:\n              cpu: 100m\n              memory: 256Mi"),
    ],
    final="Requests (cpu 100m, memory 256Mi) and a 512Mi memory limit are set in values.yaml and rendered by the deployment template; helm lint passes.",
    result_success=False,
    summary="agent exited with status 1",
    why="Lint and template succeed and no error appears anywhere; the only signal is a bare 'exited with status 1' summary with no cause.",
))

# ---------------------------------------------------------------- u9 osmia long: reading and the stream ends (osmia)
_u9 = [
    say("This ticket touches the audit trail for account changes. I'll read the relevant models, listeners and controllers before changing anything."),
] + long_noise("ruby", 36, "u9", greps=[
    ("audit", "app/services/audit_log.rb:3:class AuditLog\napp/models/account.rb:12:  after_update_commit :audit_changes"),
    ("after_update_commit", "app/models/account.rb:12:  after_update_commit :audit_changes\napp/models/user.rb:18:  after_update_commit :audit_email_change"),
    ("saved_changes", "app/models/account.rb:31:    AuditLog.record(self, saved_changes.except('updated_at'))"),
    ("PaperTrail", ""),
    ("filter_parameters", "config/initializers/filter_parameter_logging.rb:4:Rails.application.config.filter_parameters += [:passw, :secret, :token, :_key, :crypt, :salt, :certificate, :otp, :ssn]"),
    ("AuditLog.record", "app/models/account.rb:31:    AuditLog.record(self, saved_changes.except('updated_at'))\napp/models/user.rb:44:    AuditLog.record(self, saved_changes.slice('email'))"),
    ("encrypts", "app/models/user.rb:9:  encrypts :otp_secret"),
], tests=[
    ("bundle exec rspec spec/models/account_spec.rb 2>&1 | tail -2", "\n38 examples, 0 failures"),
    ("bundle exec rspec spec/services/audit_log_spec.rb 2>&1 | tail -2", "\n12 examples, 0 failures"),
    ("bundle exec rspec spec/models/user_spec.rb 2>&1 | tail -2", "\n51 examples, 0 failures"),
]) + [
    say("The audit log records saved_changes verbatim for accounts, which would include the IBAN in clear; users only record email. Next I'll look at how AuditLog serialises values."),
]
CASES.append(Case(
    "account-audit-iban-mask", "osmia", "unknown",
    prompt="""
# SEC-1731: IBANs written in clear to the audit log

`Account#audit_changes` passes `saved_changes` straight to `AuditLog.record`, so IBAN changes are
stored in clear in `audit_entries`. Mask IBANs (keep country code and last 4) before recording.

## Acceptance criteria
- audit entries show `DE** **** **** **** **12 34`-style masks; specs pass
""",
    steps=_u9,
    end="killed",
    why="A long stretch of reads and passing specs ends mid-investigation without any error, notice or result; the stream gives no cause.",
))

# ---------------------------------------------------------------- u10 osmia: timeouts only in passing tests (osmia)
CASES.append(Case(
    "sms-gateway-read-config", "osmia", "unknown", near_miss="infra_failure",
    prompt="""
# NOTIF-561: SMS gateway client timeout not configurable

`SmsGatewayClient` hardcodes a 5 s read timeout. Make it configurable via `SMS_GATEWAY_TIMEOUT_MS`
(default 5000) in the Kotlin notifications service.

## Acceptance criteria
- env var honoured; `./gradlew test` passes (includes `SmsGatewayClientTest`)
""",
    steps=[
        say("Looking at the client and its config."),
        read("src/main/kotlin/com/northwind/notify/sms/SmsGatewayClient.kt", "class SmsGatewayClient(private val baseUrl: String) {\n    private val http = OkHttpClient.Builder()\n        .readTimeout(Duration.ofSeconds(5))\n        .build()", start=12),
        edit("src/main/kotlin/com/northwind/notify/sms/SmsGatewayClient.kt", "class SmsGatewayClient(private val baseUrl: String) {\n    private val http = OkHttpClient.Builder()\n        .readTimeout(Duration.ofSeconds(5))\n        .build()", "class SmsGatewayClient(\n    private val baseUrl: String,\n    timeout: Duration = Duration.ofMillis(System.getenv(\"SMS_GATEWAY_TIMEOUT_MS\")?.toLongOrNull() ?: 5000L),\n) {\n    private val http = OkHttpClient.Builder()\n        .readTimeout(timeout)\n        .build()"),
        edit("src/test/kotlin/com/northwind/notify/sms/SmsGatewayClientTest.kt", "    @Test\n    fun `sends message`() {", "    @Test\n    fun `times out after configured timeout`() {\n        server.enqueue(MockResponse().setBodyDelay(300, TimeUnit.MILLISECONDS))\n        val client = SmsGatewayClient(server.url(\"/\").toString(), Duration.ofMillis(100))\n        assertThrows<SocketTimeoutException> { client.send(\"+4915112345678\", \"hi\") }\n    }\n\n    @Test\n    fun `sends message`() {"),
        bash("./gradlew test --tests '*SmsGatewayClientTest' --console=plain 2>&1 | tail -6", "SmsGatewayClientTest > times out after configured timeout() PASSED\nSmsGatewayClientTest > sends message() PASSED\nSmsGatewayClientTest > retries on 503() PASSED\n\nBUILD SUCCESSFUL in 14s\n5 actionable tasks: 2 executed, 3 up-to-date"),
        bash("./gradlew test --console=plain 2>&1 | tail -3", "\nBUILD SUCCESSFUL in 41s\n7 actionable tasks: 3 executed, 4 up-to-date"),
    ],
    final="SMS_GATEWAY_TIMEOUT_MS now configures the read timeout (default 5000 ms), with a test that a slow gateway times out at the configured value. All tests pass.",
    result_success=False,
    summary="",
    why="The only 'timeout' is the feature being built and a test about it that passes; the run failed with no cause visible in the stream.",
))
