"""unknown (no recognisable cause) and succeeded runs that contain alarming words."""
from gen_lib import Run
import noise as N


def busy_reads(r, files):
    """Long stretches of harmless exploration: (path, text, start) tuples."""
    for path, text, start in files:
        r.read(path, text, start=start)


# ---------------------------------------------------------------- unknown

def c_u_quietfail():
    r = Run("imgdiff-ssim", "claude-transcript", "IMG-302", "Add SSIM metric to imgdiff",
            """`imgdiff` supports MSE and PSNR. Add SSIM (8x8 windows, constants from Wang et al. 2004) as
`--metric ssim` in `src/metrics.cpp`, with a Catch2 test comparing against precomputed values in
`tests/data/ssim_expected.json`.""",
            "unknown", "The agent implemented SSIM, all tests passed and it reported completion; the run is marked "
            "Failed but nothing in the stream shows why.",
            near_miss="", cwd="/workspace/imgdiff")
    r.read("src/metrics.cpp", """double psnr(const Image& a, const Image& b) {
  const double m = mse(a, b);
  if (m == 0.0) return std::numeric_limits<double>::infinity();
  return 10.0 * std::log10((255.0 * 255.0) / m);
}""", start=40)
    r.write("src/ssim.cpp", "#include \"metrics.hpp\"\n\nnamespace imgdiff {\nstatic constexpr double C1 = (0.01 * 255) * (0.01 * 255);\nstatic constexpr double C2 = (0.03 * 255) * (0.03 * 255);\n\ndouble ssim(const Image& a, const Image& b) {\n  double sum = 0; int n = 0;\n  for (int y = 0; y + 8 <= a.h; y += 4)\n    for (int x = 0; x + 8 <= a.w; x += 4) { sum += window_ssim(a, b, x, y, 8, C1, C2); ++n; }\n  return n ? sum / n : 1.0;\n}\n}  // namespace imgdiff\n")
    r.edit("src/cli.cpp", '  if (metric == "psnr") return psnr(a, b);', '  if (metric == "psnr") return psnr(a, b);\n  if (metric == "ssim") return ssim(a, b);')
    r.edit("CMakeLists.txt", "  src/metrics.cpp", "  src/metrics.cpp\n  src/ssim.cpp")
    r.write("tests/ssim_test.cpp", "#include <catch2/catch_test_macros.hpp>\n#include <catch2/matchers/catch_matchers_floating_point.hpp>\n#include \"metrics.hpp\"\n\nTEST_CASE(\"ssim matches reference\", \"[ssim]\") {\n  for (auto& c : load_cases(\"tests/data/ssim_expected.json\"))\n    REQUIRE_THAT(imgdiff::ssim(c.a, c.b), Catch::Matchers::WithinAbs(c.expected, 1e-4));\n}\n")
    r.bash("cmake --build build -j8 2>&1 | tail -2 && ./build/tests/imgdiff_tests 2>&1 | tail -2",
           "[6/7] Linking CXX static library libimgdiff.a\n[7/7] Linking CXX executable tests/imgdiff_tests\n===============================================================================\nAll tests passed (212 assertions in 19 test cases)")
    r.bash("./build/imgdiff --metric ssim tests/data/lena.png tests/data/lena_q30.jpg", "ssim: 0.871342")
    r.say("SSIM is implemented (src/ssim.cpp), wired into `--metric ssim`, and the reference test passes along with the rest of the suite (212 assertions).")
    r.end("")
    return r


def c_u_errexec():
    r = Run("ntpclient-kod", "claude", "TIME-90", "Handle NTP Kiss-o'-Death packets",
            """`ntpc` treats KoD packets (stratum 0, refid "RATE"/"DENY") as valid time. Detect them in
`src/packet.c`, back off on RATE, stop querying the server on DENY/RSTR, and test it in `tests/test_kod.c`.""",
            "unknown", "Work proceeded normally (tests passing) and the session then ended with a bare "
            "error_during_execution result carrying no message; nothing in the stream explains it.",
            near_miss="", cwd="/workspace/ntpclient")
    r.read("src/packet.c", """int ntp_parse(const uint8_t *buf, size_t len, struct ntp_reply *out)
{
    if (len < 48)
        return -EINVAL;
    out->leap = buf[0] >> 6;
    out->stratum = buf[1];
    memcpy(out->refid, buf + 12, 4);
    out->xmt = rd_ts(buf + 40);
    return 0;
}""", start=22)
    r.edit("src/packet.c", "    out->xmt = rd_ts(buf + 40);\n    return 0;",
           "    out->xmt = rd_ts(buf + 40);\n    if (out->stratum == 0) {\n        if (!memcmp(out->refid, \"RATE\", 4)) return NTP_KOD_RATE;\n        if (!memcmp(out->refid, \"DENY\", 4) || !memcmp(out->refid, \"RSTR\", 4)) return NTP_KOD_DENY;\n        return NTP_KOD_OTHER;\n    }\n    return 0;")
    r.edit("src/client.c", "    if (ntp_parse(buf, n, &rep) != 0)\n        continue;",
           "    int rc = ntp_parse(buf, n, &rep);\n    if (rc == NTP_KOD_RATE) { srv->poll_interval *= 2; continue; }\n    if (rc == NTP_KOD_DENY) { srv->disabled = true; continue; }\n    if (rc != 0)\n        continue;")
    r.write("tests/test_kod.c", "#include \"unity.h\"\n#include \"packet.h\"\n\nvoid test_rate(void) { /* stratum 0, refid RATE */ }\nvoid test_deny(void) { /* stratum 0, refid DENY */ }\n")
    r.bash("make -j4 && make check 2>&1 | tail -5", "  CC       src/packet.o\n  CC       src/client.o\n  CCLD     ntpc\nPASS: tests/test_packet\nPASS: tests/test_kod\n# TOTAL: 7\n# PASS:  7")
    r.say("KoD handling works and all 7 tests pass. I'll also document the back-off behaviour in the man page.")
    r.read("doc/ntpc.1", """.SH DESCRIPTION
.B ntpc
queries one or more NTP servers and prints the clock offset.""", start=10)
    r.end("", success=False, subtype="error_during_execution")
    return r


def c_u_hang():
    r = Run("sqlfmt-c-cte", "codex", "SQL-61", "sqlfmt mangles recursive CTEs",
            """`sqlfmt` puts `RECURSIVE` on its own line and drops the column list of `WITH RECURSIVE t(n) AS (...)`.
Fix the CTE handling in `src/fmt_with.c`; add the example from the ticket to `tests/cases/`.""",
            "unknown", "The stream stops after the agent started the regression runner (no completion, no error, no "
            "result); the run is Failed but the stream shows no cause.",
            near_miss="infra_failure", cwd="/workspace/sqlfmt-c")
    r.bash("sed -n '1,50p' src/fmt_with.c", "void fmt_with(struct fmt *f, struct node *n)\n{\n    emit_kw(f, \"WITH\");\n    if (n->recursive) {\n        newline(f);\n        emit_kw(f, \"RECURSIVE\");\n    }\n    for (struct node *c = n->first; c; c = c->next) {\n        emit_ident(f, c->name);\n        emit_kw(f, \"AS\");\n        fmt_subquery(f, c->body);\n    }\n}")
    r.edit("src/fmt_with.c", "    if (n->recursive) {\n        newline(f);\n        emit_kw(f, \"RECURSIVE\");\n    }", "    if (n->recursive)\n        emit_kw(f, \"RECURSIVE\");")
    r.edit("src/fmt_with.c", "        emit_ident(f, c->name);", "        emit_ident(f, c->name);\n        if (c->columns)\n            fmt_column_list(f, c->columns);")
    r.write("tests/cases/cte_recursive.sql", "with recursive t(n) as (select 1 union all select n+1 from t where n<5) select * from t;\n")
    r.write("tests/cases/cte_recursive.expected", "WITH RECURSIVE t (n) AS (\n  SELECT 1\n  UNION ALL\n  SELECT n + 1\n  FROM t\n  WHERE n < 5\n)\nSELECT *\nFROM t;\n")
    r.bash("make 2>&1 | tail -2", "  CC       src/fmt_with.o\n  CCLD     sqlfmt")
    r.bash("./sqlfmt < tests/cases/cte_recursive.sql | diff - tests/cases/cte_recursive.expected && echo same", "same")
    r.bash("./tests/run_cases.sh 2>&1 | tail -3", "cte_basic ... ok\ncte_recursive ... ok\nwindow_frames ... ok")
    r.think("**Running full regression**\n\nNow run the larger corpus regression (tests/corpus, ~4k statements) to check nothing else changed.")
    r.hang("./tests/corpus_regress.sh 2>&1 | tail -20")
    return r


def c_u_exit1():
    r = Run("geoserde-wkbz", "osmia", "GS-77", "Parse WKB geometries with Z coordinates",
            """`geoserde::read_wkb` rejects ISO WKB type codes 1001-1007 (Z variants). Support them (3D points) in
`src/wkb.cpp` and add GoogleTest cases for POINT Z and LINESTRING Z.""",
            "unknown", "The agent was progressing normally (code written, tests green) when the engine exited "
            "with code 1 and an empty summary; the stream contains no error that explains it.",
            near_miss="", cwd="/workspace/geoserde")
    r.say("Looking at the type-code switch.")
    r.read("src/wkb.cpp", """Geometry Reader::geometry() {
  const uint8_t order = u8();
  little_ = order == 1;
  const uint32_t type = u32();
  switch (type) {
    case 1: return point();
    case 2: return linestring();
    case 3: return polygon();
    default: throw ParseError("unsupported WKB type " + std::to_string(type));
  }
}""", start=60)
    r.edit("src/wkb.cpp", "  const uint32_t type = u32();\n  switch (type) {", "  const uint32_t raw = u32();\n  has_z_ = raw > 1000 && raw < 2000;\n  const uint32_t type = has_z_ ? raw - 1000 : raw;\n  switch (type) {")
    r.edit("src/wkb.cpp", "Point Reader::point() {\n  return {f64(), f64()};", "Point Reader::point() {\n  const double x = f64(), y = f64();\n  return has_z_ ? Point{x, y, f64()} : Point{x, y};")
    r.write("tests/wkb_z_test.cpp", "#include <gtest/gtest.h>\n#include \"geoserde/wkb.hpp\"\n\nTEST(WkbZ, PointZ) {\n  auto g = geoserde::read_wkb(hex(\"01E9030000000000000000F03F00000000000000400000000000000840\"));\n  EXPECT_EQ(std::get<geoserde::Point>(g).z, 3.0);\n}\n")
    r.bash("cmake --build build >/dev/null && ctest --test-dir build 2>&1 | tail -3", "100% tests passed, 0 tests failed out of 33\n\nTotal Test time (real) =   0.21 sec")
    r.say("Now adding the LINESTRING Z case.")
    r.end("", success=False)
    r.result_json = {"success": False, "summary": "", "exit_code": 1}
    return r


def c_u_alarming_fixtures():
    r = Run("confd-loader-includes", "claude-transcript", "CFG-410", "confd: support include directives in config files",
            """Add `include "path"` / `include_dir "dir"` directives to confd's loader (`src/loader.c`), relative to
the including file, with cycle detection. Error handling must keep today's behaviour for unreadable files
(the loader reports `open(...): Permission denied` and skips them; see `tests/test_loader.c`).""",
            "unknown", "'Permission denied' and 'Connection refused' appear only as expected output of the "
            "loader's own fixtures; all tests pass and the session just ends, with nothing showing why the run failed.",
            near_miss="permission_blocked", cwd="/workspace/confd")
    busy_reads(r, [
        ("src/loader.c", """int load_file(struct loader *ld, const char *path)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        log_warn("open(%s): %s", path, strerror(errno));
        return ld->strict ? -errno : 0;
    }
    int rc = parse_fd(ld, fd, path);
    close(fd);
    return rc;
}""", 40),
        ("tests/test_loader.c", """static void test_unreadable_is_skipped(void **state)
{
    make_file("unreadable.conf", "port = 1\\n", 0000);
    struct loader ld = { .strict = false };
    assert_int_equal(load_file(&ld, fx("unreadable.conf")), 0);
    assert_string_equal(last_warning(), "open(" FX "/unreadable.conf): Permission denied");
}""", 88),
        ("src/parse.c", """static int parse_line(struct loader *ld, char *line, const char *file, int lineno)
{
    char *key = strtok(line, " \\t=");
    char *val = strtok(NULL, "\\n");
    if (!key || *key == '#')
        return 0;
    return kv_set(ld->kv, key, trim(val), file, lineno);
}""", 30),
    ])
    r.edit("src/parse.c", "    if (!key || *key == '#')\n        return 0;",
           "    if (!key || *key == '#')\n        return 0;\n    if (!strcmp(key, \"include\"))\n        return loader_include(ld, file, unquote(val));\n    if (!strcmp(key, \"include_dir\"))\n        return loader_include_dir(ld, file, unquote(val));")
    r.write("src/include.c", "#include \"loader.h\"\n\nint loader_include(struct loader *ld, const char *from, const char *rel)\n{\n    char path[PATH_MAX];\n    resolve_relative(from, rel, path, sizeof path);\n    if (seen_push(ld, path) != 0) {\n        log_error(\"include cycle at %s\", path);\n        return -ELOOP;\n    }\n    int rc = load_file(ld, path);\n    seen_pop(ld);\n    return rc;\n}\n")
    r.edit("Makefile", "SRCS = src/loader.c src/parse.c src/kv.c", "SRCS = src/loader.c src/parse.c src/kv.c src/include.c")
    r.bash("make -j4 2>&1 | tail -2", "  CC       src/include.o\n  CCLD     confd")
    r.bash("make check 2>&1 | tail -24",
           "[==========] tests: Running 11 test(s).\n[ RUN      ] test_basic\n[       OK ] test_basic\n[ RUN      ] test_unreadable_is_skipped\n"
           "confd: warning: open(/tmp/confd-fx.Q2mT1a/unreadable.conf): Permission denied\n[       OK ] test_unreadable_is_skipped\n[ RUN      ] test_include_relative\n[       OK ] test_include_relative\n"
           "[ RUN      ] test_include_cycle\nconfd: error: include cycle at /tmp/confd-fx.Q2mT1a/a.conf\n[       OK ] test_include_cycle\n[ RUN      ] test_remote_source_unavailable\n"
           "confd: warning: fetch http://127.0.0.1:9/cfg: Connection refused\n[       OK ] test_remote_source_unavailable\n[ RUN      ] test_include_dir_sorted\n[       OK ] test_include_dir_sorted\n"
           "[==========] tests: 11 test(s) run.\n[  PASSED  ] 11 test(s).")
    r.bash("./confd --check -c tests/fixtures/site.conf", "confd: warning: open(tests/fixtures/secrets.conf): Permission denied\nconfig OK (42 keys from 5 files)")
    r.say("The include directives work, cycles are rejected with ELOOP, and unreadable includes keep the existing skip-with-warning behaviour (that 'Permission denied' warning is the expected fixture output). All 11 tests pass.")
    for path, text in [("src/kv.c", "int kv_set(struct kv *kv, const char *k, const char *v, const char *file, int line)\n{\n    struct kv_entry *e = kv_find(kv, k);\n    if (e) { free(e->val); e->val = strdup(v); e->file = file; e->line = line; return 0; }\n    return kv_insert(kv, k, v, file, line);\n}"),
                       ("README.md", "## Includes\n\nNot yet documented.")]:
        r.read(path, text)
    r.edit("README.md", "## Includes\n\nNot yet documented.", "## Includes\n\n`include \"file.conf\"` and `include_dir \"conf.d\"` are resolved relative to the including file. Cycles are an error.")
    r.cut()
    return r


def c_u_question():
    r = Run("pybind-vecmath-dot", "claude", "VM-29", "Expose vec3 dot/cross in the Python bindings",
            """`vecmath` (C++, pybind11) exposes Vec3 construction and addition. Add `dot` and `cross` methods to the
binding in `python/bindings.cpp` and tests in `python/tests/test_vec3.py`.""",
            "unknown", "The agent made the binding change, tests passed, and it ended its turn with a question; "
            "the run is Failed without any error or recognisable cause in the stream.",
            near_miss="", cwd="/workspace/vecmath")
    r.read("python/bindings.cpp", """PYBIND11_MODULE(_vecmath, m) {
  py::class_<vm::Vec3>(m, "Vec3")
      .def(py::init<double, double, double>())
      .def_readwrite("x", &vm::Vec3::x)
      .def_readwrite("y", &vm::Vec3::y)
      .def_readwrite("z", &vm::Vec3::z)
      .def("__add__", [](const vm::Vec3& a, const vm::Vec3& b) { return a + b; });
}""", start=8)
    r.read("include/vm/vec3.hpp", """struct Vec3 {
  double x = 0, y = 0, z = 0;
};
inline Vec3 operator+(const Vec3& a, const Vec3& b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
inline double dot(const Vec3& a, const Vec3& b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline Vec3 cross(const Vec3& a, const Vec3& b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}""", start=5)
    r.read("python/tests/test_vec3.py", """from vecmath import Vec3


def test_construct():
    v = Vec3(1, 2, 3)
    assert (v.x, v.y, v.z) == (1, 2, 3)


def test_add():
    v = Vec3(1, 2, 3) + Vec3(1, 1, 1)
    assert (v.x, v.y, v.z) == (2, 3, 4)""")
    r.edit("python/bindings.cpp", '      .def("__add__", [](const vm::Vec3& a, const vm::Vec3& b) { return a + b; });',
           '      .def("__add__", [](const vm::Vec3& a, const vm::Vec3& b) { return a + b; })\n      .def("dot", &vm::dot)\n      .def("cross", &vm::cross);')
    r.edit("python/tests/test_vec3.py", "def test_add():", "def test_dot():\n    assert Vec3(1, 2, 3).dot(Vec3(4, 5, 6)) == 32\n\n\ndef test_cross():\n    c = Vec3(1, 0, 0).cross(Vec3(0, 1, 0))\n    assert (c.x, c.y, c.z) == (0, 0, 1)\n\n\ndef test_add():")
    r.bash("pip install -e . -q 2>&1 | tail -1; python -m pytest python/tests -q 2>&1 | tail -2", "5 passed in 0.08s")
    r.bash("ctest --test-dir build 2>&1 | tail -2", "100% tests passed, 0 tests failed out of 12\n\nTotal Test time (real) =   0.05 sec")
    r.end("dot and cross are exposed on Vec3 and tested (5 passed). Should I also add `__matmul__` as an alias for dot, "
          "or keep the API minimal?", success=True)
    return r


def c_u_asan_midway():
    r = Run("protobuf-lite-varintbound", "codex", "PBL-12", "Heap overflow decoding overlong varints",
            """Fuzzing found a heap-buffer-overflow in `pbl_read_varint` (`src/decode.c`) on inputs with 11+
continuation bytes. Bound the loop to 10 bytes and return PBL_EOVERFLOW; add the fuzzer's crash input to
`tests/regress/`.""",
            "unknown", "The ASan heap-buffer-overflow is the bug the task is about; the agent was mid-investigation "
            "when the stream simply stops, with no error, limit or result explaining the failure.",
            near_miss="infra_failure", cwd="/workspace/protobuf-lite")
    r.bash("ls tests/regress/ && ./build-asan/tests/decode_regress tests/regress/crash-7f3a9c 2>&1 | head -14",
           "crash-7f3a9c\nok-nested.bin\n=================================================================\n==3317==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000031 at pc 0x5601a2b3c4d5 bp 0x7ffc6b1e2f10 sp 0x7ffc6b1e2f08\n"
           "READ of size 1 at 0x602000000031 thread T0\n    #0 0x5601a2b3c4d4 in pbl_read_varint /workspace/protobuf-lite/src/decode.c:41\n    #1 0x5601a2b3d1e2 in pbl_decode_field /workspace/protobuf-lite/src/decode.c:88\n"
           "    #2 0x5601a2b3a0f7 in main /workspace/protobuf-lite/tests/decode_regress.c:22\n\n0x602000000031 is located 0 bytes after 1-byte region [0x602000000030,0x602000000031)\n"
           "SUMMARY: AddressSanitizer: heap-buffer-overflow /workspace/protobuf-lite/src/decode.c:41 in pbl_read_varint\n==3317==ABORTING", rc=1)
    r.bash("sed -n '30,55p' src/decode.c", "int pbl_read_varint(struct pbl_buf *b, uint64_t *out)\n{\n    uint64_t v = 0;\n    int shift = 0;\n    for (;;) {\n        uint8_t byte = b->p[0];\n        b->p++;\n        v |= (uint64_t)(byte & 0x7f) << shift;\n        if (!(byte & 0x80))\n            break;\n        shift += 7;\n    }\n    *out = v;\n    return 0;\n}")
    r.bash("grep -n 'pbl_read_varint' src/*.c | head", "src/decode.c:30:int pbl_read_varint(struct pbl_buf *b, uint64_t *out)\nsrc/decode.c:88:        if (pbl_read_varint(b, &key) != 0)\nsrc/decode.c:97:            rc = pbl_read_varint(b, &f->u64);\nsrc/decode.c:104:            if (pbl_read_varint(b, &len) != 0)")
    r.bash("grep -n 'PBL_E' include/pbl/pbl.h", "12:#define PBL_ETRUNC   (-1)\n13:#define PBL_EOVERFLOW (-2)\n14:#define PBL_EWIRETYPE (-3)")
    r.think("**Two issues**\n\nNo end-of-buffer check and no 10-byte bound. Add both.")
    r.edit("src/decode.c", "    for (;;) {\n        uint8_t byte = b->p[0];", "    for (int i = 0; i < 10; i++) {\n        if (b->p >= b->end)\n            return PBL_ETRUNC;\n        uint8_t byte = b->p[0];")
    r.bash("cmake --build build-asan 2>&1 | tail -1 && ./build-asan/tests/decode_regress tests/regress/crash-7f3a9c; echo rc=$?", "[4/4] Linking C executable tests/decode_regress\nrc=0")
    r.think("**Missing overflow return**\n\nAfter the loop finishes 10 iterations without a terminating byte we must return PBL_EOVERFLOW instead of falling through.")
    r.cut()
    return r


def c_u_segv_midway():
    r = Run("midiparse-runningstatus", "osmia", "MIDI-33", "Crash on running status after a meta event",
            """`midiparse` segfaults on files where a running-status byte follows a meta event (reported with
`tests/data/running_status_meta.mid`). Per SMF spec, meta events cancel running status. Fix
`src/track.c` and add the file to the regression list.""",
            "unknown", "The segfault is the task's own bug being reproduced; the agent was mid-fix when the engine "
            "stopped with an empty failure summary, and nothing in the stream shows a cause.",
            near_miss="infra_failure", cwd="/workspace/midiparse")
    r.say("Reproducing the crash.")
    r.bash("./build/midiparse tests/data/running_status_meta.mid; echo rc=$?", "track 0: 14 events\ntrack 1: Segmentation fault (core dumped)\nrc=139")
    r.bash("gdb -batch -ex run -ex bt --args ./build/midiparse tests/data/running_status_meta.mid 2>&1 | tail -4",
           "Program received signal SIGSEGV, Segmentation fault.\n0x00005555555562d4 in read_event (t=0x5555555592a0, ev=0x7fffffffd8f0) at src/track.c:118\n118\t        ev->data[0] = t->running;\n#0  0x00005555555562d4 in read_event (t=0x5555555592a0, ev=0x7fffffffd8f0) at src/track.c:118")
    r.read("src/track.c", """static int read_event(struct track *t, struct event *ev)
{
    uint8_t b = peek(t);
    if (b & 0x80) {
        t->running = next(t);
    } else if (!t->running) {
        return -EINVAL;
    }
    ev->status = t->running;
    ev->data = t->cur;
    ev->data[0] = t->running;""", start=108)
    r.say("`ev->data` points into the read-only mapped file and the meta branch leaves `running` pointing at 0xFF. Two fixes: clear running status after meta/sysex, and stop writing into the mapped buffer.")
    r.edit("src/track.c", "    ev->data = t->cur;\n    ev->data[0] = t->running;", "    ev->data = t->cur;")
    r.end("", success=False)
    r.result_json = {"success": False, "summary": "", "exit_code": 1}
    return r


def c_u_timeout_names():
    r = Run("rpcmini-retrybackoff", "claude-transcript", "RPC-140", "Jitter the retry back-off in rpcmini",
            """Client retries in `rpcmini` use a fixed exponential back-off, so many clients retry in lockstep. Add
full jitter (AWS style) to `src/retry.cpp`, keeping the cap. Tests: `ctest -R Retry`.""",
            "unknown", "The 'timed out'/'Timeout' lines are the retry tests' own expected output and all pass; the "
            "stream ends normally with the work done, and nothing shows why the run is Failed.",
            near_miss="infra_failure", cwd="/workspace/rpcmini")
    r.read("src/retry.cpp", """std::chrono::milliseconds Backoff::next() {
  auto d = std::min(cap_, base_ * (1 << std::min(attempt_, 20)));
  ++attempt_;
  return d;
}""", start=14)
    r.edit("src/retry.cpp", "  auto d = std::min(cap_, base_ * (1 << std::min(attempt_, 20)));\n  ++attempt_;\n  return d;",
           "  const auto ceiling = std::min(cap_, base_ * (1 << std::min(attempt_, 20)));\n  ++attempt_;\n  std::uniform_int_distribution<int64_t> dist(0, ceiling.count());\n  return std::chrono::milliseconds(dist(rng_));")
    r.edit("include/rpcmini/retry.hpp", "  int attempt_ = 0;", "  int attempt_ = 0;\n  std::mt19937_64 rng_{std::random_device{}()};")
    r.edit("tests/retry_test.cpp", "TEST(Retry, CapIsRespected) {", "TEST(Retry, JitterStaysBelowCeiling) {\n  rpc::Backoff b(100ms, 2s);\n  for (int i = 0; i < 50; ++i) EXPECT_LE(b.next(), 2s);\n}\n\nTEST(Retry, CapIsRespected) {")
    r.bash("cmake --build build 2>&1 | tail -1 && ctest --test-dir build -R Retry --output-on-failure -V 2>&1 | grep -E 'RUN|OK|timed|Timeout|tests passed'",
           "[5/5] Linking CXX executable tests/rpcmini_tests\n2: [ RUN      ] Retry.GivesUpAfterDeadline\n2: call Echo: attempt 4 timed out after 250 ms (deadline 1000 ms exceeded)\n2: [       OK ] Retry.GivesUpAfterDeadline (1003 ms)\n"
           "3: [ RUN      ] Retry.TimeoutIsRetriable\n3: call Echo: DEADLINE_EXCEEDED: Timeout waiting for response (retrying)\n3: [       OK ] Retry.TimeoutIsRetriable (412 ms)\n4: [ RUN      ] Retry.JitterStaysBelowCeiling\n4: [       OK ] Retry.JitterStaysBelowCeiling (0 ms)\n"
           "5: [ RUN      ] Retry.CapIsRespected\n5: [       OK ] Retry.CapIsRespected (0 ms)\n100% tests passed, 0 tests failed out of 5")
    r.bash("ctest --test-dir build 2>&1 | tail -3", "100% tests passed, 0 tests failed out of 47\n\nTotal Test time (real) =   4.62 sec")
    r.say("Full jitter is in place: each delay is uniform in [0, min(cap, base*2^n)]. The retry tests (including the deadline/timeout ones, whose 'timed out' lines are expected output) and the full suite (47) pass.")
    r.end("")
    return r


# ---------------------------------------------------------------- succeeded (alarming words)

def c_g_connect_timeout():
    r = Run("reactor-happyeyeballs", "claude-transcript", "NET-512", "Implement Happy Eyeballs (RFC 8305) connection racing",
            """`net::connect_host()` tries addresses sequentially. Race IPv6 and IPv4 attempts with a 250 ms stagger
(RFC 8305 section 5) in `src/connect.cpp`. The existing timeout tests must keep passing. ctest + the
`happy_eyeballs` tests you add.""",
            "succeeded", "The agent implemented staggered connection racing; the 'timed out' lines are the "
            "timeout tests' expected output and the full suite passes.",
            near_miss="infra_failure", cwd="/workspace/reactor")
    busy_reads(r, [
        ("src/connect.cpp", """Result<Socket> connect_host(Loop& loop, std::string_view host, uint16_t port, Deadline dl) {
  auto addrs = resolve(loop, host, port, dl);
  if (!addrs) return addrs.error();
  for (const auto& a : *addrs) {
    auto s = connect_one(loop, a, dl);
    if (s) return s;
    if (dl.expired()) return Error::TimedOut;
  }
  return Error::ConnectionRefused;
}""", 20),
        ("src/resolve.cpp", """Result<std::vector<SockAddr>> resolve(Loop& loop, std::string_view host, uint16_t port, Deadline dl) {
  addrinfo hints{};
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_ADDRCONFIG;
  return loop.run_blocking([&] { return getaddrinfo_all(host, port, hints); }, dl);
}""", 8),
        ("tests/connect_test.cpp", """TEST(Connect, TimesOutOnBlackhole) {
  Loop loop;
  auto r = connect_host(loop, "10.255.255.1", 9, Deadline::in(200ms));
  EXPECT_EQ(r.error(), Error::TimedOut);
}""", 40),
    ])
    r.say("I'll interleave the address families (RFC 8305 section 4) and start a new attempt every 250 ms while earlier ones are still pending; the first socket to connect wins and the rest are closed.")
    r.write("src/happy_eyeballs.cpp", "#include \"net/happy_eyeballs.hpp\"\n\nnamespace net {\nstd::vector<SockAddr> interleave(std::vector<SockAddr> v);\n\nResult<Socket> race(Loop& loop, std::vector<SockAddr> addrs, Deadline dl, std::chrono::milliseconds stagger) {\n  addrs = interleave(std::move(addrs));\n  PendingSet pending(loop);\n  size_t next = 0;\n  while (!dl.expired()) {\n    if (next < addrs.size() && (pending.empty() || pending.since_last_start() >= stagger)) pending.start(addrs[next++]);\n    if (auto s = pending.wait_first(std::min(dl.remaining(), stagger))) return s;\n    if (next == addrs.size() && pending.empty()) return Error::ConnectionRefused;\n  }\n  return Error::TimedOut;\n}\n}  // namespace net\n")
    r.edit("src/connect.cpp", "  for (const auto& a : *addrs) {\n    auto s = connect_one(loop, a, dl);\n    if (s) return s;\n    if (dl.expired()) return Error::TimedOut;\n  }\n  return Error::ConnectionRefused;",
           "  return race(loop, std::move(*addrs), dl, 250ms);")
    r.edit("CMakeLists.txt", "  src/connect.cpp", "  src/connect.cpp\n  src/happy_eyeballs.cpp")
    r.write("tests/happy_eyeballs_test.cpp", "#include <gtest/gtest.h>\n#include \"net/happy_eyeballs.hpp\"\n\nTEST(HappyEyeballs, InterleavesFamilies) {\n  auto v = net::interleave({v6(\"::1\"), v6(\"::2\"), v4(\"127.0.0.1\"), v4(\"127.0.0.2\")});\n  EXPECT_TRUE(v[0].is_v6());\n  EXPECT_TRUE(v[1].is_v4());\n}\n\nTEST(HappyEyeballs, FallsBackToV4WhenV6Blackholed) {\n  FakeNet fn; fn.blackhole(\"2001:db8::1\"); fn.listen(\"192.0.2.1\", 80);\n  auto t0 = Clock::now();\n  auto s = fn.connect_host(\"dual.example\", 80, Deadline::in(2s));\n  ASSERT_TRUE(s);\n  EXPECT_LT(Clock::now() - t0, 400ms);\n}\n")
    r.bash("cmake --build build -j8 2>&1 | tail -2", "[13/14] Linking CXX static library src/libreactor.a\n[14/14] Linking CXX executable tests/reactor_tests")
    r.bash("./build/tests/reactor_tests --gtest_filter='Connect*:HappyEyeballs*' 2>&1 | tail -24",
           N.gtest({"Connect": ["Loopback", "RefusedPort", "TimesOutOnBlackhole", "DeadlineCoversResolve"],
                    "HappyEyeballs": ["InterleavesFamilies", "FallsBackToV4WhenV6Blackholed", "PrefersV6WhenBothWork"]},
                   total_ms=716).replace("[ RUN      ] Connect.TimesOutOnBlackhole", "[ RUN      ] Connect.TimesOutOnBlackhole\nconnect 10.255.255.1:9: timed out after 200 ms (expected)")
           .replace("[ RUN      ] HappyEyeballs.FallsBackToV4WhenV6Blackholed", "[ RUN      ] HappyEyeballs.FallsBackToV4WhenV6Blackholed\nattempt [2001:db8::1]:80 timed out, [192.0.2.1]:80 connected after 251 ms"))
    r.bash("ctest --test-dir build 2>&1 | tail -3", "100% tests passed, 0 tests failed out of 64\n\nTotal Test time (real) =   3.88 sec")
    r.bash("git diff --stat", " CMakeLists.txt                 |  1 +\n src/connect.cpp                |  8 +-------\n src/happy_eyeballs.cpp         | 24 ++++++++++++++++++++++++\n tests/happy_eyeballs_test.cpp  | 19 +++++++++++++++++++\n 4 files changed, 45 insertions(+), 7 deletions(-)")
    r.say("Happy Eyeballs is implemented: addresses are interleaved by family and attempts start 250 ms apart, first success wins. The timeout tests still pass (their 'timed out' lines are expected), plus three new HappyEyeballs tests; the whole suite (64) is green.")
    r.end("")
    r.alarming = True
    return r


def c_g_fixture_eacces():
    r = Run("logrotd-reopen", "claude", "LOG-77", "logrotd: reopen log files on SIGHUP",
            """After rotation, `logrotd` keeps writing to the renamed file. Reopen all outputs on SIGHUP in
`src/outputs.c`. If a file cannot be reopened (e.g. permissions changed), log the error and keep the old fd,
as the existing `test_reopen_unwritable` expects.""",
            "succeeded", "SIGHUP reopen implemented; 'Permission denied' appears only in the unwritable-file "
            "fixture that the test expects, and all tests pass.",
            near_miss="permission_blocked", cwd="/workspace/logrotd")
    r.read("src/outputs.c", """void outputs_reopen(struct outputs *o)
{
    /* TODO */
    (void) o;
}""", start=96)
    r.edit("src/outputs.c", "    /* TODO */\n    (void) o;",
           "    for (size_t i = 0; i < o->n; i++) {\n        struct output *out = &o->v[i];\n        int fd = open(out->path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0640);\n        if (fd < 0) {\n            log_err(\"reopen %s: %s (keeping old fd)\", out->path, strerror(errno));\n            continue;\n        }\n        dup2(fd, out->fd);\n        close(fd);\n    }")
    r.edit("src/main.c", "    signal(SIGPIPE, SIG_IGN);", "    signal(SIGPIPE, SIG_IGN);\n    install_sighup(&g_reopen_requested);")
    r.bash("make -j4 2>&1 | tail -1 && make test 2>&1 | tail -16",
           "  CCLD     logrotd\n./tests/run.sh\n== test_write_basic ... ok\n== test_reopen_after_rename ... ok\n== test_reopen_unwritable\n"
           "logrotd[31877]: reopen /tmp/logrotd-test.xk21/out.log: Permission denied (keeping old fd)\n   expected error logged, old fd still writable ... ok\n"
           "== test_reopen_missing_dir\nlogrotd[31881]: reopen /tmp/logrotd-test.xk21/gone/out.log: No such file or directory (keeping old fd)\n   ... ok\n== test_sighup_coalesces ... ok\n\n5/5 tests passed")
    r.bash("ls -l /tmp/logrotd-test.*/ 2>/dev/null | head -3; git status --short", " M src/main.c\n M src/outputs.c")
    r.end("SIGHUP now reopens every output with O_APPEND and dup2()s it over the old descriptor; on failure (e.g. the "
          "'Permission denied' case in test_reopen_unwritable) the error is logged and the old fd kept. 5/5 tests pass.",
          success=True)
    r.alarming = True
    return r


def c_g_flaky_preexisting():
    r = Run("mdns-lite-txtparse", "codex", "MDNS-23", "Parse TXT records with empty strings",
            """`mdns_parse_txt` stops at the first zero-length string in a TXT record; RFC 6763 allows them (they
should be ignored). Fix `src/txt.c` and add a GoogleTest case. Note: `Net.FlakyMulticastLoopback` is skipped
on CI since MDNS-9 and should stay that way.""",
            "succeeded", "TXT parsing fixed and tested; the only skipped test (Net.FlakyMulticastLoopback) was "
            "already skipped long before this run and was not touched.",
            near_miss="test_misunderstanding", cwd="/workspace/mdns-lite")
    r.bash("sed -n '10,40p' src/txt.c", "int mdns_parse_txt(const uint8_t *p, size_t len, struct txt_kv *out, size_t max)\n{\n    size_t n = 0;\n    while (len > 0 && n < max) {\n        uint8_t l = *p++;\n        len--;\n        if (l == 0 || l > len)\n            break;\n        split_kv(p, l, &out[n++]);\n        p += l;\n        len -= l;\n    }\n    return (int) n;\n}")
    r.edit("src/txt.c", "        if (l == 0 || l > len)\n            break;", "        if (l > len)\n            return -1;\n        if (l == 0)\n            continue;")
    r.write("tests/txt_empty_test.cpp", "#include <gtest/gtest.h>\nextern \"C\" {\n#include \"txt.h\"\n}\n\nTEST(Txt, EmptyStringsAreIgnored) {\n  const uint8_t rec[] = {3, 'a', '=', '1', 0, 3, 'b', '=', '2'};\n  txt_kv kv[4];\n  ASSERT_EQ(mdns_parse_txt(rec, sizeof rec, kv, 4), 2);\n}\n")
    r.bash("cmake --build build 2>&1 | tail -1 && ctest --test-dir build 2>&1 | tail -9",
           "[3/3] Linking CXX executable tests/mdns_tests\n" + N.ctest("/workspace/mdns-lite/build", ["Txt.Basic", "Txt.EmptyStringsAreIgnored", "Txt.Truncated", "Name.Compression", "Net.FlakyMulticastLoopback", "Probe.Conflict"], not_run=["Net.FlakyMulticastLoopback"]).split("\n", 13)[-1])
    r.bash("git log -S'GTEST_SKIP' --oneline -- tests/net_test.cpp; git diff --stat", "3c81f0a tests: skip multicast loopback on CI (MDNS-9)\n src/txt.c | 6 ++++--\n 1 file changed, 4 insertions(+), 2 deletions(-)")
    r.end("Zero-length TXT strings are now skipped (and a length overrun returns -1). New test Txt.EmptyStringsAreIgnored "
          "passes; Net.FlakyMulticastLoopback remains skipped as before (MDNS-9, untouched).", success=True)
    r.alarming = True
    return r


def c_g_death_test():
    r = Run("arena-cpp-guardpages", "osmia", "MEM-140", "Add guard pages to the debug arena",
            """In debug builds, `Arena` should place a PROT_NONE guard page after each block so overruns crash
immediately. Implement in `src/arena_debug.cpp` and add a death test showing an overrun dies with SIGSEGV.""",
            "succeeded", "Guard pages implemented; the 'Segmentation fault' and SIGSEGV lines come from the "
            "intended death test's child process, which passes.",
            near_miss="infra_failure", cwd="/workspace/arena-cpp")
    r.say("Reading the debug arena allocator.")
    r.read("src/arena_debug.cpp", """void* DebugArena::allocate_block(size_t size) {
  void* p = std::aligned_alloc(kPage, round_up(size, kPage));
  if (!p) throw std::bad_alloc();
  blocks_.push_back({p, size});
  return p;
}""", start=18)
    r.edit("src/arena_debug.cpp", "  void* p = std::aligned_alloc(kPage, round_up(size, kPage));\n  if (!p) throw std::bad_alloc();",
           "  const size_t body = round_up(size, kPage);\n  void* p = mmap(nullptr, body + kPage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);\n  if (p == MAP_FAILED) throw std::bad_alloc();\n  if (mprotect(static_cast<char*>(p) + body, kPage, PROT_NONE) != 0) throw std::system_error(errno, std::generic_category());")
    r.write("tests/guard_page_test.cpp", "#include <gtest/gtest.h>\n#include <csignal>\n#include \"arena/debug_arena.hpp\"\n\nTEST(GuardPageDeathTest, OverrunSegfaults) {\n  EXPECT_EXIT({\n    arena::DebugArena a;\n    auto* p = static_cast<char*>(a.allocate(4096));\n    p[4096] = 1;\n  }, ::testing::KilledBySignal(SIGSEGV), \"\");\n}\n")
    r.bash("cmake --build build-debug 2>&1 | tail -1 && ./build-debug/tests/arena_tests --gtest_filter='GuardPage*' 2>&1 | tail -12",
           "[4/4] Linking CXX executable tests/arena_tests\nRunning main() from gmock_main.cc\nNote: Google Test filter = GuardPage*\n[==========] Running 1 test from 1 test suite.\n[----------] 1 test from GuardPageDeathTest\n[ RUN      ] GuardPageDeathTest.OverrunSegfaults\n"
           "[WARNING] ../googletest/src/gtest-death-test.cc:1108:: Death tests use fork(), which is unsafe particularly in a threaded context. For this test, Google Test detected 2 threads.\n"
           "child process: Segmentation fault (signal 11, as expected)\n[       OK ] GuardPageDeathTest.OverrunSegfaults (14 ms)\n[----------] 1 test from GuardPageDeathTest (14 ms total)\n\n[==========] 1 test from 1 test suite ran. (14 ms total)\n[  PASSED  ] 1 test.")
    r.bash("ctest --test-dir build-debug 2>&1 | tail -3", "100% tests passed, 0 tests failed out of 29\n\nTotal Test time (real) =   0.73 sec")
    r.end("Debug arena blocks are now mmap'ed with a trailing PROT_NONE guard page; the death test confirms an overrun is killed by SIGSEGV. All 29 tests pass.", success=True)
    r.alarming = True
    return r


def c_g_asan_selftest():
    r = Run("smoketests-uafcanary", "claude-transcript", "QA-71", "Add the use-after-free canary to the sanitizer smoke suite",
            """The `sanitizer_smoke` ctest suite proves our ASan wiring works by running small programs that MUST be
caught (tests declared `WILL_FAIL`). Add a heap-use-after-free canary next to the existing
`asan_catches_overflow`, following the same pattern in `tests/smoke/CMakeLists.txt`.""",
            "succeeded", "The agent added an intentional use-after-free canary that ASan is supposed to catch; "
            "the ASan report is the expected outcome and the WILL_FAIL test passes.",
            near_miss="wrong_approach", cwd="/workspace/smoketests")
    r.read("tests/smoke/CMakeLists.txt", """add_executable(asan_overflow asan_overflow.c)
target_compile_options(asan_overflow PRIVATE -fsanitize=address -fno-omit-frame-pointer)
target_link_options(asan_overflow PRIVATE -fsanitize=address)
add_test(NAME asan_catches_overflow COMMAND asan_overflow)
set_tests_properties(asan_catches_overflow PROPERTIES WILL_FAIL TRUE LABELS sanitizer_smoke)""")
    r.write("tests/smoke/asan_uaf.c", "#include <stdlib.h>\n\nint main(void)\n{\n    int *p = malloc(sizeof *p);\n    *p = 1;\n    free(p);\n    return *p;   /* intentional heap-use-after-free: ASan must abort */\n}\n")
    r.edit("tests/smoke/CMakeLists.txt", "set_tests_properties(asan_catches_overflow PROPERTIES WILL_FAIL TRUE LABELS sanitizer_smoke)",
           "set_tests_properties(asan_catches_overflow PROPERTIES WILL_FAIL TRUE LABELS sanitizer_smoke)\n\nadd_executable(asan_uaf asan_uaf.c)\ntarget_compile_options(asan_uaf PRIVATE -fsanitize=address -fno-omit-frame-pointer)\ntarget_link_options(asan_uaf PRIVATE -fsanitize=address)\nadd_test(NAME asan_catches_uaf COMMAND asan_uaf)\nset_tests_properties(asan_catches_uaf PROPERTIES WILL_FAIL TRUE LABELS sanitizer_smoke)")
    r.bash("cmake --build build 2>&1 | tail -1 && ./build/tests/smoke/asan_uaf 2>&1 | head -6; echo rc=$?",
           "[2/2] Linking C executable tests/smoke/asan_uaf\n=================================================================\n==8841==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010 at pc 0x55f0a1c2b1a9 bp 0x7ffe2a1b3c40 sp 0x7ffe2a1b3c38\n"
           "READ of size 4 at 0x602000000010 thread T0\n    #0 0x55f0a1c2b1a8 in main /workspace/smoketests/tests/smoke/asan_uaf.c:8\n\nSUMMARY: AddressSanitizer: heap-use-after-free /workspace/smoketests/tests/smoke/asan_uaf.c:8 in main\nrc=1")
    r.say("ASan aborts on the canary as intended. Now through ctest, where WILL_FAIL turns that abort into a pass:")
    r.bash("ctest --test-dir build -L sanitizer_smoke 2>&1 | tail -6",
           "    Start 1: asan_catches_overflow\n1/2 Test #1: asan_catches_overflow ............   Passed    0.08 sec\n    Start 2: asan_catches_uaf\n2/2 Test #2: asan_catches_uaf .................   Passed    0.07 sec\n\n100% tests passed, 0 tests failed out of 2")
    r.bash("ctest --test-dir build 2>&1 | tail -2", "100% tests passed, 0 tests failed out of 18\n\nTotal Test time (real) =   0.61 sec")
    r.say("Added `asan_catches_uaf` (tests/smoke/asan_uaf.c) alongside the overflow canary; the suite passes (18/18), the UAF canary passing precisely because ASan catches it.")
    r.end("")
    r.alarming = True
    return r


def c_g_format_requested():
    r = Run("ecsworld-styleonce", "claude", "ECS-300", "Apply the new .clang-format to the whole tree",
            """We adopted a `.clang-format` (committed last week) but never reformatted. Run clang-format 17 over all
C++ sources and headers in `src/`, `include/`, `tests/` in one commit, no functional changes; make sure
`make format-check` and the tests pass afterwards.""",
            "succeeded", "The task explicitly asked for a tree-wide clang-format; the large diff is the requested "
            "change and format-check and tests pass.",
            near_miss="scope_creep", cwd="/workspace/ecsworld", files_changed=187)
    r.bash("clang-format --version && make format-check 2>&1 | tail -4",
           "clang-format version 17.0.6\nsrc/world.cpp:14:1: error: code should be clang-formatted [-Wclang-format-violations]\ninclude/ecs/query.hpp:88:5: error: code should be clang-formatted [-Wclang-format-violations]\n"
           "tests/system_test.cpp:203:37: error: code should be clang-formatted [-Wclang-format-violations]\nmake: *** [Makefile:61: format-check] Error 1", rc=2)
    r.bash("git ls-files 'src/*.cpp' 'src/*.hpp' 'include/*.hpp' 'tests/*.cpp' | xargs clang-format -i && git diff --stat | tail -1",
           " 187 files changed, 5240 insertions(+), 4987 deletions(-)")
    r.bash("make format-check 2>&1 | tail -1 && git diff -w --ignore-blank-lines --stat | tail -1", "format-check: OK (187 files)\n 0 files changed")
    r.bash("cmake --build build -j8 2>&1 | tail -1 && ctest --test-dir build 2>&1 | tail -2", "[244/244] Linking CXX executable tests/ecs_tests\n100% tests passed, 0 tests failed out of 211\nTotal Test time (real) =   2.95 sec")
    r.bash("git commit -qam 'style: apply .clang-format to the whole tree (ECS-300)' && git log --oneline -1", "a0e4c7d style: apply .clang-format to the whole tree (ECS-300)")
    r.end("Reformatted all 187 C++ files with clang-format 17 in one commit. Whitespace-insensitive diff is empty (no "
          "functional change); format-check passes and all 211 tests pass.", success=True)
    r.alarming = True
    return r


def c_g_recover_zstd():
    r = Run("blobstore-zstdframes", "codex", "BLOB-93", "Compress stored blobs with zstd",
            """Store blobs zstd-compressed (level 3) in `src/blob_io.c`, with a magic header so old uncompressed blobs
stay readable. Link libzstd via pkg-config in the Makefile. `make check` must pass.""",
            "succeeded", "The first build failed on a missing zstd.h; the agent installed libzstd-dev (it had root), "
            "rebuilt, and all tests passed.",
            near_miss="dependency_missing", cwd="/workspace/blobstore")
    r.bash("sed -n '1,30p' src/blob_io.c", "#include <stdio.h>\n#include \"blob_io.h\"\n\nint blob_write(int fd, const void *buf, size_t len)\n{\n    return write_all(fd, buf, len);\n}\n\nssize_t blob_read(int fd, void *buf, size_t cap)\n{\n    return read_all(fd, buf, cap);\n}")
    r.edit("src/blob_io.c", "#include \"blob_io.h\"", "#include <zstd.h>\n#include \"blob_io.h\"\n\n#define BLOB_MAGIC 0x5A424C42u /* 'BLBZ' */")
    r.edit("src/blob_io.c", "    return write_all(fd, buf, len);", "    size_t bound = ZSTD_compressBound(len);\n    void *tmp = malloc(bound + 4);\n    size_t n = ZSTD_compress((char *)tmp + 4, bound, buf, len, 3);\n    if (ZSTD_isError(n)) { free(tmp); return -1; }\n    wr32le(tmp, BLOB_MAGIC);\n    int rc = write_all(fd, tmp, n + 4);\n    free(tmp);\n    return rc;")
    r.edit("Makefile", "LDLIBS =", "CFLAGS += $(shell pkg-config --cflags libzstd)\nLDLIBS = $(shell pkg-config --libs libzstd)")
    r.bash("make 2>&1 | tail -4", "Package libzstd was not found in the pkg-config search path.\nNo package 'libzstd' found\nsrc/blob_io.c:1:10: fatal error: zstd.h: No such file or directory\ncompilation terminated.\nmake: *** [Makefile:14: src/blob_io.o] Error 1", rc=2)
    r.bash("id -u && apt-get install -y -q libzstd-dev 2>&1 | tail -2", "0\nSetting up libzstd-dev:amd64 (1.5.4+dfsg2-5) ...\nProcessing triggers for libc-bin (2.36-9+deb12u4) ...")
    r.edit("src/blob_io.c", "    return read_all(fd, buf, cap);", "    return read_maybe_compressed(fd, buf, cap, BLOB_MAGIC);")
    r.bash("make 2>&1 | tail -1 && make check 2>&1 | tail -4", "cc -o blobstore src/main.o src/blob_io.o src/index.o -lzstd\nPASS: test_roundtrip\nPASS: test_legacy_uncompressed\nPASS: test_large_blob\n3/3 passed")
    r.end("Blobs are written zstd-compressed with a 'BLBZ' magic; legacy blobs are still read as-is. libzstd-dev was "
          "missing from the image so I installed it; make check passes (3/3).", success=True)
    r.alarming = True
    return r


def c_g_enospc_injected():
    r = Run("walog-fsyncerr", "osmia", "WAL-58", "Surface fsync errors instead of ignoring them",
            """`wal_commit()` ignores the return value of `fdatasync`. Propagate errors (and poison the WAL after an
fsync failure, like PostgreSQL does) in `src/wal.c`. The fault-injection tests in `tests/test_faults.c`
simulate EIO/ENOSPC via the `FAULT_INJECT` env var.""",
            "succeeded", "fsync errors are now propagated and the WAL poisoned; the 'No space left on device' text "
            "is injected by the fault tests, which pass.",
            near_miss="infra_failure", cwd="/workspace/walog")
    r.say("Looking at the commit path.")
    r.read("src/wal.c", """int wal_commit(struct wal *w)
{
    if (write_all(w->fd, w->buf, w->len) < 0)
        return -errno;
    fdatasync(w->fd);
    w->len = 0;
    return 0;
}""", start=74)
    r.edit("src/wal.c", "    fdatasync(w->fd);\n    w->len = 0;", "    if (w->poisoned)\n        return -EIO;\n    if (fdatasync(w->fd) != 0) {\n        int e = errno;\n        w->poisoned = true;   /* page cache state is unknown after a failed fsync */\n        log_err(\"wal: fdatasync failed: %s; WAL poisoned\", strerror(e));\n        return -e;\n    }\n    w->len = 0;")
    r.edit("include/walog/wal.h", "    size_t len;", "    size_t len;\n    bool poisoned;")
    r.bash("make -j4 >/dev/null && make check 2>&1 | tail -12",
           "./tests/test_faults\n[fault] FAULT_INJECT=fdatasync:ENOSPC\nwal: fdatasync failed: No space left on device; WAL poisoned\n  commit returns -ENOSPC ... ok\n  later commit returns -EIO ... ok\n"
           "[fault] FAULT_INJECT=fdatasync:EIO\nwal: fdatasync failed: Input/output error; WAL poisoned\n  commit returns -EIO ... ok\n[fault] FAULT_INJECT=write:ENOSPC\n  write error propagated ... ok\n\nALL 14 TESTS PASSED")
    r.bash("df -h . | tail -1", "overlay          50G   9.1G   41G  19% /workspace")
    r.end("fdatasync failures are now returned to the caller and poison the WAL (subsequent commits fail with -EIO). Fault-injection tests (ENOSPC/EIO) pass: 14/14.", success=True)
    r.alarming = True
    return r


def c_g_undefined_ref_fix():
    r = Run("jsonl-stream-reader", "claude-transcript", "JL-19", "Add a streaming JSONL reader",
            """Add `jsonl::Reader` (`src/reader.cpp`, `include/jsonl/reader.hpp`) that yields one parsed object per
line from an `std::istream`, skipping blank lines and reporting the line number on parse errors. GoogleTest
coverage required.""",
            "succeeded", "The first link failed with 'undefined reference' because the new source was not in "
            "CMakeLists.txt; the agent added it and everything passed.",
            near_miss="dependency_missing", cwd="/workspace/jsonl")
    r.write("include/jsonl/reader.hpp", "#pragma once\n#include <istream>\n#include <optional>\n#include \"jsonl/value.hpp\"\n\nnamespace jsonl {\nclass Reader {\n public:\n  explicit Reader(std::istream& in) : in_(in) {}\n  std::optional<Value> next();\n  size_t line() const { return line_; }\n private:\n  std::istream& in_;\n  size_t line_ = 0;\n};\n}  // namespace jsonl\n")
    r.write("src/reader.cpp", "#include \"jsonl/reader.hpp\"\n#include \"jsonl/parse.hpp\"\n\nnamespace jsonl {\nstd::optional<Value> Reader::next() {\n  std::string s;\n  while (std::getline(in_, s)) {\n    ++line_;\n    if (s.find_first_not_of(\" \\t\\r\") == std::string::npos) continue;\n    try { return parse(s); } catch (const ParseError& e) { throw ParseError(e.what(), line_); }\n  }\n  return std::nullopt;\n}\n}  // namespace jsonl\n")
    r.write("tests/reader_test.cpp", "#include <gtest/gtest.h>\n#include <sstream>\n#include \"jsonl/reader.hpp\"\n\nTEST(Reader, SkipsBlankLines) {\n  std::istringstream in(\"{\\\"a\\\":1}\\n\\n{\\\"a\\\":2}\\n\");\n  jsonl::Reader r(in);\n  EXPECT_TRUE(r.next());\n  EXPECT_TRUE(r.next());\n  EXPECT_FALSE(r.next());\n}\n\nTEST(Reader, ReportsLineOnError) {\n  std::istringstream in(\"{}\\n{bad\\n\");\n  jsonl::Reader r(in);\n  r.next();\n  EXPECT_THROW(r.next(), jsonl::ParseError);\n  EXPECT_EQ(r.line(), 2u);\n}\n")
    r.edit("tests/CMakeLists.txt", "add_executable(jsonl_tests parse_test.cpp)", "add_executable(jsonl_tests parse_test.cpp reader_test.cpp)")
    r.bash("cmake --build build 2>&1 | tail -5",
           "[3/4] Linking CXX executable tests/jsonl_tests\nFAILED: tests/jsonl_tests\n/usr/bin/ld: tests/CMakeFiles/jsonl_tests.dir/reader_test.cpp.o: in function `Reader_SkipsBlankLines_Test::TestBody()':\n"
           "reader_test.cpp:(.text+0x9e): undefined reference to `jsonl::Reader::next()'\ncollect2: error: ld returned 1 exit status", rc=1)
    r.say("The linker can't find `Reader::next` because I didn't add src/reader.cpp to the library target.")
    r.edit("CMakeLists.txt", "add_library(jsonl src/parse.cpp src/value.cpp)", "add_library(jsonl src/parse.cpp src/value.cpp src/reader.cpp)")
    r.bash("cmake --build build 2>&1 | tail -1 && ctest --test-dir build 2>&1 | tail -3", "[5/5] Linking CXX executable tests/jsonl_tests\n100% tests passed, 0 tests failed out of 23\n\nTotal Test time (real) =   0.07 sec")
    r.say("jsonl::Reader is added with tests for blank-line skipping and error line numbers; all 23 tests pass.")
    r.end("")
    r.alarming = True
    return r


def c_g_supervisor_killed():
    r = Run("procsup-hungchild", "claude", "SUP-45", "Supervisor should SIGKILL children that ignore SIGTERM",
            """`procsup` sends SIGTERM on shutdown and waits forever. After `stop_grace_ms` (default 5000) it must send
SIGKILL and reap the child. Implement in `src/supervisor.c`; test with a child that ignores SIGTERM. Run the
suite under valgrind too (`make memcheck`).""",
            "succeeded", "Escalation to SIGKILL implemented; 'Killed'/'signal 9' refer to the hung test child the "
            "supervisor is supposed to kill, valgrind is clean, and all tests pass.",
            near_miss="infra_failure", cwd="/workspace/procsup")
    r.read("src/supervisor.c", """int sup_stop(struct sup *s, struct child *c)
{
    kill(c->pid, SIGTERM);
    int st;
    waitpid(c->pid, &st, 0);
    c->state = CHILD_EXITED;
    return st;
}""", start=140)
    r.edit("src/supervisor.c", "    kill(c->pid, SIGTERM);\n    int st;\n    waitpid(c->pid, &st, 0);",
           "    kill(c->pid, SIGTERM);\n    int st;\n    if (wait_timeout(c->pid, &st, s->stop_grace_ms) == 0) {\n        log_warn(\"child %d ignored SIGTERM for %d ms, sending SIGKILL\", c->pid, s->stop_grace_ms);\n        kill(c->pid, SIGKILL);\n        waitpid(c->pid, &st, 0);\n    }")
    r.write("tests/hang_child.c", "#include <signal.h>\n#include <unistd.h>\nint main(void) { signal(SIGTERM, SIG_IGN); for (;;) pause(); }\n")
    r.bash("make -j4 >/dev/null && make check 2>&1 | tail -8",
           "test_start_stop ... ok\ntest_restart_on_crash ... ok\ntest_stop_escalates_to_sigkill\n  procsup: child 40211 ignored SIGTERM for 300 ms, sending SIGKILL\n  child 40211 terminated: Killed (signal 9)\n  ... ok\ntest_grace_default ... ok\n4/4 tests passed")
    r.bash("make memcheck 2>&1 | tail -6",
           "==40230== HEAP SUMMARY:\n==40230==     in use at exit: 0 bytes in 0 blocks\n==40230==   total heap usage: 211 allocs, 211 frees, 48,904 bytes allocated\n==40230== All heap blocks were freed -- no leaks are possible\n==40230== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)\nmemcheck: 4/4 tests clean")
    r.end("sup_stop now waits stop_grace_ms after SIGTERM and escalates to SIGKILL; the new test's deliberately hung "
          "child is killed (signal 9) as intended. 4/4 tests pass and valgrind reports 0 errors.", success=True)
    r.alarming = True
    return r


def c_g_tsan_fixed():
    r = Run("metricsbus-gaugerace", "claude-transcript", "MB-61", "Data race in Gauge::set",
            """TSan reports a data race in `Gauge::set` vs `Registry::snapshot` (tsan preset,
`Registry.ConcurrentSnapshot`). Fix it in `src/gauge.cpp`.""",
            "succeeded", "The TSan data race was the bug to fix; the agent made the gauge value atomic and TSan "
            "then ran clean with all tests passing.",
            near_miss="", cwd="/workspace/metricsbus")
    r.bash("ctest --preset tsan -R ConcurrentSnapshot --output-on-failure 2>&1 | grep -E 'WARNING|SUMMARY|#[01] '",
           "1: WARNING: ThreadSanitizer: data race (pid=11802)\n1:     #0 mb::Gauge::set(double) /workspace/metricsbus/src/gauge.cpp:12\n1:     #1 worker(mb::Registry&) /workspace/metricsbus/tests/registry_test.cpp:31\n"
           "1:     #0 mb::Gauge::value() const /workspace/metricsbus/src/gauge.cpp:16\n1:     #1 mb::Registry::snapshot() const /workspace/metricsbus/src/registry.cpp:44\n1: SUMMARY: ThreadSanitizer: data race /workspace/metricsbus/src/gauge.cpp:12 in mb::Gauge::set(double)", rc=8)
    r.read("include/mb/gauge.hpp", """class Gauge {
 public:
  void set(double v);
  double value() const;
 private:
  double v_ = 0.0;
};""", start=6)
    r.edit("include/mb/gauge.hpp", "  double v_ = 0.0;", "  std::atomic<double> v_{0.0};")
    r.edit("src/gauge.cpp", "void Gauge::set(double v) { v_ = v; }\ndouble Gauge::value() const { return v_; }",
           "void Gauge::set(double v) { v_.store(v, std::memory_order_relaxed); }\ndouble Gauge::value() const { return v_.load(std::memory_order_relaxed); }")
    r.bash("cmake --build --preset tsan 2>&1 | tail -1 && ctest --preset tsan 2>&1 | tail -3", "[6/6] Linking CXX executable tests/metricsbus_tests\n100% tests passed, 0 tests failed out of 34\n\nTotal Test time (real) =   5.12 sec")
    r.say("The gauge value is now a `std::atomic<double>` with relaxed ordering (a gauge is a single independent value, so no ordering with other data is needed). TSan is clean and all 34 tests pass.")
    r.end("")
    r.alarming = True
    return r


def c_g_upgrade_requested():
    r = Run("rastercalc-depbump", "codex", "RC-120", "Upgrade all Conan dependencies to current versions",
            """Quarterly maintenance: bump every dependency in `conanfile.py` to its latest release on our remote
(gdal, proj, fmt, spdlog, catch2 2 -> 3), fix whatever breaks (Catch2 v3 header changes, fmt 10 format
checks), and keep the test suite green. This is expected to touch many files.""",
            "succeeded", "The task asked for a dependency-wide upgrade; the agent did it, fixed the fallout "
            "(including transient compile errors) across many files, and the suite passes.",
            near_miss="scope_creep", cwd="/workspace/rastercalc", files_changed=46)
    r.bash("grep -n requires conanfile.py", "12:        self.requires(\"gdal/3.5.3\")\n13:        self.requires(\"proj/9.0.1\")\n14:        self.requires(\"fmt/8.1.1\")\n15:        self.requires(\"spdlog/1.10.0\")\n16:        self.test_requires(\"catch2/2.13.10\")")
    r.bash("conan list 'gdal/*' 'proj/*' 'fmt/*' 'spdlog/*' 'catch2/*' -r acme --format=compact 2>/dev/null | grep -E '/[0-9]' | tail -5",
           "gdal/3.8.3\nproj/9.3.1\nfmt/10.2.1\nspdlog/1.14.1\ncatch2/3.6.0")
    r.bash("sed -i 's#gdal/3.5.3#gdal/3.8.3#; s#proj/9.0.1#proj/9.3.1#; s#fmt/8.1.1#fmt/10.2.1#; s#spdlog/1.10.0#spdlog/1.14.1#; s#catch2/2.13.10#catch2/3.6.0#' conanfile.py && conan install . --build=missing 2>&1 | tail -1", "Install finished successfully")
    r.bash("cmake --preset conan-release >/dev/null && cmake --build --preset conan-release 2>&1 | grep -m3 error:",
           "tests/band_test.cpp:1:10: fatal error: catch2/catch.hpp: No such file or directory\nsrc/expr/printer.cpp:41:22: error: call to consteval function 'fmt::v10::basic_format_string<char, const Node&>::basic_format_string<char[6], 0>' is not a constant expression\nsrc/log.cpp:18:3: error: 'SPDLOG_LEVEL_NAMES' was not declared in this scope", rc=1)
    r.bash("grep -rl 'catch2/catch.hpp' tests | xargs sed -i 's#<catch2/catch.hpp>#<catch2/catch_all.hpp>#' && grep -rl '\\bApprox(' tests | xargs sed -i 's/\\bApprox(/Catch::Approx(/g' && git diff --stat | tail -1", " 39 files changed, 212 insertions(+), 176 deletions(-)")
    r.edit("src/expr/printer.cpp", "  return fmt::format(\"{}\", node);", "  return fmt::format(\"{}\", fmt::streamed(node));")
    r.edit("src/log.cpp", "  SPDLOG_LEVEL_NAMES", "  spdlog::level::level_string_views")
    r.edit("CMakeLists.txt", "find_package(Catch2 2 REQUIRED)", "find_package(Catch2 3 REQUIRED)")
    r.edit("tests/CMakeLists.txt", "target_link_libraries(rc_tests PRIVATE rastercalc Catch2::Catch2)", "target_link_libraries(rc_tests PRIVATE rastercalc Catch2::Catch2WithMain)")
    r.bash("cmake --build --preset conan-release 2>&1 | tail -1 && ctest --preset conan-release 2>&1 | tail -2", "[198/198] Linking CXX executable tests/rc_tests\n100% tests passed, 0 tests failed out of 173\nTotal Test time (real) =   9.40 sec")
    r.bash("git diff --stat | tail -1", " 46 files changed, 251 insertions(+), 203 deletions(-)")
    r.end("All five dependencies bumped (gdal 3.8.3, proj 9.3.1, fmt 10.2.1, spdlog 1.14.1, Catch2 3.6.0); fixed the Catch2 "
          "v3 includes/Approx, an fmt 10 compile-time format check and a removed spdlog macro. 173/173 tests pass.", success=True)
    r.alarming = True
    return r


def cases():
    return [c_u_quietfail(), c_u_errexec(), c_u_hang(), c_u_exit1(), c_u_alarming_fixtures(), c_u_question(),
            c_u_asan_midway(), c_u_segv_midway(), c_u_timeout_names(),
            c_g_connect_timeout(), c_g_fixture_eacces(), c_g_flaky_preexisting(), c_g_death_test(),
            c_g_asan_selftest(), c_g_format_requested(), c_g_recover_zstd(), c_g_enospc_injected(),
            c_g_undefined_ref_fix(), c_g_supervisor_killed(), c_g_tsan_fixed(), c_g_upgrade_requested()]
