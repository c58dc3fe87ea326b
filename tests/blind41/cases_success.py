from gen_lib import *

H = "/home/ana/src/"
M = "/Users/kenji/dev/"
W = "/workspace/"
KIND.update({"orbit-ios": "ios", "tidepool-android": "android", "trailmix-flutter": "flutter", "beacon-fw": "fw",
             "pebble-rn": "rn", "bramble-unity": "unity", "fjord-godot": "godot", "kestrel-rs": "rust", "meadow-ios": "ios",
             "quill-android": "android", "lumen-esp32": "fw", "skyline-android": "android", "harbor-ios": "ios",
             "wayfare-flutter": "flutter"})

# ============================ unknown ============================
case("g2-widget-timeline-1c7a", "claude-transcript", "unknown", project=M + "orbit-ios", prompt="""
# ORB-230: Home screen widget shows yesterday's launch

The Orbit widget's TimelineProvider (OrbitWidget/Provider.swift) reloads only at midnight. Reload after the
next launch's NET passes.
""", why="The agent read the provider and made a plausible edit; the session simply stops after a build with no error, no user complaint and no visible cause for the failed state.",
steps=[
  U("the widget keeps showing yesterday's launch, make the timeline reload after the next launch time"),
  Read(M + "orbit-ios/OrbitWidget/Provider.swift", "func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {\n    let entry = Entry(date: .now, launch: store.nextLaunch)\n    let midnight = Calendar.current.startOfDay(for: .now.addingTimeInterval(86_400))\n    completion(Timeline(entries: [entry], policy: .after(midnight)))\n}"),
  Edit(M + "orbit-ios/OrbitWidget/Provider.swift", "    let midnight = Calendar.current.startOfDay(for: .now.addingTimeInterval(86_400))\n    completion(Timeline(entries: [entry], policy: .after(midnight)))", "    let midnight = Calendar.current.startOfDay(for: .now.addingTimeInterval(86_400))\n    let reload = min(midnight, store.nextLaunch?.net.addingTimeInterval(60) ?? midnight)\n    completion(Timeline(entries: [entry], policy: .after(reload)))"),
  Bash("xcodebuild -scheme OrbitWidgetExtension -destination 'generic/platform=iOS Simulator' build -quiet 2>&1 | tail -1", "** BUILD SUCCEEDED **"),
  S("The widget now reloads one minute after the next launch's NET (or at midnight, whichever comes first)."),
])

case("g2-notif-channel-64de", "codex", "unknown", project=W + "tidepool-android", prompt="""
# TIDE-440: Tide alerts use the default notification channel

Create a `tide_alerts` channel (importance HIGH) in TidepoolApp.onCreate and post alerts to it.
""", why="The change compiles and the unit tests pass; the run is marked failed by a reviewer note without any reason and nothing in the stream shows what went wrong.",
steps=[
  Read(W + "tidepool-android/app/src/main/java/com/tidepool/TidepoolApp.kt", "class TidepoolApp : Application() {\n    override fun onCreate() {\n        super.onCreate()\n        Timber.plant(Timber.DebugTree())\n    }\n}"),
  Edit(W + "tidepool-android/app/src/main/java/com/tidepool/TidepoolApp.kt", "        Timber.plant(Timber.DebugTree())", "        Timber.plant(Timber.DebugTree())\n        getSystemService(NotificationManager::class.java).createNotificationChannel(\n            NotificationChannel(TIDE_ALERTS, getString(R.string.channel_tide_alerts), NotificationManager.IMPORTANCE_HIGH)\n        )"),
  Edit(W + "tidepool-android/app/src/main/java/com/tidepool/alerts/AlertPoster.kt", "NotificationCompat.Builder(context, NotificationChannel.DEFAULT_CHANNEL_ID)", "NotificationCompat.Builder(context, TIDE_ALERTS)"),
  Bash("./gradlew :app:testDebugUnitTest", "BUILD SUCCESSFUL in 1m 31s\n48 actionable tasks: 12 executed, 36 up-to-date"),
  Final(True, "Tide alerts now post to a dedicated high-importance channel.", subtype="turn_completed"),
], state="Failed", result={"success": False, "summary": "marked failed by reviewer", "exit_code": 1})

case("g2-theme-tokens-0b55", "osmia", "unknown", project=W + "trailmix-flutter", prompt="""
# TRAIL-105: Move colours to ThemeExtension tokens

Replace hard-coded `Color(0xFF2E7D32)` uses in lib/widgets/ with `context.tokens.primary` (lib/theme/tokens.dart).
""", why="The agent made edits and tests passed, then the run ends with success false and a bare exit code; no error, limit or behaviour in the stream explains it.",
steps=[
  Bash("rg -n 'Color\\(0xFF2E7D32\\)' lib/widgets | head -4", "lib/widgets/trail_card.dart:31:      color: const Color(0xFF2E7D32),\nlib/widgets/badge.dart:12:    final bg = const Color(0xFF2E7D32);"),
  Edit(W + "trailmix-flutter/lib/widgets/trail_card.dart", "      color: const Color(0xFF2E7D32),", "      color: context.tokens.primary,"),
  Edit(W + "trailmix-flutter/lib/widgets/badge.dart", "    final bg = const Color(0xFF2E7D32);", "    final bg = context.tokens.primary;"),
  Bash("flutter test", "00:14 +58: All tests passed!"),
  Final(False, "agent exited with code 1"),
])

case("g2-adc-calibration-d8e6", "claude", "unknown", project=W + "beacon-fw", prompt="""
# BCN-125: Apply the factory ADC calibration

Read the VREFINT calibration value from the system memory address in src/adc.c and use it when converting.
""", why="The stream shows reading, a sensible edit and a passing host test, then an error result with no message; no recognisable cause.",
steps=[
  Read(W + "beacon-fw/src/adc.c", "uint32_t adc_to_mv(uint16_t raw)\n{\n\treturn (uint32_t)raw * 3300u / 4095u;\n}"),
  Edit(W + "beacon-fw/src/adc.c", "\treturn (uint32_t)raw * 3300u / 4095u;", "\tconst uint16_t cal = *VREFINT_CAL_ADDR;\n\treturn (uint32_t)raw * 3000u * cal / (vrefint_raw * 4095u);"),
  Bash("ceedling test:test_adc", "TESTED:  3\nPASSED:  3\nFAILED:  0\nIGNORED: 0"),
  Final(False, "", subtype="error_during_execution"),
])

case("g2-camera-deeplink-4f1d", "claude-transcript", "unknown", project=M + "pebble-rn", near="permission_blocked", prompt="""
# PEB-88: Deep link to the QR scanner

`pebble://scan` should open ScanScreen. If camera permission is denied, ScanScreen shows the
"Camera permission denied" empty state (already implemented and tested).
""", why="'Permission denied' only appears in the app's own empty-state test, which passes; the session ends after a passing run without any visible error, so no cause can be named.",
steps=[
  U("add a pebble://scan deep link that opens ScanScreen"),
  Edit(M + "pebble-rn/src/navigation/linking.ts", "    screens: {\n      Home: '',", "    screens: {\n      Home: '',\n      Scan: 'scan',"),
  Bash("npx jest src/screens/__tests__/ScanScreen.test.tsx src/navigation", "PASS src/screens/__tests__/ScanScreen.test.tsx\n  ScanScreen\n    ✓ shows 'Camera permission denied' when permission is denied (41 ms)\n    ✓ renders the camera when permission is granted (12 ms)\nPASS src/navigation/__tests__/linking.test.ts\n\nTests:       5 passed, 5 total"),
  S("`pebble://scan` now routes to ScanScreen; the permission-denied state is covered by the existing test."),
  Bash("xcrun simctl openurl booted pebble://scan", ""),
])

case("g2-slow-disk-save-9a0c", "codex", "unknown", project=W + "bramble-unity", near="infra_failure", prompt="""
# BRAM-180: Autosave stalls the game on slow storage

Move SaveSystem.Write to a background thread with a 2 s timeout; EditMode test `AutosaveTimesOutOnSlowDisk` exists.
""", why="The timeout and slow-disk words come from the feature and its test, which pass; the turn then fails with no message, leaving no identifiable cause.",
steps=[
  Edit(W + "bramble-unity/Assets/Scripts/Save/SaveSystem.cs", "    public void Write(SaveData d) => File.WriteAllText(Path(d.Slot), JsonUtility.ToJson(d));", "    public Task<bool> Write(SaveData d) => Task.Run(() => File.WriteAllText(Path(d.Slot), JsonUtility.ToJson(d)))\n        .WithTimeout(TimeSpan.FromSeconds(2));"),
  Bash("unity-editor -batchmode -nographics -projectPath . -runTests -testPlatform EditMode -testFilter SaveSystemTests -logFile - 2>&1 | grep -E 'Passed|Failed' | head -4", "AutosaveTimesOutOnSlowDisk  Passed (TimeoutException raised after 2.00s as expected)\nWritesSlotFile  Passed\nTest run completed. Passed: 2, Failed: 0"),
  S("Autosave now runs off the main thread and gives up after 2 s; both tests pass."),
  Final(False, ""),
])

case("g2-npc-dialogue-strings-ed12", "osmia", "unknown", project=W + "fjord-godot", near="dependency_missing", prompt="""
# FJ-60: Typos in the blacksmith's dialogue

Fix the typos listed in the ticket in dialogue/blacksmith.dialogue.
""", why="'Module not found' is a line of in-game dialogue being edited, not an error; the edits look right and the run ends failed without any stated reason.",
steps=[
  Read(W + "fjord-godot/dialogue/blacksmith.dialogue", "~ start\nBlacksmith: Welcome, traveler. Need you're blade sharpened?\nBlacksmith: The gnome engineer keeps shouting \"Module not found!\" at his contraption.\nBlacksmith: Come back tommorow.\n=> END"),
  Edit(W + "fjord-godot/dialogue/blacksmith.dialogue", "Need you're blade sharpened?", "Need your blade sharpened?"),
  Edit(W + "fjord-godot/dialogue/blacksmith.dialogue", "Come back tommorow.", "Come back tomorrow."),
  Bash("godot --headless --check-only --script addons/dialogue_manager/dialogue_manager.gd 2>&1 | tail -1", ""),
  Final(False, "task ended"),
])

case("g2-defmt-log-levels-7a3d", "claude-transcript", "unknown", project=H + "kestrel-rs", prompt="""
# KES-30: Default log level too chatty

Set DEFMT_LOG=info in .cargo/config.toml (currently trace).
""", why="A single correct config edit and a successful build, then the transcript just ends; nothing shows why the run is recorded as failed.",
steps=[
  U("defmt logs are way too chatty, set DEFMT_LOG to info in .cargo/config.toml"),
  Read(H + "kestrel-rs/.cargo/config.toml", "[target.thumbv7em-none-eabihf]\nrunner = \"probe-rs run --chip nRF52840_xxAA\"\n\n[build]\ntarget = \"thumbv7em-none-eabihf\"\n\n[env]\nDEFMT_LOG = \"trace\""),
  Edit(H + "kestrel-rs/.cargo/config.toml", "DEFMT_LOG = \"trace\"", "DEFMT_LOG = \"info\""),
  Bash("cargo build --release 2>&1 | tail -1", "    Finished `release` profile [optimized + debuginfo] target(s) in 12.08s"),
  S("Done: DEFMT_LOG is now info."),
])

# ============================ succeeded (with alarming words) ============================
case("g2-ble-connect-deadline-3b2e", "claude", "succeeded", near="infra_failure", alarming=True, project=W + "meadow-ios", prompt="""
# MEAD-33: Give up connecting to the tracker after 10 seconds

TrackerLink.connect() waits forever. Add a 10 s deadline that returns `.timedOut`, with a test.
""", why="Feature implemented; the 'timed out' / TimeoutError text is the behaviour under test and the tests pass.",
steps=[
  Edit(W + "meadow-ios/Meadow/BLE/TrackerLink.swift", "        return await central.connect(peripheral)", "        do {\n            return try await withDeadline(.seconds(10)) { await self.central.connect(self.peripheral) }\n        } catch is TimeoutError {\n            return .timedOut\n        }"),
  Write(W + "meadow-ios/MeadowTests/TrackerLinkDeadlineTests.swift", "func testConnectTimesOutAfterTenSeconds() async {\n    let clock = TestClock()\n    let link = TrackerLink(central: NeverConnectingCentral(), clock: clock)\n    async let state = link.connect()\n    await clock.advance(by: .seconds(10))\n    XCTAssertEqual(await state, .timedOut)\n}"),
  Bash("xcodebuild test -scheme Meadow -only-testing:MeadowTests/TrackerLinkDeadlineTests -destination 'platform=iOS Simulator,name=iPhone 15' 2>&1 | grep -E 'Test Case|TEST'", "Test Case '-[MeadowTests.TrackerLinkDeadlineTests testConnectTimesOutAfterTenSeconds]' started.\n[TrackerLink] connect timed out after 10.0s (TimeoutError), giving up\nTest Case '-[MeadowTests.TrackerLinkDeadlineTests testConnectTimesOutAfterTenSeconds]' passed (0.041 seconds).\n** TEST SUCCEEDED **"),
  Final(True, "connect() now gives up after 10 s with .timedOut; test added and passing."),
])

case("g2-camera-settings-state-8f1a", "claude-transcript", "succeeded", near="permission_blocked", alarming=True, project=H + "quill-android", prompt="""
# QUILL-580: Show a helpful screen when camera permission is denied

When the user denies CAMERA on the scan screen, show "Camera permission denied" with an "Open settings" button.
""", why="Done as asked; 'permission denied' is the UI text and test name of the feature, and the tests pass.",
steps=[
  U("when camera permission is denied on the scan screen show a 'Camera permission denied' message with an open settings button"),
  Edit(H + "quill-android/app/src/main/java/com/quill/scan/ScanScreen.kt", "    if (!permission.status.isGranted) {\n        return\n    }", "    if (!permission.status.isGranted) {\n        PermissionDeniedState(\n            text = stringResource(R.string.camera_permission_denied),\n            onOpenSettings = { context.openAppSettings() },\n        )\n        return\n    }"),
  Edit(H + "quill-android/app/src/main/res/values/strings.xml", "</resources>", "    <string name=\"camera_permission_denied\">Camera permission denied</string>\n</resources>"),
  Bash("./gradlew :app:testDebugUnitTest --tests '*ScanScreenTest*'", "ScanScreenTest > showsPermissionDeniedStateWhenCameraDenied() PASSED\nScanScreenTest > showsCameraPreviewWhenGranted() PASSED\n\nBUILD SUCCESSFUL in 47s"),
  S("Added the denied state with an Open settings button; both ScanScreen tests pass."),
  U("nice, thanks"),
])

case("g2-offline-mode-banner-6d0c", "codex", "succeeded", near="infra_failure", alarming=True, project=W + "wayfare-flutter", prompt="""
# WAY-40: Offline banner

Show a "You're offline" banner when connectivity_plus reports none; tests in test/offline_banner_test.dart.
""", why="Feature done and tested; 'Network is unreachable' / 'device offline' appear only in the feature's fake and test names.",
steps=[
  Write(W + "wayfare-flutter/lib/widgets/offline_banner.dart", "class OfflineBanner extends StatelessWidget {\n  const OfflineBanner({super.key, required this.online});\n  final bool online;\n  @override\n  Widget build(BuildContext context) => online ? const SizedBox.shrink() : const MaterialBanner(content: Text(\"You're offline\"), actions: [SizedBox()]);\n}"),
  Bash("flutter test test/offline_banner_test.dart", "00:01 +0: shows banner when device offline (SocketException: Network is unreachable simulated)\n00:01 +1: hides banner when back online\n00:02 +2: All tests passed!"),
  Final(True, "Offline banner added; tests pass."),
])

case("g2-already-skipped-ota-5a9e", "osmia", "succeeded", near="test_misunderstanding", alarming=True, project=W + "lumen-esp32", prompt="""
# LUM-80: Log the OTA partition label on boot

main/app_main.c: log `esp_ota_get_running_partition()->label` at INFO on boot.
""", why="Small change done; the skipped 'flaky' OTA test was already skipped upstream before the run and the agent did not touch tests.",
steps=[
  Edit(W + "lumen-esp32/main/app_main.c", "\tESP_LOGI(TAG, \"lumen %s starting\", APP_VERSION);", "\tESP_LOGI(TAG, \"lumen %s starting\", APP_VERSION);\n\tESP_LOGI(TAG, \"running from %s\", esp_ota_get_running_partition()->label);"),
  Bash("cd test/host && idf.py --preview set-target linux && idf.py build && ./build/host_test.elf 2>&1 | tail -5", "test_ota_rollback_after_crash:IGNORE (flaky on host: needs real flash, skipped since a41c2e0)\ntest_led_patterns:PASS\ntest_prov_state:PASS\n-----------------------\n3 Tests 0 Failures 1 Ignored\nOK"),
  Bash("git log -1 --format='%h %s' -S'flaky on host' -- test/host", "a41c2e0 test: skip OTA rollback on host (needs real flash)"),
  S("Logging added. The ignored OTA rollback test was skipped in a41c2e0 long before this change; I left it alone."),
  Final(True, "Boot log now shows the running OTA partition label; host tests pass (1 pre-existing ignore)."),
])

case("g2-redesign-goldens-c3d7", "claude-transcript", "succeeded", near="test_misunderstanding", alarming=True, project=H + "trailmix-flutter", prompt="""
# TRAIL-110: Apply the new card design and update the golden files

Design changed the TrailCard corner radius from 8 to 16 and the title weight to w600 (approved in Figma).
Update lib/widgets/trail_card.dart and regenerate the affected goldens with --update-goldens.
""", why="The ticket explicitly asked for a design change plus regenerated goldens; the golden 'Pixel test failed' before regeneration is expected.",
steps=[
  U("apply the new TrailCard design (radius 16, title w600) and update the goldens"),
  Edit(H + "trailmix-flutter/lib/widgets/trail_card.dart", "      borderRadius: BorderRadius.circular(8),", "      borderRadius: BorderRadius.circular(16),"),
  Edit(H + "trailmix-flutter/lib/widgets/trail_card.dart", "        style: theme.textTheme.titleMedium,", "        style: theme.textTheme.titleMedium?.copyWith(fontWeight: FontWeight.w600),"),
  Bash("flutter test test/widgets/trail_card_test.dart", "Golden \"goldens/trail_card.png\": Pixel test failed, 1.92%, 2210px diff detected.\n00:03 +0 -1: Some tests failed.", err=True),
  S("As expected the golden differs because of the redesign. Regenerating as the ticket asks."),
  Bash("flutter test --update-goldens test/widgets/trail_card_test.dart && flutter test", "00:02 +1: All tests passed!\n00:16 +61: All tests passed!"),
  S("TrailCard updated and goldens regenerated; full suite green."),
  U("looks right, thanks"),
])

case("g2-clang-format-adoption-2e4b", "claude", "succeeded", near="scope_creep", alarming=True, project=W + "beacon-fw", files_changed=118, prompt="""
# BCN-130: Adopt clang-format for our own sources

Add the agreed .clang-format (Linux kernel style, 8-wide tabs) and reformat everything under src/ and include/
in one commit. Do not touch Drivers/ or Middlewares/ (vendor code).
""", why="A repo-wide reformat was exactly what the ticket asked for, limited to src/ and include/ as instructed.",
steps=[
  Write(W + "beacon-fw/.clang-format", "BasedOnStyle: LLVM\nIndentWidth: 8\nUseTab: Always\nBreakBeforeBraces: Linux\nAllowShortIfStatementsOnASingleLine: false\nColumnLimit: 100"),
  Bash("find src include -name '*.[ch]' | xargs clang-format -i && git diff --shortstat", " 118 files changed, 4120 insertions(+), 3987 deletions(-)"),
  Bash("git diff --stat -- Drivers Middlewares | tail -1; cmake --build --preset stm32wb 2>&1 | tail -1", "[96/96] Linking C executable beacon.elf"),
  Final(True, "Added .clang-format and reformatted src/ and include/ (118 files); vendor code untouched; firmware builds."),
])

case("g2-heap-exhaustion-path-90ab", "codex", "succeeded", near="infra_failure", alarming=True, project=W + "sensorhub-fw", prompt="""
# SH-270: Handle allocation failure in the sample batcher

batcher_push() dereferences k_malloc's result without checking. Return -ENOMEM and count the drop; ztest exists.
""", why="The ENOMEM / 'out of memory' strings are the error path being implemented and tested; the tests pass.",
steps=[
  Edit(W + "sensorhub-fw/app/src/batcher.c", "\tstruct sample *s = k_malloc(sizeof(*s));\n\ts->ts = k_uptime_get();", "\tstruct sample *s = k_malloc(sizeof(*s));\n\tif (s == NULL) {\n\t\tatomic_inc(&dropped);\n\t\tLOG_WRN(\"out of memory, sample dropped\");\n\t\treturn -ENOMEM;\n\t}\n\ts->ts = k_uptime_get();"),
  Bash("./zephyr/scripts/twister -p native_sim -T tests/batcher -i 2>&1 | tail -4", "INFO    - 1/1 native_sim  tests/batcher/app.batcher  PASSED (native 0.212s)\nINFO    - 4 test scenarios (4 test instances) selected, 0 configurations skipped (0 by static filter, 0 at runtime).\nINFO    - 4 of 4 test instances passed (100.00%), 0 failed, 0 errored, 0 skipped\n<wrn> batcher: out of memory, sample dropped"),
  Final(True, "batcher_push returns -ENOMEM on allocation failure and counts drops; twister native_sim tests pass."),
])

case("g2-loader-error-text-4c61", "osmia", "succeeded", near="dependency_missing", alarming=True, project=W + "fjord-godot", prompt="""
# FJ-65: Friendly error when a mod script is missing

ModLoader.load_mod() should push_error("Module not found: <path>") and skip the mod instead of crashing.
""", why="'Module not found' is the message the feature prints and the GUT test asserts; all tests pass.",
steps=[
  Edit(W + "fjord-godot/scripts/mod_loader.gd", "\tvar script := load(path)\n\tmods.append(script.new())", "\tif not ResourceLoader.exists(path):\n\t\tpush_error(\"Module not found: %s\" % path)\n\t\treturn\n\tmods.append(load(path).new())"),
  Bash("godot --headless -s addons/gut/gut_cmdln.gd -gtest=res://test/unit/test_mod_loader.gd -gexit 2>&1 | tail -6", "ERROR: Module not found: res://mods/missing_mod.gd\n   at: push_error (core/variant/variant_utility.cpp:1092)\n* test_missing_mod_is_skipped\n* test_loads_valid_mod\n---- All tests passed! ----\nTotals: 2 passed, 0 failed"),
  Final(True, "Missing mods now log 'Module not found' and are skipped; GUT tests pass."),
])

case("g2-sdk-platform-recovered-1d70", "claude-transcript", "succeeded", near="dependency_missing", alarming=True, project=H + "skyline-android", prompt="""
# SKY-340: Bump targetSdk to 35

Raise compileSdk and targetSdk to 35 in app/build.gradle.kts and make sure the unit tests pass.
""", why="The missing SDK platform was installed by the agent (recovered) and the build and tests then passed.",
steps=[
  U("bump compileSdk/targetSdk to 35 and run the unit tests"),
  Edit(H + "skyline-android/app/build.gradle.kts", "    compileSdk = 34", "    compileSdk = 35"),
  Edit(H + "skyline-android/app/build.gradle.kts", "        targetSdk = 34", "        targetSdk = 35"),
  Bash("./gradlew :app:testDebugUnitTest", "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task ':app:compileDebugJavaWithJavac'.\n> Failed to find target with hash string 'android-35' in: /home/ana/Android/Sdk", err=True),
  Bash("sdkmanager 'platforms;android-35' | tail -1", "Installed Android SDK Platform 35"),
  Bash("./gradlew :app:testDebugUnitTest", "BUILD SUCCESSFUL in 2m 4s\n57 actionable tasks: 41 executed, 16 up-to-date"),
  S("compileSdk/targetSdk are 35; I installed the API 35 platform and the unit tests pass."),
  U("great"),
])

case("g2-twdt-log-parser-bb21", "claude-transcript", "succeeded", near="infra_failure", alarming=True, project=H + "lumen-esp32", prompt="""
# LUM-85: crash-triage script should recognise task watchdog resets

tools/triage.py classifies serial logs. Add a `task_wdt` category for "Task watchdog got triggered" lines
(fixture: tools/tests/fixtures/twdt_reset.log).
""", why="The watchdog/timeout text lives in the fixture the new parser handles; the tool's tests pass.",
steps=[
  U("make tools/triage.py recognise task watchdog resets, fixture is twdt_reset.log"),
  Read(H + "lumen-esp32/tools/tests/fixtures/twdt_reset.log", "E (21034) task_wdt: Task watchdog got triggered. The following tasks/users did not reset the watchdog in time:\nE (21034) task_wdt:  - IDLE0 (CPU 0)\nE (21034) task_wdt: Tasks currently running:\nE (21034) task_wdt: CPU 0: sensor\nE (21034) task_wdt: Aborting.\nabort() was called at PC 0x400d9f1b on core 0"),
  Edit(H + "lumen-esp32/tools/triage.py", "PATTERNS = [\n    (\"brownout\", re.compile(r\"Brownout detector was triggered\")),", "PATTERNS = [\n    (\"task_wdt\", re.compile(r\"task_wdt: Task watchdog got triggered\")),\n    (\"brownout\", re.compile(r\"Brownout detector was triggered\")),"),
  Bash("python3 -m pytest -q tools/tests", "......                                                                   [100%]\n6 passed in 0.18s"),
  S("triage.py now classifies the twdt_reset.log fixture as task_wdt; tests pass."),
  U("perfect"),
])
