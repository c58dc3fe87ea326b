"""dependency_missing cases (toolchains, native pieces, unresolvable packages, arch-specific wheels)."""
from gen_lib import case, S, T, B, R, E, W, G, H, DENY, SYS, NOISE

CASES = []
add = CASES.append

add(case(
    "asr-arm-runner", "codex", "dependency_missing",
    ("ASR-219", "Run the transcription smoke test on the new Graviton runners",
     "CI moved the `asr-smoke` job to `ubuntu-24.04-arm` (aarch64). Make the smoke test run there.",
     ["`pytest tests/smoke` passes on the arm runner"]),
    [S("Checking the runner architecture and installing the test requirements."),
     B("uname -m && python -c 'import sys; print(sys.version)'", "aarch64\n3.11.9 (main, Apr  6 2024, 17:59:24) [GCC 11.4.0]\n"),
     B("pip install -r requirements-ci.txt",
       "Collecting numpy==1.26.4\n  Using cached numpy-1.26.4-cp311-cp311-manylinux_2_17_aarch64.manylinux2014_aarch64.whl (14.2 MB)\n"
       "Collecting onnxruntime-gpu==1.17.1\n"
       "ERROR: Could not find a version that satisfies the requirement onnxruntime-gpu==1.17.1 (from versions: none)\n"
       "ERROR: No matching distribution found for onnxruntime-gpu==1.17.1\n", rc=1, ev=True),
     B("pip download onnxruntime-gpu==1.17.1 --no-deps --platform manylinux2014_x86_64 --only-binary=:all: -d /tmp/x 2>&1 | tail -1",
       "Saved /tmp/x/onnxruntime_gpu-1.17.1-cp311-cp311-manylinux_2_28_x86_64.whl\n"),
     T("The package exists and the index is reachable: there is simply no aarch64 wheel of onnxruntime-gpu 1.17.1."),
     B("python -m pytest tests/smoke -q",
       "E   ModuleNotFoundError: No module named 'onnxruntime'\n1 error in 0.31s\n", rc=2)],
    "onnxruntime-gpu 1.17.1 publishes no aarch64 wheel, so it cannot be installed on the arm runner (the index is reachable: the x86_64 wheel downloads); the smoke test cannot import onnxruntime.",
    near="infra_failure", lang="py", files=["requirements-ci.txt"],
    end={"text": "Blocked: onnxruntime-gpu==1.17.1 has no aarch64 wheel (`from versions: none` on the arm runner)."}))

add(case(
    "metrics-slim-linker", "claude", "dependency_missing",
    ("MET-88", "Histogram buckets off by one at the upper bound",
     "A value equal to a bucket's upper bound lands in the next bucket (`src/histogram.rs`). Prometheus uses `le`.",
     ["`cargo test histogram` passes in the `rust:1.79-slim` CI container"]),
    [S("Reading the bucket lookup."),
     R("src/histogram.rs", "fn bucket_index(&self, v: f64) -> usize {\n    self.bounds.iter().position(|b| v < *b).unwrap_or(self.bounds.len())\n}\n"),
     E("src/histogram.rs", "position(|b| v < *b)", "position(|b| v <= *b)"),
     B("cargo test histogram 2>&1 | tail -8",
       "   Compiling libc v0.2.155\n   Compiling proc-macro2 v1.0.86\n"
       "error: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\n"
       "error: could not compile `proc-macro2` (build script) due to 1 previous error\n", rc=101, ev=True),
     B("which cc gcc clang; echo $?", "1\n"),
     B("apt-get install -y --no-install-recommends gcc 2>&1 | tail -2",
       "E: Unable to locate package gcc\n", rc=100),
     S("The slim image has no C toolchain, so build scripts can't link. I didn't run apt-get update since the CI image is meant to be fixed.")],
    "The `rust:1.79-slim` container has no C linker (`linker cc not found`), so no crate with a build script compiles; a missing native toolchain piece.",
    lang="rust", files=["src/histogram.rs"],
    end={"ok": False, "text": "Fixed the `le` comparison in src/histogram.rs. Could not compile: `error: linker cc not found` in the slim image."}))

add(case(
    "authz-go-toolchain", "osmia", "dependency_missing",
    ("AUTH-733", "Role check ignores wildcard scopes",
     "`internal/authz/scope.go`: a token with scope `orders:*` is refused for `orders:read`.",
     ["`go test ./internal/authz/...` passes"]),
    [S("Reading the scope matcher."),
     R("internal/authz/scope.go", "package authz\n\nfunc Allows(granted []string, want string) bool {\n\treturn slices.Contains(granted, want)\n}\n"),
     E("internal/authz/scope.go", "\treturn slices.Contains(granted, want)",
       "\tfor _, g := range granted {\n\t\tif g == want || (strings.HasSuffix(g, \":*\") && strings.HasPrefix(want, strings.TrimSuffix(g, \"*\"))) {\n\t\t\treturn true\n\t\t}\n\t}\n\treturn false"),
     B("go test ./internal/authz/...",
       "go: go.mod requires go >= 1.23.2 (running go 1.22.5; GOTOOLCHAIN=local)\n", rc=1, ev=True),
     B("go env GOTOOLCHAIN GOVERSION", "local\ngo1.22.5\n"),
     B("GOTOOLCHAIN=go1.23.2 go version",
       "go: downloading go1.23.2 (linux/amd64)\ngo: download go1.23.2 for linux/amd64: toolchain not available\n", rc=1, ev=True),
     S("The module needs Go 1.23.2 and the agent image only has 1.22.5 with toolchain downloads disabled.")],
    "go.mod requires Go >= 1.23.2 but the agent image ships Go 1.22.5 with GOTOOLCHAIN=local and the toolchain cannot be fetched: the toolchain is missing.",
    lang="go", files=["internal/authz/scope.go"],
    end={"ok": False, "text": "Wildcard matching implemented. Tests not run: go.mod requires go >= 1.23.2, image has go 1.22.5 (GOTOOLCHAIN=local)."}))

add(case(
    "crm-pg-native", "claude-transcript", "dependency_missing",
    ("CRM-1290", "Contact search should be accent-insensitive",
     "Searching `jose` should find `José`. Use `unaccent` in `app/queries/contact_search.rb`.",
     ["`bundle exec rspec spec/queries/contact_search_spec.rb` passes"]),
    [S("I'll get the bundle installed in the devcontainer first."),
     B("bundle install 2>&1 | tail -22",
       "Fetching pg 1.5.6\nInstalling pg 1.5.6 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n"
       "    current directory: /usr/local/bundle/gems/pg-1.5.6/ext\n/usr/local/bin/ruby extconf.rb\nchecking for pg_config... no\n"
       "checking for libpq per pkg-config... no\nUsing libpq from \nchecking for libpq-fe.h... no\n"
       "Can't find the 'libpq-fe.h header\n*****************************************************************************\n\n"
       "Unable to find PostgreSQL client library.\n\nPlease install libpq or postgresql client package like so:\n  sudo apt install libpq-dev\n"
       "  sudo yum install postgresql-devel\n\nAn error occurred while installing pg (1.5.6), and Bundler cannot continue.\n\n"
       "In Gemfile:\n  pg\n", rc=5, ev=True),
     H("the devcontainer image is the slim one, libpq-dev isn't in it. can you keep going without running the specs?"),
     R("app/queries/contact_search.rb", "class ContactSearch\n  def call(q)\n    Contact.where(\"name ILIKE ?\", \"%#{q}%\")\n  end\nend\n"),
     E("app/queries/contact_search.rb", "    Contact.where(\"name ILIKE ?\", \"%#{q}%\")", "    Contact.where(\"unaccent(name) ILIKE unaccent(?)\", \"%#{q}%\")"),
     W("db/migrate/20261120101500_enable_unaccent.rb", "class EnableUnaccent < ActiveRecord::Migration[7.1]\n  def change\n    enable_extension \"unaccent\"\n  end\nend\n"),
     B("bundle exec rspec spec/queries/contact_search_spec.rb", "Could not find pg-1.5.6 in locally installed gems\nRun `bundle install` to install missing gems.\n", rc=7)],
    "The pg gem cannot build its native extension because the devcontainer lacks libpq-dev (`Can't find the 'libpq-fe.h header`), so the bundle and the specs cannot run.",
    lang="ruby", files=["app/queries/contact_search.rb"],
    end={"text": "Query and migration written; specs not run because pg 1.5.6 can't be built (libpq-dev missing in the devcontainer)."}))

add(case(
    "ledger-nexus-artifact", "codex", "dependency_missing",
    ("PAY-2210", "Settlement report rounds half-down",
     "`SettlementReport.total()` uses `RoundingMode.HALF_DOWN`; finance requires `HALF_EVEN`. GitLab job on the\n"
     "air-gapped runner, dependencies from Nexus (`https://nexus.corp.internal/repository/maven-public/`).",
     ["`./mvnw -q test -Dtest=SettlementReportTest` passes"]),
    [S("Let me find the rounding."),
     G("HALF_DOWN", "src/main/java/com/acme/pay/SettlementReport.java:57:        return sum.setScale(2, RoundingMode.HALF_DOWN);\n"),
     E("src/main/java/com/acme/pay/SettlementReport.java", "RoundingMode.HALF_DOWN", "RoundingMode.HALF_EVEN"),
     B("./mvnw -q test -Dtest=SettlementReportTest 2>&1 | tail -6",
       "[ERROR] Failed to execute goal on project settlement: Could not resolve dependencies for project com.acme.pay:settlement:jar:3.8.0-SNAPSHOT: "
       "Could not find artifact com.acme.platform:ledger-client:jar:2.14.0 in nexus (https://nexus.corp.internal/repository/maven-public/) -> [Help 1]\n"
       "[ERROR] \n[ERROR] Re-run Maven using the -X switch to enable full debug logging.\n", rc=1, ev=True),
     B("curl -s -o /dev/null -w '%{http_code}\\n' https://nexus.corp.internal/repository/maven-public/com/acme/platform/ledger-client/maven-metadata.xml", "200\n"),
     B("curl -s https://nexus.corp.internal/repository/maven-public/com/acme/platform/ledger-client/maven-metadata.xml | grep '<version>'",
       "      <version>2.12.1</version>\n      <version>2.13.0</version>\n", ev=True),
     S("Nexus is reachable, but ledger-client 2.14.0 was never published there (latest is 2.13.0).")],
    "The build needs com.acme.platform:ledger-client 2.14.0, which is not in the internal Nexus (reachable; latest 2.13.0): an unresolvable artifact, not a network problem.",
    near="infra_failure", lang="java", files=["src/main/java/com/acme/pay/SettlementReport.java"],
    end={"text": "Rounding switched to HALF_EVEN; Maven cannot resolve com.acme.platform:ledger-client:2.14.0 from Nexus."}))

add(case(
    "ops-dotnet-sdk", "claude", "dependency_missing",
    ("OPS-512", "Health endpoint should include build SHA",
     "Add `buildSha` (from env `BUILD_SHA`) to `/health` in `src/Ops.Api/HealthEndpoint.cs`.",
     ["`dotnet test` passes in the CI image"]),
    [S("Reading the endpoint."),
     R("src/Ops.Api/HealthEndpoint.cs", "app.MapGet(\"/health\", () => Results.Ok(new { status = \"ok\" }));\n"),
     E("src/Ops.Api/HealthEndpoint.cs", "new { status = \"ok\" }", "new { status = \"ok\", buildSha = Environment.GetEnvironmentVariable(\"BUILD_SHA\") ?? \"unknown\" }"),
     B("dotnet test 2>&1 | tail -5",
       "/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, or use a version of the .NET SDK that supports .NET 9.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/repo/src/Ops.Api/Ops.Api.csproj]\n", rc=1, ev=True),
     B("dotnet --list-sdks; cat global.json", "8.0.404 [/usr/share/dotnet/sdk]\n{\n  \"sdk\": { \"version\": \"9.0.100\", \"rollForward\": \"latestFeature\" }\n}\n", ev=True),
     S("The project targets net9.0 but the CI image only has the .NET 8 SDK.")],
    "The project targets .NET 9 but the image only has the 8.0.404 SDK (NETSDK1045): the required SDK is not installed.",
    lang="any", files=["src/Ops.Api/HealthEndpoint.cs"],
    end={"ok": False, "text": "buildSha added; build fails with NETSDK1045 (SDK 8.0.404 cannot target net9.0)."}))

add(case(
    "shop-composer-php", "osmia", "dependency_missing",
    ("SHOP-1402", "VAT rounding per line instead of per invoice",
     "`src/Tax/VatCalculator.php` rounds each line; German invoices must round the invoice total.",
     ["`vendor/bin/phpunit tests/Tax` passes"]),
    [S("Installing dependencies."),
     B("composer install --no-interaction 2>&1 | tail -12",
       "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\n"
       "Your lock file does not contain a compatible set of packages. Please run composer update.\n\n"
       "  Problem 1\n    - Root composer.json requires php ^8.2 but your php version (8.1.27) does not satisfy that requirement.\n"
       "  Problem 2\n    - symfony/console is locked to version v7.1.3 and an update of this package was not requested.\n"
       "    - symfony/console v7.1.3 requires php >=8.2 -> your php version (8.1.27) does not satisfy that requirement.\n", rc=2, ev=True),
     R("src/Tax/VatCalculator.php", "public function total(array $lines): int\n{\n    return array_sum(array_map(fn($l) => (int) round($l->net * $this->rate), $lines));\n}\n"),
     E("src/Tax/VatCalculator.php", "    return array_sum(array_map(fn($l) => (int) round($l->net * $this->rate), $lines));",
       "    return (int) round(array_sum(array_map(fn($l) => $l->net * $this->rate, $lines)));"),
     B("vendor/bin/phpunit tests/Tax", "bash: vendor/bin/phpunit: No such file or directory\n", rc=127),
     S("The container's PHP is 8.1.27 and the project requires ^8.2, so composer can't install anything.")],
    "The agent image has PHP 8.1.27 while composer.json requires ^8.2, so no dependency installs and phpunit is absent: a runtime-version dependency failure.",
    lang="any", files=["src/Tax/VatCalculator.php"],
    end={"ok": False, "text": "Rounding moved to invoice total; tests not run: composer refuses to install on PHP 8.1.27 (requires ^8.2)."}))

add(case(
    "geo-nix-shell", "claude-transcript", "dependency_missing",
    ("GEO-77", "Tile server returns 500 for zoom 0",
     "`tiles/server.py` divides by `2**(z-1)` which breaks for z=0. The dev shell is the Nix flake (`nix develop`).",
     ["`pytest tests/test_tiles.py` passes inside `nix develop`"]),
    [S("Let me enter the dev shell and run the tile tests."),
     B("nix develop -c pytest tests/test_tiles.py -q 2>&1 | tail -8",
       "error:\n       … while evaluating the attribute 'devShells.x86_64-linux.default'\n         at /nix/store/3q8x…-source/flake.nix:22:9:\n\n"
       "       … while evaluating derivation 'nix-shell'\n\n"
       "       error: attribute 'rio-tiler' missing\n       at /nix/store/3q8x…-source/flake.nix:31:13:\n           30|             pkgs.python311Packages.mercantile\n           31|             pkgs.python311Packages.rio-tiler\n             |             ^\n", rc=1, ev=True),
     H("right, rio-tiler was never packaged in our pinned nixpkgs. bob had it in a local overlay that isn't committed"),
     B("nix eval nixpkgs#python311Packages.rio-tiler.version 2>&1 | tail -1", "error: attribute 'rio-tiler' missing\n", rc=1, ev=True),
     R("tiles/server.py", "def tile_size(z):\n    return WORLD / 2 ** (z - 1)\n"),
     E("tiles/server.py", "    return WORLD / 2 ** (z - 1)", "    return WORLD / 2 ** z"),
     H("ok leave it there, I'll add the overlay")],
    "The flake's dev shell references `python311Packages.rio-tiler`, which does not exist in the pinned nixpkgs, so the shell (and the tests) cannot be built.",
    lang="py", files=["tiles/server.py"], doubt=True,
    end={"text": "Change made; tests not run because the nix dev shell fails to evaluate (rio-tiler missing from pinned nixpkgs)."}))

add(case(
    "bundle-alpine-esbuild", "codex", "dependency_missing",
    ("FE-2901", "Lazy-load the chart library on the dashboard",
     "The dashboard bundle pulls in `echarts` eagerly. Use a dynamic import. CI builds in `node:20-alpine`.",
     ["`npm run build` succeeds", "dashboard chunk < 250 kB"]),
    [S("Reading the dashboard entry."),
     G("from 'echarts'", "src/pages/Dashboard.tsx:4:import * as echarts from 'echarts';\n"),
     E("src/pages/Dashboard.tsx", "import * as echarts from 'echarts';", "const loadCharts = () => import('echarts');"),
     B("npm run build 2>&1 | tail -8",
       "> dashboard@2.3.0 build\n> vite build\n\n"
       "Error: Error loading shared library ld-linux-x86-64.so.2: No such file or directory (needed by /app/node_modules/@esbuild/linux-x64/bin/esbuild)\n"
       "    at ChildProcess.emit (node:events:519:28)\n"
       "  code: 'ERR_DLOPEN_FAILED'\n", rc=1, ev=True),
     B("ls node_modules/@esbuild/; cat /etc/os-release | head -2", "linux-x64\nNAME=\"Alpine Linux\"\nID=alpine\n", ev=True),
     S("node_modules was restored from the glibc build job's cache; its esbuild binary is linked against glibc and cannot run on this musl image.")],
    "The restored node_modules holds a glibc build of esbuild which cannot load on the musl (Alpine) image (`ld-linux-x86-64.so.2: No such file`): the right native binary for this platform is missing.",
    near="infra_failure", lang="js", files=["src/pages/Dashboard.tsx"], doubt=True,
    end={"text": "Dynamic import added; build fails: esbuild binary can't load on Alpine (ld-linux-x86-64.so.2 missing)."}))

add(case(
    "proto-grpc-regen", "osmia", "dependency_missing",
    ("RPC-340", "Add `cancel_reason` to the CancelOrder RPC",
     "Add an optional `cancel_reason` string to `CancelOrderRequest` in `proto/orders/v1/orders.proto`, regenerate with\n"
     "`make proto`, and pass it through in `orders/grpc_server.py`.",
     ["`make proto` regenerates the stubs", "`pytest tests/test_grpc_cancel.py` passes"]),
    [S("Running the cancel tests first."),
     B("python -m pytest tests/test_grpc_cancel.py -q",
       "E   ModuleNotFoundError: No module named 'grpc_status'\n1 error in 0.22s\n", rc=2),
     B("pip install grpcio-status==1.64.1",
       "Collecting grpcio-status==1.64.1\n  Downloading grpcio_status-1.64.1-py3-none-any.whl (14 kB)\nInstalling collected packages: grpcio-status\nSuccessfully installed grpcio-status-1.64.1\n"),
     B("python -m pytest tests/test_grpc_cancel.py -q", "..                                                                       [100%]\n2 passed in 0.38s\n"),
     E("proto/orders/v1/orders.proto", "  string order_id = 1;\n}", "  string order_id = 1;\n  optional string cancel_reason = 2;\n}"),
     B("make proto",
       "python -m grpc_tools.protoc -I proto --python_out=gen --grpc_python_out=gen proto/orders/v1/orders.proto\n"
       "/usr/local/bin/python: Error while finding module specification for 'grpc_tools.protoc' (ModuleNotFoundError: No module named 'grpc_tools')\n"
       "make: *** [Makefile:14: proto] Error 1\n", rc=2, ev=True),
     B("pip install grpcio-tools==1.64.1 2>&1 | tail -4",
       "Collecting grpcio-tools==1.64.1\n  Downloading grpcio-tools-1.64.1.tar.gz (5.1 MB)\n  Installing build dependencies: finished with status 'done'\n"
       "  Building wheel for grpcio-tools (pyproject.toml): finished with status 'error'\n"
       "      error: command 'g++' failed: No such file or directory\n"
       "ERROR: Could not build wheels for grpcio-tools, which is required to install pyproject.toml-based projects\n", rc=1, ev=True),
     S("grpcio-tools has no wheel for this Python/platform here and building it needs g++, which the image lacks. I can't regenerate the stubs.")],
    "After recovering from a missing grpcio-status, the run fails because grpcio-tools (protoc for Python) is not installed and cannot be built without g++: the stubs cannot be regenerated.",
    lang="py", files=["orders/grpc_server.py"],
    end={"ok": False, "text": "Proto field added; `make proto` fails: grpc_tools missing and grpcio-tools cannot be built (no g++)."}))
