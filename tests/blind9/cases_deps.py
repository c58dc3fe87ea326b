from common import *

case("relay-axum-router-nest", "claude", "NET-519", "Nest the admin router under /admin",
     "Use `Router::nest(\"/admin\", admin::routes())` in `relay/src/main.rs` (axum 0.8 is already in Cargo.toml).\n"
     "Acceptance: `cargo test -p relay`.",
     "dependency_missing", "The pinned axum 0.8.4 needs rustc 1.80 but the toolchain is 1.79, so the crate cannot be built.",
     [gitlog("relay: fix killed connections on shutdown", "deps: axum 0.8", "ci: rust 1.79"),
      read("relay/Cargo.toml", "[package]\nname = \"relay\"\nversion = \"0.6.0\"\nedition = \"2021\"\n\n[dependencies]\naxum = \"0.8.4\"\ntokio = { version = \"1\", features = [\"full\"] }"),
      edit("relay/src/main.rs", "    let app = Router::new().merge(public::routes());", "    let app = Router::new()\n        .merge(public::routes())\n        .nest(\"/admin\", admin::routes());"),
      cmd("cargo test -p relay", "    Updating crates.io index\n     Locking 2 packages to latest compatible versions\nerror: rustc 1.79.0 is not supported by the following package:\n  axum@0.8.4 requires rustc 1.80\nEither upgrade rustc or select compatible dependency versions with\n`cargo update <name>@<current-ver> --precise <compatible-ver>`\nwhere `<compatible-ver>` is the latest version supporting rustc 1.79.0\n", 101, ev=True),
      cmd("rustup toolchain list", "1.79.0-x86_64-unknown-linux-gnu (default)"),
      cmd("rustup toolchain install 1.82.0", "info: syncing channel updates for '1.82.0-x86_64-unknown-linux-gnu'\nerror: could not download file from 'https://static.rust-lang.org/dist/channel-rust-1.82.0.toml.sha256' to '/home/agent/.rustup/tmp/...': failed to make network request: error sending request for url (https://static.rust-lang.org/dist/channel-rust-1.82.0.toml.sha256): operation timed out", 1),
      say("The repo requires a newer rustc than the image ships, and no newer toolchain can be installed offline.")],
     fail("cargo test cannot start: axum@0.8.4 requires rustc 1.80, toolchain is 1.79.0", ev=False), near_miss="infra_failure")

case("inventory-go-iter-seq", "codex", "INV-1102", "Use iter.Seq for the inventory scan",
     "Replace the callback in `internal/scan/scan.go` with an `iter.Seq[Item]` (go.mod already says go 1.24).",
     "dependency_missing", "go.mod requires go >= 1.24.0 but the image runs go 1.22.5 with GOTOOLCHAIN=local, so nothing builds.",
     [cmd("head -n 5 go.mod", "module github.com/acme/inventory\n\ngo 1.24.0\n\ntoolchain go1.24.2"),
      read("internal/scan/scan.go", "func Scan(db *sql.DB, fn func(Item) bool) error {\n\trows, err := db.Query(q)\n\tif err != nil {\n\t\treturn err\n\t}\n\tdefer rows.Close()\n\tfor rows.Next() {\n\t\tvar it Item\n\t\tif err := rows.Scan(&it.SKU, &it.Qty); err != nil {\n\t\t\treturn err\n\t\t}\n\t\tif !fn(it) {\n\t\t\treturn nil\n\t\t}\n\t}\n\treturn rows.Err()\n}"),
      edit("internal/scan/scan.go", "func Scan(db *sql.DB, fn func(Item) bool) error {", "func Scan(db *sql.DB) iter.Seq[Item] {"),
      cmd("go build ./...", "go: go.mod requires go >= 1.24.0 (running go 1.22.5; GOTOOLCHAIN=local)", 1, ev=True),
      cmd("go env GOTOOLCHAIN GOVERSION", "local\ngo1.22.5"),
      cmd("GOTOOLCHAIN=go1.24.2 go build ./...", "go: downloading go1.24.2 (linux/amd64)\ngo: download go1.24.2 for linux/amd64: toolchain not available", 1, ev=True),
      say("The Go toolchain in this environment is 1.22.5 and 1.24 is not available to download.")],
     fail("go: go.mod requires go >= 1.24.0 (running go 1.22.5; GOTOOLCHAIN=local)", ev=True), near_miss="infra_failure")

case("jobs-cron-schedule-gem", "osmia", "OPS-644", "Schedule the nightly export with sidekiq-cron",
     "Add `config/schedule.yml` entry `nightly_export` (02:00 UTC) — `sidekiq-cron` is in the Gemfile already.",
     "dependency_missing", "Bundler cannot find the locked gem version in the gem source, so nothing can load.",
     [read("Gemfile", "source \"https://rubygems.org\"\n\ngem \"rails\", \"~> 7.2\"\ngem \"sidekiq\", \"~> 7.3\"\ngem \"sidekiq-cron\", \"~> 2.1\"\ngem \"faraday-retry\", \"2.3.2\""),
      write("config/schedule.yml", "nightly_export:\n  cron: \"0 2 * * *\"\n  class: \"NightlyExportJob\"\n  queue: exports"),
      cmd("bundle exec rspec spec/config/schedule_spec.rb", "Could not find gem 'sidekiq-cron (~> 2.1)' in locally installed gems.\n\nRun `bundle install` to install missing gems.", 7),
      cmd("bundle install", "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nCould not find gem 'faraday-retry (= 2.3.2)' in rubygems repository https://rubygems.org/ or installed locally.\n\nThe source contains the following gems matching 'faraday-retry':\n  * faraday-retry-1.0.3\n  * faraday-retry-2.2.0\n  * faraday-retry-2.2.1", 7, ev=True),
      say("Bundler can't resolve faraday-retry 2.3.2 from rubygems.org (only up to 2.2.1 exists), so the bundle can't be installed.")],
     fail("bundle install failed: Could not find gem 'faraday-retry (= 2.3.2)'"))

case("money-core-kotlin-upgrade", "claude-transcript", "PAY-1002", "Use Money.ofMinor from money-core 2.4",
     "Replace the manual cents math in `app/src/main/kotlin/pay/Fees.kt` with `Money.ofMinor` (money-core 2.4.0,\nalready declared in `app/build.gradle.kts`).",
     "dependency_missing", "Gradle cannot resolve the internal artifact money-core 2.4.0 from any configured repository.",
     [cmd("grep -n money-core app/build.gradle.kts", "23:    implementation(\"com.acme.shared:money-core:2.4.0\")"),
      edit("app/src/main/kotlin/pay/Fees.kt", "    val cents = (amount * 100).roundToLong()\n    return cents * rateBps / 10_000", "    return Money.ofMinor(amount, currency).percentBps(rateBps).minor"),
      cmd("./gradlew :app:compileKotlin", "> Task :app:compileKotlin FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:compileKotlin'.\n> Could not resolve all files for configuration ':app:compileClasspath'.\n   > Could not find com.acme.shared:money-core:2.4.0.\n     Searched in the following locations:\n       - https://repo.maven.apache.org/maven2/com/acme/shared/money-core/2.4.0/money-core-2.4.0.pom\n       - https://maven.pkg.github.com/acme/shared/com/acme/shared/money-core/2.4.0/money-core-2.4.0.pom\n     Required by:\n         project :app\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 14s", 1, ev=True),
      cmd("./gradlew :app:dependencies --configuration compileClasspath | grep money", "+--- com.acme.shared:money-core:2.4.0 FAILED"),
      say("money-core 2.4.0 doesn't exist in either configured repository; only 2.3.x is published as far as I can tell.")],
     None)

case("reports-postgres-driver", "claude", "RPT-219", "Reports: move to psycopg2 server-side cursors",
     "Use a named (server-side) cursor in `reports/export.py` to stream large reports; add `psycopg2==2.9.10` to\nrequirements.",
     "dependency_missing", "psycopg2 builds from source and the image lacks pg_config / libpq headers, so the driver cannot be installed.",
     [gitlog("reports: skip timeout-prone test on CI", "reports: killed worker on 2GB export", "deps: drop psycopg2-binary"),
      edit("requirements.txt", "SQLAlchemy==2.0.36", "SQLAlchemy==2.0.36\npsycopg2==2.9.10"),
      cmd("pip install -r requirements.txt", "Collecting psycopg2==2.9.10 (from -r requirements.txt (line 4))\n  Downloading psycopg2-2.9.10.tar.gz (385 kB)\n  Installing build dependencies ... done\n  Getting requirements to build wheel ... error\n  error: subprocess-exited-with-error\n  \n  \u00d7 Getting requirements to build wheel did not run successfully.\n  \u2502 exit code: 1\n  \u2570\u2500> [21 lines of output]\n      running egg_info\n      writing psycopg2.egg-info/PKG-INFO\n      \n      Error: pg_config executable not found.\n      \n      pg_config is required to build psycopg2 from source.  Please add the directory\n      containing pg_config to the $PATH or specify the full executable path with the\n      option:\n      \n          python setup.py build_ext --pg-config /path/to/pg_config build ...\n      \n      If you prefer to avoid building psycopg2 from source, please install the PyPI\n      'psycopg2-binary' package instead.\n      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not a problem with pip.\nerror: subprocess-exited-with-error", 1, ev=True),
      cmd("which pg_config; dpkg -l | grep libpq", "", 1),
      say("libpq-dev isn't installed, so psycopg2 can't build here.")],
     fail("pip install failed: pg_config executable not found (psycopg2 2.9.10 needs libpq-dev)."))

case("gateway-dotnet9-sdk", "claude-transcript", "GW-77", "Use the .NET 9 HybridCache in the gateway",
     "Switch `Gateway/Caching/TokenCache.cs` to `HybridCache` (global.json already pins SDK 9.0.100).",
     "dependency_missing", "The required .NET 9 SDK is not installed (only 8.0.404), so dotnet cannot build.",
     [cmd("cat global.json", "{\n  \"sdk\": {\n    \"version\": \"9.0.100\",\n    \"rollForward\": \"latestFeature\"\n  }\n}"),
      read("Gateway/Caching/TokenCache.cs", "public sealed class TokenCache(IMemoryCache cache)\n{\n    public Task<string?> GetAsync(string key) => Task.FromResult(cache.Get<string>(key));\n}"),
      edit("Gateway/Caching/TokenCache.cs", "public sealed class TokenCache(IMemoryCache cache)\n{\n    public Task<string?> GetAsync(string key) => Task.FromResult(cache.Get<string>(key));", "public sealed class TokenCache(HybridCache cache)\n{\n    public ValueTask<string?> GetAsync(string key, CancellationToken ct = default) =>\n        cache.GetOrCreateAsync<string?>(key, _ => ValueTask.FromResult<string?>(null), cancellationToken: ct);"),
      cmd("dotnet build", "The command could not be loaded, possibly because:\n  * You intended to execute a .NET application:\n      The application 'build' does not exist.\n  * You intended to execute a .NET SDK command:\n      A compatible .NET SDK was not found.\n\nRequested SDK version: 9.0.100\nglobal.json file: /workspace/repo/global.json\n\nInstalled SDKs:\n8.0.404 [/usr/share/dotnet/sdk]\n\nInstall the [9.0.100] .NET SDK or update [/workspace/repo/global.json] to match an installed SDK.", 145, ev=True),
      cmd("dotnet --list-sdks", "8.0.404 [/usr/share/dotnet/sdk]"),
      say("Only the .NET 8 SDK is installed, so I can't build against net9.0 here.")],
     fail("dotnet build: A compatible .NET SDK was not found (requested 9.0.100)", ev=True))

case("design-tokens-import", "osmia", "FE-1233", "Use the shared design tokens in the button",
     "Import spacing from `@acme/ui-tokens` (v3) in `src/ui/Button.tsx` instead of hard-coded px values.",
     "dependency_missing", "The private package @acme/ui-tokens is not in the configured registry (E404), so it cannot be installed or imported.",
     [read("package.json", "{\n  \"name\": \"console\",\n  \"dependencies\": {\n    \"@acme/ui-tokens\": \"^3.2.0\",\n    \"react\": \"^18.3.1\"\n  }\n}"),
      edit("src/ui/Button.tsx", "  padding: '8px 16px',", "  padding: `${space[2]} ${space[4]}`,"),
      cmd("npx tsc --noEmit", "src/ui/Button.tsx(2,23): error TS2307: Cannot find module '@acme/ui-tokens' or its corresponding type declarations.", 2),
      cmd("npm install", "npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/@acme%2fui-tokens - Not found\nnpm error 404\nnpm error 404  '@acme/ui-tokens@^3.2.0' is not in this registry.\nnpm error 404\nnpm error 404 Note that you can also install from a\nnpm error 404 tarball, folder, http url, or git url.\nnpm error A complete log of this run can be found in: /home/agent/.npm/_logs/2026-11-22T23_51_02_114Z-debug-0.log", 1, ev=True),
      cmd("cat .npmrc", "cat: .npmrc: No such file or directory", 1),
      say("@acme/ui-tokens isn't on the public registry and there's no .npmrc pointing at the private one.")],
     fail("npm install: 404 '@acme/ui-tokens@^3.2.0' is not in this registry"))

case("cms-php83-readonly-class", "claude", "CMS-415", "Make the Slug value object a readonly class",
     "Convert `src/Domain/Slug.php` to a PHP 8.3 `readonly class` with a typed class constant.",
     "dependency_missing", "composer.json requires php ^8.3 but the runtime is PHP 8.1, so the platform requirement cannot be met.",
     [gitlog("cms: fix permission denied on uploads dir", "cms: php 8.3", "cms: slug normalizer"),
      edit("src/Domain/Slug.php", "final class Slug\n{\n    public function __construct(public readonly string $value) {}", "final readonly class Slug\n{\n    public const string SEPARATOR = '-';\n\n    public function __construct(public string $value) {}"),
      cmd("composer install", "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nYour lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n    - Root composer.json requires php ^8.3 but your php version (8.1.2) does not satisfy that requirement.\n  Problem 2\n    - symfony/string is locked to version v7.1.6 and an update of this package was not requested.\n    - symfony/string v7.1.6 requires php >=8.2 -> your php version (8.1.2) does not satisfy that requirement.\n", 2, ev=True),
      cmd("php -v", "PHP 8.1.2-1ubuntu2.19 (cli) (built: Sep 30 2024 16:25:25) (NTS)\nCopyright (c) The PHP Group\nZend Engine v4.1.2, Copyright (c) Zend Technologies"),
      say("The container has PHP 8.1.2; the project needs 8.3.")],
     fail("composer install failed: php ^8.3 required, found 8.1.2"))

case("orders-audit-client-artifact", "codex", "ORD-2301", "Send order cancellations to the audit service",
     "Call `AuditClient.record(...)` from `OrderService.cancel` (audit-client 3.1.0 is declared in pom.xml).",
     "dependency_missing", "Maven cannot find the declared audit-client 3.1.0 artifact in any repository.",
     [read("pom.xml", "    <dependency>\n      <groupId>com.acme</groupId>\n      <artifactId>audit-client</artifactId>\n      <version>3.1.0</version>\n    </dependency>"),
      edit("src/main/java/com/acme/orders/OrderService.java", "        order.cancel(reason);\n        repo.save(order);", "        order.cancel(reason);\n        repo.save(order);\n        audit.record(AuditEvent.cancelled(order.id(), reason));"),
      cmd("mvn -q -o test", "[ERROR] Failed to execute goal on project orders-service: Could not resolve dependencies for project com.acme:orders-service:jar:1.8.0-SNAPSHOT\n[ERROR] dependency: com.acme:audit-client:jar:3.1.0 (compile)\n[ERROR] \tCannot access central (https://repo.maven.apache.org/maven2) in offline mode and the artifact com.acme:audit-client:jar:3.1.0 has not been downloaded from it before.", 1),
      cmd("mvn -q test", "[ERROR] Failed to execute goal on project orders-service: Could not resolve dependencies for project com.acme:orders-service:jar:1.8.0-SNAPSHOT\n[ERROR] dependency: com.acme:audit-client:jar:3.1.0 (compile)\n[ERROR] \tcom.acme:audit-client:jar:3.1.0 was not found in https://repo.maven.apache.org/maven2 during a previous attempt. This failure was cached in the local repository and resolution is not reattempted until the update interval of central has elapsed or updates are forced\n[ERROR] -> [Help 1]", 1, ev=True),
      say("audit-client 3.1.0 is not published to Maven Central and no internal repository is configured in settings.xml.")],
     fail("mvn test: Could not resolve dependencies: com.acme:audit-client:jar:3.1.0 was not found", ev=True), near_miss="")

case("cli-linker-missing", "claude-transcript", "CLI-39", "Add --json output to `acmectl status`",
     "Add a `--json` flag to `acmectl status` in `src/cmd/status.rs` that prints the status struct with serde_json.",
     "dependency_missing", "The build image has no C linker (`cc` not found), so no Rust binary can be linked.",
     [read("src/cmd/status.rs", "#[derive(Debug, Serialize)]\npub struct Status { pub healthy: bool, pub version: String }\n\npub fn run(args: &StatusArgs) -> anyhow::Result<()> {\n    let s = fetch()?;\n    println!(\"{} {}\", s.version, if s.healthy { \"ok\" } else { \"degraded\" });\n    Ok(())\n}"),
      edit("src/cmd/status.rs", "    println!(\"{} {}\", s.version, if s.healthy { \"ok\" } else { \"degraded\" });", "    if args.json {\n        println!(\"{}\", serde_json::to_string(&s)?);\n    } else {\n        println!(\"{} {}\", s.version, if s.healthy { \"ok\" } else { \"degraded\" });\n    }"),
      cmd("cargo build", "   Compiling proc-macro2 v1.0.89\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...", 101, ev=True),
      cmd("which cc gcc clang", "", 1),
      say("There is no C toolchain in this image; Rust build scripts need a linker.")],
     None)

case("geo-acme-wheel-version", "osmia", "GEO-151", "Use acme-geo 1.4 polygon simplification",
     "Bump `acme-geo` to 1.4.0 in requirements.txt and call `simplify(poly, tolerance=0.5)` in `geo/shapes.py`.",
     "dependency_missing", "The index answered (after a retried read) and lists acme-geo versions, but 1.4.0 does not exist.",
     [edit("requirements.txt", "acme-geo==1.3.1", "acme-geo==1.4.0"),
      cmd("pip install -r requirements.txt", "Looking in indexes: https://pypi.acme.internal/simple\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='pypi.acme.internal', port=443): Read timed out. (read timeout=15)\")': /simple/acme-geo/\nERROR: Could not find a version that satisfies the requirement acme-geo==1.4.0 (from versions: 1.1.0, 1.2.0, 1.3.0, 1.3.1)\nERROR: No matching distribution found for acme-geo==1.4.0", 1, ev=True),
      cmd("pip index versions acme-geo", "acme-geo (1.3.1)\nAvailable versions: 1.3.1, 1.3.0, 1.2.0, 1.1.0"),
      say("acme-geo 1.4.0 hasn't been published to the internal index; the newest is 1.3.1, which lacks simplify().")],
     fail("acme-geo==1.4.0 not found on the index (latest 1.3.1)"), near_miss="infra_failure")
