"""Environment-side cases: platform failures, refusals, absent toolchains/packages."""
from gen_lib import *


def pre(intro, files, readme, subjects):
    return [say(intro), ls(*files), read("README.md", readme), gitlog(*subjects)]


RN_FILES = ["android", "app.json", "babel.config.js", "index.js", "ios", "package.json", "src", "tsconfig.json"]
WEB_FILES = ["README.md", "package.json", "playwright.config.ts", "src", "tests", "tsconfig.json", "vite.config.ts"]

CASES = [
# ------------------------------------------------------------------ platform failures
case("gradle-daemon-vanished", "DROID-412", "Pull-to-refresh spinner never stops on Orders tab", "shopfront-android",
     """The Orders tab spinner keeps spinning after a refresh when the list is empty.
Where: `app/src/main/java/com/acme/shop/orders/OrdersFragment.kt`.
Acceptance: spinner stops on empty result; `./gradlew :app:testDebugUnitTest` green.""",
     "infra_failure", "The pod was OOM-killed during the Gradle build; the Gradle daemon vanished and the orchestrator reports exit 137.",
     pre("I'll look at the Orders fragment and its refresh handling.", ["app", "build.gradle.kts", "gradle", "gradlew", "settings.gradle.kts"],
         "# Shopfront Android\n\nRun `./gradlew assembleDebug`. Emulator tests: `./gradlew connectedCheck`.",
         ["Fix crash when order list is killed mid-refresh", "Bump compileSdk to 35", "Revert \"Disable R8 full mode\""]) + [
     read("app/src/main/java/com/acme/shop/orders/OrdersFragment.kt", "class OrdersFragment : Fragment() {\n    private val vm: OrdersViewModel by viewModels()\n    override fun onViewCreated(view: View, s: Bundle?) {\n        vm.orders.observe(viewLifecycleOwner) { list ->\n            if (list.isNotEmpty()) binding.swipe.isRefreshing = false\n            adapter.submitList(list)\n        }\n    }\n}"),
     edit("app/src/main/java/com/acme/shop/orders/OrdersFragment.kt", "            if (list.isNotEmpty()) binding.swipe.isRefreshing = false\n", "            binding.swipe.isRefreshing = false\n"),
     sh("./gradlew :app:testDebugUnitTest --console=plain", "Starting a Gradle Daemon (subsequent builds will be faster)\n> Task :app:preBuild UP-TO-DATE\n> Task :app:compileDebugKotlin\n> Task :app:compileDebugUnitTestKotlin\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nGradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n> Get more help at https://help.gradle.org.", 1, ev=True),
     sysnote("agent container terminated: reason=OOMKilled exitCode=137 (memory limit 4Gi)", ev=True),
     ], fail("Pod agent-droid-412 terminated: OOMKilled (exit code 137)"), fmt="osmia"),

case("vitest-weekly-cap", "WEB-2290", "Date picker closes when tabbing into the month select", "booking-web",
     """Keyboard users lose the date picker when they Tab from the day grid into the month `<select>`.
Where: `src/components/DatePicker/DatePicker.tsx` (focus-out handler).
Acceptance: focus moving inside the popover keeps it open; `npm test` passes.""",
     "infra_failure", "The session ended on the provider's weekly usage cap while a missing test helper module was still unresolved; the cap is what stopped the run.",
     pre("Let me look at the DatePicker focus handling first.", WEB_FILES,
         "# booking-web\n\nVite + React 18. `npm test` runs vitest; `npm run e2e` runs Playwright.",
         ["Fix popover killed on blur in Safari", "chore(deps): bump vitest to 2.1", "Handle timeout on availability fetch"]) + [
     read("src/components/DatePicker/DatePicker.tsx", "export function DatePicker(props: Props) {\n  const [open, setOpen] = useState(false);\n  const onBlur = () => setOpen(false);\n  return (\n    <div onBlur={onBlur}>\n      ...\n    </div>\n  );\n}"),
     edit("src/components/DatePicker/DatePicker.tsx", "  const onBlur = () => setOpen(false);", "  const onBlur = (e: React.FocusEvent<HTMLDivElement>) => {\n    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);\n  };"),
     sh("npx vitest run src/components/DatePicker", " FAIL  src/components/DatePicker/DatePicker.test.tsx [ src/components/DatePicker/DatePicker.test.tsx ]\nError: Cannot find module '@testing-library/user-event' imported from /workspace/booking-web/src/components/DatePicker/DatePicker.test.tsx\n\n Test Files  1 failed (1)\n      Tests  no tests\n   Duration  1.42s", 1),
     say("The test imports `@testing-library/user-event`, which isn't in node_modules. Let me check package.json."),
     rg("user-event", "src/components/DatePicker/DatePicker.test.tsx:3:import userEvent from '@testing-library/user-event';\nsrc/components/Select/Select.test.tsx:2:import userEvent from '@testing-library/user-event';"),
     ], fail("Weekly limit reached \u2219 resets Mon 9am", synthetic=True, ev=True), near_miss="dependency_missing", fmt="claude"),

case("codex-429-retries", "MOB-733", "Expo app shows stale avatar after upload", "pulse-mobile",
     """After uploading a new avatar, the profile header keeps showing the old picture until restart.
Where: `src/features/profile/useAvatar.ts` (cache key).
Acceptance: header updates right after upload; `npx jest src/features/profile` passes.""",
     "infra_failure", "Codex's stream to the provider failed with 429 Too Many Requests after exhausting retries, ending the turn.",
     [say("I'll inspect the avatar hook and how the image URI is cached."), ls(*RN_FILES),
      gitlog("Fix crash when camera permission denied", "Upgrade to Expo SDK 52", "Avoid timeout on slow uploads"),
      read("src/features/profile/useAvatar.ts", "export function useAvatar(userId: string) {\n  const { data } = useQuery(['avatar', userId], () => api.avatar(userId));\n  return data?.url;\n}"),
      rg("invalidateQueries", "src/features/feed/useFeed.ts:41:    queryClient.invalidateQueries(['feed']);"),
      edit("src/features/profile/useAvatar.ts", "  return data?.url;", "  return data ? `${data.url}?v=${data.updatedAt}` : undefined;"),
      sh("npx jest src/features/profile", "PASS src/features/profile/useAvatar.test.ts\n  useAvatar\n    \u2713 returns the url (12 ms)\n    \u2713 busts cache with updatedAt (4 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total", 0),
      sh("npx jest", "PASS src/features/feed/useFeed.test.ts\nPASS src/features/profile/useAvatar.test.ts\nPASS src/features/auth/login.test.ts\n  \u25cf Console\n    console.warn\n      Permission denied: camera (simulated)\n\nTest Suites: 3 passed, 3 total", 0),
      sysnote("Reconnecting... 1/5"), sysnote("Reconnecting... 2/5"), sysnote("Reconnecting... 5/5"),
      ], fail("", codex_error="exceeded retry limit, last status: 429 Too Many Requests", ev=True), near_miss="permission_blocked", fmt="codex"),

case("registry-dns-vite", "WEB-2301", "Add missing aria-label to search combobox", "atlas-docs",
     """Screen readers announce the docs search box as "edit text". Add an accessible name.
Where: `src/components/Search.vue`.
Acceptance: axe check in `npm run test:a11y` has no `aria-input-field-name` violations.""",
     "infra_failure", "npm could not reach registry.npmjs.org (ENOTFOUND) so the install failed; the later 'Cannot find module' is a consequence of the unreachable network.",
     [say("I'll install dependencies and look at the search component."), ls("README.md", "package.json", "src", "tests", "vite.config.ts"),
      gitlog("Fix a11y test killed by CI timeout", "Revert \"drop node 18\"", "docs: mention permission denied on Windows symlinks"),
      sh("npm ci", "npm error code ENOTFOUND\nnpm error syscall getaddrinfo\nnpm error errno ENOTFOUND\nnpm error network request to https://registry.npmjs.org/vite/-/vite-5.4.11.tgz failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org\nnpm error network This is a problem related to network connectivity.\nnpm error network In most cases you are behind a proxy or have bad network settings.\nnpm error network\nnpm error network If you are behind a proxy, please make sure that the\nnpm error network 'proxy' config is set properly.  See: 'npm help config'\nnpm error A complete log of this run can be found in: /home/agent/.npm/_logs/2026-11-21T10_02_11_403Z-debug-0.log", 1, ev=True),
      read("src/components/Search.vue", "<template>\n  <div class=\"search\">\n    <input v-model=\"q\" role=\"combobox\" :aria-expanded=\"open\" />\n  </div>\n</template>"),
      edit("src/components/Search.vue", "<input v-model=\"q\" role=\"combobox\" :aria-expanded=\"open\" />", "<input v-model=\"q\" role=\"combobox\" :aria-expanded=\"open\" aria-label=\"Search documentation\" />"),
      sh("npm run test:a11y", "> atlas-docs@3.2.0 test:a11y\n> vitest run tests/a11y\n\nsh: 1: vitest: not found", 127),
      sh("curl -sS -m 10 -I https://registry.npmjs.org/", "curl: (6) Could not resolve host: registry.npmjs.org", 6, ev=True),
      sh("node -e \"require('vitest')\"", "node:internal/modules/cjs/loader:1228\n  throw err;\n  ^\n\nError: Cannot find module 'vitest'\nRequire stack:\n- /workspace/atlas-docs/[eval]", 1),
      say("DNS resolution for the npm registry fails from this sandbox, so I can't install the toolchain to verify the fix."),
      ], fail("Added aria-label but could not install dependencies: registry.npmjs.org does not resolve from the runner."), near_miss="dependency_missing"),

case("xcode-disk-full", "IOS-318", "Tip jar button misaligned on iPhone SE", "tipjar-ios",
     """On the 4.7" screen the Tip button overlaps the amount label.
Where: `TipJar/Views/TipRow.swift`.
Acceptance: layout fixed; `xcodebuild test -scheme TipJar -destination 'platform=iOS Simulator,name=iPhone SE (3rd generation)'` passes.""",
     "infra_failure", "The build failed because the runner's disk filled up (No space left on device) while writing DerivedData.",
     pre("I'll check the row layout and then build for the SE simulator.", ["Podfile", "TipJar", "TipJar.xcodeproj", "TipJarTests", "fastlane"],
         "# TipJar\n\nOpen `TipJar.xcodeproj`. UI tests need the simulator to be booted.",
         ["Fix test killed by simulator watchdog", "Handle StoreKit permission denied", "Bump deployment target to 16"]) + [
     read("TipJar/Views/TipRow.swift", "HStack {\n    Text(amount).font(.title2)\n    Button(\"Tip\") { onTip() }\n        .frame(width: 120)\n}"),
     edit("TipJar/Views/TipRow.swift", "HStack {\n    Text(amount).font(.title2)\n    Button(\"Tip\") { onTip() }\n        .frame(width: 120)", "HStack(spacing: 8) {\n    Text(amount).font(.title2).layoutPriority(1)\n    Spacer(minLength: 4)\n    Button(\"Tip\") { onTip() }\n        .frame(minWidth: 80)"),
     sh("xcodebuild test -scheme TipJar -destination 'platform=iOS Simulator,name=iPhone SE (3rd generation)' 2>&1 | tail -20", "CompileSwift normal arm64 /Users/runner/work/tipjar-ios/TipJar/Views/TipRow.swift (in target 'TipJar' from project 'TipJar')\nerror: unable to write file '/Users/runner/Library/Developer/Xcode/DerivedData/TipJar-bqfhxk/Build/Intermediates.noindex/TipJar.build/Debug-iphonesimulator/TipJar.build/Objects-normal/arm64/TipRow.o': No space left on device (in target 'TipJar' from project 'TipJar')\n\n** TEST FAILED **\n\nThe following build commands failed:\n\tCompileSwift normal arm64 /Users/runner/work/tipjar-ios/TipJar/Views/TipRow.swift (in target 'TipJar' from project 'TipJar')\n(1 failure)", 65, ev=True),
     sh("df -h /Users/runner", "Filesystem      Size   Used  Avail Capacity iused ifree %iused  Mounted on\n/dev/disk3s5   228Gi  227Gi  412Mi   100% 1.9M  4.2M   31%   /System/Volumes/Data", 0, ev=True),
     say("The runner volume is full (412Mi free), so the build can't write objects. I can't free space outside the workspace."),
     ], fail("Layout change made, but xcodebuild fails: No space left on device on the runner volume.")),

case("node-evicted-storybook", "DS-119", "Badge story missing 'warning' variant", "harbor-design-system",
     """Storybook's Badge page lists info/success/error but not warning.
Where: `packages/react/src/Badge/Badge.stories.tsx`.
Acceptance: a Warning story renders; `pnpm build-storybook` succeeds.""",
     "infra_failure", "Kubernetes evicted the agent pod for ephemeral-storage pressure during the Storybook build.",
     pre("I'll add the story and build Storybook to check it renders.", ["packages", "pnpm-workspace.yaml", ".storybook", "turbo.json"],
         "# Harbor design system\n\n`pnpm storybook` for local dev. Tokens live in `packages/tokens`.",
         ["Fix Toast timeout prop", "Revert \"kill legacy theme\"", "Deprecate Badge `danger` alias"]) + [
     read("packages/react/src/Badge/Badge.stories.tsx", "export const Info: Story = { args: { tone: 'info', children: 'Info' } };\nexport const Success: Story = { args: { tone: 'success', children: 'Saved' } };\nexport const Error: Story = { args: { tone: 'error', children: 'Failed' } };"),
     edit("packages/react/src/Badge/Badge.stories.tsx", "export const Error: Story = { args: { tone: 'error', children: 'Failed' } };", "export const Error: Story = { args: { tone: 'error', children: 'Failed' } };\nexport const Warning: Story = { args: { tone: 'warning', children: 'Expiring' } };"),
     sh("pnpm --filter @harbor/react build-storybook", "@storybook/cli v8.4.7\n\ninfo => Cleaning outputDir: storybook-static\ninfo => Loading presets\ninfo => Building manager..\ninfo => Manager built (412 ms)\ninfo => Building preview..\nvite v5.4.11 building for production...\ntransforming (1841) ../../node_modules/.pnpm/@mdx-js+react@3.1.0/node_modules/@mdx-js/react/lib/index.js", 0),
     sysnote("Pod agent-ds-119-7x2kq evicted: The node was low on resource: ephemeral-storage. Threshold quantity: 10Gi, available: 8123456Ki. Container agent was using 14Gi, request is 0, has larger consumption of ephemeral-storage.", ev=True),
     ], cut(), fmt="osmia", state="Failed", result={"success": False, "summary": "Pod evicted by kubelet (ephemeral-storage)", "exit_code": 137}),

case("overloaded-expo-router", "MOB-741", "Deep link to /orders/:id opens home screen", "pulse-mobile",
     """Tapping `pulse://orders/123` opens the home tab instead of the order.
Where: `app/orders/[id].tsx`, `app/_layout.tsx` (Expo Router).
Acceptance: deep link lands on the order detail; `npx jest app` passes.""",
     "infra_failure", "The provider returned 529 overloaded_error repeatedly and the session ended on that API error.",
     pre("Let me look at the Expo Router layout and the order route.", RN_FILES + ["app"],
         "# Pulse\n\nExpo Router app. `npx expo start` to run.",
         ["Fix deep link timeout on cold start", "Revert linking prefix change", "Test: killed flaky notification spec"]) + [
     read("app/_layout.tsx", "export const unstable_settings = { initialRouteName: '(tabs)' };\nexport default function Root() { return <Stack />; }"),
     sh("npx jest app", "PASS app/__tests__/linking.test.tsx\n  linking\n    \u2713 falls back to home on timeout (31 ms)\n    \u2713 resolves /orders/:id (8 ms)\n\nTest Suites: 1 passed, 1 total", 0),
     think("The route resolves in the test but the initialRouteName might swallow it on cold start."),
     ], fail("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVh2k9Qx\"}", synthetic=True, ev=True), fmt="claude-transcript"),

case("pr-create-502", "WEB-2317", "Footer copyright year hard-coded", "northwind-marketing",
     """The footer says 2024. Use the current year.
Where: `components/Footer.tsx` (Next.js).
Acceptance: year computed at build; `npm run lint && npm test` pass; open a PR.""",
     "infra_failure", "The work was done and pushed, but the harness could not open the pull request: GitHub API answered 502 Bad Gateway.",
     [say("Small change in the Next.js footer."), ls("app", "components", "next.config.mjs", "package.json", "public"),
      gitlog("Fix timeout in contact form", "chore: remove killed experiment", "Revert \"permission banner\""),
      read("components/Footer.tsx", "export function Footer() {\n  return <footer>\u00a9 2024 Northwind</footer>;\n}"),
      edit("components/Footer.tsx", "\u00a9 2024 Northwind", "\u00a9 {new Date().getFullYear()} Northwind"),
      sh("npm run lint", "> next lint\n\n\u2714 No ESLint warnings or errors", 0),
      sh("npm test -- --ci", "PASS components/Footer.test.tsx\n  \u2713 renders current year (18 ms)\n\nTest Suites: 4 passed, 4 total\nTests:       11 passed, 11 total", 0),
      sh("git add -A && git commit -qm 'Compute footer year' && git push -u origin agent/web-2317", "To https://github.com/northwind/northwind-marketing.git\n * [new branch]      agent/web-2317 -> agent/web-2317\nbranch 'agent/web-2317' set up to track 'origin/agent/web-2317'.", 0),
      say("Pushed. Handing over to the harness for the PR."),
      sysnote("harness: create pull request failed: POST https://api.github.com/repos/northwind/northwind-marketing/pulls: 502 Bad Gateway []", ev=True),
      sysnote("harness: giving up after 3 attempts"),
      ], fail("Branch pushed; pull request could not be created (GitHub API 502)."), fmt="osmia"),

case("codex-plan-cap", "DESK-88", "Tray icon stays dark in light mode on Windows", "ledger-desktop",
     """Electron tray icon doesn't switch with the OS theme on Windows 11.
Where: `src/main/tray.ts` (nativeTheme listener).
Acceptance: icon updates on theme change; `npm run test:main` passes.""",
     "infra_failure", "The Codex session was cut off by the plan's usage limit before the fix was verified.",
     [say("I'll check the tray module and nativeTheme handling."), ls("electron-builder.yml", "package.json", "src", "test"),
      gitlog("Fix updater killed on quit", "Handle EPERM when replacing app.asar", "Bump electron to 33"),
      read("src/main/tray.ts", "export function createTray() {\n  tray = new Tray(iconFor(nativeTheme.shouldUseDarkColors));\n}"),
      rg("nativeTheme", "src/main/tray.ts:3:  tray = new Tray(iconFor(nativeTheme.shouldUseDarkColors));\nsrc/main/window.ts:22:  nativeTheme.on('updated', syncTitleBar);"),
      edit("src/main/tray.ts", "  tray = new Tray(iconFor(nativeTheme.shouldUseDarkColors));", "  tray = new Tray(iconFor(nativeTheme.shouldUseDarkColors));\n  nativeTheme.on('updated', () => tray?.setImage(iconFor(nativeTheme.shouldUseDarkColors)));"),
      sh("npm run test:main", "> ledger-desktop@2.8.1 test:main\n> vitest run test/main\n\n \u2713 test/main/updater.test.ts (4 tests) 22ms\n \u276f test/main/tray.test.ts (2 tests | 1 failed) 15ms\n   \u00d7 tray > swaps icon on theme update\n     \u2192 expected \"setImage\" to be called 1 times, but got 0 times", 1),
      ], fail("", codex_error="You've hit your usage limit. Upgrade to Pro (https://chatgpt.com/explore/pro), or try again in 2 days 4 hours 17 minutes.", ev=True), fmt="codex"),

# ------------------------------------------------------------------ refusals
case("cap-sync-approval", "MOB-752", "Android back button closes app from settings modal", "fieldnotes-capacitor",
     """In the Capacitor Android build, hardware back exits the app when the Settings modal is open.
Where: `src/app/useBackButton.ts`; sync native project with `npx cap sync android`.
Acceptance: back closes the modal; run `npx cap sync android` and `./gradlew test` in `android/`.""",
     "permission_blocked", "The agent needed to run npx cap sync and the Gradle tests but every Bash call was refused for lack of approval.",
     [say("I'll look at the back button hook and then sync the native project."), ls("android", "capacitor.config.ts", "ios", "package.json", "src"),
      read("src/app/useBackButton.ts", "App.addListener('backButton', () => {\n  App.exitApp();\n});"),
      edit("src/app/useBackButton.ts", "App.addListener('backButton', () => {\n  App.exitApp();\n});", "App.addListener('backButton', ({ canGoBack }) => {\n  if (modalStack.length) return modalStack.pop()!.dismiss();\n  if (canGoBack) window.history.back(); else App.exitApp();\n});"),
      sh("npx cap sync android", "", denied=True, ev=True),
      say("I need permission to run `npx cap sync android`."),
      sh("cd android && ./gradlew test", "", denied=True, ev=True),
      read("capacitor.config.ts", "const config: CapacitorConfig = { appId: 'com.acme.fieldnotes', webDir: 'dist' };"),
      read("README.md", "# Fieldnotes\n\nAfter changing web code run `npx cap sync`. Some plugins request location permission; denied permission shows a banner."),
      sh("npx tsc --noEmit", "", denied=True, ev=True),
      ], ok("I changed the back button handler, but I couldn't run `npx cap sync android` or the Gradle tests because the commands need approval. Please approve Bash so I can verify."), fmt="claude", extra={"perm_mode": "default"}),

case("push-403-bot", "WEB-2325", "Cookie banner covers checkout button on mobile", "storefront-next",
     """On viewports < 400px the cookie banner overlaps the Pay button.
Where: `components/CookieBanner.module.css`.
Acceptance: banner sits above the safe area; Playwright `checkout.spec.ts` passes; push branch and open PR.""",
     "permission_blocked", "git push was refused with 403: the bot token has no write permission on the repository.",
     pre("I'll adjust the banner CSS and run the checkout e2e.", ["app", "components", "e2e", "next.config.js", "package.json", "playwright.config.ts"],
         "# Storefront\n\n`npm run e2e` runs Playwright against `next start`.",
         ["Fix checkout timeout on slow 3G profile", "Revert \"kill switch for banner\"", "Handle 403 from payments sandbox"]) + [
     read("components/CookieBanner.module.css", ".banner {\n  position: fixed;\n  bottom: 0;\n  z-index: 50;\n}"),
     edit("components/CookieBanner.module.css", "  bottom: 0;\n  z-index: 50;", "  bottom: env(safe-area-inset-bottom, 0);\n  z-index: 50;\n  max-height: 30vh;"),
     sh("npx playwright test e2e/checkout.spec.ts --project=mobile-chrome", "Running 3 tests using 2 workers\n\n  \u2713  1 [mobile-chrome] \u203a checkout.spec.ts:12:5 \u203a pay button is clickable with banner (2.1s)\n  \u2713  2 [mobile-chrome] \u203a checkout.spec.ts:28:5 \u203a declined card shows error (1.8s)\n  \u2713  3 [mobile-chrome] \u203a checkout.spec.ts:41:5 \u203a session timeout redirects to cart (1.2s)\n\n  3 passed (6.4s)", 0),
     sh("git push -u origin agent/web-2325", "remote: Permission to acme/storefront-next.git denied to acme-osmia[bot].\nfatal: unable to access 'https://github.com/acme/storefront-next.git/': The requested URL returned error: 403", 128, ev=True),
     sh("gh auth status", "github.com\n  \u2713 Logged in to github.com account acme-osmia[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************\n  - Token scopes: 'metadata:read', 'contents:read'", 0, ev=True),
     say("The token only has contents:read, so I can't push the branch."),
     ], fail("Fix committed locally; push rejected with 403 (token lacks contents:write)."), near_miss="infra_failure", fmt="osmia"),

case("npm-cache-eacces", "WEB-2333", "Product images not resized in gallery build", "lumen-gallery",
     """The build ships full-size images. Use the existing `sharp` pipeline in `scripts/resize.mjs`.
Acceptance: `npm run build` emits 800px thumbnails.""",
     "permission_blocked", "npm install failed with EACCES on the root-owned npm cache, so sharp never installed; the later 'Cannot find module sharp' follows from that refusal.",
     [say("Let me install and run the resize script."), ls("package.json", "scripts", "src", "astro.config.mjs"),
      gitlog("Fix resize killed on large TIFFs", "Document permission denied on NFS mounts", "Bump astro to 4.16"),
      sh("npm install", "npm error code EACCES\nnpm error syscall mkdir\nnpm error path /home/agent/.npm/_cacache/index-v5/3f\nnpm error errno -13\nnpm error\nnpm error Your cache folder contains root-owned files, due to a bug in\nnpm error previous versions of npm which has since been addressed.\nnpm error\nnpm error To permanently fix this problem, please run:\nnpm error   sudo chown -R 1001:1001 \"/home/agent/.npm\"\nnpm error A complete log of this run can be found in: /home/agent/.npm/_logs/2026-11-22T08_41_09_114Z-debug-0.log", 243, ev=True),
      sh("ls -ld /home/agent/.npm/_cacache", "drwxr-xr-x 5 root root 4096 Nov 19 03:12 /home/agent/.npm/_cacache", 0, ev=True),
      sh("npm run build", "> lumen-gallery@1.4.0 build\n> node scripts/resize.mjs && astro build\n\nnode:internal/modules/esm/resolve:854\n  throw new ERR_MODULE_NOT_FOUND(packageName, fileURLToPath(base), null);\n        ^\n\nError [ERR_MODULE_NOT_FOUND]: Cannot find package 'sharp' imported from /workspace/lumen-gallery/scripts/resize.mjs", 1),
      sh("sudo chown -R 1001:1001 /home/agent/.npm", "sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper\nsudo: a password is required", 1, ev=True),
      read("scripts/resize.mjs", "import sharp from 'sharp';\nconst WIDTH = 1600;"),
      edit("scripts/resize.mjs", "const WIDTH = 1600;", "const WIDTH = 800;"),
      ], fail("Changed WIDTH to 800 but cannot install packages: npm cache is root-owned (EACCES) and sudo is unavailable."), near_miss="dependency_missing", fmt="codex"),

case("flutter-readonly-sdk", "FLT-207", "Onboarding page indicator wrong color in dark mode", "habitly-flutter",
     """The dots under onboarding use the light theme color in dark mode.
Where: `lib/onboarding/page_dots.dart`.
Acceptance: uses `Theme.of(context).colorScheme`; `flutter test` passes.""",
     "permission_blocked", "flutter could not write its lockfile because the SDK directory is mounted read-only, so no flutter command could run.",
     pre("I'll fix the dot color and run flutter test.", ["lib", "pubspec.yaml", "test", "android", "ios"],
         "# Habitly\n\nFlutter 3.24. `flutter test` for unit and widget tests.",
         ["Fix reminder killed by Doze mode", "Handle notification permission denied", "Revert golden update"]) + [
     read("lib/onboarding/page_dots.dart", "color: active ? Colors.indigo : Colors.grey.shade300,"),
     edit("lib/onboarding/page_dots.dart", "color: active ? Colors.indigo : Colors.grey.shade300,", "color: active\n    ? Theme.of(context).colorScheme.primary\n    : Theme.of(context).colorScheme.outlineVariant,"),
     sh("flutter test", "FileSystemException: Cannot create file, path = '/opt/flutter/bin/cache/lockfile' (OS Error: Read-only file system, errno = 30)", 1, ev=True),
     sh("touch /opt/flutter/bin/cache/x", "touch: cannot touch '/opt/flutter/bin/cache/x': Read-only file system", 1, ev=True),
     sh("mount | grep /opt/flutter", "/dev/nvme1n1 on /opt/flutter type ext4 (ro,relatime)", 0),
     ], fail("Edited page_dots.dart, but flutter cannot run: /opt/flutter is read-only so its lockfile can't be created."), fmt="claude-transcript"),

case("sandbox-outside-root", "DS-131", "Focus ring token too faint on dark surfaces", "harbor-web",
     """The focus ring token `focus.ring` fails 3:1 contrast on `surface.inverse`.
Where: token source `../harbor-tokens/src/color.json` (sibling checkout), consumed by `src/theme.css`.
Acceptance: token bumped to meet contrast; `npm run tokens && npm test` green.""",
     "permission_blocked", "The Codex workspace-write sandbox refused writing to the sibling token repo the ticket points at (Operation not permitted).",
     [say("The token is defined in the sibling harbor-tokens checkout; I'll update it there."), ls("package.json", "src", "scripts", "tests"),
      gitlog("Fix contrast test timeout", "Revert token rename", "kill unused focus mixin"),
      sh("cat ../harbor-tokens/src/color.json | head -20", "{\n  \"focus\": {\n    \"ring\": { \"value\": \"#5b8def66\" }\n  },\n  \"surface\": { \"inverse\": { \"value\": \"#121417\" } }\n}", 0),
      sh("node scripts/contrast.mjs '#5b8def66' '#121417'", "contrast 2.41:1 (needs 3:1)", 0),
      sh("sed -i 's/#5b8def66/#7aa7ff/' ../harbor-tokens/src/color.json", "sed: couldn't open temporary file ../harbor-tokens/src/sedX1b2c9: Operation not permitted", 4, ev=True),
      sh("cp ../harbor-tokens/src/color.json /tmp/c.json && echo ok", "ok", 0),
      sh("printf x >> ../harbor-tokens/src/color.json", "bash: line 1: ../harbor-tokens/src/color.json: Operation not permitted", 1, ev=True),
      say("Writes outside the workspace are blocked by the sandbox; I can't change the token source."),
      ], fail("Token needs to change in ../harbor-tokens but the sandbox denies writes outside the workspace."), fmt="codex"),

case("gh-pr-integration", "WEB-2340", "Lighthouse CI budget: trim hero image", "acme-landing",
     """The hero JPEG is 1.2 MB. Serve AVIF via `next/image`.
Where: `app/page.tsx`.
Acceptance: Lighthouse budget passes; open a PR with `gh pr create`.""",
     "permission_blocked", "gh pr create was refused by GitHub: the integration token is not allowed to create pull requests.",
     pre("I'll switch the hero to next/image and open the PR.", ["app", "lighthouserc.json", "next.config.mjs", "package.json", "public"],
         "# acme-landing\n\nLighthouse CI runs on every PR.",
         ["Fix LCP timeout on mobile", "Revert \"permission prompt for notifications\"", "Kill old A/B script"]) + [
     read("app/page.tsx", "<img src=\"/hero.jpg\" alt=\"\" className=\"hero\" />"),
     edit("app/page.tsx", "<img src=\"/hero.jpg\" alt=\"\" className=\"hero\" />", "<Image src=\"/hero.jpg\" alt=\"\" className=\"hero\" width={1600} height={900} priority sizes=\"100vw\" />"),
     sh("npm run build", "\u25b2 Next.js 15.0.3\n\n   Creating an optimized production build ...\n \u2713 Compiled successfully\n \u2713 Generating static pages (6/6)", 0),
     sh("git push -u origin agent/web-2340", "To https://github.com/acme/acme-landing.git\n * [new branch]      agent/web-2340 -> agent/web-2340", 0),
     sh("gh pr create --fill --base main", "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", 1, ev=True),
     sh("gh api repos/acme/acme-landing --jq .permissions", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":true,\"triage\":false}", 0),
     ], fail("Branch pushed, but the token cannot create pull requests (Resource not accessible by integration).")),

case("docker-sock-e2e", "WEB-2352", "Visual regression for pricing table", "acme-landing",
     """Add a Playwright screenshot test for the pricing table. Screenshots must be taken inside the pinned image
`mcr.microsoft.com/playwright:v1.48.2-jammy` (see `scripts/e2e-docker.sh`) so fonts match CI.
Acceptance: new snapshot committed from the container.""",
     "permission_blocked", "The agent had to run Playwright in the pinned Docker image but access to the Docker socket was denied.",
     pre("I'll write the test and generate the baseline inside the pinned container.", ["app", "e2e", "package.json", "playwright.config.ts", "scripts"],
         "# acme-landing\n\nVisual tests must run via `scripts/e2e-docker.sh` (font rendering differs on hosts).",
         ["Fix screenshot timeout", "Revert killed pricing experiment", "Permission denied on cache dir in CI (fixed)"]) + [
     write("e2e/pricing.spec.ts", "import { test, expect } from '@playwright/test';\n\ntest('pricing table', async ({ page }) => {\n  await page.goto('/pricing');\n  await expect(page.getByTestId('pricing-table')).toHaveScreenshot();\n});\n"),
     sh("scripts/e2e-docker.sh --update-snapshots e2e/pricing.spec.ts", "docker: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Head \"http://%2Fvar%2Frun%2Fdocker.sock/_ping\": dial unix /var/run/docker.sock: connect: permission denied.\nSee 'docker run --help'.", 126, ev=True),
     sh("ls -l /var/run/docker.sock && id", "srw-rw---- 1 root docker 0 Nov 22 06:00 /var/run/docker.sock\nuid=1001(agent) gid=1001(agent) groups=1001(agent)", 0, ev=True),
     say("I'm not in the docker group, so I can't produce the baseline in the pinned image. Generating it on the host would give wrong fonts."),
     ], fail("Test written; baseline not generated: no access to /var/run/docker.sock."), fmt="claude-transcript"),

case("manifest-write-policy", "DROID-430", "Declare POST_NOTIFICATIONS for Android 13", "shopfront-android",
     """Push notifications don't show on Android 13+. Add the runtime permission declaration and request it on first launch.
Where: `app/src/main/AndroidManifest.xml`, `app/src/main/java/com/acme/shop/MainActivity.kt`.
Acceptance: manifest declares POST_NOTIFICATIONS; `./gradlew :app:lintDebug` clean.""",
     "permission_blocked", "The harness policy refused writes to AndroidManifest.xml, a file the ticket requires changing.",
     pre("I'll add the manifest entry and the runtime request.", ["app", "build.gradle.kts", "gradlew", "settings.gradle.kts"],
         "# Shopfront Android\n\nLint: `./gradlew :app:lintDebug`.",
         ["Handle notification permission denied gracefully", "Fix ANR when service killed", "Bump targetSdk to 34"]) + [
     read("app/src/main/AndroidManifest.xml", "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n    <uses-permission android:name=\"android.permission.INTERNET\" />\n    <application android:name=\".ShopApp\">"),
     edit("app/src/main/AndroidManifest.xml", "    <uses-permission android:name=\"android.permission.INTERNET\" />", "    <uses-permission android:name=\"android.permission.INTERNET\" />\n    <uses-permission android:name=\"android.permission.POST_NOTIFICATIONS\" />", ev="both",
          err="Write denied by workspace policy: app/src/main/AndroidManifest.xml matches protected path pattern '**/AndroidManifest.xml' (policy: mobile-release-guard)"),
     sh("git config --get-regexp osmia", "osmia.protected=**/AndroidManifest.xml,**/Info.plist,**/*.entitlements", 0),
     say("Edits to the manifest are blocked by the release-guard policy. I can add the runtime request in MainActivity but it won't work without the declaration."),
     ], fail("Could not declare POST_NOTIFICATIONS: AndroidManifest.xml is write-protected by policy."), fmt="osmia"),

case("electron-asar-eperm", "DESK-95", "Auto-update leaves old version running", "ledger-desktop",
     """After an update the app restarts into the old version. Fix `quitAndInstall` ordering.
Where: `src/main/updater.ts`. Verify with `npm run dist:dir` (builds into `release/`).
Acceptance: `npm run dist:dir` succeeds and `npm run test:main` passes.""",
     "permission_blocked", "electron-builder crashed with EPERM because release/ is owned by another user and the agent could not remove it.",
     [say("I'll look at the updater, then build the unpacked app."), ls("electron-builder.yml", "package.json", "release", "src", "test"),
      gitlog("Fix updater timeout on slow mirrors", "Handle permission denied writing logs", "kill zombie helper on exit"),
      read("src/main/updater.ts", "autoUpdater.on('update-downloaded', () => {\n  app.quit();\n  autoUpdater.quitAndInstall();\n});"),
      edit("src/main/updater.ts", "  app.quit();\n  autoUpdater.quitAndInstall();", "  setImmediate(() => autoUpdater.quitAndInstall(false, true));"),
      sh("npm run test:main", " \u2713 test/main/updater.test.ts (3 tests) 19ms\n \u2713 test/main/tray.test.ts (2 tests) 11ms\n\n Test Files  2 passed (2)\n      Tests  5 passed (5)", 0),
      sh("npm run dist:dir", "  \u2022 electron-builder  version=25.1.8 os=6.8.0\n  \u2022 loaded configuration  file=/workspace/ledger-desktop/electron-builder.yml\n  \u2022 packaging       platform=linux arch=x64 electron=33.2.0 appOutDir=release/linux-unpacked\n  \u2a2f EPERM: operation not permitted, unlink '/workspace/ledger-desktop/release/linux-unpacked/resources/app.asar'  failedTask=build stackTrace=Error: EPERM: operation not permitted, unlink '/workspace/ledger-desktop/release/linux-unpacked/resources/app.asar'", 1, ev=True),
      sh("ls -l release/linux-unpacked/resources/", "total 18244\n-r--r--r-- 1 root root 18681344 Nov 20 17:02 app.asar", 0, ev=True),
      sh("rm -rf release", "rm: cannot remove 'release/linux-unpacked/resources/app.asar': Operation not permitted", 1, ev=True),
      ], fail("Updater fixed and unit tests pass; packaging blocked by EPERM on root-owned release/ output.")),

# ------------------------------------------------------------------ absent toolchains / packages
case("gradle-artifact-missing", "DROID-441", "Chart labels overlap on revenue screen", "shopfront-android",
     """Revenue chart x-axis labels overlap. Use the label rotation support added in `io.github.acme:charts-android:2.4.1`
(bump from 2.3.0 in `gradle/libs.versions.toml`).
Acceptance: `./gradlew :app:assembleDebug` succeeds.""",
     "dependency_missing", "Gradle could not resolve io.github.acme:charts-android:2.4.1 from any configured repository.",
     pre("I'll bump the charts library and set label rotation.", ["app", "build.gradle.kts", "gradle", "gradlew", "settings.gradle.kts"],
         "# Shopfront Android\n\nVersions live in `gradle/libs.versions.toml`.",
         ["Fix chart killed on config change", "Revert \"R8 full mode\"", "Handle timeout in revenue API"]) + [
     edit("gradle/libs.versions.toml", "charts = \"2.3.0\"", "charts = \"2.4.1\""),
     sh("./gradlew :app:assembleDebug --console=plain", "> Task :app:preBuild UP-TO-DATE\n> Task :app:checkDebugAarMetadata FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:checkDebugAarMetadata'.\n> Could not resolve all files for configuration ':app:debugRuntimeClasspath'.\n   > Could not find io.github.acme:charts-android:2.4.1.\n     Searched in the following locations:\n       - https://dl.google.com/dl/android/maven2/io/github/acme/charts-android/2.4.1/charts-android-2.4.1.pom\n       - https://repo.maven.apache.org/maven2/io/github/acme/charts-android/2.4.1/charts-android-2.4.1.pom\n     Required by:\n         project :app\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 14s", 1, ev=True),
     sh("curl -s https://repo.maven.apache.org/maven2/io/github/acme/charts-android/maven-metadata.xml | grep version", "    <latest>2.3.0</latest>\n    <release>2.3.0</release>\n      <version>2.2.0</version>\n      <version>2.3.0</version>", 0, ev=True),
     say("2.4.1 isn't published on Maven Central; only 2.3.0 exists."),
     ], fail("charts-android 2.4.1 cannot be resolved; latest published version is 2.3.0.")),

case("pod-googleutilities", "IOS-327", "Crash reporting missing for background fetch", "tipjar-ios",
     """Add FirebaseCrashlytics to the app target (Podfile) so background fetch crashes are reported.
Acceptance: `pod install` succeeds and the app builds.""",
     "dependency_missing", "CocoaPods could not find a version of GoogleUtilities satisfying the Firebase pods.",
     pre("I'll add Crashlytics to the Podfile and install.", ["Podfile", "Podfile.lock", "TipJar", "TipJar.xcodeproj", "TipJarTests"],
         "# TipJar\n\n`pod install` then open the workspace.",
         ["Fix background task killed by iOS", "Revert watchdog timeout tweak", "Handle StoreKit permission denied"]) + [
     edit("Podfile", "  pod 'FirebaseAnalytics', '10.25.0'", "  pod 'FirebaseAnalytics', '10.25.0'\n  pod 'FirebaseCrashlytics', '~> 11.5'"),
     sh("pod install", "Analyzing dependencies\n[!] CocoaPods could not find compatible versions for pod \"GoogleUtilities/Environment\":\n  In Podfile:\n    FirebaseAnalytics (= 10.25.0) was resolved to 10.25.0, which depends on\n      GoogleUtilities/Environment (~> 7.11)\n\n    FirebaseCrashlytics (~> 11.5) was resolved to 11.5.0, which depends on\n      GoogleUtilities/Environment (~> 8.0)\n\nNone of your spec sources contain a spec satisfying the dependencies: `GoogleUtilities/Environment (~> 7.11), GoogleUtilities/Environment (~> 8.0)`.\n\nYou have either:\n * out-of-date source repos which you can update with `pod repo update` or with `pod install --repo-update`.\n * mistyped the name or version.\n * not added the source repo that hosts the Podspec to your Podfile.", 1, ev=True),
     sh("pod install --repo-update", "Updating local specs repositories\nAnalyzing dependencies\n[!] CocoaPods could not find compatible versions for pod \"GoogleUtilities/Environment\":\n  In Podfile:\n    FirebaseAnalytics (= 10.25.0) was resolved to 10.25.0, which depends on\n      GoogleUtilities/Environment (~> 7.11)\n\n    FirebaseCrashlytics (~> 11.5) was resolved to 11.5.0, which depends on\n      GoogleUtilities/Environment (~> 8.0)", 1, ev=True),
     ], fail("pod install fails: no GoogleUtilities/Environment satisfies both ~> 7.11 and ~> 8.0."), fmt="osmia"),

case("playwright-browser-absent", "WEB-2361", "Language switcher drops query string", "atlas-docs",
     """Switching language from `/guide?tab=cli` lands on `/de/guide` without `?tab=cli`.
Where: `src/i18n/switchLocale.ts`.
Acceptance: e2e `tests/e2e/locale.spec.ts` passes.""",
     "dependency_missing", "The Playwright browser binary was not installed, so the e2e suite could not launch Chromium.",
     [say("I'll fix the locale switcher and run the e2e test."), ls("README.md", "package.json", "playwright.config.ts", "src", "tests"),
      gitlog("Fix e2e timeout on CI", "Revert \"kill legacy redirects\"", "docs: permission denied on Windows"),
      read("src/i18n/switchLocale.ts", "export function switchLocale(url: URL, locale: string) {\n  return `/${locale}${stripLocale(url.pathname)}`;\n}"),
      edit("src/i18n/switchLocale.ts", "  return `/${locale}${stripLocale(url.pathname)}`;", "  return `/${locale}${stripLocale(url.pathname)}${url.search}${url.hash}`;"),
      sh("npx vitest run src/i18n", " \u2713 src/i18n/switchLocale.test.ts (4 tests) 6ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)", 0),
      sh("npx playwright test tests/e2e/locale.spec.ts", "Running 2 tests using 1 worker\n\n  \u2718  1 [chromium] \u203a locale.spec.ts:4:5 \u203a keeps query on switch (3ms)\n  \u2718  2 [chromium] \u203a locale.spec.ts:15:5 \u203a keeps hash on switch (1ms)\n\n  1) [chromium] \u203a locale.spec.ts:4:5 \u203a keeps query on switch\n\n    Error: browserType.launch: Executable doesn't exist at /home/agent/.cache/ms-playwright/chromium_headless_shell-1148/chrome-linux/headless_shell\n    \u2554\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2557\n    \u2551 Looks like Playwright Test or Playwright was just installed or updated. \u2551\n    \u2551 Please run the following command to download new browsers:              \u2551\n    \u2551                                                                         \u2551\n    \u2551     npx playwright install                                              \u2551\n    \u2551                                                                         \u2551\n    \u2551 <3 Playwright Team                                                      \u2551\n    \u255a\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u255d\n\n  2 failed", 1, ev=True),
      sh("ls ~/.cache/ms-playwright 2>&1", "ls: cannot access '/home/agent/.cache/ms-playwright': No such file or directory", 2, ev=True),
      ], fail("Unit tests pass; e2e cannot run because no Playwright browser is installed.")),

case("vite-node-version", "WEB-2370", "Sidebar collapses on route change", "console-admin",
     """The admin sidebar collapses every time the route changes.
Where: `src/layout/Sidebar.tsx` (state lives in a component that remounts).
Acceptance: `npm run build` and `npm test` pass.""",
     "dependency_missing", "The installed Node.js is older than Vite 6 requires (crypto.hash missing), so neither build nor tests can run.",
     pre("I'll check the sidebar state and run the build.", ["index.html", "package.json", "src", "vite.config.ts", ".nvmrc"],
         "# console-admin\n\nNode 22 (see .nvmrc). Vite 6.",
         ["Fix session timeout redirect loop", "Revert \"kill sidebar animation\"", "Handle 403 permission denied page"]) + [
     read("src/layout/Sidebar.tsx", "export function Sidebar() {\n  const [collapsed, setCollapsed] = useState(false);\n  ..."),
     sh("npm run build", "> console-admin@0.9.0 build\n> tsc -b && vite build\n\nYou are using Node.js 18.19.1. Vite requires Node.js version 20.19+ or 22.12+. Please upgrade your Node.js version.\nerror during build:\nTypeError: crypto.hash is not a function\n    at getHash (file:///workspace/console-admin/node_modules/vite/dist/node/chunks/dep-D-7KCb9p.js:2793:21)", 1, ev=True),
     sh("node --version; cat .nvmrc; ls ~/.nvm 2>&1", "v18.19.1\n22\nls: cannot access '/home/agent/.nvm': No such file or directory", 0, ev=True),
     sh("npx vitest run", "You are using Node.js 18.19.1. Vite requires Node.js version 20.19+ or 22.12+. Please upgrade your Node.js version.\nTypeError: crypto.hash is not a function", 1),
     ], fail("Build and tests can't run: Node 18.19.1 installed, Vite needs 20.19+/22.12+.")),

case("ndk-version-absent", "DROID-455", "Image filter JNI crashes on arm64", "snapcraft-android",
     """`libfilters.so` crashes in `applySepia` on arm64 devices (misaligned access).
Where: `filters/src/main/cpp/sepia.cpp`. Project pins NDK `27.1.12297006`.
Acceptance: `./gradlew :filters:assembleRelease` builds.""",
     "dependency_missing", "The pinned NDK 27.1.12297006 is not installed on the runner, so the native build cannot start.",
     pre("I'll fix the alignment and build the native module.", ["app", "filters", "build.gradle.kts", "gradlew"],
         "# Snapcraft\n\nNative filters under `filters/src/main/cpp`. NDK version is pinned.",
         ["Fix crash when process killed in background", "Revert NEON path", "Handle camera permission denied"]) + [
     read("filters/src/main/cpp/sepia.cpp", "auto *px = reinterpret_cast<uint32_t*>(buf + offset);"),
     edit("filters/src/main/cpp/sepia.cpp", "auto *px = reinterpret_cast<uint32_t*>(buf + offset);", "uint32_t px; std::memcpy(&px, buf + offset, sizeof px);"),
     sh("./gradlew :filters:assembleRelease --console=plain", "> Configure project :filters\n[CXX1101] NDK at /opt/android-sdk/ndk/27.1.12297006 did not have a source.properties file\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nA problem occurred configuring project ':filters'.\n> [CXX1101] NDK at /opt/android-sdk/ndk/27.1.12297006 did not have a source.properties file\n\nBUILD FAILED in 6s", 1, ev=True),
     sh("ls /opt/android-sdk/ndk", "26.1.10909125", 0, ev=True),
     ], fail("Fix written; native build blocked: NDK 27.1.12297006 not installed (only 26.1.10909125)."), fmt="osmia"),

case("electron-libnss3", "DESK-102", "Export dialog remembers last folder", "ledger-desktop",
     """Export should reopen in the last used folder.
Where: `src/main/export.ts`.
Acceptance: `npm run e2e` (Playwright + Electron) passes.""",
     "dependency_missing", "Electron could not start in the e2e run because the system library libnss3.so is absent; the test timeouts are a consequence.",
     [say("I'll store the last folder and run the Electron e2e suite."), ls("e2e", "electron-builder.yml", "package.json", "src"),
      gitlog("Fix export timeout on network drives", "Revert \"kill renderer on crash\"", "EPERM on Windows temp (workaround)"),
      read("src/main/export.ts", "const { filePath } = await dialog.showSaveDialog(win, { defaultPath: 'ledger.csv' });"),
      edit("src/main/export.ts", "const { filePath } = await dialog.showSaveDialog(win, { defaultPath: 'ledger.csv' });", "const last = store.get('lastExportDir') ?? app.getPath('documents');\nconst { filePath } = await dialog.showSaveDialog(win, { defaultPath: path.join(last, 'ledger.csv') });\nif (filePath) store.set('lastExportDir', path.dirname(filePath));"),
      sh("npm run e2e", "Running 3 tests using 1 worker\n\n  \u2718  1 e2e/export.spec.ts:6:5 \u203a remembers folder (30.0s)\n\n  1) e2e/export.spec.ts:6:5 \u203a remembers folder\n\n    Test timeout of 30000ms exceeded.\n\n    Error: electron.launch: Process failed to launch!\n    =========================== logs ===========================\n    <launching> /workspace/ledger-desktop/node_modules/electron/dist/electron .\n    [pid=4121][err] /workspace/ledger-desktop/node_modules/electron/dist/electron: error while loading shared libraries: libnss3.so: cannot open shared object file: No such file or directory\n    [pid=4121] <process did exit: exitCode=127, signal=null>\n\n  3 failed", 1, ev=True),
      sh("ldd node_modules/electron/dist/electron | grep 'not found'", "\tlibnss3.so => not found\n\tlibnssutil3.so => not found\n\tlibasound.so.2 => not found", 0, ev=True),
      sh("apt-get install -y libnss3 2>&1 | tail -1", "E: Unable to locate package libnss3", 100),
      ], fail("Electron cannot start in tests: libnss3.so missing on the runner."), near_miss="infra_failure", fmt="codex"),

case("spm-snapshot-range", "IOS-333", "Add snapshot tests for receipt view", "tipjar-ios",
     """Add snapshot coverage for `ReceiptView` using swift-snapshot-testing (Package.swift of `TipJarKit`).
Acceptance: `swift test` passes in `TipJarKit`.""",
     "dependency_missing", "SwiftPM could not resolve swift-snapshot-testing in the requested range: no such versions exist.",
     pre("I'll add the package dependency and a first snapshot test.", ["Package.swift", "Sources", "Tests"],
         "# TipJarKit\n\nShared views. `swift test`.",
         ["Fix timeout in receipt rendering", "Revert killed layout experiment", "Handle Keychain permission denied"]) + [
     edit("Package.swift", "    dependencies: [],", "    dependencies: [\n        .package(url: \"https://github.com/pointfreeco/swift-snapshot-testing\", from: \"2.1.0\"),\n    ],"),
     sh("swift test", "Fetching https://github.com/pointfreeco/swift-snapshot-testing from cache\nFetched https://github.com/pointfreeco/swift-snapshot-testing from cache (0.88s)\nerror: Dependencies could not be resolved because no versions of 'swift-snapshot-testing' match the requirement 2.1.0..<3.0.0 and root depends on 'swift-snapshot-testing' 2.1.0..<3.0.0.", 1, ev=True),
     sh("git ls-remote --tags https://github.com/pointfreeco/swift-snapshot-testing | tail -3", "b2d4cb3...\trefs/tags/1.17.5\n6d1f0c2...\trefs/tags/1.17.6\n9a3b1e7...\trefs/tags/1.18.0", 0),
     ], fail("swift-snapshot-testing 2.1.0..<3.0.0 does not resolve.")),

case("dart-sdk-constraint", "FLT-214", "Habit streak resets at midnight UTC instead of local", "habitly-flutter",
     """Streaks reset at UTC midnight. Use local day boundaries.
Where: `lib/streaks/streak_calculator.dart`.
Acceptance: `flutter test test/streaks` passes.""",
     "dependency_missing", "The project requires a newer Dart SDK than the installed Flutter provides, so version solving fails before tests run.",
     pre("I'll fix the day boundary and run the streak tests.", ["lib", "pubspec.yaml", "test"],
         "# Habitly\n\nRequires Flutter 3.27 / Dart 3.6.",
         ["Fix reminder timeout on Android 14", "Revert \"kill isolate on pause\"", "Handle exact alarm permission denied"]) + [
     read("lib/streaks/streak_calculator.dart", "final day = DateTime.utc(t.year, t.month, t.day);"),
     edit("lib/streaks/streak_calculator.dart", "final day = DateTime.utc(t.year, t.month, t.day);", "final local = t.toLocal();\nfinal day = DateTime(local.year, local.month, local.day);"),
     sh("flutter test test/streaks", "Resolving dependencies...\nThe current Dart SDK version is 3.4.3.\n\nBecause habitly requires SDK version ^3.6.0, version solving failed.\n\n\nYou can try the following suggestion to make the pubspec resolve:\n* Try using the Flutter SDK version: 3.27.1.", 1, ev=True),
     sh("flutter --version", "Flutter 3.22.3 \u2022 channel stable \u2022 https://github.com/flutter/flutter.git\nTools \u2022 Dart 3.4.3 \u2022 DevTools 2.34.3", 0, ev=True),
     ], fail("Tests can't run: Dart 3.4.3 installed, project requires ^3.6.0."), fmt="claude-transcript"),

case("tauri-webkit-pc", "DESK-110", "Tauri window title not localized", "notepad-tauri",
     """The window title stays English. Use the i18n bundle in `src-tauri/src/main.rs`.
Acceptance: `cargo build` in `src-tauri` succeeds.""",
     "dependency_missing", "The system library webkit2gtk-4.1 (pkg-config file) is missing, so the Tauri crate cannot build.",
     pre("I'll localize the title and build the Rust side.", ["package.json", "src", "src-tauri", "vite.config.ts"],
         "# Notepad\n\nTauri 2 + Svelte.",
         ["Fix save timeout on network drives", "Revert \"kill updater on exit\"", "Handle fs permission denied dialog"]) + [
     edit("src-tauri/src/main.rs", ".title(\"Notepad\")", ".title(&i18n::t(\"window.title\"))"),
     sh("cd src-tauri && cargo build", "   Compiling webkit2gtk-sys v2.0.1\nwarning: use of deprecated function `tauri::Window::menu_handle`\nerror: failed to run custom build command for `webkit2gtk-sys v2.0.1`\n\nCaused by:\n  process didn't exit successfully: `/workspace/notepad-tauri/src-tauri/target/debug/build/webkit2gtk-sys-3c5e/build-script-build` (exit status: 1)\n  --- stdout\n  cargo:rerun-if-env-changed=WEBKIT2GTK_4_1_NO_PKG_CONFIG\n\n  --- stderr\n  `PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=\"1\" \"pkg-config\" \"--libs\" \"--cflags\" \"webkit2gtk-4.1\" \"webkit2gtk-4.1 >= 2.40\"` did not exit successfully: exit status: 1\n  error: could not find system library 'webkit2gtk-4.1' required by the 'webkit2gtk-sys' crate\n\n  --- stderr\n  Package webkit2gtk-4.1 was not found in the pkg-config search path.\n  Perhaps you should add the directory containing `webkit2gtk-4.1.pc'\n  to the PKG_CONFIG_PATH environment variable\n  No package 'webkit2gtk-4.1' found", 101, ev=True),
     ], fail("cargo build fails: webkit2gtk-4.1 development files not installed.")),
]
