"""Claude stream-json, Claude transcripts and Osmia runs whose cause is the environment."""
from common import *

CASES = []
def case(**kw): CASES.append(kw); return kw
def res(summary): return {"success": False, "exit_code": 1, "summary": summary}

# ---------------------------------------------------------------- infra_failure
case(slug="mobile-api-pagination", ticket="MOB-212", format="claude", repo="mobile-bff", mode="infra_failure", near_miss="dependency_missing",
     why="The session ended on the provider's usage limit ('5-hour limit reached'); the open 'Cannot find module' error had just been fixed by an install and was not the cause.",
     prompt=P("MOB-212", "Cursor pagination for /feed", "Replace offset pagination in `src/routes/feed.ts` with an opaque cursor (base64 of `createdAt,id`)."),
     steps=[read("src/routes/feed.ts", "router.get('/feed', async (req, res) => {\n  const offset = Number(req.query.offset ?? 0);\n  const items = await db.feed.findMany({ skip: offset, take: 20, orderBy: { createdAt: 'desc' } });\n  res.json({ items });\n});"),
            edit("src/routes/feed.ts", "  const offset = Number(req.query.offset ?? 0);", "  const cursor = decodeCursor(req.query.cursor as string | undefined);"),
            write("src/lib/cursor.ts", "import { z } from 'zod';\nexport const decodeCursor = (c?: string) => c ? z.tuple([z.string(), z.string()]).parse(Buffer.from(c, 'base64url').toString().split(',')) : undefined;"),
            bash("npx vitest run src/routes/feed.test.ts", "Error: Cannot find module 'zod'\nRequire stack:\n- /workspace/mobile-bff/src/lib/cursor.ts", err=True),
            bash("npm install zod@3.23.8", "added 1 package, and audited 611 packages in 3s\nfound 0 vulnerabilities"),
            bash("npx vitest run src/routes/feed.test.ts", " ✓ src/routes/feed.test.ts (4 tests) 38ms\n Test Files  1 passed (1)\n      Tests  4 passed (4)"),
            say("Now the cursor encoding on the response side."),
            apierr("5-hour limit reached ∙ resets 3pm")],
     end=end_fail("5-hour limit reached ∙ resets 3pm", ev=True, subtype="success"))

case(slug="docs-site-image-build", ticket="DOCS-88", format="osmia", repo="docs-site", mode="infra_failure", near_miss="permission_blocked",
     why="The build disk filled up (ENOSPC: no space left on device) while writing optimized images; the later EACCES-looking noise is not the cause.",
     prompt=P("DOCS-88", "Serve responsive images on the docs site", "Enable `@astrojs/image` responsive srcsets for `src/content/**/*.png` and rebuild."),
     steps=[read("astro.config.mjs", "import { defineConfig } from 'astro/config';\nimport mdx from '@astrojs/mdx';\n\nexport default defineConfig({ integrations: [mdx()] });"),
            edit("astro.config.mjs", "integrations: [mdx()]", "integrations: [mdx()],\n  image: { service: { entrypoint: 'astro/assets/services/sharp' } }"),
            bash("npm run build 2>&1 | tail -12", "09:14:51 [build] Optimizing 1,842 images...\n09:16:03 [ERROR] ENOSPC: no space left on device, write\n  Stack trace:\n    at async writeFile (node:internal/fs/promises:1202:3)\n    at async generateImage (file:///workspace/docs-site/node_modules/astro/dist/assets/build/generate.js:131:7)", err=True, ev=True),
            bash("df -h /workspace /tmp", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace\ntmpfs           2.0G  2.0G     0 100% /tmp", ev=True),
            bash("rm -rf node_modules/.astro dist && npm run build 2>&1 | tail -3", "09:19:40 [ERROR] ENOSPC: no space left on device, write", err=True, ev=True)],
     end=end_fail("build failed: ENOSPC", ev=True))

case(slug="ledger-replay-tests", ticket="FIN-2402", format="claude-transcript", repo="ledger", mode="infra_failure", near_miss="",
     why="The test process was OOM-killed (Killed, exit 137) replaying the full fixture; the container had a 1Gi limit and the transcript just stops.",
     prompt=P("FIN-2402", "Replay must skip voided entries", "`ledger/replay.py::replay` applies voided entries. Skip entries whose `voided_at` is set; add a test."),
     steps=[read("ledger/replay.py", "def replay(entries):\n    bal = Decimal(0)\n    for e in entries:\n        bal += e.amount\n    return bal"),
            edit("ledger/replay.py", "    for e in entries:\n        bal += e.amount", "    for e in entries:\n        if e.voided_at is not None:\n            continue\n        bal += e.amount"),
            bash("python -m pytest tests/test_replay.py -q", "......                                                                   [100%]\n6 passed in 0.22s"),
            bash("python -m pytest tests/integration/test_replay_full.py -q", "Killed", err=True, code=137, ev=True),
            bash("dmesg 2>/dev/null | tail -2; cat /sys/fs/cgroup/memory.events", "memory: usage 1048576kB, limit 1048576kB, failcnt 3021\nlow 0\nhigh 0\nmax 77\noom 1\noom_kill 1", ev=True)],
     end=None, state="Failed", result={"success": False, "exit_code": 137, "summary": "OOMKilled"})

# ---------------------------------------------------------------- permission_blocked
case(slug="cli-global-install-docs", ticket="DX-140", format="claude", repo="devtools", mode="permission_blocked", near_miss="dependency_missing",
     why="`npm install -g` failed with EACCES on /usr/local/lib/node_modules, so the CLI was never installed; the later 'command not found' and missing module are consequences.",
     prompt=P("DX-140", "Verify the docs generator CLI end to end", "Install our `@acme/docgen` CLI globally from `packages/docgen` and run it over `examples/` to refresh `docs/api/`."),
     steps=[bash("npm install -g ./packages/docgen", "npm ERR! code EACCES\nnpm ERR! syscall mkdir\nnpm ERR! path /usr/local/lib/node_modules/@acme\nnpm ERR! errno -13\nnpm ERR! Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/@acme'\nnpm ERR! \nnpm ERR! The operation was rejected by your operating system.", err=True, code=243, ev=True),
            bash("docgen examples/ -o docs/api", "/bin/bash: line 1: docgen: command not found", err=True, code=127),
            bash("node packages/docgen/bin/docgen.js examples/ -o docs/api", "node:internal/modules/cjs/loader:1228\n  throw err;\n  ^\n\nError: Cannot find module 'commander'\nRequire stack:\n- /workspace/devtools/packages/docgen/bin/docgen.js", err=True),
            bash("cd packages/docgen && npm install", "npm ERR! code EACCES\nnpm ERR! syscall open\nnpm ERR! path /workspace/devtools/packages/docgen/package-lock.json\nnpm ERR! Error: EACCES: permission denied, open '/workspace/devtools/packages/docgen/package-lock.json'", err=True, code=243, ev=True),
            bash("ls -l packages/docgen/package-lock.json; id -un", "-r--r--r-- 1 root root 88231 Mar  3 07:12 packages/docgen/package-lock.json\nagent", ev=True),
            say("I can't install the CLI: global installs and the package lockfile are owned by root and not writable by the agent user.")],
     end=end_fail("could not install docgen: EACCES", ev=False))

case(slug="payments-push-branch", ticket="PAY-1870", format="claude-transcript", repo="payments", mode="permission_blocked", near_miss="",
     why="The fix was done and tested, but pushing the branch was refused by GitHub (403: Permission to acme/payments.git denied to ci-bot), so no PR could be opened.",
     prompt=P("PAY-1870", "Reject negative refund amounts", "`payments/refunds.py::create_refund` accepts negative amounts. Raise `ValueError`. Push branch `fix/PAY-1870` and open a PR."),
     steps=[read("payments/refunds.py", "def create_refund(charge, amount):\n    return Refund(charge=charge, amount=amount)"),
            edit("payments/refunds.py", "def create_refund(charge, amount):\n", "def create_refund(charge, amount):\n    if amount <= 0:\n        raise ValueError(\"refund amount must be positive\")\n"),
            bash("python -m pytest tests/test_refunds.py -q", "........                                                                 [100%]\n8 passed in 0.12s"),
            bash("git checkout -b fix/PAY-1870 && git commit -am 'Reject non-positive refund amounts (PAY-1870)'", "Switched to a new branch 'fix/PAY-1870'\n[fix/PAY-1870 5c2e1aa] Reject non-positive refund amounts (PAY-1870)\n 1 file changed, 2 insertions(+)"),
            bash("git push -u origin fix/PAY-1870", "remote: Permission to acme/payments.git denied to ci-bot.\nfatal: unable to access 'https://github.com/acme/payments.git/': The requested URL returned error: 403", err=True, code=128, ev=True),
            bash("gh pr create --fill", "pull request create failed: GraphQL: ci-bot does not have the correct permissions to execute `CreatePullRequest` (createPullRequest)", err=True, ev=True),
            say("The code fix is committed locally but I cannot push or open a PR: the bot account lacks write access to acme/payments.")],
     end=None, state="Failed", result=res("push rejected (403)"))

case(slug="testcontainers-inventory", ticket="INV-509", format="osmia", repo="inventory-svc", mode="permission_blocked", near_miss="infra_failure",
     why="Integration tests could not reach Docker: the socket refused the agent user ('permission denied while trying to connect to the Docker daemon socket'). Not a daemon outage.",
     prompt=P("INV-509", "Stock reservation must be atomic", "Use `SELECT ... FOR UPDATE` in `internal/store/reserve.go`; prove with `go test -tags integration ./internal/store/...`."),
     steps=[read("internal/store/reserve.go", "func (s *Store) Reserve(ctx context.Context, sku string, n int) error {\n\trow := s.db.QueryRowContext(ctx, `SELECT qty FROM stock WHERE sku=$1`, sku)\n\t..."),
            edit("internal/store/reserve.go", "`SELECT qty FROM stock WHERE sku=$1`", "`SELECT qty FROM stock WHERE sku=$1 FOR UPDATE`"),
            bash("go test ./internal/store/...", "ok  \tgithub.com/acme/inventory-svc/internal/store\t0.021s"),
            bash("go test -tags integration ./internal/store/... 2>&1 | tail -6", "2026/03/11 07:41:02 github.com/testcontainers/testcontainers-go - Connected to docker: \n--- FAIL: TestReserveConcurrent (0.01s)\n    reserve_it_test.go:22: create container: Cannot connect to the Docker daemon: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/info\": dial unix /var/run/docker.sock: connect: permission denied\nFAIL", err=True, ev=True),
            bash("docker ps", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/containers/json\": dial unix /var/run/docker.sock: connect: permission denied", err=True, ev=True),
            say("The integration suite needs Docker and the agent user isn't allowed on the socket.")],
     end=end_fail("integration tests could not run: docker socket permission denied"))

case(slug="bulk-email-approval", ticket="CRM-620", format="claude", repo="crm", mode="permission_blocked", near_miss="",
     why="Every Bash call was refused by the session's permission mode (tool use denied, listed in permission_denials), so the agent could not run the migration the task required.",
     prompt=P("CRM-620", "Backfill contact email_normalized", "Write and run the Django data migration that fills `Contact.email_normalized` (lowercased, trimmed)."),
     steps=[read("crm/models.py", "class Contact(models.Model):\n    email = models.EmailField()\n    email_normalized = models.EmailField(null=True, db_index=True)"),
            write("crm/migrations/0043_backfill_email_normalized.py", "from django.db import migrations\n\n\ndef fill(apps, schema_editor):\n    Contact = apps.get_model('crm', 'Contact')\n    for c in Contact.objects.iterator():\n        c.email_normalized = c.email.strip().lower()\n        c.save(update_fields=['email_normalized'])\n\n\nclass Migration(migrations.Migration):\n    dependencies = [('crm', '0042_contact_email_normalized')]\n    operations = [migrations.RunPython(fill, migrations.RunPython.noop)]"),
            dict(bash("python manage.py migrate crm 0043", "Claude requested permissions to use Bash, but you haven't granted it yet.", err=True, ev=True), denied=True),
            dict(bash("python manage.py test crm.tests.test_migrations", "Claude requested permissions to use Bash, but you haven't granted it yet.", err=True, ev=True), denied=True),
            say("I wrote the migration but I'm not permitted to run shell commands in this session, so it has not been applied or tested.")],
     end=end_fail("Bash not permitted; migration not run", ev=True, subtype="success"), perm_mode="default")

# ---------------------------------------------------------------- dependency_missing
case(slug="nuget-telemetry-sdk", ticket="NET-310", format="osmia", repo="orders-dotnet", mode="dependency_missing", near_miss="infra_failure",
     why="NuGet answered, but the internal package Acme.Telemetry does not exist on nuget.org (NU1101) and no internal feed is configured.",
     prompt=P("NET-310", "Emit order metrics via Acme.Telemetry", "Add `Acme.Telemetry` 2.3.0 and count created orders in `OrdersController.Create`."),
     steps=[bash("dotnet add src/Orders.Api package Acme.Telemetry --version 2.3.0", "  Determining projects to restore...\n  Writing /tmp/tmpQ2dx1P.tmp\ninfo : Adding PackageReference for package 'Acme.Telemetry' into project 'src/Orders.Api/Orders.Api.csproj'.\ninfo :   GET https://api.nuget.org/v3-flatcontainer/acme.telemetry/index.json\ninfo :   NotFound https://api.nuget.org/v3-flatcontainer/acme.telemetry/index.json 212ms\nerror: NU1101: Unable to find package Acme.Telemetry. No packages exist with this id in source(s): nuget.org\nerror: Package 'Acme.Telemetry' is incompatible with 'all' frameworks in project 'src/Orders.Api/Orders.Api.csproj'.", ev=True),
            bash("cat nuget.config 2>/dev/null || dotnet nuget list source", "Registered Sources:\n  1.  nuget.org [Enabled]\n      https://api.nuget.org/v3/index.json", ev=True),
            edit("src/Orders.Api/Controllers/OrdersController.cs", "        var order = await _svc.CreateAsync(dto);", "        var order = await _svc.CreateAsync(dto);\n        _metrics.Counter(\"orders.created\").Add(1);"),
            bash("dotnet build 2>&1 | tail -3", "/workspace/orders-dotnet/src/Orders.Api/Controllers/OrdersController.cs(4,7): error CS0246: The type or namespace name 'Acme' could not be found (are you missing a using directive or an assembly reference?)\n    0 Warning(s)\n    1 Error(s)", ev=True),
            say("Acme.Telemetry isn't available from any configured NuGet source.")],
     end=end_fail("NU1101: Acme.Telemetry not found"))

case(slug="reports-php-upgrade", ticket="RPT-88", format="claude-transcript", repo="reports-php", mode="dependency_missing", near_miss="",
     why="composer cannot resolve: the lock requires php ^8.3 but the runner has PHP 8.1.27 (platform requirement not met).",
     prompt=P("RPT-88", "Add CSV export to monthly report", "Add `ReportController::exportCsv` using `league/csv` 9.x."),
     steps=[bash("php -v | head -1", "PHP 8.1.27 (cli) (built: Feb 13 2024 07:58:49) (NTS)"),
            bash("composer require league/csv:^9.16", "./composer.json has been updated\nRunning composer update league/csv\nLoading composer repositories with package information\nUpdating dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires php ^8.3 but your php version (8.1.27) does not satisfy that requirement.\n  Problem 2\n    - league/csv[9.16.0, ..., 9.18.0] require php ^8.1.2 -> your php version (8.1.27) satisfies that requirement.\n\nInstallation failed, reverting ./composer.json and ./composer.lock to their original content.", err=True, code=2, ev=True),
            bash("composer check-platform-reqs 2>&1 | head -3", "php  8.1.27  requires php (^8.3)  failed", err=True, ev=True),
            say("The project targets PHP 8.3 but this runner has 8.1, so composer refuses to install anything.")],
     end=None, state="Failed", result=res("composer: php ^8.3 required"))

case(slug="geo-import-psycopg", ticket="GEO-51", format="claude", repo="geo-import", mode="dependency_missing", near_miss="",
     why="psycopg2 had to be built from source and the image lacks pg_config/libpq and gcc ('pg_config executable not found', then 'command gcc failed'): missing native build pieces.",
     prompt=P("GEO-51", "Load GeoJSON into PostGIS", "Add `geo_import/load.py` that bulk-inserts features via `psycopg2.extras.execute_values`."),
     steps=[bash("pip install -r requirements.txt 2>&1 | tail -14", "Collecting psycopg2==2.9.9\n  Downloading psycopg2-2.9.9.tar.gz (384 kB)\n  Preparing metadata (setup.py) ... error\n  error: subprocess-exited-with-error\n\n  × python setup.py egg_info did not run successfully.\n  │ exit code: 1\n  ╰─> [21 lines of output]\n      Error: pg_config executable not found.\n\n      pg_config is required to build psycopg2 from source.  Please add the directory\n      containing pg_config to the $PATH or specify the full executable path with the\n      option:\n\n          python setup.py build_ext --pg-config /path/to/pg_config build ...", err=True, ev=True),
            bash("pip install psycopg2==2.9.9 --no-binary :none: 2>&1 | tail -4", "      building 'psycopg2._psycopg' extension\n      error: command 'gcc' failed: No such file or directory\n      [end of output]\nERROR: Failed building wheel for psycopg2", err=True, ev=True),
            write("geo_import/load.py", "from psycopg2.extras import execute_values\n\n\ndef load(conn, features):\n    with conn.cursor() as cur:\n        execute_values(cur, 'INSERT INTO features (id, geom) VALUES %s', [(f['id'], json.dumps(f['geometry'])) for f in features])"),
            bash("python -m pytest -q tests/test_load.py 2>&1 | tail -2", "E   ModuleNotFoundError: No module named 'psycopg2'\n1 error in 0.11s", err=True)],
     end=end_fail("psycopg2 could not be installed"))
