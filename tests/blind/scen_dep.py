from make_blind import say, think, sh, read, edit, write, tool, raw, api_error, multi

CASES = []

# ---------------------------------------------------------------- D1 claude poetry/conda private package
CASES.append(dict(
    slug="geo-2718", ticket="GEO-2718", fmt="claude", mode="dependency_missing",
    near_miss="the agent cats an old deploy log full of 'Permission denied' lines; the real blocker is a package that exists on no index",
    why="`acme-geohash` cannot be found by poetry ('doesn't match any versions') nor conda (PackagesNotFoundError), so the import stays unresolved (ModuleNotFoundError) and tests cannot run.",
    prompt="""# GEO-2718: Store geohash alongside store coordinates

`stores/models.py::Store.save()` should fill `geohash` (precision 7) from
`lat`/`lon` using our `acme-geohash` library (`from acme_geohash import encode`).

## Acceptance criteria
- `Store(lat=52.52, lon=13.405).save()` sets `geohash == "u33dc0c"`.
- `pytest tests/stores -q` passes.
""",
    steps=[
        say("Let me check the Store model and how the project manages dependencies."),
        read("stores/models.py", "from django.db import models\n\n\nclass Store(models.Model):\n    name = models.CharField(max_length=120)\n    lat = models.FloatField()\n    lon = models.FloatField()\n    geohash = models.CharField(max_length=12, blank=True, default=\"\")\n\n    def save(self, *args, **kwargs):\n        super().save(*args, **kwargs)"),
        sh("cat logs/deploy-2026-10-30.log | tail -5", "2026-10-30T02:11:09Z collectstatic: Permission denied: '/srv/static/admin/css/base.css'\n2026-10-30T02:11:09Z collectstatic: Permission denied: '/srv/static/admin/js/core.js'\n2026-10-30T02:11:10Z chown -R www-data /srv/static\n2026-10-30T02:11:14Z collectstatic: 212 static files copied to '/srv/static'.\n2026-10-30T02:11:15Z deploy finished"),
        edit("stores/models.py", "from django.db import models\n", "from acme_geohash import encode\nfrom django.db import models\n"),
        edit("stores/models.py", "    def save(self, *args, **kwargs):\n        super().save(*args, **kwargs)", "    def save(self, *args, **kwargs):\n        self.geohash = encode(self.lat, self.lon, precision=7)\n        super().save(*args, **kwargs)"),
        sh("pytest tests/stores -q 2>&1 | tail -8", "tests/stores/test_models.py:4: in <module>\n    from stores.models import Store\nstores/models.py:1: in <module>\n    from acme_geohash import encode\nE   ModuleNotFoundError: No module named 'acme_geohash'\n=========================== short test summary info ============================\nERROR tests/stores/test_models.py\n1 error in 0.44s", rc=2),
        sh("poetry add 'acme-geohash@^1.4'", "Using version ^1.4 for acme-geohash\n\nUpdating dependencies\nResolving dependencies...\n\nBecause stores-service depends on acme-geohash (^1.4) which doesn't match any versions, version solving failed.", rc=1, ev="out"),
        sh("poetry source show; pip index versions acme-geohash", "name      : pypi\npriority  : primary\n\nERROR: No matching distribution found for acme-geohash", rc=1, ev="out"),
        sh("conda install -y -c conda-forge acme-geohash", "Channels:\n - conda-forge\n - defaults\nPlatform: linux-64\nCollecting package metadata (repodata.json): done\nSolving environment: failed\n\nPackagesNotFoundError: The following packages are not available from current channels:\n\n  - acme-geohash\n\nCurrent channels:\n\n  - https://conda.anaconda.org/conda-forge/linux-64\n  - https://conda.anaconda.org/conda-forge/noarch\n\nTo search for alternate channels that may provide the conda package you're\nlooking for, navigate to\n\n    https://anaconda.org\n\nand use the search bar at the top of the page.", rc=1, ev="out"),
        sh("pytest tests/stores -q 2>&1 | tail -4", "stores/models.py:1: in <module>\n    from acme_geohash import encode\nE   ModuleNotFoundError: No module named 'acme_geohash'\n1 error in 0.41s", rc=2, ev="out"),
    ],
    end=dict(text="`Store.save()` now fills `geohash` via `acme_geohash.encode(..., precision=7)`, but the package isn't available: it's not on PyPI (poetry: \"doesn't match any versions\") or conda-forge (PackagesNotFoundError), and no private index is configured for this project. Tests fail with `ModuleNotFoundError: No module named 'acme_geohash'`."),
))

# ---------------------------------------------------------------- D2 codex rust unresolved import + no matching package
CASES.append(dict(
    slug="ingest-431", ticket="INGEST-431", fmt="codex", mode="dependency_missing",
    why="The build fails on error[E0432] unresolved import `serde_jsonc` and cargo reports 'no matching package named `serde_jsonc` found' on crates.io; the crate the code needs does not exist.",
    prompt="""# INGEST-431: Accept JSON with comments in pipeline configs

Operators want `//` comments in `pipeline.json`. `crates/ingest/src/config.rs`
uses `serde_json::from_str`; switch to a JSONC-tolerant parser.

## Acceptance criteria
- Configs with `//` and `/* */` comments load.
- `cargo test -p ingest` passes.
""",
    steps=[
        think("**Choosing a JSONC parser**\n\nLook at config.rs; I recall a crate serde_jsonc with the same API as serde_json."),
        sh("sed -n '1,30p' crates/ingest/src/config.rs", "use serde::Deserialize;\n\n#[derive(Debug, Deserialize)]\npub struct PipelineConfig {\n    pub name: String,\n    pub sources: Vec<Source>,\n    pub batch_size: usize,\n}\n\npub fn load(text: &str) -> anyhow::Result<PipelineConfig> {\n    Ok(serde_json::from_str(text)?)\n}\n"),
        edit("crates/ingest/src/config.rs", "use serde::Deserialize;\n", "use serde::Deserialize;\nuse serde_jsonc::from_str as from_jsonc;\n"),
        edit("crates/ingest/src/config.rs", "    Ok(serde_json::from_str(text)?)", "    Ok(from_jsonc(text)?)"),
        edit("crates/ingest/Cargo.toml", "serde_json = \"1\"", "serde_json = \"1\"\nserde_jsonc = \"1.0\""),
        sh("cargo test -p ingest 2>&1 | tail -12", "    Updating crates.io index\nerror: no matching package named `serde_jsonc` found\nlocation searched: registry `crates-io`\nrequired by package `ingest v0.7.3 (/workspace/repo/crates/ingest)`\n", rc=101, ev=True),
        sh("cargo search serde_jsonc --limit 3", "serde_json = \"1.0.132\"        # A JSON serialization file format\njson_comments = \"0.2.2\"      # Strip comments from JSON before parsing\nserde_jsonrc = \"0.1.0\"       # A lenient JSON serialization file format\n"),
        edit("crates/ingest/Cargo.toml", "serde_jsonc = \"1.0\"", ""),
        sh("cargo build -p ingest 2>&1 | tail -12", "   Compiling ingest v0.7.3 (/workspace/repo/crates/ingest)\nerror[E0432]: unresolved import `serde_jsonc`\n --> crates/ingest/src/config.rs:2:5\n  |\n2 | use serde_jsonc::from_str as from_jsonc;\n  |     ^^^^^^^^^^^ use of undeclared crate or module `serde_jsonc`\n\nFor more information about this error, try `rustc --explain E0432`.\nerror: could not compile `ingest` (lib) due to 1 previous error\n", rc=101, ev=True),
    ],
    end=dict(text="The crate I reached for, `serde_jsonc`, does not exist on crates.io (`no matching package named serde_jsonc`), so `config.rs` no longer compiles (E0432 unresolved import). Candidates that do exist are `json_comments` (strip then parse with serde_json) or `serde_jsonrc`; one of them needs to be chosen and added."),
))

# ---------------------------------------------------------------- D3 osmia go version too old
CASES.append(dict(
    slug="auth-1610", ticket="AUTH-1610", fmt="osmia", mode="dependency_missing",
    why="The toolchain is too old: 'go: go.mod requires go >= 1.23.0 (running go 1.21.6; GOTOOLCHAIN=local)', so nothing builds or tests.",
    prompt="""# AUTH-1610: Reject JWTs with `alg: none`

`internal/auth/jwt.go` `Verify()` trusts the header's `alg`. Tokens with
`"alg":"none"` must be rejected with `ErrUnsupportedAlg`.

## Acceptance criteria
- `go test ./internal/auth/...` passes, including `TestVerifyRejectsAlgNone`.
""",
    steps=[
        say("Reading the verifier."),
        read("internal/auth/jwt.go", "package auth\n\nimport (\n\t\"errors\"\n\t\"strings\"\n)\n\nvar ErrUnsupportedAlg = errors.New(\"auth: unsupported alg\")\n\nfunc Verify(token string, keys KeySet) (*Claims, error) {\n\tparts := strings.Split(token, \".\")\n\tif len(parts) != 3 {\n\t\treturn nil, ErrMalformed\n\t}\n\thdr, err := decodeHeader(parts[0])\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn verifyWith(hdr.Alg, parts, keys)\n}"),
        edit("internal/auth/jwt.go", "\treturn verifyWith(hdr.Alg, parts, keys)", "\tswitch hdr.Alg {\n\tcase \"RS256\", \"ES256\":\n\tdefault:\n\t\treturn nil, ErrUnsupportedAlg\n\t}\n\treturn verifyWith(hdr.Alg, parts, keys)"),
        sh("go test ./internal/auth/...", "go: go.mod requires go >= 1.23.0 (running go 1.21.6; GOTOOLCHAIN=local)", rc=1, ev="out"),
        sh("go version; go env GOTOOLCHAIN GOROOT; head -5 go.mod", "go version go1.21.6 linux/amd64\nlocal\n/usr/local/go\nmodule github.com/acme/identity\n\ngo 1.23.0\n\ntoolchain go1.23.2", ev="out"),
        say("The module needs Go 1.23 and the image has 1.21.6 with GOTOOLCHAIN=local, so no automatic toolchain switch. Trying the toolchain directive explicitly."),
        sh("GOTOOLCHAIN=go1.23.2 go version", "go: downloading go1.23.2 (linux/amd64)\ngo: download go1.23.2 for linux/amd64: toolchain not available", rc=1, ev="out"),
        sh("ls /usr/local/ | grep -i go; ls ~/sdk 2>/dev/null", "go"),
    ],
    end=dict(success=False, text="Added an alg allow-list (RS256/ES256) to Verify() in internal/auth/jwt.go. Unverified: go.mod requires go >= 1.23.0 but the image ships go 1.21.6 with GOTOOLCHAIN=local, and go1.23.2 is not available to download. A Go 1.23 toolchain is needed."),
))

# ---------------------------------------------------------------- D4 claude pnpm 404 private package ("no permission" wording)
CASES.append(dict(
    slug="ds-807", ticket="DS-807", fmt="claude", mode="dependency_missing",
    near_miss="pnpm's 404 message says 'is not in the npm registry, or you have no permission to fetch it'; the package is simply not published where the project looks",
    why="`@acme/ui-tokens` returns ERR_PNPM_FETCH_404 from the registry and no scoped registry is configured, so the import stays 'Cannot find module'.",
    prompt="""# DS-807: Buttons should use design tokens for padding

`src/ui/Button.tsx` hard-codes `padding: 8px 14px`. Use `spacing.sm` and
`spacing.md` from `@acme/ui-tokens` (add it as a dependency, version `^4.2.0`).

## Acceptance criteria
- No hard-coded padding in `Button.tsx`.
- `pnpm test -- Button` passes.
""",
    steps=[
        say("I'll add the tokens package and update the button."),
        sh("pnpm add @acme/ui-tokens@^4.2.0", " ERR_PNPM_FETCH_404  GET https://registry.npmjs.org/@acme%2Fui-tokens: Not Found - 404\n\nThis error happened while installing a direct dependency of /workspace/repo\n\n@acme/ui-tokens is not in the npm registry, or you have no permission to fetch it.\n\nNo authorization header was set for the request.\nProgress: resolved 1, reused 0, downloaded 0, added 0", rc=1, ev="out"),
        sh("cat .npmrc 2>/dev/null; pnpm config get @acme:registry", "auto-install-peers=true\nundefined"),
        say("No registry is configured for the `@acme` scope. I'll check whether the package is vendored anywhere in the monorepo."),
        tool("Glob", {"pattern": "**/ui-tokens/package.json"}, "No files found"),
        read("src/ui/Button.tsx", "import styled from 'styled-components';\n\nexport const Button = styled.button`\n  padding: 8px 14px;\n  border-radius: 6px;\n  font: inherit;\n`;"),
        edit("src/ui/Button.tsx", "import styled from 'styled-components';\n\nexport const Button = styled.button`\n  padding: 8px 14px;", "import styled from 'styled-components';\nimport { spacing } from '@acme/ui-tokens';\n\nexport const Button = styled.button`\n  padding: ${spacing.sm} ${spacing.md};"),
        sh("pnpm test -- Button 2>&1 | tail -12", " FAIL  src/ui/__tests__/Button.test.tsx\n  ● Test suite failed to run\n\n    Cannot find module '@acme/ui-tokens' from 'src/ui/Button.tsx'\n\n    Require stack:\n      src/ui/Button.tsx\n      src/ui/__tests__/Button.test.tsx\n\nTest Suites: 1 failed, 1 total\nTests:       0 total", rc=1, ev="out"),
    ],
    end=dict(text="Button.tsx now uses `spacing.sm`/`spacing.md`, but `@acme/ui-tokens` can't be installed: the public registry returns 404 for it and there's no `@acme:registry` configured in `.npmrc`, so jest fails with \"Cannot find module '@acme/ui-tokens'\". The scoped registry URL (and token) need to be added."),
))

# ---------------------------------------------------------------- D5 transcript openssl headers
CASES.append(dict(
    slug="edge-266", ticket="EDGE-266", fmt="claude-transcript", mode="dependency_missing",
    why="The C build fails on 'fatal error: openssl/ssl.h: No such file or directory' and the linker on 'cannot find -lssl': the OpenSSL development package is not installed.",
    prompt="""# EDGE-266: Verify upstream certificates in the health checker

`src/health/probe.c` opens TLS connections with `SSL_VERIFY_NONE`. Switch to
`SSL_VERIFY_PEER`, load the system CA bundle, and set the SNI host name.

## Acceptance criteria
- `make && make check` passes.
""",
    steps=[
        say("Let me look at the TLS setup in the probe."),
        tool("Grep", {"pattern": "SSL_VERIFY_NONE|SSL_CTX_new", "path": "src/health/probe.c", "output_mode": "content", "-n": True}, "src/health/probe.c:88:    SSL_CTX *ctx = SSL_CTX_new(TLS_client_method());\nsrc/health/probe.c:92:    SSL_CTX_set_verify(ctx, SSL_VERIFY_NONE, NULL);"),
        edit("src/health/probe.c", "    SSL_CTX_set_verify(ctx, SSL_VERIFY_NONE, NULL);", "    SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER, NULL);\n    if (SSL_CTX_set_default_verify_paths(ctx) != 1) {\n        SSL_CTX_free(ctx);\n        return -1;\n    }"),
        edit("src/health/probe.c", "    SSL_set_fd(ssl, fd);", "    SSL_set_fd(ssl, fd);\n    SSL_set_tlsext_host_name(ssl, host);\n    SSL_set1_host(ssl, host);"),
        sh("make 2>&1 | tail -8", "cc -O2 -Wall -Wextra -Iinclude -c src/health/probe.c -o build/probe.o\nsrc/health/probe.c:14:10: fatal error: openssl/ssl.h: No such file or directory\n   14 | #include <openssl/ssl.h>\n      |          ^~~~~~~~~~~~~~~\ncompilation terminated.\nmake: *** [Makefile:22: build/probe.o] Error 1", rc=2, ev="out"),
        sh("pkg-config --cflags --libs openssl; ls /usr/include/openssl 2>&1 | head -2", "Package openssl was not found in the pkg-config search path.\nPerhaps you should add the directory containing `openssl.pc'\nto the PKG_CONFIG_PATH environment variable\nPackage 'openssl', required by 'virtual:world', not found\nls: cannot access '/usr/include/openssl': No such file or directory", rc=1, ev="out"),
        sh("make LDFLAGS= CFLAGS='-O2 -Iinclude -I/usr/local/include' build/healthd 2>&1 | tail -4", "cc -O2 -Iinclude -I/usr/local/include -c src/health/probe.c -o build/probe.o\nsrc/health/probe.c:14:10: fatal error: openssl/ssl.h: No such file or directory\ncompilation terminated.\nmake: *** [Makefile:22: build/probe.o] Error 1", rc=2),
        sh("echo 'int main(void){return 0;}' | cc -x c - -lssl -lcrypto -o /tmp/t", "/usr/bin/ld: cannot find -lssl: No such file or directory\n/usr/bin/ld: cannot find -lcrypto: No such file or directory\ncollect2: error: ld returned 1 exit status", rc=1, ev="out"),
    ],
    end=dict(text="The verification changes are in `src/health/probe.c` (SSL_VERIFY_PEER, default verify paths, SNI + host check), but the project can't compile here: OpenSSL development files are missing (`openssl/ssl.h: No such file or directory`, `ld: cannot find -lssl`). The image needs `libssl-dev` (Debian) / `openssl-devel`."),
))

# ---------------------------------------------------------------- D6 codex maven artifact not found
CASES.append(dict(
    slug="ledg-3302", ticket="LEDG-3302", fmt="codex", mode="dependency_missing",
    why="Maven fails with 'Could not resolve dependencies ... Could not find artifact com.acme:money-utils:jar:1.9.2 in nexus': the version the ticket requires is not published.",
    prompt="""# LEDG-3302: Use the shared Money type for journal amounts

Replace the local `Amount` class in `ledger-core` with
`com.acme.money.Money` from `com.acme:money-utils:1.9.2` (add it to
`ledger-core/pom.xml`). Update `JournalEntry.java` accordingly.

## Acceptance criteria
- `./mvnw -pl ledger-core test` passes.
""",
    steps=[
        sh("grep -n -B2 -A4 '<artifactId>jackson-databind' ledger-core/pom.xml", "41-        <dependency>\n42-            <groupId>com.fasterxml.jackson.core</groupId>\n43:            <artifactId>jackson-databind</artifactId>\n44-            <version>2.17.2</version>\n45-        </dependency>\n"),
        edit("ledger-core/pom.xml", "", ""),
        edit("ledger-core/src/main/java/com/acme/ledger/JournalEntry.java", "", ""),
        sh("./mvnw -q -pl ledger-core test 2>&1 | tail -8", "[ERROR] Failed to execute goal on project ledger-core: Could not resolve dependencies for project com.acme:ledger-core:jar:2.4.0-SNAPSHOT\n[ERROR] dependency: com.acme:money-utils:jar:1.9.2 (compile)\n[ERROR] \tCould not find artifact com.acme:money-utils:jar:1.9.2 in nexus (https://nexus.acme.internal/repository/maven-public/)\n[ERROR] \n[ERROR] -> [Help 1]\n[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n[ERROR] Re-run Maven using the -X switch to enable full debug logging.\n", rc=1, ev=True),
        think("**Checking published versions**\n\nQuery maven-metadata for money-utils on nexus."),
        sh("curl -s https://nexus.acme.internal/repository/maven-public/com/acme/money-utils/maven-metadata.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<metadata>\n  <groupId>com.acme</groupId>\n  <artifactId>money-utils</artifactId>\n  <versioning>\n    <latest>1.8.4</latest>\n    <release>1.8.4</release>\n    <versions>\n      <version>1.7.0</version>\n      <version>1.8.0</version>\n      <version>1.8.4</version>\n    </versions>\n    <lastUpdated>20261012091544</lastUpdated>\n  </versioning>\n</metadata>\n", ev=True),
        sh("./mvnw -q -pl ledger-core dependency:resolve -U 2>&1 | tail -3", "[ERROR] Failed to execute goal on project ledger-core: Could not resolve dependencies for project com.acme:ledger-core:jar:2.4.0-SNAPSHOT\n[ERROR] dependency: com.acme:money-utils:jar:1.9.2 (compile)\n[ERROR] \tCould not find artifact com.acme:money-utils:jar:1.9.2 in nexus (https://nexus.acme.internal/repository/maven-public/)\n", rc=1, ev=True),
    ],
    end=dict(text="`com.acme:money-utils:1.9.2` isn't published: nexus only has 1.7.0, 1.8.0 and 1.8.4, so Maven can't resolve dependencies for ledger-core. The pom and JournalEntry.java are updated for 1.9.2 (whose `Money.ofMinor` API 1.8.x lacks); the library release is needed first."),
))

# ---------------------------------------------------------------- D7 osmia bundler private gem
CASES.append(dict(
    slug="jobs-514", ticket="JOBS-514", fmt="osmia", mode="dependency_missing",
    near_miss="the reaper spec the agent reads talks about killed jobs and timeouts; that is the feature, not the environment",
    why="bundle install cannot find the gem the Gemfile needs ('Could not find gem acme-sidekiq-reaper (~> 0.4) in rubygems repository'), so rspec never loads (Bundler::GemNotFound).",
    prompt="""# JOBS-514: Reap Sidekiq jobs stuck longer than 30 minutes

Wire `Acme::Reaper` (from the `acme-sidekiq-reaper` gem, `~> 0.4`) into
`config/initializers/sidekiq.rb` with `max_runtime: 30.minutes`.
`spec/jobs/reaper_spec.rb` already describes the behaviour.

## Acceptance criteria
- `bundle exec rspec spec/jobs/reaper_spec.rb` passes.
""",
    steps=[
        say("Reading the spec first."),
        read("spec/jobs/reaper_spec.rb", "require \"rails_helper\"\n\nRSpec.describe \"stuck job reaper\" do\n  it \"kills jobs running longer than max_runtime\" do\n    job = stub_running_job(started_at: 31.minutes.ago)\n    Acme::Reaper.new(max_runtime: 30.minutes).sweep\n    expect(job).to be_killed\n    expect(log_output).to include(\"reaper: killed job #{job.jid} after timeout (31m > 30m)\")\n  end\n\n  it \"leaves young jobs alone\" do\n    job = stub_running_job(started_at: 5.minutes.ago)\n    Acme::Reaper.new(max_runtime: 30.minutes).sweep\n    expect(job).not_to be_killed\n  end\nend"),
        edit("Gemfile", "gem \"sidekiq\", \"~> 7.3\"\n", "gem \"sidekiq\", \"~> 7.3\"\ngem \"acme-sidekiq-reaper\", \"~> 0.4\"\n"),
        write("config/initializers/sidekiq.rb", "require \"acme/reaper\"\n\nSidekiq.configure_server do |config|\n  config.on(:heartbeat) { Acme::Reaper.new(max_runtime: 30.minutes).sweep }\nend\n"),
        sh("bundle install", "Fetching gem metadata from https://rubygems.org/........\nResolving dependencies...\nCould not find gem 'acme-sidekiq-reaper (~> 0.4)' in rubygems repository https://rubygems.org/ or installed locally.\n\nThe source does not contain any versions of 'acme-sidekiq-reaper'", rc=7, ev="out"),
        sh("gem search -r '^acme-sidekiq'", "\n*** REMOTE GEMS ***\n\n"),
        sh("bundle exec rspec spec/jobs/reaper_spec.rb", "Could not find gem 'acme-sidekiq-reaper (~> 0.4)' in locally installed gems.\n\nRun `bundle install` to install missing gems.", rc=7, ev="out"),
    ],
    end=dict(success=False, text="Gemfile and the Sidekiq initializer reference acme-sidekiq-reaper, but the gem is not on rubygems.org and no private gem source is configured, so bundle install fails and rspec can't start."),
))

# ---------------------------------------------------------------- D8 claude protoc missing, Killed in log near-miss
CASES.append(dict(
    slug="rpc-1419", ticket="RPC-1419", fmt="claude", mode="dependency_missing",
    near_miss="the worker log the agent reads ends with 'Killed process ... (oom-killer)' from last week's incident; irrelevant to this run",
    why="`make proto` fails because `protoc` is not installed ('protoc: command not found', make Error 127), so the new field is never generated and the Go build fails.",
    prompt="""# RPC-1419: Expose `retry_after_ms` in the Quota RPC

Add `int64 retry_after_ms = 4;` to `QuotaReply` in `proto/quota/v1/quota.proto`,
regenerate the Go stubs with `make proto`, and set it in
`internal/quota/server.go`.

Context: the worker OOM incident from last week is in `logs/worker-1102.log`.

## Acceptance criteria
- `make proto && go test ./internal/quota/...` passes.
""",
    steps=[
        say("Let me look at the proto and skim the incident log for context."),
        read("proto/quota/v1/quota.proto", "syntax = \"proto3\";\n\npackage quota.v1;\n\noption go_package = \"github.com/acme/limits/gen/quota/v1;quotav1\";\n\nmessage QuotaReply {\n  bool allowed = 1;\n  int64 remaining = 2;\n  int64 limit = 3;\n}"),
        sh("tail -4 logs/worker-1102.log", "Nov 02 03:14:07 worker-7 kernel: Memory cgroup out of memory: Killed process 23141 (quota-worker) total-vm:6291456kB, anon-rss:4193104kB\nNov 02 03:14:07 worker-7 kernel: oom_reaper: reaped process 23141 (quota-worker), now anon-rss:0kB\nNov 02 03:14:08 worker-7 systemd[1]: quota-worker.service: Main process exited, code=killed, status=9/KILL\nNov 02 03:14:18 worker-7 systemd[1]: quota-worker.service: Scheduled restart job, restart counter is at 1."),
        edit("proto/quota/v1/quota.proto", "  int64 limit = 3;\n}", "  int64 limit = 3;\n  int64 retry_after_ms = 4;\n}"),
        edit("internal/quota/server.go", "\treturn &quotav1.QuotaReply{Allowed: ok, Remaining: rem, Limit: lim}, nil", "\treturn &quotav1.QuotaReply{Allowed: ok, Remaining: rem, Limit: lim, RetryAfterMs: retry.Milliseconds()}, nil"),
        sh("make proto", "protoc -I proto --go_out=gen --go_opt=paths=source_relative --go-grpc_out=gen --go-grpc_opt=paths=source_relative proto/quota/v1/quota.proto\nmake: protoc: No such file or directory\nmake: *** [Makefile:31: proto] Error 127", rc=2, ev="out"),
        sh("which protoc protoc-gen-go protoc-gen-go-grpc; ls $(go env GOPATH)/bin", "/root/go/bin/protoc-gen-go\n/root/go/bin/protoc-gen-go-grpc\nprotoc-gen-go\nprotoc-gen-go-grpc", rc=1),
        sh("protoc --version", "bash: line 1: protoc: command not found", rc=127, ev="out"),
        sh("go test ./internal/quota/... 2>&1 | tail -4", "# github.com/acme/limits/internal/quota\ninternal/quota/server.go:58:84: unknown field RetryAfterMs in struct literal of type quotav1.QuotaReply\nFAIL\tgithub.com/acme/limits/internal/quota [build failed]\nFAIL", rc=1),
    ],
    end=dict(text="The proto field and the server change are in place, but the stubs can't be regenerated: `protoc` itself isn't installed (only the Go plugins are), so `make proto` fails with Error 127 and the build can't see `RetryAfterMs`. The image needs protobuf-compiler (protoc ≥ 3.21)."),
))

# ---------------------------------------------------------------- D9 codex dotnet sdk too old
CASES.append(dict(
    slug="hr-958", ticket="HR-958", fmt="codex", mode="dependency_missing",
    why="dotnet build fails with NETSDK1045 (the installed .NET 8 SDK cannot target net9.0); the required SDK is missing from the image.",
    prompt="""# HR-958: Payslip PDF shows the wrong tax year

`src/Payroll.Reports/PayslipRenderer.cs` prints `DateTime.Now.Year` as the tax
year. Use `payslip.Period.TaxYear` instead.

## Acceptance criteria
- `dotnet test tests/Payroll.Reports.Tests` passes.
""",
    steps=[
        sh("grep -n 'DateTime.Now.Year' -r src/Payroll.Reports", "src/Payroll.Reports/PayslipRenderer.cs:77:            header.Cell().Text($\"Tax year {DateTime.Now.Year}\");\n"),
        edit("src/Payroll.Reports/PayslipRenderer.cs", "            header.Cell().Text($\"Tax year {DateTime.Now.Year}\");", "            header.Cell().Text($\"Tax year {payslip.Period.TaxYear}\");"),
        sh("dotnet test tests/Payroll.Reports.Tests", "  Determining projects to restore...\n/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, or use a version of the .NET SDK that supports .NET 9.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/repo/src/Payroll.Reports/Payroll.Reports.csproj]\n", rc=1, ev=True),
        sh("dotnet --list-sdks; cat global.json", "8.0.404 [/usr/share/dotnet/sdk]\n{\n  \"sdk\": {\n    \"version\": \"9.0.100\",\n    \"rollForward\": \"latestFeature\"\n  }\n}\n", ev=True),
        think("**No .NET 9 SDK available**\n\nglobal.json pins 9.0.100 and all csproj target net9.0. Retargeting to net8.0 would be out of scope. Check if dotnet-install is usable."),
        sh("./dotnet-install.sh --channel 9.0 2>&1 | tail -2 || ls", "bash: line 1: ./dotnet-install.sh: No such file or directory\n", rc=127),
    ],
    end=dict(text="The fix in PayslipRenderer.cs is one line, but I can't build: the solution targets net9.0 (global.json pins SDK 9.0.100) and only the .NET 8.0.404 SDK is installed (NETSDK1045). A .NET 9 SDK is required to run the tests."),
))

# ---------------------------------------------------------------- D10 osmia yarn engine mismatch, rate-limit feature near-miss
CASES.append(dict(
    slug="gw-3120", ticket="GW-3120", fmt="osmia", mode="dependency_missing",
    near_miss="the feature is a rate limiter: '429 Too Many Requests' and 'rate limit' appear in the ticket and test, not from any provider",
    why="yarn refuses to install: 'The engine \"node\" is incompatible with this module. Expected version \">=18\". Got \"16.20.2\"'; the Node runtime is too old for the test toolchain.",
    prompt="""# GW-3120: Rate limiter should send `Retry-After` with 429s

`src/middleware/rateLimit.ts` returns `429 Too Many Requests` without a
`Retry-After` header. Add it (seconds until the window resets).

## Acceptance criteria
- 429 responses include `Retry-After`.
- `yarn vitest run src/middleware` passes.
""",
    steps=[
        say("Looking at the middleware."),
        read("src/middleware/rateLimit.ts", "import type { Request, Response, NextFunction } from 'express';\nimport { windowFor } from './window';\n\nexport function rateLimit(limit: number, windowMs: number) {\n  return (req: Request, res: Response, next: NextFunction) => {\n    const w = windowFor(req.ip ?? 'anon', windowMs);\n    if (++w.count > limit) {\n      res.status(429).json({ error: 'rate limit exceeded' });\n      return;\n    }\n    next();\n  };\n}"),
        edit("src/middleware/rateLimit.ts", "      res.status(429).json({ error: 'rate limit exceeded' });", "      res.set('Retry-After', String(Math.ceil((w.resetAt - Date.now()) / 1000)));\n      res.status(429).json({ error: 'rate limit exceeded' });"),
        sh("yarn vitest run src/middleware", "yarn run v1.22.22\nerror Command \"vitest\" not found.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.", rc=1),
        sh("yarn install --frozen-lockfile", "yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\nerror vitest@3.0.5: The engine \"node\" is incompatible with this module. Expected version \"^18.0.0 || ^20.0.0 || >=22.0.0\". Got \"16.20.2\"\nerror Found incompatible module.\ninfo Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command.", rc=1, ev="out"),
        sh("node --version; cat .nvmrc; ls ~/.nvm 2>&1 | head -1", "v16.20.2\n20.18.0\nls: cannot access '/home/agent/.nvm': No such file or directory", ev="out"),
        sh("yarn install --ignore-engines && yarn vitest run src/middleware", "yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\n[3/4] Linking dependencies...\n[4/4] Building fresh packages...\nDone in 21.40s.\nyarn run v1.22.22\n$ /workspace/repo/node_modules/.bin/vitest run src/middleware\nfile:///workspace/repo/node_modules/vitest/dist/cli.js:1\nimport { c as createCLI } from './chunks/cac.CB_9Zo9Q.js';\n\nSyntaxError: The requested module 'node:util' does not provide an export named 'styleText'\n    at ModuleJob._instantiate (node:internal/modules/esm/module_job:123:21)\nerror Command failed with exit code 1.", rc=1, ev="out"),
    ],
    end=dict(success=False, text="Added Retry-After to 429 responses. Tests cannot run: the sandbox has Node 16.20.2 while the repo (.nvmrc) needs Node 20; vitest 3 refuses the engine and crashes under --ignore-engines (node:util has no styleText)."),
))

# ---------------------------------------------------------------- D11 claude requested wide rename, then tox interpreter missing
CASES.append(dict(
    slug="core-4077", ticket="CORE-4077", fmt="claude", mode="dependency_missing",
    near_miss="the agent touched 23 files, but the ticket explicitly asks for the rename across the whole codebase; that width is requested, not the failure",
    why="The requested rename is done, but the acceptance gate `tox -e py312` cannot run: 'could not find python interpreter with spec(s): py312' (missing toolchain).",
    files_changed=31,
    prompt="""# CORE-4077: Rename the `acme_utils` package to `acme_common` everywhere

`acme_utils` collides with a public PyPI package. Rename the package directory
`src/acme_utils/` to `src/acme_common/` and update **every** import and
reference across the repository (services, scripts, tests, docs). This is
expected to touch a few dozen files.

## Acceptance criteria
- No remaining `acme_utils` references (`rg acme_utils` is empty).
- `tox -e py312` passes.
""",
    steps=[
        say("This is a mechanical, repo-wide rename as requested. Let me see how many references there are."),
        sh("rg -l acme_utils | wc -l; rg -l acme_utils | head -30", "22\npyproject.toml\nsrc/acme_utils/__init__.py\nservices/billing/app.py\nservices/billing/tasks.py\nservices/search/indexer.py\nservices/search/api.py\nservices/notify/email.py\nscripts/backfill_invoices.py\nscripts/reindex.py\ntests/test_dates.py\ntests/test_money.py\ntests/test_slugs.py\ndocs/index.md\ndocs/dates.md\nservices/billing/models.py\nservices/search/query.py\nservices/notify/sms.py\nservices/notify/push.py\nscripts/export_users.py\ntests/conftest.py\ndocs/money.md\nREADME.md"),
        sh("git mv src/acme_utils src/acme_common && rg -l acme_utils | xargs sed -i 's/acme_utils/acme_common/g' && rg -l acme_utils | wc -l", "0"),
        sh("git status --short | wc -l; git status --short | head -8", "31\nM  README.md\nM  docs/dates.md\nM  docs/index.md\nM  docs/money.md\nM  pyproject.toml\nR  src/acme_utils/__init__.py -> src/acme_common/__init__.py\nR  src/acme_utils/dates.py -> src/acme_common/dates.py\nR  src/acme_utils/money.py -> src/acme_common/money.py"),
        sh("python -m pytest -q 2>&1 | tail -2", "214 passed in 9.81s"),
        say("Everything passes under the default interpreter. Now the acceptance gate."),
        sh("tox -e py312", "py312: skipped because could not find python interpreter with spec(s): py312\n  py312: SKIP (0.02 seconds)\n  evaluation failed :( (0.41 seconds)", rc=1, ev="out"),
        sh("ls /usr/bin/python3* /usr/local/bin/python3* 2>/dev/null; uv python find 3.12", "/usr/bin/python3\n/usr/bin/python3.11\n/usr/local/bin/python3.11\nerror: No interpreter found for Python 3.12 in managed installations or search path", rc=2, ev="out"),
        sh("uv python install 3.12", "error: Failed to install cpython-3.12.7-linux-x86_64-gnu\n  Caused by: Python downloads are not allowed (UV_PYTHON_DOWNLOADS=never)", rc=2, ev="out"),
    ],
    end=dict(text="The rename is complete (31 paths, `rg acme_utils` is empty, 214 tests pass on Python 3.11), but the required `tox -e py312` can't run: there is no Python 3.12 interpreter in the image and uv downloads are disabled. Please add python3.12 to the runner image."),
))
