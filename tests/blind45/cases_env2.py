"""Toolchains, packages, native pieces: things that are not there or cannot be resolved."""
from kit import *  # noqa: F401,F403

CASES = []
A = CASES.append

A(C("allowance-service-pagination", "osmia", "dependency_missing", "QUO-512", "quota-service: cursor pagination for /v2/quotas",
    """`GET /v2/quotas` returns everything. Add cursor pagination (`?after=<id>&limit=`, default 100, max 500) in
`internal/api/quotas.go`, with tests. Run `go test ./...`.""",
    [
        sysnote("task run attempt 2/3 (previous attempt: container \"agent\" terminated reason=OOMKilled exitCode=137); limits.memory raised 2Gi -> 6Gi for this attempt"),
        *orient(["Makefile", "cmd", "go.mod", "go.sum", "internal", "migrations"], ["d4c3b2a go 1.24: range-over-func iterators in store", "8e7f6a5 quotas: per-tenant overrides", "1b2c3d4 ci: golangci-lint 1.62"]),
        read("go.mod", """module github.com/acme/quota-service

go 1.24.0

require (
	github.com/jackc/pgx/v5 v5.7.1
	github.com/go-chi/chi/v5 v5.1.0
)"""),
        read("internal/api/quotas.go", """func (h *Handler) listQuotas(w http.ResponseWriter, r *http.Request) {
	tenant := tenantFrom(r.Context())
	qs, err := h.store.ListQuotas(r.Context(), tenant)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"items": qs})
}"""),
        edit("internal/api/quotas.go", "	qs, err := h.store.ListQuotas(r.Context(), tenant)", "	after, limit, perr := pageParams(r, 100, 500)\n	if perr != nil {\n		http.Error(w, perr.Error(), http.StatusBadRequest)\n		return\n	}\n	qs, err := h.store.ListQuotasAfter(r.Context(), tenant, after, limit+1)"),
        edit("internal/api/quotas.go", "	writeJSON(w, http.StatusOK, map[string]any{\"items\": qs})", "	var next string\n	if len(qs) > limit {\n		qs, next = qs[:limit], qs[limit-1].ID\n	}\n	writeJSON(w, http.StatusOK, map[string]any{\"items\": qs, \"next_cursor\": next})"),
        bash("go version", "go version go1.22.9 linux/amd64\n", ev="result"),
        bash("go build ./... 2>&1", "go: go.mod requires go >= 1.24.0 (running go 1.22.9; GOTOOLCHAIN=local)\n", code=1, ev="result"),
        bash("go env GOTOOLCHAIN GOROOT", "local\n/usr/local/go\n"),
        bash("GOTOOLCHAIN=go1.24.0 go version 2>&1", "go: downloading go1.24.0 (linux/amd64)\ngo: download go1.24.0 for linux/amd64: toolchain not available\n", code=1, ev="result"),
        bash("ls /usr/local/ | grep -i go; ls ~/sdk 2>&1", "go\nls: cannot access '/home/agent/sdk': No such file or directory\n", code=2),
        say("The image ships Go 1.22.9 but go.mod needs 1.24 (the repo uses range-over-func iterators), and the 1.24 toolchain can't be fetched here, so nothing compiles. Lowering the go directive would break the store package."),
        end(False, "Cannot build: go.mod requires go >= 1.24.0, pod has go 1.22.9 (GOTOOLCHAIN=local, toolchain download unavailable)."),
    ],
    "This attempt failed because the image's Go 1.22 is older than the go 1.24 the module requires; the previous attempt's OOM kill is not what stopped this one.",
    near_miss="infra_failure", repo="quota-service", retry_count=1, engine_attempts=["claude-code", "claude-code"]))

A(C("archive-s3-upload", "osmia", "dependency_missing", "ARC-233", "Archive job: upload monthly exports to S3",
    """The archiver writes monthly exports to local disk. Upload them to `s3://acme-archive/<tenant>/<yyyy-mm>/`
with the AWS SDK (`aws-sdk-s3`), keeping the local copy behind `--keep-local`. `cargo test` must pass.""",
    [
        *orient(["Cargo.lock", "Cargo.toml", "rust-toolchain.toml", "src", "tests"], ["ab12cd3 archiver: zstd level 9", "ef45ab6 toolchain: pin 1.78", "90cd12e tests: tempdir cleanup"]),
        read("rust-toolchain.toml", "[toolchain]\nchannel = \"1.78.0\"\ncomponents = [\"clippy\", \"rustfmt\"]"),
        bash("cargo add aws-config aws-sdk-s3 --features aws-config/behavior-version-latest 2>&1 | tail -6", """    Updating crates.io index
      Adding aws-config v1.5.10 to dependencies
             Features:
             + behavior-version-latest
      Adding aws-sdk-s3 v1.65.0 to dependencies
    Updating crates.io index"""),
        write("src/upload.rs", """use aws_sdk_s3::{primitives::ByteStream, Client};

pub async fn upload(client: &Client, bucket: &str, key: &str, path: &std::path::Path) -> anyhow::Result<()> {
    let body = ByteStream::from_path(path).await?;
    client.put_object().bucket(bucket).key(key).body(body).send().await?;
    Ok(())
}
"""),
        edit("src/main.rs", "mod export;", "mod export;\nmod upload;"),
        bash("cargo build 2>&1 | tail -8", """  Downloaded aws-smithy-runtime v1.7.4
  Downloaded aws-sdk-s3 v1.65.0
  Downloaded 41 crates (5.2 MB) in 1.38s
error: failed to compile `archiver v0.6.0 (/workspace/archiver)`

Caused by:
  package `aws-sdk-s3 v1.65.0` cannot be built because it requires rustc 1.81.0 or newer, while the currently active rustc version is 1.78.0
  Either upgrade rustc or select compatible dependency versions with
  `cargo update <name>@<current-ver> --precise <compatible-ver>`
  where `<compatible-ver>` is the latest version supporting rustc 1.78.0""", code=101, ev="result"),
        bash("cargo update aws-sdk-s3@1.65.0 --precise 1.40.0 2>&1 | tail -3 && cargo build 2>&1 | grep -E '^error|requires rustc' | head -3", """    Updating aws-sdk-s3 v1.65.0 -> v1.40.0
error: package `aws-smithy-types v1.2.9` cannot be built because it requires rustc 1.81.0 or newer, while the currently active rustc version is 1.78.0""", code=101, ev="result"),
        bash("rustup toolchain list; rustup toolchain install 1.81.0 --profile minimal 2>&1 | tail -2", "1.78.0-x86_64-unknown-linux-gnu (default) (override)\nerror: could not create temp directory: Read-only file system (os error 30)\n", code=1),
        say("The pinned toolchain is 1.78 and the whole aws-smithy stack now needs 1.81; pinning older versions just moves the error down the tree and rustup can't install another toolchain in this image."),
        end(False, "aws-sdk-s3 and its aws-smithy dependencies require rustc >= 1.81; repo pins and image provide 1.78.0."),
    ],
    "The AWS SDK crates need rustc 1.81 but the repo pins and the image ships 1.78, so the dependency cannot be built; the read-only rustup dir is only a side note.",
    near_miss="permission_blocked", repo="archiver"))

A(C("admin-nightly-cron", "claude-transcript", "dependency_missing", "ADM-640", "Run the stale-session purge nightly",
    """Schedule `PurgeStaleSessionsJob` nightly at 03:15 with sidekiq-cron (we agreed on `~> 2.3` in the RFC).
Add it to the Gemfile, `config/schedule.yml`, and a spec.""",
    [
        *orient(["Gemfile", "Gemfile.lock", "app", "bin", "config", "db", "spec"], ["3a4b5c6 sessions: index on last_seen_at", "7d8e9f0 sidekiq 7.3", "1f2e3d4 rubocop fixes"]),
        read("Gemfile", """source "https://rubygems.org"
ruby "3.3.6"

gem "rails", "~> 7.2.2"
gem "pg", "~> 1.5"
gem "sidekiq", "~> 7.3"
gem "puma", "~> 6.4"

group :test do
  gem "rspec-rails", "~> 7.0"
end"""),
        edit("Gemfile", 'gem "sidekiq", "~> 7.3"', 'gem "sidekiq", "~> 7.3"\ngem "sidekiq-cron", "~> 2.3"'),
        write("config/schedule.yml", "purge_stale_sessions:\n  cron: \"15 3 * * *\"\n  class: \"PurgeStaleSessionsJob\"\n  queue: maintenance\n"),
        write("config/initializers/sidekiq_cron.rb", "Sidekiq.configure_server do |config|\n  config.on(:startup) do\n    Sidekiq::Cron::Job.load_from_hash YAML.load_file(Rails.root.join(\"config/schedule.yml\"))\n  end\nend\n"),
        bash("bundle install 2>&1 | tail -12", """Fetching gem metadata from https://rubygems.org/...........
Resolving dependencies...
Could not find gem 'sidekiq-cron (~> 2.3)' in rubygems repository https://rubygems.org/ or installed locally.

The source contains the following gems matching 'sidekiq-cron':
  * sidekiq-cron-1.12.0
  * sidekiq-cron-2.0.0
  * sidekiq-cron-2.0.1
  * sidekiq-cron-2.1.0""", code=7, ev="result"),
        bash("gem search -r '^sidekiq-cron$' --all | head -2", "sidekiq-cron (2.1.0, 2.0.1, 2.0.0, 1.12.0, 1.11.0, 1.10.1)\n", ev="result"),
        bash("bundle exec rspec spec/jobs 2>&1 | tail -3", "Could not find gem 'sidekiq-cron (~> 2.3)' in locally installed gems.\n\nRun `bundle install` to install missing gems.\n", code=7),
        say("sidekiq-cron 2.3 doesn't exist (latest published is 2.1.0), so the Gemfile constraint from the RFC can't be resolved. I'd need confirmation before using 2.1 instead."),
    ],
    "The Gemfile constraint sidekiq-cron ~> 2.3 matches no published version (latest 2.1.0), so bundler cannot resolve the gem.",
    repo="admin-app"))

A(C("geo-tiles-simplify", "claude-transcript", "dependency_missing", "GEO-97", "Simplify tile geometries before caching",
    """Tiles for zoom < 8 are huge. Run Douglas-Peucker (tolerance by zoom, see ticket table) in `src/tiles.rs`
before the geometry is cached. `cargo test` must pass.""",
    [
        *orient(["Cargo.lock", "Cargo.toml", "README.md", "src", "tests"], ["11aa22b tiles: cache by (z,x,y)", "33cc44d mvt encoder", "55ee66f ci: musl build"]),
        read("src/tiles.rs", """use geo::{Geometry, MultiPolygon};

pub fn prepare(geom: MultiPolygon<f64>, _z: u8) -> Geometry<f64> {
    Geometry::MultiPolygon(geom)
}"""),
        edit("src/tiles.rs", "use geo::{Geometry, MultiPolygon};\n\npub fn prepare(geom: MultiPolygon<f64>, _z: u8) -> Geometry<f64> {\n    Geometry::MultiPolygon(geom)\n}",
             "use geo::{Geometry, MultiPolygon, Simplify};\n\nfn tolerance(z: u8) -> f64 {\n    match z {\n        0..=3 => 0.05,\n        4..=5 => 0.01,\n        6..=7 => 0.002,\n        _ => 0.0,\n    }\n}\n\npub fn prepare(geom: MultiPolygon<f64>, z: u8) -> Geometry<f64> {\n    let t = tolerance(z);\n    Geometry::MultiPolygon(if t > 0.0 { geom.simplify(&t) } else { geom })\n}"),
        bash("cargo test 2>&1 | tail -14", """   Compiling proc-macro2 v1.0.89
   Compiling unicode-ident v1.0.13
   Compiling libc v0.2.162
error: linker `cc` not found
  |
  = note: No such file or directory (os error 2)

error: could not compile `proc-macro2` (build script) due to 1 previous error
warning: build failed, waiting for other jobs to finish...
error: could not compile `libc` (build script) due to 1 previous error""", code=101, ev="result"),
        bash("which cc gcc clang ld; echo rc=$?", "rc=1\n", ev="result"),
        bash("apt-get install -y build-essential 2>&1 | tail -3", "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?\n", code=100),
        bash("cat /etc/os-release | head -2; rustc --version", "PRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\nNAME=\"Debian GNU/Linux\"\nrustc 1.82.0 (f6e511eec 2024-10-15)\n"),
        bash("rustup target list --installed", "x86_64-unknown-linux-gnu\n"),
        say("This image has rustc but no C toolchain at all (no cc/gcc/clang/ld), so no build script can link, and I can't install build-essential as a non-root user. The simplification code is written but can't be compiled here."),
    ],
    "The image has no C compiler/linker (`linker cc not found`), so nothing links; the apt-get permission error is only the agent's failed attempt to install one.",
    near_miss="permission_blocked", repo="geo-tiles", cwd="/workspace/geo-tiles"))

A(C("refunds-audit-trail", "osmia", "dependency_missing", "PAY-1533", "Refunds: write an audit row per state change",
    """Every refund state transition must insert into `refund_audit` (who, from, to, at). Use a plain
psycopg2 connection like `payments/db.py` does. Install the pinned requirements first.""",
    [
        *orient(["payments", "requirements.txt", "setup.cfg", "tests"], ["b3a2c1d refunds: partial refunds", "9f8e7d6 db: connection pool size 10", "5c4b3a2 requirements: pin psycopg2 2.9.10"]),
        read("requirements.txt", "flask==3.0.3\npsycopg2==2.9.10\nsqlalchemy==2.0.36\nstructlog==24.4.0"),
        bash("python -m pip install -r requirements.txt 2>&1 | tail -24", """Collecting psycopg2==2.9.10 (from -r requirements.txt (line 2))
  Downloading psycopg2-2.9.10.tar.gz (385 kB)
  Installing build dependencies: started
  Installing build dependencies: finished with status 'done'
  Getting requirements to build wheel: started
  Getting requirements to build wheel: finished with status 'error'
  error: subprocess-exited-with-error

  × Getting requirements to build wheel did not run successfully.
  │ exit code: 1
  ╰─> [21 lines of output]
      running egg_info
      writing psycopg2.egg-info/PKG-INFO
      Error: pg_config executable not found.

      pg_config is required to build psycopg2 from source.  Please add the directory
      containing pg_config to the $PATH or specify the full executable path with the
      option:

          python setup.py build_ext --pg-config /path/to/pg_config build ...

      or with the pg_config option in 'setup.cfg'.

      If you prefer to avoid building psycopg2 from source, please install the PyPI
      'psycopg2-binary' package instead.
      [end of output]

  note: This error originates from a subprocess, and is likely not a problem with pip.
error: subprocess-exited-with-error""", code=1, ev="result"),
        bash("which pg_config; ls /usr/include/postgresql 2>&1 | head -1", "ls: cannot access '/usr/include/postgresql': No such file or directory\n", code=2, ev="result"),
        read("payments/refunds.py", """from .db import conn

TRANSITIONS = {"requested": {"approved", "rejected"}, "approved": {"settled", "failed"}}


def transition(refund_id: int, to: str, actor: str) -> None:
    with conn() as c, c.cursor() as cur:
        cur.execute("SELECT state FROM refunds WHERE id = %s FOR UPDATE", (refund_id,))
        (state,) = cur.fetchone()
        if to not in TRANSITIONS.get(state, ()):
            raise ValueError(f"{state} -> {to}")
        cur.execute("UPDATE refunds SET state = %s WHERE id = %s", (to, refund_id))"""),
        edit("payments/refunds.py", "        cur.execute(\"UPDATE refunds SET state = %s WHERE id = %s\", (to, refund_id))",
             "        cur.execute(\"UPDATE refunds SET state = %s WHERE id = %s\", (to, refund_id))\n        cur.execute(\n            \"INSERT INTO refund_audit (refund_id, actor, from_state, to_state, at) VALUES (%s, %s, %s, %s, now())\",\n            (refund_id, actor, state, to),\n        )"),
        bash("python -m pytest -q tests/test_refunds.py 2>&1 | tail -4", """tests/test_refunds.py:3: in <module>
    from payments.refunds import transition
payments/db.py:1: in <module>
    import psycopg2
E   ModuleNotFoundError: No module named 'psycopg2'""", code=2),
        say("psycopg2 is pinned as the source package and this image has neither pg_config nor the libpq headers, so it can't be built; switching the pin to psycopg2-binary would change the deploy image's dependency set, which I won't do silently."),
        end(False, "psycopg2==2.9.10 cannot be built: pg_config / libpq development files are not installed in the image."),
    ],
    "psycopg2 must be built from source and the image lacks pg_config/libpq headers, so the pinned requirement cannot be installed.",
    repo="payments"))

A(C("statement-pdf-footer", "claude-transcript", "dependency_missing", "STMT-310", "Statement PDF: add regulator footer",
    """Add the regulator footer text (see ticket) to every page of the monthly statement PDF in
`statement-service` (`StatementRenderer.java`). Build with `mvn -q verify`.""",
    [
        *orient(["README.md", "pom.xml", "src"], ["cc11dd2 renderer: page numbers", "ee33ff4 events-schema 3.3.2", "aa55bb6 ci: jdk 21"]),
        read("pom.xml", """  <dependencies>
    <dependency>
      <groupId>com.acme.platform</groupId>
      <artifactId>events-schema</artifactId>
      <version>3.4.0</version>
    </dependency>
    <dependency>
      <groupId>org.apache.pdfbox</groupId>
      <artifactId>pdfbox</artifactId>
      <version>3.0.3</version>
    </dependency>
  </dependencies>"""),
        read("src/main/java/com/acme/statement/StatementRenderer.java", """    private void drawPage(PDDocument doc, PDPage page, StatementPage sp) throws IOException {
        try (var cs = new PDPageContentStream(doc, page)) {
            drawHeader(cs, sp);
            drawLines(cs, sp.lines());
            drawPageNumber(cs, sp.index(), sp.total());
        }
    }"""),
        edit("src/main/java/com/acme/statement/StatementRenderer.java", "            drawPageNumber(cs, sp.index(), sp.total());", "            drawPageNumber(cs, sp.index(), sp.total());\n            drawFooter(cs, REGULATOR_FOOTER);"),
        bash("mvn -q verify 2>&1 | tail -10", """[ERROR] Failed to execute goal on project statement-service: Could not resolve dependencies for project com.acme:statement-service:jar:2.8.0-SNAPSHOT
[ERROR] dependency: com.acme.platform:events-schema:jar:3.4.0 (compile)
[ERROR] 	Could not find artifact com.acme.platform:events-schema:jar:3.4.0 in acme-releases (https://nexus.acme.internal/repository/releases/)
[ERROR] 	Could not find artifact com.acme.platform:events-schema:jar:3.4.0 in central (https://repo.maven.apache.org/maven2)
[ERROR] -> [Help 1]""", code=1, ev="result"),
        bash("curl -s https://nexus.acme.internal/repository/releases/com/acme/platform/events-schema/maven-metadata.xml | grep -o '<version>[^<]*' | tail -4", "<version>3.3.0\n<version>3.3.1\n<version>3.3.2\n", ev="result"),
        bash("git log -1 --format='%h %an %s' -- pom.xml", "ee33ff4 Priya Nair events-schema 3.3.2\n"),
        bash("git diff HEAD -- pom.xml | head -5; git log origin/main -1 --format='%h %s' -- pom.xml", "9a8b7c6 deps: events-schema 3.4.0 (release pending)\n"),
        say("main depends on events-schema 3.4.0, which hasn't been published to Nexus yet (latest there is 3.3.2), so the project can't build. The footer change is a one-liner I've made but can't verify."),
    ],
    "The build depends on events-schema 3.4.0, which is not published in Nexus (latest 3.3.2), so Maven cannot resolve it; the index itself answered fine.",
    repo="statement-service"))

A(C("tenant-export-net9", "codex", "dependency_missing", "TEN-188", "Tenant export: stream JSON instead of buffering",
    """`TenantExportController` builds the whole export in memory. Stream it with `System.Text.Json`'s
`Utf8JsonWriter` to the response body. `dotnet test` must pass.""",
    [
        think("**Inspecting project**\n\nLet me check the target framework and the controller first."),
        bash("cat src/TenantExport/TenantExport.csproj | head -12", """<Project Sdk="Microsoft.NET.Sdk.Web">
  <PropertyGroup>
    <TargetFramework>net9.0</TargetFramework>
    <Nullable>enable</Nullable>
    <ImplicitUsings>enable</ImplicitUsings>
  </PropertyGroup>
</Project>"""),
        read("src/TenantExport/Controllers/TenantExportController.cs", """[HttpGet("/tenants/{id}/export")]
public async Task<IActionResult> Export(Guid id, CancellationToken ct)
{
    var rows = await _repo.AllRowsAsync(id, ct);
    return Ok(rows);
}"""),
        edit("src/TenantExport/Controllers/TenantExportController.cs", "return Ok(rows);", "await WriteStreamingAsync(Response.Body, _repo.StreamRowsAsync(id, ct), ct);\n    return new EmptyResult();"),
        grep("AllRowsAsync|StreamRowsAsync", "src/TenantExport/Data/TenantRepository.cs:31:    public async Task<List<ExportRow>> AllRowsAsync(Guid tenantId, CancellationToken ct)\nsrc/TenantExport/Data/TenantRepository.cs:44:    public IAsyncEnumerable<ExportRow> StreamRowsAsync(Guid tenantId, CancellationToken ct)"),
        say("The repository already has an IAsyncEnumerable variant; I'll write rows as they come."),
        bash("dotnet --list-sdks", "8.0.404 [/usr/share/dotnet/sdk]\n", ev="result"),
        bash("dotnet test 2>&1 | tail -6", """  Determining projects to restore...
/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, or use a version of the .NET SDK that supports .NET 9.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/tenant-export/src/TenantExport/TenantExport.csproj]
/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, or use a version of the .NET SDK that supports .NET 9.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/tenant-export/tests/TenantExport.Tests/TenantExport.Tests.csproj]""", code=1, ev="result"),
        bash("cat global.json 2>/dev/null || echo 'no global.json'", "{\n  \"sdk\": { \"version\": \"9.0.100\", \"rollForward\": \"latestFeature\" }\n}\n"),
        bash("ls ~/.dotnet 2>&1; which dotnet-install.sh 2>&1", "ls: cannot access '/home/agent/.dotnet': No such file or directory\n", code=2),
        say("The project targets net9.0 and global.json pins SDK 9.0.100, but the container only has the .NET 8.0.404 SDK, so nothing builds. I've made the streaming change but can't compile or test it."),
        end(False, None),
    ],
    "The repo targets .NET 9 but the container has only the .NET 8 SDK (NETSDK1045), so the project cannot build or test.",
    repo="tenant-export"))

A(C("catalog-price-import", "osmia", "dependency_missing", "CAT-771", "Price import: accept the new supplier YAML format",
    """Supplier feeds are moving from CSV to YAML (sample in `tests/data/supplier_v2.yaml`). Extend
`catalog/importers/prices.py` to read it and use the shared `acme-catalog-sdk` validators (`>=4.2`).""",
    [
        *orient(["catalog", "pyproject.toml", "requirements.txt", "tests"], ["f00dbab prices: csv dialect sniffing", "deadbee sdk 4.1 validators", "c0ffee0 tests: supplier fixtures"]),
        read("requirements.txt", "--index-url https://pypi.acme.internal/simple\nacme-catalog-sdk>=4.1,<5\npydantic==2.9.2\n"),
        write("catalog/importers/prices_yaml.py", """import yaml
from acme_catalog_sdk.validators import validate_price_row


def read_yaml(path):
    with open(path) as f:
        doc = yaml.safe_load(f)
    for row in doc["prices"]:
        yield validate_price_row(row)
"""),
        bash("python -m pytest -q tests/test_prices_yaml.py 2>&1 | tail -4", """tests/test_prices_yaml.py:1: in <module>
    from catalog.importers.prices_yaml import read_yaml
catalog/importers/prices_yaml.py:1: in <module>
    import yaml
E   ModuleNotFoundError: No module named 'yaml'""", code=2),
        bash("pip install 'pyyaml>=6' 2>&1 | tail -2", "Downloading https://pypi.acme.internal/packages/PyYAML-6.0.2-cp312-cp312-manylinux_2_17_x86_64.whl (767 kB)\nSuccessfully installed PyYAML-6.0.2\n"),
        edit("requirements.txt", "pydantic==2.9.2", "pydantic==2.9.2\npyyaml>=6"),
        bash("python -m pytest -q tests/test_prices_yaml.py 2>&1 | tail -3", """catalog/importers/prices_yaml.py:2: in <module>
    from acme_catalog_sdk.validators import validate_price_row
E   ImportError: cannot import name 'validate_price_row' from 'acme_catalog_sdk.validators' (/usr/local/lib/python3.12/site-packages/acme_catalog_sdk/validators.py)""", code=2),
        bash("pip show acme-catalog-sdk | head -2", "Name: acme-catalog-sdk\nVersion: 4.1.0\n"),
        bash("pip install 'acme-catalog-sdk>=4.2,<5' 2>&1 | tail -3", """Looking in indexes: https://pypi.acme.internal/simple
ERROR: Could not find a version that satisfies the requirement acme-catalog-sdk<5,>=4.2 (from versions: 3.9.0, 4.0.0, 4.0.1, 4.1.0)
ERROR: No matching distribution found for acme-catalog-sdk<5,>=4.2""", code=1, ev="result"),
        bash("pip index versions acme-catalog-sdk 2>&1 | head -2", "acme-catalog-sdk (4.1.0)\nAvailable versions: 4.1.0, 4.0.1, 4.0.0, 3.9.0\n", ev="result"),
        say("PyYAML was simply not installed (fixed). The real blocker: the ticket needs acme-catalog-sdk >= 4.2 for `validate_price_row`, and the internal index only has up to 4.1.0."),
        end(False, "acme-catalog-sdk>=4.2 is not available on pypi.acme.internal (latest 4.1.0); validate_price_row missing."),
    ],
    "After installing the missing PyYAML, the run stopped because acme-catalog-sdk >= 4.2 (needed for validate_price_row) is not published on the reachable internal index.",
    repo="catalog"))

A(C("partner-portal-webhooks", "claude-transcript", "dependency_missing", "PRT-455", "Partner portal: signed webhook verification",
    """Verify `X-Acme-Signature` on incoming partner webhooks with the `acme/webhook-signature` package
(already in composer.json). Tests: `vendor/bin/phpunit`.""",
    [
        *orient(["README.md", "app", "composer.json", "composer.lock", "config", "routes", "tests"], ["d1e2f3a portal: partner api keys", "b4c5d6e composer: php ^8.3", "f7a8b9c ci: php 8.3 image"]),
        read("composer.json", """{
    "name": "acme/partner-portal",
    "require": {
        "php": "^8.3",
        "laravel/framework": "^11.31",
        "acme/webhook-signature": "^2.1"
    }
}"""),
        write("app/Http/Middleware/VerifyPartnerSignature.php", """<?php

namespace App\\Http\\Middleware;

use Acme\\WebhookSignature\\Verifier;
use Closure;

class VerifyPartnerSignature
{
    public function handle($request, Closure $next)
    {
        $ok = Verifier::fromSecret(config('partners.webhook_secret'))
            ->verify($request->getContent(), $request->header('X-Acme-Signature', ''));
        abort_unless($ok, 401);
        return $next($request);
    }
}
"""),
        bash("ls vendor 2>&1 | head -2", "ls: cannot access 'vendor': No such file or directory\n", code=2),
        bash("composer install --no-interaction 2>&1 | tail -12", """Installing dependencies from lock file (including require-dev)
Verifying lock file contents can be installed on current platform.
Your lock file does not contain a compatible set of packages. Please run composer update.

  Problem 1
    - Root composer.json requires php ^8.3 but your php version (8.2.26) does not satisfy that requirement.
  Problem 2
    - laravel/framework is locked to version v11.31.0 and an update of this package was not requested.
    - laravel/framework v11.31.0 requires php ^8.2 -> your php version (8.2.26) satisfies that requirement.
    - acme/webhook-signature 2.1.4 requires php >=8.3 -> your php version (8.2.26) does not satisfy that requirement.""", code=2, ev="result"),
        bash("php -v | head -1; ls /usr/bin/php*", "PHP 8.2.26 (cli) (built: Nov 22 2026 01:12:44) (NTS)\n/usr/bin/php\n/usr/bin/php8.2\n", ev="result"),
        bash("vendor/bin/phpunit 2>&1 | head -1", "bash: vendor/bin/phpunit: No such file or directory\n", code=127),
        say("The project requires PHP ^8.3 and this image has PHP 8.2.26 only, so composer refuses to install and there's no vendor/ or phpunit. The middleware is written but untested."),
    ],
    "The image has PHP 8.2 while the project and acme/webhook-signature require PHP 8.3, so composer cannot install dependencies.",
    repo="partner-portal"))

A(C("presence-channel-jobs", "osmia", "dependency_missing", "RT-620", "Presence: move cleanup into an Oban job",
    """Stale presence entries are cleaned by a GenServer timer. Replace it with an Oban cron job (Oban `~> 2.19`)
in `lib/realtime/presence/cleanup.ex`. `mix test` must pass.""",
    [
        *orient(["README.md", "config", "lib", "mix.exs", "mix.lock", "priv", "test"], ["0aa1bb2 presence: shard by tenant", "3cc4dd5 phoenix 1.7.14", "6ee7ff8 ci: otp 27"]),
        read("mix.exs", """  defp deps do
    [
      {:phoenix, "~> 1.7.14"},
      {:phoenix_pubsub, "~> 2.1"},
      {:ecto_sql, "~> 3.12"},
      {:postgrex, ">= 0.0.0"},
      {:jason, "~> 1.4"}
    ]
  end"""),
        edit("mix.exs", '      {:jason, "~> 1.4"}', '      {:jason, "~> 1.4"},\n      {:oban, "~> 2.19"}'),
        write("lib/realtime/presence/cleanup.ex", """defmodule Realtime.Presence.Cleanup do
  use Oban.Worker, queue: :maintenance, max_attempts: 3

  @impl Oban.Worker
  def perform(_job) do
    Realtime.Presence.Store.delete_older_than(DateTime.add(DateTime.utc_now(), -120, :second))
    :ok
  end
end
"""),
        bash("mix deps.get 2>&1 | tail -8", """Resolving Hex dependencies...
Resolution completed in 0.118s
Because your app depends on oban ~> 2.19 which doesn't match any versions, version solving failed.
** (Mix) Hex dependency resolution failed""", code=1, ev="result"),
        bash("mix hex.info oban 2>&1 | sed -n '1,6p'", """Robust job processing, backed by modern PostgreSQL, SQLite3, and MySQL.

Config: {:oban, "~> 2.18"}
Releases: 2.18.3, 2.18.2, 2.18.1, 2.18.0, 2.17.12, 2.17.11, ...

Licenses: Apache-2.0""", ev="result"),
        bash("mix hex.config 2>&1 | grep -E 'repos|mirror'", "mirror_url: \"https://hex-mirror.acme.internal\" (using `HEX_MIRROR`)\n"),
        bash("mix test 2>&1 | tail -3", "Unchecked dependencies for environment test:\n* oban (Hex package)\n  the dependency is not available, run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies\n", code=1),
        say("The hex mirror we use only carries Oban up to 2.18.3, so `~> 2.19` from the ticket can't be resolved and the app won't compile with the new worker."),
        end(False, "Hex dependency resolution failed: no oban version matches ~> 2.19 on the configured hex mirror (latest 2.18.3)."),
    ],
    "The requested oban ~> 2.19 is not available from the configured hex mirror (latest 2.18.3), so dependency resolution fails.",
    repo="realtime"))

A(C("events-proto-codegen", "claude", "dependency_missing", "EVT-301", "Add `refund.settled` event to the events crate",
    """Add a `RefundSettled` message to `proto/events/v1/refunds.proto` and expose it from the `events` crate
(prost codegen runs in `build.rs`). `cargo test -p events` must pass.""",
    [
        say("I'll add the message and let build.rs regenerate the Rust types."),
        bash("git log --oneline -3 && ls proto/events/v1", "a1b2c3d events: RefundRequested\n4d5e6f7 build.rs: prost-build 0.13\n8a9b0c1 ci: cache cargo registry\ncharges.proto\nrefunds.proto\n"),
        read("proto/events/v1/refunds.proto", """syntax = "proto3";
package events.v1;

import "google/protobuf/timestamp.proto";

message RefundRequested {
  string refund_id = 1;
  string charge_id = 2;
  int64 amount_minor = 3;
  string currency = 4;
  google.protobuf.Timestamp at = 5;
}"""),
        edit("proto/events/v1/refunds.proto", "  google.protobuf.Timestamp at = 5;\n}", "  google.protobuf.Timestamp at = 5;\n}\n\nmessage RefundSettled {\n  string refund_id = 1;\n  string psp_reference = 2;\n  google.protobuf.Timestamp at = 3;\n}"),
        read("crates/events/build.rs", """fn main() -> std::io::Result<()> {
    prost_build::compile_protos(
        &["../../proto/events/v1/charges.proto", "../../proto/events/v1/refunds.proto"],
        &["../../proto"],
    )
}"""),
        bash("cargo test -p events 2>&1 | tail -14", """   Compiling events v0.7.0 (/workspace/platform/crates/events)
error: failed to run custom build command for `events v0.7.0 (/workspace/platform/crates/events)`

Caused by:
  process didn't exit successfully: `/workspace/platform/target/debug/build/events-3f9c2a1b7d6e5f40/build-script-build` (exit status: 1)
  --- stderr
  Error: Custom { kind: NotFound, error: "Could not find `protoc`. If `protoc` is installed, try setting the `PROTOC` environment variable to the path of the `protoc` binary. To install it on Debian, run `apt-get install protobuf-compiler`. It is also available at https://github.com/protocolbuffers/protobuf/releases  For more information: https://docs.rs/prost-build/#sourcing-protoc" }""", code=101, ev="result"),
        bash("ls ~/.cargo/bin; rustc --version", "cargo\ncargo-clippy\ncargo-fmt\nrustc\nrustdoc\nrustfmt\nrustup\nrustc 1.83.0 (90b35a623 2024-11-26)\n"),
        bash("which protoc; echo \"PROTOC=${PROTOC:-unset}\"", "PROTOC=unset\n", code=1, ev="result"),
        bash("grep -rn protoc .github/workflows/*.yml | head -3", ".github/workflows/ci.yml:24:      - uses: arduino/setup-protoc@v3\n"),
        say("CI installs protoc with a setup action, but this environment has no `protoc` binary, so prost-build can't generate code and the crate doesn't compile. The proto change is in place."),
        end(True, "Added RefundSettled to refunds.proto. Could not build: protoc is not installed in this environment (prost-build NotFound). CI installs it via arduino/setup-protoc."),
    ],
    "prost-build needs the protoc binary, which is not installed in the environment, so the events crate cannot build.",
    repo="platform", result={"success": False, "summary": "build failed: protoc not found", "exit_code": 1}))

A(C("janitor-role-delete", "osmia", "dependency_missing", "PLAT-1519", "pod-janitor cannot delete pods in tenant namespaces",
    """In prod the janitor logs `pods "x" is forbidden: User "system:serviceaccount:janitor:pod-janitor" cannot delete
resource "pods" in API group "" in the namespace "tenant-42"`. Add the missing verb to the ClusterRole in
`deploy/rbac.yaml` and validate the manifests with `kubectl apply --dry-run=client -f deploy/`.""",
    [
        *orient(["Makefile", "cmd", "deploy", "go.mod", "internal"], ["e5f6a7b janitor: evicted ttl", "c3d4e5f deploy: leader election lease", "a1b2c3d ci: kind e2e"]),
        read("deploy/rbac.yaml", """apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata:
  name: pod-janitor
rules:
  - apiGroups: [""]
    resources: ["pods"]
    verbs: ["get", "list", "watch"]
  - apiGroups: ["coordination.k8s.io"]
    resources: ["leases"]
    verbs: ["get", "create", "update"]"""),
        edit("deploy/rbac.yaml", '    verbs: ["get", "list", "watch"]', '    verbs: ["get", "list", "watch", "delete"]'),
        bash("kubectl apply --dry-run=client -f deploy/", "bash: line 1: kubectl: command not found\n", code=127, ev="result"),
        bash("which kubectl kubeconform kubeval yq; ls /usr/local/bin", "/usr/local/bin/yq\ngo\ngofmt\ngolangci-lint\nyq\n", code=1, ev="result"),
        bash("grep -n kubectl Makefile", "31:\tkubectl apply --dry-run=client -f deploy/\n42:\tkubectl kustomize deploy/overlays/prod > /dev/null\n"),
        bash("go run sigs.k8s.io/kustomize/kustomize/v5@v5.5.0 build deploy/overlays/prod 2>&1 | tail -2", "go: sigs.k8s.io/kustomize/kustomize/v5@v5.5.0: sigs.k8s.io/kustomize/kustomize/v5@v5.5.0: verifying module: missing GOSUMDB entry\n", code=1),
        bash("yq '.rules[0].verbs' deploy/rbac.yaml", "- get\n- list\n- watch\n- delete\n"),
        say("The RBAC change itself is one verb, but the validation the ticket requires needs kubectl, which isn't in this image (nor kubeconform/kubeval)."),
        end(False, "Added delete to the pod-janitor ClusterRole; could not validate: kubectl is not installed in the agent image."),
    ],
    "The required validation step needs kubectl, which is not installed in the agent image; the 'forbidden' text is the prod bug being fixed, not something the agent hit.",
    near_miss="permission_blocked", repo="pod-janitor"))
