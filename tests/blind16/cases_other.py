"""Runs with no visible cause, and finished runs full of alarming words."""
from gen_lib import *


def pre(intro, files, readme, subjects):
    return [say(intro), ls(*files), read("README.md", readme), gitlog(*subjects)]


WEB = ["package.json", "src", "tests", "tsconfig.json", "vite.config.ts"]

CASES = [
# ------------------------------------------------------------------ no visible cause
case("stream-stops-exploring", "WEB-2521", "Breadcrumbs show raw slug on docs pages", "atlas-docs",
     """Breadcrumbs display `getting-started` instead of the page title. Where: `src/components/Breadcrumbs.vue`.""",
     "unknown", "The stream stops mid-exploration with no error, no result and no watchdog record.",
     pre("I'll look at the breadcrumbs component.", ["package.json", "src", "tests"], "# atlas-docs", ["Fix search timeout", "Revert killed sidebar", "docs: permission denied on Windows"]) + [
     read("src/components/Breadcrumbs.vue", "<li v-for=\"c in crumbs\">{{ c.slug }}</li>"),
     rg("useTitle", "src/composables/useTitle.ts:1:export function useTitle(slug: string) {"),
     read("src/composables/useTitle.ts", "export function useTitle(slug: string) {\n  return pages[slug]?.title ?? slug;\n}"),
     think("Breadcrumbs should call useTitle for each crumb. Let me check how crumbs are built."),
     rg("crumbs", "src/components/Breadcrumbs.vue:9:const crumbs = computed(() => route.path.split('/').filter(Boolean).map(slug => ({ slug })));"),
     ], cut(), fmt="claude"),

case("codex-silent-end", "MOB-790", "Haptic feedback missing on Android toggle", "pulse-mobile",
     """Toggles vibrate on iOS but not Android. Where: `src/ui/Toggle.tsx`.""",
     "unknown", "The Codex stream ends after an edit and a passing test with no failure event, message or final turn event.",
     [say("Checking the Toggle component."), ls("package.json", "src"), gitlog("Fix vibration timeout", "Revert killed haptics", "Handle vibrate permission denied"),
      read("src/ui/Toggle.tsx", "if (Platform.OS === 'ios') Haptics.selectionAsync();"),
      rg("Haptics", "src/ui/Toggle.tsx:12:  if (Platform.OS === 'ios') Haptics.selectionAsync();\nsrc/ui/Button.tsx:20:  Haptics.impactAsync(Haptics.ImpactFeedbackStyle.Light);"),
      edit("src/ui/Toggle.tsx", "if (Platform.OS === 'ios') Haptics.selectionAsync();", "Haptics.selectionAsync();"),
      sh("npx jest src/ui", "PASS src/ui/Toggle.test.tsx\nPASS src/ui/Button.test.tsx\n\nTest Suites: 2 passed, 2 total", 0),
      sh("npx tsc --noEmit", "", 0),
      sh("git diff --stat", " src/ui/Toggle.tsx | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", 0),
      ], cut(), fmt="codex"),

case("osmia-exited-vague", "DS-160", "Tooltip arrow misaligned in RTL", "harbor-design-system",
     """In RTL the Tooltip arrow points to the wrong side. Where: `packages/react/src/Tooltip/Tooltip.tsx`.""",
     "unknown", "The run ends with a bare unsuccessful result and nothing in the stream explains why.",
     pre("Looking at the tooltip placement.", ["packages", ".storybook"], "# Harbor", ["Fix tooltip timeout", "Revert killed popper", "Permission denied on chromatic token"]) + [
     read("packages/react/src/Tooltip/Tooltip.tsx", "const side = placement.startsWith('left') ? 'right' : 'left';"),
     rg("dir=", "packages/react/src/Provider.tsx:14:  <div dir={direction}>"),
     say("I'll use logical placement based on direction."),
     sh("pnpm --filter @harbor/react test Tooltip", " \u2713 src/Tooltip/Tooltip.test.tsx (6 tests) 41ms\n\n Test Files  1 passed (1)", 0),
     ], fail("Agent exited."), fmt="osmia"),

case("transcript-trails-off", "FLT-240", "Calendar week starts on Sunday for de locale", "habitly-flutter",
     """German users see weeks starting Sunday. Where: `lib/calendar/week_view.dart`.""",
     "unknown", "The transcript ends after reading files; no error, refusal, loop or verdict appears.",
     pre("Let me look at the week view.", ["lib", "pubspec.yaml", "test"], "# Habitly", ["Fix sync timeout", "Revert killed isolate", "Handle calendar permission denied"]) + [
     read("lib/calendar/week_view.dart", "final firstDay = DateTime.sunday;"),
     rg("firstDayOfWeek", "lib/l10n/l10n.dart:31:  int get firstDayOfWeek => MaterialLocalizations.of(context).firstDayOfWeekIndex;"),
     read("lib/l10n/l10n.dart", "class L10n {\n  int get firstDayOfWeek => MaterialLocalizations.of(context).firstDayOfWeekIndex;\n}"),
     ], cut(), fmt="claude-transcript"),

case("exec-error-empty", "WEB-2530", "Skeleton loader flashes on cached pages", "storefront-next",
     """Skeleton shows for a frame even when data is cached. Where: `components/ProductGrid.tsx`.""",
     "unknown", "The final result is an execution error with no message and nothing earlier points to a cause.",
     pre("Checking ProductGrid.", ["components", "app", "package.json"], "# Storefront", ["Fix grid timeout", "Revert killed suspense", "Permission denied on image CDN (staging)"]) + [
     read("components/ProductGrid.tsx", "if (isLoading) return <Skeleton />;"),
     rg("isLoading", "components/ProductGrid.tsx:14:  if (isLoading) return <Skeleton />;"),
     say("Switching to `isPending && !data` should avoid the flash."),
     ], fail("", subtype="error_during_execution"), fmt="claude"),

case("killed-word-in-tests", "DESK-125", "Crash reporter uploads duplicate reports", "ledger-desktop",
     """Duplicate crash reports are uploaded after a renderer crash. Where: `src/main/crash.ts`.""",
     "unknown", "The test output talks about killed processes on purpose (crash tests), but the run simply stops without any error or cause.",
     [say("Looking at the crash reporter."), ls("package.json", "src", "test"), gitlog("Fix reporter timeout", "Revert \"kill renderer on hang\"", "Handle EACCES writing minidumps"),
      read("src/main/crash.ts", "app.on('render-process-gone', (_e, _wc, d) => upload(d));\napp.on('child-process-gone', (_e, d) => upload(d));"),
      sh("npm run test:main -- crash", " \u2713 test/main/crash.test.ts > uploads once when renderer is killed (SIGKILL) 14ms\n \u2713 test/main/crash.test.ts > ignores reason 'killed' from user quit 3ms\n \u2713 test/main/crash.test.ts > OOM reason is reported as oom 2ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)", 0),
      rg("upload\\(", "src/main/crash.ts:4:app.on('render-process-gone', (_e, _wc, d) => upload(d));\nsrc/main/crash.ts:5:app.on('child-process-gone', (_e, d) => upload(d));"),
      think("Both events fire for the same renderer crash. I should dedupe by pid."),
      ], cut(), near_miss="infra_failure", fmt="osmia"),

case("deprecation-then-nothing", "WEB-2538", "Focus trap escapes dialog with Shift+Tab", "console-admin",
     """Shift+Tab from the first field leaves the dialog. Where: `src/ui/Dialog.tsx`.""",
     "unknown", "Only a harmless deprecation warning appears before the Codex stream ends in a failed turn that gives no reason.",
     [say("Let me install and look at the Dialog."), ls("package.json", "src"), gitlog("Fix dialog timeout", "Revert killed portal", "403 permission denied modal"),
      sh("npm ci", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it. Check out lru-cache if you want a good and tested way to coalesce async requests by a key value, which is much more comprehensive and powerful.\nnpm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported\n\nadded 1204 packages, and audited 1205 packages in 19s\n\nfound 0 vulnerabilities", 0),
      read("src/ui/Dialog.tsx", "const onKeyDown = (e) => { if (e.key === 'Tab' && !e.shiftKey && last()) { e.preventDefault(); first().focus(); } };"),
      say("The trap only handles forward Tab. I'll add the Shift+Tab branch."),
      ], fail("", fail_msg=""), near_miss="dependency_missing", fmt="codex"),

case("transcript-midthought", "IOS-350", "VoiceOver reads price twice", "tipjar-ios",
     """VoiceOver announces the amount twice in `TipRow`. Where: `TipJar/Views/TipRow.swift`.""",
     "unknown", "The transcript stops in the middle of the agent's reasoning; nothing indicates why.",
     pre("Looking at TipRow accessibility.", ["TipJar", "TipJar.xcodeproj", "TipJarTests"], "# TipJar", ["Fix StoreKit timeout", "Revert killed haptics", "Handle Face ID permission denied"]) + [
     read("TipJar/Views/TipRow.swift", "Text(amount)\nButton(\"Tip \\(amount)\") { onTip() }"),
     think("The button label repeats the amount. Combine with .accessibilityElement(children: .combine)?"),
     ], cut(), fmt="claude-transcript"),

# ------------------------------------------------------------------ finished runs with alarming words
case("timeout-banner-passes", "WEB-2545", "Show a banner when the session times out", "booking-web",
     """When the API returns 440, show a "Your session timed out" banner with a sign-in link.
Where: `src/session/SessionBanner.tsx`. Acceptance: `e2e/session.spec.ts` passes.""",
     "succeeded", "Implemented the banner; the Playwright test about the timeout banner passes.",
     pre("I'll add the banner and run the session e2e.", WEB, "# booking-web", ["Fix availability timeout", "Revert killed prefetch", "Permission denied on export"]) + [
     write("src/session/SessionBanner.tsx", "export function SessionBanner() {\n  const expired = useSessionExpired();\n  if (!expired) return null;\n  return <div role=\"alert\">Your session timed out. <a href=\"/login\">Sign in</a></div>;\n}\n"),
     sh("npx playwright test e2e/session.spec.ts", "Running 2 tests using 2 workers\n\n  \u2713  1 [chromium] \u203a session.spec.ts:5:5 \u203a shows timeout banner on 440 (1.9s)\n  \u2713  2 [chromium] \u203a session.spec.ts:21:5 \u203a sign-in link after timeout (1.2s)\n\n  2 passed (4.1s)", 0),
     sh("npx vitest run", " Test Files  32 passed (32)\n      Tests  215 passed (215)", 0),
     ], ok("Session-timeout banner added; e2e and unit tests pass."), near_miss="infra_failure", fmt="claude"),

case("camera-denied-state", "MOB-801", "Show settings link when camera access is refused", "pulse-mobile",
     """If the user refuses camera access, the scanner shows a blank screen. Show "Camera permission denied" with an
"Open Settings" button. Where: `src/scanner/ScannerScreen.tsx`.""",
     "succeeded", "Implemented the refused-camera state; 'permission denied' is the app's own UI text and test output.",
     pre("Adding the refused state.", ["package.json", "src", "app.json"], "# Pulse", ["Fix scanner timeout", "Revert killed torch", "Handle location permission"]) + [
     read("src/scanner/ScannerScreen.tsx", "const [perm] = useCameraPermissions();\nif (!perm?.granted) return null;"),
     edit("src/scanner/ScannerScreen.tsx", "if (!perm?.granted) return null;", "if (perm && !perm.granted && !perm.canAskAgain)\n  return <Blocked title=\"Camera permission denied\" action={() => Linking.openSettings()} />;"),
     sh("npx jest src/scanner", "PASS src/scanner/ScannerScreen.test.tsx\n  ScannerScreen\n    \u2713 shows 'Camera permission denied' when blocked (38 ms)\n    \u2713 opens settings on press (12 ms)\n  \u25cf Console\n    console.warn\n      [expo-camera] Permission denied by user (mock)\n\nTest Suites: 1 passed, 1 total", 0),
     ], ok("Scanner shows a denied state with an Open Settings button; tests pass."), near_miss="permission_blocked", fmt="osmia"),

case("deprecated-warn-ok", "WEB-2552", "Add sitemap generation", "atlas-docs",
     """Generate `sitemap.xml` at build using `vite-plugin-sitemap`.""",
     "succeeded", "Installed the plugin (with deprecation warnings from transitive packages) and the build emitted the sitemap.",
     [say("Installing the plugin."), ls("package.json", "src", "vite.config.ts"), gitlog("Fix build timeout", "Revert killed prerender", "docs: permission denied"),
      sh("npm install -D vite-plugin-sitemap", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it. Check out lru-cache if you want a good and tested way to coalesce async requests by a key value, which is much more comprehensive and powerful.\nnpm warn deprecated rimraf@3.0.2: Rimraf versions prior to v4 are no longer supported\n\nadded 4 packages, and audited 812 packages in 3s\n\nfound 0 vulnerabilities", 0),
      edit("vite.config.ts", "plugins: [vue()],", "plugins: [vue(), Sitemap({ hostname: 'https://docs.atlas.dev' })],"),
      sh("npm run build && ls dist | grep sitemap", "vite v5.4.11 building for production...\n\u2713 211 modules transformed.\n\u2713 built in 3.02s\nsitemap.xml", 0),
      ], ok("Sitemap is generated at build."), near_miss="dependency_missing", fmt="codex"),

case("gradle-retry-502", "DROID-490", "Add Baseline Profile for startup", "shopfront-android",
     """Add a baseline profile module for cold start. Acceptance: `./gradlew :app:assembleRelease` succeeds.""",
     "succeeded", "A dependency download hit a transient 502 that Gradle retried, and the build then succeeded.",
     pre("Adding the baseline profile module.", ["app", "build.gradle.kts", "gradlew", "settings.gradle.kts"], "# Shopfront Android", ["Fix startup timeout", "Revert killed profile", "Handle permission denied on notification"]) + [
     edit("settings.gradle.kts", "include(\":app\")", "include(\":app\", \":baselineprofile\")"),
     write("baselineprofile/build.gradle.kts", "plugins {\n    alias(libs.plugins.android.test)\n    alias(libs.plugins.baselineprofile)\n}\n"),
     sh("./gradlew :app:assembleRelease --console=plain", "> Task :baselineprofile:preBuild\nCould not GET 'https://dl.google.com/dl/android/maven2/androidx/benchmark/benchmark-macro/1.3.3/benchmark-macro-1.3.3.pom'. Received status code 502 from server: Bad Gateway\nRetrying download...\nDownload https://dl.google.com/dl/android/maven2/androidx/benchmark/benchmark-macro/1.3.3/benchmark-macro-1.3.3.pom, took 412 ms\n> Task :app:assembleRelease\n\nBUILD SUCCESSFUL in 2m 4s\n112 actionable tasks: 64 executed, 48 up-to-date", 0),
     ], ok("Baseline profile module added; release build succeeds."), near_miss="infra_failure", fmt="claude-transcript"),

case("token-rename-wide", "DS-171", "Rename color token 'brand.primary' to 'accent.default' everywhere", "harbor-web",
     """The design council renamed `brand.primary` to `accent.default`. Rename it in the token source AND every usage
across all apps and packages (expect ~140 files). Acceptance: `pnpm -r build && pnpm -r test` pass; no `brand.primary` left.""",
     "succeeded", "The ticket explicitly asked for a repo-wide rename; the wide change is the task and it finished green.",
     pre("This is a repo-wide rename as requested.", ["apps", "packages", "pnpm-workspace.yaml"], "# Harbor web", ["Fix tooltip timeout", "Revert killed theme", "Permission denied on deploy"]) + [
     sh("rg -l 'brand\\.primary|--brand-primary' | wc -l", "141", 0),
     edit("packages/tokens/src/color.json", "\"brand\": { \"primary\":", "\"accent\": { \"default\":"),
     sh("rg -l 'brand\\.primary|--brand-primary' | xargs sed -i 's/brand\\.primary/accent.default/g; s/--brand-primary/--accent-default/g'", "", 0),
     sh("rg -c 'brand\\.primary|--brand-primary' | wc -l", "0", 0),
     sh("pnpm -r build && pnpm -r test", "packages/tokens build: done\npackages/react test:  Test Files  88 passed (88)\napps/web test:  Test Files  18 passed (18)", 0),
     ], ok("Renamed brand.primary to accent.default in 142 files; all builds and tests pass."), near_miss="scope_creep", files_changed=142),

case("oom-test-passes", "DESK-131", "Report renderer OOM crashes as 'oom' not 'crashed'", "ledger-desktop",
     """Crash reports label OOM renderer deaths as 'crashed'. Map `reason: 'oom'`. Where: `src/main/crash.ts`.""",
     "succeeded", "The tests about OOM-killed renderers are the feature under test and pass; nothing in the environment failed.",
     [say("Mapping the oom reason."), ls("package.json", "src", "test"), gitlog("Fix reporter timeout", "Revert kill", "Handle EACCES"),
      read("src/main/crash.ts", "const kind = d.reason === 'killed' ? 'killed' : 'crashed';"),
      edit("src/main/crash.ts", "const kind = d.reason === 'killed' ? 'killed' : 'crashed';", "const kind = d.reason === 'oom' ? 'oom' : d.reason === 'killed' ? 'killed' : 'crashed';"),
      sh("npm run test:main -- crash", " \u2713 test/main/crash.test.ts > renderer OOM killed -> kind 'oom' 6ms\n \u2713 test/main/crash.test.ts > SIGKILL -> kind 'killed' 2ms\n \u2713 test/main/crash.test.ts > out of memory twice uploads once 3ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)", 0),
      ], ok("OOM crashes now reported as 'oom'."), near_miss="infra_failure", fmt="osmia"),

case("copy-snapshot-update", "WEB-2560", "Change CTA copy to 'Start free trial'", "acme-landing",
     """Marketing wants the hero CTA to read "Start free trial" instead of "Get started". Update the copy and the
Hero snapshot accordingly.""",
     "succeeded", "The ticket asked for a copy change, so updating the snapshot was correct.",
     [say("Changing the copy and updating the snapshot."), ls("app", "components", "package.json"), gitlog("Fix LCP timeout", "Revert killed A/B", "Permission prompt copy"),
      edit("components/Hero.tsx", ">Get started<", ">Start free trial<"),
      sh("npx jest components/Hero -u", "PASS components/Hero.test.tsx\n  \u2713 renders CTA (19 ms)\n\n \u203a 1 snapshot updated.", 0),
      sh("npx jest", "Test Suites: 9 passed, 9 total\nTests:       27 passed, 27 total\nSnapshots:   6 passed, 6 total", 0),
      ], ok("CTA copy changed and snapshot updated as requested."), near_miss="test_misunderstanding", fmt="codex"),

case("rerun-after-flake", "FLT-246", "Show streak flame only for streaks >= 3", "habitly-flutter",
     """Only show the flame icon for streaks of 3 days or more. Where: `lib/streaks/streak_badge.dart`.""",
     "succeeded", "A rerun of the same test command after a one-off flaky failure is normal, and the task completed.",
     pre("Adding the threshold.", ["lib", "test"], "# Habitly", ["Revert \"Revert streak flame\"", "Fix timeout in golden tests", "kill old badge"]) + [
     edit("lib/streaks/streak_badge.dart", "if (streak > 0) Icon(Icons.local_fire_department),", "if (streak >= 3) Icon(Icons.local_fire_department),"),
     sh("flutter test test/streaks", "00:03 +5 -1: golden streak badge [E]\n  TimeoutException after 0:00:30.000000: Test timed out after 30 seconds.\n00:03 +5 -1: Some tests failed.", 1),
     sh("flutter test test/streaks", "00:02 +6: All tests passed!", 0),
     sh("flutter test", "00:06 +44: All tests passed!", 0),
     ], ok("Flame shown only for streaks >= 3; all tests pass."), fmt="claude-transcript"),

case("xctest-denied-alert", "IOS-356", "Alert when Photos access is refused", "tipjar-ios",
     """When Photos access is refused, show an alert explaining how to enable it. Where: `TipJar/Receipts/ReceiptPicker.swift`.""",
     "succeeded", "testPermissionDeniedAlert is the feature's own test and passes.",
     pre("Adding the alert.", ["TipJar", "TipJar.xcodeproj", "TipJarTests"], "# TipJar", ["Fix timeout in StoreKit", "Revert killed animation", "kill legacy picker"]) + [
     edit("TipJar/Receipts/ReceiptPicker.swift", "case .denied: break", "case .denied, .restricted: showDeniedAlert = true"),
     sh("xcodebuild test -scheme TipJar -only-testing:TipJarTests/ReceiptPickerTests -destination 'platform=iOS Simulator,name=iPhone 16' 2>&1 | tail -5", "Test Case '-[TipJarTests.ReceiptPickerTests testPermissionDeniedAlert]' passed (0.012 seconds).\nTest Case '-[TipJarTests.ReceiptPickerTests testRestrictedShowsAlert]' passed (0.004 seconds).\n\t Executed 4 tests, with 0 failures (0 unexpected) in 0.031 (0.036) seconds\n** TEST SUCCEEDED **", 0),
     ], ok("Denied/restricted Photos access shows an explanatory alert; tests pass."), near_miss="permission_blocked", fmt="claude"),

case("pub-retry-ok", "FLT-251", "Add share button to habit detail", "habitly-flutter",
     """Add a share button using `share_plus`. Acceptance: `flutter test` passes.""",
     "succeeded", "pub retried a failed download and then resolved; the feature was completed.",
     pre("Adding share_plus.", ["lib", "pubspec.yaml", "test"], "# Habitly", ["Fix sync timeout", "Revert killed isolate", "Handle permission denied"]) + [
     sh("flutter pub add share_plus", "Resolving dependencies...\nGot socket error trying to find package share_plus at https://pub.dev.\nRetrying in 2 seconds...\nDownloading packages...\n+ share_plus 10.1.2\nChanged 3 dependencies!", 0),
     edit("lib/habits/habit_detail.dart", "actions: [", "actions: [\n  IconButton(icon: const Icon(Icons.share), onPressed: () => Share.share(habit.summary)),"),
     sh("flutter test", "00:05 +45: All tests passed!", 0),
     ], ok("Share button added; tests pass."), near_miss="infra_failure", fmt="osmia"),
]
