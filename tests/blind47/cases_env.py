"""Environment: toolchains, packages, native pieces, OS resources and OS-level refusals."""
from gen_lib import Run
from kit import pytest_ok, pytest_fail, git_status, go_ok, npm_test_ok, cargo_ok, orient


def pg_bulk_upsert():
    r = Run("pg-bulk-upsert", "claude-transcript", "dependency_missing",
            """# DATA-940: Use COPY + ON CONFLICT for the nightly product upsert

`etl/products.py` inserts row by row through SQLAlchemy and takes 40 minutes. Switch to
psycopg2's `copy_expert` into a temp table followed by `INSERT ... ON CONFLICT DO UPDATE`.

Acceptance: `pytest tests/etl` passes against the docker Postgres; runtime under 5 min on the sample.
""",
            why="psycopg2 could not be built: the image has no PostgreSQL client headers/pg_config ('pg_config executable not found'), a missing native build dependency.",
            cwd="/home/agent/catalog-etl", version="2.0.76",
            result_json={"success": False, "summary": "psycopg2 could not be installed.", "exit_code": 1})
    r.text("Reading the current ETL step.")
    r.read("/home/agent/catalog-etl/etl/products.py",
           "from sqlalchemy.orm import Session\nfrom catalog.models import Product\n\n\ndef upsert(session: Session, rows):\n    for row in rows:\n        session.merge(Product(**row))\n    session.commit()")
    r.bash("grep -n -i psycopg pyproject.toml requirements*.txt", "pyproject.toml:15:    \"psycopg2==2.9.10\",")
    r.bash("python -c 'import psycopg2' 2>&1", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'psycopg2'", exit=1)
    r.text("psycopg2 is declared but not installed in this venv. Installing the pinned version.")
    r.bash("pip install psycopg2==2.9.10 2>&1 | tail -30",
           "Collecting psycopg2==2.9.10\n  Downloading psycopg2-2.9.10.tar.gz (385 kB)\n  Installing build dependencies ... done\n  Getting requirements to build wheel ... error\n  error: subprocess-exited-with-error\n  \n  \u00d7 Getting requirements to build wheel did not run successfully.\n  \u2502 exit code: 1\n  \u2570\u2500> [21 lines of output]\n      running egg_info\n      writing psycopg2.egg-info/PKG-INFO\n      \n      Error: pg_config executable not found.\n      \n      pg_config is required to build psycopg2 from source.  Please add the directory\n      containing pg_config to the $PATH or specify the full executable path with the\n      option:\n      \n          python setup.py build_ext --pg-config /path/to/pg_config build ...\n      \n      or with the pg_config option in 'setup.cfg'.\n      \n      If you prefer to avoid building psycopg2 from source, please install the PyPI\n      'psycopg2-binary' package instead.\n      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not a problem with pip.\nerror: subprocess-exited-with-error",
           exit=1, ev=True)
    r.bash("which pg_config gcc; dpkg -l | grep -E 'libpq-dev|postgresql-client' | head", "/usr/bin/gcc", exit=1, ev=True)
    r.bash("sudo -n apt-get install -y libpq-dev 2>&1 | tail -1", "sudo: a password is required", exit=1)
    r.text("No pg_config/libpq headers and no way to install system packages here. The project's CONTRIBUTING says production images build psycopg2 from source, so swapping in psycopg2-binary isn't what they want.")
    r.read("/home/agent/catalog-etl/CONTRIBUTING.md",
           "## Dependencies\n\n- Use `psycopg2` (source build) not `psycopg2-binary`; the runtime image links against the system libpq.\n- The dev image is `catalog-etl-dev`, which ships libpq-dev.")
    r.bash("cat /etc/os-release | head -2; echo $DEVCONTAINER_IMAGE", "PRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\nNAME=\"Debian GNU/Linux\"\npython:3.12-slim")
    r.text("This sandbox runs `python:3.12-slim` instead of the `catalog-etl-dev` image, so libpq-dev (pg_config) is missing and psycopg2 can't be built. I stopped before changing the ETL code because I couldn't run any of it.", ev=True)
    orient(r, ["etl", "catalog", "tests", "pyproject.toml", "CONTRIBUTING.md", "docker-compose.yml"], None, insert_at=1)
    return r


def rust_cli_flags():
    r = Run("rust-cli-flags", "claude", "dependency_missing",
            """# TOOLS-61: Add `--json` output to `logq`

`logq` (Rust, clap 4) prints matches as text. Add a `--json` flag that prints one JSON object per
match (`ts`, `level`, `msg`). Acceptance: `cargo test` passes; new integration test.
""",
            why="Nothing could be compiled: the container has no C toolchain ('error: linker `cc` not found'), so cargo failed on the first build script.",
            cwd="/workspace/logq", version="2.1.12")
    r.text("Looking at the CLI definition.")
    r.read("/workspace/logq/src/cli.rs",
           "use clap::Parser;\n\n#[derive(Parser, Debug)]\n#[command(name = \"logq\", version)]\npub struct Args {\n    /// Pattern to search for\n    pub pattern: String,\n    /// Files to read (stdin if empty)\n    pub files: Vec<std::path::PathBuf>,\n    /// Only show this level\n    #[arg(long)]\n    pub level: Option<String>,\n}")
    r.read("/workspace/logq/src/main.rs",
           "mod cli;\nmod parse;\n\nuse clap::Parser;\n\nfn main() -> anyhow::Result<()> {\n    let args = cli::Args::parse();\n    for m in parse::matches(&args)? {\n        println!(\"{} {} {}\", m.ts, m.level, m.msg);\n    }\n    Ok(())\n}")
    r.edit("/workspace/logq/src/cli.rs", "    #[arg(long)]\n    pub level: Option<String>,\n}",
           "    #[arg(long)]\n    pub level: Option<String>,\n    /// Print matches as JSON lines\n    #[arg(long)]\n    pub json: bool,\n}")
    r.edit("/workspace/logq/src/main.rs", "        println!(\"{} {} {}\", m.ts, m.level, m.msg);",
           "        if args.json {\n            println!(\"{}\", serde_json::to_string(&m)?);\n        } else {\n            println!(\"{} {} {}\", m.ts, m.level, m.msg);\n        }")
    r.bash("cargo build 2>&1 | tail -12",
           "   Compiling proc-macro2 v1.0.89\n   Compiling unicode-ident v1.0.13\n   Compiling serde v1.0.214\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...\nerror: could not compile `serde` (build script) due to 1 previous error",
           exit=101, ev=True)
    r.bash("which cc gcc clang ld 2>&1; rustup show active-toolchain", "stable-x86_64-unknown-linux-gnu (default)", exit=1, ev=True)
    r.text("There is no C compiler/linker in the image; Rust on linux-gnu needs `cc` to link, even for build scripts. Let me see if I can install one.")
    r.bash("apt-get install -y build-essential 2>&1 | tail -2", "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?", exit=100)
    r.bash("ls ~/.cargo/bin; cat rust-toolchain.toml 2>/dev/null", "cargo\ncargo-clippy\ncargo-fmt\nrustc\nrustdoc\nrustfmt\nrustup\n[toolchain]\nchannel = \"1.82\"")
    r.text("I can't link anything without a system C toolchain, so I can't build or test the change. The flag and output code are in place, untested.")
    r.final("Added `--json` (cli.rs, main.rs) but could not build: `error: linker `cc` not found` - the environment has no C toolchain and I can't install one (no root). `cargo test` was not run.", ev=True)
    orient(r, ["src", "tests", "Cargo.toml", "Cargo.lock", "rust-toolchain.toml"], None, insert_at=1)
    return r


def go_otel_tracing():
    r = Run("go-otel-tracing", "codex", "dependency_missing",
            """# OBS-301: Add OpenTelemetry tracing to the HTTP router

Wrap the chi router in `internal/http/router.go` with `otelhttp` and export spans via OTLP/gRPC
(endpoint from `OTEL_EXPORTER_OTLP_ENDPOINT`). Acceptance: `go test ./...` passes.
""",
            why="The installed Go toolchain (1.21.6, GOTOOLCHAIN=local) is older than the go directive in go.mod (1.23), so nothing could be built or tested.",
            cwd="/src/gateway")
    r.text("I'll check the module and router.")
    r.bash("head -5 go.mod && go version", "module github.com/acme/gateway\n\ngo 1.23.0\n\ntoolchain go1.23.4\ngo version go1.21.6 linux/amd64")
    r.bash("sed -n '1,60p' internal/http/router.go",
           "package http\n\nimport (\n\t\"net/http\"\n\n\t\"github.com/go-chi/chi/v5\"\n)\n\nfunc NewRouter(h *Handlers) http.Handler {\n\tr := chi.NewRouter()\n\tr.Get(\"/healthz\", h.Health)\n\tr.Route(\"/v1\", func(r chi.Router) {\n\t\tr.Get(\"/quotes\", h.Quotes)\n\t})\n\treturn r\n}")
    r.tool("Edit", {"file_path": "/src/gateway/internal/http/router.go", "old_string": "\treturn r\n}", "new_string": "\treturn otelhttp.NewHandler(r, \"gateway\")\n}"}, "ok")
    r.bash("go get go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp@v0.56.0 2>&1 | tail -3",
           "go: go.mod requires go >= 1.23.0 (running go 1.21.6; GOTOOLCHAIN=local)", exit=1, ev=True)
    r.bash("go env GOTOOLCHAIN GOROOT", "local\n/usr/local/go")
    r.bash("go build ./... 2>&1 | tail -2", "go: go.mod requires go >= 1.23.0 (running go 1.21.6; GOTOOLCHAIN=local)", exit=1, ev=True)
    r.think("**Toolchain too old**\n\nGOTOOLCHAIN=local prevents auto-download. Lowering the go directive would be wrong: the code uses range-over-func from 1.23.")
    r.bash("rg -n 'range .*Seq|iter\\.' --type go | head -3", "internal/quotes/feed.go:41:\tfor q := range feed.All() {\ninternal/quotes/feed.go:12:func (f *Feed) All() iter.Seq[Quote] {")
    r.bash("ls /usr/local/go*/ -d; ls ~/sdk 2>/dev/null", "/usr/local/go/")
    r.text("The environment has Go 1.21.6 with `GOTOOLCHAIN=local`, but the module requires Go >= 1.23 (it uses `iter.Seq`). I can't build, fetch otelhttp or run tests until a Go 1.23 toolchain is available; downgrading go.mod isn't an option.")
    r.final("")
    orient(r, ["cmd", "internal", "go.mod", "go.sum", "Makefile", "AGENTS.md"], "# gateway\n- `make test` = go test ./...\n- Keep go.mod's toolchain line in sync with CI.", insert_at=1)
    return r


def maven_reporting():
    r = Run("maven-reporting-module", "osmia", "dependency_missing",
            """# RPT-118: Add quarterly totals to the reporting module

`reporting/src/main/java/com/acme/reporting/Totals.java` only does monthly totals. Add
`quarterly(Year)` and a unit test. Acceptance: `mvn -pl reporting test` passes.
""",
            why="Maven could not resolve the internal artifact com.acme:acme-commons:3.1.0 (not found in Maven Central; the internal repository is not configured in this environment), so the module never compiled.",
            cwd="/workspace/acme-platform",
            result_json={"success": False, "summary": "mvn -pl reporting test failed", "exit_code": 1})
    r.text("Reading the Totals class.")
    r.read("/workspace/acme-platform/reporting/src/main/java/com/acme/reporting/Totals.java",
           "package com.acme.reporting;\n\nimport com.acme.commons.money.Money;\nimport java.time.YearMonth;\nimport java.util.List;\n\npublic final class Totals {\n    private final LedgerRepository ledger;\n\n    public Totals(LedgerRepository ledger) { this.ledger = ledger; }\n\n    public Money monthly(YearMonth ym) {\n        return ledger.entries(ym).stream().map(Entry::amount).reduce(Money.ZERO, Money::plus);\n    }\n}")
    r.edit("/workspace/acme-platform/reporting/src/main/java/com/acme/reporting/Totals.java",
           "    public Money monthly(YearMonth ym) {",
           "    public Money quarterly(Year year, int quarter) {\n        Money sum = Money.ZERO;\n        for (int m = (quarter - 1) * 3 + 1; m <= quarter * 3; m++) {\n            sum = sum.plus(monthly(YearMonth.of(year.getValue(), m)));\n        }\n        return sum;\n    }\n\n    public Money monthly(YearMonth ym) {")
    r.write("/workspace/acme-platform/reporting/src/test/java/com/acme/reporting/TotalsQuarterlyTest.java",
            "package com.acme.reporting;\n\nclass TotalsQuarterlyTest {\n    @Test\n    void sumsThreeMonths() { /* ... */ }\n}")
    r.bash("mvn -q -pl reporting test 2>&1 | tail -8",
           "[ERROR] Failed to execute goal on project reporting: Could not resolve dependencies for project com.acme:reporting:jar:2.4.0-SNAPSHOT\n[ERROR] dependency: com.acme:acme-commons:jar:3.1.0 (compile)\n[ERROR] \tcom.acme:acme-commons:jar:3.1.0 was not found in https://repo.maven.apache.org/maven2 during a previous attempt. This failure was cached in the local repository and resolution is not reattempted until the update interval of central has elapsed or updates are forced\n[ERROR] \n[ERROR] -> [Help 1]",
           exit=1, ev=True)
    r.text("acme-commons is an internal artifact; Maven only knows Central here. Checking settings.xml for the internal repository.")
    r.bash("ls ~/.m2; cat ~/.m2/settings.xml 2>&1 | head -5", "repository\ncat: /root/.m2/settings.xml: No such file or directory", exit=1, ev=True)
    r.bash("grep -n -A4 '<repositories>' pom.xml", "", exit=1)
    r.bash("grep -rn 'acme-commons' --include=pom.xml . | head -3", "./reporting/pom.xml:31:      <artifactId>acme-commons</artifactId>\n./billing/pom.xml:28:      <artifactId>acme-commons</artifactId>")
    r.bash("mvn -q -U -pl reporting dependency:resolve 2>&1 | tail -3",
           "[ERROR] Failed to execute goal on project reporting: Could not resolve dependencies for project com.acme:reporting:jar:2.4.0-SNAPSHOT: The following artifacts could not be resolved: com.acme:acme-commons:jar:3.1.0 (absent): Could not find artifact com.acme:acme-commons:jar:3.1.0 in central (https://repo.maven.apache.org/maven2) -> [Help 1]",
           exit=1, ev=True)
    r.text("The internal artifact `com.acme:acme-commons:3.1.0` can't be resolved: the environment has no settings.xml pointing at the internal Nexus, and it's not in Central. The code change is written but untested.")
    r.final("Could not run tests: com.acme:acme-commons:jar:3.1.0 is not resolvable from this environment (only Maven Central configured).", ev=True)
    orient(r, ["billing", "reporting", "pom.xml", "mvnw", ".mvn"], None, insert_at=1)
    return r


def rails_mailer_preview():
    r = Run("rails-mailer-preview", "claude-transcript", "dependency_missing",
            """# HELP-512: Add previews for the ticket mailers

Add `ActionMailer::Preview` classes for `TicketMailer#assigned` and `#resolved` under
`spec/mailers/previews/`, and make `bin/rails test` pass.
""",
            why="bundle install failed: the Gemfile pins a version of a gem that does not exist in the rubygems source ('Could not find gem ... in rubygems repository'), so the app could not boot.",
            cwd="/app", version="2.1.12",
            result_json={"success": False, "summary": "bundle install failed", "exit_code": 1})
    r.text("Let me look at the mailer and the existing preview setup.")
    r.read("/app/app/mailers/ticket_mailer.rb",
           "class TicketMailer < ApplicationMailer\n  def assigned(ticket)\n    @ticket = ticket\n    mail(to: ticket.assignee.email, subject: \"[##{ticket.id}] assigned to you\")\n  end\n\n  def resolved(ticket)\n    @ticket = ticket\n    mail(to: ticket.requester.email, subject: \"[##{ticket.id}] resolved\")\n  end\nend")
    r.write("/app/spec/mailers/previews/ticket_mailer_preview.rb",
            "class TicketMailerPreview < ActionMailer::Preview\n  def assigned\n    TicketMailer.assigned(Ticket.first || FactoryBot.build(:ticket))\n  end\n\n  def resolved\n    TicketMailer.resolved(Ticket.first || FactoryBot.build(:ticket, :resolved))\n  end\nend\n")
    r.bash("bin/rails test test/mailers 2>&1 | tail -4",
           "Could not find gem 'premailer-rails (~> 1.14)' in locally installed gems.\n\nRun `bundle install` to install missing gems.", exit=7)
    r.bash("bundle install 2>&1 | tail -12",
           "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nCould not find gem 'premailer-rails (~> 1.14)' in rubygems repository https://rubygems.org/ or installed locally.\n\nThe source contains the following gems matching 'premailer-rails':\n  * premailer-rails-1.11.1\n  * premailer-rails-1.12.0",
           exit=7, ev=True)
    r.bash("git log -3 --format='%h %an %s' -- Gemfile Gemfile.lock", "e41b0c2 dependabot[bot] Bump premailer-rails from 1.12.0 to 1.14.0\n7a2d9f1 Maja Horvat Add letter_opener_web\n3c0e8aa Maja Horvat Rails 7.2")
    r.bash("grep -n premailer Gemfile Gemfile.lock", "Gemfile:41:gem 'premailer-rails', '~> 1.14'\nGemfile.lock:212:    premailer-rails (1.14.0)", ev=True)
    r.bash("gem search -r '^premailer-rails$' --all", "\n*** REMOTE GEMS ***\n\npremailer-rails (1.12.0, 1.11.1, 1.11.0, 1.10.3)")
    r.text("The lockfile pins premailer-rails 1.14.0, which isn't published on rubygems.org (latest is 1.12.0), so bundler can't resolve the bundle and the app won't boot. That bump came from an automated PR; I'll leave the Gemfile alone since it's outside this ticket and flag it.", ev=True)
    orient(r, ["app", "bin", "config", "spec", "test", "Gemfile", "Gemfile.lock"], None, insert_at=1)
    return r


def dotnet_health():
    r = Run("dotnet-health-endpoint", "claude", "dependency_missing",
            """# SVC-77: Add a /health/ready endpoint that checks the database

Add ASP.NET Core health checks with an EF Core DbContext check at `/health/ready`.
Acceptance: `dotnet test` passes; new integration test hitting the endpoint.
""",
            why="The project targets .NET 9 but only the .NET 8 SDK is installed (NETSDK1045), so nothing could be restored, built or tested.",
            cwd="/src/inventory", version="2.0.55")
    r.text("Reading Program.cs and the project file.")
    r.read("/src/inventory/src/Inventory.Api/Program.cs",
           "var builder = WebApplication.CreateBuilder(args);\nbuilder.Services.AddDbContext<InventoryDb>(o => o.UseNpgsql(builder.Configuration.GetConnectionString(\"Db\")));\nbuilder.Services.AddControllers();\n\nvar app = builder.Build();\napp.MapControllers();\napp.Run();")
    r.bash("grep -n TargetFramework src/*/*.csproj tests/*/*.csproj; cat global.json 2>/dev/null",
           "src/Inventory.Api/Inventory.Api.csproj:4:    <TargetFramework>net9.0</TargetFramework>\ntests/Inventory.Tests/Inventory.Tests.csproj:4:    <TargetFramework>net9.0</TargetFramework>")
    r.edit("/src/inventory/src/Inventory.Api/Program.cs", "builder.Services.AddControllers();",
           "builder.Services.AddControllers();\nbuilder.Services.AddHealthChecks().AddDbContextCheck<InventoryDb>(tags: new[] { \"ready\" });")
    r.edit("/src/inventory/src/Inventory.Api/Program.cs", "app.MapControllers();",
           "app.MapControllers();\napp.MapHealthChecks(\"/health/ready\", new HealthCheckOptions { Predicate = c => c.Tags.Contains(\"ready\") });")
    r.bash("dotnet add src/Inventory.Api package Microsoft.Extensions.Diagnostics.HealthChecks.EntityFrameworkCore --version 9.0.0 2>&1 | tail -3",
           "/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, or use a version of the .NET SDK that supports .NET 9.0. Download the .NET SDK from https://aka.ms/dotnet/download [/src/inventory/src/Inventory.Api/Inventory.Api.csproj]\nerror: Could not find project or directory `src/Inventory.Api`.",
           exit=1, ev=True)
    r.bash("dotnet --list-sdks", "8.0.404 [/usr/share/dotnet/sdk]", ev=True)
    r.bash("dotnet test 2>&1 | tail -3",
           "/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, or use a version of the .NET SDK that supports .NET 9.0. Download the .NET SDK from https://aka.ms/dotnet/download [/src/inventory/tests/Inventory.Tests/Inventory.Tests.csproj]\n\nBuild FAILED.",
           exit=1, ev=True)
    r.text("Only the .NET 8 SDK is installed but both projects target net9.0. Retargeting to net8.0 would be an unrelated downgrade, so I'm stopping here.")
    r.final("Endpoint code added in Program.cs, but the environment only has .NET SDK 8.0.404 and the solution targets net9.0 (NETSDK1045), so I couldn't add the package, build or run tests.", ev=True)
    orient(r, ["src", "tests", "Inventory.sln", "Directory.Build.props"], None, insert_at=1)
    return r


def tax_rates_refresh():
    r = Run("tax-rates-refresh", "claude-transcript", "infra_failure",
            """# TAX-210: Switch the tax-rate fetcher from requests to httpx with HTTP/2

`taxes/fetch.py` pulls rates from the provider with requests. Use `httpx` (pinned in
`requirements.txt` as `httpx[http2]==0.27.2`) and reuse one client.

Acceptance: `pytest tests/taxes` passes.
""",
            near_miss="dependency_missing",
            why="pip could not reach the package index at all ([Errno -3] Temporary failure in name resolution on every retry), which is why it then reported 'from versions: none'; the package exists, the network didn't.",
            cwd="/workspace/tax-engine", version="2.0.37",
            result_json={"success": False, "summary": "Dependencies could not be installed.", "exit_code": 1})
    r.text("Let me read the fetcher.")
    r.read("/workspace/tax-engine/taxes/fetch.py",
           "import requests\n\nBASE = 'https://rates.taxprovider.example/v2'\n\n\ndef fetch_rates(country):\n    r = requests.get(f'{BASE}/rates/{country}', timeout=10)\n    r.raise_for_status()\n    return r.json()['rates']")
    r.edit("/workspace/tax-engine/taxes/fetch.py",
           "import requests\n\nBASE = 'https://rates.taxprovider.example/v2'\n\n\ndef fetch_rates(country):\n    r = requests.get(f'{BASE}/rates/{country}', timeout=10)",
           "import httpx\n\nBASE = 'https://rates.taxprovider.example/v2'\n_client = httpx.Client(http2=True, timeout=10)\n\n\ndef fetch_rates(country):\n    r = _client.get(f'{BASE}/rates/{country}')")
    r.bash("pytest tests/taxes -q 2>&1 | tail -3", "E   ModuleNotFoundError: No module named 'httpx'\nERROR tests/taxes/test_fetch.py\n1 error in 0.19s", exit=2)
    r.bash("pip install -r requirements.txt 2>&1 | tail -9",
           "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f0c2d1b3e60>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/httpx/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f0c2d1b4290>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/httpx/\nWARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f0c2d1b4620>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/httpx/\nWARNING: Retrying (Retry(total=1, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f0c2d1b49b0>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/httpx/\nWARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f0c2d1b4d40>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/httpx/\nERROR: Could not find a version that satisfies the requirement httpx==0.27.2 (from versions: none)\nERROR: No matching distribution found for httpx==0.27.2",
           exit=1, ev=True)
    r.bash("getent hosts pypi.org || echo unresolved; cat /etc/resolv.conf", "unresolved\nnameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5", ev=True)
    r.bash("nslookup pypi.org 10.96.0.10 2>&1 | tail -2", ";; communications error to 10.96.0.10#53: timed out\n;; no servers could be reached", exit=1, ev=True)
    r.text("The cluster DNS server isn't answering, so pip can't resolve pypi.org. Waiting a minute and retrying once.")
    r.bash("sleep 60; pip download httpx==0.27.2 --no-deps -d /tmp/w 2>&1 | tail -2",
           "ERROR: Could not find a version that satisfies the requirement httpx==0.27.2 (from versions: none)\nERROR: No matching distribution found for httpx==0.27.2", exit=1)
    r.text("DNS is still down (10.96.0.10 times out), so no package can be installed and I can't run the tests. The code change is done but unverified.")
    orient(r, ["taxes", "tests", "requirements.txt", "setup.cfg"], None, insert_at=1)
    return r


def ts_script_runner():
    r = Run("ts-script-runner", "claude-transcript", "permission_blocked",
            """# OPS-610: Seed script for the demo tenant

Write `scripts/seed-demo.ts` that creates the demo tenant, 3 users and 20 orders via the
internal SDK, and run it once against the local API (`http://localhost:4000`).
The team runs TS scripts with `tsx`.
""",
            near_miss="dependency_missing",
            why="Installing tsx globally failed with EACCES on /usr/local/lib/node_modules (the agent user can't write there); the later 'tsx: command not found' is a consequence of that refused install, not a separate missing package.",
            cwd="/home/node/ops-scripts", version="2.0.76",
            result_json={"success": False, "summary": "Seed script written but not executed.", "exit_code": 1})
    r.text("Let me check the SDK surface first.")
    r.read("/home/node/ops-scripts/sdk/index.ts",
           "export class Client {\n  constructor(private base: string, private token?: string) {}\n  tenants = { create: (t: { slug: string; name: string }) => this.post('/tenants', t) }\n  users = { create: (tenant: string, u: { email: string; role: string }) => this.post(`/tenants/${tenant}/users`, u) }\n  orders = { create: (tenant: string, o: { sku: string; qty: number }) => this.post(`/tenants/${tenant}/orders`, o) }\n  private async post(path: string, body: unknown) { /* fetch */ }\n}")
    r.write("/home/node/ops-scripts/scripts/seed-demo.ts",
            "import { Client } from '../sdk'\n\nconst c = new Client(process.env.API_URL ?? 'http://localhost:4000', process.env.API_TOKEN)\n\nasync function main() {\n  await c.tenants.create({ slug: 'demo', name: 'Demo GmbH' })\n  for (const email of ['ana@demo.test', 'ben@demo.test', 'cem@demo.test']) {\n    await c.users.create('demo', { email, role: 'member' })\n  }\n  for (let i = 0; i < 20; i++) await c.orders.create('demo', { sku: `SKU-${i % 5}`, qty: 1 + (i % 3) })\n}\n\nmain().catch(e => { console.error(e); process.exit(1) })\n")
    r.bash("tsx --version", "/bin/bash: line 1: tsx: command not found", exit=127)
    r.text("tsx isn't installed. Installing it globally, as the README describes.")
    r.bash("npm install -g tsx@4.19.2",
           "npm error code EACCES\nnpm error syscall mkdir\nnpm error path /usr/local/lib/node_modules/tsx\nnpm error errno -13\nnpm error Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/tsx'\nnpm error  [Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/tsx'] {\nnpm error   errno: -13,\nnpm error   code: 'EACCES',\nnpm error   syscall: 'mkdir',\nnpm error   path: '/usr/local/lib/node_modules/tsx'\nnpm error }\nnpm error\nnpm error The operation was rejected by your operating system.\nnpm error It is likely you do not have the permissions to access this file as the current user\nnpm error\nnpm error If you believe this might be a permissions issue, please double-check the\nnpm error permissions of the file and its containing directories, or try running\nnpm error the command again as root/Administrator.\nnpm error A complete log of this run can be found in: /home/node/.npm/_logs/2026-05-19T07_02_44_118Z-debug-0.log",
           exit=243, ev=True)
    r.bash("ls -ld /usr/local/lib/node_modules; id -un", "drwxr-xr-x 1 root root 4096 May 12 09:40 /usr/local/lib/node_modules\nnode", ev=True)
    r.bash("API_URL=http://localhost:4000 tsx scripts/seed-demo.ts", "/bin/bash: line 1: tsx: command not found", exit=127)
    r.bash("grep -n '\"tsx\"' package.json; ls node_modules/.bin 2>/dev/null | head -3", "", exit=1)
    r.bash("sudo -n npm install -g tsx@4.19.2 2>&1 | head -1", "sudo: a password is required", exit=1)
    r.text("tsx can't be installed globally: /usr/local/lib/node_modules is owned by root and this session runs as `node` without sudo. The script is written but I couldn't run it.", ev=True)
    orient(r, ["scripts", "sdk", "package.json", "README.md", "tsconfig.json"], None, insert_at=1)
    return r


def image_resize_worker():
    r = Run("image-resize-worker", "osmia", "infra_failure",
            """# MEDIA-230: Generate AVIF thumbnails in the resize worker

`worker/resize.py` produces JPEG and WebP. Add AVIF (quality 50) for the three thumbnail sizes.
Acceptance: `pytest tests/worker -q` passes including the large-image fixtures.
""",
            why="The agent container was OOM-killed (exit 137, memory limit 2Gi) while the large-image tests ran; the platform's memory limit, not the code, ended the run.",
            cwd="/workspace/media-svc",
            result_json={"success": False, "summary": "agent container terminated: OOMKilled", "exit_code": 137})
    r.read("/workspace/media-svc/worker/resize.py",
           "from PIL import Image\n\nSIZES = [(160, 160), (480, 480), (1280, 1280)]\nFORMATS = [('JPEG', {'quality': 82}), ('WEBP', {'quality': 80})]\n\n\ndef thumbnails(path):\n    img = Image.open(path)\n    out = []\n    for size in SIZES:\n        t = img.copy()\n        t.thumbnail(size)\n        for fmt, opts in FORMATS:\n            out.append(encode(t, fmt, opts))\n    return out")
    r.bash("python -c 'import PIL.features as f; print(f.check(\"avif\"))'", "True")
    r.edit("/workspace/media-svc/worker/resize.py",
           "FORMATS = [('JPEG', {'quality': 82}), ('WEBP', {'quality': 80})]",
           "FORMATS = [('JPEG', {'quality': 82}), ('WEBP', {'quality': 80}), ('AVIF', {'quality': 50})]")
    r.bash("pytest tests/worker -q -k 'not large'", pytest_ok(14, 6.8))
    r.text("Small fixtures pass. Running the full suite with the large-image fixtures (50MP panoramas).")
    r.bash("pytest tests/worker -q", "........................Killed", exit=137, ev=True)
    r.notice("kubelet: container agent in pod agent-media-230-7f9c4 terminated: reason=OOMKilled exitCode=137 (memory limit 2Gi)", level="error", ev=True)
    r.final("Run aborted: agent container was OOMKilled (exit 137).", ev=True)
    orient(r, ["worker", "tests", "pyproject.toml", "Dockerfile"], None, insert_at=0)
    r.bash("ls -la tests/fixtures/large | head -4", "total 412088\n-rw-r--r-- 1 agent agent 141235712 Apr  3 10:12 pano_50mp_1.tif\n-rw-r--r-- 1 agent agent 139982848 Apr  3 10:12 pano_50mp_2.tif")
    r.steps.insert(len(r.steps) - 4, r.steps.pop())
    return r


def artifact_upload_retry():
    r = Run("artifact-upload-retry", "codex", "infra_failure",
            """# BUILD-88: Retry artifact uploads on 5xx with backoff

`uploader/src/lib.rs::upload` gives up on the first 502/503. Retry up to 5 times with
exponential backoff (base 200ms) on 5xx and connection resets. Acceptance: `cargo test` passes.
""",
            why="The build ran out of disk: the runner's volume was full ('No space left on device (os error 28)', df shows 100%), so cargo could not write its outputs.",
            cwd="/work/uploader")
    r.bash("sed -n '1,60p' src/lib.rs",
           "pub async fn upload(client: &Client, url: &str, body: Bytes) -> Result<(), UploadError> {\n    let resp = client.put(url).body(body).send().await?;\n    if !resp.status().is_success() {\n        return Err(UploadError::Status(resp.status()));\n    }\n    Ok(())\n}")
    r.tool("Edit", {"file_path": "/work/uploader/src/lib.rs", "old_string": "    let resp = client.put(url).body(body).send().await?;", "new_string": "    let mut delay = Duration::from_millis(200);\n    for attempt in 0..5 {\n        match client.put(url).body(body.clone()).send().await {\n            Ok(r) if r.status().is_server_error() && attempt < 4 => {}\n            Ok(r) => return check(r),\n            Err(e) if e.is_connect() && attempt < 4 => {}\n            Err(e) => return Err(e.into()),\n        }\n        tokio::time::sleep(delay).await;\n        delay *= 2;\n    }"}, "ok")
    r.bash("cargo test 2>&1 | tail -6",
           "   Compiling tokio v1.41.1\n   Compiling hyper v1.5.0\nerror: failed to write /work/uploader/target/debug/deps/libhyper-8f2d61c0a4b7e913.rmeta: No space left on device (os error 28)\n\nerror: could not compile `hyper` (lib) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...",
           exit=101, ev=True)
    r.bash("df -h /work /tmp", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /work\n/dev/nvme1n1     20G   20G     0 100% /tmp", ev=True)
    r.bash("du -sh target ~/.cargo/registry 2>/dev/null", "3.1G\ttarget\n1.2G\t/home/runner/.cargo/registry")
    r.think("**Freeing space**\n\nRemove target/ and retry; 3.1G should be enough for a debug build.")
    r.bash("cargo clean && cargo test 2>&1 | tail -4",
           "     Removed 8231 files, 3.1GiB total\n   Compiling libc v0.2.162\nerror: failed to write /work/uploader/target/debug/build/libc-2b8e1f7d3c9a0e44/out/...: No space left on device (os error 28)\nerror: could not compile `libc` (build script) due to 1 previous error",
           exit=101, ev=True)
    r.bash("df -h /work | tail -1; du -sh /work/* 2>/dev/null | sort -h | tail -3",
           "/dev/nvme1n1     20G   20G     0 100% /work\n1.4G\t/work/uploader\n17G\t/work/.docker-cache", ev=True)
    r.text("The volume is full: something outside the repo (`/work/.docker-cache`, 17G) is filling it, and even after `cargo clean` there isn't room to compile. I can't run the tests; the retry change is written but unbuilt.")
    r.final("")
    orient(r, ["src", "tests", "Cargo.toml", "Cargo.lock"], None, insert_at=0)
    return r


def elixir_presence():
    r = Run("elixir-presence-fix", "claude-transcript", "dependency_missing",
            """# CHAT-140: Presence list shows users twice after reconnect

In `lib/chat_web/live/room_live.ex` users appear twice after a socket reconnect. Track presence
by user id instead of socket id and dedupe the list. Acceptance: `mix test` passes.
""",
            why="mix deps.get could not resolve the bumped phoenix_live_dashboard requirement ('No matching version ... in registry'); after Hex was installed the dependency itself was still unresolvable, so the project never compiled.",
            cwd="/home/dev/chat", version="2.1.38",
            result_json={"success": False, "summary": "mix deps.get failed", "exit_code": 1})
    r.text("Reading the LiveView.")
    r.read("/home/dev/chat/lib/chat_web/live/room_live.ex",
           "defmodule ChatWeb.RoomLive do\n  use ChatWeb, :live_view\n  alias ChatWeb.Presence\n\n  def mount(%{\"id\" => room}, _session, socket) do\n    if connected?(socket) do\n      Presence.track(self(), \"room:\" <> room, socket.id, %{name: socket.assigns.current_user.name})\n    end\n    {:ok, assign(socket, room: room, users: list_users(room))}\n  end\n\n  defp list_users(room) do\n    Presence.list(\"room:\" <> room) |> Enum.map(fn {_k, %{metas: [m | _]}} -> m end)\n  end\nend")
    r.edit("/home/dev/chat/lib/chat_web/live/room_live.ex",
           "      Presence.track(self(), \"room:\" <> room, socket.id, %{name: socket.assigns.current_user.name})",
           "      user = socket.assigns.current_user\n      Presence.track(self(), \"room:\" <> room, to_string(user.id), %{name: user.name})")
    r.bash("mix test 2>&1 | tail -4",
           "Could not find Hex, which is needed to build dependency :phoenix\nShall I install Hex? (if running non-interactively, use \"mix local.hex --force\") [Yn] ** (Mix) Could not find an SCM for dependency :phoenix from Chat.MixProject", exit=1)
    r.bash("mix local.hex --force && mix local.rebar --force", "* creating /home/dev/.mix/archives/hex-2.1.1\n* creating /home/dev/.mix/elixir/1-17/rebar3")
    r.bash("mix deps.get 2>&1 | tail -6",
           "Resolving Hex dependencies...\nResolution completed in 0.112s\nBecause your app depends on phoenix_live_dashboard ~> 0.9.0 which doesn't match any versions, version solving failed.\n** (Mix) Hex dependency resolution failed",
           exit=1, ev=True)
    r.bash("mix hex.info phoenix_live_dashboard | head -4", "Real-time performance dashboard for Phoenix\n\nConfig: {:phoenix_live_dashboard, \"~> 0.8.4\"}\nReleases: 0.8.4, 0.8.3, 0.8.2, 0.8.1, 0.8.0, ...", ev=True)
    r.bash("git log -1 --format='%h %s' -- mix.exs; grep -n live_dashboard mix.exs", "b71e0d4 deps: bump live dashboard\n52:      {:phoenix_live_dashboard, \"~> 0.9.0\"},", ev=True)
    r.text("mix.exs requires phoenix_live_dashboard ~> 0.9.0, which doesn't exist on Hex (latest 0.8.4), so dependencies can't be fetched and nothing compiles. That bump is unrelated to this ticket, so I'm not changing it; the presence fix is in place but untested.", ev=True)
    orient(r, ["assets", "config", "lib", "priv", "test", "mix.exs", "mix.lock"], None, insert_at=1)
    return r


def composer_php():
    r = Run("composer-php-upgrade", "osmia", "dependency_missing",
            """# SHOP-402: Add the `readonly` DTO for order lines

Introduce `src/Order/OrderLine.php` as a readonly class and use it in `OrderService::lines()`.
Acceptance: `composer install && vendor/bin/phpunit` passes.
""",
            why="The PHP runtime in the environment is 8.1 while composer.json requires ^8.3, so composer refused to install and PHPUnit never ran.",
            cwd="/var/www/shop",
            result_json={"success": False, "summary": "composer install failed", "exit_code": 2})
    r.read("/var/www/shop/src/Order/OrderService.php",
           "<?php\n\nnamespace Shop\\Order;\n\nfinal class OrderService\n{\n    public function lines(array $rows): array\n    {\n        return array_map(fn (array $r) => ['sku' => $r['sku'], 'qty' => (int) $r['qty'], 'price' => (int) $r['price_cents']], $rows);\n    }\n}")
    r.write("/var/www/shop/src/Order/OrderLine.php",
            "<?php\n\nnamespace Shop\\Order;\n\nfinal readonly class OrderLine\n{\n    public function __construct(public string $sku, public int $qty, public int $priceCents) {}\n}\n")
    r.edit("/var/www/shop/src/Order/OrderService.php",
           "        return array_map(fn (array $r) => ['sku' => $r['sku'], 'qty' => (int) $r['qty'], 'price' => (int) $r['price_cents']], $rows);",
           "        return array_map(fn (array $r) => new OrderLine($r['sku'], (int) $r['qty'], (int) $r['price_cents']), $rows);")
    r.bash("composer install --no-interaction 2>&1 | tail -9",
           "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nYour lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n    - Root composer.json requires php ^8.3 but your php version (8.1.27) does not satisfy that requirement.\n  Problem 2\n    - phpunit/phpunit is locked to version 11.4.3 and an update of this package was not requested.\n    - phpunit/phpunit 11.4.3 requires php >=8.2 -> your php version (8.1.27) does not satisfy that requirement.",
           exit=2, ev=True)
    r.bash("php -v | head -1; ls /usr/bin/php*", "PHP 8.1.27 (cli) (built: Jan 10 2026 11:02:13) (NTS)\n/usr/bin/php\n/usr/bin/php8.1", ev=True)
    r.bash("php -l src/Order/OrderLine.php", "PHP Parse error:  syntax error, unexpected token \"readonly\", expecting \"abstract\" or \"final\" or \"class\" in src/Order/OrderLine.php on line 5\nErrors parsing src/Order/OrderLine.php", exit=255)
    r.text("The environment only has PHP 8.1, but the project requires ^8.3 (readonly classes are 8.2+). I can't install dependencies or run PHPUnit without a PHP 8.3 runtime.")
    r.final("Blocked: PHP 8.1.27 is installed but composer.json requires php ^8.3; composer install fails and the readonly class can't be parsed.", ev=True)
    orient(r, ["src", "tests", "composer.json", "composer.lock", "phpunit.xml.dist"], None, insert_at=0)
    return r


def vitest_watch_cache():
    r = Run("vitest-watch-cache", "claude", "permission_blocked",
            """# FE-560: Sort the order history table by date descending by default

`src/orders/History.tsx` shows orders oldest first. Default to newest first and keep the
column toggle working. Acceptance: `npm test` passes.
""",
            why="Vitest crashed with EPERM: operation not permitted when writing its results cache under node_modules/.vite (the checkout is mounted read-only for the agent user), so no test run could complete.",
            cwd="/workspace/portal", version="2.1.12")
    r.text("Reading the table component and its test.")
    r.read("/workspace/portal/src/orders/History.tsx",
           "export function History({ orders }: { orders: Order[] }) {\n  const [dir, setDir] = useState<'asc' | 'desc'>('asc')\n  const sorted = [...orders].sort((a, b) => (dir === 'asc' ? 1 : -1) * a.date.localeCompare(b.date))\n  return <Table rows={sorted} onToggle={() => setDir(d => (d === 'asc' ? 'desc' : 'asc'))} />\n}")
    r.edit("/workspace/portal/src/orders/History.tsx", "useState<'asc' | 'desc'>('asc')", "useState<'asc' | 'desc'>('desc')")
    r.bash("npx vitest run src/orders 2>&1 | tail -14",
           "\n RUN  v2.1.4 /workspace/portal\n\nnode:internal/fs/promises:639\n  return new FileHandle(await PromisePrototypeThen(\n                        ^\n\nError: EPERM: operation not permitted, open '/workspace/portal/node_modules/.vite/vitest/results.json'\n    at async open (node:internal/fs/promises:639:25)\n    at async Object.writeFile (node:internal/fs/promises:1212:14)\n    at async ResultsCache.writeToCache (file:///workspace/portal/node_modules/vitest/dist/chunks/resolveConfig.RxKrDli4.js:5611:5) {\n  errno: -1,\n  code: 'EPERM',\n  syscall: 'open',\n  path: '/workspace/portal/node_modules/.vite/vitest/results.json'\n}\n\nNode.js v22.11.0",
           exit=1, ev=True)
    r.bash("ls -ld node_modules node_modules/.vite; id -un; mount | grep workspace",
           "drwxr-xr-x 812 root root 24576 Jun  3 07:55 node_modules\ndrwxr-xr-x   3 root root  4096 Jun  3 07:58 node_modules/.vite\nagent\n/dev/vdb on /workspace/portal/node_modules type ext4 (ro,relatime)", ev=True)
    r.bash("npx vitest run src/orders --no-cache 2>&1 | tail -4",
           "Error: EPERM: operation not permitted, mkdir '/workspace/portal/node_modules/.vite/vitest/6f1d2c'\n  errno: -1,\n  code: 'EPERM',\n  syscall: 'mkdir'", exit=1, ev=True)
    r.bash("VITE_CACHE_DIR=/tmp/vite npx vitest run src/orders 2>&1 | tail -3",
           "Error: EPERM: operation not permitted, open '/workspace/portal/node_modules/.vite/deps/_metadata.json'\n  code: 'EPERM',\n  syscall: 'open'", exit=1)
    r.text("node_modules is a read-only mount owned by root, and vitest/vite insist on writing inside it. I can't run the test suite in this environment; the one-line change is made but untested.")
    r.final("Changed the default sort to 'desc' in History.tsx, but vitest crashes with EPERM writing to the read-only node_modules mount, so tests could not run.", ev=True)
    orient(r, ["src", "public", "package.json", "vite.config.ts", "node_modules"], None, insert_at=1)
    return r


def psql_report_view():
    r = Run("psql-report-view", "claude-transcript", "permission_blocked",
            """# BI-77: Weekly revenue view for the finance dashboard

Create `analytics.weekly_revenue` (week, currency, gross, refunds, net) from `billing.payments`
and `billing.refunds`, via a new migration in `sql/analytics/`, and apply it to the reporting DB.
""",
            why="The agent's database role was not allowed to create objects in the analytics schema ('permission denied for schema analytics'), so the migration could not be applied.",
            cwd="/workspace/bi-sql", version="2.0.55",
            result_json={"success": False, "summary": "Migration could not be applied.", "exit_code": 1})
    r.text("Looking at the existing analytics migrations and the source tables.")
    r.bash("ls sql/analytics | tail -3", "0012_daily_signups.sql\n0013_churn_cohorts.sql\n0014_mrr.sql")
    r.bash("psql \"$REPORTING_URL\" -c '\\d billing.payments' | head -12",
           "                      Table \"billing.payments\"\n   Column    |           Type           | Nullable\n-------------+--------------------------+----------\n id          | bigint                   | not null\n amount      | bigint                   | not null\n currency    | character(3)             | not null\n captured_at | timestamp with time zone | not null")
    r.write("/workspace/bi-sql/sql/analytics/0015_weekly_revenue.sql",
            "CREATE OR REPLACE VIEW analytics.weekly_revenue AS\nWITH p AS (\n  SELECT date_trunc('week', captured_at) AS week, currency, sum(amount) AS gross\n  FROM billing.payments GROUP BY 1, 2\n), r AS (\n  SELECT date_trunc('week', created_at) AS week, currency, sum(amount) AS refunds\n  FROM billing.refunds GROUP BY 1, 2\n)\nSELECT p.week, p.currency, p.gross, coalesce(r.refunds, 0) AS refunds, p.gross - coalesce(r.refunds, 0) AS net\nFROM p LEFT JOIN r USING (week, currency);\n")
    r.bash("psql \"$REPORTING_URL\" -v ON_ERROR_STOP=1 -f sql/analytics/0015_weekly_revenue.sql",
           "psql:sql/analytics/0015_weekly_revenue.sql:10: ERROR:  permission denied for schema analytics\nLINE 1: CREATE OR REPLACE VIEW analytics.weekly_revenue AS", exit=3, ev=True)
    r.bash("psql \"$REPORTING_URL\" -Atc \"select current_user, has_schema_privilege('analytics','CREATE'), has_schema_privilege('analytics','USAGE')\"",
           "agent_ro|f|t", ev=True)
    r.bash("psql \"$REPORTING_URL\" -c 'select * from (select date_trunc($$week$$, captured_at) w, currency, sum(amount) from billing.payments group by 1,2) x order by w desc limit 3'",
           "           w            | currency |   sum\n------------------------+----------+----------\n 2026-06-08 00:00:00+00 | EUR      | 48211900\n 2026-06-08 00:00:00+00 | USD      |  9120450\n 2026-06-01 00:00:00+00 | EUR      | 51003310\n(3 rows)")
    r.text("The query itself works (checked read-only), but my role `agent_ro` has no CREATE privilege on schema `analytics`, so the view can't be created. The migration file is ready at sql/analytics/0015_weekly_revenue.sql for someone with the migrator role to apply.", ev=True)
    orient(r, ["sql", "scripts", "README.md", "Makefile"], None, insert_at=1)
    return r


def numpy_legacy_pin():
    r = Run("stats-service-py312", "codex", "dependency_missing",
            """# STAT-55: Run the stats service on the new Python 3.12 base image

The base image moved to Python 3.12. Make `pip install -r requirements.txt` and `pytest -q`
work on it; don't change numerical results.
""",
            why="The pinned numpy==1.24.4 has no wheels for Python 3.12 and its source build needs distutils, which 3.12 removed (ModuleNotFoundError: No module named 'distutils'); the agent never got the dependency installed.",
            cwd="/srv/stats")
    r.bash("python --version; sed -n '1,20p' requirements.txt", "Python 3.12.7\nnumpy==1.24.4\nscipy==1.10.1\npandas==1.5.3\nfastapi==0.111.0")
    r.bash("pip install -r requirements.txt 2>&1 | tail -22",
           "Collecting numpy==1.24.4 (from -r requirements.txt (line 1))\n  Downloading numpy-1.24.4.tar.gz (10.9 MB)\n  Installing build dependencies: started\n  Installing build dependencies: finished with status 'done'\n  Getting requirements to build wheel: started\n  Getting requirements to build wheel: finished with status 'error'\n  error: subprocess-exited-with-error\n  \n  \u00d7 Getting requirements to build wheel did not run successfully.\n  \u2502 exit code: 1\n  \u2570\u2500> [33 lines of output]\n      Traceback (most recent call last):\n        File \"/usr/local/lib/python3.12/site-packages/pip/_vendor/pyproject_hooks/_in_process/_in_process.py\", line 353, in <module>\n          main()\n        File \"/tmp/pip-build-env-3w1x9k2q/overlay/lib/python3.12/site-packages/setuptools/__init__.py\", line 10, in <module>\n          import distutils.core\n      ModuleNotFoundError: No module named 'distutils'\n      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not a problem with pip.\nerror: subprocess-exited-with-error\n\n\u00d7 Getting requirements to build wheel did not run successfully.\n\u2502 exit code: 1\n\u2570\u2500> See above for output.",
           exit=1, ev=True)
    r.think("**numpy 1.24 lacks 3.12 support**\n\nnumpy 1.24.x has no cp312 wheels and its build needs distutils, removed in 3.12. The first numpy with 3.12 wheels is 1.26.0. Pandas 1.5.3 and scipy 1.10.1 also predate 3.12.")
    r.bash("pip index versions numpy 2>/dev/null | head -2", "numpy (2.1.3)\nAvailable versions: 2.1.3, 2.1.2, 2.1.1, 2.1.0, 2.0.2, 2.0.1, 2.0.0, 1.26.4, 1.26.3, 1.26.2, 1.26.1, 1.26.0, 1.25.2, 1.25.1, 1.25.0, 1.24.4")
    r.bash("pip install setuptools && pip install numpy==1.24.4 2>&1 | tail -3",
           "Successfully installed setuptools-75.6.0\n      ModuleNotFoundError: No module named 'distutils'\n      [end of output]\nerror: subprocess-exited-with-error", exit=1, ev=True)
    r.bash("pip install 'scipy==1.10.1' --only-binary=:all: 2>&1 | tail -2",
           "ERROR: Could not find a version that satisfies the requirement scipy==1.10.1 (from versions: 1.11.2, 1.11.3, 1.11.4, 1.12.0, 1.13.0, 1.13.1, 1.14.0, 1.14.1)\nERROR: No matching distribution found for scipy==1.10.1", exit=1, ev=True)
    r.text("The pinned stack (numpy 1.24.4, scipy 1.10.1, pandas 1.5.3) can't be installed on Python 3.12: no 3.12 wheels, and numpy 1.24's source build needs distutils, which 3.12 removed. Bumping to numpy 1.26 / scipy 1.11 / pandas 2.x is a numerical-behaviour change the ticket says not to make without sign-off, so I stopped here.")
    r.final("")
    orient(r, ["stats", "tests", "requirements.txt", "Dockerfile", "AGENTS.md"], None, insert_at=0)
    r.bash("grep -n FROM Dockerfile", "1:FROM python:3.12-slim")
    r.steps.insert(3, r.steps.pop())
    return r


def kotlin_gradle_jdk():
    r = Run("kotlin-gradle-jdk", "claude", "dependency_missing",
            """# AND-318: Add a `lastSeen` field to the profile DTO

Add `lastSeen: Instant?` to `ProfileDto` (kotlinx.serialization) and map it in
`ProfileMapper`. Acceptance: `./gradlew :app:test` passes.
""",
            why="Gradle's Kotlin compile needs a Java 21 toolchain; only JDK 17 is installed and toolchain downloads are not configured ('No matching toolchains found'), so the build could not start.",
            cwd="/workspace/profiles", version="2.0.76")
    r.read("/workspace/profiles/app/src/main/kotlin/com/acme/profiles/ProfileDto.kt",
           "package com.acme.profiles\n\nimport kotlinx.serialization.Serializable\n\n@Serializable\ndata class ProfileDto(\n    val id: String,\n    val displayName: String,\n    val avatarUrl: String? = null,\n)")
    r.edit("/workspace/profiles/app/src/main/kotlin/com/acme/profiles/ProfileDto.kt",
           "    val avatarUrl: String? = null,\n)",
           "    val avatarUrl: String? = null,\n    @Serializable(with = InstantIso8601Serializer::class)\n    val lastSeen: Instant? = null,\n)")
    r.grep("fun toDto", "app/src/main/kotlin/com/acme/profiles/ProfileMapper.kt:8:    fun toDto(p: Profile) = ProfileDto(p.id, p.name, p.avatar)")
    r.edit("/workspace/profiles/app/src/main/kotlin/com/acme/profiles/ProfileMapper.kt",
           "    fun toDto(p: Profile) = ProfileDto(p.id, p.name, p.avatar)",
           "    fun toDto(p: Profile) = ProfileDto(p.id, p.name, p.avatar, p.lastSeenAt)")
    r.bash("./gradlew :app:test --console=plain 2>&1 | tail -14",
           "> Task :app:compileKotlin FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:compileKotlin'.\n> Error while evaluating property 'javaLauncher' of task ':app:compileKotlin'.\n   > Failed to calculate the value of task ':app:compileKotlin' property 'javaLauncher'.\n      > No matching toolchains found for requested specification: {languageVersion=21, vendor=any, implementation=vendor-specific} for LINUX on x86_64.\n         > No locally installed toolchains match and toolchain download repositories have not been configured.\n\n* Try:\n> Learn more about toolchain auto-detection at https://docs.gradle.org/8.10.2/userguide/toolchains.html#sec:auto_detection.\n\nBUILD FAILED in 9s",
           exit=1, ev=True)
    r.bash("java -version 2>&1 | head -1; ls /usr/lib/jvm", "openjdk version \"17.0.13\" 2024-10-15\njava-17-openjdk-amd64", ev=True)
    r.bash("grep -n -B1 -A3 'jvmToolchain\\|foojay' app/build.gradle.kts settings.gradle.kts", "app/build.gradle.kts:14:kotlin {\napp/build.gradle.kts:15:    jvmToolchain(21)\napp/build.gradle.kts:16-}")
    r.text("The build asks for a JDK 21 toolchain, the machine only has JDK 17, and no toolchain resolver (foojay) is configured, so Gradle can't provision one. I won't lower `jvmToolchain` for a DTO change.")
    r.final("DTO and mapper updated, but `./gradlew :app:test` can't run: no Java 21 toolchain is installed (only JDK 17) and toolchain download isn't configured.", ev=True)
    orient(r, ["app", "gradle", "build.gradle.kts", "settings.gradle.kts", "gradlew"], None, insert_at=0)
    return r


def cases():
    return [pg_bulk_upsert(), rust_cli_flags(), go_otel_tracing(), maven_reporting(),
            rails_mailer_preview(), dotnet_health(), tax_rates_refresh(), ts_script_runner(),
            image_resize_worker(), artifact_upload_retry(), elixir_presence(), composer_php(),
            vitest_watch_cache(), psql_report_view(), numpy_legacy_pin(), kotlin_gradle_jdk()]
