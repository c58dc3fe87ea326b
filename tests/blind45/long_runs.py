"""Noise for long runs: realistic reading, grepping and green test runs inserted into selected cases,
so that the few lines that show the cause sit among much ordinary work.

LONG maps a slug to (index in steps where the block goes, list of steps)."""
from kit import *  # noqa: F401,F403


def _py_module(name, body):
    return read(name, body)


LONG = {}

LONG["webhook-retry-backoff"] = (0, [
    say("Before changing the sender I'll look at how deliveries are modelled, scheduled and tested."),
    bash("git log --oneline -6", "c1d2e3f hooks: sign with ed25519\n7a8b9c0 models: delivery attempts column\n3d4e5f6 scheduler: batch size 200\n9a0b1c2 tests: async fixtures\n5d6e7f8 ci: python 3.12\n1a2b3c4 hooks: initial import\n"),
    bash("ls hooks tests", "hooks:\n__init__.py\nmodels.py\nscheduler.py\nsender.py\nsigning.py\n\ntests:\n__init__.py\nconftest.py\ntest_models.py\ntest_scheduler.py\ntest_sender.py\ntest_signing.py\n"),
    read("hooks/models.py", """from dataclasses import dataclass, field


@dataclass
class Delivery:
    id: int
    url: str
    payload: dict
    secret: bytes
    attempts: int = 0
    headers: dict = field(default_factory=dict)

    def signed_headers(self) -> dict:
        from .signing import sign
        return {**self.headers, "X-Hook-Signature": sign(self.secret, self.payload)}"""),
    read("hooks/scheduler.py", """async def run_batch(client, repo, size=200):
    due = await repo.due(size)
    results = await asyncio.gather(*(deliver(client, d) for d in due), return_exceptions=True)
    for d, r in zip(due, results):
        if isinstance(r, Exception):
            await repo.mark_failed(d, str(r))
        else:
            await repo.mark_sent(d, r)"""),
    read("tests/conftest.py", """import pytest

from hooks.models import Delivery


@pytest.fixture
def delivery():
    return Delivery(id=1, url="https://example.test/hook", payload={"event": "invoice.paid"}, secret=b"s3cret")"""),
    read("tests/test_sender.py", """import httpx
import pytest

from hooks.sender import deliver


class FakeTransport(httpx.AsyncBaseTransport):
    def __init__(self, status):
        self.status = status

    async def handle_async_request(self, request):
        return httpx.Response(self.status)


@pytest.mark.asyncio
async def test_2xx_returns_status(delivery):
    async with httpx.AsyncClient(transport=FakeTransport(204)) as c:
        assert await deliver(c, delivery) == 204"""),
    bash("python -m pytest -q tests 2>&1 | tail -3", "....................\n20 passed in 0.88s\n"),
    grep("deliver\\(", "hooks/scheduler.py:3:    results = await asyncio.gather(*(deliver(client, d) for d in due), return_exceptions=True)\ntests/test_sender.py:17:        assert await deliver(c, delivery) == 204"),
    say("deliver() is only called from the scheduler, and failures become mark_failed. Retrying inside deliver() keeps the scheduler unchanged; I'll inject sleep so tests don't wait."),
])

LONG["checkout-address-form"] = (0, [
    say("I'll look at how postcode validation is wired into the form and what tests exist."),
    bash("git log --oneline -5 -- src/checkout", "1f2e3d4 checkout: address autocomplete\n5a6b7c8 checkout: postcode per country\n9c0d1e2 checkout: split address form\n3f4a5b6 checkout: vitest\n7c8d9e0 checkout: initial\n"),
    glob("src/checkout/**/*.ts*", "src/checkout/AddressForm.tsx\nsrc/checkout/AddressForm.test.tsx\nsrc/checkout/countries.ts\nsrc/checkout/postcode.ts\nsrc/checkout/useAddress.ts"),
    read("src/checkout/AddressForm.tsx", """export function AddressForm({ country, onSubmit }: Props) {
  const { values, set } = useAddress();
  const postcodeOk = validPostcode(country, values.postcode);
  return (
    <form onSubmit={(e) => { e.preventDefault(); if (postcodeOk) onSubmit(values); }}>
      <Input label="Postcode" value={values.postcode} onChange={(v) => set('postcode', v)}
             error={!postcodeOk && values.postcode ? 'Please enter a valid postcode' : undefined} />
      <button type="submit" disabled={!postcodeOk}>Continue</button>
    </form>
  );
}"""),
    read("src/checkout/countries.ts", """export const COUNTRIES = [
  { code: 'GB', name: 'United Kingdom', postcodeLabel: 'Postcode' },
  { code: 'IE', name: 'Ireland', postcodeLabel: 'Eircode' },
  { code: 'DE', name: 'Deutschland', postcodeLabel: 'PLZ' },
  { code: 'FR', name: 'France', postcodeLabel: 'Code postal' },
];"""),
    read("src/checkout/AddressForm.test.tsx", """test('disables submit for invalid GB postcode', async () => {
  render(<AddressForm country="GB" onSubmit={vi.fn()} />);
  await user.type(screen.getByLabelText('Postcode'), 'XXX');
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
});"""),
    grep("validPostcode", "src/checkout/AddressForm.tsx:3:  const postcodeOk = validPostcode(country, values.postcode);\nsrc/checkout/postcode.ts:9:export function validPostcode(country: string, value: string): boolean {"),
    say("Eircodes are a 3-character routing key plus a 4-character unique identifier, optionally separated by a space; D6W is the one routing key with a letter in third position."),
])

LONG["catalog-price-import"] = (5, [
    read("catalog/importers/prices.py", """import csv
from decimal import Decimal

from acme_catalog_sdk.validators import validate_sku


def read_csv(path):
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            validate_sku(row["sku"])
            yield {"sku": row["sku"], "price": Decimal(row["price"]), "currency": row["currency"]}"""),
    read("tests/data/supplier_v2.yaml", """supplier: nordic-tools
generated_at: 2026-11-12T06:00:00Z
prices:
  - sku: NT-10021
    price: "129.90"
    currency: EUR
    valid_from: 2026-12-01
  - sku: NT-10022
    price: "89.00"
    currency: EUR
    valid_from: 2026-12-01"""),
    bash("python -m pytest -q tests/test_prices_csv.py 2>&1 | tail -2", "........\n8 passed in 0.21s\n"),
    bash("python -c 'import acme_catalog_sdk.validators as v; print([n for n in dir(v) if not n.startswith(\"_\")])'", "['validate_currency', 'validate_sku', 'ValidationError']\n"),
    grep("validate_price_row", "CHANGELOG-sdk.md:4:## 4.2.0 (unreleased)\nCHANGELOG-sdk.md:5:- validators: `validate_price_row` (sku, price, currency, valid_from)"),
    say("The ticket's `validate_price_row` arrives with SDK 4.2.0. I'll write the YAML reader against it and install the versions the ticket asks for."),
])

LONG["geo-tiles-simplify"] = (3, [
    read("Cargo.toml", """[package]
name = "geo-tiles"
version = "0.8.2"
edition = "2021"

[dependencies]
geo = "0.29"
geozero = { version = "0.14", features = ["with-mvt"] }
lru = "0.12"
axum = "0.7"
tokio = { version = "1", features = ["full"] }"""),
    read("src/cache.rs", """pub struct TileCache {
    inner: Mutex<LruCache<(u8, u32, u32), Arc<Geometry<f64>>>>,
}

impl TileCache {
    pub fn get_or_insert(&self, key: (u8, u32, u32), f: impl FnOnce() -> Geometry<f64>) -> Arc<Geometry<f64>> {
        let mut c = self.inner.lock().unwrap();
        c.get_or_insert(key, || Arc::new(f())).clone()
    }
}"""),
    grep("prepare\\(", "src/handler.rs:33:        let g = tiles::prepare(source.multipolygon(z, x, y)?, z);\ntests/tiles.rs:12:    let g = prepare(sample(), 3);"),
    read("tests/tiles.rs", """#[test]
fn prepare_keeps_high_zoom_geometry() {
    let g = prepare(sample(), 12);
    assert_eq!(vertex_count(&g), vertex_count(&Geometry::MultiPolygon(sample())));
}"""),
    say("prepare() is the single choke point before caching, so simplifying there covers every tile."),
])

LONG["invoice-line-rounding"] = (3, [
    read("billing/invoice.py", """@dataclass
class Line:
    description: str
    unit_price: Decimal
    qty: int

    @property
    def amount(self) -> Decimal:
        return self.unit_price * self.qty"""),
    grep("invoice_total\\(", "billing/pdf.py:88:    total = invoice_total(inv.lines)\nbilling/api/invoices.py:41:        \"total\": str(invoice_total(inv.lines)),\ntests/test_totals.py:2:    assert invoice_total([line(\"3.335\")] * 3) == Decimal(\"10.01\")"),
    read("billing/tax.py", """def vat(amount: Decimal, rate: Decimal) -> Decimal:
    return (amount * rate).quantize(CENT, rounding=ROUND_HALF_UP)"""),
    bash("python -m pytest -q tests/test_tax.py tests/test_pdf.py 2>&1 | tail -1", "23 passed in 0.74s\n"),
    bash("git log -3 --format='%h %s' -- billing/totals.py", "5e6f7a8 totals: decimal everywhere\n2c3d4e5 totals: sum lines\n8a9b0c1 totals: initial\n"),
])

LONG["customer-csv-commas"] = (3, [
    grep("to_csv\\(", "crm/api/exports.py:22:    body = to_csv(rows)\ncrm/jobs/nightly_export.py:17:    (OUT / f\"customers-{day}.csv\").write_text(to_csv(rows))\ntests/test_export.py:3:    assert to_csv(rows) == ("),
    read("crm/api/exports.py", """@router.get("/exports/customers.csv")
def customers_csv(db=Depends(session)):
    rows = db.scalars(select(Customer).order_by(Customer.id)).all()
    body = to_csv(rows)
    return Response(body, media_type="text/csv; charset=utf-8")"""),
    read("docs/exports.md", "# Exports\n\nCSV exports follow RFC 4180: comma separated, fields containing commas, quotes or line breaks are quoted,\nquotes are doubled, records end with CRLF. Excel and the finance importer both rely on this."),
    bash("python -m pytest -q tests 2>&1 | tail -1", "F.........................\n1 failed, 25 passed in 0.91s\n", code=1),
])

LONG["api-created-at-utc"] = (2, [
    grep("isoformat\\(", "api/serializers.py:1:def isoformat(dt):\napi/schemas/invoice.py:19:        return isoformat(v)\napi/schemas/user.py:27:        return isoformat(v)\napi/schemas/order.py:33:        return isoformat(v)"),
    read("api/schemas/order.py", """class OrderOut(BaseModel):
    id: int
    created_at: datetime

    @field_serializer("created_at")
    def _ser(self, v):
        return isoformat(v)"""),
    read("api/db.py", """engine = create_engine(settings.DATABASE_URL, connect_args={"options": "-c timezone=Europe/Berlin"})"""),
    bash("python -m pytest -q tests/test_orders.py 2>&1 | tail -1", "18 passed in 0.92s\n"),
    bash("grep -rn formatDate web/src | wc -l", "37\n"),
])

LONG["account-owner-report"] = (3, [
    read("jobs/base.py", """class Job:
    name = "job"

    def process(self, item):
        raise NotImplementedError

    def finish(self):
        pass"""),
    read("jobs/account_report_job.py", """class AccountReportJob(Job):
    name = "account_report"

    def process(self, account):
        self.writer.writerow(next(rows([account])))"""),
    read("tests/jobs/test_account_report.py", """def test_rows(make_account):
    a = make_account(name="Acme", owner_email="ops@acme.test", mrr=100)
    assert list(rows([a])) == [{"account": "Acme", "owner": "ops@acme.test", "mrr": 100}]"""),
    bash("python -m pytest -q tests/jobs 2>&1 | tail -1", "12 passed in 0.40s\n"),
    grep("owner", "jobs/account_report.py:3:        yield {\"account\": a.name, \"owner\": a.owner.email, \"mrr\": a.mrr}\nlib/models/account.py:14:    owner = relationship(\"User\", lazy=\"joined\")  # nullable since 2026-08 (self-serve signups)"),
])

LONG["stripe-webhook-keyerror"] = (3, [
    read("payments/events.py", """@dataclass
class Event:
    type: str
    object_id: str | None
    raw: dict"""),
    grep("parse_webhook", "payments/api/webhooks.py:27:    event = parse_webhook(request.body)\ntests/test_webhooks.py:8:    e = parse_webhook(SAMPLE_CHARGE)"),
    read("payments/api/webhooks.py", """@router.post("/stripe/webhook")
async def stripe_webhook(request: Request):
    verify_signature(request)
    event = parse_webhook(await request.body())
    await dispatch(event)
    return {"ok": True}"""),
    bash("python -m pytest -q tests/test_webhooks.py 2>&1 | tail -1", "9 passed in 0.31s\n"),
])

LONG["search-facet-counts"] = (3, [
    read("search/query.py", """def build(q, filters):
    return {
        "query": {"bool": {"must": [text_query(q)], "filter": [f.query() for f in filters]}},
        "aggs": facet_aggs(filters),
        "size": 24,
    }"""),
    read("search/filters.py", """@dataclass
class TermFilter:
    name: str
    values: list[str]

    def query(self):
        return {"terms": {f"{self.name}.keyword": self.values}}"""),
    bash("python -m pytest -q tests/test_query.py 2>&1 | tail -1", "17 passed in 0.52s\n"),
    say("The aggregations run inside the filtered query, so when I move filters to post_filter... no, simpler: give every facet a filter aggregation with all other filters."),
    read("tests/test_facets.py", """def test_facets_present(client, seed_products):
    r = client.get('/search?q=shirt')
    assert set(r.json()['facets']) == {'brand', 'color', 'size'}"""),
])

LONG["http-client-read-deadline"] = (3, [
    read("acme_sdk/errors.py", """class ApiError(Exception):
    pass


class ApiTimeout(ApiError):
    \"\"\"The API did not answer within the configured timeout.\"\"\""""),
    read("tests/test_retries.py", """@respx.mock
def test_retry_on_connect_timeout():
    route = respx.get('https://api.test/v1/x').mock(side_effect=[httpx.ConnectTimeout('timed out'), httpx.Response(200, json={})])
    assert ApiClient('https://api.test', 't').get('/v1/x') == {}
    assert route.call_count == 2"""),
    bash("python -m pytest -q tests 2>&1 | tail -1", "36 passed in 1.02s\n"),
    grep("timeout", "acme_sdk/client.py:44:            except httpx.ConnectTimeout:\nacme_sdk/retry.py:9:RETRY_ON = (httpx.ConnectTimeout, httpx.RemoteProtocolError)\nREADME.md:61:Requests time out after 10s (connect) by default."),
])

LONG["payments-staging-restarts"] = (9, [
    read("deploy/staging/configmap.yaml", """apiVersion: v1
kind: ConfigMap
metadata:
  name: payments-api
data:
  FRAUD_SCORE_URL: http://fraud-score.risk.svc:8080
  FRAUD_SCORE_TIMEOUT_MS: "800"
  DB_POOL_SIZE: "20\""""),
    bash("git show 7e1c0b2 -- deploy/staging/deployment.yaml | tail -12", """@@ -21,8 +21,10 @@ spec:
           livenessProbe:
             httpGet: {path: /healthz, port: 8080}
-            initialDelaySeconds: 30
+            initialDelaySeconds: 5
             periodSeconds: 10
           resources:
-            limits: {memory: 1Gi}
+            limits: {memory: 512Mi}"""),
    say("Two suspicious changes in 4.18: the liveness probe delay went from 30s to 5s and the memory limit from 1Gi to 512Mi. Either could cause restarts; the pod's last termination reason would tell which."),
    bash("kubectl -n payments get events --field-selector involvedObject.kind=Pod 2>&1 | head -3", "Error from server (Forbidden): events is forbidden: User \"system:serviceaccount:osmia-agents:agent-runner\" cannot list resource \"events\" in API group \"\" in the namespace \"payments\"\n", code=1, ev="result"),
])


def apply(cases):
    by = {c["slug"]: c for c in cases}
    for slug, (at, steps) in LONG.items():
        c = by.get(slug)
        if not c:
            continue
        c["steps"] = c["steps"][:at] + steps + c["steps"][at:]


# --------------------------------------------------------------------------- second wave: really long runs
def _todos(items, done):
    return todo([(t, "completed" if i < done else ("in_progress" if i == done else "pending")) for i, t in enumerate(items)])


_WH = ["Read sender, scheduler and tests", "Implement retry with backoff", "Tests for 5xx, 4xx, transport errors", "Run full suite"]
LONG2 = {}
LONG2["webhook-retry-backoff"] = (0, [
    _todos(_WH, 0),
    bash("wc -l hooks/*.py tests/*.py", "   0 hooks/__init__.py\n  21 hooks/models.py\n  14 hooks/scheduler.py\n   9 hooks/sender.py\n  31 hooks/signing.py\n   0 tests/__init__.py\n  11 tests/conftest.py\n  19 tests/test_models.py\n  44 tests/test_scheduler.py\n  18 tests/test_sender.py\n  27 tests/test_signing.py\n 194 total\n"),
    read("hooks/signing.py", """import hashlib
import hmac
import json


def sign(secret: bytes, payload: dict) -> str:
    body = json.dumps(payload, separators=(",", ":"), sort_keys=True).encode()
    return "sha256=" + hmac.new(secret, body, hashlib.sha256).hexdigest()"""),
    bash("python -m pytest -q tests/test_scheduler.py -v 2>&1 | tail -6", "tests/test_scheduler.py::test_marks_sent PASSED\ntests/test_scheduler.py::test_marks_failed_on_exception PASSED\ntests/test_scheduler.py::test_batch_size PASSED\ntests/test_scheduler.py::test_empty_batch PASSED\n\n4 passed in 0.19s\n"),
    read("tests/test_scheduler.py", """@pytest.mark.asyncio
async def test_marks_failed_on_exception(repo, client, monkeypatch):
    async def boom(c, d):
        raise httpx.ConnectError("refused")
    monkeypatch.setattr("hooks.scheduler.deliver", boom)
    await run_batch(client, repo)
    assert repo.failed == [(1, "refused")]"""),
    say("The scheduler test monkeypatches deliver, so adding an optional `sleep` parameter won't affect it."),
    bash("grep -n 'asyncio_mode' pyproject.toml setup.cfg 2>/dev/null", "pyproject.toml:18:asyncio_mode = \"strict\"\n"),
    bash("pip list 2>/dev/null | grep -i -E '^(httpx|pytest|pytest-asyncio|respx) '", "httpx          0.27.2\npytest         8.3.3\npytest-asyncio 0.24.0\n"),
    say("respx isn't installed yet although it's in the dev extra; I'll install the extra once the code is written."),
    _todos(_WH, 1),
])
LONG2["invoice-line-rounding"] = (0, [
    _todos(["Reproduce the cent difference", "Find where lines are rounded", "Fix rounding", "Run suite"], 0),
    bash("python - <<'EOF'\nfrom decimal import Decimal as D\nprint(D('3.335')*3, (D('3.335')*3).quantize(D('0.01')))\nEOF", "10.005 10.00\n"),
    bash("git grep -n ROUND_ -- billing", "billing/tax.py:1:from decimal import Decimal, ROUND_HALF_UP\nbilling/tax.py:7:    return (amount * rate).quantize(CENT, rounding=ROUND_HALF_UP)\nbilling/totals.py:1:from decimal import Decimal, ROUND_HALF_EVEN\nbilling/totals.py:7:    return sum((l.unit_price * l.qty for l in lines), Decimal(0)).quantize(CENT, rounding=ROUND_HALF_EVEN)\n"),
    read("tests/conftest.py", "def line(price, qty=1):\n    return Line(description=\"x\", unit_price=Decimal(price), qty=qty)"),
    bash("python -m pytest -q tests/test_invoice.py 2>&1 | tail -1", "14 passed in 0.33s\n"),
    bash("git log -1 -p --format='%h %s' -- tests/test_totals.py | head -12", "3e4f5a6 tests: PAY-1423 expectations (round lines half-up)\ndiff --git a/tests/test_totals.py b/tests/test_totals.py\n@@ -1,3 +1,6 @@\n+def test_small_lines_round_half_up():\n+    assert invoice_total([line(\"3.335\")] * 3) == Decimal(\"10.01\")\n+\n+\n def test_single_line():\n"),
    _todos(["Reproduce the cent difference", "Find where lines are rounded", "Fix rounding", "Run suite"], 2),
    read("docs/billing/rounding.md", None),
    bash("ls docs/billing", "invoices.md\npdf-layout.md\ntax.md\n"),
    read("docs/billing/tax.md", "# Tax\n\nVAT is computed per invoice on the net total and rounded half-up to the cent."),
])
LONG2["api-created-at-utc"] = (0, [
    _todos(["Find the serializer", "Check who consumes created_at", "Fix", "Tests"], 0),
    bash("curl -s localhost:8000/v1/orders/1 | python -m json.tool | head -6", "{\n    \"id\": 1,\n    \"created_at\": \"2026-03-29T02:30:00\",\n    \"status\": \"paid\",\n    \"total\": \"49.90\"\n}\n"),
    bash("grep -rn 'created_at' mobile-contract/ | head -3", "mobile-contract/orders.yaml:41:      created_at: {type: string, format: date-time, example: \"2026-03-29T00:30:00Z\"}\nmobile-contract/users.yaml:22:      created_at: {type: string, format: date-time}\n"),
    read("api/schemas/user.py", """class UserOut(BaseModel):
    id: int
    email: str
    created_at: datetime

    @field_serializer("created_at")
    def _ser(self, v):
        return isoformat(v)"""),
    bash("python -m pytest -q tests 2>&1 | tail -1", "133 passed in 6.11s\n"),
    _todos(["Find the serializer", "Check who consumes created_at", "Fix", "Tests"], 2),
    bash("cd web && grep -rln formatDate src | head -5", "src/orders/OrderRow.tsx\nsrc/orders/OrderDetail.tsx\nsrc/users/UserTable.tsx\nsrc/invoices/InvoiceRow.tsx\nsrc/utils/formatDate.ts\n"),
    read("web/src/orders/OrderRow.tsx", "<td>{formatDate(order.created_at)}</td>"),
])
LONG2["search-facet-counts"] = (0, [
    _todos(["Reproduce with a query", "Fix aggregation", "Adapt response parsing", "Tests"], 0),
    bash("curl -s 'localhost:8080/search?q=shirt&brand=acme' | jq '.facets.color'", "{\n  \"blue\": 11,\n  \"red\": 6,\n  \"green\": 2\n}\n"),
    bash("curl -s 'localhost:8080/search?q=shirt&brand=acme' | jq '.total'", "4\n"),
    think("Total is 4 but color counts add up to 19: the counts come from the unfiltered query. With filters in the bool query the aggs would be filtered too... unless filters are applied as post_filter. Let me check."),
    bash("grep -n post_filter -r search/", "search/query.py:12:    # filters moved to post_filter in SRCH-700 so facet counts stay stable\n"),
    read("search/response.py", """def parse(resp):
    aggs = resp["aggregations"]
    out = {}
    for name in FACETS:
        buckets = aggs[name]["buckets"]
        out[name] = {b["key"]: b["doc_count"] for b in buckets}
    return out"""),
    _todos(["Reproduce with a query", "Fix aggregation", "Adapt response parsing", "Tests"], 1),
])
LONG2["stripe-webhook-keyerror"] = (0, [
    _todos(["Reproduce KeyError", "Fix parse_webhook", "Regression test"], 0),
    bash("python -c \"from payments.webhooks import parse_webhook; parse_webhook('{\\\"type\\\":\\\"account.application.deauthorized\\\",\\\"data\\\":{}}')\"", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File \"/workspace/payments/payments/webhooks.py\", line 3, in parse_webhook\n    obj = evt[\"data\"][\"object\"]\n          ~~~~~~~~~~~^^^^^^^^^^\nKeyError: 'object'\n", code=1),
    bash("ls payments | head -20", "__init__.py\napi\ndisputes.py\nevents.py\nfees.py\nledger.py\npayouts.py\nrefunds.py\ntax.py\nwebhooks.py\n"),
    bash("grep -c 'def ' payments/*.py | head", "payments/disputes.py:14\npayments/events.py:3\npayments/fees.py:9\npayments/ledger.py:22\npayments/payouts.py:17\npayments/refunds.py:19\npayments/tax.py:6\npayments/webhooks.py:4\n"),
    _todos(["Reproduce KeyError", "Fix parse_webhook", "Regression test"], 1),
])
LONG2["customer-csv-commas"] = (0, [
    _todos(["Look at export and expected output", "Use csv module", "Run tests"], 0),
    bash("python -c \"from crm.export import to_csv; from tests.test_export import Row; print(repr(to_csv([Row(1,'Smith, Jones & Co','Leeds')])))\"", "'id,name,city\\n1,Smith, Jones & Co,Leeds\\n'\n"),
    bash("file tests/data/customers_expected.csv; head -c 120 tests/data/customers_expected.csv | od -c | head -4", "tests/data/customers_expected.csv: CSV text, with CRLF line terminators\n0000000   i   d   ,   n   a   m   e   ,   c   i   t   y  \\r  \\n   1   ,\n0000020   \"   S   m   i   t   h   ,       J   o   n   e   s       &       C\n"),
    _todos(["Look at export and expected output", "Use csv module", "Run tests"], 1),
])
LONG2["http-client-read-deadline"] = (0, [
    _todos(["Add read_timeout param", "Map ReadTimeout to ApiTimeout", "Tests", "Docs"], 0),
    read("README.md", "## Timeouts\n\nRequests time out after 10s (connect) by default.\nA `TimeoutError` from the transport is retried once for idempotent methods."),
    bash("python -m pytest -q tests/test_retries.py -v 2>&1 | tail -5", "tests/test_retries.py::test_retry_on_connect_timeout PASSED\ntests/test_retries.py::test_no_retry_on_timeout_for_post PASSED\ntests/test_retries.py::test_retry_budget PASSED\n\n3 passed in 0.12s\n"),
    _todos(["Add read_timeout param", "Map ReadTimeout to ApiTimeout", "Tests", "Docs"], 1),
    edit("README.md", "Requests time out after 10s (connect) by default.", "Requests time out after 10s (connect) and 30s (read) by default; pass `read_timeout=` to change the latter.\nA read timeout raises `ApiTimeout`."),
])
LONG2["payments-staging-restarts"] = (0, [
    _todos(["Look at pod status and events", "Read logs of crashing pods", "Compare 4.18 config changes", "Fix deploy/staging"], 0),
])
LONG2["geo-tiles-simplify"] = (0, [
    _todos(["Find where geometries are cached", "Add tolerance by zoom", "Simplify before caching", "cargo test"], 0),
    bash("cargo --version && rustc --version", "cargo 1.82.0 (8f40fc59f 2024-08-21)\nrustc 1.82.0 (f6e511eec 2024-10-15)\n"),
    bash("ls target 2>&1", "ls: cannot access 'target': No such file or directory\n", code=2),
])
LONG2["account-owner-report"] = (0, [
    _todos(["Reproduce the crash", "Fix owner-less accounts", "Tests"], 0),
    bash("python -m jobs.account_report --dry-run 2>&1 | tail -4", "Traceback (most recent call last):\n  File \"/workspace/jobs/jobs/account_report.py\", line 3, in rows\n    yield {\"account\": a.name, \"owner\": a.owner.email, \"mrr\": a.mrr}\nAttributeError: 'NoneType' object has no attribute 'email'\n", code=1),
    bash("psql \"$REPORTING_DSN\" -Atc 'select count(*) from accounts where owner_id is null'", "212\n"),
])


def apply2(cases):
    by = {c["slug"]: c for c in cases}
    for slug, (at, steps) in LONG2.items():
        c = by.get(slug)
        if c:
            c["steps"] = c["steps"][:at] + steps + c["steps"][at:]


_FX = ["Read cache and client", "TTL cache", "Tests: expiry, per-pair keys, clock injection", "Run suite + lint", "Branch, commit, push, PR"]
LONG2["fx-rates-cache-ttl"] = (0, [
    _todos(_FX, 0),
    bash("git log --oneline -8", "e2f3a4b rates: ECB fallback source\n6c7d8e9 client: retry once on 502\n0a1b2c3 api: /rates/{base}/{quote}\n4d5e6f7 rates: lru cache for fetch\n8a9b0c1 ci: ruff + mypy\n2d3e4f5 client: httpx\n6a7b8c9 rates: initial\n0d1e2f3 init\n"),
    bash("ls -R rates tests | head -20", "rates:\n__init__.py\napi.py\ncache.py\nclient.py\nsources.py\n\ntests:\n__init__.py\nconftest.py\ntest_api.py\ntest_client.py\ntest_sources.py\n"),
    read("rates/client.py", """import httpx

from .sources import PRIMARY, FALLBACK


def fetch_rate(base: str, quote: str) -> float:
    for src in (PRIMARY, FALLBACK):
        try:
            r = httpx.get(src.url(base, quote), timeout=5)
            r.raise_for_status()
            return src.parse(r.json(), quote)
        except httpx.HTTPError:
            continue
    raise LookupError(f"no rate for {base}/{quote}")"""),
    read("rates/api.py", """@router.get("/rates/{base}/{quote}")
def rate(base: str, quote: str):
    return {"base": base, "quote": quote, "rate": get_rate(base.upper(), quote.upper())}"""),
    read("tests/test_api.py", """def test_rate_endpoint(client, monkeypatch):
    monkeypatch.setattr("rates.api.get_rate", lambda b, q: 1.08)
    assert client.get("/rates/eur/usd").json() == {"base": "eur", "quote": "usd", "rate": 1.08}"""),
    bash("python -m pytest -q 2>&1 | tail -1", "11 passed in 0.52s\n"),
    grep("get_rate|lru_cache", "rates/api.py:3:from .cache import get_rate\nrates/api.py:8:    return {\"base\": base, \"quote\": quote, \"rate\": get_rate(base.upper(), quote.upper())}\nrates/cache.py:1:from functools import lru_cache\nrates/cache.py:6:@lru_cache(maxsize=1024)"),
    say("lru_cache has no expiry, so a rate fetched at startup is served until restart. I'll replace it with a small dict cache keyed by pair with a monotonic-clock TTL, injectable for tests."),
    _todos(_FX, 1),
    bash("python -c 'import time; print(time.get_clock_info(\"monotonic\"))'", "namespace(implementation='clock_gettime(CLOCK_MONOTONIC)', monotonic=True, adjustable=False, resolution=1e-09)\n"),
])
