"""Environment cases, part 2: missing or unresolvable packages, toolchains and native pieces (c3- set)."""
from gen_lib import Run
from kit import orient


def dependency():
    out = []

    # 1 codex: rustc too old for a locked crate
    r = Run("geohash-neighbors", "codex", "dependency_missing", "",
            "The locked dependency tree needs rustc 1.81 but the image only has 1.75.0, so the crate could not be built at all.",
            ticket="GEO-12", title="geohash: add neighbors(hash) returning the 8 adjacent cells",
            body="""Add `pub fn neighbors(hash: &str) -> Result<[String; 8], Error>` to `src/lib.rs` (order N, NE, E, SE, S, SW, W, NW)
and unit tests. `cargo test` must pass.""", repo="geohash-rs", created="2026-11-05T08:00:00Z")
    orient(r, "rust", 3)
    r.cmd("sed -n '1,80p' src/lib.rs", "mod base32;\nmod error;\n\npub use error::Error;\n\npub fn encode(lat: f64, lon: f64, precision: usize) -> Result<String, Error> { /* ... */ }\npub fn decode(hash: &str) -> Result<(f64, f64, f64, f64), Error> { /* ... */ }")
    r.think("**Implementing neighbors**\n\nI'll decode the cell to its bounding box, step by the cell height/width in each direction and re-encode at the same precision, wrapping longitude.")
    r.edit("src/lib.rs", "", "pub fn neighbors(hash: &str) -> Result<[String; 8], Error> { ... }")
    r.cmd("cargo test 2>&1 | tail -8",
          "    Updating crates.io index\nerror: package `half v2.5.0` cannot be built because it requires rustc 1.81 or newer, while the currently active rustc version is 1.75.0\nEither upgrade rustc or select compatible dependency versions with\n`cargo update <name>@<current-ver> --precise <compatible-ver>`\nwhere `<compatible-ver>` is the latest version supporting rustc 1.75.0", code=101, ev=True)
    r.cmd("rustc --version && rustup toolchain list", "rustc 1.75.0 (82e1608df 2023-12-21)\n1.75.0-x86_64-unknown-linux-gnu (default)", ev=True)
    r.cmd("cat rust-toolchain.toml 2>/dev/null; grep -n rust-version Cargo.toml", "[toolchain]\nchannel = \"1.82\"\n", code=0)
    r.think("**Toolchain mismatch**\n\nThe repo pins 1.82 in rust-toolchain.toml, but only 1.75.0 is installed and rustup can't switch to a toolchain that isn't present. I shouldn't downgrade the lockfile for a feature ticket.")
    r.cmd("rustup run 1.82 cargo --version", "error: toolchain '1.82-x86_64-unknown-linux-gnu' is not installed", code=1, ev=True)
    r.finish("`neighbors()` is written, but nothing compiles here: the lockfile needs rustc >= 1.81 (`half v2.5.0`) and the repo pins 1.82, while the only installed toolchain is 1.75.0. Tests were not run.")
    out.append(r)

    # 2 codex: go toolchain too old, agent lowers the go directive, stdlib package missing
    r = Run("shipment-tracker-ctx-deadline", "codex", "dependency_missing", "wrong_approach",
            "The module needs Go >= 1.23 and only go1.22.7 is installed with GOTOOLCHAIN=local; lowering the go directive just surfaced the same gap as 'package iter is not in std'.",
            ticket="SHP-318", title="Carrier API calls ignore request deadlines",
            body="""`internal/carrier/client.go` uses `http.Get` so the caller's context deadline is ignored. Thread the
context through (`http.NewRequestWithContext`). `go test ./...` must pass.""", repo="shipment-tracker", created="2026-11-05T08:40:00Z")
    orient(r, "go", 3)
    r.cmd("go test ./... 2>&1 | head", "go: go.mod requires go >= 1.23.0 (running go 1.22.7; GOTOOLCHAIN=local)", code=1, ev=True)
    r.cmd("go version; go env GOTOOLCHAIN; ls -d /usr/local/go* $HOME/sdk 2>/dev/null", "go version go1.22.7 linux/amd64\nlocal\n/usr/local/go", ev=True)
    r.cmd("sed -n '1,40p' internal/carrier/client.go",
          "package carrier\n\nfunc (c *Client) Track(ctx context.Context, id string) (*Status, error) {\n\tresp, err := http.Get(c.base + \"/track/\" + id)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tdefer resp.Body.Close()\n\treturn decode(resp.Body)\n}")
    r.edit("internal/carrier/client.go", "\tresp, err := http.Get(c.base + \"/track/\" + id)", "\treq, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+\"/track/\"+id, nil)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tresp, err := c.http.Do(req)")
    r.think("**Working around the toolchain check**\n\nLet me try lowering the go directive locally to see whether the code actually needs 1.23.")
    r.cmd("sed -i 's/^go 1.23.0$/go 1.22/' go.mod && go build ./...",
          "internal/batch/pages.go:5:2: package iter is not in std (/usr/local/go/src/iter)", code=1, ev=True)
    r.cmd("git checkout -- go.mod && git diff --stat", " internal/carrier/client.go | 6 +++++-\n 1 file changed, 5 insertions(+), 1 deletion(-)")
    r.finish("The context is now threaded through `Track`. I couldn't build or test: the module requires Go 1.23 (it uses the `iter` package) but only Go 1.22.7 is installed and toolchain downloads are disabled (GOTOOLCHAIN=local). I restored go.mod.")
    out.append(r)

    # 3 transcript: psycopg2 needs pg_config
    r = Run("pgsync-cli-batch-size", "claude-transcript", "dependency_missing", "",
            "Installing the project failed while building psycopg2 from source because pg_config / libpq headers are not installed on the machine, so nothing could be imported or tested.",
            ticket="DB-77", title="pgsync: --batch-size is ignored for COPY",
            body="""`pgsync copy --batch-size 5000` still sends one COPY per table. Respect the option in
`pgsync/copy.py::copy_table`. Tests: `pytest tests/test_copy.py` (uses a fake connection).""", repo="pgsync-cli", created="2026-11-05T09:10:00Z")
    orient(r, "python", 3)
    r.cmd("python -m venv .venv && .venv/bin/pip install -e '.[test]' 2>&1 | tail -25",
          "Collecting psycopg2==2.9.9 (from pgsync-cli==0.6.0)\n  Using cached psycopg2-2.9.9.tar.gz (384 kB)\n  Preparing metadata (setup.py): started\n  Preparing metadata (setup.py): finished with status 'error'\n  error: subprocess-exited-with-error\n\n  × python setup.py egg_info did not run successfully.\n  │ exit code: 1\n  ╰─> [23 lines of output]\n      running egg_info\n      writing psycopg2.egg-info/PKG-INFO\n\n      Error: pg_config executable not found.\n\n      pg_config is required to build psycopg2 from source.  Please add the directory\n      containing pg_config to the $PATH or specify the full executable path with the\n      option:\n\n          python setup.py build_ext --pg-config /path/to/pg_config build ...\n\n      or with the pg_config option in 'setup.cfg'.\n\n      If you prefer to avoid building psycopg2 from source, please install the PyPI\n      'psycopg2-binary' package instead.\n      [end of output]\n\n  note: This error originates from a subprocess, and is likely not a problem with pip.\nerror: metadata-generation-failed", code=1, ev=True)
    r.cmd("command -v pg_config; ls /usr/include/postgresql 2>&1; dpkg -l | grep -c libpq", "ls: cannot access '/usr/include/postgresql': No such file or directory\n0", code=1, ev=True)
    r.read("pgsync/copy.py",
           "def copy_table(conn, table, rows, batch_size=None):\n    with conn.cursor() as cur:\n        buf = to_csv(rows)\n        cur.copy_expert(f'COPY {table} FROM STDIN WITH CSV', buf)")
    r.edit("pgsync/copy.py", "        buf = to_csv(rows)\n        cur.copy_expert(f'COPY {table} FROM STDIN WITH CSV', buf)",
           "        for chunk in chunked(rows, batch_size or len(rows) or 1):\n            cur.copy_expert(f'COPY {table} FROM STDIN WITH CSV', to_csv(chunk))")
    r.cmd(".venv/bin/python -m pytest -q tests/test_copy.py", "ImportError while loading conftest '/workspace/pgsync-cli/tests/conftest.py'.\ntests/conftest.py:1: in <module>\n    import psycopg2\nE   ModuleNotFoundError: No module named 'psycopg2'", code=4)
    r.say("The batching change is made, but the project can't be installed here: psycopg2 is pinned as a source build and the machine has no PostgreSQL client headers (`pg_config` is missing), so the tests can't import it. Switching the pin to psycopg2-binary would be a separate decision for the maintainers.")
    r.result = {"success": False, "summary": "tests not run", "exit_code": 1}
    r.cut()
    out.append(r)

    # 4 codex: maven compiler release 21 on JDK 17
    r = Run("rates-importer-csv-bom", "codex", "dependency_missing", "",
            "The build targets Java 21 but only JDK 17 is installed, so maven-compiler-plugin fails with 'release version 21 not supported' before any test runs.",
            ticket="FX-233", title="Rates import fails on CSV files with a UTF-8 BOM",
            body="""ECB rate files saved from Excel start with a BOM and the first header becomes "\\uFEFFdate", which
`RatesCsvReader` doesn't recognise. Strip the BOM. `mvn -B test` must pass.""", repo="rates-importer", created="2026-11-05T09:50:00Z")
    orient(r, "java", 2)
    r.cmd("sed -n '1,60p' src/main/java/com/acme/fx/RatesCsvReader.java",
          "public final class RatesCsvReader {\n    public List<Rate> read(Reader in) throws IOException {\n        CSVParser p = CSVFormat.DEFAULT.builder().setHeader().build().parse(in);\n        for (CSVRecord r : p) {\n            out.add(new Rate(LocalDate.parse(r.get(\"date\")), r.get(\"ccy\"), new BigDecimal(r.get(\"rate\"))));\n        }\n        return out;\n    }\n}")
    r.edit("src/main/java/com/acme/fx/RatesCsvReader.java", "CSVParser p = CSVFormat.DEFAULT.builder().setHeader().build().parse(in);", "CSVParser p = CSVFormat.DEFAULT.builder().setHeader().build().parse(new BOMInputStreamReader(in));")
    r.cmd("mvn -B -q test 2>&1 | tail -6",
          "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project rates-importer: Fatal error compiling: error: release version 21 not supported -> [Help 1]\n[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n[ERROR] Re-run Maven using the -X switch to enable full debug logging.", code=1, ev=True)
    r.cmd("java -version 2>&1; mvn -v | head -3; ls /usr/lib/jvm",
          "openjdk version \"17.0.11\" 2024-04-16\nOpenJDK Runtime Environment (build 17.0.11+9-Ubuntu-1)\nOpenJDK 64-Bit Server VM (build 17.0.11+9-Ubuntu-1, mixed mode, sharing)\nApache Maven 3.9.6\nMaven home: /usr/share/maven\nJava version: 17.0.11, vendor: Ubuntu, runtime: /usr/lib/jvm/java-17-openjdk-amd64\njava-17-openjdk-amd64", ev=True)
    r.cmd("grep -n 'release' pom.xml", "12:    <maven.compiler.release>21</maven.compiler.release>")
    r.think("**JDK 21 not available**\n\nThe project targets 21 (it uses record patterns in the parser package), and the machine only has 17. Lowering the release would break other code; there's no JDK 21 to switch to.")
    r.finish("Added BOM stripping in `RatesCsvReader`, but the project can't compile here: it targets Java 21 and only JDK 17 is installed (`release version 21 not supported`). Tests not run.")
    out.append(r)

    # 5 codex: gradle toolchain not installed
    r = Run("kpi-exporter-csv-locale", "codex", "dependency_missing", "",
            "Gradle's Kotlin build asks for a Java 21 toolchain that is not installed and cannot be provisioned ('No matching toolchains found ... languageVersion=21'), so nothing compiled.",
            ticket="KPI-64", title="KPI CSV export uses comma decimals on German hosts",
            body="""`CsvExporter` formats numbers with the JVM default locale, so hosts with `de_DE` write `3,14`.
Always use `Locale.ROOT`. Tests: `./gradlew test`.""", repo="kpi-exporter", created="2026-11-05T10:30:00Z")
    orient(r, "kotlin", 4)
    r.cmd("rg -n 'format\\(' src/main/kotlin | head", "src/main/kotlin/com/acme/kpi/CsvExporter.kt:22:            append(\"%.4f\".format(value))\nsrc/main/kotlin/com/acme/kpi/CsvExporter.kt:31:            append(\"%d\".format(count))")
    r.edit("src/main/kotlin/com/acme/kpi/CsvExporter.kt", "append(\"%.4f\".format(value))", "append(\"%.4f\".format(Locale.ROOT, value))")
    r.cmd("./gradlew test --console=plain 2>&1 | tail -14",
          "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task ':compileKotlin'.\n> Could not resolve all dependencies for configuration ':compileClasspath'.\n   > Failed to calculate the value of task ':compileJava' property 'javaCompiler'.\n      > No matching toolchains found for requested specification: {languageVersion=21, vendor=any, implementation=vendor-specific} for LINUX on x86_64.\n         > No locally installed toolchains match and toolchain download repositories have not been configured.\n\n* Try:\n> Learn more about toolchain auto-detection at https://docs.gradle.org/8.7/userguide/toolchains.html#sec:auto_detection.\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 4s", code=1, ev=True)
    r.cmd("./gradlew -q javaToolchains 2>&1 | sed -n '1,12p'",
          " + Options\n     | Auto-detection:     Enabled\n     | Auto-download:      Enabled\n\n + Ubuntu JDK 17.0.11+9-Ubuntu-1\n     | Location:           /usr/lib/jvm/java-17-openjdk-amd64\n     | Language Version:   17\n     | Vendor:             Ubuntu\n     | Is JDK:             true", ev=True)
    r.finish("I switched the number formatting to `Locale.ROOT`. The build can't run: it requires a Java 21 toolchain and only JDK 17 is installed, with no toolchain download repository configured.")
    out.append(r)

    # 6 transcript: ruby native extension, no headers
    r = Run("csv-sanitizer-quote-char", "claude-transcript", "dependency_missing", "",
            "bundle install could not compile the json gem's native extension because the Ruby development headers are not installed, so the bundle never resolved and specs could not run.",
            ticket="CSV-31", title="csv-sanitizer: --quote-char option is not passed to the parser",
            body="""`csv-sanitizer --quote-char "'" in.csv` still parses with `"`. Pass the option through in
`lib/csv_sanitizer/cli.rb`. Specs: `bundle exec rspec`.""", repo="csv-sanitizer", created="2026-11-05T11:05:00Z")
    orient(r, "ruby", 3)
    r.cmd("bundle install 2>&1 | tail -22",
          "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nFetching json 2.7.2\nInstalling json 2.7.2 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n    current directory: /home/agent/.gem/ruby/3.2.0/gems/json-2.7.2/ext/json/ext/generator\n/usr/bin/ruby3.2 -I /usr/lib/ruby/vendor_ruby extconf.rb\nmkmf.rb can't find header files for ruby at /usr/lib/ruby/include/ruby.h\n\nYou might have to install separate package for the ruby development\nenvironment, ruby-dev or ruby-devel for example.\n\nextconf failed, exit code 1\n\nGem files will remain installed in /home/agent/.gem/ruby/3.2.0/gems/json-2.7.2 for inspection.\nResults logged to /home/agent/.gem/ruby/3.2.0/extensions/x86_64-linux/3.2.0/json-2.7.2/gem_make.out\n\nAn error occurred while installing json (2.7.2), and Bundler cannot continue.\n\nIn Gemfile.lock:\n  json", code=5, ev=True)
    r.read("lib/csv_sanitizer/cli.rb", "options = { quote_char: '\"' }\nOptionParser.new do |o|\n  o.on('--quote-char CHAR') { |c| options[:quote] = c }\nend.parse!(argv)\nSanitizer.new(quote_char: '\"').run(input)")
    r.edit("lib/csv_sanitizer/cli.rb", "  o.on('--quote-char CHAR') { |c| options[:quote] = c }", "  o.on('--quote-char CHAR') { |c| options[:quote_char] = c }")
    r.edit("lib/csv_sanitizer/cli.rb", "Sanitizer.new(quote_char: '\"').run(input)", "Sanitizer.new(quote_char: options[:quote_char]).run(input)")
    r.cmd("bundle exec rspec", "Could not find json-2.7.2 in locally installed gems\nRun `bundle install` to install missing gems.", code=7, ev=True)
    r.cmd("ls /usr/include/ruby-3.2.0 2>&1; gem list json", "ls: cannot access '/usr/include/ruby-3.2.0': No such file or directory\n\n*** LOCAL GEMS ***\n\njson (2.6.3 default)")
    r.say("I fixed the option name and passed it to the sanitizer, but I couldn't run the specs: `json 2.7.2` needs a native build and the Ruby development headers (ruby-dev) aren't installed, so `bundle install` fails.")
    r.result = {"success": False, "summary": "specs not run", "exit_code": 1}
    r.cut()
    out.append(r)

    # 7 codex: no C linker
    r = Run("wal-inspect-segment-size", "codex", "dependency_missing", "",
            "The very first crate build script failed with 'linker `cc` not found': the image has no C compiler/linker, so the Rust crate cannot be built.",
            ticket="DB-140", title="wal-inspect: support 64 MiB WAL segments",
            body="""`wal-inspect` assumes 16 MiB segments. Read the segment size from the control file header
(`src/control.rs`) and use it in `src/segment.rs`. `cargo test` must pass.""", repo="wal-inspect", created="2026-11-05T11:40:00Z")
    orient(r, "rust", 3)
    r.cmd("rg -n 'SEGMENT_SIZE|16 \\* 1024' src", "src/segment.rs:4:pub const SEGMENT_SIZE: u64 = 16 * 1024 * 1024;\nsrc/segment.rs:31:        let seg = lsn / SEGMENT_SIZE;\nsrc/segment.rs:32:        let off = lsn % SEGMENT_SIZE;")
    r.patch([("src/segment.rs", "update"), ("src/control.rs", "update")])
    r.cmd("cargo test 2>&1 | tail -12",
          "   Compiling libc v0.2.155\n   Compiling proc-macro2 v1.0.86\n   Compiling unicode-ident v1.0.12\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...\nerror: could not compile `libc` (build script) due to 1 previous error", code=101, ev=True)
    r.cmd("command -v cc gcc clang ld || echo none", "none", code=1, ev=True)
    r.cmd("CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER=rust-lld cargo build 2>&1 | tail -4",
          "   Compiling libc v0.2.155\nerror: linking with `rust-lld` failed: exit status: 1\n  |\n  = note: rust-lld: error: unable to find library -lgcc_s\n          rust-lld: error: unable to find library -lc", code=101)
    r.finish("The segment size is now read from the control file. I couldn't build: there is no C toolchain (`cc`/`gcc`/`clang`) on this machine, so build scripts can't link, and rust-lld alone can't find libc/libgcc_s.")
    out.append(r)

    # 8 codex: pinned pyarrow has no wheel for this Python; long run with noise
    r = Run("churn-features-tenure", "codex", "dependency_missing", "infra_failure",
            "The pinned pyarrow==12.0.1 has no distribution for this Python (pip lists only 14.x-17.x, so the index was reachable), so the dev requirements could not be installed and the parquet-based tests cannot run.",
            ticket="DS-519", title="tenure_days is negative for customers who signed up after the snapshot",
            body="""`features/tenure.py::tenure_days` returns negative values for customers whose `signup_at` is after the
snapshot date; they should be 0. The feature tests read parquet fixtures (`tests/fixtures/*.parquet`).

Acceptance: `pip install -r requirements-dev.txt && pytest -q tests/features` green.""", repo="churn-features", created="2026-11-05T12:20:00Z")
    orient(r, "python", 4)
    r.todo(["Read tenure feature and tests", "Fix negative tenure", "Install dev requirements and run feature tests"])
    r.cmd("sed -n '1,80p' features/tenure.py", "import pandas as pd\n\n\ndef tenure_days(df: pd.DataFrame, snapshot: pd.Timestamp) -> pd.Series:\n    return (snapshot - df['signup_at']).dt.days\n")
    r.cmd("sed -n '1,80p' features/__init__.py", "from .tenure import tenure_days\nfrom .activity import active_days_30, sessions_per_week\nfrom .billing import arpu_90d, failed_payments_90d\n\nREGISTRY = {\n    'tenure_days': tenure_days,\n    'active_days_30': active_days_30,\n    'sessions_per_week': sessions_per_week,\n    'arpu_90d': arpu_90d,\n    'failed_payments_90d': failed_payments_90d,\n}")
    r.cmd("sed -n '1,60p' tests/features/test_tenure.py", "import pandas as pd\n\nfrom features import tenure_days\n\n\ndef test_future_signup_is_zero(customers):\n    snap = pd.Timestamp('2026-06-30')\n    out = tenure_days(customers, snap)\n    assert (out >= 0).all()\n    assert out.loc['c-017'] == 0")
    r.cmd("sed -n '1,40p' tests/conftest.py", "import pandas as pd\nimport pytest\n\n\n@pytest.fixture\ndef customers():\n    return pd.read_parquet('tests/fixtures/customers.parquet').set_index('customer_id')")
    r.edit("features/tenure.py", "    return (snapshot - df['signup_at']).dt.days", "    return (snapshot - df['signup_at']).dt.days.clip(lower=0)")
    r.todo(["Read tenure feature and tests", "Fix negative tenure", "Install dev requirements and run feature tests"], done=2)
    r.cmd("python --version && cat requirements-dev.txt", "Python 3.12.4\n-r requirements.txt\npyarrow==12.0.1\npytest==8.2.2\nhypothesis==6.103.1")
    r.cmd("pip install -r requirements-dev.txt 2>&1 | tail -6",
          "Requirement already satisfied: pandas==2.2.2 in ./.venv/lib/python3.12/site-packages (from -r requirements.txt (line 1)) (2.2.2)\nRequirement already satisfied: numpy>=1.26.0 in ./.venv/lib/python3.12/site-packages (from pandas==2.2.2->-r requirements.txt (line 1)) (1.26.4)\nERROR: Ignored the following versions that require a different python version: 0.17.1 Requires-Python >=3.6,<3.10\nERROR: Could not find a version that satisfies the requirement pyarrow==12.0.1 (from versions: 14.0.0, 14.0.1, 14.0.2, 15.0.0, 15.0.1, 15.0.2, 16.0.0, 16.1.0, 17.0.0)\nERROR: No matching distribution found for pyarrow==12.0.1", code=1, ev=True)
    r.cmd("python -m pytest -q tests/features",
          "==================================== ERRORS ====================================\n______________ ERROR at setup of test_future_signup_is_zero ______________\nE   ImportError: Unable to find a usable engine; tried using: 'pyarrow', 'fastparquet'.\nE   A suitable version of pyarrow or fastparquet is required for parquet support.\nE   Trying to import the above resulted in these errors:\nE    - Missing optional dependency 'pyarrow'. pyarrow is required for parquet support. Use pip or conda to install pyarrow.\nE    - Missing optional dependency 'fastparquet'. fastparquet is required for parquet support. Use pip or conda to install fastparquet.\n=========================== short test summary info ============================\nERROR tests/features/test_tenure.py::test_future_signup_is_zero - ImportError: Unable to find a usable engine\n6 passed, 9 errors in 1.04s", code=1, ev=True)
    r.think("**Pin doesn't exist for 3.12**\n\npyarrow 12.0.1 never shipped cp312 wheels. Bumping the pin is a dependency change outside this ticket; I'll report it.")
    r.finish("`tenure_days` now clips at 0. The feature tests can't run: requirements-dev.txt pins `pyarrow==12.0.1`, which has no build for Python 3.12 (pip only offers 14.0.0+), so parquet fixtures can't be read. The pin needs bumping before the suite can run.")
    out.append(r)

    # 9 codex: .NET SDK too old
    r = Run("label-printer-zpl-escape", "codex", "dependency_missing", "",
            "The projects target net8.0 but only the .NET 7 SDK is installed (NETSDK1045), so restore/build fails before any test.",
            ticket="WMS-402", title="ZPL labels break when the product name contains ^ or ~",
            body="""`ZplBuilder.Text()` writes product names verbatim; `^` and `~` are ZPL control prefixes and corrupt
the label. Escape them with `_5E`/`_7E` and `^FH`. Tests: `dotnet test`.""", repo="label-printer", created="2026-11-05T13:00:00Z")
    orient(r, "dotnet", 4)
    r.cmd("sed -n '1,50p' src/Labels/ZplBuilder.cs", "public ZplBuilder Text(int x, int y, string value)\n{\n    _sb.Append($\"^FO{x},{y}^A0N,30,30^FD{value}^FS\");\n    return this;\n}")
    r.edit("src/Labels/ZplBuilder.cs", "_sb.Append($\"^FO{x},{y}^A0N,30,30^FD{value}^FS\");", "_sb.Append($\"^FO{x},{y}^A0N,30,30^FH^FD{Escape(value)}^FS\");")
    r.cmd("dotnet test 2>&1 | tail -5",
          "/usr/share/dotnet/sdk/7.0.410/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(160,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 8.0.  Either target .NET 7.0 or lower, or use a version of the .NET SDK that supports .NET 8.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/label-printer/src/Labels/Labels.csproj]\n/usr/share/dotnet/sdk/7.0.410/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(160,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 8.0.  Either target .NET 7.0 or lower, or use a version of the .NET SDK that supports .NET 8.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/label-printer/tests/Labels.Tests/Labels.Tests.csproj]", code=1, ev=True)
    r.cmd("dotnet --list-sdks; cat global.json", "7.0.410 [/usr/share/dotnet/sdk]\n{\n  \"sdk\": { \"version\": \"8.0.300\", \"rollForward\": \"latestFeature\" }\n}", ev=True)
    r.finish("The escaping is implemented (`^FH` plus `_5E`/`_7E`). I couldn't build or test: the solution targets net8.0 and pins SDK 8.0.300 in global.json, but only the .NET 7.0.410 SDK is installed.")
    out.append(r)

    # 10 transcript: -race needs cgo, no gcc
    r = Run("blob-gc-sweeper-race", "claude-transcript", "dependency_missing", "",
            "The required `make test` runs go test -race, which needs cgo and a C compiler; gcc is not installed ('C compiler \"gcc\" not found'), so the acceptance check could not run.",
            ticket="STO-88", title="Sweeper deletes blobs still referenced by an in-flight upload",
            body="""`internal/sweep` can delete a blob between `Reserve` and `Commit` of an upload. Hold the reservation
lock while listing candidates. Acceptance: `make test` (runs `go test -race ./...`) passes.""", repo="blob-gc", created="2026-11-05T13:45:00Z")
    orient(r, "go", 3)
    r.read("internal/sweep/sweeper.go", "func (s *Sweeper) Run(ctx context.Context) error {\n\tcands, err := s.store.ListUnreferenced(ctx, s.cutoff())\n\tif err != nil {\n\t\treturn err\n\t}\n\ts.reservations.mu.Lock()\n\tdefer s.reservations.mu.Unlock()\n\tfor _, c := range cands {\n\t\tif s.reservations.has(c) {\n\t\t\tcontinue\n\t\t}\n\t\t_ = s.store.Delete(ctx, c)\n\t}\n\treturn nil\n}")
    r.edit("internal/sweep/sweeper.go", "\tcands, err := s.store.ListUnreferenced(ctx, s.cutoff())\n\tif err != nil {\n\t\treturn err\n\t}\n\ts.reservations.mu.Lock()\n\tdefer s.reservations.mu.Unlock()",
           "\ts.reservations.mu.Lock()\n\tdefer s.reservations.mu.Unlock()\n\tcands, err := s.store.ListUnreferenced(ctx, s.cutoff())\n\tif err != nil {\n\t\treturn err\n\t}")
    r.cmd("make test",
          "go test -race ./...\n# runtime/cgo\ncgo: C compiler \"gcc\" not found: exec: \"gcc\": executable file not found in $PATH\nFAIL\tgithub.com/acme/blob-gc/internal/sweep [build failed]\nFAIL\tgithub.com/acme/blob-gc/internal/store [build failed]\nFAIL\nmake: *** [Makefile:7: test] Error 1", code=2, ev=True)
    r.cmd("CGO_ENABLED=0 go test -race ./...", "go: -race requires cgo; enable cgo by setting CGO_ENABLED=1", code=2, ev=True)
    r.cmd("go test ./...", "ok  \tgithub.com/acme/blob-gc/internal/store\t0.088s\nok  \tgithub.com/acme/blob-gc/internal/sweep\t0.231s\nok  \tgithub.com/acme/blob-gc/cmd/blob-gc\t0.015s [no tests to run]")
    r.say("The ordering fix passes the tests without the race detector. `make test` itself can't run here: `-race` needs cgo and there's no gcc in the image.")
    r.result = {"success": False, "summary": "make test failed", "exit_code": 2}
    r.cut()
    out.append(r)

    # 11 codex: python too old for the package
    r = Run("tomlfmt-cli-inline-tables", "codex", "dependency_missing", "",
            "The package requires Python >= 3.10 but the machine only has Python 3.9.18, so the project could not be installed ('requires a different Python') and tests never ran.",
            ticket="DX-77", title="tomlfmt: inline tables lose their trailing comment",
            body="""`tomlfmt` drops `# comment` after inline tables (`a = { b = 1 } # keep me`). Fix in
`src/tomlfmt/emit.py`. Acceptance: `pip install -e '.[dev]' && pytest -q`.""", repo="tomlfmt-cli", created="2026-11-05T14:30:00Z")
    orient(r, "python", 3)
    r.cmd("pip install -e '.[dev]'",
          "Obtaining file:///workspace/tomlfmt-cli\n  Installing build dependencies: started\n  Installing build dependencies: finished with status 'done'\n  Checking if build backend supports build_editable: started\n  Checking if build backend supports build_editable: finished with status 'done'\nERROR: Package 'tomlfmt-cli' requires a different Python: 3.9.18 not in '>=3.10'", code=1, ev=True)
    r.cmd("ls /usr/bin/python3* /usr/local/bin/python3* 2>/dev/null; command -v pyenv uv || true", "/usr/bin/python3\n/usr/bin/python3.9\n/usr/bin/python3.9-config", ev=True)
    r.cmd("sed -n '1,80p' src/tomlfmt/emit.py", "def emit_inline_table(node, out):\n    out.write('{ ' + ', '.join(f'{k} = {emit_value(v)}' for k, v in node.items()) + ' }')\n    # trailing comment handled by emit_line for scalars only")
    r.edit("src/tomlfmt/emit.py", "    # trailing comment handled by emit_line for scalars only", "    if node.trivia.comment:\n        out.write(' ' + node.trivia.comment)")
    r.cmd("python3 -m pytest -q", "ImportError while loading conftest '/workspace/tomlfmt-cli/tests/conftest.py'.\ntests/conftest.py:1: in <module>\n    import tomllib\nE   ModuleNotFoundError: No module named 'tomllib'", code=4)
    r.finish("The comment is now re-emitted after inline tables. The package can't be installed on this machine: it needs Python 3.10+ (it uses `tomllib`), and only Python 3.9.18 is available.")
    out.append(r)

    # 12 codex: internal artifact not published
    r = Run("payments-events-schema-bump", "codex", "dependency_missing", "",
            "The ticket's schema version 4.2.0 is not published in Nexus (maven-metadata lists up to 4.1.3), so Maven cannot resolve the artifact; the repository itself answered fine.",
            ticket="PAY-1502", title="Consume RefundIssued events (events-schema 4.2.0)",
            body="""events-schema 4.2.0 adds `RefundIssued`. Bump the dependency in `pom.xml` and handle the event in
`RefundProjection`. `mvn -B verify` must pass.""", repo="payments-events", created="2026-11-05T15:10:00Z")
    orient(r, "java", 3)
    r.cmd("grep -n -A2 'events-schema' pom.xml", "48:      <artifactId>events-schema</artifactId>\n49-      <version>4.1.3</version>\n50-    </dependency>")
    r.cmd("sed -i 's#<version>4.1.3</version>#<version>4.2.0</version>#' pom.xml && git diff --stat", " pom.xml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
    r.patch([("src/main/java/com/acme/payments/RefundProjection.java", "update"), ("src/test/java/com/acme/payments/RefundProjectionTest.java", "update")])
    r.cmd("mvn -B verify 2>&1 | grep -E 'ERROR|BUILD' | head -5",
          "[ERROR] Failed to execute goal on project payments-events: Could not resolve dependencies for project com.acme:payments-events:jar:1.8.0-SNAPSHOT: The following artifacts could not be resolved: com.acme.platform:events-schema:jar:4.2.0 (absent): Could not find artifact com.acme.platform:events-schema:jar:4.2.0 in nexus (https://nexus.acme.internal/repository/maven-public/) -> [Help 1]\n[INFO] BUILD FAILURE", code=1, ev=True)
    r.cmd("curl -s https://nexus.acme.internal/repository/maven-public/com/acme/platform/events-schema/maven-metadata.xml | grep -E '<(latest|release|version)>'",
          "    <latest>4.1.3</latest>\n    <release>4.1.3</release>\n      <version>4.0.0</version>\n      <version>4.1.0</version>\n      <version>4.1.2</version>\n      <version>4.1.3</version>", ev=True)
    r.finish("Wrote the RefundIssued handler, but `events-schema:4.2.0` doesn't exist in Nexus yet (latest release is 4.1.3), so the build can't resolve it. It needs to be published first.")
    out.append(r)

    # 13 transcript: shellcheck not installed
    r = Run("bootstrap-scripts-sc2086", "claude-transcript", "dependency_missing", "",
            "The acceptance check `make lint` runs shellcheck, which is not installed on the machine (make: shellcheck: No such file or directory, exit 127).",
            ticket="OPS-640", title="Quote variables flagged by shellcheck in host bootstrap scripts",
            body="""CI's `make lint` fails on SC2086 in `scripts/bootstrap_host.sh` and `scripts/join_cluster.sh`.
Quote the expansions. Acceptance: `make lint` and `bats tests/` pass.""", repo="host-bootstrap", created="2026-11-05T15:50:00Z")
    orient(r, "shell", 3)
    r.cmd("make lint", "shellcheck scripts/*.sh\nmake: shellcheck: No such file or directory\nmake: *** [Makefile:10: lint] Error 127", code=2, ev=True)
    r.cmd("command -v shellcheck || ls ~/.local/bin /usr/local/bin | grep -i shellcheck || echo 'not installed'", "not installed", ev=True)
    r.read("scripts/bootstrap_host.sh", "#!/usr/bin/env bash\nset -euo pipefail\n\nHOSTNAME=$1\nDISK=$2\n\nmkfs.ext4 -F $DISK\nmount $DISK /data\nhostnamectl set-hostname $HOSTNAME")
    r.edit("scripts/bootstrap_host.sh", "mkfs.ext4 -F $DISK\nmount $DISK /data\nhostnamectl set-hostname $HOSTNAME", "mkfs.ext4 -F \"$DISK\"\nmount \"$DISK\" /data\nhostnamectl set-hostname \"$HOSTNAME\"")
    r.read("scripts/join_cluster.sh", "#!/usr/bin/env bash\nset -euo pipefail\n\nkubeadm join $API_ENDPOINT --token $TOKEN --discovery-token-ca-cert-hash $CA_HASH")
    r.edit("scripts/join_cluster.sh", "kubeadm join $API_ENDPOINT --token $TOKEN --discovery-token-ca-cert-hash $CA_HASH", "kubeadm join \"$API_ENDPOINT\" --token \"$TOKEN\" --discovery-token-ca-cert-hash \"$CA_HASH\"")
    r.cmd("bash -n scripts/*.sh && bats tests/", "bootstrap.bats\n ✓ refuses to run without a disk argument\n ✓ formats and mounts the given disk (dry run)\njoin.bats\n ✓ passes endpoint and token to kubeadm (dry run)\n\n3 tests, 0 failures")
    r.say("I quoted every flagged expansion and the bats tests pass, but `make lint` can't run here because shellcheck isn't installed, so I can't confirm SC2086 is gone.")
    r.result = {"success": False, "summary": "make lint exited 2", "exit_code": 2}
    r.cut()
    out.append(r)
    return out

def extra():
    out = []

    # 14 codex: the crate the ticket names is not in the internal registry
    r = Run("sqlx-lite-json-column", "codex", "dependency_missing", "",
            "The ticket's pg-jsonb 0.4 crate is not published in the internal 'acme' registry (cargo add: could not be found in registry index; build: no matching package), so the feature could not be built.",
            ticket="DB-311", title="Support JSON columns in Row::get",
            body="""`Row::get::<serde_json::Value>("payload")` should decode JSON/JSONB columns. Use the platform team's
`pg-jsonb` crate (0.4, published to our `acme` registry) behind a `json` feature and implement `FromSql` in
`src/types/json.rs`.""", repo="sqlx-lite", created="2026-11-05T16:30:00Z")
    orient(r, "rust", 3)
    r.cmd("grep -n -A6 '^\\[features\\]' Cargo.toml && cat .cargo/config.toml", "[features]\ndefault = []\nchrono = [\"dep:chrono\"]\nuuid = [\"dep:uuid\"]\n[registries.acme]\nindex = \"sparse+https://crates.acme.internal/index/\"")
    r.think("**Adding pg-jsonb**\n\nThe crate lives in the acme registry, which is configured in .cargo/config.toml. I'll add it as an optional dependency and wire a `json` feature.")
    r.cmd("cargo add pg-jsonb@0.4 --optional --registry acme",
          "    Updating `acme` index\nerror: the crate `pg-jsonb@0.4` could not be found in registry index.", code=101, ev=True)
    r.cmd("cargo search pg-jsonb --registry acme; cargo search pg-json --registry acme", "pg-types-acme = \"1.3.0\"    # Postgres type helpers used by acme services\n", code=0, ev=True)
    r.write("src/types/json.rs", "use pg_jsonb::Jsonb;\n\nimpl FromSql for serde_json::Value { /* ... */ }")
    r.cmd("cargo build --features json 2>&1 | tail -4", "    Updating `acme` index\nerror: no matching package named `pg-jsonb` found\nlocation searched: `acme` index\nrequired by package `sqlx-lite v0.7.2 (/workspace/sqlx-lite)`", code=101, ev=True)
    r.finish("Implemented `FromSql` for JSON values behind a `json` feature, but `pg-jsonb` isn't published in the acme registry (no version at all), so nothing builds with the feature on.")
    out.append(r)

    # 15 codex: gem that is not on rubygems
    r = Run("changelog-cli-markdown", "codex", "dependency_missing", "",
            "Bundler could not find the gem the ticket prescribes (rubygems.org has no commonmarker-gfm), so the bundle never resolved and specs could not run.",
            ticket="REL-140", title="changelog-cli: render GitHub-flavoured tables",
            body="""`changelog-cli render` turns markdown tables into plain text. Switch to the `commonmarker-gfm` gem (~> 1.0, as
agreed in ADR-12) so tables become HTML tables. Code: `lib/changelog_cli/render.rb`; specs `bundle exec rspec`.""", repo="changelog-cli", created="2026-11-05T17:10:00Z")
    orient(r, "ruby", 2)
    r.cmd("sed -n '1,30p' lib/changelog_cli/render.rb", "require \"kramdown\"\n\nmodule ChangelogCli\n  def self.render(md)\n    Kramdown::Document.new(md).to_html\n  end\nend")
    r.edit("Gemfile", "gem \"kramdown\", \"~> 2.4\"", "gem \"commonmarker-gfm\", \"~> 1.0\"")
    r.edit("lib/changelog_cli/render.rb", "require \"kramdown\"", "require \"commonmarker/gfm\"")
    r.cmd("bundle install 2>&1 | tail -6", "Fetching gem metadata from https://rubygems.org/...........\nCould not find gem 'commonmarker-gfm (~> 1.0)' in rubygems repository https://rubygems.org/ or installed locally.\n\nThe source does not contain any versions of 'commonmarker-gfm'", code=7, ev=True)
    r.cmd("gem search '^commonmarker' --remote", "*** REMOTE GEMS ***\n\ncommonmarker (1.1.5 ruby x86_64-linux)\ncommonmarker-rouge (0.1.0)")
    r.cmd("bundle exec rspec 2>&1 | tail -2", "Could not find gem 'commonmarker-gfm (~> 1.0)' in locally installed gems.\nRun `bundle install` to install missing gems.", code=7, ev=True)
    r.finish("Switched the renderer to GFM, but `commonmarker-gfm` can't be installed (rubygems has no such gem), so specs can't run.")
    out.append(r)
    return out


def cases():
    return dependency() + extra()
