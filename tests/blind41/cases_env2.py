from gen_lib import *

H = "/home/ana/src/"
M = "/Users/kenji/dev/"
W = "/workspace/"
KIND.update({"wren-rs": "rust", "beacon-fw": "fw", "skyline-android": "android", "trailmix-flutter": "flutter",
             "harbor-ios": "ios", "garden-pio": "fw", "atlas-android": "android", "pebble-rn": "rn", "sensorhub-fw": "fw",
             "fjord-godot": "godot", "orbit-ios": "ios"})

# ============================ dependency_missing ============================
case("g2-thumb-target-build-4e21", "codex", "dependency_missing", project=W + "wren-rs", prompt="""
# WREN-8: Add a `no_std` ring buffer for UART RX

Implement `RingBuf<const N: usize>` in src/ringbuf.rs (no alloc), use it in src/uart.rs, and make sure
`cargo build --release` for the board target (thumbv7em-none-eabihf, pinned nightly in rust-toolchain.toml) passes.
""", why="The pinned nightly toolchain has no rust-std for thumbv7em-none-eabihf ('can't find crate for core'), and rustup reported the component unavailable for that nightly, so the target could not be built.",
steps=[
  Write(W + "wren-rs/src/ringbuf.rs", "pub struct RingBuf<const N: usize> {\n    buf: [u8; N],\n    head: usize,\n    len: usize,\n}\n\nimpl<const N: usize> RingBuf<N> {\n    pub const fn new() -> Self { Self { buf: [0; N], head: 0, len: 0 } }\n    pub fn push(&mut self, b: u8) -> bool {\n        if self.len == N { return false; }\n        self.buf[(self.head + self.len) % N] = b; self.len += 1; true\n    }\n}"),
  Read(W + "wren-rs/rust-toolchain.toml", "[toolchain]\nchannel = \"nightly-2023-01-03\"\ncomponents = [\"rust-src\", \"llvm-tools-preview\"]\ntargets = [\"thumbv7em-none-eabihf\"]"),
  Bash("cargo build --release", "   Compiling wren v0.1.0 (/workspace/wren-rs)\nerror[E0463]: can't find crate for `core`\n  |\n  = note: the `thumbv7em-none-eabihf` target may not be installed\n  = help: consider downloading the target with `rustup target add thumbv7em-none-eabihf`\n\nFor more information about this error, try `rustc --explain E0463`.\nerror: could not compile `wren` (bin \"wren\") due to 1 previous error", err=True, code=101, ev=True),
  Bash("rustup target add thumbv7em-none-eabihf", "error: component 'rust-std' for target 'thumbv7em-none-eabihf' is unavailable for download for channel 'nightly-2023-01-03'\nSometimes not all components are available in any given nightly. If you don't need the component, you could try a minimal installation with:\n\n    rustup toolchain add nightly-2023-01-03 --profile minimal", err=True, ev=True),
  S("The pinned nightly doesn't ship rust-std for the board target, and I shouldn't change the pinned toolchain without approval."),
  Final(False, "RingBuf written but the firmware can't be built: rust-std for thumbv7em-none-eabihf is unavailable for the pinned nightly-2023-01-03."),
])

case("g2-cmake-cross-build-b07c", "claude-transcript", "dependency_missing", project=H + "beacon-fw", prompt="""
# BCN-102: Advertise battery percentage in the BLE beacon payload

src/adv_payload.c: add the battery percentage (0-100) as byte 5 of the manufacturer data.
Cross-build with `cmake --preset stm32wb && cmake --build --preset stm32wb`.
""", why="The cross build could not even configure: arm-none-eabi-gcc is not installed on this machine ('not a full path and was not found in the PATH'), and no package for it was available offline.",
steps=[
  U("add battery % as byte 5 of the manufacturer data in adv_payload.c and cross-build for the wb55"),
  Read(H + "beacon-fw/src/adv_payload.c", "size_t adv_payload_build(uint8_t *out, const struct beacon_state *s)\n{\n\tout[0] = 0xFF;            /* manufacturer specific */\n\tout[1] = COMPANY_ID & 0xFF;\n\tout[2] = COMPANY_ID >> 8;\n\tout[3] = s->seq;\n\tout[4] = s->flags;\n\treturn 5;\n}"),
  Edit(H + "beacon-fw/src/adv_payload.c", "\tout[4] = s->flags;\n\treturn 5;", "\tout[4] = s->flags;\n\tout[5] = s->battery_pct > 100 ? 100 : s->battery_pct;\n\treturn 6;"),
  Bash("cmake --preset stm32wb", "Preset CMake variables:\n\n  CMAKE_BUILD_TYPE=\"Debug\"\n  CMAKE_TOOLCHAIN_FILE=\"cmake/gcc-arm-none-eabi.cmake\"\n\n-- The C compiler identification is unknown\nCMake Error at CMakeLists.txt:14 (project):\n  The CMAKE_C_COMPILER:\n\n    arm-none-eabi-gcc\n\n  is not a full path and was not found in the PATH.\n\n  Tell CMake where to find the compiler by setting either the environment\n  variable \"CC\" or the CMake cache entry CMAKE_C_COMPILER to the full path to\n  the compiler, or to the compiler name if it is in the PATH.\n\n-- Configuring incomplete, errors occurred!", err=True, ev=True),
  Bash("which arm-none-eabi-gcc; ls /opt | head; apt list --installed 2>/dev/null | grep -i arm-none", "", err=True, code=1, ev=True),
  S("There's no ARM GNU toolchain on this machine at all (not in PATH, not under /opt, no apt package installed). I can't cross-build until it's installed, e.g. `sudo apt install gcc-arm-none-eabi` or the Arm GNU Toolchain tarball."),
  U("hm I thought that was on this box. ok I'll install the arm toolchain, leave the change"),
])

case("g2-agp-upgrade-build-2d4f", "claude", "dependency_missing", project=W + "skyline-android", prompt="""
# SKY-301: Upgrade Android Gradle Plugin to 8.5

Bump AGP from 8.1.4 to 8.5.2 and Gradle wrapper to 8.7 (gradle/libs.versions.toml, gradle-wrapper.properties),
and make sure `./gradlew assembleDebug` passes.
""", why="AGP 8.5 needs JDK 17, only JDK 11 is installed in the image (the Gradle error names it and /usr/lib/jvm has no 17), so the build could not run.",
steps=[
  Read(W + "skyline-android/gradle/libs.versions.toml", "[versions]\nagp = \"8.1.4\"\nkotlin = \"1.9.22\"\n\n[plugins]\nandroid-application = { id = \"com.android.application\", version.ref = \"agp\" }"),
  Edit(W + "skyline-android/gradle/libs.versions.toml", "agp = \"8.1.4\"", "agp = \"8.5.2\""),
  Edit(W + "skyline-android/gradle/wrapper/gradle-wrapper.properties", "distributionUrl=https\\://services.gradle.org/distributions/gradle-8.2-bin.zip", "distributionUrl=https\\://services.gradle.org/distributions/gradle-8.7-bin.zip"),
  Bash("./gradlew assembleDebug", "Downloading https://services.gradle.org/distributions/gradle-8.7-bin.zip\n...........10%...........20%...........30%...........40%...........50%...........60%...........70%...........80%...........90%...........100%\n\nFAILURE: Build failed with an exception.\n\n* Where:\nBuild file '/workspace/skyline-android/app/build.gradle.kts' line: 1\n\n* What went wrong:\nAn exception occurred applying plugin request [id: 'com.android.application', version: '8.5.2']\n> Failed to apply plugin 'com.android.internal.application'.\n   > Android Gradle plugin requires Java 17 to run. You are currently using Java 11.\n      Your current JDK is located in /usr/lib/jvm/java-11-openjdk-amd64\n      You can try some of the following options:\n       - changing the IDE settings.\n       - changing the JAVA_HOME environment variable.\n       - changing `org.gradle.java.home` in `gradle.properties`.\n\nBUILD FAILED in 48s", err=True, ev=True),
  Bash("ls /usr/lib/jvm; /usr/libexec/java_home -V 2>&1 || true", "java-11-openjdk-amd64\njava-1.11.0-openjdk-amd64\nbash: line 1: /usr/libexec/java_home: No such file or directory", ev=True),
  S("Only JDK 11 exists on this image, and AGP 8.5 requires 17. I'll leave the version bump in place; the build image needs a JDK 17."),
  Final(False, "AGP/Gradle bumped, but the build can't run: AGP 8.5.2 requires Java 17 and only Java 11 is installed."),
])

case("g2-dart-sdk-bump-77e0", "osmia", "dependency_missing", project=W + "trailmix-flutter", prompt="""
# TRAIL-81: Use records for the elevation profile API

Refactor lib/elevation/profile.dart to return `(double min, double max, List<double> samples)` and bump
`go_router` to ^14.2.0 as agreed in the tech-debt review. `flutter test` must pass.
""", why="go_router 14.2 requires Dart >=3.4 but the installed Flutter ships Dart 3.3.4, so pub version solving failed and nothing could be tested.",
steps=[
  Edit(W + "trailmix-flutter/pubspec.yaml", "  go_router: ^13.1.0", "  go_router: ^14.2.0"),
  Bash("flutter pub get", "Resolving dependencies...\nThe current Dart SDK version is 3.3.4.\n\nBecause trailmix depends on go_router >=14.2.0 which requires SDK version >=3.4.0 <4.0.0, version solving failed.\n\n\nYou can try the following suggestion to make the pubspec resolve:\n* Try using the Flutter SDK version: 3.22.0.", err=True, code=1, ev=True),
  Bash("flutter --version", "Flutter 3.19.6 • channel stable • https://github.com/flutter/flutter.git\nFramework • revision 54e66469a9 (7 months ago) • 2024-04-17 13:08:03 -0700\nEngine • revision c4cd48e186\nTools • Dart 3.3.4 • DevTools 2.31.1", ev=True),
  S("The runner's Flutter 3.19.6 ships Dart 3.3.4; go_router 14.2 needs Dart 3.4 (Flutter 3.22). I can't upgrade the SDK on this image."),
  Final(False, "pub version solving failed: go_router ^14.2.0 needs Dart >=3.4.0, runner has Dart 3.3.4 (Flutter 3.19.6)."),
])

case("g2-snapshot-lib-spm-c1d9", "claude-transcript", "dependency_missing", project=M + "harbor-ios", prompt="""
# HARB-95: Snapshot tests for the berth detail card

Add swift-snapshot-testing (2.x) to the HarborKit package (Package.swift, test target only) and write a
snapshot test for BerthDetailCard in Tests/HarborKitTests/.
""", why="Swift Package Manager could not resolve swift-snapshot-testing 2.x: no 2.x version exists (the library's latest is 1.x), so the package graph never resolved.",
steps=[
  U("add swift-snapshot-testing 2.x to HarborKit's test target and write a snapshot test for BerthDetailCard"),
  Read(M + "harbor-ios/HarborKit/Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"HarborKit\",\n    platforms: [.iOS(.v16)],\n    products: [.library(name: \"HarborKit\", targets: [\"HarborKit\"])],\n    targets: [\n        .target(name: \"HarborKit\"),\n        .testTarget(name: \"HarborKitTests\", dependencies: [\"HarborKit\"]),\n    ]\n)"),
  Edit(M + "harbor-ios/HarborKit/Package.swift", "    targets: [\n        .target(name: \"HarborKit\"),\n        .testTarget(name: \"HarborKitTests\", dependencies: [\"HarborKit\"]),", "    dependencies: [\n        .package(url: \"https://github.com/pointfreeco/swift-snapshot-testing\", from: \"2.0.0\"),\n    ],\n    targets: [\n        .target(name: \"HarborKit\"),\n        .testTarget(name: \"HarborKitTests\", dependencies: [\"HarborKit\", .product(name: \"SnapshotTesting\", package: \"swift-snapshot-testing\")]),"),
  Bash("cd HarborKit && swift package resolve", "Fetching https://github.com/pointfreeco/swift-snapshot-testing from cache\nFetched https://github.com/pointfreeco/swift-snapshot-testing from cache (0.84s)\nerror: Dependencies could not be resolved because no versions of 'swift-snapshot-testing' match the requirement 2.0.0..<3.0.0 and root depends on 'swift-snapshot-testing' 2.0.0..<3.0.0.", err=True, ev=True),
  Bash("git ls-remote --tags https://github.com/pointfreeco/swift-snapshot-testing | tail -3", "b1a6e1e1cd3b5b2d8a5c0b4c9a8f6a3e7d2c1b0a\trefs/tags/1.17.4\n7f3d0c2b6e1a9d8c5b4a3f2e1d0c9b8a7f6e5d4c\trefs/tags/1.17.5\n3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b\trefs/tags/1.17.6"),
  S("There is no 2.x release of swift-snapshot-testing; the newest tag is 1.17.6. The ticket asks for 2.x specifically, so I'll stop and ask rather than silently using 1.17."),
  U("huh, I thought 2.0 was out. let me check with the team, leave it"),
])

case("g2-pio-json-upgrade-5a6b", "codex", "dependency_missing", project=W + "garden-pio", prompt="""
# GRD-27: Report soil moisture as JSON over MQTT

src/report.cpp: serialise {"moisture": <0-100>, "battery_mv": <int>} with ArduinoJson and publish to
`garden/<id>/state`. Use the ArduinoJson version pinned in platformio.ini. `pio run -e esp32dev` must pass.
""", why="platformio.ini pins ArduinoJson ^8.1.0, which does not exist in the PlatformIO registry (UnknownPackageError), so the library could not be installed and the build failed.",
steps=[
  Read(W + "garden-pio/platformio.ini", "[env:esp32dev]\nplatform = espressif32@6.7.0\nboard = esp32dev\nframework = arduino\nlib_deps =\n    knolleary/PubSubClient @ ^2.8\n    bblanchon/ArduinoJson @ ^8.1.0\nmonitor_speed = 115200"),
  Write(W + "garden-pio/src/report.cpp", "#include <ArduinoJson.h>\n#include \"report.h\"\n\nvoid report_state(PubSubClient &mqtt, const char *id, int moisture, int battery_mv) {\n  JsonDocument doc;\n  doc[\"moisture\"] = moisture;\n  doc[\"battery_mv\"] = battery_mv;\n  char topic[48], payload[64];\n  snprintf(topic, sizeof topic, \"garden/%s/state\", id);\n  size_t n = serializeJson(doc, payload);\n  mqtt.publish(topic, payload, n);\n}"),
  Bash("pio run -e esp32dev", "Processing esp32dev (platform: espressif32@6.7.0; board: esp32dev; framework: arduino)\n--------------------------------------------------------------------------------\nLibrary Manager: Installing bblanchon/ArduinoJson @ ^8.1.0\nUnknownPackageError: Could not find the package with 'bblanchon/ArduinoJson @ ^8.1.0' requirements for your system 'linux_x86_64'", err=True, ev=True),
  Bash("pio pkg show bblanchon/ArduinoJson | head -8", "ArduinoJson\n===========\nA simple and efficient JSON library for embedded C++.\n\nOwner: bblanchon\nVersion: 7.2.1\nRegistry ID: 64\nPublished on: Thu Nov 14 09:03:11 2024"),
  S("The registry's newest ArduinoJson is 7.2.1; the ^8.1.0 pin in platformio.ini can't be satisfied. The ticket says to use the pinned version, so I'm not changing it."),
  Final(False, "ArduinoJson ^8.1.0 (pinned in platformio.ini) does not exist; latest is 7.2.1. Library install failed, build not run."),
])

case("g2-ndk-native-filter-3c88", "claude", "dependency_missing", project=W + "atlas-android", near="", prompt="""
# ATL-66: Native image filter crashes on 16 KB page devices

app/src/main/cpp/filter.cpp uses `mmap` with a hard-coded 4096 page size. Use `sysconf(_SC_PAGESIZE)`.
Build the debug APK (externalNativeBuild uses CMake 3.30.2 and NDK 27.0.12077973 as set in app/build.gradle.kts).
""", why="The agent installed the missing NDK with sdkmanager (recovered), but the build then needed CMake 3.30.2, which is not in the SDK repository available to the runner, so the native build could not run.",
steps=[
  Read(W + "atlas-android/app/src/main/cpp/filter.cpp", "static constexpr size_t kPage = 4096;\n\nvoid *map_scratch(size_t bytes) {\n    size_t len = (bytes + kPage - 1) & ~(kPage - 1);\n    return mmap(nullptr, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);\n}"),
  Edit(W + "atlas-android/app/src/main/cpp/filter.cpp", "static constexpr size_t kPage = 4096;\n\nvoid *map_scratch(size_t bytes) {\n    size_t len = (bytes + kPage - 1) & ~(kPage - 1);", "void *map_scratch(size_t bytes) {\n    const size_t kPage = static_cast<size_t>(sysconf(_SC_PAGESIZE));\n    size_t len = (bytes + kPage - 1) & ~(kPage - 1);"),
  Bash("./gradlew :app:assembleDebug", "> Task :app:configureCMakeDebug[arm64-v8a] FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:configureCMakeDebug[arm64-v8a]'.\n> [CXX1101] NDK at /opt/android-sdk/ndk/27.0.12077973 did not have a source.properties file\n\nBUILD FAILED in 14s", err=True),
  S("The NDK directory is incomplete. Installing NDK 27.0.12077973 with sdkmanager."),
  Bash("yes | sdkmanager --install 'ndk;27.0.12077973' | tail -2", "[=======================================] 100% Unzipping... android-ndk-r27/toolchains/llvm/prebuilt/\nInstalled NDK (Side by side) 27.0.12077973"),
  Bash("./gradlew :app:assembleDebug", "> Task :app:configureCMakeDebug[arm64-v8a] FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:configureCMakeDebug[arm64-v8a]'.\n> [CXX1300] CMake '3.30.2' was not found in SDK, PATH, or by cmake.dir property.\n\nBUILD FAILED in 6s", err=True, ev=True),
  Bash("sdkmanager --list 2>/dev/null | grep -E '^ +cmake;' ; yes | sdkmanager --install 'cmake;3.30.2'", "  cmake;3.10.2.4988404 | 3.10.2       | CMake 3.10.2.4988404\n  cmake;3.18.1         | 3.18.1       | CMake 3.18.1\n  cmake;3.22.1         | 3.22.1       | CMake 3.22.1\nWarning: Failed to find package 'cmake;3.30.2'", err=True, ev=True),
  Final(False, "Page-size fix made; NDK installed, but the native build needs CMake 3.30.2 which the SDK repository doesn't offer (3.22.1 is the newest available)."),
])

case("g2-private-ble-kit-91f0", "claude-transcript", "dependency_missing", project=M + "pebble-rn", near="", prompt="""
# PEB-61: Use the shared BLE helpers from @acme/rn-ble-kit

Replace src/ble/scan.ts with `scanForTrackers` from our internal `@acme/rn-ble-kit@^2.3.0` package.
""", why="@acme/rn-ble-kit is not in the registry npm is configured for (404, 'is not in this registry'; no .npmrc for the @acme scope), so it could not be installed and Metro could not resolve it.",
steps=[
  U("swap src/ble/scan.ts for scanForTrackers from @acme/rn-ble-kit ^2.3.0"),
  Bash("npm install @acme/rn-ble-kit@^2.3.0", "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/@acme%2frn-ble-kit - Not found\nnpm ERR! 404\nnpm ERR! 404  '@acme/rn-ble-kit@^2.3.0' is not in this registry.\nnpm ERR! 404\nnpm ERR! 404 Note that you can also install from a\nnpm ERR! 404 tarball, folder, http url, or git url.\n\nnpm ERR! A complete log of this run can be found in: /Users/kenji/.npm/_logs/2026-11-14T10_12_44_107Z-debug-0.log", err=True, ev=True),
  Bash("cat .npmrc ~/.npmrc 2>&1; npm config get @acme:registry", "cat: .npmrc: No such file or directory\ncat: /Users/kenji/.npmrc: No such file or directory\nundefined", err=True, ev=True),
  S("npm is only configured for the public registry, and there's no scope mapping for @acme, so the internal package can't be found. I'll write the import anyway so the change is ready."),
  Edit(M + "pebble-rn/src/ble/scan.ts", "export function scan(manager: BleManager, onTracker: (d: Device) => void) {", "import { scanForTrackers } from '@acme/rn-ble-kit';\n\nexport function scan(manager: BleManager, onTracker: (d: Device) => void) {\n  return scanForTrackers(manager, onTracker);"),
  Bash("npx jest src/ble 2>&1 | tail -6", "FAIL src/ble/__tests__/scan.test.ts\n  ● Test suite failed to run\n\n    Cannot find module '@acme/rn-ble-kit' from 'src/ble/scan.ts'\n\nTest Suites: 1 failed, 1 total", err=True),
  S("As expected the module can't be found. You'll need the registry URL and token for @acme (normally in .npmrc) before this can install."),
  U("I don't have the internal registry set up on this laptop either. park it"),
])

case("g2-zephyr-new-board-e4a2", "osmia", "dependency_missing", project=W + "sensorhub-fw", prompt="""
# SH-250: Port the sensor hub app to nRF54L15

Add a board overlay for nrf54l15dk/nrf54l15/cpuapp and build with `west build -b nrf54l15dk/nrf54l15/cpuapp app`.
""", why="The build needs the Zephyr SDK 0.16.x (for the new board's toolchain), and it is not installed in the image: CMake could not find the Zephyr-sdk package configuration.",
steps=[
  Write(W + "sensorhub-fw/app/boards/nrf54l15dk_nrf54l15_cpuapp.overlay", "&i2c21 {\n\tstatus = \"okay\";\n\tbme280@76 {\n\t\tcompatible = \"bosch,bme280\";\n\t\treg = <0x76>;\n\t};\n};"),
  Bash("west build -b nrf54l15dk/nrf54l15/cpuapp -p always app", "-- west build: generating a build system\nLoading Zephyr default modules (Zephyr base).\n-- Application: /workspace/sensorhub-fw/app\n-- CMake version: 3.28.3\n-- Found Python3: /usr/bin/python3 (found suitable version \"3.12.3\", minimum required is \"3.10\") found components: Interpreter\n-- Zephyr version: 3.7.0 (/workspace/zephyr)\n-- Board: nrf54l15dk, qualifiers: nrf54l15/cpuapp\nCMake Error at /workspace/zephyr/cmake/modules/FindZephyr-sdk.cmake:109 (find_package):\n  Could not find a package configuration file provided by \"Zephyr-sdk\"\n  (requested version 0.16) with any of the following names:\n\n    Zephyr-sdkConfig.cmake\n    zephyr-sdk-config.cmake\n\n  Add the installation prefix of \"Zephyr-sdk\" to CMAKE_PREFIX_PATH or set\n  \"Zephyr-sdk_DIR\" to a directory containing one of the above files.  If\n  \"Zephyr-sdk\" provides a separate development file, this will set\n  \"Zephyr-sdk_DIR\" to a directory containing one of the above files.  See\n  also the documentation of Zephyr's sdk.\n-- Configuring incomplete, errors occurred!\nFATAL ERROR: command exited with status 1: /usr/bin/cmake -DWEST_PYTHON=/usr/bin/python3 -B/workspace/sensorhub-fw/build -GNinja -DBOARD=nrf54l15dk/nrf54l15/cpuapp -S/workspace/sensorhub-fw/app", err=True, ev=True),
  Bash("ls ~/zephyr-sdk-* /opt/zephyr-sdk-* 2>&1 | head -3", "ls: cannot access '/root/zephyr-sdk-*': No such file or directory\nls: cannot access '/opt/zephyr-sdk-*': No such file or directory", err=True, ev=True),
  Final(False, "Overlay added; build fails at configure: no Zephyr SDK 0.16 installed in the image."),
])

case("g2-gut-suite-setup-6b71", "claude-transcript", "dependency_missing", project=H + "fjord-godot", near="", prompt="""
# FJ-41: Unit tests for the inventory stacking rules

Add GUT tests for scripts/inventory.gd (stacking to max 99, splitting stacks) in test/unit/test_inventory.gd
and run them headless.
""", why="The GUT addon is not in the project (addons/gut absent, 'Could not find base class \"GutTest\"' / gut_cmdln.gd not found), so the new tests could not run.",
steps=[
  U("write GUT tests for inventory stacking (max 99, splitting) and run them headless"),
  Read(H + "fjord-godot/scripts/inventory.gd", "class_name Inventory\nextends RefCounted\n\nconst MAX_STACK := 99\nvar slots: Array[ItemStack] = []\n\nfunc add(item: StringName, count: int) -> int:\n\tfor s in slots:\n\t\tif s.item == item and s.count < MAX_STACK:\n\t\t\tvar moved := mini(count, MAX_STACK - s.count)\n\t\t\ts.count += moved\n\t\t\tcount -= moved\n\treturn count"),
  Write(H + "fjord-godot/test/unit/test_inventory.gd", "extends GutTest\n\nfunc test_stacks_up_to_99():\n\tvar inv := Inventory.new()\n\tinv.slots.append(ItemStack.new(&\"ore\", 95))\n\tassert_eq(inv.add(&\"ore\", 10), 6)\n\tassert_eq(inv.slots[0].count, 99)"),
  Bash("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test/unit -gexit", "Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org\n\nERROR: Can't load script \"addons/gut/gut_cmdln.gd\".\n   at: start (main/main.cpp:3617)\nSCRIPT ERROR: Parse Error: Could not find base class \"GutTest\".\n          at: GDScript::reload (res://test/unit/test_inventory.gd:1)", err=True, ev=True),
  Bash("ls addons; grep -n gut project.godot .gitmodules 2>/dev/null", "dialogue_manager", err=True, ev=True),
  S("GUT isn't installed in this project: addons/ only contains dialogue_manager and nothing references gut. The tests can't run until the GUT addon (e.g. 9.3.0 for Godot 4.3) is added to addons/gut."),
  U("oh we never added GUT here, only in the other game. ok I'll decide whether we want it"),
])

case("g2-simctl-devices-2a90", "claude-transcript", "dependency_missing", project=M + "orbit-ios", near="infra_failure", prompt="""
# ORB-205: Script to reset simulators before UI tests

Add scripts/reset-sims.sh that erases all iOS simulators (`xcrun simctl erase all`) and boots an iPhone 15,
and call it from the `ui-tests` Makefile target.
""", why="xcrun could not find simctl because the active developer directory is the Command Line Tools, not Xcode (xcode-select error), so nothing the script needs was available.",
steps=[
  U("add scripts/reset-sims.sh (erase all sims, boot iPhone 15) and call it from make ui-tests"),
  Write(M + "orbit-ios/scripts/reset-sims.sh", "#!/usr/bin/env bash\nset -euo pipefail\nxcrun simctl shutdown all || true\nxcrun simctl erase all\nxcrun simctl boot \"iPhone 15\"\n"),
  Edit(M + "orbit-ios/Makefile", "ui-tests:\n\txcodebuild test -scheme OrbitUITests", "ui-tests:\n\t./scripts/reset-sims.sh\n\txcodebuild test -scheme OrbitUITests"),
  Bash("chmod +x scripts/reset-sims.sh && ./scripts/reset-sims.sh", "xcrun: error: unable to find utility \"simctl\", not a developer tool or in PATH", err=True, code=72, ev=True),
  Bash("xcode-select -p; xcodebuild -version", "/Library/Developer/CommandLineTools\nxcode-select: error: tool 'xcodebuild' requires Xcode, but active developer directory '/Library/Developer/CommandLineTools' is a command line tools instance", err=True, ev=True),
  Bash("ls /Applications | grep -i xcode", "", err=True, code=1, ev=True),
  S("Xcode isn't installed on this Mac, only the Command Line Tools, so `simctl` and `xcodebuild` don't exist here. The script is written but can't be exercised on this machine."),
  U("right, this is the new mini, xcode is still downloading. fine"),
])
