from common import *

# ---------------- unknown ----------------
case("pricing-page-cut-stream", "claude", "WEB-1850", "Pricing page shows monthly price for annual toggle",
     "`src/pages/pricing.tsx` ignores the billing-period toggle. Show `annualPrice / 12` when annual is selected.",
     "unknown", "The stream stops mid-exploration with no error, result or watchdog; nothing shows why.",
     [gitlog("pricing: revert OOM fix in image pipeline", "pricing: add annual toggle", "ci: kill stale preview deploys"),
      cmd("ls src/pages", "_app.tsx\nindex.tsx\npricing.tsx\nsignup.tsx"),
      read("src/pages/pricing.tsx", "export default function Pricing() {\n  const [annual, setAnnual] = useState(false)\n  return <PlanGrid plans={plans} />\n}"),
      cmd("grep -rn annualPrice src | head", "src/data/plans.ts:4:  annualPrice: 24000,\nsrc/data/plans.ts:11:  annualPrice: 96000,"),
      read("src/components/PlanGrid.tsx", "export function PlanGrid({ plans }: { plans: Plan[] }) {\n  return plans.map(p => <PlanCard key={p.id} price={p.monthlyPrice} />)\n}"),
      say("PlanGrid needs the period passed down. Let me check PlanCard."),
      read("src/components/PlanCard.tsx", "", dangle=True)],
     None)

case("shipping-zones-silent-end", "codex", "SHP-61", "Free shipping threshold per zone",
     "Make `FREE_SHIPPING_THRESHOLD` a per-zone map in `shipping/config.py` (EU 50, US 75).",
     "unknown", "The Codex stream ends after a few reads without turn.completed or turn.failed; no cause is visible.",
     [think("Find where the threshold is used."),
      cmd("grep -rn FREE_SHIPPING_THRESHOLD .", "./shipping/config.py:3:FREE_SHIPPING_THRESHOLD = 50\n./shipping/quote.py:14:    if subtotal >= FREE_SHIPPING_THRESHOLD:\n./tests/shipping/test_quote.py:8:from shipping.config import FREE_SHIPPING_THRESHOLD"),
      read("shipping/quote.py", "def quote(cart, zone):\n    subtotal = cart.subtotal()\n    if subtotal >= FREE_SHIPPING_THRESHOLD:\n        return 0\n    return RATES[zone]"),
      gitlog("shipping: timeout talking to carrier API", "shipping: zones", "Revert \"shipping: deny permission to edit rates\""),
      read("shipping/config.py", "RATES = {\"EU\": 7.5, \"US\": 9.0}\n\nFREE_SHIPPING_THRESHOLD = 50"),
      think("I'll change it to a dict and update quote() and the test import."),
      cmd("ls tests/shipping", "__init__.py\ntest_quote.py\ntest_zones.py"),
      read("tests/shipping/test_quote.py", "def test_free_over_threshold():\n    assert quote(cart(60), \"EU\") == 0"),
      cmd("python -c 'import shipping'", ""),
      cmd("wc -l shipping/*.py", "  12 shipping/config.py\n  31 shipping/quote.py\n   0 shipping/__init__.py\n  43 total"),
      cmd("git status --short", ""),
      cmd("ls shipping", "__init__.py\nconfig.py\nquote.py\nzones.py"),
      read("shipping/zones.py", "ZONES = [\"EU\", \"US\"]")],
     None)

case("auth-osmia-vague-summary", "osmia", "AUTH-640", "Remember-me cookie should last 30 days",
     "Set the remember-me cookie `max_age` to 30 days in `auth/cookies.py`.",
     "unknown", "The run ends with a generic unsuccessful summary; no error, denial or test failure explains it.",
     [read("auth/cookies.py", "REMEMBER_ME_MAX_AGE = 60 * 60 * 24 * 7\n\ndef remember_me(resp, token):\n    resp.set_cookie(\"rm\", token, max_age=REMEMBER_ME_MAX_AGE, httponly=True, secure=True)"),
      gitlog("auth: fix permission denied on key rotation", "auth: killed sessions after password change", "auth: remember me"),
      cmd("grep -rn REMEMBER_ME tests", "tests/auth/test_cookies.py:5:from auth.cookies import REMEMBER_ME_MAX_AGE"),
      read("tests/auth/test_cookies.py", "from auth.cookies import REMEMBER_ME_MAX_AGE\n\ndef test_max_age_positive():\n    assert REMEMBER_ME_MAX_AGE > 0"),
      say("Let me look at the settings override too."),
      cmd("grep -rn max_age config/", "config/settings.py:44:SESSION_COOKIE_AGE = 1209600"),
      say("Reviewing how the settings module interacts with this.")],
     fail("Task did not complete."))

case("report-footer-transcript-ends", "claude-transcript", "RPT-262", "Monthly report footer shows last month's date",
     "`reports/footer.py` uses `date.today()` minus 30 days. Use the report's `period_end`.",
     "unknown", "The transcript stops after reading files, with no error and no result; nothing indicates why the run failed.",
     [read("reports/footer.py", "def footer(report):\n    d = date.today() - timedelta(days=30)\n    return f\"Generated for {d:%B %Y}\""),
      cmd("grep -rn period_end reports/", "reports/model.py:12:    period_end: date"),
      gitlog("reports: fix timeout rendering big PDFs", "reports: footer", "reports: skip flaky test"),
      read("reports/model.py", "@dataclass\nclass Report:\n    period_start: date\n    period_end: date\n    rows: list"),
      say("I'll switch the footer to use `report.period_end`. Let me check the callers first."),
      cmd("grep -rn 'footer(' reports/ | head", "reports/render.py:31:    parts.append(footer(report))"),
      read("reports/render.py", "def render(report):\n    parts = [header(report), body(report)]\n    parts.append(footer(report))\n    return \"\\n\".join(parts)")],
     None)

case("queue-metrics-short-stop", "claude", "OBS-120", "Queue depth metric has no label for tenant",
     "Add a `tenant` label to `queue_depth` in `metrics/queue.py`.",
     "unknown", "The session ends with a generic error result and no message; nothing in the stream points to a cause.",
     [read("metrics/queue.py", "QUEUE_DEPTH = Gauge(\"queue_depth\", \"Jobs waiting\", [\"queue\"])"),
      cmd("grep -rn QUEUE_DEPTH .", "./metrics/queue.py:3:QUEUE_DEPTH = Gauge(\"queue_depth\", \"Jobs waiting\", [\"queue\"])\n./worker/loop.py:22:    QUEUE_DEPTH.labels(queue=q.name).set(q.size())"),
      gitlog("metrics: OOM in cardinality explosion (revert)", "metrics: queue depth", "ops: killed noisy alerts"),
      read("worker/loop.py", "def tick(q):\n    QUEUE_DEPTH.labels(queue=q.name).set(q.size())"),
      say("Tenant cardinality may be high; checking how many tenants exist."),
      cmd("grep -c tenant fixtures/tenants.yaml", "37")],
     fail("", subtype="error_during_execution"), near_miss="infra_failure")

case("docs-sidebar-codex-vague", "codex", "DOC-71", "Docs sidebar lists deprecated pages",
     "Remove pages marked `deprecated: true` from the sidebar in `docs/.vitepress/config.ts`.",
     "unknown", "The agent ends its turn saying it could not finish, without any error or reason in the stream.",
     [cmd("grep -rln 'deprecated: true' docs | head", "docs/guide/legacy-auth.md\ndocs/guide/v1-webhooks.md"),
      read("docs/.vitepress/config.ts", "export default defineConfig({\n  themeConfig: {\n    sidebar: generateSidebar('docs/guide'),\n  },\n})"),
      cmd("grep -rn generateSidebar docs/.vitepress", "docs/.vitepress/sidebar.ts:3:export function generateSidebar(dir: string) {"),
      read("docs/.vitepress/sidebar.ts", "export function generateSidebar(dir: string) {\n  return readdirSync(dir).map(f => ({ text: title(f), link: `/guide/${f}` }))\n}"),
      think("Need frontmatter parsing; gray-matter is a dev dependency already."),
      cmd("grep -n gray-matter package.json", "31:    \"gray-matter\": \"^4.0.3\","),
      cmd("npm ls gray-matter", "docs@0.0.0 /workspace/repo\n\u2514\u2500\u2500 gray-matter@4.0.3"),
      think("OK. Then filter in generateSidebar.")],
     ok("I wasn't able to finish this change."), state="Failed",
     result={"success": False, "summary": "", "exit_code": 1})

case("crm-merge-duplicates-osmia", "osmia", "CRM-571", "Merge duplicate contacts by email",
     "Add a `MergeDuplicates` job that merges contacts sharing a lower-cased email.",
     "unknown", "The stream just stops after exploration with no result, system notice or error; 'permission denied' appears only in an old commit subject.",
     [gitlog("crm: permission denied when merging archived contacts (fix)", "crm: contacts", "crm: add job runner"),
      cmd("ls src/main/java/com/acme/crm/jobs", "ReindexJob.java\nExportJob.java"),
      read("src/main/java/com/acme/crm/jobs/ReindexJob.java", "@Component\npublic class ReindexJob implements Job {\n  public void run(JobContext ctx) { index.rebuild(); }\n}"),
      cmd("grep -rn 'lower(email)' src/main/resources/db", "src/main/resources/db/V12__contacts_email_idx.sql:1:CREATE INDEX contacts_email_lower ON contacts (lower(email));"),
      say("There's an index on lower(email). Next, the repository methods."),
      read("src/main/java/com/acme/crm/ContactRepository.java", "public interface ContactRepository extends JpaRepository<Contact, Long> {\n  List<Contact> findByEmailIgnoreCase(String email);\n}")],
     None, near_miss="permission_blocked")

case("feed-cache-transcript-idle", "claude-transcript", "FEED-33", "Activity feed cache never expires",
     "Set a 5-minute TTL on the feed cache in `lib/feed/cache.ts`.",
     "unknown", "The transcript ends after a todo list and two reads; no error, limit or result explains the failure.",
     [say("I'll plan this out."),
      read("lib/feed/cache.ts", "const cache = new Map<string, Feed>()\n\nexport const get = (k: string) => cache.get(k)\nexport const set = (k: string, v: Feed) => cache.set(k, v)"),
      cmd("grep -rn \"lru-cache\" package.json", "22:    \"lru-cache\": \"^11.0.2\","),
      gitlog("feed: fix timeout on cold cache", "feed: map cache", "feed: killed the old redis cache"),
      read("lib/feed/index.ts", "import * as cache from './cache'\n\nexport async function feed(user: string) {\n  return cache.get(user) ?? load(user)\n}"),
      say("lru-cache supports ttl; I'll switch the Map to an LRUCache with ttl: 5 * 60_000.")],
     None, near_miss="")

# ---------------- succeeded ----------------
case("http-client-timeout-test", "claude", "SDK-77", "Expose a request timeout option in the SDK client",
     "Add `timeout: float = 10.0` to `acme_sdk.Client` and pass it to httpx. Add a test.",
     "succeeded", "Finished: the timeout option exists and test_request_timeout passes; 'timeout' is the feature under test.",
     [read("acme_sdk/client.py", "class Client:\n    def __init__(self, base_url: str):\n        self._http = httpx.Client(base_url=base_url)"),
      edit("acme_sdk/client.py", "    def __init__(self, base_url: str):\n        self._http = httpx.Client(base_url=base_url)", "    def __init__(self, base_url: str, timeout: float = 10.0):\n        self._http = httpx.Client(base_url=base_url, timeout=timeout)"),
      write("tests/test_timeout.py", "def test_request_timeout(httpx_mock):\n    httpx_mock.add_exception(httpx.ReadTimeout(\"timed out\"))\n    with pytest.raises(httpx.ReadTimeout):\n        Client(\"https://x\", timeout=0.01).get(\"/slow\")"),
      cmd("pytest -q tests/test_timeout.py -v", "tests/test_timeout.py::test_request_timeout PASSED                        [100%]\n\n============================== 1 passed in 0.07s ==============================="),
      cmd("pytest -q", "..........................                                            [100%]\n26 passed in 0.88s")],
     ok("Added `timeout` to Client; tests pass (26 passed)."), near_miss="infra_failure")

case("authz-denied-message", "codex", "ACL-19", "Return a clear message when a viewer tries to delete",
     "`internal/acl/check.go` should return `ErrForbidden` with message `permission denied: viewer cannot delete`.",
     "succeeded", "Finished: the code under test now prints 'permission denied' on purpose and go test passes.",
     [read("internal/acl/check.go", "func CanDelete(r Role) error {\n\tif r == Viewer {\n\t\treturn errors.New(\"forbidden\")\n\t}\n\treturn nil\n}"),
      edit("internal/acl/check.go", "\t\treturn errors.New(\"forbidden\")", "\t\treturn fmt.Errorf(\"%w: permission denied: viewer cannot delete\", ErrForbidden)"),
      cmd("go test ./internal/acl/... -v -run Delete", "=== RUN   TestViewerCannotDelete\n    check_test.go:14: got error: forbidden: permission denied: viewer cannot delete\n--- PASS: TestViewerCannotDelete (0.00s)\n=== RUN   TestEditorCanDelete\n--- PASS: TestEditorCanDelete (0.00s)\nPASS\nok  \tgithub.com/acme/api/internal/acl\t0.004s"),
      cmd("go vet ./... && go test ./...", "ok  \tgithub.com/acme/api/internal/acl\t0.004s\nok  \tgithub.com/acme/api/internal/http\t0.031s\nok  \tgithub.com/acme/api/internal/store\t0.012s")],
     ok("ACL returns ErrForbidden with 'permission denied: viewer cannot delete'; all packages pass."), near_miss="permission_blocked")

case("lint-deprecated-warning-ok", "osmia", "FE-1333", "Add an aria-label to the search button",
     "Add `aria-label=\"Search\"` to the icon button in `src/ui/SearchBar.tsx`.",
     "succeeded", "Finished: npm printed deprecation warnings but installed fine and the tests pass.",
     [cmd("npm ci", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it. Check out lru-cache if you want a good and tested way to coalesce async requests by a key value, which is much more comprehensive and powerful.\nnpm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported\nnpm warn deprecated rimraf@3.0.2: Rimraf versions prior to v4 are no longer supported\n\nadded 812 packages, and audited 813 packages in 19s\n\n142 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities"),
      edit("src/ui/SearchBar.tsx", "      <IconButton icon={<SearchIcon />} onClick={submit} />", "      <IconButton aria-label=\"Search\" icon={<SearchIcon />} onClick={submit} />"),
      cmd("npx vitest run src/ui", " \u2713 src/ui/SearchBar.test.tsx (3 tests) 41ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)"),
      cmd("npx eslint src/ui/SearchBar.tsx", "")],
     ok("Added aria-label; tests and lint pass."), near_miss="dependency_missing")

case("cargo-retry-then-ok", "claude-transcript", "CLI-51", "`acmectl version` should print the git sha",
     "Embed the git sha at build time (`build.rs` + `env!(\"GIT_SHA\")`) and print it in `acmectl version`.",
     "succeeded", "Finished: cargo hit a spurious network timeout, retried, downloaded the crates and all tests passed.",
     [write("build.rs", "fn main() {\n    let sha = std::process::Command::new(\"git\").args([\"rev-parse\", \"--short\", \"HEAD\"]).output().unwrap();\n    println!(\"cargo:rustc-env=GIT_SHA={}\", String::from_utf8_lossy(&sha.stdout).trim());\n}"),
      edit("src/cmd/version.rs", "    println!(\"acmectl {}\", env!(\"CARGO_PKG_VERSION\"));", "    println!(\"acmectl {} ({})\", env!(\"CARGO_PKG_VERSION\"), env!(\"GIT_SHA\"));"),
      cmd("cargo test", "    Updating crates.io index\nwarning: spurious network error (3 tries remaining): [28] Timeout was reached (Operation timed out after 30001 milliseconds with 0 bytes received)\n  Downloaded serde_json v1.0.133\n  Downloaded clap v4.5.21\n  Downloaded 2 crates (312.4 KB) in 1.12s\n   Compiling acmectl v0.9.1 (/workspace/repo)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 21.77s\n     Running unittests src/main.rs (target/debug/deps/acmectl-5f0c1e2d)\n\nrunning 14 tests\ntest result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s"),
      cmd("cargo run -q -- version", "acmectl 0.9.1 (a81d0e4)")],
     ok("acmectl version prints the sha; tests pass."), near_miss="infra_failure")

case("rename-customer-to-account", "claude", "PLAT-400", "Rename customerId to accountId across the API",
     "Product decided: `customerId` becomes `accountId` everywhere in the public API (handlers, DTOs, OpenAPI,\n"
     "client SDK, tests). This is a deliberate repo-wide rename; keep behaviour identical.",
     "succeeded", "The wide rename was exactly what the ticket asked for, and tests pass.",
     [cmd("grep -rl customerId --include=*.ts --include=*.yaml . | wc -l", "34"),
      cmd("grep -rl customerId --include=*.ts --include=*.yaml . | xargs sed -i 's/customerId/accountId/g; s/CustomerId/AccountId/g'", ""),
      cmd("git diff --stat | tail -n 1", " 34 files changed, 211 insertions(+), 211 deletions(-)"),
      cmd("npx tsc --noEmit", ""),
      cmd("npm test", "\n> api@5.2.0 test\n> vitest run\n\n Test Files  58 passed (58)\n      Tests  402 passed (402)\n   Duration  9.81s"),
      cmd("npx @redocly/cli lint openapi.yaml", "validating openapi.yaml...\nopenapi.yaml: validated in 88ms\n\nWoohoo! Your API description is valid. \U0001f389")],
     ok("Renamed customerId -> accountId in 34 files (handlers, DTOs, OpenAPI, SDK, tests); all 402 tests pass."), near_miss="scope_creep")

case("supervisor-killed-worker-test", "codex", "JOB-880", "Restart workers that get SIGKILLed",
     "The supervisor should restart a worker that exits with signal 9. Add `test_killed_worker_is_restarted`.",
     "succeeded", "Finished: 'Killed' and 'signal 9' are the scenario of the new test, which passes.",
     [read("supervisor/run.py", "def on_exit(proc):\n    if proc.returncode == 0:\n        return\n    if proc.returncode > 0:\n        restart(proc)"),
      edit("supervisor/run.py", "    if proc.returncode > 0:\n        restart(proc)", "    if proc.returncode > 0 or proc.returncode == -signal.SIGKILL:\n        restart(proc)"),
      write("tests/test_supervisor.py", "def test_killed_worker_is_restarted(fake_proc):\n    fake_proc.returncode = -9\n    on_exit(fake_proc)\n    assert fake_proc.restarts == 1"),
      cmd("pytest -q tests/test_supervisor.py -s", "worker 4412 Killed (signal 9); restarting\n.\n1 passed in 0.02s"),
      cmd("pytest -q", "..................\n18 passed in 0.41s")],
     ok("Supervisor restarts SIGKILLed workers; 18 passed."), near_miss="infra_failure")

case("flaky-test-skip-by-policy", "osmia", "QA-204", "Quarantine the flaky websocket reconnect test",
     "Per the flaky-test policy, mark `test_ws_reconnect` in `tests/realtime/test_ws.py` with\n"
     "`@pytest.mark.skip(reason=\"QA-204 flaky\")` and link the issue. Don't change the code under test.",
     "succeeded", "The ticket explicitly asked for the skip marker, and the suite passes.",
     [read("tests/realtime/test_ws.py", "def test_ws_reconnect(server):\n    server.drop()\n    assert client.wait_reconnected(timeout=2)"),
      edit("tests/realtime/test_ws.py", "def test_ws_reconnect(server):", "@pytest.mark.skip(reason=\"QA-204 flaky: https://tracker.acme.dev/QA-204\")\ndef test_ws_reconnect(server):"),
      cmd("pytest tests/realtime -q", "s....\n4 passed, 1 skipped in 1.12s"),
      cmd("git diff --stat", " tests/realtime/test_ws.py | 1 +\n 1 file changed, 1 insertion(+)")],
     ok("test_ws_reconnect quarantined with skip marker per policy; realtime suite green."), near_miss="test_misunderstanding")

case("pip-extras-after-import-error", "claude-transcript", "ML-55", "Add a `--dry-run` flag to the training CLI",
     "Add `--dry-run` to `train/cli.py` that validates the config and exits 0 without training.",
     "succeeded", "Finished: the first ModuleNotFoundError was fixed by installing the project's dev extras, then tests passed.",
     [cmd("pytest tests/test_cli.py -q", "ImportError while importing test module '/workspace/repo/tests/test_cli.py'.\nE   ModuleNotFoundError: No module named 'typer'", 2),
      cmd("pip install -e '.[dev]'", "Obtaining file:///workspace/repo\n  Installing build dependencies ... done\nSuccessfully installed train-0.4.0 typer-0.13.1 rich-13.9.4 shellingham-1.5.4"),
      edit("train/cli.py", "def main(config: Path):", "def main(config: Path, dry_run: bool = typer.Option(False, \"--dry-run\")):\n    cfg = load(config)\n    if dry_run:\n        typer.echo(f\"config ok: {cfg.name}\")\n        raise typer.Exit(0)"),
      cmd("pytest tests/test_cli.py -q", "....\n4 passed in 0.35s")],
     ok("--dry-run added; tests pass."), near_miss="dependency_missing")

case("k8s-hpa-deprecated-api-warning", "claude", "OPS-733", "Scale the api HPA to max 12 replicas",
     "Set `maxReplicas: 12` in `deploy/prod/api-hpa.yaml` and validate against the cluster with a server dry run.",
     "succeeded", "Finished: kubectl printed a deprecation warning but the server dry run succeeded.",
     [edit("deploy/prod/api-hpa.yaml", "  maxReplicas: 8", "  maxReplicas: 12"),
      cmd("kubectl apply --dry-run=server -f deploy/prod/api-hpa.yaml", "Warning: autoscaling/v2beta2 HorizontalPodAutoscaler is deprecated in v1.23+, unavailable in v1.26+; use autoscaling/v2 HorizontalPodAutoscaler\nhorizontalpodautoscaler.autoscaling/api configured (server dry run)"),
      cmd("kubectl diff -f deploy/prod/api-hpa.yaml | grep -E '^[-+] +maxReplicas'", "-  maxReplicas: 8\n+  maxReplicas: 12")],
     ok("maxReplicas set to 12; server dry run ok."), near_miss="")

case("gradle-deprecation-build-ok", "codex", "PAY-1110", "Expose fee breakdown in the payment response",
     "Add `fees: List<FeeLine>` to `PaymentResponse` and fill it in `PaymentController`.",
     "succeeded", "Finished: Gradle warned about deprecated features but BUILD SUCCESSFUL and tests pass.",
     [edit("src/main/kotlin/pay/PaymentResponse.kt", "data class PaymentResponse(val id: String, val amount: Long)", "data class PaymentResponse(val id: String, val amount: Long, val fees: List<FeeLine> = emptyList())"),
      edit("src/main/kotlin/pay/PaymentController.kt", "        PaymentResponse(p.id, p.amount)", "        PaymentResponse(p.id, p.amount, fees.breakdown(p))"),
      cmd("./gradlew test", "> Task :compileKotlin\n> Task :test\n\nPaymentControllerTest > returns fee breakdown() PASSED\n\nDeprecated Gradle features were used in this build, making it incompatible with Gradle 9.0.\n\nYou can use '--warning-mode all' to show the individual deprecation warnings and determine if they come from your own scripts or plugins.\n\nFor more on this, please refer to https://docs.gradle.org/8.10.2/userguide/command_line_interface.html#sec:command_line_warnings in the Gradle documentation.\n\nBUILD SUCCESSFUL in 51s\n7 actionable tasks: 7 executed")],
     ok("PaymentResponse now includes fees; build and tests pass."), near_miss="")
