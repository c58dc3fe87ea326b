"""Shared noise snippets for the r2- cases (reads, greps and green test runs)."""
from gen_lib import B, R, G, T

PY_READS = [
    R("pyproject.toml", "[project]\nname = \"ledgerkit\"\nversion = \"3.8.1\"\nrequires-python = \">=3.10\"\ndependencies = [\n  \"httpx>=0.27\",\n  \"pydantic>=2.6\",\n  \"structlog>=24.1\",\n]\n\n[tool.pytest.ini_options]\ntestpaths = [\"tests\"]"),
    B("ls src/ledgerkit", "__init__.py\naccounts.py\nbilling\ncli.py\nconfig.py\nexport.py\nhttp.py\nlogging_setup.py\nmodels.py\nreports.py"),
    B("git log --oneline -4", "c41d9e2 reports: month-end rollup\n88ab013 cli: --since flag\n2f7e6c1 deps: bump httpx\n0aa91b7 Merge pull request #431"),
    R("src/ledgerkit/config.py", "import os\n\nDEFAULT_CURRENCY = os.environ.get(\"LEDGER_CURRENCY\", \"EUR\")\nPAGE_SIZE = int(os.environ.get(\"LEDGER_PAGE_SIZE\", \"200\"))\n\n\ndef load():\n    return {\"currency\": DEFAULT_CURRENCY, \"page_size\": PAGE_SIZE}"),
]

JS_READS = [
    R("package.json", "{\n  \"name\": \"@acme/storefront\",\n  \"version\": \"5.2.0\",\n  \"private\": true,\n  \"scripts\": {\n    \"build\": \"tsc -p .\",\n    \"test\": \"jest\",\n    \"lint\": \"eslint src\"\n  },\n  \"dependencies\": {\n    \"express\": \"^4.19.2\",\n    \"axios\": \"^1.6.8\"\n  }\n}"),
    B("ls src", "api\ncart\ncheckout\nindex.ts\nlib\nmiddleware\nutils"),
    B("git log --oneline -3", "e01b77a cart: fix rounding in promo display\n5cc2a10 chore: bump eslint\n93fd0d4 Merge pull request #1207"),
]

GO_READS = [
    R("go.mod", "module github.com/acme/fleet\n\ngo 1.22\n\nrequire (\n\tgithub.com/go-chi/chi/v5 v5.0.12\n\tgithub.com/sirupsen/logrus v1.9.3\n\tgolang.org/x/sync v0.7.0\n)"),
    B("ls internal", "agent\nconfig\nhttpapi\ninventory\nscheduler\nstore"),
]

RS_READS = [
    R("Cargo.toml", "[package]\nname = \"tilecache\"\nversion = \"0.9.3\"\nedition = \"2021\"\n\n[dependencies]\nserde = { version = \"1\", features = [\"derive\"] }\ntokio = { version = \"1\", features = [\"full\"] }\nthiserror = \"1\""),
    B("ls src", "cache.rs\nconfig.rs\nerror.rs\nlib.rs\nmain.rs\nstore\ntile.rs"),
]

JAVA_READS = [
    B("ls src/main/java/com/acme/billing", "BillingApplication.java\ncontroller\ndomain\nrepository\nservice"),
    R("pom.xml", "<project>\n  <groupId>com.acme</groupId>\n  <artifactId>billing</artifactId>\n  <version>2.3.0</version>\n  <parent>\n    <groupId>org.springframework.boot</groupId>\n    <artifactId>spring-boot-starter-parent</artifactId>\n    <version>2.7.18</version>\n  </parent>\n</project>"),
]


def py_green(n=142, secs="3.41"):
    return B("python -m pytest -q", "." * 60 + "\n" + "." * (n - 60) + f"\n{n} passed in {secs}s")


def jest_green(suites=23, tests=188):
    return B("npx jest", f"Test Suites: {suites} passed, {suites} total\nTests:       {tests} passed, {tests} total\nSnapshots:   0 total\nTime:        9.114 s\nRan all test suites.")


def go_green(pkgs=("agent", "config", "httpapi", "inventory", "scheduler", "store")):
    return B("go test ./...", "\n".join(f"ok  \tgithub.com/acme/fleet/internal/{p}\t0.{(i * 37) % 90 + 10:03d}s" for i, p in enumerate(pkgs)))


def cargo_green(n=57):
    return B("cargo test", f"   Compiling tilecache v0.9.3 (/workspace/repo)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.22s\n     Running unittests src/lib.rs (target/debug/deps/tilecache-3f9a0c1d2e)\n\nrunning {n} tests\n" + "test result: ok. %d passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s" % n)


def filler_reads(paths_contents):
    return [R(p, c) for p, c in paths_contents]
