"""Small helpers shared by the case files."""
from gen_lib import say, think, bash, read, edit, write, grep, human, notice, limit, end, stop


def C(slug, fmt, mode, near, why, ticket, steps, **kw):
    d = dict(slug=slug, fmt=fmt, mode=mode, near=near or "", why=why, ticket=ticket, steps=steps)
    d.update(kw)
    return d


def T(key, title, body, *ac):
    return (key, title, body, list(ac))


# ------------------------------------------------------------------ noise snippets
def look_bazel(pkg="services/ledger"):
    return [
        bash("ls", "BUILD.bazel\nMODULE.bazel\nMODULE.bazel.lock\nREADME.md\nWORKSPACE.bzlmod\nbuild\ncmd\ndocs\nlibs\nproto\nservices\ntools\n.bazelrc\n.bazelversion"),
        read(".bazelrc", "common --enable_bzlmod\nbuild --remote_cache=grpcs://cache.build.acme.internal\nbuild --remote_upload_local_results=true\nbuild --incompatible_strict_action_env\ntest --test_output=errors\ntry-import %workspace%/user.bazelrc"),
        read(f"{pkg}/BUILD.bazel", 'load("@rules_go//go:def.bzl", "go_library", "go_test")\n\ngo_library(\n    name = "ledger",\n    srcs = glob(["*.go"], exclude = ["*_test.go"]),\n    importpath = "github.com/acme/platform/services/ledger",\n    deps = [\n        "//proto/ledger/v1:ledger_go_proto",\n        "@org_golang_google_grpc//:grpc",\n    ],\n)\n\ngo_test(\n    name = "ledger_test",\n    srcs = glob(["*_test.go"]),\n    embed = [":ledger"],\n)'),
    ]


def look_pnpm(pkg="packages/api-client"):
    return [
        bash("cat package.json pnpm-workspace.yaml", '{\n  "name": "acme-web",\n  "private": true,\n  "packageManager": "pnpm@9.12.3",\n  "scripts": {\n    "build": "turbo run build",\n    "test": "turbo run test",\n    "lint": "turbo run lint",\n    "codegen": "turbo run codegen"\n  },\n  "devDependencies": {\n    "turbo": "^2.3.3",\n    "typescript": "5.6.3"\n  }\n}\npackages:\n  - "apps/*"\n  - "packages/*"'),
        bash(f"ls {pkg} {pkg}/src", f"{pkg}:\nREADME.md\npackage.json\nsrc\ntsconfig.json\nvitest.config.ts\n\n{pkg}/src:\nclient.ts\ngenerated\nindex.ts\nretry.ts"),
    ]


def look_go(mod="services/billing"):
    return [
        read("go.work", "go 1.23.4\n\nuse (\n\t./libs/money\n\t./libs/grpcx\n\t./services/billing\n\t./services/ledger\n\t./gen/go\n)"),
        bash(f"ls {mod} {mod}/internal", f"{mod}:\nBUILD.bazel\ncmd\ngo.mod\ngo.sum\ninternal\n\n{mod}/internal:\ninvoice\nports\nstore\nwire.go\nwire_gen.go"),
    ]


def git_status(*files):
    return bash("git status --short", "\n".join(f" M {f}" for f in files))
