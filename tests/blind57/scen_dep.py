"""dependency_missing runs."""
from common import R, fail, say, think, bash, read, grep, edit, write, pytest_pass

RUNS = []

# 1 sqlalchemy_utils not available anywhere (claude)
RUNS.append(R(
    "g4-ledger-account-iban-encrypted-column", "dependency_missing", "claude", "LEDG-360",
    "Encrypt account IBANs at rest",
    """Store `accounts.iban` encrypted. Use `sqlalchemy_utils.StringEncryptedType` with
`AesGcmEngine` (key from `settings.IBAN_KEY`), add an Alembic revision that widens the column to
`TEXT` and re-encrypts existing rows. Acceptance: `pytest tests/accounts`.""",
    [
        read("ledger/models/account.py", 'from sqlalchemy import String\nfrom sqlalchemy.orm import Mapped, mapped_column\n\nfrom ledger.models.base import Base\n\n\nclass Account(Base):\n    __tablename__ = "accounts"\n\n    id: Mapped[int] = mapped_column(primary_key=True)\n    holder: Mapped[str] = mapped_column(String(200))\n    iban: Mapped[str] = mapped_column(String(34))'),
        edit("ledger/models/account.py", 'from sqlalchemy import String\n', 'from sqlalchemy import String, Text\nfrom sqlalchemy_utils import StringEncryptedType\nfrom sqlalchemy_utils.types.encrypted.encrypted_type import AesGcmEngine\n\nfrom ledger import settings\n'),
        edit("ledger/models/account.py", '    iban: Mapped[str] = mapped_column(String(34))', '    iban: Mapped[str] = mapped_column(StringEncryptedType(Text, lambda: settings.IBAN_KEY, AesGcmEngine))'),
        bash("pytest tests/accounts -q 2>&1 | tail -7", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:6: in <module>\n    from ledger.models import Account\nledger/models/account.py:3: in <module>\n    from sqlalchemy_utils import StringEncryptedType\nE   ModuleNotFoundError: No module named 'sqlalchemy_utils'", rc=4, ev=True),
        bash("grep -rn -i 'sqlalchemy.utils\\|sqlalchemy-utils' pyproject.toml requirements*.txt constraints.txt; pip index versions sqlalchemy-utils 2>&1 | tail -2", "WARNING: pip index is currently an experimental command. It may be removed/changed in a future release without prior warning.\nERROR: No matching distribution found for sqlalchemy-utils", rc=1, ev=True),
        bash("pip install 'sqlalchemy-utils>=0.41' 2>&1 | tail -3", "Looking in indexes: https://nexus.acme.internal/repository/pypi-approved/simple\nERROR: Could not find a version that satisfies the requirement sqlalchemy-utils>=0.41 (from versions: none)\nERROR: No matching distribution found for sqlalchemy-utils>=0.41", rc=1, ev=True),
        bash("pip download cryptography==43.0.3 --no-deps -d /tmp/x -q && echo ok", "ok"),
        say("The approved index serves other packages (cryptography downloads fine) but has no sqlalchemy-utils at all. The ticket names StringEncryptedType specifically, so I won't substitute a hand-rolled type without sign-off."),
        bash("git diff --stat", " ledger/models/account.py | 7 +++++--\n 1 file changed, 5 insertions(+), 2 deletions(-)"),
    ],
    {"kind": "ok", "text": "Not finished. `Account.iban` now uses `StringEncryptedType(..., AesGcmEngine)`, but `sqlalchemy_utils` is not installed and the approved index (`nexus.acme.internal/.../pypi-approved`) has no `sqlalchemy-utils` distribution (`from versions: none`), so the model can't be imported and no tests run. The revision is not written yet. Either the package needs approval on the index or a different encryption type must be agreed."},
    "The required sqlalchemy_utils package is not installed and does not exist on the (reachable) approved index; ModuleNotFoundError blocks every test.",
    result=fail("ModuleNotFoundError: sqlalchemy_utils; package not on approved index."), files_changed=1))

# 2 psycopg2 build: pg_config missing (codex)
RUNS.append(R(
    "g4-reports-psycopg2-named-cursor-export", "dependency_missing", "codex", "RPT-233",
    "Stream report export with a named cursor",
    """`reports/export.py` loads the whole result set. Use a psycopg2 named (server-side) cursor with
`itersize = 5000`. The service is moving from `pg8000` to `psycopg2` (pin `psycopg2==2.9.10` in
`requirements.txt`). Acceptance: `pytest tests/test_export.py`.""",
    [
        read("reports/export.py", 'import csv\n\nimport pg8000.dbapi\n\nfrom reports.settings import DSN\n\n\ndef export(query, out):\n    conn = pg8000.dbapi.connect(**DSN)\n    cur = conn.cursor()\n    cur.execute(query)\n    w = csv.writer(out)\n    w.writerow([d[0] for d in cur.description])\n    w.writerows(cur.fetchall())'),
        edit("reports/export.py", 'import pg8000.dbapi\n', 'import psycopg2\n'),
        edit("reports/export.py", '    conn = pg8000.dbapi.connect(**DSN)\n    cur = conn.cursor()\n    cur.execute(query)\n    w = csv.writer(out)\n    w.writerow([d[0] for d in cur.description])\n    w.writerows(cur.fetchall())', '    conn = psycopg2.connect(**DSN)\n    with conn, conn.cursor(name="report_export") as cur:\n        cur.itersize = 5000\n        cur.execute(query)\n        w = csv.writer(out)\n        first = cur.fetchone()\n        w.writerow([d[0] for d in cur.description])\n        if first is not None:\n            w.writerow(first)\n            w.writerows(cur)'),
        edit("requirements.txt", "pg8000==1.31.2\n", "psycopg2==2.9.10\n"),
        bash("pip install -r requirements.txt 2>&1 | tail -22", "Collecting psycopg2==2.9.10 (from -r requirements.txt (line 3))\n  Downloading psycopg2-2.9.10.tar.gz (385 kB)\n  Installing build dependencies: started\n  Installing build dependencies: finished with status 'done'\n  Getting requirements to build wheel: started\n  Getting requirements to build wheel: finished with status 'error'\n  error: subprocess-exited-with-error\n  \n  × Getting requirements to build wheel did not run successfully.\n  │ exit code: 1\n  ╰─> [21 lines of output]\n      running egg_info\n      writing psycopg2.egg-info/PKG-INFO\n      \n      Error: pg_config executable not found.\n      \n      pg_config is required to build psycopg2 from source.  Please add the directory\n      containing pg_config to the $PATH or specify the full executable path with the\n      option:\n      \n          python setup.py build_ext --pg-config /path/to/pg_config build ...\n      \n      or with the pg_config option in 'setup.cfg'.\n      \n      If you prefer to avoid building psycopg2 from source, please install the PSYCOPG2-BINARY package from PyPI.\n      [end of output]\nerror: subprocess-exited-with-error", rc=1, ev=True),
        bash("which pg_config gcc; dpkg -l | grep -E 'libpq-dev|postgresql-server-dev' | head", "/usr/bin/gcc", rc=1, ev=True),
        think("**No libpq headers**\n\npg_config comes with libpq-dev. apt needs root; checking whether I can install it."),
        bash("apt-get install -y libpq-dev 2>&1 | tail -2", "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?", rc=100),
        bash("pytest tests/test_export.py -q 2>&1 | tail -4", "reports/export.py:3: in <module>\n    import psycopg2\nE   ModuleNotFoundError: No module named 'psycopg2'\n1 error in 0.07s", rc=2, ev=True),
    ],
    {"kind": "ok", "text": "`export()` now uses a psycopg2 named cursor with `itersize = 5000`, and requirements pin `psycopg2==2.9.10`. psycopg2 can't be built here: `pg_config executable not found` (no libpq-dev in the image, apt needs root), so `import psycopg2` fails and the tests don't run. The image needs libpq-dev, or the pin should be `psycopg2-binary`."},
    "Building psycopg2 needs pg_config/libpq-dev, which the image lacks (a system library); the apt lock error is a side attempt, the blocker is the missing build dependency.",
    result=fail("psycopg2 build failed: pg_config executable not found; tests not run."), files_changed=2))

# 3 mysqlclient pkg-config (osmia)
RUNS.append(R(
    "g4-warehouse-django-mysql-backend-switch", "dependency_missing", "osmia", "WH-302",
    "Switch the Django admin from PyMySQL shim to mysqlclient",
    """The admin app uses `pymysql.install_as_MySQLdb()`; Django 5.1 warns it's unsupported. Replace it
with `mysqlclient==2.2.6` (add to requirements), remove the shim from `wh_admin/__init__.py`.
Acceptance: `python manage.py check --database default` and `pytest tests/admin`.""",
    [
        read("wh_admin/__init__.py", "import pymysql\n\npymysql.install_as_MySQLdb()"),
        write("wh_admin/__init__.py", ""),
        edit("requirements.txt", "PyMySQL==1.1.1\n", "mysqlclient==2.2.6\n"),
        bash("pip install -r requirements.txt 2>&1 | tail -16", "Collecting mysqlclient==2.2.6\n  Downloading mysqlclient-2.2.6.tar.gz (91 kB)\n  Installing build dependencies: started\n  Installing build dependencies: finished with status 'done'\n  Getting requirements to build wheel: started\n  Getting requirements to build wheel: finished with status 'error'\n  error: subprocess-exited-with-error\n  \n  × Getting requirements to build wheel did not run successfully.\n  │ exit code: 1\n  ╰─> [29 lines of output]\n      /bin/sh: 1: pkg-config: not found\n      Trying pkg-config --exists mysqlclient\n      Command 'pkg-config --exists mysqlclient' returned non-zero exit status 127.\n      Trying pkg-config --exists mariadb\n      Command 'pkg-config --exists mariadb' returned non-zero exit status 127.\n      Exception: Can not find valid pkg-config name.\n      Specify MYSQLCLIENT_CFLAGS and MYSQLCLIENT_LDFLAGS env vars manually\n      [end of output]", rc=1, ev=True),
        bash("ls /usr/include/mysql /usr/include/mariadb 2>&1; ls /usr/lib/x86_64-linux-gnu | grep -i -E 'mysql|maria'", "ls: cannot access '/usr/include/mysql': No such file or directory\nls: cannot access '/usr/include/mariadb': No such file or directory", rc=1, ev=True),
        say("Neither pkg-config nor the MySQL/MariaDB client headers and library are present, so setting MYSQLCLIENT_CFLAGS by hand won't help."),
        bash("python manage.py check --database default 2>&1 | tail -4", "  File \"/usr/local/lib/python3.12/site-packages/django/db/backends/mysql/base.py\", line 17, in <module>\n    raise ImproperlyConfigured(\ndjango.core.exceptions.ImproperlyConfigured: Error loading MySQLdb module.\nDid you install mysqlclient?", rc=1, ev=True),
        bash("git diff --stat", " requirements.txt      | 2 +-\n wh_admin/__init__.py  | 3 ---\n 2 files changed, 1 insertion(+), 4 deletions(-)"),
    ],
    {"kind": "fail", "text": "Shim removed and mysqlclient==2.2.6 pinned, but mysqlclient cannot be built: pkg-config is missing and no MySQL/MariaDB client headers/library are installed (Can not find valid pkg-config name). Django now fails with 'Error loading MySQLdb module. Did you install mysqlclient?'."},
    "mysqlclient needs pkg-config and libmysqlclient/mariadb headers, which the image lacks; Django then cannot load MySQLdb.",
    result=fail("mysqlclient build failed (no pkg-config / client headers); manage.py check fails."), files_changed=2))

# 4 pg gem: libpq-fe.h missing (transcript)
RUNS.append(R(
    "g4-storefront-pg-search-product-index", "dependency_missing", "claude-transcript", "SF-2252",
    "Product search with pg_search",
    """Add `pg_search` (`gem "pg_search", "~> 2.3"`) and a `search_by_title_and_sku` scope on `Product`
with a GIN index on the tsvector. The repo is moving from the `pg` 1.4 to 1.5 line in the same PR.
Acceptance: `bundle exec rspec spec/models/product_spec.rb`.""",
    [
        read("Gemfile", 'source "https://rubygems.org"\n\nruby "3.3.5"\n\ngem "rails", "~> 7.1.4"\ngem "pg", "~> 1.4.6"\ngem "puma", "~> 6.4"'),
        edit("Gemfile", 'gem "pg", "~> 1.4.6"', 'gem "pg", "~> 1.5"\ngem "pg_search", "~> 2.3"'),
        bash("bundle install 2>&1 | tail -18", "Fetching pg 1.5.9\nInstalling pg 1.5.9 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n    current directory: /usr/local/bundle/gems/pg-1.5.9/ext\n/usr/local/bin/ruby extconf.rb\nChecking for pg_config... no\nchecking for libpq per pkg-config... no\nUsing libpq from \nchecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*****************************************************************************\n\nUnable to find PostgreSQL client library.\n\nPlease install libpq or postgresql client package like so:\n  sudo apt install libpq-dev\n\n*** extconf.rb failed ***\n\nAn error occurred while installing pg (1.5.9), and Bundler cannot continue.\n\nIn Gemfile:\n  pg", rc=5, ev=True),
        say("The existing pg 1.4.6 was prebuilt in the image; a new pg version must compile against libpq headers, which aren't there."),
        bash("bundle exec rspec spec/models/product_spec.rb 2>&1 | tail -4", "Could not find pg-1.5.9, pg_search-2.3.7 in locally installed gems\nRun `bundle install` to install missing gems.", rc=7, ev=True),
        bash("ls /usr/include/postgresql 2>&1; which pg_config", "ls: cannot access '/usr/include/postgresql': No such file or directory", rc=1, ev=True),
        write("db/migrate/20261121094500_add_search_index_to_products.rb", "class AddSearchIndexToProducts < ActiveRecord::Migration[7.1]\n  disable_ddl_transaction!\n\n  def change\n    add_index :products, \"to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(sku, ''))\",\n              using: :gin, name: \"index_products_on_search\", algorithm: :concurrently\n  end\nend"),
        edit("app/models/product.rb", "class Product < ApplicationRecord\n", "class Product < ApplicationRecord\n  include PgSearch::Model\n  pg_search_scope :search_by_title_and_sku, against: %i[title sku], using: { tsearch: { prefix: true } }\n"),
        bash("git diff --stat", " Gemfile               | 3 ++-\n app/models/product.rb | 2 ++\n 2 files changed, 4 insertions(+), 1 deletion(-)"),
    ],
    {"text": "Scope, migration and Gemfile changes are written, but `bundle install` fails: pg 1.5.9 needs to compile against libpq and the image has no `libpq-fe.h`/`pg_config` (no libpq-dev). Specs can't load (`Could not find pg-1.5.9, pg_search-2.3.7 in locally installed gems`)."},
    "The native pg gem cannot build because the libpq development headers are missing from the image; Bundler then cannot find the gems.",
    result=fail("bundle install failed: Can't find the 'libpq-fe.h header; specs not run."), files_changed=3))

# 5 Go module not available with GOPROXY=off / vendor (codex)
RUNS.append(R(
    "g4-gateway-pgx-batch-audit-insert", "dependency_missing", "codex", "GW-131",
    "Batch audit inserts with pgx.Batch",
    """Audit events are inserted one by one. In `internal/audit/store.go` queue them with `pgx.Batch`
and send once per request. The service currently uses `database/sql` with `lib/pq`; switch this
package to `github.com/jackc/pgx/v5`. Acceptance: `go test ./internal/audit/...`.""",
    [
        read("internal/audit/store.go", "package audit\n\nimport (\n\t\"context\"\n\t\"database/sql\"\n\n\t_ \"github.com/lib/pq\"\n)\n\ntype Store struct{ db *sql.DB }\n\nfunc (s *Store) Insert(ctx context.Context, evs []Event) error {\n\tfor _, e := range evs {\n\t\tif _, err := s.db.ExecContext(ctx, `INSERT INTO audit_events (actor, action, at) VALUES ($1, $2, $3)`, e.Actor, e.Action, e.At); err != nil {\n\t\t\treturn err\n\t\t}\n\t}\n\treturn nil\n}"),
        bash("cat > internal/audit/store.go <<'EOF'\npackage audit\n\nimport (\n\t\"context\"\n\n\t\"github.com/jackc/pgx/v5\"\n\t\"github.com/jackc/pgx/v5/pgxpool\"\n)\n\ntype Store struct{ pool *pgxpool.Pool }\n\nfunc (s *Store) Insert(ctx context.Context, evs []Event) error {\n\tb := &pgx.Batch{}\n\tfor _, e := range evs {\n\t\tb.Queue(`INSERT INTO audit_events (actor, action, at) VALUES ($1, $2, $3)`, e.Actor, e.Action, e.At)\n\t}\n\treturn s.pool.SendBatch(ctx, b).Close()\n}\nEOF", ""),
        bash("go test ./internal/audit/... 2>&1 | tail -6", "internal/audit/store.go:6:2: no required module provides package github.com/jackc/pgx/v5; to add it:\n\tgo get github.com/jackc/pgx/v5\ninternal/audit/store.go:7:2: no required module provides package github.com/jackc/pgx/v5/pgxpool; to add it:\n\tgo get github.com/jackc/pgx/v5/pgxpool", rc=1, ev=True),
        bash("go get github.com/jackc/pgx/v5@v5.7.1 2>&1", "go: github.com/jackc/pgx/v5@v5.7.1: module lookup disabled by GOPROXY=off", rc=1, ev=True),
        bash("go env GOPROXY GOFLAGS GONOSUMDB; ls vendor | head -5; grep -c . vendor/modules.txt", "off\n-mod=vendor\n\ngithub.com\ngolang.org\ngoogle.golang.org\nmodules.txt\n118"),
        bash("grep -n 'jackc' vendor/modules.txt go.mod", "", rc=1, ev=True),
        think("**Vendored build, pgx not vendored**\n\nThe repo builds from vendor/ with GOPROXY=off by policy; pgx isn't in go.mod or vendor/. I can't add it without network access to a proxy and the vendoring policy says new modules go through the deps review."),
        bash("git checkout internal/audit/store.go && go test ./internal/audit/... 2>&1 | tail -1", "ok  \tgithub.com/acme/gateway/internal/audit\t0.311s"),
    ],
    {"kind": "ok", "text": "Reverted. The batch implementation needs `github.com/jackc/pgx/v5`, which is neither in `go.mod` nor in `vendor/`, and the build runs with `GOFLAGS=-mod=vendor` and `GOPROXY=off` (`module lookup disabled`), so it can't be added here. pgx needs to go through the vendoring review first."},
    "github.com/jackc/pgx/v5 is not in go.mod or vendor/ ('no required module provides package') and cannot be fetched in this vendored build.",
    result=fail("pgx/v5 not vendored; change reverted, ticket not done."), files_changed=0))

# 6 Node too old for Prisma (claude)
RUNS.append(R(
    "g4-tenants-api-prisma-v6-upgrade-typed-sql", "dependency_missing", "claude", "TEN-455",
    "Use Prisma TypedSQL for the usage report",
    """The usage report hand-writes `$queryRawUnsafe`. Upgrade `prisma`/`@prisma/client` to 6.x and use
TypedSQL (`prisma/sql/usageByTenant.sql`, `previewFeatures = ["typedSql"]`).
Acceptance: `npx prisma generate --sql` and `npm test -- usage`.""",
    [
        bash("node --version; npm --version; grep -E '\"(prisma|@prisma/client)\"' package.json", "v16.20.2\n8.19.4\n    \"@prisma/client\": \"5.22.0\",\n    \"prisma\": \"5.22.0\","),
        bash("npm install prisma@6.1.0 @prisma/client@6.1.0 2>&1 | tail -8", "npm WARN EBADENGINE Unsupported engine {\nnpm WARN EBADENGINE   package: 'prisma@6.1.0',\nnpm WARN EBADENGINE   required: { node: '>=18.18' },\nnpm WARN EBADENGINE   current: { node: 'v16.20.2', npm: '8.19.4' }\nnpm WARN EBADENGINE }\n\nchanged 4 packages, and audited 412 packages in 9s", ev=True),
        write("prisma/sql/usageByTenant.sql", "-- @param {String} $1:tenantId\nSELECT date_trunc('day', created_at) AS day, count(*)::int AS events\nFROM usage_events\nWHERE tenant_id = $1\nGROUP BY 1\nORDER BY 1;"),
        edit("prisma/schema.prisma", 'generator client {\n  provider = "prisma-client-js"\n}', 'generator client {\n  provider        = "prisma-client-js"\n  previewFeatures = ["typedSql"]\n}'),
        bash("npx prisma generate --sql 2>&1 | tail -4", "Prisma only supports Node.js >= 18.18.\nPlease upgrade your Node.js version.", rc=1, ev=True),
        bash("ls ~/.nvm 2>&1; which n volta fnm 2>&1 | head -3; ls /usr/local/bin | grep -i node", "ls: cannot access '/home/agent/.nvm': No such file or directory\nnode", rc=1, ev=True),
        say("Only Node 16 is installed and there's no version manager in the image. Prisma 6 won't run on it."),
        bash("git checkout package.json package-lock.json prisma/schema.prisma && rm prisma/sql/usageByTenant.sql && npm ci --silent && npm test -- usage 2>&1 | tail -3", "Tests:       5 passed, 5 total\nSnapshots:   0 total\nTime:        2.871 s"),
    ],
    {"kind": "ok", "text": "I reverted the change. Prisma 6 requires Node >= 18.18 and this image only has Node v16.20.2 (`Prisma only supports Node.js >= 18.18`), with no nvm/volta to install another. The TypedSQL query is ready to re-add once the toolchain is upgraded."},
    "The Node toolchain (v16.20.2) is too old for Prisma 6 ('Prisma only supports Node.js >= 18.18'); no other Node is available.",
    result=fail("Toolchain too old: Node 16 < 18.18 required by Prisma 6; change reverted."), files_changed=0))

# 7 django_pglocks missing; subject is lock timeouts (transcript)
RUNS.append(R(
    "g4-shop-nightly-reindex-advisory-lock", "dependency_missing", "claude-transcript", "SHOP-1870",
    "Prevent overlapping nightly reindex runs",
    """Two `reindex_catalog` cron runs overlapped and deadlocked. Wrap the command in a Postgres advisory
lock using `django_pglocks.advisory_lock("reindex_catalog", wait=False)`; if the lock is held,
log and exit 0. Acceptance: `pytest tests/catalog/test_reindex.py` (one test holds the lock from a
second connection and expects the command to exit without waiting).""",
    [
        read("shop/catalog/management/commands/reindex_catalog.py", 'from django.core.management.base import BaseCommand\n\nfrom shop.catalog.search import rebuild_index\n\n\nclass Command(BaseCommand):\n    help = "Rebuild the product search index"\n\n    def handle(self, *args, **opts):\n        n = rebuild_index()\n        self.stdout.write(f"reindexed {n} products")'),
        read("tests/catalog/test_reindex.py", 'def test_second_run_exits_when_locked(held_advisory_lock, capsys):\n    held_advisory_lock("reindex_catalog")\n    call_command("reindex_catalog")\n    assert "already running" in capsys.readouterr().out\n\n\ndef test_statement_timeout_is_reported(settings, capsys):\n    # rebuild hits statement_timeout on the test DB: "canceling statement due to statement timeout"\n    ...'),
        edit("shop/catalog/management/commands/reindex_catalog.py", 'from django.core.management.base import BaseCommand\n', 'from django.core.management.base import BaseCommand\nfrom django_pglocks import advisory_lock\n'),
        edit("shop/catalog/management/commands/reindex_catalog.py", '    def handle(self, *args, **opts):\n        n = rebuild_index()\n        self.stdout.write(f"reindexed {n} products")', '    def handle(self, *args, **opts):\n        with advisory_lock("reindex_catalog", wait=False) as acquired:\n            if not acquired:\n                self.stdout.write("reindex already running; exiting")\n                return\n            n = rebuild_index()\n            self.stdout.write(f"reindexed {n} products")'),
        bash("pytest tests/catalog/test_reindex.py -q 2>&1 | tail -14", "______________________ test_statement_timeout_is_reported _______________________\nE   django.db.utils.OperationalError: canceling statement due to statement timeout\n----------------------------- Captured stderr call -----------------------------\nTraceback (most recent call last):\n  File \"/usr/local/lib/python3.12/site-packages/django/core/management/__init__.py\", line 255, in fetch_command\n    app_name = commands[subcommand]\n  File \"/workspace/repo/shop/catalog/management/commands/reindex_catalog.py\", line 2, in <module>\n    from django_pglocks import advisory_lock\nModuleNotFoundError: No module named 'django_pglocks'\n=========================== short test summary info ============================\nFAILED tests/catalog/test_reindex.py::test_second_run_exits_when_locked - ModuleNotFoundError: No module named 'django_pglocks'\nFAILED tests/catalog/test_reindex.py::test_statement_timeout_is_reported - django.db.utils.OperationalError: canceling statement due to statement timeout\n2 failed in 3.02s", rc=1, ev=True),
        say("The second failure is a statement timeout inside the test's own scenario; the first is the import. Checking whether django-pglocks is installable."),
        bash("pip install django-pglocks==1.0.4 2>&1 | tail -3", "Looking in indexes: https://nexus.acme.internal/repository/pypi-approved/simple\nERROR: Could not find a version that satisfies the requirement django-pglocks==1.0.4 (from versions: none)\nERROR: No matching distribution found for django-pglocks==1.0.4", rc=1, ev=True),
        bash("pip install django-pglocks 2>&1 | tail -2; pip download django==5.1.3 --no-deps -d /tmp/d -q && echo index-ok", "ERROR: Could not find a version that satisfies the requirement django-pglocks (from versions: none)\nERROR: No matching distribution found for django-pglocks\nindex-ok", rc=0, ev=True),
        bash("grep -rn pglocks requirements*.txt pyproject.toml", "", rc=1),
    ],
    {"text": "The command now takes `advisory_lock(\"reindex_catalog\", wait=False)`, but `django_pglocks` isn't installed, isn't in the requirements, and the approved index has no distribution for it (other packages download fine), so the command can't be imported and the tests fail."},
    "django_pglocks is not installed and not on the reachable approved index; the statement-timeout failure is the test's own scenario about timeouts, not infrastructure.",
    near="infra_failure", result=fail("ModuleNotFoundError: django_pglocks (not on approved index)."), files_changed=1))

# 8 Maven cannot resolve postgres driver (codex)
RUNS.append(R(
    "g4-catalog-svc-liquibase-maven-diff-changelog", "dependency_missing", "codex", "CATS-548",
    "Generate a diff changelog for the pricing schema",
    """Use `liquibase-maven-plugin` (`mvn liquibase:diff`) against the staging snapshot to produce
`db/changelog/changes/2026-11-pricing-diff.yaml`; the plugin needs the PostgreSQL JDBC driver
(`org.postgresql:postgresql:42.7.4`) as a plugin dependency. Review the diff and include it.""",
    [
        read("pom.xml", "      <plugin>\n        <groupId>org.liquibase</groupId>\n        <artifactId>liquibase-maven-plugin</artifactId>\n        <version>4.29.2</version>\n        <configuration>\n          <propertyFile>src/main/resources/liquibase.properties</propertyFile>\n        </configuration>\n      </plugin>", start=88),
        edit("pom.xml", "          <propertyFile>src/main/resources/liquibase.properties</propertyFile>\n        </configuration>\n      </plugin>", "          <propertyFile>src/main/resources/liquibase.properties</propertyFile>\n        </configuration>\n        <dependencies>\n          <dependency>\n            <groupId>org.postgresql</groupId>\n            <artifactId>postgresql</artifactId>\n            <version>42.7.4</version>\n          </dependency>\n        </dependencies>\n      </plugin>"),
        bash("mvn -q liquibase:diff -Dliquibase.diffChangeLogFile=src/main/resources/db/changelog/changes/2026-11-pricing-diff.yaml 2>&1 | tail -8", "[ERROR] Failed to execute goal org.liquibase:liquibase-maven-plugin:4.29.2:diff (default-cli) on project catalog-svc: Execution default-cli of goal org.liquibase:liquibase-maven-plugin:4.29.2:diff failed: Plugin org.liquibase:liquibase-maven-plugin:4.29.2 or one of its dependencies could not be resolved:\n[ERROR] \tCould not find artifact org.postgresql:postgresql:jar:42.7.4 in acme-nexus (https://nexus.acme.internal/repository/maven-public/)\n[ERROR] -> [Help 1]", rc=1, ev=True),
        bash("curl -s -o /dev/null -w '%{http_code} ' https://nexus.acme.internal/repository/maven-public/org/postgresql/postgresql/maven-metadata.xml; curl -s -o /dev/null -w '%{http_code}' https://nexus.acme.internal/repository/maven-public/org/liquibase/liquibase-core/maven-metadata.xml", "404 200", ev=True),
        think("**Driver not mirrored**\n\nNexus answers (liquibase-core metadata 200) but has no org.postgresql artifacts at all. Checking the local repository for any postgres driver version I could use."),
        bash("ls ~/.m2/repository/org/postgresql 2>&1; ls ~/.m2/repository/org/liquibase", "ls: cannot access '/home/agent/.m2/repository/org/postgresql': No such file or directory\nliquibase-core\nliquibase-maven-plugin", rc=2, ev=True),
        bash("mvn -q -o liquibase:diff 2>&1 | tail -2", "[ERROR] Failed to execute goal org.liquibase:liquibase-maven-plugin:4.29.2:diff (default-cli) on project catalog-svc: Execution default-cli of goal org.liquibase:liquibase-maven-plugin:4.29.2:diff failed: Plugin org.liquibase:liquibase-maven-plugin:4.29.2 or one of its dependencies could not be resolved:\n[ERROR] \tCannot access acme-nexus (https://nexus.acme.internal/repository/maven-public/) in offline mode and the artifact org.postgresql:postgresql:jar:42.7.4 has not been downloaded from it before.", rc=1),
        bash("git diff --stat", " pom.xml | 7 +++++++\n 1 file changed, 7 insertions(+)"),
    ],
    {"kind": "ok", "text": "The diff changelog couldn't be generated: the plugin needs `org.postgresql:postgresql:42.7.4`, and the Nexus mirror (reachable, serves liquibase artifacts) has no `org.postgresql` artifacts (404), nor is it in `~/.m2`. I left the plugin dependency in `pom.xml`; the driver has to be mirrored first."},
    "The JDBC driver artifact does not exist on the reachable Nexus mirror or in the local repo; Maven cannot resolve the plugin dependency.",
    result=fail("Could not find artifact org.postgresql:postgresql:jar:42.7.4; diff not generated."), files_changed=1))

# 9 rustc too old for sqlx-cli (claude)
RUNS.append(R(
    "g4-meter-rs-sqlx-offline-queries", "dependency_missing", "claude", "MTR-40",
    "Commit sqlx offline query data",
    """CI builds without a database, so `sqlx::query!` must use offline data. Install `sqlx-cli`
0.8, run `cargo sqlx prepare` against the dev DB and commit `.sqlx/`. Also add migration
`migrations/20261122_meter_readings_idx.sql` (index on `(meter_id, read_at)`) and run
`sqlx migrate run`.""",
    [
        bash("cargo --version; rustc --version; ls migrations | tail -3", "cargo 1.74.1 (ecb9851af 2023-10-18)\nrustc 1.74.1 (a28077b28 2023-12-04)\n20260903_meters.sql\n20260915_meter_readings.sql\n20261001_tariffs.sql"),
        write("migrations/20261122_meter_readings_idx.sql", "CREATE INDEX IF NOT EXISTS meter_readings_meter_read_at_idx ON meter_readings (meter_id, read_at);"),
        bash("sqlx migrate run 2>&1", "bash: line 1: sqlx: command not found", rc=127),
        bash("cargo install sqlx-cli --version '^0.8' --no-default-features --features postgres,rustls 2>&1 | tail -8", "    Updating crates.io index\n  Downloaded sqlx-cli v0.8.2\n  Installing sqlx-cli v0.8.2\nerror: cannot install package `sqlx-cli 0.8.2`, it requires rustc 1.78.0 or newer, while the currently active rustc version is 1.74.1\n`sqlx-cli 0.7.4` supports rustc 1.70.0", rc=101, ev=True),
        bash("rustup toolchain list 2>&1; rustup update stable 2>&1 | tail -2", "bash: line 1: rustup: command not found\nbash: line 1: rustup: command not found", rc=127, ev=True),
        say("No rustup in the image, so I can't get a newer compiler. sqlx-cli 0.7 would install, but the crate uses sqlx 0.8 and the `.sqlx` format/`cargo sqlx prepare` must match the library version."),
        bash("grep -n '^sqlx' Cargo.toml", "23:sqlx = { version = \"0.8.2\", features = [\"runtime-tokio\", \"tls-rustls\", \"postgres\", \"chrono\", \"macros\"] }"),
        bash("SQLX_OFFLINE=true cargo build 2>&1 | tail -5", "error: `SQLX_OFFLINE=true` but there is no cached data for this query, run `cargo sqlx prepare` to update the query cache or unset `SQLX_OFFLINE`\n  --> src/readings.rs:18:15\n   |\n18 |     let rows = sqlx::query_as!(Reading, \"SELECT meter_id, read_at, kwh FROM meter_readings WHERE meter_id = $1\", id)\n   |               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^", rc=101),
    ],
    {"kind": "ok", "text": "Migration file added, but `sqlx-cli` 0.8 cannot be installed: it requires rustc 1.78+ and the image has rustc 1.74.1 with no rustup. Without it I can't run `sqlx migrate run` or `cargo sqlx prepare`, so `.sqlx/` is not generated and the offline build still fails."},
    "The Rust toolchain (1.74.1) is too old for sqlx-cli 0.8 and cannot be upgraded (no rustup); the CLI the task needs is missing.",
    result=fail("sqlx-cli 0.8 needs rustc >= 1.78 (have 1.74.1); .sqlx not generated."), files_changed=1))
