"""Environment-side failures, part 2: permission_blocked and dependency_missing."""
from gen_lib import Case, say, think, bash, read, edit, write, grep, todo, notice, denied, read_missing
from common import P, pytest_ok, git_status, fail_result, ok_result

CASES = []
add = CASES.append

# =============================================================================================
# permission_blocked
# =============================================================================================

# P1. Claude Code harness never granted Bash: build and sbatch denied.
add(Case(
    "vortex-shedding-cfl", "permission_blocked", "claude",
    "Claude Code ran in default permission mode and every Bash call (make, ctest, sbatch) was refused with "
    "'requested permissions ... haven't granted it yet'; the agent could edit but never build or test.",
    P("CFD-233", "Adaptive time step ignores the viscous CFL limit",
      "`compute_dt()` only applies the advective CFL; at Re=100 the viscous limit `dx^2/(4 nu)` is smaller and "
      "the vortex-shedding case blows up after ~300 steps.",
      ["src/timestep.cpp", "tests/test_timestep.cpp", "cases/cylinder_re100/"],
      ["dt = min(advective, viscous) * safety", "ctest passes", "cylinder_re100 runs 2000 steps without NaN"]),
    [
        say("I'll read the time-step routine first."),
        read("src/timestep.cpp", "double compute_dt(const Field& u, const Grid& g, const Params& p) {\n"
             "  const double umax = max_abs(u);\n  const double dt_adv = p.cfl * g.dx / std::max(umax, 1e-12);\n"
             "  return std::min(dt_adv, p.dt_max);\n}\n", start=12),
        read("tests/test_timestep.cpp", "TEST(Timestep, ViscousLimitWins) {\n  Params p; p.cfl = 0.5; p.nu = 1e-2; p.dt_max = 1.0;\n"
             "  Grid g(64, 64, 1.0/64);\n  Field u = Field::constant(g, 1e-3);\n  EXPECT_NEAR(compute_dt(u, g, p), 0.5 * g.dx*g.dx/(4*p.nu), 1e-14);\n}\n", start=40),
        edit("src/timestep.cpp", "  return std::min(dt_adv, p.dt_max);\n",
             "  const double dt_visc = p.nu > 0 ? g.dx * g.dx / (4.0 * p.nu) : p.dt_max;\n"
             "  return std::min({dt_adv, p.cfl * dt_visc, p.dt_max});\n"),
        denied("Bash", {"command": "cmake --build build -j8", "description": "Build the solver"}, ev=True),
        say("I need to build to check this compiles. Trying ctest directly."),
        denied("Bash", {"command": "ctest --test-dir build -R Timestep --output-on-failure", "description": "Run timestep tests"}, ev=True),
        denied("Bash", {"command": "sbatch cases/cylinder_re100/run.sbatch", "description": "Submit the cylinder case"}, ev=True),
        grep("dt_max|cfl", "src/params.hpp:14:  double cfl = 0.5;\nsrc/params.hpp:15:  double dt_max = 1e-2;\nsrc/params.hpp:16:  double nu = 1e-3;", path="src"),
        read("cases/cylinder_re100/run.sbatch", "#!/bin/bash\n#SBATCH -J cyl100\n#SBATCH -p short\n#SBATCH -n 32\n#SBATCH -t 00:20:00\n"
             "srun ../../build/ns2d cylinder.toml --steps 2000\n"),
        denied("Bash", {"command": "ls build/", "description": "Check build directory"}, ev=True),
    ],
    end={"subtype": "success", "is_error": False,
         "text": "I added the viscous limit to compute_dt in src/timestep.cpp. I couldn't build or run the tests: Bash access was not granted in this session, so the change is unverified."},
    permission_mode="default", near_miss="", extra_ev_lines=["end"],
    result=fail_result("unverified: Bash permission not granted (4 denials)"),
))

# P2. pip into root-owned site-packages fails -> ModuleNotFoundError later (root: permission).
add(Case(
    "h5-chunk-cache-size", "permission_blocked", "claude-transcript",
    "`pip install h5py` failed with [Errno 13] Permission denied on the root-owned /opt/conda site-packages; "
    "the ModuleNotFoundError for h5py in the tests is a consequence of that permission error.",
    P("DATA-140", "HDF5 reader opens files with the default 1 MiB chunk cache",
      "`open_snapshot()` passes no `rdcc_nbytes`, so reading a 3D snapshot chunk by chunk thrashes the cache. "
      "Use a 64 MiB cache and `rdcc_w0=0.75` as the profiling notes recommend.",
      ["simio/reader.py", "tests/test_reader.py"],
      ["open_snapshot uses rdcc_nbytes=64 MiB", "tests/test_reader.py passes"]),
    [
        say("Let me look at the reader."),
        read("simio/reader.py", "import h5py\n\n\ndef open_snapshot(path):\n    return h5py.File(path, \"r\")\n"),
        edit("simio/reader.py", "    return h5py.File(path, \"r\")\n",
             "    return h5py.File(path, \"r\", rdcc_nbytes=64 * 1024**2, rdcc_w0=0.75, rdcc_nslots=100003)\n"),
        bash("python -m pytest -q tests/test_reader.py", "ImportError while importing test module '/workspace/repo/tests/test_reader.py'.\n"
             "tests/test_reader.py:3: in <module>\n    import h5py\nE   ModuleNotFoundError: No module named 'h5py'", rc=2),
        bash("which python pip; python -c 'import sys; print(sys.prefix)'", "/opt/conda/bin/python\n/opt/conda/bin/pip\n/opt/conda"),
        bash("pip install h5py==3.11.0", "Collecting h5py==3.11.0\n  Downloading h5py-3.11.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (2.5 kB)\n"
             "Downloading h5py-3.11.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (5.3 MB)\n"
             "   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 5.3/5.3 MB 48.1 MB/s eta 0:00:00\nInstalling collected packages: h5py\n"
             "ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/opt/conda/lib/python3.11/site-packages/h5py'\n"
             "Consider using the `--user` option or check the permissions.\n", rc=1, ev=True),
        bash("ls -ld /opt/conda/lib/python3.11/site-packages; id", "drwxr-xr-x 412 root root 20480 Oct 30 11:02 /opt/conda/lib/python3.11/site-packages\n"
             "uid=1001(agent) gid=1001(agent) groups=1001(agent)", ev=True),
        bash("pip install --user h5py==3.11.0", "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.", rc=1),
        bash("python -m venv /tmp/venv && /tmp/venv/bin/pip install -q h5py numpy pytest 2>&1 | tail -1",
             "ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/tmp/venv/lib/python3.11/site-packages/numpy-2.1.3.dist-info'", rc=1, ev=True),
        bash("mount | grep -E ' /tmp | /opt ' ; touch /tmp/x && echo writable", "tmpfs on /tmp type tmpfs (rw,nosuid,nodev,noexec,relatime,size=1048576k,mode=1755,uid=0,gid=0)\n"
             "touch: cannot touch '/tmp/x': Permission denied", rc=1, ev=True),
        bash("python -m pytest -q tests/test_reader.py 2>&1 | tail -2", "E   ModuleNotFoundError: No module named 'h5py'\n1 error in 0.09s", rc=2),
        say("The chunk-cache change is in simio/reader.py, but I can't run the tests: h5py isn't installed, and I'm not allowed "
            "to write to /opt/conda's site-packages or to /tmp (root-owned, mode 1755), so I can't install it anywhere."),
    ],
    near_miss="dependency_missing",
    result=fail_result("tests not run: h5py install failed with Permission denied"),
))

# P3. Slurm: group not permitted to use the partition.
add(Case(
    "climate-ens-partition", "permission_blocked", "codex",
    "sbatch refused the verification job: 'User's group not permitted to use this partition' for the gpu-a100 "
    "partition required by the test; the account lacks access, nothing in the code was wrong.",
    P("CLIM-603", "Ensemble mean kernel sums members in the wrong order on GPU",
      "The CUDA reduction in `ens_mean.cu` is not deterministic across runs; make the member loop ordered so the "
      "GPU result matches the CPU reference bit-for-bit. Verification runs on the A100 partition.",
      ["src/ens_mean.cu", "ci/verify_gpu.sbatch"],
      ["ci/verify_gpu.sbatch reports `bitwise identical: yes`"]),
    [
        think("**Locating the reduction**\n\nLet me check ens_mean.cu for atomicAdd, which would explain the nondeterminism."),
        bash("rg -n \"atomicAdd\" src/", "src/ens_mean.cu:31:    atomicAdd(&out[cell], in[m * ncell + cell] / nmem);\n"),
        read("src/ens_mean.cu", "__global__ void ens_mean(const float* in, float* out, int nmem, int ncell) {\n"
             "  int cell = blockIdx.x * blockDim.x + threadIdx.x;\n  int m = blockIdx.y;\n  if (cell >= ncell) return;\n"
             "    atomicAdd(&out[cell], in[m * ncell + cell] / nmem);\n}\n", start=26),
        edit("src/ens_mean.cu", "", ""),
        say("Replaced the atomicAdd over members with an ordered loop per cell (one thread per cell, members summed in index order)."),
        bash("nvcc -O3 -arch=sm_80 -c src/ens_mean.cu -o build/ens_mean.o && echo ok", "ok\n"),
        read("ci/verify_gpu.sbatch", "#!/bin/bash\n#SBATCH -J ens-verify\n#SBATCH -p gpu-a100\n#SBATCH -A clim-dev\n#SBATCH --gres=gpu:1\n"
             "#SBATCH -t 00:15:00\nmodule load cuda/12.4\n./build/ens_verify data/ens_small.nc\n"),
        bash("sbatch ci/verify_gpu.sbatch", "sbatch: error: Batch job submission failed: User's group not permitted to use this partition\n", rc=1, ev=True),
        bash("sacctmgr -nP show assoc user=$USER format=account,partition,qos", "clim-ci|cpu|normal\nclim-ci|debug|normal\n", ev=True),
        bash("sbatch -A clim-ci ci/verify_gpu.sbatch", "sbatch: error: Batch job submission failed: User's group not permitted to use this partition\n", rc=1, ev=True),
        bash("sinfo -s", "PARTITION AVAIL  TIMELIMIT   NODES(A/I/O/T) NODELIST\ncpu*         up 2-00:00:00  112/24/0/136 cn[0001-0136]\n"
             "debug        up    1:00:00      1/1/0/2 cn[0201-0202]\ngpu-a100     up 1-00:00:00     9/3/0/12 ga[01-12]\n"),
        say("The ordered reduction compiles. I can't run the A100 verification job: this service account's group isn't allowed "
            "on the gpu-a100 partition (it only has cpu and debug associations)."),
    ],
    end={"failed": False}, near_miss="infra_failure",
    result=fail_result("verification job rejected: group not permitted on partition gpu-a100"),
))

# P4. Work done, push and PR refused with 403 (transcript).
add(Case(
    "wavelet-threshold-level", "permission_blocked", "claude-transcript",
    "The code change and tests were fine, but `git push` was refused (403, permission to the repository denied "
    "to the bot) and `gh pr create` failed with 'Resource not accessible by integration', so nothing could be delivered.",
    P("GEO-88", "Wavelet denoising uses the finest-level MAD for every level",
      "`denoise()` estimates sigma from level 1 coefficients and applies that threshold to all levels; the "
      "universal threshold must be computed per level. Open a PR against `main`.",
      ["wavedn/denoise.py", "tests/test_denoise.py"],
      ["per-level thresholds", "tests pass", "PR opened"]),
    [
        say("Reading denoise.py."),
        read("wavedn/denoise.py", "def denoise(x, wavelet=\"db4\", level=5):\n    coeffs = pywt.wavedec(x, wavelet, level=level)\n"
             "    sigma = np.median(np.abs(coeffs[-1])) / 0.6745\n    thr = sigma * np.sqrt(2 * np.log(len(x)))\n"
             "    coeffs[1:] = [pywt.threshold(c, thr, mode=\"soft\") for c in coeffs[1:]]\n    return pywt.waverec(coeffs, wavelet)\n"),
        edit("wavedn/denoise.py", "    sigma = np.median(np.abs(coeffs[-1])) / 0.6745\n    thr = sigma * np.sqrt(2 * np.log(len(x)))\n"
             "    coeffs[1:] = [pywt.threshold(c, thr, mode=\"soft\") for c in coeffs[1:]]\n",
             "    out = [coeffs[0]]\n    for c in coeffs[1:]:\n        sigma = np.median(np.abs(c)) / 0.6745\n"
             "        thr = sigma * np.sqrt(2 * np.log(len(c)))\n        out.append(pywt.threshold(c, thr, mode=\"soft\"))\n    coeffs = out\n"),
        bash("python -m pytest -q", pytest_ok(["tests/test_denoise.py ......", "tests/test_io.py ..."], 9, "1.84")),
        bash("git checkout -b fix/per-level-threshold && git commit -qam 'denoise: per-level universal threshold (GEO-88)' && git log --oneline -1",
             "Switched to a new branch 'fix/per-level-threshold'\n4be81c0 denoise: per-level universal threshold (GEO-88)"),
        bash("git push -u origin fix/per-level-threshold",
             "remote: Permission to geo-hpc/wavelet-denoise.git denied to osmia-agent[bot].\n"
             "fatal: unable to access 'https://github.com/geo-hpc/wavelet-denoise.git/': The requested URL returned error: 403", rc=128, ev=True),
        bash("gh auth status", "github.com\n  ✓ Logged in to github.com account osmia-agent[bot] (GH_TOKEN)\n  - Active account: true\n"
             "  - Git operations protocol: https\n  - Token: ghs_************************************"),
        bash("gh pr create --base main --head fix/per-level-threshold --title 'denoise: per-level threshold' --body 'Fixes GEO-88'",
             "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", rc=1, ev=True),
        bash("gh api repos/geo-hpc/wavelet-denoise --jq .permissions", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":false,\"triage\":false}", ev=True),
        say("The fix is committed locally on fix/per-level-threshold and all 9 tests pass, but the GitHub App token only has "
            "pull access to geo-hpc/wavelet-denoise: the push was rejected with 403 and PR creation with 'Resource not "
            "accessible by integration'. Someone needs to grant the app write access (or push the branch)."),
    ],
    near_miss="infra_failure",
    result=fail_result("push rejected: 403 permission denied to osmia-agent[bot]"),
))

# P5. Osmia: GitHub refuses before the agent can act (issue and repo contents not accessible).
add(Case(
    "meshgen-quality-issue", "permission_blocked", "osmia",
    "The token could not read the issue or the private mesh repository (HTTP 403 'Resource not accessible by "
    "integration'), so the agent never saw the task details or the code.",
    P("MESH-412", "Fix the bug described in issue #412 (mesh quality metric)",
      "See GitHub issue hpc-lab/meshgen#412 for the reproducer. Clone `hpc-lab/meshgen`, fix, open a PR.",
      ["hpc-lab/meshgen (GitHub)"],
      ["PR opened that fixes #412 with a regression test"]),
    [
        say("The workspace is empty, so I'll fetch the issue first and then clone."),
        bash("ls -A /workspace; git config --global --get credential.helper", "!gh auth git-credential"),
        bash("gh issue view 412 --repo hpc-lab/meshgen", "GraphQL: Resource not accessible by integration (repository.issue)", ev=True),
        bash("gh api repos/hpc-lab/meshgen/issues/412", "{\"message\":\"Resource not accessible by integration\",\"documentation_url\":\"https://docs.github.com/rest/issues/issues#get-an-issue\",\"status\":\"403\"}\n"
             "gh: Resource not accessible by integration (HTTP 403)", ev=True),
        bash("git clone https://github.com/hpc-lab/meshgen.git /workspace/meshgen",
             "Cloning into '/workspace/meshgen'...\nremote: Write access to repository not granted.\n"
             "fatal: unable to access 'https://github.com/hpc-lab/meshgen.git/': The requested URL returned error: 403", ev=True),
        bash("gh auth status 2>&1 | head -4", "github.com\n  ✓ Logged in to github.com account osmia-agent[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https"),
        bash("gh api installation/repositories --jq '.repositories[].full_name'", "hpc-lab/meshgen-docs\nhpc-lab/ci-templates\n", ev=True),
        say("The GitHub App installation only covers hpc-lab/meshgen-docs and hpc-lab/ci-templates; meshgen itself is not included. Checking the docs repo for any copy of the issue."),
        bash("gh search issues 'mesh quality' --repo hpc-lab/meshgen-docs --limit 5", "no issues match your search in hpc-lab/meshgen-docs"),
        bash("curl -s -o /dev/null -w '%{http_code}\\n' https://api.github.com/repos/hpc-lab/meshgen", "404"),
        say("I can't proceed: the token has no access to hpc-lab/meshgen (403 on the issue and on clone). The app must be installed on that repository."),
    ],
    end={"success": False, "text": "No access to hpc-lab/meshgen: issue #412 and clone both return 403 (Resource not accessible by integration)."},
    near_miss="", result=fail_result("GitHub 403: app not installed on hpc-lab/meshgen"),
))
CASES[-1]._no_pad = True

# P6. Codex sandbox: writes outside the workspace refused; a command declined.
add(Case(
    "ckpt-scratch-rotation", "permission_blocked", "codex",
    "The integration test writes checkpoints to /scratch, outside the Codex sandbox's writable roots: writes "
    "failed with 'Operation not permitted' and the escalated command was declined, so the test could not run.",
    P("HPC-455", "Checkpoint rotation keeps one file too many",
      "`rotate_checkpoints(keep=3)` leaves four files on disk because the glob also matches the temporary "
      "`*.h5.tmp` file. The integration test uses the real scratch path from `conf/ci.toml`.",
      ["simkit/ckpt.py", "tests/integration/test_rotation.py", "conf/ci.toml"],
      ["rotation keeps exactly `keep` finished checkpoints", "integration test passes"]),
    [
        think("**Reading the rotation logic**\n\nGlob pattern probably `ckpt_*.h5*`."),
        bash("rg -n \"glob\" simkit/ckpt.py", "41:    files = sorted(Path(d).glob(\"ckpt_*.h5*\"), key=os.path.getmtime)\n"),
        read("simkit/ckpt.py", "def rotate_checkpoints(d, keep=3):\n    files = sorted(Path(d).glob(\"ckpt_*.h5*\"), key=os.path.getmtime)\n"
             "    for f in files[:-keep]:\n        f.unlink()\n", start=40),
        edit("simkit/ckpt.py", "", ""),
        say("Changed the glob to `ckpt_*.h5` so the `.h5.tmp` file being written is not counted."),
        bash("python -m pytest -q tests/unit/test_ckpt.py", "......                                                                   [100%]\n6 passed in 0.21s"),
        read("conf/ci.toml", "[io]\ncheckpoint_dir = \"/scratch/ci/simkit/ckpt\"\nkeep = 3\n"),
        bash("python -m pytest -q tests/integration/test_rotation.py",
             "F                                                                        [100%]\n=================================== FAILURES ===================================\n"
             "______________________________ test_rotation_ci ________________________________\n"
             "E   PermissionError: [Errno 1] Operation not permitted: '/scratch/ci/simkit/ckpt/ckpt_0001.h5.tmp'\n"
             "1 failed in 0.88s", rc=1, ev=True),
        bash("touch /scratch/ci/simkit/ckpt/probe && echo ok", "touch: cannot touch '/scratch/ci/simkit/ckpt/probe': Operation not permitted", rc=1, ev=True),
        denied("shell", {"command": "sudo -n mkdir -p /scratch/ci/simkit/ckpt && sudo -n chown $USER /scratch/ci/simkit/ckpt"},
               msg="command rejected by approval policy (sandbox: workspace-write; /scratch is not a writable root)", ev=True),
        say("The glob fix passes the unit tests. The integration test needs to write under /scratch/ci, which is outside this "
            "sandbox's writable roots; the writes fail with EPERM and escalation was declined."),
    ],
    end={"failed": False}, near_miss="infra_failure",
    result=fail_result("integration test blocked: sandbox denies writes to /scratch"),
))

# P7. Osmia: Julia depot not writable, precompile fails (EACCES) -> later "Package not found".
add(Case(
    "trixi-flux-splitting", "permission_blocked", "osmia",
    "Julia could not write to the shared depot /opt/julia/depot (mkdir ... permission denied (EACCES)), so "
    "packages could neither be precompiled nor added; the later 'Package ... not found' is a consequence.",
    P("DG-71", "Lax-Friedrichs flux uses the left state's wave speed only",
      "`flux_lf(uL, uR)` takes `λ = max_abs_speed(uL)`; the local Lax-Friedrichs flux needs `max(λL, λR)`.",
      ["src/fluxes.jl", "test/runtests.jl"],
      ["`julia --project -e 'using Pkg; Pkg.test()'` passes"]),
    [
        say("Reading the flux definition."),
        read("src/fluxes.jl", "function flux_lf(uL, uR, eq)\n    λ = max_abs_speed(uL, eq)\n    return 0.5 * (flux(uL, eq) + flux(uR, eq)) - 0.5 * λ * (uR - uL)\nend\n", start=22),
        edit("src/fluxes.jl", "    λ = max_abs_speed(uL, eq)\n", "    λ = max(max_abs_speed(uL, eq), max_abs_speed(uR, eq))\n"),
        bash("julia --project -e 'using Pkg; Pkg.test()'",
             "     Testing DGFluxes\nERROR: LoadError: IOError: mkdir(\"/opt/julia/depot/compiled/v1.10/DGFluxes\"; mode=0o777): permission denied (EACCES)\n"
             "Stacktrace:\n  [1] uv_error\n    @ ./libuv.jl:100 [inlined]\n  [2] mkdir(path::String; mode::UInt16)\n    @ Base.Filesystem ./file.jl:185\n"
             "  [3] mkpath(path::String; mode::UInt16)\n    @ Base.Filesystem ./file.jl:241\n"),
        bash("echo $JULIA_DEPOT_PATH; ls -ld /opt/julia/depot /opt/julia/depot/compiled; id -un",
             "/opt/julia/depot\ndr-xr-xr-x 7 root root 4096 Oct 12 08:40 /opt/julia/depot\ndr-xr-xr-x 3 root root 4096 Oct 12 08:40 /opt/julia/depot/compiled\nagent"),
        say("The depot is read-only for this user. I'll put a private depot first in the path."),
        bash("JULIA_DEPOT_PATH=$HOME/.julia:/opt/julia/depot julia --project -e 'using Pkg; Pkg.instantiate(); Pkg.test()'",
             "ERROR: LoadError: SystemError: opening file \"/home/agent/.julia/logs/manifest_usage.toml\": Permission denied\n", ev=True),
        bash("ls -ld $HOME $HOME/.julia 2>&1; touch $HOME/probe", "drwxr-xr-x 2 root root 4096 Oct 12 08:41 /home/agent\n"
             "ls: cannot access '/home/agent/.julia': No such file or directory\ntouch: cannot touch '/home/agent/probe': Permission denied", ev=True),
        bash("JULIA_DEPOT_PATH=/workspace/.jdepot:/opt/julia/depot julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -4",
             "ERROR: LoadError: ArgumentError: Package StaticArrays [90137ffa-7385-5640-81b9-e52037218182] is required but does not seem to be installed:\n"
             " - Run `Pkg.instantiate()` to install all recorded dependencies.\n"),
        bash("JULIA_DEPOT_PATH=/workspace/.jdepot julia --project -e 'using Pkg; Pkg.instantiate()' 2>&1 | tail -3",
             "ERROR: IOError: mkdir(\"/workspace/.jdepot\"; mode=0o777): permission denied (EACCES)\n", ev=True),
        bash("ls -ld /workspace /workspace/repo", "drwxr-xr-x 3 root  root  4096 Nov  4 10:12 /workspace\ndrwxr-xr-x 9 agent agent 4096 Nov  4 10:12 /workspace/repo"),
        say("The flux fix is in src/fluxes.jl. Tests can't run: the shared depot and $HOME are root-owned, so Julia can't "
            "precompile or install packages anywhere writable."),
    ],
    end={"success": False, "text": "flux fix applied; Pkg.test() fails: depot /opt/julia/depot not writable (EACCES)"},
    near_miss="dependency_missing", result=fail_result("julia depot not writable (EACCES)"),
))

# P8. Docker socket permission denied when building the container image for the test.
add(Case(
    "sif-openmpi-abi", "permission_blocked", "claude",
    "The test image build failed with 'permission denied while trying to connect to the Docker daemon socket'; "
    "the agent user is not in the docker group, so the container-based MPI test could not run.",
    P("OPS-219", "Container image links Open MPI 4 but the host injects Open MPI 5",
      "`containers/solver.Dockerfile` installs `libopenmpi3` from apt; with the host's MPI bind-mounted the "
      "ABI mismatch crashes MPI_Init. Build against the MPICH ABI (`mpich`) as `docs/containers.md` says.",
      ["containers/solver.Dockerfile", "ci/container_test.sh"],
      ["image builds", "ci/container_test.sh passes (2 ranks)"]),
    [
        say("Let me read the Dockerfile and the CI script."),
        read("containers/solver.Dockerfile", "FROM ubuntu:24.04\nRUN apt-get update && apt-get install -y --no-install-recommends \\\n"
             "    build-essential gfortran libopenmpi-dev openmpi-bin libhdf5-dev && rm -rf /var/lib/apt/lists/*\n"
             "COPY . /src\nRUN cd /src && make -j8 MPIFC=mpif90\n"),
        read("docs/containers.md", "Images must be built against the MPICH ABI so that the host's Cray MPICH / Intel MPI can be bind-mounted at run time.\n", start=12),
        edit("containers/solver.Dockerfile", "    build-essential gfortran libopenmpi-dev openmpi-bin libhdf5-dev",
             "    build-essential gfortran libmpich-dev mpich libhdf5-mpich-dev"),
        read("ci/container_test.sh", "#!/bin/bash\nset -e\ndocker build -f containers/solver.Dockerfile -t solver:ci .\n"
             "docker run --rm solver:ci mpiexec -n 2 /src/build/solver /src/tests/small.nml\n"),
        bash("bash ci/container_test.sh",
             "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: "
             "Head \"http://%2Fvar%2Frun%2Fdocker.sock/_ping\": dial unix /var/run/docker.sock: connect: permission denied", rc=1, ev=True),
        bash("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root docker 0 Nov 21 07:58 /var/run/docker.sock\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev=True),
        bash("sudo -n true", "sudo: a password is required", rc=1, ev=True),
        bash("which podman buildah apptainer", "", rc=1),
        bash("git diff --stat", " containers/solver.Dockerfile | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        say("The Dockerfile now installs MPICH. I can't build or run the image here: the agent user isn't in the docker group "
            "(socket is root:docker 0660), sudo needs a password, and no rootless alternative is installed."),
    ],
    end={"subtype": "success", "is_error": False, "text": "Switched the image to MPICH; couldn't build it: permission denied on /var/run/docker.sock."},
    near_miss="infra_failure", result=fail_result("docker: permission denied on /var/run/docker.sock"),
))

# P9. conda NotWritableError -> petsc4py never installed -> ModuleNotFoundError.
add(Case(
    "petsc-ksp-tolerance-flag", "permission_blocked", "codex",
    "The patch to pdesolve/ksp.py was rejected (Permission denied: the repo is root-owned, read-only for uid 1001) and "
    "`conda install petsc4py` failed with NotWritableError; the ModuleNotFoundError for petsc4py is downstream of these permission errors.",
    P("SOLV-58", "KSP options: `--rtol` flag is parsed into atol",
      "`build_ksp()` maps the CLI `--rtol` to `ksp.setTolerances(atol=...)`. Map it to `rtol`.",
      ["pdesolve/ksp.py", "tests/test_ksp.py"],
      ["tests/test_ksp.py passes"]),
    [
        think("**Quick look at ksp.py**"),
        bash("rg -n \"setTolerances\" pdesolve/", "pdesolve/ksp.py:27:    ksp.setTolerances(atol=args.rtol, max_it=args.max_it)\n"),
        edit("pdesolve/ksp.py", "    ksp.setTolerances(atol=args.rtol, max_it=args.max_it)", "    ksp.setTolerances(rtol=args.rtol, max_it=args.max_it)",
             error="patch rejected: failed to write pdesolve/ksp.py: Permission denied (os error 13)", ev=True),
        bash("python -m pytest -q tests/test_ksp.py", "E   ModuleNotFoundError: No module named 'petsc4py'\n1 error in 0.12s", rc=2),
        bash("conda install -y -c conda-forge petsc4py=3.21",
             "Channels:\n - conda-forge\n - defaults\nPlatform: linux-64\nCollecting package metadata (repodata.json): done\nSolving environment: done\n\n"
             "## Package Plan ##\n\n  environment location: /opt/conda\n\n  added / updated specs:\n    - petsc4py=3.21\n\n\n"
             "NotWritableError: The current user does not have write permissions to a required path.\n  path: /opt/conda/pkgs/cache/497deca9.json\n"
             "  uid: 1001\n  gid: 1001\n\nIf you feel that permissions on this path are set incorrectly, you can manually\n"
             "change them by executing\n\n  $ sudo chown 1001:1001 /opt/conda/pkgs/cache/497deca9.json\n\n"
             "In general, it's not advisable to use 'sudo conda'.\n", rc=1, ev=True),
        bash("conda create -y -p ./.env -c conda-forge python=3.11 petsc4py=3.21 pytest 2>&1 | tail -6",
             "NotWritableError: The current user does not have write permissions to a required path.\n  path: /opt/conda/pkgs/urls.txt\n"
             "  uid: 1001\n  gid: 1001\n\nIf you feel that permissions on this path are set incorrectly, you can manually\nchange them by executing", rc=1, ev=True),
        bash("ls -ld /opt/conda/pkgs; echo $CONDA_PKGS_DIRS", "drwxr-xr-x 318 root root 12288 Oct 28 09:15 /opt/conda/pkgs\n"),
        bash("CONDA_PKGS_DIRS=$PWD/.pkgs conda create -y -p ./.env -c conda-forge python=3.11 petsc4py=3.21 pytest 2>&1 | tail -3",
             "CondaError: Unable to create prefix directory '/workspace/repo/.env'.\nCheck that you have sufficient permissions.\n", rc=1, ev=True),
        bash("ls -ld /workspace/repo && touch /workspace/repo/.probe", "dr-xr-xr-x 8 root root 4096 Nov 12 09:00 /workspace/repo\ntouch: cannot touch '/workspace/repo/.probe': Permission denied", rc=1, ev=True),
        say("I couldn't apply the one-line flag fix (atol -> rtol in pdesolve/ksp.py): the repo directory is root-owned and read-only for uid 1001. "
            "/opt/conda/pkgs is not writable either, so petsc4py can't be installed and the tests can't run."),
    ],
    end={"failed": False}, near_miss="dependency_missing",
    result=fail_result("conda NotWritableError; repo not writable"),
))

# P10. S3 reference dataset AccessDenied -> FileNotFoundError in tests.
add(Case(
    "ocean-mixed-layer-ref", "permission_blocked", "claude-transcript",
    "The regression data could not be fetched: `aws s3 cp` returned AccessDenied for the reference bucket with the "
    "agent's role, so the test failed with FileNotFoundError for the missing reference file.",
    P("OCN-310", "Mixed-layer depth uses a 0.3 kg/m³ density threshold instead of 0.03",
      "`mld_density()` default threshold is 0.3; de Boyer Montégut et al. use 0.03 kg/m³. The regression test "
      "compares with the reference climatology (fetched by `make data`).",
      ["oceandiag/mld.py", "tests/test_mld.py", "Makefile (target `data`)"],
      ["default threshold 0.03", "tests/test_mld.py passes against the reference"]),
    [
        say("I'll look at mld.py and the data target."),
        grep("def mld_density", "oceandiag/mld.py:18:def mld_density(sigma0, depth, threshold=0.3, ref_depth=10.0):", path="oceandiag"),
        edit("oceandiag/mld.py", "def mld_density(sigma0, depth, threshold=0.3, ref_depth=10.0):", "def mld_density(sigma0, depth, threshold=0.03, ref_depth=10.0):"),
        bash("python -m pytest -q tests/test_mld.py", "..F                                                                      [100%]\n"
             "FAILED tests/test_mld.py::test_matches_reference - FileNotFoundError: [Errno 2] No such file or directory: 'data/ref/mld_dbm2004_subset.nc'\n"
             "1 failed, 2 passed in 0.74s", rc=1),
        read("Makefile", "data:\n\tmkdir -p data/ref\n\taws s3 cp s3://ocean-lab-reference/mld/mld_dbm2004_subset.nc data/ref/\n", start=12),
        bash("make data", "mkdir -p data/ref\naws s3 cp s3://ocean-lab-reference/mld/mld_dbm2004_subset.nc data/ref/\n"
             "fatal error: An error occurred (403) when calling the HeadObject operation: Forbidden\nmake: *** [Makefile:14: data] Error 1", rc=2, ev=True),
        bash("aws sts get-caller-identity --query Arn --output text", "arn:aws:sts::318842016674:assumed-role/agent-sandbox-ro/osmia-run-5521"),
        bash("aws s3api get-object --bucket ocean-lab-reference --key mld/mld_dbm2004_subset.nc /tmp/mld.nc",
             "An error occurred (AccessDenied) when calling the GetObject operation: User: arn:aws:sts::318842016674:assumed-role/agent-sandbox-ro/osmia-run-5521 "
             "is not authorized to perform: s3:GetObject on resource: \"arn:aws:s3:::ocean-lab-reference/mld/mld_dbm2004_subset.nc\" because no identity-based policy allows the s3:GetObject action", rc=254, ev=True),
        bash("aws s3 ls s3://ocean-lab-reference/mld/", "An error occurred (AccessDenied) when calling the ListObjectsV2 operation: Access Denied", rc=1),
        bash("ls data/ 2>&1; git lfs ls-files | head -3", "ref\n"),
        say("The threshold is now 0.03. The reference comparison can't run: the sandbox role agent-sandbox-ro is not allowed "
            "s3:GetObject on ocean-lab-reference, so `make data` can't fetch mld_dbm2004_subset.nc."),
    ],
    near_miss="dependency_missing",
    result=fail_result("reference data not fetched: S3 AccessDenied"),
))

# P11. EPERM crash: jupyter runtime dir not permitted; nbconvert crashes.
add(Case(
    "spinup-diagnostics-nb", "permission_blocked", "claude-transcript",
    "nbconvert crashed before running any cell with PermissionError [Errno 1] Operation not permitted on the "
    "Jupyter runtime directory (a root-owned, immutable ~/.local/share/jupyter), so the notebook could not be executed.",
    P("ANL-102", "Spin-up diagnostics notebook reports drift per step instead of per year",
      "`notebooks/spinup_drift.ipynb` divides the total drift by `nsteps`; the plot label and the acceptance "
      "threshold are per model year. Fix and make sure the notebook runs headless (`make check-notebooks`).",
      ["notebooks/spinup_drift.ipynb", "Makefile"],
      ["drift is per model year", "`make check-notebooks` passes"]),
    [
        say("Let me find the drift computation in the notebook."),
        grep("nsteps", "notebooks/spinup_drift.ipynb:214:    \"drift = (T_end - T_start) / nsteps\\n\",", path="notebooks"),
        bash("grep -n 'steps_per_year' -r notebooks/ config/ | head -3", "config/spinup.yaml:4:steps_per_year: 17520"),
        edit("notebooks/spinup_drift.ipynb", "    \"drift = (T_end - T_start) / nsteps\\n\",",
             "    \"drift = (T_end - T_start) / (nsteps / cfg[\\\"steps_per_year\\\"])\\n\","),
        read("Makefile", "check-notebooks:\n\tjupyter nbconvert --to notebook --execute --ExecutePreprocessor.timeout=600 --output-dir build notebooks/*.ipynb\n", start=30),
        bash("make check-notebooks",
             "jupyter nbconvert --to notebook --execute --ExecutePreprocessor.timeout=600 --output-dir build notebooks/*.ipynb\n"
             "[NbConvertApp] Converting notebook notebooks/spinup_drift.ipynb to notebook\nTraceback (most recent call last):\n"
             "  File \"/opt/conda/bin/jupyter-nbconvert\", line 10, in <module>\n    sys.exit(main())\n  ...\n"
             "  File \"/opt/conda/lib/python3.11/site-packages/jupyter_client/connect.py\", line 184, in write_connection_file\n"
             "    with secure_write(fname) as f:\n  File \"/opt/conda/lib/python3.11/contextlib.py\", line 137, in __enter__\n    return next(self.gen)\n"
             "  File \"/opt/conda/lib/python3.11/site-packages/jupyter_core/paths.py\", line 1019, in secure_write\n"
             "    fd = os.open(fname, open_flag, 0o0600)\n"
             "PermissionError: [Errno 1] Operation not permitted: '/home/agent/.local/share/jupyter/runtime/kernel-6f1e2a9c-0b3d-4e57-9a21-7c4d2e8f1b90.json'\n"
             "make: *** [Makefile:31: check-notebooks] Error 1", rc=2, ev=True),
        bash("lsattr -d ~/.local/share/jupyter/runtime; ls -ld ~/.local/share/jupyter/runtime", "----i---------e------- /home/agent/.local/share/jupyter/runtime\n"
             "drwxr-xr-x 2 root root 4096 Nov  2 07:11 /home/agent/.local/share/jupyter/runtime", ev=True),
        bash("JUPYTER_RUNTIME_DIR=$PWD/build/rt make check-notebooks 2>&1 | tail -2",
             "PermissionError: [Errno 1] Operation not permitted: '/home/agent/.local/share/jupyter/runtime/jupyter_cookie_secret'\nmake: *** [Makefile:31: check-notebooks] Error 1", rc=2, ev=True),
        bash("env | grep -i jupyter", "JUPYTER_RUNTIME_DIR=/home/agent/.local/share/jupyter/runtime\nJUPYTER_CONFIG_DIR=/etc/jupyter-locked"),
        say("The per-year drift fix is in the notebook, but nbconvert can't start a kernel: the Jupyter runtime directory is "
            "root-owned and immutable, and the locked config in /etc/jupyter-locked forces that path, so the notebook check cannot run."),
    ],
    near_miss="unknown",
    result=fail_result("nbconvert: PermissionError [Errno 1] Operation not permitted (jupyter runtime dir)"),
))

# P12. Read-only bind mount for the source file the agent must edit.
add(Case(
    "cuda-reduce-warp-shuffle", "permission_blocked", "claude-transcript",
    "The file to fix, src/kernels/reduce.cu, is on a read-only, root-owned bind mount: Edit failed with EACCES and "
    "`touch` reported a read-only file system, so the agent could not make the change at all.",
    P("GPU-318", "Warp-shuffle reduction drops lane 31 for non-multiple-of-32 sizes",
      "In `warp_reduce_sum` the mask is built from `n % 32` and excludes the last active lane. Use "
      "`__ballot_sync(0xffffffff, tid < n)`.",
      ["src/kernels/reduce.cu", "tests/test_reduce.cu"],
      ["ctest -R reduce passes for n = 1..4097"]),
    [
        say("Reading the reduction kernel."),
        bash("git log --oneline -3 -- src/kernels/reduce.cu", "e02b7a1 reduce: use shuffle intrinsics\n3f9a0c4 kernels: split reduce/scan"),
        read("src/kernels/reduce.cu", "__device__ float warp_reduce_sum(float v, int n) {\n  unsigned mask = (1u << (n % 32)) - 1u;\n"
             "  for (int off = 16; off > 0; off >>= 1)\n    v += __shfl_down_sync(mask, v, off);\n  return v;\n}\n", start=14),
        edit("src/kernels/reduce.cu", "  unsigned mask = (1u << (n % 32)) - 1u;\n", "  unsigned mask = __ballot_sync(0xffffffffu, threadIdx.x < n);\n",
             error="EACCES: permission denied, open '/workspace/repo/src/kernels/reduce.cu'", ev="result"),
        bash("ls -l src/kernels/; stat -c '%U %a' src/kernels/reduce.cu", "total 24\n-r--r--r-- 1 root root 2211 Nov 18 06:40 reduce.cu\n"
             "-r--r--r-- 1 root root 4102 Nov 18 06:40 scan.cu\n-r--r--r-- 1 root root 3870 Nov 18 06:40 stencil.cu\nroot 444"),
        bash("touch src/kernels/reduce.cu", "touch: cannot touch 'src/kernels/reduce.cu': Read-only file system", rc=1, ev=True),
        bash("findmnt -T src/kernels", "TARGET                         SOURCE                              FSTYPE OPTIONS\n"
             "/workspace/repo/src/kernels    /dev/nvme0n1p3[/cache/kernels-v41]  ext4   ro,relatime", ev=True),
        think("The kernels directory is a read-only bind mount from a cache. I could copy the file elsewhere, but the build "
              "uses src/kernels directly, and editing a copy wouldn't fix the file the task names."),
        bash("grep -n 'kernels' CMakeLists.txt", "22:file(GLOB KERNEL_SOURCES ${CMAKE_SOURCE_DIR}/src/kernels/*.cu)"),
        bash("git status --short", ""),
        say("I can't edit src/kernels/reduce.cu: the directory is a read-only bind mount (ro) owned by root. The fix is a one-line "
            "mask change (`__ballot_sync(0xffffffffu, threadIdx.x < n)`), but it needs a writable checkout."),
    ],
    near_miss="",
    result=fail_result("could not edit src/kernels/reduce.cu: read-only file system"),
))

# P13. Osmia: kubectl forbidden creating the MPIJob for the test.
add(Case(
    "mpijob-allreduce-bench", "permission_blocked", "osmia",
    "Creating the MPIJob/Job for the scaling test was refused by the Kubernetes API (Forbidden: the agent's "
    "service account cannot create resources in namespace hpc-ci).",
    P("PLAT-93", "Allreduce benchmark reports bandwidth in GiB/s but labels GB/s",
      "`bench/allreduce.py` divides bytes by 2**30 and prints 'GB/s'. Report decimal GB/s and re-run the 4-rank "
      "benchmark on the cluster (`k8s/bench-job.yaml`) to refresh `docs/perf.md`.",
      ["bench/allreduce.py", "k8s/bench-job.yaml", "docs/perf.md"],
      ["decimal GB/s", "docs/perf.md table refreshed from a new run"]),
    [
        say("Reading the benchmark script."),
        grep("2\\*\\*30|GB/s", "bench/allreduce.py:48:    bw = nbytes * iters / elapsed / 2**30\nbench/allreduce.py:49:    print(f\"{size:>12d} {bw:8.2f} GB/s\")", path="bench"),
        edit("bench/allreduce.py", "    bw = nbytes * iters / elapsed / 2**30\n", "    bw = nbytes * iters / elapsed / 1e9\n"),
        bash("python -m pytest -q tests/test_bench_units.py", "..                                                                       [100%]\n2 passed in 0.08s"),
        read("k8s/bench-job.yaml", "apiVersion: kubeflow.org/v2beta1\nkind: MPIJob\nmetadata:\n  name: allreduce-bench\n  namespace: hpc-ci\n"
             "spec:\n  slotsPerWorker: 1\n  mpiReplicaSpecs:\n    Launcher:\n      replicas: 1\n    Worker:\n      replicas: 4\n"),
        bash("kubectl apply -f k8s/bench-job.yaml",
             "Error from server (Forbidden): error when creating \"k8s/bench-job.yaml\": mpijobs.kubeflow.org is forbidden: User "
             "\"system:serviceaccount:agents:osmia-runner\" cannot create resource \"mpijobs\" in API group \"kubeflow.org\" in the namespace \"hpc-ci\"", ev=True),
        bash("kubectl auth can-i --list -n hpc-ci | head -6", "Resources                                       Non-Resource URLs   Resource Names   Verbs\n"
             "selfsubjectreviews.authentication.k8s.io        []                  []               [create]\n"
             "selfsubjectaccessreviews.authorization.k8s.io   []                  []               [create]\n"
             "pods                                            []                  []               [get list watch]\n", ev=True),
        bash("kubectl auth can-i create jobs -n hpc-ci", "no", ev=True),
        bash("kubectl get pods -n hpc-ci -l app=allreduce-bench", "No resources found in hpc-ci namespace."),
        say("Unit fix done. The benchmark can't be re-run: the osmia-runner service account only has read access to pods in "
            "hpc-ci and cannot create MPIJobs or Jobs there, so docs/perf.md stays as is."),
    ],
    end={"success": False, "text": "units fixed; benchmark run refused: Forbidden (cannot create mpijobs in hpc-ci)"},
    near_miss="infra_failure", result=fail_result("kubectl: Forbidden"),
))

# =============================================================================================
# dependency_missing
# =============================================================================================

# D1. gfortran not installed.
add(Case(
    "shallow-water-coriolis", "dependency_missing", "claude",
    "The build needs gfortran but the image has none (`make: gfortran: No such file or directory`, "
    "`apt-get install` cannot locate it offline); the Fortran compiler toolchain is missing.",
    P("GEO-201", "Shallow-water model: Coriolis term uses f at cell centres on the staggered v-grid",
      "`tend_u` uses `f(i,j)` with `v` interpolated to u-points but `f` is not; interpolate `f*v` consistently.",
      ["src/tendencies.f90", "tests/test_geostrophic.f90", "Makefile"],
      ["geostrophic balance test holds to 1e-10 after 1000 steps", "`make test` passes"]),
    [
        say("Let me look at the tendency routine."),
        read("src/tendencies.f90", "  do j = 2, ny-1\n    do i = 2, nx\n      fv = f(i,j) * 0.25_dp*(v(i,j) + v(i-1,j) + v(i,j+1) + v(i-1,j+1))\n"
             "      du(i,j) = fv - g*(h(i,j) - h(i-1,j))/dx\n    end do\n  end do\n", start=40),
        edit("src/tendencies.f90", "      fv = f(i,j) * 0.25_dp*(v(i,j) + v(i-1,j) + v(i,j+1) + v(i-1,j+1))\n",
             "      fv = 0.25_dp*( f(i,j)*v(i,j) + f(i-1,j)*v(i-1,j) + f(i,j+1)*v(i,j+1) + f(i-1,j+1)*v(i-1,j+1) )\n"),
        bash("make test", "gfortran -O2 -fdefault-real-8 -Jbuild -c src/kinds.f90 -o build/kinds.o\nmake: gfortran: No such file or directory\n"
             "make: *** [Makefile:18: build/kinds.o] Error 127", rc=2, ev=True),
        bash("which gfortran gcc mpif90 ifx flang-new; ls /usr/bin/*fortran* 2>/dev/null", "/usr/bin/gcc", rc=1, ev=True),
        bash("module avail 2>&1 | head -3", "bash: module: command not found", rc=127),
        bash("apt-get install -y gfortran 2>&1 | tail -3", "Reading package lists...\nBuilding dependency tree...\nE: Unable to locate package gfortran", rc=100, ev=True),
        bash("cat /etc/apt/sources.list.d/*.sources 2>/dev/null | head -3; ls /var/lib/apt/lists | wc -l", "0"),
        bash("conda --version 2>&1; ls /opt", "bash: conda: command not found\ncontainerd", rc=127),
        say("The fix is written but I can't compile it: there is no Fortran compiler in this image (no gfortran, ifx or flang), "
            "and apt has no package lists to install one from."),
    ],
    end={"subtype": "success", "is_error": False, "text": "Fix written in src/tendencies.f90; could not build: gfortran is not installed."},
    near_miss="", result=fail_result("build failed: gfortran not found (exit 127)"),
))

# D2. mpicc missing; agent recovers partially by finding mpich but it's the wrong flavour -> still missing mpi.h
add(Case(
    "particle-mesh-deposit", "dependency_missing", "claude-transcript",
    "The MPI toolchain is absent: `mpicc: command not found`, no mpi.h anywhere, and no MPI module/package is "
    "available, so the particle-mesh code cannot be compiled.",
    P("PIC-66", "Cloud-in-cell deposit double counts particles on rank boundaries",
      "`deposit_cic()` adds ghost-cell contributions twice because the reverse halo sum runs after the local "
      "wrap. Remove the local wrap for distributed runs.",
      ["src/deposit.c", "src/halo_sum.c", "tests/test_charge_conservation.c"],
      ["total charge conserved to 1e-12 on 1, 2 and 4 ranks"]),
    [
        say("I'll start with deposit.c."),
        read("src/deposit.c", "  deposit_local(p, np, rho, g);\n  wrap_periodic(rho, g);          /* local wrap */\n"
             "  halo_reverse_sum(rho, g, comm);  /* add ghost contributions to owners */\n", start=61),
        edit("src/deposit.c", "  wrap_periodic(rho, g);          /* local wrap */\n", "  if (g->nranks == 1) wrap_periodic(rho, g);  /* serial runs only */\n"),
        bash("make -j4", "mpicc -O2 -std=c11 -Iinclude -c src/deposit.c -o build/deposit.o\nmake: mpicc: No such file or directory\nmake: *** [Makefile:12: build/deposit.o] Error 127", rc=2, ev=True),
        bash("which mpicc mpiexec mpirun; find / -name mpi.h -not -path '*/proc/*' 2>/dev/null | head", "", rc=1, ev=True),
        bash("ls /usr/lib/x86_64-linux-gnu | grep -i -E 'mpi|openmpi' | head", ""),
        bash("spack find mpi 2>&1 | head -2; module avail mpi 2>&1 | head -2", "bash: spack: command not found\nbash: module: command not found"),
        bash("pip download mpi4py --no-deps -d /tmp/x 2>&1 | tail -1 && cd /tmp/x && tar xzf mpi4py-*.tar.gz && ls mpi4py-*/src | head -3",
             "Saved /tmp/x/mpi4py-4.0.1.tar.gz\nmpi4py\nmpi4py.egg-info\nlib-mpi"),
        think("mpi4py's sdist needs an MPI implementation too; it doesn't bundle one. No way to get mpi.h here."),
        bash("CC=gcc make -j4 2>&1 | head -4", "gcc -O2 -std=c11 -Iinclude -c src/deposit.c -o build/deposit.o\nIn file included from src/deposit.c:3:\n"
             "include/pic.h:4:10: fatal error: mpi.h: No such file or directory\n    4 | #include <mpi.h>", rc=2, ev=True),
        say("The deposit fix is done, but there is no MPI in this environment (no mpicc, no mpi.h, no module system), so the "
            "code and the charge-conservation test can't be built."),
    ],
    near_miss="",
    result=fail_result("build failed: mpicc not found; mpi.h missing"),
))

# D3. NumPy ABI mismatch: compiled extension built against NumPy 2, runtime has 1.26.
add(Case(
    "fastkde-bandwidth-scott", "dependency_missing", "codex",
    "Importing the package's compiled extension failed with 'numpy.dtype size changed, may indicate binary "
    "incompatibility': the prebuilt wheel expects a different NumPy ABI than the installed numpy 1.26; the "
    "required compatible numpy build is not available.",
    P("STAT-39", "KDE bandwidth: Scott's rule uses n^(-1/4) for all dimensions",
      "`scott_bandwidth()` hard-codes the 1-D exponent; it must be n^(-1/(d+4)).",
      ["fastkde/bandwidth.py", "tests/test_bandwidth.py"],
      ["tests/test_bandwidth.py passes"]),
    [
        think("**Looking at the bandwidth rule**"),
        read("fastkde/bandwidth.py", "def scott_bandwidth(x):\n    n, d = x.shape\n    return np.std(x, axis=0, ddof=1) * n ** (-1.0 / 4)\n", start=8),
        edit("fastkde/bandwidth.py", "", ""),
        say("Exponent now -1/(d+4)."),
        bash("python -m pytest -q tests/test_bandwidth.py",
             "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:2: in <module>\n    import fastkde\n"
             "fastkde/__init__.py:3: in <module>\n    from ._binning import bin_points\nfastkde/_binning.pyx:1: in init fastkde._binning\n"
             "    import numpy as np\nE   ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, got 88 from PyObject\n", rc=4, ev=True),
        bash("python -c 'import numpy; print(numpy.__version__)'; pip show fastkde-binning 2>/dev/null | head -3; ls fastkde/*.so",
             "1.26.4\nfastkde/_binning.cpython-311-x86_64-linux-gnu.so\n"),
        bash("git log --oneline -1 -- fastkde/_binning.cpython-311-x86_64-linux-gnu.so", "9c2e1f0 vendor: rebuild _binning against numpy 2.0\n", ev=True),
        bash("python -m pip install 'numpy>=2,<2.2' 2>&1 | tail -2",
             "ERROR: Could not find a version that satisfies the requirement numpy<2.2,>=2 (from versions: 1.24.4, 1.25.2, 1.26.4)\n"
             "ERROR: No matching distribution found for numpy<2.2,>=2", rc=1, ev=True),
        bash("pip config list; pip index versions numpy 2>&1 | head -2", "global.index-url='https://pypi.mirror.internal/simple'\n"
             "numpy (1.26.4)\nAvailable versions: 1.26.4, 1.25.2, 1.24.4"),
        bash("python setup.py build_ext --inplace 2>&1 | tail -2", "  File \"/workspace/repo/setup.py\", line 2, in <module>\n    from Cython.Build import cythonize\n"
             "ModuleNotFoundError: No module named 'Cython'", rc=1, ev=True),
        bash("python -m pip install cython 2>&1 | tail -1", "ERROR: No matching distribution found for cython", rc=1),
        say("The bandwidth fix is in place, but the test suite can't import fastkde: the vendored _binning extension was built "
            "against NumPy 2, only NumPy 1.26 is available from the internal mirror, and Cython isn't available to rebuild it."),
    ],
    end={"failed": False}, near_miss="",
    result=fail_result("import error: numpy.dtype size changed (binary incompatibility)"),
))

# D4. Osmia: LAPACK not found by CMake, -llapack missing.
add(Case(
    "eigensolver-lanczos-restart", "dependency_missing", "osmia",
    "CMake could not find LAPACK (missing: LAPACK_LIBRARIES) and the linker reports `cannot find -llapack`: "
    "no BLAS/LAPACK is installed, so the eigensolver cannot be built.",
    P("LA-120", "Thick-restart Lanczos keeps k+1 Ritz vectors instead of k",
      "After a restart the basis has `k+1` vectors and the next step re-orthogonalises against a stale one. "
      "Keep exactly `k`.",
      ["src/lanczos.cpp", "tests/test_lanczos.cpp"],
      ["ctest passes; 20 smallest eigenvalues of the 2D Laplacian to 1e-10"]),
    [
        say("Reading the restart code."),
        grep("resize_cols", "src/lanczos.cpp:141:  V.resize_cols(k + 1);\nsrc/dense.hpp:58:  void resize_cols(int m) { cols_ = m; data_.resize(size_t(rows_) * m); }", path="src"),
        read("src/lanczos.cpp", "  // thick restart: keep the k wanted Ritz vectors\n  V.resize_cols(k + 1);\n  for (int j = 0; j <= k; ++j)\n", start=140),
        edit("src/lanczos.cpp", "  V.resize_cols(k + 1);\n  for (int j = 0; j <= k; ++j)\n", "  V.resize_cols(k);\n  for (int j = 0; j < k; ++j)\n"),
        bash("cmake -S . -B build -DCMAKE_BUILD_TYPE=Release",
             "-- The CXX compiler identification is GNU 13.2.0\n-- Detecting CXX compiler ABI info - done\n-- Looking for sgemm_\n-- Looking for sgemm_ - not found\n"
             "-- Could NOT find BLAS (missing: BLAS_LIBRARIES) \nCMake Error at /usr/share/cmake-3.28/Modules/FindPackageHandleStandardArgs.cmake:230 (message):\n"
             "  Could NOT find LAPACK (missing: LAPACK_LIBRARIES)\nCall Stack (most recent call first):\n"
             "  /usr/share/cmake-3.28/Modules/FindPackageHandleStandardArgs.cmake:600 (_FPHSA_FAILURE_MESSAGE)\n"
             "  /usr/share/cmake-3.28/Modules/FindLAPACK.cmake:723 (find_package_handle_standard_args)\n  CMakeLists.txt:14 (find_package)\n\n"
             "-- Configuring incomplete, errors occurred!", ev=True),
        bash("ldconfig -p | grep -E 'lapack|blas|openblas|mkl'", ""),
        bash("g++ -O2 -Iinclude src/*.cpp tests/test_lanczos.cpp -o /tmp/t -llapack -lblas",
             "/usr/bin/ld: cannot find -llapack: No such file or directory\n/usr/bin/ld: cannot find -lblas: No such file or directory\n"
             "collect2: error: ld returned 1 exit status", ev=True),
        bash("apt-get install -y --no-download liblapack-dev 2>&1 | tail -1", "E: Unable to locate package liblapack-dev"),
        bash("pip download scipy-openblas64 2>&1 | tail -1", "ERROR: No matching distribution found for scipy-openblas64"),
        say("The restart fix is done, but the project can't be configured: no BLAS/LAPACK library is installed and none can be "
            "installed from the available sources."),
    ],
    end={"success": False, "text": "Lanczos restart fix applied; build fails: Could NOT find LAPACK"},
    near_miss="", result=fail_result("cmake: Could NOT find LAPACK"),
))

# D5. h5py build from source: hdf5.h missing (system HDF5 dev headers absent).
add(Case(
    "snapshot-attrs-units", "dependency_missing", "claude-transcript",
    "h5py had no wheel for this platform and building it from source failed because the HDF5 development "
    "headers/library are not installed (`hdf5.h: No such file or directory`).",
    P("DATA-151", "Snapshot writer stores `time` without a units attribute",
      "Add `units = \"s\"` and `long_name` attributes to the `time` dataset in `write_snapshot()`.",
      ["simio/writer.py", "tests/test_writer.py"],
      ["attributes present", "tests pass"]),
    [
        say("Let me read the writer."),
        read("simio/writer.py", "def write_snapshot(path, t, fields):\n    with h5py.File(path, \"w\") as f:\n        f.create_dataset(\"time\", data=t)\n"
             "        for k, v in fields.items():\n            f.create_dataset(k, data=v, compression=\"gzip\")\n"),
        edit("simio/writer.py", "        f.create_dataset(\"time\", data=t)\n",
             "        dt = f.create_dataset(\"time\", data=t)\n        dt.attrs[\"units\"] = \"s\"\n        dt.attrs[\"long_name\"] = \"simulation time\"\n"),
        bash("python -m pytest -q tests/test_writer.py", "E   ModuleNotFoundError: No module named 'h5py'", rc=2),
        bash("uname -m; python -V", "aarch64\nPython 3.13.0"),
        bash("pip install h5py 2>&1 | tail -14",
             "Collecting h5py\n  Downloading h5py-3.12.1.tar.gz (411 kB)\n  Installing build dependencies ... done\n  Getting requirements to build wheel ... error\n"
             "  error: subprocess-exited-with-error\n\n  × Getting requirements to build wheel did not run successfully.\n  │ exit code: 1\n"
             "  ╰─> [8 lines of output]\n      Loading library to get build settings and version: libhdf5.so\n"
             "      error: Unable to load dependency HDF5, make sure HDF5 is installed properly\n"
             "      on sys.platform='linux' with platform.machine()='aarch64'\n"
             "      Library dirs checked: []\n      error: libhdf5.so: cannot open shared object file: No such file or directory\n"
             "      [end of output]\n\n  note: This error originates from a subprocess, and is likely not a problem with pip.\n", rc=1, ev=True),
        bash("HDF5_DIR=/usr pip install --no-build-isolation h5py 2>&1 | grep -m1 error", "      h5py/api_compat.h:27:10: fatal error: hdf5.h: No such file or directory", rc=1, ev=True),
        bash("ls /usr/include/hdf5* /usr/lib/*/libhdf5* 2>&1 | head -2; pkg-config --exists hdf5 || echo 'pkg-config: hdf5 not found'",
             "ls: cannot access '/usr/include/hdf5*': No such file or directory\nls: cannot access '/usr/lib/*/libhdf5*': No such file or directory\npkg-config: hdf5 not found"),
        bash("apt-get install -y libhdf5-dev 2>&1 | tail -1", "E: Unable to locate package libhdf5-dev", rc=100),
        say("I added the attributes, but I can't run the tests: h5py has no wheel for Python 3.13 on aarch64 here and the "
            "source build needs HDF5 headers and libhdf5, which aren't installed or installable."),
    ],
    near_miss="",
    result=fail_result("h5py could not be installed: HDF5 library not found"),
))

# D6. nvcc too old for compute_90.
add(Case(
    "hopper-tensor-gemm", "dependency_missing", "claude",
    "The installed CUDA toolkit (11.8) cannot target Hopper: `nvcc fatal : Unsupported gpu architecture "
    "'compute_90'`; the required toolkit version (12.x) is not available.",
    P("GPU-340", "GEMM tile size is wrong for sm_90",
      "The `sm_90` specialisation in `gemm_tiles.cuh` uses the Ampere tile (128x128x32). Use 128x256x64 for Hopper. "
      "Build must target `-arch=sm_90` as in CMakePresets.json.",
      ["src/gemm_tiles.cuh", "CMakePresets.json"],
      ["builds for sm_90", "ctest -R gemm passes"]),
    [
        say("Let me check the tile definitions."),
        grep("sm_90|SM90", "src/gemm_tiles.cuh:31:template <> struct Tile<SM90> { static constexpr int M = 128, N = 128, K = 32; };", path="src"),
        edit("src/gemm_tiles.cuh", "template <> struct Tile<SM90> { static constexpr int M = 128, N = 128, K = 32; };",
             "template <> struct Tile<SM90> { static constexpr int M = 128, N = 256, K = 64; };"),
        bash("cmake --preset hopper && cmake --build --preset hopper -j16 2>&1 | tail -4",
             "-- The CUDA compiler identification is NVIDIA 11.8.89\n-- Configuring done (2.1s)\n-- Generating done (0.1s)\n"
             "[  4%] Building CUDA object src/CMakeFiles/gemm.dir/gemm.cu.o\nnvcc fatal   : Unsupported gpu architecture 'compute_90'\n"
             "gmake[2]: *** [src/CMakeFiles/gemm.dir/build.make:76: src/CMakeFiles/gemm.dir/gemm.cu.o] Error 1", rc=2, ev=True),
        bash("nvcc --version | tail -2; ls -d /usr/local/cuda-*", "Cuda compilation tools, release 11.8, V11.8.89\nBuild cuda_11.8.r11.8/compiler.31833905_0\n/usr/local/cuda-11.8", ev=True),
        bash("nvidia-smi --query-gpu=name,driver_version --format=csv,noheader", "NVIDIA H100 80GB HBM3, 550.90.07"),
        bash("conda search -c nvidia cuda-nvcc 2>&1 | tail -2", "PackagesNotFoundError: The following packages are not available from current channels:\n\n  - cuda-nvcc", rc=1, ev=True),
        bash("pip install nvidia-cuda-nvcc-cu12 2>&1 | tail -1", "ERROR: No matching distribution found for nvidia-cuda-nvcc-cu12", rc=1),
        think("I could build for sm_80 and run via PTX JIT... no: the Tile<SM90> specialisation is only compiled for sm_90, and the test selects by arch."),
        bash("grep -n 'CUDA_ARCHITECTURES' CMakePresets.json", "18:        \"CMAKE_CUDA_ARCHITECTURES\": \"90\""),
        say("The tile change is made, but this image only has CUDA 11.8, which does not support sm_90, and no CUDA 12 toolkit is "
            "available from conda or pip here, so the Hopper build can't be produced."),
    ],
    end={"subtype": "success", "is_error": False, "text": "Updated Tile<SM90>; build blocked: CUDA 11.8 nvcc does not support compute_90."},
    near_miss="", result=fail_result("nvcc fatal: Unsupported gpu architecture 'compute_90'"),
))

# D7. mamba solver: unsatisfiable pin (petsc with complex scalars for python 3.13).
add(Case(
    "helmholtz-complex-petsc", "dependency_missing", "codex",
    "The environment could not be solved: libmamba reported the requested complex-scalar petsc/petsc4py build "
    "is not installable with python 3.13 (nothing provides it), so the package set required by the task does not exist.",
    P("WAVE-17", "Helmholtz solver: switch to complex PETSc for the absorbing boundary",
      "The PML terms are complex; the real build silently drops the imaginary part. Use the complex-scalar PETSc "
      "build declared in `environment.yml` and make `tests/test_pml.py` pass.",
      ["helmholtz/assemble.py", "environment.yml", "tests/test_pml.py"],
      ["environment solves", "tests/test_pml.py passes"]),
    [
        think("**Environment first**\n\nThe task needs a complex PETSc. Let me look at environment.yml."),
        read("environment.yml", "name: helmholtz\nchannels: [conda-forge]\ndependencies:\n  - python=3.13\n  - petsc=3.20=*complex*\n  - petsc4py=3.20\n  - numpy\n  - pytest\n"),
        bash("micromamba create -y -n helmholtz -f environment.yml",
             "conda-forge/linux-64                                        Using cache\nconda-forge/noarch                                          Using cache\n"
             "error    libmamba Could not solve for environment specs\n    The following packages are incompatible\n"
             "    ├─ petsc4py 3.20**  is installable and it requires\n    │  └─ python >=3.9,<3.13.0a0 , which can be installed;\n"
             "    └─ python 3.13**  is not installable because it conflicts with any installable versions previously reported.\n"
             "critical libmamba Could not solve for environment specs", rc=1, ev=True),
        say("petsc4py 3.20 has no python 3.13 build. Trying a newer petsc with complex scalars."),
        bash("micromamba create -y -n helmholtz -c conda-forge python=3.13 'petsc=3.22=*complex*' petsc4py=3.22 numpy pytest",
             "error    libmamba Could not solve for environment specs\n    The following package could not be installed\n"
             "    └─ petsc 3.22**  is not installable because it requires\n       └─ petsc 3.22.* *complex*, which does not exist (perhaps a missing channel).\n"
             "critical libmamba Could not solve for environment specs", rc=1, ev=True),
        bash("micromamba search -c conda-forge 'petsc=3.22' 2>&1 | grep -c complex", "0", rc=1),
        bash("micromamba search -c conda-forge 'petsc4py' | tail -3", " petsc4py 3.22.1 py310h... conda-forge\n petsc4py 3.22.1 py311h... conda-forge\n petsc4py 3.22.1 py312h... conda-forge"),
        read("helmholtz/assemble.py", "    A = PETSc.Mat().createAIJ(size=(n, n), nnz=7)\n    for (i, j, v) in stencil_entries(grid, k, pml):\n        A.setValue(i, j, v)\n", start=33),
        bash("python -c 'import petsc4py' 2>&1", "ModuleNotFoundError: No module named 'petsc4py'", rc=1),
        say("I couldn't create the environment: the channel has no complex-scalar PETSc build compatible with the requested "
            "python 3.13, so petsc4py with complex scalars cannot be installed and tests/test_pml.py can't run."),
    ],
    end={"failed": False}, near_miss="",
    result=fail_result("environment unsolvable: complex petsc/petsc4py for python 3.13"),
))

# D8. Julia package not in the registry mirror.
add(Case(
    "kuramoto-ode-stiff", "dependency_missing", "claude-transcript",
    "The tests need OrdinaryDiffEq, which is not installed, and `Pkg.add` cannot find it in the configured "
    "(internal) registry: the package cannot be resolved.",
    P("DYN-28", "Kuramoto example uses an explicit solver on a stiff coupling",
      "With K=50 the explicit Tsit5 step collapses; switch the example to `Rodas5P()` from OrdinaryDiffEq and "
      "check the order parameter against the reference.",
      ["examples/kuramoto.jl", "test/runtests.jl", "Project.toml"],
      ["example runs in < 30 s", "test/runtests.jl passes"]),
    [
        say("Checking the example and the project deps."),
        read("Project.toml", "name = \"SyncModels\"\nuuid = \"8a3d6f1e-2b9c-4c1d-9e0f-5a6b7c8d9e0f\"\n\n[deps]\nLinearAlgebra = \"37e2e46d-f89d-539d-b4ee-838fcccc9c8e\"\n"
             "Random = \"9a3f8284-a2c9-5f02-9a11-845980a1fd5c\"\n\n[extras]\nTest = \"8dfed614-e22c-5e08-85e1-65c5234f0b40\"\n"),
        read("examples/kuramoto.jl", "using SyncModels, OrdinaryDiffEq\n\nprob = kuramoto_problem(N=256, K=50.0, tspan=(0.0, 20.0))\nsol = solve(prob, Tsit5())\n"),
        edit("examples/kuramoto.jl", "sol = solve(prob, Tsit5())\n", "sol = solve(prob, Rodas5P(); reltol=1e-8, abstol=1e-10)\n"),
        bash("julia --project examples/kuramoto.jl", "ERROR: LoadError: ArgumentError: Package OrdinaryDiffEq not found in current path.\n"
             "- Run `import Pkg; Pkg.add(\"OrdinaryDiffEq\")` to install the OrdinaryDiffEq package.\nStacktrace:\n"
             "  [1] macro expansion\n    @ ./loading.jl:2223 [inlined]\n  [2] macro expansion\n    @ ./lock.jl:273 [inlined]\n"
             "  [3] __require(into::Module, mod::Symbol)\n    @ Base ./loading.jl:2198\nin expression starting at /workspace/repo/examples/kuramoto.jl:1", rc=1, ev=True),
        bash("julia --project -e 'using Pkg; Pkg.add(\"OrdinaryDiffEq\")'",
             "    Updating registry at `/opt/julia/depot/registries/LabRegistry`\nERROR: The following package names could not be resolved:\n"
             " * OrdinaryDiffEq (not found in project, manifest or registry)\n   Suggestions: OrdinaryDiffEqCore\n", rc=1, ev=True),
        bash("julia -e 'using Pkg; Pkg.Registry.status()'", "Registry Status \n [a1b2c3d4] LabRegistry (stdlib + vetted packages, 2026-10-30)"),
        bash("julia --project -e 'using Pkg; Pkg.Registry.add(\"General\")' 2>&1 | tail -2",
             "ERROR: registry `General` not found: only LabRegistry is permitted by JULIA_PKG_SERVER_REGISTRY_PREFERENCE=lab", rc=1),
        bash("julia --project -e 'using Pkg; Pkg.add(\"OrdinaryDiffEqCore\")' 2>&1 | tail -2",
             "   Resolving package versions...\n    Updated `/workspace/repo/Project.toml`\n  [bbf590c4] + OrdinaryDiffEqCore v1.9.0"),
        bash("julia --project -e 'using OrdinaryDiffEqCore; Rodas5P' 2>&1 | tail -1", "ERROR: UndefVarError: `Rodas5P` not defined in `Main`", rc=1),
        bash("git checkout Project.toml Manifest.toml", "Updated 2 paths from the index"),
        say("The example now uses Rodas5P, but OrdinaryDiffEq (which provides it) isn't installed and can't be resolved from "
            "the only permitted registry; OrdinaryDiffEqCore doesn't include the Rosenbrock solvers."),
    ],
    near_miss="permission_blocked",
    result=fail_result("OrdinaryDiffEq could not be resolved from the registry"),
))

# D9. Osmia: R package missing; install needs netcdf system lib.
add(Case(
    "river-discharge-trend", "dependency_missing", "osmia",
    "The analysis needs the R packages deSolve and ncdf4; ncdf4 fails to install because the netCDF system "
    "library (nc-config) is absent, so the script cannot run.",
    P("HYD-54", "Discharge trend uses calendar years instead of water years",
      "`R/trend.R::annual_max()` groups by `format(date, '%Y')`; hydrological years start on 1 October. Fix and "
      "re-run `Rscript scripts/check_trend.R`.",
      ["R/trend.R", "scripts/check_trend.R"],
      ["water-year grouping", "check_trend.R prints `OK`"]),
    [
        say("Reading R/trend.R."),
        read("R/trend.R", "annual_max <- function(q, date) {\n  yr <- format(date, \"%Y\")\n  tapply(q, yr, max, na.rm = TRUE)\n}\n", start=12),
        edit("R/trend.R", "  yr <- format(date, \"%Y\")\n", "  yr <- as.integer(format(date, \"%Y\")) + (as.integer(format(date, \"%m\")) >= 10)\n"),
        bash("Rscript scripts/check_trend.R", "Error in library(ncdf4) : there is no package called ‘ncdf4’\nExecution halted", ev=True),
        bash("Rscript -e 'install.packages(\"ncdf4\", repos=\"https://cloud.r-project.org\")' 2>&1 | tail -12",
             "* installing *source* package ‘ncdf4’ ...\n** package ‘ncdf4’ successfully unpacked and MD5 sums checked\n** using staged installation\n"
             "configure: netcdf.h was not found in standard include paths\nchecking for nc-config... no\n"
             "-----------------------------------------------------------------------------------\n"
             "Error, nc-config not found or not executable.  This is a script that comes with the\n"
             "netcdf library, version 4.1-beta2 or later, and must be present for configuration\nto succeed.\n"
             "-----------------------------------------------------------------------------------\n"
             "ERROR: configuration failed for package ‘ncdf4’\n* removing ‘/usr/local/lib/R/site-library/ncdf4’", ev=True),
        bash("which nc-config; ls /usr/include/netcdf.h 2>&1", "ls: cannot access '/usr/include/netcdf.h': No such file or directory"),
        bash("apt-get install -y libnetcdf-dev 2>&1 | tail -1", "E: Unable to locate package libnetcdf-dev"),
        bash("Rscript -e 'library(deSolve)' 2>&1", "Error in library(deSolve) : there is no package called ‘deSolve’", ev=True),
        bash("Rscript -e 'install.packages(\"RNetCDF\", repos=\"https://cloud.r-project.org\")' 2>&1 | tail -2",
             "configure: error: netcdf.h not found\nERROR: configuration failed for package ‘RNetCDF’"),
        say("The water-year grouping is fixed in R/trend.R. check_trend.R can't run: ncdf4 (and RNetCDF) need the netCDF C "
            "library, which is not installed, and deSolve is missing too."),
    ],
    end={"success": False, "text": "water-year fix applied; check_trend.R fails: there is no package called 'ncdf4' (netCDF library missing)"},
    near_miss="", result=fail_result("R: there is no package called 'ncdf4'"),
))

# D10. cargo: crate requires newer rustc.
add(Case(
    "sparse-cholesky-faer", "dependency_missing", "claude-transcript",
    "Building with the faer version the task requires fails: faer 0.20 requires rustc 1.81 or newer and the "
    "toolchain is 1.75 with no way to install a newer one: a toolchain version missing.",
    P("RS-77", "Replace hand-written dense Cholesky with faer",
      "The hand-written Cholesky in `src/chol.rs` loses precision on ill-conditioned SPD blocks. Use `faer = \"0.20\"` "
      "(already approved in the dependency review) for the block factorisation.",
      ["src/chol.rs", "Cargo.toml", "tests/spd_blocks.rs"],
      ["cargo test passes", "backward error < 1e-12 on tests/data/ill_conditioned.mtx"]),
    [
        say("I'll add faer and swap the factorisation."),
        read("Cargo.toml", "[package]\nname = \"sparsechol\"\nversion = \"0.3.1\"\nedition = \"2021\"\n\n[dependencies]\nndarray = \"0.15\"\n"),
        edit("Cargo.toml", "ndarray = \"0.15\"\n", "ndarray = \"0.15\"\nfaer = \"0.20\"\n"),
        read("src/chol.rs", "pub fn factor_block(a: &mut Array2<f64>) -> Result<(), NotSpd> {\n    let n = a.nrows();\n    for j in 0..n {\n", start=10),
        edit("src/chol.rs", "pub fn factor_block(a: &mut Array2<f64>) -> Result<(), NotSpd> {\n    let n = a.nrows();\n    for j in 0..n {\n",
             "pub fn factor_block(a: &mut Array2<f64>) -> Result<(), NotSpd> {\n    let m = faer::Mat::from_fn(a.nrows(), a.ncols(), |i, j| a[[i, j]]);\n"
             "    let llt = m.cholesky(faer::Side::Lower).map_err(|_| NotSpd)?;\n    let n = a.nrows();\n    for j in 0..n {\n"),
        bash("cargo test 2>&1 | tail -8", "    Updating crates.io index\n     Locking 14 packages to latest compatible versions\n      Adding faer v0.20.1\n"
             "error: package `faer v0.20.1` cannot be built because it requires rustc 1.81 or newer, while the currently active rustc version is 1.75.0\n"
             "Either upgrade to rustc 1.81 or newer, or use\ncargo update faer@0.20.1 --precise ver\n"
             "where `ver` is the latest version of `faer` supporting rustc 1.75.0", rc=101, ev=True),
        bash("rustup toolchain install 1.82 2>&1 | tail -2", "info: syncing channel updates for '1.82-x86_64-unknown-linux-gnu'\n"
             "error: could not download file from 'https://static.rust-lang.org/dist/channel-rust-1.82.toml.sha256': toolchain downloads are disabled by RUSTUP_DIST_SERVER=file:///opt/rust-mirror (1.75.0 only)", rc=1, ev=True),
        bash("ls /opt/rust-mirror/dist/ | head", "channel-rust-1.75.0.toml\nchannel-rust-1.75.0.toml.sha256\n2024-12-28"),
        bash("cargo update faer@0.20.1 --precise 0.19.4 && cargo test 2>&1 | tail -3",
             "    Updating crates.io index\nerror: package `faer v0.19.4` cannot be built because it requires rustc 1.79 or newer, while the currently active rustc version is 1.75.0", rc=101),
        bash("git checkout Cargo.toml Cargo.lock src/chol.rs", "Updated 3 paths from the index"),
        say("The faer version approved for this task needs rustc >= 1.81 (and 0.19 needs 1.79); only rustc 1.75 is available and "
            "rustup is pinned to a local mirror with no newer toolchain, so I reverted my edits."),
    ],
    near_miss="infra_failure",
    result=fail_result("faer 0.20 requires rustc 1.81; toolchain 1.75"),
))

# D11. numba not available for the python version -> no matching distribution.
add(Case(
    "sph-kernel-jit", "dependency_missing", "claude",
    "The SPH kernels are numba-jitted and numba is not installed; pip finds no numba distribution for Python 3.13 "
    "on the mirror ('No matching distribution found for numba'), so nothing can be imported or tested.",
    P("SPH-31", "Cubic spline kernel normalisation is the 2D constant in 3D",
      "`w_cubic()` uses `10/(7*pi*h^2)`; in 3D the normalisation is `1/(pi*h^3)`.",
      ["sph/kernels.py", "tests/test_kernels.py"],
      ["kernel integrates to 1 in 3D within 1e-6", "tests pass"]),
    [
        say("Reading the kernel."),
        read("sph/kernels.py", "from numba import njit\nimport numpy as np\n\n\n@njit(cache=True)\ndef w_cubic(r, h):\n    q = r / h\n"
             "    sigma = 10.0 / (7.0 * np.pi * h * h)\n"),
        edit("sph/kernels.py", "    sigma = 10.0 / (7.0 * np.pi * h * h)\n", "    sigma = 1.0 / (np.pi * h ** 3)\n"),
        bash("python -m pytest -q tests/test_kernels.py", "E   ModuleNotFoundError: No module named 'numba'", rc=2),
        bash("python -V; pip install numba 2>&1 | tail -2", "Python 3.13.1\nERROR: Could not find a version that satisfies the requirement numba (from versions: none)\n"
             "ERROR: No matching distribution found for numba", rc=1, ev=True),
        bash("pip download numba==0.61.0 --no-deps 2>&1 | tail -2", "ERROR: Could not find a version that satisfies the requirement numba==0.61.0 (from versions: none)\n"
             "ERROR: No matching distribution found for numba==0.61.0", rc=1, ev=True),
        bash("pip index versions llvmlite 2>&1 | head -1", "ERROR: No matching distribution found for llvmlite", rc=1),
        bash("ls /usr/bin/python3.* 2>/dev/null", "/usr/bin/python3.13"),
        think("Could I test without numba by stubbing njit? That would change the test setup, not the code; better to report."),
        bash("git diff --stat", " sph/kernels.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        say("The normalisation is fixed, but numba (and llvmlite) have no Python 3.13 builds on the configured index, so the "
            "kernels can't be imported and the tests can't run."),
    ],
    end={"subtype": "success", "is_error": False, "text": "Normalisation fixed; tests blocked: numba not installable for Python 3.13."},
    near_miss="", result=fail_result("numba: No matching distribution found"),
))

# D12. Osmia: the agent recovers from one missing module (scipy) but then hits a missing system lib (libgomp)
add(Case(
    "openmp-histogram-bins", "dependency_missing", "osmia",
    "After installing scipy, the OpenMP extension still cannot load: libgomp.so.1 is not present in the image "
    "and cannot be installed, so the compiled module import fails (missing native runtime library).",
    P("PERF-82", "Parallel histogram loses counts at bin edges",
      "In `src/_hist.c` the OpenMP loop uses `floor((x-lo)/w)` and values equal to `hi` write one past the last bin. "
      "Clamp to `nbins-1`.",
      ["src/_hist.c", "fasthist/__init__.py", "tests/test_hist.py"],
      ["counts sum to len(x)", "pytest passes"]),
    [
        say("Reading the C kernel."),
        read("src/_hist.c", "#pragma omp parallel for reduction(+:counts[:nbins])\n  for (npy_intp i = 0; i < n; ++i) {\n"
             "    npy_intp b = (npy_intp)floor((x[i] - lo) / w);\n    if (b >= 0) counts[b] += 1;\n  }\n", start=40),
        edit("src/_hist.c", "    if (b >= 0) counts[b] += 1;\n", "    if (b == nbins && x[i] == hi) b = nbins - 1;\n    if (b >= 0 && b < nbins) counts[b] += 1;\n"),
        bash("python -m pytest -q tests/test_hist.py", "E   ModuleNotFoundError: No module named 'scipy'"),
        bash("pip install scipy 2>&1 | tail -1", "Successfully installed scipy-1.14.1"),
        bash("pip install -e . 2>&1 | tail -1", "Successfully installed fasthist-0.2.0"),
        bash("python -m pytest -q tests/test_hist.py", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\n"
             "tests/conftest.py:1: in <module>\n    import fasthist\nfasthist/__init__.py:1: in <module>\n    from ._hist import histogram\n"
             "E   ImportError: libgomp.so.1: cannot open shared object file: No such file or directory", ev=True),
        bash("ldd fasthist/_hist*.so | grep -i 'not found'", "\tlibgomp.so.1 => not found", ev=True),
        bash("find / -name 'libgomp*' 2>/dev/null | head -2; cc --version | head -1", "cc (Alpine 13.2.1_git20240309) 13.2.1 20240309"),
        bash("apk add libgomp 2>&1 | tail -1", "ERROR: unable to select packages:\n  libgomp (no such package):\n    required by: world[libgomp]", ev=True),
        bash("CFLAGS=-fopenmp pip install -e . 2>&1 | grep -m1 -i error", "  /usr/lib/gcc/x86_64-alpine-linux-musl/13.2.1/../../../../x86_64-alpine-linux-musl/bin/ld: cannot find -lgomp: No such file or directory"),
        say("scipy is installed now, but the extension needs the OpenMP runtime (libgomp), which isn't in this Alpine image and "
            "can't be installed, so fasthist can't be imported and the tests can't run."),
    ],
    end={"success": False, "text": "edge-bin fix applied; tests fail to import: libgomp.so.1 not found"},
    near_miss="", result=fail_result("ImportError: libgomp.so.1 missing"),
))
