"""Reusable exploration blocks and file fragments for Go and Rust repos."""
from render import sh, rd, gr, say


def gomod(module, go="1.22", requires=()):
    req = "\n".join(f"\t{m} {v}" for m, v in requires)
    return f"module {module}\n\ngo {go}\n\nrequire (\n{req}\n)"


GO_REQ = [("github.com/spf13/cobra", "v1.8.0"), ("google.golang.org/grpc", "v1.64.0"),
          ("google.golang.org/protobuf", "v1.34.2"), ("github.com/stretchr/testify", "v1.9.0")]


def go_explore(module, listing, extra_reads=(), go="1.22", requires=GO_REQ, intro=None):
    steps = []
    if intro:
        steps.append(say(intro))
    steps.append(sh("ls", listing))
    steps.append(rd("go.mod", gomod(module, go, requires)))
    for path, content in extra_reads:
        steps.append(rd(path, content))
    return steps


def cargo_toml(name, deps, edition="2021", extra=""):
    d = "\n".join(f"{k} = {v}" for k, v in deps)
    return f"[package]\nname = \"{name}\"\nversion = \"0.4.2\"\nedition = \"{edition}\"\n{extra}\n[dependencies]\n{d}"


RUST_DEPS = [("tokio", '{ version = "1.38", features = ["rt-multi-thread", "macros", "signal"] }'),
             ("anyhow", '"1"'), ("serde", '{ version = "1", features = ["derive"] }'), ("tracing", '"0.1"')]


def rust_explore(name, listing, extra_reads=(), deps=RUST_DEPS, intro=None, edition="2021", extra=""):
    steps = []
    if intro:
        steps.append(say(intro))
    steps.append(sh("ls", listing))
    steps.append(rd("Cargo.toml", cargo_toml(name, deps, edition, extra)))
    for path, content in extra_reads:
        steps.append(rd(path, content))
    return steps


def git_status(files):
    return sh("git status --short", "\n".join(f" M {f}" for f in files))


def go_ok(pkgs, module):
    return "\n".join(f"ok  \t{module}/{p}\t{0.011 + 0.007 * i:.3f}s" for i, p in enumerate(pkgs))


def cargo_ok(crate, n, secs="0.04", doc=True):
    s = (f"   Compiling {crate} v0.4.2 (/workspace/repo)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.72s\n"
         f"     Running unittests src/lib.rs (target/debug/deps/{crate.replace('-', '_')}-3f1c9a0e7b2d4c55)\n\n"
         f"running {n} tests\n")
    s += "".join(f"test tests::case_{i} ... ok\n" for i in range(min(n, 4)))
    s += f"\ntest result: ok. {n} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {secs}s\n"
    if doc:
        s += f"\n   Doc-tests {crate.replace('-', '_')}\n\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n"
    return s
