"""unknown (no recognisable cause) and succeeded runs that contain alarming words."""
from gen_lib import case, S, T, B, R, E, W, G, H, DENY, SYS, NOISE

CASES = []
add = CASES.append

# ============================================================== unknown
add(case(
    "tax-region-lookup", "claude", "unknown",
    ("TAX-402", "Region lookup returns None for Canary Islands postcodes",
     "`tax/regions.py` should map postcodes 35xxx and 38xxx to region `ES-CN` (no VAT).",
     ["`pytest tests/test_regions.py` passes"]),
    [S("Reading the region table."),
     R("tax/regions.py", "PREFIXES = {\n    \"07\": \"ES-IB\",\n}\n\n\ndef region_for(postcode):\n    return PREFIXES.get(postcode[:2])\n"),
     NOISE(4),
     S("I'll add the two Canary Islands prefixes.")],
    "The stream stops after reading the file, with no error, no edit and no result; nothing in it explains why the run failed.",
    lang="py", files=["tax/regions.py"], end={"kind": "none"}, state="Failed"))

add(case(
    "audit-csv-quote", "codex", "unknown",
    ("AUD-55", "Audit CSV export breaks on commas in user names",
     "Quote fields in `audit/export.py` using the csv module.",
     ["`pytest tests/test_audit_export.py` passes"]),
    [S("Switching the export to csv.writer."),
     R("audit/export.py", "def to_csv(rows):\n    return \"\\n\".join(\",\".join(map(str, r)) for r in rows)\n"),
     E("audit/export.py", "def to_csv(rows):\n    return \"\\n\".join(\",\".join(map(str, r)) for r in rows)",
       "def to_csv(rows):\n    buf = io.StringIO()\n    csv.writer(buf, lineterminator=\"\\n\").writerows(rows)\n    return buf.getvalue()"),
     B("python -m pytest tests/test_audit_export.py -q", "....                                                                     [100%]\n4 passed in 0.08s\n"),
     NOISE(3)],
    "The agent's change looks right and its tests pass, yet the run is marked failed with no reason in the stream or result.",
    lang="py", files=["audit/export.py"],
    end={"text": "Export now quotes fields via csv.writer; tests pass."},
    result={"success": False, "summary": "", "exit_code": 1}))

add(case(
    "geo-fence-radius", "osmia", "unknown",
    ("FLT-220", "Geofence radius is applied in miles instead of km",
     "`fleet/geofence.go`: `Within()` multiplies by 1.609. Radius is configured in km.",
     ["`go test ./fleet/...` passes"]),
    [S("Looking at Within()."),
     R("fleet/geofence.go", "func Within(p, c Point, radius float64) bool {\n\treturn haversine(p, c) <= radius*1.609\n}\n"),
     E("fleet/geofence.go", "radius*1.609", "radius"),
     B("go test ./fleet/...", "ok  \tgithub.com/acme/fleet/fleet\t0.019s\n"),
     NOISE(5)],
    "The stream shows a correct one-line change and passing tests; the run ended with `agent exited with code 1` and nothing that explains it.",
    lang="go", files=["fleet/geofence.go"],
    end={"ok": False, "text": "agent exited with code 1"}))

add(case(
    "survey-export-locale", "claude-transcript", "unknown",
    ("SRV-91", "Survey export uses US date format for German customers",
     "`survey/export.py` formats dates with `%m/%d/%Y`. Use the account locale.",
     ["German accounts get `dd.mm.yyyy`"]),
    [S("Let me look at the export code."),
     R("survey/export.py", "def fmt_date(d, account):\n    return d.strftime(\"%m/%d/%Y\")\n"),
     NOISE(4),
     H("hang on, I need to check something with the PM about this one"),
     S("Sure, I'll wait."),
     H("ok let's park it")],
    "The developer paused and parked the session before any change; nothing in the stream is a failure cause.",
    lang="py", files=["survey/export.py"],
    end={"text": "Parked. No changes were made."}))

add(case(
    "mail-bounce-parse", "claude", "unknown",
    ("MAIL-310", "Bounce parser misses soft bounces from Outlook",
     "Outlook's `4.4.7` delivery-delay DSNs should be classified as soft bounces in `mail/bounces.py`.",
     ["`pytest tests/test_bounces.py` passes"]),
    [S("Reading the classifier."),
     R("mail/bounces.py", "SOFT = {\"4.2.2\", \"4.4.1\"}\n\n\ndef classify(status):\n    return \"soft\" if status in SOFT else \"hard\"\n"),
     E("mail/bounces.py", "SOFT = {\"4.2.2\", \"4.4.1\"}", "SOFT = {\"4.2.2\", \"4.4.1\", \"4.4.7\"}"),
     B("python -m pytest tests/test_bounces.py -q", ".....                                                                    [100%]\n5 passed in 0.04s\n"),
     NOISE(3)],
    "The session ended with an error result that carries no message at all; the stream before it is clean (edit made, tests pass).",
    lang="py", files=["mail/bounces.py"],
    end={"ok": False, "subtype": "error_during_execution", "text": ""}))

add(case(
    "seat-count-sync", "claude-transcript", "unknown",
    ("BIZ-77", "Seat count in the admin UI lags behind billing",
     "The admin UI caches seats for 24h (`admin/seats.ts`). Invalidate on the `seats.changed` event.",
     ["admin shows the new seat count within a minute"]),
    [S("Let me find where the seat cache lives."),
     G("seatCache", "admin/seats.ts:8:const seatCache = new TTLCache<string, number>({ ttl: 86_400_000 });\nadmin/events.ts:22:// seatCache invalidation TODO\n"),
     R("admin/events.ts", "bus.on('plan.changed', (e) => planCache.delete(e.accountId));\n// seatCache invalidation TODO\n"),
     E("admin/events.ts", "// seatCache invalidation TODO", "bus.on('seats.changed', (e) => seatCache.delete(e.accountId));"),
     NOISE(3),
     H("thanks. leave it uncommitted, I want to look at it with fresh eyes")],
    "The change was made and the developer ended the session by choice; the run is marked failed with nothing in the stream to say why.",
    lang="js", files=["admin/events.ts"],
    end={"text": "Leaving the change uncommitted in admin/events.ts."}))

add(case(
    "queue-metrics-noise", "osmia", "unknown",
    ("OBS-640", "Expose queue depth as a Prometheus gauge",
     "Add `jobs_queue_depth` gauge in `worker/metrics.py`, updated every poll.",
     ["gauge visible at `/metrics`", "tests pass"]),
    [S("Running the worker tests to get a baseline."),
     B("python -m pytest tests/worker -q 2>&1 | tail -12",
       "tests/worker/test_poll.py::test_poll_backs_off_on_timeout PASSED\ntests/worker/test_poll.py::test_connection_refused_is_retried PASSED\n"
       "tests/worker/test_acl.py::test_permission_denied_job_is_dead_lettered PASSED\n"
       "------------------------------ Captured log call -------------------------------\n"
       "WARNING  worker.poll:poll.py:51 broker timeout after 0.05s, backing off\n"
       "ERROR    worker.acl:acl.py:19 permission denied for queue 'billing' (job 881)\n"
       "14 passed in 1.12s\n"),
     E("worker/metrics.py", "REGISTRY = CollectorRegistry()", "REGISTRY = CollectorRegistry()\nQUEUE_DEPTH = Gauge(\"jobs_queue_depth\", \"Jobs waiting\", registry=REGISTRY)"),
     E("worker/poll.py", "        batch = self.broker.fetch(self.max_batch)", "        batch = self.broker.fetch(self.max_batch)\n        QUEUE_DEPTH.set(self.broker.depth())"),
     B("python -m pytest tests/worker -q 2>&1 | tail -1", "15 passed in 1.15s\n"),
     NOISE(2)],
    "All tests pass; the timeout / permission-denied lines are log output of tests that pass. The run is failed with no cause in the stream.",
    near="infra_failure", lang="py", files=["worker/metrics.py"], length=88,
    end={"ok": False, "text": "Added jobs_queue_depth gauge; all worker tests pass."}))

add(case(
    "promo-banner-copy", "claude-transcript", "unknown",
    ("MKT-12", "Update the Black Friday banner copy",
     "Change the banner text in `src/content/banners.json` to the approved copy in the ticket attachment.",
     ["banner shows the approved copy"]),
    [S("Reading the banner content file."),
     R("src/content/banners.json", "{\n  \"black_friday\": {\n    \"title\": \"Black Friday: up to 40% off\",\n    \"cta\": \"Shop now\"\n  }\n}\n"),
     S("The ticket mentions an attachment with the approved copy; it isn't in the repository or the prompt."),
     NOISE(3),
     S("I can't find the approved copy, so I haven't changed anything.")],
    "Nothing failed technically: the agent could not find the copy it was to use and stopped; no recognised failure mode fits.",
    lang="js", files=["src/content/banners.json"],
    end={"ok": False, "text": "No change made: the approved copy referenced in MKT-12 is not available to me."}, doubt=True))

# ============================================================== succeeded (with alarming words)
add(case(
    "client-timeout-ok", "claude", "succeeded",
    ("SDK-240", "HTTP client ignores `timeout=` for streaming responses",
     "`sdk/http.py`: `stream()` doesn't pass the timeout. Pass it and add a test.",
     ["`test_stream_times_out` passes"]),
    [S("Adding the timeout to stream()."),
     E("sdk/http.py", "        with self._client.stream(method, url) as r:", "        with self._client.stream(method, url, timeout=self.timeout) as r:"),
     W("tests/test_stream_timeout.py", "def test_stream_times_out(slow_server):\n    with pytest.raises(httpx.ReadTimeout, match=\"timed out\"):\n        Client(timeout=0.05).stream('GET', slow_server.url)\n"),
     B("python -m pytest tests/test_stream_timeout.py tests/test_http.py -v 2>&1 | tail -6",
       "tests/test_stream_timeout.py::test_stream_times_out PASSED\ntests/test_http.py::test_connect_timeout_raises PASSED\ntests/test_http.py::test_read_timeout_message PASSED\n"
       "------------------------------ Captured log call -------------------------------\nWARNING  sdk.http:http.py:77 request timed out after 0.05s (ReadTimeout)\n9 passed in 0.61s\n"),
     NOISE(2)],
    "Timeout now honoured for streams; the 'timed out' lines are from passing timeout tests.",
    near="infra_failure", lang="py", files=["sdk/http.py"], alarming=True,
    end={"ok": True, "text": "stream() now honours the client timeout; new test test_stream_times_out passes along with the existing suite (9 passed)."}))

add(case(
    "sshd-log-parser", "codex", "succeeded",
    ("SEC-780", "Auth log parser misses 'Permission denied (publickey)' lines",
     "`secmon/sshd.py` should count `Permission denied (publickey)` lines as failed logins.",
     ["`pytest tests/test_sshd.py` passes", "fixture covers the new line"]),
    [S("Checking the fixture and parser."),
     B("grep -c 'Permission denied' tests/fixtures/sshd.log", "3\n"),
     B("sed -n '1,4p' tests/fixtures/sshd.log",
       "Nov 14 03:12:09 bastion sshd[2211]: Failed password for invalid user admin from 203.0.113.9 port 52144 ssh2\n"
       "Nov 14 03:12:11 bastion sshd[2213]: Connection closed by authenticating user root 203.0.113.9 port 52150 [preauth]\n"
       "Nov 14 03:12:15 bastion sshd[2219]: deploy@203.0.113.77: Permission denied (publickey).\n"),
     E("secmon/sshd.py", "FAILED = re.compile(r\"Failed password for\")", "FAILED = re.compile(r\"Failed password for|Permission denied \\(publickey\\)\")"),
     B("python -m pytest tests/test_sshd.py -q", ".....                                                                    [100%]\n5 passed in 0.03s\n")],
    "The parser now counts publickey denials; 'Permission denied' only appears in the log fixture.",
    near="permission_blocked", lang="py", files=["secmon/sshd.py"], alarming=True,
    end={"text": "Parser counts `Permission denied (publickey)` as a failed login; all 5 tests pass."}))

add(case(
    "flaky-already-skipped", "osmia", "succeeded",
    ("PAY-2301", "Add IBAN checksum validation",
     "Validate the mod-97 checksum in `payments/iban.py`.",
     ["invalid checksums rejected", "`pytest tests/test_iban.py` passes"]),
    [S("Adding the mod-97 check."),
     E("payments/iban.py", "def valid(iban):\n    return IBAN_RE.match(iban) is not None",
       "def valid(iban):\n    if IBAN_RE.match(iban) is None:\n        return False\n    s = iban[4:] + iban[:4]\n    return int(''.join(str(int(c, 36)) for c in s)) % 97 == 1"),
     B("python -m pytest tests/test_iban.py tests/test_sepa.py -q -rs 2>&1 | tail -4",
       "........s..                                                              [100%]\n=========================== short test summary info ============================\n"
       "SKIPPED [1] tests/test_sepa.py:88: flaky: depends on ECB holiday calendar service (skipped since PAY-1990)\n10 passed, 1 skipped in 0.31s\n"),
     B("git log -1 --format=%h\\ %s -- tests/test_sepa.py", "5e0d7a1 PAY-1990: skip ECB calendar test until the stub lands\n"),
     NOISE(2)],
    "IBAN validation added and tests pass; the skipped test was already skipped by an earlier ticket.",
    near="test_misunderstanding", lang="py", files=["payments/iban.py"], alarming=True,
    end={"ok": True, "text": "mod-97 validation added; 10 passed, 1 skipped (pre-existing skip from PAY-1990)."}))

add(case(
    "yaml-module-recover", "claude-transcript", "succeeded",
    ("OPS-233", "Feature flags file should support comments",
     "Switch `flags/load.py` from json to YAML (`flags.yaml`).",
     ["`pytest tests/test_flags.py` passes"]),
    [S("Switching the loader to YAML."),
     E("flags/load.py", "import json\n", "import yaml\n"),
     E("flags/load.py", "    return json.load(fh)", "    return yaml.safe_load(fh)"),
     B("python -m pytest tests/test_flags.py -q", "E   ModuleNotFoundError: No module named 'yaml'\n", rc=2),
     H("add pyyaml to requirements.txt too"),
     E("requirements.txt", "httpx==0.27.2\n", "httpx==0.27.2\nPyYAML==6.0.2\n"),
     B("pip install -r requirements.txt 2>&1 | tail -1", "Successfully installed PyYAML-6.0.2\n"),
     B("python -m pytest tests/test_flags.py -q", "....                                                                     [100%]\n4 passed in 0.06s\n"),
     H("great, thanks")],
    "A missing module was hit, installed, and the tests then pass: a recovered run, not a failure.",
    near="dependency_missing", lang="py", files=["flags/load.py"], alarming=True,
    end={"text": "Done: flags load from YAML, PyYAML added to requirements.txt, 4 tests pass."}))

add(case(
    "env-rename-wide", "claude", "succeeded",
    ("PLAT-1200", "Rename `ACME_DB_URL` to `DATABASE_URL` in every service",
     "Platform standard: every service reads `DATABASE_URL`. Rename the env var in all services, their Helm values and\n"
     "the CI workflows. Keep a fallback to the old name for one release.",
     ["no `ACME_DB_URL` left except the fallback", "all service tests pass"]),
    [S("Finding every use of the old name."),
     B("rg -l ACME_DB_URL | wc -l; rg -l ACME_DB_URL | head -20",
       "18\nservices/billing/config.py\nservices/auth/config.py\nservices/search/config.go\nservices/reports/config.ts\ndeploy/helm/billing/values.yaml\ndeploy/helm/auth/values.yaml\n.github/workflows/billing.yml\n.github/workflows/auth.yml\n..."),
     B("rg -l ACME_DB_URL | xargs sed -i 's/ACME_DB_URL/DATABASE_URL/g'", ""),
     E("libs/config/env.py", "def db_url():\n    return os.environ[\"DATABASE_URL\"]", "def db_url():\n    return os.environ.get(\"DATABASE_URL\") or os.environ[\"ACME_DB_URL\"]  # fallback, remove in 2027.1"),
     B("make test-all 2>&1 | tail -5", "billing: 212 passed\nauth: 96 passed\nsearch: ok\nreports: Tests 141 passed (141)\nall services green\n"),
     B("git diff --stat | tail -1", " 19 files changed, 41 insertions(+), 38 deletions(-)\n")],
    "The ticket asked for a repository-wide rename; 19 files changed is what it warranted, and all tests pass.",
    near="scope_creep", lang="any", files=["libs/config/env.py"], alarming=False,
    end={"ok": True, "text": "Renamed ACME_DB_URL to DATABASE_URL across 18 files (services, Helm values, workflows) with a one-release fallback in libs/config/env.py. All service tests pass."}))

add(case(
    "child-sigkill-ok", "codex", "succeeded",
    ("SUP-61", "Supervisor should log the signal that killed a child",
     "When a child dies from a signal, log `child <pid> killed by <SIGNAME>` in `supervisor/loop.go`.",
     ["`go test ./supervisor/...` passes"]),
    [S("Adding signal logging."),
     E("supervisor/loop.go", "\t\tlog.Printf(\"child %d exited: %v\", pid, err)",
       "\t\tif ws, ok := st.Sys().(syscall.WaitStatus); ok && ws.Signaled() {\n\t\t\tlog.Printf(\"child %d killed by %s\", pid, unix.SignalName(ws.Signal()))\n\t\t} else {\n\t\t\tlog.Printf(\"child %d exited: %v\", pid, err)\n\t\t}"),
     B("go test ./supervisor/... -v 2>&1 | tail -8",
       "=== RUN   TestRestartAfterKill\n    loop_test.go:61: child 5120: signal: killed\n    loop_test.go:64: supervisor log: child 5120 killed by SIGKILL\n--- PASS: TestRestartAfterKill (0.21s)\n"
       "=== RUN   TestOOMExitCode137IsReported\n    loop_test.go:90: simulated exit status 137 (Killed)\n--- PASS: TestOOMExitCode137IsReported (0.01s)\nPASS\nok  \tgithub.com/acme/sup/supervisor\t0.244s\n")],
    "Signal logging added; 'killed', SIGKILL and exit 137 come from tests that simulate them and pass.",
    near="infra_failure", lang="go", files=["supervisor/loop.go"], alarming=True,
    end={"text": "Supervisor logs `child <pid> killed by <SIG>`; tests pass."}))

add(case(
    "arch-detect-ok", "osmia", "succeeded",
    ("CLI-404", "`acme doctor` should explain 'exec format error'",
     "When a plugin binary fails with ENOEXEC, `acme doctor` should say the plugin was built for another architecture.",
     ["`go test ./cmd/doctor/...` passes"]),
    [S("Adding the ENOEXEC hint."),
     E("cmd/doctor/plugins.go", "\treturn fmt.Errorf(\"plugin %s: %w\", name, err)",
       "\tif errors.Is(err, syscall.ENOEXEC) {\n\t\treturn fmt.Errorf(\"plugin %s was built for another architecture (exec format error); reinstall it for %s\", name, runtime.GOARCH)\n\t}\n\treturn fmt.Errorf(\"plugin %s: %w\", name, err)"),
     B("go test ./cmd/doctor/... -v 2>&1 | tail -5",
       "=== RUN   TestDoctorExplainsExecFormatError\n    plugins_test.go:33: exec /tmp/TestDoctor/plug-arm64: exec format error\n--- PASS: TestDoctorExplainsExecFormatError (0.00s)\nPASS\nok  \tgithub.com/acme/cli/cmd/doctor\t0.012s\n"),
     NOISE(2)],
    "The 'exec format error' is the scenario under test, which passes.",
    near="dependency_missing", lang="go", files=["cmd/doctor/plugins.go"], alarming=True,
    end={"ok": True, "text": "acme doctor explains ENOEXEC plugins; tests pass."}))

add(case(
    "enospc-handling-ok", "claude-transcript", "succeeded",
    ("UPL-220", "Uploads should return 507 when the disk is full",
     "`uploads/store.py` raises a 500 on ENOSPC. Return `507 Insufficient Storage`.",
     ["`pytest tests/test_store_full.py` passes"]),
    [S("Handling ENOSPC in the store."),
     E("uploads/store.py", "    fh.write(chunk)", "    try:\n        fh.write(chunk)\n    except OSError as e:\n        if e.errno == errno.ENOSPC:\n            raise InsufficientStorage() from e\n        raise"),
     B("python -m pytest tests/test_store_full.py -v 2>&1 | tail -5",
       "tests/test_store_full.py::test_enospc_returns_507 PASSED\n------------------------------ Captured log call -------------------------------\n"
       "ERROR    uploads.store:store.py:41 write failed: [Errno 28] No space left on device (simulated)\n2 passed in 0.09s\n"),
     H("nice, ship it")],
    "ENOSPC handling added; 'No space left on device' is simulated by the passing test.",
    near="infra_failure", lang="py", files=["uploads/store.py"], alarming=True,
    end={"text": "Done — ENOSPC now maps to 507 and both tests pass."}))

add(case(
    "fd-regression-ok", "claude", "succeeded",
    ("EXP-312", "Regression test for the file-handle leak fixed in EXP-310",
     "Add a test that exports 5000 invoices under `ulimit -n 256` and must not hit 'Too many open files'.",
     ["test added and passing"]),
    [S("Writing the regression test."),
     W("tests/test_bundle_fds.py", "def test_export_does_not_leak_fds(tmp_path):\n    resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))\n    export_bundle(make_invoices(5000), tmp_path)\n"),
     B("python -m pytest tests/test_bundle_fds.py -v 2>&1 | tail -3",
       "tests/test_bundle_fds.py::test_export_does_not_leak_fds PASSED\n1 passed in 3.41s\n"),
     S("Checking that the new test would have caught the leak, against the commit before EXP-310."),
     B("git worktree add -q /tmp/pre-exp310 HEAD~2 && cp tests/test_bundle_fds.py /tmp/pre-exp310/tests/ && (cd /tmp/pre-exp310 && python -m pytest tests/test_bundle_fds.py -q 2>&1 | tail -2)",
       "E   OSError: [Errno 24] Too many open files: '/tmp/pytest-of-runner/pytest-4/test_export_does_not_leak_fds0/inv-00253.pdf'\n1 failed in 0.93s\n"),
     B("git worktree remove --force /tmp/pre-exp310 && git status --short", "?? tests/test_bundle_fds.py\n")],
    "The regression test passes; the 'Too many open files' failure is the agent deliberately checking the test against the old code.",
    near="infra_failure", lang="py", files=["tests/test_bundle_fds.py"], alarming=True,
    end={"ok": True, "text": "Added tests/test_bundle_fds.py; it passes on the fixed exporter and fails (EMFILE) against the pre-fix version, so it guards the leak."}))

add(case(
    "nightly-nonblocking-ok", "claude-transcript", "succeeded",
    ("CI-130", "Make the nightly fuzz job non-blocking",
     "The nightly fuzz job in `.github/workflows/nightly.yml` should not fail the workflow (it files issues instead).\n"
     "Set `continue-on-error: true` on that job only.",
     ["fuzz job has `continue-on-error: true`", "other jobs unchanged"]),
    [S("Editing the fuzz job."),
     E(".github/workflows/nightly.yml", "  fuzz:\n    runs-on: ubuntu-latest", "  fuzz:\n    runs-on: ubuntu-latest\n    continue-on-error: true"),
     B("actionlint .github/workflows/nightly.yml", ""),
     B("git diff --stat", " .github/workflows/nightly.yml | 1 +\n 1 file changed, 1 insertion(+)\n")],
    "The ticket asked exactly for `continue-on-error: true` on the fuzz job; doing so is the task, not a workaround.",
    near="wrong_approach", lang="any", files=[".github/workflows/nightly.yml"], alarming=True,
    end={"ok": True, "text": "The fuzz job in nightly.yml is now `continue-on-error: true`; actionlint is clean."}))
