"""Runs with no visible cause, and finished runs that contain alarming words."""
from gen_lib import S, B, R, G, E, W, OK, FAIL, PROV, CUT
from cases_common import explore, cwd
from cases_env import C, F

CASES = []
def add(*a, **k):
    a = list(a); a[3] = F[a[3]]; CASES.append(C(*a, **k))

# ---------------- no visible cause ----------------
add("api-webhook-secret-rotate", "API-2333", "api", "c", "Allow two active webhook secrets during rotation",
    "Add `secondary_secret` to `WebhookEndpoint` and accept signatures from either secret in `apps/webhooks/verify.py`.",
    "unknown", "The stream stops after a passing test run with no result, no error and no watchdog; the test named test_timeout is ordinary output.",
    explore("api") + [
     R("/workspace/api/apps/webhooks/verify.py", "   10→def verify(endpoint, body, header):\n   11→    expected = hmac.new(endpoint.secret.encode(), body, sha256).hexdigest()\n   12→    return hmac.compare_digest(expected, header)"),
     E("/workspace/api/apps/webhooks/verify.py", "    expected = hmac.new(endpoint.secret.encode(), body, sha256).hexdigest()\n    return hmac.compare_digest(expected, header)", "    for secret in filter(None, [endpoint.secret, endpoint.secondary_secret]):\n        if hmac.compare_digest(hmac.new(secret.encode(), body, sha256).hexdigest(), header):\n            return True\n    return False"),
     B("python manage.py makemigrations webhooks -n secondary_secret", "Migrations for 'webhooks':\n  apps/webhooks/migrations/0007_secondary_secret.py\n    + Add field secondary_secret to webhookendpoint"),
     B("pytest apps/webhooks -q", "apps/webhooks/tests/test_delivery.py::test_delivery_timeout_marks_failed PASSED\napps/webhooks/tests/test_verify.py::test_primary PASSED\napps/webhooks/tests/test_verify.py::test_secondary PASSED\n\n11 passed in 1.88s"),
     S("Tests pass. Now updating the admin form so ops can set the secondary secret."),
     R("/workspace/api/apps/webhooks/admin.py", "    5→@admin.register(WebhookEndpoint)\n    6→class WebhookEndpointAdmin(admin.ModelAdmin):\n    7→    fields = [\"url\", \"secret\", \"active\"]"),
     CUT(),
    ], nm="infra_failure")

add("web-onboarding-tour", "WEB-982", "web", "t", "Onboarding tour step 3 points at the wrong element",
    "Step 3 of the tour should highlight the 'New project' button (`data-tour=new-project`) in `src/features/onboarding/steps.ts`.",
    "unknown", "The transcript ends right after reading the steps file; nothing shows why the session stopped.",
    explore("web") + [
     G("data-tour", "src/features/projects/ProjectList.tsx:12:  <Button data-tour=\"new-project\">New project</Button>\nsrc/features/onboarding/steps.ts:19:    target: '[data-tour=create-project]',"),
     R("/workspace/web/src/features/onboarding/steps.ts", "    17→  {\n    18→    title: 'Create a project',\n    19→    target: '[data-tour=create-project]',\n    20→  },"),
     S("The selector doesn't match the attribute. Let me check the tests for the tour."),
     R("/workspace/web/src/features/onboarding/steps.test.ts", "     1→import { steps } from './steps';\n     5→  it('has five steps', () => expect(steps).toHaveLength(5));"),
     B("pnpm vitest run src/features/onboarding", " ✓ src/features/onboarding/steps.test.ts (2 tests) 4ms\n\n Test Files  1 passed (1)\n      Tests  2 passed (2)"),
     R("/workspace/web/src/features/onboarding/Tour.tsx", "     1→import Joyride from 'react-joyride';"),
    ])

add("worker-metrics-label", "WRK-566", "worker", "x", "Add `queue` label to jobs_processed_total",
    "Prometheus counter `jobs_processed_total` in internal/metrics/metrics.go needs a `queue` label.",
    "unknown", "The Codex stream ends with a command still in progress and no turn result; no error is shown.",
    explore("worker") + [
     R("internal/metrics/metrics.go", "    9\tvar JobsProcessed = promauto.NewCounter(prometheus.CounterOpts{Name: \"jobs_processed_total\"})"),
     E("internal/metrics/metrics.go", "var JobsProcessed = promauto.NewCounter(prometheus.CounterOpts{Name: \"jobs_processed_total\"})", "var JobsProcessed = promauto.NewCounterVec(prometheus.CounterOpts{Name: \"jobs_processed_total\"}, []string{\"queue\"})"),
     B("rg -n 'JobsProcessed' --type go", "internal/metrics/metrics.go:9:var JobsProcessed = ...\ninternal/consumer/handle.go:73:\tmetrics.JobsProcessed.Inc()\ninternal/batch/reader.go:51:\tmetrics.JobsProcessed.Inc()"),
     E("internal/consumer/handle.go", "\tmetrics.JobsProcessed.Inc()", "\tmetrics.JobsProcessed.WithLabelValues(h.queue).Inc()"),
     E("internal/batch/reader.go", "\tmetrics.JobsProcessed.Inc()", "\tmetrics.JobsProcessed.WithLabelValues(r.queue).Inc()"),
     S("Running the full test suite."),
     {"k": "tool", "name": "Bash", "input": {"command": "go test ./..."}, "out": "", "err": False, "ev": None, "started_only": True},
     CUT(),
    ])

add("billing-dunning-email", "BIL-1366", "billing", "o", "Dunning email sent on day 1 instead of day 3",
    "`DunningScheduler` uses `plusDays(1)` for the first reminder; it must be 3 days after the failed charge.",
    "unknown", "The engine reported failure with a bare summary and nothing in the stream explains it; the change and tests looked fine.",
    explore("billing") + [
     R("src/main/java/com/acme/billing/dunning/DunningScheduler.java", "    22\t        return failedAt.plusDays(1);"),
     E("src/main/java/com/acme/billing/dunning/DunningScheduler.java", "        return failedAt.plusDays(1);", "        return failedAt.plusDays(3);"),
     B("./gradlew test --tests '*DunningSchedulerTest'", "> Task :test\n\nDunningSchedulerTest > firstReminderAfterThreeDays() PASSED\nDunningSchedulerTest > noReminderForRecoveredCharge() PASSED\n\nBUILD SUCCESSFUL in 9s"),
     S("Checking the email template mentions the right day count."),
     G("day 1", "src/main/resources/templates/dunning/first.html:12:  <p>Your payment failed. We'll retry on day 1.</p>"),
     E("src/main/resources/templates/dunning/first.html", "We'll retry on day 1.", "We'll retry in 3 days."),
     FAIL("exit status 1"),
    ])

add("cli-completion-zsh", "CLI-270", "cli", "t", "zsh completion misses subcommand aliases",
    "`acmectl completion zsh` omits aliases like `ls` for `list`. clap_complete supports visible aliases; mark them `visible_alias`.",
    "unknown", "The session ends mid-exploration without an error, result or watchdog record.",
    explore("cli") + [
     G("alias", "src/commands/projects.rs:9:    #[command(alias = \"ls\")]\nsrc/commands/tokens.rs:6:    #[command(alias = \"rm\")]"),
     R("/workspace/cli/src/commands/projects.rs", "     8\t#[derive(Subcommand)]\n     9\t    #[command(alias = \"ls\")]\n    10\t    List(ListArgs),"),
     S("Switching alias to visible_alias in both places."),
     E("/workspace/cli/src/commands/projects.rs", "    #[command(alias = \"ls\")]", "    #[command(visible_alias = \"ls\")]"),
     B("cargo run -q -- completion zsh | grep -c \"'ls\"", "1"),
    ])

add("infra-sg-egress", "OPS-402", "infra", "x", "Restrict worker security group egress to NATS and Postgres",
    "In `envs/staging/worker_sg.tf` replace the 0.0.0.0/0 egress with rules for NATS (4222) and Postgres (5432) CIDRs from `var.private_subnets`.",
    "unknown", "The Codex turn failed with an empty error message; the AccessDenied and timeout strings are inside the plan of the security rules themselves.",
    explore("infra") + [
     R("envs/staging/worker_sg.tf", "resource \"aws_security_group\" \"worker\" {\n  egress {\n    from_port   = 0\n    to_port     = 0\n    protocol    = \"-1\"\n    cidr_blocks = [\"0.0.0.0/0\"]\n  }\n}"),
     E("envs/staging/worker_sg.tf", "    from_port   = 0\n    to_port     = 0\n    protocol    = \"-1\"", "    from_port   = 4222\n    to_port     = 4222\n    protocol    = \"tcp\""),
     B("cd envs/staging && terraform validate", "Success! The configuration is valid."),
     B("rg -n 'AccessDenied|timeout' envs/staging/*.tf", "envs/staging/alarms.tf:14:  alarm_description = \"NATS connect timeout > 5/min\"\nenvs/staging/iam.tf:33:  # AccessDenied here means the worker role lost s3:GetObject"),
     S("Adding the Postgres rule next."),
     {"k": "prov", "text": "", "ev": False},
    ], nm="permission_blocked")

add("ruby-rss-cache", "STAT-52", "ruby", "o", "Cache the incidents RSS feed for 60 seconds",
    "Wrap the feed action in `expires_in 60.seconds, public: true` and add a request spec for the Cache-Control header.",
    "unknown", "The run was marked failed and the stream simply stops after the spec was written; there is no error anywhere.",
    explore("ruby") + [
     R("app/controllers/incidents_controller.rb", "    8\t  def feed\n    9\t    @incidents = Incident.published.order(created_at: :desc).limit(50)"),
     E("app/controllers/incidents_controller.rb", "  def feed\n", "  def feed\n    expires_in 60.seconds, public: true\n"),
     W("spec/requests/incidents_cache_spec.rb", "require \"rails_helper\"\n\nRSpec.describe \"Incidents feed cache\" do\n  it \"sets Cache-Control\" do\n    get \"/incidents.rss\"\n    expect(response.headers[\"Cache-Control\"]).to include(\"max-age=60\")\n  end\nend\n"),
     B("bundle exec rspec spec/requests/incidents_cache_spec.rb", ".\n\nFinished in 0.21 seconds (files took 1.9 seconds to load)\n1 example, 0 failures"),
     S("Now let me run the whole suite."),
    ])

add("portal-export-filename", "PORT-35", "php", "c", "Export filename should include the date",
    "Change the download name of the orders export to `orders-YYYY-MM-DD.csv` in app/Http/Controllers/ExportController.php.",
    "unknown", "The session ends with a vague statement and an error flag but no tool error, refusal or provider message.",
    explore("php") + [
     R("/workspace/legacy-portal/app/Http/Controllers/ExportController.php", "    21\t        return Excel::download(new OrdersCsv($request->user()), 'orders.csv');"),
     E("/workspace/legacy-portal/app/Http/Controllers/ExportController.php", "'orders.csv'", "'orders-'.now()->format('Y-m-d').'.csv'"),
     B("vendor/bin/phpunit --filter Export", "PHPUnit 10.5.36 by Sebastian Bergmann and contributors.\n\n..                                                                  2 / 2 (100%)\n\nOK (2 tests, 4 assertions)"),
     S("Let me also look at the README for any mention of the export name."),
     G("orders.csv", "README.md:31:Exports download as orders.csv"),
     {"k": "end", "ok": False, "summary": "I wasn't able to finish this.", "claude_error": True},
    ])

add("swift-locale-plural", "IOS-93", "swift", "x", "'1 minutes ago' in the widget",
    "Use a pluralised string (stringsdict or `String(localized:)` with inflection) for minutes/hours in `RelativeTime.describe`.",
    "unknown", "The Codex run ended after reading files; no command failed and no error event was emitted.",
    explore("swift") + [
     R("Sources/Core/RelativeTime.swift", "    10\t        case ..<3600: return \"\\(secs / 60) minutes ago\""),
     G("minutes ago", "Sources/Core/RelativeTime.swift:10:        case ..<3600: return \"\\(secs / 60) minutes ago\"\nTests/CoreTests/RelativeTimeTests.swift:9:        XCTAssertEqual(RelativeTime.describe(120), \"2 minutes ago\")"),
     S("Linux Foundation lacks automatic grammar agreement; I'll branch on 1 explicitly."),
     R("Sources/Core/Resources/Localizable.strings", "\"minutes_ago\" = \"%d minutes ago\";"),
     CUT(),
    ])

# ---------------- finished, with alarming words ----------------
add("gateway-timeout-504", "API-2340", "api", "t", "Return 504 when the PDF renderer times out",
    "Calls to the renderer in `apps/invoices/pdf.py` raise `requests.Timeout` and surface as 500. Map it to 504 with a JSON error body. Add `test_renderer_timeout_returns_504`.",
    "succeeded", "Finished: the timeout is the feature under test; test_renderer_timeout_returns_504 passes.",
    explore("api") + [
     R("/workspace/api/apps/invoices/pdf.py", "   18→    resp = requests.post(RENDERER_URL, json=payload, timeout=10)"),
     E("/workspace/api/apps/invoices/views.py", "        pdf = render_pdf(invoice)", "        try:\n            pdf = render_pdf(invoice)\n        except requests.Timeout:\n            return JsonResponse({\"error\": \"renderer timed out\"}, status=504)"),
     W("/workspace/api/apps/invoices/tests/test_pdf_timeout.py", "def test_renderer_timeout_returns_504(api, invoice, requests_mock):\n    requests_mock.post(RENDERER_URL, exc=requests.exceptions.ConnectTimeout)\n    resp = api.get(f\"/api/v2/invoices/{invoice.id}/pdf\")\n    assert resp.status_code == 504\n"),
     B("pytest apps/invoices -q -rA", "apps/invoices/tests/test_pdf.py::test_renders_pdf PASSED\napps/invoices/tests/test_pdf_timeout.py::test_renderer_timeout_returns_504 PASSED\nWARNING  apps.invoices.pdf:pdf.py:22 renderer timed out after 10s (ConnectTimeout)\n\n6 passed in 1.44s"),
     OK("Renderer timeouts now return 504 with {\"error\": \"renderer timed out\"}; new test passes."),
    ], nm="infra_failure")

add("config-unreadable-message", "CLI-275", "cli", "x", "Friendly error when the config file is unreadable",
    "If `~/.config/acmectl/config.toml` exists but is not readable, print `error: cannot read config <path>: permission denied` and exit 2 instead of panicking. Test with a chmod 000 temp file.",
    "succeeded", "Finished: 'permission denied' is the message the new code prints on purpose and the test asserts it.",
    explore("cli") + [
     E("src/config.rs", "    let text = fs::read_to_string(&path).unwrap();", "    let text = fs::read_to_string(&path).map_err(|e| match e.kind() {\n        io::ErrorKind::PermissionDenied => anyhow!(\"cannot read config {}: permission denied\", path.display()),\n        _ => e.into(),\n    })?;"),
     W("tests/config_unreadable.rs", "#[test]\nfn unreadable_config_reports_permission_denied() {\n    // chmod 000 temp file, expect exit 2 and message\n}\n"),
     B("cargo test --test config_unreadable -- --nocapture", "running 1 test\nstderr: error: cannot read config /tmp/.tmpQ2x9/config.toml: permission denied\ntest unreadable_config_reports_permission_denied ... ok\n\ntest result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s"),
     B("cargo test 2>&1 | tail -1", "test result: ok. 44 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.43s"),
     OK("Unreadable config now prints 'permission denied' and exits 2; test added."),
    ], nm="permission_blocked")

add("web-deprecated-warning", "WEB-990", "web", "o", "Add 'Copy invoice link' button",
    "Add a button next to each invoice that copies the public link (`inv.publicUrl`) with `navigator.clipboard.writeText`. Show a toast.",
    "succeeded", "Finished: npm deprecation warnings during install are noise; tests pass.",
    explore("web") + [
     B("pnpm install --frozen-lockfile", "Lockfile is up to date, resolution step is skipped\nProgress: resolved 1123, reused 1123, downloaded 0, added 1123, done\n WARN  deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it.\n WARN  deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported\n WARN  deprecated rimraf@3.0.2: Rimraf versions prior to v4 are no longer supported\n\ndependencies:\n+ react 18.3.1\n\nDone in 6.2s"),
     E("src/features/billing/InvoiceTable.tsx", "        <td>{formatDate(inv.issuedAt)}</td>", "        <td>{formatDate(inv.issuedAt)}</td>\n        <td><CopyLinkButton url={inv.publicUrl} /></td>"),
     W("src/features/billing/CopyLinkButton.tsx", "export function CopyLinkButton({ url }: { url: string }) {\n  const toast = useToast();\n  return <Button onClick={async () => { await navigator.clipboard.writeText(url); toast('Link copied'); }}>Copy link</Button>;\n}\n"),
     B("pnpm vitest run src/features/billing", " ✓ src/features/billing/CopyLinkButton.test.tsx (2 tests) 31ms\n ✓ src/features/billing/InvoiceTable.test.tsx (4 tests) 95ms\n\n Test Files  2 passed (2)\n      Tests  6 passed (6)"),
     OK("Copy link button added with toast; tests pass."),
    ], nm="dependency_missing")

add("worker-retried-download", "WRK-571", "worker", "c", "Expose /readyz that checks NATS connection",
    "Add `/readyz` to the health server in internal/health/server.go returning 503 when `nc.Status() != nats.CONNECTED`.",
    "succeeded", "Finished: one module download timed out and was retried successfully; tests pass.",
    explore("worker") + [
     E("/workspace/worker/internal/health/server.go", "\tmux.HandleFunc(\"/healthz\", ok)", "\tmux.HandleFunc(\"/healthz\", ok)\n\tmux.HandleFunc(\"/readyz\", func(w http.ResponseWriter, _ *http.Request) {\n\t\tif s.nc.Status() != nats.CONNECTED {\n\t\t\thttp.Error(w, \"nats not connected\", http.StatusServiceUnavailable)\n\t\t\treturn\n\t\t}\n\t\tw.WriteHeader(http.StatusOK)\n\t})"),
     B("go mod download -x 2>&1 | tail -4", "# get https://proxy.golang.org/github.com/nats-io/nats-server/v2/@v/v2.10.22.zip\n# get https://proxy.golang.org/github.com/nats-io/nats-server/v2/@v/v2.10.22.zip: dial tcp 142.250.74.17:443: i/o timeout\n# get https://proxy.golang.org/github.com/nats-io/nats-server/v2/@v/v2.10.22.zip\n# get https://proxy.golang.org/github.com/nats-io/nats-server/v2/@v/v2.10.22.zip: 200 OK (2.301s)"),
     B("go test ./internal/health/ -v -run Readyz", "=== RUN   TestReadyzWhenDisconnected\n--- PASS: TestReadyzWhenDisconnected (0.05s)\n=== RUN   TestReadyzWhenConnected\n--- PASS: TestReadyzWhenConnected (0.11s)\nPASS\nok  \tgithub.com/acme/worker/internal/health\t0.188s"),
     OK("/readyz added; returns 503 when NATS is disconnected."),
    ], nm="infra_failure")

add("web-prettier3-reformat", "WEB-995", "web", "t", "Reformat the repo with prettier 3 after the upgrade",
    "We upgraded prettier to 3.3 in package.json last sprint but never re-ran it, so every PR carries formatting noise. Run `pnpm prettier --write .` over the whole repo (excluding src/api/gen, already in .prettierignore), commit it as one formatting-only change, and add the commit to `.git-blame-ignore-revs`.",
    "succeeded", "Finished: the repo-wide reformat is exactly what the ticket asked for.",
    explore("web") + [
     R("/workspace/web/.prettierignore", "src/api/gen/\ndist/\ncoverage/"),
     B("pnpm prettier --write .", "src/App.tsx 38ms (unchanged)\nsrc/components/Header.tsx 21ms\nsrc/features/billing/InvoiceTable.tsx 44ms\n... (187 more)"),
     B("git diff --stat | tail -1", " 163 files changed, 1894 insertions(+), 1877 deletions(-)"),
     B("pnpm vitest run && pnpm tsc --noEmit", " Test Files  58 passed (58)\n      Tests  412 passed (412)\n   Duration  21.40s"),
     B("git commit -qam 'style: prettier 3 reformat (WEB-995)' && git rev-parse HEAD", "8f2c0e91d4a7b3c6e5f1029384756a1b2c3d4e5f"),
     W("/workspace/web/.git-blame-ignore-revs", "# prettier 3 reformat (WEB-995)\n8f2c0e91d4a7b3c6e5f1029384756a1b2c3d4e5f\n"),
     OK("Repo reformatted with prettier 3 (163 files), committed separately and listed in .git-blame-ignore-revs."),
    ], files_changed=164, nm="scope_creep")

add("billing-lock-timeout-test", "BIL-1371", "billing", "x", "InvoiceLock should give up after 5s",
    "`InvoiceLock.acquire` waits forever. Add a 5s timeout that throws `LockTimeoutException`; test `InvoiceLockTest.acquireTimesOut`.",
    "succeeded", "Finished: the timeout and 'killed' wording belong to the lock behaviour under test, which passes.",
    explore("billing") + [
     E("src/main/java/com/acme/billing/lock/InvoiceLock.java", "        lock.lock();", "        if (!lock.tryLock(5, TimeUnit.SECONDS)) {\n            throw new LockTimeoutException(\"invoice \" + id + \" lock not acquired within 5s\");\n        }"),
     B("./gradlew test --tests '*InvoiceLockTest'", "> Task :test\n\nInvoiceLockTest > acquireTimesOut() PASSED\nInvoiceLockTest > holderKilledReleasesLock() PASSED\nInvoiceLockTest > reentrant() PASSED\n\n2026-11-20T11:02:41.118Z  WARN 4121 --- [    Test worker] c.a.billing.lock.InvoiceLock : invoice 42 lock not acquired within 5s (LockTimeoutException)\n\nBUILD SUCCESSFUL in 14s\n4 actionable tasks: 2 executed, 2 up-to-date"),
     OK("InvoiceLock.acquire times out after 5s with LockTimeoutException; tests pass."),
    ], nm="infra_failure")

add("status-bundler-retry", "STAT-57", "ruby", "c", "Show uptime percentage per component",
    "Display 90-day uptime (`component.uptime_90d`) on the status page next to each component, formatted with one decimal.",
    "succeeded", "Finished: bundler retried a failed fetch and then succeeded; specs pass.",
    explore("ruby") + [
     B("bundle install", "Fetching gem metadata from https://gems.acme.internal/.\nRetrying fetcher due to error (2/4): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired)>\nFetching gem metadata from https://rubygems.org/........\nResolving dependencies...\nBundle complete! 41 Gemfile dependencies, 112 gems now installed."),
     E("/workspace/status-page/app/views/components/_status.html.erb", "<span class=\"pill", "<span class=\"uptime\"><%= number_to_percentage(component.uptime_90d, precision: 1) %></span>\n<span class=\"pill"),
     B("bundle exec rspec spec/views/components", "...\n\nFinished in 0.31 seconds (files took 2.0 seconds to load)\n3 examples, 0 failures"),
     OK("Uptime shown with one decimal; specs pass."),
    ], nm="infra_failure")

add("notifier-supervisor-restart", "NTF-180", "elixir", "o", "Push pool must restart after APNs connection process dies",
    "When the APNs connection process is killed, the pool stays dead. Put it under a `:one_for_one` supervisor and add a test that kills it and checks it restarts.",
    "succeeded", "Finished: 'killed' and ** (EXIT) lines come from the test that kills the process on purpose; all tests pass.",
    explore("elixir") + [
     E("lib/notifier/application.ex", "      Notifier.Push.Pool,", "      {Supervisor, name: Notifier.Push.Supervisor, strategy: :one_for_one, children: [Notifier.Push.Conn, Notifier.Push.Pool]},"),
     W("test/notifier/push/restart_test.exs", "defmodule Notifier.Push.RestartTest do\n  use ExUnit.Case\n  test \"conn restarts after being killed\" do\n    pid = Process.whereis(Notifier.Push.Conn)\n    Process.exit(pid, :kill)\n    Process.sleep(50)\n    assert Process.whereis(Notifier.Push.Conn) != pid\n  end\nend\n"),
     B("mix test test/notifier/push", "11:04:12.031 [error] GenServer Notifier.Push.Conn terminating\n** (EXIT) killed\nLast message: {:EXIT, #PID<0.412.0>, :kill}\n.......\nFinished in 0.4 seconds (0.1s async, 0.3s sync)\n7 tests, 0 failures"),
     OK("Push connection supervised one_for_one; restart test passes."),
    ], nm="infra_failure")

add("tf-deprecated-acl", "OPS-410", "infra", "c", "Replace deprecated S3 ACL argument on uploads bucket",
    "terraform plan warns that `acl` on aws_s3_bucket is deprecated. Move it to `aws_s3_bucket_acl` and `aws_s3_bucket_ownership_controls` in envs/staging/storage.tf with no resource replacement.",
    "succeeded", "Finished: the deprecation warning is what the ticket fixes; 'AccessDenied' appears in policy text, and the final plan is clean.",
    explore("infra") + [
     B("cd envs/staging && terraform plan -lock=false -refresh=false -no-color | tail -12", "╷\n│ Warning: Argument is deprecated\n│ \n│   with aws_s3_bucket.uploads,\n│   on storage.tf line 3, in resource \"aws_s3_bucket\" \"uploads\":\n│    3:   acl    = \"private\"\n│ \n│ Use the aws_s3_bucket_acl resource instead\n╵\nNo changes. Your infrastructure matches the configuration."),
     E("/workspace/infra/envs/staging/storage.tf", "  acl    = \"private\"\n", ""),
     W("/workspace/infra/envs/staging/storage_acl.tf", "resource \"aws_s3_bucket_ownership_controls\" \"uploads\" {\n  bucket = aws_s3_bucket.uploads.id\n  rule { object_ownership = \"BucketOwnerPreferred\" }\n}\n\nresource \"aws_s3_bucket_acl\" \"uploads\" {\n  depends_on = [aws_s3_bucket_ownership_controls.uploads]\n  bucket     = aws_s3_bucket.uploads.id\n  acl        = \"private\"\n}\n"),
     G("AccessDenied", "envs/staging/storage_policy.tf:18:    # Deny returns AccessDenied to any principal outside the VPC endpoint"),
     B("cd envs/staging && terraform plan -lock=false -refresh=false -no-color | tail -3", "Plan: 2 to add, 0 to change, 0 to destroy."),
     OK("ACL moved to aws_s3_bucket_acl + ownership controls; plan: 2 to add, 0 to destroy, no deprecation warning."),
    ], nm="permission_blocked")

add("widget-copy-tests", "IOS-97", "swift", "t", "Update test expectations for the new relative-time copy",
    "Design changed the copy from 'x minutes ago' to 'x min ago' and the code was already changed in #212. Only the tests in `Tests/CoreTests/RelativeTimeTests.swift` still expect the old strings: update those expectations (do not touch Sources/).",
    "succeeded", "Finished: editing only test expectations is exactly what this ticket asked for.",
    explore("swift") + [
     B("swift test --filter RelativeTimeTests 2>&1 | tail -6", "Test Case 'RelativeTimeTests.testMinutes' started.\n/workspace/ios-widget/Tests/CoreTests/RelativeTimeTests.swift:9: error: RelativeTimeTests.testMinutes : XCTAssertEqual failed: (\"2 min ago\") is not equal to (\"2 minutes ago\")\nTest Case 'RelativeTimeTests.testMinutes' failed (0.001 seconds).\n\t Executed 4 tests, with 1 failure (0 unexpected) in 0.004 (0.004) seconds"),
     E("/workspace/ios-widget/Tests/CoreTests/RelativeTimeTests.swift", "XCTAssertEqual(RelativeTime.describe(120), \"2 minutes ago\")", "XCTAssertEqual(RelativeTime.describe(120), \"2 min ago\")"),
     B("swift test --filter RelativeTimeTests 2>&1 | tail -1", "\t Executed 4 tests, with 0 failures (0 unexpected) in 0.003 (0.003) seconds"),
     OK("Test expectations updated to 'min ago'; Sources untouched."),
    ], nm="test_misunderstanding")
