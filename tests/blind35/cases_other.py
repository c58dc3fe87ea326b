"""unknown runs (failed, no recognisable cause in the stream) and succeeded runs full of alarming words."""
from common import *

CASES = []
def case(**kw): CASES.append(kw); return kw
def res(summary, code=1): return {"success": False, "exit_code": code, "summary": summary}

# ---------------------------------------------------------------- unknown
case(slug="tax-id-validation-eu", ticket="ACC-902", format="codex", repo="accounts-py", mode="unknown", near_miss="",
     why="The agent made the change and every test passed; the run was marked failed with only 'exit status 1' and nothing in the stream explains it.",
     prompt=P("ACC-902", "Validate EU VAT ids", "Add `validate_vat(country, number)` in `accounts/vat.py` with the per-country regexes from the ticket attachment."),
     steps=[bash("sed -n '1,20p' accounts/vat.py", "\"\"\"VAT helpers.\"\"\"\n\nVAT_PATTERNS = {}"),
            edit("accounts/vat.py", "", ""),
            bash("git diff --stat", " accounts/vat.py | 31 +++++++++++++++++++++++++++++--\n 1 file changed, 29 insertions(+), 2 deletions(-)"),
            bash("python -m pytest tests/test_vat.py -q", "..................                                                       [100%]\n18 passed in 0.07s"),
            bash("ruff check accounts && mypy accounts/vat.py", "All checks passed!\nSuccess: no issues found in 1 source file"),
            say("Added `validate_vat` with patterns for all 27 member states; tests, ruff and mypy pass.")],
     end=end_ok("done"), state="Failed", result=res("exit status 1"))

case(slug="admin-csv-import-preview", ticket="ADM-311", format="codex", repo="admin-api", mode="unknown", near_miss="",
     why="The stream simply stops after a few file reads: no error, no kill message, no watchdog; nothing shows why.",
     prompt=P("ADM-311", "Preview first 20 rows of a CSV import", "Add `POST /admin/imports/preview` returning the first 20 parsed rows and column guesses."),
     steps=[bash("ls admin/views", "__init__.py\naudit.py\nimports.py\nusers.py"),
            bash("sed -n '1,80p' admin/views/imports.py", "def upload(request):\n    f = request.FILES[\"file\"]\n    job = ImportJob.objects.create(file=f, owner=request.user)\n    enqueue(job.id)\n    return JsonResponse({\"id\": job.id}, status=202)"),
            bash("sed -n '1,60p' admin/imports/parse.py", "def parse_rows(fp, dialect=None):\n    reader = csv.DictReader(fp, dialect=dialect or sniff(fp))\n    yield from reader"),
            think("**Planning preview endpoint**\n\nReuse parse_rows with itertools.islice(…, 20) and sniff types from the first rows.")],
     end=None, state="Failed", result=None)

case(slug="e2e-checkout-make", ticket="SHOP-1250", format="codex", repo="checkout-web", mode="unknown", near_miss="",
     why="The e2e make target exits 1 with no output at all and the agent gives up; there is no recognisable cause in the stream.",
     prompt=P("SHOP-1250", "Show saved cards at checkout", "List saved cards in `src/checkout/PaymentStep.tsx` and preselect the default one. `make e2e` must pass."),
     steps=[edit("src/checkout/PaymentStep.tsx", ""  , ""),
            bash("npx vitest run src/checkout 2>&1 | tail -2", " Test Files  4 passed (4)\n      Tests  27 passed (27)"),
            bash("make e2e", "make: *** [Makefile:31: e2e] Error 1", code=2),
            bash("make e2e V=1", "make: *** [Makefile:31: e2e] Error 1", code=2),
            bash("sed -n '28,34p' Makefile", "e2e:\n\t@./scripts/e2e.sh >/dev/null 2>&1"),
            bash("./scripts/e2e.sh; echo exit=$?", "exit=1", code=0),
            say("`make e2e` fails with exit 1 and the script produces no output, so I can't tell what is failing. The unit tests pass.")],
     end=end_ok("unclear"), state="Failed", result=res("make e2e failed"))

case(slug="role-matrix-export", ticket="SEC-470", format="codex", repo="admin-api", mode="unknown", near_miss="permission_blocked",
     why="'permission denied' appears only as the expected output of the code under test (and its tests pass); the run failed with no visible cause.",
     prompt=P("SEC-470", "Export the role/permission matrix", "Add `manage.py export_roles` writing a CSV of roles × permissions; permissions missing from the registry print `permission denied: <name>` to stderr."),
     steps=[edit("admin/management/commands/export_roles.py", "", ""),
            bash("sed -n '20,34p' admin/management/commands/export_roles.py", "        for role in Role.objects.all():\n            for perm in role.permissions:\n                if perm not in KNOWN:\n                    self.stderr.write(f\"permission denied: {perm}\")\n                    continue\n                writer.writerow([role.name, perm])"),
            bash("python -m pytest tests/test_export_roles.py -q -rA 2>&1 | tail -5", "PASSED tests/test_export_roles.py::test_writes_header\nPASSED tests/test_export_roles.py::test_unknown_permission_reports_permission_denied\nPASSED tests/test_export_roles.py::test_roles_sorted\n3 passed in 0.19s"),
            bash("python manage.py export_roles --out /tmp/roles.csv; head -3 /tmp/roles.csv", "permission denied: billing.legacy_refund\nrole,permission\nadmin,users.read"),
            say("Command added; unregistered permissions are reported on stderr as specified.")],
     end=end_ok("done"), state="Failed", result=res("task failed"))

case(slug="newsletter-unsubscribe-token", ticket="CRM-641", format="claude", repo="crm", mode="unknown", near_miss="",
     why="The run ended with a generic error_during_execution result right after a passing test run; nothing in the stream names a cause.",
     prompt=P("CRM-641", "Signed unsubscribe links", "Replace `?email=` unsubscribe links with an HMAC-signed token in `crm/newsletter/links.py`."),
     steps=[read("crm/newsletter/links.py", "def unsubscribe_url(contact):\n    return f\"{BASE}/unsubscribe?email={quote(contact.email)}\""),
            edit("crm/newsletter/links.py", "    return f\"{BASE}/unsubscribe?email={quote(contact.email)}\"", "    return f\"{BASE}/unsubscribe?t={signing.dumps(contact.pk, salt='unsub')}\""),
            bash("python manage.py test crm.newsletter", "Found 9 test(s).\n.........\n----------------------------------------------------------------------\nRan 9 tests in 0.412s\n\nOK"),
            say("Next I'll update the view that consumes the token.")],
     end=end_fail("", subtype="error_during_execution"))

case(slug="warehouse-slotting-doc", ticket="WMS-90", format="claude-transcript", repo="wms", mode="unknown", near_miss="",
     why="The transcript ends mid-investigation after ordinary reads; the task is marked failed but the stream shows no error of any kind.",
     prompt=P("WMS-90", "Explain slotting heuristics in docs", "Document how `wms/slotting.py` scores bins in `docs/slotting.md`."),
     steps=[read("wms/slotting.py", "def score(bin, sku):\n    return bin.free_volume / sku.volume - DISTANCE_WEIGHT * bin.distance"),
            read("docs/index.md", "# WMS docs\n\n- [Receiving](receiving.md)\n- [Picking](picking.md)"),
            bash("grep -rn DISTANCE_WEIGHT wms", "wms/settings.py:14:DISTANCE_WEIGHT = 0.35\nwms/slotting.py:3:from wms.settings import DISTANCE_WEIGHT"),
            say("Drafting the document structure now.")],
     end=None, state="Failed", result=None)

case(slug="osmia-carrier-label", ticket="SHIP-244", format="osmia", repo="shipping", mode="unknown", near_miss="infra_failure",
     why="'timeout' only appears in a passing test of the carrier client's own timeout handling; the run reports failure with no visible reason.",
     prompt=P("SHIP-244", "Retry label creation once on carrier 503", "In `shipping/carriers/dhl.py::create_label`, retry once on 503; keep the 10s request timeout."),
     steps=[edit("shipping/carriers/dhl.py", "    resp = session.post(URL, json=body, timeout=10)", "    resp = session.post(URL, json=body, timeout=10)\n    if resp.status_code == 503:\n        resp = session.post(URL, json=body, timeout=10)"),
            bash("python -m pytest tests/carriers/test_dhl.py -q -rA | tail -4", "PASSED tests/carriers/test_dhl.py::test_retries_once_on_503\nPASSED tests/carriers/test_dhl.py::test_request_timeout_raises_carrier_timeout\nPASSED tests/carriers/test_dhl.py::test_no_retry_on_400\n3 passed in 0.33s"),
            say("Retry added; existing timeout behaviour unchanged.")],
     end=end_fail("agent exited with code 1"))

case(slug="osmia-stock-alerts", ticket="INV-530", format="osmia", repo="inventory-svc", mode="unknown", near_miss="",
     why="Osmia reports failure with an empty summary after an uneventful run of reads and a passing build; no cause is visible.",
     prompt=P("INV-530", "Low-stock alerts per warehouse", "Emit `stock.low` events per warehouse when qty < reorder point in `internal/alerts`."),
     steps=[read("internal/alerts/alerts.go", "package alerts\n\nfunc Check(s Stock) []Event { return nil }"),
            edit("internal/alerts/alerts.go", "func Check(s Stock) []Event { return nil }", "func Check(s Stock) []Event {\n\tvar out []Event\n\tfor wh, q := range s.ByWarehouse {\n\t\tif q < s.ReorderPoint {\n\t\t\tout = append(out, Event{Type: \"stock.low\", Warehouse: wh})\n\t\t}\n\t}\n\treturn out\n}"),
            bash("go build ./... && go test ./internal/alerts/", "ok  \tgithub.com/acme/inventory-svc/internal/alerts\t0.009s")],
     end=end_fail(""))

case(slug="profile-avatar-resize", ticket="ACC-915", format="claude-transcript", repo="accounts-web", mode="unknown", near_miss="",
     why="The agent was mid-way through a normal edit/test cycle when the transcript ends; no error, limit, or kill is recorded.",
     prompt=P("ACC-915", "Resize avatars client-side", "Downscale uploaded avatars to 512px before upload in `src/profile/AvatarUpload.tsx`."),
     steps=[read("src/profile/AvatarUpload.tsx", "const onFile = async (f: File) => upload(f);"),
            edit("src/profile/AvatarUpload.tsx", "const onFile = async (f: File) => upload(f);", "const onFile = async (f: File) => upload(await downscale(f, 512));"),
            write("src/profile/downscale.ts", "export async function downscale(f: File, max: number): Promise<Blob> {\n  const bmp = await createImageBitmap(f);\n  const s = Math.min(1, max / Math.max(bmp.width, bmp.height));\n  const c = new OffscreenCanvas(bmp.width * s, bmp.height * s);\n  c.getContext('2d')!.drawImage(bmp, 0, 0, c.width, c.height);\n  return c.convertToBlob({ type: 'image/webp', quality: 0.85 });\n}"),
            bash("npx vitest run src/profile", " ✓ src/profile/AvatarUpload.test.tsx (3 tests) 44ms\n Test Files  1 passed (1)")],
     end=None, state="Failed", result=None)

# ---------------------------------------------------------------- succeeded (alarming words)
case(slug="http-client-deadline", ticket="SDK-655", format="codex", repo="go-sdk", mode="succeeded", near_miss="infra_failure",
     why="Tests about request timeouts ('context deadline exceeded', TestTimeout...) pass; the task was completed.",
     prompt=P("SDK-655", "Honour per-request deadlines", "`client.Do` ignores `ctx` deadlines. Pass ctx to the transport and return `ErrTimeout` when it expires."),
     steps=[edit("client/do.go", "", ""),
            bash("git diff client/do.go", "-\treq, _ := http.NewRequest(method, url, body)\n+\treq, _ := http.NewRequestWithContext(ctx, method, url, body)\n@@\n+\tif errors.Is(err, context.DeadlineExceeded) {\n+\t\treturn nil, ErrTimeout\n+\t}"),
            bash("go test ./client/ -run 'Timeout|Deadline' -v 2>&1 | tail -8", "=== RUN   TestDoTimeoutReturnsErrTimeout\n    do_test.go:41: got expected error: request timed out: context deadline exceeded\n--- PASS: TestDoTimeoutReturnsErrTimeout (0.05s)\n=== RUN   TestDeadlinePropagates\n--- PASS: TestDeadlinePropagates (0.00s)\nPASS\nok  \tgithub.com/acme/go-sdk/client\t0.061s"),
            bash("go test ./...", "ok  \tgithub.com/acme/go-sdk/client\t0.118s\nok  \tgithub.com/acme/go-sdk/retry\t0.003s"),
            say("`Do` now respects context deadlines and maps them to `ErrTimeout`; all tests pass.")],
     end=end_ok("done"))

case(slug="docs-acl-fixture", ticket="DOC-330", format="codex", repo="docs-api", mode="succeeded", near_miss="permission_blocked",
     why="'Permission denied' and 403 are the behaviour being tested (private documents), and the tests pass.",
     prompt=P("DOC-330", "Private documents must 403 for non-members", "`GET /docs/{id}` returns 404 for private docs; return 403 `{\"error\":\"Permission denied\"}` for authenticated non-members."),
     steps=[edit("docs_api/routes/docs.py", "", ""),
            bash("git diff docs_api/routes/docs.py", "-        raise HTTPException(404)\n+        raise HTTPException(403, detail={\"error\": \"Permission denied\"})"),
            bash("python -m pytest tests/test_docs_acl.py -q -rA 2>&1 | tail -5", "PASSED tests/test_docs_acl.py::test_member_can_read\nPASSED tests/test_docs_acl.py::test_non_member_gets_permission_denied\nPASSED tests/test_docs_acl.py::test_anonymous_gets_401\n3 passed in 0.28s"),
            bash("python -m pytest -q", "........................................................................ [100%]\n72 passed in 4.02s"),
            say("Non-members now get 403 Permission denied; all 72 tests pass.")],
     end=end_ok("done"))

case(slug="ws-reconnect-jitter", ticket="RT-118", format="codex", repo="realtime-gw", mode="succeeded", near_miss="test_misunderstanding",
     why="The skipped test was already skipped before the run (upstream flakiness, tracked issue); the agent did not touch tests and the change passes.",
     prompt=P("RT-118", "Add jitter to websocket reconnects", "`src/reconnect.ts::delay(n)` should add up to 20% random jitter."),
     steps=[bash("git log -1 --format=%h\\ %s -- test/reconnect.e2e.test.ts", "a41c2d9 test: skip reconnect e2e until staging LB is fixed (#812)"),
            edit("src/reconnect.ts", "", ""),
            bash("git diff --stat", " src/reconnect.ts | 3 ++-\n 1 file changed, 2 insertions(+), 1 deletion(-)"),
            bash("npx vitest run 2>&1 | tail -5", " ✓ test/reconnect.test.ts (6 tests) 12ms\n ↓ test/reconnect.e2e.test.ts (2 tests | 2 skipped)\n\n Test Files  5 passed | 1 skipped (6)\n      Tests  31 passed | 2 skipped (33)"),
            say("Jitter added (up to +20%). The e2e file was already skipped on main (#812); unit tests pass.")],
     end=end_ok("done"))

FMT_FILES = ["src/%s/%s.ts" % (a, b) for a in ("api", "auth", "cart", "checkout", "orders", "lib") for b in ("index", "types", "client", "hooks", "utils", "format", "store", "errors")]
case(slug="prettier-adoption", ticket="DX-170", format="codex", repo="storefront", mode="succeeded", near_miss="scope_creep",
     why="The ticket explicitly asked to run Prettier over the whole repo; the 48-file change is what was requested and the checks pass.",
     prompt=P("DX-170", "Adopt Prettier repo-wide", "Add `.prettierrc` (singleQuote, printWidth 100) and run `prettier --write .` over the whole repository in one commit. No other changes."),
     steps=[write(".prettierrc", ""),
            bash("npx prettier --write . 2>&1 | tail -3", "src/orders/store.ts 41ms\nsrc/orders/types.ts 9ms\nsrc/orders/utils.ts 12ms"),
            files([(f, "update") for f in FMT_FILES]),
            bash("git diff --stat | tail -1", " 48 files changed, 1302 insertions(+), 1288 deletions(-)"),
            bash("npx tsc --noEmit && npx eslint . && npx vitest run 2>&1 | tail -2", " Test Files  22 passed (22)\n      Tests  164 passed (164)"),
            say("Prettier config added and applied to the whole repo as requested; typecheck, lint (0 errors) and tests pass.")],
     end=end_ok("done"), files_changed=48)

case(slug="k8s-event-parser", ticket="OPS-430", format="claude", repo="ops-bot", mode="succeeded", near_miss="infra_failure",
     why="'OOMKilled' and 'Killed' are strings the code under test parses from Kubernetes events; the feature was implemented and tests pass.",
     prompt=P("OPS-430", "Summarise OOMKilled pods in the daily digest", "Parse `reason: OOMKilled` from pod status in `opsbot/k8s.py` and list them in the digest."),
     steps=[edit("opsbot/k8s.py", "def summarize(pods):\n    return []", "def summarize(pods):\n    return [p.name for p in pods if p.last_state.get('terminated', {}).get('reason') == 'OOMKilled']"),
            bash("python -m pytest tests/test_k8s.py -q -rA | tail -4", "PASSED tests/test_k8s.py::test_oomkilled_pod_listed\nPASSED tests/test_k8s.py::test_completed_pod_ignored\nPASSED tests/test_k8s.py::test_killed_by_signal_not_oom\n3 passed in 0.05s"),
            say("The digest now lists pods whose last termination reason is OOMKilled.")],
     end=end_ok("OOMKilled pods are summarised in the digest; tests pass."))

case(slug="seed-script-recovered", ticket="DEV-212", format="claude-transcript", repo="api-node", mode="succeeded", near_miss="dependency_missing",
     why="A missing module (@faker-js/faker) was installed as a devDependency, after which the seed script and tests worked; the run succeeded.",
     prompt=P("DEV-212", "Seed script for local dev", "Add `scripts/seed.ts` creating 50 fake users with @faker-js/faker (add it as a devDependency)."),
     steps=[write("scripts/seed.ts", "import { faker } from '@faker-js/faker';\nimport { db } from '../src/db';\n\nfor (let i = 0; i < 50; i++) await db.user.create({ data: { name: faker.person.fullName(), email: faker.internet.email() } });"),
            bash("npx tsx scripts/seed.ts", "Error [ERR_MODULE_NOT_FOUND]: Cannot find package '@faker-js/faker' imported from /workspace/api-node/scripts/seed.ts", err=True),
            bash("npm install -D @faker-js/faker@8.4.1", "added 1 package, and audited 402 packages in 4s\nfound 0 vulnerabilities"),
            bash("npx tsx scripts/seed.ts && echo seeded", "seeded"),
            bash("npm test 2>&1 | tail -2", "Tests:       58 passed, 58 total\nTime:        6.1 s"),
            say("Seed script added; faker installed as a devDependency.")],
     end=None, state="Succeeded", result={"success": True, "exit_code": 0, "summary": "seed script added"})

case(slug="osmia-sftp-errors", ticket="INT-77", format="osmia", repo="partner-sync", mode="succeeded", near_miss="permission_blocked",
     why="'Permission denied (publickey)' and 'Connection refused' are fixture outputs the new error mapping handles; the tests pass and the task is done.",
     prompt=P("INT-77", "Map SFTP errors to retryable/non-retryable", "In `sync/sftp.py::classify`, auth failures are fatal, connection refused is retryable."),
     steps=[edit("sync/sftp.py", "def classify(exc):\n    return 'retry'", "def classify(exc):\n    msg = str(exc)\n    if 'Permission denied (publickey)' in msg:\n        return 'fatal'\n    if 'Connection refused' in msg:\n        return 'retry'\n    return 'retry'"),
            bash("python -m pytest tests/test_sftp.py -q -rA | tail -4", "PASSED tests/test_sftp.py::test_permission_denied_publickey_is_fatal\nPASSED tests/test_sftp.py::test_connection_refused_is_retryable\n2 passed in 0.03s")],
     end=end_ok("classify() maps auth failures to fatal and connection refused to retry; tests pass."))

case(slug="vue3-migration-asked", ticket="FE-500", format="claude", repo="legacy-admin", mode="succeeded", near_miss="scope_creep",
     why="The ticket asked for the full Vue 2 -> Vue 3 migration of the admin app; the many-file change is in scope and the build/tests pass (deprecation warnings only).",
     prompt=P("FE-500", "Migrate admin app to Vue 3", "Migrate `legacy-admin` from Vue 2.7 to Vue 3.4 (all components, router 4, Pinia instead of Vuex). Whole app in scope."),
     steps=[bash("npx @vue/compat-migrate --dry 2>&1 | tail -2", "Found 64 components to migrate\n0 blockers"),
            bash("npm install vue@3.4.38 vue-router@4.4.3 pinia@2.2.2 && npm uninstall vuex", "npm WARN deprecated @vue/compat@3.4.38: only needed during migration\nadded 6 packages, removed 9 packages in 11s"),
            bash("git diff --stat | tail -1", " 71 files changed, 2210 insertions(+), 2498 deletions(-)"),
            bash("npm run build 2>&1 | tail -2 && npm test 2>&1 | tail -2", "✓ built in 14.21s\nTests:       0 failed, 203 passed, 203 total"),
            say("Admin app migrated to Vue 3.4 / router 4 / Pinia; build and all 203 tests pass.")],
     end=end_ok("Migrated to Vue 3; all tests pass."), files_changed=71)

case(slug="lockfile-retry-warning", ticket="WEB-1310", format="osmia", repo="web", mode="succeeded", near_miss="infra_failure",
     why="npm retried a registry fetch once (ECONNRESET warning) and then completed; the change was made and tests pass.",
     prompt=P("WEB-1310", "Add dayjs relativeTime to activity feed", "Show 'x minutes ago' in `src/feed/Item.tsx` with dayjs relativeTime."),
     steps=[bash("npm install dayjs@1.11.13", "npm WARN fetch retry GET https://registry.npmjs.org/dayjs attempt 1 failed with ECONNRESET\n\nadded 1 package, and audited 812 packages in 9s\nfound 0 vulnerabilities"),
            edit("src/feed/Item.tsx", "  <time>{item.at}</time>", "  <time dateTime={item.at}>{dayjs(item.at).fromNow()}</time>"),
            bash("npx vitest run src/feed", " ✓ src/feed/Item.test.tsx (4 tests) 52ms\n Test Files  1 passed (1)")],
     end=end_ok("Relative times shown in the activity feed; tests pass."))
