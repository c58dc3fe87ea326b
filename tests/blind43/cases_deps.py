"""dependency_missing: headers, libraries, compilers, toolchain versions, unresolvable packages."""
from gen_lib import Run
import noise as N


def c_pgstat():
    r = Run("pgstat-exporter-locks", "claude", "OBS-881", "pgstat-exporter: export pg_locks wait counts",
            """Add a collector to `pgstat-exporter` (C, plain Makefile using `pg_config`) that queries
`pg_locks` and exports `pg_locks_waiting{mode=...}` gauges. Put it in `src/collector_locks.c`, register it in
`src/collectors.c`, and extend `tests/test_format.c`. `make && make test` must pass.""",
            "dependency_missing", "The PostgreSQL client headers/library (libpq-dev, pg_config) are not installed "
            "in the image, so nothing using libpq-fe.h could be compiled.",
            near_miss="", cwd="/workspace/pgstat-exporter")
    r.say("Let me look at an existing collector to follow the same pattern.")
    r.read("src/collector_activity.c", """#include <libpq-fe.h>
#include "collector.h"
#include "metrics.h"

static int collect_activity(PGconn *conn, struct metric_set *out)
{
    PGresult *res = PQexec(conn, "SELECT state, count(*) FROM pg_stat_activity GROUP BY state");
    if (PQresultStatus(res) != PGRES_TUPLES_OK) {
        PQclear(res);
        return -1;
    }
    for (int i = 0; i < PQntuples(res); i++)
        metric_set_gauge(out, "pg_activity", "state", PQgetvalue(res, i, 0), atof(PQgetvalue(res, i, 1)));
    PQclear(res);
    return 0;
}

const struct collector activity_collector = { "activity", collect_activity };""")
    r.write("src/collector_locks.c", "#include <libpq-fe.h>\n#include <stdlib.h>\n#include \"collector.h\"\n#include \"metrics.h\"\n\nstatic int collect_locks(PGconn *conn, struct metric_set *out)\n{\n    PGresult *res = PQexec(conn, \"SELECT mode, count(*) FROM pg_locks WHERE NOT granted GROUP BY mode\");\n    if (PQresultStatus(res) != PGRES_TUPLES_OK) {\n        PQclear(res);\n        return -1;\n    }\n    for (int i = 0; i < PQntuples(res); i++)\n        metric_set_gauge(out, \"pg_locks_waiting\", \"mode\", PQgetvalue(res, i, 0), atof(PQgetvalue(res, i, 1)));\n    PQclear(res);\n    return 0;\n}\n\nconst struct collector locks_collector = { \"locks\", collect_locks };\n")
    r.edit("src/collectors.c", "    &activity_collector,", "    &activity_collector,\n    &locks_collector,")
    r.bash("make -j4 2>&1 | tail -12",
           "Makefile:3: pg_config not found; set PG_CONFIG\ncc -O2 -g -Wall -Wextra -std=c11 -Iinclude -I -c -o src/collector_activity.o src/collector_activity.c\n"
           "src/collector_activity.c:1:10: fatal error: libpq-fe.h: No such file or directory\n    1 | #include <libpq-fe.h>\n      |          ^~~~~~~~~~~~\ncompilation terminated.\n"
           "make: *** [<builtin>: src/collector_activity.o] Error 1\ncc -O2 -g -Wall -Wextra -std=c11 -Iinclude -I -c -o src/collector_locks.o src/collector_locks.c\n"
           "src/collector_locks.c:1:10: fatal error: libpq-fe.h: No such file or directory\ncompilation terminated.\nmake: *** [<builtin>: src/collector_locks.o] Error 1", rc=2, ev=True)
    r.say("Even the existing collector fails: libpq's headers aren't available. Checking what is installed.")
    r.bash("which pg_config; pkg-config --cflags libpq; ls /usr/include/postgresql 2>&1; dpkg -l 'libpq*' 2>&1 | tail -2",
           "Package libpq was not found in the pkg-config search path.\nPerhaps you should add the directory containing `libpq.pc'\n"
           "to the PKG_CONFIG_PATH environment variable\nNo package 'libpq' found\nls: cannot access '/usr/include/postgresql': No such file or directory\n"
           "dpkg-query: no packages found matching libpq*", rc=1, ev=True)
    r.bash("find / \\( -name 'libpq-fe.h' -o -name 'libpq.so*' \\) 2>/dev/null | head", "")
    r.read("README.md", """## Building

Requires the PostgreSQL client library and headers (Debian: `libpq-dev`, which provides `pg_config`).

    make
    make test""", start=12)
    r.say("libpq (client library and headers) is not present anywhere in this image, and the README lists `libpq-dev` as a build requirement. Without it nothing in this project compiles, so I can't verify the new collector.")
    r.end("The locks collector is written (src/collector_locks.c, registered in src/collectors.c) but nothing can be "
          "built: libpq-dev / pg_config is not installed in this environment.", success=True)
    r.result_json = {"success": False, "summary": "build failed: libpq-fe.h not found", "exit_code": 2}
    return r


def c_seqalign():
    r = Run("seqalign-bandwidth", "claude-transcript", "BIO-144", "Banded Smith-Waterman: make band width configurable",
            """`seqalign::banded_sw` hard-codes a band of 32. Add `AlignOptions::band` (default 32), validate it
(> 0), thread it through `src/banded.cpp`, and add a Catch2 test. Build with CMake (`cmake -B build -G Ninja
&& cmake --build build && ctest --test-dir build`).""",
            "dependency_missing", "The image has a C compiler but no C++ compiler (no g++/cc1plus), so CMake "
            "failed with 'No CMAKE_CXX_COMPILER could be found' and nothing could be built.",
            near_miss="infra_failure", cwd="/workspace/seqalign")
    r.read("src/banded.cpp", """namespace seqalign {

Alignment banded_sw(std::string_view a, std::string_view b, const Scoring& s) {
  constexpr int kBand = 32;
  const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
  Matrix<int> H(n + 1, 2 * kBand + 1, 0);
  for (int i = 1; i <= n; ++i) {
    const int lo = std::max(1, i - kBand), hi = std::min(m, i + kBand);
    for (int j = lo; j <= hi; ++j) {
      // ...
    }
  }
  return traceback(H, a, b, kBand);
}

}  // namespace seqalign""", start=20)
    r.edit("src/banded.cpp", "Alignment banded_sw(std::string_view a, std::string_view b, const Scoring& s) {\n  constexpr int kBand = 32;",
           "Alignment banded_sw(std::string_view a, std::string_view b, const Scoring& s, const AlignOptions& opt) {\n  if (opt.band <= 0) throw std::invalid_argument(\"band must be > 0\");\n  const int kBand = opt.band;")
    r.edit("include/seqalign/options.hpp", "struct AlignOptions {", "struct AlignOptions {\n  int band = 32;")
    r.bash("cmake -B build -G Ninja 2>&1 | tail -14",
           "-- The C compiler identification is GNU 12.2.0\n-- Detecting C compiler ABI info\n-- Detecting C compiler ABI info - done\n-- Check for working C compiler: /usr/bin/cc - skipped\n"
           "CMake Error at CMakeLists.txt:2 (project):\n  No CMAKE_CXX_COMPILER could be found.\n\n"
           "  Tell CMake where to find the compiler by setting either the environment\n  variable \"CXX\" or the CMake cache entry CMAKE_CXX_COMPILER to the full path\n"
           "  to the compiler, or to the compiler name if it is in the PATH.\n\n\n-- Configuring incomplete, errors occurred!", rc=1, ev=True)
    r.bash("which g++ c++ clang++; ls /usr/bin | grep -E '^(g\\+\\+|c\\+\\+|clang)' ; echo 'int main(){}' > /tmp/t.cpp && gcc -x c++ /tmp/t.cpp -o /tmp/t",
           "gcc: fatal error: cannot execute 'cc1plus': execvp: No such file or directory\ncompilation terminated.", rc=1, ev=True)
    r.bash("dpkg -l | grep -E 'g\\+\\+|libstdc\\+\\+' | awk '{print $2, $3}'", "libstdc++6:amd64 12.2.0-14", ev=True)
    r.say("Only the C front end is installed: there is no g++/cc1plus or clang++, and no libstdc++ development headers. The project is C++17, so it can't be configured here.")
    r.bash("apt-get install -y --no-install-recommends g++ 2>&1 | tail -3",
           "Reading package lists...\nBuilding dependency tree...\nE: Unable to locate package g++", rc=100, ev=True)
    r.bash("cat /etc/apt/sources.list.d/* 2>/dev/null | head -3; ls /var/lib/apt/lists | head -3", "")
    r.say("The image has no apt sources configured at all, so the C++ toolchain can't be added from here. The band option is implemented in src/banded.cpp and include/seqalign/options.hpp but not compiled or tested.")
    r.end("")
    return r


def c_pixfmt():
    r = Run("pixfmt-spanapi", "codex", "GFX-409", "pixfmt: accept std::span in the conversion API",
            """The project moved to C++20 (see `CMakeLists.txt`). Change `pixfmt::convert(const uint8_t*, size_t, ...)`
to take `std::span<const std::byte>` and update callers in `src/` and `tests/`. CI uses the image's default
compiler.""",
            "dependency_missing", "The image's compiler is GCC 9.4, which lacks C++20 support (no <span>, CMake "
            "cannot enable CXX20), and no newer toolchain is installed.",
            near_miss="", cwd="/workspace/pixfmt")
    r.bash("grep -n CXX_STANDARD CMakeLists.txt; c++ --version | head -1; cmake --version | head -1",
           "5:set(CMAKE_CXX_STANDARD 20)\n6:set(CMAKE_CXX_STANDARD_REQUIRED ON)\nc++ (Ubuntu 9.4.0-1ubuntu1~20.04.2) 9.4.0\ncmake version 3.16.3")
    r.bash("rg -n 'convert\\(' include src tests | head -20", "include/pixfmt/convert.hpp:18:Status convert(const uint8_t* src, size_t len, Format from, Format to, Buffer& out);\n"
           "src/convert.cpp:44:Status convert(const uint8_t* src, size_t len, Format from, Format to, Buffer& out) {\n"
           "src/cli/main.cpp:71:  auto st = pixfmt::convert(in.data(), in.size(), from, to, out);\ntests/convert_test.cpp:12:  auto st = pixfmt::convert(px.data(), px.size(), Format::RGB24, Format::BGRA32, out);")
    r.edit("include/pixfmt/convert.hpp", "Status convert(const uint8_t* src, size_t len, Format from, Format to, Buffer& out);",
           "Status convert(std::span<const std::byte> src, Format from, Format to, Buffer& out);")
    r.edit("src/convert.cpp", "Status convert(const uint8_t* src, size_t len, Format from, Format to, Buffer& out) {",
           "Status convert(std::span<const std::byte> src, Format from, Format to, Buffer& out) {")
    r.edit("src/cli/main.cpp", "pixfmt::convert(in.data(), in.size(), from, to, out);", "pixfmt::convert(std::as_bytes(std::span(in)), from, to, out);")
    r.edit("tests/convert_test.cpp", "pixfmt::convert(px.data(), px.size(), Format::RGB24, Format::BGRA32, out);", "pixfmt::convert(std::as_bytes(std::span(px)), Format::RGB24, Format::BGRA32, out);")
    r.bash("cmake -S . -B build 2>&1 | tail -8",
           "-- Detecting CXX compile features - done\n-- Configuring done\nCMake Error in CMakeLists.txt:\n  Target \"pixfmt\" requires the language dialect \"CXX20\" (with compiler\n  extensions), but CMake does not know the compile flags to use to enable it.\n\n\n-- Generating done\nCMake Generate step failed.  Build files cannot be regenerated correctly.", rc=1, ev=True)
    r.bash("c++ -std=c++2a -Iinclude -c src/convert.cpp -o /tmp/c.o 2>&1 | head -6",
           "In file included from src/convert.cpp:1:\ninclude/pixfmt/convert.hpp:4:10: fatal error: span: No such file or directory\n    4 | #include <span>\n      |          ^~~~~~\ncompilation terminated.", rc=1, ev=True)
    r.bash("ls /usr/bin/ | grep -E '^(g\\+\\+|clang\\+\\+)'; ls /opt", "g++\ng++-9", ev=True)
    r.think("**Toolchain too old**\n\nGCC 9 has no <span> (added in libstdc++ 10) and CMake 3.16 doesn't know C++20 flags for it. No alternative compilers in /usr/bin or /opt.")
    r.end("The API change to std::span is made in the header, src/convert.cpp, the CLI and the test, but it cannot be "
          "compiled here: the image only has GCC 9.4 (no <span>, CMake 3.16 cannot enable C++20) and no newer compiler "
          "is installed.", success=True)
    return r


def c_vaultcli():
    r = Run("vaultcli-cacheseal", "osmia", "SEC-530", "Encrypt vaultcli's local token cache",
            """`vaultcli` stores tokens in `~/.cache/vaultcli/tokens` in plaintext. Encrypt the file with libsodium's
`crypto_secretbox_easy` using a key from the OS keyring (`src/keyring.c` already provides it). libsodium is
the approved library for this. `make && make check`.""",
            "dependency_missing", "libsodium's development files are not installed: sodium.h is missing, and after "
            "the agent pointed -I at headers bundled in a Python wheel, the link failed with 'cannot find -lsodium'.",
            near_miss="", cwd="/workspace/vaultcli")
    r.say("I'll look at the cache writer.")
    r.read("src/cache.c", """int cache_store(const char *path, const struct token *t)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return -errno;
    fprintf(f, "%s\\n%lld\\n", t->value, (long long) t->expires);
    fclose(f);
    return 0;
}""", start=40)
    r.edit("src/cache.c", "int cache_store(const char *path, const struct token *t)\n{",
           "int cache_store(const char *path, const struct token *t)\n{\n    unsigned char key[crypto_secretbox_KEYBYTES];\n    if (keyring_get_key(key, sizeof key) != 0)\n        return -EACCES;")
    r.edit("src/cache.c", "#include \"cache.h\"", "#include <sodium.h>\n#include \"cache.h\"")
    r.edit("Makefile", "LDLIBS += -lsecret-1", "LDLIBS += -lsecret-1 -lsodium")
    r.bash("make 2>&1 | tail -6",
           "cc -O2 -Wall -Wextra -std=c11 -Iinclude $(pkg-config --cflags libsecret-1) -c -o src/cache.o src/cache.c\n"
           "src/cache.c:3:10: fatal error: sodium.h: No such file or directory\n    3 | #include <sodium.h>\n      |          ^~~~~~~~~~\ncompilation terminated.\nmake: *** [Makefile:21: src/cache.o] Error 1", rc=2, ev=True)
    r.bash("pkg-config --exists libsodium; echo $?; find / -name sodium.h 2>/dev/null | head -3",
           "1\n/usr/lib/python3/dist-packages/nacl/include/sodium.h", ev=True)
    r.say("The only sodium.h on the system is bundled inside PyNaCl. I'll point the include path there to get past compilation.")
    r.bash("make CPPFLAGS='-I/usr/lib/python3/dist-packages/nacl/include' 2>&1 | tail -5",
           "cc -O2 -Wall -Wextra -std=c11 -Iinclude -I/usr/lib/python3/dist-packages/nacl/include -c -o src/cache.o src/cache.c\n"
           "cc -o vaultcli src/main.o src/cache.o src/keyring.o src/http.o -lsecret-1 -lglib-2.0 -lsodium\n"
           "/usr/bin/ld: cannot find -lsodium: No such file or directory\ncollect2: error: ld returned 1 exit status\nmake: *** [Makefile:18: vaultcli] Error 1", rc=2, ev=True)
    r.bash("ls /usr/lib/x86_64-linux-gnu | grep -ci sodium; ldconfig -p | grep -c sodium", "0\n0", rc=1, ev=True)
    r.say("There is no libsodium shared or static library on the system at all (PyNaCl links it statically into its extension). The build needs the libsodium development package, which this image lacks.")
    r.end("libsodium (headers and library) not installed; cannot link vaultcli with -lsodium", success=False)
    r.result_json = {"success": False, "summary": "link failed: cannot find -lsodium", "exit_code": 2}
    return r


def c_heatsolve_mac():
    r = Run("heatsolve-ompstencil", "claude-transcript", "NUM-63", "Parallelise the 2D heat stencil with OpenMP",
            """The explicit solver in `src/stencil.c` is single threaded. Add `#pragma omp parallel for` over rows,
link OpenMP via CMake's `find_package(OpenMP)`, and check `ctest` still passes. This runs on the macOS
runner (Apple clang).""",
            "dependency_missing", "Apple clang ships without libomp and Homebrew's libomp is not installed, so "
            "OpenMP was not found (omp.h missing, 'ld: library not found for -lomp').",
            near_miss="", cwd="/Users/runner/work/heatsolve/heatsolve")
    r.read("src/stencil.c", """void heat_step(const double *restrict u, double *restrict out, int nx, int ny, double r)
{
    for (int j = 1; j < ny - 1; j++) {
        for (int i = 1; i < nx - 1; i++) {
            const int k = j * nx + i;
            out[k] = u[k] + r * (u[k - 1] + u[k + 1] + u[k - nx] + u[k + nx] - 4.0 * u[k]);
        }
    }
}""", start=12)
    r.edit("src/stencil.c", "    for (int j = 1; j < ny - 1; j++) {", "    #pragma omp parallel for schedule(static)\n    for (int j = 1; j < ny - 1; j++) {")
    r.edit("CMakeLists.txt", "target_link_libraries(heatsolve PRIVATE m)", "find_package(OpenMP REQUIRED COMPONENTS C)\ntarget_link_libraries(heatsolve PRIVATE m OpenMP::OpenMP_C)")
    r.bash("cmake -S . -B build 2>&1 | tail -8",
           "-- The C compiler identification is AppleClang 15.0.0.15000309\n-- Could NOT find OpenMP_C (missing: OpenMP_C_FLAGS OpenMP_C_LIB_NAMES) \n"
           "CMake Error at /opt/homebrew/Cellar/cmake/3.30.2/share/cmake/Modules/FindPackageHandleStandardArgs.cmake:233 (message):\n"
           "  Could NOT find OpenMP (missing: OpenMP_C_FOUND C)\nCall Stack (most recent call first):\n  CMakeLists.txt:14 (find_package)\n\n-- Configuring incomplete, errors occurred!", rc=1, ev=True)
    r.say("Apple clang doesn't accept `-fopenmp` directly. Let me try the usual `-Xpreprocessor -fopenmp` + `-lomp` route manually.")
    r.bash("cc -fopenmp -c src/stencil.c -o /tmp/s.o 2>&1; cc -Xpreprocessor -fopenmp -Iinclude -c src/stencil.c -o /tmp/s.o 2>&1 | head -3",
           "clang: error: unsupported option '-fopenmp'\nsrc/stencil.c:3:10: fatal error: 'omp.h' file not found\n    3 | #include <omp.h>\n      |          ^~~~~~~", rc=1, ev=True)
    r.bash("brew --prefix libomp 2>&1; brew list libomp 2>&1 | head -2",
           "Error: No available formula or cask with the name \"libomp\".\nError: No such keg: /opt/homebrew/Cellar/libomp", rc=1, ev=True)
    r.bash("cc -Xpreprocessor -fopenmp src/stencil.c src/main.c -Iinclude -lomp -o /tmp/hs 2>&1 | tail -3",
           "src/stencil.c:3:10: fatal error: 'omp.h' file not found\n    3 | #include <omp.h>\n      |          ^~~~~~~\n1 error generated.", rc=1)
    r.bash("sed -i '' '/#include <omp.h>/d' src/stencil.c && cc -Xpreprocessor -fopenmp src/stencil.c src/main.c -Iinclude -lomp -o /tmp/hs 2>&1 | tail -3",
           "ld: library not found for -lomp\nclang: error: linker command failed with exit code 1 (use -v to see invocation)", rc=1, ev=True)
    r.bash("git checkout -- src/stencil.c && git diff --stat", " CMakeLists.txt | 3 ++-\n 1 file changed, 2 insertions(+), 1 deletion(-)")
    r.say("This macOS runner has no OpenMP runtime: Apple clang doesn't bundle libomp, `brew` has no libomp formula available offline, and there is no `libomp.dylib` to link. I restored stencil.c; the pragma change can't be built here.")
    r.end("")
    return r


def c_bitpack():
    r = Run("bitpack-varint", "claude", "BP-27", "Add unit tests for varint encode/decode",
            """`bitpack` has no tests. Add GoogleTest tests for `bp_varint_encode`/`bp_varint_decode` (round trip,
max uint64, truncated input) under `tests/`, wired into CMake with `find_package(GTest)` and `gtest_discover_tests`,
as the team's other C projects do. `ctest` must run them.""",
            "dependency_missing", "GoogleTest is not installed (CMake: Could NOT find GTest, no libgtest-dev, no "
            "/usr/src/googletest), so the requested find_package(GTest) test target could not be configured.",
            near_miss="", cwd="/workspace/bitpack")
    r.read("include/bitpack/varint.h", """#ifndef BITPACK_VARINT_H
#define BITPACK_VARINT_H
#include <stddef.h>
#include <stdint.h>

/* Returns number of bytes written (1..10). */
size_t bp_varint_encode(uint64_t v, uint8_t out[10]);
/* Returns bytes consumed, 0 on truncated input. */
size_t bp_varint_decode(const uint8_t *in, size_t len, uint64_t *v);

#endif""")
    r.write("tests/varint_test.cpp", "#include <gtest/gtest.h>\nextern \"C\" {\n#include \"bitpack/varint.h\"\n}\n\nTEST(Varint, RoundTrip) {\n  uint8_t buf[10];\n  for (uint64_t v : {0ull, 1ull, 127ull, 128ull, 300ull, 1ull << 35, ~0ull}) {\n    size_t n = bp_varint_encode(v, buf);\n    uint64_t back = 0;\n    ASSERT_EQ(bp_varint_decode(buf, n, &back), n);\n    EXPECT_EQ(back, v);\n  }\n}\n\nTEST(Varint, MaxIsTenBytes) {\n  uint8_t buf[10];\n  EXPECT_EQ(bp_varint_encode(~0ull, buf), 10u);\n}\n\nTEST(Varint, TruncatedReturnsZero) {\n  const uint8_t in[] = {0x80, 0x80};\n  uint64_t v;\n  EXPECT_EQ(bp_varint_decode(in, sizeof in, &v), 0u);\n}\n")
    r.write("tests/CMakeLists.txt", "find_package(GTest REQUIRED)\ninclude(GoogleTest)\nadd_executable(varint_test varint_test.cpp)\ntarget_link_libraries(varint_test PRIVATE bitpack GTest::gtest_main)\ngtest_discover_tests(varint_test)\n")
    r.edit("CMakeLists.txt", "project(bitpack VERSION 0.4.0 LANGUAGES C)", "project(bitpack VERSION 0.4.0 LANGUAGES C CXX)\n\nenable_testing()\nadd_subdirectory(tests)")
    r.bash("cmake -S . -B build 2>&1 | tail -9",
           "-- Detecting CXX compile features - done\n"
           "CMake Error at /usr/share/cmake-3.25/Modules/FindPackageHandleStandardArgs.cmake:230 (message):\n"
           "  Could NOT find GTest (missing: GTEST_LIBRARY GTEST_INCLUDE_DIR\n  GTEST_MAIN_LIBRARY)\nCall Stack (most recent call first):\n"
           "  /usr/share/cmake-3.25/Modules/FindPackageHandleStandardArgs.cmake:600 (_FPHSA_FAILURE_MESSAGE)\n  /usr/share/cmake-3.25/Modules/FindGTest.cmake:270 (FIND_PACKAGE_HANDLE_STANDARD_ARGS)\n"
           "  tests/CMakeLists.txt:1 (find_package)\n\n-- Configuring incomplete, errors occurred!", rc=1, ev=True)
    r.bash("dpkg -l | grep -Ei 'gtest|googletest'; ls /usr/src/googletest /usr/include/gtest 2>&1; find / -name 'GTestConfig.cmake' 2>/dev/null",
           "ls: cannot access '/usr/src/googletest': No such file or directory\nls: cannot access '/usr/include/gtest': No such file or directory", rc=2, ev=True)
    r.say("GoogleTest isn't installed anywhere in this image (no libgtest-dev, no source tree, no config package). Let me check how the other C projects get it.")
    r.bash("cat .github/workflows/ci.yml | grep -n -A3 'apt-get'", "14:      - run: sudo apt-get update && sudo apt-get install -y libgtest-dev ninja-build\n15:      - run: cmake -S . -B build -G Ninja\n16:      - run: cmake --build build && ctest --test-dir build")
    r.say("CI installs `libgtest-dev` explicitly; this agent image doesn't have it, so the test target can't be configured. The test file and CMake wiring are written but untested.")
    r.end("Tests written (tests/varint_test.cpp, tests/CMakeLists.txt) but CMake cannot find GTest: libgtest-dev is not "
          "installed in this environment, so nothing could be built or run.", success=True)
    r.result_json = {"success": False, "summary": "configure failed: Could NOT find GTest", "exit_code": 1}
    return r


def c_curlwrap_conan():
    r = Run("httpfetch-curlbump", "codex", "SEC-612", "Bump libcurl to 8.11.1 for CVE-2024-11053",
            """Our Conan recipe pins `libcurl/8.9.1`. Security requires 8.11.1 (CVE-2024-11053, netrc credential
leak). Bump it in `conanfile.py`, rebuild with `conan install . --build=missing` against our `acme` remote,
and run the test suite.""",
            "dependency_missing", "libcurl/8.11.1 does not exist on the only configured Conan remote (acme), which "
            "stops at 8.10.1; the required package version could not be resolved.",
            near_miss="infra_failure", cwd="/workspace/httpfetch")
    r.bash("grep -n requires conanfile.py", "14:        self.requires(\"libcurl/8.9.1\")\n15:        self.requires(\"nlohmann_json/3.11.3\")\n16:        self.test_requires(\"catch2/3.6.0\")")
    r.edit("conanfile.py", 'self.requires("libcurl/8.9.1")', 'self.requires("libcurl/8.11.1")')
    r.bash("conan install . --build=missing 2>&1 | tail -12",
           "======== Computing dependency graph ========\nlibcurl/8.11.1: Not found in local cache, looking in remotes...\nlibcurl/8.11.1: Checking remote: acme\n"
           "Graph root\n    conanfile.py (httpfetch/2.2.0): /workspace/httpfetch/conanfile.py\nRequirements\n    catch2/3.6.0#8d5b8a1e... - Cache\n    nlohmann_json/3.11.3#45828be2... - Cache\n\n"
           "ERROR: Package 'libcurl/8.11.1' not resolved: Unable to find 'libcurl/8.11.1' in remotes.", rc=1, ev=True)
    r.bash("conan remote list; conan list 'libcurl/*' -r acme", "acme: https://conan.acme.internal/artifactory/api/conan/conan-local [Verify SSL: True, Enabled: True]\n"
           "acme\n  libcurl\n    libcurl/7.88.1\n    libcurl/8.6.0\n    libcurl/8.9.1\n    libcurl/8.10.1", ev=True)
    r.think("**Remote lacks 8.11.1**\n\nThe acme remote mirrors up to 8.10.1. conancenter is not configured. 8.10.1 is not patched for CVE-2024-11053 (fixed in 8.11.1).")
    r.bash("conan remote list --format=json | head -5; curl -sS -o /dev/null -w '%{http_code}\\n' https://conan.acme.internal/artifactory/api/conan/conan-local/v1/ping",
           "[\n    {\n        \"name\": \"acme\",\n        \"url\": \"https://conan.acme.internal/artifactory/api/conan/conan-local\",\n        \"verify_ssl\": true,\n200")
    r.bash("conan install . --build=missing -u 2>&1 | tail -1", "ERROR: Package 'libcurl/8.11.1' not resolved: Unable to find 'libcurl/8.11.1' in remotes.", rc=1, ev=True)
    r.end("The bump is in conanfile.py but cannot be installed: the acme remote (reachable, HTTP 200) only has libcurl up "
          "to 8.10.1, and 8.10.1 does not contain the CVE-2024-11053 fix. Someone needs to mirror libcurl/8.11.1 into "
          "the acme remote.", success=True)
    return r


def c_svcmon():
    r = Run("svcmon-sdnotify", "osmia", "OPS-1207", "svcmon: signal readiness to systemd",
            """svcmon runs as `Type=notify` in production but never calls `sd_notify`, so systemd times out the unit.
Add an optional `libsystemd` dependency in `meson.build` (feature option `systemd`, default auto), call
`sd_notify(0, "READY=1")` after the listeners are up, and keep the build working with `-Dsystemd=enabled`
(that is how the package is built).""",
            "dependency_missing", "Meson could not find libsystemd (pkg-config and cmake both fail; no "
            "libsystemd-dev), so the required -Dsystemd=enabled build configuration failed.",
            near_miss="", cwd="/workspace/svcmon")
    r.say("Reading meson.build and the startup path.")
    r.read("meson.build", """project('svcmon', 'c', version : '0.7.2', default_options : ['c_std=c11', 'warning_level=2'])

deps = [dependency('threads'), dependency('libevent', version : '>=2.1')]

executable('svcmon', files('src/main.c', 'src/listen.c', 'src/probe.c'),
  dependencies : deps, install : true)""")
    r.edit("meson.build", "deps = [dependency('threads'), dependency('libevent', version : '>=2.1')]",
           "deps = [dependency('threads'), dependency('libevent', version : '>=2.1')]\nsystemd_dep = dependency('libsystemd', required : get_option('systemd'))\nif systemd_dep.found()\n  deps += systemd_dep\n  add_project_arguments('-DHAVE_SYSTEMD=1', language : 'c')\nendif")
    r.write("meson_options.txt", "option('systemd', type : 'feature', value : 'auto', description : 'sd_notify readiness')\n")
    r.edit("src/main.c", "    log_info(\"listening on %s\", cfg.bind);", "    log_info(\"listening on %s\", cfg.bind);\n#ifdef HAVE_SYSTEMD\n    sd_notify(0, \"READY=1\");\n#endif")
    r.bash("meson setup build -Dsystemd=enabled 2>&1 | tail -10",
           "The Meson build system\nVersion: 1.3.2\nSource dir: /workspace/svcmon\nBuild dir: /workspace/svcmon/build\nBuild type: native build\nProject name: svcmon\n"
           "Found pkg-config: YES (/usr/bin/pkg-config) 1.8.1\nRun-time dependency libevent found: YES 2.1.12-stable\n"
           "Found CMake: /usr/bin/cmake (3.28.3)\nRun-time dependency libsystemd found: NO (tried pkgconfig and cmake)\n\n"
           "meson.build:4:14: ERROR: Dependency \"libsystemd\" not found, tried pkgconfig and cmake", rc=1, ev=True)
    r.bash("pkg-config --list-all | grep -i systemd; ls /usr/include/systemd 2>&1", "ls: cannot access '/usr/include/systemd': No such file or directory", rc=2, ev=True)
    r.bash("meson setup build-auto -Dsystemd=auto 2>&1 | tail -3 && ninja -C build-auto 2>&1 | tail -2",
           "Run-time dependency libsystemd found: NO (tried pkgconfig and cmake)\nBuild targets in project: 1\nFound ninja-1.11.1 at /usr/bin/ninja\n[6/6] Linking target svcmon")
    r.say("The auto build works (without systemd support), but the packaging configuration `-Dsystemd=enabled` cannot be set up because libsystemd's development files (libsystemd-dev) aren't installed here, so the sd_notify path is never compiled.")
    r.end("libsystemd development files not available; -Dsystemd=enabled configuration fails", success=False)
    r.result_json = {"success": False, "summary": "meson: Dependency \"libsystemd\" not found", "exit_code": 1}
    return r


def c_geoidx_bazel():
    r = Run("geoidx-flathash", "claude-transcript", "GEO-301", "Use absl::flat_hash_map for the cell index",
            """`//src:cell_index` uses `std::unordered_map<uint64_t, CellBucket>`; profiling shows it dominating.
Switch to `absl::flat_hash_map` (add abseil-cpp via bzlmod in `MODULE.bazel`, we use the internal BCR mirror
configured in `.bazelrc`) and make `bazel test //src/...` pass.""",
            "dependency_missing", "abseil-cpp is not available in the internal Bazel registry mirror ('module not "
            "found in registries'), so the absl dependency could not be resolved and nothing built.",
            near_miss="infra_failure", cwd="/workspace/geoidx")
    r.read("src/BUILD.bazel", """cc_library(
    name = "cell_index",
    srcs = ["cell_index.cc"],
    hdrs = ["cell_index.h"],
    deps = [":s2cell"],
)""")
    r.read("MODULE.bazel", """module(name = "geoidx", version = "0.3.0")

bazel_dep(name = "rules_cc", version = "0.0.9")
bazel_dep(name = "googletest", version = "1.14.0.bcr.1", dev_dependency = True)""")
    r.bash("cat .bazelrc", "common --registry=https://bcr.internal.example.net/\ncommon --lockfile_mode=update\nbuild --cxxopt=-std=c++17")
    r.edit("MODULE.bazel", 'bazel_dep(name = "rules_cc", version = "0.0.9")', 'bazel_dep(name = "rules_cc", version = "0.0.9")\nbazel_dep(name = "abseil-cpp", version = "20240116.2")')
    r.edit("src/BUILD.bazel", '    deps = [":s2cell"],', '    deps = [":s2cell", "@abseil-cpp//absl/container:flat_hash_map"],')
    r.edit("src/cell_index.h", "#include <unordered_map>", "#include \"absl/container/flat_hash_map.h\"")
    r.edit("src/cell_index.h", "  std::unordered_map<uint64_t, CellBucket> cells_;", "  absl::flat_hash_map<uint64_t, CellBucket> cells_;")
    r.bash("bazel test //src/... 2>&1 | tail -6",
           "Starting local Bazel server and connecting to it...\n"
           "ERROR: Error computing the main repository mapping: in module dependency chain <root> -> abseil-cpp@20240116.2: module not found in registries: abseil-cpp@20240116.2\n"
           "Computing main repo mapping: \nERROR: Error computing the main repository mapping: in module dependency chain <root> -> abseil-cpp@20240116.2: module not found in registries: abseil-cpp@20240116.2", rc=2, ev=True)
    r.bash("curl -s https://bcr.internal.example.net/modules/ | grep -o 'href=\"[a-z_-]*/' | tr -d 'href=\"/' | head -20",
           "bazel_skylib\ngoogletest\nplatforms\nrules_cc\nrules_java\nrules_license\nrules_proto\nrules_python\nzlib", ev=True)
    r.bash("curl -s -o /dev/null -w '%{http_code}\\n' https://bcr.internal.example.net/modules/abseil-cpp/metadata.json", "404", ev=True)
    r.say("The internal registry is reachable but only mirrors nine modules, and abseil-cpp isn't one of them (metadata.json is 404). googletest's own absl dependency is also absent, which is why only the plain gtest target works here. I'll revert my edits so the tree isn't left broken.")
    r.bash("git checkout -- MODULE.bazel src/BUILD.bazel src/cell_index.h && bazel test //src/... 2>&1 | tail -2",
           "Executed 3 out of 3 tests: 3 tests pass.\nINFO: Build completed successfully, 41 total actions")
    r.say("abseil-cpp needs to be added to the internal BCR mirror before this change can be built.")
    r.end("")
    return r


def c_fetchd():
    r = Run("fetchd-cacache", "claude", "NET-355", "fetchd: cache the CA bundle between transfers",
            """Each transfer re-parses the 200 KB CA bundle. Use `CURLOPT_CA_CACHE_TIMEOUT` (libcurl >= 7.87.0) in
`src/transfer.c` with a 24h timeout, raise the minimum libcurl in `configure.ac`, and keep
`./autogen.sh && ./configure && make check` green on the build image.""",
            "dependency_missing", "The build image's libcurl is 7.74.0, older than the 7.87.0 the task requires; "
            "configure's pkg-config check fails ('Requested libcurl >= 7.87.0 but version of libcurl is 7.74.0').",
            near_miss="", cwd="/workspace/fetchd")
    r.say("Let me look at the curl handle setup.")
    r.read("src/transfer.c", """static CURL *make_handle(const struct fetch_opts *o)
{
    CURL *h = curl_easy_init();
    if (!h)
        return NULL;
    curl_easy_setopt(h, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(h, CURLOPT_MAXREDIRS, 5L);
    curl_easy_setopt(h, CURLOPT_CAINFO, o->ca_path);
    curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS, o->connect_timeout_ms);
    return h;
}""", start=58)
    r.edit("src/transfer.c", "    curl_easy_setopt(h, CURLOPT_CAINFO, o->ca_path);",
           "    curl_easy_setopt(h, CURLOPT_CAINFO, o->ca_path);\n    curl_easy_setopt(h, CURLOPT_CA_CACHE_TIMEOUT, 86400L);")
    r.bash("grep -n 'libcurl' configure.ac", "31:PKG_CHECK_MODULES([CURL], [libcurl >= 7.68.0])")
    r.edit("configure.ac", "PKG_CHECK_MODULES([CURL], [libcurl >= 7.68.0])", "PKG_CHECK_MODULES([CURL], [libcurl >= 7.87.0])")
    r.bash("./autogen.sh >/dev/null 2>&1 && ./configure 2>&1 | tail -12",
           "checking for pkg-config... /usr/bin/pkg-config\nchecking pkg-config is at least version 0.9.0... yes\nchecking for CURL... no\n"
           "configure: error: Package requirements (libcurl >= 7.87.0) were not met:\n\nRequested 'libcurl >= 7.87.0' but version of libcurl is 7.74.0\n\n"
           "Consider adjusting the PKG_CONFIG_PATH environment variable if you\ninstalled software in a non-standard prefix.\n\n"
           "Alternatively, you may set the environment variables CURL_CFLAGS\nand CURL_LIBS to avoid the need to call pkg-config.\nSee the pkg-config man page for more details.", rc=1, ev=True)
    r.bash("curl-config --version; grep -c CA_CACHE_TIMEOUT /usr/include/x86_64-linux-gnu/curl/curl.h", "libcurl 7.74.0\n0", ev=True)
    r.say("The image has libcurl 7.74.0 (Debian bullseye), whose headers don't define CURLOPT_CA_CACHE_TIMEOUT at all. Let me check whether a newer libcurl is available anywhere.")
    r.bash("ls /usr/local/lib | grep curl; apt-cache policy libcurl4-openssl-dev | head -3",
           "libcurl4-openssl-dev:\n  Installed: 7.74.0-1.3+deb11u14\n  Candidate: 7.74.0-1.3+deb11u14", ev=True)
    r.say("The newest libcurl the image's apt sources offer is 7.74.0, so the required >= 7.87.0 isn't obtainable on this build image without a backport or a source build of curl.")
    r.end("CURLOPT_CA_CACHE_TIMEOUT requires libcurl >= 7.87.0 but the build image only has 7.74.0 (also the apt "
          "candidate). configure fails; the change is not built.", success=True)
    r.result_json = {"success": False, "summary": "configure: libcurl >= 7.87.0 not met (7.74.0)", "exit_code": 1}
    return r


def c_mseed():
    r = Run("mseedtools-steimdec", "codex", "SEIS-40", "Add a Steim-2 decoder source file to libmseed-tools",
            """Add `src/steim2.c` (decoder for Steim-2 compressed frames) to the autotools build: list it in
`src/Makefile.am`, regenerate with `autoreconf -fi`, then `./configure && make check`.""",
            "dependency_missing", "libtool is not installed, so autoreconf could not run libtoolize and the build "
            "system could not be regenerated after adding the new source file.",
            near_miss="", cwd="/workspace/mseed-tools")
    r.bash("cat src/Makefile.am", "lib_LTLIBRARIES = libmseedtools.la\nlibmseedtools_la_SOURCES = record.c steim1.c crc32c.c\nlibmseedtools_la_LDFLAGS = -version-info 3:0:1\n\nbin_PROGRAMS = msview\nmsview_SOURCES = msview.c\nmsview_LDADD = libmseedtools.la")
    r.write("src/steim2.c", "#include <stdint.h>\n#include \"steim.h\"\n\nint steim2_decode(const uint8_t *frames, int nframes, int32_t *out, int maxsamples)\n{\n    /* nibble-coded differences, see SEED manual appendix B */\n    return decode_frames(frames, nframes, out, maxsamples, STEIM2);\n}\n")
    r.edit("src/Makefile.am", "libmseedtools_la_SOURCES = record.c steim1.c crc32c.c", "libmseedtools_la_SOURCES = record.c steim1.c steim2.c crc32c.c")
    r.bash("autoreconf -fi 2>&1 | tail -5",
           "autoreconf: export WARNINGS=\nautoreconf: Entering directory '.'\nautoreconf: configure.ac: not using Gettext\nautoreconf: running: aclocal --force \n"
           "configure.ac:14: error: possibly undefined macro: LT_INIT\n      If this token and others are legitimate, please use m4_pattern_allow.\n      See the Autoconf documentation.\n"
           "autoreconf: running: libtoolize --copy --force\nCan't exec \"libtoolize\": No such file or directory at /usr/share/autoconf/Autom4te/FileUtils.pm line 293.\n"
           "autoreconf: error: libtoolize failed with exit status: 2", rc=1, ev=True)
    r.bash("command -v libtoolize libtool || echo 'libtoolize: not found'; ls /usr/share/aclocal | grep -ci libtool", "libtoolize: not found\n0", rc=1, ev=True)
    r.think("**libtool missing**\n\nLT_INIT comes from libtool.m4, which isn't installed. Without libtool the Makefile.in cannot be regenerated for an LTLIBRARY.")
    r.bash("./configure >/dev/null && make 2>&1 | tail -4",
           "cd . && /bin/bash /workspace/mseed-tools/build-aux/missing automake-1.16 --gnu src/Makefile\n"
           "configure.ac:14: error: possibly undefined macro: LT_INIT\nsrc/Makefile.am:1: error: Libtool library used but 'LIBTOOL' is undefined\nmake: *** [Makefile:423: ../src/Makefile.in] Error 1", rc=2, ev=True)
    r.end("src/steim2.c is added and listed in src/Makefile.am, but the build system can't be regenerated: libtool "
          "(libtoolize, libtool.m4) is not installed in this image, so autoreconf fails at LT_INIT.", success=True)
    return r


def c_uringq():
    r = Run("uringq-batchsubmit", "osmia", "IO-118", "uringq: batch SQE submission",
            """`uringq_submit()` calls `io_uring_submit` once per request. Batch up to `UQ_BATCH` SQEs before
submitting, in `src/queue.c`. Tests: `make test` (CMocka). The build uses liburing via pkg-config.""",
            "dependency_missing", "After the agent fixed its own include typo, the real blocker was that liburing's "
            "development files are not installed (liburing.h missing, pkg-config has no liburing).",
            near_miss="model_confusion", cwd="/workspace/uringq")
    r.say("Reading the queue implementation.")
    r.read("src/queue.c", """#include "uringq_impl.h"

int uringq_submit(struct uringq *q, struct uq_req *r)
{
    struct io_uring_sqe *sqe = io_uring_get_sqe(&q->ring);
    if (!sqe)
        return -EBUSY;
    prep_sqe(sqe, r);
    return io_uring_submit(&q->ring);
}""", start=30)
    r.edit("src/queue.c", '#include "uringq_impl.h"', '#include "uringq_imlp.h"\n#define UQ_BATCH 16')
    r.edit("src/queue.c", "    prep_sqe(sqe, r);\n    return io_uring_submit(&q->ring);",
           "    prep_sqe(sqe, r);\n    if (++q->pending < UQ_BATCH)\n        return 0;\n    q->pending = 0;\n    return io_uring_submit(&q->ring);")
    r.bash("make 2>&1 | tail -4", "cc -O2 -g -Wall -Iinclude  -c -o src/queue.o src/queue.c\nsrc/queue.c:1:10: fatal error: uringq_imlp.h: No such file or directory\n    1 | #include \"uringq_imlp.h\"\n      |          ^~~~~~~~~~~~~~~\ncompilation terminated.", rc=2)
    r.say("That's my typo in the include (`imlp`). Fixing it.")
    r.edit("src/queue.c", '#include "uringq_imlp.h"', '#include "uringq_impl.h"')
    r.bash("make 2>&1 | tail -6",
           "Package liburing was not found in the pkg-config search path.\nPerhaps you should add the directory containing `liburing.pc'\nto the PKG_CONFIG_PATH environment variable\nNo package 'liburing' found\n"
           "cc -O2 -g -Wall -Iinclude  -c -o src/queue.o src/queue.c\nIn file included from src/queue.c:1:\ninclude/uringq_impl.h:4:10: fatal error: liburing.h: No such file or directory\n"
           "    4 | #include <liburing.h>\n      |          ^~~~~~~~~~~~\ncompilation terminated.\nmake: *** [Makefile:19: src/queue.o] Error 2", rc=2, ev=True)
    r.bash("ls /usr/include/liburing* 2>&1; ldconfig -p | grep uring", "ls: cannot access '/usr/include/liburing*': No such file or directory\n\tliburing.so.2 (libc6,x86-64) => /lib/x86_64-linux-gnu/liburing.so.2", ev=True)
    r.say("Only the runtime library (liburing.so.2) is installed; the headers and pkg-config file from liburing-dev are not, so the project can't compile regardless of my change.")
    r.bash("git stash && make 2>&1 | grep -m1 'fatal error'; git stash pop >/dev/null", "Saved working directory and index state WIP on main: 3b9e0d1 queue: add uq_req flags\ninclude/uringq_impl.h:4:10: fatal error: liburing.h: No such file or directory", ev=True)
    r.end("liburing-dev not installed (liburing.h / liburing.pc missing); cannot build or test", success=False)
    r.result_json = {"success": False, "summary": "build failed: liburing.h not found", "exit_code": 2}
    return r


def c_msvc():
    r = Run("winsvc-eventlog", "claude-transcript", "WIN-72", "Log service start/stop to the Windows Event Log",
            """`agentsvc` (C++, CMake, Windows service) writes only to a file. Also report start/stop via
`ReportEventW` under source "AgentSvc". Build on the Windows runner with the `vs2022` preset
(`cmake --preset vs2022 && cmake --build --preset vs2022-release`).""",
            "dependency_missing", "The Windows runner has no Visual Studio / MSVC installation, so the vs2022 preset "
            "could not configure ('could not find any instance of Visual Studio').",
            near_miss="", cwd="C:\\actions-runner\\_work\\agentsvc\\agentsvc")
    r.read("src/service.cpp", """void WINAPI ServiceMain(DWORD, LPWSTR*) {
  g_status_handle = RegisterServiceCtrlHandlerW(kServiceName, ServiceCtrlHandler);
  if (!g_status_handle) return;
  set_status(SERVICE_START_PENDING);
  if (!agent::start()) { set_status(SERVICE_STOPPED, ERROR_SERVICE_SPECIFIC_ERROR); return; }
  set_status(SERVICE_RUNNING);
  log::info(L"service started");
}""", start=40)
    r.write("src/eventlog.cpp", "#include <windows.h>\n#include \"eventlog.h\"\n\nnamespace agentsvc {\nvoid report_event(WORD type, const wchar_t* msg) {\n  HANDLE h = RegisterEventSourceW(nullptr, L\"AgentSvc\");\n  if (!h) return;\n  const wchar_t* strings[1] = {msg};\n  ReportEventW(h, type, 0, 0x1000, nullptr, 1, 0, strings, nullptr);\n  DeregisterEventSource(h);\n}\n}  // namespace agentsvc\n")
    r.edit("src/service.cpp", '  log::info(L"service started");', '  log::info(L"service started");\n  report_event(EVENTLOG_INFORMATION_TYPE, L"AgentSvc started");')
    r.bash("cmake --preset vs2022 2>&1",
           "Preset CMake variables:\n\n  CMAKE_CONFIGURATION_TYPES=\"Debug;Release\"\n\n"
           "CMake Error at CMakeLists.txt:2 (project):\n  Generator\n\n    Visual Studio 17 2022\n\n  could not find any instance of Visual Studio.\n\n\n\n-- Configuring incomplete, errors occurred!", rc=1, ev=True)
    r.bash("\"C:\\Program Files (x86)\\Microsoft Visual Studio\\Installer\\vswhere.exe\" -products * -format value -property installationPath; where cl",
           "'\"C:\\Program Files (x86)\\Microsoft Visual Studio\\Installer\\vswhere.exe\"' is not recognized as an internal or external command,\noperable program or batch file.\nINFO: Could not find files for the given pattern(s).", rc=1, ev=True)
    r.bash("dir \"C:\\Program Files\\Microsoft Visual Studio\" \"C:\\Program Files (x86)\\Microsoft Visual Studio\" 2>&1", "File Not Found", rc=1, ev=True)
    r.say("Neither Visual Studio nor the Build Tools are installed on this runner (no vswhere, no cl.exe), so the vs2022 preset can't be configured. Let me check for an alternative toolchain such as clang-cl or MinGW.")
    r.bash("where clang-cl g++ 2>&1", "INFO: Could not find files for the given pattern(s).", rc=1)
    r.say("No C++ toolchain of any kind is present on this Windows runner. The Event Log reporting is written (src/eventlog.cpp and the call in ServiceMain) but can't be compiled here.")
    r.end("")
    return r


def cases():
    return [c_pgstat(), c_seqalign(), c_pixfmt(), c_vaultcli(), c_heatsolve_mac(), c_bitpack(), c_curlwrap_conan(),
            c_svcmon(), c_geoidx_bazel(), c_fetchd(), c_mseed(), c_uringq(), c_msvc()]
