from common import *

# P1 pip EACCES then ModuleNotFoundError (chain -> permission)
case("settings-env-prefix", "claude", "CFG-310", "Settings ignore the APP_ env prefix",
     "`app/settings.py` should read `APP_DATABASE_URL` etc. Move to `pydantic-settings` (`BaseSettings` with\n"
     "`env_prefix=\"APP_\"`); the package is listed in requirements.txt but the image predates it.",
     "permission_blocked", "pip could not write to the system site-packages (Errno 13 Permission denied), so the later ModuleNotFoundError is a consequence.",
     [gitlog("settings: remove deprecated BaseSettings import", "ci: fix timeout in docker build", "revert: killed celery beat on deploy"),
      read("app/settings.py", "from pydantic import BaseModel\nimport os\n\n\nclass Settings(BaseModel):\n    database_url: str = os.environ.get(\"DATABASE_URL\", \"sqlite:///dev.db\")\n    debug: bool = False"),
      cmd("pip install pydantic-settings==2.6.1", "Collecting pydantic-settings==2.6.1\n  Downloading pydantic_settings-2.6.1-py3-none-any.whl.metadata (3.5 kB)\nCollecting python-dotenv>=0.21.0 (from pydantic-settings==2.6.1)\n  Downloading python_dotenv-1.0.1-py3-none-any.whl.metadata (23 kB)\nDownloading pydantic_settings-2.6.1-py3-none-any.whl (28 kB)\nDownloading python_dotenv-1.0.1-py3-none-any.whl (19 kB)\nInstalling collected packages: python-dotenv, pydantic-settings\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.12/site-packages/dotenv'\nConsider using the `--user` option or check the permissions.\n", 1, ev=True),
      edit("app/settings.py", "from pydantic import BaseModel\nimport os\n\n\nclass Settings(BaseModel):\n    database_url: str = os.environ.get(\"DATABASE_URL\", \"sqlite:///dev.db\")", "from pydantic_settings import BaseSettings, SettingsConfigDict\n\n\nclass Settings(BaseSettings):\n    model_config = SettingsConfigDict(env_prefix=\"APP_\")\n    database_url: str = \"sqlite:///dev.db\""),
      cmd("pytest tests/test_settings.py -q", "ImportError while importing test module '/workspace/repo/tests/test_settings.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\n/usr/local/lib/python3.12/importlib/__init__.py:90: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\ntests/test_settings.py:3: in <module>\n    from app.settings import Settings\napp/settings.py:1: in <module>\n    from pydantic_settings import BaseSettings, SettingsConfigDict\nE   ModuleNotFoundError: No module named 'pydantic_settings'\n=========================== short test summary info ============================\nERROR tests/test_settings.py\n1 error in 0.18s", 2),
      say("The install failed because site-packages is owned by root and the sandbox user can't write there, so the module is missing. I can't complete the verification.")],
     fail("Blocked: pip cannot write to /usr/local/lib/python3.12/site-packages (Errno 13), so pydantic_settings is unavailable and tests cannot run.", subtype="success"),
     near_miss="dependency_missing")

# P2 codex sandbox declined push
case("rate-card-eu-rounding", "codex", "PRC-71", "EU rate card rounds to 2dp instead of 4dp",
     "Change `pricing/ratecard.ts` to keep 4 decimal places for EU rates, commit, and push the branch\n"
     "`fix/prc-71` so CI runs.",
     "permission_blocked", "The sandbox declined the `git push` the ticket required; the code change itself was done.",
     [cmd("git status --short --branch", "## fix/prc-71"),
      read("pricing/ratecard.ts", "export function rate(r: number, region: string): number {\n  return Math.round(r * 100) / 100\n}"),
      edit("pricing/ratecard.ts", "  return Math.round(r * 100) / 100", "  const f = region === 'EU' ? 10_000 : 100\n  return Math.round(r * f) / f"),
      cmd("npx vitest run pricing", " RUN  v2.1.4 /workspace/repo\n\n \u2713 pricing/ratecard.test.ts (6 tests) 9ms\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)\n   Start at  23:14:02\n   Duration  412ms"),
      cmd("git commit -am 'PRC-71: keep 4dp for EU rates'", "[fix/prc-71 7c2e91a] PRC-71: keep 4dp for EU rates\n 1 file changed, 2 insertions(+), 1 deletion(-)"),
      cmd("git push -u origin fix/prc-71", "", declined=True, ev=True),
      say("The push was declined by the sandbox approval policy (network writes are not allowed in this session), so the branch exists only locally.", ev=True)],
     fail("command declined by approval policy: git push -u origin fix/prc-71", ev=True))

# P3 osmia git push 403
case("ledger-api-idempotency-key", "osmia", "LED-522", "POST /entries should honour Idempotency-Key",
     "Store the `Idempotency-Key` header with the created entry and return the original response on replay.\n"
     "Open a PR from `osmia/led-522`.",
     "permission_blocked", "GitHub refused the push with 403 for the bot account; the agent could not publish the branch.",
     [gitlog("api: fix timeout on bulk import", "Revert \"api: deny permission for legacy tokens\"", "api: entries endpoint"),
      read("src/main/kotlin/ledger/EntryController.kt", "@PostMapping(\"/entries\")\nfun create(@RequestBody req: EntryRequest): ResponseEntity<Entry> =\n    ResponseEntity.status(201).body(service.create(req))"),
      edit("src/main/kotlin/ledger/EntryController.kt", "fun create(@RequestBody req: EntryRequest): ResponseEntity<Entry> =\n    ResponseEntity.status(201).body(service.create(req))", "fun create(\n    @RequestHeader(\"Idempotency-Key\", required = false) key: String?,\n    @RequestBody req: EntryRequest,\n): ResponseEntity<Entry> {\n    key?.let { k -> service.findByKey(k)?.let { return ResponseEntity.ok(it) } }\n    return ResponseEntity.status(201).body(service.create(req, key))\n}"),
      cmd("./gradlew test --tests '*EntryController*'", "> Task :compileKotlin\n> Task :test\n\nEntryControllerTest > replay returns original entry() PASSED\nEntryControllerTest > creates entry() PASSED\n\nBUILD SUCCESSFUL in 38s\n5 actionable tasks: 5 executed"),
      cmd("git push -u origin osmia/led-522", "remote: Permission to northwind/ledger-api.git denied to osmia-bot[bot].\nfatal: unable to access 'https://github.com/northwind/ledger-api.git/': The requested URL returned error: 403", 128, ev=True),
      say("The push was rejected with 403: the bot installation has no write access to this repository.")],
     fail("Changes committed locally but push to origin failed: 403 Permission denied for osmia-bot[bot]."))

# P4 transcript: npm EACCES global then pnpm not found (chain)
case("web-lockfile-pnpm", "claude-transcript", "FE-1190", "Regenerate the lockfile with pnpm 9",
     "The repo moved to pnpm (`packageManager: pnpm@9.12.3`). Install pnpm, run `pnpm install`, and commit\n`pnpm-lock.yaml`; delete `package-lock.json`.",
     "permission_blocked", "Installing pnpm globally failed with EACCES on /usr/local/lib/node_modules; 'pnpm: command not found' follows from that.",
     [cmd("cat package.json | head -n 8", "{\n  \"name\": \"web\",\n  \"private\": true,\n  \"packageManager\": \"pnpm@9.12.3\",\n  \"scripts\": {\n    \"build\": \"vite build\",\n    \"test\": \"vitest run\"\n  },"),
      cmd("corepack enable", "Internal Error: EACCES: permission denied, symlink '../lib/node_modules/corepack/dist/pnpm.js' -> '/usr/local/bin/pnpm'\n    at async Object.symlink (node:internal/fs/promises:1001:10)", 1, ev=True),
      cmd("npm install -g pnpm@9.12.3", "npm error code EACCES\nnpm error syscall mkdir\nnpm error path /usr/local/lib/node_modules/pnpm\nnpm error errno -13\nnpm error Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/pnpm'\nnpm error  [Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/pnpm'] {\nnpm error   errno: -13,\nnpm error   code: 'EACCES',\nnpm error   syscall: 'mkdir',\nnpm error   path: '/usr/local/lib/node_modules/pnpm'\nnpm error }\nnpm error\nnpm error The operation was rejected by your operating system.\nnpm error It is likely you do not have the permissions to access this file as the current user", 243, ev=True),
      cmd("pnpm install", "/bin/bash: line 1: pnpm: command not found", 127),
      say("Both corepack and a global npm install need write access to /usr/local, which this user doesn't have, so pnpm is not available and I can't regenerate the lockfile.")],
     None, near_miss="dependency_missing")

# P5 read-only FS for go generate
case("routes-openapi-regenerate", "claude", "API-2040", "Regenerate routes from the OpenAPI spec",
     "`api/openapi.yaml` gained `GET /v2/limits`. Run `go generate ./...` to refresh `internal/gen/routes_gen.go`\nand add the handler.",
     "permission_blocked", "The generated-code directory is mounted read-only, so go generate could not write the file the ticket needs.",
     [gitlog("gen: fix timeout in oapi-codegen", "limits: add v2 model", "revert: read-only mode for admin api"),
      cmd("grep -n limits api/openapi.yaml", "212:  /v2/limits:\n214:      operationId: getLimits"),
      cmd("go generate ./...", "internal/gen/gen.go:3: running \"oapi-codegen\": exit status 1\noapi-codegen: error writing output: open internal/gen/routes_gen.go: read-only file system", 1, ev=True),
      cmd("touch internal/gen/x && echo ok", "touch: cannot touch 'internal/gen/x': Read-only file system", 1, ev=True),
      cmd("mount | grep gen", "/dev/nvme0n1p1 on /workspace/repo/internal/gen type ext4 (ro,relatime)"),
      say("internal/gen is a read-only bind mount in this environment, so I can't regenerate the routes.")],
     fail("Could not write internal/gen/routes_gen.go: read-only file system", ev=False, subtype="success"))

# P6 codex gh pr create missing scope
case("helm-probe-paths", "codex", "OPS-660", "Readiness probe points at /health instead of /ready",
     "Fix `charts/api/templates/deployment.yaml` so the readiness probe uses `/ready`, then open a PR with `gh pr create`.",
     "permission_blocked", "The GitHub token lacked the scope to create the pull request the ticket required (Resource not accessible by integration).",
     [cmd("helm template charts/api | grep -n -A3 readinessProbe", "87:          readinessProbe:\n88-            httpGet:\n89-              path: /health\n90-              port: http"),
      edit("charts/api/templates/deployment.yaml", "              path: /health\n              port: http\n            periodSeconds: 5", "              path: /ready\n              port: http\n            periodSeconds: 5"),
      cmd("helm lint charts/api", "==> Linting charts/api\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed"),
      cmd("git push -u origin ops-660-ready-probe", "To https://github.com/acme/platform.git\n * [new branch]      ops-660-ready-probe -> ops-660-ready-probe\nbranch 'ops-660-ready-probe' set up to track 'origin/ops-660-ready-probe'."),
      cmd("gh pr create --fill --base main", "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", 1, ev=True),
      cmd("gh auth status", "github.com\n  \u2713 Logged in to github.com account acme-agent[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************\n  - Token scopes: 'contents:write'", 0, ev=True)],
     fail("gh pr create failed: Resource not accessible by integration", ev=True))

# P7 kubectl forbidden
case("billing-worker-rollout", "osmia", "OPS-702", "Roll out the billing worker with the new queue name",
     "Update `deploy/staging/billing-worker.yaml` env `QUEUE=billing-v2` and apply it to staging with kubectl.",
     "permission_blocked", "The runner's service account is forbidden to patch deployments in staging, so the required apply failed.",
     [read("deploy/staging/billing-worker.yaml", "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: billing-worker\n  namespace: staging\nspec:\n  template:\n    spec:\n      containers:\n        - name: worker\n          env:\n            - name: QUEUE\n              value: billing"),
      edit("deploy/staging/billing-worker.yaml", "              value: billing", "              value: billing-v2"),
      cmd("kubectl apply --dry-run=client -f deploy/staging/billing-worker.yaml", "deployment.apps/billing-worker configured (dry run)"),
      cmd("kubectl apply -f deploy/staging/billing-worker.yaml", "Error from server (Forbidden): error when applying patch:\n{\"spec\":{\"template\":{\"spec\":{\"containers\":[{\"env\":[{\"name\":\"QUEUE\",\"value\":\"billing-v2\"}],\"name\":\"worker\"}]}}}}\nto:\nResource: \"apps/v1, Resource=deployments\", GroupVersionKind: \"apps/v1, Kind=Deployment\"\nName: \"billing-worker\", Namespace: \"staging\"\nfor: \"deploy/staging/billing-worker.yaml\": error when patching \"deploy/staging/billing-worker.yaml\": deployments.apps \"billing-worker\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot patch resource \"deployments\" in API group \"apps\" in the namespace \"staging\"", 1, ev=True),
      cmd("kubectl auth can-i patch deployments -n staging", "no", 1),
      say("The runner's service account has no RBAC permission to patch deployments in staging.")],
     fail("kubectl apply forbidden for system:serviceaccount:agents:osmia-runner in namespace staging"))

# P8 claude permission_denials for Bash
case("search-reindex-command", "claude", "SRCH-88", "Add a management command to reindex one tenant",
     "Add `manage.py reindex_tenant <id>` in `search/management/commands/` and run it against the local\ndocker-compose stack to verify.",
     "permission_blocked", "Claude Code was not granted Bash, so every command needed to run and verify the change was denied.",
     [say("I'll look at the existing management commands first."),
      read("search/management/commands/reindex_all.py", "from django.core.management.base import BaseCommand\nfrom search.index import rebuild\n\n\nclass Command(BaseCommand):\n    help = \"Rebuild the whole index\"\n\n    def handle(self, *args, **opts):\n        rebuild()"),
      write("search/management/commands/reindex_tenant.py", "from django.core.management.base import BaseCommand\nfrom search.index import rebuild\n\n\nclass Command(BaseCommand):\n    help = \"Rebuild the index for one tenant\"\n\n    def add_arguments(self, parser):\n        parser.add_argument(\"tenant_id\", type=int)\n\n    def handle(self, *args, **opts):\n        rebuild(tenant_id=opts[\"tenant_id\"])"),
      cmd("docker compose up -d db search", "", declined=True, ev=True),
      cmd("python manage.py reindex_tenant 42", "", declined=True, ev=True),
      say("I don't have permission to run shell commands in this session, so I can't start the stack or verify the command.")],
     {"is_error": False, "text": "Created search/management/commands/reindex_tenant.py but could not verify it: Bash permission was not granted.", "ev": True},
     perm_mode="default")

# P9 transcript EPERM crash (vite)
case("dashboard-chart-legend", "claude-transcript", "DASH-301", "Chart legend overlaps on narrow screens",
     "Move the legend below the chart under 640px in `src/components/RevenueChart.tsx` and check with `npm run dev`.",
     "permission_blocked", "Vite crashed with EPERM renaming its dependency cache in node_modules (owned by another user), so the agent could not run the app.",
     [read("src/components/RevenueChart.tsx", "export function RevenueChart({ data }: Props) {\n  return (\n    <ResponsiveContainer width=\"100%\" height={320}>\n      <LineChart data={data}>\n        <Legend verticalAlign=\"top\" />\n      </LineChart>\n    </ResponsiveContainer>\n  )\n}"),
      edit("src/components/RevenueChart.tsx", "        <Legend verticalAlign=\"top\" />", "        <Legend verticalAlign={narrow ? 'bottom' : 'top'} />"),
      cmd("npm run dev -- --port 5174", "\n> dashboard@1.9.0 dev\n> vite --port 5174\n\nError: EPERM: operation not permitted, rename '/workspace/repo/node_modules/.vite/deps_temp_5a1c93e2' -> '/workspace/repo/node_modules/.vite/deps'\n    at async Object.rename (node:internal/fs/promises:782:10)\n    at async commitProcessing (file:///workspace/repo/node_modules/vite/dist/node/chunks/dep-CHZK6zbr.js:50123:7) {\n  errno: -1,\n  code: 'EPERM',\n  syscall: 'rename',\n  path: '/workspace/repo/node_modules/.vite/deps_temp_5a1c93e2',\n  dest: '/workspace/repo/node_modules/.vite/deps'\n}", 1, ev=True),
      cmd("ls -ld node_modules/.vite", "drwxr-xr-x 4 root root 4096 Nov 22 21:02 node_modules/.vite"),
      say("node_modules/.vite is owned by root and I run as an unprivileged user, so Vite can't write its cache.")],
     None, near_miss="")

# P10 terraform access denied
case("artifacts-bucket-lifecycle", "osmia", "INF-913", "Expire CI artifacts after 30 days",
     "Add a lifecycle rule to `infra/s3.tf` for `acme-ci-artifacts` (expire after 30 days) and show a clean `terraform plan`.",
     "permission_blocked", "The agent's assumed role is not authorized to read the bucket configuration, so terraform plan failed with AccessDenied.",
     [read("infra/s3.tf", "resource \"aws_s3_bucket\" \"artifacts\" {\n  bucket = \"acme-ci-artifacts\"\n}"),
      edit("infra/s3.tf", "resource \"aws_s3_bucket\" \"artifacts\" {\n  bucket = \"acme-ci-artifacts\"\n}", "resource \"aws_s3_bucket\" \"artifacts\" {\n  bucket = \"acme-ci-artifacts\"\n}\n\nresource \"aws_s3_bucket_lifecycle_configuration\" \"artifacts\" {\n  bucket = aws_s3_bucket.artifacts.id\n  rule {\n    id     = \"expire-30d\"\n    status = \"Enabled\"\n    filter {}\n    expiration { days = 30 }\n  }\n}"),
      cmd("terraform fmt -check infra/", ""),
      cmd("terraform -chdir=infra plan -no-color", "aws_s3_bucket.artifacts: Refreshing state... [id=acme-ci-artifacts]\n\nPlanning failed. Terraform encountered an error while generating this plan.\n\n\u2577\n\u2502 Error: reading S3 Bucket (acme-ci-artifacts): operation error S3: HeadBucket, https response error StatusCode: 403, RequestID: 8XK2QY7Z1M3N, HostID: ..., api error Forbidden: Forbidden\n\u2502 \n\u2502   with aws_s3_bucket.artifacts,\n\u2502   on s3.tf line 1, in resource \"aws_s3_bucket\" \"artifacts\":\n\u2502    1: resource \"aws_s3_bucket\" \"artifacts\" {\n\u2502 \n\u2575", 1, ev=True),
      cmd("aws sts get-caller-identity --query Arn --output text", "arn:aws:sts::418227650091:assumed-role/osmia-agent-readonly/osmia-inf-913"),
      say("The role osmia-agent-readonly cannot read this bucket (403 on HeadBucket), so I can't produce a plan.")],
     fail("terraform plan failed: 403 Forbidden reading S3 bucket acme-ci-artifacts as osmia-agent-readonly"))

# P11 docker socket permission (testcontainers)
case("orders-repo-integration", "codex", "ORD-2290", "Integration test for the orders repository",
     "Add a Testcontainers-based test for `OrdersRepository.findOpenByCustomer` (Postgres 16).\n"
     "Acceptance: `mvn -q verify -Pintegration` passes.",
     "permission_blocked", "The agent user could not open /var/run/docker.sock (permission denied), so Testcontainers could not start Postgres.",
     [gitlog("repo: fix timeout on findOpen", "test: docker integration profile", "orders: open orders query"),
      write("src/test/java/com/acme/orders/OrdersRepositoryIT.java", "@Testcontainers\nclass OrdersRepositoryIT {\n  @Container\n  static PostgreSQLContainer<?> pg = new PostgreSQLContainer<>(\"postgres:16-alpine\");\n\n  @Test\n  void findsOnlyOpenOrders() {\n    var repo = new OrdersRepository(ds(pg));\n    assertThat(repo.findOpenByCustomer(7)).extracting(Order::status).containsOnly(OPEN);\n  }\n}"),
      cmd("mvn -q verify -Pintegration", "[ERROR] Tests run: 1, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 2.114 s <<< FAILURE! -- in com.acme.orders.OrdersRepositoryIT\n[ERROR] com.acme.orders.OrdersRepositoryIT -- Time elapsed: 2.114 s <<< ERROR!\njava.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration\n\tat org.testcontainers.dockerclient.DockerClientProviderStrategy.lambda$getFirstValidStrategy$7(DockerClientProviderStrategy.java:277)", 1),
      cmd("docker ps", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json\": dial unix /var/run/docker.sock: connect: permission denied", 1, ev=True),
      cmd("ls -l /var/run/docker.sock && id", "srw-rw---- 1 root docker 0 Nov 22 21:00 /var/run/docker.sock\nuid=1001(agent) gid=1001(agent) groups=1001(agent)"),
      say("The docker socket is group docker and this user is not in it, so Testcontainers can't reach the daemon.")],
     fail("Integration test written but cannot run: permission denied on /var/run/docker.sock", ev=False), near_miss="infra_failure")
