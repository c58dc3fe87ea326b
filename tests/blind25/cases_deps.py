"""Runs that failed because a package, toolchain or native piece was absent or unresolvable (label: dependency_missing)."""
from gen_lib import case, say, think, sh, read, grep, edit, write, sysnote, api_error, cxerr, todo
from fill import orient, py_tests_green, generic

CASES = []

# 1 ---- rustc too old for the patched rustls (claude)
CASES.append(case(
    "webhook-rustls-bump", "claude", "dependency_missing",
    "The patched rustls needs rustc 1.71+, but the image's toolchain is 1.68.2, so the upgrade cannot build here.",
    """# SEC-2470: RUSTSEC-2024-0399 in rustls (webhook-signer)

`cargo audit` reports rustls 0.21.10 in `webhook-signer`. Upgrade to rustls 0.23 (and tokio-rustls 0.26) and adapt `src/tls.rs`.

Acceptance: `cargo audit` clean; `cargo test` passes.
""",
    [
        sh("cargo --version && rustc --version", "cargo 1.68.2 (6feb7c9cf 2023-03-26)\nrustc 1.68.2 (9eb3afe9e 2023-03-27)"),
        read("Cargo.toml", "[package]\nname = \"webhook-signer\"\nversion = \"1.4.0\"\nedition = \"2021\"\n\n[dependencies]\nrustls = \"0.21\"\ntokio-rustls = \"0.24\"\ntokio = { version = \"1\", features = [\"full\"] }"),
        edit("Cargo.toml", "rustls = \"0.21\"\ntokio-rustls = \"0.24\"", "rustls = \"0.23\"\ntokio-rustls = \"0.26\""),
        sh("cargo build", "    Updating crates.io index\n     Locking 9 packages to latest compatible versions\n      Adding rustls v0.23.12\n      Adding tokio-rustls v0.26.0\nerror: package `rustls v0.23.12` cannot be built because it requires rustc 1.71 or newer, while the currently active rustc version is 1.68.2\nEither upgrade to rustc 1.71 or newer, or use\ncargo update rustls@0.23.12 --precise ver\nwhere `ver` is the latest version of `rustls` supporting rustc 1.68.2", 101, ev=True),
        sh("rustup toolchain list 2>&1", "bash: line 1: rustup: command not found", 127, ev=True),
        say("The image ships a standalone rustc 1.68.2 without rustup, and every rustls release that fixes the advisory needs 1.71+."),
        sh("git checkout Cargo.toml Cargo.lock", "Updated 2 paths from the index"),
    ],
    near_miss="",
    final="Blocked: the fixed rustls (0.23.x) requires rustc >= 1.71, but this environment has rustc 1.68.2 and no rustup to install a newer toolchain. I reverted Cargo.toml.",
    final_ok=False,
    result={"success": False, "summary": "rustls 0.23.12 requires rustc 1.71", "exit_code": 101}))

# 2 ---- go toolchain too old after x/crypto bump (codex)
CASES.append(case(
    "ssh-bastion-xcrypto", "codex", "dependency_missing",
    "golang.org/x/crypto v0.35.0 requires go >= 1.23.0 and the image has go 1.21.6 with GOTOOLCHAIN=local and no newer toolchain available.",
    """# SEC-2476: CVE-2024-45337 in golang.org/x/crypto/ssh (bastion)

`govulncheck` on `bastion` reports GO-2024-3321 (misuse of ServerConfig.PublicKeyCallback) and GO-2025-3487. Upgrade `golang.org/x/crypto` to v0.35.0 (fixes both) and check our `PublicKeyCallback` use in `internal/sshd/auth.go`.
""",
    [
        sh("go version && grep -n '^go \\|x/crypto' go.mod", "go version go1.21.6 linux/amd64\n3:go 1.21\n9:\tgolang.org/x/crypto v0.21.0"),
        sh("go get golang.org/x/crypto@v0.35.0", "go: downloading golang.org/x/crypto v0.35.0\ngo: golang.org/x/crypto@v0.35.0 requires go >= 1.23.0 (running go 1.21.6; GOTOOLCHAIN=local)", 1, ev=True),
        sh("go env GOTOOLCHAIN GOVERSION", "local\ngo1.21.6"),
        think("**Toolchain mismatch**\n\nx/crypto v0.35.0 declares go 1.23.0, and GOTOOLCHAIN=local forbids downloading a newer toolchain. Trying `GOTOOLCHAIN=auto` would need network to dl.google.com."),
        sh("GOTOOLCHAIN=go1.23.4 go get golang.org/x/crypto@v0.35.0", "go: downloading go1.23.4 (linux/amd64)\ngo: download go1.23.4 for linux/amd64: toolchain not available", 1, ev=True),
        sh("ls /usr/local/go*/ -d", "/usr/local/go/"),
        say("Only Go 1.21.6 is installed and a newer toolchain isn't available in this image."),
    ],
    near_miss="",
    final="The x/crypto bump to v0.35.0 needs Go >= 1.23, and only go1.21.6 is present (GOTOOLCHAIN=local, go1.23.4 not available). Nothing was changed.",
    result={"success": False, "summary": "go.mod requires go >= 1.23.0 (running go 1.21.6)", "exit_code": 1}))

# 3 ---- pg gem native extension: no libpq headers (osmia)
CASES.append(case(
    "rails-pg-upgrade", "osmia", "dependency_missing",
    "bundle install could not build the pg gem's native extension because pg_config / libpq-fe.h are not installed in the image.",
    """# SEC-2483: Upgrade rails to 7.1.4.1 (CVE-2024-47887 ReDoS in Action Controller)

Dependabot PR #933 on `billing-admin` fails CI. Bump `rails` to `7.1.4.1` and make `bundle install` + `bin/rails test` pass.
""",
    orient("ruby") + [
        edit("Gemfile", "gem \"rails\", \"~> 7.1.3\"", "gem \"rails\", \"~> 7.1.4\", \">= 7.1.4.1\""),
        sh("bundle install", "Fetching gem metadata from https://rubygems.org/..........\nResolving dependencies...\nFetching rails 7.1.4.1\nFetching pg 1.5.7\nInstalling pg 1.5.7 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n    current directory: /usr/local/bundle/gems/pg-1.5.7/ext\n/usr/local/bin/ruby extconf.rb\nChecking for pg_config... no\nchecking for libpq per pkg-config... no\nUsing libpq from \nchecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*** extconf.rb failed ***\nCould not create Makefile due to some reason, probably lack of necessary\nlibraries and/or headers.  Check the mkmf.log file for more details.  You may\nneed configuration options.\n\nAn error occurred while installing pg (1.5.7), and Bundler cannot continue.\n\nIn Gemfile:\n  pg", 5, ev=True),
        sh("which pg_config; dpkg -l | grep -c libpq-dev", "0", 1, ev="both"),
        sh("sudo apt-get install -y libpq-dev", "bash: line 1: sudo: command not found", 127),
        say("The image has no PostgreSQL client headers, so the pg gem can't compile."),
    ],
    near_miss="",
    final="The rails bump resolves, but `bundle install` fails building pg 1.5.7: libpq-fe.h / pg_config are missing from the image and I can't install libpq-dev here.",
    final_ok=False,
    result={"success": False, "summary": "An error occurred while installing pg (1.5.7)", "exit_code": 5},
    min_lines=70, pad_at=3))

# 4 ---- openssl-sys cannot find OpenSSL / pkg-config (transcript)
CASES.append(case(
    "vault-agent-openssl", "claude-transcript", "dependency_missing",
    "The new TLS backend pulls in openssl-sys, which cannot build because pkg-config and the OpenSSL development headers are absent.",
    """# SEC-2489: Use the platform certificate store in vault-sidecar

`vault-sidecar` uses `reqwest` with `rustls-tls` and a bundled webpki root set, which does not trust our internal CA. Switch to `native-tls` so the system trust store (with the internal CA) is used.

Acceptance: `cargo build --release` passes; `cargo test` passes.
""",
    orient("rust", 2) + [
        edit("Cargo.toml", "reqwest = { version = \"0.12\", default-features = false, features = [\"json\", \"rustls-tls\"] }", "reqwest = { version = \"0.12\", default-features = false, features = [\"json\", \"native-tls\"] }"),
        sh("cargo build --release 2>&1 | tail -32", "   Compiling openssl-sys v0.9.103\nerror: failed to run custom build command for `openssl-sys v0.9.103`\n\nCaused by:\n  process didn't exit successfully: `/workspace/repo/target/release/build/openssl-sys-3f0e2c1d/build-script-main` (exit status: 101)\n  --- stderr\n  thread 'main' panicked at /usr/local/cargo/registry/src/index.crates.io-6f17d22bba15001f/openssl-sys-0.9.103/build/find_normal.rs:190:5:\n\n\n  Could not find directory of OpenSSL installation, and this `-sys` crate cannot\n  proceed without this knowledge. If OpenSSL is installed and this crate had\n  trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the\n  compilation process.\n\n  Make sure you also have the development packages of openssl installed.\n  For example, `libssl-dev` on Ubuntu or `openssl-devel` on Fedora.\n\n  If you're in a situation where you think the directory *should* be found\n  automatically, please open a bug at https://github.com/sfackler/rust-openssl\n  and include information about your system as well as this message.\n\n  $HOST = x86_64-unknown-linux-gnu\n  $TARGET = x86_64-unknown-linux-gnu\n  openssl-sys = 0.9.103\n\n  It looks like you're compiling on Linux and also targeting Linux. Currently this\n  requires the `pkg-config` utility to find OpenSSL but unfortunately `pkg-config`\n  could not be found. If you have OpenSSL installed you can likely fix this by\n  installing `pkg-config`.", 101, ev=True),
        sh("ls /usr/include/openssl 2>&1; which pkg-config", "ls: cannot access '/usr/include/openssl': No such file or directory", 1, ev=True),
        say("Neither pkg-config nor the OpenSSL headers are in this image, so native-tls can't be built."),
    ],
    near_miss="",
    result={"success": False, "summary": "openssl-sys build script failed", "exit_code": 101}))

# 5 ---- composer: ext-sodium missing (osmia)
CASES.append(case(
    "partner-sso-php-jwt", "osmia", "dependency_missing",
    "firebase/php-jwt 6.10 requires the PHP sodium extension (for EdDSA), which is not installed, so composer cannot resolve the update.",
    """# SEC-2494: Upgrade firebase/php-jwt to ^6.10 (CVE-2024-... key confusion)

`partner-portal` pins `firebase/php-jwt` 5.5.1. Upgrade to `^6.10` and adapt `src/Sso/TokenVerifier.php` to the `Key` object API.
""",
    orient("php") + [
        edit("composer.json", "\"firebase/php-jwt\": \"^5.5\"", "\"firebase/php-jwt\": \"^6.10\""),
        sh("composer update firebase/php-jwt --with-dependencies", "Loading composer repositories with package information\nUpdating dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires firebase/php-jwt ^6.10 -> satisfiable by firebase/php-jwt[v6.10.0, v6.10.1].\n    - firebase/php-jwt[v6.10.0, ..., v6.10.1] require ext-sodium * -> it is missing from your system. Install or enable PHP's sodium extension.\n\nTo enable extensions, verify that they are enabled in your .ini files:\n    - /usr/local/etc/php/php.ini\n    - /usr/local/etc/php/conf.d/docker-php-ext-intl.ini\n    - /usr/local/etc/php/conf.d/docker-php-ext-zip.ini\nYou can also run `php --ini` in a terminal to see which files are used by PHP in CLI mode.\nAlternatively, you can run Composer with `--ignore-platform-req=ext-sodium` to temporarily ignore these required extensions.", 2, ev=True),
        sh("php -m | grep -i sodium || echo 'sodium not loaded'", "sodium not loaded", ev=True),
        say("The image's PHP lacks the sodium extension. Ignoring the platform requirement would ship a package that fails at runtime, so I won't do that."),
        sh("git checkout composer.json", "Updated 1 path from the index"),
    ],
    near_miss="",
    final="Blocked: php-jwt 6.10 requires ext-sodium, which is not available in this PHP build. No changes left in the tree.",
    final_ok=False,
    result={"success": False, "summary": "composer: ext-sodium is missing from your system", "exit_code": 2}))

# 6 ---- .NET SDK from global.json not installed (codex)
CASES.append(case(
    "identity-dotnet-jwt", "codex", "dependency_missing",
    "global.json pins .NET SDK 8.0.404 but the image only has the 6.0 SDK, so the NuGet bump could not even be restored or built.",
    """# SEC-2501: System.IdentityModel.Tokens.Jwt 6.x -> 7.1.2 (GHSA-59j7-ghrg-fj52)

`Acme.Identity` references `System.IdentityModel.Tokens.Jwt` 6.34.0. Bump it to 7.1.2 in `Directory.Packages.props` and make `dotnet test` pass.
""",
    orient("dotnet") + [
        read("global.json", "{\n  \"sdk\": {\n    \"version\": \"8.0.404\",\n    \"rollForward\": \"latestFeature\"\n  }\n}"),
        edit("Directory.Packages.props", "<PackageVersion Include=\"System.IdentityModel.Tokens.Jwt\" Version=\"6.34.0\" />", "<PackageVersion Include=\"System.IdentityModel.Tokens.Jwt\" Version=\"7.1.2\" />"),
        sh("dotnet restore", "The command could not be loaded, possibly because:\n  * You intended to execute a .NET application:\n      The application 'restore' does not exist.\n  * You intended to execute a .NET SDK command:\n      A compatible .NET SDK was not found.\n\nRequested SDK version: 8.0.404\nglobal.json file: /workspace/repo/global.json\n\nInstalled SDKs:\n6.0.428 [/usr/share/dotnet/sdk]\n\nInstall the [8.0.404] .NET SDK or update [/workspace/repo/global.json] to match an installed SDK.\n\nLearn about SDK resolution:\nhttps://aka.ms/dotnet/sdk-not-found", 145, ev=True),
        think("**SDK mismatch**\n\nThe projects target net8.0, so downgrading global.json to 6.0 would not build either."),
        sh("grep -h TargetFramework src/*/*.csproj | sort -u", "    <TargetFramework>net8.0</TargetFramework>"),
        say("The .NET 8 SDK required by global.json and the net8.0 projects isn't installed; only 6.0.428 is."),
    ],
    near_miss="",
    final="The package bump is in Directory.Packages.props, but I could not restore or test: the .NET 8.0.404 SDK required by global.json is not installed (only 6.0.428).",
    result={"success": False, "summary": "A compatible .NET SDK was not found", "exit_code": 145},
    min_lines=50, pad_at=2))

# 7 ---- Nexus mirror lacks the patched artifact (codex); long run with noise
CASES.append(case(
    "bouncycastle-nexus", "codex", "dependency_missing",
    "The patched bcprov artifact is not available in the internal Nexus mirror the build is locked to, so Maven cannot resolve the dependency; the auth tests that print 'unauthorized' were passing before the bump.",
    """# SEC-2507: Bouncy Castle 1.77 -> 1.78.1 (CVE-2024-29857, CVE-2024-30171)

`token-service` uses `bcprov-jdk18on` 1.77. Upgrade to 1.78.1 (and `bcpkix-jdk18on`). Builds must use the internal mirror (`settings.xml`, no direct access to central).

Acceptance: `mvn -s .mvn/settings.xml verify` passes.
""",
    orient("java") + [
        sh("mvn -q -s .mvn/settings.xml test -Dtest='TokenAuthTest'", "[INFO] Running com.acme.token.TokenAuthTest\n2026-03-19 10:02:11.512 WARN  c.a.t.web.AuthFilter - rejecting request: 401 unauthorized (expired token)\n2026-03-19 10:02:11.530 WARN  c.a.t.web.AuthFilter - rejecting request: 403 forbidden (scope payments:write missing)\n[INFO] Tests run: 11, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.874 s -- in com.acme.token.TokenAuthTest"),
        read(".mvn/settings.xml", "<settings>\n  <mirrors>\n    <mirror>\n      <id>acme-nexus</id>\n      <mirrorOf>*</mirrorOf>\n      <url>https://nexus.internal.acme.example/repository/maven-public/</url>\n    </mirror>\n  </mirrors>\n</settings>"),
        edit("pom.xml", "<bouncycastle.version>1.77</bouncycastle.version>", "<bouncycastle.version>1.78.1</bouncycastle.version>"),
        sh("mvn -q -s .mvn/settings.xml verify", "[ERROR] Failed to execute goal on project token-service: Could not resolve dependencies for project com.acme:token-service:jar:3.6.0-SNAPSHOT\n[ERROR] dependency: org.bouncycastle:bcprov-jdk18on:jar:1.78.1 (compile)\n[ERROR] \tCould not find artifact org.bouncycastle:bcprov-jdk18on:jar:1.78.1 in acme-nexus (https://nexus.internal.acme.example/repository/maven-public/)\n[ERROR] dependency: org.bouncycastle:bcpkix-jdk18on:jar:1.78.1 (compile)\n[ERROR] \tCould not find artifact org.bouncycastle:bcpkix-jdk18on:jar:1.78.1 in acme-nexus (https://nexus.internal.acme.example/repository/maven-public/)\n[ERROR] -> [Help 1]", 1, ev=True),
        sh("curl -s -o /dev/null -w '%{http_code}\\n' https://nexus.internal.acme.example/repository/maven-public/org/bouncycastle/bcprov-jdk18on/1.78.1/bcprov-jdk18on-1.78.1.pom; curl -s -o /dev/null -w '%{http_code}\\n' https://nexus.internal.acme.example/repository/maven-public/org/bouncycastle/bcprov-jdk18on/1.77/bcprov-jdk18on-1.77.pom", "404\n200", ev=True),
        think("**Mirror does not carry 1.78.1**\n\nThe mirror answers (1.77 is 200) but 1.78.1 is 404. The proxy to central is probably not configured for that group, or the artifact is quarantined."),
        sh("mvn -q -s .mvn/settings.xml dependency:get -Dartifact=org.bouncycastle:bcprov-jdk18on:1.78.1", "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-dependency-plugin:3.7.0:get (default-cli) on project token-service: Couldn't download artifact: The following artifacts could not be resolved: org.bouncycastle:bcprov-jdk18on:jar:1.78.1 (absent): Could not find artifact org.bouncycastle:bcprov-jdk18on:jar:1.78.1 in acme-nexus", 1),
        say("Bouncy Castle 1.78.1 is not available in the acme-nexus mirror, which the build must use."),
    ],
    near_miss="permission_blocked",
    final="Blocked: org.bouncycastle:bcprov-jdk18on:1.78.1 / bcpkix-jdk18on:1.78.1 are not in the internal Nexus mirror (404), so the build cannot resolve them. pom.xml has the bump; the mirror needs the artifacts (quarantine release?) before this can pass.",
    result={"success": False, "summary": "Could not find artifact org.bouncycastle:bcprov-jdk18on:jar:1.78.1", "exit_code": 1},
    min_lines=64, pad_at=4))

# 8 ---- recovered from one missing module, real blocker is xmlsec1 native lib (transcript)
CASES.append(case(
    "saml-signature-check", "claude-transcript", "dependency_missing",
    "After installing a missing test helper successfully, the run stalled on the real blocker: python-xmlsec needs the libxmlsec1 development libraries, which the image lacks.",
    """# SEC-2512: Verify SAML response signatures with xmlsec

`sso-bridge` accepts SAML responses whose `<Signature>` covers only the assertion envelope (XML signature wrapping, pentest PT-2026-11). Replace the hand-written check in `sso/saml.py` with `xmlsec` verification against the IdP certificate.

Acceptance: `tests/test_saml.py` (including the wrapping cases) passes.
""",
    orient("py", 3) + [
        sh("python -m pytest -q tests/test_saml.py", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:4: in <module>\n    import responses\nE   ModuleNotFoundError: No module named 'responses'", 4),
        sh("pip install --user -r requirements-dev.txt", "Collecting responses==0.25.3 (from -r requirements-dev.txt (line 6))\n  Downloading responses-0.25.3-py3-none-any.whl.metadata (46 kB)\nInstalling collected packages: responses\nSuccessfully installed responses-0.25.3"),
        sh("python -m pytest -q tests/test_saml.py", "......\n6 passed in 0.88s"),
        say("Test tooling is fixed and the current suite passes. Now the actual change: switching to xmlsec."),
        edit("requirements.txt", "lxml==5.2.2\n", "lxml==5.2.2\nxmlsec==1.3.14\n"),
        sh("pip install --user xmlsec==1.3.14", "Collecting xmlsec==1.3.14\n  Downloading xmlsec-1.3.14.tar.gz (68 kB)\n  Installing build dependencies ... done\n  Getting requirements to build wheel ... error\n  error: subprocess-exited-with-error\n\n  × Getting requirements to build wheel did not run successfully.\n  │ exit code: 1\n  ╰─> [5 lines of output]\n      Package xmlsec1 was not found in the pkg-config search path.\n      Perhaps you should add the directory containing `xmlsec1.pc'\n      to the PKG_CONFIG_PATH environment variable\n      No package 'xmlsec1' found\n      error: Unable to invoke pkg-config.\n      [end of output]\n\n  note: This error originates from a subprocess, and is likely not a problem with pip.\nerror: subprocess-exited-with-error", 1, ev=True),
        sh("dpkg -l | grep -E 'libxmlsec1|pkg-config' || echo none", "none", ev=True),
        say("The xmlsec binding needs the native libxmlsec1 libraries (libxmlsec1-dev, pkg-config), which are not in this image."),
    ],
    near_miss="",
    result={"success": False, "summary": "pip: No package 'xmlsec1' found", "exit_code": 1}))

# 9 ---- gosec not in image, go install needs a newer go (claude)
CASES.append(case(
    "gosec-ci-gate", "claude", "dependency_missing",
    "gosec is not installed in the image and installing it fails because the current gosec requires a newer Go than the image provides.",
    """# SEC-2519: Add a gosec gate to edge-gateway

Run `gosec ./...` in CI (`make sec`) and fix any HIGH findings it reports today.
""",
    orient("go") + [
        sh("gosec ./...", "bash: line 1: gosec: command not found", 127, ev=True),
        sh("go install github.com/securego/gosec/v2/cmd/gosec@latest", "go: downloading github.com/securego/gosec/v2 v2.21.4\ngo: github.com/securego/gosec/v2/cmd/gosec@latest: github.com/securego/gosec/v2@v2.21.4 requires go >= 1.23.0 (running go 1.22.5; GOTOOLCHAIN=local)", 1, ev=True),
        sh("go install github.com/securego/gosec/v2/cmd/gosec@v2.20.0", "go: downloading github.com/securego/gosec/v2 v2.20.0\ngo: github.com/securego/gosec/v2/cmd/gosec@v2.20.0: github.com/securego/gosec/v2@v2.20.0 requires go >= 1.22.0; golang.org/x/tools@v0.24.0 requires go >= 1.22.6 (running go 1.22.5; GOTOOLCHAIN=local)", 1),
        write("Makefile.sec", "sec:\n\tgosec -severity high ./...\n"),
        say("I added the make target, but I can't run gosec in this environment."),
    ],
    near_miss="",
    final="Added `make sec`, but gosec is not installed and cannot be installed with the image's go1.22.5 (current gosec needs >= 1.23). No findings were checked.",
    final_ok=False,
    result={"success": False, "summary": "gosec: command not found", "exit_code": 127}))
