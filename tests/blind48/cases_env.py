"""Environment-side failures, part 1: the platform (infra_failure)."""
from gen_lib import Case, say, think, bash, read, edit, write, grep, todo, notice, denied, read_missing
from common import P, pytest_ok, git_status, fail_result, ok_result

CASES = []
add = CASES.append

# ---------------------------------------------------------------------------------------------
# 1. Slurm regression job OOM-killed by the cgroup; the same job on main is OUT_OF_MEMORY too.
BC_F90 = """module boundary
  use kinds, only: dp
  implicit none
contains
  subroutine apply_neumann(u, nx, ny, dx, flux)
    integer, intent(in) :: nx, ny
    real(dp), intent(inout) :: u(0:nx+1, 0:ny+1)
    real(dp), intent(in) :: dx, flux
    integer :: j
    do j = 1, ny
      u(0, j)    = u(1, j)  - dx*flux
      u(nx+1, j) = u(nx-1, j) + dx*flux
    end do
  end subroutine apply_neumann
end module boundary"""
add(Case(
    "heat2d-ghost-cells", "infra_failure", "claude-transcript",
    "The fix compiled and the unit tests passed, but the Slurm regression job was killed by the cgroup "
    "OOM handler (4G request), and sacct shows the nightly job on main died the same way: a resource "
    "limit of the platform, not the code change.",
    P("HPC-311", "heat2d: east Neumann ghost cell copies the wrong column",
      "The east boundary in `apply_neumann` copies `u(nx-1,j)` into the ghost cell instead of `u(nx,j)`, "
      "so the insulated-wall regression drifts by ~1e-3 after 10k steps.",
      ["src/boundary.f90", "tests/test_boundary.pf", "regress/insulated_wall.sbatch"],
      ["east ghost cell uses u(nx,j)", "pFUnit tests pass", "the insulated_wall regression job passes on the cluster"]),
    [
        say("I'll start by looking at the boundary module and the regression setup."),
        read("src/boundary.f90", BC_F90),
        think("Line 11: u(nx+1,j) = u(nx-1,j) + dx*flux. For a one-sided ghost cell mirroring the west side it "
              "should be u(nx,j) + dx*flux. Straightforward."),
        edit("src/boundary.f90", "      u(nx+1, j) = u(nx-1, j) + dx*flux",
             "      u(nx+1, j) = u(nx, j)   + dx*flux"),
        bash("make -j8 && make check", "mpif90 -O2 -g -fcheck=bounds -Jbuild -c src/kinds.f90 -o build/kinds.o\n"
             "mpif90 -O2 -g -fcheck=bounds -Jbuild -c src/boundary.f90 -o build/boundary.o\n"
             "mpif90 -O2 -g -fcheck=bounds -Jbuild -c src/solver.f90 -o build/solver.o\n"
             "mpif90 -o build/heat2d build/kinds.o build/boundary.o build/solver.o build/main.o\n"
             "funitproc tests/test_boundary.pf build/test_boundary.F90\n"
             " Start: <test_boundary_suite.test_west_ghost>\n .\n Start: <test_boundary_suite.test_east_ghost>\n .\n"
             " Start: <test_boundary_suite.test_corner_consistency>\n .\nTime:         0.004 seconds\n\n OK\n (3 tests)",
             desc="Build and run unit tests"),
        read("regress/insulated_wall.sbatch",
             "#!/bin/bash\n#SBATCH --job-name=insulated_wall\n#SBATCH --partition=short\n#SBATCH --nodes=1\n"
             "#SBATCH --ntasks=16\n#SBATCH --mem=4G\n#SBATCH --time=00:30:00\n#SBATCH --output=regress/out/%x-%j.out\n\n"
             "module load gcc/13.2 openmpi/4.1.6\nsrun ./build/heat2d regress/insulated_wall.nml\n"
             "python3 regress/compare.py regress/out/insulated_wall.h5 regress/ref/insulated_wall.h5 --rtol 1e-8"),
        bash("sbatch --wait regress/insulated_wall.sbatch", "Submitted batch job 4471203\n", rc=1,
             desc="Submit regression job and wait"),
        bash("cat regress/out/insulated_wall-4471203.out",
             " step      time        residual\n   1000   1.000E-01   3.1120E-05\n   2000   2.000E-01   1.0871E-05\n"
             "   3000   3.000E-01   4.4410E-06\n"
             "slurmstepd: error: Detected 1 oom-kill event(s) in StepId=4471203.0. Some of your processes may have "
             "been killed by the cgroup out-of-memory handler.\nsrun: error: cn0417: task 11: Out Of Memory\n"
             "srun: Terminating StepId=4471203.0\n"
             "slurmstepd: error: *** STEP 4471203.0 ON cn0417 CANCELLED AT 2026-11-14T10:22:51 ***\n"
             "srun: error: cn0417: tasks 0-10,12-15: Killed", ev=True),
        bash("sacct -j 4471203 --format=JobID,State,ExitCode,ReqMem,MaxRSS,Elapsed",
             "JobID           State ExitCode     ReqMem     MaxRSS    Elapsed \n------------ ---------- -------- ---------- ---------- ---------- \n"
             "4471203      OUT_OF_ME+    0:125         4G               00:04:12 \n"
             "4471203.bat+ OUT_OF_ME+    0:125                 5028K   00:04:12 \n"
             "4471203.0    OUT_OF_ME+    0:125                 3.91G   00:04:09 ", ev=True),
        think("MaxRSS 3.91G against a 4G request. My change only touches an index; it cannot change allocation "
              "size. Let me check whether the nightly run on main hits the same thing."),
        bash("sacct -u ci-nightly -S 2026-11-10 --name=insulated_wall --format=JobID,State,ExitCode,ReqMem,MaxRSS,NodeList",
             "JobID           State ExitCode     ReqMem     MaxRSS        NodeList \n------------ ---------- -------- ---------- ---------- --------------- \n"
             "4460112      OUT_OF_ME+    0:125         4G                      cn0409 \n"
             "4460112.0    OUT_OF_ME+    0:125                 3.93G           cn0409 \n"
             "4465530      OUT_OF_ME+    0:125         4G                      cn0421 \n"
             "4465530.0    OUT_OF_ME+    0:125                 3.92G           cn0421 ", ev=True),
        bash("git log --oneline -3 -- regress/insulated_wall.nml",
             "a91c0e2 regress: double resolution of insulated_wall to 2048x2048\n5be1d07 regress: add insulated wall case\n"),
        say("The regression job is being killed by Slurm's cgroup OOM handler: it requests --mem=4G and peaks at "
            "~3.9G per step, and the nightly job on main has been OUT_OF_MEMORY since the resolution was doubled. "
            "My one-line boundary fix is in place and the unit tests pass, but I can't get a regression result on "
            "this partition without a larger memory allocation, which I don't control. Stopping here."),
    ],
    near_miss="",
    result=fail_result("Boundary fix applied; regression job 4471203 OUT_OF_MEMORY on cn0417 (ReqMem 4G)."),
))

# ---------------------------------------------------------------------------------------------
# 2. Slurm queue: GPU partition drained, job never starts, run hits the wall clock (TimedOut).
add(Case(
    "advect-restart-read", "infra_failure", "claude",
    "The restart fix was made but the verification job never left the queue because every node of the gpu "
    "partition was drained for maintenance, and the run hit its wall-clock limit waiting (TimedOut).",
    P("CFD-208", "advect3d restart drops the last time level",
      "Restarting from a checkpoint reads `nt-1` time levels instead of `nt`, so restarted runs diverge from "
      "continuous runs after the first step.",
      ["src/io/checkpoint.cpp", "jobs/restart_check.sbatch"],
      ["restart reads all nt levels", "jobs/restart_check.sbatch reports identical fields for restart vs continuous"]),
    [
        say("Let me look at the checkpoint reader."),
        grep("read_levels", "src/io/checkpoint.cpp:88:  for (int lv = 0; lv < nt - 1; ++lv) read_levels(h5, lv, state);\n"
             "src/io/checkpoint.cpp:141:void read_levels(H5File& f, int lv, State& s) {"),
        read("src/io/checkpoint.cpp",
             "  const int nt = attr<int>(h5, \"time_levels\");\n  state.resize_levels(nt);\n"
             "  for (int lv = 0; lv < nt - 1; ++lv) read_levels(h5, lv, state);\n  state.t = attr<double>(h5, \"time\");\n"
             "  return state;\n}", start=86),
        edit("src/io/checkpoint.cpp", "  for (int lv = 0; lv < nt - 1; ++lv) read_levels(h5, lv, state);",
             "  for (int lv = 0; lv < nt; ++lv) read_levels(h5, lv, state);"),
        bash("cmake --build build -j16 2>&1 | tail -3",
             "[ 96%] Building CXX object src/CMakeFiles/advect3d.dir/io/checkpoint.cpp.o\n"
             "[ 98%] Linking CUDA executable advect3d\n[100%] Built target advect3d"),
        bash("ctest --test-dir build -L unit --output-on-failure 2>&1 | tail -4",
             "11/12 Test #11: io_checkpoint_roundtrip ..........   Passed    0.41 sec\n"
             "12/12 Test #12: io_restart_levels ................   Passed    0.38 sec\n\n100% tests passed, 0 tests failed out of 12"),
        bash("sbatch jobs/restart_check.sbatch", "Submitted batch job 9120544"),
        bash("squeue -j 9120544 -o '%.10i %.9P %.8T %.10M %.20R'",
             "     JOBID PARTITION    STATE       TIME     NODELIST(REASON)\n   9120544       gpu  PENDING       0:00 (ReqNodeNotAvail, Reserved for maintenance)", ev=True),
        bash("sinfo -p gpu", "PARTITION AVAIL  TIMELIMIT  NODES  STATE NODELIST\ngpu          up 2-00:00:00      8  drain gpu[01-08]", ev=True),
        bash("scontrol show reservation", "ReservationName=maint_1114 StartTime=2026-11-14T06:00:00 EndTime=2026-11-15T18:00:00 Duration=1-12:00:00\n"
             "   Nodes=gpu[01-08] NodeCnt=8 CoreCnt=512 Features=(null) PartitionName=gpu Flags=MAINT,SPEC_NODES\n"
             "   TRES=cpu=512\n   Users=root Groups=(null) Accounts=(null) Licenses=(null) State=ACTIVE BurstBuffer=(null) Watts=n/a", ev=True),
        say("The gpu partition is under a maintenance reservation until tomorrow 18:00, so the restart check can't "
            "start. I'll wait a while in case nodes come back early."),
        bash("sleep 110; squeue -j 9120544 -h -o '%T %R'", "PENDING (ReqNodeNotAvail, Reserved for maintenance)"),
        bash("sleep 110; squeue -j 9120544 -h -o '%T %R'", "PENDING (ReqNodeNotAvail, Reserved for maintenance)"),
        bash("sleep 110; squeue -j 9120544 -h -o '%T %R'", "PENDING (ReqNodeNotAvail, Reserved for maintenance)"),
    ],
    end=None, state="TimedOut", near_miss="model_confusion",
    result=fail_result("task exceeded wall-clock limit (45m) while job 9120544 was pending", 124),
))

# ---------------------------------------------------------------------------------------------
# 3. conda index unreachable -> env create fails -> later ModuleNotFoundError (root: network).
add(Case(
    "spectra-window-norm", "infra_failure", "codex",
    "conda could not reach conda.anaconda.org (HTTP 000 CONNECTION FAILED) and pip got 'Network is "
    "unreachable', so pyfftw was never installed; the later ModuleNotFoundError is a consequence of the "
    "unreachable package index.",
    P("SPEC-77", "Welch PSD is off by the window power normalisation",
      "`welch_psd()` divides by `sum(w)**2` instead of `fs * sum(w**2)`; the Parseval test in "
      "`tests/test_psd.py::test_parseval` is the reference.",
      ["spectra/psd.py", "tests/test_psd.py", "environment.yml"],
      ["test_parseval passes", "no change to the public signature"]),
    [
        think("**Setting up the environment**\n\nThe repo ships an environment.yml; the sandbox has no env yet. I'll create it, then reproduce the failing Parseval test."),
        bash("ls", "README.md\nenvironment.yml\npyproject.toml\nspectra\ntests\n"),
        read("environment.yml", "name: spectra\nchannels:\n  - conda-forge\ndependencies:\n  - python=3.11\n  - numpy>=1.26\n"
             "  - scipy>=1.11\n  - pyfftw>=0.13\n  - pytest\n"),
        bash("conda env create -f environment.yml -p ./.env",
             "Channels:\n - conda-forge\nPlatform: linux-64\nCollecting package metadata (repodata.json): failed\n\n"
             "CondaHTTPError: HTTP 000 CONNECTION FAILED for url <https://conda.anaconda.org/conda-forge/linux-64/repodata.json>\n"
             "Elapsed: -\n\nAn HTTP error occurred when trying to retrieve this URL.\n"
             "HTTP errors are often intermittent, and a simple retry will get you on your way.\n"
             "'https//conda.anaconda.org/conda-forge/linux-64'\n", rc=1, ev=True),
        say("conda couldn't fetch repodata. I'll try pip into the base interpreter instead."),
        bash("python -m pip install 'pyfftw>=0.13'",
             "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by "
             "'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2d5e10>: Failed to establish a new "
             "connection: [Errno 101] Network is unreachable')': /simple/pyfftw/\n"
             "WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by "
             "'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2d6f50>: Failed to establish a new "
             "connection: [Errno 101] Network is unreachable')': /simple/pyfftw/\n"
             "ERROR: Could not find a version that satisfies the requirement pyfftw>=0.13 (from versions: none)\n"
             "ERROR: No matching distribution found for pyfftw>=0.13\n", rc=1, ev=True),
        bash("curl -sS -o /dev/null -w '%{http_code}\\n' https://pypi.org/simple/", "curl: (7) Failed to connect to pypi.org port 443 after 3 ms: Couldn't connect to server\n", rc=7, ev=True),
        read("spectra/psd.py", "import numpy as np\nimport pyfftw.interfaces.numpy_fft as fft\n\n\ndef welch_psd(x, fs, nperseg=256):\n"
             "    w = np.hanning(nperseg)\n    segs = _segments(x, nperseg)\n    P = np.mean(np.abs(fft.rfft(segs * w, axis=-1)) ** 2, axis=0)\n"
             "    return P / np.sum(w) ** 2\n"),
        edit("spectra/psd.py", "    return P / np.sum(w) ** 2\n", "    P = P / (fs * np.sum(w ** 2))\n    P[1:-1] *= 2\n    return P\n"),
        bash("python -m pytest -q tests/test_psd.py",
             "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:3: in <module>\n"
             "    from spectra.psd import welch_psd\nspectra/psd.py:2: in <module>\n    import pyfftw.interfaces.numpy_fft as fft\n"
             "E   ModuleNotFoundError: No module named 'pyfftw'\n", rc=4),
        say("I've corrected the normalisation in spectra/psd.py (one-sided PSD scaled by fs*sum(w^2)), but I could not run "
            "the tests: the sandbox has no route to conda.anaconda.org or pypi.org, so pyfftw can't be installed."),
    ],
    end={"failed": False}, near_miss="dependency_missing",
    result=fail_result("tests not run: pyfftw not installable (package index unreachable)"),
))

# ---------------------------------------------------------------------------------------------
# 4. pip install torch: disk full in /tmp.
add(Case(
    "pinn-burgers-residual", "infra_failure", "claude-transcript",
    "Installing the CUDA torch wheel failed with [Errno 28] No space left on device (the pod's 10G volume was "
    "full), so the tests could not import torch; the disk, not a missing package, stopped the run.",
    P("ML4SCI-19", "PINN residual for viscous Burgers uses the wrong sign on the diffusion term",
      "`burgers_residual` computes `u_t + u*u_x + nu*u_xx`; it must be `u_t + u*u_x - nu*u_xx`.",
      ["pinn/residuals.py", "tests/test_residuals.py"],
      ["tests/test_residuals.py passes", "requirements.txt unchanged"]),
    [
        say("Let me look at the residual and the test first."),
        read("pinn/residuals.py", "import torch\n\n\ndef burgers_residual(model, x, t, nu):\n    x.requires_grad_(True)\n"
             "    t.requires_grad_(True)\n    u = model(torch.cat([x, t], dim=1))\n    u_t = grad(u, t)\n    u_x = grad(u, x)\n"
             "    u_xx = grad(u_x, x)\n    return u_t + u * u_x + nu * u_xx\n"),
        edit("pinn/residuals.py", "    return u_t + u * u_x + nu * u_xx\n", "    return u_t + u * u_x - nu * u_xx\n"),
        bash("python -m pytest -q tests/test_residuals.py",
             "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:1: in <module>\n    import torch\n"
             "E   ModuleNotFoundError: No module named 'torch'", rc=4),
        read("requirements.txt", "--extra-index-url https://download.pytorch.org/whl/cu121\ntorch==2.3.1+cu121\nnumpy>=1.26,<2\npytest\n"),
        bash("pip install -r requirements.txt",
             "Looking in indexes: https://pypi.org/simple, https://download.pytorch.org/whl/cu121\nCollecting torch==2.3.1+cu121 (from -r requirements.txt (line 2))\n"
             "  Downloading https://download.pytorch.org/whl/cu121/torch-2.3.1%2Bcu121-cp311-cp311-linux_x86_64.whl (781.0 MB)\n"
             "     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 781.0/781.0 MB 61.2 MB/s eta 0:00:00\n"
             "Collecting nvidia-cudnn-cu12==8.9.2.26 (from torch==2.3.1+cu121)\n"
             "  Downloading https://download.pytorch.org/whl/cu121/nvidia_cudnn_cu12-8.9.2.26-py3-none-manylinux1_x86_64.whl (731.7 MB)\n"
             "     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 731.7/731.7 MB 58.0 MB/s eta 0:00:00\n"
             "Installing collected packages: nvidia-nvtx-cu12, nvidia-nvjitlink-cu12, nvidia-nccl-cu12, nvidia-curand-cu12, nvidia-cufft-cu12, "
             "nvidia-cuda-runtime-cu12, nvidia-cuda-nvrtc-cu12, nvidia-cuda-cupti-cu12, nvidia-cublas-cu12, nvidia-cusparse-cu12, nvidia-cudnn-cu12, "
             "nvidia-cusolver-cu12, torch\nERROR: Could not install packages due to an OSError: [Errno 28] No space left on device\n", rc=1, ev=True),
        bash("df -h /tmp /workspace $HOME", "Filesystem      Size  Used Avail Use% Mounted on\noverlay          10G   10G     0 100% /\n"
             "/dev/nvme1n1     10G   10G     0 100% /workspace\noverlay          10G   10G     0 100% /", ev=True),
        bash("pip cache purge && df -h /workspace", "Files removed: 3\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     10G  8.6G  1.5G  86% /workspace"),
        bash("pip install --no-cache-dir -r requirements.txt 2>&1 | tail -2",
             "Installing collected packages: nvidia-nvtx-cu12, nvidia-nvjitlink-cu12, nvidia-nccl-cu12, nvidia-curand-cu12, nvidia-cufft-cu12, "
             "nvidia-cuda-runtime-cu12, nvidia-cuda-nvrtc-cu12, nvidia-cuda-cupti-cu12, nvidia-cublas-cu12, nvidia-cusparse-cu12, nvidia-cudnn-cu12, "
             "nvidia-cusolver-cu12, torch\nERROR: Could not install packages due to an OSError: [Errno 28] No space left on device", rc=1, ev=True),
        bash("du -sh /workspace/* 2>/dev/null | sort -h | tail -3", "412M\t/workspace/repo\n7.9G\t/workspace/.venv\n"),
        say("The sign fix is in pinn/residuals.py, but I can't verify it: the CUDA torch wheel plus its NVIDIA "
            "dependencies need ~4 GB unpacked and the workspace volume (10G) is full. The environment needs a bigger "
            "disk before the tests can run."),
    ],
    near_miss="dependency_missing",
    result=fail_result("could not install torch: [Errno 28] No space left on device"),
))

# ---------------------------------------------------------------------------------------------
# 5. Claude 5-hour usage limit ends the session while a ModuleNotFoundError is open.
add(Case(
    "regrid-conservative-weights", "infra_failure", "claude",
    "The session was ended by the provider's usage limit ('5-hour limit reached') while the agent was about "
    "to install netCDF4; the open ModuleNotFoundError is not what stopped the run.",
    P("CLIM-512", "Conservative regridding weights do not sum to one near the poles",
      "`build_weights()` uses cell-centre latitudes for the area term; it must use the sine of the cell edges.",
      ["climregrid/weights.py", "tests/test_weights.py"],
      ["weights of every destination cell sum to 1 within 1e-12", "tests pass"]),
    [
        say("I'll look at how the area term is computed in build_weights."),
        bash("git status --short && git log --oneline -3", "a3f9c21 weights: vectorise overlap computation\n77be014 grid: add gaussian grid constructor\n0cd1e5a ci: pin numpy<2.1"),
        read("tests/test_weights.py", "import numpy as np\nimport pytest\n\nimport netCDF4\n\nfrom climregrid.grids import regular_grid\n"
             "from climregrid.weights import build_weights\n\n\n@pytest.mark.parametrize(\"res\", [4.0, 1.0, 0.25])\n"
             "def test_rows_sum_to_one(res):\n    src = regular_grid(res)\n    dst = regular_grid(2 * res)\n"
             "    w = build_weights(src, dst)\n    np.testing.assert_allclose(w.sum(axis=1), 1.0, atol=1e-12)\n"),
        grep("def build_weights|area", "climregrid/weights.py:14:def build_weights(src_grid, dst_grid):\n"
             "climregrid/weights.py:31:    area = np.cos(np.deg2rad(lat_c)) * dlon\n"
             "climregrid/weights.py:44:    w = overlap / area[:, None]"),
        read("climregrid/weights.py", "    lat_c = 0.5 * (lat_b[:-1] + lat_b[1:])\n    dlon = np.deg2rad(np.diff(lon_b))\n"
             "    area = np.cos(np.deg2rad(lat_c)) * dlon\n", start=29),
        edit("climregrid/weights.py", "    area = np.cos(np.deg2rad(lat_c)) * dlon\n",
             "    area = (np.sin(np.deg2rad(lat_b[1:])) - np.sin(np.deg2rad(lat_b[:-1]))) * dlon\n"),
        bash("python -m pytest -q tests/test_weights.py",
             "==================================== ERRORS ====================================\n"
             "____________________ ERROR collecting tests/test_weights.py ____________________\n"
             "ImportError while importing test module '/workspace/repo/tests/test_weights.py'.\n"
             "tests/test_weights.py:4: in <module>\n    import netCDF4\nE   ModuleNotFoundError: No module named 'netCDF4'\n"
             "=========================== short test summary info ============================\n"
             "ERROR tests/test_weights.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.41s", rc=2),
        read("pyproject.toml", "[project]\nname = \"climregrid\"\nversion = \"0.9.2\"\ndependencies = [\"numpy>=1.26\", \"scipy>=1.11\"]\n\n"
             "[project.optional-dependencies]\ntest = [\"pytest\", \"netCDF4>=1.6\"]\n"),
        bash("python -c 'import climregrid, numpy, scipy; print(numpy.__version__, scipy.__version__)'", "1.26.4 1.13.1"),
        say("netCDF4 is a test extra that isn't installed here. Installing the test extras next."),
        notice("5-hour limit reached \u2219 resets 3am", ev=True),
    ],
    end={"subtype": "success", "is_error": True, "text": "5-hour limit reached \u2219 resets 3am"},
    extra_ev_lines=["end"], near_miss="dependency_missing",
    result=fail_result("5-hour limit reached \u2219 resets 3am"),
))

# ---------------------------------------------------------------------------------------------
# 6. Codex usage limit mid-task (a genuine failing assertion was still open).
add(Case(
    "lbm-bgk-relaxation", "infra_failure", "codex",
    "The Codex session ended with 'You've hit your usage limit' (turn.failed) while the agent was still "
    "iterating on a failing assertion; the provider quota, not the code, ended the run.",
    P("LBM-44", "D2Q9 BGK collision uses tau instead of 1/tau",
      "`collide_bgk` relaxes with `f += tau*(feq - f)`; the relaxation frequency is `omega = 1/tau`. "
      "The Poiseuille test checks the analytic profile.",
      ["src/collide.c", "tests/test_poiseuille.c"],
      ["test_poiseuille passes with max rel. error < 1e-3"]),
    [
        think("**Inspecting the collision kernel**\n\nI'll read collide.c and the Poiseuille test and build with make test."),
        bash("rg -n \"tau\" src/collide.c", "12:void collide_bgk(double *f, const double *feq, int n, double tau) {\n14:    f[i] += tau * (feq[i] - f[i]);\n"),
        read("src/collide.c", "#include \"lbm.h\"\n\n/* single-relaxation-time collision */\nvoid collide_bgk(double *f, const double *feq, int n, double tau) {\n"
             "  for (int i = 0; i < n; ++i)\n    f[i] += tau * (feq[i] - f[i]);\n}\n", start=9),
        edit("src/collide.c", "    f[i] += tau * (feq[i] - f[i]);", "    f[i] += (feq[i] - f[i]) / tau;"),
        bash("make test", "cc -O2 -std=c11 -Wall -Iinclude -c src/collide.c -o build/collide.o\ncc -O2 -std=c11 -Wall -Iinclude -o build/test_poiseuille tests/test_poiseuille.c build/*.o -lm\n"
             "./build/test_poiseuille\nstep 20000: max rel err vs analytic = 4.812e-03\ntest_poiseuille.c:58: FAIL: max_rel_err < 1e-3\nmake: *** [Makefile:31: test] Error 1\n", rc=2),
        think("**Error still above tolerance**\n\nThe profile is closer (was 0.61 before). 4.8e-3 suggests a boundary issue: the bounce-back walls sit halfway between nodes, so the analytic profile should use the shifted wall position. Let me read the test's analytic profile."),
        read("tests/test_poiseuille.c", "  double H = (double)(NY - 1);\n  for (int y = 0; y < NY; ++y) {\n"
             "    double ua = 4.0 * umax * y * (H - y) / (H * H);\n", start=41),
        bash("rg -n \"bounce\" src/", "src/boundary.c:7:/* halfway bounce-back on the y walls */\nsrc/boundary.c:9:void bounce_back_y(double *f, int nx, int ny) {\n"),
        say("The walls are halfway bounce-back, so the effective channel is y in [-0.5, NY-0.5]. Checking the forcing term next."),
        bash("rg -n \"force\" src/*.c | head", "src/force.c:5:void add_body_force(double *f, double gx, double tau, int n) {\nsrc/force.c:8:    f[i] += 3.0 * w[i] * cx[i] * gx;\n"),
        notice("Reconnecting... 1/5"),
        notice("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 3 days 4 hours 12 minutes.", ev=True),
    ],
    end={"failed": True, "text": "You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 3 days 4 hours 12 minutes."},
    extra_ev_lines=["end"], near_miss="",
    result=fail_result("codex: usage limit reached"),
))

# ---------------------------------------------------------------------------------------------
# 7. Anthropic API 529 overloaded, session dies (transcript).
add(Case(
    "multigrid-smoother-sweeps", "infra_failure", "claude-transcript",
    "Every request after the first few tool calls came back 'API Error: 529 overloaded_error' and the session "
    "ended without the agent being able to continue: a provider outage.",
    P("PDE-131", "Multigrid V-cycle: post-smoothing runs nu1 sweeps instead of nu2",
      "In `vcycle()` the post-smoother is called with `nu1`; with nu1=2, nu2=1 the cycle does one extra sweep "
      "and the convergence-factor test fails its upper bound on wall time.",
      ["src/mg/vcycle.cpp", "tests/mg_convergence.cpp"],
      ["post-smoothing uses nu2", "ctest -R mg passes"]),
    [
        say("Let me read vcycle.cpp and the parameters it is called with."),
        grep("nu1|nu2", "src/mg/params.hpp:9:  int nu1 = 2;   // pre-smoothing sweeps\nsrc/mg/params.hpp:10:  int nu2 = 1;   // post-smoothing sweeps\n"
             "src/mg/vcycle.cpp:23:  smooth(L, p.nu1);\nsrc/mg/vcycle.cpp:27:  smooth(L, p.nu1);\ntests/mg_convergence.cpp:31:  p.nu1 = 2; p.nu2 = 1;", path="src"),
        read("src/mg/vcycle.cpp", "void vcycle(Level& L, const Params& p) {\n  if (L.coarsest()) { L.solve_direct(); return; }\n"
             "  smooth(L, p.nu1);\n  restrict_residual(L);\n  vcycle(L.coarser(), p);\n  prolong_correct(L);\n  smooth(L, p.nu1);\n}\n", start=20),
        edit("src/mg/vcycle.cpp", "  prolong_correct(L);\n  smooth(L, p.nu1);\n", "  prolong_correct(L);\n  smooth(L, p.nu2);\n"),
        bash("cmake --build build -j8 --target mg_convergence 2>&1 | tail -2", "[ 97%] Linking CXX executable tests/mg_convergence\n[100%] Built target mg_convergence"),
        notice("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}", ev=True),
        notice("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}", ev=True),
        say("Retrying: running the multigrid tests."),
        read("tests/mg_convergence.cpp", "TEST(Multigrid, ConvergenceFactor) {\n  Params p; p.nu1 = 2; p.nu2 = 1;\n  auto rho = measure_rho(p, 129);\n"
             "  EXPECT_LT(rho, 0.12);\n  EXPECT_GT(rho, 0.02);  // catches an accidental extra sweep\n}", start=29),
        bash("ctest --test-dir build -R mg --output-on-failure", "Test project /workspace/repo/build\n    Start 7: mg_convergence\n"
             "1/2 Test #7: mg_convergence ...................   Passed    1.92 sec\n    Start 8: mg_poisson_3d\n"
             "2/2 Test #8: mg_poisson_3d ....................   Passed    6.40 sec\n\n100% tests passed, 0 tests failed out of 2"),
        notice("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}", ev=True),
        notice("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}", ev=True),
        notice("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}", ev=True),
    ],
    near_miss="",
    result=fail_result("engine error: API Error 529 overloaded_error (5 consecutive)"),
))

# ---------------------------------------------------------------------------------------------
# 8. Osmia: Slurm node failure kills the MPI test step twice.
add(Case(
    "halo-tag-mismatch", "infra_failure", "osmia",
    "The MPI verification step was cancelled twice 'DUE TO NODE FAILURE' (cn0211 went down); the halo fix "
    "could not be verified because of the cluster, not the code.",
    P("HPC-377", "Halo exchange posts Irecv with the send tag of the neighbour",
      "`exchange_halo()` uses `TAG_EAST` for the receive from the west; with 4+ ranks messages match the wrong "
      "buffers and the 2D diffusion test drifts.",
      ["src/halo.c", "tests/run_mpi_tests.sh"],
      ["receive tags mirror send tags", "tests/run_mpi_tests.sh passes on 8 ranks"]),
    [
        say("Reading the halo exchange first."),
        read("src/halo.c", "  MPI_Irecv(west_in, ny, MPI_DOUBLE, nb->west, TAG_EAST, comm, &req[0]);\n"
             "  MPI_Irecv(east_in, ny, MPI_DOUBLE, nb->east, TAG_EAST, comm, &req[1]);\n"
             "  MPI_Isend(east_out, ny, MPI_DOUBLE, nb->east, TAG_EAST, comm, &req[2]);\n"
             "  MPI_Isend(west_out, ny, MPI_DOUBLE, nb->west, TAG_WEST, comm, &req[3]);\n", start=54),
        edit("src/halo.c", "  MPI_Irecv(east_in, ny, MPI_DOUBLE, nb->east, TAG_EAST, comm, &req[1]);",
             "  MPI_Irecv(east_in, ny, MPI_DOUBLE, nb->east, TAG_WEST, comm, &req[1]);"),
        bash("make -j8", "mpicc -O2 -Wall -Iinclude -c src/halo.c -o build/halo.o\nmpicc -O2 -Wall -o build/diffuse2d build/*.o -lm"),
        read("tests/run_mpi_tests.sh", "#!/bin/bash\nset -euo pipefail\nsrun -N2 -n8 --time=00:10:00 -p debug ./build/diffuse2d tests/diffuse_8.nml\n"
             "python3 tests/check_l2.py out/diffuse_8.h5 --tol 1e-10\n"),
        bash("bash tests/run_mpi_tests.sh", "srun: job 8812 queued and waiting for resources\nsrun: job 8812 has been allocated resources\n"
             "rank 0/8 grid 256x256 local 64x128\nstep 100 l2=2.114e-01\n"
             "srun: error: Node failure on cn0211\nsrun: Job step aborted: Waiting up to 32 seconds for job step to finish.\n"
             "slurmstepd: error: *** STEP 8812.0 ON cn0210 CANCELLED AT 2026-11-09T14:02:31 DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS ***\n"
             "srun: error: cn0210: tasks 0-3: Killed\n"),
        say("The step was killed by a node failure on cn0211, unrelated to the change. Retrying once."),
        bash("bash tests/run_mpi_tests.sh", "srun: job 8819 queued and waiting for resources\nsrun: job 8819 has been allocated resources\n"
             "rank 0/8 grid 256x256 local 64x128\n"
             "srun: error: Node failure on cn0211\nsrun: Job step aborted: Waiting up to 32 seconds for job step to finish.\n"
             "slurmstepd: error: *** STEP 8819.0 ON cn0210 CANCELLED AT 2026-11-09T14:07:12 DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS ***\n", ev=True),
        bash("sinfo -n cn0211 -o '%N %T %E'", "NODELIST STATE REASON\ncn0211 down* Not responding", ev=True),
        bash("sinfo -p debug -h -o '%D %T'", "1 down*\n1 mixed\n"),
        say("The debug partition has only two nodes and cn0211 is down (not responding); an 8-rank two-node job can't run. "
            "The tag fix is in src/halo.c but remains unverified."),
    ],
    end={"success": False, "text": "halo tag fix applied; MPI test could not run: node cn0211 down (STEP cancelled due to node failure)"},
    near_miss="", result=fail_result("MPI verification step cancelled: node failure"),
))

# ---------------------------------------------------------------------------------------------
# 9. fpm cannot fetch stdlib: DNS failure -> later "Cannot open module file".
add(Case(
    "fpm-sorting-stable", "infra_failure", "claude-transcript",
    "fpm could not clone the stdlib git dependency because github.com did not resolve in the sandbox; the "
    "'Cannot open module file stdlib_sorting.mod' that follows is a consequence of the network failure.",
    P("FLIB-63", "Particle binning is not stable for equal keys",
      "`bin_particles` sorts cell ids with an unstable quicksort, so particles with equal cell ids change order "
      "between runs. Use `ord_sort` from fortran stdlib (already a dependency in fpm.toml).",
      ["src/binning.f90", "fpm.toml", "test/test_binning.f90"],
      ["fpm test passes", "equal keys keep input order"]),
    [
        say("Checking fpm.toml and the binning module."),
        read("fpm.toml", "name = \"pbin\"\nversion = \"0.4.0\"\n\n[build]\nauto-tests = true\n\n[dependencies]\n"
             "stdlib = { git = \"https://github.com/fortran-lang/stdlib\", branch = \"stdlib-fpm\" }\n"),
        read("src/binning.f90", "module binning\n  use sort_quick, only: qsort_idx\n  implicit none\ncontains\n"
             "  subroutine bin_particles(cell, idx)\n    integer, intent(in) :: cell(:)\n    integer, intent(out) :: idx(:)\n"
             "    call qsort_idx(cell, idx)\n  end subroutine\nend module binning\n"),
        edit("src/binning.f90", "  use sort_quick, only: qsort_idx\n", "  use stdlib_sorting, only: ord_sort, int_index\n"),
        edit("src/binning.f90", "    call qsort_idx(cell, idx)\n",
             "    integer :: work(size(cell))\n    integer(int_index) :: ix(size(cell))\n    work = cell\n"
             "    call ord_sort(work, index=ix)\n    idx = int(ix)\n"),
        bash("fpm test 2>&1 | tail -8", "Initialized empty Git repository in /workspace/repo/build/dependencies/stdlib/.git/\n"
             "fatal: unable to access 'https://github.com/fortran-lang/stdlib/': Could not resolve host: github.com\n"
             "<ERROR> *cmd_test* Model error: Error while retrieving dependency stdlib\nSTOP 1", rc=1, ev=True),
        bash("getent hosts github.com || echo 'no answer'; cat /etc/resolv.conf", "no answer\nnameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5", ev=True),
        bash("curl -sSI https://github.com | head -1", "curl: (6) Could not resolve host: github.com", rc=6, ev=True),
        say("DNS for github.com fails inside the sandbox. I'll try compiling the module directly against a system stdlib in case one is installed."),
        bash("gfortran -c src/binning.f90 -Jbuild -o build/binning.o", "src/binning.f90:2:6:\n\n    2 |   use stdlib_sorting, only: ord_sort, int_index\n      |      1\n"
             "Fatal Error: Cannot open module file 'stdlib_sorting.mod' for reading at (1): No such file or directory\ncompilation terminated.", rc=1),
        bash("ls /usr/include/fortran_stdlib /opt/stdlib 2>&1", "ls: cannot access '/usr/include/fortran_stdlib': No such file or directory\nls: cannot access '/opt/stdlib': No such file or directory", rc=2),
        say("The change to use stdlib's ord_sort is written, but it can't be built: fpm needs to clone stdlib from GitHub and "
            "the sandbox cannot resolve github.com. Once network access is restored `fpm test` should fetch it."),
    ],
    near_miss="dependency_missing",
    result=fail_result("fpm could not fetch dependency stdlib (Could not resolve host: github.com)"),
))

# ---------------------------------------------------------------------------------------------
# 10. CUDA OOM caused by another process holding the shared GPU.
add(Case(
    "batched-fft-plan-reuse", "infra_failure", "claude",
    "The GPU test failed with 'CUDA out of memory' because another job (PID 48211, ci-nightly) held 14.9 GiB of "
    "the shared 16 GiB card; the test itself needs ~2 GiB.",
    P("GPU-225", "cuFFT plan cache recreates plans for every batch size",
      "`FFTPlanCache.get()` keys plans on `(n, batch)` but compares `batch` as a float after a division, so "
      "identical batches miss the cache and a new plan is created per call.",
      ["gpufft/plan_cache.py", "tests/test_plan_cache.py"],
      ["repeated get() with the same shape returns the cached plan", "tests pass on the GPU runner"]),
    [
        say("Looking at the cache key."),
        grep("FFTPlanCache", "gpufft/__init__.py:3:from .plan_cache import FFTPlanCache\ngpufft/transforms.py:12:_cache = FFTPlanCache()\n"
             "tests/test_plan_cache.py:5:from gpufft.plan_cache import FFTPlanCache", path="."),
        read("gpufft/plan_cache.py", "class FFTPlanCache:\n    def __init__(self):\n        self._plans = {}\n\n"
             "    def get(self, n, total):\n        batch = total / n\n        key = (n, batch)\n        if key not in self._plans:\n"
             "            self._plans[key] = cufft.Plan1d(n, cufft.CUFFT_Z2Z, int(batch))\n        return self._plans[key]\n"),
        edit("gpufft/plan_cache.py", "        batch = total / n\n", "        batch, rem = divmod(total, n)\n        if rem:\n"
             "            raise ValueError(f\"total={total} is not a multiple of n={n}\")\n"),
        bash("python -m pytest -q tests/test_plan_cache.py -k 'not gpu'", "....                                                                     [100%]\n4 passed, 3 deselected in 0.62s"),
        bash("python -m pytest -q tests/test_plan_cache.py -k gpu",
             "F..                                                                      [100%]\n=================================== FAILURES ===================================\n"
             "_________________________ test_reuse_large_batch_gpu __________________________\n\n"
             "    def test_reuse_large_batch_gpu():\n>       x = torch.randn(4096, 65536, dtype=torch.complex64, device=\"cuda\")\n"
             "E       torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 15.77 GiB of which "
             "301.44 MiB is free. Process 48211 has 14.96 GiB memory in use. Including non-PyTorch memory, this process has 512.00 MiB memory in use. "
             "Of the allocated memory 0 bytes is allocated by PyTorch, and 0 bytes is reserved by PyTorch but unallocated. If reserved but unallocated "
             "memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory "
             "Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)\n\ntests/test_plan_cache.py:41: OutOfMemoryError\n"
             "1 failed, 2 passed, 4 deselected in 3.18s", rc=1, ev=True),
        bash("nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv",
             "pid, process_name, used_memory [MiB]\n48211, /opt/conda/envs/nightly/bin/python, 15318 MiB\n50377, python, 512 MiB", ev=True),
        bash("ps -o pid,user,etime,cmd -p 48211 || echo 'not in this pid namespace'", "    PID USER         ELAPSED CMD\nnot in this pid namespace"),
        say("PID 48211 belongs to another tenant on this shared GPU node (it isn't in our container), and it holds 15 GB of the "
            "16 GB card, so the 2 GiB allocation in test_reuse_large_batch_gpu can't succeed. I'll retry in a couple of minutes."),
        bash("sleep 100; nvidia-smi --query-gpu=memory.used,memory.total --format=csv,noheader", "15834 MiB, 16384 MiB", ev=True),
        say("The card is still full. The cache-key fix is done and the CPU-side tests pass; the GPU tests need a free device."),
    ],
    end={"subtype": "success", "is_error": False, "text": "Fixed the cache key in gpufft/plan_cache.py. GPU tests could not run: the shared GPU is occupied by another process (15 GB used)."},
    near_miss="", result=fail_result("GPU test failed: CUDA out of memory (device held by PID 48211)"),
))

# ---------------------------------------------------------------------------------------------
# 11. papermill kernel dies: pod memory cgroup kill (notebook meant for the 64G analysis node).
add(Case(
    "era5-anomaly-notebook", "infra_failure", "claude-transcript",
    "The notebook's kernel was killed by the pod's memory cgroup (8Gi limit) while loading the 38 GB reanalysis "
    "cube; the fix was a one-line unit conversion, the environment was too small to run the notebook.",
    P("ANL-88", "Anomaly notebook plots temperature in Kelvin with a Celsius axis label",
      "In `notebooks/t2m_anomaly.ipynb` cell 6 subtracts the climatology but never converts from K; the "
      "axis says °C. Convert before plotting and re-run the notebook headless with papermill.",
      ["notebooks/t2m_anomaly.ipynb", "Makefile (target `notebooks`)"],
      ["cell 6 converts K -> °C", "`make notebooks` runs t2m_anomaly.ipynb to completion"]),
    [
        say("I'll inspect cell 6 of the notebook."),
        bash("python - <<'EOF'\nimport json\nnb=json.load(open('notebooks/t2m_anomaly.ipynb'))\nprint(''.join(nb['cells'][6]['source']))\nEOF",
             "anom = (t2m - clim).mean(dim=\"time\")\nax = anom.plot(cmap=\"RdBu_r\", vmin=-3, vmax=3)\nax.axes.set_title(\"2m temperature anomaly (°C)\")"),
        bash("python - <<'EOF'\nimport json\np='notebooks/t2m_anomaly.ipynb'\nnb=json.load(open(p))\nsrc=nb['cells'][6]['source']\n"
             "src[0]=src[0].replace('.mean(dim=\"time\")', '.mean(dim=\"time\")  # K differences == °C differences')\n"
             "json.dump(nb, open(p,'w'), indent=1)\nEOF", ""),
        think("Actually an anomaly is a difference, so K and °C differences are equal. But the ticket says the plot shows absolute values in one place: cell 8 plots t2m itself. Let me check cell 8."),
        bash("python -c \"import json;nb=json.load(open('notebooks/t2m_anomaly.ipynb'));print(''.join(nb['cells'][8]['source']))\"",
             "t2m.sel(time=\"2023-07\").mean(\"time\").plot(cbar_kwargs={\"label\": \"°C\"})"),
        bash("python - <<'EOF'\nimport json\np='notebooks/t2m_anomaly.ipynb'\nnb=json.load(open(p))\n"
             "nb['cells'][8]['source']=['(t2m.sel(time=\"2023-07\").mean(\"time\") - 273.15).plot(cbar_kwargs={\"label\": \"°C\"})']\n"
             "json.dump(nb, open(p,'w'), indent=1)\nEOF", ""),
        read("Makefile", "notebooks:\n\tpapermill notebooks/t2m_anomaly.ipynb build/t2m_anomaly.out.ipynb -k python3 --log-output\n", start=40),
        bash("make notebooks", "papermill notebooks/t2m_anomaly.ipynb build/t2m_anomaly.out.ipynb -k python3 --log-output\n"
             "Input Notebook:  notebooks/t2m_anomaly.ipynb\nOutput Notebook: build/t2m_anomaly.out.ipynb\n"
             "Executing:   0%|          | 0/11 [00:00<?, ?cell/s]Executing notebook with kernel: python3\n"
             "Executing:  27%|██▋       | 3/11 [00:41<01:52, 14.06s/cell]\n"
             "Traceback (most recent call last):\n  File \"/opt/conda/bin/papermill\", line 10, in <module>\n    sys.exit(papermill())\n"
             "  ...\n  File \"/opt/conda/lib/python3.11/site-packages/nbclient/client.py\", line 1005, in _async_poll_for_reply\n"
             "    raise DeadKernelError(\"Kernel died\") from None\nnbclient.exceptions.DeadKernelError: Kernel died\n"
             "make: *** [Makefile:41: notebooks] Error 1", rc=2, ev=True),
        bash("dmesg 2>/dev/null | tail -3 || cat /sys/fs/cgroup/memory.events",
             "low 0\nhigh 0\nmax 214\noom 1\noom_kill 1\noom_group_kill 0", ev=True),
        bash("cat /sys/fs/cgroup/memory.max; du -sh data/era5_t2m_1979_2023.nc",
             "8589934592\n38G\tdata/era5_t2m_1979_2023.nc", ev=True),
        read("notebooks/README.md", "These notebooks are run on the analysis node (ana01, 64 GB RAM). They load the full ERA5 cube into memory.\n"),
        say("The conversion is fixed in cell 8 (cell 6 is a difference, so it was already correct in °C). papermill can't run the "
            "notebook in this pod: the kernel is killed by the 8 GiB memory cgroup while loading the 38 GB ERA5 cube, which the "
            "README says needs the 64 GB analysis node."),
    ],
    near_miss="unknown",
    result=fail_result("papermill: DeadKernelError (kernel killed by memory cgroup)"),
))

# ---------------------------------------------------------------------------------------------
# 12. Osmia: the agent container itself is OOMKilled during a parallel CUDA build.
add(Case(
    "stencil-cuda-launch-bounds", "infra_failure", "osmia",
    "The agent container was OOMKilled (exit 137) during `make -j64` of the CUDA sources; cc1plus was killed "
    "first, then the pod itself. The stream ends with the orchestrator's OOMKilled notice.",
    P("GPU-301", "7-point stencil kernel exceeds register budget on sm_80",
      "`stencil7<<<>>>` has no `__launch_bounds__`; with 1024-thread blocks the kernel spills and fails to launch "
      "with 'too many resources requested for launch'. Add `__launch_bounds__(512)` and launch 512-thread blocks.",
      ["src/kernels/stencil7.cu", "src/driver.cu"],
      ["kernel launches on A100 with 512 threads", "ctest passes"]),
    [
        say("Reading the kernel and its launch site."),
        read("src/kernels/stencil7.cu", "template <typename T>\n__global__ void stencil7(const T* __restrict__ in, T* __restrict__ out,\n"
             "                         int nx, int ny, int nz, T c0, T c1) {\n  const int i = blockIdx.x * blockDim.x + threadIdx.x;\n", start=18),
        edit("src/kernels/stencil7.cu", "template <typename T>\n__global__ void stencil7(", "template <typename T>\n__global__ void __launch_bounds__(512) stencil7("),
        grep("stencil7<<<", "src/driver.cu:77:  stencil7<<<grid, dim3(1024), 0, stream>>>(d_in, d_out, nx, ny, nz, c0, c1);", path="src"),
        edit("src/driver.cu", "  stencil7<<<grid, dim3(1024), 0, stream>>>", "  stencil7<<<grid, dim3(512), 0, stream>>>"),
        edit("src/driver.cu", "  dim3 grid((n + 1023) / 1024);", "  dim3 grid((n + 511) / 512);"),
        bash("nproc; free -g | head -2", "64\n               total        used        free      shared  buff/cache   available\nMem:             503          41         430           0          31         459"),
        bash("cmake --build build -j64 2>&1 | tail -6",
             "[ 41%] Building CUDA object src/CMakeFiles/stencil.dir/kernels/stencil27.cu.o\n"
             "[ 42%] Building CUDA object src/CMakeFiles/stencil.dir/kernels/stencil7.cu.o\n"
             "[ 43%] Building CXX object src/CMakeFiles/stencil.dir/autotune/tables.cpp.o\n"
             "c++: fatal error: Killed signal terminated program cc1plus\ncompilation terminated.\n"
             "gmake[2]: *** [src/CMakeFiles/stencil.dir/build.make:160: src/CMakeFiles/stencil.dir/autotune/tables.cpp.o] Error 1", ev=True),
        say("cc1plus was killed, probably memory pressure from 64 parallel nvcc/cc1plus jobs; free shows the node's memory, "
            "not the container's limit. Retrying with fewer jobs."),
        bash("cmake --build build -j16 2>&1 | tail -3", "[ 58%] Building CUDA object src/CMakeFiles/stencil.dir/kernels/stencil27.cu.o\n"
             "[ 59%] Building CXX object src/CMakeFiles/stencil.dir/autotune/tables.cpp.o"),
        notice("agent container terminated: OOMKilled (exit code 137); memory limit 16Gi, last RSS 16.0Gi", ev=True),
    ],
    end=None, near_miss="",
    result=fail_result("agent pod OOMKilled (exit 137)", 137),
))
