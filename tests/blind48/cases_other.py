"""unknown (no recognisable cause) and succeeded runs that contain alarming words."""
from gen_lib import Case, say, think, bash, read, edit, write, grep, todo, notice, denied, read_missing
from common import P, pytest_ok, git_status, fail_result, ok_result

CASES = []
add = CASES.append

# =============================================================================================
# unknown
# =============================================================================================

# U1. Transcript stops mid-command: no error, no notice, no result.
add(Case(
    "sedov-blast-energy", "unknown", "claude-transcript",
    "The stream just stops after a build command was issued: no error, no kill notice, no result, no watchdog; "
    "nothing in the run says why it ended.",
    P("AST-221", "Sedov blast: injected energy counts ghost cells",
      "`inject_energy()` spreads E0 over cells within r0 including ghost cells, so the blast has ~3% too much energy.",
      ["src/init/sedov.cpp", "tests/test_sedov.cpp"],
      ["total energy equals E0 to 1e-12", "ctest passes"]),
    [
        say("Let me read the initialisation."),
        read("src/init/sedov.cpp", "void inject_energy(Mesh& m, double E0, double r0) {\n  double vol = 0.0;\n  for (auto& c : m.all_cells())\n"
             "    if (c.r() < r0) vol += c.volume();\n  for (auto& c : m.all_cells())\n    if (c.r() < r0) c.E = E0 / vol;\n}\n", start=30),
        edit("src/init/sedov.cpp", "  for (auto& c : m.all_cells())\n    if (c.r() < r0) vol += c.volume();\n  for (auto& c : m.all_cells())\n",
             "  for (auto& c : m.interior_cells())\n    if (c.r() < r0) vol += c.volume();\n  for (auto& c : m.interior_cells())\n"),
        grep("interior_cells", "src/mesh/mesh.hpp:58:  auto interior_cells() { return CellRange(cells_, nghost_, n_ - nghost_); }", path="src"),
        bash("cmake --build build -j8 2>&1 | tail -2", "[ 97%] Building CXX object src/CMakeFiles/hydro.dir/init/sedov.cpp.o\n[100%] Built target hydro"),
        bash("ctest --test-dir build -R sedov --output-on-failure 2>&1 | tail -3", "1/1 Test #9: sedov.total_energy ..............   Passed    0.37 sec\n\n100% tests passed, 0 tests failed out of 1"),
        say("The energy test passes. Running the full suite to check nothing else depends on the old behaviour."),
        bash("ctest --test-dir build -j4 2>&1 | tail -2", "100% tests passed, 0 tests failed out of 27\n\nTotal Test time (real) =  41.80 sec"),
        say("All 27 pass. I'll also build the Release configuration used for production runs."),
        bash("cmake --build build-release -j8", ""),
    ],
    near_miss="infra_failure", no_result_json=True,
))
# the last Bash has no tool_result: the stream ends mid-call
CASES[-1]._truncate_last_result = True

# U2. Claude: error_during_execution with no detail after normal progress.
add(Case(
    "radiative-transfer-angles", "unknown", "claude",
    "The session ended with result subtype error_during_execution and an empty message right after normal, "
    "successful steps; nothing in the stream identifies a cause.",
    P("RT-44", "Discrete-ordinates quadrature weights not normalised for S8",
      "`level_symmetric(8)` weights sum to 4π·1.002; normalise them.",
      ["rtcore/quadrature.py", "tests/test_quadrature.py"],
      ["weights sum to 4π within 1e-14", "pytest passes"]),
    [
        say("Reading the quadrature set."),
        read("rtcore/quadrature.py", "def level_symmetric(n):\n    mu, w = _TABLE[n]\n    mu, w = _octant_expand(mu, w)\n    return mu, w\n", start=40),
        bash("python -c 'from rtcore.quadrature import level_symmetric as ls; import numpy as np; print(ls(8)[1].sum()/(4*np.pi))'", "1.0020408163265306"),
        edit("rtcore/quadrature.py", "    mu, w = _octant_expand(mu, w)\n    return mu, w\n", "    mu, w = _octant_expand(mu, w)\n    w = w * (4.0 * np.pi / w.sum())\n    return mu, w\n"),
        bash("python -m pytest -q tests/test_quadrature.py", pytest_ok(["tests/test_quadrature.py ......"], 6, "0.31")),
        bash("python -m pytest -q", pytest_ok(["tests/test_quadrature.py ......", "tests/test_sweep.py ........", "tests/test_source_iteration.py ...."], 18, "5.62")),
        say("All tests pass. Let me also check the benchmark problem output changes as expected."),
        bash("python examples/kobayashi1.py --order 8 | tail -2", "scalar flux at (5,5,5): 5.9547e+00\nreference              5.9549e+00"),
    ],
    end={"subtype": "error_during_execution", "is_error": True, "text": ""},
    near_miss="", result=fail_result("", 1),
))

# U3. Codex: a reasonable attempt that simply doesn't solve it.
add(Case(
    "spline-knot-multiplicity", "unknown", "codex",
    "The agent made a plausible fix to the knot-vector construction, the test still fails on a different derivative "
    "check, and it stopped and reported that; no environment problem and no bad behaviour, the problem just wasn't solved.",
    P("NUM-248", "Clamped B-spline derivative wrong at the right end",
      "`bspline_deriv()` returns a wrong first derivative at `x = x_max` for clamped splines. `tests/test_bspline.py` "
      "compares with scipy.interpolate.BSpline.",
      ["splinekit/bspline.py", "tests/test_bspline.py"],
      ["tests/test_bspline.py passes"]),
    [
        bash("python -m pytest -q tests/test_bspline.py", "..F.                                                                     [100%]\n"
             "FAILED tests/test_bspline.py::test_deriv_right_end - assert 0.0 == approx(2.9999 ± 3.0e-06)\n1 failed, 3 passed in 0.52s", rc=1),
        read("splinekit/bspline.py", "def _span(t, k, x):\n    n = len(t) - k - 1\n    if x >= t[n]:\n        return n\n    return np.searchsorted(t, x, side=\"right\") - 1\n", start=22),
        think("**Span at the right end**\n\nFor x == t[n] (clamped end) the span should be n-1, not n; otherwise the basis functions are all zero there."),
        edit("splinekit/bspline.py", "", ""),
        bash("python -m pytest -q tests/test_bspline.py", "..F.                                                                     [100%]\n"
             "FAILED tests/test_bspline.py::test_deriv_right_end - assert 3.0000004 == approx(2.9999 ± 3.0e-06)\n1 failed, 3 passed in 0.50s", rc=1),
        think("**Closer**\n\nNow 3.0000004 vs the reference 2.9999. The reference uses extrapolate=False... the difference is 1e-4, larger than rounding."),
        bash("python - <<'EOF'\nfrom scipy.interpolate import BSpline\nimport numpy as np\nt=np.r_[[0]*4, np.linspace(0,1,9)[1:-1], [1]*4]\nc=np.arange(len(t)-4, dtype=float)\nprint(BSpline(t,c,3).derivative()(1.0))\nEOF", "2.9999000000000002\n"),
        read("tests/test_bspline.py", "def test_deriv_right_end():\n    t, c = clamped_example()\n    ref = BSpline(t, c, 3).derivative()(1.0 - 1e-12)\n"
             "    assert bspline_deriv(t, c, 3, 1.0) == pytest.approx(ref, rel=1e-6)\n", start=30),
        say("I fixed the knot-span lookup at the clamped right end, which takes the derivative from 0.0 to 3.0000004, but the "
            "test's reference (2.9999) is still 1e-4 away and I haven't found where the remaining difference comes from. Stopping here."),
    ],
    end={"failed": False}, near_miss="",
    result=fail_result("tests/test_bspline.py::test_deriv_right_end still failing"),
))

# U4. Osmia: agent exits with code 1, nothing visible.
add(Case(
    "icosahedral-cell-area", "unknown", "osmia",
    "The agent was reading and editing normally and then the engine reported 'agent exited with code 1' with no "
    "error, notice or output explaining it.",
    P("GRID-91", "Icosahedral grid cell areas do not sum to 4π at level 7",
      "Spherical triangle areas use planar Heron's formula; use L'Huilier's theorem.",
      ["icogrid/area.py", "tests/test_area.py"],
      ["areas sum to 4π within 1e-12 at levels 0..7"]),
    [
        say("Reading the area routine."),
        read("icogrid/area.py", "def tri_area(a, b, c):\n    ab, bc, ca = (np.linalg.norm(a - b), np.linalg.norm(b - c), np.linalg.norm(c - a))\n"
             "    s = 0.5 * (ab + bc + ca)\n    return np.sqrt(s * (s - ab) * (s - bc) * (s - ca))\n", start=12),
        edit("icogrid/area.py", "    ab, bc, ca = (np.linalg.norm(a - b), np.linalg.norm(b - c), np.linalg.norm(c - a))\n    s = 0.5 * (ab + bc + ca)\n    return np.sqrt(s * (s - ab) * (s - bc) * (s - ca))\n",
             "    A, B, C = _arc(b, c), _arc(c, a), _arc(a, b)\n    s = 0.5 * (A + B + C)\n"
             "    t = np.tan(s / 2) * np.tan((s - A) / 2) * np.tan((s - B) / 2) * np.tan((s - C) / 2)\n    return 4.0 * np.arctan(np.sqrt(np.maximum(t, 0.0)))\n"),
        grep("def _arc", "", path="icogrid"),
        write("icogrid/_geom.py", "import numpy as np\n\n\ndef _arc(u, v):\n    return np.arctan2(np.linalg.norm(np.cross(u, v)), np.dot(u, v))\n"),
        edit("icogrid/area.py", "import numpy as np\n", "import numpy as np\n\nfrom ._geom import _arc\n"),
        bash("python -m pytest -q tests/test_area.py -k 'level0 or level3'", "..                                                                       [100%]\n2 passed, 6 deselected in 0.91s"),
        say("Levels 0 and 3 pass. Running the full set, level 7 takes a while."),
        bash("python -m pytest -q tests/test_area.py", "........                                                                 [100%]\n8 passed in 37.12s"),
        say("All levels pass. Checking the rest of the suite."),
    ],
    end={"success": False, "text": "agent exited with code 1"},
    near_miss="", result=fail_result("agent exited with code 1"),
))

# U5. Agent stops because the ticket is ambiguous.
add(Case(
    "rayleigh-number-definition", "unknown", "claude-transcript",
    "The agent found the ticket ambiguous (two incompatible Rayleigh-number definitions in docs and code), asked which "
    "one is intended and stopped without changing anything; no failure mode applies.",
    P("CONV-12", "Rayleigh number scaling is wrong",
      "The non-dimensionalisation of the Boussinesq solver uses the wrong Rayleigh number. Fix it.",
      ["boussinesq/params.py", "docs/theory.md"],
      ["Ra computed correctly"]),
    [
        say("Let me see how Ra is defined in the code and the docs."),
        read("boussinesq/params.py", "def rayleigh(g, alpha, dT, H, nu, kappa):\n    return g * alpha * dT * H**3 / (nu * kappa)\n", start=18),
        grep("Ra =|Rayleigh", "docs/theory.md:41:The Rayleigh number is defined on the half-depth, $Ra = g\\alpha\\Delta T (H/2)^3/(\\nu\\kappa)$,\n"
             "docs/theory.md:77:For the benchmark of Blankenbach et al. we use $Ra = g\\alpha\\Delta T H^3/(\\nu\\kappa)$.\n"
             "boussinesq/params.py:18:def rayleigh(g, alpha, dT, H, nu, kappa):", path="."),
        bash("git log --oneline -5 -- boussinesq/params.py docs/theory.md", "a0be311 docs: half-depth scaling for the channel runs\n51c9e0d params: rayleigh() helper\n"),
        grep("rayleigh\\(", "boussinesq/solver.py:66:    Ra = rayleigh(g, alpha, dT, H, nu, kappa)\nbenchmarks/blankenbach.py:12:    Ra = rayleigh(9.81, 2e-5, 1000.0, 1e6, 1e-6, 1e-6)\n"
             "examples/channel.py:20:    Ra = rayleigh(9.81, 2e-4, 5.0, 0.1, 1e-6, 1.4e-7)", path="."),
        bash("python -m pytest -q", pytest_ok(["tests/test_params.py ...", "tests/test_solver.py ......", "tests/test_blankenbach.py .."], 11, "14.03")),
        think("The docs define Ra on the half-depth for the channel runs but on full depth for the Blankenbach benchmark, and "
              "the code uses full depth everywhere. 'Wrong' could mean the channel example should use H/2, or the docs are wrong. "
              "Changing the helper would break the benchmark test; changing only the example is a guess."),
        say("I need a decision before changing anything: docs/theory.md defines Ra on the half-depth (H/2)^3 for the channel runs "
            "(line 41) but on the full depth for the Blankenbach benchmark (line 77), and `rayleigh()` uses the full depth for both. "
            "Which scaling should the solver use for the channel configuration? All 11 current tests pass with the full-depth form."),
    ],
    near_miss="",
    result=fail_result("agent stopped: asked for clarification"),
))

# U6. Long run full of alarming words that are not the cause; the fix just doesn't work.
TKE_F90 = """  subroutine tke_step(e, shear2, n2, km, kh, dz, dt, nz)
    integer, intent(in) :: nz
    real(dp), intent(inout) :: e(nz)
    real(dp), intent(in) :: shear2(nz), n2(nz), km(nz), kh(nz), dz, dt
    real(dp) :: prod, buoy, diss
    integer :: k
    do k = 2, nz-1
      prod = km(k) * shear2(k)
      buoy = -kh(k) * n2(k)
      diss = c_eps * e(k)**1.5_dp / mixing_length(k)
      e(k) = e(k) + dt * (prod + buoy - diss)
    end do
  end subroutine tke_step"""
CFG = """[run]
name = "tke_column"
timeout = 300          # seconds per test case (harness)
retries_on_timeout = 0

[io]
output = "out/"
# on the cluster this path needs group write permission (permission denied otherwise)
scratch = "/scratch/ocean/tke"

[physics]
c_eps = 0.7
e_min = 1e-6
"""
add(Case(
    "ocean-tke-closure", "unknown", "claude-transcript",
    "A long, orderly attempt: the agent added an implicit dissipation step, tests ran fine apart from the target "
    "test, which still misses the reference mixed-layer depth; 'timeout', 'permission denied' and a license-server "
    "reconnect appear only in config comments and a recovered warning. No recognisable failure cause.",
    P("OCN-355", "TKE closure: mixed layer too deep under strong cooling",
      "In convective conditions the TKE scheme deepens the mixed layer ~20% more than the reference LES. Suspect the "
      "explicit dissipation term. `tests/test_column.py::test_convective_mld` compares with the LES profile.",
      ["src/tke.f90", "tests/test_column.py", "config/column.toml"],
      ["test_convective_mld passes (MLD within 5% of LES)"]),
    [
        say("I'll get an overview of the project, then reproduce the failing comparison."),
        bash("ls", "CMakeLists.txt\nLICENSE\nREADME.md\nconfig\ndocs\nles_reference\nsrc\ntests"),
        bash("git log --oneline -8", "5e1a0c2 tke: clip e at e_min\n0b93f11 tests: add convective MLD vs LES\n77acd40 docs: closure constants\n"
             "c2f1e8b build: add -ffpe-trap for debug\n91d2b7e io: netcdf output for profiles\n3aa01fe column: Monin-Obukhov surface layer\n"
             "e8c4d11 tke: mixing length from Blackadar\n10f2b3c initial column model"),
        read("README.md", "# tkecol\n\nSingle-column ocean model with a prognostic TKE closure (Gaspar et al. 1990).\n\nBuild: `cmake -S . -B build && cmake --build build`\n"
             "Tests: `pytest -q` (builds the Fortran library through f2py on first run).\n\nLES reference profiles live in les_reference/ (Large et al. setup).\n"),
        read("config/column.toml", CFG),
        read("src/tke.f90", TKE_F90, start=40),
        bash("python -m pytest -q 2>&1 | tail -12",
             "tests/test_build.py ..                                                   [ 13%]\ntests/test_column.py ...F..                                               [ 53%]\n"
             "tests/test_io.py ....                                                    [ 80%]\ntests/test_mixing_length.py ...                                           [100%]\n"
             "=================================== FAILURES ===================================\n___________________________ test_convective_mld ____________________________\n"
             ">       assert abs(mld - mld_les) / mld_les < 0.05\nE       assert 0.214 < 0.05\n"
             "tests/test_column.py:88: AssertionError\n----------------------------- Captured stderr call -----------------------------\n"
             "WARNING: connection timeout to license server flexlm01:27000 (attempt 1/3), retrying\nINFO: license server connected\n"
             "1 failed, 14 passed in 48.21s", rc=1),
        read("tests/test_column.py", "def test_convective_mld():\n    cfg = load(\"config/column.toml\")\n    cfg.forcing = Forcing(heat_flux=-300.0, wind_stress=0.0)\n"
             "    prof = run_column(cfg, days=4)\n    mld = mixed_layer_depth(prof, dT=0.2)\n    mld_les = les_mld(\"les_reference/cooling_300W.nc\")\n"
             "    assert abs(mld - mld_les) / mld_les < 0.05\n", start=80),
        bash("python - <<'EOF'\nfrom tkecol import *\ncfg=load('config/column.toml'); cfg.forcing=Forcing(-300.0,0.0)\np=run_column(cfg,days=4)\nprint(mixed_layer_depth(p,0.2), les_mld('les_reference/cooling_300W.nc'))\nEOF",
             "WARNING: connection timeout to license server flexlm01:27000 (attempt 1/3), retrying\nINFO: license server connected\n97.3 80.1"),
        grep("license", "src/io/netcdf_out.f90:14:  ! the Intel runtime prints license-server warnings on first use; harmless\ndocs/build.md:22:The warning `connection timeout to license server` is printed by the Intel runtime and can be ignored.", path="."),
        read("src/mixing_length.f90", "  pure real(dp) function mixing_length(k)\n    integer, intent(in) :: k\n    mixing_length = max(lmin, min(kappa * z(k), l_up(k), l_down(k)))\n  end function\n", start=30),
        think("Explicit dissipation e**1.5/l can overshoot when e is large and dt is big; Gaspar et al. treat dissipation "
              "semi-implicitly: diss = c_eps * sqrt(e_old) * e_new / l. Let me implement that."),
        edit("src/tke.f90", "      diss = c_eps * e(k)**1.5_dp / mixing_length(k)\n      e(k) = e(k) + dt * (prod + buoy - diss)\n",
             "      ! semi-implicit dissipation (Gaspar et al. 1990, eq. 13)\n      e(k) = (e(k) + dt * (prod + buoy)) / (1.0_dp + dt * c_eps * sqrt(e(k)) / mixing_length(k))\n"),
        bash("python -m pytest -q tests/test_column.py 2>&1 | tail -4", ">       assert abs(mld - mld_les) / mld_les < 0.05\nE       assert 0.198 < 0.05\n"
             "tests/test_column.py:88: AssertionError\n1 failed, 5 passed in 31.40s", rc=1),
        think("Only 21.4% -> 19.8%. Dissipation form isn't the main driver. Maybe the buoyancy term: in convective conditions "
              "n2 < 0 and buoy becomes a source; many schemes limit the mixing length by the stratification only when n2 > 0."),
        grep("l_down|l_up", "src/mixing_length.f90:12:  ! Bougeault-Lacarrere upward/downward lengths\nsrc/mixing_length.f90:18:    l_up(k) = ...\nsrc/mixing_length.f90:24:    l_down(k) = ...", path="src"),
        read("src/mixing_length.f90", "  subroutine bl_lengths(e, n2, dz, nz)\n    ! integrate upward until the parcel's TKE is exhausted by buoyancy\n"
             "    do k = 1, nz\n      en = e(k); l_up(k) = 0.0_dp\n      do kk = k+1, nz\n        en = en - dz * max(n2(kk), 0.0_dp) * (z(kk) - z(k))\n"
             "        if (en <= 0.0_dp) exit\n        l_up(k) = l_up(k) + dz\n      end do\n    end do\n", start=10),
        bash("python -m pytest -q tests/test_mixing_length.py 2>&1 | tail -1", "3 passed in 1.12s"),
        edit("src/tke.f90", "      buoy = -kh(k) * n2(k)\n", "      buoy = -kh(k) * min(n2(k), 0.0_dp) * 0.5_dp - kh(k) * max(n2(k), 0.0_dp)\n"),
        bash("python -m pytest -q tests/test_column.py 2>&1 | tail -4", ">       assert abs(mld - mld_les) / mld_les < 0.05\nE       assert 0.117 < 0.05\n"
             "tests/test_column.py:88: AssertionError\n1 failed, 5 passed in 30.88s", rc=1),
        think("Halving the convective buoyancy source brings it to 11.7%, but that factor is arbitrary and not in the paper. I shouldn't tune a constant to hit the test."),
        edit("src/tke.f90", "      buoy = -kh(k) * min(n2(k), 0.0_dp) * 0.5_dp - kh(k) * max(n2(k), 0.0_dp)\n", "      buoy = -kh(k) * n2(k)\n"),
        bash("python -m pytest -q 2>&1 | tail -3", "E       assert 0.198 < 0.05\ntests/test_column.py:88: AssertionError\n1 failed, 14 passed in 47.96s", rc=1),
        bash("ncdump -h les_reference/cooling_300W.nc | head -12", "netcdf cooling_300W {\ndimensions:\n\tz = 256 ;\n\ttime = 97 ;\nvariables:\n"
             "\tdouble z(z) ;\n\t\tz:units = \"m\" ;\n\tdouble T(time, z) ;\n\t\tT:units = \"degC\" ;\n\t\tT:long_name = \"horizontally averaged temperature\" ;\n"
             "// global attributes:\n\t\t:source = \"LES, 2 m resolution, no rotation\" ;"),
        think("The LES has no rotation; the column model has f = 1e-4 by default. Rotation would limit deepening, not increase it, though."),
        bash("grep -n 'coriolis\\|f0' config/column.toml src/*.f90 | head", "src/column.f90:22:  real(dp) :: f0 = 1.0e-4_dp\n"),
        say("Summary: the semi-implicit dissipation (kept) reduces the MLD bias from 21.4% to 19.8%. The remaining bias isn't "
            "explained by the dissipation form; halving the convective buoyancy source gets to 11.7% but is not physically "
            "justified, so I reverted it. test_convective_mld still fails; this needs someone who knows the intended closure constants."),
    ],
    near_miss="infra_failure",
    result=fail_result("test_convective_mld still failing (MLD bias 19.8%)"),
))

# U7. Agent's change segfaults in the code under test.
add(Case(
    "octree-neighbor-lookup", "unknown", "claude",
    "The agent's change to the octree neighbour search makes the test binary crash with a segmentation fault inside "
    "the agent's own new code; the run ends there. A bug in the attempted fix, not an environment or behaviour pattern.",
    P("NB-77", "Octree neighbour search misses neighbours across octant faces",
      "`find_neighbors()` only searches the leaf's parent; particles within `h` across an octant face are missed. "
      "Walk up to the first ancestor whose box contains the search sphere.",
      ["src/octree.c", "tests/test_neighbors.c"],
      ["test_cross_face finds all 26 neighbours", "make test passes"]),
    [
        say("Reading the neighbour search."),
        read("src/octree.c", "void find_neighbors(const Node* leaf, const double* x, double h, IdList* out) {\n  const Node* root = leaf->parent;\n"
             "  collect_within(root, x, h, out);\n}\n", start=140),
        edit("src/octree.c", "  const Node* root = leaf->parent;\n",
             "  const Node* root = leaf;\n  while (!box_contains_sphere(root, x, h)) root = root->parent;\n"),
        bash("make -s && ./build/test_neighbors", "test_same_leaf ... ok\ntest_cross_face ... Segmentation fault (core dumped)", rc=139),
        bash("gdb -batch -ex run -ex bt ./build/test_neighbors 2>&1 | tail -6", "Program received signal SIGSEGV, Segmentation fault.\n0x0000555555556a1c in box_contains_sphere (n=0x0, x=0x7fffffffd9a0, h=0.05) at src/octree.c:131\n"
             "131\t  for (int d = 0; d < 3; ++d) if (x[d] - h < n->lo[d] || x[d] + h > n->hi[d]) return 0;\n"
             "#0  0x0000555555556a1c in box_contains_sphere (n=0x0, ...) at src/octree.c:131\n#1  0x0000555555556b70 in find_neighbors (leaf=0x5555555a2c40, ...) at src/octree.c:142\n"
             "#2  0x0000555555557321 in test_cross_face () at tests/test_neighbors.c:58"),
        think("root becomes NULL: the sphere near the domain boundary is never fully contained, so the loop walks past the root."),
        edit("src/octree.c", "  while (!box_contains_sphere(root, x, h)) root = root->parent;\n", "  while (root->parent && !box_contains_sphere(root, x, h)) root = root->parent;\n"),
        bash("make -s && ./build/test_neighbors", "test_same_leaf ... ok\ntest_cross_face ... ok\ntest_domain_corner ... Segmentation fault (core dumped)", rc=139),
        bash("gdb -batch -ex run -ex bt ./build/test_neighbors 2>&1 | tail -3", "#0  0x0000555555556d02 in collect_within (n=0x5555555a1000, x=..., h=0.05, out=0x7fffffffd990) at src/octree.c:117\n"
             "117\t    out->ids[out->n++] = n->ids[i];\n#1  0x0000555555556b92 in find_neighbors (...) at src/octree.c:143"),
        say("Searching from the root now overflows the fixed-size IdList in collect_within for the corner case. That needs the list to grow; I haven't done that yet."),
    ],
    end={"subtype": "success", "is_error": False, "text": "Partial fix: cross-face search works, but test_domain_corner segfaults (IdList overflow)."},
    near_miss="infra_failure", result=fail_result("test_neighbors: Segmentation fault (exit 139)"),
))

# U8. Transcript interrupted by the user.
add(Case(
    "ice-sliding-law-exponent", "unknown", "claude-transcript",
    "The user interrupted the session ('[Request interrupted by user]') while the agent was still reading code; "
    "nothing in the stream says why.",
    P("ICE-40", "Weertman sliding law uses m=1 regardless of config",
      "`basal_drag()` ignores `cfg.sliding.m`; use the configured exponent.",
      ["icesheet/basal.py", "tests/test_basal.py"],
      ["test_weertman_exponent passes"]),
    [
        say("Let me look at basal_drag."),
        read("icesheet/basal.py", "def basal_drag(ub, C, cfg):\n    m = 1.0\n    return C * np.abs(ub) ** (1.0 / m - 1.0) * ub\n", start=9),
        grep("sliding", "config/default.yaml:31:sliding:\nconfig/default.yaml:32:  law: weertman\nconfig/default.yaml:33:  m: 3.0\nicesheet/config.py:44:    sliding: SlidingCfg", path="."),
        read("icesheet/config.py", "@dataclass\nclass SlidingCfg:\n    law: str = \"weertman\"\n    m: float = 3.0\n", start=20),
        bash("python -m pytest -q tests/test_basal.py 2>&1 | tail -2", "FAILED tests/test_basal.py::test_weertman_exponent - assert 1.0 == 0.333...\n1 failed, 3 passed in 0.21s", rc=1),
        grep("basal_drag\\(", "icesheet/momentum.py:88:        tau_b = basal_drag(ub, self.C, self.cfg)\ntests/test_basal.py:14:    tau = basal_drag(ub, C, cfg)", path="."),
        bash("python -c 'import icesheet, inspect; print(inspect.signature(icesheet.basal.basal_drag))'", "(ub, C, cfg)"),
    ],
    near_miss="", no_result_json=True,
))
CASES[-1]._append_interrupt = True

# U9. Codex: local tests pass, hidden acceptance check fails.
add(Case(
    "rdf-shell-normalisation", "unknown", "codex",
    "The agent's fix passed every local test and it finished normally; the run was marked failed by an acceptance "
    "check outside the stream. Nothing in the stream shows a cause.",
    P("MD-160", "Radial distribution function normalised with the wrong shell volume",
      "`rdf()` divides by `4π r² dr`; for wide bins use the exact shell volume `4/3 π ((r+dr)³ - r³)`.",
      ["mdanalysis_lite/rdf.py", "tests/test_rdf.py"],
      ["g(r) → 1 at large r for an ideal gas", "tests pass"]),
    [
        bash("rg -n \"4 \\* np.pi\" mdanalysis_lite/rdf.py", "41:    shell = 4 * np.pi * r**2 * dr\n"),
        read("mdanalysis_lite/rdf.py", "    r = 0.5 * (edges[1:] + edges[:-1])\n    dr = np.diff(edges)\n    shell = 4 * np.pi * r**2 * dr\n    g = hist / (shell * rho * n)\n", start=39),
        edit("mdanalysis_lite/rdf.py", "", ""),
        think("**Exact shell volume**\n\nshell = 4/3*pi*(edges[1:]**3 - edges[:-1]**3)."),
        bash("python -m pytest -q tests/test_rdf.py", pytest_ok(["tests/test_rdf.py ......"], 6, "1.92")),
        bash("python - <<'EOF'\nimport numpy as np\nfrom mdanalysis_lite.rdf import rdf\nrng=np.random.default_rng(0)\nx=rng.random((4000,3))*20\nr,g=rdf(x, box=20.0, rmax=8.0, nbins=40)\nprint(round(g[-10:].mean(),4))\nEOF", "0.9991\n"),
        bash("python -m pytest -q", pytest_ok(["tests/test_rdf.py ......", "tests/test_msd.py ....", "tests/test_io.py ..."], 13, "3.05")),
        bash("git diff --stat", " mdanalysis_lite/rdf.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        say("rdf() now uses the exact shell volume; g(r) → 0.999 at large r for an ideal gas and all 13 tests pass."),
    ],
    end={"failed": False}, near_miss="",
    result=fail_result("acceptance check failed"),
))

# U10. Osmia, long: optimisation target not reached.
def _bench(v, t):
    return f"n=4096 variant={v}: {t:.2f} s  ({2*4096**3/t/1e9:.1f} GFLOP/s)"
add(Case(
    "blocked-gemm-speedup", "unknown", "osmia",
    "A long, methodical optimisation attempt (blocking, packing, loop order, OpenMP) that is correct and passes all "
    "tests but only reaches 1.4x of the 2x speed-up the ticket requires; no environment, permission or behaviour problem.",
    P("PERF-101", "Blocked DGEMM should be 2x faster than the naive kernel",
      "`dgemm_blocked()` in `src/gemm.c` is only 1.1x faster than `dgemm_naive()` on 4096² matrices. Target: >= 2x "
      "(single socket, 16 threads) without changing the public API.",
      ["src/gemm.c", "bench/bench_gemm.c", "tests/test_gemm.c"],
      ["tests pass", "bench shows >= 2.0x over naive"]),
    [
        say("I'll reproduce the benchmark first."),
        bash("make -s bench && OMP_NUM_THREADS=16 ./build/bench_gemm 4096", _bench("naive", 18.31) + "\n" + _bench("blocked", 16.72) + "\nspeedup 1.10x"),
        read("src/gemm.c", "void dgemm_blocked(int n, const double* A, const double* B, double* C) {\n#pragma omp parallel for\n"
             "  for (int ii = 0; ii < n; ii += BS)\n    for (int jj = 0; jj < n; jj += BS)\n      for (int kk = 0; kk < n; kk += BS)\n"
             "        for (int i = ii; i < min(ii + BS, n); ++i)\n          for (int j = jj; j < min(jj + BS, n); ++j)\n            for (int k = kk; k < min(kk + BS, n); ++k)\n"
             "              C[i*n + j] += A[i*n + k] * B[k*n + j];\n}\n", start=40),
        grep("#define BS", "src/gemm.c:8:#define BS 32", path="src"),
        bash("lscpu | grep -E 'Model name|L1d|L2|L3|Thread|Core'", "Model name:                      AMD EPYC 7763 64-Core Processor\nThread(s) per core:              1\nCore(s) per socket:              64\n"
             "L1d cache:                       2 MiB (64 instances)\nL2 cache:                        32 MiB (64 instances)\nL3 cache:                        256 MiB (8 instances)"),
        say("The inner loop walks B with stride n (j-k order is wrong for row-major). Switching to i-k-j order first."),
        edit("src/gemm.c", "          for (int j = jj; j < min(jj + BS, n); ++j)\n            for (int k = kk; k < min(kk + BS, n); ++k)\n              C[i*n + j] += A[i*n + k] * B[k*n + j];\n",
             "          for (int k = kk; k < min(kk + BS, n); ++k) {\n            const double a = A[i*n + k];\n            for (int j = jj; j < min(jj + BS, n); ++j)\n              C[i*n + j] += a * B[k*n + j];\n          }\n"),
        bash("make -s test && make -s bench && OMP_NUM_THREADS=16 ./build/bench_gemm 4096", "test_gemm: 12/12 ok\n" + _bench("naive", 18.29) + "\n" + _bench("blocked", 14.40) + "\nspeedup 1.27x"),
        say("1.27x. Trying larger blocks for the 32 KiB L1."),
        edit("src/gemm.c", "#define BS 32\n", "#define BS 64\n"),
        bash("make -s bench && OMP_NUM_THREADS=16 ./build/bench_gemm 4096", _bench("naive", 18.30) + "\n" + _bench("blocked", 13.91) + "\nspeedup 1.32x"),
        edit("src/gemm.c", "#define BS 64\n", "#define BS 128\n"),
        bash("make -s bench && OMP_NUM_THREADS=16 ./build/bench_gemm 4096", _bench("naive", 18.33) + "\n" + _bench("blocked", 14.88) + "\nspeedup 1.23x"),
        edit("src/gemm.c", "#define BS 128\n", "#define BS 64\n"),
        say("64 is best so far. Next: pack the B panel so the inner loop reads contiguous memory, and collapse the two outer loops for better load balance."),
        edit("src/gemm.c", "#pragma omp parallel for\n  for (int ii = 0; ii < n; ii += BS)\n    for (int jj = 0; jj < n; jj += BS)\n",
             "#pragma omp parallel for collapse(2) schedule(static)\n  for (int ii = 0; ii < n; ii += BS)\n    for (int jj = 0; jj < n; jj += BS)\n"),
        write("src/pack.c", "#include \"gemm.h\"\n/* copy a BS x BS panel of B into contiguous, aligned storage */\nvoid pack_panel(int n, const double* B, int kk, int jj, double* restrict P) {\n"
              "  for (int k = 0; k < BS; ++k)\n    for (int j = 0; j < BS; ++j)\n      P[k*BS + j] = B[(kk + k)*n + jj + j];\n}\n"),
        edit("src/gemm.c", "      for (int kk = 0; kk < n; kk += BS)\n", "      for (int kk = 0; kk < n; kk += BS) {\n        double P[BS*BS] __attribute__((aligned(64)));\n        pack_panel(n, B, kk, jj, P);\n"),
        bash("make -s test && make -s bench && OMP_NUM_THREADS=16 ./build/bench_gemm 4096", "test_gemm: 12/12 ok\n" + _bench("naive", 18.31) + "\n" + _bench("blocked", 13.02) + "\nspeedup 1.41x"),
        bash("perf stat -e cycles,instructions,L1-dcache-load-misses -- env OMP_NUM_THREADS=16 ./build/bench_gemm 4096 blocked 2>&1 | tail -6",
             " Performance counter stats for 'env OMP_NUM_THREADS=16 ./build/bench_gemm 4096 blocked':\n\n   718,221,904,112      cycles\n   902,114,556,031      instructions              #    1.26  insn per cycle\n"
             "    41,118,902,337      L1-dcache-load-misses\n\n      13.031244918 seconds time elapsed"),
        say("1.26 IPC and many L1 misses remain. The compiler isn't vectorising the inner loop well; checking the report."),
        bash("gcc -O3 -march=native -fopenmp -fopt-info-vec-missed -c src/gemm.c -Iinclude 2>&1 | grep gemm.c:5 | head -3",
             "src/gemm.c:52:15: missed: couldn't vectorize loop\nsrc/gemm.c:52:15: missed: not vectorized: possible aliasing between C and B (consider restrict)"),
        edit("src/gemm.c", "void dgemm_blocked(int n, const double* A, const double* B, double* C) {\n",
             "void dgemm_blocked(int n, const double* restrict A, const double* restrict B, double* restrict C) {\n"),
        bash("make -s test && make -s bench && OMP_NUM_THREADS=16 ./build/bench_gemm 4096", "test_gemm: 12/12 ok\n" + _bench("naive", 18.28) + "\n" + _bench("blocked", 12.95) + "\nspeedup 1.41x"),
        bash("OMP_NUM_THREADS=16 OMP_PROC_BIND=close OMP_PLACES=cores ./build/bench_gemm 4096", _bench("naive", 18.02) + "\n" + _bench("blocked", 12.61) + "\nspeedup 1.43x"),
        say("With restrict, packing, i-k-j order, BS=64 and thread binding the blocked kernel reaches 1.43x. Reaching 2x would "
            "need a register-blocked micro-kernel (e.g. 8x6 with FMA intrinsics), which is a larger piece of work than this "
            "ticket scoped. All 12 correctness tests pass; the speed target is not met."),
    ],
    end={"success": False, "text": "blocked DGEMM 1.43x faster than naive (target 2x); tests pass"},
    near_miss="", result=fail_result("performance target not met: 1.43x < 2.0x"),
))

# =============================================================================================
# succeeded (with alarming words)
# =============================================================================================

# OK1. A test about wall-clock timeouts passes.
add(Case(
    "solver-wallclock-guard", "succeeded", "claude",
    "Implemented the requested wall-clock guard; the 'SolverTimeout'/'timed out' text is the code's own exception "
    "asserted by the new test, and all tests pass.",
    P("SOLV-71", "Iterative solvers need a wall-clock guard",
      "Add `max_seconds` to `gmres()` and `bicgstab()`; when exceeded, raise `SolverTimeout` with the elapsed time. "
      "Add tests.",
      ["pdesolve/krylov.py", "pdesolve/errors.py", "tests/test_krylov.py"],
      ["SolverTimeout raised when the budget is exceeded", "pytest passes"]),
    [
        say("Let me look at the solvers and the existing errors."),
        read("pdesolve/errors.py", "class SolverError(RuntimeError):\n    pass\n\n\nclass ConvergenceError(SolverError):\n    pass\n"),
        edit("pdesolve/errors.py", "class ConvergenceError(SolverError):\n    pass\n",
             "class ConvergenceError(SolverError):\n    pass\n\n\nclass SolverTimeout(SolverError, TimeoutError):\n    \"\"\"Raised when a solver exceeds its wall-clock budget.\"\"\"\n"),
        read("pdesolve/krylov.py", "def gmres(A, b, x0=None, tol=1e-8, restart=30, maxiter=1000):\n    x = np.zeros_like(b) if x0 is None else x0.copy()\n    for outer in range(maxiter):\n", start=20),
        edit("pdesolve/krylov.py", "def gmres(A, b, x0=None, tol=1e-8, restart=30, maxiter=1000):\n    x = np.zeros_like(b) if x0 is None else x0.copy()\n    for outer in range(maxiter):\n",
             "def gmres(A, b, x0=None, tol=1e-8, restart=30, maxiter=1000, max_seconds=None):\n    x = np.zeros_like(b) if x0 is None else x0.copy()\n"
             "    t0 = time.perf_counter()\n    for outer in range(maxiter):\n        _check_budget(t0, max_seconds, \"gmres\")\n"),
        edit("pdesolve/krylov.py", "def bicgstab(A, b, x0=None, tol=1e-8, maxiter=1000):\n", "def bicgstab(A, b, x0=None, tol=1e-8, maxiter=1000, max_seconds=None):\n    t0 = time.perf_counter()\n"),
        write("tests/test_krylov_timeout.py", "import pytest\nfrom pdesolve.errors import SolverTimeout\nfrom pdesolve.krylov import gmres\n\n\n"
              "def test_gmres_times_out(slow_operator, rhs):\n    with pytest.raises(SolverTimeout, match=\"timed out\"):\n        gmres(slow_operator, rhs, max_seconds=0.01)\n\n\n"
              "def test_timeout_is_timeouterror():\n    assert issubclass(SolverTimeout, TimeoutError)\n"),
        bash("python -m pytest -q -rA tests/test_krylov.py tests/test_krylov_timeout.py 2>&1 | tail -9",
             "==================================== PASSES ====================================\n_____________________________ test_gmres_times_out _____________________________\n"
             "------------------------------ Captured log call -------------------------------\n"
             "WARNING  pdesolve.krylov:krylov.py:14 gmres timed out after 0.0123 s (max_seconds=0.01); raising SolverTimeout\n"
             "=========================== short test summary info ============================\nPASSED tests/test_krylov.py::test_gmres_poisson\n"
             "PASSED tests/test_krylov_timeout.py::test_gmres_times_out\nPASSED tests/test_krylov_timeout.py::test_timeout_is_timeouterror\n9 passed in 2.41s"),
        bash("python -m pytest -q", pytest_ok(["tests/test_krylov.py .......", "tests/test_krylov_timeout.py ..", "tests/test_precond.py ....."], 14, "4.02")),
        say("Added `max_seconds` to gmres and bicgstab; exceeding it raises `SolverTimeout` (a `TimeoutError` subclass) with the "
            "elapsed time. New tests cover both; the full suite passes (14 tests)."),
    ],
    end={"subtype": "success", "is_error": False, "text": "Added max_seconds wall-clock guard raising SolverTimeout; 14 tests pass."},
    near_miss="infra_failure", result=ok_result("wall-clock guard added; tests pass"),
))

# OK2. Permission denied in a fixture (read-only checkpoint dir fallback).
add(Case(
    "ckpt-readonly-fallback", "succeeded", "claude-transcript",
    "The requested fallback works; 'PermissionError: [Errno 13] Permission denied' appears only in the captured log of "
    "the test that deliberately makes the checkpoint directory read-only. All tests pass.",
    P("IO-97", "Checkpoint writer should fall back to $TMPDIR when the target is read-only",
      "When `ckpt_dir` is not writable, `write_checkpoint()` currently crashes the run. Log a warning and write to "
      "`$TMPDIR/<run_id>/` instead. Cover it with a test using a read-only directory.",
      ["simkit/ckpt.py", "tests/test_ckpt.py"],
      ["fallback implemented", "test with a read-only directory passes"]),
    [
        say("Reading the checkpoint writer."),
        read("simkit/ckpt.py", "def write_checkpoint(state, ckpt_dir, run_id):\n    path = Path(ckpt_dir) / f\"ckpt_{state.step:06d}.h5\"\n    _write_h5(path, state)\n    return path\n", start=50),
        edit("simkit/ckpt.py", "    path = Path(ckpt_dir) / f\"ckpt_{state.step:06d}.h5\"\n    _write_h5(path, state)\n    return path\n",
             "    path = Path(ckpt_dir) / f\"ckpt_{state.step:06d}.h5\"\n    try:\n        _write_h5(path, state)\n    except PermissionError as exc:\n"
             "        fallback = Path(os.environ.get(\"TMPDIR\", \"/tmp\")) / run_id\n        fallback.mkdir(parents=True, exist_ok=True)\n"
             "        log.warning(\"checkpoint dir not writable (%s); writing to %s\", exc, fallback)\n        path = fallback / path.name\n        _write_h5(path, state)\n    return path\n"),
        write("tests/test_ckpt_fallback.py", "import os, stat\n\n\ndef test_readonly_dir_falls_back(tmp_path, monkeypatch, small_state, caplog):\n"
              "    ro = tmp_path / \"ro\"\n    ro.mkdir()\n    ro.chmod(stat.S_IRUSR | stat.S_IXUSR)\n    monkeypatch.setenv(\"TMPDIR\", str(tmp_path / \"tmp\"))\n"
              "    p = write_checkpoint(small_state, ro, \"run42\")\n    assert p.parent == tmp_path / \"tmp\" / \"run42\"\n    assert \"not writable\" in caplog.text\n"),
        bash("python -m pytest -q -rP tests/test_ckpt_fallback.py 2>&1 | tail -8",
             "==================================== PASSES ====================================\n_________________________ test_readonly_dir_falls_back _________________________\n"
             "------------------------------ Captured log call -------------------------------\n"
             "WARNING  simkit.ckpt:ckpt.py:57 checkpoint dir not writable ([Errno 13] Permission denied: '/tmp/pytest-of-agent/pytest-3/test_readonly_dir_falls_back0/ro/ckpt_000010.h5'); "
             "writing to /tmp/pytest-of-agent/pytest-3/test_readonly_dir_falls_back0/tmp/run42\n1 passed in 0.38s"),
        bash("python -m pytest -q", pytest_ok(["tests/test_ckpt.py ......", "tests/test_ckpt_fallback.py .", "tests/test_rotation.py ...."], 11, "1.77")),
        bash("git status --short", " M simkit/ckpt.py\n?? tests/test_ckpt_fallback.py"),
        say("write_checkpoint now catches PermissionError, logs a warning and writes to $TMPDIR/<run_id>/. The new test makes the "
            "directory read-only (0500) and checks the fallback path; all 11 tests pass."),
    ],
    near_miss="permission_blocked", result=ok_result("fallback implemented; 11 tests pass"),
))

# OK3. GPU tests already skipped (pre-existing skipif), agent fixes the CPU path.
add(Case(
    "cupy-cpu-fallback", "succeeded", "codex",
    "The CPU fallback was fixed and its tests pass; the three GPU tests were skipped by a pre-existing skipif marker "
    "('no CUDA-capable device is detected') that the agent did not add or touch.",
    P("GPU-380", "`xp_sum()` crashes on the NumPy fallback when CuPy is installed but no GPU is present",
      "`get_xp()` returns cupy whenever it imports; on CPU-only CI nodes this raises `cudaErrorNoDevice`. Fall back to "
      "numpy when no device is available. GPU tests are skipped on CPU runners by design.",
      ["arrkit/backend.py", "tests/test_backend.py"],
      ["CPU tests pass on a CPU-only runner"]),
    [
        bash("python -m pytest -q -rs tests/ 2>&1 | tail -8",
             "FAILED tests/test_backend.py::test_sum_cpu - cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorNoDevice: no CUDA-capable device is detected\n"
             "SKIPPED [3] tests/test_gpu.py:9: no CUDA-capable device is detected\n1 failed, 7 passed, 3 skipped in 1.20s", rc=1),
        read("arrkit/backend.py", "def get_xp():\n    try:\n        import cupy as cp\n        return cp\n    except ImportError:\n        return np\n", start=5),
        read("tests/test_gpu.py", "import pytest\nfrom arrkit.backend import gpu_available\n\npytestmark = pytest.mark.skipif(not gpu_available(), reason=\"no CUDA-capable device is detected\")\n"),
        bash("git log --oneline -1 -- tests/test_gpu.py", "7d1e0a2 tests: skip GPU suite on CPU-only runners (#118)"),
        edit("arrkit/backend.py", "", ""),
        think("**Fallback**\n\nget_xp now returns numpy unless cupy imports and cp.cuda.runtime.getDeviceCount() > 0; the check is cached."),
        bash("python -m pytest -q -rs tests/ 2>&1 | tail -3", "SKIPPED [3] tests/test_gpu.py:9: no CUDA-capable device is detected\n8 passed, 3 skipped in 1.02s"),
        bash("git diff --stat", " arrkit/backend.py | 12 +++++++++---\n 1 file changed, 9 insertions(+), 3 deletions(-)"),
        say("get_xp() falls back to NumPy when CuPy is importable but no device exists. CPU tests pass; the GPU suite is skipped on this CPU-only runner by its existing marker."),
    ],
    end={"failed": False}, near_miss="test_misunderstanding", result=ok_result("CPU fallback fixed; 8 passed, 3 GPU tests skipped by existing marker"),
))

# OK4. Memory guard test asserts the code's own "out of memory" message.
add(Case(
    "alloc-guard-message", "succeeded", "claude-transcript",
    "The task was to improve the memory guard's message; 'out of memory' and 'exceeds budget' are the simulation's own "
    "error text, asserted by tests that pass.",
    P("SIM-151", "Memory guard error should say how much was requested",
      "`MemoryGuard.check()` raises `SimulationError(\"out of memory\")` without numbers. Include the estimated size, the "
      "budget and the grid shape. Keep the `out of memory` prefix (scripts grep for it).",
      ["simcore/budget.py", "tests/test_budget.py"],
      ["message includes estimate, budget and shape", "tests pass"]),
    [
        say("Reading the guard."),
        read("simcore/budget.py", "class MemoryGuard:\n    def __init__(self, budget_gib):\n        self.budget = budget_gib * 2**30\n\n    def check(self, cfg):\n"
             "        need = estimate_bytes(cfg)\n        if need > self.budget:\n            raise SimulationError(\"out of memory\")\n", start=44),
        edit("simcore/budget.py", "            raise SimulationError(\"out of memory\")\n",
             "            shape = \"x\".join(map(str, cfg.shape))\n            raise SimulationError(\n"
             "                f\"out of memory: estimated {need / 2**30:.2f} GiB for {shape} exceeds budget {self.budget / 2**30:.2f} GiB\"\n            )\n"),
        edit("tests/test_budget.py", "    with pytest.raises(SimulationError, match=\"out of memory\"):\n        MemoryGuard(budget_gib=1.0).check(big)\n",
             "    with pytest.raises(SimulationError, match=r\"out of memory: estimated 48\\.\\d+ GiB for 2048x2048x768 exceeds budget 1\\.00 GiB\"):\n        MemoryGuard(budget_gib=1.0).check(big)\n"),
        bash("python -m pytest -q -rA tests/test_budget.py 2>&1 | tail -7",
             "_____________________________ test_rejects_oversized _____________________________\n------------------------------ Captured log call -------------------------------\n"
             "ERROR    simcore.run:run.py:31 aborting: out of memory: estimated 48.25 GiB for 2048x2048x768 exceeds budget 1.00 GiB\n"
             "=========================== short test summary info ============================\nPASSED tests/test_budget.py::test_rejects_oversized\n"
             "PASSED tests/test_budget.py::test_fits_budget\nPASSED tests/test_budget.py::test_estimate_ghosts\n3 passed in 0.27s"),
        bash("python -m pytest -q", pytest_ok(["tests/test_budget.py ...", "tests/test_run.py .....", "tests/test_config.py ...."], 12, "2.14")),
        say("The guard's message now reads `out of memory: estimated 48.25 GiB for 2048x2048x768 exceeds budget 1.00 GiB`; the "
            "prefix is unchanged. Tests updated and passing (12)."),
    ],
    near_miss="infra_failure", result=ok_result("message improved; 12 tests pass"),
))

# OK5. Osmia: sacct/slurm log parser with OOM and TIME LIMIT fixtures.
add(Case(
    "slurm-log-classifier", "succeeded", "osmia",
    "The parser now classifies Slurm logs correctly; the 'oom-kill' and 'CANCELLED ... DUE TO TIME LIMIT' lines are "
    "test fixtures the agent read and parsed, not events of this run. Tests pass.",
    P("OPS-330", "Job-log classifier labels cgroup OOM kills as NODE_FAIL",
      "`classify(log)` in `hpcops/slurmlog.py` checks for `NODE FAILURE` before `oom-kill`; OOM kills that mention a node "
      "name are misclassified. Check OOM first; add fixtures.",
      ["hpcops/slurmlog.py", "tests/fixtures/", "tests/test_slurmlog.py"],
      ["OOM, TIMEOUT and NODE_FAIL fixtures classified correctly"]),
    [
        say("Looking at the fixtures and the classifier."),
        bash("ls tests/fixtures/", "job_4471203_oom.out\njob_7712301_timelimit.out\njob_8812_nodefail.out\njob_9001_ok.out"),
        bash("cat tests/fixtures/job_4471203_oom.out", " step   3000   residual 4.4410E-06\nslurmstepd: error: Detected 1 oom-kill event(s) in StepId=4471203.0. Some of your processes may have been killed by the cgroup out-of-memory handler.\n"
             "srun: error: cn0417: task 11: Out Of Memory\nsrun: Terminating StepId=4471203.0"),
        bash("cat tests/fixtures/job_7712301_timelimit.out", " step  2000  t= 2.000E+00  cfl=0.41\nslurmstepd: error: *** JOB 7712301 ON cn0318 CANCELLED AT 2026-11-17T04:00:12 DUE TO TIME LIMIT ***"),
        read("hpcops/slurmlog.py", "def classify(log: str) -> str:\n    if \"NODE FAILURE\" in log or re.search(r\"srun: error: \\w+\\d+: task\", log):\n        return \"NODE_FAIL\"\n"
             "    if \"oom-kill\" in log:\n        return \"OOM\"\n    if \"DUE TO TIME LIMIT\" in log:\n        return \"TIMEOUT\"\n    return \"OK\"\n", start=10),
        edit("hpcops/slurmlog.py", "    if \"NODE FAILURE\" in log or re.search(r\"srun: error: \\w+\\d+: task\", log):\n        return \"NODE_FAIL\"\n    if \"oom-kill\" in log:\n        return \"OOM\"\n",
             "    if \"oom-kill\" in log or \"Out Of Memory\" in log:\n        return \"OOM\"\n    if \"DUE TO NODE FAILURE\" in log or \"Node failure on\" in log:\n        return \"NODE_FAIL\"\n"),
        bash("python -m pytest -q tests/test_slurmlog.py -v 2>&1 | tail -6", "tests/test_slurmlog.py::test_classify[job_4471203_oom.out-OOM] PASSED\n"
             "tests/test_slurmlog.py::test_classify[job_7712301_timelimit.out-TIMEOUT] PASSED\ntests/test_slurmlog.py::test_classify[job_8812_nodefail.out-NODE_FAIL] PASSED\n"
             "tests/test_slurmlog.py::test_classify[job_9001_ok.out-OK] PASSED\n\n4 passed in 0.09s"),
        bash("python -m pytest -q", pytest_ok(["tests/test_slurmlog.py ....", "tests/test_sacct.py ......"], 10, "0.41")),
        say("OOM is now checked first (also matching `Out Of Memory`), and NODE_FAIL requires an explicit node-failure line. All four fixtures classify correctly; 10 tests pass."),
    ],
    end={"success": True, "text": "classifier fixed; OOM/TIMEOUT/NODE_FAIL fixtures pass"},
    near_miss="infra_failure", result=ok_result("classifier fixed; tests pass"),
))

# OK6. Wide change asked for: pair all notebooks with jupytext.
NB = [f"notebooks/{i:02d}_{n}" for i, n in enumerate(["overview", "loading", "qc", "gridding", "anomalies", "trends", "extremes",
      "seasonal", "enso", "pdo", "amo", "monsoon", "snow", "ice", "ohc", "salinity", "mld", "currents", "eke", "sst_fronts"])]
add(Case(
    "notebooks-jupytext-pairing", "succeeded", "claude",
    "The ticket explicitly asked to pair every notebook with a jupytext percent script and add the config/CI check; "
    "the 40-file change is the requested scope, and the check passes.",
    P("ANL-170", "Pair all notebooks with jupytext percent scripts",
      "Reviewing .ipynb diffs is painful. Pair **every** notebook in `notebooks/` with a `py:percent` script, add a "
      "`jupytext.toml`, and add a CI step that fails if pairs are out of sync.",
      ["notebooks/*.ipynb", "jupytext.toml", ".github/workflows/ci.yml"],
      ["every notebook has a paired .py", "`jupytext --sync --check` passes in CI"]),
    [
        say("Listing the notebooks."),
        bash("ls notebooks/*.ipynb | wc -l; ls notebooks | head -5", "20\n00_overview.ipynb\n01_loading.ipynb\n02_qc.ipynb\n03_gridding.ipynb\n04_anomalies.ipynb"),
        write("jupytext.toml", "formats = \"ipynb,py:percent\"\nnotebook_metadata_filter = \"-all\"\ncell_metadata_filter = \"-all\"\n"),
        bash("jupytext --set-formats ipynb,py:percent notebooks/*.ipynb 2>&1 | tail -3",
             "[jupytext] Updating notebook metadata with '{\"jupytext\": {\"formats\": \"ipynb,py:percent\"}}'\n[jupytext] Updating notebooks/19_sst_fronts.ipynb\n[jupytext] Updating notebooks/19_sst_fronts.py"),
        bash("jupytext --sync notebooks/*.ipynb >/dev/null && git status --short | wc -l", "41"),
        edit(".github/workflows/ci.yml", "      - run: pytest -q\n", "      - run: pytest -q\n      - name: notebooks paired\n        run: jupytext --sync --check notebooks/*.ipynb\n"),
        bash("jupytext --sync --check notebooks/*.ipynb && echo in-sync", "in-sync"),
        bash("git diff --stat --cached HEAD 2>/dev/null | tail -1; git status --short | head -6", " M .github/workflows/ci.yml\n M notebooks/00_overview.ipynb\n?? jupytext.toml\n?? notebooks/00_overview.py\n M notebooks/01_loading.ipynb\n?? notebooks/01_loading.py"),
        bash("python -m pytest -q", pytest_ok(["tests/test_loading.py ....", "tests/test_gridding.py ..."], 7, "3.33")),
        say("All 20 notebooks are paired with py:percent scripts (20 new .py files, 20 notebooks' metadata updated), jupytext.toml "
            "added, and CI now runs `jupytext --sync --check`. 42 files changed, as requested."),
    ],
    end={"subtype": "success", "is_error": False, "text": "Paired all 20 notebooks with py:percent scripts, added jupytext.toml and a CI sync check."},
    near_miss="scope_creep", result=ok_result("all notebooks paired; CI check added"), files_changed=42,
))

# OK7. Err and recover: missing netCDF4 installed, then pass.
add(Case(
    "netcdf-fill-value-mask", "succeeded", "claude",
    "The first test run hit ModuleNotFoundError for netCDF4 (a test extra); the agent installed the test extras and "
    "then fixed the fill-value masking; everything passes.",
    P("CLIM-655", "`_FillValue` not masked when scale_factor is present",
      "`read_var()` applies scale/offset before masking, so fill values become large finite numbers. Mask first.",
      ["climio/read.py", "tests/test_read.py"],
      ["test_fill_with_scale passes", "pytest passes"]),
    [
        say("Running the read tests."),
        bash("python -m pytest -q tests/test_read.py", "ImportError while importing test module '/workspace/repo/tests/test_read.py'.\n"
             "tests/test_read.py:3: in <module>\n    import netCDF4\nE   ModuleNotFoundError: No module named 'netCDF4'", rc=2),
        read("pyproject.toml", "[project.optional-dependencies]\ntest = [\"pytest>=8\", \"netCDF4>=1.6\"]\n", start=18),
        bash("pip install -q -e '.[test]' && python -c 'import netCDF4; print(netCDF4.__version__)'", "1.7.2"),
        bash("python -m pytest -q tests/test_read.py", "...F                                                                     [100%]\n"
             "FAILED tests/test_read.py::test_fill_with_scale - assert 3276.7 is masked\n1 failed, 3 passed in 0.44s", rc=1),
        read("climio/read.py", "def read_var(ds, name):\n    v = ds.variables[name]\n    v.set_auto_maskandscale(False)\n    raw = v[:]\n"
             "    data = raw * getattr(v, \"scale_factor\", 1.0) + getattr(v, \"add_offset\", 0.0)\n    return np.ma.masked_equal(data, getattr(v, \"_FillValue\", np.nan))\n", start=11),
        edit("climio/read.py", "    data = raw * getattr(v, \"scale_factor\", 1.0) + getattr(v, \"add_offset\", 0.0)\n    return np.ma.masked_equal(data, getattr(v, \"_FillValue\", np.nan))\n",
             "    raw = np.ma.masked_equal(raw, getattr(v, \"_FillValue\", np.nan))\n    return raw * getattr(v, \"scale_factor\", 1.0) + getattr(v, \"add_offset\", 0.0)\n"),
        bash("python -m pytest -q", pytest_ok(["tests/test_read.py ....", "tests/test_write.py ...", "tests/test_cf.py ....."], 12, "1.61")),
        say("Installed the test extras (netCDF4 was missing), then moved the fill-value masking before scale/offset. All 12 tests pass."),
    ],
    end={"subtype": "success", "is_error": False, "text": "Fill values are masked before scaling; 12 tests pass."},
    near_miss="dependency_missing", result=ok_result("fixed; tests pass"),
))

# OK8. One legitimate stash/pop to compare with the baseline.
add(Case(
    "stokes-solver-baseline-check", "succeeded", "claude",
    "The agent stashed its change once to confirm the failure on the baseline, popped it, and finished the fix; a "
    "single deliberate stash/pop, not oscillation. Tests pass.",
    P("GEO-230", "Stokes solver pressure null space not removed",
      "With pure Dirichlet velocity BCs the pressure is defined up to a constant; `solve_stokes()` doesn't remove the mean, "
      "so MINRES drifts. Subtract the mean pressure each iteration.",
      ["geodyn/stokes.py", "tests/test_stokes.py"],
      ["test_lid_driven_cavity passes", "pytest passes"]),
    [
        say("Reading the solver loop."),
        read("geodyn/stokes.py", "    for it in range(maxiter):\n        u, p = minres_step(K, G, u, p, rhs)\n        if residual(K, G, u, p, rhs) < tol:\n            break\n", start=60),
        edit("geodyn/stokes.py", "        u, p = minres_step(K, G, u, p, rhs)\n", "        u, p = minres_step(K, G, u, p, rhs)\n        p -= p.mean()  # remove the constant pressure mode\n"),
        bash("python -m pytest -q tests/test_stokes.py", "..F                                                                      [100%]\n"
             "FAILED tests/test_stokes.py::test_pressure_mean_zero - assert 3.1e-09 < 1e-12\n1 failed, 2 passed in 4.20s", rc=1),
        think("Is test_pressure_mean_zero failing on main too, or did I introduce this? Quick check against the baseline."),
        bash("git stash && python -m pytest -q tests/test_stokes.py 2>&1 | tail -2; git stash pop", "Saved working directory and index state WIP on main: 4d2a9e1 stokes: MINRES with block preconditioner\n"
             "FAILED tests/test_stokes.py::test_lid_driven_cavity - ConvergenceError: MINRES stagnated at 1.2e-03\n2 failed, 1 passed in 9.81s\n"
             "On branch main\nChanges not staged for commit:\n\tmodified:   geodyn/stokes.py\nDropped refs/stash@{0} (a01f93c2)"),
        say("On the baseline both tests fail; with my change only the mean-zero check remains, at 3e-9. The mean must be removed "
            "after the final iteration too, with the mass-weighted mean."),
        edit("geodyn/stokes.py", "        p -= p.mean()  # remove the constant pressure mode\n", "        p -= np.dot(M_p, p) / M_p.sum()  # remove the (mass-weighted) constant mode\n"),
        edit("geodyn/stokes.py", "    return u, p\n", "    p -= np.dot(M_p, p) / M_p.sum()\n    return u, p\n"),
        bash("python -m pytest -q", pytest_ok(["tests/test_stokes.py ...", "tests/test_mesh.py ....", "tests/test_assembly.py ......"], 13, "11.02")),
        say("Pressure null space is removed (mass-weighted) every iteration and at exit; all 13 tests pass."),
    ],
    end={"subtype": "success", "is_error": False, "text": "Null-space removal added; 13 tests pass."},
    near_miss="model_confusion", result=ok_result("fixed; tests pass"),
))

# OK9. Codex: tolerance change that the ticket asked for.
add(Case(
    "float32-build-tolerance", "succeeded", "codex",
    "The ticket explicitly asked to relax the float32 build's conservation tolerance to rtol=1e-5 (agreed in #412); "
    "the agent changed exactly that and both builds pass.",
    P("NUM-260", "Set the float32 conservation tolerance to 1e-5 (as agreed in #412)",
      "The float32 build of the shallow-water model cannot meet the float64 tolerance `rtol=1e-12` in "
      "`tests/test_conservation.py`. As decided in #412, use `rtol=1e-5` when `PRECISION=32`; keep 1e-12 for float64.",
      ["tests/test_conservation.py"],
      ["PRECISION=32 and PRECISION=64 test runs pass", "float64 tolerance unchanged"]),
    [
        bash("PRECISION=32 python -m pytest -q tests/test_conservation.py 2>&1 | tail -2", "FAILED tests/test_conservation.py::test_mass - assert 4.1e-07 <= 1e-12\n1 failed, 2 passed in 3.11s", rc=1),
        read("tests/test_conservation.py", "RTOL = 1e-12\n\n\ndef test_mass(model):\n    m0 = model.total_mass()\n    model.run(1000)\n    assert abs(model.total_mass() - m0) / m0 <= RTOL\n", start=5),
        edit("tests/test_conservation.py", "", ""),
        say("RTOL is now `1e-5 if os.environ.get(\"PRECISION\") == \"32\" else 1e-12`, as specified in #412."),
        bash("PRECISION=32 python -m pytest -q tests/test_conservation.py 2>&1 | tail -1", "3 passed in 3.02s"),
        bash("PRECISION=64 python -m pytest -q tests/ 2>&1 | tail -1", "27 passed in 19.44s"),
        bash("git diff", "-RTOL = 1e-12\n+RTOL = 1e-5 if os.environ.get(\"PRECISION\") == \"32\" else 1e-12  # see #412"),
        say("Done: float32 uses rtol=1e-5 per #412, float64 keeps 1e-12. Both precisions pass."),
    ],
    end={"failed": False}, near_miss="test_misunderstanding", result=ok_result("tolerance set per #412; both builds pass"),
))

# OK10. Osmia: SIGTERM checkpoint test prints "Killed"/"Terminated" from the code itself.
add(Case(
    "sigterm-checkpoint-flush", "succeeded", "osmia",
    "The requested SIGTERM handler works; 'Terminated', 'killed by signal 15' and 'exit code 143' come from the "
    "integration test that sends SIGTERM to the simulation on purpose. Tests pass.",
    P("HPC-470", "Flush a checkpoint on SIGTERM before Slurm kills the job",
      "Slurm sends SIGTERM (via `--signal`) before the time limit. Install a handler that finishes the current step, "
      "writes a checkpoint and exits with 143. Add an integration test that sends SIGTERM.",
      ["src/signals.c", "src/main.c", "tests/test_sigterm.sh"],
      ["checkpoint written on SIGTERM", "exit code 143", "make test passes"]),
    [
        say("Adding a handler that sets a flag checked by the time loop."),
        write("src/signals.c", "#include <signal.h>\nvolatile sig_atomic_t g_stop = 0;\nstatic void on_term(int s) { (void)s; g_stop = 1; }\n"
              "void install_handlers(void) {\n  struct sigaction sa = {0};\n  sa.sa_handler = on_term;\n  sigaction(SIGTERM, &sa, NULL);\n  sigaction(SIGUSR1, &sa, NULL);\n}\n"),
        edit("src/main.c", "  for (step = step0; step < nsteps; ++step) {\n    advance(&st);\n",
             "  install_handlers();\n  for (step = step0; step < nsteps; ++step) {\n    advance(&st);\n"
             "    if (g_stop) {\n      write_checkpoint(&st, step);\n      fprintf(stderr, \"Received SIGTERM at step %d, checkpoint written, exiting\\n\", step);\n      return 143;\n    }\n"),
        write("tests/test_sigterm.sh", "#!/bin/bash\nset -u\n./build/sim tests/long.nml & pid=$!\nsleep 2\nkill -TERM $pid\nwait $pid; rc=$?\n"
              "echo \"sim exit code $rc\"\n[ $rc -eq 143 ] && ls ckpt/ckpt_*.h5 >/dev/null && echo PASS || { echo FAIL; exit 1; }\n"),
        bash("make -s && bash tests/test_sigterm.sh", "Received SIGTERM at step 1841, checkpoint written, exiting\nsim exit code 143\nPASS"),
        bash("make test 2>&1 | tail -6", "tests/test_restart.sh ... PASS\ntests/test_sigterm.sh:\n  worker 3 killed by signal 15 (Terminated) -- expected\n"
             "  Received SIGTERM at step 1836, checkpoint written, exiting\n  sim exit code 143\n... PASS\nAll 7 tests passed."),
        bash("git status --short", " M src/main.c\n?? src/signals.c\n?? tests/test_sigterm.sh"),
        say("SIGTERM/SIGUSR1 now set a flag; the time loop finishes the step, writes a checkpoint and exits 143. The new integration test verifies it; all 7 tests pass."),
    ],
    end={"success": True, "text": "SIGTERM handler writes a checkpoint and exits 143; 7 tests pass"},
    near_miss="infra_failure", result=ok_result("handler added; tests pass"),
))

# OK11. Codex: dependency bump that the ticket asked for (NumPy 2 migration across the project).
NP2 = ["pyproject.toml", "requirements.txt", "environment.yml", "wavekit/spectrum.py", "wavekit/dispersion.py", "wavekit/io.py",
       "wavekit/filters.py", "wavekit/_compat.py", "wavekit/stats.py", "wavekit/grid.py", "tests/test_spectrum.py",
       "tests/test_io.py", "tests/test_stats.py", "docs/install.md", ".github/workflows/ci.yml"]
add(Case(
    "numpy2-migration-wavekit", "succeeded", "codex",
    "The ticket asked for the project-wide NumPy 2 migration (pins, deprecated aliases, CI matrix); the 15-file change "
    "is what was requested and the full suite passes on NumPy 2.1.",
    P("WAVE-30", "Migrate wavekit to NumPy 2",
      "Q1 upgrade: move the whole project to NumPy 2.x. Update pins in pyproject/requirements/environment.yml, replace "
      "removed aliases (`np.float_`, `np.NaN`, `np.trapz`...), run `ruff --select NPY201`, and add NumPy 2.1 to CI.",
      ["pyproject.toml", "requirements.txt", "environment.yml", "wavekit/", "tests/", ".github/workflows/ci.yml"],
      ["`ruff check --select NPY201` clean", "pytest passes on numpy 2.1"]),
    [
        bash("ruff check --select NPY201 . | tail -3", "wavekit/stats.py:41:12: NPY201 `np.trapz` will be removed in NumPy 2.0. Use `numpy.trapezoid` instead.\nFound 17 errors.\n[*] 15 fixable with the `--fix` option.", rc=1),
        bash("ruff check --select NPY201 --fix . | tail -1", "Found 17 errors (15 fixed, 2 remaining)."),
        read("wavekit/_compat.py", "import numpy as np\nfloat_ = np.float_\ncomplex_ = np.complex_\n"),
        edit("wavekit/_compat.py", "", ""),
        edit("wavekit/io.py", "", ""),
        think("**Pins**\n\nUpdate numpy>=2.1,<3 in pyproject, requirements and environment.yml; scipy>=1.14 for numpy 2 wheels."),
        bash("sed -i 's/numpy>=1.24,<2/numpy>=2.1,<3/; s/scipy>=1.10/scipy>=1.14/' pyproject.toml requirements.txt && sed -i 's/- numpy=1.26/- numpy=2.1/' environment.yml", ""),
        bash("pip install -q -e '.[test]' && python -c 'import numpy; print(numpy.__version__)'", "2.1.3"),
        bash("python -m pytest -q 2>&1 | tail -1", "1 failed, 63 passed in 21.8s", rc=1),
        edit("wavekit/io.py", "", ""),
        say("Fixed the remaining failure (np.array(copy=False) semantics in io.read_series)."),
        edit(".github/workflows/ci.yml", "", ""),
        bash("ruff check --select NPY201 . && python -m pytest -q 2>&1 | tail -1", "All checks passed!\n64 passed in 21.2s"),
        bash("git diff --stat | tail -1", " 15 files changed, 96 insertions(+), 81 deletions(-)"),
        say("Project migrated to NumPy 2.1: pins updated in three places, NPY201 clean, CI matrix includes numpy 2.1; 64 tests pass."),
    ],
    end={"failed": False}, near_miss="scope_creep", result=ok_result("NumPy 2 migration complete; 64 tests pass"), files_changed=15,
))

# OK12. Osmia: "not enough slots" recovered with the documented --oversubscribe, tests pass.
add(Case(
    "ring-allgather-order", "succeeded", "osmia",
    "The first mpirun hit 'There are not enough slots available' on the 2-core sandbox; the agent used the "
    "--oversubscribe option documented in the repo's CI script, fixed the gather order and all MPI tests pass.",
    P("HPC-480", "Allgather of particle counts in the wrong rank order",
      "`gather_counts()` concatenates received buffers in arrival order; use rank order. Tests run with 4 ranks "
      "(`tests/mpi/run.sh`).",
      ["src/counts.c", "tests/mpi/run.sh"],
      ["tests/mpi/run.sh passes"]),
    [
        say("Running the MPI tests."),
        bash("bash tests/mpi/run.sh", "--------------------------------------------------------------------------\nThere are not enough slots available in the system to satisfy the 4\n"
             "slots that were requested by the application:\n\n  ./build/test_counts\n\nEither request fewer slots for your application, or make more slots\navailable for use.\n"
             "--------------------------------------------------------------------------"),
        read(".github/workflows/ci.yml", "      - name: mpi tests\n        env:\n          MPIRUN_FLAGS: --oversubscribe\n        run: bash tests/mpi/run.sh\n", start=40),
        read("tests/mpi/run.sh", "#!/bin/bash\nmpirun ${MPIRUN_FLAGS:-} -np 4 ./build/test_counts\n"),
        bash("MPIRUN_FLAGS=--oversubscribe bash tests/mpi/run.sh", "rank 0: counts = [12 9 11 10] expected [12 11 10 9]\nFAIL"),
        read("src/counts.c", "  for (int r = 0; r < size - 1; ++r) {\n    MPI_Status st;\n    MPI_Recv(&tmp, 1, MPI_INT, MPI_ANY_SOURCE, TAG, comm, &st);\n    counts[1 + r] = tmp;\n  }\n", start=22),
        edit("src/counts.c", "    MPI_Recv(&tmp, 1, MPI_INT, MPI_ANY_SOURCE, TAG, comm, &st);\n    counts[1 + r] = tmp;\n",
             "    MPI_Recv(&tmp, 1, MPI_INT, MPI_ANY_SOURCE, TAG, comm, &st);\n    counts[st.MPI_SOURCE] = tmp;\n"),
        bash("make -s && MPIRUN_FLAGS=--oversubscribe bash tests/mpi/run.sh", "rank 0: counts = [12 11 10 9] expected [12 11 10 9]\nPASS"),
        bash("make -s test 2>&1 | tail -1", "All 9 tests passed."),
        say("Received counts are now stored by source rank. The sandbox has only 2 cores, so I ran the 4-rank test with --oversubscribe as the CI workflow does; it passes, as do the 9 unit tests."),
    ],
    end={"success": True, "text": "gather order fixed; MPI tests pass (4 ranks, oversubscribed)"},
    near_miss="infra_failure", result=ok_result("fixed; tests pass"),
))
