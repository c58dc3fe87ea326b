"""Runs whose stream shows no recognisable cause, plus a cluster-RBAC refusal."""
from gen_lib import Run
from kit import pytest_ok, pytest_fail, git_status, go_ok, npm_test_ok, orient


def nightly_backfill():
    r = Run("nightly-backfill", "claude", "unknown",
            """# DATA-1020: Backfill `orders.channel` for 2024 orders

Orders before 2025 have `channel = NULL`. Derive it from `order_sources` (web/app/pos) in a
management command `backfill_channel` with batches of 5k, and run it on the staging snapshot.
""",
            why="The stream shows a clean run (command written, tests and the staging dry run pass, the agent reports success); the failure comes only from the orchestrator's result with no reason given.",
            cwd="/workspace/orders", version="2.0.76",
            result_json={"success": False, "summary": "post-run checks failed", "exit_code": 1})
    r.read("/workspace/orders/orders/models.py",
           "class Order(models.Model):\n    created_at = models.DateTimeField()\n    channel = models.CharField(max_length=8, null=True)\n    source = models.ForeignKey('OrderSource', null=True, on_delete=models.SET_NULL)")
    r.write("/workspace/orders/orders/management/commands/backfill_channel.py",
            "from django.core.management.base import BaseCommand\nfrom orders.models import Order\n\nBATCH = 5000\n\n\nclass Command(BaseCommand):\n    def add_arguments(self, p):\n        p.add_argument('--dry-run', action='store_true')\n\n    def handle(self, *a, dry_run=False, **kw):\n        qs = Order.objects.filter(channel__isnull=True, created_at__year__lt=2025).select_related('source')\n        n = 0\n        for start in range(0, qs.count(), BATCH):\n            batch = list(qs[:BATCH])\n            for o in batch:\n                o.channel = o.source.kind if o.source else 'web'\n            if not dry_run:\n                Order.objects.bulk_update(batch, ['channel'])\n            n += len(batch)\n        self.stdout.write(f'updated {n}')\n")
    r.write("/workspace/orders/orders/tests/test_backfill_channel.py",
            "def test_backfill_sets_channel(order_factory, call_command):\n    o = order_factory(channel=None, source__kind='pos', created_at='2024-05-01')\n    call_command('backfill_channel')\n    o.refresh_from_db()\n    assert o.channel == 'pos'\n")
    r.bash("pytest orders/tests/test_backfill_channel.py -q", pytest_ok(1, 1.3))
    r.bash("DATABASE_URL=$STAGING_SNAPSHOT_URL python manage.py backfill_channel --dry-run", "updated 412388")
    r.bash("DATABASE_URL=$STAGING_SNAPSHOT_URL python manage.py backfill_channel", "updated 412388")
    r.bash("DATABASE_URL=$STAGING_SNAPSHOT_URL python manage.py shell -c \"from orders.models import Order; print(Order.objects.filter(channel__isnull=True, created_at__year__lt=2025).count())\"", "0")
    r.bash("pytest -q 2>&1 | tail -1", "604 passed, 4 skipped in 48.20s")
    r.final("Added `backfill_channel` (5k batches, --dry-run), with a test. Ran it on the staging snapshot: 412,388 orders updated, 0 remaining with NULL channel. Full suite passes.", is_error=False)
    orient(r, ["orders", "config", "manage.py", "pyproject.toml"], None, insert_at=0)
    return r


def search_facets():
    r = Run("search-facets", "claude-transcript", "unknown",
            """# SRCH-455: Add a "brand" facet to product search

Expose brand counts in `search/facets.py` and the `/search` response (`facets.brand`), top 20 by count.
""",
            why="The transcript simply stops after a passing test run; there is no error, refusal or kill notice, and the orchestrator gives no reason for the failed state.",
            cwd="/workspace/catalog-search", version="2.1.38", state="Failed")
    r.read("/workspace/catalog-search/search/facets.py",
           "def facet_aggs():\n    return {\n        'category': {'terms': {'field': 'category.keyword', 'size': 50}},\n        'price': {'range': {'field': 'price', 'ranges': PRICE_BUCKETS}},\n    }\n\n\ndef parse_facets(resp):\n    aggs = resp['aggregations']\n    return {\n        'category': [{'value': b['key'], 'count': b['doc_count']} for b in aggs['category']['buckets']],\n        'price': [{'range': b['key'], 'count': b['doc_count']} for b in aggs['price']['buckets']],\n    }")
    r.edit("/workspace/catalog-search/search/facets.py",
           "        'price': {'range': {'field': 'price', 'ranges': PRICE_BUCKETS}},\n    }",
           "        'price': {'range': {'field': 'price', 'ranges': PRICE_BUCKETS}},\n        'brand': {'terms': {'field': 'brand.keyword', 'size': 20}},\n    }")
    r.edit("/workspace/catalog-search/search/facets.py",
           "        'price': [{'range': b['key'], 'count': b['doc_count']} for b in aggs['price']['buckets']],\n    }",
           "        'price': [{'range': b['key'], 'count': b['doc_count']} for b in aggs['price']['buckets']],\n        'brand': [{'value': b['key'], 'count': b['doc_count']} for b in aggs['brand']['buckets']],\n    }")
    r.grep("facets", "search/api.py:44:    return {'hits': hits, 'facets': parse_facets(resp)}\ntests/test_facets.py:3:from search.facets import facet_aggs, parse_facets")
    r.edit("/workspace/catalog-search/tests/test_facets.py", "def test_category_facet(es_response):",
           "def test_brand_facet(es_response):\n    f = parse_facets(es_response)\n    assert f['brand'][0] == {'value': 'Acme', 'count': 41}\n\n\ndef test_category_facet(es_response):")
    r.bash("pytest tests/test_facets.py -q", pytest_ok(5, 0.31))
    r.bash("pytest -q 2>&1 | tail -1", "87 passed in 6.02s")
    r.text("All tests pass. Next I'll update the OpenAPI schema for the /search response.")
    r.read("/workspace/catalog-search/openapi.yaml",
           "  SearchResponse:\n    type: object\n    properties:\n      hits: {type: array, items: {$ref: '#/components/schemas/Hit'}}\n      facets:\n        type: object\n        properties:\n          category: {$ref: '#/components/schemas/TermFacet'}\n          price: {$ref: '#/components/schemas/RangeFacet'}")
    orient(r, ["search", "tests", "openapi.yaml", "pyproject.toml"], None, insert_at=0)
    return r


def pdf_footer_align():
    r = Run("pdf-footer-align", "codex", "unknown",
            """# DOC-88: Footer page numbers are left-aligned in generated contracts

In `contracts/render.py` the footer "Page X of Y" should be right-aligned. Fix the
ReportLab canvas call and keep the legal line on the left.
""",
            why="Codex finished its turn normally: the footer fix is made and verified, tests pass; the run is marked failed by the wrapper with only an exit code and no cause in the stream.",
            cwd="/work/contracts",
            result_json={"success": False, "summary": "", "exit_code": 1})
    r.bash("rg -n 'Page %d of %d|drawString' contracts/render.py", "88:    canvas.drawString(20 * mm, 12 * mm, LEGAL_LINE)\n89:    canvas.drawString(20 * mm, 8 * mm, 'Page %d of %d' % (page, total))")
    r.tool("Edit", {"file_path": "/work/contracts/contracts/render.py", "old_string": "    canvas.drawString(20 * mm, 8 * mm, 'Page %d of %d' % (page, total))", "new_string": "    canvas.drawRightString(PAGE_W - 20 * mm, 8 * mm, 'Page %d of %d' % (page, total))"}, "ok")
    r.bash("python -m contracts.render --sample fixtures/contract.json -o /tmp/c.pdf && pdftotext -layout /tmp/c.pdf - | tail -3",
           "Acme Leasing GmbH \u00b7 HRB 12345 \u00b7 Amtsgericht M\u00fcnchen\n                                                                   Page 3 of 3")
    r.bash("pytest -q tests/test_render.py", pytest_ok(6, 2.2))
    r.bash("git diff --stat", " contracts/render.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
    r.text("Page numbers are right-aligned with `drawRightString`; the legal line stays on the left. Render tests pass.")
    r.final("")
    orient(r, ["contracts", "fixtures", "tests", "AGENTS.md", "pyproject.toml"], "# contracts\nRender samples with `python -m contracts.render --sample fixtures/contract.json`.", insert_at=0)
    r.bash("pdfinfo /tmp/c.pdf | grep Pages", "Pages:          3")
    r.steps.insert(6, r.steps.pop())
    return r


def telemetry_gap():
    r = Run("telemetry-gap", "osmia", "unknown",
            """# OBS-402: Add request id to access logs

Include the `X-Request-ID` header (or a generated uuid4) in every access log line written by
`middleware/logging.py`.
""",
            why="The stream stops after a few ordinary steps and the watchdog only reports that telemetry stopped arriving; nothing in the stream says what happened to the agent.",
            cwd="/workspace/api-gw", state="Failed",
            watchdog={"reason_code": "telemetry_failure", "message": "no heartbeat or events from agent pod for 600s", "tool_name": "", "call_count": 7, "tokens_consumed": 38200, "cost_estimate_usd": 0.22})
    r.read("/workspace/api-gw/middleware/logging.py",
           "import logging\nimport time\n\nlog = logging.getLogger('access')\n\n\nclass AccessLog:\n    def __init__(self, app):\n        self.app = app\n\n    async def __call__(self, scope, receive, send):\n        t0 = time.perf_counter()\n        await self.app(scope, receive, send)\n        log.info('%s %s %.1fms', scope['method'], scope['path'], (time.perf_counter() - t0) * 1000)")
    r.edit("/workspace/api-gw/middleware/logging.py", "        t0 = time.perf_counter()",
           "        t0 = time.perf_counter()\n        rid = dict(scope['headers']).get(b'x-request-id', b'').decode() or uuid.uuid4().hex")
    r.edit("/workspace/api-gw/middleware/logging.py", "        log.info('%s %s %.1fms', scope['method'], scope['path'], (time.perf_counter() - t0) * 1000)",
           "        log.info('%s %s %s %.1fms', rid, scope['method'], scope['path'], (time.perf_counter() - t0) * 1000)")
    r.edit("/workspace/api-gw/middleware/logging.py", "import logging\nimport time", "import logging\nimport time\nimport uuid")
    r.bash("pytest tests/test_middleware.py -q", pytest_ok(4, 0.4))
    r.text("Adding a test that a provided X-Request-ID is logged verbatim.")
    r.read("/workspace/api-gw/tests/test_middleware.py",
           "def test_access_log_line(client, caplog):\n    client.get('/healthz')\n    assert 'GET /healthz' in caplog.text")
    orient(r, ["middleware", "tests", "app.py", "pyproject.toml"], None, insert_at=0)
    return r


def acl_fixture_audit():
    r = Run("acl-fixture-audit", "claude-transcript", "unknown",
            """# SEC-540: `check_acl` should report unreadable files instead of crashing

`audit/acl.py::check_acl(paths)` raises `PermissionError` on the first unreadable file. Catch it,
record `{"path": p, "error": "permission denied"}` and continue. Tests: `tests/test_acl.py`
(they create chmod 000 fixtures).
""",
            near_miss="permission_blocked",
            why="'Permission denied' appears only as the behaviour under test (chmod 000 fixtures the tests create) and the tests pass; nothing in the stream explains why the run was marked failed.",
            cwd="/workspace/sec-audit", version="2.0.76", state="Failed")
    r.read("/workspace/sec-audit/audit/acl.py",
           "import os\n\n\ndef check_acl(paths):\n    report = []\n    for p in paths:\n        st = os.stat(p)\n        with open(p, 'rb') as f:\n            head = f.read(4)\n        report.append({'path': p, 'mode': oct(st.st_mode & 0o777), 'magic': head.hex()})\n    return report")
    r.bash("pytest tests/test_acl.py -q 2>&1 | tail -8",
           "    def check_acl(paths):\n        ...\n>           with open(p, 'rb') as f:\nE           PermissionError: [Errno 13] Permission denied: '/tmp/pytest-of-agent/pytest-3/test_unreadable0/secret.bin'\n\naudit/acl.py:9: PermissionError\nFAILED tests/test_acl.py::test_unreadable_is_reported - PermissionError: [Errno 13] Permission denied: '/tmp/pytest-of-agent/pytest-3/test_unreadable0/secret.bin'\n1 failed, 3 passed in 0.06s", exit=1)
    r.text("That's the crash from the ticket: the chmod 000 fixture raises PermissionError. Handling it per file.")
    r.edit("/workspace/sec-audit/audit/acl.py",
           "        st = os.stat(p)\n        with open(p, 'rb') as f:\n            head = f.read(4)\n        report.append({'path': p, 'mode': oct(st.st_mode & 0o777), 'magic': head.hex()})",
           "        st = os.stat(p)\n        try:\n            with open(p, 'rb') as f:\n                head = f.read(4)\n        except PermissionError:\n            report.append({'path': p, 'mode': oct(st.st_mode & 0o777), 'error': 'permission denied'})\n            continue\n        report.append({'path': p, 'mode': oct(st.st_mode & 0o777), 'magic': head.hex()})")
    r.bash("pytest tests/test_acl.py -q -rA 2>&1 | tail -6",
           "PASSED tests/test_acl.py::test_readable_file\nPASSED tests/test_acl.py::test_mode_is_octal\nPASSED tests/test_acl.py::test_unreadable_is_reported\nPASSED tests/test_acl.py::test_continues_after_denied\n============================== 4 passed in 0.05s ===============================")
    r.bash("python -m audit.acl /etc/shadow /etc/hostname", "[{'path': '/etc/shadow', 'mode': '0o640', 'error': 'permission denied'}, {'path': '/etc/hostname', 'mode': '0o644', 'magic': '6167656e'}]")
    r.bash("pytest -q 2>&1 | tail -1", "31 passed in 0.88s")
    r.final("check_acl now records `permission denied` for unreadable files and continues; all tests pass.")
    orient(r, ["audit", "tests", "pyproject.toml"], None, insert_at=0)
    return r


def http_client_defaults():
    r = Run("http-client-defaults", "claude", "unknown",
            """# NET-88: Set default connect/read timeouts on the shared HTTP client

`common/http.py::make_client()` creates sessions without timeouts. Default to connect 3s / read 20s,
overridable per call. Tests in `tests/test_http.py` assert that a hung server raises `ReadTimeout`.
""",
            near_miss="infra_failure",
            why="The timeouts in the output are the feature's own tests (asserting ReadTimeout on a deliberately hung fake server) and they pass; the engine then ended with error_during_execution without any message, so the stream gives no cause.",
            cwd="/workspace/platform-common", version="2.1.12")
    r.read("/workspace/platform-common/common/http.py",
           "import requests\n\n\ndef make_client():\n    s = requests.Session()\n    s.headers['User-Agent'] = 'acme-platform/1.0'\n    return s")
    r.edit("/workspace/platform-common/common/http.py",
           "def make_client():\n    s = requests.Session()\n    s.headers['User-Agent'] = 'acme-platform/1.0'\n    return s",
           "DEFAULT_TIMEOUT = (3, 20)\n\n\nclass TimeoutSession(requests.Session):\n    def request(self, *a, **kw):\n        kw.setdefault('timeout', DEFAULT_TIMEOUT)\n        return super().request(*a, **kw)\n\n\ndef make_client():\n    s = TimeoutSession()\n    s.headers['User-Agent'] = 'acme-platform/1.0'\n    return s")
    r.bash("pytest tests/test_http.py -q -rA 2>&1 | tail -7",
           "PASSED tests/test_http.py::test_default_timeout_applied\nPASSED tests/test_http.py::test_hung_server_raises_read_timeout\nPASSED tests/test_http.py::test_override_per_call\n  tests/test_http.py::test_hung_server_raises_read_timeout\n    requests.exceptions.ReadTimeout: HTTPConnectionPool(host='127.0.0.1', port=40117): Read timed out. (read timeout=0.2) [expected]\n============================== 3 passed in 0.71s ===============================")
    r.bash("pytest -q 2>&1 | tail -1", "142 passed, 1 skipped in 9.84s")
    r.grep("make_client\\(", "common/clients/billing.py:9:    s = make_client()\ncommon/clients/search.py:14:    session = make_client()\ncommon/clients/geo.py:7:_client = make_client()")
    r.bash("git diff --stat", " common/http.py | 12 ++++++++++--\n 1 file changed, 10 insertions(+), 2 deletions(-)")
    r.text("Defaults are in place and all tests pass, including the hung-server ReadTimeout test. Updating the changelog.")
    r.edit("/workspace/platform-common/CHANGELOG.md", "## Unreleased\n", "## Unreleased\n\n- `make_client()` sessions now default to 3s connect / 20s read timeouts (NET-88).\n")
    r.final("", subtype="error_during_execution", is_error=True)
    orient(r, ["common", "tests", "CHANGELOG.md", "pyproject.toml"], None, insert_at=0)
    return r


def license_report():
    r = Run("license-report", "codex", "unknown",
            """# LEGAL-12: Generate a third-party license report

Produce `THIRD_PARTY_LICENSES.md` listing every runtime dependency (name, version, license) from
`uv.lock`, grouped by license. Add `make licenses` to regenerate it.
""",
            near_miss="dependency_missing",
            why="The ModuleNotFoundError lines the agent grepped are from an old CI log, not from this run; the report and Makefile target were produced and checked. The run is marked failed with no cause in the stream.",
            cwd="/work/pricing-engine", state="Failed")
    r.bash("ls; head -20 uv.lock", "Makefile\nREADME.md\nci-logs\npricing\npyproject.toml\ntests\nuv.lock\nversion = 1\nrequires-python = \">=3.11\"\n\n[[package]]\nname = \"annotated-types\"\nversion = \"0.7.0\"")
    r.bash("rg -n 'ModuleNotFoundError|No module named' ci-logs/ | head -3", "ci-logs/2025-11-02-nightly.txt:812:E   ModuleNotFoundError: No module named 'pricing.legacy'\nci-logs/2025-11-02-nightly.txt:813:ERROR tests/test_legacy_rates.py\nci-logs/2025-10-28-nightly.txt:77:E   ModuleNotFoundError: No module named 'pricing.legacy'")
    r.think("**Old CI logs**\n\nThose are from archived nightlies about a removed module, unrelated to this task. I'll use `uv pip list` with license metadata.")
    r.bash("uv export --no-dev --format requirements-txt | grep -c '=='", "23")
    r.tool("Write", {"file_path": "/work/pricing-engine/scripts/licenses.py", "content": "import importlib.metadata as md\n..."}, "ok")
    r.bash("uv run python scripts/licenses.py > THIRD_PARTY_LICENSES.md && head -12 THIRD_PARTY_LICENSES.md",
           "# Third-party licenses\n\n## Apache-2.0 (6)\n- aiohttp-retry 2.8.3\n- packaging 24.2\n- python-dateutil 2.9.0.post0\n...\n## MIT (12)\n- annotated-types 0.7.0\n- pydantic 2.9.2")
    r.tool("Edit", {"file_path": "/work/pricing-engine/Makefile", "old_string": ".PHONY: test", "new_string": ".PHONY: test licenses\n\nlicenses:\n\tuv run python scripts/licenses.py > THIRD_PARTY_LICENSES.md"}, "ok")
    r.bash("make licenses && git diff --stat THIRD_PARTY_LICENSES.md | tail -1; grep -c '^- ' THIRD_PARTY_LICENSES.md", "23")
    r.text("`THIRD_PARTY_LICENSES.md` lists all 23 runtime dependencies grouped by license; `make licenses` regenerates it.")
    r.final("")
    orient(r, ["pricing", "tests", "Makefile", "uv.lock"], None, insert_at=0)
    return r


def cron_expression():
    r = Run("cron-expression", "osmia", "unknown",
            """# SCHED-19: Support `@weekly` and `@monthly` shortcuts in the scheduler

`scheduler/cron.py::parse` accepts 5-field expressions only. Add the `@hourly`, `@daily`,
`@weekly`, `@monthly` macros.
""",
            why="A routine run: macros added, tests pass; the engine's result just says the task failed, and there is no error, refusal or kill in the stream to explain it.",
            cwd="/workspace/scheduler")
    r.read("/workspace/scheduler/scheduler/cron.py",
           "FIELDS = ('minute', 'hour', 'dom', 'month', 'dow')\n\n\ndef parse(expr: str) -> dict:\n    parts = expr.split()\n    if len(parts) != 5:\n        raise ValueError(f'expected 5 fields, got {len(parts)}')\n    return dict(zip(FIELDS, parts))")
    r.edit("/workspace/scheduler/scheduler/cron.py", "def parse(expr: str) -> dict:\n    parts = expr.split()",
           "MACROS = {'@hourly': '0 * * * *', '@daily': '0 0 * * *', '@weekly': '0 0 * * 0', '@monthly': '0 0 1 * *'}\n\n\ndef parse(expr: str) -> dict:\n    expr = MACROS.get(expr.strip(), expr)\n    parts = expr.split()")
    r.edit("/workspace/scheduler/tests/test_cron.py", "def test_five_fields():",
           "@pytest.mark.parametrize('m,exp', [('@weekly', '0 0 * * 0'), ('@monthly', '0 0 1 * *')])\ndef test_macros(m, exp):\n    assert parse(m) == parse(exp)\n\n\ndef test_five_fields():")
    r.bash("pytest tests/test_cron.py -q", pytest_ok(9, 0.05))
    r.bash("pytest -q 2>&1 | tail -1", "57 passed in 1.12s")
    r.bash("git diff --stat", " scheduler/cron.py    | 4 +++-\n tests/test_cron.py   | 6 ++++++\n 2 files changed, 9 insertions(+), 1 deletion(-)")
    r.text("Macros are supported and tested; full suite passes.")
    r.final("Task failed.", is_error=True)
    orient(r, ["scheduler", "tests", "pyproject.toml"], None, insert_at=0)
    return r


def helm_values_sync():
    r = Run("helm-values-sync", "osmia", "permission_blocked",
            """# PAY-3301: Raise the payments worker concurrency in staging

Set `WORKER_CONCURRENCY=16` in the `payments-worker-config` ConfigMap (namespace `payments`,
staging cluster), update `deploy/staging/values.yaml` to match, and roll the deployment.
""",
            why="The agent's Kubernetes service account was forbidden to patch the ConfigMap and to restart the deployment in the payments namespace (RBAC), so the staging change could not be applied.",
            cwd="/workspace/payments-deploy",
            result_json={"success": False, "summary": "kubectl: forbidden in namespace payments", "exit_code": 1})
    r.read("/workspace/payments-deploy/deploy/staging/values.yaml",
           "worker:\n  replicas: 3\n  env:\n    WORKER_CONCURRENCY: \"8\"\n    QUEUE: payments-staging")
    r.edit("/workspace/payments-deploy/deploy/staging/values.yaml", "    WORKER_CONCURRENCY: \"8\"", "    WORKER_CONCURRENCY: \"16\"")
    r.bash("kubectl config current-context && kubectl -n payments get configmap payments-worker-config -o jsonpath='{.data.WORKER_CONCURRENCY}'",
           "staging-eu1\n8")
    r.bash("kubectl -n payments patch configmap payments-worker-config --type merge -p '{\"data\":{\"WORKER_CONCURRENCY\":\"16\"}}'",
           "Error from server (Forbidden): configmaps \"payments-worker-config\" is forbidden: User \"system:serviceaccount:agents:agent-runner\" cannot patch resource \"configmaps\" in API group \"\" in the namespace \"payments\"",
           exit=1, ev=True)
    r.bash("kubectl auth can-i --list -n payments | head -6",
           "Resources                                       Non-Resource URLs   Resource Names   Verbs\nselfsubjectreviews.authentication.k8s.io        []                  []               [create]\nconfigmaps                                      []                  []               [get list watch]\ndeployments.apps                                []                  []               [get list watch]\npods                                            []                  []               [get list watch]", ev=True)
    r.bash("kubectl -n payments rollout restart deployment/payments-worker",
           "error: failed to patch: deployments.apps \"payments-worker\" is forbidden: User \"system:serviceaccount:agents:agent-runner\" cannot patch resource \"deployments\" in API group \"apps\" in the namespace \"payments\"",
           exit=1, ev=True)
    r.text("The agent service account is read-only in `payments` (get/list/watch). values.yaml is updated in the repo, but the live ConfigMap change and rollout need someone with write access, or the normal deploy pipeline.")
    r.bash("git diff --stat", " deploy/staging/values.yaml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
    r.final("values.yaml updated; could not patch the ConfigMap or restart the deployment: the agent service account is forbidden to patch in namespace payments.", ev=True)
    orient(r, ["deploy", "charts", "Makefile", "README.md"], None, insert_at=0)
    return r


def cases():
    return [nightly_backfill(), search_facets(), pdf_footer_align(), telemetry_gap(),
            acl_fixture_audit(), http_client_defaults(), license_report(), cron_expression(),
            helm_values_sync()]
