"""Failed runs whose stream shows no recognisable cause (some with alarming but irrelevant words)."""
from gen_lib import api_error, case, done, edit, grep, notice, read, say, sh, think, ticket, write

CASES = []
A = CASES.append

# ------------------------------------------------------------------ stream just stops after green tests (claude, no result)
W = "/srv/app/newsletter"
A(case(
    "newsletter-double-optin", "claude", "unknown", "",
    "The run was progressing normally (tests green) and the stream simply stops with no result line, error or notice; nothing in it explains the failure.",
    ticket("NL-140", "Double opt-in for newsletter signups",
           "New subscribers must confirm via an e-mailed link before they receive campaigns. Store\n"
           "`confirmed_at`, send the confirmation mail on signup, and ignore unconfirmed subscribers in sends.",
           ["Signup sends a confirmation mail with a signed token", "Unconfirmed subscribers are skipped",
            "`pytest` passes"],
           ["newsletter/subscribers.py", "newsletter/views.py"]),
    [
        say("I'll read the subscriber model and signup view."),
        read(W + "/newsletter/subscribers.py", "class Subscriber(Base):\n    __tablename__ = \"subscribers\"\n    id = Column(Integer, primary_key=True)\n    email = Column(String, unique=True, nullable=False)\n    created_at = Column(DateTime, default=utcnow)"),
        read(W + "/newsletter/views.py", "@app.post(\"/signup\")\ndef signup(form: SignupForm, db=Depends(get_db)):\n    db.add(Subscriber(email=form.email))\n    db.commit()\n    return {\"ok\": True}"),
        edit(W + "/newsletter/subscribers.py", "    created_at = Column(DateTime, default=utcnow)", "    created_at = Column(DateTime, default=utcnow)\n    confirmed_at = Column(DateTime, nullable=True)"),
        write(W + "/migrations/versions/0b7d2e91c4aa_subscriber_confirmed_at.py", "def upgrade():\n    op.add_column(\"subscribers\", sa.Column(\"confirmed_at\", sa.DateTime(), nullable=True))\n\n\ndef downgrade():\n    op.drop_column(\"subscribers\", \"confirmed_at\")\n"),
        edit(W + "/newsletter/views.py", "    db.add(Subscriber(email=form.email))\n    db.commit()", "    sub = Subscriber(email=form.email)\n    db.add(sub)\n    db.commit()\n    send_confirmation(sub, token=signer.dumps(sub.id))"),
        edit(W + "/newsletter/campaigns.py", "    recipients = db.query(Subscriber).all()", "    recipients = db.query(Subscriber).filter(Subscriber.confirmed_at.isnot(None)).all()"),
        sh("pytest -q 2>&1 | tail -n 3", "........................................                                 [100%]\n40 passed in 2.14s"),
        say("Now the confirmation endpoint itself."),
        edit(W + "/newsletter/views.py", "@app.post(\"/signup\")", "@app.get(\"/confirm/{token}\")\ndef confirm(token: str, db=Depends(get_db)):\n    sub_id = signer.loads(token, max_age=3 * 24 * 3600)\n    db.get(Subscriber, sub_id).confirmed_at = utcnow()\n    db.commit()\n    return RedirectResponse(\"/newsletter/confirmed\")\n\n\n@app.post(\"/signup\")"),
        sh("pytest -q tests/test_signup.py 2>&1 | tail -n 2", "......                                                                   [100%]\n6 passed in 0.48s"),
    ],
    cwd=W, result=False,
))

# ------------------------------------------------------------------ error_during_execution with no detail (claude)
W = "/workspace/asset-registry"
A(case(
    "asset-registry-serial-search", "claude", "unknown", "",
    "The session ended with result subtype error_during_execution and an empty message right after a successful build; the stream gives no cause.",
    ticket("AR-57", "Search assets by serial number prefix",
           "Add `?serial_prefix=` to `GET /assets` (Go, chi). Case-insensitive, uses the existing\n"
           "`assets_serial_lower_idx`.",
           ["`serial_prefix` filters results", "Handler test", "`go test ./...` passes"],
           ["internal/http/assets.go", "internal/store/assets.go"]),
    [
        say("Looking at the assets handler and store query."),
        read(W + "/internal/store/assets.go", "func (s *Store) ListAssets(ctx context.Context, f Filter) ([]Asset, error) {\n\tq := sq.Select(\"id\", \"serial\", \"model\", \"site_id\").From(\"assets\").OrderBy(\"id\").Limit(uint64(f.Limit))\n\tif f.SiteID != \"\" {\n\t\tq = q.Where(sq.Eq{\"site_id\": f.SiteID})\n\t}\n\t..."),
        edit(W + "/internal/store/assets.go", "\tif f.SiteID != \"\" {", "\tif f.SerialPrefix != \"\" {\n\t\tq = q.Where(\"lower(serial) LIKE ?\", strings.ToLower(f.SerialPrefix)+\"%\")\n\t}\n\tif f.SiteID != \"\" {"),
        edit(W + "/internal/http/assets.go", "\t\tSiteID: r.URL.Query().Get(\"site_id\"),", "\t\tSiteID:       r.URL.Query().Get(\"site_id\"),\n\t\tSerialPrefix: r.URL.Query().Get(\"serial_prefix\"),"),
        edit(W + "/internal/http/assets_test.go", "func TestListAssetsBySite(t *testing.T) {", "func TestListAssetsBySerialPrefix(t *testing.T) { ... }\n\nfunc TestListAssetsBySite(t *testing.T) {"),
        sh("go build ./... && go vet ./...", ""),
        sh("go test ./internal/... 2>&1 | tail -n 4", "ok  \tgithub.com/acme/asset-registry/internal/http\t0.061s\nok  \tgithub.com/acme/asset-registry/internal/store\t0.412s\nok  \tgithub.com/acme/asset-registry/internal/sites\t0.020s"),
        say("Tests pass. Let me double-check the LIKE escaping for `%` and `_` in user input."),
        done("", ok=False, subtype="error_during_execution"),
    ],
    cwd=W, summary="engine reported error_during_execution",
))

# ------------------------------------------------------------------ green run with timeout words from the code's own tests (claude)
W = "/srv/app/carrier-sync"
A(case(
    "carrier-sync-tracking-poll", "claude", "unknown", "infra_failure",
    "Every 'timeout' in the stream comes from the code's own timeout tests, which pass; the work is complete and green, and nothing shows why the run was marked failed.",
    ticket("CS-212", "Poll carrier tracking with a per-request timeout",
           "`poll_tracking` can hang forever on a stuck carrier API. Add a 10s timeout per request and treat a\n"
           "timeout as 'retry next cycle' (log at WARNING).",
           ["httpx timeout of 10s per request", "Timeouts are logged and skipped, not raised",
            "`pytest tests/test_poll.py` passes"],
           ["carrier_sync/poll.py"]),
    [
        read(W + "/carrier_sync/poll.py", "def poll_tracking(shipments, client=None):\n    client = client or httpx.Client(base_url=settings.CARRIER_URL)\n    for s in shipments:\n        r = client.get(f\"/tracking/{s.tracking_no}\")\n        s.update_status(r.json()[\"status\"])"),
        edit(W + "/carrier_sync/poll.py", "    client = client or httpx.Client(base_url=settings.CARRIER_URL)\n    for s in shipments:\n        r = client.get(f\"/tracking/{s.tracking_no}\")\n        s.update_status(r.json()[\"status\"])", "    client = client or httpx.Client(base_url=settings.CARRIER_URL, timeout=10.0)\n    for s in shipments:\n        try:\n            r = client.get(f\"/tracking/{s.tracking_no}\")\n        except httpx.TimeoutException:\n            log.warning(\"carrier timeout for %s, retrying next cycle\", s.tracking_no)\n            continue\n        s.update_status(r.json()[\"status\"])"),
        edit(W + "/tests/test_poll.py", "def test_updates_status(", "def test_timeout_is_skipped(caplog, shipment):\n    client = httpx.Client(transport=httpx.MockTransport(raise_timeout))\n    poll_tracking([shipment], client=client)\n    assert \"carrier timeout\" in caplog.text\n    assert shipment.status == \"in_transit\"\n\n\ndef test_updates_status("),
        sh("pytest tests/test_poll.py -v 2>&1 | tail -n 12", "tests/test_poll.py::test_updates_status PASSED                            [ 33%]\ntests/test_poll.py::test_timeout_is_skipped PASSED                       [ 66%]\ntests/test_poll.py::test_read_timeout_on_slow_carrier PASSED             [100%]\n\n------------------------------ Captured log call -------------------------------\nWARNING  carrier_sync.poll:poll.py:14 carrier timeout for 1Z999AA10123456784, retrying next cycle\nWARNING  carrier_sync.poll:poll.py:14 carrier timeout for 1Z999AA10123456785, retrying next cycle\n\n============================== 3 passed in 0.21s ==============================="),
        sh("pytest -q 2>&1 | tail -n 2", "..................................................                       [100%]\n50 passed in 3.84s"),
        sh("ruff check carrier_sync tests && mypy carrier_sync", "All checks passed!\nSuccess: no issues found in 14 source files"),
        sh("git diff --stat", " carrier_sync/poll.py | 8 ++++++--\n tests/test_poll.py   | 7 +++++++\n 2 files changed, 13 insertions(+), 2 deletions(-)"),
        done("Added a 10s per-request timeout. Timeouts are logged at WARNING (`carrier timeout for ...`) and retried next cycle. Tests cover both the connect and read timeout paths; all 50 pass, and ruff and mypy are clean."),
    ],
    cwd=W, summary="post-run checks failed",
))

# ------------------------------------------------------------------ transcript stops mid-read (no final message)
W = "/home/dev/kiosk-api"
A(case(
    "kiosk-api-menu-cache", "claude-transcript", "unknown", "",
    "The transcript ends while the agent is still reading code, with no error, no edit failure and no final message; there is nothing to attribute the failure to.",
    ticket("KSK-301", "Cache the menu endpoint for 60 seconds",
           "`GET /menu/:store_id` hits Postgres on every kiosk refresh (every 5s per kiosk). Cache the JSON per\n"
           "store in Redis for 60s and bust it when the menu is edited.",
           ["Second request within 60s doesn't query Postgres", "Menu edit invalidates the key", "`npm test` passes"],
           ["src/routes/menu.ts", "src/services/menuService.ts"]),
    [
        say("Let me look at the menu route and service."),
        read("/home/dev/kiosk-api/src/routes/menu.ts", "router.get('/menu/:storeId', async (req, res) => {\n  const menu = await menuService.forStore(req.params.storeId);\n  res.json(menu);\n});"),
        read("/home/dev/kiosk-api/src/services/menuService.ts", "export async function forStore(storeId: string): Promise<Menu> {\n  const rows = await db.query<MenuRow>('SELECT * FROM menu_items WHERE store_id = $1 AND active', [storeId]);\n  return toMenu(rows.rows);\n}\n\nexport async function updateItem(storeId: string, item: MenuItemInput) { ... }"),
        grep("createClient", "src/lib/redis.ts:3:export const redis = createClient({ url: process.env.REDIS_URL });", "/home/dev/kiosk-api/src"),
        read("/home/dev/kiosk-api/src/lib/redis.ts", "import { createClient } from 'redis';\n\nexport const redis = createClient({ url: process.env.REDIS_URL });\nredis.on('error', (err) => logger.warn({ err }, 'redis error'));"),
        sh("npm test -- --silent 2>&1 | tail -n 5", "Test Suites: 14 passed, 14 total\nTests:       96 passed, 96 total\nSnapshots:   0 total\nTime:        7.412 s\nRan all test suites."),
        read("/home/dev/kiosk-api/src/services/__tests__/menuService.test.ts", "describe('forStore', () => {\n  it('returns only active items', async () => { ... });\n});"),
        think("I'll add a `cached(key, ttl, fn)` helper in lib/redis.ts, use it in forStore, and delete the key in updateItem. Let me check how the tests mock Redis first."),
        grep("jest.mock\\('.*redis", "src/routes/__tests__/orders.test.ts:4:jest.mock('../../lib/redis');", "/home/dev/kiosk-api/src"),
        read("/home/dev/kiosk-api/src/lib/__mocks__/redis.ts", "export const redis = {\n  get: jest.fn(),\n  set: jest.fn(),\n  del: jest.fn(),\n};"),
    ],
    cwd="/home/dev/kiosk-api", result=False,
))

# ------------------------------------------------------------------ errors along the way, all recovered, then marked failed (transcript)
W = "/home/dev/audit-log"
A(case(
    "audit-log-actor-ip", "claude-transcript", "unknown", "dependency_missing",
    "The ModuleNotFoundError and the first test failure were both fixed by the agent (dev install, then the code); the final state is green and nothing in the stream explains the failed status.",
    ticket("AUD-66", "Record the actor's IP address in audit events",
           "Audit events have `actor_id` but not where the action came from. Add `actor_ip` (inet) populated\n"
           "from `X-Forwarded-For` (first hop) or the peer address.",
           ["Migration adds `audit_events.actor_ip`", "Middleware fills it", "`pytest` passes"],
           ["audit_log/middleware.py", "audit_log/models.py"]),
    [
        say("Running the tests to get a baseline."),
        sh("pytest -q 2>&1 | tail -n 4", "ImportError while loading conftest '/home/dev/audit-log/tests/conftest.py'.\ntests/conftest.py:1: in <module>\n    from audit_log.app import create_app\nE   ModuleNotFoundError: No module named 'audit_log'", rc=4),
        sh("pip install -e '.[dev]' 2>&1 | tail -n 1", "Successfully installed audit-log-0.9.0 pytest-asyncio-0.23.7 testcontainers-4.5.1"),
        sh("pytest -q 2>&1 | tail -n 2", "..........................                                               [100%]\n26 passed in 4.02s"),
        read("/home/dev/audit-log/audit_log/middleware.py", "class AuditMiddleware:\n    async def __call__(self, scope, receive, send):\n        scope[\"state\"][\"audit_ctx\"] = AuditContext(actor_id=scope[\"user\"].id)\n        await self.app(scope, receive, send)"),
        edit("/home/dev/audit-log/audit_log/middleware.py", "        scope[\"state\"][\"audit_ctx\"] = AuditContext(actor_id=scope[\"user\"].id)", "        scope[\"state\"][\"audit_ctx\"] = AuditContext(actor_id=scope[\"user\"].id, actor_ip=client_ip(scope))"),
        edit("/home/dev/audit-log/audit_log/models.py", "    actor_id = Column(BigInteger, nullable=False)", "    actor_id = Column(BigInteger, nullable=False)\n    actor_ip = Column(INET, nullable=True)"),
        write("/home/dev/audit-log/migrations/versions/5e1c0a9b2d37_actor_ip.py", "def upgrade():\n    op.add_column(\"audit_events\", sa.Column(\"actor_ip\", postgresql.INET(), nullable=True))\n\n\ndef downgrade():\n    op.drop_column(\"audit_events\", \"actor_ip\")\n"),
        write("/home/dev/audit-log/tests/test_actor_ip.py", "async def test_forwarded_for_first_hop(client):\n    r = await client.post(\"/things\", headers={\"X-Forwarded-For\": \"203.0.113.7, 10.0.0.2\"})\n    assert last_event().actor_ip == \"203.0.113.7\"\n"),
        sh("pytest -q tests/test_actor_ip.py 2>&1 | tail -n 4", "F\nE       NameError: name 'client_ip' is not defined\naudit_log/middleware.py:9: NameError\n1 failed in 0.62s", rc=1),
        edit("/home/dev/audit-log/audit_log/middleware.py", "class AuditMiddleware:", "def client_ip(scope):\n    for k, v in scope.get(\"headers\", []):\n        if k == b\"x-forwarded-for\":\n            return v.decode().split(\",\")[0].strip()\n    return scope[\"client\"][0] if scope.get(\"client\") else None\n\n\nclass AuditMiddleware:"),
        sh("pytest -q 2>&1 | tail -n 2", "...........................                                              [100%]\n27 passed in 4.31s"),
        sh("alembic upgrade head && alembic downgrade -1 && alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade 8d2f4c6e1a90 -> 5e1c0a9b2d37, actor ip\nINFO  [alembic.runtime.migration] Running downgrade 5e1c0a9b2d37 -> 8d2f4c6e1a90, actor ip\nINFO  [alembic.runtime.migration] Running upgrade 8d2f4c6e1a90 -> 5e1c0a9b2d37, actor ip"),
        done("`actor_ip` is stored on audit events, taken from the first X-Forwarded-For hop or the peer address. The migration is reversible and all 27 tests pass."),
    ],
    cwd="/home/dev/audit-log", summary="Run marked failed by orchestrator",
))

# ------------------------------------------------------------------ 'permission denied' inside a passing fixture (transcript)
W = "/home/dev/backup-agent"
A(case(
    "backup-agent-unreadable-files", "claude-transcript", "unknown", "permission_blocked",
    "'permission denied' is the behaviour the new test exercises (unreadable files are skipped and logged) and it passes; the run finished cleanly and the stream holds no reason for the failed state.",
    ticket("BKP-93", "Skip unreadable files instead of aborting the backup",
           "The nightly backup cron aborts the whole snapshot on the first `EACCES`. Skip the file, log it,\n"
           "and list skipped paths in the snapshot manifest.",
           ["Unreadable files are skipped and listed under `skipped` in the manifest", "Exit code stays 0",
            "`go test ./...` passes"],
           ["internal/walker/walk.go"]),
    [
        read("/home/dev/backup-agent/internal/walker/walk.go", "func Walk(root string, fn func(path string, r io.Reader) error) error {\n\treturn filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {\n\t\tif err != nil {\n\t\t\treturn err\n\t\t}\n\t\tif d.IsDir() {\n\t\t\treturn nil\n\t\t}\n\t\tf, err := os.Open(p)\n\t\tif err != nil {\n\t\t\treturn err\n\t\t}\n\t\tdefer f.Close()\n\t\treturn fn(p, f)\n\t})\n}"),
        edit("/home/dev/backup-agent/internal/walker/walk.go", "\t\tf, err := os.Open(p)\n\t\tif err != nil {\n\t\t\treturn err\n\t\t}", "\t\tf, err := os.Open(p)\n\t\tif errors.Is(err, fs.ErrPermission) {\n\t\t\tlog.Printf(\"skipping %s: %v\", p, err)\n\t\t\tskipped = append(skipped, p)\n\t\t\treturn nil\n\t\t}\n\t\tif err != nil {\n\t\t\treturn err\n\t\t}"),
        write("/home/dev/backup-agent/internal/walker/walk_test.go", "func TestWalkSkipsUnreadable(t *testing.T) {\n\tdir := t.TempDir()\n\tlocked := filepath.Join(dir, \"locked.txt\")\n\tos.WriteFile(locked, []byte(\"x\"), 0o000)\n\t...\n}\n"),
        sh("go test ./internal/walker/ -v -run Unreadable 2>&1 | tail -n 5", "=== RUN   TestWalkSkipsUnreadable\n2026/11/09 11:02:44 skipping /tmp/TestWalkSkipsUnreadable1220443819/001/locked.txt: open /tmp/TestWalkSkipsUnreadable1220443819/001/locked.txt: permission denied\n--- PASS: TestWalkSkipsUnreadable (0.00s)\nPASS\nok  \tgithub.com/acme/backup-agent/internal/walker\t0.004s"),
        edit("/home/dev/backup-agent/internal/manifest/manifest.go", "\tFiles   []Entry  `json:\"files\"`", "\tFiles   []Entry  `json:\"files\"`\n\tSkipped []string `json:\"skipped,omitempty\"`"),
        sh("go test ./... 2>&1 | tail -n 4", "ok  \tgithub.com/acme/backup-agent/cmd/backup\t0.031s\nok  \tgithub.com/acme/backup-agent/internal/manifest\t0.006s\nok  \tgithub.com/acme/backup-agent/internal/upload\t0.118s\nok  \tgithub.com/acme/backup-agent/internal/walker\t0.005s"),
        sh("go vet ./... && staticcheck ./...", ""),
        done("Unreadable files are now skipped with a log line (`skipping ...: permission denied`) and listed under `skipped` in the manifest; the backup exits 0. Tests and static checks pass."),
    ],
    cwd="/home/dev/backup-agent", summary="Run marked failed",
))

# ------------------------------------------------------------------ codex finishes normally, state failed
W = "/workspace/feature-flags"
A(case(
    "feature-flags-percentage-rollout", "codex", "unknown", "",
    "Codex completed the turn normally with passing tests and a coherent summary; the stream contains no error that explains the failed status.",
    ticket("FF-48", "Percentage rollouts for feature flags",
           "Flags are on/off per tenant. Support `rollout: 25` meaning 25% of users, stable per user\n"
           "(hash of flag key + user id).",
           ["Same user always gets the same result", "Distribution within 1% over 100k users", "`go test ./...` passes"],
           ["internal/flags/eval.go"]),
    [
        think("**Designing rollout hashing**\n\nUse fnv-1a over flagKey + \":\" + userID modulo 10000 to allow basis points."),
        read(W + "/internal/flags/eval.go", "func (e *Evaluator) Enabled(flag Flag, ctx Context) bool {\n\tif v, ok := flag.Tenants[ctx.TenantID]; ok {\n\t\treturn v\n\t}\n\treturn flag.Default\n}"),
        edit(W + "/internal/flags/eval.go", "\treturn flag.Default\n}", "\tif flag.Rollout > 0 {\n\t\treturn bucket(flag.Key, ctx.UserID) < flag.Rollout*100\n\t}\n\treturn flag.Default\n}\n\nfunc bucket(key, user string) int {\n\th := fnv.New32a()\n\th.Write([]byte(key + \":\" + user))\n\treturn int(h.Sum32() % 10000)\n}"),
        edit(W + "/internal/flags/eval_test.go", "func TestTenantOverride(t *testing.T) {", "func TestRolloutStableAndDistributed(t *testing.T) { ... }\n\nfunc TestTenantOverride(t *testing.T) {"),
        sh("go test ./internal/flags/ -run Rollout -v 2>&1 | tail -n 4", "=== RUN   TestRolloutStableAndDistributed\n    eval_test.go:61: 25.07% enabled over 100000 users\n--- PASS: TestRolloutStableAndDistributed (0.04s)\nPASS"),
        sh("go test ./... 2>&1 | tail -n 3", "ok  \tgithub.com/acme/feature-flags/internal/api\t0.052s\nok  \tgithub.com/acme/feature-flags/internal/flags\t0.071s\nok  \tgithub.com/acme/feature-flags/internal/store\t0.219s"),
        sh("golangci-lint run ./... 2>&1 | tail -n 1", ""),
        done("Implemented percentage rollouts: FNV-1a of `key:user` in basis points, stable per user; over 100k users 25.07% are enabled for a 25% rollout. All tests and lint pass."),
    ],
    cwd=W, summary="codex exec exited with status 1",
))

# ------------------------------------------------------------------ osmia: success false with a generic summary after normal work
W = "/srv/app/geo-lookup"
A(case(
    "geo-lookup-ipv6-ranges", "osmia", "unknown", "",
    "The agent implemented and tested the change without any error; the only failure signal is a generic 'agent exited with status 1' result.",
    ticket("GEO-311", "IPv6 lookups return the default country",
           "`lookup_country` only parses IPv4 ranges from the MaxMind CSV. Support IPv6 networks too.",
           ["IPv6 addresses resolve to the right country", "`pytest tests/test_lookup.py` passes"],
           ["geo_lookup/ranges.py"]),
    [
        say("Reading the range loader."),
        read(W + "/geo_lookup/ranges.py", "def load(path):\n    ranges = []\n    for row in csv.DictReader(open(path)):\n        net = ipaddress.IPv4Network(row[\"network\"])\n        ranges.append((int(net.network_address), int(net.broadcast_address), row[\"country\"]))\n    ranges.sort()\n    return ranges"),
        edit(W + "/geo_lookup/ranges.py", "        net = ipaddress.IPv4Network(row[\"network\"])\n        ranges.append((int(net.network_address), int(net.broadcast_address), row[\"country\"]))\n    ranges.sort()\n    return ranges", "        net = ipaddress.ip_network(row[\"network\"])\n        ranges[net.version].append((int(net.network_address), int(net.broadcast_address), row[\"country\"]))\n    for v in ranges.values():\n        v.sort()\n    return ranges"),
        edit(W + "/geo_lookup/ranges.py", "    ranges = []", "    ranges = {4: [], 6: []}"),
        edit(W + "/geo_lookup/lookup.py", "    table = RANGES", "    table = RANGES[ip.version]"),
        edit(W + "/tests/test_lookup.py", "def test_ipv4_lookup():", "def test_ipv6_lookup():\n    assert lookup_country(\"2a00:1450:4001:81b::200e\") == \"DE\"\n\n\ndef test_ipv4_lookup():"),
        sh("pytest tests/test_lookup.py -q", "....                                                                     [100%]\n4 passed in 0.77s"),
        sh("pytest -q 2>&1 | tail -n 1", "31 passed in 1.90s"),
        say("IPv6 networks are loaded into a separate sorted table and looked up by address version; all tests pass."),
        done("agent exited with status 1", ok=False),
    ],
    cwd=W, engine="aider", summary="agent exited with status 1",
))

# ------------------------------------------------------------------ osmia: Postgres startup FATAL noise, tests pass
W = "/workspace/timesheet-export"
A(case(
    "timesheet-export-overtime-col", "osmia", "unknown", "infra_failure",
    "The Postgres 'FATAL: the database system is starting up' lines are normal compose start-up noise before the healthcheck passes; the tests then pass and the stream shows no cause for the failed result.",
    ticket("TSX-71", "Add overtime hours to the payroll export",
           "The payroll CSV needs an `overtime_hours` column: hours above 40 per ISO week, per employee.",
           ["`overtime_hours` column in export", "Weekly calculation by ISO week", "`make itest` passes"],
           ["export/payroll.go"]),
    [
        say("Starting the database and reading the export code."),
        sh("docker compose up -d db && sleep 2 && docker compose logs db --tail 6", "[+] Running 2/2\n ✔ Network timesheet-export_default  Created\n ✔ Container timesheet-export-db-1    Started\ndb-1  | 2026-11-10 09:12:01.114 UTC [1] LOG:  starting PostgreSQL 16.4 on x86_64-pc-linux-musl\ndb-1  | 2026-11-10 09:12:01.130 UTC [1] LOG:  listening on IPv4 address \"0.0.0.0\", port 5432\ndb-1  | 2026-11-10 09:12:01.402 UTC [27] FATAL:  the database system is starting up\ndb-1  | 2026-11-10 09:12:01.655 UTC [28] FATAL:  the database system is starting up\ndb-1  | 2026-11-10 09:12:02.031 UTC [1] LOG:  database system is ready to accept connections"),
        read(W + "/export/payroll.go", "func Rows(entries []Entry) [][]string {\n\tout := [][]string{{\"employee_id\", \"week\", \"hours\"}}\n\tfor _, w := range groupByWeek(entries) {\n\t\tout = append(out, []string{w.EmployeeID, w.Week, fmtHours(w.Hours)})\n\t}\n\treturn out\n}"),
        edit(W + "/export/payroll.go", "\tout := [][]string{{\"employee_id\", \"week\", \"hours\"}}\n\tfor _, w := range groupByWeek(entries) {\n\t\tout = append(out, []string{w.EmployeeID, w.Week, fmtHours(w.Hours)})", "\tout := [][]string{{\"employee_id\", \"week\", \"hours\", \"overtime_hours\"}}\n\tfor _, w := range groupByWeek(entries) {\n\t\tout = append(out, []string{w.EmployeeID, w.Week, fmtHours(w.Hours), fmtHours(max(0, w.Hours-40))})"),
        edit(W + "/export/payroll_test.go", "func TestRowsGroupsByISOWeek(t *testing.T) {", "func TestRowsOvertime(t *testing.T) { ... }\n\nfunc TestRowsGroupsByISOWeek(t *testing.T) {"),
        sh("go test ./export/...", "ok  \tgithub.com/acme/timesheet-export/export\t0.009s"),
        sh("make itest 2>&1 | tail -n 4", "go test -tags=integration ./itest/...\nok  \tgithub.com/acme/timesheet-export/itest\t2.881s"),
        sh("docker compose down -v", "[+] Running 2/2\n ✔ Container timesheet-export-db-1    Removed\n ✔ Network timesheet-export_default  Removed"),
        done("overtime_hours added; unit and integration tests pass.", ok=False),
    ],
    cwd=W, engine="aider", summary="task failed",
))

# ------------------------------------------------------------------ osmia: 'Killed' from a deliberate SIGKILL test
W = "/srv/app/job-runner"
A(case(
    "job-runner-worker-restart", "osmia", "unknown", "infra_failure",
    "'Killed by signal 9' is printed by the supervisor test that deliberately SIGKILLs a worker, and it passes; nothing else in the stream points to a cause for the failed result.",
    ticket("JR-118", "Restart crashed workers with backoff",
           "The job runner supervisor doesn't restart a worker that dies. Restart it with exponential backoff\n"
           "(1s, 2s, 4s, max 30s) and reset the backoff after 5 minutes of uptime.",
           ["Crashed workers are restarted", "Backoff doubles up to 30s", "`pytest tests/test_supervisor.py` passes"],
           ["job_runner/supervisor.py"]),
    [
        say("Reading the supervisor."),
        read(W + "/job_runner/supervisor.py", "class Supervisor:\n    def __init__(self, n_workers):\n        self.procs = [self._spawn(i) for i in range(n_workers)]\n\n    def _spawn(self, i):\n        return subprocess.Popen([sys.executable, \"-m\", \"job_runner.worker\", str(i)])\n\n    def tick(self):\n        for p in self.procs:\n            p.poll()"),
        edit(W + "/job_runner/supervisor.py", "    def tick(self):\n        for p in self.procs:\n            p.poll()", "    def tick(self, now=None):\n        now = now or time.monotonic()\n        for i, p in enumerate(self.procs):\n            if p.poll() is None:\n                continue\n            log.warning(\"worker %s exited with %s, restarting in %ss\", p.pid, p.returncode, self.backoff[i])\n            self.restart_at[i] = now + self.backoff[i]\n            self.backoff[i] = min(self.backoff[i] * 2, 30)"),
        write(W + "/tests/test_supervisor.py", "def test_worker_restart_after_sigkill(supervisor):\n    pid = supervisor.procs[0].pid\n    os.kill(pid, signal.SIGKILL)\n    ...\n", kind="update"),
        sh("pytest tests/test_supervisor.py -v 2>&1 | tail -n 9", "tests/test_supervisor.py::test_worker_restart_after_sigkill PASSED        [ 33%]\ntests/test_supervisor.py::test_backoff_doubles_to_30s PASSED             [ 66%]\ntests/test_supervisor.py::test_backoff_resets_after_uptime PASSED        [100%]\n\n------------------------------ Captured log call -------------------------------\nWARNING  job_runner.supervisor:supervisor.py:31 worker 4121 exited with -9, restarting in 1s\nINFO     job_runner.supervisor:supervisor.py:40 worker 4121 Killed by signal 9; respawned as 4133\n============================== 3 passed in 2.31s ==============================="),
        sh("pytest -q 2>&1 | tail -n 1", "44 passed in 6.02s"),
        done("Workers are restarted with exponential backoff (1s doubling to 30s), reset after 5 minutes of uptime. Tests pass.", ok=False),
    ],
    cwd=W, engine="aider", summary="task failed",
))
