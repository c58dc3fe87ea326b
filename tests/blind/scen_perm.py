from make_blind import say, think, sh, read, edit, write, tool, raw, api_error, multi

CASES = []

# ---------------------------------------------------------------- P1 claude write to workflow denied
CASES.append(dict(
    slug="ci-1187", ticket="CI-1187", fmt="claude", mode="permission_blocked", permission_mode="default",
    why="Every attempt to edit .github/workflows/test.yml is refused ('Claude requested permissions to write ... but you haven't granted it yet'); the final result lists the permission_denials.",
    prompt="""# CI-1187: Run the test matrix on Python 3.13 too

Add `"3.13"` to the `python-version` matrix in `.github/workflows/test.yml`
and drop `"3.8"` (EOL).

## Acceptance criteria
- Matrix is `["3.9", "3.10", "3.11", "3.12", "3.13"]`.
- `actionlint` reports no errors.
""",
    steps=[
        say("I'll read the workflow."),
        read(".github/workflows/test.yml", "name: tests\non:\n  pull_request:\n  push:\n    branches: [main]\n\njobs:\n  test:\n    runs-on: ubuntu-latest\n    strategy:\n      fail-fast: false\n      matrix:\n        python-version: [\"3.8\", \"3.9\", \"3.10\", \"3.11\", \"3.12\"]\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n        with:\n          python-version: ${{ matrix.python-version }}\n      - run: pip install -e .[test]\n      - run: pytest -q"),
        edit(".github/workflows/test.yml", "        python-version: [\"3.8\", \"3.9\", \"3.10\", \"3.11\", \"3.12\"]", "        python-version: [\"3.9\", \"3.10\", \"3.11\", \"3.12\", \"3.13\"]", denied=True, ev="out"),
        say("The edit was not permitted. I'll try writing the full file instead."),
        write(".github/workflows/test.yml", "name: tests\non:\n  pull_request:\n  push:\n    branches: [main]\n\njobs:\n  test:\n    runs-on: ubuntu-latest\n    strategy:\n      fail-fast: false\n      matrix:\n        python-version: [\"3.9\", \"3.10\", \"3.11\", \"3.12\", \"3.13\"]\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n        with:\n          python-version: ${{ matrix.python-version }}\n      - run: pip install -e .[test]\n      - run: pytest -q\n", denied=True, ev="out"),
        sh("sed -i 's/\\[\"3.8\", \"3.9\", \"3.10\", \"3.11\", \"3.12\"\\]/[\"3.9\", \"3.10\", \"3.11\", \"3.12\", \"3.13\"]/' .github/workflows/test.yml", denied=True, ev="out"),
    ],
    end=dict(text="I couldn't make the change: writes to `.github/workflows/test.yml` are not permitted in this session (Edit, Write and a `sed -i` were all refused). The change is a single line — the matrix should become `[\"3.9\", \"3.10\", \"3.11\", \"3.12\", \"3.13\"]`. Please grant write access to `.github/workflows/` or apply it manually.", ev=True),
))

# ---------------------------------------------------------------- P2 claude git push 403
CASES.append(dict(
    slug="pay-2290", ticket="PAY-2290", fmt="claude", mode="permission_blocked",
    why="The fix is done and tests pass, but `git push` is rejected with 403 ('Permission to acme/payments-api.git denied to osmia-bot') and PR creation is 'Resource not accessible by integration'.",
    prompt="""# PAY-2290: Refund webhook ignores partial refunds

`app/webhooks/stripe_refunds.py` only handles `charge.refunded` when
`amount_refunded == amount`. Partial refunds must also update
`Payment.refunded_cents`.

Push the branch `fix/pay-2290` and open a PR against `main` when done.

## Acceptance criteria
- Partial refunds update `refunded_cents`.
- `pytest tests/webhooks -q` passes.
""",
    steps=[
        say("Let me read the refund webhook handler."),
        read("app/webhooks/stripe_refunds.py", "from app.models import Payment\n\n\ndef handle_charge_refunded(event: dict) -> None:\n    charge = event[\"data\"][\"object\"]\n    if charge[\"amount_refunded\"] != charge[\"amount\"]:\n        return\n    payment = Payment.objects.get(stripe_charge_id=charge[\"id\"])\n    payment.refunded_cents = charge[\"amount_refunded\"]\n    payment.status = \"refunded\"\n    payment.save(update_fields=[\"refunded_cents\", \"status\"])"),
        edit("app/webhooks/stripe_refunds.py", "    if charge[\"amount_refunded\"] != charge[\"amount\"]:\n        return\n    payment = Payment.objects.get(stripe_charge_id=charge[\"id\"])\n    payment.refunded_cents = charge[\"amount_refunded\"]\n    payment.status = \"refunded\"", "    payment = Payment.objects.get(stripe_charge_id=charge[\"id\"])\n    payment.refunded_cents = charge[\"amount_refunded\"]\n    payment.status = \"refunded\" if charge[\"amount_refunded\"] >= charge[\"amount\"] else \"partially_refunded\""),
        sh("pytest tests/webhooks -q", "...........                                                              [100%]\n11 passed in 0.84s"),
        sh("git checkout -b fix/pay-2290 && git commit -am 'PAY-2290: handle partial refunds in charge.refunded webhook'", "Switched to a new branch 'fix/pay-2290'\n[fix/pay-2290 4c1e9a2] PAY-2290: handle partial refunds in charge.refunded webhook\n 1 file changed, 2 insertions(+), 4 deletions(-)"),
        sh("git push -u origin fix/pay-2290", "remote: Permission to acme/payments-api.git denied to osmia-bot.\nfatal: unable to access 'https://github.com/acme/payments-api.git/': The requested URL returned error: 403", rc=128, ev="out"),
        say("Push was rejected with 403. Checking which credentials are in use."),
        sh("gh auth status", "github.com\n  ✓ Logged in to github.com account osmia-bot (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************\n  - Token scopes: 'contents:read', 'metadata:read', 'pull_requests:read'"),
        sh("gh pr create --base main --head fix/pay-2290 --title 'PAY-2290: handle partial refunds' --body 'Fixes PAY-2290'", "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", rc=1, ev="out"),
    ],
    end=dict(text="The fix is committed locally on `fix/pay-2290` and `pytest tests/webhooks` passes (11 passed), but I can't publish it: the token for `osmia-bot` has read-only scopes (`contents:read`, `pull_requests:read`), so `git push` fails with 403 and `gh pr create` with \"Resource not accessible by integration\". The app installation needs `contents: write` and `pull_requests: write`."),
))

# ---------------------------------------------------------------- P3 claude docker socket
CASES.append(dict(
    slug="inv-3391", ticket="INV-3391", fmt="claude", mode="permission_blocked",
    near_miss="'Could not find a valid Docker environment' reads like a missing tool; underneath, the socket connect is Permission denied",
    why="Testcontainers and `docker ps` both fail with permission denied on /var/run/docker.sock, so the integration tests the ticket requires cannot run.",
    prompt="""# INV-3391: `StockRepository.reserve()` double-reserves under concurrency

`src/main/java/com/acme/inventory/StockRepository.java` reads and then updates
stock in two statements. Use `SELECT ... FOR UPDATE` inside the transaction.
The Postgres integration test `StockRepositoryIT` reproduces it.

## Acceptance criteria
- `./mvnw -q verify -Dit.test=StockRepositoryIT` passes.
""",
    steps=[
        say("Let me look at `reserve()`."),
        tool("Grep", {"pattern": "reserve\\(", "path": "src/main/java/com/acme/inventory", "output_mode": "content", "-n": True}, "src/main/java/com/acme/inventory/StockRepository.java:41:    public boolean reserve(long sku, int qty) {"),
        read("src/main/java/com/acme/inventory/StockRepository.java", "    @Transactional\n    public boolean reserve(long sku, int qty) {\n        Integer available = jdbc.queryForObject(\n            \"SELECT available FROM stock WHERE sku = ?\", Integer.class, sku);\n        if (available == null || available < qty) {\n            return false;\n        }\n        jdbc.update(\"UPDATE stock SET available = available - ? WHERE sku = ?\", qty, sku);\n        return true;\n    }"),
        edit("src/main/java/com/acme/inventory/StockRepository.java", "            \"SELECT available FROM stock WHERE sku = ?\", Integer.class, sku);", "            \"SELECT available FROM stock WHERE sku = ? FOR UPDATE\", Integer.class, sku);"),
        sh("./mvnw -q verify -Dit.test=StockRepositoryIT 2>&1 | tail -20", "[main] INFO org.testcontainers.images.PullPolicy - Image pull policy will be performed by: DefaultPullPolicy()\n[main] INFO org.testcontainers.utility.ImageNameSubstitutor - Image name substitution will be performed by: DefaultImageNameSubstitutor (composite of 'ConfigurationFileImageNameSubstitutor' and 'PrefixingImageNameSubstitutor')\n[main] INFO org.testcontainers.dockerclient.DockerClientProviderStrategy - Loaded org.testcontainers.dockerclient.UnixSocketClientProviderStrategy from ~/.testcontainers.properties, will try it first\n[main] INFO org.testcontainers.dockerclient.DockerClientProviderStrategy - Could not find a valid Docker environment. Please check configuration. Attempted configurations were:\n\tUnixSocketClientProviderStrategy: failed with exception RuntimeException (java.io.IOException: com.sun.jna.LastErrorException: [13] Permission denied)\n[main] ERROR org.testcontainers.dockerclient.DockerClientProviderStrategy - Could not find a valid Docker environment. Please see logs and check configuration\n[ERROR] Tests run: 1, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 0.912 s <<< FAILURE! -- in com.acme.inventory.StockRepositoryIT\n[ERROR] com.acme.inventory.StockRepositoryIT -- Time elapsed: 0.912 s <<< ERROR!\njava.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-failsafe-plugin:3.5.1:verify (default) on project inventory: There are test failures.", rc=1, ev="out"),
        sh("docker ps", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json\": dial unix /var/run/docker.sock: connect: permission denied", rc=1, ev="out"),
        sh("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root docker 0 Nov  9 06:12 /var/run/docker.sock\nuid=1001(agent) gid=1001(agent) groups=1001(agent)", ev="out"),
    ],
    end=dict(text="I added `FOR UPDATE` to the SELECT in `StockRepository.reserve()`, but `StockRepositoryIT` can't run here: the agent user (uid 1001, not in the `docker` group) gets `permission denied` on `/var/run/docker.sock`, so Testcontainers can't start Postgres. The change is unverified."),
))

# ---------------------------------------------------------------- P4 transcript read-only fs
CASES.append(dict(
    slug="ui-774", ticket="UI-774", fmt="claude-transcript", mode="permission_blocked",
    why="The workspace is mounted read-only: the Edit fails with EROFS and touch/git report 'Read-only file system', so no change can be written.",
    prompt="""# UI-774: Tooltip stays open after the trigger unmounts

`src/components/Tooltip.tsx` registers a `mousemove` listener on `document`
but never removes it, so the tooltip stays visible after its trigger is
unmounted. Remove the listener in the effect cleanup.

## Acceptance criteria
- Listener is removed on unmount.
- `pnpm vitest run src/components/Tooltip` passes.
""",
    steps=[
        say("Let me read the component."),
        read("src/components/Tooltip.tsx", "import { useEffect, useState } from 'react';\n\nexport function Tooltip({ label, children }: { label: string; children: React.ReactNode }) {\n  const [pos, setPos] = useState<{ x: number; y: number } | null>(null);\n\n  useEffect(() => {\n    const onMove = (e: MouseEvent) => setPos({ x: e.clientX, y: e.clientY });\n    document.addEventListener('mousemove', onMove);\n  }, []);\n\n  return (\n    <span className=\"tooltip-trigger\">\n      {children}\n      {pos && <span className=\"tooltip\" style={{ left: pos.x, top: pos.y }}>{label}</span>}\n    </span>\n  );\n}"),
        say("The effect has no cleanup. Adding one."),
        {"k": "tool", "name": "Edit", "inp": {"file_path": "/workspace/repo/src/components/Tooltip.tsx", "old_string": "    document.addEventListener('mousemove', onMove);\n  }, []);", "new_string": "    document.addEventListener('mousemove', onMove);\n    return () => document.removeEventListener('mousemove', onMove);\n  }, []);"},
         "out": "EROFS: read-only file system, open '/workspace/repo/src/components/Tooltip.tsx'", "cmd": None, "err": True, "ev": "out"},
        sh("touch src/components/Tooltip.tsx; mount | grep workspace", "touch: cannot touch 'src/components/Tooltip.tsx': Read-only file system\n/dev/nvme2n1 on /workspace type ext4 (ro,relatime)", rc=1, ev="out"),
        sh("git stash list; git status", "fatal: Unable to create '/workspace/repo/.git/index.lock': Read-only file system", rc=128, ev="out"),
    ],
    end=dict(text="I can't apply the fix: `/workspace` is mounted read-only (`ro` in `mount`), so the Edit fails with EROFS and even git can't create its index lock. The fix is to return `() => document.removeEventListener('mousemove', onMove)` from the effect in `src/components/Tooltip.tsx`; it needs a writable checkout."),
    result={"success": False, "summary": "no changes produced", "exit_code": 1},
))

# ---------------------------------------------------------------- P5 transcript cargo package cache EACCES, timeout near-miss
CASES.append(dict(
    slug="net-1550", ticket="NET-1550", fmt="claude-transcript", mode="permission_blocked",
    near_miss="the feature is a request timeout: failing test output says 'operation timed out' and 'deadline has elapsed', which is the code under test, not the environment",
    why="Adding the crate the ticket asks for fails because cargo cannot lock its package cache: 'failed to open: /usr/local/cargo/.package-cache ... Permission denied (os error 13)'.",
    prompt="""# NET-1550: HTTP client ignores the per-request timeout

`crates/fetcher/src/client.rs`: `Client::get()` ignores
`RequestOptions::timeout`; a slow upstream blocks a worker forever. Wrap the
request future in `tokio::time::timeout`, and add the `tokio` `time` feature in
`crates/fetcher/Cargo.toml` (plus `tokio-test` as a dev-dependency for the
paused-clock test).

## Acceptance criteria
- `cargo test -p fetcher` passes, including `times_out_slow_upstream`.
""",
    steps=[
        say("Running the fetcher tests first."),
        sh("cargo test -p fetcher 2>&1 | tail -14", "running 7 tests\ntest client::tests::builds_default_headers ... ok\ntest client::tests::retries_on_503 ... ok\ntest client::tests::times_out_slow_upstream ... FAILED\n\nfailures:\n\n---- client::tests::times_out_slow_upstream stdout ----\nthread 'client::tests::times_out_slow_upstream' panicked at crates/fetcher/src/client.rs:188:9:\nexpected Err(FetchError::Timeout) after 2s, got Ok(200) after 30.004s: deadline has elapsed but request was not cancelled (operation timed out on upstream only)\n\nfailures:\n    client::tests::times_out_slow_upstream\n\ntest result: FAILED. 6 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 30.02s", rc=101),
        read("crates/fetcher/src/client.rs", "    pub async fn get(&self, url: &str, opts: RequestOptions) -> Result<Response, FetchError> {\n        let req = self.inner.get(url).headers(self.default_headers.clone());\n        let resp = req.send().await.map_err(FetchError::Transport)?;\n        Ok(Response::from(resp))\n    }"),
        edit("crates/fetcher/src/client.rs", "        let resp = req.send().await.map_err(FetchError::Transport)?;", "        let resp = tokio::time::timeout(opts.timeout, req.send())\n            .await\n            .map_err(|_| FetchError::Timeout)?\n            .map_err(FetchError::Transport)?;"),
        sh("cargo add -p fetcher tokio --features time && cargo add -p fetcher --dev tokio-test", "    Updating crates.io index\nerror: failed to acquire package cache lock\n\nCaused by:\n  failed to open: /usr/local/cargo/.package-cache\n\nCaused by:\n  Permission denied (os error 13)", rc=101, ev="out"),
        sh("ls -ld /usr/local/cargo /usr/local/cargo/registry; id -un", "drwxr-xr-x 1 root root 4096 Oct 28 11:02 /usr/local/cargo\ndrwxr-xr-x 1 root root 4096 Oct 28 11:04 /usr/local/cargo/registry\nagent", ev="out"),
        sh("cargo test -p fetcher --offline 2>&1 | tail -6", "error: failed to acquire package cache lock\n\nCaused by:\n  failed to open: /usr/local/cargo/.package-cache\n\nCaused by:\n  Permission denied (os error 13)", rc=101, ev="out"),
    ],
    end=dict(text="The timeout wrapper is in `Client::get()`, but I can't add the `tokio` `time` feature or `tokio-test`, or even build: `CARGO_HOME` (`/usr/local/cargo`) is owned by root and the agent user can't take the package cache lock (`Permission denied (os error 13)`). With a writable CARGO_HOME this should build."),
))

# ---------------------------------------------------------------- P6 codex declined commands
CASES.append(dict(
    slug="kb-612", ticket="KB-612", fmt="codex", mode="permission_blocked",
    why="The sandbox approval policy declines the install and test commands (status declined), so the agent can neither install the package in editable mode nor run pytest.",
    prompt="""# KB-612: Search snippet cuts multi-byte characters in half

`kb/search/snippet.py` slices the UTF-8 encoded body by byte offsets, so
snippets can end with a broken character (`�`). Slice by characters.

## Acceptance criteria
- No replacement characters in snippets.
- `pytest tests/search -q` passes.
""",
    steps=[
        sh("sed -n '1,60p' kb/search/snippet.py", "def make_snippet(body: str, start: int, length: int = 160) -> str:\n    raw = body.encode(\"utf-8\")\n    chunk = raw[start:start + length]\n    return chunk.decode(\"utf-8\", errors=\"replace\")\n"),
        think("**Switching to character slicing**\n\nCallers pass byte offsets from the index though. Check the caller."),
        sh("rg -n 'make_snippet' kb", "kb/search/api.py:58:        snippet = make_snippet(doc.body, hit.char_offset)\nkb/search/snippet.py:1:def make_snippet(body: str, start: int, length: int = 160) -> str:\n"),
        edit("kb/search/snippet.py", "    raw = body.encode(\"utf-8\")\n    chunk = raw[start:start + length]\n    return chunk.decode(\"utf-8\", errors=\"replace\")", "    return body[start:start + length]"),
        sh("pip install -e '.[test]'", "", declined=True, ev=True),
        say("The install was declined by the sandbox. I'll try running the tests with the current environment."),
        sh("python -m pytest tests/search -q", "", declined=True, ev=True),
        sh("pytest tests/search -q", "", declined=True, ev=True),
    ],
    end=dict(text="Changed `make_snippet()` to slice by characters (`body[start:start + length]`); the caller already passes `hit.char_offset`. I couldn't verify it: `pip install -e '.[test]'` and both pytest invocations were declined by the approval policy in this session."),
))

# ---------------------------------------------------------------- P7 codex sudo refused then pg_config missing
CASES.append(dict(
    slug="db-2044", ticket="DB-2044", fmt="codex", mode="permission_blocked",
    near_miss="'pg_config executable not found' and a missing libpq look like a dependency problem; the agent cannot install them because sudo/apt are refused",
    why="Installing the system library needs root: sudo asks for a password (no tty) and apt-get cannot open the dpkg lock (13: Permission denied), so psycopg2 can never build.",
    prompt="""# DB-2044: Migrate the reporting job from sqlite to Postgres

`jobs/reporting/store.py` still opens a local sqlite file. Switch it to
`psycopg2` using `REPORTING_DSN`; `psycopg2==2.9.10` is already pinned in
`requirements.txt`.

## Acceptance criteria
- `store.connect()` uses `REPORTING_DSN`.
- `pytest tests/reporting -q` passes (uses the `postgresql` fixture).
""",
    steps=[
        sh("sed -n '1,40p' jobs/reporting/store.py", "import os\nimport sqlite3\n\n\ndef connect():\n    return sqlite3.connect(os.environ.get(\"REPORTING_DB\", \"reporting.sqlite3\"))\n"),
        edit("jobs/reporting/store.py", "import os\nimport sqlite3\n\n\ndef connect():\n    return sqlite3.connect(os.environ.get(\"REPORTING_DB\", \"reporting.sqlite3\"))", "import os\n\nimport psycopg2\n\n\ndef connect():\n    return psycopg2.connect(os.environ[\"REPORTING_DSN\"])"),
        sh("pip install -r requirements.txt 2>&1 | tail -18", "Collecting psycopg2==2.9.10 (from -r requirements.txt (line 7))\n  Downloading psycopg2-2.9.10.tar.gz (385 kB)\n  Preparing metadata (setup.py): started\n  Preparing metadata (setup.py): finished with status 'error'\n  error: subprocess-exited-with-error\n  \n  × python setup.py egg_info did not run successfully.\n  │ exit code: 1\n  ╰─> [23 lines of output]\n      running egg_info\n      \n      Error: pg_config executable not found.\n      \n      pg_config is required to build psycopg2 from source.  Please add the directory\n      containing pg_config to the $PATH or specify the full executable path with the\n      option:\n      \n          python setup.py build_ext --pg-config /path/to/pg_config build ...\n      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not a problem with pip.\nerror: metadata-generation-failed\n", rc=1),
        think("**Installing libpq headers**\n\nNeed libpq-dev for pg_config. Try apt."),
        sh("sudo apt-get install -y libpq-dev", "sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper\nsudo: a password is required\n", rc=1, ev=True),
        sh("apt-get install -y libpq-dev", "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?\n", rc=100, ev=True),
        sh("sudo -n true; echo $?; id", "sudo: a password is required\n1\nuid=1000(codex) gid=1000(codex) groups=1000(codex)\n", ev=True),
    ],
    end=dict(text="`store.connect()` now uses psycopg2 with `REPORTING_DSN`. I couldn't install psycopg2: building it needs `pg_config` from `libpq-dev`, and this sandbox user can't install system packages (`sudo` requires a password, `apt-get` can't open the dpkg lock: Permission denied). Either grant root/sudo for apt or pre-install libpq-dev in the image."),
))

# ---------------------------------------------------------------- P8 codex kubectl forbidden
CASES.append(dict(
    slug="plat-908", ticket="PLAT-908", fmt="codex", mode="permission_blocked",
    why="Every kubectl call against the staging namespace is Forbidden for the agent's service account (RBAC), so the rollout the ticket requires cannot be applied or checked.",
    prompt="""# PLAT-908: Raise checkout readiness probe timeout in staging

Staging `checkout` pods flap because the readiness probe times out during
warm-up. In `deploy/staging/checkout/deployment.yaml` set
`readinessProbe.timeoutSeconds: 5` and `initialDelaySeconds: 20`, apply it to
the `staging` namespace and confirm the rollout completes.

## Acceptance criteria
- Manifest updated; `kubectl -n staging rollout status deploy/checkout` succeeds.
""",
    steps=[
        sh("grep -n -A6 readinessProbe deploy/staging/checkout/deployment.yaml", "41:          readinessProbe:\n42-            httpGet:\n43-              path: /healthz/ready\n44-              port: 8080\n45-            initialDelaySeconds: 5\n46-            timeoutSeconds: 1\n47-            periodSeconds: 10\n"),
        edit("deploy/staging/checkout/deployment.yaml", "            initialDelaySeconds: 5\n            timeoutSeconds: 1", "            initialDelaySeconds: 20\n            timeoutSeconds: 5"),
        sh("kubectl -n staging apply -f deploy/staging/checkout/deployment.yaml", "Error from server (Forbidden): error when retrieving current configuration of:\nResource: \"apps/v1, Resource=deployments\", GroupVersionKind: \"apps/v1, Kind=Deployment\"\nName: \"checkout\", Namespace: \"staging\"\nfrom server for: \"deploy/staging/checkout/deployment.yaml\": deployments.apps \"checkout\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot get resource \"deployments\" in API group \"apps\" in the namespace \"staging\"\n", rc=1, ev=True),
        sh("kubectl auth can-i patch deployments -n staging; kubectl auth can-i get pods -n staging", "no\nno\n", rc=1, ev=True),
        sh("kubectl -n staging rollout status deploy/checkout --timeout=120s", "Error from server (Forbidden): deployments.apps \"checkout\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot get resource \"deployments\" in API group \"apps\" in the namespace \"staging\"\n", rc=1, ev=True),
    ],
    end=dict(text="Updated the readiness probe in deploy/staging/checkout/deployment.yaml (initialDelaySeconds 20, timeoutSeconds 5). I could not apply or verify it: the service account `agents:osmia-runner` has no RBAC rights in `staging` (`kubectl auth can-i` says no; apply and rollout status are Forbidden)."),
))

# ---------------------------------------------------------------- P9 osmia pip EACCES then ModuleNotFoundError
CASES.append(dict(
    slug="mail-455", ticket="MAIL-455", fmt="osmia", mode="permission_blocked",
    near_miss="the run ends on 'ModuleNotFoundError: No module named premailer', but that is because pip install failed with Errno 13 Permission denied on site-packages",
    why="pip cannot write to the system site-packages ('[Errno 13] Permission denied'), so the package stays missing; the later ModuleNotFoundError is a consequence of the permission failure.",
    prompt="""# MAIL-455: Inline CSS in transactional emails

Gmail strips `<style>` blocks, so our receipts render unstyled. In
`mailer/render.py::render_html()`, run the rendered HTML through
`premailer.transform()` (premailer is already listed in `requirements.txt`).

## Acceptance criteria
- Styles are inlined in the output.
- `pytest tests/mailer -q` passes.
""",
    steps=[
        say("I'll update render_html to inline CSS with premailer."),
        read("mailer/render.py", "from jinja2 import Environment, PackageLoader, select_autoescape\n\nenv = Environment(loader=PackageLoader(\"mailer\"), autoescape=select_autoescape())\n\n\ndef render_html(template: str, **ctx) -> str:\n    return env.get_template(template).render(**ctx)"),
        edit("mailer/render.py", "from jinja2 import Environment, PackageLoader, select_autoescape\n", "from jinja2 import Environment, PackageLoader, select_autoescape\nfrom premailer import transform\n"),
        edit("mailer/render.py", "    return env.get_template(template).render(**ctx)", "    return transform(env.get_template(template).render(**ctx), keep_style_tags=False)"),
        sh("pip install -r requirements.txt", "Defaulting to user installation because normal site-packages is not writeable\nCollecting premailer==3.10.0 (from -r requirements.txt (line 9))\n  Using cached premailer-3.10.0-py2.py3-none-any.whl (19 kB)\nCollecting cssutils (from premailer==3.10.0->-r requirements.txt (line 9))\n  Using cached cssutils-2.11.1-py3-none-any.whl (385 kB)\nInstalling collected packages: cssutils, premailer\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/home/agent/.local/lib/python3.11'\nCheck the permissions.\n", rc=1, ev="out"),
        sh("pip install --user premailer==3.10.0", "Collecting premailer==3.10.0\n  Using cached premailer-3.10.0-py2.py3-none-any.whl (19 kB)\nInstalling collected packages: premailer\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/home/agent/.local/lib/python3.11'\nCheck the permissions.\n", rc=1, ev="out"),
        sh("ls -ld /home/agent/.local /usr/local/lib/python3.11/site-packages", "dr-xr-xr-x 2 root root 4096 Nov  1 09:12 /home/agent/.local\ndrwxr-xr-x 1 root root 4096 Oct 30 17:40 /usr/local/lib/python3.11/site-packages", ev="out"),
        sh("pytest tests/mailer -q", "ImportError while importing test module '/workspace/repo/tests/mailer/test_render.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\ntests/mailer/test_render.py:3: in <module>\n    from mailer.render import render_html\nmailer/render.py:2: in <module>\n    from premailer import transform\nE   ModuleNotFoundError: No module named 'premailer'\n1 error in 0.31s", rc=2),
    ],
    end=dict(success=False, text="Added premailer.transform() to render_html(), but premailer can't be installed: both site-packages and ~/.local are not writable for the agent user ([Errno 13] Permission denied), so the tests fail to import it."),
))

# ---------------------------------------------------------------- P10 osmia EPERM prisma
CASES.append(dict(
    slug="crm-1290", ticket="CRM-1290", fmt="osmia", mode="permission_blocked",
    near_miss="ends with \"Cannot find module '.prisma/client/default'\", which looks like a missing package; the generator could not write because of EPERM",
    why="`prisma generate` fails with 'EPERM: operation not permitted, unlink .../node_modules/.prisma/client/index.js' (immutable node_modules), so the client is never generated and tests cannot import it.",
    prompt="""# CRM-1290: Add `archivedAt` to Contact

Add a nullable `archivedAt DateTime?` field to `Contact` in
`prisma/schema.prisma`, regenerate the client, and make
`src/contacts/list.ts` exclude archived contacts by default.

## Acceptance criteria
- `npx prisma generate` succeeds; `npm test -- contacts` passes.
""",
    steps=[
        say("Updating the Prisma schema first."),
        edit("prisma/schema.prisma", "  updatedAt DateTime @updatedAt\n}", "  updatedAt DateTime @updatedAt\n  archivedAt DateTime?\n}"),
        edit("src/contacts/list.ts", "    where: { ownerId },", "    where: { ownerId, ...(includeArchived ? {} : { archivedAt: null }) },"),
        sh("npx prisma generate", "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nError: EPERM: operation not permitted, unlink '/workspace/repo/node_modules/.prisma/client/index.js'", rc=1, ev="out"),
        sh("lsattr node_modules/.prisma/client/index.js; ls -l node_modules/.prisma/client/index.js", "----i---------e------- node_modules/.prisma/client/index.js\n-rw-r--r-- 1 root root 61274 Oct 29 08:51 node_modules/.prisma/client/index.js", ev="out"),
        sh("rm -rf node_modules/.prisma/client && npx prisma generate", "rm: cannot remove 'node_modules/.prisma/client/index.js': Operation not permitted\nrm: cannot remove 'node_modules/.prisma/client/schema.prisma': Operation not permitted", rc=1, ev="out"),
        sh("npm test -- contacts", "> crm@1.8.0 test\n> jest contacts\n\nFAIL src/contacts/__tests__/list.test.ts\n  ● Test suite failed to run\n\n    Cannot find module '.prisma/client/default' from 'node_modules/@prisma/client/default.js'\n\nTest Suites: 1 failed, 1 total\nTests:       0 total", rc=1),
    ],
    end=dict(success=False, text="Schema and list.ts are updated, but the Prisma client could not be regenerated: files under node_modules/.prisma are root-owned and immutable (EPERM: operation not permitted on unlink), so the tests cannot load the generated client."),
))
