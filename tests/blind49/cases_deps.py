"""dependency_missing: compilers, Rust, Python versions, resolvers, system libraries, unpublished packages."""
from gen_lib import B, E, END, G, R, Run, S, T, TODO, U, W
from pyfix import pytest_q_pass

CASES = []
add = CASES.append

P = """# PERF-212: Enable the C speedups in `fastcsv`

`fastcsv` has an optional C accelerator (src/fastcsv/_speedups.c) that is disabled in setup.py
(`ext_modules=[]`). Re-enable it, install the package in editable mode and show the benchmark in
benchmarks/bench_parse.py is at least 3x faster than pure Python.
"""
add(Run("fastcsv-c-speedups", "claude", "dependency_missing",
        why="Building the C extension failed because there is no C compiler in the image "
            "(`error: command 'gcc' failed: No such file or directory`; no gcc/cc on PATH).",
        prompt=P, steps=[
            R("setup.py", "from setuptools import Extension, setup\n\nspeedups = Extension(\"fastcsv._speedups\", [\"src/fastcsv/_speedups.c\"])\n\n"
              "setup(ext_modules=[])  # TODO: re-enable [speedups] once the leak is fixed\n"),
            G("leak|_speedups", "src/fastcsv/reader.py:7:    from fastcsv._speedups import parse_line as _parse_line\nsrc/fastcsv/reader.py:9:    _parse_line = None\n"
              "CHANGELOG.md:41:- 1.8.2: fix leak in _speedups.parse_line on quoted fields"),
            E("setup.py", "setup(ext_modules=[])  # TODO: re-enable [speedups] once the leak is fixed", "setup(ext_modules=[speedups])"),
            B("uv pip install -e .",
              "Resolved 1 package in 4ms\n  × Failed to build `fastcsv @ file:///workspace`\n  ├─▶ The build backend returned an error\n"
              "  ╰─▶ Call to `setuptools.build_meta.build_editable` failed (exit status: 1)\n\n      [stdout]\n      running editable_wheel\n"
              "      creating /tmp/tmp9c1y0v2l/.tmp-1k2m9x_q/fastcsv.egg-info\n      writing /tmp/tmp9c1y0v2l/.tmp-1k2m9x_q/fastcsv.egg-info/PKG-INFO\n"
              "      running build_ext\n      building 'fastcsv._speedups' extension\n      creating build/temp.linux-x86_64-cpython-312/src/fastcsv\n"
              "      gcc -fno-strict-overflow -Wsign-compare -DNDEBUG -g -O3 -Wall -fPIC -I/workspace/.venv/include "
              "-I/usr/local/include/python3.12 -c src/fastcsv/_speedups.c -o build/temp.linux-x86_64-cpython-312/src/fastcsv/_speedups.o\n\n"
              "      [stderr]\n      error: command 'gcc' failed: No such file or directory\n\n"
              "      hint: This usually indicates a problem with the package or the build environment.", rc=1, ev=True),
            B("which gcc cc clang; ls /usr/bin/*gcc* 2>/dev/null; cat /etc/os-release | head -2",
              "PRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\nNAME=\"Debian GNU/Linux\"", rc=1, ev=True),
            T("No C compiler at all in this image (python:3.12-slim). The extension can't be built here."),
            B("uv pip install -e . --config-settings=--build-option=--no-speedups 2>&1 | tail -2",
              "      error: command 'gcc' failed: No such file or directory\n\n      hint: This usually indicates a problem with the package or the build environment.", rc=1),
            B("git diff", "diff --git a/setup.py b/setup.py\n--- a/setup.py\n+++ b/setup.py\n@@ -4 +4 @@\n-setup(ext_modules=[])  # TODO: re-enable [speedups] once the leak is fixed\n+setup(ext_modules=[speedups])"),
            END(False, "I re-enabled the extension in setup.py, but it cannot be built in this environment: there "
                       "is no C compiler (`error: command 'gcc' failed: No such file or directory`). The benchmark "
                       "could not be run.", subtype="success"),
        ]))

P = """# NLP-90: Build `tokfast` from source for the new tokenizer rules

`tokfast` is our setuptools-rust extension (rust/src/lib.rs). The new normalisation rules in
rust/src/normalize.rs need a rebuild: `pip install -e .` then `pytest tests/test_normalize.py`.
"""
add(Run("tokfast-rust-rebuild", "codex", "dependency_missing",
        why="The editable install needs a Rust toolchain and there is none ('error: can't find Rust compiler', "
            "no cargo/rustc/rustup); the Python tests then fail on the stale extension.",
        prompt=P, steps=[
            T("**Reviewing build configuration**"),
            R("pyproject.toml", "[build-system]\nrequires = [\"setuptools>=68\", \"setuptools-rust>=1.9\"]\nbuild-backend = \"setuptools.build_meta\"\n\n"
              "[project]\nname = \"tokfast\"\nversion = \"0.8.0\"\nrequires-python = \">=3.10\"\n\n[[tool.setuptools-rust.ext-modules]]\n"
              "target = \"tokfast._native\"\npath = \"rust/Cargo.toml\"\nbinding = \"PyO3\"\n"),
            B("pip install -e . 2>&1 | tail -30",
              "Obtaining file:///workspace\n  Installing build dependencies: started\n  Installing build dependencies: finished with status 'done'\n"
              "  Checking if build backend supports build_editable: started\n  Checking if build backend supports build_editable: finished with status 'done'\n"
              "  Getting requirements to build editable: started\n  Getting requirements to build editable: finished with status 'done'\n"
              "  Preparing editable metadata (pyproject.toml): started\n  Preparing editable metadata (pyproject.toml): finished with status 'done'\n"
              "Building wheels for collected packages: tokfast\n  Building editable for tokfast (pyproject.toml): started\n"
              "  Building editable for tokfast (pyproject.toml): finished with status 'error'\n  error: subprocess-exited-with-error\n  \n"
              "  × Building editable for tokfast (pyproject.toml) did not run successfully.\n  │ exit code: 1\n  ╰─> [24 lines of output]\n"
              "      running editable_wheel\n      creating /tmp/pip-wheel-7q1n8x0d/.tmp-0v3tpp2r/tokfast.egg-info\n      running build_ext\n"
              "      running build_rust\n      error: can't find Rust compiler\n      \n"
              "      If you are using an outdated pip version, it is possible a prebuilt wheel is available for this package but pip is not able to install from it. Installing from the wheel would avoid the need for a Rust compiler.\n      \n"
              "      To update pip, run:\n      \n          pip install --upgrade pip\n      \n      and then retry package installation.\n      \n"
              "      If you did intend to build this package from source, try installing a Rust compiler from your system package manager and ensure it is on the PATH during installation. Alternatively, rustup (available at https://rustup.rs) is the recommended way to download and update the Rust compiler toolchain.\n"
              "      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not a problem with pip.\n"
              "  ERROR: Failed building editable for tokfast\nFailed to build tokfast\n"
              "ERROR: ERROR: Failed to build installable wheels for some pyproject.toml based projects (tokfast)", rc=1, ev=True),
            B("command -v cargo rustc rustup || echo 'no rust toolchain'; ls ~/.cargo/bin 2>&1", "no rust toolchain\nls: cannot access '/home/agent/.cargo/bin': No such file or directory", rc=2, ev=True),
            T("**No Rust toolchain available**\n\nThe environment has no cargo/rustc, and the task requires building "
              "the native module from source. Checking whether an old build is importable."),
            B("python -c 'import tokfast._native as n; print(n.__file__)'; pytest -q tests/test_normalize.py 2>&1 | tail -6",
              "/workspace/src/tokfast/_native.cpython-312-x86_64-linux-gnu.so\nFF..F\n"
              "FAILED tests/test_normalize.py::test_fold_fullwidth - AssertionError: assert 'ＡＢＣ' == 'ABC'\n"
              "FAILED tests/test_normalize.py::test_strip_zero_width - AssertionError: assert 'a\\u200bb' == 'ab'\n"
              "FAILED tests/test_normalize.py::test_nfkc_ligatures - AssertionError: assert 'ﬁ' == 'fi'\n3 failed, 2 passed in 0.09s", rc=1),
            S("The rebuild can't happen: there is no Rust compiler in this environment (`error: can't find Rust "
              "compiler`). The tests fail because the stale `_native` extension predates the new rules."),
            END(False, "Rust toolchain not installed; tokfast extension not rebuilt.", subtype="completed"),
        ]))

P = """# FIN-418: Use `tomllib` and `typing.Self` in `acme-ledger`

The project now targets 3.11+ (`requires-python = ">=3.11"` is already set). Replace the `tomli`
fallback with `tomllib` and `TypeVar`-bound builders with `typing.Self`. Run the tests.
"""
add(Run("ledger-tomllib-self", "claude-transcript", "dependency_missing",
        why="The only interpreter in the pod is Python 3.9.18 and the package requires >=3.11 "
            "('requires a different Python: 3.9.18 not in \\'>=3.11\\''); no 3.11 toolchain is available.",
        prompt=P, steps=[
            U(P),
            G("tomli|TypeVar", "src/acme_ledger/config.py:3:    import tomllib\nsrc/acme_ledger/config.py:5:    import tomli as tomllib\n"
              "src/acme_ledger/builder.py:2:from typing import TypeVar\nsrc/acme_ledger/builder.py:4:B = TypeVar(\"B\", bound=\"EntryBuilder\")"),
            E("src/acme_ledger/config.py", "try:\n    import tomllib\nexcept ModuleNotFoundError:\n    import tomli as tomllib", "import tomllib"),
            E("src/acme_ledger/builder.py", "from typing import TypeVar\n\nB = TypeVar(\"B\", bound=\"EntryBuilder\")\n", "from typing import Self\n"),
            E("src/acme_ledger/builder.py", "    def with_memo(self: B, memo: str) -> B:", "    def with_memo(self, memo: str) -> Self:"),
            B("python3 -m pip install -e '.[test]'",
              "Obtaining file:///workspace\n  Installing build dependencies ... done\n  Checking if build backend supports build_editable ... done\n"
              "  Getting requirements to build editable ... done\n  Preparing editable metadata (pyproject.toml) ... done\n"
              "ERROR: Package 'acme-ledger' requires a different Python: 3.9.18 not in '>=3.11'", rc=1, ev=True),
            B("ls /usr/bin/python3* /usr/local/bin/python3* 2>/dev/null; python3 --version; which uv pyenv conda",
              "/usr/bin/python3\n/usr/bin/python3.9\n/usr/bin/python3.9-config\nPython 3.9.18", rc=1, ev=True),
            B("python3 -m pip download --only-binary=:all: --python-version 3.11 cpython 2>&1 | tail -1",
              "ERROR: No matching distribution found for cpython", rc=1),
            T("There is no Python 3.11 here and no tool (uv/pyenv/conda) to get one. I shouldn't relax requires-python."),
            B("python3 -c 'import tomllib' ", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
              "ModuleNotFoundError: No module named 'tomllib'", rc=1),
            END(False, "The code changes are made, but I can't install or test the package: the container only has "
                       "Python 3.9.18 and the project requires >=3.11 (`tomllib` and `typing.Self` don't exist on 3.9)."),
        ]))

P = """# OBS-133: Emit ingest metrics through `acme-telemetry`

Replace the statsd calls in `collector/metrics.py` with our internal `acme-telemetry` client
(`acme-telemetry = "^1.4"`, published on the `acme` Poetry source). Update the lock file and tests.
"""
add(Run("collector-acme-telemetry", "osmia", "dependency_missing",
        why="Poetry could not resolve `acme-telemetry (^1.4)` — no matching versions exist on the configured "
            "sources (the internal index answers and lists only 1.2.x); the package version is unavailable.",
        prompt=P, steps=[
            S("Reading pyproject and the metrics module."),
            R("pyproject.toml", "[tool.poetry]\nname = \"collector\"\nversion = \"3.2.0\"\n\n[tool.poetry.dependencies]\npython = \"^3.11\"\n"
              "statsd = \"^4.0\"\n\n[[tool.poetry.source]]\nname = \"acme\"\nurl = \"https://pypi.acme.io/simple/\"\npriority = \"supplemental\"\n"),
            B("poetry add 'acme-telemetry@^1.4' --source acme",
              "Using version ^1.4 for acme-telemetry\n\nUpdating dependencies\nResolving dependencies...\n\n"
              "Because collector depends on acme-telemetry (^1.4) which doesn't match any versions, version solving failed.", rc=1, ev=True),
            B("poetry source show && curl -s https://pypi.acme.io/simple/acme-telemetry/ | grep -o 'acme_telemetry-[0-9.]*' | sort -u",
              " name      : acme\n url       : https://pypi.acme.io/simple/\n priority  : supplemental\n\n"
              "acme_telemetry-1.2.0\nacme_telemetry-1.2.1\nacme_telemetry-1.2.3", ev=True),
            S("The acme index is reachable but only has acme-telemetry 1.2.x; 1.4 isn't published. Trying without the "
              "source pin in case it's on the primary index."),
            B("poetry add 'acme-telemetry@^1.4'",
              "Updating dependencies\nResolving dependencies...\n\n"
              "Because collector depends on acme-telemetry (^1.4) which doesn't match any versions, version solving failed.", rc=1, ev=True),
            B("poetry search acme-telemetry 2>&1 | head -3", "No matches found"),
            S("The 1.4 API (`Meter.histogram`) isn't in 1.2.x, so downgrading the requirement wouldn't satisfy the ticket."),
            END(False, "acme-telemetry ^1.4 is not available on the configured sources (only 1.2.0–1.2.3 on "
                       "pypi.acme.io); Poetry version solving failed, nothing changed."),
        ]))

P = """# ML-57: Use the NumPy 2.1 `StringDType` in `colstore`

Declare `numpy>=2.1` and switch the string columns in `colstore/columns.py` to `np.dtypes.StringDType()`.
We still support Python 3.9 for the on-prem customers, so `requires-python` stays `>=3.9`.
"""
add(Run("colstore-numpy-stringdtype", "claude", "dependency_missing", near_miss="model_confusion",
        why="uv cannot resolve numpy>=2.1 for the project's supported range: numpy 2.1 needs Python>=3.10 while "
            "requires-python must stay >=3.9, so the requirement is unsatisfiable.",
        prompt=P, steps=[
            R("colstore/columns.py", "import numpy as np\n\n\nclass StrColumn:\n    def __init__(self, values: list[str]) -> None:\n"
              "        self.data = np.asarray(values, dtype=object)"),
            E("colstore/columns.py", "        self.data = np.asarray(values, dtype=object)",
              "        self.data = np.asarray(values, dtype=np.dtypes.StringDType())"),
            B("uv add 'numpy>=2.1'",
              "  × No solution found when resolving dependencies for split (python_full_version == '3.9.*'):\n"
              "  ╰─▶ Because the requested Python version (>=3.9) does not satisfy Python>=3.10 and numpy>=2.1.0 depends on Python>=3.10, "
              "we can conclude that numpy>=2.1.0 cannot be used.\n      And because your project depends on numpy>=2.1, we can conclude "
              "that your project's requirements are unsatisfiable.\n\n      hint: The `requires-python` value (>=3.9) includes Python "
              "versions that are not supported by your dependencies (e.g., numpy>=2.1.0 only supports >=3.10). Consider using a more "
              "restrictive `requires-python` value (like >=3.10).\n  help: If you want to add the package regardless of the failed "
              "resolution, provide the `--frozen` flag to skip locking and syncing.", rc=1, ev=True),
            T("The hint says to raise requires-python, but the ticket explicitly keeps 3.9. An environment marker "
              "would let 3.9 keep numpy 1.x, but StringDType doesn't exist there."),
            B("uv add 'numpy>=2.1; python_version >= \"3.10\"' 'numpy<2.1; python_version < \"3.10\"' && uv run --python 3.9 python -c 'import numpy as np; np.dtypes.StringDType'",
              "Resolved 14 packages in 388ms\nInstalled 1 package in 21ms\n + numpy==2.0.2\nTraceback (most recent call last):\n"
              "  File \"<string>\", line 1, in <module>\n  File \"/workspace/.venv/lib/python3.9/site-packages/numpy/__init__.py\", line 414, in __getattr__\n"
              "    raise AttributeError(\"module {!r} has no attribute \"\nAttributeError: module 'numpy.dtypes' has no attribute 'StringDType'", rc=1),
            B("git checkout -- pyproject.toml uv.lock && git status --short", " M colstore/columns.py"),
            END(False, "Can't satisfy both constraints: numpy>=2.1 (needed for StringDType) requires Python>=3.10, "
                       "but the ticket requires `requires-python >=3.9`. uv reports the requirements as unsatisfiable.",
                subtype="success"),
        ]))

P = """# INV-301: Move the inventory service from psycopg2-binary to psycopg2

Security asked us not to ship `psycopg2-binary` in production images. Replace it with `psycopg2`
(built against the system libpq) in requirements/prod.txt and make sure the service tests pass.
"""
add(Run("inventory-psycopg2-source", "claude-transcript", "dependency_missing",
        why="psycopg2 must be built from source and the libpq development files are absent "
            "('pg_config executable not found'), so the install fails on a missing system library.",
        prompt=P, steps=[
            U(P),
            R("requirements/prod.txt", "fastapi==0.115.4\nuvicorn[standard]==0.32.0\nsqlalchemy==2.0.36\npsycopg2-binary==2.9.10\nalembic==1.14.0\n"),
            E("requirements/prod.txt", "psycopg2-binary==2.9.10", "psycopg2==2.9.10"),
            B("pip uninstall -y psycopg2-binary && pip install -r requirements/prod.txt 2>&1 | tail -28",
              "Found existing installation: psycopg2-binary 2.9.10\nUninstalling psycopg2-binary-2.9.10:\n  Successfully uninstalled psycopg2-binary-2.9.10\n"
              "Collecting psycopg2==2.9.10 (from -r requirements/prod.txt (line 4))\n  Downloading psycopg2-2.9.10.tar.gz (385 kB)\n"
              "  Installing build dependencies: started\n  Installing build dependencies: finished with status 'done'\n"
              "  Getting requirements to build wheel: started\n  Getting requirements to build wheel: finished with status 'error'\n"
              "  error: subprocess-exited-with-error\n  \n  × Getting requirements to build wheel did not run successfully.\n  │ exit code: 1\n"
              "  ╰─> [21 lines of output]\n      running egg_info\n      writing psycopg2.egg-info/PKG-INFO\n"
              "      \n      Error: pg_config executable not found.\n      \n"
              "      pg_config is required to build psycopg2 from source.  Please add the directory\n"
              "      containing pg_config to the $PATH or specify the full executable path with the\n      option:\n      \n"
              "          python setup.py build_ext --pg-config /path/to/pg_config build ...\n      \n"
              "      or with the pg_config option in 'setup.cfg'.\n      \n"
              "      If you prefer to avoid building psycopg2 from source, please install the PyPI\n"
              "      'psycopg2-binary' package instead.\n      \n"
              "      For further information please check the 'doc/src/install.rst' file (also at\n"
              "      <https://www.psycopg.org/docs/install.html>).\n      \n      [end of output]\n  \n"
              "  note: This error originates from a subprocess, and is likely not a problem with pip.\n"
              "error: subprocess-exited-with-error", rc=1, ev=True),
            B("which pg_config; dpkg -l | grep -E 'libpq|postgresql' ", "", rc=1, ev=True),
            T("libpq-dev isn't in the image. The ticket says not to use the binary wheel, so falling back isn't an option."),
            B("pytest -q tests 2>&1 | tail -3", "E   ModuleNotFoundError: No module named 'psycopg2'\n"
              "ERROR tests/test_repo.py\n1 error in 0.31s", rc=2),
            END(False, "Switched the requirement to `psycopg2==2.9.10`, but it can't be built here: `pg_config` "
                       "is missing (no libpq development package in the image), and the tests now fail to import "
                       "psycopg2. The base image needs `libpq-dev` (and a compiler)."),
        ]))

P = """# VIS-12: Add CUDA 12.4 PyTorch to the `vision` conda environment

Training moved to the new A100 nodes. Update environment.yml so `mamba env update` installs
`pytorch` with `pytorch-cuda=12.4`, then verify `python -c "import torch; print(torch.version.cuda)"`.
"""
add(Run("vision-pytorch-cuda", "codex", "dependency_missing",
        why="libmamba reports `pytorch-cuda 12.4** does not exist` on the configured channels (only "
            "conda-forge); the requested package cannot be resolved.",
        prompt=P, steps=[
            T("**Editing environment.yml for CUDA build**"),
            R("environment.yml", "name: vision\nchannels:\n  - conda-forge\ndependencies:\n  - python=3.11\n  - pytorch=2.3\n  - torchvision\n  - pillow\n  - pytest\n"),
            E("environment.yml", "  - pytorch=2.3\n", "  - pytorch=2.5\n  - pytorch-cuda=12.4\n"),
            B("mamba env update -n vision -f environment.yml",
              "conda-forge/linux-64                                      Using cache\nconda-forge/noarch                                        Using cache\n\n"
              "Could not solve for environment specs\nThe following package could not be installed\n"
              "└─ pytorch-cuda 12.4**  does not exist (perhaps a typo or a missing channel).\n\n"
              "critical libmamba Could not solve for environment specs", rc=1, ev=True),
            T("**Trying the conda-forge naming**\n\nOn conda-forge the CUDA variant is selected by build string, "
              "not a pytorch-cuda package. Let me search."),
            B("mamba search -c conda-forge 'pytorch=2.5.*=cuda124*' 2>&1 | tail -4",
              "Loading channels: done\nNo match found for: pytorch==2.5[build=cuda124*]. Search: *pytorch*==2.5[build=cuda124*]\n\n"
              "PackagesNotFoundError: The following packages are not available from current channels:\n\n  - pytorch==2.5[build=cuda124*]", rc=1, ev=True),
            B("mamba search -c conda-forge 'pytorch=2.5.*' 2>&1 | awk '{print $3}' | grep -o 'cuda[0-9]*' | sort -u", "cuda118\ncuda120\ncuda126"),
            S("conda-forge has no CUDA 12.4 build of PyTorch 2.5 and `pytorch-cuda` is only on the pytorch/nvidia "
              "channels, which aren't allowed in this environment's channel list."),
            END(False, "pytorch-cuda=12.4 not resolvable from configured channels; environment not updated.", subtype="completed"),
        ]))

P = """# GEO-301: Build `polyclip` (scikit-build-core) for the new 3.11 runner

The new CI runner image (debian bookworm, system Python 3.11) needs to build the C++ extension
from source: `pip install .` must work and `pytest tests` pass.
"""
add(Run("polyclip-skbuild-headers", "osmia", "dependency_missing", near_miss="test_misunderstanding",
        why="CMake could not find the Python development headers (Python_INCLUDE_DIRS, python3-dev missing), so "
            "the scikit-build-core extension could not be configured.",
        prompt=P, steps=[
            S("Checking the build config first."),
            R("CMakeLists.txt", "cmake_minimum_required(VERSION 3.26)\nproject(polyclip LANGUAGES CXX)\n"
              "find_package(Python 3.10 REQUIRED COMPONENTS Interpreter Development.Module)\nfind_package(pybind11 CONFIG REQUIRED)\n"
              "pybind11_add_module(_polyclip src/polyclip.cpp)\ninstall(TARGETS _polyclip DESTINATION polyclip)\n"),
            B("python3 -m venv /tmp/venv && /tmp/venv/bin/pip install . 2>&1 | tail -30",
              "Processing /workspace\n  Installing build dependencies: started\n  Installing build dependencies: finished with status 'done'\n"
              "  Getting requirements to build wheel: started\n  Getting requirements to build wheel: finished with status 'done'\n"
              "  Preparing metadata (pyproject.toml): started\n  Preparing metadata (pyproject.toml): finished with status 'done'\n"
              "Building wheels for collected packages: polyclip\n  Building wheel for polyclip (pyproject.toml): started\n"
              "  Building wheel for polyclip (pyproject.toml): finished with status 'error'\n  error: subprocess-exited-with-error\n  \n"
              "  × Building wheel for polyclip (pyproject.toml) did not run successfully.\n  │ exit code: 1\n  ╰─> [31 lines of output]\n"
              "      *** scikit-build-core 0.10.7 using CMake 3.30.5 (wheel)\n      *** Configuring CMake...\n"
              "      loading initial cache file /tmp/tmpq2w0n1fd/build/CMakeInit.txt\n      -- The CXX compiler identification is GNU 12.2.0\n"
              "      -- Detecting CXX compiler ABI info\n      -- Detecting CXX compiler ABI info - done\n      -- Check for working CXX compiler: /usr/bin/c++ - skipped\n"
              "      CMake Error at /tmp/pip-build-env-0l6k0o5g/normal/lib/python3.11/site-packages/cmake/data/share/cmake-3.30/Modules/FindPackageHandleStandardArgs.cmake:233 (message):\n"
              "        Could NOT find Python (missing: Python_INCLUDE_DIRS Development.Module)\n        (found suitable version \"3.11.2\", minimum required is \"3.10\")\n"
              "      Call Stack (most recent call first):\n        /tmp/pip-build-env-0l6k0o5g/normal/lib/python3.11/site-packages/cmake/data/share/cmake-3.30/Modules/FindPython.cmake:677 (find_package_handle_standard_args)\n"
              "        CMakeLists.txt:3 (find_package)\n      \n      -- Configuring incomplete, errors occurred!\n      \n"
              "      *** CMake configuration failed\n      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not a problem with pip.\n"
              "  ERROR: Failed building wheel for polyclip\nFailed to build polyclip\nERROR: Failed to build installable wheels for some pyproject.toml based projects (polyclip)",
              rc=1, ev=True),
            B("python3 -c 'import sysconfig; print(sysconfig.get_paths()[\"include\"])'; ls /usr/include/python3.11/Python.h; dpkg -s python3-dev 2>&1 | head -1",
              "/usr/include/python3.11\nls: cannot access '/usr/include/python3.11/Python.h': No such file or directory\n"
              "dpkg-query: package 'python3-dev' is not installed and no information is available", rc=1, ev=True),
            S("The runner image lacks the Python headers (python3-dev), which the extension needs. That has to be added to the image."),
            END(False, "polyclip wheel build fails: CMake cannot find Python development headers (python3-dev not installed)."),
        ]))

P = """# NET-77: Run the connection pool tests under trio as well as asyncio

`netpool` uses anyio. Parametrize tests/test_pool.py with `anyio_backend` = ["asyncio", "trio"]
(add `trio` to the dev group) and make both backends pass.
"""
add(Run("netpool-trio-backend", "claude-transcript", "dependency_missing", near_miss="infra_failure",
        why="The project's only index (the internal mirror) is reachable but does not carry `trio`, so uv "
            "reports it was not found in the registry and the trio-parametrized tests error out.",
        prompt=P, steps=[
            U(P),
            R("tests/test_pool.py", "import anyio\nimport pytest\n\nfrom netpool import Pool\n\npytestmark = pytest.mark.anyio\n\n\n"
              "@pytest.fixture\ndef anyio_backend():\n    return \"asyncio\"\n\n\nasync def test_acquire_release():\n"
              "    async with Pool(size=2) as p:\n        async with p.acquire() as c:\n            assert c.alive"),
            E("tests/test_pool.py", "@pytest.fixture\ndef anyio_backend():\n    return \"asyncio\"",
              "@pytest.fixture(params=[\"asyncio\", \"trio\"])\ndef anyio_backend(request):\n    return request.param"),
            B("uv add --dev trio",
              "  × No solution found when resolving dependencies:\n  ╰─▶ Because trio was not found in the package registry and your project "
              "depends on trio, we can conclude that your project's requirements are unsatisfiable.\n"
              "  help: If you want to add the package regardless of the failed resolution, provide the `--frozen` flag to skip locking and syncing.",
              rc=1, ev=True),
            B("grep -A3 'tool.uv' pyproject.toml; curl -s -o /dev/null -w '%{http_code}\\n' https://pypi-mirror.acme.io/simple/trio/; "
              "curl -s -o /dev/null -w '%{http_code}\\n' https://pypi-mirror.acme.io/simple/anyio/",
              "[[tool.uv.index]]\nname = \"acme-mirror\"\nurl = \"https://pypi-mirror.acme.io/simple\"\ndefault = true\n404\n200", ev=True),
            T("The mirror works (anyio is there) but trio isn't mirrored. I'm not supposed to add public PyPI as an index."),
            B("uv run pytest -q tests/test_pool.py 2>&1 | tail -5",
              "E   ModuleNotFoundError: No module named 'trio'\n=========================== short test summary info ============================\n"
              "PASSED tests/test_pool.py::test_acquire_release[asyncio]\nERROR tests/test_pool.py::test_acquire_release[trio] - ModuleNotFoundError: No module named 'trio'\n"
              "1 passed, 1 error in 0.44s", rc=1, ev=True),
            END(False, "The tests are parametrized, but `trio` isn't available from the project's package index "
                       "(acme-mirror returns 404 for it), so the trio backend can't run. Someone needs to add trio to the mirror."),
        ]))

P = """# PY-4410: Add Python 3.13 to the supported versions of `cronparse`

Add 3.13 to the classifiers, tox envlist and CI matrix, and verify with `tox -e py313`.
"""
add(Run("cronparse-py313", "claude", "dependency_missing",
        why="tox could not find a Python 3.13 interpreter in the environment, so the py313 env — the acceptance "
            "check — could not be created.",
        prompt=P, steps=[
            R("tox.ini", "[tox]\nenvlist = py39, py310, py311, py312\nisolated_build = true\n\n[testenv]\ndeps = pytest\ncommands = pytest -q {posargs}\n"),
            E("tox.ini", "envlist = py39, py310, py311, py312", "envlist = py39, py310, py311, py312, py313"),
            E("pyproject.toml", "    \"Programming Language :: Python :: 3.12\",", "    \"Programming Language :: Python :: 3.12\",\n    \"Programming Language :: Python :: 3.13\","),
            E(".github/workflows/test.yml", "        python: [\"3.9\", \"3.10\", \"3.11\", \"3.12\"]", "        python: [\"3.9\", \"3.10\", \"3.11\", \"3.12\", \"3.13\"]"),
            B("tox -e py312", "py312: install_package> python -I -m pip install --force-reinstall --no-deps /workspace/.tox/.tmp/package/1/cronparse-1.4.0.tar.gz\n"
              "py312: commands[0]> pytest -q\n........................................................\n56 passed in 0.71s\n"
              "  py312: OK (6.90=setup[5.84]+cmd[1.06] seconds)\n  congratulations :) (6.98 seconds)"),
            B("tox -e py313", "py313: skipped because could not find python interpreter with spec(s): py313\n"
              "  py313: SKIP (0.01 seconds)\n  evaluation failed :( (0.09 seconds)", rc=1, ev=True),
            B("ls /usr/bin/python3.* /usr/local/bin/python3.* 2>/dev/null; uv python list --only-installed 2>&1 | head",
              "/usr/bin/python3.11\n/usr/local/bin/python3.12\n/usr/local/bin/python3.12-config\nbash: uv: command not found", ev=True),
            B("tox -e py313 --skip-missing-interpreters false", "py313: failed with could not find python interpreter with spec(s): py313\n"
              "  py313: FAIL code 1 (0.01 seconds)\n  evaluation failed :( (0.08 seconds)", rc=1, ev=True),
            END(False, "I added 3.13 to classifiers, tox and CI, but `tox -e py313` can't run here: no Python 3.13 "
                       "interpreter is installed in the environment (only 3.11 and 3.12).", subtype="success"),
        ]))

P = """# TYP-52: Type-check `schemakit` with pyright in CI

Add a `pyright` step to CI and fix what it reports in src/schemakit. Run `pyright` locally before pushing.
"""
add(Run("schemakit-pyright-ci", "claude-transcript", "dependency_missing",
        why="pyright was not available: no pyright binary, no node/npx, and the internal package mirror has no "
            "pyright distribution, so the required checker could not be run.",
        prompt=P, steps=[
            U(P),
            B("pyright --version", "/bin/bash: line 1: pyright: command not found", rc=127),
            B("npx --yes pyright --version", "/bin/bash: line 1: npx: command not found", rc=127, ev=True),
            B("pip index versions pyright; pip index versions mypy | head -1",
              "ERROR: No matching distribution found for pyright\nmypy (1.13.0)", rc=1, ev=True),
            B("pip config list", "global.index-url='https://pypi-mirror.acme.io/simple'"),
            W(".github/workflows/typecheck.yml", "name: typecheck\non: [push, pull_request]\njobs:\n  pyright:\n    runs-on: ubuntu-latest\n"
              "    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n        with:\n          python-version: \"3.12\"\n"
              "      - run: pip install -e . pyright\n      - run: pyright src/schemakit\n"),
            B("pip install pyright 2>&1 | tail -2", "ERROR: Could not find a version that satisfies the requirement pyright (from versions: none)\n"
              "ERROR: No matching distribution found for pyright", rc=1, ev=True),
            T("mypy is available but the ticket is explicitly about pyright. I can't run it locally."),
            END(False, "The CI workflow is added, but I could not run pyright locally: there's no node/npx in the "
                       "image and the package mirror doesn't have the `pyright` wrapper, so I couldn't fix its findings."),
        ]))

P = """# GEO-340: Bump pyo3 to 0.24 in `fastgeo`

pyo3 0.24 fixes the free-threaded build. Update rust/Cargo.toml, adjust the bindings to the new
`Bound` API if needed and check `maturin develop` + `pytest`. The builder uses the vendored
crates registry mirror configured in .cargo/config.toml.
"""
add(Run("fastgeo-pyo3-bump", "codex", "dependency_missing",
        why="Cargo could not select pyo3 ^0.24: the configured crates mirror only has up to 0.22.x, so the crate "
            "version is unresolvable in this environment.",
        prompt=P, steps=[
            T("**Bumping pyo3 version**"),
            R("rust/Cargo.toml", "[package]\nname = \"fastgeo\"\nversion = \"0.3.0\"\nedition = \"2021\"\n\n[lib]\nname = \"_fastgeo\"\ncrate-type = [\"cdylib\"]\n\n"
              "[dependencies]\npyo3 = { version = \"0.22\", features = [\"extension-module\", \"abi3-py39\"] }\ngeo = \"0.28\"\n"),
            E("rust/Cargo.toml", "pyo3 = { version = \"0.22\",", "pyo3 = { version = \"0.24\","),
            B("cd rust && cargo update -p pyo3 2>&1 | tail -12",
              "    Updating `acme-crates` index\nerror: failed to select a version for the requirement `pyo3 = \"^0.24\"`\n"
              "candidate versions found which didn't match: 0.22.6, 0.22.5, 0.22.4, ...\nlocation searched: `acme-crates` index (which is replacing registry `crates-io`)\n"
              "required by package `fastgeo v0.3.0 (/workspace/rust)`\nperhaps a crate was updated and forgotten to be re-vendored?", rc=101, ev=True),
            B("cat .cargo/config.toml", "[source.crates-io]\nreplace-with = \"acme-crates\"\n\n[source.acme-crates]\nregistry = \"sparse+https://crates-mirror.acme.io/index/\"\n"),
            B("curl -s https://crates-mirror.acme.io/index/py/o3/pyo3 | tail -2 | cut -c1-60",
              "{\"name\":\"pyo3\",\"vers\":\"0.22.5\",\"deps\":[{\"name\":\"anyh\n{\"name\":\"pyo3\",\"vers\":\"0.22.6\",\"deps\":[{\"name\":\"anyh", ev=True),
            S("The crates mirror stops at pyo3 0.22.6, so 0.24 can't be resolved. Reverting Cargo.toml."),
            B("git checkout -- rust/Cargo.toml && git status --short", ""),
            END(False, "pyo3 0.24 is not available on the configured crates mirror (latest 0.22.6).", subtype="completed"),
        ]))
