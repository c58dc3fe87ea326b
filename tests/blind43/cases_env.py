"""Environment cases: the platform (infra_failure) and refused access (permission_blocked)."""
from gen_lib import Run
import noise as N


def c_tensorkit():
    r = Run("tensorkit-fma16", "claude-transcript", "TK-318", "Add an fp16 fused multiply-add kernel specialization",
            """The `fma` kernel in `include/tk/kernels.hpp` has specializations for `float` and `double` only.
Add a `tk::half` (fp16) specialization that accumulates in float, and cover it in `tests/kernels_test.cpp`.

Acceptance: `cmake --build build && ctest --test-dir build -R kernels` passes.""",
            "infra_failure", "The container's 4 GiB memory limit OOM-killed cc1plus on the (unchanged) template "
            "instantiation TU even at -j1; the platform, not the change, stopped the build.",
            near_miss="", cwd="/workspace/tensorkit")
    r.say("I'll look at the existing kernel specializations first.")
    r.read("include/tk/kernels.hpp", """#pragma once
#include <tk/half.hpp>
#include <tk/simd.hpp>

namespace tk {

template <class T> struct fma_kernel;

template <> struct fma_kernel<float> {
  static void run(const float* a, const float* b, float* c, std::size_t n) noexcept;
};

template <> struct fma_kernel<double> {
  static void run(const double* a, const double* b, double* c, std::size_t n) noexcept;
};

}  // namespace tk""")
    r.grep("fma_kernel<", "src/kernels_avx2.cpp:41:void fma_kernel<float>::run(const float* a, const float* b, float* c, std::size_t n) noexcept {\n"
           "src/kernels_avx2.cpp:77:void fma_kernel<double>::run(const double* a, const double* b, double* c, std::size_t n) noexcept {\n"
           "src/gemm_instantiations.cpp:12:template struct gemm<fma_kernel<float>, 8, 8, 256>;")
    r.edit("include/tk/kernels.hpp", "template <> struct fma_kernel<double> {",
           "template <> struct fma_kernel<half> {\n  static void run(const half* a, const half* b, half* c, std::size_t n) noexcept;\n};\n\ntemplate <> struct fma_kernel<double> {")
    r.edit("src/kernels_avx2.cpp", "void fma_kernel<double>::run(",
           "void fma_kernel<half>::run(const half* a, const half* b, half* c, std::size_t n) noexcept {\n"
           "  for (std::size_t i = 0; i < n; ++i) c[i] = half(float(a[i]) * float(b[i]) + float(c[i]));\n}\n\nvoid fma_kernel<double>::run(")
    r.bash("nproc && cmake --build build -j$(nproc) 2>&1 | tail -20",
           "48\n[31/88] Building CXX object src/CMakeFiles/tk.dir/kernels_avx2.cpp.o\n"
           "[32/88] Building CXX object src/CMakeFiles/tk.dir/conv2d.cpp.o\n"
           "[33/88] Building CXX object src/CMakeFiles/tk.dir/gemm_instantiations.cpp.o\n"
           "FAILED: src/CMakeFiles/tk.dir/gemm_instantiations.cpp.o\n"
           "/usr/bin/c++ -DTK_ENABLE_AVX2 -I/workspace/tensorkit/include -O3 -march=haswell -std=c++20 -MD -MT src/CMakeFiles/tk.dir/gemm_instantiations.cpp.o -c /workspace/tensorkit/src/gemm_instantiations.cpp\n"
           "c++: fatal error: Killed signal terminated program cc1plus\ncompilation terminated.\n"
           "[34/88] Building CXX object src/CMakeFiles/tk.dir/reduce.cpp.o\n"
           "FAILED: src/CMakeFiles/tk.dir/conv2d.cpp.o\n"
           "c++: fatal error: Killed signal terminated program cc1plus\ncompilation terminated.\n"
           "ninja: build stopped: subcommand failed.", rc=1, ev=True)
    r.say("The compiler was killed mid-build. With 48 parallel jobs this is probably memory pressure, so I'll retry with fewer jobs.")
    r.bash("cmake --build build -j4 2>&1 | tail -8",
           "[1/55] Building CXX object src/CMakeFiles/tk.dir/conv2d.cpp.o\n"
           "[2/55] Building CXX object src/CMakeFiles/tk.dir/gemm_instantiations.cpp.o\n"
           "FAILED: src/CMakeFiles/tk.dir/gemm_instantiations.cpp.o\n"
           "c++: fatal error: Killed signal terminated program cc1plus\ncompilation terminated.\n"
           "ninja: build stopped: subcommand failed.", rc=1)
    r.bash("cat /sys/fs/cgroup/memory.max; cat /sys/fs/cgroup/memory.events; free -m",
           "4294967296\nlow 0\nhigh 0\nmax 311\noom 9\noom_kill 9\n"
           "               total        used        free      shared  buff/cache   available\n"
           "Mem:          257692       61311      150022         812       46359      194310\n"
           "Swap:              0           0           0", ev=True)
    r.say("The cgroup limit is 4 GiB and the kernel has OOM-killed 9 processes. Let me check whether the untouched tree even builds this translation unit, with a single job.")
    r.bash("git stash && cmake --build build -j1 --target tk 2>&1 | tail -5; git stash pop",
           "Saved working directory and index state WIP on main: 4e1b0a7 gemm: tune 8x8 micro-kernel\n"
           "[1/31] Building CXX object src/CMakeFiles/tk.dir/gemm_instantiations.cpp.o\n"
           "FAILED: src/CMakeFiles/tk.dir/gemm_instantiations.cpp.o\n"
           "c++: fatal error: Killed signal terminated program cc1plus\ncompilation terminated.\n"
           "ninja: build stopped: subcommand failed.\n"
           "On branch main\nChanges not staged for commit:\n\tmodified:   include/tk/kernels.hpp\n\tmodified:   src/kernels_avx2.cpp\n"
           "Dropped refs/stash@{0} (1f6c0e2b9d3a4c58e7a1b2c3d4e5f60718293a4b)", rc=0, ev=True)
    r.bash("/usr/bin/time -v c++ -I include -O3 -march=haswell -std=c++20 -c src/gemm_instantiations.cpp -o /tmp/g.o 2>&1 | grep -E 'Maximum resident|Command terminated|signal'",
           "Command terminated by signal 9\n\tMaximum resident set size (kbytes): 4193828", rc=0, ev=True)
    r.say("Even on the pristine tree, compiling `src/gemm_instantiations.cpp` alone needs more than the 4 GiB this container is allowed; cc1plus is OOM-killed at ~4.0 GB RSS regardless of my change or the job count. I can't build or run the kernels tests in this environment. The fp16 specialization is written (include/tk/kernels.hpp, src/kernels_avx2.cpp) but unverified; the task needs a runner with more memory (the CI builders use 16 GiB).")
    r.end("")
    return r


def c_logshipd():
    r = Run("logshipd-zstdlevel", "claude", "OPS-2291", "Make the zstd compression level configurable in logshipd",
            """`logshipd` always compresses batches with zstd level 3 (`src/compress.c`). Add a `compression_level`
key to the `[output]` section of `logshipd.conf` (1-19, default 3), parse it in `src/config.c` and pass it
through to `ZSTD_compressCCtx`.

Tests: `make check` (CMocka tests in `tests/`).""",
            "infra_failure", "The Claude usage limit ended the session while the agent was still about to install "
            "the missing libzstd-dev; the provider limit, not the open header error, ended the run.",
            near_miss="dependency_missing", cwd="/workspace/logshipd")
    r.say("Let me start by reading the config parser and the compression code.")
    r.read("src/compress.c", """#include <stdlib.h>
#include <string.h>
#include <zstd.h>
#include "compress.h"

#define LS_ZSTD_LEVEL 3

int ls_compress(const struct ls_batch *in, struct ls_buf *out)
{
    size_t bound = ZSTD_compressBound(in->len);
    if (ls_buf_reserve(out, bound) != 0)
        return -1;
    size_t n = ZSTD_compressCCtx(out->cctx, out->data, bound, in->data, in->len, LS_ZSTD_LEVEL);
    if (ZSTD_isError(n))
        return -1;
    out->len = n;
    return 0;
}""")
    r.read("src/config.c", """static int parse_output(struct ls_config *cfg, const char *key, const char *val)
{
    if (strcmp(key, "endpoint") == 0)
        return dup_str(&cfg->output.endpoint, val);
    if (strcmp(key, "batch_bytes") == 0)
        return parse_size(val, &cfg->output.batch_bytes);
    return LS_CFG_UNKNOWN_KEY;
}""", start=88)
    r.edit("src/config.c", '    return LS_CFG_UNKNOWN_KEY;\n}',
           '    if (strcmp(key, "compression_level") == 0)\n        return parse_int_range(val, 1, 19, &cfg->output.compression_level);\n    return LS_CFG_UNKNOWN_KEY;\n}')
    r.edit("src/compress.c", "int ls_compress(const struct ls_batch *in, struct ls_buf *out)",
           "int ls_compress(const struct ls_batch *in, struct ls_buf *out, int level)")
    r.edit("src/compress.c", "in->data, in->len, LS_ZSTD_LEVEL);", "in->data, in->len, level);")
    r.bash("make -j8 2>&1 | tail -15",
           "  CC       src/config.o\n  CC       src/main.o\n  CC       src/compress.o\n"
           "src/compress.c:3:10: fatal error: zstd.h: No such file or directory\n"
           "    3 | #include <zstd.h>\n      |          ^~~~~~~~\ncompilation terminated.\n"
           "make: *** [Makefile:48: src/compress.o] Error 1\nmake: *** Waiting for unfinished jobs....", rc=2)
    r.bash("pkg-config --modversion libzstd; dpkg -l | grep -i zstd",
           "Package libzstd was not found in the pkg-config search path.\n"
           "Perhaps you should add the directory containing `libzstd.pc'\nto the PKG_CONFIG_PATH environment variable\n"
           "No package 'libzstd' found\nii  libzstd1:amd64  1.5.4+dfsg2-5  amd64  fast lossless compression algorithm", rc=1)
    r.say("Only the runtime library `libzstd1` is installed, not the headers. I'll install `libzstd-dev` and rebuild.")
    r.api_error("5-hour limit reached \u2219 resets 3pm")
    r.result_json = {"success": False, "summary": "5-hour limit reached \u2219 resets 3pm", "exit_code": 1}
    return r


def c_geohash():
    r = Run("geohash-decodeprec", "codex", "GEO-77", "geohash::decode loses precision for 12-character hashes",
            """`geohash::decode("u4pruydqqvj8")` returns a latitude that is off by ~1e-5 because the error interval is
halved with `float` arithmetic in `src/decode.cpp`. Use double throughout and add a regression test in
`tests/decode_test.cpp`.

Build: `cmake -S . -B build && cmake --build build && ctest --test-dir build`.""",
            "infra_failure", "The sandbox had no DNS/network, so FetchContent could not clone googletest from "
            "github.com; the configure step never completed, the code was never built.",
            near_miss="dependency_missing", cwd="/workspace/geohash")
    r.think("**Reading decode implementation**\n\nI'll open src/decode.cpp and the CMakeLists to see how tests are wired.")
    r.bash("sed -n '1,60p' src/decode.cpp", "#include \"geohash/geohash.hpp\"\n\nnamespace geohash {\n\nstatic constexpr char kBase32[] = \"0123456789bcdefghjkmnpqrstuvwxyz\";\n\n"
           "LatLon decode(std::string_view hash) {\n  float lat_lo = -90.f, lat_hi = 90.f;\n  float lon_lo = -180.f, lon_hi = 180.f;\n  bool even = true;\n"
           "  for (char c : hash) {\n    int cd = index_of(c);\n    for (int mask = 16; mask; mask >>= 1) {\n      float& lo = even ? lon_lo : lat_lo;\n      float& hi = even ? lon_hi : lat_hi;\n"
           "      float mid = (lo + hi) / 2;\n      if (cd & mask) lo = mid; else hi = mid;\n      even = !even;\n    }\n  }\n  return {(lat_lo + lat_hi) / 2, (lon_lo + lon_hi) / 2};\n}\n\n}  // namespace geohash")
    r.bash("grep -n -A8 FetchContent CMakeLists.txt", "14:include(FetchContent)\n15:FetchContent_Declare(\n16:  googletest\n17:  GIT_REPOSITORY https://github.com/google/googletest.git\n18:  GIT_TAG        v1.14.0\n19:)\n20:set(gtest_force_shared_crt ON CACHE BOOL \"\" FORCE)\n21:FetchContent_MakeAvailable(googletest)")
    r.edit("src/decode.cpp", "float lat_lo", "double lat_lo")
    r.bash("sed -i 's/float/double/g; s/90\\.f/90.0/g; s/180\\.f/180.0/g' src/decode.cpp && git diff --stat",
           " src/decode.cpp | 10 +++++-----\n 1 file changed, 5 insertions(+), 5 deletions(-)")
    r.write("tests/decode_test.cpp", "#include <gtest/gtest.h>\n#include \"geohash/geohash.hpp\"\n\nTEST(Decode, TwelveCharsIsPrecise) {\n  auto p = geohash::decode(\"u4pruydqqvj8\");\n  EXPECT_NEAR(p.lat, 57.64911063, 1e-8);\n  EXPECT_NEAR(p.lon, 10.40743969, 1e-8);\n}\n")
    r.bash("cmake -S . -B build 2>&1 | tail -30",
           "-- The CXX compiler identification is GNU 13.2.0\n-- Detecting CXX compiler ABI info - done\n-- Detecting CXX compile features - done\n"
           "[ 11%] Creating directories for 'googletest-populate'\n[ 22%] Performing download step (git clone) for 'googletest-populate'\n"
           "Cloning into 'googletest-src'...\nfatal: unable to access 'https://github.com/google/googletest.git/': Could not resolve host: github.com\n"
           "Cloning into 'googletest-src'...\nfatal: unable to access 'https://github.com/google/googletest.git/': Could not resolve host: github.com\n"
           "Cloning into 'googletest-src'...\nfatal: unable to access 'https://github.com/google/googletest.git/': Could not resolve host: github.com\n"
           "-- Had to git clone more than once: 3 times.\n"
           "CMake Error at googletest-subbuild/googletest-populate-prefix/tmp/googletest-populate-gitclone.cmake:50 (message):\n"
           "  Failed to clone repository: 'https://github.com/google/googletest.git'\n\n"
           "gmake[2]: *** [CMakeFiles/googletest-populate.dir/build.make:102: googletest-populate-prefix/src/googletest-populate-stamp/googletest-populate-download] Error 1\n"
           "gmake[1]: *** [CMakeFiles/Makefile2:83: CMakeFiles/googletest-populate.dir/all] Error 2\ngmake: *** [Makefile:91: all] Error 2\n\n"
           "CMake Error at /usr/share/cmake-3.28/Modules/FetchContent.cmake:1679 (message):\n  Build step for googletest failed: 2\n"
           "-- Configuring incomplete, errors occurred!", rc=1, ev=True)
    r.bash("curl -sSI https://github.com | head -1; getent hosts github.com; cat /etc/resolv.conf",
           "curl: (6) Could not resolve host: github.com\nnameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5", rc=2, ev=True)
    r.bash("curl -sSI https://pypi.org | head -1; ping -c1 -W2 10.96.0.10",
           "curl: (6) Could not resolve host: pypi.org\nPING 10.96.0.10 (10.96.0.10) 56(84) bytes of data.\n\n--- 10.96.0.10 ping statistics ---\n1 packets transmitted, 0 received, 100% packet loss, time 0ms", rc=1, ev=True)
    r.bash("ls /usr/src/googletest /usr/lib/x86_64-linux-gnu/cmake/GTest 2>&1", "ls: cannot access '/usr/src/googletest': No such file or directory\nls: cannot access '/usr/lib/x86_64-linux-gnu/cmake/GTest': No such file or directory", rc=2)
    r.end("I changed decode() to use double for the interval arithmetic and added tests/decode_test.cpp, but I could "
          "not build or run anything: the sandbox cannot resolve any host (github.com, pypi.org) and the cluster DNS "
          "server does not answer, so FetchContent cannot fetch googletest and there is no local copy. The change is "
          "untested.", success=True)
    return r


def c_rastr():
    r = Run("rastr-tileseam", "osmia", "MAP-1045", "Visible seams between adjacent raster tiles at zoom 17+",
            """Tiles rendered by `rastr::TileRenderer` show a 1px seam on the right/bottom edges at zoom >= 17.
Likely the pixel-center offset in `src/render/tile_renderer.cpp` (`to_pixel`). Fix it and add a test that
renders two adjacent tiles and compares the shared edge.

Use the `asan-debug` preset: `cmake --preset asan-debug && cmake --build --preset asan-debug && ctest --preset asan-debug`.""",
            "infra_failure", "The agent pod ran out of ephemeral disk: the linker failed with 'No space left on "
            "device' (volume 100% full) and the kubelet then evicted the pod.",
            near_miss="", cwd="/workspace/rastr")
    r.say("I'll look at to_pixel() first.")
    r.read("src/render/tile_renderer.cpp", """Vec2d TileRenderer::to_pixel(const LatLon& p, int zoom) const {
  const double n = std::ldexp(1.0, zoom);
  const double x = (p.lon + 180.0) / 360.0 * n * tile_size_;
  const double y = (1.0 - std::asinh(std::tan(deg2rad(p.lat))) / M_PI) / 2.0 * n * tile_size_;
  return {std::floor(x) + 0.5, std::floor(y) + 0.5};
}""", start=112)
    r.say("`floor(x) + 0.5` snaps to pixel centres before the tile origin is subtracted, so the right edge of one tile and the left edge of the next round differently. I'll keep full precision and subtract the origin first.")
    r.edit("src/render/tile_renderer.cpp", "  return {std::floor(x) + 0.5, std::floor(y) + 0.5};", "  return {x, y};")
    r.write("tests/render/seam_test.cpp", "#include <gtest/gtest.h>\n#include \"rastr/tile_renderer.hpp\"\n\nTEST(TileSeam, SharedEdgeMatchesAtZoom17) {\n  rastr::TileRenderer r(256);\n  auto a = r.render({70321, 42980, 17});\n  auto b = r.render({70322, 42980, 17});\n  for (int y = 0; y < 256; ++y) EXPECT_EQ(a.px(255, y), b.px(0, y)) << y;\n}\n")
    r.bash("cmake --preset asan-debug 2>&1 | tail -3", "-- Configuring done (2.1s)\n-- Generating done (0.3s)\n-- Build files have been written to: /workspace/rastr/out/build/asan-debug")
    r.bash("cmake --build --preset asan-debug -j16 2>&1 | tail -12",
           "[402/415] Building CXX object tests/CMakeFiles/rastr_tests.dir/render/seam_test.cpp.o\n"
           "[403/415] Linking CXX shared library src/librastr.so\n[404/415] Linking CXX executable tools/rastr-bench\n"
           "FAILED: tools/rastr-bench\n: && /usr/bin/c++ -g -O1 -fsanitize=address,undefined -fno-omit-frame-pointer tools/CMakeFiles/rastr-bench.dir/bench.cpp.o -o tools/rastr-bench  src/librastr.so && :\n"
           "/usr/bin/ld: final link failed: No space left on device\ncollect2: error: ld returned 1 exit status\n"
           "ninja: build stopped: subcommand failed.", rc=1, ev=True)
    r.bash("df -h /workspace; du -sh out/build/asan-debug ~/.cache/ccache 2>/dev/null",
           "Filesystem      Size  Used Avail Use% Mounted on\noverlay          20G   20G     0 100% /workspace\n17G\tout/build/asan-debug\n2.4G\t/home/agent/.cache/ccache", ev=True)
    r.say("The volume is full: the ASan debug build tree alone is 17G. I'll clear ccache and drop debug info for the tools to make room.")
    r.bash("ccache -C && rm -rf out/build/asan-debug/tools && df -h /workspace | tail -1", "Clearing... 100.0% [==============================================================]\noverlay          20G   17G  2.6G  87% /workspace")
    r.bash("cmake --build --preset asan-debug -j16 2>&1 | tail -5",
           "[405/415] Linking CXX executable tests/rastr_tests\n[406/415] Linking CXX executable tools/rastr-bench\n[407/415] Linking CXX executable tools/rastr-tile\n"
           "ccache: error: Failed to create temporary file for /home/agent/.cache/ccache/tmp/tmp.cpp_stdout.7gVqzA: No space left on device\n"
           "ninja: build stopped: subcommand failed.", rc=1)
    r.notice("kubelet: The node was low on resource: ephemeral-storage. Threshold quantity: 2Gi, available: 911Mi. "
             "Container agent was using 21Gi, which exceeds its request of 10Gi. Pod rastr-map-1045-7c9d evicted.", ev=True)
    r.end("agent pod evicted (ephemeral-storage)", success=False)
    r.result_json = {"success": False, "summary": "agent pod evicted: ephemeral-storage exhausted", "exit_code": 137}
    return r


def c_mapview():
    r = Run("mapview-vcpkgbuild", "claude-transcript", "MV-604", "Port the label placer to boost::geometry rtree",
            """`src/labels/placer.cpp` uses a hand-rolled quadtree for collision checks. Replace it with
`boost::geometry::index::rtree` (boost is already in `vcpkg.json`), keep the public API, and make
`ctest --preset release -R labels` pass.""",
            "infra_failure", "The run hit the platform's wall-clock limit while vcpkg was still compiling boost and "
            "qtbase from source (no binary cache); it was stopped as TimedOut, not by any error.",
            near_miss="dependency_missing", cwd="/workspace/mapview", state="TimedOut")
    r.say("Let me check the presets and the manifest.")
    r.read("vcpkg.json", """{
  "name": "mapview",
  "version-string": "0.9.0",
  "dependencies": [
    "boost-geometry",
    "boost-container",
    { "name": "qtbase", "default-features": false, "features": ["gui", "widgets"] },
    "fmt",
    "gtest"
  ],
  "builtin-baseline": "3508985146f1b1d248c67ead13f8f54be5b4f5da"
}""")
    r.read("src/labels/placer.cpp", """#include "labels/placer.hpp"
#include "labels/quadtree.hpp"

namespace mv::labels {

std::vector<Placed> Placer::place(std::span<const Candidate> cands) {
  Quadtree<Box> index(bounds_);
  std::vector<Placed> out;
  for (const auto& c : cands) {
    if (index.intersects(c.box)) continue;
    index.insert(c.box);
    out.push_back({c.id, c.box});
  }
  return out;
}

}  // namespace mv::labels""")
    r.edit("src/labels/placer.cpp", '#include "labels/quadtree.hpp"',
           '#include <boost/geometry.hpp>\n#include <boost/geometry/index/rtree.hpp>')
    r.edit("src/labels/placer.cpp", "  Quadtree<Box> index(bounds_);",
           "  namespace bgi = boost::geometry::index;\n  bgi::rtree<Box, bgi::quadratic<16>> index;")
    r.edit("src/labels/placer.cpp", "    if (index.intersects(c.box)) continue;",
           "    if (index.qbegin(bgi::intersects(c.box)) != index.qend()) continue;")
    r.bash("cmake --preset release 2>&1 | tail -25",
           "Command timed out after 10m 0.0s\n-- Running vcpkg install\nDetecting compiler hash for triplet x64-linux...\n"
           "Compiler found: /usr/bin/c++\nThe following packages will be built and installed:\n    boost-container:x64-linux@1.86.0\n"
           "    boost-geometry:x64-linux@1.86.0\n  * boost-headers:x64-linux@1.86.0\n  ...\n    qtbase[core,gui,widgets]:x64-linux@6.7.2#1\n"
           "Additional packages (*) will be modified to complete this operation.\nRestored 0 package(s) from /home/agent/.cache/vcpkg/archives in 1.2 us. Use --debug to see more details.\n"
           "Installing 1/63 vcpkg-cmake:x64-linux@2024-04-23...\nInstalling 2/63 vcpkg-cmake-config:x64-linux@2024-04-18...\n"
           "Installing 3/63 boost-uninstall:x64-linux@1.86.0...\n...\nInstalling 27/63 icu:x64-linux@74.2#4...\nBuilding icu:x64-linux@74.2#4...", rc=124, ev=True)
    r.say("vcpkg is building all 63 ports from source because nothing is in the binary cache. I'll run the configure in the background and poll it.")
    r.bash("nohup cmake --preset release > /tmp/configure.log 2>&1 &\necho started", "started")
    r.bash("sleep 540; tail -4 /tmp/configure.log",
           "Installing 27/63 icu:x64-linux@74.2#4...\nBuilding icu:x64-linux@74.2#4...\n-- Using cached unicode-org-icu-release-74-2.tar.gz.\n-- Building x64-linux-rel")
    r.bash("sleep 590; tail -4 /tmp/configure.log",
           "Elapsed time to handle icu:x64-linux: 16 min\nicu:x64-linux package ABI: 6ba1c0e1f1d9f4e0f0c3a0e8d2e4b6c9a1f0e2d3c4b5a6978877665544332211\n"
           "Installing 41/63 qtbase:x64-linux@6.7.2#1...\nBuilding qtbase[core,gui,widgets]:x64-linux@6.7.2#1...")
    r.bash("sleep 590; tail -3 /tmp/configure.log; uptime",
           "-- Configuring x64-linux\n-- Building x64-linux-dbg\n-- Building x64-linux-rel\n 09:52:41 up 61 days,  4:07,  0 users,  load average: 15.97, 15.62, 14.88", ev=True)
    r.say("qtbase is still compiling (debug and release). I'll keep waiting; once vcpkg finishes the build itself should be quick.")
    r.bash("sleep 590; tail -3 /tmp/configure.log", "-- Building x64-linux-dbg\n-- Building x64-linux-rel\n[2418/4911] Building CXX object src/gui/CMakeFiles/Gui.dir/text/qfontengine.cpp.o")
    r.cut()
    r.result_json = {"success": False, "summary": "task exceeded wall-clock limit (3600s)", "exit_code": 124}
    return r


def c_jsonpath():
    r = Run("jsonpath-filterexpr", "claude", "JP-130", "Support comparison filters like $..book[?(@.price < 10)]",
            """`jsonpath::compile` rejects filter expressions. Implement `?()` filters with `<`, `<=`, `==`, `!=`,
`>=`, `>` against numbers and strings in `src/parser.cpp` / `src/eval.cpp`. The failing tests in
`tests/filter_test.cpp` describe the expected behaviour; do not change them.""",
            "infra_failure", "Mid-task the Anthropic API returned 529 overloaded_error and the session ended; the "
            "failing filter tests were simply the unfinished task.",
            near_miss="test_misunderstanding", cwd="/workspace/jsonpath")
    r.todo(["Read failing filter tests", "Extend parser with ?() filter", "Evaluate comparisons", "Run ctest"])
    r.bash("cmake --build build -j8 && ./build/tests/jsonpath_tests --gtest_filter='Filter*' 2>&1 | tail -25",
           "[1/3] Building CXX object tests/CMakeFiles/jsonpath_tests.dir/filter_test.cpp.o\n[2/3] Linking CXX executable tests/jsonpath_tests\n" +
           N.gtest({"Filter": ["LessThanNumber", "EqualsString", "NestedPath", "NoMatchIsEmpty"]},
                   failed={"Filter.LessThanNumber": "/workspace/jsonpath/tests/filter_test.cpp:14: Failure\nValue of: r.has_value()\n  Actual: false\nExpected: true\nunexpected token '?' at offset 8",
                           "Filter.EqualsString": "/workspace/jsonpath/tests/filter_test.cpp:22: Failure\nValue of: r.has_value()\n  Actual: false\nExpected: true\nunexpected token '?' at offset 9",
                           "Filter.NestedPath": "/workspace/jsonpath/tests/filter_test.cpp:31: Failure\nValue of: r.has_value()\n  Actual: false\nExpected: true\nunexpected token '?' at offset 7"}),
           rc=1)
    r.read("src/parser.cpp", """Result<Segment> Parser::bracket() {
  expect('[');
  if (peek() == '*') { advance(); expect(']'); return Segment::wildcard(); }
  if (peek() == '\\'') return name_list();
  if (is_digit(peek()) || peek() == '-' || peek() == ':') return index_or_slice();
  return error("unexpected token '" + std::string(1, peek()) + "'");
}""", start=140)
    r.say("The bracket parser has no branch for `?`. I'll add a filter branch that parses `(@.path op literal)` into a `FilterExpr`.")
    r.edit("src/parser.cpp", "  if (is_digit(peek()) || peek() == '-' || peek() == ':') return index_or_slice();",
           "  if (is_digit(peek()) || peek() == '-' || peek() == ':') return index_or_slice();\n  if (peek() == '?') return filter();")
    r.write("src/filter.hpp", "#pragma once\n#include <string>\n#include <variant>\n#include \"path.hpp\"\n\nnamespace jsonpath {\nenum class CmpOp { Lt, Le, Eq, Ne, Ge, Gt };\nstruct FilterExpr { Path lhs; CmpOp op; std::variant<double, std::string> rhs; };\n}\n")
    r.bash("cmake --build build -j8 2>&1 | tail -8",
           "[1/4] Building CXX object src/CMakeFiles/jsonpath.dir/parser.cpp.o\nFAILED: src/CMakeFiles/jsonpath.dir/parser.cpp.o\n"
           "/workspace/jsonpath/src/parser.cpp:146:42: error: 'filter' was not declared in this scope; did you mean 'Filter'?\n"
           "  146 |   if (peek() == '?') return filter();\n      |                             ^~~~~~\nninja: build stopped: subcommand failed.", rc=1)
    r.say("Expected; I still need to declare and implement `Parser::filter()`. Writing it now.")
    r.api_error('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_011CUq7ZpW3vPm9xKa4dWnRe"}')
    return r


def c_mqttlite():
    r = Run("mqttlite-topicmatch", "codex", "IOT-512", "Topic filter '+' wildcard matches empty levels incorrectly",
            """`mqtt_topic_matches("a/+/c", "a//c")` returns false but MQTT 3.1.1 section 4.7.1.2 says `+` matches an
empty level. Fix `src/topic.c` and extend `test/test_topic.c` (Unity).

`make test` runs the Unity suite.""",
            "infra_failure", "The Codex account hit its usage limit and the turn failed before the agent applied "
            "any fix; the failing Unity test was the task's starting point.",
            near_miss="", cwd="/workspace/mqtt-lite")
    r.think("**Inspecting topic matcher**\n\nLet me read src/topic.c and the Unity tests, then reproduce with make test.")
    r.bash("sed -n '1,80p' src/topic.c", "#include <string.h>\n#include \"topic.h\"\n\nbool mqtt_topic_matches(const char *filter, const char *topic)\n{\n    while (*filter && *topic) {\n        if (*filter == '+') {\n            if (*topic == '/')\n                return false;\n            while (*topic && *topic != '/')\n                topic++;\n            filter++;\n            continue;\n        }\n        if (*filter == '#')\n            return true;\n        if (*filter != *topic)\n            return false;\n        filter++;\n        topic++;\n    }\n    return *filter == *topic || strcmp(filter, \"/#\") == 0 || strcmp(filter, \"#\") == 0;\n}")
    r.bash("make test 2>&1 | tail -15", "cc -std=c99 -Wall -Wextra -Iinclude -Ivendor/unity/src -o build/test_topic test/test_topic.c src/topic.c vendor/unity/src/unity.c\n./build/test_topic\n"
           "test/test_topic.c:18:test_exact_match:PASS\ntest/test_topic.c:24:test_single_level_wildcard:PASS\ntest/test_topic.c:31:test_multi_level_wildcard:PASS\n"
           "test/test_topic.c:39:test_plus_matches_empty_level:FAIL: Expected TRUE Was FALSE\ntest/test_topic.c:46:test_hash_matches_parent:PASS\n\n-----------------------\n5 Tests 1 Failures 0 Ignored \nFAIL\nmake: *** [Makefile:22: test] Error 1", rc=2)
    r.bash("clang-tidy src/topic.c -- -Iinclude 2>&1 | tail -6", "2 warnings generated.\n/workspace/mqtt-lite/src/topic.c:6:12: warning: implicit conversion 'int' -> 'bool' [readability-implicit-bool-conversion]\n    while (*filter && *topic) {\n           ^~~~~~~\n/workspace/mqtt-lite/src/topic.c:22:12: warning: implicit conversion 'int' -> 'bool' [readability-implicit-bool-conversion]")
    r.think("**Planning the '+' fix**\n\nThe early `if (*topic == '/') return false;` rejects the empty level. Removing it lets the loop consume zero characters. Need to also handle trailing '+' against topic ending in '/'.")
    r.bash("git log --oneline -3 -- src/topic.c", "9c1e2f4 topic: reject '+' inside a level\n0b77ad1 topic: add '#' handling\n3f2d9e8 initial import")
    r.bash("sed -n '30,50p' test/test_topic.c", "void test_plus_matches_empty_level(void)\n{\n    TEST_ASSERT_TRUE(mqtt_topic_matches(\"a/+/c\", \"a//c\"));\n    TEST_ASSERT_TRUE(mqtt_topic_matches(\"+/b\", \"/b\"));\n}\n\nvoid test_hash_matches_parent(void)\n{\n    TEST_ASSERT_TRUE(mqtt_topic_matches(\"sport/#\", \"sport\"));\n}")
    r.api_error("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 3 days 4 hours 12 minutes.")
    return r


def c_fmtcli():
    r = Run("statline-jsonflag", "osmia", "CLI-88", "Add --json output to statline",
            """`statline` prints process stats as a table. Add a `--json` flag that prints the same fields as a JSON
object using fmt (already a vcpkg dependency) in `src/main.cpp` / `src/output.cpp`. Add a doctest case in
`tests/output_test.cpp`.

Configure with `cmake --preset default` (vcpkg toolchain).""",
            "infra_failure", "vcpkg could not download fmt's sources because the pod had no outbound network "
            "(curl exit 6, could not resolve host); the later 'could not find fmt' is a consequence.",
            near_miss="dependency_missing", cwd="/workspace/statline")
    r.say("Reading the output code.")
    r.read("src/output.cpp", """#include "output.hpp"
#include <fmt/format.h>

void print_table(const ProcStats& s) {
  fmt::print("{:<8} {:>8} {:>10} {:>6}\\n", "PID", "RSS(KB)", "CPU(ms)", "THR");
  fmt::print("{:<8} {:>8} {:>10} {:>6}\\n", s.pid, s.rss_kb, s.cpu_ms, s.threads);
}""")
    r.edit("src/output.cpp", "void print_table(const ProcStats& s) {",
           "void print_json(const ProcStats& s) {\n  fmt::print(\"{{\\\"pid\\\":{},\\\"rss_kb\\\":{},\\\"cpu_ms\\\":{},\\\"threads\\\":{}}}\\n\", s.pid, s.rss_kb, s.cpu_ms, s.threads);\n}\n\nvoid print_table(const ProcStats& s) {")
    r.edit("src/main.cpp", "  bool table = true;", "  bool table = true;\n  bool json = has_flag(argc, argv, \"--json\");")
    r.bash("cmake --preset default 2>&1 | tail -30",
           "-- Running vcpkg install\nDetecting compiler hash for triplet x64-linux...\nThe following packages will be built and installed:\n    doctest:x64-linux@2.4.11\n    fmt:x64-linux@10.2.1#2\n"
           "  * vcpkg-cmake:x64-linux@2024-04-23\n  * vcpkg-cmake-config:x64-linux@2024-04-18\nInstalling 1/4 vcpkg-cmake:x64-linux@2024-04-23...\n"
           "Building vcpkg-cmake:x64-linux@2024-04-23...\n-- Installing: /workspace/statline/build/vcpkg_installed/x64-linux/share/vcpkg-cmake/vcpkg_cmake_configure.cmake\n"
           "Installing 3/4 fmt:x64-linux@10.2.1#2...\nBuilding fmt:x64-linux@10.2.1#2...\n"
           "Downloading https://github.com/fmtlib/fmt/archive/10.2.1.tar.gz -> fmtlib-fmt-10.2.1.tar.gz\n"
           "warning: Download failed -- retrying after 1000ms\nwarning: Download failed -- retrying after 2000ms\nwarning: Download failed -- retrying after 4000ms\n"
           "error: Failed to download from mirror set\n"
           "error: https://github.com/fmtlib/fmt/archive/10.2.1.tar.gz: curl failed to download with exit code 6\n"
           "curl: (6) Could not resolve host: github.com\n"
           "CMake Error at /opt/vcpkg/scripts/buildsystems/vcpkg.cmake:904 (message):\n  vcpkg install failed.  See logs for more information:\n  /workspace/statline/build/vcpkg-manifest-install.log\n"
           "-- Configuring incomplete, errors occurred!", rc=1, ev=True)
    r.say("vcpkg could not download fmt. Let me see whether it is available from the system instead.")
    r.bash("cmake -S . -B build-sys -DCMAKE_TOOLCHAIN_FILE= 2>&1 | tail -14",
           "CMake Error at CMakeLists.txt:9 (find_package):\n  By not providing \"Findfmt.cmake\" in CMAKE_MODULE_PATH this project has\n  asked CMake to find a package configuration file provided by \"fmt\", but\n  CMake did not find one.\n\n"
           "  Could not find a package configuration file provided by \"fmt\" with any of\n  the following names:\n\n    fmtConfig.cmake\n    fmt-config.cmake\n\n"
           "  Add the installation prefix of \"fmt\" to CMAKE_PREFIX_PATH or set\n  \"fmt_DIR\" to a directory containing one of the above files.  If \"fmt\"\n  provides a separate development package or SDK, be sure it has been\n  installed.\n-- Configuring incomplete, errors occurred!", rc=1)
    r.bash("apt-get download libfmt-dev 2>&1 | tail -2; curl -sS -m 10 https://github.com -o /dev/null; echo rc=$?",
           "Err:1 http://deb.debian.org/debian bookworm/main amd64 libfmt-dev amd64 9.1.0+ds1-2\n  Temporary failure resolving 'deb.debian.org'\n"
           "curl: (6) Could not resolve host: github.com\nrc=6", ev=True)
    r.say("There is no outbound network from this pod (DNS fails for github.com and deb.debian.org), so neither vcpkg nor apt can fetch fmt. I'll stop here; the --json code is written but not compiled.")
    r.end("blocked: no network access for vcpkg/apt; changes to src/output.cpp and src/main.cpp are uncompiled", success=False)
    r.result_json = {"success": False, "summary": "vcpkg install failed; change not built", "exit_code": 1}
    return r


def c_routed_lto():
    r = Run("routed-ltolink", "claude-transcript", "RT-902", "Enable LTO for the release build of routed",
            """Release builds of `routed` should use interprocedural optimization. Turn on
`CMAKE_INTERPROCEDURAL_OPTIMIZATION` for the `release` preset only (CMakePresets.json), check with
`check_ipo_supported`, and confirm `ctest --preset release` still passes.""",
            "infra_failure", "The LTO link of routed was OOM-killed by the container's memory limit (signal 9, "
            "cgroup oom_kill events); dmesg being unreadable was incidental.",
            near_miss="permission_blocked", cwd="/workspace/routed")
    r.read("CMakePresets.json", """{
  "version": 6,
  "configurePresets": [
    { "name": "base", "hidden": true, "generator": "Ninja", "binaryDir": "out/${presetName}" },
    { "name": "debug", "inherits": "base", "cacheVariables": { "CMAKE_BUILD_TYPE": "Debug" } },
    { "name": "release", "inherits": "base", "cacheVariables": { "CMAKE_BUILD_TYPE": "Release" } }
  ],
  "buildPresets": [ { "name": "release", "configurePreset": "release" } ],
  "testPresets": [ { "name": "release", "configurePreset": "release", "output": { "outputOnFailure": true } } ]
}""")
    r.edit("CMakePresets.json", '"cacheVariables": { "CMAKE_BUILD_TYPE": "Release" } }',
           '"cacheVariables": { "CMAKE_BUILD_TYPE": "Release", "CMAKE_INTERPROCEDURAL_OPTIMIZATION": "ON" } }')
    r.edit("CMakeLists.txt", "project(routed VERSION 3.4.0 LANGUAGES CXX)",
           "project(routed VERSION 3.4.0 LANGUAGES CXX)\n\ninclude(CheckIPOSupported)\ncheck_ipo_supported(RESULT routed_ipo_ok OUTPUT routed_ipo_msg)\nif(CMAKE_INTERPROCEDURAL_OPTIMIZATION AND NOT routed_ipo_ok)\n  message(WARNING \"IPO requested but not supported: ${routed_ipo_msg}\")\n  set(CMAKE_INTERPROCEDURAL_OPTIMIZATION OFF)\nendif()")
    r.bash("cmake --preset release 2>&1 | tail -3", "-- Configuring done (3.0s)\n-- Generating done (0.2s)\n-- Build files have been written to: /workspace/routed/out/release")
    r.bash("cmake --build --preset release -j8 2>&1 | tail -14",
           "[212/216] Linking CXX static library src/libroutecore.a\n[213/216] Linking CXX executable tools/routectl\n[214/216] Linking CXX executable src/routed\n"
           "FAILED: src/routed\n: && /usr/bin/c++ -O3 -DNDEBUG -flto=auto -fno-fat-lto-objects src/CMakeFiles/routed.dir/main.cpp.o -o src/routed  src/libroutecore.a third_party/abseil-cpp/absl/...  && :\n"
           "lto-wrapper: fatal error: /usr/bin/c++ terminated with signal 9 [Killed]\ncompilation terminated.\n"
           "/usr/bin/ld: error: lto-wrapper failed\ncollect2: error: ld returned 1 exit status\nninja: build stopped: subcommand failed.", rc=1, ev=True)
    r.bash("dmesg | tail -5", "dmesg: read kernel buffer failed: Operation not permitted", rc=1)
    r.bash("cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.peak; grep oom /sys/fs/cgroup/memory.events",
           "3221225472\n3221143552\noom 2\noom_kill 2", ev=True)
    r.say("dmesg is not readable in the container, but the cgroup counters are clear: memory.peak hit the 3 GiB limit and two processes were OOM-killed during the LTO link. `-flto=auto` runs one LTRANS job per core; I'll limit it.")
    r.edit("CMakeLists.txt", "  set(CMAKE_INTERPROCEDURAL_OPTIMIZATION OFF)\nendif()",
           "  set(CMAKE_INTERPROCEDURAL_OPTIMIZATION OFF)\nendif()\nset(CMAKE_CXX_COMPILE_OPTIONS_IPO -flto=1 -fno-fat-lto-objects)")
    r.bash("cmake --preset release >/dev/null && cmake --build --preset release -j1 2>&1 | tail -6",
           "[1/3] Linking CXX executable src/routed\nFAILED: src/routed\nlto1: fatal error: Killed signal terminated program lto1\n"
           "compilation terminated.\nlto-wrapper: fatal error: /usr/bin/c++ returned 1 exit status\ncollect2: error: ld returned 1 exit status", rc=1, ev=True)
    r.bash("grep oom_kill /sys/fs/cgroup/memory.events", "oom_kill 3", ev=True)
    r.say("Even a single serial LTO job for routed (which links all of abseil statically) exceeds the 3 GiB memory limit of this sandbox. The preset change is correct but cannot be verified here.")
    r.cut()
    return r


def c_routed_submodule():
    r = Run("routed-abslsplit", "claude", "RT-911", "Replace hand-written string splitting with absl::StrSplit",
            """`src/config/tokenize.cpp` has its own `split()` helper with an off-by-one on trailing delimiters. Replace
it with `absl::StrSplit` (abseil is vendored as the `third_party/abseil-cpp` git submodule) and make the
`config_*` ctest cases pass.""",
            "infra_failure", "Fetching the abseil submodule timed out connecting to github.com:443 (network), so "
            "the build could not find abseil's sources; nothing was wrong with the code or the dependency list.",
            near_miss="dependency_missing", cwd="/workspace/routed")
    r.say("I'll check the current tokenizer and the submodule state.")
    r.read("src/config/tokenize.cpp", """std::vector<std::string> split(std::string_view s, char delim) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == delim) {
      out.emplace_back(s.substr(start, i - start));
      start = i + 1;
    }
  }
  if (start < s.size()) out.emplace_back(s.substr(start));
  return out;
}""", start=8)
    r.bash("git submodule status", "-8c0b94e793a66495e0b1f34a5eb26bd7dc672db0 third_party/abseil-cpp")
    r.say("The submodule isn't initialised. Initialising it.")
    r.bash("git submodule update --init --depth 1 third_party/abseil-cpp 2>&1",
           "Submodule 'third_party/abseil-cpp' (https://github.com/abseil/abseil-cpp.git) registered for path 'third_party/abseil-cpp'\n"
           "Cloning into '/workspace/routed/third_party/abseil-cpp'...\n"
           "fatal: unable to access 'https://github.com/abseil/abseil-cpp.git/': Failed to connect to github.com port 443 after 134826 ms: Couldn't connect to server\n"
           "fatal: clone of 'https://github.com/abseil/abseil-cpp.git' into submodule path '/workspace/routed/third_party/abseil-cpp' failed\n"
           "Failed to clone 'third_party/abseil-cpp'. Retry scheduled\n"
           "Cloning into '/workspace/routed/third_party/abseil-cpp'...\n"
           "fatal: unable to access 'https://github.com/abseil/abseil-cpp.git/': Failed to connect to github.com port 443 after 135102 ms: Couldn't connect to server\n"
           "fatal: clone of 'https://github.com/abseil/abseil-cpp.git' into submodule path '/workspace/routed/third_party/abseil-cpp' failed\n"
           "Failed to clone 'third_party/abseil-cpp' a second time, aborting", rc=1, ev=True)
    r.edit("src/config/tokenize.cpp", "std::vector<std::string> split(std::string_view s, char delim) {",
           "std::vector<std::string> split(std::string_view s, char delim) {\n  return absl::StrSplit(s, delim, absl::SkipEmpty());\n}\n\nstd::vector<std::string> split_legacy(std::string_view s, char delim) {")
    r.edit("src/config/tokenize.cpp", '#include "config/tokenize.hpp"', '#include "config/tokenize.hpp"\n#include "absl/strings/str_split.h"')
    r.bash("cmake --preset debug 2>&1 | tail -8",
           "CMake Error at CMakeLists.txt:41 (add_subdirectory):\n  The source directory\n\n    /workspace/routed/third_party/abseil-cpp\n\n  does not contain a CMakeLists.txt file.\n\n-- Configuring incomplete, errors occurred!", rc=1)
    r.bash("timeout 20 git ls-remote https://github.com/abseil/abseil-cpp.git HEAD; echo rc=$?; env | grep -i _proxy",
           "fatal: unable to access 'https://github.com/abseil/abseil-cpp.git/': Failed to connect to github.com port 443 after 20001 ms: Timeout was reached\nrc=128", ev=True)
    r.say("Outbound connections to github.com time out and no proxy is configured, so the abseil submodule cannot be fetched and nothing can be configured or built. I've written the StrSplit-based `split()` but it is unverified.")
    r.end("Could not build: the abseil-cpp submodule cannot be cloned (connection to github.com:443 times out). "
          "The tokenizer change is in src/config/tokenize.cpp but untested.", success=True)
    r.result_json = {"success": False, "summary": "build not verified: submodule fetch failed", "exit_code": 1}
    return r


def c_bazel_oom():
    r = Run("kvcache-evictpolicy", "osmia", "KV-233", "Add a 2Q eviction policy to kvcache",
            """kvcache supports LRU and LFU (`//cache:policies`). Add a 2Q policy (`cache/policy_2q.h/.cc`), register
it in `cache/BUILD.bazel`, and add `//cache:policy_2q_test` (GoogleTest). `bazel test //cache/...` must pass.""",
            "infra_failure", "The Bazel server JVM and then the whole agent container were OOM-killed (exit 137, "
            "memory limit 6Gi) during `bazel test //...`; the new code had compiled and its tests were not the problem.",
            near_miss="unknown", cwd="/workspace/kvcache")
    r.say("Looking at how the existing policies are structured.")
    r.bash("ls cache/ && sed -n '1,40p' cache/BUILD.bazel",
           "BUILD.bazel\ncache.cc\ncache.h\npolicy.h\npolicy_lfu.cc\npolicy_lfu.h\npolicy_lfu_test.cc\npolicy_lru.cc\npolicy_lru.h\npolicy_lru_test.cc\n"
           "cc_library(\n    name = \"policies\",\n    srcs = [\"policy_lru.cc\", \"policy_lfu.cc\"],\n    hdrs = [\"policy.h\", \"policy_lru.h\", \"policy_lfu.h\"],\n    visibility = [\"//visibility:public\"],\n)\n\n"
           "cc_test(\n    name = \"policy_lru_test\",\n    srcs = [\"policy_lru_test.cc\"],\n    deps = [\":policies\", \"@googletest//:gtest_main\"],\n)")
    r.read("cache/policy.h", """#pragma once
#include <cstdint>
#include <optional>

namespace kv {
class EvictionPolicy {
 public:
  virtual ~EvictionPolicy() = default;
  virtual void on_insert(uint64_t key) = 0;
  virtual void on_access(uint64_t key) = 0;
  virtual void on_erase(uint64_t key) = 0;
  virtual std::optional<uint64_t> victim() = 0;
};
}  // namespace kv""")
    r.write("cache/policy_2q.h", "#pragma once\n#include <list>\n#include <unordered_map>\n#include \"cache/policy.h\"\n\nnamespace kv {\nclass TwoQueuePolicy final : public EvictionPolicy {\n public:\n  explicit TwoQueuePolicy(size_t a1in_cap, size_t a1out_cap);\n  void on_insert(uint64_t key) override;\n  void on_access(uint64_t key) override;\n  void on_erase(uint64_t key) override;\n  std::optional<uint64_t> victim() override;\n private:\n  std::list<uint64_t> a1in_, a1out_, am_;\n  std::unordered_map<uint64_t, std::list<uint64_t>::iterator> where_;\n  size_t a1in_cap_, a1out_cap_;\n};\n}  // namespace kv\n")
    r.write("cache/policy_2q.cc", "#include \"cache/policy_2q.h\"\n\nnamespace kv {\nTwoQueuePolicy::TwoQueuePolicy(size_t in, size_t out) : a1in_cap_(in), a1out_cap_(out) {}\n// ... (full implementation)\n}  // namespace kv\n")
    r.edit("cache/BUILD.bazel", 'srcs = ["policy_lru.cc", "policy_lfu.cc"],', 'srcs = ["policy_lru.cc", "policy_lfu.cc", "policy_2q.cc"],')
    r.edit("cache/BUILD.bazel", 'hdrs = ["policy.h", "policy_lru.h", "policy_lfu.h"],', 'hdrs = ["policy.h", "policy_lru.h", "policy_lfu.h", "policy_2q.h"],')
    r.write("cache/policy_2q_test.cc", "#include <gtest/gtest.h>\n#include \"cache/policy_2q.h\"\n\nTEST(TwoQueue, ScanResistant) {\n  kv::TwoQueuePolicy p(2, 4);\n  for (uint64_t k = 0; k < 10; ++k) p.on_insert(k);\n  EXPECT_EQ(p.victim(), 0u);\n}\n")
    r.bash("bazel build //cache:policies 2>&1 | tail -5",
           "INFO: Analyzed target //cache:policies (41 packages loaded, 912 targets configured).\nINFO: Found 1 target...\nTarget //cache:policies up-to-date:\n  bazel-bin/cache/libpolicies.a\nINFO: Build completed successfully, 9 total actions")
    r.bash("bazel test //... --test_output=errors 2>&1 | tail -8",
           "INFO: Analyzed 57 targets (212 packages loaded, 18321 targets configured).\nINFO: Found 43 targets and 14 test targets...\n"
           "[1,204 / 3,877] Compiling external/grpc~/src/core/lib/surface/call.cc; 14s linux-sandbox ... (16 actions running)\n"
           "Server terminated abruptly (error code: 14, error message: 'Socket closed', log file: '/home/agent/.cache/bazel/_bazel_agent/1f0e9a2c7b/server/jvm.out')", rc=37, ev=True)
    r.bash("tail -3 /home/agent/.cache/bazel/_bazel_agent/1f0e9a2c7b/server/jvm.out; grep oom_kill /sys/fs/cgroup/memory.events",
           "# There is insufficient memory for the Java Runtime Environment to continue.\n# Native memory allocation (mmap) failed to map 268435456 bytes for committing reserved memory.\noom_kill 4", ev=True)
    r.notice("container agent terminated: OOMKilled (exit code 137); memory limit 6Gi", ev=True)
    r.end("agent container OOMKilled", success=False)
    r.result_json = {"success": False, "summary": "agent container OOMKilled (exit code 137)", "exit_code": 137}
    return r


# ---------------------------------------------------------------- permission_blocked

def c_tlsprobe():
    r = Run("tlsprobe-sni", "claude", "SEC-417", "tlsprobe: send SNI when probing virtual hosts",
            """`tlsprobe host:port` never sets SNI, so hosts behind a shared IP return the default certificate. Call
`SSL_set_tlsext_host_name` in `src/probe.c` before the handshake and add a `--servername` override.
Build with `./configure && make`; tests: `make check`.""",
            "permission_blocked", "The agent was not root and sudo needed a password, so installing libssl-dev "
            "failed with 'Permission denied' on the dpkg lock; the later missing openssl/ssl.h is a consequence.",
            near_miss="dependency_missing", cwd="/workspace/tlsprobe")
    r.say("Let me read the probe code and configure.ac.")
    r.read("src/probe.c", """static int do_handshake(struct probe *p)
{
    p->ssl = SSL_new(p->ctx);
    if (!p->ssl)
        return -1;
    SSL_set_fd(p->ssl, p->fd);
    if (SSL_connect(p->ssl) != 1) {
        ERR_print_errors_fp(stderr);
        return -1;
    }
    return 0;
}""", start=64)
    r.edit("src/probe.c", "    SSL_set_fd(p->ssl, p->fd);\n",
           "    SSL_set_fd(p->ssl, p->fd);\n    const char *sni = p->servername ? p->servername : p->host;\n    if (!is_ip_literal(sni) && SSL_set_tlsext_host_name(p->ssl, sni) != 1) {\n        ERR_print_errors_fp(stderr);\n        return -1;\n    }\n")
    r.bash("./configure 2>&1 | tail -6",
           "checking for pkg-config... /usr/bin/pkg-config\nchecking pkg-config is at least version 0.9.0... yes\nchecking for OPENSSL... no\n"
           "configure: error: Package requirements (openssl >= 1.1.1) were not met:\n\nNo package 'openssl' found", rc=1)
    r.say("The OpenSSL development package isn't installed. Installing libssl-dev.")
    r.bash("apt-get install -y libssl-dev 2>&1 | tail -3",
           "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\n"
           "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?", rc=100, ev=True)
    r.bash("sudo -n apt-get install -y libssl-dev 2>&1 | tail -2; id",
           "sudo: a password is required\nuid=1001(agent) gid=1001(agent) groups=1001(agent)", rc=1, ev=True)
    r.say("I can't install system packages (no root, sudo needs a password). Let me try building anyway in case the headers live somewhere non-standard.")
    r.bash("find / -name ssl.h -path '*openssl*' 2>/dev/null | head; make 2>&1 | tail -6",
           "make: *** No targets specified and no makefile found.  Stop.", rc=2)
    r.bash("gcc -c src/probe.c -Iinclude -o /tmp/probe.o 2>&1 | head -4",
           "src/probe.c:7:10: fatal error: openssl/ssl.h: No such file or directory\n    7 | #include <openssl/ssl.h>\n      |          ^~~~~~~~~~~~~~~\ncompilation terminated.", rc=1)
    r.edit("src/main.c", '        { "timeout", required_argument, NULL, \'t\' },',
           '        { "timeout", required_argument, NULL, \'t\' },\n        { "servername", required_argument, NULL, \'S\' },')
    r.end("I added SNI (SSL_set_tlsext_host_name) and a --servername option, but I could not compile or test: "
          "libssl-dev is not installed and this user cannot install packages (dpkg lock: Permission denied, sudo "
          "requires a password).", success=True)
    r.result_json = {"success": False, "summary": "build not verified", "exit_code": 1}
    return r


def c_pngcrunch():
    r = Run("pngcrunch-palette", "claude", "IMG-61", "pngcrunch writes 8-bit palette for images with > 256 colours",
            """`pngcrunch --auto` picks `PNG_COLOR_TYPE_PALETTE` after counting colours with a `uint8_t` counter in
`src/analyze.c`, which wraps at 256. Use a wider counter and add a test image case to `tests/run.sh`.
Verify with `make && make test`.""",
            "permission_blocked", "Every Bash call (make, make test) was refused by the harness's permission mode, "
            "so the agent could edit but never build or test; the result lists the permission denials.",
            near_miss="", cwd="/workspace/pngcrunch")
    r.say("I'll start with the colour counting code.")
    r.read("src/analyze.c", """int count_colours(const struct image *img, struct colour_stats *st)
{
    uint8_t n = 0;
    for (size_t i = 0; i < img->w * img->h; i++) {
        uint32_t rgba = img->px[i];
        if (!bitset_test(st->seen, hash_rgba(rgba))) {
            bitset_set(st->seen, hash_rgba(rgba));
            n++;
        }
    }
    st->ncolours = n;
    return 0;
}""", start=30)
    r.edit("src/analyze.c", "    uint8_t n = 0;", "    uint32_t n = 0;")
    r.denied("Bash", {"command": "make -j4 && make test", "description": "Build and run tests"}, ev="out")
    r.say("Bash isn't permitted in this session. I'll look for what make test runs so I can at least check the test script by reading it.")
    r.glob("tests/*", "/workspace/pngcrunch/tests/run.sh\n/workspace/pngcrunch/tests/images/gradient_300.png\n/workspace/pngcrunch/tests/images/logo_16.png")
    r.read("tests/run.sh", """#!/bin/sh
set -eu
BIN=./pngcrunch
for img in tests/images/*.png; do
  $BIN --auto "$img" -o /tmp/out.png
  ./tools/pnginfo /tmp/out.png | grep -q "color_type" || exit 1
done""")
    r.edit("tests/run.sh", 'done', 'done\n# > 256 colours must not be palettised\n$BIN --auto tests/images/gradient_300.png -o /tmp/g.png\n./tools/pnginfo /tmp/g.png | grep -q "color_type: RGB" || { echo "gradient_300 palettised"; exit 1; }')
    r.denied("Bash", {"command": "make test", "description": "Run tests"}, ev="out")
    r.denied("Bash", {"command": "cc -std=c99 -Wall -Iinclude -c src/analyze.c -o /tmp/analyze.o", "description": "Compile analyze.c"}, ev="out")
    r.say("Every shell command is being refused, so I can't compile or run the tests.")
    r.end("Changed the colour counter in src/analyze.c to uint32_t and added a >256-colour check to tests/run.sh. "
          "I could not build or run the tests: Bash permission was not granted in this session.", success=True, ev=True)
    return r


def c_ccache_perm():
    r = Run("hdrlint-unusedinc", "claude-transcript", "DEVX-140", "hdrlint reports false positives for macros used via token pasting",
            """`hdrlint` flags `#include "foo_macros.h"` as unused when the macro is only used through `##` token
pasting. Teach `src/usage_scan.cpp` to expand pasted identifiers before the lookup. Tests: GoogleTest under
`tests/`, build with `cmake --build build`.""",
            "permission_blocked", "The shared ccache directory configured for the build was not writable by the "
            "agent (Permission denied, chmod not permitted), so every compile failed; the code change was never built.",
            near_miss="", cwd="/workspace/hdrlint")
    r.read("src/usage_scan.cpp", """void UsageScanner::on_macro_expands(const Token& name, const MacroInfo& mi) {
  if (auto* hdr = defining_header(mi)) used_.insert(hdr);
}

void UsageScanner::on_token(const Token& t) {
  if (t.kind != TokKind::Identifier) return;
  if (auto* hdr = header_for_symbol(t.spelling)) used_.insert(hdr);
}""", start=51)
    r.edit("src/usage_scan.cpp", "  if (t.kind != TokKind::Identifier) return;",
           "  if (t.kind == TokKind::HashHash) { pending_paste_ = true; return; }\n  if (t.kind != TokKind::Identifier) return;\n  if (pending_paste_) { resolve_pasted(t); pending_paste_ = false; }")
    r.bash("cmake --build build -j8 2>&1 | tail -10",
           "[1/9] Building CXX object src/CMakeFiles/hdrlint_core.dir/usage_scan.cpp.o\nFAILED: src/CMakeFiles/hdrlint_core.dir/usage_scan.cpp.o\n"
           "/usr/bin/ccache /usr/bin/c++ -I/workspace/hdrlint/include -O2 -std=c++17 -c /workspace/hdrlint/src/usage_scan.cpp\n"
           "ccache: error: Failed to create temporary file for /var/cache/ccache/tmp/usage_scan.stdout: Permission denied\n"
           "[2/9] Building CXX object src/CMakeFiles/hdrlint_core.dir/lexer.cpp.o\nFAILED: src/CMakeFiles/hdrlint_core.dir/lexer.cpp.o\n"
           "ccache: error: Failed to create temporary file for /var/cache/ccache/tmp/lexer.stdout: Permission denied\nninja: build stopped: subcommand failed.", rc=1, ev=True)
    r.bash("ls -ld /var/cache/ccache /var/cache/ccache/tmp; id -un; grep -n CCACHE build/CMakeCache.txt",
           "drwxr-sr-x 18 root ccache 4096 Oct 30 17:02 /var/cache/ccache\ndrwxr-sr-x  2 root ccache 4096 Nov 11 06:10 /var/cache/ccache/tmp\nagent\n"
           "31:CMAKE_CXX_COMPILER_LAUNCHER:STRING=/usr/bin/ccache", ev=True)
    r.bash("chmod -R g+w /var/cache/ccache 2>&1 | head -2",
           "chmod: changing permissions of '/var/cache/ccache': Operation not permitted\nchmod: changing permissions of '/var/cache/ccache/tmp': Operation not permitted", rc=1, ev=True)
    r.bash("cat /etc/ccache.conf; echo; env | grep -i ccache", "cache_dir = /var/cache/ccache\numask = 002\n\nCCACHE_DIR=/var/cache/ccache")
    r.say("The shared ccache directory belongs to root:ccache without group write, and I'm not in the `ccache` group, so every compile step fails before the compiler even runs.")
    r.bash("sudo -n true 2>&1; newgrp ccache </dev/null 2>&1 | head -1", "sudo: a password is required\nnewgrp: failed to crypt password with previous salt: Invalid argument", rc=1, ev=True)
    r.say("I have no way to get write access to /var/cache/ccache from this account. The fix is in src/usage_scan.cpp (token-paste resolution) but it has not been compiled or tested; the build environment needs the ccache dir to be writable for the agent user (or the launcher removed in the image).")
    r.end("")
    return r


def c_ringlog_push():
    r = Run("ringlog-wraparound", "codex", "RL-19", "ringlog_read returns stale entries after wrap-around",
            """After the ring wraps, `ringlog_read()` in `src/ringlog.c` returns entries from the previous lap. Fix the
head/tail arithmetic, add a CMocka regression test, and open a PR against `main` from a branch named
`fix/rl-19`.""",
            "permission_blocked", "The fix was done and tested, but pushing the branch was refused (403: permission "
            "to acme/ringlog denied to the bot) and gh could not create the PR, so the required PR never existed.",
            near_miss="", cwd="/workspace/ringlog")
    r.bash("sed -n '40,90p' src/ringlog.c", "size_t ringlog_read(struct ringlog *rl, struct rl_entry *out, size_t max)\n{\n    size_t n = 0;\n    size_t i = rl->tail;\n    while (i != rl->head && n < max) {\n        out[n++] = rl->buf[i];\n        i = (i + 1) & (rl->cap - 1);\n    }\n    return n;\n}\n\nvoid ringlog_write(struct ringlog *rl, const struct rl_entry *e)\n{\n    rl->buf[rl->head] = *e;\n    rl->head = (rl->head + 1) & (rl->cap - 1);\n}")
    r.think("**Identifying the bug**\n\nringlog_write never advances tail when head catches up, so after wrap head==tail looks empty/stale. Advance tail when full.")
    r.edit("src/ringlog.c", "    rl->head = (rl->head + 1) & (rl->cap - 1);\n}",
           "    rl->head = (rl->head + 1) & (rl->cap - 1);\n    if (rl->head == rl->tail)\n        rl->tail = (rl->tail + 1) & (rl->cap - 1);\n}")
    r.edit("tests/test_ringlog.c", "int main(void)", "static void test_read_after_wrap(void **state) { /* ... */ }\n\nint main(void)")
    r.bash("cmake --build build && ctest --test-dir build --output-on-failure 2>&1 | tail -8",
           "[1/2] Building C object tests/CMakeFiles/test_ringlog.dir/test_ringlog.c.o\n[2/2] Linking C executable tests/test_ringlog\n" +
           N.ctest("/workspace/ringlog/build", ["ringlog_basic", "ringlog_wrap", "ringlog_read_after_wrap", "ringlog_concurrent"]))
    r.bash("git checkout -b fix/rl-19 && git commit -am 'ringlog: advance tail when the ring is full (RL-19)'",
           "Switched to a new branch 'fix/rl-19'\n[fix/rl-19 5d1e0c2] ringlog: advance tail when the ring is full (RL-19)\n 2 files changed, 21 insertions(+)")
    r.bash("git push -u origin fix/rl-19",
           "remote: Permission to acme/ringlog.git denied to osmia-agent[bot].\n"
           "fatal: unable to access 'https://github.com/acme/ringlog.git/': The requested URL returned error: 403", rc=128, ev=True)
    r.bash("gh auth status 2>&1; gh pr create --base main --head fix/rl-19 --title 'ringlog: fix stale reads after wrap (RL-19)' --body 'Fixes RL-19' 2>&1",
           "github.com\n  \u2713 Logged in to github.com account osmia-agent[bot] (GH_TOKEN)\n  - Active account: true\n  - Token: ghs_************************************\n"
           "aborted: you must first push the current branch to a remote, or use the --head flag\n"
           "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", rc=1, ev=True)
    r.bash("gh api repos/acme/ringlog --jq .permissions", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":false,\"triage\":false}", ev=True)
    r.end("The wrap-around fix and a CMocka test are committed locally on fix/rl-19 and all 4 ctest cases pass, but I "
          "cannot open the PR: the bot token only has pull access to acme/ringlog (push 403, createPullRequest not "
          "accessible by integration).", success=True)
    return r


def c_kvstore_issue():
    r = Run("kvstore-compactcrash", "osmia", "KVS-412", "Crash during compaction (see issue #412)",
            """The crash report, backtrace and the reproducer database are attached to GitHub issue
acme/kvstore#412. Reproduce the crash with the attached db, fix the compaction code, and add a regression
test under `tests/compaction/`.""",
            "permission_blocked", "The GitHub token could not read issue #412 or its attachments (HTTP 403 "
            "Resource not accessible by integration), so the agent never got the reproducer it was told to use.",
            near_miss="", cwd="/workspace/kvstore")
    r.say("First I'll fetch the issue with the crash report.")
    r.bash("gh issue view 412 --repo acme/kvstore --comments", "GraphQL: Resource not accessible by integration (repository.issue)", rc=1, ev=True)
    r.bash("gh api repos/acme/kvstore/issues/412 2>&1",
           "{\n  \"message\": \"Resource not accessible by integration\",\n  \"documentation_url\": \"https://docs.github.com/rest/issues/issues#get-an-issue\",\n  \"status\": \"403\"\n}\ngh: Resource not accessible by integration (HTTP 403)", rc=1, ev=True)
    r.bash("gh auth status 2>&1 | sed -n '1,6p'", "github.com\n  \u2713 Logged in to github.com account kvstore-ci[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************\n  - Token scopes: none (installation token: contents:read, metadata:read)")
    r.say("The installation token only has contents:read and metadata:read, so issues (and their attachments) are off limits. Let me see whether the reproducer is anywhere in the repo.")
    r.bash("git log --oneline -5; ls tests/compaction; find . -name '*412*' -o -name '*.kvdb' | head",
           "c0a1f3e compaction: parallel merge of L0 runs\n7e2b9d1 wal: fsync directory after rotate\n18f4a6c bloom: use 10 bits/key by default\n2d9c3b0 compaction: track obsolete files\n9a0e5f7 release 2.3.0\n"
           "compaction_basic_test.cc\ncompaction_overlap_test.cc")
    r.read("src/compaction/merge.cc", """Status MergeRuns(const std::vector<RunRef>& runs, WritableFile* out) {
  MergingIterator it(runs);
  for (it.SeekToFirst(); it.Valid(); it.Next()) {
    if (it.key() == last_key_) continue;
    RETURN_IF_ERROR(out->Append(it.entry()));
    last_key_ = it.key();
  }
  return Status::OK();
}""", start=77)
    r.bash("cmake --build build -j8 >/dev/null && ctest --test-dir build -R compaction 2>&1 | tail -5",
           "2/2 Test #2: compaction_overlap_test ..........   Passed    0.41 sec\n\n100% tests passed, 0 tests failed out of 2\n\nTotal Test time (real) =   0.79 sec")
    r.bash("curl -sS -H \"Authorization: Bearer $GH_TOKEN\" https://api.github.com/repos/acme/kvstore/issues/412/comments | head -5",
           "{\n  \"message\": \"Resource not accessible by integration\",\n  \"documentation_url\": \"https://docs.github.com/rest/issues/comments#list-issue-comments\",\n  \"status\": \"403\"", ev=True)
    r.say("Without access to issue #412 I have neither the backtrace nor the reproducer database, and the existing compaction tests pass, so I can't identify which crash to fix. Stopping rather than guessing.")
    r.end("blocked: GitHub issue #412 not readable with the provided token (403)", success=False)
    r.result_json = {"success": False, "summary": "could not access issue acme/kvstore#412", "exit_code": 1}
    return r


def c_lsan_ptrace():
    r = Run("bytepool-leakfix", "claude-transcript", "MEM-77", "bytepool leaks the overflow chunk list on destroy",
            """LeakSanitizer in CI reports leaks from `bytepool_destroy()` when the pool grew past its first chunk.
Free the overflow chain in `src/bytepool.c` and make `ctest --preset asan` clean (it runs with
`detect_leaks=1`).""",
            "permission_blocked", "LeakSanitizer could not run because the sandbox forbids ptrace (LSan fatal "
            "error, 'ptrace: Operation not permitted', sysctl permission denied), so the leak fix could not be verified.",
            near_miss="infra_failure", cwd="/workspace/bytepool")
    r.read("src/bytepool.c", """void bytepool_destroy(struct bytepool *bp)
{
    if (!bp)
        return;
    free(bp->first.mem);
    free(bp);
}""", start=118)
    r.edit("src/bytepool.c", "    free(bp->first.mem);\n    free(bp);",
           "    struct bp_chunk *c = bp->first.next;\n    while (c) {\n        struct bp_chunk *next = c->next;\n        free(c->mem);\n        free(c);\n        c = next;\n    }\n    free(bp->first.mem);\n    free(bp);")
    r.bash("cmake --preset asan >/dev/null && cmake --build --preset asan 2>&1 | tail -2", "[11/12] Linking C executable tests/test_bytepool\n[12/12] Linking C executable tests/test_bytepool_grow")
    r.bash("ctest --preset asan --output-on-failure 2>&1 | tail -22",
           "Test project /workspace/bytepool/out/asan\n    Start 1: bytepool_basic\n1/2 Test #1: bytepool_basic ...................***Failed    0.21 sec\n"
           "==4117==LeakSanitizer has encountered a fatal error.\n==4117==HINT: For debugging, try setting environment variable LSAN_OPTIONS=verbosity=1:log_threads=1\n"
           "==4117==HINT: LeakSanitizer does not work under ptrace (strace, gdb, etc)\n    Start 2: bytepool_grow\n2/2 Test #2: bytepool_grow ....................***Failed    0.19 sec\n"
           "==4121==LeakSanitizer has encountered a fatal error.\n==4121==HINT: For debugging, try setting environment variable LSAN_OPTIONS=verbosity=1:log_threads=1\n"
           "==4121==HINT: LeakSanitizer does not work under ptrace (strace, gdb, etc)\n\n0% tests passed, 2 tests failed out of 2\n\nThe following tests FAILED:\n\t  1 - bytepool_basic (Failed)\n\t  2 - bytepool_grow (Failed)\nErrors while running CTest", rc=8, ev=True)
    r.bash("LSAN_OPTIONS=verbosity=1:log_threads=1 ./out/asan/tests/test_bytepool_grow 2>&1 | tail -4",
           "==4130==Could not attach to thread 4130 (errno 1).\n==4130==Failed suspending threads.\n==4130==LeakSanitizer has encountered a fatal error.\n==4130==HINT: LeakSanitizer does not work under ptrace (strace, gdb, etc)", rc=1, ev=True)
    r.say("LSan can't suspend threads: attaching fails with errno 1 (EPERM). That means ptrace is blocked in this sandbox, not that our binary is being traced. Checking.")
    r.bash("cat /proc/sys/kernel/yama/ptrace_scope; grep -E 'CapEff|Seccomp' /proc/self/status; gdb -batch -ex run --args ./out/asan/tests/test_bytepool_grow 2>&1 | tail -2",
           "2\nCapEff:\t0000000000000000\nSeccomp:\t2\nwarning: Error disabling address space randomization: Operation not permitted\nptrace: Operation not permitted.", rc=1, ev=True)
    r.bash("sysctl -w kernel.yama.ptrace_scope=0", "sysctl: permission denied on key \"kernel.yama.ptrace_scope\"", rc=255, ev=True)
    r.bash("ASAN_OPTIONS=detect_leaks=0 ctest --preset asan 2>&1 | tail -3", "100% tests passed, 0 tests failed out of 2\n\nTotal Test time (real) =   0.44 sec")
    r.say("With leak detection off the tests pass, but that's exactly the check this ticket is about, so it proves nothing. valgrind would be an alternative, but it isn't installed and I can't install packages.")
    r.bash("which valgrind || echo 'no valgrind'", "no valgrind")
    r.say("I can't verify the leak fix here: the sandbox blocks ptrace (ptrace_scope=2, no CAP_SYS_PTRACE, seccomp filter) and LeakSanitizer needs it. The overflow-chain free loop is in src/bytepool.c, unverified.")
    r.end("")
    return r


def c_docker_sock():
    r = Run("pyfastcsv-manylinux", "codex", "PKG-301", "Reproduce manylinux2014 wheel build failure of the C extension",
            """The release job fails building the `_fastcsv` C extension in `quay.io/pypa/manylinux2014_x86_64`
(gcc 10, `-Werror=declaration-after-statement` from old CFLAGS). Reproduce it locally with
`./scripts/build-wheels.sh` (runs docker), fix the C sources, and confirm the wheel builds.""",
            "permission_blocked", "The agent user could not use the Docker daemon (connect: permission denied on "
            "/var/run/docker.sock, not in the docker group), so the required manylinux reproduction never ran.",
            near_miss="infra_failure", cwd="/workspace/pyfastcsv")
    r.bash("cat scripts/build-wheels.sh", "#!/bin/bash\nset -euo pipefail\ndocker run --rm -v \"$PWD\":/io quay.io/pypa/manylinux2014_x86_64 /io/scripts/_inside.sh")
    r.bash("./scripts/build-wheels.sh",
           "docker: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: "
           "Post \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/containers/create\": dial unix /var/run/docker.sock: connect: permission denied.\n"
           "See 'docker run --help'.", rc=126, ev=True)
    r.bash("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root docker 0 Nov 12 04:31 /var/run/docker.sock\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev=True)
    r.bash("sudo -n usermod -aG docker agent", "sudo: a password is required", rc=1, ev=True)
    r.think("**Falling back to local reproduction**\n\nI can't use docker. I can approximate with the local gcc and -std=gnu89 -Werror=declaration-after-statement.")
    r.bash("gcc --version | head -1; python3 -c 'import sysconfig;print(sysconfig.get_config_var(\"CFLAGS\"))'",
           "gcc (Debian 12.2.0-14) 12.2.0\n-Wsign-compare -DNDEBUG -g -fwrapv -O2 -Wall")
    r.bash("CFLAGS='-Werror=declaration-after-statement' python3 -m pip wheel . -w /tmp/w --no-build-isolation 2>&1 | tail -8",
           "  building '_fastcsv' extension\n  gcc -pthread -Werror=declaration-after-statement -fPIC -I/usr/include/python3.11 -c src/_fastcsv/reader.c -o build/temp.linux-x86_64-cpython-311/src/_fastcsv/reader.o\n"
           "  src/_fastcsv/reader.c: In function 'reader_next':\n  src/_fastcsv/reader.c:212:9: error: ISO C90 forbids mixed declarations and code [-Werror=declaration-after-statement]\n"
           "    212 |         Py_ssize_t field_len = p - start;\n        |         ^~~~~~~~~~\n  cc1: some warnings being treated as errors\n  error: command '/usr/bin/gcc' failed with exit code 1", rc=1)
    r.edit("src/_fastcsv/reader.c", "        Py_ssize_t field_len = p - start;", "        field_len = p - start;")
    r.bash("CFLAGS='-Werror=declaration-after-statement' python3 -m pip wheel . -w /tmp/w --no-build-isolation 2>&1 | tail -2",
           "  Created wheel for pyfastcsv: filename=pyfastcsv-1.8.1-cp311-cp311-linux_x86_64.whl size=48120 sha256=0d3b8f2a\nSuccessfully built pyfastcsv")
    r.bash("./scripts/build-wheels.sh 2>&1 | head -2", "docker: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: "
           "Post \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/containers/create\": dial unix /var/run/docker.sock: connect: permission denied.", rc=126, ev=True)
    r.end("I fixed the declaration-after-statement error in reader.c and a local gcc 12 build with that warning as an "
          "error now succeeds, but I could not run the manylinux2014 reproduction: this user has no access to the "
          "Docker socket (permission denied, not in the docker group).", success=True)
    r.result_json = {"success": False, "summary": "manylinux build not reproduced", "exit_code": 1}
    return r


def c_git_objects():
    r = Run("cronexpr-dow", "osmia", "SCHED-58", "cronexpr: day-of-week 7 should mean Sunday",
            """`cronexpr_parse("0 0 * * 7")` is rejected; most cron implementations accept 7 as Sunday. Accept 0-7 in
`src/field.c`, normalise 7 to 0, add a Unity test, and commit the change on the current branch
(the pipeline pushes the commit for review).""",
            "permission_blocked", "The fix and tests were done, but `git commit` failed with 'insufficient "
            "permission for adding an object to repository database .git/objects' (objects dir owned by root), "
            "so the required commit could not be made.",
            near_miss="", cwd="/workspace/cronexpr")
    r.say("Looking at the day-of-week field bounds.")
    r.bash("grep -n 'DOW\\|dow' src/field.c | head", "14:static const struct field_spec DOW = { .min = 0, .max = 6, .names = dow_names };\n88:    if (spec == &DOW && v == 7)\n")
    r.read("src/field.c", """    if (v < spec->min || v > spec->max)
        return CRON_ERANGE;
    if (spec == &DOW && v == 7)
        v = 0;
    set_bit(out, v);""", start=85)
    r.say("The normalisation is there but the range check runs first with max=6. I'll raise the max to 7 for parsing.")
    r.edit("src/field.c", "static const struct field_spec DOW = { .min = 0, .max = 6, .names = dow_names };",
           "static const struct field_spec DOW = { .min = 0, .max = 7, .names = dow_names };")
    r.edit("test/test_field.c", "int main(void)", "void test_dow_seven_is_sunday(void)\n{\n    struct cronexpr e;\n    TEST_ASSERT_EQUAL_INT(0, cronexpr_parse(\"0 0 * * 7\", &e));\n    TEST_ASSERT_TRUE(e.dow & 1u);\n}\n\nint main(void)")
    r.edit("test/test_field.c", "    RUN_TEST(test_dow_names);", "    RUN_TEST(test_dow_names);\n    RUN_TEST(test_dow_seven_is_sunday);")
    r.bash("make test 2>&1 | tail -6", "test/test_field.c:41:test_dow_names:PASS\ntest/test_field.c:58:test_dow_seven_is_sunday:PASS\ntest/test_field.c:66:test_dom_range:PASS\n\n-----------------------\n17 Tests 0 Failures 0 Ignored \nOK")
    r.bash("git add -A && git commit -m 'field: accept 7 as Sunday in day-of-week (SCHED-58)'",
           "error: insufficient permission for adding an object to repository database .git/objects\n"
           "error: src/field.c: failed to insert into database\nerror: unable to index file 'src/field.c'\nfatal: adding files failed", rc=128, ev=True)
    r.bash("ls -ld .git .git/objects .git/objects/* | head -5; id",
           "drwxr-xr-x  8 agent agent 4096 Nov 14 09:02 .git\ndrwxr-xr-x 56 root  root  4096 Nov 14 09:02 .git/objects\ndrwxr-xr-x  2 root  root  4096 Nov 14 09:02 .git/objects/04\n"
           "drwxr-xr-x  2 root  root  4096 Nov 14 09:02 .git/objects/0b\ndrwxr-xr-x  2 root  root  4096 Nov 14 09:02 .git/objects/11\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev=True)
    r.bash("chown -R agent .git/objects 2>&1 | head -1", "chown: changing ownership of '.git/objects': Operation not permitted", rc=1, ev=True)
    r.say("The object database was created by root during checkout and I can't write to it, so no commit is possible from this account. The change and the new test are in the working tree; all 17 Unity tests pass.")
    r.end("could not commit: .git/objects not writable by agent (owned by root)", success=False, ev=True)
    r.result_json = {"success": False, "summary": "commit failed: insufficient permission for .git/objects", "exit_code": 128}
    return r


def c_hdrhist_ro():
    r = Run("hdrhist-percentile", "codex", "OBS-730", "hdrhist: value_at_percentile(100) returns 0 for single-sample histograms",
            """`hdr_value_at_percentile(h, 100.0)` returns 0 when the histogram holds exactly one sample. Fix the
iteration stop condition in `src/hdr_histogram.c` and add a test to `test/hdr_histogram_test.c`.
Build: `cmake -B build && cmake --build build && ctest --test-dir build`.""",
            "permission_blocked", "The checkout (source and build dir) was owned by root and read-only to the agent: "
            "CMake could not create its build files and writes to src/ failed with Permission denied.",
            near_miss="", cwd="/workspace/hdrhist")
    r.bash("sed -n '500,540p' src/hdr_histogram.c", "int64_t hdr_value_at_percentile(const struct hdr_histogram* h, double percentile)\n{\n    struct hdr_iter iter;\n    int64_t total = 0;\n"
           "    double requested = percentile < 100.0 ? percentile : 100.0;\n    int64_t count_at_percentile = (int64_t) (((requested / 100) * h->total_count) + 0.5);\n"
           "    count_at_percentile = count_at_percentile > 1 ? count_at_percentile : 1;\n\n    hdr_iter_init(&iter, h);\n    while (hdr_iter_next(&iter) && total < count_at_percentile - 1)\n        total += iter.count;\n\n    return highest_equivalent_value(h, iter.value);\n}")
    r.bash("cmake -B build 2>&1 | tail -12",
           "CMake Error: Unable to (re)create the private pkgRedirects directory:\n  /workspace/hdrhist/build/CMakeFiles/pkgRedirects\n"
           "This may be caused by not having read/write access to the build directory.\nTry specifying a location with read/write access like:\n"
           "  cmake -B build\nIf using a CMake presets file, ensure that preset parameter\n'binaryDir' expands to a writable directory.\n\n-- Configuring incomplete, errors occurred!", rc=1, ev=True)
    r.bash("ls -ld . build src; id -un", "drwxr-xr-x 9 root root 4096 Nov 17 12:40 .\ndrwxr-xr-x 3 root root 4096 Nov 17 12:41 build\ndrwxr-xr-x 2 root root 4096 Nov 17 12:40 src\nagent", ev=True)
    r.think("**Working around read-only build dir**\n\nI can configure into /tmp instead, but I still need to modify src/hdr_histogram.c.")
    r.bash("cmake -S . -B /tmp/hb >/dev/null && cmake --build /tmp/hb -j8 2>&1 | tail -2", "[23/24] Linking C executable test/hdr_histogram_test\n[24/24] Linking C executable test/hdr_atomic_test")
    r.edit("src/hdr_histogram.c", "while (hdr_iter_next(&iter) && total < count_at_percentile - 1)", "while (total < count_at_percentile && hdr_iter_next(&iter))", ok=False,
           err="failed to apply patch: src/hdr_histogram.c: Permission denied (os error 13)")
    r.bash("touch src/hdr_histogram.c; cp src/hdr_histogram.c src/hdr_histogram.c.new",
           "touch: cannot touch 'src/hdr_histogram.c': Permission denied\ncp: cannot create regular file 'src/hdr_histogram.c.new': Permission denied", rc=1, ev=True)
    r.bash("sudo -n chown -R agent: /workspace/hdrhist 2>&1", "sudo: a password is required", rc=1, ev=True)
    r.end("I found the off-by-one in hdr_value_at_percentile (the loop condition should stop after accumulating "
          "count_at_percentile samples), but I can't change anything: the checkout and its build directory are owned "
          "by root and not writable by this user (Permission denied).", success=True)
    return r


def c_conan_home():
    r = Run("spanlog-asyncsink", "claude-transcript", "LOG-214", "Add an async file sink backed by spdlog",
            """`spanlog` needs an async file sink. Wrap `spdlog::async_logger` in `src/sinks/async_file.cpp`, expose
`spanlog::make_async_file_sink(path, queue_size)`, and add a Catch2 test. Dependencies come from Conan:
`conan install . --output-folder=build --build=missing`, then `cmake --preset conan-release`.""",
            "permission_blocked", "conan install failed with '[Errno 13] Permission denied' writing to the root-owned "
            "CONAN_HOME, so spdlog was never installed; the later 'could not find spdlog' CMake error follows from that.",
            near_miss="dependency_missing", cwd="/workspace/spanlog")
    r.read("conanfile.txt", "[requires]\nspdlog/1.14.1\ncatch2/3.6.0\n\n[generators]\nCMakeDeps\nCMakeToolchain\n\n[layout]\ncmake_layout")
    r.write("src/sinks/async_file.cpp", "#include \"spanlog/sinks.hpp\"\n#include <spdlog/async.h>\n#include <spdlog/sinks/basic_file_sink.h>\n\nnamespace spanlog {\nstd::shared_ptr<spdlog::logger> make_async_file_sink(const std::string& path, size_t queue_size) {\n  spdlog::init_thread_pool(queue_size, 1);\n  return spdlog::basic_logger_mt<spdlog::async_factory>(\"spanlog-async\", path);\n}\n}  // namespace spanlog\n")
    r.bash("conan install . --output-folder=build --build=missing 2>&1 | tail -12",
           "\n======== Input profiles ========\nProfile host:\n[settings]\narch=x86_64\nbuild_type=Release\ncompiler=gcc\ncompiler.cppstd=gnu17\ncompiler.libcxx=libstdc++11\ncompiler.version=12\nos=Linux\n\n"
           "======== Computing dependency graph ========\nERROR: [Errno 13] Permission denied: '/opt/conan2/p/cache.sqlite3-journal'", rc=1, ev=True)
    r.bash("echo $CONAN_HOME; ls -ld /opt/conan2 /opt/conan2/p", "/opt/conan2\ndrwxr-xr-x 4 root root 4096 Oct  2 11:17 /opt/conan2\ndrwxr-xr-x 9 root root 4096 Oct  2 11:19 /opt/conan2/p", ev=True)
    r.say("CONAN_HOME points at a root-owned directory. Let me just try configuring; maybe the packages are already there from the image build.")
    r.bash("cmake --preset conan-release 2>&1 | tail -16",
           "CMake Error: Could not read presets from /workspace/spanlog:\nFile not found: /workspace/spanlog/CMakeUserPresets.json", rc=1)
    r.bash("cmake -S . -B build/Release -DCMAKE_BUILD_TYPE=Release 2>&1 | tail -15",
           "CMake Error at CMakeLists.txt:12 (find_package):\n  By not providing \"Findspdlog.cmake\" in CMAKE_MODULE_PATH this project has\n  asked CMake to find a package configuration file provided by \"spdlog\", but\n  CMake did not find one.\n\n"
           "  Could not find a package configuration file provided by \"spdlog\" with any\n  of the following names:\n\n    spdlogConfig.cmake\n    spdlog-config.cmake\n\n"
           "  Add the installation prefix of \"spdlog\" to CMAKE_PREFIX_PATH or set\n  \"spdlog_DIR\" to a directory containing one of the above files.\n-- Configuring incomplete, errors occurred!", rc=1)
    r.bash("conan install . --output-folder=build --build=missing 2>&1 | tail -1", "ERROR: [Errno 13] Permission denied: '/opt/conan2/p/cache.sqlite3-journal'", rc=1, ev=True)
    r.say("spdlog isn't available because Conan can't write to its own cache in /opt/conan2 (owned by root). I don't have rights to fix that, so I can't build or test the new sink.")
    r.end("")
    return r


def cases():
    return [c_tensorkit(), c_logshipd(), c_geohash(), c_rastr(), c_mapview(), c_jsonpath(), c_mqttlite(),
            c_fmtcli(), c_routed_lto(), c_routed_submodule(), c_bazel_oom(),
            c_tlsprobe(), c_pngcrunch(), c_ccache_perm(), c_ringlog_push(), c_kvstore_issue(), c_lsan_ptrace(),
            c_docker_sock(), c_git_objects(), c_hdrhist_ro(), c_conan_home()]
