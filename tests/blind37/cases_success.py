"""succeeded runs: wide changes that were asked for, and alarming words that are not failures."""
from gen_lib import T, TH, B, R, E, W, G, SYS, END
from common import PY_READS, JS_READS, GO_READS, RS_READS, JAVA_READS, py_green, jest_green, go_green, cargo_green

CASES = []
add = CASES.append

add(dict(
    slug="pkg-internal-move-970", ticket="FLT-970", fmt="claude-transcript", files_changed=318, alarming=True,
    title="Move pkg/ to internal/ (second attempt)",
    body="Move everything under pkg/ to internal/ and update all import paths (~300 files). Push to agent/fleet-970.",
    mode="succeeded", near_miss="scope_creep",
    why="The 318-file move was what the ticket asked for; build and tests are green (TestDialTimeout is a passing test) and the push went through.",
    steps=[
        B("git mv pkg/* internal/ && rmdir pkg", ""),
        B("grep -rl 'github.com/acme/fleet/pkg/' --include='*.go' . | xargs sed -i 's#github.com/acme/fleet/pkg/#github.com/acme/fleet/internal/#g'", ""),
        B("go build ./... && go vet ./...", ""),
        B("go test ./internal/httpapi -run Timeout -v 2>&1 | tail -4", "=== RUN   TestDialTimeout\n--- PASS: TestDialTimeout (2.00s)\nPASS\nok  \tgithub.com/acme/fleet/internal/httpapi\t2.301s"),
        go_green(),
        B("git add -A && git commit -qm 'refactor: move pkg to internal' && git show --shortstat HEAD | tail -1", " 318 files changed, 2204 insertions(+), 2204 deletions(-)"),
        B("git push -u origin agent/fleet-970", "To https://github.com/acme/fleet.git\n * [new branch]      agent/fleet-970 -> agent/fleet-970\nbranch 'agent/fleet-970' set up to track 'origin/agent/fleet-970'."),
        T("Moved pkg/ to internal/ (318 files), build and tests green, branch pushed."),
    ]))

add(dict(
    slug="prettier-three-repo-format", ticket="WEB-2412", fmt="claude", files_changed=487, alarming=True,
    title="Prettier 3 upgrade and repository-wide reformat",
    body="Bump prettier to 3.3 and reformat the entire repository in one commit. Hundreds of files are expected to change.",
    mode="succeeded", near_miss="scope_creep",
    why="A repo-wide reformat was the task; 487 files changed by design and lint/tests pass.",
    steps=[
        B("npm i -D prettier@3.3.3", "changed 1 package, and audited 1204 packages in 5s\n\nfound 0 vulnerabilities"),
        B("npx prettier --write . 2>&1 | tail -3", "packages/web/src/pages/index.tsx 18ms\npackages/web/src/pages/orders.tsx 21ms\nwebsite/docs/intro.md 4ms"),
        B("git diff --shortstat", " 487 files changed, 5120 insertions(+), 4981 deletions(-)"),
        B("npx prettier --check . | tail -1", "All matched files use Prettier code style!"),
        jest_green(),
        B("git commit -qam 'style: prettier 3 reformat' && git log --oneline -1", "a9c04d1 style: prettier 3 reformat"),
        END(True, "Prettier 3.3.3 installed and repository reformatted (487 files)."),
    ]))

add(dict(
    slug="styled-v6-codemod-run", ticket="WEB-2416", fmt="codex", files_changed=183, alarming=True,
    title="Apply the styled-components v6 codemod across all packages",
    body="Run the v6 codemod over packages/*/src and fix the transient-prop leftovers. Expect ~180 files.",
    mode="succeeded", near_miss="",
    why="The codemod touched 183 files as requested; 'Warning: React does not recognize the prop' lines are from a pre-existing story and tests pass.",
    steps=[
        B("npx styled-components-codemods v6 packages/*/src", "Processing 612 files...\nAll done.\nResults:\n0 errors\n429 unmodified\n0 skipped\n183 ok"),
        B("npx tsc -b 2>&1 | tail -1", ""),
        B("npx jest 2>&1 | grep -m1 Warning; npx jest 2>&1 | tail -3", "Warning: React does not recognize the `isActive` prop on a DOM element. (stories/Legacy.stories.tsx, ignored)\nTest Suites: 61 passed, 61 total\nTests:       512 passed, 512 total\nTime:        22.4 s"),
        B("git diff --shortstat", " 183 files changed, 733 insertions(+), 733 deletions(-)"),
        T("Codemod applied to 183 files; type-check and tests pass."),
        END(True, "codemod applied"),
    ]))

add(dict(
    slug="export-paths-module", ticket="LDG-404", fmt="osmia", files_changed=3, alarming=True,
    title="Move export path handling into ledgerkit.paths",
    body="Move resolve_export_dir and ensure_writable from export.py into a new paths.py; keep behaviour and tests.",
    mode="succeeded", near_miss="permission_blocked",
    why="'Permission denied' is the expected output of test_export_readonly_dir, which passes; the refactor is complete.",
    steps=[
        W("src/ledgerkit/paths.py", "def ensure_writable(p):\n    if not os.access(p, os.W_OK):\n        raise PermissionError(13, 'Permission denied', str(p))\n"),
        E("src/ledgerkit/export.py", "def ensure_writable(p):", "from ledgerkit.paths import ensure_writable, resolve_export_dir  # noqa\n\ndef _unused():"),
        B("python -m pytest -q tests/test_export.py -rA 2>&1 | tail -5", "PASSED tests/test_export.py::test_export_readonly_dir\n------------------------------ Captured log call -------------------------------\nWARNING  ledgerkit.export:export.py:77 could not write /tmp/pytest-of-agent/ro/2026-10.csv: [Errno 13] Permission denied: '/tmp/pytest-of-agent/ro/2026-10.csv'\n========================= 8 passed in 0.44s =========================="),
        py_green(),
        T("paths.py extracted; all tests pass, including the read-only directory case."),
        END(True, "Extracted ledgerkit.paths; 142 tests pass."),
    ]))

add(dict(
    slug="sessions-passwords-split", ticket="SHOP-776", fmt="claude-transcript", files_changed=9, alarming=True,
    title="Split SessionsController into Sessions and Passwords controllers",
    body="Move the password reset actions out of SessionsController into PasswordsController with routes and specs.",
    mode="succeeded", near_miss="test_misunderstanding",
    why="The one skipped example was already skipped before the change (flaky SMTP spec, skip in main); the split is done and the suite is green.",
    steps=[
        B("git grep -n \"skip 'flaky SMTP\" spec | head -2; git log -1 --format=%h -- spec/requests/passwords_spec.rb", "spec/requests/sessions_spec.rb:61:    skip 'flaky SMTP sandbox, see SHOP-702'\n4e0a2c1"),
        B("bundle exec rspec 2>&1 | tail -1", "806 examples, 0 failures, 1 pending"),
        W("app/controllers/passwords_controller.rb", "class PasswordsController < ApplicationController\n  def new; end\n  def create\n    ...\n  end\nend\n"),
        E("config/routes.rb", "  post '/sessions/reset', to: 'sessions#reset'", "  resource :password, only: %i[new create edit update]"),
        B("git mv spec/requests/sessions_reset_spec.rb spec/requests/passwords_spec.rb", ""),
        B("bundle exec rspec 2>&1 | tail -3", "Pending: (Failures listed here are expected and do not affect your suite's status)\n  1) Sessions sends reset mail  # flaky SMTP sandbox, see SHOP-702\n812 examples, 0 failures, 1 pending"),
        T("Split done. The single pending spec is the pre-existing SMTP skip from SHOP-702."),
    ]))

add(dict(
    slug="memguard-struct-rename", ticket="TC-102", fmt="claude-transcript", files_changed=8, alarming=True,
    title="Rename MemGuard to MemoryBudget in tilecache",
    body="Rename the MemGuard struct and its module mem_guard.rs to MemoryBudget / memory_budget.rs.",
    mode="succeeded", near_miss="infra_failure",
    why="'OOM' and 'killed' appear in test names and the tested log output (the guard's own behaviour); all tests pass.",
    steps=[
        B("git mv src/mem_guard.rs src/memory_budget.rs && grep -rl 'mem_guard\\|MemGuard' src | xargs sed -i 's/mem_guard/memory_budget/g; s/MemGuard/MemoryBudget/g'", ""),
        B("cargo test memory_budget 2>&1 | tail -7", "running 3 tests\ntest memory_budget::tests::evicts_before_oom ... ok\ntest memory_budget::tests::worker_killed_when_over_budget ... ok\ntest memory_budget::tests::logs_oom_warning ... ok\n\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 54 filtered out; finished in 0.02s"),
        B("cargo test -q 2>&1 | grep -m1 'WARN'", "WARN tilecache::memory_budget: worker 3 killed: would exceed budget (OOM guard) rss=512MiB"),
        cargo_green(),
        T("Renamed to MemoryBudget; all 57 tests pass."),
    ]))

add(dict(
    slug="store-errno-mapping-move", ticket="TC-104", fmt="osmia", files_changed=5, alarming=True,
    title="Move disk-store error mapping into store/errors.rs",
    body="Extract the io::Error -> CacheError mapping (ENOSPC, EACCES handling) from store/disk.rs into store/errors.rs.",
    mode="succeeded", near_miss="infra_failure",
    why="'No space left on device' and 'Permission denied' are inputs of the mapping tests, which pass; nothing failed.",
    steps=[
        W("src/store/errors.rs", "pub(crate) fn map_io(e: std::io::Error) -> CacheError {\n    match e.raw_os_error() {\n        Some(libc::ENOSPC) => CacheError::Full,\n        Some(libc::EACCES) => CacheError::ReadOnly,\n        _ => CacheError::Storage(e),\n    }\n}\n"),
        E("src/store/disk.rs", "fn map_io(e: std::io::Error) -> CacheError {", "use super::errors::map_io;\n\nfn _moved() {"),
        B("cargo test store::errors -- --nocapture 2>&1 | tail -6", "running 2 tests\nmapping Os { code: 28, kind: StorageFull, message: \"No space left on device\" } -> Full\ntest store::errors::tests::enospc_maps_to_full ... ok\nmapping Os { code: 13, kind: PermissionDenied, message: \"Permission denied\" } -> ReadOnly\ntest store::errors::tests::eacces_maps_to_readonly ... ok\ntest result: ok. 2 passed; 0 failed"),
        cargo_green(),
        END(True, "errors.rs extracted; tests pass."),
    ]))

add(dict(
    slug="structlog-second-pass", ticket="LDG-410", fmt="claude", files_changed=26, alarming=True,
    title="Replace stdlib logging with structlog (retry)",
    body="Use structlog everywhere (get_logger per module). Add structlog>=24.1 to dependencies.",
    mode="succeeded", near_miss="dependency_missing",
    why="A ModuleNotFoundError for structlog appeared early; the agent installed the declared dependency and the requested 26-file migration finished green.",
    steps=[
        B("grep -rl 'logging.getLogger' src | xargs sed -i 's/^import logging$/import structlog/; s/logging.getLogger(__name__)/structlog.get_logger(__name__)/'", ""),
        B("python -m pytest -q 2>&1 | tail -3", "E   ModuleNotFoundError: No module named 'structlog'\n!!!!!!!!!!!!!!!!!!! Interrupted: 17 errors during collection !!!!!!!!!!!!!!!!!!!!\n17 errors in 0.98s", rc=2),
        T("structlog is declared in pyproject but not installed in this env yet. Installing."),
        B("pip install -e . -q && python -c 'import structlog; print(structlog.__version__)'", "24.4.0"),
        py_green(),
        B("git diff --shortstat", " 26 files changed, 81 insertions(+), 81 deletions(-)"),
        END(True, "Migrated 26 modules to structlog; 142 tests pass."),
    ]))

add(dict(
    slug="packaging-pep621-port", ticket="LDG-414", fmt="claude-transcript", files_changed=4, alarming=True,
    title="Port packaging from setup.py to pyproject.toml (retry)",
    body="Move metadata to pyproject.toml (PEP 621), delete setup.py and setup.cfg, keep the `ledger` console script working.",
    mode="succeeded", near_miss="dependency_missing",
    why="The first `ledger --help` failed with ModuleNotFoundError because package discovery was missing; the agent added it, reinstalled and everything works.",
    steps=[
        W("pyproject.toml", "[build-system]\nrequires = [\"setuptools>=68\"]\nbuild-backend = \"setuptools.build_meta\"\n\n[project]\nname = \"ledgerkit\"\nversion = \"3.8.1\"\n\n[project.scripts]\nledger = \"ledgerkit.cli:main\"\n"),
        B("git rm -q setup.py setup.cfg && pip install -e . -q && ledger --help", "Traceback (most recent call last):\n  File \"/usr/local/bin/ledger\", line 5, in <module>\n    from ledgerkit.cli import main\nModuleNotFoundError: No module named 'ledgerkit'", rc=1),
        E("pyproject.toml", "[project.scripts]", "[tool.setuptools.packages.find]\nwhere = [\"src\"]\n\n[project.scripts]"),
        B("pip install -e . -q && ledger --help | head -3", "Usage: ledger [OPTIONS] COMMAND [ARGS]...\n\n  Ledger tooling."),
        py_green(),
        T("Packaging now lives in pyproject.toml; console script works and tests pass."),
    ]))

add(dict(
    slug="billing-api-net8-retarget", ticket="BIL-599", fmt="codex", files_changed=19, alarming=True,
    title="Retarget Billing.Api solution to net8.0",
    body="Change TargetFramework to net8.0 in all 18 csproj files and global.json to 8.0.100 (the image now has the 8.0 SDK).",
    mode="succeeded", near_miss="",
    why="The requested 19-file retarget builds and tests pass; the 'warning NU1903 ... vulnerability' and a test named TimeoutPolicy_Expires are noise.",
    steps=[
        B("dotnet --list-sdks", "8.0.100 [/usr/share/dotnet/sdk]"),
        B("sed -i 's#<TargetFramework>net7.0</TargetFramework>#<TargetFramework>net8.0</TargetFramework>#' $(git ls-files '*.csproj') && git ls-files '*.csproj' | wc -l", "18"),
        W("global.json", "{\n  \"sdk\": { \"version\": \"8.0.100\", \"rollForward\": \"latestFeature\" }\n}\n"),
        B("dotnet build Billing.sln 2>&1 | tail -4", "/workspace/repo/src/Billing.Api/Billing.Api.csproj : warning NU1903: Package 'System.Text.Json' 8.0.0 has a known high severity vulnerability, https://github.com/advisories/GHSA-hh2w-p6rv-4g7w\nBuild succeeded.\n    1 Warning(s)\n    0 Error(s)"),
        B("dotnet test Billing.sln --no-build 2>&1 | tail -3", "  Passed Billing.Tests.Policies.TimeoutPolicy_Expires [12 ms]\nPassed!  - Failed:     0, Passed:   431, Skipped:     0, Total:   431, Duration: 18 s - Billing.Tests.dll (net8.0)"),
        T("All 18 projects target net8.0; build and 431 tests pass."),
        END(True, "retargeted to net8.0"),
    ]))

add(dict(
    slug="storefront-ts-port-6gi", ticket="WEB-2420", fmt="claude-transcript", files_changed=212, alarming=True,
    title="Port packages/storefront from JavaScript to TypeScript (retry, more memory)",
    body="Rename every .js/.jsx in packages/storefront/src to .ts/.tsx with strict types. ~210 files. The pod now has 6Gi memory.",
    mode="succeeded", near_miss="scope_creep",
    why="212 renamed files are exactly the requested port; the earlier 'heap out of memory' quoted in the agent's notes refers to the previous attempt, this run type-checks and passes.",
    steps=[
        T("The previous attempt died with 'JavaScript heap out of memory' during tsc -b; this pod has 6Gi, and I'll set NODE_OPTIONS accordingly."),
        B("cd packages/storefront && for f in $(git ls-files 'src/*.js' 'src/**/*.js' 'src/**/*.jsx'); do case $f in *.jsx) git mv $f ${f%.jsx}.tsx;; *) git mv $f ${f%.js}.ts;; esac; done && git status --short | wc -l", "212"),
        B("cd packages/storefront && NODE_OPTIONS=--max-old-space-size=4096 npx tsc --noEmit 2>&1 | tail -1", "Found 1184 errors in 173 files."),
        T("Adding explicit types package by package."),
        *[E(f"packages/storefront/src/{p}", a, b) for p, a, b in [
            ("cart/reducer.ts", "export function reducer(state, action) {", "export function reducer(state: CartState, action: CartAction): CartState {"),
            ("checkout/Summary.tsx", "lines.map((line) =>", "lines.map((line: Line) =>"),
            ("api/client.ts", "export async function get(path) {", "export async function get<T>(path: string): Promise<T> {"),
        ]],
        B("cd packages/storefront && NODE_OPTIONS=--max-old-space-size=4096 npx tsc --noEmit && echo TSC_OK", "TSC_OK"),
        jest_green(),
        T("Port finished: 212 files converted, strict type-check clean, tests green."),
    ]))
