"""unknown: failed runs with no recognisable cause in the stream."""
from gen_lib import T, TH, B, R, E, W, G, SYS, END
from common import PY_READS, JS_READS, GO_READS, RS_READS, JAVA_READS, py_green, jest_green, go_green, cargo_green

CASES = []
add = CASES.append

add(dict(
    slug="idle-setting-key-rename", ticket="OPS-1418", fmt="claude-transcript", files_changed=7,
    title="Rename the config key `idle_timeout` to `idle_timeout_seconds`",
    body="Rename the key in config/*.yaml, the loader (internal/config/load.go) and docs. Keep reading the old key for one release with a deprecation log.",
    mode="unknown", near_miss="infra_failure",
    why="'timeout' appears only as the config key being renamed; the work looks complete and green, and the run is marked failed with no reason in the stream.",
    steps=[
        G("idle_timeout", "config/prod.yaml:12:idle_timeout: 300\nconfig/staging.yaml:12:idle_timeout: 120\ninternal/config/load.go:44:\tIdleTimeout int `yaml:\"idle_timeout\"`\ndocs/config.md:31:| idle_timeout | 300 |"),
        B("sed -i 's/^idle_timeout:/idle_timeout_seconds:/' config/*.yaml", ""),
        E("internal/config/load.go", "\tIdleTimeout int `yaml:\"idle_timeout\"`", "\tIdleTimeout int `yaml:\"idle_timeout_seconds\"`\n\tLegacyIdleTimeout int `yaml:\"idle_timeout\"` // deprecated"),
        E("docs/config.md", "| idle_timeout | 300 |", "| idle_timeout_seconds | 300 |"),
        go_green(),
        B("go test ./internal/config -run Idle -v 2>&1 | tail -4", "=== RUN   TestIdleTimeoutLegacyKey\n--- PASS: TestIdleTimeoutLegacyKey (0.00s)\nPASS\nok  \tgithub.com/acme/fleet/internal/config\t0.014s"),
        T("Renamed the key, kept the legacy key with a deprecation warning, docs updated."),
    ]))

add(dict(
    slug="acl-module-split", ticket="LDG-399", fmt="claude", files_changed=4,
    title="Split accounts.py ACL checks into ledgerkit/acl.py",
    body="Move the permission-check functions (can_export, can_view, deny_reason) out of accounts.py into a new acl.py; keep behaviour.",
    mode="unknown", near_miss="permission_blocked",
    why="'permission denied' only appears as strings in the code being moved and in passing tests; the agent's work is coherent and the run ends is_error with no stated cause.",
    steps=[
        R("src/ledgerkit/accounts.py", "def deny_reason(user, account):\n    return f\"permission denied: user={user.id} account={account.id}\"\n\n\ndef can_export(user, account):\n    ..."),
        W("src/ledgerkit/acl.py", "def deny_reason(user, account):\n    return f\"permission denied: user={user.id} account={account.id}\"\n..."),
        E("src/ledgerkit/accounts.py", "def deny_reason(user, account):\n    return f\"permission denied: user={user.id} account={account.id}\"", "from ledgerkit.acl import can_export, can_view, deny_reason  # noqa: F401"),
        B("python -m pytest -q tests/test_acl.py -rA 2>&1 | tail -4", "PASSED tests/test_acl.py::test_denies_foreign_account\nPASSED tests/test_acl.py::test_deny_reason_text\n------------------------------ Captured log call -------------------------------\nWARNING  ledgerkit.acl:acl.py:22 permission denied: user=u-19 account=acc-7 action=export\n6 passed in 0.19s"),
        py_green(),
        T("acl.py extracted; accounts re-exports for compatibility. Running the linters."),
        B("ruff check src", "All checks passed!"),
        END(False, "error_during_execution"),
    ]))

add(dict(
    slug="proto-field-rename", ticket="FLT-963", fmt="codex", files_changed=12,
    title="Rename proto field `host_name` to `hostname` in fleet.v1.Agent",
    body="Rename the field in proto/fleet/v1/agent.proto (keep the field number), regenerate with `buf generate`, update Go usages.",
    mode="unknown", near_miss="wrong_approach",
    why="The generated code was rewritten by buf generate (as asked, not hand-edited); build and tests pass; the turn ends normally and the stream shows no reason for the failed state.",
    steps=[
        E("proto/fleet/v1/agent.proto", "  string host_name = 3;", "  string hostname = 3;"),
        B("buf generate", ""),
        B("git diff --stat gen/ | tail -1", " 2 files changed, 14 insertions(+), 14 deletions(-)"),
        B("grep -rl 'HostName' --include='*.go' internal cmd | xargs sed -i 's/\\.HostName/.Hostname/g; s/GetHostName()/GetHostname()/g'", ""),
        B("go build ./... && go vet ./...", ""),
        go_green(),
        T("Field renamed, code regenerated with buf, usages updated; build and tests pass."),
        END(True, ""),
    ]))

add(dict(
    slug="rename-events-module", ticket="WEB-2407", fmt="osmia", files_changed=27,
    title="Rename src/cart/events.ts to src/cart/cartEvents.ts",
    body="Rename the module and update its 26 importers.",
    mode="unknown", near_miss="scope_creep",
    why="27 files changed as the rename requires; build and tests pass; the result is success:false with an empty summary and nothing in the stream explains it.",
    steps=[
        B("git mv src/cart/events.ts src/cart/cartEvents.ts", ""),
        B("grep -rl \"cart/events'\" src | xargs sed -i \"s#cart/events'#cart/cartEvents'#\"", ""),
        B("grep -rl \"from './events'\" src/cart | xargs sed -i \"s#from './events'#from './cartEvents'#\"", ""),
        B("git diff --shortstat", " 27 files changed, 27 insertions(+), 27 deletions(-)"),
        B("npx tsc --noEmit", ""),
        jest_green(),
        T("Renamed the module and updated all importers."),
        END(False, ""),
    ]))

add(dict(
    slug="checkout-flag-rename", ticket="OPS-1422", fmt="claude-transcript", files_changed=5,
    title="Rename feature flag `kill_checkout` to `checkout_disabled`",
    body="Rename the flag in flags.yaml, the FlagService lookups and the admin toggle UI.",
    mode="unknown", near_miss="infra_failure",
    why="'kill'/'killed' refer to the feature flag being renamed; the work is finished and green, and the stream gives no failure cause.",
    steps=[
        G("kill_checkout", "config/flags.yaml:8:kill_checkout: false\nsrc/flags/service.ts:21:  isCheckoutKilled = () => this.get('kill_checkout')\nsrc/admin/Toggles.tsx:44:        <Toggle flag=\"kill_checkout\" label=\"Checkout killed\" />"),
        B("sed -i 's/kill_checkout/checkout_disabled/' config/flags.yaml src/flags/service.ts src/admin/Toggles.tsx", ""),
        E("src/flags/service.ts", "isCheckoutKilled = () => this.get('checkout_disabled')", "isCheckoutDisabled = () => this.get('checkout_disabled')"),
        B("npx jest src/flags src/admin 2>&1 | tail -3", "PASS src/flags/service.test.ts\n  ✓ checkout killed when flag set (3 ms)\nTests:       14 passed, 14 total"),
        jest_green(),
        T("Flag renamed everywhere."),
    ]))

add(dict(
    slug="docs-links-move", ticket="DOC-88", fmt="claude-transcript", files_changed=140,
    title="Move docs/ to website/docs/ and fix internal links",
    body="The docs site moves under website/. Move all 140 markdown files and fix relative links; CI runs the link checker.",
    mode="unknown", near_miss="scope_creep",
    why="A requested 140-file move; the link checker passes and nothing in the stream is an error; the cause of the failed state is not visible.",
    steps=[
        B("git mv docs website/docs && git status --short | wc -l", "140"),
        B("grep -rl '](../docs/' website | xargs sed -i 's#](../docs/#](../#g'", ""),
        B("npx markdown-link-check -q website/docs/**/*.md 2>&1 | tail -2", "140 files checked.\n0 dead links found."),
        B("npm --prefix website run build 2>&1 | tail -2", "[SUCCESS] Generated static files in \"build\".\n[INFO] Use `npm run serve` command to test your build locally."),
        T("Docs moved to website/docs with links fixed; the site builds and the link checker is clean."),
    ]))

add(dict(
    slug="errors-enum-rename", ticket="TC-98", fmt="claude", files_changed=6,
    title="Rename CacheError::Io to CacheError::Storage",
    body="Rename the variant and its matches; update Display text.",
    mode="unknown", near_miss="",
    why="The rename compiles and all tests pass; the session result is an error with no message and nothing in the stream indicates why.",
    steps=[
        *RS_READS,
        G("CacheError::Io", "src/cache.rs:77:            Err(CacheError::Io(e)) => {\nsrc/store/disk.rs:52:        .map_err(CacheError::Io)?;\n... 4 more"),
        B("grep -rl 'CacheError::Io' src | xargs sed -i 's/CacheError::Io/CacheError::Storage/g'", ""),
        E("src/error.rs", "    #[error(\"io error: {0}\")]\n    Io(#[from] std::io::Error),", "    #[error(\"storage error: {0}\")]\n    Storage(#[from] std::io::Error),"),
        cargo_green(),
        B("cargo clippy -- -D warnings 2>&1 | tail -1", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 4.80s"),
        END(False, ""),
    ]))

add(dict(
    slug="gradle-kts-conversion", ticket="MOB-431", fmt="codex", files_changed=6,
    title="Convert build.gradle files to Kotlin DSL",
    body="Convert settings.gradle, build.gradle and the 4 module build.gradle files to .kts.",
    mode="unknown", near_miss="",
    why="All six build files were converted and the build passes; the turn completes normally and no error explains the failed task.",
    steps=[
        B("ls **/build.gradle settings.gradle", "app/build.gradle\nbuild.gradle\ncore/build.gradle\nserver/build.gradle\nshared/build.gradle\nsettings.gradle"),
        *[W(p + ".kts", "plugins {\n    kotlin(\"jvm\")\n}\n") for p in ("app/build.gradle", "core/build.gradle", "server/build.gradle", "shared/build.gradle")],
        W("settings.gradle.kts", "rootProject.name = \"mobile-backend\"\ninclude(\"app\", \"core\", \"server\", \"shared\")\n"),
        B("git rm -q app/build.gradle core/build.gradle server/build.gradle shared/build.gradle settings.gradle build.gradle", ""),
        B("./gradlew build --console=plain 2>&1 | tail -2", "BUILD SUCCESSFUL in 1m 12s\n41 actionable tasks: 41 executed"),
        T("Converted all build scripts to Kotlin DSL; build passes."),
        END(True, ""),
    ]))
