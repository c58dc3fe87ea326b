"""Cases where the model provider (or the agent's own API access) ends the session."""
from gen_lib import Run
from kit import pytest_ok, pytest_fail, git_status, go_ok, npm_test_ok, orient

OVERLOADED = ('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},'
              '"request_id":"req_011CVq7Yd2mNw4xkTzP3bR9e"}')


def invoice_pdf():
    r = Run("invoice-pdf-export", "claude", "infra_failure",
            """# BILL-2217: Invoice PDF export drops the VAT line for reverse-charge customers

When an invoice has `reverse_charge=True` the PDF renderer skips the VAT summary row entirely.
Finance needs the row printed with "0.00" and the legal note "VAT reverse charge (Art. 196)".

Where: `billing/pdf/render.py`, template `billing/pdf/templates/invoice.html`.
Acceptance: `pytest tests/billing/test_pdf.py` passes; new test for reverse charge.
""",
            why="The Anthropic API returned 529 overloaded_error until Claude Code gave up; the session ended mid-task with nothing wrong in the code work so far.",
            cwd="/workspace/ledgerly", version="2.0.76")
    r.text("I'll look at the renderer and the template first.")
    r.bash("git status && git log --oneline -3", git_status(r.branch) + "\n9c1f2ab billing: cache fonts\n41d0e77 pdf: add page numbers\n0b3aa12 bump weasyprint")
    r.read("/workspace/ledgerly/billing/pdf/render.py",
           "from decimal import Decimal\nfrom jinja2 import Environment, PackageLoader\n\nenv = Environment(loader=PackageLoader('billing.pdf'))\n\n\ndef vat_rows(invoice):\n    rows = []\n    for rate, amount in invoice.vat_breakdown().items():\n        if invoice.reverse_charge:\n            continue\n        rows.append({'rate': rate, 'amount': amount})\n    return rows\n\n\ndef render(invoice):\n    tpl = env.get_template('invoice.html')\n    return tpl.render(invoice=invoice, vat_rows=vat_rows(invoice))")
    r.grep("reverse_charge", "billing/models.py:41:    reverse_charge = models.BooleanField(default=False)\nbilling/pdf/render.py:10:        if invoice.reverse_charge:\ntests/billing/test_pdf.py:12:def invoice_factory(reverse_charge=False, lines=()):")
    r.read("/workspace/ledgerly/billing/pdf/templates/invoice.html",
           "<table class=\"totals\">\n  <tr><td>Net</td><td>{{ invoice.net|money }}</td></tr>\n  {% for row in vat_rows %}\n  <tr><td>VAT {{ row.rate }}%</td><td>{{ row.amount|money }}</td></tr>\n  {% endfor %}\n  <tr class=\"grand\"><td>Total</td><td>{{ invoice.total|money }}</td></tr>\n</table>")
    r.bash("pytest tests/billing/test_pdf.py -q", pytest_ok(7, 1.94))
    r.text("The loop `continue`s on reverse charge, so no row is emitted. I'll emit a 0.00 row with a note instead.")
    r.edit("/workspace/ledgerly/billing/pdf/render.py",
           "        if invoice.reverse_charge:\n            continue\n        rows.append({'rate': rate, 'amount': amount})",
           "        if invoice.reverse_charge:\n            rows.append({'rate': rate, 'amount': Decimal('0.00'),\n                         'note': 'VAT reverse charge (Art. 196)'})\n            continue\n        rows.append({'rate': rate, 'amount': amount})")
    r.edit("/workspace/ledgerly/billing/pdf/templates/invoice.html",
           "  <tr><td>VAT {{ row.rate }}%</td><td>{{ row.amount|money }}</td></tr>",
           "  <tr><td>VAT {{ row.rate }}%{% if row.note %}<br><small>{{ row.note }}</small>{% endif %}</td><td>{{ row.amount|money }}</td></tr>")
    r.read("/workspace/ledgerly/tests/billing/test_pdf.py",
           "import pytest\nfrom billing.pdf.render import vat_rows, render\n\n\ndef invoice_factory(reverse_charge=False, lines=()):\n    ...\n\n\ndef test_vat_rows_standard():\n    inv = invoice_factory(lines=[('A', 100, 19)])\n    assert vat_rows(inv) == [{'rate': 19, 'amount': 19}]")
    r.edit("/workspace/ledgerly/tests/billing/test_pdf.py",
           "def test_vat_rows_standard():",
           "def test_vat_rows_reverse_charge():\n    inv = invoice_factory(reverse_charge=True, lines=[('A', 100, 19)])\n    rows = vat_rows(inv)\n    assert rows[0]['amount'] == 0\n    assert 'reverse charge' in rows[0]['note']\n\n\ndef test_vat_rows_standard():")
    r.bash("pytest tests/billing/test_pdf.py -q", pytest_ok(8, 2.07))
    r.text("Tests pass. Now I'll render a sample PDF to check the layout.")
    r.bash("python -m billing.pdf.preview --invoice fixtures/rc_invoice.json -o /tmp/rc.pdf && pdftotext /tmp/rc.pdf - | sed -n '20,32p'",
           "Net                         1,250.00\nVAT 19%\nVAT reverse charge (Art. 196)     0.00\nTotal                       1,250.00")
    r.api_error(OVERLOADED, ev=True)
    r.final(OVERLOADED, ev=True)
    return r


def csv_importer():
    r = Run("csv-importer-encoding", "claude-transcript", "infra_failure",
            """# DATA-881: CSV importer crashes on Windows-1252 files

Uploads exported from Excel on Windows fail with `UnicodeDecodeError: 'utf-8' codec can't decode byte 0x96`.
Detect the encoding and decode accordingly before parsing.

Code: `importer/csv_reader.py`. Tests: `tests/importer/`.
Acceptance: sample `tests/fixtures/cp1252_orders.csv` imports; existing tests keep passing.
""",
            near_miss="dependency_missing",
            why="The session was ended by the provider ('Credit balance is too low'); the ModuleNotFoundError for charset_normalizer was still open but it was not what stopped the run.",
            cwd="/srv/app/importer-svc", version="2.1.12")
    r.text("Let me read the reader module and reproduce the crash.")
    r.read("/srv/app/importer-svc/importer/csv_reader.py",
           "import csv\nimport io\n\n\ndef read_rows(raw: bytes):\n    text = raw.decode('utf-8')\n    return list(csv.DictReader(io.StringIO(text)))")
    r.bash("python -c \"from importer.csv_reader import read_rows; read_rows(open('tests/fixtures/cp1252_orders.csv','rb').read())\"",
           "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File \"/srv/app/importer-svc/importer/csv_reader.py\", line 6, in read_rows\n    text = raw.decode('utf-8')\n           ^^^^^^^^^^^^^^^^^^^\nUnicodeDecodeError: 'utf-8' codec can't decode byte 0x96 in position 211: invalid start byte", exit=1)
    r.text("Reproduced. I'll use charset-normalizer to detect the encoding.")
    r.edit("/srv/app/importer-svc/importer/csv_reader.py",
           "import csv\nimport io\n\n\ndef read_rows(raw: bytes):\n    text = raw.decode('utf-8')",
           "import csv\nimport io\n\nfrom charset_normalizer import from_bytes\n\n\ndef read_rows(raw: bytes):\n    best = from_bytes(raw).best()\n    text = str(best) if best is not None else raw.decode('utf-8')")
    r.bash("pytest tests/importer -q 2>&1 | tail -15",
           "==================================== ERRORS ====================================\n_______________ ERROR collecting tests/importer/test_csv_reader.py _______________\nImportError while importing test module '/srv/app/importer-svc/tests/importer/test_csv_reader.py'.\ntests/importer/test_csv_reader.py:3: in <module>\n    from importer.csv_reader import read_rows\nimporter/csv_reader.py:4: in <module>\n    from charset_normalizer import from_bytes\nE   ModuleNotFoundError: No module named 'charset_normalizer'\n=========================== short test summary info ============================\nERROR tests/importer/test_csv_reader.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.31s", exit=2)
    r.text("charset_normalizer isn't installed in this environment. Let me check what the project declares.")
    r.bash("grep -n -A12 '^dependencies' pyproject.toml",
           "9:dependencies = [\n10-    \"sqlalchemy>=2.0\",\n11-    \"pydantic>=2.6\",\n12-    \"boto3>=1.34\",\n13-]")
    r.bash("pip list 2>/dev/null | grep -i -E 'chardet|charset'", "", exit=1)
    r.api_error("Credit balance is too low", ev=True)
    r.final("Credit balance is too low", ev=True)
    orient(r, ["README.md", "importer", "pyproject.toml", "tests", "tox.ini"], "# importer-svc\n- Python 3.12, run tests with `pytest`\n- Do not commit fixtures larger than 1MB", insert_at=1)
    return r


def webhook_signature():
    r = Run("webhook-signature", "codex", "infra_failure",
            """# PAY-3120: Verify Stripe webhook signatures with tolerance window

`payments/webhooks.go` accepts any payload. Verify the `Stripe-Signature` header (HMAC-SHA256,
5 minute tolerance) and return 400 on mismatch.

Acceptance: `go test ./payments/...` passes, including new tests for stale and forged signatures.
""",
            why="Codex lost its connection to the OpenAI API: repeated 429 Too Many Requests until the retry limit, then turn.failed. The code work was still in progress and healthy.",
            cwd="/home/runner/work/payd/payd")
    r.think("**Exploring webhook handler**\n\nI need to read the webhook handler and see how requests are parsed before adding signature verification.")
    r.text("I'll inspect the webhook handler and existing tests.")
    r.bash("ls payments && sed -n '1,80p' payments/webhooks.go",
           "charge.go\ncharge_test.go\nwebhooks.go\nwebhooks_test.go\npackage payments\n\nimport (\n\t\"encoding/json\"\n\t\"io\"\n\t\"net/http\"\n)\n\nfunc (h *Handler) Webhook(w http.ResponseWriter, r *http.Request) {\n\tbody, err := io.ReadAll(r.Body)\n\tif err != nil {\n\t\thttp.Error(w, \"read\", http.StatusBadRequest)\n\t\treturn\n\t}\n\tvar ev Event\n\tif err := json.Unmarshal(body, &ev); err != nil {\n\t\thttp.Error(w, \"json\", http.StatusBadRequest)\n\t\treturn\n\t}\n\th.dispatch(ev)\n\tw.WriteHeader(http.StatusOK)\n}")
    r.bash("go test ./payments/...", go_ok(["github.com/payd/payd/payments"]))
    r.think("**Designing verification**\n\nParse `t=` and `v1=` pairs from the header, compute HMAC over `t.payload`, compare with hmac.Equal, and reject timestamps older than 300s.")
    r.tool("Write", {"file_path": "/home/runner/work/payd/payd/payments/signature.go", "content": "package payments\n..."}, "ok")
    r.tool("Edit", {"file_path": "/home/runner/work/payd/payd/payments/webhooks.go", "old_string": "\tvar ev Event", "new_string": "\tif err := VerifySignature(body, r.Header.Get(\"Stripe-Signature\"), h.secret, h.now()); err != nil {\n\t\thttp.Error(w, err.Error(), http.StatusBadRequest)\n\t\treturn\n\t}\n\tvar ev Event"}, "ok")
    r.bash("go build ./... && go vet ./payments/", "")
    r.text("It compiles. Next I'll add table tests for valid, stale and forged signatures.")
    r.tool("Edit", {"file_path": "/home/runner/work/payd/payd/payments/webhooks_test.go", "old_string": "func TestWebhookDispatch(t *testing.T) {", "new_string": "func TestWebhookSignature(t *testing.T) {\n\t// cases: valid, stale (>300s), forged\n}\n\nfunc TestWebhookDispatch(t *testing.T) {"}, "ok")
    r.bash("go test ./payments/ -run 'TestWebhook' -v 2>&1 | tail -12",
           "=== RUN   TestWebhookSignature\n=== RUN   TestWebhookSignature/valid\n=== RUN   TestWebhookSignature/stale\n=== RUN   TestWebhookSignature/forged\n--- PASS: TestWebhookSignature (0.00s)\n    --- PASS: TestWebhookSignature/valid (0.00s)\n    --- PASS: TestWebhookSignature/stale (0.00s)\n    --- PASS: TestWebhookSignature/forged (0.00s)\n=== RUN   TestWebhookDispatch\n--- FAIL: TestWebhookDispatch (0.00s)\n    webhooks_test.go:58: status = 400, want 200\nFAIL", exit=1)
    r.think("**Fixing dispatch test**\n\nThe old dispatch test posts without a signature header; it needs a signed request helper.")
    r.api_error("exceeded retry limit, last status: 429 Too Many Requests, request id: 9a3c41e07bd2f1c8-FRA",
                ev=True, codex_retries=5,
                codex_message="exceeded retry limit, last status: 429 Too Many Requests, request id: 9a3c41e07bd2f1c8-FRA")
    return r


def search_reindex():
    r = Run("search-reindex-job", "codex", "infra_failure",
            """# SRCH-402: Nightly reindex job should resume from the last checkpoint

`jobs/reindex.py` restarts from zero after a crash. Persist the last indexed id in
`reindex_checkpoints` and resume from it.

Acceptance: `pytest tests/jobs/test_reindex.py` passes; new test simulating a crash mid-run.
""",
            why="The Codex account hit its usage limit ('You've hit your usage limit'), which ended the turn; nothing in the task itself had failed.",
            cwd="/work/searchsvc")
    r.text("Let me look at the reindex job and its tests.")
    r.bash("sed -n '1,120p' jobs/reindex.py",
           "from search.client import bulk_index\nfrom db import session, Document\n\nBATCH = 500\n\n\ndef run():\n    last = 0\n    while True:\n        docs = session.query(Document).filter(Document.id > last).order_by(Document.id).limit(BATCH).all()\n        if not docs:\n            break\n        bulk_index(docs)\n        last = docs[-1].id")
    r.bash("rg -n 'reindex_checkpoints' -S .", "migrations/0042_reindex_checkpoints.py:9:        'reindex_checkpoints',\n", exit=0)
    r.bash("sed -n '1,60p' migrations/0042_reindex_checkpoints.py",
           "from alembic import op\nimport sqlalchemy as sa\n\n\ndef upgrade():\n    op.create_table(\n        'reindex_checkpoints',\n        sa.Column('job', sa.String(64), primary_key=True),\n        sa.Column('last_id', sa.BigInteger, nullable=False),\n        sa.Column('updated_at', sa.DateTime, server_default=sa.func.now()),\n    )")
    r.bash("pytest tests/jobs/test_reindex.py -q", pytest_ok(4, 0.88))
    r.think("**Planning checkpoint persistence**\n\nAdd a Checkpoint model, read it at start, upsert after each batch inside the same transaction.")
    r.tool("Edit", {"file_path": "/work/searchsvc/db/models.py", "old_string": "class Document(Base):", "new_string": "class Checkpoint(Base):\n    __tablename__ = 'reindex_checkpoints'\n    job = Column(String(64), primary_key=True)\n    last_id = Column(BigInteger, nullable=False)\n\n\nclass Document(Base):"}, "ok")
    r.tool("Edit", {"file_path": "/work/searchsvc/jobs/reindex.py", "old_string": "    last = 0", "new_string": "    cp = session.get(Checkpoint, 'reindex') or Checkpoint(job='reindex', last_id=0)\n    last = cp.last_id"}, "ok")
    r.tool("Edit", {"file_path": "/work/searchsvc/jobs/reindex.py", "old_string": "        last = docs[-1].id", "new_string": "        last = docs[-1].id\n        cp.last_id = last\n        session.merge(cp)\n        session.commit()"}, "ok")
    r.bash("pytest tests/jobs/test_reindex.py -q", pytest_ok(4, 0.93))
    r.text("Existing tests pass. I'll add a crash-and-resume test next.")
    r.bash("sed -n '1,80p' tests/jobs/test_reindex.py",
           "import pytest\nfrom jobs import reindex\n\n\n@pytest.fixture\ndef docs(session):\n    return [make_doc(session, i) for i in range(1, 1201)]\n\n\ndef test_indexes_all(docs, fake_bulk):\n    reindex.run()\n    assert fake_bulk.count == 1200")
    r.api_error("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing), visit https://chatgpt.com/codex/settings/usage to purchase more credits or try again at 6:41 PM.",
                ev=True, codex_message="You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing), visit https://chatgpt.com/codex/settings/usage to purchase more credits or try again at 6:41 PM.")
    orient(r, ["AGENTS.md", "db", "jobs", "migrations", "search", "tests", "pyproject.toml"], "# Agent notes\n- Use `pytest -q`; the test DB is sqlite in-memory.\n- Never run migrations against $DATABASE_URL.", insert_at=1)
    r.bash("pytest -q 2>&1 | tail -2", "112 passed, 3 skipped in 14.22s")
    r.bash("sed -n '1,40p' search/client.py", "from elasticsearch import Elasticsearch, helpers\n\nes = Elasticsearch(os.environ['ES_URL'])\n\n\ndef bulk_index(docs):\n    helpers.bulk(es, ({'_index': 'docs', '_id': d.id, '_source': d.to_doc()} for d in docs))")
    return r


def payment_retry_client():
    r = Run("vendor-payout-client", "claude", "infra_failure",
            """# PAY-3188: Payout client must back off on HTTP 429 from the bank API

`payouts/client.py` raises immediately when the bank API answers 429. Honour `Retry-After`
(seconds), retry up to 4 times with exponential backoff, then raise `PayoutRateLimited`.

Acceptance: new tests in `tests/payouts/test_client.py` (a fake server returning 429 is in
`tests/payouts/fakes.py`); all payout tests pass.
""",
            near_miss="test_misunderstanding",
            why="Mid-task the agent's own Anthropic session was rejected with 429 rate_limit_error (organization input-token limit) and ended; the 429s in the test output before that were the feature under test.",
            cwd="/workspace/payd-py", version="2.0.55")
    r.text("I'll start with the client and the fake bank server.")
    r.read("/workspace/payd-py/payouts/client.py",
           "import requests\n\n\nclass PayoutError(Exception):\n    pass\n\n\nclass PayoutClient:\n    def __init__(self, base_url, session=None):\n        self.base_url = base_url\n        self.s = session or requests.Session()\n\n    def create(self, payout):\n        resp = self.s.post(f'{self.base_url}/payouts', json=payout, timeout=10)\n        if resp.status_code >= 400:\n            raise PayoutError(resp.text)\n        return resp.json()")
    r.read("/workspace/payd-py/tests/payouts/fakes.py",
           "class FakeBank:\n    \"\"\"Answers 429 with Retry-After for the first `throttle` calls.\"\"\"\n\n    def __init__(self, throttle=2, retry_after='1'):\n        self.calls = 0\n        self.throttle = throttle\n        self.retry_after = retry_after\n\n    def post(self, url, json=None, timeout=None):\n        self.calls += 1\n        if self.calls <= self.throttle:\n            return FakeResp(429, {'error': {'type': 'rate_limit_error', 'message': 'Too Many Requests'}},\n                            headers={'Retry-After': self.retry_after})\n        return FakeResp(201, {'id': 'po_123', 'status': 'pending'})")
    r.text("I'll write the tests first so they describe the contract.")
    r.write("/workspace/payd-py/tests/payouts/test_client.py",
            "from payouts.client import PayoutClient, PayoutRateLimited\nfrom tests.payouts.fakes import FakeBank\n\n\ndef test_retries_after_429(monkeypatch):\n    sleeps = []\n    monkeypatch.setattr('payouts.client.time.sleep', sleeps.append)\n    bank = FakeBank(throttle=2, retry_after='3')\n    c = PayoutClient('https://bank', session=bank)\n    assert c.create({'amount': 100})['id'] == 'po_123'\n    assert sleeps == [3, 3]\n\n\ndef test_gives_up_after_four(monkeypatch):\n    monkeypatch.setattr('payouts.client.time.sleep', lambda s: None)\n    bank = FakeBank(throttle=10)\n    c = PayoutClient('https://bank', session=bank)\n    with pytest.raises(PayoutRateLimited):\n        c.create({'amount': 100})\n    assert bank.calls == 5\n")
    r.bash("pytest tests/payouts/test_client.py -q 2>&1 | tail -20",
           pytest_fail(2, ["tests/payouts/test_client.py::test_retries_after_429 - payouts.client.PayoutError: {\"error\": {\"type\": \"rate_limit_error\", \"message\": \"Too Many Requests\"}}",
                           "tests/payouts/test_client.py::test_gives_up_after_four - ImportError: cannot import name 'PayoutRateLimited'"], 0, 0.41), exit=1)
    r.text("As expected: the client raises on the first 429. Implementing the backoff now.")
    r.edit("/workspace/payd-py/payouts/client.py",
           "    def create(self, payout):\n        resp = self.s.post(f'{self.base_url}/payouts', json=payout, timeout=10)\n        if resp.status_code >= 400:",
           "    def create(self, payout):\n        for attempt in range(5):\n            resp = self.s.post(f'{self.base_url}/payouts', json=payout, timeout=10)\n            if resp.status_code != 429:\n                break\n            if attempt == 4:\n                raise PayoutRateLimited(resp.text)\n            time.sleep(_retry_after(resp, attempt))\n        if resp.status_code >= 400:")
    r.bash("pytest tests/payouts/test_client.py -q 2>&1 | tail -8",
           "E       NameError: name 'time' is not defined\n\npayouts/client.py:21: NameError\n=========================== short test summary info ============================\nFAILED tests/payouts/test_client.py::test_retries_after_429 - NameError: name 'time' is not defined\nFAILED tests/payouts/test_client.py::test_gives_up_after_four - ImportError: cannot import name 'PayoutRateLimited'\n2 failed in 0.38s", exit=1)
    r.text("Missing the import, the exception class and the `_retry_after` helper. Adding them.")
    r.api_error('API Error: 429 {"type":"error","error":{"type":"rate_limit_error","message":"This request would exceed the rate limit for your organization (7c1e0a52-3b0d-4f1e-9d6a-2f8e41c0b7aa) of 450,000 input tokens per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later. You may also contact sales at https://www.anthropic.com/contact-sales to discuss your options for a rate limit increase."},"request_id":"req_011CWb2QnJ8sXv4TqLh6Ze1A"}', ev=True)
    r.final('API Error: 429 {"type":"error","error":{"type":"rate_limit_error","message":"This request would exceed the rate limit for your organization (7c1e0a52-3b0d-4f1e-9d6a-2f8e41c0b7aa) of 450,000 input tokens per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later. You may also contact sales at https://www.anthropic.com/contact-sales to discuss your options for a rate limit increase."},"request_id":"req_011CWb2QnJ8sXv4TqLh6Ze1A"}', ev=True)
    orient(r, ["payouts", "tests", "pyproject.toml", "README.md", "Makefile"], "# payd-py\n- `make test` runs pytest with coverage\n- HTTP calls in tests must use the fakes in tests/**/fakes.py", insert_at=1)
    return r


def audit_log_retention():
    r = Run("audit-log-retention", "claude-transcript", "infra_failure",
            """# SEC-610: Audit log retention should be configurable per tenant

Audit rows are deleted after a hard-coded 90 days (`audit/purge.py`). Read the retention from
`tenants.settings->'audit_retention_days'` (default 90, min 30, max 2555).

Acceptance: `pytest tests/audit` passes; a tenant with 365 days keeps rows for a year.
""",
            why="Claude Code runs on Bedrock here and every request was throttled (ThrottlingException, 'Too many tokens, please wait before trying again.') until the session stopped.",
            cwd="/home/dev/compliance-api", model="us.anthropic.claude-sonnet-4-5-20250929-v1:0",
            version="2.0.37", result_json={"success": False, "summary": "API Error: 429 Too many tokens, please wait before trying again.", "exit_code": 1},
            taskrun={"engine_attempts": ["claude-code"]})
    r.text("I'll read the purge job and the tenant settings model.")
    r.read("/home/dev/compliance-api/audit/purge.py",
           "from datetime import timedelta\nfrom django.utils import timezone\nfrom audit.models import AuditEntry\n\nRETENTION = timedelta(days=90)\n\n\ndef purge():\n    cutoff = timezone.now() - RETENTION\n    return AuditEntry.objects.filter(created_at__lt=cutoff).delete()")
    r.grep("audit_retention_days", "tenants/schema.py:22:    'audit_retention_days': {'type': 'integer', 'minimum': 30, 'maximum': 2555},\n")
    r.read("/home/dev/compliance-api/tenants/models.py",
           "from django.db import models\n\n\nclass Tenant(models.Model):\n    slug = models.SlugField(unique=True)\n    settings = models.JSONField(default=dict)\n\n    def setting(self, key, default=None):\n        return self.settings.get(key, default)")
    r.bash("pytest tests/audit -q", pytest_ok(11, 3.4))
    r.text("Plan: purge per tenant, clamping the configured value to [30, 2555].")
    r.edit("/home/dev/compliance-api/audit/purge.py",
           "RETENTION = timedelta(days=90)\n\n\ndef purge():\n    cutoff = timezone.now() - RETENTION\n    return AuditEntry.objects.filter(created_at__lt=cutoff).delete()",
           "DEFAULT_DAYS, MIN_DAYS, MAX_DAYS = 90, 30, 2555\n\n\ndef retention_days(tenant):\n    days = tenant.setting('audit_retention_days', DEFAULT_DAYS)\n    return max(MIN_DAYS, min(MAX_DAYS, int(days)))\n\n\ndef purge():\n    total = 0\n    for tenant in Tenant.objects.all():\n        cutoff = timezone.now() - timedelta(days=retention_days(tenant))\n        n, _ = AuditEntry.objects.filter(tenant=tenant, created_at__lt=cutoff).delete()\n        total += n\n    return total")
    r.bash("pytest tests/audit -q 2>&1 | tail -5",
           "FAILED tests/audit/test_purge.py::test_purge_returns_tuple - AssertionError: assert 42 == (42, {'audit.AuditEntry': 42})\n1 failed, 10 passed in 3.61s", exit=1)
    r.text("One test expects the old return shape. The management command uses the tuple; I'll keep returning a tuple.")
    r.notice("API Error (429 Too many tokens, please wait before trying again.) · Retrying in 1 seconds… (attempt 1/10)", level="warning")
    r.notice("API Error (429 Too many tokens, please wait before trying again.) · Retrying in 5 seconds… (attempt 4/10)", level="warning")
    r.notice("API Error (429 Too many tokens, please wait before trying again.) · Retrying in 34 seconds… (attempt 9/10)", level="warning", ev=True)
    r.api_error("API Error: 429 Too many tokens, please wait before trying again.", ev=True)
    return r


def geo_lookup_cache():
    r = Run("geo-lookup-cache", "claude-transcript", "infra_failure",
            """# MAPS-77: Cache reverse-geocoding lookups for 24h

`geo/reverse.py` calls the geocoder on every request. Add a Redis cache keyed on the
coordinates rounded to 4 decimals, TTL 24h.

Acceptance: `pytest tests/geo` green; second lookup for the same point does not call the geocoder.
""",
            why="The Vertex AI backend returned 429 RESOURCE_EXHAUSTED (online_prediction quota for the base model) and the session could not continue.",
            cwd="/workspace/maps-api", model="claude-sonnet-4-5@20250929", version="2.1.38")
    r.text("Reading the geocoding module.")
    r.read("/workspace/maps-api/geo/reverse.py",
           "from geo.provider import geocoder\n\n\ndef reverse(lat: float, lon: float) -> dict:\n    return geocoder.reverse(lat, lon)")
    r.read("/workspace/maps-api/geo/cache.py",
           "import json\nimport redis\n\nr = redis.Redis.from_url(os.environ.get('REDIS_URL', 'redis://localhost:6379/0'))\n\n\ndef get_json(key):\n    v = r.get(key)\n    return json.loads(v) if v else None\n\n\ndef set_json(key, value, ttl):\n    r.setex(key, ttl, json.dumps(value))")
    r.bash("pytest tests/geo -q", pytest_ok(6, 0.77))
    r.edit("/workspace/maps-api/geo/reverse.py",
           "def reverse(lat: float, lon: float) -> dict:\n    return geocoder.reverse(lat, lon)",
           "TTL = 24 * 3600\n\n\ndef reverse(lat: float, lon: float) -> dict:\n    key = f'rgeo:{lat:.4f}:{lon:.4f}'\n    hit = cache.get_json(key)\n    if hit is not None:\n        return hit\n    res = geocoder.reverse(lat, lon)\n    cache.set_json(key, res, TTL)\n    return res")
    r.bash("pytest tests/geo -q 2>&1 | tail -4",
           "E   NameError: name 'cache' is not defined\nFAILED tests/geo/test_reverse.py::test_reverse_roundtrip - NameError: name 'cache' is not defined\n1 failed, 5 passed in 0.81s", exit=1)
    r.edit("/workspace/maps-api/geo/reverse.py", "from geo.provider import geocoder",
           "from geo import cache\nfrom geo.provider import geocoder")
    r.bash("pytest tests/geo -q", pytest_ok(6, 0.79))
    r.text("Now a test that the second lookup is served from the cache.")
    r.api_error('API Error: 429 {"error":{"code":429,"message":"Quota exceeded for aiplatform.googleapis.com/online_prediction_input_tokens_per_minute_per_base_model with base model: anthropic-claude-sonnet-4-5. Please submit a quota increase request. https://cloud.google.com/vertex-ai/docs/generative-ai/quotas-genai.","status":"RESOURCE_EXHAUSTED"}}', ev=True)
    orient(r, ["geo", "api", "tests", "docker-compose.yml", "pyproject.toml"], "# maps-api\nRedis is available at $REDIS_URL in CI and locally via docker compose.", insert_at=1)
    return r


def release_notes_gen():
    r = Run("release-notes-gen", "osmia", "infra_failure",
            """# DEVX-140: Generate release notes from merged PR labels

Add `scripts/release_notes.py` that groups merged PRs since the last tag by label
(`feature`, `fix`, `chore`) and prints Markdown.

Acceptance: `python scripts/release_notes.py --since v2.3.0` prints grouped notes; unit test for grouping.
""",
            why="The agent's model gateway (OpenRouter) refused the request with 402: the key could not afford the requested max_tokens, so the engine stopped.",
            cwd="/workspace/devx-tools", engine="aider", model="openrouter/anthropic/claude-sonnet-4.5",
            result_json={"success": False, "summary": "engine exited: OpenRouter 402", "exit_code": 1})
    r.text("I'll check how tags and PRs are available locally.")
    r.bash("git tag --sort=-creatordate | head -5", "v2.4.0-rc1\nv2.3.0\nv2.2.1\nv2.2.0\nv2.1.0")
    r.bash("ls scripts tests", "scripts:\nbump_version.py\ncheck_licenses.py\n\ntests:\ntest_bump_version.py")
    r.read("/workspace/devx-tools/scripts/bump_version.py",
           "import re\nimport subprocess\nimport sys\n\n\ndef last_tag():\n    return subprocess.check_output(['git', 'describe', '--tags', '--abbrev=0'], text=True).strip()")
    r.text("PR data comes from `gh pr list --state merged --json`. I'll write the grouping as a pure function so it can be tested.")
    r.write("/workspace/devx-tools/scripts/release_notes.py",
            "import json\nimport subprocess\n\nGROUPS = ['feature', 'fix', 'chore']\n\n\ndef group(prs):\n    out = {g: [] for g in GROUPS}\n    for pr in prs:\n        labels = {l['name'] for l in pr['labels']}\n        g = next((g for g in GROUPS if g in labels), 'chore')\n        out[g].append(pr)\n    return out\n")
    r.write("/workspace/devx-tools/tests/test_release_notes.py",
            "from scripts.release_notes import group\n\n\ndef test_group_by_label():\n    prs = [{'number': 1, 'labels': [{'name': 'fix'}]}, {'number': 2, 'labels': []}]\n    g = group(prs)\n    assert [p['number'] for p in g['fix']] == [1]\n    assert [p['number'] for p in g['chore']] == [2]\n")
    r.bash("python -m pytest tests/test_release_notes.py -q", pytest_ok(1, 0.05))
    r.text("Grouping works. Next the Markdown rendering and the CLI entry point.")
    r.api_error('litellm.APIError: OpenrouterException - {"error":{"message":"This request requires more credits, or fewer max_tokens. You requested up to 64000 tokens, but can only afford 11873. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account","code":402,"metadata":{"provider_name":null}},"user_id":"user_2xQpL0aVfK9mE3bR7sT1uW4yZ8c"}', ev=True)
    r.notice("engine aider exited with status 1 after 3 consecutive API errors", level="error")
    r.final("Engine stopped: model API returned 402 Payment Required (OpenRouter credits).", is_error=True, ev=True)
    return r


def k8s_manifest_lint():
    r = Run("k8s-manifest-lint", "claude", "permission_blocked",
            """# PLAT-933: Lint Kubernetes manifests in CI

Add a `make lint-k8s` target that runs kubeconform against `deploy/**/*.yaml` with the
1.30 schemas, and wire it into `.github/workflows/ci.yml`.

Acceptance: target exists, CI job runs it, current manifests pass.
""",
            near_miss="infra_failure",
            why="The Bedrock account was not granted access to the configured model: the very first request failed with AccessDeniedException ('You don't have access to the model with the specified model ID'), so the agent never acted.",
            cwd="/builds/platform/deploy-config", model="anthropic.claude-opus-4-1-20250805-v1:0",
            version="2.0.55", api_key_source="none")
    # the agent never gets a turn; pad with what the harness logged around the start
    r.notice("Using Amazon Bedrock (region eu-central-1, profile ci-agents)", level="info")
    r.notice("Hook SessionStart:startup completed: scripts/agent-env.sh (0.4s)", level="info")
    for i in range(1, 9):
        delay = [1, 1, 2, 5, 9, 18, 33, 39][i - 1]
        r.notice("API Error (403 You don't have access to the model with the specified model ID.) · Retrying in %d seconds… (attempt %d/10)" % (delay, i), level="warning", ev=(i == 1))
    r.api_error("API Error: 403 You don't have access to the model with the specified model ID.", ev=True)
    r.final("API Error: 403 You don't have access to the model with the specified model ID.", ev=True, turns=1, cost=0)
    # pad to a realistic length: harness re-ran once with the same config
    r.session()
    for i in range(1, 7):
        r.notice("API Error (403 You don't have access to the model with the specified model ID.) · Retrying in %d seconds… (attempt %d/10)" % (i * 3, i), level="warning")
    r.api_error("API Error: 403 You don't have access to the model with the specified model ID.")
    r.final("API Error: 403 You don't have access to the model with the specified model ID.", turns=1, cost=0)
    return r


def oauth_refresh_flow():
    r = Run("oauth-refresh-flow", "claude-transcript", "permission_blocked",
            """# AUTH-512: Refresh expired OAuth tokens transparently in the CRM connector

`connectors/crm/session.py` fails with 401 once the access token expires (1h). Use the stored
refresh token to get a new access token and retry the request once.

Acceptance: `pytest tests/connectors/crm` green, including a new expired-token test.
""",
            near_miss="infra_failure",
            why="The agent's own Anthropic API key was rejected (401 authentication_error 'invalid x-api-key') after a key rotation; the 401s the task talks about belong to the CRM connector, not to this failure.",
            cwd="/home/agent/work/crm-connector", api_key_source="ANTHROPIC_API_KEY", version="2.0.76",
            result_json={"success": False, "summary": "Invalid API key · Fix external API key", "exit_code": 1})
    r.text("I'll read the session wrapper and the token store.")
    r.read("/home/agent/work/crm-connector/connectors/crm/session.py",
           "import requests\n\nfrom .tokens import TokenStore\n\n\nclass CrmSession:\n    def __init__(self, store: TokenStore):\n        self.store = store\n        self.http = requests.Session()\n\n    def get(self, path):\n        tok = self.store.access_token()\n        resp = self.http.get(BASE + path, headers={'Authorization': f'Bearer {tok}'})\n        resp.raise_for_status()\n        return resp.json()")
    r.read("/home/agent/work/crm-connector/connectors/crm/tokens.py",
           "class TokenStore:\n    def __init__(self, db):\n        self.db = db\n\n    def access_token(self):\n        return self.db.get('crm_access_token')\n\n    def refresh_token(self):\n        return self.db.get('crm_refresh_token')\n\n    def save(self, access, refresh=None):\n        self.db.set('crm_access_token', access)\n        if refresh:\n            self.db.set('crm_refresh_token', refresh)")
    r.bash("pytest tests/connectors/crm -q 2>&1 | tail -3", "8 passed in 0.62s")
    r.text("Plan: on a 401 response, POST the refresh grant to /oauth/token, save both tokens, retry once.")
    r.edit("/home/agent/work/crm-connector/connectors/crm/session.py",
           "        resp = self.http.get(BASE + path, headers={'Authorization': f'Bearer {tok}'})\n        resp.raise_for_status()",
           "        resp = self.http.get(BASE + path, headers={'Authorization': f'Bearer {tok}'})\n        if resp.status_code == 401:\n            tok = self._refresh()\n            resp = self.http.get(BASE + path, headers={'Authorization': f'Bearer {tok}'})\n        resp.raise_for_status()")
    r.notice("API Error (401 {\"type\":\"error\",\"error\":{\"type\":\"authentication_error\",\"message\":\"invalid x-api-key\"},\"request_id\":\"req_011CXa9Fw3hJr2ZpN5uQk7Tm\"}) · Retrying in 1 seconds… (attempt 1/10)", level="warning", ev=True)
    r.api_error('API Error: 401 {"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"},"request_id":"req_011CXa9Ghq4Kd8WvY2nLs3Rb"} · Please run /login', ev=True)
    r.notice("Invalid API key · Fix external API key", level="error", ev=True)
    # pad: harness auto-resume, same result
    r.user("continue")
    r.api_error('API Error: 401 {"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"},"request_id":"req_011CXa9J5tMe1NcR8bXw6Pq"} · Please run /login')
    r.user("continue")
    r.api_error('API Error: 401 {"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"},"request_id":"req_011CXa9KpUz3Ha7Vd4Ff9Ls"} · Please run /login')
    orient(r, ["connectors", "tests", "pyproject.toml", "README.md"], None, insert_at=1)
    return r


def guard_push_then_429():
    r = Run("release-branch-cut", "claude", "permission_blocked",
            """# REL-88: Cut the 3.9 release branch and push it

Create `release/3.9` from `main`, bump `version.txt` to `3.9.0`, commit, and push the branch
to `origin`. Open nothing else; the release manager takes it from there.
""",
            near_miss="infra_failure",
            why="A project PreToolUse hook blocked `git push` (exit 2, 'pushes to origin are disabled for agents'); the agent stopped because the task could not be done. The 429 afterwards only hit the harness's automatic follow-up turn.",
            cwd="/repos/orbit", version="2.0.76")
    r.bash("git fetch origin && git checkout -b release/3.9 origin/main", "Switched to a new branch 'release/3.9'\nbranch 'release/3.9' set up to track 'origin/main'.")
    r.read("/repos/orbit/version.txt", "3.9.0-dev")
    r.edit("/repos/orbit/version.txt", "3.9.0-dev", "3.9.0")
    r.bash("git add version.txt && git commit -m 'Release 3.9.0'", "[release/3.9 5e0c1d2] Release 3.9.0\n 1 file changed, 1 insertion(+), 1 deletion(-)")
    r.bash("git push -u origin release/3.9",
           "PreToolUse:Bash hook error: [bash .claude/hooks/no-remote-writes.sh]: BLOCKED: pushes to origin are disabled for agents in this repository. Ask a maintainer to push, or open a PR from a fork.",
           exit=None, err=True, ev=True)
    r.text("The push was blocked by the repository's PreToolUse hook. Let me check whether another remote is allowed.")
    r.bash("git remote -v", "origin\tgit@github.com:orbit-labs/orbit.git (fetch)\norigin\tgit@github.com:orbit-labs/orbit.git (push)")
    r.read("/repos/orbit/.claude/hooks/no-remote-writes.sh",
           "#!/usr/bin/env bash\n# Policy: agents may not write to remotes. Owner: release-eng.\ncmd=$(jq -r '.tool_input.command')\nif echo \"$cmd\" | grep -Eq 'git +push|gh +(release|pr) +create'; then\n  echo 'BLOCKED: pushes to origin are disabled for agents in this repository. Ask a maintainer to push, or open a PR from a fork.' >&2\n  exit 2\nfi\nexit 0")
    r.text("This is an explicit release-eng policy, so I won't work around it. The branch `release/3.9` exists locally with the version bump committed (5e0c1d2), but I cannot push it. A maintainer needs to run `git push -u origin release/3.9`.", ev=True)
    r.final("The branch `release/3.9` is committed locally (5e0c1d2) but could not be pushed: the repository's PreToolUse hook blocks `git push` for agents. A maintainer needs to push it.", is_error=False, turns=8)
    r.session()
    r.api_error('API Error: 429 {"type":"error","error":{"type":"rate_limit_error","message":"This request would exceed the rate limit for your organization (2b9d8c11-7f40-4a2e-8c5d-0e3f6a7b9c21) of 80,000 output tokens per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later."},"request_id":"req_011CWq4sH7xPz2LmN9vB3kRt"}')
    r.final('API Error: 429 {"type":"error","error":{"type":"rate_limit_error","message":"This request would exceed the rate limit for your organization (2b9d8c11-7f40-4a2e-8c5d-0e3f6a7b9c21) of 80,000 output tokens per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later."},"request_id":"req_011CWq4sH7xPz2LmN9vB3kRt"}',
            denials=[])
    return r


def metrics_dashboard_tz():
    r = Run("metrics-dashboard-tz", "osmia", "infra_failure",
            """# OBS-219: Dashboard daily buckets use UTC instead of the tenant timezone

`metrics/buckets.py` groups events by UTC day. Use the tenant's IANA timezone so a day
starts at local midnight.

Acceptance: `pytest tests/metrics` passes; a test for Pacific/Auckland around midnight.
""",
            near_miss="dependency_missing",
            why="The engine died on repeated Anthropic 529 overloaded errors; the earlier missing tzdata module had already been installed and the tests were progressing.",
            cwd="/workspace/obs-api",
            result_json={"success": False, "summary": "claude-code exited with status 1: API Error: Repeated 529 Overloaded errors", "exit_code": 1})
    r.text("Reading the bucketing code.")
    r.read("/workspace/obs-api/metrics/buckets.py",
           "from collections import Counter\nfrom datetime import timezone\n\n\ndef daily(events):\n    c = Counter()\n    for e in events:\n        c[e.ts.astimezone(timezone.utc).date()] += 1\n    return dict(c)")
    r.edit("/workspace/obs-api/metrics/buckets.py",
           "from collections import Counter\nfrom datetime import timezone\n\n\ndef daily(events):\n    c = Counter()\n    for e in events:\n        c[e.ts.astimezone(timezone.utc).date()] += 1",
           "from collections import Counter\nfrom zoneinfo import ZoneInfo\n\n\ndef daily(events, tz='UTC'):\n    zone = ZoneInfo(tz)\n    c = Counter()\n    for e in events:\n        c[e.ts.astimezone(zone).date()] += 1")
    r.bash("pytest tests/metrics -q 2>&1 | tail -6",
           "    zone = ZoneInfo(tz)\nE   zoneinfo._common.ZoneInfoNotFoundError: 'No time zone found with key Pacific/Auckland'\n=========================== short test summary info ============================\nFAILED tests/metrics/test_buckets.py::test_auckland_midnight - zoneinfo._common.ZoneInfoNotFoundError: 'No time zone found with key Pacific/Auckland'\n1 failed, 9 passed in 0.44s", exit=1)
    r.text("The slim image has no system tz database; the project already lists `tzdata` as a dependency but it isn't installed in this venv.")
    r.bash("grep -n tzdata pyproject.toml && pip install 'tzdata>=2024.1'",
           "14:    \"tzdata>=2024.1; sys_platform != 'linux' or platform_machine == 'x86_64'\",\nCollecting tzdata>=2024.1\n  Downloading tzdata-2025.2-py2.py3-none-any.whl (347 kB)\nInstalling collected packages: tzdata\nSuccessfully installed tzdata-2025.2")
    r.bash("pytest tests/metrics -q", pytest_ok(10, 0.48))
    r.text("All metrics tests pass. Wiring the tenant timezone through the dashboard endpoint next.")
    r.grep("daily(", "api/dashboard.py:31:    buckets = daily(events)\nmetrics/buckets.py:5:def daily(events, tz='UTC'):")
    r.read("/workspace/obs-api/api/dashboard.py",
           "from metrics.buckets import daily\n\n\n@router.get('/dashboard/{tenant_id}')\ndef dashboard(tenant_id: int, db=Depends(get_db)):\n    tenant = db.get(Tenant, tenant_id)\n    events = load_events(db, tenant_id, days=30)\n    buckets = daily(events)\n    return {'buckets': buckets}")
    r.notice("claude-code: API Error (529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}) · Retrying in 33 seconds… (attempt 7/10)", level="warning")
    r.api_error("claude-code exited with status 1: API Error: Repeated 529 Overloaded errors", ev=True)
    r.final("Run aborted: engine error (API Error: Repeated 529 Overloaded errors).", ev=True)
    return r


def ledger_export_stream():
    r = Run("ledger-export-stream", "codex", "infra_failure",
            """# FIN-1290: Stream the ledger CSV export instead of building it in memory

`exports/ledger.py` builds the whole CSV in a list; large tenants time out. Stream rows with
a generator and `StreamingHttpResponse`.

Acceptance: export of 2M rows stays under 200MB RSS; `pytest tests/exports` passes.
""",
            why="Codex could not reach the model API at all: the stream disconnected while sending the request, it reconnected five times and then the turn failed with a network error.",
            cwd="/src/finops")
    r.text("Let me look at the current export view.")
    r.bash("sed -n '1,80p' exports/ledger.py",
           "import csv\nimport io\n\nfrom django.http import HttpResponse\n\n\ndef export(request, tenant_id):\n    rows = list(LedgerEntry.objects.filter(tenant_id=tenant_id).values_list(*FIELDS))\n    buf = io.StringIO()\n    w = csv.writer(buf)\n    w.writerow(FIELDS)\n    w.writerows(rows)\n    return HttpResponse(buf.getvalue(), content_type='text/csv')")
    r.bash("pytest tests/exports -q", pytest_ok(5, 1.12))
    r.think("**Implementing streaming**\n\nUse an Echo pseudo-buffer with csv.writer and iterate the queryset with .iterator(chunk_size=2000).")
    r.tool("Edit", {"file_path": "/src/finops/exports/ledger.py", "old_string": "def export(request, tenant_id):", "new_string": "class Echo:\n    def write(self, value):\n        return value\n\n\ndef export(request, tenant_id):"}, "ok")
    r.tool("Edit", {"file_path": "/src/finops/exports/ledger.py", "old_string": "    rows = list(", "new_string": "    rows = ("}, "ok")
    r.bash("pytest tests/exports -q", pytest_ok(5, 1.09))
    r.think("**Checking memory**\n\nRun the memory benchmark script with the 2M-row fixture.")
    r.bash("python scripts/bench_export.py --rows 2000000 2>&1 | tail -3",
           "rows=2000000 elapsed=41.8s\nmax_rss_mb=912.4\nFAIL: max_rss_mb over budget (200)", exit=1)
    r.think("**Still buffered**\n\nThe view still returns HttpResponse with the joined buffer. Switch to StreamingHttpResponse with a generator.")
    r.api_error("stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses)", ev=True,
                codex_retries=5,
                codex_message="stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses)")
    orient(r, ["exports", "finops", "scripts", "tests", "manage.py", "AGENTS.md"], "# finops\n- Django 5.0; settings in finops/settings.py\n- Bench scripts live in scripts/, they need the fixtures in /data/fixtures", insert_at=1)
    return r


def cases():
    return [invoice_pdf(), csv_importer(), webhook_signature(), search_reindex(),
            payment_retry_client(), audit_log_retention(), geo_lookup_cache(),
            release_notes_gen(), k8s_manifest_lint(), oauth_refresh_flow(),
            guard_push_then_429(), metrics_dashboard_tz(), ledger_export_stream()]
