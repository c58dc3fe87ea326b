"""Oscillation, undo/redo through the shell, identical rounds, working from things that do not exist."""
from common import *  # noqa: F401,F403
from noise import long_noise

CASES = []

_MW = "app/Http/Middleware/EnsureTenantHeader.php"
_A_old = "        $tenant = $request->header('X-Tenant');"
_A_new = "        $tenant = $request->header('X-Tenant') ?? $request->route('tenant');"
_B_new = "        $tenant = $request->route('tenant') ?? $request->header('X-Tenant');"
_fail = ("\n   FAIL  Tests\\Feature\\TenantHeaderTest\n  \u2717 header wins over route parameter                                 0.05s\n"
         "  Expected response status code [200] but received 403.\n\n  Tests:    1 failed, 4 passed (9 assertions)")
_fail2 = ("\n   FAIL  Tests\\Feature\\TenantHeaderTest\n  \u2717 route parameter used when header missing                         0.04s\n"
          "  Expected response status code [200] but received 403.\n\n  Tests:    1 failed, 4 passed (9 assertions)")

# ---------------------------------------------------------------- m1 git checkout -- oscillation, watchdog thrashing (claude)
CASES.append(Case(
    "tenant-header-fallback", "claude", "model_confusion", noise=('php', 10, 0, None),
    prompt="""
# MT-212: Tenant resolution ignores the route parameter

`EnsureTenantHeader` only reads `X-Tenant`. Public embed routes (`/embed/{tenant}/...`) have no
header, so they 403. Use the header when present, otherwise the `{tenant}` route parameter;
the tenant must still be one the user belongs to.

**Where:** `app/Http/Middleware/EnsureTenantHeader.php`

## Acceptance criteria
- `tests/Feature/TenantHeaderTest.php` (5 tests) passes
""",
    steps=[
        read(_MW, "    public function handle(Request $request, Closure $next)\n    {\n" + _A_old + "\n        if (! $tenant || ! $request->user()?->belongsToTenant($tenant)) {\n            abort(403);\n        }\n        app(TenantContext::class)->set($tenant);\n        return $next($request);\n    }", start=14),
        edit(_MW, _A_old, _A_new),
        bash("php artisan test tests/Feature/TenantHeaderTest.php 2>&1 | tail -5", _fail2, rc=1),
        bash("git checkout -- " + _MW, "", ev="cmd"),
        edit(_MW, _A_old, _B_new),
        bash("php artisan test tests/Feature/TenantHeaderTest.php 2>&1 | tail -5", _fail, rc=1),
        bash("git checkout -- " + _MW, "", ev="cmd"),
        edit(_MW, _A_old, _A_new, ev=True),
        bash("php artisan test tests/Feature/TenantHeaderTest.php 2>&1 | tail -5", _fail2, rc=1),
        bash("git checkout -- " + _MW, "", ev="cmd"),
        edit(_MW, _A_old, _B_new, ev=True),
        bash("php artisan test tests/Feature/TenantHeaderTest.php 2>&1 | tail -5", _fail, rc=1),
        bash("git checkout -- " + _MW, "", ev="cmd"),
        edit(_MW, _A_old, _A_new, ev=True),
        bash("php artisan test tests/Feature/TenantHeaderTest.php 2>&1 | tail -5", _fail2, rc=1),
        notice("watchdog: thrashing detected on app/Http/Middleware/EnsureTenantHeader.php (5 edit/revert cycles, 2 alternating versions); terminating session", level="WARN", ev=True),
    ],
    end="killed",
    watchdog={"reason_code": "thrashing", "message": "Edit on app/Http/Middleware/EnsureTenantHeader.php reverted with `git checkout --` and re-applied 5 times, alternating between 2 versions with the same failing test; terminating.", "tool_name": "Edit", "call_count": 5},
    why="The agent alternated between two versions of the same line, reverting with `git checkout --` each time, without reading why the other test failed; the watchdog stopped it for thrashing.",
))

# ---------------------------------------------------------------- m2 git stash / pop cycles (codex)
_stash_out = "Saved working directory and index state WIP on agent/ing-77: 41c9e0a ingest: batch size from env"
_pop_out = "On branch agent/ing-77\nChanges not staged for commit:\n\tmodified:   internal/ingest/batcher.go\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")\nDropped refs/stash@{0} (9f3c2a7d1e5b4c6a8d0f2e4b6a8c0e2f4a6b8c0d)"
_gofail = "--- FAIL: TestBatcherFlushesOnShutdown (0.20s)\n    batcher_test.go:88: flushed 0 of 3 pending records before Close returned\nFAIL\nFAIL\tgithub.com/northwind/ingest/internal/ingest\t0.231s"
CASES.append(Case(
    "ingest-flush-on-close", "codex", "model_confusion", noise=('go', 16, 2, None),
    prompt="""
# ING-77: Batcher drops pending records on shutdown

`Batcher.Close()` cancels the flush goroutine's context before the final flush, so records
buffered since the last tick are lost on SIGTERM. Close must flush pending records first.

**Where:** `internal/ingest/batcher.go`

## Acceptance criteria
- `TestBatcherFlushesOnShutdown` passes; `go test -race ./internal/ingest/` passes
""",
    steps=[
        think("**Close ordering**\n\nClose should signal the loop to do a last flush and wait for it, then cancel."),
        read("internal/ingest/batcher.go", "func (b *Batcher) Close() error {\n\tb.cancel()\n\tb.wg.Wait()\n\treturn nil\n}", start=71),
        edit("internal/ingest/batcher.go", "\tb.cancel()\n\tb.wg.Wait()", "\tclose(b.done)\n\tb.wg.Wait()\n\tb.cancel()"),
        bash("go test -race ./internal/ingest/ 2>&1 | tail -4", _gofail, rc=1),
        think("**Compare with baseline**\n\nLet me check whether the test failed the same way before my change."),
        bash("git stash", _stash_out, ev="cmd"),
        bash("go test -race ./internal/ingest/ 2>&1 | tail -4", _gofail, rc=1),
        bash("git stash pop", _pop_out, ev="cmd"),
        bash("go test -race ./internal/ingest/ 2>&1 | tail -4", _gofail, rc=1),
        think("**Baseline again**\n\nSame failure with and without the change. Let me confirm the baseline once more to be sure it's not flaky."),
        bash("git stash", _stash_out, ev="cmd"),
        bash("go test -race ./internal/ingest/ 2>&1 | tail -4", _gofail, rc=1),
        bash("git stash pop", _pop_out, ev="cmd"),
        bash("go test -race ./internal/ingest/ 2>&1 | tail -4", _gofail, rc=1),
        think("**And once more**\n\nStill identical. Stash and compare one more time with -count=1 to rule out caching."),
        bash("git stash", _stash_out, ev="cmd"),
        bash("go test -race -count=1 ./internal/ingest/ 2>&1 | tail -4", _gofail, rc=1),
        bash("git stash pop", _pop_out, ev="cmd"),
        bash("go test -race -count=1 ./internal/ingest/ 2>&1 | tail -4", _gofail, rc=1),
    ],
    final="The shutdown flush test fails identically with and without my change to Close(); I have not yet found why the pending records are not flushed.",
    why="The agent cycled git stash / stash pop and re-ran the same test three times without ever looking at the flush loop (which never reads b.done), making no progress.",
))

# ---------------------------------------------------------------- m3 sed forth and back, watchdog loop (osmia)
_sed_fw = "sed -i 's/same_site: :lax/same_site: :strict/' config/initializers/session_store.rb"
_sed_bw = "sed -i 's/same_site: :strict/same_site: :lax/' config/initializers/session_store.rb"
_t_strict = "F\n\nFailure:\nSsoCallbackTest#test_session_survives_idp_redirect [test/integration/sso_callback_test.rb:19]:\nExpected response to be a <3XX: redirect>, but was a <401: Unauthorized>\n\n4 runs, 9 assertions, 1 failures, 0 errors, 0 skips"
_t_lax = "F\n\nFailure:\nSessionCookieTest#test_cookie_flags [test/integration/session_cookie_test.rb:11]:\nExpected /HttpOnly/i to match \"_admin_session=...; path=/; secure; SameSite=Lax\".\n\n4 runs, 9 assertions, 1 failures, 0 errors, 0 skips"
CASES.append(Case(
    "admin-cookie-flags", "osmia", "model_confusion", files_changed=1,
    prompt="""
# ADM-140: Admin session cookie lacks HttpOnly

The admin app's session cookie is missing `HttpOnly`. Add it; keep SameSite=Lax (the SSO
callback needs it).

**Where:** `config/initializers/session_store.rb`

## Acceptance criteria
- cookie flags `secure; HttpOnly; SameSite=Lax`; `bin/rails test test/integration` passes
""",
    steps=[
        say("Reading the session store config."),
        read("config/initializers/session_store.rb", "Rails.application.config.session_store :cookie_store,\n  key: '_admin_session',\n  secure: true,\n  httponly: false,\n  same_site: :lax"),
        bash(_sed_fw, "", ev="cmd"),
        bash("bin/rails test test/integration 2>&1 | tail -6", _t_strict, rc=1),
        bash(_sed_bw, "", ev="cmd"),
        bash("bin/rails test test/integration 2>&1 | tail -6", _t_lax, rc=1),
        bash(_sed_fw, "", ev="cmd"),
        bash("bin/rails test test/integration 2>&1 | tail -6", _t_strict, rc=1),
        bash(_sed_bw, "", ev="cmd"),
        bash("bin/rails test test/integration 2>&1 | tail -6", _t_lax, rc=1),
        bash(_sed_fw, "", ev="cmd"),
        bash("bin/rails test test/integration 2>&1 | tail -6", _t_strict, rc=1),
        notice("watchdog: loop detected (Bash sed on config/initializers/session_store.rb alternating between two substitutions, 5 times); session terminated", ev=True),
    ],
    end="killed",
    watchdog={"reason_code": "loop", "message": "Bash: two sed substitutions on config/initializers/session_store.rb applied alternately 5 times (strict<->lax) with alternating test failures; terminating.", "tool_name": "Bash", "call_count": 10},
    why="The agent toggled SameSite between strict and lax with sed five times, never touching the httponly: false line the ticket is about; the watchdog killed the loop.",
))

# ---------------------------------------------------------------- m4 identical edit + test rounds (transcript)
_old = "    if token.expires_at > now:"
_new = "    if token.expires_at >= now:"
_out = "FAILED tests/test_tokens.py::test_token_expired_at_exact_boundary - AssertionError: assert True is False\n1 failed, 23 passed in 0.41s"
CASES.append(Case(
    "api-token-boundary", "claude-transcript", "model_confusion",
    prompt="""
# API-1902: Token valid at its exact expiry instant

`is_valid(token, now)` in the legacy Flask API returns True when `now == expires_at`. A token must
be invalid from its expiry instant onward.

**Where:** `legacyapi/auth/tokens.py`

## Acceptance criteria
- `pytest tests/test_tokens.py` passes
""",
    steps=[
        read("legacyapi/auth/tokens.py", "def is_valid(token, now=None):\n    now = now or datetime.now(timezone.utc)\n    if token.revoked:\n        return False\n    if token.expires_at > now:\n        return True\n    return token.expires_at == now", start=40),
        edit("legacyapi/auth/tokens.py", _old, _new),
        bash("pytest -q tests/test_tokens.py 2>&1 | tail -2", _out, rc=1),
        edit("legacyapi/auth/tokens.py", _old, _new, ok=False, ev=True,
             err="<tool_use_error>String to replace not found in file.\nString:     if token.expires_at > now:</tool_use_error>"),
        bash("pytest -q tests/test_tokens.py 2>&1 | tail -2", _out, rc=1, ev=True),
        edit("legacyapi/auth/tokens.py", _old, _new, ok=False, ev=True,
             err="<tool_use_error>String to replace not found in file.\nString:     if token.expires_at > now:</tool_use_error>"),
        bash("pytest -q tests/test_tokens.py 2>&1 | tail -2", _out, rc=1, ev=True),
        edit("legacyapi/auth/tokens.py", _old, _new, ok=False, ev=True,
             err="<tool_use_error>String to replace not found in file.\nString:     if token.expires_at > now:</tool_use_error>"),
        bash("pytest -q tests/test_tokens.py 2>&1 | tail -2", _out, rc=1, ev=True),
        edit("legacyapi/auth/tokens.py", _old, _new, ok=False, ev=True,
             err="<tool_use_error>String to replace not found in file.\nString:     if token.expires_at > now:</tool_use_error>"),
        bash("pytest -q tests/test_tokens.py 2>&1 | tail -2", _out, rc=1, ev=True),
    ],
    end="killed",
    watchdog={"reason_code": "loop", "message": "Identical Edit (legacyapi/auth/tokens.py) + identical Bash (pytest -q tests/test_tokens.py) repeated 5 times with identical output; terminating.", "tool_name": "Edit", "call_count": 10},
    why="The agent repeated the same (already applied, and wrong-direction) edit and the same test run five times with identical failures, never re-reading the function's `== now` fallthrough.",
))

# ---------------------------------------------------------------- m5 working from a method that does not exist (claude)
CASES.append(Case(
    "remember-token-rotation", "claude", "model_confusion", near_miss="dependency_missing",
    prompt="""
# AUTH-640: Rotate remember-me token on password change

When a user changes their password, existing "remember me" cookies keep working. Cycle the
user's `remember_token` in `PasswordController@update` (Laravel's
`Auth::logoutOtherDevices()` is not an option: we don't use AuthenticateSession).

**Where:** `app/Http/Controllers/Settings/PasswordController.php`

## Acceptance criteria
- old remember cookie rejected after password change; `tests/Feature/Settings/PasswordUpdateTest.php` passes
""",
    steps=[
        say("I'll use the guard's rotateRememberToken() helper in the controller."),
        edit("app/Http/Controllers/Settings/PasswordController.php", "        $user->save();", "        $user->save();\n        Auth::guard()->rotateRememberToken($user);"),
        bash("php artisan test tests/Feature/Settings/PasswordUpdateTest.php 2>&1 | tail -5", "\n   BadMethodCallException \n\n  Method Illuminate\\Auth\\SessionGuard::rotateRememberToken does not exist.\n\n  at vendor/laravel/framework/src/Illuminate/Macroable/Traits/Macroable.php:115", rc=1, ev=True),
        say("The guard method must be registered by our TokenRotator service. Let me open it."),
        read("app/Services/Auth/TokenRotator.php", "", missing=True, ev=True),
        bash("ls app/Services/Auth/", "ResetTokenRepository.php\nTwoFactorVerifier.php", ev=True),
        grep("rotateRememberToken|TokenRotator", "", "app", ev=True),
        say("TokenRotator should be bound in AuthServiceProvider; I'll register the macro there so the guard has rotateRememberToken()."),
        edit("app/Providers/AuthServiceProvider.php", "    public function boot(): void\n    {", "    public function boot(): void\n    {\n        SessionGuard::macro('rotateRememberToken', fn ($user) => app(TokenRotator::class)->rotate($user));", ev=True),
        bash("php artisan test tests/Feature/Settings/PasswordUpdateTest.php 2>&1 | tail -4", "\n   Illuminate\\Contracts\\Container\\BindingResolutionException \n\n  Target class [App\\Providers\\TokenRotator] does not exist.", rc=1, ev=True),
        say("The TokenRotator class is in App\\Services\\Auth; fixing the import."),
        edit("app/Providers/AuthServiceProvider.php", "use Illuminate\\Auth\\SessionGuard;", "use Illuminate\\Auth\\SessionGuard;\nuse App\\Services\\Auth\\TokenRotator;"),
        bash("php artisan test tests/Feature/Settings/PasswordUpdateTest.php 2>&1 | tail -4", "\n   Illuminate\\Contracts\\Container\\BindingResolutionException \n\n  Target class [App\\Services\\Auth\\TokenRotator] does not exist.", rc=1, ev=True),
        bash("composer dump-autoload -o 2>&1 | tail -1 && php artisan test tests/Feature/Settings/PasswordUpdateTest.php 2>&1 | tail -2", "Generated optimized autoload files containing 7321 classes\n  Target class [App\\Services\\Auth\\TokenRotator] does not exist.", rc=1),
        say("The autoloader still can't see TokenRotator; it may be excluded by a classmap rule. Checking composer.json autoload paths."),
        bash("grep -n -A4 '\"autoload\"' composer.json", "21:    \"autoload\": {\n22-        \"psr-4\": {\n23-            \"App\\\\\": \"app/\",\n24-            \"Database\\\\Factories\\\\\": \"database/factories/\","),
    ],
    final="I wired a rotateRememberToken macro on SessionGuard backed by TokenRotator, but the container still cannot resolve App\\Services\\Auth\\TokenRotator even after regenerating the autoloader; the autoload mapping looks correct, so this needs further investigation.",
    why="The agent built on a guard method and a TokenRotator class that do not exist (ls and grep show none), chasing autoload errors instead of setting a new remember_token; nothing was missing from the environment.",
))

# ---------------------------------------------------------------- m6 java.version 17 <-> 21 flip-flop (codex)
CASES.append(Case(
    "scheduler-virtual-threads", "codex", "model_confusion",
    prompt="""
# SCHED-88: Job runner thread pool exhausted under load

`JobRunner` uses a fixed pool of 16 platform threads and blocks on HTTP calls; under load jobs
queue for minutes. The service runs on Java 21: switch the runner to
`Executors.newVirtualThreadPerTaskExecutor()`.

**Where:** `src/main/java/com/northwind/scheduler/JobRunner.java`

## Acceptance criteria
- virtual-thread executor; `./mvnw -B test` passes
""",
    steps=[
        think("**Check the Java level**\n\nVirtual threads need 21. Look at pom.xml."),
        bash("grep -n 'java.version' pom.xml; java -version 2>&1 | head -1", "18:    <java.version>21</java.version>\nopenjdk version \"21.0.3\" 2024-04-16"),
        edit("src/main/java/com/northwind/scheduler/JobRunner.java", "    private final ExecutorService pool = Executors.newFixedThreadPool(16);", "    private final ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();"),
        bash("./mvnw -B -q test 2>&1 | tail -4", "[ERROR] Tests run: 22, Failures: 1, Errors: 0, Skipped: 0\n[ERROR] JobRunnerTest.reportsPoolSize:41 expected: <16> but was: <0>", rc=1),
        think("**Maybe 17 is safer**\n\nThe tests were written for Java 17 semantics; switch java.version to 17 to match."),
        edit("pom.xml", "    <java.version>21</java.version>", "    <java.version>17</java.version>", ev=True),
        bash("./mvnw -B -q test 2>&1 | tail -3", "[ERROR] /workspace/repo/src/main/java/com/northwind/scheduler/JobRunner.java:[14,55] cannot find symbol\n  symbol:   method newVirtualThreadPerTaskExecutor()\n  location: class java.util.concurrent.Executors", rc=1),
        think("**Back to 21**\n\nVirtual threads require 21, so the pom must be 21."),
        edit("pom.xml", "    <java.version>17</java.version>", "    <java.version>21</java.version>", ev=True),
        bash("./mvnw -B -q test 2>&1 | tail -2", "[ERROR] JobRunnerTest.reportsPoolSize:41 expected: <16> but was: <0>", rc=1),
        think("**Try 17 with preview**\n\nPerhaps 17 with the fixed pool and 21 only in production. Set 17 again and restore the fixed pool."),
        edit("pom.xml", "    <java.version>21</java.version>", "    <java.version>17</java.version>", ev=True),
        edit("src/main/java/com/northwind/scheduler/JobRunner.java", "    private final ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();", "    private final ExecutorService pool = Executors.newFixedThreadPool(16);", ev=True),
        bash("./mvnw -B -q test 2>&1 | tail -2 || true", "[INFO] Tests run: 22, Failures: 0, Errors: 0, Skipped: 0"),
        think("**But the ticket wants virtual threads**\n\nGo back to 21 and the virtual executor."),
        edit("pom.xml", "    <java.version>17</java.version>", "    <java.version>21</java.version>", ev=True),
        edit("src/main/java/com/northwind/scheduler/JobRunner.java", "    private final ExecutorService pool = Executors.newFixedThreadPool(16);", "    private final ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();", ev=True),
        bash("./mvnw -B -q test 2>&1 | tail -2", "[ERROR] JobRunnerTest.reportsPoolSize:41 expected: <16> but was: <0>", rc=1),
    ],
    final="Virtual threads need Java 21, but with 21 JobRunnerTest.reportsPoolSize fails; with 17 the executor does not exist. I went back and forth and have not settled on a working combination.",
    why="The agent flip-flopped java.version between 21 and 17 and the executor between two versions, undoing its own changes, instead of looking at the one pool-size test.",
))

# ---------------------------------------------------------------- m7 git restore oscillation in a cabal file (osmia)
CASES.append(Case(
    "ledger-parse-aeson22", "osmia", "model_confusion",
    prompt="""
# TOOLS-94: ledger-parse: allow aeson 2.2

The Stackage snapshot moved to aeson 2.2; `ledger-parse.cabal` has `aeson >=2.0 && <2.2`. Relax the
bound and fix the one import that moved (`Data.Aeson.Parser` was split into `attoparsec-aeson`).

## Acceptance criteria
- builds with aeson 2.2 and `attoparsec-aeson`; `cabal test` passes
""",
    steps=[
        say("Relaxing the aeson bound first."),
        edit("ledger-parse.cabal", "                  , aeson >=2.0 && <2.2", "                  , aeson >=2.0 && <2.3"),
        bash("cabal build 2>&1 | tail -4", "src/Ledger/Parse/Json.hs:7:1: error:\n    Could not find module \u2018Data.Aeson.Parser\u2019\n    Perhaps you meant Data.Aeson.Types (from aeson-2.2.1.0)\n  |\n7 | import Data.Aeson.Parser (json')", rc=1),
        bash("git restore ledger-parse.cabal && cabal build 2>&1 | tail -1", "Linking /workspace/repo/dist-newstyle/build/x86_64-linux/ghc-9.6.4/ledger-parse-1.4.0/x/ledger-parse/build/ledger-parse/ledger-parse ...", ev="cmd"),
        say("It builds with the old bound. The ticket needs 2.2 though; relaxing again and adding attoparsec-aeson."),
        edit("ledger-parse.cabal", "                  , aeson >=2.0 && <2.2", "                  , aeson >=2.0 && <2.3\n                  , attoparsec-aeson >=2.2"),
        bash("cabal build 2>&1 | tail -4", "src/Ledger/Parse/Json.hs:7:1: error:\n    Could not find module \u2018Data.Aeson.Parser\u2019\n    It is a member of the hidden package \u2018aeson-2.1.2.1\u2019.\n  |\n7 | import Data.Aeson.Parser (json')", rc=1),
        bash("git restore ledger-parse.cabal src/Ledger/Parse/Json.hs && cabal build 2>&1 | tail -1", "Linking /workspace/repo/dist-newstyle/build/x86_64-linux/ghc-9.6.4/ledger-parse-1.4.0/x/ledger-parse/build/ledger-parse/ledger-parse ...", ev="cmd"),
        edit("ledger-parse.cabal", "                  , aeson >=2.0 && <2.2", "                  , aeson >=2.0 && <2.3\n                  , attoparsec-aeson >=2.2", ev=True),
        bash("cabal build 2>&1 | tail -3", "src/Ledger/Parse/Json.hs:7:1: error:\n    Could not find module \u2018Data.Aeson.Parser\u2019\n  |", rc=1),
        bash("git restore ledger-parse.cabal && cabal build 2>&1 | tail -1", "Linking /workspace/repo/dist-newstyle/build/x86_64-linux/ghc-9.6.4/ledger-parse-1.4.0/x/ledger-parse/build/ledger-parse/ledger-parse ...", ev="cmd"),
        edit("ledger-parse.cabal", "                  , aeson >=2.0 && <2.2", "                  , aeson >=2.0 && <2.3\n                  , attoparsec-aeson >=2.2", ev=True),
        bash("cabal build 2>&1 | tail -3", "src/Ledger/Parse/Json.hs:7:1: error:\n    Could not find module \u2018Data.Aeson.Parser\u2019\n  |", rc=1),
    ],
    final="Relaxing the aeson bound breaks the Data.Aeson.Parser import; restoring the cabal file makes it build again. I could not get a build with aeson 2.2.",
    why="The agent repeatedly relaxed the bound and undid it with `git restore`, never changing the import to Data.Aeson.Parser from attoparsec-aeson as the ticket says; the module error is from its own unchanged import.",
))

# ---------------------------------------------------------------- m8 identical mvn test runs without any change (transcript)
_mvn = "[ERROR] Tests run: 58, Failures: 1, Errors: 0, Skipped: 0\n[ERROR] Failures: \n[ERROR]   PdfStampTest.stampsVersionFooter:37 expected: <Invoice v5.3.1> but was: <Invoice v5.3.0>\n[INFO] BUILD FAILURE"
CASES.append(Case(
    "invoice-pdf-version-footer", "claude-transcript", "model_confusion",
    prompt="""
# REL-193: PDF footer shows the previous release version

Invoices generated by 5.3.1 still say "Invoice v5.3.0" in the footer. The footer reads
`Version.CURRENT`, which is a hardcoded constant that was not bumped. Generate it from the Maven
project version (resource filtering of `version.properties`) so it can't drift again.

## Acceptance criteria
- footer shows the project version; `./mvnw -B test` passes
""",
    steps=[
        read("src/main/java/com/northwind/invoice/Version.java", "package com.northwind.invoice;\n\npublic final class Version {\n    public static final String CURRENT = \"5.3.0\";\n    private Version() {}\n}"),
        bash("./mvnw -B test 2>&1 | tail -4", _mvn, rc=1),
        bash("./mvnw -B test 2>&1 | tail -4", _mvn, rc=1, ev=True),
        bash("./mvnw -B test 2>&1 | tail -4", _mvn, rc=1, ev=True),
        say("Let me run it again to make sure the failure is stable."),
        bash("./mvnw -B test 2>&1 | tail -4", _mvn, rc=1, ev=True),
        bash("./mvnw -B test 2>&1 | tail -4", _mvn, rc=1, ev=True),
        bash("./mvnw -B test 2>&1 | tail -4", _mvn, rc=1, ev=True),
        bash("./mvnw -B test 2>&1 | tail -4", _mvn, rc=1, ev=True),
    ],
    end="killed",
    watchdog={"reason_code": "loop", "message": "Bash `./mvnw -B test 2>&1 | tail -4` repeated 7 times with identical output and no edits in between; terminating.", "tool_name": "Bash", "call_count": 7},
    why="The agent re-ran the identical test command seven times with no edit in between, making no attempt at the version-properties change; the watchdog stopped the loop.",
))

# ---------------------------------------------------------------- m9 timeouts in the test, agent oscillates (claude)
_t504 = "--- FAIL: TestUpstreamTimeoutReturns504 (2.01s)\n    proxy_test.go:112: status = 502, want 504 (upstream exceeded 2s deadline)\nFAIL\nFAIL\tgithub.com/northwind/edge/internal/proxy\t2.043s"
_t502 = "--- FAIL: TestUpstreamResetReturns502 (0.01s)\n    proxy_test.go:131: status = 504, want 502 (connection reset by peer)\nFAIL\nFAIL\tgithub.com/northwind/edge/internal/proxy\t2.051s"
CASES.append(Case(
    "edge-gateway-status-map", "claude", "model_confusion", near_miss="infra_failure",
    prompt="""
# EDGE-301: Upstream timeouts reported as 502 instead of 504

The edge proxy maps every upstream error to 502. A deadline exceeded should be 504 Gateway
Timeout; connection errors stay 502.

**Where:** `internal/proxy/errors.go` (`statusFor(err error) int`)

## Acceptance criteria
- `go test ./internal/proxy/` passes (TestUpstreamTimeoutReturns504, TestUpstreamResetReturns502)
""",
    steps=[
        read("internal/proxy/errors.go", "func statusFor(err error) int {\n\tif err == nil {\n\t\treturn http.StatusOK\n\t}\n\treturn http.StatusBadGateway\n}", start=9),
        edit("internal/proxy/errors.go", "\treturn http.StatusBadGateway\n}", "\treturn http.StatusGatewayTimeout\n}"),
        bash("go test ./internal/proxy/ 2>&1 | tail -4", _t502, rc=1),
        edit("internal/proxy/errors.go", "\treturn http.StatusGatewayTimeout\n}", "\treturn http.StatusBadGateway\n}", ev=True),
        bash("go test ./internal/proxy/ 2>&1 | tail -4", _t504, rc=1),
        say("Timeout errors need 504, so the default must be 504."),
        edit("internal/proxy/errors.go", "\treturn http.StatusBadGateway\n}", "\treturn http.StatusGatewayTimeout\n}", ev=True),
        bash("go test ./internal/proxy/ 2>&1 | tail -4", _t502, rc=1),
        say("But resets need 502. Reverting to 502."),
        edit("internal/proxy/errors.go", "\treturn http.StatusGatewayTimeout\n}", "\treturn http.StatusBadGateway\n}", ev=True),
        bash("go test ./internal/proxy/ 2>&1 | tail -4", _t504, rc=1),
        edit("internal/proxy/errors.go", "\treturn http.StatusBadGateway\n}", "\treturn http.StatusGatewayTimeout\n}", ev=True),
        bash("go test ./internal/proxy/ 2>&1 | tail -4", _t502, rc=1),
    ],
    final="statusFor can return either 502 or 504 but one of the two proxy tests always fails; I have not found a default that satisfies both.",
    why="The agent kept swapping the single default between 502 and 504 instead of branching on the error type (errors.Is(err, context.DeadlineExceeded)); the timeouts are the code under test, not the platform.",
))

# ---------------------------------------------------------------- m10 Makefile tabs <-> spaces (transcript)
_mk_err = "Makefile:14: *** missing separator.  Stop."
_mk_ok_fail = "cc -O2 -Wall -o bin/tzdump src/tzdump.c src/zone.c\n./bin/tzdump --selftest\nselftest: zone Europe/Lisbon: offset 0, want 3600 (DST 2026-03-29)\nmake: *** [Makefile:15: check] Error 1"
CASES.append(Case(
    "tzdump-lisbon-dst", "claude-transcript", "model_confusion",
    prompt="""
# TOOLS-101: tzdump gets Lisbon DST wrong

`tzdump` (small C tool, built with make) computes the last-Sunday-of-March transition with an
off-by-one week for months where the 31st is a Sunday. Fix `last_sunday()` in `src/zone.c`.

## Acceptance criteria
- `make check` passes (selftest includes Europe/Lisbon 2026-03-29)
""",
    steps=[
        bash("make check 2>&1 | tail -3", _mk_ok_fail, rc=2),
        read("Makefile", "CC ?= cc\nCFLAGS ?= -O2 -Wall\n\nbin/tzdump: src/tzdump.c src/zone.c\n\t$(CC) $(CFLAGS) -o $@ $^\n\ncheck: bin/tzdump\n\t./bin/tzdump --selftest", start=7),
        say("The recipe lines may have mixed indentation that makes make skip the rebuild. I'll normalise them to spaces."),
        bash("sed -i 's/^\\t/    /' Makefile && make check 2>&1 | tail -1", _mk_err, rc=2, ev="cmd"),
        bash("sed -i 's/^    /\\t/' Makefile && make check 2>&1 | tail -2", _mk_ok_fail.split("\n", 2)[2], rc=2, ev="cmd"),
        say("Tabs are required. Perhaps the issue is that bin/tzdump isn't rebuilt. Converting to spaces with .RECIPEPREFIX instead."),
        bash("sed -i '1i .RECIPEPREFIX = >' Makefile && sed -i 's/^\\t/> /' Makefile && make check 2>&1 | tail -2", _mk_ok_fail.split("\n", 2)[2], rc=2, ev="cmd"),
        bash("git checkout -- Makefile && make check 2>&1 | tail -2", _mk_ok_fail.split("\n", 2)[2], rc=2, ev="cmd"),
        bash("sed -i 's/^\\t/    /' Makefile && make check 2>&1 | tail -1", _mk_err, rc=2, ev="cmd"),
        bash("git checkout -- Makefile && make -B check 2>&1 | tail -2", _mk_ok_fail.split("\n", 2)[2], rc=2, ev="cmd"),
    ],
    end="killed",
    watchdog={"reason_code": "thrashing", "message": "Makefile rewritten and restored 5 times (tabs/spaces/.RECIPEPREFIX) with the same selftest failure; src/zone.c never opened; terminating.", "tool_name": "Bash", "call_count": 6},
    why="The agent kept rewriting and restoring the Makefile's indentation while the selftest failure clearly pointed at last_sunday() in src/zone.c, which it never opened.",
))
