"""Small helpers shared by the case files: realistic noise steps."""
from gen_lib import S, T, B, R, E, W, SYS, API_ERR, DENY

def ls(files):
    rows = ["total %d" % (len(files) * 4), "drwxr-xr-x  8 agent agent 4096 Nov  3 09:12 .", "drwxr-xr-x  3 agent agent 4096 Nov  3 09:12 .."]
    for f in files:
        d = f.endswith("/")
        rows.append(("drwxr-xr-x  2" if d else "-rw-r--r--  1") + f" agent agent {4096 if d else 200 + 37 * len(f)} Nov  3 09:12 {f.rstrip('/')}")
    return B("ls -la", "\n".join(rows))

def gitlog(msgs):
    import hashlib
    return B("git log --oneline -6", "\n".join(hashlib.sha1(m.encode()).hexdigest()[:7] + " " + m for m in msgs))

def status(changed=None):
    if not changed:
        return B("git status --short", "")
    return B("git status --short", "\n".join(" M " + c for c in changed))

def grep(pat, hits):
    return B(f"grep -rn '{pat}' .", "\n".join(hits), 0 if hits else 1)

def bats_ok(names, file="test/install.bats", skip=None):
    skip = skip or {}
    out = [f"1..{len(names)}"]
    for i, n in enumerate(names, 1):
        out.append(f"ok {i} {n}" + (f" # skip {skip[n]}" if n in skip else ""))
    return "\n".join(out)

def diffstat(files, ins=3, dels=1):
    rows = [f" {f} | {ins + dels} {'+' * ins}{'-' * dels}" for f in files]
    rows.append(f" {len(files)} files changed, {ins * len(files)} insertions(+), {dels * len(files)} deletions(-)")
    return "\n".join(rows)

NIX_BUILD_OK = "these 2 derivations will be built:\n  /nix/store/{h1}-source.drv\n  /nix/store/{h2}-{name}.drv\nbuilding '/nix/store/{h2}-{name}.drv'..."

def preamble(repo, n):
    """generic, harmless exploration used to pad short runs (deterministic)."""
    import hashlib
    h = hashlib.sha1(repo.encode()).hexdigest()
    pool = [
        S("I'll start by looking at the repository layout and recent history."),
        B("git status --short --branch", f"## agent/{repo}...origin/main"),
        B("git log --oneline -5", "\n".join(f"{h[i:i+7]} {m}" for i, m in zip(range(0, 35, 7), ["ci: cache nix store between jobs", "docs: update install notes", "chore: bump pinned shellcheck to 0.10.0", "fix: quote paths with spaces", "Merge pull request #41 from acme/renovate"]))),
        B("rg --files | head -30", "\n".join(["README.md", "Makefile", ".editorconfig", ".github/workflows/ci.yml", "scripts/lib.sh", "test/helpers.bash"])),
        R(f"/workspace/{repo}/.editorconfig", "root = true\n\n[*]\nindent_style = space\nindent_size = 2\nend_of_line = lf\ninsert_final_newline = true\n\n[Makefile]\nindent_style = tab"),
        B("cat .github/workflows/ci.yml | head -20", "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n      - uses: cachix/install-nix-action@v27\n      - run: nix develop -c make check"),
        B("cat Makefile", ".PHONY: check lint test\ncheck: lint test\nlint:\n\tshellcheck scripts/*.sh\ntest:\n\tbats test/"),
        S("Let me read the README for conventions before changing anything."),
        R(f"/workspace/{repo}/README.md", f"# {repo}\n\nRun `make check` before pushing. CI runs the same target inside `nix develop`.\n\n## Layout\n\n- `scripts/` shell entry points\n- `test/` bats tests"),
        B("git branch --show-current", f"agent/{repo}"),
    ]
    return pool[:n]
