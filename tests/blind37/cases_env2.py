"""dependency_missing: packages, toolchains, native pieces not present or not resolvable."""
from gen_lib import T, TH, B, R, E, W, G, SYS, END
from common import PY_READS, JS_READS, GO_READS, RS_READS, JAVA_READS, py_green, jest_green, go_green, cargo_green

CASES = []
add = CASES.append

add(dict(
    slug="clap-four-five-upgrade", ticket="TC-81", fmt="claude-transcript", files_changed=6,
    title="Upgrade clap to 4.5 and move the CLI to the derive API",
    body="Bump clap from 3.2 to 4.5 and rewrite src/main.rs argument parsing with #[derive(Parser)]. Keep flags identical.",
    mode="dependency_missing", near_miss="",
    why="clap 4.5's dependencies require rustc 1.74 but the container's toolchain is 1.70.0; the build can't start.",
    steps=[
        T("Updating Cargo.toml and converting the builder code to derive."),
        *RS_READS,
        E("Cargo.toml", "clap = \"3.2\"", "clap = { version = \"4.5\", features = [\"derive\"] }"),
        R("src/main.rs", "use clap::{App, Arg};\n\nfn main() {\n    let m = App::new(\"tilecache\")\n        .arg(Arg::with_name(\"root\").long(\"root\").takes_value(true))\n        .arg(Arg::with_name(\"port\").long(\"port\").default_value(\"8080\"))\n        .get_matches();\n}"),
        E("src/main.rs", "use clap::{App, Arg};", "use clap::Parser;\n\n#[derive(Parser)]\nstruct Args {\n    #[arg(long)]\n    root: Option<String>,\n    #[arg(long, default_value_t = 8080)]\n    port: u16,\n}"),
        B("cargo build", "    Updating crates.io index\n     Locking 8 packages to latest compatible versions\n      Adding clap v4.5.4\n      Adding clap_builder v4.5.2\n      Adding clap_derive v4.5.4\n      Adding clap_lex v0.7.0\nerror: package `clap_lex v0.7.0` cannot be built because it requires rustc 1.74 or newer, while the currently active rustc version is 1.70.0\nEither upgrade to rustc 1.74 or newer, or use\ncargo update clap_lex@0.7.0 --precise ver\nwhere `ver` is the latest version of `clap_lex` supporting rustc 1.70.0", rc=101, ev=True),
        B("rustup toolchain list; rustc --version", "bash: rustup: command not found\nrustc 1.70.0 (90c541806 2023-05-31)", ev=True),
        T("The toolchain in this image is pinned at rustc 1.70 and rustup isn't available, so clap 4.5 cannot be built here."),
        END(False, "clap 4.5 needs rustc >= 1.74; image has 1.70.0"),
    ]))

add(dict(
    slug="x-exp-slices-to-stdlib", ticket="FLT-930", fmt="claude", files_changed=29,
    title="Replace golang.org/x/exp/slices and maps with the standard library",
    body="Go 1.22 has slices and maps in the stdlib. Replace every import of golang.org/x/exp/slices and golang.org/x/exp/maps, bump the go directive to 1.22, drop x/exp from go.mod.",
    mode="dependency_missing", near_miss="",
    why="After bumping go.mod to 1.22 nothing builds: the container's Go is 1.21.6 with GOTOOLCHAIN=local, so the required toolchain is not available.",
    steps=[
        T("Finding x/exp imports."),
        *GO_READS,
        G("golang.org/x/exp/(slices|maps)", "internal/inventory/index.go:8:\t\"golang.org/x/exp/slices\"\ninternal/scheduler/queue.go:6:\t\"golang.org/x/exp/maps\"\n... 27 files"),
        B("grep -rl 'golang.org/x/exp/slices' --include='*.go' . | xargs sed -i 's#\"golang.org/x/exp/slices\"#\"slices\"#'; grep -rl 'golang.org/x/exp/maps' --include='*.go' . | xargs sed -i 's#\"golang.org/x/exp/maps\"#\"maps\"#'", ""),
        E("go.mod", "go 1.21", "go 1.22"),
        B("go mod tidy", "go: go.mod requires go >= 1.22 (running go 1.21.6; GOTOOLCHAIN=local)", rc=1, ev=True),
        B("go env GOTOOLCHAIN GOVERSION", "local\ngo1.21.6"),
        B("GOTOOLCHAIN=go1.22.3 go version", "go: downloading go1.22.3 (linux/amd64)\ngo: download go1.22.3 for linux/amd64: toolchain not available", rc=1, ev=True),
        T("The image only ships go1.21.6 and cannot fetch a 1.22 toolchain, so the stdlib maps package (and go 1.22 directive) cannot be used here."),
        END(False, "Blocked: go 1.22 toolchain not available (running go 1.21.6)."),
    ]))

add(dict(
    slug="ledger-client-four-adoption", ticket="BIL-575", fmt="codex", files_changed=11,
    title="Replace the hand-written LedgerHttpClient with com.acme:ledger-client 4.1.0",
    body="Platform published ledger-client 4.1.0. Remove our LedgerHttpClient and use the library's LedgerClient in all 11 services that call the ledger.",
    mode="dependency_missing", near_miss="infra_failure",
    why="Maven could not resolve com.acme:ledger-client:4.1.0 from any configured repository (only central is configured); the artifact is unavailable, the network worked.",
    steps=[
        R("pom.xml", "<dependencies>\n  <dependency>\n    <groupId>org.springframework.boot</groupId>\n    <artifactId>spring-boot-starter-web</artifactId>\n  </dependency>\n</dependencies>"),
        TH("**Adding dependency**\n\nI'll add ledger-client 4.1.0 and replace usages."),
        E("pom.xml", "</dependencies>", "  <dependency>\n    <groupId>com.acme</groupId>\n    <artifactId>ledger-client</artifactId>\n    <version>4.1.0</version>\n  </dependency>\n</dependencies>"),
        B("grep -rl LedgerHttpClient src/main | xargs sed -i 's/LedgerHttpClient/LedgerClient/g; s/import com.acme.billing.ledger.LedgerClient;/import com.acme.ledger.LedgerClient;/'", ""),
        B("git rm -q src/main/java/com/acme/billing/ledger/LedgerHttpClient.java", ""),
        B("mvn -q -DskipTests compile", "[ERROR] Failed to execute goal on project billing: Could not resolve dependencies for project com.acme:billing:jar:2.3.0\n[ERROR] dependency: com.acme:ledger-client:jar:4.1.0 (compile)\n[ERROR] \tcom.acme:ledger-client:jar:4.1.0 was not found in https://repo.maven.apache.org/maven2 during a previous attempt. This failure was cached in the local repository and resolution is not reattempted until the update interval of central has elapsed or updates are forced\n[ERROR] -> [Help 1]", rc=1, ev=True),
        B("mvn -q -U -DskipTests compile 2>&1 | grep -m2 ERROR", "[ERROR] Failed to execute goal on project billing: Could not resolve dependencies for project com.acme:billing:jar:2.3.0: Could not find artifact com.acme:ledger-client:jar:4.1.0 in central (https://repo.maven.apache.org/maven2)", rc=1, ev=True),
        B("cat ~/.m2/settings.xml 2>/dev/null || echo 'no settings.xml'", "no settings.xml"),
        T("ledger-client 4.1.0 is not in Maven Central and no internal repository is configured here, so the build cannot resolve it."),
        END(True, ""),
    ]))

add(dict(
    slug="rails-seven-one-bump", ticket="SHOP-752", fmt="osmia", files_changed=7,
    title="Upgrade the admin app to Rails 7.1",
    body="Bump rails to ~> 7.1.3, run `bin/rails app:update` for config defaults, fix deprecations. Tests must pass.",
    mode="dependency_missing", near_miss="",
    why="bundle install failed building the pg gem's native extension: libpq headers / pg_config are not installed in the image.",
    steps=[
        T("Updating the Gemfile."),
        R("Gemfile", "source \"https://rubygems.org\"\nruby \"3.2.2\"\n\ngem \"rails\", \"~> 7.0.8\"\ngem \"pg\", \"~> 1.5\"\ngem \"puma\", \"~> 6.4\""),
        E("Gemfile", "gem \"rails\", \"~> 7.0.8\"", "gem \"rails\", \"~> 7.1.3\""),
        B("bundle update rails", "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nFetching rails 7.1.3.4\nInstalling pg 1.5.6 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n    current directory: /usr/local/bundle/gems/pg-1.5.6/ext\n/usr/local/bin/ruby extconf.rb\nChecking for pg_config... no\nNo pg_config... trying anyway. If building fails, please try again with\n --with-pg-config=/path/to/pg_config\nchecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*** extconf.rb failed ***\n\nAn error occurred while installing pg (1.5.6), and Bundler cannot continue.\n\nIn Gemfile:\n  pg", rc=5, ev=True),
        B("which pg_config; dpkg -l | grep -c libpq-dev", "0", rc=1, ev=True),
        B("bin/rails app:update", "Could not find pg-1.5.6 in locally installed gems\nRun `bundle install` to install missing gems.", rc=7),
        T("Bundler cannot build pg because libpq-dev (pg_config, libpq-fe.h) is missing from the image."),
        END(False, "bundle failed: pg native extension needs libpq-dev"),
    ]))

add(dict(
    slug="fastsum-ext-pyproject", ticket="LDG-340", fmt="claude-transcript", files_changed=4,
    title="Build the _fastsum C extension through pyproject instead of setup.py",
    body="Move the ext_modules definition for ledgerkit._fastsum into pyproject-based setuptools config, delete setup.py, and check `pip install .` builds the wheel.",
    mode="dependency_missing", near_miss="permission_blocked",
    why="The wheel build failed because no C compiler exists in the container (gcc: No such file or directory); 'Permission denied' appears only in a test fixture's output.",
    steps=[
        T("Let me look at the current setup.py and the extension."),
        R("setup.py", "from setuptools import Extension, setup\n\nsetup(ext_modules=[Extension('ledgerkit._fastsum', ['src/ledgerkit/_fastsum.c'])])"),
        *PY_READS[:1],
        E("pyproject.toml", "[tool.pytest.ini_options]", "[tool.setuptools]\next-modules = [\n  {name = \"ledgerkit._fastsum\", sources = [\"src/ledgerkit/_fastsum.c\"]},\n]\n\n[tool.pytest.ini_options]"),
        B("git rm -q setup.py", ""),
        B("python -m pytest -q tests/test_export.py", "........\n8 passed in 0.41s\n----------------------------- Captured log call ------------------------------\nWARNING  ledgerkit.export:export.py:77 could not write /srv/exports/2026-10.csv: [Errno 13] Permission denied (expected in test_export_readonly_dir)"),
        B("pip install . 2>&1 | tail -15", "Building wheels for collected packages: ledgerkit\n  Building wheel for ledgerkit (pyproject.toml): started\n  Building wheel for ledgerkit (pyproject.toml): finished with status 'error'\n  error: subprocess-exited-with-error\n  \n  × Building wheel for ledgerkit (pyproject.toml) did not run successfully.\n  │ exit code: 1\n  ╰─> [12 lines of output]\n      running build_ext\n      building 'ledgerkit._fastsum' extension\n      creating build/temp.linux-x86_64-cpython-311/src/ledgerkit\n      gcc -pthread -Wsign-compare -DNDEBUG -g -fwrapv -O3 -Wall -fPIC -I/usr/local/include/python3.11 -c src/ledgerkit/_fastsum.c -o build/temp.linux-x86_64-cpython-311/src/ledgerkit/_fastsum.o\n      error: command 'gcc' failed: No such file or directory\n      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not a problem with pip.\n  ERROR: Failed building wheel for ledgerkit\nFailed to build ledgerkit\nERROR: Could not build wheels for ledgerkit, which is required to install pyproject.toml-based projects", rc=1, ev=True),
        B("which gcc cc clang || echo 'no compiler'", "no compiler", rc=1, ev=True),
        T("The pyproject configuration is in place, but the wheel can't be built in this container: there is no C compiler."),
    ]))

add(dict(
    slug="billing-api-net-eight", ticket="BIL-580", fmt="claude", files_changed=18,
    title="Retarget Billing.Api and its 17 projects from net7.0 to net8.0",
    body="Change TargetFramework to net8.0 in every csproj, pin the SDK in global.json to 8.0.100, update Microsoft.* packages to 8.x.",
    mode="dependency_missing", near_miss="",
    why="global.json now pins SDK 8.0.100 but only the 7.0.410 SDK is installed, so dotnet refuses to build.",
    steps=[
        T("Retargeting all projects."),
        B("ls **/*.csproj | wc -l", "18"),
        B("sed -i 's#<TargetFramework>net7.0</TargetFramework>#<TargetFramework>net8.0</TargetFramework>#' $(git ls-files '*.csproj')", ""),
        W("global.json", "{\n  \"sdk\": {\n    \"version\": \"8.0.100\",\n    \"rollForward\": \"latestFeature\"\n  }\n}\n"),
        B("sed -i -E 's#(Include=\"Microsoft\\.[A-Za-z.]+\" Version=\")7\\.[0-9.]+#\\18.0.4#' $(git ls-files '*.csproj')", ""),
        B("dotnet build Billing.sln", "A compatible .NET SDK was not found.\n\nRequested SDK version: 8.0.100\nglobal.json file: /workspace/repo/global.json\n\nInstalled SDKs:\n7.0.410 [/usr/share/dotnet/sdk]\n\nInstall the [8.0.100] .NET SDK or update [/workspace/repo/global.json] to match an installed SDK.\n\nLearn about SDK resolution:\nhttps://aka.ms/dotnet/sdk-not-found", rc=145, ev=True),
        B("dotnet --list-sdks", "7.0.410 [/usr/share/dotnet/sdk]", ev=True),
        T("Only the .NET 7 SDK is installed, so net8.0 projects cannot be built in this environment."),
        END(False, "net8.0 SDK not installed (only 7.0.410)"),
    ]))

add(dict(
    slug="tilecache-crate-split", ticket="TC-86", fmt="codex", files_changed=19,
    title="Split tilecache into tilecache-core and tilecache-server crates",
    body="Create a cargo workspace with crates/tilecache-core (cache, tile, store) and crates/tilecache-server (main, http). Move files accordingly, fix paths.",
    mode="dependency_missing", near_miss="",
    why="The split itself compiled to the link step; linking failed because no system linker `cc` exists in the image.",
    steps=[
        B("mkdir -p crates/tilecache-core/src crates/tilecache-server/src && git mv src/cache.rs src/tile.rs src/store src/error.rs crates/tilecache-core/src/ && git mv src/main.rs crates/tilecache-server/src/", ""),
        W("Cargo.toml", "[workspace]\nmembers = [\"crates/tilecache-core\", \"crates/tilecache-server\"]\nresolver = \"2\"\n"),
        W("crates/tilecache-core/Cargo.toml", "[package]\nname = \"tilecache-core\"\nversion = \"0.9.3\"\nedition = \"2021\"\n"),
        W("crates/tilecache-server/Cargo.toml", "[package]\nname = \"tilecache-server\"\nversion = \"0.9.3\"\nedition = \"2021\"\n\n[dependencies]\ntilecache-core = { path = \"../tilecache-core\" }\n"),
        B("sed -i 's/use crate::cache/use tilecache_core::cache/; s/use crate::tile/use tilecache_core::tile/' crates/tilecache-server/src/*.rs", ""),
        B("cargo check --workspace", "    Checking tilecache-core v0.9.3 (/workspace/repo/crates/tilecache-core)\n    Checking tilecache-server v0.9.3 (/workspace/repo/crates/tilecache-server)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.02s"),
        B("cargo test --workspace 2>&1 | tail -8", "   Compiling tilecache-core v0.9.3 (/workspace/repo/crates/tilecache-core)\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `tilecache-core` (lib test) due to 1 previous error", rc=101, ev=True),
        B("ls /usr/bin | grep -E '^(cc|gcc|ld|clang)$' || echo none", "none", ev=True),
        T("cargo check passes for both crates, but tests can't link: there is no C linker (cc) in this image."),
        END(True, ""),
    ]))

add(dict(
    slug="plug-cowboy-adapter-swap", ticket="SPT-64", fmt="osmia", files_changed=3,
    title="Switch the Phoenix endpoint from Cowboy to Bandit",
    body="Replace plug_cowboy with bandit ~> 1.5 in mix.exs and set `adapter: Bandit.PhoenixAdapter` in config. Run the test suite.",
    mode="dependency_missing", near_miss="",
    why="mix deps.get failed: the package name the agent put in mix.exs (`bandit_phoenix`) does not exist on Hex, so the new adapter never resolved.",
    steps=[
        T("Updating mix.exs and config."),
        R("mix.exs", "  defp deps do\n    [\n      {:phoenix, \"~> 1.7.14\"},\n      {:phoenix_live_view, \"~> 0.20.17\"},\n      {:plug_cowboy, \"~> 2.7\"},\n      {:jason, \"~> 1.4\"}\n    ]\n  end"),
        E("mix.exs", "{:plug_cowboy, \"~> 2.7\"},", "{:bandit_phoenix, \"~> 1.5\"},"),
        E("config/config.exs", "config :spotter, SpotterWeb.Endpoint,\n  url: [host: \"localhost\"],", "config :spotter, SpotterWeb.Endpoint,\n  adapter: Bandit.PhoenixAdapter,\n  url: [host: \"localhost\"],"),
        B("mix deps.get", "Resolving Hex dependencies...\n** (Mix) No package with name bandit_phoenix (from: mix.exs) in registry", rc=1, ev=True),
        B("mix test", "Unchecked dependencies for environment test:\n* bandit_phoenix (Hex package)\n  the dependency is not available, run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies", rc=1, ev=True),
        T("The Hex registry has no `bandit_phoenix` package. I'm out of turns for this attempt."),
        END(False, "dependency bandit_phoenix not available"),
    ]))

add(dict(
    slug="csv-worker-types", ticket="WEB-2338", fmt="claude-transcript", files_changed=9,
    title="Convert packages/importer from JS to TypeScript",
    body="Port packages/importer (9 files) to TypeScript with strict mode, adding @types packages where needed.",
    mode="dependency_missing", near_miss="infra_failure",
    why="npm returned 404 for @types/papaparse-worker: the package does not exist in the registry; the registry itself answered.",
    steps=[
        T("Porting packages/importer to TypeScript."),
        B("ls packages/importer/src", "index.js\nparse.js\nworker.js\nmapping.js\nvalidate.js\nerrors.js\nrows.js\nschema.js\nutil.js"),
        B("cd packages/importer && for f in src/*.js; do git mv $f ${f%.js}.ts; done", ""),
        W("packages/importer/tsconfig.json", "{\n  \"extends\": \"../../tsconfig.base.json\",\n  \"compilerOptions\": { \"strict\": true, \"outDir\": \"dist\" },\n  \"include\": [\"src\"]\n}\n"),
        B("cd packages/importer && npm i -D @types/papaparse @types/papaparse-worker", "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/@types%2fpapaparse-worker - Not found\nnpm ERR! 404 \nnpm ERR! 404  '@types/papaparse-worker@*' is not in this registry.\nnpm ERR! 404 \nnpm ERR! 404 Note that you can also install from a\nnpm ERR! 404 tarball, folder, http url, or git url.", rc=1, ev=True),
        B("cd packages/importer && npx tsc --noEmit 2>&1 | head -4", "src/worker.ts(1,23): error TS2307: Cannot find module 'papaparse-worker' or its corresponding type declarations.\nsrc/parse.ts(2,20): error TS7016: Could not find a declaration file for module 'papaparse'. '/workspace/repo/node_modules/papaparse/papaparse.js' implicitly has an 'any' type.\n  Try `npm i --save-dev @types/papaparse` if it exists or add a new declaration (.d.ts) file containing `declare module 'papaparse';`\nFound 2 errors in 2 files.", rc=2, ev=True),
        T("The type packages could not be installed: @types/papaparse-worker doesn't exist in the registry and the install aborted, so papaparse types are missing too."),
        END(False, "npm 404 for @types/papaparse-worker"),
    ]))

add(dict(
    slug="config-ini-to-toml", ticket="LDG-346", fmt="claude", files_changed=6,
    title="Move ledgerkit settings from settings.ini to settings.toml",
    body="Replace configparser with TOML config: read settings.toml with the stdlib parser, convert the sample settings.ini, update docs.",
    mode="dependency_missing", near_miss="",
    why="The port uses the stdlib tomllib, which does not exist on the container's Python 3.10 (added in 3.11); the module is not available in this toolchain.",
    steps=[
        T("Switching config loading to tomllib."),
        *PY_READS,
        E("src/ledgerkit/config.py", "import configparser", "import tomllib"),
        E("src/ledgerkit/config.py", "    cp = configparser.ConfigParser()\n    cp.read(path)\n    return dict(cp['ledger'])", "    with open(path, 'rb') as fh:\n        return tomllib.load(fh)['ledger']"),
        W("settings.toml", "[ledger]\ncurrency = \"EUR\"\npage_size = 200\n"),
        B("git rm -q settings.ini", ""),
        B("python -m pytest -q", "==================================== ERRORS ====================================\n___________________ ERROR collecting tests/test_config.py ______________________\nImportError while importing test module '/workspace/repo/tests/test_config.py'.\nsrc/ledgerkit/config.py:1: in <module>\n    import tomllib\nE   ModuleNotFoundError: No module named 'tomllib'\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.52s", rc=2, ev=True),
        B("python --version", "Python 3.10.14", ev=True),
        T("tomllib needs Python 3.11; the environment runs 3.10.14. I'll stop here rather than add a new dependency the ticket didn't mention."),
        END(False, "tomllib unavailable on Python 3.10"),
    ]))

add(dict(
    slug="ktor-three-migration", ticket="MOB-418", fmt="claude-transcript", files_changed=33,
    title="Migrate the mobile backend from Ktor 2 to Ktor 3",
    body="Upgrade io.ktor to 3.0.0 in gradle/libs.versions.toml and fix the breaking API changes across the server module.",
    mode="dependency_missing", near_miss="",
    why="Gradle could not find io.ktor:ktor-server-core:3.0.0-beta-9 (a version the agent invented) in mavenCentral, so compilation never started.",
    steps=[
        T("Updating the version catalog."),
        R("gradle/libs.versions.toml", "[versions]\nktor = \"2.3.12\"\nkotlin = \"1.9.24\"\n\n[libraries]\nktor-server-core = { module = \"io.ktor:ktor-server-core\", version.ref = \"ktor\" }\nktor-server-netty = { module = \"io.ktor:ktor-server-netty\", version.ref = \"ktor\" }"),
        E("gradle/libs.versions.toml", "ktor = \"2.3.12\"", "ktor = \"3.0.0-beta-9\""),
        B("grep -rl 'io.ktor.server.application.call' server/src | xargs sed -i 's/call.respondText/call.respondText/'", ""),
        B("./gradlew :server:compileKotlin --console=plain 2>&1 | tail -14", "> Task :server:compileKotlin FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':server:compileKotlin'.\n> Could not resolve all files for configuration ':server:compileClasspath'.\n   > Could not find io.ktor:ktor-server-core:3.0.0-beta-9.\n     Searched in the following locations:\n       - https://repo.maven.apache.org/maven2/io/ktor/ktor-server-core/3.0.0-beta-9/ktor-server-core-3.0.0-beta-9.pom\n     Required by:\n         project :server\n\nBUILD FAILED in 21s", rc=1, ev=True),
        B("./gradlew :server:dependencies --configuration compileClasspath 2>&1 | grep ktor | head -3", "+--- io.ktor:ktor-server-core:3.0.0-beta-9 FAILED\n+--- io.ktor:ktor-server-netty:3.0.0-beta-9 FAILED"),
        T("The Ktor artifacts at that version cannot be resolved. I've left the catalog change in place."),
    ]))

add(dict(
    slug="stdlib-logging-to-structlog", ticket="LDG-351", fmt="codex", files_changed=24,
    title="Replace stdlib logging with structlog in ledgerkit",
    body="Use structlog everywhere (get_logger per module, key=value events). Pin structlog in dependencies.",
    mode="dependency_missing", near_miss="permission_blocked",
    why="pip could not find the pinned structlog==25.9.0 (no such version), so structlog was never installed; the 'permission denied' strings are log lines asserted by the ACL tests.",
    steps=[
        R("src/ledgerkit/logging_setup.py", "import logging\n\n\ndef configure(level='INFO'):\n    logging.basicConfig(level=level, format='%(asctime)s %(name)s %(message)s')"),
        B("grep -rl 'logging.getLogger' src | xargs sed -i 's/^import logging$/import structlog/; s/logging.getLogger(__name__)/structlog.get_logger(__name__)/'", ""),
        E("pyproject.toml", "  \"structlog>=24.1\",", "  \"structlog==25.9.0\","),
        B("pip install -e . -q", "ERROR: Could not find a version that satisfies the requirement structlog==25.9.0 (from ledgerkit) (from versions: 0.1.0, 0.2.0, ..., 24.1.0, 24.2.0, 24.4.0, 25.1.0)\nERROR: No matching distribution found for structlog==25.9.0", rc=1, ev=True),
        B("python -m pytest -q tests/test_acl.py -rA 2>&1 | tail -6", "tests/test_acl.py::test_denies_foreign_account PASSED\n------------------------------ Captured log call -------------------------------\nWARNING  ledgerkit.accounts:accounts.py:58 permission denied: user=u-19 account=acc-7 action=export\nPASSED tests/test_acl.py::test_denies_foreign_account\n============================== 6 passed in 0.22s ==============================="),
        B("python -m pytest -q 2>&1 | tail -5", "E   ModuleNotFoundError: No module named 'structlog'\n=========================== short test summary info ============================\nERROR tests/test_reports.py\n!!!!!!!!!!!!!!!!!!! Interrupted: 17 errors during collection !!!!!!!!!!!!!!!!!!!!\n17 errors in 1.03s", rc=2, ev=True),
        T("structlog isn't installed because the pinned version doesn't exist on PyPI. Most modules now import structlog, so collection fails."),
        END(True, ""),
    ]))
