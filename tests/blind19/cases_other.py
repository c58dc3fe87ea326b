"""unknown and succeeded runs (succeeded runs all contain alarming words)."""
from gen_lib import case, say, think, bash, read, edit, write, grep, note, ok, err, limit, none

CASES = []
A = CASES.append


def green_rounds(cmd, out, n):
    """n rounds of reading a file and re-running a passing check: realistic noise for long runs."""
    steps = []
    files = ["docs/conventions.md", "CHANGELOG.md", "Makefile", "tests/conftest.py", "docs/architecture.md", "tox.ini"]
    for i in range(n):
        steps.append(read(files[i % len(files)], "# %s\n\n(unchanged project notes, section %d)\n- keep functions small\n- document units in docstrings" % (files[i % len(files)], i + 1)))
        steps.append(bash(cmd, out))
    return steps


# ============================================================ unknown
A(case(
    "mixing-length-closure", "claude", "CLIM-102", "Mixing-length closure: add stability correction",
    """Add the Businger–Dyer stability correction to `climkit/boundary.py::eddy_diffusivity` (phi_m for stable and
unstable cases).

Acceptance: `pytest tests/test_boundary.py` passes.""",
    "/workspace/climkit",
    [
        read("climkit/boundary.py", "def eddy_diffusivity(z, ustar, L=None):\n    k = 0.41\n    return k * ustar * z"),
        edit("climkit/boundary.py", "def eddy_diffusivity(z, ustar, L=None):\n    k = 0.41\n    return k * ustar * z", "def phi_m(zeta):\n    if zeta >= 0:\n        return 1 + 5 * zeta\n    return (1 - 16 * zeta) ** -0.25\n\n\ndef eddy_diffusivity(z, ustar, L=None):\n    k = 0.41\n    if L is None:\n        return k * ustar * z\n    return k * ustar * z / phi_m(z / L)"),
        bash("pytest -q tests/test_boundary.py 2>&1 | tail -2", "....                                                                     [100%]\n4 passed in 0.19s"),
        say("Tests pass. Adding a short note to the docstring about the stability functions."),
        edit("climkit/boundary.py", "def phi_m(zeta):\n", "def phi_m(zeta):\n    \"\"\"Businger-Dyer stability function for momentum.\"\"\"\n"),
        bash("pytest -q 2>&1 | tail -2", "........................................................................ [100%]\n212 passed in 13.80s"),
    ] + green_rounds("pytest -q tests/test_boundary.py 2>&1 | tail -1", "4 passed in 0.18s", 3),
    err("", subtype="error_during_execution", say=False),
    "unknown",
    "The work was done and all tests passed, then the session ended with a bare error_during_execution result and no error text; nothing in the stream explains the failure.",
    near_miss="",
    result={"success": False, "summary": "", "exit_code": 1},
))

A(case(
    "shader-fog-falloff", "claude-transcript", "GAME-190", "Fog falloff too abrupt in the cave level",
    """Tweak `shaders/fog.gdshader` so fog density ramps exponentially (`1 - exp(-density * depth)`) instead of linearly.

Acceptance: visual check in `levels/cave.tscn`; GUT suite green.""",
    "/home/dev/skyhop",
    [
        read("shaders/fog.gdshader", "shader_type spatial;\nuniform float density = 0.05;\nvoid fragment() {\n\tfloat depth = length(VERTEX);\n\tALPHA = clamp(depth * density, 0.0, 1.0);\n}"),
        edit("shaders/fog.gdshader", "\tALPHA = clamp(depth * density, 0.0, 1.0);", "\tALPHA = 1.0 - exp(-density * depth);"),
        bash("godot --headless --check-only --path . 2>&1 | tail -1", "Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org"),
        bash("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test/unit -gexit 2>&1 | tail -3", "Totals\nTests 14  Passing 14  Failing 0"),
        say("Fog now ramps exponentially. Rendering a screenshot of the cave level for the visual check."),
        bash("godot --path . --write-movie /tmp/cave.png --fixed-fps 1 --quit-after 2 levels/cave.tscn 2>&1 | tail -2", "Movie Maker mode enabled, recording movie at 1 FPS...\nDone recording movie at path: /tmp/cave.png"),
        read("/tmp/cave.png", "[image: 1280x720 PNG]"),
    ],
    none(),
    "unknown",
    "The transcript simply stops after a successful render; there is no error, limit or refusal to explain why the run was marked failed.",
    near_miss="",
))

A(case(
    "spectra-peak-widths", "codex", "SIG-63", "Report FWHM for detected peaks",
    """`sigproc/peaks.py::find_peaks` should also return the full width at half maximum of each peak
(`scipy.signal.peak_widths` at rel_height=0.5).

Acceptance: `pytest tests/test_peaks.py` passes.""",
    "/workspace/sigproc",
    [
        read("sigproc/peaks.py", "from scipy import signal\n\n\ndef find_peaks(y, prominence=1.0):\n    idx, props = signal.find_peaks(y, prominence=prominence)\n    return idx"),
        edit("sigproc/peaks.py", "    idx, props = signal.find_peaks(y, prominence=prominence)\n    return idx", "    idx, props = signal.find_peaks(y, prominence=prominence)\n    widths = signal.peak_widths(y, idx, rel_height=0.5)[0]\n    return idx, widths"),
        bash("pytest -q tests/test_peaks.py 2>&1 | tail -2", ".....                                                                    [100%]\n5 passed in 0.61s"),
        bash("pytest -q 2>&1 | tail -1", "61 passed, 2 skipped in 4.02s"),
        say("All tests pass. Writing the changelog entry."),
        edit("CHANGELOG.md", "## Unreleased\n", "## Unreleased\n\n- find_peaks now also returns FWHM widths (SIG-63)\n"),
    ],
    none("Added FWHM widths to find_peaks; tests pass."),
    "unknown",
    "The stream ends after a successful change and passing tests without turn.completed or any error; there is no recognisable cause for the failed state.",
    near_miss="",
))

A(case(
    "request-backoff-jitter", "osmia", "OBS-910", "Add jitter to archive retry backoff",
    """`obsarch/client.py` retries with `2 ** attempt` seconds; many workers retry in lockstep. Add full jitter
(`random.uniform(0, 2 ** attempt)`), injectable for tests.

Acceptance: `pytest tests/test_client.py` passes.""",
    "/workspace/obsarch",
    [
        read("obsarch/client.py", "def fetch_frame(session, url, timeout=10, tries=4, sleep=time.sleep):\n    for attempt in range(tries):\n        try:\n            r = session.get(url, timeout=timeout)\n        except requests.exceptions.Timeout as exc:\n            raise ArchiveUnavailable(str(exc)) from exc\n        if r.status_code != 503:\n            r.raise_for_status()\n            return r.content\n        sleep(2 ** attempt)"),
        edit("obsarch/client.py", "def fetch_frame(session, url, timeout=10, tries=4, sleep=time.sleep):", "def fetch_frame(session, url, timeout=10, tries=4, sleep=time.sleep, jitter=random.uniform):"),
        edit("obsarch/client.py", "        sleep(2 ** attempt)", "        sleep(jitter(0, 2 ** attempt))"),
        bash("pytest -v tests/test_client.py 2>&1 | tail -6", "tests/test_client.py::test_retries_on_503 PASSED                          [ 25%]\ntests/test_client.py::test_timeout_becomes_unavailable PASSED             [ 50%]\ntests/test_client.py::test_connect_timeout_message PASSED                 [ 75%]\ntests/test_client.py::test_jitter_bounds PASSED                           [100%]\n\n============================== 4 passed in 0.35s ===============================", ),
        say("All client tests pass, including the timeout-mapping tests."),
        bash("git diff --stat", " obsarch/client.py | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)"),
    ],
    err("", summary=""),
    "unknown",
    "A small, passing change followed by a result with success=false and an empty summary; the 'timeout' words are test names of the code under test.",
    near_miss="infra_failure",
))

A(case(
    "ttn-uplink-codec", "osmia", "IOT-70", "Decode battery voltage in the TTN uplink codec",
    """`codec/decoder.js` ignores byte 6 (battery, 20 mV steps + 2.0 V). Add `battery_v` to the decoded payload and a
fixture test.

Acceptance: `npm test` in `codec/` passes.""",
    "/workspace/sensorhub",
    [
        read("codec/decoder.js", "function decodeUplink(input) {\n  const b = input.bytes;\n  return { data: { temp_c: ((b[0] << 8) | b[1]) / 100, rh: b[2] / 2 } };\n}"),
        edit("codec/decoder.js", "  return { data: { temp_c: ((b[0] << 8) | b[1]) / 100, rh: b[2] / 2 } };", "  return { data: { temp_c: ((b[0] << 8) | b[1]) / 100, rh: b[2] / 2, battery_v: 2.0 + b[6] * 0.02 } };"),
        write("codec/test/battery.test.js", "const { decodeUplink } = require('../decoder');\ntest('battery voltage', () => {\n  const out = decodeUplink({ bytes: [0x09, 0xC4, 0x50, 0, 0, 0, 0x3C] });\n  expect(out.data.battery_v).toBeCloseTo(3.2);\n});\n"),
        bash("cd codec && npm test 2>&1 | tail -4", "PASS test/decoder.test.js\nPASS test/battery.test.js\n\nTests:       7 passed, 7 total"),
    ],
    none("Battery voltage decoded as battery_v; tests pass."),
    "unknown",
    "Short run: edit, new test, green npm test, then the stream stops with no result, error or notice; nothing identifies a cause.",
    near_miss="",
))

A(case(
    "fits-header-units", "claude-transcript", "OBS-915", "Propagate BUNIT from FITS headers",
    """`obsarch/fits.py::load_cube` drops the `BUNIT` header. Attach it as `cube.unit` (astropy `u.Unit`, fall back to
dimensionless with a warning).

Acceptance: `pytest tests/test_fits.py` passes.""",
    "/home/dev/obsarch",
    [
        read("obsarch/fits.py", "from astropy.io import fits\n\n\ndef load_cube(path):\n    with fits.open(path) as hdul:\n        data = hdul[0].data\n    return Cube(data)"),
        edit("obsarch/fits.py", "    with fits.open(path) as hdul:\n        data = hdul[0].data\n    return Cube(data)", "    with fits.open(path) as hdul:\n        data = hdul[0].data\n        bunit = hdul[0].header.get(\"BUNIT\")\n    try:\n        unit = u.Unit(bunit) if bunit else u.dimensionless_unscaled\n    except ValueError:\n        warnings.warn(f\"unknown BUNIT {bunit!r}\")\n        unit = u.dimensionless_unscaled\n    return Cube(data, unit=unit)"),
        edit("obsarch/fits.py", "from astropy.io import fits\n", "import warnings\n\nimport astropy.units as u\nfrom astropy.io import fits\n"),
        bash("pytest -q tests/test_fits.py 2>&1 | tail -2", "......                                                                   [100%]\n6 passed in 1.12s"),
    ] + green_rounds("pytest -q 2>&1 | tail -1", "88 passed, 1 xfailed in 7.41s", 14) + [
        say("Everything is green. Preparing the summary."),
    ],
    none(),
    "unknown",
    "A long, uneventful run: the change passes and the suite is repeatedly green, then the transcript ends with no error; no cause is visible.",
    near_miss="",
))

A(case(
    "mpi-io-collective", "codex", "HPC-101", "Use collective MPI-IO for checkpoint writes",
    """`src/checkpoint.f90` writes with `MPI_File_write_at` per rank; switch to `MPI_File_write_at_all` (collective).

Acceptance: `ctest -R checkpoint` passes.""",
    "/scratch/agent/heatsolve",
    [
        read("src/checkpoint.f90", "  call MPI_File_write_at(fh, off, u, n, MPI_DOUBLE_PRECISION, MPI_STATUS_IGNORE, ierr)"),
        edit("src/checkpoint.f90", "  call MPI_File_write_at(fh, off, u, n, MPI_DOUBLE_PRECISION, MPI_STATUS_IGNORE, ierr)", "  call MPI_File_write_at_all(fh, off, u, n, MPI_DOUBLE_PRECISION, MPI_STATUS_IGNORE, ierr)"),
        bash("cmake --build build -j4 2>&1 | tail -1 && ctest --test-dir build -R checkpoint 2>&1 | tail -3", "[100%] Built target heatsolve\n1/1 Test #7: test_checkpoint ..................   Passed    1.84 sec\n\n100% tests passed, 0 tests failed out of 1"),
        bash("ctest --test-dir build 2>&1 | tail -2", "100% tests passed, 0 tests failed out of 9\n\nTotal Test time (real) =  11.02 sec"),
    ],
    ok("Switched checkpoint writes to collective MPI_File_write_at_all; all ctest targets pass."),
    "unknown",
    "Codex completed its turn with a clean, tested change, yet the run is recorded as failed with no reason in the stream or result.",
    near_miss="",
    result={"success": False, "summary": "post-run step exited with status 1", "exit_code": 1},
))

A(case(
    "octave-pkg-docs", "osmia", "SIG-66", "Document the filter design helpers",
    """Add help text (Texinfo `-*- texinfo -*-` blocks) to `+dsp/butter_bp.m` and `+dsp/notch.m` so `help dsp.notch` is
useful.

Acceptance: `help` output shows usage and an example for both functions.""",
    "/workspace/dsplab",
    [
        read("+dsp/notch.m", "function [b, a] = notch(f0, fs, Q)\n  w0 = 2*pi*f0/fs;\n  alpha = sin(w0)/(2*Q);\n  b = [1 -2*cos(w0) 1];\n  a = [1+alpha -2*cos(w0) 1-alpha];\nend"),
        read("+dsp/butter_bp.m", "function [b, a] = butter_bp(lo, hi, fs, order)\n  [b, a] = butter(order, [lo hi]/(fs/2));\nend"),
        say("Both functions have no help text. I'll look at how other functions in the package format theirs."),
        grep("texinfo", "+dsp/movavg.m:2:## -*- texinfo -*-\n+dsp/hannwin.m:2:## -*- texinfo -*-"),
        read("+dsp/movavg.m", "function y = movavg(x, k)\n## -*- texinfo -*-\n## @deftypefn {} {@var{y} =} dsp.movavg (@var{x}, @var{k})\n## Centred moving average of @var{x} over @var{k} samples.\n## @end deftypefn\n  y = conv(x, ones(1, k) / k, 'same');\nend"),
    ],
    err("agent exited", summary="agent exited"),
    "unknown",
    "The agent only read files and then exited; nothing in the stream shows why it stopped.",
    near_miss="",
    target_lines=21,
))

# ============================================================ succeeded (all with alarming words)
A(case(
    "archive-read-errors", "osmia", "OBS-918", "Map read timeouts to ArchiveUnavailable too",
    """`fetch_frame` maps connect timeouts to `ArchiveUnavailable`, but a `ReadTimeout` mid-download escapes as a raw
`requests` exception. Map all `requests.exceptions.Timeout` subclasses, and add a test.

Acceptance: `pytest tests/test_client.py` passes.""",
    "/workspace/obsarch",
    [
        read("obsarch/client.py", "        except requests.exceptions.ConnectTimeout as exc:\n            raise ArchiveUnavailable(str(exc)) from exc"),
        edit("obsarch/client.py", "        except requests.exceptions.ConnectTimeout as exc:", "        except requests.exceptions.Timeout as exc:"),
        edit("tests/test_client.py", "@responses.activate\ndef test_timeout_becomes_unavailable():", "@responses.activate\ndef test_read_timeout_becomes_unavailable():\n    responses.add(responses.GET, URL, body=requests.exceptions.ReadTimeout(\"Read timed out. (read timeout=10)\"))\n    with pytest.raises(ArchiveUnavailable, match=\"Read timed out\"):\n        fetch_frame(requests.Session(), URL, sleep=lambda s: None)\n\n\n@responses.activate\ndef test_timeout_becomes_unavailable():"),
        bash("pytest -v tests/test_client.py 2>&1 | tail -7", "tests/test_client.py::test_retries_on_503 PASSED                          [ 20%]\ntests/test_client.py::test_read_timeout_becomes_unavailable PASSED        [ 40%]\ntests/test_client.py::test_timeout_becomes_unavailable PASSED             [ 60%]\ntests/test_client.py::test_connect_timeout_message PASSED                 [ 80%]\ntests/test_client.py::test_jitter_bounds PASSED                           [100%]\n\n============================== 5 passed in 0.41s ==============================="),
        bash("pytest -q 2>&1 | tail -1", "89 passed, 1 xfailed in 7.52s"),
    ],
    ok("ReadTimeout (and any Timeout subclass) now becomes ArchiveUnavailable; new test added; suite green.", summary="ReadTimeout mapped to ArchiveUnavailable; tests pass"),
    "succeeded",
    "Correct change with a new test; 'Read timed out' and 'timeout' are the behaviour under test.",
    near_miss="infra_failure",
    alarming=True,
))

A(case(
    "avrdude-log-parser", "claude-transcript", "BENCH-15", "Bench tool: classify avrdude failures",
    """`benchtool/flashlog.py::classify` should map avrdude output to `PORT_BUSY`, `NO_ACCESS`, `NOT_IN_SYNC` or `OK`.
`NO_ACCESS` is "can't open device ... Permission denied". Fixtures are in `tests/fixtures/avrdude/`.

Acceptance: `pytest tests/test_flashlog.py` passes.""",
    "/home/dev/bench-logger",
    [
        bash("ls tests/fixtures/avrdude/ && cat tests/fixtures/avrdude/no_access.log", "busy.log\nno_access.log\nnot_in_sync.log\nok.log\navrdude: ser_open(): can't open device \"/dev/ttyACM0\": Permission denied\n\navrdude done.  Thank you."),
        read("benchtool/flashlog.py", "def classify(log: str) -> str:\n    if \"Device or resource busy\" in log:\n        return \"PORT_BUSY\"\n    if \"not in sync\" in log:\n        return \"NOT_IN_SYNC\"\n    return \"OK\""),
        edit("benchtool/flashlog.py", "    if \"not in sync\" in log:", "    if \"can't open device\" in log and \"Permission denied\" in log:\n        return \"NO_ACCESS\"\n    if \"not in sync\" in log:"),
        bash("pytest -v tests/test_flashlog.py 2>&1 | tail -6", "tests/test_flashlog.py::test_classify[busy.log-PORT_BUSY] PASSED          [ 25%]\ntests/test_flashlog.py::test_classify[no_access.log-NO_ACCESS] PASSED     [ 50%]\ntests/test_flashlog.py::test_classify[not_in_sync.log-NOT_IN_SYNC] PASSED [ 75%]\ntests/test_flashlog.py::test_classify[ok.log-OK] PASSED                   [100%]\n\n============================== 4 passed in 0.05s ==============================="),
    ],
    ok("classify() now recognises the Permission denied case as NO_ACCESS; all fixture tests pass."),
    "succeeded",
    "The 'Permission denied' text is fixture data the code under test must classify; the change works.",
    near_miss="permission_blocked",
    alarming=True,
))

A(case(
    "global-sum-rename", "codex", "HPC-104", "Rename `glob_sum` to `global_sum`",
    """Rename the helper `glob_sum` in `heatsolve/parallel.py` to `global_sum` (keep a deprecated alias) and update
call sites.

Acceptance: `pytest` passes (the 4-rank test stays skipped on single-rank CI, as before).""",
    "/workspace/heatsolve-py",
    [
        grep("glob_sum", "heatsolve/parallel.py:12:def glob_sum(x, comm):\nheatsolve/solver.py:88:    res = glob_sum(local_res, comm)\ntests/test_parallel.py:9:    assert glob_sum(np.ones(3), FakeComm()) == 3"),
        edit("heatsolve/parallel.py", "def glob_sum(x, comm):", "def global_sum(x, comm):"),
        edit("heatsolve/parallel.py", "__all__ = [\"bcast\"]", "__all__ = [\"bcast\", \"global_sum\"]\n\n\ndef glob_sum(x, comm):\n    warnings.warn(\"glob_sum is deprecated; use global_sum\", DeprecationWarning, stacklevel=2)\n    return global_sum(x, comm)"),
        edit("heatsolve/solver.py", "    res = glob_sum(local_res, comm)", "    res = global_sum(local_res, comm)"),
        edit("tests/test_parallel.py", "    assert glob_sum(np.ones(3), FakeComm()) == 3", "    assert global_sum(np.ones(3), FakeComm()) == 3"),
        bash("git show HEAD:tests/test_parallel.py | grep -n -B1 'def test_four_ranks'", "20-@pytest.mark.skipif(MPI.COMM_WORLD.size < 4, reason=\"needs 4 MPI ranks\")\n21:def test_four_ranks_allreduce():"),
        bash("pytest -q -rs 2>&1 | tail -4", "........s.........................                                       [100%]\n=========================== short test summary info ============================\nSKIPPED [1] tests/test_parallel.py:20: needs 4 MPI ranks\n34 passed, 1 skipped in 2.77s"),
    ],
    ok("Renamed glob_sum → global_sum with a deprecated alias; call sites and test updated. The 4-rank test is skipped as before (pre-existing skipif)."),
    "succeeded",
    "Clean rename; the only skipped test was already skipped in HEAD by a pre-existing skipif.",
    near_miss="test_misunderstanding",
    alarming=True,
))

A(case(
    "black-whole-repo", "osmia", "OPS-51", "Adopt black across the repository",
    """We are adopting black. Run `black` over the whole repository (all Python files), add it to
`.pre-commit-config.yaml`, and add the formatting commit to `.git-blame-ignore-revs`.

Acceptance: `pre-commit run --all-files` passes; tests still pass.""",
    "/workspace/pyfem",
    [
        edit(".pre-commit-config.yaml", "repos:\n", "repos:\n  - repo: https://github.com/psf/black-pre-commit-mirror\n    rev: 24.10.0\n    hooks:\n      - id: black\n"),
        bash("black . 2>&1 | tail -2", "All done! ✨ 🍰 ✨\n182 files reformatted, 14 files left unchanged."),
        bash("git add -A && git commit -qm 'style: format with black' && git rev-parse HEAD", "9e1f0c3a7b52d6e4f0a18c2d5e7b9a31c4d6e8f0"),
        write(".git-blame-ignore-revs", "# black adoption (OPS-51)\n9e1f0c3a7b52d6e4f0a18c2d5e7b9a31c4d6e8f0\n"),
        bash("pre-commit run --all-files 2>&1 | tail -3", "check yaml...............................................................Passed\nblack....................................................................Passed\ninsert license...........................................................Passed"),
        bash("pytest -q 2>&1 | tail -1", "311 passed, 3 skipped in 41.2s"),
        bash("git diff --stat HEAD~1 | tail -1", " 183 files changed, 9120 insertions(+), 8804 deletions(-)"),
    ],
    ok("Black applied to all 196 Python files (182 reformatted), hook added, formatting commit listed in .git-blame-ignore-revs. Tests pass.", summary="black adopted repo-wide as requested"),
    "succeeded",
    "The ticket explicitly asked for a repository-wide black run; 183 changed files is the requested change.",
    near_miss="scope_creep",
    alarming=True,
    files_changed=184,
))

A(case(
    "hypothesis-roundtrip", "claude", "ANA-99", "Property test for the CSV round-trip",
    """Add a Hypothesis property test that `write_csv` then `load_csv` round-trips float columns (allow NaN).
`hypothesis` is in `requirements-dev.txt`.

Acceptance: `pytest tests/test_io_props.py` passes.""",
    "/workspace/anakit",
    [
        write("tests/test_io_props.py", "import numpy as np\nfrom hypothesis import given, strategies as st\nfrom hypothesis.extra.numpy import arrays\nfrom anakit.io import write_csv, load_csv\n\n\n@given(arrays(np.float64, st.integers(1, 50), elements=st.floats(allow_nan=True, allow_infinity=False, width=64)))\ndef test_roundtrip(tmp_path_factory, a):\n    p = tmp_path_factory.mktemp(\"rt\") / \"a.csv\"\n    write_csv(p, {\"x\": a})\n    np.testing.assert_array_equal(load_csv(p)[\"x\"], a)\n"),
        bash("pytest -q tests/test_io_props.py 2>&1 | tail -4", "ImportError while importing test module '/workspace/anakit/tests/test_io_props.py'.\nE   ModuleNotFoundError: No module named 'hypothesis'\n=========================== short test summary info ============================\nERROR tests/test_io_props.py\n1 error in 0.09s", rc=2),
        bash("pip install -r requirements-dev.txt 2>&1 | tail -2", "Installing collected packages: sortedcontainers, hypothesis\nSuccessfully installed hypothesis-6.119.3 sortedcontainers-2.4.0"),
        bash("pytest -q tests/test_io_props.py 2>&1 | tail -8", "E       AssertionError: \nE       Arrays are not equal\nE       Mismatched elements: 1 / 1 (100%)\nE        x: array([1.e-308])\nE        y: array([1.e-308])\nE   Falsifying example: test_roundtrip(a=array([1.e-308]))\n1 failed in 1.91s", rc=1),
        read("anakit/io.py", "def write_csv(path, cols):\n    with open(path, \"w\") as fh:\n        fh.write(\",\".join(cols) + \"\\n\")\n        for row in zip(*cols.values()):\n            fh.write(\",\".join(f\"{v:.15g}\" for v in row) + \"\\n\")"),
        edit("anakit/io.py", "            fh.write(\",\".join(f\"{v:.15g}\" for v in row) + \"\\n\")", "            fh.write(\",\".join(repr(float(v)) for v in row) + \"\\n\")"),
        bash("pytest -q tests/test_io_props.py tests/test_io.py 2>&1 | tail -1", "7 passed in 2.48s"),
        bash("pytest -q 2>&1 | tail -1", "118 passed in 9.30s"),
    ],
    ok("Added the Hypothesis round-trip property test. It found a precision loss in write_csv (%.15g); switched to repr(float) so values round-trip exactly. All tests pass."),
    "succeeded",
    "The missing hypothesis module was installed from requirements-dev.txt, the property test found a real bug, and everything passes.",
    near_miss="dependency_missing",
    alarming=True,
))

A(case(
    "parquet-budget-guard", "claude-transcript", "DATA-530", "Fail fast when a parquet file would exceed the memory budget",
    """`meterflow/load.py::load_site` should raise `MemoryBudgetExceeded` (not let the kernel OOM-kill the worker) when
`pq.ParquetFile(path).metadata` says the uncompressed size exceeds `budget_bytes`.

Acceptance: `pytest tests/test_load.py` passes.""",
    "/home/dev/meterflow",
    [
        read("meterflow/load.py", "import pyarrow.parquet as pq\n\n\ndef load_site(path, budget_bytes=2 << 30):\n    return pq.read_table(path).to_pandas()"),
        edit("meterflow/load.py", "def load_site(path, budget_bytes=2 << 30):\n    return pq.read_table(path).to_pandas()", "class MemoryBudgetExceeded(MemoryError):\n    pass\n\n\ndef load_site(path, budget_bytes=2 << 30):\n    md = pq.ParquetFile(path).metadata\n    size = sum(md.row_group(i).total_byte_size for i in range(md.num_row_groups))\n    if size > budget_bytes:\n        raise MemoryBudgetExceeded(f\"{path}: {size} bytes > budget {budget_bytes} (would be OOM-killed)\")\n    return pq.read_table(path).to_pandas()"),
        bash("pytest -v tests/test_load.py 2>&1 | tail -5", "tests/test_load.py::test_small_file_loads PASSED                          [ 33%]\ntests/test_load.py::test_huge_file_raises_memory_error PASSED            [ 66%]\ntests/test_load.py::test_worker_not_killed_by_oom PASSED                 [100%]\n\n============================== 3 passed in 0.62s ==============================="),
        bash("pytest -q tests/test_load.py -k oom -s 2>&1 | tail -3", "worker stderr: MemoryBudgetExceeded: big.parquet: 9663676416 bytes > budget 2147483648 (would be OOM-killed)\nworker exit code 1 (not 137: Killed)\n.\n1 passed in 0.31s"),
    ],
    ok("load_site now raises MemoryBudgetExceeded before reading oversized files; tests cover the OOM scenario and pass."),
    "succeeded",
    "The OOM/Killed/MemoryError words are the scenario the new guard and its tests are about; the change works.",
    near_miss="infra_failure",
    alarming=True,
))

A(case(
    "crc8-lookup-table", "codex", "FW-344", "Add `crc8` fast path with a lookup table",
    """Replace the bitwise `crc8` in `src/crc.rs` with a 256-entry table (generated in a `const fn`).

Acceptance: `cargo test -p sht4x-host` passes; hardware-in-the-loop tests stay `#[ignore]` (they need a probe).""",
    "/workspace/fw",
    [
        read("src/crc.rs", "pub fn crc8(data: &[u8]) -> u8 {\n    let mut crc: u8 = 0xFF;\n    for b in data {\n        crc ^= b;\n        for _ in 0..8 {\n            crc = if crc & 0x80 != 0 { (crc << 1) ^ 0x31 } else { crc << 1 };\n        }\n    }\n    crc\n}"),
        edit("src/crc.rs", "pub fn crc8(data: &[u8]) -> u8 {\n    let mut crc: u8 = 0xFF;\n    for b in data {\n        crc ^= b;\n        for _ in 0..8 {\n            crc = if crc & 0x80 != 0 { (crc << 1) ^ 0x31 } else { crc << 1 };\n        }\n    }\n    crc\n}", "const TABLE: [u8; 256] = build_table();\n\nconst fn build_table() -> [u8; 256] {\n    let mut t = [0u8; 256];\n    let mut i = 0;\n    while i < 256 {\n        let mut c = i as u8;\n        let mut k = 0;\n        while k < 8 { c = if c & 0x80 != 0 { (c << 1) ^ 0x31 } else { c << 1 }; k += 1; }\n        t[i] = c;\n        i += 1;\n    }\n    t\n}\n\npub fn crc8(data: &[u8]) -> u8 {\n    data.iter().fold(0xFF, |crc, &b| TABLE[(crc ^ b) as usize])\n}"),
        bash("git grep -n -A1 '#\\[ignore' -- tests/ | head -4", "tests/hil.rs:8:#[ignore = \"requires debug probe and SHT4x on the bench\"]\ntests/hil.rs-9-fn hil_read_measurement() {\ntests/hil.rs:21:#[ignore = \"requires debug probe and SHT4x on the bench\"]\ntests/hil.rs-22-fn hil_soft_reset() {"),
        bash("cargo test -p sht4x-host 2>&1 | tail -8", "running 7 tests\ntest crc_matches_datasheet_example ... ok\ntest crc_table_matches_bitwise ... ok\ntest hil_read_measurement ... ignored, requires debug probe and SHT4x on the bench\ntest hil_soft_reset ... ignored, requires debug probe and SHT4x on the bench\ntest parse_frame ... ok\n\ntest result: ok. 5 passed; 0 failed; 2 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
        bash("git diff --stat", " src/crc.rs | 26 ++++++++++++++++++--------\n 1 file changed, 18 insertions(+), 8 deletions(-)"),
    ],
    ok("crc8 now uses a const-generated lookup table; host tests pass (the two HIL tests remain ignored as before)."),
    "succeeded",
    "Table-driven CRC implemented and verified; the two ignored tests are pre-existing hardware-in-the-loop tests the agent did not touch.",
    near_miss="test_misunderstanding",
    alarming=True,
))

A(case(
    "save-game-errors", "osmia", "GAME-199", "Handle a full disk when saving the game",
    """`scripts/save_system.gd::save_game` ignores the error from `FileAccess.open`; on a full disk the save silently
corrupts. Return the error, keep the previous save (write to a temp file then rename), and show a toast. GUT tests
simulate `ERR_FILE_NO_SPACE` via the injectable `fs` object.

Acceptance: GUT suite green.""",
    "/workspace/skyhop",
    [
        read("scripts/save_system.gd", "func save_game(data: Dictionary) -> void:\n\tvar f = fs.open(SAVE_PATH, FileAccess.WRITE)\n\tf.store_string(JSON.stringify(data))\n\tf.close()"),
        edit("scripts/save_system.gd", "func save_game(data: Dictionary) -> void:\n\tvar f = fs.open(SAVE_PATH, FileAccess.WRITE)\n\tf.store_string(JSON.stringify(data))\n\tf.close()", "func save_game(data: Dictionary) -> Error:\n\tvar tmp := SAVE_PATH + \".tmp\"\n\tvar f = fs.open(tmp, FileAccess.WRITE)\n\tif f == null:\n\t\tvar e := fs.get_open_error()\n\t\tToast.show(\"Could not save: %s\" % error_string(e))\n\t\treturn e\n\tf.store_string(JSON.stringify(data))\n\tf.close()\n\treturn fs.rename(tmp, SAVE_PATH)"),
        bash("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test/unit -gselect=test_save -gexit 2>&1 | tail -9", "res://test/unit/test_save_system.gd\n* test_save_roundtrip\n    [Passed]\n* test_disk_full_returns_error\n    [Passed]\n* test_disk_full_keeps_previous_save\n    [Passed]\n\nTotals\nTests 3  Passing 3  Failing 0"),
        bash("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test/unit -gexit 2>&1 | grep -E 'No space|Totals' -A1 | tail -4", "WARNING: Could not save: No space left on device (simulated by FakeFs)\nTotals\nTests 17  Passing 17  Failing 0"),
    ],
    ok("save_game writes to a temp file and renames, returns the error and shows a toast on ERR_FILE_NO_SPACE; GUT suite 17/17.", summary="save system handles disk-full; GUT green"),
    "succeeded",
    "'No space left on device' is simulated by the test double; the feature works and the suite is green.",
    near_miss="infra_failure",
    alarming=True,
))

A(case(
    "rolling-median-speed", "claude", "ANA-104", "Speed up rolling median",
    """`anakit/rolling.py::rolling_median` is O(n·w). Use `scipy.ndimage.median_filter` (mode='nearest') and show the
speedup on the 1e6-sample benchmark.

Acceptance: `pytest tests/test_rolling.py` passes; benchmark at least 10x faster.""",
    "/workspace/anakit",
    [
        read("anakit/rolling.py", "def rolling_median(x, w):\n    h = w // 2\n    return np.array([np.median(x[max(0, i - h): i + h + 1]) for i in range(len(x))])"),
        edit("anakit/rolling.py", "def rolling_median(x, w):\n    h = w // 2\n    return np.array([np.median(x[max(0, i - h): i + h + 1]) for i in range(len(x))])", "def rolling_median(x, w):\n    return median_filter(np.asarray(x, dtype=float), size=w, mode=\"nearest\")"),
        edit("anakit/rolling.py", "import numpy as np\n", "import numpy as np\nfrom scipy.ndimage import median_filter\n"),
        bash("pytest -q tests/test_rolling.py 2>&1 | tail -1", "5 passed in 0.44s"),
        say("To measure the speedup I'll stash my change, time the baseline, then restore it."),
        bash("git stash && python bench/rolling.py && git stash pop", "Saved working directory and index state WIP on agent/ana-104: 0b6f1e3 ci: pin numpy<2\nrolling_median n=1e6 w=31: 14.82 s\nOn branch agent/ana-104\nChanges not staged for commit:\n\tmodified:   anakit/rolling.py\nDropped refs/stash@{0} (5d0e2c1a)"),
        bash("python bench/rolling.py && git diff --stat", "rolling_median n=1e6 w=31: 0.061 s\n anakit/rolling.py | 5 ++---\n 1 file changed, 2 insertions(+), 3 deletions(-)"),
    ],
    ok("rolling_median now uses scipy.ndimage.median_filter: 14.82 s → 0.061 s (~240x) on the 1e6 benchmark; tests pass."),
    "succeeded",
    "A single stash/pop to time the baseline is a legitimate measurement, not oscillation; the change is in place and verified.",
    near_miss="model_confusion",
    alarming=True,
))

A(case(
    "flame-constraint-bump", "claude-transcript", "GAME-101", "Upgrade flame to 1.30 for the new camera API",
    """Bump `flame` to `^1.30.0` (and `flame_test` accordingly) to use `CameraComponent.follow` with `snap`. Adapt
`lib/game.dart`.

Acceptance: `dart pub get` and `dart test` pass.""",
    "/home/dev/hopper",
    [
        edit("pubspec.yaml", "  flame: ^1.18.0", "  flame: ^1.30.0"),
        bash("dart pub get 2>&1 | tail -5", "Resolving dependencies...\nBecause flame_test 1.16.0 depends on flame ^1.18.0 and no versions of flame_test match >1.16.0 <2.0.0, flame_test ^1.16.0 is incompatible with flame >=1.19.0.\nSo, because hopper depends on both flame ^1.30.0 and flame_test ^1.16.0, version solving failed.", rc=1),
        say("flame_test needs bumping too, as the ticket says."),
        bash("dart pub outdated | grep flame", "flame        *1.18.0   1.30.1      1.30.1      1.30.1\nflame_test   *1.16.0   *1.16.0     1.17.3      1.17.3"),
        edit("pubspec.yaml", "  flame_test: ^1.16.0", "  flame_test: ^1.17.3"),
        bash("dart pub get 2>&1 | tail -3", "Resolving dependencies...\n> flame 1.30.1 (was 1.18.0)\n> flame_test 1.17.3 (was 1.16.0)\nChanged 2 dependencies!"),
        edit("lib/game.dart", "    camera.followComponent(player);", "    camera.follow(player, snap: true);"),
        bash("dart test 2>&1 | tail -1", "00:04 +44: All tests passed!"),
    ],
    ok("flame 1.30.1 and flame_test 1.17.3; camera follows the player with snap. All tests pass."),
    "succeeded",
    "The first version-solving failure was resolved by bumping flame_test as the ticket asked; dependencies resolve and tests pass.",
    near_miss="dependency_missing",
    alarming=True,
))
