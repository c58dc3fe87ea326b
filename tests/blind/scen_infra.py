from make_blind import say, think, sh, read, edit, write, tool, raw, api_error, multi

CASES = []

# ---------------------------------------------------------------- I1 claude OOM
CASES.append(dict(
    slug="rpt-4410", ticket="RPT-4410", fmt="claude", mode="infra_failure",
    near_miss="ModuleNotFoundError for pyarrow early on, fixed by pip install and re-run before the real failure",
    why="pytest is OOM-killed twice (exit 137, Killed, memory cgroup oom_kill) and the engine dies without a result line; result.json exit_code 137.",
    prompt="""# RPT-4410: Parquet export drops the `region` column for EU tenants

`reports/export.py::export_parquet()` writes the monthly usage export. For
tenants in the EU shard the resulting parquet file has no `region` column,
which breaks the finance dashboard import.

**Where:** `reports/export.py` (the column list is built in `_columns_for()`).

## Acceptance criteria
- `region` is present for every tenant shard.
- `pytest tests/reports/test_export.py` passes.
""",
    steps=[
        say("I'll look at the export code first."),
        read("reports/export.py", "import pandas as pd\n\nBASE_COLUMNS = [\"tenant_id\", \"month\", \"units\", \"amount_cents\"]\n\n\ndef _columns_for(shard: str) -> list[str]:\n    cols = list(BASE_COLUMNS)\n    if shard == \"us\":\n        cols.append(\"region\")\n    return cols\n\n\ndef export_parquet(df: pd.DataFrame, shard: str, path: str) -> None:\n    df[_columns_for(shard)].to_parquet(path, index=False)"),
        say("`region` is only appended for the `us` shard. Let me run the tests before changing it."),
        sh("pytest tests/reports/test_export.py -q", "ImportError while importing test module '/workspace/repo/tests/reports/test_export.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\n/usr/local/lib/python3.11/importlib/__init__.py:126: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\ntests/reports/test_export.py:3: in <module>\n    import pyarrow.parquet as pq\nE   ModuleNotFoundError: No module named 'pyarrow'\n=========================== short test summary info ============================\nERROR tests/reports/test_export.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.41s", rc=2),
        say("pyarrow is in requirements-dev.txt but not installed in this environment. Installing it."),
        sh("pip install -q 'pyarrow==17.0.0'", "", rc=0),
        sh("python -c 'import pyarrow; print(pyarrow.__version__)'", "17.0.0"),
        edit("reports/export.py", "    cols = list(BASE_COLUMNS)\n    if shard == \"us\":\n        cols.append(\"region\")\n    return cols", "    return list(BASE_COLUMNS) + [\"region\"]"),
        sh("pytest tests/reports/test_export.py -q", "....\nKilled", rc=137, ev="out"),
        say("The test process was killed. The `test_export_large_month` fixture builds a 12M-row frame; let me check the memory situation."),
        sh("cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events; dmesg 2>/dev/null | tail -3", "4294967296\nlow 0\nhigh 0\nmax 311\noom 3\noom_kill 1\noom_group_kill 0", ev="out"),
        say("The container has a 4 GiB limit and the OOM killer fired. I'll run only the export tests that don't need the large fixture, then the large one on its own."),
        sh("pytest tests/reports/test_export.py -q -k large", "Killed", rc=137, ev="out"),
    ],
    end=None,
    result={"success": False, "summary": "agent container terminated: exit code 137 (OOMKilled)", "exit_code": 137},
))

# ---------------------------------------------------------------- I2 codex npm EAI_AGAIN
CASES.append(dict(
    slug="web-882", ticket="WEB-882", fmt="codex", mode="infra_failure",
    near_miss="'Cannot find module zod' after the install: looks like a missing dependency, but npm could not reach the registry (EAI_AGAIN)",
    why="npm ci cannot resolve registry.npmjs.org (getaddrinfo EAI_AGAIN) so nothing gets installed; the later missing-module errors follow from the unreachable package index.",
    prompt="""# WEB-882: Signup form accepts emails with trailing spaces

`src/forms/signup.ts` validates the signup payload with a zod schema, but
`"  alice@example.com "` is accepted as-is and stored with the spaces.

**Where:** `src/forms/signup.ts` (`signupSchema`).

## Acceptance criteria
- Emails are trimmed and lower-cased before validation.
- `npx vitest run src/forms` passes.
""",
    steps=[
        think("**Inspecting signup schema**\n\nTicket points to src/forms/signup.ts. Need to add .trim().toLowerCase() on the email field. First check deps are installed."),
        read("src/forms/signup.ts", "import { z } from 'zod';\n\nexport const signupSchema = z.object({\n  email: z.string().email(),\n  password: z.string().min(12),\n  displayName: z.string().min(1).max(64),\n});\n\nexport type Signup = z.infer<typeof signupSchema>;"),
        sh("ls node_modules | head", "ls: cannot access 'node_modules': No such file or directory", rc=2),
        sh("npm ci --no-audit --no-fund", "npm ERR! code EAI_AGAIN\nnpm ERR! syscall getaddrinfo\nnpm ERR! errno EAI_AGAIN\nnpm ERR! request to https://registry.npmjs.org/zod/-/zod-3.23.8.tgz failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org\n\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/2026-11-03T15-41-07-114Z-debug-0.log\n", rc=1, ev=True),
        sh("npm ping", "npm notice PING https://registry.npmjs.org/\nnpm ERR! code EAI_AGAIN\nnpm ERR! syscall getaddrinfo\nnpm ERR! errno EAI_AGAIN\nnpm ERR! request to https://registry.npmjs.org/-/ping?write=true failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org\n", rc=1, ev=True),
        sh("getent hosts registry.npmjs.org || echo unresolved; cat /etc/resolv.conf", "unresolved\nnameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5\n", ev=True),
        edit("src/forms/signup.ts", "  email: z.string().email(),", "  email: z.string().trim().toLowerCase().email(),"),
        sh("npx vitest run src/forms", "npm ERR! code EAI_AGAIN\nnpm ERR! syscall getaddrinfo\nnpm ERR! errno EAI_AGAIN\nnpm ERR! request to https://registry.npmjs.org/vitest failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org\n", rc=1),
        sh("node -e \"require('zod')\"", "node:internal/modules/cjs/loader:1228\n  throw err;\n  ^\n\nError: Cannot find module 'zod'\nRequire stack:\n- /workspace/repo/[eval]\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1225:15)\n    at Module._load (node:internal/modules/cjs/loader:1051:27)\n    at Module.require (node:internal/modules/cjs/loader:1311:19)\n    at require (node:internal/modules/helpers:179:18)\n    at [eval]:1:1 {\n  code: 'MODULE_NOT_FOUND',\n  requireStack: [ '/workspace/repo/[eval]' ]\n}\n\nNode.js v20.17.0\n", rc=1),
    ],
    end=dict(text="I changed `signupSchema` in src/forms/signup.ts to `z.string().trim().toLowerCase().email()`, but I could not verify it: the sandbox cannot resolve registry.npmjs.org (`getaddrinfo EAI_AGAIN`, no DNS answer from 10.96.0.10), so `npm ci` installed nothing and vitest/zod are unavailable. Please re-run once the registry is reachable."),
))

# ---------------------------------------------------------------- I3 osmia 529 overloaded
CASES.append(dict(
    slug="geo-317", ticket="GEO-317", fmt="osmia", mode="infra_failure",
    why="The Anthropic API returned 529 overloaded_error repeatedly and the engine gave up mid-task; the code work itself was progressing normally.",
    prompt="""# GEO-317: Haversine distance returns NaN for antipodal points

`internal/geo/distance.go` `Haversine()` returns `NaN` for exactly antipodal
coordinates (e.g. (0,0) and (0,180)) because of floating point drift pushing the
`asin` argument above 1.

**Where:** `internal/geo/distance.go`.

## Acceptance criteria
- Clamp the argument to [0,1]; antipodal distance ≈ 20015.09 km.
- `go test ./internal/geo/...` passes.
""",
    steps=[
        say("Reading the distance helper."),
        read("internal/geo/distance.go", "package geo\n\nimport \"math\"\n\nconst earthRadiusKm = 6371.0088\n\n// Haversine returns the great-circle distance in kilometres.\nfunc Haversine(a, b Point) float64 {\n\tlat1, lat2 := rad(a.Lat), rad(b.Lat)\n\tdLat := lat2 - lat1\n\tdLon := rad(b.Lon - a.Lon)\n\th := math.Pow(math.Sin(dLat/2), 2) + math.Cos(lat1)*math.Cos(lat2)*math.Pow(math.Sin(dLon/2), 2)\n\treturn 2 * earthRadiusKm * math.Asin(math.Sqrt(h))\n}\n\nfunc rad(d float64) float64 { return d * math.Pi / 180 }"),
        sh("go test ./internal/geo/... -run Antipodal -v", "=== RUN   TestHaversineAntipodal\n    distance_test.go:41: Haversine((0,0),(0,180)) = NaN, want 20015.09 ± 0.01\n--- FAIL: TestHaversineAntipodal (0.00s)\nFAIL\nFAIL\tgithub.com/acme/fleet/internal/geo\t0.004s\nFAIL", rc=1),
        say("As expected. Clamping `h` before the square root."),
        edit("internal/geo/distance.go", "\treturn 2 * earthRadiusKm * math.Asin(math.Sqrt(h))", "\th = math.Min(1, math.Max(0, h))\n\treturn 2 * earthRadiusKm * math.Asin(math.Sqrt(h))"),
        sh("go test ./internal/geo/...", "ok  \tgithub.com/acme/fleet/internal/geo\t0.006s"),
        say("Passing. Let me also run vet on the package before finishing."),
        api_error("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CV8s2kWq9xYtRz3mN4pLb\"} · Retrying in 8 seconds… (attempt 8/10)"),
        api_error("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CV8s6Hn2DqPaZ7uJ1eKcV\"} · Retrying in 34 seconds… (attempt 10/10)"),
    ],
    end=dict(text="", success=False, ev=True, no_text_msg=True,
             summary="engine error: anthropic API returned 529 overloaded_error after 10 retries (request_id req_011CV8s6Hn2DqPaZ7uJ1eKcV); session aborted"),
))

# ---------------------------------------------------------------- I4 claude credit too low mid-task
CASES.append(dict(
    slug="cli-2207", ticket="CLI-2207", fmt="claude", mode="infra_failure",
    why="Mid-task the provider answered 'Credit balance is too low' and the session ended with is_error; the agent was still making normal progress.",
    prompt="""# CLI-2207: `ledger fmt --check` exits 0 when files need formatting

`crates/ledger-cli/src/cmd/fmt.rs`: with `--check`, the command prints the
diff but always returns exit code 0, so CI never fails on unformatted journals.

## Acceptance criteria
- `--check` exits 1 when any file would change.
- `cargo test -p ledger-cli` passes.
""",
    steps=[
        say("Let me look at the fmt subcommand."),
        tool("Grep", {"pattern": "fn run", "path": "crates/ledger-cli/src/cmd/fmt.rs", "output_mode": "content", "-n": True},
             "crates/ledger-cli/src/cmd/fmt.rs:18:pub fn run(args: FmtArgs) -> anyhow::Result<ExitCode> {"),
        read("crates/ledger-cli/src/cmd/fmt.rs", "use std::process::ExitCode;\n\nuse crate::journal::{format_journal, read_journal};\n\n#[derive(clap::Args)]\npub struct FmtArgs {\n    /// Only report files that would change\n    #[arg(long)]\n    pub check: bool,\n    pub paths: Vec<std::path::PathBuf>,\n}\n\n\n\n\n\n\npub fn run(args: FmtArgs) -> anyhow::Result<ExitCode> {\n    for p in &args.paths {\n        let src = read_journal(p)?;\n        let out = format_journal(&src);\n        if out != src {\n            if args.check {\n                print_diff(p, &src, &out);\n            } else {\n                std::fs::write(p, out)?;\n            }\n        }\n    }\n    Ok(ExitCode::SUCCESS)\n}"),
        say("The loop never records that a file would change. I'll track it and return failure in check mode."),
        edit("crates/ledger-cli/src/cmd/fmt.rs", "    for p in &args.paths {", "    let mut dirty = false;\n    for p in &args.paths {"),
        edit("crates/ledger-cli/src/cmd/fmt.rs", "                print_diff(p, &src, &out);", "                print_diff(p, &src, &out);\n                dirty = true;"),
        edit("crates/ledger-cli/src/cmd/fmt.rs", "    Ok(ExitCode::SUCCESS)\n}", "    Ok(if args.check && dirty { ExitCode::FAILURE } else { ExitCode::SUCCESS })\n}"),
        sh("cargo test -p ledger-cli 2>&1 | tail -15", "   Compiling ledger-cli v0.9.2 (/workspace/repo/crates/ledger-cli)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.82s\n     Running unittests src/main.rs (target/debug/deps/ledger_cli-5e1f0c2b9a7d3e41)\n\nrunning 23 tests\n.......................\ntest result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.09s\n\n     Running tests/cli.rs (target/debug/deps/cli-0b6d2f8e3c1a9f57)\n\nrunning 9 tests\n.........\ntest result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.31s"),
        say("Tests pass. I'll add an integration test for the exit code next."),
        api_error("Credit balance is too low"),
    ],
    end=dict(text="", no_text_msg=True, is_error=True, result="Credit balance is too low", ev=True, num_turns=9),
    result={"success": False, "summary": "Credit balance is too low", "exit_code": 1},
))

# ---------------------------------------------------------------- I5 codex usage limit with open ModuleNotFoundError
CASES.append(dict(
    slug="ml-519", ticket="ML-519", fmt="codex", mode="infra_failure",
    near_miss="a ModuleNotFoundError (sklearn) is still unresolved when the provider usage limit ends the turn",
    why="The turn fails with the OpenAI usage-limit error ('You've hit your usage limit'); the open ModuleNotFoundError was being handled when the provider cut the session.",
    prompt="""# ML-519: `train.py --seed` is ignored by the data split

`pipelines/churn/train.py` accepts `--seed` but `split_frame()` in
`pipelines/churn/data.py` calls `train_test_split` without `random_state`, so
runs are not reproducible.

## Acceptance criteria
- The seed is passed through to the split.
- `pytest tests/churn -q` passes.
""",
    steps=[
        think("**Planning the seed fix**\n\nLook at data.py split_frame and how train.py calls it."),
        sh("rg -n 'split_frame|train_test_split' pipelines/churn", "pipelines/churn/data.py:4:from sklearn.model_selection import train_test_split\npipelines/churn/data.py:19:def split_frame(df, test_size=0.2):\npipelines/churn/data.py:20:    return train_test_split(df, test_size=test_size, stratify=df[\"churned\"])\npipelines/churn/train.py:37:    train, test = split_frame(df, args.test_size)\n"),
        edit("pipelines/churn/data.py", "def split_frame(df, test_size=0.2):\n    return train_test_split(df, test_size=test_size, stratify=df[\"churned\"])", "def split_frame(df, test_size=0.2, seed=None):\n    return train_test_split(df, test_size=test_size, stratify=df[\"churned\"], random_state=seed)"),
        edit("pipelines/churn/train.py", "    train, test = split_frame(df, args.test_size)", "    train, test = split_frame(df, args.test_size, seed=args.seed)"),
        sh("pytest tests/churn -q", "==================================== ERRORS ====================================\n_________________ ERROR collecting tests/churn/test_data.py __________________\nImportError while importing test module '/workspace/repo/tests/churn/test_data.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\n/usr/lib/python3.12/importlib/__init__.py:90: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\ntests/churn/test_data.py:2: in <module>\n    from pipelines.churn.data import split_frame\npipelines/churn/data.py:4: in <module>\n    from sklearn.model_selection import train_test_split\nE   ModuleNotFoundError: No module named 'sklearn'\n=========================== short test summary info ============================\nERROR tests/churn/test_data.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.52s\n", rc=2),
        think("**Syncing the environment**\n\nThe project uses uv; scikit-learn is declared in pyproject under [project.dependencies] but the venv is stale. Run `uv sync --frozen` next, then re-run the churn tests."),
    ],
    end=dict(failed="You've hit your usage limit. Upgrade to Pro (https://chatgpt.com/explore/pro), visit https://chatgpt.com/codex/settings/usage to purchase more credits or try again at Nov 9th, 2026 4:12 PM.",
             error_event="You've hit your usage limit. Upgrade to Pro (https://chatgpt.com/explore/pro), visit https://chatgpt.com/codex/settings/usage to purchase more credits or try again at Nov 9th, 2026 4:12 PM.",
             ev=True, summary="turn failed: usage limit reached"),
))

# ---------------------------------------------------------------- I6 transcript disk full
CASES.append(dict(
    slug="sync-96", ticket="SYNC-96", fmt="claude-transcript", mode="infra_failure",
    why="cargo cannot write build artifacts: 'No space left on device (os error 28)'; df shows the volume 100% full, so the build environment failed, not the agent.",
    prompt="""# SYNC-96: Conflict resolver keeps the older record on equal timestamps

In `crates/sync/src/resolve.rs`, `resolve()` uses `>` when comparing
`updated_at`, so on a tie the local (older-version) record wins. Ties must be
broken by the higher `version` field.

## Acceptance criteria
- On equal `updated_at`, the record with the higher `version` wins.
- `cargo test -p sync` passes.
""",
    steps=[
        say("I'll open the resolver."),
        read("crates/sync/src/resolve.rs", "use crate::record::Record;\n\npub fn resolve<'a>(local: &'a Record, remote: &'a Record) -> &'a Record {\n    if remote.updated_at > local.updated_at {\n        remote\n    } else {\n        local\n    }\n}"),
        edit("crates/sync/src/resolve.rs", "    if remote.updated_at > local.updated_at {\n        remote\n    } else {\n        local\n    }", "    match remote.updated_at.cmp(&local.updated_at) {\n        std::cmp::Ordering::Greater => remote,\n        std::cmp::Ordering::Less => local,\n        std::cmp::Ordering::Equal => if remote.version > local.version { remote } else { local },\n    }"),
        sh("cargo test -p sync", "   Compiling serde v1.0.210\n   Compiling tokio v1.40.0\n   Compiling sync v0.4.0 (/workspace/repo/crates/sync)\nerror: failed to write /workspace/repo/target/debug/deps/libtokio-7c3e0f1d2a9b8e64.rmeta: No space left on device (os error 28)\n\nerror: could not compile `tokio` (lib) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...\nerror: failed to write /workspace/repo/target/debug/incremental/sync-1x2k3j4l5m6n7/s-h1xq9e0ab4-0zq1r2s-working/dep-graph.part.bin: No space left on device (os error 28)", rc=101, ev="out"),
        sh("df -h /workspace /tmp", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace\noverlay          30G   29G  412M  99% /", ev="out"),
        sh("du -sh target ~/.cargo/registry 2>/dev/null", "14G\ttarget\n3.9G\t/root/.cargo/registry"),
        sh("cargo clean -p sync && cargo test -p sync", "     Removed 214 files, 1.1GiB total\n   Compiling tokio v1.40.0\nerror: failed to write /workspace/repo/target/debug/deps/libtokio-7c3e0f1d2a9b8e64.rlib: No space left on device (os error 28)\n\nerror: could not compile `tokio` (lib) due to 1 previous error", rc=101, ev="out"),
    ],
    end=dict(text="The change to `resolve()` is in place, but I can't build or test it: the `/workspace` volume is 100% full (20G/20G) and cargo fails with `No space left on device (os error 28)` even after `cargo clean -p sync`. The workspace volume needs more space (or the shared `target/` cache purged) before this can be verified."),
    result=None,
))

# ---------------------------------------------------------------- I7 osmia go proxy DNS
CASES.append(dict(
    slug="obs-1202", ticket="OBS-1202", fmt="osmia", mode="infra_failure",
    near_miss="'missing go.sum entry' / 'cannot find module' wording looks like a dependency problem; the module proxy host does not resolve (DNS)",
    why="go mod download fails with 'dial tcp: lookup proxy.golang.org ... no such host' on every try; the network/DNS of the sandbox is down, so modules cannot be fetched.",
    prompt="""# OBS-1202: Add `service.version` resource attribute to traces

Our OTel setup in `internal/telemetry/tracer.go` sets `service.name` only. Add
`service.version` from `buildinfo.Version` using `semconv.ServiceVersion`.

## Acceptance criteria
- The resource has both attributes.
- `go test ./internal/telemetry/...` passes.
""",
    steps=[
        say("Reading the tracer setup."),
        read("internal/telemetry/tracer.go", "package telemetry\n\nimport (\n\t\"go.opentelemetry.io/otel/sdk/resource\"\n\tsemconv \"go.opentelemetry.io/otel/semconv/v1.26.0\"\n)\n\nfunc newResource(name string) *resource.Resource {\n\treturn resource.NewWithAttributes(semconv.SchemaURL,\n\t\tsemconv.ServiceName(name),\n\t)\n}"),
        edit("internal/telemetry/tracer.go", "\t\tsemconv.ServiceName(name),\n", "\t\tsemconv.ServiceName(name),\n\t\tsemconv.ServiceVersion(buildinfo.Version),\n"),
        edit("internal/telemetry/tracer.go", "import (\n", "import (\n\t\"github.com/acme/relay/internal/buildinfo\"\n"),
        sh("go test ./internal/telemetry/...", "internal/telemetry/tracer.go:5:2: missing go.sum entry for module providing package go.opentelemetry.io/otel/sdk/resource (imported by github.com/acme/relay/internal/telemetry); to add:\n\tgo get github.com/acme/relay/internal/telemetry", rc=1),
        say("The module cache is cold. Downloading modules."),
        sh("go mod download -x 2>&1 | tail -4", "# get https://proxy.golang.org/go.opentelemetry.io/otel/sdk/@v/v1.31.0.mod\n# get https://proxy.golang.org/go.opentelemetry.io/otel/sdk/@v/v1.31.0.mod: Get \"https://proxy.golang.org/go.opentelemetry.io/otel/sdk/@v/v1.31.0.mod\": dial tcp: lookup proxy.golang.org on 10.96.0.10:53: no such host\ngo: go.opentelemetry.io/otel/sdk@v1.31.0: Get \"https://proxy.golang.org/go.opentelemetry.io/otel/sdk/@v/v1.31.0.mod\": dial tcp: lookup proxy.golang.org on 10.96.0.10:53: no such host", rc=1, ev="out"),
        sh("GOPROXY=direct go mod download go.opentelemetry.io/otel/sdk", "go: go.opentelemetry.io/otel/sdk@v1.31.0: unrecognized import path \"go.opentelemetry.io/otel/sdk\": https fetch: Get \"https://go.opentelemetry.io/otel/sdk?go-get=1\": dial tcp: lookup go.opentelemetry.io on 10.96.0.10:53: no such host", rc=1, ev="out"),
        sh("nslookup github.com", ";; communications error to 10.96.0.10#53: timed out\n;; communications error to 10.96.0.10#53: timed out\n;; no servers could be reached", rc=1, ev="out"),
    ],
    end=dict(success=False, text="Edited internal/telemetry/tracer.go to add semconv.ServiceVersion(buildinfo.Version). Could not build: module downloads fail because DNS is unavailable in the sandbox (lookup proxy.golang.org on 10.96.0.10:53: no such host; nslookup: no servers could be reached)."),
))

# ---------------------------------------------------------------- I8 claude prompt too long after catting a log
CASES.append(dict(
    slug="ops-7731", ticket="OPS-7731", fmt="claude", mode="infra_failure",
    near_miss="the huge log the agent read is full of 'Permission denied' and 'Killed' lines from the service; those are the log's content, not the agent's failure",
    why="The request exceeded the model's context window at the provider ('prompt is too long: 213740 tokens > 200000 maximum') and the session ended with is_error.",
    prompt="""# OPS-7731: Nightly backup job reports success even when rsync fails

`scripts/backup/run_backup.sh` pipes rsync into `tee`, so `$?` is tee's exit
status and the job always reports success. Use `set -o pipefail` (or
`${PIPESTATUS[0]}`) so a failed rsync fails the job.

Last night's log is at `logs/backup-2026-11-02.log` if useful.

## Acceptance criteria
- The script exits non-zero when rsync fails.
- `bats tests/backup.bats` passes.
""",
    steps=[
        say("Let me look at the script and last night's log."),
        read("scripts/backup/run_backup.sh", "#!/usr/bin/env bash\nset -eu\n\nSRC=/srv/data\nDEST=backup@vault.internal:/backups/$(hostname)\n\nrsync -aH --delete \"$SRC/\" \"$DEST/\" 2>&1 | tee -a \"$LOG\"\nstatus=$?\n\nif [ \"$status\" -eq 0 ]; then\n  echo \"backup ok\" | tee -a \"$LOG\"\nelse\n  echo \"backup FAILED ($status)\" | tee -a \"$LOG\"\n  exit \"$status\"\nfi"),
        sh("wc -l logs/backup-2026-11-02.log", "412877 logs/backup-2026-11-02.log"),
        sh("cat logs/backup-2026-11-02.log", "rsync: [sender] opendir \"/srv/data/pg/pg_wal/archive_status\" failed: Permission denied (13)\nrsync: [sender] send_files failed to open \"/srv/data/pg/postmaster.pid\": Permission denied (13)\nrsync: [receiver] mkstemp \"/backups/db-3/srv/.tmp.aX19qz\" failed: Permission denied (13)\n... [output truncated: 412,871 more lines] ...\nrsync: connection unexpectedly closed (0 bytes received so far) [sender]\nrsync error: error in rsync protocol data stream (code 12) at io.c(232) [sender=3.2.7]\nKilled\nbackup ok"),
        say("The log confirms it: rsync errored (code 12, and the process was killed) yet the job printed `backup ok`. Applying pipefail."),
        edit("scripts/backup/run_backup.sh", "set -eu\n", "set -euo pipefail\n"),
        api_error("API Error: 400 {\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\",\"message\":\"prompt is too long: 213740 tokens > 200000 maximum\"},\"request_id\":\"req_011CVA7yqR4nYe2MdHzt5sGw\"}"),
    ],
    end=dict(text="", no_text_msg=True, is_error=True, subtype="success", ev=True,
             result="Prompt is too long"),
    result={"success": False, "summary": "Prompt is too long", "exit_code": 1},
))

# ---------------------------------------------------------------- I9 codex fork failure in result.json only
CASES.append(dict(
    slug="led-640", ticket="LED-640", fmt="codex", mode="infra_failure",
    near_miss="the stream looks like a clean success (tests green, agent reports done); the failure is only in result.json",
    why="The agent's work passed, but the orchestrator could not fork the repository to push the branch (GitHub fork API 404 after retries), per result.json.",
    prompt="""# LED-640: Rounding of VAT lines uses banker's rounding

`ledger/tax.py` uses `round()` (banker's rounding) for VAT lines; finance
requires ROUND_HALF_UP on the cent.

## Acceptance criteria
- `vat_line(Decimal("0.125"))` == `Decimal("0.13")`.
- `pytest tests/test_tax.py` passes.
""",
    steps=[
        sh("sed -n '1,40p' ledger/tax.py", "from decimal import Decimal\n\nVAT_RATE = Decimal(\"0.20\")\n\n\ndef vat_line(net: Decimal) -> Decimal:\n    return Decimal(round(net * VAT_RATE, 2))\n\n\ndef gross(net: Decimal) -> Decimal:\n    return net + vat_line(net)\n"),
        think("**Applying ROUND_HALF_UP**\n\nUse quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)."),
        edit("ledger/tax.py", "    return Decimal(round(net * VAT_RATE, 2))", "    return (net * VAT_RATE).quantize(Decimal(\"0.01\"), rounding=ROUND_HALF_UP)"),
        sh("pytest tests/test_tax.py -q", "..........                                                               [100%]\n10 passed in 0.09s\n"),
        sh("git status --short", " M ledger/tax.py\n"),
    ],
    end=dict(text="Switched `vat_line()` in ledger/tax.py to `quantize(Decimal(\"0.01\"), rounding=ROUND_HALF_UP)`. `pytest tests/test_tax.py`: 10 passed."),
    result={"success": False, "summary": "orchestrator: agent finished; publishing failed: could not create fork of acme/ledger for osmia-bot: POST https://api.github.com/repos/acme/ledger/forks: 404 Not Found (3 attempts)", "exit_code": 1},
    no_evidence=True,
))

# ---------------------------------------------------------------- I10 osmia telemetry_failure
CASES.append(dict(
    slug="sched-145", ticket="SCHED-145", fmt="osmia", mode="infra_failure",
    why="The watchdog terminated the run with reason telemetry_failure (the agent pod's event stream went silent); the stream just stops mid-work with no error from the agent.",
    prompt="""# SCHED-145: Cron expressions with `L` (last day of month) are rejected

`app/scheduler/cron.py` raises `ValueError: invalid day-of-month 'L'` for
`0 3 L * *`. Support `L` in the day-of-month field.

## Acceptance criteria
- `next_run("0 3 L * *", datetime(2026, 2, 10))` returns 2026-02-28 03:00.
- `pytest tests/scheduler` passes.
""",
    steps=[
        say("Starting with the day-of-month parser."),
        tool("Grep", {"pattern": "invalid day-of-month", "path": "app/scheduler"}, "app/scheduler/cron.py:58:            raise ValueError(f\"invalid day-of-month {tok!r}\")"),
        read("app/scheduler/cron.py", "import calendar\nfrom datetime import datetime, timedelta\n\n\ndef _parse_dom(tok: str) -> set[int]:\n    if tok == \"*\":\n        return set(range(1, 32))\n    out = set()\n    for part in tok.split(\",\"):\n        if not part.isdigit():\n            raise ValueError(f\"invalid day-of-month {tok!r}\")\n        out.add(int(part))\n    return out"),
        say("I'll represent `L` as a sentinel (-1) and resolve it against the month length when matching."),
        edit("app/scheduler/cron.py", "    for part in tok.split(\",\"):\n        if not part.isdigit():", "    for part in tok.split(\",\"):\n        if part == \"L\":\n            out.add(-1)\n            continue\n        if not part.isdigit():"),
        sh("pytest tests/scheduler -q", "........F..\n=================================== FAILURES ===================================\n________________________ test_last_day_of_month_feb ____________________________\n    def test_last_day_of_month_feb():\n>       assert next_run(\"0 3 L * *\", datetime(2026, 2, 10)) == datetime(2026, 2, 28, 3, 0)\nE       AssertionError: assert datetime.datetime(2026, 3, 3, 3, 0) == datetime.datetime(2026, 2, 28, 3, 0)\ntests/scheduler/test_cron.py:77: AssertionError\n1 failed, 10 passed in 0.21s", rc=1),
        say("Parsing works; now the matcher needs to treat -1 as the month's last day."),
        tool("Grep", {"pattern": "def _matches", "path": "app/scheduler/cron.py", "-n": True}, "app/scheduler/cron.py:91:def _matches(spec, dt):"),
    ],
    end=None,
    watchdog={"reason_code": "telemetry_failure", "message": "no events or heartbeats received from agent pod osmia-agent-sched-145-7f9c for 600s (agentstream socket closed: EOF); terminating run", "tool_name": "Grep", "call_count": 5},
    result=None,
    no_evidence=True,
))

# ---------------------------------------------------------------- I11 transcript Vertex quota
CASES.append(dict(
    slug="docs-388", ticket="DOCS-388", fmt="claude-transcript", mode="infra_failure",
    why="Claude on Vertex AI returns 429 RESOURCE_EXHAUSTED (quota exceeded for online prediction requests) on every retry and the session stops; a provider quota, not an agent mistake.",
    prompt="""# DOCS-388: Broken relative links in the API reference sidebar

`docs/.vitepress/config.ts` builds sidebar links as `/api/<name>` but pages
live under `/reference/api/<name>`. Fix the prefix.

## Acceptance criteria
- `npm run docs:build` passes with no dead-link warnings.
""",
    steps=[
        say("Let me look at the sidebar config."),
        tool("Grep", {"pattern": "link: `/api/", "path": "docs/.vitepress/config.ts", "output_mode": "content", "-n": True}, "docs/.vitepress/config.ts:42:        link: `/api/${name}`,"),
        edit("docs/.vitepress/config.ts", "        link: `/api/${name}`,", "        link: `/reference/api/${name}`,"),
        sh("npm run docs:build 2>&1 | tail -5", "\n> docs:build\n> vitepress build docs\n\n  vitepress v1.4.1\n\n✓ building client + server bundles...\n✓ rendering pages...\nbuild complete in 18.42s."),
        api_error("API Error: 429 {\"error\":{\"code\":429,\"message\":\"Quota exceeded for aiplatform.googleapis.com/online_prediction_requests_per_base_model with base model: anthropic-claude-sonnet-4-5. Please submit a quota increase request. https://cloud.google.com/vertex-ai/docs/generative-ai/quotas-genai.\",\"status\":\"RESOURCE_EXHAUSTED\"}}"),
        api_error("API Error: 429 {\"error\":{\"code\":429,\"message\":\"Quota exceeded for aiplatform.googleapis.com/online_prediction_requests_per_base_model with base model: anthropic-claude-sonnet-4-5. Please submit a quota increase request. https://cloud.google.com/vertex-ai/docs/generative-ai/quotas-genai.\",\"status\":\"RESOURCE_EXHAUSTED\"}}"),
        api_error("API Error: 429 {\"error\":{\"code\":429,\"message\":\"Quota exceeded for aiplatform.googleapis.com/online_prediction_requests_per_base_model with base model: anthropic-claude-sonnet-4-5. Please submit a quota increase request. https://cloud.google.com/vertex-ai/docs/generative-ai/quotas-genai.\",\"status\":\"RESOURCE_EXHAUSTED\"}}"),
    ],
    end=None,
    state="Failed",
    result={"success": False, "summary": "", "exit_code": 1},
))

# ---------------------------------------------------------------- I12 claude anthropic rate limit, ACL test output near-miss
CASES.append(dict(
    slug="acl-903", ticket="ACL-903", fmt="claude", mode="infra_failure",
    near_miss="the code under test is an ACL check whose failing test output says 'permission denied'; the session actually ends on a provider rate_limit_error",
    why="The Anthropic API returned 429 rate_limit_error (org input-tokens-per-minute limit) and the result is is_error; the permission text is the feature's own output.",
    prompt="""# ACL-903: Shared folders deny read access to group members

`src/acl/evaluate.ts` `canRead()` only checks `owner` and explicit user
grants. Members of a group that was granted `read` on a folder get
`permission denied` from the API.

## Acceptance criteria
- Group grants are honoured for `read` (not `write`).
- `npx jest src/acl` passes.
""",
    steps=[
        say("Reading the evaluator."),
        read("src/acl/evaluate.ts", "import type { Folder, User } from '../types';\n\nexport function canRead(user: User, folder: Folder): boolean {\n  if (folder.ownerId === user.id) return true;\n  return folder.grants.some((g) => g.kind === 'user' && g.subjectId === user.id && g.level >= 1);\n}\n\nexport function canWrite(user: User, folder: Folder): boolean {\n  if (folder.ownerId === user.id) return true;\n  return folder.grants.some((g) => g.kind === 'user' && g.subjectId === user.id && g.level >= 2);\n}"),
        sh("npx jest src/acl 2>&1 | tail -25", "FAIL src/acl/__tests__/evaluate.test.ts\n  canRead\n    ✓ owner can read (3 ms)\n    ✓ explicit user grant can read (1 ms)\n    ✕ group member with read grant can read (4 ms)\n\n  ● canRead › group member with read grant can read\n\n    expect(received).toEqual(expected) // deep equality\n\n    - Expected  - 1\n    + Received  + 1\n\n      Object {\n    -   \"status\": 200,\n    +   \"error\": \"permission denied: user u_42 cannot read folder f_7\",\n      }\n\n      at Object.<anonymous> (src/acl/__tests__/evaluate.test.ts:48:29)\n\nTests:       1 failed, 9 passed, 10 total", rc=1),
        say("That's the bug from the ticket. Adding the group check to `canRead` only."),
        edit("src/acl/evaluate.ts", "  return folder.grants.some((g) => g.kind === 'user' && g.subjectId === user.id && g.level >= 1);\n}\n\nexport function canWrite", "  return folder.grants.some(\n    (g) =>\n      g.level >= 1 &&\n      ((g.kind === 'user' && g.subjectId === user.id) ||\n        (g.kind === 'group' && user.groupIds.includes(g.subjectId))),\n  );\n}\n\nexport function canWrite"),
        api_error("API Error: 429 {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"This request would exceed the rate limit for your organization (6c1d8a52-9f0e-4b7a-a1c3-2f5e8d9b0c74) of 400,000 input tokens per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later. You may also contact sales at https://www.anthropic.com/contact-sales to discuss your options for a rate limit increase.\"},\"request_id\":\"req_011CVBn5c3Fq8WkXy2ZpRr9t\"}"),
    ],
    end=dict(text="", no_text_msg=True, is_error=True, ev=True,
             result="API Error: 429 {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"This request would exceed the rate limit for your organization (6c1d8a52-9f0e-4b7a-a1c3-2f5e8d9b0c74) of 400,000 input tokens per minute.\"}}"),
))

# ---------------------------------------------------------------- I13 osmia aider via OpenRouter rate limit
CASES.append(dict(
    slug="etl-2290", ticket="ETL-2290", fmt="osmia", mode="infra_failure", osmia_engine="aider",
    model="openrouter/anthropic/claude-sonnet-4.5",
    why="The aider engine's provider (OpenRouter) returned 402 insufficient credits / 429 on every call and the run aborted; a provider billing/limit failure.",
    prompt="""# ETL-2290: CSV loader treats empty strings as zero in `quantity`

`etl/loaders/orders_csv.py` converts `""` in the `quantity` column to `0`
instead of `None`, so partially filled rows look like real zero-quantity
orders.

## Acceptance criteria
- Empty `quantity` becomes `None`.
- `pytest tests/etl/test_orders_csv.py` passes.
""",
    steps=[
        say("Looking at the loader's quantity conversion."),
        sh("grep -n 'quantity' etl/loaders/orders_csv.py", "14:        quantity=int(row[\"quantity\"] or 0),"),
        edit("etl/loaders/orders_csv.py", "        quantity=int(row[\"quantity\"] or 0),", "        quantity=int(row[\"quantity\"]) if row[\"quantity\"].strip() else None,"),
        sh("pytest tests/etl/test_orders_csv.py -q", ".....F\n=================================== FAILURES ===================================\n_________________________ test_quantity_whitespace_only _________________________\n>       assert rows[3].quantity is None\nE       ValueError: invalid literal for int() with base 10: ' '\netl/loaders/orders_csv.py:14: ValueError\n1 failed, 5 passed in 0.12s", rc=1),
        say("Whitespace-only values hit int(); I'll strip before converting."),
        api_error("litellm.RateLimitError: RateLimitError: OpenrouterException - {\"error\":{\"message\":\"Rate limit exceeded: limit_rpm/anthropic/claude-sonnet-4.5/5e3c1b2a-8f47-4d0e-9a61-0c7d2b4e8f13. High demand for anthropic/claude-sonnet-4.5 on OpenRouter - limited to 20 requests per minute.\",\"code\":429,\"metadata\":{\"headers\":{\"X-RateLimit-Limit\":\"20\",\"X-RateLimit-Remaining\":\"0\"}}}}\nRetrying in 16.0 seconds..."),
        api_error("litellm.APIError: APIError: OpenrouterException - {\"error\":{\"message\":\"This request requires more credits, or fewer max_tokens. You requested up to 8192 tokens, but can only afford 1204. To increase, visit https://openrouter.ai/settings/credits and add more credits\",\"code\":402}}"),
    ],
    end=dict(success=False, ev=True, text="",
             no_text_msg=True, summary="aider exited: OpenrouterException 402 - This request requires more credits, or fewer max_tokens (can only afford 1204 tokens)"),
))

# ---------------------------------------------------------------- I14 codex context window exceeded
CASES.append(dict(
    slug="mono-5120", ticket="MONO-5120", fmt="codex", mode="infra_failure",
    why="The OpenAI model's context window was exhausted (context_length_exceeded) after dumping a large generated file; the turn failed at the provider.",
    prompt="""# MONO-5120: GraphQL codegen emits `any` for `DateTime` scalars

`codegen.ts` has no scalar mapping, so every `DateTime` field is typed `any`
in `src/gql/generated.ts`. Map `DateTime` to `string`.

## Acceptance criteria
- `npm run codegen && npx tsc --noEmit` pass and `DateTime` fields are `string`.
""",
    steps=[
        sh("cat codegen.ts", "import type { CodegenConfig } from '@graphql-codegen/cli';\n\nconst config: CodegenConfig = {\n  schema: 'schema.graphql',\n  documents: ['src/**/*.graphql'],\n  generates: {\n    'src/gql/generated.ts': {\n      plugins: ['typescript', 'typescript-operations'],\n    },\n  },\n};\n\nexport default config;\n"),
        edit("codegen.ts", "      plugins: ['typescript', 'typescript-operations'],", "      plugins: ['typescript', 'typescript-operations'],\n      config: { scalars: { DateTime: 'string' } },"),
        sh("npm run codegen", "\n> codegen\n> graphql-codegen --config codegen.ts\n\n✔ Parse Configuration\n✔ Generate outputs\n"),
        sh("wc -c src/gql/generated.ts && cat src/gql/generated.ts", "4817302 src/gql/generated.ts\nexport type Maybe<T> = T | null;\nexport type InputMaybe<T> = Maybe<T>;\nexport type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };\n/* ... 4.8 MB of generated types ... */\n"),
        raw({"type": "error", "message": "Your input exceeds the context window of this model. Please adjust your input and try again."}, ev=True),
    ],
    end=dict(failed="{\"error\":{\"message\":\"Your input exceeds the context window of this model. Please adjust your input and try again.\",\"type\":\"invalid_request_error\",\"param\":\"input\",\"code\":\"context_length_exceeded\"}}", ev=True),
))
