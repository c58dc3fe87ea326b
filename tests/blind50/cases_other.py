from case_util import *  # noqa: F401,F403

U, OK = "unknown", "succeeded"
CASES = []
A = CASES.append

# ------------------------------------------------------------------ unknown
A(C("invoice-pdf-filename", "DOC-240", """# DOC-240: Invoice PDF download is named `download.pdf`

Set `Content-Disposition` filename to `invoice-<number>.pdf` in `invoices/views.py`.
""", U, "The work looks correct and tests pass; the run is marked failed with no error anywhere in the stream.", [
    read("invoices/views.py", "def download(request, pk):\n    pdf = render_pdf(pk)\n    return HttpResponse(pdf, content_type='application/pdf')"),
    edit("invoices/views.py", "    return HttpResponse(pdf, content_type='application/pdf')", "    resp = HttpResponse(pdf, content_type='application/pdf')\n    resp['Content-Disposition'] = f'attachment; filename=\"invoice-{inv.number}.pdf\"'\n    return resp"),
    bash("pytest tests/test_invoice_views.py -q", "...\n3 passed in 0.33s"),
    say("Invoice downloads are now named `invoice-<number>.pdf`."),
], summary="", exit_code=1))

A(C("search-debounce-ms", "UI-702", """# UI-702: Search box fires a request per keystroke

Debounce `onChange` in `src/search/SearchBox.tsx` by 250ms.
""", U, "The session ended with an execution error carrying no message after ordinary edits; no cause is visible.", [
    read("src/search/SearchBox.tsx", "export function SearchBox({ onSearch }: Props) {\n  return <input onChange={(e) => onSearch(e.target.value)} />;\n}"),
    edit("src/search/SearchBox.tsx", "  return <input onChange={(e) => onSearch(e.target.value)} />;", "  const debounced = useDebouncedCallback(onSearch, 250);\n  return <input onChange={(e) => debounced(e.target.value)} />;"),
], fmt="claude", end=err_end(""), summary=""))

A(C("audit-log-actor", "SEC-301", """# SEC-301: Audit log entries lack the acting admin's id for impersonation

Record `actor_id` and `impersonated_id` in `audit/log.py::record`.
""", U, "The transcript just stops after reading code; no error, no kill notice, state Failed.", [
    read("audit/log.py", "def record(event, user):\n    AuditEntry.objects.create(event=event, user_id=user.id)"),
    grep("impersonat", "accounts/middleware.py:22:        request.impersonator = request.session.get('impersonator_id')"),
    read("accounts/middleware.py", "class ImpersonationMiddleware:\n    def __call__(self, request):\n        request.impersonator = request.session.get('impersonator_id')\n        return self.get_response(request)"),
    say("Next I'll thread the impersonator through to `record`."),
], fmt="claude-transcript", end=cut(), summary=""))

A(C("metrics-label-cardinality", "OBS-88", """# OBS-88: `http_requests_total` uses the raw path as a label

Use the route template (e.g. `/users/{id}`) instead of the raw path in `internal/metrics/mw.go`.
""", U, "Codex completed the turn normally with passing tests, yet the run is Failed; nothing in the stream explains it.", [
    read("internal/metrics/mw.go", "\t\treqs.WithLabelValues(r.Method, r.URL.Path, strconv.Itoa(rw.status)).Inc()"),
    edit("internal/metrics/mw.go", "r.URL.Path", "routeTemplate(r)"),
    bash("go test ./internal/metrics/...", "ok  \tgithub.com/acme/plat/internal/metrics\t0.021s"),
    say("Metrics now use the route template label."),
], fmt="codex", summary="", exit_code=2))

A(C("greeting-email-name", "MKT-77", """# MKT-77: Welcome email says "Hi None" when the first name is empty

Fall back to "there" in `emails/welcome.py`.
""", U, "The osmia run reports failure with only 'exit status 1'; the stream shows a normal edit and green tests.", [
    edit("emails/welcome.py", "    greeting = f'Hi {user.first_name}'", "    greeting = f'Hi {user.first_name or \"there\"}'"),
    bash("pytest tests/test_emails.py -q", "....\n4 passed in 0.12s"),
    say("Welcome emails fall back to \"Hi there\"."),
], fmt="osmia", end={"kind": "result", "success": False, "text": "exit status 1"}, summary="exit status 1"))

A(C("sidebar-collapse-state", "UI-715", """# UI-715: Sidebar collapse state isn't remembered between visits

Persist it in localStorage in `src/layout/Sidebar.tsx`.
""", U, "The agent stopped to ask a clarifying question and the run was marked failed; no error or cause in the stream.", [
    read("src/layout/Sidebar.tsx", "const [collapsed, setCollapsed] = useState(false);"),
    grep("localStorage", "src/theme/useTheme.ts:8:  const saved = localStorage.getItem('theme');\nsrc/auth/session.ts:14:  sessionStorage.setItem('returnTo', path);"),
    say("Before I change this: should the collapse state be per user (server-side preference) or per browser (localStorage)? The ticket says localStorage but `useTheme` was recently moved to a server preference. I'll wait for confirmation."),
], summary=""))

A(C("ics-export-uid", "CAL-560", """# CAL-560: Calendar export creates duplicates on re-import

Use a stable UID (`event.id@acme.io`) in `calendar/ics.py`.
""", U, "The agent edited, ran tests (one unrelated known failure already marked xfail), and the stream ends; the run is Failed with no discernible cause.", [
    edit("calendar/ics.py", "    uid = uuid4().hex", "    uid = f'{event.id}@acme.io'"),
    bash("pytest tests/test_ics.py -q", "...x\n3 passed, 1 xfailed in 0.09s"),
    read("tests/test_ics.py", "@pytest.mark.xfail(reason='RRULE with EXDATE unsupported, see CAL-401')\ndef test_exdate_roundtrip():"),
], fmt="claude-transcript", end=cut(), summary=""))

A(C("price-list-sort", "SHOP-2290", """# SHOP-2290: Price list sorts "10" before "9"

Sort numerically in `shop/price_list.rb`.
""", U, "A normal edit and green specs, then a result flagged as error with a generic message; nothing identifies a cause.", [
    edit("shop/price_list.rb", "    items.sort_by(&:price)", "    items.sort_by { |i| BigDecimal(i.price) }"),
    bash("bundle exec rspec spec/shop/price_list_spec.rb", "....\n\n4 examples, 0 failures"),
], fmt="claude", end=err_end("Execution error"), summary="Execution error"))

# ------------------------------------------------------------------ succeeded with alarming words
A(C("forbidden-project-access", "API-1580", """# API-1580: Viewers can PATCH projects

`api/permissions.py::can_edit_project` returns True for viewers. Return 403 for viewers; add a test.
""", OK, "A correct fix; 'permission denied'/403 are the behaviour under test.", [
    edit("api/permissions.py", "    return membership is not None", "    return membership is not None and membership.role in ('owner', 'editor')"),
    write("tests/test_project_permissions.py", "def test_viewer_patch_is_permission_denied(client, viewer):\n    r = client.patch('/api/projects/1', {'name': 'x'}, user=viewer)\n    assert r.status_code == 403\n    assert r.json()['detail'] == 'Permission denied'"),
    bash("pytest tests/test_project_permissions.py -v", "tests/test_project_permissions.py::test_viewer_patch_is_permission_denied PASSED\n\n------------------------------ Captured log call -------------------------------\nWARNING  django.request:log.py:241 Forbidden (Permission denied): /api/projects/1\n1 passed in 0.41s"),
    say("Viewers now get 403 Permission denied on PATCH; test added."),
], near_miss="permission_blocked", alarming=True, summary="Viewers blocked from editing."))

A(C("reschedule-evicted-pods", "OPS-1030", """# OPS-1030: Job runner doesn't reschedule pods evicted for memory

`runner/watch.go` ignores `Reason: OOMKilled`. Requeue those jobs once.
""", OK, "OOMKilled and exit 137 appear only in the fixture and test names; the change is correct and tests pass.", [
    read("runner/testdata/pod_oomkilled.json", "{\"status\": {\"containerStatuses\": [{\"state\": {\"terminated\": {\"exitCode\": 137, \"reason\": \"OOMKilled\"}}}]}}"),
    edit("runner/watch.go", "\tcase \"Error\":", "\tcase \"OOMKilled\":\n\t\treturn w.requeueOnce(job)\n\tcase \"Error\":"),
    bash("go test ./runner/ -run OOM -v", "=== RUN   TestRequeueOnOOMKilled\n    watch_test.go:61: pod terminated: exit code 137 (OOMKilled) -> requeued\n--- PASS: TestRequeueOnOOMKilled (0.00s)\n=== RUN   TestNoSecondRequeueAfterOOMKilled\n--- PASS: TestNoSecondRequeueAfterOOMKilled (0.00s)\nPASS\nok  \tgithub.com/acme/ops/runner\t0.013s"),
    say("Evicted (OOMKilled) pods are requeued once."),
], near_miss="infra_failure", alarming=True, summary="OOMKilled jobs requeued once."))

A(C("tax-id-checksum", "FIN-1250", """# FIN-1250: Accept Dutch VAT ids with the `NL...B01` suffix

Update `fin/vat.py::valid_nl`.
""", OK, "The only skip is a pre-existing skipped flaky test the agent did not touch; the fix is correct.", [
    edit("fin/vat.py", "    return re.fullmatch(r'NL\\d{9}', v)", "    return re.fullmatch(r'NL\\d{9}B\\d{2}', v)"),
    bash("pytest tests/test_vat.py -q -rs", "....s\n=========================== short test summary info ============================\nSKIPPED [1] tests/test_vat.py:88: flaky: VIES SOAP endpoint times out in CI (skipped since FIN-902)\n4 passed, 1 skipped in 0.18s"),
    bash("git diff --stat", " fin/vat.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
    say("Dutch VAT ids with the B01 suffix now validate. The skipped VIES test was already skipped before this change."),
], near_miss="test_misunderstanding", alarming=True, summary="NL VAT ids accepted."))

A(C("upload-spool-handling", "MED-140", """# MED-140: Uploads crash with a 500 when the spool volume is full

Catch `OSError(ENOSPC)` in `media/upload.py` and return 507 Insufficient Storage.
""", OK, "'No space left on device' is raised by the test's fake filesystem; the handler is correct and the test passes.", [
    edit("media/upload.py", "    spool.write(chunk)", "    try:\n        spool.write(chunk)\n    except OSError as e:\n        if e.errno == errno.ENOSPC:\n            return JsonResponse({'error': 'storage full'}, status=507)\n        raise"),
    bash("pytest tests/test_upload.py -q -k enospc", ".\n------------------------------ Captured log call -------------------------------\nERROR    media.upload:upload.py:57 spool write failed: [Errno 28] No space left on device\n1 passed, 6 deselected in 0.15s"),
    say("Full spool now returns 507 instead of 500."),
], near_miss="infra_failure", alarming=True, summary="507 on full spool."))

A(C("dial-retry-backoff", "NET-120", """# NET-120: `Dial` gives up after the first ECONNREFUSED

Retry three times with backoff in `pkg/conn/dial.go`.
""", OK, "'connection refused' comes from the test's closed listener, which the new retry code handles.", [
    edit("pkg/conn/dial.go", "\treturn net.DialTimeout(\"tcp\", addr, d.timeout)", "\tvar err error\n\tfor i := 0; i < 3; i++ {\n\t\tvar c net.Conn\n\t\tif c, err = net.DialTimeout(\"tcp\", addr, d.timeout); err == nil {\n\t\t\treturn c, nil\n\t\t}\n\t\ttime.Sleep(d.backoff(i))\n\t}\n\treturn nil, err"),
    bash("go test ./pkg/conn/ -v -run Dial", "=== RUN   TestDialRetriesOnRefused\n    dial_test.go:33: attempt 1: dial tcp 127.0.0.1:41777: connect: connection refused\n    dial_test.go:33: attempt 2: dial tcp 127.0.0.1:41777: connect: connection refused\n--- PASS: TestDialRetriesOnRefused (0.31s)\n=== RUN   TestDialTimeoutIsHonoured\n--- PASS: TestDialTimeoutIsHonoured (0.20s)\nPASS\nok  \tgithub.com/acme/edge/pkg/conn\t0.519s"),
    say("Dial now retries three times with backoff."),
], near_miss="infra_failure", alarming=True, summary="Dial retries."))

A(C("optional-parquet-hint", "DATA-640", """# DATA-640: Better error when pyarrow isn't installed

`data/io.py::read_parquet` should raise `MissingExtra("install acme-data[parquet]")` instead of the bare ImportError.
""", OK, "ModuleNotFoundError for pyarrow is simulated by the test; the change is correct.", [
    edit("data/io.py", "    import pyarrow.parquet as pq", "    try:\n        import pyarrow.parquet as pq\n    except ModuleNotFoundError as e:\n        raise MissingExtra('install acme-data[parquet]') from e"),
    bash("pytest tests/test_io.py -q -k missing", ".\n1 passed, 9 deselected in 0.07s"),
    bash("pytest tests/test_io.py -q -k missing -s 2>&1 | grep -i module", "simulated: ModuleNotFoundError: No module named 'pyarrow'"),
    say("read_parquet now raises MissingExtra with an install hint."),
], near_miss="dependency_missing", alarming=True, summary="MissingExtra raised."))

A(C("lock-wait-budget", "CLI-300", """# CLI-300: `acme sync` waits forever on a stale lock file

Give up after 10s with a clear error in `src/lock.rs`.
""", OK, "The timeout words are the feature under test; an ignored test was already ignored upstream; everything passes.", [
    edit("src/lock.rs", "    loop {\n        if try_lock(&path)? { return Ok(guard); }", "    let deadline = Instant::now() + Duration::from_secs(10);\n    loop {\n        if try_lock(&path)? { return Ok(guard); }\n        if Instant::now() > deadline { return Err(Error::LockTimeout(path)); }"),
    bash("cargo test lock", "running 3 tests\ntest lock::tests::times_out_on_stale_lock ... ok\ntest lock::tests::acquires_free_lock ... ok\ntest lock::tests::nfs_lock_semantics ... ignored, requires NFS mount\n\ntest result: ok. 2 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 10.02s"),
    say("Sync now fails after 10s with `LockTimeout` instead of hanging."),
], near_miss="infra_failure", alarming=True, summary="Lock wait bounded."))

A(C("readonly-bucket-error", "MED-152", """# MED-152: Writing to a read-only bucket gives an unhelpful stack trace

Map `AccessDeniedException` from the S3 client to `StorageReadOnlyException` in `S3Storage.put`.
""", OK, "AccessDenied/permission text is the mocked S3 response under test; the fix is correct.", [
    edit("src/main/java/com/acme/media/S3Storage.java", "        s3.putObject(req, body);", "        try {\n            s3.putObject(req, body);\n        } catch (S3Exception e) {\n            if (e.statusCode() == 403) throw new StorageReadOnlyException(bucket, e);\n            throw e;\n        }"),
    bash("./gradlew test --tests '*S3StorageTest'", "> Task :test\n\nS3StorageTest > putOnReadOnlyBucketThrowsStorageReadOnly() PASSED\n    software.amazon.awssdk.services.s3.model.S3Exception: Access Denied (Service: S3, Status Code: 403, Request ID: MOCK) [mocked]\nS3StorageTest > putStoresObject() PASSED\n\nBUILD SUCCESSFUL in 14s"),
    say("403 Access Denied now surfaces as StorageReadOnlyException."),
], near_miss="permission_blocked", alarming=True, summary="403 mapped."))

A(C("rename-customer-field", "CRM-500", """# CRM-500: Rename `client_ref` to `customer_ref` everywhere (API, models, serializers, tests, docs)

This is a repo-wide rename requested by the data team; include a migration.
""", OK, "A wide change the task explicitly asked for; not excessive.", [
    bash("rg -l client_ref | wc -l", "34"),
    bash("rg -l client_ref | xargs sed -i 's/client_ref/customer_ref/g' && python manage.py makemigrations crm -n rename_client_ref", "Migrations for 'crm':\n  crm/migrations/0042_rename_client_ref.py\n    - Rename field client_ref on account to customer_ref"),
    bash("pytest -q", "........................................................................ [ 70%]\n..............................                                           [100%]\n102 passed in 6.41s"),
    bash("git status --short | wc -l", "35"),
    say("Renamed client_ref → customer_ref across 34 files plus a migration; all tests pass."),
], near_miss="scope_creep", files_changed=35, summary="Rename done."))
