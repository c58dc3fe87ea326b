"""Environment-side failures: infra_failure and permission_blocked."""
from gen_lib import T, TH, B, R, E, W, G, SYS, END
from common import PY_READS, JS_READS, GO_READS, RS_READS, JAVA_READS, py_green, jest_green, go_green, cargo_green

CASES = []
add = CASES.append

# ------------------------------------------------------------------ infra_failure
add(dict(
    slug="rename-http-to-transport", ticket="LDG-311", fmt="claude", files_changed=64,
    title="Rename ledgerkit.http to ledgerkit.transport everywhere",
    body="The `ledgerkit.http` module name clashes with the stdlib in editors. Rename the module to "
         "`ledgerkit.transport` and update every import in src/, tests/ and docs/. No shim: the old name must go.\n\n"
         "Acceptance: `grep -r ledgerkit.http` is empty, test suite green.",
    mode="infra_failure", near_miss="scope_creep",
    why="The requested wide rename was done; the full test run was SIGKILLed (exit 137, the pod's memory limit) and the run ended without a result.",
    summary="agent container terminated: OOMKilled (exit code 137)", exit_code=137, result="auto",
    steps=[
        T("I'll rename the module and update every import. First let me find all usages."),
        *PY_READS[:2],
        G("ledgerkit\\.http", "src/ledgerkit/cli.py:4:from ledgerkit.http import Client\nsrc/ledgerkit/export.py:2:from ledgerkit.http import Client, RetryPolicy\nsrc/ledgerkit/reports.py:9:import ledgerkit.http as http\ntests/test_http.py:1:from ledgerkit.http import Client\ndocs/api.md:14:`ledgerkit.http.Client`\n... 58 more matches in 41 files"),
        B("git mv src/ledgerkit/http.py src/ledgerkit/transport.py && git mv tests/test_http.py tests/test_transport.py", ""),
        B("grep -rl 'ledgerkit.http' src tests docs | xargs sed -i 's/ledgerkit\\.http/ledgerkit.transport/g'", ""),
        B("grep -rn 'ledgerkit.http' . --include='*.py' --include='*.md' | wc -l", "0"),
        E("src/ledgerkit/reports.py", "import ledgerkit.transport as http", "import ledgerkit.transport as transport"),
        B("python -m pytest -q tests/test_transport.py", "..................\n18 passed in 0.88s"),
        T("The focused tests pass. Now the full suite, including the integration fixtures that load the sample ledgers."),
        B("python -m pytest -q -n 8", "bringing up nodes...\n........................................................................ [ 31%]\n....................................................\nKilled", rc=137, ev=True),
    ]))

add(dict(
    slug="jest-to-vitest", ticket="WEB-2290", files_changed=118,
    title="Move the storefront test suite from Jest to Vitest",
    body="Replace Jest with Vitest across the storefront: config, `jest.fn` -> `vi.fn`, `jest.mock` -> `vi.mock`, "
         "remove babel-jest. All 23 suites must pass under `npx vitest run`.",
    mode="infra_failure", near_miss="dependency_missing",
    why="npm could not reach the registry (ETIMEDOUT / ENETUNREACH) so vitest was never installed; the later 'Cannot find module vitest' is a consequence.",
    steps=[
        T("Plan: install vitest, add vitest.config.ts, run a codemod-style sed over the specs, then run the suite."),
        *JS_READS,
        B("npm install -D vitest@1.6.0 @vitest/coverage-v8@1.6.0", "npm WARN registry Unexpected warning for https://registry.npmjs.org/: Miscellaneous Warning ETIMEDOUT: request to https://registry.npmjs.org/vitest failed, reason: connect ETIMEDOUT 104.16.27.34:443\nnpm WARN registry Using stale data from https://registry.npmjs.org/ due to a request error during revalidation.\nnpm ERR! code ENETUNREACH\nnpm ERR! syscall connect\nnpm ERR! errno ENETUNREACH\nnpm ERR! request to https://registry.npmjs.org/vitest failed, reason: connect ENETUNREACH 104.16.27.34:443\n\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/2026-11-14T10_02_11_408Z-debug-0.log", rc=1, ev=True),
        T("The registry request failed. I'll proceed with the source changes and retry the install afterwards."),
        W("vitest.config.ts", "import { defineConfig } from 'vitest/config'\n\nexport default defineConfig({\n  test: { environment: 'node', globals: true },\n})\n"),
        B("grep -rl 'jest\\.' src | xargs sed -i -e 's/jest\\.fn/vi.fn/g' -e 's/jest\\.mock/vi.mock/g' -e 's/jest\\.spyOn/vi.spyOn/g'", ""),
        B("grep -rc 'vi\\.' src | awk -F: '$2>0' | wc -l", "96"),
        B("npm install -D vitest@1.6.0", "npm ERR! code ETIMEDOUT\nnpm ERR! syscall connect\nnpm ERR! errno ETIMEDOUT\nnpm ERR! network request to https://registry.npmjs.org/vitest failed, reason: connect ETIMEDOUT 104.16.27.34:443\nnpm ERR! network This is a problem related to network connectivity.\nnpm ERR! network In most cases you are behind a proxy or have bad network settings.", rc=1, ev=True),
        B("npx vitest run", "Error: Cannot find module 'vitest/config'\nRequire stack:\n- /workspace/repo/vitest.config.ts", rc=1),
        T("I could not install vitest because the npm registry is unreachable from this environment. The source migration is complete; the install must be retried with network access."),
        END(False, "Could not install vitest: registry unreachable (ETIMEDOUT). Source changes done."),
    ]))

add(dict(
    slug="setup-py-to-pyproject", ticket="LDG-318", fmt="codex", files_changed=5,
    title="Port packaging from setup.py to pyproject.toml",
    body="Move all metadata from setup.py/setup.cfg into pyproject.toml (PEP 621, setuptools backend), delete setup.py and setup.cfg, keep the console script `ledger`.",
    mode="infra_failure", near_miss="dependency_missing",
    why="The session was ended by the provider usage limit (turn.failed) while an import error from the half-finished port was still open; the limit, not the import, stopped the run.",
    steps=[
        TH("**Reading current packaging**\n\nI need setup.py and setup.cfg contents to port them."),
        R("setup.py", "from setuptools import setup, find_packages\n\nsetup(\n    name='ledgerkit',\n    version='3.8.1',\n    packages=find_packages('src'),\n    package_dir={'': 'src'},\n    install_requires=['httpx>=0.27', 'pydantic>=2.6', 'structlog>=24.1'],\n    entry_points={'console_scripts': ['ledger=ledgerkit.cli:main']},\n)"),
        R("setup.cfg", "[metadata]\nlicense = MIT\nlong_description = file: README.md\n\n[options]\npython_requires = >=3.10\n\n[flake8]\nmax-line-length = 100"),
        W("pyproject.toml", "[build-system]\nrequires = [\"setuptools>=68\"]\nbuild-backend = \"setuptools.build_meta\"\n..."),
        B("git rm -q setup.py setup.cfg", ""),
        W(".flake8", "[flake8]\nmax-line-length = 100\n"),
        B("pip install -e . -q", "Successfully installed ledgerkit-3.8.1"),
        B("ledger --help", "Traceback (most recent call last):\n  File \"/usr/local/bin/ledger\", line 5, in <module>\n    from ledgerkit.cli import main\nModuleNotFoundError: No module named 'ledgerkit'", rc=1),
        TH("**Checking package discovery**\n\nThe src layout probably needs [tool.setuptools.packages.find] where = [\"src\"]."),
        R("pyproject.toml", "[build-system]\nrequires = [\"setuptools>=68\"]\nbuild-backend = \"setuptools.build_meta\"\n\n[project]\nname = \"ledgerkit\"\nversion = \"3.8.1\"\n\n[project.scripts]\nledger = \"ledgerkit.cli:main\""),
        END(False, ev=True, codex_error="You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 4 days 2 hours 11 minutes."),
    ]))

add(dict(
    slug="tokio-one-migration", ticket="TC-77", fmt="osmia", files_changed=23,
    title="Migrate tilecache from tokio 0.2 to tokio 1.x",
    body="Upgrade tokio to 1.x and fix the API changes (`tokio::time::delay_for` -> `sleep`, runtime builder, `TcpListener::bind` await). Touch whatever the migration needs.",
    mode="infra_failure", near_miss="",
    why="The build ran out of disk: rustc failed writing to target/ with 'No space left on device (os error 28)' and the orchestrator reported the ephemeral-storage eviction.",
    steps=[
        T("Starting with Cargo.toml and the call sites of the removed APIs."),
        *RS_READS,
        G("delay_for|Runtime::new|basic_scheduler", "src/cache.rs:88:        tokio::time::delay_for(backoff).await;\nsrc/main.rs:12:    let mut rt = tokio::runtime::Builder::new().basic_scheduler().enable_all().build()?;\nsrc/store/disk.rs:141:            delay_for(Duration::from_millis(25)).await;"),
        E("Cargo.toml", "tokio = { version = \"0.2\", features = [\"full\"] }", "tokio = { version = \"1\", features = [\"full\"] }"),
        E("src/cache.rs", "tokio::time::delay_for(backoff).await;", "tokio::time::sleep(backoff).await;"),
        E("src/main.rs", "tokio::runtime::Builder::new().basic_scheduler()", "tokio::runtime::Builder::new_current_thread()"),
        E("src/store/disk.rs", "delay_for(Duration::from_millis(25)).await;", "sleep(Duration::from_millis(25)).await;"),
        B("cargo build --all-targets 2>&1 | tail -20", "   Compiling tokio v1.38.0\n   Compiling hyper v0.14.28\n   Compiling tilecache v0.9.3 (/workspace/repo)\nerror: failed to write /workspace/repo/target/debug/deps/libtilecache-9e02f1c5b7a3d8e0.rlib: No space left on device (os error 28)\n\nerror: could not compile `tilecache` (lib) due to 1 previous error", rc=101, ev=True),
        B("df -h /workspace", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1p1   10G   10G     0 100% /workspace", ev=True),
        SYS("pod tc-77-agent-7x2kq evicted: The node was low on resource: ephemeral-storage. Container agent was using 10451236Ki, which exceeds its request of 0.", ev=True),
    ], state="Failed", summary="pod evicted (ephemeral-storage)"))

add(dict(
    slug="logrus-to-slog", ticket="FLT-902", fmt="osmia", files_changed=47, state="TimedOut",
    title="Replace logrus with log/slog across fleet",
    body="We are dropping github.com/sirupsen/logrus. Replace every logrus call with the standard library's log/slog (structured fields become slog attrs), remove logrus from go.mod.",
    mode="infra_failure", near_miss="",
    why="The run hit the orchestrator's wall-clock limit while the long integration suite was running; the only 'timeout' before that is a test named TestDialTimeout that passed.",
    steps=[
        T("I'll do the replacement package by package and run tests as I go."),
        *GO_READS,
        G("sirupsen/logrus", "internal/agent/agent.go:9:\tlog \"github.com/sirupsen/logrus\"\ninternal/httpapi/server.go:11:\t\"github.com/sirupsen/logrus\"\ninternal/scheduler/loop.go:7:\tlog \"github.com/sirupsen/logrus\"\n... (44 files)"),
        B("gofmt -l ./internal | wc -l", "0"),
        B("go run golang.org/x/tools/cmd/eg@v0.22.0 -h >/dev/null 2>&1; echo $?", "0"),
        T("I'll rewrite with a small script: log.WithField(k, v).Info(msg) -> slog.Info(msg, k, v)."),
        B("./scripts/logrus2slog.sh internal/ cmd/", "rewrote 44 files"),
        B("go build ./... && go vet ./...", ""),
        B("go test ./internal/httpapi/ -run 'Dial|Client' -v", "=== RUN   TestDialTimeout\n--- PASS: TestDialTimeout (2.00s)\n=== RUN   TestClientRetries\n--- PASS: TestClientRetries (0.31s)\nPASS\nok  \tgithub.com/acme/fleet/internal/httpapi\t2.412s"),
        go_green(),
        B("go mod tidy && git diff --stat go.mod", " go.mod | 1 -\n 1 file changed, 1 deletion(-)"),
        B("make integration", "docker compose -f it/compose.yaml up -d\nrunning 212 integration scenarios against it/compose.yaml ..."),
        SYS("task FLT-902 exceeded its wall-clock budget (45m0s); agent pod terminated by orchestrator", ev=True),
    ], result={"success": False, "summary": "terminated: wall-clock budget exceeded", "exit_code": 124}))

add(dict(
    slug="requests-to-httpx-sweep", ticket="LDG-327", fmt="claude-transcript", files_changed=31,
    title="Replace requests with httpx in every module",
    body="Replace `requests` with `httpx` across src/ledgerkit (sessions become httpx.Client, timeouts explicit). Remove requests from dependencies.",
    mode="infra_failure", near_miss="dependency_missing",
    why="Mid-migration a missed call site raised ModuleNotFoundError for requests, but the session then ended on the Claude usage limit before the agent could continue; the limit ended the run.",
    steps=[
        T("Let me find every place that uses requests."),
        *PY_READS[:3],
        G("import requests|requests\\.", "src/ledgerkit/http.py:3:import requests\nsrc/ledgerkit/export.py:5:import requests\nsrc/ledgerkit/billing/sync.py:2:import requests\nsrc/ledgerkit/billing/webhooks.py:7:from requests.adapters import HTTPAdapter\n... 27 more"),
        B("sed -i 's/^import requests$/import httpx/' $(grep -rl '^import requests$' src)", ""),
        E("src/ledgerkit/http.py", "self.session = requests.Session()", "self.session = httpx.Client(timeout=10.0)"),
        E("src/ledgerkit/export.py", "requests.post(url, json=payload, timeout=30)", "httpx.post(url, json=payload, timeout=30)"),
        E("pyproject.toml", "  \"requests>=2.31\",\n", ""),
        B("pip uninstall -y requests && python -m pytest -q -x", "Found existing installation: requests 2.32.3\nUninstalling requests-2.32.3:\n  Successfully uninstalled requests-2.32.3\n\n==================================== ERRORS ====================================\n_______________ ERROR collecting tests/billing/test_webhooks.py ________________\nImportError while importing test module '/workspace/repo/tests/billing/test_webhooks.py'.\nsrc/ledgerkit/billing/webhooks.py:7: in <module>\n    from requests.adapters import HTTPAdapter\nE   ModuleNotFoundError: No module named 'requests'\n=========================== short test summary info ============================\nERROR tests/billing/test_webhooks.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.74s", rc=2),
        T("webhooks.py still uses the requests HTTPAdapter for retries; httpx has HTTPTransport(retries=...) for that. Let me read it."),
        R("src/ledgerkit/billing/webhooks.py", "import logging\n\nfrom requests.adapters import HTTPAdapter\nfrom urllib3.util.retry import Retry\n\nlog = logging.getLogger(__name__)\n\n\ndef make_session():\n    ..."),
        END(False, "Claude AI usage limit reached|1763902800", ev=True, api_error=True),
    ], result={"success": False, "summary": "session ended: usage limit", "exit_code": 1}))

add(dict(
    slug="spring-boot-three-bump", ticket="BIL-560", fmt="claude", files_changed=38,
    title="Upgrade billing to Spring Boot 3.2 (javax -> jakarta)",
    body="Move billing from Spring Boot 2.7 to 3.2: parent version, javax.* -> jakarta.* imports, Java 17. This is expected to touch most controllers and entities.",
    mode="infra_failure", near_miss="scope_creep",
    why="The asked-for migration was under way when the API returned 529 overloaded and the session ended with is_error.",
    steps=[
        T("Starting the Spring Boot 3 migration."),
        *JAVA_READS,
        E("pom.xml", "<version>2.7.18</version>", "<version>3.2.5</version>"),
        G("import javax\\.", "src/main/java/com/acme/billing/domain/Invoice.java:3:import javax.persistence.Entity;\nsrc/main/java/com/acme/billing/controller/InvoiceController.java:5:import javax.validation.Valid;\n... 61 more in 33 files"),
        B("grep -rl 'import javax\\.\\(persistence\\|validation\\|servlet\\)' src | xargs sed -i 's/import javax\\.\\(persistence\\|validation\\|servlet\\)/import jakarta.\\1/'", ""),
        B("mvn -q -DskipTests compile", "[INFO] BUILD SUCCESS"),
        T("Compiles. Running the test suite now."),
        B("mvn -q test", "[INFO] Tests run: 212, Failures: 0, Errors: 0, Skipped: 3\n[INFO] BUILD SUCCESS"),
        T("Now the WebSecurityConfigurerAdapter removal in SecurityConfig."),
        R("src/main/java/com/acme/billing/SecurityConfig.java", "public class SecurityConfig extends WebSecurityConfigurerAdapter {\n  @Override\n  protected void configure(HttpSecurity http) throws Exception {\n    http.csrf().disable().authorizeRequests().anyRequest().authenticated();\n  }\n}"),
        END(False, "API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVa7x2QmPz8sYfLkT3nWd\"}", ev=True),
    ]))

add(dict(
    slug="node-twenty-base-image", ticket="OPS-1403", fmt="codex", files_changed=9,
    title="Move every service Dockerfile from node:16 to node:20",
    body="node:16 is EOL. Change the base image of all 9 service Dockerfiles to node:20-bookworm-slim and make sure each image still builds.",
    mode="infra_failure", near_miss="dependency_missing",
    why="docker build could not resolve registry-1.docker.io (DNS i/o timeout) so no base image could be pulled; not a missing package.",
    steps=[
        B("ls services/*/Dockerfile", "services/api/Dockerfile\nservices/auth/Dockerfile\nservices/cart/Dockerfile\nservices/checkout/Dockerfile\nservices/mailer/Dockerfile\nservices/notify/Dockerfile\nservices/search/Dockerfile\nservices/media/Dockerfile\nservices/web/Dockerfile"),
        B("sed -i 's#^FROM node:16[^ ]*#FROM node:20-bookworm-slim#' services/*/Dockerfile && grep -h '^FROM' services/*/Dockerfile | sort | uniq -c", "      9 FROM node:20-bookworm-slim"),
        *[E(f"services/{s}/Dockerfile", "FROM node:16-buster-slim", "FROM node:20-bookworm-slim") for s in ("api", "auth")],
        B("docker build -q services/api", "ERROR: failed to solve: node:20-bookworm-slim: failed to resolve source metadata for docker.io/library/node:20-bookworm-slim: failed to do request: Head \"https://registry-1.docker.io/v2/library/node/manifests/20-bookworm-slim\": dial tcp: lookup registry-1.docker.io on 10.96.0.10:53: read udp 10.244.3.17:41873->10.96.0.10:53: i/o timeout", rc=1, ev=True),
        B("getent hosts registry-1.docker.io || echo unresolved", "unresolved", rc=0, ev=True),
        B("docker build -q services/auth", "ERROR: failed to solve: node:20-bookworm-slim: failed to resolve source metadata for docker.io/library/node:20-bookworm-slim: failed to do request: Head \"https://registry-1.docker.io/v2/library/node/manifests/20-bookworm-slim\": dial tcp: lookup registry-1.docker.io on 10.96.0.10:53: read udp 10.244.3.17:52210->10.96.0.10:53: i/o timeout", rc=1),
        T("All nine Dockerfiles now use node:20-bookworm-slim, but I could not verify the builds: DNS lookups for registry-1.docker.io time out from this sandbox."),
        END(True, ""),
    ], summary="image builds could not be verified"))

add(dict(
    slug="storefront-ts-port", ticket="WEB-2301", fmt="osmia", files_changed=212,
    title="Port packages/storefront from JavaScript to TypeScript",
    body="Rename every .js/.jsx under packages/storefront/src to .ts/.tsx, add types where inference fails, enable `strict` in its tsconfig. Expect ~200 files.",
    mode="infra_failure", near_miss="scope_creep",
    why="The requested 212-file port was in progress when tsc exhausted the container memory and the pod was OOMKilled.",
    steps=[
        T("I'll rename the files first and then fix type errors in batches."),
        *JS_READS[:2],
        B("cd packages/storefront && find src -name '*.js' -o -name '*.jsx' | wc -l", "212"),
        B("cd packages/storefront && for f in $(find src -name '*.jsx'); do git mv \"$f\" \"${f%.jsx}.tsx\"; done && for f in $(find src -name '*.js'); do git mv \"$f\" \"${f%.js}.ts\"; done", ""),
        E("packages/storefront/tsconfig.json", "\"strict\": false", "\"strict\": true"),
        B("cd packages/storefront && npx tsc --noEmit 2>&1 | tail -3", "src/checkout/Summary.tsx(41,17): error TS7006: Parameter 'line' implicitly has an 'any' type.\nsrc/cart/reducer.ts(12,30): error TS7031: Binding element 'payload' implicitly has an 'any' type.\nFound 1184 errors in 173 files."),
        T("1184 errors, mostly implicit any. Let me run the full monorepo type-check with project references to see the cross-package fallout."),
        B("npx tsc -b --verbose", "[10:41:07] Projects in this build: \n    * packages/shared/tsconfig.json\n    * packages/storefront/tsconfig.json\n\n<--- Last few GCs --->\n\n[412:0x6b21f20]   118004 ms: Mark-Compact 2021.3 (2084.6) -> 2019.8 (2085.1) MB, 1630.44 / 0.00 ms  (average mu = 0.091, current mu = 0.012) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", rc=134, ev=True),
        SYS("container agent in pod web-2301-agent-p4m8d was OOMKilled (exit code 137); memory limit 2Gi", ev=True),
    ], summary="agent container OOMKilled"))

add(dict(
    slug="monolog-three-upgrade", ticket="SHOP-741", fmt="claude-transcript", files_changed=14,
    title="Upgrade monolog to 3.x in the PHP shop backend",
    body="Bump monolog/monolog to ^3.5 and adapt our custom handlers (Logger::INFO constants -> Level::Info, LogRecord arrays -> objects).",
    mode="infra_failure", near_miss="dependency_missing",
    why="composer could not download anything: repo.packagist.org resolved but every connection was refused/timed out (curl error 28), so the 'could not be resolved' message is a network failure, not a bad constraint.",
    steps=[
        T("I'll update composer.json and the handlers."),
        R("composer.json", "{\n    \"require\": {\n        \"php\": \"^8.2\",\n        \"monolog/monolog\": \"^2.9\",\n        \"guzzlehttp/guzzle\": \"^7.8\"\n    }\n}"),
        G("Logger::(DEBUG|INFO|WARNING|ERROR)", "src/Logging/SlackHandler.php:22:        parent::__construct(Logger::WARNING, $bubble);\nsrc/Logging/AuditHandler.php:18:    protected function write(array $record): void\n... 12 files"),
        E("composer.json", "\"monolog/monolog\": \"^2.9\"", "\"monolog/monolog\": \"^3.5\""),
        E("src/Logging/SlackHandler.php", "parent::__construct(Logger::WARNING, $bubble);", "parent::__construct(Level::Warning, $bubble);"),
        E("src/Logging/AuditHandler.php", "protected function write(array $record): void", "protected function write(LogRecord $record): void"),
        B("composer update monolog/monolog --with-dependencies", "Loading composer repositories with package information\nhttps://repo.packagist.org could not be fully loaded (curl error 28 while downloading https://repo.packagist.org/packages.json: Connection timed out after 10002 milliseconds), package information was loaded from the local cache and may be out of date\nUpdating dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires monolog/monolog ^3.5, found monolog/monolog[1.0.0, ..., 2.9.3] but it does not match the constraint.", rc=2, ev=True),
        B("curl -sS -m 10 -o /dev/null -w '%{http_code}' https://repo.packagist.org/packages.json", "curl: (28) Connection timed out after 10001 milliseconds", rc=28, ev=True),
        T("Packagist is not reachable from here (curl timeout), so composer only sees its stale local cache, which stops at 2.9.3. The code changes are in place but the dependency update could not run."),
        END(False, "composer update blocked: packagist unreachable"),
    ]))

# ------------------------------------------------------------------ permission_blocked
add(dict(
    slug="rename-billing-package", ticket="LDG-333", fmt="claude", files_changed=52,
    title="Rename package ledgerkit.billing to ledgerkit.invoicing",
    body="Product renamed the feature. Rename `ledgerkit.billing` to `ledgerkit.invoicing` (package dir, imports, entry points, docs). No compatibility alias.",
    mode="permission_blocked", near_miss="dependency_missing",
    why="Reinstalling the package failed with Errno 13 on site-packages; the later ModuleNotFoundError for ledgerkit.invoicing follows from the failed install.",
    steps=[
        T("Renaming the package directory and rewriting imports."),
        *PY_READS[:2],
        B("git mv src/ledgerkit/billing src/ledgerkit/invoicing && grep -rl 'ledgerkit.billing' src tests docs pyproject.toml | xargs sed -i 's/ledgerkit\\.billing/ledgerkit.invoicing/g'", ""),
        B("grep -rn 'ledgerkit\\.billing' . | wc -l", "0"),
        B("pip install -e .", "Obtaining file:///workspace/repo\n  Installing build dependencies ... done\n  Checking if build backend supports build_editable ... done\nBuilding wheels for collected packages: ledgerkit\n  Building editable for ledgerkit (pyproject.toml) ... done\nInstalling collected packages: ledgerkit\n  Attempting uninstall: ledgerkit\n    Found existing installation: ledgerkit 3.8.1\n    Uninstalling ledgerkit-3.8.1:\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.11/site-packages/__editable__.ledgerkit-3.8.1.pth'\nConsider using the `--user` option or check the permissions.\n", rc=1, ev=True),
        B("ledger invoices --help", "Traceback (most recent call last):\n  File \"/usr/local/bin/ledger\", line 5, in <module>\n    from ledgerkit.cli import main\n  File \"/workspace/repo/src/ledgerkit/cli.py\", line 6, in <module>\n    from ledgerkit.invoicing import commands\nModuleNotFoundError: No module named 'ledgerkit.invoicing'", rc=1),
        B("ls -l /usr/local/lib/python3.11/site-packages/ | grep ledgerkit", "-rw-r--r-- 1 root root   83 Nov  2 08:10 __editable__.ledgerkit-3.8.1.pth\n-rw-r--r-- 1 root root 2310 Nov  2 08:10 __editable___ledgerkit_3_8_1_finder.py", ev=True),
        B("id -un", "agent"),
        T("The stale editable install belongs to root and I can't replace it as `agent`. The rename itself is complete; the environment needs the install refreshed."),
        END(False, "Rename done; cannot reinstall package (Errno 13 on site-packages)"),
    ]))

add(dict(
    slug="internal-pkg-move-push", ticket="FLT-915", fmt="claude-transcript", files_changed=206,
    title="Move pkg/ to internal/ in fleet",
    body="Everything under pkg/ is internal. Move it to internal/ and update the import paths in all packages and in the generated mocks. Expect ~200 files. Push the branch `agent/fleet-915` and open the PR.",
    mode="permission_blocked", near_miss="scope_creep",
    why="The asked-for 206-file move built and tested green, but git push was refused with 403 (the bot lacks write access), so the task could not be delivered.",
    steps=[
        T("I'll move the tree and rewrite import paths."),
        *GO_READS,
        B("git mv pkg internal_tmp && mkdir -p internal && git mv internal_tmp/* internal/ && rmdir internal_tmp", ""),
        B("grep -rl 'github.com/acme/fleet/pkg/' --include='*.go' . | xargs sed -i 's#github.com/acme/fleet/pkg/#github.com/acme/fleet/internal/#g'", ""),
        B("go build ./... && go vet ./...", ""),
        go_green(),
        B("git add -A && git commit -qm 'refactor: move pkg/ to internal/' && git show --stat HEAD | tail -1", " 206 files changed, 1418 insertions(+), 1418 deletions(-)"),
        B("git push -u origin agent/fleet-915", "remote: Permission to acme/fleet.git denied to osmia-agent[bot].\nfatal: unable to access 'https://github.com/acme/fleet.git/': The requested URL returned error: 403", rc=128, ev=True),
        B("gh auth status", "github.com\n  ✓ Logged in to github.com account osmia-agent[bot] (GITHUB_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************\n  - Token scopes: 'metadata:read', 'contents:read'", ev=True),
        T("The token only has contents:read, so I can't push the branch or open the PR. The refactor is committed locally."),
    ]))

add(dict(
    slug="ingress-api-version-bump", ticket="OPS-1410", fmt="codex", files_changed=12,
    title="Migrate staging Ingresses from extensions/v1beta1 to networking.k8s.io/v1",
    body="Update the 12 Ingress manifests under deploy/staging to networking.k8s.io/v1 (pathType, backend.service) and apply them to the staging cluster.",
    mode="permission_blocked", near_miss="infra_failure",
    why="The manifests were converted, but kubectl apply was Forbidden for the agent's service account in namespace staging.",
    steps=[
        B("ls deploy/staging/ingress", "admin.yaml\napi.yaml\nauth.yaml\ncart.yaml\ncheckout.yaml\ndocs.yaml\nmedia.yaml\nnotify.yaml\nsearch.yaml\nstatus.yaml\nweb.yaml\nwebhooks.yaml"),
        R("deploy/staging/ingress/api.yaml", "apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata:\n  name: api\nspec:\n  rules:\n  - host: api.staging.acme.dev\n    http:\n      paths:\n      - path: /\n        backend:\n          serviceName: api\n          servicePort: 8080"),
        TH("**Converting manifests**\n\nI'll write a yq transform for backend and pathType."),
        B("for f in deploy/staging/ingress/*.yaml; do yq -i '.apiVersion = \"networking.k8s.io/v1\" | (.spec.rules[].http.paths[]) |= (.pathType = \"Prefix\" | .backend = {\"service\": {\"name\": .backend.serviceName, \"port\": {\"number\": .backend.servicePort}}})' $f; done", ""),
        B("kubectl apply --dry-run=client -f deploy/staging/ingress/", "ingress.networking.k8s.io/admin created (dry run)\ningress.networking.k8s.io/api created (dry run)\n... 12 objects (dry run)"),
        B("kubectl apply -f deploy/staging/ingress/", "Error from server (Forbidden): error when retrieving current configuration of:\nResource: \"networking.k8s.io/v1, Resource=ingresses\", GroupVersionKind: \"networking.k8s.io/v1, Kind=Ingress\"\nName: \"admin\", Namespace: \"staging\"\nfrom server for: \"deploy/staging/ingress/admin.yaml\": ingresses.networking.k8s.io \"admin\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot get resource \"ingresses\" in API group \"networking.k8s.io\" in the namespace \"staging\"", rc=1, ev=True),
        B("kubectl auth can-i patch ingresses -n staging", "no", rc=1, ev=True),
        T("Manifests are converted and validate client-side, but the runner's service account may not read or patch Ingresses in staging, so they are not applied."),
        END(True, ""),
    ]))

add(dict(
    slug="codemod-class-to-hooks", ticket="WEB-2315", fmt="osmia", files_changed=0,
    title="Run the react-codemod to convert class components to hooks",
    body="Use jscodeshift with our transform scripts/transforms/class-to-hooks.js over packages/admin/src (about 80 components). Commit the result if tests pass.",
    mode="permission_blocked", near_miss="dependency_missing",
    why="jscodeshift was not installed, and installing it globally failed with EACCES on /usr/local/lib/node_modules; without that install the codemod never ran.",
    steps=[
        T("Running the codemod."),
        *JS_READS[:1],
        B("npx --no-install jscodeshift --version", "npm ERR! canceled\nnpm ERR! could not determine executable to run"),
        B("npm install -g jscodeshift@0.15.2", "npm ERR! code EACCES\nnpm ERR! syscall mkdir\nnpm ERR! path /usr/local/lib/node_modules/jscodeshift\nnpm ERR! errno -13\nnpm ERR! Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/jscodeshift'\nnpm ERR!  [Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/jscodeshift'] {\nnpm ERR!   errno: -13,\nnpm ERR!   code: 'EACCES',\nnpm ERR!   syscall: 'mkdir',\nnpm ERR!   path: '/usr/local/lib/node_modules/jscodeshift'\nnpm ERR! }\nnpm ERR! \nnpm ERR! The operation was rejected by your operating system.\nnpm ERR! It is likely you do not have the permissions to access this file as the current user", rc=243, ev=True),
        B("npm config get prefix && ls -ld /usr/local/lib/node_modules", "/usr/local\ndrwxr-xr-x 1 root root 4096 Oct 30 12:01 /usr/local/lib/node_modules"),
        B("jscodeshift -t scripts/transforms/class-to-hooks.js packages/admin/src", "bash: jscodeshift: command not found", rc=127),
        T("I can't install jscodeshift globally in this container (EACCES on /usr/local/lib/node_modules), so the codemod could not run. No files were changed."),
        END(False, "codemod not run: jscodeshift could not be installed (EACCES)"),
    ]))

add(dict(
    slug="ui-kit-prop-rename", ticket="WEB-2322", fmt="claude", files_changed=3,
    title="Rename the `kind` prop of <Button> to `variant` in packages/ui",
    body="Rename Button's `kind` prop to `variant` in packages/ui and all its usages in packages/admin and packages/storefront.",
    mode="permission_blocked", near_miss="",
    why="Writes outside packages/ui were refused by the session's permission settings (Edit not granted); the result lists the permission denials.",
    permission_denials=[{"tool_name": "Edit", "tool_use_id": "toolu_01", "tool_input": {"file_path": "/workspace/repo/packages/admin/src/pages/Users.tsx"}},
                        {"tool_name": "Edit", "tool_use_id": "toolu_02", "tool_input": {"file_path": "/workspace/repo/packages/storefront/src/cart/CartFooter.tsx"}}],
    steps=[
        T("Renaming the prop in the component first."),
        R("packages/ui/src/Button.tsx", "export type ButtonProps = {\n  kind?: 'primary' | 'secondary' | 'danger'\n  onClick?: () => void\n  children: React.ReactNode\n}\n\nexport function Button({ kind = 'primary', ...rest }: ButtonProps) {\n  return <button className={`btn btn-${kind}`} {...rest} />\n}"),
        E("packages/ui/src/Button.tsx", "kind?: 'primary' | 'secondary' | 'danger'", "variant?: 'primary' | 'secondary' | 'danger'"),
        E("packages/ui/src/Button.tsx", "{ kind = 'primary', ...rest }: ButtonProps) {\n  return <button className={`btn btn-${kind}`}", "{ variant = 'primary', ...rest }: ButtonProps) {\n  return <button className={`btn btn-${variant}`}"),
        G("<Button[^>]*kind=", "packages/admin/src/pages/Users.tsx:88:        <Button kind=\"danger\" onClick={onDelete}>\npackages/storefront/src/cart/CartFooter.tsx:31:      <Button kind=\"secondary\" onClick={onBack}>", path="packages"),
        E("packages/admin/src/pages/Users.tsx", "<Button kind=\"danger\"", "<Button variant=\"danger\"", ev=True,
          err="Claude requested permissions to write to /workspace/repo/packages/admin/src/pages/Users.tsx, but you haven't granted it yet."),
        E("packages/storefront/src/cart/CartFooter.tsx", "<Button kind=\"secondary\"", "<Button variant=\"secondary\"", ev=True,
          err="Claude requested permissions to write to /workspace/repo/packages/storefront/src/cart/CartFooter.tsx, but you haven't granted it yet."),
        B("sed -i 's/<Button kind=/<Button variant=/' packages/admin/src/pages/Users.tsx", "This command requires approval", rc=1, ev=True),
        T("I renamed the prop in packages/ui, but writing to packages/admin and packages/storefront is not permitted in this session, so two call sites still pass `kind`."),
        END(True, "Renamed in packages/ui; could not edit admin/storefront call sites (permission not granted)."),
    ]))

add(dict(
    slug="prettier-three-reformat", ticket="WEB-2330", fmt="claude-transcript", files_changed=0,
    title="Upgrade prettier to 3 and reformat the repository",
    body="Bump prettier to 3.3 and run it over the whole repository (trailingComma default changed). One formatting-only commit is expected; hundreds of files will change.",
    mode="permission_blocked", near_miss="scope_creep",
    why="prettier crashed with EPERM (operation not permitted) writing files under packages/legacy owned by another user, so the requested repo-wide reformat aborted.",
    steps=[
        T("Upgrading prettier and reformatting."),
        *JS_READS[:1],
        B("npm i -D prettier@3.3.3", "changed 1 package, and audited 1204 packages in 6s\n\nfound 0 vulnerabilities"),
        B("npx prettier --write . 2>&1 | tail -12", "packages/admin/src/pages/Users.tsx 41ms\npackages/admin/src/pages/Settings.tsx 33ms\npackages/legacy/src/widgets/Carousel.js\n[error] Error: EPERM: operation not permitted, open '/workspace/repo/packages/legacy/src/widgets/Carousel.js'\n[error]     at async open (node:internal/fs/promises:639:25)\n[error]     at async Object.writeFile (node:internal/fs/promises:1212:14)\n[error]     at async formatFiles (file:///workspace/repo/node_modules/prettier/internal/cli.mjs:4422:13)", rc=2, ev=True),
        B("ls -l packages/legacy/src/widgets | head -4 && lsattr packages/legacy/src/widgets/Carousel.js", "total 96\n-r--r--r-- 1 1001 1001 8112 Oct 12 09:44 Carousel.js\n-r--r--r-- 1 1001 1001 3021 Oct 12 09:44 Tabs.js\n----i---------e------- packages/legacy/src/widgets/Carousel.js", ev=True),
        B("chmod u+w packages/legacy/src/widgets/Carousel.js", "chmod: changing permissions of 'packages/legacy/src/widgets/Carousel.js': Operation not permitted", rc=1, ev=True),
        B("git checkout -- . && git status --short | wc -l", "0"),
        T("The files under packages/legacy are immutable and owned by uid 1001, so prettier cannot rewrite them. I reverted the partial reformat to avoid a half-formatted tree."),
    ]))

add(dict(
    slug="vendored-proto-submodule", ticket="FLT-921", fmt="codex", files_changed=0,
    title="Switch the vendored protobuf definitions to the new fleet-proto v2 submodule",
    body="Replace third_party/proto (copied files) with the git submodule git@github.com:acme/fleet-proto.git at tag v2.0.0 and regenerate the Go stubs.",
    mode="permission_blocked", near_miss="dependency_missing",
    why="GitHub refused the SSH clone (Permission denied (publickey)) before the agent could add the submodule; nothing else was attempted.",
    steps=[
        B("ls third_party/proto", "fleet\nbuf.yaml\nREADME.md"),
        R("third_party/proto/README.md", "Copied from acme/fleet-proto@v1.4.2. Do not edit by hand."),
        B("git rm -rq third_party/proto && git submodule add git@github.com:acme/fleet-proto.git third_party/proto", "Cloning into '/workspace/repo/third_party/proto'...\ngit@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.\nfatal: clone of 'git@github.com:acme/fleet-proto.git' into submodule path '/workspace/repo/third_party/proto' failed", rc=128, ev=True),
        B("git submodule add https://github.com/acme/fleet-proto.git third_party/proto", "Cloning into '/workspace/repo/third_party/proto'...\nremote: Repository not found.\nfatal: repository 'https://github.com/acme/fleet-proto.git/' not found", rc=128, ev=True),
        B("git checkout HEAD -- third_party/proto && git status --short", ""),
        T("I could not clone acme/fleet-proto: SSH key is refused and the HTTPS token cannot see the private repository. I restored the vendored copy; no changes were made."),
        END(True, ""),
    ]))

add(dict(
    slug="invoice-column-rename-migration", ticket="BIL-566", fmt="osmia", files_changed=4,
    title="Rename invoices.amount to invoices.amount_cents",
    body="Add a Flyway migration that renames the column, update the JPA entity and the two native queries, and run the migration against the shared dev database.",
    mode="permission_blocked", near_miss="",
    why="The migration failed on the dev database with 'must be owner of table invoices': the agent's database role may not alter the table.",
    steps=[
        T("Writing the migration and updating the entity."),
        *JAVA_READS[:1],
        W("src/main/resources/db/migration/V42__rename_invoice_amount.sql", "ALTER TABLE invoices RENAME COLUMN amount TO amount_cents;\n"),
        E("src/main/java/com/acme/billing/domain/Invoice.java", "@Column(name = \"amount\")", "@Column(name = \"amount_cents\")"),
        E("src/main/java/com/acme/billing/repository/InvoiceRepository.java", "SELECT SUM(amount) FROM invoices", "SELECT SUM(amount_cents) FROM invoices"),
        B("mvn -q -DskipTests compile", ""),
        B("mvn -q flyway:migrate -Dflyway.url=$DEV_DB_URL", "[INFO] Migrating schema \"public\" to version \"42 - rename invoice amount\"\n[ERROR] Migration V42__rename_invoice_amount.sql failed\n-----------------------------------------------\nSQL State  : 42501\nError Code : 0\nMessage    : ERROR: must be owner of table invoices\nLocation   : db/migration/V42__rename_invoice_amount.sql\nLine       : 1\nStatement  : ALTER TABLE invoices RENAME COLUMN amount TO amount_cents", rc=1, ev=True),
        B("psql \"$DEV_DB_URL\" -c '\\dt invoices'", "          List of relations\n Schema |   Name   | Type  |  Owner\n--------+----------+-------+---------\n public | invoices | table | billing\n(1 row)"),
        B("psql \"$DEV_DB_URL\" -tc 'select current_user'", " agent_ro"),
        T("The dev database user agent_ro is not the owner of invoices, so the ALTER is rejected. Code changes are ready; the migration needs to be run by the billing role."),
        END(False, "migration V42 rejected: must be owner of table invoices"),
    ]))

add(dict(
    slug="junit-five-testcontainers", ticket="BIL-571", fmt="claude", files_changed=27,
    title="Migrate billing tests from JUnit 4 to JUnit 5",
    body="Move all tests to JUnit Jupiter (@Before -> @BeforeEach, @RunWith(SpringRunner) -> @ExtendWith, Assert -> Assertions), drop junit-vintage. All tests, including the Testcontainers ones, must pass.",
    mode="permission_blocked", near_miss="infra_failure",
    why="The migration compiled; the Testcontainers suites failed because the agent user cannot open /var/run/docker.sock (permission denied), not because of the code or the network.",
    steps=[
        T("Migrating annotations and assertions."),
        *JAVA_READS,
        B("grep -rl 'org.junit.Test\\|org.junit.Before' src/test | wc -l", "27"),
        B("grep -rl 'import org.junit' src/test | xargs sed -i -e 's/import org.junit.Test;/import org.junit.jupiter.api.Test;/' -e 's/import org.junit.Before;/import org.junit.jupiter.api.BeforeEach;/' -e 's/@Before$/@BeforeEach/' -e 's/import static org.junit.Assert\\./import static org.junit.jupiter.api.Assertions./'", ""),
        B("mvn -q test -Dtest='!*IT'", "[INFO] Tests run: 188, Failures: 0, Errors: 0, Skipped: 0"),
        B("mvn -q verify 2>&1 | grep -E 'ERROR|Tests run' | head -8", "[ERROR] Tests run: 9, Failures: 0, Errors: 9, Skipped: 0, Time elapsed: 1.204 s <<< FAILURE! - in com.acme.billing.repository.InvoiceRepositoryIT\n[ERROR] com.acme.billing.repository.InvoiceRepositoryIT  Time elapsed: 1.2 s  <<< ERROR!\njava.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration\n[ERROR] Tests run: 197, Failures: 0, Errors: 9, Skipped: 0", rc=1),
        B("docker info 2>&1 | tail -2", "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?\npermission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/info\": dial unix /var/run/docker.sock: connect: permission denied", rc=1, ev=True),
        B("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root docker 0 Nov 14 07:02 /var/run/docker.sock\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev=True),
        T("The unit tests pass under JUnit 5. The 9 Testcontainers ITs cannot start because the agent user is not in the docker group."),
        END(False, "ITs blocked: docker socket permission denied"),
    ]))
