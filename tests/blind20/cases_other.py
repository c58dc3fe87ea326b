"""unknown and succeeded runs (all succeeded runs contain alarming words)."""
from gen_lib import case, say, think, bash, read, edit, write, grep, note, ok, err, limit, none

CASES = []
A = CASES.append

# ============================================================ unknown
A(case(
    "store-review-prompt", "claude", "IOS-1355", "Ask for an App Store review after the third completed order",
    """Call `SKStoreReviewController.requestReview(in:)` after the third completed order, at most once per version.
Put the logic in `ReviewPromptPolicy`.

Acceptance: `swift test --filter ReviewPromptPolicyTests` passes.""",
    "/Users/agent/src/acme-ios",
    [
        read("Sources/Orders/OrderCompletionHandler.swift", "func didComplete(_ order: Order) {\n    history.append(order.id)\n}"),
        write("Sources/Orders/ReviewPromptPolicy.swift", "struct ReviewPromptPolicy {\n    var defaults: UserDefaults = .standard\n    var appVersion: String\n    func shouldPrompt(completedOrders: Int) -> Bool {\n        completedOrders >= 3 && defaults.string(forKey: \"lastReviewPromptVersion\") != appVersion\n    }\n    func markPrompted() { defaults.set(appVersion, forKey: \"lastReviewPromptVersion\") }\n}\n"),
        write("Tests/OrdersTests/ReviewPromptPolicyTests.swift", "final class ReviewPromptPolicyTests: XCTestCase {\n    func testPromptsOnThird() {\n        let d = UserDefaults(suiteName: #function)!\n        XCTAssertTrue(ReviewPromptPolicy(defaults: d, appVersion: \"4.8\").shouldPrompt(completedOrders: 3))\n    }\n}\n"),
        bash("swift test --filter ReviewPromptPolicyTests 2>&1 | tail -2", "Test Suite 'ReviewPromptPolicyTests' passed at 2026-12-11 09:14:22.510.\n\t Executed 1 test, with 0 failures (0 unexpected) in 0.003 (0.004) seconds"),
        say("Policy and test in place. Now wiring it into OrderCompletionHandler."),
        read("Sources/Orders/OrderCompletionHandler.swift", "func didComplete(_ order: Order) {\n    history.append(order.id)\n}"),
    ],
    none(),
    "unknown",
    "The stream simply stops after a successful test run and a file read, with no error, limit, kill notice or watchdog; nothing in the run explains the failure.",
    near_miss="",
    result={"success": False, "summary": "", "exit_code": 1},
))

A(case(
    "tf-docs-outputs", "osmia", "PLAT-2430", "Document outputs of the cdn module",
    """`modules/cdn/README.md` lacks an Outputs section. Regenerate it with `terraform-docs markdown table` and commit.

Acceptance: `terraform-docs markdown table --output-check modules/cdn` passes.""",
    "/workspace/infra-live",
    [
        bash("terraform-docs --version", "terraform-docs version v0.19.0 linux/amd64"),
        bash("terraform-docs markdown table --output-file README.md --output-mode inject modules/cdn", "README.md updated successfully"),
        bash("terraform-docs markdown table --output-check --output-file README.md modules/cdn && echo up-to-date", "README.md is up to date\nup-to-date"),
        bash("git add modules/cdn/README.md && git commit -qm 'docs(cdn): document outputs (PLAT-2430)' && git log --oneline -1", "b71d0e4 docs(cdn): document outputs (PLAT-2430)"),
        say("README regenerated with the Outputs table, check passes, committed."),
    ],
    ok("Regenerated modules/cdn/README.md with terraform-docs; output check passes.", summary="docs regenerated"),
    "unknown",
    "Every step succeeded and the agent reports success, yet the orchestrator marked the run failed with an opaque exit status; the stream shows no cause.",
    near_miss="",
    result={"success": False, "summary": "post-run step exited with status 1", "exit_code": 1},
))

A(case(
    "rn-haptics-toggle", "codex", "APP-431", "Settings: toggle for haptic feedback",
    """Add a "Haptic feedback" switch to `src/settings/SettingsScreen.tsx` persisted with MMKV key `haptics`, and make
`useHaptics()` respect it.

Acceptance: `yarn jest src/settings src/hooks` passes; `yarn tsc --noEmit` clean.""",
    "/workspace/acme-mobile",
    [
        read("src/hooks/useHaptics.ts", "export function useHaptics() {\n  return (kind: HapticKind) => Haptics.impactAsync(kind)\n}"),
        edit("src/hooks/useHaptics.ts", "export function useHaptics() {\n  return (kind: HapticKind) => Haptics.impactAsync(kind)\n}", "export function useHaptics() {\n  const [enabled] = useMMKVBoolean('haptics')\n  return (kind: HapticKind) => (enabled ?? true) && Haptics.impactAsync(kind)\n}"),
        edit("src/settings/SettingsScreen.tsx", "      <LanguageRow />", "      <LanguageRow />\n      <SwitchRow label=\"Haptic feedback\" storageKey=\"haptics\" defaultValue />"),
        bash("yarn tsc --noEmit 2>&1 | tail -2", "src/hooks/useHaptics.ts(3,52): error TS2322: Type 'false | Promise<void>' is not assignable to type 'void | Promise<void>'.", rc=2),
        edit("src/hooks/useHaptics.ts", "  return (kind: HapticKind) => (enabled ?? true) && Haptics.impactAsync(kind)", "  return (kind: HapticKind) => {\n    if (enabled ?? true) void Haptics.impactAsync(kind)\n  }"),
        bash("yarn tsc --noEmit && echo clean", "clean"),
        bash("yarn jest src/settings src/hooks 2>&1 | tail -3", "Test Suites: 7 passed, 7 total\nTests:       38 passed, 38 total\nTime:        4.87 s"),
    ],
    err("turn aborted", hard=True, text_say="Switch added and persisted; useHaptics respects it. Type check and tests pass."),
    "unknown",
    "The agent recovered from its own type error and finished with a clean tsc and passing tests; the turn then failed with a bare 'turn aborted' that names no cause.",
    near_miss="",
))

A(case(
    "ansible-motd-banner", "claude-transcript", "OPS-495", "Set the legal MOTD banner on bastions",
    """Legal asked for the new login banner on bastion hosts. Template `roles/bastion/templates/motd.j2` from
`legal/banner.txt`.

Acceptance: `molecule test -s bastion` passes.""",
    "/workspace/ops-ansible",
    [
        bash("molecule test -s bastion 2>&1 | tail -2", "CRITICAL Failed to pre-validate.\n\n{'driver': [{'name': ['unallowed value docker']}]}", rc=1),
        bash("pip install 'molecule-plugins[docker]' -q 2>&1 | tail -1; molecule drivers", "ERROR: No matching distribution found for molecule-plugins[docker]\n  delegated", rc=1),
        bash("pip index versions molecule-plugins 2>&1 | head -1; pip install 'molecule-plugins[docker]==23.5.3' -q && molecule drivers", "molecule-plugins (23.5.3)\n  default\n  docker"),
        write("roles/bastion/templates/motd.j2", "{{ lookup('file', playbook_dir ~ '/../legal/banner.txt') }}\n\nHost: {{ inventory_hostname }}\n"),
        edit("roles/bastion/tasks/main.yml", "- name: Harden sshd", "- name: Login banner\n  ansible.builtin.template:\n    src: motd.j2\n    dest: /etc/motd\n    mode: \"0644\"\n\n- name: Harden sshd"),
        bash("molecule test -s bastion 2>&1 | tail -3", "PLAY RECAP *********************************************************************\nbastion-1                  : ok=11   changed=0    unreachable=0    failed=0    skipped=1    rescued=0    ignored=0\nINFO     Pruning extra files from scenario ephemeral directory"),
        say("Banner templated from legal/banner.txt; molecule passes (idempotence included)."),
    ],
    none("Done: bastion MOTD now comes from legal/banner.txt; molecule test passes."),
    "unknown",
    "An early missing molecule docker driver was installed and the scenario then passed; nothing later in the stream explains why the run is marked failed.",
    near_miss="dependency_missing",
))

A(case(
    "vitest-coverage-threshold", "osmia", "UI-362", "Raise coverage threshold for the hooks package to 85%",
    """`packages/hooks/vitest.config.ts` has `thresholds: { lines: 70 }`. Coverage is 88% today; raise to 85.

Acceptance: `pnpm --filter @acme/hooks test -- --coverage` passes.""",
    "/workspace/ui-monorepo",
    [
        read("packages/hooks/vitest.config.ts", "coverage: { provider: 'v8', thresholds: { lines: 70 } },"),
        edit("packages/hooks/vitest.config.ts", "thresholds: { lines: 70 }", "thresholds: { lines: 85 }"),
        bash("pnpm --filter @acme/hooks test -- --coverage 2>&1 | tail -6", " Test Files  21 passed (21)\n      Tests  164 passed (164)\n\n % Coverage report from v8\nAll files          |   88.41 |    81.02 |   90.3 |   88.41 |"),
        say("Threshold raised to 85%; coverage is 88.4% so the check passes."),
    ],
    none(),
    "unknown",
    "A one-line change with passing coverage, then the stream ends with no result, error or notice; the cause of failure is not in the stream.",
    near_miss="",
    result={"success": False, "summary": "", "exit_code": 143},
    target_lines=21,
))

A(case(
    "kustomize-configmap-hash", "codex", "OPS-501", "Roll pods when search-api config changes",
    """Pods don't restart when `search-api` config changes. Replace the static ConfigMap with a `configMapGenerator`
(so the name gets a hash suffix) in `k8s/base/search-api/kustomization.yaml`.

Acceptance: `kustomize build k8s/overlays/prod | kubeconform -strict -summary` passes.""",
    "/workspace/k8s-manifests",
    [
        read("k8s/base/search-api/kustomization.yaml", "resources:\n  - deployment.yaml\n  - service.yaml\n  - configmap.yaml"),
        edit("k8s/base/search-api/kustomization.yaml", "  - configmap.yaml", "configMapGenerator:\n  - name: search-api-config\n    envs:\n      - config.env"),
        bash("yq -o=props '.data' k8s/base/search-api/configmap.yaml > k8s/base/search-api/config.env && git rm -q k8s/base/search-api/configmap.yaml && echo ok", "ok"),
        bash("kustomize build k8s/overlays/prod | grep -m2 'search-api-config'", "  name: search-api-config-7h2k9c5t4m\n            name: search-api-config-7h2k9c5t4m"),
        bash("kustomize build k8s/overlays/prod | kubeconform -strict -summary", "Summary: 41 resources found parsing stdin - Valid: 41, Invalid: 0, Errors: 0, Skipped: 0"),
    ],
    err("exit status 1", hard=True),
    "unknown",
    "The generator change rendered and validated cleanly; the turn then failed with only 'exit status 1', with no error, limit or refusal visible anywhere in the stream.",
    near_miss="",
))

A(case(
    "gha-cache-key", "claude", "CI-131", "Gradle cache never hits on the Android workflow",
    """`.github/workflows/android.yml` keys the Gradle cache on `${{ github.sha }}`, so it never hits. Use
`gradle/actions/setup-gradle@v4` instead of the manual cache step.

Acceptance: `actionlint` passes.""",
    "/workspace/field-android",
    [
        read(".github/workflows/android.yml", "      - uses: actions/cache@v4\n        with:\n          path: ~/.gradle/caches\n          key: gradle-${{ github.sha }}\n      - run: ./gradlew assembleDebug"),
        edit(".github/workflows/android.yml", "      - uses: actions/cache@v4\n        with:\n          path: ~/.gradle/caches\n          key: gradle-${{ github.sha }}\n", "      - uses: gradle/actions/setup-gradle@v4\n"),
        bash("actionlint .github/workflows/android.yml && echo ok", "ok"),
        say("Replaced the manual cache with setup-gradle. Let me double-check the job still has Java set up before Gradle."),
        grep("setup-java", ".github/workflows/android.yml:14:      - uses: actions/setup-java@v4"),
        say("Java is set up first. That's all the ticket needs."),
    ],
    err("", subtype="error_during_execution", say=False, hard=True),
    "unknown",
    "A correct two-line workflow change and a clean actionlint; the session then ends as error_during_execution with an empty result and nothing in the stream to explain it.",
    near_miss="",
))

A(case(
    "svelte-store-persist", "claude-transcript", "WEB-1722", "Persist the theme choice across reloads",
    """`src/lib/stores/theme.ts` is an in-memory writable. Persist it to localStorage (key `theme`) and read it on load
without a flash of the wrong theme. Note the e2e test `theme.spec.ts` asserts that a corrupted value falls back to
`system` and logs "Error: invalid theme".

Acceptance: `npm run test:unit` and `npx playwright test tests/theme.spec.ts` pass.""",
    "/workspace/docs-site",
    [
        read("src/lib/stores/theme.ts", "import { writable } from 'svelte/store'\nexport const theme = writable<'light' | 'dark' | 'system'>('system')"),
        edit("src/lib/stores/theme.ts", "export const theme = writable<'light' | 'dark' | 'system'>('system')", "const initial = browser ? parse(localStorage.getItem('theme')) : 'system'\nexport const theme = writable<Theme>(initial)\nif (browser) theme.subscribe((v) => localStorage.setItem('theme', v))"),
        bash("npm run test:unit 2>&1 | tail -3", " Test Files  12 passed (12)\n      Tests  77 passed (77)\n   Duration  2.91s"),
        bash("npx playwright test tests/theme.spec.ts 2>&1 | tail -6", "Running 3 tests using 3 workers\n[chromium] \u203a theme.spec.ts:22:1 \u203a corrupted value falls back to system\nError: invalid theme \"neon\" in localStorage, falling back to system\n  3 passed (4.2s)"),
        say("Theme persists, no flash (inline script in app.html reads it first), and the corrupted-value case logs the expected error and falls back."),
    ],
    none("Theme is persisted in localStorage and applied before hydration; unit and e2e tests pass."),
    "unknown",
    "All tests pass (the 'Error: invalid theme' line is the expected output of the corrupted-value test); the transcript ends with no sign of what failed.",
    near_miss="test_misunderstanding",
))

# ============================================================ succeeded (all with alarming words)
A(case(
    "api-client-get-retry", "claude", "APP-440", "API client should retry once on request timeout",
    """`src/api/client.ts` gives up on the first timeout. Retry GETs once on `ECONNABORTED` / timeout, never POSTs.
Tests in `client.test.ts` simulate timeouts with msw.

Acceptance: `yarn jest src/api` passes.""",
    "/workspace/acme-mobile",
    [
        read("src/api/client.ts", "export const client = axios.create({ baseURL: API_URL, timeout: 10_000 })"),
        edit("src/api/client.ts", "export const client = axios.create({ baseURL: API_URL, timeout: 10_000 })", "export const client = axios.create({ baseURL: API_URL, timeout: 10_000 })\n\nclient.interceptors.response.use(undefined, async (error) => {\n  const cfg = error.config\n  const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'\n  if (timedOut && cfg?.method === 'get' && !cfg.__retried) {\n    cfg.__retried = true\n    return client.request(cfg)\n  }\n  throw error\n})"),
        bash("yarn jest src/api 2>&1 | tail -12", " PASS  src/api/client.test.ts\n  client retries\n    \u2713 retries a GET once after a request timeout (timeout of 10000ms exceeded) (41 ms)\n    \u2713 gives up after the second timeout: AxiosError: timeout of 10000ms exceeded (22 ms)\n    \u2713 never retries a POST on ETIMEDOUT (9 ms)\n    \u2713 does not retry on 503 Service Unavailable (7 ms)\n\n  console.warn\n    [api] request timed out, retrying GET /orders\n\nTest Suites: 2 passed, 2 total\nTests:       14 passed, 14 total"),
        say("Retry-once-on-timeout for GETs is in; the timeout scenarios and the no-retry cases pass."),
    ],
    ok("GET requests now retry once on timeout (ECONNABORTED/ETIMEDOUT); POSTs never retry. All API tests pass."),
    "succeeded",
    "The work was done and tests pass; 'timeout', 'ETIMEDOUT' and '503' are the scenarios the tests simulate.",
    near_miss="infra_failure",
    alarming=True,
))

A(case(
    "location-settings-banner", "claude-transcript", "DROID-902", "Show a banner when location permission is denied",
    """If the user denies location, the map is blank. Show `LocationDeniedBanner` with a Settings link. Robolectric test
`MapScreenTest.permissionDenied_showsBanner` exists and is failing today.

Acceptance: `./gradlew :feature:map:testDebugUnitTest` passes.""",
    "/workspace/field-android",
    [
        read("feature/map/src/main/java/com/acme/field/map/MapScreen.kt", "@Composable\nfun MapScreen(state: MapState) {\n    GoogleMap(cameraPositionState = state.camera)\n}"),
        edit("feature/map/src/main/java/com/acme/field/map/MapScreen.kt", "fun MapScreen(state: MapState) {\n    GoogleMap(cameraPositionState = state.camera)\n}", "fun MapScreen(state: MapState) {\n    if (state.permission == PermissionStatus.Denied) {\n        LocationDeniedBanner(onOpenSettings = state.openSettings)\n    }\n    GoogleMap(cameraPositionState = state.camera)\n}"),
        bash("./gradlew :feature:map:testDebugUnitTest --console=plain 2>&1 | tail -9", "> Task :feature:map:testDebugUnitTest\n\nMapScreenTest > permissionDenied_showsBanner PASSED\n    [Robolectric] Permission denied: android.permission.ACCESS_FINE_LOCATION (ShadowApplication.denyPermissions)\nMapScreenTest > permissionGranted_noBanner PASSED\nMapScreenTest > deniedForever_linksToSettings PASSED\n\nBUILD SUCCESSFUL in 46s\n31 actionable tasks: 6 executed, 25 up-to-date"),
        say("Banner shows when location is denied; the Robolectric tests (which deny the permission on purpose) pass."),
    ],
    ok("Added LocationDeniedBanner when location permission is denied; map tests pass."),
    "succeeded",
    "The fix works; 'Permission denied' is printed by the test's own Robolectric shadow that denies the permission on purpose.",
    near_miss="permission_blocked",
    alarming=True,
))

A(case(
    "avatar-upload-progress", "osmia", "WEB-1731", "Avatar upload: show progress percentage",
    """Show `Uploading… 42%` while an avatar uploads (`src/profile/AvatarUpload.tsx`, use axios `onUploadProgress`).
`e2e/avatar.spec.ts` 'large upload over slow network' has been `test.fixme` since WEB-1210 and stays so.

Acceptance: unit test for the progress label; `npx playwright test e2e/avatar.spec.ts` green (fixme allowed).""",
    "/workspace/account-web",
    [
        edit("src/profile/AvatarUpload.tsx", "await api.post('/avatar', form)", "await api.post('/avatar', form, {\n  onUploadProgress: (e) => setProgress(Math.round((e.loaded / (e.total ?? e.loaded)) * 100)),\n})"),
        edit("src/profile/AvatarUpload.tsx", "{busy && <Spinner />}", "{busy && <span role=\"status\">Uploading\u2026 {progress}%</span>}"),
        write("src/profile/AvatarUpload.progress.test.tsx", "test('shows upload percentage', async () => {\n  server.use(progressHandler([10, 42, 100]))\n  render(<AvatarUpload />)\n  await user.upload(screen.getByLabelText(/avatar/i), file)\n  expect(await screen.findByText('Uploading\u2026 42%')).toBeInTheDocument()\n})\n"),
        bash("npx vitest run src/profile 2>&1 | tail -2", " Test Files  5 passed (5)\n      Tests  19 passed (19)"),
        bash("npx playwright test e2e/avatar.spec.ts 2>&1 | tail -3", "  - 1 [chromium] \u203a e2e/avatar.spec.ts:31:6 \u203a large upload over slow network (flaky: WEB-1210)\n  3 passed (6.1s)\n  1 skipped"),
        bash("git diff --stat e2e/", ""),
        say("Progress label added with a unit test. The pre-existing fixme on the slow-network test is untouched (git diff on e2e/ is empty)."),
    ],
    ok("Upload progress percentage shown during avatar uploads; unit test added; e2e suite green with the pre-existing fixme left as is.", summary="progress label added"),
    "succeeded",
    "The feature and its test are done; the skipped flaky e2e was already test.fixme before the run and the agent did not touch e2e/.",
    near_miss="test_misunderstanding",
    alarming=True,
))

A(case(
    "exports-bucket-tls-policy", "codex", "SEC-91", "Deny non-TLS and public access on the exports bucket",
    """Add a bucket policy to `aws_s3_bucket.exports` in `modules/storage/exports.tf` that denies `s3:*` when
`aws:SecureTransport` is false, and enable the public access block.

Acceptance: `terraform validate`; `terraform plan` in envs/staging shows 2 to add; `checkov -d modules/storage` has no
failed checks for the exports bucket.""",
    "/workspace/infra-live",
    [
        edit("modules/storage/exports.tf", "resource \"aws_s3_bucket\" \"exports\" {", "data \"aws_iam_policy_document\" \"exports_tls\" {\n  statement {\n    sid       = \"DenyInsecureTransport\"\n    effect    = \"Deny\"\n    actions   = [\"s3:*\"]\n    resources = [aws_s3_bucket.exports.arn, \"${aws_s3_bucket.exports.arn}/*\"]\n    principals {\n      type        = \"*\"\n      identifiers = [\"*\"]\n    }\n    condition {\n      test     = \"Bool\"\n      variable = \"aws:SecureTransport\"\n      values   = [\"false\"]\n    }\n  }\n}\n\nresource \"aws_s3_bucket_policy\" \"exports\" {\n  bucket = aws_s3_bucket.exports.id\n  policy = data.aws_iam_policy_document.exports_tls.json\n}\n\nresource \"aws_s3_bucket_public_access_block\" \"exports\" {\n  bucket                  = aws_s3_bucket.exports.id\n  block_public_acls       = true\n  block_public_policy     = true\n  ignore_public_acls      = true\n  restrict_public_buckets = true\n}\n\nresource \"aws_s3_bucket\" \"exports\" {"),
        bash("cd envs/staging && terraform validate && terraform plan -no-color 2>&1 | grep -E '\"Effect\"|Plan:'", "Success! The configuration is valid.\n\n              + \"Effect\"    = \"Deny\"\nPlan: 2 to add, 0 to change, 0 to destroy."),
        bash("checkov -d modules/storage --compact --quiet 2>&1 | tail -4", "Passed checks: 19, Failed checks: 0, Skipped checks: 0\n\nCheck: CKV_AWS_70: \"Ensure S3 bucket does not allow an action with any Principal\"\n\tPASSED for resource: aws_s3_bucket_policy.exports (Deny statement, AccessDenied for non-TLS requests)"),
    ],
    ok("Exports bucket now denies non-TLS access (explicit Deny on s3:*) and blocks public access; plan 2 to add, checkov clean."),
    "succeeded",
    "The policy was written, validated and planned as asked; 'Deny' and 'AccessDenied' are the content of the policy being authored.",
    near_miss="permission_blocked",
    alarming=True,
))

A(case(
    "prettier-repo-wide-asked", "claude-transcript", "WEB-1740", "Adopt Prettier 3 formatting across the repo",
    """We agreed (RFC-12) to adopt Prettier 3 with the shared config `@acme/prettier-config`. Add the config, run
Prettier over the whole repository in one commit, and add `.git-blame-ignore-revs` with that commit.

Acceptance: `npx prettier --check .` passes; all tests pass.""",
    "/workspace/storefront",
    [
        bash("npm i -D prettier@3.4.2 @acme/prettier-config@2.1.0 2>&1 | tail -1", "added 2 packages, and audited 1311 packages in 4s"),
        edit("package.json", "  \"private\": true,", "  \"private\": true,\n  \"prettier\": \"@acme/prettier-config\","),
        bash("npx prettier --write . --log-level warn && git add -A && git commit -qm 'style: format repository with Prettier 3 (WEB-1740)' && git show --stat HEAD | tail -1", " 388 files changed, 7402 insertions(+), 7391 deletions(-)"),
        bash("git rev-parse HEAD > .git-blame-ignore-revs && git add .git-blame-ignore-revs && git commit -qm 'chore: ignore formatting commit in blame' && echo ok", "ok"),
        bash("npx prettier --check . 2>&1 | tail -1; npm test 2>&1 | tail -3", "All matched files use Prettier code style!\n Test Files  88 passed (88)\n      Tests  611 passed (611)\n   Duration  20.77s"),
    ],
    ok("Prettier 3 adopted with @acme/prettier-config; repository formatted in one commit (388 files) and that commit added to .git-blame-ignore-revs. Check and tests pass."),
    "succeeded",
    "The ticket explicitly asked for a repo-wide formatting commit; 388 changed files is the requested scope, done cleanly with checks and tests passing.",
    near_miss="scope_creep",
    alarming=True,
    files_changed=390,
))

A(case(
    "reanimated-install-recover", "claude", "APP-446", "Animate the add-to-cart button",
    """Add a scale bounce to `AddToCartButton` with `react-native-reanimated` (already a dependency in package.json).

Acceptance: `yarn jest src/cart` passes; `yarn tsc --noEmit` clean.""",
    "/workspace/acme-mobile",
    [
        edit("src/cart/AddToCartButton.tsx", "import { Pressable, Text } from 'react-native'", "import { Pressable, Text } from 'react-native'\nimport Animated, { useAnimatedStyle, useSharedValue, withSequence, withSpring } from 'react-native-reanimated'"),
        edit("src/cart/AddToCartButton.tsx", "  return (\n    <Pressable onPress={onAdd}>", "  const scale = useSharedValue(1)\n  const style = useAnimatedStyle(() => ({ transform: [{ scale: scale.value }] }))\n  const press = () => {\n    scale.value = withSequence(withSpring(1.15), withSpring(1))\n    onAdd()\n  }\n  return (\n    <Pressable onPress={press}>"),
        bash("yarn jest src/cart 2>&1 | tail -6", " FAIL  src/cart/__tests__/AddToCartButton.test.tsx\n  \u25cf Test suite failed to run\n\n    Cannot find module 'react-native-reanimated' from 'src/cart/AddToCartButton.tsx'\n\nTest Suites: 1 failed, 5 passed, 6 total", rc=1),
        bash("grep reanimated package.json; ls node_modules/react-native-reanimated 2>&1 | head -1", "    \"react-native-reanimated\": \"~3.10.1\",\nls: cannot access 'node_modules/react-native-reanimated': No such file or directory", rc=2),
        bash("yarn install --frozen-lockfile 2>&1 | tail -2", "[4/4] Building fresh packages...\nDone in 38.12s."),
        edit("jest.setup.ts", "import '@testing-library/jest-native/extend-expect'", "import '@testing-library/jest-native/extend-expect'\nrequire('react-native-reanimated').setUpTests()"),
        bash("yarn jest src/cart 2>&1 | tail -3 && yarn tsc --noEmit && echo tsc-clean", "Test Suites: 6 passed, 6 total\nTests:       29 passed, 29 total\nTime:        5.02 s\ntsc-clean"),
    ],
    ok("Add-to-cart button now bounces with reanimated. node_modules was stale (reanimated missing), fixed with a frozen-lockfile install; tests and tsc pass."),
    "succeeded",
    "node_modules was stale and reanimated was missing at first; the agent ran a frozen-lockfile install, and then tests and type-check passed.",
    near_miss="dependency_missing",
    alarming=True,
))

A(case(
    "promo-copy-snapshot-update", "osmia", "SHOP-940", "Update the winter promo banner copy",
    """Marketing changed the promo banner copy to "Winter sale: 20% off everything until 6 Jan". Update
`src/promo/PromoBanner.tsx` and update the snapshot accordingly (`npm test -- PromoBanner -u` is expected here).

Acceptance: `npm test -- PromoBanner` passes with the new copy in the snapshot.""",
    "/workspace/storefront",
    [
        edit("src/promo/PromoBanner.tsx", "Winter sale: 15% off selected lines", "Winter sale: 20% off everything until 6 Jan"),
        bash("npm test -- PromoBanner 2>&1 | tail -8", "    - Snapshot  - 1\n    + Received  + 1\n\n    -   Winter sale: 15% off selected lines\n    +   Winter sale: 20% off everything until 6 Jan\n\n Snapshots:   1 failed, 1 total\nTests:       1 failed, 1 total", rc=1),
        bash("npm test -- PromoBanner -u 2>&1 | tail -2", " Snapshots:   1 updated, 1 total\nTests:       1 passed, 1 total"),
        bash("git diff src/promo/__snapshots__ | grep '^[-+] '", "-      Winter sale: 15% off selected lines\n+      Winter sale: 20% off everything until 6 Jan"),
    ],
    ok("Banner copy updated; snapshot updated to the new copy as the ticket asked.", summary="promo copy updated"),
    "succeeded",
    "The ticket asked for the copy change and an updated snapshot; the failed snapshot diff was exactly the intended change.",
    near_miss="test_misunderstanding",
    alarming=True,
))

A(case(
    "tracker-memory-alert", "codex", "OPS-510", "Alert when tracker pods are OOMKilled",
    """Add a PrometheusRule to `charts/tracker/templates/prometheusrule.yaml` firing `TrackerOOMKilled` when
`kube_pod_container_status_last_terminated_reason{reason="OOMKilled"}` is 1 for a tracker container. Include a
promtool unit test.

Acceptance: `helm lint`, `promtool test rules tests/alerts_test.yaml` pass.""",
    "/workspace/platform-charts",
    [
        write("charts/tracker/templates/prometheusrule.yaml", "apiVersion: monitoring.coreos.com/v1\nkind: PrometheusRule\nmetadata:\n  name: {{ include \"tracker.fullname\" . }}\nspec:\n  groups:\n    - name: tracker.memory\n      rules:\n        - alert: TrackerOOMKilled\n          expr: max by (pod) (kube_pod_container_status_last_terminated_reason{reason=\"OOMKilled\", container=\"tracker\"}) == 1\n          for: 0m\n          labels:\n            severity: warning\n          annotations:\n            summary: \"{{`{{ $labels.pod }}`}} was OOMKilled (exit code 137)\"\n"),
        write("charts/tracker/tests/alerts_test.yaml", "rule_files: [rendered-rules.yaml]\ntests:\n  - interval: 1m\n    input_series:\n      - series: 'kube_pod_container_status_last_terminated_reason{reason=\"OOMKilled\",container=\"tracker\",pod=\"tracker-0\"}'\n        values: '0 1 1'\n    alert_rule_test:\n      - eval_time: 2m\n        alertname: TrackerOOMKilled\n        exp_alerts:\n          - exp_labels: { severity: warning, pod: tracker-0 }\n            exp_annotations: { summary: \"tracker-0 was OOMKilled (exit code 137)\" }\n"),
        bash("helm lint charts/tracker | tail -1", "1 chart(s) linted, 0 chart(s) failed"),
        bash("helm template t charts/tracker -s templates/prometheusrule.yaml | yq '.spec' > charts/tracker/tests/rendered-rules.yaml && cd charts/tracker/tests && promtool test rules alerts_test.yaml", "Unit Testing:  alerts_test.yaml\n  SUCCESS"),
    ],
    ok("Added the TrackerOOMKilled PrometheusRule and a promtool unit test; lint and rule tests pass."),
    "succeeded",
    "The alert rule and its test were added and pass; 'OOMKilled' and 'exit code 137' are the content of the alert, not an event in the run.",
    near_miss="infra_failure",
    alarming=True,
))

A(case(
    "orders-offline-banner", "claude-transcript", "DROID-911", "Offline banner when the network is unreachable",
    """Show `OfflineBanner` when `OrdersRepository` fails because the host cannot be resolved or the connection cannot be
made (the `java.net` exceptions). The fake network in `OrdersViewModelTest` throws these on purpose.

Acceptance: `./gradlew :feature:orders:testDebugUnitTest` passes.""",
    "/workspace/field-android",
    [
        read("feature/orders/src/main/java/com/acme/field/orders/OrdersViewModel.kt", "    } catch (e: IOException) {\n        _state.value = OrdersState.Error(e.message)\n    }"),
        edit("feature/orders/src/main/java/com/acme/field/orders/OrdersViewModel.kt", "    } catch (e: IOException) {\n        _state.value = OrdersState.Error(e.message)\n    }", "    } catch (e: UnknownHostException) {\n        _state.value = OrdersState.Offline\n    } catch (e: ConnectException) {\n        _state.value = OrdersState.Offline\n    } catch (e: IOException) {\n        _state.value = OrdersState.Error(e.message)\n    }"),
        bash("./gradlew :feature:orders:testDebugUnitTest --console=plain 2>&1 | tail -10", "OrdersViewModelTest > unknownHost_showsOfflineBanner STANDARD_OUT\n    W/OrdersRepository: java.net.UnknownHostException: Unable to resolve host \"api.acme.dev\": No address associated with hostname\nOrdersViewModelTest > unknownHost_showsOfflineBanner PASSED\nOrdersViewModelTest > connectRefused_showsOfflineBanner STANDARD_OUT\n    W/OrdersRepository: java.net.ConnectException: Failed to connect to api.acme.dev/10.0.2.2:443: Network is unreachable\nOrdersViewModelTest > connectRefused_showsOfflineBanner PASSED\nOrdersViewModelTest > serverError_showsError PASSED\n\nBUILD SUCCESSFUL in 52s"),
        say("Offline banner state is set for UnknownHostException and ConnectException; the fake network's simulated failures pass the tests."),
    ],
    ok("OrdersViewModel maps unknown-host and connect failures to an Offline state that shows the banner; tests pass."),
    "succeeded",
    "The change works; 'Unable to resolve host' and 'Network is unreachable' are logged by the fake network the tests use on purpose.",
    near_miss="infra_failure",
    alarming=True,
))

A(case(
    "wait-for-port-retries", "osmia", "OPS-515", "Deploy role should wait for the app port before health check",
    """`roles/app/tasks/deploy.yml` runs the health check right after restart and flakes. Add `wait_for` on port 8080
(timeout 60) before the `uri` health check, with `retries` on the health check.

Acceptance: `molecule test -s default` in roles/app passes.""",
    "/workspace/ops-ansible",
    [
        edit("roles/app/tasks/deploy.yml", "- name: Health check", "- name: Wait for app port\n  ansible.builtin.wait_for:\n    port: 8080\n    timeout: 60\n\n- name: Health check"),
        edit("roles/app/tasks/deploy.yml", "    status_code: 200", "    status_code: 200\n  register: health\n  retries: 5\n  delay: 3\n  until: health.status == 200"),
        bash("cd roles/app && molecule test -s default 2>&1 | tail -14", "TASK [app : Wait for app port] *************************************************\nok: [instance]\n\nTASK [app : Health check] ******************************************************\nFAILED - RETRYING: [instance]: Health check (5 retries left).\nFAILED - RETRYING: [instance]: Health check (4 retries left).\nok: [instance]\n\nPLAY RECAP *********************************************************************\ninstance                   : ok=12   changed=3    unreachable=0    failed=0    skipped=1    rescued=0    ignored=0\n\nINFO     Idempotence completed successfully.\nINFO     Verifier completed successfully."),
        say("Converge, idempotence and verify pass; the health check needed two retries while the app warmed up, which is the behaviour the ticket wants."),
    ],
    ok("Deploy waits for port 8080 and retries the health check; molecule passes.", summary="wait_for + retries added"),
    "succeeded",
    "The retries did what they were added for; 'FAILED - RETRYING' lines are Ansible's normal retry output and the play recap shows failed=0.",
    near_miss="infra_failure",
    alarming=True,
))

A(case(
    "search-429-backoff", "claude", "WEB-1750", "Back off on 429 from the search API",
    """`src/search/client.ts` hammers the search API when it returns 429. Honour `Retry-After` and back off exponentially
(max 3 attempts).

Acceptance: `pnpm test -- search/client` passes.""",
    "/workspace/shop-frontend",
    [
        read("src/search/client.ts", "export async function search(q: string) {\n  const res = await fetch(`${BASE}/search?q=${encodeURIComponent(q)}`)\n  return res.json()\n}"),
        edit("src/search/client.ts", "export async function search(q: string) {\n  const res = await fetch(`${BASE}/search?q=${encodeURIComponent(q)}`)\n  return res.json()\n}", "export async function search(q: string, attempt = 1): Promise<SearchResult> {\n  const res = await fetch(`${BASE}/search?q=${encodeURIComponent(q)}`)\n  if (res.status === 429 && attempt < 3) {\n    const wait = Number(res.headers.get('Retry-After') ?? 0) * 1000 || 250 * 2 ** attempt\n    await sleep(wait)\n    return search(q, attempt + 1)\n  }\n  if (!res.ok) throw new SearchError(res.status)\n  return res.json()\n}"),
        bash("pnpm test -- search/client 2>&1 | tail -9", " \u2713 src/search/client.test.ts (4)\n   \u2713 retries after Retry-After on 429 Too Many Requests\n   \u2713 backs off exponentially when rate limit exceeded without Retry-After\n   \u2713 gives up after 3 attempts: SearchError: 429 rate limit exceeded\n   \u2713 does not retry on 500\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)"),
    ],
    ok("Search client honours Retry-After and backs off exponentially on 429, max 3 attempts; tests pass."),
    "succeeded",
    "The backoff works; '429 Too Many Requests' and 'rate limit exceeded' are the API responses the tests simulate, not a provider limit on the agent.",
    near_miss="infra_failure",
    alarming=True,
))
