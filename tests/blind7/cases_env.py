from filler import B, E, W, R, S, T, pre, ok, fail, provider, cut, gitlog

CASES = []
add = CASES.append

# ---------------- infra_failure ----------------
add(dict(slug="geo-411-tz-offsets", ticket="GEO-411", title="Timezone offsets wrong for Lord Howe Island",
    prompt="`geo/tz.py::utc_offset` returns +11:00 all year for Australia/Lord_Howe; DST there is 30 minutes. Fix and add a test. Run `pip install -r requirements-dev.txt` first.",
    mode="infra_failure", near_miss="dependency_missing",
    why="pip could not reach the package index (network unreachable), so the later 'No matching distribution' is a consequence of the network, not a missing package.",
    steps=pre("geo411", ["geo", "tests", "requirements.txt", "requirements-dev.txt", "setup.cfg"]) + [
        R("geo/tz.py", "from zoneinfo import ZoneInfo\n\ndef utc_offset(name, when):\n    tz = ZoneInfo(name)\n    return tz.utcoffset(when.replace(tzinfo=None))"),
        B("pip install -r requirements-dev.txt",
          "Looking in indexes: https://pypi.internal.acme.io/simple\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b2c1d9e50>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/hypothesis/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b2c1da110>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/hypothesis/\nWARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b2c1da3d0>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/hypothesis/\nERROR: Could not find a version that satisfies the requirement hypothesis==6.112.1 (from versions: none)\nERROR: No matching distribution found for hypothesis==6.112.1", 1, ev="out"),
        S("The index is unreachable. Let me check whether it's a DNS or routing problem."),
        B("curl -sS -m 10 https://pypi.internal.acme.io/simple/ -o /dev/null -w '%{http_code}'", "curl: (7) Failed to connect to pypi.internal.acme.io port 443 after 3 ms: Couldn't connect to server", 7, ev="out"),
        B("python -m pytest tests/test_tz.py -q", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:3: in <module>\n    from hypothesis import settings\nE   ModuleNotFoundError: No module named 'hypothesis'", 4),
        S("I can't install the test dependencies because the package index is unreachable from this pod. Stopping here."),
    ], end=fail("Could not install dev requirements: package index unreachable ([Errno 101] Network is unreachable). No code changed.")))

add(dict(slug="relay-88-batch-flush", ticket="RELAY-88", title="Batch flush drops the last partial batch",
    prompt="In `crates/relay/src/batch.rs`, `Batcher::flush` forgets the final partial batch when the stream ends. Fix it; `cargo test -p relay` must pass.",
    mode="infra_failure", near_miss="", state="Failed",
    result={"success": False, "summary": "agent container terminated: OOMKilled (exit code 137)", "exit_code": 137},
    why="rustc was SIGKILLed while compiling (container out of memory) and the pod was OOMKilled; the code change itself was fine.",
    steps=pre("relay88", ["Cargo.toml", "Cargo.lock", "crates", "xtask", "README.md"]) + [
        R("crates/relay/src/batch.rs", "pub fn flush(&mut self) -> Vec<Batch> {\n    let mut out = Vec::new();\n    while self.buf.len() >= self.size {\n        out.push(self.buf.drain(..self.size).collect());\n    }\n    out\n}"),
        E("crates/relay/src/batch.rs", "    out\n}", "    if !self.buf.is_empty() {\n        out.push(self.buf.drain(..).collect());\n    }\n    out\n}"),
        B("cargo test -p relay", "   Compiling proc-macro2 v1.0.89\n   Compiling syn v2.0.87\n   Compiling serde_derive v1.0.214\n   Compiling tokio v1.41.1\n   Compiling aws-sdk-s3 v1.60.0\n   Compiling relay v0.9.2 (/workspace/repo/crates/relay)\nerror: could not compile `aws-sdk-s3` (lib)\n\nCaused by:\n  process didn't exit successfully: `/usr/local/rustup/toolchains/1.82.0-x86_64-unknown-linux-gnu/bin/rustc --crate-name aws_sdk_s3 --edition=2021 ...` (signal: 9, SIGKILL: kill)\nwarning: build failed, waiting for other jobs to finish...", 101, ev="out"),
        S("rustc was killed by signal 9 — likely memory pressure. Retrying with a single job."),
        B("cargo test -p relay -j 1", "   Compiling aws-sdk-s3 v1.60.0\nKilled", 137, ev="out"),
    ], end=cut()))

add(dict(slug="shelf-230-isbn-dash", format="claude-transcript", ticket="SHELF-230", title="ISBN-10 with trailing X rejected",
    prompt="`app/models/book.rb` validates ISBNs; ISBN-10s ending in `X` (check digit 10) are rejected. Fix the validator and cover it in `spec/models/book_spec.rb`.",
    mode="infra_failure", near_miss="test_misunderstanding",
    why="The model provider returned 529 overloaded and the session ended while a spec was still red; the red spec was not the reason the run stopped.",
    steps=pre("shelf230", ["app", "config", "db", "spec", "Gemfile", "Gemfile.lock"]) + [
        R("app/models/book.rb", "class Book < ApplicationRecord\n  validates :isbn, format: { with: /\\A\\d{9}[\\d]\\z|\\A\\d{13}\\z/ }\nend"),
        E("app/models/book.rb", "/\\A\\d{9}[\\d]\\z|\\A\\d{13}\\z/", "/\\A\\d{9}[\\dX]\\z|\\A\\d{13}\\z/"),
        B("bundle exec rspec spec/models/book_spec.rb", "..F\n\nFailures:\n\n  1) Book isbn accepts a lowercase x check digit\n     Failure/Error: expect(build(:book, isbn: \"080442957x\")).to be_valid\n       expected `#<Book id: nil, isbn: \"080442957x\">.valid?` to be truthy, got false\n     # ./spec/models/book_spec.rb:18:in `block (3 levels) in <top (required)>'\n\nFinished in 0.412 seconds (files took 2.31 seconds to load)\n3 examples, 1 failure", 1),
        S("Lowercase x must also be accepted; I'll make the check-digit class case-insensitive."),
    ], end=provider('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_011CVQ7h2mZ9xkT4aY1b3cLd"}', subtype="error_during_execution")))

add(dict(slug="ktor-77-cors-preflight", format="claude", ticket="EDGE-77", title="CORS preflight ignores allowed headers list",
    prompt="The Ktor gateway (`gateway/src/main/kotlin/edge/Cors.kt`) answers OPTIONS without `Access-Control-Allow-Headers`. Add the configured headers; `./gradlew :gateway:test` must pass.",
    mode="infra_failure", near_miss="dependency_missing",
    why="The session was ended by the provider's usage limit while an unresolved-reference compile error was still open; the limit is what stopped the run.",
    steps=pre("edge77", ["gateway", "gradle", "build.gradle.kts", "settings.gradle.kts", "gradlew"]) + [
        R("gateway/src/main/kotlin/edge/Cors.kt", "fun Application.cors(cfg: CorsConfig) {\n    install(CORS) {\n        cfg.origins.forEach { allowHost(it) }\n    }\n}"),
        E("gateway/src/main/kotlin/edge/Cors.kt", "        cfg.origins.forEach { allowHost(it) }", "        cfg.origins.forEach { allowHost(it) }\n        cfg.headers.forEach { allowHeadersPrefixed(it) }"),
        B("./gradlew :gateway:test --console=plain", "> Task :gateway:compileKotlin FAILED\ne: file:///workspace/repo/gateway/src/main/kotlin/edge/Cors.kt:6:31 Unresolved reference 'allowHeadersPrefixed'.\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':gateway:compileKotlin'.\n> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction\n   > Compilation error. See log for more details\n\nBUILD FAILED in 38s", 1),
        S("That helper doesn't exist in this Ktor version; `allowHeader` is the right call."),
    ], end=provider("You've hit your limit \u00b7 resets 3pm (UTC)")))

add(dict(slug="ledger-512-rounding", format="codex", ticket="LEDGER-512", title="Banker's rounding for FX conversions",
    prompt="`internal/fx/convert.go` rounds half away from zero; finance wants half-to-even. Change it and update `convert_test.go` cases that encode the old rule (listed in the ticket comments).",
    mode="infra_failure", near_miss="",
    why="Codex stopped with a usage-limit error from the provider after the first test run.",
    steps=pre("ledger512", ["cmd", "internal", "go.mod", "go.sum", "Makefile"]) + [
        R("internal/fx/convert.go", "func Round(v decimal.Decimal) decimal.Decimal {\n\treturn v.Round(2)\n}"),
        B("go test ./internal/fx/...", "ok  \tgithub.com/acme/ledger/internal/fx\t0.011s"),
        E("internal/fx/convert.go", "\treturn v.Round(2)", "\treturn v.RoundBank(2)"),
        B("go test ./internal/fx/...", "--- FAIL: TestConvert/EUR_to_JPY_half (0.00s)\n    convert_test.go:48: got 1235, want 1236\nFAIL\nFAIL\tgithub.com/acme/ledger/internal/fx\t0.012s\nFAIL", 1),
        T("That case is one of the ones the ticket says encode the old rule; update expected to 1234? No: 12.345 -> 12.34 under half-even. Let me recompute."),
    ], end=provider("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 3 hours 12 minutes.")))

add(dict(slug="crm-904-phone-e164", ticket="CRM-904", title="Normalise phone numbers to E.164 on import",
    prompt="`src/Crm.Import/ContactMapper.cs` stores phone numbers as typed. Normalise to E.164 using the existing `PhoneNormalizer` in `Crm.Core`. `dotnet test` must pass.",
    mode="infra_failure", near_miss="dependency_missing",
    why="NuGet restore failed because the disk was full (No space left on device); the later missing-assembly errors follow from that.",
    steps=pre("crm904", ["Crm.sln", "src", "tests", "global.json", "NuGet.config"]) + [
        R("src/Crm.Import/ContactMapper.cs", "public Contact Map(Row r) => new Contact { Name = r.Name, Phone = r.Phone };"),
        E("src/Crm.Import/ContactMapper.cs", "Phone = r.Phone", "Phone = PhoneNormalizer.ToE164(r.Phone, r.Country)"),
        B("dotnet test", "  Determining projects to restore...\n/usr/share/dotnet/sdk/8.0.404/NuGet.targets(174,5): error : No space left on device : '/root/.nuget/packages/microsoft.codeanalysis.csharp/4.8.0/lib/netstandard2.0/Microsoft.CodeAnalysis.CSharp.dll' [/workspace/repo/Crm.sln]\n  Failed to restore /workspace/repo/tests/Crm.Import.Tests/Crm.Import.Tests.csproj (in 41.2 sec).", 1, ev="out"),
        B("df -h /root /workspace", "Filesystem      Size  Used Avail Use% Mounted on\noverlay          20G   20G     0 100% /\n/dev/nvme1n1     50G   12G   38G  24% /workspace", ev="out"),
        B("dotnet build tests/Crm.Import.Tests", "/workspace/repo/tests/Crm.Import.Tests/ContactMapperTests.cs(3,7): error CS0246: The type or namespace name 'Xunit' could not be found (are you missing a using directive or an assembly reference?)\n\nBuild FAILED.", 1),
        S("The root overlay is full, so packages can't be restored. I can't proceed without space."),
    ], end=fail("Blocked: overlay filesystem at 100%, NuGet restore fails with 'No space left on device'.")))

add(dict(slug="net-61-nat-gateway-tags", ticket="NET-61", title="Add cost-centre tags to NAT gateways",
    prompt="In `modules/network/nat.tf` add `tags = merge(var.tags, { cost_centre = var.cost_centre })` to `aws_nat_gateway.this` and run `terraform init && terraform validate` in `envs/staging`.",
    mode="infra_failure", near_miss="dependency_missing",
    why="terraform init could not reach the provider registry (DNS i/o timeout), so providers could not be installed; nothing was missing from the configuration.",
    steps=pre("net61", ["envs", "modules", ".terraform-version", "README.md"]) + [
        R("modules/network/nat.tf", "resource \"aws_nat_gateway\" \"this\" {\n  count         = length(var.public_subnet_ids)\n  allocation_id = aws_eip.nat[count.index].id\n  subnet_id     = var.public_subnet_ids[count.index]\n}"),
        E("modules/network/nat.tf", "  subnet_id     = var.public_subnet_ids[count.index]\n}", "  subnet_id     = var.public_subnet_ids[count.index]\n  tags          = merge(var.tags, { cost_centre = var.cost_centre })\n}"),
        B("cd envs/staging && terraform init -input=false", "Initializing the backend...\nInitializing modules...\n- network in ../../modules/network\nInitializing provider plugins...\n- Finding hashicorp/aws versions matching \"~> 5.70\"...\n\u2577\n\u2502 Error: Failed to query available provider packages\n\u2502 \n\u2502 Could not retrieve the list of available versions for provider hashicorp/aws: could not connect to registry.terraform.io: failed to request discovery document: Get \"https://registry.terraform.io/.well-known/terraform.json\": dial tcp: lookup registry.terraform.io on 10.96.0.10:53: read udp 10.42.3.17:45112->10.96.0.10:53: i/o timeout\n\u2575", 1, ev="out"),
        B("cd envs/staging && terraform validate", "\u2577\n\u2502 Error: Missing required provider\n\u2502 \n\u2502 This configuration requires provider registry.terraform.io/hashicorp/aws, but that provider isn't available. You may be able to install it automatically by running:\n\u2502   terraform init\n\u2575", 1),
        S("Provider download fails on DNS lookups to the registry; I can't validate without it."),
    ], end=fail("terraform init failed: registry.terraform.io lookup i/o timeout.")))

add(dict(slug="pulse-140-presence-diff", ticket="PULSE-140", title="Presence diff emits leaves twice",
    prompt="`lib/pulse/presence.ex` emits a leave for a user twice when they disconnect from two tabs. Fix `handle_diff/2`; run `mix deps.get && mix test`.",
    mode="infra_failure", near_miss="dependency_missing",
    why="mix deps.get failed to connect to the Hex repository (nxdomain); dependencies were never fetched because of the network.",
    steps=pre("pulse140", ["config", "lib", "test", "mix.exs", "mix.lock"]) + [
        R("lib/pulse/presence.ex", "def handle_diff(diff, state) do\n  for {user, _} <- diff.leaves, do: broadcast(:leave, user)\n  {:ok, state}\nend"),
        B("mix deps.get", "Resolving Hex dependencies...\n** (Mix) httpc request failed with: {:failed_connect, [{:to_address, {~c\"repo.hex.pm\", 443}}, {:inet, [:inet], :nxdomain}]}\n\nCould not fetch registry from https://repo.hex.pm", 1, ev="out"),
        B("mix test", "Unchecked dependencies for environment test:\n* phoenix_pubsub (Hex package)\n  the dependency is not available, run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies", 1),
        B("getent hosts repo.hex.pm || echo unresolved", "unresolved", ev="out"),
        S("DNS for repo.hex.pm does not resolve from here, so I cannot fetch deps or run the suite."),
    ], end=fail("Could not run tests: Hex registry unreachable (nxdomain).")))

add(dict(slug="shop-377-vat-rounding", ticket="SHOP-377", title="VAT line rounding on multi-quantity items",
    prompt="`src/Pricing/VatCalculator.php` rounds per unit instead of per line. Fix it, run `vendor/bin/phpunit`, commit, push the branch and open the PR.",
    mode="infra_failure", near_miss="permission_blocked",
    why="The fix and tests were done but the push failed with an HTTP 500 from the Git host (RPC failed), a platform failure rather than a refusal.",
    steps=pre("shop377", ["src", "tests", "composer.json", "composer.lock", "phpunit.xml.dist"]) + [
        R("src/Pricing/VatCalculator.php", "public function line(Item $i): Money {\n    return $this->round($i->unit * $this->rate)->times($i->qty);\n}"),
        E("src/Pricing/VatCalculator.php", "return $this->round($i->unit * $this->rate)->times($i->qty);", "return $this->round($i->unit * $i->qty * $this->rate);"),
        B("vendor/bin/phpunit", "PHPUnit 10.5.36 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.13\nConfiguration: /workspace/repo/phpunit.xml.dist\n\n...........................                                       27 / 27 (100%)\n\nTime: 00:00.214, Memory: 12.00 MB\n\nOK (27 tests, 61 assertions)"),
        B("git checkout -b fix/shop-377-vat-line && git commit -am 'SHOP-377: round VAT per line'", "[fix/shop-377-vat-line 4c1e9a2] SHOP-377: round VAT per line\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        B("git push -u origin fix/shop-377-vat-line", "Enumerating objects: 9, done.\nCounting objects: 100% (9/9), done.\nWriting objects: 100% (5/5), 512 bytes | 512.00 KiB/s, done.\nerror: RPC failed; HTTP 500 curl 22 The requested URL returned error: 500\nsend-pack: unexpected disconnect while reading sideband packet\nfatal: the remote end hung up unexpectedly\nEverything up-to-date", 1, ev="out"),
        B("sleep 20 && git push -u origin fix/shop-377-vat-line", "error: RPC failed; HTTP 500 curl 22 The requested URL returned error: 500\nfatal: the remote end hung up unexpectedly", 1, ev="out"),
        S("The Git host keeps returning 500 on push. The fix is committed locally but I cannot publish it."),
    ], end=fail("Committed locally; push failed twice with HTTP 500 from the remote.")))

add(dict(slug="tix-58-seat-hold-expiry", format="claude", ticket="TIX-58", title="Seat holds never expire when Redis is down",
    prompt="`booking/src/main/java/tix/hold/HoldService.java` should fall back to the DB expiry sweep when Redis is unavailable. Implement the fallback; `mvn -pl booking test` must pass.",
    mode="infra_failure", near_miss="",
    why="The Bedrock-hosted model throttled the session (ThrottlingException) and the run ended with an API error.",
    steps=pre("tix58", ["booking", "common", "pom.xml", "docker-compose.yml", "README.md"]) + [
        R("booking/src/main/java/tix/hold/HoldService.java", "public void expire() {\n    redis.expireHolds(clock.instant());\n}"),
        B("grep -rn 'sweepExpired' booking/src/main/java", "booking/src/main/java/tix/hold/HoldRepository.java:41:    int sweepExpired(Instant now);"),
        E("booking/src/main/java/tix/hold/HoldService.java", "    redis.expireHolds(clock.instant());", "    try {\n        redis.expireHolds(clock.instant());\n    } catch (RedisConnectionFailureException e) {\n        repo.sweepExpired(clock.instant());\n    }"),
        B("mvn -q -pl booking test -Dtest=HoldServiceTest", "[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.88 s <<< FAILURE! -- in tix.hold.HoldServiceTest\n[ERROR] tix.hold.HoldServiceTest.fallsBackWhenRedisTimesOut -- Time elapsed: 0.05 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <1> but was: <0>", 1),
        S("The test simulates a `QueryTimeoutException`, which my catch doesn't cover. Widening it to `DataAccessException`."),
    ], end=provider("API Error (us.anthropic.claude-sonnet-4-5-20250929-v1:0): 429 ThrottlingException: Too many requests, please wait before trying again.")))

add(dict(slug="atlas-219-csv-bom", ticket="ATLAS-219", title="CSV import chokes on UTF-8 BOM",
    prompt="`packages/importer/src/csv.ts` misreads the first header when the file starts with a BOM. Strip it. Use `zod` for the row schema as the other importers do. `npm test -w packages/importer` must pass.",
    mode="infra_failure", near_miss="dependency_missing",
    why="npm install timed out connecting to the registry (ETIMEDOUT); the 'Cannot find module zod' afterwards is a consequence of the failed install.",
    steps=pre("atlas219", ["packages", "package.json", "package-lock.json", "tsconfig.base.json", "turbo.json"]) + [
        R("packages/importer/src/csv.ts", "export function parseHeader(line: string): string[] {\n  return line.split(',').map((h) => h.trim());\n}"),
        E("packages/importer/src/csv.ts", "  return line.split(',')", "  return line.replace(/^\\uFEFF/, '').split(',')"),
        B("npm install -w packages/importer zod@3.23.8", "npm error code ETIMEDOUT\nnpm error syscall connect\nnpm error errno ETIMEDOUT\nnpm error network request to https://registry.npmjs.org/zod failed, reason: connect ETIMEDOUT 104.16.27.34:443\nnpm error network This is a problem related to network connectivity.\nnpm error network In most cases you are behind a proxy or have bad network settings.\nnpm error network\nnpm error network If you are behind a proxy, please make sure that the\nnpm error network 'proxy' config is set properly.  See: 'npm help config'\nnpm error A complete log of this run can be found in: /root/.npm/_logs/2026-11-22T03_14_09_112Z-debug-0.log", 1, ev="out"),
        B("npm test -w packages/importer", "> @atlas/importer@2.3.0 test\n> vitest run\n\n FAIL  src/rows.test.ts [ src/rows.test.ts ]\nError: Cannot find module 'zod'\nRequire stack:\n- /workspace/repo/packages/importer/src/rows.ts\n\n Test Files  1 failed | 3 passed (4)\n      Tests  14 passed (14)", 1),
        S("The registry connection times out, so zod can't be installed here."),
    ], end=fail("npm registry unreachable (ETIMEDOUT); could not install zod.")))

# ---------------- permission_blocked ----------------
add(dict(slug="cal-302-ics-recur", ticket="CAL-302", title="RRULE with UNTIL in local time is rejected",
    prompt="`calendar/ics.py` rejects RRULE UNTIL values without a Z suffix. Accept floating UNTIL when DTSTART is floating. Tests use freezegun (see requirements-dev.txt).",
    mode="permission_blocked", near_miss="dependency_missing",
    why="pip could not write to the system site-packages (Errno 13 Permission denied), and only therefore is freezegun missing.",
    steps=pre("cal302", ["calendar", "tests", "requirements-dev.txt", "pyproject.toml"]) + [
        B("python -m pytest tests/test_ics.py -q", "ImportError while importing test module '/workspace/repo/tests/test_ics.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\ntests/test_ics.py:4: in <module>\n    from freezegun import freeze_time\nE   ModuleNotFoundError: No module named 'freezegun'", 2),
        B("pip install -r requirements-dev.txt", "Defaulting to user installation because normal site-packages is not writeable\nCollecting freezegun==1.5.1 (from -r requirements-dev.txt (line 3))\n  Downloading freezegun-1.5.1-py3-none-any.whl.metadata (11 kB)\nDownloading freezegun-1.5.1-py3-none-any.whl (17 kB)\nInstalling collected packages: freezegun\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/home/agent/.local/lib/python3.11'\nCheck the permissions.\n", 1, ev="out"),
        B("ls -ld /home/agent/.local /usr/local/lib/python3.11/site-packages", "dr-xr-xr-x 2 root root 4096 Nov 20 08:12 /home/agent/.local\ndrwxr-xr-x 1 root root 4096 Nov 20 08:12 /usr/local/lib/python3.11/site-packages", ev="out"),
        B("python -m pytest tests/test_ics.py -q", "E   ModuleNotFoundError: No module named 'freezegun'", 2),
        S("Both install locations are read-only for this user, so I can't install the test dependency."),
    ], end=fail("Cannot install freezegun: Permission denied on site-packages and ~/.local.")))

add(dict(slug="sig-44-hmac-compare", format="claude", ticket="SIG-44", title="Constant-time comparison for webhook signatures",
    prompt="`src/webhook.rs` compares HMACs with `==`. Use `subtle::ConstantTimeEq` (already a dependency). Run `cargo test`.",
    mode="permission_blocked", near_miss="",
    why="Every Bash call, including cargo test, was refused by the permission mode; the agent could not build or test.",
    steps=pre("sig44", ["Cargo.toml", "src", "tests", "README.md"]) + [
        R("src/webhook.rs", "pub fn verify(sig: &[u8], body: &[u8], key: &[u8]) -> bool {\n    hmac(key, body).as_slice() == sig\n}"),
        E("src/webhook.rs", "    hmac(key, body).as_slice() == sig", "    hmac(key, body).as_slice().ct_eq(sig).into()"),
        ("deny", "Bash", {"command": "cargo test"}, "Claude requested permissions to use Bash, but you haven't granted it yet.", {"ev": "out"}),
        S("I need to run the tests to confirm this compiles. Trying again with a narrower command."),
        ("deny", "Bash", {"command": "cargo check"}, "Claude requested permissions to use Bash, but you haven't granted it yet.", {"ev": "out"}),
        S("Bash isn't permitted in this session, so I can't compile or test the change."),
    ], end=fail("Edited src/webhook.rs but could not run cargo: Bash not permitted.", ev=True)))

add(dict(slug="quota-91-tenant-cap", ticket="QUOTA-91", title="Tenant storage cap off by 1024",
    prompt="`pkg/quota/cap.go` uses 1000 instead of 1024 for GiB. Fix, run `go test ./pkg/quota/...`, push the branch `fix/quota-91`.",
    mode="permission_blocked", near_miss="infra_failure",
    why="The push was refused with 403 because the bot account lacks write access to the repository.",
    steps=pre("quota91", ["cmd", "pkg", "go.mod", "go.sum"]) + [
        R("pkg/quota/cap.go", "const GiB = 1000 * 1000 * 1000"),
        E("pkg/quota/cap.go", "const GiB = 1000 * 1000 * 1000", "const GiB = 1 << 30"),
        B("go test ./pkg/quota/...", "ok  \tgithub.com/acme/quota/pkg/quota\t0.009s"),
        B("git checkout -b fix/quota-91 && git commit -qam 'QUOTA-91: GiB is 2^30' && git push -u origin fix/quota-91", "remote: Permission to acme/quota.git denied to osmia-bot.\nfatal: unable to access 'https://github.com/acme/quota.git/': The requested URL returned error: 403", 128, ev="out"),
        B("gh auth status", "github.com\n  \u2713 Logged in to github.com account osmia-bot (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghp_************************************\n  - Token scopes: 'read:org', 'repo:status'"),
        S("The token has no `repo` write scope, so the push is refused."),
    ], end=fail("Fix committed locally; git push refused with 403 (osmia-bot lacks write access).")))

add(dict(slug="docs-15-pnpm-migrate", ticket="DOCS-15", title="Docs site build uses pnpm",
    prompt="The docs site (`site/`) now builds with pnpm. Install pnpm, run `pnpm install && pnpm build` in `site/`, and fix the one broken import in `site/src/components/Nav.tsx`.",
    mode="permission_blocked", near_miss="dependency_missing",
    why="The global pnpm install failed with EACCES on /usr/local/lib/node_modules; 'pnpm: command not found' follows from that refusal.",
    steps=pre("docs15", ["site", "package.json", ".nvmrc", "README.md"]) + [
        B("pnpm --version", "bash: pnpm: command not found", 127),
        B("npm install -g pnpm@9.12.3", "npm error code EACCES\nnpm error syscall mkdir\nnpm error path /usr/local/lib/node_modules/pnpm\nnpm error errno -13\nnpm error Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/pnpm'\nnpm error     at async mkdir (node:internal/fs/promises:858:10)\nnpm error  {\nnpm error   errno: -13,\nnpm error   code: 'EACCES',\nnpm error   syscall: 'mkdir',\nnpm error   path: '/usr/local/lib/node_modules/pnpm'\nnpm error }\nnpm error\nnpm error The operation was rejected by your operating system.\nnpm error It is likely you do not have the permissions to access this file as the current user", 243, ev="out"),
        B("corepack enable pnpm", "Internal Error: EACCES: permission denied, symlink '../lib/node_modules/corepack/dist/pnpm.js' -> '/usr/local/bin/pnpm'", 1, ev="out"),
        R("site/src/components/Nav.tsx", "import { Link } from '../lib/link';\nimport { useRoutes } from '../hooks/useRoute';"),
        S("I can't install pnpm system-wide here; both npm -g and corepack are refused on /usr/local."),
    ], end=fail("pnpm could not be installed: EACCES on /usr/local.")))

add(dict(slug="chart-23-redis-values", ticket="CHART-23", title="Redis subchart values not passed through",
    prompt="`charts/api/values.yaml` sets `redis.auth.enabled: false` but the rendered Deployment still mounts the secret. Fix the template and run `helm dependency update charts/api && helm template charts/api`.",
    mode="permission_blocked", near_miss="infra_failure",
    why="helm could not create its cache directory because the home filesystem is read-only.",
    steps=pre("chart23", ["charts", "ci", "README.md", "Makefile"]) + [
        R("charts/api/templates/deployment.yaml", "        {{- if .Values.redis.enabled }}\n        - name: REDIS_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: {{ .Release.Name }}-redis"),
        E("charts/api/templates/deployment.yaml", "        {{- if .Values.redis.enabled }}", "        {{- if and .Values.redis.enabled .Values.redis.auth.enabled }}"),
        B("helm dependency update charts/api", "Error: mkdir /home/agent/.cache/helm: read-only file system", 1, ev="out"),
        B("touch /home/agent/.probe", "touch: cannot touch '/home/agent/.probe': Read-only file system", 1, ev="out"),
        S("The home directory is mounted read-only, so helm can't create its cache and I can't render the chart."),
    ], end=fail("Template edited, but helm cannot run: /home/agent is a read-only file system.")))

add(dict(slug="kite-66-ipad-split", ticket="KITE-66", title="Split view collapses on iPad rotation",
    prompt="Fix `Sources/KiteUI/SplitLayout.swift` so the sidebar stays visible after rotation, run `swift test`, and open a PR with `gh pr create`.",
    mode="permission_blocked", near_miss="infra_failure",
    why="Creating the PR was refused because the integration token lacks the pull-request permission (Resource not accessible by integration).",
    steps=pre("kite66", ["Package.swift", "Sources", "Tests", "README.md"]) + [
        R("Sources/KiteUI/SplitLayout.swift", "var columnVisibility: NavigationSplitViewVisibility {\n    size == .compact ? .detailOnly : .automatic\n}"),
        E("Sources/KiteUI/SplitLayout.swift", "size == .compact ? .detailOnly : .automatic", "size == .compact ? .detailOnly : .all"),
        B("swift test", "Building for debugging...\n[14/14] Linking KiteUIPackageTests.xctest\nBuild complete! (9.81s)\nTest Suite 'All tests' started at 2026-11-22 03:40:11.201.\nTest Suite 'All tests' passed at 2026-11-22 03:40:11.388.\n\t Executed 23 tests, with 0 failures (0 unexpected) in 0.186 (0.187) seconds"),
        B("git push -u origin fix/kite-66 && gh pr create --fill", "branch 'fix/kite-66' set up to track 'origin/fix/kite-66'.\nTo https://github.com/acme/kite.git\n * [new branch]      fix/kite-66 -> fix/kite-66\npull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", 1, ev="out"),
        S("The branch is pushed but the app token may not open pull requests."),
    ], end=fail("Branch pushed; PR creation refused: Resource not accessible by integration.")))

add(dict(slug="ml-12-feature-export", ticket="ML-12", title="Export feature parquet to the shared bucket",
    prompt="Add a `--upload` flag to `scripts/export_features.py` that writes to `gs://acme-ml-features/daily/` and test it once against the real bucket with today's sample.",
    mode="permission_blocked", near_miss="",
    why="The service account was denied storage.objects.create on the bucket (HTTP 403), so the required upload could not be done.",
    steps=pre("ml12", ["scripts", "features", "tests", "pyproject.toml"]) + [
        R("scripts/export_features.py", "def main(argv=None):\n    args = parse(argv)\n    df = build(args.date)\n    df.to_parquet(args.out)"),
        E("scripts/export_features.py", "    df.to_parquet(args.out)", "    df.to_parquet(args.out)\n    if args.upload:\n        upload(args.out, f\"gs://acme-ml-features/daily/{args.date}.parquet\")"),
        B("python scripts/export_features.py --date 2026-11-21 --out /tmp/f.parquet --upload", "wrote /tmp/f.parquet (18,223 rows)\nTraceback (most recent call last):\n  File \"/workspace/repo/scripts/export_features.py\", line 58, in upload\n    blob.upload_from_filename(path)\ngoogle.api_core.exceptions.Forbidden: 403 POST https://storage.googleapis.com/upload/storage/v1/b/acme-ml-features/o?uploadType=multipart: agent-runner@acme-ci.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).", 1, ev="out"),
        B("gcloud storage ls gs://acme-ml-features/daily/ | head -3", "ERROR: (gcloud.storage.ls) [agent-runner@acme-ci.iam.gserviceaccount.com] does not have permission to access b instance [acme-ml-features] (or it may not exist): agent-runner@acme-ci.iam.gserviceaccount.com does not have storage.objects.list access to the Google Cloud Storage bucket. Permission 'storage.objects.list' denied on resource (or it may not exist).", 1, ev="out"),
    ], end=fail("Flag implemented; the upload to gs://acme-ml-features is denied for the runner service account.")))

add(dict(slug="img-407-thumb-cache", ticket="IMG-407", title="Thumbnail cache keyed without orientation",
    prompt="`src/thumb/cache.cpp` keys thumbnails by path and size only; EXIF orientation must be part of the key. The integration tests run in a container: `make itest`.",
    mode="permission_blocked", near_miss="infra_failure",
    why="make itest could not talk to the Docker daemon: connect to /var/run/docker.sock was denied for this user.",
    steps=pre("img407", ["CMakeLists.txt", "src", "tests", "Makefile", "docker"]) + [
        R("src/thumb/cache.cpp", "std::string Cache::key(const Request& r) const {\n    return r.path + \"@\" + std::to_string(r.size);\n}"),
        E("src/thumb/cache.cpp", "    return r.path + \"@\" + std::to_string(r.size);", "    return r.path + \"@\" + std::to_string(r.size) + \"#o\" + std::to_string(r.orientation);"),
        B("cmake --build build -j2 && ctest --test-dir build -R unit", "[100%] Built target thumbcache\nTest project /workspace/repo/build\n    Start 1: unit_cache\n1/2 Test #1: unit_cache .......................   Passed    0.02 sec\n    Start 2: unit_exif\n2/2 Test #2: unit_exif ........................   Passed    0.01 sec\n\n100% tests passed, 0 tests failed out of 2"),
        B("make itest", "docker compose -f docker/itest.yml up --abort-on-container-exit\npermission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json?all=1&filters=%7B%22label%22%3A%7B%22com.docker.compose.config-hash%22%3Atrue%7D%7D\": dial unix /var/run/docker.sock: connect: permission denied\nmake: *** [Makefile:31: itest] Error 1", 2, ev="out"),
        B("id && ls -l /var/run/docker.sock", "uid=1001(agent) gid=1001(agent) groups=1001(agent)\nsrw-rw---- 1 root docker 0 Nov 22 02:58 /var/run/docker.sock"),
        S("The agent user isn't in the docker group, so the required integration tests can't run."),
    ], end=fail("Unit tests pass; make itest blocked: docker.sock connect: permission denied.")))

add(dict(slug="pay-733-webhook-retry-gem", ticket="PAY-733", title="Retry Stripe webhooks with jitter",
    prompt="Add jittered retry to `app/jobs/stripe_webhook_job.rb` using the `retryable` gem pinned in the Gemfile. `bundle install && bundle exec rspec spec/jobs` must pass.",
    mode="permission_blocked", near_miss="dependency_missing",
    why="bundle install could not write to the bundle path (write permissions), and only because of that the gem could not be found afterwards.",
    steps=pre("pay733", ["app", "config", "spec", "Gemfile", "Gemfile.lock", ".ruby-version"]) + [
        R("app/jobs/stripe_webhook_job.rb", "class StripeWebhookJob < ApplicationJob\n  def perform(event_id)\n    Stripe::Event.retrieve(event_id).then { |e| Webhooks.dispatch(e) }\n  end\nend"),
        B("bundle install", "Fetching gem metadata from https://rubygems.org/.........\nFetching retryable 3.0.5\nThere was an error while trying to write to `/usr/local/bundle/cache/retryable-3.0.5.gem`. It is likely that you need to grant write permissions for that path.", 23, ev="out"),
        B("bundle exec rspec spec/jobs", "Could not find retryable-3.0.5 in locally installed gems\nRun `bundle install` to install missing gems.", 7),
        B("ls -ld /usr/local/bundle /usr/local/bundle/cache", "drwxr-xr-x 1 root root 4096 Nov 19 22:10 /usr/local/bundle\ndrwxr-xr-x 1 root root 4096 Nov 19 22:10 /usr/local/bundle/cache", ev="out"),
        S("The bundle directory belongs to root and the agent can't write there."),
    ], end=fail("bundle install failed: no write permission on /usr/local/bundle.")))

add(dict(slug="lamp-19-rock-json", ticket="LAMP-19", title="Use lua-cjson for status payloads",
    prompt="Replace the hand-rolled JSON in `lamp/status.lua` with `cjson.encode`. Install the rock: `luarocks install lua-cjson 2.1.0.10-1`, then `busted`.",
    mode="permission_blocked", near_miss="dependency_missing",
    why="luarocks refused to install into the system tree because the user lacks write permission there.",
    steps=pre("lamp19", ["lamp", "spec", "lamp-dev-1.rockspec", ".busted"]) + [
        R("lamp/status.lua", "local function encode(t)\n  local parts = {}\n  for k, v in pairs(t) do parts[#parts+1] = '\"'..k..'\":\"'..tostring(v)..'\"' end\n  return '{'..table.concat(parts, ',')..'}'\nend"),
        B("luarocks install lua-cjson 2.1.0.10-1", "Error: Your user does not have write permissions in /usr/local/lib/luarocks/rocks-5.4 \n-- you may want to run as a privileged user or use your local tree with --local.", 1, ev="out"),
        E("lamp/status.lua", "local function encode(t)", "local cjson = require('cjson')\nlocal function encode(t)\n  do return cjson.encode(t) end"),
        B("busted", "\u25cf\u25cf\u2717\n2 successes / 0 failures / 1 error / 0 pending : 0.012 seconds\n\nError -> spec/status_spec.lua @ 3\nsuite spec/status_spec.lua\nlamp/status.lua:1: module 'cjson' not found:\n\tno field package.preload['cjson']", 1),
        S("The rock can't be installed into the system tree with these permissions."),
    ], end=fail("lua-cjson install refused: no write permission in /usr/local/lib/luarocks.")))

add(dict(slug="ops-288-pdb-budget", ticket="OPS-288", title="Check PodDisruptionBudget coverage for payments",
    prompt="Write `scripts/pdb_audit.sh` that lists deployments in namespace `payments` lacking a PDB, run it against the staging cluster and paste the result in the PR description.",
    mode="permission_blocked", near_miss="",
    why="The service account is forbidden from listing deployments/PDBs in the payments namespace (RBAC), so the audit could not run.",
    steps=pre("ops288", ["scripts", "clusters", "README.md"]) + [
        W("scripts/pdb_audit.sh", "#!/usr/bin/env bash\nset -euo pipefail\nns=${1:-payments}\ncomm -23 <(kubectl get deploy -n \"$ns\" -o name | sort) <(kubectl get pdb -n \"$ns\" -o jsonpath='{range .items[*]}deployment.apps/{.spec.selector.matchLabels.app}{\"\\n\"}{end}' | sort)\n"),
        B("bash scripts/pdb_audit.sh payments", "Error from server (Forbidden): deployments.apps is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot list resource \"deployments\" in API group \"apps\" in the namespace \"payments\"", 1, ev="out"),
        B("kubectl auth can-i list poddisruptionbudgets -n payments", "no", 1, ev="out"),
        S("The runner's service account has no read access in `payments`."),
    ], end=fail("Script written; cannot run it: RBAC forbids listing in namespace payments.")))

# ---------------- dependency_missing ----------------
add(dict(slug="map-77-buffer-union", ticket="MAP-77", title="Buffered union of delivery zones",
    prompt="`zones/merge.py` should union delivery polygons after a 50 m buffer. Use shapely (`shapely>=2.0`), already in requirements.",
    mode="dependency_missing", near_miss="",
    why="shapely could not be installed: no wheel or sdist matches the pinned version for this Python, and geos headers are absent.",
    steps=pre("map77", ["zones", "tests", "requirements.txt", "pyproject.toml"]) + [
        R("requirements.txt", "pyproj==3.6.1\nshapely==2.0.0a1\nnumpy<2"),
        B("pip install -r requirements.txt", "Collecting pyproj==3.6.1\n  Using cached pyproj-3.6.1-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (31 kB)\nERROR: Could not find a version that satisfies the requirement shapely==2.0.0a1 (from versions: 1.8.5.post1, 2.0.0, 2.0.1, 2.0.2, 2.0.3, 2.0.4, 2.0.5, 2.0.6)\nERROR: No matching distribution found for shapely==2.0.0a1", 1, ev="out"),
        B("python -c 'import shapely'", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'shapely'", 1, ev="out"),
        S("The pinned pre-release no longer exists on the index. I'll stop and report rather than change pins outside the ticket."),
    ], end=fail("shapely==2.0.0a1 unresolvable; cannot import shapely.")))

add(dict(slug="relay-201-otel-export", ticket="RELAY-201", title="Export span batches via OTLP",
    prompt="Wire the batch exporter in `crates/telemetry/src/export.rs` to OTLP using the `opentelemetry-otlp` crate as described in docs/telemetry.md.",
    mode="dependency_missing", near_miss="",
    why="The agent added a crate name that does not exist on crates.io; cargo could not resolve it.",
    steps=pre("relay201", ["Cargo.toml", "crates", "docs", "deny.toml"]) + [
        R("docs/telemetry.md", "Exporters live in crates/telemetry. Use opentelemetry-otlp with the grpc-tonic feature."),
        E("crates/telemetry/Cargo.toml", "[dependencies]", "[dependencies]\nopentelemetry-otlp-exporter = { version = \"0.26\", features = [\"grpc-tonic\"] }"),
        B("cargo build -p telemetry", "    Updating crates.io index\nerror: no matching package named `opentelemetry-otlp-exporter` found\nlocation searched: crates.io index\nrequired by package `telemetry v0.4.0 (/workspace/repo/crates/telemetry)`", 101, ev="out"),
        B("cargo build -p telemetry --offline", "error: no matching package named `opentelemetry-otlp-exporter` found\nlocation searched: registry `crates-io`\nrequired by package `telemetry v0.4.0 (/workspace/repo/crates/telemetry)`\nAs a reminder, you're using offline mode (--offline) which can sometimes cause surprising resolution failures, if this error is too confusing you may wish to retry without the offline flag.", 101, ev="out"),
    ], end=fail("Build fails: crate opentelemetry-otlp-exporter not found.")))

add(dict(slug="ingest-93-iter-seq", ticket="INGEST-93", title="Use iter.Seq for paginated readers",
    prompt="Convert `pkg/pager/pager.go` to return `iter.Seq2[Row, error]`. go.mod already declares the needed Go version.",
    mode="dependency_missing", near_miss="",
    why="The installed Go toolchain (1.21) is older than go.mod requires and GOTOOLCHAIN=local forbids fetching a newer one.",
    steps=pre("ingest93", ["cmd", "pkg", "go.mod", "go.sum", ".golangci.yml"]) + [
        R("go.mod", "module github.com/acme/ingest\n\ngo 1.23.0\n\nrequire golang.org/x/sync v0.8.0"),
        E("pkg/pager/pager.go", "func (p *Pager) All() ([]Row, error) {", "func (p *Pager) All() iter.Seq2[Row, error] {"),
        B("go build ./...", "go: go.mod requires go >= 1.23.0 (running go 1.21.6; GOTOOLCHAIN=local)", 1, ev="out"),
        B("go version && go env GOTOOLCHAIN", "go version go1.21.6 linux/amd64\nlocal"),
        S("The toolchain is 1.21.6 and iter needs 1.23; the image needs a newer Go."),
    ], end=fail("Cannot build: go.mod requires go >= 1.23.0, toolchain is go1.21.6.")))

add(dict(slug="bill-620-money-utils", ticket="BILL-620", title="Use MoneyUtils.allocate for split invoices",
    prompt="`billing-core` splits invoices by hand in `InvoiceSplitter.java`. Switch to `MoneyUtils.allocate` from `com.acme:money-utils:1.8.2` (internal artifact).",
    mode="dependency_missing", near_miss="permission_blocked",
    why="Maven could not find the internal artifact money-utils 1.8.2 in any configured repository; the warning about a 401 from an unrelated mirror is only a distractor.",
    steps=pre("bill620", ["billing-core", "billing-api", "pom.xml", ".mvn"]) + [
        E("billing-core/pom.xml", "  </dependencies>", "    <dependency>\n      <groupId>com.acme</groupId>\n      <artifactId>money-utils</artifactId>\n      <version>1.8.2</version>\n    </dependency>\n  </dependencies>"),
        B("mvn -q -pl billing-core test", "[WARNING] Could not transfer metadata com.acme:parent:1.0-SNAPSHOT/maven-metadata.xml from/to snapshots-legacy (https://nexus-old.acme.io/snapshots): status code: 401, reason phrase: Unauthorized (401)\n[ERROR] Failed to execute goal on project billing-core: Could not resolve dependencies for project com.acme:billing-core:jar:2.4.0-SNAPSHOT\n[ERROR] dependency: com.acme:money-utils:jar:1.8.2 (compile)\n[ERROR] \tcom.acme:money-utils:jar:1.8.2 was not found in https://repo.maven.apache.org/maven2 during a previous attempt. This failure was cached in the local repository and resolution is not reattempted until the update interval of central has elapsed or updates are forced", 1, ev="out"),
        B("mvn -q -U -pl billing-core dependency:resolve", "[ERROR] Failed to execute goal on project billing-core: Could not resolve dependencies for project com.acme:billing-core:jar:2.4.0-SNAPSHOT: Could not find artifact com.acme:money-utils:jar:1.8.2 in central (https://repo.maven.apache.org/maven2)", 1, ev="out"),
        S("money-utils 1.8.2 isn't available from any repository configured in this build."),
    ], end=fail("com.acme:money-utils:1.8.2 cannot be resolved.")))

add(dict(slug="pgx-54-copy-from", ticket="PGX-54", title="Bulk load via COPY in the C loader",
    prompt="`loader/src/load.c` inserts row by row. Use libpq's `PQputCopyData`. Build with `make` (uses pkg-config libpq).",
    mode="dependency_missing", near_miss="",
    why="libpq development files are not installed: pkg-config cannot find libpq and libpq-fe.h is missing.",
    steps=pre("pgx54", ["loader", "Makefile", "README.md", "tests"]) + [
        R("loader/src/load.c", "#include <libpq-fe.h>\n\nint load_rows(PGconn *c, Row *rows, size_t n) {\n    for (size_t i = 0; i < n; i++) insert_one(c, &rows[i]);\n    return 0;\n}"),
        E("loader/src/load.c", "    for (size_t i = 0; i < n; i++) insert_one(c, &rows[i]);", "    PGresult *r = PQexec(c, \"COPY items FROM STDIN (FORMAT csv)\");\n    PQclear(r);\n    for (size_t i = 0; i < n; i++) PQputCopyData(c, rows[i].csv, rows[i].len);\n    PQputCopyEnd(c, NULL);"),
        B("make", "Package libpq was not found in the pkg-config search path.\nPerhaps you should add the directory containing `libpq.pc'\nto the PKG_CONFIG_PATH environment variable\nPackage 'libpq', required by 'virtual:world', not found\ncc -O2 -Wall  -c loader/src/load.c -o build/load.o\nloader/src/load.c:1:10: fatal error: libpq-fe.h: No such file or directory\n    1 | #include <libpq-fe.h>\n      |          ^~~~~~~~~~\ncompilation terminated.\nmake: *** [Makefile:14: build/load.o] Error 1", 2, ev="out"),
        B("dpkg -l | grep -i libpq || echo none", "none"),
    ], end=fail("Build fails: libpq headers/pkg-config file not installed.")))

add(dict(slug="ledger-hs-33-base-bump", ticket="LEDGER-33", title="Use Data.List.unsnoc in the journal parser",
    prompt="`src/Journal/Parse.hs` has a hand-written `unsnoc`. Replace it with `Data.List.unsnoc` and `cabal test`.",
    mode="dependency_missing", near_miss="",
    why="The installed GHC ships base-4.18, but the package needs base>=4.19 for unsnoc; cabal cannot resolve base.",
    steps=pre("ledgerhs33", ["app", "src", "test", "ledger.cabal", "cabal.project"]) + [
        E("ledger.cabal", "    build-depends:    base >=4.16 && <4.21", "    build-depends:    base >=4.19 && <4.21"),
        E("src/Journal/Parse.hs", "unsnoc :: [a] -> Maybe ([a], a)\nunsnoc [] = Nothing\nunsnoc xs = Just (init xs, last xs)\n", "import Data.List (unsnoc)\n"),
        B("cabal test", "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n[__0] trying: ledger-0.7.1 (user goal)\n[__1] next goal: base (dependency of ledger)\n[__1] rejecting: base-4.18.2.1/installed-4.18.2.1 (conflict: ledger => base>=4.19 && <4.21)\n[__1] skipping: base-4.21.0.0, base-4.20.0.1, base-4.20.0.0, base-4.19.1.0, base-4.19.0.0 (has the same characteristics that caused the previous version to fail: excluded by constraint '>=4.19 && <4.21' from 'ledger')\n[__1] fail (backjumping, conflict set: base, ledger)\nAfter searching the rest of the dependency tree exhaustively, these were the goals I've had most trouble fulfilling: base, ledger", 1, ev="out"),
        B("ghc --numeric-version", "9.6.6"),
        S("unsnoc needs base 4.19 (GHC 9.8); the installed compiler is 9.6.6."),
    ], end=fail("cabal: base>=4.19 unavailable with GHC 9.6.6.")))

add(dict(slug="survey-12-weights-jl", ticket="SURVEY-12", title="Raking weights with DataFrames 1.7",
    prompt="`src/rake.jl` must use `DataFrames.combine` with the new `threads` keyword (DataFrames >= 1.7). Update Project.toml compat and run the tests.",
    mode="dependency_missing", near_miss="",
    why="Pkg cannot satisfy DataFrames 1.7 under the installed Julia version; the resolver leaves no versions.",
    steps=pre("survey12", ["Project.toml", "Manifest.toml", "src", "test"]) + [
        E("Project.toml", "DataFrames = \"1.5\"", "DataFrames = \"1.7\""),
        B("julia --project -e 'using Pkg; Pkg.resolve(); Pkg.test()'", "    Updating registry at `~/.julia/registries/General.toml`\n  Resolving package versions...\nERROR: Unsatisfiable requirements detected for package DataFrames [a93c6f00]:\n DataFrames [a93c6f00] log:\n \u251c\u2500possible versions are: 0.11.7-1.7.0 or uninstalled\n \u251c\u2500restricted to versions 1.7 by project [3f1c2b6e], leaving only versions 1.7.0\n \u2514\u2500restricted by julia compatibility requirements to versions: 0.11.7-1.6.1 or uninstalled \u2014 no versions left", 1, ev="out"),
        B("julia --version", "julia version 1.6.7"),
        S("DataFrames 1.7 needs a newer Julia than 1.6.7 installed here."),
    ], end=fail("Unsatisfiable requirements for DataFrames 1.7 on Julia 1.6.7.")))

add(dict(slug="orbit-81-ordered-set", ticket="ORBIT-81", title="Keep recent searches ordered and unique",
    prompt="Use `OrderedSet` from swift-collections in `Sources/Orbit/RecentSearches.swift`. Add the package dependency in Package.swift.",
    mode="dependency_missing", near_miss="",
    why="SwiftPM could not resolve swift-collections at the requested major version; no version matches.",
    steps=pre("orbit81", ["Package.swift", "Package.resolved", "Sources", "Tests"]) + [
        E("Package.swift", "dependencies: [", "dependencies: [\n        .package(url: \"https://github.com/apple/swift-collections\", from: \"3.0.0\"),"),
        B("swift build", "Fetching https://github.com/apple/swift-collections from cache\nFetched https://github.com/apple/swift-collections from cache (0.42s)\nerror: Dependencies could not be resolved because no versions of 'swift-collections' match the requirement 3.0.0..<4.0.0 and root depends on 'swift-collections' 3.0.0..<4.0.0.", 1, ev="out"),
        S("There is no 3.x of swift-collections; the dependency can't be resolved as written."),
    ], end=fail("swift-collections 3.0.0..<4.0.0 unresolvable.")))

add(dict(slug="geo-r-9-sf-join", ticket="GEOR-9", title="Spatial join of parcels to wards",
    prompt="In `R/join.R` replace the bounding-box join with `sf::st_join`. Run `Rscript -e 'devtools::test()'`.",
    mode="dependency_missing", near_miss="",
    why="The sf package could not be built: GDAL's gdal-config is missing from the system, so sf is unavailable.",
    steps=pre("geor9", ["R", "tests", "DESCRIPTION", "NAMESPACE"]) + [
        E("DESCRIPTION", "Imports:\n    dplyr", "Imports:\n    dplyr,\n    sf"),
        B("Rscript -e 'install.packages(\"sf\", repos=\"https://cloud.r-project.org\")'", "trying URL 'https://cloud.r-project.org/src/contrib/sf_1.0-19.tar.gz'\nContent type 'application/x-gzip' length 4154624 bytes (4.0 MB)\n==================================================\ndownloaded 4.0 MB\n\n* installing *source* package 'sf' ...\n** package 'sf' successfully unpacked and MD5 sums checked\nconfigure: CC: gcc\nconfigure: CXX: g++ -std=gnu++17\nchecking for gdal-config... no\nno\nconfigure: error: gdal-config not found or not executable.\nERROR: configuration failed for package 'sf'\n* removing '/usr/local/lib/R/site-library/sf'\nWarning message:\nIn install.packages(\"sf\", repos = \"https://cloud.r-project.org\") :\n  installation of package 'sf' had non-zero exit status", ev="out"),
        B("Rscript -e 'devtools::test()'", "Error in loadNamespace(x) : there is no package called 'sf'\nExecution halted", 1, ev="out"),
    ], end=fail("sf cannot be installed: gdal-config not found.")))

add(dict(slug="dash-310-net10", ticket="DASH-310", title="Move Dashboard.Api to .NET 10 TimeProvider",
    prompt="Ticket asks to use `TimeProvider.System` features available in the net10.0 target already set in `Dashboard.Api.csproj`. Replace `DateTime.UtcNow` calls in `Services/`.",
    mode="dependency_missing", near_miss="",
    why="The installed .NET SDK cannot target net10.0 (NETSDK1045); the needed SDK is absent.",
    steps=pre("dash310", ["Dashboard.sln", "src", "tests", "global.json"]) + [
        B("grep -rn 'DateTime.UtcNow' src/Dashboard.Api/Services | head", "src/Dashboard.Api/Services/Digest.cs:22:        var now = DateTime.UtcNow;\nsrc/Dashboard.Api/Services/Retention.cs:15:        if (item.At < DateTime.UtcNow.AddDays(-30))"),
        E("src/Dashboard.Api/Services/Digest.cs", "        var now = DateTime.UtcNow;", "        var now = _time.GetUtcNow();"),
        B("dotnet build", "/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 10.0.  Either target .NET 8.0 or lower, or use a version of the .NET SDK that supports .NET 10.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/repo/src/Dashboard.Api/Dashboard.Api.csproj]", 1, ev="out"),
        B("dotnet --list-sdks", "8.0.404 [/usr/share/dotnet/sdk]"),
    ], end=fail("Cannot build net10.0 with SDK 8.0.404 (NETSDK1045).")))

add(dict(slug="vault-27-sodium-link", ticket="VAULT-27", title="Sealed boxes for secret export",
    prompt="`cli/export.c` should encrypt with libsodium `crypto_box_seal`. The Makefile links `-lsodium`.",
    mode="dependency_missing", near_miss="permission_blocked",
    why="The linker cannot find libsodium; an earlier 'Permission denied' is the CLI's own test fixture message, not the environment.",
    steps=pre("vault27", ["cli", "tests", "Makefile", "README.md"]) + [
        B("make test", "cc -O2 -o build/vault cli/*.c -lsodium\n./tests/run.sh\nPASS export_rejects_unreadable (vault: /tmp/fixture/secret.key: Permission denied)\nPASS export_plain\n2 passed, 0 failed"),
        E("cli/export.c", "    return write_plain(out, secret, len);", "    unsigned char ct[crypto_box_SEALBYTES + MAX_SECRET];\n    crypto_box_seal(ct, secret, len, pk);\n    return write_plain(out, ct, crypto_box_SEALBYTES + len);"),
        B("make", "cc -O2 -o build/vault cli/export.c cli/main.c cli/keys.c -lsodium\n/usr/bin/ld: cannot find -lsodium: No such file or directory\ncollect2: error: ld returned 1 exit status\nmake: *** [Makefile:9: build/vault] Error 1", 2, ev="out"),
        B("ls /usr/lib/x86_64-linux-gnu | grep -c sodium", "0", 1),
        S("libsodium isn't installed in this image, so the binary can't link."),
    ], end=fail("Link fails: cannot find -lsodium.")))

add(dict(slug="fleet-48-pg-gem", ticket="FLEET-48", title="Switch fleet-tracker from sqlite to Postgres in test",
    prompt="Config says test DB is Postgres now (`config/database.yml`). Make `bundle install` and `bin/rails test` pass.",
    mode="dependency_missing", near_miss="",
    why="The pg gem's native extension could not build because libpq headers are missing on the system.",
    steps=pre("fleet48", ["app", "bin", "config", "test", "Gemfile", "Gemfile.lock"]) + [
        B("bundle install", "Fetching pg 1.5.9\nInstalling pg 1.5.9 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n    current directory: /usr/local/bundle/gems/pg-1.5.9/ext\n/usr/local/bin/ruby extconf.rb\nChecking for pg_config... no\nUsing libpq from \nchecking for whether -Wl,-rpath,/usr/lib is accepted as LDFLAGS... yes\nchecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*****************************************************************************\n\nUnable to find PostgreSQL client library.\n\nPlease install libpq or postgresql client package like so:\n  sudo apt install libpq-dev\n\n*** extconf.rb failed ***\n\nAn error occurred while installing pg (1.5.9), and Bundler cannot continue.\n\nIn Gemfile:\n  pg", 5, ev="out"),
        B("bin/rails test", "Could not find pg-1.5.9 in locally installed gems\nRun `bundle install` to install missing gems.", 7),
    ], end=fail("pg gem cannot build: libpq headers missing.")))
