"""Noise helpers: the orientation an agent does before the interesting part of a run."""
import json
import random

from gen_lib import Step, h

MANIFEST = {
    "python": ("pyproject.toml", "[project]\nname = \"{name}\"\nversion = \"{ver}\"\nrequires-python = \">=3.10\"\ndependencies = [\n{deps}]\n\n[project.optional-dependencies]\ndev = [\"pytest>=8\", \"ruff>=0.5\"]\n\n[tool.pytest.ini_options]\ntestpaths = [\"tests\"]\naddopts = \"-ra\""),
    "go": ("go.mod", "module github.com/acme/{name}\n\ngo 1.22\n\nrequire (\n{deps})"),
    "java": ("pom.xml", "<project>\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>com.acme</groupId>\n  <artifactId>{name}</artifactId>\n  <version>{ver}-SNAPSHOT</version>\n  <properties>\n    <maven.compiler.release>17</maven.compiler.release>\n  </properties>\n  <dependencies>\n{deps}  </dependencies>\n</project>"),
    "kotlin": ("build.gradle.kts", "plugins {{\n    kotlin(\"jvm\") version \"1.9.24\"\n    application\n}}\n\ngroup = \"com.acme\"\nversion = \"{ver}\"\n\ndependencies {{\n{deps}}}\n\ntasks.test {{ useJUnitPlatform() }}"),
    "rust": ("Cargo.toml", "[package]\nname = \"{name}\"\nversion = \"{ver}\"\nedition = \"2021\"\n\n[dependencies]\n{deps}"),
    "shell": ("Makefile", "SHELL := /bin/bash\n\n.PHONY: test lint\n\ntest:\n\tbats tests/\n\nlint:\n\tshellcheck scripts/*.sh\n"),
    "ruby": ("Gemfile", "source \"https://rubygems.org\"\n\ngemspec\n\n{deps}"),
    "dotnet": ("Directory.Build.props", "<Project>\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n    <Nullable>enable</Nullable>\n  </PropertyGroup>\n</Project>"),
}
DEPS = {
    "python": ["    \"click>=8.1\",\n", "    \"pydantic>=2.6\",\n", "    \"httpx>=0.27\",\n", "    \"pandas>=2.2\",\n", "    \"rich>=13\",\n", "    \"pyyaml>=6\",\n"],
    "go": ["\tgithub.com/spf13/cobra v1.8.0\n", "\tgo.uber.org/zap v1.27.0\n", "\tgithub.com/stretchr/testify v1.9.0\n", "\tgolang.org/x/sync v0.7.0\n"],
    "java": ["    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-api</artifactId><version>2.0.13</version></dependency>\n",
             "    <dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId><version>5.10.2</version><scope>test</scope></dependency>\n",
             "    <dependency><groupId>com.fasterxml.jackson.core</groupId><artifactId>jackson-databind</artifactId><version>2.17.1</version></dependency>\n"],
    "kotlin": ["    implementation(\"org.jetbrains.kotlinx:kotlinx-serialization-json:1.6.3\")\n", "    testImplementation(kotlin(\"test\"))\n", "    implementation(\"io.github.oshai:kotlin-logging-jvm:6.0.9\")\n"],
    "rust": ["serde = { version = \"1\", features = [\"derive\"] }\n", "thiserror = \"1\"\n", "clap = { version = \"4\", features = [\"derive\"] }\n"],
    "shell": [], "ruby": ["gem \"rake\", \"~> 13.0\"\n", "gem \"rspec\", \"~> 3.13\"\n"], "dotnet": [],
}
TREE = {
    "python": ["src/{pkg}/__init__.py", "src/{pkg}/cli.py", "src/{pkg}/core.py", "tests/conftest.py", "tests/test_core.py", "README.md", "pyproject.toml"],
    "go": ["cmd/{name}/main.go", "internal/config/config.go", "internal/server/server.go", "internal/server/server_test.go", "Makefile", "go.mod", "go.sum"],
    "java": ["src/main/java/com/acme/App.java", "src/test/java/com/acme/AppTest.java", "pom.xml", "mvnw", "README.md"],
    "kotlin": ["src/main/kotlin/com/acme/Main.kt", "src/test/kotlin/com/acme/MainTest.kt", "build.gradle.kts", "settings.gradle.kts", "gradlew"],
    "rust": ["src/lib.rs", "src/main.rs", "tests/integration.rs", "Cargo.toml", "Cargo.lock"],
    "shell": ["scripts/", "tests/", "Makefile", "README.md", ".shellcheckrc"],
    "ruby": ["lib/{pkg}.rb", "lib/{pkg}/version.rb", "spec/spec_helper.rb", "Gemfile", "{pkg}.gemspec"],
    "dotnet": ["src/", "tests/", "Directory.Build.props", "global.json", "README.md"],
}
OPENERS = [
    "**Getting oriented**\n\nI'll look at the repository layout, recent history and the build manifest before touching anything.",
    "**Exploring the repo**\n\nFirst I'll list files and check the git state so I know what is already modified.",
    "**Planning the investigation**\n\nLet me skim the project structure and how tests are run, then find the code the ticket points at.",
    "**Understanding the codebase**\n\nI'll start by reading the manifest and the directory layout to see which modules are involved.",
]
SAYS = [
    "I'll start by looking at the repository layout and how the tests are run.",
    "Let me get oriented in the repo first.",
    "First, a quick look at the project structure and git state.",
]
LOGS = ["Fix flaky clock in tests", "Bump dev dependencies", "Add CONTRIBUTING notes", "Refactor config loading",
        "Tidy error messages", "CI: cache dependencies", "Document release process", "Split helpers module"]


def orient(run, stack, n=3, at=0):
    """Insert n orientation steps (plus an opening thought) at position `at`."""
    rng = random.Random(h("orient:" + run.id, 12))
    name = run.repo
    pkg = name.replace("-", "_")
    steps = []
    if run.fmt == "codex":
        steps.append(Step("think", None, text=rng.choice(OPENERS)))
        steps.append(Step("say", None, text=rng.choice(SAYS)))
    else:
        steps.append(Step("say", None, text=rng.choice(SAYS)))
    src = "src/" if stack == "python" and "src/" in json.dumps([x.kw for x in run.steps]) else ""
    run.src_prefix = src
    tree = "\n".join(t.format(name=name, pkg=pkg).replace("src/" + pkg, src + pkg) for t in TREE[stack])
    logs = rng.sample(LOGS, 4)
    cmds = [
        ("git status --short --branch && git log --oneline -4",
         "## %s\n" % run.branch + "\n".join("%s %s" % (h(run.id + l, 7), l) for l in logs)),
        ("ls -la", "total 64\n" + "\n".join("%s 1 dev dev %5d Nov  3 08:0%d %s" % (
            "drwxr-xr-x" if t.endswith("/") or "/" in t else "-rw-r--r--", rng.randint(120, 9000), rng.randint(0, 9),
            t.split("/")[0]) for t in sorted(set(x.split("/")[0] + ("/" if "/" in x else "") for x in TREE[stack]))) ),
        ("rg --files | head -40", tree),
    ]
    fn, tmpl = MANIFEST[stack]
    deps = "".join(rng.sample(DEPS[stack], min(len(DEPS[stack]), 3)))
    cmds.append(("cat " + fn, tmpl.format(name=name, ver="%d.%d.%d" % (rng.randint(0, 3), rng.randint(1, 20), rng.randint(0, 9)), deps=deps)))
    rng.shuffle(cmds)
    for c, o in cmds[:n]:
        if c.startswith("cat ") and run.fmt != "codex":
            steps.append(Step("read", None, path=c[4:], content=o))
        else:
            steps.append(Step("cmd", None, command=c, output=o, code=0, status=None, shell=True))
    run.steps[at:at] = steps
    run.stack = stack
    run.orient_end = at + len(steps)
    return run


EXTRA = {
    "python": [("python -m pytest -q --co 2>&1 | tail -2", "{n} tests collected in 0.{ms}s"),
               ("git log -3 --format='%h %an %s' -- {area}", "{h1} Dana Ruiz Tidy imports\n{h2} Priya N Add type hints\n{h3} Dana Ruiz Initial import"),
               ("python --version && pip --version", "Python 3.11.9\npip 24.0 from /workspace/{name}/.venv/lib/python3.11/site-packages/pip (python 3.11)")],
    "go": [("go vet ./...", ""), ("git log -3 --format='%h %an %s'", "{h1} Dana Ruiz Tidy imports\n{h2} Priya N Add tests\n{h3} Dana Ruiz Initial import"),
           ("go version && go env GOFLAGS", "go version go1.22.7 linux/amd64\n")],
    "java": [("git log -3 --format='%h %an %s'", "{h1} Dana Ruiz Bump surefire\n{h2} Priya N Add tests\n{h3} Dana Ruiz Initial import"),
             ("ls src/test/java/com/acme | head", "AppTest.java\nfixtures")],
    "shell": [("git log -3 --format='%h %an %s'", "{h1} Dana Ruiz Fix typo\n{h2} Priya N Add bats tests\n{h3} Dana Ruiz Initial import"),
              ("bash --version | head -1", "GNU bash, version 5.2.21(1)-release (x86_64-pc-linux-gnu)")],
}


def pad(run, stack, k=2, at=None):
    """Insert k benign commands right after the orientation (or at `at`)."""
    rng = random.Random(h("pad:" + run.id, 12))
    pool = list(EXTRA[stack])
    rng.shuffle(pool)
    if at is None:
        at = next((i for i, s in enumerate(run.steps) if s.kind in ("edit", "write", "patch")), len(run.steps))
        at = max(1, min(at, 6))
    steps = []
    for c, o in pool[:k]:
        fmt = dict(n=rng.randint(12, 240), ms=rng.randint(10, 99), area="src", name=run.repo,
                   h1=h(run.id + "1", 7), h2=h(run.id + "2", 7), h3=h(run.id + "3", 7))
        steps.append(Step("cmd", None, command=c.format(**fmt), output=o.format(**fmt), code=0, status=None, shell=True))
    run.steps[at:at] = steps
    return run


class _Safe(dict):
    pass


def _fill(s, d):
    for k, v in d.items():
        s = s.replace("{" + k + "}", str(v))
    return s


# ---------------------------------------------------------------- background noise
SRC = {
    "python": [("{pkg}/config.py", "from dataclasses import dataclass, field\nimport os\n\n\n@dataclass\nclass Settings:\n    env: str = field(default_factory=lambda: os.environ.get('APP_ENV', 'dev'))\n    log_level: str = 'INFO'\n    retries: int = 3\n\n\ndef load() -> Settings:\n    return Settings()"),
               ("{pkg}/errors.py", "class {Cls}Error(Exception):\n    \"\"\"Base error for {name}.\"\"\"\n\n\nclass ConfigError({Cls}Error):\n    pass\n\n\nclass InputError({Cls}Error):\n    def __init__(self, msg, line=None):\n        super().__init__(msg)\n        self.line = line"),
               ("{pkg}/utils.py", "import itertools\n\n\ndef chunked(it, size):\n    it = iter(it)\n    while chunk := list(itertools.islice(it, size)):\n        yield chunk\n\n\ndef first(xs, default=None):\n    return next(iter(xs), default)"),
               ("tests/conftest.py", "import pytest\n\n\n@pytest.fixture\ndef tmp_config(tmp_path, monkeypatch):\n    monkeypatch.setenv('APP_ENV', 'test')\n    return tmp_path / 'config.toml'"),
               ("README.md", "# {name}\n\nInternal tool. See `docs/` for usage.\n\n## Development\n\n    python -m venv .venv && . .venv/bin/activate\n    pip install -e '.[dev]'\n    pytest -q"),
               ("{pkg}/logging.py", "import logging\n\n\ndef setup(level='INFO'):\n    logging.basicConfig(level=level, format='%(asctime)s %(levelname)s %(name)s %(message)s')")],
    "go": [("internal/config/config.go", "package config\n\ntype Config struct {\n\tAddr     string        `env:\"ADDR\" default:\":8080\"`\n\tLogLevel string        `env:\"LOG_LEVEL\" default:\"info\"`\n\tTimeout  time.Duration `env:\"TIMEOUT\" default:\"5s\"`\n}"),
           ("cmd/{name}/main.go", "package main\n\nfunc main() {\n\tcfg := config.MustLoad()\n\tlog := logging.New(cfg.LogLevel)\n\tif err := run(cfg, log); err != nil {\n\t\tlog.Error(\"exit\", \"err\", err)\n\t\tos.Exit(1)\n\t}\n}"),
           ("internal/version/version.go", "package version\n\nvar (\n\tVersion = \"dev\"\n\tCommit  = \"none\"\n)"),
           ("Makefile", "GO ?= go\n\n.PHONY: build test lint\n\nbuild:\n\t$(GO) build ./...\n\ntest:\n\t$(GO) test ./...\n\nlint:\n\tgolangci-lint run"),
           ("README.md", "# {name}\n\nService owned by the platform team.\n\n## Running tests\n\n    make test")],
    "java": [("README.md", "# {name}\n\nBuild with `mvn -B verify`. Java 17+."),
             ("src/main/resources/application.properties", "app.name={name}\nlogging.level.root=INFO\nmanagement.endpoints.web.exposure.include=health,info"),
             ("src/main/java/com/acme/App.java", "package com.acme;\n\npublic final class App {\n    public static void main(String[] args) {\n        new Launcher(Config.fromEnv()).start();\n    }\n}")],
    "kotlin": [("README.md", "# {name}\n\n`./gradlew test` runs the unit tests."),
               ("settings.gradle.kts", "rootProject.name = \"{name}\""),
               ("src/main/kotlin/com/acme/Main.kt", "package com.acme\n\nfun main(args: Array<String>) {\n    App(Config.load()).run(args)\n}")],
    "rust": [("src/main.rs", "use clap::Parser;\n\nfn main() -> anyhow::Result<()> {\n    let args = cli::Args::parse();\n    cli::run(args)\n}"),
             ("README.md", "# {name}\n\n`cargo test` runs everything."),
             ("src/error.rs", "#[derive(Debug, thiserror::Error)]\npub enum Error {\n    #[error(\"invalid input: {0}\")]\n    Invalid(String),\n    #[error(transparent)]\n    Io(#[from] std::io::Error),\n}")],
    "shell": [("README.md", "# {name}\n\nOps scripts. Run `bats tests/` before pushing."),
              (".shellcheckrc", "disable=SC1091\nexternal-sources=true"),
              ("tests/helpers.bash", "setup_fixture() {\n  TMP=$(mktemp -d)\n  export TMP\n}\n\nteardown_fixture() {\n  rm -rf \"$TMP\"\n}")],
    "ruby": [("README.md", "# {name}\n\n`bundle exec rspec`"), ("lib/{pkg}/version.rb", "module {Cls}\n  VERSION = \"0.9.3\"\nend")],
    "dotnet": [("README.md", "# {name}\n\n`dotnet test`"), ("global.json", "{\n  \"sdk\": { \"version\": \"8.0.300\" }\n}")],
}
GREPS = {
    "python": [("rg -n 'TODO|FIXME' {pkg} | head", "{pkg}/utils.py:3:# TODO: drop once we require 3.12 (itertools.batched)"),
               ("rg -n 'def ' {pkg}/__init__.py", "{pkg}/__init__.py:5:def main(argv=None):"),
               ("git log --oneline -8 -- {pkg}", "{h1} Handle empty input\n{h2} Add --verbose\n{h3} Split helpers\n{h4} Initial import")],
    "go": [("rg -n 'TODO' --type go | head -5", "internal/config/config.go:12:// TODO: validate Addr"),
           ("go list ./...", "github.com/acme/{name}/cmd/{name}\ngithub.com/acme/{name}/internal/config\ngithub.com/acme/{name}/internal/version"),
           ("git log --oneline -8", "{h1} Handle empty input\n{h2} Add metrics\n{h3} Split helpers\n{h4} Initial import")],
    "java": [("git log --oneline -6", "{h1} Bump jackson\n{h2} Add metrics\n{h3} Split mapper\n{h4} Initial import"),
             ("grep -rn 'TODO' src/main/java | head -3", "src/main/java/com/acme/App.java:4:// TODO: graceful shutdown")],
    "kotlin": [("git log --oneline -6", "{h1} Bump kotlin\n{h2} Add detekt\n{h3} Split services\n{h4} Initial import"),
               ("grep -rn 'TODO' src/main/kotlin | head -3", "src/main/kotlin/com/acme/Main.kt:3:// TODO: config validation")],
    "rust": [("git log --oneline -6", "{h1} clippy fixes\n{h2} Add bench\n{h3} Split modules\n{h4} Initial import"),
             ("rg -n 'unwrap\\(\\)' src | wc -l", "7")],
    "shell": [("git log --oneline -6", "{h1} Fix quoting\n{h2} Add bats tests\n{h3} Split helpers\n{h4} Initial import"),
              ("ls tests", "helpers.bash\nfixtures")],
    "ruby": [("git log --oneline -6", "{h1} Rubocop fixes\n{h2} Add specs\n{h3} Initial import")],
    "dotnet": [("git log --oneline -6", "{h1} Bump SDK\n{h2} Add tests\n{h3} Initial import")],
}
GREEN = {
    "python": ("python -m pytest -q tests/test_{mod}.py", "{dots}{pad}[100%]\n{n} passed in 0.{ms}s"),
    "go": ("go test ./internal/{mod}/...", "ok  \tgithub.com/acme/{name}/internal/{mod}\t0.0{ms}s"),
    "java": ("mvn -B -q -o test -Dtest='{Cls}{Mod}Test' 2>&1 | tail -1", "[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0"),
    "kotlin": ("./gradlew test --tests '*{Mod}Test' --console=plain 2>&1 | tail -1", "BUILD SUCCESSFUL in {ms}s"),
    "rust": ("cargo test --lib {mod} 2>&1 | tail -1", "test result: ok. {n} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.0{ms}s"),
    "shell": ("bats tests/{mod}.bats", " ✓ {mod}: prints usage without arguments\n ✓ {mod}: dry run lists actions\n\n2 tests, 0 failures"),
    "ruby": ("bundle exec rspec spec/{mod}_spec.rb 2>&1 | tail -1", "{n} examples, 0 failures"),
    "dotnet": ("dotnet test --no-build --filter {Mod} 2>&1 | tail -1", "Passed!  - Failed:     0, Passed:    {n}, Skipped:     0"),
}
MODS = ["config", "utils", "io", "models", "cli", "report", "parse", "store"]
TESTREAD = {
    "python": ("sed -n '1,12p' tests/test_{mod}.py", "from {pkg}.{mod} import load_{mod}\n\n\ndef test_load_{mod}_roundtrip(tmp_path):\n    p = tmp_path / '{mod}.json'\n    p.write_text('{}')\n    assert load_{mod}(p) == {}"),
    "go": ("sed -n '1,12p' internal/{mod}/{mod}_test.go", "package {mod}\n\nimport \"testing\"\n\nfunc TestNew{Mod}(t *testing.T) {\n\tif New{Mod}(testConfig()) == nil {\n\t\tt.Fatal(\"nil\")\n\t}\n}"),
    "java": ("ls src/test/java/com/acme | grep -i {mod}", "{Mod}ServiceTest.java"),
    "kotlin": ("ls src/test/kotlin/com/acme | grep -i {mod}", "{Mod}ServiceTest.kt"),
    "rust": ("grep -c '#\\[test\\]' src/{mod}.rs 2>/dev/null || echo 0", "4"),
    "shell": ("head -5 scripts/{mod}_report.sh 2>/dev/null", "#!/usr/bin/env bash\nset -euo pipefail\n# {mod} report, run from cron\n. \"$(dirname \"$0\")/lib.sh\""),
    "ruby": ("ls spec | grep {mod}", "{mod}_spec.rb"),
    "dotnet": ("ls tests/Labels.Tests | grep -i {mod}", "{Mod}Tests.cs"),
}
MODREAD = {
    "python": ("wc -l {pre}{pkg}/{mod}.py && grep -n '^def \\|^class ' {pre}{pkg}/{mod}.py | head -5", "{n} {pre}{pkg}/{mod}.py\n3:def load_{mod}(path):\n27:def dump_{mod}(obj, path):\n41:class {Mod}Error(ValueError):"),
    "go": ("grep -n '^func ' internal/{mod}/*.go | head -5", "internal/{mod}/{mod}.go:14:func New{Mod}(cfg config.Config) *{Mod} {\ninternal/{mod}/{mod}.go:38:func (x *{Mod}) Close() error {"),
    "java": ("grep -rln '{Mod}' src/main/java | head -3", "src/main/java/com/acme/{Mod}Service.java\nsrc/main/java/com/acme/{Mod}Repository.java"),
    "kotlin": ("grep -rln '{Mod}' src/main/kotlin | head -3", "src/main/kotlin/com/acme/{Mod}Service.kt"),
    "rust": ("grep -n '^pub fn' src/{mod}.rs 2>/dev/null | head -3", "3:pub fn parse_{mod}(input: &str) -> Result<{Mod}, Error> {"),
    "shell": ("grep -ln '{mod}' scripts/*.sh | head -3", "scripts/{mod}_report.sh"),
    "ruby": ("grep -rn 'def ' lib/{pkg}/{mod}.rb 2>/dev/null | head -3", "lib/{pkg}/{mod}.rb:4:  def self.{mod}(input)"),
    "dotnet": ("grep -rln '{Mod}' src | head -3", "src/Labels/{Mod}.cs"),
}
THINKS = [
    "**Checking conventions**\n\nBefore editing I want to see how errors and configuration are handled elsewhere in the project so the change fits in.",
    "**Narrowing down**\n\nThe relevant code is probably small; I'll skim the helpers and make sure nothing else depends on the behaviour I'm about to change.",
    "**Baseline**\n\nRunning a couple of unrelated test modules first gives me a baseline so I can tell later whether a failure is mine.",
    "**Reading history**\n\nRecent commits may explain why the code looks the way it does.",
    "**Scope check**\n\nThe ticket names a specific file; I'll confirm there isn't a second implementation somewhere else.",
]
SAYS2 = ["Baseline looks healthy so far.", "Nothing unusual in the helpers; moving on to the code the ticket names.",
         "The project layout is conventional; I'll keep the change small.", "That module is unrelated; continuing."]


def noise(run, stack, k, at, tests=True):
    """Insert k benign background steps (reads, greps, green test runs, prose) at index `at`."""
    if k <= 0:
        return run
    rng = random.Random(h("noise:" + run.id, 12))
    name = run.repo
    pkg = name.replace("-", "_")
    Cls = "".join(p.capitalize() for p in name.split("-"))
    fmt = dict(name=name, pkg=pkg, Cls=Cls, h1=h(run.id + "a", 7), h2=h(run.id + "b", 7), h3=h(run.id + "c", 7), h4=h(run.id + "d", 7))
    pool = []
    pre = getattr(run, "src_prefix", "")
    for p, c in SRC.get(stack, []):
        p = _fill(p, fmt)
        if stack == "python" and p.startswith(pkg + "/"):
            p = pre + p
        pool.append(Step("read", None, path=p, content=_fill(c, fmt)))
    for m in MODS:
        c, o = MODREAD[stack]
        f = dict(fmt, mod=m, Mod=m.capitalize(), pre=pre, n=rng.randint(40, 400))
        pool.append(Step("cmd", None, command=_fill(c, f), output=_fill(o, f), code=0, status=None, shell=True))
    for c, o in GREPS.get(stack, []):
        pool.append(Step("cmd", None, command=_fill(c, fmt), output=_fill(o, fmt), code=0, status=None, shell=True))
    for m in MODS:
        c, o = TESTREAD[stack]
        f = dict(fmt, mod=m, Mod=m.capitalize(), pre=pre)
        pool.append(Step("cmd", None, command=_fill(c, f), output=_fill(o, f), code=0, status=None, shell=True))
    for i in range(1, 7):
        hh = h(run.id + "show%d" % i, 7)
        files = rng.sample(MODS, 2)
        pool.append(Step("cmd", None, command="git show --stat --format='%%h %%s' HEAD~%d | head -5" % i,
                         output="%s %s\n %s | %d +++--\n %s | %d ++-\n 2 files changed" % (
                             hh, rng.choice(LOGS), files[0], rng.randint(3, 40), files[1], rng.randint(2, 20)),
                         code=0, status=None, shell=True))
    gc, go = GREEN[stack]
    for m in (rng.sample(MODS, 6) if tests else []):
        n = rng.randint(3, 40)
        f = dict(fmt, mod=m, Mod=m.capitalize(), n=n, ms=rng.randint(10, 99), dots="." * min(n, 40), pad=" " * (73 - min(n, 40)))
        pool.append(Step("cmd", None, command=_fill(gc, f), output=_fill(go, f), code=0, status=None, shell=True))
    for t in rng.sample(THINKS, 3):
        pool.append(Step("think", None, text=t) if run.fmt == "codex" else Step("say", None, text=t.split("\n\n", 1)[1]))
    for t in rng.sample(SAYS2, 2):
        pool.append(Step("say", None, text=t))
    rng.shuffle(pool)
    steps = pool[:k]      # never repeat a step: repeats would look like looping
    run.steps[at:at] = steps
    return run
