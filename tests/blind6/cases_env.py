"""Environment-side failures: platform/provider, refusals, absent dependencies."""
from gen_lib import B, CWD, D, E, G, R, RAW, S, T, W

C = CWD
CASES = []


def case(**kw):
    CASES.append(kw)


# =============================================================== platform / provider
case(slug="geo-fence-radius-rounding", ticket="GEO-412", fmt="claude", mode="infra_failure", near_miss="",
     title="Geofence radius is rounded to whole kilometres",
     body="""`internal/geo/fence.go` `NewFence` converts the radius with `int(km)`, so a 0.8 km fence becomes 0 km and
matches nothing. Keep metres as float64 end to end.

Acceptance: `go test ./internal/geo/...` passes, including the new sub-kilometre case in `fence_test.go`.""",
     why="The Anthropic API returned 529 overloaded and the session ended mid-task; nothing the agent did caused it.",
     steps=[S("I'll look at how the radius is converted."),
            R(f"{C}/internal/geo/fence.go", "package geo\n\ntype Fence struct {\n\tCenter LatLng\n\tRadiusKm int\n}\n\nfunc NewFence(c LatLng, km float64) Fence {\n\treturn Fence{Center: c, RadiusKm: int(km)}\n}"),
            G("RadiusKm", "internal/geo/fence.go:5:\tRadiusKm int\ninternal/geo/fence.go:9:\treturn Fence{Center: c, RadiusKm: int(km)}\ninternal/geo/contains.go:12:\treturn haversine(f.Center, p) <= float64(f.RadiusKm)*1000"),
            B("go test ./internal/geo/...", "--- FAIL: TestFenceSubKilometre (0.00s)\n    fence_test.go:44: Contains(800m fence, point 500m away) = false, want true\nFAIL\nFAIL\tgithub.com/tidepool/courier/internal/geo\t0.006s\nFAIL", 1),
            E(f"{C}/internal/geo/fence.go", "\tRadiusKm int", "\tRadiusM float64"),
            E(f"{C}/internal/geo/fence.go", "\treturn Fence{Center: c, RadiusKm: int(km)}", "\treturn Fence{Center: c, RadiusM: km * 1000}"),
            R(f"{C}/internal/geo/contains.go", "package geo\n\nfunc (f Fence) Contains(p LatLng) bool {\n\treturn haversine(f.Center, p) <= float64(f.RadiusKm)*1000\n}"),
            ],
     end=("api_error", 'API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_011CVa8sWq2Xz7nKfJd9pTmu"}'))

case(slug="parquet-export-nullable-cols", ticket="DATA-2207", fmt="codex", mode="infra_failure", near_miss="dependency_missing",
     title="Parquet export drops nullable integer columns",
     body="""`etl/export.py::write_parquet` casts `Int64` (nullable) columns to float and then drops them when they
contain NA. Keep them as nullable integers in the parquet schema.

Acceptance: `pytest tests/etl/test_export.py` passes.""",
     why="A missing pyarrow was still being dealt with when Codex's usage limit ended the turn; the limit, not the module, stopped the run.",
     steps=[T("**Reproducing the export bug**\n\nI'll run the export tests first to see what fails."),
            B("pytest -q tests/etl/test_export.py", "==================================== ERRORS ====================================\n___________________ ERROR collecting tests/etl/test_export.py ___________________\nImportError while importing test module '/workspace/repo/tests/etl/test_export.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\ntests/etl/test_export.py:3: in <module>\n    from etl.export import write_parquet\netl/export.py:5: in <module>\n    import pyarrow as pa\nE   ModuleNotFoundError: No module named 'pyarrow'\n=========================== short test summary info ============================\nERROR tests/etl/test_export.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.41s", 2),
            G("pyarrow", "requirements/base.txt:14:pyarrow==17.0.0\netl/export.py:5:import pyarrow as pa"),
            S("pyarrow is pinned in requirements/base.txt but not installed in this environment. Installing the pinned requirements before touching the code."),
            ],
     end=("api_error", "You've hit your usage limit. Upgrade to Pro (https://chatgpt.com/explore/pro), visit https://chatgpt.com/codex/settings/usage to purchase more credits or try again at 4:12 PM.", True, []))

case(slug="android-settings-dark-toggle", ticket="MOB-1180", fmt="osmia", mode="infra_failure", near_miss="",
     title="Dark-mode toggle in Settings does not persist",
     body="""On Android the Settings dark-mode switch resets after app restart. `SettingsViewModel.kt` writes to an
in-memory `MutableStateFlow` only; persist it through the existing `UserPrefsDataStore`.

Acceptance: `./gradlew :app:testDebugUnitTest --tests '*SettingsViewModelTest*'` passes.""",
     why="The agent pod was OOM-killed (exit 137) while Gradle compiled; the run died in the platform.",
     state="Failed",
     steps=[S("Reading the view model and the prefs store first."),
            R(f"{C}/app/src/main/java/com/tidepool/settings/SettingsViewModel.kt", "class SettingsViewModel(\n    private val prefs: UserPrefsDataStore,\n) : ViewModel() {\n    private val _dark = MutableStateFlow(false)\n    val dark: StateFlow<Boolean> = _dark\n\n    fun setDark(enabled: Boolean) {\n        _dark.value = enabled\n    }\n}"),
            R(f"{C}/app/src/main/java/com/tidepool/prefs/UserPrefsDataStore.kt", "class UserPrefsDataStore(private val store: DataStore<Preferences>) {\n    val darkMode: Flow<Boolean> = store.data.map { it[DARK] ?: false }\n    suspend fun setDarkMode(v: Boolean) { store.edit { it[DARK] = v } }\n}"),
            E(f"{C}/app/src/main/java/com/tidepool/settings/SettingsViewModel.kt", "    private val _dark = MutableStateFlow(false)\n    val dark: StateFlow<Boolean> = _dark\n\n    fun setDark(enabled: Boolean) {\n        _dark.value = enabled\n    }", "    val dark: StateFlow<Boolean> = prefs.darkMode.stateIn(viewModelScope, SharingStarted.Eagerly, false)\n\n    fun setDark(enabled: Boolean) {\n        viewModelScope.launch { prefs.setDarkMode(enabled) }\n    }"),
            B("./gradlew :app:testDebugUnitTest --tests '*SettingsViewModelTest*'", "Starting a Gradle Daemon (subsequent builds will be faster)\n> Task :app:preBuild UP-TO-DATE\n> Task :app:compileDebugKotlin\nw: file:///workspace/repo/app/src/main/java/com/tidepool/legacy/Migrations.kt:12:5 'fun getParcelable(...)' is deprecated.\n./gradlew: line 248:   412 Killed                  \"$JAVACMD\" \"$@\"", 137, ev=True),
            RAW({"osmia": [{"type": "error", "timestamp": "2026-11-16T14:41:09Z", "source": "controller",
                            "message": "agent container terminated: reason=OOMKilled exitCode=137 limit=memory:3Gi pod=osmia-mob-1180-7f9c4"}]}, ev=True),
            ],
     end=("cut",))

case(slug="phoenix-presence-count", ticket="LIVE-338", fmt="claude-transcript", mode="infra_failure", near_miss="dependency_missing",
     title="Presence counter double-counts reconnecting users",
     body="""`lib/lobby_web/live/room_live.ex` counts `Presence.list/1` metas instead of keys, so a user with two tabs
or a reconnect counts twice. Count unique keys.

Acceptance: `mix test test/lobby_web/live/room_live_test.exs` passes.""",
     why="hex.pm was unreachable (nxdomain), so deps could not be fetched; the later 'dependency is not available' lines are a consequence of the network failure.",
     steps=[S("Let me run the room tests first."),
            B("mix test test/lobby_web/live/room_live_test.exs", "Unchecked dependencies for environment test:\n* phoenix_live_view (Hex package)\n  the dependency is not available, run \"mix deps.get\"\n* floki (Hex package)\n  the dependency is not available, run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies", 1),
            B("mix deps.get", "Resolving Hex dependencies...\n** (Mix) httpc request failed with: {:failed_connect, [{:to_address, {~c\"repo.hex.pm\", 443}}, {:inet, [:inet], :nxdomain}]}\n\nCould not fetch registry from https://repo.hex.pm", 1, ev=True),
            B("curl -sS -m 10 -o /dev/null -w '%{http_code}' https://repo.hex.pm/installs/hex-1.ez", "curl: (6) Could not resolve host: repo.hex.pm", 6, ev=True),
            B("HEX_HTTP_TIMEOUT=120 mix deps.get", "Resolving Hex dependencies...\n** (Mix) httpc request failed with: {:failed_connect, [{:to_address, {~c\"repo.hex.pm\", 443}}, {:inet, [:inet], :nxdomain}]}\n\nCould not fetch registry from https://repo.hex.pm", 1),
            R(f"{C}/lib/lobby_web/live/room_live.ex", "  defp online_count(topic) do\n    topic\n    |> Presence.list()\n    |> Enum.flat_map(fn {_k, %{metas: metas}} -> metas end)\n    |> length()\n  end"),
            E(f"{C}/lib/lobby_web/live/room_live.ex", "    |> Enum.flat_map(fn {_k, %{metas: metas}} -> metas end)\n    |> length()", "    |> map_size()"),
            ],
     end=("fail", "I changed `online_count/1` to count presence keys (`map_size/1`) but could not run the tests: `mix deps.get` fails because `repo.hex.pm` does not resolve from this pod (`:nxdomain`), so no dependencies are available. The DNS/egress problem needs fixing before this can be verified."))

case(slug="asset-pipeline-fingerprint", ticket="WEB-931", fmt="claude-transcript", mode="infra_failure", near_miss="",
     title="Fingerprinted asset names change on every build",
     body="""`scripts/fingerprint.mjs` hashes file mtime together with content, so identical assets get new names each
CI build and the CDN cache is useless. Hash content only.

Acceptance: `npm test -- fingerprint` passes and `npm run build` output is stable across two runs.""",
     why="npm ci failed with ENOSPC (no space left on device) on the runner; the disk, not the code, stopped the run.",
     steps=[S("Checking the hashing code."),
            R(f"{C}/scripts/fingerprint.mjs", "import { createHash } from 'node:crypto';\nimport { readFileSync, statSync } from 'node:fs';\n\nexport function fingerprint(path) {\n  const h = createHash('sha256');\n  h.update(readFileSync(path));\n  h.update(String(statSync(path).mtimeMs));\n  return h.digest('hex').slice(0, 10);\n}"),
            E(f"{C}/scripts/fingerprint.mjs", "  h.update(String(statSync(path).mtimeMs));\n", ""),
            E(f"{C}/scripts/fingerprint.mjs", "import { readFileSync, statSync } from 'node:fs';", "import { readFileSync } from 'node:fs';"),
            B("npm ci", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it.\nnpm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported\nnpm error code ENOSPC\nnpm error syscall write\nnpm error errno -28\nnpm error nospc ENOSPC: no space left on device, write\nnpm error nospc There appears to be insufficient space on your system to finish.\nnpm error nospc Clear up some disk space and try again.\nnpm error A complete log of this run can be found in: /root/.npm/_logs/2026-11-16T11_02_41_118Z-debug-0.log", 228, ev=True),
            B("df -h /workspace /tmp", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace\noverlay          20G   20G     0 100% /", 0, ev=True),
            B("npm cache clean --force && npm ci", "npm warn using --force Recommended protections disabled.\nnpm error code ENOSPC\nnpm error syscall write\nnpm error errno -28\nnpm error nospc ENOSPC: no space left on device, write", 228),
            ],
     end=("fail", "The content-only hashing change is in `scripts/fingerprint.mjs`, but I could not install dependencies or run the tests: the workspace volume is 100% full (`ENOSPC: no space left on device`) even after clearing the npm cache."))

case(slug="tf-vpc-flowlog-retention", ticket="PLAT-655", fmt="osmia", mode="infra_failure", near_miss="dependency_missing",
     title="VPC flow log retention should be 90 days",
     body="""`infra/modules/network/flowlogs.tf` sets `retention_in_days = 14`. Compliance asks for 90. Make it a module
variable defaulting to 90 and run `terraform validate` in `infra/envs/staging`.""",
     why="terraform init could not reach registry.terraform.io (DNS lookup failed); the provider query failed because the network was down.",
     steps=[T("**Updating retention**\n\nSmall change: add a variable and use it; then validate."),
            R(f"{C}/infra/modules/network/flowlogs.tf", 'resource "aws_cloudwatch_log_group" "flow" {\n  name              = "/vpc/${var.name}/flow"\n  retention_in_days = 14\n}'),
            E(f"{C}/infra/modules/network/flowlogs.tf", "  retention_in_days = 14", "  retention_in_days = var.flow_log_retention_days"),
            W(f"{C}/infra/modules/network/variables_flowlogs.tf", 'variable "flow_log_retention_days" {\n  type    = number\n  default = 90\n}\n'),
            B("cd infra/envs/staging && terraform init -backend=false", "Initializing modules...\n- network in ../../modules/network\n\nInitializing provider plugins...\n- Finding hashicorp/aws versions matching \"~> 5.60\"...\n╷\n│ Error: Failed to query available provider packages\n│ \n│ Could not retrieve the list of available versions for provider hashicorp/aws: could not connect to registry.terraform.io: failed to request discovery document: Get \"https://registry.terraform.io/.well-known/terraform.json\": dial tcp: lookup registry.terraform.io on 10.96.0.10:53: server misbehaving\n╵", 1, ev=True),
            B("cd infra/envs/staging && terraform init -backend=false", "Initializing provider plugins...\n- Finding hashicorp/aws versions matching \"~> 5.60\"...\n╷\n│ Error: Failed to query available provider packages\n│ \n│ Could not retrieve the list of available versions for provider hashicorp/aws: could not connect to registry.terraform.io: failed to request discovery document: Get \"https://registry.terraform.io/.well-known/terraform.json\": dial tcp: lookup registry.terraform.io on 10.96.0.10:53: server misbehaving\n╵", 1),
            B("getent hosts registry.terraform.io || echo unresolved", "unresolved", 0, ev=True),
            ],
     end=("fail", "Retention is now `var.flow_log_retention_days` (default 90). I could not run `terraform validate`: `terraform init` cannot resolve registry.terraform.io from this sandbox (DNS server misbehaving), so the AWS provider can't be downloaded."),
     result={"success": False, "summary": "terraform init failed: could not connect to registry.terraform.io", "exit_code": 1})

case(slug="julia-kalman-step", ticket="SIM-77", fmt="osmia", mode="infra_failure", near_miss="",
     title="Kalman update uses the prior covariance twice",
     body="""`src/Filter.jl` `update!` multiplies by `P_prior` where it should use the gain-adjusted covariance.
Fix the update and make `julia --project -e 'using Pkg; Pkg.test()'` pass.""",
     why="The pod was evicted for ephemeral-storage pressure while Pkg.test ran; the platform ended the run.",
     state="Failed",
     result={"success": False, "summary": "pod evicted: The node was low on resource: ephemeral-storage", "exit_code": 137},
     steps=[S("Looking at the update step."),
            R(f"{C}/src/Filter.jl", "function update!(kf::KF, z)\n    y = z - kf.H * kf.x\n    S = kf.H * kf.P * kf.H' + kf.R\n    K = kf.P * kf.H' / S\n    kf.x = kf.x + K * y\n    kf.P = (I - K * kf.H) * kf.P_prior\n    return kf\nend"),
            E(f"{C}/src/Filter.jl", "    kf.P = (I - K * kf.H) * kf.P_prior", "    kf.P = (I - K * kf.H) * kf.P"),
            B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing KalmanSim\n      Status `/tmp/jl_Qm3x/Project.toml`\n  [90137ffa] StaticArrays v1.9.7\n  [8dfed614] Test\n   Precompiling project...\n  ✓ StaticArrays\n  ✓ KalmanSim\n  2 dependencies successfully precompiled in 41 seconds", 0),
            RAW({"osmia": [{"type": "error", "timestamp": "2026-11-16T19:12:55Z", "source": "controller",
                            "message": "pod osmia-sim-77-x2kq9 evicted: The node was low on resource: ephemeral-storage. Threshold quantity: 5Gi, available: 3986Mi. Container agent was using 11Gi, request is 0, has larger consumption of ephemeral-storage."}]}, ev=True),
            ],
     end=("cut",))

case(slug="ledger-fx-rounding-bank", ticket="FIN-1460", fmt="claude-transcript", mode="infra_failure", near_miss="",
     title="FX conversion should use banker's rounding",
     body="""`lib/ledger/fx.rb` uses `round(2)` (half-up). Finance wants half-even for FX conversions only.

Acceptance: `bundle exec rspec spec/ledger/fx_spec.rb` passes.""",
     why="Bedrock throttled the model (429 Too many tokens) after retries and the session stopped; a spec named 'rate limiter' in the output is unrelated.",
     steps=[S("Running the FX spec first."),
            B("bundle exec rspec spec/ledger/fx_spec.rb", "..F.\n\nFailures:\n\n  1) Ledger::FX.convert rounds half to even\n     Failure/Error: expect(FX.convert(BigDecimal('10.125'), 'EUR', 'USD', rate: 1)).to eq(BigDecimal('10.12'))\n\n       expected: 0.1012e2\n            got: 0.1013e2\n\n       (compared using ==)\n     # ./spec/ledger/fx_spec.rb:31:in `block (3 levels) in <top (required)>'\n\nFinished in 0.04871 seconds (files took 0.612 seconds to load)\n4 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/ledger/fx_spec.rb:29 # Ledger::FX.convert rounds half to even", 1),
            R(f"{C}/lib/ledger/fx.rb", "module Ledger\n  module FX\n    def self.convert(amount, from, to, rate:)\n      (amount * rate).round(2)\n    end\n  end\nend"),
            E(f"{C}/lib/ledger/fx.rb", "      (amount * rate).round(2)", "      (amount * rate).round(2, :banker)"),
            B("bundle exec rspec spec/ledger", "........................\n\nFinished in 0.3012 seconds (files took 0.701 seconds to load)\n24 examples, 0 failures", 0),
            S("FX spec passes. I'll also check the rate limiter spec that shares the helper, since its name showed up in the suite."),
            ],
     end=("api_error", "API Error (429 Too many tokens, please wait before trying again.)"),
     state="Failed")

case(slug="gh-release-notes-draft", ticket="REL-219", fmt="claude", mode="infra_failure", near_miss="permission_blocked",
     title="Release-notes script skips PRs without labels",
     body="""`tools/release_notes.py` groups merged PRs by label and silently drops unlabeled ones. Put them under
"Other changes". Open a PR with the fix when tests pass.""",
     why="The code and tests were done; GitHub's API answered 502/503 to the PR creation and push, an outage on the provider side.",
     steps=[S("Checking how PRs are grouped."),
            R(f"{C}/tools/release_notes.py", "def group(prs):\n    out = defaultdict(list)\n    for pr in prs:\n        for label in pr.labels:\n            if label in SECTIONS:\n                out[SECTIONS[label]].append(pr)\n    return out"),
            E(f"{C}/tools/release_notes.py", "    for pr in prs:\n        for label in pr.labels:\n            if label in SECTIONS:\n                out[SECTIONS[label]].append(pr)", "    for pr in prs:\n        sections = {SECTIONS[l] for l in pr.labels if l in SECTIONS}\n        for s in sections or {\"Other changes\"}:\n            out[s].append(pr)"),
            B("pytest -q tests/test_release_notes.py", "........                                                                 [100%]\n8 passed in 0.19s", 0),
            B("git checkout -b rel-219-unlabeled && git commit -qam 'release notes: keep unlabeled PRs under Other changes' && git push -u origin rel-219-unlabeled", "remote: Internal Server Error\nfatal: unable to access 'https://github.com/northwind/release-tools.git/': The requested URL returned error: 500", 128, ev=True),
            B("sleep 20 && git push -u origin rel-219-unlabeled", "To https://github.com/northwind/release-tools.git\n * [new branch]      rel-219-unlabeled -> rel-219-unlabeled\nbranch 'rel-219-unlabeled' set up to track 'origin/rel-219-unlabeled'.", 0),
            B("gh pr create --fill --base main", "HTTP 502: Server Error (https://api.github.com/graphql)\nWe couldn't respond to your request in time. Sorry about that. Please try resubmitting your request and contact us if the problem persists.", 1, ev=True),
            B("sleep 30 && gh pr create --fill --base main", "HTTP 503: Service Unavailable (https://api.github.com/graphql)\nNo server is currently available to service your request.", 1, ev=True),
            B("curl -s https://www.githubstatus.com/api/v2/status.json | jq -r .status.description", "Partial System Outage", 0),
            ],
     end=("fail", "The fix is committed and pushed on `rel-219-unlabeled` (tests pass), but GitHub's API returned 502/503 for `gh pr create` (githubstatus reports a partial outage), so no PR was opened."),
     result={"success": False, "summary": "PR creation failed: GitHub API 502/503", "exit_code": 1})

case(slug="cabal-sum-type-decoder", ticket="HSK-58", fmt="codex", mode="infra_failure", near_miss="",
     title="JSON decoder rejects the new 'paused' status",
     body="""`src/Api/Status.hs` `FromJSON Status` only knows `active` and `closed`. Add `paused`.
`cabal test` must pass.""",
     why="The Codex stream to the Responses API disconnected and reconnection failed five times; the turn failed in transport, with a test still red.",
     steps=[T("**Adding the constructor**\n\nAdd `Paused` and parse it."),
            R(f"{C}/src/Api/Status.hs", "data Status = Active | Closed deriving (Eq, Show)\n\ninstance FromJSON Status where\n  parseJSON = withText \"Status\" $ \\case\n    \"active\" -> pure Active\n    \"closed\" -> pure Closed\n    other -> fail (\"unknown status: \" <> T.unpack other)"),
            E(f"{C}/src/Api/Status.hs", "data Status = Active | Closed deriving (Eq, Show)", "data Status = Active | Paused | Closed deriving (Eq, Show)"),
            B("cabal test 2>&1 | tail -20", "Building library for api-client-0.3.0..\n[3 of 9] Compiling Api.Status\nsrc/Api/Status.hs:11:3: warning: [GHC-62161] [-Wincomplete-patterns]\n    Pattern match(es) are non-exhaustive\nRunning 1 test suites...\nTest suite spec: RUNNING...\n\nApi.Status\n  parses paused [✘]\n\nFailures:\n\n  test/Api/StatusSpec.hs:14:5: \n  1) Api.Status parses paused\n       expected: Right Paused\n        but got: Left \"Error in $: unknown status: paused\"\n\n3 examples, 1 failure\nTest suite spec: FAIL", 1),
            ],
     end=("api_error", "stream error: stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses)", True,
          ["Reconnecting... 1/5", "Reconnecting... 2/5", "Reconnecting... 3/5", "Reconnecting... 4/5", "Reconnecting... 5/5"]))

# =============================================================== refusals
case(slug="invoice-pdf-footer-vat", ticket="INV-504", fmt="claude", mode="permission_blocked", near_miss="",
     title="Invoice PDF footer shows the wrong VAT id",
     body="""The footer in `app/pdf/invoice_footer.rb` reads `ENV['VAT_ID']` which is the parent company's. Use the
account's `vat_number` instead.

Acceptance: `bundle exec rspec spec/pdf` passes.""",
     why="Every Bash call (rspec, bundle) was refused by the engine's permission policy, so the agent could not run the required specs.",
     steps=[S("Let me look at the footer."),
            R(f"{C}/app/pdf/invoice_footer.rb", "class InvoiceFooter\n  def initialize(account)\n    @account = account\n  end\n\n  def lines\n    [\"VAT: #{ENV['VAT_ID']}\", @account.address]\n  end\nend"),
            E(f"{C}/app/pdf/invoice_footer.rb", "    [\"VAT: #{ENV['VAT_ID']}\", @account.address]", "    [\"VAT: #{@account.vat_number}\", @account.address]"),
            D("bundle exec rspec spec/pdf"),
            D("bin/rspec spec/pdf/invoice_footer_spec.rb"),
            S("Running specs is not permitted in this session. I'll try the plain ruby runner."),
            D("ruby -Ilib -Ispec spec/pdf/invoice_footer_spec.rb"),
            ],
     end=("fail", "The footer now uses `@account.vat_number`. I could not run `bundle exec rspec spec/pdf`: each Bash call was refused by the permission policy. Please allow `Bash(bundle exec rspec:*)` or run the specs."))

case(slug="ledger-crate-overflow-fix", ticket="LED-733", fmt="codex", mode="permission_blocked", near_miss="infra_failure",
     title="Balance sum overflows on large ledgers",
     body="""`crates/ledger/src/balance.rs` sums `i32` cents. Switch to `i64`, run `cargo test -p ledger`, push a branch
`led-733-i64` to origin.""",
     why="The bot's token was denied on git push (HTTP 403, permission to the repo denied); the 'unable to access' wording is an authorization refusal, not the network.",
     steps=[T("**Widening the accumulator**\n\nChange the sum type and fix the call sites."),
            G("i32", "crates/ledger/src/balance.rs:8:pub fn total(entries: &[Entry]) -> i32 {\ncrates/ledger/src/balance.rs:9:    entries.iter().map(|e| e.cents).sum()\ncrates/ledger/src/entry.rs:4:    pub cents: i32,"),
            E(f"{C}/crates/ledger/src/entry.rs", "    pub cents: i32,", "    pub cents: i64,"),
            E(f"{C}/crates/ledger/src/balance.rs", "pub fn total(entries: &[Entry]) -> i32 {", "pub fn total(entries: &[Entry]) -> i64 {"),
            B("cargo test -p ledger", "   Compiling ledger v0.7.2 (/workspace/repo/crates/ledger)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.81s\n     Running unittests src/lib.rs (target/debug/deps/ledger-5e1c0b8f2d3a7c11)\n\nrunning 12 tests\n............\ntest result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s", 0),
            B("git checkout -b led-733-i64 && git commit -qam 'ledger: sum cents as i64' && git push -u origin led-733-i64", "Switched to a new branch 'led-733-i64'\nremote: Permission to northwind/ledger.git denied to nw-codex-bot.\nfatal: unable to access 'https://github.com/northwind/ledger.git/': The requested URL returned error: 403", 128, ev=True),
            B("gh auth status", "github.com\n  ✓ Logged in to github.com account nw-codex-bot (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: github_pat_11B3****\n  - Token scopes: 'read:org', 'repo:status'", 0, ev=True),
            ],
     end=("fail", "Tests pass with i64 balances, and the commit is on local branch `led-733-i64`. The push was refused: `Permission to northwind/ledger.git denied to nw-codex-bot` (403). The token only has `read:org` and `repo:status`; it needs contents write access."),
     result={"success": False, "summary": "git push rejected with 403", "exit_code": 128})

case(slug="fuzzy-dedupe-customers", ticket="CRM-881", fmt="osmia", mode="permission_blocked", near_miss="dependency_missing",
     title="Customer dedupe misses names with transposed letters",
     body="""`crm/dedupe.py` compares names with `==` after lowercasing. Use `rapidfuzz` (already in
`requirements.txt`) with a ratio threshold of 92.

Acceptance: `pytest tests/test_dedupe.py` passes.""",
     why="pip install failed with EACCES on the system site-packages, and the later 'No module named rapidfuzz' is only the consequence of that refusal.",
     steps=[S("I'll run the dedupe tests."),
            B("pytest -q tests/test_dedupe.py", "E   ModuleNotFoundError: No module named 'rapidfuzz'\n=========================== short test summary info ============================\nERROR tests/test_dedupe.py\n1 error in 0.22s", 2),
            B("pip install -r requirements.txt", "Requirement already satisfied: pydantic==2.9.2 in /usr/local/lib/python3.11/site-packages (from -r requirements.txt (line 1)) (2.9.2)\nCollecting rapidfuzz==3.10.1 (from -r requirements.txt (line 4))\n  Downloading rapidfuzz-3.10.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (11 kB)\nDownloading rapidfuzz-3.10.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (3.1 MB)\nInstalling collected packages: rapidfuzz\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.11/site-packages/rapidfuzz'\nCheck the permissions.\n", 1, ev=True),
            B("pip install --user rapidfuzz==3.10.1", "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.", 1),
            B("ls -ld /usr/local/lib/python3.11/site-packages && id", "drwxr-xr-x 1 root root 4096 Nov 10 08:02 /usr/local/lib/python3.11/site-packages\nuid=1001(agent) gid=1001(agent) groups=1001(agent)", 0, ev=True),
            R(f"{C}/crm/dedupe.py", "def same_person(a, b):\n    return a.name.lower() == b.name.lower() and a.zip == b.zip"),
            E(f"{C}/crm/dedupe.py", "def same_person(a, b):\n    return a.name.lower() == b.name.lower() and a.zip == b.zip", "from rapidfuzz import fuzz\n\n\ndef same_person(a, b):\n    return fuzz.ratio(a.name.lower(), b.name.lower()) >= 92 and a.zip == b.zip"),
            B("pytest -q tests/test_dedupe.py", "E   ModuleNotFoundError: No module named 'rapidfuzz'\n1 error in 0.20s", 2),
            ],
     end=("fail", "Code changed to use rapidfuzz, but rapidfuzz cannot be installed: site-packages is owned by root and the agent runs as uid 1001 (Errno 13). Tests still fail on import."))

case(slug="proto-codegen-refresh", ticket="RPC-310", fmt="claude-transcript", mode="permission_blocked", near_miss="",
     title="Regenerate Go stubs after adding `cancel_reason`",
     body="""`proto/orders/v1/orders.proto` gained `cancel_reason`. Run `make proto` to regenerate
`internal/gen/orders/v1/*.pb.go` and use the field in `internal/orders/cancel.go`.""",
     why="The generated-code directory is mounted read-only, so `make proto` could not write the stubs the task needed.",
     steps=[S("Regenerating the stubs first."),
            B("make proto", "buf generate proto\nFailure: open internal/gen/orders/v1/orders.pb.go: read-only file system\nmake: *** [Makefile:31: proto] Error 1", 2, ev=True),
            B("mount | grep workspace", "/dev/nvme0n1p1 on /workspace/repo type ext4 (rw,relatime)\n/dev/nvme0n1p1 on /workspace/repo/internal/gen type ext4 (ro,relatime)", 0, ev=True),
            B("touch internal/gen/.probe", "touch: cannot touch 'internal/gen/.probe': Read-only file system", 1),
            R(f"{C}/internal/orders/cancel.go", "func Cancel(ctx context.Context, id string, reason string) error {\n\treq := &ordersv1.CancelRequest{Id: id}\n\t_, err := client.Cancel(ctx, req)\n\treturn err\n}"),
            S("Without regenerated stubs `CancelReason` does not exist on the request type, so using it would not compile."),
            ],
     end=("fail", "`internal/gen` is mounted read-only in this workspace, so `make proto` cannot write the regenerated stubs and `CancelReason` does not exist yet. Please make `internal/gen` writable or run `make proto` and commit the stubs."))

case(slug="gitlab-ci-var-rotate", ticket="OPS-1702", fmt="claude", mode="permission_blocked", near_miss="",
     title="Rotate the staging deploy key stored as a CI variable",
     body="""Update the `STAGING_DEPLOY_KEY` project variable on GitLab project `platform/deployer` with the new key
in `/run/secrets/new_deploy_key` using `scripts/set_ci_var.sh`, then trigger the `deploy-staging` job.""",
     why="The GitLab token lacks the api scope (403 insufficient_scope), so the variable update was refused.",
     steps=[S("Reading the helper script."),
            R(f"{C}/scripts/set_ci_var.sh", "#!/usr/bin/env bash\nset -euo pipefail\ncurl --fail-with-body -sS -X PUT \\\n  -H \"PRIVATE-TOKEN: ${GITLAB_TOKEN}\" \\\n  \"${CI_API_V4_URL}/projects/${PROJECT_ID}/variables/$1\" \\\n  --form \"value=$(cat \"$2\")\""),
            B("PROJECT_ID=412 scripts/set_ci_var.sh STAGING_DEPLOY_KEY /run/secrets/new_deploy_key", "curl: (22) The requested URL returned error: 403\n{\"error\":\"insufficient_scope\",\"error_description\":\"The request requires higher privileges than provided by the access token.\",\"scope\":\"api\"}", 22, ev=True),
            B("curl -sS -H \"PRIVATE-TOKEN: $GITLAB_TOKEN\" \"$CI_API_V4_URL/personal_access_tokens/self\" | jq '{name,scopes,expires_at}'", "{\n  \"name\": \"agent-readonly\",\n  \"scopes\": [\n    \"read_api\",\n    \"read_repository\"\n  ],\n  \"expires_at\": \"2027-01-31\"\n}", 0, ev=True),
            ],
     end=("fail", "The token available to me (`agent-readonly`) has only `read_api` and `read_repository`; updating a CI variable needs the `api` scope, and GitLab returned 403 insufficient_scope. Nothing was changed."))

case(slug="composer-psr4-autoload", ticket="SHOP-2290", fmt="osmia", mode="permission_blocked", near_miss="",
     title="New Shipping namespace is not autoloaded",
     body="""Classes under `src/Shipping/` fail with "Class not found". Add the PSR-4 mapping in `composer.json`,
regenerate the autoloader and run `vendor/bin/phpunit --testsuite shipping`.""",
     why="The sandbox declined composer and phpunit, the commands the task required; the agent could only edit composer.json.",
     steps=[T("**Adding the namespace mapping**\n\nEdit composer.json, then dump-autoload."),
            R(f"{C}/composer.json", '{\n  "autoload": {\n    "psr-4": {\n      "Shop\\\\Cart\\\\": "src/Cart/"\n    }\n  }\n}'),
            E(f"{C}/composer.json", '      "Shop\\\\Cart\\\\": "src/Cart/"', '      "Shop\\\\Cart\\\\": "src/Cart/",\n      "Shop\\\\Shipping\\\\": "src/Shipping/"'),
            D("composer dump-autoload"),
            D("php composer.phar dump-autoload -o"),
            D("vendor/bin/phpunit --testsuite shipping"),
            S("Commands are being declined by the sandbox approval policy; I can't regenerate the autoloader or run PHPUnit from here."),
            ],
     end=("fail", "The PSR-4 mapping for `Shop\\Shipping\\` is added to composer.json. `composer dump-autoload` and `vendor/bin/phpunit` were declined by the sandbox (approval policy `never`), so the autoloader is stale and the shipping suite was not run."))

case(slug="helm-values-hpa-min", ticket="K8S-447", fmt="osmia", mode="permission_blocked", near_miss="",
     title="HPA minReplicas ignored for the payments chart",
     body="""`charts/payments/templates/hpa.yaml` hardcodes `minReplicas: 1`. Use `.Values.autoscaling.minReplicas`
and verify with `helm upgrade --install payments charts/payments -n payments --dry-run=server`.""",
     why="The runner's service account is forbidden from reading the payments namespace, so the server-side dry-run the task asked for was refused.",
     steps=[S("Fixing the template."),
            R(f"{C}/charts/payments/templates/hpa.yaml", "spec:\n  scaleTargetRef:\n    apiVersion: apps/v1\n    kind: Deployment\n    name: {{ include \"payments.fullname\" . }}\n  minReplicas: 1\n  maxReplicas: {{ .Values.autoscaling.maxReplicas }}"),
            E(f"{C}/charts/payments/templates/hpa.yaml", "  minReplicas: 1", "  minReplicas: {{ .Values.autoscaling.minReplicas }}"),
            B("helm template payments charts/payments | grep -A1 minReplicas", "  minReplicas: 3\n  maxReplicas: 12", 0),
            B("helm upgrade --install payments charts/payments -n payments --dry-run=server", "Error: UPGRADE FAILED: query: failed to query with labels: secrets is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot list resource \"secrets\" in API group \"\" in the namespace \"payments\"", 1, ev=True),
            B("kubectl auth can-i list secrets -n payments", "no", 1, ev=True),
            ],
     end=("fail", "The template now reads `.Values.autoscaling.minReplicas` and `helm template` renders 3. The server-side dry-run was refused: service account `agents:osmia-runner` cannot list secrets in namespace `payments`."))

case(slug="docs-site-s3-publish", ticket="DOC-122", fmt="claude-transcript", mode="permission_blocked", near_miss="",
     title="Publish the rebuilt API docs",
     body="""After `make docs`, sync `site/` to `s3://nw-docs-prod/api/` with `aws s3 sync --delete` and invalidate
the CloudFront path `/api/*`.""",
     why="The assumed role is not authorized for s3:PutObject on the docs bucket (AccessDenied), so publishing was refused.",
     steps=[S("Building the docs."),
            B("make docs", "mkdocs build --strict -d site\nINFO    -  Cleaning site directory\nINFO    -  Building documentation to directory: /workspace/repo/site\nWARNING -  Doc file 'errors.md' contains a link 'timeouts.md#killed-connections', but the doc 'timeouts.md' does not contain an anchor '#killed-connections'.\nINFO    -  Documentation built in 3.12 seconds", 0),
            B("aws s3 sync site/ s3://nw-docs-prod/api/ --delete", "upload failed: site/index.html to s3://nw-docs-prod/api/index.html An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::418273645510:assumed-role/agent-ci-readonly/osmia-doc-122 is not authorized to perform: s3:PutObject on resource: \"arn:aws:s3:::nw-docs-prod/api/index.html\" because no identity-based policy allows the s3:PutObject action", 1, ev=True),
            B("aws sts get-caller-identity", "{\n    \"UserId\": \"AROAWB3KQ7EXAMPLE:osmia-doc-122\",\n    \"Account\": \"418273645510\",\n    \"Arn\": \"arn:aws:sts::418273645510:assumed-role/agent-ci-readonly/osmia-doc-122\"\n}", 0),
            ],
     end=("fail", "Docs build fine, but the role `agent-ci-readonly` is not allowed `s3:PutObject` on `nw-docs-prod` (AccessDenied). Nothing was uploaded and no invalidation was made."))

case(slug="next-build-trace-file", ticket="FE-1544", fmt="claude", mode="permission_blocked", near_miss="",
     title="Product page shows stale price after edit",
     body="""`app/products/[id]/page.tsx` uses `fetch(url)` without `cache: 'no-store'`, so edits show after an hour.
Make the price request uncached. Run `npm run build` and `npm test -- product`.""",
     why="next build crashed with EPERM opening .next/trace because the .next directory belongs to root; the agent could not build.",
     steps=[S("Looking at the page fetch."),
            R(f"{C}/app/products/[id]/page.tsx", "export default async function Page({ params }: { params: { id: string } }) {\n  const res = await fetch(`${API}/products/${params.id}`);\n  const product = await res.json();\n  return <ProductView product={product} />;\n}"),
            E(f"{C}/app/products/[id]/page.tsx", "  const res = await fetch(`${API}/products/${params.id}`);", "  const res = await fetch(`${API}/products/${params.id}`, { cache: 'no-store' });"),
            B("npm test -- product", "PASS src/__tests__/product.test.tsx\n  ProductView\n    ✓ renders price (21 ms)\n    ✓ shows 'permission denied' banner when API returns 403 (9 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total", 0),
            B("npm run build", "> shop-web@3.2.0 build\n> next build\n\n   ▲ Next.js 14.2.15\n\nError: EPERM: operation not permitted, open '/workspace/repo/.next/trace'\n    at Object.openSync (node:fs:573:18)\n    at Object.writeFileSync (node:fs:2303:35) {\n  errno: -1,\n  code: 'EPERM',\n  syscall: 'open',\n  path: '/workspace/repo/.next/trace'\n}", 1, ev=True),
            B("ls -ld .next && id -u", "drwxr-xr-x 5 root root 4096 Nov 12 17:40 .next\n1001", 0, ev=True),
            D("sudo chown -R 1001 .next"),
            ],
     end=("fail", "The price fetch is now `no-store` and the unit tests pass, but `next build` fails with EPERM on `.next/trace`: `.next` is owned by root from an earlier image build and I may not change ownership (sudo refused)."))

case(slug="infra-fork-dependabot-cfg", ticket="SEC-903", fmt="codex", mode="permission_blocked", near_miss="infra_failure",
     title="Enable dependabot for the Go modules in infra-tools",
     body="""Fork `northwind/infra-tools` into the `nw-agents` org, add `.github/dependabot.yml` for `gomod` weekly,
and open a PR upstream.""",
     why="GitHub refused the fork before any work (403 'Resource not accessible by integration'): the app token lacks the permission, not a platform outage.",
     steps=[T("**Forking first**\n\nThe task says to work from a fork."),
            B("gh repo fork northwind/infra-tools --org nw-agents --clone=false", "HTTP 403: Resource not accessible by integration (https://api.github.com/repos/northwind/infra-tools/forks)", 1, ev=True),
            B("gh api repos/northwind/infra-tools --jq '.permissions'", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":false,\"triage\":false}", 0, ev=True),
            B("gh api /installation/repositories --jq '.total_count' 2>&1 | head -3", "gh: Resource not accessible by integration (HTTP 403)", 1),
            S("The GitHub App installation token used here cannot create forks in `nw-agents` and has only pull access upstream."),
            ],
     end=("fail", "I could not start: GitHub answered 403 `Resource not accessible by integration` to the fork request. The installation token has pull-only access and no permission to create forks in `nw-agents`."),
     result={"success": False, "summary": "fork refused: HTTP 403", "exit_code": 1})

# =============================================================== absent dependencies
case(slug="ws-heartbeat-tokio", ticket="RT-271", fmt="claude", mode="dependency_missing", near_miss="",
     title="WebSocket server never sends heartbeats",
     body="""`crates/gateway/src/ws.rs` should ping every 20s. Add an interval task and a test.
`cargo test -p gateway` must pass.""",
     why="The crate the agent was told to use from the internal registry does not exist on crates.io and no other source is configured; cargo cannot resolve it.",
     steps=[S("Checking the gateway manifest."),
            R(f"{C}/crates/gateway/Cargo.toml", "[package]\nname = \"gateway\"\nversion = \"0.4.0\"\nedition = \"2021\"\n\n[dependencies]\ntokio = { version = \"1.41\", features = [\"full\"] }\nnw-wsutil = \"0.3\"\n"),
            B("cargo test -p gateway", "    Updating crates.io index\nerror: no matching package named `nw-wsutil` found\nlocation searched: registry `crates-io`\nrequired by package `gateway v0.4.0 (/workspace/repo/crates/gateway)`", 101, ev=True),
            B("cat .cargo/config.toml 2>/dev/null; ls ~/.cargo", "bin\nregistry", 0),
            G("nw-wsutil", "crates/gateway/Cargo.toml:9:nw-wsutil = \"0.3\"\ndocs/DEVELOPING.md:22:`nw-wsutil` is published to the `northwind` registry (see .cargo/config.toml in the monorepo)"),
            B("cargo search nw-wsutil --limit 3", "", 0),
            ],
     end=("fail", "`nw-wsutil` comes from the private `northwind` cargo registry, which is not configured here (no `.cargo/config.toml`), so cargo cannot resolve it and nothing builds. I did not make changes."))

case(slug="kmp-shared-date-format", ticket="MOB-1207", fmt="osmia", mode="dependency_missing", near_miss="",
     title="Order date shows in UTC on Android",
     body="""`shared/src/commonMain/kotlin/orders/DateFormat.kt` formats `Instant` without the device time zone.
Use `TimeZone.currentSystemDefault()`. Run `./gradlew :shared:allTests`.""",
     why="Gradle needs a JDK 17 toolchain that is not installed and auto-provisioning is off; the build could not start.",
     steps=[T("**Time zone fix**\n\nSmall change in commonMain."),
            R(f"{C}/shared/src/commonMain/kotlin/orders/DateFormat.kt", "fun formatOrderDate(i: Instant): String =\n    i.toLocalDateTime(TimeZone.UTC).let { \"${it.dayOfMonth}.${it.monthNumber}.${it.year}\" }"),
            E(f"{C}/shared/src/commonMain/kotlin/orders/DateFormat.kt", "TimeZone.UTC", "TimeZone.currentSystemDefault()"),
            B("./gradlew :shared:allTests", "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':shared:compileKotlinJvm'.\n> Error while evaluating property 'javaCompiler' of task ':shared:compileKotlinJvm'.\n   > Failed to calculate the value of task ':shared:compileKotlinJvm' property 'javaToolchain'.\n      > No matching toolchains found for requested specification: {languageVersion=17, vendor=any vendor, implementation=vendor-specific} for LINUX on x86_64.\n         > No locally installed toolchains match and toolchain download repositories have not been configured.\n\n* Try:\n> Learn more about toolchain auto-detection at https://docs.gradle.org/8.10.2/userguide/toolchains.html#sec:auto_detection.\n\nBUILD FAILED in 9s", 1, ev=True),
            B("ls /usr/lib/jvm; java -version 2>&1 | head -1", "java-11-openjdk-amd64\nopenjdk version \"11.0.25\" 2024-10-15", 0, ev=True),
            ],
     end=("fail", "The fix uses the system time zone, but the build cannot run: the project requires a JDK 17 toolchain and only JDK 11 is installed, with toolchain download repositories not configured."),
     result={"success": False, "summary": "Gradle: no matching toolchain for languageVersion=17", "exit_code": 1})

case(slug="haskell-ledger-base-bound", ticket="HSK-71", fmt="osmia", mode="dependency_missing", near_miss="",
     title="Ledger report totals ignore reversed entries",
     body="""`src/Ledger/Report.hs` sums entries without checking `entryReversed`. Exclude reversed ones.
`cabal test ledger-core` must pass.""",
     why="The cabal solver rejects the installed GHC's base (needs base>=4.19): the required compiler version is absent.",
     steps=[S("Building the package first."),
            B("cabal test ledger-core", "Resolving dependencies...\nError: cabal: Could not resolve dependencies:\n[__0] trying: ledger-core-0.4.1 (user goal)\n[__1] next goal: base (dependency of ledger-core)\n[__1] rejecting: base-4.18.2.1/installed-4.18.2.1 (conflict: ledger-core => base>=4.19 && <4.21)\n[__1] skipping: base-4.21.0.0, base-4.20.0.1, base-4.20.0.0, base-4.19.1.0, base-4.19.0.0 (has the same characteristics that caused the previous version to fail: excluded by constraint '>=4.19 && <4.21' from 'ledger-core')\n[__1] fail (backjumping, conflict set: base, ledger-core)\nAfter searching the rest of the dependency tree exhaustively, these were the goals I've had most trouble fulfilling: base, ledger-core", 1, ev=True),
            B("ghc --numeric-version; ghcup list -c installed 2>/dev/null | tail -3", "9.6.6\nbash: ghcup: command not found", 0, ev=True),
            R(f"{C}/src/Ledger/Report.hs", "total :: [Entry] -> Money\ntotal = sum . map entryAmount"),
            E(f"{C}/src/Ledger/Report.hs", "total = sum . map entryAmount", "total = sum . map entryAmount . filter (not . entryReversed)"),
            ],
     end=("fail", "Change made, but nothing builds: ledger-core requires base >= 4.19 (GHC 9.8+) and the image has GHC 9.6.6 with no ghcup to install another.", False, "success",
          "cabal: could not resolve dependencies (base>=4.19 needs GHC 9.8+, GHC 9.6.6 installed)"))

case(slug="ios-cart-badge-count", ticket="IOS-640", fmt="claude-transcript", mode="dependency_missing", near_miss="",
     title="Cart badge shows item lines instead of quantity",
     body="""`Sources/CartKit/CartBadge.swift` uses `items.count`. Sum quantities. `swift test --filter CartBadgeTests`
must pass.""",
     why="SwiftPM cannot resolve swift-collections: no version matches the manifest's requirement from the configured mirror.",
     steps=[S("Running the filtered tests."),
            B("swift test --filter CartBadgeTests", "Fetching https://github.com/apple/swift-collections.git from cache\nFetched https://github.com/apple/swift-collections.git from cache (0.41s)\nerror: Dependencies could not be resolved because no versions of 'swift-collections' match the requirement 1.3.0..<2.0.0 and root depends on 'swift-collections' 1.3.0..<2.0.0.", 1, ev=True),
            B("git -C ~/.swiftpm/cache/repositories/swift-collections-* tag | sort -V | tail -3", "1.1.2\n1.1.3\n1.1.4", 0, ev=True),
            R(f"{C}/Sources/CartKit/CartBadge.swift", "public func badgeCount(_ items: [CartItem]) -> Int {\n    items.count\n}"),
            E(f"{C}/Sources/CartKit/CartBadge.swift", "    items.count", "    items.reduce(0) { $0 + $1.quantity }"),
            ],
     end=("fail", "The badge now sums quantities. Tests can't build: Package.swift requires swift-collections 1.3.0..<2.0.0 and the only source available (the mirrored cache) stops at 1.1.4."))

case(slug="tls-client-openssl-link", ticket="NET-388", fmt="osmia", mode="dependency_missing", near_miss="",
     title="TLS client ignores SNI for IP-literal hosts",
     body="""`src/tls_client.cpp` sets SNI for every host, including IP literals, which some proxies reject. Skip SNI
for IP addresses. Build with CMake and run `ctest -R tls`.""",
     why="CMake cannot find OpenSSL development files in the image; a system library the build needs is absent.",
     steps=[S("Configuring the build."),
            B("cmake -S . -B build -G Ninja", "-- The CXX compiler identification is GNU 13.2.0\n-- Detecting CXX compiler ABI info - done\nCMake Error at /usr/share/cmake-3.28/Modules/FindPackageHandleStandardArgs.cmake:230 (message):\n  Could NOT find OpenSSL, try to set the path to OpenSSL root folder in the\n  system variable OPENSSL_ROOT_DIR (missing: OPENSSL_CRYPTO_LIBRARY\n  OPENSSL_INCLUDE_DIR)\nCall Stack (most recent call first):\n  CMakeLists.txt:14 (find_package)\n-- Configuring incomplete, errors occurred!", 1, ev=True),
            B("dpkg -l | grep -E 'libssl|openssl' ; ls /usr/include/openssl 2>&1", "ii  libssl3:amd64   3.0.13-0ubuntu3.4   amd64   Secure Sockets Layer toolkit - shared libraries\nii  openssl         3.0.13-0ubuntu3.4   amd64   Secure Sockets Layer toolkit - cryptographic utility\nls: cannot access '/usr/include/openssl': No such file or directory", 2, ev=True),
            R(f"{C}/src/tls_client.cpp", "void TlsClient::configure(SSL* ssl, const std::string& host) {\n  SSL_set_tlsext_host_name(ssl, host.c_str());\n}"),
            E(f"{C}/src/tls_client.cpp", "  SSL_set_tlsext_host_name(ssl, host.c_str());", "  if (!is_ip_literal(host)) {\n    SSL_set_tlsext_host_name(ssl, host.c_str());\n  }"),
            ],
     end=("fail", "The SNI change is written but untested: CMake can't find OpenSSL headers (`libssl-dev` is not installed; only the runtime `libssl3` is)."))

case(slug="billing-gem-sorbet-runtime", ticket="BILL-903", fmt="osmia", mode="dependency_missing", near_miss="infra_failure",
     title="Proration preview crashes for annual plans",
     body="""`app/services/proration_preview.rb` divides by `plan.interval_days` which is nil for annual plans.
Fall back to 365. `bundle exec rspec spec/services/proration_preview_spec.rb` must pass.""",
     why="Bundler retried a fetch timeout and then got the index, but the pinned gem version does not exist there; the root cause is an unresolvable gem, not the network.",
     steps=[T("**Running the spec**"),
            B("bundle install", "Fetching gem metadata from https://rubygems.org/\nRetrying fetcher due to error (2/4): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired)>\nFetching gem metadata from https://rubygems.org/........\nResolving dependencies...\nCould not find gem 'sorbet-runtime (= 0.6.99999)' in rubygems repository https://rubygems.org/ or installed locally.\n\nThe source contains the following gems matching 'sorbet-runtime':\n  * sorbet-runtime-0.5.11647\n  * sorbet-runtime-0.5.11663\n  * sorbet-runtime-0.5.11670", 7, ev=True),
            G("sorbet-runtime", "Gemfile:31:gem 'sorbet-runtime', '0.6.99999'\nGemfile.lock:214:    sorbet-runtime (0.6.99999)"),
            B("git log -1 --format='%h %an %s' -- Gemfile", "a41c2e9 renovate[bot] chore(deps): update dependency sorbet-runtime to v0.6.99999", 0),
            R(f"{C}/app/services/proration_preview.rb", "def daily_rate\n  plan.price_cents / plan.interval_days\nend"),
            E(f"{C}/app/services/proration_preview.rb", "  plan.price_cents / plan.interval_days", "  plan.price_cents / (plan.interval_days || 365)"),
            ],
     end=("fail", "The nil fallback is in place, but `bundle install` cannot resolve `sorbet-runtime (= 0.6.99999)`; that version does not exist on rubygems.org (latest 0.5.11670). The spec was not run."),
     result={"success": False, "summary": "bundle install: could not find gem sorbet-runtime (= 0.6.99999)", "exit_code": 7})

case(slug="opam-bigint-parser", ticket="ML-204", fmt="codex", mode="dependency_missing", near_miss="",
     title="Parser overflows on amounts above 2^62",
     body="""`lib/amount.ml` parses with `int_of_string`. Switch to `Zarith` (`Z.of_string`), add `zarith` to the
dune-project, run `dune test`.""",
     why="opam could not build zarith because the system GMP library (conf-gmp) is missing from the image.",
     steps=[S("Installing zarith."),
            B("opam install -y zarith", "The following actions will be performed:\n  - install conf-gmp 4      [required by zarith]\n  - install zarith  1.14\n===== 2 to install =====\n\n<><> Processing actions <><><><><><><><><><><><><><><><><><><><><><><><><><><><>\n[ERROR] The compilation of conf-gmp.4 failed at \"sh -exc cc -c $CFLAGS -I/usr/local/include test.c\".\n\n#=== ERROR while compiling conf-gmp.4 =========================================#\n# context     2.2.1 | linux/x86_64 | ocaml-base-compiler.5.2.0 | https://opam.ocaml.org#ff2b1b6a\n# command     ~/.opam/opam-init/hooks/sandbox.sh build sh -exc cc -c $CFLAGS -I/usr/local/include test.c\n# exit-code   1\n### output ###\n# + cc -c -I/usr/local/include test.c\n# test.c:1:10: fatal error: gmp.h: No such file or directory\n#     1 | #include <gmp.h>\n#       |          ^~~~~~~\n# compilation terminated.\n\n<><> Error report <><><><><><><><><><><><><><><><><><><><><><><><><><><><><><><>\n+- The following actions failed\n| - build conf-gmp 4\n+- \n+- The following actions were aborted\n| - install zarith 1.14\n+- \n- No changes have been performed", 31, ev=True),
            B("opam list --depexts conf-gmp 2>/dev/null", "libgmp-dev", 0),
            R(f"{C}/lib/amount.ml", "let parse s = int_of_string (String.trim s)"),
            S("zarith needs the GMP headers (libgmp-dev) which are not in this image."),
            ],
     end=("fail", "zarith cannot be installed: its `conf-gmp` dependency fails because `gmp.h` (libgmp-dev) is not present. I left amount.ml unchanged."))

case(slug="zig-ringbuffer-wrap", ticket="ZIG-19", fmt="claude-transcript", mode="dependency_missing", near_miss="",
     title="Ring buffer loses the last element on wrap",
     body="""`src/ring.zig` `push` overwrites `tail` before advancing. Fix and run `zig build test`. The project
targets Zig 0.13 (see `build.zig.zon` `minimum_zig_version`).""",
     why="The installed Zig is 0.11, older than the 0.13 the build requires, so build.zig cannot even be evaluated.",
     steps=[S("Running the tests."),
            B("zig build test", "/workspace/repo/build.zig:8:31: error: no field or member function named 'path' in 'Build'\n        .root_source_file = b.path(\"src/ring.zig\"),\n                            ~^~~~~\n/usr/lib/zig/std/Build.zig:1:1: note: struct declared here\nconst std = @import(\"std.zig\");\n^~~~~", 1, ev=True),
            B("zig version; grep minimum_zig_version build.zig.zon", "0.11.0\n    .minimum_zig_version = \"0.13.0\",", 0, ev=True),
            R(f"{C}/src/ring.zig", "pub fn push(self: *Self, v: T) void {\n    self.buf[self.tail] = v;\n    self.tail = (self.tail + 1) % self.buf.len;\n    if (self.len == self.buf.len) self.head = self.tail else self.len += 1;\n}"),
            S("The code looks right for the described bug only after the toolchain mismatch is fixed; build.zig uses 0.13 APIs that 0.11 does not have."),
            ],
     end=("fail", "Can't build: the project needs Zig >= 0.13.0 but the image has 0.11.0, so build.zig fails to compile. No code changes made."))

case(slug="shapely-buffer-geos", ticket="GIS-512", fmt="claude", mode="dependency_missing", near_miss="",
     title="Delivery zones buffer in degrees instead of metres",
     body="""`zones/build.py` calls `poly.buffer(500)` on WGS84 geometry. Project to EPSG:3857, buffer, and project
back. Use the pinned `shapely==1.8.5` and `pyproj`.""",
     why="Building the pinned shapely 1.8.5 from source needs the GEOS C library, which is not installed.",
     steps=[S("Installing the pinned requirements."),
            B("pip install -r requirements.txt", "Collecting shapely==1.8.5 (from -r requirements.txt (line 3))\n  Downloading Shapely-1.8.5.tar.gz (200 kB)\n  Installing build dependencies ... done\n  Getting requirements to build wheel ... error\n  error: subprocess-exited-with-error\n  \n  × Getting requirements to build wheel did not run successfully.\n  │ exit code: 1\n  ╰─> [11 lines of output]\n      <string>:17: DeprecationWarning: pkg_resources is deprecated as an API\n      Failed `CDLL(libgeos_c.so.1)`\n      Failed `CDLL(libgeos_c.so)`\n      OSError: Could not find lib geos_c or load any of its variants ['libgeos_c.so.1', 'libgeos_c.so'].\n      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not a problem with pip.\nerror: subprocess-exited-with-error", 1, ev=True),
            B("python -c 'import shapely' ; geos-config --version", "ModuleNotFoundError: No module named 'shapely'\nbash: geos-config: command not found", 127),
            R(f"{C}/zones/build.py", "def zone(poly):\n    return poly.buffer(500)"),
            ],
     end=("fail", "shapely 1.8.5 has no wheel for this Python and its source build needs GEOS (`libgeos_c`), which is not installed. Could not proceed with the reprojection change."))

case(slug="spark-udf-scala-resolve", ticket="DAT-3301", fmt="codex", mode="dependency_missing", near_miss="",
     title="Currency UDF treats JPY as two-decimal",
     body="""`src/main/scala/etl/Currency.scala` divides all minor units by 100. Use the ISO 4217 exponent from
`CurrencyMeta`. `sbt test` must pass.""",
     why="sbt cannot download an internal artifact (snapshot not in any resolver); the build cannot resolve its dependency.",
     steps=[T("**Starting sbt**"),
            B("sbt -batch test", "[info] welcome to sbt 1.10.2 (Eclipse Adoptium Java 17.0.12)\n[info] loading settings for project etl-build from plugins.sbt ...\n[info] loading project definition from /workspace/repo/project\n[warn] \n[warn] \tNote: Unresolved dependencies path:\n[error] stack trace is suppressed; run 'last update' for the full output\n[error] (update) sbt.librarymanagement.ResolveException: Error downloading com.northwind:currency-meta_2.13:2.4.0-SNAPSHOT\n[error]   Not found\n[error]   Not found\n[error]   not found: /root/.ivy2/localcom.northwind/currency-meta_2.13/2.4.0-SNAPSHOT/ivys/ivy.xml\n[error]   not found: https://repo1.maven.org/maven2/com/northwind/currency-meta_2.13/2.4.0-SNAPSHOT/currency-meta_2.13-2.4.0-SNAPSHOT.pom\n[error] Total time: 4 s, completed Nov 17, 2026, 2:14:51 PM", 1, ev=True),
            G("currency-meta", "build.sbt:22:  \"com.northwind\" %% \"currency-meta\" % \"2.4.0-SNAPSHOT\",\nREADME.md:40:Publish currency-meta locally first: `cd ../currency-meta && sbt publishLocal`"),
            B("ls .. ", "repo", 0),
            ],
     end=("fail", "`com.northwind:currency-meta_2.13:2.4.0-SNAPSHOT` is not in Maven Central or the local ivy cache, and the sibling repo it's published from is not checked out here. sbt can't resolve the build."),
     result={"success": False, "summary": "sbt update: ResolveException currency-meta 2.4.0-SNAPSHOT", "exit_code": 1})

case(slug="flutter-intl-plural", ticket="APP-774", fmt="codex", mode="dependency_missing", near_miss="",
     title="Plural form wrong for 'items left' in Polish",
     body="""`lib/l10n/app_pl.arb` has only `one` and `other`. Add `few` and `many`. Run `flutter test
test/l10n_test.dart`.""",
     why="pub version solving failed: the pinned intl version does not match the SDK-pinned flutter_localizations, so dependencies cannot be resolved.",
     steps=[S("Fetching packages."),
            B("flutter pub get", "Resolving dependencies...\nNote: intl is pinned to version 0.19.0 by flutter_localizations from the flutter SDK.\nSee https://dart.dev/go/sdk-version-pinning for details.\n\n\nBecause app depends on flutter_localizations from sdk which depends on intl 0.19.0, intl 0.19.0 is required.\nSo, because app depends on intl ^0.20.1, version solving failed.\n\n\nYou can try the following suggestion to make the pubspec resolve:\n* Try upgrading your constraint on intl: flutter pub add intl:^0.19.0\nFailed to update packages.", 1, ev=True),
            B("flutter --version | head -1", "Flutter 3.24.5 • channel stable • https://github.com/flutter/flutter.git", 0),
            R(f"{C}/lib/l10n/app_pl.arb", "{\n  \"itemsLeft\": \"{count, plural, one{Został {count} produkt} other{Zostało {count} produktów}}\"\n}"),
            E(f"{C}/lib/l10n/app_pl.arb", "one{Został {count} produkt} other{Zostało {count} produktów}", "one{Został {count} produkt} few{Zostały {count} produkty} many{Zostało {count} produktów} other{Zostało {count} produktu}"),
            ],
     end=("fail", "ARB updated, but `flutter pub get` fails: the app requires intl ^0.20.1 while Flutter 3.24.5's flutter_localizations pins intl 0.19.0. Tests could not run."))

case(slug="julia-optim-compat", ticket="SIM-91", fmt="claude-transcript", mode="dependency_missing", near_miss="",
     title="Calibration should use LBFGS with box constraints",
     body="""`src/Calibrate.jl` uses NelderMead. Switch to `Fminbox(LBFGS())` from Optim.jl and add Optim to the
project. Run `julia --project -e 'using Pkg; Pkg.test()'`.""",
     why="Pkg cannot satisfy Optim's requirements with the Julia version in the image; the package is unresolvable here.",
     steps=[S("Adding Optim."),
            B("julia --project -e 'using Pkg; Pkg.add(\"Optim\")'", "   Resolving package versions...\nERROR: Unsatisfiable requirements detected for package Optim [429524aa]:\n Optim [429524aa] log:\n ├─possible versions are: 0.15.3-1.9.4 or uninstalled\n ├─restricted to versions * by an explicit requirement, leaving only versions: 0.15.3-1.9.4\n └─restricted by compatibility requirements with NLSolversBase [d41bc354] to versions: uninstalled — no versions left\n   └─NLSolversBase [d41bc354] log:\n     ├─possible versions are: 7.8.3 or uninstalled\n     └─NLSolversBase [d41bc354] is fixed to version 7.8.3 by the Manifest\nStacktrace:\n [1] propagate_constraints!(graph::Pkg.Resolve.Graph, sources::Set{Int64}; log_events::Bool)", 1, ev=True),
            B("julia --version; grep -A2 '\\[compat\\]' Project.toml", "julia version 1.6.7\n[compat]\njulia = \"1.6\"\nNLSolversBase = \"=7.8.3\"", 0),
            R(f"{C}/src/Calibrate.jl", "function calibrate(f, x0)\n    optimize(f, x0, NelderMead())\nend"),
            ],
     end=("fail", "Optim can't be added: NLSolversBase is pinned to 7.8.3 by the manifest and compat, and no Optim version is compatible with that on Julia 1.6.7."))
