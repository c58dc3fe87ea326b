"""Platform cases: the pod, the cluster, the network, the provider (infra) and refusals (permission)."""
from kit import *  # noqa: F401,F403

CASES = []
A = CASES.append

# ----------------------------------------------------------------------------- infra_failure

A(C("ledger-since-filter", "osmia", "infra_failure", "LEDG-2291", "ledger-export: add --since filter",
    """`ledger-export` dumps every journal entry; finance wants `--since YYYY-MM-DD` to limit the dump.

- CLI lives in `crates/ledger-cli/src/main.rs`, the query in `crates/ledger-core/src/export.rs`.
- Acceptance: `cargo test --workspace` green and `cargo build --release` succeeds (the release binary is what
  the nightly job ships).""",
    [
        say("I'll look at the CLI and the export query first."),
        bash("ls crates && git log --oneline -3", "ledger-cli\nledger-core\nledger-migrate\n4c1e9a2 (HEAD -> main, origin/main) export: stream rows instead of buffering\n91b0d7e bump sqlx to 0.8.2\n2ad4f11 ci: cache target dir\n"),
        read("crates/ledger-cli/src/main.rs", """use clap::Parser;
use ledger_core::export::{export_entries, ExportOptions};

#[derive(Parser, Debug)]
#[command(name = "ledger-export", version)]
struct Args {
    /// Output file (stdout if omitted)
    #[arg(short, long)]
    output: Option<std::path::PathBuf>,
    /// Only entries for this account
    #[arg(long)]
    account: Option<String>,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let opts = ExportOptions { account: args.account, ..Default::default() };
    export_entries(opts, args.output).await
}"""),
        read("crates/ledger-core/src/export.rs", """use chrono::NaiveDate;
use futures::TryStreamExt;

#[derive(Debug, Default, Clone)]
pub struct ExportOptions {
    pub account: Option<String>,
}

pub async fn export_entries(opts: ExportOptions, out: Option<std::path::PathBuf>) -> anyhow::Result<()> {
    let pool = crate::db::pool().await?;
    let mut q = sqlx::QueryBuilder::new("SELECT id, account, amount_cents, booked_on FROM journal_entries WHERE 1=1");
    if let Some(a) = &opts.account {
        q.push(" AND account = ").push_bind(a);
    }
    q.push(" ORDER BY booked_on, id");
    let mut rows = q.build_query_as::<crate::model::Entry>().fetch(&pool);
    let mut w = crate::sink::open(out)?;
    while let Some(e) = rows.try_next().await? {
        w.write_entry(&e)?;
    }
    w.finish()
}"""),
        edit("crates/ledger-core/src/export.rs", "pub struct ExportOptions {\n    pub account: Option<String>,\n}",
             "pub struct ExportOptions {\n    pub account: Option<String>,\n    pub since: Option<NaiveDate>,\n}"),
        edit("crates/ledger-core/src/export.rs", "    q.push(\" ORDER BY booked_on, id\");",
             "    if let Some(d) = opts.since {\n        q.push(\" AND booked_on >= \").push_bind(d);\n    }\n    q.push(\" ORDER BY booked_on, id\");"),
        edit("crates/ledger-cli/src/main.rs", "    account: Option<String>,\n}",
             "    account: Option<String>,\n    /// Only entries booked on or after this date (YYYY-MM-DD)\n    #[arg(long)]\n    since: Option<chrono::NaiveDate>,\n}"),
        edit("crates/ledger-cli/src/main.rs", "ExportOptions { account: args.account, ..Default::default() }",
             "ExportOptions { account: args.account, since: args.since }"),
        bash("cargo test --workspace 2>&1 | tail -15", """   Compiling ledger-core v0.9.3 (/workspace/ledger/crates/ledger-core)
   Compiling ledger-cli v0.9.3 (/workspace/ledger/crates/ledger-cli)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1m 52s
     Running unittests src/lib.rs (target/debug/deps/ledger_core-5f0c2a9d1e7b3c44)

running 23 tests
test export::tests::filters_by_account ... ok
test export::tests::orders_by_booked_on ... ok
test sink::tests::csv_header ... ok
test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s

     Running unittests src/main.rs (target/debug/deps/ledger_export-0d3b7e61a2f9c8e1)

running 2 tests
test tests::parses_args ... ok
test tests::rejects_unknown_flag ... ok
test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"""),
        say("Tests pass. Now the release build required by the acceptance criteria."),
        bash("cargo build --release -p ledger-cli", "", ev="call", pending=True),
        sysnote(wait=410, text="pod osmia-agent-ledg2291-7qk4m: container \"agent\" terminated: reason=OOMKilled exitCode=137 (limits.memory=3Gi, restartPolicy=Never)", ev=True),
        sysnote("task run ended without a result from the engine"),
    ],
    "The agent container was OOM-killed (exit 137, 3Gi limit) during `cargo build --release` (LTO link); the code change itself was fine and tests passed.",
    repo="ledger", result={"success": False, "summary": "agent container terminated: OOMKilled (exit 137)", "exit_code": 137}))

A(C("storefront-cart-badge", "osmia", "infra_failure", "WEB-1730", "Cart badge shows stale count after removing last item",
    """When the last item is removed from the cart the header badge still shows `1` until reload.

Component: `apps/storefront/src/components/CartBadge.tsx`, store in `packages/cart-store/src/index.ts`.
Run `npm ci` at the repo root (npm workspaces) and `npm test -w apps/storefront` before finishing.""",
    [
        sysnote("task run attempt 2/3 (previous attempt stopped by watchdog: reason=loop, identical tool call repeated 6 times)"),
        *orient(["apps", "package-lock.json", "package.json", "packages", "turbo.json"], ["5e6f7a8 storefront: header redesign", "b9c0d1e cart-store: persist to localStorage", "3f4a5b6 deps: react 19"]),
        say("Looking at the badge and the cart store."),
        read("apps/storefront/src/components/CartBadge.tsx", """import { useCart } from '@acme/cart-store';

export function CartBadge() {
  const { items } = useCart();
  const count = items.reduce((n, i) => n + i.qty, 0);
  if (!count) return null;
  return <span className="badge" aria-label={`${count} items in cart`}>{count}</span>;
}"""),
        read("packages/cart-store/src/index.ts", """import { create } from 'zustand';

type Item = { sku: string; qty: number };
type State = { items: Item[]; add(i: Item): void; remove(sku: string): void };

export const useCart = create<State>((set, get) => ({
  items: [],
  add: (i) => set({ items: [...get().items, i] }),
  remove: (sku) => {
    const items = get().items.filter((i) => i.sku !== sku);
    if (items.length) set({ items });
  },
}));"""),
        say("Found it: `remove` only calls `set` when items remain, so removing the last item never updates state."),
        edit("packages/cart-store/src/index.ts", "    const items = get().items.filter((i) => i.sku !== sku);\n    if (items.length) set({ items });",
             "    set({ items: get().items.filter((i) => i.sku !== sku) });"),
        write("packages/cart-store/src/index.test.ts", """import { useCart } from './index';

test('removing the last item empties the cart', () => {
  useCart.getState().add({ sku: 'A-1', qty: 1 });
  useCart.getState().remove('A-1');
  expect(useCart.getState().items).toEqual([]);
});"""),
        bash("du -sh . && df -h /workspace | tail -1", "412M\t.\noverlay          20G   14G  6.0G  70% /\n"),
        bash("npm ci --no-audit --no-fund", "", ev="call", pending=True),
        sysnote("pod osmia-agent-web1730-2mx8p: Evicted: The node was low on resource: ephemeral-storage. Threshold quantity: 10737418240, available: 9124816Ki. Container agent was using 11534336Ki, request is 2Gi, has larger consumption of ephemeral-storage.", ev=True),
        sysnote("pod phase=Failed reason=Evicted; node ip-10-12-44-7.eu-west-1.compute.internal tainted node.kubernetes.io/disk-pressure:NoSchedule"),
    ],
    "This attempt's pod was evicted for ephemeral-storage pressure on the node while `npm ci` was writing node_modules (the fix was already made); the previous attempt's watchdog loop stop is not what ended this one.",
    near_miss="model_confusion", repo="storefront", retry_count=1, engine_attempts=["claude-code", "claude-code"],
    result={"success": False, "summary": "pod evicted (ephemeral-storage)", "exit_code": 143}))

_slog_files = ["internal/http/orders.go", "internal/http/invoices.go", "internal/http/customers.go", "internal/http/refunds.go",
               "internal/http/webhooks.go", "internal/http/health.go", "internal/http/middleware.go", "internal/http/auth.go",
               "internal/http/shipments.go", "internal/http/returns.go", "internal/http/taxes.go", "internal/http/search.go",
               "internal/http/admin.go", "internal/http/exports.go", "internal/http/ratelimit.go"]
_slog_steps = [
    say("The ticket asks for every handler to move from logrus to log/slog; I'll do it package by package."),
    bash("grep -rl 'github.com/sirupsen/logrus' --include=*.go . | wc -l", "38\n"),
    read("internal/http/orders.go", """package http

import (
	"net/http"

	log "github.com/sirupsen/logrus"
)

func (s *Server) getOrder(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	o, err := s.orders.Get(r.Context(), id)
	if err != nil {
		log.WithFields(log.Fields{"order_id": id, "err": err}).Error("get order")
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, o)
}"""),
]
for f in _slog_files:
    _slog_steps.append(edit(f, 'log "github.com/sirupsen/logrus"', '"log/slog"'))
    _slog_steps.append(edit(f, 'log.WithFields(log.Fields{', 's.log.ErrorContext(r.Context(), '))
_slog_steps += [
    bash("go build ./... && go vet ./internal/...", ""),
    bash("go test ./internal/http/... 2>&1 | tail -4", go_ok(["github.com/acme/orders-api/internal/http", "github.com/acme/orders-api/internal/http/middleware"])),
    say("HTTP package done and green. Continuing with internal/jobs and internal/store, then the full race run required by the ticket."),
    bash("go test -race -count=1 ./... 2>&1 | tail -20", "", ev="call", pending=True),
    sysnote(wait=1500, text="Job osmia-run-ord5012 condition Failed: reason=DeadlineExceeded message=\"Job was active longer than specified deadline\" (activeDeadlineSeconds=5400)", ev=True),
    sysnote("pod osmia-agent-ord5012-k2q9v terminated by controller (SIGTERM, grace 30s)"),
]
A(C("orders-structured-logging", "osmia", "infra_failure", "ORD-5012", "Migrate orders-api logging from logrus to log/slog",
    """logrus is in maintenance mode. Replace it with the standard `log/slog` across the whole service
(all ~38 files that import it), keeping the same fields. Remove logrus from go.mod at the end.

Acceptance: `go test -race -count=1 ./...` green.""",
    _slog_steps,
    "The Job hit its activeDeadlineSeconds while the agent was doing the repo-wide migration the ticket asked for; honest progress, stopped by the wall-clock budget.",
    near_miss="scope_creep", repo="orders-api", state="TimedOut", files_changed=23, result=None))

A(C("webhook-retry-backoff", "osmia", "infra_failure", "HOOK-418", "Webhook sender: retry 5xx with exponential backoff",
    """`hooks/sender.py` gives up on the first 5xx. Retry up to 4 times with exponential backoff (0.5s, 1s, 2s, 4s)
for 5xx and connection errors, never for 4xx. Tests use `respx` (already in the `dev` extra).""",
    [
        read("hooks/sender.py", """import httpx

from .models import Delivery


async def deliver(client: httpx.AsyncClient, d: Delivery) -> int:
    resp = await client.post(d.url, json=d.payload, headers=d.signed_headers(), timeout=10)
    resp.raise_for_status()
    return resp.status_code"""),
        read("pyproject.toml", """[project]
name = "hooks"
version = "2.4.0"
dependencies = ["httpx>=0.27", "pydantic>=2.7"]

[project.optional-dependencies]
dev = ["pytest>=8", "pytest-asyncio>=0.24", "respx>=0.21"]"""),
        edit("hooks/sender.py", """async def deliver(client: httpx.AsyncClient, d: Delivery) -> int:
    resp = await client.post(d.url, json=d.payload, headers=d.signed_headers(), timeout=10)
    resp.raise_for_status()
    return resp.status_code""", """BACKOFF = (0.5, 1.0, 2.0, 4.0)


async def deliver(client: httpx.AsyncClient, d: Delivery, sleep=asyncio.sleep) -> int:
    for attempt, delay in enumerate((0.0, *BACKOFF)):
        if delay:
            await sleep(delay)
        try:
            resp = await client.post(d.url, json=d.payload, headers=d.signed_headers(), timeout=10)
        except httpx.TransportError:
            if attempt == len(BACKOFF):
                raise
            continue
        if resp.status_code < 500 or attempt == len(BACKOFF):
            resp.raise_for_status()
            return resp.status_code
    raise AssertionError("unreachable")"""),
        edit("hooks/sender.py", "import httpx\n", "import asyncio\n\nimport httpx\n"),
        write("tests/test_sender_retry.py", """import httpx
import pytest
import respx

from hooks.sender import deliver


@pytest.mark.asyncio
@respx.mock
async def test_retries_5xx_then_succeeds(delivery):
    route = respx.post(delivery.url).mock(side_effect=[httpx.Response(503), httpx.Response(502), httpx.Response(200)])
    slept = []
    async def fake_sleep(s): slept.append(s)
    async with httpx.AsyncClient() as c:
        assert await deliver(c, delivery, sleep=fake_sleep) == 200
    assert route.call_count == 3 and slept == [0.5, 1.0]"""),
        bash("pip install -e '.[dev]' 2>&1 | tail -12", """Obtaining file:///workspace/hooks
  Installing build dependencies: started
  Installing build dependencies: finished with status 'done'
WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ConnectTimeoutError(<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f2c4a1e3d10>, 'Connection to pypi.org timed out. (connect timeout=15)')': /simple/respx/
WARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ConnectTimeoutError(<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f2c4a1e3f50>, 'Connection to pypi.org timed out. (connect timeout=15)')': /simple/respx/
WARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ConnectTimeoutError(<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f2c4a1f0190>, 'Connection to pypi.org timed out. (connect timeout=15)')': /simple/respx/
WARNING: Retrying (Retry(total=1, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ConnectTimeoutError(<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f2c4a1f03d0>, 'Connection to pypi.org timed out. (connect timeout=15)')': /simple/respx/
WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ConnectTimeoutError(<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f2c4a1f0610>, 'Connection to pypi.org timed out. (connect timeout=15)')': /simple/respx/
ERROR: Could not find a version that satisfies the requirement respx>=0.21 (from hooks[dev]) (from versions: none)
ERROR: No matching distribution found for respx>=0.21""", code=1, ev="result"),
        bash("curl -sS -m 10 -o /dev/null -w '%{http_code}\\n' https://pypi.org/simple/respx/", "curl: (28) Connection timed out after 10002 milliseconds\n000\n", code=28, ev="result"),
        bash("env | grep -i -E 'pip_index|proxy' || true", ""),
        bash("python -m pytest -q tests/test_sender_retry.py", """ImportError while importing test module '/workspace/hooks/tests/test_sender_retry.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
/usr/local/lib/python3.12/importlib/__init__.py:90: in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
tests/test_sender_retry.py:3: in <module>
    import respx
E   ModuleNotFoundError: No module named 'respx'
=========================== short test summary info ============================
ERROR tests/test_sender_retry.py
1 error in 0.19s""", code=2),
        say("pypi.org is unreachable from this pod (connect timeouts, no proxy configured), so respx can't be installed and the new test can't run. The implementation is in place but unverified."),
        end(False, "Blocked: cannot reach pypi.org from the pod to install the dev extra (respx); retry logic implemented but tests not run."),
    ],
    "Egress to pypi.org times out from the pod, so the dev extra cannot be installed; the later 'No module named respx' is a consequence of the unreachable index.",
    near_miss="dependency_missing", repo="hooks"))

A(C("reports-fixture-refresh", "osmia", "infra_failure", "RPT-884", "Refresh golden fixtures for quarterly revenue report",
    """The Q3 schema added `region_code`. Regenerate the golden fixtures with `python scripts/build_fixtures.py --all`
and commit them; `pytest tests/golden` must pass afterwards.""",
    [
        read("scripts/build_fixtures.py", """import argparse, json, pathlib
from reports.quarterly import build_report
from reports.sample import sample_ledger

OUT = pathlib.Path("tests/golden/fixtures")

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--all", action="store_true")
    args = ap.parse_args()
    for q in ("2025Q4", "2026Q1", "2026Q2", "2026Q3"):
        rep = build_report(sample_ledger(q))
        (OUT / f"revenue_{q}.json").write_text(json.dumps(rep, indent=2, sort_keys=True))
        print("wrote", q)

if __name__ == "__main__":
    main()"""),
        bash("python scripts/build_fixtures.py --all", """wrote 2025Q4
wrote 2026Q1
Traceback (most recent call last):
  File "/workspace/reports/scripts/build_fixtures.py", line 15, in <module>
    main()
  File "/workspace/reports/scripts/build_fixtures.py", line 12, in main
    (OUT / f"revenue_{q}.json").write_text(json.dumps(rep, indent=2, sort_keys=True))
  File "/usr/local/lib/python3.12/pathlib.py", line 1047, in write_text
    return f.write(data)
           ^^^^^^^^^^^^^
OSError: [Errno 28] No space left on device""", code=1, ev="result"),
        bash("df -h /workspace /tmp", """Filesystem      Size  Used Avail Use% Mounted on
/dev/rbd7        20G   20G     0 100% /workspace
overlay          50G   11G   39G  22% /""", ev="result"),
        bash("du -xsh /workspace/* /workspace/.[!.]* 2>/dev/null | sort -h | tail -5", """48M\t/workspace/reports
1.2G\t/workspace/.pip-cache
6.8G\t/workspace/.osmia-artifacts
11G\t/workspace/.runs-cache
"""),
        bash("ls /workspace/.runs-cache | head", "rpt-871-a1\nrpt-872-a1\nrpt-872-a2\nrpt-879-a1\nrpt-880-a1\nrpt-881-a1\n"),
        say("The workspace volume is full, mostly with caches and artifacts of earlier task runs that share this PVC; those aren't mine to delete."),
        bash("git status --short", " M tests/golden/fixtures/revenue_2025Q4.json\n M tests/golden/fixtures/revenue_2026Q1.json\n"),
        bash("git diff --stat", " tests/golden/fixtures/revenue_2025Q4.json | 12 ++++++++++++\n tests/golden/fixtures/revenue_2026Q1.json | 12 ++++++++++++\n 2 files changed, 24 insertions(+)\n"),
        bash("python -m pytest -q tests/golden", """..FF
FAILED tests/golden/test_revenue.py::test_golden[2026Q2] - FileNotFoundError: [Errno 2] No such file or directory: 'tests/golden/fixtures/revenue_2026Q2.json'
FAILED tests/golden/test_revenue.py::test_golden[2026Q3] - FileNotFoundError: [Errno 2] No such file or directory: 'tests/golden/fixtures/revenue_2026Q3.json'
2 failed, 2 passed in 0.88s""", code=1),
        end(False, "Could not regenerate fixtures for 2026Q2/Q3: /workspace is 100% full (No space left on device). Two of four fixtures written."),
    ],
    "The shared workspace PVC is 100% full (ENOSPC) from other runs' caches, so fixture generation aborted; the failing golden tests are a consequence.",
    repo="reports"))

A(C("invoice-lookup-sql", "osmia", "infra_failure", "BILL-3307", "Invoice search returns duplicates for split payments",
    """`GET /invoices?customer=...` returns an invoice twice when it was paid in two parts.
Fix the query in `billing/repository/invoices.py`. The integration tests run against the pod's `postgres`
sidecar (`DATABASE_URL=postgresql://ci:ci@127.0.0.1:5432/billing`).""",
    [
        sysnote("pod osmia-agent-bill3307-v8d2c: container \"postgres\" waiting: reason=ErrImagePull message=\"failed to pull and unpack image \\\"registry.acme.internal/ci/postgres:16.4\\\": failed to resolve reference \\\"registry.acme.internal/ci/postgres:16.4\\\": dial tcp 10.40.2.15:443: i/o timeout\"", ev=True),
        read("billing/repository/invoices.py", """from sqlalchemy import select
from billing.models import Invoice, Payment


def search(session, customer_id):
    stmt = (
        select(Invoice)
        .join(Payment, Payment.invoice_id == Invoice.id, isouter=True)
        .where(Invoice.customer_id == customer_id)
        .order_by(Invoice.issued_at.desc())
    )
    return session.scalars(stmt).all()"""),
        say("The outer join to payments multiplies rows. The join isn't used for filtering, so I'll drop it."),
        edit("billing/repository/invoices.py", """        select(Invoice)
        .join(Payment, Payment.invoice_id == Invoice.id, isouter=True)
        .where""", """        select(Invoice)
        .where"""),
        edit("billing/repository/invoices.py", "from billing.models import Invoice, Payment", "from billing.models import Invoice"),
        write("tests/integration/test_invoice_search.py", """def test_split_payment_listed_once(session, make_invoice, pay):
    inv = make_invoice(customer_id=7, total=100_00)
    pay(inv, 40_00); pay(inv, 60_00)
    from billing.repository.invoices import search
    assert [i.id for i in search(session, 7)] == [inv.id]"""),
        bash("python -m pytest -q tests/unit", "........................................\n40 passed in 1.73s\n"),
        bash("python -m pytest -q tests/integration -x", """E   psycopg.OperationalError: connection failed: connection to server at "127.0.0.1", port 5432 failed: Connection refused
E   	Is the server running on that host and accepting TCP/IP connections?
ERROR tests/integration/test_invoice_search.py::test_split_payment_listed_once - psycopg.OperationalError: connection failed: connection to server at "127.0.0.1", port 5432 failed: Connection refused
!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!
1 error in 0.52s""", code=1),
        bash("pg_isready -h 127.0.0.1 -p 5432", "127.0.0.1:5432 - no response\n", code=2),
        bash("sleep 60; pg_isready -h 127.0.0.1 -p 5432", "127.0.0.1:5432 - no response\n", code=2),
        sysnote("pod osmia-agent-bill3307-v8d2c: container \"postgres\" waiting: reason=ImagePullBackOff message=\"Back-off pulling image \\\"registry.acme.internal/ci/postgres:16.4\\\"\"", ev=True),
        say("The postgres sidecar never started (its image can't be pulled), so integration tests can't run. Unit tests pass; the query fix is in place."),
        end(False, "Integration tests could not run: postgres sidecar not running (127.0.0.1:5432 connection refused)."),
    ],
    "The postgres sidecar image could not be pulled (registry i/o timeout, ImagePullBackOff), so the database the integration tests need never came up.",
    near_miss="dependency_missing", repo="billing"))

A(C("usage-csv-export", "claude", "infra_failure", "USE-640", "Usage report: CSV and Parquet export",
    """Add `--format parquet` to `usage-report export` next to csv. Use pyarrow (already declared in
`requirements/report.txt`). Add a test in `tests/test_export.py`.""",
    [
        say("I'll start with the export command."),
        read("usage/cli.py", """import click
from .export import write_csv


@click.group()
def cli():
    pass


@cli.command()
@click.option("--format", "fmt", type=click.Choice(["csv"]), default="csv")
@click.option("--out", type=click.Path(dir_okay=False), required=True)
@click.option("--month", required=True)
def export(fmt, out, month):
    rows = load_month(month)
    write_csv(rows, out)"""),
        read("usage/export.py", """import csv

FIELDS = ["account_id", "metric", "quantity", "unit", "period_start", "period_end"]


def write_csv(rows, path):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=FIELDS)
        w.writeheader()
        w.writerows(rows)"""),
        edit("usage/export.py", "import csv\n", "import csv\n\nimport pyarrow as pa\nimport pyarrow.parquet as pq\n"),
        edit("usage/export.py", "        w.writerows(rows)", "        w.writerows(rows)\n\n\ndef write_parquet(rows, path):\n    table = pa.Table.from_pylist(list(rows)).select(FIELDS)\n    pq.write_table(table, path)"),
        edit("usage/cli.py", 'type=click.Choice(["csv"])', 'type=click.Choice(["csv", "parquet"])'),
        edit("usage/cli.py", "    write_csv(rows, out)", "    (write_parquet if fmt == \"parquet\" else write_csv)(rows, out)"),
        edit("usage/cli.py", "from .export import write_csv", "from .export import write_csv, write_parquet"),
        write("tests/test_export.py", """import pyarrow.parquet as pq
from usage.export import write_parquet, FIELDS


def test_parquet_roundtrip(tmp_path, sample_rows):
    p = tmp_path / "u.parquet"
    write_parquet(sample_rows, p)
    t = pq.read_table(p)
    assert t.column_names == FIELDS
    assert t.num_rows == len(sample_rows)"""),
        bash("python -m pytest -q tests/test_export.py", """ImportError while importing test module '/workspace/usage/tests/test_export.py'.
Traceback:
tests/test_export.py:1: in <module>
    import pyarrow.parquet as pq
E   ModuleNotFoundError: No module named 'pyarrow'
1 error in 0.12s""", code=2),
        say("pyarrow isn't installed in this environment yet; installing from requirements/report.txt."),
        api_error("API Error: 400 {\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\",\"message\":\"You have reached your specified API usage limits. You will regain access on 2026-12-01 at 00:00 UTC.\"},\"request_id\":\"req_011CVz4qLk2mXhU8dTfR3wPa\"}", ev=True),
    ],
    "The session was ended by the provider's API usage limit; the open 'No module named pyarrow' was about to be handled (install from requirements) and is not why the run stopped.",
    near_miss="dependency_missing", repo="usage", result={"success": False, "summary": "engine stopped: API usage limit", "exit_code": 1}))

A(C("dunning-email-schedule", "codex", "infra_failure", "DUN-77", "Dunning emails: skip weekends",
    """Reminder emails for overdue invoices are scheduled on Saturdays and Sundays. Move them to the next
Monday. Code: `dunning/schedule.py`; tests in `tests/test_schedule.py`.""",
    [
        think("**Planning weekend skip**\n\nI need to look at how the schedule computes send dates, then shift weekend dates to Monday and add tests."),
        say("I'll read the scheduler and its tests."),
        read("dunning/schedule.py", """from datetime import date, timedelta

STEPS = (3, 7, 14, 30)


def reminder_dates(due: date) -> list[date]:
    return [due + timedelta(days=d) for d in STEPS]"""),
        read("tests/test_schedule.py", """from datetime import date
from dunning.schedule import reminder_dates


def test_steps():
    assert reminder_dates(date(2026, 3, 2)) == [date(2026, 3, 5), date(2026, 3, 9), date(2026, 3, 16), date(2026, 4, 1)]"""),
        edit("dunning/schedule.py", "def reminder_dates(due: date) -> list[date]:\n    return [due + timedelta(days=d) for d in STEPS]",
             "def _next_weekday(d: date) -> date:\n    while d.weekday() >= 5:\n        d += timedelta(days=1)\n    return d\n\n\ndef reminder_dates(due: date) -> list[date]:\n    return [_next_weekday(due + timedelta(days=d)) for d in STEPS]"),
        bash("python -m pytest -q", """..F.
=================================== FAILURES ===================================
____________________________ test_german_template _____________________________
    def test_german_template():
>       render("reminder_2", locale="de", invoice=INV)
E       jinja2.exceptions.UndefinedError: 'dict object' has no attribute 'zahlungsziel'
tests/test_templates.py:22: UndefinedError
1 failed, 3 passed in 0.21s""", code=1),
        bash("git stash -q && python -m pytest -q tests/test_templates.py; git stash pop -q", "..F\n1 failed, 2 passed in 0.12s\n"),
        say("test_german_template fails on main too (missing translation key), unrelated to this ticket. Adding weekend cases to the schedule tests."),
        edit("tests/test_schedule.py", "def test_steps():", "def test_saturday_moves_to_monday():\n    # due Wed 2026-03-04 + 3 days = Sat 03-07 -> Mon 03-09\n    assert reminder_dates(date(2026, 3, 4))[0] == date(2026, 3, 9)\n\n\ndef test_steps():"),
        bash("python -m pytest -q tests/test_schedule.py", "..\n2 passed in 0.05s\n"),
        say("Now the Sunday case and the 30-day step that lands on a Sunday."),
        api_error("You've hit your usage limit. Upgrade to Pro (https://chatgpt.com/explore/pro), visit https://chatgpt.com/codex/settings/usage to purchase more credits or try again in 4 days 2 hours 31 minutes.", ev=True),
    ],
    "The Codex session ended on the provider usage limit mid-task; the failing German template test is pre-existing and unrelated.",
    near_miss="", repo="dunning", result={"success": False, "summary": "codex exited: usage limit", "exit_code": 1}))

A(C("notifier-slack-threads", "claude-transcript", "infra_failure", "NTF-219", "notifier: post follow-ups as Slack thread replies",
    """Follow-up alerts for the same incident should go into the original Slack thread (`thread_ts`) instead of
new messages. Code in `notifier/src/slack.rs`. Run `cargo test` before finishing.""",
    [
        say("Let me look at how messages are posted now."),
        read("src/slack.rs", """use serde::Serialize;

#[derive(Serialize)]
struct PostMessage<'a> {
    channel: &'a str,
    text: &'a str,
}

pub async fn post(client: &reqwest::Client, token: &str, channel: &str, text: &str) -> anyhow::Result<String> {
    let resp: serde_json::Value = client
        .post("https://slack.com/api/chat.postMessage")
        .bearer_auth(token)
        .json(&PostMessage { channel, text })
        .send().await?
        .json().await?;
    Ok(resp["ts"].as_str().unwrap_or_default().to_string())
}"""),
        edit("src/slack.rs", "    channel: &'a str,\n    text: &'a str,\n}", "    channel: &'a str,\n    text: &'a str,\n    #[serde(skip_serializing_if = \"Option::is_none\")]\n    thread_ts: Option<&'a str>,\n}"),
        edit("src/slack.rs", "pub async fn post(client: &reqwest::Client, token: &str, channel: &str, text: &str)", "pub async fn post(client: &reqwest::Client, token: &str, channel: &str, text: &str, thread_ts: Option<&str>)"),
        edit("src/slack.rs", ".json(&PostMessage { channel, text })", ".json(&PostMessage { channel, text, thread_ts })"),
        grep("slack::post\\(", "src/incident.rs:41:        let ts = slack::post(&self.http, &self.token, &self.channel, &msg).await?;\nsrc/incident.rs:58:        slack::post(&self.http, &self.token, &self.channel, &follow_up).await?;"),
        edit("src/incident.rs", "        let ts = slack::post(&self.http, &self.token, &self.channel, &msg).await?;", "        let ts = slack::post(&self.http, &self.token, &self.channel, &msg, None).await?;"),
        edit("src/incident.rs", "        slack::post(&self.http, &self.token, &self.channel, &follow_up).await?;", "        slack::post(&self.http, &self.token, &self.channel, &follow_up, inc.thread_ts.as_deref()).await?;"),
        bash("cargo test 2>&1 | tail -25", """    Updating crates.io index
warning: spurious network error (3 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)
warning: spurious network error (2 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)
warning: spurious network error (1 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)
error: failed to get `reqwest` as a dependency of package `notifier v0.3.1 (/workspace/notifier)`

Caused by:
  download of config.json failed

Caused by:
  failed to download from `https://index.crates.io/config.json`

Caused by:
  [6] Couldn't resolve host name (Could not resolve host: index.crates.io)""", code=101, ev="result"),
        bash("getent hosts index.crates.io github.com; echo rc=$?; cat /etc/resolv.conf", "rc=2\nsearch osmia-agents.svc.cluster.local svc.cluster.local cluster.local\nnameserver 10.96.0.10\noptions ndots:5\n", ev="result"),
        bash("curl -sS -m 8 -o /dev/null https://github.com; echo rc=$?", "curl: (6) Could not resolve host: github.com\nrc=6\n"),
        bash("ls ~/.cargo/registry 2>&1", "ls: cannot access '/home/agent/.cargo/registry': No such file or directory\n", code=2),
        say("DNS resolution is failing inside the pod (cluster DNS 10.96.0.10 resolves nothing), and there is no local crate cache, so cargo can't fetch dependencies and I can't build or test. The code change is done but unverified."),
    ],
    "Cluster DNS was not resolving any host, so cargo could not reach the crates.io index; 'failed to get reqwest' is the network failure, not a missing crate.",
    near_miss="dependency_missing", repo="notifier", cwd="/workspace/notifier"))

A(C("janitor-terminal-pods", "osmia", "infra_failure", "PLAT-1502", "pod-janitor: also clean up Evicted pods older than 1h",
    """pod-janitor deletes `Succeeded` pods after 1h but leaves `Failed` pods with `reason: Evicted` around forever.
Extend `internal/janitor/select.go` so evicted pods older than `--evicted-ttl` (default 1h) are deleted too.
Unit tests in `internal/janitor`, envtest suite via `make test-integration`.""",
    [
        read("internal/janitor/select.go", """package janitor

import (
	"time"

	corev1 "k8s.io/api/core/v1"
)

// Expired returns the pods the janitor should delete.
func Expired(pods []corev1.Pod, now time.Time, ttl time.Duration) []corev1.Pod {
	var out []corev1.Pod
	for _, p := range pods {
		if p.Status.Phase == corev1.PodSucceeded && finishedBefore(p, now.Add(-ttl)) {
			out = append(out, p)
		}
	}
	return out
}"""),
        edit("internal/janitor/select.go", "func Expired(pods []corev1.Pod, now time.Time, ttl time.Duration) []corev1.Pod {",
             "func Expired(pods []corev1.Pod, now time.Time, ttl, evictedTTL time.Duration) []corev1.Pod {"),
        edit("internal/janitor/select.go", "			out = append(out, p)\n		}",
             "			out = append(out, p)\n		} else if p.Status.Phase == corev1.PodFailed && p.Status.Reason == \"Evicted\" && startedBefore(p, now.Add(-evictedTTL)) {\n			out = append(out, p)\n		}"),
        write("internal/janitor/select_evicted_test.go", """package janitor

func TestExpiredIncludesOldEvicted(t *testing.T) {
	now := time.Date(2026, 11, 3, 12, 0, 0, 0, time.UTC)
	old := pod("api-7c9d", corev1.PodFailed, "Evicted", now.Add(-2*time.Hour))
	fresh := pod("api-8f1a", corev1.PodFailed, "Evicted", now.Add(-10*time.Minute))
	oomed := pod("worker-1", corev1.PodFailed, "OOMKilled", now.Add(-3*time.Hour))
	got := names(Expired([]corev1.Pod{old, fresh, oomed}, now, time.Hour, time.Hour))
	if !reflect.DeepEqual(got, []string{"api-7c9d"}) {
		t.Fatalf("got %v", got)
	}
}"""),
        bash("go test ./internal/janitor/ -run 'Expired' -v 2>&1 | tail -8", """=== RUN   TestExpiredSucceeded
--- PASS: TestExpiredSucceeded (0.00s)
=== RUN   TestExpiredIncludesOldEvicted
--- PASS: TestExpiredIncludesOldEvicted (0.00s)
PASS
ok  	github.com/acme/pod-janitor/internal/janitor	0.031s"""),
        grep("Expired\\(", "cmd/janitor/main.go:57:\tfor _, p := range janitor.Expired(list.Items, time.Now(), *ttl) {"),
        edit("cmd/janitor/main.go", "janitor.Expired(list.Items, time.Now(), *ttl)", "janitor.Expired(list.Items, time.Now(), *ttl, *evictedTTL)"),
        edit("cmd/janitor/main.go", "\tttl = flag.Duration(\"ttl\", time.Hour, \"delete succeeded pods older than this\")",
             "\tttl = flag.Duration(\"ttl\", time.Hour, \"delete succeeded pods older than this\")\n\tevictedTTL = flag.Duration(\"evicted-ttl\", time.Hour, \"delete evicted pods older than this\")"),
        bash("go build ./... && go test ./... 2>&1 | tail -5", go_ok(["github.com/acme/pod-janitor/cmd/janitor", "github.com/acme/pod-janitor/internal/janitor", "github.com/acme/pod-janitor/internal/k8s"])),
        say("Unit tests green. Running the envtest integration suite."),
        bash("make test-integration", "", ev="call", pending=True),
        sysnote("pod osmia-agent-plat1502-xk7rd: Evicted: The node was low on resource: memory. Threshold quantity: 100Mi, available: 82316Ki. Container agent was using 2914568Ki, request is 1Gi, has larger consumption of memory.", ev=True),
        sysnote("pod phase=Failed reason=Evicted (node ip-10-12-40-19 MemoryPressure=True)"),
    ],
    "The agent's own pod was evicted by the node for memory pressure while envtest was starting; the eviction talk in the code under test is incidental.",
    repo="pod-janitor", result={"success": False, "summary": "pod evicted (node memory pressure)", "exit_code": 143}))

A(C("snapshot-importer-offset", "osmia", "infra_failure", "DATA-1188", "Snapshot importer skips the first row of every batch",
    """`importer/batches.py` drops row 0 of each 10k batch after the first (off-by-one in the offset).
Fix it and run the complete test suite with `make test` (CI runs the same target).""",
    [
        *orient(["Makefile", "README.md", "importer", "pyproject.toml", "tests"], ["6a5b4c3 importer: batch size 10k", "2d3e4f5 fixtures: q3 snapshot", "8c9d0e1 ci: split slow tests"]),
        read("importer/batches.py", """def batches(rows, size=10_000):
    start = 0
    while start < len(rows):
        yield rows[start + (1 if start else 0): start + size]
        start += size"""),
        edit("importer/batches.py", "        yield rows[start + (1 if start else 0): start + size]", "        yield rows[start: start + size]"),
        bash("python -m pytest -q tests/test_batches.py", "......\n6 passed in 0.04s\n"),
        read("Makefile", """test:
\tpython -m pytest -q tests

test-fast:
\tpython -m pytest -q -m 'not slow' tests"""),
        read("tests/conftest.py", """import gzip, json, pathlib
import pytest

FIX = pathlib.Path(__file__).parent / "fixtures"


@pytest.fixture(scope="session")
def snapshot_full():
    # full production-shaped snapshot (~3.1 GB uncompressed), used by the slow end-to-end import tests
    with gzip.open(FIX / "snapshot-2026-q3.json.gz", "rt") as f:
        return json.load(f)"""),
        bash("ls -lh tests/fixtures/", "total 412M\n-rw-r--r-- 1 agent agent 2.1K Nov  3 09:12 small.json\n-rw-r--r-- 1 agent agent 412M Nov  3 09:12 snapshot-2026-q3.json.gz\n"),
        bash("python -m pytest -q -m 'not slow' tests", "....................................................\n52 passed, 3 deselected in 2.61s\n"),
        say("Fast suite is green. Running the full suite as the ticket requires."),
        bash("make test", "", ev="call", pending=True),
        sysnote(wait=240, text="pod osmia-agent-data1188-p4w2n: container \"agent\" terminated: reason=OOMKilled exitCode=137 (limits.memory=2Gi)", ev=True),
    ],
    "The full suite the ticket requires loads a 3.1 GB fixture and the 2Gi pod was OOM-killed (137); the agent's fix was small and the fast suite passed. The pod is undersized for this repo's suite.",
    near_miss="wrong_approach", repo="importer", result={"success": False, "summary": "agent container terminated: OOMKilled (exit 137)", "exit_code": 137}))

A(C("invoice-number-index", "osmia", "infra_failure", "BILL-3350", "Slow invoice lookup by number",
    """`InvoiceRepository.findByNumber` does a sequential scan. Add a Flyway migration creating an index on
`invoices(number)` and run `mvn -q verify` (integration tests use the shared CI database `billing-db.ci.svc`).""",
    [
        grep("findByNumber", "src/main/java/com/acme/billing/InvoiceRepository.java:27:    Optional<Invoice> findByNumber(String number);\nsrc/main/java/com/acme/billing/api/InvoiceController.java:64:        return repo.findByNumber(number).map(this::toDto)\nsrc/integrationTest/java/com/acme/billing/InvoiceRepositoryIT.java:41:        assertThat(repo.findByNumber(\"INV-2026-00017\")).isPresent();"),
        bash("ls src/main/resources/db/migration | tail -3", "V41__add_credit_notes.sql\nV42__credit_note_fk.sql\nV43__drop_legacy_status.sql\n"),
        write("src/main/resources/db/migration/V44__invoice_number_idx.sql", "CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_invoices_number ON invoices (number);\n"),
        read("src/main/resources/application-ci.yml", """spring:
  datasource:
    url: jdbc:postgresql://billing-db.ci.svc:5432/billing
    hikari:
      connection-timeout: 30000
  flyway:
    enabled: true"""),
        say("CONCURRENTLY can't run inside Flyway's transaction; switching to a plain CREATE INDEX for this table size."),
        write("src/main/resources/db/migration/V44__invoice_number_idx.sql", "CREATE INDEX IF NOT EXISTS idx_invoices_number ON invoices (number);\n"),
        bash("mvn -q -DskipITs verify", "[INFO] Tests run: 214, Failures: 0, Errors: 0, Skipped: 0\n"),
        bash("mvn -q verify", """[INFO] Running com.acme.billing.InvoiceRepositoryIT
10:14:03.221  WARN 311 --- [           main] com.zaxxer.hikari.pool.HikariPool        : HikariPool-1 - Pool is empty, failed to create/setup connection
org.postgresql.util.PSQLException: The connection attempt failed.
Caused by: java.net.SocketTimeoutException: Connect timed out
	at java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:546)
	at org.postgresql.core.PGStream.createSocket(PGStream.java:243)

Command timed out after 2m 0.0s""", code=124, ev="result"),
        bash("nc -vz -w 5 billing-db.ci.svc 5432", "nc: connect to billing-db.ci.svc (10.43.12.7) port 5432 (tcp) timed out: Operation now in progress\n", code=1, ev="result"),
        say("The CI database isn't answering from this pod. I'll run the integration tests once more with a longer wait in case it's starting up."),
        bash("timeout 1800 mvn -q verify -Dit.test=InvoiceRepositoryIT > /tmp/it.log 2>&1; tail -5 /tmp/it.log", "", ev="call", pending=True),
        sysnote(wait=900, text="watchdog: no tool output for 900s (last tool: Bash) - stopping run", ev=True),
    ],
    "The shared CI database was unreachable from the pod (connect timeouts), so the integration tests hung until the progress watchdog stopped the run; the agent did not loop.",
    near_miss="model_confusion", repo="billing-service",
    watchdog={"reason_code": "stall", "message": "no tool output for 900s (last tool: Bash)", "tool_name": "Bash"},
    result=None))

# ----------------------------------------------------------------------------- permission_blocked

A(C("payments-staging-restarts", "osmia", "permission_blocked", "OPS-2710", "payments-api pods crash-looping in staging after 4.18 deploy",
    """Since the 4.18 deploy, `payments-api` in the `payments` namespace of staging restarts every few minutes.
Find out why from the pod logs/events and fix the config under `deploy/staging/`.""",
    [
        bash("git log --oneline -3", "7e1c0b2 payments 4.18: new fraud-score client\n3b9d2a1 staging: bump replicas to 3\n1f2e3d4 prod: pdb minAvailable 2\n"),
        say("First I'll look at the pods and their recent events."),
        bash("kubectl config current-context && kubectl -n payments get pods -l app=payments-api", """osmia-staging
Error from server (Forbidden): pods is forbidden: User "system:serviceaccount:osmia-agents:agent-runner" cannot list resource "pods" in API group "" in the namespace "payments\"""", code=1, ev="result"),
        bash("kubectl auth can-i list pods -n payments; kubectl auth can-i get pods/log -n payments; kubectl auth can-i list events -n payments", "no\nno\nno\n", code=1, ev="result"),
        bash("kubectl auth can-i --list -n payments | head -8", """Resources                                       Non-Resource URLs   Resource Names   Verbs
selfsubjectaccessreviews.authorization.k8s.io   []                  []               [create]
selfsubjectrulesreviews.authorization.k8s.io    []                  []               [create]
                                                [/api/*]            []               [get]
                                                [/version]          []               [get]"""),
        bash("kubectl -n payments logs deploy/payments-api --tail=50", "Error from server (Forbidden): deployments.apps \"payments-api\" is forbidden: User \"system:serviceaccount:osmia-agents:agent-runner\" cannot get resource \"deployments\" in API group \"apps\" in the namespace \"payments\"\n", code=1, ev="result"),
        bash("ls deploy/staging && git log --oneline -5 -- deploy/staging", "configmap.yaml\ndeployment.yaml\nhpa.yaml\nkustomization.yaml\n7e1c0b2 payments 4.18: new fraud-score client\n3b9d2a1 staging: bump replicas to 3\n"),
        bash("git show 7e1c0b2 --stat", " deploy/staging/configmap.yaml  | 3 +++\n deploy/staging/deployment.yaml | 6 ++++--\n 2 files changed, 7 insertions(+), 2 deletions(-)\n"),
        read("deploy/staging/deployment.yaml", """apiVersion: apps/v1
kind: Deployment
metadata:
  name: payments-api
spec:
  template:
    spec:
      containers:
        - name: api
          image: registry.acme.internal/payments-api:4.18.0
          envFrom:
            - configMapRef: {name: payments-api}
          livenessProbe:
            httpGet: {path: /healthz, port: 8080}
            initialDelaySeconds: 5
            periodSeconds: 10
          resources:
            limits: {memory: 512Mi}"""),
        say("Several things could explain the restarts (the new fraud-score client config, a 5s liveness delay, the 512Mi limit), but without pod logs or events I'd be guessing."),
        end(False, "Cannot diagnose: the agent service account has no read access to pods, logs, events or deployments in namespace payments (kubectl auth can-i -> no). Need RBAC or logs attached to the ticket."),
    ],
    "The agent's service account is forbidden from reading pods, logs and events in the payments namespace, so it could not investigate the crash loop.",
    repo="payments-api"))

A(C("fx-rates-cache-ttl", "osmia", "permission_blocked", "FX-355", "FX rates cache never expires",
    """`rates/cache.py` caches exchange rates forever; use a 15-minute TTL. Open a PR against `main` when done.""",
    [
        read("rates/cache.py", """from functools import lru_cache

from .client import fetch_rate


@lru_cache(maxsize=1024)
def get_rate(base: str, quote: str) -> float:
    return fetch_rate(base, quote)"""),
        write("rates/cache.py", """import time

from .client import fetch_rate

TTL_SECONDS = 15 * 60
_cache: dict[tuple[str, str], tuple[float, float]] = {}


def get_rate(base: str, quote: str, now=time.monotonic) -> float:
    key = (base, quote)
    hit = _cache.get(key)
    if hit and now() - hit[0] < TTL_SECONDS:
        return hit[1]
    rate = fetch_rate(base, quote)
    _cache[key] = (now(), rate)
    return rate
"""),
        write("tests/test_cache_ttl.py", """from rates import cache


def test_refetches_after_ttl(monkeypatch):
    calls = []
    monkeypatch.setattr(cache, "fetch_rate", lambda b, q: calls.append((b, q)) or 1.1)
    t = [0.0]
    cache._cache.clear()
    cache.get_rate("EUR", "USD", now=lambda: t[0])
    t[0] = 899; cache.get_rate("EUR", "USD", now=lambda: t[0])
    t[0] = 901; cache.get_rate("EUR", "USD", now=lambda: t[0])
    assert len(calls) == 2
"""),
        bash("python -m pytest -q tests/test_cache_ttl.py -v 2>&1 | tail -3", "tests/test_cache_ttl.py::test_refetches_after_ttl PASSED\n\n1 passed in 0.05s\n"),
        write("tests/test_cache_keys.py", """from rates import cache


def test_pairs_are_cached_separately(monkeypatch):
    seen = []
    monkeypatch.setattr(cache, "fetch_rate", lambda b, q: seen.append((b, q)) or 1.0)
    cache._cache.clear()
    cache.get_rate("EUR", "USD", now=lambda: 0.0)
    cache.get_rate("EUR", "GBP", now=lambda: 0.0)
    cache.get_rate("EUR", "USD", now=lambda: 1.0)
    assert seen == [("EUR", "USD"), ("EUR", "GBP")]
"""),
        bash("python -m pytest -q", pytest_ok(["tests/test_cache_ttl.py::test_refetches_after_ttl", "tests/test_cache_keys.py::test_pairs_are_cached_separately", "tests/test_client.py::test_parses_rate", "tests/test_client.py::test_retries_once", "tests/test_api.py::test_rate_endpoint"], 0.44)),
        bash("ruff check rates tests && mypy rates", "All checks passed!\nSuccess: no issues found in 5 source files\n"),
        todo([("Read cache and client", "completed"), ("TTL cache", "completed"), ("Tests: expiry, per-pair keys, clock injection", "completed"), ("Run suite + lint", "completed"), ("Branch, commit, push, PR", "in_progress")]),
        bash("git checkout -b osmia/FX-355-cache-ttl && git add -A && git commit -qm 'rates: 15 minute TTL for rate cache (FX-355)' && git log --oneline -1", "Switched to a new branch 'osmia/FX-355-cache-ttl'\n5a0e3f9 rates: 15 minute TTL for rate cache (FX-355)\n"),
        bash("git push -u origin osmia/FX-355-cache-ttl", """remote: Permission to acme/fx-rates.git denied to osmia-agent[bot].
fatal: unable to access 'https://github.com/acme/fx-rates.git/': The requested URL returned error: 403""", code=128, ev="result"),
        bash("gh auth status 2>&1 | head -6", """github.com
  ✓ Logged in to github.com account osmia-agent[bot] (GH_TOKEN)
  - Active account: true
  - Git operations protocol: https
  - Token: ghs_************************************"""),
        bash("gh api repos/acme/fx-rates --jq .permissions", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":false,\"triage\":false}\n", ev="result"),
        say("The fix is committed locally and tests pass, but the app token only has pull access to acme/fx-rates, so I can't push the branch or open the PR."),
        end(False, "Change committed locally (5a0e3f9) but push to acme/fx-rates was denied (403, token has pull-only access); no PR opened."),
    ],
    "The GitHub app token has pull-only access to the repository, so the push of the finished branch was refused with 403 and no PR could be opened.",
    repo="fx-rates"))

A(C("search-synonyms-reload", "osmia", "permission_blocked", "SRCH-902", "Add synonyms for product search",
    """Add the synonyms from the ticket attachment to `config/synonyms.txt` (one group per line) and regenerate
`build/synonyms.json` with `make synonyms`.""",
    [
        sysnote("volume \"workspace\" (claim osmia-ws-srch902) mounted at /workspace readOnly=true"),
        bash("head -5 config/synonyms.txt && wc -l config/synonyms.txt", "tv, television, telly\nsofa, couch, settee\nfridge, refrigerator\nphone, mobile, cellphone\nlaptop, notebook\n214 config/synonyms.txt\n"),
        edit("config/synonyms.txt", "laptop, notebook", "laptop, notebook\nhoodie, hooded sweatshirt\ntrainers, sneakers, running shoes", ev="both",
             err="RAW:EROFS: read-only file system, open '/workspace/search/config/synonyms.txt'"),
        bash("touch config/.probe", "touch: cannot touch 'config/.probe': Read-only file system\n", code=1, ev="result"),
        bash("mount | grep -E ' /workspace '", "/dev/rbd4 on /workspace type ext4 (ro,relatime,stripe=16)\n", ev="result"),
        bash("id && ls -ld /workspace/search /workspace/search/config", "uid=1000(agent) gid=1000(agent) groups=1000(agent)\ndrwxr-xr-x 9 agent agent 4096 Nov 12 07:58 /workspace/search\ndrwxr-xr-x 2 agent agent 4096 Nov 12 07:58 /workspace/search/config\n"),
        bash("df -h /workspace /tmp", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/rbd4        10G  1.9G  8.1G  19% /workspace\noverlay          50G   12G   38G  24% /\n"),
        bash("cp -r /workspace/search /tmp/search && cd /tmp/search && make synonyms", "python tools/build_synonyms.py config/synonyms.txt > build/synonyms.json\nwrote 214 groups\n"),
        say("I could build in /tmp, but the repository workspace itself is mounted read-only, so nothing I change can be committed from /workspace."),
        bash("cd /tmp/search && git status --short", ""),
        end(False, "The workspace volume is mounted read-only (EROFS); cannot modify config/synonyms.txt in the repository."),
    ],
    "The workspace volume was mounted read-only, so every write to the repository was refused (EROFS); the disk had plenty of space.",
    near_miss="infra_failure", repo="search"))

A(C("billing-clock-freeze", "osmia", "permission_blocked", "BILL-3391", "Trial expiry off by one day around DST",
    """`billing/trials.py::expires_on` returns the wrong date for trials that start the day before a DST change.
Add a regression test with freezegun (listed in `requirements-dev.txt`) and fix it.""",
    [
        *orient(["billing", "migrations", "pyproject.toml", "requirements-dev.txt", "requirements.txt", "tests"], ["a91c0de trials: store start in UTC", "77b2e10 invoices: rounding helper", "0c1d2e3 ci: python 3.12", "f4e5d6c deps: pydantic 2.9"]),
        read("billing/trials.py", """from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

TZ = ZoneInfo("Europe/Berlin")


def expires_on(started_at: datetime, days: int = 14):
    local = started_at.astimezone(TZ)
    return (local + timedelta(hours=24 * days)).date()"""),
        edit("billing/trials.py", "    return (local + timedelta(hours=24 * days)).date()", "    return local.date() + timedelta(days=days)"),
        write("tests/test_trials_dst.py", """from datetime import datetime, timezone
from freezegun import freeze_time
from billing.trials import expires_on


@freeze_time("2026-10-24 23:30:00")
def test_trial_across_dst_end():
    start = datetime(2026, 10, 24, 22, 30, tzinfo=timezone.utc)  # 00:30 local on the 25th (CEST)
    assert str(expires_on(start)) == "2026-11-08"
"""),
        bash("pip install -r requirements-dev.txt 2>&1 | tail -8", """Collecting freezegun==1.5.1 (from -r requirements-dev.txt (line 3))
  Downloading freezegun-1.5.1-py3-none-any.whl.metadata (11 kB)
Requirement already satisfied: pytest==8.3.3 in /usr/local/lib/python3.12/site-packages (from -r requirements-dev.txt (line 1)) (8.3.3)
Downloading freezegun-1.5.1-py3-none-any.whl (17 kB)
Installing collected packages: freezegun
ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.12/site-packages/freezegun'
Consider using the `--user` option or check the permissions.
""", code=1, ev="result"),
        bash("python -m pytest -q tests/test_trials_dst.py", """ImportError while importing test module '/workspace/billing/tests/test_trials_dst.py'.
tests/test_trials_dst.py:2: in <module>
    from freezegun import freeze_time
E   ModuleNotFoundError: No module named 'freezegun'
1 error in 0.10s""", code=2),
        bash("python -m pytest -q tests --ignore=tests/test_trials_dst.py", "........................................................\n56 passed in 3.02s\n"),
        say("freezegun couldn't be installed (site-packages isn't writable for this user), so the DST regression test can't run; the existing suite passes."),
        end(False, "Fix applied; regression test cannot run: freezegun install failed (Permission denied on site-packages) -> ModuleNotFoundError."),
    ],
    "pip could not write to the system site-packages (Errno 13), and the later 'No module named freezegun' follows from that refused install.",
    near_miss="dependency_missing", repo="billing"))

A(C("checkout-address-form", "claude-transcript", "permission_blocked", "WEB-1766", "Checkout: postcode field rejects Irish Eircodes",
    """The address form's postcode validation rejects valid Eircodes like `D02 X285`. Fix the validator in
`web/src/checkout/postcode.ts` and make sure `npm test` passes.""",
    [
        read("src/checkout/postcode.ts", """const PATTERNS: Record<string, RegExp> = {
  GB: /^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$/i,
  DE: /^\\d{5}$/,
  FR: /^\\d{5}$/,
  IE: /^[A-Z]\\d{2}$/i,
};

export function validPostcode(country: string, value: string): boolean {
  const re = PATTERNS[country];
  return re ? re.test(value.trim()) : value.trim().length > 0;
}"""),
        edit("src/checkout/postcode.ts", "  IE: /^[A-Z]\\d{2}$/i,", "  IE: /^[AC-FHKNPRTV-Y]\\d{2}|D6W ?[0-9AC-FHKNPRTV-Y]{4}$/i,"),
        edit("src/checkout/postcode.ts", "  IE: /^[AC-FHKNPRTV-Y]\\d{2}|D6W ?[0-9AC-FHKNPRTV-Y]{4}$/i,", "  IE: /^(?:[AC-FHKNPRTV-Y]\\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,"),
        write("src/checkout/postcode.test.ts", """import { validPostcode } from './postcode';

test.each(['D02 X285', 'd02x285', 'D6W 1234', 'T12 AB34'])('accepts Eircode %s', (v) => {
  expect(validPostcode('IE', v)).toBe(true);
});

test('rejects routing key only', () => {
  expect(validPostcode('IE', 'D02')).toBe(false);
});"""),
        bash("npm test -- postcode", "\n> web@3.12.0 test\n> vitest run postcode\n\nsh: 1: vitest: not found\n", code=127),
        bash("ls node_modules | head -3; ls node_modules | wc -l", "ls: cannot access 'node_modules': No such file or directory\n0\n"),
        bash("npm ci --no-audit --no-fund 2>&1 | tail -14", """npm error code EPERM
npm error syscall chmod
npm error path /workspace/web/node_modules/esbuild/bin/esbuild
npm error errno -1
npm error Error: EPERM: operation not permitted, chmod '/workspace/web/node_modules/esbuild/bin/esbuild'
npm error  [Error: EPERM: operation not permitted, chmod '/workspace/web/node_modules/esbuild/bin/esbuild'] {
npm error   errno: -1,
npm error   code: 'EPERM',
npm error   syscall: 'chmod',
npm error   path: '/workspace/web/node_modules/esbuild/bin/esbuild'
npm error }
npm error
npm error The operation was rejected by your operating system.
npm error It is likely you do not have the permissions to access this file as the current user""", code=1, ev="result"),
        bash("stat -c '%U:%G %a %n' . node_modules node_modules/esbuild/bin 2>&1", "agent:agent 755 .\nroot:root 755 node_modules\nroot:root 755 node_modules/esbuild/bin\n", ev="result"),
        bash("npm test -- postcode", "\n> web@3.12.0 test\n> vitest run postcode\n\nsh: 1: vitest: not found\n", code=127),
        say("npm can't finish installing: `node_modules` is owned by root in this container and the chmod on esbuild's binary is rejected (EPERM), which is why vitest is not found. The validator fix and tests are written but I couldn't run them."),
    ],
    "npm ci failed with EPERM because node_modules is root-owned in the container; 'vitest: not found' only follows from the install that was refused.",
    near_miss="dependency_missing", repo="web", cwd="/workspace/web"))

A(C("changelog-release-notes", "claude", "permission_blocked", "DOCS-118", "Release notes for 3.4.0",
    """Generate release notes for 3.4.0 from merged PRs since v3.3.0 (use `gh pr list`), add them to
`CHANGELOG.md`, push the branch `release/3.4.0` and open a PR.""",
    [
        say("I'll collect the merged PRs since the last tag."),
        bash("git describe --tags --abbrev=0", "v3.3.0\n"),
        bash("git log --oneline v3.3.0..HEAD | head -20", """e1f2a3b Merge pull request #812 from acme/fix-timezone-export
b4c5d6e Merge pull request #809 from acme/bulk-tagging
a7b8c9d Merge pull request #806 from acme/drop-py38
0d1e2f3 Merge pull request #803 from acme/retry-webhooks
9a8b7c6 Merge pull request #801 from acme/deps-nov"""),
        denied("Bash", {"command": "gh pr list --state merged --search 'merged:>=2026-10-01' --json number,title,labels --limit 50", "description": "List merged PRs"}, ev="result"),
        read("CHANGELOG.md", """# Changelog

## 3.3.0 - 2026-09-30

### Added
- Export to XLSX (#771)

### Fixed
- Duplicate rows in CSV export when a tag was renamed (#779)"""),
        edit("CHANGELOG.md", "# Changelog\n", """# Changelog

## 3.4.0 - unreleased

### Added
- Bulk tagging of items (#809)
- Retry failed webhooks with backoff (#803)

### Fixed
- Time zone in exported timestamps (#812)

### Removed
- Python 3.8 support (#806)

### Chore
- November dependency updates (#801)
"""),
        bash("git checkout -b release/3.4.0 && git commit -qam 'changelog: 3.4.0' && git log --oneline -1", "Switched to a new branch 'release/3.4.0'\n3c2b1a0 changelog: 3.4.0\n"),
        denied("Bash", {"command": "git push -u origin release/3.4.0", "description": "Push release branch"}, ev="result"),
        denied("Bash", {"command": "gh pr create --base main --head release/3.4.0 --title 'Release 3.4.0' --body-file /tmp/notes.md", "description": "Open release PR"}, ev="result"),
        say("I wasn't allowed to run `gh` or `git push` in this session, so the notes are committed locally on `release/3.4.0` (built from merge commit titles) but not pushed, and no PR was opened."),
        end(True, "Release notes added to CHANGELOG.md on local branch release/3.4.0. Could not push or open the PR: the gh and git push commands were not permitted in this session.", ev=True),
    ],
    "Claude Code's permission settings refused `gh pr list`, `git push` and `gh pr create` (permission_denials), so the branch could not be pushed nor the PR opened.",
    repo="inventory", permission_mode="default"))

A(C("terraform-plan-drift", "claude-transcript", "permission_blocked", "INFRA-4121", "Fix drift in the eu-west-1 VPC module",
    """The nightly `terraform plan` for `envs/prod-euw1` shows drift in the VPC module; the plan output is in
issue acme/platform-infra#4121. Bring the module in line so the plan is clean.""",
    [
        *orient(["README.md", "envs", "modules", "scripts"], ["0a9b8c7 vpc: endpoints for ecr", "6d5e4f3 prod-euw1: nat per az", "2c1b0a9 modules: pin aws provider 5.70"]),
        say("The plan output is in the GitHub issue; reading it first."),
        bash("gh issue view 4121 --repo acme/platform-infra --comments", "GraphQL: Resource not accessible by integration (repository.issue)\n", code=1, ev="result"),
        bash("gh api repos/acme/platform-infra/issues/4121", """{"message":"Resource not accessible by integration","documentation_url":"https://docs.github.com/rest/issues/issues#get-an-issue","status":"403"}
gh: Resource not accessible by integration (HTTP 403)""", code=1, ev="result"),
        bash("gh api repos/acme/platform-infra/installation --jq .permissions 2>&1", "gh: Resource not accessible by integration (HTTP 403)\n", code=1),
        bash("ls envs/prod-euw1 modules/vpc", "envs/prod-euw1:\nbackend.tf\nmain.tf\nproviders.tf\nterraform.tfvars\n\nmodules/vpc:\nendpoints.tf\nmain.tf\nnat.tf\noutputs.tf\nvariables.tf\n"),
        read("modules/vpc/nat.tf", """resource "aws_nat_gateway" "this" {
  for_each      = var.single_nat_gateway ? { a = var.public_subnet_ids[0] } : { for i, s in var.public_subnet_ids : i => s }
  allocation_id = aws_eip.nat[each.key].id
  subnet_id     = each.value
  tags          = merge(var.tags, { Name = "${var.name}-nat-${each.key}" })
}"""),
        bash("terraform -chdir=envs/prod-euw1 plan -lock=false -input=false 2>&1 | tail -6", """Error: No valid credential sources found

  with provider["registry.terraform.io/hashicorp/aws"],
  on providers.tf line 1, in provider "aws":
   1: provider "aws" {

Please see https://registry.terraform.io/providers/hashicorp/aws
for more information about providing credentials.""", code=1),
        say("I can't read the issue that holds the plan output (the integration token gets 403 on issues), and there are no AWS credentials to reproduce the plan here. Without either, any change to the VPC module would be a guess, so I'm stopping."),
    ],
    "GitHub refused the agent's token access to the issue holding the plan output (403 Resource not accessible by integration) before it could act, and it had no cloud credentials to reproduce the drift.",
    repo="platform-infra"))

A(C("invoice-external-ref", "codex", "permission_blocked", "BILL-3412", "Store the PSP reference on invoices",
    """Add nullable `external_ref VARCHAR(64)` to `invoices`, expose it in the API schema, and apply the
Alembic migration to the shared dev database (`make migrate-dev`) so QA can test today.""",
    [
        bash("git log --oneline -3 && ls migrations/versions | tail -3", "c0ffee1 invoices: number prefix per tenant\n4f0a1b2 migrations: credit notes\nb16b00b api: pagination cursor\n3a9e1f2c7b44_credit_notes.py\n4f0a1b2c3d4e_invoice_prefix.py\nenv.py\n"),
        read("Makefile", "migrate:\n\talembic upgrade head\n\nmigrate-dev:\n\talembic -x env=dev upgrade head\n\ntest:\n\tpython -m pytest -q"),
        say("I'll add the migration, the model field and the schema field, then apply it to dev."),
        read("billing/models.py", """class Invoice(Base):
    __tablename__ = "invoices"
    id = mapped_column(Integer, primary_key=True)
    number = mapped_column(String(32), unique=True, nullable=False)
    total_cents = mapped_column(BigInteger, nullable=False)"""),
        edit("billing/models.py", "    total_cents = mapped_column(BigInteger, nullable=False)", "    total_cents = mapped_column(BigInteger, nullable=False)\n    external_ref = mapped_column(String(64), nullable=True)"),
        write("migrations/versions/7b1e2c9d4a10_invoice_external_ref.py", "..."),
        edit("billing/api/schemas.py", "    total_cents: int", "    total_cents: int\n    external_ref: str | None = None"),
        bash("python -m pytest -q", "...........................................................\n59 passed in 4.18s\n"),
        bash("make migrate-dev", """alembic -x env=dev upgrade head
INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL.
INFO  [alembic.runtime.migration] Running upgrade 4f0a1b2c3d4e -> 7b1e2c9d4a10, invoice external_ref
sqlalchemy.exc.ProgrammingError: (psycopg2.errors.InsufficientPrivilege) must be owner of table invoices

[SQL: ALTER TABLE invoices ADD COLUMN external_ref VARCHAR(64)]
(Background on this error at: https://sqlalche.me/e/20/f405)
make: *** [Makefile:31: migrate-dev] Error 1""", code=2, ev="result"),
        bash("psql \"$DEV_DATABASE_URL\" -Atc \"select current_user; select tableowner from pg_tables where tablename='invoices'\"", "osmia_ci\nbilling_owner\n"),
        bash("psql \"$DEV_DATABASE_URL\" -c 'SET ROLE billing_owner'", "ERROR:  permission denied to set role \"billing_owner\"\n", code=1, ev="result"),
        say("The migration and code are done and tests pass, but the dev database role `osmia_ci` is not allowed to alter `invoices` (owned by `billing_owner`) and cannot assume that role, so the migration can't be applied to dev."),
        end(False, None),
    ],
    "The database role the agent runs as may not alter the invoices table nor SET ROLE to its owner, so the requested dev migration was refused.",
    repo="billing"))

A(C("ledger-testcontainers", "claude-transcript", "permission_blocked", "LEDG-2304", "Integration test for ledger reversal",
    """Add an integration test for `LedgerService.reverse()` using the Testcontainers Postgres setup that the other
`*IT` classes use, and run `./gradlew integrationTest`.""",
    [
        *orient(["README.md", "build.gradle.kts", "gradle", "gradlew", "settings.gradle.kts", "src"], ["e3d2c1b posting: idempotency key", "a0b1c2d gradle 8.10", "9d8c7b6 it: share postgres container"]),
        glob("src/integrationTest/**/*IT.java", "src/integrationTest/java/com/acme/ledger/JournalRepositoryIT.java\nsrc/integrationTest/java/com/acme/ledger/PostingServiceIT.java"),
        read("src/integrationTest/java/com/acme/ledger/PostingServiceIT.java", """@Testcontainers
class PostingServiceIT {
    @Container
    static PostgreSQLContainer<?> pg = new PostgreSQLContainer<>("postgres:16-alpine");

    @DynamicPropertySource
    static void props(DynamicPropertyRegistry r) {
        r.add("spring.datasource.url", pg::getJdbcUrl);
    }
}"""),
        write("src/integrationTest/java/com/acme/ledger/LedgerReversalIT.java", """@Testcontainers
@SpringBootTest
class LedgerReversalIT {
    @Container
    static PostgreSQLContainer<?> pg = new PostgreSQLContainer<>("postgres:16-alpine");

    @Autowired LedgerService ledger;

    @Test
    void reversalNetsToZero() {
        var e = ledger.post(new Posting("1200", "4000", 12_50));
        ledger.reverse(e.id());
        assertThat(ledger.balance("1200")).isZero();
    }
}"""),
        bash("./gradlew integrationTest --tests '*LedgerReversalIT' 2>&1 | tail -12", """> Task :integrationTest

LedgerReversalIT > initializationError FAILED
    java.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration
        at org.testcontainers.dockerclient.DockerClientProviderStrategy.lambda$getFirstValidStrategy$7(DockerClientProviderStrategy.java:274)

1 test completed, 1 failed

FAILURE: Build failed with an exception.""", code=1),
        bash("docker ps", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json\": dial unix /var/run/docker.sock: connect: permission denied\n", code=1, ev="result"),
        bash("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root 998 0 Nov 14 06:02 /var/run/docker.sock\nuid=1000(agent) gid=1000(agent) groups=1000(agent)\n", ev="result"),
        bash("./gradlew integrationTest --tests '*PostingServiceIT' 2>&1 | tail -4", "PostingServiceIT > initializationError FAILED\n    java.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration\n\n1 test completed, 1 failed\n", code=1),
        say("Even the existing PostingServiceIT fails the same way: the agent user isn't in the socket's group (998), so Testcontainers can't talk to Docker. The new IT is written but can't be run here."),
    ],
    "The agent user has no access to the Docker socket (root:998, srw-rw----), so Testcontainers cannot start Postgres; the existing ITs fail the same way.",
    near_miss="infra_failure", repo="ledger-service"))

A(C("ui-kit-buttons", "osmia", "permission_blocked", "WEB-1791", "Use the new `Button` from @acme/ui-kit 5",
    """Replace the local `components/Button.tsx` with `Button` from `@acme/ui-kit@^5` (our private package on
GitHub Packages; the registry token is mounted for agent pods). Delete the local copy.""",
    [
        *orient(["README.md", "package-lock.json", "package.json", "src", "tsconfig.json", "vite.config.ts"], ["7a6b5c4 checkout: apple pay button", "3e2d1c0 ui: focus rings", "9f8a7b6 deps: vite 6"]),
        read("src/components/Button.tsx", "type Props = React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'ghost' };\n\nexport function Button({ variant = 'primary', ...rest }: Props) {\n  return <button className={`btn btn-${variant}`} {...rest} />;\n}"),
        read(".npmrc", "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NPM_TOKEN}\n"),
        bash("grep -rn \"components/Button\" src | wc -l", "23\n"),
        bash("npm install @acme/ui-kit@^5 2>&1 | tail -6", """npm error code E401
npm error 401 Unauthorized - GET https://npm.pkg.github.com/@acme%2fui-kit - authentication token not provided
npm error A complete log of this run can be found in: /home/agent/.npm/_logs/2026-11-18T10_02_41_118Z-debug-0.log""", code=1, ev="result"),
        bash("echo \"NPM_TOKEN=${NPM_TOKEN:-<unset>}\"; ls -la /var/run/secrets/osmia/ 2>&1", "NPM_TOKEN=<unset>\nls: cannot access '/var/run/secrets/osmia/': No such file or directory\n", code=2, ev="result"),
        sysnote("pod spec: env NPM_TOKEN from secret osmia-npm-token (optional=true): secret not found in namespace osmia-agents", ev=True),
        bash("ls node_modules/@acme 2>&1", "ls: cannot access 'node_modules/@acme': No such file or directory\n", code=2),
        bash("npx tsc --noEmit 2>&1 | head -3", ""),
        say("The registry token isn't mounted in this pod (NPM_TOKEN unset; the optional secret doesn't exist), so GitHub Packages answers 401 and @acme/ui-kit can't be installed. I haven't touched the call sites, since the package's API can't be checked."),
        end(False, "Could not install @acme/ui-kit: 401 Unauthorized from npm.pkg.github.com (NPM_TOKEN secret not mounted)."),
    ],
    "The registry token secret was not mounted, so the private registry refused the install with 401; the package exists, the agent just had no credentials.",
    near_miss="dependency_missing", repo="storefront"))

A(C("gateway-rate-headers", "claude-transcript", "permission_blocked", "GW-301", "Expose rate-limit headers from the gateway",
    """Add `X-RateLimit-Limit` / `X-RateLimit-Remaining` headers to responses in `deploy/nginx.conf`
(the limits come from `limit_req_zone` already defined there).""",
    [
        *orient(["Dockerfile", "README.md", "deploy", "lua", "tests"], ["9f8e7d6 lua: jwt audience check", "5c4b3a2 deploy: upstream keepalive 64", "1a2b3c4 tests: smoke for /healthz"], readme="# gateway\n\nnginx + lua edge for the public API.\n\n- `deploy/nginx.conf` is the live config (rendered by release-bot from `templates/`).\n- `make smoke` runs the smoke tests against a local container."),
        read("deploy/nginx.conf", """limit_req_zone $binary_remote_addr zone=api:10m rate=20r/s;

server {
    listen 8080;
    location /api/ {
        limit_req zone=api burst=40 nodelay;
        proxy_pass http://upstream_api;
    }
}"""),
        edit("deploy/nginx.conf", "        limit_req zone=api burst=40 nodelay;", "        limit_req zone=api burst=40 nodelay;\n        add_header X-RateLimit-Limit 20 always;",
             ev="both", err="RAW:EACCES: permission denied, open '/workspace/gateway/deploy/nginx.conf'"),
        bash("ls -la deploy/", "total 20\ndrwxr-xr-x 2 root  root  4096 Nov 15 08:11 .\ndrwxr-xr-x 7 agent agent 4096 Nov 15 08:11 ..\n-rw-r--r-- 1 root  root   912 Nov 15 08:11 nginx.conf\n-rw-r--r-- 1 root  root   341 Nov 15 08:11 upstreams.conf\n", ev="result"),
        bash("sed -i 's|limit_req zone=api burst=40 nodelay;|&\\n        add_header X-RateLimit-Limit 20 always;|' deploy/nginx.conf", "sed: couldn't open temporary file deploy/sedq8Zk1v: Permission denied\n", code=4, ev="result"),
        bash("sudo -n true", "sudo: a password is required\n", code=1),
        bash("git log --format='%an %s' -3 -- deploy", "release-bot chore: render nginx config from template\nrelease-bot chore: render nginx config from template\nMaya Ortiz gateway: burst 40\n"),
        bash("git ls-files deploy", "deploy/nginx.conf\ndeploy/upstreams.conf\n"),
        say("`deploy/` and `nginx.conf` belong to root in this checkout and the agent user can't write them (Edit EACCES, sed can't create its temp file). I can't make the change here."),
    ],
    "deploy/ and nginx.conf are root-owned in the checkout, so both the Edit tool and sed were refused with EACCES.",
    repo="gateway", cwd="/workspace/gateway"))

A(C("stripe-spec-sync", "osmia", "permission_blocked", "PAY-1507", "Sync vendored Stripe OpenAPI spec",
    """Our generated Stripe client is built from `specs/stripe/spec3.json`, which is 8 months old. Download the
current spec from https://raw.githubusercontent.com/stripe/openapi/master/openapi/spec3.json, regenerate
with `make stripe-client`, and fix compile errors.""",
    [
        bash("ls -l specs/stripe/ && git log -1 --format=%cs -- specs/stripe/spec3.json", "total 6120\n-rw-r--r-- 1 agent agent 6264011 Nov 10 09:41 spec3.json\n2026-03-02\n"),
        bash("curl -fsSL -o /tmp/spec3.json https://raw.githubusercontent.com/stripe/openapi/master/openapi/spec3.json", "curl: (56) CONNECT tunnel failed, response 403\n", code=56, ev="result"),
        bash("env | grep -i _proxy", "HTTPS_PROXY=http://egress-proxy.osmia-system.svc:3128\nHTTP_PROXY=http://egress-proxy.osmia-system.svc:3128\nNO_PROXY=.svc,.cluster.local,10.0.0.0/8\n"),
        bash("curl -sS -x \"$HTTPS_PROXY\" http://raw.githubusercontent.com/ | sed -n '1,12p' | sed 's/<[^>]*>//g' | grep -v '^\\s*$'", """ERROR: The requested URL could not be retrieved
The following error was encountered while trying to retrieve the URL: http://raw.githubusercontent.com/
Access Denied.
Access control configuration prevents your request from being allowed at this time. Please contact your service provider if you feel this is incorrect.
Generated Tue, 17 Nov 2026 09:14:22 GMT by egress-proxy-6b7c9d (squid/6.6)""", ev="result"),
        bash("curl -sS -o /dev/null -w '%{http_code}\\n' https://pypi.org/simple/", "200\n"),
        bash("curl -sS -o /dev/null -w '%{http_code}\\n' https://api.github.com/repos/stripe/openapi", "curl: (56) CONNECT tunnel failed, response 403\n000\n", code=56),
        say("The egress proxy allows the package indexes but denies GitHub hosts for agent pods (squid 'Access Denied'), so I can't fetch the upstream spec. Regenerating from the old vendored spec wouldn't change anything."),
        bash("make stripe-client 2>&1 | tail -2", "openapi-generator-cli generate -i specs/stripe/spec3.json -g go -o gen/stripe --skip-validate-spec\n[main] INFO  o.o.codegen.TemplateManager - writing file gen/stripe/README.md\n"),
        bash("git status --short | wc -l", "0\n"),
        end(False, "Cannot download the Stripe spec: egress proxy denies raw.githubusercontent.com (403 Access Denied)."),
    ],
    "The egress proxy's access policy refused the connection to GitHub (CONNECT 403, squid Access Denied), so the upstream spec could not be downloaded; the network itself worked.",
    near_miss="infra_failure", repo="payments"))
