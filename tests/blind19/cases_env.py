"""Environment-side failures: infra_failure, permission_blocked, dependency_missing."""
from gen_lib import case, say, think, bash, read, edit, write, grep, note, denied, ok, err, limit, none

CASES = []
A = CASES.append

# ============================================================ infra_failure
A(case(
    "rmsnorm-cpp-ext", "claude", "VIS-233", "Build the fused RMSNorm extension instead of the Python fallback",
    """`vision/layers/norm.py` always falls back to the pure-PyTorch RMSNorm because the C++ extension in
`csrc/rmsnorm.cpp` is never built. Wire it into `setup.py` (torch.utils.cpp_extension) so `pip install -e .`
compiles it, and keep the fallback when the extension is unavailable.

Acceptance criteria:
- `pip install -e .` builds `vision._C`
- `pytest tests/test_norm.py` passes, including `test_rmsnorm_matches_reference`""",
    "/workspace/vision",
    [
        say("I'll look at the current setup.py and the extension source first."),
        read("setup.py", "from setuptools import setup, find_packages\n\nsetup(\n    name=\"vision\",\n    version=\"0.9.2\",\n    packages=find_packages(),\n    install_requires=[\"torch>=2.2\", \"numpy\"],\n)"),
        read("csrc/rmsnorm.cpp", "#include <torch/extension.h>\n#include <ATen/ATen.h>\n\ntorch::Tensor rmsnorm_forward(torch::Tensor x, torch::Tensor w, double eps) {\n  auto var = x.pow(2).mean(-1, true);\n  return x * torch::rsqrt(var + eps) * w;\n}\n\nPYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {\n  m.def(\"rmsnorm_forward\", &rmsnorm_forward, \"RMSNorm forward\");\n}"),
        grep("_C", "vision/layers/norm.py:7:    from vision import _C  # noqa: F401\nvision/layers/norm.py:9:    _C = None"),
        edit("setup.py", "from setuptools import setup, find_packages\n", "from setuptools import setup, find_packages\nfrom torch.utils.cpp_extension import BuildExtension, CppExtension\n"),
        edit("setup.py", "    install_requires=[\"torch>=2.2\", \"numpy\"],\n)", "    install_requires=[\"torch>=2.2\", \"numpy\"],\n    ext_modules=[CppExtension(\"vision._C\", [\"csrc/rmsnorm.cpp\"])],\n    cmdclass={\"build_ext\": BuildExtension},\n)"),
        bash("pip install -e . --no-build-isolation 2>&1 | tail -25",
             "Obtaining file:///workspace/vision\n  Preparing metadata (setup.py): started\n  Preparing metadata (setup.py): finished with status 'done'\nInstalling collected packages: vision\n  Running setup.py develop for vision\n    error: subprocess-exited-with-error\n\n    × python setup.py develop did not run successfully.\n    │ exit code: 1\n    ╰─> [14 lines of output]\n        running develop\n        running build_ext\n        building 'vision._C' extension\n        g++ -pthread -B /opt/conda/compiler_compat -fPIC -I/opt/conda/lib/python3.11/site-packages/torch/include -I/opt/conda/lib/python3.11/site-packages/torch/include/torch/csrc/api/include -c csrc/rmsnorm.cpp -o build/temp.linux-x86_64-cpython-311/csrc/rmsnorm.o -DTORCH_EXTENSION_NAME=_C -std=c++17\n        g++: fatal error: Killed signal terminated program cc1plus\n        compilation terminated.\n        error: command '/usr/bin/g++' failed with exit code 1\n        [end of output]",
             rc=1, ev="out"),
        think("cc1plus killed by a signal: that is usually the kernel OOM killer, not a compile error in my code. Let me check memory."),
        bash("dmesg 2>/dev/null | tail -4; cat /sys/fs/cgroup/memory.max; free -m",
             "[183220.114112] Memory cgroup out of memory: Killed process 40211 (cc1plus) total-vm:2911344kB, anon-rss:1979852kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:4012kB oom_score_adj:0\n[183220.131877] oom_reaper: reaped process 40211 (cc1plus), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB\n2147483648\n               total        used        free      shared  buff/cache   available\nMem:            2048        1911          61           0          75          39\nSwap:              0           0           0",
             ev="out"),
        say("The compiler is being OOM-killed inside the 2 GiB memory cgroup (torch headers are heavy). I'll retry with a single job and lower optimisation to reduce peak memory."),
        bash("MAX_JOBS=1 CFLAGS='-O1' pip install -e . --no-build-isolation 2>&1 | tail -6",
             "        g++: fatal error: Killed signal terminated program cc1plus\n        compilation terminated.\n        error: command '/usr/bin/g++' failed with exit code 1\n        [end of output]\n\n  note: This error originates from a subprocess, and is likely not a problem with pip.",
             rc=1, ev="out"),
        bash("python -c 'import vision.layers.norm as n; print(n._C)'", "None"),
    ],
    none("The setup.py wiring is in place; the build itself cannot complete in this pod because cc1plus is OOM-killed at the 2 GiB limit."),
    "infra_failure",
    "The pod's 2 GiB memory cgroup OOM-kills cc1plus while compiling the torch extension; the setup.py change itself is fine.",
    near_miss="dependency_missing",
))

A(case(
    "netcdf-grid-reader", "codex", "CLIM-88", "Read CMIP6 NetCDF grids directly",
    """The loader in `climkit/io.py` only accepts pre-converted CSV. Add `load_grid(path)` that opens `.nc` files with
netCDF4 (already listed in `requirements.txt`) and returns an `xarray`-free dict of numpy arrays.

Acceptance: `pytest tests/test_io.py::test_load_grid` passes against `tests/data/tas_small.nc`.""",
    "/workspace/climkit",
    [
        think("**Planning NetCDF support**\n\nI need to add load_grid to climkit/io.py. First check the environment: is netCDF4 installed?"),
        bash("python -c 'import netCDF4'", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'netCDF4'", rc=1),
        say("netCDF4 is in requirements.txt but not installed in this environment; installing it."),
        bash("pip install -r requirements.txt",
             "Requirement already satisfied: numpy>=1.24 in /usr/local/lib/python3.11/site-packages (from -r requirements.txt (line 1)) (1.26.4)\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b1c2a5d10>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/netcdf4/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b1c2a6090>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/netcdf4/\nWARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b1c2a6410>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/netcdf4/\nWARNING: Retrying (Retry(total=1, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b1c2a6790>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/netcdf4/\nWARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b1c2a6b10>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/netcdf4/\nERROR: Could not find a version that satisfies the requirement netCDF4>=1.6 (from versions: none)\nERROR: No matching distribution found for netCDF4>=1.6",
             rc=1, ev="out"),
        bash("curl -sS -m 10 -o /dev/null -w '%{http_code}\\n' https://pypi.org/simple/netcdf4/",
             "curl: (7) Failed to connect to pypi.org port 443 after 2 ms: Couldn't connect to server\n000", rc=7, ev="out"),
        bash("pip config list; env | grep -i -E 'proxy|index' || true", "global.index-url='https://pypi.org/simple'"),
        say("The sandbox has no route to PyPI, so I can't install netCDF4. I'll still implement the loader."),
        read("climkit/io.py", "import csv\nimport numpy as np\n\n\ndef load_csv(path):\n    with open(path) as fh:\n        rows = list(csv.DictReader(fh))\n    return {k: np.array([float(r[k]) for r in rows]) for k in rows[0]}"),
        edit("climkit/io.py", "import csv\n", "import csv\n\ntry:\n    import netCDF4\nexcept ImportError:  # pragma: no cover\n    netCDF4 = None\n"),
        edit("climkit/io.py", "    return {k: np.array([float(r[k]) for r in rows]) for k in rows[0]}", "    return {k: np.array([float(r[k]) for r in rows]) for k in rows[0]}\n\n\ndef load_grid(path):\n    with netCDF4.Dataset(path) as ds:\n        return {name: np.asarray(var[:]) for name, var in ds.variables.items()}"),
        bash("pytest -q tests/test_io.py::test_load_grid",
             "F                                                                        [100%]\n=================================== FAILURES ===================================\n________________________________ test_load_grid ________________________________\n\n    def test_load_grid():\n>       grid = load_grid(DATA / \"tas_small.nc\")\n\ntests/test_io.py:21: \n_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\nclimkit/io.py:16: in load_grid\n    with netCDF4.Dataset(path) as ds:\nE   AttributeError: 'NoneType' object has no attribute 'Dataset'\n=========================== short test summary info ============================\nFAILED tests/test_io.py::test_load_grid - AttributeError: 'NoneType' object has no attribute 'Dataset'\n1 failed in 0.21s",
             rc=1),
    ],
    ok("I added `load_grid` to climkit/io.py. The test cannot pass here because the sandbox has no network access to PyPI (Errno 101 Network is unreachable), so netCDF4 could not be installed; it should pass in CI where requirements are installed."),
    "infra_failure",
    "pip could not reach PyPI ([Errno 101] Network is unreachable, curl cannot connect), so the declared netCDF4 requirement never installed; the later import/test failure is a consequence.",
    near_miss="dependency_missing",
))

A(case(
    "ode-adaptive-step", "osmia", "SIM-51", "Adaptive step size for the RK45 integrator",
    """`src/Integrators.jl` uses a fixed step in `rk45!`. Implement the Dormand–Prince error estimate and adapt `dt`
(safety factor 0.9, clamp growth to 5x). The Test.jl suite in `test/runtests.jl` already contains
`@testset "adaptive"`.

Acceptance: `julia --project -e 'using Pkg; Pkg.test()'` is green.""",
    "/home/agent/SpringSim.jl",
    [
        bash("julia --version && ls src test", "julia version 1.10.4\nIntegrators.jl\nSpringSim.jl\nPlotting.jl\nruntests.jl"),
        read("src/Integrators.jl", "module Integrators\n\nexport rk45!\n\nfunction rk45!(f, u, t, dt, tend)\n    while t < tend\n        k1 = f(u, t)\n        # ... fixed-step Dormand-Prince stages ...\n        u .+= dt .* (35/384 .* k1)\n        t += dt\n    end\n    return u\nend\n\nend"),
        say("Implementing the embedded 4th/5th order error estimate with step control."),
        edit("src/Integrators.jl", "        u .+= dt .* (35/384 .* k1)\n        t += dt", "        err = norm(dt .* (71/57600 .* k1))\n        if err <= tol\n            u .+= dt .* (35/384 .* k1)\n            t += dt\n        end\n        dt *= clamp(0.9 * (tol / max(err, eps()))^(1/5), 0.2, 5.0)"),
        bash("julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -20",
             "     Testing SpringSim\n      Status `/tmp/jl_q0Zt1B/Project.toml`\n  [91a5bcdd] Plots v1.40.4\n  [1fd47b50] QuadGK v2.9.4\nPrecompiling project...\n  ✗ Plots\n  11 dependencies successfully precompiled in 48 seconds. 132 already precompiled.\nERROR: LoadError: The following 1 direct dependency failed to precompile:\n\nPlots [91a5bcdd-55d7-5caf-9e0b-520d859cae80]\n\nFailed to precompile Plots [91a5bcdd-55d7-5caf-9e0b-520d859cae80] to \"/home/agent/.julia/compiled/v1.10/Plots/jl_8mV2Qe\".\nERROR: LoadError: SystemError: opening file \"/home/agent/.julia/compiled/v1.10/Plots/jl_8mV2Qe\": No space left on device\nStacktrace:\n  [1] systemerror(p::String, errno::Int32; extrainfo::Nothing)\n    @ Base ./error.jl:176\nERROR: Package SpringSim errored during testing",
             rc=1, ev="out"),
        bash("df -h /home/agent /tmp", "Filesystem      Size  Used Avail Use% Mounted on\noverlay          20G   20G     0 100% /\noverlay          20G   20G     0 100% /", ev="out"),
        bash("du -sh /home/agent/.julia/compiled /home/agent/.julia/artifacts 2>/dev/null", "6.1G\t/home/agent/.julia/compiled\n11G\t/home/agent/.julia/artifacts"),
        say("The node's overlay filesystem is full (Julia artifacts alone are 11G). Trying to free the compile cache and rerun."),
        bash("rm -rf /home/agent/.julia/compiled/v1.10/Plots && julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -4",
             "Precompiling project...\n  ✗ Plots\nERROR: LoadError: SystemError: opening file \"/home/agent/.julia/logs/manifest_usage.toml.pid\": No space left on device\nERROR: Package SpringSim errored during testing",
             rc=1, ev="out"),
        note("agent pod springsim-sim51-7d9f: ephemeral-storage usage 20.4Gi exceeds limit 20Gi; pod will be evicted", ev="out"),
    ],
    err("Evicted", text_say="I couldn't run the test suite: the pod's disk is full (No space left on device while precompiling Plots).", summary="pod evicted: ephemeral-storage limit exceeded"),
    "infra_failure",
    "The pod's 20G ephemeral storage was full, so Julia precompilation failed with 'No space left on device' and the pod was evicted.",
    near_miss="dependency_missing",
))

A(case(
    "calib-notebook-plot", "claude-transcript", "NB-19", "Calibration notebook: residual plot cell crashes",
    """Cell 14 of `notebooks/calibration.ipynb` raises when plotting residuals (`ax.errorbar` gets a pandas
Series with a non-numeric index). Fix the helper `plot_residuals` in `calib/plots.py` and re-execute the
notebook headless.

Acceptance: `jupyter nbconvert --to notebook --execute notebooks/calibration.ipynb` completes.""",
    "/home/dev/labcal",
    [
        say("Let me reproduce the failure by executing the notebook headless."),
        bash("jupyter nbconvert --to notebook --execute notebooks/calibration.ipynb --output /tmp/out.ipynb 2>&1 | tail -15",
             "[NbConvertApp] Converting notebook notebooks/calibration.ipynb to notebook\nTraceback (most recent call last):\n  ...\nnbclient.exceptions.CellExecutionError: An error occurred while executing the following cell:\n------------------\nimport seaborn as sns\nfrom calib.plots import plot_residuals\n------------------\n\n---------------------------------------------------------------------------\nModuleNotFoundError                       Traceback (most recent call last)\nCell In[2], line 1\n----> 1 import seaborn as sns\n      2 from calib.plots import plot_residuals\n\nModuleNotFoundError: No module named 'seaborn'",
             rc=1),
        say("Seaborn isn't installed in this kernel environment. Before installing it, let me look at the helper the ticket refers to."),
        read("calib/plots.py", "import matplotlib.pyplot as plt\n\n\ndef plot_residuals(df, ax=None):\n    ax = ax or plt.gca()\n    ax.errorbar(df.index, df[\"resid\"], yerr=df[\"sigma\"], fmt=\"o\")\n    ax.axhline(0, color=\"k\", lw=0.5)\n    return ax"),
        read("requirements-notebooks.txt", "matplotlib>=3.8\npandas>=2.1\nseaborn>=0.13\nscipy>=1.11"),
        think("The index is a string channel label; errorbar wants numeric x. Use np.arange(len(df)) and set tick labels."),
        edit("calib/plots.py", "    ax.errorbar(df.index, df[\"resid\"], yerr=df[\"sigma\"], fmt=\"o\")", "    x = np.arange(len(df))\n    ax.errorbar(x, df[\"resid\"].to_numpy(), yerr=df[\"sigma\"].to_numpy(), fmt=\"o\")\n    ax.set_xticks(x, df.index.astype(str), rotation=90)"),
        edit("calib/plots.py", "import matplotlib.pyplot as plt\n", "import matplotlib.pyplot as plt\nimport numpy as np\n"),
        bash("python -m pytest -q tests/test_plots.py", "...                                                                      [100%]\n3 passed in 1.42s"),
        say("The helper fix passes its unit tests. Now installing the notebook requirements so the full notebook can execute."),
    ],
    limit("5-hour limit reached ∙ resets 4pm"),
    "infra_failure",
    "The session was cut off by the provider's usage limit before the notebook could be re-run; the open seaborn ModuleNotFoundError was about to be handled and is not what ended the run.",
    near_miss="dependency_missing",
))

A(case(
    "fw-sensor-embassy", "claude", "FW-310", "Port the SHT4x driver to embassy-time delays",
    """`fw/src/sht4x.rs` busy-waits with `cortex_m::asm::delay`. Use `embassy_time::Timer::after_millis` in the async
read path instead. The crate is already a dependency in `fw/Cargo.toml` (0.3).

Acceptance: `cargo build --release --target thumbv7em-none-eabihf` succeeds; host tests
(`cargo test -p sht4x-host`) pass.""",
    "/work/fw",
    [
        read("src/sht4x.rs", "use cortex_m::asm::delay;\n\npub async fn read(&mut self) -> Result<Measurement, Error> {\n    self.i2c.write(ADDR, &[CMD_MEASURE_HIGH]).await?;\n    delay(SYSCLK_HZ / 1000 * 9); // ~9 ms\n    let mut buf = [0u8; 6];\n    self.i2c.read(ADDR, &mut buf).await?;\n    Measurement::from_raw(&buf)\n}"),
        edit("src/sht4x.rs", "use cortex_m::asm::delay;\n", "use embassy_time::Timer;\n"),
        edit("src/sht4x.rs", "    delay(SYSCLK_HZ / 1000 * 9); // ~9 ms", "    Timer::after_millis(9).await;"),
        bash("cargo build --release --target thumbv7em-none-eabihf 2>&1 | tail -22",
             "    Updating crates.io index\nwarning: spurious network error (3 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nwarning: spurious network error (2 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nwarning: spurious network error (1 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nerror: failed to get `embassy-time` as a dependency of package `fw-sensor v0.3.0 (/work/fw)`\n\nCaused by:\n  download of config.json failed\n\nCaused by:\n  failed to download from `https://index.crates.io/config.json`\n\nCaused by:\n  [6] Couldn't resolve host name (Could not resolve host: index.crates.io)",
             rc=101, ev="out"),
        think("The lockfile must have changed? No, I didn't touch Cargo.toml. Cargo is trying to update the index because embassy-time isn't in the local registry cache. DNS is failing."),
        bash("getent hosts index.crates.io github.com; cat /etc/resolv.conf", "nameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local", rc=2, ev="out"),
        bash("cargo build --offline --release --target thumbv7em-none-eabihf 2>&1 | tail -6",
             "error: no matching package named `embassy-time` found\nlocation searched: registry `crates-io`\nrequired by package `fw-sensor v0.3.0 (/work/fw)`\nAs a reminder, you're using offline mode (--offline) which can sometimes cause surprising resolution failures, if this error is too confusing you may wish to retry without the offline flag.",
             rc=101),
        bash("cargo test -p sht4x-host 2>&1 | tail -4", "warning: spurious network error (1 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nerror: failed to get `embassy-time` as a dependency of package `fw-sensor v0.3.0 (/work/fw)`", rc=101),
        say("DNS resolution inside the pod is broken (cluster resolver returns nothing for index.crates.io or github.com), so cargo can't fetch the crate index and nothing can be built."),
    ],
    ok("Replaced the busy-wait with `Timer::after_millis(9).await` in src/sht4x.rs. The change is complete; the build could not be verified because the crates.io index is unreachable from this environment."),
    "infra_failure",
    "DNS inside the pod could not resolve index.crates.io, so cargo could not fetch the already-declared embassy-time crate; the --offline 'no matching package' error follows from that.",
    near_miss="dependency_missing",
))

A(case(
    "gut-jump-buffer", "codex", "GAME-142", "Jump buffering: jumps pressed just before landing are dropped",
    """In `scripts/player.gd` a jump pressed up to 100 ms before touching the floor should still fire (jump buffer).
Add `jump_buffer_time` and the timer logic. GUT tests in `test/unit/test_player_jump.gd` describe the behaviour.

Acceptance: `godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test/unit -gexit` passes.""",
    "/workspace/skyhop",
    [
        think("**Reading the player script**\n\nI'll look at player.gd and the GUT test that describes the jump buffer."),
        read("scripts/player.gd", "extends CharacterBody2D\n\n@export var jump_velocity := -420.0\n\nfunc _physics_process(delta):\n\tif not is_on_floor():\n\t\tvelocity.y += gravity * delta\n\tif Input.is_action_just_pressed(\"jump\") and is_on_floor():\n\t\tvelocity.y = jump_velocity\n\tmove_and_slide()"),
        read("test/unit/test_player_jump.gd", "extends GutTest\n\nfunc test_buffered_jump_fires_on_landing():\n\tvar p = add_child_autofree(Player.new())\n\tp.press_jump_at(0.95)\n\tsimulate(p, 70, 1.0/60.0)\n\tassert_lt(p.velocity.y, 0.0, \"jump should fire after landing\")\n\nfunc test_stale_press_is_ignored():\n\tvar p = add_child_autofree(Player.new())\n\tp.press_jump_at(0.5)\n\tsimulate(p, 70, 1.0/60.0)\n\tassert_eq(p.jumps, 0)"),
        bash("godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test/unit -gexit 2>&1 | tail -8",
             "res://test/unit/test_player_jump.gd\n* test_buffered_jump_fires_on_landing\n    [Failed]:  [0] expected to be < than [0.0]:  jump should fire after landing\n* test_stale_press_is_ignored\n    [Passed]\n\nTotals\nTests 2  Passing 1  Failing 1", rc=1),
        say("Reproduced: the buffered jump is dropped. Adding a buffer timer to player.gd."),
        edit("scripts/player.gd", "@export var jump_velocity := -420.0\n", "@export var jump_velocity := -420.0\n@export var jump_buffer_time := 0.1\nvar _jump_buffer := 0.0\n"),
        edit("scripts/player.gd", "\tif Input.is_action_just_pressed(\"jump\") and is_on_floor():\n\t\tvelocity.y = jump_velocity", "\tif Input.is_action_just_pressed(\"jump\"):\n\t\t_jump_buffer = jump_buffer_time\n\t_jump_buffer = max(_jump_buffer - delta, 0.0)\n\tif _jump_buffer > 0.0 and is_on_floor():\n\t\tvelocity.y = jump_velocity\n\t\t_jump_buffer = 0.0"),
        think("**Running GUT again**\n\nNow re-run the unit directory."),
    ],
    err("stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses)",
        errors=["Reconnecting... 1/5", "Reconnecting... 2/5", "Reconnecting... 3/5", "Reconnecting... 4/5", "Reconnecting... 5/5"]),
    "infra_failure",
    "The Codex session lost its connection to the model API (5 reconnect attempts, then 'stream disconnected before completion') before the agent could re-run the tests.",
    near_miss="",
))

A(case(
    "fortran-halo-exchange", "osmia", "HPC-77", "Halo exchange deadlock with 8 ranks",
    """`src/halo.f90` deadlocks on 8 ranks because every rank posts a blocking `MPI_Send` first. Switch to
`MPI_Sendrecv` (or non-blocking Isend/Irecv + Waitall). Regression test: `tests/run_halo.sbatch` (8 tasks, debug
partition).

Acceptance: the sbatch regression job completes and prints `HALO OK`.""",
    "/scratch/agent/heatsolve",
    [
        read("src/halo.f90", "subroutine exchange(u, nx, left, right, comm)\n  use mpi_f08\n  real(8), intent(inout) :: u(0:nx+1)\n  integer :: ierr\n  call MPI_Send(u(nx), 1, MPI_DOUBLE_PRECISION, right, 0, comm, ierr)\n  call MPI_Recv(u(0), 1, MPI_DOUBLE_PRECISION, left, 0, comm, MPI_STATUS_IGNORE, ierr)\n  call MPI_Send(u(1), 1, MPI_DOUBLE_PRECISION, left, 1, comm, ierr)\n  call MPI_Recv(u(nx+1), 1, MPI_DOUBLE_PRECISION, right, 1, comm, MPI_STATUS_IGNORE, ierr)\nend subroutine exchange"),
        edit("src/halo.f90", "  call MPI_Send(u(nx), 1, MPI_DOUBLE_PRECISION, right, 0, comm, ierr)\n  call MPI_Recv(u(0), 1, MPI_DOUBLE_PRECISION, left, 0, comm, MPI_STATUS_IGNORE, ierr)\n  call MPI_Send(u(1), 1, MPI_DOUBLE_PRECISION, left, 1, comm, ierr)\n  call MPI_Recv(u(nx+1), 1, MPI_DOUBLE_PRECISION, right, 1, comm, MPI_STATUS_IGNORE, ierr)",
             "  call MPI_Sendrecv(u(nx), 1, MPI_DOUBLE_PRECISION, right, 0, &\n                    u(0), 1, MPI_DOUBLE_PRECISION, left, 0, comm, MPI_STATUS_IGNORE, ierr)\n  call MPI_Sendrecv(u(1), 1, MPI_DOUBLE_PRECISION, left, 1, &\n                    u(nx+1), 1, MPI_DOUBLE_PRECISION, right, 1, comm, MPI_STATUS_IGNORE, ierr)"),
        bash("module load gcc/12.2 openmpi/4.1.5 && make -j4 2>&1 | tail -3", "mpif90 -O2 -c src/halo.f90 -o build/halo.o\nmpif90 -O2 -c src/solver.f90 -o build/solver.o\nmpif90 -O2 build/*.o -o bin/heatsolve"),
        read("tests/run_halo.sbatch", "#!/bin/bash\n#SBATCH --job-name=halo-regress\n#SBATCH --partition=debug\n#SBATCH --ntasks=8\n#SBATCH --time=00:05:00\n#SBATCH --output=halo-%j.out\nmodule load gcc/12.2 openmpi/4.1.5\nsrun ./bin/heatsolve --nx 4096 --steps 200 --check"),
        bash("sbatch --wait tests/run_halo.sbatch", "Submitted batch job 4471823", rc=1),
        bash("cat halo-4471823.out | tail -8",
             "rank 0: nx=512 local cells, 200 steps\nrank 3: nx=512 local cells, 200 steps\nstep 100 residual 2.31e-04\nslurmstepd: error: Detected 1 oom_kill event in StepId=4471823.0. Some of your processes may have been killed by the cgroup out-of-memory handler.\nsrun: error: cn0412: task 5: Out Of Memory\nsrun: launch/slurm: _step_signal: Terminating StepId=4471823.0",
             ev="out"),
        bash("sacct -j 4471823 --format=JobID,State,ExitCode,MaxRSS,ReqMem", "JobID           State ExitCode     MaxRSS     ReqMem\n------------ ---------- -------- ---------- ----------\n4471823      OUT_OF_ME+    0:125                  2000M\n4471823.bat+  COMPLETED      0:0      5112K\n4471823.0    OUT_OF_ME+    0:125   1998412K", ev="out"),
        say("The exchange no longer deadlocks (it reached step 100 on all ranks), but task 5 on cn0412 was OOM-killed by Slurm's cgroup at the debug partition's 2000M default. I don't have a way to change the partition's memory default from here."),
    ],
    err("regression job 4471823 ended OUT_OF_MEMORY", text_say="Halo exchange switched to MPI_Sendrecv; the regression job was killed by the Slurm OOM handler on cn0412 before printing HALO OK."),
    "infra_failure",
    "The Slurm regression job was OOM-killed by the cgroup handler (OUT_OF_MEMORY, ReqMem 2000M) after the deadlock fix let it progress; the batch environment, not the patch, stopped it.",
    near_miss="unknown",
))

A(case(
    "pydata-rate-client", "claude-transcript", "OBS-903", "Telescope archive client: retry on HTTP 503",
    """`obsarch/client.py::fetch_frame` gives up on the first 503 from the archive. Add exponential backoff (max 4 tries)
and make `RequestTimeout` surface as `ArchiveUnavailable`. Tests in `tests/test_client.py` use `responses`.

Acceptance: `pytest tests/test_client.py` passes.""",
    "/home/dev/obsarch",
    [
        read("obsarch/client.py", "import requests\n\nclass ArchiveUnavailable(Exception):\n    pass\n\ndef fetch_frame(session, url, timeout=10):\n    r = session.get(url, timeout=timeout)\n    r.raise_for_status()\n    return r.content"),
        read("tests/test_client.py", "import responses, pytest, requests\nfrom obsarch.client import fetch_frame, ArchiveUnavailable\n\n@responses.activate\ndef test_retries_on_503():\n    responses.add(responses.GET, URL, status=503)\n    responses.add(responses.GET, URL, status=503)\n    responses.add(responses.GET, URL, body=b\"FITS\")\n    assert fetch_frame(requests.Session(), URL, sleep=lambda s: None) == b\"FITS\"\n\n@responses.activate\ndef test_timeout_becomes_unavailable():\n    responses.add(responses.GET, URL, body=requests.exceptions.ConnectTimeout(\"timed out\"))\n    with pytest.raises(ArchiveUnavailable):\n        fetch_frame(requests.Session(), URL, sleep=lambda s: None)"),
        edit("obsarch/client.py", "def fetch_frame(session, url, timeout=10):\n    r = session.get(url, timeout=timeout)\n    r.raise_for_status()\n    return r.content",
             "def fetch_frame(session, url, timeout=10, tries=4, sleep=time.sleep):\n    for attempt in range(tries):\n        try:\n            r = session.get(url, timeout=timeout)\n        except requests.exceptions.Timeout as exc:\n            raise ArchiveUnavailable(str(exc)) from exc\n        if r.status_code != 503:\n            r.raise_for_status()\n            return r.content\n        sleep(2 ** attempt)\n    raise ArchiveUnavailable(f\"{url}: 503 after {tries} tries\")"),
        edit("obsarch/client.py", "import requests\n", "import time\n\nimport requests\n"),
        bash("pytest -q tests/test_client.py", "..                                                                       [100%]\n2 passed in 0.31s"),
        say("Both tests pass: the 503 retry and the timeout → ArchiveUnavailable mapping. Running the full suite to be safe."),
        bash("pytest -q 2>&1 | tail -3", "........................................                                 [100%]\n40 passed in 6.02s"),
        say("Full suite green. Let me also add a short note to the changelog."),
    ],
    limit("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CUz3vB9x6t2QnTq4GAF1d\"}"),
    "infra_failure",
    "The work was done and green, but the session ended on a provider API 529 Overloaded error before the agent finished; the 'timeout'/'503' words belong to the code under test.",
    near_miss="",
    state="Failed",
))

A(case(
    "mamba-cuda-env", "claude", "ML-604", "Pin the training env to CUDA 12.1 builds",
    """`environment.yml` resolves CPU-only PyTorch on the GPU runners. Pin `pytorch-cuda=12.1` from the `pytorch` and
`nvidia` channels and check that `python -c "import torch; print(torch.cuda.is_available())"` prints True on the
runner image.

Acceptance: `mamba env create -f environment.yml -n train` succeeds and the check prints True.""",
    "/workspace/trainer",
    [
        read("environment.yml", "name: train\nchannels:\n  - conda-forge\ndependencies:\n  - python=3.11\n  - pytorch=2.3\n  - torchvision\n  - numpy<2\n  - pip"),
        edit("environment.yml", "channels:\n  - conda-forge\ndependencies:\n  - python=3.11\n  - pytorch=2.3\n", "channels:\n  - pytorch\n  - nvidia\n  - conda-forge\ndependencies:\n  - python=3.11\n  - pytorch=2.3\n  - pytorch-cuda=12.1\n"),
        bash("mamba env create -f environment.yml -n train 2>&1 | tail -12",
             "Looking for: ['python=3.11', 'pytorch=2.3', 'pytorch-cuda=12.1', 'torchvision', 'numpy<2', 'pip']\n\npytorch/linux-64                                            Using cache\nnvidia/linux-64                                             Using cache\nconda-forge/linux-64                                        Using cache\nTransaction\n\n  Install: 52 packages\n\n  Total download: 2GB\n\n  pytorch-2.3.1-py3.11_cuda12.1_cudnn8.9.2_0          1.4GB   pytorch/linux-64   (  3%)\nCommand timed out after 10m 0.0s",
             rc=124, ev="out"),
        say("The 1.4 GB pytorch package download stalled at 3% and the command hit the 10 minute limit. Retrying; it may have been a transient mirror problem."),
        bash("mamba env create -f environment.yml -n train 2>&1 | tail -4",
             "  Total download: 2GB\n\n  pytorch-2.3.1-py3.11_cuda12.1_cudnn8.9.2_0          1.4GB   pytorch/linux-64   (  3%)\nCommand timed out after 10m 0.0s",
             rc=124, ev="out"),
        bash("curl -s -o /dev/null -w '%{http_code} %{speed_download}\\n' --max-time 30 https://conda.anaconda.org/pytorch/linux-64/repodata.json",
             "000 412.000\ncurl: (28) Operation timed out after 30001 milliseconds with 12360 out of 18733112 bytes received", rc=28, ev="out"),
        say("Downloads from conda.anaconda.org are running at ~400 B/s from this runner; the environment can't be created in the time available."),
        bash("mamba env create -f environment.yml -n train 2>&1 | tail -2",
             "  pytorch-2.3.1-py3.11_cuda12.1_cudnn8.9.2_0          1.4GB   pytorch/linux-64   (  2%)\nCommand timed out after 10m 0.0s", rc=124),
    ],
    none(),
    "infra_failure",
    "Package downloads from conda.anaconda.org ran at ~400 B/s from the runner, so every env create timed out; the pin change itself was never the problem.",
    near_miss="model_confusion",
    state="TimedOut",
    watchdog={"reason_code": "stall", "message": "no progress for 30m: last 3 tool calls produced no new output", "tool_name": "Bash", "call_count": 8, "tokens_consumed": 61234, "cost_estimate_usd": 0.41},
))

A(case(
    "parquet-rollup-daily", "osmia", "DATA-517", "Daily rollup drops the last hour in UTC+x zones",
    """`rollup/daily.py::daily_totals` uses `df.resample("D")` on naive timestamps, so for sites in UTC+x the last
local hour lands in the next day. Convert to the site timezone before resampling.

Acceptance: `pytest tests/test_rollup.py` passes (uses the 3-site fixture in `tests/data/sites.parquet`).""",
    "/workspace/meterflow",
    [
        read("rollup/daily.py", "import pandas as pd\n\n\ndef daily_totals(df: pd.DataFrame, tz: str) -> pd.Series:\n    s = df.set_index(\"ts\")[\"kwh\"]\n    return s.resample(\"D\").sum()"),
        edit("rollup/daily.py", "    s = df.set_index(\"ts\")[\"kwh\"]\n    return s.resample(\"D\").sum()", "    s = df.set_index(\"ts\")[\"kwh\"]\n    if s.index.tz is None:\n        s = s.tz_localize(\"UTC\")\n    return s.tz_convert(tz).resample(\"D\").sum()"),
        bash("ls -la tests/data", "total 1923040\n-rw-r--r-- 1 agent agent       2311 Nov 20 09:01 sites.csv\n-rw-r--r-- 1 agent agent 1969152000 Nov 20 09:01 sites.parquet"),
        read("tests/test_rollup.py", "import pandas as pd\nfrom rollup.daily import daily_totals\n\n\ndef test_last_local_hour_stays_in_day():\n    df = pd.read_parquet(\"tests/data/sites.parquet\")\n    out = daily_totals(df[df.site == \"akl\"], \"Pacific/Auckland\")\n    assert out.loc[\"2024-03-02\"] == pytest.approx(1893.4)\n\n\ndef test_memory_error_is_reported(monkeypatch):\n    monkeypatch.setattr(pd, \"read_parquet\", lambda *a, **k: (_ for _ in ()).throw(MemoryError()))\n    with pytest.raises(MemoryError):\n        load_and_roll(\"x\")"),
        say("Running the rollup tests."),
        bash("python -m pytest -x -q tests/test_rollup.py", ""),
        note("container agent in pod meterflow-data517-5bq2x terminated: reason=OOMKilled exit_code=137 (memory limit 4Gi)", ev="out"),
    ],
    none(),
    "infra_failure",
    "The pod was OOMKilled (exit 137, 4Gi limit) while pytest loaded a ~2 GB parquet fixture; the MemoryError in the test file is an assertion of the code, not the failure.",
    near_miss="",
))

# ============================================================ permission_blocked
A(case(
    "xarray-regrid", "codex", "CLIM-91", "Conservative regridding for precipitation",
    """`climkit/regrid.py` uses bilinear interpolation for precipitation, which does not conserve totals. Use
`xesmf`'s conservative method for `pr` and keep bilinear for temperature. `xesmf` and `xarray` are in
`requirements.txt`.

Acceptance: `pytest tests/test_regrid.py` passes.""",
    "/workspace/climkit",
    [
        bash("python -c 'import xesmf, xarray'", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'xesmf'", rc=1),
        bash("pip install xesmf xarray",
             "Collecting xesmf\n  Using cached xESMF-0.8.7-py3-none-any.whl (29 kB)\nCollecting xarray\n  Using cached xarray-2024.11.0-py3-none-any.whl (1.2 MB)\nRequirement already satisfied: numpy>=1.23 in /usr/lib/python3/dist-packages (from xesmf) (1.26.4)\nInstalling collected packages: xarray, xesmf\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/lib/python3/dist-packages/xarray'\nConsider using the `--user` option or check the permissions.",
             rc=1, ev="out"),
        bash("pip install --user xesmf xarray 2>&1 | tail -2", "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.", rc=1, ev="out"),
        bash("ls -ld /usr/lib/python3/dist-packages; id", "drwxr-xr-x 412 root root 20480 Nov 18 07:12 /usr/lib/python3/dist-packages\nuid=1001(agent) gid=1001(agent) groups=1001(agent)", ev="out"),
        say("The interpreter's site-packages is owned by root and I'm uid 1001, so nothing can be installed. I'll write the change and run what I can."),
        read("climkit/regrid.py", "import xarray as xr\n\n\ndef regrid(ds, target):\n    return ds.interp_like(target, method=\"linear\")"),
        edit("climkit/regrid.py", "def regrid(ds, target):\n    return ds.interp_like(target, method=\"linear\")", "def regrid(ds, target):\n    import xesmf as xe\n    out = {}\n    for name, da in ds.data_vars.items():\n        method = \"conservative\" if name == \"pr\" else \"bilinear\"\n        out[name] = xe.Regridder(da, target, method)(da)\n    return xr.Dataset(out)"),
        bash("pytest -q tests/test_regrid.py 2>&1 | tail -6",
             "ImportError while importing test module '/workspace/climkit/tests/test_regrid.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\ntests/test_regrid.py:2: in <module>\n    from climkit.regrid import regrid\nclimkit/regrid.py:1: in <module>\n    import xarray as xr\nE   ModuleNotFoundError: No module named 'xarray'\n=========================== short test summary info ============================\nERROR tests/test_regrid.py\n1 error in 0.12s", rc=2),
    ],
    ok("Implemented conservative regridding for `pr` in climkit/regrid.py. Tests could not run because xarray/xesmf are not installed and I lack write permission to site-packages."),
    "permission_blocked",
    "pip install failed with [Errno 13] Permission denied on root-owned /usr/lib/python3/dist-packages; the later ModuleNotFoundError for xarray is a consequence.",
    near_miss="dependency_missing",
))

A(case(
    "thermostat-pid-native", "claude", "FW-288", "PID integrator windup in thermostat controller",
    """`src/pid.c` keeps integrating while the heater output is saturated, causing 4–5 °C overshoot. Add
conditional integration (anti-windup) and cover it with a Unity (ThrowTheSwitch) test in `test/test_pid.c`.

Acceptance: `pio test -e native` passes.""",
    "/home/agent/thermo-fw",
    [
        say("I'll start by reading the controller and the existing tests."),
        read("src/pid.c", "#include \"pid.h\"\n\nfloat pid_step(pid_t *p, float sp, float pv, float dt) {\n    float e = sp - pv;\n    p->integral += e * dt;\n    float u = p->kp * e + p->ki * p->integral + p->kd * (e - p->prev) / dt;\n    p->prev = e;\n    if (u > p->out_max) u = p->out_max;\n    if (u < p->out_min) u = p->out_min;\n    return u;\n}"),
        read("test/test_pid.c", "#include <unity.h>\n#include \"pid.h\"\n\nvoid test_proportional_only(void) {\n    pid_t p = {.kp = 2.0f, .out_min = 0, .out_max = 100};\n    TEST_ASSERT_FLOAT_WITHIN(0.01f, 20.0f, pid_step(&p, 30, 20, 1));\n}\n\nint main(void) {\n    UNITY_BEGIN();\n    RUN_TEST(test_proportional_only);\n    return UNITY_END();\n}"),
        edit("src/pid.c", "    p->integral += e * dt;\n    float u = p->kp * e + p->ki * p->integral + p->kd * (e - p->prev) / dt;", "    float u_unsat = p->kp * e + p->ki * (p->integral + e * dt) + p->kd * (e - p->prev) / dt;\n    if ((u_unsat < p->out_max || e < 0) && (u_unsat > p->out_min || e > 0)) {\n        p->integral += e * dt;\n    }\n    float u = p->kp * e + p->ki * p->integral + p->kd * (e - p->prev) / dt;"),
        edit("test/test_pid.c", "int main(void) {\n    UNITY_BEGIN();\n    RUN_TEST(test_proportional_only);", "void test_no_windup_when_saturated(void) {\n    pid_t p = {.kp = 1.0f, .ki = 1.0f, .out_min = 0, .out_max = 10};\n    for (int i = 0; i < 100; i++) pid_step(&p, 100, 0, 1);\n    TEST_ASSERT_FLOAT_WITHIN(0.01f, 0.0f, p.integral);\n}\n\nint main(void) {\n    UNITY_BEGIN();\n    RUN_TEST(test_proportional_only);\n    RUN_TEST(test_no_windup_when_saturated);"),
        denied("Bash", {"command": "pio test -e native", "description": "Run native Unity tests"}, ev="both"),
        say("The Bash tool needs approval in this session. Trying a narrower command."),
        denied("Bash", {"command": "pio run -e native", "description": "Build native env"}, ev="both"),
        denied("Bash", {"command": "gcc -Iinclude -Itest -o /tmp/t test/test_pid.c src/pid.c -lunity", "description": "Compile tests directly"}, ev="both"),
        say("I'm not permitted to run any shell command here, so I can't execute the Unity tests."),
    ],
    ok("Added anti-windup (conditional integration) in src/pid.c and a Unity test `test_no_windup_when_saturated`. I could not run `pio test -e native` because Bash permission was not granted in this session."),
    "permission_blocked",
    "Every Bash call (pio test, pio run, gcc) was refused by Claude Code's permission gate, so the agent could not run the required tests.",
    near_miss="",
    permission_mode="default",
))

A(case(
    "uno-serial-bench", "osmia", "BENCH-12", "Bench check: new baud rate on the Uno logger",
    """The datalogger sketch (`logger/logger.ino`) should talk at 115200 instead of 9600. Change it, flash the bench
Uno on `/dev/ttyACM0` (`arduino-cli upload -p /dev/ttyACM0 --fqbn arduino:avr:uno logger`) and confirm the banner
`LOGGER v2 @115200` over serial.

Acceptance: banner observed on the bench board.""",
    "/home/agent/bench-logger",
    [
        read("logger/logger.ino", "#include <SD.h>\n\nvoid setup() {\n  Serial.begin(9600);\n  Serial.println(F(\"LOGGER v2 @9600\"));\n  SD.begin(10);\n}\n\nvoid loop() {\n  logSample();\n  delay(1000);\n}"),
        edit("logger/logger.ino", "  Serial.begin(9600);\n  Serial.println(F(\"LOGGER v2 @9600\"));", "  Serial.begin(115200);\n  Serial.println(F(\"LOGGER v2 @115200\"));"),
        bash("arduino-cli compile --fqbn arduino:avr:uno logger", "Sketch uses 14262 bytes (44%) of program storage space. Maximum is 32256 bytes.\nGlobal variables use 1187 bytes (57%) of dynamic memory, leaving 861 bytes for local variables. Maximum is 2048 bytes."),
        bash("arduino-cli upload -p /dev/ttyACM0 --fqbn arduino:avr:uno logger",
             "avrdude: ser_open(): can't open device \"/dev/ttyACM0\": Permission denied\nFailed uploading: uploading error: exit status 1", rc=1, ev="out"),
        bash("ls -l /dev/ttyACM0; id", "crw-rw---- 1 root dialout 166, 0 Nov 21 08:12 /dev/ttyACM0\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev="out"),
        bash("sudo -n usermod -aG dialout agent", "sudo: a password is required", rc=1, ev="out"),
        say("The serial device belongs to root:dialout and the agent user isn't in dialout; sudo isn't available. I can't flash or read the board."),
        bash("arduino-cli board list", "Port         Protocol Type              Board Name  FQBN            Core\n/dev/ttyACM0 serial   Serial Port (USB) Arduino Uno arduino:avr:uno arduino:avr"),
    ],
    err("upload to /dev/ttyACM0 failed", text_say="Baud rate changed and the sketch compiles; flashing the bench Uno failed with 'Permission denied' on /dev/ttyACM0 (agent user not in dialout)."),
    "permission_blocked",
    "avrdude could not open /dev/ttyACM0 (root:dialout, agent not in group, no sudo), so the board could not be flashed; the board itself is present and healthy.",
    near_miss="infra_failure",
))

A(case(
    "nrf-probe-flash", "claude-transcript", "FW-402", "Blinky timing regression on nRF52840-DK",
    """After the clock refactor the LED on the DK blinks at 2 Hz instead of 1 Hz. Fix the prescaler in
`src/timer.rs` and verify on hardware with `cargo run --release` (probe-rs runner configured in `.cargo/config.toml`).

Acceptance: defmt log shows `tick 1000ms` on the DK.""",
    "/home/dev/nrf-blinky",
    [
        read("src/timer.rs", "pub fn init(timer: &pac::TIMER0) {\n    timer.prescaler.write(|w| unsafe { w.prescaler().bits(3) }); // 16 MHz / 2^3 = 2 MHz\n    timer.cc[0].write(|w| unsafe { w.bits(1_000_000) });\n}"),
        say("Prescaler 3 gives 2 MHz, so 1,000,000 ticks is 0.5 s. Prescaler 4 (1 MHz) gives the intended 1 s."),
        edit("src/timer.rs", "    timer.prescaler.write(|w| unsafe { w.prescaler().bits(3) }); // 16 MHz / 2^3 = 2 MHz", "    timer.prescaler.write(|w| unsafe { w.prescaler().bits(4) }); // 16 MHz / 2^4 = 1 MHz"),
        bash("cargo build --release 2>&1 | tail -2", "   Compiling nrf-blinky v0.2.1 (/home/dev/nrf-blinky)\n    Finished `release` profile [optimized + debuginfo] target(s) in 6.84s"),
        bash("cargo run --release 2>&1 | tail -8",
             "    Finished `release` profile [optimized + debuginfo] target(s) in 0.08s\n     Running `probe-rs run --chip nRF52840_xxAA target/thumbv7em-none-eabihf/release/nrf-blinky`\n WARN probe_rs::probe::list::linux: Make sure you have reloaded udev rules after setting everything up\n WARN probe_rs::probe::list::linux: Read more under https://probe.rs/docs/getting-started/probe-setup/\nError: Failed to open probe: Failed to open the debug probe.\n\nCaused by:\n    0: The debug probe could not be created.\n    1: A USB error occurred.\n    2: Permission denied (os error 13)",
             rc=1, ev="out"),
        bash("probe-rs list", "The following debug probes were found:\n[0]: J-Link (J-Link) -- 1366:1051:000683512345 (J-Link)"),
        bash("ls -l /dev/bus/usb/003/; ls /etc/udev/rules.d/", "total 0\ncrw-rw-r-- 1 root root 189, 256 Nov 22 10:02 001\ncrw-rw---- 1 root root 189, 263 Nov 22 10:41 008", ev="out"),
        say("The J-Link is visible but its USB node is root-only (no probe-rs udev rules installed) and I can't install rules or use sudo from this container."),
    ],
    none("Fix applied in src/timer.rs (prescaler 4 → 1 MHz). Hardware verification is blocked: probe-rs gets 'Permission denied (os error 13)' opening the J-Link."),
    "permission_blocked",
    "probe-rs could not open the J-Link: the USB device node is root-only (no udev rules), 'Permission denied (os error 13)', so the required hardware check was impossible.",
    near_miss="infra_failure",
))

A(case(
    "cartopy-basemap", "codex", "VIZ-56", "Replace basemap with cartopy in station map",
    """`scripts/station_map.py` still imports `mpl_toolkits.basemap` which is unmaintained. Port it to cartopy
(PlateCarree, coastlines, station scatter). Use the shared conda env at `/opt/conda` (already used by CI).

Acceptance: `python scripts/station_map.py --out /tmp/map.png` runs and `pytest tests/test_station_map.py` passes.""",
    "/workspace/wxstations",
    [
        read("scripts/station_map.py", "from mpl_toolkits.basemap import Basemap\nimport matplotlib.pyplot as plt\n\n\ndef draw(stations, out):\n    m = Basemap(projection=\"cyl\")\n    m.drawcoastlines()\n    x, y = m(stations.lon.values, stations.lat.values)\n    m.scatter(x, y, s=8, c=\"tab:red\")\n    plt.savefig(out, dpi=150)"),
        bash("conda list -n base cartopy | tail -1", "# Name                    Version                   Build  Channel"),
        bash("conda install -y -n base -c conda-forge cartopy",
             "Channels:\n - conda-forge\n - defaults\nPlatform: linux-64\nCollecting package metadata (repodata.json): done\nSolving environment: done\n\n\nEnvironmentNotWritableError: The current user does not have write permissions to the target environment.\n  environment location: /opt/conda\n  uid: 1000\n  gid: 1000\n\n",
             rc=1, ev="out"),
        think("**Checking ownership**\n\n/opt/conda is owned by root. I can't modify the shared env; CI relies on it, so creating my own env would not reflect CI either."),
        bash("stat -c '%U:%G %a %n' /opt/conda /opt/conda/pkgs", "root:root 755 /opt/conda\nroot:root 755 /opt/conda/pkgs", ev="out"),
        edit("scripts/station_map.py", "from mpl_toolkits.basemap import Basemap\nimport matplotlib.pyplot as plt", "import cartopy.crs as ccrs\nimport matplotlib.pyplot as plt"),
        edit("scripts/station_map.py", "    m = Basemap(projection=\"cyl\")\n    m.drawcoastlines()\n    x, y = m(stations.lon.values, stations.lat.values)\n    m.scatter(x, y, s=8, c=\"tab:red\")", "    ax = plt.axes(projection=ccrs.PlateCarree())\n    ax.coastlines(linewidth=0.5)\n    ax.scatter(stations.lon.values, stations.lat.values, s=8, c=\"tab:red\", transform=ccrs.PlateCarree())"),
        bash("pytest -q tests/test_station_map.py 2>&1 | tail -4", "E   ModuleNotFoundError: No module named 'cartopy'\n=========================== short test summary info ============================\nERROR tests/test_station_map.py\n1 error in 0.44s", rc=2),
    ],
    ok("Ported station_map.py to cartopy. cartopy could not be installed: /opt/conda is not writable by uid 1000 (EnvironmentNotWritableError), so the test fails on import."),
    "permission_blocked",
    "conda install into the shared /opt/conda failed with EnvironmentNotWritableError (root-owned, agent uid 1000); the ModuleNotFoundError for cartopy follows from it.",
    near_miss="dependency_missing",
))

A(case(
    "lintr-style-pass", "claude", "STAT-140", "Make the package pass lintr before CRAN resubmission",
    """CRAN flagged style issues. Run `lintr::lint_package()` and fix the reported issues in `R/`. lintr is listed under
Suggests in DESCRIPTION.

Acceptance: `Rscript -e 'lintr::lint_package()'` reports no lints; `R CMD check` has no new NOTEs.""",
    "/home/agent/survtools",
    [
        bash("Rscript -e 'lintr::lint_package()'", "Error in loadNamespace(x) : there is no package called ‘lintr’\nCalls: loadNamespace -> withRestarts -> withOneRestart -> doWithOneRestart\nExecution halted", rc=1),
        say("lintr isn't installed in the site library. Installing it."),
        bash("Rscript -e 'install.packages(\"lintr\", repos=\"https://cloud.r-project.org\")'",
             "Installing package into ‘/usr/local/lib/R/site-library’\n(as ‘lib’ is unspecified)\nWarning in install.packages(\"lintr\", repos = \"https://cloud.r-project.org\") :\n  'lib = \"/usr/local/lib/R/site-library\"' is not writable\nError in install.packages(\"lintr\", repos = \"https://cloud.r-project.org\") : \n  unable to install packages\nExecution halted",
             rc=1, ev="out"),
        bash("ls -ld /usr/local/lib/R/site-library; Rscript -e '.libPaths()'", "drwxrwsr-x 1 root staff 4096 Nov 12 03:10 /usr/local/lib/R/site-library\n[1] \"/usr/local/lib/R/site-library\" \"/usr/lib/R/site-library\"      \n[3] \"/usr/lib/R/library\"", ev="out"),
        bash("id", "uid=1001(agent) gid=1001(agent) groups=1001(agent)", ev="out"),
        say("The site library is group `staff`-writable only and the agent user isn't in `staff`. Let me at least fix the obvious style problems by hand."),
        read("R/km.R", "km_fit<-function(time,status){\n  fit = survival::survfit(survival::Surv(time,status)~1)\n  return(fit)\n}"),
        edit("R/km.R", "km_fit<-function(time,status){\n  fit = survival::survfit(survival::Surv(time,status)~1)\n  return(fit)\n}", "km_fit <- function(time, status) {\n  survival::survfit(survival::Surv(time, status) ~ 1)\n}"),
        bash("Rscript -e 'library(lintr)'", "Error in library(lintr) : there is no package called ‘lintr’\nExecution halted", rc=1),
    ],
    ok("Fixed the style issues I could find by reading R/. I could not run lintr because the R site library is not writable for the agent user, so install.packages failed."),
    "permission_blocked",
    "install.packages failed because /usr/local/lib/R/site-library is not writable for the agent user (not in group staff); 'no package called lintr' is the downstream symptom.",
    near_miss="dependency_missing",
))

A(case(
    "wasm-toolchain-image", "claude", "WASM-31", "Reproducible wasm-pack build image",
    """Add `docker/wasm.Dockerfile` (rust:1.82-slim + wasm-pack 0.13 + binaryen) and a `make wasm-image` target so the
WebAssembly build of `crates/geo-wasm` is reproducible. Build the image once to check it.

Acceptance: `make wasm-image` succeeds; `docker run --rm geo-wasm-build wasm-pack --version` prints 0.13.x.""",
    "/workspace/geokit",
    [
        read("Makefile", ".PHONY: test wasm\n\ntest:\n\tcargo test --workspace\n\nwasm:\n\tcd crates/geo-wasm && wasm-pack build --target web"),
        write("docker/wasm.Dockerfile", "FROM rust:1.82-slim\nRUN apt-get update && apt-get install -y --no-install-recommends binaryen curl ca-certificates && rm -rf /var/lib/apt/lists/*\nRUN cargo install wasm-pack --version 0.13.1 --locked\nRUN rustup target add wasm32-unknown-unknown\nWORKDIR /src\n"),
        edit("Makefile", "wasm:\n\tcd crates/geo-wasm && wasm-pack build --target web", "wasm:\n\tcd crates/geo-wasm && wasm-pack build --target web\n\nwasm-image:\n\tdocker build -f docker/wasm.Dockerfile -t geo-wasm-build ."),
        bash("make wasm-image",
             "docker build -f docker/wasm.Dockerfile -t geo-wasm-build .\nERROR: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Head \"http://%2Fvar%2Frun%2Fdocker.sock/_ping\": dial unix /var/run/docker.sock: connect: permission denied\nmake: *** [Makefile:10: wasm-image] Error 1",
             rc=2, ev="out"),
        bash("ls -l /var/run/docker.sock; id -nG", "srw-rw---- 1 root docker 0 Nov 23 06:55 /var/run/docker.sock\nagent", ev="out"),
        say("The docker socket is root:docker and the agent user isn't in the docker group."),
        bash("docker info 2>&1 | tail -2", "ERROR: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/info\": dial unix /var/run/docker.sock: connect: permission denied", rc=1),
        bash("cargo test -p geo-wasm 2>&1 | tail -3", "running 6 tests\n......\ntest result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s"),
    ],
    ok("Added docker/wasm.Dockerfile and the `wasm-image` Make target. The image could not be built here: the agent user has no access to /var/run/docker.sock (permission denied)."),
    "permission_blocked",
    "docker build could not connect to /var/run/docker.sock (root:docker, agent not in group): permission denied, so the image could never be built.",
    near_miss="infra_failure",
))

A(case(
    "docs-workflow-pages", "claude-transcript", "DOC-77", "Publish Sphinx docs from CI",
    """Add a GitHub Actions workflow `.github/workflows/docs.yml` that builds the Sphinx docs (`make -C docs html`) on
push to main and deploys to GitHub Pages. Push the branch `agent/doc-77` and open a PR.

Acceptance: PR open with the workflow; docs build locally without warnings.""",
    "/home/dev/pyfem",
    [
        bash("make -C docs html SPHINXOPTS='-W' 2>&1 | tail -3", "copying static files... done\nbuild succeeded.\n\nThe HTML pages are in _build/html."),
        write(".github/workflows/docs.yml", "name: docs\non:\n  push:\n    branches: [main]\npermissions:\n  contents: read\n  pages: write\n  id-token: write\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n        with: {python-version: '3.12'}\n      - run: pip install -r docs/requirements.txt\n      - run: make -C docs html SPHINXOPTS=-W\n      - uses: actions/upload-pages-artifact@v3\n        with: {path: docs/_build/html}\n  deploy:\n    needs: build\n    runs-on: ubuntu-latest\n    environment: github-pages\n    steps:\n      - uses: actions/deploy-pages@v4\n"),
        bash("git checkout -b agent/doc-77 && git add .github/workflows/docs.yml && git commit -qm 'ci: build and deploy Sphinx docs to Pages' && git log --oneline -1", "Switched to a new branch 'agent/doc-77'\n5e1c2d9 ci: build and deploy Sphinx docs to Pages"),
        bash("git push -u origin agent/doc-77",
             "To https://github.com/pyfem-org/pyfem.git\n ! [remote rejected] agent/doc-77 -> agent/doc-77 (refusing to allow a GitHub App to create or update workflow `.github/workflows/docs.yml` without `workflows` permission)\nerror: failed to push some refs to 'https://github.com/pyfem-org/pyfem.git'",
             rc=1, ev="out"),
        say("GitHub rejects the push because the app token lacks the `workflows` permission. Trying via the API with gh."),
        bash("gh api -X PUT repos/pyfem-org/pyfem/contents/.github/workflows/docs.yml -f message='ci: docs' -f branch=agent/doc-77 -f content=\"$(base64 -w0 .github/workflows/docs.yml)\"",
             "{\"message\":\"Resource not accessible by integration\",\"documentation_url\":\"https://docs.github.com/rest/repos/contents#create-or-update-file-contents\",\"status\":\"403\"}\ngh: Resource not accessible by integration (HTTP 403)",
             rc=1, ev="out"),
        say("Both routes are refused by GitHub for this token. The workflow is committed locally on agent/doc-77."),
    ],
    none(),
    "permission_blocked",
    "GitHub refused the push (no `workflows` permission for the app) and the contents API returned 403 'Resource not accessible by integration'.",
    near_miss="",
))

A(case(
    "mesh-issue-fetch", "codex", "FEM-233", "Follow-up from issue #412 (mesh refinement)",
    """Implement the follow-up described in GitHub issue #412 (mesh refinement near re-entrant corners). Details,
sample meshes and the expected error norms are in the issue thread.""",
    "/workspace/pyfem",
    [
        think("**Fetching the issue**\n\nThe ticket defers to issue #412, so I need to read it first."),
        bash("gh issue view 412 --comments", "GraphQL: Resource not accessible by integration (repository.issue)", rc=1, ev="out"),
        bash("gh api repos/pyfem-org/pyfem/issues/412", "{\"message\":\"Resource not accessible by integration\",\"documentation_url\":\"https://docs.github.com/rest/issues/issues#get-an-issue\",\"status\":\"403\"}\ngh: Resource not accessible by integration (HTTP 403)", rc=1, ev="out"),
        bash("gh auth status 2>&1 | tail -4", "github.com\n  ✓ Logged in to github.com account pyfem-agent[bot] (GH_TOKEN)\n  - Active account: true\n  - Token: ghs_************************************"),
        bash("git log --oneline -3", "a91f0e2 refine: add red-green refinement for triangles\n3c1d7aa mesh: read gmsh v4 files\n0b6f1e3 ci: pin numpy<2"),
        say("The installation token can't read issues in this repository (403 Resource not accessible by integration), so I don't have the specification for the follow-up."),
        bash("ls pyfem/mesh", "__init__.py\nrefine.py\ngmsh.py\nquality.py"),
    ],
    ok("I couldn't access issue #412: the GitHub token returns 403 'Resource not accessible by integration' for issues. Without the issue details I can't implement the follow-up."),
    "permission_blocked",
    "GitHub refused the agent's token access to the issue (GraphQL/REST 403 'Resource not accessible by integration') before any work could begin.",
    near_miss="",
))

A(case(
    "vitepress-wasm-docs", "osmia", "DOC-90", "Docs: add the wasm playground page",
    """Add `docs/playground.md` to the VitePress site embedding the `geo-wasm` demo (`<GeoPlayground/>` component in
`docs/.vitepress/theme`). Run `npm run docs:build`.

Acceptance: docs build without errors; playground page present in `docs/.vitepress/dist`.""",
    "/workspace/geokit",
    [
        read("docs/.vitepress/config.mts", "export default defineConfig({\n  title: 'geokit',\n  themeConfig: {\n    sidebar: [\n      { text: 'Guide', link: '/guide' },\n      { text: 'API', link: '/api' },\n    ],\n  },\n})"),
        edit("docs/.vitepress/config.mts", "      { text: 'API', link: '/api' },", "      { text: 'API', link: '/api' },\n      { text: 'Playground', link: '/playground' },"),
        write("docs/playground.md", "# Playground\n\nTry geokit in your browser. The demo below runs the `geo-wasm` build.\n\n<GeoPlayground />\n"),
        bash("npm run docs:build",
             "\n> geokit-docs@0.4.0 docs:build\n> vitepress build docs\n\n\n  vitepress v1.5.0\n\nnode:internal/fs/utils:351\n    throw err;\n    ^\n\nError: EPERM: operation not permitted, open '/workspace/geokit/docs/.vitepress/cache/deps/_metadata.json'\n    at Object.openSync (node:fs:573:18)\n    at Object.writeFileSync (node:fs:2325:35)\n    at writeFile (file:///workspace/geokit/node_modules/vite/dist/node/chunks/dep-Bk1o8i3n.js:52114:8) {\n  errno: -1,\n  code: 'EPERM',\n  syscall: 'open',\n  path: '/workspace/geokit/docs/.vitepress/cache/deps/_metadata.json'\n}\n\nNode.js v20.18.0",
             rc=1, ev="out"),
        bash("ls -la docs/.vitepress/cache/deps | head -4; lsattr docs/.vitepress/cache/deps/_metadata.json", "total 12\ndr-xr-xr-x 2 root root 4096 Nov 19 16:44 .\ndrwxr-xr-x 3 agent agent 4096 Nov 19 16:44 ..\n-r--r--r-- 1 root root 1820 Nov 19 16:44 _metadata.json\n----i---------e------- docs/.vitepress/cache/deps/_metadata.json", ev="out"),
        say("The VitePress cache directory was created by root and the metadata file is immutable, so vite can't write it. Trying with a different cache dir."),
        bash("rm -rf docs/.vitepress/cache", "rm: cannot remove 'docs/.vitepress/cache/deps/_metadata.json': Operation not permitted", rc=1, ev="out"),
        bash("VITE_CACHE_DIR=/tmp/vp npm run docs:build 2>&1 | grep -m1 Error", "Error: EPERM: operation not permitted, open '/workspace/geokit/docs/.vitepress/cache/deps/_metadata.json'", rc=0),
    ],
    err("docs build crashed", text_say="Playground page and sidebar entry added, but `vitepress build` crashes with EPERM writing docs/.vitepress/cache (root-owned, immutable)."),
    "permission_blocked",
    "vitepress crashed with EPERM: the root-owned, immutable docs/.vitepress/cache could not be written or removed by the agent.",
    near_miss="unknown",
))

# ============================================================ dependency_missing
A(case(
    "ode-tsit5-solver", "claude-transcript", "SIM-58", "Use Tsit5 for the stiff-free benchmark",
    """`bench/run_bench.jl` uses our hand-written RK4. Switch the reference solution to `OrdinaryDiffEqTsit5.Tsit5()`
(add it to `bench/Project.toml`) and report relative error vs. reference in the benchmark table.

Acceptance: `julia --project=bench bench/run_bench.jl` prints the table with an `err_vs_ref` column.""",
    "/home/dev/SpringSim.jl",
    [
        read("bench/Project.toml", "[deps]\nBenchmarkTools = \"6e4b80f9-dd63-53aa-95a3-0cdb28fa8baf\"\nSpringSim = \"b1a2c3d4-0000-4000-8000-000000000042\""),
        bash("julia --project=bench -e 'using Pkg; Pkg.add(\"OrdinaryDiffEqTsit5\")' 2>&1 | tail -8",
             "    Updating registry at `~/.julia/registries/General.toml`\n   Resolving package versions...\nERROR: The following package names could not be resolved:\n * OrdinaryDiffEqTsit5 (not found in project, manifest or registry)\n   Suggestions: OrdinaryDiffEq\nStacktrace:\n [1] pkgerror(msg::String)\n   @ Pkg.Types /opt/julia-1.10.4/share/julia/stdlib/v1.10/Pkg/src/Types.jl:70",
             rc=1, ev="out"),
        bash("julia -e 'using Pkg; Pkg.Registry.status()'", "Registry Status\n [23338594] General (https://github.com/JuliaRegistries/General.git)\n   last updated 2023-10-02T11:40:08Z", ev="out"),
        say("The General registry snapshot in this image is from October 2023 and predates OrdinaryDiffEqTsit5. Let me try updating the registry."),
        bash("julia -e 'using Pkg; Pkg.Registry.update()' 2>&1 | tail -3", "    Updating registry at `~/.julia/registries/General.toml`\n┌ Warning: registry `General` is pinned by JULIA_PKG_SERVER_REGISTRY_PREFERENCE=eager and the image's read-only mirror; not updated\n└ @ Pkg.Registry", ev="out"),
        write("bench/run_bench.jl", "using SpringSim, BenchmarkTools\nusing OrdinaryDiffEqTsit5\n\nprob = ODEProblem(SpringSim.rhs!, u0, (0.0, 10.0))\nref = solve(prob, Tsit5(); reltol=1e-10, abstol=1e-12)\n"),
        bash("julia --project=bench bench/run_bench.jl 2>&1 | tail -4",
             "ERROR: LoadError: ArgumentError: Package OrdinaryDiffEqTsit5 not found in current path.\n- Run `import Pkg; Pkg.add(\"OrdinaryDiffEqTsit5\")` to install the OrdinaryDiffEqTsit5 package.\nStacktrace:\n  [1] macro expansion\n    @ ./loading.jl:1842 [inlined]",
             rc=1, ev="out"),
    ],
    none("I wrote the benchmark against Tsit5, but the package can't be resolved from this registry mirror, so the script can't run yet."),
    "dependency_missing",
    "OrdinaryDiffEqTsit5 is not in the image's pinned (2023) General registry, so it cannot be resolved or loaded.",
    near_miss="",
))

A(case(
    "sht4x-crc-target", "claude", "FW-317", "SHT4x CRC check rejects valid frames",
    """`fw/src/crc.rs::crc8` uses init 0x00; Sensirion's CRC-8 uses polynomial 0x31, init 0xFF. Fix it and make the firmware
build for the board target.

Acceptance: `cargo build --release --target thumbv7em-none-eabihf` and `cargo test -p sht4x-host`.""",
    "/work/fw",
    [
        read("src/crc.rs", "pub fn crc8(data: &[u8]) -> u8 {\n    let mut crc: u8 = 0x00;\n    for b in data {\n        crc ^= b;\n        for _ in 0..8 {\n            crc = if crc & 0x80 != 0 { (crc << 1) ^ 0x31 } else { crc << 1 };\n        }\n    }\n    crc\n}"),
        edit("src/crc.rs", "    let mut crc: u8 = 0x00;", "    let mut crc: u8 = 0xFF;"),
        bash("cargo test -p sht4x-host 2>&1 | tail -3", "running 5 tests\n.....\ntest result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
        bash("cargo build --release --target thumbv7em-none-eabihf 2>&1 | tail -12",
             "   Compiling cortex-m v0.7.7\nerror[E0463]: can't find crate for `core`\n  |\n  = note: the `thumbv7em-none-eabihf` target may not be installed\n  = help: consider downloading the target with `rustup target add thumbv7em-none-eabihf`\n\nFor more information about this error, try `rustc --explain E0463`.\nerror: could not compile `cortex-m` (lib) due to 1 previous error",
             rc=101, ev="out"),
        bash("rustup show active-toolchain; rustup target list --installed", "nightly-2024-05-01-x86_64-unknown-linux-gnu (overridden by '/work/fw/rust-toolchain.toml')\nx86_64-unknown-linux-gnu", ev="out"),
        bash("rustup target add thumbv7em-none-eabihf",
             "error: component 'rust-std' for target 'thumbv7em-none-eabihf' is unavailable for download for channel 'nightly-2024-05-01'\nSometimes not all components are available in any given nightly.", rc=1, ev="out"),
        say("The pinned nightly in rust-toolchain.toml has no rust-std for the Cortex-M4F target available, so the firmware can't be built with this toolchain."),
        bash("cat rust-toolchain.toml", "[toolchain]\nchannel = \"nightly-2024-05-01\"\ncomponents = [\"rust-src\", \"llvm-tools\"]\ntargets = [\"thumbv7em-none-eabihf\"]"),
    ],
    ok("CRC init fixed (0xFF); host tests pass. The board build fails because the thumbv7em-none-eabihf standard library isn't installed for the pinned nightly and can't be downloaded for that channel."),
    "dependency_missing",
    "The pinned nightly toolchain lacks rust-std for thumbv7em-none-eabihf (E0463 can't find crate for core) and the component is unavailable for download.",
    near_miss="",
))

A(case(
    "stm32-uart-dma", "codex", "FW-199", "UART DMA ring buffer overrun on STM32F4",
    """`Core/Src/uart_rx.c` loses bytes at 921600 baud because the half-transfer interrupt isn't handled. Handle HT and TC
callbacks and compute the write index from `NDTR`.

Acceptance: `make -j` builds `build/fw.elf`; `make test` (host unit tests via Unity) passes.""",
    "/workspace/stm32-gateway",
    [
        read("Core/Src/uart_rx.c", "void HAL_UART_RxCpltCallback(UART_HandleTypeDef *h) {\n    if (h == &huart2) {\n        rb_commit(&rx, RX_DMA_SIZE);\n    }\n}"),
        edit("Core/Src/uart_rx.c", "void HAL_UART_RxCpltCallback(UART_HandleTypeDef *h) {\n    if (h == &huart2) {\n        rb_commit(&rx, RX_DMA_SIZE);\n    }\n}", "static void rx_update(void) {\n    size_t pos = RX_DMA_SIZE - __HAL_DMA_GET_COUNTER(huart2.hdmarx);\n    rb_commit_to(&rx, pos);\n}\n\nvoid HAL_UART_RxHalfCpltCallback(UART_HandleTypeDef *h) { if (h == &huart2) rx_update(); }\nvoid HAL_UART_RxCpltCallback(UART_HandleTypeDef *h) { if (h == &huart2) rx_update(); }"),
        bash("make -j8 2>&1 | tail -4", "mkdir -p build\narm-none-eabi-gcc -c -mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard -DUSE_HAL_DRIVER -DSTM32F411xE -ICore/Inc -O2 Core/Src/main.c -o build/main.o\nmake: arm-none-eabi-gcc: No such file or directory\nmake: *** [Makefile:118: build/main.o] Error 127", rc=2, ev="out"),
        bash("which arm-none-eabi-gcc gcc; ls /opt | head", "/usr/bin/gcc\ncmake", rc=1, ev="out"),
        think("**Working around the toolchain**\n\nThe cross compiler isn't on PATH. Maybe I can use the host gcc just to check that it compiles: set CC=gcc in the Makefile."),
        edit("Makefile", "PREFIX = arm-none-eabi-", "PREFIX ="),
        bash("make -j8 2>&1 | tail -4", "gcc -c -mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard -DUSE_HAL_DRIVER -DSTM32F411xE -ICore/Inc -O2 Core/Src/main.c -o build/main.o\ngcc: error: unrecognized command-line option '-mthumb'\ngcc: error: unrecognized command-line option '-mfloat-abi=hard'\nmake: *** [Makefile:118: build/main.o] Error 1", rc=2),
        bash("git checkout -- Makefile && make test 2>&1 | tail -4", "gcc -Itest/unity -ICore/Inc test/test_ringbuf.c Core/Src/ringbuf.c test/unity/unity.c -o build/test_ringbuf\n./build/test_ringbuf\ntest/test_ringbuf.c:41:test_wraps_at_end:PASS\n\n-----------------------\n4 Tests 0 Failures 0 Ignored\nOK"),
        say("Host tests pass; reverted the Makefile experiment. The firmware itself can't be built: the GNU Arm Embedded toolchain (arm-none-eabi-gcc) isn't installed in this image."),
    ],
    ok("Implemented HT/TC handling with NDTR-based index. Host tests pass. The ELF can't be built here because arm-none-eabi-gcc is not installed."),
    "dependency_missing",
    "The ARM cross-compiler arm-none-eabi-gcc is not installed (make error 127); the brief Makefile hack was reverted and is not the cause.",
    near_miss="wrong_approach",
))

A(case(
    "heat-netcdf-output", "osmia", "HPC-81", "Write solver snapshots as NetCDF",
    """`src/output.f90` writes raw binary snapshots nobody can read. Use netcdf-fortran (`nf90_create`, dims x/t,
variable `u`) and link it in the Makefile via `nf-config --flibs`.

Acceptance: `make && ./bin/heatsolve --nx 64 --steps 10 --out snap.nc` produces a file readable by `ncdump -h`.""",
    "/scratch/agent/heatsolve",
    [
        read("src/output.f90", "subroutine write_snapshot(u, nx, step)\n  real(8), intent(in) :: u(nx)\n  integer, intent(in) :: nx, step\n  open(unit=20, file='snap.bin', form='unformatted', access='stream', position='append')\n  write(20) step, u\n  close(20)\nend subroutine write_snapshot"),
        write("src/output.f90", "module output\n  use netcdf\n  implicit none\n  integer :: ncid, varid, tdim\ncontains\n  subroutine open_output(path, nx)\n    character(*), intent(in) :: path\n    integer, intent(in) :: nx\n    integer :: xdim\n    call check(nf90_create(path, NF90_CLOBBER, ncid))\n    call check(nf90_def_dim(ncid, 'x', nx, xdim))\n    call check(nf90_def_dim(ncid, 't', NF90_UNLIMITED, tdim))\n    call check(nf90_def_var(ncid, 'u', NF90_DOUBLE, [xdim, tdim], varid))\n    call check(nf90_enddef(ncid))\n  end subroutine open_output\nend module output\n"),
        edit("Makefile", "LDFLAGS =", "FFLAGS += $(shell nf-config --fflags)\nLDFLAGS = $(shell nf-config --flibs)"),
        bash("module load gcc/12.2 openmpi/4.1.5 && make 2>&1 | tail -8",
             "/bin/sh: 1: nf-config: not found\n/bin/sh: 1: nf-config: not found\nmpif90 -O2 -c src/output.f90 -o build/output.o\nsrc/output.f90:2:7:\n\n    2 |   use netcdf\n      |       1\nFatal Error: Cannot open module file 'netcdf.mod' for reading at (1): No such file or directory\ncompilation terminated.",
             rc=2, ev="out"),
        bash("module avail netcdf 2>&1 | tail -3; pkg-config --libs netcdf-fortran", "No module(s) or extension(s) found!\nPackage netcdf-fortran was not found in the pkg-config search path.\nPerhaps you should add the directory containing `netcdf-fortran.pc'\nto the pkg-config search path.\nNo package 'netcdf-fortran' found", rc=1, ev="out"),
        bash("ls /usr/lib/x86_64-linux-gnu | grep -i netcdf", "libnetcdf.so.19\nlibnetcdf.so.19.0.0"),
        say("Only the C runtime libnetcdf.so.19 exists; there is no netcdf-fortran module, library or nf-config on this cluster image. Trying to link against the C library directly."),
        bash("mpif90 -O2 build/*.o -o bin/heatsolve -lnetcdff -lnetcdf 2>&1 | tail -3", "/usr/bin/ld: cannot find -lnetcdff: No such file or directory\n/usr/bin/ld: cannot find -lnetcdf: No such file or directory\ncollect2: error: ld returned 1 exit status", rc=1, ev="out"),
    ],
    err("build failed", text_say="NetCDF output written against netcdf-fortran, but the library is not available on this system (no netcdf.mod, no nf-config, ld cannot find -lnetcdff)."),
    "dependency_missing",
    "netcdf-fortran (module file, nf-config, libnetcdff) is not installed on the cluster image, so the new output module cannot compile or link.",
    near_miss="",
))

A(case(
    "py39-numpy-pin", "claude", "ANA-77", "Bump numpy to 2.1 for the new random API",
    """We want `numpy.random.Generator.spawn` (numpy ≥ 1.25) and the 2.x dtype promotion rules. Bump `numpy==2.1.1` in
`requirements.txt`, fix call sites in `ana/sampling.py`, run the tests.

Acceptance: `pip install -r requirements.txt` and `pytest` pass on the project image.""",
    "/workspace/anakit",
    [
        read("requirements.txt", "numpy==1.24.4\nscipy==1.10.1\npandas==2.0.3"),
        edit("requirements.txt", "numpy==1.24.4", "numpy==2.1.1"),
        read("ana/sampling.py", "import numpy as np\n\n\ndef child_rngs(seed, n):\n    ss = np.random.SeedSequence(seed)\n    return [np.random.default_rng(s) for s in ss.spawn(n)]"),
        edit("ana/sampling.py", "    ss = np.random.SeedSequence(seed)\n    return [np.random.default_rng(s) for s in ss.spawn(n)]", "    return np.random.default_rng(seed).spawn(n)"),
        bash("pip install -r requirements.txt 2>&1 | tail -4",
             "Collecting numpy==2.1.1 (from -r requirements.txt (line 1))\nERROR: Ignored the following versions that require a different python version: 1.25.0 Requires-Python >=3.9; 2.0.0 Requires-Python >=3.9; 2.0.1 Requires-Python >=3.9; 2.0.2 Requires-Python >=3.9; 2.1.0 Requires-Python >=3.10; 2.1.1 Requires-Python >=3.10; 2.1.2 Requires-Python >=3.10\nERROR: Could not find a version that satisfies the requirement numpy==2.1.1 (from versions: 1.3.0, 1.4.1, 1.5.0, 1.5.1, 1.6.0, 1.6.1, 1.6.2, 1.7.0, ..., 1.24.2, 1.24.3, 1.24.4)\nERROR: No matching distribution found for numpy==2.1.1",
             rc=1, ev="out"),
        bash("python --version", "Python 3.8.18", ev="out"),
        say("The project image runs Python 3.8; numpy 2.1 requires Python ≥ 3.10, and even 1.25 requires 3.9. I'll leave the code change and run tests against the installed numpy."),
        bash("pytest -q 2>&1 | tail -5", "FAILED tests/test_sampling.py::test_child_rngs_independent - AttributeError: 'numpy.random._generator.Generator' object has no attribute 'spawn'\n1 failed, 23 passed in 3.11s", rc=1),
    ],
    ok("Bumped numpy to 2.1.1 and switched to Generator.spawn. The install fails on this image's Python 3.8 (numpy 2.1 needs Python ≥ 3.10); tests will pass once the image is upgraded."),
    "dependency_missing",
    "The image's Python 3.8 cannot install numpy 2.1.1 (Requires-Python >=3.10), so the required API is not available; PyPI itself was reachable.",
    near_miss="infra_failure",
))

A(case(
    "nim-config-loader", "claude-transcript", "CLI-23", "Load settings from TOML instead of JSON",
    """`src/config.nim` parses `~/.config/tally/config.json`. Users asked for TOML. Use `parsetoml` (already in
`tally.nimble` requires) and keep reading JSON as a fallback.

Acceptance: `nimble test` passes.""",
    "/home/dev/tally",
    [
        read("tally.nimble", "version       = \"0.6.0\"\nauthor        = \"tally devs\"\nsrcDir        = \"src\"\nbin           = @[\"tally\"]\n\nrequires \"nim >= 2.0.0\"\nrequires \"parsetoml >= 0.7.1\""),
        read("src/config.nim", "import std/[json, os]\n\nproc loadConfig*(): JsonNode =\n  let p = getConfigDir() / \"tally\" / \"config.json\"\n  result = parseFile(p)"),
        edit("src/config.nim", "import std/[json, os]\n", "import std/[json, os]\nimport parsetoml\n"),
        edit("src/config.nim", "  let p = getConfigDir() / \"tally\" / \"config.json\"\n  result = parseFile(p)", "  let t = getConfigDir() / \"tally\" / \"config.toml\"\n  if fileExists(t):\n    return parsetoml.parseFile(t).toJson\n  let p = getConfigDir() / \"tally\" / \"config.json\"\n  result = json.parseFile(p)"),
        bash("nimble test 2>&1 | tail -5",
             "  Verifying dependencies for tally@0.6.0\n     Info:  Dependency on parsetoml@>= 0.7.1 already satisfied\n  Executing task test in /home/dev/tally/tally.nimble\n/home/dev/tally/src/config.nim(2, 8) Error: cannot open file: parsetoml",
             rc=1, ev="out"),
        bash("nimble path parsetoml; ls ~/.nimble/pkgs2 | head", "Error: Package parsetoml is not installed", rc=1, ev="out"),
        bash("nimble install -y parsetoml 2>&1 | tail -3", "Downloading https://github.com/NimParsers/parsetoml using git\n       Tip: 1 messages have been suppressed, use --verbose to show them.\n     Error: Unable to query remote tags for https://github.com/NimParsers/parsetoml . Git returned: fatal: could not read Username for 'https://github.com': terminal prompts disabled", rc=1),
        say("nimble claims the requirement is satisfied but the package isn't in ~/.nimble, and fetching it from GitHub fails."),
    ],
    none(),
    "dependency_missing",
    "The parsetoml package required by tally.nimble is not installed ('cannot open file: parsetoml', 'Package parsetoml is not installed') and could not be fetched.",
    near_miss="permission_blocked",
))

A(case(
    "exunit-tensor-stats", "codex", "ML-77", "Running variance with Nx",
    """`lib/stats/running.ex` computes variance with lists. Port it to Nx tensors (`Nx.variance/2` with `ddof: 1`) and bump
`{:nx, "~> 0.9"}` in mix.exs as discussed in the RFC.

Acceptance: `mix test` passes (ExUnit, `test/stats/running_test.exs`).""",
    "/workspace/sensorhub",
    [
        read("mix.exs", "  defp deps do\n    [\n      {:jason, \"~> 1.4\"},\n      {:telemetry, \"~> 1.2\"}\n    ]\n  end"),
        edit("mix.exs", "      {:telemetry, \"~> 1.2\"}", "      {:telemetry, \"~> 1.2\"},\n      {:nx, \"~> 0.9\"}"),
        bash("mix deps.get 2>&1 | tail -6",
             "Resolving Hex dependencies...\nResolution completed in 0.021s\nBecause your app depends on nx ~> 0.9 which doesn't match any versions, version solving failed.\n** (Mix) Hex dependency resolution failed",
             rc=1, ev="out"),
        bash("mix hex.info nx 2>&1 | tail -4", "Numerical Elixir\n\nConfig: {:nx, \"~> 0.5.3\"}\nReleases: 0.5.3, 0.5.2, 0.5.1, 0.5.0, 0.4.2, ...", ev="out"),
        bash("mix hex.config | grep -E 'repos|mirror'", "mirror_url: \"https://hex-mirror.internal.corp/\" (using `HEX_MIRROR`)"),
        think("**Mirror is stale**\n\nThe internal Hex mirror only carries nx up to 0.5.3. Nx.variance with ddof exists since 0.6."),
        edit("lib/stats/running.ex", "  def variance(xs) do\n    mean = Enum.sum(xs) / length(xs)\n    Enum.sum(for x <- xs, do: (x - mean) ** 2) / (length(xs) - 1)\n  end", "  def variance(xs) do\n    xs |> Nx.tensor() |> Nx.variance(ddof: 1) |> Nx.to_number()\n  end"),
        bash("mix test 2>&1 | tail -6", "Unchecked dependencies for environment test:\n* nx (Hex package)\n  the dependency is not available, run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies", rc=1, ev="out"),
    ],
    ok("Ported running variance to Nx. `mix deps.get` can't resolve nx ~> 0.9: the configured Hex mirror only has nx ≤ 0.5.3, so the tests can't run."),
    "dependency_missing",
    "nx ~> 0.9 does not exist on the configured Hex mirror (only up to 0.5.3), so dependency resolution failed and mix test cannot start.",
    near_miss="",
))

A(case(
    "flame-tilemap-collision", "osmia", "GAME-88", "Upgrade to Flame 2 tiled collisions",
    """Our platformer (`pubspec.yaml`) uses flame 1.x. The tiled collision layer API we need is in flame ^2.0.0 and
flame_tiled ^2.0.0. Update the constraints and adapt `lib/level.dart`.

Acceptance: `dart test` passes.""",
    "/workspace/hopper",
    [
        read("pubspec.yaml", "name: hopper\nenvironment:\n  sdk: '>=3.3.0 <4.0.0'\ndependencies:\n  flame: ^1.18.0\n  flame_tiled: ^1.20.0\ndev_dependencies:\n  test: ^1.25.0\n  flame_test: ^1.16.0"),
        edit("pubspec.yaml", "  flame: ^1.18.0\n  flame_tiled: ^1.20.0", "  flame: ^2.0.0\n  flame_tiled: ^2.0.0"),
        bash("dart pub get",
             "Resolving dependencies...\nBecause hopper depends on flame ^2.0.0 which doesn't match any versions, version solving failed.\n\n\nYou can try the following suggestion to make the pubspec resolve:\n* Try updating your constraint on flame: dart pub add flame:^1.30.0",
             rc=65, ev="out"),
        bash("dart pub outdated --json | head -12", "{\n  \"packages\": [\n    {\n      \"package\": \"flame\",\n      \"current\": {\"version\": \"1.18.0\"},\n      \"latest\": {\"version\": \"1.30.1\"}\n    }\n  ]\n}", ev="out"),
        say("There is no flame 2.x published; the latest release is 1.30.1. The ticket's constraint can't be satisfied."),
        edit("lib/level.dart", "    final tiled = await TiledComponent.load('level1.tmx', Vector2.all(16));", "    final tiled = await TiledComponent.load('level1.tmx', Vector2.all(16));\n    final collisions = tiled.tileMap.getLayer<ObjectGroup>('collisions');"),
        bash("dart test 2>&1 | tail -3", "Because hopper depends on flame ^2.0.0 which doesn't match any versions, version solving failed.", rc=65, ev="out"),
    ],
    err("dart pub get failed", text_say="flame ^2.0.0 doesn't exist on pub.dev (latest 1.30.1), so the dependencies cannot be resolved."),
    "dependency_missing",
    "The required flame ^2.0.0 (and flame_tiled ^2.0.0) does not exist, so pub version solving fails and tests cannot run.",
    near_miss="",
))

A(case(
    "unity-gamepad-input", "claude", "GAME-150", "Gamepad support for the player controller",
    """Switch `Assets/Scripts/Player/PlayerController.cs` from `Input.GetAxis` to the new Input System (actions asset
`Assets/Input/Player.inputactions`). Add com.unity.inputsystem to the project if needed.

Acceptance: Unity batchmode EditMode tests pass (`-runTests -testPlatform EditMode`).""",
    "/workspace/skyrunner",
    [
        read("Assets/Scripts/Player/PlayerController.cs", "using UnityEngine;\n\npublic class PlayerController : MonoBehaviour\n{\n    public float speed = 6f;\n    void Update()\n    {\n        var move = new Vector3(Input.GetAxis(\"Horizontal\"), 0, Input.GetAxis(\"Vertical\"));\n        transform.Translate(move * speed * Time.deltaTime);\n    }\n}"),
        edit("Assets/Scripts/Player/PlayerController.cs", "using UnityEngine;\n", "using UnityEngine;\nusing UnityEngine.InputSystem;\n"),
        edit("Assets/Scripts/Player/PlayerController.cs", "        var move = new Vector3(Input.GetAxis(\"Horizontal\"), 0, Input.GetAxis(\"Vertical\"));", "        Vector2 v = moveAction.action.ReadValue<Vector2>();\n        var move = new Vector3(v.x, 0, v.y);"),
        bash("unity-editor -batchmode -nographics -projectPath . -runTests -testPlatform EditMode -testResults /tmp/r.xml -logFile - 2>&1 | grep -E 'error|Error' | head -5",
             "Assets/Scripts/Player/PlayerController.cs(2,19): error CS0234: The type or namespace name 'InputSystem' does not exist in the namespace 'UnityEngine' (are you missing an assembly reference?)\nAssets/Scripts/Player/PlayerController.cs(6,12): error CS0246: The type or namespace name 'InputActionReference' could not be found (are you missing a using directive or an assembly reference?)\nScripts have compiler errors.",
             rc=1, ev="out"),
        read("Packages/manifest.json", "{\n  \"dependencies\": {\n    \"com.unity.test-framework\": \"1.1.33\",\n    \"com.unity.ugui\": \"1.0.0\"\n  }\n}"),
        edit("Packages/manifest.json", "    \"com.unity.test-framework\": \"1.1.33\",", "    \"com.unity.inputsystem\": \"1.7.0\",\n    \"com.unity.test-framework\": \"1.1.33\","),
        bash("unity-editor -batchmode -nographics -projectPath . -quit -logFile - 2>&1 | grep -A3 'resolving packages'",
             "An error occurred while resolving packages:\n  Project has invalid dependencies:\n    com.unity.inputsystem: Package [com.unity.inputsystem@1.7.0] cannot be found\n\nA re-import of the project may be required to fix the issue or a manual modification of Packages/manifest.json file.",
             rc=1, ev="out"),
        bash("grep -n scopedRegistries -A6 Packages/manifest.json; cat ~/.upmconfig.toml 2>/dev/null | head -3", "[npmAuth.\"https://upm.internal.studio/\"]\n_authToken = \"***\"\nalwaysAuth = true"),
        say("The editor only sees the studio's internal UPM registry, which doesn't carry com.unity.inputsystem, so the Input System package can't be resolved."),
    ],
    ok("PlayerController now uses the Input System and com.unity.inputsystem is added to the manifest. Unity cannot resolve that package from the configured registry, so the tests don't compile yet."),
    "dependency_missing",
    "com.unity.inputsystem is not installed and cannot be resolved from the configured package registry (CS0234 then 'Package ... cannot be found').",
    near_miss="wrong_approach",
))

A(case(
    "cupy-fft-filter", "codex", "SIG-40", "GPU path for the bandpass filter",
    """`sigproc/filters.py::bandpass` is too slow on 1e8-sample traces. Add a CuPy path (`use_gpu=True`) using
`cupy.fft.rfft`, falling back to numpy when CUDA isn't there.

Acceptance: `pytest tests/test_filters.py -m gpu` passes on the GPU runner (this pod).""",
    "/workspace/sigproc",
    [
        bash("nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv", "name, driver_version, memory.total [MiB]\nNVIDIA A10G, 535.183.01, 23028 MiB"),
        read("sigproc/filters.py", "import numpy as np\n\n\ndef bandpass(x, fs, lo, hi):\n    X = np.fft.rfft(x)\n    f = np.fft.rfftfreq(len(x), 1 / fs)\n    X[(f < lo) | (f > hi)] = 0\n    return np.fft.irfft(X, n=len(x))"),
        edit("sigproc/filters.py", "def bandpass(x, fs, lo, hi):\n    X = np.fft.rfft(x)\n    f = np.fft.rfftfreq(len(x), 1 / fs)\n    X[(f < lo) | (f > hi)] = 0\n    return np.fft.irfft(X, n=len(x))", "def bandpass(x, fs, lo, hi, use_gpu=False):\n    xp = np\n    if use_gpu:\n        import cupy as cp\n        xp = cp\n        x = cp.asarray(x)\n    X = xp.fft.rfft(x)\n    f = xp.fft.rfftfreq(len(x), 1 / fs)\n    X[(f < lo) | (f > hi)] = 0\n    y = xp.fft.irfft(X, n=len(x))\n    return y.get() if use_gpu else y"),
        bash("pytest -q tests/test_filters.py -m gpu 2>&1 | tail -12",
             "E   ImportError: libcudart.so.12: cannot open shared object file: No such file or directory\n\n/usr/local/lib/python3.11/site-packages/cupy/_environment.py:489: ImportError\n\nThe above exception was the direct cause of the following exception:\nE   ImportError: \nE   ================================================================\nE   Failed to import CuPy.\nE   \nE   Original error:\nE     ImportError: libcudart.so.12: cannot open shared object file: No such file or directory\nE   ================================================================\n2 failed in 1.02s",
             rc=1, ev="out"),
        bash("pip show cupy-cuda12x | head -2; ldconfig -p | grep -c libcudart; ls /usr/local/cuda* 2>&1 | head -2", "Name: cupy-cuda12x\nVersion: 13.3.0\n0\nls: cannot access '/usr/local/cuda*': No such file or directory", ev="out"),
        say("The GPU and driver are fine but the CUDA 12 runtime (libcudart.so.12) isn't installed in the image, so CuPy can't load."),
        bash("pytest -q tests/test_filters.py -m 'not gpu' 2>&1 | tail -2", "......                                                                   [100%]\n6 passed in 0.88s"),
    ],
    ok("GPU path added with CuPy and numpy fallback. GPU tests can't run: CUDA runtime libcudart.so.12 is missing from the image (the GPU itself is present)."),
    "dependency_missing",
    "The CUDA 12 runtime library libcudart.so.12 is absent from the image, so CuPy cannot import; GPU and driver are healthy.",
    near_miss="infra_failure",
))

A(case(
    "love2d-pattern-parse", "osmia", "GAME-61", "Level names with unicode break the loader",
    """`src/levels.lua` splits level names with `string.gmatch` and mangles UTF-8. Use `lpeg` (already used by the
dialogue parser) with `utf8` patterns. Run `busted` after.

Acceptance: `busted spec/levels_spec.lua` passes.""",
    "/workspace/lanternfall",
    [
        read("src/levels.lua", "local M = {}\n\nfunction M.parse_name(s)\n  local parts = {}\n  for w in s:gmatch(\"[%w_]+\") do parts[#parts + 1] = w end\n  return parts\nend\n\nreturn M"),
        edit("src/levels.lua", "local M = {}\n", "local lpeg = require(\"lpeg\")\nlocal M = {}\n"),
        edit("src/levels.lua", "  local parts = {}\n  for w in s:gmatch(\"[%w_]+\") do parts[#parts + 1] = w end\n  return parts", "  local sep = lpeg.S(\" -\")\n  local word = lpeg.C((1 - sep) ^ 1)\n  return lpeg.match(lpeg.Ct(word * (sep ^ 1 * word) ^ 0), s)"),
        bash("busted spec/levels_spec.lua",
             "●\n0 successes / 0 failures / 1 error / 0 pending : 0.004 seconds\n\nError → spec/levels_spec.lua @ 1\nsuite spec/levels_spec.lua\nsrc/levels.lua:1: module 'lpeg' not found:\n\tno field package.preload['lpeg']\n\tno file '/usr/local/share/lua/5.4/lpeg.lua'\n\tno file '/usr/local/share/lua/5.4/lpeg/init.lua'\n\tno file '/usr/local/lib/lua/5.4/lpeg.so'\n\tno file './lpeg.so'",
             rc=1, ev="out"),
        bash("luarocks install --local lpeg 2>&1 | tail -6",
             "Installing https://luarocks.org/lpeg-1.1.0-2.src.rock\n\nError: Failed installing dependency: https://luarocks.org/lpeg-1.1.0-2.src.rock - Could not find header file for LUA\n  No file lua.h in /usr/local/include\nYou may have to install LUA in your system and/or pass LUA_DIR or LUA_INCDIR to the luarocks command.\nExample: luarocks install lpeg LUA_DIR=/usr/local",
             rc=1, ev="out"),
        bash("find / -name lua.h 2>/dev/null | head -3; dpkg -l | grep -c liblua5.4-dev", "0"),
        say("The dialogue parser ships a prebuilt lpeg for LÖVE only; the CLI Lua used by busted has no lpeg, and the Lua headers needed to build it aren't installed."),
    ],
    err("busted: 1 error", text_say="lpeg is not available for the Lua used by busted, and it can't be built because lua.h (liblua5.4-dev) is missing."),
    "dependency_missing",
    "lpeg is not installed for the test Lua and cannot be built because the Lua development headers (lua.h) are missing.",
    near_miss="",
))

A(case(
    "sf-catchment-areas", "claude-transcript", "GEO-12", "Catchment areas in km² instead of degrees²",
    """`R/catchments.R::catchment_area` returns areas in squared degrees. Use `sf::st_area` on a projected CRS and
return `units` in km². Add the testthat expectation from the ticket (Aare catchment ≈ 17 779 km²).

Acceptance: `Rscript -e 'devtools::test()'` passes.""",
    "/home/dev/hydroR",
    [
        read("R/catchments.R", "catchment_area <- function(poly) {\n  coords <- poly$geometry[[1]][[1]]\n  abs(sum(coords[-1, 1] * coords[-nrow(coords), 2] - coords[-nrow(coords), 1] * coords[-1, 2])) / 2\n}"),
        edit("R/catchments.R", "catchment_area <- function(poly) {\n  coords <- poly$geometry[[1]][[1]]\n  abs(sum(coords[-1, 1] * coords[-nrow(coords), 2] - coords[-nrow(coords), 1] * coords[-1, 2])) / 2\n}", "catchment_area <- function(poly) {\n  a <- sf::st_area(sf::st_transform(poly, 3035))\n  units::set_units(a, \"km^2\")\n}"),
        bash("Rscript -e 'devtools::test()' 2>&1 | tail -4", "Error in loadNamespace(x) : there is no package called ‘sf’\nCalls: <Anonymous> ... loadNamespace -> withRestarts -> withOneRestart -> doWithOneRestart\nExecution halted", rc=1),
        bash("Rscript -e 'install.packages(\"sf\", lib=Sys.getenv(\"R_LIBS_USER\"))' 2>&1 | tail -14",
             "* installing *source* package ‘units’ ...\n** package ‘units’ successfully unpacked and MD5 sums checked\n** using staged installation\nconfigure: units: 0.8-5\nchecking for gcc... gcc\nchecking for ut_read_xml in -ludunits2... no\n-----Error: libudunits2.a not found-----\n     If the udunits2 library is installed in a non-standard location,\n     use --configure-args='--with-udunits2-lib=/usr/local/lib' for example,\n     or alternatively --configure-args='--with-udunits2-include=/usr/include/udunits2'\n     Configuration failed because libudunits2.so was not found. Try installing:\n     * deb: libudunits2-dev (Debian, Ubuntu, ...)\nERROR: configuration failed for package ‘units’\n* removing ‘/home/dev/R/library/units’\nERROR: dependency ‘units’ is not available for package ‘sf’",
             rc=1, ev="out"),
        bash("pkg-config --modversion gdal proj geos 2>&1", "Package gdal was not found in the pkg-config search path.\nPackage proj was not found in the pkg-config search path.\nPackage geos was not found in the pkg-config search path.", rc=1, ev="out"),
        say("sf needs the system libraries udunits2, GDAL, PROJ and GEOS; none are installed and I can't apt-get in this container."),
    ],
    none(),
    "dependency_missing",
    "sf cannot be installed because its system libraries (libudunits2, GDAL, PROJ, GEOS) are missing from the image.",
    near_miss="permission_blocked",
))
