from gen_lib import *

H = "/home/ana/src/"
M = "/Users/kenji/dev/"
W = "/workspace/"
KIND.update({"tidepool-android": "android", "harbor-ios": "ios", "trailmix-flutter": "flutter", "sensorhub-fw": "fw",
             "nimbus-rn": "rn", "lumen-esp32": "fw", "quill-android": "android", "orbit-ios": "ios", "kestrel-rs": "rust",
             "pebble-rn": "rn", "bramble-unity": "unity", "fjord-godot": "godot", "meadow-ios": "ios"})

# ============================ infra_failure ============================
case("g2-release-apk-build-3a1f", "codex", "infra_failure", project=W + "tidepool-android", prompt="""
# TIDE-412: Release APK crashes on launch when tide station list is empty

`StationListViewModel.load()` throws `NoSuchElementException` when the API returns an empty list
(app/src/main/java/com/tidepool/stations/StationListViewModel.kt). Show the empty state instead, and make sure
`./gradlew :app:assembleRelease` still builds (R8 is on for release).
""", why="The fix was made and unit tests passed, but the release build was killed: the Gradle daemon ran out of heap and then disappeared (exit 137, OOM-killed in an 4 GiB pod) during R8 minification.",
steps=[
  S("I'll look at the view model and reproduce with a unit test."),
  Read(W + "tidepool-android/app/src/main/java/com/tidepool/stations/StationListViewModel.kt", "class StationListViewModel(private val repo: StationRepository) : ViewModel() {\n    val state = MutableStateFlow<StationUiState>(StationUiState.Loading)\n\n    fun load() = viewModelScope.launch {\n        val stations = repo.stations()\n        val nearest = stations.first()\n        state.value = StationUiState.Loaded(stations, nearest)\n    }\n}"),
  Edit(W + "tidepool-android/app/src/main/java/com/tidepool/stations/StationListViewModel.kt", "        val nearest = stations.first()\n        state.value = StationUiState.Loaded(stations, nearest)", "        val nearest = stations.firstOrNull()\n        state.value = if (nearest == null) StationUiState.Empty else StationUiState.Loaded(stations, nearest)"),
  Bash("./gradlew :app:testDebugUnitTest --tests '*StationListViewModelTest*'", "> Task :app:compileDebugKotlin\n> Task :app:testDebugUnitTest\n\nStationListViewModelTest > emptyListShowsEmptyState() PASSED\nStationListViewModelTest > loadsStations() PASSED\n\nBUILD SUCCESSFUL in 1m 12s\n31 actionable tasks: 9 executed, 22 up-to-date"),
  S("Unit tests pass. Now the release build, since R8 is on."),
  Bash("./gradlew :app:assembleRelease", "> Task :app:compileReleaseKotlin\n> Task :app:mergeReleaseResources\n> Task :app:minifyReleaseWithR8\nExpiring Daemon because JVM heap space is exhausted\nDaemon will be stopped at the end of the build after running out of JVM heap space\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:minifyReleaseWithR8'.\n> A failure occurred while executing com.android.build.gradle.internal.tasks.R8Task$R8Runnable\n   > java.lang.OutOfMemoryError: Java heap space\n\nBUILD FAILED in 6m 41s", err=True, ev=True),
  S("R8 ran out of heap. I'll give the daemon more memory for this invocation and retry."),
  Bash("./gradlew :app:assembleRelease -Dorg.gradle.jvmargs=-Xmx3g", "> Task :app:minifyReleaseWithR8\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nGradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 3m 02s", err=True, code=137, ev=True),
  Bash("cat /sys/fs/cgroup/memory.max; dmesg 2>/dev/null | tail -2", "4294967296\n[88213.441907] Memory cgroup out of memory: Killed process 311 (java) total-vm:9125340kB, anon-rss:4011220kB, file-rss:0kB", ev=True),
  Final(False, "Fixed the empty-list crash (unit tests pass) but could not produce the release APK: the Gradle daemon was OOM-killed during R8 (pod memory limit 4 GiB)."),
])

case("g2-pod-install-sdk-bump-71b2", "claude-transcript", "infra_failure", project=M + "harbor-ios", near="dependency_missing", prompt="""
# HARB-88: Bump GoogleMaps pod to 8.4 for the iOS 17 crash fix

Crash in `GMSMapView` on iOS 17.2 (see Crashlytics issue 4411). GoogleMaps 8.4.0 fixes it. Update the Podfile,
run `pod install`, make sure the app builds for the simulator.
""", why="pod install could not reach the CocoaPods CDN at all (Couldn't connect to server / no route to host); the pod version exists, the machine was offline, which the developer confirmed.",
steps=[
  U("bump GoogleMaps to 8.4.0 in harbor-ios and run pod install, it fixes the iOS 17.2 crash"),
  Read(M + "harbor-ios/Podfile", "platform :ios, '15.0'\nuse_frameworks!\n\ntarget 'Harbor' do\n  pod 'GoogleMaps', '8.2.0'\n  pod 'Google-Maps-iOS-Utils', '5.0.0'\n  pod 'SnapKit', '~> 5.7'\nend"),
  Edit(M + "harbor-ios/Podfile", "  pod 'GoogleMaps', '8.2.0'", "  pod 'GoogleMaps', '8.4.0'"),
  Bash("pod install", "Analyzing dependencies\n[!] CDN: trunk URL couldn't be downloaded: https://cdn.cocoapods.org/Specs/a/d/d/GoogleMaps/8.4.0/GoogleMaps.podspec.json Response: Couldn't connect to server", err=True, ev=True),
  S("The CDN request failed. Let me retry with a repo update in case the local spec cache is stale."),
  Bash("pod install --repo-update", "Updating local specs repositories\nAnalyzing dependencies\n[!] CDN: trunk URL couldn't be downloaded: https://cdn.cocoapods.org/CocoaPods-version.yml Response: Couldn't connect to server", err=True),
  Bash("curl -sSI https://cdn.cocoapods.org/CocoaPods-version.yml | head -1; ping -c1 -t3 1.1.1.1", "curl: (7) Failed to connect to cdn.cocoapods.org port 443 after 12 ms: Couldn't connect to server\nPING 1.1.1.1 (1.1.1.1): 56 data bytes\nping: sendto: No route to host\n\n--- 1.1.1.1 ping statistics ---\n1 packets transmitted, 0 packets received, 100.0% packet loss", err=True, code=2, ev=True),
  S("This Mac has no outbound connectivity at the moment (no route to host even to 1.1.1.1), so CocoaPods can't fetch the 8.4.0 podspec. The version does exist upstream; nothing is wrong with the Podfile."),
  U("ah the office wifi is down. ok leave the Podfile change, I'll run pod install when we're back online"),
  S("Okay. The Podfile now pins GoogleMaps 8.4.0; `pod install` still needs to be run once the network is back."),
])

case("g2-twister-i2c-suite-a04e", "osmia", "infra_failure", project=W + "sensorhub-fw", state="TimedOut", prompt="""
# SH-231: BME280 driver returns stale humidity after sleep

After `pm_device_action_run(PM_DEVICE_ACTION_RESUME)` the first humidity read returns the value from before sleep
(drivers/sensor/bme280_ext/bme280_ext.c). Trigger a forced measurement on resume. Run the twister suite
`tests/drivers/sensor/bme280_ext` on qemu_x86 before opening the PR.
""", why="The agent edited the driver and started twister, but the pod hit its 45-minute wall-clock limit while the qemu suite was still building and the orchestrator terminated it.",
steps=[
  S("Reading the driver's PM hook first."),
  Read(W + "sensorhub-fw/drivers/sensor/bme280_ext/bme280_ext.c", "static int bme280_pm_action(const struct device *dev, enum pm_device_action action)\n{\n\tswitch (action) {\n\tcase PM_DEVICE_ACTION_RESUME:\n\t\treturn bme280_reg_write(dev, BME280_REG_CTRL_MEAS, BME280_MODE_SLEEP);\n\tcase PM_DEVICE_ACTION_SUSPEND:\n\t\treturn bme280_reg_write(dev, BME280_REG_CTRL_MEAS, BME280_MODE_SLEEP);\n\tdefault:\n\t\treturn -ENOTSUP;\n\t}\n}"),
  Edit(W + "sensorhub-fw/drivers/sensor/bme280_ext/bme280_ext.c", "\tcase PM_DEVICE_ACTION_RESUME:\n\t\treturn bme280_reg_write(dev, BME280_REG_CTRL_MEAS, BME280_MODE_SLEEP);", "\tcase PM_DEVICE_ACTION_RESUME:\n\t\t/* force one conversion so the first read after resume is fresh */\n\t\treturn bme280_reg_write(dev, BME280_REG_CTRL_MEAS, data->ctrl_meas | BME280_MODE_FORCED);"),
  Bash("west build -b qemu_x86 -p auto app 2>&1 | tail -3", "[212/214] Linking C executable zephyr/zephyr.elf\nMemory region         Used Size  Region Size  %age Used\n             RAM:      118624 B         3 MB      3.77%"),
  S("App builds. Running the twister suite on qemu_x86."),
  Bash("./zephyr/scripts/twister -p qemu_x86 -T tests/drivers/sensor/bme280_ext -v", "INFO    - Using Ninja..\nINFO    - Zephyr version: v3.6.0\nINFO    - JOBS: 2\nINFO    - Adding tasks to the queue...\nINFO    - Added initial list of jobs to queue\nINFO    - 1/9 qemu_x86  tests/drivers/sensor/bme280_ext/drivers.sensor.bme280.resume  BUILDING", code=-1, err=True),
  Notice("pod sensorhub-fw-sh-231-7c9d terminated: task exceeded its wall-clock limit of 45m0s (activeDeadlineSeconds); partial workspace discarded", ev=True),
])

case("g2-trail-offline-cache-5c2d", "claude", "infra_failure", project=W + "trailmix-flutter", near="dependency_missing", prompt="""
# TRAIL-77: Cache downloaded trail maps for offline use

Add an offline cache for trail map tiles in lib/maps/tile_cache.dart using `flutter_cache_manager`.
Tiles older than 30 days are evicted. Add unit tests under test/maps/.
""", why="Mid-task the session ended on the provider's usage limit ('Claude AI usage limit reached'); the open 'package not found' error before it was being fixed and is not what ended the run.",
steps=[
  Read(W + "trailmix-flutter/pubspec.yaml", "name: trailmix\nenvironment:\n  sdk: '>=3.3.0 <4.0.0'\ndependencies:\n  flutter:\n    sdk: flutter\n  http: ^1.2.1\n  latlong2: ^0.9.0\n  flutter_map: ^6.1.0\ndev_dependencies:\n  flutter_test:\n    sdk: flutter\n  mocktail: ^1.0.3"),
  Write(W + "trailmix-flutter/lib/maps/tile_cache.dart", "import 'package:flutter_cache_manager/flutter_cache_manager.dart';\n\nclass TileCache {\n  TileCache([CacheManager? manager])\n      : _manager = manager ?? CacheManager(Config('trail_tiles', stalePeriod: const Duration(days: 30)));\n  final CacheManager _manager;\n\n  Future<FileInfo?> cached(String url) => _manager.getFileFromCache(url);\n  Future<File> fetch(String url) => _manager.getSingleFile(url);\n}"),
  Bash("flutter test test/maps/", "test/maps/tile_cache_test.dart:1:8: Error: Couldn't resolve the package 'flutter_cache_manager' in 'package:flutter_cache_manager/flutter_cache_manager.dart'.\nlib/maps/tile_cache.dart:1:8: Error: Not found: 'package:flutter_cache_manager/flutter_cache_manager.dart'\nimport 'package:flutter_cache_manager/flutter_cache_manager.dart';\n       ^\n00:04 +0 -1: loading test/maps/tile_cache_test.dart [E]\n  Failed to load \"test/maps/tile_cache_test.dart\": Compilation failed", err=True),
  S("I haven't added the package to pubspec yet. Adding it now."),
  Bash("flutter pub add flutter_cache_manager", "Resolving dependencies...\n+ flutter_cache_manager 3.3.2\n+ sqflite 2.3.3\n+ rxdart 0.27.7\nChanged 9 dependencies!"),
  S("Dependency added. Re-running the tests."),
  ApiErr("Claude AI usage limit reached|1763406000", ev=True),
  Final(False, "Claude AI usage limit reached|1763406000", subtype="success", ev=True),
])

case("g2-emulator-e2e-checkout-e81b", "claude-transcript", "infra_failure", project=H + "quill-android", prompt="""
# QUILL-530: Instrumented test for the note sharing flow

Add an Espresso test in app/src/androidTest/ covering: open a note, tap Share, pick "Copy link", assert the toast.
Run it on the API 34 emulator (`./gradlew connectedDebugAndroidTest`).
""", why="The test was written but could not run: the emulator could not create its userdata partition and Gradle then failed writing outputs, both 'No space left on device' on a full disk.",
steps=[
  U("write the espresso test for note sharing (open note, share, copy link, toast) and run it on the api 34 emulator"),
  Read(H + "quill-android/app/src/main/java/com/quill/notes/share/ShareSheet.kt", "fun showShareSheet(activity: Activity, note: Note) {\n    val link = NoteLinks.forNote(note)\n    ShareSheetDialog(activity, link) { choice ->\n        if (choice == ShareChoice.COPY_LINK) {\n            activity.clipboard().setPrimaryClip(ClipData.newPlainText(\"note\", link))\n            Toast.makeText(activity, R.string.link_copied, Toast.LENGTH_SHORT).show()\n        }\n    }.show()\n}"),
  Write(H + "quill-android/app/src/androidTest/java/com/quill/notes/ShareNoteTest.kt", "@RunWith(AndroidJUnit4::class)\nclass ShareNoteTest {\n    @get:Rule val rule = ActivityScenarioRule(NotesActivity::class.java)\n\n    @Test fun copyLinkShowsToast() {\n        onView(withText(\"Groceries\")).perform(click())\n        onView(withId(R.id.action_share)).perform(click())\n        onView(withText(R.string.share_copy_link)).perform(click())\n        onView(withText(R.string.link_copied)).inRoot(ToastMatcher()).check(matches(isDisplayed()))\n    }\n}"),
  Bash("$ANDROID_HOME/emulator/emulator -avd Pixel_7_API_34 -no-window -no-audio &>/tmp/emu.log & sleep 40; tail -5 /tmp/emu.log", "INFO    | Android emulator version 34.1.19.0 (build_id 11525734) (CL:N/A)\nINFO    | Found systemPath /home/ana/Android/Sdk/system-images/android-34/google_apis/x86_64/\nERROR   | Not enough space to create userdata partition. Available: 412.27 MB at /home/ana/.android/avd/../avd/Pixel_7_API_34.avd, need 7372.80 MB.", ev=True),
  Bash("df -h /home/ana", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2  234G  233G  412M 100% /home", ev=True),
  S("The home partition is full (412 MB free), so the emulator cannot start. Let me at least check the test compiles."),
  Bash("./gradlew :app:compileDebugAndroidTestKotlin", "> Task :app:compileDebugAndroidTestKotlin FAILED\ne: java.io.IOException: No space left on device\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:compileDebugAndroidTestKotlin'.\n> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction\n   > java.io.IOException: No space left on device\n\nBUILD FAILED in 22s", err=True, ev=True),
  U("right, the disk is full of old system images. stop here, I'll clean up and rerun"),
  S("Stopping. The test file is in place at app/src/androidTest/java/com/quill/notes/ShareNoteTest.kt; it hasn't been compiled or run yet because the disk is full."),
])

case("g2-esp32-ota-partition-44c9", "codex", "infra_failure", project=W + "lumen-esp32", prompt="""
# LUM-64: OTA fails when the new image is larger than 1.5 MB

Switch the partition table to `partitions_two_ota_large.csv` (two 1.9 MB OTA slots) and make sure `idf.py build`
passes for esp32s3. The OTA code is in main/ota_task.c.
""", why="The partition change was correct but the build never finished: the compiler was killed by the kernel (cc1plus 'Killed signal terminated program', memory exhausted on the runner) on two attempts.",
steps=[
  S("I'll update sdkconfig.defaults to use the larger partition table and rebuild."),
  Read(W + "lumen-esp32/sdkconfig.defaults", "CONFIG_IDF_TARGET=\"esp32s3\"\nCONFIG_ESPTOOLPY_FLASHSIZE_4MB=y\nCONFIG_PARTITION_TABLE_CUSTOM=y\nCONFIG_PARTITION_TABLE_CUSTOM_FILENAME=\"partitions_two_ota.csv\"\nCONFIG_LWIP_MAX_SOCKETS=12"),
  Edit(W + "lumen-esp32/sdkconfig.defaults", "CONFIG_PARTITION_TABLE_CUSTOM_FILENAME=\"partitions_two_ota.csv\"", "CONFIG_PARTITION_TABLE_CUSTOM_FILENAME=\"partitions_two_ota_large.csv\""),
  Write(W + "lumen-esp32/partitions_two_ota_large.csv", "# Name,   Type, SubType, Offset,   Size\nnvs,      data, nvs,     0x9000,   0x4000\notadata,  data, ota,     0xd000,   0x2000\nphy_init, data, phy,     0xf000,   0x1000\nota_0,    app,  ota_0,   0x10000,  0x1E0000\nota_1,    app,  ota_1,   0x1F0000, 0x1E0000"),
  Bash("rm -f sdkconfig && idf.py set-target esp32s3 && idf.py build 2>&1 | tail -12", "[1024/1391] Building CXX object esp-idf/esp_matter/CMakeFiles/__idf_esp_matter.dir/private/esp_matter_cluster.cpp.obj\nFAILED: esp-idf/esp_matter/CMakeFiles/__idf_esp_matter.dir/private/esp_matter_cluster.cpp.obj\nxtensa-esp32s3-elf-g++: fatal error: Killed signal terminated program cc1plus\ncompilation terminated.\nninja: build stopped: subcommand failed.\nninja failed with exit code 1, output of the command is in the /workspace/lumen-esp32/build/log/idf_py_stderr_output_31822 and /workspace/lumen-esp32/build/log/idf_py_stdout_output_31822", err=True, ev=True),
  S("cc1plus was killed, which is usually memory pressure with too many parallel jobs. Retrying with -j2."),
  Bash("idf.py build -- -j2 2>&1 | tail -4; free -m", "xtensa-esp32s3-elf-g++: fatal error: Killed signal terminated program cc1plus\ncompilation terminated.\nninja: build stopped: subcommand failed.\n               total        used        free      shared  buff/cache   available\nMem:            1987        1903          21           0          62         31\nSwap:              0           0           0", err=True, ev=True),
  Final(False, "Build killed by the OOM killer twice (cc1plus, 2 GB runner without swap); partition table change is in place but unverified."),
])

case("g2-ble-pairing-gradle-9d30", "osmia", "infra_failure", project=W + "quill-android", near="dependency_missing", prompt="""
# QUILL-544: Retry BLE pairing with the pen three times before giving up

`PenPairing.connect()` (app/src/main/java/com/quill/pen/PenPairing.kt) gives up after the first GATT 133 error.
Retry up to three times with 500 ms backoff and surface `PairingResult.TimedOut` afterwards. Unit test it.
""", why="The retry logic was written, but Gradle could not download any artifact: dl.google.com and Maven Central were unreachable (connect timed out / Network is unreachable), so 'Could not resolve' is a network outage, not a missing artifact; the BLE 'timeout' wording belongs to the feature.",
steps=[
  Read(W + "quill-android/app/src/main/java/com/quill/pen/PenPairing.kt", "suspend fun connect(device: BluetoothDevice): PairingResult {\n    val status = gatt.connect(device)\n    return if (status == GATT_SUCCESS) PairingResult.Paired else PairingResult.Failed(status)\n}"),
  Edit(W + "quill-android/app/src/main/java/com/quill/pen/PenPairing.kt", "    val status = gatt.connect(device)\n    return if (status == GATT_SUCCESS) PairingResult.Paired else PairingResult.Failed(status)", "    repeat(MAX_ATTEMPTS) { attempt ->\n        val status = gatt.connect(device)\n        if (status == GATT_SUCCESS) return PairingResult.Paired\n        if (status != GATT_ERROR_133) return PairingResult.Failed(status)\n        delay(BACKOFF_MS * (attempt + 1))\n    }\n    return PairingResult.TimedOut"),
  Write(W + "quill-android/app/src/test/java/com/quill/pen/PenPairingTest.kt", "class PenPairingTest {\n    @Test fun `gives up with TimedOut after three 133 errors`() = runTest {\n        val gatt = FakeGatt(results = listOf(133, 133, 133))\n        assertEquals(PairingResult.TimedOut, PenPairing(gatt).connect(device))\n        assertEquals(3, gatt.connectCalls)\n    }\n}"),
  Bash("./gradlew :app:testDebugUnitTest --tests '*PenPairingTest*' --offline", "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not resolve all files for configuration ':app:debugUnitTestRuntimeClasspath'.\n> Could not resolve org.jetbrains.kotlinx:kotlinx-coroutines-test:1.8.1.\n  Required by:\n      project :app\n   > No cached version of org.jetbrains.kotlinx:kotlinx-coroutines-test:1.8.1 available for offline mode.\n\nBUILD FAILED in 9s", err=True),
  S("The coroutines test artifact isn't cached. Running online so Gradle can fetch it."),
  Bash("./gradlew :app:testDebugUnitTest --tests '*PenPairingTest*'", "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not resolve all files for configuration ':app:debugUnitTestRuntimeClasspath'.\n> Could not resolve org.jetbrains.kotlinx:kotlinx-coroutines-test:1.8.1.\n  Required by:\n      project :app\n   > Could not resolve org.jetbrains.kotlinx:kotlinx-coroutines-test:1.8.1.\n      > Could not get resource 'https://dl.google.com/dl/android/maven2/org/jetbrains/kotlinx/kotlinx-coroutines-test/1.8.1/kotlinx-coroutines-test-1.8.1.pom'.\n         > Could not GET 'https://dl.google.com/dl/android/maven2/org/jetbrains/kotlinx/kotlinx-coroutines-test/1.8.1/kotlinx-coroutines-test-1.8.1.pom'.\n            > Connect to dl.google.com:443 [dl.google.com/142.250.74.110] failed: Connect timed out\n   > Could not resolve org.jetbrains.kotlinx:kotlinx-coroutines-test:1.8.1.\n      > Could not get resource 'https://repo.maven.apache.org/maven2/org/jetbrains/kotlinx/kotlinx-coroutines-test/1.8.1/kotlinx-coroutines-test-1.8.1.pom'.\n         > Could not GET 'https://repo.maven.apache.org/maven2/org/jetbrains/kotlinx/kotlinx-coroutines-test/1.8.1/kotlinx-coroutines-test-1.8.1.pom'.\n            > Connect to repo.maven.apache.org:443 [repo.maven.apache.org/146.75.116.215] failed: Network is unreachable\n\nBUILD FAILED in 1m 4s", err=True, ev=True),
  Bash("curl -sS -m 8 -o /dev/null -w '%{http_code}\\n' https://repo.maven.apache.org/maven2/", "curl: (7) Failed to connect to repo.maven.apache.org port 443 after 3 ms: Network is unreachable", err=True, code=7, ev=True),
  Final(False, "Retry logic and test written; could not run tests because the pod has no route to dl.google.com or Maven Central."),
])

case("g2-hermes-bundle-upgrade-2b7e", "codex", "infra_failure", project=W + "nimbus-rn", near="", prompt="""
# NIM-301: Enable Hermes on iOS

Hermes is enabled on Android but not iOS. Turn it on in ios/Podfile (`:hermes_enabled => true`), make sure
`npx react-native bundle --platform ios` still works, and update docs/perf.md with the startup numbers.
""", why="The agent made the Podfile change and then the Codex session died on the provider side: repeated 429 Too Many Requests until the stream retry limit was exceeded and the turn failed.",
steps=[
  T("Check the Podfile and the metro config, then flip hermes_enabled."),
  Read(W + "nimbus-rn/ios/Podfile", "require_relative '../node_modules/react-native/scripts/react_native_pods'\nplatform :ios, min_ios_version_supported\nprepare_react_native_project!\n\ntarget 'Nimbus' do\n  config = use_native_modules!\n  use_react_native!(\n    :path => config[:reactNativePath],\n    :hermes_enabled => false,\n    :app_path => \"#{Pod::Config.instance.installation_root}/..\"\n  )\nend"),
  Edit(W + "nimbus-rn/ios/Podfile", "    :hermes_enabled => false,", "    :hermes_enabled => true,"),
  Bash("npx react-native bundle --platform ios --dev false --entry-file index.js --bundle-output /tmp/main.jsbundle 2>&1 | tail -3", "info Writing bundle output to: /tmp/main.jsbundle\ninfo Done writing bundle output"),
  S("Bundle builds. Next I'll measure startup and update docs/perf.md."),
  ApiErr("stream error: exceeded retry limit, last status: 429 Too Many Requests, request id: 3f2a9c1e-77b0-4d1f-9e1a-0c6b2d8a4f55; retrying 5/5 in 16s…", ev=True),
  Final(False, "exceeded retry limit, last status: 429 Too Many Requests", ev=True),
])

case("g2-sim-snapshot-suite-6f12", "claude-transcript", "infra_failure", project=M + "orbit-ios", near="test_misunderstanding", prompt="""
# ORB-190: Settings screen shows wrong app version

The Settings footer shows `CFBundleVersion` (build number) instead of `CFBundleShortVersionString`.
Fix it in Orbit/Settings/SettingsFooter.swift and run the OrbitTests scheme on the iPhone 15 simulator.
""", why="The one-line fix was made, but the simulator could not be cloned or booted because the Mac's disk was full (NSPOSIXErrorDomain code 28, No space left on device), so the test run never happened.",
steps=[
  U("settings footer shows the build number instead of the marketing version, fix it and run OrbitTests on the iphone 15 sim"),
  Read(M + "orbit-ios/Orbit/Settings/SettingsFooter.swift", "struct SettingsFooter: View {\n    private var version: String {\n        Bundle.main.object(forInfoDictionaryKey: \"CFBundleVersion\") as? String ?? \"?\"\n    }\n    var body: some View {\n        Text(\"Orbit \\(version)\").font(.footnote).foregroundStyle(.secondary)\n    }\n}"),
  Edit(M + "orbit-ios/Orbit/Settings/SettingsFooter.swift", "forInfoDictionaryKey: \"CFBundleVersion\")", "forInfoDictionaryKey: \"CFBundleShortVersionString\")"),
  Bash("xcodebuild test -scheme OrbitTests -destination 'platform=iOS Simulator,name=iPhone 15,OS=17.5' -quiet 2>&1 | tail -12", "2026-11-14 10:02:31.114 xcodebuild[48213:2210934] [MT] IDETestOperationsObserverDebug: 41.882 elapsed -- Testing started completed.\nTesting failed:\n\tOrbitTests:\n\t\tOrbit (48230) encountered an error (Failed to clone device named 'iPhone 15 - Orbit (1)'. (Underlying Error: The operation couldn’t be completed. No space left on device. (Underlying Error: The operation couldn’t be completed. (NSPOSIXErrorDomain error 28 - No space left on device))))\n\n** TEST FAILED **", err=True, code=65, ev=True),
  Bash("df -h /System/Volumes/Data | tail -1; du -sh ~/Library/Developer/Xcode/DerivedData ~/Library/Developer/CoreSimulator 2>/dev/null", "/dev/disk3s5   460Gi  457Gi  1.2Gi   100%   4321890 12456780   26%   /System/Volumes/Data\n 81G\t/Users/kenji/Library/Developer/Xcode/DerivedData\n118G\t/Users/kenji/Library/Developer/CoreSimulator", ev=True),
  S("The data volume has 1.2 GB free, which isn't enough to clone a simulator. DerivedData (81 GB) and CoreSimulator (118 GB) are the big consumers. Deleting them is your call."),
  U("don't delete anything, I'll clean it myself tonight. just leave the fix"),
  S("Understood. The fix is in SettingsFooter.swift; OrbitTests still need to be run once there's disk space."),
])

# ============================ permission_blocked ============================
case("g2-esp32-serial-flash-0b8c", "claude", "permission_blocked", project=W + "lumen-esp32", near="infra_failure", perm="bypassPermissions", prompt="""
# LUM-70: Status LED should blink amber while Wi-Fi provisioning is active

main/led_status.c: add an `LED_PROVISIONING` pattern (amber, 2 Hz) and use it from `prov_start()`.
Flash the board on /dev/ttyUSB0 and confirm the pattern in the serial log.
""", why="The change built, but flashing failed because the agent's user cannot open /dev/ttyUSB0 (Errno 13 Permission denied: not in the dialout group) and sudo needs a password.",
steps=[
  Read(W + "lumen-esp32/main/led_status.c", "typedef enum { LED_OFF, LED_CONNECTED, LED_ERROR } led_pattern_t;\n\nstatic const led_step_t *patterns[] = {\n    [LED_OFF] = off_steps,\n    [LED_CONNECTED] = green_solid,\n    [LED_ERROR] = red_fast,\n};"),
  Edit(W + "lumen-esp32/main/led_status.c", "typedef enum { LED_OFF, LED_CONNECTED, LED_ERROR } led_pattern_t;", "typedef enum { LED_OFF, LED_CONNECTED, LED_ERROR, LED_PROVISIONING } led_pattern_t;\n\nstatic const led_step_t amber_2hz[] = {{AMBER, 250}, {BLACK, 250}, {0, 0}};"),
  Edit(W + "lumen-esp32/main/led_status.c", "    [LED_ERROR] = red_fast,\n};", "    [LED_ERROR] = red_fast,\n    [LED_PROVISIONING] = amber_2hz,\n};"),
  Bash("idf.py build 2>&1 | tail -3", "Project build complete. To flash, run:\n idf.py flash\nor\n idf.py -p PORT flash"),
  Bash("idf.py -p /dev/ttyUSB0 flash", "Executing action: flash\nRunning ninja in directory /workspace/lumen-esp32/build\nExecuting \"ninja flash\"...\nesptool.py --chip esp32s3 -p /dev/ttyUSB0 -b 460800 --before=default_reset --after=hard_reset write_flash --flash_mode dio --flash_freq 80m --flash_size 4MB 0x0 bootloader/bootloader.bin 0x10000 lumen.bin 0x8000 partition_table/partition-table.bin\nesptool.py v4.7.0\nSerial port /dev/ttyUSB0\n\nA fatal error occurred: Could not open /dev/ttyUSB0, the port is busy or doesn't exist.\n([Errno 13] could not open port /dev/ttyUSB0: [Errno 13] Permission denied: '/dev/ttyUSB0')\n\nHint: Try to add user into dialout or uucp group.\n\nninja: build stopped: subcommand failed.", err=True, code=2, ev=True),
  Bash("ls -l /dev/ttyUSB0; id", "crw-rw---- 1 root dialout 188, 0 Nov 14 09:12 /dev/ttyUSB0\nuid=1001(agent) gid=1001(agent) groups=1001(agent)", ev=True),
  Bash("sudo -n usermod -aG dialout agent", "sudo: a password is required", err=True, ev=True),
  Final(False, "LED pattern added and the firmware builds, but I can't flash: /dev/ttyUSB0 is root:dialout and this user isn't in dialout; sudo requires a password."),
])

case("g2-probe-flash-nrf-d2a7", "claude-transcript", "permission_blocked", project=H + "kestrel-rs", near="infra_failure", prompt="""
# KES-19: Button debounce on nRF52840-DK misses fast double presses

src/button.rs debounces for 50 ms, which drops double presses. Drop it to 15 ms and flash the DK with
`cargo run --release` (probe-rs runner) to try it.
""", why="The debounce change compiled, but probe-rs could not open the USB debug probe (Permission denied, os error 13: no udev rule for the J-Link), and the developer declined the sudo command that would have fixed it.",
steps=[
  U("lower the debounce in src/button.rs to 15ms and flash the DK so I can try double presses"),
  Read(H + "kestrel-rs/src/button.rs", "const DEBOUNCE: Duration = Duration::from_millis(50);\n\n#[embassy_executor::task]\npub async fn button_task(mut btn: Input<'static>) {\n    loop {\n        btn.wait_for_falling_edge().await;\n        Timer::after(DEBOUNCE).await;\n        if btn.is_low() { EVENTS.send(Event::Press).await; }\n    }\n}"),
  Edit(H + "kestrel-rs/src/button.rs", "const DEBOUNCE: Duration = Duration::from_millis(50);", "const DEBOUNCE: Duration = Duration::from_millis(15);"),
  Bash("cargo build --release 2>&1 | tail -2", "   Compiling kestrel v0.3.1 (/home/ana/src/kestrel-rs)\n    Finished `release` profile [optimized + debuginfo] target(s) in 7.41s"),
  Bash("cargo run --release", "    Finished `release` profile [optimized + debuginfo] target(s) in 0.09s\n     Running `probe-rs run --chip nRF52840_xxAA target/thumbv7em-none-eabihf/release/kestrel`\nError: Failed to open probe: Failed to open the debug probe.\n\nCaused by:\n    0: USB Communication Error\n    1: error while opening the USB device: Permission denied (os error 13)", err=True, ev=True),
  Bash("probe-rs list; ls -l /dev/bus/usb/003/", "The following debug probes were found:\n[0]: J-Link (J-Link) (VID: 1366, PID: 1051, Serial: 001050212345, JLink)\ntotal 0\ncrw-rw-r-- 1 root root 189, 256 Nov 14 08:01 001\ncrw-rw-r-- 1 root root 189, 263 Nov 14 09:40 008"),
  S("The probe is detected but the USB node is root-only, so probe-rs needs the udev rules. I'll install them."),
  Reject(Bash("sudo cp 69-probe-rs.rules /etc/udev/rules.d/ && sudo udevadm control --reload && sudo udevadm trigger", ""), said="no sudo on my machine from you. I'll do the udev thing later", ev=True),
  S("Okay, I won't run sudo. The debounce is now 15 ms and builds; flashing needs the probe-rs udev rules (69-probe-rs.rules) installed and the probe re-plugged."),
])

case("g2-pods-tooling-setup-5e90", "codex", "permission_blocked", project=W + "meadow-ios", near="dependency_missing", prompt="""
# MEAD-12: Add Lottie animation to the onboarding screen

Add `lottie-ios` via CocoaPods to the Meadow target and play onboarding.json on OnboardingViewController.
Run `pod install` and build for the simulator.
""", why="Installing CocoaPods failed with Gem::FilePermissionError (no write access to the system Ruby gems directory); the later 'pod: command not found' and unresolved Lottie module follow from that.",
steps=[
  Edit(W + "meadow-ios/Podfile", "  pod 'SnapKit', '~> 5.7'", "  pod 'SnapKit', '~> 5.7'\n  pod 'lottie-ios', '~> 4.4'"),
  Edit(W + "meadow-ios/Meadow/Onboarding/OnboardingViewController.swift", "import UIKit", "import UIKit\nimport Lottie"),
  Bash("pod install", "bash: line 1: pod: command not found", err=True, code=127),
  S("CocoaPods isn't installed on this runner. Installing it with gem."),
  Bash("gem install cocoapods", "ERROR:  While executing gem ... (Gem::FilePermissionError)\n    You don't have write permissions for the /Library/Ruby/Gems/2.6.0 directory.", err=True, ev=True),
  Bash("ls -ld /Library/Ruby/Gems/2.6.0; sudo -n true", "drwxr-xr-x  5 root  wheel  160 Aug  2 10:14 /Library/Ruby/Gems/2.6.0\nsudo: a password is required", err=True, ev=True),
  S("The system gem directory is root-owned and sudo isn't available. I'll try building anyway to see how far it gets."),
  Bash("xcodebuild -workspace Meadow.xcworkspace -scheme Meadow -destination 'generic/platform=iOS Simulator' build 2>&1 | grep -E 'error|FAILED' | head -4", "/workspace/meadow-ios/Meadow/Onboarding/OnboardingViewController.swift:2:8: error: no such module 'Lottie'\n** BUILD FAILED **", err=True, code=65),
  Final(False, "Could not install CocoaPods (no write permission to the system gems dir, no sudo), so lottie-ios isn't installed and the build fails on 'no such module Lottie'."),
])

case("g2-firmware-release-push-8a4d", "osmia", "permission_blocked", project=W + "sensorhub-fw", prompt="""
# SH-240: Bump firmware version to 2.4.1 and push the release branch

Set VERSION_MINOR/PATCH in VERSION to 2.4.1, add the changelog entry, commit on `release/2.4.1` and push it.
""", why="The version bump and commit were fine, but pushing was refused by GitHub: the bot token has no write permission to the repository (403, Permission denied to osmia-bot).",
steps=[
  Read(W + "sensorhub-fw/VERSION", "VERSION_MAJOR = 2\nVERSION_MINOR = 4\nPATCHLEVEL = 0\nVERSION_TWEAK = 0\nEXTRAVERSION ="),
  Edit(W + "sensorhub-fw/VERSION", "PATCHLEVEL = 0", "PATCHLEVEL = 1"),
  Edit(W + "sensorhub-fw/CHANGELOG.md", "## 2.4.0", "## 2.4.1\n\n- BME280: fresh reading after resume (SH-231)\n- BLE: retry pairing on GATT 133\n\n## 2.4.0"),
  Bash("git checkout -b release/2.4.1 && git commit -am 'release: 2.4.1'", "Switched to a new branch 'release/2.4.1'\n[release/2.4.1 4c1d2e9] release: 2.4.1\n 2 files changed, 6 insertions(+), 1 deletion(-)"),
  Bash("git push -u origin release/2.4.1", "remote: Permission to acme-iot/sensorhub-fw.git denied to osmia-bot.\nfatal: unable to access 'https://github.com/acme-iot/sensorhub-fw.git/': The requested URL returned error: 403", err=True, code=128, ev=True),
  Bash("gh api repos/acme-iot/sensorhub-fw --jq .permissions", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":false,\"triage\":false}", ev=True),
  Final(False, "Release commit created locally but the push was rejected: osmia-bot has read-only access to acme-iot/sensorhub-fw."),
])

case("g2-release-signing-config-c7e1", "claude", "permission_blocked", project=W + "tidepool-android", near="dependency_missing", prompt="""
# TIDE-420: versionCode must come from CI build number

app/build.gradle.kts hardcodes versionCode 57. Read it from the `BUILD_NUMBER` env var (fallback 1) and
verify with `./gradlew :app:bundleRelease`.
""", why="The Gradle change was right, but the release bundle could not be signed: the keystore at /opt/ci/keys/release.jks is not readable by the agent (FileNotFoundException ... (Permission denied)).",
steps=[
  Read(W + "tidepool-android/app/build.gradle.kts", "android {\n    defaultConfig {\n        applicationId = \"com.tidepool\"\n        minSdk = 26\n        targetSdk = 34\n        versionCode = 57\n        versionName = \"3.8.0\"\n    }\n    signingConfigs {\n        create(\"release\") {\n            storeFile = file(\"/opt/ci/keys/release.jks\")\n            storePassword = System.getenv(\"KEYSTORE_PASSWORD\")\n        }\n    }\n}"),
  Edit(W + "tidepool-android/app/build.gradle.kts", "        versionCode = 57", "        versionCode = System.getenv(\"BUILD_NUMBER\")?.toIntOrNull() ?: 1"),
  Bash("BUILD_NUMBER=58 ./gradlew :app:bundleRelease", "> Task :app:preBuild UP-TO-DATE\n> Task :app:compileReleaseKotlin\n> Task :app:bundleReleaseResources\n> Task :app:signReleaseBundle FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:signReleaseBundle'.\n> A failure occurred while executing com.android.build.gradle.internal.tasks.FinalizeBundleTask$BundleToolRunnable\n   > java.io.FileNotFoundException: /opt/ci/keys/release.jks (Permission denied)\n\nBUILD FAILED in 2m 18s", err=True, ev=True),
  Bash("ls -l /opt/ci/keys/", "total 4\n-r-------- 1 release release 2714 Oct 30 16:02 release.jks", ev=True),
  S("The keystore is only readable by the `release` user, so this account can't sign. I won't work around the signing setup."),
  Final(False, "versionCode now reads BUILD_NUMBER; bundleRelease fails at signing because /opt/ci/keys/release.jks is readable only by the release user."),
])

case("g2-rn-ble-kit-install-1f3b", "claude-transcript", "permission_blocked", project=M + "pebble-rn", near="dependency_missing", prompt="""
# PEB-55: Show battery level of the paired tracker

Use `react-native-ble-plx` to read the Battery Service (0x180F) of the paired tracker and show it on
src/screens/DeviceScreen.tsx. Add the package, then run the app in the iOS simulator.
""", why="npm could not write node_modules (EPERM: operation not permitted on rename, the folder had been created by root); the later Metro 'Unable to resolve module react-native-ble-plx' follows from that failed install.",
steps=[
  U("add react-native-ble-plx and show the tracker battery level on DeviceScreen"),
  Bash("npm install react-native-ble-plx@3.2.1", "npm ERR! code EPERM\nnpm ERR! syscall rename\nnpm ERR! path /Users/kenji/dev/pebble-rn/node_modules/react-native-ble-plx\nnpm ERR! dest /Users/kenji/dev/pebble-rn/node_modules/.react-native-ble-plx-Ab3kQ2fz\nnpm ERR! errno -1\nnpm ERR! Error: EPERM: operation not permitted, rename '/Users/kenji/dev/pebble-rn/node_modules/react-native-ble-plx' -> '/Users/kenji/dev/pebble-rn/node_modules/.react-native-ble-plx-Ab3kQ2fz'\nnpm ERR!  [Error: EPERM: operation not permitted, rename '/Users/kenji/dev/pebble-rn/node_modules/react-native-ble-plx' -> '/Users/kenji/dev/pebble-rn/node_modules/.react-native-ble-plx-Ab3kQ2fz'] {\nnpm ERR!   errno: -1,\nnpm ERR!   code: 'EPERM',\nnpm ERR!   syscall: 'rename'\nnpm ERR! }\nnpm ERR!\nnpm ERR! The operation was rejected by your operating system.\nnpm ERR! It is likely you do not have the permissions to access this file as the current user", err=True, ev=True),
  Bash("ls -ld node_modules node_modules/react-native-ble-plx", "drwxr-xr-x  812 kenji  staff  25984 Nov 12 18:20 node_modules\ndrwxr-xr-x   14 root   staff    448 Nov 10 09:03 node_modules/react-native-ble-plx", ev=True),
  S("An earlier `sudo npm` left node_modules/react-native-ble-plx owned by root. I'll write the screen code meanwhile."),
  Edit(M + "pebble-rn/src/screens/DeviceScreen.tsx", "import { View, Text } from 'react-native';", "import { View, Text } from 'react-native';\nimport { BleManager } from 'react-native-ble-plx';\nimport { useBatteryLevel } from '../ble/useBatteryLevel';"),
  Bash("npx react-native start --reset-cache & sleep 20; curl -s 'http://localhost:8081/index.bundle?platform=ios' | head -c 400", "error: Error: Unable to resolve module react-native-ble-plx from /Users/kenji/dev/pebble-rn/src/screens/DeviceScreen.tsx: react-native-ble-plx could not be found within the project or in these directories:\n  node_modules", err=True),
  S("Metro can't resolve the package because the install never completed. Fixing it needs `sudo chown -R kenji node_modules` (or removing that root-owned folder), which I can't do without your password."),
  U("ugh, that's from the sudo npm last week. I'll fix ownership myself, stop here"),
])

case("g2-module-cache-xcode-93ad", "codex", "permission_blocked", project=W + "orbit-ios", prompt="""
# ORB-201: Haptic feedback when a launch reminder is scheduled

Play a `.success` notification haptic in ReminderScheduler.schedule(_:) (Orbit/Reminders/ReminderScheduler.swift).
Build the Orbit scheme for the simulator to verify.
""", why="The code edit was fine, but every xcodebuild attempt failed because the Codex sandbox forbids writes outside the workspace: Clang's module cache and DerivedData under ~/Library were 'Operation not permitted'.",
steps=[
  Read(W + "orbit-ios/Orbit/Reminders/ReminderScheduler.swift", "final class ReminderScheduler {\n    func schedule(_ launch: Launch) async throws {\n        let request = UNNotificationRequest(identifier: launch.id, content: content(for: launch), trigger: trigger(for: launch))\n        try await center.add(request)\n    }\n}"),
  Edit(W + "orbit-ios/Orbit/Reminders/ReminderScheduler.swift", "        try await center.add(request)\n    }", "        try await center.add(request)\n        await MainActor.run { UINotificationFeedbackGenerator().notificationOccurred(.success) }\n    }"),
  Bash("xcodebuild -scheme Orbit -destination 'generic/platform=iOS Simulator' build 2>&1 | tail -6", "error: unable to write to file '/Users/runner/Library/Developer/Xcode/DerivedData/Orbit-bqkcmxfzhvtgpzdumxkzqkaobzty/info.plist': Operation not permitted (in target 'Orbit' from project 'Orbit')\nerror: couldn't create cache file '/Users/runner/Library/Developer/Xcode/DerivedData/ModuleCache.noindex/2K5O8V3RQ1ZVJ/Foundation-1YQ4M0S0B6W6B.pcm.lock': Operation not permitted\n** BUILD FAILED **", err=True, code=65, ev=True),
  S("Writes to ~/Library are blocked by the sandbox. Pointing DerivedData into the workspace."),
  Bash("xcodebuild -scheme Orbit -derivedDataPath ./.dd -destination 'generic/platform=iOS Simulator' build 2>&1 | tail -4", "error: couldn't create cache file '/var/folders/k3/x8_1d2kn4b5g0000gn/C/clang/ModuleCache/2K5O8V3RQ1ZVJ/Darwin-3LQ4U1J7A9R2H.pcm.lock': Operation not permitted\nerror: Sandbox: swift-frontend(7121) deny(1) file-write-create /var/folders/k3/x8_1d2kn4b5g0000gn/C/org.llvm.clang\n** BUILD FAILED **", err=True, code=65, ev=True),
  Final(False, "Haptic added in ReminderScheduler; the build could not be verified because the sandbox denies writes to the Clang module cache outside the workspace."),
])

case("g2-godot-gut-run-7c55", "claude", "permission_blocked", project=W + "fjord-godot", perm="default", prompt="""
# FJ-33: Double jump resets on wall contact

scripts/player.gd: `jumps_left` is reset when touching a wall, so the player can chain infinite jumps on walls.
Only reset it on the floor. Run the GUT tests (`godot --headless -s addons/gut/gut_cmdln.gd`).
""", why="The fix was made, but every attempt to run the tests was denied: the session ran in default permission mode and Bash was never granted, so the run ended with permission denials.",
steps=[
  Read(W + "fjord-godot/scripts/player.gd", "func _physics_process(delta: float) -> void:\n\tif is_on_floor() or is_on_wall():\n\t\tjumps_left = MAX_JUMPS\n\tif Input.is_action_just_pressed(\"jump\") and jumps_left > 0:\n\t\tvelocity.y = JUMP_VELOCITY\n\t\tjumps_left -= 1\n\tvelocity.y += gravity * delta\n\tmove_and_slide()"),
  Edit(W + "fjord-godot/scripts/player.gd", "\tif is_on_floor() or is_on_wall():", "\tif is_on_floor():"),
  Bash("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test/unit -gexit", "Claude requested permissions to use Bash, but you haven't granted it yet.", err=True, ev=True),
  S("I need permission to run Godot for the tests. Trying the narrower test directory."),
  Bash("godot --headless -s addons/gut/gut_cmdln.gd -gtest=res://test/unit/test_player.gd -gexit", "Claude requested permissions to use Bash, but you haven't granted it yet.", err=True, ev=True),
  Final(False, "Changed player.gd so jumps only reset on the floor. I couldn't run the GUT tests: Bash permission was not granted.", denials="auto", ev=True),
])

case("g2-unity-pr-open-2d18", "osmia", "permission_blocked", project=W + "bramble-unity", prompt="""
# BRAM-140: Coins collected twice when two colliders overlap

Assets/Scripts/Pickups/Coin.cs: OnTriggerEnter2D can fire for both of the player's colliders. Guard with a
`collected` flag. Open a PR against `develop` when done.
""", why="The code fix was committed, but opening the PR was refused by the GitHub API: the integration token lacks pull-request write access (Resource not accessible by integration, HTTP 403).",
steps=[
  Read(W + "bramble-unity/Assets/Scripts/Pickups/Coin.cs", "public class Coin : MonoBehaviour\n{\n    [SerializeField] int value = 1;\n\n    void OnTriggerEnter2D(Collider2D other)\n    {\n        if (!other.CompareTag(\"Player\")) return;\n        ScoreKeeper.Instance.Add(value);\n        Destroy(gameObject);\n    }\n}"),
  Edit(W + "bramble-unity/Assets/Scripts/Pickups/Coin.cs", "    void OnTriggerEnter2D(Collider2D other)\n    {\n        if (!other.CompareTag(\"Player\")) return;", "    bool collected;\n\n    void OnTriggerEnter2D(Collider2D other)\n    {\n        if (collected || !other.CompareTag(\"Player\")) return;\n        collected = true;"),
  Bash("git checkout -b fix/coin-double-collect && git commit -am 'Coin: collect once even with two player colliders' && git push -u origin fix/coin-double-collect", "Switched to a new branch 'fix/coin-double-collect'\n[fix/coin-double-collect 8e02b71] Coin: collect once even with two player colliders\n 1 file changed, 4 insertions(+), 1 deletion(-)\nbranch 'fix/coin-double-collect' set up to track 'origin/fix/coin-double-collect'."),
  Bash("gh pr create --base develop --title 'Coin: collect once (BRAM-140)' --body 'Guards OnTriggerEnter2D with a collected flag.'", "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", err=True, ev=True),
  Bash("gh api repos/acme-games/bramble/pulls -f title='Coin: collect once (BRAM-140)' -f head=fix/coin-double-collect -f base=develop", "{\n  \"message\": \"Resource not accessible by integration\",\n  \"documentation_url\": \"https://docs.github.com/rest/pulls/pulls#create-a-pull-request\",\n  \"status\": \"403\"\n}\ngh: Resource not accessible by integration (HTTP 403)", err=True, ev=True),
  Final(False, "Fix pushed to fix/coin-double-collect, but the PR could not be opened: the GitHub token may not create pull requests (HTTP 403)."),
])
