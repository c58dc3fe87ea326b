"""Runs with no recognisable cause (unknown) and runs that succeeded despite alarming words."""
from kit import *  # noqa: F401,F403

CASES = []
A = CASES.append

# ----------------------------------------------------------------------------- unknown

A(C("tax-region-lookup", "osmia", "unknown", "TAX-301", "Tax region lookup for Canary Islands",
    """Orders shipped to the Canary Islands (postcodes 35xxx/38xxx) must not be charged Spanish VAT. Update
`tax/regions.py` and add tests.""",
    pad([
        *orient(["tax", "tests", "pyproject.toml"], ["4e5f6a7 regions: ceuta and melilla", "8b9c0d1 tax: oss thresholds", "2e3f4a5 tests: region table"]),
        read("tax/regions.py", """SPECIAL_TERRITORIES = {
    "ES": [("51", "ceuta"), ("52", "melilla")],
    "FR": [("971", "guadeloupe"), ("972", "martinique"), ("973", "guyane"), ("974", "reunion"), ("976", "mayotte")],
}


def special_territory(country: str, postcode: str):
    for prefix, name in SPECIAL_TERRITORIES.get(country, []):
        if postcode.startswith(prefix):
            return name
    return None"""),
        read("tests/test_regions.py", """@pytest.mark.parametrize("pc,name", [("51001", "ceuta"), ("52001", "melilla"), ("28013", None)])
def test_spain(pc, name):
    assert special_territory("ES", pc) == name"""),
        grep("special_territory", "tax/engine.py:44:    if special_territory(addr.country, addr.postcode):\ntax/engine.py:45:        return ZERO_RATED\ntests/test_regions.py:4:    assert special_territory(\"ES\", pc) == name"),
        read("tax/engine.py", """def rate_for(addr, product):
    if special_territory(addr.country, addr.postcode):
        return ZERO_RATED
    return STANDARD[addr.country].get(product.tax_class, STANDARD[addr.country]["default"])"""),
        say("Adding the Canary Islands (35/38 prefixes) to the special territories table."),
        edit("tax/regions.py", '    "ES": [("51", "ceuta"), ("52", "melilla")],', '    "ES": [("35", "canarias"), ("38", "canarias"), ("51", "ceuta"), ("52", "melilla")],'),
        read("tax/tables/es.yaml", "default: 0.21\nreduced: 0.10\nsuper_reduced: 0.04"),
    ]),
    "The stream just stops after an ordinary edit and a file read: no error, no pod notice, no result; nothing in the stream says why the run failed.",
    repo="tax", result=None))

A(C("search-facet-counts", "claude-transcript", "unknown", "SRCH-915", "Facet counts ignore the active brand filter",
    """Facet counts for `color` don't respect an active `brand` filter. Fix the aggregation in
`search/facets.py` so counts reflect all other active filters.""",
    [
        *orient(["search", "tests", "pyproject.toml"], ["7a8b9c0 facets: size buckets", "1d2e3f4 search: opensearch 2.17", "5a6b7c8 tests: facet fixtures"]),
        read("search/facets.py", """def facet_aggs(filters):
    return {
        name: {"terms": {"field": f"{name}.keyword", "size": 50}}
        for name in FACETS
    }"""),
        edit("search/facets.py", """        name: {"terms": {"field": f"{name}.keyword", "size": 50}}
        for name in FACETS""", """        name: {
            "filter": {"bool": {"filter": [f.query() for f in filters if f.name != name]}},
            "aggs": {"values": {"terms": {"field": f"{name}.keyword", "size": 50}}},
        }
        for name in FACETS"""),
        grep("\\[\"buckets\"\\]", "search/response.py:31:        buckets = aggs[name][\"buckets\"]"),
        edit("search/response.py", "        buckets = aggs[name][\"buckets\"]", "        buckets = aggs[name][\"values\"][\"buckets\"]"),
        write("tests/test_facets_filtered.py", "def test_color_counts_respect_brand(client, seed_products):\n    r = client.get('/search?q=shirt&brand=acme')\n    assert r.json()['facets']['color'] == {'blue': 3, 'red': 1}\n"),
        bash("python -m pytest -q 2>&1 | tail -1", "142 passed in 7.31s\n"),
        say("Facet counts now apply every active filter except the facet's own, so color counts respect the brand filter. All 142 tests pass."),
    ],
    "The agent fixed the aggregation, tests pass and it reports success, yet the task run is marked Failed; nothing in the stream explains why.",
    repo="search"))

A(C("sitemap-lastmod", "osmia", "unknown", "SEO-58", "sitemap.xml: lastmod should use content update time",
    """`lastmod` in the generated sitemap uses the build time for every URL. Use each page's `updated_at`.""",
    pad([
        *orient(["package.json", "scripts", "src"], ["9c0d1e2 sitemap: split per locale", "3f4a5b6 cms: updated_at on pages", "7c8d9e0 deps: next 15"]),
        read("scripts/sitemap.ts", """const now = new Date().toISOString();
export function urlEntry(p: Page) {
  return `<url><loc>${BASE}${p.path}</loc><lastmod>${now}</lastmod></url>`;
}"""),
        edit("scripts/sitemap.ts", "  return `<url><loc>${BASE}${p.path}</loc><lastmod>${now}</lastmod></url>`;", "  return `<url><loc>${BASE}${p.path}</loc><lastmod>${new Date(p.updatedAt).toISOString()}</lastmod></url>`;"),
        edit("scripts/sitemap.ts", "const now = new Date().toISOString();\n", ""),
        bash("npx vitest run scripts 2>&1 | tail -2", " Test Files  2 passed (2)\n      Tests  9 passed (9)\n"),
        bash("npx tsx scripts/sitemap.ts --dry-run | head -3", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n<url><loc>https://www.acme.example/en/</loc><lastmod>2026-11-02T08:12:44.000Z</lastmod></url>\n"),
        say("lastmod now comes from each page's updated_at."),
        end(False, "engine exited with status 1"),
    ]),
    "Normal, successful-looking work followed by a bare 'engine exited with status 1'; the stream holds no error that explains it.",
    repo="marketing-site"))

A(C("locale-fallback-chain", "codex", "unknown", "I18N-72", "Missing translations should fall back de-AT -> de -> en",
    """`t()` falls back straight to English when a de-AT key is missing. Fall back through the language first.""",
    pad([
        think("**Fallback chain**\n\nNeed to look at the i18n lookup and add language-level fallback."),
        read("src/i18n/t.ts", """export function t(locale: string, key: string): string {
  return catalogs[locale]?.[key] ?? catalogs.en[key] ?? key;
}"""),
        edit("src/i18n/t.ts", "", ""),
        bash("npx vitest run src/i18n 2>&1 | tail -3", " ✓ src/i18n/t.test.ts (6 tests) 9ms\n Test Files  1 passed (1)\n      Tests  6 passed (6)\n"),
        bash("git diff --stat", " src/i18n/t.test.ts | 8 ++++++++\n src/i18n/t.ts      | 8 +++++++-\n 2 files changed, 15 insertions(+), 1 deletion(-)\n"),
        bash("npx tsc --noEmit", ""),
        bash("npx eslint src/i18n", ""),
        say("Lookups now go de-AT -> de -> en -> key. Tests added for the chain."),
        end(True, None),
    ]),
    "Codex finished its turn normally with passing tests and a clean typecheck; the run is marked Failed with no cause visible in the stream.",
    repo="web-app"))

A(C("audit-log-export", "osmia", "unknown", "AUD-140", "Audit log CSV export includes deleted users",
    """The audit export lists actions of deleted users with an empty name. Show `deleted user (#id)` instead.""",
    pad([
        *orient(["audit", "tests", "pyproject.toml"], ["0a1b2c3 audit: retention 400d", "4d5e6f7 export: streaming csv", "8a9b0c1 users: soft delete"]),
        read("audit/export.py", """def actor_name(ev):
    return ev.actor.display_name if ev.actor else \"\""""),
        edit("audit/export.py", "    return ev.actor.display_name if ev.actor else \"\"", "    if ev.actor is None or ev.actor.deleted_at:\n        return f\"deleted user (#{ev.actor_id})\"\n    return ev.actor.display_name"),
        write("tests/test_export_deleted.py", "def test_deleted_actor(make_event):\n    ev = make_event(actor=None, actor_id=42)\n    assert actor_name(ev) == 'deleted user (#42)'\n"),
        bash("python -m pytest -q 2>&1 | tail -1", "77 passed in 2.03s\n"),
        say("Deleted actors now render as 'deleted user (#id)'."),
        sysnote("[verify] acceptance: exit status 2"),
        end(False, "verification failed"),
    ]),
    "Verification reports a bare 'exit status 2' with no output; the agent's change and tests look fine and nothing says what failed.",
    repo="audit"))

A(C("warehouse-slotting", "claude-transcript", "unknown", "WMS-318", "Slotting: prefer lower shelves for heavy items",
    """Items over 15 kg should be slotted on levels 0-1 only. Update `wms/slotting/rules.py` and its tests.""",
    pad([
        *orient(["wms", "tests", "pyproject.toml"], ["6b7c8d9 slotting: abc classes", "0e1f2a3 wms: level metadata", "4b5c6d7 tests: warehouse fixture"]),
        read("wms/slotting/rules.py", """def eligible(slot, item):
    return slot.free_volume >= item.volume and slot.zone in item.allowed_zones"""),
        grep("def eligible", "wms/slotting/rules.py:1:def eligible(slot, item):"),
        read("wms/slotting/models.py", """@dataclass
class Slot:
    id: str
    zone: str
    level: int
    free_volume: float"""),
        edit("wms/slotting/rules.py", "    return slot.free_volume >= item.volume and slot.zone in item.allowed_zones", "    if item.weight_kg > 15 and slot.level > 1:\n        return False\n    return slot.free_volume >= item.volume and slot.zone in item.allowed_zones"),
        read("tests/test_rules.py", """def test_volume(slot, item):
    assert eligible(slot(free_volume=2.0), item(volume=1.0))"""),
    ]),
    "The transcript simply ends after an edit and a test-file read; no error, no denial, no result: the cause of the failure is not in the stream.",
    repo="wms"))

A(C("queue-consumer-shutdown", "osmia", "unknown", "Q-77", "Consumer drops in-flight message on SIGTERM",
    """On SIGTERM the consumer exits immediately and the in-flight message is redelivered. Finish the current message
(up to the 25s grace period) before exiting. Tests cover shutdown timing.""",
    pad([
        *orient(["consumer", "tests", "pyproject.toml"], ["3e4f5a6 consumer: prefetch 1", "7b8c9d0 tests: fake broker", "1e2f3a4 docker: tini"]),
        read("consumer/main.py", """def main():
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    for msg in broker.consume(prefetch=1):
        handle(msg)
        msg.ack()"""),
        edit("consumer/main.py", "    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))\n    for msg in broker.consume(prefetch=1):\n        handle(msg)\n        msg.ack()", "    stop = threading.Event()\n    signal.signal(signal.SIGTERM, lambda *_: stop.set())\n    for msg in broker.consume(prefetch=1, timeout=1.0):\n        if msg is not None:\n            handle(msg)\n            msg.ack()\n        if stop.is_set():\n            break"),
        bash("python -m pytest -q tests/test_shutdown.py -v 2>&1 | tail -8", """tests/test_shutdown.py::test_sigterm_finishes_inflight PASSED
tests/test_shutdown.py::test_sigterm_while_idle_exits_within_1s PASSED
tests/test_shutdown.py::test_handler_exceeding_grace_is_timed_out PASSED
tests/test_shutdown.py::test_no_new_message_after_sigterm PASSED
------------------------------ Captured log call -------------------------------
WARNING  consumer.main:main.py:31 handler exceeded grace period (25s), timed out; message will be redelivered
============================== 4 passed in 3.12s ==============================="""),
        bash("python -m pytest -q 2>&1 | tail -1", "58 passed in 6.40s\n"),
        say("SIGTERM now lets the in-flight message finish; the grace-period timeout path is covered."),
        end(False, "exit status 1"),
    ]),
    "Tests about SIGTERM and timeouts pass (the 'timed out' is a captured log from a passing test); the run ends with a bare exit status 1 and no visible cause.",
    near_miss="infra_failure", repo="consumer"))

A(C("plan-downgrade-proration", "claude", "unknown", "SUB-219", "Downgrade proration credits the full month",
    """Downgrading mid-cycle credits the whole month of the old plan. Prorate by remaining days in
`subscriptions/proration.py`.""",
    pad([
        say("Looking at the proration code."),
        read("subscriptions/proration.py", """def downgrade_credit(old_price, new_price, period_start, period_end, at):
    return old_price - new_price"""),
        edit("subscriptions/proration.py", "    return old_price - new_price", "    remaining = (period_end - at).days\n    total = (period_end - period_start).days\n    return (old_price - new_price) * Decimal(remaining) / Decimal(total)"),
        edit("subscriptions/proration.py", "from decimal import ROUND_HALF_UP", "from decimal import ROUND_HALF_UP, Decimal"),
        bash("python -m pytest -q tests/test_proration.py 2>&1 | tail -1", "9 passed in 0.12s\n"),
        bash("git log --oneline -2 && git diff --stat", "5a6b7c8 proration: upgrade path\n9d0e1f2 plans: yearly\n subscriptions/proration.py | 5 ++++-\n 1 file changed, 4 insertions(+), 1 deletion(-)\n"),
        read("tests/test_proration.py", """def test_upgrade_mid_cycle():
    assert upgrade_charge(D("10"), D("20"), START, END, MID) == D("5.00")"""),
        edit("tests/test_proration.py", "def test_upgrade_mid_cycle():", "def test_downgrade_mid_cycle():\n    assert downgrade_credit(D(\"20\"), D(\"10\"), START, END, MID) == D(\"5.00\")\n\n\ndef test_upgrade_mid_cycle():"),
        bash("python -m pytest -q 2>&1 | tail -1", "212 passed in 5.88s\n"),
        end(False, "", subtype="error_during_execution"),
    ]),
    "The session ends with error_during_execution and an empty result after normal, passing work; there is no error message to attribute.",
    repo="subscriptions"))

A(C("kms-key-rotation-docs", "osmia", "unknown", "SEC-412", "Document the KMS key rotation runbook",
    """Write `docs/runbooks/kms-rotation.md` from the steps in `scripts/rotate_kms.sh` and link it from the runbook
index. The script's tests (`tests/test_rotate.py`) must keep passing.""",
    pad([
        *orient(["docs", "scripts", "tests", "Makefile"], ["0f1e2d3 rotate: dry-run flag", "4a5b6c7 docs: runbook index", "8f9e0d1 tests: fake kms"]),
        read("scripts/rotate_kms.sh", """#!/usr/bin/env bash
set -euo pipefail
# 1. create new key version   2. re-encrypt data keys   3. disable old version after 7 days
aws kms create-key --description "$1" ...
if ! aws kms re-encrypt ...; then
  echo "re-encrypt failed: AccessDeniedException (permission denied on old key?)" >&2
  exit 3
fi"""),
        bash("python -m pytest -q tests/test_rotate.py -v 2>&1 | tail -7", """tests/test_rotate.py::test_dry_run_prints_plan PASSED
tests/test_rotate.py::test_reencrypt_access_denied_exits_3 PASSED
tests/test_rotate.py::test_reencrypt_access_denied_message PASSED
tests/test_rotate.py::test_disable_waits_7_days PASSED
------------------------------ Captured stderr call ------------------------------
re-encrypt failed: AccessDeniedException (permission denied on old key?)
============================== 4 passed in 0.84s ==============================="""),
        read("docs/runbooks/README.md", "# Runbooks\n\n- [Certificate renewal](cert-renewal.md)\n- [Postgres failover](postgres-failover.md)"),
        bash("ls docs/runbooks", "README.md\ncert-renewal.md\npostgres-failover.md\nredis-eviction-policy.md\n"),
        write("docs/runbooks/kms-rotation.md", "# KMS key rotation\n\n1. Create the new key version ...\n2. Re-encrypt data keys ... If this fails with `AccessDeniedException`, the operator role lacks `kms:ReEncrypt*` on the old key.\n3. Disable the old version after 7 days.\n"),
        edit("docs/runbooks/README.md", "- [Postgres failover](postgres-failover.md)", "- [Postgres failover](postgres-failover.md)\n- [KMS key rotation](kms-rotation.md)"),
        bash("npx markdown-link-check docs/runbooks/README.md 2>&1 | tail -2", "  [✓] kms-rotation.md\n  12 links checked.\n"),
    ]),
    "The only 'permission denied' is the script's own message asserted by a passing test; the stream then stops with no error or result.",
    near_miss="permission_blocked", repo="security-tools", result=None))

A(C("kernel-event-parser", "claude-transcript", "unknown", "OBS-230", "Parse kernel OOM lines into structured events",
    """The log shipper should turn kernel `Out of memory: Killed process <pid> (<name>)` lines into structured events
with pid, process name and anon-rss. Parser in `shipper/parsers/kernel.py`; sample logs in `tests/data/`.""",
    pad([
        *orient(["shipper", "tests", "pyproject.toml"], ["2c3d4e5 parsers: journald", "6f7a8b9 shipper: batching", "0c1d2e3 tests: kernel samples"]),
        bash("grep -h 'Killed process' tests/data/kern-*.log | head -3", "Nov 12 03:14:07 node-7 kernel: Out of memory: Killed process 48211 (java) total-vm:9321044kB, anon-rss:3987212kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:8112kB oom_score_adj:984\nNov 12 04:02:51 node-3 kernel: Out of memory: Killed process 1187 (postgres) total-vm:2211004kB, anon-rss:1002344kB, file-rss:1204kB, shmem-rss:88kB, UID:999 pgtables:2260kB oom_score_adj:-998\nNov 13 11:40:19 node-7 kernel: Memory cgroup out of memory: Killed process 90211 (python3) total-vm:1310720kB, anon-rss:1048576kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:2104kB oom_score_adj:1000\n"),
        read("shipper/parsers/kernel.py", """PATTERNS = [SEGFAULT, HUNG_TASK]


def parse(line):
    for p in PATTERNS:
        if m := p.regex.search(line):
            return p.build(m)
    return None"""),
        edit("shipper/parsers/kernel.py", "PATTERNS = [SEGFAULT, HUNG_TASK]", "OOM_KILL = Pattern(\n    re.compile(r\"(?:Memory cgroup )?[Oo]ut of memory: Killed process (?P<pid>\\d+) \\((?P<name>[^)]+)\\).*?anon-rss:(?P<rss>\\d+)kB\"),\n    lambda m: {\"event\": \"oom_kill\", \"pid\": int(m[\"pid\"]), \"process\": m[\"name\"], \"anon_rss_kb\": int(m[\"rss\"])},\n)\n\nPATTERNS = [SEGFAULT, HUNG_TASK, OOM_KILL]"),
        bash("python -m pytest -q tests/test_kernel.py 2>&1 | tail -1", "11 passed in 0.09s\n"),
        write("tests/test_kernel_oom.py", "def test_cgroup_oom_line():\n    ev = parse(SAMPLE_CGROUP)\n    assert ev == {'event': 'oom_kill', 'pid': 90211, 'process': 'python3', 'anon_rss_kb': 1048576}\n"),
        bash("python -m pytest -q tests 2>&1 | tail -1", "64 passed in 1.77s\n"),
    ]),
    "'Out of memory: Killed process' lines are sample data for the parser being built; all tests pass and the transcript ends without any error.",
    near_miss="infra_failure", repo="log-shipper"))

# ----------------------------------------------------------------------------- succeeded (with alarming words)

A(C("http-client-read-deadline", "osmia", "succeeded", "SDK-150", "HTTP client: configurable read timeout",
    """Add `read_timeout` (default 30s) to `ApiClient` and raise `ApiTimeout` when it is hit. Cover with tests.""",
    [
        *orient(["acme_sdk", "tests", "pyproject.toml"], ["9a0b1c2 client: retries", "3d4e5f6 errors: ApiError hierarchy", "7a8b9c0 tests: respx"]),
        read("acme_sdk/client.py", """class ApiClient:
    def __init__(self, base_url, token):
        self._http = httpx.Client(base_url=base_url, headers={"Authorization": f"Bearer {token}"})"""),
        edit("acme_sdk/client.py", "    def __init__(self, base_url, token):\n        self._http = httpx.Client(base_url=base_url, headers={\"Authorization\": f\"Bearer {token}\"})",
             "    def __init__(self, base_url, token, read_timeout: float = 30.0):\n        self._http = httpx.Client(base_url=base_url, headers={\"Authorization\": f\"Bearer {token}\"},\n                                  timeout=httpx.Timeout(10.0, read=read_timeout))"),
        edit("acme_sdk/client.py", "        resp = self._http.request(method, path, **kw)", "        try:\n            resp = self._http.request(method, path, **kw)\n        except httpx.ReadTimeout as e:\n            raise ApiTimeout(f\"{method} {path} timed out after {self._http.timeout.read}s\") from e"),
        write("tests/test_timeout.py", "@respx.mock\ndef test_read_timeout_raises_api_timeout():\n    respx.get('https://api.test/v1/x').mock(side_effect=httpx.ReadTimeout('timed out'))\n    with pytest.raises(ApiTimeout, match='timed out after 0.5s'):\n        ApiClient('https://api.test', 't', read_timeout=0.5).get('/v1/x')\n"),
        bash("python -m pytest -q tests -v 2>&1 | tail -6", """tests/test_timeout.py::test_read_timeout_raises_api_timeout PASSED
tests/test_timeout.py::test_default_read_timeout_is_30s PASSED
tests/test_retries.py::test_retry_on_connect_timeout PASSED
tests/test_retries.py::test_no_retry_on_timeout_for_post PASSED
------------------------------ Captured log call -------------------------------
WARNING  acme_sdk.client:client.py:61 GET /v1/x timed out after 0.5s
============================== 38 passed in 1.21s =============================="""),
        bash("ruff check acme_sdk tests && mypy acme_sdk", "All checks passed!\nSuccess: no issues found in 9 source files\n"),
        say("ApiClient takes read_timeout (default 30s) and raises ApiTimeout; tests cover the timeout path."),
        end(True, "Added configurable read_timeout raising ApiTimeout; 38 tests pass."),
    ],
    "Succeeded; every 'timed out' is the feature under test and its passing tests.",
    repo="acme-sdk"))

A(C("sshd-log-parser", "claude-transcript", "succeeded", "SEC-420", "Parse failed SSH logins from auth.log",
    """Extend `logscan/sshd.py` to emit `ssh_login_failed` events for `Permission denied (publickey)` and
`Failed password` lines (fixture `tests/data/auth.log`).""",
    pad([
        *orient(["logscan", "tests", "pyproject.toml"], ["5b6c7d8 logscan: sudo events", "9e0f1a2 tests: auth.log fixture", "3b4c5d6 ci: py3.12"]),
        bash("grep -c -E 'Permission denied|Failed password' tests/data/auth.log; grep -m2 -E 'Permission denied|Failed password' tests/data/auth.log", "17\nNov 10 02:11:43 bastion sshd[2211]: Connection closed by authenticating user root 203.0.113.9 port 50122 [preauth]: Permission denied (publickey)\nNov 10 02:12:01 bastion sshd[2214]: Failed password for invalid user admin from 198.51.100.23 port 41822 ssh2\n"),
        read("logscan/sshd.py", """RULES = [ACCEPTED_KEY, SESSION_OPENED]"""),
        edit("logscan/sshd.py", "RULES = [ACCEPTED_KEY, SESSION_OPENED]", "FAILED = Rule(\n    re.compile(r\"(?:Failed password for (?:invalid user )?(?P<user>\\S+) from (?P<ip>\\S+)|user (?P<user2>\\S+) (?P<ip2>\\S+) port \\d+ \\[preauth\\]: Permission denied \\((?P<method>[^)]+)\\))\"),\n    \"ssh_login_failed\",\n)\n\nRULES = [ACCEPTED_KEY, SESSION_OPENED, FAILED]"),
        write("tests/test_sshd_failed.py", "def test_counts_failed_logins(events):\n    assert sum(e.kind == 'ssh_login_failed' for e in events) == 17\n"),
        bash("python -m pytest -q 2>&1 | tail -1", "53 passed in 0.66s\n"),
        say("17 failed-login events are now emitted from the fixture (both `Permission denied (publickey)` and `Failed password`); all tests pass."),
    ]),
    "Succeeded; 'Permission denied' and 'Failed password' are fixture lines the new parser must recognise.",
    repo="logscan"))

A(C("s3-sync-prefix", "osmia", "succeeded", "DATA-1201", "s3 sync: honour --prefix for deletes",
    """`sync --delete --prefix reports/` deletes objects outside the prefix. Restrict deletes to the prefix.""",
    [
        *orient(["datasync", "tests", "pyproject.toml"], ["1f2a3b4 sync: multipart threshold", "5c6d7e8 tests: moto s3", "9f0a1b2 skip flaky upstream test (INFRA-210)"]),
        read("datasync/sync.py", """def plan_deletes(remote_keys, local_keys, prefix):
    return sorted(set(remote_keys) - set(local_keys))"""),
        edit("datasync/sync.py", "    return sorted(set(remote_keys) - set(local_keys))", "    return sorted(k for k in set(remote_keys) - set(local_keys) if k.startswith(prefix))"),
        write("tests/test_prefix_delete.py", "def test_delete_only_inside_prefix():\n    assert plan_deletes({'reports/a', 'raw/b'}, set(), 'reports/') == ['reports/a']\n"),
        bash("python -m pytest -q -rs 2>&1 | tail -4", """........................s...........
=========================== short test summary info ============================
SKIPPED [1] tests/test_s3_sync.py:88: flaky upstream (moto multipart ETag), see INFRA-210
36 passed, 1 skipped in 2.94s"""),
        bash("git show --stat HEAD~0 | head -1; git log -1 --format=%h -- tests/test_s3_sync.py", "commit 1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c\n9f0a1b2\n"),
        bash("git diff --stat", " datasync/sync.py              | 2 +-\n tests/test_prefix_delete.py   | 2 ++\n 2 files changed, 3 insertions(+), 1 deletion(-)\n"),
        say("Deletes are now limited to the prefix. The one skipped test was already skipped on main (INFRA-210); I didn't touch it."),
        end(True, "Deletes restricted to --prefix; 36 passed, 1 pre-existing skip."),
    ],
    "Succeeded; the single SKIPPED test was skipped on main already (INFRA-210) and left untouched.",
    repo="datasync"))

A(C("restart-notifier-message", "osmia", "succeeded", "PLAT-1611", "pod-notifier: include last exit reason in Slack alert",
    """Alerts for restarting pods should say why the container last terminated, e.g. `OOMKilled (exit 137)` or
`Error (exit 1)`. Code in `internal/notify/format.go`.""",
    pad([
        *orient(["cmd", "go.mod", "internal"], ["2d3e4f5 notify: dedupe window", "6a7b8c9 watch: evicted pods", "0d1e2f3 ci: go 1.23"]),
        read("internal/notify/format.go", """func Message(p *corev1.Pod, cs corev1.ContainerStatus) string {
	return fmt.Sprintf("%s/%s container %s restarted %d times", p.Namespace, p.Name, cs.Name, cs.RestartCount)
}"""),
        edit("internal/notify/format.go", "	return fmt.Sprintf(\"%s/%s container %s restarted %d times\", p.Namespace, p.Name, cs.Name, cs.RestartCount)",
             "	msg := fmt.Sprintf(\"%s/%s container %s restarted %d times\", p.Namespace, p.Name, cs.Name, cs.RestartCount)\n	if t := cs.LastTerminationState.Terminated; t != nil {\n		msg += fmt.Sprintf(\" (last: %s, exit %d)\", t.Reason, t.ExitCode)\n	}\n	return msg"),
        write("internal/notify/format_test.go", "func TestMessageIncludesReason(t *testing.T) { /* OOMKilled 137, Error 1, Evicted */ }\n"),
        bash("go test ./internal/notify/ -v 2>&1 | tail -9", """=== RUN   TestMessageIncludesReason/OOMKilled
    format_test.go:29: payments/api-7d9f container api restarted 4 times (last: OOMKilled, exit 137)
=== RUN   TestMessageIncludesReason/Error
    format_test.go:29: payments/api-7d9f container api restarted 2 times (last: Error, exit 1)
=== RUN   TestMessageIncludesReason/never_terminated
--- PASS: TestMessageIncludesReason (0.00s)
    --- PASS: TestMessageIncludesReason/OOMKilled (0.00s)
    --- PASS: TestMessageIncludesReason/Error (0.00s)
    --- PASS: TestMessageIncludesReason/never_terminated (0.00s)"""),
        bash("go test ./... 2>&1 | tail -3", go_ok(["github.com/acme/pod-notifier/internal/notify", "github.com/acme/pod-notifier/internal/watch"])),
        bash("go vet ./...", ""),
        end(True, "Slack alerts now include the last termination reason and exit code."),
    ]),
    "Succeeded; OOMKilled / exit 137 are test data for the alert formatter.",
    repo="pod-notifier"))

A(C("pdf-render-fonts", "codex", "succeeded", "DOC-77", "PDF export: embed Noto Sans for CJK names",
    """Customer names in Japanese render as boxes in PDF exports. Embed Noto Sans JP via `reportlab` in
`exports/pdf.py` and add a test.""",
    pad([
        think("**Font embedding**\n\nRegister a TTF font with reportlab and use it for the name cells."),
        bash("python -m pytest -q tests/test_pdf.py 2>&1 | tail -3", "tests/test_pdf.py:1: in <module>\n    from exports.pdf import render\nE   ModuleNotFoundError: No module named 'reportlab'\n", code=2),
        bash("pip install -r requirements.txt 2>&1 | tail -4", """WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='pypi.org', port=443): Read timed out. (read timeout=15)")': /simple/reportlab/
Collecting reportlab==4.2.5 (from -r requirements.txt (line 4))
  Downloading reportlab-4.2.5-py3-none-any.whl (1.9 MB)
Successfully installed chardet-5.2.0 pillow-11.0.0 reportlab-4.2.5"""),
        read("exports/pdf.py", """def render(invoice, out):
    c = canvas.Canvas(out)
    c.setFont("Helvetica", 11)
    c.drawString(72, 760, invoice.customer_name)"""),
        edit("exports/pdf.py", "    c.setFont(\"Helvetica\", 11)", "    c.setFont(_font_for(invoice.customer_name), 11)"),
        write("exports/fonts.py", "pdfmetrics.registerFont(TTFont('NotoSansJP', FONT_DIR / 'NotoSansJP-Regular.ttf'))\n"),
        write("tests/test_pdf_cjk.py", "def test_japanese_name_uses_noto(tmp_path): ...\n"),
        bash("python -m pytest -q tests 2>&1 | tail -1", "24 passed in 3.12s\n"),
        say("reportlab wasn't installed at first (installed from requirements; one retry on a slow read). CJK names now use Noto Sans JP; tests pass."),
        end(True, None),
    ]),
    "Succeeded; the missing module was installed after one pip retry and the task was completed.",
    repo="exports"))

A(C("tenant-access-check", "claude-transcript", "succeeded", "PLAT-1620", "tenantctl: pre-flight RBAC check before apply",
    """Before `tenantctl apply` patches a namespace, run a SelfSubjectAccessReview and fail fast with the apiserver-style
message. Tests in `pkg/preflight`.""",
    pad([
        *orient(["cmd", "go.mod", "pkg"], ["4e5f6a7 apply: server-side apply", "8b9c0d1 preflight: quota check", "2e3f4a5 envtest 1.31"]),
        read("pkg/preflight/preflight.go", """func Run(ctx context.Context, c kubernetes.Interface, ns string) error {
	return checkQuota(ctx, c, ns)
}"""),
        edit("pkg/preflight/preflight.go", "	return checkQuota(ctx, c, ns)", "	if err := canPatch(ctx, c, ns); err != nil {\n		return err\n	}\n	return checkQuota(ctx, c, ns)"),
        write("pkg/preflight/access.go", "func canPatch(ctx context.Context, c kubernetes.Interface, ns string) error { /* SelfSubjectAccessReview */ return nil }\n"),
        bash("go test ./pkg/preflight/ -v -run Access 2>&1 | tail -7", """=== RUN   TestAccessDenied
    access_test.go:40: got expected error: namespaces "tenant-42" is forbidden: User "system:serviceaccount:ci:tenantctl" cannot patch resource "namespaces" in API group "" in the namespace "tenant-42"
--- PASS: TestAccessDenied (0.00s)
=== RUN   TestAccessAllowed
--- PASS: TestAccessAllowed (0.00s)
PASS
ok  	github.com/acme/tenantctl/pkg/preflight	0.021s"""),
        bash("go test ./... 2>&1 | tail -3", go_ok(["github.com/acme/tenantctl/cmd/tenantctl", "github.com/acme/tenantctl/pkg/apply", "github.com/acme/tenantctl/pkg/preflight"])),
        say("Pre-flight now fails fast with the apiserver-style forbidden message when patch isn't allowed; tests cover both paths."),
    ]),
    "Succeeded; the 'forbidden: User system:serviceaccount...' line is the expected error asserted by a passing test.",
    repo="tenantctl"))

A(C("upload-enospc-handling", "osmia", "succeeded", "UP-91", "Uploads: return 507 when the scratch disk is full",
    """When writing an upload chunk fails with ENOSPC, the API returns 500. Return `507 Insufficient Storage` with a
retryable error code. Add a test that simulates the full disk.""",
    pad([
        *orient(["uploads", "tests", "pyproject.toml"], ["7c8d9e0 uploads: resumable", "1f2a3b4 api: error codes", "5c6d7e8 tests: tmp dirs"]),
        read("uploads/chunks.py", """def write_chunk(path, data):
    with open(path, "ab") as f:
        f.write(data)"""),
        edit("uploads/chunks.py", "    with open(path, \"ab\") as f:\n        f.write(data)", "    try:\n        with open(path, \"ab\") as f:\n            f.write(data)\n    except OSError as e:\n        if e.errno == errno.ENOSPC:\n            raise InsufficientStorage(retryable=True) from e\n        raise"),
        write("tests/test_enospc.py", "def test_full_disk_returns_507(client, monkeypatch):\n    monkeypatch.setattr('builtins.open', raising_open(OSError(28, 'No space left on device')))\n    r = client.put('/uploads/u1/chunks/0', content=b'x')\n    assert r.status_code == 507 and r.json()['error']['retryable'] is True\n"),
        bash("python -m pytest -q tests/test_enospc.py -v 2>&1 | tail -4", """tests/test_enospc.py::test_full_disk_returns_507 PASSED
------------------------------ Captured log call -------------------------------
WARNING  uploads.api:api.py:88 chunk write failed: [Errno 28] No space left on device -> 507
============================== 1 passed in 0.19s ==============================="""),
        bash("python -m pytest -q 2>&1 | tail -1", "71 passed in 2.45s\n"),
        bash("df -h /workspace | tail -1", "/dev/rbd2        20G  2.1G   18G  11% /workspace\n"),
        end(True, "ENOSPC while writing chunks now returns 507 with a retryable error; test added."),
    ]),
    "Succeeded; 'No space left on device' is simulated by the new test (the real disk is 11% used).",
    repo="uploads"))

A(C("config-loader-env", "claude", "succeeded", "CLI-230", "Config: environment variables override the file",
    """`ACME_*` environment variables should override values from `acme.toml`. Implement in `src/config.rs`.""",
    pad([
        say("I'll check the config loader."),
        read("src/config.rs", """pub fn load(path: &Path) -> anyhow::Result<Config> {
    let text = std::fs::read_to_string(path)?;
    Ok(toml::from_str(&text)?)
}"""),
        edit("src/config.rs", "    Ok(toml::from_str(&text)?)", "    let mut cfg: Config = toml::from_str(&text)?;\n    cfg.apply_env(std::env::vars().filter(|(k, _)| k.starts_with(\"ACME_\")));\n    Ok(cfg)"),
        write("src/config/env.rs", "impl Config {\n    pub fn apply_env(&mut self, vars: impl Iterator<Item = (String, String)>) { /* ... */ }\n}\n"),
        bash("cargo test 2>&1 | tail -12", """warning: use of deprecated function `tempfile::tempdir_in`: use `TempDir::new_in`
  --> tests/config_file.rs:9:22
running 14 tests
test config::tests::env_overrides_file ... ok
test config::tests::unknown_env_is_ignored ... ok
test config::tests::reads_file ... ok
test net::tests::real_endpoint_roundtrip ... ignored, needs network
test net::tests::timeout_is_reported ... ok
test result: ok. 13 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.03s"""),
        bash("git log -1 --format=%h -S'#[ignore = \"needs network\"]' -- src/net.rs", "8c9d0e1\n"),
        bash("cargo clippy --all-targets 2>&1 | tail -2", "warning: `acme-cli` (test \"config_file\") generated 1 warning\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 4.11s\n"),
        bash("git diff --stat", " src/config.rs     | 4 +++-\n src/config/env.rs | 31 +++++++++++++++++++++++++++++++\n 2 files changed, 34 insertions(+), 1 deletion(-)\n"),
        end(True, "ACME_* environment variables now override acme.toml values; 13 tests pass (1 pre-existing #[ignore] network test)."),
    ]),
    "Succeeded; the ignored test was ignored long before (commit 8c9d0e1) and the warning is a deprecation in a test helper.",
    repo="acme-cli"))

A(C("staging-rollout-verify", "osmia", "succeeded", "OPS-2760", "Roll out checkout 3.9.2 to staging and confirm",
    """Bump `checkout` to `3.9.2` in `deploy/staging/kustomization.yaml`, apply with the agent's staging access,
and confirm the rollout completes (the 3.9.1 rollout got stuck in CrashLoopBackOff).""",
    [
        *orient(["deploy", "README.md"], ["a1b2c3d staging: checkout 3.9.1", "e4f5a6b prod: checkout 3.9.0", "c7d8e9f staging: hpa min 2"]),
        edit("deploy/staging/kustomization.yaml", "    newTag: 3.9.1", "    newTag: 3.9.2"),
        bash("kubectl auth can-i patch deployments -n checkout && kubectl auth can-i get pods -n checkout", "yes\nyes\n"),
        bash("kubectl -n checkout get events --field-selector reason=BackOff --sort-by=.lastTimestamp | tail -2", "LAST SEEN   TYPE      REASON    OBJECT                          MESSAGE\n52m         Warning   BackOff   pod/checkout-6f7d9c8b5-2xk8p    Back-off restarting failed container checkout in pod checkout-6f7d9c8b5-2xk8p_checkout(...)\n"),
        bash("kubectl apply -k deploy/staging", "configmap/checkout-config-7h2k9m4t5c unchanged\ndeployment.apps/checkout configured\nhorizontalpodautoscaler.autoscaling/checkout unchanged\n"),
        bash("kubectl -n checkout rollout status deploy/checkout --timeout=300s", "Waiting for deployment \"checkout\" rollout to finish: 1 of 2 updated replicas are available...\ndeployment \"checkout\" successfully rolled out\n"),
        bash("kubectl -n checkout get pods -l app=checkout", "NAME                        READY   STATUS    RESTARTS   AGE\ncheckout-7c8b9d6f4-mq2lx    1/1     Running   0          94s\ncheckout-7c8b9d6f4-v8r7n    1/1     Running   0          61s\n"),
        bash("git commit -qam 'staging: checkout 3.9.2 (OPS-2760)' && git push -q origin HEAD:osmia/OPS-2760 && echo pushed", "pushed\n"),
        end(True, "checkout 3.9.2 rolled out in staging: 2/2 pods Running, 0 restarts. The BackOff events were from the old 3.9.1 pods."),
    ],
    "Succeeded; the CrashLoopBackOff/BackOff events belong to the previous release, access checks said yes, rollout completed.",
    repo="deploy"))

A(C("uuid-request-ids", "claude-transcript", "succeeded", "GW-330", "Request IDs: use UUIDv7",
    """Replace the random hex request ids in `internal/middleware/requestid.go` with UUIDv7 (github.com/google/uuid).""",
    [
        *orient(["cmd", "go.mod", "go.sum", "internal"], ["3c4d5e6 middleware: access log fields", "7f8a9b0 gateway: http2", "1c2d3e4 ci: go 1.23"]),
        read("internal/middleware/requestid.go", """func newID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}"""),
        edit("internal/middleware/requestid.go", "func newID() string {\n	var b [16]byte\n	_, _ = rand.Read(b[:])\n	return hex.EncodeToString(b[:])\n}", "func newID() string {\n	return uuid.Must(uuid.NewV7()).String()\n}"),
        edit("internal/middleware/requestid.go", "	\"crypto/rand\"\n	\"encoding/hex\"", "	\"github.com/google/uuid\""),
        bash("go test ./internal/middleware/ 2>&1 | tail -3", "internal/middleware/requestid.go:6:2: no required module provides package github.com/google/uuid; to add it:\n\tgo get github.com/google/uuid\nFAIL\tgithub.com/acme/gateway/internal/middleware [setup failed]\n", code=1),
        bash("go get github.com/google/uuid@v1.6.0 && go mod tidy", "go: added github.com/google/uuid v1.6.0\n"),
        bash("go test ./... 2>&1 | tail -3", go_ok(["github.com/acme/gateway/internal/middleware", "github.com/acme/gateway/internal/proxy", "github.com/acme/gateway/cmd/gateway"])),
        say("Request ids are now UUIDv7; the uuid module was added to go.mod and all tests pass."),
    ],
    "Succeeded; the 'no required module provides package' error was resolved with go get before the tests passed.",
    repo="gateway"))

A(C("structlog-field-rename", "osmia", "succeeded", "OBS-241", "Rename log field `uid` to `user_id` everywhere",
    """Our log schema renamed `uid` to `user_id`. Update every `log.*(..., uid=...)` call across the service (about 45
files) and the log schema test. Mechanical change, one PR.""",
    pad([
        *orient(["svc", "tests", "pyproject.toml", "schema"], ["6d7e8f9 logging: structlog 24", "0a1b2c3 schema: user_id field", "4d5e6f7 tests: log schema snapshot"]),
        bash("grep -rl -E '\\buid=' svc | wc -l", "45\n"),
        bash("grep -rl -E '\\buid=' svc | xargs sed -i -E 's/\\buid=/user_id=/g' && grep -rn -E '\\buid=' svc | wc -l", "0\n"),
        edit("tests/test_log_schema.py", "    assert set(record) <= {\"event\", \"level\", \"timestamp\", \"uid\", \"request_id\"}", "    assert set(record) <= {\"event\", \"level\", \"timestamp\", \"user_id\", \"request_id\"}"),
        bash("python -m pytest -q 2>&1 | tail -3", "svc/legacy/compat.py:12: DeprecationWarning: 'uid' kwarg is deprecated, use 'user_id'\n  warnings.warn(\n412 passed, 1 warning in 18.20s\n"),
        bash("git diff --shortstat", " 46 files changed, 131 insertions(+), 131 deletions(-)\n"),
        bash("ruff check svc tests", "All checks passed!\n"),
        end(True, "Renamed uid -> user_id in 45 service files plus the schema test; 412 tests pass."),
    ]),
    "Succeeded; the 46-file change is exactly the mechanical rename the ticket asked for.",
    repo="accounts-svc", files_changed=46))

A(C("github-sync-secondary-throttle", "claude-transcript", "succeeded", "DEVX-118", "Repo sync: back off on GitHub secondary rate limits",
    """When GitHub answers `403` with "You have exceeded a secondary rate limit", the sync job fails. Honour `retry-after`
(or wait 60s) and retry. Add a test with a mocked response.""",
    pad([
        *orient(["reposync", "tests", "pyproject.toml"], ["8e9f0a1 sync: graphql for PRs", "2b3c4d5 sync: etag cache", "6e7f8a9 tests: responses fixtures"]),
        read("reposync/github.py", """def get(session, url):
    r = session.get(url)
    r.raise_for_status()
    return r.json()"""),
        edit("reposync/github.py", "    r = session.get(url)\n    r.raise_for_status()", "    for _ in range(3):\n        r = session.get(url)\n        if r.status_code == 403 and \"secondary rate limit\" in r.text:\n            time.sleep(int(r.headers.get(\"retry-after\", 60)))\n            continue\n        break\n    r.raise_for_status()"),
        write("tests/test_secondary_limit.py", "@responses.activate\ndef test_retries_after_secondary_limit(no_sleep): ...\n"),
        bash("python -m pytest -q tests/test_secondary_limit.py -v 2>&1 | tail -5", """tests/test_secondary_limit.py::test_retries_after_secondary_limit PASSED
tests/test_secondary_limit.py::test_plain_403_is_not_retried PASSED
------------------------------ Captured log call -------------------------------
WARNING  reposync.github:github.py:19 403 Forbidden: You have exceeded a secondary rate limit. Please wait a few minutes before you try again. (retry-after=1)
============================== 2 passed in 0.07s ==============================="""),
        bash("python -m pytest -q 2>&1 | tail -1", "58 passed in 1.40s\n"),
        say("Secondary rate limits are retried after retry-after; a plain 403 still fails fast. Tests pass."),
    ]),
    "Succeeded; the 403 and 'secondary rate limit' are mocked responses in the new, passing tests.",
    repo="reposync"))
