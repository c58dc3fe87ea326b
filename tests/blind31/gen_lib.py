"""Renderers for the blind set d2-: one abstract step list -> four stream formats.

Step kinds (tuples built by the helpers below):
  say(text)                 assistant prose
  think(text)               thinking / reasoning
  bash(cmd, out, rc=0)      shell command and its output
  read(path, body)          file read
  edit(path, old, new)      in-place edit
  write(path, body)         new file / overwrite
  grep(pattern, out)        search
  human(text)               a developer interjects (transcripts; elsewhere: orchestrator notice)
  sysnote(text)             orchestrator notice (osmia 'system' content; elsewhere plain log text)
  noise(n, stack)           n deterministic benign steps (reads, passing tests, git status)
  api_error(text)           provider error ending the session
  end(ok, text)             final result (claude result / codex turn.completed / osmia result)
  cut()                     stream ends without any final result (killed)
Any step may carry ev='out' | 'call' | 'both' to mark evidence lines.
"""
import hashlib
import json
import random
import uuid
from datetime import datetime, timedelta, timezone


def say(t, ev=None): return {"k": "say", "t": t, "ev": ev}
def think(t, ev=None): return {"k": "think", "t": t, "ev": ev}
def bash(cmd, out="", rc=0, ev=None, timeout=None): return {"k": "bash", "cmd": cmd, "out": out, "rc": rc, "ev": ev}
def read(path, body, ev=None): return {"k": "read", "path": path, "body": body, "ev": ev}
def edit(path, old, new, ev=None): return {"k": "edit", "path": path, "old": old, "new": new, "ev": ev}
def write(path, body, ev=None): return {"k": "write", "path": path, "body": body, "ev": ev}
def grep(pattern, out, path=".", ev=None): return {"k": "grep", "pat": pattern, "out": out, "path": path, "ev": ev}
def human(t, ev=None): return {"k": "human", "t": t, "ev": ev}
def sysnote(t, ev=None): return {"k": "sysnote", "t": t, "ev": ev}
def noise(n, stack="py"): return {"k": "noise", "n": n, "stack": stack, "ev": None}
def api_error(t, ev="out"): return {"k": "api_error", "t": t, "ev": ev}
def end(ok, t, ev=None): return {"k": "end", "ok": ok, "t": t, "ev": ev}
def cut(): return {"k": "cut", "ev": None}


# ---------------------------------------------------------------- noise pools
NOISE = {
    "py": [
        ("bash", "git status --short", " M app/models/__init__.py\n"),
        ("read", "app/db/session.py", "from sqlalchemy import create_engine\nfrom sqlalchemy.orm import sessionmaker\n\nfrom app.config import settings\n\nengine = create_engine(settings.database_url, pool_pre_ping=True, pool_size=10)\nSessionLocal = sessionmaker(bind=engine, autoflush=False)\n"),
        ("bash", "ls migrations/versions | tail -5", "2f1c9a7d3b10_add_invoice_status.py\n5a0e4be1c2d7_add_customer_email_index.py\n8c3d1f0a9e22_orders_soft_delete.py\n9b7e4c6a1d05_add_refunds_table.py\nc41d2e8f7a63_drop_legacy_sku.py\n"),
        ("bash", "pytest -q tests/unit -x", "........................................                      [100%]\n40 passed in 2.31s\n"),
        ("grep", "def get_session", "app/db/session.py:12:def get_session():\napp/api/deps.py:4:from app.db.session import get_session\n"),
        ("read", "app/config.py", "from pydantic_settings import BaseSettings\n\n\nclass Settings(BaseSettings):\n    database_url: str = \"postgresql+psycopg2://app:app@localhost:5432/app\"\n    statement_timeout_ms: int = 30000\n\n\nsettings = Settings()\n"),
        ("bash", "python -m alembic current", "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nc41d2e8f7a63 (head)\n"),
        ("bash", "ruff check app", "All checks passed!\n"),
    ],
    "rb": [
        ("bash", "git status --short", ""),
        ("read", "config/database.yml", "default: &default\n  adapter: postgresql\n  encoding: unicode\n  pool: <%= ENV.fetch(\"RAILS_MAX_THREADS\") { 5 } %>\n\ntest:\n  <<: *default\n  database: shop_test\n"),
        ("bash", "ls db/migrate | tail -4", "20250912101455_add_sku_to_line_items.rb\n20250930083012_create_refunds.rb\n20251014120533_add_index_on_orders_placed_at.rb\n20251102094410_add_archived_to_accounts.rb\n"),
        ("bash", "bundle exec rspec spec/models/account_spec.rb", "..........\n\nFinished in 0.61 seconds (files took 2.1 seconds to load)\n10 examples, 0 failures\n"),
        ("grep", "has_many :line_items", "app/models/order.rb:4:  has_many :line_items, dependent: :destroy\n"),
        ("bash", "bin/rails db:migrate:status | tail -4", "   up     20250930083012  Create refunds\n   up     20251014120533  Add index on orders placed at\n   up     20251102094410  Add archived to accounts\n"),
    ],
    "js": [
        ("bash", "git status --short", " M prisma/schema.prisma\n"),
        ("read", "src/db.ts", "import { PrismaClient } from '@prisma/client';\n\nexport const prisma = new PrismaClient({ log: ['warn', 'error'] });\n"),
        ("bash", "ls prisma/migrations | tail -4", "20250811093012_init\n20250902141100_add_workspace_slug\n20251003080545_member_roles\nmigration_lock.toml\n"),
        ("bash", "npx vitest run src/lib", " RUN  v1.6.0 /app\n\n \u2713 src/lib/slug.test.ts (6)\n \u2713 src/lib/paginate.test.ts (9)\n\n Test Files  2 passed (2)\n      Tests  15 passed (15)\n   Duration  1.42s\n"),
        ("grep", "prisma.workspace", "src/routes/workspaces.ts:18:  const ws = await prisma.workspace.findUnique({ where: { slug } });\nsrc/routes/workspaces.ts:41:  await prisma.workspace.update({\n"),
        ("bash", "npx tsc --noEmit", ""),
    ],
    "go": [
        ("bash", "git status --short", ""),
        ("read", "internal/store/store.go", "package store\n\nimport (\n\t\"context\"\n\n\t\"github.com/jackc/pgx/v5/pgxpool\"\n)\n\ntype Store struct {\n\tpool *pgxpool.Pool\n}\n\nfunc New(ctx context.Context, dsn string) (*Store, error) {\n\tpool, err := pgxpool.New(ctx, dsn)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn &Store{pool: pool}, nil\n}\n"),
        ("bash", "ls migrations | tail -4", "00012_add_tenant_id.sql\n00013_backfill_tenant_id.sql\n00014_tenant_id_not_null.sql\n00015_create_audit_log.sql\n"),
        ("bash", "go test ./internal/httpapi/...", "ok  \tgithub.com/acme/ledger/internal/httpapi\t0.412s\n"),
        ("grep", "pool.Query", "internal/store/accounts.go:31:\trows, err := s.pool.Query(ctx, listAccountsSQL, tenantID)\n"),
        ("bash", "go vet ./...", ""),
    ],
    "jvm": [
        ("bash", "git status --short", ""),
        ("read", "src/main/resources/application.yml", "spring:\n  datasource:\n    url: jdbc:postgresql://localhost:5432/billing\n    hikari:\n      maximum-pool-size: 10\n  flyway:\n    locations: classpath:db/migration\n"),
        ("bash", "ls src/main/resources/db/migration | tail -4", "V14__add_invoice_due_date.sql\nV15__create_payment_attempts.sql\nV16__index_payment_attempts_invoice.sql\nV17__add_currency_to_invoice.sql\n"),
        ("grep", "@Transactional", "src/main/java/com/acme/billing/InvoiceService.java:42:    @Transactional\nsrc/main/java/com/acme/billing/PaymentService.java:27:    @Transactional\n"),
        ("bash", "./mvnw -q -Dtest=MoneyTest test", "[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0\n"),
    ],
    "net": [
        ("bash", "git status --short", ""),
        ("read", "src/Orders.Api/appsettings.Development.json", "{\n  \"ConnectionStrings\": {\n    \"Orders\": \"Host=localhost;Port=5432;Database=orders;Username=orders;Password=orders\"\n  }\n}\n"),
        ("bash", "ls src/Orders.Data/Migrations | tail -4", "20250901102233_AddShipmentTable.cs\n20250901102233_AddShipmentTable.Designer.cs\n20251010091500_AddOrderNotes.cs\nOrdersDbContextModelSnapshot.cs\n"),
        ("bash", "dotnet build src/Orders.Api -v q", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\n"),
        ("grep", "DbSet<", "src/Orders.Data/OrdersDbContext.cs:12:    public DbSet<Order> Orders => Set<Order>();\nsrc/Orders.Data/OrdersDbContext.cs:13:    public DbSet<Shipment> Shipments => Set<Shipment>();\n"),
    ],
    "ex": [
        ("bash", "git status --short", ""),
        ("read", "config/test.exs", "import Config\n\nconfig :library, Library.Repo,\n  username: \"postgres\",\n  password: \"postgres\",\n  hostname: \"localhost\",\n  database: \"library_test#{System.get_env(\"MIX_TEST_PARTITION\")}\",\n  pool: Ecto.Adapters.SQL.Sandbox,\n  pool_size: 10\n"),
        ("bash", "ls priv/repo/migrations | tail -3", "20250804120000_create_loans.exs\n20250921093000_add_due_on_to_loans.exs\n20251015110000_create_holds.exs\n"),
        ("bash", "mix format --check-formatted", ""),
    ],
    "php": [
        ("bash", "git status --short", ""),
        ("read", "config/database.php", "<?php\n\nreturn [\n    'default' => env('DB_CONNECTION', 'mysql'),\n    'connections' => [\n        'mysql' => [\n            'driver' => 'mysql',\n            'host' => env('DB_HOST', '127.0.0.1'),\n            'database' => env('DB_DATABASE', 'forge'),\n        ],\n    ],\n];\n"),
        ("bash", "ls database/migrations | tail -3", "2025_08_14_101010_create_subscriptions_table.php\n2025_09_30_120000_add_trial_ends_at_to_subscriptions.php\n2025_10_21_090000_create_coupons_table.php\n"),
        ("bash", "php artisan test --filter=CouponCodeTest", "\n   PASS  Tests\\Unit\\CouponCodeTest\n  \u2713 it normalises codes\n  \u2713 it rejects blank codes\n\n  Tests:    2 passed (4 assertions)\n  Duration: 0.21s\n"),
    ],
    "rs": [
        ("bash", "git status --short", ""),
        ("read", "src/db.rs", "use sqlx::postgres::PgPoolOptions;\nuse sqlx::PgPool;\n\npub async fn connect(url: &str) -> sqlx::Result<PgPool> {\n    PgPoolOptions::new().max_connections(8).connect(url).await\n}\n"),
        ("bash", "ls migrations | tail -3", "20250801120000_create_events.sql\n20250915090000_add_events_source.sql\n20251020080000_create_cursors.sql\n"),
        ("bash", "cargo check -q", ""),
    ],
}


PATHS = {
    "py": ["app/models/order.py", "app/models/customer.py", "app/api/orders.py", "app/services/billing.py", "tests/conftest.py", "tests/factories.py", "alembic.ini", "app/db/base.py", "app/api/deps.py", "pyproject.toml"],
    "rb": ["app/models/order.rb", "app/models/account.rb", "app/models/line_item.rb", "db/schema.rb", "spec/factories/orders.rb", "spec/rails_helper.rb", "config/application.rb", "Gemfile"],
    "js": ["prisma/schema.prisma", "src/routes/workspaces.ts", "src/routes/members.ts", "src/lib/paginate.ts", "test/setup.ts", "package.json", "vitest.config.ts", "src/server.ts"],
    "go": ["internal/store/accounts.go", "internal/store/lines.go", "internal/httpapi/router.go", "cmd/ledger/main.go", "internal/fx/revalue.go", "go.mod", "Makefile", "internal/store/queries.sql"],
    "jvm": ["pom.xml", "src/main/java/com/acme/billing/InvoiceService.java", "src/main/java/com/acme/billing/InvoiceRepository.java", "src/test/java/com/acme/billing/InvoiceServiceIT.java", "src/main/java/com/acme/billing/Invoice.java", "src/main/resources/db/migration/V17__add_currency_to_invoice.sql"],
    "net": ["src/Orders.Data/OrdersDbContext.cs", "src/Orders.Data/Order.cs", "src/Orders.Api/Program.cs", "src/Orders.Api/Controllers/OrdersController.cs", "tests/Orders.Tests/OrdersApiTests.cs", "Directory.Packages.props"],
    "ex": ["lib/library/holds.ex", "lib/library/loans.ex", "lib/library/repo.ex", "test/support/data_case.ex", "mix.exs", "test/library/holds_test.exs"],
    "php": ["app/Models/Subscription.php", "app/Models/Coupon.php", "app/Http/Controllers/CouponController.php", "tests/Feature/CouponApiTest.php", "composer.json", "phpunit.xml"],
    "rs": ["src/cursor.rs", "src/main.rs", "src/events.rs", "Cargo.toml", "tests/cursor_store.rs", "src/config.rs"],
}


def expand_noise(steps, seed):
    rnd = random.Random(seed)
    out = []
    used = set()
    for s in steps:
        if s["k"] != "noise":
            out.append(s)
            continue
        st = s["stack"]
        pool = NOISE[st]
        for _ in range(s["n"]):
            free = [i for i in range(len(pool)) if (st, i) not in used]
            if free:
                i = rnd.choice(free)
                used.add((st, i))
                kind, a, b = pool[i]
                out.append(bash(a, b) if kind == "bash" else read(a, b) if kind == "read" else grep(a, b))
                continue
            paths = [p for p in PATHS[st] if ("p", p) not in used]
            if not paths:
                paths = PATHS[st]
            p = rnd.choice(paths)
            used.add(("p", p))
            h = lambda: "%07x" % rnd.getrandbits(28)
            if rnd.random() < 0.5:
                out.append(bash(f"git log --oneline -3 -- {p}", f"{h()} {rnd.choice(['fix', 'chore', 'feat'])}: {rnd.choice(['tidy query', 'pool settings', 'add index', 'rename field', 'bump deps', 'paginate list'])}\n{h()} {rnd.choice(['initial schema', 'refactor repo layer', 'add tests'])}\n"))
            else:
                out.append(bash(f"wc -l {p}", f"{rnd.randint(12, 480)} {p}\n"))
    return out


def pad_steps(steps, target, stack, seed, render_len):
    """insert noise until the rendered stream reaches `target` lines (never past evidence-free tail)"""
    rnd = random.Random(seed + "pad")
    steps = list(steps)
    for _ in range(80):
        if render_len(steps) >= target:
            break
        hi = max(2, int(len(steps) * 0.7))
        pos = rnd.randint(1, hi)
        steps.insert(pos, noise(1, stack))
    return steps


# ---------------------------------------------------------------- helpers
def _ids(seed):
    rnd = random.Random(seed)
    def u():
        return str(uuid.UUID(int=rnd.getrandbits(128), version=4))
    def tok(prefix, n=24):
        alph = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        return prefix + "".join(rnd.choice(alph) for _ in range(n))
    return rnd, u, tok


def numbered(body):
    lines = body.rstrip("\n").split("\n")
    return "\n".join(f"{i+1:>6}\t{l}" for i, l in enumerate(lines))


def dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


class Out:
    def __init__(self):
        self.lines = []
        self.marks = {}  # step index -> {"call": [..], "out": [..]}

    def add(self, obj, si=None, role="call"):
        self.lines.append(obj if isinstance(obj, str) else dumps(obj))
        if si is not None:
            self.marks.setdefault(si, {"call": [], "out": []})[role].append(len(self.lines))

    def evidence(self, steps):
        ev = []
        for si, s in enumerate(steps):
            if not s.get("ev") or si not in self.marks:
                continue
            m = self.marks[si]
            if s["ev"] in ("call", "both"):
                ev += m["call"]
            if s["ev"] in ("out", "both"):
                ev += m["out"] or m["call"]
        return sorted(set(ev))


# ---------------------------------------------------------------- claude stream-json / transcript
def render_claude(steps, seed, cwd, model, transcript=False, start=None):
    rnd, u, tok = _ids(seed)
    out = Out()
    sid = u()
    t = start or datetime(2026, 11, 3, 9, 0, 0, tzinfo=timezone.utc)
    parent = [None]
    n_turns = [0]

    def ts():
        nonlocal t
        t += timedelta(seconds=rnd.randint(2, 40), milliseconds=rnd.randint(0, 999))
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"

    def wrap(obj):
        if not transcript:
            obj["parent_tool_use_id"] = None
            obj["session_id"] = sid
            obj["uuid"] = u()
            return obj
        me = u()
        base = {"parentUuid": parent[0], "isSidechain": False, "userType": "external", "cwd": cwd,
                "sessionId": sid, "version": "2.1.38", "gitBranch": "feature/db-work"}
        base.update(obj)
        base["uuid"] = me
        base["timestamp"] = ts()
        parent[0] = me
        return base

    msg_id = [tok("msg_01")]

    def asst(content, new_msg=True):
        if new_msg:
            msg_id[0] = tok("msg_01")
        m = {"id": msg_id[0], "type": "message", "role": "assistant", "model": model, "content": content,
             "stop_reason": None, "stop_sequence": None,
             "usage": {"input_tokens": rnd.randint(2, 9), "cache_creation_input_tokens": rnd.randint(0, 3000),
                       "cache_read_input_tokens": rnd.randint(10000, 60000), "output_tokens": rnd.randint(20, 900),
                       "service_tier": "standard"}}
        o = {"type": "assistant", "message": m}
        if transcript:
            o = {"message": m, "requestId": tok("req_011C"), "type": "assistant"}
        return wrap(o)

    def tool_result(tid, text, is_err, extra=None):
        o = {"type": "user", "message": {"role": "user", "content": [
            {"tool_use_id": tid, "type": "tool_result", "content": text, "is_error": is_err}]}}
        if transcript and extra is not None:
            o["toolUseResult"] = extra
        return wrap(o)

    if transcript:
        out.add({"type": "file-history-snapshot", "messageId": u(), "snapshot": {"messageId": u(), "trackedFileBackups": {}, "timestamp": ts()}, "isSnapshotUpdate": False})
    else:
        out.add({"type": "system", "subtype": "init", "cwd": cwd, "session_id": sid,
                 "tools": ["Task", "Bash", "Glob", "Grep", "LS", "ExitPlanMode", "Read", "Edit", "MultiEdit", "Write", "NotebookEdit", "WebFetch", "TodoWrite", "WebSearch", "BashOutput", "KillBash"],
                 "mcp_servers": [], "model": model, "permissionMode": "bypassPermissions", "apiKeySource": "ANTHROPIC_API_KEY",
                 "output_style": "default", "uuid": u()})
    total_cost = 0.0
    final = None
    for si, s in enumerate(steps):
        k = s["k"]
        if k in ("say", "think"):
            blk = {"type": "text", "text": s["t"]} if k == "say" else {"type": "thinking", "thinking": s["t"], "signature": tok("Eq", 40)}
            out.add(asst([blk]), si)
            n_turns[0] += 1
        elif k == "human" or (k == "sysnote" and transcript):
            if transcript:
                out.add(wrap({"type": "user", "message": {"role": "user", "content": s["t"]}}), si)
            else:
                out.add(s["t"], si)
        elif k == "sysnote":
            out.add(s["t"], si)
        elif k in ("bash", "read", "edit", "write", "grep"):
            tid = tok("toolu_01")
            if k == "bash":
                name, inp = "Bash", {"command": s["cmd"]}
                if rnd.random() < 0.3:
                    inp["description"] = "Run: " + s["cmd"].split()[0]
                body = s["out"].rstrip("\n")
                if s["rc"] != 0:
                    res = f"Exit code {s['rc']}\n{body}" if body else f"Exit code {s['rc']}"
                else:
                    res = body
                err = s["rc"] != 0
                if s.get("raw"):
                    res, err = body, True
                extra = {"stdout": body, "stderr": "", "interrupted": False, "isImage": False}
            elif k == "read":
                name, inp = "Read", {"file_path": f"{cwd}/{s['path']}"}
                res, err, extra = numbered(s["body"]), False, {"type": "text", "file": {"filePath": f"{cwd}/{s['path']}", "numLines": s["body"].count("\n") + 1}}
                if s["body"].startswith("<tool_use_error>") or s["body"].startswith("File does not exist"):
                    res, err = s["body"], True
            elif k == "edit":
                name, inp = "Edit", {"file_path": f"{cwd}/{s['path']}", "old_string": s["old"], "new_string": s["new"]}
                res = f"The file {cwd}/{s['path']} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" + numbered(s["new"])
                err, extra = False, {"filePath": f"{cwd}/{s['path']}", "oldString": s["old"], "newString": s["new"]}
            elif k == "write":
                name, inp = "Write", {"file_path": f"{cwd}/{s['path']}", "content": s["body"]}
                res, err, extra = f"File created successfully at: {cwd}/{s['path']}", False, {"type": "create", "filePath": f"{cwd}/{s['path']}"}
            else:
                name, inp = "Grep", {"pattern": s["pat"], "path": s["path"], "output_mode": "content", "-n": True}
                res, err, extra = s["out"].rstrip("\n") or "No matches found", False, {"mode": "content"}
            out.add(asst([{"type": "tool_use", "id": tid, "name": name, "input": inp}]), si, "call")
            out.add(tool_result(tid, res, err, extra), si, "out")
            n_turns[0] += 1
        elif k == "api_error":
            if transcript:
                o = wrap({"message": {"id": u(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message", "usage": {"input_tokens": 0, "output_tokens": 0}, "content": [{"type": "text", "text": s["t"]}]}, "type": "assistant", "isApiErrorMessage": True})
                out.add(o, si, "out")
            else:
                o = {"type": "assistant", "message": {"id": u(), "model": "<synthetic>", "role": "assistant", "stop_reason": "stop_sequence", "stop_sequence": "", "type": "message", "usage": {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0, "server_tool_use": {"web_search_requests": 0}, "service_tier": None}, "content": [{"type": "text", "text": s["t"]}]}}
                out.add(wrap(o), si, "out")
                final = {"type": "result", "subtype": "success", "is_error": True, "duration_ms": rnd.randint(60000, 900000), "duration_api_ms": rnd.randint(30000, 600000), "num_turns": n_turns[0], "result": s["t"], "session_id": sid, "total_cost_usd": round(0.02 * n_turns[0] + rnd.random(), 4), "usage": {"input_tokens": 40, "output_tokens": 3000}, "permission_denials": [], "uuid": u()}
                out.add(final, si, "out")
        elif k == "end":
            if transcript:
                out.add(asst([{"type": "text", "text": s["t"]}]), si)
            else:
                out.add(asst([{"type": "text", "text": s["t"]}]), si)
                sub = s.get("subtype") or ("success" if s["ok"] else "error_during_execution")
                final = {"type": "result", "subtype": sub, "is_error": not s["ok"], "duration_ms": rnd.randint(60000, 1800000), "duration_api_ms": rnd.randint(30000, 900000), "num_turns": n_turns[0], "result": s["t"], "session_id": sid, "total_cost_usd": round(0.03 * n_turns[0] + rnd.random(), 4), "usage": {"input_tokens": 60, "output_tokens": 5000}, "permission_denials": s.get("denials", []), "uuid": u()}
                out.add(final, si)
        elif k == "cut":
            pass
    return out


# ---------------------------------------------------------------- codex exec --json
def render_codex(steps, seed, cwd, model):
    rnd, u, tok = _ids(seed)
    out = Out()
    n = [0]

    def iid():
        i = n[0]; n[0] += 1
        return f"item_{i}"

    out.add({"type": "thread.started", "thread_id": u()})
    out.add({"type": "turn.started"})
    for si, s in enumerate(steps):
        k = s["k"]
        if k == "say":
            out.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": s["t"]}}, si)
        elif k == "think":
            t = s["t"]
            title = t.split(".")[0][:60]
            out.add({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": f"**{title}**\n\n{t}"}}, si)
        elif k in ("human", "sysnote"):
            out.add(s["t"], si)
        elif k in ("bash", "read", "grep"):
            if k == "bash":
                cmd, body, rc = s["cmd"], s["out"], s["rc"]
            elif k == "read":
                cmd, body, rc = f"sed -n '1,200p' {s['path']}", s["body"], 0
                if s["body"].startswith("File does not exist"):
                    body, rc = f"sed: can't read {s['path']}: No such file or directory\n", 2
            else:
                cmd, body, rc = f"rg -n \"{s['pat']}\" {s['path']}", s["out"], 0 if s["out"] else 1
            full = "bash -lc " + json.dumps(cmd)
            i = iid()
            out.add({"type": "item.started", "item": {"id": i, "type": "command_execution", "command": full, "aggregated_output": "", "exit_code": None, "status": "in_progress"}}, si, "call")
            out.add({"type": "item.completed", "item": {"id": i, "type": "command_execution", "command": full, "aggregated_output": body, "exit_code": rc, "status": "completed" if rc == 0 else "failed"}}, si, "out")
        elif k in ("edit", "write"):
            if k == "edit":
                desc = f"**Editing {s['path']}**\n\nReplacing:\n```\n{s['old']}\n```\nwith:\n```\n{s['new']}\n```"
                kind = "update"
            else:
                desc = f"**Writing {s['path']}**\n\n```\n{s['body'][:1500]}\n```"
                kind = "add"
            out.add({"type": "item.completed", "item": {"id": iid(), "type": "reasoning", "text": desc}}, si, "call")
            out.add({"type": "item.completed", "item": {"id": iid(), "type": "file_change", "changes": [{"path": f"{cwd}/{s['path']}", "kind": kind}], "status": "completed"}}, si, "out")
        elif k == "api_error":
            out.add({"type": "error", "message": s["t"]}, si, "out")
            out.add({"type": "turn.failed", "error": {"message": s["t"]}}, si, "out")
        elif k == "end":
            out.add({"type": "item.completed", "item": {"id": iid(), "type": "agent_message", "text": s["t"]}}, si)
            out.add({"type": "turn.completed", "usage": {"input_tokens": rnd.randint(40000, 900000), "cached_input_tokens": rnd.randint(10000, 500000), "output_tokens": rnd.randint(2000, 30000)}})
        elif k == "cut":
            pass
    return out


# ---------------------------------------------------------------- osmia agentstream
def render_osmia(steps, seed, cwd, model, engine="claude-code"):
    rnd, u, tok = _ids(seed)
    out = Out()
    t = datetime(2026, 11, 12, 14, 0, 0, tzinfo=timezone.utc) + timedelta(minutes=rnd.randint(0, 600))

    def ts():
        nonlocal t
        t += timedelta(seconds=rnd.randint(1, 30))
        return t.strftime("%Y-%m-%dT%H:%M:%SZ")

    out.add({"type": "system", "subtype": "init", "timestamp": ts(), "session_id": u(), "engine": engine, "model": model, "cwd": cwd})
    calls = 0
    for si, s in enumerate(steps):
        k = s["k"]
        if k in ("say", "think"):
            out.add({"type": "content", "timestamp": ts(), "role": "assistant", "content": s["t"]}, si)
        elif k in ("human", "sysnote"):
            out.add({"type": "content", "timestamp": ts(), "role": "system", "content": s["t"]}, si)
        elif k in ("bash", "read", "edit", "write", "grep"):
            calls += 1
            if k == "bash":
                tool, args, res = "Bash", {"command": s["cmd"]}, s["out"].rstrip("\n")
                if s["rc"] != 0:
                    res = (res + "\n" if res else "") + f"[exit code {s['rc']}]"
            elif k == "read":
                tool, args, res = "Read", {"file_path": f"{cwd}/{s['path']}"}, numbered(s["body"])
                if s["body"].startswith("File does not exist"):
                    res = s["body"]
            elif k == "edit":
                tool, args, res = "Edit", {"file_path": f"{cwd}/{s['path']}", "old_string": s["old"], "new_string": s["new"]}, f"The file {cwd}/{s['path']} has been updated."
            elif k == "write":
                tool, args, res = "Write", {"file_path": f"{cwd}/{s['path']}", "content": s["body"]}, f"File created successfully at: {cwd}/{s['path']}"
            else:
                tool, args, res = "Grep", {"pattern": s["pat"], "path": s["path"]}, s["out"].rstrip("\n") or "No matches found"
            out.add({"type": "tool_use", "timestamp": ts(), "tool": tool, "args": args}, si, "call")
            out.add({"type": "content", "timestamp": ts(), "role": "tool", "content": res}, si, "out")
        elif k == "api_error":
            out.add({"type": "content", "timestamp": ts(), "role": "system", "content": s["t"]}, si, "out")
            out.add({"type": "cost", "timestamp": ts(), "input_tokens": rnd.randint(20000, 400000), "output_tokens": rnd.randint(1000, 20000), "cost_usd": round(rnd.uniform(0.2, 4), 4)})
            out.add({"type": "result", "timestamp": ts(), "success": False, "summary": s["t"], "tool_calls": calls}, si, "out")
        elif k == "end":
            out.add({"type": "content", "timestamp": ts(), "role": "assistant", "content": s["t"]}, si)
            out.add({"type": "cost", "timestamp": ts(), "input_tokens": rnd.randint(20000, 400000), "output_tokens": rnd.randint(1000, 20000), "cost_usd": round(rnd.uniform(0.2, 4), 4)})
            out.add({"type": "result", "timestamp": ts(), "success": s["ok"], "summary": s.get("summary") or s["t"][:300], "tool_calls": calls}, si)
        elif k == "cut":
            pass
    return out


MODELS = {"claude": "claude-sonnet-4-5-20250929", "claude-transcript": "claude-opus-4-6", "codex": "gpt-5-codex", "osmia": "claude-sonnet-4-5-20250929"}


def render(fmt, steps, seed, cwd, engine=None):
    steps = expand_noise(steps, seed)
    if fmt == "claude":
        o = render_claude(steps, seed, cwd, MODELS[fmt])
    elif fmt == "claude-transcript":
        o = render_claude(steps, seed, cwd, MODELS[fmt], transcript=True)
    elif fmt == "codex":
        o = render_codex(steps, seed, cwd, MODELS[fmt])
    elif fmt == "osmia":
        o = render_osmia(steps, seed, cwd, MODELS[fmt], engine=engine or "claude-code")
    else:
        raise ValueError(fmt)
    return o, steps


def hex4(s):
    return hashlib.sha1(s.encode()).hexdigest()[:4]
