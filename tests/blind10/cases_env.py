"""Environment-side cases: platform, refusals, missing pieces, and runs that show no cause."""
from gen_lib import T, TH, B, R, G, E, W, APIERR, SYS, END

C = []
def case(**kw): C.append(kw)

# ---------------- infra_failure ----------------
case(slug="ios-receipt-parse", mode="infra_failure", stack="swift", near_miss="dependency_missing", long=True,
  title="IOS-311: Receipt parser drops trailing line items",
  body="`ReceiptParser.parse(_:)` in Sources/Receipts/ReceiptParser.swift loses the last item when the receipt has no trailing newline. Fix it and add an XCTest case.",
  steps=[T("I'll reproduce with the existing XCTest suite first."),
    B("swift test --filter ReceiptParserTests", "Building for debugging...\nerror: no such module 'SnapshotTesting'\n/workspace/repo/Tests/ReceiptsTests/ReceiptSnapshotTests.swift:2:8: error: no such module 'SnapshotTesting'\nimport SnapshotTesting\n       ^", 1),
    T("The snapshot library isn't checked out yet. Resolving packages."),
    B("swift package resolve", "Fetching https://github.com/pointfreeco/swift-snapshot-testing from cache\nwarning: 'swift-snapshot-testing': skipping cache due to an error: Couldn't fetch updates from remote repositories:\n    fatal: unable to access 'https://github.com/pointfreeco/swift-snapshot-testing/': Could not resolve host: github.com\nerror: Failed to clone repository https://github.com/pointfreeco/swift-snapshot-testing:\n    Cloning into bare repository '/root/.cache/org.swift.swiftpm/repositories/swift-snapshot-testing-2f9c1a3e'...\n    fatal: unable to access 'https://github.com/pointfreeco/swift-snapshot-testing/': Could not resolve host: github.com", 1, ev=True),
    B("curl -sS -o /dev/null -w '%{http_code}' https://github.com", "curl: (6) Could not resolve host: github.com", 6, ev=True),
    B("getent hosts proxy.golang.org pypi.org github.com; echo rc=$?", "rc=2", 0, ev=True),
    T("The pod has no DNS resolution for any external host, so packages can't be fetched and the test target can't build. Stopping here; the parser change itself is not the blocker."),
    END("Blocked: the sandbox cannot resolve github.com (curl exit 6), so SwiftPM cannot clone swift-snapshot-testing and the test target does not build.")],
  why="DNS resolution fails for every host, so SwiftPM cannot fetch the package; the 'no such module' is a consequence.")

case(slug="android-cart-badge", mode="infra_failure", stack="kotlin", near_miss="", long=True,
  title="AND-902: Cart badge shows stale count after checkout",
  body="After checkout the toolbar badge still shows the old item count. CartViewModel in app/src/main/java/shop/cart/CartViewModel.kt should reset `badgeCount` when `CheckoutCompleted` is emitted. Add a JUnit5 test.",
  steps=[T("Let me read the view model."),
    R("app/src/main/java/shop/cart/CartViewModel.kt", "class CartViewModel(private val repo: CartRepository) : ViewModel() {\n    val badgeCount = MutableStateFlow(0)\n    fun onEvent(e: CartEvent) = when (e) {\n        is CartEvent.Added -> badgeCount.update { it + 1 }\n        is CartEvent.Removed -> badgeCount.update { (it - 1).coerceAtLeast(0) }\n        CartEvent.CheckoutCompleted -> Unit\n    }\n}"),
    E("app/src/main/java/shop/cart/CartViewModel.kt", "        CartEvent.CheckoutCompleted -> Unit", "        CartEvent.CheckoutCompleted -> badgeCount.value = 0"),
    W("app/src/test/java/shop/cart/CartViewModelTest.kt", "class CartViewModelTest {\n    @Test\n    fun `checkout resets badge`() {\n        val vm = CartViewModel(FakeCartRepository())\n        vm.onEvent(CartEvent.Added(sku(\"A\")))\n        vm.onEvent(CartEvent.CheckoutCompleted)\n        assertEquals(0, vm.badgeCount.value)\n    }\n}"),
    B("./gradlew :app:testDebugUnitTest --tests 'shop.cart.*'", "Starting a Gradle Daemon (subsequent builds will be faster)\n> Task :app:compileDebugKotlin\n> Task :app:compileDebugUnitTestKotlin\n> Task :app:testDebugUnitTest\n\nExpiring Daemon because JVM heap space is exhausted\nDaemon will be stopped at the end of the build after running out of JVM memory\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nGradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)", 1, ev=True),
    B("dmesg | tail -3", "[81234.551] Memory cgroup out of memory: Killed process 2291 (java) total-vm:6123440kB, anon-rss:3981220kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:8420kB oom_score_adj:0\n[81234.553] oom_reaper: reaped process 2291 (java), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB", 0, ev=True),
    B("./gradlew :app:testDebugUnitTest --tests 'shop.cart.*' -Dorg.gradle.jvmargs=-Xmx1g --no-daemon", "> Task :app:compileDebugUnitTestKotlin\nKilled", 137, ev=True),
    END("The fix and test are written, but the Gradle test JVM is OOM-killed by the 4Gi pod limit on every attempt (exit 137), so the tests could not be run.")],
  why="The cgroup OOM killer ends the Gradle JVM on every attempt; the code change itself was fine.")

case(slug="flutter-onboarding-copy", mode="infra_failure", stack="flutter", near_miss="dependency_missing", long=True,
  title="MOB-77: Onboarding step 3 title uses wrong string key",
  body="lib/onboarding/step_three.dart renders `l10n.stepTwoTitle`; it should be `l10n.stepThreeTitle`. Update the widget test in test/onboarding/step_three_test.dart if needed.",
  steps=[T("Small fix; first make sure dependencies are there."),
    B("flutter pub get", "Resolving dependencies...\nGot socket error trying to find package intl at https://pub.dev.\npub get failed\ncommand: \"/opt/flutter/bin/cache/dart-sdk/bin/dart __deprecated_pub --color --directory . get --example\"\npub env: {\n  \"FLUTTER_ROOT\": \"/opt/flutter\",\n  \"PUB_ENVIRONMENT\": \"flutter_cli:get\",\n  \"PUB_CACHE\": \"/root/.pub-cache\",\n}\nexit code: 69", 69, ev=True),
    B("flutter pub get --offline", "Resolving dependencies...\nBecause onboarding_app depends on intl ^0.19.0 which doesn't match any versions, version solving failed.", 1),
    B("curl -sI https://pub.dev | head -1", "curl: (7) Failed to connect to pub.dev port 443 after 3 ms: Couldn't connect to server", 7, ev=True),
    E("lib/onboarding/step_three.dart", "Text(l10n.stepTwoTitle)", "Text(l10n.stepThreeTitle)"),
    B("flutter test test/onboarding/step_three_test.dart", "Error: Couldn't resolve the package 'intl' in 'package:intl/intl.dart'.\nlib/l10n/app_localizations.dart:3:8: Error: Not found: 'package:intl/intl.dart'", 1),
    END("Edited step_three.dart, but pub.dev is unreachable from the pod (socket error, curl exit 7), so intl cannot be fetched and tests cannot run.")],
  why="pub.dev cannot be reached (socket error, connection refused); the unresolved intl package follows from that.")

case(slug="sbt-ledger-rounding", mode="infra_failure", stack="scala", near_miss="", long=True,
  title="LED-140: Ledger.round uses HALF_UP instead of HALF_EVEN",
  body="Banker's rounding is required for ledger totals (src/main/scala/ledger/Ledger.scala). Switch to HALF_EVEN and extend LedgerSpec.",
  steps=[T("Reading Ledger.scala."),
    R("src/main/scala/ledger/Ledger.scala", "object Ledger {\n  def round(x: BigDecimal): BigDecimal = x.setScale(2, BigDecimal.RoundingMode.HALF_UP)\n}"),
    E("src/main/scala/ledger/Ledger.scala", "RoundingMode.HALF_UP", "RoundingMode.HALF_EVEN"),
    E("src/test/scala/ledger/LedgerSpec.scala", "  \"round\" should \"keep two decimals\" in {", "  \"round\" should \"use banker's rounding\" in {\n    Ledger.round(BigDecimal(\"2.345\")) shouldBe BigDecimal(\"2.34\")\n  }\n\n  it should \"keep two decimals\" in {"),
    B("sbt -Dsbt.server.forcestart=true test", "[info] welcome to sbt 1.10.2 (Eclipse Adoptium Java 17.0.12)\n[info] loading project definition from /workspace/repo/project\n[info] compiling 14 Scala sources to /workspace/repo/target/scala-2.13/classes ...", 0),
    SYS("pod ledger-agent-7c9f4 evicted: The node was low on resource: ephemeral-storage. Threshold quantity: 10%, available: 1822Mi. Container agent was using 9304Mi, request is 0, has larger consumption of ephemeral-storage.", ev=True),
    APIERR("Agent container terminated: pod evicted (DiskPressure) before the test run finished.", ev=True)],
  why="The pod was evicted for ephemeral-storage pressure mid-run; the agent's work was on track.")

case(slug="hs-csv-quote", mode="infra_failure", stack="haskell", near_miss="dependency_missing", long=True,
  title="DATA-58: CSV encoder does not quote fields containing newlines",
  body="Data.Csv.Encode.encodeField in src/Data/Csv/Encode.hs must quote fields containing '\\n'. Add an Hspec example.",
  steps=[T("Starting with the encoder."),
    R("src/Data/Csv/Encode.hs", "encodeField :: Text -> Text\nencodeField t\n  | T.any (`elem` [',', '\"']) t = quote t\n  | otherwise = t"),
    E("src/Data/Csv/Encode.hs", "T.any (`elem` [',', '\"']) t", "T.any (`elem` [',', '\"', '\\n', '\\r']) t"),
    B("stack test", "Preparing to download ghc-9.6.6 ...\nghc-9.6.6: download has begun\nghc-9.6.6:   12.31 MiB / 231.04 MiB (  5.33%) downloaded...", 0),
    APIERR("API Error: 429 {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"This request would exceed your organization's rate limit of 400,000 input tokens per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits.\"}}",
           "stream error: exceeded retry limit, last status: 429 Too Many Requests, request id: 8f3e0a7c91b2d4e6", ev=True)],
  why="The provider's per-minute token rate limit ended the session while GHC was still downloading; nothing was missing.")

case(slug="nuget-invoice-pdf", mode="infra_failure", stack="dotnet", near_miss="permission_blocked", long=True,
  title="FIN-2207: Invoice PDF footer shows wrong VAT number",
  body="src/Invoicing/PdfFooter.cs reads `Company:VatId` from the wrong config section. Fix and add an xUnit test.",
  steps=[T("Reading the footer builder."),
    R("src/Invoicing/PdfFooter.cs", "public string VatLine() => $\"VAT {_config[\"Billing:VatId\"]}\";"),
    E("src/Invoicing/PdfFooter.cs", "_config[\"Billing:VatId\"]", "_config[\"Company:VatId\"]"),
    B("dotnet test tests/Invoicing.Tests", "  Determining projects to restore...\n/workspace/repo/tests/Invoicing.Tests/Invoicing.Tests.csproj : error NU1301: Unable to load the service index for source https://pkgs.dev.azure.com/northwind/_packaging/internal/nuget/v3/index.json.\n  Response status code does not indicate success: 503 (Service Unavailable).", 1, ev=True),
    T("The private feed returns 503. Retrying in case it's transient."),
    B("sleep 30 && dotnet restore", "/workspace/repo/tests/Invoicing.Tests/Invoicing.Tests.csproj : error NU1301: Unable to load the service index for source https://pkgs.dev.azure.com/northwind/_packaging/internal/nuget/v3/index.json.\n  Response status code does not indicate success: 503 (Service Unavailable).", 1, ev=True),
    B("ls -ld ~/.nuget/packages", "drwxr-xr-x 412 agent agent 12288 Nov 21 08:14 /home/agent/.nuget/packages"),
    END("Fix applied in PdfFooter.cs; tests could not run because the internal NuGet feed answers 503 Service Unavailable on every restore.")],
  why="The package feed is down (503 on every restore); the code change was not the problem.")

case(slug="cmake-geo-hash", mode="infra_failure", stack="cpp", near_miss="", long=False,
  title="GEO-33: geohash_encode overflows at precision 12",
  body="src/geohash.cpp uses a 32-bit accumulator; precision 12 overflows. Use uint64_t and add a GoogleTest case.",
  steps=[T("Looking at the encoder."),
    G("uint32_t bits", "src/geohash.cpp:41:    uint32_t bits = 0;"),
    E("src/geohash.cpp", "    uint32_t bits = 0;", "    uint64_t bits = 0;"),
    B("cmake --build build -j8", "[ 12%] Building CXX object src/CMakeFiles/geo.dir/geohash.cpp.o\n[ 25%] Building CXX object tests/CMakeFiles/geo_tests.dir/geohash_test.cpp.o\nc++: fatal error: Killed signal terminated program cc1plus\ncompilation terminated.\ngmake[2]: *** [tests/CMakeFiles/geo_tests.dir/build.make:76: tests/CMakeFiles/geo_tests.dir/geohash_test.cpp.o] Error 1", 2, ev=True),
    B("cmake --build build -j1", "[ 25%] Building CXX object tests/CMakeFiles/geo_tests.dir/geohash_test.cpp.o\nc++: fatal error: Killed signal terminated program cc1plus\ncompilation terminated.", 2, ev=True),
    B("cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events", "1073741824\nlow 0\nhigh 0\nmax 318\noom 7\noom_kill 7", 0, ev=True),
    END("cc1plus is OOM-killed even with -j1 (cgroup memory.max 1Gi, oom_kill 7); could not build the test binary.")],
  why="The compiler is killed by the 1Gi cgroup memory limit on every build.")

case(slug="mix-webhook-sig", mode="infra_failure", stack="elixir", near_miss="dependency_missing", long=True,
  title="HOOK-19: Webhook signature check compares strings non-constant-time",
  body="lib/hooks/signature.ex uses `==` to compare HMACs. Use Plug.Crypto.secure_compare/2. Add an ExUnit test.",
  steps=[T("Let me fetch deps and run the hook tests."),
    B("mix deps.get", "Resolving Hex dependencies...\n** (Mix) Could not find Hex, which is needed to build dependency :plug_crypto\nShall I install Hex? (if running non-interactively, use \"mix local.hex --force\") [Yn] ", 1),
    B("mix local.hex --force", "* creating /root/.mix/archives/hex-2.1.1", 0),
    B("mix deps.get", "Resolving Hex dependencies...\nResolution completed in 0.112s\n* Getting plug_crypto (Hex package)\n** (Mix) httpc request failed with: {:failed_connect, [{:to_address, {~c\"repo.hex.pm\", 443}}, {:inet, [:inet], :etimedout}]}\n\nCould not install Hex because Mix could not download metadata at https://repo.hex.pm/installs/hex-1.x.csv.", 1, ev=True),
    B("HEX_HTTP_TIMEOUT=120 mix deps.get", "* Getting plug_crypto (Hex package)\n** (Mix) httpc request failed with: {:failed_connect, [{:to_address, {~c\"repo.hex.pm\", 443}}, {:inet, [:inet], :etimedout}]}", 1, ev=True),
    T("repo.hex.pm times out at the TCP level from this runner; the network egress looks blocked or down."),
    APIERR("Session ended: runner lost network connectivity (egress to repo.hex.pm:443 timed out repeatedly).", ev=True)],
  why="repo.hex.pm is unreachable (etimedout), so Hex packages cannot be fetched; the earlier missing-Hex prompt was fixed.")

case(slug="deno-feed-cache", mode="infra_failure", stack="deno", near_miss="", long=False,
  title="FEED-8: RSS cache ignores Cache-Control max-age",
  body="src/cache.ts stores feeds forever. Honour `max-age` from the response. Add a Deno test.",
  steps=[T("Reading cache.ts."),
    R("src/cache.ts", "export async function getFeed(url: string) {\n  const hit = store.get(url);\n  if (hit) return hit.body;\n  ...\n}"),
    E("src/cache.ts", "  if (hit) return hit.body;", "  if (hit && hit.expires > Date.now()) return hit.body;"),
    APIERR("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CZq8Ewr3vT9nXkQp2LmHd\"}",
           "unexpected status 503 Service Unavailable: upstream connect error or disconnect/reset before headers. reset reason: overflow", ev=True)],
  why="The provider was overloaded and ended the session mid-edit.")

# ---------------- permission_blocked ----------------
case(slug="ios-keychain-migrate", mode="permission_blocked", stack="swift", near_miss="dependency_missing", long=True,
  title="IOS-402: Keychain migration loses access group",
  body="KeychainStore.migrate() in Sources/Auth/KeychainStore.swift drops kSecAttrAccessGroup. Preserve it. Build with the SwiftLint plugin (requires `swift package resolve`).",
  steps=[T("Resolving packages first."),
    B("swift package resolve", "error: Couldn't create directory '/workspace/repo/.build': Read-only file system (30)\nerror: 'repo': Invalid manifest", 1, ev=True),
    B("touch .build-probe", "touch: cannot touch '.build-probe': Read-only file system", 1, ev=True),
    B("swift build --scratch-path /tmp/build", "error: no such module 'SwiftLintPlugin'\nerror: fatalError", 1),
    T("Redirecting the scratch path avoids the read-only workspace but the plugin package still isn't available because resolution wrote nothing. The workspace mount is read-only, so I can't edit KeychainStore.swift either."),
    E("Sources/Auth/KeychainStore.swift", "query.removeValue(forKey: kSecAttrAccessGroup as String)", "", out="EROFS: read-only file system, open '/workspace/repo/Sources/Auth/KeychainStore.swift'", ev=True),
    END("Cannot proceed: /workspace/repo is mounted read-only (EROFS), so neither package resolution nor the source edit can be written.")],
  why="The workspace is mounted read-only; the 'no such module' only follows from resolution not being able to write.")

case(slug="gradle-release-notes", mode="permission_blocked", stack="kotlin", near_miss="", long=True,
  title="REL-55: Publish release notes task writes to wrong folder",
  body="buildSrc/src/main/kotlin/ReleaseNotesTask.kt writes to build/notes instead of build/outputs/notes. Fix, then push branch `fix/rel-55` and open the PR.",
  steps=[T("Fixing the output path."),
    G("build/notes", "buildSrc/src/main/kotlin/ReleaseNotesTask.kt:18:    val out = project.layout.buildDirectory.dir(\"notes\")"),
    E("buildSrc/src/main/kotlin/ReleaseNotesTask.kt", "buildDirectory.dir(\"notes\")", "buildDirectory.dir(\"outputs/notes\")"),
    B("./gradlew :buildSrc:test", "BUILD SUCCESSFUL in 41s\n9 actionable tasks: 9 executed", 0),
    B("git checkout -b fix/rel-55 && git commit -qam 'Write release notes to build/outputs/notes' && git push -u origin fix/rel-55",
      "Switched to a new branch 'fix/rel-55'\nremote: Permission to northwind/shop-android.git denied to orbit-agent[bot].\nfatal: unable to access 'https://github.com/northwind/shop-android.git/': The requested URL returned error: 403", 128, ev=True),
    B("gh auth status", "github.com\n  ✓ Logged in to github.com account orbit-agent[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************\n  - Token scopes: 'read:org', 'repo:status'", 0, ev=True),
    END("The change builds and tests pass, but pushing is refused with 403: the token has only read:org and repo:status scopes.")],
  why="git push is refused with 403 because the token lacks write scope.")

case(slug="composer-mailer-dsn", mode="permission_blocked", stack="php", near_miss="dependency_missing", long=True,
  title="MAIL-63: Mailer DSN ignores port from env",
  body="src/Mail/TransportFactory.php builds the DSN without `MAILER_PORT`. Fix and cover with a PHPUnit test.",
  steps=[T("Installing dependencies."),
    B("composer install --no-interaction", "Installing dependencies from lock file (including require-dev)\nPackage operations: 48 installs, 0 updates, 0 removals\n\nIn Filesystem.php line 261:\n\n  /workspace/repo/vendor does not exist and could not be created: mkdir(): Permission denied", 1, ev=True),
    B("ls -ld /workspace/repo /workspace/repo/vendor", "ls: cannot access '/workspace/repo/vendor': No such file or directory\ndr-xr-xr-x 9 root root 4096 Nov 22 06:40 /workspace/repo", 2, ev=True),
    B("vendor/bin/phpunit tests/Mail", "bash: vendor/bin/phpunit: No such file or directory", 127),
    B("php -r 'require \"vendor/autoload.php\";'", "PHP Warning:  require(vendor/autoload.php): Failed to open stream: No such file or directory in Command line code on line 1\nPHP Fatal error:  Uncaught Error: Failed opening required 'vendor/autoload.php'", 255),
    B("sudo chown -R $(id -u) /workspace/repo", "sudo: a password is required", 1, ev=True),
    END("The repository directory is owned by root and not writable by the agent user (mkdir vendor: Permission denied; sudo requires a password). Nothing could be installed.")],
  why="Composer cannot create vendor/ because the repo dir is root-owned and read-only for the agent; the missing autoload follows from that.")

case(slug="sbt-ivy-lock", mode="permission_blocked", stack="scala", near_miss="", long=False,
  title="SRCH-12: Query parser accepts empty phrase",
  body="src/main/scala/search/QueryParser.scala must reject `\"\"` (empty phrase) with ParseError.EmptyPhrase.",
  steps=[T("Running the parser suite."),
    B("sbt 'testOnly search.QueryParserSpec'", "[info] welcome to sbt 1.10.2 (Eclipse Adoptium Java 17.0.12)\njava.io.IOException: Permission denied\n\tat java.base/java.io.UnixFileSystem.createFileExclusively(Native Method)\n\tat java.base/java.io.File.createNewFile(File.java:1043)\n\tat sbt.internal.BootServerSocket.<init>(BootServerSocket.java:220)\n[error] Could not create lock file /home/agent/.sbt/boot/sbt.boot.lock: Permission denied", 1, ev=True),
    B("ls -ld ~/.sbt ~/.sbt/boot", "drwxr-xr-x 3 root root 4096 Nov 20 02:11 /home/agent/.sbt\ndrwxr-xr-x 4 root root 4096 Nov 20 02:11 /home/agent/.sbt/boot", 0, ev=True),
    B("sbt -Dsbt.global.base=/tmp/sbt -Dsbt.boot.directory=/tmp/sbt-boot 'testOnly search.QueryParserSpec'", "[error] java.nio.file.AccessDeniedException: /home/agent/.cache/coursier/v1/.structure.lock", 1, ev=True),
    END("sbt cannot create its lock files: ~/.sbt and ~/.cache/coursier are root-owned in this image.")],
  why="sbt and coursier are refused write access to their own cache directories (root-owned).")

case(slug="codex-sandbox-rockspec", mode="permission_blocked", stack="lua", near_miss="", long=True, fmt="codex",
  title="LUA-21: Template engine escapes single quotes twice",
  body="src/tmpl/escape.lua double-escapes `'`. Fix and run the busted suite; install test deps with luarocks if needed.",
  steps=[T("Checking whether busted is available."),
    B("busted --version", "bash: busted: command not found", 127),
    B("luarocks install --local busted", "Installing https://luarocks.org/busted-2.2.0-1.src.rock\nError: Failed downloading https://luarocks.org/busted-2.2.0-1.src.rock - Failed to connect to luarocks.org", 1, ev=True),
    B("luarocks install --local busted", "", declined=True, deny_msg="exec command rejected: network access is disabled in the workspace-write sandbox; approval policy 'never' does not allow escalation", ev=True),
    T("Network access is disabled by the sandbox policy and I'm not allowed to request escalation, so I cannot install the test runner."),
    E("src/tmpl/escape.lua", "s = s:gsub(\"'\", \"&#39;\"):gsub(\"&\", \"&amp;\")", "s = s:gsub(\"&\", \"&amp;\"):gsub(\"'\", \"&#39;\")"),
    APIERR("Task incomplete: cannot run busted (install blocked by sandbox network policy).", ev=False)],
  why="The sandbox policy refuses network access and escalation, so the test runner cannot be installed.")

case(slug="cpanm-site-lib", mode="permission_blocked", stack="perl", near_miss="dependency_missing", long=True,
  title="CRM-340: Date parser rejects ISO week dates",
  body="lib/CRM/DateParse.pm should accept `2026-W47-3`. Use DateTime::Format::ISO8601 (already in cpanfile).",
  steps=[T("Installing deps from cpanfile."),
    B("cpanm --installdeps .", "--> Working on .\nConfiguring CRM-2.14 ... OK\n==> Found dependencies: DateTime::Format::ISO8601\n--> Working on DateTime::Format::ISO8601\nFetching http://www.cpan.org/authors/id/D/DR/DROLSKY/DateTime-Format-ISO8601-0.16.tar.gz ... OK\nConfiguring DateTime-Format-ISO8601-0.16 ... OK\nBuilding and testing DateTime-Format-ISO8601-0.16 ... OK\n! Can't write to /usr/local/share/perl/5.36.0 and /usr/local/bin: Installing modules to /root/perl5\n! To turn off this warning, you have to do one of the following:\n!   - run me as a root or with --sudo option (to install to /usr/local/share/perl/5.36.0 and /usr/local/bin)\n!   - Configure local::lib in your existing shell to set PERL_MM_OPT etc.\n!   - Install local::lib by running the following commands\nmkdir /root/perl5: Permission denied at /usr/bin/cpanm line 161.", 1, ev=True),
    B("prove -l t/date_parse.t", "t/date_parse.t .. Can't locate DateTime/Format/ISO8601.pm in @INC (you may need to install the DateTime::Format::ISO8601 module) (@INC contains: lib /etc/perl /usr/local/lib/x86_64-linux-gnu/perl/5.36.0 ...) at lib/CRM/DateParse.pm line 6.\nt/date_parse.t .. Dubious, test returned 2 (wstat 512, 0x200)", 1),
    B("cpanm --sudo --installdeps .", "sudo: effective uid is not 0, is /usr/bin/sudo on a file system with the 'nosuid' option set or an NFS file system without root privileges?", 1, ev=True),
    END("DateTime::Format::ISO8601 cannot be installed: no write permission to site_perl or HOME (/root/perl5: Permission denied) and sudo is unavailable.")],
  why="The install fails on permission errors; the 'Can't locate' afterwards is the consequence.")

case(slug="bun-hook-refused", mode="permission_blocked", stack="bun", near_miss="", long=False, fmt="claude",
  title="WEB-615: Price formatter shows NaN for zero-decimal currencies",
  body="src/format/price.ts divides by 100 for JPY. Use Intl currency digits. Add a bun:test.",
  steps=[T("Reading the formatter."),
    R("src/format/price.ts", "export const fmt = (cents: number, cur: string) => new Intl.NumberFormat('en', {style: 'currency', currency: cur}).format(cents / 100);"),
    E("src/format/price.ts", "format(cents / 100)", "format(cents / 10 ** minorDigits(cur))", out="Claude requested permissions to write to /workspace/repo/src/format/price.ts, but you haven't granted it yet.", ev=True),
    B("bun test test/price.test.ts", "", declined=True, deny_msg="Claude requested permissions to use Bash, but you haven't granted it yet.", ev=True),
    E("src/format/price.ts", "format(cents / 100)", "format(cents / 10 ** minorDigits(cur))", out="Claude requested permissions to write to /workspace/repo/src/format/price.ts, but you haven't granted it yet.", ev=True),
    END("I wasn't able to apply the change: both the edit and the test command require permissions that were not granted in this session.")],
  why="Edits and Bash were refused by the permission mode (not granted), so the agent could not act.")

case(slug="flutter-golden-ro", mode="permission_blocked", stack="flutter", near_miss="infra_failure", long=True,
  title="MOB-140: Update app bar elevation to 0 on scroll-under",
  body="lib/widgets/app_bar.dart should set scrolledUnderElevation: 0. Regenerate the one affected golden (test/goldens/app_bar.png).",
  steps=[T("Applying the change."),
    E("lib/widgets/app_bar.dart", "scrolledUnderElevation: 3,", "scrolledUnderElevation: 0,"),
    B("flutter test --update-goldens test/widgets/app_bar_test.dart", "00:03 +0: AppBar golden\n══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞════\nThe following FileSystemException was thrown running a test:\nCannot open file, path = '/workspace/repo/test/goldens/app_bar.png' (OS Error: Permission denied, errno = 13)\n00:04 +0 -1: AppBar golden [E]\n  Test failed. See exception logs above.\n  The test description was: AppBar golden\n00:04 +0 -1: Some tests failed.", 1, ev=True),
    B("ls -l test/goldens/app_bar.png; lsattr test/goldens/app_bar.png", "-r--r--r-- 1 ci ci 18321 Nov 18 10:02 test/goldens/app_bar.png\n----i---------e------- test/goldens/app_bar.png", 0, ev=True),
    B("chmod u+w test/goldens/app_bar.png", "chmod: changing permissions of 'test/goldens/app_bar.png': Operation not permitted", 1, ev=True),
    END("The golden file is immutable (chattr +i) and owned by another user; it cannot be regenerated from this session.")],
  why="The golden the ticket asks to regenerate is immutable and not writable (EACCES/EPERM).")

case(slug="dotnet-nuget-403", mode="permission_blocked", stack="dotnet", near_miss="dependency_missing", long=True,
  title="PAY-1880: Refund webhook retries forever on 410",
  body="src/Payments/RefundWebhook.cs should stop retrying on HTTP 410 Gone. Add an NUnit test.",
  steps=[T("Restoring."),
    B("dotnet restore", "  Determining projects to restore...\n/workspace/repo/src/Payments/Payments.csproj : error NU1301: Unable to load the service index for source https://nuget.pkg.github.com/northwind/index.json.\n  Response status code does not indicate success: 403 (Forbidden).\n/workspace/repo/src/Payments/Payments.csproj : error NU1101: Unable to find package Northwind.Http.Resilience. No packages exist with this id in source(s): nuget.org", 1, ev=True),
    T("NU1101 says the package doesn't exist, but that's only because the private GitHub feed was refused. Checking the credential."),
    B("dotnet nuget list source", "Registered Sources:\n  1.  nuget.org [Enabled]\n      https://api.nuget.org/v3/index.json\n  2.  github [Enabled]\n      https://nuget.pkg.github.com/northwind/index.json", 0),
    B("curl -s -o /dev/null -w '%{http_code}\\n' -u agent:$GITHUB_TOKEN https://nuget.pkg.github.com/northwind/index.json", "403", 0, ev=True),
    END("Restore fails: the GitHub Packages feed returns 403 Forbidden for this token (missing read:packages), so Northwind.Http.Resilience cannot be restored.")],
  why="The private feed refuses the token (403); the NU1101 'not found' is only the consequence.")

# ---------------- dependency_missing ----------------
case(slug="swift-tools-ver", mode="dependency_missing", stack="swift", near_miss="", long=True,
  title="IOS-455: Add async variant of ImageCache.load",
  body="Sources/Media/ImageCache.swift: add `func load(_ url: URL) async throws -> UIImage`, keep the callback version.",
  steps=[T("Building first."),
    B("swift build", "error: 'repo': package 'repo' is using Swift tools version 6.0.0 but the installed version is 5.10.1", 1, ev=True),
    B("swift --version", "Swift version 5.10.1 (swift-5.10.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu", 0, ev=True),
    B("ls /usr/share/swift* /opt | head", "/opt:\nswift-5.10.1-RELEASE-ubuntu22.04", 0),
    T("Only Swift 5.10.1 is installed but Package.swift declares tools version 6.0. Lowering the manifest version would break strict-concurrency settings the package relies on, so I won't change it."),
    END("Cannot build: Package.swift requires Swift tools 6.0 but the image has 5.10.1.")],
  why="The required Swift toolchain version is not installed.")

case(slug="gradle-jdk-toolchain", mode="dependency_missing", stack="kotlin", near_miss="infra_failure", long=True,
  title="AND-1010: Deep link parser ignores query params",
  body="app/src/main/java/shop/links/DeepLink.kt drops `?ref=`. Keep query params. Kotest spec exists.",
  steps=[T("Running the Kotest spec."),
    B("./gradlew :app:test --tests '*DeepLinkSpec'", "Downloading https://services.gradle.org/distributions/gradle-8.10.2-bin.zip\n.............10%.............20%......\nException in thread \"main\" java.net.SocketTimeoutException: Read timed out", 1),
    B("./gradlew :app:test --tests '*DeepLinkSpec'", "Downloading https://services.gradle.org/distributions/gradle-8.10.2-bin.zip\n.............10%.............20%.............30%.............40%.............50%.............60%.............70%.............80%.............90%.............100%\n\nWelcome to Gradle 8.10.2!\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task ':app:compileDebugKotlin'.\n> Cannot find a Java installation on your machine matching this tasks requirements: {languageVersion=21, vendor=any, implementation=vendor-specific} for LINUX on x86_64.\n   > No locally installed toolchains match and toolchain download repositories have not been configured.", 1, ev=True),
    B("ls /usr/lib/jvm", "java-17-openjdk-amd64", 0, ev=True),
    T("The wrapper download timed out once but succeeded on retry. The real blocker is the JDK 21 toolchain: only JDK 17 is installed and no toolchain resolver is configured."),
    END("Build needs a JDK 21 toolchain (jvmToolchain(21)); only JDK 17 is present and auto-provisioning is not configured.")],
  why="The JDK 21 toolchain the build requires is absent; the wrapper timeout was transient and recovered.")

case(slug="pub-sdk-constraint", mode="dependency_missing", stack="flutter", near_miss="", long=False,
  title="MOB-201: Add haptic feedback on swipe-to-delete",
  body="lib/inbox/inbox_tile.dart: call HapticFeedback.mediumImpact() on dismiss.",
  steps=[T("Getting packages."),
    B("flutter pub get", "Resolving dependencies...\nThe current Dart SDK version is 3.3.4.\n\nBecause inbox_app requires SDK version >=3.5.0 <4.0.0, version solving failed.\n\nYou can try the following suggestion to make the pubspec resolve:\n* Try using the Flutter SDK version: 3.24.3.", 1, ev=True),
    B("flutter --version", "Flutter 3.19.6 • channel stable • https://github.com/flutter/flutter.git\nFramework • revision 54e66469a9 (7 months ago)\nEngine • revision c4cd48e186\nTools • Dart 3.3.4 • DevTools 2.31.1", 0, ev=True),
    END("pubspec requires Dart >=3.5.0; the installed Flutter 3.19.6 ships Dart 3.3.4. Cannot resolve packages.")],
  why="The installed Flutter/Dart SDK is older than the pubspec's SDK constraint.")

case(slug="composer-ext-intl", mode="dependency_missing", stack="php", near_miss="permission_blocked", long=True,
  title="SHOP-778: Number formatting wrong for de_CH",
  body="src/I18n/Money.php must use NumberFormatter for de_CH (apostrophe thousands separator). Add PHPUnit coverage.",
  steps=[T("Installing."),
    B("composer install", "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nYour lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n    - symfony/intl is locked to version v7.1.6 and an update of this package was not requested.\n    - symfony/intl v7.1.6 requires ext-intl * -> it is missing from your system. Install or enable PHP's intl extension.\n\nTo enable extensions, verify that they are enabled in your .ini files:\n    - /etc/php/8.3/cli/php.ini\n    - /etc/php/8.3/cli/conf.d/10-opcache.ini\n    - /etc/php/8.3/cli/conf.d/20-mbstring.ini", 2, ev=True),
    B("php -m | grep -i intl; echo rc=$?", "rc=1", 0, ev=True),
    B("apt-get install -y php8.3-intl", "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?", 100),
    T("I can't install system packages here, and the task needs ext-intl (NumberFormatter). The root issue is the missing PHP extension in the image."),
    END("The image lacks PHP's intl extension, required by symfony/intl and by NumberFormatter for this task.")],
  why="ext-intl is missing from PHP; the apt lock permission error is just a failed workaround attempt.")

case(slug="cabal-zlib-native", mode="dependency_missing", stack="haskell", near_miss="", long=True,
  title="ARCH-9: Export command should gzip output",
  body="app/Export.hs: add `--gzip` flag using the zlib package.",
  steps=[T("Adding zlib to package.yaml and building."),
    E("package.yaml", "  - bytestring", "  - bytestring\n  - zlib"),
    B("stack build", "zlib          > configure\nzlib          > Configuring zlib-0.7.1.0...\nzlib          > Error: cabal: Missing dependency on a foreign library:\nzlib          > * Missing (or bad) header file: zlib.h\nzlib          > * Missing (or bad) C library: z\nzlib          > This problem can usually be solved by installing the system package that\nzlib          > provides this library (you may need the \"-dev\" version).", 1, ev=True),
    B("dpkg -l | grep zlib1g", "ii  zlib1g:amd64  1:1.2.13.dfsg-1  amd64  compression library - runtime", 0, ev=True),
    END("The zlib Haskell package needs zlib.h (zlib1g-dev), which is not installed in the image.")],
  why="The C header/library zlib.h needed by the zlib package is missing.")

case(slug="vcpkg-openssl-pc", mode="dependency_missing", stack="cpp", near_miss="", long=True,
  title="NET-71: TLS client should verify hostname",
  body="src/net/tls_client.cpp: call SSL_set1_host before handshake. Add a Catch2 test.",
  steps=[T("Configuring."),
    B("cmake --preset dev", "-- The CXX compiler identification is GNU 13.2.0\n-- Detecting CXX compiler ABI info - done\nCMake Error at /usr/share/cmake-3.28/Modules/FindPackageHandleStandardArgs.cmake:230 (message):\n  Could NOT find OpenSSL, try to set the path to OpenSSL root folder in the\n  system variable OPENSSL_ROOT_DIR (missing: OPENSSL_CRYPTO_LIBRARY\n  OPENSSL_INCLUDE_DIR)\nCall Stack (most recent call first):\n  CMakeLists.txt:22 (find_package)\n-- Configuring incomplete, errors occurred!", 1, ev=True),
    B("ls /usr/include/openssl 2>&1 | head -1; pkg-config --modversion openssl", "ls: cannot access '/usr/include/openssl': No such file or directory\nPackage openssl was not found in the pkg-config search path.\nPerhaps you should add the directory containing `openssl.pc'\nto the PATH environment variable\nNo package 'openssl' found", 1, ev=True),
    B("ls $VCPKG_ROOT 2>&1", "ls: cannot access '': No such file or directory", 2),
    END("OpenSSL development headers/libs are not installed and vcpkg is not available; CMake cannot configure.")],
  why="OpenSSL dev libraries are absent, so CMake cannot configure.")

case(slug="mix-otp-version", mode="dependency_missing", stack="elixir", near_miss="", long=False,
  title="CHAT-310: Presence list shows duplicates after reconnect",
  body="lib/chat/presence.ex: dedupe metas by phx_ref.",
  steps=[T("Compiling."),
    B("mix compile", "** (Mix) You're trying to run :chat on Elixir v1.14.0 but it has declared in its mix.exs file it supports only Elixir ~> 1.17", 1, ev=True),
    B("elixir --version", "Erlang/OTP 25 [erts-13.2.2.5] [source] [64-bit] [smp:8:8] [ds:8:8:10] [async-threads:1] [jit:ns]\n\nElixir 1.14.0 (compiled with Erlang/OTP 25)", 0, ev=True),
    END("mix.exs requires Elixir ~> 1.17; the image has 1.14.0.")],
  why="The Elixir version the project requires is not installed.")

case(slug="luarocks-cjson", mode="dependency_missing", stack="lua", near_miss="", long=True,
  title="LUA-40: JSON logger crashes on sparse arrays",
  body="src/log/json.lua: configure cjson.encode_sparse_array(true).",
  steps=[T("Running the spec."),
    B("busted spec/log_spec.lua", "●\n0 successes / 0 failures / 1 error / 0 pending : 0.01 seconds\n\nError → spec/log_spec.lua @ 1\nsuite spec/log_spec.lua\nspec/log_spec.lua:1: module 'cjson' not found:\n\tno field package.preload['cjson']\n\tno file '/usr/local/share/lua/5.1/cjson.lua'\n\tno file '/usr/local/lib/lua/5.1/cjson.so'", 1, ev=True),
    B("luarocks install lua-cjson", "Installing https://luarocks.org/lua-cjson-2.1.0.10-1.src.rock\n\nlua-cjson 2.1.0.10-1 depends on lua >= 5.1 (5.1-1 provided by VM)\ngcc -O2 -fPIC -I/usr/include/lua5.1 -c lua_cjson.c -o lua_cjson.o\nlua_cjson.c:43:10: fatal error: lua.h: No such file or directory\n   43 | #include <lua.h>\n      |          ^~~~~~~\ncompilation terminated.\n\nError: Build error: Failed compiling object lua_cjson.o", 1, ev=True),
    END("lua-cjson cannot be built: Lua 5.1 headers (lua.h, liblua5.1-dev) are not installed.")],
  why="The cjson module is missing and cannot be built because the Lua headers are absent.")

case(slug="deno-npm-spec", mode="dependency_missing", stack="deno", near_miss="", long=True,
  title="API-77: Validate request body with zod schema",
  body="src/routes/order.ts: validate POST body with the existing OrderSchema.",
  steps=[T("Type checking."),
    B("deno check src/main.ts", "Download https://registry.npmjs.org/@northwind%2fschemas\nerror: npm package '@northwind/schemas' does not exist.\n    at file:///workspace/repo/src/routes/order.ts:3:29", 1, ev=True),
    B("cat deno.json", "{\n  \"imports\": {\n    \"@northwind/schemas\": \"npm:@northwind/schemas@^2.4.0\",\n    \"zod\": \"npm:zod@^3.23\"\n  }\n}", 0),
    B("cat ~/.npmrc 2>&1", "cat: /home/agent/.npmrc: No such file or directory", 1),
    T("The internal package is only on the private registry and no registry config exists in this image, so it resolves against public npm where it doesn't exist."),
    END("npm:@northwind/schemas cannot be resolved: package does not exist on the configured registry.")],
  why="A package the code imports cannot be resolved from any configured registry.")

# ---------------- unknown ----------------
case(slug="ios-onboard-truncated", mode="unknown", stack="swift", near_miss="", long=False,
  title="IOS-480: Skip button overlaps page indicator on SE",
  body="Sources/Onboarding/OnboardingView.swift: move the Skip button into the toolbar.",
  steps=[T("Let me look at the view."),
    R("Sources/Onboarding/OnboardingView.swift", "struct OnboardingView: View {\n  var body: some View {\n    ZStack(alignment: .bottom) {\n      TabView { ... }\n      Button(\"Skip\") { skip() }.padding(.bottom, 8)\n    }\n  }\n}"),
    T("I'll move the button into a toolbar item.")],
  why="The stream stops after reading a file; nothing shows why.")

case(slug="gradle-vague-stop", mode="unknown", stack="kotlin", near_miss="", long=True,
  title="AND-1122: Settings screen crashes on rotation",
  body="SettingsFragment restores state from a null bundle.",
  steps=[T("Looking at SettingsFragment."),
    G("savedInstanceState!!", "app/src/main/java/shop/settings/SettingsFragment.kt:37:        val tab = savedInstanceState!!.getInt(KEY_TAB)"),
    E("app/src/main/java/shop/settings/SettingsFragment.kt", "savedInstanceState!!.getInt(KEY_TAB)", "savedInstanceState?.getInt(KEY_TAB) ?: 0"),
    B("./gradlew :app:testDebugUnitTest", "> Task :app:testDebugUnitTest\n\nBUILD SUCCESSFUL in 1m 12s\n43 actionable tasks: 6 executed, 37 up-to-date", 0),
    END("I made some progress on this but I'm not sure it's complete.")],
  why="The run ends with a vague message after passing tests; no cause is visible.")

case(slug="php-empty-after-init", mode="unknown", stack="php", near_miss="", long=False,
  title="SHOP-801: Coupon code should be case-insensitive",
  body="src/Promo/CouponRepository.php: compare codes case-insensitively.",
  steps=[T("Reading the repository class."),
    R("src/Promo/CouponRepository.php", "public function find(string $code): ?Coupon\n{\n    return $this->coupons[$code] ?? null;\n}"),
    T("Now I'll check the tests for CouponRepository.")],
  why="The stream is cut after exploration; no failure cause is present.")

case(slug="cpp-silent-exit", mode="unknown", stack="cpp", near_miss="", long=True,
  title="IMG-54: Thumbnail resize off by one pixel",
  body="src/img/resize.cpp rounds down; use round-half-up.",
  steps=[T("Checking the resize code."),
    R("src/img/resize.cpp", "int w = static_cast<int>(src.w * scale);"),
    E("src/img/resize.cpp", "int w = static_cast<int>(src.w * scale);", "int w = static_cast<int>(std::lround(src.w * scale));"),
    B("cmake --build build -j8 && ctest --test-dir build -R resize", "[100%] Built target img_tests\nTest project /workspace/repo/build\n    Start 4: resize_thumbnail\n1/1 Test #4: resize_thumbnail .................   Passed    0.02 sec\n\n100% tests passed, 0 tests failed out of 1", 0),
    T("Tests pass. Let me also double-check the height path.")],
  why="Tests passed and the stream simply ends; nothing shows a cause.")

case(slug="ex-vague-summary", mode="unknown", stack="elixir", near_miss="", long=True,
  title="CHAT-333: Typing indicator never clears",
  body="lib/chat_web/channels/room_channel.ex: clear typing after 5s.",
  steps=[T("Reading the channel."),
    R("lib/chat_web/channels/room_channel.ex", "def handle_in(\"typing\", _p, socket) do\n  broadcast_from!(socket, \"typing\", %{user: socket.assigns.user})\n  {:noreply, socket}\nend"),
    T("I'll schedule a clear message with Process.send_after."),
    END("Stopping here.")],
  why="The session ends with 'Stopping here' and no visible error or blocker.")

case(slug="lua-no-stream", mode="unknown", stack="lua", near_miss="infra_failure", long=False,
  title="LUA-52: Rate limiter bucket refill uses wall clock",
  body="src/limit/bucket.lua should use a monotonic clock.",
  steps=[T("Reading bucket.lua."),
    R("src/limit/bucket.lua", "local now = os.time()"),
    B("git log --oneline -3 -- src/limit", "e6b7c31 Fix segfault on empty input\n9b2f7d1 Revert \"Kill stale workers on timeout\"\n77ab310 Remove dead OOM workaround")],
  why="The stream ends after exploration; the alarming git subjects are history, not a cause.")

case(slug="scala-mid-think", mode="unknown", stack="scala", near_miss="", long=True,
  title="SRCH-30: Highlighter breaks on emoji",
  body="src/main/scala/search/Highlighter.scala uses char offsets; use code point offsets.",
  steps=[T("Reading Highlighter.scala."),
    R("src/main/scala/search/Highlighter.scala", "def highlight(s: String, from: Int, to: Int) = s.substring(0, from) + \"<em>\" + s.substring(from, to) + \"</em>\" + s.substring(to)"),
    TH("The offsets come from Lucene as UTF-16 indices actually, so maybe the bug is elsewhere. Let me check the tokenizer before deciding.")],
  why="The stream ends mid-reasoning; no cause is visible.")

case(slug="deno-empty-result", mode="unknown", stack="deno", near_miss="", long=False,
  title="FEED-15: OPML import ignores nested outlines",
  body="src/opml.ts: recurse into nested <outline> elements.",
  steps=[T("Let me read opml.ts."),
    R("src/opml.ts", "export function parse(doc: Document) { return [...doc.querySelectorAll('body > outline')].map(toFeed); }"),
    E("src/opml.ts", "'body > outline'", "'outline[xmlUrl]'"),
    END("")],
  why="The run ends with an empty summary after one edit; there is no visible cause.")

case(slug="haskell-trailing", mode="unknown", stack="haskell", near_miss="", long=True,
  title="DATA-70: Pretty printer drops trailing comma option",
  body="src/Data/Pretty.hs: honour `trailingComma` in the config.",
  steps=[T("Reading Pretty.hs."),
    G("trailingComma", "src/Data/Pretty.hs:12:  { trailingComma :: Bool\nsrc/Data/Pretty.hs:88:renderList cfg xs = hsep (punctuate comma xs)"),
    T("The field exists but renderList ignores it. I'll look at how renderList is called.")],
  why="The stream ends during exploration with no error.")
